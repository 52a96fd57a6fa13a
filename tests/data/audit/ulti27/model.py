"""Independent Ulti model for audit round ulti27 (written from the Japanese source only).

Nothing here imports the engine. Seats are in order of play (anticlockwise in the source):
the dealer's right-hand neighbour is seat dealer+1; he holds 12 cards, discards 2 and must bid.
"""

import copy

SUITS = "HDSC"
TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]
NT_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]
DECK = [r + s for s in SUITS for r in TRUMP_ORDER]

# bid values (source: 目標 section); red doubles trump goals except open durchmarsch (24 either way)
TRUMP_VALUES = {"party": 1, "ulti": 4, "40-100": 4, "20-100": 8, "durchmarsch": 6, "open-durchmarsch": 24}
NT_VALUES = {
    "betli": 5,
    "rebetli": 10,
    "open-betli": 20,
    "durchmarsch": 6,
    "redurchmarsch": 12,
    "open-durchmarsch": 24,
}
NT_ONLY = {"betli", "rebetli", "open-betli", "redurchmarsch"}
BIG = {"40-100", "20-100", "durchmarsch", "open-durchmarsch"}


def rank(c):
    return c[:-1]


def suit(c):
    return c[-1]


def norm_goals(goals):
    """'ulti' alone means party + ulti (source: ゲームとの組み合わせは省略して“ウルティ”)."""
    g = set(goals)
    if g & NT_ONLY:
        return g
    if "ulti" in g and not (g & BIG):
        g.add("party")
    return g


def bid_value(bid, trumps=True):
    """(points, number of goals) as compared in the auction."""
    g = norm_goals(bid["goals"])
    red = bid.get("red", False)
    if g & NT_ONLY:
        return sum(NT_VALUES[x] for x in g), len(g)
    pts = 0
    for x in g:
        v = TRUMP_VALUES[x]
        if red and x != "open-durchmarsch":
            v *= 2
        pts += v
    return pts, len(g)


def higher(new, old):
    """points first, at equal points fewer goals is higher; equal points and goals: not higher."""
    (p1, n1), (p0, n0) = bid_value(new), bid_value(old)
    if p1 != p0:
        return p1 > p0
    return n1 < n0


def order(trump):
    return TRUMP_ORDER if trump is not None else NT_ORDER


def beats(a, b, led, trump):
    """does card a beat card b (b currently winning) in a trick led with suit led"""
    o = order(trump)
    if suit(a) == suit(b):
        return o.index(rank(a)) < o.index(rank(b))
    if trump is not None and suit(a) == trump:
        return True
    return False


def winner_index(cards, trump):
    led = suit(cards[0])
    w = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[w], led, trump):
            w = i
    return w


def legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = suit(trick[0])
    cur = trick[winner_index(trick, trump)]
    follow = [c for c in hand if suit(c) == led]
    if follow:
        pool = follow
    elif trump is not None and any(suit(c) == trump for c in hand):
        pool = [c for c in hand if suit(c) == trump]
    else:
        return list(hand)
    better = [c for c in pool if beats(c, cur, led, trump)]
    return better or pool


def points_of(cards):
    return sum(10 for c in cards if rank(c) in ("A", "10"))


