"""ulti-spec7 auditor's own model of Ulti, from the Japanese source (seed 003) only.

Deal, auction with talon passing, legal play (follow, trump, overtake), marriages,
contra chain, goals and silent bonuses, settlement.  Written blind (never looked at the engine).
"""

import random

SUITS = "HDSC"
TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # 切札があるとき
PLAIN_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # ないとき
RANKS = TRUMP_ORDER

# goal values, standard table (main text)
TRUMP_GOALS = {"party": 1, "ulti": 4, "40-100": 4, "20-100": 8, "durchmarsch": 6, "open-durchmarsch": 24}
NOTRUMP_GOALS = {"betli": 5, "rebetli": 10, "open-betli": 20, "durchmarsch": 6, "redurchmarsch": 12, "open-durchmarsch": 24}


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c, trump):
    order = TRUMP_ORDER if trump is not None else PLAIN_ORDER
    return 7 - order.index(rank(c))


def beats(a, best, trump):
    """card a beats the current best card of the trick"""
    if suit(a) == suit(best):
        return strength(a, trump) > strength(best, trump)
    return trump is not None and suit(a) == trump and suit(best) != trump


def trick_winner_idx(cards, trump):
    bi = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[bi], trump):
            bi = i
    return bi


def legal(hand, on_table, trump):
    """先手と印が同じ手札があれば出さなければなりません. そうでない場合, 切札があれば出さなければなりません.
    さらに, このルールが許す範囲で, すでに場に出てるカードに勝てる手札があれば出さなければなりません."""
    if not on_table:
        return list(hand)
    led = suit(on_table[0])
    best = on_table[trick_winner_idx(on_table, trump)]
    same = [c for c in hand if suit(c) == led]
    if same:
        higher = [c for c in same if beats(c, best, trump)]
        return higher or same
    if trump is not None:
        trumps = [c for c in hand if suit(c) == trump]
        if trumps:
            higher = [c for c in trumps if beats(c, best, trump)]
            return higher or trumps
    return list(hand)


def deck():
    return [r + s for s in SUITS for r in RANKS]


def card_points(c):
    return 10 if rank(c) in ("A", "10") else 0


