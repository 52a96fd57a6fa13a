import json, re

lines = open("_figures.txt").read().splitlines()
out = []
for ln in lines:
    if ln.startswith("=="):
        out.append("\n### " + ln[3:].split(" (")[0] + " — " + ln[3:].split(" (", 1)[1].rstrip(")"))
        out.append(
            "\n| deal | dealer | king / out | result | lines per opponent | pool after | nets after |\n|---|---|---|---|---|---|---|"
        )
    elif ln.strip().startswith("{"):
        f = json.loads(ln)
        ko = f"{f['king'] if f['king'] is not None else '-'} / {f['sitter'] if f['sitter'] is not None else '-'}"
        if f.get("result"):
            res, ls = "all pass", "pass fees"
        else:
            res = f"seat {f['decl']} {f['contract']} n={f['level']}{' contra x' + str(f['contra']) if f['contra'] else ''}{' ann ' + ','.join(f['ann']) if f['ann'] else ''}: {f['points']} pts ({'won' if f['won'] else 'lost'})"
            if f["renonce"]:
                res += f"; RENONCE seat {f['renonce'][1]} {f['renonce'][2]}"
            ls = ", ".join(f"{r} {x}" for r, x in f["lines"])
        out.append(
            f"| {f['deal']} | {f['dealer']} | {ko} | {res} | {ls} | {f['pool_after']} | {f['net_after']} |"
        )
    elif "EXPECT" in ln or "FINAL" in ln:
        out.append("\n" + ln.strip())
open("_summary.md", "w").write("\n".join(out) + "\n")
