"""danish27 generator: builds the transcripts from model.py (my own reading of the source)."""

from __future__ import annotations

import copy
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from model import (  # noqa: E402
    DealBuilder,
    Table,
    band,
    declarations,
    deck,
    honour,
    is_ultimo_card,
    play_deal,
    suit,
)

HERE = Path(__file__).parent
FACTS = []


def deal_hands(rng, table, dealer, special=None):
    active, sitter = table.active(dealer)
    d = deck()
    rng.shuffle(d)
    hands = {}
    if special == "no_trumps":
        # a non-dealer active seat gets 25 cards without a trump
        victim = active[2]
        nontr = [c for c in d if not c.startswith("T")]
        hands[victim] = nontr[:25]
        rest = [c for c in d if c not in hands[victim]]
        hands[active[1]] = rest[:25]
        hands[dealer] = rest[25:]
        return hands, victim
    if special == "tout":
        # the first leader holds all 21 trumps and the four kings
        t = active[1]
        hands[t] = ["T%d" % i for i in range(21, 0, -1)] + ["KH", "KD", "KS", "KC"]
        rest = [c for c in d if c not in hands[t]]
        hands[active[2]] = rest[:25]
        hands[dealer] = rest[25:]
        return hands, t
    hands[active[1]] = d[:25]
    hands[active[2]] = d[25:50]
    hands[dealer] = d[50:]
    return hands, None


def choose_skat(rng, hand):
    # §13: no king, Mondo, Joker, no declaration card; I lay away plain pips only
    pips = [c for c in hand if suit(c) in "HDSC" and c[:-1] not in ("K", "Q", "N", "J")]
    rng.shuffle(pips)
    return pips[:3]


