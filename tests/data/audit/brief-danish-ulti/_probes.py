"""Probes beyond the corpus (phase 2). Writes *.probe files (JSON, not pinned) into /tmp and prints
each verdict's findings. Run from the worktree root:
    PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/brief-danish-ulti/_probes.py
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import _gen as g  # noqa: E402

OUT = Path("/tmp/bdu_probes")
OUT.mkdir(exist_ok=True)


def run(name: str, doc: dict, expect: str) -> None:
    for d in doc["deals"]:
        d.pop("_info", None)
        d.pop("_pays", None)
    p = OUT / f"{name}.probe"
    p.write_text(json.dumps(doc, indent=1))
    r = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], capture_output=True, text=True
    )
    v = json.loads(r.stdout)
    found = [
        (a["deal"], a["event"], a["code"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    ]
    diffs = [d["settlement"].get("difference") for d in v["deals"] if d.get("settlement")]
    print(f"{name}: {v['status']} {found} diff={diffs}\n    expected: {expect}")


# P1 Danish: the dealer keeps no trump and lays them all away, the Pagat among them (§13: legal)
def few_trumps(hands, dealer):
    h = hands[dealer]
    tr = [c for c in h if g.dk_suit(c) == "T"]
    return "T1" in tr and len(tr) <= 3 and "T21" not in tr and not any(g.dk_declarations(x)[0] for x in hands)


for seed in range(9101, 9200):
    sess = g.DKSession(g.DK_PLAYERS, seed)
    try:
        d = g.dk_play_deal(sess, 0, True, hands_pred=few_trumps)
        break
    except RuntimeError:
        continue
hand = d["hands"][0]
tr = [c for c in hand if g.dk_suit(c) == "T"]
print("P1 dealer trumps", tr, "skat recorded", d["events"][8]["cards"])
# rebuild the deal with the trumps laid away (plus low cards to make three)
sess = g.DKSession(g.DK_PLAYERS, seed)
legal = g.dk_legal_skat(hand)
skat = tr + [c for c in legal if c not in tr][: 3 - len(tr)]
d = g.dk_play_deal(sess, 0, True, hands_pred=few_trumps, skat_override=skat)
run(
    "p1-dk-skat-all-trumps-with-pagat",
    g.dk_doc([d], "probe"),
    f"clean (skat {skat}: every trump laid away, §13 allows it)",
)

# P2 Ulti: a defender's silent ulti lost (7 of trumps in trick 10, beaten): he pays 4 to each of the other two
found = None
for seed in range(200, 260):
    try:
        d, info, net = g.u_run_deal(
            seed,
            0,
            g.simple_script(["party"], False, g.longest_suit, needs=lambda h, t: g.suit_count(h, t) >= 4),
            result_pred=lambda r, t, dcl: "silent-ulti-lost" in r and r["silent-ulti-lost"] != dcl,
            tries=50,
        )
        found = (d, info)
        break
    except RuntimeError:
        continue
if found:
    d, info = found
    d["events"] += d.pop("_pays")
    run("p2-ulti-silent-ulti-lost-by-defender", g.u_doc([d], "probe"), f"clean ({info['results']})")
else:
    print("P2: no deal found")

# P3 Ulti: red ulti with contra, failed: ulti 4x2x2 = 16, penalty 4x2 = 8 (red doubles it, contra not)
d, info, net = g.u_run_deal(
    301,
    0,
    g.simple_script(["ulti"], True, None, needs=lambda h, t: "7H" in h and g.suit_count(h, "H") >= 4),
    contra={"ulti": 2},
    result_pred=lambda r, t, dcl: r.get("ulti") is False,
)
d["events"] += d.pop("_pays")
run("p3-ulti-red-ulti-contra-failed", g.u_doc([d], "probe"), f"clean ({info['results']}, penalty 8 each)")
