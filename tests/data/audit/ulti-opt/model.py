"""Audit round ulti-opt: an outside model of Ulti, written from the Japanese source alone
(/work/shared/seeds/003_bb2f67de7752728b.txt), with the rule options the source names.

Nothing here is the engine's. Ranks, following, card points, goals, silent bonuses,
contra and settlement follow my reading of the source; every option is read from the
source's "some people ..." passages (see EXPECTED.md for the quotes).
"""

from __future__ import annotations

import itertools

SUITS = "HDSC"
TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # 切札があるとき
NT_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # ないとき
DECK = [r + s for s in SUITS for r in TRUMP_ORDER]

BETLI = {"betli", "rebetli", "open-betli"}
DURCH = {"durchmarsch", "open-durchmarsch", "redurchmarsch"}
NO_TRUMP_ONLY = {"betli", "rebetli", "open-betli", "redurchmarsch"}

DEFAULTS = {
    "point_table": "standard",
    "durchmarsch_points": "table",
    "open_durchmarsch_trump_points": "table",
    "bid_hierarchy": "points_then_fewer_goals",
    "fold": "optional",
    "max_contra_level": 64,
    "revoke_penalty": "lose_all_goals",
    "four_aces": False,
    "four_tens": False,
    "silent_four_aces": False,
    "trump_durchmarsch_alone": True,
    "silent_bonuses_in_durchmarsch": True,
    "silent_durchmarsch_with_aces_tens": True,
    "silent_durchmarsch_scoring": "separate",
    "silent_bonus_contra": False,
}
PRESETS = {
    "standard": {},
    "ultinet": {
        "point_table": "ultinet",
        "bid_hierarchy": "ultinet",
        "four_aces": True,
        "four_tens": True,
        "trump_durchmarsch_alone": False,
        "silent_durchmarsch_with_aces_tens": False,
    },
}


def resolve(rules):
    rules = dict(rules or {})
    opts = dict(DEFAULTS)
    opts.update(PRESETS[rules.pop("preset", "standard")])
    opts.update(rules)
    return opts


def rank(c):
    return c[:-1]


def suit(c):
    return c[-1]


def strength(c, trump):
    order = TRUMP_ORDER if trump else NT_ORDER
    return len(order) - order.index(rank(c))


def beats(a, b, led, trump):
    """does card a beat card b (b currently winning) in a trick led with suit `led`"""
    if trump:
        if suit(a) == trump and suit(b) != trump:
            return True
        if suit(a) == trump and suit(b) == trump:
            return strength(a, trump) > strength(b, trump)
        if suit(b) == trump:
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


def legal_plays(hand, trick_cards, trump):
    """先手と印が同じ手札があれば出さなければなりません.そうでない場合,切札があれば出さなければ
    なりません.さらに,このルールが許す範囲で,すでに場に出てるカードに勝てる手札があれば出さなければなりません."""
    if not trick_cards:
        return list(hand)
    led = suit(trick_cards[0])
    cur = trick_cards[winner_index(trick_cards, trump)]
    same = [c for c in hand if suit(c) == led]
    if same:
        cand = same
    elif trump and any(suit(c) == trump for c in hand):
        cand = [c for c in hand if suit(c) == trump]
    else:
        return list(hand)
    better = [c for c in cand if beats(c, cur, led, trump)]
    return better or cand


def card_points(cards):
    return sum(10 for c in cards if rank(c) in ("A", "10"))


# ---------------------------------------------------------------- goal values


def full_goals(goals, opts):
    """the goals a bid scores: 'ulti' / 'four-aces' / 'four-tens' alone or only with each other
    are abbreviations of the combination with party (“ゲーム”との組み合わせは,省略して…)."""
    g = list(dict.fromkeys(goals))
    if set(g) <= {"party", "ulti", "four-aces", "four-tens"} and "party" not in g:
        g = ["party"] + g
    return g


