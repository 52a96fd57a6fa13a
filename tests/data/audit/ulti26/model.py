"""ulti26 private model, written from the Japanese source only (imports nothing from the project).

Deal: dealer D, first bidder F = D+1 gets 12 cards, the others 10 (no talon: the 2 extra cards
travel as F's discard). Play: follow suit, else trump, and within that beat the table if able;
an ulti declarer keeps the trump 7 as long as the rules allow. Scoring as in EXPECTED.md.
"""

import random

SUITS = "HDSC"
R_TRUMP = ["A", "10", "K", "Q", "J", "9", "8", "7"]
R_NOTRUMP = ["A", "K", "Q", "J", "10", "9", "8", "7"]
DECK = [r + s for s in SUITS for r in R_TRUMP]


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def pts(c):
    return 10 if rank(c) in ("A", "10") else 0


def strength(c, trump):
    order = R_TRUMP if trump else R_NOTRUMP
    return 8 - order.index(rank(c))


def beats(a, b, led, trump):
    """does card a beat card b (b currently winning) in a trick led with suit led"""
    if trump and suit(a) == trump and suit(b) != trump:
        return True
    if suit(a) == suit(b):
        return strength(a, trump) > strength(b, trump)
    return False


def winner_idx(trick, trump):
    led = suit(trick[0])
    w = 0
    for i in range(1, len(trick)):
        if beats(trick[i], trick[w], led, trump):
            w = i
    return w


def legal(hand, trick, trump, keep7=False):
    if not trick:
        cand = list(hand)
    else:
        led = suit(trick[0])
        cand = [c for c in hand if suit(c) == led]
        if not cand and trump:
            cand = [c for c in hand if suit(c) == trump]
        if not cand:
            cand = list(hand)
        w = trick[winner_idx(trick, trump)]
        b = [c for c in cand if beats(c, w, led, trump)]
        if b:
            cand = b
    if keep7 and trump and ("7" + trump) in cand and len(cand) > 1:
        cand = [c for c in cand if c != "7" + trump]
    return cand


def deal(seed, dealer):
    rng = random.Random(seed)
    d = list(DECK)
    rng.shuffle(d)
    f = (dealer + 1) % 3
    hands = [None, None, None]
    hands[f] = d[:12]
    hands[(f + 1) % 3] = d[12:22]
    hands[(f + 2) % 3] = d[22:32]
    return hands


def marriages(hand, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    return sorted(out, reverse=True)


def play_deal(hands10, declarer, trump, rng, mode, keep7, revoke=None):
    """hands10: the three 10-card hands at trick 1. mode: 'trump' | 'betli' | 'durch'.
    revoke: (trick_no, seat) -> that seat, holding the led suit, discards another suit instead.
    Returns list of (seat, card) plays, tricks list [(leader, cards, winner)]."""
    hands = [list(h) for h in hands10]
    leader = declarer
    plays, tricks = [], []
    for t in range(10):
        trick, seats = [], []
        for k in range(3):
            s = (leader + k) % 3
            L = legal(hands[s], trick, trump, keep7 and s == declarer)
            if revoke and revoke[0] == t and revoke[1] == s and trick:
                led = suit(trick[0])
                bad = [c for c in hands[s] if suit(c) != led and suit(c) != trump]
                assert any(suit(c) == led for c in hands[s]) and bad, "revoke impossible"
                c = bad[0]
            elif s == declarer:
                if mode == "betli":
                    c = min(L, key=lambda x: strength(x, trump))
                else:
                    if not trick:
                        tr = [x for x in L if suit(x) == trump]
                        c = max(tr or L, key=lambda x: strength(x, trump) + (0.5 if pts(x) else 0))
                    else:
                        win = [
                            x for x in L if beats(x, trick[winner_idx(trick, trump)], suit(trick[0]), trump)
                        ]
                        if win:
                            c = min(win, key=lambda x: strength(x, trump) + (10 if suit(x) == trump else 0))
                        else:
                            c = min(L, key=lambda x: (pts(x), strength(x, trump)))
            else:
                # a defender keeps his trump 7 for the last trick when he can (a silent ulti try)
                L2 = legal(hands[s], trick, trump, mode == "trump")
                c = rng.choice(sorted(L2))
            hands[s].remove(c)
            trick.append(c)
            seats.append(s)
            plays.append((s, c))
        w = seats[winner_idx(trick, trump)]
        tricks.append((leader, trick, w))
        leader = w
    return plays, tricks
