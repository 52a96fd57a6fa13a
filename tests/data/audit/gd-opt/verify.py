"""Sanity pass over the generated transcripts with the blind model (legality, card conservation)."""
import glob
import json
from collections import Counter

from gen import check_plays
from model import deck

for f in sorted(glob.glob("[0-9][0-9]-*.json")):
    tr = json.load(open(f))
    for di, d in enumerate(tr["deals"]):
        if d["hands"] is None:
            print(f, di, "play-only")
            continue
        allc = Counter(sum(d["hands"], []) + d["talon"])
        assert allc == Counter(deck()), (f, di)
        faults = check_plays(d["hands"], d["talon"], d["events"])
        plays = sum(1 for e in d["events"] if e["type"] == "play")
        print(f, di, "plays", plays, "faults", faults)
