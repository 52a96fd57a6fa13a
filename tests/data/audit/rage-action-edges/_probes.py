"""Ad-hoc probes for the rage-action-edges round (phase 2). Writes only to /tmp.

Each probe edits one of this round's transcripts and prints the engine's findings, trumps and
trick winners. Run: cd WORKTREE && PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/rage-action-edges/_probes.py
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = Path("/tmp/rage-action-edges-probes")


def load(name):
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def run(tag, doc):
    OUT.mkdir(exist_ok=True)
    p = OUT / f"{tag}.json"
    p.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    r = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], capture_output=True, text=True
    )
    v = json.loads(r.stdout)
    found = [(a["deal"], a["event"], a["code"]) for d in v.get("deals", []) for a in d["annotations"]]
    comp = [(d["computed"].get("trumps"), d["computed"].get("trick_winners")) for d in v.get("deals", [])]
    print(f"{tag}: {v['status']} {found} {comp} {v.get('problems') or ''}")


def set_scores(deal, scores):
    for e in deal["events"]:
        if e["type"] == "score":
            e["points"] = scores[e["party"]]


def main():
    # P1: 01 with the record read as 'no trump in trick 1' (Anička's B10 wins, she leads trick 2;
    # trump yellow after it): does the engine accept that reading too?
    d = load("01-notrump-then-change.json")
    deal = d["deals"][0]
    deal["hands"] = [["B10", "O5"], ["NOTRUMP", "G9"], ["CHANGE", "Y1"], ["G2", "O8"]]
    ev = deal["events"]
    ev[8:12] = [
        {"type": "play", "seat": 0, "card": "O5"},
        {"type": "play", "seat": 1, "card": "G9"},
        {"type": "play", "seat": 2, "card": "Y1"},
        {"type": "play", "seat": 3, "card": "O8"},
    ]
    # no trump in trick 1: Anička B10; trump yellow for trick 2: Katka Y1 (bids 1,0,0,1)
    set_scores(deal, [11, 10, -4, -5])
    run("P1-notrump-change-no-trump-reading", d)

    # P2: 01 as the engine reads it (Bohouš's Y1 wins trick 2): clean?
    d = load("01-notrump-then-change.json")
    set_scores(d["deals"][0], [-5, -4, 10, 11])
    run("P2-notrump-change-engine-reading", d)

    # P3: a WILD played naming the led colour by a seat that holds that colour (03: Bohouš
    # holds R14; give him the second WILD instead of G2 and let him play it named R)
    d = load("03-wild-leads-trump.json")
    deal = d["deals"][0]
    deal["hands"][1] = ["R14", "B6", "WILD"]
    ev = deal["events"]
    ev[4] = {"type": "play", "seat": 1, "card": "WILD", "named": "R"}
    ev[7] = {"type": "play", "seat": 1, "card": "R14"}
    run("P3-wild-named-led-while-holding-led", d)

    # P4: a seat void in the led colour but holding a WILD plays another colour (could the
    # WILD have 'followed'?). 08 trick 2: Anička holds WILD and G3, void in yellow; she plays
    # G3 instead (Katka wins with Y4) and the WILD to trick 3 (named G) after Katka's G11.
    d = load("08-wild-takes-plus5-minus5.json")
    deal = d["deals"][0]
    ev = deal["events"]
    ev[7] = {"type": "play", "seat": 0, "card": "G3"}
    ev[9:12] = [
        {"type": "play", "seat": 2, "card": "G11"},
        {"type": "play", "seat": 0, "card": "WILD", "named": "G"},
        {"type": "play", "seat": 1, "card": "G8"},
    ]
    run("P4-void-holding-wild-plays-other", d)

    # P5: two NOTRUMPs in one trick: how many stock cards are turned after it?
    d = load("02-change-then-notrump.json")
    deal = d["deals"][0]
    deal["hands"][1] = ["NOTRUMP", "G9"]
    deal["events"][5] = {"type": "play", "seat": 1, "card": "NOTRUMP"}
    run("P5-two-notrumps-one-trick", d)

    # P6: action-only lead then a WILD: the WILD fixes the colour and wins (06 trick 1, Katka's
    # PLUS5 replaced by a WILD named B; she holds no other card that matters)
    d = load("06-action-only-trick.json")
    deal = d["deals"][0]
    deal["hands"][2] = ["WILD", "B7", "G1"]
    deal["events"][5] = {"type": "play", "seat": 2, "card": "WILD", "named": "B"}
    run("P6-action-lead-then-wild", d)

    # P7: plus/minus one alone (no hidden bid): the dealer's bid makes the total (11's bids,
    # written in seat order)
    d = load("11-pmo-hidden-forbidden.json")
    d["rules"] = {"preset": "standard", "plus_minus_one": True}
    deal = d["deals"][0]
    bids = {e["seat"]: e for e in deal["events"][:4]}
    deal["events"][:4] = [bids[s] for s in (0, 1, 2, 3)]
    run("P7-pmo-alone-seat-order", d)

    # P8: 11 with hidden_bid off but the bids still in the odd order (out of turn expected)
    d = load("11-pmo-hidden-forbidden.json")
    d["rules"] = {"preset": "standard", "plus_minus_one": True}
    run("P8-pmo-no-hidden-odd-order", d)

    # P9: durch off, a player takes every trick: one point a trick (14 scored 14 -> 12)
    d = load("14-durch.json")
    d["rules"] = {"preset": "standard"}
    run("P9-durch-off-scored-as-durch", copy.deepcopy(d))


if __name__ == "__main__":
    main()
