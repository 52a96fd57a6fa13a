"""Print a transcript's non-play events (and plays near the fault) for checking."""

import json
import sys

for f in sys.argv[1:]:
    d = json.load(open(f))
    print("==", f, d.get("rules"), d.get("start"))
    for i, dl in enumerate(d["deals"]):
        print(" deal", i, "dealer", dl["dealer"], [len(h) for h in dl["hands"]])
        for j, e in enumerate(dl["events"]):
            if e["type"] != "play" or e.get("named"):
                print("  ", j, e)
