"""Generate the ulti-spec5 transcripts from model.py.  Run: python3 gen.py

Writes NN-*.json here and prints, for every file, the facts EXPECTED.md is written from.
"""

from __future__ import annotations

import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model import DECK, HUNDRED, DURCH, SUITS, STD, ULTINET, Deal, dump, snapshot, suit, transcript  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
REPORT = []


def log(*a):
    REPORT.append(" ".join(str(x) for x in a))


# ---------------------------------------------------------------- auctions
def single(goals, red=False):
    """The first bidder (dealer + 1) discards, bids, and three passes follow."""

    def make(dealer, finals, talon, rng):
        D = (dealer + 1) % 3
        dealt = [list(h) for h in finals]
        dealt[D] = finals[D] + talon

        def emit(d):
            d.discard(D, talon)
            d.bid(D, goals, red)
            d.pas((D + 1) % 3)
            d.pas((D + 2) % 3)
            d.pas(D)

        return D, dealt, emit

    return make


def overcall(g1, r1, goals, red=False):
    """First bidder bids g1; the next seat takes the talon and bids higher; three passes."""

    def make(dealer, finals, talon, rng):
        B = (dealer + 1) % 3
        D = (dealer + 2) % 3
        pool = finals[D] + talon
        t1 = rng.sample(pool, 2)
        dealt = [list(h) for h in finals]
        dealt[B] = finals[B] + t1
        dealt[D] = [c for c in pool if c not in t1]

        def emit(d):
            d.discard(B, t1)
            d.bid(B, g1, r1)
            d.take(D)
            d.discard(D, talon)
            d.bid(D, goals, red)
            d.pas(dealer)
            d.pas(B)
            d.pas(D)

        return D, dealt, emit

    return make


def has_pair(hand):
    return any("K" + s in hand and "Q" + s in hand for s in SUITS)


# ---------------------------------------------------------------- search
def build(dealer, auction, D, trump=None, red=False, req=None, talon_req=(), forbid=(), forbid_pairs=False,
          strategy="random", predicate=None, seed=1, values=STD, play_kw=None, fold=False, stop_after=None,
          max_tries=200000, no_trump_announce=False):
    """D is the seat that will hold finals[D] (the declarer)."""
    req = req or {}
    play_kw = play_kw or {}
    for attempt in range(max_tries):
        rng = random.Random(seed * 1000003 + attempt)
        deck = [c for c in DECK]
        fixed = set(c for v in req.values() for c in v) | set(talon_req)
        rest = [c for c in deck if c not in fixed]
        rng.shuffle(rest)
        finals = [list(req.get(s, [])) for s in range(3)]
        talon = list(talon_req)
        for s in range(3):
            while len(finals[s]) < 10:
                finals[s].append(rest.pop())
        while len(talon) < 2:
            talon.append(rest.pop())
        if any(c in finals[s] for s, cs in forbid for c in cs):
            continue
        if forbid_pairs and any(has_pair(h) for h in finals):
            continue
        Dseat, dealt, emit = auction(dealer, finals, talon, rng)
        assert Dseat == D
        d = Deal(dealer, dealt, rng=random.Random(seed * 7 + attempt))
        d.values = values
        emit(d)
        if red:
            d.set_red()
        elif trump == "notrump":
            if not no_trump_announce:
                d.announce_notrump()
            else:
                d.trump = None
        elif trump:
            d.announce_trump(trump)
        snapshot(d)
        assert sorted(d.hands[D]) == sorted(finals[D]), (d.hands[D], finals[D])
        if fold:
            d.call_fold()
            return d
        d.play(strategy=strategy, stop_after=stop_after, **play_kw)
        if stop_after is not None:
            if predicate is None or predicate(d, None, None):
                return d
            continue
        try:
            pays, info = d.settle()
        except AssertionError:
            continue
        if predicate is None or predicate(d, pays, info):
            return d
    raise RuntimeError("no deal found")


def describe(name, k, d, pays=None, info=None):
    log(f"  deal {k}: dealer {d.dealer} declarer {d.declarer} goals {sorted(d.full_goals())} red {d.red} "
        f"trump {d.trump} contra {d.contra}")
    if info:
        log(f"    info {info}")
    if pays is not None:
        log(f"    payments {pays} net {d.net(pays)}")
    for i, e in enumerate(d.events):
        if e["type"] not in ("play",):
            log(f"    ev {i}: {e}")
    if d.tricks:
        plays = [i for i, e in enumerate(d.events) if e["type"] == "play"]
        log(f"    plays at {plays[0]}..{plays[-1]}; tricks: " + "; ".join(
            f"{t + 1}:{''.join(x + ' ' for x in tr[1]).strip()}->{tr[3]}" for t, tr in enumerate(d.tricks)))


