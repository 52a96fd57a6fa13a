"""Blind generator for audit round real-faults-near-slips-3.

Written from the rule sources only (no import from validator).  Every transcript is a
real table's record of a REAL fault that a lenient reader might take for a recording
slip: a seat that never plays to one trick (the next seat playing in its turn, the
trick a card short, the seat's spare card never shown or played twice at the end), a
talon/widow taken by a seat that may not take it, a misdeal (a seat with the wrong
number of cards), a payment owed and never paid while the next deal pays the same pair
a different sum, and a trick led by the wrong seat with the due leader's card third.

Usage: python _gen.py [seed]   (writes the NN-*.json files and expected.json beside it)
"""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
BASE_SEED = int(sys.argv[1]) if len(sys.argv) > 1 else 20261201


# --------------------------------------------------------------------------- decks


def rage_deck():
    return [c + str(v) for c in "RBGYPO" for v in range(16)]


RAGE_ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3

ULTI_TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]


def ulti_deck():
    return [r + s for s in "HDSC" for r in ULTI_TRUMP_ORDER]


TAROC_LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B, high -> low
TAROC_ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D, high -> low


def taroc_deck():
    d = [r + s for s in "SB" for r in TAROC_LONG] + [r + s for s in "CD" for r in TAROC_ROUND]
    return d + [f"T{i}" for i in range(21)] + ["MATTO"]


def gal_deck():
    d = []
    for s in "HDSC":
        pip = "1" if s in "HD" else "10"
        d += [r + s for r in ["K", "Q", "N", "J", pip]]
    return d + [f"T{i}" for i in range(1, 22)] + ["SKIZ"]


DAN_RED = ["K", "Q", "N", "J"] + [str(i) for i in range(1, 11)]
DAN_BLACK = ["K", "Q", "N", "J"] + [str(i) for i in range(10, 0, -1)]


def dan_deck():
    d = [r + s for s in "HD" for r in DAN_RED] + [r + s for s in "SC" for r in DAN_BLACK]
    return d + [f"T{i}" for i in range(1, 22)] + ["JOKER"]


# --------------------------------------------------------------------------- game rules


class Game:
    """Suit of a card, trick winner and legal cards, per the sources."""

    excuse = None  # a card that may always be played and never wins (Matto, Joker)

    def suit(self, c):
        return c[-1]


class Rage(Game):
    def __init__(self, trump):
        self.trump = trump

    def suit(self, c):
        return c[0]

    def legal(self, hand, trick, tidx, ntricks):
        if not trick:
            return list(hand)
        led = self.suit(trick[0][1])
        f = [c for c in hand if self.suit(c) == led]
        return f or list(hand)

    def winner(self, trick):
        led = self.suit(trick[0][1])
        best = None
        for s, c in trick:
            key = (self.suit(c) == self.trump, self.suit(c) == led, int(c[1:]))
            if best is None or key > best[0]:
                best = (key, s)
        return best[1]


class Ulti(Game):
    def __init__(self, trump):
        self.trump = trump

    def rank(self, c):
        return 8 - ULTI_TRUMP_ORDER.index(c[:-1])

    def beats(self, a, b, led):
        """a beats b (b currently best) under led suit."""
        ta, tb = self.suit(a) == self.trump, self.suit(b) == self.trump
        if ta != tb:
            return ta
        if self.suit(a) != self.suit(b):
            return False
        return self.rank(a) > self.rank(b)

    def best(self, trick):
        led = self.suit(trick[0][1])
        b = trick[0]
        for x in trick[1:]:
            if self.beats(x[1], b[1], led):
                b = x
        return b

    def legal(self, hand, trick, tidx, ntricks):
        # strictest reading of the source: follow, else trump, and within that beat
        # the cards on the table if you can (any card so chosen is legal on every reading)
        if not trick:
            return list(hand)
        led = self.suit(trick[0][1])
        f = [c for c in hand if self.suit(c) == led]
        if f:
            top = max((c for _, c in trick if self.suit(c) == led), key=self.rank)
            hi = [c for c in f if self.rank(c) > self.rank(top)]
            return hi or f
        t = [c for c in hand if self.suit(c) == self.trump]
        if t:
            tt = [c for _, c in trick if self.suit(c) == self.trump]
            if tt:
                top = max(tt, key=self.rank)
                hi = [c for c in t if self.rank(c) > self.rank(top)]
                return hi or t
            return t
        return list(hand)

    def winner(self, trick):
        return self.best(trick)[0]


def taroc_trump_rank(c):
    n = int(c[1:])
    if 1 <= n <= 4:
        return 1
    if n == 0:
        return 0
    return n - 3  # 5 -> 2 ... 20 -> 17


class Taroc(Game):
    excuse = "MATTO"

    def suit(self, c):
        if c == "MATTO":
            return "X"
        return "T" if c.startswith("T") else c[-1]

    def srank(self, c):
        s = self.suit(c)
        order = TAROC_LONG if s in "SB" else TAROC_ROUND
        return 10 - order.index(c[:-1])

    def legal(self, hand, trick, tidx, ntricks):
        if not trick:
            return [c for c in hand if c != "MATTO"] or list(hand)
        led = self.suit(trick[0][1])
        f = [c for c in hand if self.suit(c) == led]
        if not f:
            f = [c for c in hand if self.suit(c) == "T"]
        if not f:
            return list(hand)
        return f + [c for c in hand if c == "MATTO"]

    def winner(self, trick):
        led = self.suit(trick[0][1])
        best = None
        for s, c in trick:
            if c == "MATTO":
                continue
            if self.suit(c) == "T":
                key = (2, taroc_trump_rank(c))
            elif self.suit(c) == led:
                key = (1, self.srank(c))
            else:
                continue
            # equal keys happen only for the Moretti (T1-T4): the last played is highest
            if best is None or key >= best[0]:
                best = (key, s)
        return best[1]


class Galician(Game):
    def suit(self, c):
        return "T" if (c.startswith("T") or c == "SKIZ") else c[-1]

    def trank(self, c):
        return 22 if c == "SKIZ" else int(c[1:])

    def srank(self, c):
        return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)

    def legal(self, hand, trick, tidx, ntricks):
        if not trick:
            return list(hand)
        led = self.suit(trick[0][1])
        f = [c for c in hand if self.suit(c) == led]
        if not f:
            f = [c for c in hand if self.suit(c) == "T"]
        return f or list(hand)

    def winner(self, trick):
        led = self.suit(trick[0][1])
        best = None
        for s, c in trick:
            if self.suit(c) == "T":
                key = (2, self.trank(c))
            elif self.suit(c) == led:
                key = (1, self.srank(c))
            else:
                continue
            if best is None or key > best[0]:
                best = (key, s)
        return best[1]


