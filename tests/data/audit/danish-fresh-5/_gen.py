"""Blind generator for audit round danish-fresh-5 (Danish Tarok / Ultimo).

Everything here is computed from the Polish source (seed 000_2fac32aef83ce8a1.txt, §1-§18)
alone; it does not import the engine.  Run: python _gen.py  (writes NN-*.json and _expected.json
next to this file).  Fixed seeds throughout.
"""

import json
import random
from pathlib import Path

HERE = Path(__file__).resolve().parent
SUITS = "HDSC"
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
DECK = (
    [r + s for s in "HD" for r in RED_ORDER]
    + [r + s for s in "SC" for r in BLACK_ORDER]
    + [f"T{i}" for i in range(1, 22)]
    + ["JOKER"]
)
assert len(DECK) == 78
NAMES4 = ["Agata", "Bronek", "Cezary", "Dorota"]


def suit(c):
    if c == "JOKER":
        return None
    if c[0] == "T":
        return "T"
    return c[-1]


def rank(c):
    """Higher is better, within its suit (trumps by number)."""
    s = suit(c)
    if s == "T":
        return int(c[1:])
    order = RED_ORDER if s in "HD" else BLACK_ORDER
    return 100 - order.index(c[:-1])


def is_king(c):
    return c[0] == "K" and suit(c) in SUITS


