"""gd-spec2: an independent model of Galician Tarok after J. Szczepanski (source 002).

Imports nothing from the project. Card points, trick play, legality and the settlement
are written from the Polish text (see EXPECTED.md for the readings taken).
"""

from fractions import Fraction

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
SUIT_RANKS = ["K", "Q", "N", "J"]


def deck():
    cards = [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
    for s in SUITS:
        cards += [r + s for r in SUIT_RANKS] + [PIP[s]]
    return cards


def is_trump(c):
    return c == "SKIZ" or c.startswith("T")


def suit(c):
    return "T" if is_trump(c) else c[-1]


def rank(c):
    """Higher wins (par. 2, 4)."""
    if c == "SKIZ":
        return 22
    if c.startswith("T"):
        return int(c[1:])
    r = c[:-1]
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(r, 1)


def points(c):
    """Par. 3 and 7."""
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if is_trump(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def pile_points(cards):
    """Par. 14/18: every three cards count their values less 2 (66 in all, half 33)."""
    return Fraction(sum(points(c) for c in cards)) - Fraction(2 * len(cards), 3)


def legal(hand, led):
    """Par. 5 / 23: follow suit; void: trump; trump led: any trump; none: anything."""
    if led is None:
        return list(hand)
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    if led != "T":
        tr = [c for c in hand if is_trump(c)]
        if tr:
            return tr
    return list(hand)


def trick_winner(cards_by_seat):
    """cards_by_seat: list of (seat, card) in play order."""
    led = suit(cards_by_seat[0][1])
    best = cards_by_seat[0]
    for s, c in cards_by_seat[1:]:
        b = best[1]
        if is_trump(c) and not is_trump(b):
            best = (s, c)
        elif suit(c) == suit(b) and rank(c) > rank(b):
            best = (s, c)
    del led
    return best[0]


LEVEL = {"three": 3, "two": 2, "one": 1}
MULT = {"three": 3, "two": 4, "one": 5, "solo": 6}


def packet(talon, size, ordinal):
    """The ordinal-th packet looked at (1-based), cycling through the talon (par. 10)."""
    n = len(talon) // size
    i = (ordinal - 1) % n
    return talon[i * size : (i + 1) * size]


# ----------------------------------------------------------------- play


def pick(hand, led, trick, me, side_of, keep=()):
    """A plain table strategy (not part of the rules): win cheaply, feed a partner."""
    options = legal(hand, led)
    free = [c for c in options if c not in keep] or options
    if not trick:
        trumps = [c for c in free if is_trump(c)]
        if side_of(me) == "D" and len(trumps) >= 4:
            return max(trumps, key=rank)
        suits = [c for c in free if not is_trump(c)]
        if suits:
            return max(suits, key=lambda c: (points(c), rank(c)))
        return min(free, key=rank)
    win_seat = trick_winner(trick)
    partner_wins = side_of(win_seat) == side_of(me)
    winners = [c for c in free if trick_winner(trick + [(me, c)]) == me]
    if partner_wins and len(trick) == 2:
        return max(free, key=lambda c: (points(c) if c not in ("T1", "T21", "SKIZ") else -1, -rank(c)))
    if winners and not partner_wins:
        return min(winners, key=lambda c: (is_trump(c), rank(c)))
    return min(free, key=lambda c: (points(c), rank(c)))


def play_out(hands, leader, active, declarer, keep=None, force=None, n_tricks=12, wrong_leader=None):
    """Plays every trick. force: {(trick, seat): card} (may be illegal: planted faults).

    Returns plays [(seat, card)], piles {seat: [cards]}, trick winners."""
    keep = keep or {}
    force = force or {}
    hands = {s: list(h) for s, h in hands.items()}

    def side_of(s):
        return "D" if s == declarer else "H"

    plays, piles, winners = [], {s: [] for s in active}, []
    order = list(active)
    fired = {}
    for t in range(n_tricks):
        if wrong_leader and wrong_leader[0] == t:
            leader = wrong_leader[1]
        i = order.index(leader)
        seq = order[i:] + order[:i]
        trick = []
        for s in seq:
            led = suit(trick[0][1]) if trick else None
            c = None
            fired["_n"] = len(plays)
            if callable(force):
                c = force(t, s, list(hands[s]), led, list(trick), fired)
            elif (t, s) in force:
                c = force[(t, s)]
            if c is None:
                c = pick(hands[s], led, trick, s, side_of, keep.get(s, ()))
            hands[s].remove(c)
            trick.append((s, c))
            plays.append((s, c))
        w = trick_winner(trick)
        winners.append((w, trick))
        piles[w] += [c for _, c in trick]
        leader = w
    global LAST_FIRED
    LAST_FIRED = fired
    return plays, piles, winners


LAST_FIRED = {}
