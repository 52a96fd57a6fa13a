"""Generate the danish-spec2 transcripts from the blind model (model.py).

Run: python gen.py  (writes NN-*.json and NN-*.fig.txt beside this file)
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import model as m

HERE = Path(__file__).parent
OUT = {}


def idx(deal, pred, nth=0):
    hits = [i for i, e in enumerate(deal["events"]) if pred(e)]
    return hits[nth]


def write(name, n, deals, figs, expect, desc, start=None):
    t = m.transcript(n, deals, meta={"round": "danish-spec2", "description": desc}, start=start)
    (HERE / (name + ".json")).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n")
    lines = [name, desc, "expected: " + (repr(expect) if expect else "clean")]
    for i, f in enumerate(figs):
        lines.append(
            "deal {} dealer {} tricks {} points {} flags {} pools_after {} net {} decl {}".format(
                i,
                f["dealer"],
                f["tricks"],
                f["points"],
                f["flags"],
                f["pools_after"],
                f["net"],
                f["declarations"],
            )
        )
    (HERE / (name + ".fig.txt")).write_text("\n".join(lines) + "\n")
    OUT[name] = (expect, desc, figs)


def T(*nums):
    return [f"T{i}" for i in nums]


def has_trick_reason(f, reason):
    return any(p[3] == reason for p in f["payments"])


# 01 ------------------------------------------------------------------------------------------
def s01():
    rng = random.Random(101)
    pools = m.Pools()
    deals, figs = [], []
    # deal 0: seat 1 half kings (Joker + 3 kings), seat 2 eleven trumps with the Pagat
    fx = [
        {1: ["JOKER", "KH", "KD", "KS"], 2: T(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 2)},
        {0: ["KC", "QC", "NC", "JC"], 2: T(21, 20, 19) + ["QH", "NH", "JH"]},
        {2: ["KS", "QS", "NS", "JS", "KH", "KD", "KC"]},
    ]
    allow = [
        {1: lambda c: c != "KC", 2: lambda c: c not in ("KC",)},
        {},
        {},
    ]
    goals = [
        lambda f: (
            has_trick_reason(f, "king_lost") and f["flags"]["card"] not in ("T1",) and not f["flags"]["kprz"]
        ),
        lambda f: has_trick_reason(f, "pagat_trick") or has_trick_reason(f, "pagat_lost"),
        lambda f: True,
    ]
    for d in range(3):
        deal, fig = m.make_deal(
            rng, 3, d, pools, first_of_session=(d == 0), fixed=fx[d], allow=allow[d], goal=goals[d]
        )
        deals.append(deal)
        figs.append(fig)
    write(
        "01-3p-session-declarations-clean",
        3,
        deals,
        figs,
        [],
        "Three deals at three players, every payment recorded: declarations of trumps (with Pagat), half kings, full "
        "and half cavalry, rich kings/matadors as dealt; king and Pagat payments in play; card points to the new dealer.",
    )


# 02 ------------------------------------------------------------------------------------------
def s02():
    rng = random.Random(202)
    pools = m.Pools()
    deals, figs = [], []
    for d in range(3):
        opts = {}
        goal = None
        if d == 1:
            # seat 2 keeps the Pagat for the last trick: Pagat Ultimo, the pool refilled by all four
            opts = {"last": {2: "T1"}}

            def goal(f):
                return f["flags"].get("ultimo") == "pagat" and f["flags"]["tout"] is None

            fx = {2: ["T1"]}
        else:
            fx = {}
        deal, fig = m.make_deal(rng, 4, d, pools, first_of_session=(d == 0), fixed=fx, opts=opts, goal=goal)
        deals.append(deal)
        figs.append(fig)
    write(
        "02-4p-session-pagat-ultimo-clean",
        4,
        deals,
        figs,
        [],
        "Four players, three deals: the seat opposite the dealer sits out ([] hand) and pays only the foundations "
        "and the refill; deal 1 a Pagat Ultimo takes the Pagat pool, refilled 20 by each of the four.",
    )


# 03 ------------------------------------------------------------------------------------------
def s03():
    rng = random.Random(303)
    pools = m.Pools()
    deals, figs = [], []
    d0, f0 = m.make_deal(
        rng,
        3,
        0,
        pools,
        first_of_session=True,
        fixed={2: ["KH"]},
        opts={"last": {2: "KH"}},
        goal=lambda f: f["flags"].get("ultimo") == "king" and not f["flags"]["kprz"],
    )
    deals.append(d0)
    figs.append(f0)
    d1, f1 = m.make_deal(
        rng,
        3,
        1,
        pools,
        fixed={0: ["KS"], 1: ["KD"]},
        opts={"last": {0: "KS", 1: "KD"}},
        goal=lambda f: f["flags"].get("ultimo") == "king" and len(f["flags"]["kprz"]) == 1,
    )
    deals.append(d1)
    figs.append(f1)
    write(
        "03-3p-king-ultimo-and-przydupek-clean",
        3,
        deals,
        figs,
        [],
        "Deal 0: King Ultimo, the King pool taken and refilled (20 each). Deal 1: two kings in the last trick: one "
        "wins (King Ultimo takes the pool as counted first), the other is Przydupek (40 each, pays the original "
        "pool in), so no refill.",
    )


# 04 ------------------------------------------------------------------------------------------
def s04():
    rng = random.Random(404)
    pools = m.Pools()
    d0, f0 = m.make_deal(
        rng,
        3,
        2,
        pools,
        first_of_session=True,
        fixed={1: ["T1"]},
        opts={"last": {1: "T1"}},
        goal=lambda f: (
            f["flags"]["pprz"] == [1]
            and not m.is_king(f["flags"]["card"])
            and f["flags"]["tout"] is None
            and f["flags"]["nolo"] is None
        ),
    )
    write(
        "04-3p-pagat-przydupek-clean",
        3,
        [d0],
        [f0],
        [],
        "Dealer seat 2. Seat 1 plays the Pagat in the last trick and loses it: Pagat Przydupek (45 to each, doubles "
        "the Pagat pool); the trick's winner gets no last-trick 20 (a Przydupek happened).",
    )


# 05 ------------------------------------------------------------------------------------------
def s05():
    rng = random.Random(505)
    pools = m.Pools()
    hand1 = T(*range(1, 22)) + ["KH", "KD", "KS", "KC"]
    d0, f0 = m.make_deal(
        rng,
        3,
        0,
        pools,
        first_of_session=True,
        fixed={1: hand1},
        opts={"last": {1: "T1"}},
        goal=lambda f: f["flags"]["tout"] == 1,
    )
    write(
        "05-3p-tout-clean",
        3,
        [d0],
        [f0],
        [],
        "Seat 1 (first to lead) holds all 21 trumps and the four kings: Tout (85 from each, both pools taken and "
        "refilled by all); the Pagat takes the last trick but there is no Pagat Ultimo under Tout; card points "
        "still settled (no Nolo when another has Tout).",
    )


# 06 ------------------------------------------------------------------------------------------
def s06():
    rng = random.Random(606)
    pools = m.Pools()
    low = (
        set(T(2, 3, 4, 5))
        | {r + s for s in "HD" for r in ["7", "8", "9", "10"]}
        | {r + s for s in "SC" for r in ["1", "2", "3", "4"]}
    )

    def allow2(c):
        return c in low

    # seat 2 gets the lowest cards (the 16 + 9 more low pips would be needed: widen)
    low |= (
        {r + s for s in "HD" for r in ["5", "6"]} | {r + s for s in "SC" for r in ["5", "6"]} | set(T(6, 7))
    )
    d0, f0 = m.make_deal(
        rng,
        3,
        0,
        pools,
        first_of_session=True,
        allow={2: lambda c: c in low},
        fixed={0: ["KH"], 1: ["KS"]},
        opts={"prefer": {2: "low", 0: "high", 1: "high"}, "last": {0: "KH", 1: "KS"}},
        goal=lambda f: (
            f["flags"]["nolo"] == 2 and m.is_king(f["flags"]["card"]) and len(f["flags"]["kprz"]) == 1
        ),
    )
    write(
        "06-3p-nolo-clean",
        3,
        [d0],
        [f0],
        [],
        "Seat 2 takes no trick: Nolo (25 from each). The last trick is won by a king: no King Ultimo under Nolo; "
        "the other king in it is Przydupek, paid regardless of Nolo; no card-point settlement under Nolo.",
    )


# 07 ------------------------------------------------------------------------------------------
def s07():
    rng = random.Random(707)
    pools = m.Pools()
    deals, figs = [], []
    # deal 0: the Joker led and named
    d0, f0 = m.make_deal(
        rng,
        3,
        0,
        pools,
        first_of_session=True,
        fixed={1: ["JOKER"]},
        opts={"joker_lead": 6},
        goal=lambda f: True,
    )
    assert any(e.get("named") for e in d0["events"])
    deals.append(d0)
    figs.append(f0)
    # deal 1: the Joker demanded in the third-last trick by a player without it
    d1, f1 = m.make_deal(rng, 3, 1, pools, fixed={2: ["JOKER"]}, opts={"demand": 0, "joker_at": 22})
    deals.append(d1)
    figs.append(f1)
    # deal 2: the Joker kept to the last trick: it goes to the trick's winner
    d2, f2 = m.make_deal(
        rng,
        3,
        2,
        pools,
        fixed={0: ["JOKER"]},
        opts={"joker_at": 24},
        goal=lambda f: f["flags"]["winner"] != 0,
    )
    deals.append(d2)
    figs.append(f2)
    write(
        "07-3p-joker-rules-clean",
        3,
        deals,
        figs,
        [],
        "Deal 0: the Joker led and named (lowest card of the named suit, back to its player's pile). Deal 1: a "
        "player without the Joker demands it in the third-last trick; the holder plays it there. Deal 2: the "
        "Joker kept to the last trick, where it goes to the winner's pile (card points).",
    )


# 08 ------------------------------------------------------------------------------------------
def s08():
    rng = random.Random(808)
    pools = m.Pools()
    hs = m.build_hands(rng, 3, 0, fixed={2: ["JOKER"]}, allow={2: lambda c: m.suit(c) != "T"})
    ev = []
    for pool in ("pagat_pool", "king_pool"):
        for s in range(3):
            m.pay(ev, pools, s, pool, 20, "foundation")
    m.pay(ev, pools, 0, "pagat_pool", 5, "deal_fee")
    m.pay(ev, pools, 0, "king_pool", 5, "deal_fee")
    ev.append({"type": "redeal", "seat": 2, "reason": "no_trumps"})
    d0 = {"dealer": 0, "hands": hs, "events": ev}
    f0 = {
        "dealer": 0,
        "tricks": {},
        "points": {},
        "flags": {"redeal": 2},
        "pools_after": dict(pools.p),
        "net": {},
        "declarations": {},
    }
    # the same dealer deals again; the dealer's fee was paid once, for the privilege (no second fee)
    d1, f1 = m.make_deal(rng, 3, 0, pools, first_of_session=False)
    d1["events"] = [e for e in d1["events"] if e.get("reason") != "deal_fee"]
    pools.p["pagat_pool"] -= 5
    pools.p["king_pool"] -= 5
    f1["pools_after"] = dict(pools.p)
    f1["net"][0] = f1["net"].get(0, 0) + 10
    write(
        "08-3p-redeal-no-trumps-clean",
        3,
        [d0, d1],
        [f0, f1],
        [],
        "Seat 2 has no trump (only the Joker, which does not count) and asks for a redeal; the same dealer "
        "(seat 0) deals again. Reading: the dealer's 5+5 is paid once for the dealership, not again on the redeal.",
    )
    return f1


# 09 ------------------------------------------------------------------------------------------
def revoke_fault(hand, led):
    same = [c for c in hand if m.suit(c) == led]
    other = [c for c in hand if m.suit(c) != led and c != "JOKER"]
    if not same or not other or led is None:
        raise m.Fail("no revoke possible")
    return other[0]


def s09():
    rng = random.Random(909)
    pools = m.Pools()
    d0, f0 = m.make_deal(
        rng,
        3,
        0,
        pools,
        first_of_session=True,
        record_payments=False,
        opts={"faults": {(5, 2): revoke_fault}, "allow_illegal": True},
    )
    # find the revoke event: trick 5, seat 2
    plays = [i for i, e in enumerate(d0["events"]) if e["type"] == "play"]
    i = [j for j in plays[15:18] if d0["events"][j]["seat"] == 2][0]
    write(
        "09-3p-revoke",
        3,
        [d0],
        [f0],
        [(0, i, "revoke")],
        "Seat 2 does not follow suit in trick 5 while holding the suit led (no payments recorded).",
    )


# 10 ------------------------------------------------------------------------------------------
def notrump_fault(hand, led):
    same = [c for c in hand if m.suit(c) == led]
    tr = [c for c in hand if m.suit(c) == "T"]
    other = [c for c in hand if m.suit(c) not in (led, "T") and c != "JOKER"]
    if led is None or led == "T" or same or not tr or not other:
        raise m.Fail("no failure to trump possible")
    return other[0]


def s10():
    rng = random.Random(1010)
    pools = m.Pools()
    for t in range(6, 14):
        try:
            d0, f0 = m.make_deal(
                rng,
                3,
                1,
                pools,
                first_of_session=True,
                record_payments=False,
                opts={"faults": {(t, 0): notrump_fault}, "allow_illegal": True},
                tries=300,
            )
            break
        except m.Fail:
            continue
    plays = [i for i, e in enumerate(d0["events"]) if e["type"] == "play"]
    i = [j for j in plays[3 * t : 3 * t + 3] if d0["events"][j]["seat"] == 0][0]
    write(
        "10-3p-failure-to-trump",
        3,
        [d0],
        [f0],
        [(0, i, "revoke")],
        f"Dealer seat 1. In trick {t} seat 0, void in the suit led and holding trumps, throws a card of another "
        "suit instead of trumping (no payments recorded).",
    )


# 11 ------------------------------------------------------------------------------------------
def s11():
    rng = random.Random(1111)
    pools = m.Pools()
    for _ in range(500):
        hs = m.build_hands(rng, 3, 0)
        trumps = [c for c in hs[0] if m.suit(c) == "T" and c not in ("T21", "T1")]
        pips = [
            c
            for c in hs[0]
            if m.suit(c) in m.SUITS and m.value(c) == 0 and c not in m.declaration_cards(hs[0])
        ]
        if len(trumps) >= 3 and len(pips) >= 2 and all(not m.declarations(h) for h in hs):
            break
    sk = [sorted(trumps, key=lambda c: int(c[1:]))[0], pips[0], pips[1]]
    assert not m.legal_skat(hs[0], sk)
    ev = []
    for pool in ("pagat_pool", "king_pool"):
        for s in range(3):
            m.pay(ev, pools, s, pool, 20, "foundation")
    m.pay(ev, pools, 0, "pagat_pool", 5, "deal_fee")
    m.pay(ev, pools, 0, "king_pool", 5, "deal_fee")
    ev.append({"type": "discard", "seat": 0, "cards": sk})
    di = len(ev) - 1
    for s in (0, 1, 2):
        ev.append({"type": "declare", "seat": s, "items": []})
    m.pay(ev, pools, 0, "pagat_pool", 40, "penalty")
    m.pay(ev, pools, 0, "king_pool", 40, "penalty")
    d0 = {"dealer": 0, "hands": hs, "events": ev}
    f0 = {
        "dealer": 0,
        "tricks": {},
        "points": {},
        "flags": {"annulled": True},
        "pools_after": dict(pools.p),
        "net": {0: -130, 1: -40, 2: -40, "pagat_pool": 105, "king_pool": 105},
        "declarations": {},
    }
    d1, f1 = m.make_deal(rng, 3, 1, pools)
    write(
        "11-3p-illegal-skat-trump-kept",
        3,
        [d0, d1],
        [f0, f1],
        [(0, di, "illegal_skat")],
        f"Dealer seat 0 lays away a trump ({sk[0]}) while keeping other trumps; found after the declarations: "
        "irreparable, 40 to each pool, deal annulled; seat 1 deals the next deal.",
    )


# 12 ------------------------------------------------------------------------------------------
def s12():
    rng = random.Random(1212)
    pools = m.Pools()
    d0, f0 = m.make_deal(
        rng,
        3,
        2,
        pools,
        first_of_session=True,
        record_payments=False,
        fixed={0: ["JOKER", "KH", "KS", "KC"]},
        allow={0: lambda c: c != "KD"},
        decl_override={0: []},
    )
    i = idx(d0, lambda e: e["type"] == "declare" and e["seat"] == 0)
    write(
        "12-3p-declaration-omitted",
        3,
        [d0],
        [f0],
        [(0, i, "missing_declaration")],
        "Dealer seat 2. Seat 0 holds the Joker and three kings (half kings, missing diamonds) and says pass; "
        "not corrected before the first trick: irreparable (no payments recorded).",
    )


# 13 ------------------------------------------------------------------------------------------
def s13():
    rng = random.Random(1313)
    pools = m.Pools()
    d0, f0 = m.make_deal(
        rng,
        3,
        0,
        pools,
        first_of_session=True,
        decl_order=[1, 0, 2],
        fixed={1: ["KH", "QH", "NH", "JH"]},
        extra_after={("declare", 2): [(1, "pagat_pool", 20, "penalty"), (1, "king_pool", 20, "penalty")]},
    )
    i = idx(d0, lambda e: e["type"] == "declare" and e["seat"] == 1)
    write(
        "13-3p-declaration-before-dealer",
        3,
        [d0],
        [f0],
        [(0, i, "declaration_out_of_turn")],
        "Seat 1 declares (full cavalry of hearts) before the dealer (seat 0): large penalty, 20 to each pool, "
        "recorded; play continues; every payment recorded.",
    )


# 14 ------------------------------------------------------------------------------------------
def s14():
    rng = random.Random(1414)
    pools = m.Pools()
    deals, figs = [], []
    d0, f0 = m.make_deal(rng, 4, 0, pools, first_of_session=True)
    deals.append(d0)
    figs.append(f0)
    # deal 1, dealer 1 (seat 3 sits out); in trick 4 a player who did not win trick 3 leads
    for _ in range(50):
        r2 = random.Random(rng.random())
        # simulate once to know the rightful leader of trick 4, then override
        try:
            probe_pools = m.Pools(pools.p["pagat_pool"], pools.p["king_pool"])
            seed = r2.random()
            dp, fp = m.make_deal(random.Random(seed), 4, 1, probe_pools)
            rightful = fp["trick_winners"][3]
            act = m.active_seats(4, 1)
            off = [s for s in act if s != rightful][0]
            d1, f1 = m.make_deal(
                random.Random(seed),
                4,
                1,
                pools,
                opts={"leader_override": {4: off}},
                extra_after={
                    ("trick", 4): [(off, "pagat_pool", 20, "penalty"), (off, "king_pool", 20, "penalty")]
                },
                tries=1,
            )
            if f1["trick_winners"][3] == rightful:
                break
        except m.Fail:
            continue
    plays = [i for i, e in enumerate(d1["events"]) if e["type"] == "play"]
    i = plays[12]
    assert d1["events"][i]["seat"] == off
    deals.append(d1)
    figs.append(f1)
    write(
        "14-4p-lead-out-of-turn",
        4,
        deals,
        figs,
        [(1, i, "out_of_turn")],
        f"Four players. Deal 1 (dealer 1, seat 3 out): seat {off} leads trick 4 although seat {rightful} won trick 3: large "
        "penalty 20 to each pool (recorded); the lead stands and play continues.",
    )


# 15 ------------------------------------------------------------------------------------------
def s15():
    rng = random.Random(1515)
    pools = m.Pools()
    for _ in range(100):
        d0, f0 = m.make_deal(
            rng,
            3,
            1,
            pools if False else m.Pools(),
            first_of_session=True,
            fixed={0: ["JOKER"]},
            opts={"joker_at": 5, "demand": 2},
        )
        break
    pools = m.Pools()
    d0, f0 = m.make_deal(
        random.Random(1516),
        3,
        1,
        pools,
        first_of_session=True,
        fixed={0: ["JOKER"]},
        opts={"joker_at": 5, "demand": 2},
        extra_after={("trick", 22): [(2, "pagat_pool", 20, "penalty"), (2, "king_pool", 20, "penalty")]},
    )
    i = idx(d0, lambda e: e["type"] == "call")
    write(
        "15-3p-false-joker-demand",
        3,
        [d0],
        [f0],
        [(0, i, "false_joker_demand")],
        "Dealer seat 1. The Joker was played in trick 5; in the third-last trick seat 2 demands it: large penalty, "
        "20 to each pool (recorded); every payment recorded.",
    )


# 16 ------------------------------------------------------------------------------------------
def s16():
    rng = random.Random(1616)
    pools = m.Pools()
    d0, f0 = m.make_deal(
        rng,
        3,
        0,
        pools,
        first_of_session=True,
        record_payments=False,
        fixed={2: ["JOKER"]},
        opts={
            "forced": {},
            "joker_at": 99,
            "allow_illegal": True,
            "faults": {(23, 2): lambda h, led: "JOKER"},
        },
    )
    i = idx(d0, lambda e: e.get("card") == "JOKER")
    write(
        "16-3p-joker-second-last",
        3,
        [d0],
        [f0],
        [(0, i, "joker_second_last")],
        "Seat 2 plays the Joker in the second-last trick (no payments recorded).",
    )


# 17 ------------------------------------------------------------------------------------------
def s17():
    rng = random.Random(1717)
    pools = m.Pools()
    deals, figs = [], []
    for d in range(2):
        deal, fig = m.make_deal(
            rng,
            3,
            d,
            pools,
            first_of_session=(d == 0),
            goal=(lambda f: any(p[3] == "card_points" and p[2] == 5 for p in f["payments"]))
            if d == 1
            else None,
        )
        deals.append(deal)
        figs.append(fig)
    i = idx(deals[1], lambda e: e.get("reason") == "card_points" and e["amount"] == 5)
    deals[1]["events"][i]["amount"] = 10
    write(
        "17-3p-wrong-card-point-payment",
        3,
        deals,
        figs,
        [(1, i, "wrong_payment")],
        "Two deals, every payment recorded; in deal 1 one card-point payment is recorded as 10 where the "
        "difference from 26 rounds to 5.",
    )


# 18 ------------------------------------------------------------------------------------------
def s18():
    rng = random.Random(1818)
    pools = m.Pools()
    deals, figs = [], []
    totals = {s: 0 for s in range(4)}
    ptot = {"pagat_pool": 0, "king_pool": 0}
    for d in range(2):
        deal, fig = m.make_deal(rng, 4, d, pools, first_of_session=(d == 0))
        for s in m.active_seats(4, d):
            deal["events"].append(
                {"type": "score", "party": s, "points": fig["points"][s], "reason": "card_points"}
            )
        for s in range(4):
            totals[s] += fig["net"].get(s, 0)
            deal["events"].append({"type": "total", "party": s, "points": totals[s]})
        for p in ptot:
            ptot[p] = pools.p[p]
            deal["events"].append({"type": "total", "party": p, "points": ptot[p]})
        deals.append(deal)
        figs.append(fig)
    i = idx(deals[1], lambda e: e["type"] == "total" and e["party"] == 2)
    deals[1]["events"][i]["points"] += 5
    write(
        "18-4p-score-sheet-wrong-total",
        4,
        deals,
        figs,
        [(1, i, "wrong_total")],
        "Four players, two deals, payments plus a score sheet (card points per active seat, running net totals "
        "per seat and pool); seat 2's running total after deal 1 is written 5 too high.",
    )


if __name__ == "__main__":
    for f in (s01, s02, s03, s04, s05, s06, s07, s08, s09, s10, s11, s12, s13, s14, s15, s16, s17, s18):
        f()
        print("ok", f.__name__)
    (HERE / "expected.fig.txt").write_text(
        "\n".join("{}: {}".format(k, v[0] or "clean") for k, v in OUT.items()) + "\n"
    )
