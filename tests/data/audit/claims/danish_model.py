"""Danish Tarok (Ultimo) model from the Polish rules (000_2fac32aef83ce8a1.txt), 3 players."""
import random

SUITS = "HDSC"
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
NTRICKS = 25


def deck():
    d = [r + s for s in SUITS for r in RED_ORDER]
    d += ["T%d" % i for i in range(1, 22)] + ["JOKER"]
    return d


def suit(c):
    if c == "JOKER":
        return None
    if c[0] == "T":
        return "T"
    return c[-1]


def rank(c):
    """Higher is stronger within its suit."""
    if c[0] == "T":
        return int(c[1:])
    r, s = c[:-1], c[-1]
    order = RED_ORDER if s in "HD" else BLACK_ORDER
    return 100 - order.index(r)


def is_king(c):
    return c != "JOKER" and c[0] == "K"


def value(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c[0] == "T":
        return 0
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)


def declarations(hand):
    items = []
    trumps = sum(1 for c in hand if suit(c) == "T") + (1 if "JOKER" in hand else 0)
    if trumps >= 10:
        items.append("trumps")
    if {"JOKER", "T21", "T1"} <= set(hand):
        items.append("matadors")
    j = "JOKER" in hand
    for s in SUITS:
        n = sum(1 for r in "KQNJ" if r + s in hand)
        if n == 4 or (n == 3 and j):
            items.append("cavalry")
    k = sum(1 for s in SUITS if "K" + s in hand)
    if k == 4 or (k == 3 and j):
        items.append("kings")
    return items


