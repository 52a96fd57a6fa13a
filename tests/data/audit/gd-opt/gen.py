"""Generator of the gd-opt audit transcripts (blind phase).

Run: /work/venv/bin/python gen.py   (writes NN-*.json next to this file and figures.txt)
"""

from __future__ import annotations

import json
import os
from fractions import Fraction

from dealkit import build, deal_cards, fmt, packet
from model import active_order, is_tarock, legal, suit, trick_winner
from settle import merge, net, resolve, settle, shares

HERE = os.path.dirname(os.path.abspath(__file__))
NAMES = ["Antoni", "Bronisława", "Cyprian", "Dorota", "Eugeniusz"]
LOG = []


def log(*a):
    LOG.append(" ".join(str(x) for x in a))


def pay_events(flows):
    ev = []
    for f, t, a, why in flows:
        if a == 0:
            continue
        ev.append({"type": "payment", "from": f, "to": t, "amount": fmt(Fraction(a)), "reason": why})
    return ev


def score_events(res, seats, totals):
    ev = []
    for s in seats:
        ev.append({"type": "score", "party": s, "points": fmt(res[s])})
    ev.append({"type": "score", "party": "pool", "points": fmt(res["pool"])})
    for s in seats:
        totals[s] += res[s]
        ev.append({"type": "total", "party": s, "points": fmt(totals[s])})
    totals["pool"] += res["pool"]
    ev.append({"type": "total", "party": "pool", "points": fmt(totals["pool"])})
    return ev


def write(name, tr):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(tr, f, ensure_ascii=False, indent=1)
        f.write("\n")


def transcript(n, rules, deals, start=None, meta=None):
    tr = {"format": "trick-transcript/1", "game": "galician-tarok"}
    if rules is not None:
        tr["rules"] = rules
    tr["players"] = NAMES[:n]
    if start is not None:
        tr["start"] = start
    tr["meta"] = meta or {}
    tr["deals"] = deals
    return tr


def has(h, c):
    return c in h


def find(pred, gen, tries=20000, start=0):
    for seed in range(start, start + tries):
        r = gen(seed)
        if r is not None and pred(r):
            return seed, r
    raise RuntimeError("no seed")


def plays_index(events):
    return [i for i, e in enumerate(events) if e["type"] == "play"]


def trick_of_event(events, idx):
    k = sum(1 for e in events[:idx] if e["type"] == "play")
    return k // 3


# --------------------------------------------------------------------------- 01
def rec01():
    """3 players, contra_symmetric: won game with contra at bottom (purchase 2)."""
    rules = {"contra_symmetric": True, "pool_dealer_fee": 2}
    n, dealer = 3, 0
    order = active_order(n, dealer, set())  # [1, 2, 0]
    decl = order[0]

    def gen(seed):
        hands, talon = deal_cards(seed, n, set())
        r = build(hands=hands, talon=talon,
                  bids=[(1, "three"), (2, "bottom"), (0, "pass"), (1, "hold"), (2, "pass")],
                  declarer=decl, contract="three", ordinal=2, order=order,
                  doubles=[(2, "game", 2)])
        r["hands"], r["talon"] = hands, talon
        return r

    def ok(r):
        st = settle(rules=rules, contract="three", purchases=2, pts=r["pts"], tricks=r["tricks"],
                    declarer=decl, opponents=[2, 0], helpers=[2, 0], announced={}, contra_game=2)
        return 38 <= r["pts"] <= 50 and len(st[0]) == 2 and all(x[3] == "game" for x in st[0])

    seed, r = find(ok, gen)
    st, pool_fl, info = settle(rules=rules, contract="three", purchases=2, pts=r["pts"], tricks=r["tricks"],
                               declarer=decl, opponents=[2, 0], helpers=[2, 0], announced={}, contra_game=2)
    flows = [(s, "pool", 10, "pool_stake") for s in range(3)] + [(dealer, "pool", 2, "pool_deal")] + merge(st)
    flows += shares(st, 10)
    ev = r["events"] + pay_events(flows)
    log("01 seed", seed, "pts", r["pts"], "g", info["g"], "flows", flows)
    tr = transcript(n, rules, [{"dealer": dealer, "hands": r["hands"], "talon": r["talon"], "events": ev}])
    write("01-sym-contra-won.json", tr)
    return r, flows



# --------------------------------------------------------------------------- helpers
def run(seed_or_hands, *, n, dealer, out, bids, decl, contract="three", ordinal=1, rejects=0,
        announce=None, doubles=(), policy=None, discard=None, forced=None):
    if isinstance(seed_or_hands, int):
        hands, talon = deal_cards(seed_or_hands, n, out)
    else:
        hands, talon = seed_or_hands
    order = active_order(n, dealer, out)
    try:
        r = build(hands=hands, talon=talon, bids=bids, declarer=decl, contract=contract, ordinal=ordinal,
                  rejects=rejects, order=order, announce=announce, doubles=doubles, policy=policy,
                  discard=discard, forced=forced)
    except AssertionError:
        return None
    r["hands"], r["talon"], r["order"] = hands, talon, order
    return r


def opponents_of(n, decl, out_sitters=()):
    return [s for s in range(n) if s != decl and s not in out_sitters]


def renonce_policy(offender, min_trick=1):
    state = {"trick": None}

    def pol(seat, hand, trick, t):
        if state["trick"] is not None or seat != offender or not trick or t < min_trick:
            return None
        led = suit(trick[0][1])
        if led == "T" or not any(suit(c) == led for c in hand):
            return None
        tars = [c for c in hand if is_tarock(c) and c != "T1"]
        if not tars:
            return None
        state["trick"] = t
        return min(tars, key=lambda c: 22 if c == "SKIZ" else int(c[1:]))

    return pol, state