class Danish(Game):
    excuse = "JOKER"

    def suit(self, c):
        if c == "JOKER":
            return "X"
        return "T" if c.startswith("T") else c[-1]

    def srank(self, c):
        s = c[-1]
        order = DAN_RED if s in "HD" else DAN_BLACK
        return 14 - order.index(c[:-1])

    def legal(self, hand, trick, tidx, ntricks):
        jok = [c for c in hand if c == "JOKER"] if tidx != ntricks - 2 else []
        if not trick:
            return [c for c in hand if c != "JOKER"] or list(hand)
        led = self.suit(trick[0][1])
        f = [c for c in hand if self.suit(c) == led]
        if not f:
            f = [c for c in hand if self.suit(c) == "T"]
        if not f:
            f = [c for c in hand if c != "JOKER"]
        return (f + jok) or list(hand)

    def winner(self, trick):
        led = self.suit(trick[0][1])
        best = None
        for s, c in trick:
            if c == "JOKER":
                continue
            if self.suit(c) == "T":
                key = (2, int(c[1:]))
            elif self.suit(c) == led:
                key = (1, self.srank(c))
            else:
                continue
            if best is None or key > best[0]:
                best = (key, s)
        return best[1]


# --------------------------------------------------------------------------- play simulator


class Retry(Exception):
    pass


def simulate(game, hands, leader, ntricks, rng, fault=None, reserve=None):
    """Play a deal as a real table did.

    fault: None, or a dict
      {"kind": "skip", "trick": t, "pos": 1, "end": "stop" | "twice"}: in trick t the seat
          at position pos never plays; the next seat plays in its turn; the trick is one
          card short and is taken as it lies.  The skipped seat's spare card is never shown
          (stop) or is played after the last trick (twice).
      {"kind": "early", "trick": t, "shift": k}: trick t is led by the seat k places after
          the due leader; everyone then plays on round the table (the due leader third
          when k is 1 at three seats or 2 at four).
    reserve: {seat: card} a card the seat keeps back as long as it can.
    Returns (plays, info): plays = [(seat, card)], info about the fault.
    """
    n = len(hands)
    hands = [list(h) for h in hands]
    plays = []
    info = {"tricks": [], "winners": []}
    reserve = reserve or {}
    for t in range(ntricks):
        order = [(leader + i) % n for i in range(n)]
        skipped = None
        if fault and fault["trick"] == t:
            if fault["kind"] == "skip":
                skipped = order[fault["pos"]]
                order = [s for s in order if s != skipped]
                info["skipped"] = skipped
                info["in_turn_of_skipped"] = order[fault["pos"]]
            elif fault["kind"] == "early":
                x = (leader + fault["shift"]) % n
                order = [(x + i) % n for i in range(n)]
                info["due_leader"] = leader
                info["wrong_leader"] = x
        trick = []
        for s in order:
            if not hands[s]:
                raise Retry("empty hand")
            lg = game.legal(hands[s], trick, t, ntricks)
            if game.excuse in lg and trick and t < ntricks - 3:
                c = game.excuse
            else:
                cand = [c for c in lg if c != reserve.get(s) and c != game.excuse] or [
                    c for c in lg if c != reserve.get(s)
                ]
                if not cand:
                    raise Retry("reserved card forced")
                c = rng.choice(cand)
            hands[s].remove(c)
            trick.append((s, c))
            plays.append((s, c))
        w = game.winner(trick)
        info["tricks"].append(trick)
        info["winners"].append(w)
        leader = w
    info["left"] = [list(h) for h in hands]
    if fault and fault["kind"] == "skip":
        b = info["skipped"]
        assert len(hands[b]) == 1 and all(not hands[s] for s in range(n) if s != b)
        info["spare"] = hands[b][0]
        if fault["end"] == "twice":
            plays.append((b, hands[b][0]))
    return plays, info


def play_events(plays):
    return [{"type": "play", "seat": s, "card": c} for s, c in plays]


def deal_cards(deck, sizes, rng):
    d = list(deck)
    rng.shuffle(d)
    out = []
    i = 0
    for k in sizes:
        out.append(d[i : i + k])
        i += k
    return out, d[i:]


def write(name, doc, expected):
    path = os.path.join(HERE, name)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
        f.write("\n")
    EXPECTED[name] = expected


EXPECTED = {}


def tr(game, rules, players, deals, **kw):
    d = {"format": "trick-transcript/1", "game": game, "rules": rules, "players": players}
    d.update(kw)
    d["deals"] = deals
    return d


def index_of_play(events, seat, card, start=0):
    for i in range(start, len(events)):
        e = events[i]
        if e["type"] == "play" and e["seat"] == seat and e["card"] == card:
            return i
    raise KeyError((seat, card))


def play_index(events, k):
    """event index of the k-th play (0-based)."""
    j = -1
    for i, e in enumerate(events):
        if e["type"] == "play":
            j += 1
            if j == k:
                return i
    raise KeyError(k)


# --------------------------------------------------------------------------- Rage


def rage_scores(bids, tricks_won):
    return [tw + (10 if b == tw else -5) for b, tw in zip(bids, tricks_won, strict=True)]


def gen_rage_skip_stop(seed):
    """01: Rage, the seat second to play never plays to trick t; the third plays in his
    turn; the trick is taken with three cards; his spare card (a high trump that would
    have won that trick) is never shown: the record stops."""
    n, dealer, rnd = 4, 0, 1
    for attempt in range(20000):
        rng = random.Random(seed * 1000 + attempt)
        t = rng.randrange(2, 7)
        fault = {"kind": "skip", "trick": t, "pos": 1, "end": "stop"}
        k = 11 - rnd
        hands, rest = deal_cards(rage_deck(), [k] * n, rng)
        talon = rest + RAGE_ACTIONS
        first = talon[0]
        rest2 = talon[1:]
        rng.shuffle(rest2)
        talon = [first] + rest2
        g = Rage(first[0])
        # play the deal first without reserve to find who is skipped, then retry
        try:
            plays0, info0 = simulate(g, hands, (dealer + 1) % n, k, random.Random(attempt), fault)
        except Retry:
            continue
        b = info0["skipped"]
        tr_ = [c for c in hands[b] if c[0] == g.trump]
        if not tr_:
            continue
        spare = max(tr_, key=lambda c: int(c[1:]))
        try:
            plays, info = simulate(g, hands, (dealer + 1) % n, k, random.Random(attempt), fault, {b: spare})
        except Retry:
            continue
        if info.get("skipped") != b or info["spare"] != spare:
            continue
        trick = info["tricks"][t]
        led = g.suit(trick[0][1])
        # the skipped seat void in the led colour at trick t, so his trump would be legal there
        held_at_t = set(hands[b]) - {c for s, c in plays[: sum(len(x) for x in info["tricks"][:t])] if s == b}
        if any(g.suit(c) == led for c in held_at_t):
            continue
        # and his trump would have won it
        if g.winner(trick + [(b, spare)]) != b:
            continue
        if led == g.trump:
            continue
        bids = [rng.randrange(0, 4) for _ in range(n)]
        won = [info["winners"].count(s) for s in range(n)]
        scores = rage_scores(bids, won)
        ev = [
            {"type": "bid", "seat": (dealer + 1 + i) % n, "bid": bids[(dealer + 1 + i) % n]} for i in range(n)
        ]
        pe = play_events(plays)
        ev += pe
        ev += [{"type": "score", "party": s, "points": scores[s]} for s in range(n)]
        ev += [{"type": "total", "party": s, "points": scores[s]} for s in range(n)]
        c_seat = info["in_turn_of_skipped"]
        c_card = trick[1][1]
        e_idx = index_of_play(ev, c_seat, c_card)
        doc = tr(
            "rage",
            {"preset": "standard"},
            ["Anička", "Bohouš", "Katka", "Dalibor"],
            [{"dealer": dealer, "hands": hands, "talon": talon, "events": ev}],
        )
        # what the slip reading (the spare played in trick t) would give
        won_slip = list(won)
        won_slip[info["winners"][t]] -= 1
        won_slip[b] += 1
        write(
            "01-rage-seat-skips-trick-record-stops.json",
            doc,
            {
                "status": "violations",
                "violations": [(0, e_idx, "out_of_turn")],
                "why": (
                    f"trick {t + 1}: {doc['players'][b]} (seat {b}) never plays; seat {c_seat} plays {c_card} "
                    f"in his turn (event {e_idx}); the trick is taken with three cards by seat "
                    f"{info['winners'][t]}; seat {b}'s spare {spare} (a trump that would have won trick "
                    f"{t + 1}) is never shown. Scores as played: bids {bids}, tricks {won} -> {scores}. "
                    f"Read as a line left out, trick {t + 1} would go to seat {b}: tricks {won_slip}, "
                    f"scores {rage_scores(bids, won_slip)}, which the sheet does not write."
                ),
            },
        )
        return
    raise SystemExit("rage skip: no deal found")