class State:
    def __init__(self, hands, dealer, pools, skat):
        self.hands = [list(h) for h in hands]
        self.dealer = dealer
        self.leader = (dealer + 1) % 3
        self.trick = []  # (seat, card, named)
        self.trickno = 1
        self.piles = [[], [], []]
        self.ntricks = [0, 0, 0]
        self.pays = []  # (from, to, amount, reason)
        self.pools = dict(pools)
        self.skat = list(skat)
        self.last_trick = None

    def copy(self):
        s = State.__new__(State)
        s.hands = [list(h) for h in self.hands]
        s.dealer = self.dealer
        s.leader = self.leader
        s.trick = list(self.trick)
        s.trickno = self.trickno
        s.piles = [list(p) for p in self.piles]
        s.ntricks = list(self.ntricks)
        s.pays = list(self.pays)
        s.pools = dict(self.pools)
        s.skat = self.skat
        s.last_trick = self.last_trick
        return s

    def to_play(self):
        return (self.leader + len(self.trick)) % 3

    def led(self):
        if not self.trick:
            return None
        seat, c, named = self.trick[0]
        return named if c == "JOKER" else suit(c)

    def legal(self):
        seat = self.to_play()
        hand = self.hands[seat]
        joker_ok = self.trickno != NTRICKS - 1
        if not self.trick:
            return [c for c in hand if c != "JOKER" or joker_ok]
        led = self.led()
        same = [c for c in hand if suit(c) == led]
        if not same and led != "T":
            same = [c for c in hand if suit(c) == "T"]
        if not same:
            same = [c for c in hand if c != "JOKER"]
        if "JOKER" in hand and joker_ok:
            same = same + ["JOKER"]
        return same

    def pay(self, f, t, a, r):
        self.pays.append((f, t, a, r))
        if isinstance(t, str):
            self.pools[t] += a
        if isinstance(f, str):
            self.pools[f] -= a

    def winner(self):
        led = self.led()
        best, bk = None, None
        for seat, c, named in self.trick:
            if c == "JOKER":
                continue
            if suit(c) == "T":
                k = (2, rank(c))
            elif suit(c) == led:
                k = (1, rank(c))
            else:
                continue
            if bk is None or k > bk:
                bk, best = k, seat
        return best

    def play(self, card, named=None):
        seat = self.to_play()
        self.hands[seat].remove(card)
        self.trick.append((seat, card, named))
        if len(self.trick) < 3:
            return
        w = self.winner()
        last = self.trickno == NTRICKS
        self.ntricks[w] += 1
        for s, c, _ in self.trick:
            if c == "JOKER" and not last:
                self.piles[s].append(c)
            else:
                self.piles[w].append(c)
        if not last:
            for s, c, _ in self.trick:
                others = [o for o in range(3) if o != s]
                if is_king(c) and s != w:
                    for o in others:
                        self.pay(s, o, 5, "king_lost")
                    self.pay(s, "king_pool", 5, "king_lost")
                if c == "T1" and s != w:
                    for o in others:
                        self.pay(s, o, 5, "pagat_lost")
                    self.pay(s, "pagat_pool", 5, "pagat_lost")
                if c == "T1" and s == w:
                    for o in others:
                        self.pay(o, s, 5, "pagat_trick")
        else:
            self.last_trick = list(self.trick)
            self.finish(w)
        self.trick = []
        self.trickno += 1
        self.leader = w

    def finish(self, w):
        tout = [s for s in range(3) if self.ntricks[s] == NTRICKS]
        nolo = [s for s in range(3) if self.ntricks[s] == 0] if not tout else []
        assert not tout, "tout not modelled"
        for s in nolo:
            for o in range(3):
                if o != s:
                    self.pay(o, s, 25, "nolo")
        wincard = [c for s, c, _ in self.last_trick if s == w][0]
        przy_k = [s for s, c, _ in self.last_trick if is_king(c) and s != w]
        przy_p = [s for s, c, _ in self.last_trick if c == "T1" and s != w]
        king_content = self.pools["king_pool"]
        pagat_content = self.pools["pagat_pool"]
        if not nolo:
            if wincard == "T1":
                for o in range(3):
                    if o != w:
                        self.pay(o, w, 45, "pagat_ultimo")
                self.pay("pagat_pool", w, pagat_content, "pagat_ultimo")
                assert False, "pool refill not modelled"
            elif is_king(wincard):
                for o in range(3):
                    if o != w:
                        self.pay(o, w, 40, "king_ultimo")
                assert False, "king ultimo not modelled"
        for s in przy_p:
            for o in range(3):
                if o != s:
                    self.pay(s, o, 45, "pagat_przydupek")
            self.pay(s, "pagat_pool", pagat_content, "pagat_przydupek")
        for s in przy_k:
            for o in range(3):
                if o != s:
                    self.pay(s, o, 40, "king_przydupek")
            self.pay(s, "king_pool", king_content, "king_przydupek")
        if not nolo and not przy_k and not przy_p and not is_king(wincard) and wincard != "T1":
            for o in range(3):
                if o != w:
                    self.pay(o, w, 20, "last_trick")
        # card points
        self.points = self.card_points()
        if not nolo:
            nd = (self.dealer + 1) % 3
            for s in range(3):
                if s == nd:
                    continue
                a = 5 * round((self.points[s] - 26) / 5)
                if a > 0:
                    self.pay(nd, s, a, "card_points")
                elif a < 0:
                    self.pay(s, nd, -a, "card_points")

    def card_points(self):
        pts = []
        for s in range(3):
            p = sum(value(c) for c in self.piles[s]) + self.ntricks[s]
            if s == self.dealer:
                p += 1 + sum(value(c) for c in self.skat)
            pts.append(p)
        assert sum(pts) == 78, pts
        return pts

    def done(self):
        return self.trickno > NTRICKS


def net(pays):
    out = {}
    for f, t, a, r in pays:
        out[str(f)] = out.get(str(f), 0) - a
        out[str(t)] = out.get(str(t), 0) + a
    return out


def result_key(st):
    return tuple(sorted(st.pays, key=str))


def endings(st):
    res = {}

    def rec(s):
        if s.done():
            res[result_key(s)] = s
            return
        for c in s.legal():
            if c == "JOKER" and not s.trick:
                for n in "HDSCT":
                    t = s.copy(); t.play(c, n); rec(t)
            else:
                t = s.copy(); t.play(c); rec(t)

    rec(st)
    return res
