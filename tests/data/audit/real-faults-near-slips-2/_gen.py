"""Blind generator for audit round real-faults-near-slips-2.

Real rule faults that a lenient reader might take for recording slips, across the six games.
Written from the rule sources in /work/shared/seeds only (no import from validator).

Run from the worktree root:  python tests/data/audit/real-faults-near-slips-2/_gen.py
It writes NN-*.json beside itself and _manifest.txt (the expected findings, event indexes).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

HERE = Path(__file__).resolve().parent
MANIFEST: list[str] = []


class Retry(Exception):
    pass


# ----------------------------------------------------------------------------------------------
# decks, ranks, follow rules (from the sources)
# ----------------------------------------------------------------------------------------------


class Game:
    """suit(c) -> suit key ('T' for trumps); is_trump; rank(c) within its suit (higher wins)."""

    trump_suit: str | None = None

    def suit(self, c):
        raise NotImplementedError

    def is_trump(self, c):
        return self.suit(c) == "T"

    def rank(self, c):
        raise NotImplementedError

    def is_excuse(self, c):  # Danish Joker, Tarocchini Matto: playable any time, never wins
        return False

    def led_suit(self, trick):
        for _s, c in trick:
            if not self.is_excuse(c):
                return self.suit(c)
        return None

    def legal(self, hand, trick):
        if not trick:
            return list(hand)
        s = self.led_suit(trick)
        ex = [c for c in hand if self.is_excuse(c)]
        same = [c for c in hand if not self.is_excuse(c) and self.suit(c) == s]
        if same:
            return same + ex
        tr = [c for c in hand if not self.is_excuse(c) and self.is_trump(c)]
        if tr:
            return tr + ex
        return list(hand)

    def winner(self, trick):
        s = self.led_suit(trick)
        best = None
        for i, (_seat, c) in enumerate(trick):
            if self.is_excuse(c):
                continue
            key = self.key(c, s)
            if key is None:
                continue
            if best is None or key > best[0] or (key == best[0] and self.tie_last()):
                best = (key, i)
        return trick[best[1]][0]

    def tie_last(self):
        return False

    def key(self, c, led):
        if self.is_trump(c):
            return (1, self.rank(c))
        if self.suit(c) == led:
            return (0, self.rank(c))
        return None


class Rage(Game):
    COLOURS = "RBGYPO"

    def __init__(self, trump):
        self.trump = trump

    def suit(self, c):
        return c[0]

    def is_trump(self, c):
        return c[0] == self.trump

    def rank(self, c):
        return int(c[1:])

    @staticmethod
    def deck():
        d = [f"{col}{v}" for col in Rage.COLOURS for v in range(16)]
        d += ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
        return d


class Danish(Game):
    RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
    BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]

    def suit(self, c):
        if c == "JOKER":
            return "X"
        if c[0] == "T":
            return "T"
        return c[-1]

    def is_excuse(self, c):
        return c == "JOKER"

    def rank(self, c):
        if c[0] == "T":
            return int(c[1:])
        order = self.RED if c[-1] in "HD" else self.BLACK
        return 100 - order.index(c[:-1])

    @staticmethod
    def deck():
        d = []
        for s in "HDSC":
            d += [r + s for r in Danish.RED]
        d += [f"T{i}" for i in range(1, 22)] + ["JOKER"]
        return d


class Galician(Game):
    def suit(self, c):
        if c == "SKIZ" or c[0] == "T":
            return "T"
        return c[-1]

    def rank(self, c):
        if c == "SKIZ":
            return 22
        if c[0] == "T":
            return int(c[1:])
        return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)

    @staticmethod
    def deck():
        d = []
        for s in "HDSC":
            pip = "1" if s in "HD" else "10"
            d += [r + s for r in ["K", "Q", "N", "J", pip]]
        d += [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
        return d


class Ulti(Game):
    ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]

    def __init__(self, trump):
        self.trump = trump

    def suit(self, c):
        return c[-1]

    def is_trump(self, c):
        return c[-1] == self.trump

    def rank(self, c):
        return 100 - self.ORDER.index(c[:-1])

    def legal(self, hand, trick):
        if not trick:
            return list(hand)
        s = self.suit(trick[0][1])
        cur = self.winner_card(trick)
        same = [c for c in hand if self.suit(c) == s]
        if same:
            if self.is_trump(cur) and s != self.trump:
                return same
            beat = [c for c in same if self.rank(c) > self.rank(cur)]
            return beat or same
        tr = [c for c in hand if self.is_trump(c)]
        if tr:
            if self.is_trump(cur):
                beat = [c for c in tr if self.rank(c) > self.rank(cur)]
                return beat or tr
            return tr
        return list(hand)

    def winner_card(self, trick):
        w = self.winner(trick)
        return [c for s, c in trick if s == w][0]

    @staticmethod
    def deck():
        return [r + s for s in "HDSC" for r in Ulti.ORDER]


class Taro(Game):
    LONG = ["1", "6", "7", "8", "9", "10", "J", "N", "Q", "K"]  # S B, low -> high
    ROUND = ["10", "9", "8", "7", "6", "1", "J", "N", "Q", "K"]  # C D, low -> high

    def suit(self, c):
        if c == "MATTO":
            return "X"
        if c[0] == "T":
            return "T"
        return c[-1]

    def is_excuse(self, c):
        return c == "MATTO"

    def rank(self, c):
        if c[0] == "T":
            n = int(c[1:])
            return 1 if 1 <= n <= 4 else n  # the Moretti are of equal rank
        order = self.LONG if c[-1] in "SB" else self.ROUND
        return order.index(c[:-1])

    def tie_last(self):
        return True  # "последний сыгранный козырь является наивысшим"

    @staticmethod
    def deck():
        d = []
        for s in "SBCD":
            d += [r + s for r in ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]]
        d += [f"T{i}" for i in range(0, 21)] + ["MATTO"]
        return d

    @staticmethod
    def five(c):
        return c in ("T20", "T19", "T0", "MATTO") or c[0] == "K"


# ----------------------------------------------------------------------------------------------
# play simulation
# ----------------------------------------------------------------------------------------------


def choose(rng, game, hand, trick, avoid_lead=()):
    legal = game.legal(hand, trick)
    ex = [c for c in legal if game.is_excuse(c)]
    if trick and ex:
        return ex[0]  # play the excuse (Joker / Matto) early, as a follower
    if not trick:
        pool = [c for c in legal if not game.is_excuse(c) and c not in avoid_lead] or legal
        return rng.choice(pool)
    return rng.choice(legal)


def play_out(rng, game, hands, leader, n, tricks_done=None, ntricks=None, hook=None):
    """Legal play from the current hands. Returns list of tricks [(seat, card), ...]."""
    tricks = list(tricks_done or [])
    hands = {s: list(h) for s, h in hands.items()}
    seats = sorted(hands)
    ntricks = ntricks if ntricks is not None else len(hands[leader])
    while len(tricks) < ntricks:
        t = len(tricks)
        if hook is not None:
            res = hook(t, leader, hands)
            if res is not None:
                trick = res
                for s, c in trick:
                    hands[s].remove(c)
                tricks.append(trick)
                leader = game.winner(trick)
                continue
        trick = []
        order = [(leader + i) % n for i in range(n)]
        order = [s for s in order if s in seats]
        for s in order:
            c = choose(rng, game, hands[s], trick)
            trick.append((s, c))
            hands[s].remove(c)
        tricks.append(trick)
        leader = game.winner(trick)
    return tricks


def plays(tricks):
    return [{"type": "play", "seat": s, "card": c} for t in tricks for s, c in t]


def first_index(events, pred):
    for i, e in enumerate(events):
        if pred(e):
            return i
    raise AssertionError("no such event")


def play_index(events, trick_no, pos, nplayers):
    """Event index of the pos-th card of trick trick_no (plays are contiguous)."""
    first = first_index(events, lambda e: e["type"] == "play")
    return first + trick_no * nplayers + pos


def write(name, doc, expected, note):
    path = HERE / name
    path.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
    MANIFEST.append(f"{name}: {expected!r}  # {note}")


# ----------------------------------------------------------------------------------------------
# fault constructions on a finished legal play
# ----------------------------------------------------------------------------------------------


def other_seat_card(game, tricks, holder_before, rng):
    """Find trick t, writer W (card Y) and holder H of X (played by H in a later trick) so that X
    may stand in W's place in trick t without changing the winner or the suit category; H plays
    before W in trick t (holder_before) or after him. Returns (t, pos_W, X, H) or None."""
    cands = []
    for t, trick in enumerate(tricks[:-2]):
        win = game.winner(trick)
        for pw, (w, y) in enumerate(trick):
            if w == win or game.is_excuse(y):
                continue
            led = game.led_suit(trick)
            if pw == 0:
                continue  # never the lead: the led suit stays the same
            for ph, (h, _hc) in enumerate(trick):
                if h == w or (ph < pw) != holder_before:
                    continue
                for t2 in range(t + 1, len(tricks)):
                    for h2, x in tricks[t2]:
                        if h2 != h or game.is_excuse(x) or game.suit(x) != game.suit(y):
                            continue
                        new = list(trick)
                        new[pw] = (w, x)
                        if game.winner(new) != win:
                            continue
                        if game.suit(y) != led and not game.is_trump(y):
                            pass  # a discard stands for a discard
                        cands.append((t, pw, x, h, y))
    if not cands:
        return None
    return rng.choice(cands)


# ----------------------------------------------------------------------------------------------
# Rage
# ----------------------------------------------------------------------------------------------

RAGE_PLAYERS = ["Anička", "Bohouš", "Katka", "Dalibor"]


def rage_deal(rng, ncards=4, dealer=0):
    deck = Rage.deck()
    colour = [c for c in deck if c[0] in Rage.COLOURS and c[1:].isdigit()]
    rng.shuffle(colour)
    hands = [sorted(colour[i * ncards : (i + 1) * ncards]) for i in range(4)]
    used = [c for h in hands for c in h]
    rest = [c for c in deck]
    for c in used:
        rest.remove(c)
    rng.shuffle(rest)
    # the first card of the stock is turned for trump: a colour card
    while not rest[0][1:].isdigit():
        rng.shuffle(rest)
    return hands, rest


def rage_scores(bids, tricks_won):
    return {s: tricks_won[s] + (10 if bids[s] == tricks_won[s] else -5) for s in bids}


def rage_doc(hands, talon, dealer, events, start_totals, round_no, note):
    return {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": {"preset": "standard"},
        "players": RAGE_PLAYERS,
        "start": {"round": round_no, "totals": start_totals},
        "meta": {"round": "real-faults-near-slips-2", "note": note},
        "deals": [{"dealer": dealer, "hands": hands, "talon": talon, "events": events}],
    }


def rage_score_events(bids, tricks, start_totals):
    won = {s: 0 for s in range(4)}
    for t in tricks:
        won[RAGE_GAME.winner(t)] += 1
    sc = rage_scores(bids, won)
    ev = [{"type": "score", "party": s, "points": sc[s]} for s in range(4)]
    ev += [{"type": "total", "party": s, "points": start_totals[s] + sc[s]} for s in range(4)]
    return ev, won, sc


RAGE_GAME: Rage


def gen_rage_other_card(seed):
    global RAGE_GAME
    rng = random.Random(seed)
    for _ in range(2000):
        hands, talon = rage_deal(rng)
        RAGE_GAME = g = Rage(talon[0][0])
        dealer = 0
        tricks = play_out(rng, g, {s: hands[s] for s in range(4)}, 1, 4)
        found = other_seat_card(g, tricks, True, rng)
        if not found:
            continue
        t, pw, x, h, y = found
        w = tricks[t][pw][0]
        tricks[t][pw] = (w, x)
        won = {s: 0 for s in range(4)}
        for tr in tricks:
            won[g.winner(tr)] += 1
        bids = {s: rng.randint(0, 2) for s in range(4)}
        st = [31, 18, 24, 40]
        order = [(dealer + 1 + i) % 4 for i in range(4)]
        events = [{"type": "bid", "seat": s, "bid": bids[s]} for s in order]
        events += plays(tricks)
        sev, won, sc = rage_score_events(bids, tricks, st)
        events += sev
        ev = play_index(events, t, pw, 4)
        note = (
            f"Round 7 (4 cards). Trick {t + 1}: {RAGE_PLAYERS[w]} (seat {w}) is written playing {x}, a card "
            f"in seat {h}'s hand; seat {h} has already played to this trick, so it is seat {w}'s own turn, "
            f"not the holder's. Seat {h} plays {x} itself in a later trick; seat {w}'s {y} is never written. "
            f"Scores {sc} (tricks {won}), as played."
        )
        doc = rage_doc(hands, talon, dealer, events, st, 7, note)
        write("01-rage-other-seats-card-holder-already-played.json", doc, [(0, ev, "card_not_in_hand")], note)
        return
    raise Retry


def gen_rage_bid_twice(seed):
    global RAGE_GAME
    rng = random.Random(seed)
    for _ in range(2000):
        hands, talon = rage_deal(rng)
        RAGE_GAME = g = Rage(talon[0][0])
        dealer = 0
        tricks = play_out(rng, g, {s: hands[s] for s in range(4)}, 1, 4)
        won = {s: 0 for s in range(4)}
        for tr in tricks:
            won[g.winner(tr)] += 1
        # seat 1 bids twice in a row; seat 1's tricks match neither bid
        b1, b2 = [b for b in range(0, 5) if b != won[1]][:2]
        if won[1] == 0:
            b1, b2 = 1, 2
        bids = {0: rng.randint(0, 2), 2: rng.randint(0, 2), 3: rng.randint(0, 2)}
        events = [
            {"type": "bid", "seat": 1, "bid": b1},
            {"type": "bid", "seat": 1, "bid": b2},
            {"type": "bid", "seat": 2, "bid": bids[2]},
            {"type": "bid", "seat": 3, "bid": bids[3]},
            {"type": "bid", "seat": 0, "bid": bids[0]},
        ]
        events += plays(tricks)
        st = [12, 55, 30, 27]
        allb = dict(bids)
        allb[1] = b1  # either bid misses: the score is the same
        sev, won, sc = rage_score_events(allb, tricks, st)
        assert won[1] not in (b1, b2)
        events += sev
        note = (
            f"Round 7. Bohouš (seat 1, first to bid) bids {b1} and then, before Katka (seat 2) speaks, bids "
            f"again ({b2}); Katka, Dalibor and Anička then bid in turn. Seat 1 takes {won[1]} tricks, so "
            f"either bid misses (-5). Scores {sc}."
        )
        doc = rage_doc(hands, talon, dealer, events, st, 7, note)
        write("02-rage-bid-twice-in-turn.json", doc, [(0, 1, "repeated_bid")], note)
        return
    raise Retry


def gen_rage_revoke_after_wrong_lead(seed):
    global RAGE_GAME
    rng = random.Random(seed)
    for _ in range(5000):
        hands, talon = rage_deal(rng)
        RAGE_GAME = g = Rage(talon[0][0])
        dealer = 0
        state = {}

        def hook(t, leader, hs, g=g, state=state):
            if t != 1:
                return None
            L = leader
            a, b, c, d = L, (L + 1) % 4, (L + 2) % 4, (L + 3) % 4
            for s in Rage.COLOURS:
                if s == g.trump:
                    continue
                sa = [x for x in hs[a] if x[0] == s]
                sb = [x for x in hs[b] if x[0] == s]
                sc = [x for x in hs[c] if x[0] == s]
                oc = [x for x in hs[c] if x[0] != s]
                if not (sa and sb and sc and oc):
                    continue
                A = rng.choice(sb)
                B = rng.choice(sa)
                C = rng.choice(oc)
                trick = [(b, A), (a, B), (c, C)]
                D = choose(rng, g, hs[d], trick)
                trick.append((d, D))
                # the same winner whichever of the first two led (same colour either way)
                alt = [(a, B), (b, A), (c, C), (d, D)]
                if g.winner(alt) != g.winner(trick):
                    return None
                state["trick"] = trick
                state["due"] = L
                return trick
            return None

        tricks = play_out(rng, g, {s: hands[s] for s in range(4)}, 1, 4, hook=hook)
        if "trick" not in state:
            continue
        bids = {s: rng.randint(0, 2) for s in range(4)}
        order = [(dealer + 1 + i) % 4 for i in range(4)]
        events = [{"type": "bid", "seat": s, "bid": bids[s]} for s in order]
        events += plays(tricks)
        st = [8, 21, 17, 33]
        sev, won, sc = rage_score_events(bids, tricks, st)
        events += sev
        tr = state["trick"]
        L = state["due"]
        ev0 = play_index(events, 1, 0, 4)
        ev2 = play_index(events, 1, 2, 4)
        held = [x for x in hands[tr[2][0]] if x[0] == tr[0][1][0]]
        note = (
            f"Round 7, trick 2: seat {L} won trick 1 and is due to lead; seat {tr[0][0]} leads {tr[0][1]} out of "
            f"turn, seat {L} plays {tr[1][1]} (same colour), then seat {tr[2][0]} plays {tr[2][1]} while "
            f"holding {held} of the colour led (a revoke in either order of the first two cards), seat "
            f"{tr[3][0]} plays {tr[3][1]}. Trick to seat {g.winner(tr)}. Scores {sc} as played."
        )
        doc = rage_doc(hands, talon, dealer, events, st, 7, note)
        write(
            "03-rage-revoke-in-trick-led-out-of-turn.json",
            doc,
            [(0, ev0, "out_of_turn"), (0, ev2, "revoke")],
            note,
        )
        return
    raise Retry


# ----------------------------------------------------------------------------------------------
# Danish Tarok
# ----------------------------------------------------------------------------------------------

DANISH_PLAYERS = ["Agnieszka", "Bartek", "Celina"]
COURT = ("K", "Q", "N")


def danish_declarations(hand):
    """Mandatory declarations of a hand (§14)."""
    items = []
    trumps = [c for c in hand if c[0] == "T"]
    joker = "JOKER" in hand
    n = len(trumps) + (1 if joker else 0)
    if n >= 10:
        items.append({"kind": "trumps", "count": n, "pagat": "T1" in hand})
    if joker and "T21" in hand and "T1" in hand:
        k = 3
        for t in range(20, 1, -1):
            if f"T{t}" in hand:
                k += 1
            else:
                break
        items.append({"kind": "matadors", "count": k})
    for s in "HDSC":
        have = [r for r in ("K", "Q", "N", "J") if r + s in hand]
        if len(have) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"})
        elif len(have) == 3 and joker:
            miss = [r for r in ("K", "Q", "N", "J") if r not in have][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
    kings = [s for s in "HDSC" if "K" + s in hand]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if joker else "full"})
    elif len(kings) == 3 and joker:
        miss = [s for s in "HDSC" if s not in kings][0]
        items.append({"kind": "kings", "form": "half", "missing": miss})
    return items


def danish_deal(rng, dealer, want=None):
    """want: a function(hands) -> bool for extra constraints. The dealer's skat: three pips."""
    for _ in range(20000):
        d = Danish.deck()
        rng.shuffle(d)
        hands = {}
        pos = 0
        for s in range(3):
            k = 28 if s == dealer else 25
            hands[s] = d[pos : pos + k]
            pos += k
        pips = [c for c in hands[dealer] if c[0] not in "TKQNJ" and c != "JOKER"]
        if len(pips) < 3:
            continue
        skat = rng.sample(pips, 3)
        after = {s: [c for c in hands[s] if not (s == dealer and c in skat)] for s in range(3)}
        if any(not [c for c in after[s] if c[0] == "T"] for s in range(3)):
            continue  # everyone holds a trump: no redeal question
        if want is None:
            if any(danish_declarations(after[s]) for s in range(3)):
                continue
        elif not want(after):
            continue
        return hands, skat, after
    raise Retry


