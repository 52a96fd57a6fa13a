"""Probes for the report (write edited copies to /tmp only, never into the round dir).

Run from the worktree root: PYTHONPATH=$PWD python tests/data/audit/real-faults-near-slips-4/_probes.py
"""

import copy
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = "/tmp/rf4-probes"


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return json.load(f)


def run(tag, doc):
    os.makedirs(OUT, exist_ok=True)
    p = os.path.join(OUT, tag + ".json")
    with open(p, "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False)
    r = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", p],
        capture_output=True,
        text=True,
        check=False,
    )
    v = json.loads(r.stdout)
    found = [
        (a["deal"], a["event"], a["code"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    ]
    print(f"{tag}: {v['status']} {found}")
    return v


def drop_event(doc, idx):
    d = copy.deepcopy(doc)
    del d["deals"][0]["events"][idx]
    return d


def last_play_index(doc):
    ev = doc["deals"][0]["events"]
    return max(i for i, e in enumerate(ev) if e["type"] == "play")


def insert_spare(doc, at, seat, card, from_idx):
    """the slip world: the skipped seat's spare written in its turn (and removed from the end)."""
    d = copy.deepcopy(doc)
    ev = d["deals"][0]["events"]
    if from_idx is not None:
        del ev[from_idx]
    ev.insert(at, {"type": "play", "seat": seat, "card": card})
    return d


# P1: the extra-card skips with the lone card after the last trick left out (the 'record stops' shape):
# Rage/Ulti/Tarocchini then read the short trick as a line left out, Galician/Danish do not.
for name in [
    "01-rage-seat-skips-trick-extra-card-at-end.json",
    "06-galician-seat-skips-trick-extra-card-at-end.json",
    "11-ottocento-seat-skips-trick-extra-card-at-end.json",
]:
    doc = load(name)
    run("P1-" + name[:2] + "-extra-card-dropped", drop_event(doc, last_play_index(doc)))

# P2: the slip world for the 'record stops' skips: the spare written in the skipped seat's turn.
# The trick then goes to the spare, and the next lead in the record (the real winner's) is out of turn:
# the same two findings the engine gives the real fault, i.e. the engine reads the real fault as this slip.
for name, at, seat, card in [
    ("04-ulti-seat-skips-trick-record-stops.json", 24, 1, "QH"),
    ("13-terziglio-seat-skips-trick-record-stops.json", 16, 1, "T19"),
]:
    run("P2-" + name[:2] + "-spare-in-its-turn", insert_spare(load(name), at, seat, card, None))

# P3: the two-cards files with the second card deleted: the engine's findings after it (revoke 'while
# holding' the second card, the line-left-out at the end) come from keeping the played card in the hand.
for name, idx in [
    ("02-rage-two-cards-to-one-trick.json", 31),
    ("14-terziglio-two-cards-to-one-trick.json", 11),
]:
    run("P3-" + name[:2] + "-second-card-deleted", drop_event(load(name), idx))
