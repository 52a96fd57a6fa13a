"""Extra probes for ottocento-sessions; writes only under /tmp/ottocento-sessions-probes."""

import copy
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = Path("/tmp/ottocento-sessions-probes")


def main() -> None:
    OUT.mkdir(exist_ok=True)
    base = json.loads((HERE / "03-clean-won-on-declarations.json").read_text())
    # P1: the same session with start totals 10 lower: declarations reach 797 only, yet the
    # deal is stopped and the next deal begins a new game.
    t = copy.deepcopy(base)
    t["start"]["totals"] = [765, 610]
    ev = t["deals"][0]["events"]
    for e in ev:
        if e["type"] == "total" and e["party"] == "team0":
            e["points"] = 797
    (OUT / "p1-declarations-short-of-800.json").write_text(json.dumps(t))
    # P2: 01 with deal 5's team0 total written 10 short (859 for 869): still over 800.
    t = json.loads((HERE / "01-clean-game-to-800.json").read_text())
    for e in t["deals"][5]["events"]:
        if e["type"] == "total" and e["party"] == "team0":
            e["points"] -= 10
    (OUT / "p2-winning-total-miscarried.json").write_text(json.dumps(t))
    # P3: 02 with both teams ending deal 0 on the same total? (tie) -- sheet edited so that
    # team0's card points line is 3 higher (811-811): a wrong_score, then the tie.
    t = json.loads((HERE / "02-clean-both-over-800.json").read_text())
    for e in t["deals"][0]["events"]:
        if e["type"] == "score" and e["party"] == "team0" and e["reason"] == "card_points":
            e["points"] += 3
        if e["type"] == "total" and e["party"] == "team0":
            e["points"] += 3
    (OUT / "p3-both-over-800-tie-on-sheet.json").write_text(json.dumps(t))


if __name__ == "__main__":
    main()
