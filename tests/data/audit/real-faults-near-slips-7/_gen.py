"""Blind generator, audit round real-faults-near-slips-7.

Written from the rule sources alone (no import from validator).  Every file is one legal deal
played with legal random play, except the real faults planted at one or two tricks.  The
generator tracks every seat's TRUE hand (the cards it really holds, taken-back cards included)
and checks every recorded play against the follow rules, so the expected findings it prints
(_expected.txt) are computed, not hand-written.  A seed whose random play would add a fault not
planted is skipped.

    python _gen.py [base_seed]
"""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# --------------------------------------------------------------------------- games


class Game:
    name = ""
    n = 3
    specials = ()

    def suit(self, c):
        raise NotImplementedError

    def is_trump(self, c):
        return self.suit(c) == "T"

    def rank(self, c):
        raise NotImplementedError

    def legal(self, hand, trick):
        """trick: list of (seat, card).  Follow suit, else trump, else anything."""
        real = [c for _, c in trick if c not in self.specials]
        if not real:
            return list(hand)
        led = self.suit(real[0])
        same = [c for c in hand if c not in self.specials and self.suit(c) == led]
        specials = [c for c in hand if c in self.specials]
        if same:
            return same + specials
        tr = [c for c in hand if c not in self.specials and self.is_trump(c)]
        if tr and self.must_trump:
            return tr + specials
        return list(hand)

    must_trump = True

    def winner(self, trick):
        real = [(s, c) for s, c in trick if c not in self.specials]
        led = self.suit(real[0][1])
        best = None
        for s, c in real:
            key = self.key(c, led)
            if key is None:
                continue
            if best is None or key > best[0] or (key == best[0] and self.tie_last):
                best = (key, s)
        return best[1]

    tie_last = False

    def key(self, c, led):
        if self.is_trump(c):
            return (2, self.rank(c))
        if self.suit(c) == led:
            return (1, self.rank(c))
        return None


class Rage(Game):
    name = "rage"
    n = 4
    must_trump = False
    COL = "RBGYPO"

    def __init__(self, trump):
        self.trump = trump

    def suit(self, c):
        return c[0]

    def is_trump(self, c):
        return c[0] == self.trump

    def rank(self, c):
        return int(c[1:])

    def deck(self):
        d = [f"{col}{v}" for col in self.COL for v in range(16)]
        return d


class Danish(Game):
    name = "danish-tarok"
    n = 3
    specials = ("JOKER",)
    RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
    BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]

    def suit(self, c):
        return "T" if c.startswith("T") else c[-1]

    def rank(self, c):
        if c.startswith("T"):
            return int(c[1:])
        order = self.RED if c[-1] in "HD" else self.BLACK
        return 20 - order.index(c[:-1])

    def deck(self):
        d = []
        for s in "HDSC":
            d += [r + s for r in self.RED]
        d += [f"T{i}" for i in range(1, 22)]
        return d + ["JOKER"]


class Galician(Game):
    name = "galician-tarok"
    n = 3
    ORDER = {"K": 5, "Q": 4, "N": 3, "J": 2, "1": 1, "10": 1}

    def suit(self, c):
        return "T" if (c.startswith("T") or c == "SKIZ") else c[-1]

    def rank(self, c):
        if c == "SKIZ":
            return 22
        if c.startswith("T"):
            return int(c[1:])
        return self.ORDER[c[:-1]]

    def deck(self):
        d = []
        for s, pip in (("H", "1"), ("D", "1"), ("S", "10"), ("C", "10")):
            d += [r + s for r in ("K", "Q", "N", "J", pip)]
        return d + [f"T{i}" for i in range(1, 22)] + ["SKIZ"]