def run_deal(table, dealer, seed, *, fresh=False, join=None, special=None, end=False,
             fee=True, need=None, style="mixed"):
    """Returns (deal_dict, facts) or None when `need` (a predicate on facts) fails."""
    saved = (copy.deepcopy(table.pools), list(table.totals), list(table.present))
    rng = random.Random(seed)
    b = DealBuilder(table, dealer)
    facts = {"seed": seed, "dealer": dealer}
    if fresh:
        for pool in ("pagat_pool", "king_pool"):
            for s in table.present:
                b.pay(s, pool, 20, "foundation")
    if join is not None:
        facts["join_pools_before"] = dict(table.pools)
        table.present.append(join)
        table.present.sort()
        for pool in ("pagat_pool", "king_pool"):
            amt = table.pools[pool] // 3
            assert amt * 3 == table.pools[pool] and amt % 5 == 0, table.pools
            b.pay(join, pool, amt, None)
    active, sitter = table.active(dealer)
    facts["active"] = active
    facts["sitter"] = sitter
    if fee:
        b.pay(dealer, "pagat_pool", 5, "deal_fee")
        b.pay(dealer, "king_pool", 5, "deal_fee")
    hands, marked = deal_hands(rng, table, dealer, special)
    hands_list = [hands.get(s, []) if s in table.present else [] for s in range(table.n)]
    if special == "no_trumps":
        b.events.append({"type": "redeal", "seat": marked, "reason": "no_trumps"})
        facts["redeal_by"] = marked
        facts["net"] = dict(b.net)
        facts["pools_after"] = dict(table.pools)
        return {"dealer": dealer, "hands": hands_list, "events": b.events}, facts, b
    # skat
    skat = choose_skat(rng, hands[dealer])
    hand_after = {s: list(h) for s, h in hands.items()}
    for c in skat:
        hand_after[dealer].remove(c)
    b.events.append({"type": "discard", "seat": dealer, "cards": skat})
    # declarations from the dealer, in order of play
    for s in active:
        items = declarations(hand_after[s])
        b.events.append({"type": "declare", "seat": s, "items": [i for i, _ in items]})
        for _, amt in items:
            for o in active:
                if o != s:
                    b.pay(o, s, amt, "declaration")
    facts["declarations"] = {s: declarations(hand_after[s]) for s in active}
    scripted = None
    if special == "tout":
        t = marked

        def scripted(s, hand, trick, tidx, t=t, rng=rng):
            from model import legal

            if s == t:
                order = ["T%d" % i for i in range(21, 1, -1)]
                # kings in the middle, the Pagat before them, the last trick with T2
                seq = order[:12] + ["T1", "KH", "KD", "KS", "KC"] + order[12:]
                return [c for c in seq if c in hand][0]
            opts = legal(hand, trick, tidx)
            if "JOKER" in opts and tidx >= 3:
                return "JOKER"
            opts = [c for c in opts if c != "JOKER"] or opts
            return rng.choice(opts)

    res = play_deal(rng, hand_after, active[1], active, style, scripted)
    if res is None:
        _restore(table, saved)
        return None
    plays, winners, piles, tinfo = res
    # reject deals where the Joker comes late (third-last trick or later): keeps the §12 demand out
    for tidx, (trick, w, wc) in enumerate(tinfo):
        if any(c == "JOKER" for _, c in trick) and tidx >= 21:
            _restore(table, saved)
            return None
    tricks = {s: winners.count(s) for s in active}
    for tidx, (trick, w, wc) in enumerate(tinfo):
        for s, c in trick:
            b.events.append({"type": "play", "seat": s, "card": c})
        if tidx == 24:
            break
        for s, c in trick:
            if is_ultimo_card(c) and s != w:
                reason = "pagat_lost" if c == "T1" else "king_lost"
                pool = "pagat_pool" if c == "T1" else "king_pool"
                for o in active:
                    if o != s:
                        b.pay(s, o, 5, reason)
                b.pay(s, pool, 5, reason)
        if wc == "T1":
            for o in active:
                if o != w:
                    b.pay(o, w, 5, "pagat_trick")
    trick, w, wc = tinfo[24]
    tout = [s for s in active if tricks[s] == 25]
    nolo = [s for s in active if tricks[s] == 0] if not tout else []
    facts["tricks"] = tricks
    facts["last"] = (trick, w, wc)
    przyd = [(s, c) for s, c in trick if is_ultimo_card(c) and s != w]
    orig = dict(table.pools)
    if tout:
        t = tout[0]
        for o in active:
            if o != t:
                b.pay(o, t, 85, "tout")
        for pool in ("pagat_pool", "king_pool"):
            b.pay(pool, t, table.pools[pool], "tout")
        facts["tout"] = t
    if nolo:
        for o in active:
            if o != nolo[0]:
                b.pay(o, nolo[0], 25, "nolo")
        facts["nolo"] = nolo[0]
    if not tout and not nolo:
        if wc == "T1":
            for o in active:
                if o != w:
                    b.pay(o, w, 45, "pagat_ultimo")
            b.pay("pagat_pool", w, table.pools["pagat_pool"], "pagat_ultimo")
            facts["ultimo"] = ("pagat", w)
        elif is_ultimo_card(wc):
            for o in active:
                if o != w:
                    b.pay(o, w, 40, "king_ultimo")
            b.pay("king_pool", w, table.pools["king_pool"], "king_ultimo")
            facts["ultimo"] = ("king", w)
    for s, c in przyd:
        amt = 45 if c == "T1" else 40
        reason = "pagat_przydupek" if c == "T1" else "king_przydupek"
        pool = "pagat_pool" if c == "T1" else "king_pool"
        for o in active:
            if o != s:
                b.pay(s, o, amt, reason)
        b.pay(s, pool, orig[pool], reason)
    facts["przydupek"] = przyd
    if not tout and not nolo and not przyd and not is_ultimo_card(wc):
        for o in active:
            if o != w:
                b.pay(o, w, 20, "last_trick")
    # refill of an emptied pool (§15 Fundamenty), every present player, the sitter too
    for pool in ("pagat_pool", "king_pool"):
        if table.pools[pool] == 0:
            facts.setdefault("refill", []).append(pool)
            for s in table.present:
                b.pay(s, pool, 20, "refill")
    # card points
    pts = {s: sum(honour(c) for c in piles[s]) + tricks[s] for s in active}
    pts[dealer] += 1 + sum(honour(c) for c in skat)
    assert sum(pts.values()) == 78, pts
    facts["card_points"] = pts
    nd = table.next_seat(dealer)
    facts["next_dealer"] = nd
    if not nolo:
        for s in active:
            if s == nd:
                continue
            bd = band(pts[s])
            if bd > 0:
                b.pay(nd, s, bd, "card_points")
            elif bd < 0:
                b.pay(s, nd, -bd, "card_points")
    if end:
        facts["end_pools"] = dict(table.pools)
        n = len(table.present)
        for pool in ("pagat_pool", "king_pool"):
            amt = table.pools[pool]
            if amt % n:
                _restore(table, saved)
                return None
            for s in table.present:
                b.pay(pool, s, amt // n, "session_end")
    facts["net"] = dict(b.net)
    facts["pools_after"] = dict(table.pools)
    if need is not None and not need(facts, table):
        _restore(table, saved)
        return None
    return {"dealer": dealer, "hands": hands_list, "events": b.events}, facts, b


def _restore(table, saved):
    table.pools, table.totals, table.present = copy.deepcopy(saved[0]), list(saved[1]), list(saved[2])


def find(table, dealer, base, **kw):
    for seed in range(base, base + 20000):
        r = run_deal(table, dealer, seed, **kw)
        if r is not None:
            return r
    raise SystemExit("no seed for %r" % (kw,))


def to_sheet(deal, net, table):
    """Score-sheet style: no payments; score (net chips) + running total per present seat, pool totals."""
    ev = [e for e in deal["events"] if e["type"] != "payment"]
    for s in table.present:
        ev.append({"type": "score", "party": s, "points": net.get(s, 0)})
    for s in table.present:
        ev.append({"type": "total", "party": s, "points": table.totals[s]})
    for pool in ("pagat_pool", "king_pool"):
        ev.append({"type": "total", "party": pool, "points": table.pools[pool]})
    return {"dealer": deal["dealer"], "hands": deal["hands"], "events": ev}


def write(name, players, deals, start=None, desc=""):
    obj = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {"preset": "standard"},
        "players": players,
    }
    if start:
        obj["start"] = start
    obj["meta"] = {"audit": "danish27", "description": desc}
    obj["deals"] = deals
    (HERE / (name + ".json")).write_text(json.dumps(obj, ensure_ascii=False, indent=1) + "\n")
