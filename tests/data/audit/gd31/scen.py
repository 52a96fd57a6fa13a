"""gd31 scenarios: python scen.py writes every transcript and gd31-figures.txt."""

import copy
import random

from gen import FIG, HERE, Session, all_pass, pick_discard, played, search, write
from model import DECK, deal_random

KINGS = ["KH", "KD", "KS", "KC"]
TRULL = ["SKIZ", "T21", "T1"]


def order3(d):
    return [(d + 1) % 3, (d + 2) % 3, d]


def tricks_of(res, seat):
    return {c for w, t in res["tricklist"] if w == seat for c in t}


def std_three(
    sess,
    dealer,
    declarer,
    fixed,
    announces,
    doubles,
    check,
    seed,
    order=None,
    sharers=(),
    bids=None,
    contract="three",
    k=1,
    packet=(0, 1, 2),
    stake=False,
    avoid=(),
    extra_actives=None,
):
    rng = random.Random(seed)
    order = order or order3(dealer)
    hands, talon = deal_random(rng, order, fixed)
    if bids is None:
        bids = []
        for s in order:
            if s == declarer:
                bids.append((s, "three"))
                break
            bids.append((s, "pass"))
        rest = order[order.index(declarer) + 1 :]
        bids += [(s, "pass") for s in rest]
    hand_after = hands[declarer] + [talon[i] for i in packet] if packet else hands[declarer]
    disc = pick_discard(hand_after, len(packet) if packet else 0, avoid) if packet else []
    if packet and len(disc) < len(packet):
        return None
    return played(
        sess,
        dealer,
        order,
        sharers,
        hands,
        talon,
        bids,
        declarer,
        contract,
        k,
        packet,
        disc,
        announces,
        doubles,
        rng,
        check=check,
        stake=stake,
    )


def first_ok(builder, label):
    seed, out = search(builder)
    FIG.append(f"   [{label}: seed {seed}]")
    return out


# ---------------------------------------------------------------- 01
def f01():
    def b(seed):
        s = Session(3, pool=40, meta={})
        r = std_three(
            s,
            0,
            1,
            {1: ["KH", "KD", "KS", "SKIZ", "T20", "T19", "T18"], "talon": ["KC"]},
            {1: ["four_kings"]},
            [],
            lambda r, *a: (
                KINGS
                and set(KINGS) <= tricks_of(r, 1)
                and r["dp"] > 33
                and not r["pag_last"]
                and not ({"T1", "T21", "SKIZ"} <= tricks_of(r, 1))
            ),
            seed,
        )
        return s if r else None

    s = first_ok(b, "01")
    write(
        "01-3p-four-kings-announced-made.json",
        s,
        "Declarer Bożena announces four kings and takes all four in her tricks: 200 from each helper; game won.",
    )


def f02():
    def b(seed):
        s = Session(3, pool=40)
        r = std_three(
            s,
            1,
            2,
            {2: ["KH", "KD", "KS", "SKIZ", "T20", "T19"], "talon": ["KC"]},
            {2: ["four_kings"]},
            [(0, "four_kings", 2), (2, "four_kings", 4)],
            lambda r, *a: (
                not set(KINGS) <= tricks_of(r, 2)
                and r["dp"] > 33
                and not r["pag_last"]
                and not any(set(TRULL) <= tricks_of(r, x) for x in range(3))
                and not (set(TRULL) <= (tricks_of(r, 0) | tricks_of(r, 1)))
            ),
            seed,
        )
        return s if r else None

    s = first_ok(b, "02")
    write(
        "02-3p-four-kings-announced-failed-contra-recontra.json",
        s,
        "Four kings announced by Czesław, contra by Adam, recontra by Czesław; a helper takes a king: "
        "Czesław pays 200 x 4 = 800 to each helper; game won.",
    )


