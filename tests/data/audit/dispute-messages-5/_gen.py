"""Blind generator for the dispute-messages-5 audit round (no import of validator).

Usage: python _gen.py [SEED]   (writes NN-*.json beside this file)

Danish Tarok (000_*.txt, Polish), Tarocchini Ottocento (004_*.txt, Russian) and Ulti
(003_*.txt, Japanese): each clean base is simulated here, with this file's own reading of
the rules (play, payments, card points, combinations), and the faults are planted by hand.
"""

from __future__ import annotations

import copy
import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent
SEED = int(sys.argv[1]) if len(sys.argv) > 1 else 5


def write(name: str, doc: dict) -> None:
    (OUT / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


# ============================================================================ Danish Tarok
D_SUITS = "HDSC"
D_RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
D_BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
D_DECK = [r + s for s in D_SUITS for r in (D_RED if s in "HD" else D_BLACK)]
D_DECK += [f"T{i}" for i in range(1, 22)] + ["JOKER"]
D_PLAYERS = ["Agnieszka", "Bartek", "Celina"]


def d_suit(c: str) -> str:
    if c == "JOKER":
        return "J"
    return "T" if c[0] == "T" else c[-1]


def d_rank(c: str) -> int:
    """Higher is stronger within its suit (trumps by number)."""
    if c[0] == "T":
        return int(c[1:])
    s = c[-1]
    order = D_RED if s in "HD" else D_BLACK
    return 100 - order.index(c[:-1])


def d_value(c: str) -> int:
    if c in ("T1", "T21", "JOKER") or c[:-1] == "K" and c[0] != "T":
        return 4
    if c[0] == "T":
        return 0
    return {"Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)


def d_declarations(hand: list[str]) -> list[dict]:
    items: list[dict] = []
    h = set(hand)
    joker = "JOKER" in h
    nt = sum(1 for c in h if c[0] == "T") + (1 if joker else 0)
    if nt >= 10:
        items.append({"kind": "trumps", "count": nt, "pagat": "T1" in h})
    if joker and "T21" in h and "T1" in h:
        n = 3
        k = 20
        while f"T{k}" in h:
            n += 1
            k -= 1
        items.append({"kind": "matadors", "count": n})
    for s in D_SUITS:
        courts = [r for r in "KQNJ" if r + s in h]
        if len(courts) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"})
        elif len(courts) == 3 and joker:
            miss = [r for r in "KQNJ" if r not in courts][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
    kings = [s for s in D_SUITS if "K" + s in h]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if joker else "full"})
    elif len(kings) == 3 and joker:
        items.append({"kind": "kings", "form": "half", "missing": [s for s in D_SUITS if s not in kings][0]})
    return items


def d_decl_value(it: dict) -> int:
    if it["kind"] == "trumps":
        return 10 + 5 * (it["count"] - 10)
    if it["kind"] == "matadors":
        return 10 + 5 * (it["count"] - 3)
    return {"rich": 15, "full": 10, "half": 5}[it["form"]]


def d_legal(hand: list[str], led: str | None, trick_no: int) -> list[str]:
    """led: the suit led ('H','D','S','C','T') or None when leading. Never leads the Joker."""
    if led is None:
        opts = [c for c in hand if c != "JOKER"]
        return opts or list(hand)
    same = [c for c in hand if d_suit(c) == led]
    joker = ["JOKER"] if "JOKER" in hand and trick_no != 23 else []
    if same:
        return same + joker
    trumps = [c for c in hand if d_suit(c) == "T"]
    if trumps:
        return trumps + joker
    return [c for c in hand if c != "JOKER" or trick_no != 23]


def d_winner(cards: list[tuple[int, str]]) -> int:
    led = d_suit(cards[0][1])
    trumps = [(d_rank(c), s) for s, c in cards if d_suit(c) == "T"]
    if trumps:
        return max(trumps)[1]
    return max((d_rank(c), s) for s, c in cards if d_suit(c) == led)[1]


class DanishDeal:
    """One simulated Danish deal (3 players, no sitter)."""

    def __init__(self, rng: random.Random, dealer: int, pools: dict, first: bool, plan: dict | None = None):
        self.plan = plan or {}
        self.rng = rng
        self.dealer = dealer
        while True:
            deck = D_DECK[:]
            rng.shuffle(deck)
            hands = [deck[0:25], deck[25:50], deck[50:75]]
            hands[dealer] += deck[75:78]
            skat = self.choose_skat(hands[dealer])
            if skat is None:
                continue
            after = [h[:] for h in hands]
            for c in skat:
                after[dealer].remove(c)
            decls = [d_declarations(after[s]) for s in range(3)]
            if any(decls) and not self.plan.get("allow_decl"):
                continue
            if any(not any(c[0] == "T" for c in after[s]) for s in range(3)):
                continue
            break
        self.hands = hands
        self.skat = skat
        self.after = after
        self.decls = decls
        self.first = first
        self.pools = dict(pools)

    def choose_skat(self, hand: list[str]) -> list[str] | None:
        cand = [c for c in hand if c[0] != "T" and c != "JOKER" and c[:-1] not in "KQNJ"]
        if len(cand) < 3:
            return None
        cand.sort(key=lambda c: (d_value(c), -d_rank(c)))
        return cand[:3]


def d_pay(frm, to, amount, reason):
    return {"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason}


def danish_play(rng: random.Random, hands: list[list[str]], dealer: int, strategy: dict):
    """Play 25 tricks legally. Returns plays [(seat, card)], trick records."""
    hs = [h[:] for h in hands]
    leader = (dealer + 1) % 3
    tricks = []
    keep = strategy.get("keep", {})  # seat -> card to keep to the end
    for t in range(25):
        cards: list[tuple[int, str]] = []
        led = None
        for i in range(3):
            s = (leader + i) % 3
            opts = d_legal(hs[s], led, t)
            if led is None and opts == ["JOKER"]:
                return None  # this generator never leads the Joker
            k = keep.get(s)
            pref = [c for c in opts if c != k] if t < 24 else opts
            pool = pref or opts
            # play the Joker early where the strategy says so
            if "JOKER" in pool and strategy.get("joker_early") and t >= 3:
                c = "JOKER"
            elif t == 24 and k in opts:
                c = k
            elif "JOKER" in pool and led is not None and t < 22 and rng.random() < 0.25:
                c = "JOKER"
            elif "JOKER" in pool and len(pool) > 1:
                pool2 = [x for x in pool if x != "JOKER"]
                c = rng.choice(pool2)
            else:
                # high trumps first for the keeper (draws trumps), else random
                if k and s in keep and led in (None, "T"):
                    tr = sorted([x for x in pool if d_suit(x) == "T"], key=d_rank, reverse=True)
                    c = tr[0] if tr else rng.choice(pool)
                else:
                    c = rng.choice(pool)
            hs[s].remove(c)
            if i == 0:
                led = d_suit(c)
            cards.append((s, c))
        w = d_winner(cards)
        tricks.append({"cards": cards, "winner": w})
        leader = w
    return tricks


def danish_settle(dd: DanishDeal, tricks, pools: dict, first: bool, new_dealer: int):
    """Returns (event lists) pre, per-trick payment lists, last-trick payments, card-point payments,
    and the pools after; plus card points."""
    d = dd.dealer
    pre = []
    if first:
        for pool in ("pagat_pool", "king_pool"):
            for s in range(3):
                pre.append(d_pay(s, pool, 20, "foundation"))
                pools[pool] += 20
    pre.append(d_pay(d, "pagat_pool", 5, "deal_fee"))
    pre.append(d_pay(d, "king_pool", 5, "deal_fee"))
    pools["pagat_pool"] += 5
    pools["king_pool"] += 5
    per_trick = []
    for tr in tricks[:24]:
        pays = []
        w = tr["winner"]
        for s, c in tr["cards"]:
            if c[0] != "T" and c[:-1] == "K" and s != w:
                for o in range(3):
                    if o != s:
                        pays.append(d_pay(s, o, 5, "king_lost"))
                pays.append(d_pay(s, "king_pool", 5, "king_lost"))
                pools["king_pool"] += 5
            if c == "T1" and s != w:
                for o in range(3):
                    if o != s:
                        pays.append(d_pay(s, o, 5, "pagat_lost"))
                pays.append(d_pay(s, "pagat_pool", 5, "pagat_lost"))
                pools["pagat_pool"] += 5
            if c == "T1" and s == w:
                for o in range(3):
                    if o != s:
                        pays.append(d_pay(o, s, 5, "pagat_trick"))
        per_trick.append(pays)
    last = tricks[24]
    w = last["winner"]
    wc = dict((s, c) for s, c in last["cards"])[w]
    lastp = []
    kind = "plain"
    if wc == "T1":
        kind = "pagat_ultimo"
        for o in range(3):
            if o != w:
                lastp.append(d_pay(o, w, 45, "pagat_ultimo"))
        lastp.append(d_pay("pagat_pool", w, pools["pagat_pool"], "pagat_ultimo"))
        pools["pagat_pool"] = 0
        for s in range(3):
            lastp.append(d_pay(s, "pagat_pool", 20, "refill"))
            pools["pagat_pool"] += 20
    elif wc[0] != "T" and wc != "JOKER" and wc[:-1] == "K":
        kind = "king_ultimo"
        for o in range(3):
            if o != w:
                lastp.append(d_pay(o, w, 40, "king_ultimo"))
        lastp.append(d_pay("king_pool", w, pools["king_pool"], "king_ultimo"))
        pools["king_pool"] = 0
        for s in range(3):
            lastp.append(d_pay(s, "king_pool", 20, "refill"))
            pools["king_pool"] += 20
    else:
        for o in range(3):
            if o != w:
                lastp.append(d_pay(o, w, 20, "last_trick"))
    # card points
    pts = [0, 0, 0]
    pts[d] += 1  # the skat's point (guess: the dealer's)
    for t, tr in enumerate(tricks):
        pts[tr["winner"]] += 1
        for s, c in tr["cards"]:
            if c == "JOKER" and t < 24:
                pts[s] += 4
            else:
                pts[tr["winner"]] += d_value(c)
    cp = []
    for s in range(3):
        if s == new_dealer:
            continue
        amt = 5 * ((pts[s] - 24) // 5)
        if amt > 0:
            cp.append(d_pay(new_dealer, s, amt, "card_points"))
        elif amt < 0:
            cp.append(d_pay(s, new_dealer, -amt, "card_points"))
    return pre, per_trick, lastp, cp, pts, kind


def danish_events(dd: DanishDeal, tricks, pre, per_trick, lastp, cp, joker_call=None):
    ev = list(pre)
    ev.append({"type": "discard", "seat": dd.dealer, "cards": dd.skat})
    for i in range(3):
        s = (dd.dealer + i) % 3
        ev.append({"type": "declare", "seat": s, "items": dd.decls[s]})
        for it in dd.decls[s]:
            for o in range(3):
                if o != s:
                    ev.append(d_pay(o, s, d_decl_value(it), "declaration"))
    for t, tr in enumerate(tricks):
        if joker_call is not None and t == 22:
            ev.append({"type": "call", "seat": joker_call, "call": "joker"})
        for s, c in tr["cards"]:
            ev.append({"type": "play", "seat": s, "card": c})
        if t < 24:
            ev.extend(per_trick[t])
    ev.extend(lastp)
    ev.extend(cp)
    return ev


def d_points(dd, tricks):
    pts = [0, 0, 0]
    pts[dd.dealer] += 1
    for t, tr in enumerate(tricks):
        pts[tr["winner"]] += 1
        for s, c in tr["cards"]:
            pts[s if c == "JOKER" and t < 24 else tr["winner"]] += d_value(c)
    return pts


def danish_deal_ok(dd, tricks, want_kind="plain", joker_played=None):
    if not all(14 <= p <= 38 for p in d_points(dd, tricks)):
        return False  # the card-point table's own range only
    counts = [0, 0, 0]
    for tr in tricks:
        counts[tr["winner"]] += 1
    if 0 in counts:
        return False
    last = tricks[24]
    for s, c in last["cards"]:
        if s != last["winner"] and (c == "T1" or (c[0] != "T" and c != "JOKER" and c[:-1] == "K")):
            return False  # no przydupek
    w = last["winner"]
    wc = dict(last["cards"])[w]
    kind = "pagat_ultimo" if wc == "T1" else ("king_ultimo" if wc[0] != "T" and wc[:-1] == "K" else "plain")
    if kind != want_kind:
        return False
    if joker_played is not None:
        t_j = [t for t, tr in enumerate(tricks) for s, c in tr["cards"] if c == "JOKER"]
        if not t_j or t_j[0] >= 22:
            return False
    return True


def gen_danish(seed: int):
    rng = random.Random(seed * 1000 + 1)
    # clean base: two deals, dealers 0 and 1
    pools = {"pagat_pool": 0, "king_pool": 0}
    deals = []
    info = []
    for k, dealer in enumerate((0, 1)):
        while True:
            dd = DanishDeal(rng, dealer, pools, k == 0)
            tricks = danish_play(rng, dd.after, dealer, {})
            if tricks and danish_deal_ok(dd, tricks):
                break
        p2 = dict(pools)
        pre, per, lastp, cp, pts, kind = danish_settle(dd, tricks, p2, k == 0, (dealer + 1) % 3)
        pools = p2
        ev = danish_events(dd, tricks, pre, per, lastp, cp)
        deals.append({"dealer": dealer, "hands": dd.hands, "events": ev})
        info.append({"dd": dd, "tricks": tricks, "pts": pts, "pools_after": dict(pools)})
    base = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {"preset": "standard"},
        "players": D_PLAYERS,
        "meta": {"round": "dispute-messages-5", "seed": seed},
        "deals": deals,
    }
    out = {"01-danish-clean-base.json": base}
    notes = {"base_info": info}

    # 02: revoke in deal 0, then the penalty paid wrong (40 pagat, 20 king), the deal voided
    d02 = copy.deepcopy(base)
    dd, tricks = info[0]["dd"], info[0]["tricks"]
    hs = [h[:] for h in dd.after]
    found = None
    for t, tr in enumerate(tricks[:6]):
        led = d_suit(tr["cards"][0][1])
        for i, (s, c) in enumerate(tr["cards"][1:], 1):
            # a follower who followed suit and holds another suit card: make it a revoke with a
            # low card of another plain suit (not a king: no king_lost noise)
            if d_suit(c) == led and led != "T":
                others = [x for x in hs[s] if d_suit(x) not in (led, "T", "J") and x[:-1] != "K"]
                if others:
                    found = (t, i, s, c, sorted(others, key=d_rank)[0])
                    break
        if found:
            break
        for s, c in tr["cards"]:
            hs[s].remove(c)
    assert found, "no revoke spot"
    t, i, s, c_old, c_new = found
    ev = d02["deals"][0]["events"]
    plays = [k for k, e in enumerate(ev) if e["type"] == "play"]
    first_of_t = plays[3 * t]
    rev_index = plays[3 * t + i]
    new = [e for e in ev[:first_of_t]]
    for k in plays[3 * t : 3 * t + 3]:
        e = dict(ev[k])
        if k == rev_index:
            e["card"] = c_new
        new.append(e)
    pen_ev = len(new)
    new.append(d_pay(s, "pagat_pool", 40, "penalty"))
    new.append(d_pay(s, "king_pool", 20, "penalty"))
    d02["deals"][0]["events"] = new
    notes["02"] = {
        "trick": t,
        "seat": s,
        "card_was": c_old,
        "card_now": c_new,
        "rev_event": rev_index,
        "pen_events": (pen_ev, pen_ev + 1),
    }
    out["02-danish-revoke-then-penalty-paid-wrong.json"] = d02

    # 03: a false Joker demand (the Joker played before), then a pagat ultimo and a wrong refill
    rng3 = random.Random(seed * 1000 + 3)
    for _ in range(20000):
        dd = DanishDeal(rng3, 0, {"pagat_pool": 0, "king_pool": 0}, True)
        holder = [s for s in range(3) if "T1" in dd.after[s]][0]
        tricks = danish_play(rng3, dd.after, 0, {"keep": {holder: "T1"}, "joker_early": True})
        if tricks and danish_deal_ok(dd, tricks, "pagat_ultimo", joker_played=True):
            break
    else:
        raise SystemExit("no pagat ultimo found")
    pools = {"pagat_pool": 0, "king_pool": 0}
    demander = (holder + 1) % 3
    pre, per, lastp, cp, pts, kind = danish_settle(dd, tricks, pools, True, 1)
    # the demander's fine (large: 20 to each pool), paid right after the demand's trick; the
    # pagat pool the ultimo takes grows by 20
    for p in lastp:
        if p["from"] == "pagat_pool":
            p["amount"] += 20
    ev = danish_events(dd, tricks, pre, per, lastp, cp, joker_call=demander)
    # insert the fine after the call
    ci = next(k for k, e in enumerate(ev) if e["type"] == "call")
    ev[ci + 1 : ci + 1] = [
        d_pay(demander, "pagat_pool", 20, "penalty"),
        d_pay(demander, "king_pool", 20, "penalty"),
    ]
    refill_i = [k for k, e in enumerate(ev) if e.get("reason") == "refill" and e["from"] == demander][0]
    ev[refill_i]["amount"] = 15
    d03 = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {"preset": "standard"},
        "players": D_PLAYERS,
        "meta": {"round": "dispute-messages-5", "seed": seed},
        "deals": [{"dealer": 0, "hands": dd.hands, "events": ev}],
    }
    notes["03"] = {
        "holder": holder,
        "demander": demander,
        "call_event": ci,
        "refill_event": refill_i,
        "pools_after": pools,
        "pts": pts,
        "joker_trick": [t for t, tr in enumerate(tricks) for s, c in tr["cards"] if c == "JOKER"][0],
    }
    out["03-danish-false-joker-demand-then-wrong-refill.json"] = d03

    # 04/05: an illegal skat (a king laid away) in deal 0, simulated afresh with that skat
    rng4 = random.Random(seed * 1000 + 4)
    for _ in range(20000):
        dd = DanishDeal(rng4, 0, {"pagat_pool": 0, "king_pool": 0}, True)
        kings = [c for c in dd.hands[0] if c[0] != "T" and c != "JOKER" and c[:-1] == "K"]
        if not kings:
            continue
        king = kings[0]
        displaced = dd.skat[2]
        dd.skat = [dd.skat[0], dd.skat[1], king]
        dd.after[0] = [c for c in dd.hands[0] if c not in dd.skat]
        if d_declarations(dd.after[0]):
            continue
        tricks = danish_play(rng4, dd.after, 0, {})
        if tricks and danish_deal_ok(dd, tricks):
            break
    pools = {"pagat_pool": 0, "king_pool": 0}
    pre, per, lastp, cp, pts, kind = danish_settle(dd, tricks, pools, True, 1)
    ev05 = danish_events(dd, tricks, pre, per, lastp, cp)
    di = next(k for k, e in enumerate(ev05) if e["type"] == "discard")
    decl_end = max(k for k, e in enumerate(ev05) if e["type"] == "declare")
    ev04 = ev05[: decl_end + 1] + [
        d_pay(0, "pagat_pool", 40, "penalty"),
        d_pay(0, "king_pool", 40, "penalty"),
    ]
    d04 = copy.deepcopy(base)
    d04["deals"][0] = {"dealer": 0, "hands": dd.hands, "events": ev04}
    out["04-danish-king-in-skat-then-deal-voided.json"] = d04
    d05 = copy.deepcopy(base)
    d05["deals"][0] = {"dealer": 0, "hands": dd.hands, "events": ev05}
    out["05-danish-king-in-skat-then-played-on.json"] = d05
    notes["04"] = {
        "discard_event": di,
        "king": king,
        "displaced": displaced,
        "pen": (decl_end + 1, decl_end + 2),
    }
    notes["05"] = {
        "discard_event": di,
        "payments_after": [
            (k, e["from"], e["to"], e["amount"], e["reason"])
            for k, e in enumerate(ev05)
            if e["type"] == "payment" and k > di
        ],
        "pts": pts,
        "kind": kind,
    }
    return out, notes


# ============================================================================ Ulti
U_SUITS = "HDSC"
U_RANKS = ["A", "10", "K", "Q", "J", "9", "8", "7"]
U_DECK = [r + s for s in U_SUITS for r in U_RANKS]
U_PLAYERS = ["Anna", "Béla", "Csilla"]
TRUMP_ORDER = ["7", "8", "9", "J", "Q", "K", "10", "A"]


def u_suit(c):
    return c[-1]


def u_rank(c):
    return TRUMP_ORDER.index(c[:-1])


def u_beats(a, b, trump, led):
    """Does card a beat card b (b currently winning)?"""
    if u_suit(a) == u_suit(b):
        return u_rank(a) > u_rank(b)
    return u_suit(a) == trump


def u_current(cards, trump):
    best = cards[0]
    for x in cards[1:]:
        if u_beats(x[1], best[1], trump, None):
            best = x
    return best


def u_legal(hand, cards, trump):
    if not cards:
        return list(hand)
    led = u_suit(cards[0][1])
    win = u_current(cards, trump)[1]
    same = [c for c in hand if u_suit(c) == led]
    if same:
        if u_suit(win) == led:
            higher = [c for c in same if u_rank(c) > u_rank(win)]
            return higher or same
        return same
    tr = [c for c in hand if u_suit(c) == trump]
    if tr:
        if u_suit(win) == trump:
            higher = [c for c in tr if u_rank(c) > u_rank(win)]
            return higher or tr
        return tr
    return list(hand)


def u_points(cards):
    return sum(10 for c in cards if c[:-1] in ("A", "10"))


def ulti_deal(rng, dealer, trump, faults=(), want=None):
    """A party (plain, trumps `trump`) game. faults: list of ('fail_trump', side) / ('revoke', side),
    planted in order. Returns dict or None."""
    deck = U_DECK[:]
    rng.shuffle(deck)
    decl = (dealer + 1) % 3
    hands = [[], [], []]
    hands[decl] = deck[:12]
    hands[(dealer + 2) % 3] = deck[12:22]
    hands[dealer] = deck[22:32]
    # the declarer lays away the two lowest non-trump non-point cards
    cand = [c for c in hands[decl] if u_suit(c) != trump and c[:-1] not in ("A", "10")]
    if len(cand) < 2:
        return None
    cand.sort(key=u_rank)
    talon = cand[:2]
    hs = [h[:] for h in hands]
    for c in talon:
        hs[decl].remove(c)
    leader = decl
    tricks = []
    fault_log = []
    pending = list(faults)
    for t in range(10):
        cards = []
        for i in range(3):
            s = (leader + i) % 3
            opts = u_legal(hs[s], cards, trump)
            c = None
            if pending and cards:
                kind, side = pending[0]
                is_decl = s == decl
                if (side == "declarer") == is_decl:
                    led = u_suit(cards[0][1])
                    if kind == "fail_trump":
                        if not any(u_suit(x) == led for x in hs[s]) and any(
                            u_suit(x) == trump for x in hs[s]
                        ):
                            bad = [x for x in hs[s] if u_suit(x) != trump]
                            if bad and t >= 1:
                                c = sorted(bad, key=u_rank)[0]
                    elif kind == "revoke":
                        if any(u_suit(x) == led for x in hs[s]) and t >= 1:
                            bad = [x for x in hs[s] if u_suit(x) not in (led, trump)]
                            if bad:
                                c = sorted(bad, key=u_rank)[0]
                    if c is not None:
                        fault_log.append((kind, t, i, s, c))
                        pending.pop(0)
            if c is None:
                c = rng.choice(opts)
            hs[s].remove(c)
            cards.append((s, c))
        w = u_current(cards, trump)[0]
        tricks.append({"cards": cards, "winner": w})
        leader = w
    if pending:
        return None
    last = tricks[9]
    if any(c == "7" + trump for s, c in last["cards"]):
        return None
    dtr = sum(1 for tr in tricks if tr["winner"] == decl)
    if dtr in (0, 10):
        return None
    dp = sum(u_points([c for s, c in tr["cards"]]) for tr in tricks if tr["winner"] == decl)
    dp += 10 if last["winner"] == decl else 0
    fp = 90 - dp
    if dp == fp:
        return None
    won = dp > fp
    if want is not None and won != want:
        return None
    return {
        "dealer": dealer,
        "decl": decl,
        "hands": hands,
        "talon": talon,
        "tricks": tricks,
        "dp": dp,
        "fp": fp,
        "won": won,
        "faults": fault_log,
        "trump": trump,
    }


def ulti_events(g, contra=None, pay_mult=1, pay_won=None):
    decl = g["decl"]
    ev = [
        {"type": "discard", "seat": decl, "cards": g["talon"]},
        {"type": "bid", "seat": decl, "bid": {"goals": ["party"], "red": False}},
        {"type": "bid", "seat": (decl + 1) % 3, "bid": "pass"},
        {"type": "bid", "seat": (decl + 2) % 3, "bid": "pass"},
        {"type": "bid", "seat": decl, "bid": "pass"},
        {"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": g["trump"]}]},
    ]
    idx = {}
    for t, tr in enumerate(g["tricks"]):
        for s, c in tr["cards"]:
            if t == 0:
                ev.append({"type": "declare", "seat": s, "items": []})
            if contra and contra[0] == t and contra[1] == s:
                idx["contra"] = len(ev)
                ev.append({"type": "double", "seat": s, "target": "party", "level": 2})
            idx[(t, s)] = len(ev)
            ev.append({"type": "play", "seat": s, "card": c})
    won = g["won"] if pay_won is None else pay_won
    idx["pay"] = len(ev)
    for o in ((decl + 1) % 3, (decl + 2) % 3):
        if won:
            ev.append({"type": "payment", "from": o, "to": decl, "amount": 1 * pay_mult, "reason": "party"})
        else:
            ev.append({"type": "payment", "from": decl, "to": o, "amount": 1 * pay_mult, "reason": "party"})
    return ev, idx