def danish_doc(deals, note):
    return {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {"preset": "standard"},
        "players": DANISH_PLAYERS,
        "meta": {"round": "real-faults-near-slips-2", "note": note},
        "deals": deals,
    }


def danish_play(rng, after, leader, hook=None):
    g = Danish()
    for _ in range(200):
        tricks = play_out(rng, g, after, leader, 3, hook=hook)
        # the Joker is never played in the second-last trick, nor withheld into the last three
        jt = [i for i, t in enumerate(tricks) if any(c == "JOKER" for _s, c in t)]
        if jt and jt[0] >= 20:
            continue
        if any(c == "JOKER" and i == 0 for t in tricks for i, (_s, c) in enumerate(t)):
            continue
        return tricks
    raise Retry


def gen_danish_neighbours_declaration(seed):
    rng = random.Random(seed)
    dealer = 0

    def want(after):
        # seat 2 holds the four kings and nothing else to declare; nobody else declares
        if danish_declarations(after[2]) != [{"kind": "kings", "form": "full"}]:
            return False
        return not danish_declarations(after[0]) and not danish_declarations(after[1])

    for _ in range(50):
        d = Danish.deck()
        kings = ["KH", "KD", "KS", "KC"]
        rest = [c for c in d if c not in kings]
        rng.shuffle(rest)
        hands = {0: rest[:28], 1: rest[28:53], 2: kings + rest[53:74]}
        pips = [c for c in hands[0] if c[0] not in "TKQNJ" and c != "JOKER"]
        if len(pips) < 3:
            continue
        skat = rng.sample(pips, 3)
        after = {s: [c for c in hands[s] if not (s == 0 and c in skat)] for s in range(3)}
        if any(not [c for c in after[s] if c[0] == "T"] for s in range(3)):
            continue
        if not want(after):
            continue
        tricks = danish_play(rng, after, 1)
        events = [
            {"type": "discard", "seat": 0, "cards": skat},
            {"type": "declare", "seat": 0, "items": []},
            {"type": "declare", "seat": 1, "items": [{"kind": "kings", "form": "full"}]},
            {"type": "declare", "seat": 2, "items": [{"kind": "kings", "form": "full"}]},
        ]
        events += plays(tricks)
        note = (
            "Bartek (seat 1) declares full kings (§14 'Pełny król'), but holds no king: Celina (seat 2) holds "
            "all four and declares them herself in her own turn. Bartek's declaration is false and is not "
            "corrected before the first trick (§18 irreparable: 40 to each pool, deal void, the money for it "
            "handed back). No payments are recorded."
        )
        deal = {"dealer": dealer, "hands": [sorted(hands[s]) for s in range(3)], "events": events}
        write(
            "04-danish-declares-neighbours-kings.json",
            danish_doc([deal], note),
            [(0, 2, "false_declaration")],
            note + " Code name is a blind guess.",
        )
        return
    raise Retry


