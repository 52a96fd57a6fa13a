"""prints the per-deal figures of facts.txt as markdown (pasted into EXPECTED.md)"""
import json

F = json.load(open("facts.txt"))
for name, deals in F.items():
    print("### " + name)
    print()
    print("| deal | dealer | tricks | card points | last trick | premiums | net per party (chips) | pools after |")
    print("|---|---|---|---|---|---|---|---|")
    for d in deals:
        f = d["facts"]
        prem = []
        for k in ("tout", "nolo", "ultimo"):
            if f.get(k) is not None:
                prem.append("%s=%s" % (k, f[k]))
        if f.get("przydupek"):
            prem.append("przydupek " + ",".join("%s:%s" % (s, c) for s, c in f["przydupek"]))
        if f.get("refill"):
            prem.append("refill " + "+".join(f["refill"]))
        for k in ("redeal_event", "announce_event", "call_event", "revoke_event", "joker_second_last", "withheld_event", "correction_events", "join"):
            if k in f:
                prem.append("%s=%s" % (k, f[k]))
        if d["void"]:
            prem.append("VOID")
        if d["redealt"]:
            prem.append("REDEALT")
        lt = " ".join("%s:%s" % (s, c) for s, c in f.get("last_trick", [])) if f.get("last_trick") else "-"
        net = ", ".join("%s %+d" % (k, v) for k, v in d["net"].items())
        pools = "P %d / K %d" % (d["pools_after"]["pagat_pool"], d["pools_after"]["king_pool"])
        tr = f.get("tricks") or "-"
        cp = f.get("card_points") or "-"
        if isinstance(tr, dict):
            tr = " ".join("%s:%s" % kv for kv in tr.items())
        if isinstance(cp, dict):
            cp = " ".join("%s:%s" % kv for kv in cp.items())
        print("| %d | %d | %s | %s | %s | %s | %s | %s |" % (d["deal"], d["dealer"], tr, cp, lt, "; ".join(prem), net, pools))
    print()
