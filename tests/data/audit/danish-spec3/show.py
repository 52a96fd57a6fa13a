import json
import sys

d = json.load(open(sys.argv[1]))
print({k: v for k, v in d.items() if k != "deals"})
for i, dl in enumerate(d["deals"]):
    print(
        "deal",
        i,
        "dealer",
        dl["dealer"],
        "hands",
        None if dl["hands"] is None else [len(h) for h in dl["hands"]],
    )
    ev = dl["events"]
    plays = [j for j, e in enumerate(ev) if e["type"] == "play"]
    for j, e in enumerate(ev):
        if e["type"] != "play" or "named" in e or (plays and j >= plays[-3] if len(plays) >= 75 else False):
            print("  ", j, json.dumps(e, ensure_ascii=False))