def goal_value(g, red, with_trumps, opts):
    ultinet = opts["point_table"] == "ultinet"
    if ultinet:
        base = {"party": 1, "four-aces": 3, "40-100": 4, "ulti": 4, "betli": 5, "20-100": 6,
                "durchmarsch": 7, "four-tens": 9, "rebetli": 10, "open-betli": 20,
                "redurchmarsch": 12, "open-durchmarsch": 24}
    else:
        base = {"party": 1, "ulti": 4, "40-100": 4, "20-100": 8, "durchmarsch": 6,
                "four-aces": 4, "betli": 5, "rebetli": 10, "open-betli": 20,
                "redurchmarsch": 12, "open-durchmarsch": 24}
    v = base[g]
    if g == "durchmarsch" and with_trumps and opts["durchmarsch_points"] != "table":
        v = opts["durchmarsch_points"]  # “7 点にする人もいます” (trump durchmarsch bullet)
    if g == "open-durchmarsch":
        if with_trumps and not red and opts["open_durchmarsch_trump_points"] == 12:
            return 12
        return 24  # 赤でも赤以外でも 24 点; no-trump 24
    if red and g not in NO_TRUMP_ONLY:
        v *= 2
    return v


def bid_points(bid, opts, *, without_party=False, ultinet=False):
    goals = full_goals(bid["goals"], opts)
    red = bid.get("red", False)
    wt = with_trumps_of_bid(bid, opts)
    pts = 0
    for g in goals:
        if g == "party" and (without_party or (ultinet and len(goals) > 1)):
            continue
        pts += goal_value(g, red, wt, opts)
    return pts, len(goals)


def with_trumps_of_bid(bid, opts):
    goals = set(bid["goals"])
    if goals & BETLI or "redurchmarsch" in goals:
        return False
    if "trumps" in bid:
        return bid["trumps"]
    if goals <= {"durchmarsch", "open-durchmarsch"}:
        return bid.get("_trumps", True)
    return True


RED_ULTI = ({"party", "ulti"}, True)
RED_ACES = ({"party", "four-aces"}, True)


def higher(new, old, opts):
    h = opts["bid_hierarchy"]
    if h == "points_only":
        return bid_points(new, opts)[0] > bid_points(old, opts)[0]
    if h == "points_without_party":
        a = (bid_points(new, opts, without_party=True)[0], bid_points(new, opts)[0])
        b = (bid_points(old, opts, without_party=True)[0], bid_points(old, opts)[0])
        return a > b
    if h == "ultinet":
        return bid_points(new, opts, ultinet=True)[0] > bid_points(old, opts, ultinet=True)[0]
    pn, gn = bid_points(new, opts)
    po, go = bid_points(old, opts)
    if h == "durchmarsch_above_red" and pn == po == 10:
        def dur10(b):
            g = set(full_goals(b["goals"], opts))
            return not b.get("red") and g in ({"40-100", "durchmarsch"}, {"ulti", "durchmarsch"})

        def red10(b):
            g = set(full_goals(b["goals"], opts))
            return b.get("red") and g in ({"party", "ulti"}, {"party", "four-aces"})

        if dur10(new) and red10(old):
            return True
        if red10(new) and dur10(old):
            return False
    return (pn, -gn) > (po, -go)


# ---------------------------------------------------------------- a deal


