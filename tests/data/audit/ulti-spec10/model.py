"""Own model of Ulti, written from the Japanese source (seeds/003) alone.

Deal: the dealer's right-hand neighbour (the next seat in order of play, seat dealer+1) gets 12
cards, the other two 10.  The deal passes counter-clockwise (= order of play): next dealer is
dealer+1.  Auction: first bidder discards 2 then bids; each next player either takes the two
face-down cards, discards two and bids higher, or passes (the talon moves on face down);
three non-bids in a row end it.  Play: declarer leads; follow suit, else trump, and within that
beat the best card on the table if you can.  Card points (trump games only): A and 10 = 10,
last trick 10; marriages (with the first card, only when trumps and no 100/durchmarsch goal)
40 trump, 20 other.
"""

from __future__ import annotations

import itertools
import random

SUITS = "HDSC"
TR = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # high -> low, trump games (all suits)
NT = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # high -> low, no-trump games
DECK = [r + s for s in SUITS for r in TR]

VALUES = {
    "party": 1,
    "ulti": 4,
    "40-100": 4,
    "20-100": 8,
    "durchmarsch": 6,
    "betli": 5,
    "rebetli": 10,
    "open-betli": 20,
    "redurchmarsch": 12,
}
NO_TRUMP_GOALS = {"betli", "rebetli", "open-betli", "redurchmarsch"}


def rk(c):
    return c[:-1]


def st(c):
    return c[-1]


def pts(c):
    return 10 if rk(c) in ("A", "10") else 0


def strength(c, trump):
    order = TR if trump else NT
    return 8 - order.index(rk(c))


def beats(a, b, trump):
    """a beats the current best b (b is led suit or trump)."""
    if st(a) == st(b):
        return strength(a, trump) > strength(b, trump)
    return trump is not None and st(a) == trump


def trick_winner(cards, trump):
    best = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[best], trump):
            best = i
    return best


def legal(hand, table, trump):
    if not table:
        return sorted(hand)
    led = st(table[0])
    follow = [c for c in hand if st(c) == led]
    trumps_on = [c for c in table if trump and st(c) == trump]
    if follow:
        if trump and led != trump and trumps_on:
            return follow
        best = max((c for c in table if st(c) == led), key=lambda c: strength(c, trump))
        higher = [c for c in follow if strength(c, trump) > strength(best, trump)]
        return higher or follow
    if trump:
        tr = [c for c in hand if st(c) == trump]
        if tr:
            if trumps_on:
                best = max(trumps_on, key=lambda c: strength(c, trump))
                higher = [c for c in tr if strength(c, trump) > strength(best, trump)]
                return higher or tr
            return tr
    return sorted(hand)


def legal_for(seat, hand, table, trump, declarer, goals, trick_no):
    opts = legal(hand, table, trump)
    if seat == declarer and "ulti" in goals and trump and trick_no < 9:
        seven = "7" + trump
        if seven in opts and len(opts) > 1:
            opts = [c for c in opts if c != seven]
    return opts


def bid_points(goals, red):
    g = set(goals)
    total = sum(VALUES[x] for x in g)
    if g <= {"ulti", "four-aces"} and "party" not in g:
        total += 1  # party implied ("ulti" is party + ulti)
    mult = 2 if red else 1
    return total * mult


def bid_rank(bid):
    goals, red = bid
    n = len(set(goals))
    if set(goals) <= {"ulti"}:
        n += 1  # party counted as a goal
    return (bid_points(goals, red), -n)


