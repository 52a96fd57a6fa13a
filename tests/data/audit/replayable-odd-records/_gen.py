"""Blind generator for audit round replayable-odd-records (no import from validator).

Odd but replayable records: acts of the wrong size, a bid outside its range, a payment split
between the same two parties, events by a seat that sits out, a play after the last trick,
scores for parties the deal does not have.  Usage: python _gen.py [seed]
"""

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).parent
FMT = "trick-transcript/1"


def write(name, game, players, deals, rules=None, start=None):
    doc = {"format": FMT, "game": game}
    if rules is not None:
        doc["rules"] = rules
    doc["players"] = players
    if start is not None:
        doc["start"] = start
    doc["meta"] = {"audit": "replayable-odd-records", "file": name}
    doc["deals"] = deals
    (OUT / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


# ---------------------------------------------------------------- Rage
RAGE_COLOURS = "RBGYPO"
RAGE_DECK = [c + str(v) for c in RAGE_COLOURS for v in range(16)] + (
    ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
)


def rage_round10(rng, hands):
    """Last round (1 card each); the stock is every other card, first a colour card R0."""
    rest = list(RAGE_DECK)
    for h in hands:
        for c in h:
            rest.remove(c)
    rest.remove("R0")
    rng.shuffle(rest)
    return ["R0"] + rest  # trump red; no red card dealt


def rage_files(rng):
    players = ["Anička", "Bohouš", "Katka"]
    hands = [["Y9"], ["G3"], ["Y12"]]
    # dealer 2: seat 0 (left of dealer) bids first and leads.  Y9, G3 (void in yellow), Y12:
    # seat 2 wins with Y12 (no trump, no action card).
    plays = [
        {"type": "play", "seat": 0, "card": "Y9"},
        {"type": "play", "seat": 1, "card": "G3"},
        {"type": "play", "seat": 2, "card": "Y12"},
    ]

    def deal(bids, extra=(), scores=None):
        ev = [{"type": "bid", "seat": s, "bid": b} for s, b in bids]
        ev += plays + list(extra)
        for p, pts in scores or []:
            ev.append({"type": "score", "party": p, "points": pts})
        return {"dealer": 2, "hands": hands, "talon": rage_round10(rng, hands), "events": ev}

    start = {"round": 10, "totals": [0, 0, 0]}
    # 01: seat 1 bids 2 with one card.  Tricks 0,0,1.  Scores: seat0 bid 0 won 0 -> 0+10=10;
    # seat1 bid 2 won 0 -> 0-5=-5; seat2 bid 1 won 1 -> 1+10=11.
    write(
        "01-rage-bid-two-with-one-card.json",
        "rage",
        players,
        [deal([(0, 0), (1, 2), (2, 1)], scores=[(0, 10), (1, -5), (2, 11)])],
        start=start,
    )
    # 02: seat 1 bids -1.  Same tricks; -1 is never made: 0-5=-5.
    write(
        "02-rage-bid-negative.json",
        "rage",
        players,
        [deal([(0, 0), (1, -1), (2, 1)], scores=[(0, 10), (1, -5), (2, 11)])],
        start=start,
    )
    # 03: a fourth card after the one trick of round 10 (seat 2, who won it, "leads" B5).
    write(
        "03-rage-play-after-last-trick.json",
        "rage",
        players,
        [
            deal(
                [(0, 0), (1, 0), (2, 1)],
                extra=[{"type": "play", "seat": 2, "card": "B5"}],
                scores=[(0, 10), (1, 10), (2, 11)],
            )
        ],
        start=start,
    )
    # 04: a score for seat 3 at a table of three.
    write(
        "04-rage-score-for-seat-not-at-table.json",
        "rage",
        players,
        [deal([(0, 0), (1, 0), (2, 1)], scores=[(0, 10), (1, 10), (2, 11), (3, 0)])],
        start=start,
    )


# ---------------------------------------------------------------- Danish Tarok
DK_SUITS = "HDSC"
DK_RANKS_RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
DK_RANKS_BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
DK_DECK = [r + s for s in DK_SUITS for r in (DK_RANKS_RED if s in "HD" else DK_RANKS_BLACK)]
DK_DECK += [f"T{i}" for i in range(1, 22)] + ["JOKER"]


def dk_suit(c):
    return "T" if c[0] == "T" else ("J" if c == "JOKER" else c[-1])


def dk_strength(c):
    """Higher is stronger within its suit."""
    if c[0] == "T":
        return int(c[1:])
    s = c[-1]
    order = DK_RANKS_RED if s in "HD" else DK_RANKS_BLACK
    return len(order) - order.index(c[:-1])


def dk_plain(c):
    """Cards the generator plays without side effects: no king, Pagat, Mondo, Joker, court."""
    return c not in ("T1", "T21", "JOKER") and not (c[0] in "KQNJ" and c[-1] in DK_SUITS and c != "JOKER")


def dk_legal(hand, led):
    if led is None:
        return list(hand)
    same = [c for c in hand if dk_suit(c) == led]
    if same:
        return same
    tr = [c for c in hand if dk_suit(c) == "T"]
    if tr:
        return tr
    return list(hand)


def dk_pick(hand, led):
    opts = [c for c in dk_legal(hand, led) if c != "JOKER"]
    plain = [c for c in opts if dk_plain(c)]
    pool = plain or opts
    return min(pool, key=dk_strength)


def dk_deal(rng, n_players, dealer):
    while True:
        deck = list(DK_DECK)
        rng.shuffle(deck)
        hands = [[] for _ in range(n_players)]
        active = [s for s in range(n_players) if not (n_players == 4 and s == (dealer + 2) % 4)]
        i = 0
        for s in active:
            k = 28 if s == dealer else 25
            hands[s] = deck[i : i + k]
            i += k
        # the dealer needs at least three plain pip cards to lay away
        pips = [c for c in hands[dealer] if c[0] not in "TKQNJ" and c != "JOKER"]
        if len(pips) >= 3:
            return hands, active


def dk_trick(hands, order):
    """One trick from order[0]; returns play events and removes the cards."""
    ev = []
    led = None
    for s in order:
        c = dk_pick(hands[s], led)
        if led is None:
            led = dk_suit(c)
        hands[s].remove(c)
        ev.append({"type": "play", "seat": s, "card": c})
    return ev


def danish_files(rng):
    # 05: three players, the dealer lays away two cards (the skat is three).
    hands, active = dk_deal(rng, 3, 0)
    work = [list(h) for h in hands]
    skat = [c for c in work[0] if c[0] not in "TKQNJ" and c != "JOKER"][:2]
    for c in skat:
        work[0].remove(c)
    ev = [{"type": "discard", "seat": 0, "cards": skat}]
    ev += dk_trick(work, [1, 2, 0])
    write(
        "05-danish-skat-of-two.json",
        "danish-tarok",
        ["Agnieszka", "Bartek", "Celina"],
        [{"dealer": 0, "hands": hands, "events": ev}],
    )

    # 06: four players, dealer 0, seat 2 sits out; it plays a card (one of the skat) in trick 1.
    hands, active = dk_deal(rng, 4, 0)
    work = [list(h) for h in hands]
    skat = [c for c in work[0] if c[0] not in "TKQNJ" and c != "JOKER"][:3]
    for c in skat:
        work[0].remove(c)
    ev = [{"type": "discard", "seat": 0, "cards": skat}]
    t1 = dk_trick(work, [1, 3, 0])
    ev += [t1[0], {"type": "play", "seat": 2, "card": skat[0]}] + t1[1:]
    write(
        "06-danish-sitting-out-seat-plays.json",
        "danish-tarok",
        ["Agnieszka", "Bartek", "Celina", "Dawid"],
        [{"dealer": 0, "hands": hands, "events": ev}],
    )


# ---------------------------------------------------------------- Galician Tarok
GT_DECK = [r + s for s in "HDSC" for r in "KQNJ"] + ["1H", "1D", "10S", "10C"]
GT_DECK += [f"T{i}" for i in range(1, 22)] + ["SKIZ"]


def gt_tarock(c):
    return c[0] == "T" or c == "SKIZ"


def gt_deal(rng, n_players, dealer):
    while True:
        deck = list(GT_DECK)
        rng.shuffle(deck)
        talon = deck[:6]
        hands = [[] for _ in range(n_players)]
        i = 6
        for s in range(n_players):
            if n_players == 4 and s == dealer:
                continue
            hands[s] = deck[i : i + 12]
            i += 12
        # nobody with 10+ tarocks (nothing to announce); the declarer has 4+ plain suit cards
        if all(sum(map(gt_tarock, h)) < 10 for h in hands):
            return hands, talon


def gt_plain(hand):
    return [c for c in hand if not gt_tarock(c) and c[0] != "K"]


def galician_files(rng):
    players3 = ["Adam", "Bożena", "Czesław"]
    # 07: "three" won by forehand (seat 1); he takes FOUR talon cards and lays four away.
    hands, talon = gt_deal(rng, 3, 0)
    taken = talon[:4]
    lay = gt_plain(hands[1] + taken)[:4]
    ev = [
        {"type": "bid", "seat": 1, "bid": "three"},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "take", "seat": 1, "cards": taken},
        {"type": "discard", "seat": 1, "cards": lay},
        {"type": "announce", "seat": 1, "items": []},
        {"type": "announce", "seat": 2, "items": []},
        {"type": "announce", "seat": 0, "items": []},
    ]
    write(
        "07-galician-take-four-on-a-three.json",
        "galician-tarok",
        players3,
        [{"dealer": 0, "hands": hands, "talon": talon, "events": ev}],
    )

    # 08: "three" won by forehand; he takes three and lays only two away (§12: game lost).
    hands, talon = gt_deal(rng, 3, 0)
    taken = talon[:3]
    lay = gt_plain(hands[1] + taken)[:2]
    ev = [
        {"type": "bid", "seat": 1, "bid": "three"},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "take", "seat": 1, "cards": taken},
        {"type": "discard", "seat": 1, "cards": lay},
        {"type": "announce", "seat": 1, "items": []},
        {"type": "announce", "seat": 2, "items": []},
        {"type": "announce", "seat": 0, "items": []},
    ]
    write(
        "08-galician-discard-two-after-three.json",
        "galician-tarok",
        players3,
        [{"dealer": 0, "hands": hands, "talon": talon, "events": ev}],
    )

    # 09: four players; the dealer (king, seat 0) sits out and yet passes in the auction.
    hands, talon = gt_deal(rng, 4, 0)
    taken = talon[:3]
    lay = gt_plain(hands[1] + taken)[:3]
    ev = [
        {"type": "bid", "seat": 1, "bid": "three"},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": 3, "bid": "pass"},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "take", "seat": 1, "cards": taken},
        {"type": "discard", "seat": 1, "cards": lay},
        {"type": "announce", "seat": 1, "items": []},
        {"type": "announce", "seat": 2, "items": []},
        {"type": "announce", "seat": 3, "items": []},
    ]
    write(
        "09-galician-king-bids.json",
        "galician-tarok",
        ["Adam", "Bożena", "Czesław", "Danuta"],
        [{"dealer": 0, "hands": hands, "talon": talon, "events": ev}],
    )


