"""Blind generator for the one-slip-acts audit round (no import from validator).

Each transcript is a legal deal (hands, acts, play) with ONE recording slip in a non-play act:
a take / discard written for the wrong seat, an announcement written for the wrong seat, a
discard's cards in another order or with one code mistyped, a Danish forced skat without its
`shown` flag, a redeal call written for the wrong seat.  Written from the sources in
/work/shared/seeds and the format spec only.  Usage: python _gen.py [SEED]
"""

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent
SEED = int(sys.argv[1]) if len(sys.argv) > 1 else 7
EXPECTED: dict[str, list] = {}


def write(name, doc, expected, note):
    doc["meta"] = {"round": "one-slip-acts", "expected": expected, "note": note}
    (OUT / name).write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n")
    EXPECTED[name] = expected


# ----------------------------------------------------------------------------- generic trick play
def play_deal(hands, leader, ntricks, legal, winner, choose, n):
    """Play ntricks tricks; returns (events, tricks) with tricks as [(seat, card), ...]."""
    hands = [list(h) for h in hands]
    events, tricks = [], []
    for t in range(ntricks):
        trick = []
        seat = leader
        for _ in range(n):
            opts = legal(hands[seat], trick, t)
            card = choose(seat, hands[seat], trick, opts, t)
            assert card in opts, (card, opts)
            hands[seat].remove(card)
            trick.append((seat, card))
            events.append({"type": "play", "seat": seat, "card": card})
            seat = (seat + 1) % n
        leader = winner(trick)
        tricks.append(trick)
    assert all(not h for h in hands), hands
    return events, tricks


def rpick(rng):
    def pick(seat, hand, trick, opts, t):
        return rng.choice(opts)

    return pick


# ----------------------------------------------------------------------------- Ulti
U_SUITS = "HDSC"
U_TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # trump games: every suit
U_DECK = [r + s for s in U_SUITS for r in U_TRUMP_ORDER]


def u_suit(c):
    return c[-1]


def u_rank(c):
    return 8 - U_TRUMP_ORDER.index(c[:-1])


def u_beats(a, b, led, trump):
    """True if card a beats card b (b currently winning) given the suit led."""
    if u_suit(a) == u_suit(b):
        return u_rank(a) > u_rank(b)
    return u_suit(a) == trump


def u_legal(trump):
    def legal(hand, trick, t):
        if not trick:
            return list(hand)
        led = u_suit(trick[0][1])
        cands = [c for c in hand if u_suit(c) == led]
        if not cands:
            cands = [c for c in hand if u_suit(c) == trump] or list(hand)
        best = trick[0][1]
        for _, c in trick[1:]:
            if u_beats(c, best, led, trump):
                best = c
        beat = [c for c in cands if u_beats(c, best, led, trump)]
        return beat or cands

    return legal


def u_winner(trump):
    def winner(trick):
        best = trick[0]
        for s, c in trick[1:]:
            if u_beats(c, best[1], None, trump):
                best = (s, c)
        return best[0]

    return winner


def u_points(cards):
    return sum(10 for c in cards if c[:-1] in ("A", "10"))


def ulti_deal(rng, dealer, trump, declarer_plan):
    """Random Ulti deal: hands as dealt (first bidder 12).  Returns hands."""
    deck = U_DECK[:]
    rng.shuffle(deck)
    fb = (dealer + 1) % 3
    hands = [[], [], []]
    hands[fb] = deck[:12]
    rest = deck[12:]
    others = [(fb + 1) % 3, (fb + 2) % 3]
    hands[others[0]] = rest[:10]
    hands[others[1]] = rest[10:]
    return hands


def ulti_settle(declarer, trump, tricks, discard, red):
    pts = [0, 0, 0]
    won = [0, 0, 0]
    legal_winner = u_winner(trump)
    for i, tr in enumerate(tricks):
        w = legal_winner(tr)
        won[w] += 1
        pts[w] += u_points([c for _, c in tr]) + (10 if i == 9 else 0)
    decl_pts = pts[declarer]
    def_pts = sum(pts) - decl_pts + u_points(discard)
    return decl_pts, def_pts, won


def ulti_ok(tricks, won, trump, decl_pts, def_pts, declarer):
    if max(won) == 10 or won[declarer] == 0 or decl_pts == def_pts:
        return False
    if any(c == "7" + trump for _, c in tricks[9]):  # no silent ulti / its penalty
        return False
    return True


