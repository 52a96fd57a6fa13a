"""Probes beyond the corpus (run from the worktree root with PYTHONPATH=$PWD).

Each edits a copy of a corpus file in memory and prints the engine's findings.
"""

import copy
import json
from pathlib import Path


HERE = Path(__file__).resolve().parent


def verdict(t):
    import os
    import subprocess
    import tempfile

    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(t, f)
    out = subprocess.run(
        ["/work/venv/bin/python", "-m", "replays.cli", "validate", "--json", f.name],
        capture_output=True,
        text=True,
        env=dict(os.environ),
    ).stdout
    os.unlink(f.name)
    v = json.loads(out)
    return v["status"], [
        (a["deal"], a["event"], a["code"]) for d in v.get("deals", []) for a in d["annotations"]
    ] or [(e.get("pointer"), e.get("code")) for e in v.get("errors", v.get("problems", []))]


def load(name):
    return json.loads((HERE / name).read_text())


def probes():
    t12 = load("t12-wrong-total-last.json")
    a = copy.deepcopy(t12)
    a["deals"][6]["events"][65]["points"] = 19
    yield "t12, seat 0's total slip corrected (gapless 3 for the declarer stands)", a
    b = copy.deepcopy(t12)
    b["deals"][6]["events"][65]["points"] = 19
    b["deals"][6]["events"][67]["points"] = 25
    yield "t12, the slip moved to seat 2's total (score 0 that deal)", b
    d = copy.deepcopy(t12)
    d["deals"][6]["events"] = d["deals"][6]["events"][:65]
    yield "t12, deal 6 without totals", d
    t04 = load("t04-capotto-understated-clean.json")
    e = copy.deepcopy(t04)
    e["rules"]["solo_doubles_all_tricks"] = True
    yield "t04 with solo_doubles_all_tricks: the solo capotto's 40 (expect wrong_score, 80)", e
    f = copy.deepcopy(t04)
    f["deals"][5]["events"][0]["bid"] = "solo_grande"
    yield "t04 deal 5, a bid above solo the source does not name", f
    t01 = load("t01-six-deals-clean.json")
    g = copy.deepcopy(t01)
    g["deals"][0]["events"].insert(3, {"type": "bid", "seat": 2, "bid": "solo"})
    yield "t01 deal 0, a passed seat bids solo after the auction ended (seat 2 passed first)", g


if __name__ == "__main__":
    for title, t in probes():
        print(title, "->", *verdict(t))
