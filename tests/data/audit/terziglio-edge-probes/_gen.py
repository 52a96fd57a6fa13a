"""Blind generator for the terziglio-edge-probes audit round.

Builds Terziglio transcripts from the Russian source (seeds/004) alone; never imports validator.
Every score is computed here, under several readings of the points the source leaves open
(widow in the after-play combinations, what the x2 for three cricche/sequences doubles, which
low card the Matto's owner hands over, gaps among the grande and suit courts); a deal is used
only when every reading gives the same result (declarer won or lost, and the game points).

Run: python _gen.py  (writes NN-*.json next to this file and prints a summary).
"""

import copy
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = 20260

SUITS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B, high -> low
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D, high -> low
DECK = [r + s for s in SUITS for r in (LONG if s in "SB" else ROUND)]
DECK += [f"T{i}" for i in range(21)] + ["MATTO"]
assert len(DECK) == 62
FIVE = {"T20", "T19", "T0", "MATTO"} | {"K" + s for s in SUITS}
CONT = {"T0", "MATTO"}


def suit(c):
    if c == "MATTO":
        return "M"
    if c[0] == "T" and c[1:].isdigit():
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def value(c):
    if c in FIVE:
        return 5
    if suit(c) == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(rank(c), 1)


def power(c):
    """Within its suit; trumps: Moretti T1-T4 equal."""
    if suit(c) == "T":
        n = int(c[1:])
        return 1 if 1 <= n <= 4 else (0 if n == 0 else n)
    order = LONG if suit(c) in "SB" else ROUND
    return 10 - order.index(rank(c))


def trick_winner(cards, seats):
    """cards in play order; Matto never wins; equal Moretti: the last played (source)."""
    led = suit(cards[0])
    best = None
    for i, c in enumerate(cards):
        s = suit(c)
        if s == "M":
            continue
        if best is None:
            best = i
            continue
        b = cards[best]
        if s == "T":
            if suit(b) != "T" or power(c) >= power(b) and (power(c) > power(b) or power(c) == 1):
                best = i
        elif s == led and suit(b) != "T" and power(c) > power(b):
            best = i
    return seats[best]


def legal(hand, trick):
    if not trick:
        return [c for c in hand if c != "MATTO"] or list(hand)
    led = suit(trick[0])
    if led == "M":
        led = suit(trick[1]) if len(trick) > 1 else None
    same = [c for c in hand if suit(c) == led]
    res = same or [c for c in hand if suit(c) == "T"] or list(hand)
    if "MATTO" in hand and "MATTO" not in res:
        res = res + ["MATTO"]
    return res


# ----------------------------------------------------------------------------- combinations
CRICCA = {
    "tarocchi": (["T20", "T19", "T0", "MATTO"], 18, 36),
    "kings": (["K" + s for s in SUITS], 17, 34),
    "queens": (["Q" + s for s in SUITS], 14, 28),
    "knights": (["N" + s for s in SUITS], 13, 26),
    "jacks": (["J" + s for s in SUITS], 12, 24),
}


def seqpts(n):
    return 10 + 5 * (n - 3) if n >= 3 else 0


def trump_seq(have, cont, gap_continues):
    """Angel real; two of 19/18/17 (a contatore may fill one, one real); then 16, 15, ... 5.
    Contatori may not fill two consecutive places, except 17 and 16."""
    if "T20" not in have:
        return 0
    pos = [19, 18, 17] + list(range(16, 4, -1))
    best = [0]

    def walk(i, c, length, prev_fill, skipped, gr, gn):
        if i == 3:
            if not (gn >= 2 and gr >= 1):
                return
            best[0] = max(best[0], length)
            if skipped and not gap_continues:
                return
        if i > 3:
            best[0] = max(best[0], length)
        if i == len(pos):
            return
        p = pos[i]
        g = 1 if i < 3 else 0
        if f"T{p}" in have:
            walk(i + 1, c, length + 1, None, skipped, gr + g, gn + g)
            return
        if c > 0 and (prev_fill is None or (prev_fill, p) == (17, 16)):
            walk(i + 1, c - 1, length + 1, p, skipped, gr, gn + g)
        if g and not skipped:
            walk(i + 1, c, length, None, True, gr, gn)

    walk(0, cont, 1, None, False, 0, 0)
    return best[0] if best[0] >= 3 else 0


