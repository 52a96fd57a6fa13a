"""Hand-built cases for rules the simulator never reaches (Joker-naming rules L134-L138).
Run: PYTHONPATH=/work/wt-diff-danish /work/venv/bin/python tests/data/diff/danish/targeted.py"""
import json, os, random, sys
sys.path.insert(0, os.path.dirname(__file__))
from oracle import oracle, declarations
from compare import LEGALITY
from validator.engine.validate import validate

SUITCARDS = {s: [r + s for r in ["K", "Q", "N", "J"] + [str(i) for i in range(1, 11)]] for s in "HDSC"}


def decl_items(hand):
    items = []
    for item, amt in declarations(hand):
        if item[0] == "trumps":
            items.append({"kind": "trumps", "count": item[1], "pagat": "T1" in hand})
        elif item[0] == "matadors":
            items.append({"kind": "matadors", "count": item[1]})
        elif item[0] == "cavalry":
            d = {"kind": "cavalry", "suit": item[1], "form": item[2]}
            if item[2] == "half":
                d["missing"] = [r for r in "KQNJ" if r + item[1] not in hand][0]
            items.append(d)
        else:
            d = {"kind": "kings", "form": item[1]}
            if item[1] == "half":
                d["missing"] = [s for s in "HDSC" if "K" + s not in hand][0]
            items.append(d)
    return items


def base_doc(hands, skat):
    dealer = 0
    evs = [{"type": "discard", "seat": dealer, "cards": skat}]
    for s in (0, 1, 2):
        h = [c for c in hands[s] if s != dealer or c not in skat]
        evs.append({"type": "declare", "seat": s, "items": decl_items(h)})
    return {"format": "trick-transcript/1", "game": "danish-tarok", "rules": {},
            "players": ["A", "B", "C"], "deals": [{"dealer": dealer, "hands": hands, "events": evs}]}


def complete(doc, rnd):
    evs = doc["deals"][0]["events"]
    while True:
        st = oracle(doc)[0]
        if all(not h for h in st["hands_left"].values()):
            return doc
        seat = st["next"]
        legal = []
        for c in st["hands_left"][seat]:
            ev = {"type": "play", "seat": seat, "card": c}
            if c == "JOKER" and not st["trick"]:
                ev["named"] = "H"
            evs.append(ev)
            if oracle(doc)[0]["plays"][-1][3]:
                legal.append(ev)
            evs.pop()
        evs.append(rnd.choice(legal))


def case_named_trumps(third_card):
    # seat 1 (leader: right of dealer 0) holds every trump + Joker; seats 0 and 2 have no trump.
    h1 = ["T%d" % i for i in range(1, 22)] + ["JOKER", "KH", "KD", "KS"]
    rest = [c for s in "HDSC" for c in SUITCARDS[s] if c not in h1]
    h2 = [c for c in rest if c[-1] in "C"] + [c for c in rest if c[-1] == "D"][:11]  # 14 C + 11 D
    h0 = [c for c in rest if c not in h2]  # 28: 13 H, 2 D, 13 S
    skat = ["2H", "3H", "4H"]
    doc = base_doc([h0, h1, h2], skat)
    evs = doc["deals"][0]["events"]
    evs += [{"type": "play", "seat": 1, "card": "JOKER", "named": "T"},
            {"type": "play", "seat": 2, "card": "5D"},   # 2nd: no trump -> any card; names D (L138)
            {"type": "play", "seat": 0, "card": third_card}]
    return doc, len(evs) - 1


def case_named_dead_suit(third_card, named):
    # Joker led naming a suit neither follower holds, followers hold no trumps (L138 "automatically names")
    h1 = ["T%d" % i for i in range(1, 22)] + ["JOKER", "KC", "QC", "NC"]
    # seat 2: 11 clubs... build so that seats 0 and 2 are void in clubs and trumps
    rest = [c for s in "HDSC" for c in SUITCARDS[s] if c not in h1]
    clubs = [c for c in rest if c[-1] == "C"]  # 11 clubs left
    # put 3 clubs in the dealer's skat: dealer keeps none after discarding? the dealer must hold them
    h0 = [c for c in rest if c[-1] in "H"] + [c for c in rest if c[-1] == "S"][:11] + clubs[:3]  # 14+11+3 = 28
    h2 = [c for c in rest if c not in h0]
    return h0, h1, h2


