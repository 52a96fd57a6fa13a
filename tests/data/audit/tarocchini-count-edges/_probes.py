"""Extra probes for tarocchini-count-edges: write edited copies under /tmp only."""

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = Path("/tmp/tarocchini-count-edges-probes")


def load(name):
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def save(name, t):
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / name).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def main():
    # P1: the sheet goes on adding after team0 passed 800 (no new game)
    t = load("10-otto-800-new-game.json")
    ev = t["deals"][1]["events"]
    for e in ev:
        if e["type"] == "total":
            e["points"] += {"team0": 815, "team1": 700}[e["party"]]
    save("p1-800-totals-continue.json", t)
    # P2: 05 with team1's last-trick line written as 0 (the 6 moved to team0)
    t = load("05-otto-last-trick-wrong-team.json")
    ev = t["deals"][0]["events"]
    ev.append({"type": "score", "party": "team1", "points": 0, "reason": "last_trick"})
    save("p2-last-trick-zero-line.json", t)
    # P3: 03 with the seat line moved to its team (what the engine wants)
    t = load("03-otto-per-player-declarations.json")
    for e in t["deals"][0]["events"]:
        if e["type"] == "score" and e["party"] == 2:
            e["party"] = "team0"
    save("p3-declaration-line-per-team.json", t)


if __name__ == "__main__":
    main()
