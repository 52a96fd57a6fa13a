"""Audit round ulti-spec5: an outside model of Ulti, from the Japanese source only.

Reading of the source (003_bb2f67de7752728b.txt) used here:

* 3 players, 32 cards; the dealer's right-hand neighbour (the next seat in order of play,
  dealer + 1) receives 12 cards, the others 10.  The deal rotates in the order of play.
* Auction: the first bidder discards 2 and bids; then in turn each player either takes the
  2 face-down cards, discards 2 and bids higher, or passes (the two cards go on).  Three
  non-bids in a row end the auction; the last bidder is the declarer.
* Card points with trumps: A and 10 = 10 each, the last trick 10; marriages 40 (trumps) or
  20, announced with the first card, only when no 100-goal and no durchmarsch-goal is bid.
  The declarer's two discarded cards count for the defenders.
* Play: follow suit; else trump; and within that, beat the cards on the table if possible.
* Goals (standard): party 1, ulti 4, 40-100 4, 20-100 8, durchmarsch 6, open durchmarsch 24
  (red or not), four aces 4; red doubles.  No trumps: betli 5, rebetli 10, open betli 20,
  durchmarsch 6, redurchmarsch 12, open durchmarsch 24.  UltiNet table: party 1, four aces 3,
  40-100 4, ulti 4, betli 5, 20-100 6, durchmarsch 7, four tens 9.
* Each goal is settled separately with each defender; contra levels multiply; a failed
  ulti costs a further 4 (red 8) per defender, not multiplied by contra.
* Silent bonuses (not in betli): silent ulti 2 (the trump 7 wins the last trick);
  the trump 7 losing the last trick costs its player 4 to each other player.
* Fold: a declarer of the plain party may fold and pays 2 to each defender.
"""

from __future__ import annotations

import json
import random

SUITS = "HDSC"
R_TRUMP = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # high -> low, trump games
R_NOTRUMP = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # high -> low, no-trump games
DECK = [r + s for s in SUITS for r in R_TRUMP]

STD = {
    "party": 1,
    "ulti": 4,
    "40-100": 4,
    "20-100": 8,
    "durchmarsch": 6,
    "open-durchmarsch": 24,
    "four-aces": 4,
    "betli": 5,
    "rebetli": 10,
    "open-betli": 20,
    "redurchmarsch": 12,
}
ULTINET = dict(STD)
ULTINET.update({"four-aces": 3, "20-100": 6, "durchmarsch": 7, "four-tens": 9})

NOTRUMP_GOALS = {"betli", "rebetli", "open-betli", "redurchmarsch"}
BETLI = {"betli", "rebetli", "open-betli"}
DURCH = {"durchmarsch", "open-durchmarsch", "redurchmarsch"}
HUNDRED = {"40-100", "20-100"}
NOT_RED_DOUBLED = {"open-durchmarsch"}


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def cpts(c):
    return 10 if rank(c) in ("A", "10") else 0


def order(trump):
    return R_TRUMP if trump else R_NOTRUMP


def beats(c, w, led, trump):
    """Does card c beat the card w currently winning a trick led in suit `led`?"""
    ranks = order(trump)
    if trump:
        if suit(c) == trump and suit(w) != trump:
            return True
        if suit(c) == trump and suit(w) == trump:
            return ranks.index(rank(c)) < ranks.index(rank(w))
        if suit(w) == trump:
            return False
    if suit(c) == led and suit(w) == led:
        return ranks.index(rank(c)) < ranks.index(rank(w))
    return False


def winner_idx(cards, trump):
    w = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[w], suit(cards[0]), trump):
            w = i
    return w


def legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = suit(trick[0])
    follow = [c for c in hand if suit(c) == led]
    if follow:
        cand = follow
    elif trump and any(suit(c) == trump for c in hand):
        cand = [c for c in hand if suit(c) == trump]
    else:
        cand = list(hand)
    w = trick[winner_idx(trick, trump)]
    better = [c for c in cand if beats(c, w, led, trump)]
    return better or cand