def suit_seq(have, s, cont, ace_by_cont):
    if "K" + s not in have:
        return 0
    real = [r for r in "QNJ" if r + s in have]
    if not real:
        return 0
    fill = min(cont, 3 - len(real))
    n = 1 + len(real) + fill
    if n < 3:
        return 0
    if "1" + s in have:
        n += 1
    elif ace_by_cont and cont - fill > 0 and n == 4:
        n += 1
    return n


def group_seq(have, cards, cont):
    real = sum(1 for c in cards if c in have)
    if real < 2:
        return 0
    n = min(6, real + cont)
    return n if n >= 3 else 0


def combos(cards, interp):
    """Points of the combinations among cards (a pile or a hand), under one reading."""
    have = set(cards)
    cont = len(have & CONT)
    cr = []
    for _name, (cs, p3, p4) in CRICCA.items():
        k = sum(1 for c in cs if c in have)
        if k >= 3:
            cr.append(p4 if k == 4 else p3)
    sq = []
    t = trump_seq(have, cont, interp["gap_continues"])
    if t:
        sq.append(seqpts(t))
    for s in SUITS:
        n = suit_seq(have, s, cont, interp["ace_by_cont"])
        if n:
            sq.append(seqpts(n))
    for cs in (["T1", "T2", "T3", "T4"], ["1" + s for s in SUITS]):
        n = group_seq(have, cs, cont)
        if n:
            sq.append(seqpts(n))
    a, b = sum(cr), sum(sq)
    if interp["double"] == "group":
        a *= 2 if len(cr) >= 3 else 1
        b *= 2 if len(sq) >= 3 else 1
        return a + b
    return (a + b) * (2 if len(cr) >= 3 or len(sq) >= 3 else 1)


def safe_declaration(hand):
    """Items whose value every reading agrees on; at most two cricche and two sequences
    (declaring less than held is allowed by the source)."""
    have = set(hand)
    cont = len(have & CONT)
    items = []
    cr = []
    for name, (cs, p3, p4) in CRICCA.items():
        k = sum(1 for c in cs if c in have)
        if k >= 3:
            cr.append(({"kind": "cricca", "of": name, "count": k}, p4 if k == 4 else p3))
    sq = []
    if "T20" in have:
        n = 1
        for p in range(19, 4, -1):
            if f"T{p}" in have:
                n += 1
            else:
                break
        if n >= 3:
            sq.append(({"kind": "sequence", "of": "trumps", "length": n}, seqpts(n)))
    for s in SUITS:
        n = 0
        for r in ["K", "Q", "N", "J", "1"]:
            if r + s in have:
                n += 1
            else:
                break
        if n >= 3:
            sq.append(({"kind": "sequence", "of": "suit", "suit": s, "length": n}, seqpts(n)))
    for name, cs in (("moretti", ["T1", "T2", "T3", "T4"]), ("aces", ["1" + s for s in SUITS])):
        n = group_seq(have, cs, cont)
        if n:
            sq.append(({"kind": "sequence", "of": name, "length": n}, seqpts(n)))
    cr = cr[:2]
    sq = sq[:2]
    for it, _ in cr + sq:
        items.append(it)
    return items, sum(p for _, p in cr + sq)


INTERPS = [
    dict(widow_combos=w, double=d, gap_continues=g, ace_by_cont=a)
    for w in (True, False)
    for d in ("group", "all")
    for g in (True, False)
    for a in (False, True)
]
BASE_INTERP = INTERPS[0]


def round_gp(p):
    q, r = divmod(p, 50)
    if 50 - r < 5:
        q += 1
    return q


