"""Blind generator for audit round ulti-fresh-7 (Ulti, a tournament director's fresh reading).

Written from seeds/003 (Japanese) and the public transcript contract only; it imports nothing of
the engine. Every trick winner, card point and payment is computed here from my own reading.

Run from the worktree root:
    python tests/data/audit/ulti-fresh-7/_gen.py [--seed N]

Each scenario deals hands from a seeded RNG, runs a scripted auction and a legal-play policy
(my reading of the follow / trump / overtake duties), keeps the first deal whose outcome fits
the scenario, then writes the transcript; fault files are single edits of such a deal.
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

OUT = Path(__file__).resolve().parent
PLAYERS = ["Ágnes", "Bence", "Csaba"]
SUITS = "HDSC"
RANKS_T = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps, high to low
RANKS_N = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # without trumps
DECK = [r + s for s in SUITS for r in RANKS_T]

# standard point table (source main text); ultinet where different
VAL_STD = {
    "party": 1,
    "ulti": 4,
    "40-100": 4,
    "20-100": 8,
    "durchmarsch": 6,
    "betli": 5,
    "rebetli": 10,
    "open-betli": 20,
    "redurchmarsch": 12,
    "open-durchmarsch": 24,
}
VAL_NET = dict(VAL_STD, **{"20-100": 6, "durchmarsch": 7})
NO_TRUMP_GOALS = {"betli", "rebetli", "open-betli", "redurchmarsch"}


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c, trump):
    order = RANKS_T if trump else RANKS_N
    return 8 - order.index(rank(c))


def beats(a, b, led, trump):
    """Does card a beat card b (b currently winning a trick led in suit led)?"""
    if trump and suit(a) == trump and suit(b) != trump:
        return True
    if suit(a) != suit(b):
        return False
    return strength(a, trump) > strength(b, trump)


def winner_of(cards, trump):
    """cards: list of (seat, card) in play order; returns the winning (seat, card)."""
    led = suit(cards[0][1])
    best = cards[0]
    for sc in cards[1:]:
        if beats(sc[1], best[1], led, trump):
            best = sc
    return best


def legal(hand, trick, trump, keep_seven=False):
    """My reading: follow suit; else trump; within that, beat the cards on the table if you can."""
    if not trick:
        cands = list(hand)
    else:
        led = suit(trick[0][1])
        best = winner_of(trick, trump)[1]
        same = [c for c in hand if suit(c) == led]
        if same:
            cands = same
        elif trump and any(suit(c) == trump for c in hand):
            cands = [c for c in hand if suit(c) == trump]
        else:
            cands = list(hand)
        if same or (trump and suit(cands[0]) == trump):
            up = [c for c in cands if beats(c, best, led, trump)]
            if up:
                cands = up
    if keep_seven and trump and ("7" + trump) in cands and len(cands) > 1:
        cands = [c for c in cands if c != "7" + trump]
    return cands


def card_pts(c):
    return 10 if rank(c) in ("A", "10") else 0


def marriages(hand, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    return sorted(out, reverse=True)


class Deal:
    def __init__(self, rng, dealer):
        self.rng = rng
        self.dealer = dealer
        deck = DECK[:]
        rng.shuffle(deck)
        first = (dealer + 1) % 3
        self.hands0 = [None, None, None]
        self.hands0[first] = deck[:12]
        self.hands0[(first + 1) % 3] = deck[12:22]
        self.hands0[(first + 2) % 3] = deck[22:32]
        self.hands = [list(h) for h in self.hands0]
        self.events = []
        self.talon = None  # the two face-down cards
        self.first = first

    # --- auction -------------------------------------------------------------
    def discard_choice(self, seat, kind, trump):
        h = self.hands[seat]
        if kind == "betli":
            key = lambda c: -strength(c, None)  # noqa: E731 - highest first
            pool = sorted(h, key=key)
        else:
            # lowest non-trump, non-scoring cards first, never the trump seven / marriage cards
            def k(c):
                bad = 0
                if trump and suit(c) == trump:
                    bad += 100
                if card_pts(c):
                    bad += 50
                if rank(c) in ("K", "Q"):
                    bad += 20
                return bad + strength(c, trump) + self.rng.random()

            pool = sorted(h, key=k)
        return pool[:2]

    def bid(self, seat, goals, red, kind=None, trump=None, take=True, discard=None):
        if take:
            self.events.append({"type": "take", "seat": seat, "cards": list(self.talon)})
            self.hands[seat] += self.talon
        d = discard or self.discard_choice(seat, kind or "trump", trump)
        for c in d:
            self.hands[seat].remove(c)
        self.events.append({"type": "discard", "seat": seat, "cards": list(d)})
        self.talon = list(d)
        self.events.append({"type": "bid", "seat": seat, "bid": {"goals": goals, "red": red}})

    def pass_(self, seat):
        self.events.append({"type": "bid", "seat": seat, "bid": "pass"})

    # --- play ----------------------------------------------------------------
    def play(
        self,
        declarer,
        trump,
        goals,
        policy="random",
        decl_marriage=True,
        def_marriage=True,
        doubles=None,
        after_trick1=None,
        fault=None,
    ):
        """Plays ten tricks. doubles: {seat: [(target, level)]} said with that seat's first card.
        after_trick1: double events after trick 1's third card. fault(t, seat, hand, trick, cands)
        may return an illegal card once; its event index is kept in self.fault_at."""
        self.declarer, self.trump, self.goals = declarer, trump, goals
        self.discard = list(self.talon)
        self.marr = [[], [], []]
        self.fault_at = None
        keep7 = "ulti" in goals
        leader = declarer
        self.tricks = []
        doubles = doubles or {}
        for t in range(10):
            trick = []
            for k in range(3):
                seat = (leader + k) % 3
                h = self.hands[seat]
                if t == 0:
                    m = marriages(h, trump) if trump else []
                    allowed = decl_marriage if seat == declarer else def_marriage
                    if m and allowed:
                        self.marr[seat] = m
                        self.events.append(
                            {
                                "type": "declare",
                                "seat": seat,
                                "items": [{"kind": "marriage", "points": p} for p in m],
                            }
                        )
                    for tgt, lvl in doubles.get(seat, []):
                        self.events.append({"type": "double", "seat": seat, "target": tgt, "level": lvl})
                cands = legal(h, trick, trump, keep7 and seat == declarer)
                c = None
                if fault and self.fault_at is None:
                    c = fault(self, t, seat, h, trick, cands)
                    if c is not None:
                        self.fault_at = len(self.events)
                if c is None:
                    if seat == declarer and policy == "strong":
                        c = max(cands, key=lambda x: (suit(x) == trump, strength(x, trump)))
                    elif seat == declarer and policy == "weak":
                        c = min(cands, key=lambda x: strength(x, trump))
                    else:
                        c = self.rng.choice(sorted(cands))
                h.remove(c)
                self.events.append({"type": "play", "seat": seat, "card": c})
                trick.append((seat, c))
            if t == 0 and after_trick1:
                self.events.extend(after_trick1)
            w = winner_of(trick, trump)[0]
            self.tricks.append((trick, w))
            leader = w

    # --- outcome -------------------------------------------------------------
    def outcome(self):
        d = self.declarer
        pts = [0, 0, 0]
        won = [0, 0, 0]
        for i, (trick, w) in enumerate(self.tricks):
            won[w] += 1
            if self.trump:
                pts[w] += sum(card_pts(c) for _, c in trick)
                if i == 9:
                    pts[w] += 10
        dp = pts[d] + sum(self.marr[d])
        op = sum(pts[s] + sum(self.marr[s]) for s in range(3) if s != d)
        if self.trump:
            op += sum(card_pts(c) for c in self.discard)
        last_trick, last_w = self.tricks[9]
        seven = None
        if self.trump:
            for s, c in last_trick:
                if c == "7" + self.trump:
                    seven = (s, s == last_w)
        return {
            "pts": pts,
            "won": won,
            "dp": dp,
            "op": op,
            "decl_tricks_pts": pts[d],
            "seven": seven,
            "decl_won": won[d],
        }


def settle(deal, goals, red, values, mults=None, silent=True, hundred_replaces_party=True):
    """Payments by my reading. mults: {goal: {defender: multiplier}}."""
    d = deal.declarer
    o = deal.outcome()
    defs = [s for s in range(3) if s != d]
    mults = mults or {}
    rf = 2 if red else 1
    pays = []
    trump_goals = [g for g in goals if g not in NO_TRUMP_GOALS]
    res = {}
    for g in goals:
        if g == "party":
            ok = o["dp"] > o["op"] and o["decl_won"] >= 1
        elif g == "ulti":
            ok = o["seven"] == (d, True)
        elif g == "40-100":
            ok = o["decl_tricks_pts"] + 40 >= 100
        elif g == "durchmarsch":
            ok = o["decl_won"] == 10
        elif g in ("betli", "rebetli"):
            ok = o["decl_won"] == 0
        else:
            raise ValueError(g)
        res[g] = ok
    sil = []
    if silent and deal.trump:
        # silent 100 of the declarer's side (with every marriage)
        if "40-100" not in goals and "20-100" not in goals and o["dp"] >= 100:
            sil.append(("silent-100", d, True))
        if o["seven"] and "ulti" not in goals:
            sil.append(("silent-ulti",) + o["seven"])
        if "durchmarsch" not in goals and o["decl_won"] == 10:
            sil.append(("silent-durchmarsch", d, True))
    skip_party = hundred_replaces_party and any(s[0] == "silent-100" for s in sil) and "party" in goals
    for g in goals:
        if g == "party" and skip_party:
            continue
        v = values[g] * (rf if g in trump_goals else 1)
        for df in defs:
            m = mults.get(g, {}).get(df, 1)
            if res[g]:
                pays.append({"type": "payment", "from": df, "to": d, "amount": v * m, "reason": g})
            else:
                pays.append({"type": "payment", "from": d, "to": df, "amount": v * m, "reason": g})
        if g == "ulti" and not res[g]:
            for df in defs:
                pays.append(
                    {"type": "payment", "from": d, "to": df, "amount": 4 * rf, "reason": "ulti-penalty"}
                )
    for name, s, ok in sil:
        v = {"silent-100": 2, "silent-ulti": 2, "silent-durchmarsch": 3}[name] * rf
        if name == "silent-ulti" and not ok:
            for other in range(3):
                if other != s:
                    pays.append({"type": "payment", "from": s, "to": other, "amount": 4 * rf, "reason": name})
            continue
        if s == d:
            for df in defs:
                pays.append({"type": "payment", "from": df, "to": d, "amount": v, "reason": name})
        else:
            for df in defs:
                pays.append({"type": "payment", "from": d, "to": df, "amount": v, "reason": name})
    return pays, res, sil, o


def transcript(deals, rules=None, desc=""):
    t = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": rules or {"preset": "standard"},
        "players": PLAYERS,
        "meta": {"event": "Club evening, table 2", "description": desc},
        "deals": [],
    }
    for dl in deals:
        t["deals"].append({"dealer": dl.dealer, "hands": dl.hands0, "events": dl.events})
    return t


def traps(deal, trump):
    """(low follow after a ruff while holding a higher card of the suit, an under-trump)."""
    found_follow = found_under = False
    hands = [list(h) for h in deal.hands_at_play]
    for trick, _w in deal.tricks:
        led = suit(trick[0][1])
        if led != trump:
            s2, c2 = trick[1]
            s3, c3 = trick[2]
            if suit(c2) == trump and suit(c3) == led:
                top = max(strength(trick[0][1], trump), strength(c3, trump))
                if any(suit(c) == led and strength(c, trump) > top for c in hands[s3]):
                    found_follow = True
            if suit(c2) == trump and suit(c3) == trump and strength(c3, trump) < strength(c2, trump):
                found_under = True
        for s, c in trick:
            hands[s].remove(c)
    return found_follow, found_under


# ---------------------------------------------------------------------------- fault hooks


def f_early_seven(deal, t, seat, hand, trick, cands):
    tr = deal.trump
    if seat == deal.declarer and not trick and t >= 2 and "7" + tr in hand and len(hand) > 1:
        return "7" + tr
    return None


def f_no_undertrump(deal, t, seat, hand, trick, cands):
    tr = deal.trump
    if seat == deal.declarer or not trick:
        return None
    led = suit(trick[0][1])
    best = winner_of(trick, tr)[1]
    if led == tr or suit(best) != tr or any(suit(c) == led for c in hand):
        return None
    trumps = [c for c in hand if suit(c) == tr]
    others = [c for c in hand if suit(c) != tr]
    if trumps and others and all(strength(c, tr) < strength(best, tr) for c in trumps):
        return sorted(others)[0]
    return None


def f_betli_duck(deal, t, seat, hand, trick, cands):
    if seat != deal.declarer or not trick:
        return None
    led = suit(trick[0][1])
    same = [c for c in hand if suit(c) == led]
    low = [c for c in same if c not in cands]
    if low and len(cands) < len(same):
        return min(low, key=lambda c: strength(c, None))
    return None


def f_defender_under(deal, t, seat, hand, trick, cands):
    tr = deal.trump
    if seat == deal.declarer or not trick:
        return None
    led = suit(trick[0][1])
    if led == tr:
        return None
    best = winner_of(trick, tr)[1]
    if suit(best) != led:
        return None
    same = [c for c in hand if suit(c) == led]
    low = [c for c in same if c not in cands]
    if low and len(cands) < len(same):
        return low[0]
    return None


# ---------------------------------------------------------------------------- scenarios


def sc01(rng):
    """Red party over party; marriages; the declarer's 100 counts his marriages: silent 100."""
    dl = Deal(rng, 0)
    dl.bid(1, ["party"], False, take=False, trump="H")
    dl.pass_(2)
    dl.bid(0, ["party"], True, trump="H")
    dl.pass_(1), dl.pass_(2), dl.pass_(0)
    if not marriages(dl.hands[0], "H"):
        return None
    if not any(marriages(dl.hands[s], "H") for s in (1, 2)):
        return None
    dl.play(0, "H", ["party"], policy="strong")
    pays, res, sil, o = settle(dl, ["party"], True, VAL_STD)
    if [s[0] for s in sil] != ["silent-100"] or o["decl_tricks_pts"] >= 100:
        return None
    dl.events += pays
    return dl


