"""Extra probes for real-faults-near-slips-9: variants of the round's files, written under /tmp only.

Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/real-faults-near-slips-9/_probes.py
"""

import copy
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
TMP = Path("/tmp/rfns9_probes")
TMP.mkdir(exist_ok=True)


def load(name):
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def run(name, tr):
    p = TMP / name
    p.write_text(json.dumps(tr, ensure_ascii=False), encoding="utf-8")
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], capture_output=True, text=True
    ).stdout
    v = json.loads(out)
    viol = sorted(
        (
            (a["deal"], a["event"], a["code"])
            for d in v["deals"]
            for a in d["annotations"]
            if a["severity"] == "violation"
        ),
        key=str,
    )
    warn = [
        (a["deal"], a["event"], a["code"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] != "violation"
    ]
    print(name, v["status"], viol, "warnings:", warn)


# P1: Rage, the four bids said again in order before the first trick (the source's repetition
# "Před prvním štychem se tipy ještě jednou pro všechny nahlas zopakují"), written as bid lines.
base = load("05-rage-bid-copied-twice.json")
tr = copy.deepcopy(base)
ev = tr["deals"][0]["events"]
del ev[2]  # back to the clean base
bids = [dict(e) for e in ev[:4]]
tr["deals"][0]["events"] = ev[:4] + bids + ev[4:]
run("p1-rage-bids-repeated-before-first-trick.json", tr)

# P2: Rage clean base (the copy removed) as a control.
tr = copy.deepcopy(base)
del tr["deals"][0]["events"][2]
run("p2-rage-clean-base.json", tr)

# P3: Rage 07 without the totals: the transposed lines are then all the sheet says.
tr = load("07-rage-scores-on-swapped-lines.json")
tr["deals"][1]["events"] = [e for e in tr["deals"][1]["events"] if e["type"] != "total"]
run("p3-rage-swapped-lines-no-totals.json", tr)

# P4: Ulti 11 without totals.
tr = load("11-ulti-payment-wrong-direction.json")
tr["deals"][0]["events"] = [e for e in tr["deals"][0]["events"] if e["type"] != "total"]
run("p4-ulti-wrong-direction-no-totals.json", tr)

# P5: Ulti 12 with totals by the rules (the sheet right, the payment line wrong).
tr = load("12-ulti-real-wrong-payment.json")
for e in tr["deals"][0]["events"]:
    if e["type"] == "total":
        e["points"] = {0: -2, 1: 5, 2: -3}[e["party"]]
run("p5-ulti-wrong-amount-totals-right.json", tr)

# P6: Rage 08 with the total by the rules (the sheet's total right, the round score wrong).
tr = load("08-rage-real-wrong-score.json")
ev = tr["deals"][1]["events"]
ev[46]["points"] += 15
run("p6-rage-wrong-score-total-right.json", tr)

# P7: Rage 08 with the total left unchanged while the score is wrong AND the total carried by a
# different wrong figure (a wrong total of its own): expect wrong_score + wrong_total.
tr = load("08-rage-real-wrong-score.json")
tr["deals"][1]["events"][46]["points"] += 3
run("p7-rage-wrong-score-and-wrong-total.json", tr)

# P8: Terziglio, the three calls repeated in order after the auction (no rules basis; control of 13).
tr = load("13-terziglio-bid-copied-twice.json")
ev = tr["deals"][0]["events"]
del ev[2]
tr["deals"][0]["events"] = ev[:3] + [dict(e) for e in ev[:3]] + ev[3:]
run("p8-terziglio-calls-repeated.json", tr)

# P9: Galician 03 with the clean order restored (control: the base must be clean).
tr = load("03-galician-lead-and-second-swapped.json")
ev = tr["deals"][0]["events"]
ev[23], ev[24] = ev[24], ev[23]
run("p9-galician-clean-base.json", tr)

# P10: Danish 01 with the seat restored (control).
tr = load("01-danish-wrong-seat-card.json")
tr["deals"][0]["events"][23]["seat"] = 1
run("p10-danish-clean-base.json", tr)

# P11: Ottocento 09 with the seat restored (control).
tr = load("09-ottocento-wrong-seat-card.json")
tr["deals"][0]["events"][26]["seat"] = 3
run("p11-ottocento-clean-base.json", tr)

# P12: Ulti 11 with the payment direction restored (control).
tr = load("11-ulti-payment-wrong-direction.json")
p = tr["deals"][0]["events"][36]
p["from"], p["to"] = p["to"], p["from"]
run("p12-ulti-clean-base.json", tr)
