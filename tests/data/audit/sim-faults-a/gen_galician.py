"""Galician Tarok records of round sim-faults-a: 2 clean, 5 with one planted fault each.

Run: python3 gen_galician.py   (writes 08-14 *.json, prints a summary for EXPECTED.md)
"""

import sys

import galician as G
from common import deep, net_of, write_record

PLAYERS = ("Adam", "Barbara", "Czesław")


def strip_payments(rec):
    r = deep(rec)
    for d in r["deals"]:
        d["events"] = [e for e in d["events"] if e["type"] != "payment"]
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


def plain(info):
    return (not info.get("helper_trull") and not info.get("helper_kings") and not info.get("volat")
            and not info.get("all_pass"))


def codes(f):
    return [(a, b, c) for a, b, c, _ in f]


def inject_renonce(rec, di=0):
    f0, e0, i0 = G.replay(rec)
    deal = rec["deals"][di]
    player = i0[di]["player"]
    tr = tricks_of(deal)
    for t, trick in enumerate(tr):
        L = G.suit_of(trick[0][2])
        if L == "T":
            continue
        for (ix, s, x) in trick[1:]:
            if s != player or G.suit_of(x) != L:
                continue
            for u, tu in enumerate(tr):
                if u == t:
                    continue
                for (iz, s2, z) in tu:
                    if s2 != s or not G.is_tarok(z) or z == "T1":
                        continue
                    r = deep(rec)
                    ev = r["deals"][di]["events"]
                    ev[ix]["card"], ev[iz]["card"] = z, x
                    f1, e1, i1 = G.replay(r)
                    if (codes(f1) == [(di, ix, "revoke")] and i1[di]["winners"] == i0[di]["winners"]
                            and abs(i1[di]["points"] - i0[di]["points"]) < 1e-9):
                        return r, {"deal": di, "event": ix, "seat": s, "played": z, "held": x, "trick": t + 1,
                                   "swapped_with_event": iz}
    return None, None


def inject_king_discard(rec, di=0):
    f0, e0, i0 = G.replay(rec)
    deal = rec["deals"][di]
    player = i0[di]["player"]
    ev = deal["events"]
    disc_i = next((i for i, e in enumerate(ev) if e["type"] == "discard"), None)
    if disc_i is None:
        return None, None
    for t, trick in enumerate(tricks_of(deal)):
        for (ix, s, c) in trick:
            if s != player or c[0] != "K" or G.is_tarok(c):
                continue
            for x in ev[disc_i]["cards"]:
                if G.suit_of(x) != c[-1]:
                    continue
                r = deep(rec)
                e2 = r["deals"][di]["events"]
                e2[disc_i]["cards"] = [c if y == x else y for y in e2[disc_i]["cards"]]
                e2[ix]["card"] = x
                f1, e1, i1 = G.replay(r)
                if (codes(f1) == [(di, disc_i, "illegal_discard")] and i1[di]["winners"] == i0[di]["winners"]
                        and abs(i1[di]["points"] - i0[di]["points"]) < 1e-9):
                    return r, {"deal": di, "event": disc_i, "seat": player, "laid_away": c, "instead_of": x,
                               "play_event": ix}
    return None, None


def inject_card_not_in_hand(rec, di=0):
    f0, e0, i0 = G.replay(rec)
    deal = rec["deals"][di]
    player = i0[di]["player"]
    bought = next((e["cards"] for e in deal["events"] if e["type"] == "take"), [])
    spare = [c for c in deal["talon"] if c not in bought]
    for t, trick in enumerate(tricks_of(deal)):
        for (ix, s, x) in trick:
            if s == player:
                continue
            for y in spare:
                if G.suit_of(y) != G.suit_of(x) or G.value(y) != G.value(x):
                    continue
                r = deep(rec)
                r["deals"][di]["events"][ix]["card"] = y
                f1, e1, i1 = G.replay(r)
                if (codes(f1) == [(di, ix, "card_not_in_hand")] and i1[di]["winners"] == i0[di]["winners"]):
                    return r, {"deal": di, "event": ix, "seat": s, "played": y, "instead_of": x, "trick": t + 1,
                               "player_points": (i0[di]["points"], i1[di]["points"])}
    return None, None


def inject_false_tarocks(rec, di=0):
    deal = rec["deals"][di]
    for i, e in enumerate(deal["events"]):
        if e["type"] == "announce" and any(it["kind"] == "tarocks" for it in e["items"]):
            r = deep(rec)
            it = next(it for it in r["deals"][di]["events"][i]["items"] if it["kind"] == "tarocks")
            old = it["count"]
            if old >= 12:
                continue
            it["count"] = old + 1
            f1, e1, i1 = G.replay(r)
            return r, {"deal": di, "event": i, "seat": e["seat"], "announced": old + 1, "holds": old}
    return None, None


def inject_wrong_payment(rec, di, reason="game", delta=10):
    r = deep(rec)
    for i, e in enumerate(r["deals"][di]["events"]):
        if e["type"] == "payment" and e.get("reason") == reason:
            old = e["amount"]
            e["amount"] = old + delta
            return r, {"deal": di, "event": i, "from": e["from"], "to": e["to"], "recorded": e["amount"],
                       "right": old}
    return None, None


def score_sheet(rec):
    r = deep(rec)
    totals = {}
    for d in r["deals"]:
        net = net_of([e for e in d["events"] if e["type"] == "payment"])
        d["events"] = [e for e in d["events"] if e["type"] != "payment"]
        for party in [0, 1, 2, "pool"]:
            d["events"].append({"type": "score", "party": party, "points": net.get(str(party), 0)})
        for party in [0, 1, 2, "pool"]:
            totals[party] = round(totals.get(party, 0) + net.get(str(party), 0), 6)
            d["events"].append({"type": "total", "party": party, "points": totals[party]})
    return r


