"""Generator for the reread-tarocchini audit round (seeds/004, the Russian text).

Imports nothing from validator. Every figure is computed here from the source's tables:
card values (118 in all, 87 counted in pairs, +6 last trick = 93); cricche 18/36 17/34 14/28
13/26 12/24; sequences 10 + 5 per card beyond three; three or more cricche (sequences) doubled;
Terziglio: winner's points rounded down to 50 (up when less than 5 short), /50, doubled in solo,
40 for all tricks. Usage: python _gen.py [seed] (seed shifts the random search; default 0).
"""

from __future__ import annotations

import json
import os
import random
import sys

OUT = os.path.dirname(os.path.abspath(__file__))
BASE = int(sys.argv[1]) if len(sys.argv) > 1 else 0
SUITS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]
WILDS = ("T0", "MATTO")
FIVE = {"T20", "T19", "T0", "MATTO", "KS", "KB", "KC", "KD"}
FIG = []  # lines for _figures.txt


def deck():
    c = [r + s for s in SUITS for r in (LONG if s in "SB" else ROUND)]
    c += ["T%d" % n for n in range(21)] + ["MATTO"]
    assert len(c) == 62
    return c


def suit(c):
    return "X" if c == "MATTO" else "T" if c.startswith("T") else c[-1]


def pts(c):
    if c in FIVE:
        return 5
    if c.startswith("T"):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


assert sum(map(pts, deck())) == 118


def strength(c):
    if suit(c) == "T":
        n = int(c[1:])
        return 100 + n if n >= 5 else (101 if n >= 1 else 100)
    order = LONG if suit(c) in "SB" else ROUND
    return 50 - order.index(c[:-1])


def winner(trick):
    """trick: [(seat, card)]; the last-played Moretti beats an earlier one (SRC:41)."""
    led = next((suit(c) for _, c in trick if c != "MATTO"), None)
    best = None
    for s, c in trick:
        if c == "MATTO":
            continue
        if best is None:
            best = (s, c)
            continue
        b = best[1]
        if suit(c) == "T" and (suit(b) != "T" or strength(c) >= strength(b) and strength(c) == 101 or strength(c) > strength(b)):
            best = (s, c)
        elif suit(c) == led and suit(b) == led and strength(c) > strength(b):
            best = (s, c)
    return best[0]


def legal(hand, led):
    if led is None:
        return list(hand)
    f = [c for c in hand if suit(c) == led]
    if not f:
        f = [c for c in hand if suit(c) == "T"]
    if not f:
        return list(hand)
    return f + [c for c in hand if c == "MATTO"]


CRI = {
    "tarocchi": (["T20", "T19", "T0", "MATTO"], 18, 36),
    "kings": (["K" + s for s in SUITS], 17, 34),
    "queens": (["Q" + s for s in SUITS], 14, 28),
    "knights": (["N" + s for s in SUITS], 13, 26),
    "jacks": (["J" + s for s in SUITS], 12, 24),
}


def seqp(n):
    return 10 + 5 * (n - 3)


def head_run(cards, head, tail, trumps):
    w = sum(1 for c in WILDS if c in cards)
    fill, prev_w = [], False
    for p in head:
        if p in cards:
            fill.append("R")
            prev_w = False
        elif w and (not prev_w or not trumps):
            fill.append("W")
            w -= 1
            prev_w = True
        else:
            fill.append("G")
            prev_w = False
    n = sum(1 for f in fill if f != "G")
    if n < 2 or "R" not in fill:
        return 0
    if "G" in fill:
        return 1 + n
    length = 4
    for i, p in enumerate(tail):
        if p in cards:
            length += 1
            prev_w = False
        elif w and (not prev_w or not trumps or i == 0):
            length += 1
            w -= 1
            prev_w = True
        else:
            break
    return length