def gen_ulti():
    players = ["Anna", "Béla", "Csilla"]

    # 01: the second bidder's take written for the dealer (who passes later in his own turn)
    for k in range(2000):
        rng = random.Random(SEED * 1000 + k)
        dealer = 0
        hands = ulti_deal(rng, dealer, "H", None)
        fb, sb = 1, 2
        h1 = hands[fb][:]
        d1 = sorted(h1, key=lambda c: (u_points([c]), u_rank(c)))[:2]
        for c in d1:
            h1.remove(c)
        h2 = hands[sb] + d1
        # declarer (seat 2) lays away two non-heart, non-point low cards
        cand = sorted([c for c in h2 if u_suit(c) != "H" and u_points([c]) == 0], key=u_rank)
        if len(cand) < 2:
            continue
        d2 = cand[:2]
        for c in d2:
            h2.remove(c)
        if sum(1 for c in h2 if u_suit(c) == "H") < 5:
            continue
        play_hands = [hands[0], h1, h2]
        pick = rpick(rng)
        pev, tricks = play_deal(play_hands, sb, 10, u_legal("H"), u_winner("H"), pick, 3)
        dp, fp, won = ulti_settle(sb, "H", tricks, d2, True)
        if not ulti_ok(tricks, won, "H", dp, fp, sb) or dp < fp:
            continue
        ev = [
            {"type": "discard", "seat": 1, "cards": d1},
            {"type": "bid", "seat": 1, "bid": {"goals": ["party"], "red": False}},
            {"type": "take", "seat": 0, "cards": d1, "note": "SLIP: Csilla's take written for Anna"},
            {"type": "discard", "seat": 2, "cards": d2},
            {"type": "bid", "seat": 2, "bid": {"goals": ["party"], "red": True}},
            {"type": "bid", "seat": 0, "bid": "pass"},
            {"type": "bid", "seat": 1, "bid": "pass"},
            {"type": "bid", "seat": 2, "bid": "pass"},
        ] + pev
        for d in (0, 1):
            ev.append({"type": "payment", "from": d, "to": 2, "amount": 2, "reason": "party"})
        doc = {
            "format": "trick-transcript/1",
            "game": "ulti",
            "rules": {"preset": "standard"},
            "players": players,
            "deals": [{"dealer": dealer, "hands": hands, "events": ev}],
        }
        write(
            "01-ulti-take-wrong-seat.json",
            doc,
            [[0, 2, "out_of_turn"]],
            f"red party won by Csilla {dp}-{fp}; 2 from each defender. Take of {d1} is Csilla's, written for Anna.",
        )
        break
    else:
        raise SystemExit("ulti 01: no deal")

    # 02: the declarer's trump announcement written for a defender
    for k in range(2000):
        rng = random.Random(SEED * 2000 + k)
        dealer = 1
        hands = ulti_deal(rng, dealer, "S", None)
        fb = 2
        trump = "S"
        h = hands[fb][:]
        cand = sorted([c for c in h if u_suit(c) != trump and u_points([c]) == 0], key=u_rank)
        if len(cand) < 2 or sum(1 for c in h if u_suit(c) == trump) < 5:
            continue
        dd = cand[:2]
        for c in dd:
            h.remove(c)
        play_hands = [hands[0], hands[1], h]
        pick = rpick(rng)
        pev, tricks = play_deal(play_hands, fb, 10, u_legal(trump), u_winner(trump), pick, 3)
        dp, fp, won = ulti_settle(fb, trump, tricks, dd, False)
        if not ulti_ok(tricks, won, trump, dp, fp, fb) or dp < fp:
            continue
        # seat 0's marriage declaration ("nothing") with its first card
        i0 = next(i for i, e in enumerate(pev) if e["seat"] == 0)
        pev.insert(i0, {"type": "declare", "seat": 0, "items": []})
        ev = [
            {"type": "discard", "seat": 2, "cards": dd},
            {"type": "bid", "seat": 2, "bid": {"goals": ["party"], "red": False}},
            {"type": "bid", "seat": 0, "bid": "pass"},
            {"type": "bid", "seat": 1, "bid": "pass"},
            {"type": "bid", "seat": 2, "bid": "pass"},
            {
                "type": "announce",
                "seat": 0,
                "items": [{"kind": "trump", "suit": trump}],
                "note": "SLIP: Csilla's trump announcement written for Anna",
            },
        ] + pev
        for d in (0, 1):
            ev.append({"type": "payment", "from": d, "to": 2, "amount": 1, "reason": "party"})
        doc = {
            "format": "trick-transcript/1",
            "game": "ulti",
            "rules": {"preset": "standard"},
            "players": players,
            "deals": [{"dealer": dealer, "hands": hands, "events": ev}],
        }
        write(
            "02-ulti-trump-announce-wrong-seat.json",
            doc,
            [[0, 5, "out_of_turn"]],
            f"party (leaves trumps) won by Csilla {dp}-{fp}; 1 from each defender.",
        )
        break
    else:
        raise SystemExit("ulti 02: no deal")

    # 03: discard written in one order, taken in the other: no fault at all
    for k in range(2000):
        rng = random.Random(SEED * 3000 + k)
        dealer = 2
        hands = ulti_deal(rng, dealer, "H", None)
        fb, sb = 0, 1
        h0 = hands[fb][:]
        d0 = sorted(h0, key=lambda c: (u_points([c]), u_rank(c)))[:2]
        for c in d0:
            h0.remove(c)
        h1 = hands[sb] + d0
        cand = sorted([c for c in h1 if u_suit(c) != "H" and u_points([c]) == 0], key=u_rank)
        if len(cand) < 2:
            continue
        d1 = cand[:2]
        for c in d1:
            h1.remove(c)
        if sum(1 for c in h1 if u_suit(c) == "H") < 5:
            continue
        play_hands = [h0, h1, hands[2]]
        pick = rpick(rng)
        pev, tricks = play_deal(play_hands, sb, 10, u_legal("H"), u_winner("H"), pick, 3)
        dp, fp, won = ulti_settle(sb, "H", tricks, d1, True)
        if not ulti_ok(tricks, won, "H", dp, fp, sb) or dp < fp:
            continue
        ev = [
            {"type": "discard", "seat": 0, "cards": d0},
            {"type": "bid", "seat": 0, "bid": {"goals": ["party"], "red": False}},
            {
                "type": "take",
                "seat": 1,
                "cards": [d0[1], d0[0]],
                "note": "the talon taken, written in the other order",
            },
            {"type": "discard", "seat": 1, "cards": [d1[1], d1[0]]},
            {"type": "bid", "seat": 1, "bid": {"goals": ["party"], "red": True}},
            {"type": "bid", "seat": 2, "bid": "pass"},
            {"type": "bid", "seat": 0, "bid": "pass"},
            {"type": "bid", "seat": 1, "bid": "pass"},
        ] + pev
        for d in (0, 2):
            ev.append({"type": "payment", "from": d, "to": 1, "amount": 2, "reason": "party"})
        doc = {
            "format": "trick-transcript/1",
            "game": "ulti",
            "rules": {"preset": "standard"},
            "players": players,
            "deals": [{"dealer": dealer, "hands": hands, "events": ev}],
        }
        write(
            "03-ulti-discard-order-swapped.json",
            doc,
            [],
            f"red party won by Béla {dp}-{fp}; the talon's two cards are taken in the other order: clean.",
        )
        break
    else:
        raise SystemExit("ulti 03: no deal")


