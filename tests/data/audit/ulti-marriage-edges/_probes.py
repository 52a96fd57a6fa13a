"""Ad-hoc probes for ulti-marriage-edges (writes only to /tmp; run from the worktree root with PYTHONPATH=$PWD)."""

import copy
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
TMP = Path("/tmp/ulti-marriage-probes")
TMP.mkdir(exist_ok=True)


def load(name):
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def ev(doc):
    return doc["deals"][0]["events"]


def run(tag, doc):
    p = TMP / (tag + ".json")
    p.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], capture_output=True, text=True)
    v = json.loads(out.stdout)
    anns = [(a["deal"], a["event"], a["code"], a["severity"]) for d in v.get("deals", []) for a in d["annotations"]]
    diff = [d.get("settlement", {}).get("difference") for d in v.get("deals", [])]
    print(f"{tag}: {v['status']} {anns} diff={diff}")
    for d in v.get("deals", []):
        for a in d["annotations"]:
            print("    ", a["message"])


def insert(doc, at, e):
    ev(doc).insert(at, e)


M = lambda *p: {"type": "declare", "seat": None, "items": [{"kind": "marriage", "points": x} for x in p]}  # noqa: E731


def decl(seat, *p):
    d = M(*p)
    d["seat"] = seat
    return d


# P1: declarer announces his 40 in 40-100 (07): warning marriage_redundant expected.
d = load("07-40-100-made-exactly.json")
insert(d, 6, decl(1, 40))
run("p1-40-100-declarer-says-40", d)

# P2: 01 but Béla's 20 declared right after his own first card (still trick 1).
d = load("01-party-own-20-decides.json")
e = ev(d)
x = e.pop(6)
e.insert(7, x)
run("p2-20-after-own-card-trick1", d)

# P3: 01 with Csilla's 40 declared twice (repeat).
d = load("02-party-defender-40-flips.json")
insert(d, 9, decl(2, 40))
run("p3-40-repeated", d)

# P4: 01 but Béla says 40 (he holds only the acorn pair, not trumps).
d = load("01-party-own-20-decides.json")
ev(d)[6]["items"] = [{"kind": "marriage", "points": 40}]
run("p4-40-for-nontrump-pair", d)

# P5: 09 plus Béla's recontra after the first trick (event after trick 1's third card).
d = load("09-40-100-contra.json")
insert(d, 10, {"type": "double", "seat": 1, "target": "40-100", "level": 4})
for e in ev(d):
    if e["type"] == "payment":
        e["amount"] = 16
run("p5-40-100-recontra", d)

# P6: 09 but the contra said by Anna after the first trick is over (late contra).
d = load("07-40-100-made-exactly.json")
insert(d, 9, {"type": "double", "seat": 0, "target": "40-100", "level": 2})
run("p6-late-contra", d)

# P7: 12 rebid as 20-100 where Béla has the trump pair only: use 07's deal (KS QS, 60 cp) with bid 20-100.
d = load("07-40-100-made-exactly.json")
ev(d)[1]["bid"] = {"goals": ["20-100"], "red": False}
for e in ev(d):
    if e["type"] == "payment":
        e["from"], e["to"], e["amount"], e["reason"] = 1, e["from"], 8, "20-100"
run("p7-20-100-trump-pair-only", d)

# P8: 14 but the table paid party 1 and silent-100 2 each (added, not replaced).
d = load("14-party-silent-100-with-40.json")
ev(d).extend([{"type": "payment", "from": 0, "to": 1, "amount": 1, "reason": "party"}, {"type": "payment", "from": 2, "to": 1, "amount": 1, "reason": "party"}])
run("p8-silent-100-plus-party", d)

# P9: 06's defender 20 moved into a trump durchmarsch bid (same deal would not be a durchmarsch; only the finding matters).
d = load("01-party-own-20-decides.json")
ev(d)[1]["bid"] = {"goals": ["durchmarsch"], "red": False}
d["deals"][0]["events"] = [e for e in ev(d) if e["type"] != "payment"]
run("p9-marriage-in-trump-durchmarsch", d)

# P7b: 20-100 where Béla holds only the trump pair (KS QS) and takes 80 card points:
# 100 only if the trump 40 were counted as "the declarer's 20".
sys.path.insert(0, str(HERE))
import _gen as G  # noqa: E402


def okP(sim):
    ph = sim["play_hands"]
    return G.clean_end(sim, "S") and sim["cp"][1] == 80 and G.pairs(ph[1], "S") == [40]


P = G.search(99, {1: ["KS", "QS"]}, G.keep_discard(["KS", "QS"]), "S", okP)
d, _ = G.build(P, {"goals": ["20-100"], "red": False}, "S", payments=[(1, 0, 8, "20-100"), (1, 2, 8, "20-100")])
run("p7b-20-100-trump-pair-only-80", d)

# P4 detail: what the engine credits for a false "40" by a holder of a 20.
d = load("01-party-own-20-decides.json")
ev(d)[6]["items"] = [{"kind": "marriage", "points": 40}]
p = TMP / "p4b.json"
p.write_text(json.dumps(d), encoding="utf-8")
v = json.loads(subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], capture_output=True, text=True).stdout)
c = v["deals"][0]["computed"]
print("p4b computed marriages", c["marriages"], c["card_points"], [g["goal"] + ":" + str(g["won"]) for g in c["goals"]])

# P4c: the false "40" of P4 with the record settling it as not counted (party lost).
d = load("01-party-own-20-decides.json")
ev(d)[6]["items"] = [{"kind": "marriage", "points": 40}]
for e in ev(d):
    if e["type"] == "payment":
        e["from"], e["to"] = 1, e["from"]
run("p4c-false-40-settled-uncounted", d)