def f03():
    def b(seed):
        s = Session(3, pool=40)
        r = std_three(
            s,
            2,
            0,
            {0: ["SKIZ", "T21", "T1", "T20", "T19", "T18", "T17", "T16"]},
            {0: ["trull"]},
            [(1, "trull", 2)],
            lambda r, *a: (
                set(TRULL) <= tricks_of(r, 0)
                and not r["pag_last"]
                and not any(set(KINGS) <= tricks_of(r, x) for x in range(3))
                and not set(KINGS) <= (tricks_of(r, 1) | tricks_of(r, 2))
            ),
            seed,
            avoid=(),
        )
        return s if r else None

    s = first_ok(b, "03")
    write(
        "03-3p-trull-announced-contra-made.json",
        s,
        "Adam announces trull, Bożena gives contra on it; Adam gathers skiz, mond and pagat: 200 from each helper.",
    )


def f04():
    def b(seed):
        s = Session(3, pool=60, totals=[25, -40, 15], sheet=True)
        # deal 0: helper Adam (0) alone takes all four kings, silently
        r = std_three(
            s,
            0,
            1,
            {0: ["KH", "KD", "KS", "KC", "SKIZ", "T21"]},
            {},
            [],
            lambda r, *a: (
                set(KINGS) <= tricks_of(r, 0)
                and not r["pag_last"]
                and not any(set(TRULL) <= tricks_of(r, x) for x in range(3))
                and not set(TRULL) <= (tricks_of(r, 0) | tricks_of(r, 2))
            ),
            seed,
        )
        if not r:
            return None
        for seed2 in range(seed * 7 + 1, seed * 7 + 400):
            s2 = copy.deepcopy(s)
            import gen

            n0 = len(gen.FIG)
            r2 = std_three(
                s2,
                1,
                0,
                {1: ["SKIZ", "T21", "T1", "T20", "T19"]},
                {1: ["trull"]},
                [(0, "trull", 2)],
                lambda r, *a: (
                    set(TRULL) <= tricks_of(r, 1)
                    and not r["pag_last"]
                    and not any(set(KINGS) <= tricks_of(r, x) for x in range(3))
                    and not set(KINGS) <= (tricks_of(r, 1) | tricks_of(r, 2))
                ),
                seed2,
            )
            if r2:
                return s2
            del gen.FIG[n0:]
        return None

    s = first_ok(b, "04")
    write(
        "04-3p-sheet-helper-kings-silent-helper-trull-announced-contra.json",
        s,
        "Score sheet. Deal 1: helper Adam takes all four kings (silent): Bożena pays 100 to each helper. "
        "Deal 2: helper Bożena announces trull, declarer Adam gives contra, Bożena gathers it: Adam pays 200 to each helper.",
    )


def f05():
    def b(seed):
        s = Session(3, pool=35)
        r = std_three(
            s,
            2,
            1,
            {0: ["KH", "KD", "KS", "T20"], 1: ["SKIZ", "T21", "T19", "T18"]},
            {0: ["four_kings"]},
            [],
            lambda r, *a: (
                not set(KINGS) <= (tricks_of(r, 0) | tricks_of(r, 2))
                and not r["pag_last"]
                and not set(TRULL) <= tricks_of(r, 1)
                and not set(TRULL) <= (tricks_of(r, 0) | tricks_of(r, 2))
            ),
            seed,
        )
        return s if r else None

    s = first_ok(b, "05")
    write(
        "05-3p-helper-four-kings-announced-failed.json",
        s,
        "Helper Adam announces four kings and the helpers do not gather them: each helper pays the declarer 200 "
        "(par. 20's 'the same relation' read for every announced walor of a helper).",
    )


def f06():
    def b(seed):
        s = Session(3, pool=45)
        fixed = {0: ["SKIZ"] + [f"T{i}" for i in range(21, 11, -1)] + ["JH"], "talon": ["10C", "NC", "JC"]}
        r = std_three(
            s, 2, 0, fixed, {0: ["volat"]}, [], lambda r, *a: r["tricks"] == 11 and not r["pag_last"], seed
        )
        return s if r else None

    s = first_ok(b, "06")
    write(
        "06-3p-volat-announced-failed-game-won.json",
        s,
        "Adam announces volat at the first three and loses one trick: game won (single) and 600 paid to each helper.",
    )