def gen_ulti(seed: int):
    rng = random.Random(seed * 1000 + 7)
    out = {}
    notes = {}

    def find(dealer, trump, faults=(), want=None):
        for _ in range(50000):
            g = ulti_deal(rng, dealer, trump, faults, want)
            if g:
                return g
        raise SystemExit("ulti: nothing found")

    g0 = find(0, "S")
    g1 = find(1, "C")

    def doc(deals):
        return {
            "format": "trick-transcript/1",
            "game": "ulti",
            "rules": {"preset": "standard"},
            "players": U_PLAYERS,
            "meta": {"round": "dispute-messages-5", "seed": seed},
            "deals": deals,
        }

    e0, i0 = ulti_events(g0)
    e1, i1 = ulti_events(g1)
    out["06-ulti-clean-base.json"] = doc(
        [{"dealer": 0, "hands": g0["hands"], "events": e0}, {"dealer": 1, "hands": g1["hands"], "events": e1}]
    )
    notes["06"] = {"g0": g0, "g1": g1}

    # 07: a defender fails to trump; the declarer loses the party as played; paid as played
    g = find(0, "S", [("fail_trump", "defender")], want=False)
    e, i = ulti_events(g)
    out["07-ulti-failure-to-trump-then-paid-as-played.json"] = doc(
        [{"dealer": 0, "hands": g["hands"], "events": e}, {"dealer": 1, "hands": g1["hands"], "events": e1}]
    )
    k, t, pos, s, c = g["faults"][0]
    notes["07"] = {"g": g, "fault_event": i[(t, s)], "pay": i["pay"]}

    # 08: a contra said in the second trick (late), then payments doubled as if it stood
    g = find(0, "S", (), want=False)
    contra_seat = (g["decl"] + 1) % 3
    e, i = ulti_events(g, contra=(1, contra_seat), pay_mult=2)
    out["08-ulti-late-contra-then-doubled-payments.json"] = doc(
        [{"dealer": 0, "hands": g["hands"], "events": e}, {"dealer": 1, "hands": g1["hands"], "events": e1}]
    )
    notes["08"] = {"g": g, "contra_event": i["contra"], "pay": i["pay"], "seat": contra_seat}

    # 09: a defender fails to trump, later the declarer revokes; paid by the first fault
    # (defenders lose every goal: they pay the party), as played the declarer lost
    g = find(0, "S", [("fail_trump", "defender"), ("revoke", "declarer")], want=False)
    e, i = ulti_events(g, pay_won=True)
    out["09-ulti-failure-to-trump-and-declarer-revoke.json"] = doc(
        [{"dealer": 0, "hands": g["hands"], "events": e}, {"dealer": 1, "hands": g1["hands"], "events": e1}]
    )
    notes["09"] = {"g": g, "events": [i[(t, s)] for k, t, pos, s, c in g["faults"]], "pay": i["pay"]}
    return out, notes


