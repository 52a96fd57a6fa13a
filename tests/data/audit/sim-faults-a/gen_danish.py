"""Danish Tarok records of round sim-faults-a: 2 clean, 5 with one planted fault each.

Run: python3 gen_danish.py   (writes 01-07 *.json, prints a summary for EXPECTED.md)
"""

import sys

import danish as D
from common import deep, net_of, write_record

PLAYERS = ("Agata", "Bogdan", "Cezary")


def strip_payments(rec):
    r = deep(rec)
    for d in r["deals"]:
        d["events"] = [e for e in d["events"] if e["type"] != "payment"]
    return r


def plays_by_trick(deal):
    """[(trick, [(event_index, seat, card), ...]), ...]"""
    out, cur = [], []
    for i, e in enumerate(deal["events"]):
        if e["type"] == "play":
            cur.append((i, e["seat"], e["card"]))
            if len(cur) == 3:
                out.append(cur)
                cur = []
    return out


def check(rec):
    faults, exp, info = D.replay(rec)
    return faults, exp, info


def same_outcome(a_info, b_info, a_exp, b_exp):
    return (all(x["winners"] == y["winners"] and x["points"] == y["points"] for x, y in zip(a_info, b_info))
            and all(net_of(x) == net_of(y) for x, y in zip(a_exp, b_exp)))


def inject_revoke(rec, di=0, want_trump=False):
    """Swap two cards of one seat so that exactly one trick shows a failure to follow."""
    f0, e0, i0 = check(rec)
    assert not f0
    deal = rec["deals"][di]
    tr = plays_by_trick(deal)
    for t, trick in enumerate(tr):
        lead = trick[0][2]
        if lead == "JOKER":
            continue
        L = D.suit_of(lead)
        for (ix, s, x) in trick[1:]:
            if D.suit_of(x) != L or x in ("T1",) or D.is_king(x):
                continue
            for u in range(t + 1, len(tr)):
                for (iz, s2, z) in tr[u]:
                    if s2 != s or z == "JOKER" or D.suit_of(z) == L or D.is_king(z) or z == "T1":
                        continue
                    if (D.suit_of(z) == "T") != want_trump:
                        continue
                    r = deep(rec)
                    ev = r["deals"][di]["events"]
                    ev[ix]["card"], ev[iz]["card"] = z, x
                    f1, e1, i1 = check(r)
                    if [(a, b, c) for a, b, c, _ in f1] == [(di, ix, "revoke")] and same_outcome(i0, i1, e0, e1):
                        return r, {"deal": di, "event": ix, "seat": s, "played": z, "held": x,
                                   "trick": t + 1, "later": (u + 1, iz), "note": f1[0][3]}
    return None, None


def inject_joker_skat(rec, di=0):
    f0, e0, i0 = check(rec)
    deal = rec["deals"][di]
    dealer = deal["dealer"]
    disc_i = next(i for i, e in enumerate(deal["events"]) if e["type"] == "discard")
    skat = deal["events"][disc_i]["cards"]
    for t, trick in enumerate(plays_by_trick(deal)):
        for (ix, s, c) in trick[1:]:
            if s == dealer and c == "JOKER":
                L = D.suit_of(trick[0][2])
                for p in skat:
                    if D.suit_of(p) != L:
                        continue
                    r = deep(rec)
                    ev = r["deals"][di]["events"]
                    ev[disc_i]["cards"] = ["JOKER" if x == p else x for x in skat]
                    ev[ix]["card"] = p
                    f1, e1, i1 = check(r)
                    if [(a, b, c2) for a, b, c2, _ in f1] == [(di, disc_i, "illegal_skat")]:
                        return r, {"deal": di, "event": disc_i, "seat": dealer, "laid_away": "JOKER",
                                   "instead_of": p, "trick": t + 1, "play_event": ix,
                                   "winners_same": i0[di]["winners"] == i1[di]["winners"],
                                   "points": (i0[di]["points"], i1[di]["points"])}
    return None, None


def inject_out_of_turn(rec, di=0, min_trick=3):
    f0, e0, i0 = check(rec)
    deal = rec["deals"][di]
    for t, trick in enumerate(plays_by_trick(deal)):
        if t < min_trick:
            continue
        (a, sa, ca), (b, sb, cb), (c, sc, cc) = trick
        if c != b + 1 or "JOKER" in (ca, cb, cc):
            continue
        r = deep(rec)
        ev = r["deals"][di]["events"]
        ev[b], ev[c] = ev[c], ev[b]
        f1, e1, i1 = check(r)
        if [(x, y, z) for x, y, z, _ in f1] == [(di, b, "out_of_turn")] and same_outcome(i0, i1, e0, e1):
            return r, {"deal": di, "event": b, "seat": sc, "card": cc, "due": sb, "trick": t + 1}
    return None, None


def inject_declare_before_dealer(rec, di=0):
    deal = rec["deals"][di]
    ev = deal["events"]
    decl = [i for i, e in enumerate(ev) if e["type"] == "declare"]
    a, b = decl[0], decl[1]
    if ev[a]["items"] or b != a + 1:
        return None, None
    r = deep(rec)
    e2 = r["deals"][di]["events"]
    e2[a], e2[b] = e2[b], e2[a]
    f1, e1, i1 = check(r)
    return r, {"deal": di, "event": a, "seat": e2[a]["seat"], "faults": f1}


def inject_wrong_payment(rec, di, reason="card_points", delta=5):
    r = deep(rec)
    ev = r["deals"][di]["events"]
    for i, e in enumerate(ev):
        if e["type"] == "payment" and e.get("reason") == reason:
            old = e["amount"]
            e["amount"] = old + delta
            return r, {"deal": di, "event": i, "from": e["from"], "to": e["to"], "recorded": e["amount"],
                       "right": old}
    return None, None