def combos(cards):
    cards = set(cards)
    cr, sq = [], []
    for name, (m, p3, p4) in CRI.items():
        n = sum(1 for c in m if c in cards)
        if n >= 3:
            cr.append(({"kind": "cricca", "of": name, "count": n}, p3 if n == 3 else p4))
    if "T20" in cards:
        n = head_run(cards, ["T19", "T18", "T17"], ["T%d" % k for k in range(16, 4, -1)], True)
        if n >= 3:
            sq.append(({"kind": "sequence", "of": "trumps", "length": n}, seqp(n)))
    w = sum(1 for c in WILDS if c in cards)
    for of, m in (("moretti", ["T1", "T2", "T3", "T4"]), ("aces", ["1" + s for s in SUITS])):
        r = sum(1 for c in m if c in cards)
        if r >= 2 and r + w >= 3:
            n = min(6, r + w)
            sq.append(({"kind": "sequence", "of": of, "length": n}, seqp(n)))
    for s in SUITS:
        if "K" + s in cards:
            n = head_run(cards, ["Q" + s, "N" + s, "J" + s], ["1" + s], False)
            if n >= 3:
                sq.append(({"kind": "sequence", "of": "suit", "suit": s, "length": n}, seqp(n)))
    pc = sum(p for _, p in cr) * (2 if len(cr) >= 3 else 1)
    ps = sum(p for _, p in sq) * (2 if len(sq) >= 3 else 1)
    return [i for i, _ in cr + sq], pc + ps


def item_points(items):
    """Points of declared items, false ones (not made by the hand) dropped by the caller."""
    cr = [i for i in items if i["kind"] == "cricca"]
    sq = [i for i in items if i["kind"] == "sequence"]
    pc = sum(CRI[i["of"]][1 if i["count"] == 3 else 2] for i in cr) * (2 if len(cr) >= 3 else 1)
    ps = sum(seqp(i["length"]) for i in sq) * (2 if len(sq) >= 3 else 1)
    return pc + ps


def play_out(hands, leader, rng, nplayers, strat=None):
    hands = [list(h) for h in hands]
    ev, tricks = [], []
    n = len(hands[0])
    for _ in range(n):
        trick, led = [], None
        for k in range(nplayers):
            s = (leader + k) % nplayers
            opts = legal(hands[s], led)
            c = strat(s, opts, trick) if strat else rng.choice(opts)
            hands[s].remove(c)
            trick.append((s, c))
            ev.append({"type": "play", "seat": s, "card": c})
            if led is None and c != "MATTO":
                led = suit(c)
            elif led is None and k > 0 and c != "MATTO":
                led = suit(c)
        leader = winner(trick)
        tricks.append((trick, leader))
    return ev, tricks


def piles(tricks, side_of):
    """Returns pile per side, the Matto exchange (giver side, winner side) or None."""
    pile, exch = {}, None
    won = {}
    for trick, w in tricks:
        won.setdefault(side_of(w), 0)
        won[side_of(w)] += 1
    for trick, w in tricks:
        for s, c in trick:
            if c == "MATTO" and won.get(side_of(s)):
                pile.setdefault(side_of(s), []).append(c)
                if side_of(s) != side_of(w):
                    exch = (side_of(s), side_of(w))
            else:
                pile.setdefault(side_of(w), []).append(c)
    return pile, exch


def cp(cards):
    return sum(map(pts, cards)) - len(cards) // 2


def write(name, game, deals, note, players, start=None, rules=None):
    d = {"format": "trick-transcript/1", "game": game, "players": players,
         "meta": {"round": "reread-tarocchini", "note": note}, "deals": deals}
    if start:
        d["start"] = start
    if rules:
        d["rules"] = rules
    with open(os.path.join(OUT, name), "w") as f:
        json.dump(d, f, indent=1)
        f.write("\n")


P4 = ["Anna", "Bruno", "Carla", "Dario"]
P3 = ["Elsa", "Fulvio", "Gemma"]


def team(s):
    return "team%d" % (s % 2)


# ------------------------------------------------------------------ 01 / 02: one team takes all
S0 = ["T%d" % n for n in range(20, 5, -1)]  # T20 .. T6
S2 = ["T5", "T4", "T3", "T2", "T1", "T0", "MATTO", "KS", "QS", "NS", "JS", "10S", "9S", "8S", "1S"]
S1 = [r + s for s in "BCD" for r in ("K", "Q", "N", "J", "1")]
S3 = [r + s for s in "BCD" for r in ("10", "9", "8", "7", "6")]
WID = ["6S", "7S"]
assert sorted(S0 + S1 + S2 + S3 + WID) == sorted(deck())
DECL = {0: combos(S0), 1: combos(S1), 2: combos(S2), 3: ([], 0)}