class Deal:
    def __init__(self, opts, dealer, hands):
        self.opts = opts
        self.dealer = dealer
        self.hands0 = [list(h) for h in hands]
        self.hands = [list(h) for h in hands]
        self.events = []
        self.talon = []  # the two face-down cards
        self.last_bid = None
        self.declarer = None
        self.bid = None
        self.trump = None
        self.plays = []  # (seat, card)
        self.tricks = []  # list of (leader, [(seat, card)...], winner)
        self.marriages = {0: [], 1: [], 2: []}
        self.doubles = {}  # goal -> list of (seat, level)
        self.faults = []  # notes

    # auction ---------------------------------------------------------
    def ev(self, **e):
        self.events.append(e)
        return len(self.events) - 1

    def first_bid(self, seat, discard, goals, red=False, **extra):
        assert seat == (self.dealer + 1) % 3 and len(self.hands[seat]) == 12
        for c in discard:
            self.hands[seat].remove(c)
        self.talon = list(discard)
        self.ev(type="discard", seat=seat, cards=list(discard))
        bid = {"goals": goals, "red": red, **extra}
        self.last_bid = (seat, bid)
        return self.ev(type="bid", seat=seat, bid=bid)

    def raise_bid(self, seat, discard, goals, red=False, check=True, **extra):
        take = list(self.talon)
        self.hands[seat] += take
        self.ev(type="take", seat=seat, cards=take)
        for c in discard:
            self.hands[seat].remove(c)
        self.talon = list(discard)
        self.ev(type="discard", seat=seat, cards=list(discard))
        bid = {"goals": goals, "red": red, **extra}
        if check:
            assert higher(bid, self.last_bid[1], self.opts), (bid, self.last_bid)
        self.last_bid = (seat, bid)
        return self.ev(type="bid", seat=seat, bid=bid)

    def pass_(self, seat):
        return self.ev(type="bid", seat=seat, bid="pass")

    def end_auction(self, trump_suit=None, announce=True):
        self.declarer, self.bid = self.last_bid
        b = self.bid
        wt = with_trumps_of_bid(b, self.opts)
        if b.get("red"):
            self.trump = "H"
        elif wt:
            self.trump = trump_suit
            assert trump_suit
            if announce:
                self.ev(type="announce", seat=self.declarer, items=[{"kind": "trump", "suit": trump_suit}])
        else:
            self.trump = None
            if announce:
                self.ev(type="announce", seat=self.declarer, items=[{"kind": "no-trump"}])
        for s in range(3):
            assert len(self.hands[s]) == 10, (s, self.hands[s])

    def fold(self):
        self.declarer, self.bid = self.last_bid
        return self.ev(type="call", seat=self.declarer, call="fold")

    # play --------------------------------------------------------------
    def goals(self):
        return full_goals(self.bid["goals"], self.opts)

    def marriage_allowed(self):
        g = set(self.goals())
        return self.trump is not None and not (g & {"40-100", "20-100"}) and not (g & DURCH)

    def held_marriages(self, seat):
        out = []
        for s in SUITS:
            if "K" + s in self.hands[seat] and "Q" + s in self.hands[seat]:
                out.append(40 if s == self.trump else 20)
        return sorted(out, reverse=True)

    def play_all(self, policy, overrides=None, trick1_extras=None, after_trick1=None,
                 declare_empty=True, skip_check=()):
        """policy(deal, seat, legal, trick) -> card. overrides: {(trick, seat): card} (may be
        illegal when listed in skip_check: a planted fault)."""
        overrides = overrides or {}
        self.play_hand = [list(h) for h in self.hands]
        trick1_extras = trick1_extras or {}
        leader = self.declarer
        for t in range(10):
            cards = []
            seats = []
            for k in range(3):
                s = (leader + k) % 3
                if t == 0:
                    if self.marriage_allowed():
                        m = self.held_marriages(s)
                        if m or declare_empty:
                            self.marriages[s] = m
                            self.ev(type="declare", seat=s,
                                    items=[{"kind": "marriage", "points": p} for p in m])
                    for e in trick1_extras.get(s, []):
                        self.ev(**e)
                        if e["type"] == "double":
                            self.doubles.setdefault(e["target"], []).append((e["seat"], e["level"]))
                legal = legal_plays(self.hands[s], cards, self.trump)
                if (t, s) in overrides:
                    c = overrides[(t, s)]
                    if (t, s) not in skip_check:
                        assert c in legal, (t, s, c, legal)
                    else:
                        assert c not in legal and c in self.hands[s]
                        self.faults.append((len(self.events), t, s, c, legal))
                        # post-run correction (REPORT (b)): the same card may also break
                        # "ウルティを宣言した親は,ルールの許す限り,切札の VII (7) を手に持ち続けなければなりません"
                        if (s == self.declarer and "ulti" in self.goals() and self.trump
                                and c == "7" + self.trump and t < 9):
                            self.faults.append((len(self.events), t, s, c, "early_trump_seven"))
                else:
                    c = policy(self, s, legal, cards)
                self.hands[s].remove(c)
                cards.append(c)
                seats.append(s)
                self.ev(type="play", seat=s, card=c)
            w = seats[winner_index(cards, self.trump)]
            self.tricks.append((leader, list(zip(seats, cards)), w))
            if t == 0 and after_trick1:
                for e in after_trick1:
                    self.ev(**e)
                    if e["type"] == "double":
                        self.doubles.setdefault(e["target"], []).append((e["seat"], e["level"]))
            leader = w

    # evaluation ------------------------------------------------------------
    def won_cards(self, seat):
        return [c for (_, tc, w) in self.tricks if w == seat for (_, c) in tc]

    def trick_count(self, seat):
        return sum(1 for (_, _, w) in self.tricks if w == seat)

    def points(self):
        """card points per seat (tricks + last trick + declared marriages), discards to defenders"""
        pts = {s: card_points(self.won_cards(s)) for s in range(3)}
        pts[self.tricks[-1][2]] += 10
        for s in range(3):
            pts[s] += sum(self.marriages[s])
        return pts

    def side_points(self):
        p = self.points()
        d = self.declarer
        defs = [s for s in range(3) if s != d]
        return p[d], sum(p[s] for s in defs) + card_points(self.talon)

    def multiplier(self, goal, defender):
        lst = self.doubles.get(goal, [])
        if not lst:
            return 1
        if self.trump is not None:
            return max(lv for _, lv in lst)
        # 切札なしの場合,言った子と親の間
        if not any(s == defender and lv == 2 for s, lv in lst):
            return 1
        return max(lv for _, lv in lst)

    def outcome(self):
        """per goal: achieved? and silent bonuses: list of (name, side/seat, value)"""
        d = self.declarer
        defs = [s for s in range(3) if s != d]
        goals = self.goals()
        red = self.bid.get("red", False)
        dp, fp = self.side_points()
        dtricks = self.trick_count(d)
        last_leader, last_cards, last_w = self.tricks[-1]
        trump = self.trump
        res = {}
        for g in goals:
            if g == "party":
                ok = dtricks >= 1 and dp > fp
            elif g == "ulti":
                ok = last_w == d and dict(last_cards)[d] == "7" + trump
            elif g == "40-100":
                has40 = {"K" + trump, "Q" + trump} <= set(self.play_hand[d])
                ok = has40 and card_points(self.won_cards(d)) + (10 if last_w == d else 0) + 40 >= 100
            elif g == "20-100":
                has20 = any({"K" + s, "Q" + s} <= set(self.play_hand[d]) for s in SUITS if s != trump)
                ok = has20 and card_points(self.won_cards(d)) + (10 if last_w == d else 0) + 20 >= 100
            elif g in DURCH:
                ok = dtricks == 10
            elif g in BETLI:
                ok = dtricks == 0
            elif g == "four-aces":
                ok = all(("A" + s) in self.won_cards(d) for s in SUITS)
            elif g == "four-tens":
                ok = all(("10" + s) in self.won_cards(d) for s in SUITS)
            res[g] = ok
        return res

    def settlement(self, penalty=None):
        """list of payments (from, to, amount, reason). penalty: None, or ('declarer'|seat)
        for a revoke under the revoke_penalty option."""
        o = self.opts
        d = self.declarer
        defs = [s for s in range(3) if s != d]
        pay = []
        if self.trump is None and False:
            pass
        goals = self.goals()
        red = self.bid.get("red", False)
        wt = self.trump is not None
        if penalty is not None and o["revoke_penalty"] == "void_deal":
            return []
        res = self.outcome()
        if penalty is not None and o["revoke_penalty"] == "lose_all_goals":
            if penalty == d:
                res = {g: False for g in res}
            else:
                res = {g: True for g in res}
        silent = []
        # silent bonuses (出来役): not in betli; optionally not in durchmarsch games
        silent_ok = not (set(goals) & BETLI) and wt
        if set(goals) & DURCH and not o["silent_bonuses_in_durchmarsch"]:
            silent_ok = False
        if penalty is not None and o["revoke_penalty"] == "lose_all_goals":
            silent_ok = False
        party_replaced = False
        if silent_ok:
            ultinet = o["point_table"] == "ultinet"
            mul = 2 if red else 1
            last_leader, last_cards, last_w = self.tricks[-1]
            if "ulti" not in goals:
                for s, c in last_cards:
                    if c == "7" + self.trump:
                        if last_w == s:
                            silent.append(("silent-ulti", "won", s, 2 * mul))
                        else:
                            silent.append(("silent-ulti", "lost", s, 4 * mul))
            no100 = not ({"40-100", "20-100"} & set(goals))
            if no100:
                dp, fp = self.side_points()
                v = (1 if ultinet else 2) * mul
                if dp >= 100:
                    silent.append(("silent-100", "decl", d, v))
                    party_replaced = True
                elif fp >= 100:
                    silent.append(("silent-100", "defs", None, v))
                    party_replaced = True
            if not (set(goals) & DURCH):
                block = ({"four-aces", "four-tens"} & set(goals)) and not o["silent_durchmarsch_with_aces_tens"]
                if not block:
                    v = (4 if ultinet else 3) * mul
                    if self.trick_count(d) == 10:
                        silent.append(("silent-durchmarsch", "decl", d, v))
                        if o["silent_durchmarsch_scoring"] == "replaces_party":
                            party_replaced = True
                    elif self.trick_count(d) == 0:
                        silent.append(("silent-durchmarsch", "defs", None, v))
                        if o["silent_durchmarsch_scoring"] == "replaces_party":
                            party_replaced = True
            if o["four_aces"] and o["silent_four_aces"] and "four-aces" not in goals:
                if all(("A" + s) in self.won_cards(d) for s in SUITS):
                    silent.append(("silent-four-aces", "decl", d, 2 * mul))
                elif all(any(("A" + s) in self.won_cards(x) for x in defs) for s in SUITS):
                    silent.append(("silent-four-aces", "defs", None, 2 * mul))
        for g in goals:
            if g == "party" and party_replaced:
                continue
            v = goal_value(g, red, wt, o)
            for f in defs:
                m = self.multiplier(g, f)
                if res[g]:
                    pay.append((f, d, v * m, g))
                else:
                    pay.append((d, f, v * m, g))
            if g == "ulti" and not res[g]:
                for f in defs:
                    pay.append((d, f, 4 * (2 if red else 1), "ulti-penalty"))
        for name, kind, s, v in silent:
            pm = 1
            if o["silent_bonus_contra"] and name in ("silent-100", "silent-durchmarsch") and "party" in goals:
                pm = None
            if name == "silent-ulti" and kind == "lost":
                for x in range(3):
                    if x != s:
                        pay.append((s, x, v, name))
                continue
            side_decl = (kind == "decl") or (kind == "won" and s == d)
            for f in defs:
                mm = self.multiplier("party", f) if pm is None else 1
                if side_decl:
                    pay.append((f, d, v * mm, name))
                else:
                    pay.append((d, f, v * mm, name))
        return pay


