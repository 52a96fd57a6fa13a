"""Probes for ottocento-2faults-fragments (not pinned): edited copies of the round's files, written to a
temporary directory and run through `python -m replays.cli validate --json`.

Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/ottocento-2faults-fragments/_probes.py
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).parent
ROOT = HERE.parents[3]


def load(name):
    return json.loads((HERE / f"{name}.json").read_text())


def sheet(deal):
    return {(e["party"], e["type"], e.get("reason")): i for i, e in enumerate(deal["events"]) if e["type"] in ("score", "total")}


def run(doc, tag, tmp):
    p = Path(tmp) / f"{tag}.txt"
    p.write_text(json.dumps(doc))
    out = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], cwd=ROOT,
                         capture_output=True, text=True)
    v = json.loads(out.stdout)
    print(f"== {tag}: {v['status']}")
    for d in v["deals"]:
        for a in d["annotations"]:
            print(f"   deal {a['deal']} event {a['event']} {a['code']}: {a['message']}")
        won = d["computed"].get("game_won_by")
        print(f"   deal {d['index']}: totals {d['computed'].get('totals')} game_won_by {won}")
    if v.get("session"):
        print("   session games_won", v["session"].get("games_won"))


def set_total(deal, team, value):
    deal["events"][sheet(deal)[(f"team{team}", "total", None)]]["points"] = value


def main():
    with tempfile.TemporaryDirectory() as tmp:
        # A: file 13 with the deal after the win written as a new game (totals from 0)
        doc = load("13-deal-after-800")
        set_total(doc["deals"][2], 0, 123)
        set_total(doc["deals"][2], 1, 114)
        run(doc, "A-13-new-game-from-zero", tmp)

        # B: file 11 with deal 1's total right (812) and deal 2 as a new game from 0
        doc = load("11-wrong-total-hides-800-then-deal")
        set_total(doc["deals"][1], 0, 812)
        set_total(doc["deals"][2], 0, 88)
        set_total(doc["deals"][2], 1, 145)
        run(doc, "B-11-right-total-new-game", tmp)

        # C: file 11 as written but the extra deal left out (the session stops where the table thought
        # it had not): the wrong total alone
        doc = load("11-wrong-total-hides-800-then-deal")
        doc["deals"] = doc["deals"][:2]
        run(doc, "C-11-without-extra-deal", tmp)

        # D: a win on declarations: file 01 with team1's start raised so that before deal 1 team1 has
        # 780 and its 32 declared points take it past 800 before a card is played; the deal is played out
        # and scored; only deals 0 and 1 kept.
        doc = load("01-clean-under-declared-to-800")
        doc["start"]["totals"][1] = 690  # 690 + 90 = 780 after deal 0; 780 + 32 = 812 on declarations
        doc["deals"] = doc["deals"][:2]
        set_total(doc["deals"][0], 1, 780)
        set_total(doc["deals"][1], 1, 780 + 136)
        run(doc, "D-01-win-on-declarations", tmp)

        # E: the false declaration of file 05 credited by the sheet (team0 declarations 15 + 17), totals
        # carried by the sheet's own arithmetic
        doc = load("05-false-declaration-and-wrong-total")
        d1 = doc["deals"][1]
        s = sheet(d1)
        d1["events"][s[("team0", "score", "declarations")]]["points"] += 17
        set_total(d1, 0, d1["events"][s[("team0", "total", None)]]["points"] + 17)
        d2 = doc["deals"][2]
        set_total(d2, 0, d2["events"][sheet(d2)[("team0", "total", None)]]["points"] + 17)
        run(doc, "E-05-false-item-credited", tmp)

        # F: both teams past 800 in the same deal with equal totals (file 02, team0's start raised by 51)
        doc = load("02-clean-both-pass-800")
        doc["start"]["totals"][0] += 51
        for d in doc["deals"]:
            set_total(d, 0, d["events"][sheet(d)[("team0", "total", None)]]["points"] + 51)
        run(doc, "F-02-tie-past-800", tmp)


if __name__ == "__main__":
    main()
