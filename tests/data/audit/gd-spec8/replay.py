"""gd-spec8: my own replay of a transcript (blind model), to check my files and to calibrate
my reading against the public examples.  Prints per deal: declarer, contract, packets,
points, tricks, premiums made, and the recorded payment nets."""

import json
import sys
from fractions import Fraction

from model import CONTRACT, is_trump, packet, pile_points, trick_winner, suit

ORDER = ["three", "bottom", "top", "two", "one", "solo"]


def replay(t):
    n = len(t["players"])
    out = []
    for di, d in enumerate(t["deals"]):
        ev = d["events"]
        bids = [(e["seat"], e["bid"]) for e in ev if e["type"] == "bid"]
        best = None
        for s, b in bids:
            if b in ORDER:
                if best is None or ORDER.index(b) >= ORDER.index(best[1]):
                    best = (s, b)
            elif b == "hold" and best is not None:
                best = (s, best[1])
        if best is None:
            out.append({"deal": di, "allpass": True})
            continue
        decl, contract = best
        rejects = sum(1 for e in ev if e["type"] == "call" and e.get("call") == "reject")
        count = CONTRACT[contract][3] + rejects
        take = [c for e in ev if e["type"] == "take" for c in e["cards"]]
        disc = [c for e in ev if e["type"] == "discard" for c in e["cards"]]
        talon = d.get("talon") or []
        if talon and contract != "solo":
            exp = packet(talon, contract, count)
        else:
            exp = []
        plays = [(i, e["seat"], e["card"]) for i, e in enumerate(ev) if e["type"] == "play"]
        tricks = []
        piles = {}
        cur = []
        for i, s, c in plays:
            cur.append((s, c))
            if len(cur) == 3:
                w = trick_winner(cur)
                tricks.append((w, cur))
                piles.setdefault(w, []).extend(c for _, c in cur)
                cur = []
        pl = list(piles.get(decl, [])) + disc
        rest = [c for c in talon if c not in take]
        pts = pile_points(pl)
        helpers_cards = [c for s, p in piles.items() if s != decl for c in p] + rest
        contra = max([e["level"] for e in ev if e["type"] == "double" and e["target"] == "game"] or [1])
        trull = all(c in pl for c in ("SKIZ", "T21", "T1"))
        kings = all(f"K{x}" in pl for x in "HDSC")
        last = tricks[-1] if len(tricks) == 12 else None
        ult = last is not None and last[0] == decl and any(c == "T1" and s == decl for s, c in last[1])
        pays = {}
        for e in ev:
            if e["type"] == "payment":
                pays[e["from"]] = pays.get(e["from"], 0) - e["amount"]
                pays[e["to"]] = pays.get(e["to"], 0) + e["amount"]
        out.append({
            "deal": di, "decl": decl, "contract": contract, "count": count, "contra": contra,
            "take_ok": take == exp, "take": take, "exp_take": exp, "pts": pts,
            "helpers_pts": pile_points(helpers_cards), "tricks": len(tricks),
            "trull": trull, "kings": kings, "ultimo": ult, "recorded_net": pays,
        })
    return out


if __name__ == "__main__":
    for f in sys.argv[1:]:
        print("==", f)
        for r in replay(json.load(open(f))):
            r = {k: (float(v) if isinstance(v, Fraction) else v) for k, v in r.items()}
            print(r)