def gen_rage_early_lead(seed):
    """02: Rage, trick t led by the seat two after the due leader; the table plays on round
    the table, the due leader's card third.  The due leader was void in the colour led, so
    a reading with him leading would make a revoke of a card the record shows legal."""
    n, dealer, rnd = 4, 1, 2
    k = 11 - rnd
    for attempt in range(20000):
        rng = random.Random(seed * 1000 + attempt)
        t = rng.randrange(1, 6)
        fault = {"kind": "early", "trick": t, "shift": 2}
        hands, rest = deal_cards(rage_deck(), [k] * n, rng)
        talon = rest + RAGE_ACTIONS
        first = talon[0]
        rest2 = talon[1:]
        rng.shuffle(rest2)
        talon = [first] + rest2
        g = Rage(first[0])
        try:
            plays, info = simulate(g, hands, (dealer + 1) % n, k, rng, fault)
        except Retry:
            continue
        trick = info["tricks"][t]
        W = info["due_leader"]
        led = g.suit(trick[0][1])
        wcard = trick[2][1]
        assert trick[2][0] == W
        if g.suit(wcard) == led:
            continue
        # seat-order reading (due leader first: W, W+1, X, X+1): the wrong leader's card
        # would then break the follow rule of W's colour
        before = sum(len(x) for x in info["tricks"][:t])
        x = trick[0][0]
        held_x = set(hands[x]) - {c for s, c in plays[:before] if s == x}
        if not any(g.suit(c) == g.suit(wcard) for c in held_x):
            continue
        if g.winner(trick) == g.winner([trick[2], trick[3], trick[0], trick[1]]):
            continue
        bids = [rng.randrange(0, 4) for _ in range(n)]
        won = [info["winners"].count(s) for s in range(n)]
        scores = rage_scores(bids, won)
        ev = [
            {"type": "bid", "seat": (dealer + 1 + i) % n, "bid": bids[(dealer + 1 + i) % n]} for i in range(n)
        ]
        ev += play_events(plays)
        ev += [{"type": "score", "party": s, "points": scores[s]} for s in range(n)]
        e_idx = index_of_play(ev, x, trick[0][1])
        doc = tr(
            "rage",
            {"preset": "standard"},
            ["Anička", "Bohouš", "Katka", "Dalibor"],
            [{"dealer": dealer, "hands": hands, "talon": talon, "events": ev}],
            start={"round": rnd},
        )
        write(
            "02-rage-wrong-lead-due-leader-third.json",
            doc,
            {
                "status": "violations",
                "violations": [(0, e_idx, "out_of_turn")],
                "why": (
                    f"trick {t + 1}: seat {W} won trick {t} and is due to lead; seat {x} leads "
                    f"{trick[0][1]} (event {e_idx}) and the table plays on round: "
                    f"{[c for _, c in trick]}; seat {W} (third) is void in {led} and plays {wcard}; "
                    f"seat {x} held {g.suit(wcard)} then, so the order with seat {W} first would make "
                    f"seat {x} revoke. Trick taken by seat {g.winner(trick)} as played, who leads next. "
                    f"Bids {bids}, tricks {won}, scores {scores}."
                ),
            },
        )
        return
    raise SystemExit("rage early: no deal found")


def gen_rage_misdeal(seed):
    """03: Rage, two rounds; round 2 is misdealt: seat 1 gets 10 cards, seat 3 gets 8.
    The table plays it (seat 3 runs out after 8 tricks, the record stops)."""
    n = 4
    rng = random.Random(seed)
    deals = []
    # round 1, clean
    for attempt in range(1000):
        r = random.Random(seed * 7 + attempt)
        hands, rest = deal_cards(rage_deck(), [10] * n, r)
        talon = rest + RAGE_ACTIONS
        first = talon[0]
        rest2 = talon[1:]
        r.shuffle(rest2)
        talon = [first] + rest2
        g = Rage(first[0])
        plays, info = simulate(g, hands, 1, 10, r)
        bids = [r.randrange(0, 4) for _ in range(n)]
        won = [info["winners"].count(s) for s in range(n)]
        sc = rage_scores(bids, won)
        ev = [{"type": "bid", "seat": (1 + i) % n, "bid": bids[(1 + i) % n]} for i in range(n)]
        ev += play_events(plays)
        ev += [{"type": "score", "party": s, "points": sc[s]} for s in range(n)]
        deals.append({"dealer": 0, "hands": hands, "talon": talon, "events": ev})
        totals = sc
        break
    # round 2, misdealt 9/10/9/8
    hands, rest = deal_cards(rage_deck(), [9, 10, 9, 8], rng)
    talon = rest + RAGE_ACTIONS
    first = talon[0]
    rest2 = talon[1:]
    rng.shuffle(rest2)
    talon = [first] + rest2
    g = Rage(first[0])
    # play 8 tricks (everyone has a card), then the record stops
    h = [list(x) for x in hands]
    leader = 2
    plays = []
    for t in range(8):
        trick = []
        for i in range(n):
            s = (leader + i) % n
            c = rng.choice(g.legal(h[s], trick, t, 9))
            h[s].remove(c)
            trick.append((s, c))
            plays.append((s, c))
        leader = g.winner(trick)
    bids = [1, 2, 1, 1]
    ev = [{"type": "bid", "seat": (2 + i) % n, "bid": bids[(2 + i) % n]} for i in range(n)]
    ev += play_events(plays)
    deals.append({"dealer": 1, "hands": hands, "talon": talon, "events": ev})
    doc = tr("rage", {"preset": "standard"}, ["Anička", "Bohouš", "Katka", "Dalibor"], deals)
    write(
        "03-rage-misdeal-ten-and-eight.json",
        doc,
        {
            "status": "rejected",
            "problems": [("/deals/1/hands/1", "bad_hand_size"), ("/deals/1/hands/3", "bad_hand_size")],
            "why": (
                "round 2 (dealer seat 1) must deal nine cards to each seat ('Ve druhém kole se rozdá "
                "každému hráči po devíti kartách'); seat 1 holds 10 and seat 3 holds 8: not two hands "
                "swapped (a swap keeps the sizes). No legal deal: rejected, one problem per wrong hand. "
                f"(round 1 totals would be {totals})"
            ),
        },
    )


