#!/usr/bin/env python3
"""Probes for audit round mixed-records (not pinned): edited copies of the round's files, each run
through the engine's CLI. Run from the worktree root:
    PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/mixed-records/_probes.py
"""

from __future__ import annotations

import copy
import json
import random
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
import _gen as G  # noqa: E402


def run(doc):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as fh:
        json.dump(doc, fh)
        name = fh.name
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", name], capture_output=True, text=True
    ).stdout
    v = json.loads(out)
    anns = [
        (a["deal"], a["event"], a["code"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    ]
    msgs = [a["message"] for d in v["deals"] for a in d["annotations"] if a["severity"] == "violation"]
    return v["status"], anns, msgs


def sheet_deal(d: G.Deal, totals):
    ev = [e for e in d.events if e["type"] != "payment"]
    ev = [{k: v for k, v in e.items() if not k.startswith("_")} for e in ev]
    for s in range(3):
        ev.append({"type": "score", "party": s, "points": d.net.get(s, 0)})
    for s in range(3):
        ev.append({"type": "total", "party": s, "points": totals[s]})
    return {"dealer": d.dealer, "hands": d.hands, "events": ev}


def probe_ulti_after_revoke():
    """03-ulti: a sheet deal appended after the unsettled play-only revoke deal (Anna, a defender,
    revoked; as played Csilla's party lost: [1, 1, -2]; under lose_all_goals the defenders lose it:
    [-1, -1, 2]), and after the wrong payment of deal 2 (recorded Anna +1, Béla -3; rules +2, -4)."""
    base = json.loads((HERE / "03-ulti-payment-after-sheet-revoke.json").read_text())
    d4 = G.ulti_deal(random.Random(7), 2)
    net4 = [d4.net[s] for s in range(3)]
    last = [1, 5, -6]  # deal 1's totals as written
    variants = {
        "deal 2 by the rules, deal 3 by the penalty": ([2, -4, 2], [-1, -1, 2]),
        "deal 2 by the rules, deal 3 as played": ([2, -4, 2], [1, 1, -2]),
        "deal 2 as recorded, deal 3 by the penalty": ([1, -3, 2], [-1, -1, 2]),
        "deal 2 as recorded, deal 3 as played": ([1, -3, 2], [1, 1, -2]),
    }
    print("P1 ulti 03 + a sheet deal after the unsettled revoke deal; deal 4 net", net4)
    for k, (n2, n3) in variants.items():
        doc = copy.deepcopy(base)
        tot = [last[s] + n2[s] + n3[s] + net4[s] for s in range(3)]
        doc["deals"].append(sheet_deal(d4, tot))
        print("   ", k, tot, "->", run(doc))


def probe_danish_after_revoke():
    """12-danish: a sheet deal appended after the unsettled play-only revoke deal (Agnieszka; the
    engine's default class is irreparable: the deal void, 40 to each pool)."""
    base = json.loads((HERE / "12-danish-payment-after-sheet-revoke.json").read_text())
    # pools after deal 2 (by the rules): 65/105; deal 3 as played: 75/120
    after2 = [5, -125, -50]
    as_played3 = [-30, -75, 80]
    void3 = [-80, 0, -10]  # Agnieszka's 40 + 40; the dealer Celina's deal fee 5 + 5 kept
    void3_nofee = [-80, 0, 0]
    for label, n3, pools in [
        ("deal 3 as played", as_played3, {"pagat_pool": 75, "king_pool": 120}),
        ("deal 3 void, fee kept, 40 to each pool", void3, {"pagat_pool": 110, "king_pool": 150}),
        ("deal 3 void, fee refunded, 40 to each pool", void3_nofee, {"pagat_pool": 105, "king_pool": 145}),
    ]:
        d4 = G.danish_deal(random.Random(11), 0, pools)
        net4 = [d4.net[s] for s in range(3)]
        tot = [after2[s] + n3[s] + net4[s] for s in range(3)]
        doc = copy.deepcopy(base)
        doc["deals"].append(sheet_deal(d4, tot))
        print("P2 danish 12 +", label, "deal 4 net", net4, "totals", tot, "->", run(doc))


def probe_danish_card_point_lines():
    """13-danish deal 1: the sheet's lines written as card points (the spec accepts either), totals as
    net chips, Bartek's line right (37)."""
    doc = json.loads((HERE / "13-danish-score-after-playonly.json").read_text())
    ev = doc["deals"][1]["events"]
    pts = [20, 37, 21]
    for e in ev:
        if e["type"] == "score":
            e["points"] = pts[e["party"]]
        if e["type"] == "total" and e["party"] == 1:
            e["points"] = -90  # -80 + (-10) by the rules
    print("P3 danish 13 deal 1 lines as card points", pts, "->", run(doc))


def probe_galician_total_after_unsettled():
    """06-galician: a sheet deal appended after deal 4 (hands written, settlement left out:
    Czesław lost 45 to each); its totals with deal 4 counted, and without it."""
    base = json.loads((HERE / "06-galician-clean-mixed.json").read_text())
    d5 = G.galician_deal(random.Random(3), 2)
    net5 = [d5.net[s] for s in range(3)]
    after3 = [366, -24, -342]
    for label, n4 in [("deal 4 counted", [45, 45, -90]), ("deal 4 left out", [0, 0, 0])]:
        doc = copy.deepcopy(base)
        tot = [after3[s] + n4[s] + net5[s] for s in range(3)]
        dj = sheet_deal(d5, tot)
        dj["talon"] = d5.talon
        doc["deals"].append(dj)
        print("P4 galician 06 +", label, "deal 5 net", net5, "totals", tot, "->", run(doc))




def probe_ulti_revoke_settled_as_played():
    """P1b, 03-ulti: deal 3 (Anna's revoke) settled by payments as played (Csilla's party lost: she pays
    1 to each), then the sheet deal of P1 with totals carried as played / by the penalty."""
    base = json.loads((HERE / "03-ulti-payment-after-sheet-revoke.json").read_text())
    d4 = G.ulti_deal(random.Random(7), 2)
    net4 = [d4.net[s] for s in range(3)]
    for label, n3 in [("totals as played", [1, 1, -2]), ("totals by the penalty", [-1, -1, 2])]:
        doc = copy.deepcopy(base)
        doc["deals"][3]["events"] += [
            {"type": "payment", "from": 2, "to": 0, "amount": 1, "reason": "party"},
            {"type": "payment", "from": 2, "to": 1, "amount": 1, "reason": "party"},
        ]
        tot = [[1, 5, -6][s] + [1, -3, 2][s] + n3[s] + net4[s] for s in range(3)]
        doc["deals"].append(sheet_deal(d4, tot))
        print("P1b ulti 03, deal 3 paid as played +", label, tot, "->", run(doc))


if __name__ == "__main__":
    probe_ulti_after_revoke()
    probe_ulti_revoke_settled_as_played()
    probe_danish_after_revoke()
    probe_danish_card_point_lines()
    probe_galician_total_after_unsettled()