def pre01():
    ev = [{"type": "take", "seat": 3, "cards": WID}, {"type": "discard", "seat": 3, "cards": WID}]
    for s in range(4):
        ev.append({"type": "declare", "seat": s, "items": DECL[s][0]})
    return ev


def f01():
    ev = pre01()
    h = [list(S0), list(S1), list(S2), list(S3)]
    order2 = S2[:]  # seat 2 plays its trumps, the Matto, then spades
    tricks = []
    for t in range(15):
        trick = [(0, h[0][t]), (1, h[1][t]), (2, order2[t]), (3, h[3][t])]
        for s, c in trick:
            ev.append({"type": "play", "seat": s, "card": c})
        assert winner(trick) == 0
        tricks.append((trick, 0))
    pile, exch = piles(tricks, team)
    allc = pile["team0"] + WID  # the dealer took no trick: discard to the opponents (SRC:76)
    assert len(allc) == 62 and exch is None
    items, comb = combos(allc)
    d0 = DECL[0][1] + DECL[2][1]
    d1 = DECL[1][1] + DECL[3][1]
    c0 = cp(allc)
    FIG.append("01: team0 decl %d comb %d (%s) cards %d last 6; team1 decl %d" % (d0, comb, items, c0, d1))
    sc = [("team0", d0, "declarations"), ("team0", comb, "combinations"), ("team0", c0, "card_points"),
          ("team0", 6, "last_trick"), ("team1", d1, "declarations"), ("team1", 0, "combinations"),
          ("team1", 0, "card_points"), ("team1", 0, "last_trick")]
    for p, v, r in sc:
        ev.append({"type": "score", "party": p, "points": v, "reason": r})
    ev.append({"type": "total", "party": "team0", "points": d0 + comb + c0 + 6})
    ev.append({"type": "total", "party": "team1", "points": d1})
    write("01-otto-one-team-takes-all-reaches-800.json", "tarocchini-ottocento",
          [{"dealer": 3, "hands": [S0, S1, S2, S3], "talon": WID, "events": ev}],
          "team0 wins every trick; dealer (team1) takes none, so the discard goes to team0", P4)
    return d0, d1


def f02(d0, d1):
    ev = pre01()
    st = [700, 600]
    ev += [{"type": "score", "party": "team0", "points": d0, "reason": "declarations"},
           {"type": "score", "party": "team1", "points": d1, "reason": "declarations"},
           {"type": "total", "party": "team0", "points": st[0] + d0},
           {"type": "total", "party": "team1", "points": st[1] + d1}]
    FIG.append("02: totals %d / %d, both past 800, team1 higher" % (st[0] + d0, st[1] + d1))
    write("02-otto-both-reach-800-on-declarations.json", "tarocchini-ottocento",
          [{"dealer": 3, "hands": [S0, S1, S2, S3], "talon": WID, "events": ev}],
          "no play: both teams pass 800 on declarations; the higher (team1) wins", P4,
          start={"totals": st})


