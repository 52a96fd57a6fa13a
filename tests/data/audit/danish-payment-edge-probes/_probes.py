"""Phase-2 probes (write only to /tmp): further single edits of the clean bases, run through the engine."""

import json
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).parent


def load(name):
    return json.loads((HERE / name).read_text())


def run(tag, doc):
    Path(f"/tmp/dpe_probe_{tag}.json").write_text(json.dumps(doc))
    v = validate(doc)
    found = [
        (a["deal"], a["event"], a["code"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    ]
    print(tag, v["status"], found)


# 1. seat 2 at 23 points (difference -3 -> -5) pays nothing: missing
d = load("01-base-3p-ultimos.json")
del d["deals"][0]["events"][101]
run("23-points-unpaid", d)

# 2. 4 players: the session end split in three among the last deal's active seats
d = load("02-base-4p-pagat-trick-share.json")
ev = d["deals"][2]["events"]
end = [e for e in ev if e.get("reason") == "session_end"]
keep = [e for e in ev if e.get("reason") != "session_end"]
for pool, total in (("pagat_pool", 90), ("king_pool", 110)):
    for s in (1, 2, 3):
        keep.append(
            {"type": "payment", "from": pool, "to": s, "amount": round(total / 3, 6), "reason": "session_end"}
        )
d["deals"][2]["events"] = keep
run("share-of-three", d)

# 3. King Ultimo beside a king przydupek: the przydupek pays the pool as it stood after the taking (0)
d = load("01-base-3p-ultimos.json")
d["deals"][2]["events"][93]["amount"] = 0
run("przydupek-pays-emptied-pool", d)

# 4. the new dealer (32 points, +5) also paid by a tied seat (extra 5 from seat 0)
d = load("04-base-3p-pagat-przydupek-tie.json")
d["deals"][1]["events"].insert(
    91, {"type": "payment", "from": 0, "to": 2, "amount": 5, "reason": "card_points"}
)
run("tie-extra-to-new-dealer", d)