# ----------------------------------------------------------------------------- one deal
class Deal:
    def __init__(self, rng, dealer, hands=None, widow=None):
        self.rng = rng
        self.dealer = dealer
        if hands is None:
            deck = DECK[:]
            rng.shuffle(deck)
            hands = [deck[0:18], deck[18:36], deck[36:54]]
            widow = deck[54:]
        self.hands0 = [h[:] for h in hands]
        self.widow0 = widow[:]
        self.events = []
        self.eldest = (dealer + 1) % 3


def strength(hand):
    return sum(1 for c in hand if suit(c) == "T") + sum(1 for c in hand if c in FIVE) * 0.5


def play_deal(rng, dealer, bids, force=None, exchange=None, hands=None, widow=None, pre=None):
    """bids: list of (seat, bid) as recorded, or None for a strength auction.
    force: dict of deviations: {'fail_trump': True} / {'matto_excuse': True} /
    {'discard_five': True} / {'solo_exchange': True}.
    Returns a dict with events, hands, widow, and the per-reading results."""
    force = force or {}
    d = Deal(rng, dealer, hands, widow)
    hands = [h[:] for h in d.hands0]
    ev = []
    e = d.eldest
    order = [e, (e + 1) % 3, (e + 2) % 3]
    if bids is None:
        bids = []
        best = None
        for s in order:
            st = strength(hands[s])
            if best is None and st >= 10:
                bids.append((s, "gioco"))
                best = "gioco"
            else:
                bids.append((s, "pass"))
    declarer, contract = None, None
    for s, b in bids:
        ev.append({"type": "bid", "seat": s, "bid": b})
        if b == "solo" and contract != "solo":
            declarer, contract = s, "solo"
        elif b == "gioco" and contract is None:
            declarer, contract = s, "gioco"
    res = {"events": ev, "hands": d.hands0, "widow": d.widow0, "dealer": dealer}
    if declarer is None:
        res.update(declarer=None, contract=None, gp=[0, 0, 0], win=None, outcomes={(None, 0)})
        return res
    widow = d.widow0[:]
    if contract == "gioco" or force.get("solo_exchange"):
        k = exchange if exchange is not None else rng.choice([1, 2, 3])
        want = sorted(widow, key=lambda c: (-(suit(c) == "T"), -value(c)))[:k]
        if force.get("solo_exchange"):
            want = want[:1]
            k = 1
        hands[declarer] += want
        for c in want:
            widow.remove(c)
        cands = [c for c in hands[declarer] if c not in FIVE and suit(c) != "T" and c not in want]
        cands.sort(key=lambda c: (value(c), power(c)))
        lay = cands[:k]
        if force.get("discard_five"):
            kings = [c for c in hands[declarer] if c in FIVE and suit(c) != "T" and c not in want]
            if not kings:
                return None
            lay = [kings[0]] + cands[: k - 1]
        for c in lay:
            hands[declarer].remove(c)
        widow += lay
        ev.append({"type": "take", "seat": declarer, "cards": want})
        ev.append({"type": "discard", "seat": declarer, "cards": lay})
    decl_pts = [0, 0, 0]
    decl_ev_idx = {}
    for s in order:
        items, pts = safe_declaration(hands[s])
        decl_pts[s] = pts
        decl_ev_idx[s] = len(ev)
        ev.append({"type": "declare", "seat": s, "items": items})
    res["decl_hands"] = [h[:] for h in hands]
    res["decl_ev_idx"] = decl_ev_idx
    # play
    piles = {0: [], 1: []}  # side 0 = declarer, side 1 = opponents

    def side(s):
        return 0 if s == declarer else 1

    leader = e
    matto_owner = None
    matto_trick_side = None
    tricks_won = [0, 0]
    fault = None
    last_side = None
    for t in range(18):
        trick, seats = [], []
        for j in range(3):
            s = (leader + j) % 3
            h = hands[s]
            lg = legal(h, trick)
            if t == 17 and "MATTO" in h:
                return None
            choice = None
            if "MATTO" in h and trick and (t >= 9 or rng.random() < 0.15):
                choice = "MATTO"
            if force.get("matto_excuse") and fault is None and "MATTO" in h and trick:
                led = suit(trick[0])
                if any(suit(c) == led for c in h):
                    choice = "MATTO"
                    fault = ("matto_excuse", len(ev))
                elif choice == "MATTO":
                    choice = None
            if (
                force.get("fail_trump")
                and fault is None
                and trick
                and s != declarer
                and suit(trick[0]) not in ("T", "M")
                and not any(suit(c) == suit(trick[0]) for c in h)
                and any(suit(c) == "T" for c in h)
            ):
                plain = [c for c in h if suit(c) not in ("T", "M")]
                if plain:
                    choice = min(plain, key=value)
                    fault = ("failure_to_trump", len(ev))
            if choice is None:
                lg2 = [c for c in lg if c != "MATTO"] or lg
                # mild heuristic: try to win with the declarer, else random
                if s == declarer and rng.random() < 0.6:
                    choice = max(lg2, key=lambda c: (suit(c) == "T", power(c)))
                elif rng.random() < 0.5:
                    choice = min(lg2, key=lambda c: (value(c), power(c)))
                else:
                    choice = rng.choice(lg2)
            if not trick and choice == "MATTO":
                return None
            h.remove(choice)
            trick.append(choice)
            seats.append(s)
            ev.append({"type": "play", "seat": s, "card": choice})
        w = trick_winner(trick, seats)
        tricks_won[side(w)] += 1
        for c, s in zip(trick, seats, strict=True):
            if c == "MATTO":
                matto_owner = s
                matto_trick_side = side(w)
                continue
            piles[side(w)].append(c)
        leader = w
        last_side = side(w)
    if force and fault is None and not force.get("discard_five") and not force.get("solo_exchange"):
        return None
    res["fault"] = fault
    # widow
    if contract == "gioco":
        wside = 0 if tricks_won[0] > 0 else 1
    else:
        wside = last_side
    ms = side(matto_owner)

    def score(interp, lowc):
        base_piles = {0: piles[0][:], 1: piles[1][:]}
        if tricks_won[ms] == 0:
            base_piles[1 - ms].append("MATTO")
        else:
            base_piles[ms].append("MATTO")
        if lowc is not None:
            base_piles[ms].remove(lowc)
            base_piles[1 - ms].append(lowc)
        wid = {0: [], 1: []}
        wid[wside] = widow[:]
        pts = []
        for sd in (0, 1):
            cards = base_piles[sd] + wid[sd]
            comb_cards = base_piles[sd] + (wid[sd] if interp["widow_combos"] else [])
            n = len(cards)
            cp = sum(value(c) for c in cards) - n // 2
            dp = sum(decl_pts[s] for s in range(3) if side(s) == sd)
            cb = combos(comb_cards, interp)
            pts.append(dp + cb + cp + (6 if last_side == sd else 0))
        if tricks_won[0] == 18 or tricks_won[1] == 18:
            win = tricks_won[0] == 18
            gp = 40
        else:
            win = pts[0] > pts[1]
            gp = round_gp(pts[0] if win else pts[1]) * (2 if contract == "solo" else 1)
        sizes = [len(base_piles[0] + wid[0]), len(base_piles[1] + wid[1])]
        return pts, win, gp, sizes

    choices = [None]
    if tricks_won[ms] > 0 and matto_trick_side != ms:
        choices = sorted({c for c in piles[ms] if value(c) == 1})
        if not choices:
            return None
    pts, win, gp, sizes = score(BASE_INTERP, choices[0])
    detail = dict(pts=pts, tricks=tricks_won, pile_sizes=sizes, lowcards=choices)
    if pre is not None and not pre(dict(pts=pts, win=win, gp=gp, contract=contract, tricks=tricks_won)):
        return None
    outcomes = set()
    for interp in INTERPS:
        for lowc in choices:
            _, w2, g2, _ = score(interp, lowc)
            outcomes.add((w2, g2))
    res.update(
        declarer=declarer,
        contract=contract,
        outcomes=outcomes,
        detail=detail,
        matto=(matto_owner, matto_trick_side),
    )
    if len(outcomes) == 1:
        win, gp = next(iter(outcomes))
        res["win"] = win
        res["gp"] = [(gp if (s == declarer) == win else 0) for s in range(3)]
    else:
        res["win"] = None
    res["piles_even"] = detail["pile_sizes"][0] % 2 == 0
    res["play_hands_at_start"] = res["decl_hands"]
    return res