def fold_payments(deal):
    d = deal.declarer
    return [(d, f, 2, "fold") for f in range(3) if f != d]


def net(payments):
    n = {0: 0, 1: 0, 2: 0}
    for f, t, a, _ in payments:
        n[f] -= a
        n[t] += a
    return n


# ---------------------------------------------------------------- play policy


def default_policy(deal, seat, legal, trick):
    """a plain heuristic player: the declarer tries to win tricks (betli: to lose them),
    the defenders try to beat the declarer; an ulti declarer keeps the trump VII to the end."""
    trump = deal.trump
    d = deal.declarer
    betli = bool(set(deal.goals()) & BETLI)
    keep7 = "ulti" in deal.goals() and seat == d

    def key_low(c):
        return (c == "7" + str(trump) and keep7, card_points([c]), strength(c, trump), c)

    if keep7 and len(legal) > 1:
        legal = [c for c in legal if c != "7" + trump] or legal
    if betli:
        if seat == d:
            # play the highest card that does not win; else the lowest
            if trick:
                cur = trick[winner_index(trick, trump)]
                led = suit(trick[0])
                losing = [c for c in legal if not beats(c, cur, led, trump)]
                if losing:
                    return max(losing, key=lambda c: strength(c, trump))
            return min(legal, key=lambda c: strength(c, trump))
        return min(legal, key=lambda c: strength(c, trump))
    if not trick:
        if seat == d:
            tr = [c for c in legal if suit(c) == trump] if trump else []
            if tr and (len(legal) > 1 or True):
                return max(tr, key=lambda c: strength(c, trump)) if not (keep7 and tr == ["7" + trump] and len(legal) > 1) else max(legal, key=lambda c: strength(c, trump))
            return max(legal, key=lambda c: (strength(c, trump), card_points([c])))
        return min(legal, key=key_low)
    led = suit(trick[0])
    cur_i = winner_index(trick, trump)
    cur = trick[cur_i]
    order = [(deal.tricks_leader() + k) % 3 for k in range(3)]
    cur_seat = order[cur_i]
    winners = [c for c in legal if beats(c, cur, led, trump)]
    if seat == d:
        if winners:
            return min(winners, key=lambda c: (strength(c, trump) if suit(c) == suit(cur) else 0, card_points([c])))
        return min(legal, key=key_low)
    # defender
    partner_winning = cur_seat != d
    if partner_winning and len(trick) == 2:
        # smear points on the partner's trick when allowed
        return max(legal, key=lambda c: (card_points([c]), -strength(c, trump)))
    if winners:
        return min(winners, key=lambda c: strength(c, trump) + (20 if suit(c) == trump and led != trump else 0))
    return min(legal, key=key_low)


def _tricks_leader(self):
    return self.tricks[-1][2] if self.tricks else self.declarer


Deal.tricks_leader = _tricks_leader


def check_partition(hands, talon=()):
    cards = list(itertools.chain(*hands)) + list(talon)
    assert sorted(cards) == sorted(DECK), (len(cards), set(DECK) - set(cards), [c for c in cards if cards.count(c) > 1])
