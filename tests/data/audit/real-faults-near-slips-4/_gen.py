"""Blind generator for audit round real-faults-near-slips-4.

Written from the rule sources only (no import from validator).  Every transcript is a
real table's record of ONE real fault that changes a trick's shape:

* skip   - a seat never plays to one trick: the next seat plays in its turn, the trick is
           taken with one card short, and the skipped seat's spare card is either played
           alone after the last trick ("extra") or never shown (the record stops, "stop").
           The spare is chosen so that, had it been played in its turn, it would have won
           that trick: the record's next lead (the real winner's) contradicts the reading
           "a play line left out".
* double - a seat plays two cards to one trick (both of the suit led where it can); the
           trick is taken with one card too many; the seat is out of cards for the last
           trick, which the others play.
* again  - a seat plays a card it already played in an earlier trick (the card got back
           into its hand with a gathered trick); its own card Z of the same suit stays in
           its hand to the end, never shown.
* wrong  - a trick is won by W but the next trick is led by the seat after W, who did not
           win it; the table plays on round from that seat.

The deal-level parts (auctions, skat, talon, widow) are the simple legal ones; the rules
tables used are the sources' (see EXPECTED.md).  Scores are written only where the source
makes them unambiguous (Rage rounds; an Ulti party whose fault card carries no card points).

The deck/trick-rule helpers are those written blind for round real-faults-near-slips-3
(same sources), copied here so that this file stands alone.

Usage: python _gen.py [seed]
"""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
BASE_SEED = int(sys.argv[1]) if len(sys.argv) > 1 else 20261204

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


def simulate(game, hands, leader, ntricks, rng, fault=None, reserve=None, pick=None):
    """Play a deal as the table did, with at most one fault (see the module doc).

    fault: {"kind": "skip", "trick": t, "pos": p, "end": "stop"|"extra"}
           {"kind": "double", "trick": t, "pos": p}
           {"kind": "again", "trick": t, "pos": p}   (pick(seat, X candidates, hand, trick) -> (X, Z))
           {"kind": "wrong", "trick": t}              (trick t led by the seat after the winner)
    Returns (plays, info).
    """
    n = len(hands)
    hands = [list(h) for h in hands]
    played = [[] for _ in range(n)]
    plays = []
    info = {"tricks": [], "winners": [], "leaders": []}
    reserve = dict(reserve or {})

    def choose(s, trick, t):
        lg = game.legal(hands[s], trick, t, ntricks)
        if game.excuse in lg and trick and t < ntricks - 3:
            return game.excuse
        cand = [c for c in lg if c != reserve.get(s) and c != game.excuse] or [
            c for c in lg if c != reserve.get(s)
        ]
        if not cand:
            raise Retry("reserved card forced")
        return rng.choice(cand)

    for t in range(ntricks):
        if fault and fault["kind"] == "wrong" and fault["trick"] == t:
            info["due_leader"] = leader
            leader = (leader + 1) % n
            info["wrong_leader"] = leader
        info["leaders"].append(leader)
        order = [(leader + i) % n for i in range(n)]
        order = [s for s in order if hands[s]]
        if len(order) < n and not (fault and fault["kind"] == "double" and t == ntricks - 1):
            raise Retry("a seat out of cards")
        kind = fault["kind"] if fault and fault["trick"] == t else None
        if kind == "skip":
            b = order[fault["pos"]]
            order = [s for s in order if s != b]
            info["skipped"] = b
            info["in_turn_of_skipped"] = order[fault["pos"]]
        trick = []
        for i, s in enumerate(order):
            if kind == "again" and i == fault["pos"]:
                led = game.suit(trick[0][1])
                xs = [x for x in played[s] if game.suit(x) == led]
                got = pick(s, xs, list(hands[s]), list(trick)) if xs else None
                if not got:
                    raise Retry("no card to repeat")
                x, z = got
                reserve[s] = z
                info["again"] = (s, x, z)
                trick.append((s, x))
                plays.append((s, x))
                continue
            c = choose(s, trick, t)
            hands[s].remove(c)
            played[s].append(c)
            trick.append((s, c))
            plays.append((s, c))
            if kind == "double" and i == fault["pos"]:
                if not hands[s]:
                    raise Retry("no second card")
                led = game.suit(trick[0][1])
                lg = game.legal(hands[s], trick, t, ntricks)
                lg = [c2 for c2 in lg if c2 != game.excuse]
                if not lg:
                    raise Retry("second card")
                c2 = rng.choice(lg)
                hands[s].remove(c2)
                played[s].append(c2)
                trick.append((s, c2))
                plays.append((s, c2))
                info["double"] = (s, c, c2)
        w = game.winner(trick)
        info["tricks"].append(trick)
        info["winners"].append(w)
        leader = w
    info["left"] = [list(h) for h in hands]
    if fault and fault["kind"] == "skip":
        b = info["skipped"]
        if not (len(hands[b]) == 1 and all(not hands[s] for s in range(n) if s != b)):
            raise Retry("skip shape")
        info["spare"] = hands[b][0]
        if fault["end"] == "extra":
            plays.append((b, hands[b][0]))
    if fault and fault["kind"] == "again":
        s, x, z = info["again"]
        if hands[s] != [z] or any(hands[q] for q in range(n) if q != s):
            raise Retry("again shape")
    if fault and fault["kind"] == "double":
        if any(hands[q] for q in range(n)):
            raise Retry("double shape")
    return plays, info


