"""ulti28 blind model of Ulti from the Japanese source (003_bb2f67de7752728b.txt).

Imports nothing from the engine. Cards: RANK+SUIT, suits H (red) D S C.
"""

import random

SUITS = "HDSC"
RANKS = ["A", "10", "K", "Q", "J", "9", "8", "7"]
TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # 切札があるとき
NT_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # ないとき
DECK = [r + s for s in SUITS for r in RANKS]

VALUES = {  # せりで言える目標と点数
    "party": 1,
    "ulti": 4,
    "40-100": 4,
    "20-100": 8,
    "durchmarsch": 6,
    "open-durchmarsch": 24,
    "betli": 5,
    "rebetli": 10,
    "open-betli": 20,
    "redurchmarsch": 12,
}
NO_TRUMP_ONLY = {"betli", "rebetli", "open-betli", "redurchmarsch"}


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c, trump):
    order = TRUMP_ORDER if trump else NT_ORDER
    return 7 - order.index(rank(c))


def beats(a, b, led, trump):
    """Does card a beat card b (b the current best) in a trick led in `led`."""
    if suit(a) == suit(b):
        return strength(a, trump) > strength(b, trump)
    if trump and suit(a) == trump:
        return True
    return False


def best_index(trick, trump):
    led = suit(trick[0])
    bi = 0
    for i in range(1, len(trick)):
        if beats(trick[i], trick[bi], led, trump):
            bi = i
    return bi


def legal(hand, trick, trump):
    """Cards the source allows: follow, else trump, and beat what is on the table if able."""
    if not trick:
        return list(hand)
    led = suit(trick[0])
    best = trick[best_index(trick, trump)]
    same = [c for c in hand if suit(c) == led]
    if same:
        cls = same
    elif trump and any(suit(c) == trump for c in hand):
        cls = [c for c in hand if suit(c) == trump]
    else:
        return list(hand)
    win = [c for c in cls if beats(c, best, led, trump)]
    return win or cls


def fault_kind(hand, trick, trump, card):
    if not trick or card in legal(hand, trick, trump):
        return None
    led = suit(trick[0])
    if any(suit(c) == led for c in hand) and suit(card) != led:
        return "revoke"
    if suit(card) != led and trump and suit(card) != trump:
        return "failure_to_trump"
    return "failure_to_overtake"


def card_pts(cards):
    return sum(10 for c in cards if rank(c) in ("A", "10"))


