import sys, json, copy
sys.path.insert(0, '.')
from _gen import *
VARIANTS = {  # name: (session, fault, deal)
    "f1_renonce": ("s1_three_threes", "renonce", 1),
    "f2_king_discard": ("s3_allpass", "king_discard", 2),
    "f3_pass_volat_pagat": ("s4_solo", "pv_pagat", 0),
    "f4_wrong_payment": ("s2_ultimo", "wrong_payment", 1),
    "f5_missing_payment": ("s5_tarocks", "missing_payment", 1),
}
out = {}; exp = {}
for name, spec in SESSIONS.items():
    vs = [(v, f, d) for v, (s, f, d) in VARIANTS.items() if s == name]
    for seed in range(1, 2000):
        try:
            deals, infos, st = build(spec, seed)
            res = {}
            for v, f, d in vs:
                if f == "pv_pagat":
                    fh = (deals[d]["dealer"] + 1) % 3
                    if "T1" not in deals[d]["hands"][fh]: raise ValueError
                if f in ("renonce", "king_discard", "pv_pagat"):
                    res[v] = build(spec, seed, f, d)
                else:
                    res[v] = copy.deepcopy((deals, infos, st))
            if name == "s1_three_threes" and not any(not i["won"] for i in infos): raise ValueError
        except (ValueError, AssertionError):
            continue
        break
    print(name, seed)
    out[name] = (deals, infos, st)
    for v, f, d in vs:
        out[v] = res[v]
        vd, vi, vst = res[v]
        if f == "wrong_payment":
            ev = vd[d]["events"]; k = next(i for i, e in enumerate(ev) if e["type"] == "payment" and e.get("reason") == "game")
            ev[k]["amount"] -= 10; vi[d]["planted"] = (k, ev[k])
        if f == "missing_payment":
            ev = vd[d]["events"]; k = next(i for i, e in enumerate(ev) if e["type"] == "payment" and e.get("reason") == "pool_share")
            vi[d]["planted"] = (k, ev.pop(k))
for name, (deals, infos, st) in out.items():
    json.dump(transcript(deals, name), open(name + ".json", "w"), ensure_ascii=False, indent=1)
    print("==", name, "pool end", st["pool"])
    for i, (dj, inf) in enumerate(zip(deals, infos)):
        pays = [(j, e["from"], e["to"], e["amount"], e["reason"]) for j, e in enumerate(dj["events"]) if e["type"] == "payment"]
        anns = [(j, e["seat"], e["items"]) for j, e in enumerate(dj["events"]) if e["type"] == "announce" and e["items"]]
        disc = [(j, e["cards"]) for j, e in enumerate(dj["events"]) if e["type"] == "discard"]
        bids = [(e["seat"], e["bid"]) for e in dj["events"] if e["type"] == "bid"]
        print(" deal", i, "dealer", dj["dealer"], "bids", bids, "disc", disc, "ann", anns)
        print("   info", {k: v for k, v in inf.items()})
        print("   pays", pays)