def f07():
    def b(seed):
        s = Session(3, pool=45)
        fixed = {
            1: ["SKIZ"] + [f"T{i}" for i in range(21, 11, -1)] + ["JD"],
            "talon": ["T2", "T3", "T4", "10C", "NC", "JC"],
        }
        bids = [(0, "three"), (1, "bottom"), (2, "pass"), (0, "pass")]
        r = std_three(
            s,
            2,
            1,
            fixed,
            {1: ["volat"]},
            [],
            lambda r, *a: r["tricks"] == 11 and not r["pag_last"],
            seed,
            bids=bids,
            k=2,
            packet=(3, 4, 5),
        )
        return s if r else None

    s = first_ok(b, "07")
    write(
        "07-3p-volat-announced-at-bottom-failed.json",
        s,
        "Bożena plays the second three (bottom), announces volat and loses one trick: game won (single), "
        "volat 2 x 300 = 600 paid to each helper (not multiplied by the second three: that multiplier is for a lost game).",
    )


def ultimo_check(made):
    return lambda r, *a: (
        r["pag_last"] == made
        and not any(set(KINGS) <= tricks_of(r, x) for x in range(3))
        and not set(KINGS) <= set().union(*[tricks_of(r, x) for x in range(3) if x != r.get("_d", -1)])
        and not set(TRULL) <= set().union(*[tricks_of(r, x) for x in range(3)])
    )


def f08(pool=70):
    def b(seed):
        s = Session(3, pool=pool)
        fixed = {1: ["T1", "T20", "T19", "T18", "T17", "T16", "T15", "T14"]}

        def chk(r, *a):
            return (
                r["pag_last"]
                and not set(KINGS) <= tricks_of(r, 1)
                and not set(KINGS) <= (tricks_of(r, 0) | tricks_of(r, 2))
                and not set(TRULL) <= tricks_of(r, 1)
            )

        r = std_three(s, 0, 1, fixed, {1: ["pagat_ultimo"]}, [(2, "pagat_ultimo", 2)], chk, seed)
        return s if r else None

    return first_ok(b, "08")


def f09():
    def b(seed):
        s = Session(3, pool=90)
        fixed = {2: ["T1", "T20", "T19", "T18", "T17"]}

        def chk(r, *a):
            return (
                not r["pag_last"]
                and not set(KINGS) <= tricks_of(r, 2)
                and not set(KINGS) <= (tricks_of(r, 0) | tricks_of(r, 1))
                and not set(TRULL) <= tricks_of(r, 2)
                and not set(TRULL) <= (tricks_of(r, 0) | tricks_of(r, 1))
            )

        r = std_three(
            s, 1, 2, fixed, {2: ["pagat_ultimo"]}, [(0, "pagat_ultimo", 2), (2, "pagat_ultimo", 4)], chk, seed
        )
        return s if r else None

    s = first_ok(b, "09")
    write(
        "09-3p-pagat-ultimo-contra-recontra-failed.json",
        s,
        "Czesław announces pagat ultimo, Adam contra, Czesław recontra; the ultimo fails: 400 to each helper, "
        "and Czesław pays the pool's 90 into the pool (single: contra does not touch the pool).",
    )


def no_prem(r, seats=None):
    """No side (any seat alone, or the other two together) gathers trull or four kings."""
    for x in range(3):
        mine = tricks_of(r, x)
        others = {c for w, t in r["tricklist"] if w != x for c in t}
        for group in (set(KINGS), set(TRULL)):
            if group <= mine or group <= others:
                return False
    return True


def seq_search(sess, steps, label):
    """steps: list of functions (session, seed) -> bool; each searched in turn on a copy."""
    import gen

    for i, step in enumerate(steps):
        for seed in range(3000):
            s2 = copy.deepcopy(sess)
            n0 = len(gen.FIG)
            if step(s2, seed):
                FIG.append(f"   [{label} step {i}: seed {seed}]")
                sess = s2
                break
            del gen.FIG[n0:]
        else:
            raise SystemExit(f"no seed for {label} step {i}")
    return sess


def ntr(h):
    return sum(c.startswith("T") or c == "SKIZ" for c in h)