class Ulti(Game):
    name = "ulti"
    n = 3
    ORDER = ["7", "8", "9", "J", "Q", "K", "10", "A"]

    def __init__(self, trump):
        self.trump = trump

    def suit(self, c):
        return c[-1]

    def is_trump(self, c):
        return c[-1] == self.trump

    def rank(self, c):
        return self.ORDER.index(c[:-1])

    def deck(self):
        return [r + s for s in "HDSC" for r in self.ORDER]

    def legal(self, hand, trick):
        if not trick:
            return list(hand)
        led = self.suit(trick[0][1])
        w = self.winner(trick)
        best = [c for s, c in trick if s == w][0]
        bkey = self.key(best, led)
        same = [c for c in hand if self.suit(c) == led]
        if same:
            beat = [c for c in same if self.key(c, led) > bkey]
            return beat or same
        tr = [c for c in hand if self.is_trump(c)]
        if tr:
            beat = [c for c in tr if self.key(c, led) > bkey]
            return beat or tr
        return list(hand)


class Taroc(Game):
    n = 3
    specials = ("MATTO",)
    tie_last = True  # Moretti: the last played of equal rank is highest
    LONG = ["1", "6", "7", "8", "9", "10", "J", "N", "Q", "K"]  # S B low->high
    ROUND = ["10", "9", "8", "7", "6", "1", "J", "N", "Q", "K"]  # C D low->high

    def __init__(self, name, n):
        self.name = name
        self.n = n

    def suit(self, c):
        return "T" if c.startswith("T") else c[-1]

    def rank(self, c):
        if c.startswith("T"):
            v = int(c[1:])
            return 1 if 1 <= v <= 4 else v
        order = self.LONG if c[-1] in "SB" else self.ROUND
        return order.index(c[:-1])

    def winner(self, trick):
        real = [(s, c) for s, c in trick if c not in self.specials]
        led = self.suit(real[0][1])
        best = None
        for s, c in real:
            key = self.key(c, led)
            if key is None:
                continue
            if best is None or key > best[0] or (key == best[0] and self.is_trump(c)):
                best = (key, s)
        return best[1]

    def deck(self):
        d = []
        for s in "SB":
            d += [r + s for r in self.LONG]
        for s in "CD":
            d += [r + s for r in self.ROUND]
        return d + [f"T{i}" for i in range(0, 21)] + ["MATTO"]


# --------------------------------------------------------------------------- simulation


class Skip(Exception):
    pass


class Sim:
    def __init__(self, g, hands, ntricks, rng):
        self.g = g
        self.hands = {s: list(h) for s, h in enumerate(hands)}
        self.events = []
        self.ntricks = ntricks
        self.rng = rng
        self.found = []  # (event, code, why)
        self.trick_no = 0

    def ev(self, e):
        self.events.append(e)
        return len(self.events) - 1

    def play(self, seat, card, trick, judge=True, note=None):
        """Record a play; judge it against the seat's TRUE hand before it leaves."""
        hand = self.hands[seat]
        if card not in hand:
            raise AssertionError((seat, card, hand))
        legal = self.g.legal(hand, trick) if judge else list(hand)
        e = {"type": "play", "seat": seat, "card": card}
        if note:
            e["note"] = note
        i = self.ev(e)
        hand.remove(card)
        trick.append((seat, card))
        if card not in legal:
            self.found.append((i, "revoke", f"seat {seat} played {card}; legal were {sorted(legal)}"))
        return i

    def choose(self, seat, trick, avoid=()):
        hand = self.hands[seat]
        g = self.g
        legal = g.legal(hand, trick)
        sp = [c for c in legal if c in g.specials]
        if sp and trick and self.trick_no < self.ntricks - 3:
            return sp[0]
        cand = [c for c in legal if c not in g.specials and c not in avoid]
        if not cand:
            cand = [c for c in legal if c not in avoid] or legal
        return self.rng.choice(sorted(cand, key=str))

    def normal_trick(self, leader, skip=(), avoid=None):
        g = self.g
        trick = []
        for k in range(g.n):
            s = (leader + k) % g.n
            if s in skip or not self.hands[s]:
                continue
            c = self.choose(s, trick, (avoid or {}).get(s, ()))
            self.play(s, c, trick)
        self.trick_no += 1
        return trick, g.winner(trick)

    def specials_done(self):
        for h in self.hands.values():
            for c in h:
                if c in self.g.specials:
                    raise Skip("special still in hand late")


