"""Blind generator, round real-faults-near-slips-10. Does NOT import validator.

Each transcript: one fully recorded deal (hands known), legal play by my own model of the
rules, with exactly one planted table fault that changes a trick's shape. The table's play
(faults included) is what my model scores. Writes NN-*.json and prints the fault indexes.
Usage: python _gen.py [seed]
"""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------- card models


class Rage:
    game = "rage"
    n = 4

    def __init__(self, trump):
        self.trump = trump

    @staticmethod
    def suit(c):
        return c[0]

    def legal(self, hand, trick):
        if not trick:
            return list(hand)
        led = self.suit(trick[0][1])
        f = [c for c in hand if self.suit(c) == led]
        return f or list(hand)

    def winner(self, trick):
        led = self.suit(trick[0][1])

        def key(sc):
            c = sc[1]
            if self.suit(c) == self.trump:
                return (2, int(c[1:]))
            if self.suit(c) == led:
                return (1, int(c[1:]))
            return (0, 0)

        return max(trick, key=key)[0]


GAL_RANK = {"K": 5, "Q": 4, "N": 3, "J": 2, "1": 1}


class Galician:
    game = "galician-tarok"
    n = 3

    @staticmethod
    def suit(c):
        return "T" if (c[0] == "T" or c == "SKIZ") else c[-1]

    @staticmethod
    def tval(c):
        return 22 if c == "SKIZ" else int(c[1:])

    def legal(self, hand, trick):
        if not trick:
            return list(hand)
        led = self.suit(trick[0][1])
        f = [c for c in hand if self.suit(c) == led]
        if f:
            return f
        t = [c for c in hand if self.suit(c) == "T"]
        return t or list(hand)

    def winner(self, trick):
        led = self.suit(trick[0][1])

        def key(sc):
            c = sc[1]
            if self.suit(c) == "T":
                return (2, self.tval(c))
            if self.suit(c) == led:
                return (1, GAL_RANK[c[0]])
            return (0, 0)

        return max(trick, key=key)[0]


LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D


class Tarocchini:
    n = 4

    def __init__(self, game, n):
        self.game = game
        self.n = n

    @staticmethod
    def suit(c):
        if c == "MATTO":
            return "X"
        return "T" if c[0] == "T" else c[-1]

    @staticmethod
    def srank(c):
        r, s = c[:-1], c[-1]
        order = LONG if s in "SB" else ROUND
        return 10 - order.index(r)

    @staticmethod
    def trank(c):
        v = int(c[1:])
        return 1 if 1 <= v <= 4 else v

    def lead_suit(self, trick):
        for _, c in trick:
            if c != "MATTO":
                return self.suit(c)
        return None

    def legal(self, hand, trick):
        # never lead the Matto; play it as soon as following (simple model)
        if not trick:
            non = [c for c in hand if c != "MATTO"]
            return non or list(hand)
        if "MATTO" in hand:
            return ["MATTO"]
        led = self.lead_suit(trick)
        f = [c for c in hand if self.suit(c) == led]
        if f:
            return f
        t = [c for c in hand if self.suit(c) == "T"]
        return t or list(hand)

    def winner(self, trick):
        led = self.lead_suit(trick)
        best, bk = None, None
        for i, (s, c) in enumerate(trick):
            if c == "MATTO":
                continue
            if self.suit(c) == "T":
                k = (2, self.trank(c), i)  # Moretti: last played highest (ties -> later i)
            elif self.suit(c) == led:
                k = (1, self.srank(c), 0)
            else:
                k = (0, 0, 0)
            if bk is None or k > bk:
                best, bk = s, k
        return best


# ---------------------------------------------------------------- decks


def rage_deck():
    return [f"{c}{v}" for c in "RBGYPO" for v in range(16)]


def rage_actions():
    return ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3


