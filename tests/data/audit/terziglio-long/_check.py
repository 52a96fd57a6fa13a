"""Self-check of the generated files: replays every deal with _gen's rules, lists illegal plays."""

import json, sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from _gen import legal, trick_winner, suit  # noqa: E402

for f in sorted(Path(__file__).parent.glob("*.json")):
    t = json.load(open(f))
    for di, d in enumerate(t["deals"]):
        hands = [list(h) for h in d["hands"]]
        leader = (d["dealer"] + 1) % 3
        trick = []
        for ei, e in enumerate(d["events"]):
            if e["type"] == "take":
                hands[e["seat"]] += e["cards"]
            elif e["type"] == "discard":
                for c in e["cards"]:
                    hands[e["seat"]].remove(c)
            elif e["type"] == "play":
                s, c = e["seat"], e["card"]
                exp = (leader + len(trick)) % 3
                if s != exp:
                    print(f.name, di, ei, "out of turn")
                if c not in legal(hands[s], trick):
                    print(f.name, di, ei, "illegal", s, c, "trick", trick, "hand", sorted(hands[s]))
                hands[s].remove(c)
                trick.append((s, c))
                if len(trick) == 3:
                    leader = trick_winner(trick)
                    trick = []
        assert not any(hands), (f.name, di)