# --------------------------------------------------------------------------- deals


def deal_rage(rng, dealer=0):
    g0 = Rage("R")
    deck = g0.deck()
    rng.shuffle(deck)
    hands = [sorted(deck[i * 10:(i + 1) * 10]) for i in range(4)]
    rest = deck[40:]
    actions = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
    talon = rest[:1] + sorted(rest[1:] + actions, key=lambda c: rng.random())
    g = Rage(talon[0][0])
    pre = []
    for k in range(4):
        s = (dealer + 1 + k) % 4
        pre.append({"type": "bid", "seat": s, "bid": rng.randint(0, 4)})
    return g, hands, talon, pre, hands, (dealer + 1) % 4, 10


def deal_danish(rng, dealer=0):
    g = Danish()
    while True:
        deck = g.deck()
        rng.shuffle(deck)
        hands = []
        pos = 0
        for s in range(3):
            k = 28 if s == dealer else 25
            hands.append(deck[pos:pos + k])
            pos += k
        dh = hands[dealer]
        pips = [c for c in dh if g.suit(c) != "T" and c != "JOKER" and c[:-1] not in "KQNJ"]
        if len(pips) >= 3 and all(any(g.suit(c) == "T" for c in h) for h in hands):
            break
    disc = sorted(pips, key=lambda c: rng.random())[:3]
    play_hands = [list(h) for h in hands]
    for c in disc:
        play_hands[dealer].remove(c)
    pre = [{"type": "discard", "seat": dealer, "cards": disc}]
    return g, hands, None, pre, play_hands, (dealer + 1) % 3, 25


def deal_galician(rng, dealer=0):
    g = Galician()
    deck = g.deck()
    rng.shuffle(deck)
    talon = deck[:6]
    hands = [deck[6 + 12 * i:18 + 12 * i] for i in range(3)]
    f = (dealer + 1) % 3
    pre = [
        {"type": "bid", "seat": f, "bid": "solo"},
        {"type": "bid", "seat": (f + 1) % 3, "bid": "pass"},
        {"type": "bid", "seat": (f + 2) % 3, "bid": "pass"},
    ]
    return g, hands, talon, pre, hands, f, 12


def deal_ulti(rng, dealer=0):
    trump = rng.choice("DSC")
    g = Ulti(trump)
    deck = g.deck()
    rng.shuffle(deck)
    f = (dealer + 1) % 3
    hands = [None] * 3
    hands[f] = deck[:12]
    hands[(f + 1) % 3] = deck[12:22]
    hands[(f + 2) % 3] = deck[22:32]
    disc = [c for c in hands[f] if not g.is_trump(c) and c[:-1] in ("7", "8", "9")][:2]
    if len(disc) < 2:
        raise Skip("discard")
    play_hands = [list(h) for h in hands]
    for c in disc:
        play_hands[f].remove(c)
    pre = [
        {"type": "discard", "seat": f, "cards": disc},
        {"type": "bid", "seat": f, "bid": {"goals": ["party"], "red": False}},
        {"type": "bid", "seat": (f + 1) % 3, "bid": "pass"},
        {"type": "bid", "seat": (f + 2) % 3, "bid": "pass"},
        {"type": "bid", "seat": f, "bid": "pass"},
        {"type": "announce", "seat": f, "items": [{"kind": "trump", "suit": trump}]},
    ]
    return g, hands, None, pre, play_hands, f, 10


