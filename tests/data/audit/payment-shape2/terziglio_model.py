"""Tarocchini Terziglio, model written from 004_c8bdb85b1ac896b0.txt alone, for deals in which
the declarer takes every trick: "Подсчет очков не нужен, если одна из сторон выиграла все
взятки; ей автоматически присуждается 40 игровых очков" (no counting: 40 game points), in a
gioco (not doubled: the doubling is said of solo only).

  62 cards: T0..T20, MATTO, four suits of ten (S B: K Q N J 10 9 8 7 6 1; C D: K Q N J 1 6 7 8 9 10).
  18 each and an 8-card widow (the standard preset).  Eldest (dealer+1) bids first and leads.
  Follow suit; void: trump; none: anything.  The Matto excuses at any time (kept by its owner's
  side, given to the other side when that side took no trick).
  Gioco: the declarer may exchange with the widow, never laying away a 5-point card.
  Sheet: game points per seat, each player of the winning side written the game points.
"""

import random

SUITS = "SBCD"
RANKS_SB = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
RANKS_CD = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]


def deck():
    cards = ["T%d" % i for i in range(21)] + ["MATTO"]
    for s in SUITS:
        for r in (RANKS_SB if s in "SB" else RANKS_CD):
            cards.append(r + s)
    return cards


def suit(c):
    if c == "MATTO":
        return None
    if c.startswith("T"):
        return "T"
    return c[-1]


def build(rng, dealer):
    """Declarer = eldest.  He holds T6..T20 (15), three kings, and one pip card he exchanges for
    the fourth king? No: he takes one widow card (a pip) and lays away his own pip."""
    eldest = (dealer + 1) % 3
    cards = deck()
    kings = ["KS", "KB", "KC", "KD"]
    rng.shuffle(kings)
    top = ["T%d" % i for i in range(6, 21)]
    rest = [c for c in cards if c not in top and c not in kings[:3]]
    rng.shuffle(rest)
    # declarer: 15 trumps, 3 kings, 1 more card? 15+3 = 18 already.
    decl_hand = top + kings[:3]
    # the others get 18 each from the rest (T0..T5, MATTO, the fourth king, 32 suit cards = 40),
    # 4 to ... the widow takes 8 -> 40 - 36 = 4?  (rest has 62-18 = 44 cards: 36 to the others,
    # 8 to the widow)
    others = rest[:36]
    widow = rest[36:]
    o1 = (eldest + 1) % 3
    o2 = (eldest + 2) % 3
    hands = {eldest: decl_hand, o1: others[:18], o2: others[18:]}
    # every other player must hold at least one card of each king's suit? not needed: a void
    # player must trump with T0..T5 (lower than the declarer's) or discard.
    return eldest, hands, widow


def play(rng, dealer):
    eldest, hands, widow = build(rng, dealer)
    dealt = {s: list(h) for s, h in hands.items()}
    # exchange: take one 1-point widow card, lay away... the declarer has only 5-point cards
    # (kings, T20, T19) and 1-point trumps; lay away a numbered trump? Laying away trumps is not
    # forbidden by the source ("не может сбрасывать 5-очковые карты").  Keep it simple: no exchange.
    h = {s: list(v) for s, v in hands.items()}
    leader = eldest
    tricks = []
    order_trumps = ["T%d" % i for i in range(20, 5, -1)]
    for t in range(18):
        trick = []
        for k in range(3):
            s = (leader + k) % 3
            if s == eldest and k == 0:
                c = order_trumps.pop(0) if order_trumps else [x for x in h[s] if x.startswith("K")][0]
            else:
                led = suit(trick[0][1])
                if "MATTO" in h[s] and t == 3:
                    c = "MATTO"
                else:
                    same = [x for x in h[s] if suit(x) == led]
                    if same:
                        opts = same
                    else:
                        tr = [x for x in h[s] if suit(x) == "T"]
                        opts = tr or [x for x in h[s] if x != "MATTO"] or h[s]
                    c = rng.choice(opts)
            h[s].remove(c)
            trick.append((s, c))
        tricks.append((trick, eldest))
        leader = eldest
    assert all(not v for v in h.values())
    return dict(dealer=dealer, declarer=eldest, hands=[dealt[0], dealt[1], dealt[2]], widow=widow, tricks=tricks)


def events(d):
    dealer = d["dealer"]
    e = d["declarer"]
    evs = [{"type": "bid", "seat": e, "bid": "gioco"},
           {"type": "bid", "seat": (e + 1) % 3, "bid": "pass"},
           {"type": "bid", "seat": (e + 2) % 3, "bid": "pass"}]
    for k in range(3):
        evs.append({"type": "declare", "seat": (dealer + 1 + k) % 3, "items": []})
    for trick, _w in d["tricks"]:
        for s, c in trick:
            evs.append({"type": "play", "seat": s, "card": c})
    return evs
