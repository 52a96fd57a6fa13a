"""Re-reads every transcript: cards from the hands, follow/trump rules, Joker rules, payments' net per deal."""
import json
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from model import legal_cards, suit, trick_winner  # noqa: E402

for f in sorted(Path(__file__).parent.glob("*.json")):
    t = json.loads(f.read_text())
    n = len(t["players"])
    out = []
    for di, d in enumerate(t["deals"]):
        hands = {s: list(h) for s, h in enumerate(d["hands"])}
        cards = sum(len(h) for h in d["hands"])
        allc = [c for h in d["hands"] for c in h]
        assert cards == 78 and len(set(allc)) == 78, (f, di)
        assert len(d["hands"][d["dealer"]]) == 28
        trick, led, tno = [], None, 0
        net = defaultdict(int)
        demanded = False
        for ei, e in enumerate(d["events"]):
            if e["type"] == "discard":
                for c in e["cards"]:
                    hands[e["seat"]].remove(c)
            elif e["type"] == "call" and e["call"] == "joker":
                demanded = True
            elif e["type"] == "play":
                s, c = e["seat"], e["card"]
                lg = legal_cards(hands[s], led, tno)
                if c not in lg:
                    out.append(f"deal {di} event {ei}: seat {s} {c} not legal (trick {tno + 1})")
                if demanded and tno == 22 and "JOKER" in hands[s] and c != "JOKER":
                    out.append(f"deal {di} event {ei}: seat {s} withholds the demanded Joker")
                hands[s].remove(c)
                if not trick:
                    led = e.get("named") if c == "JOKER" else suit(c)
                trick.append((s, c))
                if len(trick) == 3:
                    trick_winner(trick, led)
                    trick, led, tno = [], None, tno + 1
            elif e["type"] == "payment":
                net[str(e["from"])] -= e["amount"]
                net[str(e["to"])] += e["amount"]
            elif e["type"] == "score":
                net[str(e["party"])] += e["points"]
        out.append(f"deal {di}: {tno} tricks{' +' + str(len(trick)) if trick else ''}, net {dict((k, v) for k, v in net.items() if v)}")
    print(f.name)
    for o in out:
        print("   ", o)