def sc02(rng):
    """Party, ulti over it (taker), a pass, betli over ulti by the first bidder; betli won."""
    dl = Deal(rng, 1)
    dl.bid(2, ["party"], False, take=False, trump="S")
    dl.bid(0, ["ulti"], False, trump="S")
    dl.pass_(1)
    dl.bid(2, ["betli"], False, kind="betli")
    dl.pass_(0), dl.pass_(1), dl.pass_(2)
    dl.events.append({"type": "announce", "seat": 2, "items": [{"kind": "no-trump"}]})
    hands = [list(h) for h in dl.hands]
    forced_up = []

    def watch(deal, t, seat, hand, trick, cands):
        if seat == 2 and trick:
            same = [c for c in hand if suit(c) == suit(trick[0][1])]
            if same and len(cands) < len(same):
                forced_up.append(t)
        return None

    dl.play(2, None, ["betli"], policy="weak", fault=watch)
    dl.hands_at_play = hands
    pays, res, sil, o = settle(dl, ["betli"], False, VAL_STD)
    if not res["betli"] or not forced_up:
        return None
    dl.events += pays
    return dl


def sc03(rng):
    """Betli; ulti over it by a taker (5 with two goals: lower); rebetli over both stands."""
    dl = Deal(rng, 2)
    dl.bid(0, ["betli"], False, take=False, kind="betli")
    dl.bid(1, ["ulti"], False, trump="C")
    dl.bid(2, ["rebetli"], False, kind="betli")
    dl.pass_(0), dl.pass_(1), dl.pass_(2)
    dl.events.append({"type": "announce", "seat": 2, "items": [{"kind": "no-trump"}]})
    dl.play(2, None, ["rebetli"], policy="weak")
    pays, res, sil, o = settle(dl, ["rebetli"], False, VAL_STD)
    dl.events += pays
    return dl