def skip_with_winning_spare(game, hands, leader, ntricks, seed, t, end, reject=None):
    """Two passes: find the skipped seat, then reserve a card of his that would have been
    legal in its turn in trick t and would have won it; replay with the same choices."""
    fault = {"kind": "skip", "trick": t, "pos": 1, "end": end}
    plays0, info0 = simulate(game, hands, leader, ntricks, random.Random(seed), fault)
    b = info0["skipped"]
    cands = [c for c in hands[b] if c != game.excuse]
    random.Random(seed).shuffle(cands)
    for spare in cands:
        try:
            plays, info = simulate(game, hands, leader, ntricks, random.Random(seed), fault, {b: spare})
        except Retry:
            continue
        if info.get("skipped") != b or info["spare"] != spare:
            continue
        trick = info["tricks"][t]
        before = sum(len(x) for x in info["tricks"][:t])
        held = [c for c in hands[b] if c not in {c2 for s2, c2 in plays[:before] if s2 == b}]
        partial = trick[:1]
        if spare not in game.legal(held, partial, t, ntricks):
            continue
        full = trick[:1] + [(b, spare)] + trick[1:]
        if game.winner(full) != b or game.winner(trick) == b:
            continue
        if reject and reject(info, plays):
            continue
        return plays, info
    raise Retry("no winning spare")


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


EXPECTED = {}


def write(name, doc, expected):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
        f.write("\n")
    EXPECTED[name] = expected


def tr(game, rules, players, deals, **kw):
    d = {"format": "trick-transcript/1", "game": game, "rules": rules, "players": players}
    d.update(kw)
    d["deals"] = deals
    return d


def nth_play(events, seat, card, nth=0):
    k = -1
    for i, e in enumerate(events):
        if e["type"] == "play" and e["seat"] == seat and e["card"] == card:
            k += 1
            if k == nth:
                return i
    raise KeyError((seat, card, nth))


def describe(info, t):
    return f"trick {t + 1} as played: {[f'{s}:{c}' for s, c in info['tricks'][t]]}, taken by seat {info['winners'][t]}"


def attempts(seed, n=20000):
    for a in range(n):
        yield a, random.Random(seed * 100003 + a)


# --------------------------------------------------------------------------- Rage

PL_RAGE = ["Anička", "Bohouš", "Katka", "Dalibor"]


def rage_setup(rng):
    hands, rest = deal_cards(rage_deck(), [10] * 4, rng)
    talon = rest + RAGE_ACTIONS
    first, rest2 = talon[0], talon[1:]
    rng.shuffle(rest2)
    return hands, [first] + rest2, Rage(first[0])


def rage_scores(bids, won):
    # 'Za každý vyhraný štych dostane hráč jeden plusový bod' + 10 if exact, else -5
    return [w + (10 if b == w else -5) for b, w in zip(bids, won, strict=True)]


def rage_doc(dealer, hands, talon, plays, info, rng):
    n = 4
    bids = [rng.randrange(0, 4) for _ in range(n)]
    won = [info["winners"].count(s) for s in range(n)]
    sc = rage_scores(bids, won)
    ev = [{"type": "bid", "seat": (dealer + 1 + i) % n, "bid": bids[(dealer + 1 + i) % n]} for i in range(n)]
    ev += play_events(plays)
    ev += [{"type": "score", "party": s, "points": sc[s]} for s in range(n)]
    doc = tr(
        "rage",
        {"preset": "standard"},
        PL_RAGE,
        [{"dealer": dealer, "hands": hands, "talon": talon, "events": ev}],
    )
    return doc, ev, bids, won, sc


