"""Ulti (seed 003, Japanese), my own reading, trump games only.

First bidder (dealer's right = next seat) holds 12, lays 2 away and bids; others pass, he passes.
Play: declarer leads; follow suit, else trump, else anything; and beat the best card so far
whenever a legal card can. Card points: A and 10 = 10, last trick 10; marriages 20/40 declared
with the first card (no 100/durchmarsch goal here). Party: declarer's points (cards + his
marriages) must exceed the defenders' (cards + theirs + the two laid-away cards), and he must take
a trick. Ulti: trick 10 won with the trump 7; failed: ulti value + penalty 4 (red x2, contra does
not double the penalty). Silent ulti failed by anyone: he pays 4 to each other player.
"""
import random

from common import pay, play

PLAYERS = ["Anna", "Béla", "Csilla"]
TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]


def deck():
    return [r + s for s in "HDSC" for r in TRUMP_ORDER]


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def power(c):
    return 10 - TRUMP_ORDER.index(rank(c))


def cpoints(c):
    return 10 if rank(c) in ("A", "10") else 0


class Deal:
    def __init__(self, seed, dealer=0, goals=("party",), red=False, hooks=None):
        self.rng = random.Random(seed)
        self.dealer = dealer
        self.goals = list(goals)
        self.red = red
        self.hooks = hooks or {}
        d = deck()
        self.rng.shuffle(d)
        fb = (dealer + 1) % 3
        self.decl = fb
        self.hands = [None] * 3
        self.hands[fb] = d[:12]
        self.hands[(fb + 1) % 3] = d[12:22]
        self.hands[(fb + 2) % 3] = d[22:32]
        self.dealt = [list(h) for h in self.hands]
        self.events = []

    def run(self):
        ev = self.events
        dc = self.decl
        h = self.hands[dc]
        if self.red:
            self.trump = "H"
        else:
            counts = {s: sum(1 for c in h if suit(c) == s) for s in "DSC"}
            self.trump = self.hooks.get("trump") or max("DSC", key=lambda s: (counts[s], s))
        tr = self.trump
        cand = [c for c in h if suit(c) != tr and rank(c) not in ("A", "10", "K", "Q")]
        cand.sort(key=lambda c: (power(c), c))
        if len(cand) < 2:
            raise RuntimeError("nothing to lay away")
        disc = cand[:2]
        for c in disc:
            h.remove(c)
        self.disc = disc
        ev.append({"type": "discard", "seat": dc, "cards": disc})
        ev.append({"type": "bid", "seat": dc, "bid": {"goals": self.goals, "red": self.red}})
        for i in (1, 2, 0):
            ev.append({"type": "bid", "seat": (dc + i) % 3, "bid": "pass"})
        if not self.red:
            ev.append({"type": "announce", "seat": dc, "items": [{"kind": "trump", "suit": tr}]})
        # marriages
        self.marriages = [0, 0, 0]
        self.marr_items = [[], [], []]
        for s in range(3):
            for su in "HDSC":
                if ("K" + su) in self.hands[s] and ("Q" + su) in self.hands[s]:
                    v = 40 if su == tr else 20
                    self.marr_items[s].append({"kind": "marriage", "points": v})
                    self.marriages[s] += v
            self.marr_items[s].sort(key=lambda x: -x["points"])
        self.contra = self.hooks.get("contra", {})  # seat -> (target, level)
        self.trick_log = []
        leader = dc
        first_played = set()
        for t in range(10):
            trick = []
            for i in range(3):
                s = (leader + i) % 3
                if s not in first_played:
                    first_played.add(s)
                    if self.marr_items[s]:
                        ev.append({"type": "declare", "seat": s, "items": self.marr_items[s]})
                    if s in self.contra:
                        tg, lv = self.contra[s]
                        ev.append({"type": "double", "seat": s, "target": tg, "level": lv})
                c = self.choose(s, t, trick)
                self.hands[s].remove(c)
                ev.append(play(s, c))
                trick.append((s, c))
                if "after_play" in self.hooks:
                    self.hooks["after_play"](self, t, s, c, trick)
            w = self.winner(trick)
            self.trick_log.append((trick, w))
            if "after_trick" in self.hooks:
                self.hooks["after_trick"](self, t, trick, w)
            leader = w
        self.score()
        return self

    def best(self, trick):
        return self.winner(trick) if trick else None

    def beats(self, c, trick):
        led = suit(trick[0][1])
        w = self.winner(trick)
        wc = dict(trick)[w]
        tr = self.trump
        if suit(c) == tr and suit(wc) != tr:
            return True
        if suit(c) == suit(wc):
            return power(c) > power(wc)
        return False

    def legal(self, s, trick):
        hand = self.hands[s]
        if not trick:
            return list(hand)
        led = suit(trick[0][1])
        f = [c for c in hand if suit(c) == led]
        base = f or [c for c in hand if suit(c) == self.trump] or list(hand)
        beat = [c for c in base if self.beats(c, trick)]
        return beat or base

    def choose(self, s, t, trick):
        if "choose" in self.hooks:
            r = self.hooks["choose"](self, s, t, trick)
            if r:
                return r
        opts = self.legal(s, trick)
        seven = "7" + self.trump
        keep7 = self.hooks.get("keep7", set())
        if s in keep7 and len(opts) > 1 and seven in opts:
            opts = [c for c in opts if c != seven]
        return self.rng.choice(opts)

    def winner(self, trick):
        tr = [(s, c) for s, c in trick if suit(c) == self.trump]
        if tr:
            return max(tr, key=lambda x: power(x[1]))[0]
        led = suit(trick[0][1])
        return max([(s, c) for s, c in trick if suit(c) == led], key=lambda x: power(x[1]))[0]

    def score(self):
        dc = self.decl
        pts = [0, 0, 0]
        tricks = [0, 0, 0]
        for t, (trick, w) in enumerate(self.trick_log):
            pts[w] += sum(cpoints(c) for _, c in trick) + (10 if t == 9 else 0)
            tricks[w] += 1
        self.card_pts = pts
        self.tricks = tricks
        dpts = pts[dc] + self.marriages[dc]
        defs = [s for s in range(3) if s != dc]
        fpts = sum(pts[s] + self.marriages[s] for s in defs) + sum(cpoints(c) for c in self.disc)
        self.dpts, self.fpts = dpts, fpts
        self.party_won = dpts > fpts and tricks[dc] > 0
        last, lw = self.trick_log[-1]
        seven = "7" + self.trump
        self.seven_last = [(s, s == lw) for s, c in last if c == seven]
        self.ulti_won = (dc, True) in self.seven_last
        # silent bonuses present?
        self.silent = []
        for s, won in self.seven_last:
            if s != dc or "ulti" not in self.goals:
                self.silent.append(("ulti", s, won))
        side_d = pts[dc] + self.marriages[dc]
        side_f = sum(pts[s] + self.marriages[s] for s in defs)
        if side_d >= 100 or side_f >= 100:
            self.silent.append(("100",))
        if max(tricks) == 10:
            self.silent.append(("durchmarsch",))


def transcript(deals, meta, rules=None):
    return {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": rules or {"preset": "standard"},
        "players": PLAYERS,
        "meta": meta,
        "deals": [{"dealer": d.dealer, "hands": d.dealt, "events": d.events} for d in deals],
    }
