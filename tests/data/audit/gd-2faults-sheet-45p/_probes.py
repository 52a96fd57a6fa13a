"""Probes (not pinned): edited copies of this round's files, validated in memory.

P1: 07 carries a pool line written 5 short (deal 1). A 4th deal is added in which the player announces
    and makes pagat ultimo: which pool content does the engine make him take, the rules' (74.2) or the
    sheet's (69.2)?  Written both ways, and with 60 (neither) as a control.
P2: 02 (five players, seat 2 out for the round) with the seat out changed after two deals (seat 2 out
    in deals 0-1, seat 0 out in deals 2-3): sec.8 says one seat is out "przez jedną kolejkę, t.j. w
    czasie czterokrotnego rozdzielania kart".
"""

import copy
import json
import random
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
import _gen as G  # noqa: E402

ROOT = HERE.parents[3]


def run(doc, name):
    p = Path("/tmp") / f"gd45p_probe_{name}.json"
    p.write_text(json.dumps(doc))
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], cwd=ROOT, capture_output=True, text=True
    )
    v = json.loads(out.stdout)
    anns = [(a["deal"], a["event"], a["code"], a["message"]) for d in v["deals"] for a in d["annotations"]]
    print(f"{name}: {v['status']}")
    for a in anns:
        print("   ", a)
    return v


def p1():
    doc = json.loads((HERE / "07-5p-passvolat-pagat-wrong-pool.json").read_text())
    rng = random.Random(7)
    spec = {"player": "F", "auction": [("F", "three"), ("M", "pass"), ("R", "pass")], "announce": ["ultimo"],
            "ultimo": True, "want": "win"}
    for content, tag in ((74.2, "rules"), (69.2, "sheet"), (60.0, "neither")):
        for _ in range(200000):
            try:
                d = G.play_deal(random.Random(rng.random()), 5, 0, 1, spec, content, False)
                break
            except G.Reject:
                continue
        new = copy.deepcopy(doc)
        ev = d["events"]
        last_tot = {}
        for e in new["deals"][-1]["events"]:
            if e["type"] == "total":
                last_tot[e["party"]] = e["points"]
        parties = [0, 1, 2, 3, 4, "pool"]
        for q in parties:
            ev.append({"type": "score", "party": q, "points": G.r6(d["net"][q])})
        for q in parties:
            ev.append({"type": "total", "party": q, "points": G.r6(last_tot[q] + d["net"][q])})
        new["deals"].append({"dealer": 0, "hands": d["hands"], "talon": d["talon"], "events": ev})
        print(f"P1 ultimo takes {content} ({tag}); player {d['info']['player']} net {G.r6(d['net'][d['info']['player']])}")
        run(new, f"p1_{tag}")


def p2():
    doc = json.loads((HERE / "02-clean-5p.json").read_text())
    rng = random.Random(11)
    new = copy.deepcopy(doc)
    # deals 2-3 regenerated with seat 0 out instead of seat 2, dealers 3 and 4 (next after dealer 4: 1?)
    tot = {}
    for e in new["deals"][1]["events"]:
        if e["type"] == "total":
            tot[e["party"]] = e["points"]
    pool = tot["pool"]
    new["deals"] = new["deals"][:2]
    for dealer in (1, 2):
        spec = {"player": "F", "auction": [("F", "three"), ("M", "pass"), ("R", "pass")], "want": "win"}
        for _ in range(200000):
            try:
                d = G.play_deal(random.Random(rng.random()), 5, dealer, 0, spec, pool, False)
                break
            except G.Reject:
                continue
        ev = d["events"]
        parties = [0, 1, 2, 3, 4, "pool"]
        for q in parties:
            ev.append({"type": "score", "party": q, "points": G.r6(d["net"][q])})
        for q in parties:
            tot[q] = G.r6(tot[q] + d["net"][q])
            ev.append({"type": "total", "party": q, "points": tot[q]})
        pool = tot["pool"]
        new["deals"].append({"dealer": dealer, "hands": d["hands"], "talon": d["talon"], "events": ev})
    print("P2 seat 2 out for deals 0-1, seat 0 out for deals 2-3 (dealers 3,4,1,2)")
    run(new, "p2_outseat_changes")


if __name__ == "__main__":
    p1()
    p2()
