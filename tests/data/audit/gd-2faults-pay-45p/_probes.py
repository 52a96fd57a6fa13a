"""Probes for gd-2faults-pay-45p (not pinned): edited copies of the round's files, validated by the CLI.

Run from the worktree root:  PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/gd-2faults-pay-45p/_probes.py
Copies are written to a temporary directory; results are summarised in REPORT.md.
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
import _gen  # noqa: E402


def load(name: str) -> dict:
    return json.loads((HERE / f"{name}.json").read_text())


def run(doc: dict, tag: str, tmp: Path) -> None:
    p = tmp / f"{tag}.json"
    p.write_text(json.dumps(doc, ensure_ascii=False))
    r = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], capture_output=True, text=True)
    v = json.loads(r.stdout)
    found = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"] if a["severity"] == "violation"]
    print(f"{tag}: {v['status']} {found}")
    for d in v["deals"]:
        for a in d["annotations"]:
            print("   ", a["deal"], a["event"], a["code"], "|", a["message"][:200])


def main() -> None:
    tmp = Path(tempfile.mkdtemp())
    # A: 09 under consolation=single: the six payments fit that reading
    d = load("09-5p-mid-renonce-consolation-single-play-oot")
    d["rules"] = {"preset": "standard", "consolation": "single"}
    run(d, "A-09-consolation-single", tmp)
    # B: 02 with the sitter (seat 4) staking 10 at the founding deal
    d = load("02-clean-5p-session")
    ev = d["deals"][0]["events"]
    i = max(k for k, e in enumerate(ev) if e.get("reason") == "pool_stake")
    ev.insert(i + 1, {"type": "payment", "from": 4, "to": "pool", "amount": 10, "reason": "pool_stake"})
    run(d, "B-02-sitter-stakes", tmp)
    # C: 01 all-pass deal with the king (seat 1) paying the pass fee too
    d = load("01-clean-4p-session")
    ev = d["deals"][1]["events"]
    ev.append({"type": "payment", "from": 1, "to": "pool", "amount": 5, "reason": "pool_pass"})
    run(d, "C-01-king-pass-fee", tmp)
    # D: 01 deal 0 with the king (seat 0) paying no pool stake
    d = load("01-clean-4p-session")
    ev = d["deals"][0]["events"]
    k = next(k for k, e in enumerate(ev) if e.get("reason") == "pool_stake" and e["from"] == 0)
    del ev[k]
    run(d, "D-01-king-no-stake", tmp)
    # E: a fresh five with seat 4 out for five deals (sec. 8: one kolejka is four deals)
    specs = [dict(dealer=dl, sitter=4, plan=dict(auction="F3"), want=dict(win=1)) for dl in (0, 1, 2, 3, 0)]
    doc, _ = _gen.build(4242, 5, specs, None)
    run(doc, "E-5p-sitter-five-deals", tmp)
    # F: same, the fifth deal with seat 0 out and seat 4 dealing (the next kolejka)
    specs = [dict(dealer=dl, sitter=s, plan=dict(auction="F3"), want=dict(win=1)) for dl, s in ((0, 4), (1, 4), (2, 4), (3, 4), (4, 0))]
    doc, _ = _gen.build(4243, 5, specs, None)
    run(doc, "F-5p-next-kolejka", tmp)
    # G: 10 deal 1 with only the king's contra (no helper's): is the game then doubled?
    d = load("10-4p-king-contra-trull-mispaid")
    ev = d["deals"][1]["events"]
    del ev[8]  # helper 1's valid contra
    run(copy.deepcopy(d), "G-10-only-king-contra-paid-double", tmp)


if __name__ == "__main__":
    main()


def probe_carry() -> None:
    """H: a share recorded 10 too high in deal 0, then an ultimo takes the pool in deal 1."""
    tmp = Path(tempfile.mkdtemp())
    specs = [
        dict(dealer=0, plan=dict(auction="F3"), want=dict(win=1)),
        dict(dealer=1, plan=dict(auction="F3", announce=["pagat_ultimo"], greedy=True), want=dict(win=1, ultimo=True)),
    ]
    doc, _ = _gen.build(5151, 4, specs, None)
    ev0 = doc["deals"][0]["events"]
    k = next(k for k, e in enumerate(ev0) if e.get("reason") == "pool_share")
    ev0[k]["amount"] = _gen.r2(ev0[k]["amount"] + 10)
    ev1 = doc["deals"][1]["events"]
    t = next(k for k, e in enumerate(ev1) if e.get("reason") == "pool_ultimo")
    run(copy.deepcopy(doc), "H1-take-rules-pool", tmp)
    ev1[t]["amount"] = _gen.r2(ev1[t]["amount"] + 10)
    run(doc, "H2-take-pool-as-held", tmp)


if __name__ == "__main__" and "carry" in sys.argv:
    probe_carry()