class Sim:
    """One deal.  auction: list of ("bid", seat, goals, red) / ("pass", seat) / ("raw", event)."""

    def __init__(self, seed, dealer, names=None):
        self.rng = random.Random(seed)
        self.seed = seed
        self.dealer = dealer
        d = deck()
        self.rng.shuffle(d)
        fb = (dealer + 1) % 3
        self.fb = fb
        hands = [None, None, None]
        hands[fb] = d[:12]
        hands[(fb + 1) % 3] = d[12:22]
        hands[(fb + 2) % 3] = d[22:32]
        self.dealt = [list(h) for h in hands]
        self.hands = [list(h) for h in hands]
        self.events = []
        self.talon = None
        self.bid = None
        self.declarer = None

    # ---------------------------------------------------------------- auction
    def intended_trump(self, hand, goals, red):
        if red:
            return "H"
        if any(g in NOTRUMP_GOALS and g not in ("durchmarsch", "open-durchmarsch") for g in goals):
            return None
        best = None
        for s in "DSC":  # 赤以外を切札にする場合: a plain (not red) bid never has hearts as trumps
            n = sum(1 for c in hand if suit(c) == s)
            has7 = ("7" + s) in hand
            key = (has7 if "ulti" in goals else 0, n, sum(strength(c, s) for c in hand if suit(c) == s))
            if best is None or key > best[0]:
                best = (key, s)
        return best[1]

    def choose_discard(self, hand, goals, red):
        tr = self.intended_trump(hand, goals, red)
        if tr is None:  # betli: lay away the highest cards
            return sorted(hand, key=lambda c: -strength(c, None))[:2]
        cand = [c for c in hand if suit(c) != tr]
        cand.sort(key=lambda c: (card_points(c), strength(c, tr)))
        # keep marriages where possible
        return cand[:2]

    def do_bid(self, seat, goals, red, discard=None, take=True):
        if self.talon is not None and take:
            self.hands[seat] += self.talon
            self.events.append({"type": "take", "seat": seat, "cards": list(self.talon)})
        dis = discard or self.choose_discard(self.hands[seat], goals, red)
        for c in dis:
            self.hands[seat].remove(c)
        self.talon = list(dis)
        self.events.append({"type": "discard", "seat": seat, "cards": list(dis)})
        self.events.append({"type": "bid", "seat": seat, "bid": {"goals": list(goals), "red": red}})
        self.bid = (list(goals), red)
        self.declarer = seat

    def do_pass(self, seat):
        self.events.append({"type": "bid", "seat": seat, "bid": "pass"})

    def run_auction(self, script):
        for step in script:
            if step[0] == "bid":
                _, seat, goals, red = step[:4]
                self.do_bid(seat, goals, red)
            elif step[0] == "pass":
                self.do_pass(step[1])
            elif step[0] == "raw":
                self.events.append(step[1])
            else:
                raise ValueError(step)

    # ---------------------------------------------------------------- goals
    def goal_set(self):
        goals, red = self.bid
        gs = list(goals)
        trump_game = self.trump is not None
        if trump_game and ("ulti" in gs or "four-aces" in gs) and "party" not in gs:
            others = [g for g in gs if g not in ("ulti", "four-aces")]
            if not others:  # “ウルティ” = ゲーム + ウルティ
                gs = ["party"] + gs
        return gs

    def value(self, goal):
        goals, red = self.bid
        if self.trump is None:
            return NOTRUMP_GOALS[goal]
        v = TRUMP_GOALS[goal]
        if red and goal != "open-durchmarsch":
            v *= 2
        return v

    # ---------------------------------------------------------------- play
    def play(self, trump, contras=(), recontras=(), swap_trick=None, wrong_lead=None, policy=None,
             declare_marriages=True, stop_after=None):
        """contras: list of (seat, target) said by defenders at their trick-1 card (level 2);
        recontras: list of target said by the declarer after trick 1 (level 4)."""
        self.trump = trump
        goals = self.goal_set()
        self.goals = goals
        if trump is not None and not self.bid[1]:
            self.events.append({"type": "announce", "seat": self.declarer, "items": [{"kind": "trump", "suit": trump}]})
        elif trump is None:
            self.events.append({"type": "announce", "seat": self.declarer, "items": [{"kind": "no-trump"}]})
        self.levels = {g: 1 for g in goals}
        no_marriage = any(g in ("40-100", "20-100", "durchmarsch", "open-durchmarsch") for g in goals)
        self.marriages = [[], [], []]
        leader = self.declarer
        self.tricks = []
        self.play_events = []  # (trick no, seat, event index)
        keep7 = ("ulti" in goals) and trump is not None
        for t in range(10):
            if wrong_lead is not None and wrong_lead[0] == t:
                leader = wrong_lead[1]
            order = [leader, (leader + 1) % 3, (leader + 2) % 3]
            on_table = []
            cards = {}
            for pos, s in enumerate(order):
                hand = self.hands[s]
                lg = legal(hand, on_table, trump)
                if keep7 and s == self.declarer and t < 9:
                    nk = [c for c in lg if c != "7" + trump]
                    if nk:
                        lg = nk
                c = self.choose(s, lg, on_table, trump, t, policy)
                cards[s] = c
                on_table.append(c)
            # record
            rec_order = list(order)
            if swap_trick == t:
                rec_order = [order[0], order[2], order[1]]
            for s in rec_order:
                if t == 0:
                    if trump is not None and not no_marriage and declare_marriages:
                        items = []
                        for su in SUITS:
                            if "K" + su in self.hands[s] and "Q" + su in self.hands[s]:
                                items.append({"kind": "marriage", "points": 40 if su == trump else 20})
                        items.sort(key=lambda i: -i["points"])
                        if items:
                            self.events.append({"type": "declare", "seat": s, "items": items})
                            self.marriages[s] = [i["points"] for i in items]
                    for cs, tg in contras:
                        if cs == s:
                            self.events.append({"type": "double", "seat": s, "target": tg, "level": 2})
                            self.levels[tg] = max(self.levels[tg], 2)
                self.play_events.append((t, s, len(self.events)))
                self.events.append({"type": "play", "seat": s, "card": cards[s]})
                self.hands[s].remove(cards[s])
            if t == 0:
                for tg in recontras:
                    self.events.append({"type": "double", "seat": self.declarer, "target": tg, "level": 4})
                    self.levels[tg] = 4
            ordered = [cards[s] for s in order]
            w = order[trick_winner_idx(ordered, trump)]
            self.tricks.append({"leader": leader, "order": order, "cards": dict(cards), "winner": w})
            leader = w
            if stop_after is not None and t == stop_after:
                self.stopped = True
        return self

    def choose(self, s, lg, on_table, trump, t, policy):
        if policy == "betli" and s == self.declarer:
            # lowest card, preferring not to win
            non_win = [c for c in lg if not on_table or not beats(c, on_table[trick_winner_idx(on_table, trump)], trump)]
            pool = non_win or lg
            return min(pool, key=lambda c: strength(c, trump))
        return self.rng.choice(sorted(lg))

    # ---------------------------------------------------------------- result
    def result(self):
        trump = self.trump
        D = self.declarer
        defs = [s for s in range(3) if s != D]
        tricks_won = [0, 0, 0]
        pts = [0, 0, 0]
        for i, tr in enumerate(self.tricks):
            w = tr["winner"]
            tricks_won[w] += 1
            if trump is not None:
                pts[w] += sum(card_points(c) for c in tr["cards"].values())
                if i == 9:
                    pts[w] += 10
        talon_pts = sum(card_points(c) for c in self.talon) if trump is not None else 0
        decl_side = pts[D] + sum(self.marriages[D])
        def_side = sum(pts[s] for s in defs) + talon_pts + sum(sum(self.marriages[s]) for s in defs)
        last = self.tricks[9]
        seven = ("7" + trump) if trump else None
        self.info = {
            "tricks_won": tricks_won,
            "card_points": pts,
            "talon_points": talon_pts,
            "declarer_side": decl_side,
            "defender_side": def_side,
            "marriages": self.marriages,
            "last_trick": last,
        }
        flags = []
        outcome = {}
        for g in self.goals:
            if g == "party":
                ok = decl_side > def_side and tricks_won[D] >= 1
                if decl_side == def_side:
                    flags.append("party tie")
            elif g == "ulti":
                ok = last["winner"] == D and last["cards"][D] == seven
            elif g in ("betli", "rebetli", "open-betli"):
                ok = tricks_won[D] == 0
            elif g in ("durchmarsch", "redurchmarsch", "open-durchmarsch"):
                ok = tricks_won[D] == 10
            else:
                raise NotImplementedError(g)
            outcome[g] = ok
        # silent bonuses (avoid them in the corpus; flag only)
        if trump is not None:
            seven_in_last = [s for s, c in last["cards"].items() if c == seven]
            if seven_in_last and not ("ulti" in self.goals and seven_in_last == [D]):
                flags.append("silent ulti situation")
            if decl_side >= 100 or def_side >= 100:
                flags.append("silent 100 situation")
            if tricks_won[D] == 10 or tricks_won[D] == 0 and "party" in self.goals and False:
                flags.append("silent durchmarsch")
            if sum(tricks_won[s] for s in defs) == 10:
                flags.append("defenders all tricks")
        pays = []
        for g in self.goals:
            v = self.value(g) * self.levels.get(g, 1)
            for s in defs:
                if outcome[g]:
                    pays.append({"from": s, "to": D, "amount": v, "reason": g})
                else:
                    pays.append({"from": D, "to": s, "amount": v, "reason": g})
            if g == "ulti" and not outcome[g]:
                pen = 4 * (2 if self.bid[1] else 1)
                for s in defs:
                    pays.append({"from": D, "to": s, "amount": pen, "reason": "ulti-penalty"})
        net = [0, 0, 0]
        for p in pays:
            net[p["from"]] -= p["amount"]
            net[p["to"]] += p["amount"]
        self.outcome = outcome
        self.flags = flags
        self.payments = pays
        self.net = net
        return self


def payment_events(pays, reasons=True):
    out = []
    for p in pays:
        e = {"type": "payment", "from": p["from"], "to": p["to"], "amount": p["amount"]}
        if reasons:
            e["reason"] = p["reason"]
        out.append(e)
    return out