def gen_danish_lead_out_of_turn(seed):
    rng = random.Random(seed)
    dealer = 1
    hands, skat, after = danish_deal(rng, dealer)
    g = Danish()
    state = {}

    def hook(t, leader, hs):
        if t != 5:
            return None
        # the seat after the due leader leads instead; the table follows on from him and the due
        # leader plays last
        wrong = (leader + 1) % 3
        c0 = choose(rng, g, hs[wrong], [], avoid_lead=("JOKER",))
        trick = [(wrong, c0)]
        for s in ((leader + 2) % 3, leader):
            trick.append((s, choose(rng, g, hs[s], trick)))
        state["trick"] = trick
        state["due"] = leader
        return trick

    for _ in range(100):
        state.clear()
        try:
            tricks = danish_play(rng, after, (dealer + 1) % 3, hook=hook)
        except Retry:
            continue
        if "JOKER" in [c for _s, c in state["trick"]]:
            continue
        break
    events = [{"type": "discard", "seat": dealer, "cards": skat}]
    events += [{"type": "declare", "seat": (dealer + i) % 3, "items": []} for i in range(3)]
    events += plays(tricks)
    ev = play_index(events, 5, 0, 3)
    tr = state["trick"]
    note = (
        f"Dealer seat 1. Trick 6: seat {state['due']} won trick 5 and is due to lead; seat {tr[0][0]} leads "
        f"{tr[0][1]} (a card of its own) out of turn, seat {tr[1][0]} follows on from him and seat "
        f"{tr[2][0]} (the due leader) plays last. §18 'Rozpoczęcie kolejki poza kolejnością': large, 20 to "
        f"each pool, the game goes on. Trick to seat {g.winner(tr)}. No payments recorded."
    )
    deal = {"dealer": dealer, "hands": [sorted(hands[s]) for s in range(3)], "events": events}
    write(
        "05-danish-lead-out-of-turn-own-card.json",
        danish_doc([deal], note),
        [(0, ev, "out_of_turn")],
        note,
    )


