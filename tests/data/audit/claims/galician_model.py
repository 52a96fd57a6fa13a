"""Galician Tarok model from Szczepański's rules (002_d58cf04b7f012795.txt), 3 players, no pool."""
SUITS = "HDSC"


def deck():
    d = []
    for s in SUITS:
        pip = "1" if s in "HD" else "10"
        d += ["K" + s, "Q" + s, "N" + s, "J" + s, pip + s]
    d += ["T%d" % i for i in range(1, 22)] + ["SKIZ"]
    return d


def is_tarock(c):
    return c == "SKIZ" or c[0] == "T"


def suit(c):
    return "T" if is_tarock(c) else c[-1]


def rank(c):
    if c == "SKIZ":
        return 22
    if c[0] == "T":
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def value(c):
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if c[0] == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def group_points(cards):
    assert len(cards) == 3
    return sum(value(c) for c in cards) - 2


class State:
    def __init__(self, hands, leader, player, discards, rest_talon):
        self.hands = [list(h) for h in hands]
        self.leader = leader
        self.player = player
        self.trick = []
        self.won = [[], [], []]  # tricks (lists of 3 cards) per seat
        self.discards = list(discards)
        self.rest = list(rest_talon)
        self.last = None

    def copy(self):
        s = State.__new__(State)
        s.hands = [list(h) for h in self.hands]
        s.leader = self.leader
        s.player = self.player
        s.trick = list(self.trick)
        s.won = [list(w) for w in self.won]
        s.discards = self.discards
        s.rest = self.rest
        s.last = self.last
        return s

    def to_play(self):
        return (self.leader + len(self.trick)) % 3

    def legal(self):
        hand = self.hands[self.to_play()]
        if not self.trick:
            return list(hand)
        led = suit(self.trick[0][1])
        same = [c for c in hand if suit(c) == led]
        if same:
            return same
        tar = [c for c in hand if is_tarock(c)]
        if tar:
            return tar
        return list(hand)

    def play(self, c):
        seat = self.to_play()
        self.hands[seat].remove(c)
        self.trick.append((seat, c))
        if len(self.trick) == 3:
            led = suit(self.trick[0][1])
            best = max(self.trick, key=lambda sc: (2 if is_tarock(sc[1]) else (1 if suit(sc[1]) == led else 0), rank(sc[1])))
            w = best[0]
            self.won[w].append([c for _, c in self.trick])
            if all(not h for h in self.hands):
                self.last = (w, list(self.trick))
            self.trick = []
            self.leader = w

    def done(self):
        return all(not h for h in self.hands) and not self.trick

    def result(self, k=1):
        """Payments (from, to, amount, reason) for a three bought with the k-th packet, nothing announced."""
        p = self.player
        helpers = [s for s in range(3) if s != p]
        pp = sum(group_points(t) for t in self.won[p]) + group_points(self.discards)
        hp = sum(group_points(t) for s in helpers for t in self.won[s]) + group_points(self.rest)
        assert pp + hp == 66, (pp, hp)
        pays = []
        volat = all(not self.won[s] for s in helpers)
        assert not volat
        if pp > 33:
            amt = 3 * (pp - 33) + 30
            for h in helpers:
                pays.append((h, p, amt, "game"))
        else:
            amt = (3 * (33 - pp) + 30) * k
            for h in helpers:
                pays.append((p, h, amt, "game"))
        pcards = [c for t in self.won[p] for c in t]
        hcards = [c for s in helpers for t in self.won[s] for c in t]
        trull = {"SKIZ", "T21", "T1"}
        kings = {"K" + s for s in SUITS}
        if trull <= set(pcards):
            for h in helpers:
                pays.append((h, p, 50, "trull"))
        if kings <= set(pcards):
            for h in helpers:
                pays.append((h, p, 100, "four_kings"))
        # the helpers' own silent trull / four kings: avoided by the generator
        self.helper_premium = trull <= set(hcards) or kings <= set(hcards)
        w, tr = self.last
        wc = [c for s, c in tr if s == w][0]
        if w == p and wc == "T1":
            for h in helpers:
                pays.append((h, p, 50, "pagat_ultimo"))
        self.pp = pp
        return pays


def endings(st):
    res = {}

    def rec(s):
        if s.done():
            r = s.result()
            res[tuple(sorted(r, key=str))] = s
            return
        for c in set(s.legal()):
            t = s.copy(); t.play(c); rec(t)

    rec(st)
    return res
