"""Blind model of Ulti (source: /work/shared/seeds/003_bb2f67de7752728b.txt), written by the
ulti-spec14 auditor without reading the engine.  Play legality, card points, goals, silent bonuses,
contras and settlement, as the source gives them.  Seats are in order of play (counter-clockwise)."""

from __future__ import annotations

import random

SUITS = "HDSC"
R_TRUMP = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # 切札があるときは 2,X,王,上,下,IX,VIII,VII
R_NOTRUMP = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # ないときは 2,王,上,下,X,IX,VIII,VII
DECK = [r + s for s in SUITS for r in R_TRUMP]

TRUMP_GOALS = {"party", "ulti", "40-100", "20-100", "durchmarsch", "open-durchmarsch", "four-aces"}
NOTRUMP_GOALS = {"betli", "rebetli", "open-betli", "redurchmarsch"}


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c, trump):
    order = R_TRUMP if trump is not None else R_NOTRUMP
    return len(order) - order.index(rank(c))


def beats(a, b, led, trump):
    """does card a beat card b (b currently winning) in a trick led with suit led"""
    if trump is not None:
        if suit(a) == trump and suit(b) != trump:
            return True
        if suit(b) == trump and suit(a) != trump:
            return False
    if suit(a) == suit(b):
        return strength(a, trump) > strength(b, trump)
    return False


def winner_index(cards, trump):
    led = suit(cards[0])
    w = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[w], led, trump):
            w = i
    return w


def legal(hand, trick, trump):
    """follow suit; else trump; and within that, beat the cards on the table if possible"""
    if not trick:
        return list(hand)
    led = suit(trick[0])
    w = trick[winner_index(trick, trump)]
    same = [c for c in hand if suit(c) == led]
    if same:
        beat = [c for c in same if beats(c, w, led, trump)]
        return beat or same
    if trump is not None:
        tr = [c for c in hand if suit(c) == trump]
        if tr:
            beat = [c for c in tr if beats(c, w, led, trump)]
            return beat or tr
    return list(hand)


def bid_points(bid, opts):
    goals = expand(bid["goals"])
    pts = sum(goal_value(g, bid, opts) for g in goals)
    return pts, len(goals)


def expand(goals):
    g = list(goals)
    if set(g) <= {"ulti", "four-aces"} and g:
        g = ["party"] + g
    return g


def goal_value(g, bid, opts):
    table = opts.get("point_table", "standard")
    red = bid.get("red", False)
    if table == "ultinet":
        base = {"party": 1, "four-aces": 3, "40-100": 4, "ulti": 4, "betli": 5, "20-100": 6,
                "durchmarsch": 7, "four-tens": 9, "rebetli": 10, "open-betli": 20,
                "redurchmarsch": 14, "open-durchmarsch": 24}[g]
    else:
        base = {"party": 1, "ulti": 4, "40-100": 4, "20-100": 8, "durchmarsch": 6,
                "open-durchmarsch": 24, "betli": 5, "rebetli": 10, "open-betli": 20,
                "redurchmarsch": 12, "four-aces": 4}[g]
    dp = opts.get("durchmarsch_points", "table")
    if dp != "table":
        if g == "durchmarsch":
            base = dp
        if g == "redurchmarsch":
            base = 2 * dp
    if g == "open-durchmarsch" and bid.get("trumps") and not red and opts.get("open_durchmarsch_trump_points") == 12:
        return 12
    if g == "open-durchmarsch":
        return 24  # 赤でも赤以外でも 24 点
    if red and g in TRUMP_GOALS:
        base *= 2
    return base


def is_trump_game(bid):
    goals = set(bid["goals"])
    if goals & NOTRUMP_GOALS:
        return False
    if goals == {"durchmarsch"} and bid.get("trumps") is False:
        return False
    if goals == {"open-durchmarsch"} and bid.get("trumps") is False:
        return False
    return True


