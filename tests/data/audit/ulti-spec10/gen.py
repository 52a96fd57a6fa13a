"""Generate the ulti-spec10 transcripts (blind, from the Japanese source and the format alone).

Run: python3 gen.py  (writes NN-*.json and gen.out with the facts EXPECTED.md is written from)
"""

from __future__ import annotations

import copy
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import build as B  # noqa: E402
import model as M  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = []


def log(*a):
    OUT.append(" ".join(str(x) for x in a))


PLAYERS_A = ["Ágnes", "Bence", "Csaba"]
PLAYERS_B = ["Dóra", "Endre", "Flóra"]
PLAYERS_C = ["Gábor", "Hajni", "István"]

P = ["party"]


# ---------------------------------------------------------------- auction scripts (relative to dealer)


def first(dealer):
    return (dealer + 1) % 3


def A1(dealer, goals, red=False):
    F = first(dealer)
    return [("bid", F, goals, red), ("pass", (F + 1) % 3), ("pass", (F + 2) % 3), ("pass", F)]


def A2(dealer, goals, red=False):
    F = first(dealer)
    S = (F + 1) % 3
    return [("bid", F, P, False), ("bid", S, goals, red), ("pass", (F + 2) % 3), ("pass", F), ("pass", S)]


def A3(dealer, goals, red=False):
    F = first(dealer)
    T = (F + 2) % 3
    return [("bid", F, P, False), ("pass", (F + 1) % 3), ("bid", T, goals, red), ("pass", F), ("pass", (F + 1) % 3), ("pass", T)]


def A4(dealer, g1, goals, red=False, red1=False):
    F = first(dealer)
    S = (F + 1) % 3
    T = (F + 2) % 3
    return [("bid", F, P, False), ("bid", S, g1, red1), ("pass", T), ("bid", F, goals, red), ("pass", S), ("pass", T), ("pass", F)]


# ---------------------------------------------------------------- predicates helpers


def has(hand, *cards):
    return all(c in hand for c in cards)


def ntr(hand, trump):
    return sum(1 for c in hand if M.st(c) == trump)


def plaus(b):
    """The contract is a plausible one for the declarer's hand."""
    h = b.hands_play[b.decl]
    g = set(b.goals)
    t = b.trump
    if t is None:
        return True
    if "ulti" in g and not ("7" + t in h and ntr(h, t) >= 4):
        return False
    if "40-100" in g and not has(h, "K" + t, "Q" + t):
        return False
    if "20-100" in g and not any(has(h, "K" + s, "Q" + s) for s in M.SUITS if s != t):
        return False
    if g == {"party"} and ntr(h, t) < 3:
        return False
    return True


def quiet(b):
    """No silent bonus of any kind."""
    i = b.info
    return not i.get("silent100") and "silent_ulti" not in i and "silent_ulti_lost" not in i and "silent_durch" not in i


def no_tie(b):
    i = b.info
    return "decl_total" not in i or i["decl_total"] != i["def_total"]


def discards_blank(b):
    return sum(M.pts(c) for c in b.talon) == 0


def made_all(b):
    return all(b.info.get(g, True) for g in b.goals if g != "party") and b.info.get("party", True)


def mk(dealer, script, trump, goals, red=False, **kw):
    def f(rng):
        return B.make_deal(rng, dealer, script(dealer) if callable(script) else script, trump, goals, red, **kw)

    return f


def find(seed, maker, pred):
    def p(b):
        if b.fold:
            return pred(b)
        return plaus(b) and no_tie(b) and pred(b)

    return B.sample(seed, maker, p)


# ---------------------------------------------------------------- document helpers


def deal_doc(b, *, hands=True, talon_events=True, auction=True, payments=True, extra_events=(), note_last=None, pays=None):
    evs = []
    for e in b.events:
        if e["type"] in ("take", "discard") and not talon_events:
            continue
        if e["type"] in ("bid", "take", "discard") and not auction:
            continue
        evs.append(copy.deepcopy(e))
    if note_last:
        evs[-1]["note"] = note_last
    if payments:
        evs += B.pay_events(pays if pays is not None else b.pays)
    evs += list(extra_events)
    return {"dealer": b.dealer, "hands": [list(h) for h in b.dealt] if hands else None, "events": evs}


