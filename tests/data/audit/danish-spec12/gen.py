"""Generator of round danish-spec12's transcripts (blind, from the Polish source only).

Run: python3 gen.py  (writes NN-*.json here and summary.txt; no other .json by-product)
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

from model import (
    Table,
    active_seats,
    deal_hands,
    declarations,
    make_void_of_trumps,
    nets,
    play_deal,
    settle,
)

HERE = Path(__file__).parent
SUMMARY = []

P3 = ["Anna", "Bartek", "Czesiek"]
P4J = ["Anna", "Bartek", "Dorota", "Czesiek"]  # Dorota sits down between Bartek and Czesiek
P4 = ["Ewa", "Franek", "Grażyna", "Henryk"]


def log(*a):
    SUMMARY.append(" ".join(str(x) for x in a))


def foundations(tbl, events, seats):
    for pool in ("pagat_pool", "king_pool"):
        for s in seats:
            tbl.pay(events, s, pool, 20, "foundation")


def fee(tbl, events, dealer):
    tbl.pay(events, dealer, "pagat_pool", 5, "deal_fee")
    tbl.pay(events, dealer, "king_pool", 5, "deal_fee")


def full(rng, tbl, n, dealer, hands, events, all_seats, **kw):
    res = play_deal(rng, tbl, n, dealer, hands, events, **kw)
    info = settle(tbl, n, dealer, res, events, all_seats)
    return info


def no_declarations(hands, seats):
    return all(not declarations(hands[s])[0] for s in seats)


def write(name, players, deals, desc, start=None, rules=None):
    doc = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": rules or {},
        "players": players,
    }
    if start is not None:
        doc["start"] = start
    doc["meta"] = {"round": "danish-spec12", "description": desc}
    doc["deals"] = deals
    with open(HERE / name, "w", encoding="utf-8") as f:
        f.write("{\n")
        keys = list(doc)
        for i, k in enumerate(keys):
            comma = "," if i < len(keys) - 1 else ""
            if k != "deals":
                f.write("  %s: %s%s\n" % (json.dumps(k), json.dumps(doc[k], ensure_ascii=False), comma))
                continue
            f.write('  "deals": [\n')
            for j, d in enumerate(doc[k]):
                f.write("    {\n")
                f.write('      "dealer": %s,\n' % json.dumps(d["dealer"]))
                f.write('      "hands": %s,\n' % json.dumps(d["hands"]))
                f.write('      "events": [\n')
                for m, e in enumerate(d["events"]):
                    c2 = "," if m < len(d["events"]) - 1 else ""
                    f.write("        %s%s\n" % (json.dumps(e, ensure_ascii=False), c2))
                f.write("      ]\n")
                f.write("    }%s\n" % ("," if j < len(doc[k]) - 1 else ""))
            f.write("  ]\n")
        f.write("}\n")
    log("==", name, "-", desc)
    for j, d in enumerate(deals):
        pays = [(i, e) for i, e in enumerate(d["events"]) if e["type"] not in ("play",)]
        nonplay = ", ".join(
            "%d:%s" % (i, _short(e)) for i, e in pays if e["type"] != "payment" or e.get("reason") not in ("declaration",)
        )
        log("  deal %d dealer %d sizes %s events %d" % (j, d["dealer"], [len(h) for h in d["hands"]] if d["hands"] else None, len(d["events"])))
        log("    " + nonplay)


def _short(e):
    t = e["type"]
    if t == "payment":
        return "pay %s->%s %s %s" % (e["from"], e["to"], e["amount"], e.get("reason"))
    if t == "score":
        return "score %s %s" % (e["party"], e["points"])
    if t == "total":
        return "total %s %s" % (e["party"], e["points"])
    if t == "declare":
        return "declare s%d %s" % (e["seat"], json.dumps(e["items"]) if e["items"] else "pass")
    if t == "discard":
        return "discard s%d" % e["seat"]
    if t == "redeal":
        return "REDEAL s%d %s" % (e["seat"], e["reason"])
    if t == "penalty":
        return "PENALTY %s %s %s" % (e["party"], e["code"], e.get("amount"))
    return t


def pools_str(tbl):
    return "pools pagat %s king %s" % (tbl.pools["pagat_pool"], tbl.pools["king_pool"])


# ====================================================================== builders
def played_deal(rng, tbl, n, dealer, all_seats, pre_events=None, pay_fee=True, hands=None, **kw):
    events = list(pre_events or [])
    if pay_fee:
        fee(tbl, events, dealer)
    if hands is None:
        hands = deal_hands(rng, n, dealer)
    info = full(rng, tbl, n, dealer, hands, events, all_seats, **kw)
    return {"dealer": dealer, "hands": hands, "events": events}, info


def redeal_deal(rng, tbl, n, dealer, asker, pay_fee=True, keep_trumps=0, pre_events=None, keep_joker=True):
    events = list(pre_events or [])
    if pay_fee:
        fee(tbl, events, dealer)
    hands = deal_hands(rng, n, dealer)
    make_void_of_trumps(hands, asker, keep_joker=keep_joker, keep_trumps=keep_trumps)
    events.append({"type": "redeal", "seat": asker, "reason": "no_trumps"})
    return {"dealer": dealer, "hands": hands, "events": events}


def try_seeds(fn, start, cond=lambda r: True, tries=5000):
    for s in range(start, start + tries):
        try:
            r = fn(s)
        except (RuntimeError, IndexError, ValueError, AssertionError):
            continue
        if cond(r):
            return s, r
    raise SystemExit("no seed for %s" % fn)


# ---------------------------------------------------------------------- 01
def f01(seed):
    rng = random.Random(seed)
    tbl = Table(3)
    deals = []
    ev = []
    foundations(tbl, ev, [0, 1, 2])
    d, i0 = played_deal(rng, tbl, 3, 0, [0, 1, 2], pre_events=ev)
    deals.append(d)
    deals.append(redeal_deal(rng, tbl, 3, 1, asker=2, keep_joker=True))
    d, i2 = played_deal(rng, tbl, 3, 1, [0, 1, 2], pay_fee=False)
    deals.append(d)
    d, i3 = played_deal(rng, tbl, 3, 2, [0, 1, 2])
    deals.append(d)
    return deals, tbl, [i0, None, i2, i3]


# ---------------------------------------------------------------------- 02
def f02(seed):
    rng = random.Random(seed)
    tbl = Table(4)
    deals = []
    infos = []
    for dl in range(4):
        ev = []
        if dl == 0:
            foundations(tbl, ev, [0, 1, 2, 3])
        d, inf = played_deal(rng, tbl, 4, dl, [0, 1, 2, 3], pre_events=ev)
        deals.append(d)
        infos.append(inf)
    # session end: the pools shared equally among the four (§15)
    last = deals[-1]["events"]
    for pool in ("pagat_pool", "king_pool"):
        amt = tbl.pools[pool]
        if amt % 4:
            raise ValueError("not divisible")
        for s in range(4):
            tbl.pay(last, pool, s, amt // 4, "session_end")
    return deals, tbl, infos


# ---------------------------------------------------------------------- 03 / 04 / 06
def f03(seed):
    rng = random.Random(seed)
    tbl = Table(3)
    deals, infos = [], []
    for dl in range(3):
        ev = []
        if dl == 0:
            foundations(tbl, ev, [0, 1, 2])
        d, inf = played_deal(rng, tbl, 3, dl, [0, 1, 2], pre_events=ev)
        deals.append(d)
        infos.append(inf)
    if tbl.pools["pagat_pool"] % 15 or tbl.pools["king_pool"] % 15:
        raise ValueError("pools not divisible by 15")
    if tbl.pools["pagat_pool"] == tbl.pools["king_pool"]:
        raise ValueError("want different pools")
    return deals, tbl, infos


def f04(seed, start_pools, wrong_king=None):
    """continuation sheet, 4 seats [Anna, Bartek, Dorota, Czesiek]; Dorota (seat 2) joins before deal 0."""
    rng = random.Random(seed)
    tbl = Table(4, start_pools)
    deals, infos = [], []
    for k, dl in enumerate([0, 1, 2, 3]):
        ev = []
        if k == 0:
            jp = tbl.pools["pagat_pool"] // 3
            jk = tbl.pools["king_pool"] // 3
            if wrong_king is not None:
                jk = wrong_king(tbl)
            tbl.pay(ev, 2, "pagat_pool", jp, "foundation")
            tbl.pay(ev, 2, "king_pool", jk, "foundation")
        d, inf = played_deal(rng, tbl, 4, dl, [0, 1, 2, 3], pre_events=ev)
        deals.append(d)
        infos.append(inf)
    return deals, tbl, infos


# ---------------------------------------------------------------------- 05
def f05(seed, start_pools):
    """4 seats; seat 3 (Henryk) is not there in deal 0 (dealer 1, so his place is the one opposite),
    arrives during it and buys in before deal 1."""
    rng = random.Random(seed)
    tbl = Table(4, start_pools)
    deals, infos = [], []
    d, inf = played_deal(rng, tbl, 4, 1, [0, 1, 2])
    deals.append(d)
    infos.append(inf)
    ev = []
    if tbl.pools["pagat_pool"] % 3 or tbl.pools["king_pool"] % 3 or (tbl.pools["pagat_pool"] // 3) % 5 or (tbl.pools["king_pool"] // 3) % 5:
        raise ValueError("third not a multiple of 5")
    tbl.pay(ev, 3, "pagat_pool", tbl.pools["pagat_pool"] // 3, "foundation")
    tbl.pay(ev, 3, "king_pool", tbl.pools["king_pool"] // 3, "foundation")
    d, inf = played_deal(rng, tbl, 4, 2, [0, 1, 2, 3], pre_events=ev)
    deals.append(d)
    infos.append(inf)
    d, inf = played_deal(rng, tbl, 4, 3, [0, 1, 2, 3])
    deals.append(d)
    infos.append(inf)
    return deals, tbl, infos


# ---------------------------------------------------------------------- 07 / 08 / 09 (3p redeal slips)
def f_redeal3(seed, variant):
    rng = random.Random(seed)
    tbl = Table(3)
    deals, infos = [], []
    ev = []
    foundations(tbl, ev, [0, 1, 2])
    d, inf = played_deal(rng, tbl, 3, 0, [0, 1, 2], pre_events=ev)
    deals.append(d)
    infos.append(inf)
    if variant == "trumps":
        deals.append(redeal_deal(rng, tbl, 3, 1, asker=0, keep_trumps=1, keep_joker=False))
    else:
        deals.append(redeal_deal(rng, tbl, 3, 1, asker=0, keep_joker=False))
    infos.append(None)
    if variant == "wrong_dealer":
        # the table hands the cards to the next player instead of the same dealer
        d, inf = played_deal(rng, tbl, 3, 2, [0, 1, 2])
        deals.append(d)
        infos.append(inf)
        d, inf = played_deal(rng, tbl, 3, 0, [0, 1, 2])
    else:
        d, inf = played_deal(rng, tbl, 3, 1, [0, 1, 2], pay_fee=(variant == "fee_twice"))
        deals.append(d)
        infos.append(inf)
        d, inf = played_deal(rng, tbl, 3, 2, [0, 1, 2])
    deals.append(d)
    infos.append(inf)
    return deals, tbl, infos


# ---------------------------------------------------------------------- 10 / 11 misdeals
def f10(seed):
    """misdeal found before the first lead: dealer 1 dealt himself 29, seat 2 got 24; small penalty,
    the same dealer deals again (no second fee)."""
    rng = random.Random(seed)
    tbl = Table(3)
    deals, infos = [], []
    ev = []
    foundations(tbl, ev, [0, 1, 2])
    d, inf = played_deal(rng, tbl, 3, 0, [0, 1, 2], pre_events=ev)
    deals.append(d)
    infos.append(inf)
    ev = []
    fee(tbl, ev, 1)
    hands = deal_hands(rng, 3, 1, sizes={1: 29, 2: 24})
    ev.append({"type": "penalty", "party": 1, "code": "misdeal", "amount": 5})
    tbl.pay(ev, 1, "pagat_pool", 5, "penalty")
    tbl.pay(ev, 1, "king_pool", 5, "penalty")
    deals.append({"dealer": 1, "hands": hands, "events": ev})
    infos.append(None)
    d, inf = played_deal(rng, tbl, 3, 1, [0, 1, 2], pay_fee=False)
    deals.append(d)
    infos.append(inf)
    d, inf = played_deal(rng, tbl, 3, 2, [0, 1, 2])
    deals.append(d)
    infos.append(inf)
    return deals, tbl, infos


def f11(seed):
    """misdeal found after the first lead (in the 3rd trick): dealer 0 holds 29 (26 after the skat),
    seat 1 has 24; irreparable: 40 to each pool from the dealer, the deal void, the next dealer (1) deals."""
    rng = random.Random(seed)
    tbl = Table(3)
    deals, infos = [], []
    ev = []
    foundations(tbl, ev, [0, 1, 2])
    fee(tbl, ev, 0)
    hands = deal_hands(rng, 3, 0, sizes={0: 29, 1: 24})
    if not no_declarations(hands, [1, 2]) or declarations(hands[0])[0]:
        raise ValueError("want no declarations in the void deal")
    res = play_deal(rng, tbl, 3, 0, hands, ev, stop_after_tricks=3, avoid_specials_until=3)
    if any(e["type"] == "payment" and e["reason"] not in ("foundation", "deal_fee") for e in ev):
        raise ValueError("payments in the void tricks")
    tbl.pay(ev, 0, "pagat_pool", 40, "penalty")
    tbl.pay(ev, 0, "king_pool", 40, "penalty")
    deals.append({"dealer": 0, "hands": hands, "events": ev})
    infos.append(None)
    for dl in (1, 2):
        d, inf = played_deal(rng, tbl, 3, dl, [0, 1, 2])
        deals.append(d)
        infos.append(inf)
    return deals, tbl, infos


# ---------------------------------------------------------------------- 12 / 13 void in 4p (declaration omitted)
def f12(seed, same_dealer_after=False):
    """4 players, fresh. Deal 0 dealer 0 played. Deal 1 dealer 1 (seat 3 sits out): seat 0 holds 11 trumps
    (Joker counted) but says pass; found after the first trick: irreparable, 40 to each pool from seat 0, void;
    deal 2 by the new dealer (2) -- or, slip, by the same dealer 1 again."""
    rng = random.Random(seed)
    tbl = Table(4)
    deals, infos = [], []
    ev = []
    foundations(tbl, ev, [0, 1, 2, 3])
    d, inf = played_deal(rng, tbl, 4, 0, [0, 1, 2, 3], pre_events=ev)
    deals.append(d)
    infos.append(inf)
    ev = []
    fee(tbl, ev, 1)
    hands = deal_hands(rng, 4, 1)
    # seat 0 gets exactly 11 trumps (no Joker, no T1/T21 to keep other declarations away)
    h0 = hands[0]
    tr = [c for c in h0 if c.startswith("T")]
    need = 11 - len(tr) - (1 if "JOKER" in h0 else 0)
    if need < 0:
        raise ValueError
    for o in (1, 2):
        for c in list(hands[o]):
            if need <= 0:
                break
            if c.startswith("T") and c not in ("T1", "T21"):
                x = [y for y in h0 if not y.startswith("T") and y != "JOKER" and y[:-1] != "K"][0]
                h0.remove(x)
                h0.append(c)
                hands[o].remove(c)
                hands[o].append(x)
                need -= 1
    if need:
        raise ValueError
    it0, _ = declarations(h0)
    if [i["kind"] for i in it0] != ["trumps"] or it0[0]["count"] != 11:
        raise ValueError("want only the trumps declaration")
    if not no_declarations(hands, [1, 2]):
        raise ValueError
    res = play_deal(rng, tbl, 4, 1, hands, ev, stop_after_tricks=1, avoid_specials_until=1)
    # the declarer passed: rewrite his declare event, and nobody paid him
    for e in ev:
        if e["type"] == "declare" and e["seat"] == 0:
            e["items"] = []
    ev[:] = [e for e in ev if not (e["type"] == "payment" and e["reason"] == "declaration" and e["to"] == 0)]
    if any(e["type"] == "payment" and e["reason"] not in ("deal_fee",) for e in ev):
        raise ValueError("payments in the void deal")
    tbl.pay(ev, 0, "pagat_pool", 40, "penalty")
    tbl.pay(ev, 0, "king_pool", 40, "penalty")
    deals.append({"dealer": 1, "hands": hands, "events": ev})
    infos.append(None)
    nxt = [1, 2] if same_dealer_after else [2, 3]
    for k, dl in enumerate(nxt):
        d, inf = played_deal(rng, tbl, 4, dl, [0, 1, 2, 3], pay_fee=not (same_dealer_after and k == 0))
        deals.append(d)
        infos.append(inf)
    return deals, tbl, infos


# ---------------------------------------------------------------------- 14 pools not moved
def f14(seed):
    rng = random.Random(seed)
    tbl = Table(3)
    deals, infos = [], []
    ev = []
    foundations(tbl, ev, [0, 1, 2])
    d, inf = played_deal(rng, tbl, 3, 0, [0, 1, 2], pre_events=ev)
    deals.append(d)
    infos.append(inf)
    ev = []
    fee(tbl, ev, 1)
    ev.append({"type": "penalty", "party": 1, "code": "pools_not_moved", "amount": 5, "note": "Bartek paid his fee but left the pools on Anna's side"})
    tbl.pay(ev, 1, "pagat_pool", 5, "penalty")
    tbl.pay(ev, 1, "king_pool", 5, "penalty")
    d, inf = played_deal(rng, tbl, 3, 1, [0, 1, 2], pre_events=ev, pay_fee=False)
    deals.append(d)
    infos.append(inf)
    d, inf = played_deal(rng, tbl, 3, 2, [0, 1, 2])
    deals.append(d)
    infos.append(inf)
    return deals, tbl, infos


# ---------------------------------------------------------------------- score sheets
def to_sheet(deals, n, pools_too=True, totals_start=None):
    """replace payments by score (net chips per seat and pool) and running totals per seat."""
    tot = list(totals_start or [0] * n)
    out = []
    for d in deals:
        d = copy.deepcopy(d)
        net = nets(d["events"], list(range(n)))
        ev = [e for e in d["events"] if e["type"] != "payment"]
        for s in range(n):
            ev.append({"type": "score", "party": s, "points": net[s]})
        if pools_too:
            for p in ("pagat_pool", "king_pool"):
                ev.append({"type": "score", "party": p, "points": net[p]})
        for s in range(n):
            tot[s] += net[s]
            ev.append({"type": "total", "party": s, "points": tot[s]})
        d["events"] = ev
        out.append(d)
    return out


def f15(seed):
    deals, tbl, infos = f01(seed)
    return to_sheet(deals, 3), tbl, infos


def f16(seed):
    """4 players fresh, score sheet; deal 1 is a no-trumps redeal (dealer 1; seat 3 sits out in both)."""
    rng = random.Random(seed)
    tbl = Table(4)
    deals, infos = [], []
    ev = []
    foundations(tbl, ev, [0, 1, 2, 3])
    d, inf = played_deal(rng, tbl, 4, 0, [0, 1, 2, 3], pre_events=ev)
    deals.append(d)
    infos.append(inf)
    deals.append(redeal_deal(rng, tbl, 4, 1, asker=2, keep_joker=False))
    infos.append(None)
    d, inf = played_deal(rng, tbl, 4, 1, [0, 1, 2, 3], pay_fee=False)
    deals.append(d)
    infos.append(inf)
    d, inf = played_deal(rng, tbl, 4, 2, [0, 1, 2, 3])
    deals.append(d)
    infos.append(inf)
    return to_sheet(deals, 4), tbl, infos


def f17(seed):
    """play-only 4p record with a redeal: hands null, no payments."""
    rng = random.Random(seed)
    tbl = Table(4)
    deals, infos = [], []
    raw = []
    d, inf = played_deal(rng, tbl, 4, 3, [0, 1, 2, 3])
    raw.append(d)
    infos.append(inf)
    raw.append(redeal_deal(rng, tbl, 4, 0, asker=3, keep_joker=True))
    infos.append(None)
    d, inf = played_deal(rng, tbl, 4, 0, [0, 1, 2, 3], pay_fee=False)
    raw.append(d)
    infos.append(inf)
    d, inf = played_deal(rng, tbl, 4, 1, [0, 1, 2, 3])
    raw.append(d)
    infos.append(inf)
    for d in raw:
        deals.append({"dealer": d["dealer"], "hands": None, "events": [e for e in d["events"] if e["type"] != "payment"]})
    return deals, tbl, infos, raw


def describe(infos):
    out = []
    for k, i in enumerate(infos):
        if i is None:
            out.append("deal %d: not played" % k)
            continue
        keys = {x: i[x] for x in i if x not in ("points", "tricks")}
        out.append("deal %d: points %s tricks %s %s" % (k, i["points"], i["tricks"], keys))
    return out


def main():
    s, (deals, tbl, infos) = try_seeds(f01, 100)
    write("01-three-redeal-joker-clean.json", P3, deals, "3 players, payments. Deal 1: Czesiek (seat 2) has no trump, only the Joker, and asks for a redeal; the same dealer (Bartek) deals again in deal 2 without a second fee.")
    log("   seed", s, pools_str(tbl), *describe(infos))

    s, (deals, tbl, infos) = try_seeds(f02, 200)
    write("02-four-sitout-clean.json", P4, deals, "4 players, payments. Foundations from all four; the seat opposite the dealer sits out in turn; the pools shared by four at the end.")
    log("   seed", s, pools_str(tbl), *describe(infos))

    s3, (deals, tbl3, infos) = try_seeds(f03, 300)
    write("03-three-before-join-clean.json", P3, deals, "3 players, payments: the first part of the evening before Dorota joins (continued in 04).")
    log("   seed", s3, pools_str(tbl3), *describe(infos))
    start = dict(tbl3.pools)

    s, (deals, tbl, infos) = try_seeds(lambda x: f04(x, start), 400)
    write("04-join-new-sheet-clean.json", P4J, deals, "Continuation of 03 on a new sheet: Dorota sits down between Bartek and Czesiek and buys in with a third of each pool (payments with reason foundation), then four play, the seat opposite the dealer sitting out.", start={"pools": start})
    log("   seed", s, "start", start, pools_str(tbl), *describe(infos))

    s, (deals, tbl, infos) = try_seeds(lambda x: f04(x, start, wrong_king=lambda t: start["pagat_pool"] // 3), 400)
    write("06-join-amount-wrong.json", P4J, deals, "As 04, but Dorota's buy-in to the King pool is a third of the Pagat pool, not of the King pool (deal 0, event 1).", start={"pools": start})
    log("   seed", s, "start", start, pools_str(tbl), *describe(infos))

    start5 = {"pagat_pool": 75, "king_pool": 90}
    s, (deals, tbl, infos) = try_seeds(lambda x: f05(x, start5), 500)
    write("05-join-in-record-clean.json", P4, deals, "Continuing evening (pools carried in). Deal 0: three play, Henryk (seat 3) not yet at the table (his place is opposite the dealer Franek). He arrives and buys in with a third of each pool before deal 1 (payments with reason foundation, events 0-1); then four play.", start={"pools": start5})
    log("   seed", s, "start", start5, pools_str(tbl), *describe(infos))

    s, (deals, tbl, infos) = try_seeds(lambda x: f_redeal3(x, "fee_twice"), 700)
    write("07-redeal-fee-twice.json", P3, deals, "3 players, payments. Deal 1: Anna (no trumps) asks for a redeal; in deal 2 the same dealer Bartek pays the dealer's fee a second time (deal 2, events 0-1).")
    log("   seed", s, pools_str(tbl), *describe(infos))

    s, (deals, tbl, infos) = try_seeds(lambda x: f_redeal3(x, "wrong_dealer"), 800)
    write("08-redeal-wrong-dealer.json", P3, deals, "3 players, payments. Deal 1: Anna (no trumps) asks for a redeal, but the cards go on to Czesiek, who deals deal 2 (should be Bartek again).")
    log("   seed", s, pools_str(tbl), *describe(infos))

    s, (deals, tbl, infos) = try_seeds(lambda x: f_redeal3(x, "trumps"), 900)
    write("09-redeal-holding-trumps.json", P3, deals, "3 players, payments. Deal 1: Anna holds one trump and asks for a redeal all the same (deal 1, event 2); the table lets Bartek deal again.")
    log("   seed", s, pools_str(tbl), *describe(infos))

    s, (deals, tbl, infos) = try_seeds(f10, 1000)
    write("10-misdeal-before-lead.json", P3, deals, "3 players, payments. Deal 1: Bartek deals himself 29 cards and Czesiek 24; found before any card is led: small penalty (5 to each pool), Bartek deals again in deal 2 without a new fee.")
    log("   seed", s, pools_str(tbl), *describe(infos))

    s, (deals, tbl, infos) = try_seeds(f11, 1100)
    write("11-misdeal-after-lead.json", P3, deals, "3 players, payments. Deal 0: Anna deals herself 29 and Bartek 24; found in the third trick: irreparable (40 to each pool from Anna), deal void, Bartek deals next.")
    log("   seed", s, pools_str(tbl), *describe(infos))

    s, (deals, tbl, infos) = try_seeds(lambda x: f12(x), 1200)
    write("12-void-four-next-dealer.json", P4, deals, "4 players, payments. Deal 1: Ewa holds 11 trumps and passes; found after the first trick: irreparable (40 to each pool from Ewa), deal void; Grażyna deals next, Ewa's turn to sit out.")
    log("   seed", s, pools_str(tbl), *describe(infos))

    s, (deals, tbl, infos) = try_seeds(lambda x: f12(x, same_dealer_after=True), 1300)
    write("13-void-same-dealer.json", P4, deals, "As 12 (deal 1 void for Ewa's omitted declaration), but then Franek deals again in deal 2 (without a fee), as if it were a redeal: the voided deal should pass to the new dealer.")
    log("   seed", s, pools_str(tbl), *describe(infos))

    s, (deals, tbl, infos) = try_seeds(f14, 1400)
    write("14-pools-not-moved.json", P3, deals, "3 players, payments. Deal 1: Bartek pays his fee but does not move the pools to his right; the table fines him 5 to each pool (small).")
    log("   seed", s, pools_str(tbl), *describe(infos))

    s, (deals, tbl, infos) = try_seeds(f15, 1500)
    write("15-sheet-three-redeal.json", P3, deals, "3 players, score sheet (net chips per seat and pool, running totals per seat). Deal 1: Czesiek, only the Joker, asks for a redeal; Bartek deals again.")
    log("   seed", s, pools_str(tbl), *describe(infos))

    s, (deals, tbl, infos) = try_seeds(f16, 1600)
    write("16-sheet-four-redeal.json", P4, deals, "4 players, score sheet. Deal 1: Grażyna (no trumps) asks for a redeal; Franek deals again, Henryk still sitting out.")
    log("   seed", s, pools_str(tbl), *describe(infos))

    s, (deals, tbl, infos, raw) = try_seeds(f17, 1700)
    write("17-playonly-four-redeal.json", P4, deals, "4 players, play-only (hands not kept, no payments). Deal 1: Henryk asks for a no-trumps redeal; Ewa deals again.")
    log("   seed", s, *describe(infos))

    (HERE / "summary.txt").write_text("\n".join(SUMMARY) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