def play_event_index(events, trick_no, seat):
    k = 0
    for i, e in enumerate(events):
        if e["type"] == "play":
            if k // 3 == trick_no and e["seat"] == seat:
                return i
            k += 1
    raise KeyError


def no_premiums(info):
    return not any(info["made_p"].values()) and not any(info["made_h"].values())


def build_hands(spec, n, out, seed, talon_spec=None):
    """spec: {seat: [cards forced into the hand]}; the rest shuffled in.  talon_spec: forced talon cards
    (first ones, top first)."""
    import random

    from model import deck

    rest = [c for c in deck() if all(c not in v for v in spec.values()) and c not in (talon_spec or [])]
    random.Random(seed).shuffle(rest)
    talon = list(talon_spec or [])
    while len(talon) < 6:
        talon.append(rest.pop())
    hands = []
    for s in range(n):
        if s in out:
            hands.append([])
            continue
        h = list(spec.get(s, []))
        while len(h) < 12:
            h.append(rest.pop())
        random.Random(seed * 7 + s).shuffle(h)
        hands.append(h)
    assert not rest
    return hands, talon


def check_plays(hands, talon, events):
    """Replays a deal by the blind model; returns list of (event index, seat, fault).
    A second play by a seat to the same trick is a take-back: 'take_back_uncovered' when nobody played
    after its first card, 'take_back_covered' when the next player had covered it."""
    faults = []
    hand = {s: list(h) for s, h in enumerate(hands)}
    trick = []
    done = None  # the last completed trick, while it still lies
    for i, e in enumerate(events):
        if e["type"] == "take":
            hand[e["seat"]] += e["cards"]
        elif e["type"] == "discard":
            for c in e["cards"]:
                hand[e["seat"]].remove(c)
                if c[0] == "K" and not is_tarock(c):
                    faults.append((i, e["seat"], "king_discarded"))
        elif e["type"] == "play":
            s, c = e["seat"], e["card"]
            if not trick and done and s in [x[0] for x in done] and s != trick_winner(done):
                j = [k for k, x in enumerate(done) if x[0] == s][0]
                hand[s].append(done[j][1])
                prev = done[:j]
                if c not in legal(hand[s], prev):
                    faults.append((i, s, "revoke"))
                hand[s].remove(c)
                done[j] = (s, c)
                faults.append((i, s, "take_back_covered"))
                continue
            if trick and trick[-1][0] == s:
                hand[s].append(trick.pop()[1])
                faults.append((i, s, "take_back_uncovered"))
            if c not in legal(hand[s], trick):
                faults.append((i, s, "revoke"))
            hand[s].remove(c)
            trick.append((s, c))
            if len(trick) == 3:
                done = trick
                trick = []
    return faults


# --------------------------------------------------------------------------- 02
def rec02():
    """4 players, contra_symmetric: won with contra + recontra (level 4); the sheet pays the default x2."""
    rules = {"contra_symmetric": True}
    n, dealer, out = 4, 3, {3}
    decl = 0
    bids = [(0, "three"), (1, "pass"), (2, "pass")]
    dbl = [(1, "game", 2), (0, "game", 4)]

    def ok(r):
        st = settle(rules=rules, contract="three", purchases=1, pts=r["pts"], tricks=r["tricks"], declarer=decl,
                    opponents=[1, 2, 3], helpers=[1, 2], announced={}, contra_game=4)
        return 38 <= r["pts"] and no_premiums(st[2]) and not check_plays(r["hands"], r["talon"], r["events"])

    seed, r = find(ok, lambda sd: run(sd, n=n, dealer=dealer, out=out, bids=bids, decl=decl, doubles=dbl))
    right = settle(rules=rules, contract="three", purchases=1, pts=r["pts"], tricks=r["tricks"], declarer=decl,
                   opponents=[1, 2, 3], helpers=[1, 2], announced={}, contra_game=4)
    wrong = settle(rules={}, contract="three", purchases=1, pts=r["pts"], tricks=r["tricks"], declarer=decl,
                   opponents=[1, 2, 3], helpers=[1, 2], announced={}, contra_game=4)
    flows = merge(wrong[0])
    flows += shares(flows, 10)
    ev = r["events"] + pay_events(flows)
    rflows = merge(right[0])
    rflows += shares(rflows, 10)
    log("02 seed", seed, "pts", r["pts"], "g", right[2]["g"], "right", rflows, "recorded", flows,
        "first game payment idx", len(r["events"]))
    log("02 net right", net(rflows, range(4)), "recorded", net(flows, range(4)))
    tr = transcript(n, rules, [{"dealer": dealer, "hands": r["hands"], "talon": r["talon"], "events": ev}],
                    start={"pools": {"pool": 50}})
    write("02-sym-recontra-slip.json", tr)


