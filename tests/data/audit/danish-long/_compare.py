"""Phase 2: the engine's verdicts against _figures.txt (run from the worktree root)."""

import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
F = json.loads((HERE / "_figures.txt").read_text())
for name, v in F.items():
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(HERE / f"{name}.json")],
        capture_output=True,
        text=True,
    ).stdout
    ver = json.loads(out)
    anns = [(a["deal"], a["event"], a["code"], a["severity"]) for d in ver["deals"] for a in d["annotations"]]
    mine = [tuple(x[:3]) for x in v["expect"]]
    print(f"== {name}: {ver['status']} engine {anns} / mine {mine}")
    # deal by deal: card points, pools, dealer
    for d, fig in zip(ver["deals"], v["figures"]):
        c = d["computed"]
        cp = (
            {str(k): val for k, val in (c.get("card_points") or {}).items()}
            if isinstance(c.get("card_points"), dict)
            else c.get("card_points")
        )
        myc = fig["card_points"]
        myc_list = (
            [myc.get(str(s)) for s in range(len(c.get("card_points") or []))] if isinstance(cp, list) else myc
        )
        pools = c.get("pools")
        if pools and {k: float(x) for k, x in pools.items() if x is not None} != {
            k: float(x) for k, x in fig["pools_after"].items()
        }:
            print("   pools differ deal", d["index"], pools, fig["pools_after"])
        if isinstance(cp, list) and [x for x in cp if x is not None] != [
            myc[str(s)] for s in range(len(cp)) if str(s) in myc
        ]:
            print("   card points differ deal", d["index"], cp, myc)
        if c.get("dealer") != fig["dealer"]:
            print("   dealer differs", d["index"], c.get("dealer"), fig["dealer"])
        exp = {k: float(x) for k, x in d["settlement"]["expected"].items()}
        mine_net = {k: float(x) for k, x in fig["deal_net"].items()}
        mine_net.update({p: float(fig["pools_after"][p]) for p in ()})
        diff = {k: (exp.get(k), mine_net.get(k)) for k in mine_net if abs(exp.get(k, 0) - mine_net[k]) > 1e-6}
        if diff:
            print("   deal net differs", d["index"], diff)
        if d["settlement"]["difference"]:
            print("   settlement difference deal", d["index"], d["settlement"]["difference"])
        if d.get("unchecked"):
            print("   unchecked", d["index"], d["unchecked"])
    s = ver.get("session", {})
    print("   session pools", s.get("pools"), "shares", s.get("pool_shares"))
    print("   session net expected", s.get("net", {}).get("expected"), "mine", v["figures"][-1]["net_after"])
    print("   session net difference", s.get("net", {}).get("difference"))
    print("   warnings", ver["summary"]["warnings"])
