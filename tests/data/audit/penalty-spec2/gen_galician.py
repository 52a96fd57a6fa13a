"""Galician Tarok (Szczepański): blind model for the penalty round.

Penalties in the source:
- §12 a wrong number of cards laid away, §13 a king laid away: 'bezwarunkowo grę przegrał/przegrywa'.
- §21 wrong tarock count announced, §22 a laid-away tarock concealed, §23 trumping a suit lead
  while holding the suit: renonce, game lost unconditionally; 'Zwykle gracz płaci przy wygranej
  grze tylko konsolację, a zapowiedziane walory nie liczą się mu'.
- §27b ultimo announced without the pagat: 'w tym wypadku renoncu nie ma'.
Scoring (§14, §16, §18): a trick counts its card points minus 2; 33 of 66 is the consolation,
a three (first three bought) wins (p-33)*3+30 from each helper, loses ((33-p)*3+30)*1 to each.
"""

import random

from common import pay, penalty, play, write

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
SUIT_ORDER = ["K", "Q", "N", "J"]
TAROKS = [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
DECK = TAROKS + [r + s for s in SUITS for r in SUIT_ORDER] + list(PIP.values())
PLAYERS = ["Adam", "Bożena", "Czesław"]


def is_tarok(c):
    return c.startswith("T") or c == "SKIZ"


def suit(c):
    return "T" if is_tarok(c) else c[-1]


def value(c):
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if is_tarok(c):
        return 1
    r = c[:-1]
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(r, 1)


def strength(c, led):
    if c == "SKIZ":
        return 300
    if is_tarok(c):
        return 200 + int(c[1:])
    if suit(c) == led:
        r = c[:-1]
        return 100 + (4 - SUIT_ORDER.index(r) if r in SUIT_ORDER else 0)
    return 0


def legal(hand, trick):
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    tar = [c for c in hand if is_tarok(c)]
    return tar or list(hand)


def winner(trick):
    led = suit(trick[0][1])
    return max(trick, key=lambda sc: strength(sc[1], led))[0]


def group_points(cards):
    return sum(value(c) for c in cards) - 2


def simulate(rng, hands, forehand, faults_at=(), avoid_last=()):
    hand = [list(h) for h in hands]
    leader = forehand
    tricks = []
    planted = []
    fa = {(t, s): k for t, s, k in faults_at}
    for t in range(12):
        trick = []
        for i in range(3):
            s = (leader + i) % 3
            lg = legal(hand[s], trick)
            if (t, s) in fa:
                if not trick:
                    return None, None
                led = suit(trick[0][1])
                if led == "T" or not any(suit(c) == led for c in hand[s]):
                    return None, None
                bad = [c for c in hand[s] if is_tarok(c)]
                if not bad:
                    return None, None
                c = rng.choice(bad)
                planted.append((t, s, c))
            else:
                ch = [c for c in lg if c not in avoid_last] if t < 11 else lg
                c = rng.choice(ch or lg)
            hand[s].remove(c)
            trick.append((s, c))
        w = winner(trick)
        tricks.append((trick, w))
        leader = w
    return tricks, planted


def fmt(tricks):
    return " | ".join(" ".join(f"{s}:{c}" for s, c in tr) + f">{w}" for tr, w in tricks)


def deal(rng, dealer):
    d = DECK[:]
    rng.shuffle(d)
    talon = d[:6]
    hands = [None] * 3
    for k in range(3):
        hands[(dealer + 1 + k) % 3] = d[6 + 12 * k: 18 + 12 * k]
    return hands, talon


def premiums_ok(tricks, declarer, discard, rest):
    """No silent premium anywhere: trull and the four kings split between the sides, no pagat in
    the last trick, no volat."""
    side = {}
    for tr, w in tricks:
        for _, c in tr:
            side[c] = "D" if w == declarer else "H"
    for c in discard:
        side[c] = "D"
    for c in rest:
        side[c] = "H"
    for group in (["SKIZ", "T21", "T1"], ["KH", "KD", "KS", "KC"]):
        if len({side[c] for c in group}) == 1:
            return False
    if any(c == "T1" for _, c in tricks[-1][0]):
        return False
    winners = {w for _, w in tricks}
    if winners == {declarer} or declarer not in winners:
        return False
    return True


def points_of(tricks, declarer, discard):
    p = sum(group_points([c for _, c in tr]) for tr, w in tricks if w == declarer)
    return p + group_points(discard)


def search(seed, dealer, faults=None, need=None, discard_king=False, announce_ultimo_without_pagat=False):
    rng = random.Random(seed)
    forehand = (dealer + 1) % 3
    declarer = forehand
    for _ in range(500000):
        hands, talon = deal(rng, dealer)
        bought = talon[:3]
        rest = talon[3:]
        full = hands[declarer] + bought
        if announce_ultimo_without_pagat and "T1" in full:
            continue
        if discard_king:
            kings = [c for c in full if c[0] == "K" and not is_tarok(c)]
            if not kings:
                continue
            others = [c for c in full if not is_tarok(c) and c not in kings and c[0] != "K"]
            if len(others) < 2:
                continue
            discard = [rng.choice(kings)] + rng.sample(others, 2)
        else:
            others = [c for c in full if not is_tarok(c) and c[0] != "K"]
            if len(others) < 3:
                continue
            discard = rng.sample(others, 3)
        play_hands = [list(h) for h in hands]
        play_hands[declarer] = [c for c in full if c not in discard]
        seat_faults = []
        if faults:
            ts = sorted(rng.sample(range(1, 10), len(faults)))
            seat_faults = [(t, (declarer + off) % 3, "renonce") for t, off in zip(ts, faults)]
        tricks, planted = simulate(rng, play_hands, forehand, seat_faults)
        if tricks is None or len(planted) != len(seat_faults):
            continue
        if not premiums_ok(tricks, declarer, discard, rest):
            continue
        p = points_of(tricks, declarer, discard)
        if need and not need(p):
            continue
        return dict(hands=hands, talon=talon, bought=bought, rest=rest, discard=discard, tricks=tricks,
                    planted=planted, p=p, declarer=declarer)
    raise RuntimeError("none")


def record(dealer, r, announce=None):
    d = r["declarer"]
    ev = [
        {"type": "bid", "seat": d, "bid": "three"},
        {"type": "bid", "seat": (d + 1) % 3, "bid": "pass"},
        {"type": "bid", "seat": (d + 2) % 3, "bid": "pass"},
        {"type": "take", "seat": d, "cards": r["bought"]},
        {"type": "discard", "seat": d, "cards": r["discard"]},
        {"type": "announce", "seat": d, "items": announce or []},
        {"type": "announce", "seat": (d + 1) % 3, "items": []},
        {"type": "announce", "seat": (d + 2) % 3, "items": []},
    ]
    idx = {}
    for t, (tr, w) in enumerate(r["tricks"]):
        for s, c in tr:
            idx[(t, s)] = len(ev)
            ev.append(play(s, c))
    return ev, idx


def game_payments(d, won, amount):
    out = []
    for k in (1, 2):
        h = (d + k) % 3
        out.append(pay(h, d, amount, "game") if won else pay(d, h, amount, "game"))
    return out


def transcript(deals, note):
    return {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "rules": {"preset": "standard", "pool": False},
        "players": PLAYERS,
        "meta": {"audit": "penalty-spec2", "note": note},
        "deals": deals,
    }


def win_amount(p):
    return (p - 33) * 3 + 30


def loss_amount(p):
    return (33 - p) * 3 + 30


def main():
    notes = {}
    out = {}

    # G1: the declarer trumps a suit lead while holding the suit (§23), would have won on points;
    #     penalty recorded; he pays the consolation only (30 to each helper).
    dealer = 0
    r = search(101, dealer, faults=[0], need=lambda p: p > 40)
    ev, idx = record(dealer, r)
    (t, s, c), = r["planted"]
    end = max(idx[(t, x)] for x in range(3)) + 1
    ev.insert(end, penalty(r["declarer"], "renonce", note="trumped a suit lead holding the suit: game lost (§23)"))
    ev += game_payments(r["declarer"], False, 30)
    out["10-galician-declarer-renonce-penalty.json"] = transcript(
        [{"dealer": dealer, "hands": r["hands"], "talon": r["talon"], "events": ev}],
        "Bożena (three) trumps a suit lead holding the suit (§23 renonce); the table records the penalty; she made her points but pays the consolation only (30 to each helper).",
    )
    notes["10"] = dict(p=r["p"], fault=(idx[(t, s)], s, c), penalty_event=end, tricks=fmt(r["tricks"]))

    # G2: a helper's renonce; the table writes the penalty against the declarer; payments right
    #     (the declarer won on points anyway).
    dealer = 1
    r = search(102, dealer, faults=[1], need=lambda p: p > 38)
    ev, idx = record(dealer, r)
    (t, s, c), = r["planted"]
    end = max(idx[(t, x)] for x in range(3)) + 1
    ev.insert(end, penalty(r["declarer"], "renonce"))
    ev += game_payments(r["declarer"], True, win_amount(r["p"]))
    # deal 1: no fault; a penalty written against a helper; the declarer lost on points.
    dealer1 = 2
    r1 = search(105, dealer1, need=lambda p: p < 30)
    ev1, idx1 = record(dealer1, r1)
    h = (r1["declarer"] + 2) % 3
    at = idx1[(5, h)] + 1
    ev1.insert(at, penalty(h, "renonce"))
    ev1 += game_payments(r1["declarer"], False, loss_amount(r1["p"]))
    out["11-galician-renonce-wrong-party-and-no-fault.json"] = transcript(
        [{"dealer": dealer, "hands": r["hands"], "talon": r["talon"], "events": ev},
         {"dealer": dealer1, "hands": r1["hands"], "talon": r1["talon"], "events": ev1}],
        "Deal 0: a helper trumps a suit lead holding the suit (renonce); the table writes the penalty against the declarer; the declarer wins as played (he made his points). Deal 1: no fault, a renonce penalty written against a helper; the declarer loses on points.",
    )
    notes["11"] = dict(d0=dict(p=r["p"], win=win_amount(r["p"]), fault=(idx[(t, s)], s, c), penalty_event=end, tricks=fmt(r["tricks"])),
                       d1=dict(p=r1["p"], loss=loss_amount(r1["p"]), penalty_event=at, penalised=h, tricks=fmt(r1["tricks"])))

    # G3: deal 0 the declarer lays away a king (§13) and later trumps a suit lead holding it (§23);
    #     no penalty event, consolation paid (payments only).  Deal 1: the declarer's renonce,
    #     nothing recorded for it, paid as a won game.
    dealer0 = 2
    r0 = search(103, dealer0, faults=[0], need=lambda p: p > 36, discard_king=True)
    ev0, idx0 = record(dealer0, r0)
    (t0, s0, c0), = r0["planted"]
    ev0 += game_payments(r0["declarer"], False, 30)
    dealer1 = 0
    r1 = search(104, dealer1, faults=[0], need=lambda p: p > 36)
    ev1, idx1 = record(dealer1, r1)
    (t1, s1, c1), = r1["planted"]
    ev1 += game_payments(r1["declarer"], True, win_amount(r1["p"]))
    out["12-galician-king-laid-away-and-renonce.json"] = transcript(
        [{"dealer": dealer0, "hands": r0["hands"], "talon": r0["talon"], "events": ev0},
         {"dealer": dealer1, "hands": r1["hands"], "talon": r1["talon"], "events": ev1}],
        "Deal 0: the declarer lays a king away (§13) and later trumps a suit lead holding the suit (§23); consolation paid (30 each), no penalty event. Deal 1: the declarer's renonce goes unrecorded and the deal is paid as won.",
    )
    notes["12"] = dict(d0=dict(p=r0["p"], discard=r0["discard"], fault=(idx0[(t0, s0)], s0, c0), tricks=fmt(r0["tricks"])),
                       d1=dict(p=r1["p"], win=win_amount(r1["p"]), fault=(idx1[(t1, s1)], s1, c1), tricks=fmt(r1["tricks"])))

    # G5 clean: ultimo announced without the pagat (§27b: no renonce); the declarer wins the game
    #     and pays the failed ultimo (100 to each helper).
    dealer = 2
    r = search(106, dealer, need=lambda p: p > 36, announce_ultimo_without_pagat=True)
    ev, idx = record(dealer, r, announce=[{"kind": "pagat_ultimo"}])
    ev += game_payments(r["declarer"], True, win_amount(r["p"]))
    d = r["declarer"]
    ev += [pay(d, (d + k) % 3, 100, "pagat_ultimo") for k in (1, 2)]
    out["13-galician-ultimo-without-pagat-clean.json"] = transcript(
        [{"dealer": dealer, "hands": r["hands"], "talon": r["talon"], "events": ev}],
        "Clean: the declarer announces pagat ultimo without holding the pagat (§27b: no renonce); he loses the ultimo (100 to each helper) but his won game counts.",
    )
    notes["13"] = dict(p=r["p"], win=win_amount(r["p"]), tricks=fmt(r["tricks"]))

    for n, t in out.items():
        write(n, t)
    for k, v in notes.items():
        print(k, v)


if __name__ == "__main__":
    main()