def doc(players, deals, meta, start=None, rules=None):
    d = {"format": "trick-transcript/1", "game": "ulti", "rules": rules or {"preset": "standard"}, "players": players}
    if start is not None:
        d["start"] = start
    d["meta"] = meta
    d["deals"] = deals
    return d


def describe(name, di, b, d):
    log(f"--- {name} deal {di}: dealer {b.dealer} first bidder {first(b.dealer)} declarer {b.decl} goals {b.goals} red {b.red} trump {b.trump} try {getattr(b, 'try_no', '?')}")
    if b.fold:
        log("    fold; net", M.net(b.pays))
        return
    log("    hands at play", b.hands_play)
    log("    talon(discard)", b.talon, "marriages", b.marr, "contra", b.lv)
    log("    info", b.info)
    tr = M.tricks_of(b.plays, b.decl, b.trump)
    log("    tricks", [(c, w) for c, s, w in tr])
    log("    payments", b.pays, "net", M.net(b.pays))
    idx = {i: e for i, e in enumerate(d["events"])}
    pay_idx = [i for i, e in idx.items() if e["type"] in ("payment", "total")]
    log("    first play event", min((i for i, e in idx.items() if e["type"] == "play"), default=None), "payment/total events", pay_idx[:1], "..", pay_idx[-1:] if pay_idx else None)


def write(name, document):
    B.dump(document, os.path.join(HERE, name))
    log(f"=== wrote {name}")


def totals_events(running):
    return [{"type": "total", "party": s, "points": running[s]} for s in range(3)]


# ---------------------------------------------------------------- sessions


def session(name, players, specs, d0, *, seed, hands=True, payments=True, totals=False, start=None, meta=None, mutate=None):
    deals = []
    built = []
    run = list(start) if start else [0, 0, 0]
    for k, spec in enumerate(specs):
        dealer = (d0 + k) % 3
        maker, pred = spec(dealer)
        b = find(seed * 100 + k, maker, pred)
        built.append(b)
        n = M.net(b.pays)
        run = [run[s] + n[s] for s in range(3)]
        extra = totals_events(run) if totals else []
        d = deal_doc(b, hands=hands, payments=payments, extra_events=extra)
        deals.append(d)
    if mutate:
        mutate(deals, built)
    document = doc(players, deals, meta or {}, start={"totals": list(start)} if start else None)
    for k, (b, d) in enumerate(zip(built, deals)):
        describe(name, k, b, d)
    log("    running totals at end", run)
    write(name, document)
    return built, deals


def s_party_made_marr(dealer):
    return mk(dealer, lambda d: A1(d, P), "S", P), lambda b: b.info["party"] and bool(b.marr) and quiet(b) and discards_blank(b)


def s_fold(dealer):
    return mk(dealer, lambda d: A1(d, P), "C", P, fold=True), lambda b: True


def s_ulti_made(dealer, scr=A2, trump="C"):
    return mk(dealer, lambda d: scr(d, ["ulti"]), trump, ["ulti"]), lambda b: made_all(b) and quiet(b) and discards_blank(b)


def s_betli_made(dealer, scr=A3):
    return mk(dealer, lambda d: scr(d, ["betli"]), None, ["betli"]), lambda b: b.info["betli"]


def s_betli_lost(dealer, scr=A1):
    return mk(dealer, lambda d: scr(d, ["betli"]), None, ["betli"]), lambda b: not b.info["betli"]


def s_party_def100(dealer, scr=A1, trump="D"):
    return mk(dealer, lambda d: scr(d, P), trump, P), lambda b: b.info.get("silent100") == "def" and discards_blank(b) and "silent_ulti" not in b.info and "silent_ulti_lost" not in b.info and "silent_durch" not in b.info