# ------------------------------------------------------------------ declaration-only deals
def decl_deal(name, fixed, note, declare=None, discard=None, extra=None):
    """fixed: {seat: [cards]} placed first; rest dealt at random (seeded). Dealer 3, no play."""
    rng = random.Random(BASE * 1000 + sum(map(ord, name)))
    for _ in range(5000):
        rest = [c for c in deck() if c not in sum(fixed.values(), [])]
        rng.shuffle(rest)
        hands = [list(fixed.get(s, [])) for s in range(4)]
        for s in range(4):
            while len(hands[s]) < 15:
                hands[s].append(rest.pop())
        wid = rest[:2]
        assert len(rest) == 2
        full3 = hands[3] + wid
        if discard is None:
            disc = sorted([c for c in full3 if c not in FIVE and c not in fixed.get(3, [])], key=pts)[:2]
        else:
            disc = discard
        kept = [hands[0], hands[1], hands[2], [c for c in full3 if c not in disc]]
        want = {s: combos(kept[s]) for s in range(4)}
        # the random rest must add nothing to the designed declarations
        if declare is None and all(
            sorted(map(json.dumps, want[s][0])) == sorted(map(json.dumps, combos(fixed.get(s, []))[0]))
            for s in range(4)):
            break
        if declare is not None and extra is not None and extra(kept):
            break
    items = declare or {s: want[s][0] for s in range(4)}
    ev = [{"type": "take", "seat": 3, "cards": wid}, {"type": "discard", "seat": 3, "cards": disc}]
    for s in range(4):
        ev.append({"type": "declare", "seat": s, "items": items[s]})
    # one card led (seat 0, eldest): the declarations are then fixed and the record stops in the play
    ev.append({"type": "play", "seat": 0, "card": sorted(hands[0])[0]})
    tp = {"team0": 0, "team1": 0}
    for s in range(4):
        tp[team(s)] += want[s][1]
    for p in ("team0", "team1"):
        ev.append({"type": "score", "party": p, "points": tp[p], "reason": "declarations"})
    FIG.append("%s: %s -> %s" % (name[:2], {s: want[s] for s in range(4)}, tp))
    write(name, "tarocchini-ottocento", [{"dealer": 3, "hands": hands, "talon": wid, "events": ev}], note, P4)


def f03():
    decl_deal("03-otto-cricche-of-three-and-four-a.json",
              {0: ["T20", "T19", "T0", "JS", "JB", "JC"], 1: ["KS", "KB", "KC", "KD"],
               2: ["QS", "QB", "QC"], 3: ["NS", "NB", "NC", "ND"]},
              "declarations only (no play): tarocchi 3 = 18, jacks 3 = 12, kings 4 = 34, queens 3 = 14, knights 4 = 26")


def f04():
    decl_deal("04-otto-cricche-of-three-and-four-b-doubled.json",
              {0: ["T20", "T19", "T0", "MATTO"], 1: ["KS", "KB", "KC", "NS", "NB", "NC", "JS", "JB", "JC", "JD"],
               2: ["QS", "QB", "QC", "QD"]},
              "declarations only: tarocchi 4 = 36; kings 3 + knights 3 + jacks 4 doubled = 108; queens 4 = 28")


def f05():
    decl_deal("05-otto-sequences-contatori-three-doubled.json",
              {0: ["T20", "T19", "T17", "T16", "T15", "MATTO", "T1", "T2", "T0", "KC", "QC", "JC"],
               1: ["1S", "1B", "1C", "KB", "QB", "NB", "JB"]},
              "declarations only: seat 0 trumps 7 (Matto for the Sun, Bagatto for the 14), Moretti 4, "
              "cups K Q (contatore) J = 4 -> three sequences doubled, plus tarocchi 4; seat 1 aces 3, batons 5")






