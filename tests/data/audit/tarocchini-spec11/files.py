from gen import *
import json
INFO = {}
def all_items(hand):
    out = []
    for k, lst in CRIC.items():
        n = sum(c in hand for c in lst)
        if n >= 3: out.append({"kind": "cricca", "of": k, "count": n})
    for of in ("trumps", "moretti", "aces"):
        L = seq_len(hand, of)
        if L: out.append({"kind": "sequence", "of": of, "length": L})
    for s in SUITS:
        L = seq_len(hand, "suit", s)
        if L: out.append({"kind": "sequence", "of": "suit", "suit": s, "length": L})
    return out
def unamb(hand): return combos(hand) == combos(hand, gap_ok=False)
def C(of, n): return {"kind": "cricca", "of": of, "count": n}
def S(of, L, s=None):
    d = {"kind": "sequence", "of": of}
    if s: d["suit"] = s
    d["length"] = L; return d
def order(d): return [(d + k) % 4 for k in range(1, 5)]

# 01 full declarations, every kind, clean
def d01(ph, h):
    if not all(unamb(x) for x in ph): return None
    want = {0: [C("kings",4), S("suit",3,"S")], 1: [S("moretti",4)], 2: [S("trumps",5)], 3: [S("aces",3)]}
    out = []
    for s in order(3):
        its = all_items(ph[s])
        for w in want[s]:
            if w not in its: return None
        if len(its) != len(want[s]): return None
        out.append((s, its, True))
    return out
deal, INFO["01"] = ottocento("01", 1, 3, {0: ["KS","KB","KC","KD","QS","NS"], 1: ["T1","T2","T3","T0"],
    2: ["T20","T19","T18","T17","T16"], 3: ["1S","1B","MATTO"]}, d01)
write("01-ott-full-every-kind.json", "tarocchini-ottocento", PLAYERS4, [deal])

# 02 less than held, clean
def d02(ph, h):
    if not all(unamb(x) for x in ph): return None
    if seq_len(ph[3], "trumps") < 5 or seq_len(ph[2], "suit", "C") < 4: return None
    if sum(c in ph[1] for c in CRIC["queens"]) != 4: return None
    return [(1, [C("queens",3)], True), (2, [S("suit",3,"C")], True), (3, [S("trumps",3)], True), (0, [], True)]
deal, INFO["02"] = ottocento("02", 2, 0, {1: ["QS","QB","QC","QD"], 2: ["KC","NC","JC","1C"],
    3: ["T20","T19","T18","T17","T16"], 0: ["JS","JB","JD"]}, d02)
write("02-ott-declared-less-than-held.json", "tarocchini-ottocento", PLAYERS4, [deal])

# 03 more than held (kings 4 with 3)
def d03(ph, h):
    if sum(c in ph[2] for c in CRIC["kings"]) != 3: return None
    return [(2, [C("kings",4)], False), (3, [], True), (0, [], True), (1, [], True)]
deal, INFO["03"] = ottocento("03", 3, 1, {2: ["KS","KB","KC"], 0: ["KD"]}, d03)
write("03-ott-kings-four-with-three.json", "tarocchini-ottocento", PLAYERS4, [deal])

# 04 wrong suit
def d04(ph, h):
    if seq_len(ph[0], "suit", "D") != 3 or seq_len(ph[0], "suit", "B") or not unamb(ph[0]): return None
    return [(3, [], True), (0, [S("suit",3,"B")], False), (1, [], True), (2, [], True)]
deal, INFO["04"] = ottocento("04", 4, 2, {0: ["KD","QD","ND"], 1: ["KB"]}, d04)
write("04-ott-sequence-wrong-suit.json", "tarocchini-ottocento", PLAYERS4, [deal])

# 05 wrong length (moretti 5 with T1 T2 T3 + Bagatto = 4)
def d05(ph, h):
    if seq_len(ph[1], "moretti") != 4: return None
    return [(0, [], True), (1, [S("moretti",5)], False), (2, [], True), (3, [], True)]
deal, INFO["05"] = ottocento("05", 5, 3, {1: ["T1","T2","T3","T0"], 3: ["T4","MATTO"]}, d05)
write("05-ott-moretti-too-long.json", "tarocchini-ottocento", PLAYERS4, [deal])

# 06 late declaration (dealer declares after the first card)
def d06(ph, h):
    if sum(c in ph[0] for c in CRIC["knights"]) != 3: return None
    return [(1, [], True), (2, [], True), (3, [], True), (0, [C("knights",3)], False)]