def s_4100_made(dealer, scr=A2, trump="S"):
    return mk(dealer, lambda d: scr(d, ["40-100"]), trump, ["40-100"]), lambda b: b.info["40-100"] and quiet(b)


def s_silent_ulti_lost_def(dealer, scr=A1, trump="C"):
    def pred(b):
        return b.info.get("silent_ulti_lost") is not None and b.info["silent_ulti_lost"] != b.decl and not b.info.get("silent100") and "silent_durch" not in b.info and discards_blank(b)

    return mk(dealer, lambda d: scr(d, P), trump, P), pred


def s_red_party_made(dealer, scr=A3):
    return mk(dealer, lambda d: scr(d, P, True), "H", P, True), lambda b: b.info["party"] and quiet(b) and discards_blank(b)


def s_party_lost(dealer, scr=A2, trump="S"):
    return mk(dealer, lambda d: scr(d, P), trump, P), lambda b: not b.info["party"] and quiet(b) and discards_blank(b)


def s_ulti_failed(dealer, scr=A1, trump="D"):
    return mk(dealer, lambda d: scr(d, ["ulti"]), trump, ["ulti"]), lambda b: not b.info["ulti"] and b.info["party"] and quiet(b) and discards_blank(b)


def s_2100_made(dealer, scr=A4, trump="C"):
    return mk(dealer, lambda d: A4(d, ["ulti"], ["20-100"]), trump, ["20-100"]), lambda b: b.info["20-100"] and quiet(b)


def s_silent_ulti_decl(dealer, scr=A2, trump="S"):
    return mk(dealer, lambda d: scr(d, P), trump, P), lambda b: b.info.get("silent_ulti") == b.decl and b.info["party"] and not b.info.get("silent100") and "silent_durch" not in b.info and discards_blank(b)


def s_party_contra(dealer, scr=A1, trump="D"):
    def maker(rng):
        d = dealer
        script = scr(d, P)
        decl = [s for (k, s, *_) in script if k == "bid"][-1]
        return B.make_deal(rng, d, script, trump, P, False, contra={"party": ((decl + 1) % 3, 2)}, recontra={"party": 4})

    return maker, lambda b: b.info["party"] and quiet(b) and discards_blank(b) and bool(b.marr)


def s_red_ulti_made(dealer, scr=A4):
    return mk(dealer, lambda d: A4(d, ["40-100"], ["ulti"], True), "H", ["ulti"], True), lambda b: made_all(b) and quiet(b) and discards_blank(b)


# ---------------------------------------------------------------- single-deal files


def single(name, players, maker, pred, seed, meta, *, hands=True, talon_events=True, auction=True, cut=None, note=None, check_cut=True, payments=True):
    b = find(seed, maker, pred)
    d = deal_doc(b, hands=hands, talon_events=talon_events, auction=auction, note_last=note, payments=payments)
    if cut is not None and check_cut:
        ok, n, nets = B.check_forced(b, cut)
        log(f"    forced after {cut} tricks: {ok} over {n} endings, nets {nets}")
        assert ok
    describe(name, 0, b, d)
    write(name, doc(players, [d], meta))
    return b, d


