"""ulti-po: my own replay check of the play-only files (hands rebuilt from the plays + discards)."""
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from model import DECK, legal, suit, winner_idx  # noqa: E402

for f in sorted(Path(__file__).parent.glob("[0-9]*.json")):
    doc = json.loads(f.read_text())
    for di, d in enumerate(doc["deals"]):
        ev = d["events"]
        trump = None
        bids = [e for e in ev if e["type"] == "bid" and e["bid"] != "pass"]
        last = bids[-1]
        decl = last["seat"]
        goals = last["bid"]["goals"]
        if last["bid"].get("red"):
            trump = "H"
        for e in ev:
            if e["type"] == "announce":
                trump = e["items"][0]["suit"]
        if any(g in ("betli", "rebetli") for g in goals) or goals == ["durchmarsch"]:
            trump = None
        ps = [(i, e) for i, e in enumerate(ev) if e["type"] == "play"]
        hands = {s: [e["card"] for i, e in ps if e["seat"] == s] for s in range(3)}
        allc = [e["card"] for i, e in ps]
        discards = [e for e in ev if e["type"] == "discard"]
        talon = discards[-1]["cards"] if discards else []
        probs = []
        if len(set(allc)) != len(allc):
            probs.append("dup")
        if set(allc) & set(talon):
            probs.append("talon played")
        if len(ps) == 30 and set(allc) | set(talon) != set(DECK):
            probs.append("not 32")
        keep7 = "7" + trump if trump and "ulti" in goals else None
        leader = decl
        h = {s: list(v) for s, v in hands.items()}
        for t in range(0, len(ps), 3):
            trick = []
            for j in range(3):
                i, e = ps[t + j]
                s = e["seat"]
                if s != (leader + j) % 3:
                    probs.append(f"turn@{i}")
                k7 = keep7 if s == decl else None
                if e["card"] in h[s] and e["card"] not in legal(h[s], trick, trump, k7):
                    probs.append(f"illegal@{i}:{e['card']}")
                if e["card"] in h[s]:
                    h[s].remove(e["card"])
                trick.append(e["card"])
            leader = (leader + winner_idx(trick, trump)) % 3
            leader = [ps[t + x][1]["seat"] for x in range(3)][winner_idx(trick, trump)]
        print(f.name, di, len(ps), probs)