def gal_deck():
    d = []
    for s in "HD":
        d += [r + s for r in "KQNJ1"]
    for s in "SC":
        d += [r + s for r in ["K", "Q", "N", "J", "10"]]
    d += [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
    return d


def taro_deck():
    d = []
    for s in "SBCD":
        d += [r + s for r in LONG]
    d += [f"T{i}" for i in range(0, 21)] + ["MATTO"]
    return d


FIVE_PT = {"T20", "T19", "T0", "MATTO"}  # plus kings


def five_point(c):
    return c in FIVE_PT or (c[0] == "K" and c != "MATTO")


# ---------------------------------------------------------------- play simulator


def play_deal(model, hands, leader, fault, rng, pick="random"):
    """Return (plays list of (seat, card) in table order incl. fault, record list, info).

    fault: dict(kind, trick, seat, wins(bool|None)).
    Table play model per fault kind (see EXPECTED.md).
    record = list of (seat, card) in written order.
    """
    n = model.n
    hands = [list(h) for h in hands]
    played = [[] for _ in range(n)]
    ntricks = len(hands[0])
    tricks = []  # list of list of (seat, card) as the table played
    rec = []
    info = {}
    kind = fault["kind"] if fault else None
    fk = fault["trick"] if fault else -1
    fs = fault["seat"] if fault else -1
    t = 0
    while any(hands):
        trick = []
        order = [(leader + i) % n for i in range(n)]
        if kind == "wrong_leader" and t == fk:
            # the lead is made by a seat that did not win the last trick
            wrong = fs
            assert wrong != leader
            info["due_leader"] = leader
            order = [(wrong + i) % n for i in range(n)]
        for s in order:
            if not hands[s]:
                continue  # a seat with no card left (after a double play): short trick
            if kind == "skip" and t == fk and s == fs:
                info["skip_pos"] = len(rec)
                continue
            opts = model.legal(hands[s], trick)
            c = rng.choice(opts)
            if kind == "repeat" and t == fk and s == fs:
                # the seat plays (is written with) a card it already played
                info["repeat_pos"] = len(rec)
                c = fault["card"](model, played[s], trick, rng)
                trick.append((s, c))
                rec.append((s, c))
                # the seat's real card stays in hand, never shown: drop one random card
                # so the seat's count matches (it plays one card a trick)
                keep = rng.choice(opts)  # the card the seat really held for this turn
                hands[s].remove(keep)
                info["never_shown"] = keep
                continue
            hands[s].remove(c)
            played[s].append(c)
            trick.append((s, c))
            rec.append((s, c))
            if kind == "double" and t == fk and s == fs:
                opts2 = model.legal(hands[s], trick[:-1]) or hands[s]
                c2 = fault["second"](model, opts2, trick, rng)
                hands[s].remove(c2)
                played[s].append(c2)
                trick.append((s, c2))
                info["double_pos"] = len(rec)
                rec.append((s, c2))
        w = model.winner(trick)
        tricks.append((trick, w))
        if kind == "skip" and t == fk:
            info["skip_winner"] = w
        if kind == "repeat" and t == fk:
            info["repeat_winner"] = w
        if kind == "double" and t == fk:
            info["double_winner"] = w
        leader = w
        t += 1
        if kind == "skip" and t == ntricks - 1 + 1 and hands[fs]:
            break
        if kind == "repeat" and all(len(h) == 0 for i, h in enumerate(hands)):
            break
    if kind == "skip":
        info["spare"] = hands[fs][:]
    if kind == "swap":
        # two plays of trick fk written in swapped order (positions fault['pos'], +1)
        start = sum(len(tr) for tr, _ in tricks[:fk])
        p = start + fault["pos"]
        rec[p], rec[p + 1] = rec[p + 1], rec[p]
        info["swap_pos"] = p
    return tricks, rec, info


def later_legal(model, tricks, seat, keep, k):
    """the seat's later plays stay legal with the never-shown card still in hand"""
    later = [c for tr, _ in tricks[k + 1 :] for s, c in tr if s == seat]
    hand = later + [keep]
    for tr, _ in tricks[k + 1 :]:
        for i, (s, c) in enumerate(tr):
            if s == seat:
                if c not in model.legal(hand, tr[:i]):
                    return False
                hand.remove(c)
    return True


def best_card(model, opts, trick, rng):
    """the option that would win the trick"""
    for c in sorted(opts, key=lambda x: rng.random()):
        if model.winner(trick + [(-1, c)]) == -1:
            return c
    return None


def losing_card(model, opts, trick, rng):
    for c in sorted(opts, key=lambda x: rng.random()):
        if model.winner(trick + [(-1, c)]) != -1:
            return c
    return None


# ---------------------------------------------------------------- Rage


def rage_score(bid, tricks_won):
    return tricks_won + (10 if bid == tricks_won else -5)


def make_rage(rng, fault, names, score_slip=None):
    deck = rage_deck()
    rng.shuffle(deck)
    hands = [deck[i * 10 : (i + 1) * 10] for i in range(4)]
    rest = deck[40:]
    acts = rage_actions()
    talon = [rest[0]] + rng.sample(rest[1:] + acts, len(rest) - 1 + len(acts))
    dealer = 0
    model = Rage(talon[0][0])
    bids = [rng.randint(0, 3) for _ in range(4)]
    events = []
    for i in range(4):
        s = (dealer + 1 + i) % 4
        events.append({"type": "bid", "seat": s, "bid": bids[s]})
    tricks, rec, info = play_deal(model, hands, (dealer + 1) % 4, fault, rng)
    if info is None:
        return None
    base = len(events)
    for s, c in rec:
        events.append({"type": "play", "seat": s, "card": c})
    if fault["kind"] == "skip" and fault.get("spare_played"):
        info["spare_pos"] = len(events) - base
        events.append({"type": "play", "seat": fault["seat"], "card": info["spare"][0]})
    won = [0] * 4
    for tr, w in tricks:
        won[w] += 1
    scores = [rage_score(bids[s], won[s]) for s in range(4)]
    written = list(scores)
    if score_slip:
        written = score_slip(scores, won, bids, tricks, info)
    score_base = len(events)
    for s in range(4):
        events.append({"type": "score", "party": s, "points": written[s]})
    tr = {
        "format": "trick-transcript/1",
        "game": "rage",
        "players": names,
        "meta": {"auditor_model": {"tricks_won": won, "scores_by_table_play": scores, "trump": model.trump}},
        "deals": [{"dealer": dealer, "hands": hands, "talon": talon, "events": events}],
    }
    return tr, base, info, tricks, score_base, written, scores


# ---------------------------------------------------------------- Galician


def make_gal(rng, fault):
    deck = gal_deck()
    rng.shuffle(deck)
    talon = deck[:6]
    hands = [deck[6 + 12 * i : 18 + 12 * i] for i in range(3)]
    dealer = 2
    player = 0  # forehand bids three, others pass
    events = [
        {"type": "bid", "seat": 0, "bid": "three"},
        {"type": "bid", "seat": 1, "bid": "pass"},
        {"type": "bid", "seat": 2, "bid": "pass"},
    ]
    take = talon[:3]
    h0 = hands[0] + take
    cand = [c for c in h0 if Galician.suit(c) != "T" and c[0] != "K"]
    if len(cand) < 3:
        return None
    disc = rng.sample(cand, 3)
    events += [
        {"type": "take", "seat": 0, "cards": take},
        {"type": "discard", "seat": 0, "cards": disc},
        {"type": "announce", "seat": 0, "items": []},
        {"type": "announce", "seat": 1, "items": []},
        {"type": "announce", "seat": 2, "items": []},
    ]
    play_hands = [[c for c in h0 if c not in disc], list(hands[1]), list(hands[2])]
    tricks, rec, info = play_deal(Galician(), play_hands, (dealer + 1) % 3, fault, rng)
    base = len(events)
    for s, c in rec:
        events.append({"type": "play", "seat": s, "card": c})
    if fault["kind"] == "skip" and fault.get("spare_played"):
        info["spare_pos"] = len(events) - base
        events.append({"type": "play", "seat": fault["seat"], "card": info["spare"][0]})
    won = [0] * 3
    pts = [0] * 3
    for tr, w in tricks:
        won[w] += 1
    tr = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "rules": {"pool": False},
        "players": ["Adam", "Bożena", "Czesław"],
        "meta": {"auditor_model": {"tricks_won": won, "winners": [w for _, w in tricks]}},
        "deals": [{"dealer": dealer, "hands": hands, "talon": talon, "events": events}],
    }
    return tr, base, info, tricks


