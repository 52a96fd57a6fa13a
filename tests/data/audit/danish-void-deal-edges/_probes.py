"""Ad-hoc probes on the round's files; writes only to /tmp. Run from the worktree root."""

import copy
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent


def load(name):
    return json.loads((HERE / (name + ".json")).read_text())


def run(tag, t):
    p = Path("/tmp/dvde-probe-%s.json" % tag)
    p.write_text(json.dumps(t))
    out = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], capture_output=True, text=True)
    v = json.loads(out.stdout)
    anns = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"] if a["severity"] == "violation"]
    print(tag, v["status"], anns, [d["computed"].get("void_reading") for d in v["deals"]])


def pay(f, t, a, r):
    return {"type": "payment", "from": f, "to": t, "amount": a, "reason": r}


# P1: misdeal found before play, the same dealer pays a second fee for the redeal
t = load("10-misdeal-before-play")
t["deals"][1]["events"][0:0] = [pay(2, "pagat_pool", 5, "deal_fee"), pay(2, "king_pool", 5, "deal_fee")]
run("p1-misdeal-second-fee", t)
# P2: legal redeal, a second fee paid
t = load("11-redeal-no-trumps")
t["deals"][1]["events"][0:0] = [pay(0, "pagat_pool", 5, "deal_fee"), pay(0, "king_pool", 5, "deal_fee")]
run("p2-redeal-second-fee", t)
# P3: misdeal after play, the fine paid by the seat holding 26 (seat 2) instead of the dealer
t = load("09-misdeal-after-play")
for e in t["deals"][0]["events"]:
    if e.get("reason") == "penalty":
        e["from"] = 2
run("p3-misdeal-fine-by-holder", t)
# P4: misdeal before play, the next seat deals instead of the same dealer (deal 1 hands rotated)
t = load("10-misdeal-before-play")
d1 = t["deals"][1]
d1["dealer"] = 0
run("p4-misdeal-next-dealer-label-only", t)
# P5: a false declaration, neither refund made
t = load("07-decl-void-refunded")
ev = t["deals"][0]["events"]
t["deals"][0]["events"] = [e for i, e in enumerate(ev) if not (e.get("reason") == "declaration" and e["from"] == 0)]
run("p5-decl-no-refunds", t)
# P6: false redeal, but the table redealt (same dealer) instead of playing on
t = load("12-redeal-with-trump")
d0 = t["deals"][0]
cut = [i for i, e in enumerate(d0["events"]) if e["type"] == "discard"][0]
d0["events"] = d0["events"][:cut]
t2 = load("11-redeal-no-trumps")
nd = copy.deepcopy(t2["deals"][1])
# relabel: 11's deal 1 is dealt by seat 0; rotate seats so it is dealt by seat 1
def rot(s):
    return (s + 1) % 3 if isinstance(s, int) else s
nd["dealer"] = 1
nd["hands"] = [nd["hands"][2], nd["hands"][0], nd["hands"][1]]
for e in nd["events"]:
    for k in ("seat", "from", "to"):
        if k in e:
            e[k] = rot(e[k])
t["deals"] = [d0, nd]
run("p6-false-redeal-redealt", t)
# P7: illegal skat, no fine written at all
t = load("01-skat-void-base")
t["deals"][0]["events"] = [e for e in t["deals"][0]["events"] if e.get("reason") != "penalty"]
run("p7-skat-void-no-fine", t)