# --------------------------------------------------------------------------- 03
def rec03():
    """4 players, preset common_usage: dealer's fee, symmetric contra; then a no-tarock redeal."""
    rules = {"preset": "common_usage"}
    n = 4
    # deal 0
    dealer, out, decl = 0, {0}, 1
    bids = [(1, "three"), (2, "bottom"), (3, "pass"), (1, "hold"), (2, "pass")]
    dbl = [(2, "game", 2)]

    def ok(r):
        st = settle(rules=rules, contract="three", purchases=2, pts=r["pts"], tricks=r["tricks"], declarer=decl,
                    opponents=[2, 3, 0], helpers=[2, 3], announced={}, contra_game=2)
        return 36 <= r["pts"] <= 45 and no_premiums(st[2]) and not check_plays(r["hands"], r["talon"], r["events"])

    seed, r = find(ok, lambda sd: run(sd, n=n, dealer=dealer, out=out, bids=bids, decl=decl, ordinal=2,
                                      doubles=dbl))
    st = settle(rules=rules, contract="three", purchases=2, pts=r["pts"], tricks=r["tricks"], declarer=decl,
                opponents=[2, 3, 0], helpers=[2, 3], announced={}, contra_game=2)
    flows = [(s, "pool", 10, "pool_stake") for s in range(4)] + [(dealer, "pool", 1, "pool_deal")] + merge(st[0])
    flows += shares(merge(st[0]), 10)
    totals = {s: Fraction(0) for s in range(4)}
    totals["pool"] = Fraction(0)
    res = net(flows, range(4))
    ev0 = r["events"] + score_events(res, range(4), totals)
    log("03 deal0 seed", seed, "pts", r["pts"], "g", st[2]["g"], "flows", flows, "net", res)
    # deal 1: dealer 1 (king), seat 3 holds no tarock
    suits_ = ["KH", "QH", "NH", "JH", "1H", "KD", "QD", "ND", "JD", "1D", "KS", "QS"]
    hands1, talon1 = build_hands({3: suits_}, 4, {1}, 5)
    ev1 = [{"type": "redeal", "seat": 3, "reason": "no_tarock"}]
    tr = transcript(n, rules, [
        {"dealer": dealer, "hands": r["hands"], "talon": r["talon"], "events": ev0},
        {"dealer": 1, "hands": hands1, "talon": talon1, "events": ev1},
    ])
    write("03-common-usage-session.json", tr)


# --------------------------------------------------------------------------- 04
def rec04():
    """3 players, no_tarock_redeal: a redeal asked by a hand whose only tarock is the Skiz."""
    rules = {"no_tarock_redeal": True}
    n = 3
    dealer, decl = 0, 1
    bids = [(1, "three"), (2, "pass"), (0, "pass")]

    def ok(r):
        st = settle(rules=rules, contract="three", purchases=1, pts=r["pts"], tricks=r["tricks"], declarer=decl,
                    opponents=[2, 0], helpers=[2, 0], announced={})
        return 36 <= r["pts"] and no_premiums(st[2]) and not check_plays(r["hands"], r["talon"], r["events"])

    seed, r = find(ok, lambda sd: run(sd, n=n, dealer=dealer, out=set(), bids=bids, decl=decl), start=4000)
    st = settle(rules=rules, contract="three", purchases=1, pts=r["pts"], tricks=r["tricks"], declarer=decl,
                opponents=[2, 0], helpers=[2, 0], announced={})
    flows = [(s, "pool", 10, "pool_stake") for s in range(3)] + merge(st[0])
    flows += shares(merge(st[0]), 10)
    ev0 = r["events"] + pay_events(flows)
    log("04 deal0 seed", seed, "pts", r["pts"], "flows", flows)
    h = ["SKIZ", "KH", "QH", "NH", "1H", "KD", "JD", "1D", "QS", "JS", "10S", "NC"]
    hands1, talon1 = build_hands({0: h}, 3, set(), 11)
    ev1 = [{"type": "redeal", "seat": 0, "reason": "no_tarock"}]
    tr = transcript(n, rules, [
        {"dealer": dealer, "hands": r["hands"], "talon": r["talon"], "events": ev0},
        {"dealer": 1, "hands": hands1, "talon": talon1, "events": ev1},
    ])
    write("04-skiz-redeal-slip.json", tr)


# --------------------------------------------------------------------------- 05
def rec05():
    """4 players, tarocks_paid=if_game_won, pool_win_percent=0: a helper's 10 tarocks, helpers lose;
    the table pays them to the helper side as by default."""
    rules = {"tarocks_paid": "if_game_won", "pool_win_percent": 0}
    n, dealer, out = 4, 2, {2}
    decl = 3  # forehand
    bids = [(3, "three"), (0, "pass"), (1, "pass")]
    spec = {0: [f"T{i}" for i in range(2, 12)] + ["1H", "1D"],
            3: ["SKIZ", "T21", "T20", "T19", "T18", "T17", "T16", "T15", "T14", "KH", "QD", "NS"]}
    ann = {0: [{"kind": "tarocks", "count": 10}]}

    def gen_(sd):
        hs = build_hands(spec, n, out, sd)
        return run(hs, n=n, dealer=dealer, out=out, bids=bids, decl=decl, announce=ann)

    def ok(r):
        st = settle(rules=rules, contract="three", purchases=1, pts=r["pts"], tricks=r["tricks"], declarer=decl,
                    opponents=[0, 1, 2], helpers=[0, 1], announced=ann)
        return r["pts"] > 33 and no_premiums(st[2]) and r["held"][0] == 10 and \
            not check_plays(r["hands"], r["talon"], r["events"])

    seed, r = find(ok, gen_)
    right = settle(rules=rules, contract="three", purchases=1, pts=r["pts"], tricks=r["tricks"], declarer=decl,
                   opponents=[0, 1, 2], helpers=[0, 1], announced=ann)
    wrong = settle(rules={"pool_win_percent": 0}, contract="three", purchases=1, pts=r["pts"], tricks=r["tricks"],
                   declarer=decl, opponents=[0, 1, 2], helpers=[0, 1], announced=ann)
    flows = merge(wrong[0])
    ev = r["events"] + pay_events(flows)
    log("05 seed", seed, "pts", r["pts"], "g", right[2]["g"], "right", merge(right[0]), "recorded", flows,
        "payments start", len(r["events"]))
    log("05 net right", net(merge(right[0]), range(4)), "recorded", net(flows, range(4)))
    tr = transcript(n, rules, [{"dealer": dealer, "hands": r["hands"], "talon": r["talon"], "events": ev}],
                    start={"pools": {"pool": 40}})
    write("05-helper-tarocks-slip.json", tr)


