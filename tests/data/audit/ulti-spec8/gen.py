"""Generator for round ulti-spec8 (blind). Run: python3 gen.py  -> writes NN-*.json and prints notes.

Only transcripts are written as .json; notes go to stdout (gen-notes.txt by redirect).
"""

import copy
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model import Deal, net, netted_pairs  # noqa: E402

OUT = os.path.dirname(os.path.abspath(__file__))
PLAYERS = ["Anna", "Béla", "Csilla"]
LOW = ["7H", "8H", "7D", "8D", "7S", "8S", "7C", "8C"]


def no_silent(r):
    return r["silent"] == []


def W(g):
    return lambda r: r["won"][g]


def L(g):
    return lambda r: not r["won"][g]


def all_of(*ps):
    return lambda r: all(p(r) for p in ps)


def build(spec, pred, seed0):
    for seed in range(seed0, seed0 + 200000):
        sp = copy.deepcopy(spec)
        d = Deal(sp, random.Random(seed))
        d.deal()
        d.auction()
        if sp.get("fold"):
            d.events.append({"type": "call", "seat": sp["declarer"], "call": "fold"})
            d.result = None
            d.seed = seed
            return d
        con = sp["contract"]
        if con.get("trump") is None:
            d.events.append({"type": "announce", "seat": sp["declarer"], "items": [{"kind": "no-trump"}]})
        elif not con.get("red"):
            d.events.append(
                {"type": "announce", "seat": sp["declarer"], "items": [{"kind": "trump", "suit": con["trump"]}]}
            )
        d.play()
        r = d.evaluate()
        if pred(r):
            d.seed = seed
            return d
    raise SystemExit("no deal found for %r" % spec)


def pays_of(d):
    if d.spec.get("fold"):
        decl = d.spec["declarer"]
        return [(decl, s, 2, "fold") for s in range(3) if s != decl]
    return d.settle()


def settle_events(pays, style):
    ev = []
    if style == "reasons":
        for f, t, a, why in pays:
            ev.append({"type": "payment", "from": f, "to": t, "amount": a, "reason": why})
    elif style == "netted":
        for f, t, a in netted_pairs(pays):
            ev.append({"type": "payment", "from": f, "to": t, "amount": a})
    elif style == "sheet":
        for s, v in enumerate(net(pays)):
            ev.append({"type": "score", "party": s, "points": v})
    return ev


def transcript(deals_json, desc, play_only=False, start=None):
    t = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "standard"},
        "players": PLAYERS,
    }
    if start:
        t["start"] = start
    t["meta"] = {"round": "ulti-spec8", "description": desc}
    t["deals"] = deals_json
    return t


def deal_json(d, extra_events, play_only=False):
    return {
        "dealer": d.dealer,
        "hands": None if play_only else d.dealt,
        "events": d.events + extra_events,
    }


def write(name, t):
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        json.dump(t, f, ensure_ascii=False, indent=1)
        f.write("\n")


NOTES = []


def note(name, d_objs, text):
    NOTES.append("## " + name)
    for i, d in enumerate(d_objs):
        NOTES.append("deal %d seed %s dealer %d declarer %d" % (i, d.seed, d.dealer, d.spec["declarer"]))
        if d.result:
            r = d.result
            NOTES.append(
                "  goals %s won %s cp %s tricks %s decl_pts %s def_pts %s silent %s disc %s"
                % (r["goals"], r["won"], r["cp"], r["ntr"], r["decl_pts"], r["def_pts"], r["silent"], r["disc"])
            )
            NOTES.append("  marriages declared %s" % d.declared_marr)
        for dd in d.spec.get("doubles", []):
            NOTES.append("  double ev %s seat %s %s lvl %s%s" % (dd.get("event"), dd["seat"], dd["target"], dd["level"], " ILLEGAL" if dd.get("illegal") else ""))
        pays = pays_of(d)
        NOTES.append("  pays %s net %s" % (pays, net(pays)))
    NOTES.append(text)


def simple(name, spec, pred, style, desc, seed0, mutate=None, play_only=False, start=None):
    d = build(spec, pred, seed0)
    pays = pays_of(d)
    ev = settle_events(pays, style)
    base = len(d.events)
    text = ""
    if mutate:
        ev, text = mutate(ev, base, d)
    t = transcript([deal_json(d, ev, play_only)], desc, start=start)
    write(name, t)
    note(name, [d], text)
    return d


# ---------------------------------------------------------------- scenarios