def marriages(hand, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    out.sort(reverse=True)
    return out


# ---------------------------------------------------------------- one deal


def deal_hands(rng, dealer, fixed=None):
    """random as-dealt hands (12 to dealer+1); fixed: seat -> cards that seat must hold"""
    fixed = fixed or {}
    deck = [c for c in DECK if not any(c in v for v in fixed.values())]
    rng.shuffle(deck)
    hands = []
    for s in range(3):
        n = 12 if s == (dealer + 1) % 3 else 10
        h = list(fixed.get(s, []))
        while len(h) < n:
            h.append(deck.pop())
        hands.append(h)
    return hands


def pick_discard(rng, hand, keep=()):
    """two low, pointless cards (never a K/Q of a pair, never A/10 if avoidable)"""
    cand = [c for c in hand if c not in keep and rank(c) not in ("A", "10", "K", "Q")]
    if len(cand) < 2:
        cand = [c for c in hand if c not in keep]
    rng.shuffle(cand)
    return sorted(cand[:2])


class Deal:
    """simulate one deal from a scenario dict; produces transcript events and the settlement"""

    def __init__(self, sc, rng):
        sc = copy.deepcopy(sc)
        self.sc = sc
        self.rng = rng
        self.dealer = sc["dealer"]
        self.hands = (
            [list(h) for h in sc["hands"]] if "hands" in sc else deal_hands(rng, self.dealer, sc.get("fixed"))
        )
        self.as_dealt = [list(h) for h in self.hands]
        self.events = []
        self.net = [0, 0, 0]
        self.payments = []
        self.facts = {}

    def ev(self, e):
        self.events.append(e)

    def pay(self, frm, to, amount, reason):
        if amount == 0:
            return
        self.payments.append((frm, to, amount, reason))
        self.net[frm] -= amount
        self.net[to] += amount

    # ------------------------------------------------------------ auction
    def auction(self):
        first = (self.dealer + 1) % 3
        talon = None
        last_bid = None
        declarer = None
        discards = self.sc.get("discards", {})  # action index -> explicit discard
        for i, (seat, bid) in enumerate(self.sc["auction"]):
            h = self.hands[seat]
            if i == 0:
                assert seat == first
                d = discards.get(i) or pick_discard(self.rng, h, self.sc.get("keep", {}).get(seat, ()))
                for c in d:
                    h.remove(c)
                talon = d
                self.ev({"type": "discard", "seat": seat, "cards": d})
            elif bid != "pass":
                self.ev({"type": "take", "seat": seat, "cards": list(talon)})
                h.extend(talon)
                d = discards.get(i) or pick_discard(self.rng, h, self.sc.get("keep", {}).get(seat, ()))
                if d == "taken":
                    d = list(talon)
                for c in d:
                    h.remove(c)
                talon = d
                self.ev({"type": "discard", "seat": seat, "cards": d})
            self.ev({"type": "bid", "seat": seat, "bid": bid})
            if bid != "pass":
                legal_bid = last_bid is None or higher(bid, last_bid)
                if legal_bid or self.sc.get("illegal_bid_stands"):
                    last_bid = bid
                    declarer = seat
        self.talon = talon
        self.declarer = declarer
        self.bid = last_bid
        for h in self.hands:
            assert len(h) == 10, [len(x) for x in self.hands]

    # ------------------------------------------------------------ play
    def run(self):
        self.auction()
        if self.declarer is None:
            for e in self.sc.get("after_auction", []):
                self.ev(e)
            return self
        goals = norm_goals(self.bid["goals"])
        self.goals = goals
        red = self.bid.get("red", False)
        self.red = red
        nt = bool(goals & NT_ONLY) or self.sc.get("no_trump", False)
        self.nt = nt
        D = self.declarer
        if nt:
            trump = None
            self.ev({"type": "announce", "seat": D, "items": [{"kind": "no-trump"}]})
        elif red:
            trump = "H"
        else:
            trump = self.sc["trump"]
            assert trump != "H"
            self.ev({"type": "announce", "seat": D, "items": [{"kind": "trump", "suit": trump}]})
        self.trump = trump
        if self.sc.get("fold"):
            self.ev({"type": "call", "seat": D, "call": "fold"})
            for d in self.defenders():
                self.pay(D, d, 2, "fold")
            self.facts["folded"] = True
            return self
        hooks = self.sc.get("hooks", {})
        marr_ok = (not nt) and not (goals & BIG)
        declared = {0: [], 1: [], 2: []}
        self.doubles = []
        leader = D
        tricks = []
        played_first = set()
        for t in range(10):
            trick = []
            seats = [(leader + k) % 3 for k in range(3)]
            for k, s in enumerate(seats):
                if t == 0 and s not in played_first and marr_ok:
                    m = marriages(self.hands[s], trump)
                    if self.sc.get("declare_override", {}).get(s) is not None:
                        m = self.sc["declare_override"][s]
                    if m:
                        self.ev(
                            {
                                "type": "declare",
                                "seat": s,
                                "items": [{"kind": "marriage", "points": p} for p in m],
                            }
                        )
                        declared[s] = list(m)
                late = self.sc.get("late_declare")
                if late and t == 1 and s == late[0]:
                    self.ev(
                        {
                            "type": "declare",
                            "seat": s,
                            "items": [{"kind": "marriage", "points": p} for p in late[1]],
                        }
                    )
                for e in hooks.get((t, k, "before"), []):
                    self.ev(e)
                    if e["type"] == "double" and e.get("_valid", True) is not False:
                        self.doubles.append(e)
                legal_cards = legal(self.hands[s], trick, trump)
                card = self.choose(s, t, trick, legal_cards)
                assert card in legal_cards
                self.hands[s].remove(card)
                trick.append(card)
                self.ev({"type": "play", "seat": s, "card": card})
                played_first.add(s)
                for e in hooks.get((t, k, "after"), []):
                    self.ev(e)
            w = seats[winner_index(trick, trump)]
            tricks.append((seats, trick, w))
            leader = w
        # strip private markers
        for e in self.events:
            for k in [k for k in e if k.startswith("_")]:
                del e[k]
        self.tricks = tricks
        for s in self.sc.get("uncounted", []):
            declared[s] = []
        self.declared = declared
        self.settle()
        return self

    def defenders(self):
        return [s for s in range(3) if s != self.declarer]

    def choose(self, s, t, trick, legal_cards):
        pol = self.sc.get("policy")
        if pol:
            c = pol(self, s, t, trick, legal_cards)
            if c is not None:
                return c
        cands = list(legal_cards)
        # an ulti declarer keeps the trump seven as long as the rules allow
        if s == self.declarer and "ulti" in self.goals and t < 9:
            keep = [c for c in cands if c != "7" + str(self.trump)]
            if keep:
                cands = keep
        return self.rng.choice(sorted(cands))

    # ------------------------------------------------------------ settlement
    def factor(self, target, defender):
        lv = 1
        for e in self.doubles:
            if e["target"] != target:
                continue
            if self.nt:
                # without trumps the doubling holds only between the defender who said it and the declarer
                if e["level"] == 2 and e["seat"] != defender:
                    continue
                if e["level"] > 2 and not any(
                    x["target"] == target and x["level"] == 2 and x["seat"] == defender for x in self.doubles
                ):
                    continue
            lv = max(lv, e["level"])
        return lv

    def settle(self):
        D = self.declarer
        defs = self.defenders()
        trump = self.trump
        rm = 2 if self.red else 1
        won = [[], [], []]
        for _seats, trick, w in self.tricks:
            won[w].extend(trick)
        ntricks = [sum(1 for _, _, w in self.tricks if w == s) for s in range(3)]
        last_w = self.tricks[-1][2]
        cp = [0, 0, 0]
        if trump is not None:
            for s in range(3):
                cp[s] = points_of(won[s]) + (10 if s == last_w else 0)
        marr = [sum(self.declared[s]) for s in range(3)]
        decl_pts = cp[D] + marr[D]
        def_pts = sum(cp[s] + marr[s] for s in defs) + (points_of(self.talon) if trump is not None else 0)
        self.facts.update(
            tricks=ntricks,
            card_points=cp,
            marriages=marr,
            decl_pts=decl_pts,
            def_pts=def_pts,
            talon_pts=points_of(self.talon) if trump is not None else 0,
        )
        items = []  # (reason, declarer_won, value, contra_applies)
        g = self.goals
        # silent bonuses (not in betli; allowed beside durchmarsch)
        silent = []
        if trump is not None:
            seats, trick, w = self.tricks[-1]
            seven = "7" + trump
            if seven in trick and "ulti" not in g:
                p = seats[trick.index(seven)]
                if w == p:
                    silent.append(("silent-ulti", p == D, 2 * rm))
                else:
                    self.facts["silent_ulti_failed_by"] = p
                    for o in range(3):
                        if o != p:
                            self.pay(p, o, 4 * rm, "silent-ulti")
            if not (g & {"40-100", "20-100"}):
                if decl_pts >= 100:
                    silent.append(("silent-100", True, 2 * rm))
                elif def_pts >= 100:
                    silent.append(("silent-100", False, 2 * rm))
            if not (g & {"durchmarsch", "open-durchmarsch"}):
                if ntricks[D] == 10:
                    silent.append(("silent-durchmarsch", True, 3 * rm))
                elif ntricks[D] == 0:
                    silent.append(("silent-durchmarsch", False, 3 * rm))
        has100 = any(r == "silent-100" for r, _, _ in silent)
        for goal in sorted(g):
            v = bid_value({"goals": [goal], "red": self.red})[0] if goal != "ulti" else 4 * rm
            if goal == "party":
                ok = decl_pts > def_pts and ntricks[D] >= 1
                if has100:
                    continue  # silent 100 replaces the game
            elif goal == "ulti":
                seats, trick, w = self.tricks[-1]
                seven = "7" + trump
                ok = w == D and seven in trick and seats[trick.index(seven)] == D
            elif goal in ("betli", "rebetli", "open-betli"):
                ok = ntricks[D] == 0
            elif goal in ("durchmarsch", "redurchmarsch", "open-durchmarsch"):
                ok = ntricks[D] == 10
            else:
                raise NotImplementedError(goal)
            if goal == "open-durchmarsch":
                v = 24
            items.append((goal, ok, v, True))
            if goal == "ulti" and not ok:
                items.append(("ulti-penalty", False, 4 * rm, False))
        for r, dw, v in silent:
            items.append((r, dw, v, False))
        self.items = items
        for reason, ok, v, contra in items:
            for d in defs:
                f = self.factor(reason, d) if contra else 1
                if ok:
                    self.pay(d, D, v * f, reason)
                else:
                    self.pay(D, d, v * f, reason)

    # ------------------------------------------------------------ records
    def record(self, mode):
        """mode: 'payments', 'scores' (score per seat), or None"""
        if mode == "payments":
            for frm, to, a, r in self.payments:
                self.ev({"type": "payment", "from": frm, "to": to, "amount": a, "reason": r})
        elif mode == "scores":
            for s in range(3):
                self.ev({"type": "score", "party": s, "points": self.net[s]})

    def as_json(self):
        return {"dealer": self.dealer, "hands": self.as_dealt, "events": self.events}