def won(goal):
    return lambda d, p, i: i["result"].get(goal) is True


def all_of(*ps):
    return lambda d, p, i: all(q(d, p, i) for q in ps)


def last7(d, who="any", wins=None):
    if not d.trump:
        return False
    last = d.tricks[9]
    seven = "7" + d.trump
    if seven not in last[1]:
        return False
    p = last[2][last[1].index(seven)]
    if who == "declarer" and p != d.declarer:
        return False
    if who == "defender" and p == d.declarer:
        return False
    if wins is not None and (last[3] == p) != wins:
        return False
    return True


def no_last7(d, p, i):
    return not d.trump or ("7" + d.trump) not in d.tricks[9][1]


def margin(n):
    return lambda d, p, i: abs(i["dpts"] - i["fpts"]) > n


def someone_declares(d, p, i):
    return any(e["type"] == "declare" for e in d.events)


def finish(d, mode="payments", pays=None, alter=None):
    if pays is None:
        pays, info = d.settle()
    if alter:
        pays = alter(pays)
    if mode == "payments":
        idx = d.add_payments(pays)
        return pays, idx
    return pays, None


FILES = {}


def out(name, t):
    FILES[name] = t
    dump(os.path.join(HERE, name), t)


# =============================================================== files
def f01():
    name = "01-four-aces.json"
    log(f"== {name}")
    d = build(0, single(["party", "four-aces"]), 1, trump="C",
              req={1: ["AH", "AD", "AS", "AC", "10C", "JC", "9C"]}, forbid_pairs=True, strategy={1: "high"},
              predicate=all_of(won("four-aces"), won("party"), no_last7),
              play_kw={"trick1_hooks": {2: [{"type": "double", "seat": 2, "target": "four-aces", "level": 2}]}},
              seed=11)
    pays, info = d.settle()
    describe(name, 0, d, pays, info)
    idx = d.add_payments(pays)
    log(f"    payment events {idx}")
    out(name, transcript([d.to_json()], rules={"preset": "standard", "four_aces": True},
                         meta={"event": "Klubest", "note": "four aces bid with the party, contra'd by Csenge"}))


def f02():
    name = "02-four-tens-ultinet.json"
    log(f"== {name}")
    d = build(1, single(["party", "four-tens"]), 2, trump="S",
              req={2: ["10H", "AH", "10D", "AD", "10S", "AS", "10C", "KS", "9S"]}, forbid_pairs=True,
              strategy={2: "high"}, values=ULTINET,
              predicate=all_of(won("four-tens"), won("party"), no_last7), seed=12)
    pays, info = d.settle()
    describe(name, 0, d, pays, info)
    idx = d.add_payments(pays)
    log(f"    payment events {idx}")
    out(name, transcript([d.to_json()], rules={"preset": "ultinet"}, players=("Dóra", "Endre", "Fanni"),
                         meta={"note": "UltiNet table: party with four tens"}))


def f03():
    name = "03-durchmarsch-session.json"
    log(f"== {name}")
    d1 = build(2, single(["redurchmarsch"]), 0, trump="notrump",
               req={0: ["AH", "KH", "QH", "JH", "AD", "KD", "QD", "AS", "KS", "AC"]}, strategy={0: "high"},
               predicate=won("redurchmarsch"),
               play_kw={"trick1_hooks": {1: [{"type": "double", "seat": 1, "target": "redurchmarsch", "level": 2}]}},
               seed=13)
    p1, i1 = d1.settle()
    describe(name, 0, d1, p1, i1)
    log(f"    payment events {d1.add_payments(p1)}")
    d2 = build(0, single(["open-durchmarsch"]), 1, trump="S",
               req={1: ["AS", "10S", "KS", "QS", "JS", "9S", "AH", "10H", "AD", "AC"]}, strategy={1: "high"},
               predicate=all_of(won("open-durchmarsch"), no_last7), seed=14)
    p2, i2 = d2.settle()
    describe(name, 1, d2, p2, i2)
    log(f"    payment events {d2.add_payments(p2)}")
    out(name, transcript([d1.to_json(), d2.to_json()],
                         meta={"note": "no-trump redurchmarsch (contra by Bence alone), then open durchmarsch in leaves"}))