def gen_danish_other_card(seed):
    rng = random.Random(seed)
    dealer = 2
    g = Danish()
    for _ in range(200):
        hands, skat, after = danish_deal(rng, dealer)
        try:
            tricks = danish_play(rng, after, 0)
        except Retry:
            continue
        found = other_seat_card(g, tricks, False, rng)
        if not found:
            continue
        t, pw, x, h, y = found
        if t < 2 or g.is_trump(x) or x[0] == "K":
            continue
        w = tricks[t][pw][0]
        tricks[t][pw] = (w, x)
        events = [{"type": "discard", "seat": dealer, "cards": skat}]
        events += [{"type": "declare", "seat": (dealer + i) % 3, "items": []} for i in range(3)]
        events += plays(tricks)
        ev = play_index(events, t, pw, 3)
        note = (
            f"Dealer seat 2. Trick {t + 1}: seat {w} is written playing {x} in its own turn; {x} is in seat "
            f"{h}'s hand, and seat {h} plays after him in this trick (its own card {tricks[t][pw + 1][1] if pw + 1 < 3 else '?'}), "
            f"then plays {x} itself in a later trick. Seat {w}'s {y} is never written. No payments."
        )
        deal = {"dealer": dealer, "hands": [sorted(hands[s]) for s in range(3)], "events": events}
        write(
            "06-danish-other-seats-card-holder-plays-after.json",
            danish_doc([deal], note),
            [(0, ev, "card_not_in_hand")],
            note,
        )
        return
    raise Retry