# --------------------------------------------------------------------------- Ulti


def ulti_points(cards):
    return sum(10 for c in cards if c[:-1] in ("A", "10"))


def ulti_deal_party(rng, dealer, red, fault=None, trump_choice=None):
    """A party deal: first bidder discards and bids party, both others pass, he passes.
    Returns (hands, events_before_play, plays, info, declarer, trump, discard)."""
    n = 3
    fb = (dealer + 1) % n
    sizes = [10, 10, 10]
    sizes[fb] = 12
    hands, _ = deal_cards(ulti_deck(), sizes, rng)
    h = [list(x) for x in hands]
    if red:
        trump = "H"
    else:
        # the declarer's longest non-heart suit
        cnt = {s: sum(1 for c in h[fb] if c[-1] == s) for s in "DSC"}
        trump = max(cnt, key=lambda s: (cnt[s], s))
    # discard two low non-trump cards that are not A or 10
    cand = sorted(
        [c for c in h[fb] if c[-1] != trump and c[:-1] not in ("A", "10")],
        key=lambda c: -ULTI_TRUMP_ORDER.index(c[:-1]),
    )
    if len(cand) < 2:
        raise Retry("discard")
    disc = cand[:2]
    for c in disc:
        h[fb].remove(c)
    ev = [
        {"type": "discard", "seat": fb, "cards": disc},
        {"type": "bid", "seat": fb, "bid": {"goals": ["party"], "red": red}},
        {"type": "bid", "seat": (fb + 1) % n, "bid": "pass"},
        {"type": "bid", "seat": (fb + 2) % n, "bid": "pass"},
        {"type": "bid", "seat": fb, "bid": "pass"},
    ]
    if not red:
        ev.append({"type": "announce", "seat": fb, "items": [{"kind": "trump", "suit": trump}]})
    g = Ulti(trump)
    plays, info = simulate(g, h, fb, 10, rng, fault)
    return hands, ev, plays, info, fb, trump, disc, g


def ulti_party_result(info, declarer, disc, trump):
    n = 3
    pts = [0] * n
    for trick, w in zip(info["tricks"], info["winners"], strict=True):
        pts[w] += ulti_points([c for _, c in trick])
    pts[info["winners"][-1]] += 10
    decl = pts[declarer]
    defn = sum(pts) - decl + ulti_points(disc)
    tricks_decl = info["winners"].count(declarer)
    last = info["tricks"][-1]
    seven = "7" + trump
    silent_ulti = any(c == seven for _, c in last)
    durch = tricks_decl in (0, 10)
    return decl, defn, tricks_decl, silent_ulti, durch


def with_declares(ev_before, plays):
    """declare [] before each seat's first card (no marriage announced)."""
    ev = list(ev_before)
    seen = set()
    for s, c in plays:
        if s not in seen:
            seen.add(s)
            ev.append({"type": "declare", "seat": s, "items": []})
        ev.append({"type": "play", "seat": s, "card": c})
    return ev


def gen_ulti_take_out_of_turn(seed):
    """04: Ulti. First bidder (seat 1) discards and bids party. The dealer (seat 0), not due
    (seat 2 is), takes the two cards, lays two away and bids red party. Seat 2 then takes
    the two seat 0 laid away, lays two away and bids 40-100; all pass; seat 2 declares."""
    dealer = 0
    for attempt in range(5000):
        rng = random.Random(seed * 1000 + attempt)
        hands, _ = deal_cards(ulti_deck(), [10, 12, 10], rng)
        h = [list(x) for x in hands]

        def lay(seat, keep_suit=None, h=h, rng=rng):
            cand = [c for c in h[seat] if c[:-1] not in ("A", "10", "K", "Q") and c[-1] != keep_suit]
            if len(cand) < 2:
                raise Retry
            d = rng.sample(cand, 2)
            for c in d:
                h[seat].remove(c)
            return d

        try:
            d1 = lay(1)
            h[0] += d1
            d0 = lay(0)
            # seat 2's trump: a non-heart suit where he holds K and Q (so he can say 40)
            h[2] += d0
            pairs = [s for s in "DSC" if "K" + s in h[2] and "Q" + s in h[2]]
            if not pairs:
                raise Retry
            trump = pairs[0]
            d2 = lay(2, keep_suit=trump)
        except Retry:
            continue
        g = Ulti(trump)
        try:
            plays, info = simulate(g, h, 2, 10, rng)
        except Retry:
            continue
        last = info["tricks"][-1]
        if any(c == "7" + trump for _, c in last):
            continue
        ev = [
            {"type": "discard", "seat": 1, "cards": d1},
            {"type": "bid", "seat": 1, "bid": {"goals": ["party"], "red": False}},
            {"type": "take", "seat": 0, "cards": d1},
            {"type": "discard", "seat": 0, "cards": d0},
            {"type": "bid", "seat": 0, "bid": {"goals": ["party"], "red": True}},
            {"type": "take", "seat": 2, "cards": d0},
            {"type": "discard", "seat": 2, "cards": d2},
            {"type": "bid", "seat": 2, "bid": {"goals": ["40-100"], "red": False}},
            {"type": "bid", "seat": 0, "bid": "pass"},
            {"type": "bid", "seat": 1, "bid": "pass"},
            {"type": "bid", "seat": 2, "bid": "pass"},
            {"type": "announce", "seat": 2, "items": [{"kind": "trump", "suit": trump}]},
        ]
        ev += play_events(plays)
        doc = tr(
            "ulti",
            {"preset": "standard"},
            ["Anna", "Béla", "Csilla"],
            [{"dealer": dealer, "hands": hands, "events": ev}],
        )
        write(
            "04-ulti-talon-taken-out-of-turn.json",
            doc,
            {
                "status": "violations",
                "violations": [(0, 2, "bid_out_of_turn")],
                "why": (
                    "dealer seat 0; seat 1 (12 cards) lays two away and bids party; the turn is seat 2's "
                    "('ついで,反時計回りで順番に...伏せられた 2 枚のカードを手に入れ'), but seat 0 takes the two "
                    "cards (event 2), lays two away himself (event 3) and bids red party (event 4): a real "
                    "take out of turn, not a take written for the wrong seat (the due seat does not lay two "
                    "away next; the taker does). Seat 2, the seat skipped, then takes (the cards seat 0 laid "
                    "away), lays away and bids 40-100; three passes; seat 2 declares (trump "
                    f"{trump}; he holds its K and Q) and leads. One finding at the take; the code is the engine's "
                    "auction-turn code (expected bid_out_of_turn). No payments written: settlement not checked."
                ),
            },
        )
        return
    raise SystemExit("ulti take: none")


