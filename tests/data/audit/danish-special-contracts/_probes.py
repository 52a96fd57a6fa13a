"""Probes for REPORT.md: edited copies of this round's transcripts, written to /tmp and validated."""

import copy
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))


def load(name):
    with open(os.path.join(HERE, name)) as f:
        return json.load(f)


def run(tag, doc):
    path = "/tmp/dsc_probe_%s.json" % tag
    with open(path, "w") as f:
        json.dump(doc, f)
    out = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", path],
                         cwd=ROOT, env=dict(os.environ, PYTHONPATH=ROOT), capture_output=True, text=True).stdout
    v = json.loads(out)
    anns = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    print(tag, v["status"], anns)


def insert_after(doc, deal, idx, events):
    ev = doc["deals"][deal]["events"]
    doc["deals"][deal]["events"] = ev[: idx + 1] + events + ev[idx + 1:]


def pay(frm, to, amount, reason):
    return {"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason}


# A: 01, a Pagat ultimo paid beside the Tout (the Pagat won the last trick)
d = load("01-3p-tout-dealer-joker-demand-clean.json")
insert_after(d, 0, 97, [pay(1, 0, 45, "pagat_ultimo"), pay(2, 0, 45, "pagat_ultimo")])
run("A_tout_plus_pagat_ultimo", d)

# B: 04, the King pool refilled although the przydupek paid it back
d = load("04-3p-tout-king-przydupek-clean.json")
insert_after(d, 0, 99, [pay(s, "king_pool", 20, "refill") for s in range(3)])
run("B_tout_przydupek_king_refill", d)

# C: 05, the Pagat ultimo paid in a Nolo deal
d = load("05-3p-nolo-joker-demand-clean.json")
insert_after(d, 0, 96, [pay(1, 0, 45, "pagat_ultimo"), pay(2, 0, 45, "pagat_ultimo")])
run("C_nolo_plus_pagat_ultimo", d)

# D: 09, the last-trick 20 paid to the winner beside the Pagat przydupek
d = load("09-3p-pagat-przydupek-clean.json")
insert_after(d, 0, 96, [pay(0, 1, 20, "last_trick"), pay(2, 1, 20, "last_trick")])
run("D_przydupek_plus_last_trick", d)

# E: 10, the King pool refilled after the ultimo although two przydupeks paid it back
d = load("10-3p-three-kings-last-trick-clean.json")
insert_after(d, 0, 100, [pay(s, "king_pool", 20, "refill") for s in range(3)])
run("E_three_kings_refill", d)

# F: 14, the session-end pools shared among the three players of the last deal only
d = load("14-4p-every-declaration-session-end-clean.json")
ev = d["deals"][1]["events"]
ev = [e for e in ev if e.get("reason") != "session_end"]
for p in ("pagat_pool", "king_pool"):
    for s in (0, 1, 2):
        ev.append(pay(p, s, 100 // 3 // 5 * 5 + (5 if s == 0 else 0), "session_end"))
d["deals"][1]["events"] = ev
run("F_session_end_three_of_four", d)

# G: 01 with the Joker kept by Bartek after Celina's demand (withheld): not a probe of a finding of
# this round, only of the demand's being honoured; skipped.

# H: 15, the other reading of the void deal: the false declaration's 15s handed back, the fine paid,
# everything else left as played
d = load("15-3p-false-declaration-trumps.json")
insert_after(d, 0, 103, [pay(1, 2, 15, "declaration"), pay(1, 0, 15, "declaration"),
                         pay(1, "pagat_pool", 40, "penalty"), pay(1, "king_pool", 40, "penalty")])
run("H_false_decl_refund_only", d)

# I: 15, the full reversal written out: every play and declaration payment handed back, the fine paid
d = load("15-3p-false-declaration-trumps.json")
ev = d["deals"][0]["events"]
back = [pay(e["to"], e["from"], e["amount"], e["reason"]) for e in ev
        if e["type"] == "payment" and e["reason"] not in ("foundation", "deal_fee")]
d["deals"][0]["events"] = ev + back + [pay(1, "pagat_pool", 40, "penalty"), pay(1, "king_pool", 40, "penalty")]
run("I_false_decl_full_reversal", d)