# ============================================================================ Ottocento
O_SUITS = "SBCD"
O_LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
O_ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]
O_DECK = [r + s for s in O_SUITS for r in (O_LONG if s in "SB" else O_ROUND)]
O_DECK += [f"T{i}" for i in range(21)] + ["MATTO"]
O_PLAYERS = ["Anna", "Bruno", "Carla", "Dario"]
FIVE = {"T20", "T19", "T0", "MATTO"}


def o_suit(c):
    if c == "MATTO":
        return "M"
    return "T" if c[0] == "T" else c[-1]


def o_value(c):
    if c in FIVE:
        return 5
    if c[0] == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def o_trank(c, order):
    n = int(c[1:])
    if 1 <= n <= 4:
        return (4.5, order)  # Moretti: equal; the last played is highest
    return (n if n >= 5 else 0, 0)


def o_rank(c):
    s = c[-1]
    order = O_LONG if s in "SB" else O_ROUND
    return 100 - order.index(c[:-1])


def o_winner(cards):
    led = o_suit(cards[0][1])
    tr = [(o_trank(c, k), s) for k, (s, c) in enumerate(cards) if o_suit(c) == "T"]
    if tr:
        return max(tr)[1]
    return max((o_rank(c), s) for s, c in cards if o_suit(c) == led)[1]