def gen_rage_skip_extra(seed):
    dealer = 0
    for a, rng in attempts(seed):
        hands, talon, g = rage_setup(rng)
        t = rng.randrange(2, 7)
        try:
            plays, info = skip_with_winning_spare(g, hands, 1, 10, seed * 7 + a, t, "extra")
        except Retry:
            continue
        if g.suit(info["tricks"][t][0][1]) == g.trump:
            continue
        doc, ev, bids, won, sc = rage_doc(dealer, hands, talon, plays, info, rng)
        b, c_seat = info["skipped"], info["in_turn_of_skipped"]
        c_card = info["tricks"][t][1][1]
        e1 = nth_play(ev, c_seat, c_card)
        e2 = nth_play(ev, b, info["spare"])
        write(
            "01-rage-seat-skips-trick-extra-card-at-end.json",
            doc,
            {
                "status": "violations",
                "violations": [
                    (0, e1, "out_of_turn"),
                    (0, e2, "out_of_turn (guess; any code for a card after the last trick)"),
                ],
                "why": (
                    f"trump colour {g.trump}; seat 1 leads. Trick {t + 1}: seat {b} never plays; seat {c_seat} plays "
                    f"{c_card} in his turn (event {e1}); {describe(info, t)} (three cards), who leads trick {t + 2}. "
                    f"Seat {b} stays a card long and plays {info['spare']} alone after the last trick (event {e2}). "
                    f"Had {info['spare']} been played in trick {t + 1} it would have won it (seat {b} void in the colour "
                    f"led), so the record's next lead by seat {info['winners'][t]} rules out 'a line left out'. "
                    f"Two cards out of turn. Scores as played (the lone card is no trick: 'Po řadě každý hráč "
                    f"odehraje ... jednu kartu. Tyto karty ... tvoří jeden štych'): bids {bids}, tricks {won}, "
                    f"scores {sc}: correct, no score finding."
                ),
            },
        )
        return
    raise SystemExit("rage skip")


def gen_rage_double(seed):
    dealer = 1
    for _a, rng in attempts(seed):
        hands, talon, g = rage_setup(rng)
        t = rng.randrange(1, 8)
        pos = rng.randrange(1, 4)
        try:
            plays, info = simulate(g, hands, 2, 10, rng, {"kind": "double", "trick": t, "pos": pos})
        except Retry:
            continue
        s, c1, c2 = info["double"]
        led = g.suit(info["tricks"][t][0][1])
        if g.suit(c1) != led or g.suit(c2) != led:
            continue
        doc, ev, bids, won, sc = rage_doc(dealer, hands, talon, plays, info, rng)
        e2 = nth_play(ev, s, c2)
        write(
            "02-rage-two-cards-to-one-trick.json",
            doc,
            {
                "status": "violations",
                "violations": [(0, e2, "out_of_turn")],
                "why": (
                    f"trump colour {g.trump}; seat 2 leads. Trick {t + 1}: seat {s} plays {c1} and at once a second "
                    f"card {c2} (event {e2}), both of the colour led; {describe(info, t)} (five cards). Seat {s} is "
                    f"out of cards for the last trick, which the three others play. One card out of turn (the second: "
                    f"'každý hráč odehraje ... jednu kartu'). Scores as played: bids {bids}, tricks {won}, scores "
                    f"{sc}: correct, no score finding."
                ),
            },
        )
        return
    raise SystemExit("rage double")


def gen_rage_wrong(seed):
    dealer = 2
    for _a, rng in attempts(seed):
        hands, talon, g = rage_setup(rng)
        t = rng.randrange(2, 9)
        try:
            plays, info = simulate(g, hands, 3, 10, rng, {"kind": "wrong", "trick": t})
        except Retry:
            continue
        W, L = info["due_leader"], info["wrong_leader"]
        doc, ev, bids, won, sc = rage_doc(dealer, hands, talon, plays, info, rng)
        lead = info["tricks"][t][0][1]
        e1 = nth_play(ev, L, lead)
        write(
            "03-rage-trick-won-by-wrong-seat-next-lead.json",
            doc,
            {
                "status": "violations",
                "violations": [(0, e1, "out_of_turn")],
                "why": (
                    f"trump colour {g.trump}; seat 3 leads. {describe(info, t - 1)}; 'Vítěz štychu otvírá následující "
                    f"štych', but seat {L} leads trick {t + 1} with {lead} (event {e1}) and the table plays on round "
                    f"from him (seat {W} last). One lead out of turn. Scores by the rules (trick {t} to seat {W}): "
                    f"bids {bids}, tricks {won}, scores {sc}: correct, no score finding."
                ),
            },
        )
        return
    raise SystemExit("rage wrong")


# --------------------------------------------------------------------------- Ulti

PL_ULTI = ["Anna", "Béla", "Csilla"]


def ulti_points(cards):
    return sum(10 for c in cards if c[:-1] in ("A", "10"))


def ulti_setup(rng, dealer, red):
    n = 3
    fb = (dealer + 1) % n
    sizes = [10, 10, 10]
    sizes[fb] = 12
    hands, _ = deal_cards(ulti_deck(), sizes, rng)
    h = [list(x) for x in hands]
    if red:
        trump = "H"
    else:
        cnt = {s: sum(1 for c in h[fb] if c[-1] == s) for s in "DSC"}
        trump = max(cnt, key=lambda s: (cnt[s], s))
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
    return hands, h, ev, fb, trump, disc, Ulti(trump)


def with_declares(ev_before, plays):
    ev = list(ev_before)
    seen = set()
    for s, c in plays:
        if s not in seen:
            seen.add(s)
            ev.append({"type": "declare", "seat": s, "items": []})
        ev.append({"type": "play", "seat": s, "card": c})
    return ev