deal, INFO["06"] = ottocento("06", 6, 0, {0: ["NS","NB","NC"], 2: ["ND"]}, d06)
ev = deal["events"]
late = ev.pop(4); assert late["seat"] == 0 and late["type"] == "declare"
ev.insert(5, late)   # after discard(0), 3 declares(1..3), first play(4)
assert ev[4]["type"] == "play" and ev[4]["seat"] == 1
write("06-ott-late-declaration.json", "tarocchini-ottocento", PLAYERS4, [deal])

# 10 declarations line miswritten (kings 4 = 34 written as 17)
def d10(ph, h):
    if not all(unamb(x) for x in ph): return None
    if all_items(ph[1]) != [C("kings",4)]: return None
    return [(2, [], True), (3, [], True), (0, [], True), (1, [C("kings",4)], True)]
deal, INFO["10"] = ottocento("10", 10, 1, {1: ["KS","KB","KC","KD"]}, d10)
for i, e in enumerate(deal["events"]):
    if e["type"] == "score" and e["party"] == "team1" and e["reason"] == "declarations":
        assert e["points"] == 34; e["points"] = 17; INFO["10"]["fault_event"] = i
    if e["type"] == "total" and e["party"] == "team1": e["points"] -= 17
write("10-ott-declarations-line-wrong.json", "tarocchini-ottocento", PLAYERS4, [deal])

# 11 three cricche declared at once: doubled
def d11(ph, h):
    if not all(unamb(x) for x in ph): return None
    three = [C("kings",3), C("queens",3), C("knights",3)]
    if all_items(ph[2]) != three + [S("suit",3,"S")]: return None
    out = []
    for s in order(2): out.append((s, three if s == 2 else [], True))
    return out
deal, INFO["11"] = ottocento("11", 11, 2, {2: ["KS","KB","KC","QS","QB","QD","NS","NC","ND"], 0: ["KD","QC","NB","T0","MATTO"]}, d11)
write("11-ott-three-cricche-doubled.json", "tarocchini-ottocento", PLAYERS4, [deal])

# 07 Terziglio gioco, full declarations, clean
def d07(ph, h, dcl):
    if not all(unamb(x) for x in ph): return None
    return [((dcl + k) % 3, all_items(ph[(dcl + k) % 3]), True) for k in range(3)]
deal, INFO["07"] = terziglio("07", 7, 0, {1: ["T20","T19","T17","T16","MATTO"], 2: ["1S","1B","1C","1D"], 0: ["NS","NB","NC","ND"]}, "gioco", d07)
write("07-ter-gioco-full.json", "tarocchini-terziglio", PLAYERS3, [deal])

# 08 Terziglio solo, less than held, clean
def d08(ph, h, dcl):
    if sum(c in ph[dcl] for c in CRIC["kings"]) != 4: return None
    o = (dcl + 1) % 3
    if seq_len(ph[o], "moretti") != 4: return None
    return [(dcl, [C("kings",3)], True), (o, [S("moretti",3)], True), ((dcl + 2) % 3, [], True)]
deal, INFO["08"] = terziglio("08", 8, 1, {2: ["KS","KB","KC","KD"], 0: ["T1","T2","T3","T4"]}, "solo", d08)
write("08-ter-solo-less-than-held.json", "tarocchini-terziglio", PLAYERS3, [deal])

# 09 Terziglio: a seat declares a second time
def d09(ph, h, dcl):
    o = (dcl + 1) % 3
    if sum(c in ph[o] for c in CRIC["jacks"]) != 3 or seq_len(ph[o], "aces") != 3: return None
    return [(dcl, [], True), (o, [C("jacks",3)], True), ((dcl + 2) % 3, [], True), (o, [S("aces",3)], False)]
deal, INFO["09"] = terziglio("09", 9, 2, {1: ["JS","JB","JC","1S","1B","1D"]}, "gioco", d09)
write("09-ter-second-declaration.json", "tarocchini-terziglio", PLAYERS3, [deal])

def dump(i):
    return {k: v for k, v in i.items() if k != "piles"}
json.dump({k: dump(v) for k, v in INFO.items()}, open(os.path.join(OUT, "info.txt"), "w"), indent=1, default=str)
for k, v in sorted(INFO.items()): print(k, dump(v))
