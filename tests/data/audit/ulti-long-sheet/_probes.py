"""Probes beyond the corpus (run from the worktree root with PYTHONPATH=$PWD).

P1: 03 deal 6 (silent durchmarsch beside a won party) written with the other reading the source
    gives ("親の“ゲーム”の点を置き換える": 3 in the party's place, +6/-3/-3), totals following, under
    the default and under silent_durchmarsch_scoring=replaces_party.
P2: 13 deal 7 (betli, contra by seat 0 only) written with the contra applied to both defenders
    (+20/-10/-10, balanced), totals following: the without-trumps contra rule wrongly extended.
"""

import copy
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent


def rewrite(doc, k, lines):
    ev = doc["deals"][k]["events"]
    for e in ev:
        if e["type"] == "score":
            e["points"] = lines[e["party"]]
    # totals follow the written lines from deal k on
    tot = list(doc.get("start", {}).get("totals", [0, 0, 0]))
    for d in doc["deals"]:
        sc = {e["party"]: e["points"] for e in d["events"] if e["type"] == "score"}
        for e in d["events"]:
            if e["type"] == "total":
                tot[e["party"]] += sc[e["party"]]
                e["points"] = tot[e["party"]]
    return doc


def run(doc, tag):
    p = Path("/tmp") / ("ulti_probe_%s.json" % tag)
    p.write_text(json.dumps(doc, ensure_ascii=False))
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], capture_output=True, text=True
    ).stdout
    v = json.loads(out)
    anns = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    print(tag, v["status"], anns)


base = json.loads((HERE / "03-clean-durchmarsch.json").read_text())
d = rewrite(copy.deepcopy(base), 6, [-3, 6, -3])
run(d, "P1-default")
d2 = copy.deepcopy(d)
d2["rules"]["silent_durchmarsch_scoring"] = "replaces_party"
run(d2, "P1-replaces_party")
base = json.loads((HERE / "13-carried-betli-contra-line.json").read_text())
d = rewrite(copy.deepcopy(base), 7, [-10, -10, 20])
# undo the planted total slip of deal 8 is not needed: rewrite recomputes every total
run(d, "P2-contra-both")