def gen_ulti_skip_stop(seed):
    dealer = 0
    for a, rng in attempts(seed):
        try:
            hands, h, ev0, fb, trump, disc, g = ulti_setup(rng, dealer, True)
            t = rng.randrange(2, 7)
            plays, info = skip_with_winning_spare(g, h, fb, 10, seed * 7 + a, t, "stop")
        except Retry:
            continue
        ev = with_declares(ev0, plays)
        b, c_seat = info["skipped"], info["in_turn_of_skipped"]
        c_card = info["tricks"][t][1][1]
        e1 = nth_play(ev, c_seat, c_card)
        doc = tr("ulti", {"preset": "standard"}, PL_ULTI, [{"dealer": dealer, "hands": hands, "events": ev}])
        write(
            "04-ulti-seat-skips-trick-record-stops.json",
            doc,
            {
                "status": "violations",
                "violations": [(0, e1, "out_of_turn")],
                "why": (
                    f"seat {fb} lays {disc} away, bids red party, all pass; he leads ('1 回目は親が'). Trick {t + 1}: "
                    f"seat {b} never plays; seat {c_seat} plays {c_card} in his turn (event {e1}); {describe(info, t)} "
                    f"(two cards), who leads next ('直前のカード勝負の勝者が,先手'). Seat {b}'s spare {info['spare']} "
                    f"would have won trick {t + 1} and is never shown: the record stops after trick 10. One card out "
                    "of turn ('反時計回りに順番に 1 枚ずつ'). No payments written."
                ),
            },
        )
        return
    raise SystemExit("ulti skip")


def gen_ulti_again(seed):
    dealer = 1
    for _a, rng in attempts(seed):
        try:
            hands, h, ev0, fb, trump, disc, g = ulti_setup(rng, dealer, False)
        except Retry:
            continue
        t = rng.randrange(3, 9)
        pos = rng.randrange(1, 3)

        def pick(s, xs, hand, trick, g=g, rng=rng):
            led = g.suit(trick[0][1])
            xs = [x for x in xs if x[:-1] not in ("A", "10") and x in g.legal(hand + [x], trick, 0, 10)]
            zs = [z for z in g.legal(hand, trick, 0, 10) if g.suit(z) == led and z[:-1] not in ("A", "10")]
            if not xs or not zs:
                return None
            return rng.choice(xs), rng.choice(zs)

        try:
            plays, info = simulate(g, h, fb, 10, rng, {"kind": "again", "trick": t, "pos": pos}, pick=pick)
        except Retry:
            continue
        s, x, z = info["again"]
        trick = info["tricks"][t]
        alt = [(q, z if (q == s and c == x) else c) for q, c in trick]
        if g.winner(alt) != g.winner(trick):
            continue
        # party result as played
        pts = [0, 0, 0]
        for tk, w in zip(info["tricks"], info["winners"], strict=True):
            pts[w] += ulti_points([c for _, c in tk])
        pts[info["winners"][-1]] += 10
        decl = pts[fb]
        defn = sum(pts) - decl + ulti_points(disc)
        ntr = info["winners"].count(fb)
        if any(c == "7" + trump for _, c in info["tricks"][-1]) or ntr in (0, 10) or decl == defn:
            continue
        won = decl > defn
        pays = []
        for d in ((fb + 1) % 3, (fb + 2) % 3):
            f_, t_ = (d, fb) if won else (fb, d)
            pays.append({"type": "payment", "from": f_, "to": t_, "amount": 1, "reason": "party"})
        ev = with_declares(ev0, plays) + pays
        e1 = nth_play(ev, s, x, 1)
        doc = tr("ulti", {"preset": "standard"}, PL_ULTI, [{"dealer": dealer, "hands": hands, "events": ev}])
        write(
            "05-ulti-card-played-again.json",
            doc,
            {
                "status": "violations",
                "violations": [(0, e1, "card_not_in_hand (guess; a card already played)")],
                "why": (
                    f"seat {fb} lays {disc} away, bids party, names trump {trump}, leads. Seat {s} played {x} in an "
                    f"earlier trick (event {nth_play(ev, s, x, 0)}) and plays it again in trick {t + 1} (event {e1}); "
                    f"his own {z} (same suit, no card points, would not change the trick's winner) stays in his hand "
                    f"and is never shown. {describe(info, t)}. Card points as played: declarer {decl}, defenders "
                    f"{defn} (discard counted to them: '親が捨てた 2 枚のカードの点は子のもの'), declarer "
                    f"{ntr} tricks: party {'won' if won else 'lost'}, 1 point each way ('ゲーム ... 1 点'): "
                    f"{[(p['from'], p['to'], p['amount']) for p in pays]}. Correct under either reading of the fault "
                    "card: no payment finding. One finding, the card played twice."
                ),
            },
        )
        return
    raise SystemExit("ulti again")


# --------------------------------------------------------------------------- Galician

PL_GAL = ["Adam", "Bożena", "Czesław"]