def f10():
    def a(s, seed):
        fixedA = {2: ["T1"], 0: ["1H", "JC", "10S", "JD", "1D"]}
        bidsA = [
            (1, "tape"),
            (2, "three"),
            (0, "pass_volat"),
            (1, "hold"),
            (2, "bottom"),
            (1, "hold"),
            (2, "pass"),
        ]
        r = std_three(
            s,
            0,
            1,
            fixedA,
            {},
            [],
            lambda r, *a: no_prem(r, 0) and not r["pag_last"],
            seed,
            bids=bidsA,
            k=2,
            packet=(3, 4, 5),
        )
        return bool(r) and ntr(s.t["deals"][-1]["hands"][0]) <= 4

    def b_(s, seed):
        bidsB = [(2, "pass_volat"), (0, "three"), (1, "bottom"), (0, "hold"), (1, "pass")]
        r = std_three(
            s,
            1,
            0,
            {0: ["T1", "T20", "T19", "T18", "T17", "T16", "T15", "T14"], 2: ["1H", "JC", "10S", "1D", "JD"]},
            {0: ["pagat_ultimo"]},
            [],
            lambda r, *a: no_prem(r, 0) and r["pag_last"],
            seed,
            bids=bidsB,
            k=2,
            packet=(3, 4, 5),
        )
        return bool(r) and ntr(s.t["deals"][-1]["hands"][2]) <= 4

    def c_(s, seed):
        bidsC = [(0, "tape"), (1, "three"), (2, "pass"), (0, "pass")]
        r = std_three(
            s, 2, 1, {2: ["T1"]}, {}, [], lambda r, *a: no_prem(r, 0) and not r["pag_last"], seed, bids=bidsC
        )
        return bool(r)

    s = seq_search(Session(3, pool=50), [a, b_, c_], "10")
    write(
        "10-3p-tape-and-pool-defence-auctions.json",
        s,
        "Three deals, payments. 1: forehand Bożena 'tape', Czesław three, Adam passe volat, Bożena holds and "
        "outbids to the second three (pool defended). 2: forehand Czesław passe volat, Adam three, Bożena defends "
        "the pool with bottom, Adam holds at bottom and makes an announced ultimo (pool won). 3: forehand Adam "
        "'tape', Bożena three, Czesław plain pass, Adam passes (no need to defend).",
    )


def f11():
    def b(seed):
        s = Session(3, pool=50)
        bids = [(1, "pass"), (2, "tape"), (0, "three"), (2, "pass")]
        r = std_three(
            s, 0, 0, {0: ["T1"]}, {}, [], lambda r, *a: no_prem(r, 0) and not r["pag_last"], seed, bids=bids
        )
        return s if r else None

    s = first_ok(b, "11")
    write(
        "11-3p-tape-by-second-player.json",
        s,
        "PLANTED: Czesław (second in the auction, not the forehand) says 'tape' (deal 0, event 1).",
        planted={"deal": 0, "event": 1, "code": "illegal_bid"},
    )


def f12():
    def b(seed):
        s = Session(3, pool=50)
        bids = [(1, "tape"), (2, "three"), (0, "pass"), (1, "pass")]
        r = std_three(
            s,
            0,
            2,
            {1: ["T1", "T5", "T9"]},
            {},
            [],
            lambda r, *a: no_prem(r, 0) and not r["pag_last"],
            seed,
            bids=bids,
        )
        return s if r else None

    s = first_ok(b, "12")
    write(
        "12-3p-tape-by-forehand-holding-pagat.json",
        s,
        "Forehand Bożena says 'tape' although she holds the pagat (par. 28 forbids only 'passe volat' with the pagat); "
        "Czesław three, Adam pass, Bożena pass.",
    )


