import json, sys
from model import RANK_T, RANK_N, trick_winner_idx
d = json.load(open(sys.argv[1]))
for di, deal in enumerate(d["deals"]):
    print("deal", di, "dealer", deal["dealer"])
    for s, h in enumerate(deal["hands"]):
        print("  hand", s, " ".join(h))
    trick = []
    for i, e in enumerate(deal["events"]):
        if e["type"] == "play":
            trick.append(e["card"])
            print(f"  {i:3d} play s{e['seat']} {e['card']}", end="")
            if len(trick) == 3:
                print("   |", " ".join(trick)); trick = []
            else:
                print()
        else:
            print(f"  {i:3d}", json.dumps({k: v for k, v in e.items() if k != 'type'}, ensure_ascii=False), e["type"])