S01 = dict(
    dealer=0, declarer=2,
    auction=[(1, ["party"], False), (2, ["party", "ulti"], True), (0, None, 0), (1, None, 0), (2, None, 0)],
    contract=dict(goals=["party", "ulti"], red=True, trump="H"),
    force={2: ["7H", "AH", "10H", "KH"]},
    doubles=[dict(at=("t1", 0), seat=0, target="ulti", level=2), dict(at="after1", seat=2, target="ulti", level=4)],
)

S02 = dict(
    dealer=1, declarer=2,
    auction=[(2, ["party"], False), (0, None, 0), (1, None, 0), (2, None, 0)],
    contract=dict(goals=["party"], red=False, trump="S"),
    force={2: ["AS", "10S", "KS"]},
    doubles=[
        dict(at=("t1", 0), seat=0, target="party", level=2),
        dict(at="after1", seat=2, target="party", level=4),
        dict(at="after1", seat=1, target="party", level=8),
        dict(at="after1", seat=2, target="party", level=16),
        dict(at="after1", seat=0, target="party", level=32),
        dict(at="after1", seat=2, target="party", level=64),
    ],
)

S03 = dict(
    dealer=2, declarer=0,
    auction=[
        (0, ["40-100"], False), (1, ["betli"], False), (2, None, 0),
        (0, ["40-100", "ulti", "durchmarsch"], False), (1, None, 0), (2, None, 0), (0, None, 0),
    ],
    contract=dict(goals=["40-100", "ulti", "durchmarsch"], red=False, trump="S"),
    force={0: ["AS", "10S", "KS", "QS", "7S", "JS", "AH", "AD", "AC"]},
    doubles=[
        dict(at=("t1", 1), seat=1, target="durchmarsch", level=2),
        dict(at=("t1", 2), seat=2, target="40-100", level=2),
        dict(at="after1", seat=0, target="durchmarsch", level=4),
    ],
)

S04 = dict(
    dealer=0, declarer=2,
    auction=[(1, ["party"], False), (2, ["betli"], False), (0, None, 0), (1, None, 0), (2, None, 0)],
    contract=dict(goals=["betli"], red=False, trump=None),
    force={2: LOW},
    doubles=[dict(at=("t1", 0), seat=0, target="betli", level=2), dict(at="after1", seat=2, target="betli", level=4)],
)

S05 = dict(
    dealer=1, declarer=2,
    auction=[(2, ["durchmarsch"], False), (0, None, 0), (1, None, 0), (2, None, 0)],
    contract=dict(goals=["durchmarsch"], red=False, trump=None),
    force={2: ["AH", "KH", "AD", "KD", "AS", "KS", "AC"]},
    doubles=[dict(at=("t1", 0), seat=0, target="durchmarsch", level=2), dict(at=("t1", 1), seat=1, target="durchmarsch", level=2)],
)

S06 = dict(
    dealer=2, declarer=0,
    auction=[(0, ["party"], False), (1, None, 0), (2, None, 0), (0, None, 0)],
    contract=dict(goals=["party"], red=False, trump="C"),
    force={0: ["KC", "QC", "AC", "10C", "AH", "10H", "AD", "10D"]},
    doubles=[dict(at=("t1", 1), seat=1, target="party", level=2), dict(at="after1", seat=0, target="party", level=4)],
)

S07 = dict(
    dealer=0, declarer=1,
    auction=[(1, ["party"], False), (2, None, 0), (0, None, 0), (1, None, 0)],
    contract=dict(goals=["party"], red=False, trump="D"),
    force={0: ["7D"]},
    doubles=[dict(at=("t1", 2), seat=2, target="party", level=2)],
)

S08A = dict(
    dealer=0, declarer=2,
    auction=[(1, ["party"], False), (2, ["40-100"], True), (0, None, 0), (1, None, 0), (2, None, 0)],
    contract=dict(goals=["40-100"], red=True, trump="H"),
    force={2: ["KH", "QH", "AH", "10H", "AS", "AD"]},
    doubles=[dict(at=("t1", 0), seat=0, target="40-100", level=2), dict(at="after1", seat=2, target="40-100", level=4)],
)
S08B = dict(
    dealer=1, declarer=2,
    auction=[(2, ["party"], False), (0, None, 0), (1, None, 0), (2, None, 0)],
    contract=dict(goals=["party"], red=False, trump="S"),
    fold=True,
)