# --------------------------------------------------------------------------- 06
def rec06():
    """5 players, pool=false, tarocks_paid=if_game_won: the player's 10 tarocks, contra, lost game."""
    rules = {"pool": False, "tarocks_paid": "if_game_won"}
    n, dealer, out = 5, 0, {0, 4}
    decl = 1
    bids = [(1, "three"), (2, "pass"), (3, "pass")]
    spec = {1: [f"T{i}" for i in range(2, 11)] + ["1H", "1D", "JS"]}
    talon_spec = ["T11", "10S", "JH"]
    ann = {1: [{"kind": "tarocks", "count": 10}]}
    dbl = [(2, "game", 2)]

    def gen_(sd):
        hs = build_hands(spec, n, out, sd, talon_spec)
        return run(hs, n=n, dealer=dealer, out=out, bids=bids, decl=decl, announce=ann, doubles=dbl)

    def ok(r):
        st = settle(rules=rules, contract="three", purchases=1, pts=r["pts"], tricks=r["tricks"], declarer=decl,
                    opponents=[2, 3, 0], helpers=[2, 3], announced=ann, contra_game=2)
        return r["pts"] < 33 and no_premiums(st[2]) and r["held"][1] == 10 and \
            not check_plays(r["hands"], r["talon"], r["events"])

    seed, r = find(ok, gen_)
    st = settle(rules=rules, contract="three", purchases=1, pts=r["pts"], tricks=r["tricks"], declarer=decl,
                opponents=[2, 3, 0], helpers=[2, 3], announced=ann, contra_game=2)
    flows = merge(st[0])
    ev = r["events"] + pay_events(flows)
    log("06 seed", seed, "pts", r["pts"], "g", st[2]["g"], "flows", flows, "net", net(flows, range(5)))
    tr = transcript(n, rules, [{"dealer": dealer, "hands": r["hands"], "talon": r["talon"], "events": ev}])
    write("06-tarocks-lost-5p.json", tr)



# --------------------------------------------------------------------------- 07 / 08 szpricer
def szpricer_session(seed0, seed1, lose_contra, pass_fee):
    """4 players; deal 0: dealer 1 is the king, all three pass, he calls szpricer; deal 1: he deals again,
    holds the old talon and six new cards, seat 0 (the last passer, dealer's right) sits out."""
    import random

    from model import deck

    n = 4
    hands0, talon0 = deal_cards(seed0, n, {1})
    ev0 = [{"type": "bid", "seat": 2, "bid": "pass"}, {"type": "bid", "seat": 3, "bid": "pass"},
           {"type": "bid", "seat": 0, "bid": "pass"}, {"type": "call", "seat": 1, "call": "szpricer"}]
    rest = [c for c in deck() if c not in talon0]
    random.Random(seed1).shuffle(rest)
    talon1 = rest[:6]
    hands1 = [[], talon0 + rest[6:12], rest[12:24], rest[24:36]]
    bids = [(2, "pass"), (3, "pass"), (1, "three")]
    dbl = [(2, "game", 2)] if lose_contra else []
    r = run((hands1, talon1), n=n, dealer=1, out={0}, bids=bids, decl=1, doubles=dbl)
    return hands0, talon0, ev0, r


def rec07():
    rules = {"szpricer": True}
    found = None
    for sd in range(7000, 9000):
        h0, t0, ev0, r = szpricer_session(sd, sd + 1, True, 5)
        if r is None:
            continue
        if r["order"] != [2, 3, 1]:
            raise RuntimeError(r["order"])
        st = settle(rules=rules, contract="three", purchases=1, pts=r["pts"], tricks=r["tricks"], declarer=1,
                    opponents=[2, 3, 0], helpers=[2, 3], announced={}, contra_game=2, szpricer=True)
        if 24 <= r["pts"] < 33 and no_premiums(st[2]) and not check_plays(r["hands"], r["talon"], r["events"]):
            found = (sd, h0, t0, ev0, r, st)
            break
    sd, h0, t0, ev0, r, st = found
    totals = {s: Fraction(0) for s in range(4)}
    totals["pool"] = Fraction(0)
    fl0 = [(s, "pool", 10, "pool_stake") for s in range(4)] + [(s, "pool", 5, "pool_pass") for s in (2, 3, 0)]
    res0 = net(fl0, range(4))
    ev0 = ev0 + score_events(res0, range(4), totals)
    fl1 = merge(st[0])
    fl1 += shares(fl1, 10)
    res1 = net(fl1, range(4))
    ev1 = r["events"] + score_events(res1, range(4), totals)
    log("07 seed", sd, "pts", r["pts"], "g", st[2]["g"], "fl1", fl1, "res0", res0, "res1", res1, "totals", totals)
    tr = transcript(4, rules, [{"dealer": 1, "hands": h0, "talon": t0, "events": ev0},
                               {"dealer": 1, "hands": r["hands"], "talon": r["talon"], "events": ev1}])
    write("07-szpricer-contra.json", tr)