def _ulti_deal(rng, dealer, trump):
    dl = Deal(rng, dealer)
    decl = dl.first
    if ("7" + trump) not in dl.hands[decl]:
        return None, None
    if sum(1 for c in dl.hands[decl] if suit(c) == trump) < 5:
        return None, None
    dl.bid(decl, ["ulti"], False, take=False, trump=trump)
    dl.pass_((decl + 1) % 3), dl.pass_((decl + 2) % 3), dl.pass_(decl)
    dl.events.append({"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]})
    return dl, decl


def sc04(rng):
    """Leaves ulti; contra on ulti and party, recontra on ulti, subcontra by the other defender."""
    dl, decl = _ulti_deal(rng, 0, "S")
    if dl is None:
        return None
    d1, d2 = (decl + 1) % 3, (decl + 2) % 3
    after = [
        {"type": "double", "seat": decl, "target": "ulti", "level": 4},
        {"type": "double", "seat": d2, "target": "ulti", "level": 8},
    ]
    dl.play(
        decl,
        "S",
        ["party", "ulti"],
        policy="strong",
        doubles={d1: [("ulti", 2), ("party", 2)]},
        after_trick1=after,
    )
    mults = {"ulti": {d1: 8, d2: 8}, "party": {d1: 2, d2: 2}}
    pays, res, sil, o = settle(dl, ["party", "ulti"], False, VAL_STD, mults)
    if not res["ulti"] or sil:
        return None
    dl.events += pays
    return dl


def sc05(rng):
    """Acorn ulti; the declarer leads the trump seven in a middle trick while holding others."""
    dl, decl = _ulti_deal(rng, 1, "C")
    if dl is None:
        return None
    dl.play(decl, "C", ["party", "ulti"], policy="strong", fault=f_early_seven)
    if dl.fault_at is None:
        return None
    pays, res, sil, o = settle(dl, ["party", "ulti"], False, VAL_STD)
    if res["party"] or sil:
        return None
    dl.events += pays
    return dl


def _party_deal(rng, dealer, trump, red=False):
    dl = Deal(rng, dealer)
    decl = dl.first
    dl.bid(decl, ["party"], red, take=False, trump=trump)
    dl.pass_((decl + 1) % 3), dl.pass_((decl + 2) % 3), dl.pass_(decl)
    if not red:
        dl.events.append({"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]})
    dl.hands_at_play = [list(h) for h in dl.hands]
    return dl, decl


def sc06(rng):
    """Acorn party; a defender, void in the led suit, holding only trumps lower than the ruff on
    the table, throws a plain card instead of under-trumping."""
    dl, decl = _party_deal(rng, 0, "C")
    dl.play(decl, "C", ["party"], policy="strong", fault=f_no_undertrump)
    if dl.fault_at is None:
        return None
    pays, res, sil, o = settle(dl, ["party"], False, VAL_STD)
    if not res["party"] or sil:
        return None
    dl.events += pays
    return dl


def sc07(rng):
    """Bells party with both traps: a low follow after a ruff, and an under-trump."""
    dl, decl = _party_deal(rng, 2, "D")
    dl.play(decl, "D", ["party"], policy="random")
    ff, fu = traps(dl, "D")
    pays, res, sil, o = settle(dl, ["party"], False, VAL_STD)
    if not (ff and fu) or sil or not res["party"]:
        return None
    dl.events += pays
    return dl


def sc08(rng):
    """Betli; the declarer, following, ducks under the trick although he could beat it."""
    dl = Deal(rng, 0)
    decl = dl.first
    dl.bid(decl, ["betli"], False, take=False, kind="betli")
    dl.pass_(2), dl.pass_(0), dl.pass_(1)
    dl.events.append({"type": "announce", "seat": decl, "items": [{"kind": "no-trump"}]})
    dl.play(decl, None, ["betli"], policy="weak", fault=f_betli_duck)
    if dl.fault_at is None:
        return None
    o = dl.outcome()
    if o["decl_won"] != 0:
        return None  # as played the betli stands; only the fault takes it away
    # lose_all_goals (the engine's documented default): the declarer loses the betli
    dl.events += [
        {"type": "payment", "from": decl, "to": s, "amount": 5, "reason": "betli"}
        for s in range(3)
        if s != decl
    ]
    return dl


def sc09(rng):
    """Hearts (red) party; a defender follows suit under the trick while holding a higher card."""
    dl, decl = _party_deal(rng, 1, "H", red=True)
    dl.play(decl, "H", ["party"], policy="strong", fault=f_defender_under)
    if dl.fault_at is None:
        return None
    pays, res, sil, o = settle(dl, ["party"], True, VAL_STD)
    if not res["party"] or sil:
        return None
    dl.events += pays
    return dl


def sc10(rng):
    """Leaves 40-100 won; the declarer has laid away a ten (the defenders' points)."""
    dl = Deal(rng, 1)
    decl = dl.first
    h = dl.hands[decl]
    if not ("KS" in h and "QS" in h and sum(1 for c in h if suit(c) == "S") >= 6):
        return None
    tens = [c for c in h if rank(c) == "10" and suit(c) != "S"]
    low = sorted(
        [c for c in h if suit(c) != "S" and c not in tens and rank(c) not in ("A", "K", "Q")],
        key=lambda c: strength(c, "S"),
    )
    if not tens or not low:
        return None
    dl.bid(decl, ["40-100"], False, take=False, discard=[tens[0], low[0]])
    dl.pass_((decl + 1) % 3), dl.pass_((decl + 2) % 3), dl.pass_(decl)
    dl.events.append({"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": "S"}]})
    defs = [(decl + 1) % 3, (decl + 2) % 3]
    if not any(marriages(dl.hands[s], "S") for s in defs):
        return None
    dl.hands_at_play = [list(x) for x in dl.hands]
    dl.play(decl, "S", ["40-100"], policy="strong", decl_marriage=False, def_marriage=False)
    pays, res, sil, o = settle(dl, ["40-100"], False, VAL_STD)
    if not res["40-100"] or sil or o["decl_tricks_pts"] >= 100:
        return None
    dl.events += pays
    return dl


def sc12(rng):
    """Betli won; one defender contras with his first card: only he pays double."""
    dl = Deal(rng, 2)
    decl = dl.first
    dl.bid(decl, ["betli"], False, take=False, kind="betli")
    dl.pass_(1), dl.pass_(2), dl.pass_(0)
    dl.events.append({"type": "announce", "seat": decl, "items": [{"kind": "no-trump"}]})
    d1 = (decl + 1) % 3
    dl.play(decl, None, ["betli"], policy="weak", doubles={d1: [("betli", 2)]})
    pays, res, sil, o = settle(dl, ["betli"], False, VAL_STD, {"betli": {d1: 2}})
    if not res["betli"]:
        return None
    dl.events += pays
    return dl


def sc13(rng):
    """Bells ulti; a defender says contra on 40-100, which was not bid; ulti as played."""
    dl, decl = _ulti_deal(rng, 2, "D")
    if dl is None:
        return None
    d1 = (decl + 1) % 3
    dl.play(decl, "D", ["party", "ulti"], policy="strong", doubles={d1: [("40-100", 2)]})
    pays, res, sil, o = settle(dl, ["party", "ulti"], False, VAL_STD)
    if sil:
        return None
    dl.events += pays
    return dl


def sc14(rng):
    """Deal 1: acorn party folded. Deal 2 (next dealer): red party; a defender plays the trump
    seven to the last trick and loses it."""
    a = Deal(rng, 0)
    a.bid(1, ["party"], False, take=False, trump="C")
    a.pass_(2), a.pass_(0), a.pass_(1)
    a.events.append({"type": "announce", "seat": 1, "items": [{"kind": "trump", "suit": "C"}]})
    a.events.append({"type": "call", "seat": 1, "call": "fold"})
    a.events += [
        {"type": "payment", "from": 1, "to": 0, "amount": 2, "reason": "fold"},
        {"type": "payment", "from": 1, "to": 2, "amount": 2, "reason": "fold"},
    ]
    b, decl = _party_deal(rng, 1, "H", red=True)
    b.play(decl, "H", ["party"], policy="strong")
    pays, res, sil, o = settle(b, ["party"], True, VAL_STD)
    if [s[0] for s in sil] != ["silent-ulti"] or o["seven"][0] == decl or o["seven"][1]:
        return None
    b.events += pays
    return [a, b]


def sc15(rng):
    """UltiNet: 40-100, then ulti (4, the party with it not counted): not higher; betli stands."""
    dl = Deal(rng, 0)
    dl.bid(1, ["40-100"], False, take=False, trump="S")
    dl.bid(2, ["ulti"], False, trump="S")
    dl.bid(0, ["betli"], False, kind="betli")
    dl.pass_(1), dl.pass_(2), dl.pass_(0)
    dl.events.append({"type": "announce", "seat": 0, "items": [{"kind": "no-trump"}]})
    dl.play(0, None, ["betli"], policy="weak")
    pays, res, sil, o = settle(dl, ["betli"], False, VAL_NET)
    dl.events += pays
    return dl


def search(make, base, tries=40000):
    for k in range(tries):
        r = make(random.Random(base * 100003 + k))
        if r is not None:
            return r
    raise RuntimeError(f"no deal found for {make.__name__}")


def idx(dl, pred):
    return next(i for i, e in enumerate(dl.events) if pred(e))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=7)
    S = ap.parse_args().seed
    faults = {}

    def write(name, deals, desc, rules=None, fault=None):
        t = transcript(deals if isinstance(deals, list) else [deals], rules, desc)
        (OUT / name).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        faults[name] = fault

    d = search(sc01, S + 1)
    write(
        "01-clean-red-party-silent-100.json",
        d,
        "Red party over party; marriages with the first card; the declarer's 100 counts his "
        "marriages: silent 100 (red, 4 each) replaces the red party.",
    )
    d = search(sc02, S + 2)
    write(
        "02-clean-auction-betli-over-ulti.json",
        d,
        "Party; ulti by a taker; a pass; the first bidder takes back and bids betli over ulti "
        "(5 points, one goal ranks higher). Betli won; the declarer had to overtake in a trick.",
    )
    d = search(sc03, S + 3)
    write(
        "03-fault-ulti-below-betli.json",
        d,
        "Ulti (5 points, two goals) bid over betli (5 points, one goal): not higher. Rebetli over it.",
        fault=[(0, idx(d, lambda e: e["type"] == "bid" and e["seat"] == 1), "illegal_bid")],
    )
    d = search(sc04, S + 4)
    write(
        "04-clean-ulti-contra-chain.json",
        d,
        "Leaves ulti; contra on ulti and party with a defender's first card, recontra on ulti "
        "after trick 1, subcontra by the other defender. Ulti won at x8.",
    )
    d = search(sc05, S + 5)
    write(
        "05-fault-ulti-seven-led-early.json",
        d,
        "Acorn ulti; the declarer leads his trump seven in a middle trick. Party and ulti lost.",
        fault=[(0, d.fault_at, "early_trump_seven")],
    )
    d = search(sc06, S + 6)
    write(
        "06-fault-no-undertrump.json",
        d,
        "Acorn party; a void defender with only lower trumps than the ruff throws a plain card.",
        fault=[(0, d.fault_at, "failure_to_trump")],
    )
    d = search(sc07, S + 7)
    write(
        "07-clean-low-follow-after-ruff-and-undertrump.json",
        d,
        "Bells party: a follower plays low in the led suit after the trick was ruffed, and a void "
        "follower under-trumps; both legal.",
    )
    d = search(sc08, S + 8)
    write(
        "08-fault-betli-declarer-ducks.json",
        d,
        "Betli; the declarer follows under the trick while holding a card that beats it. "
        "Settled under lose_all_goals: the declarer pays 5 each.",
        fault=[(0, d.fault_at, "failure_to_overtake")],
    )
    d = search(sc09, S + 9)
    write(
        "09-fault-defender-does-not-overtake.json",
        d,
        "Red party; a defender follows under the trick while holding a higher card of the suit.",
        fault=[(0, d.fault_at, "failure_to_overtake")],
    )
    d10 = search(sc10, S + 10)
    write(
        "10-clean-40-100-discarded-ten.json",
        d10,
        "Leaves 40-100 won: tricks + the 40 >= 100, the ten laid away is the defenders'. "
        "No marriages said (a 100 goal is bid).",
    )
    # 11: the same deal, a defender says his 20 with his first card
    t = json.loads((OUT / "10-clean-40-100-discarded-ten.json").read_text(encoding="utf-8"))
    ev = t["deals"][0]["events"]
    decl = d10.declarer
    hands = d10.hands_at_play
    ds = next(s for s in ((decl + 1) % 3, (decl + 2) % 3) if marriages(hands[s], "S"))
    fp = next(i for i, e in enumerate(ev) if e["type"] == "play" and e["seat"] == ds)
    ev.insert(
        fp,
        {
            "type": "declare",
            "seat": ds,
            "items": [{"kind": "marriage", "points": p} for p in marriages(hands[ds], "S")],
        },
    )
    t["meta"]["description"] = "As 10, but a defender says his 20 with his first card in a 40-100 game."
    (OUT / "11-fault-marriage-in-40-100.json").write_text(
        json.dumps(t, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    faults["11-fault-marriage-in-40-100.json"] = [(0, fp, "marriage_not_allowed")]
    d = search(sc12, S + 12)
    write(
        "12-clean-betli-one-contra.json",
        d,
        "Betli won; one defender said contra with his first card: no trumps, so only he pays "
        "double (10), the other 5.",
    )
    d = search(sc13, S + 13)
    write(
        "13-fault-contra-on-unbid-goal.json",
        d,
        "Bells ulti; a defender says contra on 40-100, which nobody bid.",
        fault=[(0, idx(d, lambda e: e["type"] == "double"), "illegal_double")],
    )
    d = search(sc14, S + 14)
    write(
        "14-clean-fold-then-failed-silent-ulti.json",
        d,
        "Deal 1: acorn party folded, 2 to each defender. Deal 2 (next dealer): red party; a defender "
        "plays the trump seven to the last trick and loses it: he pays 8 to each of the other two.",
    )
    d = search(sc15, S + 15)
    write(
        "15-fault-ultinet-ulti-not-above-40-100.json",
        d,
        "UltiNet: ulti (4, the party with it not counted) is not above 40-100 (4). Betli over it.",
        rules={"preset": "ultinet"},
        fault=[(0, idx(d, lambda e: e["type"] == "bid" and e["seat"] == 2), "illegal_bid")],
    )
    for k, v in sorted(faults.items()):
        print(k, v or "clean")


if __name__ == "__main__":
    main()
