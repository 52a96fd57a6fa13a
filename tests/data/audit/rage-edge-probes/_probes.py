"""Phase-2 probes for rage-edge-probes: validate every file, compare with _gen.py's own replay,
and one side probe (a joker played while able to follow). Writes only to /tmp.

Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/rage-edge-probes/_probes.py
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
import _gen  # noqa: E402

OUT = Path("/tmp/rage-edge-probes")


def verdict(path: Path) -> dict:
    cmd = [sys.executable, "-m", "replays.cli", "validate", "--json", str(path)]
    res = subprocess.run(cmd, capture_output=True, text=True, check=False)
    return json.loads(res.stdout)


def main() -> None:
    OUT.mkdir(exist_ok=True)
    files, faults, _ = _gen.build()
    for name in sorted(files):
        v = verdict(HERE / name)
        (OUT / f"verdict-{name}").write_text(json.dumps(v, indent=1, ensure_ascii=False))
        got = sorted((a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"])
        want = sorted((d, e, c.split(" ")[0]) for d, e, c in faults[name])
        mine = [
            _gen.simulate(d, files[name]["start"]["round"] + i, files[name]["rules"])["scores"]
            for i, d in enumerate(files[name]["deals"])
        ]
        theirs = [d["computed"]["scores"] for d in v["deals"]]
        print(name, v["status"], got, "agree" if got == want and mine == theirs else f"DIFFER {want} {mine}")

    # side probe (not pinned): an action card played while able to follow. By the source
    # („Pouze pokud takovou nemá, vyloží … akční kartu“) this is a fault. Round 9, trump O;
    # T1 Anička G10, Bohouš PLUS5 holding G3, Katka G7 -> Anička (+5); T2 Anička Y1, Bohouš G3,
    # Katka Y9 -> Katka. Bids 1, 0, 1: scores 16, 10, 11.
    rng = _gen.random.Random(1)
    hands = [["G10", "Y1"], ["G3", "PLUS5"], ["G7", "Y9"]]
    evs = [
        _gen.B(0, 1),
        _gen.B(1, 0),
        _gen.B(2, 1),
        _gen.P(0, "G10"),
        _gen.P(1, "PLUS5"),
        _gen.P(2, "G7"),
        _gen.P(0, "Y1"),
        _gen.P(1, "G3"),
        _gen.P(2, "Y9"),
    ]
    sess = _gen.session(_gen.PLAYERS3, {}, 9, [_gen.deal(2, hands, ["O5"], evs, rng)])
    for seat, pts in enumerate([16, 10, 11]):
        evs.append({"type": "score", "party": seat, "points": pts})
    probe = OUT / "probe-action-card-while-able.json"
    probe.write_text(json.dumps(sess, ensure_ascii=False))
    v = verdict(probe)
    found = [(a["deal"], a["event"], a["code"]) for x in v["deals"] for a in x["annotations"]]
    print(
        "probe action card while able to follow:",
        v["status"],
        found,
        [x["computed"]["scores"] for x in v["deals"]],
    )


if __name__ == "__main__":
    main()