def o_legal(hand, led):
    if led is None:
        return [c for c in hand if c != "MATTO"] or list(hand)
    m = ["MATTO"] if "MATTO" in hand else []
    same = [c for c in hand if o_suit(c) == led]
    if same:
        return same + m
    tr = [c for c in hand if o_suit(c) == "T"]
    if tr:
        return tr + m
    return list(hand)


CRICCA = {
    "tarocchi": ({"T20", "T19", "T0", "MATTO"}, 18, 36),
    "kings": ({"K" + s for s in O_SUITS}, 17, 34),
    "queens": ({"Q" + s for s in O_SUITS}, 14, 28),
    "knights": ({"N" + s for s in O_SUITS}, 13, 26),
    "jacks": ({"J" + s for s in O_SUITS}, 12, 24),
}


def seq_points(n):
    return 10 + 5 * (n - 3) if n >= 3 else 0


def o_combinations(cards):
    """This file's reading of the combinations held in a set of cards.
    Returns (points, list of items)."""
    h = set(cards)
    cont = [c for c in ("T0", "MATTO") if c in h]
    items = []
    cr = 0
    for name, (members, p3, p4) in CRICCA.items():
        n = len(members & h)
        if n >= 3:
            items.append(("cricca", name, n, p3 if n == 3 else p4))
            cr += 1
    seqs = []
    # suits: K Q N J A, contatori fill gaps (not the King); at least one other real card
    for s in O_SUITS:
        if "K" + s not in h:
            continue
        n, wild, real = 1, len(cont), 0
        for r in ("Q", "N", "J", "1"):
            if r + s in h:
                n += 1
                real += 1
            elif wild and r != "1":
                n += 1
                wild -= 1
            else:
                break
        if n >= 3 and real >= 1:
            seqs.append(("sequence", "suit " + s, n, seq_points(n)))
    # trumps: Angel, then 19, 18, 17, 16, ... contatori fill single gaps
    if "T20" in h:
        n, wild, real, prev_wild = 1, len(cont), 0, False
        for k in range(19, 4, -1):
            c = f"T{k}"
            if c in h:
                n += 1
                real += 1
                prev_wild = False
            elif wild and (not prev_wild or k == 16):
                n += 1
                wild -= 1
                prev_wild = True
            else:
                break
        if prev_wild:
            n -= 1
        if n >= 3 and real >= 1:
            seqs.append(("sequence", "trumps", n, seq_points(n)))
    for name, members in (("moretti", ["T1", "T2", "T3", "T4"]), ("aces", ["1S", "1B", "1C", "1D"])):
        m = sum(1 for c in members if c in h)
        if m >= 2 and m + len(cont) >= 3:
            n = m + len(cont)
            seqs.append(("sequence", name, n, seq_points(n)))
    items += seqs
    pts_cr = sum(x[3] for x in items if x[0] == "cricca")
    pts_sq = sum(x[3] for x in seqs)
    if cr >= 3:
        pts_cr *= 2
    if len(seqs) >= 3:
        pts_sq *= 2
    return pts_cr + pts_sq, items


