"""Prints the per-deal figures of facts.txt as markdown (for EXPECTED.md)."""
import json
import re

out = []
for block in open("facts.txt").read().split("== ")[1:]:
    lines = block.strip().split("\n")
    name = lines[0]
    out.append("### %s\n" % name)
    out.append("- expected violations: %s" % lines[1].split("expected: ")[1])
    out.append("- %s\n" % lines[2].strip())
    out.append("| deal | dealer | sitter | tricks | card points | last trick | events of note | net per party (deal) | pools after |")
    out.append("|---|---|---|---|---|---|---|---|---|")
    for ln in lines[3:]:
        m = re.match(r"\s*deal (\d+): (.*)", ln)
        k, f = m.group(1), json.loads(m.group(2))
        note = []
        for key in ("ultimo", "tout", "nolo", "refill", "redeal_by", "join_pools_before", "end_pools"):
            if key in f and f[key]:
                note.append("%s=%s" % (key, f[key]))
        if f.get("przydupek"):
            note.append("przydupek=%s" % f["przydupek"])
        last = f.get("last")
        out.append("| %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
            k, f["dealer"], f.get("sitter"), f.get("tricks", "-"), f.get("card_points", "-"),
            (last and "%s won by %s with %s" % (last[0], last[1], last[2])) or "-",
            "; ".join(note), f["net"], f["pools_after"]))
    out.append("")
print("\n".join(out))
