"""Probes for ulti-fresh-5 (phase 2). Writes only to /tmp; run from the worktree root with
PYTHONPATH=$PWD. Each probe is a variant of a committed file or a small hand-built deal."""

import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import _gen as G  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = "/tmp/ulti-fresh-5-probes"
os.makedirs(OUT, exist_ok=True)


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return json.load(f)


def run(tag, t):
    p = os.path.join(OUT, tag + ".json")
    with open(p, "w", encoding="utf-8") as f:
        json.dump(t, f, ensure_ascii=False)
    r = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", p], capture_output=True, text=True
    )
    v = json.loads(r.stdout)
    print("==", tag, v["status"])
    for d in v.get("deals", []):
        for a in d.get("annotations", []):
            print("  ", a["deal"], a["event"], a["code"], "|", a["message"][:220])
        s = d.get("settlement") or {}
        if s.get("difference"):
            print("   expected", s.get("expected"), "recorded", s.get("recorded"))
    for p_ in v.get("problems", []) or []:
        print("   problem", p_)


# P1: a red party folded (only the plain party may fold)
t = load("10-fold-optional-three-deals.json")
ev = t["deals"][0]["events"]
for e in ev:
    if e["type"] == "bid" and e["bid"] != "pass":
        e["bid"]["red"] = True
t["deals"][0]["events"] = [e for e in ev if e["type"] != "announce"]
t["deals"] = t["deals"][:1]
run("p1-red-party-folded", t)

# P2: fold compulsory, plain party played out instead (deal 1 of file 10)
t = load("10-fold-optional-three-deals.json")
t["deals"] = t["deals"][:2]
t["rules"]["fold"] = "compulsory"
run("p2-compulsory-fold-not-made", t)

# P3: open durchmarsch at 12 bid without saying trumps
t = load("03-open-durchmarsch-trumps-at-12.json")
for e in t["deals"][0]["events"]:
    if e["type"] == "bid" and e["bid"] != "pass":
        e["bid"].pop("trumps", None)
run("p3-open-durchmarsch-12-no-trumps-key", t)

# P4: four aces bid with four_aces off
t = load("04-four-aces-bid-and-silent.json")
t["rules"] = {"preset": "standard"}
run("p4-four-aces-not-allowed", t)


# P5/P6: the seven under a trump lead: free choice (7D breach) and where 9D must overtake
def seven_probe(lead, tag):
    d = G.Deal(
        1,
        [
            G.H("AD 10D KD QD AS 10S JS 9S 8S 7S"),
            G.H("JD 8D 10H JH 9H 8H 10C JC 9C 8C"),
            G.H("9D 7D QS KS AC KC AH KH QH QC 7H 7C"),
        ],
        "D",
        2,
        ["party", "ulti"],
    )
    d.first_bid(2, ["7H", "7C"], G.bid(["ulti"]))
    d.passes(0, 1, 2)
    d.announce_trump()
    other = "JD" if lead == "8D" else "8D"
    prio = G.P(
        [
            "AS 10S JS 9S 8S 7S AD 10D KD QD",
            other + " " + lead + " 10H JH 9H 8H 10C JC 9C 8C",
            "QS KS AC KC AH KH QH QC 9D 7D",
        ]
    )
    d.play(prio, force={(1, 2): ("7D", "seven" + ("" if lead == "JD" else "+overtake"))})
    G.score_trump(d, G.STD, ["party", "ulti"])
    d.write_payments()
    t = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "standard"},
        "players": ["Anna", "Béla", "Csilla"],
        "deals": [d.json()],
    }
    print("  generator: faults", d.faults, "payments", d.payments)
    run(tag, t)


seven_probe("JD", "p5-seven-under-trump-lead-free")
seven_probe("8D", "p6-seven-where-nine-must-overtake")

# P7: silent ulti failed by the declarer in a plain party (he plays the trump seven last and loses)
t = load("09-ulti-without-seven-and-defender-silent-ulti.json")
run("p7-baseline-09", t)