# ----------------------------------------------------------------------------------------------
# Galician Tarok
# ----------------------------------------------------------------------------------------------

GAL_PLAYERS = ["Adam", "Bożena", "Czesław"]


def gal_deal(rng, dealer):
    for _ in range(10000):
        d = Galician.deck()
        rng.shuffle(d)
        talon = d[:6]
        if any(c[0] == "K" for c in talon[:3]):
            continue
        hands = {s: d[6 + 12 * s : 18 + 12 * s] for s in range(3)}
        return hands, talon
    raise Retry


def gal_doc(deals, note):
    return {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "rules": {"preset": "standard"},
        "players": GAL_PLAYERS,
        "meta": {"round": "real-faults-near-slips-2", "note": note},
        "deals": deals,
    }


def gal_auction_three(rng, hands, talon, dealer):
    fh = (dealer + 1) % 3
    events = [
        {"type": "bid", "seat": fh, "bid": "three"},
        {"type": "bid", "seat": (fh + 1) % 3, "bid": "pass"},
        {"type": "bid", "seat": (fh + 2) % 3, "bid": "pass"},
    ]
    full = hands[fh] + talon[:3]
    cand = [c for c in full if c[0] not in ("K", "T") and c != "SKIZ"]
    if len(cand) < 3:
        raise Retry
    disc = rng.sample(cand, 3)
    events.append({"type": "take", "seat": fh, "cards": talon[:3]})
    events.append({"type": "discard", "seat": fh, "cards": disc})
    events += [{"type": "announce", "seat": (fh + i) % 3, "items": []} for i in range(3)]
    after = {s: list(hands[s]) for s in range(3)}
    after[fh] = [c for c in full if c not in disc]
    return events, after


def gen_gal_revoke_wrong_lead(seed):
    rng = random.Random(seed)
    g = Galician()
    dealer = 0
    for _ in range(3000):
        hands, talon = gal_deal(rng, dealer)
        try:
            aev, after = gal_auction_three(rng, hands, talon, dealer)
        except Retry:
            continue
        state = {}

        def hook(t, leader, hs, state=state):
            if t != 3:
                return None
            a, b, c = leader, (leader + 1) % 3, (leader + 2) % 3
            for s in "HDSC":
                sa = [x for x in hs[a] if g.suit(x) == s]
                sb = [x for x in hs[b] if g.suit(x) == s]
                sc = [x for x in hs[c] if g.suit(x) == s]
                tc = [x for x in hs[c] if g.is_trump(x)]
                if sa and sb and sc and tc:
                    trick = [(b, rng.choice(sb)), (a, rng.choice(sa)), (c, rng.choice(tc))]
                    state["trick"] = trick
                    state["due"] = leader
                    state["held"] = sc
                    return trick
            return None

        tricks = play_out(rng, g, after, (dealer + 1) % 3, 3, hook=hook)
        if "trick" not in state:
            continue
        events = aev + plays(tricks)
        tr = state["trick"]
        ev0 = play_index(events, 3, 0, 3)
        ev2 = play_index(events, 3, 2, 3)
        note = (
            f"Forehand seat 1 plays a three. Trick 4: seat {state['due']} is due to lead; seat {tr[0][0]} leads "
            f"{tr[0][1]} out of turn, seat {tr[1][0]} (the due leader) plays {tr[1][1]} of the same suit, and "
            f"seat {tr[2][0]} trumps with {tr[2][1]} while holding {state['held']} (§23 renonce: trumping a "
            f"suit one holds), in either order of the first two cards. No payments recorded."
        )
        deal = {"dealer": dealer, "hands": [hands[s] for s in range(3)], "talon": talon, "events": events}
        write(
            "07-galician-renonce-in-trick-led-out-of-turn.json",
            gal_doc([deal], note),
            [(0, ev0, "out_of_turn"), (0, ev2, "revoke")],
            note,
        )
        return
    raise Retry


def gen_gal_bid_twice(seed):
    rng = random.Random(seed)
    g = Galician()
    dealer = 2
    hands, talon = gal_deal(rng, dealer)
    fh = 0
    events = [
        {"type": "bid", "seat": fh, "bid": "three"},
        {"type": "bid", "seat": fh, "bid": "two"},
        {"type": "bid", "seat": 1, "bid": "pass"},
        {"type": "bid", "seat": 2, "bid": "pass"},
    ]
    tricks = play_out(rng, g, {s: list(hands[s]) for s in range(3)}, fh, 3)
    events += plays(tricks)
    note = (
        "Dealer seat 2, forehand Adam (seat 0) bids a three and then, in Bożena's turn, bids again (two) "
        "before Bożena passes; Czesław passes. No take, discard or announcement is written (unrecorded); "
        "Adam plays his twelve dealt cards (the cards bought are the cards laid away). No payments."
    )
    deal = {"dealer": dealer, "hands": [hands[s] for s in range(3)], "talon": talon, "events": events}
    write("08-galician-bid-twice-in-turn.json", gal_doc([deal], note), [(0, 1, "bid_out_of_turn")], note)


