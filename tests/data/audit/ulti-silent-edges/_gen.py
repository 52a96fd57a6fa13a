"""Blind generator for the ulti-silent-edges audit round (no validator import).

Writes 15 transcripts NN-desc.json into this directory: clean bases for the silent (csendes)
bonuses and single-edit variants (one payment or one score changed), each isolating one rule.

Seats: dealer 0, first bidder (declarer) 1 (the dealer's right = next in order of play),
defenders 2 and 0. Every scenario is found by a seeded search over deals and random legal play
(follow suit, else trump, and always beat the card winning so far where the rule allows).

Usage: python _gen.py [SEED]
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).parent
SUITS = "HDSC"
RANKS = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # trump order, high -> low
DECK = [r + s for s in SUITS for r in RANKS]
DEALER, DECL = 0, 1
DEFS = (2, 0)


def rank(c: str) -> str:
    return c[:-1]


def suit(c: str) -> str:
    return c[-1]


def strength(c: str) -> int:
    return 8 - RANKS.index(rank(c))


def pts(c: str) -> int:
    return 10 if rank(c) in ("A", "10") else 0


def beats(c: str, best: str, led: str, trump: str) -> bool:
    if suit(c) == suit(best):
        return strength(c) > strength(best)
    return suit(c) == trump


def winner_index(cards: list[str], trump: str) -> int:
    best = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[best], suit(cards[0]), trump):
            best = i
    return best


def legal(hand: list[str], trick: list[str], trump: str) -> list[str]:
    if not trick:
        return list(hand)
    led = suit(trick[0])
    best = trick[winner_index(trick, trump)]
    same = [c for c in hand if suit(c) == led]
    if same:
        pool = same
    else:
        pool = [c for c in hand if suit(c) == trump] or list(hand)
    better = [c for c in pool if beats(c, best, led, trump)]
    return better or pool


def marriages(hand: list[str], trump: str) -> list[int]:
    out = []
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    return sorted(out, reverse=True)


def play_deal(rng, hands, trump, hold7, marriages_ok):
    """hands: seat -> 10 cards after the discard. Returns the trick list and per-seat data."""
    hands = {s: list(h) for s, h in hands.items()}
    seven = "7" + trump
    mar = {s: (marriages(hands[s], trump) if marriages_ok else []) for s in hands}
    leader = DECL
    tricks = []
    for t in range(10):
        trick, seats = [], []
        for k in range(3):
            s = (leader + k) % 3
            opts = legal(hands[s], trick, trump)
            if s in hold7 and t < 9 and len(opts) > 1 and seven in opts:
                opts = [c for c in opts if c != seven]
            c = rng.choice(opts)
            hands[s].remove(c)
            trick.append(c)
            seats.append(s)
        w = seats[winner_index(trick, trump)]
        tricks.append((seats, trick, w))
        leader = w
    return tricks, mar


def analyse(tricks, mar, discard, trump):
    cp = {0: 0, 1: 0, 2: 0}
    ntr = {0: 0, 1: 0, 2: 0}
    for i, (seats, trick, w) in enumerate(tricks):
        cp[w] += sum(pts(c) for c in trick) + (10 if i == 9 else 0)
        ntr[w] += 1
    decl = cp[DECL] + sum(mar[DECL])
    defs = cp[0] + cp[2] + sum(mar[0]) + sum(mar[2]) + sum(pts(c) for c in discard)
    seats, trick, w = tricks[9]
    seven = "7" + trump
    last7 = None
    if seven in trick:
        holder = seats[trick.index(seven)]
        last7 = (holder, w == holder)
    return {"decl": decl, "defs": defs, "decl_tricks": ntr[DECL], "last7": last7}


def search(rng, sc):
    fixed = sc.get("fixed", {})
    for _ in range(400000):
        rest = [c for c in DECK if all(c not in v for v in fixed.values())]
        rng.shuffle(rest)
        hands = {}
        for s, n in ((1, 12), (2, 10), (0, 10)):
            h = list(fixed.get(s, []))
            while len(h) < n:
                h.append(rest.pop())
            hands[s] = h
        trump = sc["trump"]
        # declarer discards two zero-point cards that break no marriage and are not the trump 7
        cand = [
            c
            for c in hands[1]
            if pts(c) == 0
            and c != "7" + trump
            and c not in sc.get("keep", [])
            and not (rank(c) in "KQ" and ("K" + suit(c) in hands[1] and "Q" + suit(c) in hands[1]))
        ]
        if len(cand) < 2:
            continue
        discard = rng.sample(cand, 2)
        after = {s: [c for c in hands[s] if c not in discard] if s == 1 else hands[s] for s in hands}
        if sc.get("pre") and not sc["pre"](after, trump):
            continue
        for _try in range(30):
            tricks, mar = play_deal(rng, after, trump, sc.get("hold7", set()), sc["marriages_ok"])
            a = analyse(tricks, mar, discard, trump)
            if sc["cond"](a, mar):
                return hands, discard, tricks, mar, a
    raise SystemExit("no deal found for " + sc["name"])


def build(sc, hands, discard, tricks, mar):
    ev = [
        {"type": "discard", "seat": 1, "cards": discard},
        {"type": "bid", "seat": 1, "bid": {"goals": sc["goals"], "red": sc["red"]}},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "bid", "seat": 1, "bid": "pass"},
    ]
    if not sc["red"]:
        ev.append({"type": "announce", "seat": 1, "items": [{"kind": "trump", "suit": sc["trump"]}]})
    for i, (seats, trick, _w) in enumerate(tricks):
        for s, c in zip(seats, trick):
            if i == 0:
                if mar[s]:
                    ev.append({"type": "declare", "seat": s, "items": [{"kind": "marriage", "points": p} for p in mar[s]]})
                for dbl in sc.get("doubles", []):
                    if dbl["seat"] == s:
                        ev.append({"type": "double", **dbl})
            ev.append({"type": "play", "seat": s, "card": c})
    return ev


def settle_lines(sc, a):
    return sc["settle"](a)


def main(seed: int) -> None:
    rng = random.Random(seed)
    nd = lambda a: a["decl"] < 100 and a["defs"] < 100  # noqa: E731
    party_won = lambda a: a["decl"] > a["defs"] and a["decl_tricks"] >= 1  # noqa: E731
    some = lambda a: 1 <= a["decl_tricks"] <= 9  # noqa: E731
    P = lambda f, t, amt, r: {"type": "payment", "from": f, "to": t, "amount": amt, "reason": r}  # noqa: E731
    S = lambda p, pts_: {"type": "score", "party": p, "points": pts_}  # noqa: E731

    scenarios = [
        {
            "name": "contra-party-declarer-silent-40-100",
            "desc": "Spades party, contra on party by seat 2. Declarer takes 100+ with his trump 40: the silent 100 (2) replaces the party; the contra on party does not double it (rules default silent_bonus_contra false). Each defender pays 2.",
            "trump": "S",
            "red": False,
            "goals": ["party"],
            "fixed": {1: ["KS", "QS", "AS", "10S", "AH", "AD"]},
            "keep": ["KS", "QS"],
            "marriages_ok": True,
            "doubles": [{"seat": 2, "target": "party", "level": 2}],
            "cond": lambda a, m: a["decl"] >= 100 and 40 in m[1] and party_won(a) and some(a) and a["last7"] is None,
            "settle": lambda a: [P(2, 1, 2, "silent-100"), P(0, 1, 2, "silent-100")],
            "variants": [("contra-doubles-silent-100", 0, 4, "wrong_payment",
                          "silent-100 from seat 2 written 4 (contra on party applied to the silent 100)")],
        },
        {
            "name": "red-party-defenders-silent-20-100",
            "desc": "Red party; the defenders take 100+ counting their 20s: declarer loses the party and the defenders' silent 100, doubled for red (4), replaces the red party (2). Declarer pays each defender 4.",
            "trump": "H",
            "red": True,
            "goals": ["party"],
            "fixed": {2: ["KD", "QD", "AD", "10D", "AC"], 0: ["KC", "QC", "AS", "10S", "10C"]},
            "marriages_ok": True,
            "cond": lambda a, m: a["defs"] >= 100 and some(a) and a["last7"] is None and not m[1],
            "settle": lambda a: [P(1, 2, 4, "silent-100"), P(1, 0, 4, "silent-100")],
            "variants": [("silent-100-not-doubled", 1, 2, "wrong_payment",
                          "declarer pays seat 0 2 (red doubling left off the silent 100)")],
        },
        {
            "name": "red-party-silent-ulti-won-scores",
            "desc": "Red party won; declarer wins the last trick with 7H: red party 2 + red silent ulti 4 = 6 from each defender. Written as scores: +12, -6, -6.",
            "trump": "H",
            "red": True,
            "goals": ["party"],
            "fixed": {1: ["7H", "AH", "10H", "KH", "JH"]},
            "hold7": {1},
            "marriages_ok": True,
            "cond": lambda a, m: nd(a) and party_won(a) and some(a) and a["last7"] == (1, True),
            "settle": lambda a: [S(1, 12), S(2, -6), S(0, -6)],
            "variants": [("silent-ulti-undoubled-score", 0, 8, "wrong_score",
                          "declarer's score written 8 (silent ulti counted 2, not doubled for red)")],
        },
        {
            "name": "defender-silent-ulti-failed",
            "desc": "Acorns party won by declarer. Seat 2 plays 7C in the last trick and loses: seat 2 pays 4 to the declarer AND 4 to the other defender (the failed silent ulti is settled between the failer and both others).",
            "trump": "C",
            "red": False,
            "goals": ["party"],
            "fixed": {2: ["7C"], 1: ["AC", "10C", "KC", "AH"]},
            "hold7": {2},
            "marriages_ok": True,
            "cond": lambda a, m: nd(a) and party_won(a) and some(a) and a["last7"] == (2, False),
            "settle": lambda a: [
                P(2, 1, 1, "party"),
                P(0, 1, 1, "party"),
                P(2, 1, 4, "silent-ulti"),
                P(2, 0, 4, "silent-ulti"),
            ],
            "variants": [("defender-to-defender-line-missing", 3, None, "missing_payment",
                          "the failer's 4 to the other defender left out")],
        },
        {
            "name": "red-declarer-silent-ulti-failed",
            "desc": "Red party won by declarer, who plays 7H in the last trick and loses: failed silent ulti 4, doubled for red, 8 to each defender; red party 2 from each defender.",
            "trump": "H",
            "red": True,
            "goals": ["party"],
            "fixed": {1: ["7H", "AH", "10H", "AS", "AC"]},
            "hold7": {1},
            "marriages_ok": True,
            "cond": lambda a, m: nd(a) and party_won(a) and some(a) and a["last7"] == (1, False),
            "settle": lambda a: [
                P(2, 1, 2, "party"),
                P(0, 1, 2, "party"),
                P(1, 2, 8, "silent-ulti"),
                P(1, 0, 8, "silent-ulti"),
            ],
            "variants": [],
        },
        {
            "name": "contra-ulti-failed-defenders-silent-100",
            "desc": "Leaves ulti, contra on ulti by seat 2. Declarer's 7S loses the last trick; defenders take 100+ with marriages. Declarer pays each defender: silent 100 2 (replaces the lost party), ulti 4x2=8, ulti penalty 4 (contra does not double the penalty).",
            "trump": "S",
            "red": False,
            "goals": ["ulti"],
            "fixed": {1: ["7S"], 2: ["KH", "QH", "AH", "10H"], 0: ["KC", "QC", "AC", "10C"]},
            "hold7": {1},
            "marriages_ok": True,
            "doubles": [{"seat": 2, "target": "ulti", "level": 2}],
            "cond": lambda a, m: a["defs"] >= 100 and a["last7"] == (1, False) and a["decl_tricks"] >= 1,
            "settle": lambda a: [
                P(1, 2, 2, "silent-100"),
                P(1, 0, 2, "silent-100"),
                P(1, 2, 8, "ulti"),
                P(1, 0, 8, "ulti"),
                P(1, 2, 4, "ulti-penalty"),
                P(1, 0, 4, "ulti-penalty"),
            ],
            "variants": [("penalty-doubled-by-contra", 4, 8, "wrong_payment",
                          "ulti-penalty to seat 2 written 8 (contra applied to the penalty)")],
        },
        {
            "name": "contra-durchmarsch-silent-ulti",
            "desc": "Bells durchmarsch, contra on durchmarsch by seat 0. Declarer wins all ten tricks, the last with 7D: durchmarsch 6x2=12 and silent ulti 2 (undoubled: the contra is on durchmarsch) from each defender.",
            "trump": "D",
            "red": False,
            "goals": ["durchmarsch"],
            "fixed": {1: ["AD", "10D", "KD", "JD", "9D", "8D", "7D", "AS", "AC", "AH"]},
            "hold7": {1},
            "marriages_ok": False,
            "doubles": [{"seat": 0, "target": "durchmarsch", "level": 2}],
            "pre": lambda h, t: not marriages(h[1], t),
            "cond": lambda a, m: a["decl_tricks"] == 10 and a["last7"] == (1, True),
            "settle": lambda a: [
                P(2, 1, 12, "durchmarsch"),
                P(0, 1, 12, "durchmarsch"),
                P(2, 1, 2, "silent-ulti"),
                P(0, 1, 2, "silent-ulti"),
            ],
            "variants": [("silent-ulti-doubled-by-contra", 3, 4, "wrong_payment",
                          "silent ulti from seat 0 written 4 (contra on durchmarsch applied to the silent ulti)")],
        },
        {
            "name": "red-party-silent-durchmarsch",
            "desc": "Red party; declarer (no marriage) wins all ten tricks, 7H not in the last trick: red party 2 + silent durchmarsch 3x2=6 from each defender.",
            "trump": "H",
            "red": True,
            "goals": ["party"],
            "fixed": {1: ["AH", "10H", "KH", "JH", "9H", "8H", "AS", "AC", "AD", "10S"]},
            "marriages_ok": True,
            "pre": lambda h, t: not marriages(h[1], t),
            "cond": lambda a, m: a["decl_tricks"] == 10 and a["last7"] is None and a["decl"] < 100,
            "settle": lambda a: [
                P(2, 1, 2, "party"),
                P(0, 1, 2, "party"),
                P(2, 1, 6, "silent-durchmarsch"),
                P(0, 1, 6, "silent-durchmarsch"),
            ],
            "variants": [("silent-durchmarsch-undoubled", 3, 3, "wrong_payment",
                          "silent durchmarsch from seat 0 written 3 (red doubling left off)")],
        },
    ]

    files = []
    n = 1
    for sc in scenarios:
        hands, discard, tricks, mar, a = search(rng, sc)
        ev = build(sc, hands, discard, tricks, mar)
        first_settle = len(ev)
        ev += settle_lines(sc, a)
        deal = {"dealer": DEALER, "hands": [hands[0], hands[1], hands[2]], "events": ev}
        base = {
            "format": "trick-transcript/1",
            "game": "ulti",
            "rules": {"preset": "standard"},
            "players": ["Anna", "Béla", "Csilla"],
            "meta": {"description": sc["desc"], "analysis": a, "marriages": {str(k): v for k, v in mar.items()}},
            "deals": [deal],
        }
        files.append((f"{n:02d}-{sc['name']}.json", base, []))
        n += 1
        for vname, k, amt, code, why in sc["variants"]:
            v = json.loads(json.dumps(base))
            evs = v["deals"][0]["events"]
            idx = first_settle + k
            if amt is None:
                del evs[idx]
                exp = [(0, None, code)]
            elif evs[idx]["type"] == "payment":
                evs[idx]["amount"] = amt
                exp = [(0, idx, code)]
            else:
                evs[idx]["points"] = amt
                exp = [(0, idx, code)]
            v["meta"]["description"] = "Variant of " + files[-1][0] + ": " + why + "."
            files.append((f"{n:02d}-{sc['name']}--{vname}.json", v, exp))
            n += 1
    for f in OUT.glob("[0-9][0-9]-*.json"):
        f.unlink()
    for name, doc, exp in files:
        doc["meta"]["expected"] = [list(e) for e in exp]
        (OUT / name).write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n")
        print(name, exp, doc["meta"]["analysis"], "settle starts at", end=" ")
        evs = doc["deals"][0]["events"]
        print([i for i, e in enumerate(evs) if e["type"] in ("payment", "score")][:1])


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20261)
