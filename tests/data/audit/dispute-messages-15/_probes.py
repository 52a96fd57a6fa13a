"""Phase-2 probes for dispute-messages-15; writes only to /tmp/dm15probes and prints verdict bits.

    PYTHONPATH=<worktree> python _probes.py
"""

import copy
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = Path("/tmp/dm15probes")
OUT.mkdir(exist_ok=True)
sys.path.insert(0, str(HERE))
import _gen as g  # noqa: E402


def load(name):
    return json.loads(next(HERE.glob(name + "-*.json")).read_text())


def run(tag, doc):
    p = OUT / f"{tag}.json"
    p.write_text(json.dumps(doc, ensure_ascii=False))
    v = json.loads(subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", str(p)],
                                  capture_output=True, text=True).stdout)
    print("=====", tag, v["status"])
    for d in v["deals"]:
        for a in d["annotations"]:
            print(" ", (a["deal"], a["event"], a["code"]), a["message"])
            if a.get("penalty"):
                print("    penalty", json.dumps(a["penalty"], ensure_ascii=False))
        print("  settlement", json.dumps(d["settlement"]), "unchecked", d.get("unchecked"))
    rp = subprocess.run([sys.executable, "-m", "replays.cli", "replay", str(p)], capture_output=True, text=True).stdout
    for line in rp.splitlines():
        if any(k in line for k in ("!!", "penalty", "Deal over", "unchecked", "settlement", "void")):
            print("  |", line.strip()[:400])


# P1: 40-100 whose card points with the trump 40 reach 100: does the engine count the 40 it
#     calls "not announced in 40-100"?
seed = 15000
while True:
    u = g.Ulti(seed)
    h = u.hands[u.decl]
    others = any(("K" + s in x and "Q" + s in x) for x in (u.hands[0], u.hands[2]) for s in "HDSC")
    if "KS" in h and "QS" in h and not others:
        disc = [c for c in h if c[-1] != "S" and c[:-1] not in ("A", "10", "K", "Q")][:2]
        if len(disc) == 2:
            u.run(disc, "S")
            d, defs, dt = u.card_points()
            if 60 <= d < 80 and not g.u_silent(u, d, defs, ["40-100"]):
                break
    seed += 1
for items, tag in (([{"kind": "marriage", "points": 40}], "p1a-40-100-declares-40"), ([], "p1b-40-100-declares-nothing")):
    ev = g.u_events(u, {"goals": ["40-100"], "red": False}, marriages={1: items})
    for o in (2, 0):
        ev.append({"type": "payment", "from": o, "to": 1, "amount": 4, "reason": "40-100"})
    run(tag, {"format": "trick-transcript/1", "game": "ulti", "players": ["Anna", "Béla", "Csilla"],
              "deals": [{"dealer": 0, "hands": u.hands, "events": ev}]})
print("P1 card points", d, defs)

# P2: 06's renonce deal followed by a next deal (the §31 late-claim reading)
doc = load("06")
nxt = load("09")["deals"][1]
doc2 = copy.deepcopy(doc)
doc2["deals"].append(nxt)
run("p2-renonce-then-next-deal", doc2)

# P3: 03 with a penalty event written (the table saw it) but no fine paid; and with the fine paid
doc = load("03")
ev = doc["deals"][0]["events"]
d3 = copy.deepcopy(doc)
d3["deals"][0]["events"].insert(36, {"type": "penalty", "party": 0, "code": "out_of_turn", "amount": 20})
run("p3a-out-of-turn-penalty-written-unpaid", d3)
d3b = copy.deepcopy(doc)
d3b["deals"][0]["events"][36:36] = [
    {"type": "payment", "from": 0, "to": "pagat_pool", "amount": 20, "reason": "penalty"},
    {"type": "payment", "from": 0, "to": "king_pool", "amount": 20, "reason": "penalty"}]
run("p3b-out-of-turn-fine-paid", d3b)

# P4: 12 settled as played (the declarer's revoke, the table paid him his party)
doc = load("12")
d4 = copy.deepcopy(doc)
for e in d4["deals"][0]["events"]:
    if e["type"] == "payment":
        e["from"], e["to"] = e["to"], e["from"]
run("p4-declarer-revoke-settled-as-played", d4)

# P5: 02 with the table fining it irreparable (40+40) but playing on and settling as played
doc = load("02")
d5 = copy.deepcopy(doc)
d5["deals"][0]["events"][24:24] = [
    {"type": "payment", "from": 2, "to": "pagat_pool", "amount": 40, "reason": "penalty"},
    {"type": "payment", "from": 2, "to": "king_pool", "amount": 40, "reason": "penalty"}]
run("p5-revoke-fined-40-played-on", d5)
