"""Ad-hoc probes for tarocchini-combo-edges (phase 2). Writes only to /tmp."""

import copy
import json
from pathlib import Path

from validator.engine.validate import validate_bytes

HERE = Path(__file__).resolve().parent
OUT = Path("/tmp/tarocchini-combo-edges-probes")
OUT.mkdir(exist_ok=True)


def load(name):
    return json.loads((HERE / name).read_text())


def run(tag, t):
    p = OUT / f"{tag}.json"
    p.write_text(json.dumps(t))
    v = validate_bytes(p.read_bytes())
    anns = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    exp = [d.get("settlement", {}).get("expected") for d in v["deals"]]
    print(f"{tag}: {v['status']} {anns} expected={exp}")


def ev(t):
    return t["deals"][0]["events"]


# P1: 13 scored as if the Matto were lost in the last trick (French tarot): team0 +4, team1 -4
t = load("13-ott-clean-matto-last-trick.json")
for e in ev(t):
    if e["type"] == "score":
        e["points"] += 4 if e["party"] == "team0" else -4
run("p1-matto-lost-last-trick", t)

# P2: 02 with 01's score lines kept (the false four jacks scored as the three held)
t = load("02-ott-false-jacks-four.json")
ev(t).extend(e for e in ev(load("01-ott-clean-cricche-four.json")) if e["type"] == "score")
run("p2-false-jacks-scored-as-three", t)

# P3/P4: 06 declared 6 (one contatore after the 16) and 5 (natural run)
for n in (6, 5):
    t = load("06-ott-false-trumps-consecutive-contatori.json")
    ev(t)[1]["items"][0]["length"] = n
    run(f"p3-trumps-declared-{n}", t)

# P5: 07 with aces 4 (two natural aces + both contatori, also in the moretti 6)
t = load("07-ott-clean-moretti-six-aces-shared-contatore.json")
for e in ev(t):
    if e["type"] == "declare" and e["items"]:
        e["items"][1]["length"] = 4
run("p5-aces-four-both-contatori-shared", copy.deepcopy(t))
for e in ev(t):
    if e["type"] == "score" and e["party"] == "team1":
        e["points"] += 5
run("p5b-same-with-score-plus-5", t)