def deal_terziglio(rng, dealer=0):
    g = Taroc("tarocchini-terziglio", 3)
    deck = g.deck()
    rng.shuffle(deck)
    hands = [deck[18 * i:18 * (i + 1)] for i in range(3)]
    talon = deck[54:]
    f = (dealer + 1) % 3
    pre = [
        {"type": "bid", "seat": f, "bid": "solo"},
        {"type": "bid", "seat": (f + 1) % 3, "bid": "pass"},
        {"type": "bid", "seat": (f + 2) % 3, "bid": "pass"},
    ]
    return g, hands, talon, pre, hands, f, 18


def deal_ottocento(rng, dealer=3):
    g = Taroc("tarocchini-ottocento", 4)
    five = {"KS", "KB", "KC", "KD", "T20", "T19", "T0", "MATTO"}
    while True:
        deck = g.deck()
        rng.shuffle(deck)
        hands = []
        pos = 0
        for s in range(4):
            k = 17 if s == dealer else 15
            hands.append(deck[pos:pos + k])
            pos += k
        pips = [c for c in hands[dealer] if c not in five and not c.startswith("T") and c[:-1] not in "QNJ"]
        if len(pips) >= 2:
            break
    disc = sorted(pips, key=lambda c: rng.random())[:2]
    play_hands = [list(h) for h in hands]
    for c in disc:
        play_hands[dealer].remove(c)
    pre = [{"type": "discard", "seat": dealer, "cards": disc}]
    return g, hands, None, pre, play_hands, (dealer + 1) % 4, 15


DEALS = {
    "rage": deal_rage,
    "danish-tarok": deal_danish,
    "galician-tarok": deal_galician,
    "ulti": deal_ulti,
    "tarocchini-terziglio": deal_terziglio,
    "tarocchini-ottocento": deal_ottocento,
}
PLAYERS = {
    3: ["Ada", "Bolek", "Cyryl"],
    4: ["Ada", "Bolek", "Cyryl", "Dora"],
}

# --------------------------------------------------------------------------- scenarios
# Each returns (sim, planted) where planted is a list of (event, code, why) the scenario means;
# sim.found holds every revoke the judge saw.  A scenario raises Skip when the deal does not fit.


def s1_second_card(sim, leader, k):
    """(1) At trick k the seat second to play plays a card, then a second card; both stay in the
    trick, the first is never played again.  The third (and fourth) seat then play; the winner of
    the trick is not that seat and does not depend on its two cards."""
    g = sim.g
    planted = []
    for t in range(sim.ntricks):
        if t == k:
            trick = []
            a = leader
            b = (leader + 1) % g.n
            sim.play(a, sim.choose(a, trick, g.specials), trick)
            lb = [c for c in g.legal(sim.hands[b], trick) if c not in g.specials]
            if len(lb) < 2:
                raise Skip("b has one legal card")
            x, y = sim.rng.sample(sorted(lb), 2)
            sim.play(b, x, trick)
            t0 = trick[:1]  # y is judged against the lead alone: a legal card there too
            iy = sim.play(b, y, t0)
            trick.append((b, y))
            planted.append((iy, "out_of_turn", f"seat {b} plays a second card {y} to the trick (x={x} stays)"))
            for m in range(2, g.n):
                s = (leader + m) % g.n
                sim.play(s, sim.choose(s, trick, g.specials), trick)
            w = g.winner(trick)
            wo = g.winner([p for p in trick if p[0] != b])
            if w == b or wo != w:
                raise Skip("winner depends on b")
            sim.trick_no += 1
            leader = w
            continue
        trick, leader = sim.normal_trick(leader)
        if t == sim.ntricks - 4:
            sim.specials_done()
    return planted


def fix_s1(sim):
    pass