def gal_setup(rng, dealer):
    hands, talon = deal_cards(gal_deck(), [12, 12, 12], rng)
    h = [list(x) for x in hands]
    decl = dealer
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


def gal_low(c):
    return c not in ("T1", "T21", "SKIZ") and not c.startswith("K")


def gen_gal_skip_extra(seed):
    dealer = 1
    for a, rng in attempts(seed):
        try:
            hands, talon, h, ev0, fh, decl = gal_setup(rng, dealer)
            t = rng.randrange(2, 8)
            plays, info = skip_with_winning_spare(Galician(), h, fh, 12, seed * 7 + a, t, "extra")
        except Retry:
            continue
        ev = ev0 + play_events(plays)
        b, c_seat = info["skipped"], info["in_turn_of_skipped"]
        c_card = info["tricks"][t][1][1]
        e1 = nth_play(ev, c_seat, c_card)
        e2 = nth_play(ev, b, info["spare"])
        doc = tr(
            "galician-tarok",
            {"preset": "standard", "pool": False},
            PL_GAL,
            [{"dealer": dealer, "hands": hands, "talon": talon, "events": ev}],
        )
        write(
            "06-galician-seat-skips-trick-extra-card-at-end.json",
            doc,
            {
                "status": "violations",
                "violations": [
                    (0, e1, "out_of_turn"),
                    (0, e2, "out_of_turn (guess; any code for a card after the last trick)"),
                ],
                "why": (
                    f"dealer {dealer}: seats {fh}, {(fh + 1) % 3} pass, seat {decl} plays a three (takes {ev0[3]['cards']}, "
                    f"lays {ev0[4]['cards']} away); forehand seat {fh} leads ('Ręka wydaje pierwszą kartę'). Trick "
                    f"{t + 1}: seat {b} never plays; seat {c_seat} plays {c_card} in his turn (event {e1}); "
                    f"{describe(info, t)} (two cards; '§ 14. Każda lewa składa się z trzech kart'). Seat {b} plays his "
                    f"spare {info['spare']} alone after the last trick (event {e2}); it would have won trick {t + 1}, "
                    "so the next lead rules out a line left out. Two cards out of turn. No payments (pool off)."
                ),
            },
        )
        return
    raise SystemExit("gal skip")


def gen_gal_again(seed):
    dealer = 2
    g = Galician()
    for _a, rng in attempts(seed):
        try:
            hands, talon, h, ev0, fh, decl = gal_setup(rng, dealer)
        except Retry:
            continue
        t = rng.randrange(3, 10)
        pos = rng.randrange(1, 3)

        def pick(s, xs, hand, trick, rng=rng):
            led = g.suit(trick[0][1])
            xs = [x for x in xs if gal_low(x) and x in g.legal(hand + [x], trick, 0, 12)]
            zs = [z for z in g.legal(hand, trick, 0, 12) if g.suit(z) == led and gal_low(z)]
            if not xs or not zs:
                return None
            return rng.choice(xs), rng.choice(zs)

        try:
            plays, info = simulate(g, h, fh, 12, rng, {"kind": "again", "trick": t, "pos": pos}, pick=pick)
        except Retry:
            continue
        s, x, z = info["again"]
        trick = info["tricks"][t]
        alt = [(q, z if (q == s and c == x) else c) for q, c in trick]
        if g.winner(alt) != g.winner(trick):
            continue
        ev = ev0 + play_events(plays)
        e0 = nth_play(ev, s, x, 0)
        e1 = nth_play(ev, s, x, 1)
        doc = tr(
            "galician-tarok",
            {"preset": "standard", "pool": False},
            PL_GAL,
            [{"dealer": dealer, "hands": hands, "talon": talon, "events": ev}],
        )
        write(
            "07-galician-card-played-again.json",
            doc,
            {
                "status": "violations",
                "violations": [(0, e1, "card_not_in_hand (guess; a card already played)")],
                "why": (
                    f"dealer {dealer}: seat {decl} plays a three; seat {fh} leads. Seat {s} played {x} at event {e0} "
                    f"and plays it again in trick {t + 1} (event {e1}); his own {z} (same suit, no honour, the trick's "
                    f"winner the same with it) stays in his hand, never shown. {describe(info, t)}. One finding. "
                    "No payments (pool off)."
                ),
            },
        )
        return
    raise SystemExit("gal again")


# --------------------------------------------------------------------------- Danish

PL_DAN = ["Agnieszka", "Bartek", "Celina"]


def dan_setup(rng, dealer):
    hands, rest = deal_cards(dan_deck(), [25, 25, 25], rng)
    hands[dealer] += rest
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


def dan_low(c):
    return c not in ("T1", "JOKER") and not c.startswith("K")


def no_joker_near(info, tricks):
    return any(c == "JOKER" for t in tricks for _, c in info["tricks"][t])