S09 = dict(
    dealer=2, declarer=0,
    auction=[(0, ["20-100"], False), (1, None, 0), (2, None, 0), (0, None, 0)],
    contract=dict(goals=["20-100"], red=False, trump="D"),
    force={0: ["KS", "QS", "AD", "10D", "KD"]},
    doubles=[
        dict(at=("t1", 1), seat=1, target="20-100", level=2),
        dict(at="after1", seat=0, target="20-100", level=4),
        dict(at="after1", seat=2, target="20-100", level=8),
    ],
)

S10 = dict(
    dealer=1, declarer=2,
    auction=[(2, ["party", "ulti"], False), (0, None, 0), (1, None, 0), (2, None, 0)],
    contract=dict(goals=["party", "ulti"], red=False, trump="S"),
    force={2: ["7S", "AS"]},
    doubles=[dict(at=("t1", 0), seat=2, target="ulti", level=2, illegal=True)],
)

S11 = dict(
    dealer=2, declarer=2,
    auction=[(0, ["party"], False), (1, None, 0), (2, ["40-100", "ulti"], False), (0, None, 0), (1, None, 0), (2, None, 0)],
    contract=dict(goals=["40-100", "ulti"], red=False, trump="C"),
    force={2: ["KC", "QC", "7C", "AC", "10C"]},
    doubles=[],  # the late contra is inserted by mutate (needs trick 2's order)
)

S12 = dict(
    dealer=0, declarer=1,
    auction=[(1, ["ulti"], False), (2, None, 0), (0, None, 0), (1, None, 0)],
    contract=dict(goals=["ulti"], red=False, trump="S"),
    force={1: ["7S", "AS", "10S"]},
    doubles=[
        dict(at=("t1", 2), seat=2, target="party", level=2),
        dict(at="after1", seat=0, target="party", level=4, illegal=True),
    ],
)

S13 = dict(
    dealer=1, declarer=2,
    auction=[(2, ["party", "ulti"], True), (0, None, 0), (1, None, 0), (2, None, 0)],
    contract=dict(goals=["party", "ulti"], red=True, trump="H"),
    force={2: ["7H", "AH", "10H", "KH"]},
    doubles=[dict(at=("t1", 0), seat=0, target="party", level=2)],
)

S14 = dict(
    dealer=2, declarer=1,
    auction=[(0, ["party"], False), (1, ["betli"], False), (2, None, 0), (0, None, 0), (1, None, 0)],
    contract=dict(goals=["betli"], red=False, trump=None),
    force={1: ["7H", "8H", "7D", "8D", "7S", "8S", "7C", "AC"]},
    doubles=[dict(at=("t1", 0), seat=0, target="betli", level=2)],
)

S15 = dict(
    dealer=0, declarer=0,
    auction=[(1, ["party"], False), (2, None, 0), (0, ["party", "ulti"], False), (1, None, 0), (2, None, 0), (0, None, 0)],
    contract=dict(goals=["party", "ulti"], red=False, trump="D"),
    force={0: ["7D"]},
    doubles=[dict(at=("t1", 1), seat=1, target="ulti", level=2)],
)

S16A = dict(
    dealer=0, declarer=1,
    auction=[(1, ["party"], False), (2, None, 0), (0, None, 0), (1, None, 0)],
    contract=dict(goals=["party"], red=False, trump="C"),
    force={1: ["AC", "10C"]},
    doubles=[dict(at=("t1", 2), seat=2, target="party", level=2)],
)
S16B = dict(
    dealer=1, declarer=2,
    auction=[(2, ["betli"], False), (0, None, 0), (1, None, 0), (2, None, 0)],
    contract=dict(goals=["betli"], red=False, trump=None),
    force={2: LOW},
)
S16C = dict(
    dealer=2, declarer=0,
    auction=[(0, ["party", "ulti"], False), (1, None, 0), (2, None, 0), (0, None, 0)],
    contract=dict(goals=["party", "ulti"], red=False, trump="S"),
    force={0: ["7S", "AS", "10S"]},
    doubles=[dict(at=("t1", 1), seat=1, target="ulti", level=2), dict(at=("t1", 2), seat=2, target="party", level=2)],
)

S17 = dict(
    dealer=1, declarer=0,
    auction=[(2, ["party"], False), (0, ["40-100"], False), (1, None, 0), (2, None, 0), (0, None, 0)],
    contract=dict(goals=["40-100"], red=False, trump="S"),
    force={0: ["KS", "QS", "AS", "10S"]},
    doubles=[dict(at="after1", seat=1, target="40-100", level=2, illegal=True)],
)