# ---------------------------------------------------------------- Tarocchini


def make_otto(rng, fault):
    deck = taro_deck()
    rng.shuffle(deck)
    dealer = 3
    hands = [deck[15 * i : 15 * (i + 1)] for i in range(4)]
    hands[3] = hands[3] + deck[60:62]
    cand = [c for c in hands[3] if not five_point(c)]
    disc = rng.sample(cand, 2)
    events = [{"type": "discard", "seat": 3, "cards": disc}]
    ph = [list(h) for h in hands]
    ph[3] = [c for c in ph[3] if c not in disc]
    model = Tarocchini("tarocchini-ottocento", 4)
    tricks, rec, info = play_deal(model, ph, (dealer + 1) % 4, fault, rng)
    base = len(events)
    for s, c in rec:
        events.append({"type": "play", "seat": s, "card": c})
    if fault["kind"] == "skip" and fault.get("spare_played"):
        info["spare_pos"] = len(events) - base
        events.append({"type": "play", "seat": fault["seat"], "card": info["spare"][0]})
    won = [0] * 4
    for tr, w in tricks:
        won[w] += 1
    tr = {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "players": ["Anna", "Bruno", "Carla", "Dario"],
        "meta": {"auditor_model": {"tricks_won": won, "winners": [w for _, w in tricks]}},
        "deals": [{"dealer": dealer, "hands": hands, "events": events}],
    }
    return tr, base, info, tricks


