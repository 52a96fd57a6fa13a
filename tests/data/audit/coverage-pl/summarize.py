"""Print each transcript's expected settlement (net per party per deal) from its own payments."""
import json, sys
from pathlib import Path
from collections import defaultdict

for p in sorted(Path(__file__).parent.glob("*.json")):
    t = json.loads(p.read_text(encoding="utf-8"))
    print(f"### {p.name}")
    for i, d in enumerate(t["deals"]):
        net = defaultdict(float)
        for e in d["events"]:
            if e["type"] == "payment":
                net[str(e["from"])] -= e["amount"]
                net[str(e["to"])] += e["amount"]
        nets = ", ".join(f"{k}: {round(v, 2):+g}" for k, v in sorted(net.items()) if round(v, 2))
        print(f"- deal {i}: {nets}")