# ----------------------------------------------------------------------------- Galician Tarok
G_SUITS = "HDSC"


def g_pip(s):
    return "1" + s if s in "HD" else "10" + s


G_DECK = (
    [r + s for s in G_SUITS for r in ("K", "Q", "N", "J")]
    + [g_pip(s) for s in G_SUITS]
    + [f"T{i}" for i in range(1, 22)]
    + ["SKIZ"]
)


def g_trump(c):
    return c.startswith("T") or c == "SKIZ"


def g_suit(c):
    return "T" if g_trump(c) else c[-1]


def g_rank(c):
    if c == "SKIZ":
        return 22
    if c.startswith("T"):
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1) if not c.startswith(("1", "10")) else 1


def g_val(c):
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if g_trump(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1) if not c.startswith(("1", "10")) else 1


def g_best(trick):
    best = trick[0]
    for s, c in trick[1:]:
        b = best[1]
        if g_trump(c) and not g_trump(b):
            best = (s, c)
        elif g_suit(c) == g_suit(b) and g_rank(c) > g_rank(b):
            best = (s, c)
    return best


def g_legal(hand, trick, t):
    if not trick:
        return list(hand)
    led = g_suit(trick[0][1])
    cands = [c for c in hand if g_suit(c) == led]
    if not cands:
        cands = [c for c in hand if g_trump(c)] or list(hand)
    # play over the best tarock where one can (safe under the reading that obliges it)
    best = g_best(trick)[1]
    if all(g_trump(c) for c in cands) and cands:
        over = [c for c in cands if not g_trump(best) or g_rank(c) > g_rank(best)]
        if over:
            return over
    return cands


def g_settle(declarer, tricks, discard):
    side_pts = {True: 0, False: 0}
    side_cards = {True: [], False: []}
    won = {True: 0, False: 0}
    for tr in tricks:
        w = g_best(tr)[0]
        side = w == declarer
        side_pts[side] += sum(g_val(c) for _, c in tr) - 2
        side_cards[side] += [c for _, c in tr]
        won[side] += 1
    return side_pts, side_cards, won


