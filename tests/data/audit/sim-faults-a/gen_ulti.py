"""Ulti records of round sim-faults-a: 2 clean, 5 with one planted fault each.

Run: python3 gen_ulti.py   (writes 15-21 *.json, prints a summary for EXPECTED.md)
"""

import sys

import ulti as U
from common import deep, net_of, write_record

PLAYERS = ("Aiko", "Botond", "Csenge")


def with_payments(rec):
    r = deep(rec)
    f, e, i = U.replay(r)
    assert not f, f
    for d, x in zip(r["deals"], e):
        d["events"] += [{"type": "payment", **p} for p in x]
    return r


def tricks_of(deal):
    out, cur = [], []
    for i, e in enumerate(deal["events"]):
        if e["type"] == "play":
            cur.append((i, e["seat"], e["card"]))
            if len(cur) == 3:
                out.append(cur)
                cur = []
    return out


def codes(f):
    return [(a, b, c) for a, b, c, _ in f]


def same(i0, i1, e0, e1):
    return (i0[0]["winners"] == i1[0]["winners"] and i0[0].get("card_points") == i1[0].get("card_points")
            and net_of(e0[0]) == net_of(e1[0]))


def plain(info):
    """No silent bonus, no contra-on-silent question, no durchmarsch: a deal whose settlement
    needs none of the source's 'some people' variants."""
    res = [r[0] for r in info.get("results", [])]
    return not any(r.startswith("silent") for r in res) and not info.get("special")


def inject_overtake(rec):
    f0, e0, i0 = U.replay(rec)
    deal = rec["deals"][0]
    tr = tricks_of(deal)
    for t, trick in enumerate(tr):
        for (ix, s, x) in trick[1:]:
            for u in range(t + 1, len(tr)):
                for (iz, s2, z) in tr[u]:
                    if s2 != s or U.suit(z) != U.suit(x) or z == x:
                        continue
                    r = deep(rec)
                    ev = r["deals"][0]["events"]
                    ev[ix]["card"], ev[iz]["card"] = z, x
                    f1, e1, i1 = U.replay(r)
                    if codes(f1) == [(0, ix, "failure_to_overtake")] and same(i0, i1, e0, e1):
                        return r, {"deal": 0, "event": ix, "seat": s, "played": z, "could_beat_with": x,
                                   "trick": t + 1, "note": f1[0][3]}
    return None, None


def inject_card_not_in_hand(rec):
    f0, e0, i0 = U.replay(rec)
    deal = rec["deals"][0]
    decl = i0[0]["declarer"]
    disc = [e for e in deal["events"] if e["type"] == "discard"][-1]["cards"]
    for t, trick in enumerate(tricks_of(deal)):
        for (ix, s, x) in trick:
            if s == decl:
                continue
            for y in disc:
                if U.suit(y) != U.suit(x) or U.card_pts(y, "S") != U.card_pts(x, "S"):
                    continue
                r = deep(rec)
                r["deals"][0]["events"][ix]["card"] = y
                f1, e1, i1 = U.replay(r)
                if codes(f1) == [(0, ix, "card_not_in_hand")] and i0[0]["winners"] == i1[0]["winners"]:
                    return r, {"deal": 0, "event": ix, "seat": s, "played": y, "instead_of": x, "trick": t + 1,
                               "y_laid_away_by": decl}
    return None, None


def inject_out_of_turn(rec, min_trick=2):
    f0, e0, i0 = U.replay(rec)
    deal = rec["deals"][0]
    for t, trick in enumerate(tricks_of(deal)):
        if t < min_trick:
            continue
        (a, sa, ca), (b, sb, cb), (c, sc, cc) = trick
        if c != b + 1:
            continue
        r = deep(rec)
        ev = r["deals"][0]["events"]
        ev[b], ev[c] = ev[c], ev[b]
        f1, e1, i1 = U.replay(r)
        if codes(f1) == [(0, b, "out_of_turn")] and same(i0, i1, e0, e1):
            return r, {"deal": 0, "event": b, "seat": sc, "card": cc, "due": sb, "trick": t + 1}
    return None, None


def inject_low_bid(rec):
    """Replace a bid that was later overbid by another player with a bid not higher than
    the one before it."""
    f0, e0, i0 = U.replay(rec)
    ev = rec["deals"][0]["events"]
    bids = [(i, e) for i, e in enumerate(ev) if e["type"] == "bid" and e["bid"] != "pass"]
    for k in range(1, len(bids) - 1):
        i, e = bids[k]
        prev = bids[k - 1][1]["bid"]
        r = deep(rec)
        r["deals"][0]["events"][i]["bid"] = dict(prev)
        f1, e1, i1 = U.replay(r)
        if codes(f1) == [(0, i, "bid_not_higher")] and same(i0, i1, e0, e1):
            return r, {"deal": 0, "event": i, "seat": e["seat"], "bid": prev, "previous_bid": prev,
                       "clean_bid": e["bid"]}
    return None, None


def inject_wrong_payment(rec, reason, delta):
    r = deep(rec)
    for i, e in enumerate(r["deals"][0]["events"]):
        if e["type"] == "payment" and e.get("reason") == reason:
            old = e["amount"]
            e["amount"] = old + delta
            return r, {"deal": 0, "event": i, "from": e["from"], "to": e["to"], "recorded": e["amount"], "right": old}
    return None, None


