"""Ad-hoc probes for terziglio-auction-edges2 (phase 2). Writes only to /tmp.

Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/terziglio-auction-edges2/_probes.py
"""

import copy
import json
import random
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _gen as g  # noqa: E402

TMP = Path("/tmp/terziglio-auction-edges2-probes")
TMP.mkdir(exist_ok=True)


def run(name, t):
    p = TMP / f"{name}.json"
    p.write_text(json.dumps(t, indent=1))
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], capture_output=True, text=True
    )
    v = json.loads(out.stdout)
    found = [(a["deal"], a["event"], a["code"]) for d in v.get("deals", []) for a in d["annotations"]]
    gp = [d.get("computed", {}).get("game_points") for d in v.get("deals", [])]
    print(f"{name}: {v['status']} {found} game_points={gp} {[p['code'] for p in v.get('problems', [])]}")
    for d in v.get("deals", []):
        for a in d["annotations"]:
            print("    ", a["message"])


def base(seed=1):
    return g.gioco_sweep(random.Random(seed), take=["QS"], discard=["6S"], last_two=["KS", "QS"])


def with_bids(d, bids):
    d = copy.deepcopy(d)
    d["events"] = [{"type": "bid", "seat": s, "bid": b} for s, b in bids] + d["events"][3:]
    return d


def main():
    d = base()
    # P1 gioco, solo over it, then the gioco bidder comes back with solo (a second round)
    run("p1-second-round", g.transcript([with_bids(d, [(1, "gioco"), (2, "solo"), (0, "pass"), (1, "solo")])]))
    # P2 gioco over gioco
    run("p2-gioco-over-gioco", g.transcript([with_bids(d, [(1, "gioco"), (2, "gioco"), (0, "pass")])]))
    # P3 solo over solo
    s = g.solo_sweep(random.Random(2))
    s2 = copy.deepcopy(s)
    s2["events"][1] = {"type": "bid", "seat": 2, "bid": "solo"}
    run("p3-solo-over-solo", g.transcript([s2]))
    # P4 all pass, nothing else
    a = copy.deepcopy(d)
    a["events"] = [{"type": "bid", "seat": k, "bid": "pass"} for k in (1, 2, 0)]
    run("p4-all-pass", g.transcript([a]))
    # P5 unequal exchange: take QS and NS, lay away 6S only (19 cards)
    u = copy.deepcopy(d)
    u["events"][3] = {"type": "take", "seat": 1, "cards": ["QS", "NS"]}
    run("p5-take2-discard1", g.transcript([u]))
    # P7 discard without take (lay away more than taken)
    w = copy.deepcopy(d)
    del w["events"][3]
    run("p7-discard-without-take", g.transcript([w]))
    # P8 monte asked by the dealer first
    mo = copy.deepcopy(d)
    mo["events"] = [{"type": "redeal", "seat": 0, "reason": "monte"}] + mo["events"]
    run("p8-monte-dealer-first", g.transcript([mo]))
    # P9 monte off, a monte call
    run("p9-monte-off", g.transcript([mo], rules={"preset": "standard", "monte": False}))
    # P10 wrong score on the opponents' side of a declarer sweep (opponent written 40)
    ws = copy.deepcopy(d)
    ws["events"] += g.scores([40, 40, 0])
    run("p10-opponent-written-40", g.transcript([ws]))
    # P11 solo declarer swept by the opponents: winners get 40 (not doubled by default)
    # (built from the opponents' sweep deal with the bid changed to solo and no exchange)
    o = g.opponents_sweep(random.Random(3))
    o2 = copy.deepcopy(o)
    o2["events"][0]["bid"] = "solo"
    del o2["events"][3:5]
    # the declarer keeps his dealt hand: replay his plays: swap the taken card back
    take, disc = o["events"][3]["cards"][0], o["events"][4]["cards"][0]
    for e in o2["events"]:
        if e["type"] == "play" and e["card"] == take:
            e["card"] = disc
    o2["events"] += g.scores([40, 0, 40])
    run("p11-solo-opponents-sweep-40", g.transcript([o2]))
    # P12 the same with the 80 written
    o3 = copy.deepcopy(o2)
    o3["events"][-3:] = g.scores([80, 0, 80])
    run("p12-solo-opponents-sweep-80", g.transcript([o3]))
    # P13 all three monte but the dealer of the next deal does not move
    mm = copy.deepcopy(d)
    mm["events"] = [{"type": "redeal", "seat": k, "reason": "monte"} for k in (1, 2, 0)]
    d1 = copy.deepcopy(d)
    d1["events"] += g.scores([0, 40, 0])
    run("p13-monte-same-dealer", g.transcript([mm, d1]))
    # P14 a declarer bidding gioco then playing without taking anything (no exchange: allowed)
    ne = g.gioco_sweep(random.Random(1), take=[], discard=[], last_two=["KS", "6S"])
    del ne["events"][3:5]
    ne["events"] += g.scores([0, 40, 0])
    run("p14-gioco-no-exchange", g.transcript([ne]))
    # P15 nineteen preset with 18-card hands (wrong widow size for the preset)
    run("p15-nineteen-with-18", g.transcript([ws], rules={"preset": "nineteen"}))


if __name__ == "__main__":
    main()
