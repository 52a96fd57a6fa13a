"""Probes for the REPORT: edit copies of this round's files, write them to /tmp, run the engine."""

import copy
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))


def run(path):
    env = dict(os.environ, PYTHONPATH=ROOT, REDIS_URL="redis://127.0.0.1:6379/0")
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", path],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    v = json.loads(out.stdout)
    res = []
    for d in v["deals"]:
        res += [(a["event"], a["code"], a["message"][:110]) for a in d["annotations"]]
        res.append(("settlement", d["settlement"]["expected"]))
    return v["status"], res


def probe(label, src, edit):
    d = json.load(open(os.path.join(HERE, src)))
    d = copy.deepcopy(d)
    edit(d)
    p = f"/tmp/tde_probe_{label}.json"
    with open(p, "w") as f:
        json.dump(d, f)
    print(label, *run(p))


def set_decl(ev_index, items):
    def e(d):
        d["deals"][0]["events"][ev_index]["items"] = items
        d["deals"][0]["events"] = [x for x in d["deals"][0]["events"] if x["type"] != "score"]

    return e


def hand(d, seat):
    return d["deals"][0]["hands"][seat]


if __name__ == "__main__":
    # 07: two contatori in a row (16 and 15): how long a run is accepted?
    for n in (5, 6, 7):
        probe(
            f"07_len{n}",
            "07-trumps-contatori-in-a-row.json",
            set_decl(1, [{"kind": "sequence", "of": "trumps", "length": n}]),
        )
    # 10: seat 0 holds four Moretti, T0, MATTO and also the tarocchi? declare the Bagatto in a
    # Moretti 6 and in a tarocchi cricca at once (only where the hand makes tarocchi 3).
    d = json.load(open(os.path.join(HERE, "10-moretti-six-aces-four.json")))
    print("10 seat0 hand", sorted(hand(d, 0)))
    # 02: seat 1 holds T20 T19 MATTO: tarocchi 3 as well as trumps 3 and cups 3 (Angel, World
    # and Matto each in two combinations)
    probe(
        "02_tarocchi_too",
        "02-matto-in-trumps-and-suit.json",
        set_decl(
            2,
            [
                {"kind": "cricca", "of": "tarocchi", "count": 3},
                {"kind": "sequence", "of": "trumps", "length": 3},
                {"kind": "sequence", "of": "suit", "suit": "C", "length": 3},
            ],
        ),
    )
    # 05: seat 0 KS QS JS: with length 4 (no contatore, no ace) -> false everywhere
    probe(
        "05_len4",
        "05-gapped-runs-length-three.json",
        set_decl(1, [{"kind": "sequence", "of": "suit", "suit": "S", "length": 4}]),
    )
    # 05: seat 1 Angel World Moon: trumps 4 (would need 16 to follow a gap)
    d = json.load(open(os.path.join(HERE, "05-gapped-runs-length-three.json")))
    print("05 seat1 trumps", sorted(c for c in hand(d, 1) if c.startswith("T")))
    probe(
        "05_trumps4",
        "05-gapped-runs-length-three.json",
        set_decl(2, [{"kind": "sequence", "of": "trumps", "length": 4}]),
    )