def rec08():
    rules = {"szpricer": True, "pool_pass_fee": 10}
    found = None
    for sd in range(8100, 9900):
        h0, t0, ev0, r = szpricer_session(sd, sd + 3, False, 10)
        if r is None:
            continue
        st = settle(rules=rules, contract="three", purchases=1, pts=r["pts"], tricks=r["tricks"], declarer=1,
                    opponents=[2, 3, 0], helpers=[2, 3], announced={}, szpricer=True)
        if 24 <= r["pts"] < 33 and no_premiums(st[2]) and not check_plays(r["hands"], r["talon"], r["events"]):
            found = (sd, h0, t0, ev0, r, st)
            break
    sd, h0, t0, ev0, r, st = found
    wrong = settle(rules=rules, contract="three", purchases=1, pts=r["pts"], tricks=r["tricks"], declarer=1,
                   opponents=[2, 3, 0], helpers=[2, 3], announced={}, szpricer=False)
    totals = {s: Fraction(0) for s in range(4)}
    totals["pool"] = Fraction(0)
    fl0 = [(s, "pool", 10, "pool_stake") for s in range(4)] + [(s, "pool", 10, "pool_pass") for s in (2, 3, 0)]
    res0 = net(fl0, range(4))
    ev0 = ev0 + score_events(res0, range(4), totals)
    fl1 = merge(wrong[0])
    fl1 += shares(fl1, 10)
    res1 = net(fl1, range(4))
    rfl = merge(st[0])
    rfl += shares(rfl, 10)
    ev1 = r["events"] + score_events(res1, range(4), totals)
    log("08 seed", sd, "pts", r["pts"], "g", st[2]["g"], "recorded fl1", fl1, "right", rfl, "res0", res0,
        "res1 recorded", res1, "res1 right", net(rfl, range(4)), "score idx", len(r["events"]))
    tr = transcript(4, rules, [{"dealer": 1, "hands": h0, "talon": t0, "events": ev0},
                               {"dealer": 1, "hands": r["hands"], "talon": r["talon"], "events": ev1}])
    write("08-szpricer-single-slip.json", tr)


# --------------------------------------------------------------------------- 09
def rec09():
    """3 players, pool_stake=20, pool_win_percent=5, pool_pass_fee=2: a session of four deals:
    a game; all pass; an announced ultimo made (takes the pool); the pool founded again."""
    rules = {"pool_stake": 20, "pool_win_percent": 5, "pool_pass_fee": 2}
    n = 3
    totals = {s: Fraction(0) for s in range(3)}
    totals["pool"] = Fraction(0)
    deals = []
    pool = Fraction(0)
    # deal 0: dealer 0, forehand 1 plays three and wins
    def ok0(r):
        st = settle(rules=rules, contract="three", purchases=1, pts=r["pts"], tricks=r["tricks"], declarer=1,
                    opponents=[2, 0], helpers=[2, 0], announced={})
        return r["pts"] > 36 and no_premiums(st[2]) and not check_plays(r["hands"], r["talon"], r["events"])
    sd0, r0 = find(ok0, lambda sd: run(sd, n=3, dealer=0, out=set(), bids=[(1, "three"), (2, "pass"), (0, "pass")],
                                       decl=1), start=9000)
    st0 = settle(rules=rules, contract="three", purchases=1, pts=r0["pts"], tricks=r0["tricks"], declarer=1,
                 opponents=[2, 0], helpers=[2, 0], announced={})
    fl = [(s, "pool", 20, "pool_stake") for s in range(3)] + merge(st0[0])
    fl += shares(merge(st0[0]), 5)
    res = net(fl, range(3))
    pool += res["pool"]
    deals.append({"dealer": 0, "hands": r0["hands"], "talon": r0["talon"],
                  "events": r0["events"] + score_events(res, range(3), totals)})
    log("09 d0 seed", sd0, "pts", r0["pts"], "g", st0[2]["g"], "fl", fl, "res", res)
    # deal 1: dealer 1, all pass
    h1, t1 = deal_cards(9501, 3, set())
    ev1 = [{"type": "bid", "seat": s, "bid": "pass"} for s in (2, 0, 1)]
    fl = [(s, "pool", 2, "pool_pass") for s in (2, 0, 1)]
    res = net(fl, range(3))
    pool += res["pool"]
    deals.append({"dealer": 1, "hands": h1, "talon": t1, "events": ev1 + score_events(res, range(3), totals)})
    log("09 d1 res", res, "pool", pool)
    # deal 2: dealer 2, forehand 0 plays three, announces pagat ultimo and makes it
    ann = {0: [{"kind": "pagat_ultimo"}]}

    def gen2(sd):
        hs = build_hands({0: ["T1", "SKIZ", "T21", "T20", "T19"]}, 3, set(), sd)
        return run(hs, n=3, dealer=2, out=set(), bids=[(0, "three"), (1, "pass"), (2, "pass")], decl=0,
                   announce=ann)

    def ok2(r):
        st = settle(rules=rules, contract="three", purchases=1, pts=r["pts"], tricks=r["tricks"], declarer=0,
                    opponents=[1, 2], helpers=[1, 2], announced=ann, pool_before=pool)
        return r["pts"] > 33 and st[2]["pagat_last_won"] and not any(st[2]["made_h"].values()) and \
            not check_plays(r["hands"], r["talon"], r["events"])

    sd2, r2 = find(ok2, gen2, start=9600)
    st2 = settle(rules=rules, contract="three", purchases=1, pts=r2["pts"], tricks=r2["tricks"], declarer=0,
                 opponents=[1, 2], helpers=[1, 2], announced=ann, pool_before=pool)
    fl = merge(st2[0]) + st2[1]
    fl += shares(merge(st2[0]), 5)
    res = net(fl, range(3))
    pool += res["pool"]
    deals.append({"dealer": 2, "hands": r2["hands"], "talon": r2["talon"],
                  "events": r2["events"] + score_events(res, range(3), totals)})
    log("09 d2 seed", sd2, "pts", r2["pts"], "g", st2[2]["g"], "made", st2[2]["made_p"], "fl", fl, "res", res,
        "pool", pool)
    # deal 3: dealer 0, the pool founded again; forehand 1 plays three and loses
    def ok3(r):
        st = settle(rules=rules, contract="three", purchases=1, pts=r["pts"], tricks=r["tricks"], declarer=1,
                    opponents=[2, 0], helpers=[2, 0], announced={})
        return r["pts"] < 33 and no_premiums(st[2]) and not check_plays(r["hands"], r["talon"], r["events"])
    sd3, r3 = find(ok3, lambda sd: run(sd, n=3, dealer=0, out=set(), bids=[(1, "three"), (2, "pass"), (0, "pass")],
                                       decl=1), start=9700)
    st3 = settle(rules=rules, contract="three", purchases=1, pts=r3["pts"], tricks=r3["tricks"], declarer=1,
                 opponents=[2, 0], helpers=[2, 0], announced={})
    fl = [(s, "pool", 20, "pool_stake") for s in range(3)] + merge(st3[0])
    fl += shares(merge(st3[0]), 5)
    res = net(fl, range(3))
    pool += res["pool"]
    deals.append({"dealer": 0, "hands": r3["hands"], "talon": r3["talon"],
                  "events": r3["events"] + score_events(res, range(3), totals)})
    log("09 d3 seed", sd3, "pts", r3["pts"], "g", st3[2]["g"], "fl", fl, "res", res, "pool", pool, "totals", totals)
    write("09-pool-custom-session.json", transcript(3, rules, deals))