class Deal:
    """Builds one deal's events; plays it with simple strategies; settles it."""

    def __init__(self, dealer, dealt, rules=None, rng=None):
        self.dealer = dealer
        self.dealt = [list(h) for h in dealt]
        self.hands = [list(h) for h in dealt]
        self.events = []
        self.talon = None  # the two cards face down now
        self.declarer = None
        self.goals = None
        self.red = False
        self.trump = None
        self.contra = {}  # goal -> (level, seat of the first contra)
        self.marriages = {0: [], 1: [], 2: []}
        self.fold = False
        self.tricks = []  # (leader, [cards], [seats], winner)
        self.rng = rng or random.Random(0)
        self.values = STD
        self.forced = []
        self.hands_after_auction = None
        self.finished = False

    # -- auction ------------------------------------------------------------
    def ev(self, **kw):
        self.events.append(kw)
        return len(self.events) - 1

    def discard(self, seat, cards):
        for c in cards:
            self.hands[seat].remove(c)
        self.talon = list(cards)
        return self.ev(type="discard", seat=seat, cards=list(cards))

    def take(self, seat):
        self.hands[seat].extend(self.talon)
        i = self.ev(type="take", seat=seat, cards=list(self.talon))
        self.talon = None
        return i

    def bid(self, seat, goals, red=False):
        self.declarer = seat
        self.goals = list(goals)
        self.red = red
        return self.ev(type="bid", seat=seat, bid={"goals": list(goals), "red": red})

    def pas(self, seat):
        return self.ev(type="bid", seat=seat, bid="pass")

    def announce_trump(self, s):
        self.trump = s
        return self.ev(type="announce", seat=self.declarer, items=[{"kind": "trump", "suit": s}])

    def announce_notrump(self):
        self.trump = None
        return self.ev(type="announce", seat=self.declarer, items=[{"kind": "no-trump"}])

    def set_red(self):
        self.trump = "H"

    def call_fold(self):
        self.fold = True
        return self.ev(type="call", seat=self.declarer, call="fold")

    # -- goals ----------------------------------------------------------------
    def full_goals(self):
        g = set(self.goals)
        if g <= {"ulti", "four-aces", "four-tens", "party"}:
            g.add("party")
        return g

    def marriages_allowed(self):
        g = self.full_goals()
        return self.trump is not None and not (g & (HUNDRED | DURCH))

    def pairs(self, seat):
        out = []
        for s in SUITS:
            if "K" + s in self.hands[seat] and "Q" + s in self.hands[seat]:
                out.append(40 if s == self.trump else 20)
        return sorted(out, reverse=True)

    # -- play -------------------------------------------------------------------
    def play(self, strategy="random", stop_after=None, trick1_hooks=None, after_trick1=None,
             declare_marriages=True, hooks=None, override=None, no_marriage_seats=()):
        """Play ten tricks (or stop_after tricks).

        trick1_hooks: {seat: [event dicts]} inserted before that seat's first play.
        after_trick1: [event dicts] inserted after the third card of trick 1.
        hooks: {(trick, position): [event dicts]} inserted before that play.
        """
        trick1_hooks = trick1_hooks or {}
        hooks = hooks or {}
        leader = self.declarer
        g = self.full_goals()
        ulti = "ulti" in g
        for t in range(10):
            if stop_after is not None and t >= stop_after:
                return
            trick, seats = [], []
            for k in range(3):
                seat = (leader + k) % 3
                if t == 0:
                    if declare_marriages and self.marriages_allowed() and seat not in no_marriage_seats:
                        p = self.pairs(seat)
                        if p:
                            self.ev(type="declare", seat=seat,
                                    items=[{"kind": "marriage", "points": x} for x in p])
                            self.marriages[seat] = p
                    for e in trick1_hooks.get(seat, []):
                        self.events.append(dict(e))
                        if e["type"] == "double":
                            self.contra.setdefault(e["target"], (e["level"], e["seat"]))
                for e in hooks.get((t, seat), []):
                    self.events.append(dict(e))
                opts = legal(self.hands[seat], trick, self.trump)
                if ulti and seat == self.declarer and self.trump and t < 9:
                    keep = [c for c in opts if c != "7" + self.trump]
                    opts = keep or opts
                card = None
                if override:
                    card = override(self, t, seat, trick, opts)
                if card is None:
                    card = self.choose(seat, opts, trick, strategy)
                else:
                    self.forced.append((t, seat, card, len(self.events)))
                self.hands[seat].remove(card)
                trick.append(card)
                seats.append(seat)
                self.ev(type="play", seat=seat, card=card)
            if t == 0 and after_trick1:
                for e in after_trick1:
                    self.events.append(dict(e))
                    if e["type"] == "double":
                        lv, s0 = self.contra.get(e["target"], (1, None))
                        self.contra[e["target"]] = (max(lv, e["level"]), s0)
            w = seats[winner_idx(trick, self.trump)]
            self.tricks.append((leader, trick, seats, w))
            leader = w
        self.finished = True

    def choose(self, seat, opts, trick, strategy):
        D = self.declarer
        st = strategy if isinstance(strategy, str) else strategy.get(seat, "random")
        if st == "random":
            return self.rng.choice(opts)
        ranks = order(self.trump)

        def strength(c):
            base = 100 if (self.trump and suit(c) == self.trump) else 0
            return base + (8 - ranks.index(rank(c)))

        if st == "high":  # greedy winner
            if not trick:
                tr = [c for c in opts if self.trump and suit(c) == self.trump]
                others_tr = any(self.trump and suit(c) == self.trump
                                for s in range(3) if s != seat for c in self.hands[s])
                if tr and others_tr:
                    return max(tr, key=strength)
                return max(opts, key=lambda c: (8 - ranks.index(rank(c))) * 10 - (100 if self.trump and suit(c) == self.trump else 0))
            w = trick[winner_idx(trick, self.trump)]
            win = [c for c in opts if beats(c, w, suit(trick[0]), self.trump)]
            if win:
                return min(win, key=strength)
            return min(opts, key=strength)
        if st == "low":  # betli declarer: duck
            if not trick:
                return min(opts, key=strength)
            w = trick[winner_idx(trick, self.trump)]
            lose = [c for c in opts if not beats(c, w, suit(trick[0]), self.trump)]
            if lose:
                return max(lose, key=strength)
            return min(opts, key=strength)
        raise ValueError(st)

    # -- settlement ---------------------------------------------------------------
    def card_points(self):
        cp = [0, 0, 0]
        for i, (_, cards, seats, w) in enumerate(self.tricks):
            cp[w] += sum(cpts(c) for c in cards)
            if i == 9:
                cp[w] += 10
        return cp

    def outcome(self):
        D = self.declarer
        F = [s for s in range(3) if s != D]
        g = self.full_goals()
        cp = self.card_points()
        talon_pts = sum(cpts(c) for c in self.talon)
        dtricks = sum(1 for t in self.tricks if t[3] == D)
        dm = sum(self.marriages[D])
        fm = sum(sum(self.marriages[f]) for f in F)
        dpts = cp[D] + dm
        fpts = cp[F[0]] + cp[F[1]] + talon_pts + fm
        won_cards = [c for t in self.tricks if t[3] == D for c in t[1]]
        last = self.tricks[9]
        seven = "7" + self.trump if self.trump else None
        res = {}
        for goal in g:
            if goal == "party":
                ok = dtricks >= 1 and dpts > fpts
                assert dpts != fpts, "tie"
            elif goal == "ulti":
                ok = last[3] == D and last[1][last[2].index(D)] == seven
            elif goal == "40-100":
                ok = ("K" + self.trump in self.hands_after_auction[D] and "Q" + self.trump in self.hands_after_auction[D]
                      and cp[D] + 40 >= 100)
            elif goal == "20-100":
                has20 = any("K" + s in self.hands_after_auction[D] and "Q" + s in self.hands_after_auction[D]
                            for s in SUITS if s != self.trump)
                ok = has20 and cp[D] + 20 >= 100
            elif goal in DURCH:
                ok = dtricks == 10
            elif goal in BETLI:
                ok = dtricks == 0
            elif goal == "four-aces":
                ok = all(("A" + s) in won_cards for s in SUITS)
            elif goal == "four-tens":
                ok = all(("10" + s) in won_cards for s in SUITS)
            else:
                raise ValueError(goal)
            res[goal] = ok
        info = dict(cp=cp, talon_pts=talon_pts, dpts=dpts, fpts=fpts, dtricks=dtricks,
                    marriages={k: v for k, v in self.marriages.items() if v})
        return res, info

    def settle(self, silent_ulti_red_penalty=True):
        """Return list of (from, to, amount, reason) and the outcome info."""
        D = self.declarer
        F = [s for s in range(3) if s != D]
        pays = []
        if self.fold:
            for f in F:
                pays.append((D, f, 2, "fold"))
            return pays, {"fold": True}
        res, info = self.outcome()
        g = self.full_goals()
        red = 2 if self.red else 1
        for goal in sorted(res, key=lambda x: ["party", "ulti", "four-aces", "four-tens", "40-100", "20-100",
                                                "durchmarsch", "redurchmarsch", "open-durchmarsch",
                                                "betli", "rebetli", "open-betli"].index(x)):
            v = self.values[goal] * (1 if goal in NOT_RED_DOUBLED or goal in NOTRUMP_GOALS else red)
            lv, by = self.contra.get(goal, (1, None))
            for f in F:
                m = lv if (self.trump is not None or by is None or by == f) else 1
                if res[goal]:
                    pays.append((f, D, v * m, goal))
                else:
                    pays.append((D, f, v * m, goal))
            if goal == "ulti" and not res[goal]:
                for f in F:
                    pays.append((D, f, 4 * red, "ulti-penalty"))
        # silent bonuses
        if not (g & BETLI) and self.trump:
            last = self.tricks[9]
            seven = "7" + self.trump
            if seven in last[1] and "ulti" not in g:
                p = last[2][last[1].index(seven)]
                if last[3] == p:
                    v = 2 * red
                    if p == D:
                        for f in F:
                            pays.append((f, D, v, "silent-ulti"))
                    else:
                        for f in F:
                            pays.append((D, f, v, "silent-ulti"))
                else:
                    for o in range(3):
                        if o != p:
                            pays.append((p, o, 4 * (red if silent_ulti_red_penalty else 1), "ulti-penalty"))
            if not (g & HUNDRED):
                assert info["dpts"] < 100 and info["fpts"] < 100, ("silent 100", info)
            if not (g & DURCH):
                assert info["dtricks"] not in (0, 10), ("silent durchmarsch", info)
        info["result"] = res
        return pays, info

    def net(self, pays):
        n = [0, 0, 0]
        for a, b, x, _ in pays:
            n[a] -= x
            n[b] += x
        return n

    def add_payments(self, pays):
        idx = []
        for a, b, x, r in pays:
            idx.append(self.ev(type="payment", **{"from": a, "to": b, "amount": x, "reason": r}))
        return idx

    def add_scores(self, net):
        return [self.ev(type="score", party=s, points=net[s]) for s in range(3)]

    def add_totals(self, totals):
        return [self.ev(type="total", party=s, points=totals[s]) for s in range(3)]

    def to_json(self, hands=True):
        d = {"dealer": self.dealer, "hands": self.dealt if hands else None, "events": self.events}
        return d


def snapshot(deal):
    deal.hands_after_auction = [list(h) for h in deal.hands]


def transcript(deals_json, players=("Aiko", "Bence", "Csenge"), rules=None, start=None, meta=None):
    t = {"format": "trick-transcript/1", "game": "ulti", "players": list(players)}
    if rules:
        t["rules"] = rules
    if start:
        t["start"] = start
    if meta:
        t["meta"] = meta
    t["deals"] = deals_json
    return t


def dump(path, t):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(t, f, ensure_ascii=False, indent=1)
        f.write("\n")