# ----------------------------------------------------------------------------- sessions
def deal_json(res):
    return {
        "dealer": res["dealer"],
        "hands": res["hands"],
        "talon": res["widow"],
        "events": copy.deepcopy(res["events"]),
    }


def add_sheet(deals, results, start=(0, 0, 0)):
    tot = list(start)
    for dj, r in zip(deals, results, strict=True):
        for s in range(3):
            dj["events"].append({"type": "score", "party": s, "points": r["gp"][s]})
        for s in range(3):
            tot[s] += r["gp"][s]
        for s in range(3):
            dj["events"].append({"type": "total", "party": s, "points": tot[s]})
    return tot


def transcript(deals, meta):
    return {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "rules": {"preset": "standard"},
        "players": ["Anna", "Bruno", "Carla"],
        "meta": meta,
        "deals": deals,
    }


def search(rng, dealer, pred, bids_fn=None, force=None, tries=4000, exchange=None, pre=None):
    for _ in range(tries):
        st = rng.getstate()
        deck = DECK[:]
        rng.shuffle(deck)
        hands = [deck[0:18], deck[18:36], deck[36:54]]
        widow = deck[54:]
        bids = bids_fn(hands, dealer) if bids_fn else None
        if bids is False:
            continue
        r = play_deal(rng, dealer, bids, force=force, hands=hands, widow=widow, exchange=exchange, pre=pre)
        if r is None or (r["declarer"] is not None and (r["win"] is None or not r["piles_even"])):
            continue
        if pred(r):
            r["rng_state"] = st
            return r
    raise SystemExit("no deal found")