def s2_takeback_revoke(sim, leader, k, trump_revoke):
    """(2) At trick k the second seat plays x (legal, the suit led), takes it back and plays y,
    which is a revoke (it still holds the suit led: x and at least one more).  x is played in a
    later trick."""
    g = sim.g
    planted = []
    xcard = None
    for t in range(sim.ntricks):
        if t == k:
            trick = []
            a = leader
            b = (leader + 1) % g.n
            lead = sim.choose(a, trick, g.specials)
            if g.is_trump(lead):
                raise Skip("trump lead")
            sim.play(a, lead, trick)
            led = g.suit(lead)
            same = [c for c in sim.hands[b] if c not in g.specials and g.suit(c) == led]
            if len(same) < 2:
                raise Skip("b short in suit")
            legal = [c for c in g.legal(sim.hands[b], trick) if c not in g.specials]
            x = sim.rng.choice(sorted(legal))
            offs = [c for c in sim.hands[b] if c not in g.specials and g.suit(c) != led]
            offs = [c for c in offs if g.is_trump(c) == trump_revoke]
            if not offs:
                raise Skip("no off card")
            y = sim.rng.choice(sorted(offs))
            ix = sim.play(b, x, trick)
            trick.pop()
            sim.hands[b].append(x)  # taken back: x is in b's hand again
            iy = sim.play(b, y, trick)
            planted.append((iy, "out_of_turn?", f"seat {b} takes back {x} (event {ix}) and plays {y}"))
            planted.append((iy, "revoke", f"seat {b} plays {y} to a {led} lead holding {sorted(same)}"))
            xcard = (b, x, ix)
            for m in range(2, g.n):
                s = (leader + m) % g.n
                sim.play(s, sim.choose(s, trick, g.specials), trick)
            leader = g.winner(trick)
            sim.trick_no += 1
            continue
        trick, leader = sim.normal_trick(leader)
        if t == sim.ntricks - 4:
            sim.specials_done()
    later = [i for i, e in enumerate(sim.events) if e.get("type") == "play" and e["card"] == xcard[1] and i != xcard[2]]
    assert later, "x played later"
    planted.append((None, "note", f"x={xcard[1]} first shown at event {xcard[2]}, played again at event {later[0]}"))
    return planted


def s3_early_lead(sim, leader, k):
    """(3) At trick k the winner (decided before the last seat's card, which is an off-suit
    non-trump discard while the last seat holds the suit led) leads trick k+1 before the last
    seat plays; the last seat's card for trick k is written right after that lead, then its card
    for trick k+1, then the others'."""
    g = sim.g
    planted = []
    t = 0
    while t < sim.ntricks:
        if t == k:
            trick = []
            order = [(leader + m) % g.n for m in range(g.n)]
            last = order[-1]
            for s in order[:-1]:
                sim.play(s, sim.choose(s, trick, g.specials), trick)
            led = g.suit([c for _, c in trick if c not in g.specials][0])
            w = g.winner(trick)
            hl = sim.hands[last]
            same = [c for c in hl if c not in g.specials and g.suit(c) == led]
            offs = [c for c in hl if c not in g.specials and g.suit(c) != led and not g.is_trump(c)]
            if not same or not offs:
                raise Skip("last seat")
            # the early lead
            nxt = []
            lead = sim.choose(w, nxt, g.specials)
            if g.suit(lead) == led:
                raise Skip("lead suit same as trick k")
            il = sim.play(w, lead, nxt)
            planted.append((il, "out_of_turn", f"seat {w} (winner of trick {k}) leads {lead} before seat {last} has played"))
            # the last seat's card to trick k: prefer one of the new lead's suit (legal there)
            pref = [c for c in offs if g.suit(c) == g.suit(lead)]
            c = sim.rng.choice(sorted(pref or offs))
            ic = sim.play(last, c, trick)
            planted.append((ic, "revoke", f"seat {last} discards {c} to trick {k} ({led} led) holding {sorted(same)}"))
            if g.winner(trick) != w:
                raise Skip("winner changed")
            sim.trick_no += 1
            # trick k+1 continues from the seat after w
            for m in range(1, g.n):
                s = (w + m) % g.n
                sim.play(s, sim.choose(s, nxt, g.specials), nxt)
            leader = g.winner(nxt)
            sim.trick_no += 1
            t += 2
            continue
        trick, leader = sim.normal_trick(leader)
        if t == sim.ntricks - 4:
            sim.specials_done()
        t += 1
    return planted


