"""ulti-po: my own Ulti model, written from the Japanese source only (imports nothing from the project).

Seats 0,1,2 in order of play (the source's counter-clockwise). Dealer D; D+1 gets 12 cards and bids first.
"""
import random

SUITS = "HDSC"
TR_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps, high -> low
NT_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # without trumps
DECK = [r + s for s in SUITS for r in TR_ORDER]


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c, trump):
    order = TR_ORDER if trump else NT_ORDER
    return 8 - order.index(rank(c))


def beats(a, b, led, trump):
    """does card a beat card b (b currently winning) in a trick led in suit `led`"""
    if trump and suit(a) == trump and suit(b) != trump:
        return True
    if suit(a) != suit(b):
        return False
    return strength(a, trump) > strength(b, trump)


def winner_idx(cards, trump):
    led = suit(cards[0])
    best = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[best], led, trump):
            best = i
    return best


def legal(hand, trick, trump, keep7=None):
    """source: 先手と印が同じ手札があれば出さなければなりません.そうでない場合,切札があれば出さなければなりません.
    さらに,このルールが許す範囲で,すでに場に出てるカードに勝てる手札があれば出さなければなりません."""
    if not trick:
        cand = list(hand)
    else:
        led = suit(trick[0])
        cand = [c for c in hand if suit(c) == led]
        if not cand and trump:
            cand = [c for c in hand if suit(c) == trump]
        if not cand:
            cand = list(hand)
        best = trick[winner_idx(trick, trump)]
        beating = [c for c in cand if beats(c, best, led, trump)]
        if beating:
            cand = beating
    if keep7 and keep7 in cand and len(cand) > 1:
        cand = [c for c in cand if c != keep7]
    return cand


def card_points(cards):
    return sum(10 for c in cards if rank(c) in ("A", "10"))


def deal(seed, dealer):
    rng = random.Random(seed)
    d = list(DECK)
    rng.shuffle(d)
    hands = [[], [], []]
    f = (dealer + 1) % 3
    hands[f] = d[:12]
    hands[(f + 1) % 3] = d[12:22]
    hands[(f + 2) % 3] = d[22:32]
    return hands


def play(hands, declarer, trump, rng, strat, keep7=None, stop=None):
    """returns list of tricks: (leader, [cards in order], winner). strat(seat, cands, trick) -> card"""
    hands = [list(h) for h in hands]
    leader = declarer
    tricks = []
    for t in range(10):
        trick = []
        seats = [(leader + i) % 3 for i in range(3)]
        for s in seats:
            k7 = keep7 if s == declarer else None
            cands = legal(hands[s], trick, trump, k7)
            c = strat(s, cands, trick, t)
            hands[s].remove(c)
            trick.append(c)
        w = seats[winner_idx(trick, trump)]
        tricks.append((leader, trick, w))
        leader = w
        if stop and stop(tricks):
            break
    return tricks, hands
