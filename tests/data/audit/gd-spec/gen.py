"""gd-spec generator: writes NN-*.json and figures.md.txt from the blind model.  Run from this directory."""

from __future__ import annotations

import json
import random
import sys

from model import DECK, fmt, is_tarock, suit, trick_winner
from settle import deal_cards, emit_payments, run

OUT: dict[str, dict] = {}
FIG: list[str] = []
NAMES3 = ["Antoni", "Bronisława", "Cyprian"]
NAMES4 = NAMES3 + ["Dorota"]
NAMES5 = NAMES4 + ["Eustachy"]


def tarocks(h):
    return sum(1 for c in h if is_tarock(c))


def search(make, pred, tries=20000, base=0):
    for seed in range(base, base + tries):
        rng = random.Random(seed)
        r = make(rng)
        if r is not None and pred(*r):
            return seed, r
    raise SystemExit(f"no seed for {make.__name__}")


def plays_of(d):
    return [(i, e) for i, e in enumerate(d.events) if e["type"] == "play"]


def ok_side(d, f):
    return not f["helper_trull_or_kings"] and f["declarer_tricks"] > 0


def transcript(players, deals, rules=None, start=None, meta=None):
    t = {"format": "trick-transcript/1", "game": "galician-tarok", "players": players}
    if rules:
        t["rules"] = rules
    if start:
        t["start"] = start
    t["deals"] = [d.json() for d in deals]
    if meta:
        t["meta"] = meta
    return t


def note(name, deals, extra=""):
    FIG.append(f"## {name}\n{extra}")
    for i, d in enumerate(deals):
        f = {k: v for k, v in d.fig.items() if k not in ("payments", "net")}
        FIG.append(f"deal {i}: {json.dumps(f, default=str)}")
        FIG.append("  net: " + ", ".join(f"{k}={fmt(v)}" for k, v in d.fig["net"].items()))


def three_p(rng, dealer=0, fixed=None, talon_fixed=None):
    return deal_cards(rng, 3, dealer, fixed=fixed, talon_fixed=talon_fixed)


# ---------------------------------------------------------------- 01
def f01(rng):
    d = three_p(rng)
    if "T1" in d.hands[0]:
        return None
    f = run(d, [(1, "three"), (2, "pass"), (0, "pass_volat")], 1, "three", rng=rng, fresh=True)
    return d, f


def p01(d, f):
    return ok_side(d, f) and f["declarer_points"] > 33 and [p[0] for p in f["premiums"]] == ["four_kings"]