def f04():
    name = "04-20-100-over-40-100.json"
    log(f"== {name}")
    d1 = build(1, overcall(["40-100", "ulti"], False, ["20-100"]), 0, trump="D",
               req={0: ["KC", "QC", "AD", "10D", "AC", "10C", "AH"]}, forbid=[(0, ["KD", "QD"])],
               strategy={0: "high"}, predicate=all_of(won("20-100"), no_last7), seed=15)
    p1, i1 = d1.settle()
    describe(name, 0, d1, p1, i1)
    log(f"    payment events {d1.add_payments(p1)}")
    d2 = build(2, single(["40-100"]), 0, trump="S", req={0: ["KS", "QS", "AS", "9S"]},
               strategy={0: "high"},
               predicate=all_of(lambda d, p, i: i["result"]["40-100"] is False, no_last7,
                                lambda d, p, i: i["cp"][0] >= 40),
               seed=16)
    p2, i2 = d2.settle()
    describe(name, 1, d2, p2, i2)
    log(f"    payment events {d2.add_payments(p2)}")
    out(name, transcript([d1.to_json(), d2.to_json()],
                         meta={"note": "40-100 with ulti (8, two goals) overcalled by 20-100 (8, one goal); then a lost 40-100"}))


def f05():
    name = "05-red-session-payments.json"
    log(f"== {name}")
    deals = []
    # d1: red 40-100, lost
    d = build(0, single(["40-100"], red=True), 1, red=True, req={1: ["KH", "QH", "AH", "8H"]},
              strategy={1: "high"},
              predicate=all_of(lambda d, p, i: i["result"]["40-100"] is False, no_last7), seed=21)
    deals.append(d)
    # d2: red ulti, contra and recontra on the ulti
    d = build(1, single(["ulti"], red=True), 2, red=True, req={2: ["7H", "AH", "10H", "KH", "JH", "AD"]},
              strategy={2: "high"},
              predicate=all_of(won("ulti"), someone_declares),
              play_kw={"trick1_hooks": {0: [{"type": "double", "seat": 0, "target": "ulti", "level": 2}]},
                       "after_trick1": [{"type": "double", "seat": 2, "target": "ulti", "level": 4}]},
              seed=22)
    deals.append(d)
    # d3: red 20-100, won
    d = build(2, single(["20-100"], red=True), 0, red=True, req={0: ["KS", "QS", "AH", "10H", "AS", "10S", "AD"]},
              forbid=[(0, ["KH", "QH"])], strategy={0: "high"},
              predicate=all_of(won("20-100"), no_last7), seed=23)
    deals.append(d)
    # d4: red durchmarsch, won
    d = build(0, single(["durchmarsch"], red=True), 1, red=True,
              req={1: ["AH", "10H", "KH", "QH", "JH", "9H", "AS", "10S", "AC", "AD"]}, strategy={1: "high"},
              predicate=all_of(won("durchmarsch"), no_last7), seed=24)
    deals.append(d)
    # d5: red four aces with the party, won
    d = build(1, single(["party", "four-aces"], red=True), 2, red=True,
              req={2: ["AH", "10H", "JH", "9H", "AD", "AS", "AC"]}, forbid_pairs=True, strategy={2: "high"},
              predicate=all_of(won("four-aces"), won("party"), no_last7), seed=25)
    deals.append(d)
    for k, d in enumerate(deals):
        p, i = d.settle()
        describe(name, k, d, p, i)
        log(f"    payment events {d.add_payments(p)}")
    out(name, transcript([d.to_json() for d in deals], rules={"preset": "standard", "four_aces": True},
                         players=("Gábor", "Hajnal", "Imre"),
                         meta={"note": "an evening of red games, settled in chips after every deal"}))


def f06():
    name = "06-ulti-penalty-silent-ulti.json"
    log(f"== {name}")
    deals = []
    d = build(2, single(["ulti"]), 0, trump="D", req={0: ["7D", "AD", "KD", "AH"]},
              predicate=lambda d, p, i: i["result"]["ulti"] is False and d.tricks[9][1][d.tricks[9][2].index(0)] == "7D",
              play_kw={"trick1_hooks": {1: [{"type": "double", "seat": 1, "target": "ulti", "level": 2}]}},
              seed=31)
    deals.append(d)
    d = build(0, single(["party"]), 1, trump="S", req={1: ["AS", "10S", "KS"]},
              predicate=all_of(lambda d, p, i: last7(d, "defender", True)), seed=32)
    deals.append(d)
    d = build(1, single(["party"]), 2, trump="C", req={2: ["AC", "10C", "JC"]},
              predicate=all_of(lambda d, p, i: last7(d, "defender", False)), seed=33)
    deals.append(d)
    for k, d in enumerate(deals):
        p, i = d.settle()
        describe(name, k, d, p, i)
        log(f"    payment events {d.add_payments(p)}")
    out(name, transcript([d.to_json() for d in deals],
                         meta={"note": "a lost ulti under contra; a defender's silent ulti; a defender's 7 of trumps losing the last trick"}))