def make_terz(rng, fault):
    deck = taro_deck()
    rng.shuffle(deck)
    dealer = 1
    hands = [deck[19 * i : 19 * (i + 1)] for i in range(3)]
    talon = deck[57:62]
    decl = 2  # eldest
    take = [c for c in talon if not five_point(c)][:2]
    if len(take) < 2:
        return None
    h = hands[decl] + take
    cand = [c for c in h if not five_point(c) and c not in take]
    disc = rng.sample(cand, 2)
    events = [
        {"type": "bid", "seat": 2, "bid": "gioco"},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "bid", "seat": 1, "bid": "pass"},
        {"type": "take", "seat": 2, "cards": take},
        {"type": "discard", "seat": 2, "cards": disc},
    ]
    ph = [list(x) for x in hands]
    ph[decl] = [c for c in h if c not in disc]
    model = Tarocchini("tarocchini-terziglio", 3)
    tricks, rec, info = play_deal(model, ph, (dealer + 1) % 3, fault, rng)
    base = len(events)
    for s, c in rec:
        events.append({"type": "play", "seat": s, "card": c})
    won = [0] * 3
    for tr, w in tricks:
        won[w] += 1
    tr = {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "rules": {"preset": "nineteen"},
        "players": ["Elena", "Franco", "Giulia"],
        "meta": {"auditor_model": {"tricks_won": won, "winners": [w for _, w in tricks]}},
        "deals": [{"dealer": dealer, "hands": hands, "talon": talon, "events": events}],
    }
    return tr, base, info, tricks


# ---------------------------------------------------------------- fault helpers


def repeat_winning(model, played, trick, rng):
    for c in sorted(played, key=lambda x: rng.random()):
        if model.winner(trick + [(-1, c)]) == -1:
            return c
    raise ValueError("no winning repeat")


def repeat_losing(model, played, trick, rng):
    for c in sorted(played, key=lambda x: rng.random()):
        if c != "MATTO" and model.winner(trick + [(-1, c)]) != -1:
            return c
    raise ValueError("no losing repeat")


def second(kind):
    def f(model, opts, trick, rng):
        c = (best_card if kind == "win" else losing_card)(model, opts, trick, rng)
        if c is None:
            raise ValueError("no second card")
        return c

    return f


# ---------------------------------------------------------------- the files

NAMES = ["Anička", "Bohouš", "Katka", "Dalibor"]


def attempt(fn, seed, check):
    for k in range(2000):
        rng = random.Random(seed * 10007 + k)
        try:
            r = fn(rng)
        except (ValueError, AssertionError, IndexError):
            continue
        if r is None:
            continue
        if check(r):
            return r
    raise SystemExit(f"no seed for {fn}")


def ev(base, pos):
    return base + pos