def score_sheet(rec):
    """Turn a payment record into a score sheet: per deal each seat's and pool's net chips
    (score) and the running totals (total)."""
    r = deep(rec)
    totals = {}
    for d in r["deals"]:
        net = net_of([e for e in d["events"] if e["type"] == "payment"])
        d["events"] = [e for e in d["events"] if e["type"] != "payment"]
        for party in [0, 1, 2, "pagat_pool", "king_pool"]:
            v = net.get(str(party), 0)
            d["events"].append({"type": "score", "party": party, "points": v})
        for party in [0, 1, 2, "pagat_pool", "king_pool"]:
            totals[party] = totals.get(party, 0) + net.get(str(party), 0)
            d["events"].append({"type": "total", "party": party, "points": totals[party]})
    return r


def meta(desc, seed, planted=None):
    m = {"round": "sim-faults-a", "simulator": "tests/data/audit/sim-faults-a/danish.py", "seed": seed,
         "description": desc}
    if planted:
        m["planted"] = planted
    return m


def main():
    out = []
    # 01: clean, two deals, every payment recorded (pagat ultimo and the pagat pool's refill in deal 2)
    rec, seed = D.simulate(3, ndeals=2, players=PLAYERS)
    rec["meta"] = meta("Clean two-deal session, every payment recorded (simulated).", seed)
    f, e, i = check(rec)
    assert not f
    out.append(("01-danish-clean-payments.json", rec, None, i))
    # 02: clean, two deals, written as a score sheet (net chips per seat and pool, running totals)
    rec2, seed2 = D.simulate(4, ndeals=2, players=PLAYERS)
    sheet = score_sheet(rec2)
    sheet["meta"] = meta("Clean two-deal session written as a score sheet: net chips per seat and "
                         "pool (score) and running totals (total).", seed2)
    out.append(("02-danish-clean-sheet.json", sheet, None, check(rec2)[2]))
    # 03: revoke (failure to follow with a plain card), plays only (no payments recorded)
    planted = None
    for sd in range(10, 60):
        base, bseed = D.simulate(sd, ndeals=1, players=PLAYERS)
        base = strip_payments(base)
        r, planted = inject_revoke(base, 0, want_trump=False)
        if r:
            break
    r["meta"] = meta("One deal, payments not recorded; one planted failure to follow suit.", bseed,
                     {k: v for k, v in planted.items() if k != "note"})
    out.append(("03-danish-revoke.json", r, planted, None))
    # 04: Joker laid away in the skat without Tout (irreparable), payments not recorded
    for sd in range(60, 400):
        base, bseed = D.simulate(sd, ndeals=1, players=PLAYERS)
        base = strip_payments(base)
        r, planted = inject_joker_skat(base, 0)
        if r:
            break
    r["meta"] = meta("One deal, payments not recorded; the dealer lays the Joker away (no Tout).", bseed,
                     {k: v for k, v in planted.items() if k in ("deal", "event", "seat", "laid_away", "instead_of")})
    out.append(("04-danish-joker-in-skat.json", r, planted, None))
    # 05: the player after the dealer declares before the dealer (large), payments recorded
    for sd in range(400, 500):
        base, bseed = D.simulate(sd, ndeals=1, players=PLAYERS)
        r, planted = inject_declare_before_dealer(base, 0)
        if r:
            break
    r["meta"] = meta("One deal, every payment of the clean deal recorded; the player after the dealer "
                     "declares before the dealer.", bseed, {k: planted[k] for k in ("deal", "event", "seat")})
    out.append(("05-danish-declaration-before-dealer.json", r, planted, None))
    # 06: a card played out of turn (large), payments recorded
    for sd in range(500, 600):
        base, bseed = D.simulate(sd, ndeals=1, players=PLAYERS)
        r, planted = inject_out_of_turn(base, 0)
        if r:
            break
    r["meta"] = meta("One deal, every payment of the clean deal recorded; the third player of a trick "
                     "plays before the second.", bseed, planted)
    out.append(("06-danish-out-of-turn.json", r, planted, None))
    # 07: wrong payment: a card-points payment in deal 2 recorded 5 too high
    base, bseed = D.simulate(7, ndeals=2, players=PLAYERS)
    r, planted = inject_wrong_payment(base, 1, "card_points", 5)
    r["meta"] = meta("Two deals, every payment recorded; one card-points payment of deal 2 is 5 too "
                     "high.", bseed, planted)
    out.append(("07-danish-wrong-payment.json", r, planted, None))

    for name, rec, planted, info in out:
        write_record(name, rec)
        f, e, i = check(rec)
        print("==", name, "faults:", [(a, b, c) for a, b, c, _ in f])
        for a, b, c, n in f:
            print("   ", a, b, c, n)
        if planted:
            print("   planted:", planted)
        for di, d in enumerate(rec["deals"]):
            decl = [(ix, ev["seat"], ev["items"]) for ix, ev in enumerate(d["events"]) if ev["type"] == "declare"]
            print("   deal", di, "dealer", d["dealer"], "won", i[di]["won"], "points", i[di]["points"],
                  "decl", decl)
            print("   expected net", net_of(e[di]), "pools after", i[di]["pools_after"])
            print("   recorded net", net_of([x for x in d["events"] if x["type"] == "payment"]))
            print("   end payments", [(x["from"], x["to"], x["amount"], x["reason"]) for x in e[di]
                                      if x["reason"] not in ("foundation", "deal_fee", "declaration",
                                                             "king_lost", "pagat_lost", "pagat_trick")])


if __name__ == "__main__":
    sys.exit(main())
