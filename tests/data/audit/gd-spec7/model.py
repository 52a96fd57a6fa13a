"""gd-spec7 auditor's own model of Galician Tarok (Szczepanski, sections 1-33).

Written blind from the Polish source only.  Deals, legal play (sections 5, 23),
card points (sections 3, 7, 14), game value (sections 10, 16, 17, 18), the pool
(section 27: stake, 10 percent of every win, the all-pass fee).  Premiums are
avoided by the generator (deals where a side collects trull / four kings, or the
pagat goes to the last trick, are skipped), so the model needs none of them.
"""

from __future__ import annotations

import random

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}


def suit_cards(s):
    return ["K" + s, "Q" + s, "N" + s, "J" + s, PIP[s]]


DECK = [c for s in SUITS for c in suit_cards(s)] + ["T%d" % i for i in range(1, 22)] + ["SKIZ"]
assert len(DECK) == 42


def is_trump(c):
    return c == "SKIZ" or c.startswith("T")


def trank(c):
    return 22 if c == "SKIZ" else int(c[1:])


def suit(c):
    return "T" if is_trump(c) else c[-1]


def srank(c):
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def value(c):
    # section 3 and 7
    if is_trump(c):
        return 5 if c in ("T1", "T21", "SKIZ") else 1
    return srank(c)  # K5 Q4 N3 J2 pip 1


assert sum(value(c) for c in DECK) == 94