def score_sheet(rec):
    r = deep(rec)
    f, e, i = U.replay(r)
    totals = [0, 0, 0]
    for d, x in zip(r["deals"], e):
        net = net_of(x)
        for s in range(3):
            d["events"].append({"type": "score", "party": s, "points": net.get(str(s), 0)})
        for s in range(3):
            totals[s] += net.get(str(s), 0)
            d["events"].append({"type": "total", "party": s, "points": totals[s]})
    return r


def meta(desc, seed, planted=None):
    m = {"round": "sim-faults-a", "simulator": "tests/data/audit/sim-faults-a/ulti.py", "seed": seed,
         "description": desc}
    if planted:
        m["planted"] = planted
    return m


def main():
    out = []
    # 15 clean with payments: ulti with party, contra on the party
    rec = with_payments(U.simulate(10, players=PLAYERS))
    rec["meta"] = meta("Clean deal, payments recorded: ulti (with party) won, contra on the party.", 10)
    out.append(("15-ulti-clean-payments.json", rec, None))
    # 16 clean score sheet, three deals (dealer rotating)
    for sd in range(100, 300):
        ses = U.simulate_session(sd, 3, players=PLAYERS, pcontra=0.0)
        f, e, i = U.replay(ses)
        if f or not all(plain(x) for x in i):
            continue
        if len(set(tuple(x["goals"]) for x in i)) == 3:
            break
    sheet = score_sheet(ses)
    sheet["meta"] = meta("Clean three-deal session written as a score sheet (each seat's net per deal and "
                         "running totals).", sd)
    out.append(("16-ulti-clean-sheet.json", sheet, None))
    # 17 failure to overtake, payments not recorded
    for sd in range(300, 600):
        base = U.simulate(sd, players=PLAYERS, pcontra=0.0)
        f, e, i = U.replay(base)
        if not plain(i[0]) or i[0]["trump"] is None:
            continue
        r, planted = inject_overtake(base)
        if r:
            break
    r["meta"] = meta("One deal, payments not recorded; a player follows suit under the best card while able "
                     "to beat it.", sd, {k: v for k, v in planted.items() if k != "note"})
    out.append(("17-ulti-failure-to-overtake.json", r, planted))
    # 18 a defender plays a card the declarer laid away, payments not recorded
    for sd in range(600, 900):
        base = U.simulate(sd, players=PLAYERS, pcontra=0.0)
        f, e, i = U.replay(base)
        if not plain(i[0]) or i[0]["trump"] is None:
            continue
        r, planted = inject_card_not_in_hand(base)
        if r:
            break
    r["meta"] = meta("One deal, payments not recorded; a defender plays a card the declarer laid away.", sd,
                     planted)
    out.append(("18-ulti-card-not-in-hand.json", r, planted))
    # 19 out of turn, payments recorded
    for sd in range(900, 1200):
        base = U.simulate(sd, players=PLAYERS, pcontra=0.0)
        f, e, i = U.replay(base)
        if not plain(i[0]):
            continue
        r, planted = inject_out_of_turn(with_payments(base))
        if r:
            break
    r["meta"] = meta("One deal, the clean deal's payments kept; the third player of a trick plays before "
                     "the second.", sd, planted)
    out.append(("19-ulti-out-of-turn.json", r, planted))
    # 20 a bid not higher than the one before it (later overbid), payments recorded
    for sd in range(1200, 1600):
        base = U.simulate(sd, players=PLAYERS, pcontra=0.0)
        f, e, i = U.replay(base)
        if not plain(i[0]):
            continue
        r, planted = inject_low_bid(with_payments(base))
        if r:
            break
    r["meta"] = meta("One deal, the clean deal's payments kept; an intermediate bid repeats the bid before it "
                     "(not higher).", sd, planted)
    out.append(("20-ulti-bid-not-higher.json", r, planted))
    # 21 wrong payment
    for sd in range(1600, 1900):
        base = U.simulate(sd, players=PLAYERS, pcontra=0.0)
        f, e, i = U.replay(base)
        if not plain(i[0]) or i[0]["goals"] != ["ulti"]:
            continue
        r, planted = inject_wrong_payment(with_payments(base), "ulti", 4)
        if r:
            break
    r["meta"] = meta("One deal, every payment recorded; one ulti payment is 4 too high.", sd, planted)
    out.append(("21-ulti-wrong-payment.json", r, planted))

    for name, rec, planted in out:
        write_record(name, rec)
        f, e, i = U.replay(rec)
        print("==", name, "faults:", codes(f))
        for a, b, c, n in f:
            print("   ", a, b, c, n)
        if planted:
            print("   planted:", planted)
        for di, d in enumerate(rec["deals"]):
            inf = i[di]
            auc = [(ix, x["seat"], x["type"], x.get("bid") or x.get("cards") or x.get("items") or (x.get("target"), x.get("level")))
                   for ix, x in enumerate(d["events"]) if x["type"] in ("bid", "take", "discard", "announce", "double",
                                                                       "declare")]
            print("   deal", di, "dealer", d["dealer"], {k: v for k, v in inf.items() if k not in ("winners",)})
            print("   auction", auc)
            print("   expected", [(x["from"], x["to"], x["amount"], x["reason"]) for x in e[di]])
            print("   expected net", net_of(e[di]))
            print("   recorded net", net_of([x for x in d["events"] if x["type"] == "payment"]))


if __name__ == "__main__":
    sys.exit(main())