def gen_ulti_payment(seed):
    """05: Ulti, two deals. Deal 0: red party; one defender's 2 units never paid. Deal 1:
    plain party; the same pair settles 1 unit (the deal's own due)."""
    for attempt in range(20000):
        rng = random.Random(seed * 1000 + attempt)
        try:
            h0, ev0, p0, i0, fb0, t0, d0, g0 = ulti_deal_party(rng, 0, True)
            h1, ev1, p1, i1, fb1, t1, d1, g1 = ulti_deal_party(rng, 1, False)
        except Retry:
            continue
        r0 = ulti_party_result(i0, fb0, d0, t0)
        r1 = ulti_party_result(i1, fb1, d1, t1)
        if any(r[3] or r[4] or r[0] == r[1] for r in (r0, r1)):
            continue
        # deal 0: declarer seat 1; deal 1: declarer seat 2
        won0 = r0[0] > r0[1]
        won1 = r1[0] > r1[1]
        # the pair that misses in deal 0: declarer 1 and defender 2; deal 1's declarer is 2,
        # so the same pair settles again (amount 1 instead of 2)
        pays0 = []
        for dfd in (2, 0):
            if won0:
                pays0.append({"type": "payment", "from": dfd, "to": 1, "amount": 2, "reason": "party"})
            else:
                pays0.append({"type": "payment", "from": 1, "to": dfd, "amount": 2, "reason": "party"})
        missing = pays0[0]
        pays0 = pays0[1:]
        pays1 = []
        for dfd in (0, 1):
            if won1:
                pays1.append({"type": "payment", "from": dfd, "to": 2, "amount": 1, "reason": "party"})
            else:
                pays1.append({"type": "payment", "from": 2, "to": dfd, "amount": 1, "reason": "party"})
        e0 = with_declares(ev0, p0) + pays0
        e1 = with_declares(ev1, p1) + pays1
        doc = tr(
            "ulti",
            {"preset": "standard"},
            ["Anna", "Béla", "Csilla"],
            [
                {"dealer": 0, "hands": h0, "events": e0},
                {"dealer": 1, "hands": h1, "events": e1},
            ],
        )
        write(
            "05-ulti-payment-never-paid-next-deal-other-sum.json",
            doc,
            {
                "status": "violations",
                "violations": [(0, None, "missing_payment")],
                "why": (
                    f"deal 0: seat 1 bids red party, card points declarer {r0[0]} vs defenders {r0[1]} "
                    f"(discard {d0} counted to them): party {'won' if won0 else 'lost'}, red doubles: 2 units "
                    f"between seat 1 and each defender; the record pays seat 0's line only, the line "
                    f"{missing} is never written. Deal 1: seat 2 bids party (trump {t1}), declarer {r1[0]} vs "
                    f"{r1[1]}: {'won' if won1 else 'lost'}, 1 unit each way; the record pays exactly that, "
                    "including the same pair (seats 1 and 2) 1 unit: not deal 0's 2 written late (different "
                    "sum), so deal 1 is clean and deal 0 keeps one missing payment (event: the deal, or the "
                    "engine's chosen event)."
                ),
            },
        )
        return
    raise SystemExit("ulti payment: none")


def gen_ulti_skip_twice(seed):
    """06: Ulti party: in trick t the seat second to play never plays; the third plays in
    his turn; the trick is taken with two cards; in the last trick the skipped seat plays
    both his last cards (plays twice)."""
    for attempt in range(20000):
        rng = random.Random(seed * 1000 + attempt)
        t = rng.randrange(2, 7)
        fault = {"kind": "skip", "trick": t, "pos": 1, "end": "twice"}
        try:
            h, ev, plays, info, fb, trump, disc, g = ulti_deal_party(rng, 2, True, fault)
        except Retry:
            continue
        last = info["tricks"][-1]
        if any(c == "7" + trump for _, c in last) or plays[-1][1] == "7" + trump:
            continue
        e = with_declares(ev, plays)
        trick = info["tricks"][t]
        b = info["skipped"]
        c_seat = info["in_turn_of_skipped"]
        e1 = index_of_play(e, c_seat, trick[1][1])
        e2 = len(e) - 1
        doc = tr(
            "ulti",
            {"preset": "standard"},
            ["Anna", "Béla", "Csilla"],
            [{"dealer": 2, "hands": h, "events": e}],
        )
        write(
            "06-ulti-seat-skips-trick-plays-twice-at-end.json",
            doc,
            {
                "status": "violations",
                "violations": [(0, e1, "out_of_turn"), (0, e2, "out_of_turn")],
                "why": (
                    f"dealer 2, seat {fb} bids red party and leads. Trick {t + 1}: seat {b} never plays; seat "
                    f"{c_seat} plays {trick[1][1]} in his turn (event {e1}); the trick is taken with two cards "
                    f"by seat {info['winners'][t]}. Seat {b} is a card long to the end and plays it after the "
                    f"last trick (event {e2}, {plays[-1][1]}): the seat plays twice in the last trick. Two "
                    "cards out of turn ('反時計回りに順番に 1 枚ずつ'): the card in seat "
                    f"{b}'s turn and his second card. No payments written."
                ),
            },
        )
        return
    raise SystemExit("ulti skip: none")


# --------------------------------------------------------------------------- Tarocchini


FIVE = {"KS", "KB", "KC", "KD", "T20", "T19", "T0", "MATTO"}


def gen_otto_skip_stop(seed):
    """07: Ottocento, trick t: the seat second to play never plays; the next plays in his
    turn; trick taken with three cards; the skipped seat's spare card never shown."""
    dealer = 3
    for attempt in range(20000):
        rng = random.Random(seed * 1000 + attempt)
        t = rng.randrange(2, 9)
        fault = {"kind": "skip", "trick": t, "pos": 1, "end": "stop"}
        hands, _ = deal_cards(taroc_deck(), [15, 15, 15, 17], rng)
        h = [list(x) for x in hands]
        cand = [c for c in h[dealer] if c not in FIVE]
        disc = rng.sample(cand, 2)
        for c in disc:
            h[dealer].remove(c)
        g = Taroc()
        try:
            plays, info = simulate(g, h, 0, 15, rng, fault)
        except Retry:
            continue
        if info["spare"] == "MATTO":
            continue
        trick = info["tricks"][t]
        if any(c == "MATTO" for _, c in trick):
            continue
        ev = [{"type": "discard", "seat": dealer, "cards": disc}] + play_events(plays)
        b = info["skipped"]
        c_seat = info["in_turn_of_skipped"]
        e1 = index_of_play(ev, c_seat, trick[1][1])
        doc = tr(
            "tarocchini-ottocento",
            {"preset": "standard"},
            ["Anna", "Bruno", "Carla", "Dario"],
            [{"dealer": dealer, "hands": hands, "events": ev}],
        )
        write(
            "07-ottocento-seat-skips-trick-record-stops.json",
            doc,
            {
                "status": "violations",
                "violations": [(0, e1, "out_of_turn")],
                "why": (
                    f"dealer 3 (17 cards, lays away {disc}); seat 0 leads. Trick {t + 1}: seat {b} never "
                    f"plays; seat {c_seat} plays {trick[1][1]} in his turn (event {e1}); the trick is taken "
                    f"with three cards by seat {info['winners'][t]}; seat {b}'s spare {info['spare']} is never "
                    "shown (the record stops). One card out of turn. No scores written."
                ),
            },
        )
        return
    raise SystemExit("otto skip: none")