# ---------------------------------------------------------------- Ulti
UL_DECK = [r + s for s in "HDSC" for r in ["A", "10", "K", "Q", "J", "9", "8", "7"]]


def ulti_deal(rng):
    deck = list(UL_DECK)
    rng.shuffle(deck)
    # dealer 0; seat 1 (dealer's right, next in order of play) gets 12
    return [deck[:10], deck[10:22], deck[22:32]]


def ulti_auction(hand1, ndiscard):
    lay = sorted(hand1, key=lambda c: (c[-1] == "S", UL_DECK.index(c)))[:ndiscard]
    lay = [c for c in hand1 if c[-1] != "S"][:ndiscard]
    return [
        {"type": "discard", "seat": 1, "cards": lay},
        {"type": "bid", "seat": 1, "bid": {"goals": ["party"], "red": False}},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "bid", "seat": 1, "bid": "pass"},
        {"type": "announce", "seat": 1, "items": [{"kind": "trump", "suit": "S"}]},
        {"type": "call", "seat": 1, "call": "fold"},
    ]


def ulti_files(rng):
    players = ["Anna", "Béla", "Csilla"]
    # 10: the first bidder lays away three cards.
    hands = ulti_deal(rng)
    ev = ulti_auction(hands[1], 3)
    write(
        "10-ulti-discard-three.json",
        "ulti",
        players,
        [{"dealer": 0, "hands": hands, "events": ev}],
        rules={"preset": "standard"},
    )
    # 11: party folded: 2 to each defender; seat 1 pays seat 0 in two payments of 1.
    hands = ulti_deal(rng)
    ev = ulti_auction(hands[1], 2) + [
        {"type": "payment", "from": 1, "to": 0, "amount": 1, "reason": "fold"},
        {"type": "payment", "from": 1, "to": 0, "amount": 1, "reason": "fold"},
        {"type": "payment", "from": 1, "to": 2, "amount": 2, "reason": "fold"},
    ]
    write(
        "11-ulti-fold-paid-in-two-parts.json",
        "ulti",
        players,
        [{"dealer": 0, "hands": hands, "events": ev}],
        rules={"preset": "standard"},
    )
    # 12: party folded; the payment to seat 0 is written twice (4 instead of 2).
    hands = ulti_deal(rng)
    ev = ulti_auction(hands[1], 2) + [
        {"type": "payment", "from": 1, "to": 0, "amount": 2, "reason": "fold"},
        {"type": "payment", "from": 1, "to": 2, "amount": 2, "reason": "fold"},
        {"type": "payment", "from": 1, "to": 0, "amount": 2, "reason": "fold"},
    ]
    write(
        "12-ulti-fold-payment-written-twice.json",
        "ulti",
        players,
        [{"dealer": 0, "hands": hands, "events": ev}],
        rules={"preset": "standard"},
    )