def gen_gal_other_card(seed):
    rng = random.Random(seed)
    g = Galician()
    dealer = 1
    for _ in range(3000):
        hands, talon = gal_deal(rng, dealer)
        try:
            aev, after = gal_auction_three(rng, hands, talon, dealer)
        except Retry:
            continue
        tricks = play_out(rng, g, after, (dealer + 1) % 3, 3)
        found = other_seat_card(g, tricks, False, rng)
        if not found:
            continue
        t, pw, x, h, y = found
        if g.is_trump(x) and g.led_suit(tricks[t]) != "T":
            continue
        w = tricks[t][pw][0]
        tricks[t][pw] = (w, x)
        events = aev + plays(tricks)
        ev = play_index(events, t, pw, 3)
        note = (
            f"Trick {t + 1}: seat {w} is written playing {x} in its own turn; {x} is in seat {h}'s hand and "
            f"seat {h} plays after him in this trick, then plays {x} itself in a later trick. Seat {w}'s {y} is "
            f"never written. No payments."
        )
        deal = {"dealer": dealer, "hands": [hands[s] for s in range(3)], "talon": talon, "events": events}
        write(
            "09-galician-other-seats-card-holder-plays-after.json",
            gal_doc([deal], note),
            [(0, ev, "card_not_in_hand")],
            note,
        )
        return
    raise Retry


# ----------------------------------------------------------------------------------------------
# Ulti
# ----------------------------------------------------------------------------------------------

ULTI_PLAYERS = ["Anna", "Béla", "Csilla"]


def ulti_points(cards):
    return sum(10 for c in cards if c[:-1] in ("A", "10"))


def ulti_deal(rng, dealer):
    """A party deal: the first bidder (dealer+1) discards two, bids party in a non-red suit, the others
    pass, he passes; no hand holds a king-queen pair; no silent bonus can arise."""
    for _ in range(20000):
        d = Ulti.deck()
        rng.shuffle(d)
        b = (dealer + 1) % 3
        hands = {}
        pos = 0
        for s in range(3):
            k = 12 if s == b else 10
            hands[s] = d[pos : pos + k]
            pos += k
        # trump: the bidder's longest suit other than hearts
        counts = {s: sum(1 for c in hands[b] if c[-1] == s) for s in "DSC"}
        trump = max(counts, key=lambda s: (counts[s], s))
        cand = [c for c in hands[b] if c[-1] != trump]
        disc = rng.sample(cand, 2)
        after = {s: [c for c in hands[s] if not (s == b and c in disc)] for s in range(3)}
        if any(("K" + s in after[p] and "Q" + s in after[p]) for p in range(3) for s in "HDSC"):
            continue
        return hands, disc, after, trump, b
    raise Retry


def ulti_play_ok(g, tricks, b):
    last = tricks[-1]
    if any(c == "7" + g.trump for _s, c in last):
        return False  # no silent ulti (won or lost) in the last trick
    won = {s: 0 for s in range(3)}
    for t in tricks:
        won[g.winner(t)] += 1
    if won[b] in (0, 10) or won[b] == 10:
        return False
    if any(v == 10 for v in won.values()):
        return False
    return True


def ulti_result(g, tricks, disc, b):
    pts = {s: 0 for s in range(3)}
    for i, t in enumerate(tricks):
        w = g.winner(t)
        pts[w] += ulti_points([c for _s, c in t]) + (10 if i == 9 else 0)
    decl = pts[b]
    defs = sum(pts[s] for s in range(3) if s != b) + ulti_points(disc)
    return decl, defs


def ulti_events_head(b, trump, disc):
    return [
        {"type": "discard", "seat": b, "cards": disc},
        {"type": "bid", "seat": b, "bid": {"goals": ["party"], "red": False}},
        {"type": "bid", "seat": (b + 1) % 3, "bid": "pass"},
        {"type": "bid", "seat": (b + 2) % 3, "bid": "pass"},
        {"type": "bid", "seat": b, "bid": "pass"},
        {"type": "announce", "seat": b, "items": [{"kind": "trump", "suit": trump}]},
    ]


def ulti_doc(deals, note):
    return {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "standard"},
        "players": ULTI_PLAYERS,
        "meta": {"round": "real-faults-near-slips-2", "note": note},
        "deals": deals,
    }


def ulti_full_deal(rng, dealer):
    for _ in range(5000):
        hands, disc, after, trump, b = ulti_deal(rng, dealer)
        g = Ulti(trump)
        tricks = play_out(rng, g, after, b, 3)
        if not ulti_play_ok(g, tricks, b):
            continue
        decl, defs = ulti_result(g, tricks, disc, b)
        if decl == defs:
            continue
        return hands, disc, trump, b, g, tricks, decl, defs
    raise Retry


def ulti_payments(b, decl, defs):
    others = [(b + 1) % 3, (b + 2) % 3]
    if decl > defs:
        return [{"type": "payment", "from": o, "to": b, "amount": 1, "reason": "party"} for o in others]
    return [{"type": "payment", "from": b, "to": o, "amount": 1, "reason": "party"} for o in others]


def gen_ulti_paid_twice(seed):
    rng = random.Random(seed)
    deals = []
    info = []
    for dealer in (0, 1):
        for _ in range(100):
            hands, disc, trump, b, g, tricks, decl, defs = ulti_full_deal(rng, dealer)
            if dealer == 0 or decl > defs:
                break
        events = ulti_events_head(b, trump, disc) + plays(tricks)
        pay = ulti_payments(b, decl, defs)
        info.append((b, decl, defs, pay))
        deals.append({"dealer": dealer, "hands": [hands[s] for s in range(3)], "events": events})
    # deal 1: deal 0's first payment line written again, before deal 1's own
    dup = dict(info[0][3][0])
    if (dup["from"], dup["to"]) in [(p["from"], p["to"]) for p in info[1][3]]:
        dup = dict(info[0][3][1])
        if (dup["from"], dup["to"]) in [(p["from"], p["to"]) for p in info[1][3]]:
            raise Retry
    deals[0]["events"] += info[0][3]
    idx = len(deals[1]["events"])
    deals[1]["events"] += [dup] + info[1][3]
    note = (
        f"Two party deals. Deal 0: declarer seat {info[0][0]}, card points {info[0][1]} to {info[0][2]} "
        f"(aces and tens 10, last trick 10, the discards the defenders'): {info[0][3]}. Deal 1: declarer seat "
        f"{info[1][0]}, {info[1][1]} to {info[1][2]}: {info[1][3]}. Deal 1 also writes deal 0's line "
        f"{dup} again: paid twice, once in its own deal and once more in the next."
    )
    write(
        "10-ulti-payment-paid-twice-in-two-deals.json",
        ulti_doc(deals, note),
        [(1, idx, "unexpected_payment")],
        note,
    )