def gen_otto_early(seed):
    """08: Ottocento, trick t led by the seat two after the due leader, the table playing on
    round; the due leader (third) void in the suit led."""
    dealer = 0
    for attempt in range(20000):
        rng = random.Random(seed * 1000 + attempt)
        t = rng.randrange(1, 8)
        fault = {"kind": "early", "trick": t, "shift": 2}
        hands, _ = deal_cards(taroc_deck(), [17, 15, 15, 15], rng)
        h = [list(x) for x in hands]
        cand = [c for c in h[dealer] if c not in FIVE]
        disc = rng.sample(cand, 2)
        for c in disc:
            h[dealer].remove(c)
        g = Taroc()
        try:
            plays, info = simulate(g, h, 1, 15, rng, fault)
        except Retry:
            continue
        trick = info["tricks"][t]
        W = info["due_leader"]
        x = info["wrong_leader"]
        if any(c == "MATTO" for _, c in trick):
            continue
        led = g.suit(trick[0][1])
        wcard = trick[2][1]
        if g.suit(wcard) == led:
            continue
        before = sum(len(q) for q in info["tricks"][:t])
        held_x = set(hands[x]) - {c for s, c in plays[:before] if s == x} - set(disc)
        if not any(g.suit(c) == g.suit(wcard) for c in held_x):
            continue
        if g.winner(trick) == g.winner([trick[2], trick[3], trick[0], trick[1]]):
            continue
        ev = [{"type": "discard", "seat": dealer, "cards": disc}] + play_events(plays)
        e1 = index_of_play(ev, x, trick[0][1])
        doc = tr(
            "tarocchini-ottocento",
            {"preset": "standard"},
            ["Anna", "Bruno", "Carla", "Dario"],
            [{"dealer": dealer, "hands": hands, "events": ev}],
        )
        write(
            "08-ottocento-wrong-lead-due-leader-third.json",
            doc,
            {
                "status": "violations",
                "violations": [(0, e1, "out_of_turn")],
                "why": (
                    f"trick {t + 1}: seat {W} is due to lead (won trick {t}); seat {x} leads {trick[0][1]} "
                    f"(event {e1}); the table plays on round: {[c for _, c in trick]}; seat {W}, third, is "
                    f"void in {led} and plays {wcard}; seat {x} then held that suit, so a reading with seat "
                    f"{W} leading would make seat {x} revoke. Trick to seat {g.winner(trick)} as played."
                ),
            },
        )
        return
    raise SystemExit("otto early: none")


def gen_terz_widow(seed):
    """09: Terziglio gioco: seat 2 is the gioco declarer; seat 0 (a defender) takes two
    widow cards and lays two away; then the declarer takes two of the widow and lays two
    away."""
    dealer = 0
    for attempt in range(20000):
        rng = random.Random(seed * 1000 + attempt)
        hands, widow = deal_cards(taroc_deck(), [18, 18, 18], rng)
        h = [list(x) for x in hands]
        w = list(widow)
        t0 = [c for c in w if c not in FIVE][:2]
        if len(t0) < 2:
            continue
        for c in t0:
            w.remove(c)
            h[0].append(c)
        d0 = rng.sample([c for c in h[0] if c not in FIVE and c not in t0], 2)
        for c in d0:
            h[0].remove(c)
        t2 = [c for c in w if c not in FIVE][:2]
        if len(t2) < 2:
            continue
        w += d0
        for c in t2:
            w.remove(c)
            h[2].append(c)
        d2 = rng.sample([c for c in h[2] if c not in FIVE and c not in t2], 2)
        for c in d2:
            h[2].remove(c)
        g = Taroc()
        try:
            plays, info = simulate(g, h, 1, 18, rng)
        except Retry:
            continue
        ev = [
            {"type": "bid", "seat": 1, "bid": "pass"},
            {"type": "bid", "seat": 2, "bid": "gioco"},
            {"type": "bid", "seat": 0, "bid": "pass"},
            {"type": "take", "seat": 0, "cards": t0},
            {"type": "discard", "seat": 0, "cards": d0},
            {"type": "take", "seat": 2, "cards": t2},
            {"type": "discard", "seat": 2, "cards": d2},
        ] + play_events(plays)
        doc = tr(
            "tarocchini-terziglio",
            {"preset": "standard"},
            ["Elena", "Franco", "Giulia"],
            [{"dealer": dealer, "hands": hands, "talon": widow, "events": ev}],
        )
        write(
            "09-terziglio-defender-takes-widow-declarer-too.json",
            doc,
            {
                "status": "violations",
                "violations": [(0, 3, "illegal_take")],
                "why": (
                    "auction: seat 1 pass, seat 2 gioco, seat 0 pass: seat 2 is the gioco declarer "
                    "('В gioco разыгрывающий может обмениваться картами с колодой'). Seat 0, a defender, "
                    f"takes {t0} from the widow (event 3) and lays {d0} away (event 4); then the declarer "
                    f"takes {t2} (event 5) and lays {d2} away (event 6). Not a take written for the wrong "
                    "seat: the taker lays cards away himself and the declarer's own take follows. One "
                    "real fault, the defender's exchange: illegal_take at event 3 (his discard is the same "
                    "exchange). The declarer's exchange is legal. No scores written."
                ),
            },
        )
        return
    raise SystemExit("terz widow: none")


def gen_terz_misdeal(seed):
    """10: Terziglio, widow 8: seat 1 dealt 19 cards, seat 2 dealt 17."""
    rng = random.Random(seed)
    hands, widow = deal_cards(taroc_deck(), [18, 19, 17], rng)
    h = [list(x) for x in hands]
    g = Taroc()
    # auction, the declarer takes nothing (gioco may exchange, need not)
    leader = 1
    plays = []
    for t in range(17):
        trick = []
        for i in range(3):
            s = (leader + i) % 3
            lg = g.legal(h[s], trick, t, 18)
            c = rng.choice(lg)
            h[s].remove(c)
            trick.append((s, c))
            plays.append((s, c))
        leader = g.winner(trick)
    ev = [
        {"type": "bid", "seat": 1, "bid": "gioco"},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": 0, "bid": "pass"},
    ] + play_events(plays)
    doc = tr(
        "tarocchini-terziglio",
        {"preset": "standard"},
        ["Elena", "Franco", "Giulia"],
        [{"dealer": 0, "hands": hands, "talon": widow, "events": ev}],
    )
    write(
        "10-terziglio-misdeal-nineteen-and-seventeen.json",
        doc,
        {
            "status": "rejected",
            "problems": [("/deals/0/hands/1", "bad_hand_size"), ("/deals/0/hands/2", "bad_hand_size")],
            "why": (
                "standard preset (widow 8): 18 cards each ('Каждому игроку раздается 18 или 19 карт, из "
                "которых 8 или 5 идут в колоду'); seat 1 holds 19 and seat 2 holds 17 (seat 0 18, widow 8): "
                "a misdeal, not a swap (a swap keeps the sizes). Played 17 tricks, the record stops. "
                "Rejected, one problem per wrong hand."
            ),
        },
    )


# --------------------------------------------------------------------------- Galician


