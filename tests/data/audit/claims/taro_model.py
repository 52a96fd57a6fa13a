"""Tarocchini model from the Russian article (004_c8bdb85b1ac896b0.txt)."""
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D


def deck():
    d = [r + s for s in "SB" for r in LONG] + [r + s for s in "CD" for r in ROUND]
    d += ["T%d" % i for i in range(21)] + ["MATTO"]
    return d


def is_trump(c):
    return c[0] == "T"


def suit(c):
    if c == "MATTO":
        return None
    return "T" if is_trump(c) else c[-1]


def rank(c):
    if is_trump(c):
        n = int(c[1:])
        return 1 if 1 <= n <= 4 else n  # moretti of equal rank
    r, s = c[:-1], c[-1]
    order = LONG if s in "SB" else ROUND
    return 100 - order.index(r)


def value(c):
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if is_trump(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


CRICCHE = {
    "tarocchi": ({"T20", "T19", "T0", "MATTO"}, 18, 36),
    "kings": ({"K" + s for s in "SBCD"}, 17, 34),
    "queens": ({"Q" + s for s in "SBCD"}, 14, 28),
    "knights": ({"N" + s for s in "SBCD"}, 13, 26),
    "jacks": ({"J" + s for s in "SBCD"}, 12, 24),
}


def seq_value(n):
    return 0 if n < 3 else 10 + 5 * (n - 3)


def walk(positions, pile, conts, first_real_needed, no_consecutive=False, exception=None):
    """Length of the run along positions; positions[0] must be real. Contatori fill missing places,
    each once.  Returns (length, used contatori)."""
    if positions[0] not in pile:
        return 0
    length = 1
    avail = list(conts)
    prev_filled = None
    for p in positions[1:]:
        if p in pile:
            length += 1
            prev_filled = None
        elif avail:
            if no_consecutive and prev_filled is not None and not (exception and {prev_filled, p} <= exception[0] | exception[1] and (prev_filled in exception[0]) != (p in exception[0])):
                break
            avail.pop()
            length += 1
            prev_filled = p
        else:
            break
    return length


def trump_sequence(pile, conts):
    if "T20" not in pile:
        return 0
    pos = ["T20", "T19", "T18", "T17"] + ["T%d" % i for i in range(16, 4, -1)]
    n = walk(pos, pile, conts, True, no_consecutive=True, exception=({"T16"}, {"T17", "T18", "T19"}))
    # at least two of the next three grande, one of them real
    real_grande = sum(1 for c in ("T19", "T18", "T17") if c in pile)
    if n < 3 or real_grande < 1:
        return 0
    return n


READING = {"suit": "C"}


def suit_sequence(pile, conts, s):
    """Three readings of the suit sequence (King real; Q N J then the Ace):
    A: a run from the King, contatori filling gaps, each once;
    B: the King and at least two courts (one may be a contatore), every present card and
       contatore counted;
    C: the King and at least two courts (gaps allowed), contatori filling courts, the Ace only
       after a complete K Q N J."""
    order = ["K", "Q", "N", "J", "1"]
    pos = [r + s for r in order]
    if pos[0] not in pile:
        return 0
    r = READING["suit"]
    courts = sum(1 for c in pos[1:4] if c in pile)
    if r == "B":
        real = sum(1 for c in pos if c in pile)
        if courts < 1 or courts + len(conts) < 2:
            return 0
        return min(5, real + len(conts))
    if r == "C":
        if courts < 1 or courts + len(conts) < 2:
            return 0
        fill = min(3 - courts, len(conts))
        n = 1 + courts + fill
        left = len(conts) - fill
        if n == 4 and (pos[4] in pile or left):
            n = 5
        return n
    n = walk(pos, pile, conts, True)
    if n < 3:
        return 0
    if not any(c in pile for c in pos[1:3]):
        return 0
    return n


def trump_ambiguous(pile):
    """True where the trump sequence depends on a reading this model does not settle:
    the Angel with grande that are not a gapless run from the Mondo, or with a contatore
    that could stand in the trumps."""
    pile = set(pile)
    if "T20" not in pile:
        return False
    g = [c in pile for c in ("T19", "T18", "T17")]
    conts = [c for c in ("T0", "MATTO") if c in pile]
    if conts and any(g):
        return True
    return g not in ([False, False, False], [True, False, False], [True, True, False], [True, True, True])


def set_sequence(pile, conts, cards):
    real = sum(1 for c in cards if c in pile)
    if real < 2:
        return 0
    n = real + len(conts)
    return n if n >= 3 else 0


def combinations(pile, double_three=True, reading=None):
    if reading:
        READING["suit"] = reading
    pile = set(pile)
    conts = [c for c in ("T0", "MATTO") if c in pile]
    cr = []
    for k, (cards, v3, v4) in CRICCHE.items():
        n = len(cards & pile)
        if n == 3:
            cr.append((k, 3, v3))
        elif n == 4:
            cr.append((k, 4, v4))
    sq = []
    t = trump_sequence(pile, conts)
    if t:
        sq.append(("trumps", t, seq_value(t)))
    for s in "SBCD":
        n = suit_sequence(pile, conts, s)
        if n:
            sq.append(("suit " + s, n, seq_value(n)))
    n = set_sequence(pile, conts, ["T1", "T2", "T3", "T4"])
    if n:
        sq.append(("moretti", n, seq_value(n)))
    n = set_sequence(pile, conts, ["1S", "1B", "1C", "1D"])
    if n:
        sq.append(("aces", n, seq_value(n)))
    pc = sum(v for _, _, v in cr)
    ps = sum(v for _, _, v in sq)
    if double_three and len(cr) >= 3:
        pc *= 2
    if double_three and len(sq) >= 3:
        ps *= 2
    return pc + ps, cr, sq


def card_points(pile):
    assert len(pile) % 2 == 0, len(pile)
    return sum(value(c) for c in pile) - len(pile) // 2


class Play:
    """Trick play for n players (4: Ottocento partnerships, 3: Terziglio)."""

    def __init__(self, hands, leader, team_of, moretti_last=True):
        self.hands = [list(h) for h in hands]
        self.n = len(hands)
        self.leader = leader
        self.team_of = team_of
        self.trick = []
        self.won = {}  # team -> list of cards
        self.ntricks = [0] * self.n
        self.matto = None  # (owner, winner of its trick)
        self.last = None

    def copy(self):
        s = Play.__new__(Play)
        s.__dict__.update(self.__dict__)
        s.hands = [list(h) for h in self.hands]
        s.trick = list(self.trick)
        s.won = {k: list(v) for k, v in self.won.items()}
        s.ntricks = list(self.ntricks)
        return s

    def to_play(self):
        return (self.leader + len(self.trick)) % self.n

    def led(self):
        for _, c in self.trick:
            if c != "MATTO":
                return suit(c)
        return None

    def legal(self):
        hand = self.hands[self.to_play()]
        led = self.led()
        if led is None:
            return list(hand)
        same = [c for c in hand if suit(c) == led]
        if not same and led != "T":
            same = [c for c in hand if is_trump(c)]
        if not same:
            return list(hand)
        if "MATTO" in hand:
            same = same + ["MATTO"]
        return same

    def winner(self):
        led = self.led()
        best, bk = None, None
        for i, (s, c) in enumerate(self.trick):
            if c == "MATTO":
                continue
            if is_trump(c):
                k = (2, rank(c), i if rank(c) == 1 else 0)
            elif suit(c) == led:
                k = (1, rank(c), 0)
            else:
                continue
            if bk is None or k > bk:
                bk, best = k, s
        return best

    def play(self, c):
        seat = self.to_play()
        self.hands[seat].remove(c)
        self.trick.append((seat, c))
        if len(self.trick) == self.n:
            w = self.winner()
            self.ntricks[w] += 1
            tw = self.team_of[w]
            for s, x in self.trick:
                if x == "MATTO":
                    self.matto = (s, w)
                    self.won.setdefault(self.team_of[s], []).append(x)
                else:
                    self.won.setdefault(tw, []).append(x)
            if all(not h for h in self.hands):
                self.last = w
            self.trick = []
            self.leader = w

    def done(self):
        return all(not h for h in self.hands) and not self.trick


def combos_all_readings(pile):
    """(points, ambiguous): points under reading C, ambiguous where B or C differ or trumps are unsettled."""
    vals = {r: combinations(pile, reading=r)[0] for r in "ABC"}
    READING["suit"] = "C"
    return vals["C"], (len(set(vals.values())) > 1 or trump_ambiguous(pile))
