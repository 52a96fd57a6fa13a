"""Phase-2 probes (write only to /tmp): the engine's computed payments for edges the bases avoid."""

import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
OUT = Path("/tmp/ulti-payment-edge-probes")
OUT.mkdir(exist_ok=True)


def load(name):
    return json.loads((HERE / name).read_text())


def strip_payments(t):
    for d in t["deals"]:
        d["events"] = [e for e in d["events"] if e["type"] != "payment"]


def first_play(deal, seat):
    return next(i for i, e in enumerate(deal["events"]) if e["type"] == "play" and e["seat"] == seat)


def run(tag, t, deal):
    p = OUT / f"{tag}.json"
    p.write_text(json.dumps(t))
    r = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], capture_output=True, text=True
    )
    v = json.loads(r.stdout)
    d = v["deals"][deal]
    anns = [(a["deal"], a["event"], a["code"]) for x in v["deals"] for a in x["annotations"]]
    print(tag, v["status"], anns, d["computed"].get("payments"))


# P1: contra on the party beside the declarer's silent 100 (01 deal 0): default vs silent_bonus_contra
for opt in (False, True):
    t = load("01-base-silent100-contra-ulti-betli.json")
    t["deals"] = t["deals"][:1]
    strip_payments(t)
    d = t["deals"][0]
    d["events"].insert(first_play(d, 0), {"type": "double", "seat": 0, "target": "party", "level": 2})
    t["rules"]["silent_bonus_contra"] = opt
    run(f"p1-party-contra-silent100-{opt}", t, 0)

# P2: betli contra by seat 1, recontra by the declarer (01 deal 2): only the sayer's line x4
t = load("01-base-silent100-contra-ulti-betli.json")
t["deals"] = t["deals"][2:]
t["deals"][0]["dealer"] = 2
strip_payments(t)
d = t["deals"][0]
first_trick_end = [i for i, e in enumerate(d["events"]) if e["type"] == "play"][2] + 1
d["events"].insert(first_trick_end, {"type": "double", "seat": 0, "target": "betli", "level": 4})
run("p2-betli-recontra", t, 0)

# P3: silent durchmarsch replacing the party (03 deal 2) under the option
t = load("03-base-hundreds-silent-durchmarsch.json")
t["deals"] = t["deals"][2:]
strip_payments(t)
t["rules"]["silent_durchmarsch_scoring"] = "replaces_party"
run("p3-silent-durchmarsch-replaces", t, 0)

# P4: 13's record under replaces_party (one defender pays 3 only, the other 1 + 3)
t = load("13-silent-durchmarsch-replaces-party.json")
t["rules"]["silent_durchmarsch_scoring"] = "replaces_party"
run("p4-file13-under-replaces", t, 2)