def meta(desc, seed, planted=None):
    m = {"round": "sim-faults-a", "simulator": "tests/data/audit/sim-faults-a/galician.py", "seed": seed,
         "description": desc}
    if planted:
        m["planted"] = planted
    return m


def find(pred, seeds, ndeals=1, **kw):
    for sd in seeds:
        rec = G.simulate(sd, ndeals=ndeals, players=PLAYERS, **kw)
        f, e, i = G.replay(rec)
        if pred(rec, i):
            return rec, sd
    raise RuntimeError("none")


def main():
    out = []
    # 08 clean, payments, two deals (announced pagat ultimo made: the pool taken; tarocks announced)
    rec = G.simulate(31, ndeals=2, players=PLAYERS)
    assert all(plain(x) for x in G.replay(rec)[2])
    rec["meta"] = meta("Clean two-deal session, every payment recorded (simulated).", 31)
    out.append(("08-galician-clean-payments.json", rec, None))
    # 09 clean, score sheet, three deals with a contra and an all-pass

    def p09(r, i):
        evs = [e for d in r["deals"] for e in d["events"]]
        return (all(plain(x) or x.get("all_pass") for x in i) and any(x.get("all_pass") for x in i)
                and any(e["type"] == "double" for e in evs))
    rec, sd = find(p09, range(100, 400), ndeals=3)
    sheet = score_sheet(rec)
    sheet["meta"] = meta("Clean three-deal session written as a score sheet (each seat's and the pool's net "
                         "per deal, running totals).", sd)
    out.append(("09-galician-clean-sheet.json", sheet, None))
    # 10 renonce by the player, payments of the clean deal kept
    for sd in range(400, 800):
        base = G.simulate(sd, ndeals=1, players=PLAYERS)
        f, e, i = G.replay(base)
        if not plain(i[0]) or i[0]["prem"] != [("game", i[0]["per_helper"])] or i[0]["points"] <= 33:
            continue
        if any(e_["type"] == "double" for e_ in base["deals"][0]["events"]):
            continue
        r, planted = inject_renonce(base, 0)
        if r:
            break
    r["meta"] = meta("One deal, the clean deal's payments kept; the player trumps a suit lead while holding "
                     "the suit (renonce).", sd, planted)
    out.append(("10-galician-renonce.json", r, planted))
    # 11 a king laid away (payments not recorded)
    for sd in range(800, 1400):
        base = strip_payments(G.simulate(sd, ndeals=1, players=PLAYERS))
        f, e, i = G.replay(base)
        if not plain(i[0]):
            continue
        r, planted = inject_king_discard(base, 0)
        if r:
            break
    r["meta"] = meta("One deal, payments not recorded; the player lays a king away.", sd, planted)
    out.append(("11-galician-king-discard.json", r, planted))
    # 12 a helper plays a card from the unbought talon (not in hand), payments not recorded
    for sd in range(1400, 1800):
        base = strip_payments(G.simulate(sd, ndeals=1, players=PLAYERS))
        f, e, i = G.replay(base)
        if not plain(i[0]):
            continue
        r, planted = inject_card_not_in_hand(base, 0)
        if r:
            break
    r["meta"] = meta("One deal, payments not recorded; a helper plays a card of the talon left unbought.", sd,
                     planted)
    out.append(("12-galician-card-not-in-hand.json", r, planted))
    # 13 the player announces one tarock more than he holds (§21), payments of the clean deal kept
    for sd in range(1800, 2600):
        base = G.simulate(sd, ndeals=1, players=PLAYERS)
        f, e, i = G.replay(base)
        inf = i[0]
        if not plain(inf) or any(e_["type"] == "double" for e_ in base["deals"][0]["events"]):
            continue
        if [p[0] for p in inf["prem"]] != ["game", "tarocks"] or inf["points"] <= 33:
            continue
        if list(inf["ann"].keys()) != [inf["player"]]:
            continue
        r, planted = inject_false_tarocks(base, 0)
        if r:
            break
    r["meta"] = meta("One deal, the clean deal's payments kept; the player announces one tarock more than he "
                     "holds.", sd, planted)
    out.append(("13-galician-false-tarocks.json", r, planted))
    # 14 wrong payment (a game payment 10 too high), two deals
    rec = G.simulate(42, ndeals=2, players=PLAYERS)
    assert all(plain(x) for x in G.replay(rec)[2])
    r, planted = inject_wrong_payment(rec, 1, "game", 10)
    r["meta"] = meta("Two deals, every payment recorded; one game payment of deal 2 is 10 too high.", 42, planted)
    out.append(("14-galician-wrong-payment.json", r, planted))

    for name, rec, planted in out:
        write_record(name, rec)
        f, e, i = G.replay(rec)
        print("==", name, "faults:", codes(f))
        for a, b, c, n in f:
            print("   ", a, b, c, n)
        if planted:
            print("   planted:", planted)
        for di, d in enumerate(rec["deals"]):
            inf = i[di]
            bids = [(ix, x["seat"], x.get("bid") or x.get("call") or (x.get("target"), x.get("level")) or x.get("items"))
                    for ix, x in enumerate(d["events"]) if x["type"] in ("bid", "call", "double", "announce", "take",
                                                                        "discard")]
            print("   deal", di, "dealer", d["dealer"], {k: v for k, v in inf.items() if k not in ("winners",)})
            print("   auction", bids)
            print("   expected", [(x["from"], x["to"], x["amount"], x["reason"]) for x in e[di]])
            print("   expected net", net_of(e[di]))
            print("   recorded net", net_of([x for x in d["events"] if x["type"] == "payment"]))


if __name__ == "__main__":
    sys.exit(main())
