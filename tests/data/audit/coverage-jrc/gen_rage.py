"""Rage transcripts of the coverage-jrc round. Run: python3 gen_rage.py > gen_rage.out
(model: rage_model.py, copied from rage-spec7; the small rounds are built by hand)."""

from __future__ import annotations

import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rage_model as M  # noqa: E402

OUT = os.path.dirname(os.path.abspath(__file__))
NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "František"]


def dump(fname, t):
    with open(os.path.join(OUT, fname), "w", encoding="utf-8") as f:
        json.dump(t, f, ensure_ascii=False, indent=1)
        f.write("\n")


def stock_after(hands, top, seed):
    """The whole stock: `top` first, then every card not dealt and not in top, shuffled."""
    rest = M.deck()
    for h in hands:
        for c in h:
            rest.remove(c)
    for c in top:
        rest.remove(c)
    random.Random(seed).shuffle(rest)
    return list(top) + rest


def play(s, c, named=None):
    e = {"type": "play", "seat": s, "card": c}
    if named:
        e["named"] = named
    return e


def doc(n, opts, deals, start=None, meta=None):
    t = {"format": "trick-transcript/1", "game": "rage", "rules": dict(opts), "players": NAMES[:n]}
    if start:
        t["start"] = start
    t["meta"] = meta or {}
    t["deals"] = deals
    return t


def sheet(n, scores, prev):
    ev = [{"type": "score", "party": s, "points": scores[s]} for s in range(n)]
    tot = [prev[s] + scores[s] for s in range(n)]
    ev += [{"type": "total", "party": s, "points": tot[s]} for s in range(n)]
    return ev, tot


def show(name, t):
    print("==", name)
    for di, d in enumerate(t["deals"]):
        for i, e in enumerate(d["events"]):
            if e["type"] != "play":
                print("   ", di, i, json.dumps(e, ensure_ascii=False))


# ---------------------------------------------------------------- 41 two jokers naming one colour: the later wins
def r41():
    for seed in range(100000):
        rng = random.Random(seed)
        try:
            D = M.play_deal(5, 10, 4, rng, {})
        except RuntimeError:
            continue
        for plays, w, tr in D.tricks_detail:
            wild = [(s, nm) for s, c, nm in plays if c == "WILD"]
            if len(wild) == 2 and wild[0][1] == wild[1][1] and w == wild[1][0]:
                break
        else:
            continue
        break
    start = {"totals": [0] * 5}
    ev = [{"type": "bid", "seat": s, "bid": D.bids[s]} for s in D.bid_order]
    ev += [play(s, c, nm) for s, c, nm in D.plays]
    sh, tot = sheet(5, D.scores, [0] * 5)
    t = doc(5, {"preset": "standard"}, [{"dealer": 4, "hands": D.hands, "talon": D.talon, "events": ev + sh}],
            meta={"note": "two jokers name the same colour in one trick: the second is stronger "
                          "(Jsou-li oba žolíci použiti v témže štychu za stejnou barvu, je druhý žolík silnější)"})
    dump("41-two-jokers-same-colour.json", t)
    show("41 seed %d trumps %s bids %s tricks %s scores %s" % (seed, D.trumps, D.bids, D.tricks, D.scores), t)
    for k, (plays, w, tr) in enumerate(D.tricks_detail):
        if sum(1 for _, c, _ in plays if c == "WILD") == 2:
            print("    trick", k, plays, "winner", w, "trump", tr)
    del start


# ---------------------------------------------------------------- 42 last round: a trick of action cards only; durch on
def r42():
    hands = [["CHANGE"], ["PLUS5"], ["MINUS5"]]
    talon = stock_after(hands, ["NOTRUMP", "Y6", "G9"], 42)
    # dealer 0: Bohouš (1) bids first and leads; trump: NOTRUMP turned, skipped, Y6 -> yellow
    ev = [{"type": "bid", "seat": 1, "bid": 1}, {"type": "bid", "seat": 2, "bid": 0},
          {"type": "bid", "seat": 0, "bid": 0}]
    ev += [play(1, "PLUS5"), play(2, "MINUS5"), play(0, "CHANGE")]
    # Bohouš wins (first card of a trick of action cards only): 1 trick + 5 - 5 + 10 = 11, not 2 a trick
    # (Durch not in the last round); Katka 0 + 10; Anička 0 + 10
    prev = [31, 18, 40]
    sh, tot = sheet(3, [10, 11, 10], prev)
    t = doc(3, {"preset": "standard", "durch": True},
            [{"dealer": 0, "hands": hands, "talon": talon, "events": ev + sh}],
            start={"round": 10, "totals": prev},
            meta={"note": "round 10 (one card): the turned NOTRUMP is passed over (yellow trump); the only "
                          "trick holds PLUS5, MINUS5, CHANGE, no joker: the first card wins it; Durch does not "
                          "apply in the last round"})
    dump("42-last-round-action-only-trick.json", t)
    show("42", t)


# ---------------------------------------------------------------- 43 Durch in a two-card round
def r43():
    hands = [["Y2", "O7"], ["G15", "G14"], ["R3", "B4"]]
    talon = stock_after(hands, ["G5"], 43)
    ev = [{"type": "bid", "seat": 1, "bid": 2}, {"type": "bid", "seat": 2, "bid": 0},
          {"type": "bid", "seat": 0, "bid": 0}]
    ev += [play(1, "G15"), play(2, "R3"), play(0, "Y2"), play(1, "G14"), play(2, "B4"), play(0, "O7")]
    prev = [12, 25, 7]
    sh, tot = sheet(3, [10, 14, 10], prev)
    t = doc(3, {"preset": "standard", "durch": True},
            [{"dealer": 0, "hands": hands, "talon": talon, "events": ev + sh}],
            start={"round": 9, "totals": prev},
            meta={"note": "round 9 (two cards), Durch: Bohouš takes both tricks: 2 a trick + 10 = 14"})
    dump("43-durch-two-card-round.json", t)
    show("43", t)


