"""Probes (not pinned): doubts the source leaves open, checked against the engine.

A: a failed silent ulti in a red game: is the 4-point forfeit doubled (8) or not (4)?
B: UltiNet: "ulti" bid (party + ulti): is the party settled? (the source: 「ウルティ...と複合するパルティの点は数えません」)
"""

import json
import random
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import _gen as g  # noqa: E402

ROOT = Path(__file__).resolve().parents[4]


def run(tr):
    p = Path("/tmp/u2f_probe.json")
    p.write_text(json.dumps(tr))
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(ROOT)},
    ).stdout
    v = json.loads(out)
    return v["status"], [(a["event"], a["code"], a["message"]) for d in v["deals"] for a in d["annotations"]]


def probe_a():
    rng = random.Random(7)
    a, b, c = g.order(0)

    def pred(s):
        sil = s.silent()
        return g.party_clear(s) and len(sil) == 1 and sil[0][0] == "silent-ulti" and not sil[0][2]

    s = g.build(
        rng,
        0,
        [("bid", a, ["party"], True), ("pass", b), ("pass", c), ("pass", a)],
        g.pol(a, "rand"),
        pred,
        tries=300000,
    )
    base = list(s.events)
    for forfeit in (8, 4):
        s.events = list(base)
        pay = [(f, t, (forfeit if r == "silent-ulti" else amt), r) for f, t, amt, r in s.pay]
        g.write_payments(s, pay)
        st, ann = run(g.transcript([g.deal_json(s)], [0, 0, 0]))
        print(f"A red failed silent ulti, forfeit {forfeit} each: {st} {ann}")


def probe_b():
    rng = random.Random(11)
    a, b, c = g.order(0)
    s = g.build(
        rng,
        0,
        [("bid", a, ["ulti"], False), ("pass", b), ("pass", c), ("pass", a)],
        g.pol(a),
        lambda s: g.party_clear(s) and g.no_silent(s),
        tries=300000,
    )
    base = list(s.events)
    print("B ulti bid outcome", s.o["res"])
    for with_party in (True, False):
        s.events = list(base)
        pay = [p for p in s.pay if with_party or p[3] != "party"]
        g.write_payments(s, pay)
        st, ann = run(g.transcript([g.deal_json(s)], [0, 0, 0], rules={"preset": "ultinet"}))
        print(f"B ultinet ulti bid, party settled={with_party}: {st} {ann}")


if __name__ == "__main__":
    probe_a()
    probe_b()