def marriages(hand, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    return sorted(out, reverse=True)


class Play:
    """Play ten tricks. policy(seat, hand, trick, legal, ctx) -> card."""

    def __init__(self, hands, leader, trump, policy, fault=None):
        self.hands = {s: list(h) for s, h in hands.items()}
        self.trump = trump
        self.tricks = []  # (leader, [cards in order], [seats], winner)
        self.faults = []  # (trick_no, position, seat, card, kind)
        self.features = []
        lead = leader
        fault_done = False
        for t in range(10):
            trick, seats = [], []
            for k in range(3):
                s = (lead + k) % 3
                h = self.hands[s]
                lg = legal(h, trick, trump)
                card = None
                if fault and not fault_done and s == fault[0] and t >= fault[2]:
                    cand = [c for c in h if fault_kind(h, trick, trump, c) == fault[1]]
                    if cand:
                        card = policy(s, cand, trick, cand, self)
                        fault_done = True
                if card is None:
                    card = policy(s, h, trick, lg, self)
                fk = fault_kind(h, trick, trump, card)
                if fk:
                    self.faults.append((t, k, s, card, fk))
                if trick:
                    led = suit(trick[0])
                    same = [c for c in h if suit(c) == led]
                    if same and len(lg) < len(same):
                        bi = best_index(trick, trump)
                        self.features.append(("forced_overtake", t, s, seats[bi], trick[bi]))
                    if card[:-1] == "10" and suit(card) == led and not trump:
                        if any(rank(x) == "J" and suit(x) == led for x in trick):
                            self.features.append(("ten_under_jack", t, s))
                    if not same and not (trump and any(suit(c) == trump for c in h)):
                        self.features.append(("free_discard", t, s, card))
                h.remove(card)
                trick.append(card)
                seats.append(s)
            w = seats[best_index(trick, trump)]
            self.tricks.append((lead, trick, seats, w))
            lead = w
        self.fault_done = fault_done

    def won(self, seat):
        return sum(1 for tr in self.tricks if tr[3] == seat)


def make_policy(rng, declarer, kind, trump):
    def pol(seat, hand, trick, lg, ctx):
        if seat == declarer and kind == "betli":
            if not trick:
                return min(lg, key=lambda c: strength(c, None) + rng.random() * 0.1)
            best = trick[best_index(trick, None)]
            losers = [c for c in lg if not beats(c, best, suit(trick[0]), None)]
            if losers:
                return max(losers, key=lambda c: strength(c, None))
            return min(lg, key=lambda c: strength(c, None))
        if seat == declarer and kind == "durch":
            return max(lg, key=lambda c: strength(c, trump) + (8 if trump and suit(c) == trump else 0))
        return rng.choice(sorted(lg))

    return pol


def deal_cards(rng, dealer, fixed=None):
    """12 to the dealer's right neighbour (next in play order), 10 to the others."""
    fixed = fixed or {}
    deck = [c for c in DECK if all(c not in v for v in fixed.values())]
    rng.shuffle(deck)
    hands = {}
    for s in range(3):
        n = 12 if s == (dealer + 1) % 3 else 10
        f = list(fixed.get(s, []))
        need = n - len(f)
        hands[s] = f + deck[:need]
        deck = deck[need:]
    assert not deck
    return hands


def settle(declarer, goals, red, trump, play, discard, decl_marriages, doubles):
    """Payments (from, to, amount, reason). doubles: {(target, defender_or_None): level}."""
    mult = 2 if red else 1
    defs = [s for s in range(3) if s != declarer]
    pays = []
    dtr = play.won(declarer)
    no_trump = trump is None

    def level(goal, d):
        if no_trump:
            return doubles.get((goal, d), 1)
        return doubles.get((goal, None), 1)

    def res(goal, ok, base, penalty=0):
        for d in defs:
            amt = base * level(goal, d) + penalty
            if ok:
                pays.append((d, declarer, amt, goal))
            else:
                pays.append((declarer, d, amt, goal))

    goals = list(goals)
    if "ulti" in goals and "party" not in goals and not (set(goals) - {"ulti", "four-aces"}):
        goals = ["party"] + goals  # “ゲーム”との組み合わせは,省略して“ウルティ”といいます
    for g in goals:
        if g in ("betli", "rebetli", "open-betli"):
            res(g, dtr == 0, VALUES[g])
        elif g in ("durchmarsch", "redurchmarsch", "open-durchmarsch"):
            res(g, dtr == 10, VALUES[g] * (mult if not no_trump else 1))
        elif g == "party":
            dp, fp = party_points(declarer, play, discard, decl_marriages)
            res(g, dp > fp and dtr > 0, mult)
        elif g == "ulti":
            last = play.tricks[9]
            seven = "7" + trump
            ok = last[3] == declarer and last[1][last[2].index(declarer)] == seven
            if ok:
                res(g, True, 4 * mult)
            else:
                for d in defs:
                    pays.append((declarer, d, 4 * mult * level(g, d), "ulti"))
                    pays.append((declarer, d, 4 * mult, "ulti-penalty"))
        else:
            raise ValueError(g)
    return pays


def party_points(declarer, play, discard, decl_marriages):
    dp = fp = 0
    for i, (_l, cards, _s, w) in enumerate(play.tricks):
        p = card_pts(cards) + (10 if i == 9 else 0)
        if w == declarer:
            dp += p
        else:
            fp += p
    fp += card_pts(discard)  # 親が捨てた 2 枚のカードの点は子のもの
    for s, ms in decl_marriages.items():
        if s == declarer:
            dp += sum(ms)
        else:
            fp += sum(ms)
    return dp, fp


def silent_flags(declarer, play, trump, discard, decl_marriages, goals):
    """Silent bonuses / seven lost in trick 10 (to be avoided in files that do not want them)."""
    flags = []
    if trump is None:
        return flags
    last = play.tricks[9]
    seven = "7" + trump
    if seven in last[1] and "ulti" not in goals:
        flags.append("seven_in_last_trick")
    if "ulti" in goals and seven in last[1] and last[2][last[1].index(seven)] != declarer:
        flags.append("defender_seven_in_last_trick")
    dp, fp = party_points(declarer, play, discard, decl_marriages)
    if dp >= 100 or fp >= 100:
        flags.append("hundred")
    for s in range(3):
        if play.won(s) == 10:
            flags.append("durchmarsch")
    if play.won(declarer) == 0 and False:
        flags.append("none")
    return flags


def net(pays):
    n = {0: 0, 1: 0, 2: 0}
    for f, t, a, _r in pays:
        n[f] -= a
        n[t] += a
    return n


def rng_for(seed):
    return random.Random(seed)