def points(cards):
    """Section 14: card values, 2 deducted per three cards."""
    assert len(cards) % 3 == 0, cards
    return sum(value(c) for c in cards) - 2 * (len(cards) // 3)


def winner(trick):
    """trick: list of (seat, card); section 4, 5, 6."""
    trumps = [(trank(c), s) for s, c in trick if is_trump(c)]
    if trumps:
        return max(trumps)[1]
    led = suit(trick[0][1])
    return max((srank(c), s) for s, c in trick if suit(c) == led)[1]


def legal(hand, trick):
    """Section 5: follow suit; void -> trump; trump led -> any trump; else anything."""
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    tr = [c for c in hand if is_trump(c)]
    if tr:
        return tr
    return list(hand)


ADDEND = {"three": (3, 30), "two": (4, 40), "one": (5, 50), "solo": (6, 60)}


def game_value(contract, pts, ordinal, contra):
    """Section 18 (+16, 17). Returns (player_won, amount per opponent, signed for player)."""
    mult, add = ADDEND[contract]
    if pts > 33:
        v = (pts - 33) * mult + add
        if contra >= 2:
            v *= 2  # section 17: contra doubles a won game; recontra etc. only on a loss
        return True, v
    v = ((33 - pts) * mult + add) * ordinal * contra
    return False, v


class Deal:
    """One simulated deal (complete truth)."""

    def __init__(self, rng, n, dealer, sitter=None):
        self.n = n
        self.dealer = dealer
        self.sitter = sitter
        out = set()
        if n >= 4:
            out.add(dealer)
        if sitter is not None:
            out.add(sitter)
        self.active = []
        s = dealer
        while len(self.active) < 3:
            s = (s + 1) % n
            if s not in out:
                self.active.append(s)
        self.king = dealer if n >= 4 else None
        deck = DECK[:]
        rng.shuffle(deck)
        self.talon = deck[:6]
        self.hands = [[] for _ in range(n)]
        for i, s in enumerate(self.active):
            self.hands[s] = deck[6 + 12 * i : 18 + 12 * i]
        self.rng = rng

    # ------------------------------------------------------------------
    def setup(self, bids, player, contract="three", ordinal=1, rejects=0, doubles=(), announce=True):
        """bids: list of (seat, bid); player gets packet `ordinal` (after rejects)."""
        self.bids = bids
        self.player = player
        self.contract = contract
        self.ordinal = ordinal
        self.rejects = rejects
        self.doubles = list(doubles)  # (seat, level)
        self.contra = max([lv for _, lv in self.doubles], default=1)
        self.announce = announce
        self.helpers = [s for s in self.active if s != player]
        self.opponents = self.helpers + ([self.king] if self.king is not None else [])
        hand = list(self.hands[player])
        if contract == "three":
            half = (ordinal - 1) % 2
            self.take = self.talon[3 * half : 3 * half + 3]
            self.rest = [c for c in self.talon if c not in self.take]
        elif contract == "solo":
            self.take = []
            self.rest = list(self.talon)
        else:
            raise ValueError(contract)
        hand += self.take
        # lay away the cheapest suit cards, never a king (section 13), no tarock
        cand = sorted([c for c in hand if not is_trump(c) and c[0] != "K"], key=lambda c: (value(c), c))
        if len(cand) < len(self.take):
            return False
        self.discard = cand[: len(self.take)]
        for c in self.discard:
            hand.remove(c)
        self.play_hands = {s: list(self.hands[s]) for s in self.active}
        self.play_hands[player] = hand
        return True

    def play(self, renonce_at=None, strategy=None):
        """Play 12 tricks with random legal cards. renonce_at: trick index where the
        player trumps a suit lead while holding the suit (section 23)."""
        rng = self.rng
        hands = {s: list(h) for s, h in self.play_hands.items()}
        leader = self.active[0]
        self.plays = []  # (seat, card)
        self.tricks = []  # (trick list, winner)
        self.renonce_event = None
        for t in range(12):
            trick = []
            order = []
            i = self.active.index(leader)
            for k in range(3):
                order.append(self.active[(i + k) % 3])
            for s in order:
                lg = legal(hands[s], trick)
                if renonce_at == t and s == self.player and trick:
                    led = suit(trick[0][1])
                    tr = [c for c in hands[s] if is_trump(c) and c != "T1"]
                    if led != "T" and any(suit(c) == led for c in hands[s]) and tr:
                        lg = tr
                        self.renonce_event = len(self.plays)
                # keep the pagat out of the last trick and never lead/lose it cheaply
                if len(lg) > 1 and "T1" in lg:
                    lg = [c for c in lg if c != "T1"] if t < 11 else lg
                c = rng.choice(lg)
                if strategy == "strong" and s == self.player:
                    c = max(lg, key=lambda x: (is_trump(x), trank(x) if is_trump(x) else srank(x)))
                hands[s].remove(c)
                trick.append((s, c))
                self.plays.append((s, c))
            w = winner(trick)
            self.tricks.append((trick, w))
            leader = w
        if renonce_at is not None and self.renonce_event is None:
            return False
        return True

    # ------------------------------------------------------------------
    def won_cards(self, side_seats):
        out = []
        for trick, w in self.tricks:
            if w in side_seats:
                out += [c for _, c in trick]
        return out

    def player_points(self):
        return points(self.won_cards([self.player]) + self.discard)

    def premiums_present(self):
        """True if something the model does not settle happens: a side collects
        trull or four kings in its tricks, the pagat is in the last trick, a volat."""
        pc = self.won_cards([self.player])
        hc = self.won_cards(self.helpers)
        for cards in (pc, hc):
            if all(c in cards for c in ("T1", "T21", "SKIZ")):
                return True
            if all(k in cards for k in ("KH", "KD", "KS", "KC")):
                return True
        last = [c for _, c in self.tricks[-1][0]]
        if "T1" in last:
            return True
        nwon = sum(1 for _, w in self.tricks if w == self.player)
        if nwon in (0, 12):
            return True
        return False

    def settle(self, stake=0, pct=10, renonce=False):
        """Payments (from, to, amount, reason) for the deal."""
        pay = []
        if stake:
            parts = self.active + ([self.king] if self.king is not None else [])
            for s in sorted(parts):
                pay.append((s, "pool", stake, "pool_stake"))
        pts = self.player_points()
        self.pts = pts
        won, v = game_value(self.contract, pts, self.ordinal, self.contra)
        if renonce:
            # section 23: 'Zwykle gracz placi przy wygranej grze tylko konsolacje'
            if won:
                mult, add = ADDEND[self.contract]
                v = add * self.ordinal * self.contra
            won = False
        self.won = won
        self.value = v
        if won:
            for o in self.opponents:
                pay.append((o, self.player, v, "game"))
            pay.append((self.player, "pool", r2(v * len(self.opponents) * pct / 100), "pool_share"))
        else:
            for o in self.opponents:
                pay.append((self.player, o, v, "game"))
            for o in self.opponents:
                pay.append((o, "pool", r2(v * pct / 100), "pool_share"))
        return pay


def r2(x):
    x = round(x, 2)
    return int(x) if x == int(x) else x


def net(payments, n):
    out = {str(s): 0 for s in range(n)}
    out["pool"] = 0
    for f, t, a, _ in payments:
        out[str(f)] -= a
        out[str(t)] += a
    return {k: r2(v) for k, v in out.items()}


def allpass_payments(active, fee=5, stake=0, king=None):
    pay = []
    if stake:
        parts = sorted(active + ([king] if king is not None else []))
        for s in parts:
            pay.append((s, "pool", stake, "pool_stake"))
    for s in active:
        pay.append((s, "pool", fee, "pool_pass"))
    return pay


def rng_for(seed):
    return random.Random(seed)