S18 = dict(
    dealer=2, declarer=0,
    auction=[(0, ["betli"], False), (1, None, 0), (2, None, 0), (0, None, 0)],
    contract=dict(goals=["betli"], red=False, trump=None),
    force={0: LOW},
    doubles=[
        dict(at=("t1", 1), seat=1, target="betli", level=2),
        dict(at="after1", seat=0, target="betli", level=4),
        dict(at="after1", seat=2, target="betli", level=8, illegal=True),
    ],
)


def main():
    ns = no_silent
    simple("01-red-ulti-contra-recontra-penalty.json", S01, all_of(ns, W("party"), L("ulti")), "reasons",
           "Red ulti; Anna contras the ulti, Csilla recontras it; party won, ulti lost: ulti 8x4 and an undoubled red penalty 8.", 1000)
    simple("02-party-full-chain-64.json", S02, all_of(ns, W("party"), lambda r: True), "netted",
           "Plain party in leaves, the full chain on the party: contra (Anna), recontra, subcontra (Béla), mordcontra, hirschcontra (Anna), Fedák Sári: 64 each, netted.", 2000)
    simple("03-combo-40100-ulti-durch-contras.json", S03, all_of(ns, W("40-100"), W("ulti"), L("durchmarsch")), "reasons",
           "40-100 + ulti + durchmarsch (14) after a bidding war; Béla contras durchmarsch, Csilla contras 40-100, Anna recontras durchmarsch.", 3000)
    simple("04-betli-one-defender-recontra-netted.json", S04, all_of(W("betli")), "netted",
           "Betli without trumps: only Anna contras, Csilla recontras her: Anna pays 20, Béla 5 (netted, no reasons).", 4000)
    d5 = simple("05-nt-durchmarsch-both-contra-sheet.json", S05, all_of(L("durchmarsch")), "sheet",
                "Durchmarsch without trumps, both defenders contra, Csilla loses: 12 to each; score sheet with running totals.", 5000,
                start={"totals": [10, -4, -6]})
    # add totals to 05
    p = os.path.join(OUT, "05-nt-durchmarsch-both-contra-sheet.json")
    t = json.load(open(p, encoding="utf-8"))
    n = net(pays_of(d5))
    st = [10, -4, -6]
    for s in range(3):
        t["deals"][0]["events"].append({"type": "total", "party": s, "points": st[s] + n[s]})
    write(os.path.basename(p), t)
    simple("06-silent-100-under-recontra.json", S06, all_of(
        lambda r: [x[0:2] for x in r["silent"]] == [("silent-100", "decl")], lambda r: r["ntr"][0] < 10), "reasons",
           "Party in acorns with 40 declared; Béla contras the party, Anna recontras; Anna makes 100 silently: silent 100 (2, undoubled) replaces the party.", 6000)
    simple("07-defender-silent-ulti-fails.json", S07, all_of(
        lambda r: len(r["silent"]) == 1 and r["silent"][0][0] == "silent-ulti-fail" and r["silent"][0][1] != 1,
        lambda r: r["last_w"] == 1), "reasons",
           "Party in bells, Csilla contras it; a defender plays the 7 of bells in the last trick and loses it: pays 4 to each of the other two.", 7000)
    # 08 two deals, sheet
    dA = build(S08A, all_of(ns, W("40-100")), 8000)
    dB = build(S08B, lambda r: True, 8100)
    tot = [0, 0, 0]
    deals = []
    for d in (dA, dB):
        n = net(pays_of(d))
        ev = settle_events(pays_of(d), "sheet")
        for s in range(3):
            tot[s] += n[s]
            ev.append({"type": "total", "party": s, "points": tot[s]})
        deals.append(deal_json(d, ev))
    write("08-red-40100-recontra-then-fold-sheet.json", transcript(deals,
          "Two deals on a score sheet: red 40-100 contra'd by Anna and recontra'd (8x4 = 32 each), then Csilla folds a plain party (2 to each)."))
    note("08-red-40100-recontra-then-fold-sheet.json", [dA, dB], "")
    simple("09-play-only-20-100-subcontra-other-defender.json", S09, all_of(ns, L("20-100")), "reasons",
           "Play-only record: 20-100 in bells; Béla contras, Anna recontras, Csilla (the other defender) subcontras: 8x8 = 64 each.", 9000, play_only=True)

    # ---------------- faults
    simple("10-contra-by-declarer.json", S10, all_of(ns), "none",
           "FAULT: the declarer Csilla says contra on her own ulti.", 10000)

    def m11(ev, base, d):
        # insert a contra on ulti by the first defender to play in trick 2, before that card
        leader = d.tricks[0][2]
        order = [(leader + k) % 3 for k in range(3)]
        defender = [s for s in order if s != d.spec["declarer"]][0]
        idx = d.play_idx[(1, defender)]
        return ev, ("late contra inserted at event %d by seat %d" % (idx, defender), idx, defender)

    d11 = build(S11, all_of(ns, L("ulti")), 11000)
    pays = pays_of(d11)
    ev = settle_events(pays, "reasons")
    _, (txt, idx, defender) = m11(ev, None, d11)
    events = list(d11.events)
    events.insert(idx, {"type": "double", "seat": defender, "target": "ulti", "level": 2})
    deal11 = {"dealer": d11.dealer, "hands": d11.dealt, "events": events + ev}
    write("11-contra-in-trick-two.json", transcript([deal11],
          "FAULT: a defender says contra on the ulti only in the second trick."))
    note("11-contra-in-trick-two.json", [d11], txt + " (payments computed without it)")

    simple("12-recontra-by-defender.json", S12, all_of(ns), "reasons",
           "FAULT: ulti (party + ulti) in leaves; Csilla contras the party, then Anna (the other defender) says recontra.", 12000)

    def m13(ev, base, d):
        out = []
        bad = []
        for i, e in enumerate(ev):
            e = dict(e)
            if e.get("reason") == "party":
                e["amount"] = e["amount"] // 2
                bad.append(base + i)
            elif e.get("reason") == "ulti":
                e["amount"] = e["amount"] * 2
                bad.append(base + i)
            out.append(e)
        return out, "contra applied to ulti instead of party at events %s" % bad

    simple("13-payment-contra-on-wrong-goal.json", S13, all_of(ns, W("party"), W("ulti")), "reasons",
           "FAULT: red ulti, Anna contras the party only; the payments double the ulti instead.", 13000, mutate=m13)

    def m14(ev, base, d):
        out = []
        amts = [e["amount"] for e in ev]
        bad = []
        for i, e in enumerate(ev):
            e = dict(e)
            e["amount"] = amts[1 - i] if len(ev) == 2 else e["amount"]
            if e["amount"] != amts[i]:
                bad.append(base + i)
            out.append(e)
        return out, "contra applied to the wrong defender at events %s" % bad

    simple("14-payment-contra-wrong-defender.json", S14, all_of(L("betli")), "reasons",
           "FAULT: betli without trumps, only Anna contras; the declarer pays the double to Csilla instead.", 14000, mutate=m14)

    def m15(ev, base, d):
        out = []
        bad = []
        for i, e in enumerate(ev):
            e = dict(e)
            if e.get("reason") == "ulti-penalty":
                e["amount"] *= 2
                bad.append(base + i)
            out.append(e)
        return out, "ulti penalty doubled by the contra at events %s" % bad

    simple("15-ulti-penalty-doubled-by-contra.json", S15, all_of(ns, L("ulti")), "reasons",
           "FAULT: ulti in bells contra'd by Béla, lost; the recorder doubles the ulti penalty too.", 15000, mutate=m15)

    # 16 three deals sheet, one wrong total
    d16 = [build(S16A, all_of(ns, W("party")), 16000), build(S16B, W("betli"), 16100),
           build(S16C, all_of(ns, W("ulti"), L("party")), 16200)]
    tot = [0, 0, 0]
    deals = []
    bad = None
    for k, d in enumerate(d16):
        n = net(pays_of(d))
        ev = settle_events(pays_of(d), "sheet")
        for s in range(3):
            tot[s] += n[s]
            val = tot[s]
            if k == 1 and s == 0:
                val = tot[s] + 10  # addition slip
                tot[s] = val  # the sheet carries on from what it wrote
                bad = (k, len(d.events) + len(ev))
            ev.append({"type": "total", "party": s, "points": val})
        deals.append(deal_json(d, ev))
    write("16-sheet-wrong-total.json", transcript(deals,
          "FAULT: three deals on a score sheet; Anna's running total after deal 1 is 10 too high (the sheet carries on from it)."))
    note("16-sheet-wrong-total.json", d16, "wrong total at deal %d event %d" % bad)

    simple("17-contra-after-first-trick-complete.json", S17, all_of(ns), "reasons",
           "FAULT: 40-100 in leaves; Béla says nothing when playing to trick 1 and contras only after the third card.", 17000)
    simple("18-nt-subcontra-by-other-defender.json", S18, all_of(W("betli")), "reasons",
           "FAULT: betli without trumps; Béla contras, Anna recontras him, Csilla (who never contra'd) says subcontra.", 18000)

    print("\n".join(NOTES))


if __name__ == "__main__":
    main()