def f13():
    import gen

    def b(seed):
        rng = random.Random(seed)
        s = Session(4, pool=30, totals=[0, 0, 0, 0], sheet=True, rules={"szpricer": True})
        # deal 0: dealer 1 is the king; seats 2, 3, 0 pass; the king keeps the talon: szpricer
        h0, t0 = deal_random(rng, [2, 3, 0])
        all_pass(s, 1, [2, 3, 0], h0, t0, szpricer_call=1)
        # deal 1: the king (1) deals again, holds the old talon + 6; last passer (0) sits out and shares
        rest = [c for c in DECK if c not in t0]
        rng.shuffle(rest)
        hands = {1: list(t0) + rest[:6], 2: rest[6:18], 3: rest[18:30]}
        talon = rest[30:36]
        disc = pick_discard(hands[1] + talon[:3], 3)
        if len(disc) < 3:
            return None
        r = played(
            s,
            1,
            [2, 3, 1],
            [0],
            hands,
            talon,
            [(2, "pass"), (3, "pass"), (1, "three")],
            1,
            "three",
            1,
            (0, 1, 2),
            disc,
            {},
            [(2, "game", 2)],
            rng,
            szpricer=True,
            check=lambda r, *a: (
                r["dp"] <= 33
                and no_prem(r, 0)
                and not r["pag_last"]
                and not set(KINGS) <= (tricks_of(r, 2) | tricks_of(r, 3))
                and not set(TRULL) <= (tricks_of(r, 2) | tricks_of(r, 3))
            ),
        )
        if not r:
            return None
        # deal 2: dealer 2 (king, sits out); order 3, 0, 1
        hands2, talon2 = deal_random(rng, [3, 0, 1])
        bids2 = [(3, "pass"), (0, "three"), (1, "pass")]
        disc2 = pick_discard(hands2[0] + talon2[:3], 3)
        if len(disc2) < 3:
            return None
        r2 = played(
            s,
            2,
            [3, 0, 1],
            [2],
            hands2,
            talon2,
            bids2,
            0,
            "three",
            1,
            (0, 1, 2),
            disc2,
            {},
            [],
            rng,
            check=lambda r, *a: (
                no_prem(r, 0)
                and not r["pag_last"]
                and not set(KINGS) <= (tricks_of(r, 3) | tricks_of(r, 1))
                and not set(TRULL) <= (tricks_of(r, 3) | tricks_of(r, 1))
            ),
        )
        return s if r2 else None

    def wrap(seed):
        n0 = len(gen.FIG)
        out = b(seed)
        if out is None:
            del gen.FIG[n0:]
        return out

    s = first_ok(wrap, "13")
    write(
        "13-4p-sheet-szpricer-contra-lost-quadruple.json",
        s,
        "Four players, score sheet. Deal 1: all three pass, the king Bożena keeps the talon (szpricer). Deal 2: she "
        "deals again, bids the obligatory three, Czesław gives contra, she loses: 4 x the game to each of the three "
        "others (Adam, who sits this deal out, shares as the king would). Deal 3: ordinary deal, king Czesław.",
    )


def f14():
    import gen

    def b(seed):
        rng = random.Random(seed)
        s = Session(5, pool=40, rules={"szpricer": True})
        h0, t0 = deal_random(rng, [1, 2, 3])
        all_pass(s, 0, [1, 2, 3], h0, t0, szpricer_call=0)
        rest = [c for c in DECK if c not in t0]
        rng.shuffle(rest)
        hands = {0: list(t0) + rest[:6], 1: rest[6:18], 2: rest[18:30]}
        talon = rest[30:36]
        disc = pick_discard(hands[0] + talon[:3], 3)
        if len(disc) < 3:
            return None
        r = played(
            s,
            0,
            [1, 2, 0],
            [3],
            hands,
            talon,
            [(1, "pass"), (2, "pass"), (0, "three")],
            0,
            "three",
            1,
            (0, 1, 2),
            disc,
            {},
            [(1, "game", 2)],
            rng,
            szpricer=True,
            check=lambda r, *a: (
                r["dp"] > 33
                and no_prem(r, 0)
                and not r["pag_last"]
                and not set(KINGS) <= (tricks_of(r, 1) | tricks_of(r, 2))
                and not set(TRULL) <= (tricks_of(r, 1) | tricks_of(r, 2))
            ),
        )
        return s if r else None

    def wrap(seed):
        n0 = len(gen.FIG)
        out = b(seed)
        if out is None:
            del gen.FIG[n0:]
        return out

    s = first_ok(wrap, "14")
    write(
        "14-5p-szpricer-contra-won.json",
        s,
        "Five players, Edward sits out the round. Deal 1: all pass, king Adam keeps the talon. Deal 2: szpricer, "
        "Bożena gives contra, Adam wins: the ordinary game doubled by the contra, from each of Bożena, Czesław and "
        "Danuta (who sits this deal out and shares).",
    )