def gen_dan_skip_stop(seed):
    dealer = 0
    for a, rng in attempts(seed):
        try:
            hands, h, skat = dan_setup(rng, dealer)
            t = rng.randrange(2, 15)
            plays, info = skip_with_winning_spare(
                Danish(),
                h,
                1,
                25,
                seed * 7 + a,
                t,
                "stop",
                reject=lambda i, p, t=t: no_joker_near(i, [t, 22, 23, 24]),
            )
        except Retry:
            continue
        if not dan_low(info["spare"]) or any(not dan_low(c) for _, c in info["tricks"][t]):
            continue
        ev = [{"type": "discard", "seat": dealer, "cards": skat}] + play_events(plays)
        b, c_seat = info["skipped"], info["in_turn_of_skipped"]
        c_card = info["tricks"][t][1][1]
        e1 = nth_play(ev, c_seat, c_card)
        doc = tr(
            "danish-tarok", {"preset": "standard"}, PL_DAN, [{"dealer": dealer, "hands": hands, "events": ev}]
        )
        write(
            "08-danish-seat-skips-trick-record-stops.json",
            doc,
            {
                "status": "violations",
                "violations": [(0, e1, "out_of_turn")],
                "why": (
                    f"dealer 0 lays {skat} in the skat; seat 1 leads ('Gracz po prawej od Rozdającego zaczyna pierwszą "
                    f"kolejkę'). Trick {t + 1}: seat {b} never plays; seat {c_seat} plays {c_card} in his turn (event "
                    f"{e1}); {describe(info, t)} (two cards; 'Trzy karty ze sztychu ...'), who leads next ('Gracz, który "
                    f"wziął sztych, zaczyna następną kolejkę'). Seat {b}'s spare {info['spare']} (would have won trick "
                    f"{t + 1}; no king, Pagat or Joker) is never shown: the record stops after trick 25. One card out "
                    "of turn: §18 'Duże – 20 do każdej puli (gra trwa nadal) ... Rzucenie karty poza kolejnością' "
                    f"(seat {c_seat} pays 20 to each pool). No payments written."
                ),
            },
        )
        return
    raise SystemExit("dan skip")


def gen_dan_double(seed):
    dealer = 1
    for _a, rng in attempts(seed):
        try:
            hands, h, skat = dan_setup(rng, dealer)
        except Retry:
            continue
        t = rng.randrange(2, 18)
        pos = rng.randrange(1, 3)
        try:
            plays, info = simulate(Danish(), h, 2, 25, rng, {"kind": "double", "trick": t, "pos": pos})
        except Retry:
            continue
        s, c1, c2 = info["double"]
        g = Danish()
        led = g.suit(info["tricks"][t][0][1])
        if g.suit(c1) != led or g.suit(c2) != led or not dan_low(c1) or not dan_low(c2):
            continue
        if no_joker_near(info, [t, 22, 23, 24]) or any(not dan_low(c) for _, c in info["tricks"][t]):
            continue
        ev = [{"type": "discard", "seat": dealer, "cards": skat}] + play_events(plays)
        e2 = nth_play(ev, s, c2)
        doc = tr(
            "danish-tarok", {"preset": "standard"}, PL_DAN, [{"dealer": dealer, "hands": hands, "events": ev}]
        )
        write(
            "09-danish-two-cards-to-one-trick.json",
            doc,
            {
                "status": "violations",
                "violations": [(0, e2, "out_of_turn")],
                "why": (
                    f"dealer 1 lays {skat} away; seat 2 leads. Trick {t + 1}: seat {s} plays {c1} and then {c2} "
                    f"(event {e2}), both of the suit led; {describe(info, t)} (four cards). Seat {s} has no card for "
                    "the last trick, which the two others play. One card out of turn, the second: §18 'Rzucenie karty "
                    f"poza kolejnością' (large: seat {s} pays 20 to each pool). No payments written."
                ),
            },
        )
        return
    raise SystemExit("dan double")


def gen_dan_again(seed):
    dealer = 2
    g = Danish()
    for _a, rng in attempts(seed):
        try:
            hands, h, skat = dan_setup(rng, dealer)
        except Retry:
            continue
        t = rng.randrange(4, 18)
        pos = rng.randrange(1, 3)

        def pick(s, xs, hand, trick, rng=rng):
            led = g.suit(trick[0][1])
            xs = [x for x in xs if dan_low(x) and x in g.legal(hand + [x], trick, 0, 25)]
            zs = [z for z in g.legal(hand, trick, 0, 25) if g.suit(z) == led and dan_low(z)]
            if not xs or not zs:
                return None
            return rng.choice(xs), rng.choice(zs)

        try:
            plays, info = simulate(g, h, 0, 25, rng, {"kind": "again", "trick": t, "pos": pos}, pick=pick)
        except Retry:
            continue
        s, x, z = info["again"]
        trick = info["tricks"][t]
        if any(c == "JOKER" for _, c in trick) or no_joker_near(info, [22, 23, 24]):
            continue
        alt = [(q, z if (q == s and c == x) else c) for q, c in trick]
        if g.winner(alt) != g.winner(trick):
            continue
        ev = [{"type": "discard", "seat": dealer, "cards": skat}] + play_events(plays)
        e0 = nth_play(ev, s, x, 0)
        e1 = nth_play(ev, s, x, 1)
        doc = tr(
            "danish-tarok", {"preset": "standard"}, PL_DAN, [{"dealer": dealer, "hands": hands, "events": ev}]
        )
        write(
            "10-danish-card-played-again.json",
            doc,
            {
                "status": "violations",
                "violations": [(0, e1, "card_not_in_hand (guess; a card already played)")],
                "why": (
                    f"dealer 2 lays {skat} away; seat 0 leads. Seat {s} played {x} at event {e0} and plays it again in "
                    f"trick {t + 1} (event {e1}); his own {z} (same suit, not a king/Pagat/Joker, the trick's winner "
                    f"the same with it) stays in his hand, never shown. {describe(info, t)}. One finding; §18 classes "
                    "no such fault (the nearest, 'Gracz ma na ręce złą ilość kart', is about the deal). No payments."
                ),
            },
        )
        return
    raise SystemExit("dan again")