def value(c):
    # §15: "Pagat, Mondo, Joker i króle = 4 punkty - damy = 3 - rycerze = 2 - valety = 1"
    if c in ("T1", "T21", "JOKER") or is_king(c):
        return 4
    if suit(c) in SUITS:
        return {"Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)
    return 0


def declarations(hand):
    """§14 declarations of a hand, with the amount each other player pays (§15)."""
    items = []
    trumps = [c for c in hand if suit(c) == "T"]
    joker = "JOKER" in hand
    n = len(trumps) + (1 if joker else 0)  # "Dla tej zasady Joker liczy się jako triumf"
    if n >= 10:
        items.append(({"kind": "trumps", "count": n, "pagat": "T1" in hand}, 10 + 5 * (n - 10)))
    if joker and "T21" in hand and "T1" in hand:
        m = 3
        k = 20
        while f"T{k}" in hand:
            m += 1
            k -= 1
        items.append(({"kind": "matadors", "count": m}, 10 + 5 * (m - 3)))
    for s in SUITS:
        courts = [r for r in "KQNJ" if r + s in hand]
        if len(courts) == 4:
            items.append(
                ({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"}, 15 if joker else 10)
            )
        elif len(courts) == 3 and joker:
            miss = [r for r in "KQNJ" if r not in courts][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in SUITS if "K" + s in hand]
    if len(kings) == 4:
        items.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


def round5(x):
    # "Różnice zaokrągla się do najbliższej wielokrotności 5"
    return int(round(x / 5.0)) * 5


PENALTY = {"superficial": 0, "small": 5, "large": 20, "irreparable": 40}


class Session:
    def __init__(self, nplayers, rules=None, seed=0):
        self.n = nplayers
        self.rules = rules or {}
        self.rng = random.Random(seed)
        self.deals = []
        self.expected = []  # (deal, event, code, note)
        self.pools = {"pagat_pool": 0, "king_pool": 0}
        self.net = {i: 0 for i in range(nplayers)}
        self.started = False

    # ---- helpers
    def sitter(self, dealer):
        return (dealer + 2) % self.n if self.n == 4 else None

    def active(self, dealer):
        """Active seats in order of play starting with the player after the dealer."""
        out = []
        s = dealer
        for _ in range(self.n):
            s = (s + 1) % self.n
            if s != self.sitter(dealer):
                out.append(s)
        return out  # last one is the dealer

    def nxt(self, dealer, s):
        a = self.active(dealer)
        return a[(a.index(s) + 1) % 3]

    def deal_hands(self, dealer, check, max_tries=20000):
        """§7: five at a time until each has 25; the dealer adds the last three to his hand."""
        for _ in range(max_tries):
            deck = DECK[:]
            self.rng.shuffle(deck)
            act = self.active(dealer)
            hands = {s: [] for s in range(self.n)}
            pos = 0
            for _round in range(5):
                for s in act:
                    hands[s].extend(deck[pos : pos + 5])
                    pos += 5
            hands[dealer].extend(deck[pos : pos + 3])
            if check(hands):
                return hands
        raise RuntimeError("no hand found")


def no_decl(hands, act):
    return all(not declarations(hands[s]) for s in act)


class Deal:
    """Builds one deal's events and computes every payment from the source."""

    def __init__(self, ses, dealer, hands):
        self.S = ses
        self.dealer = dealer
        self.hands = {s: list(h) for s, h in hands.items()}
        self.dealt = {s: list(h) for s, h in hands.items()}
        self.events = []
        self.idx = len(ses.deals)
        self.act = ses.active(dealer)
        self.void = False
        self.piles = {s: [] for s in self.act}
        self.tricks = {s: 0 for s in self.act}
        self.skat = []

    def ev(self, e):
        self.events.append(e)
        return len(self.events) - 1

    def pay(self, frm, to, amount, reason):
        if amount == 0:
            return
        self.ev({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})
        for p, sign in ((frm, -1), (to, 1)):
            if p in self.S.pools:
                self.S.pools[p] += sign * amount
            else:
                self.S.net[p] += sign * amount

    def expect(self, event, code, note):
        self.S.expected.append((self.idx, event, code, note))

    def penalty(self, seat, cls, event, code, note):
        self.expect(event, code, note + f" [{cls}: {PENALTY[cls]} to each pool]")
        for pool in ("pagat_pool", "king_pool"):
            self.pay(seat, pool, PENALTY[cls], "penalty")
        if cls == "irreparable":
            self.void = True

    def opening(self, fee=True):
        S = self.S
        if not S.started:
            # "Na samym początku gry, każdy gracz płaci po 20 do obydwu puli" (4th player too)
            for pool in ("pagat_pool", "king_pool"):
                for s in range(S.n):
                    self.pay(s, pool, 20, "foundation")
            S.started = True
        if fee:
            for pool in ("pagat_pool", "king_pool"):
                self.pay(self.dealer, pool, 5, "deal_fee")

    def discard(self, cards, tout=False):
        if tout:
            self.ev({"type": "announce", "seat": self.dealer, "items": ["tout"]})
        e = self.ev({"type": "discard", "seat": self.dealer, "cards": list(cards)})
        for c in cards:
            self.hands[self.dealer].remove(c)
        self.skat = list(cards)
        return e

    def declare_all(self):
        order = [self.dealer] + self.act[:-1]  # from the dealer, in rotation
        for s in order:
            items = declarations(self.hands[s])
            self.ev({"type": "declare", "seat": s, "items": [i for i, _ in items]})
            for _i, amt in items:
                for o in self.act:
                    if o != s:
                        self.pay(o, s, amt, "declaration")

    # ---- play
    def legal(self, seat, led, trick_no):
        h = self.hands[seat]
        plain = [c for c in h if c != "JOKER"]
        if led is None:
            cand = plain
        else:
            cand = [c for c in plain if suit(c) == led]
            if not cand:
                cand = [c for c in plain if suit(c) == "T"]
            if not cand:
                cand = plain
        return cand

    def trick_winner(self, trick, led):
        cards = [(s, c) for s, c, _ in trick if c != "JOKER"]
        trumps = [(s, c) for s, c in cards if suit(c) == "T"]
        if trumps:
            return max(trumps, key=lambda x: rank(x[1]))[0]
        follow = [(s, c) for s, c in cards if suit(c) == led]
        assert follow, ("no winner", trick)
        return max(follow, key=lambda x: rank(x[1]))[0]

    def others(self, s):
        return [o for o in self.act if o != s]

    def in_play_payments(self, trick, winner):
        # §15 "Podczas gry, ale nie w ostatnim sztychu"
        for s, c, _ in trick:
            if is_king(c) and s != winner:
                for o in self.others(s):
                    self.pay(s, o, 5, "king_lost")
                self.pay(s, "king_pool", 5, "king_lost")
            if c == "T1" and s != winner:
                for o in self.others(s):
                    self.pay(s, o, 5, "pagat_lost")
                self.pay(s, "pagat_pool", 5, "pagat_lost")
            if c == "T1" and s == winner:
                for o in self.others(s):
                    self.pay(o, s, 5, "pagat_trick")

    def refill(self, pool):
        for s in range(self.S.n):
            self.pay(s, pool, 20, "refill")

    def settle(self):
        if self.void:
            return
        trick, w = self.last_trick
        wcard = [c for s, c, _ in trick if s == w][0]
        tout = [s for s in self.act if self.tricks[s] == 25]
        nolo = [s for s in self.act if self.tricks[s] == 0] if not tout else []
        pools0 = dict(self.S.pools)
        przy = [(s, c) for s, c, _ in trick if s != w and (c == "T1" or is_king(c))]
        refill = set()
        if tout:
            t = tout[0]
            for o in self.others(t):
                self.pay(o, t, 85, "tout")
            for pool in ("pagat_pool", "king_pool"):
                self.pay(pool, t, pools0[pool], "tout")
                refill.add(pool)
        for s in nolo:
            for o in self.others(s):
                self.pay(o, s, 25, "nolo")
        if not tout and not nolo and (wcard == "T1" or is_king(wcard)):
            pool = "pagat_pool" if wcard == "T1" else "king_pool"
            amt = 45 if wcard == "T1" else 40
            for o in self.others(w):
                self.pay(o, w, amt, "pagat_ultimo" if wcard == "T1" else "king_ultimo")
            self.pay(pool, w, pools0[pool], "pagat_ultimo" if wcard == "T1" else "king_ultimo")
            refill.add(pool)
        for s, c in przy:
            pool = "pagat_pool" if c == "T1" else "king_pool"
            amt = 45 if c == "T1" else 40
            r = "pagat_przydupek" if c == "T1" else "king_przydupek"
            for o in self.others(s):
                self.pay(s, o, amt, r)
            self.pay(s, pool, pools0[pool], r)
            refill.discard(pool)
        if not tout and not nolo and not przy and not (wcard == "T1" or is_king(wcard)):
            for o in self.others(w):
                self.pay(o, w, 20, "last_trick")
        for pool in ("pagat_pool", "king_pool"):
            if pool in refill:
                self.refill(pool)
        # card points
        pts = self.card_points()
        assert sum(pts.values()) == 78, pts
        self.points = pts
        if not nolo:
            nd = (self.dealer + 1) % self.S.n
            for s in self.act:
                if s == nd:
                    continue
                d = round5(pts[s] - 26)
                if d < 0:
                    self.pay(s, nd, -d, "card_points")
                elif d > 0:
                    self.pay(nd, s, d, "card_points")

    def card_points(self):
        pts = {}
        for s in self.act:
            pts[s] = self.tricks[s] + sum(value(c) for c in self.piles[s])
        pts[self.dealer] += 1 + sum(value(c) for c in self.skat)  # "Skat = 1 punkt"
        return pts

    def totals(self):
        for s in range(self.S.n):
            self.ev({"type": "total", "party": s, "points": self.S.net[s]})
        for pool in ("pagat_pool", "king_pool"):
            self.ev({"type": "total", "party": pool, "points": self.S.pools[pool]})

    def finish(self):
        d = {"dealer": self.dealer, "hands": [self.dealt[s] for s in range(self.S.n)], "events": self.events}
        self.S.deals.append(d)
        return d


def good_name(deal, seat):
    """A suit to name for a Joker lead: one the leader still holds and a follower can follow."""
    fol = deal.others(seat)
    alone = deal.hands[seat] == ["JOKER"]
    for s_ in "HDSC":
        if (alone or any(suit(c) == s_ for c in deal.hands[seat])) and any(
            suit(c) == s_ for o in fol for c in deal.hands[o]
        ):
            return s_
    assert any(suit(c) == "T" for o in fol for c in deal.hands[o])
    return "T"


def deal_no_trumps(ses, dealer, seat, with_joker):
    """Hands where `seat` has no trump (constructed, then checked like any other deal)."""
    act = ses.active(dealer)
    for _ in range(100000):
        deck = DECK[:]
        ses.rng.shuffle(deck)
        plain = [c for c in deck if c != "JOKER" and suit(c) in SUITS]
        mine = plain[: 24 if with_joker else 25] + (["JOKER"] if with_joker else [])
        rest = [c for c in deck if c not in mine]
        hands = {s: [] for s in range(ses.n)}
        hands[seat] = mine
        pos = 0
        for s in act:
            if s == seat:
                continue
            k = 28 if s == dealer else 25
            hands[s] = rest[pos : pos + k]
            pos += k
        if all(
            any(suit(c) == "T" for c in hands[s]) for s in act if s != seat
        ):  # no declarations are made before a redeal
            return hands
    raise RuntimeError


def sitter_empty(ses, dealer, hands):
    s = ses.sitter(dealer)
    if s is not None:
        hands[s] = []
    return hands


def rand_policy(rng):
    def pol(deal, seat, legal, trick, led, t):
        return rng.choice(sorted(legal, key=DECK.index))

    return pol


def std_discard(hand, rng, extra=()):
    cand = [c for c in hand if c != "JOKER" and suit(c) in SUITS and not is_king(c) and value(c) == 0]
    cand = sorted(cand, key=DECK.index)
    rng.shuffle(cand)
    return list(extra) + cand[: 3 - len(extra)]


def ok_hands(ses, dealer, joker_at=None, need_trump=True, extra=None):
    act = ses.active(dealer)

    def check(h):
        if not no_decl(h, act):
            return False
        if need_trump and any(not [c for c in h[s] if suit(c) == "T"] for s in act):
            return False
        if joker_at is not None and "JOKER" not in h[joker_at]:
            return False
        if extra and not extra(h):
            return False
        return True

    return check


def normal_deal(
    ses, dealer, rng, joker_at=None, script=None, hooks=None, extra=None, fee=True, after_trick=None
):
    hands = ses.deal_hands(dealer, ok_hands(ses, dealer, joker_at, extra=extra))
    hands = sitter_empty(ses, dealer, hands)
    d = Deal(ses, dealer, hands)
    d.opening(fee)
    disc = std_discard(d.hands[dealer], rng)
    d.discard(disc)
    assert no_decl(d.hands, d.act)
    d.declare_all()
    if after_trick:
        d.after_trick = after_trick
    d.play(rand_policy(rng), script, hooks)
    d.settle()
    d.totals()
    return d


def write(name, ses, description, players=None):
    players = players or NAMES4[: ses.n]
    tr = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": dict(ses.rules),
        "players": players,
        "meta": {"round": "danish-fresh-5", "description": description},
        "deals": ses.deals,
    }
    (HERE / name).write_text(json.dumps(tr, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    EXPECTED[name] = {
        "rules": dict(ses.rules),
        "players": ses.n,
        "deals": len(ses.deals),
        "violations": sorted((d, e, c) for d, e, c, _ in ses.expected),
        "notes": [(d, e, c, n) for d, e, c, n in ses.expected],
        "description": description,
    }


EXPECTED = {}


# =====================================================================================
# 01 Tout made with the Joker laid away (3 players), then an ordinary deal.
def f01():
    ses = Session(3, seed=101)
    rng = random.Random(1101)
    dealer = 0
    dcards = [f"T{i}" for i in range(14, 22)] + ["KH", "JH"] + [f"{i}H" for i in range(1, 11)]
    dcards += ["1D", "2D", "3D", "4D", "5D", "JOKER", "10C", "9C"]
    assert len(dcards) == 28
    rest = [c for c in DECK if c not in dcards]
    for _ in range(100000):
        rng.shuffle(rest)
        x, y = sorted(rest[:25], key=DECK.index), sorted(rest[25:], key=DECK.index)
        h = {0: dcards, 1: x, 2: y}
        if "QH" not in x or "NH" not in y:
            continue
        if max(len([c for c in x if suit(c) == "T"]), len([c for c in y if suit(c) == "T"])) > 7:
            continue
        if declarations(x) or declarations(y) or declarations(dcards):
            continue
        break
    d = Deal(ses, dealer, h)
    d.opening()
    d.discard(["JOKER", "10C", "9C"], tout=True)
    d.declare_all()

    def pol(deal, seat, legal, trick, led, t):
        if seat == dealer:
            return max(legal, key=lambda c: (suit(c) == "T", suit(c) == "H", rank(c)))
        if led is None:
            return "QH" if "QH" in legal else legal[0]
        if suit(legal[0]) == led:
            return min(legal, key=rank)
        if suit(legal[0]) == "T" and all(suit(c) == "T" for c in legal):
            return min(legal, key=rank)
        # discarding: kings first, then diamonds, then the rest
        return sorted(legal, key=lambda c: (not is_king(c), suit(c) != "D", DECK.index(c)))[0]

    d.play(pol)
    assert d.tricks[0] == 25
    d.settle()
    d.totals()
    d.finish()
    d2 = normal_deal(ses, 1, rng)
    d2.finish()
    write(
        "01-tout-joker-laid-away-made-3p.json",
        ses,
        "Deal 0: the dealer announces Tout, lays the Joker away and takes all 25 tricks: 85 from "
        "each, both pools, refills; card points beyond the table extrapolated. Deal 1 ordinary.",
    )


# 02 Tout announced, Joker laid away, Tout fails (3 players) - default class (large).
def f02():
    ses = Session(3, seed=202)
    rng = random.Random(2202)
    d1 = normal_deal(ses, 0, rng)
    d1.finish()
    dealer = 1
    hands = ses.deal_hands(dealer, ok_hands(ses, dealer, joker_at=dealer))
    d = Deal(ses, dealer, hands)
    d.opening()
    a = len(d.events)
    d.discard(std_discard(d.hands[dealer], rng, extra=["JOKER"]), tout=True)
    d.declare_all()
    d.play(rand_policy(rng))
    assert d.tricks[dealer] < 25
    d.settle()
    d.penalty(dealer, "large", a, "failed_tout (guess)", "Tout announced with the Joker laid away, not made")
    d.totals()
    d.finish()
    write(
        "02-tout-joker-laid-away-failed-3p.json",
        ses,
        "Deal 1: the dealer announces Tout, lays the Joker away, fails; pays the failed-Tout "
        "penalty (default large: 20 to each pool); the deal is otherwise settled normally.",
    )


# 03 Joker laid away without announcing Tout: illegal skat, irreparable.
def f03():
    ses = Session(3, seed=303)
    rng = random.Random(3303)
    dealer = 0
    hands = ses.deal_hands(dealer, ok_hands(ses, dealer, joker_at=dealer))
    d = Deal(ses, dealer, hands)
    d.opening()
    e = d.discard(std_discard(d.hands[dealer], rng, extra=["JOKER"]))
    d.declare_all()
    d.penalty(dealer, "irreparable", e, "illegal_skat", "Joker laid away without a Tout announcement")
    d.suppress = True
    d.play(rand_policy(rng))
    d.settle()
    d.totals()
    d.finish()
    d2 = normal_deal(ses, 1, rng)
    d2.finish()
    write(
        "03-joker-laid-away-without-tout-3p.json",
        ses,
        "Deal 0: the Joker goes to the skat without a Tout announcement: irreparable (40 to each "
        "pool), deal void, the next dealer deals deal 1.",
    )


# 04 4 players: deal 0 ordinary; deal 1 Tout with the Joker laid away fails, option small.
def f04():
    ses = Session(4, rules={"failed_tout_penalty": "small"}, seed=404)
    rng = random.Random(4404)
    d1 = normal_deal(ses, 0, rng)
    d1.finish()
    dealer = 1
    hands = ses.deal_hands(dealer, ok_hands(ses, dealer, joker_at=dealer))
    hands = sitter_empty(ses, dealer, hands)
    d = Deal(ses, dealer, hands)
    d.opening()
    a = len(d.events)
    d.discard(std_discard(d.hands[dealer], rng, extra=["JOKER"]), tout=True)
    d.declare_all()
    d.play(rand_policy(rng))
    assert d.tricks[dealer] < 25
    d.settle()
    d.penalty(dealer, "small", a, "failed_tout (guess)", "Tout not made, option small")
    d.totals()
    d.finish()
    d3 = normal_deal(ses, 2, rng)
    d3.finish()
    write(
        "04-tout-failed-small-option-4p.json",
        ses,
        "Four players, three deals. Deal 1 (dealer 1, seat 3 sits out): Tout announced with the "
        "Joker laid away fails; failed_tout_penalty small: 5 to each pool.",
    )


# 05 The Joker led and named (hearts; trumps) and the Joker in the last trick.
def f05():
    ses = Session(3, seed=505)

    # deal 0: find a play where the holder leads at some trick, then leads the Joker naming H
    for attempt in range(200):
        snap = (dict(ses.pools), dict(ses.net), ses.started, len(ses.deals), list(ses.expected))
        sub = random.Random(5000 + attempt)
        dealer = 0
        hands = ses.deal_hands(
            dealer,
            ok_hands(ses, dealer, joker_at=1, extra=lambda h: sum(1 for c in h[1] if suit(c) == "H") >= 2),
        )
        d = Deal(ses, dealer, hands)
        d.opening()
        d.discard(std_discard(d.hands[dealer], sub))
        d.declare_all()
        done = {"x": False}

        def pol(deal, seat, legal, trick, led, t, sub=sub, done=done):
            if seat == 1 and led is None and not done["x"] and 3 <= t <= 20:
                others_have = all(any(suit(c) in ("H", "T") for c in deal.hands[o]) for o in deal.others(1))
                if others_have and any(suit(c) == "H" for c in deal.hands[0] + deal.hands[2]):
                    done["x"] = True
                    return ("JOKER", "H")
            return sub.choice(sorted(legal, key=DECK.index))

        # wrap to allow tuple return
        d.play(_tuple_policy(pol))
        if done["x"]:
            break
        ses.pools, ses.net, ses.started = snap[0], snap[1], snap[2]
        del ses.deals[snap[3] :]
    d.settle()
    d.totals()
    d.finish()
    # deal 1: Joker led naming trumps
    for attempt in range(200):
        snap = (dict(ses.pools), dict(ses.net))
        sub = random.Random(6000 + attempt)
        dealer = 1
        hands = ses.deal_hands(dealer, ok_hands(ses, dealer, joker_at=0))
        d = Deal(ses, dealer, hands)
        d.opening()
        d.discard(std_discard(d.hands[dealer], sub))
        d.declare_all()
        done = {"x": False}

        def pol2(deal, seat, legal, trick, led, t, sub=sub, done=done):
            if seat == 0 and led is None and not done["x"] and 2 <= t <= 20:
                if all(any(suit(c) == "T" for c in deal.hands[o]) for o in deal.others(0)):
                    done["x"] = True
                    return ("JOKER", "T")
            return sub.choice(sorted(legal, key=DECK.index))

        d.play(_tuple_policy(pol2))
        if done["x"]:
            break
        ses.pools, ses.net = snap
    d.settle()
    d.totals()
    d.finish()
    # deal 2: Joker kept to the last trick by a follower (goes to the winner's pile)
    for attempt in range(200):
        snap = (dict(ses.pools), dict(ses.net))
        sub = random.Random(7000 + attempt)
        dealer = 2
        hands = ses.deal_hands(dealer, ok_hands(ses, dealer, joker_at=1))
        d = Deal(ses, dealer, hands)
        d.opening()
        d.discard(std_discard(d.hands[dealer], sub))
        d.declare_all()
        d.play(rand_policy(sub))
        trick, w = d.last_trick
        if trick[0][1] != "JOKER" and w != 1 and not any(c == "T1" or is_king(c) for _, c, _ in trick):
            break
        ses.pools, ses.net = snap
    d.settle()
    d.totals()
    d.finish()
    write(
        "05-joker-led-named-and-last-trick-3p.json",
        ses,
        "Deal 0: the Joker led naming hearts (lowest heart, to the leader's pile). Deal 1: the Joker "
        "led naming trumps. Deal 2: the Joker kept to the last trick, where it goes to the winner.",
    )


def _tuple_policy(pol):
    """Let a policy return ("JOKER", named) for a Joker lead."""

    def inner(deal, seat, legal, trick, led, t):
        return pol(deal, seat, legal, trick, led, t)

    return _JokerAware(inner)


class _JokerAware:
    def __init__(self, f):
        self.f = f

    def __call__(self, deal, seat, legal, trick, led, t):
        return self.f(deal, seat, legal, trick, led, t)


def _deal_play(self, policy, script=None, hooks=None):
    # same as Deal.play but picks up a pending Joker name from the policy
    script = script or {}
    hooks = hooks or {}
    leader = self.act[0]
    for t in range(25):
        if t in hooks:
            r = hooks[t](self, leader)
            leader = leader if r is None else r
        order = [
            leader,
            self.S.nxt(self.dealer, leader),
            self.S.nxt(self.dealer, self.S.nxt(self.dealer, leader)),
        ]
        trick = []
        led = None
        for pos, s in enumerate(order):
            forced = script.get(t, {}).get(s)
            named = None
            self._pending_named = None
            if forced is not None:
                card, named = forced if isinstance(forced, tuple) else (forced, None)
            else:
                lg = self.legal(s, led, t)
                if not lg:
                    card = ("JOKER", good_name(self, s)) if pos == 0 else "JOKER"
                else:
                    card = policy(self, s, lg, trick, led, t)
                if isinstance(card, tuple):
                    card, named = card
            assert card in self.hands[s], (t, s, card, self.hands[s])
            assert not (card == "JOKER" and t == 23 and not getattr(self, "allow_j23", False))
            self.hands[s].remove(card)
            e = {"type": "play", "seat": s, "card": card}
            if pos == 0 and card == "JOKER":
                assert named, "Joker led without a name"
                e["named"] = named
            ei = self.ev(e)
            trick.append((s, card, ei))
            if pos == 0:
                led = named if card == "JOKER" else suit(card)
            hook = getattr(self, "after_card", {}).get((t, pos))
            if hook:
                led = hook(self, trick, led) or led
        winner = self.trick_winner(trick, led)
        self.tricks[winner] += 1
        last = t == 24
        for s, c, _ in trick:
            if c == "JOKER" and not last:
                self.piles[s].append(c)
            else:
                self.piles[winner].append(c)
        if not last and not self.void and not getattr(self, "suppress", False):
            self.in_play_payments(trick, winner)
        at = getattr(self, "after_trick", {}).get(t)
        if at:
            at(self, trick, winner)
        self.last_trick = (trick, winner)
        leader = winner
    assert all(not h for s, h in self.hands.items() if s in self.act)


Deal.play = _deal_play


# 06 Joker led naming a suit both followers lack: the second player says "void" and renames.
def f06():
    ses = Session(3, seed=606)
    rng = random.Random(6606)
    for attempt in range(400):
        snap = (dict(ses.pools), dict(ses.net), ses.started)
        sub = random.Random(8000 + attempt)
        dealer = 2
        hands = ses.deal_hands(dealer, ok_hands(ses, dealer, joker_at=0))
        d = Deal(ses, dealer, hands)
        d.opening()
        d.discard(std_discard(d.hands[dealer], sub))
        d.declare_all()
        state = {"done": False}

        def pol(deal, seat, legal, trick, led, t, sub=sub, state=state):
            if seat == 0 and led is None and not state["done"] and 4 <= t <= 20:
                # a suit that is still out (not all played) but both followers are void in
                o1, o2 = deal.others(0)
                for s_ in "SCHD":
                    if not any(suit(c) == s_ for c in deal.hands[0]):
                        continue
                    if any(suit(c) == s_ for c in deal.hands[o1] + deal.hands[o2]):
                        continue
                    # second names a suit he holds and the third can follow or trump
                    sec = deal.S.nxt(deal.dealer, 0)
                    third = deal.S.nxt(deal.dealer, sec)
                    for s2 in "SCHD":
                        if s2 == s_:
                            continue
                        if any(suit(c) == s2 for c in deal.hands[sec]) and any(
                            suit(c) in (s2, "T") for c in deal.hands[third]
                        ):
                            state["done"] = True
                            state["named"] = s_
                            state["renamed"] = s2
                            state["t"] = t
                            return ("JOKER", s_)
            return sub.choice(sorted(legal, key=DECK.index))

        def after(deal, trick, led, state=state):
            if len(trick) == 1 and trick[0][1] == "JOKER" and state.get("t") is not None:
                pass
            return None

        d.after_card = {}

        # implement the calls with a hook on the second card: we need the calls before it.
        orig_legal = d.legal

        def legal(seat, led, t, d=d, state=state, orig_legal=orig_legal):
            if (
                state.get("done")
                and t == state.get("t")
                and led == state["named"]
                and not state.get("called")
            ):
                state["called"] = True
                d.ev({"type": "call", "seat": seat, "call": "void"})
                d.ev({"type": "call", "seat": seat, "call": "name_joker", "named": state["renamed"]})
                state["second"] = seat
            if state.get("called") and t == state.get("t"):
                led = state["renamed"]
            return orig_legal(seat, led, t)

        d.legal = legal
        # the trick's led suit must become the renamed one for the winner
        orig_winner = d.trick_winner

        def tw(trick, led, state=state, orig_winner=orig_winner):
            if state.get("called") and trick[0][1] == "JOKER" and led == state["named"]:
                led = state["renamed"]
            return orig_winner(trick, led)

        d.trick_winner = tw
        d.play(_tuple_policy(pol))
        if state.get("called"):
            break
        ses.pools, ses.net, ses.started = snap
        del ses.deals[len(ses.deals) :]
    d.settle()
    d.totals()
    d.finish()
    d2 = normal_deal(ses, 0, rng)
    d2.finish()
    write(
        "06-joker-named-both-void-second-renames-3p.json",
        ses,
        "Deal 0: the Joker is led naming a suit both followers lack; the second player says so "
        "(void) and, the third being void too, names the Joker himself (§12). Clean.",
    )


# 07 Joker led naming a suit that is exhausted (superficial: no penalty).
def f07():
    ses = Session(3, seed=707)
    for attempt in range(400):
        snap = (dict(ses.pools), dict(ses.net), ses.started)
        sub = random.Random(9000 + attempt)
        dealer = 1
        hands = ses.deal_hands(dealer, ok_hands(ses, dealer, joker_at=2))
        d = Deal(ses, dealer, hands)
        d.opening()
        d.discard(std_discard(d.hands[dealer], sub))
        d.declare_all()
        state = {}

        def pol(deal, seat, legal, trick, led, t, sub=sub, state=state):
            if seat == 2 and led is None and not state and 5 <= t <= 21:
                for s_ in "HDSC":
                    if any(suit(c) == s_ for o in deal.act for c in deal.hands[o]):
                        continue
                    if all(any(suit(c) == "T" for c in deal.hands[o]) for o in deal.others(2)):
                        state["t"] = t
                        state["named"] = s_
                        return ("JOKER", s_)
            return sub.choice(sorted(legal, key=DECK.index))

        d.play(_tuple_policy(pol))
        if state:
            break
        ses.pools, ses.net, ses.started = snap
    d.settle()
    d.totals()
    d.finish()
    write(
        "07-joker-named-exhausted-suit-3p.json",
        ses,
        "Deal 0: the Joker is led naming a suit of which every card is already gone; §18 lists "
        "this as superficial, no penalty; the followers trump.",
    )
    return state


# 08 Valid demand in the third-last trick (deal 0); Joker in the second-last trick (deal 1).
def f08():
    ses = Session(3, seed=808)
    rng = random.Random(8808)

    def demand_hook(seat_from):
        def hook(deal, leader):
            holder = [s for s in deal.act if "JOKER" in deal.hands[s]][0]
            dem = [s for s in deal.act if s != holder][0] if seat_from is None else seat_from
            deal.demand_event = deal.ev({"type": "call", "seat": dem, "call": "joker"})
            deal.demand_holder = holder
            return None

        return hook

    # deal 0: demand, holder (seat 2) follows with the Joker in trick 22
    sub = random.Random(81)
    dealer = 0
    hands = ses.deal_hands(dealer, ok_hands(ses, dealer, joker_at=2))
    d = Deal(ses, dealer, hands)
    d.opening()
    d.discard(std_discard(d.hands[dealer], sub))
    d.declare_all()

    def pol(deal, seat, legal, trick, led, t, sub=sub):
        if t == 22 and seat == getattr(deal, "demand_holder", None):
            return ("JOKER", good_name(deal, seat)) if led is None else "JOKER"
        return sub.choice(sorted(legal, key=DECK.index))

    d.play(_tuple_policy(pol), hooks={22: demand_hook(None)})
    d.settle()
    d.totals()
    d.finish()
    # deal 1: the Joker played in the second-last trick (irreparable by default)
    sub = random.Random(82)
    dealer = 1
    hands = ses.deal_hands(dealer, ok_hands(ses, dealer, joker_at=0))
    d = Deal(ses, dealer, hands)
    d.opening()
    d.discard(std_discard(d.hands[dealer], sub))
    d.declare_all()
    info = {}

    def pol2(deal, seat, legal, trick, led, t, sub=sub, info=info):
        if t == 23 and seat == 0:
            if led is None:
                # lead the Joker naming a suit someone can follow or trump
                info["lead"] = True
                return ("JOKER", good_name(deal, seat))
            return "JOKER"
        return sub.choice(sorted(legal, key=DECK.index))

    def at23(deal, trick, winner):
        e = [ei for s, c, ei in trick if c == "JOKER"][0]
        deal.penalty(
            0, "irreparable", e, "joker_second_last (guess)", "Joker played in the second-last trick"
        )

    d.after_trick = {23: at23}
    d.allow_j23 = True
    d.suppress = True  # void deal: its in-play payments are handed back, so none are recorded
    d.play(_JokerAware(pol2))
    d.settle()
    d.totals()
    d.finish()
    d3 = normal_deal(ses, 2, rng)
    d3.finish()
    write(
        "08-joker-demand-valid-then-second-last-3p.json",
        ses,
        "Deal 0: a valid Joker demand in the third-last trick, obeyed. Deal 1: the Joker is played "
        "in the second-last trick (joker_second_last_penalty, default irreparable): void, deal 2 "
        "by the next dealer.",
    )


# 09 False Joker demand (the Joker already played) in a later deal - large, play continues.
def f09():
    ses = Session(3, seed=909)
    rng = random.Random(9909)
    d1 = normal_deal(ses, 0, rng)
    d1.finish()
    sub = random.Random(91)
    dealer = 1
    hands = ses.deal_hands(dealer, ok_hands(ses, dealer, joker_at=2))
    d = Deal(ses, dealer, hands)
    d.opening()
    d.discard(std_discard(d.hands[dealer], sub))
    d.declare_all()

    def pol(deal, seat, legal, trick, led, t, sub=sub):
        if seat == 2 and 8 <= t <= 15 and led is not None and "JOKER" in deal.hands[2]:
            return "JOKER"
        return sub.choice(sorted(legal, key=DECK.index))

    def hook(deal, leader):
        assert all("JOKER" not in deal.hands[s] for s in deal.act)
        e = deal.ev({"type": "call", "seat": 0, "call": "joker"})
        deal.penalty(0, "large", e, "false_joker_demand (guess)", "Joker demanded after it was played")
        return None

    d.play(_JokerAware(pol), hooks={22: hook})
    d.settle()
    d.totals()
    d.finish()
    write(
        "09-false-joker-demand-later-deal-3p.json",
        ses,
        "Deal 1: in the third-last trick a player demands the Joker, which was played earlier: "
        "large penalty (20 to each pool), play and settlement continue.",
    )


# 10 Four players: demand obeyed? No - the holder withholds the Joker (deal 1).
def f10():
    ses = Session(4, seed=1010)
    rng = random.Random(11010)
    d1 = normal_deal(ses, 0, rng)
    d1.finish()
    sub = random.Random(101)
    dealer = 1  # seat 3 sits out
    hands = ses.deal_hands(dealer, ok_hands(ses, dealer, joker_at=0))
    hands = sitter_empty(ses, dealer, hands)
    d = Deal(ses, dealer, hands)
    d.opening()
    d.discard(std_discard(d.hands[dealer], sub))
    d.declare_all()
    info = {}

    def hook(deal, leader):
        deal.ev({"type": "call", "seat": 2, "call": "joker"})
        return None

    def pol(deal, seat, legal, trick, led, t, sub=sub):
        return sub.choice(sorted(legal, key=DECK.index))

    def at22(deal, trick, winner):
        e = [ei for s, c, ei in trick if s == 0][0]
        info["e"] = e
        deal.penalty(
            0, "irreparable", e, "joker_withheld (guess)", "Joker demanded, holder plays another card"
        )

    d.after_trick = {22: at22}
    d.suppress = True
    d.play(_JokerAware(pol), hooks={22: hook})
    d.settle()
    d.totals()
    d.finish()
    d3 = normal_deal(ses, 2, rng)
    d3.finish()
    write(
        "10-joker-withheld-after-demand-4p.json",
        ses,
        "Four players. Deal 1 (dealer 1, seat 3 out): seat 2 demands the Joker in the third-last "
        "trick; seat 0 holds it and plays another card (joker_withheld_penalty default "
        "irreparable: 40 to each pool, void); deal 2 by the next dealer.",
    )


# 11 Joker demanded while it lies in the skat (a Tout attempt that fails).
def f11():
    ses = Session(3, seed=1111)
    rng = random.Random(11111)
    dealer = 2
    hands = ses.deal_hands(dealer, ok_hands(ses, dealer, joker_at=dealer))
    d = Deal(ses, dealer, hands)
    d.opening()
    a = len(d.events)
    d.discard(std_discard(d.hands[dealer], rng, extra=["JOKER"]), tout=True)
    d.declare_all()

    def hook(deal, leader):
        deal.ev({"type": "call", "seat": 0, "call": "joker"})
        return None

    d.play(rand_policy(rng), hooks={22: hook})
    assert d.tricks[dealer] < 25
    d.settle()
    d.penalty(dealer, "large", a, "failed_tout (guess)", "Tout not made")
    d.totals()
    d.finish()
    write(
        "11-joker-demanded-while-in-skat-3p.json",
        ses,
        "The dealer lays the Joker away for Tout and fails (large, 20 to each pool). In the "
        "third-last trick seat 0 demands the Joker, which lies in the skat: not 'used in the game', "
        "so I expect no penalty for the demand (§12/§18 read literally).",
    )


# 12 Redeal: a hand without trumps but with the Joker (3 players), then two deals.
def f12():
    ses = Session(3, seed=1212)
    rng = random.Random(11212)
    dealer = 0

    hands = deal_no_trumps(ses, dealer, 2, with_joker=True)
    d = Deal(ses, dealer, hands)
    d.opening()
    d.ev({"type": "redeal", "seat": 2, "reason": "no_trumps"})
    d.totals()
    d.finish()
    d2 = normal_deal(ses, 0, rng, fee=False)
    d2.finish()
    d3 = normal_deal(ses, 1, rng)
    d3.finish()
    write(
        "12-redeal-no-trumps-with-joker-3p.json",
        ses,
        "Deal 0: seat 2 holds the Joker but no trump and asks for a redeal (the Joker does not "
        "count as a trump here); the same dealer deals again (deal 1, no second deal fee), deal 2 "
        "by the next dealer.",
    )


# 13 Four players: a valid redeal in deal 1, then a false redeal claim in deal 2.
def f13():
    ses = Session(4, seed=1313)
    rng = random.Random(11313)
    d1 = normal_deal(ses, 0, rng)
    d1.finish()
    dealer = 1

    hands = deal_no_trumps(ses, dealer, 0, with_joker=False)
    hands = sitter_empty(ses, dealer, hands)
    d = Deal(ses, dealer, hands)
    d.opening()
    d.ev({"type": "redeal", "seat": 0, "reason": "no_trumps"})
    d.totals()
    d.finish()
    # deal 2: same dealer again; seat 2 asks for a redeal holding trumps (false), large, play on
    sub = random.Random(131)
    hands = ses.deal_hands(dealer, ok_hands(ses, dealer))
    hands = sitter_empty(ses, dealer, hands)
    d = Deal(ses, dealer, hands)
    d.opening(fee=False)
    e = d.ev({"type": "redeal", "seat": 2, "reason": "no_trumps"})
    d.penalty(2, "large", e, "false_redeal (guess)", "redeal asked for while holding trumps")
    d.discard(std_discard(d.hands[dealer], sub))
    d.declare_all()
    d.play(rand_policy(sub))
    d.settle()
    d.totals()
    d.finish()
    write(
        "13-redeal-valid-then-false-4p.json",
        ses,
        "Four players. Deal 1: seat 0 has no trump and asks for a redeal; dealer 1 deals again "
        "(deal 2, seat 3 still out, no second fee). Deal 2: seat 2, holding trumps, asks for a "
        "redeal (false_redeal_penalty default large: 20 to each pool); play goes on.",
    )


# 14/15 A LEAD out of turn.
def lead_out_of_turn(ses, dealer, sub, t_fault, who_offset):
    hands = ses.deal_hands(dealer, ok_hands(ses, dealer))
    hands = sitter_empty(ses, dealer, hands)
    d = Deal(ses, dealer, hands)
    d.opening()
    d.discard(std_discard(d.hands[dealer], sub))
    d.declare_all()
    info = {}

    def hook(deal, leader):
        wrong = leader
        for _ in range(who_offset):
            wrong = deal.S.nxt(deal.dealer, wrong)
        info["wrong"] = wrong
        info["right"] = leader
        return wrong

    def at(deal, trick, winner):
        s, c, e = trick[0]
        deal.penalty(s, "large", e, "out_of_turn", f"lead out of turn (right leader seat {info['right']})")

    d.after_trick = {t_fault: at}
    d.play(rand_policy(sub), hooks={t_fault: hook})
    d.settle()
    d.totals()
    d.finish()
    return info


def f14():
    ses = Session(3, seed=1414)
    rng = random.Random(11414)
    d1 = normal_deal(ses, 0, rng)
    d1.finish()
    info = lead_out_of_turn(ses, 1, random.Random(141), 9, 1)
    write(
        "14-lead-out-of-turn-later-deal-3p.json",
        ses,
        f"Deal 1: trick 10 is led by the player after the one who won trick 9 ({info}). Large: 20 to "
        "each pool from the offender; the trick is played out from him in rotation and play goes on.",
    )


def f15():
    ses = Session(4, seed=1515)
    rng = random.Random(11515)
    d1 = normal_deal(ses, 0, rng)
    d1.finish()
    d2 = normal_deal(ses, 1, rng)
    d2.finish()
    info = lead_out_of_turn(ses, 2, random.Random(151), 14, 2)
    write(
        "15-lead-out-of-turn-4p-third-deal.json",
        ses,
        "Four players, deal 2 (dealer 2, seat 0 sits out): trick 15 is led by the third active "
        f"player instead of the winner of trick 14 ({info}); large penalty, play goes on.",
    )


if __name__ == "__main__":
    for f in (f01, f02, f03, f04, f05, f06, f07, f08, f09, f10, f11, f12, f13, f14, f15):
        f()
    for k, v in EXPECTED.items():
        print(k, v["violations"])