def gen_galician():
    players = ["Adam", "Bożena", "Czesław"]
    rules = {"preset": "standard", "pool": False}

    def play(rng, hands, leader):
        pick = rpick(rng)
        return play_deal(hands, leader, 12, g_legal, lambda tr: g_best(tr)[0], pick, 3)

    def good(tricks, side_cards, won, rest):
        if won[True] == 0 or won[False] == 0:
            return False
        if any(c == "T1" for _, c in tricks[11]):
            return False
        for side in (True, False):
            if {"T1", "T21", "SKIZ"} <= set(side_cards[side]):
                return False
            if sum(1 for c in side_cards[side] if c[0] == "K" and not g_trump(c)) == 4:
                return False
        if any(g_trump(c) or c[0] == "K" for c in rest):
            return False
        return True

    def game_payments(declarer, p, helpers):
        if p > 33:
            amt = (p - 33) * 3 + 30
            return [
                {"type": "payment", "from": h, "to": declarer, "amount": amt, "reason": "game"}
                for h in helpers
            ], amt
        amt = (33 - p) * 3 + 30
        return [
            {"type": "payment", "from": declarer, "to": h, "amount": amt, "reason": "game"} for h in helpers
        ], -amt

    # 04: the player's discard written for a helper (who announces later in his own turn)
    for k in range(5000):
        rng = random.Random(SEED * 4000 + k)
        deck = G_DECK[:]
        rng.shuffle(deck)
        dealer = 0
        talon = deck[:6]
        hands = [deck[6:18], deck[18:30], deck[30:42]]
        decl = 1
        if any(g_trump(c) or c[0] == "K" for c in talon[3:]):
            continue
        h = hands[decl] + talon[:3]
        cand = [c for c in h if not g_trump(c) and c[0] != "K"]
        cand.sort(key=g_val)
        if len(cand) < 3:
            continue
        disc = [c for c in cand if c in talon[:3]][:1] + [c for c in cand if c not in talon[:3]][:2]
        if len(disc) < 3 or not any(c in talon[:3] for c in disc):
            continue
        for c in disc:
            h.remove(c)
        ph = [hands[0], h, hands[2]]
        pev, tricks = play(rng, ph, 1)
        sp, sc, won = g_settle(decl, tricks, disc)
        p = sp[True] + sum(g_val(c) for c in disc) - 2
        q = sp[False] + sum(g_val(c) for c in talon[3:]) - 2
        assert p + q == 66, (p, q)
        if p == 33 or not good(tricks, sc, won, talon[3:]):
            continue
        pays, net = game_payments(decl, p, [2, 0])
        ev = (
            [
                {"type": "bid", "seat": 1, "bid": "three"},
                {"type": "bid", "seat": 2, "bid": "pass"},
                {"type": "bid", "seat": 0, "bid": "pass"},
                {"type": "take", "seat": 1, "cards": talon[:3]},
                {
                    "type": "discard",
                    "seat": 2,
                    "cards": disc,
                    "note": "SLIP: Bożena's discard written for Czesław",
                },
                {"type": "announce", "seat": 1, "items": []},
                {"type": "announce", "seat": 2, "items": []},
                {"type": "announce", "seat": 0, "items": []},
            ]
            + pev
            + pays
        )
        doc = {
            "format": "trick-transcript/1",
            "game": "galician-tarok",
            "rules": rules,
            "players": players,
            "deals": [{"dealer": dealer, "hands": hands, "talon": talon, "events": ev}],
        }
        write(
            "04-galician-discard-wrong-seat.json",
            doc,
            [[0, 4, "card_not_in_hand"]],
            f"three, first packet; Bożena {p} points (discard counted to her, rest of talon to helpers): game {net:+} per helper.",
        )
        break
    else:
        raise SystemExit("galician 04")

    # 05: the player's tarock announcement written for the next helper (who announces again in turn)
    for k in range(20000):
        rng = random.Random(SEED * 5000 + k)
        deck = G_DECK[:]
        rng.shuffle(deck)
        dealer = 1
        decl = 2
        tar = [c for c in deck if g_trump(c)]
        suits = [c for c in deck if not g_trump(c)]
        # the player holds exactly 10 tarocks and 2 suit cards; the first packet is 3 suit cards
        hd = tar[:10] + suits[:2]
        talon = suits[2:5] + suits[5:8]
        if any(c[0] == "K" for c in talon[3:]):
            continue
        rest = tar[10:] + suits[8:]
        rng.shuffle(rest)
        hands = [rest[:12], rest[12:24], hd]
        h = hd + talon[:3]
        cand = sorted([c for c in h if not g_trump(c) and c[0] != "K"], key=g_val)
        if len(cand) < 3:
            continue
        disc = cand[:3]
        for c in disc:
            h.remove(c)
        assert sum(1 for c in h if g_trump(c)) == 10
        ph = [hands[0], hands[1], h]
        pev, tricks = play(rng, ph, 2)
        sp, sc, won = g_settle(decl, tricks, disc)
        p = sp[True] + sum(g_val(c) for c in disc) - 2
        if p == 33 or not good(tricks, sc, won, talon[3:]):
            continue
        pays, net = game_payments(decl, p, [0, 1])
        for hlp in (0, 1):
            pays.append({"type": "payment", "from": hlp, "to": 2, "amount": 50, "reason": "tarocks"})
        ev = (
            [
                {"type": "bid", "seat": 2, "bid": "three"},
                {"type": "bid", "seat": 0, "bid": "pass"},
                {"type": "bid", "seat": 1, "bid": "pass"},
                {"type": "take", "seat": 2, "cards": talon[:3]},
                {"type": "discard", "seat": 2, "cards": disc},
                {
                    "type": "announce",
                    "seat": 0,
                    "items": [{"kind": "tarocks", "count": 10}],
                    "note": "SLIP: Czesław's announcement written for Adam",
                },
                {"type": "announce", "seat": 0, "items": []},
                {"type": "announce", "seat": 1, "items": []},
            ]
            + pev
            + pays
        )
        doc = {
            "format": "trick-transcript/1",
            "game": "galician-tarok",
            "rules": rules,
            "players": players,
            "deals": [{"dealer": dealer, "hands": hands, "talon": talon, "events": ev}],
        }
        write(
            "05-galician-announce-wrong-seat.json",
            doc,
            [[0, 5, "out_of_turn"]],
            f"three; Czesław announces 10 tarocks (50 from each helper), {p} points: game {net:+} per helper.",
        )
        break
    else:
        raise SystemExit("galician 05")

    # 06: a no-tarock throw-in asked by the seat without tarocks, written for another seat
    rng = random.Random(SEED * 6000)
    deck = G_DECK[:]
    rng.shuffle(deck)
    tar = [c for c in deck if g_trump(c)]
    suits = [c for c in deck if not g_trump(c)]
    hands = [None, None, suits[:12]]
    rest = tar + suits[12:]
    rng.shuffle(rest)
    talon, hands[0], hands[1] = rest[:6], rest[6:18], rest[18:30]
    assert any(g_trump(c) for c in hands[1])
    ev = [
        {
            "type": "redeal",
            "seat": 1,
            "reason": "no_tarock",
            "note": "SLIP: Czesław's throw-in written for Bożena",
        }
    ]
    doc = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "rules": {"preset": "standard", "pool": False, "no_tarock_redeal": True},
        "players": players,
        "deals": [{"dealer": 0, "hands": hands, "talon": talon, "events": ev}],
    }
    write(
        "06-galician-redeal-wrong-seat.json",
        doc,
        [[0, 0, "illegal_redeal"]],
        "Czesław holds no tarock (the cards are thrown in, option no_tarock_redeal); the call is written for Bożena, who holds tarocks.",
    )