def marriages_of(hand, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append((s, 40 if s == trump else 20))
    return out


class Deal:
    """Holds one deal's true state and produces its events."""

    def __init__(self, dealer, hands_dealt):
        self.dealer = dealer
        self.dealt = [list(h) for h in hands_dealt]
        self.events = []


def deal_cards(rng, dealer):
    deck = DECK[:]
    rng.shuffle(deck)
    first = (dealer + 1) % 3
    hands = [None, None, None]
    hands[first] = deck[:12]
    hands[(first + 1) % 3] = deck[12:22]
    hands[(first + 2) % 3] = deck[22:32]
    return hands


def play_out(hands, declarer, trump, goals, rng, policy, start_plays=(), fault=None):
    """Play the deal. policy(seat, opts, table, ctx) -> card. Returns list of (seat, card).

    fault: optional callable(trick_no, pos, seat, hand, table, opts) -> card or None, to plant a
    fault (returned card is played even if illegal).
    """
    hands = [list(h) for h in hands]
    plays = []
    leader = declarer
    for t in range(10):
        table = []
        for k in range(3):
            s = (leader + k) % 3
            opts = legal_for(s, hands[s], table, trump, declarer, goals, t)
            c = None
            if fault:
                c = fault(t, k, s, hands[s], table, opts)
            if c is None:
                c = policy(s, opts, table, dict(trick=t, declarer=declarer, trump=trump, hand=hands[s], goals=goals))
            hands[s].remove(c)
            table.append(c)
            plays.append((s, c))
        w = trick_winner(table, trump)
        leader = (leader + w) % 3
    return plays


def tricks_of(plays, declarer, trump):
    """plays: list of (seat, card) in order, complete tricks. Returns list of (cards, seats, winner)."""
    out = []
    for i in range(0, len(plays) - len(plays) % 3, 3):
        tr = plays[i : i + 3]
        cards = [c for _, c in tr]
        seats = [s for s, _ in tr]
        w = seats[trick_winner(cards, trump)]
        out.append((cards, seats, w))
    return out


def outcome(plays, declarer, trump, goals, red, discards, marriages):
    """marriages: dict seat -> list of points declared. Returns dict."""
    tr = tricks_of(plays, declarer, trump)
    cp = [0, 0, 0]
    ntr = [0, 0, 0]
    for i, (cards, seats, w) in enumerate(tr):
        ntr[w] += 1
        if trump:
            cp[w] += sum(pts(c) for c in cards)
            if i == 9:
                cp[w] += 10
    last = tr[9] if len(tr) == 10 else None
    return dict(tricks=tr, cp=cp, ntr=ntr, last=last)


def settle(declarer, trump, goals, red, discards, marriages, plays, contra=None, dealt_hand_decl=None):
    """Payments per the source.  contra: dict goal -> level (trump games: applies to both defenders).

    Returns list of (from, to, amount, reason) in a natural order and a description dict.
    """
    contra = contra or {}
    mult = 2 if red else 1
    defs = [(declarer + 1) % 3, (declarer + 2) % 3]
    o = outcome(plays, declarer, trump, goals, red, discards, marriages)
    cp, ntr, tr = o["cp"], o["ntr"], o["tricks"]
    pays = []
    info = {}
    g = set(goals)

    def pay_goal(goal, made, value, extra=0):
        lev = contra.get(goal, 1)
        amt = value * lev
        for d in defs:
            if made:
                pays.append((d, declarer, amt, goal))
            else:
                pays.append((declarer, d, amt, goal))
                if extra:
                    pays.append((declarer, d, extra, "ulti-penalty"))

    if g & NO_TRUMP_GOALS:
        goal = next(iter(g & NO_TRUMP_GOALS))
        if goal in ("betli", "rebetli", "open-betli"):
            made = ntr[declarer] == 0
        else:
            made = ntr[declarer] == 10
        info[goal] = made
        # without trumps a contra applies only between the doubling defender and the declarer
        for d in defs:
            lev = contra.get((goal, d), 1)
            amt = VALUES[goal] * lev
            if made:
                pays.append((d, declarer, amt, goal))
            else:
                pays.append((declarer, d, amt, goal))
        return pays, info, o

    marr = {s: sum(marriages.get(s, [])) for s in range(3)}
    decl_total = cp[declarer] + marr[declarer]
    def_total = sum(cp[d] for d in defs) + sum(pts(c) for c in discards) + sum(marr[d] for d in defs)
    info["decl_cp"] = cp[declarer]
    info["decl_total"] = decl_total
    info["def_total"] = def_total
    has_party = g <= {"party", "ulti"}
    hundred_declared = bool(g & {"40-100", "20-100"})
    last_cards, last_seats, last_w = tr[9]
    seven = "7" + trump
    # silent 100 (replaces party)
    silent100 = None
    if not hundred_declared:
        if decl_total >= 100:
            silent100 = "decl"
        elif def_total >= 100:
            silent100 = "def"
    info["silent100"] = silent100
    if has_party:
        party_made = decl_total > def_total and ntr[declarer] >= 1
        info["party"] = party_made
        if silent100 == "decl":
            for d in defs:
                pays.append((d, declarer, 2 * mult, "silent-100"))
        elif silent100 == "def":
            for d in defs:
                pays.append((declarer, d, 2 * mult, "silent-100"))
        else:
            pay_goal("party", party_made, 1 * mult)
    elif silent100 is not None:
        # not reachable in the files generated here
        raise AssertionError("silent 100 without party")
    if "ulti" in g:
        made = last_w == declarer and last_cards[last_seats.index(declarer)] == seven
        info["ulti"] = made
        pay_goal("ulti", made, 4 * mult, extra=4 * mult)
    if "40-100" in g:
        hand = dealt_hand_decl
        has40 = ("K" + trump in hand) and ("Q" + trump in hand)
        made = has40 and cp[declarer] + 40 >= 100
        info["40-100"] = made
        pay_goal("40-100", made, 4 * mult)
    if "20-100" in g:
        hand = dealt_hand_decl
        has20 = any(("K" + s in hand and "Q" + s in hand) for s in SUITS if s != trump)
        made = has20 and cp[declarer] + 20 >= 100
        info["20-100"] = made
        pay_goal("20-100", made, 8 * mult)
    if "durchmarsch" in g:
        made = ntr[declarer] == 10
        info["durchmarsch"] = made
        pay_goal("durchmarsch", made, 6 * mult)
    # silent ulti
    if "ulti" not in g and seven in last_cards:
        p = last_seats[last_cards.index(seven)]
        if last_w == p:
            info["silent_ulti"] = p
            if p == declarer:
                for d in defs:
                    pays.append((d, declarer, 2 * mult, "silent-ulti"))
            else:
                for d in defs:
                    pays.append((declarer, d, 2 * mult, "silent-ulti"))
        else:
            info["silent_ulti_lost"] = p
            for q in range(3):
                if q != p:
                    pays.append((p, q, 4 * mult, "silent-ulti"))
    # silent durchmarsch
    if "durchmarsch" not in g:
        if ntr[declarer] == 10:
            info["silent_durch"] = "decl"
            for d in defs:
                pays.append((d, declarer, 3 * mult, "silent-durchmarsch"))
        elif ntr[declarer] == 0:
            info["silent_durch"] = "def"
            for d in defs:
                pays.append((declarer, d, 3 * mult, "silent-durchmarsch"))
    return pays, info, o


def net(pays):
    n = [0, 0, 0]
    for f, t, a, _ in pays:
        n[f] -= a
        n[t] += a
    return n


def endings(hands_now, declarer, trump, goals, leader, trick_no, table=()):
    """All legal completions from a trick boundary (table empty). Yields list of (seat, card)."""
    hands_now = [list(h) for h in hands_now]

    def rec(hs, leader, t):
        if t == 10:
            yield []
            return
        for seq in trick_seqs(hs, leader, t):
            cards = [c for _, c in seq]
            w = seq[trick_winner(cards, trump)][0]
            hs2 = [list(h) for h in hs]
            for s, c in seq:
                hs2[s].remove(c)
            for rest in rec(hs2, w, t + 1):
                yield seq + rest

    def trick_seqs(hs, leader, t):
        def go(k, table, seq):
            if k == 3:
                yield list(seq)
                return
            s = (leader + k) % 3
            for c in legal_for(s, hs[s], table, trump, declarer, goals, t):
                yield from go(k + 1, table + [c], seq + [(s, c)])

        yield from go(0, [], [])

    yield from rec(hands_now, leader, trick_no)


# ---------------------------------------------------------------- policies


def policy_random(rng):
    def p(seat, opts, table, ctx):
        return rng.choice(opts)

    return p


def policy_greedy(rng, noise=0.25):
    """Win with the strongest card when leading/able, else throw the cheapest card."""

    def p(seat, opts, table, ctx):
        if rng.random() < noise:
            return rng.choice(opts)
        trump = ctx["trump"]
        decl = ctx["declarer"]
        betli = any(x in NO_TRUMP_GOALS and x != "redurchmarsch" for x in ctx["goals"])
        if betli and seat == decl:
            # play the lowest card that does not win if possible
            def key(c):
                return strength(c, trump)

            if table:
                cur = table[trick_winner(table, trump)]
                losing = [c for c in opts if not beats(c, cur, trump)]
                if losing:
                    return max(losing, key=key)
            return min(opts, key=key)
        if not table:
            return max(opts, key=lambda c: (pts(c), strength(c, trump)))
        cur = table[trick_winner(table, trump)]
        winning = [c for c in opts if beats(c, cur, trump)]
        if winning:
            return max(winning, key=lambda c: (pts(c), strength(c, trump)))
        return min(opts, key=lambda c: (pts(c), strength(c, trump)))

    return p


def choose_discard(hand, trump, keep=()):
    """Two cards to lay away: no trumps, no A/10, no marriage cards, no kept cards, short suits first."""
    mar = set()
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            mar |= {"K" + s, "Q" + s}

    def cost(c):
        return (
            c in keep,
            trump is not None and st(c) == trump,
            pts(c) > 0,
            c in mar,
            sum(1 for x in hand if st(x) == st(c)),
            strength(c, trump),
        )

    return sorted(hand, key=cost)[:2]


__all__ = [n for n in dir() if not n.startswith("_")]
_ = itertools