def gen_ulti_card_out_of_turn(seed):
    rng = random.Random(seed)
    dealer = 2
    for _ in range(3000):
        hands, disc, after, trump, b = ulti_deal(rng, dealer)
        g = Ulti(trump)
        state = {}

        def hook(t, leader, hs, g=g, state=state):
            if t != 4:
                return None
            a, bb, c = leader, (leader + 1) % 3, (leader + 2) % 3
            trick = [(a, choose(rng, g, hs[a], []))]
            trick.append((c, rng.choice(g.legal(hs[c], trick))))
            trick.append((bb, rng.choice(g.legal(hs[bb], trick))))
            state["trick"] = trick
            return trick

        tricks = play_out(rng, g, after, b, 3, hook=hook)
        if not ulti_play_ok(g, tricks, b):
            continue
        decl, defs = ulti_result(g, tricks, disc, b)
        if decl == defs:
            continue
        events = ulti_events_head(b, trump, disc) + plays(tricks)
        ev = play_index(events, 4, 1, 3)
        tr = state["trick"]
        pay = ulti_payments(b, decl, defs)
        events += pay
        note = (
            f"Declarer seat {b}, party in {trump}. Trick 5: seat {tr[0][0]} leads {tr[0][1]}; seat {tr[1][0]} "
            f"plays {tr[1][1]} (its own card) before seat {tr[2][0]}, whose turn it was; seat {tr[2][0]} then "
            f"plays {tr[2][1]}, legal against the cards on the table. Card points {decl} to {defs}; payments "
            f"{pay}."
        )
        deal = {"dealer": dealer, "hands": [hands[s] for s in range(3)], "events": events}
        write(
            "11-ulti-card-out-of-turn-own-card.json", ulti_doc([deal], note), [(0, ev, "out_of_turn")], note
        )
        return
    raise Retry


# ----------------------------------------------------------------------------------------------
# Tarocchini
# ----------------------------------------------------------------------------------------------

OTTO_PLAYERS = ["Anna", "Bruno", "Carla", "Dario"]
TERZ_PLAYERS = ["Elena", "Franco", "Giulia"]


def otto_deal(rng, dealer, want=None):
    for _ in range(20000):
        d = Taro.deck()
        rng.shuffle(d)
        hands = {}
        pos = 0
        for s in range(4):
            k = 17 if s == dealer else 15
            hands[s] = d[pos : pos + k]
            pos += k
        cand = [c for c in hands[dealer] if not Taro.five(c)]
        disc = rng.sample(cand, 2)
        after = {s: [c for c in hands[s] if not (s == dealer and c in disc)] for s in range(4)}
        if want is not None and not want(after):
            continue
        return hands, disc, after
    raise Retry


def taro_ok(tricks):
    """No Matto led, none in the last trick."""
    if any(t[0][1] == "MATTO" for t in tricks):
        return False
    return all(c != "MATTO" for _s, c in tricks[-1])


def taro_doc(game, players, deals, note):
    return {
        "format": "trick-transcript/1",
        "game": game,
        "rules": {"preset": "standard"},
        "players": players,
        "meta": {"round": "real-faults-near-slips-2", "note": note},
        "deals": deals,
    }


def gen_otto_neighbours_declaration(seed):
    rng = random.Random(seed)
    g = Taro()
    dealer = 3
    kings = ["KS", "KB", "KC", "KD"]
    for _ in range(200):
        d = [c for c in Taro.deck() if c not in kings]
        rng.shuffle(d)
        hands = {0: d[:15], 1: d[15:30], 2: kings + d[30:41], 3: d[41:58]}
        cand = [c for c in hands[3] if not Taro.five(c)]
        disc = rng.sample(cand, 2)
        after = {s: [c for c in hands[s] if not (s == 3 and c in disc)] for s in range(4)}
        tricks = play_out(rng, g, after, 0, 4)
        if not taro_ok(tricks):
            continue
        events = [{"type": "discard", "seat": 3, "cards": disc}]
        events += [
            {"type": "declare", "seat": 0, "items": []},
            {"type": "declare", "seat": 1, "items": [{"kind": "cricca", "of": "kings", "count": 4}]},
            {"type": "declare", "seat": 2, "items": [{"kind": "cricca", "of": "kings", "count": 4}]},
            {"type": "declare", "seat": 3, "items": []},
        ]
        events += plays(tricks)
        note = (
            "Dealer Dario (seat 3). Bruno (seat 1) declares a cricca of four kings; he holds no king. Carla "
            "(seat 2), his neighbour, holds all four and declares them herself in her turn. Bruno's "
            "declaration is of cards he does not hold ('Все, что объявлено, должно быть помещено лицом вверх "
            "на стол'). No scores recorded."
        )
        deal = {"dealer": dealer, "hands": [hands[s] for s in range(4)], "events": events}
        write(
            "12-ottocento-declares-neighbours-kings.json",
            taro_doc("tarocchini-ottocento", OTTO_PLAYERS, [deal], note),
            [(0, 2, "illegal_declaration")],
            note + " Code name is a blind guess.",
        )
        return
    raise Retry


