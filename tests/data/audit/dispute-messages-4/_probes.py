"""Probes for dispute-messages-4 (write only under /tmp/dm4p). Run after _gen.py."""

import copy
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = Path("/tmp/dm4p")
OUT.mkdir(exist_ok=True)


def load(name):
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def save(name, doc):
    (OUT / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1), encoding="utf-8")


# P1: Galician renonce (09) as the session's last deal: no next deal, so section 31 does not bar
# the claim; (a) paid as played; (b) paid as the renonce makes it (consolation 30 a helper).
d = load("09-galician-renonce-then-paid-as-won.json")
p = copy.deepcopy(d)
p["deals"] = p["deals"][:1]
save("p1a-galician-renonce-last-deal-paid-as-played.json", p)
q = copy.deepcopy(p)
ev = [e for e in q["deals"][0]["events"] if e["type"] != "payment"]
for s in range(3):
    ev.append({"type": "payment", "from": s, "to": "pool", "amount": 10, "reason": "pool_stake"})
ev.append({"type": "payment", "from": 2, "to": 0, "amount": 30, "reason": "game"})
ev.append({"type": "payment", "from": 2, "to": 1, "amount": 30, "reason": "game"})
ev.append({"type": "payment", "from": 0, "to": "pool", "amount": 3, "reason": "pool_share"})
ev.append({"type": "payment", "from": 1, "to": "pool", "amount": 3, "reason": "pool_share"})
q["deals"][0]["events"] = ev
save("p1b-galician-renonce-last-deal-consolation.json", q)

# P2: Ulti false 40 (06) with the party paid as lost (the 40 not counted).
d = load("06-ulti-false-40-then-paid-as-won.json")
p = copy.deepcopy(d)
for e in p["deals"][0]["events"]:
    if e["type"] == "payment":
        e["from"], e["to"] = e["to"], e["from"]
save("p2-ulti-false-40-paid-as-lost.json", p)

# P3: Galician 10: which cards each seat played against its dealt hand.
d = load("10-galician-solo-after-pass-then-played.json")
dl = d["deals"][0]
for s in range(3):
    played = sorted(e["card"] for e in dl["events"] if e["type"] == "play" and e["seat"] == s)
    print("P3 seat", s, "played exactly its dealt hand:", played == sorted(dl["hands"][s]))

# P4: Ulti 05 with Csilla's payment written as 0-line absent and Anna paying 2 (as is): the
# recorded map; and the same deal with a line Csilla->Béla 0 is impossible (amount > 0), so only
# the shape is probed via 05 itself.

# P5: Galician 11 (false tarock count) as the last deal: the game lost applies.
d = load("11-galician-false-tarock-count-then-paid.json")
p = copy.deepcopy(d)
p["deals"] = p["deals"][:1]
save("p5-galician-false-count-last-deal.json", p)
