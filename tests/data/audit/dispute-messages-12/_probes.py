"""Probes for dispute-messages-12 (writes only under /tmp/dm12probe)."""
import json
import subprocess
from pathlib import Path

HERE = Path(__file__).parent
OUT = Path("/tmp/dm12probe")
OUT.mkdir(exist_ok=True)


def run(name, t):
    p = OUT / name
    p.write_text(json.dumps(t, indent=1))
    r = subprocess.run(["/work/venv/bin/python", "-m", "replays.cli", "validate", "--json", str(p)],
                       capture_output=True, text=True)
    v = json.loads(r.stdout)
    print("==", name, v["status"])
    for d in v["deals"]:
        for a in d["annotations"]:
            print("  ", (a["deal"], a["event"], a["code"]), a["message"])
        c = d.get("computed") or {}
        print("   d%d" % d["index"], c.get("winner"), c.get("game_points"), c.get("points"), d.get("unchecked"))
    return v


def sheet(t, di, scores, totals):
    ev = t["deals"][di]["events"]
    for e in ev:
        if e["type"] == "score":
            e["points"] = scores[e["party"]]
        if e["type"] == "total":
            e["points"] = totals[e["party"]]


# P1: 01 deal 1 written by the other trumps reading (T20, joker as T18, T17, T16 .. T10: ten cards),
#     which makes the opponents win the solo: 6 to seats 0 and 2.
t = json.loads((HERE / "01-std-gioco-solo-revoke.json").read_text())
sheet(t, 0, [0, 12, 0], [0, 12, 0])
sheet(t, 1, [6, 0, 6], [6, 12, 6])
run("p1-trumps-after-gap.json", t)
# P2: the same deal with the opponents declaring nothing but the sheet as the engine reads it (control)
t = json.loads((HERE / "01-std-gioco-solo-revoke.json").read_text())
sheet(t, 0, [0, 12, 0], [0, 12, 0])
run("p2-control.json", t)
# P3: 12 deal 1 as a 'gioco' bid but scored as solo? no: a solo doubled wrongly twice (x4)
t = json.loads((HERE / "12-nin-solo-not-doubled.json").read_text())
sheet(t, 1, [0, 36, 36], [0, 45, 45])
run("p3-solo-quadrupled.json", t)
# P4: deal 1 alone (a one-deal session), sheet by the trumps-past-a-missing-grande reading
t = json.loads((HERE / "01-std-gioco-solo-revoke.json").read_text())
t["deals"] = t["deals"][1:]
t["start"] = {"totals": [0, 11, 0]}
sheet(t, 0, [6, 0, 6], [6, 11, 6])
run("p4-one-deal-trumps-after-gap.json", t)