def main(seed=10):
    out = {}

    def save(name, tr, expected, note):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            json.dump(tr, f, ensure_ascii=False, indent=1)
        out[name] = {"expected": expected, "note": note}

    # 01 Rage: double play in trick 0, second card wins; scores follow the table
    f = {"kind": "double", "trick": 0, "seat": 2, "second": second("win")}
    r = attempt(lambda g: make_rage(g, f, NAMES), seed + 1,
                lambda r: r[2]["double_winner"] == 2 and r[3][-2][1] != 2 and len(r[3][-1][0]) == 3)
    tr, base, info, tricks, sb, w, s = r
    save("01-rage-double-play-early-wins.json", tr, [(0, ev(base, info["double_pos"]), "out_of_turn")],
         f"seat 2 plays two cards to trick 0, the second wins; last trick 3 cards; scores {s}")

    # 02 Rage: skip in trick 4 (middle), card never shown; scores follow table
    f = {"kind": "skip", "trick": 4, "seat": 1}
    r = attempt(lambda g: make_rage(g, f, NAMES), seed + 2,
                lambda r: r[2]["skip_winner"] != 1 and len(r[2]["spare"]) == 1)
    tr, base, info, tricks, sb, w, s = r
    save("02-rage-skip-middle-never-shown.json", tr, [(0, ev(base, info["skip_pos"]), "out_of_turn")],
         f"seat 1 skips trick 4, never shows {info['spare']}; scores {s}")

    # 03 Rage: repeat a played card in trick 8 (second-to-last), the repeat wins; scores follow table
    f = {"kind": "repeat", "trick": 8, "seat": 3, "card": repeat_winning}
    r = attempt(lambda g: make_rage(g, f, NAMES), seed + 3, lambda r: r[2]["repeat_winner"] == 3
                and later_legal(Rage(r[0]["meta"]["auditor_model"]["trump"]), r[3], 3, r[2]["never_shown"], 8))
    tr, base, info, tricks, sb, w, s = r
    save("03-rage-repeat-card-second-last-wins.json", tr, [(0, ev(base, info["repeat_pos"]), "card_not_in_hand")],
         f"seat 3 writes an already-played card in trick 8 that wins it; never shows {info['never_shown']}; scores {s}")

    # 04 Rage: wrong leader trick 5; the sheet miscounts one seat (not the table's play)
    f = {"kind": "wrong_leader", "trick": 5, "seat": None}

    def mk4(g):
        ff = dict(f)
        # choose the wrong leader at run time: play to trick 4 first is not possible; we retry
        ff["seat"] = g.randint(0, 3)
        return make_rage(g, ff, NAMES, score_slip=lambda sc, won, bids, tricks, info: [sc[0] + 1] + sc[1:])

    r = attempt(mk4, seed + 4, lambda r: True)
    tr, base, info, tricks, sb, w, s = r
    lead_pos = sum(len(t) for t, _ in tricks[:5])
    save("04-rage-wrong-leader-middle-sheet-slip.json", tr,
         [(0, ev(base, lead_pos), "out_of_turn"), (0, sb + 0, "wrong_score")],
         f"trick 5 led by a seat that did not win trick 4 (due {info['due_leader']}); seat 0's score written +1: {w} vs {s}")

    # 05 Rage: lead and second card of trick 2 written swapped; written order changes the winner
    def mk5(g):
        ff = {"kind": "swap", "trick": 2, "seat": None, "pos": 0}
        return make_rage(g, ff, NAMES)

    def chk5(r):
        tr, base, info, tricks, sb, w, s = r
        trick, win = tricks[2]
        sw = [trick[1], trick[0]] + trick[2:]
        return Rage(tr["meta"]["auditor_model"]["trump"]).winner(sw) != win

    r = attempt(mk5, seed + 5, chk5)
    tr, base, info, tricks, sb, w, s = r
    save("05-rage-swapped-lead-early-winner-differs.json", tr, [(0, ev(base, info["swap_pos"]), "out_of_turn")],
         f"trick 2 lead/second written swapped; as written another seat would win; scores follow real play {s}")

    # 06 Galician: double play by a follower in trick 5, second card wins; last trick short
    f = {"kind": "double", "trick": 5, "seat": 2, "second": second("win")}
    r = attempt(lambda g: make_gal(g, f), seed + 6,
                lambda r: r[2]["double_winner"] == 2 and r[3][5][0][0][0] != 2 and r[3][-2][1] != 2)
    tr, base, info, tricks = r
    save("06-galician-double-play-middle-wins.json", tr, [(0, ev(base, info["double_pos"]), "out_of_turn")],
         "seat 2 (a follower) adds a second card to trick 5 which wins; table takes both; seat 2 has no card for trick 11")

    # 07 Galician: wrong leader in trick 1 (early)
    def mk7(g):
        ff = {"kind": "wrong_leader", "trick": 1, "seat": g.randint(0, 2)}
        return make_gal(g, ff)

    r = attempt(mk7, seed + 7, lambda r: True)
    tr, base, info, tricks = r
    lead_pos = len(tricks[0][0])
    save("07-galician-wrong-leader-early.json", tr, [(0, ev(base, lead_pos), "out_of_turn")],
         f"trick 1 led by a seat that did not win trick 0 (due {info['due_leader']})")

    # 08 Galician: repeat of an already played card in trick 10 (second-to-last), which wins
    f = {"kind": "repeat", "trick": 10, "seat": 1, "card": repeat_winning}
    r = attempt(lambda g: make_gal(g, f), seed + 8, lambda r: r[2]["repeat_winner"] == 1
                and later_legal(Galician(), r[3], 1, r[2]["never_shown"], 10))
    tr, base, info, tricks = r
    save("08-galician-repeat-second-last-wins.json", tr, [(0, ev(base, info["repeat_pos"]), "card_not_in_hand")],
         f"seat 1 written with a card already played, in trick 10, which wins it; {info['never_shown']} never shown")

    # 09 Ottocento: skip in trick 2 (early), card played alone after the last trick
    f = {"kind": "skip", "trick": 2, "seat": 2, "spare_played": True}
    r = attempt(lambda g: make_otto(g, f), seed + 9,
                lambda r: r[2]["skip_winner"] != 2 and len(r[2]["spare"]) == 1)
    tr, base, info, tricks = r
    save("09-ottocento-skip-early-lone-card.json", tr,
         [(0, ev(base, info["skip_pos"]), "out_of_turn"), (0, ev(base, info["spare_pos"]), "out_of_turn?")],
         f"seat 2 skips trick 2; plays {info['spare']} alone after trick 14")

    # 10 Ottocento: third and fourth plays of trick 7 written swapped
    f = {"kind": "swap", "trick": 7, "seat": None, "pos": 2}
    r = attempt(lambda g: make_otto(g, f), seed + 10, lambda r: True)
    tr, base, info, tricks = r
    save("10-ottocento-swapped-follow-middle.json", tr, [(0, ev(base, info["swap_pos"]), "out_of_turn")],
         "trick 7: third and fourth cards written in swapped order")

    # 11 Ottocento: double play in trick 13 (second-to-last), second card does not win
    f = {"kind": "double", "trick": 13, "seat": 1, "second": second("lose")}
    r = attempt(lambda g: make_otto(g, f), seed + 11,
                lambda r: r[2]["double_winner"] != 1 and len(r[3][-1][0]) == 3 and r[3][-2][1] != 1)
    tr, base, info, tricks = r
    save("11-ottocento-double-play-second-last-loses.json", tr, [(0, ev(base, info["double_pos"]), "out_of_turn")],
         "seat 1 plays two cards to trick 13, the extra one does not win; last trick of 3 cards")

    # 12 Terziglio: wrong leader at trick 17 (second-to-last of 19)
    def mk12(g):
        ff = {"kind": "wrong_leader", "trick": 17, "seat": g.randint(0, 2)}
        return make_terz(g, ff)

    r = attempt(mk12, seed + 12, lambda r: True)
    tr, base, info, tricks = r
    lead_pos = sum(len(t) for t, _ in tricks[:17])
    save("12-terziglio-wrong-leader-second-last.json", tr, [(0, ev(base, lead_pos), "out_of_turn")],
         f"trick 17 led by a seat that did not win trick 16 (due {info['due_leader']})")

    # 13 Terziglio: repeat in trick 1 (early), repeat does not win
    f = {"kind": "repeat", "trick": 1, "seat": 0, "card": repeat_losing}
    r = attempt(lambda g: make_terz(g, f), seed + 13, lambda r: r[2]["repeat_winner"] != 0
                and later_legal(Tarocchini("t", 3), r[3], 0, r[2]["never_shown"], 1))
    tr, base, info, tricks = r
    save("13-terziglio-repeat-early-loses.json", tr, [(0, ev(base, info["repeat_pos"]), "card_not_in_hand")],
         f"seat 0 written with the card it led to trick 0 again in trick 1; {info['never_shown']} never shown")

    # 14 Terziglio: skip in trick 9 (middle), never shown
    f = {"kind": "skip", "trick": 9, "seat": 0}
    r = attempt(lambda g: make_terz(g, f), seed + 14,
                lambda r: r[2]["skip_winner"] != 0 and len(r[2]["spare"]) == 1)
    tr, base, info, tricks = r
    save("14-terziglio-skip-middle-never-shown.json", tr, [(0, ev(base, info["skip_pos"]), "out_of_turn")],
         f"seat 0 skips trick 9; {info['spare']} never shown")

    for k, v in out.items():
        print(k, v["expected"], "|", v["note"])


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10)