# --------------------------------------------------------------------------- 10
def rec10():
    """3 players, play-only record, pool_stake=50, pool_win_percent=20; the share written at 10%."""
    rules = {"pool_stake": 50, "pool_win_percent": 20}

    def ok(r):
        st = settle(rules=rules, contract="three", purchases=1, pts=r["pts"], tricks=r["tricks"], declarer=0,
                    opponents=[1, 2], helpers=[1, 2], announced={})
        return r["pts"] > 36 and no_premiums(st[2]) and not check_plays(r["hands"], r["talon"], r["events"])
    sd, r = find(ok, lambda sd: run(sd, n=3, dealer=2, out=set(), bids=[(0, "three"), (1, "pass"), (2, "pass")],
                                    decl=0), start=10000)
    st = settle(rules=rules, contract="three", purchases=1, pts=r["pts"], tricks=r["tricks"], declarer=0,
                opponents=[1, 2], helpers=[1, 2], announced={})
    fl = [(s, "pool", 50, "pool_stake") for s in range(3)] + merge(st[0])
    right = fl + shares(merge(st[0]), 20)
    fl = fl + shares(merge(st[0]), 10)
    ev = r["events"] + pay_events(fl)
    log("10 seed", sd, "pts", r["pts"], "g", st[2]["g"], "recorded", fl, "right", right, "share idx", len(ev) - 1)
    write("10-pool-share-slip.json", transcript(3, rules, [{"dealer": 2, "hands": None, "talon": r["talon"],
                                                             "events": ev}]))



# --------------------------------------------------------------------------- 11 / 12 renonce by the player
def renonce_deal(start, rules, want, spec=None, bids=None, ordinal=2, pool_before=0):
    """3 players, dealer 0, forehand 1 plays at bottom (three / bottom / hold), announces pagat ultimo and
    trumps a suit lead while holding that suit (par. 23)."""
    bids = bids or [(1, "three"), (2, "bottom"), (0, "pass"), (1, "hold"), (2, "pass")]
    ann = {1: [{"kind": "pagat_ultimo"}]}
    for sd in range(start, start + 40000):
        pol, state = renonce_policy(1)
        hs = build_hands(spec or {1: ["T1"]}, 3, set(), sd)
        r = run(hs, n=3, dealer=0, out=set(), bids=bids, decl=1, ordinal=ordinal, announce=ann, policy=pol)
        if r is None:
            continue
        if state["trick"] is None:
            continue
        st = settle(rules=rules, contract="three", purchases=ordinal, pts=r["pts"], tricks=r["tricks"], declarer=1,
                    opponents=[2, 0], helpers=[2, 0], announced=ann, renonce="player", pool_before=pool_before)
        faults = check_plays(r["hands"], r["talon"], r["events"])
        if len(faults) != 1 or faults[0][2] != "revoke":
            continue
        if want(r, st):
            return sd, r, st, faults, state
    raise RuntimeError


def rec11():
    rules = {"renonce_pool": "paid", "renonce_premiums": "all_paid", "renonce_silent_premiums": "counted",
             "consolation": "single", "pool_win_percent": 0}

    def want(r, st):
        return r["pts"] >= 37 and st[2]["made_p"]["four_kings"] and not st[2]["made_p"]["trull"] and \
            not any(st[2]["made_h"].values())

    sd, r, st, faults, state = renonce_deal(11000, rules, want, spec={1: ["T1", "KH", "KD", "KS"]},
                                           pool_before=60)
    fl = merge(st[0]) + st[1]
    ev = r["events"] + pay_events(fl)
    log("11 seed", sd, "pts", r["pts"], "g", st[2]["g"], "renonce", faults, "trick", state["trick"],
        "pagat_last_won", st[2]["pagat_last_won"], "fl", fl, "net", net(fl, range(3)))
    write("11-renonce-pool-paid.json", transcript(3, rules, [{"dealer": 0, "hands": r["hands"], "talon": r["talon"],
                                                              "events": ev}], start={"pools": {"pool": 60}}))


def rec12():
    rules = {"renonce_pool": "untouched", "renonce_premiums": "all_paid"}

    def want(r, st):
        return r["pts"] < 30 and not any(st[2]["made_p"].values()) and not any(st[2]["made_h"].values()) and \
            not st[2]["pagat_last_won"]

    sd, r, st, faults, state = renonce_deal(12000, rules, want, pool_before=80)
    assert not st[1]
    fl = merge(st[0])
    fl += shares(fl, 10)
    ev = r["events"] + pay_events(fl)
    log("12 seed", sd, "pts", r["pts"], "g", st[2]["g"], "renonce", faults, "trick", state["trick"],
        "pagat_last_won", st[2]["pagat_last_won"], "fl", fl, "net", net(fl, range(3)))
    write("12-renonce-pool-untouched.json", transcript(3, rules, [{"dealer": 0, "hands": r["hands"],
                                                                   "talon": r["talon"], "events": ev}],
                                                        start={"pools": {"pool": 80}}))


