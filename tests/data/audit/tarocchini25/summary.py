"""Print a compact summary of every figures file (for EXPECTED.md)."""

import glob
import json

from model import trump_run

for f in sorted(glob.glob("*.fig.json.txt")):
    d = json.load(open(f))
    print("##", f.replace(".fig.json.txt", ""), d.get("planted", ""))
    for i, dl in enumerate(d["deals"]):
        print(
            f" deal {i} dealer {dl['dealer']}",
            "bid_seat",
            dl.get("bid_seat"),
            "winner_side",
            dl.get("winner_side"),
            "gp",
            dl.get("game_points"),
            dl.get("seat_pts"),
        )
        for s, items in dl["declarations"].items():
            its = [
                (
                    it["of"]
                    + ("/" + it["suit"] if it.get("suit") else "")
                    + ":"
                    + str(it.get("count", it.get("length")))
                )
                for it in items
            ]
            print(f"   seat {s} declares {its} = {dl.get('decl_points', {}).get(s)}")
        for t in "01":
            sc = dl["score"][t]
            pc = [
                (
                    c["of"]
                    + ("/" + c["suit"] if c.get("suit") else "")
                    + ":"
                    + str(c.get("count", c.get("length")))
                )
                for c in sc["pile_combos"]
            ]
            tr = sorted(
                [c for c in dl["piles"][t] if c.startswith("T") or c == "MATTO"],
                key=lambda c: -int(c[1:]) if c != "MATTO" else 99,
            )
            print(
                f"   side {t}: decl {sc['declarations']} comb {sc['combinations']} cards {sc['card_points']} last {sc['last_trick']} = {sc['total']}"
            )
            print(f"     pile combos {pc}")
            print(f"     pile trumps {tr} run={trump_run(dl['piles'][t])}")
        print("   totals", dl.get("totals"))