# ------------------------------------------------------------------ played Ottocento deals
def otto_played(name, note, accept, first=None, strat_fn=None, discard_five=False):
    for k in range(20000):
        rng = random.Random(BASE * 100000 + sum(map(ord, name)) * 1000 + k)
        d = deck()
        if first:
            for c in first.values():
                d.remove(c)
        rng.shuffle(d)
        hands = [[first[s]] if first and s in first else [] for s in range(4)]
        for s in range(4):
            while len(hands[s]) < 15:
                hands[s].append(d.pop())
        wid = d[:2]
        full3 = hands[3] + wid
        disc = sorted([c for c in full3 if c not in FIVE], key=lambda c: (pts(c), c))[:2]
        kept = [hands[0], hands[1], hands[2], [c for c in full3 if c not in disc]]
        ev = [{"type": "take", "seat": 3, "cards": wid}, {"type": "discard", "seat": 3, "cards": disc}]
        decl = {s: combos(kept[s]) for s in range(4)}
        for s in range(4):
            ev.append({"type": "declare", "seat": s, "items": decl[s][0]})
        strat = None
        if first:
            def strat(s, opts, trick, rng=rng):
                if not trick_no[0] and s in first:
                    return first[s]
                return rng.choice(opts)
        if strat_fn:
            strat = lambda s, opts, trick, rng=rng: strat_fn(s, opts, trick, rng)  # noqa: E731
        trick_no = [0]

        def wrapped(s, opts, trick):
            c = strat(s, opts, trick)
            if len(trick) == 3:
                trick_no[0] += 1
            return c
        pev, tricks = play_out(kept, 0, rng, 4, wrapped if strat else None)
        pile, exch = piles(tricks, team)
        dealer_tricks = sum(1 for _, w in tricks if w == 3)
        credit = "team1" if dealer_tricks else "team0"
        pile.setdefault("team0", [])
        pile.setdefault("team1", [])
        pile[credit] = pile[credit] + disc
        if not accept(tricks, exch, dealer_tricks, pev):
            continue
        if exch:  # the Matto's side hands a low (1-point) card to the trick's winner (SRC:88)
            low = next(x for x in sorted(pile[exch[0]]) if pts(x) == 1)
            pile[exch[0]].remove(low)
            pile[exch[1]].append(low)
        c = {t: cp(pile[t]) for t in ("team0", "team1")}
        assert c["team0"] + c["team1"] == 87, c
        last = team(tricks[-1][1])
        ev += pev
        dt = {"team0": decl[0][1] + decl[2][1], "team1": decl[1][1] + decl[3][1]}
        for t in ("team0", "team1"):
            ev.append({"type": "score", "party": t, "points": dt[t], "reason": "declarations"})
            ev.append({"type": "score", "party": t, "points": c[t], "reason": "card_points"})
            ev.append({"type": "score", "party": t, "points": 6 if t == last else 0, "reason": "last_trick"})
        FIG.append("%s: seed %d decl %s cards %s last %s exch %s dealer tricks %d discard %s to %s" % (
            name[:2], k, dt, c, last, exch, dealer_tricks, disc, credit))
        write(name, "tarocchini-ottocento", [{"dealer": 3, "hands": hands, "talon": wid, "events": ev}], note, P4)
        return
    raise SystemExit("no deal for " + name)


def f08():
    def acc(tricks, exch, dt, pev):
        t0 = tricks[0][0]
        return [c for _, c in t0] == ["T1", "T2", "T3", "T4"] and tricks[0][1] == 3 and exch is None
    otto_played("08-otto-moretti-last-played-wins.json",
                "first trick T1 T2 T3 T4: all Moretti, the last played (seat 3) wins and leads; "
                "sheet writes declarations, card points in pairs, last trick",
                acc, first={0: "T1", 1: "T2", 2: "T3", 3: "T4"})


def f09():
    otto_played("09-otto-matto-exchange-card-points.json",
                "the Matto is played to a trick the opponents win; its side keeps it and hands over a "
                "low card: card points 87 in all, +6 last trick",
                lambda tricks, exch, dt, pev: exch is not None and dt > 0)


def f10():
    def strat(s, opts, trick, rng):
        if s == 3:
            return min(opts, key=lambda c: (c == "MATTO", strength(c) if c != "MATTO" else 0))
        return max(opts, key=lambda c: strength(c) if c != "MATTO" else -1) if rng.random() < 0.8 else rng.choice(opts)
    otto_played("10-otto-dealer-no-trick-discard-to-opponents.json",
                "the dealer (seat 3) takes no trick though his partner does: the discard counts for the "
                "opponents (SRC:76 'если только он не делает никаких взяток')",
                lambda tricks, exch, dt, pev: dt == 0 and exch is None
                and any(w == 1 for _, w in tricks), strat_fn=strat)




# ------------------------------------------------------------------ Terziglio
def gp_of(total, solo):
    r = total % 50
    g = (total - r) // 50 + (1 if 50 - r < 5 else 0)
    return g * (2 if solo else 1)


