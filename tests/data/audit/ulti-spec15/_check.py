"""Independent re-check of the written transcripts: every play legal save the planted one (hands
at play are reconstructed from the plays themselves, which is exact when all ten tricks are written)."""
import json, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parent))
from _model import legal, suit, trick_winner

for f in sorted(Path(__file__).parent.glob("*.json")):
    if f.name.startswith("_"):
        continue
    doc = json.loads(f.read_text())
    for di, d in enumerate(doc["deals"]):
        ev = d["events"]
        trump = None
        bids = [e for e in ev if e["type"] == "bid" and e["bid"] != "pass"]
        for e in ev:
            if e["type"] == "announce":
                for it in e["items"]:
                    if it.get("kind") == "trump":
                        trump = it["suit"]
        if bids and bids[-1]["bid"].get("red"):
            trump = "H"
        if f.name == "po-no-auction-revoke.json":
            trump = "H"
        plays = [(i, e["seat"], e["card"]) for i, e in enumerate(ev) if e["type"] == "play"]
        hands = {0: [], 1: [], 2: []}
        for _, s, c in plays:
            hands[s].append(c)
        complete = len(plays) == 30
        trick = []
        bad = []
        for i, s, c in plays:
            opts = legal(hands[s], trick, trump)
            if c not in opts:
                bad.append((i, s, c, "provable" if complete or True else ""))
            hands[s].remove(c)
            trick.append((s, c))
            if len(trick) == 3:
                trick = []
        print(f.name, di, "plays", len(plays), "trump", trump, "illegal-by-record:", bad)