def otto_deal(rng, dealer, faults=()):
    deck = O_DECK[:]
    rng.shuffle(deck)
    hands = [deck[15 * i : 15 * i + 15] for i in range(4)]
    hands[dealer] += deck[60:62]
    cand = [c for c in hands[dealer] if c not in FIVE and c[:-1] != "K" and o_value(c) == 1 and c[:-1] != "1"]
    if len(cand) < 2:
        return None
    discard = sorted(cand, key=lambda c: (o_suit(c) == "T", c))[:2]
    hs = [h[:] for h in hands]
    for c in discard:
        hs[dealer].remove(c)
    leader = (dealer + 1) % 4
    tricks = []
    flog = []
    pending = list(faults)
    for t in range(15):
        cards = []
        led = None
        for i in range(4):
            s = (leader + i) % 4
            opts = o_legal(hs[s], led)
            c = None
            if pending and led is not None and led != "T" and t >= 1:
                kind, seat = pending[0]
                if s == seat and kind == "revoke":
                    if any(o_suit(x) == led for x in hs[s]):
                        bad = [x for x in hs[s] if o_suit(x) not in (led, "T", "M")]
                        if bad:
                            c = sorted(bad, key=o_value)[0]
                            flog.append((kind, t, i, s, c))
                            pending.pop(0)
            if c is None:
                if "MATTO" in opts and t >= 5 and len(opts) > 1:
                    c = "MATTO"
                else:
                    nm = [x for x in opts if x != "MATTO"]
                    c = rng.choice(nm or opts)
            hs[s].remove(c)
            if i == 0:
                led = o_suit(c)
            cards.append((s, c))
        # the winner ignores the Matto
        w = o_winner([x for x in cards if x[1] != "MATTO"])
        tricks.append({"cards": cards, "winner": w})
        leader = w
    if pending:
        return None
    team = lambda s: s % 2  # noqa: E731
    won = [0, 0]
    for tr in tricks:
        won[team(tr["winner"])] += 1
    if 0 in won or not any(tr["winner"] == dealer for tr in tricks):
        return None
    piles = [[], []]
    matto_owner = None
    matto_trick = None
    for tr in tricks:
        for s, c in tr["cards"]:
            if c == "MATTO":
                matto_owner = s
                matto_trick = tr
                piles[team(s)].append(c)
            else:
                piles[team(tr["winner"])].append(c)
    piles[team(dealer)] += discard
    given = None
    if matto_owner is not None and team(matto_trick["winner"]) != team(matto_owner):
        mine = piles[team(matto_owner)]
        lows = [c for c in mine if c[0] != "T" and o_value(c) == 1 and c[:-1] != "1"]
        given = sorted(lows)[0]
        mine.remove(given)
        piles[1 - team(matto_owner)].append(given)
    return {
        "dealer": dealer,
        "hands": hands,
        "discard": discard,
        "tricks": tricks,
        "piles": piles,
        "faults": flog,
        "matto_given": given,
    }


