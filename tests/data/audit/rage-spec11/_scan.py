"""List the special tricks of each transcript (with a stock) under the round's model, for EXPECTED.md."""
import glob, json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _gen import ACTIONS, Stock, colour, led_colour, resolve

for p in sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), "*.json"))):
    t = json.load(open(p, encoding="utf-8")); n = len(t["players"])
    out = []
    for di, d in enumerate(t["deals"]):
        if not d.get("talon"):
            continue
        pl = [(e["seat"], e["card"], e.get("named")) for e in d["events"] if e["type"] == "play"]
        st = Stock(d["talon"]); tr = st.turn()
        if d["talon"][0] in ACTIONS:
            out.append(f"d{di}: first stock card {d['talon'][0]} is an action card, trump {tr}")
        for i in range(len(pl) // n):
            tk = pl[n * i:n * i + n]; b = tr
            w, tr, eff = resolve(tk, tr, st)
            cards = [c for _, c, _ in tk]
            tags = []
            if all(c in ACTIONS for c in cards): tags.append("all-action")
            if cards[0] in ACTIONS: tags.append("action-lead:" + cards[0])
            if cards.count("WILD") == 2: tags.append("two-wilds")
            if "WILD" in cards:
                nm = [x for _, c, x in tk if c == "WILD"]
                tags.append(f"wild named {nm} (trump {eff}, led {led_colour(tk)})")
            if cards.count("CHANGE") >= 2: tags.append("two-changes")
            if "CHANGE" in cards: tags.append(f"change {b}->{eff}")
            if "NOTRUMP" in cards: tags.append(f"notrump (was {b}, after {tr})")
            if tags:
                out.append(f"d{di} t{i}: {tk} winner {w}: " + "; ".join(tags))
    print("==", os.path.basename(p)); print("\n".join("   " + x for x in out))
