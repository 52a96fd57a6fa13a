"""Ulti model from the Japanese rules (003_bb2f67de7752728b.txt): a plain party with trumps."""
SUITS = "HDSC"
ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]


def deck():
    return [r + s for s in SUITS for r in ORDER]


def suit(c):
    return c[-1]


def rank(c):
    return 10 - ORDER.index(c[:-1])


def pts(c):
    return 10 if c[:-1] in ("A", "10") else 0


class State:
    def __init__(self, hands, leader, declarer, trump, discards, marriages):
        self.hands = [list(h) for h in hands]
        self.leader = leader
        self.declarer = declarer
        self.trump = trump
        self.trick = []
        self.won = [[], [], []]
        self.discards = list(discards)
        self.marriages = list(marriages)  # points per seat
        self.last = None

    def copy(self):
        s = State.__new__(State)
        s.__dict__.update(self.__dict__)
        s.hands = [list(h) for h in self.hands]
        s.trick = list(self.trick)
        s.won = [list(w) for w in self.won]
        return s

    def to_play(self):
        return (self.leader + len(self.trick)) % 3

    def beats(self, a, b):
        """a (played later) beats b, with led suit from the trick."""
        led = suit(self.trick[0][1])
        ka = (2 if suit(a) == self.trump else 1 if suit(a) == led else 0, rank(a))
        kb = (2 if suit(b) == self.trump else 1 if suit(b) == led else 0, rank(b))
        return ka > kb

    def current_best(self):
        best = self.trick[0][1]
        for _, c in self.trick[1:]:
            if self.beats(c, best):
                best = c
        return best

    def legal(self):
        hand = self.hands[self.to_play()]
        if not self.trick:
            return list(hand)
        led = suit(self.trick[0][1])
        cand = [c for c in hand if suit(c) == led]
        if not cand:
            cand = [c for c in hand if suit(c) == self.trump]
        if not cand:
            return list(hand)
        best = self.current_best()
        beat = [c for c in cand if self.beats(c, best)]
        return beat or cand

    def play(self, c):
        seat = self.to_play()
        self.hands[seat].remove(c)
        self.trick.append((seat, c))
        if len(self.trick) == 3:
            best = self.current_best()
            w = [s for s, x in self.trick if x == best][0]
            self.won[w].append([x for _, x in self.trick])
            if all(not h for h in self.hands):
                self.last = (w, list(self.trick))
            self.trick = []
            self.leader = w

    def done(self):
        return all(not h for h in self.hands) and not self.trick

    def result(self):
        d = self.declarer
        defs = [s for s in range(3) if s != d]
        dp = sum(pts(c) for t in self.won[d] for c in t) + self.marriages[d]
        fp = sum(pts(c) for s in defs for t in self.won[s] for c in t) + sum(pts(c) for c in self.discards) + sum(self.marriages[s] for s in defs)
        w, tr = self.last
        if w == d:
            dp += 10
        else:
            fp += 10
        self.dp, self.fp = dp, fp
        assert dp < 100 and fp < 100, "silent 100 avoided"
        assert self.won[d] and any(self.won[s] for s in defs), "durchmarsch avoided"
        pays = []
        if dp > fp:
            for s in defs:
                pays.append((s, d, 1, "party"))
        else:
            for s in defs:
                pays.append((d, s, 1, "party"))
        seven = "7" + self.trump
        for s, c in tr:
            if c == seven:
                if s == w:
                    if s == d:
                        for o in defs:
                            pays.append((o, d, 2, "silent-ulti"))
                    else:
                        for o in defs:
                            pays.append((d, o, 2, "silent-ulti"))
                else:
                    for o in range(3):
                        if o != s:
                            pays.append((s, o, 4, "silent-ulti"))
        return pays


def endings(st):
    res = {}

    def rec(s):
        if s.done():
            res[tuple(sorted(s.result(), key=str))] = s
            return
        for c in set(s.legal()):
            t = s.copy(); t.play(c); rec(t)

    rec(st)
    return res