def o_hand_declarations(hand):
    """Declare only cricche of kings/queens/knights/jacks of exactly three held (unambiguous)."""
    items = []
    pts = 0
    for name in ("kings", "queens", "knights", "jacks"):
        members, p3, p4 = CRICCA[name]
        n = len(members & set(hand))
        if n >= 3:
            items.append({"kind": "cricca", "of": name, "count": n})
            pts += p3 if n == 3 else p4
    if len(items) >= 3:
        items = items[:2]
        pts = 0
        for it in items:
            m, p3, p4 = CRICCA[it["of"]]
            pts += p3 if it["count"] == 3 else p4
    return items, pts


def otto_score(g, decl_pts):
    sc = []
    for tm in (0, 1):
        cpts, items = o_combinations(g["piles"][tm])
        pile = g["piles"][tm]
        card = sum(o_value(c) for c in pile) - len(pile) // 2
        last = 6 if g["tricks"][14]["winner"] % 2 == tm else 0
        sc.append(
            {
                "declarations": decl_pts[tm],
                "combinations": cpts,
                "card_points": card,
                "last_trick": last,
                "items": items,
            }
        )
    return sc


def otto_events(g, decls, sc, totals_before, total_adjust=(0, 0), decl_line_adjust=(0, 0)):
    d = g["dealer"]
    ev = [{"type": "discard", "seat": d, "cards": g["discard"]}]
    idx = {}
    for i in range(4):
        s = (d + 1 + i) % 4
        idx[("declare", s)] = len(ev)
        ev.append({"type": "declare", "seat": s, "items": decls[s]})
    for t, tr in enumerate(g["tricks"]):
        for s, c in tr["cards"]:
            idx[(t, s)] = len(ev)
            ev.append({"type": "play", "seat": s, "card": c})
    totals = []
    for tm in (0, 1):
        for reason in ("declarations", "combinations", "card_points", "last_trick"):
            pts = sc[tm][reason] + (decl_line_adjust[tm] if reason == "declarations" else 0)
            idx[("score", tm, reason)] = len(ev)
            ev.append({"type": "score", "party": f"team{tm}", "points": pts, "reason": reason})
    for tm in (0, 1):
        deal_pts = sum(sc[tm][r] for r in ("declarations", "combinations", "card_points", "last_trick"))
        deal_pts += decl_line_adjust[tm]
        tot = totals_before[tm] + deal_pts + total_adjust[tm]
        totals.append(tot)
        idx[("total", tm)] = len(ev)
        ev.append({"type": "total", "party": f"team{tm}", "points": tot})
    return ev, idx, totals