# ----------------------------------------------------------------------------- Danish Tarok
D_SUITS = "HDSC"
D_RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
D_BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
D_DECK = [r + s for s in D_SUITS for r in D_RED_ORDER] + [f"T{i}" for i in range(1, 22)] + ["JOKER"]


def d_trump(c):
    return c.startswith("T")


def d_suit(c):
    return "T" if d_trump(c) else ("J*" if c == "JOKER" else c[-1])


def d_rank(c):
    if d_trump(c):
        return int(c[1:])
    order = D_RED_ORDER if c[-1] in "HD" else D_BLACK_ORDER
    return 14 - order.index(c[:-1])


def d_winner(trick):
    best = None
    for s, c in trick:
        if c == "JOKER":
            continue
        if best is None:
            best = (s, c)
            continue
        b = best[1]
        if d_trump(c) and not d_trump(b):
            best = (s, c)
        elif d_suit(c) == d_suit(b) and d_rank(c) > d_rank(b):
            best = (s, c)
    return best[0]


def d_legal(hand, trick, t):
    if not trick:
        return [c for c in hand if c != "JOKER"] or list(hand)
    led = d_suit(trick[0][1])
    cands = [c for c in hand if d_suit(c) == led]
    if not cands:
        cands = [c for c in hand if d_trump(c)] or [c for c in hand if c != "JOKER"]
    if "JOKER" in hand and t < 23:
        cands = cands + ["JOKER"]
    return cands or list(hand)


def d_choose(rng):
    def choose(seat, hand, trick, opts, t):
        if "JOKER" in opts:
            return "JOKER"  # the Joker goes as soon as its holder follows
        return rng.choice(opts)

    return choose


def d_declarations(hand):
    items = []
    hs = set(hand)
    joker = "JOKER" in hs
    ntr = sum(1 for c in hand if d_trump(c)) + (1 if joker else 0)
    if ntr >= 10:
        items.append({"kind": "trumps", "count": ntr, "pagat": "T1" in hs})
    if joker and "T21" in hs and "T1" in hs:
        n, k = 3, 20
        while f"T{k}" in hs:
            n, k = n + 1, k - 1
        items.append({"kind": "matadors", "count": n})
    for s in D_SUITS:
        courts = [r for r in "KQNJ" if r + s in hs]
        if len(courts) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"})
        elif len(courts) == 3 and joker:
            miss = next(r for r in "KQNJ" if r not in courts)
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
    kings = [s for s in D_SUITS if "K" + s in hs]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if joker else "full"})
    elif len(kings) == 3 and joker:
        items.append({"kind": "kings", "form": "half", "missing": next(s for s in D_SUITS if s not in kings)})
    return items


def d_decl_cards(hand):
    """Cards that are part of some declaration in this hand."""
    out = set()
    hs = set(hand)
    joker = "JOKER" in hs
    ntr = sum(1 for c in hand if d_trump(c)) + (1 if joker else 0)
    if ntr >= 10:
        out |= {c for c in hand if d_trump(c)} | ({"JOKER"} if joker else set())
    for s in D_SUITS:
        courts = [r + s for r in "KQNJ" if r + s in hs]
        if len(courts) == 4 or (len(courts) == 3 and joker):
            out |= set(courts)
    return out


def d_free_skat(rng, hand):
    dc = d_decl_cards(hand)
    free = [c for c in hand if not d_trump(c) and c != "JOKER" and c[0] != "K" and c not in dc]
    return free


def d_full_deal(rng, dealer, hands, skat, declare_hand=None):
    """Events for a full Danish deal with a given skat; declarations from the dealer."""
    ph = [list(h) for h in hands]
    for c in skat:
        ph[dealer].remove(c)
    ev = []
    for i in range(3):
        s = (dealer + i) % 3
        dh = declare_hand if (s == dealer and declare_hand is not None) else ph[s]
        ev.append({"type": "declare", "seat": s, "items": d_declarations(dh)})
    pev, tricks = play_deal(ph, (dealer + 1) % 3, 25, d_legal, d_winner, d_choose(rng), 3)
    return ev, pev, tricks


