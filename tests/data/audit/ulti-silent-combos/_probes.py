"""Probes for the ulti-silent-combos round: edited copies written to a temp dir and validated.

Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/ulti-silent-combos/_probes.py
"""

import copy
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return json.load(f)


def run(t):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False, encoding="utf-8") as f:
        json.dump(t, f, ensure_ascii=False)
        p = f.name
    r = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", p], capture_output=True, text=True)
    os.unlink(p)
    v = json.loads(r.stdout)
    anns = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    sets = [d.get("settlement", {}).get("expected") for d in v["deals"]]
    return v["status"], anns, sets


def with_rules(name, **opts):
    t = load(name)
    t["rules"] = {"preset": "standard", **opts}
    return t


probes = []

# P1: file 10 under play_stands: does the engine then accept the recorded silent ulti?
probes.append(("P1 10 revoke_penalty=play_stands", with_rules("10-overtake-def-silent-ulti.json", revoke_penalty="play_stands")))
# P2: file 10 with the silent-ulti payments removed (what the engine's default wants)
t = load("10-overtake-def-silent-ulti.json")
t["deals"][0]["events"] = t["deals"][0]["events"][:39]
probes.append(("P2 10 without silent-ulti payments", t))
# P5: 04 ambiguity - the engine's reading of the red failed silent ulti (payments 4 instead of 8)
t = load("04-red-def-ulti-lost.json")
for i in (38, 39):
    t["deals"][0]["events"][i]["amount"] = 4
probes.append(("P5 04 red lost seven paid 4 each", t))
# P6: 06 with silent_bonus_contra=true (reading B): expected 8 each
probes.append(("P6 06 silent_bonus_contra=true", with_rules("06-recontra-party-decl-silent100.json", silent_bonus_contra=True)))
# P7: 05 with silent_durchmarsch_scoring=replaces_party: still 5 each?
probes.append(("P7 05 replaces_party", with_rules("05-clean-silent100-and-dm.json", silent_durchmarsch_scoring="replaces_party")))
# P8: 14 with silent_bonus_contra=true: deal 0 expected 4 each
probes.append(("P8 14 silent_bonus_contra=true", with_rules("14-contra-def-silent100-sheet.json", silent_bonus_contra=True)))
# P9: file 10 under void_deal
probes.append(("P9 10 revoke_penalty=void_deal", with_rules("10-overtake-def-silent-ulti.json", revoke_penalty="void_deal")))
# P10: file 10 with the defenders' silent durchmarsch added (3 each): the full as-played settlement
# (the defenders took all ten tricks, which _gen.py did not score); accepted beside the default?
t = load("10-overtake-def-silent-ulti.json")
for to in (0, 1):
    t["deals"][0]["events"].append({"type": "payment", "from": 2, "to": to, "amount": 3, "reason": "silent-durchmarsch"})
probes.append(("P10 10 + defenders' silent DM 3 each", t))
# P11: P10's record under play_stands
t2 = copy.deepcopy(t)
t2["rules"] = {"preset": "standard", "revoke_penalty": "play_stands"}
probes.append(("P11 P10 under play_stands", t2))
# P12: control: 02 with its planted fault fixed
t = load("02-def-silent-ulti-pay.json")
t["deals"][0]["events"][38]["amount"] = 2
probes.append(("P12 02 fixed", t))

for name, t in probes:
    print(name, "->", *run(t))