def terz(name, note, contract, accept, hands=None, wid=None, strat_fn=None, fixed=(), over=None,
         bad_disc=None, run_len=None):
    for k in range(40000):
        rng = random.Random(BASE * 100000 + sum(map(ord, name)) * 1000 + k)
        if hands is None:
            d = [c for c in deck() if c not in fixed]
            rng.shuffle(d)
            hs = [d[0:18], list(fixed) + d[18:36 - len(fixed)], d[36 - len(fixed):54 - len(fixed)]]
            w = d[54 - len(fixed):]
            if bad_disc and bad_disc in w:
                continue
        else:
            hs, w = [list(h) for h in hands], list(wid)
        D = 1  # dealer 0, eldest 1 ... declarer seat 1
        bids = [{"type": "bid", "seat": 1, "bid": contract}, {"type": "bid", "seat": 2, "bid": "pass"},
                {"type": "bid", "seat": 0, "bid": "pass"}]
        ev = list(bids)
        kept = [list(h) for h in hs]
        widow = list(w)
        if contract == "gioco" and hands is None:
            take = max(w, key=lambda c: (pts(c), strength(c) if c != "MATTO" else 0))
            disc = bad_disc or min([c for c in kept[D] if c not in FIVE], key=lambda c: (pts(c), c))
            kept[D] = [c for c in kept[D] if c != disc] + [take]
            widow = [c for c in w if c != take] + [disc]
            ev += [{"type": "take", "seat": D, "cards": [take]}, {"type": "discard", "seat": D, "cards": [disc]}]
        decl = {s: combos(kept[s]) for s in range(3)}
        if run_len and {"kind": "sequence", "of": "trumps", "length": run_len} not in decl[1][0]:
            continue  # the random rest must not lengthen the designed trump run
        written = {s: decl[s][0] for s in range(3)}
        if over:
            written[1] = over(decl[1][0])
        true_items = {s: [i for i in written[s] if i in decl[s][0]] for s in range(3)}
        for s in (1, 2, 0):
            ev.append({"type": "declare", "seat": s, "items": written[s]})
        strat = (lambda s, o, t, rng=rng: strat_fn(s, o, t, rng)) if strat_fn else None
        pev, tricks = play_out(kept, 1, rng, 3, strat)
        side = lambda s: "D" if s == D else "O"  # noqa: E731
        pile, exch = piles(tricks, side)
        pile.setdefault("D", [])
        pile.setdefault("O", [])
        dtr = sum(1 for _, x in tricks if x == D)
        if contract == "gioco":
            to = "D" if dtr else "O"
        else:
            to = side(tricks[-1][1])
        pile[to] += widow
        if exch is not None:
            # the Matto's side hands a low card to the trick's winner (SRC:88); keep only deals where
            # some 1-point card changes neither side's combinations, so the choice is immaterial
            gv, rc = exch
            base = combos(pile[gv])[1], combos(pile[rc])[1]
            low = [x for x in sorted(pile[gv]) if pts(x) == 1
                   and combos([y for y in pile[gv] if y != x])[1] == base[0]
                   and combos(pile[rc] + [x])[1] == base[1]]
            if not low:
                continue
            pile[gv].remove(low[0])
            pile[rc].append(low[0])
        assert len(pile["D"]) + len(pile["O"]) == 62
        allw = dtr == 18 or dtr == 0
        cD = cp(pile["D"])
        cO = 87 - cD
        last = side(tricks[-1][1])
        tot = {}
        part = {}
        for sd, seats in (("D", [1]), ("O", [0, 2])):
            dec = sum(item_points(true_items[s]) for s in seats)
            its, comb = combos(pile[sd])
            cpp = cD if sd == "D" else cO
            part[sd] = (dec, comb, cpp, 6 if last == sd else 0)
            tot[sd] = sum(part[sd])
        win = "D" if tot["D"] > tot["O"] else "O"
        if allw:
            g = 40
            win = "D" if dtr == 18 else "O"
        else:
            g = gp_of(tot[win], contract == "solo")
        if not accept(tot, win, g, dtr, tricks):
            continue
        ev += pev
        for s in range(3):
            v = g if side(s) == win else 0
            ev.append({"type": "score", "party": s, "points": v})
        for s in range(3):
            v = g if side(s) == win else 0
            ev.append({"type": "total", "party": s, "points": v})
        FIG.append("%s: seed %d contract %s parts %s totals %s winner %s gp %d widow->%s decl tricks %d exch %s" % (
            name[:2], k, contract, part, tot, win, g, to, dtr, exch and (exch, low[0])))
        deal = {"dealer": 0, "hands": hs, "talon": w, "events": ev}
        write(name, "tarocchini-terziglio", [deal], note, P3)
        return
    raise SystemExit("no deal for " + name)