def strongest_bids(word, over=None):
    def f(hands, dealer):
        e = (dealer + 1) % 3
        order = [e, (e + 1) % 3, (e + 2) % 3]
        best = max(order, key=lambda s: strength(hands[s]))
        if strength(hands[best]) < 9:
            return False
        out = []
        for s in order:
            if s == best:
                out.append((s, word))
            elif over is not None and s == over(order, best):
                out.append((s, "gioco"))
            else:
                out.append((s, "pass"))
        return out

    return f


def main():
    rng = random.Random(SEED)
    info = {}

    # ---- base 01: three gioco deals, dealers 0, 1, 2; declarer wins at least once
    b1 = []
    b1.append(
        search(rng, 0, lambda r: r["win"] is True and r["contract"] == "gioco", strongest_bids("gioco"))
    )
    b1.append(
        search(
            rng,
            1,
            lambda r: (
                r["win"] is False
                and r["contract"] == "gioco"
                and r["matto"][0] == r["declarer"]
                and r["matto"][1] == 1
            ),
            strongest_bids("gioco"),
        )
    )
    b1.append(
        search(rng, 2, lambda r: r["contract"] == "gioco" and max(r["gp"]) > 0, strongest_bids("gioco"))
    )
    info["b1"] = b1

    # ---- base 02: solo over gioco (gioco first, solo later), widow to last-trick winner
    def solo_over(hands, dealer):
        e = (dealer + 1) % 3
        order = [e, (e + 1) % 3, (e + 2) % 3]
        best = max(order[1:], key=lambda s: strength(hands[s]))
        if strength(hands[best]) < 11:
            return False
        out = []
        for s in order:
            if s == best:
                out.append((s, "solo"))
            elif s == order[0]:
                out.append((s, "gioco"))
            else:
                out.append((s, "pass"))
        return out

    b2 = []
    b2.append(search(rng, 0, lambda r: r["contract"] == "solo" and r["win"] is True, solo_over))
    b2.append(search(rng, 1, lambda r: r["contract"] == "gioco", strongest_bids("gioco")))
    info["b2"] = b2

    # ---- base 03: all pass, then a tie (declarer loses), then one more deal
    def all_pass(hands, dealer):
        e = (dealer + 1) % 3
        return [(e, "pass"), ((e + 1) % 3, "pass"), ((e + 2) % 3, "pass")]

    b3 = [search(rng, 0, lambda r: True, all_pass)]
    b3.append(
        search(
            rng,
            1,
            lambda r: r["win"] is False and r["detail"]["pts"][0] == r["detail"]["pts"][1],
            strongest_bids("gioco"),
            tries=200000,
            pre=lambda q: q["pts"][0] == q["pts"][1],
        )
    )
    b3.append(search(rng, 2, lambda r: r["contract"] == "gioco", strongest_bids("gioco")))
    info["b3"] = b3

    # ---- base 04: rounding edges: winner at 45 mod 50 (down) and 46..49 mod 50 (up)
    def rmod(r, lo, hi):
        p = r["detail"]["pts"][0 if r["win"] else 1]
        return lo <= p % 50 <= hi and p > 50

    def pmod(lo, hi):
        return lambda q: q["win"] and q["pts"][0] > 50 and lo <= q["pts"][0] % 50 <= hi

    b4 = [
        search(
            rng,
            0,
            lambda r: r["win"] is True and rmod(r, 45, 45),
            strongest_bids("gioco"),
            tries=200000,
            pre=pmod(45, 45),
        )
    ]
    b4.append(
        search(
            rng,
            1,
            lambda r: r["win"] is True and rmod(r, 46, 49),
            strongest_bids("gioco"),
            tries=200000,
            pre=pmod(46, 49),
        )
    )
    info["b4"] = b4
    return rng, info


