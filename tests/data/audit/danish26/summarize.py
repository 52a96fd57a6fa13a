"""Per-deal table for EXPECTED.md (from the files + facts.txt)."""
import json

facts = json.load(open("facts.txt"))
out = []
for name, fa in facts.items():
    doc = json.load(open(name + ".json"))
    n = len(doc["players"])
    out.append("### %s\n" % name)
    out.append("%s\n" % doc["meta"]["description"])
    out.append("| deal | dealer | tricks (seat:n) | card points | events of note | net per party (seats 0..%d, P, K) | pools after (P, K) |" % (n - 1))
    out.append("|---|---|---|---|---|---|---|")
    for i, (deal, lg) in enumerate(zip(doc["deals"], fa["deals"])):
        net = {}
        for e in deal["events"]:
            if e["type"] == "payment":
                net[e["from"]] = net.get(e["from"], 0) - e["amount"]
                net[e["to"]] = net.get(e["to"], 0) + e["amount"]
        # the plant is recorded, but the EXPECTED net is the model's
        nets = [net.get(p, 0) for p in range(n)] + [net.get("pagat_pool", 0), net.get("king_pool", 0)]
        ev = []
        for j, e in enumerate(deal["events"]):
            if e["type"] in ("redeal", "call", "announce") or (e["type"] == "discard" and e.get("shown")) or (e["type"] == "play" and e.get("named")):
                ev.append("%d:%s" % (j, e["type"] + ("(" + e.get("call", e.get("named", "")) + ")" if e["type"] in ("call", "play") else "")))
        notes = "; ".join(x for x in lg["notes"] if "declares" not in x)
        tr = lg.get("tricks")
        tr = ", ".join("%s:%s" % kv for kv in sorted(tr.items())) if tr else "-"
        pts = lg.get("points")
        pts = ", ".join("%s:%s" % kv for kv in sorted(pts.items())) if pts else "-"
        pa = lg.get("pools_after")
        pa = "%s, %s" % (pa["pagat_pool"], pa["king_pool"]) if pa else "-"
        out.append("| %d | %d | %s | %s | %s %s | %s | %s |" % (i, deal["dealer"], tr, pts, notes, " ".join(ev), " / ".join(map(str, nets)), pa))
    out.append("\nSession net per seat (session-end shares included): %s\n" % fa["session_net"])
open("tables.md", "w").write("\n".join(out))