def gen_otto_card_out_of_turn(seed):
    rng = random.Random(seed)
    g = Taro()
    dealer = 0
    for _ in range(3000):
        hands, disc, after = otto_deal(rng, dealer)
        state = {}

        def hook(t, leader, hs, state=state):
            if t != 6:
                return None
            a, b, c, d = leader, (leader + 1) % 4, (leader + 2) % 4, (leader + 3) % 4
            trick = [(a, choose(rng, g, hs[a], []))]
            for s in (c, d, b):  # c out of turn, d follows on from him, b (skipped) last
                trick.append((s, choose(rng, g, hs[s], trick)))
            if any(g.is_excuse(x) for _s, x in trick):
                return None
            mor = [x for _s, x in trick if x in ("T1", "T2", "T3", "T4")]
            if len(mor) >= 2:
                return None
            state["trick"] = trick
            return trick

        tricks = play_out(rng, g, after, (dealer + 1) % 4, 4, hook=hook)
        if "trick" not in state or not taro_ok(tricks):
            continue
        events = [{"type": "discard", "seat": dealer, "cards": disc}]
        events += [{"type": "declare", "seat": (dealer + 1 + i) % 4, "items": []} for i in range(4)]
        events += plays(tricks)
        ev = play_index(events, 6, 1, 4)
        tr = state["trick"]
        note = (
            f"Dealer Anna (seat 0). Trick 7: seat {tr[0][0]} leads {tr[0][1]}; seat {tr[1][0]} plays its own "
            f"{tr[1][1]} out of turn (seat {tr[3][0]} was due), seat {tr[2][0]} follows on from him with "
            f"{tr[2][1]}, and the skipped seat {tr[3][0]} plays {tr[3][1]} last. Every card follows the rules "
            f"against the suit led. No scores recorded."
        )
        deal = {"dealer": dealer, "hands": [hands[s] for s in range(4)], "events": events}
        write(
            "13-ottocento-card-out-of-turn-table-follows-on.json",
            taro_doc("tarocchini-ottocento", OTTO_PLAYERS, [deal], note),
            [(0, ev, "out_of_turn")],
            note,
        )
        return
    raise Retry


def terz_deal(rng):
    d = Taro.deck()
    rng.shuffle(d)
    hands = {s: d[18 * s : 18 * s + 18] for s in range(3)}
    talon = d[54:]
    return hands, talon


def gen_terz_bid_twice(seed):
    rng = random.Random(seed)
    g = Taro()
    dealer = 0
    hands, talon = terz_deal(rng)
    events = [
        {"type": "bid", "seat": 1, "bid": "gioco"},
        {"type": "bid", "seat": 1, "bid": "solo"},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": 0, "bid": "pass"},
    ]
    events += [{"type": "declare", "seat": (dealer + 1 + i) % 3, "items": []} for i in range(3)]
    tricks = play_out(rng, g, {s: list(hands[s]) for s in range(3)}, 1, 3)
    if not taro_ok(tricks):
        raise Retry
    events += plays(tricks)
    note = (
        "Dealer Elena (seat 0). Eldest Franco (seat 1) bids gioco and then, in Giulia's turn, bids again "
        "(solo) before Giulia passes; Elena passes. No widow exchange is written; Franco plays his 18 dealt "
        "cards. No scores recorded."
    )
    deal = {"dealer": dealer, "hands": [hands[s] for s in range(3)], "talon": talon, "events": events}
    write(
        "14-terziglio-bid-twice-in-turn.json",
        taro_doc("tarocchini-terziglio", TERZ_PLAYERS, [deal], note),
        [(0, 1, "bid_out_of_turn")],
        note,
    )


def gen_terz_other_card(seed):
    rng = random.Random(seed)
    g = Taro()
    dealer = 1
    for _ in range(3000):
        hands, talon = terz_deal(rng)
        tricks = play_out(rng, g, {s: list(hands[s]) for s in range(3)}, 2, 3)
        if not taro_ok(tricks):
            continue
        found = other_seat_card(g, tricks, False, rng)
        if not found:
            continue
        t, pw, x, h, y = found
        if g.is_trump(x) and g.led_suit(tricks[t]) != "T":
            continue
        if x in ("T1", "T2", "T3", "T4") or t < 2:
            continue
        w = tricks[t][pw][0]
        tricks[t][pw] = (w, x)
        events = [
            {"type": "bid", "seat": 2, "bid": "gioco"},
            {"type": "bid", "seat": 0, "bid": "pass"},
            {"type": "bid", "seat": 1, "bid": "pass"},
        ]
        events += [{"type": "declare", "seat": (dealer + 1 + i) % 3, "items": []} for i in range(3)]
        events += plays(tricks)
        ev = play_index(events, t, pw, 3)
        note = (
            f"Dealer Franco (seat 1); Giulia (seat 2) plays gioco without writing an exchange. Trick {t + 1}: "
            f"seat {w} is written playing {x} in its own turn; {x} is in seat {h}'s hand, seat {h} plays after "
            f"him in this trick and plays {x} itself in a later trick. Seat {w}'s {y} is never written. No "
            f"scores recorded."
        )
        deal = {"dealer": dealer, "hands": [hands[s] for s in range(3)], "talon": talon, "events": events}
        write(
            "15-terziglio-other-seats-card-holder-plays-after.json",
            taro_doc("tarocchini-terziglio", TERZ_PLAYERS, [deal], note),
            [(0, ev, "card_not_in_hand")],
            note,
        )
        return
    raise Retry


def main():
    for f in HERE.glob("[0-9][0-9]-*.json"):
        f.unlink()
    gens = [
        gen_rage_other_card,
        gen_rage_bid_twice,
        gen_rage_revoke_after_wrong_lead,
        gen_danish_neighbours_declaration,
        gen_danish_lead_out_of_turn,
        gen_danish_other_card,
        gen_gal_revoke_wrong_lead,
        gen_gal_bid_twice,
        gen_gal_other_card,
        gen_ulti_paid_twice,
        gen_ulti_card_out_of_turn,
        gen_otto_neighbours_declaration,
        gen_otto_card_out_of_turn,
        gen_terz_bid_twice,
        gen_terz_other_card,
    ]
    for i, gen in enumerate(gens):
        for seed in range(1000 + 17 * i, 1000 + 17 * i + 50):
            try:
                gen(seed)
                break
            except Retry:
                continue
        else:
            raise SystemExit(f"{gen.__name__}: no seed worked")
    (HERE / "_manifest.txt").write_text("\n".join(MANIFEST) + "\n")
    print("\n".join(MANIFEST))


if __name__ == "__main__":
    main()