def replay(rng, r0, force):
    """The same deal (same hands, same auction), one forced deviation, the rest played anew."""
    bids = [(e["seat"], e["bid"]) for e in r0["events"] if e["type"] == "bid"]
    for attempt in range(600):
        rng.setstate(r0["rng_state"])
        deck = DECK[:]
        rng.shuffle(deck)
        for _ in range(attempt):
            rng.random()
        k = None if not force.get("discard_five") else 1 + attempt % 3
        r = play_deal(
            rng,
            r0["dealer"],
            bids,
            force=force,
            hands=[deck[0:18], deck[18:36], deck[36:54]],
            widow=deck[54:],
            exchange=k,
        )
        if (
            r is not None
            and r["win"] is not None
            and r["piles_even"]
            and (r["fault"] or not (force.get("fail_trump") or force.get("matto_excuse")))
        ):
            return r
    return None


def build():
    rng, info = main()
    out = {}
    summary = {}

    def session(rs):
        deals = [deal_json(r) for r in rs]
        add_sheet(deals, rs)
        return deals

    # 01..04 bases
    for key, name in (
        ("b1", "01-base-gioco-three-deals"),
        ("b2", "02-base-solo-over-gioco"),
        ("b3", "03-base-all-pass-and-tie"),
        ("b4", "04-base-rounding-edges"),
    ):
        out[name] = transcript(session(info[key]), {"round": "terziglio-edge-probes", "kind": "base"})
        summary[name] = ("clean", [])

    # 05: auction order: the dealer speaks first in deal 0 of base 01
    t = copy.deepcopy(out["01-base-gioco-three-deals"])
    evs = t["deals"][0]["events"]
    bids = [e for e in evs[:3]]
    assert [e["type"] for e in bids] == ["bid"] * 3
    evs[0:3] = [bids[2], bids[0], bids[1]]
    # the dealer (seat 0) now speaks first: out of turn at event 0
    out["05-dealer-bids-first"] = t
    summary["05-dealer-bids-first"] = ("violations", [(0, 0, "out_of_turn")], bids)

    # 06: gioco over gioco (a passer after the gioco says gioco)
    t = copy.deepcopy(out["01-base-gioco-three-deals"])
    evs = t["deals"][0]["events"]
    gi = next(i for i in range(3) if evs[i]["bid"] == "gioco")
    later = next(i for i in range(gi + 1, 3)) if gi < 2 else None
    assert later is not None
    evs[later]["bid"] = "gioco"
    out["06-gioco-over-gioco"] = t
    summary["06-gioco-over-gioco"] = ("violations", [(0, later, "illegal_bid")])

    # 07: gioco after solo (base 02 deal 0: gioco, solo, pass -> the pass becomes gioco)
    t = copy.deepcopy(out["02-base-solo-over-gioco"])
    evs = t["deals"][0]["events"]
    assert [e["bid"] for e in evs[:3]] == ["gioco", "solo", "pass"], [e["bid"] for e in evs[:3]]
    evs[2]["bid"] = "gioco"
    out["07-gioco-after-solo"] = t
    summary["07-gioco-after-solo"] = ("violations", [(0, 2, "illegal_bid")])

    # 08: gioco declarer lays away a King (5-point card); rest of the deal replayed from it
    r = replay(rng, info["b1"][0], {"discard_five": True})
    rs = [r] + info["b1"][1:]
    t = transcript(session(rs), {"round": "terziglio-edge-probes", "kind": "variant of 01"})
    di = next(i for i, e in enumerate(r["events"]) if e["type"] == "discard")
    out["08-gioco-lays-away-king"] = t
    summary["08-gioco-lays-away-king"] = ("violations", [(0, di, "illegal_discard")])

    # 09: solo declarer exchanges with the widow (base 02 deal 0)
    r = replay(rng, info["b2"][0], {"solo_exchange": True})
    assert r is not None
    rs = [r] + info["b2"][1:]
    t = transcript(session(rs), {"round": "terziglio-edge-probes", "kind": "variant of 02"})
    ti = next(i for i, e in enumerate(r["events"]) if e["type"] == "take")
    out["09-solo-exchanges"] = t
    summary["09-solo-exchanges"] = ("violations", [(0, ti, "illegal_take")])

    # 10: the tie written as the declarer's win on his line only (base 03 deal 1)
    t = copy.deepcopy(out["03-base-all-pass-and-tie"])
    r = info["b3"][1]
    dec = r["declarer"]
    pw = r["detail"]["pts"][0]
    gp_if_win = round_gp(pw)
    evs = t["deals"][1]["events"]
    si = next(i for i, e in enumerate(evs) if e["type"] == "score" and e["party"] == dec)
    evs[si]["points"] = gp_if_win
    # running totals follow the sheet's own arithmetic
    tot = [0, 0, 0]
    for dj in t["deals"]:
        sc = {e["party"]: e["points"] for e in dj["events"] if e["type"] == "score"}
        for s in range(3):
            tot[s] += sc[s]
        for e in dj["events"]:
            if e["type"] == "total":
                e["points"] = tot[e["party"]]
    out["10-tie-scored-as-declarer-win"] = t
    summary["10-tie-scored-as-declarer-win"] = ("violations", [(1, si, "wrong_score")])

    # 11: 145 rounded up instead of down (base 04 deal 0, declarer's line)
    t = copy.deepcopy(out["04-base-rounding-edges"])
    r = info["b4"][0]
    dec = r["declarer"]
    evs = t["deals"][0]["events"]
    si = next(i for i, e in enumerate(evs) if e["type"] == "score" and e["party"] == dec)
    evs[si]["points"] += 1
    tot = [0, 0, 0]
    for dj in t["deals"]:
        sc = {e["party"]: e["points"] for e in dj["events"] if e["type"] == "score"}
        for s in range(3):
            tot[s] += sc[s]
        for e in dj["events"]:
            if e["type"] == "total":
                e["points"] = tot[e["party"]]
    out["11-45-over-rounded-up"] = t
    summary["11-45-over-rounded-up"] = ("violations", [(0, si, "wrong_score")])

    # 12: Matto played while able to follow suit (legal excuse), base 01 deal 1 replayed
    r = replay(rng, info["b1"][1], {"matto_excuse": True})
    assert r is not None
    rs = [info["b1"][0], r, info["b1"][2]]
    out["12-matto-excuse-holding-suit"] = transcript(
        session(rs), {"round": "terziglio-edge-probes", "kind": "variant of 01"}
    )
    summary["12-matto-excuse-holding-suit"] = ("clean", [], r["fault"])

    # 13: failure to trump (an opponent void in the suit led discards while holding trumps)
    r = replay(rng, info["b1"][2], {"fail_trump": True})
    assert r is not None
    rs = [info["b1"][0], info["b1"][1], r]
    out["13-failure-to-trump"] = transcript(
        session(rs), {"round": "terziglio-edge-probes", "kind": "variant of 01"}
    )
    summary["13-failure-to-trump"] = ("violations", [(2, r["fault"][1], "failure_to_trump")])

    # 14: a suit sequence declared with a contatore standing for the King
    found = None
    for key, fname in (
        ("b1", "01-base-gioco-three-deals"),
        ("b2", "02-base-solo-over-gioco"),
        ("b3", "03-base-all-pass-and-tie"),
        ("b4", "04-base-rounding-edges"),
    ):
        for di_, r in enumerate(info[key]):
            if r["declarer"] is None:
                continue
            for s in range(3):
                h = set(r["decl_hands"][s])
                if not (h & CONT):
                    continue
                for su in SUITS:
                    if "K" + su not in h and "Q" + su in h and "N" + su in h:
                        # the false 10 points must not change the deal's result
                        sd = 0 if s == r["declarer"] else 1
                        pts = r["detail"]["pts"][:]
                        pts2 = pts[:]
                        pts2[sd] += 10
                        if (pts[0] > pts[1]) == (pts2[0] > pts2[1]) and round_gp(max(pts)) == round_gp(
                            max(pts2)
                        ):
                            found = (key, fname, di_, s, su)
                            break
                if found:
                    break
            if found:
                break
        if found:
            break
    assert found, "no hand for 14"
    key, fname, di_, s, su = found
    t = copy.deepcopy(out[fname])
    r = info[key][di_]
    ei = r["decl_ev_idx"][s]
    t["deals"][di_]["events"][ei]["items"].append({"kind": "sequence", "of": "suit", "suit": su, "length": 3})
    out["14-suit-run-contatore-for-king"] = t
    summary["14-suit-run-contatore-for-king"] = (
        "violations",
        [(di_, ei, "false_declaration")],
        (fname, s, su),
    )

    for name, tj in out.items():
        with open(os.path.join(HERE, name + ".json"), "w") as f:
            json.dump(tj, f, indent=1, ensure_ascii=False)
            f.write("\n")
    for k in ("b1", "b2", "b3", "b4"):
        for i, r in enumerate(info[k]):
            print(
                k,
                i,
                "dealer",
                r["dealer"],
                "decl",
                r["declarer"],
                r["contract"],
                "win",
                r["win"],
                "gp",
                r["gp"],
                "pts",
                r.get("detail", {}) and r["detail"]["pts"],
                "tricks",
                r.get("detail", {}) and r["detail"]["tricks"],
                "matto",
                r.get("matto"),
            )
    for name, s in summary.items():
        print(name, s)
    print(
        "08:",
        [e for e in out["08-gioco-lays-away-king"]["deals"][0]["events"] if e["type"] in ("take", "discard")],
    )
    print(
        "09:",
        [
            e
            for e in out["09-solo-exchanges"]["deals"][0]["events"]
            if e["type"] in ("take", "discard", "bid")
        ],
    )


if __name__ == "__main__":
    build()
