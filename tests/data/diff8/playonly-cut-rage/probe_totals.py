"""Probe: how the engine checks running totals around a cut round (play-only)."""
import copy, json, sys
from replays.sim.rage import simulate
from validator.engine.validate import validate

def run(label, doc):
    v = validate(doc)
    fl = [(di, a["event"], a["code"], a["message"]) for di, d in enumerate(v["deals"]) for a in d["annotations"]
          if a["code"] in ("wrong_score", "wrong_total")]
    print(label); [print("   ", f) for f in fl]

base = simulate(2, players=5, rounds=10)
for d in base["deals"]:
    d["hands"] = None
def ev(doc, di, typ, party):
    return [e for e in doc["deals"][di]["events"] if e["type"] == typ and e["party"] == party][0]
def cut(doc, di, keep_plays, keep_sheet=True):
    d = doc["deals"][di]; out = []; k = 0
    for e in d["events"]:
        if e["type"] == "play":
            k += 1
            if k > keep_plays: continue
        elif e["type"] in ("score", "total") and not keep_sheet: continue
        out.append(e)
    d["events"] = out
W = int(sys.argv[1]) if len(sys.argv) > 1 else 7
for cutmode in (None, "scored", "bare"):
    for mut in ("score", "total", "score+total"):
        doc = copy.deepcopy(base)
        if cutmode: cut(doc, 2, 10, keep_sheet=(cutmode == "scored"))
        if "score" in mut: ev(doc, W, "score", 0)["points"] += 4
        if "total" in mut: ev(doc, W, "total", 0)["points"] += 4
        run(f"cut deal 2 {cutmode}, deal {W} seat 0 {mut} +4", doc)