def f12():
    terz("12-terz-gioco-rounds-up-less-than-5-short.json",
         "gioco with an exchange of one card; winner's points 46-49 over a multiple of 50 round up",
         "gioco", lambda tot, win, g, dtr, tr: 0 < dtr < 18 and tot[win] % 50 >= 46)


def f13():
    terz("13-terz-gioco-rounds-down-exactly-5-short.json",
         "gioco; the winner's points end in 45 (5 short of the next 50): rounded down",
         "gioco", lambda tot, win, g, dtr, tr: 0 < dtr < 18 and tot[win] % 50 == 45)


def f14():
    terz("14-terz-solo-doubled-widow-to-last-trick.json",
         "solo: no exchange, the widow to the last trick's winner, game points doubled",
         "solo", lambda tot, win, g, dtr, tr: 0 < dtr < 18 and win == "D" and tot[win] % 50 < 40)


def f06t():
    terz("06-terz-contatori-for-moon-and-16.json",
         "gioco; the declarer declares Angel Mondo Sun, Bagatto for the Moon, Matto for the 16, 15, 14 "
         "= 7 (30), the one pair of contatori in a row the source allows, and tarocchi 4 (36)",
         "gioco", lambda tot, win, g, dtr, tr: 0 < dtr < 18,
         fixed=("T20", "T19", "T18", "T0", "MATTO", "T15", "T14"), run_len=7)


def f07t():
    def over(items):
        out = []
        for i in items:
            i = dict(i)
            if i["of"] == "trumps":
                assert i["length"] == 6
                i["length"] = 8
            out.append(i)
        return out
    terz("07-terz-two-contatori-in-row-overclaimed.json",
         "gioco; the declarer holds Angel..16, T13 and both contatori: the Bagatto for the 15, the Matto "
         "for the 14 would be a second contatore in a row, so the run is 6 (25). He declares 8: "
         "false_declaration, the sheet counting the run as nothing (tarocchi 4 stands)",
         "gioco", lambda tot, win, g, dtr, tr: 0 < dtr < 18,
         fixed=("T20", "T19", "T18", "T17", "T16", "T0", "MATTO", "T13"), over=over, run_len=6)


def f11t():
    terz("11-terz-gioco-discards-a-king.json",
         "gioco; the declarer takes one widow card and lays away a King (SRC:109 'не может сбрасывать "
         "5-очковые карты'): illegal_discard; the discard stands and the count follows it",
         "gioco", lambda tot, win, g, dtr, tr: 0 < dtr < 18, fixed=("KS",), bad_disc="KS")


def f15():
    h1 = ["T%d" % n for n in range(20, 2, -1)]  # T20 .. T3: 18 trumps
    rest = [c for c in deck() if c not in h1]
    w = ["T2", "T1", "T0", "MATTO", "6S", "7S", "6B", "7B"]
    suits = [c for c in rest if c not in w]
    assert len(suits) == 36
    h0, h2 = suits[:18], suits[18:]
    terz("15-terz-gioco-all-tricks-40.json",
         "gioco, no exchange: the declarer holds T20..T3 and wins every trick: 40 game points, no count",
         "gioco", lambda *a: True, hands=[h0, h1, h2], wid=w)


if __name__ == "__main__":
    for f in os.listdir(OUT):
        if f.endswith(".json"):
            os.remove(os.path.join(OUT, f))
    d0, d1 = f01()
    f02(d0, d1)
    for fn in (f03, f04, f05, f06t, f07t, f08, f09, f10, f11t, f12, f13, f14, f15):
        fn()
    with open(os.path.join(OUT, "_figures.txt"), "w") as fh:
        fh.write("\n".join(FIG) + "\n")