class Deal:
    """simulate one deal: auction script, discards, play (random legal), evaluation"""

    def __init__(self, rng, dealer, hands):
        self.rng = rng
        self.dealer = dealer
        self.hands = [list(h) for h in hands]  # as dealt
        self.events = []

    # ------------------------------------------------------------------ auction
    def run_auction(self, script, final_bid, discard_policy):
        """script: list of ("bid", seat, bid) / ("pass", seat).  The first step is the first
        bidder's bid (discard only).  Returns (declarer, hand after last discard, talon)."""
        hands = [list(h) for h in self.hands]
        talon = None
        last = None
        for step in script:
            if step[0] == "pass":
                self.events.append({"type": "bid", "seat": step[1], "bid": "pass"})
                continue
            _, seat, bid = step
            if talon is not None:
                self.events.append({"type": "take", "seat": seat, "cards": list(talon)})
                hands[seat] += talon
            disc = discard_policy(seat, hands[seat], bid)
            for c in disc:
                hands[seat].remove(c)
            self.events.append({"type": "discard", "seat": seat, "cards": list(disc)})
            self.events.append({"type": "bid", "seat": seat, "bid": bid})
            talon = disc
            last = seat
        self.declarer = last
        self.talon = talon
        self.hands_after = hands
        return last

    # ------------------------------------------------------------------ play
    def play(self, bid, trump, declares=True, contras=(), recontras=(), revoke=None, ulti_keep=False,
             chooser=None):
        """contras: [(seat, target, level)] said by defenders with their first card;
        recontras: [(seat, target, level)] by the declarer after trick 1.
        revoke: (trick_no, seat): that seat plays a card it may not (off-suit while holding the led suit)."""
        hands = [list(h) for h in self.hands_after]
        decl = self.declarer
        self.trump = trump
        marriages = [[], [], []]
        self.tricks = []
        self.revoke_event = None
        leader = decl
        tr7 = ("7" + trump) if trump else None
        for t in range(10):
            trick = []
            seats = [(leader + i) % 3 for i in range(3)]
            for s in seats:
                if t == 0 and declares:
                    items = []
                    for su in SUITS:
                        if "K" + su in hands[s] and "Q" + su in hands[s]:
                            pts = 40 if su == trump else 20
                            items.append({"kind": "marriage", "points": pts})
                            marriages[s].append((su, pts))
                    items.sort(key=lambda x: -x["points"])
                    self.events.append({"type": "declare", "seat": s, "items": items})
                if t == 0:
                    for (cs, tg, lv) in contras:
                        if cs == s:
                            self.events.append({"type": "double", "seat": s, "target": tg, "level": lv})
                lg = legal(hands[s], trick, trump)
                if revoke and revoke == (t, s):
                    if not trick:
                        raise Retry()
                    led = suit(trick[0])
                    bad = [c for c in hands[s] if c not in lg and suit(c) != led]
                    if not bad or not any(suit(c) == led for c in hands[s]):
                        raise Retry()
                    c = self.rng.choice(bad)
                    self.revoke_event = len(self.events)
                    self.revoke_card = c
                else:
                    if ulti_keep and s == decl and t < 9:
                        lg2 = [c for c in lg if c != tr7]
                        lg = lg2 or lg
                    if chooser:
                        c = chooser(s, hands[s], trick, lg, t)
                    else:
                        c = self.rng.choice(lg)
                trick.append(c)
                hands[s].remove(c)
                self.events.append({"type": "play", "seat": s, "card": c})
            if t == 0:
                for (cs, tg, lv) in recontras:
                    self.events.append({"type": "double", "seat": cs, "target": tg, "level": lv})
            w = seats[winner_index(trick, trump)]
            self.tricks.append((leader, trick, w, seats))
            leader = w
        self.marriages = marriages

    # ------------------------------------------------------------------ evaluation
    def evaluate(self, bid, opts):
        decl = self.declarer
        trump = self.trump
        defs = [s for s in range(3) if s != decl]
        res = {}
        dtricks = sum(1 for tr in self.tricks if tr[2] == decl)
        res["decl_tricks"] = dtricks
        pts = [0, 0, 0]
        if trump is not None:
            for i, (_, cards, w, _) in enumerate(self.tricks):
                pts[w] += sum(10 for c in cards if rank(c) in ("A", "10"))
                if i == 9:
                    pts[w] += 10
            talon_pts = sum(10 for c in self.talon if rank(c) in ("A", "10"))
        else:
            talon_pts = 0
        res["trick_pts"] = pts
        res["talon_pts"] = talon_pts
        dm = sum(p for _, p in self.marriages[decl])
        fm = sum(p for s in defs for _, p in self.marriages[s])
        res["decl_side"] = pts[decl] + dm
        res["def_side"] = sum(pts[s] for s in defs) + talon_pts + fm
        # last trick trump seven
        last = self.tricks[9]
        res["last_seven"] = None
        if trump is not None:
            t7 = "7" + trump
            for s, c in zip(last[3], last[1]):
                if c == t7:
                    res["last_seven"] = (s, last[2] == s)
        return res


class Retry(Exception):
    pass


def settle(bid, decl, ev, opts, contras=(), recontras=(), trump=None, silent=True, revoked=None,
           hand_after=None):
    """list of (from, to, amount, reason).  contras / recontras as in Deal.play; the level on a goal
    is the highest said.  revoked: 'declarer' -> declarer loses every goal (lose_all_goals)."""
    defs = [s for s in range(3) if s != decl]
    goals = expand(bid["goals"])
    red = bid.get("red", False)
    trumpgame = is_trump_game(bid)
    pays = []
    level = {}  # goal -> {def seat: multiplier}
    for (cs, tg, lv) in list(contras) + list(recontras):
        level.setdefault(tg, {})
        if trumpgame:
            for d in defs:
                level[tg][d] = max(level[tg].get(d, 1), lv)
        else:
            # no trumps: between the defender who said it and the declarer; a recontra answers it
            if cs in defs:
                level[tg][cs] = max(level[tg].get(cs, 1), lv)
            else:
                for d in level[tg]:
                    level[tg][d] = max(level[tg][d], lv)

    def won(g):
        if revoked == "declarer":
            return False
        if g == "party":
            return ev["decl_tricks"] >= 1 and ev["decl_side"] > ev["def_side"]
        if g == "ulti":
            return ev["last_seven"] == (decl, True)
        if g == "40-100":
            h = hand_after
            m40 = 40 if ("K" + trump in h and "Q" + trump in h) else 0
            return ev["trick_pts"][decl] + m40 >= 100
        if g == "20-100":
            h = hand_after
            m20 = 20 if any("K" + s in h and "Q" + s in h for s in SUITS if s != trump) else 0
            return ev["trick_pts"][decl] + m20 >= 100
        if g in ("durchmarsch", "redurchmarsch", "open-durchmarsch"):
            return ev["decl_tricks"] == 10
        if g in ("betli", "rebetli", "open-betli"):
            return ev["decl_tricks"] == 0
        raise ValueError(g)

    for g in goals:
        v = goal_value(g, bid, opts)
        for d in defs:
            m = level.get(g, {}).get(d, 1)
            if won(g):
                pays.append((d, decl, v * m, g))
            else:
                pays.append((decl, d, v * m, g))
        if g == "ulti" and not won(g):
            pen = 8 if red else 4
            for d in defs:
                pays.append((decl, d, pen, "ulti-penalty"))
    return pays


def net(pays):
    n = [0, 0, 0]
    for f, t, a, _ in pays:
        n[f] -= a
        n[t] += a
    return n