# ---------------------------------------------------------------- Tarocchini
TC_DECK = [r + s for s in "SB" for r in ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]]
TC_DECK += [r + s for s in "CD" for r in ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]]
TC_DECK += [f"T{i}" for i in range(21)] + ["MATTO"]


def tc_pip(c):
    return c[0] in "16789" and c[-1] in "SBCD"


def tc_deal(rng, sizes, widow):
    while True:
        deck = list(TC_DECK)
        rng.shuffle(deck)
        hands, i = [], 0
        for k in sizes:
            hands.append(deck[i : i + k])
            i += k
        rest = deck[i : i + widow]
        if all(sum(map(tc_pip, h)) >= 3 for h in hands) and (widow == 0 or sum(map(tc_pip, rest)) >= 3):
            return hands, rest


def tarocchini_files(rng):
    # 13: Ottocento, dealer 3 (17 cards) lays away three pip cards instead of two.
    hands, _ = tc_deal(rng, [15, 15, 15, 17], 0)
    lay = [c for c in hands[3] if tc_pip(c)][:3]
    write(
        "13-ottocento-dealer-lays-away-three.json",
        "tarocchini-ottocento",
        ["Anna", "Bruno", "Carla", "Dario"],
        [{"dealer": 3, "hands": hands, "events": [{"type": "discard", "seat": 3, "cards": lay}]}],
    )

    players = ["Elena", "Franco", "Giulia"]
    # 14: Terziglio (widow 8), seat 1 bids gioco, takes three widow cards and lays away two.
    hands, widow = tc_deal(rng, [18, 18, 18], 8)
    take = [c for c in widow if tc_pip(c)][:3]
    lay = [c for c in hands[1] if tc_pip(c)][:2]
    ev = [
        {"type": "bid", "seat": 1, "bid": "gioco"},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "take", "seat": 1, "cards": take},
        {"type": "discard", "seat": 1, "cards": lay},
    ]
    write(
        "14-terziglio-take-three-lay-two.json",
        "tarocchini-terziglio",
        players,
        [{"dealer": 0, "hands": hands, "talon": widow, "events": ev}],
    )
    # 15: Terziglio, a correct exchange of two, then a score for team0 (no teams at three).
    hands, widow = tc_deal(rng, [18, 18, 18], 8)
    take = [c for c in widow if tc_pip(c)][:2]
    lay = [c for c in hands[1] if tc_pip(c)][:2]
    ev = [
        {"type": "bid", "seat": 1, "bid": "gioco"},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "take", "seat": 1, "cards": take},
        {"type": "discard", "seat": 1, "cards": lay},
        {"type": "score", "party": "team0", "points": 0},
    ]
    write(
        "15-terziglio-score-for-team0.json",
        "tarocchini-terziglio",
        players,
        [{"dealer": 0, "hands": hands, "talon": widow, "events": ev}],
    )


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 20261130
    rng = random.Random(seed)
    rage_files(rng)
    danish_files(rng)
    galician_files(rng)
    ulti_files(rng)
    tarocchini_files(rng)


if __name__ == "__main__":
    main()