def main():
    # 01: eight deals, hands recorded, payments only; dealer rotation 2,0,1,2,0,1,2,0
    specs = [
        s_party_made_marr,
        s_fold,
        lambda d: s_ulti_made(d, A2, "C"),
        lambda d: s_betli_made(d, A3),
        lambda d: s_party_def100(d, A1, "D"),
        lambda d: s_4100_made(d, A2, "S"),
        lambda d: s_silent_ulti_lost_def(d, A1, "C"),
        lambda d: s_red_party_made(d, A3),
    ]
    session(
        "01-session-payments-8-deals.json",
        PLAYERS_A,
        specs,
        2,
        seed=101,
        meta={"recorder": "UltiJegyzo app export", "event": "Tuesday club", "sheet": "payments only"},
    )

    # 02: seven deals, play-only (hands null), full auction with the talon, running totals only
    specs = [
        lambda d: s_party_lost(d, A1, "S"),
        lambda d: s_ulti_made(d, A1, "D"),
        lambda d: s_betli_lost(d, A1),
        lambda d: s_party_made_marr(d),
        lambda d: s_red_party_made(d, A3),
        lambda d: s_fold(d),
        lambda d: s_ulti_failed(d, A2, "C"),
    ]
    session(
        "02-session-playonly-totals-7-deals.json",
        PLAYERS_B,
        specs,
        0,
        seed=202,
        hands=False,
        payments=False,
        totals=True,
        start=[14, -3, -11],
        meta={"recorder": "club sheet typed in from the app's play log", "sheet": "running totals only, carried from page 1"},
    )

    # 03: six deals, hands recorded, payments and running totals
    specs = [
        lambda d: s_party_contra(d, A1, "D"),
        lambda d: s_2100_made(d),
        lambda d: s_silent_ulti_decl(d, A1, "S"),
        lambda d: s_betli_made(d, A1),
        lambda d: s_red_ulti_made(d),
        lambda d: s_party_def100(d, A1, "C"),
    ]
    session(
        "03-session-payments-and-totals-6-deals.json",
        PLAYERS_C,
        specs,
        1,
        seed=303,
        payments=True,
        totals=True,
        meta={"recorder": "tournament recorder", "sheet": "payments and running totals"},
    )

    # 04: seven deals, hands recorded, totals only, one wrong total (deal 3, seat 1, +10), carried on
    specs = [
        lambda d: s_ulti_made(d, A1, "S"),
        lambda d: s_party_lost(d, A1, "C"),
        lambda d: s_betli_made(d, A2),
        lambda d: s_4100_made(d, A1, "D"),
        lambda d: s_party_made_marr(d),
        lambda d: s_fold(d),
        lambda d: s_red_party_made(d, A2),
    ]

    def mut04(deals, built):
        # deal 3: seat 1's total written 10 too high; later totals go on from the figure written
        for k in range(3, 7):
            for e in deals[k]["events"]:
                if e["type"] == "total" and e["party"] == 1:
                    e["points"] += 10
        idx = [i for i, e in enumerate(deals[3]["events"]) if e["type"] == "total" and e["party"] == 1][0]
        log(f"*** 04 planted wrong_total at deal 3 event {idx}")

    session(
        "04-session-totals-wrong-total.json",
        PLAYERS_A,
        specs,
        1,
        seed=404,
        payments=False,
        totals=True,
        meta={"recorder": "paper score sheet", "sheet": "running totals only"},
        mutate=mut04,
    )

    # 05: six deals, hands recorded, payments only; one wrong payment (red party paid as plain)
    specs = [
        lambda d: s_betli_lost(d, A2),
        lambda d: s_party_made_marr(d),
        lambda d: s_red_party_made(d, A1),
        lambda d: s_ulti_failed(d, A3, "S"),
        lambda d: s_silent_ulti_decl(d, A1, "D"),
        lambda d: s_party_lost(d, A1, "C"),
    ]

    def mut05(deals, built):
        evs = deals[2]["events"]
        idx = [i for i, e in enumerate(evs) if e["type"] == "payment"][1]
        assert evs[idx]["amount"] == 2, evs[idx]
        evs[idx]["amount"] = 1
        log(f"*** 05 planted wrong_payment at deal 2 event {idx}: {evs[idx]}")

    session(
        "05-session-payments-wrong-payment.json",
        PLAYERS_B,
        specs,
        2,
        seed=505,
        payments=True,
        totals=False,
        meta={"recorder": "UltiJegyzo app export", "sheet": "payments only"},
        mutate=mut05,
    )

    singles()
    with open(os.path.join(HERE, "gen.out"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(OUT) + "\n")


# ---------------------------------------------------------------- faults


def revoke_fault(seat, min_trick):
    state = {}

    def f(t, pos, s, hand, table, opts):
        if state or s != seat or t < min_trick or not table:
            return None
        led = M.st(table[0])
        trump = state.get("trump")
        follow = [c for c in hand if M.st(c) == led]
        other = [c for c in hand if M.st(c) != led and M.st(c) != f.trump]
        if not follow or not other or led == f.trump:
            return None
        c = min(other, key=lambda c: (M.pts(c), M.strength(c, f.trump)))
        state.update(trick=t, pos=pos, card=c, held=follow)
        return c

    f.state = state
    return f


def overtake_fault(seat, min_trick):
    state = {}

    def f(t, pos, s, hand, table, opts):
        if state or s != seat or t < min_trick or not table:
            return None
        led = M.st(table[0])
        if led == f.trump:
            return None
        if any(M.st(c) == f.trump for c in table):
            return None
        best = max((c for c in table if M.st(c) == led), key=lambda c: M.strength(c, f.trump))
        follow = [c for c in hand if M.st(c) == led]
        higher = [c for c in follow if M.strength(c, f.trump) > M.strength(best, f.trump)]
        lower = [c for c in follow if M.strength(c, f.trump) < M.strength(best, f.trump)]
        if not higher or not lower:
            return None
        c = min(lower, key=lambda c: M.strength(c, f.trump))
        state.update(trick=t, pos=pos, card=c, held=higher)
        return c

    f.state = state
    return f


def with_fault(dealer, script, trump, goals, red, kind, seat_rel, min_trick, **kw):
    def maker(rng):
        sc = script(dealer)
        decl = [s for (k, s, *_) in sc if k == "bid"][-1]
        seat = (decl + seat_rel) % 3
        f = revoke_fault(seat, min_trick) if kind == "revoke" else overtake_fault(seat, min_trick)
        f.trump = trump
        b = B.make_deal(rng, dealer, sc, trump, goals, red, fault=f, **kw)
        b.fault = dict(f.state)
        b.fault_seat = seat
        return b

    return maker


def fault_event(b, d):
    ft = b.fault
    i = ft["trick"] * 3 + ft["pos"]
    # locate in the document's events: the i-th play
    plays = [k for k, e in enumerate(d["events"]) if e["type"] == "play"]
    return plays[i]


def discard_a_ten(hand, trump):
    tens = [c for c in hand if M.rk(c) in ("10", "A") and M.st(c) != trump]
    if len(tens) < 2:
        raise ValueError
    return sorted(tens, key=lambda c: (M.rk(c) == "A", c))[:2]


def singles():
    # 06 play-only, full auction with the talon, complete, payments: party with marriages both sides
    b, d = single(
        "06-playonly-full-auction.json",
        PLAYERS_A,
        mk(0, lambda d: A4(d, ["ulti"], ["betli"]), None, ["betli"]),
        lambda b: b.info["betli"],
        601,
        {"recorder": "third-party app, play log only (hands not kept)"},
        hands=False,
    )

    # 07 play-only, bids only (no take/discard written), complete: party; declarer's two laid-away cards
    # carry card points that the defenders need (the two cards never played)
    def p07(b):
        i = b.info
        tp = sum(M.pts(c) for c in b.talon)
        return tp >= 10 and b.marr and quiet(b) and (not i["party"]) and i["decl_total"] > i["def_total"] - tp
    b, d = single(
        "07-playonly-bids-no-talon.json",
        PLAYERS_B,
        mk(1, lambda d: A1(d, P), "S", P, decl_discard=discard_a_ten),
        p07,
        701,
        {"recorder": "third-party app: bids and plays, talon exchanges not kept"},
        hands=False,
        talon_events=False,
    )

    # 08 play-only, no auction at all: trump announced, plays, payments
    b, d = single(
        "08-playonly-no-auction.json",
        PLAYERS_C,
        mk(2, lambda d: A3(d, ["ulti"]), "D", ["ulti"]),
        lambda b: made_all(b) and quiet(b) and discards_blank(b),
        801,
        {"recorder": "app that logs the contract in a note and the cards played", "contract": "ulti in bells by the leader of trick 1"},
        hands=False,
        auction=False,
    )

    # 09 play-only, revoke provable from the record (void shown, suit played later)
    def p09(b):
        return b.fault and made_all(b) and quiet(b) and discards_blank(b) and b.fault["trick"] <= 6
    b = find(901, with_fault(0, lambda d: A1(d, P), "C", P, False, "revoke", 1, 2), p09)
    d = deal_doc(b, hands=False)
    ev = fault_event(b, d)
    log(f"*** 09 planted revoke at deal 0 event {ev}: seat {b.fault_seat} fault {b.fault}")
    describe("09", 0, b, d)
    write("09-playonly-revoke-provable.json", doc(PLAYERS_B, [d], {"recorder": "app play log, hands not kept"}))

    # 10 play-only, failure to overtake provable (higher card played later)
    def p10(b):
        return b.fault and made_all(b) and quiet(b) and discards_blank(b) and b.fault["trick"] <= 6
    b = find(1001, with_fault(1, lambda d: A2(d, ["ulti"]), "S", ["ulti"], False, "overtake", 2, 1), p10)
    d = deal_doc(b, hands=False)
    ev = fault_event(b, d)
    log(f"*** 10 planted failure_to_overtake at deal 0 event {ev}: seat {b.fault_seat} fault {b.fault}")
    describe("10", 0, b, d)
    write("10-playonly-overtake-provable.json", doc(PLAYERS_C, [d], {"recorder": "app play log, hands not kept"}))

    # 11 play-only, bids only, cut after trick 7 by a claim; a failure to overtake whose higher card is never played
    CUT = 7

    def p11(b):
        if not (b.fault and made_all(b) and quiet(b) and discards_blank(b) and b.fault["trick"] < CUT - 1):
            return False
        played = [c for s, c in b.plays[: 3 * CUT]]
        if any(c in played for c in b.fault["held"]):
            return False
        ok, n, nets = B.check_forced(b, CUT)
        return ok

    b = find(1101, with_fault(2, lambda d: A1(d, P), "D", P, False, "overtake", 1, 1, cut_after=CUT), p11)
    d = deal_doc(b, hands=False, talon_events=False, note_last="declarer shows her cards and claims the rest")
    ev = fault_event(b, d)
    log(f"*** 11 planted (unprovable) failure_to_overtake at deal 0 event {ev}: seat {b.fault_seat} fault {b.fault}")
    describe("11", 0, b, d)
    write("11-playonly-claim-overtake-unprovable.json", doc(PLAYERS_A, [d], {"recorder": "app play log; play stopped after trick 7 on a claim"}))

    # 12 hands recorded, declarer claims after trick 6 (every legal ending gives the same settlement)
    def p12(b):
        if not (made_all(b) and discards_blank(b) and b.info.get("silent100") is None and "silent_durch" not in b.info):
            return False
        ok, n, nets = B.check_forced(b, 6)
        return ok and n > 1
    single(
        "12-claim-after-trick-6.json",
        PLAYERS_B,
        mk(0, lambda d: A2(d, ["ulti"]), "C", ["ulti"], cut_after=6),
        p12,
        1201,
        {"recorder": "tournament recorder; the declarer claimed after trick 6"},
        cut=6,
        note="Flóra lays her hand down and claims the rest; defenders agree",
    )

    # 22 = 12's deal and claim, with one wrong payment: seat 1's ulti payment written 8 (doubled as if red)
    b22, d22 = single(
        "22-claim-wrong-ulti-payment.json",
        PLAYERS_B,
        mk(0, lambda d: A2(d, ["ulti"]), "C", ["ulti"], cut_after=6),
        p12,
        1201,
        {"recorder": "tournament recorder; the declarer claimed after trick 6"},
        cut=6,
        note="Flóra lays her hand down and claims the rest; defenders agree",
    )
    evs = d22["events"]
    idx = [k for k, e in enumerate(evs) if e["type"] == "payment" and e["reason"] == "ulti" and e["from"] == 1][0]
    assert evs[idx]["amount"] == 4
    evs[idx]["amount"] = 8
    write("22-claim-wrong-ulti-payment.json", doc(PLAYERS_B, [d22], {"recorder": "tournament recorder; the declarer claimed after trick 6"}))
    log(f"*** 22 planted wrong_payment at deal 0 event {idx}: {evs[idx]}")

    # 13 hands recorded, betli: the declarer takes a trick and concedes; record stops there
    def p13(b):
        tr = M.tricks_of(b.plays, b.decl, None)
        first_taken = next((i for i, (c, s, w) in enumerate(tr) if w == b.decl), None)
        if first_taken is None or first_taken > 4 or first_taken < 2:
            return False
        b.cut13 = first_taken + 1
        return True
    bb = find(1301, mk(1, lambda d: A3(d, ["betli"]), None, ["betli"]), p13)
    cut = bb.cut13
    bb2 = find(1301, mk(1, lambda d: A3(d, ["betli"]), None, ["betli"], cut_after=cut), lambda b: p13(b) and b.cut13 == cut)
    ok, n, nets = B.check_forced(bb2, cut)
    log(f"    13 forced after {cut}: {ok} {n} {nets}")
    d = deal_doc(bb2, note_last="betli taken: Bence concedes, cards thrown in")
    describe("13", 0, bb2, d)
    write("13-betli-conceded.json", doc(PLAYERS_A, [d], {"recorder": "club recorder; play stopped when the betli fell"}))

    # 14 hands recorded, ulti: the declarer gives up after trick 8 (ulti lost in every ending)
    def p14(b):
        if b.info.get("ulti") is not False or not discards_blank(b) or not quiet(b):
            return False
        ok, n, nets = B.check_forced(b, 8)
        return ok
    single(
        "14-ulti-given-up-after-trick-8.json",
        PLAYERS_C,
        mk(2, lambda d: A1(d, ["ulti"]), "S", ["ulti"], cut_after=8),
        p14,
        1401,
        {"recorder": "club recorder; the declarer gave up with two tricks to play"},
        cut=8,
        note="Gábor gives up: his seven is gone and the party cannot be won; cards thrown in",
    )

    # 15 40-100 failed although declarer holds the trump 40 and a 20: the 20 does not count
    def p15(b):
        h = b.hands_play[b.decl]
        side20 = any(has(h, "K" + s, "Q" + s) for s in M.SUITS if s != b.trump)
        return side20 and not b.info["40-100"] and b.info["decl_cp"] in (40, 50) and quiet(b)
    single("15-40-100-side-marriage-does-not-count.json", PLAYERS_A, mk(0, lambda d: A2(d, ["40-100"]), "C", ["40-100"]), p15, 1501, {"recorder": "tournament recorder"})

    # 16 20-100 failed although declarer holds a 20 and the trump 40: only one 20 counts
    def p16(b):
        h = b.hands_play[b.decl]
        return has(h, "K" + b.trump, "Q" + b.trump) and not b.info["20-100"] and b.info["decl_cp"] in (60, 70) and quiet(b)
    single("16-20-100-trump-marriage-does-not-count.json", PLAYERS_B, mk(1, lambda d: A3(d, ["20-100"]), "D", ["20-100"]), p16, 1601, {"recorder": "tournament recorder"})

    # 17 party: defenders declare marriages and reach 100 -> silent 100 for the defenders replaces party
    def p17(b):
        defs = [(b.decl + 1) % 3, (b.decl + 2) % 3]
        return (
            b.info.get("silent100") == "def"
            and all(s in b.marr for s in defs)
            and discards_blank(b)
            and "silent_ulti" not in b.info
            and "silent_ulti_lost" not in b.info
            and "silent_durch" not in b.info
            and b.info["def_total"] - sum(sum(b.marr.get(s, [])) for s in defs) < 100
        )
    single("17-party-defenders-make-100-with-marriages.json", PLAYERS_C, mk(2, lambda d: A1(d, P), "S", P), p17, 1701, {"recorder": "tournament recorder"})

    # 18 red ulti made, defenders make 100 with marriages (silent 100 red replaces the red party)
    def p18(b):
        return (
            b.info.get("silent100") == "def"
            and b.info.get("ulti")
            and discards_blank(b)
            and "silent_durch" not in b.info
        )
    single("18-red-ulti-made-defenders-100.json", PLAYERS_A, mk(1, lambda d: A1(d, ["ulti"], True), "H", ["ulti"], True), p18, 1801, {"recorder": "tournament recorder"})

    # 19 hands recorded: card out of turn (second and third card of a trick written swapped)
    def p19(b):
        if not (made_all(b) and quiet(b) and discards_blank(b)):
            return False
        tr = M.tricks_of(b.plays, b.decl, b.trump)
        hs = [list(h) for h in b.hands_play]
        for t, (cards, seats, w) in enumerate(tr):
            if 2 <= t <= 7:
                c0, c1, c2 = cards
                s0, s1, s2 = seats
                ok2 = c2 in M.legal_for(s2, hs[s2], [c0], b.trump, b.decl, b.goals, t)
                ok1 = c1 in M.legal_for(s1, hs[s1], [c0, c2], b.trump, b.decl, b.goals, t)
                if ok1 and ok2 and c1 != c2:
                    b.swap = t
                    return True
            for s, c in zip(seats, cards):
                hs[s].remove(c)
        return False
    b = find(1901, mk(0, lambda d: A1(d, P), "D", P), p19)
    d = deal_doc(b)
    plays = [k for k, e in enumerate(d["events"]) if e["type"] == "play"]
    i1, i2 = plays[3 * b.swap + 1], plays[3 * b.swap + 2]
    d["events"][i1], d["events"][i2] = d["events"][i2], d["events"][i1]
    log(f"*** 19 planted out_of_turn at deal 0 event {i1} (trick {b.swap}): {d['events'][i1]} then {d['events'][i2]}")
    describe("19", 0, b, d)
    write("19-card-out-of-turn.json", doc(PLAYERS_B, [d], {"recorder": "tournament recorder"}))

    # 20 hands recorded: an illegal bid (40-100, 4 points, after ulti, 5 points), then outbid legally
    def p20(b):
        return made_all(b) and quiet(b)
    def mk20(rng):
        d = 1
        F = first(d)
        sc = [("bid", F, ["ulti"], False), ("bid", (F + 1) % 3, ["40-100"], False, "illegal"), ("bid", (F + 2) % 3, ["40-100"], True), ("pass", F), ("pass", (F + 1) % 3), ("pass", (F + 2) % 3)]
        return B.make_deal(rng, d, sc, "H", ["40-100"], True)
    b = find(2001, mk20, p20)
    d = deal_doc(b)
    idx = [k for k, e in enumerate(d["events"]) if e["type"] == "bid"][1]
    log(f"*** 20 planted illegal bid at deal 0 event {idx}: {d['events'][idx]}")
    describe("20", 0, b, d)
    write("20-illegal-bid-lower-than-ulti.json", doc(PLAYERS_C, [d], {"recorder": "tournament recorder"}))

    # 21 hands recorded: party, contra by a defender, recontra by the declarer, marriages on both sides
    def p21(b):
        return b.info["party"] and quiet(b) and discards_blank(b) and len(b.marr) >= 2

    def mk21(rng):
        d = 2
        sc = A1(d, P)
        decl = [s for (k, s, *_) in sc if k == "bid"][-1]
        return B.make_deal(rng, d, sc, "C", P, False, contra={"party": ((decl + 2) % 3, 2)}, recontra={"party": 4})
    single("21-party-contra-recontra-marriages.json", PLAYERS_A, mk21, p21, 2101, {"recorder": "tournament recorder"})


if __name__ == "__main__":
    main()