def s4_skip_then_revoke(sim, leader, k, spare_revoke):
    """(4) At trick k the last seat to play does not play; the winner (the trick's leader or the
    seat after it, so that the skipper's next card is not right after the next lead) leads on.
    Later (trick m) the skipper revokes.  After the last trick the skipper plays its spare card.
    spare_revoke: the revoke is against the suit of the spare card (its only card of that suit),
    and at trick k that spare card would itself have been a revoke; otherwise the card of the
    suit led that the skipper withholds at trick m is played in a later trick."""
    g = sim.g
    planted = []
    skipper = None
    spare = None
    m_done = False
    for t in range(sim.ntricks):
        if t == k:
            order = [(leader + m) % g.n for m in range(g.n)]
            skipper = order[-1]
            trick, w = sim.normal_trick(leader, skip={skipper})
            if w not in order[:2]:
                raise Skip("winner")
            led = g.suit([c for _, c in trick if c not in g.specials][0])
            hs = sim.hands[skipper]
            if not any(g.suit(c) == led for c in hs if c not in g.specials):
                raise Skip("skipper void in suit of trick k")
            if spare_revoke:
                # spare: a non-trump card of a suit other than led, the only one of its suit
                cnt = {}
                for c in hs:
                    if c not in g.specials and not g.is_trump(c):
                        cnt.setdefault(g.suit(c), []).append(c)
                cands = [v[0] for s_, v in cnt.items() if s_ != led and len(v) == 1]
                if not cands:
                    raise Skip("no singleton")
                spare = sorted(cands)[0]
            leader = w
            planted.append((len(sim.events), "out_of_turn", f"seat {skipper} never plays to trick {k}; seat {w} leads the next trick"))
            continue
        if t > k and skipper is not None and not m_done:
            # look for a trick led by someone else where the skipper can revoke
            order = [(leader + m) % g.n for m in range(g.n)]
            trick = []
            done = False
            for s in order:
                if s == skipper and trick:
                    led = g.suit([c for _, c in trick if c not in g.specials][0]) if any(c not in g.specials for _, c in trick) else None
                    hs = sim.hands[s]
                    same = [c for c in hs if c not in g.specials and g.suit(c) == led]
                    ok = False
                    if spare_revoke:
                        ok = led == g.suit(spare) and same == [spare]
                    else:
                        ok = len(same) >= 1 and t < sim.ntricks - 3
                    offs = [c for c in hs if c not in g.specials and g.suit(c) != led and not g.is_trump(c) and c != spare]
                    if ok and offs:
                        c = sim.rng.choice(sorted(offs))
                        i = sim.play(s, c, trick)
                        planted.append((i, "revoke", f"seat {s} discards {c} to a {led} lead holding {sorted(same)}"))
                        m_done = True
                        done = True
                        continue
                avoid = (spare,) if (s == skipper and spare) else ()
                sim.play(s, sim.choose(s, trick, avoid), trick)
            sim.trick_no += 1
            leader = g.winner(trick)
            continue
        avoid = {skipper: (spare,)} if spare else None
        trick, leader = sim.normal_trick(leader, avoid=avoid)
        if t == sim.ntricks - 4:
            sim.specials_done()
    if not m_done:
        raise Skip("no revoke chance")
    if not spare_revoke:
        # the withheld card of the suit led must be played in a later trick (not as the spare)
        ri = [i for i, c, _ in planted if c == "revoke"][0]
        held = planted[-1][2].split("holding ")[1]
        later = [e["card"] for e in sim.events[ri + 1:] if e.get("type") == "play" and e["seat"] == skipper]
        if not any(c in held for c in later if c != sim.hands[skipper][0]):
            raise Skip("held card only as spare")
    left = sim.hands[skipper]
    assert len(left) == 1, left
    if spare_revoke and left != [spare]:
        raise Skip("spare played")
    card = left[0]
    i = sim.play(skipper, card, [], judge=False, note=None)
    planted.append((i, "card_not_in_hand?/out_of_turn?", f"seat {skipper} plays its spare card {card} after the last trick"))
    return planted