# ---------------------------------------------------------------- 44 NOTRUMP after a trump in the trick; next trump turned after it
def r44():
    hands = [["NOTRUMP", "G12", "R2"], ["Y8", "G10", "R5"], ["R4", "B1", "R7"]]
    talon = stock_after(hands, ["R9", "B2"], 44)
    ev = [{"type": "bid", "seat": 1, "bid": 1}, {"type": "bid", "seat": 2, "bid": 1},
          {"type": "bid", "seat": 0, "bid": 0}]
    ev += [play(1, "Y8"), play(2, "R4"), play(0, "NOTRUMP"),  # trumpless: Y8 wins (the source's example)
           play(1, "G10"), play(2, "B1"), play(0, "G12"),  # B2 turned after trick 1: blue trumps, B1 wins
           play(2, "R7"), play(0, "R2"), play(1, "R5")]  # red is plain now: R7 wins
    prev = [5, 9, 14]
    sh, tot = sheet(3, [10, 11, -3], prev)
    t = doc(3, {"preset": "standard"}, [{"dealer": 0, "hands": hands, "talon": talon, "events": ev + sh}],
            start={"round": 8, "totals": prev},
            meta={"note": "red trumps; trick 1 Y8, R4 (trump), NOTRUMP: trumpless, Y8 wins; after it B2 is "
                          "turned: blue trumps for the rest of the round"})
    dump("44-notrump-after-trump-then-new-trump.json", t)
    show("44", t)


# ---------------------------------------------------------------- 45 CHANGE makes the earlier trump plain in the same trick
def r45():
    hands = [["CHANGE", "Y7"], ["G5", "B2"], ["R9", "Y3"]]
    talon = stock_after(hands, ["R3", "B6"], 45)
    ev = [{"type": "bid", "seat": 1, "bid": 2}, {"type": "bid", "seat": 2, "bid": 0},
          {"type": "bid", "seat": 0, "bid": 1}]
    ev += [play(1, "G5"), play(2, "R9"), play(0, "CHANGE"),  # B6 turned: blue trump now, R9 plain: G5 wins
           play(1, "B2"), play(2, "Y3"), play(0, "Y7")]
    prev = [0, 0, 0]
    sh, tot = sheet(3, [-5, 12, 10], prev)
    t = doc(3, {"preset": "standard"}, [{"dealer": 0, "hands": hands, "talon": talon, "events": ev + sh}],
            start={"round": 9, "totals": prev},
            meta={"note": "red trumps; G5 led, R9 trumps, CHANGE turns B6: blue is trump for this trick too "
                          "(Dosavadní barva už tedy nemá sílu trumfu ani v tomto štychu): G5 wins"})
    dump("45-change-unmakes-earlier-trump.json", t)
    show("45", t)


# ---------------------------------------------------------------- 46 plus/minus one: the dealer's bid makes the sum
def r46():
    opts = {"preset": "standard", "plus_minus_one": True}
    for seed in range(1000):
        rng = random.Random(4600 + seed)
        try:
            D = M.play_deal(4, 10, 3, rng, opts, {"bids": {(0, 0): 3, (0, 1): 2, (0, 2): 1, (0, 3): 4}})
        except RuntimeError:
            continue
        break
    ev = [{"type": "bid", "seat": s, "bid": D.bids[s]} for s in D.bid_order]
    bad = len(ev) - 1
    ev += [play(s, c, nm) for s, c, nm in D.plays]
    sh, tot = sheet(4, D.scores, [0] * 4)
    t = doc(4, opts, [{"dealer": 3, "hands": D.hands, "talon": D.talon, "events": ev + sh}],
            meta={"note": "Plus/mínus jedna: Dalibor (dealer, bids last) bids 4 after 3 + 2 + 1: the bids add up to 10"})
    dump("46-plus-minus-one-dealer.json", t)
    show("46 seed %d bids %s order %s tricks %s scores %s fault event %d" % (seed, D.bids, D.bid_order, D.tricks,
                                                                            D.scores, bad), t)


# ---------------------------------------------------------------- 47 action cards turned for trump are passed over
def r47():
    for seed in range(1000):
        rng = random.Random(4700 + seed)
        d = M.deck()
        rng.shuffle(d)
        hands = [d[i * 7:(i + 1) * 7] for i in range(4)]
        talon = d[28:]
        acts = [c for c in talon if not M.is_colour(c)][:2]
        for a in acts:
            talon.remove(a)
        talon = acts + talon
        try:
            D = M.play_from(4, 7, 1, hands, talon, rng, {}, {}, 0)
        except RuntimeError:
            continue
        break
    ev = [{"type": "bid", "seat": s, "bid": D.bids[s]} for s in D.bid_order]
    ev += [play(s, c, nm) for s, c, nm in D.plays]
    prev = [44, 30, 51, 27]
    sh, tot = sheet(4, D.scores, prev)
    t = doc(4, {"preset": "standard"}, [{"dealer": 1, "hands": D.hands, "talon": D.talon, "events": ev + sh}],
            start={"round": 4, "totals": prev},
            meta={"note": "round 4 (seven cards): the stock's first two cards are action cards, passed over until "
                          "a colour card shows (otáčejí se další karty z balíčku)"})
    dump("47-trump-turn-skips-action-cards.json", t)
    show("47 seed %d talon top %s trumps %s bids %s tricks %s scores %s" % (seed, D.talon[:4], D.trumps, D.bids,
                                                                           D.tricks, D.scores), t)


for f in (r41, r42, r43, r44, r45, r46, r47):
    f()
