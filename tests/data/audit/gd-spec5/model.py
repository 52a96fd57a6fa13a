"""gd-spec5 auditor's own model of Galician Tarok (Szczepański, §1-§33), written blind."""
from fractions import Fraction as F

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
SUIT_RANKS = ["K", "Q", "N", "J"]  # then the pip


def deck():
    d = [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
    for s in SUITS:
        d += [r + s for r in SUIT_RANKS] + [PIP[s]]
    return d


def is_tarok(c):
    return c == "SKIZ" or c.startswith("T")


def suit(c):
    return "T" if is_tarok(c) else c[-1]


def rank(c):
    """higher = stronger within its suit"""
    if c == "SKIZ":
        return 22
    if c.startswith("T"):
        return int(c[1:])
    r = c[:-1]
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(r, 1)


def value(c):  # §3, §7
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if is_tarok(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def points(cards):
    """§14: groups of three count their value less 2 -> value - 2/3 per card"""
    return sum(value(c) for c in cards) - F(2, 3) * len(cards)


def legal(hand, trick):
    """§5/§23: follow suit; void -> tarok; tarok led -> any tarok; else anything."""
    if not trick:
        return list(hand)
    led = suit(trick[0])
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    tar = [c for c in hand if is_tarok(c)]
    if tar:
        return tar
    return list(hand)


def winner(trick):
    """index in trick of winning card"""
    best = 0
    for i, c in enumerate(trick[1:], 1):
        b = trick[best]
        if is_tarok(c) and not is_tarok(b):
            best = i
        elif suit(c) == suit(b) and rank(c) > rank(b):
            best = i
    return best


# ---------------------------------------------------------------- contract values (§18)
LEVEL = {"three": (3, 30, 300), "two": (4, 40, 400), "one": (5, 50, 500), "solo": (6, 60, 600)}
TAROCKS_VALUE = {10: 50, 11: 100, 12: 150}  # §20


def game_value(level, pts, mult, contra):
    """(player_wins, amount per opponent) by §16-§18."""
    k, add, _ = LEVEL[level]
    if pts > 33:
        amt = (pts - 33) * k + add
        if contra >= 2:
            amt *= 2  # §17 contra: a won game counts double; recontra/supra only on a loss
        return True, amt
    amt = ((33 - pts) * k + add) * mult * max(contra, 1)
    return False, amt


class Table:
    """Builds one deal's events and plays, tracking hands."""

    def __init__(self, n, dealer, hands, talon, sitters=()):
        self.n, self.dealer = n, dealer
        self.hands0 = [list(h) for h in hands]
        self.hands = [list(h) for h in hands]
        self.talon = list(talon)
        self.events = []
        self.inactive = set(sitters)
        if n >= 4:
            self.inactive.add(dealer)
        self.active = [s for s in self.order_from(dealer + 1) if s not in self.inactive]
        self.tricks = []  # (leader, [(seat, card)], winner)
        self.won = {s: [] for s in range(n)}
        self.notes = {}

    def order_from(self, s):
        return [(s + i) % self.n for i in range(self.n)]

    def ev(self, **e):
        self.events.append(e)
        return len(self.events) - 1

    def next_active(self, s):
        for i in range(1, self.n + 1):
            t = (s + i) % self.n
            if t not in self.inactive:
                return t

    def play(self, seat, card, check=True):
        if check:
            assert card in self.hands[seat], (seat, card, self.hands[seat])
        if card in self.hands[seat]:
            self.hands[seat].remove(card)
        return self.ev(type="play", seat=seat, card=card)

    def play_all(self, policy, leader=None, hooks=None):
        """policy(table, seat, hand, trick, trick_no) -> card; hooks[trick_no] may override."""
        leader = self.active[0] if leader is None else leader
        ntr = min(len(self.hands[s]) for s in self.active)
        for t in range(ntr):
            trick = []
            s = leader
            for _ in range(len(self.active)):
                cards = [c for _, c in trick]
                if hooks and (t, len(trick)) in hooks:
                    card = hooks[(t, len(trick))](self, s, cards)
                else:
                    card = policy(self, s, self.hands[s], cards, t)
                idx = self.play(s, card, check=False)
                trick.append((s, card))
                if t == 0 and not trick[1:]:
                    pass
                s = self.next_active(s)
            w = trick[winner([c for _, c in trick])][0]
            self.tricks.append((leader, trick, w))
            self.won[w] += [c for _, c in trick]
            leader = w
        return self.tricks