def sheet(deals, start, totals_upto):
    """Write score (net) after each deal, totals for deals < totals_upto."""
    tot = list(start)
    for k, d in enumerate(deals):
        if d.fold:
            p, i = d.settle()
        else:
            p, i = d.settle()
        net = d.net(p)
        sidx = d.add_scores(net)
        tot = [tot[s] + net[s] for s in range(3)]
        tidx = d.add_totals(tot) if k < totals_upto else None
        yield k, d, p, i, net, sidx, tidx, list(tot)


def f07():
    name = "07-fold-scoresheet.json"
    log(f"== {name}")
    deals = []
    deals.append(build(0, single(["party"]), 1, trump="C", fold=True, seed=41))
    deals.append(build(1, overcall(["party"], False, ["ulti"]), 0, trump="S", req={0: ["7S", "AS", "10S"]},
                       predicate=someone_declares, seed=42))
    deals.append(build(2, single(["betli"]), 0, trump="notrump", strategy={0: "low"},
                       req={0: ["7H", "8H", "7S", "8S", "7C", "7D"]}, seed=43))
    start = [12, -5, -7]
    for k, d, p, i, net, sidx, tidx, tot in sheet(deals, start, 3):
        describe(name, k, d, p, i)
        log(f"    net {net} score ev {sidx} total ev {tidx} totals {tot}")
    out(name, transcript([d.to_json() for d in deals], start={"totals": start},
                         players=("Jolán", "Kálmán", "Laura"),
                         meta={"note": "score sheet carried in from earlier deals; a fold, an ulti, a betli"}))


def f08():
    name = "08-totals-stop.json"
    log(f"== {name}")
    deals = []
    deals.append(build(1, single(["40-100"]), 2, trump="C", req={2: ["KC", "QC", "AC", "10C", "AH", "10H", "AS"]},
                       strategy={2: "high"}, predicate=all_of(won("40-100"), no_last7), seed=51))
    deals.append(build(2, single(["rebetli"]), 0, trump="notrump", strategy={0: "low"},
                       req={0: ["7H", "8H", "7S", "8S", "7C", "7D", "8D"]}, predicate=won("rebetli"), seed=52))
    deals.append(build(0, single(["party"]), 1, trump="D",
                       predicate=all_of(lambda d, p, i: i["result"]["party"] is False, no_last7,
                                        lambda d, p, i: sum(len(d.marriages[s]) for s in (0, 2)) >= 1, margin(0)),
                       seed=53))
    deals.append(build(1, single(["durchmarsch"]), 2, trump="S",
                       req={2: ["AS", "10S", "KS", "AH", "AC"]}, strategy={2: "high"},
                       predicate=all_of(lambda d, p, i: i["result"]["durchmarsch"] is False, no_last7), seed=54))
    for k, d, p, i, net, sidx, tidx, tot in sheet(deals, [0, 0, 0], 2):
        describe(name, k, d, p, i)
        log(f"    net {net} score ev {sidx} total ev {tidx} totals {tot}")
    out(name, transcript([d.to_json() for d in deals], players=("Márta", "Nándor", "Olga"),
                         meta={"note": "the scorer stopped writing running totals after the second deal"}))


def f09():
    name = "09-play-only.json"
    log(f"== {name}")
    d1 = build(0, single(["ulti"]), 1, trump="S", req={1: ["7S", "AS", "10S", "KS"]},
               predicate=None, seed=61)
    p1, i1 = d1.settle()
    describe(name, 0, d1, p1, i1)
    log(f"    payment events {d1.add_payments(p1)}")
    d2 = build(1, single(["betli"]), 2, trump="notrump", strategy={2: "low"},
               req={2: ["7H", "8H", "7S", "7C", "8C", "7D"]}, predicate=won("betli"), seed=62)
    # the recorder does not see the face-down discard: drop it
    disc = [i for i, e in enumerate(d2.events) if e["type"] == "discard"]
    assert disc == [0]
    d2.events.pop(0)
    p2, i2 = d2.settle()
    describe(name, 1, d2, p2, i2)
    log(f"    payment events {d2.add_payments(p2)}")
    out(name, transcript([d1.to_json(hands=False), d2.to_json(hands=False)], players=("Pál", "Rozália", "Sándor"),
                         meta={"note": "club app that keeps only bids and plays (second deal: the face-down discard not written)"}))


