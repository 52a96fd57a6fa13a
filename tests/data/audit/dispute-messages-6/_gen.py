"""Blind generator for audit round dispute-messages-6 (no import of validator).

Four games: rage, tarocchini-terziglio, galician-tarok, danish-tarok. Each file is a short
session in which one deal holds a fault (or a deal is thrown in / redealt) and a later deal's
scores, totals or payments carry the consequence. Rules are taken from /work/shared/seeds/.

    python _gen.py [SEED]   # writes NN-*.json next to this file
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED = int(sys.argv[1]) if len(sys.argv) > 1 else 6


def write(name: str, doc: dict) -> None:
    (HERE / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


# ============================================================================ Rage
RAGE_COLOURS = "RBGYPO"


def rage_suit(c: str) -> str:
    return c[0]


def rage_val(c: str) -> int:
    return int(c[1:])


def rage_round(rng, n, rnd, dealer, fault=None):
    """One Rage round of colour cards only. fault = (trick, seat): that seat revokes there."""
    cards = 11 - rnd
    colour = [f"{c}{v}" for c in RAGE_COLOURS for v in range(16)]
    action = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
    rng.shuffle(colour)
    hands = [sorted(colour[i * cards : (i + 1) * cards]) for i in range(n)]
    rest = colour[n * cards :]
    first = rest.pop(0)
    talon = rest + action
    rng.shuffle(talon)
    talon = [first] + talon
    trump = first[0]
    held = [list(h) for h in hands]
    events = []
    bids = []
    for k in range(n):
        s = (dealer + 1 + k) % n
        b = sum(1 for c in held[s] if c[0] == trump or rage_val(c) >= 12)
        b = min(b, cards)
        bids.append((s, b))
        events.append({"type": "bid", "seat": s, "bid": b})
    tricks = [0] * n
    leader = (dealer + 1) % n
    revoke_event = None
    for t in range(cards):
        trick = []
        for k in range(n):
            s = (leader + k) % n
            h = held[s]
            if not trick:
                c = max(h, key=rage_val)
            else:
                led = trick[0][1][0]
                follow = [x for x in h if x[0] == led]
                other = [x for x in h if x[0] != led]
                if fault == (t, s) and follow and other:
                    c = min(other, key=rage_val)
                    revoke_event = len(events)
                elif follow:
                    c = rng.choice(follow)
                else:
                    c = rng.choice(h)
            h.remove(c)
            trick.append((s, c))
            events.append({"type": "play", "seat": s, "card": c})
        led = trick[0][1][0]
        trumps = [(rage_val(c), s) for s, c in trick if c[0] == trump]
        if trumps:
            w = max(trumps)[1]
        else:
            w = max((rage_val(c), s) for s, c in trick if c[0] == led)[1]
        tricks[w] += 1
        leader = w
    if fault is not None:
        assert revoke_event is not None, "fault not placed"
    bid_of = dict(bids)
    scores = [tricks[s] + (10 if bid_of[s] == tricks[s] else -5) for s in range(n)]
    return {"dealer": dealer, "hands": hands, "talon": talon, "events": events}, scores, revoke_event


def rage_session(seed, faults=None, start_totals=(50, 42, 61)):
    rng = random.Random(seed)
    n = 3
    deals, scores = [], []
    for i, rnd in enumerate((8, 9, 10)):
        f = (faults or {}).get(i)
        d, sc, rev = rage_round(rng, n, rnd, i % n, f)
        d["_revoke"] = rev
        deals.append(d)
        scores.append(sc)
    return deals, scores, list(start_totals)


def rage_write_sheet(deals, scores, start, score_edit=None, total_edit=None, extra=None):
    """score_edit: {(deal, seat): delta} on the written score; total_edit likewise on the
    written total (the sheet then adds on from what it wrote)."""
    run = list(start)
    for i, d in enumerate(deals):
        for e in (extra or {}).get(i, []):
            d["events"].append(e)
        written = []
        for s in range(3):
            w = scores[i][s] + (score_edit or {}).get((i, s), 0)
            written.append(w)
            d["events"].append({"type": "score", "party": s, "points": w})
        for s in range(3):
            run[s] += written[s]
            run[s] += (total_edit or {}).get((i, s), 0)
            d["events"].append({"type": "total", "party": s, "points": run[s]})
    return deals


def rage_doc(deals, start):
    for d in deals:
        d.pop("_revoke", None)
    return {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": {"preset": "standard"},
        "players": ["Anička", "Bohouš", "Katka"],
        "start": {"round": 8, "totals": start},
        "meta": {"round": "dispute-messages-6"},
        "deals": deals,
    }


# ============================================================================ Terziglio
TZ_SUITS = "SBCD"
TZ_LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B high -> low
TZ_ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D high -> low
TZ_FIVE = {"T20", "T19", "T0", "MATTO"}


def tz_suit(c):
    if c == "MATTO":
        return "X"
    return "T" if c[0] == "T" else c[-1]


def tz_rank(c):
    """Higher is stronger, within its suit; Moretti T1-T4 share a rank."""
    if c[0] == "T":
        v = int(c[1:])
        return 1 if 1 <= v <= 4 else (0 if v == 0 else v)
    order = TZ_LONG if c[-1] in "SB" else TZ_ROUND
    return 20 - order.index(c[:-1])


def tz_deal(rng, dealer, fault_seat=None):
    """A gioco deal the eldest (declarer) sweeps: 16 top trumps + 2 kings after the exchange.
    fault_seat: an opponent who, on the second trump lead, plays a suit card holding a trump."""
    decl = (dealer + 1) % 3
    suits = [f"{r}{s}" for s in TZ_SUITS for r in TZ_LONG]
    kings = [f"K{s}" for s in TZ_SUITS]
    k2 = rng.sample(kings, 2)
    others = [c for c in suits if c not in k2]
    rng.shuffle(others)
    top = [f"T{v}" for v in range(5, 21)]
    rng.shuffle(top)
    junk = [c for c in others if c[:-1] not in ("K",)][:2]
    rest = [c for c in others if c not in junk]  # 34 suit cards
    widow_trumps = top[:2]
    decl_hand = sorted(top[2:] + k2 + junk)  # 14 + 2 + 2 = 18
    widow = widow_trumps + rest[:6]
    rng.shuffle(widow)
    opp_cards = rest[6:] + [f"T{v}" for v in range(0, 5)] + ["MATTO"]  # 28 + 6 = 34?? fixed below
    # 40 suits - 2 kings - 2 junk - 6 widow = 30 suit cards, + 5 trumps + Matto = 36
    assert len(opp_cards) == 36, len(opp_cards)
    rng.shuffle(opp_cards)
    opps = [(decl + 1) % 3, (decl + 2) % 3]
    hands = [None, None, None]
    hands[decl] = decl_hand
    # make sure each opponent holds some trump (so the fault is placeable) and cards of the kings' suits
    hands[opps[0]] = sorted(opp_cards[:18])
    hands[opps[1]] = sorted(opp_cards[18:])
    events = []
    events.append({"type": "bid", "seat": decl, "bid": "gioco"})
    events.append({"type": "bid", "seat": opps[0], "bid": "pass"})
    events.append({"type": "bid", "seat": opps[1], "bid": "pass"})
    events.append({"type": "take", "seat": decl, "cards": sorted(widow_trumps)})
    events.append({"type": "discard", "seat": decl, "cards": sorted(junk)})
    for s in (decl, opps[0], opps[1]):
        events.append({"type": "declare", "seat": s, "items": []})
    held = [list(h) for h in hands]
    held[decl] = sorted(top + k2)
    lead_order = sorted(top, key=lambda c: -int(c[1:])) + k2
    winners = []
    revoke_event = None
    leader = decl
    matto_played = False
    for t in range(18):
        trick = []
        assert leader == decl
        c = lead_order[t]
        held[decl].remove(c)
        trick.append((decl, c))
        events.append({"type": "play", "seat": decl, "card": c})
        led = tz_suit(c)
        for s in opps:
            h = held[s]
            follow = [x for x in h if tz_suit(x) == led]
            trumps = [x for x in h if tz_suit(x) == "T"]
            if fault_seat == s and t == 1 and follow:
                non = [x for x in h if tz_suit(x) not in ("T", "X")]
                x = min(non, key=tz_rank)
                revoke_event = len(events)
            elif "MATTO" in h and not matto_played and t == 3:
                x = "MATTO"
                matto_played = True
            elif follow:
                x = min(follow, key=tz_rank)
            elif trumps:
                x = min(trumps, key=tz_rank)
            else:
                non = [x for x in h if x != "MATTO"] or h
                x = min(non, key=tz_rank)
                if x == "MATTO":
                    matto_played = True
            h.remove(x)
            trick.append((s, x))
            events.append({"type": "play", "seat": s, "card": x})
        # winner: highest trump (the last played among equal Moretti), else highest of the led suit
        best = None
        for s, x in trick:
            su = tz_suit(x)
            if su == "X" or (su != "T" and su != led):
                continue
            key = (1 if su == "T" else 0, tz_rank(x))
            if best is None or key > best[0] or (key == best[0] and su == "T"):
                best = (key, s)
        winners.append(best[1])
        leader = best[1]
    assert all(w == decl for w in winners), winners
    if fault_seat is not None:
        assert revoke_event is not None
    return {"dealer": dealer, "hands": hands, "talon": widow, "events": events}, decl, revoke_event


def tz_all_pass(rng, dealer, monte=False):
    deck = [f"{r}{s}" for s in TZ_SUITS for r in TZ_LONG] + [f"T{v}" for v in range(21)] + ["MATTO"]
    rng.shuffle(deck)
    hands = [sorted(deck[i * 18 : (i + 1) * 18]) for i in range(3)]
    widow = deck[54:]
    ev = []
    for k in range(3):
        s = (dealer + 1 + k) % 3
        if monte:
            ev.append({"type": "redeal", "seat": s, "reason": "monte"})
        else:
            ev.append({"type": "bid", "seat": s, "bid": "pass"})
    return {"dealer": dealer, "hands": hands, "talon": widow, "events": ev}


def tz_doc(deals):
    return {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "rules": {"preset": "standard"},
        "players": ["Elena", "Franco", "Giulia"],
        "meta": {"round": "dispute-messages-6"},
        "deals": deals,
    }


def tz_sheet(deal, scores, run):
    for s in range(3):
        deal["events"].append({"type": "score", "party": s, "points": scores[s]})
    for s in range(3):
        run[s] += scores[s]
        deal["events"].append({"type": "total", "party": s, "points": run[s]})


# ============================================================================ Galician Tarok
GT_SUITS = "HDSC"


def gt_pip(s):
    return "1" + s if s in "HD" else "10" + s


def gt_deck():
    d = [f"T{v}" for v in range(1, 22)] + ["SKIZ"]
    for s in GT_SUITS:
        d += ["K" + s, "Q" + s, "N" + s, "J" + s, gt_pip(s)]
    return d


def gt_suit(c):
    return "T" if c == "SKIZ" or c[0] == "T" else c[-1]


def gt_rank(c):
    if c == "SKIZ":
        return 22
    if c[0] == "T":
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def gt_value(c):
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if c[0] == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def gt_solo(rng, dealer, renonce=False, want=None, tries=4000):
    """A solo by the forehand (dealer+1). Returns deal, player points, revoke event index.
    want: 'win' or 'lose'. Seeds are drawn until no silent premium (trull, four kings, ultimo)
    falls to one side and the points are not exactly 33."""
    for _ in range(tries):
        deck = gt_deck()
        rng.shuffle(deck)
        talon = deck[:6]
        hands = [sorted(deck[6 + 12 * i : 18 + 12 * i]) for i in range(3)]
        player = (dealer + 1) % 3
        res = gt_play(rng, hands, player, renonce)
        if res is None:
            continue
        events, piles, winners, rev, last = res
        pts_player = sum(gt_value(c) for c in piles[player]) - 2 * winners.count(player)
        helpers_cards = [c for s in range(3) if s != player for c in piles[s]] + talon
        if pts_player == 33:
            continue
        if want == "win" and pts_player <= 33:
            continue
        if want == "lose" and pts_player >= 33:
            continue
        # no silent premium on either side
        trull = {"SKIZ", "T21", "T1"}
        kings = {"K" + s for s in GT_SUITS}
        side_p = set(piles[player])
        side_h = set(helpers_cards)
        if trull <= side_p or trull <= side_h or kings <= side_p or kings <= side_h:
            continue
        if "T1" in [c for _, c in last]:
            continue
        evs = [{"type": "bid", "seat": player, "bid": "solo"}]
        evs += [{"type": "bid", "seat": (player + k) % 3, "bid": "pass"} for k in (1, 2)]
        evs += [{"type": "announce", "seat": (player + k) % 3, "items": []} for k in range(3)]
        off = len(evs)
        deal = {"dealer": dealer, "hands": hands, "talon": talon, "events": evs + events}
        return deal, player, pts_player, (rev + off if rev is not None else None)
    raise RuntimeError("no deal found")


def gt_play(rng, hands, player, renonce):
    held = [list(h) for h in hands]
    leader = player
    events, winners, piles = [], [], [[], [], []]
    rev = None
    last = None
    for t in range(12):
        trick = []
        for k in range(3):
            s = (leader + k) % 3
            h = held[s]
            if not trick:
                c = rng.choice(h)
            else:
                led = gt_suit(trick[0][1])
                follow = [x for x in h if gt_suit(x) == led]
                tar = [x for x in h if gt_suit(x) == "T"]
                if renonce and rev is None and s == player and led != "T" and follow and tar and t < 9:
                    c = min(tar, key=gt_rank)
                    rev = len(events)
                elif follow:
                    c = rng.choice(follow)
                elif tar:
                    c = rng.choice(tar)
                else:
                    c = rng.choice(h)
            h.remove(c)
            trick.append((s, c))
            events.append({"type": "play", "seat": s, "card": c})
        led = gt_suit(trick[0][1])
        tr = [(gt_rank(c), s) for s, c in trick if gt_suit(c) == "T"]
        w = max(tr)[1] if tr else max((gt_rank(c), s) for s, c in trick if gt_suit(c) == led)[1]
        winners.append(w)
        piles[w] += [c for _, c in trick]
        leader = w
        last = trick
    if renonce and rev is None:
        return None
    return events, piles, winners, rev, last


def gt_doc(deals):
    return {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "rules": {"preset": "standard", "pool": False},
        "players": ["Adam", "Bożena", "Czesław"],
        "meta": {"round": "dispute-messages-6"},
        "deals": deals,
    }


def gt_all_pass(rng, dealer):
    deck = gt_deck()
    rng.shuffle(deck)
    hands = [sorted(deck[6 + 12 * i : 18 + 12 * i]) for i in range(3)]
    ev = [{"type": "bid", "seat": (dealer + 1 + k) % 3, "bid": "pass"} for k in range(3)]
    return {"dealer": dealer, "hands": hands, "talon": deck[:6], "events": ev}


def gt_game_amount(pts, renonce):
    """What each helper receives (negative: pays) at solo, bought 0 times (x1)."""
    if renonce:
        if pts > 33:
            return 60  # consolation: the solo addend, as a lost game
        return (33 - pts) * 6 + 60
    if pts > 33:
        return -((pts - 33) * 6 + 60)
    return (33 - pts) * 6 + 60


def gt_pay(deal, player, per_helper, run, reverse=False):
    """per_helper > 0: the player pays each helper that much."""
    net = [0, 0, 0]
    for k in (1, 2):
        h = (player + k) % 3
        amt = per_helper
        if (amt > 0) != reverse:
            deal["events"].append(
                {"type": "payment", "from": player, "to": h, "amount": abs(amt), "reason": "game"}
            )
            net[player] -= abs(amt)
            net[h] += abs(amt)
        else:
            deal["events"].append(
                {"type": "payment", "from": h, "to": player, "amount": abs(amt), "reason": "game"}
            )
            net[player] += abs(amt)
            net[h] -= abs(amt)
    for s in range(3):
        run[s] += net[s]
        deal["events"].append({"type": "total", "party": s, "points": run[s]})


# ============================================================================ Danish Tarok
DT_SUITS = "HDSC"
DT_RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
DT_BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]


def dt_deck():
    d = [f"T{v}" for v in range(1, 22)] + ["JOKER"]
    for s in DT_SUITS:
        d += [r + s for r in DT_RED]
    return d


def dt_suit(c):
    return "J" if c == "JOKER" else ("T" if c[0] == "T" else c[-1])


def dt_rank(c):
    if c[0] == "T":
        return int(c[1:])
    order = DT_RED if c[-1] in "HD" else DT_BLACK
    return 20 - order.index(c[:-1])


def dt_points(c):
    if c in ("T1", "T21", "JOKER") or c[0] == "K":
        return 4
    return {"Q": 3, "N": 2, "J": 1}.get(c[0], 0) if c[0] != "T" else 0


def dt_declarations(hand):
    items, amounts = [], []
    trumps = [c for c in hand if c[0] == "T"] + (["JOKER"] if "JOKER" in hand else [])
    if len(trumps) >= 10:
        items.append({"kind": "trumps", "count": len(trumps), "pagat": "T1" in hand})
        amounts.append(10 + 5 * (len(trumps) - 10))
    if {"JOKER", "T21", "T1"} <= set(hand):
        n = 3
        v = 20
        while f"T{v}" in hand:
            n += 1
            v -= 1
        items.append({"kind": "matadors", "count": n})
        amounts.append(10 + 5 * (n - 3))
    j = "JOKER" in hand
    for s in DT_SUITS:
        courts = [r for r in "KQNJ" if r + s in hand]
        if len(courts) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if j else "full"})
            amounts.append(15 if j else 10)
        elif len(courts) == 3 and j:
            miss = [r for r in "KQNJ" if r not in courts][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
            amounts.append(5)
    ks = [s for s in DT_SUITS if "K" + s in hand]
    if len(ks) == 4:
        items.append({"kind": "kings", "form": "rich" if j else "full"})
        amounts.append(15 if j else 10)
    elif len(ks) == 3 and j:
        items.append({"kind": "kings", "form": "half", "missing": [s for s in DT_SUITS if s not in ks][0]})
        amounts.append(5)
    return items, amounts


class DTState:
    def __init__(self):
        self.pools = {"pagat_pool": 0, "king_pool": 0}
        self.net = {0: 0, 1: 0, 2: 0, "pagat_pool": 0, "king_pool": 0}

    def pay(self, ev, frm, to, amt, reason):
        ev.append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason})
        self.net[frm] -= amt
        self.net[to] += amt
        if frm in self.pools:
            self.pools[frm] -= amt
        if to in self.pools:
            self.pools[to] += amt


def dt_hands(rng, dealer, no_trump_seat=None):
    deck = dt_deck()
    rng.shuffle(deck)
    if no_trump_seat is not None:
        suits = [c for c in deck if dt_suit(c) in DT_SUITS]
        rest = [c for c in deck if c not in suits[:25]]
        rng.shuffle(rest)
        hands = [None] * 3
        hands[no_trump_seat] = suits[:25]
        i = 0
        for s in range(3):
            if s == no_trump_seat:
                continue
            k = 28 if s == dealer else 25
            hands[s] = rest[i : i + k]
            i += k
        return [sorted(h) for h in hands]
    hands, i = [], 0
    for s in range(3):
        k = 28 if s == dealer else 25
        hands.append(sorted(deck[i : i + k]))
        i += k
    return hands


def dt_skat(hand, declared_before):
    """Three pip cards that are part of no declaration (pips never are)."""
    pips = [c for c in hand if c[0] != "T" and c != "JOKER" and c[0] not in "KQNJ"]
    pips.sort(key=dt_rank)
    return pips[:3]


def dt_play_deal(rng, st: DTState, dealer, hands, new_dealer, first=False, illegal_skat=False, fine=None):
    """Plays one deal and writes its payments. fine: None or dict with the table's handling of an
    illegal skat: {'from': seat, 'amount': a, 'penalty_party': seat}. Returns deal or None if the
    deal drew an edge we avoid (przydupek, ultimo, nolo, tout, a doubtful declaration)."""
    ev = []
    if first:
        for pool in ("pagat_pool", "king_pool"):
            for s in range(3):
                st.pay(ev, s, pool, 20, "foundation")
    st.pay(ev, dealer, "pagat_pool", 5, "deal_fee")
    st.pay(ev, dealer, "king_pool", 5, "deal_fee")
    hand = list(hands[dealer])
    if illegal_skat:
        ks = [c for c in hand if c[0] == "K"]
        if not ks:
            return None
        pips = dt_skat(hand, None)
        skat = [ks[0]] + pips[:2]
    else:
        skat = dt_skat(hand, None)
    for c in skat:
        hand.remove(c)
    ev.append({"type": "discard", "seat": dealer, "cards": sorted(skat)})
    held = [list(h) for h in hands]
    held[dealer] = hand
    for k in range(3):
        s = (dealer + k) % 3
        items, amounts = dt_declarations(held[s])
        if any(i["kind"] != "trumps" for i in items):
            return None  # keep to the plainest declarations
        if illegal_skat and items:
            return None  # a void deal with no declaration money to hand back or keep
        ev.append({"type": "declare", "seat": s, "items": items})
        for a in amounts:
            for o in range(3):
                if o != s:
                    st.pay(ev, o, s, a, "declaration")
    if illegal_skat:
        f = fine
        if f is not None:
            st.pay(ev, f["from"], "pagat_pool", f["amount"], "penalty")
            st.pay(ev, f["from"], "king_pool", f["amount"], "penalty")
            ev.append(
                {
                    "type": "penalty",
                    "party": f["penalty_party"],
                    "code": "illegal_skat",
                    "amount": f["amount"],
                }
            )
        return {"dealer": dealer, "hands": hands, "events": ev}
    # play
    piles = [[], [], []]
    tricks = [0, 0, 0]
    leader = (dealer + 1) % 3
    joker_done = False
    last_trick = None
    for t in range(25):
        trick = []
        for k in range(3):
            s = (leader + k) % 3
            h = held[s]
            nonj = [x for x in h if x != "JOKER"]
            if not trick:
                if not nonj:
                    return None
                c = rng.choice(nonj)
            else:
                if "JOKER" in h and not joker_done and t < 20:
                    c = "JOKER"
                    joker_done = True
                else:
                    led = dt_suit(trick[0][1])
                    follow = [x for x in nonj if dt_suit(x) == led]
                    tr = [x for x in nonj if dt_suit(x) == "T"]
                    if follow:
                        c = rng.choice(follow)
                    elif tr:
                        c = rng.choice(tr)
                    elif nonj:
                        c = rng.choice(nonj)
                    else:
                        return None
            h.remove(c)
            trick.append((s, c))
            ev.append({"type": "play", "seat": s, "card": c})
        led = dt_suit(trick[0][1])
        tr = [(dt_rank(c), s) for s, c in trick if dt_suit(c) == "T"]
        w = max(tr)[1] if tr else max((dt_rank(c), s) for s, c in trick if dt_suit(c) == led)[1]
        tricks[w] += 1
        for s, c in trick:
            if c == "JOKER" and t < 24:
                piles[s].append(c)
            else:
                piles[w].append(c)
        if t < 24:
            for s, c in trick:
                if c[0] == "K" and s != w:
                    for o in range(3):
                        if o != s:
                            st.pay(ev, s, o, 5, "king_lost")
                    st.pay(ev, s, "king_pool", 5, "king_lost")
                if c == "T1":
                    if s != w:
                        for o in range(3):
                            if o != s:
                                st.pay(ev, s, o, 5, "pagat_lost")
                        st.pay(ev, s, "pagat_pool", 5, "pagat_lost")
                    else:
                        for o in range(3):
                            if o != s:
                                st.pay(ev, o, s, 5, "pagat_trick")
        else:
            last_trick = (trick, w)
        leader = w
    if min(tricks) == 0 or max(tricks) == 25:
        return None
    trick, w = last_trick
    if any(c == "T1" or c[0] == "K" for _, c in trick):
        return None  # keep the last trick plain
    for o in range(3):
        if o != w:
            st.pay(ev, o, w, 20, "last_trick")
    # card points against 26, with the new dealer
    for s in range(3):
        pts = sum(dt_points(c) for c in piles[s]) + tricks[s] + (1 if s == dealer else 0)
        piles[s] = pts
    assert sum(piles) == 78, piles
    for s in range(3):
        if s == new_dealer:
            continue
        d = piles[s] - 26
        r = 5 * round(d / 5) if abs(d) % 5 != 2.5 else d  # no halves arise with integers
        if r > 0:
            st.pay(ev, new_dealer, s, r, "card_points")
        elif r < 0:
            st.pay(ev, s, new_dealer, -r, "card_points")
    return {"dealer": dealer, "hands": hands, "events": ev, "_points": piles, "_tricks": tricks}


def dt_doc(deals):
    for d in deals:
        d.pop("_points", None)
        d.pop("_tricks", None)
    return {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {"preset": "standard"},
        "players": ["Agnieszka", "Bartek", "Celina"],
        "meta": {"round": "dispute-messages-6"},
        "deals": deals,
    }


def dt_find(rng, make):
    for _ in range(3000):
        r = make(random.Random(rng.random()))
        if r is not None:
            return r
    raise RuntimeError("no Danish deal found")


# ============================================================================ files
def main():
    rng = random.Random(SEED)
    notes = {}

    # ---- Rage
    deals, scores, start = rage_session(rng.random())
    write("01-rage-clean.json", rage_doc(rage_write_sheet(deals, scores, start), start))

    # 02: round 8 (deal 0) a revoke by seat 1 at trick 0; the table fines it 5 and writes seat 1's
    # score 5 lower; the totals of rounds 9 and 10 add on from the sheet.
    while True:
        try:
            deals, scores, start = rage_session(rng.random(), faults={0: (0, 2)})
            break
        except AssertionError:
            continue
    notes["02"] = deals[0]["_revoke"]
    pen = {0: [{"type": "penalty", "party": 2, "code": "revoke", "amount": 5}]}
    write(
        "02-rage-revoke-fined-carried.json",
        rage_doc(rage_write_sheet(deals, scores, start, {(0, 2): -5}, None, pen), start),
    )

    # 03: round 9 (deal 1) seat 0 revokes; the table fines seat 1 (wrong party) 10.
    while True:
        try:
            deals, scores, start = rage_session(rng.random(), faults={1: (0, 0)})
            break
        except AssertionError:
            continue
    notes["03"] = deals[1]["_revoke"]
    pen = {1: [{"type": "penalty", "party": 1, "code": "revoke", "amount": 10}]}
    write(
        "03-rage-fine-wrong-seat.json",
        rage_doc(rage_write_sheet(deals, scores, start, {(1, 1): -10}, None, pen), start),
    )

    # 04: round 8 seat 1's total written 10 too high; later totals add on from it.
    deals, scores, start = rage_session(rng.random())
    write(
        "04-rage-total-slip-carried.json",
        rage_doc(rage_write_sheet(deals, scores, start, None, {(0, 1): 10}), start),
    )

    # ---- Terziglio
    # 05: deal 0 seat 1 sweeps (40), deal 1 all pass (thrown in), deal 2 seat 0 sweeps.
    run = [0, 0, 0]
    d0, decl0, _ = tz_deal(rng, 0)
    tz_sheet(d0, [40 if s == decl0 else 0 for s in range(3)], run)
    d1 = tz_all_pass(rng, 1)
    d2, decl2, _ = tz_deal(rng, 2)
    tz_sheet(d2, [40 if s == decl2 else 0 for s in range(3)], run)
    write("05-terz-clean-allpass.json", tz_doc([d0, d1, d2]))

    # 06: deal 0 thrown in by monte (all three); deal 1 seat 2 sweeps, seat 0 revokes on the second
    # trump lead; the table fines seat 0 10 and writes it -10; deal 2 seat 0 sweeps.
    run = [0, 0, 0]
    d0 = tz_all_pass(rng, 0, monte=True)
    while True:
        try:
            d1, decl1, rev = tz_deal(rng, 1, fault_seat=0)
            break
        except AssertionError:
            continue
    notes["06"] = rev
    d1["events"].append({"type": "penalty", "party": 0, "code": "revoke", "amount": 10})
    tz_sheet(d1, [40 if s == decl1 else (-10 if s == 0 else 0) for s in range(3)], run)
    d2, decl2, _ = tz_deal(rng, 2)
    tz_sheet(d2, [40 if s == decl2 else 0 for s in range(3)], run)
    write("06-terz-monte-revoke-fined.json", tz_doc([d0, d1, d2]))

    # 07: deal 0 seat 1 sweeps but is written 30; deal 1 all pass; deal 2 seat 0 sweeps; totals
    # add on from the sheet.
    run = [0, 0, 0]
    d0, decl0, _ = tz_deal(rng, 0)
    tz_sheet(d0, [30 if s == decl0 else 0 for s in range(3)], run)
    d1 = tz_all_pass(rng, 1)
    d2, decl2, _ = tz_deal(rng, 2)
    tz_sheet(d2, [40 if s == decl2 else 0 for s in range(3)], run)
    write("07-terz-score-slip-carried.json", tz_doc([d0, d1, d2]))

    # ---- Galician
    # 08: deal 0 solo won, deal 1 all pass, deal 2 solo lost; payments and totals.
    run = [0, 0, 0]
    d0, p0, pts0, _ = gt_solo(rng, 0, want="win")
    gt_pay(d0, p0, gt_game_amount(pts0, False), run)
    d1 = gt_all_pass(rng, 1)
    d2, p2, pts2, _ = gt_solo(rng, 2, want="lose")
    gt_pay(d2, p2, gt_game_amount(pts2, False), run)
    notes["08"] = (pts0, pts2)
    write("08-gal-clean-allpass.json", gt_doc([d0, d1, d2]))

    # 09: deal 0 the solo player revokes (a tarock on a suit lead while holding the suit) but
    # takes more than 33; the table pays him as winner; deal 1 a clean solo; totals add on.
    run = [0, 0, 0]
    d0, p0, pts0, rev = gt_solo(rng, 0, renonce=True, want="win")
    gt_pay(d0, p0, gt_game_amount(pts0, False), run)  # settled as won: wrong
    d1, p1, pts1, _ = gt_solo(rng, 1, want="win")
    gt_pay(d1, p1, gt_game_amount(pts1, False), run)
    notes["09"] = (rev, pts0, pts1)
    write("09-gal-renonce-settled-as-won.json", gt_doc([d0, d1]))

    # 10: deal 0 clean solo; deal 1 the player revokes; the table records a penalty on him and
    # settles by the consolation (60 to each helper); totals.
    run = [0, 0, 0]
    d0, p0, pts0, _ = gt_solo(rng, 0, want="lose")
    gt_pay(d0, p0, gt_game_amount(pts0, False), run)
    d1, p1, pts1, rev = gt_solo(rng, 1, renonce=True, want="win")
    d1["events"].append({"type": "penalty", "party": p1, "code": "revoke", "amount": 60})
    gt_pay(d1, p1, gt_game_amount(pts1, True), run)
    notes["10"] = (rev, pts0, pts1)
    write("10-gal-renonce-penalty-right.json", gt_doc([d0, d1]))

    # 11: as 10's deal 1 first: the player revokes; the table writes the penalty against a
    # helper (wrong party), payments by the rules; deal 1 clean solo.
    run = [0, 0, 0]
    d0, p0, pts0, rev = gt_solo(rng, 0, renonce=True, want="lose")
    d0["events"].append({"type": "penalty", "party": (p0 + 1) % 3, "code": "revoke", "amount": 60})
    gt_pay(d0, p0, gt_game_amount(pts0, True), run)
    d1, p1, pts1, _ = gt_solo(rng, 1, want="win")
    gt_pay(d1, p1, gt_game_amount(pts1, False), run)
    notes["11"] = (rev, pts0, pts1)
    write("11-gal-penalty-wrong-party.json", gt_doc([d0, d1]))

    # ---- Danish
    # 12: deal 0 (dealer 0): seat 2 holds no trump and asks for a redeal; deal 1 the same dealer
    # deals again and it is played; deal 2 (dealer 1) played. Full payments.
    def make12(r):
        st = DTState()
        ev0 = []
        for pool in ("pagat_pool", "king_pool"):
            for s in range(3):
                st.pay(ev0, s, pool, 20, "foundation")
        st.pay(ev0, 0, "pagat_pool", 5, "deal_fee")
        st.pay(ev0, 0, "king_pool", 5, "deal_fee")
        ev0.append({"type": "redeal", "seat": 2, "reason": "no_trumps"})
        h0 = dt_hands(r, 0, no_trump_seat=2)
        dd0 = {"dealer": 0, "hands": h0, "events": ev0}
        # deal 1: same dealer, no new fee: play it without the fee lines
        st2 = st
        h1 = dt_hands(r, 0)
        d1 = dt_play_deal(r, st2, 0, h1, new_dealer=1)
        if d1 is None:
            return None
        # drop deal 1's fee (the dealer paid once for dealing): undo
        fee = [e for e in d1["events"] if e.get("reason") == "deal_fee"]
        for e in fee:
            d1["events"].remove(e)
            st.net[0] += 5
            st.net[e["to"]] -= 5
            st.pools[e["to"]] -= 5
        h2 = dt_hands(r, 1)
        d2 = dt_play_deal(r, st, 1, h2, new_dealer=2)
        if d2 is None:
            return None
        return [dd0, d1, d2], st

    deals, st = dt_find(rng, make12)
    notes["12"] = (st.pools, st.net)
    write("12-dan-redeal-clean.json", dt_doc(deals))

    # 13: deal 0 (dealer 0) the dealer lays a king away; declarations are made, so it is
    # irreparable: 40 to each pool, the deal void, the next dealer deals. The table fines it
    # right (payments and a penalty event of 40). Deal 1 (dealer 1) played.
    def make13(r, fine_from=0, pen_party=0):
        st = DTState()
        h0 = dt_hands(r, 0)
        d0 = dt_play_deal(
            r,
            st,
            0,
            h0,
            new_dealer=1,
            first=True,
            illegal_skat=True,
            fine={"from": fine_from, "amount": 40, "penalty_party": pen_party},
        )
        if d0 is None:
            return None
        h1 = dt_hands(r, 1)
        d1 = dt_play_deal(r, st, 1, h1, new_dealer=2)
        if d1 is None:
            return None
        return [d0, d1], st

    deals, st = dt_find(rng, make13)
    notes["13"] = (st.pools, st.net)
    write("13-dan-void-skat-fined-right.json", dt_doc(deals))

    # 14: the same fault; the table fines seat 2 instead of the dealer (payments and penalty).
    deals, st = dt_find(rng, lambda r: make13(r, fine_from=2, pen_party=2))
    notes["14"] = (st.pools, st.net)
    write("14-dan-void-skat-fined-wrong-party.json", dt_doc(deals))

    (HERE / "_notes.txt").write_text(json.dumps(notes, indent=1, default=str) + "\n")


if __name__ == "__main__":
    main()
