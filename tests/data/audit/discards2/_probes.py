"""Probes beyond the corpus (phase 2): variants of the corpus files, run through the CLI.

Run from the worktree root:  PYTHONPATH=$PWD python tests/data/audit/discards2/_probes.py
Each variant is written to a temporary directory (never into this folder) and validated.
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent


def load(name):
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def run(label, tr):
    with tempfile.TemporaryDirectory() as td:
        p = Path(td) / "probe.json"
        p.write_text(json.dumps(tr, ensure_ascii=False), encoding="utf-8")
        out = subprocess.run(
            [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)],
            capture_output=True,
            text=True,
        ).stdout
    v = json.loads(out)
    print(f"== {label}: {v['status']} {v['summary'].get('by_code')}")
    for d in v["deals"]:
        for a in d["annotations"]:
            print(f"   {a['deal']} {a['event']} {a['code']} ({a['severity']}): {a['message'][:200]}")
        st = d.get("settlement") or {}
        if st.get("difference"):
            print(f"   settlement expected {st.get('expected')} recorded {st.get('recorded')}")
        if "computed" in d:
            c = d["computed"]
            keys = [k for k in ("card_points", "points", "tricks") if k in c]
            print("   computed", {k: c[k] for k in keys})
    return v


def evs(tr):
    return tr["deals"][0]["events"]


def main():
    # P1. Danish 01: the Tout dealer declares what he held before laying the Joker away
    #     (16 trumps, rich hearts cavalry, rich kings) and is paid for it.
    tr = load("01-dk-tout-joker-skat.json")
    e = evs(tr)
    e[4] = {
        "type": "declare",
        "seat": 0,
        "items": [
            {"kind": "trumps", "count": 16, "pagat": False},
            {"kind": "cavalry", "suit": "H", "form": "rich"},
            {"kind": "cavalry", "suit": "C", "form": "half", "missing": "J"},
            {"kind": "kings", "form": "rich"},
        ],
    }
    e[5]["amount"] = e[6]["amount"] = 40
    e[7]["amount"] = e[8]["amount"] = 15
    e[9]["amount"] = e[10]["amount"] = 15
    run("P1 dk Tout dealer declares his pre-discard hand", tr)

    # P2. Danish 05 without the penalty payments: the failed Tout's fine is due.
    tr = load("05-dk-tout-failed-joker-skat.json")
    tr["deals"][0]["events"] = evs(tr)[:-2]
    run("P2 dk failed Tout, fine not paid", tr)

    # P3. Danish 05 with the penalty class set to superficial (no fine): is the failed Tout still a violation?
    tr = load("05-dk-tout-failed-joker-skat.json")
    tr["rules"]["failed_tout_penalty"] = "superficial"
    tr["deals"][0]["events"] = evs(tr)[:-2]
    run("P3 dk failed Tout, failed_tout_penalty superficial, no fine", tr)

    # P4. Galician 06 with a trull announced too and not made: "Zapowiedziany a nie zrobiony tról
    #     płaci karę" (§15) -- the same word as Danish §13's failed Tout ("płaci karę").
    tr = load("06-gt-ultimo-pool-taken-discard-line.json")
    e = evs(tr)
    e[5]["items"].append({"kind": "trull"})
    ins = [
        {"type": "payment", "from": 0, "to": 1, "amount": 100, "reason": "trull"},
        {"type": "payment", "from": 0, "to": 2, "amount": 100, "reason": "trull"},
    ]
    e[48:48] = ins
    run("P4 gt announced trull failed (a 'kara' in §15): annotated?", tr)

    # P5. Galician 09 settled the engine's way (no trull with the pagat laid away): clean?
    tr = load("09-gt-pagat-laid-away-silent-trull.json")
    e = evs(tr)
    del e[46:48]
    e[-1]["amount"] = 7.2
    run("P5 gt 09 without the trull (engine's reading)", tr)

    # P6. Galician 08 with the laid-away tarock not shown: concealed_discard, the game lost.
    tr = load("08-gt-tarocks-shown-discard.json")
    del evs(tr)[4]["shown"]
    run("P6 gt 08 tarock laid away, not shown", tr)

    # P7. Ottocento 12 under discard_credit side_trick: the discard stays with the dealer's side.
    tr = load("12-ot-dealer-no-trick-discard-to-opponents.json")
    tr["rules"]["discard_credit"] = "side_trick"
    run("P7 ot 12 under side_trick (48/39 written; 54/33 expected)", tr)

    # P8. Danish 02 with the card points written as at a Nolo (none paid): the Tout lets Nolo go.
    tr = load("02-dk-tout-forehand-skat-honours.json")
    tr["deals"][0]["events"] = [x for x in evs(tr) if x.get("reason") != "card_points"]
    run("P8 dk 02 card-point payments left out at a Tout", tr)


if __name__ == "__main__":
    main()
