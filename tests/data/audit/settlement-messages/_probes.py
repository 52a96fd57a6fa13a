"""Extra probes (write only under /tmp): variants of the corpus bases, one slip each."""

from __future__ import annotations

import copy
import json
from pathlib import Path

HERE = Path(__file__).parent
OUT = Path("/tmp/sm_probes")
OUT.mkdir(exist_ok=True)


def load(name: str) -> dict:
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def out(name: str, d: dict) -> None:
    (OUT / name).write_text(json.dumps(d, ensure_ascii=False), encoding="utf-8")


dan = load("04-danish-netted-pair.json")  # netted; rebuild the clean base from 01
base = load("01-danish-last-trick-short.json")
base["deals"][0]["events"][93]["amount"] = 20
out("p00-danish-clean.json", base)
ev = base["deals"][0]["events"]
# p01 last-trick payment reversed (Agnieszka -> Celina 20)
d = copy.deepcopy(base)
e = d["deals"][0]["events"][94]
e["from"], e["to"] = e["to"], e["from"]
out("p01-danish-last-trick-reversed.json", d)
# p02 card points paid to the wrong seat (Celina's 15 to Agnieszka instead of the new dealer Bartek)
d = copy.deepcopy(base)
d["deals"][0]["events"][96]["to"] = 0
out("p02-danish-card-points-wrong-payee.json", d)
# p03 netted line keeping one reason (30 'last_trick')
d = copy.deepcopy(dan)
d["deals"][0]["events"][93]["reason"] = "last_trick"
out("p03-danish-netted-with-reason.json", d)
# p04 pagat_lost reversed between seats (Agnieszka pays Bartek 5)
d = copy.deepcopy(base)
e = d["deals"][0]["events"][21]
e["from"], e["to"] = e["to"], e["from"]
out("p04-danish-pagat-lost-reversed.json", d)
# p05 card points reversed between Celina and Bartek (not netted with anything else? they share only this)
d = copy.deepcopy(base)
e = d["deals"][0]["events"][96]
e["from"], e["to"] = e["to"], e["from"]
out("p05-danish-card-points-reversed-2-1.json", d)
# p06 the card-point payment too small (Celina pays 10 for 12 points)
d = copy.deepcopy(base)
d["deals"][0]["events"][96]["amount"] = 10
out("p06-danish-card-points-short.json", d)
# ulti: party reversed (Béla pays Csilla 2)
u = load("08-ulti-red-party-doubled-twice.json")
u["deals"][0]["events"][35]["amount"] = 2
out("p10-ulti-clean.json", u)
d = copy.deepcopy(u)
e = d["deals"][0]["events"][35]
e["from"], e["to"] = e["to"], e["from"]
out("p11-ulti-party-reversed.json", d)
# ulti: both party payments netted into one line Anna->Béla 4 (wrong: Anna pays for Csilla)
d = copy.deepcopy(u)
del d["deals"][0]["events"][35]
d["deals"][0]["events"][35]["amount"] = 4
out("p12-ulti-one-defender-pays-both.json", d)
# galician: helper pool share missing
g = load("07-galician-pool-share-double.json")
g["deals"][0]["events"][49]["amount"] = 4.2
out("p20-galician-clean.json", g)
d = copy.deepcopy(g)
del d["deals"][0]["events"][50]
out("p21-galician-pool-share-missing.json", d)
# galician: the player pays one helper's game to the pool instead
d = copy.deepcopy(g)
d["deals"][0]["events"][47]["to"] = "pool"
out("p22-galician-game-to-pool.json", d)
# galician: the player pays 10% too (a losing player pays a pool share)
d = copy.deepcopy(g)
d["deals"][0]["events"].append(
    {"type": "payment", "from": 2, "to": "pool", "amount": 8.4, "reason": "pool_share"}
)
out("p23-galician-loser-pays-share.json", d)
# rage: a payment in Rage
r = load("11-rage-minus5-left-out.json")
r["deals"][0]["events"][47]["points"] = 8
out("p30-rage-clean.json", r)
d = copy.deepcopy(r)
d["deals"][0]["events"].append({"type": "payment", "from": 0, "to": 3, "amount": 5})
out("p31-rage-payment.json", d)
# rage: score and total both written wrong the same way (13 and 13)
d = copy.deepcopy(r)
d["deals"][0]["events"][47]["points"] = 13
d["deals"][0]["events"][51]["points"] = 13
out("p32-rage-score-and-total-wrong.json", d)
print(sorted(p.name for p in OUT.iterdir()))
# p07 a last-trick payment left off (Celina -> Agnieszka 20)
d = copy.deepcopy(base)
del d["deals"][0]["events"][94]
out("p07-danish-last-trick-missing.json", d)
# p08 a king_lost payment to a seat left off (Bartek -> Celina 5)
d = copy.deepcopy(base)
del d["deals"][0]["events"][82]
out("p08-danish-king-lost-seat-missing.json", d)
