"""Probes for real-faults-near-slips-6 (writes to /tmp only).

1. take-back in every game: before a follower's card at event i, the same seat first plays a card
   it plays later (then takes it back): what does each game's engine make of it?
2. Rage claim (05): scores that no ending gives (seat 1 credited with 2 of the 3 claimed tricks
   given to seat 0 instead).
"""

import copy
import json
import os
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "../../../.."))


def run(doc, tag):
    p = f"/tmp/rfns6_probe_{tag}.json"
    with open(p, "w") as f:
        json.dump(doc, f)
    out = subprocess.run(["/work/venv/bin/python", "-m", "replays.cli", "validate", "--json", p],
                         cwd=ROOT, env={**os.environ, "PYTHONPATH": ROOT}, capture_output=True, text=True).stdout
    v = json.loads(out)
    found = [(a["deal"], a["event"], a["code"], a["severity"]) for d in v["deals"] for a in d["annotations"]]
    print(tag, v["status"], found)


def takeback(name, i, tag):
    doc = json.load(open(os.path.join(HERE, name)))
    ev = doc["deals"][0]["events"]
    s = ev[i]["seat"]
    later = [e["card"] for e in ev[i + 1:] if e["type"] == "play" and e["seat"] == s]
    cur = ev[i]["card"]
    same = [c for c in later if c[-1] == cur[-1] and c[0] not in "T" and cur not in ("JOKER", "MATTO")]
    if doc["game"] == "rage":
        same = [c for c in later if c[0] == cur[0]]
    pick = (same or later)[-1]
    ev.insert(i, {"type": "play", "seat": s, "card": pick})
    later = [pick]
    print(f"  {name}: seat {s} puts {later[-1]} at {i}, takes it back, plays {ev[i+1]['card']}")
    run(doc, tag)


def first_follow(name, after):
    doc = json.load(open(os.path.join(HERE, name)))
    ev = doc["deals"][0]["events"]
    plays = [k for k, e in enumerate(ev) if e["type"] == "play"]
    n = len(doc["players"]) if doc["game"] != "danish-tarok" else 3
    # the second card of the trick starting at the first play index >= after on a trick boundary
    starts = plays[::n]
    st = [k for k in starts if k >= after][0]
    return st + 1


for name, tag in [("02-rage-midtrick-out-of-turn.json", "rage"), ("08-ulti-early-lead.json", "ulti"),
                  ("06-danish-wrong-leader.json", "danish"), ("13-ottocento-wrong-leader.json", "ottocento"),
                  ("14-terziglio-midtrick-out-of-turn.json", "terziglio"),
                  ("10-galician-take-back-follow.json", "galician")]:
    doc = json.load(open(os.path.join(HERE, name)))
    # use a trick well before the planted fault: the first trick
    i = first_follow(name, 0)
    evs = doc["deals"][0]["events"]
    for k in range(i, len(evs)):
        e = evs[k]
        if e["type"] != "play":
            continue
        same = [x["card"] for x in evs[k + 1:] if x["type"] == "play" and x["seat"] == e["seat"]
                and x["card"][-1] == e["card"][-1] and e["card"] not in ("JOKER", "MATTO")
                and not x["card"].startswith("T") and not e["card"].startswith("T")]
        if doc["game"] == "rage":
            same = [x["card"] for x in evs[k + 1:] if x["type"] == "play" and x["seat"] == e["seat"]
                    and x["card"][0] == e["card"][0]]
        prev = evs[k - 1]
        if same and prev["type"] == "play" and k not in ():
            # k must be a follower's card: the previous play is in the same trick (heuristic: same suit led)
            i = k
            break
    doc_ev = doc["deals"][0]["events"]
    takeback(name, i, "takeback_" + tag)

# 2. the claim: move one of seat 1's claimed tricks to seat 0 on the sheet
doc = json.load(open(os.path.join(HERE, "05-rage-claim.json")))
ev = doc["deals"][0]["events"]
sc = {e["party"]: e for e in ev if e["type"] == "score"}
# bids [2,3,2,3], tricks as claimed [1,6,2,1]; seat 0 with 2 tricks: 12; seat 1 with 5: 0
sc[0]["points"], sc[1]["points"] = 12, 0
run(doc, "claim_impossible_split")