# --------------------------------------------------------------------------- 13 bad discard, 5 players
def rec13():
    rules = {"consolation": "single"}
    n, dealer, out = 5, 2, {0, 2}
    bids = [(3, "three"), (4, "bottom"), (1, "pass"), (3, "hold"), (4, "pass")]
    decl = 3
    for sd in range(13000, 60000):
        hands, talon = deal_cards(sd, n, out)
        pk = packet(talon, "three", 2)
        h = hands[decl] + pk
        kings = [c for c in h if c[0] == "K" and not is_tarock(c)]
        if not kings:
            continue
        from dealkit import auto_discard
        try:
            disc = [kings[-1]] + auto_discard([c for c in h if c != kings[-1]], 2)
        except AssertionError:
            continue
        r = run((hands, talon), n=n, dealer=dealer, out=out, bids=bids, decl=decl, ordinal=2, discard=disc)
        if r is None:
            continue
        st = settle(rules=rules, contract="three", purchases=2, pts=r["pts"], tricks=r["tricks"], declarer=decl,
                    opponents=[4, 1, 2], helpers=[4, 1], announced={}, renonce="bad_discard")
        from model import value as cv
        if r["pts"] - sum(cv(c) for c in disc) + 2 > 34 and no_premiums(st[2]) and \
                not st[2]["pagat_last_won"]:
            faults = check_plays(r["hands"], r["talon"], r["events"])
            if [f[2] for f in faults] == ["king_discarded"]:
                break
    fl = merge(st[0])
    fl += shares(fl, 10)
    ev = r["events"] + pay_events(fl)
    log("13 seed", sd, "pts", r["pts"], "disc", disc, "faults", faults, "fl", fl, "net", net(fl, range(5)))
    write("13-bad-discard-single-5p.json", transcript(n, rules, [{"dealer": dealer, "hands": r["hands"],
                                                                  "talon": r["talon"], "events": ev}],
                                                       start={"pools": {"pool": 30}}))


# --------------------------------------------------------------------------- 14 helper renonce, offender pays
def rec14():
    rules = {"helper_renonce_pays": "offender"}
    n, dealer, out = 4, 0, {0}
    bids = [(1, "three"), (2, "pass"), (3, "pass")]
    decl = 1
    for sd in range(14000, 60000):
        pol, state = renonce_policy(2)
        r = run(sd, n=n, dealer=dealer, out=out, bids=bids, decl=decl, policy=pol)
        if r is None:
            continue
        if state["trick"] is None:
            continue
        faults = check_plays(r["hands"], r["talon"], r["events"])
        if [f[2] for f in faults] != ["revoke"] or r["pts"] < 38:
            continue
        st = settle(rules=rules, contract="three", purchases=1, pts=r["pts"], tricks=r["tricks"], declarer=decl,
                    opponents=[2, 3, 0], helpers=[2, 3], announced={}, renonce=("helper", 2))
        if r["pts"] >= 38 and no_premiums(st[2]) and not st[2]["pagat_last_won"]:
            break
    fl = merge(st[0])
    fl += shares(fl, 10)
    ev = r["events"] + pay_events(fl)
    log("14 seed", sd, "pts", r["pts"], "g", st[2]["g"], "faults", faults, "fl", fl, "net", net(fl, range(4)))
    write("14-helper-renonce-offender.json", transcript(n, rules, [{"dealer": dealer, "hands": r["hands"],
                                                                    "talon": r["talon"], "events": ev}],
                                                         start={"pools": {"pool": 40}}))


# --------------------------------------------------------------------------- 15 / 16 take back
def simple3(start, decl_wins=True, n=3, dealer=1):
    order = active_order(n, dealer, set())
    decl = order[0]
    bids = [(order[0], "three"), (order[1], "pass"), (order[2], "pass")]
    for sd in range(start, start + 5000):
        r = run(sd, n=n, dealer=dealer, out=set(), bids=bids, decl=decl)
        if r is None:
            continue
        st = settle(rules={}, contract="three", purchases=1, pts=r["pts"], tricks=r["tricks"], declarer=decl,
                    opponents=[s for s in range(n) if s != decl], helpers=[], announced={})
        if (r["pts"] > 35) == decl_wins and abs(r["pts"] - 33) > 2 and no_premiums(st[2]) and \
                not st[2]["pagat_last_won"] and not check_plays(r["hands"], r["talon"], r["events"]):
            return sd, r, st, decl
    raise RuntimeError


def rec15():
    """take_back=until_covered: a lead changed before the next player has played to it."""
    rules = {"take_back": "until_covered"}
    sd, r, st, decl = simple3(15000)
    ev = list(r["events"])
    # trick 4 (index 3): its leader first puts down another card of his hand, then takes it back
    t = 3
    w, trick = r["tricks"][t]
    leader, final = trick[0]
    idx = play_event_index(ev, t, leader)
    later = [c for (tt, (ww, tr)) in enumerate(r["tricks"]) if tt > t for s, c in tr if s == leader]
    first = later[0]
    ev.insert(idx, {"type": "play", "seat": leader, "card": first})
    fl = merge(st[0])
    fl += shares(fl, 10)
    ev += pay_events(fl)
    log("15 seed", sd, "pts", r["pts"], "g", st[2]["g"], "take-back idx", idx, "seat", leader, first, "->", final,
        "fl", fl)
    write("15-take-back-lead.json", transcript(3, rules, [{"dealer": 1, "hands": r["hands"], "talon": r["talon"],
                                                           "events": ev}], start={"pools": {"pool": 20}}))