# --------------------------------------------------------------------------- Tarocchini

PL_OTTO = ["Anna", "Bruno", "Carla", "Dario"]
PL_TERZ = ["Elena", "Franco", "Giulia"]
FIVE = {"KS", "KB", "KC", "KD", "T20", "T19", "T0", "MATTO"}


def otto_setup(rng, dealer):
    sizes = [15, 15, 15, 15]
    sizes[dealer] = 17
    hands, _ = deal_cards(taroc_deck(), sizes, rng)
    h = [list(x) for x in hands]
    disc = rng.sample([c for c in h[dealer] if c not in FIVE], 2)
    for c in disc:
        h[dealer].remove(c)
    return hands, h, disc


def matto_in(info, tricks):
    return any(c == "MATTO" for t in tricks for _, c in info["tricks"][t])


def gen_otto_skip_extra(seed):
    dealer = 3
    g = Taroc()
    for a, rng in attempts(seed):
        hands, h, disc = otto_setup(rng, dealer)
        t = rng.randrange(2, 10)
        try:
            plays, info = skip_with_winning_spare(
                g, h, 0, 15, seed * 7 + a, t, "extra", reject=lambda i, p, t=t: matto_in(i, [t])
            )
        except Retry:
            continue
        ev = [{"type": "discard", "seat": dealer, "cards": disc}] + play_events(plays)
        b, c_seat = info["skipped"], info["in_turn_of_skipped"]
        c_card = info["tricks"][t][1][1]
        e1 = nth_play(ev, c_seat, c_card)
        e2 = nth_play(ev, b, info["spare"])
        doc = tr(
            "tarocchini-ottocento",
            {"preset": "standard"},
            PL_OTTO,
            [{"dealer": dealer, "hands": hands, "events": ev}],
        )
        write(
            "11-ottocento-seat-skips-trick-extra-card-at-end.json",
            doc,
            {
                "status": "violations",
                "violations": [
                    (0, e1, "out_of_turn"),
                    (0, e2, "out_of_turn (guess; any code for a card after the last trick)"),
                ],
                "why": (
                    f"dealer 3 (17 cards) lays {disc} away; seat 0 leads. Trick {t + 1}: seat {b} never plays; seat "
                    f"{c_seat} plays {c_card} in his turn (event {e1}); {describe(info, t)} (three cards). Seat {b} plays "
                    f"his spare {info['spare']} alone after the last trick (event {e2}); it would have won trick {t + 1}. "
                    "Two cards out of turn (play goes 'против часовой стрелки', one card each). No scores written."
                ),
            },
        )
        return
    raise SystemExit("otto skip")


def gen_otto_wrong(seed):
    dealer = 0
    g = Taroc()
    for _a, rng in attempts(seed):
        hands, h, disc = otto_setup(rng, dealer)
        t = rng.randrange(2, 11)
        try:
            plays, info = simulate(g, h, 1, 15, rng, {"kind": "wrong", "trick": t})
        except Retry:
            continue
        if matto_in(info, [t - 1, t]):
            continue
        W, L = info["due_leader"], info["wrong_leader"]
        ev = [{"type": "discard", "seat": dealer, "cards": disc}] + play_events(plays)
        lead = info["tricks"][t][0][1]
        e1 = nth_play(ev, L, lead)
        doc = tr(
            "tarocchini-ottocento",
            {"preset": "standard"},
            PL_OTTO,
            [{"dealer": dealer, "hands": hands, "events": ev}],
        )
        write(
            "12-ottocento-trick-won-by-wrong-seat-next-lead.json",
            doc,
            {
                "status": "violations",
                "violations": [(0, e1, "out_of_turn")],
                "why": (
                    f"dealer 0 (17 cards) lays {disc} away; seat 1 leads. {describe(info, t - 1)}; seat {L} (an opponent "
                    f"of seat {W}) leads trick {t + 1} with {lead} (event {e1}) and the table plays on round (seat {W} "
                    "last). One lead out of turn. No scores written."
                ),
            },
        )
        return
    raise SystemExit("otto wrong")


