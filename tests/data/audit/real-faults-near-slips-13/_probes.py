"""Phase-2 probes for real-faults-near-slips-13: variants of the round's files, written to
/tmp/rfns13_probes/ only, then validated with the CLI.

    PYTHONPATH=<worktree> /work/venv/bin/python _probes.py
"""

from __future__ import annotations

import copy
import json
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = "/tmp/rfns13_probes"
sys.path.insert(0, HERE)
import _gen as g  # noqa: E402

g.write = lambda name, doc: None  # never write into the round's directory


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return json.load(f)


def run(tag, doc):
    os.makedirs(OUT, exist_ok=True)
    p = os.path.join(OUT, tag + ".json")
    with open(p, "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False)
    r = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", p], capture_output=True, text=True)
    v = json.loads(r.stdout)
    print("==", tag, v["status"])
    for d in v["deals"]:
        for a in d["annotations"]:
            print("  ", a["event"], a["seat"], a["code"], "|", a["message"][:160], "|", a.get("penalty"))
        print("   settlement", d.get("settlement"))
        print("   note", d.get("computed", {}).get("note"), "| unchecked", d.get("unchecked"))
    return v


def strip_payments(doc):
    d = copy.deepcopy(doc)
    d["deals"][0]["events"] = [e for e in d["deals"][0]["events"] if e["type"] != "payment"]
    return d


# P1: the betli of 01 with no payments written: what does the engine say is owed?
d01 = load("01-ulti-betli-revoke-doubled-payment.json")
run("p1-ulti-betli-revoke-no-payments", strip_payments(d01))
# P1b: the same, rules say play_stands
x = strip_payments(d01)
x["rules"]["revoke_penalty"] = "play_stands"
run("p1b-ulti-betli-revoke-no-payments-play-stands", x)
# P1c: 01 paid by the default penalty (defenders pay the betli)
x = copy.deepcopy(d01)
for e in x["deals"][0]["events"]:
    if e["type"] == "payment":
        e["from"], e["to"], e["amount"] = e["to"], 1, 5
run("p1c-ulti-betli-revoke-paid-as-penalty", x)

# P2: both sides fault, the declarer first: party as played vs the first fault's penalty
rng = random.Random(7)
for _ in range(50000):
    deck = g.u_deck()
    rng.shuffle(deck)
    hands = [deck[0:10], deck[10:22], deck[22:32]]
    counts = {s: sum(1 for c in hands[1] if g.u_suit(c) == s) for s in "DSC"}
    trump = max(counts, key=counts.get)
    discard = rng.sample(hands[1], 2)
    h = [list(hands[0]), [c for c in hands[1] if c not in discard], list(hands[2])]
    try:
        plays, tricks = g.ulti_play(rng, h, 1, trump, {2: (1, "revoke"), 5: (0, "failure_to_trump")})
    except g.Retry:
        continue
    if sum(1 for p in plays if p[2]) != 2 or g.silent_seven(tricks, trump):
        continue
    won = [0, 0, 0]
    for _, w in tricks:
        won[w] += 1
    dcp, fcp, _ = g.ulti_trump_result(tricks, 1, trump, discard)
    if max(won) == 10 or not (dcp > fcp and won[1] > 0):
        continue
    break
ev = [
    {"type": "discard", "seat": 1, "cards": discard},
    {"type": "bid", "seat": 1, "bid": {"goals": ["party"], "red": False}},
    {"type": "bid", "seat": 2, "bid": "pass"},
    {"type": "bid", "seat": 0, "bid": "pass"},
    {"type": "bid", "seat": 1, "bid": "pass"},
    {"type": "announce", "seat": 1, "items": [{"kind": "trump", "suit": trump}]},
] + [{"type": "play", "seat": s, "card": c} for s, c, _ in plays]
doc = g.ulti_doc([{"dealer": 0, "hands": hands, "events": ev}], {"probe": "declarer revokes first, defender fails to trump later; party won as played"})
print("P2 as played: declarer cp", dcp, "v", fcp, "party won")
run("p2-ulti-declarer-first-fault-no-payments", doc)
doc2 = copy.deepcopy(doc)
doc2["deals"][0]["events"] += [
    {"type": "payment", "from": 0, "to": 1, "amount": 1, "reason": "party"},
    {"type": "payment", "from": 2, "to": 1, "amount": 1, "reason": "party"},
]
run("p2b-ulti-declarer-first-fault-paid-as-played", doc2)

# P3: 02 paid as if the due leader had led the last trick (party won)
d02 = load("02-ulti-last-trick-led-out-of-turn.json")
x = copy.deepcopy(d02)
x["deals"][0]["events"] = [e for e in x["deals"][0]["events"] if e["type"] != "payment"] + [
    {"type": "payment", "from": 0, "to": 1, "amount": 1, "reason": "party"},
    {"type": "payment", "from": 2, "to": 1, "amount": 1, "reason": "party"},
]
run("p3-ulti-last-trick-paid-as-if-due-leader-led", x)

# P4: 12 (Rage) scored as if the due leader had led the last trick
d12 = load("12-rage-last-trick-led-out-of-turn.json")
x = copy.deepcopy(d12)
sc = [e for e in x["deals"][0]["events"] if e["type"] == "score"]
sc[0]["points"] = 3 - 5  # Anička 3 tricks, bid 2
sc[3]["points"] = 2 - 5  # Dalibor 2 tricks, bid 4
run("p4-rage-last-trick-scored-as-if-due-leader-led", x)

# P5: 07 with the hands written: the same revoke at the same event?
d07 = load("07-ottocento-play-only-revoke-proven-in-last-trick.json")
d06 = load("06-ottocento-two-seats-two-faults-last-trick-slip.json")
# P6: 06 with both last_trick lines right but an extra penalty line
x = copy.deepcopy(d06)
ev = x["deals"][0]["events"]
ev[-1]["party"] = "team1"
ev.append({"type": "penalty", "party": 0, "code": "revoke", "amount": 10})
run("p6-ottocento-table-penalty", x)
# P7: 11 with the wild's trick the last trick (no next lead to tell): the sheet decides
d11 = load("11-rage-wild-without-colour-score-slip.json")
x = copy.deepcopy(d11)
x["deals"][0]["events"] = [e for e in x["deals"][0]["events"] if e["type"] != "score"]
run("p7-rage-unnamed-wild-no-sheet", x)
