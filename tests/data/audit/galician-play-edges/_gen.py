"""Blind generator for the galician-play-edges audit round (no validator import).

Writes 15 transcripts NN-desc.json into this directory and prints, per file, the
event indices the expectations in EXPECTED.md rest on.

Rules followed (Szczepański, §§3-7, 14, 18, 23, 24; see EXPECTED.md for quotes):
- §5: follow the suit led (any rank); void -> any tarock (no duty to beat an earlier
  tarock); tarock led -> any tarock (beat it or add a lower one); none -> any card.
- §14: a trick counts its card values minus 2; the player's pile is his tricks plus his
  discard; remainders not divisible by three count 2/3 per card (our reading).
- §18: three: 3 x (points - 33) + 30; one: 5 x (...) + 50; 33 points is a lost game;
  volat at three 300.
- pool off ("pool": false) everywhere, so every payment is a seat-to-seat payment.

Usage: python _gen.py [--seed N]
"""

from __future__ import annotations

import argparse
import json
import random
from fractions import Fraction
from pathlib import Path

HERE = Path(__file__).resolve().parent
PLAYERS = ["Adam", "Bożena", "Czesław"]
SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
DECK = [r + s for s in SUITS for r in "KQNJ"] + list(PIP.values())
DECK += [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
SRANK = {"K": 5, "Q": 4, "N": 3, "J": 2, "1": 1, "10": 1}


def is_t(c):
    return c == "SKIZ" or c.startswith("T")


def suit(c):
    return "T" if is_t(c) else c[-1]


def trank(c):
    return 22 if c == "SKIZ" else int(c[1:])


def srank(c):
    return SRANK[c[:-1]]


def value(c):
    if is_t(c):
        return 5 if c in ("T1", "T21", "SKIZ") else 1
    return srank(c)


def pile_points(cards):
    """§14: groups of three minus 2; a remainder counts 2/3 a card (our reading)."""
    total = sum(value(c) for c in cards)
    return Fraction(total) - Fraction(2, 3) * len(cards)


def legal(hand, trick):
    if not trick:
        return list(hand)
    led = suit(trick[0])
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    if led != "T":
        tar = [c for c in hand if is_t(c)]
        if tar:
            return tar
    return list(hand)


def best(cards):
    tar = [c for c in cards if is_t(c)]
    if tar:
        return max(tar, key=trank)
    led = suit(cards[0])
    return max((c for c in cards if suit(c) == led), key=srank)


def winner(trick):
    """trick: list of (seat, card)."""
    b = best([c for _, c in trick])
    return next(s for s, c in trick if c == b)


class Deal:
    def __init__(self, hands, talon, dealer=0, player=1, bid="three", buy=3):
        self.hands = [list(h) for h in hands]
        self.talon = list(talon)
        self.dealer = dealer
        self.player = player
        self.bid = bid
        self.buy = buy
        self.bought = self.talon[:buy]
        self.rest_talon = self.talon[buy:]
        self.discard = []
        self.announce = []
        self.plays = []  # (seat, card)
        self.tricks = []  # list of list (seat, card)

    def do_discard(self, cards=None):
        h = self.hands[self.player] + self.bought
        if cards is None:
            cand = sorted([c for c in h if not is_t(c) and not c.startswith("K")], key=value)
            cards = cand[: self.buy]
            assert len(cards) == self.buy
        self.discard = list(cards)
        self.play_hand = [list(x) for x in self.hands]
        self.play_hand[self.player] = [c for c in h if c not in cards]

    def helpers(self):
        return [s for s in range(3) if s != self.player]


def simulate(deal, rng, prefer=None, force=None, ultimo=False, lead_tarocks=None):
    """Play 12 tricks. prefer: {(t, seat): card} used when legal; force: {(t, seat): card}
    played whatever the rules say. lead_tarocks: seats that lead their highest tarock."""
    prefer = prefer or {}
    force = force or {}
    hands = [list(h) for h in deal.play_hand]
    leader = (deal.dealer + 1) % 3
    deal.plays, deal.tricks = [], []
    for t in range(12):
        trick = []
        for k in range(3):
            s = (leader + k) % 3
            hand = hands[s]
            lg = legal(hand, [c for _, c in trick])
            if (t, s) in force:
                card = force[(t, s)]
            elif (
                (t, s) in prefer
                and prefer[(t, s)] in lg
                and not (ultimo and s == deal.player and prefer[(t, s)] == "T1" and t < 11 and len(lg) > 1)
            ):
                card = prefer[(t, s)]
            else:
                opts = list(lg)
                if ultimo and s == deal.player and t < 11 and len(opts) > 1:
                    opts = [c for c in opts if c != "T1"]
                if lead_tarocks and s in lead_tarocks and not trick:
                    tar = sorted([c for c in opts if is_t(c) and c != "T1"], key=trank)
                    if tar:
                        opts = [tar[-1]]
                card = rng.choice(sorted(opts))
            assert card in hand, (t, s, card, hand)
            hand.remove(card)
            trick.append((s, card))
            deal.plays.append((s, card))
        deal.tricks.append(trick)
        leader = winner(trick)
    return deal


def piles(deal):
    p = list(deal.discard)
    h = list(deal.rest_talon)
    ptricks = 0
    for tr in deal.tricks:
        cards = [c for _, c in tr]
        if winner(tr) == deal.player:
            p += cards
            ptricks += 1
        else:
            h += cards
    return p, h, ptricks


def ok_premiums(deal, allow_pagat_last=False):
    """No silent trull, four kings, volat, ultimo in either pile."""
    p, h, pt = piles(deal)
    trull = {"T1", "T21", "SKIZ"}
    kings = {"KH", "KD", "KS", "KC"}
    for pile in (p, h):
        if trull <= set(pile) or kings <= set(pile):
            return False
    if pt in (0, 12):
        return False
    last = [c for _, c in deal.tricks[-1]]
    if "T1" in last and not allow_pagat_last:
        return False
    return True


def points(deal):
    p, _, _ = piles(deal)
    return pile_points(p)


MULT = {"three": (3, 30), "one": (5, 50)}


def game_value(deal, pts):
    m, a = MULT[deal.bid]
    if pts > 33:
        return m * (pts - 33) + a, True
    return m * (33 - pts) + a, False


def num(x):
    x = Fraction(x)
    if x.denominator == 1:
        return int(x)
    return round(float(x), 6)


def game_payments(deal, amount, won):
    out = []
    for h in deal.helpers():
        if won:
            out.append(
                {"type": "payment", "from": h, "to": deal.player, "amount": num(amount), "reason": "game"}
            )
        else:
            out.append(
                {"type": "payment", "from": deal.player, "to": h, "amount": num(amount), "reason": "game"}
            )
    return out


def premium_payments(deal, reason, amount, won):
    return [
        {
            "type": "payment",
            "from": h if won else deal.player,
            "to": deal.player if won else h,
            "amount": amount,
            "reason": reason,
        }
        for h in deal.helpers()
    ]


def events(deal, payments, take_backs=()):
    """take_backs: list of (play_index, seat, card): insert a play of card before the
    play with that index (the card taken back and replaced by the recorded one)."""
    ev = []
    order = [(deal.dealer + 1 + k) % 3 for k in range(3)]
    for s in order:
        ev.append({"type": "bid", "seat": s, "bid": deal.bid if s == deal.player else "pass"})
    ev.append({"type": "take", "seat": deal.player, "cards": list(deal.bought)})
    ev.append({"type": "discard", "seat": deal.player, "cards": list(deal.discard)})
    ann_order = [(deal.player + k) % 3 for k in range(3)]
    for s in ann_order:
        items = deal.announce if s == deal.player else []
        ev.append({"type": "announce", "seat": s, "items": list(items)})
    marks = {}
    tb = {i: (s, c) for i, s, c in take_backs}
    for i, (s, c) in enumerate(deal.plays):
        if i in tb:
            marks[("tb_first", i)] = len(ev)
            ev.append({"type": "play", "seat": tb[i][0], "card": tb[i][1]})
        marks[("play", i)] = len(ev)
        ev.append({"type": "play", "seat": s, "card": c})
    for p in payments:
        marks.setdefault("pay0", len(ev))
        ev.append(p)
    return ev, marks


def transcript(deal, evs, note):
    return {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "rules": {"preset": "standard", "pool": False},
        "players": PLAYERS,
        "meta": {"round": "galician-play-edges", "note": note},
        "deals": [{"dealer": deal.dealer, "hands": deal.hands, "talon": deal.talon, "events": evs}],
    }


def make_deal(rng, fixed=None, talon_fixed=None, **kw):
    """fixed: {seat: [cards]}; talon_fixed: {pos: card}."""
    fixed = fixed or {}
    talon_fixed = talon_fixed or {}
    used = set(sum(fixed.values(), [])) | set(talon_fixed.values())
    rest = [c for c in DECK if c not in used]
    rng.shuffle(rest)
    talon = [None] * 6
    for pos, c in talon_fixed.items():
        talon[pos] = c
    for i in range(6):
        if talon[i] is None:
            talon[i] = rest.pop()
    hands = []
    for s in range(3):
        h = list(fixed.get(s, []))
        while len(h) < 12:
            h.append(rest.pop())
        rng.shuffle(h)
        hands.append(h)
    assert not rest
    return Deal(hands, talon, **kw)


def clone(deal):
    d = Deal(deal.hands, deal.talon, deal.dealer, deal.player, deal.bid, deal.buy)
    d.announce = list(deal.announce)
    d.do_discard(deal.discard)
    return d


def prefer_map(deal):
    m = {}
    for t, tr in enumerate(deal.tricks):
        for s, c in tr:
            m[(t, s)] = c
    return m


def hand_before(deal, t, s):
    h = list(deal.play_hand[s])
    for tt in range(t):
        for ss, c in deal.tricks[tt]:
            if ss == s:
                h.remove(c)
    return h


# ------------------------------------------------------------------ features of base 01


def features(deal):
    f = {}
    for t, tr in enumerate(deal.tricks):
        for k in range(1, 3):
            s, c = tr[k]
            before = [cc for _, cc in tr[:k]]
            hand = hand_before(deal, t, s)
            led = suit(before[0])
            cur = best(before)
            if led != "T" and suit(c) == led:
                if any(suit(x) == led and srank(x) > srank(c) for x in hand):
                    f.setdefault("low_follow", (t, s, c))
            if led != "T" and is_t(c) and is_t(cur) and trank(c) < trank(cur):
                if any(is_t(x) and trank(x) > trank(cur) for x in hand):
                    f.setdefault("undertrump", (t, s, c))
            if led == "T" and is_t(c) and trank(c) < trank(cur):
                if any(is_t(x) and trank(x) > trank(cur) for x in hand):
                    f.setdefault("under_tarock", (t, s, c))
            if led != "T" and not is_t(c) and suit(c) != led:
                f.setdefault("void_discard", (t, s, c))
    return f


def find_base(seed, start=0):
    for k in range(start, 50000):
        rng = random.Random(seed * 100000 + k)
        d = make_deal(rng)
        try:
            d.do_discard()
        except AssertionError:
            continue
        simulate(d, rng)
        if not ok_premiums(d):
            continue
        pts = points(d)
        if not (40 <= pts <= 50):
            continue
        f = features(d)
        if len(f) < 4:
            continue
        return d, f, k
    raise SystemExit("no base found")


def variant(base, rng, force, check):
    d = clone(base)
    simulate(d, rng, prefer=prefer_map(base), force=force)
    return d if check(d) else None


def find_edit(base, seed, kind, need):
    """kind: player_revoke, helper_no_trump, helper_suit_on_tarock, helper_revoke."""
    for t in range(2, 11):
        tr = base.tricks[t]
        for k in range(1, 3):
            s, c = tr[k]
            hand = hand_before(base, t, s)
            led = suit(tr[0][1])
            tar = sorted([x for x in hand if is_t(x) and x != "T1"], key=trank)
            alt = None
            if kind in ("player_revoke", "helper_revoke"):
                want_seat = (s == base.player) == (kind == "player_revoke")
                if want_seat and led != "T" and suit(c) == led and tar:
                    alt = tar[0]
            elif kind == "helper_no_trump":
                if s != base.player and led != "T" and is_t(c):
                    others = [x for x in hand if not is_t(x) and suit(x) != led]
                    if others and not any(suit(x) == led for x in hand):
                        alt = sorted(others, key=value)[0]
            elif kind == "helper_suit_on_tarock":
                if s != base.player and led == "T" and is_t(c):
                    others = [x for x in hand if not is_t(x)]
                    if others:
                        alt = sorted(others, key=value)[0]
            if alt is None:
                continue
            for j in range(50):
                rng = random.Random(seed * 7919 + t * 31 + j)
                d = clone(base)
                simulate(d, rng, prefer=prefer_map(base), force={(t, s): alt})
                if not ok_premiums(d):
                    continue
                if need(points(d)):
                    # the forced play's index
                    idx = next(i for i, (ss, cc) in enumerate(d.plays) if i // 3 == t and ss == s)
                    return d, (t, s, c, alt, idx)
    raise LookupError(f"no edit {kind}")


def find_tb(base):
    tb = None
    for t in range(2, 11):
        for kk in range(1, 3):
            s, c = base.tricks[t][kk]
            if s == base.player:
                continue
            hand = hand_before(base, t, s)
            led = suit(base.tricks[t][0][1])
            tar = sorted([x for x in hand if is_t(x) and x != "T1"], key=trank)
            if led != "T" and suit(c) == led and tar:
                tb = (3 * t + kk, s, tar[-1])
                break
        if tb:
            break
    return tb


def find_tl(base):
    tl = None
    for t in range(1, 11):
        s, c = base.tricks[t][0]
        if s == base.player:
            continue
        hand = hand_before(base, t, s)
        others = [x for x in hand if x != c and x != "T1"]
        if others:
            tl = (3 * t, s, sorted(others)[0])
            break
    return tl


# ------------------------------------------------------------------ writing


OUT = {}


def write(name, tr, info):
    (HERE / name).write_text(json.dumps(tr, ensure_ascii=False, indent=1) + "\n")
    OUT[name] = info


def normal_payments(deal):
    pts = points(deal)
    amt, won = game_value(deal, pts)
    return game_payments(deal, amt, won), pts, amt, won


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=11)
    args = ap.parse_args()
    seed = args.seed
    for f in HERE.glob("[0-9][0-9]-*.json"):
        f.unlink()

    # 01 base: three, player wins, edge plays that are legal (§5)
    start = 0
    while True:
        base, feats, k = find_base(seed, start)
        try:
            for kind in ("player_revoke", "helper_no_trump", "helper_suit_on_tarock"):
                find_edit(base, seed, kind, lambda p: p > 36)
            if find_tb(base) and find_tl(base):
                break
            start = k + 1
        except LookupError:
            start = k + 1
    pay, pts, amt, won = normal_payments(base)
    ev, m = events(base, pay)
    write(
        "01-base-three-clean.json",
        transcript(base, ev, "base: legal edge plays"),
        {
            "points": str(pts),
            "amount": amt,
            "won": won,
            "features": {
                n: (t, s, c, m[("play", 3 * t + [x[0] for x in base.tricks[t]].index(s))])
                for n, (t, s, c) in feats.items()
            },
        },
    )

    # 02 player revoke (trumps a suit lead holding the suit), still over 33 on points
    d2, (t, s, c, alt, idx) = find_edit(base, seed, "player_revoke", lambda p: p > 36)
    pts2 = points(d2)
    cons = MULT["three"][1]
    pay2 = game_payments(d2, cons, False)
    ev2, m2 = events(d2, pay2)
    write(
        "02-player-revoke.json",
        transcript(d2, ev2, "player trumps holding the suit"),
        {
            "points": str(pts2),
            "revoke_event": m2[("play", idx)],
            "trick": t,
            "seat": s,
            "card": alt,
            "instead_of": c,
        },
    )

    # 03 same, paid as a normal won game (table ignored the renonce)
    amt3, won3 = game_value(d2, pts2)
    assert won3
    pay3 = game_payments(d2, amt3, True)
    ev3, m3 = events(d2, pay3)
    write(
        "03-player-revoke-paid-as-won.json",
        transcript(d2, ev3, "player revoke, table paid the won game"),
        {"points": str(pts2), "revoke_event": m3[("play", idx)], "pay0": m3["pay0"], "amount": amt3},
    )

    # 05 helper fails to trump (void in the suit led, holds a tarock, plays a suit card)
    d5, (t, s, c, alt, idx) = find_edit(base, seed, "helper_no_trump", lambda p: p > 36)
    pay5, pts5, amt5, won5 = normal_payments(d5)
    ev5, m5 = events(d5, pay5)
    write(
        "05-helper-fails-to-trump.json",
        transcript(d5, ev5, "helper void in the suit led plays another suit holding a tarock"),
        {
            "points": str(pts5),
            "amount": amt5,
            "won": won5,
            "event": m5[("play", idx)],
            "trick": t,
            "seat": s,
            "card": alt,
            "instead_of": c,
        },
    )

    # 06 helper plays a suit card to a tarock lead while holding a tarock
    d6, (t, s, c, alt, idx) = find_edit(base, seed, "helper_suit_on_tarock", lambda p: p > 36)
    pay6, pts6, amt6, won6 = normal_payments(d6)
    ev6, m6 = events(d6, pay6)
    write(
        "06-helper-suit-on-tarock-lead.json",
        transcript(d6, ev6, "helper plays a suit card to a tarock lead holding a tarock"),
        {
            "points": str(pts6),
            "amount": amt6,
            "won": won6,
            "event": m6[("play", idx)],
            "trick": t,
            "seat": s,
            "card": alt,
            "instead_of": c,
        },
    )

    # 10 helper adds a revoking tarock, takes it back at once, follows suit (§24)
    tb = find_tb(base)
    ev10, m10 = events(base, normal_payments(base)[0], take_backs=[tb])
    write(
        "10-take-back-follow.json",
        transcript(base, ev10, "helper's revoking card taken back while the trick lies"),
        {
            "first": m10[("tb_first", tb[0])],
            "replacement": m10[("play", tb[0])],
            "seat": tb[1],
            "taken_back": tb[2],
        },
    )

    # 11 helper leads, takes the lead back before anyone plays, leads another card
    tl = find_tl(base)
    ev11, m11 = events(base, normal_payments(base)[0], take_backs=[tl])
    write(
        "11-take-back-lead.json",
        transcript(base, ev11, "helper's lead taken back and replaced"),
        {
            "first": m11[("tb_first", tl[0])],
            "replacement": m11[("play", tl[0])],
            "seat": tl[1],
            "taken_back": tl[2],
        },
    )

    # 15 one wrong payment: base with the second helper's game payment off by 6
    pay15 = normal_payments(base)[0]
    pay15[1] = dict(pay15[1], amount=pay15[1]["amount"] + 6)
    ev15, m15 = events(base, pay15)
    write(
        "15-wrong-game-payment.json",
        transcript(base, ev15, "second game payment +6"),
        {"wrong_event": m15["pay0"] + 1, "amount": pay15[1]["amount"]},
    )

    # 13 base B: three, the player makes exactly 33 (lost game, §18)
    for k in range(20000):
        rng = random.Random(seed * 300000 + k)
        d = make_deal(rng)
        try:
            d.do_discard()
        except AssertionError:
            continue
        simulate(d, rng)
        if ok_premiums(d) and points(d) == 33:
            try:
                find_edit(d, seed, "helper_revoke", lambda p: p <= 33)
            except LookupError:
                continue
            break
    else:
        raise SystemExit("no 33")
    base_b = d
    pay13, pts13, amt13, won13 = normal_payments(base_b)
    assert not won13 and amt13 == 30
    ev13, m13 = events(base_b, pay13)
    write(
        "13-exactly-33-lost.json",
        transcript(base_b, ev13, "player makes exactly 33"),
        {"points": str(pts13), "amount": amt13},
    )

    # 04 helper revoke on base B; the player stays at or under 33 on points
    d4, (t, s, c, alt, idx) = find_edit(base_b, seed, "helper_revoke", lambda p: p <= 33)
    pay4 = game_payments(d4, 30, True)
    ev4, m4 = events(d4, pay4)
    write(
        "04-helper-revoke.json",
        transcript(d4, ev4, "helper trumps holding the suit"),
        {
            "points": str(points(d4)),
            "revoke_event": m4[("play", idx)],
            "seat": s,
            "card": alt,
            "instead_of": c,
        },
    )

    # 07 ultimo announced and made; SKIZ in the unbought packet so no trull
    for k in range(50000):
        rng = random.Random(seed * 500000 + k)
        tar = [f"T{i}" for i in range(12, 21)]
        rng.shuffle(tar)
        d = make_deal(rng, fixed={1: ["T1"] + tar[:6]}, talon_fixed={4: "SKIZ"})
        try:
            d.do_discard()
        except AssertionError:
            continue
        d.announce = [{"kind": "pagat_ultimo"}]
        simulate(d, rng, ultimo=True, lead_tarocks={1})
        last = d.tricks[-1]
        if not ok_premiums(d, allow_pagat_last=True):
            continue
        if (1, "T1") in last and winner(last) == 1 and points(d) > 36:
            break
    else:
        raise SystemExit("no ultimo")
    base_u = d
    pay7, pts7, amt7, won7 = normal_payments(base_u)
    pay7 += premium_payments(base_u, "pagat_ultimo", 100, True)
    ev7, m7 = events(base_u, pay7)
    write(
        "07-ultimo-made.json",
        transcript(base_u, ev7, "pagat ultimo announced and made"),
        {"points": str(pts7), "amount": amt7, "won": won7},
    )

    # 08 the player gives the pagat up early of his own accord (other tarocks in hand)
    found = None
    for t in range(3, 10):
        tr = base_u.tricks[t]
        for kk in range(3):
            s, c = tr[kk]
            if s != base_u.player:
                continue
            hand = hand_before(base_u, t, s)
            lg = legal(hand, [x for _, x in tr[:kk]])
            if "T1" in lg and len(lg) > 1 and not found:
                found = (t, s, c)
        if found:
            break
    t, s, c = found
    for j in range(200):
        rng = random.Random(seed * 13 + j)
        d8 = clone(base_u)
        simulate(d8, rng, prefer=prefer_map(base_u), force={(t, s): "T1"})
        if ok_premiums(d8):
            break
    idx8 = next(i for i, (ss, cc) in enumerate(d8.plays) if cc == "T1")
    pay8, pts8, amt8, won8 = normal_payments(d8)
    pay8 += premium_payments(d8, "pagat_ultimo", 100, False)
    ev8, m8 = events(d8, pay8)
    write(
        "08-ultimo-pagat-released.json",
        transcript(d8, ev8, "pagat given up early with other tarocks in hand"),
        {
            "points": str(pts8),
            "amount": amt8,
            "won": won8,
            "event": m8[("play", idx8)],
            "trick": t,
            "instead_of": c,
        },
    )

    # 09 the pagat driven out: a suit he is void in is led and his only tarock is the pagat
    for k in range(50000):
        rng = random.Random(seed * 700000 + k)
        suits = [x for x in DECK if not is_t(x)]
        rng.shuffle(suits)
        d = make_deal(
            rng, fixed={1: ["T1", "T2"] + suits[:10]}, talon_fixed={0: suits[10], 1: suits[11], 2: suits[12]}
        )
        try:
            d.do_discard()
        except AssertionError:
            continue
        d.announce = [{"kind": "pagat_ultimo"}]
        simulate(d, rng, ultimo=True)
        if not ok_premiums(d):
            continue
        i1 = next(i for i, (ss, cc) in enumerate(d.plays) if cc == "T1")
        t1 = i1 // 3
        if t1 >= 11 or i1 % 3 == 0:
            continue
        # forced: pagat the only legal card
        tr = d.tricks[t1]
        kk = [x[0] for x in tr].index(1)
        lg = legal(hand_before(d, t1, 1), [x for _, x in tr[:kk]])
        if lg == ["T1"] and winner(tr) == 1:
            break
    else:
        raise SystemExit("no forced pagat")
    pay9, pts9, amt9, won9 = normal_payments(d)
    pay9 += premium_payments(d, "pagat_ultimo", 100, False)
    ev9, m9 = events(d, pay9)
    write(
        "09-ultimo-pagat-driven-out.json",
        transcript(d, ev9, "pagat forced out (void in the suit led, no other tarock); it wins that trick"),
        {"points": str(pts9), "amount": amt9, "won": won9, "event": m9[("play", i1)], "trick": t1},
    )

    # 12 silent volat at three: 300 from each helper; pagat and a king in the unbought packet
    rng = random.Random(seed * 900001)
    ph = ["SKIZ"] + [f"T{i}" for i in range(13, 22)] + ["KH", "QH"]
    talon = ["KD", "QD", "JD", "T1", "KS", "JH"]
    rest = [x for x in DECK if x not in ph and x not in talon]
    rng.shuffle(rest)
    hands = [rest[:12], ph, rest[12:]]
    d = Deal(hands, talon)
    d.do_discard(["QH", "QD", "JD"])
    order = {1: sorted([x for x in d.play_hand[1] if is_t(x)], key=trank, reverse=True) + ["KH", "KD"]}
    force = {}
    for t, c in enumerate(order[1]):
        force[(t, 1)] = c
    simulate(d, rng, force=force)
    _, _, pt = piles(d)
    assert pt == 12, pt
    pay12 = premium_payments(d, "volat", 300, True)
    ev12, m12 = events(d, pay12)
    write(
        "12-volat-silent.json", transcript(d, ev12, "player takes every trick, unannounced"), {"tricks": pt}
    )

    # 14 one (one card bought), odd remainder: player's pile is 3t + 1 cards
    for k in range(20000):
        rng = random.Random(seed * 1100000 + k)
        d = make_deal(rng, bid="one", buy=1)
        try:
            d.do_discard()
        except AssertionError:
            continue
        if is_t(d.discard[0]):
            continue
        simulate(d, rng)
        if ok_premiums(d) and 36 < points(d) < 45:
            break
    else:
        raise SystemExit("no one")
    pay14, pts14, amt14, won14 = normal_payments(d)
    ev14, m14 = events(d, pay14)
    write(
        "14-one-odd-remainder.json",
        transcript(d, ev14, "one: pile of 3t+1 cards, remainder counted 2/3 a card"),
        {
            "points": str(pts14),
            "amount": str(amt14),
            "won": won14,
            "discard": d.discard,
            "tricks": piles(d)[2],
        },
    )

    for name in sorted(OUT):
        print(name, json.dumps(OUT[name], default=str))


if __name__ == "__main__":
    main()