def terz_setup(rng, dealer):
    hands, widow = deal_cards(taroc_deck(), [18, 18, 18], rng)
    eld = (dealer + 1) % 3
    ev = [
        {"type": "bid", "seat": eld, "bid": "gioco"},
        {"type": "bid", "seat": (eld + 1) % 3, "bid": "pass"},
        {"type": "bid", "seat": dealer, "bid": "pass"},
    ]
    return hands, widow, ev, eld


def gen_terz_skip_stop(seed):
    dealer = 0
    g = Taroc()
    for a, rng in attempts(seed):
        hands, widow, ev0, eld = terz_setup(rng, dealer)
        t = rng.randrange(2, 12)
        try:
            plays, info = skip_with_winning_spare(
                g, hands, eld, 18, seed * 7 + a, t, "stop", reject=lambda i, p, t=t: matto_in(i, [t])
            )
        except Retry:
            continue
        if info["spare"] == "MATTO":
            continue
        ev = ev0 + play_events(plays)
        b, c_seat = info["skipped"], info["in_turn_of_skipped"]
        c_card = info["tricks"][t][1][1]
        e1 = nth_play(ev, c_seat, c_card)
        doc = tr(
            "tarocchini-terziglio",
            {"preset": "standard"},
            PL_TERZ,
            [{"dealer": dealer, "hands": hands, "talon": widow, "events": ev}],
        )
        write(
            "13-terziglio-seat-skips-trick-record-stops.json",
            doc,
            {
                "status": "violations",
                "violations": [(0, e1, "out_of_turn")],
                "why": (
                    f"dealer 0; seat {eld} bids gioco, both pass; no exchange; seat {eld} leads. Trick {t + 1}: seat {b} "
                    f"never plays; seat {c_seat} plays {c_card} in his turn (event {e1}); {describe(info, t)} (two "
                    f"cards). Seat {b}'s spare {info['spare']} (would have won trick {t + 1}) is never shown: the record "
                    "stops after trick 18. One card out of turn. No scores written."
                ),
            },
        )
        return
    raise SystemExit("terz skip")


def gen_terz_double(seed):
    dealer = 1
    g = Taroc()
    for _a, rng in attempts(seed):
        hands, widow, ev0, eld = terz_setup(rng, dealer)
        t = rng.randrange(2, 14)
        pos = rng.randrange(1, 3)
        try:
            plays, info = simulate(g, hands, eld, 18, rng, {"kind": "double", "trick": t, "pos": pos})
        except Retry:
            continue
        s, c1, c2 = info["double"]
        led = g.suit(info["tricks"][t][0][1])
        if g.suit(c1) != led or g.suit(c2) != led or matto_in(info, [t, 17]):
            continue
        ev = ev0 + play_events(plays)
        e2 = nth_play(ev, s, c2)
        doc = tr(
            "tarocchini-terziglio",
            {"preset": "standard"},
            PL_TERZ,
            [{"dealer": dealer, "hands": hands, "talon": widow, "events": ev}],
        )
        write(
            "14-terziglio-two-cards-to-one-trick.json",
            doc,
            {
                "status": "violations",
                "violations": [(0, e2, "out_of_turn")],
                "why": (
                    f"dealer 1; seat {eld} bids gioco, both pass; seat {eld} leads. Trick {t + 1}: seat {s} plays {c1} "
                    f"and then {c2} (event {e2}), both of the suit led; {describe(info, t)} (four cards). Seat {s} has "
                    "no card for the last trick, which the two others play. One card out of turn. No scores written."
                ),
            },
        )
        return
    raise SystemExit("terz double")


def main():
    for f in os.listdir(HERE):
        if f.endswith(".json") and f[:2].isdigit():
            os.remove(os.path.join(HERE, f))
    s = BASE_SEED
    gens = [
        gen_rage_skip_extra,
        gen_rage_double,
        gen_rage_wrong,
        gen_ulti_skip_stop,
        gen_ulti_again,
        gen_gal_skip_extra,
        gen_gal_again,
        gen_dan_skip_stop,
        gen_dan_double,
        gen_dan_again,
        gen_otto_skip_extra,
        gen_otto_wrong,
        gen_terz_skip_stop,
        gen_terz_double,
    ]
    for i, gfun in enumerate(gens):
        gfun(s + i + 1)
    with open(os.path.join(HERE, "expected.txt"), "w", encoding="utf-8") as f:
        for k in sorted(EXPECTED):
            v = EXPECTED[k]
            f.write(k + "\n  status: " + v["status"] + "\n")
            for x in v["violations"]:
                f.write("  violation: " + repr(x) + "\n")
            f.write("  why: " + v["why"] + "\n\n")
    print("\n".join(sorted(EXPECTED)))


if __name__ == "__main__":
    main()
