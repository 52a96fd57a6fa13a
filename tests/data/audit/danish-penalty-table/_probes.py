"""Extra probes for danish-penalty-table; variants of the committed files, written under /tmp only."""

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = Path("/tmp/dpt_probes")
OUT.mkdir(exist_ok=True)


def load(name):
    return json.loads((HERE / (name + ".json")).read_text())


def save(name, tr):
    (OUT / (name + ".json")).write_text(json.dumps(tr, indent=1))


# P1: 08 with the true declaration's chips handed back in the void deal
tr = load("08-illegal-skat-king-void-4p")
ev = tr["deals"][0]["events"]
at = [i for i, e in enumerate(ev) if e.get("reason") == "penalty"][-1] + 1
ev[at:at] = [
    {"type": "payment", "from": 3, "to": 0, "amount": 5, "reason": "declaration"},
    {"type": "payment", "from": 3, "to": 1, "amount": 5, "reason": "declaration"},
]
save("p1-void-declaration-chips-returned", tr)

# P2: 10 without the refund of the false declaration's money
tr = load("10-false-declaration-void")
ev = tr["deals"][0]["events"]
tr["deals"][0]["events"] = [e for i, e in enumerate(ev) if i not in (24, 25)]
save("p2-false-declaration-no-refund", tr)

# P3: an illegal skat (the Mondo or a king) corrected by a second, legal discard before the
# player on the dealer's right declares; no fine; the deal played out (built on 01)
tr = load("01-clean-base-3p")


def kings_or_mondo(dl):
    return [c for c in dl["hands"][dl["dealer"]] if c == "T21" or (c[0] == "K" and c != "JOKER")]


k = next(j for j, dl in enumerate(tr["deals"]) if kings_or_mondo(dl))
dl = tr["deals"][k]
bad = kings_or_mondo(dl)
ev = dl["events"]
i = [j for j, e in enumerate(ev) if e["type"] == "discard"][0]
ev.insert(i, {"type": "discard", "seat": dl["dealer"], "cards": [bad[0]] + ev[i]["cards"][:2]})
save(f"p3-illegal-skat-corrected-deal{k}", tr)

# P4: a revoke fined 20 to each pool and played out (the README's 'large' reading)
import random  # noqa: E402
import sys  # noqa: E402

sys.path.insert(0, str(HERE))
import _gen  # noqa: E402

rng = random.Random(20261122 + 12)
deals = _gen.session(rng, 3, 2, {0: {"revoke": 9, "revoke_amount": 20}})
save("p4-revoke-large-played-out", _gen.transcript(3, deals, "revoke fined 20+20, played out"))
print("p4 revoke event", deals[0].marks.get("revoke_ev"))
# P5: the same revoke with no fine at all, played out
rng = random.Random(20261122 + 12)
deals = _gen.session(rng, 3, 2, {0: {"revoke": 9, "revoke_amount": 0}})
for dl in deals:
    dl.events = [e for e in dl.events if not (e.get("reason") == "penalty")]
save("p5-revoke-unfined-played-out", _gen.transcript(3, deals, "revoke, no fine, played out"))