def gal_deal(rng, dealer):
    hands, talon = deal_cards(gal_deck(), [12, 12, 12], rng)
    h = [list(x) for x in hands]
    decl = (dealer + 3) % 3  # the third to bid = the dealer
    fh = (dealer + 1) % 3
    take = talon[:3]
    h[decl] += take
    cand = [c for c in h[decl] if not c.startswith("T") and c != "SKIZ" and not c.startswith("K")]
    if len(cand) < 3:
        raise Retry
    disc = rng.sample(cand, 3)
    for c in disc:
        h[decl].remove(c)
    ev = [
        {"type": "bid", "seat": fh, "bid": "pass"},
        {"type": "bid", "seat": (fh + 1) % 3, "bid": "pass"},
        {"type": "bid", "seat": decl, "bid": "three"},
        {"type": "take", "seat": decl, "cards": take},
        {"type": "discard", "seat": decl, "cards": disc},
        {"type": "announce", "seat": decl, "items": []},
        {"type": "announce", "seat": (decl + 1) % 3, "items": []},
        {"type": "announce", "seat": (decl + 2) % 3, "items": []},
    ]
    return hands, talon, h, ev, fh, decl


def gen_gal_early(seed):
    """11: Galician, trick t led by the seat after the due leader; the table plays on
    round; the due leader, third, void in the suit led."""
    for attempt in range(20000):
        rng = random.Random(seed * 1000 + attempt)
        t = rng.randrange(1, 7)
        try:
            hands, talon, h, ev, fh, decl = gal_deal(rng, 1)
            plays, info = simulate(Galician(), h, fh, 12, rng, {"kind": "early", "trick": t, "shift": 1})
        except Retry:
            continue
        g = Galician()
        trick = info["tricks"][t]
        W, x = info["due_leader"], info["wrong_leader"]
        led = g.suit(trick[0][1])
        wcard = trick[2][1]
        if g.suit(wcard) == led:
            continue
        before = sum(len(q) for q in info["tricks"][:t])
        held_x = set(h[x]) - {c for s, c in plays[:before] if s == x}
        held_y = set(h[trick[1][0]]) - {c for s, c in plays[:before] if s == trick[1][0]}
        ws = g.suit(wcard)
        if not (any(g.suit(c) == ws for c in held_x) or any(g.suit(c) == ws for c in held_y)):
            continue
        if g.winner(trick) == g.winner([trick[2], trick[0], trick[1]]):
            continue
        ev2 = ev + play_events(plays)
        e1 = index_of_play(ev2, x, trick[0][1])
        doc = tr(
            "galician-tarok",
            {"preset": "standard", "pool": False},
            ["Adam", "Bożena", "Czesław"],
            [{"dealer": 1, "hands": hands, "talon": talon, "events": ev2}],
        )
        write(
            "11-galician-wrong-lead-due-leader-third.json",
            doc,
            {
                "status": "violations",
                "violations": [(0, e1, "out_of_turn")],
                "why": (
                    f"dealer 1; seats 2, 0 pass, seat 1 plays a three; forehand seat 2 leads ('Ręka wydaje "
                    f"pierwszą kartę'). Trick {t + 1}: seat {W} won trick {t} and is due; seat {x} leads "
                    f"{trick[0][1]} (event {e1}) and the table plays on round {[c for _, c in trick]}; seat "
                    f"{W} (third) is void in {led} and plays {wcard}; with seat {W} leading, a card written "
                    f"before his would break §5. Trick to seat {g.winner(trick)} as played. No payments "
                    "written (pool off)."
                ),
            },
        )
        return
    raise SystemExit("gal early: none")


def gen_gal_skip_stop(seed):
    """12: Galician: the seat second to play never plays to trick t; the third plays in his
    turn; trick taken with two cards; the record stops with the skipped seat's spare unshown."""
    for attempt in range(20000):
        rng = random.Random(seed * 1000 + attempt)
        t = rng.randrange(2, 8)
        try:
            hands, talon, h, ev, fh, decl = gal_deal(rng, 2)
            plays, info = simulate(
                Galician(), h, fh, 12, rng, {"kind": "skip", "trick": t, "pos": 1, "end": "stop"}
            )
        except Retry:
            continue
        trick = info["tricks"][t]
        b = info["skipped"]
        c_seat = info["in_turn_of_skipped"]
        ev2 = ev + play_events(plays)
        e1 = index_of_play(ev2, c_seat, trick[1][1])
        doc = tr(
            "galician-tarok",
            {"preset": "standard", "pool": False},
            ["Adam", "Bożena", "Czesław"],
            [{"dealer": 2, "hands": hands, "talon": talon, "events": ev2}],
        )
        write(
            "12-galician-seat-skips-trick-record-stops.json",
            doc,
            {
                "status": "violations",
                "violations": [(0, e1, "out_of_turn")],
                "why": (
                    f"dealer 2; seat 2 plays a three; seat 0 leads. Trick {t + 1}: seat {b} never plays; "
                    f"seat {c_seat} plays {trick[1][1]} in his turn (event {e1}); 'Każda lewa składa się z "
                    f"trzech kart' (§14) but this one is taken with two by seat {info['winners'][t]}; seat "
                    f"{b}'s spare {info['spare']} is never shown. One card out of turn."
                ),
            },
        )
        return
    raise SystemExit("gal skip: none")


# --------------------------------------------------------------------------- Danish


def dan_deal(rng, dealer, sizes=None):
    sizes = sizes or [25, 25, 25]
    sizes = list(sizes)
    hands, rest = deal_cards(dan_deck(), sizes, rng)
    hands[dealer] += rest  # the dealer adds the three cards left
    h = [list(x) for x in hands]
    pips = [
        c for c in h[dealer] if not c.startswith("T") and c != "JOKER" and c[:-1] not in ("K", "Q", "N", "J")
    ]
    if len(pips) < 3:
        raise Retry
    skat = rng.sample(pips, 3)
    for c in skat:
        h[dealer].remove(c)
    return hands, h, skat


def gen_dan_misdeal(seed):
    """13: Danish, the dealer deals seat 1 26 cards and seat 2 24 (he adds the three left to
    his 25); the wrong counts show only when seat 2 runs out after 24 tricks."""
    dealer = 0
    for attempt in range(2000):
        rng = random.Random(seed * 1000 + attempt)
        try:
            hands, h, skat = dan_deal(rng, dealer, [25, 26, 24])
        except Retry:
            continue
        g = Danish()
        leader = 1
        plays = []
        ok = True
        for t in range(24):
            trick = []
            for i in range(3):
                s = (leader + i) % 3
                lg = g.legal(h[s], trick, t, 25)
                if "JOKER" in lg and trick and t < 20:
                    c = "JOKER"
                else:
                    cand = [c for c in lg if c != "JOKER"] or lg
                    c = rng.choice(cand)
                h[s].remove(c)
                trick.append((s, c))
                plays.append((s, c))
            leader = g.winner(trick)
        if not ok:
            continue
        ev = [{"type": "discard", "seat": dealer, "cards": skat}] + play_events(plays)
        doc = tr(
            "danish-tarok",
            {"preset": "standard"},
            ["Agnieszka", "Bartek", "Celina"],
            [{"dealer": dealer, "hands": hands, "events": ev}],
        )
        write(
            "13-danish-misdeal-found-after-play.json",
            doc,
            {
                "status": "violations (or rejected)",
                "violations": [(0, None, "misdeal")],
                "why": (
                    "§7 'Karty rozdaje się po pięć, aż każdy gracz ma 25 kart. Rozdający dodaje trzy pozostałe "
                    "karty sobie': seat 1 holds 26, seat 2 24 (dealer 28). §18 'Nie do poprawienia – 40 do "
                    "każdej puli. (Unieważnienie rozdania...) - Gracz ma na ręce złą ilość kart, co odkryte "
                    "zostaje już po rozpoczęciu pierwszej kolejki': found after 24 tricks, so an irreparable "
                    "fault: 40 to each pool, the deal void. Expected one finding for the deal with that "
                    "penalty (code unknown to me: a misdeal / wrong hand size); the format's 'rejected ... a "
                    "deal that is not a legal deal' (bad_hand_size at /deals/0/hands/1 and /2) would leave the "
                    "§18 penalty unstated: a defensible difference if the engine rejects."
                ),
            },
        )
        return
    raise SystemExit("dan misdeal: none")


