"""Ad-hoc probes for real-faults-near-slips-8 (writes only to /tmp)."""

import copy
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[3]
TMP = Path("/tmp/nearslips8-probes")
TMP.mkdir(exist_ok=True)


def load(rel):
    return json.loads((ROOT / rel).read_text(encoding="utf-8"))


def run(name, t):
    p = TMP / (name + ".json")
    p.write_text(json.dumps(t, ensure_ascii=False), encoding="utf-8")
    r = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)],
        capture_output=True, text=True, cwd=ROOT,
    )
    v = json.loads(r.stdout)
    found = [(a["deal"], a["event"], a["code"]) for d in v.get("deals", []) for a in d.get("annotations", [])]
    print(f"{name}: {v['status']} {found}")
    for d in v.get("deals", []):
        for a in d.get("annotations", []):
            print("    ", a["message"][:200])


def ev(t, d):
    return t["deals"][d]["events"]


# P1: file 10 without the slip (contra before Csilla's QS) -> the base is clean?
t = load("tests/data/audit/real-faults-near-slips-8/10-ulti-contra-just-after-first-card.json")
es = ev(t, 0)
es[6], es[7] = es[7], es[6]
run("p1-ulti-contra-before-card", t)

# P2: the contra written after the NEXT player's card (clearly late)
t = load("tests/data/audit/real-faults-near-slips-8/10-ulti-contra-just-after-first-card.json")
es = ev(t, 0)
d = es.pop(7)
es.insert(9, d)  # after Anna's declare [] and AS
run("p2-ulti-contra-after-next-card", t)

# P3: file 07 (Galician play written twice) under take_back never / until_covered
for opt in ("never", "until_covered"):
    t = load("tests/data/audit/real-faults-near-slips-8/07-galician-play-written-twice.json")
    t["rules"] = {"take_back": opt}
    run(f"p3-galician-dup-play-{opt}", t)

# P4: a play line written twice in Danish (no take-back option)
t = load("examples/danish-tarok/clean.json")
es = ev(t, 0)
es.insert(17, copy.deepcopy(es[16]))  # Celina's 3D written twice
run("p4-danish-dup-play", t)

# P5: Terziglio score under wrong seat where the sum is wrong too (deal 1: seat 1's 6 under seat 2)
t = load("examples/tarocchini-terziglio/clean.json")
es = ev(t, 1)
assert es[66] == {"type": "score", "party": 1, "points": 6}
es[66]["party"] = 2
run("p5-terziglio-score-wrong-seat-sum-wrong", t)

# P6: Rage: seat 3's score written under seat 2 AFTER seat 2's own line
t = load("examples/rage/clean.json")
es = ev(t, 0)
assert es[47] == {"type": "score", "party": 3, "points": -3}
es[47]["party"] = 2
run("p6-rage-score-wrong-seat-after", t)

# P7: Danish swapped plays with the table's penalty recorded (20 to each pool)
t = load("tests/data/audit/real-faults-near-slips-8/03-danish-plays-swapped.json")
es = ev(t, 0)
es.insert(18, {"type": "payment", "from": 0, "to": "king_pool", "amount": 20, "reason": "penalty"})
es.insert(18, {"type": "payment", "from": 0, "to": "pagat_pool", "amount": 20, "reason": "penalty"})
run("p7-danish-swap-penalty-paid", t)

# P8: Danish swapped plays in a record that carries no payments at all
t = load("tests/data/audit/real-faults-near-slips-8/03-danish-plays-swapped.json")
for dd in t["deals"]:
    dd["events"] = [e for e in dd["events"] if e["type"] != "payment"]
run("p8-danish-swap-no-payments", t)

# P9: Ulti payment written twice
t = load("examples/ulti/clean-trump.json")
es = ev(t, 0)
es.insert(39, copy.deepcopy(es[38]))
run("p9-ulti-payment-twice", t)