def s5_wrong_lead(sim, leader, k):
    """(5) The winner of trick k-1 is due to lead trick k; the seat after him leads instead; the
    table follows on in the order of play (the due leader plays last); the second card follows
    the suit led; a later card of the trick (the third seat's) is a revoke (off-suit non-trump
    while it holds the suit led)."""
    g = sim.g
    planted = []
    for t in range(sim.ntricks):
        if t == k:
            wrong = (leader + 1) % g.n
            order = [(wrong + m) % g.n for m in range(g.n)]
            trick = []
            lead = sim.choose(wrong, trick, g.specials)
            if g.is_trump(lead):
                raise Skip("trump lead")
            il = sim.play(wrong, lead, trick)
            planted.append((il, "out_of_turn", f"seat {wrong} leads trick {k}; seat {leader} won trick {k-1}"))
            led = g.suit(lead)
            s2 = order[1]
            l2 = [c for c in g.legal(sim.hands[s2], trick) if c not in g.specials and g.suit(c) == led]
            if not l2:
                raise Skip("second seat void")
            sim.play(s2, sim.rng.choice(sorted(l2)), trick)
            s3 = order[2]
            hs = sim.hands[s3]
            same = [c for c in hs if c not in g.specials and g.suit(c) == led]
            offs = [c for c in hs if c not in g.specials and g.suit(c) != led and not g.is_trump(c)]
            if not same or not offs:
                raise Skip("third seat")
            c = sim.rng.choice(sorted(offs))
            i = sim.play(s3, c, trick)
            planted.append((i, "revoke", f"seat {s3} discards {c} to a {led} lead holding {sorted(same)}"))
            for s in order[3:]:
                sim.play(s, sim.choose(s, trick, g.specials), trick)
            leader = g.winner(trick)
            sim.trick_no += 1
            continue
        trick, leader = sim.normal_trick(leader)
        if t == sim.ntricks - 4:
            sim.specials_done()
    return planted


def s6_twice_in_row(sim, leader, k, want_due_next):
    """(6) The last seat of trick k, which did not win it, leads trick k+1 at once; the table
    follows on.  want_due_next: the seat after it is the due leader (3 players: winner = the
    leader of trick k), and that seat follows the suit led, so the written and the swapped order
    both fit; else the winner is the second seat."""
    g = sim.g
    planted = []
    for t in range(sim.ntricks):
        if t == k + 1:
            wrong = last
            order = [(wrong + m) % g.n for m in range(g.n)]
            trick = []
            lead = sim.choose(wrong, trick, g.specials)
            il = sim.play(wrong, lead, trick)
            planted.append((il, "out_of_turn", f"seat {wrong} plays the last card of trick {k} and leads trick {k+1}; seat {leader} won trick {k}"))
            for s in order[1:]:
                c = sim.choose(s, trick, g.specials)
                if want_due_next and s == order[1] and g.suit(c) != g.suit(lead):
                    raise Skip("due leader not following")
                sim.play(s, c, trick)
            if want_due_next:
                # the swapped order must be legal too
                sw = [trick[1], trick[0]] + trick[2:]
                for j in range(1, len(sw)):
                    hand_then = [sw[j][1]] + [cc for cc in sim.hands[sw[j][0]]]
                    if sw[j][1] not in g.legal(hand_then, sw[:j]):
                        raise Skip("swap not legal")
            leader = g.winner(trick)
            sim.trick_no += 1
            continue
        if t == k:
            order = [(leader + m) % g.n for m in range(g.n)]
            last = order[-1]
            trick, w = sim.normal_trick(leader)
            if w == last:
                raise Skip("last seat won")
            if want_due_next and w != order[0]:
                raise Skip("winner not leader")
            if not want_due_next and w != order[1]:
                raise Skip("winner not second")
            leader = w
            continue
        trick, leader = sim.normal_trick(leader)
        if t == sim.ntricks - 4:
            sim.specials_done()
    return planted