# ---------------------------------------------------------------- 02
def no_overtake_seen(d):
    ps = [e for _, e in plays_of(d)]
    hands = {s: list(d.hands[s]) for s in d.active}
    for e in d.events:
        if e["type"] == "take":
            hands[e["seat"]] += e["cards"]
        if e["type"] == "discard":
            for c in e["cards"]:
                hands[e["seat"]].remove(c)
    for k in range(0, 36, 3):
        tr = ps[k : k + 3]
        if not is_tarock(tr[0]["card"]):
            for e in tr:
                hands[e["seat"]].remove(e["card"])
            continue
        best = tr[0]
        hands[best["seat"]].remove(best["card"])
        found = False
        for e in tr[1:]:
            cur = trick_winner([(best["seat"], best["card"]), (e["seat"], e["card"])])
            higher = [
                c for c in hands[e["seat"]] if is_tarock(c) and trick_winner([(0, best["card"]), (1, c)]) == 1
            ]
            if (
                cur != e["seat"]
                and higher
                and (best["seat"] == d.fig["declarer"]) != (e["seat"] == d.fig["declarer"])
            ):
                found = (k // 3, e, higher)
            if cur == e["seat"]:
                best = e
            hands[e["seat"]].remove(e["card"])
        if found:
            return found
    return None


def f02(rng):
    d = three_p(rng)
    f = run(
        d,
        [(1, "three"), (2, "bottom"), (0, "pass"), (1, "pass")],
        2,
        "bottom",
        doubles=[(0, "game", 2)],
        announces=[(2, []), (0, []), (1, [])],
        rng=rng,
        pool_before=40,
        strategy="random",
    )
    return d, f


def p02(d, f):
    return ok_side(d, f) and f["declarer_points"] <= 30 and not f["premiums"] and no_overtake_seen(d)


# ---------------------------------------------------------------- 03
def f03(rng):
    d = three_p(rng)
    bids = [(1, "three"), (2, "bottom"), (0, "pass"), (1, "hold"), (2, "top"), (1, "pass")]
    f = run(
        d,
        bids,
        2,
        "top",
        doubles=[(0, "game", 2), (2, "game", 4)],
        announces=[(2, []), (0, []), (1, [])],
        rng=rng,
        pool_before=40,
    )
    return d, f


def p03(d, f):
    return ok_side(d, f) and f["declarer_points"] >= 38 and not f["premiums"]


# ---------------------------------------------------------------- 04
def f04(rng):
    d = three_p(rng)
    f = run(
        d,
        [(1, "two"), (2, "pass"), (0, "pass")],
        1,
        "two",
        rejects=1,
        doubles=[(2, "game", 2), (1, "game", 4), (0, "game", 8)],
        announces=[(1, []), (2, []), (0, [])],
        rng=rng,
        pool_before=40,
    )
    return d, f


def p04(d, f):
    return ok_side(d, f) and 25 <= f["declarer_points"] <= 31 and not f["premiums"]


# ---------------------------------------------------------------- 05 out of turn
def f05(rng):
    d = three_p(rng, dealer=1)
    f = run(d, [(2, "three"), (0, "pass"), (1, "pass")], 2, "three", rng=rng, pool_before=40)
    return d, f


def p05(d, f):
    if not (ok_side(d, f) and f["declarer_points"] > 36 and not f["premiums"]):
        return False
    ps = plays_of(d)
    last = ps[-3:]
    a, b, c = (e for _, e in last)
    w0 = trick_winner([(a["seat"], a["card"]), (b["seat"], b["card"]), (c["seat"], c["card"])])
    w1 = trick_winner([(b["seat"], b["card"]), (c["seat"], c["card"]), (a["seat"], a["card"])])
    return w0 == w1


# ---------------------------------------------------------------- 06 solo + tarocks
def f06(rng):
    fixed = {1: ["SKIZ", "T21", "T20", "T19", "T18", "T17", "T16", "T15", "T14", "T13"]}
    d = three_p(rng, fixed=fixed)
    n = tarocks(d.hands[1])
    if n not in (10, 11):
        return None
    if any(c[0] == "K" for c in d.hands[1]):
        return None
    f = run(
        d,
        [(1, "solo"), (2, "pass"), (0, "pass")],
        1,
        "solo",
        announces=[(1, [{"kind": "tarocks", "count": n}]), (2, []), (0, [])],
        rng=rng,
        pool_before=30,
    )
    return d, f


def p06(d, f):
    return ok_side(d, f) and 34 < f["declarer_points"] < 60 and [p[0] for p in f["premiums"]] == ["tarocks"]


# ---------------------------------------------------------------- 07 ultimo + trull announced, made
def f07(rng):
    fixed = {1: ["T1", "T21", "SKIZ", "T20", "T19", "T18", "T17", "T16"]}
    d = three_p(rng, fixed=fixed)
    f = run(
        d,
        [(1, "three"), (2, "pass"), (0, "pass")],
        1,
        "three",
        announces=[(1, [{"kind": "pagat_ultimo"}, {"kind": "trull"}]), (2, []), (0, [])],
        rng=rng,
        keep_pagat=True,
        pool_before=120,
    )
    return d, f


def p07(d, f):
    return (
        ok_side(d, f)
        and f["declarer_points"] > 33
        and sorted(p[0] for p in f["premiums"]) == ["pagat_ultimo", "trull"]
        and f["declarer_tricks"] < 12
    )


# ---------------------------------------------------------------- 08 ultimo failed with contra
def f08(rng):
    fixed = {1: ["T1", "T21", "SKIZ", "T18", "KH", "KD"], 2: ["T20", "T19"]}
    d = three_p(rng, fixed=fixed)
    f = run(
        d,
        [(1, "three"), (2, "pass"), (0, "pass")],
        1,
        "three",
        announces=[(1, [{"kind": "pagat_ultimo"}]), (2, []), (0, [])],
        doubles=[(2, "pagat_ultimo", 2)],
        rng=rng,
        keep_pagat=True,
        pool_before=80,
    )
    return d, f


def p08(d, f):
    ps = plays_of(d)
    last = [e for _, e in ps[-3:]]
    pagat_beaten = (
        any(e["card"] == "T1" and e["seat"] == 1 for e in last)
        and trick_winner([(e["seat"], e["card"]) for e in last]) != 1
    )
    return (
        ok_side(d, f)
        and f["declarer_points"] > 36
        and pagat_beaten
        and [p[0] for p in f["premiums"]] == ["pagat_ultimo"]
    )


# ---------------------------------------------------------------- 09 volat, a helper without tarocks
def f09(rng):
    suits = [c for c in DECK if not is_tarock(c)]
    rng.shuffle(suits)
    seat1 = suits[:12]
    talon = [c for c in suits[12:] if c[0] != "K"][:3]
    fixed = {0: ["SKIZ"] + [f"T{i}" for i in range(21, 10, -1)], 1: seat1}
    d = three_p(rng, dealer=2, fixed=fixed, talon_fixed=talon)
    f = run(d, [(0, "three"), (1, "pass"), (2, "pass")], 0, "three", rng=rng, pool_before=50)
    return d, f


def p09(d, f):
    return f["declarer_tricks"] == 12 and not any(p[0] == "trull" for p in f["premiums"])


# ---------------------------------------------------------------- 10 4p helper tarocks + king
def f10(rng):
    fixed = {2: ["T2", "T3", "T4", "T5", "T6", "T7", "T8", "T9", "T10", "T11"]}
    d = deal_cards(rng, 4, 0, fixed=fixed)
    if tarocks(d.hands[2]) != 10:
        return None
    f = run(
        d,
        [(1, "three"), (2, "pass"), (3, "pass")],
        1,
        "three",
        announces=[(1, []), (2, [{"kind": "tarocks", "count": 10}]), (3, [])],
        rng=rng,
        fresh=True,
    )
    return d, f


def p10(d, f):
    return ok_side(d, f) and f["declarer_points"] > 33 and [p[0] for p in f["premiums"]] == ["tarocks"]


# ---------------------------------------------------------------- 11 declarer trumps holding the suit
def f11(rng):
    d = three_p(rng)
    f = run(d, [(1, "three"), (2, "pass"), (0, "pass")], 1, "three", rng=rng, pool_before=40)
    return d, f


def plant_revoke(d, seat, mode):
    """Find the first trick where `seat` follows a led suit it holds (mode 'trump') or is void in the led suit
    and holds a tarock (mode 'discard'); return forced dict."""
    hands = {s: list(d.hands[s]) for s in d.active}
    for e in d.events:
        if e["type"] == "take":
            hands[e["seat"]] += e["cards"]
        if e["type"] == "discard":
            for c in e["cards"]:
                hands[e["seat"]].remove(c)
    ps = [e for _, e in plays_of(d)]
    for k in range(0, 33, 3):
        tr = ps[k : k + 3]
        led = suit(tr[0]["card"])
        for e in tr[1:]:
            if e["seat"] == seat and led != "T":
                h = hands[seat]
                if mode == "trump" and any(suit(c) == led for c in h):
                    tar = [c for c in h if is_tarock(c) and c != "T1"]
                    if tar:
                        return {k // 3: {seat: min(tar, key=lambda c: (c == "SKIZ", c))}}
                if mode == "discard" and not any(suit(c) == led for c in h) and any(is_tarock(c) for c in h):
                    other = [c for c in h if not is_tarock(c)]
                    if other:
                        return {k // 3: {seat: other[0]}}
        for e in tr:
            hands[e["seat"]].remove(e["card"])
    return None


def _replant(rng, seat, mode, renonce):
    x = rng.random()
    d0, _ = f11(random.Random(x))
    forced = plant_revoke(d0, seat, mode)
    if not forced:
        return None
    r2 = random.Random(x)
    d = three_p(r2)
    f = run(
        d,
        [(1, "three"), (2, "pass"), (0, "pass")],
        1,
        "three",
        rng=r2,
        pool_before=40,
        forced=forced,
        renonce=renonce,
    )
    d.forced = forced
    return d, f


def f11b(rng):
    return _replant(rng, 1, "trump", "player")


def p11(d, f):
    return ok_side(d, f) and f["declarer_points"] > 36 and not any(p[1] for p in f["premiums"])


def f12(rng):
    return _replant(rng, 2, "discard", "helpers")


def p12(d, f):
    return ok_side(d, f) and f["declarer_points"] > 36 and not f["premiums"]


# ---------------------------------------------------------------- 13 king laid away
def f13(rng):
    d = three_p(rng)
    hand = d.hands[1] + d.talon[:3]
    kings = [c for c in hand if c[0] == "K"]
    if not kings:
        return None
    low = sorted((c for c in hand if not is_tarock(c) and c[0] != "K"), key=lambda c: c)[:2]
    if len(low) < 2:
        return None
    f = run(
        d,
        [(1, "three"), (2, "pass"), (0, "pass")],
        1,
        "three",
        discard=[kings[0]] + low,
        rng=rng,
        pool_before=40,
        renonce="player",
    )
    return d, f


def p13(d, f):
    return ok_side(d, f) and f["declarer_points"] < 30 and not f["premiums"]


# ---------------------------------------------------------------- 14 pass_volat holding the pagat
def f14(rng):
    d = three_p(rng)
    if "T1" not in d.hands[0]:
        return None
    f = run(d, [(1, "three"), (2, "pass"), (0, "pass_volat")], 1, "three", rng=rng, pool_before=40)
    return d, f


def p14(d, f):
    return ok_side(d, f) and f["declarer_points"] > 33 and not f["premiums"]


# ---------------------------------------------------------------- 15 tarocks announced wrong (10, holding 11)
def f15(rng):
    fixed = {1: ["SKIZ", "T21", "T20", "T19", "T18", "T17", "T16", "T15", "T14", "T13", "T12"]}
    d = three_p(rng, fixed=fixed)
    hand = d.hands[1] + d.talon[:3]
    disc = sorted((c for c in hand if not is_tarock(c) and c[0] != "K"), key=lambda c: c)[:3]
    if len(disc) < 3:
        return None
    after = [c for c in hand if c not in disc]
    if tarocks(after) != 11:
        return None
    f = run(
        d,
        [(1, "three"), (2, "pass"), (0, "pass")],
        1,
        "three",
        discard=disc,
        announces=[(1, [{"kind": "tarocks", "count": 10}]), (2, []), (0, [])],
        rng=rng,
        pool_before=40,
        renonce="player",
        false_tarocks=True,
    )
    return d, f


def p15(d, f):
    return ok_side(d, f) and f["declarer_points"] > 36 and [p[0] for p in f["premiums"]] == ["tarocks"]


def main():
    def one(name, make, pred, players, base=0, **tkw):
        seed, (d, f) = search(make, pred, base=base)
        emit_payments(d)
        t = transcript(players, [d], **tkw)
        OUT[name] = t
        note(name, [d], f"seed {seed}")
        return d

    one("01-3p-three-silent-four-kings-fresh-pool", f01, p01, NAMES3)
    d = one("02-3p-bottom-contra-lost-no-overtake-duty", f02, p02, NAMES3, start={"pools": {"pool": 40}})
    FIG.append(f"  no-overtake: {no_overtake_seen(d)}")
    one("03-3p-top-recontra-won", f03, p03, NAMES3, start={"pools": {"pool": 40}})
    one("04-3p-two-reject-supracontra-lost", f04, p04, NAMES3, start={"pools": {"pool": 40}})
    d = one("05-3p-out-of-turn-last-trick", f05, p05, NAMES3, start={"pools": {"pool": 40}})
    ps = plays_of(d)
    (i1, e1), (i2, e2), (i3, e3) = ps[-3:]
    d.events[i1], d.events[i2], d.events[i3] = e2, e3, e1
    OUT["05-3p-out-of-turn-last-trick"]["deals"][0] = d.json()
    FIG.append(
        f"  planted out_of_turn at event {i1}: seat {e2['seat']} leads {e2['card']} before seat {e1['seat']}"
    )
    one("06-3p-solo-tarocks-announced", f06, p06, NAMES3, start={"pools": {"pool": 30}})
    one("07-3p-ultimo-trull-announced-made-pool", f07, p07, NAMES3, start={"pools": {"pool": 120}})
    one("08-3p-ultimo-failed-contra-pool", f08, p08, NAMES3, start={"pools": {"pool": 80}})
    one("09-3p-volat-helper-without-tarock", f09, p09, NAMES3, start={"pools": {"pool": 50}})
    one("10-4p-helper-tarocks-king-shares", f10, p10, NAMES4)
    d = one("11-3p-declarer-trumps-holding-suit", f11b, p11, NAMES3, start={"pools": {"pool": 40}})
    FIG.append(f"  forced {d.forced}")
    d = one("12-3p-helper-fails-to-trump", f12, p12, NAMES3, start={"pools": {"pool": 40}})
    FIG.append(f"  forced {d.forced}")
    one("13-3p-king-laid-away", f13, p13, NAMES3, start={"pools": {"pool": 40}})
    one("14-3p-pass-volat-holding-pagat", f14, p14, NAMES3, start={"pools": {"pool": 40}})
    one("15-3p-tarocks-announced-10-holding-11", f15, p15, NAMES3, start={"pools": {"pool": 40}})
    sessions()
    for name, t in OUT.items():
        with open(f"{name}.json", "w") as fh:
            json.dump(t, fh, ensure_ascii=False, indent=1)
            fh.write("\n")
    with open("figures.md.txt", "w") as fh:
        fh.write("\n".join(FIG) + "\n")


def sessions():
    from sessions import s16, s17, s18

    for name, t, deals, extra in (s16(), s17(), s18()):
        OUT[name] = t
        note(name, deals, extra)


if __name__ == "__main__":
    sys.exit(main())