def run():
    rnd = random.Random(3)
    out = []
    for third in ("6S", "7H", "9D"):
        doc, ei = case_named_trumps(third)
        o = oracle(doc)[0]["plays"][-1]
        complete(doc, rnd)
        v = validate(doc)
        anns = [(a["event"], a["code"], a["message"]) for a in v["deals"][0]["annotations"]
                if a["code"] in LEGALITY or a["event"] == ei]
        out.append({"case": "JOKER named T, 2nd plays 5D, 3rd plays " + third, "event": ei,
                    "oracle": o[3:], "engine_at_event": [a for a in anns if a[0] == ei],
                    "engine_other": [a for a in anns if a[0] != ei][:3], "status": v["status"]})
    return out


if __name__ == "__main__":
    for r in run():
        print(json.dumps(r, ensure_ascii=False))


def case_naming(variant):
    h1 = ["T%d" % i for i in range(1, 22)] + ["JOKER", "KH", "KD", "KS"]
    rest = [c for s in "HDSC" for c in SUITCARDS[s] if c not in h1]
    h2 = [c for c in rest if c[-1] in "C"] + [c for c in rest if c[-1] == "D"][:11]
    h0 = [c for c in rest if c not in h2]
    if variant in ("B",):  # the third player (dealer, seat 0) holds the Pagat: not void in T
        h1[h1.index("T1")] = "5H"
        h0[h0.index("5H")] = "T1"
    doc = base_doc([h0, h1, h2], ["2H", "3H", "4H"])
    evs = doc["deals"][0]["events"]
    evs.append({"type": "play", "seat": 1, "card": "JOKER", "named": "T"})
    if variant in ("A", "A2", "B"):
        evs.append({"type": "call", "seat": 2, "call": "void"})
        evs.append({"type": "call", "seat": 2, "call": "name_joker", "named": "D"})
        evs.append({"type": "play", "seat": 2, "card": "5D"})
        evs.append({"type": "play", "seat": 0, "card": "6S" if variant != "A2" else "9D"})
    elif variant in ("D", "D2"):  # L136: 2nd plays on silently; 3rd claims the naming
        evs.append({"type": "play", "seat": 2, "card": "5D"})
        evs.append({"type": "call", "seat": 0, "call": "name_joker", "named": "S"})
        evs.append({"type": "play", "seat": 0, "card": "6S" if variant == "D" else "7H"})
    elif variant == "E":  # naming by the 2nd without having said "void" first
        evs.append({"type": "call", "seat": 2, "call": "name_joker", "named": "D"})
        evs.append({"type": "play", "seat": 2, "card": "5D"})
        evs.append({"type": "play", "seat": 0, "card": "9D"})
    return doc


def run_naming():
    rnd = random.Random(5)
    out = []
    for var in ("A", "A2", "B", "D", "D2", "E"):
        doc = case_naming(var)
        n0 = len(doc["deals"][0]["events"])
        o = oracle(doc)[0]
        complete(doc, rnd)
        v = validate(doc)
        anns = [(a["event"], a["code"], a["message"]) for a in v["deals"][0]["annotations"] if a["event"] < n0 + 3]
        out.append({"variant": var, "events": doc["deals"][0]["events"][3:n0],
                    "oracle_namings": o.get("namings"), "oracle_plays": [p for p in o["plays"]],
                    "engine": anns, "status": v["status"]})
    return out


if __name__ == "__main__":
    for r in run_naming():
        print(json.dumps(r, ensure_ascii=False))


def case_nolo_with_joker():
    """Seat 2 plays the Joker (which stays in its own pile, L122) and takes no trick: Nolo (L224)?"""
    h1 = ["T%d" % i for i in range(1, 22)] + ["KD", "KS", "KC", "5H"]
    h2 = ["JOKER"] + SUITCARDS["C"][1:] + [c for c in SUITCARDS["D"] if c != "KD"][:11]
    h0 = [c for c in SUITCARDS["H"] if c != "5H"] + [c for c in SUITCARDS["D"] if c not in h2 and c != "KD"] + SUITCARDS["S"][1:]
    assert len(h0) == 28 and len(h2) == 25 and len(h1) == 25
    doc = base_doc([h0, h1, h2], ["2H", "3H", "4H"])
    evs = doc["deals"][0]["events"]
    s0 = SUITCARDS["S"][1:] + [c for c in h0 if c[-1] == "D"] + ["6H", "7H", "8H", "9H", "10H", "1H"]
    s2 = h2[:]
    for t in range(21):
        evs += [{"type": "play", "seat": 1, "card": "T%d" % (21 - t)},
                {"type": "play", "seat": 2, "card": s2[t]},
                {"type": "play", "seat": 0, "card": s0[t]}]
    evs += [{"type": "play", "seat": 1, "card": "5H"}, {"type": "play", "seat": 2, "card": s2[21]},
            {"type": "play", "seat": 0, "card": "QH"}]
    for t, (a, b) in enumerate([("KH", "KD"), ("NH", "KS"), ("JH", "KC")]):
        evs += [{"type": "play", "seat": 0, "card": a}, {"type": "play", "seat": 1, "card": b},
                {"type": "play", "seat": 2, "card": s2[22 + t]}]
    return doc