def gen_otto(seed: int):
    rng = random.Random(seed * 1000 + 11)
    out = {}
    notes = {}

    def find(dealer, faults=()):
        for _ in range(50000):
            g = otto_deal(rng, dealer, faults)
            if g:
                return g
        raise SystemExit("otto: nothing found")

    def decls_of(g):
        ds, team_pts = {}, [0, 0]
        for s in range(4):
            hand = [c for c in g["hands"][s] if not (s == g["dealer"] and c in g["discard"])]
            items, p = o_hand_declarations(hand)
            ds[s] = items
            team_pts[s % 2] += p
        return ds, team_pts

    g0 = find(0)
    g1 = find(1)

    def doc(deals):
        return {
            "format": "trick-transcript/1",
            "game": "tarocchini-ottocento",
            "rules": {"preset": "standard"},
            "players": O_PLAYERS,
            "meta": {"round": "dispute-messages-5", "seed": seed},
            "deals": deals,
        }

    def build(g, totals, decls=None, dpts=None, **kw):
        if decls is None:
            decls, dpts = decls_of(g)
        sc = otto_score(g, dpts)
        ev, idx, tot = otto_events(g, decls, sc, totals, **kw)
        return {"dealer": g["dealer"], "hands": g["hands"], "events": ev}, idx, tot, sc, decls

    dl0, i0, t0, sc0, de0 = build(g0, [0, 0])
    dl1, i1, t1, sc1, de1 = build(g1, t0)
    out["10-ottocento-clean-base.json"] = doc([dl0, dl1])
    notes["10"] = {"sc0": sc0, "sc1": sc1, "t0": t0, "t1": t1, "decls0": de0, "decls1": de1}

    # 11: a false declaration (a cricca of kings with two kings), the sheet counting it
    g = g0
    decls, dpts = decls_of(g)
    liar = None
    for s in range(4):
        hand = [c for c in g["hands"][s] if not (s == g["dealer"] and c in g["discard"])]
        nk = sum(1 for c in hand if c[:-1] == "K" and c[0] != "T")
        if nk == 2 and not any(it["of"] == "kings" for it in decls[s]) and len(decls[s]) <= 1:
            liar = s
            break
    assert liar is not None, "no seat with two kings"
    decls = copy.deepcopy(decls)
    decls[liar] = decls[liar] + [{"kind": "cricca", "of": "kings", "count": 3}]
    adj = [0, 0]
    adj[liar % 2] = 17
    dl, idx, tt, sc, _ = build(g, [0, 0], decls, dpts, decl_line_adjust=tuple(adj))
    dl1b, _, tt1, _, _ = build(g1, tt)
    out["11-ottocento-false-cricca-then-sheet-counts-it.json"] = doc([dl, dl1b])
    notes["11"] = {
        "liar": liar,
        "decl_event": idx[("declare", liar)],
        "line": idx[("score", liar % 2, "declarations")],
        "totals": tt,
        "totals1": tt1,
    }

    # 12: a revoke, then the revoker's team's total docked 20 (no penalty in the source)
    g = find(0, [("revoke", 1)])
    dl, idx, tt, sc, _ = build(g, [0, 0], total_adjust=(0, -20))
    dl1b, _, tt1, _, _ = build(g1, tt)
    k, t, pos, s, c = g["faults"][0]
    out["12-ottocento-revoke-then-total-docked.json"] = doc([dl, dl1b])
    notes["12"] = {
        "g": g,
        "rev_event": idx[(t, s)],
        "total_event": idx[("total", 1)],
        "sc": sc,
        "totals": tt,
        "totals1": tt1,
    }

    # 13: a revoke by team1 and a false cricca by team0 in one deal; the sheet counts the cricca
    liar = None
    while not liar:
        g = find(0, [("revoke", 3)])
        decls, dpts = decls_of(g)
        for s in (0, 2):
            hand = [c for c in g["hands"][s] if not (s == g["dealer"] and c in g["discard"])]
            for name, r in (("kings", "K"), ("queens", "Q"), ("knights", "N"), ("jacks", "J")):
                n = sum(1 for c in hand if c[:-1] == r and c[0] != "T")
                if n == 2 and not any(it["of"] == name for it in decls[s]) and len(decls[s]) <= 1:
                    liar = (s, name)
                    break
            if liar:
                break
    assert liar, "no liar in 13"
    s_l, name = liar
    decls = copy.deepcopy(decls)
    decls[s_l] = decls[s_l] + [{"kind": "cricca", "of": name, "count": 3}]
    adj = [CRICCA[name][1], 0]
    dl, idx, tt, sc, _ = build(g, [0, 0], decls, dpts, decl_line_adjust=tuple(adj))
    k, t, pos, s, c = g["faults"][0]
    out["13-ottocento-false-cricca-and-revoke-one-deal.json"] = doc([dl])
    notes["13"] = {
        "g": g,
        "liar": liar,
        "decl_event": idx[("declare", s_l)],
        "line": idx[("score", 0, "declarations")],
        "rev_event": idx[(t, s)],
        "sc": sc,
        "totals": tt,
    }
    return out, notes


def main():
    for p in OUT.glob("*.json"):
        p.unlink()
    allnotes = {}
    for fn in (gen_danish, gen_ulti, gen_otto):
        docs, notes = fn(SEED)
        for name, d in docs.items():
            write(name, d)
        allnotes.update(notes)
    return allnotes


if __name__ == "__main__":
    NOTES = main()
    if "-v" in sys.argv:
        import pprint

        pprint.pprint({k: v for k, v in NOTES.items() if k != "base_info"}, width=140)