def d_random_hands(rng, dealer, require=None):
    while True:
        deck = D_DECK[:]
        rng.shuffle(deck)
        hands = [[], [], []]
        pos = 0
        for i in range(3):
            s = (dealer + 1 + i) % 3
            n = 28 if s == dealer else 25
            hands[s] = deck[pos : pos + n]
            pos += n
        if require is None or require(hands):
            return hands


def gen_danish():
    players = ["Agnieszka", "Bartek", "Celina"]

    # 07: a forced skat written without its `shown` flag
    rng = random.Random(SEED * 7000)
    dealer = 0
    dh = [f"T{i}" for i in range(10, 22)] + [r + s for s in D_SUITS for r in "KQNJ"]
    rest = [c for c in D_DECK if c not in dh]
    while True:
        rng.shuffle(rest)
        hands = [dh[:], rest[:25], rest[25:]]
        if all(any(d_trump(c) for c in h) for h in hands[1:]):
            break
    assert not d_free_skat(rng, hands[0]) or len(d_free_skat(rng, hands[0])) < 3
    skat = ["QH", "NH", "JH"]
    dec, pev, tricks = d_full_deal(rng, dealer, hands, skat, declare_hand=hands[0])
    ev = (
        [
            {
                "type": "discard",
                "seat": 0,
                "cards": skat,
                "note": "SLIP: forced and shown at the table; `shown` not written",
            }
        ]
        + dec
        + pev
    )
    doc = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {"preset": "standard"},
        "players": players,
        "deals": [{"dealer": dealer, "hands": hands, "events": ev}],
    }
    write(
        "07-danish-forced-skat-shown-missing.json",
        doc,
        [[0, 0, "illegal_skat"]],
        "dealer holds 12 trumps (T10-T21) and all 16 court cards: no free card, so three hearts courts are forced into the skat; declared as before the skat.",
    )

    # 08: a no-trumps redeal written for the wrong seat; the same dealer deals again
    rng = random.Random(SEED * 8000)
    dealer = 1
    # Agnieszka (seat 0 = dealer+2) holds no trump; the call is written for Celina (dealer+1)
    non = [c for c in D_DECK if not d_trump(c)]
    while True:
        rng.shuffle(non)
        h0 = non[:25]
        rest = [c for c in D_DECK if c not in h0]
        rng.shuffle(rest)
        hands = [h0, rest[:28], rest[28:]]
        if any(d_trump(c) for c in hands[2]) and any(d_trump(c) for c in hands[1]):
            break
    deal0 = {
        "dealer": dealer,
        "hands": hands,
        "events": [
            {
                "type": "redeal",
                "seat": 2,
                "reason": "no_trumps",
                "note": "SLIP: Agnieszka's call written for Celina",
            }
        ],
    }
    for _k in range(1000):
        hands1 = d_random_hands(rng, dealer, lambda hs: all(any(d_trump(c) for c in h) for h in hs))
        free = d_free_skat(rng, hands1[dealer])
        if len(free) < 3:
            continue
        skat = rng.sample(free, 3)
        dec, pev, tricks = d_full_deal(rng, dealer, hands1, skat)
        break
    deal1 = {
        "dealer": dealer,
        "hands": hands1,
        "events": [{"type": "discard", "seat": dealer, "cards": skat}] + dec + pev,
    }
    doc = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {"preset": "standard"},
        "players": players,
        "deals": [deal0, deal1],
    }
    write(
        "08-danish-redeal-wrong-seat.json",
        doc,
        [[0, 0, "false_redeal"]],
        "Agnieszka has no trump and asks for the redeal; written for Celina (who holds trumps). Same dealer deals again (§17).",
    )

    # 09: a skat with one card's code mistyped into a card another seat holds (and plays)
    rng = random.Random(SEED * 9000)
    dealer = 2
    for _k in range(1000):
        hands = d_random_hands(rng, dealer, lambda hs: all(any(d_trump(c) for c in h) for h in hs))
        free = d_free_skat(rng, hands[dealer])
        if len(free) < 3:
            continue
        skat = rng.sample(free, 3)
        # the mistyped code: same suit, a pip the dealer does not hold (seat 0 holds it)
        bad = [
            c
            for c in hands[0]
            if c[-1] == skat[2][-1] and not d_trump(c) and c != "JOKER" and c[0] not in "KQNJ"
        ]
        if not bad:
            continue
        dec, pev, tricks = d_full_deal(rng, dealer, hands, skat)
        break
    written = skat[:2] + [bad[0]]
    ev = (
        [
            {
                "type": "discard",
                "seat": dealer,
                "cards": written,
                "note": f"SLIP: {skat[2]} written as {bad[0]} (Agnieszka's card, which she plays)",
            }
        ]
        + dec
        + pev
    )
    doc = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {"preset": "standard"},
        "players": players,
        "deals": [{"dealer": dealer, "hands": hands, "events": ev}],
    }
    write(
        "09-danish-skat-card-mistyped.json",
        doc,
        [[0, 0, "card_not_in_hand"]],
        f"skat {skat}; {skat[2]} mistyped as {bad[0]}.",
    )


