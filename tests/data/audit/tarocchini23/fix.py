"""tarocchini23, after the engine run (REPORT.md (b1)/(b2)): rewrite each file's recorded scores and
totals with my own rescoring (rescore.py, the corrected sequence reading), keeping the two planted faults.
Writes fixed-figures.md. Nothing imported from the project."""

from __future__ import annotations

import glob
import json

from rescore import replay

PLANTED = {("11", 2): ("team1", 21), ("15", 1): ("plus_one", 1)}
lines = []
for fn in sorted(glob.glob("[01]*.json")):
    t = json.load(open(fn))
    recs = replay(t)
    otto = t["game"].endswith("ottocento")
    tot = [0, 0] if otto else [0, 0, 0]
    lines.append("### " + fn)
    for di, (d, rec) in enumerate(zip(t["deals"], recs)):
        sc = dict(rec["scores"])
        key = (fn[:2], di)
        note = ""
        if key in PLANTED:
            if otto:
                sc["team1"] += 21
                note = " (PLANTED: team1 +21, its pairs not taken off)"
            else:
                for s in sc:
                    if sc[s]:
                        sc[s] += 1
                note = " (PLANTED: 10 due, 11 written)"
        evs = d["events"]
        if otto:
            parts = rec["parts"]
            reasons = ("declarations", "combinations", "card_points", "last_trick")
            for e in evs:
                if e["type"] == "score":
                    side = int(e["party"][-1])
                    if "reason" in e:
                        e["points"] = parts[side][reasons.index(e["reason"])]
                    else:
                        e["points"] = sc[e["party"]]
            new = [tot[0] + sc["team0"], tot[1] + sc["team1"]]
            for e in evs:
                if e["type"] == "total":
                    e["points"] = new[int(e["party"][-1])]
            won = ""
            if max(new) >= 800:
                w = 0 if new[0] > new[1] else 1
                won = f"; game won by team{w}, next deal starts a new game"
                tot = [0, 0]
            else:
                tot = new
            lines.append(f"- deal {di}: team0 {parts[0][:4]} = {parts[0][4]}, team1 {parts[1][:4]} = {parts[1][4]} (decl, after-play, cards, last); written {sc}{note}; totals {new}{won}")
        else:
            for e in evs:
                if e["type"] == "score":
                    e["points"] = sc[e["party"]]
            new = [tot[s] + sc[s] for s in range(3)]
            for e in evs:
                if e["type"] == "total":
                    e["points"] = new[e["party"]]
            tot = new
            p = rec.get("parts")
            desc = f"declarer side {p[0][:4]} = {p[0][4]}, opponents {p[1][:4]} = {p[1][4]}" if p else f"side {rec['all_tricks']} took every trick (0 = declarer): 40"
            lines.append(f"- deal {di}: {desc}; game points per seat {sc}{note}; totals {new}")
    with open(fn, "w") as f:
        json.dump(t, f, indent=1, ensure_ascii=False)
        f.write("\n")
open("fixed-figures.md", "w").write("\n".join(lines) + "\n")