def f10():
    name = "10-stops-mid-play.json"
    log(f"== {name}")
    d1 = build(2, single(["party"]), 0, trump="C", predicate=all_of(no_last7, margin(0)), seed=71)
    p1, i1 = d1.settle()
    describe(name, 0, d1, p1, i1)
    log(f"    payment events {d1.add_payments(p1)}")
    d2 = build(0, single(["40-100", "ulti"]), 1, trump="D", req={1: ["KD", "QD", "7D", "AD", "10D"]},
               stop_after=6, strategy={1: "high"}, seed=72)
    describe(name, 1, d2)
    out(name, transcript([d1.to_json(), d2.to_json()], players=("Tamás", "Ubul", "Vera"),
                         meta={"note": "the second deal was abandoned after six tricks (closing time)"}))


# ---------------------------------------------------------------- faults
def f11():
    name = "11-fault-bid-out-of-turn.json"
    log(f"== {name}")

    def auction(dealer, finals, talon, rng):
        B, D, skipped = 1, 0, 2
        pool = finals[D] + talon
        t1 = rng.sample(pool, 2)
        dealt = [list(h) for h in finals]
        dealt[B] = finals[B] + t1
        dealt[D] = [c for c in pool if c not in t1]

        def emit(d):
            d.discard(B, t1)
            d.bid(B, ["party"])
            d.take(D)  # seat 0 acts although seat 2 is next
            d.discard(D, talon)
            d.bid(D, ["ulti"])
            d.pas(1)
            d.pas(2)
            d.pas(0)

        return D, dealt, emit

    d = build(0, auction, 0, trump="C", req={0: ["7C", "AC", "10C", "KC"]}, predicate=margin(0), seed=81)
    p, i = d.settle()
    describe(name, 0, d, p, i)
    log(f"    payment events {d.add_payments(p)}")
    out(name, transcript([d.to_json()], meta={"note": "Aiko takes the talon and bids before Csenge has spoken"}))


def f12():
    name = "12-fault-talon-taken-then-pass.json"
    log(f"== {name}")

    def auction(dealer, finals, talon, rng):
        # dealer 1: first bidder 2 (declarer of the party); seat 0 takes the talon, swaps, passes.
        B, W = 2, 0
        # seat 0's final hand = finals[0]; talon (final) = what seat 0 discards; t1 = 2 cards of the pool
        pool = finals[W] + talon
        t1 = rng.sample([c for c in finals[W]], 2)
        dealt = [list(h) for h in finals]
        dealt[B] = finals[B] + t1
        dealt[W] = [c for c in pool if c not in t1]

        def emit(d):
            d.discard(B, t1)
            d.bid(B, ["party"])
            d.take(W)
            d.discard(W, talon)
            d.pas(W)
            d.pas(1)
            d.pas(2)
            d.declarer = B
            d.goals = ["party"]

        return B, dealt, emit

    d = build(1, auction, 2, trump="D", predicate=all_of(margin(0), no_last7), seed=82)
    p, i = d.settle()
    describe(name, 0, d, p, i)
    log(f"    payment events {d.add_payments(p)}")
    out(name, transcript([d.to_json()], players=("Dóra", "Endre", "Fanni"),
                         meta={"note": "Dóra picks up the talon, lays two cards away and then passes"}))


def f13():
    name = "13-fault-marriage-late.json"
    log(f"== {name}")

    def pred(d, p, i):
        return margin(25)(d, p, i) and no_last7(d, p, i)

    # seat 1 holds a plain pair KH QH and names it only at its second card
    d = build(2, single(["party"]), 0, trump="D", req={1: ["KH", "QH"]},
              predicate=pred, seed=83,
              play_kw={"no_marriage_seats": (1,),
                       "hooks": {(1, 1): [{"type": "declare", "seat": 1, "items": [{"kind": "marriage", "points": 20}]}]}})
    assert not d.marriages[1]
    p, i = d.settle()
    describe(name, 0, d, p, i)
    log(f"    payment events {d.add_payments(p)}")
    out(name, transcript([d.to_json()], players=("Gábor", "Hajnal", "Imre"),
                         meta={"note": "Hajnal says '20' only when playing her second card"}))