# ----------------------------------------------------------------------------- Tarocchini
T_LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B
T_ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D
T_DECK = (
    [r + s for s in "SB" for r in T_LONG]
    + [r + s for s in "CD" for r in T_ROUND]
    + [f"T{i}" for i in range(0, 21)]
    + ["MATTO"]
)
FIVE = {"KS", "KB", "KC", "KD", "T20", "T19", "T0", "MATTO"}


def t_trump(c):
    return c.startswith("T")


def t_suit(c):
    return "T" if t_trump(c) else ("M" if c == "MATTO" else c[-1])


def t_rank(c):
    if t_trump(c):
        n = int(c[1:])
        return 1 if 1 <= n <= 4 else (0 if n == 0 else n)
    order = T_LONG if c[-1] in "SB" else T_ROUND
    return 10 - order.index(c[:-1])


def t_winner(trick):
    best = None
    for s, c in trick:
        if c == "MATTO":
            continue
        if best is None:
            best = (s, c)
            continue
        b = best[1]
        if t_trump(c) and not t_trump(b):
            best = (s, c)
        elif t_suit(c) == t_suit(b) and t_rank(c) >= t_rank(b) and (t_rank(c) > t_rank(b) or t_trump(c)):
            best = (s, c)  # equal Moretti: the last played holds (default moretti_tie)
    return best[0]


def t_legal_factory(ntricks):
    def legal(hand, trick, t):
        if not trick or trick[0][1] == "MATTO" and len(trick) == 1:
            base = [c for c in hand if c != "MATTO"] or list(hand)
            if trick:
                return base
            return base
        led_card = trick[0][1] if trick[0][1] != "MATTO" else trick[1][1]
        led = t_suit(led_card)
        cands = [c for c in hand if t_suit(c) == led]
        if not cands:
            cands = [c for c in hand if t_trump(c)] or [c for c in hand if c != "MATTO"]
        if "MATTO" in hand and t < ntricks - 1:
            cands = cands + ["MATTO"]
        return cands or list(hand)

    return legal


def t_choose(rng):
    def choose(seat, hand, trick, opts, t):
        if "MATTO" in opts and trick:
            return "MATTO"
        return rng.choice([c for c in opts if c != "MATTO"] or opts)

    return choose


def gen_terziglio():
    players = ["Elena", "Franco", "Giulia"]
    rules = {"preset": "standard"}

    def deal(rng, dealer):
        deck = T_DECK[:]
        rng.shuffle(deck)
        talon = deck[:8]
        hands = [deck[8:26], deck[26:44], deck[44:62]]
        return hands, talon

    def exchange(rng, hand, talon, k):
        take = [c for c in talon if c not in FIVE][:k] if False else talon[:k]
        h = hand + take
        cand = [c for c in h if c not in FIVE]
        disc = [c for c in take if c not in FIVE][:1] + [c for c in cand if c not in take][: k - 1]
        if len(disc) != k:
            return None
        for c in disc:
            h.remove(c)
        return take, disc, h

    # 10: the declarer's take written for the eldest (who declares later in his own turn)
    rng = random.Random(SEED * 10000)
    dealer = 0
    while True:
        hands, talon = deal(rng, dealer)
        r = exchange(rng, hands[2], talon, 2)
        if r and any(c not in FIVE for c in r[0]):
            break
    take, disc, h2 = r
    ph = [hands[0], hands[1], h2]
    pev, _ = play_deal(ph, 1, 18, t_legal_factory(18), t_winner, t_choose(rng), 3)
    ev = [
        {"type": "bid", "seat": 1, "bid": "pass"},
        {"type": "bid", "seat": 2, "bid": "gioco"},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "take", "seat": 1, "cards": take, "note": "SLIP: Giulia's take written for Franco"},
        {"type": "discard", "seat": 2, "cards": disc},
        {"type": "declare", "seat": 1, "items": []},
        {"type": "declare", "seat": 2, "items": []},
        {"type": "declare", "seat": 0, "items": []},
    ] + pev
    doc = {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "rules": rules,
        "players": players,
        "deals": [{"dealer": dealer, "hands": hands, "talon": talon, "events": ev}],
    }
    write(
        "10-terziglio-take-wrong-seat.json",
        doc,
        [[0, 3, "out_of_turn"]],
        "gioco by Giulia; her take from the widow written for Franco; no score lines (settlement unrecorded).",
    )

    # 11: the declarer's discard written for the dealer (who declares later in his own turn)
    rng = random.Random(SEED * 11000)
    dealer = 1
    while True:
        hands, talon = deal(rng, dealer)
        r = exchange(rng, hands[0], talon, 3)
        if r and any(c in r[0] for c in r[1]):
            break
    take, disc, h0 = r
    ph = [h0, hands[1], hands[2]]
    pev, _ = play_deal(ph, 2, 18, t_legal_factory(18), t_winner, t_choose(rng), 3)
    ev = [
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": 0, "bid": "gioco"},
        {"type": "bid", "seat": 1, "bid": "pass"},
        {"type": "take", "seat": 0, "cards": take},
        {"type": "discard", "seat": 1, "cards": disc, "note": "SLIP: Elena's discard written for Franco"},
        {"type": "declare", "seat": 2, "items": []},
        {"type": "declare", "seat": 0, "items": []},
        {"type": "declare", "seat": 1, "items": []},
    ] + pev
    doc = {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "rules": rules,
        "players": players,
        "deals": [{"dealer": dealer, "hands": hands, "talon": talon, "events": ev}],
    }
    write(
        "11-terziglio-discard-wrong-seat.json",
        doc,
        [[0, 4, "card_not_in_hand"]],
        "gioco by Elena; her discard (a widow card among them) written for Franco, the dealer.",
    )