def run_nolo():
    doc = case_nolo_with_joker()
    o = oracle(doc)[0]
    v = validate(doc)
    d = v["deals"][0]
    post = lambda ps: sorted((tuple(map(str, p)) for p in ps if p[3] not in ("foundation", "deal_fee", "declaration")))
    return {"oracle_illegal": [p for p in o["plays"] if not p[3]], "oracle_tricks": o["tricks"],
            "oracle_cp": o["card_points"], "oracle_last": {k: o["last"][k] for k in ("tout", "nolo", "king_pz")},
            "oracle_pay": post(o["payments"]),
            "engine_anns": [(a["event"], a["code"]) for a in d["annotations"]],
            "engine_tricks": d["computed"]["tricks"], "engine_cp": d["computed"]["card_points"],
            "engine_last": d["computed"]["last_trick"],
            "engine_pay": post((p["from"], p["to"], p["amount"], p["reason"]) for p in d["computed"]["payments"])}


if __name__ == "__main__":
    print(json.dumps(run_nolo()))


def run_midtrick():
    """Joker demand made by a later player of the third-last trick after the holder already played
    a non-Joker card (L130 "pozostali gracze wycofują swoje karty"): engine and oracle both flag."""
    import copy
    from replays.sim.danish_tarok import simulate
    tot = agree = 0
    for seed in range(400):
        doc = simulate(seed, players=3 if seed % 2 else 4)
        for di, dl in enumerate(doc["deals"]):
            evs = dl["events"]
            cj = [i for i, e in enumerate(evs) if e.get("call") == "joker"]
            if not cj:
                continue
            c = cj[0]
            plays = [i for i, e in enumerate(evs) if e["type"] == "play" and i > c][:3]
            cards = [evs[i]["card"] for i in plays]
            if "JOKER" not in cards or cards.index("JOKER") == 2:
                continue
            k = cards.index("JOKER")
            holder = evs[plays[k]]["seat"]
            if evs[c]["seat"] == holder:
                continue
            later = [i for i, e in enumerate(evs) if e["type"] == "play" and e["seat"] == holder and i > plays[2]]
            m = copy.deepcopy(doc)
            E = m["deals"][di]["events"]
            x = E[later[-1]]["card"]
            E[later[-1]]["card"] = "JOKER"
            E[plays[k]]["card"] = x
            E[plays[k]].pop("named", None)
            E.insert(plays[k], E.pop(c))
            v = validate(m)
            o = oracle(m)[di]
            eng = sorted((a["event"], a["code"]) for a in v["deals"][di]["annotations"]
                         if a["code"] in ("joker_withheld", "joker_demand_out_of_time"))
            tot += 1
            agree += eng == sorted((f[0], f[2]) for f in o["trick_faults"])
    return {"mid_trick_demands": tot, "agree": agree}


def run_skat_demand():
    """(c) A Joker demand when the Joker was laid away in the skat for a Tout (seed 1, deal 0)."""
    import copy
    from replays.sim.danish_tarok import simulate
    doc = simulate(1)
    evs = doc["deals"][0]["events"]
    plays = [i for i, e in enumerate(evs) if e["type"] == "play"]
    m = copy.deepcopy(doc)
    m["deals"][0]["events"].insert(plays[66], {"type": "call", "seat": 1, "call": "joker"})
    v = validate(m)
    return {"inserted_at": plays[66], "engine": [(a["event"], a["code"], a["message"], (a.get("penalty") or {}).get("class"))
                                                 for a in v["deals"][0]["annotations"] if a["event"] == plays[66]]}


if __name__ == "__main__":
    print(json.dumps(run_midtrick()))
    print(json.dumps(run_skat_demand(), ensure_ascii=False))