def f15():
    rng = random.Random(5)
    s = Session(3, pool=20, rules={"szpricer": True})
    h0, t0 = deal_random(rng, [1, 2, 0])
    all_pass(s, 0, [1, 2, 0], h0, t0, szpricer_call=0)
    write(
        "15-3p-szpricer-called-without-a-king.json",
        s,
        "PLANTED: three players all pass and the dealer calls szpricer; at three players there is no king "
        "(par. 26 gives the szpricer to the king, par. 8/9 make the dealer a king only at four) (deal 0, event 3).",
        planted={"deal": 0, "event": 3, "code": "illegal_call"},
    )


def f16():
    def b(seed):
        s = Session(3, pool=25)
        r = std_three(
            s,
            1,
            0,
            {},
            {},
            [(1, "trull", 2)],
            lambda r, *a: (
                no_prem(r, 0)
                and not r["pag_last"]
                and not set(TRULL) <= (tricks_of(r, 1) | tricks_of(r, 2))
                and not set(KINGS) <= (tricks_of(r, 1) | tricks_of(r, 2))
            ),
            seed,
        )
        return s if r else None

    s = first_ok(b, "16")
    # the contra on trull nobody announced: settlement unaffected
    i = next(j for j, e in enumerate(s.t["deals"][0]["events"]) if e["type"] == "double")
    write(
        "16-3p-contra-on-unannounced-trull.json",
        s,
        f"PLANTED: helper Bożena gives contra on trull though nobody announced trull (deal 0, event {i}).",
        planted={"deal": 0, "event": i, "code": "illegal_double"},
    )


def f17():
    s = f08(pool=70)
    write(
        "08-3p-pagat-ultimo-contra-made.json",
        s,
        "Bożena announces pagat ultimo, Czesław gives contra; she makes it: 200 from each helper and the pool's 70 "
        "(single: contra does not touch the pool).",
    )
    s2 = copy.deepcopy(s)
    ev = s2.t["deals"][0]["events"]
    i = next(j for j, e in enumerate(ev) if e.get("reason") == "pool_ultimo")
    ev[i]["amount"] = 140
    s2.t["meta"] = {}
    write(
        "17-3p-pagat-ultimo-contra-pool-paid-double.json",
        s2,
        f"PLANTED: as 08, but the pool is paid out doubled under the contra (140 instead of 70) (deal 0, event {i}).",
        planted={"deal": 0, "event": i, "code": "wrong_payment"},
    )


def f18():
    def b(seed):
        s = Session(4, pool=40)
        r = std_three(
            s,
            3,
            1,
            {1: ["KH", "KD", "KS", "SKIZ", "T20", "T19", "T18"], "talon": ["KC"]},
            {1: ["four_kings"]},
            [],
            lambda r, *a: (
                set(KINGS) <= tricks_of(r, 1)
                and r["dp"] > 33
                and not r["pag_last"]
                and not any(set(TRULL) <= tricks_of(r, x) for x in range(4))
                and not set(TRULL) <= (tricks_of(r, 0) | tricks_of(r, 2))
            ),
            seed,
            order=[0, 1, 2],
            sharers=[3],
        )
        return s if r else None

    s = first_ok(b, "18")
    ev = s.t["deals"][0]["events"]
    i = next(j for j, e in enumerate(ev) if e.get("reason") == "four_kings" and e["from"] == 3)
    ev[i]["amount"] = 100
    write(
        "18-4p-four-kings-announced-king-pays-silent-value.json",
        s,
        f"PLANTED: four players; Bożena announces and makes four kings; the king Danuta pays only the silent 100 "
        f"instead of 200 (deal 0, event {i}).",
        planted={"deal": 0, "event": i, "code": "wrong_payment"},
    )


if __name__ == "__main__":
    for f in (f01, f02, f03, f04, f05, f06, f07, f09, f10, f11, f12, f13, f14, f15, f16, f17, f18):
        FIG.append(f"### {f.__name__}")
        f()
    (HERE / "gd31-figures.txt").write_text("\n".join(FIG) + "\n")
    print("\n".join(FIG))
