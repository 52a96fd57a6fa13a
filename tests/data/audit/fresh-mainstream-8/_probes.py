"""Probes (phase 2) of the action-card combinations the source leaves open. Writes under /tmp only."""

import json
import subprocess
import sys

PY = sys.executable


def run(name, players, hands, talon, plays, start_round):
    n = len(players)
    ev = [{"type": "bid", "seat": (1 + i) % n, "bid": 0} for i in range(n)]
    for s, c, *nm in plays:
        e = {"type": "play", "seat": s, "card": c}
        if nm:
            e["named"] = nm[0]
        ev.append(e)
    doc = {
        "format": "trick-transcript/1",
        "game": "rage",
        "players": players,
        "start": {"round": start_round, "totals": [0] * n},
        "deals": [{"dealer": 0, "hands": hands, "talon": talon, "events": ev}],
    }
    p = f"/tmp/fm8-probe-{name}.json"
    json.dump(doc, open(p, "w"))
    out = subprocess.run([PY, "-m", "replays.cli", "validate", "--json", p], capture_output=True, text=True).stdout
    v = json.loads(out)
    d = v["deals"][0] if v["deals"] else {}
    c = d.get("computed", {})
    print(name, v["status"], "trumps", c.get("trumps"), "winners", c.get("trick_winners"),
          [(a["code"], a["message"]) for a in d.get("annotations", [])], v.get("problems"))


# two NOTRUMPs in one trick: one turn after it (next trump G) or two (B)?
run("nt-nt", ["A", "B", "C"],
    [["B7", "B2"], ["Y5", "P1"], ["NOTRUMP", "G2"]] and [["NOTRUMP", "B2"], ["Y5", "P1"], ["NOTRUMP", "G2"]],
    ["R0", "G3", "B4", "O5", "O6", "O7"],
    [(1, "Y5"), (2, "NOTRUMP"), (0, "NOTRUMP"), (1, "P1"), (2, "G2"), (0, "B2")], 9)
# NOTRUMP then CHANGE in one trick: is the changed colour trump in this trick? one more turn after it?
run("nt-change", ["A", "B", "C", "D"],
    [["G1", "P9"], ["Y5", "P1"], ["NOTRUMP", "P2"], ["CHANGE", "P3"]],
    ["R0", "G3", "B4", "O5", "O6", "O7"],
    [(1, "Y5"), (2, "NOTRUMP"), (3, "CHANGE"), (0, "G1"), (1, "P1"), (2, "P2"), (3, "P3"), (0, "P9")], 9)
# CHANGE then NOTRUMP (read in order by me): no trump this trick, a turn after it
run("change-nt", ["A", "B", "C", "D"],
    [["G1", "P9"], ["Y5", "P1"], ["CHANGE", "P2"], ["NOTRUMP", "P3"]],
    ["R0", "G3", "B4", "O5", "O6", "O7"],
    [(1, "Y5"), (2, "CHANGE"), (3, "NOTRUMP"), (0, "G1"), (1, "P1"), (2, "P2"), (3, "P3"), (0, "P9")], 9)
# both WILDs named the same colour: the second is higher
run("wild-wild", ["A", "B", "C"],
    [["WILD", "P2"], ["Y5", "P1"], ["WILD", "G2"]],
    ["R0", "G3", "B4", "O5", "O6", "O7"],
    [(1, "Y5"), (2, "WILD", "Y"), (0, "WILD", "Y"), (0, "P2"), (1, "P1"), (2, "G2")], 9)