def gen_ottocento():
    players = ["Anna", "Bruno", "Carla", "Dario"]
    rules = {"preset": "standard"}

    def deal(rng, dealer):
        deck = T_DECK[:]
        rng.shuffle(deck)
        hands = [[], [], [], []]
        pos = 0
        for i in range(4):
            s = (dealer + 1 + i) % 4
            n = 17 if s == dealer else 15
            hands[s] = deck[pos : pos + n]
            pos += n
        return hands

    def full(rng, dealer, hands, disc, declares=True):
        ph = [list(h) for h in hands]
        for c in disc:
            ph[dealer].remove(c)
        ev = []
        if declares:
            ev = [{"type": "declare", "seat": (dealer + 1 + i) % 4, "items": []} for i in range(4)]
        pev, _ = play_deal(ph, (dealer + 1) % 4, 15, t_legal_factory(15), t_winner, t_choose(rng), 4)
        return ev, pev

    # 12: the dealer's discard written for the eldest
    rng = random.Random(SEED * 12000)
    dealer = 3
    hands = deal(rng, dealer)
    disc = [c for c in hands[dealer] if c not in FIVE][:2]
    dec, pev = full(rng, dealer, hands, disc)
    ev = (
        [{"type": "discard", "seat": 0, "cards": disc, "note": "SLIP: Dario's discard written for Anna"}]
        + dec
        + pev
    )
    doc = {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "rules": rules,
        "players": players,
        "deals": [{"dealer": dealer, "hands": hands, "events": ev}],
    }
    write(
        "12-ottocento-discard-wrong-seat.json",
        doc,
        [[0, 0, "card_not_in_hand"]],
        "Dario deals (17 cards) and lays away two; the discard is written for Anna; no score lines.",
    )

    # 13: monte, all four ask; one call written for the wrong seat; the next player deals
    rng = random.Random(SEED * 13000)
    dealer = 0
    hands0 = deal(rng, dealer)
    ev0 = [
        {"type": "redeal", "seat": 1, "reason": "monte"},
        {"type": "redeal", "seat": 3, "reason": "monte", "note": "SLIP: Carla's monte written for Dario"},
        {"type": "redeal", "seat": 3, "reason": "monte"},
        {"type": "redeal", "seat": 0, "reason": "monte"},
    ]
    dealer1 = 1
    hands1 = deal(rng, dealer1)
    disc = [c for c in hands1[dealer1] if c not in FIVE][:2]
    dec, pev = full(rng, dealer1, hands1, disc)
    ev1 = [{"type": "discard", "seat": dealer1, "cards": disc}] + dec + pev
    doc = {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "rules": rules,
        "players": players,
        "deals": [
            {"dealer": dealer, "hands": hands0, "events": ev0},
            {"dealer": dealer1, "hands": hands1, "events": ev1},
        ],
    }
    write(
        "13-ottocento-monte-wrong-seat.json",
        doc,
        [[0, 1, "out_of_turn"]],
        "all four ask monte (eldest first, dealer last); Carla's call written for Dario, who calls again in his turn; Bruno deals next.",
    )

    # 14: the dealer's discard with one code mistyped into a card another seat holds
    rng = random.Random(SEED * 14000)
    dealer = 2
    while True:
        hands = deal(rng, dealer)
        disc = [c for c in hands[dealer] if c not in FIVE and not t_trump(c)][:2]
        if len(disc) < 2:
            continue
        bad = [
            c for c in hands[3] if not t_trump(c) and c != "MATTO" and c[-1] == disc[1][-1] and c not in FIVE
        ]
        if bad:
            break
    dec, pev = full(rng, dealer, hands, disc)
    written = [disc[0], bad[0]]
    ev = (
        [
            {
                "type": "discard",
                "seat": dealer,
                "cards": written,
                "note": f"SLIP: {disc[1]} written as {bad[0]} (Dario's card, which he plays)",
            }
        ]
        + dec
        + pev
    )
    doc = {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "rules": rules,
        "players": players,
        "deals": [{"dealer": dealer, "hands": hands, "events": ev}],
    }
    write(
        "14-ottocento-discard-card-mistyped.json",
        doc,
        [[0, 0, "card_not_in_hand"]],
        f"Carla deals and lays away {disc}; {disc[1]} written as {bad[0]}.",
    )


if __name__ == "__main__":
    for f in OUT.glob("*.json"):
        f.unlink()
    gen_ulti()
    gen_galician()
    gen_danish()
    gen_terziglio()
    gen_ottocento()
    (OUT / "expected.txt").write_text("".join(f"{k}: {v}\n" for k, v in sorted(EXPECTED.items())))
    print(len(EXPECTED), "transcripts")