def gen_dan_early(seed):
    """14: Danish, trick t led by the seat after the due leader, the table plays on round,
    the due leader third and void in the suit led."""
    dealer = 1
    for attempt in range(20000):
        rng = random.Random(seed * 1000 + attempt)
        t = rng.randrange(1, 15)
        try:
            hands, h, skat = dan_deal(rng, dealer)
            plays, info = simulate(Danish(), h, 2, 25, rng, {"kind": "early", "trick": t, "shift": 1})
        except Retry:
            continue
        g = Danish()
        trick = info["tricks"][t]
        W, x = info["due_leader"], info["wrong_leader"]
        if any(c == "JOKER" for _, c in trick):
            continue
        led = g.suit(trick[0][1])
        wcard = trick[2][1]
        if g.suit(wcard) == led:
            continue
        before = sum(len(q) for q in info["tricks"][:t])
        y = trick[1][0]
        held_x = set(h[x]) - {c for s, c in plays[:before] if s == x}
        held_y = set(h[y]) - {c for s, c in plays[:before] if s == y}
        ws = g.suit(wcard)
        if not (any(g.suit(c) == ws for c in held_x) and any(g.suit(c) == ws for c in held_y)):
            continue
        if g.winner(trick) == g.winner([trick[2], trick[0], trick[1]]):
            continue
        ev = [{"type": "discard", "seat": dealer, "cards": skat}] + play_events(plays)
        e1 = index_of_play(ev, x, trick[0][1])
        doc = tr(
            "danish-tarok",
            {"preset": "standard"},
            ["Agnieszka", "Bartek", "Celina"],
            [{"dealer": dealer, "hands": hands, "events": ev}],
        )
        write(
            "14-danish-wrong-lead-due-leader-third.json",
            doc,
            {
                "status": "violations",
                "violations": [(0, e1, "out_of_turn")],
                "why": (
                    f"dealer 1, seat 2 leads first (§10 'Gracz po prawej od Rozdającego zaczyna'). Trick "
                    f"{t + 1}: seat {W} won trick {t} ('Gracz, który wziął sztych, zaczyna następną kolejkę'); "
                    f"seat {x} leads {trick[0][1]} (event {e1}); the table plays on round "
                    f"{[c for _, c in trick]}; seat {W} (third) void in {led} plays {wcard}; both others held "
                    f"{ws} then, so with seat {W} leading both would revoke. §18 'Duże – 20 do każdej puli (gra "
                    "trwa nadal) - Rozpoczęcie kolejki poza kolejnością': penalty large, seat "
                    f"{x} pays 20 to each pool. No payments written: settlement not compared."
                ),
            },
        )
        return
    raise SystemExit("dan early: none")


def gen_dan_skip_twice(seed):
    """15: Danish: the seat second to play never plays to trick t; the third plays in his
    turn; trick taken with two cards; the skipped seat plays both last cards in the last trick."""
    dealer = 2
    for attempt in range(20000):
        rng = random.Random(seed * 1000 + attempt)
        t = rng.randrange(2, 15)
        try:
            hands, h, skat = dan_deal(rng, dealer)
            plays, info = simulate(
                Danish(), h, 0, 25, rng, {"kind": "skip", "trick": t, "pos": 1, "end": "twice"}
            )
        except Retry:
            continue
        trick = info["tricks"][t]
        if any(c == "JOKER" for _, c in trick) or info["spare"] == "JOKER":
            continue
        last = info["tricks"][-1]
        if any(c == "JOKER" for _, c in last):
            continue
        b = info["skipped"]
        c_seat = info["in_turn_of_skipped"]
        ev = [{"type": "discard", "seat": dealer, "cards": skat}] + play_events(plays)
        e1 = index_of_play(ev, c_seat, trick[1][1])
        e2 = len(ev) - 1
        doc = tr(
            "danish-tarok",
            {"preset": "standard"},
            ["Agnieszka", "Bartek", "Celina"],
            [{"dealer": dealer, "hands": hands, "events": ev}],
        )
        write(
            "15-danish-seat-skips-trick-plays-twice-at-end.json",
            doc,
            {
                "status": "violations",
                "violations": [(0, e1, "out_of_turn"), (0, e2, "out_of_turn")],
                "why": (
                    f"dealer 2, seat 0 leads. Trick {t + 1}: seat {b} never plays; seat {c_seat} plays "
                    f"{trick[1][1]} in his turn (event {e1}); the trick is taken with two cards by seat "
                    f"{info['winners'][t]}. Seat {b} stays a card long and plays it after the last trick "
                    f"(event {e2}, {plays[-1][1]}). §18 'Rzucenie karty poza kolejnością' (large, 20 to each "
                    "pool) at each card out of turn. No payments written."
                ),
            },
        )
        return
    raise SystemExit("dan skip: none")


def main():
    for f in os.listdir(HERE):
        if f.endswith(".json") and f[:2].isdigit():
            os.remove(os.path.join(HERE, f))
    s = BASE_SEED
    gen_rage_skip_stop(s + 1)
    gen_rage_early_lead(s + 2)
    gen_rage_misdeal(s + 3)
    gen_ulti_take_out_of_turn(s + 4)
    gen_ulti_payment(s + 5)
    gen_ulti_skip_twice(s + 6)
    gen_otto_skip_stop(s + 7)
    gen_otto_early(s + 8)
    gen_terz_widow(s + 9)
    gen_terz_misdeal(s + 10)
    gen_gal_early(s + 11)
    gen_gal_skip_stop(s + 12)
    gen_dan_misdeal(s + 13)
    gen_dan_early(s + 14)
    gen_dan_skip_twice(s + 15)
    with open(os.path.join(HERE, "expected.txt"), "w", encoding="utf-8") as f:
        for k in sorted(EXPECTED):
            v = EXPECTED[k]
            f.write(k + "\n")
            f.write("  status: " + v["status"] + "\n")
            for x in v.get("violations", []):
                f.write("  violation: " + repr(x) + "\n")
            for x in v.get("problems", []):
                f.write("  problem: " + repr(x) + "\n")
            f.write("  why: " + v["why"] + "\n\n")
    print("\n".join(sorted(EXPECTED)))


if __name__ == "__main__":
    main()