def f14():
    name = "14-fault-marriage-without-pair.json"
    log(f"== {name}")

    def pred(d, p, i):
        return margin(25)(d, p, i) and no_last7(d, p, i) and not has_pair(d.hands_after_auction[2])

    d = build(0, single(["party"]), 1, trump="C", predicate=pred, seed=84,
              play_kw={"trick1_hooks": {2: [{"type": "declare", "seat": 2, "items": [{"kind": "marriage", "points": 20}]}]}})
    p, i = d.settle()
    describe(name, 0, d, p, i)
    log(f"    payment events {d.add_payments(p)}")
    out(name, transcript([d.to_json()], players=("Jolán", "Kálmán", "Laura"),
                         meta={"note": "Laura says '20' without holding any king and queen of one suit"}))


def f15():
    name = "15-fault-contra-too-late.json"
    log(f"== {name}")
    d = build(1, single(["ulti"]), 2, trump="S", req={2: ["7S", "AS", "10S", "KS", "AH"]},
              predicate=all_of(won("party"), margin(0)), seed=85,
              play_kw={"hooks": {(2, 0): [{"type": "double", "seat": 0, "target": "party", "level": 2}]}})
    assert "party" not in d.contra
    p, i = d.settle()
    describe(name, 0, d, p, i)
    log(f"    payment events {d.add_payments(p)}")
    out(name, transcript([d.to_json()], players=("Márta", "Nándor", "Olga"),
                         meta={"note": "Márta says contra on the party during the second trick; the table paid it undoubled"}))


def f16():
    name = "16-fault-revoke-betli.json"
    log(f"== {name}")
    state = {}

    def override(d, t, seat, trick, opts):
        # the first time a defender who follows second or third holds the led suit and another suit,
        # from trick 3 on: play a card of another suit (a revoke), one that cannot win.
        if state.get("done") or t < 2 or seat == d.declarer or not trick:
            return None
        led = suit(trick[0])
        hand = d.hands[seat]
        if not any(suit(c) == led for c in hand):
            return None
        other = [c for c in hand if suit(c) != led]
        if not other:
            return None
        state["done"] = True
        return d.rng.choice(other)

    def pred(d, p, i):
        return won("betli")(d, p, i) and len(d.forced) == 1

    for seed in range(86, 400):
        state.clear()
        try:
            d = build(2, single(["betli"]), 0, trump="notrump", strategy={0: "low"},
                      req={0: ["7H", "8H", "7S", "8S", "7C", "7D"]}, predicate=pred, seed=seed,
                      play_kw={"override": override}, max_tries=1)
            break
        except RuntimeError:
            continue
    p, i = d.settle()
    describe(name, 0, d, p, i)
    log(f"    forced {d.forced} (event index of the revoke = the len(events) at choice time)")
    log(f"    payment events {d.add_payments(p)}")
    out(name, transcript([d.to_json()], players=("Pál", "Rozália", "Sándor"),
                         meta={"note": "betli without trumps; a defender discards while holding the suit led"}))


def f17():
    name = "17-fault-red-payment-undoubled.json"
    log(f"== {name}")
    d = build(1, single(["ulti"], red=True), 2, red=True, req={2: ["7H", "AH", "10H", "KH"]},
              strategy={2: "high"}, predicate=all_of(won("ulti"), margin(0)), seed=87)
    p, i = d.settle()
    describe(name, 0, d, p, i)

    def alter(pays):
        out_ = []
        done = False
        for a, b, x, r in pays:
            if r == "ulti" and not done and a == 0:
                out_.append((a, b, x // 2, r))
                done = True
            else:
                out_.append((a, b, x, r))
        return out_

    p2 = alter(p)
    idx = d.add_payments(p2)
    log(f"    recorded {p2} events {idx}")
    out(name, transcript([d.to_json()], players=("Tamás", "Ubul", "Vera"),
                         meta={"note": "red ulti: Tamás pays the ulti at its plain value"}))


if __name__ == "__main__":
    for f in (f01, f02, f03, f04, f05, f06, f07, f08, f09, f10, f11, f12, f13, f14, f15, f16, f17):
        f()
    with open(os.path.join(HERE, "gen-facts.txt"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(REPORT) + "\n")
    print("\n".join(REPORT))