def rec16():
    """take_back=until_covered: a follower changes his card after the next player has covered it."""
    rules = {"take_back": "until_covered"}
    for start in range(16000, 30000, 50):
        sd, r, st, decl = simple3(start, decl_wins=False)
        ev = list(r["events"])
        # find a trick (not the last) where the second player had another legal card and neither card wins
        hand = {s: list(h) for s, h in enumerate(r["hands"])}
        for e in ev:
            if e["type"] == "take":
                hand[e["seat"]] += e["cards"]
            if e["type"] == "discard":
                for c in e["cards"]:
                    hand[e["seat"]].remove(c)
        chosen = None
        for t, (w, trick) in enumerate(r["tricks"]):
            (a, ca), (b, cb), (c, cc) = trick
            if t >= 2 and t < 11 and chosen is None:
                lg = [x for x in legal(hand[b], [(a, ca)]) if x != cb]
                for x in lg:
                    if trick_winner([(a, ca), (b, x), (c, cc)]) != b and w != b and x != "T1":
                        # C's card must stay legal after B's first card
                        if cc in legal(hand[c], [(a, ca), (b, x)]):
                            chosen = (t, b, x, cb, c)
                            break
            for s, cd in trick:
                hand[s].remove(cd)
        if chosen:
            break
    t, b, x, cb, c = chosen
    ib = play_event_index(ev, t, b)
    ic = play_event_index(ev, t, c)
    assert ic == ib + 1
    ev[ib] = {"type": "play", "seat": b, "card": x}
    ev[ic] = {"type": "play", "seat": c, "card": r["tricks"][t][1][2][1]}
    ev.insert(ic + 1, {"type": "play", "seat": b, "card": cb})
    fl = merge(st[0])
    fl += shares(fl, 10)
    ev += pay_events(fl)
    log("16 seed", sd, "pts", r["pts"], "g", st[2]["g"], "trick", t, "seat", b, x, "->", cb, "second play idx",
        ic + 1, "fl", fl)
    write("16-take-back-covered-slip.json", transcript(3, rules, [{"dealer": 1, "hands": r["hands"],
                                                                    "talon": r["talon"], "events": ev}],
                                                         start={"pools": {"pool": 20}}))


# --------------------------------------------------------------------------- 17 defend the pool
def rec17():
    rules = {"defend_pool": "required"}
    # dealer 0: forehand 1 'pass volat' (no pagat), 2 bids three (holds the pagat), 0 passes without the pagat
    bids = [(1, "pass_volat"), (2, "three"), (0, "pass")]
    ann = {2: [{"kind": "pagat_ultimo"}]}
    for sd in range(17000, 60000):
        hs = build_hands({2: ["T1", "SKIZ", "T21"]}, 3, set(), sd)
        if "T1" in hs[1]:  # talon would be packet... pagat fixed to seat 2 anyway
            continue
        r = run(hs, n=3, dealer=0, out=set(), bids=bids, decl=2, announce=ann)
        if r is None:
            continue
        st = settle(rules=rules, contract="three", purchases=1, pts=r["pts"], tricks=r["tricks"], declarer=2,
                    opponents=[0, 1], helpers=[0, 1], announced=ann, pool_before=90)
        if r["pts"] > 36 and st[2]["pagat_last_won"] and not any(st[2]["made_h"].values()) and \
                not check_plays(r["hands"], r["talon"], r["events"]):
            break
    fl = merge(st[0]) + st[1]
    fl += shares(merge(st[0]), 10)
    ev = r["events"] + pay_events(fl)
    log("17 seed", sd, "pts", r["pts"], "g", st[2]["g"], "made", st[2]["made_p"], "fl", fl, "net", net(fl, range(3)))
    write("17-defend-pool-slip.json", transcript(3, rules, [{"dealer": 0, "hands": r["hands"], "talon": r["talon"],
                                                             "events": ev}], start={"pools": {"pool": 90}}))


# --------------------------------------------------------------------------- 18 contra on the pool
def rec18():
    rules = {"contra_on_pool": True}
    bids = [(2, "three"), (0, "pass"), (1, "pass")]
    ann = {2: [{"kind": "pagat_ultimo"}]}
    dbl = [(0, "pagat_ultimo", 2)]
    for sd in range(18000, 60000):
        hs = build_hands({2: ["T1"]}, 3, set(), sd)
        r = run(hs, n=3, dealer=1, out=set(), bids=bids, decl=2, announce=ann, doubles=dbl)
        if r is None:
            continue
        st = settle(rules=rules, contract="three", purchases=1, pts=r["pts"], tricks=r["tricks"], declarer=2,
                    opponents=[0, 1], helpers=[0, 1], announced=ann, contra_prem={"pagat_ultimo": 2},
                    pool_before=45)
        last = r["tricks"][-1]
        pagat_in_last = any(c == "T1" for s, c in last[1])
        if r["pts"] < 31 and pagat_in_last and not st[2]["pagat_last_won"] and no_premiums(st[2]) and \
                not check_plays(r["hands"], r["talon"], r["events"]):
            break
    fl = merge(st[0]) + st[1]
    fl += shares(merge(st[0]), 10)
    ev = r["events"] + pay_events(fl)
    log("18 seed", sd, "pts", r["pts"], "g", st[2]["g"], "last", r["tricks"][-1], "fl", fl, "net", net(fl, range(3)))
    write("18-contra-on-pool.json", transcript(3, rules, [{"dealer": 1, "hands": r["hands"], "talon": r["talon"],
                                                           "events": ev}], start={"pools": {"pool": 45}}))


ALL = [rec01, rec02, rec03, rec04, rec05, rec06, rec07, rec08, rec09, rec10, rec11, rec12, rec13, rec14, rec15,
       rec16, rec17, rec18]


if __name__ == "__main__":
    for fn in ALL:
        fn()
    print("\n".join(LOG))