# --------------------------------------------------------------------------- files

SPECS = [
    ("01-rage-second-card-both-played", "rage", s1_second_card, dict(k=3)),
    ("02-danish-second-card-both-played", "danish-tarok", s1_second_card, dict(k=6)),
    ("03-galician-takeback-trump-revoke", "galician-tarok", s2_takeback_revoke, dict(k=2, trump_revoke=True)),
    ("04-ulti-takeback-replacement-revoke", "ulti", s2_takeback_revoke, dict(k=2, trump_revoke=False)),
    ("05-terziglio-early-lead-last-card-revoke", "tarocchini-terziglio", s3_early_lead, dict(k=4)),
    ("06-rage-early-lead-last-card-revoke", "rage", s3_early_lead, dict(k=2)),
    ("07-ottocento-skip-then-revoke", "tarocchini-ottocento", s4_skip_then_revoke, dict(k=3, spare_revoke=False)),
    ("08-danish-skip-then-revoke-spare-held", "danish-tarok", s4_skip_then_revoke, dict(k=5, spare_revoke=True)),
    ("09-ottocento-wrong-lead-follow-on-revoke", "tarocchini-ottocento", s5_wrong_lead, dict(k=4)),
    ("10-galician-wrong-lead-follow-on-revoke", "galician-tarok", s5_wrong_lead, dict(k=3)),
    ("11-ulti-twice-in-row-boundary", "ulti", s6_twice_in_row, dict(k=3, want_due_next=False)),
    ("12-terziglio-twice-in-row-boundary", "tarocchini-terziglio", s6_twice_in_row, dict(k=5, want_due_next=True)),
    ("13-rage-takeback-replacement-revoke", "rage", s2_takeback_revoke, dict(k=4, trump_revoke=False)),
    ("14-danish-early-lead-last-card-revoke", "danish-tarok", s3_early_lead, dict(k=7)),
    ("15-galician-second-card-both-played", "galician-tarok", s1_second_card, dict(k=4)),
]


def build(spec, base):
    fname, game, fn, kw = spec
    for seed in range(base, base + 5000):
        rng = random.Random(seed)
        try:
            g, hands, talon, pre, play_hands, first, ntricks = DEALS[game](rng)
            sim = Sim(g, play_hands, ntricks, rng)
            for e in pre:
                sim.ev(e)
            planted = fn(sim, first, **kw)
        except Skip:
            continue
        revokes = {i for i, c, _ in sim.found}
        meant = {i for i, c, _ in planted if c == "revoke"}
        if revokes != meant:
            continue
        dealer = {"rage": 0, "danish-tarok": 0, "galician-tarok": 0, "ulti": 0,
                  "tarocchini-terziglio": 0, "tarocchini-ottocento": 3}[game]
        deal = {"dealer": dealer, "hands": hands}
        if talon is not None:
            deal["talon"] = talon
        deal["events"] = sim.events
        doc = {
            "format": "trick-transcript/1",
            "game": game,
            "players": PLAYERS[g.n],
            "meta": {"round": "real-faults-near-slips-7", "generator": "_gen.py", "seed": seed},
            "deals": [deal],
        }
        return doc, planted, seed
    raise SystemExit(f"no seed for {fname}")


def main():
    base = int(sys.argv[1]) if len(sys.argv) > 1 else 7000
    lines = []
    for spec in SPECS:
        doc, planted, seed = build(spec, base)
        with open(os.path.join(HERE, spec[0] + ".json"), "w") as f:
            json.dump(doc, f, indent=1, ensure_ascii=False)
            f.write("\n")
        lines.append(f"{spec[0]} seed={seed}")
        for i, code, why in planted:
            lines.append(f"  event {i}: {code}: {why}")
    with open(os.path.join(HERE, "_expected_by_generator.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
