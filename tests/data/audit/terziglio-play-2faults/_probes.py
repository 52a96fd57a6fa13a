"""Probes (not pinned): edited copies of this round's transcripts, run through the engine.

Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/terziglio-play-2faults/_probes.py
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

from validator.engine.validate import validate

D = Path(__file__).parent


def load(name: str) -> dict:
    return json.loads((D / name).read_text(encoding="utf-8"))


def show(title: str, doc: dict) -> None:
    v = validate(doc)
    print(f"== {title}: {v['status']}")
    for d in v["deals"]:
        for a in d["annotations"]:
            print(f"   ({a['deal']}, {a['event']}, {a['code']}) seat {a['seat']}: {a['message']}")
        c = d.get("computed", {})
        if "points" in c:
            print(
                f"   deal {d['index']}: declarer {c['points']['declarer']['total']} opponents "
                f"{c['points']['opponents']['total']} winner {c.get('winner')} game points {c.get('game_points')}"
            )


def plays(deal: dict) -> list[int]:
    return [i for i, e in enumerate(deal["events"]) if e["type"] == "play"]


# P1: file 03 under moretti_tie first_played: the tie trick goes the other way, the written scores no
# longer fit (shows the engine applied the source's "last played is highest" by default)
doc = load("03-clean-moretti-tie.json")
doc["rules"] = {"moretti_tie": "first_played"}
show("P1 03 with moretti_tie=first_played", doc)

# P2: a trick led by the wrong seat (file 12 deal 0, trick 5: the second seat leads, the leader plays
# second): one out_of_turn at the lead expected (one slip, one finding)
doc = load("12-session-clean-four-deals.json")
deal = doc["deals"][0]
p = plays(deal)
i = p[12]
ev = deal["events"]
ev[i], ev[i + 1] = ev[i + 1], ev[i]
show("P2 12 deal 0 trick 5 led by the wrong seat", doc)

# P3: card not in hand taken from another player's hand (who plays it later): file 12 deal 0, the
# first follower's card of trick 3 replaced by a card of the same suit the other opponent holds
doc = load("12-session-clean-four-deals.json")
deal = doc["deals"][0]
p = plays(deal)
ev = deal["events"]
done = False
for t in range(2, 10):
    fe = p[3 * t]
    for j in (1, 2):
        seat = ev[fe + j]["seat"]
        c = ev[fe + j]["card"]
        if c == "MATTO" or c.startswith("T"):
            continue
        for k in p[3 * (t + 1) :]:
            e2 = ev[k]
            if (
                e2["seat"] != seat
                and e2["card"][-1] == c[-1]
                and not e2["card"].startswith("T")
                and e2["card"] != "MATTO"
            ):
                print(
                    f"   P3: event {fe + j}: seat {seat} {c} -> {e2['card']} (played later by seat {e2['seat']} at {k})"
                )
                ev[fe + j]["card"] = e2["card"]
                done = True
                break
        if done:
            break
    if done:
        break
show("P3 12 deal 0 card taken from another hand", doc)

# P4: the Matto kept to the last trick (the source says nothing of it): file 01 rebuilt is too much;
# instead swap the Matto's play with the same seat's last-trick card in file 12 deal 2 if legal
doc = load("12-session-clean-four-deals.json")
deal = doc["deals"][2]
p = plays(deal)
ev = deal["events"]
mi = next(i for i in p if ev[i]["card"] == "MATTO")
seat = ev[mi]["seat"]
li = next(i for i in p[-3:] if ev[i]["seat"] == seat)
print(f"   P4: Matto at {mi}, seat {seat}'s last-trick card {ev[li]['card']} at {li}")
ev[mi]["card"], ev[li]["card"] = ev[li]["card"], ev[mi]["card"]
show("P4 12 deal 2 Matto moved to the last trick", doc)

# P5: file 02 (solo won by the declarer): the score written undoubled
doc = load("02-clean-solo.json")
deal = doc["deals"][0]
for e in deal["events"]:
    if e["type"] in ("score", "total") and e["points"]:
        e["points"] //= 2
show("P5 02 solo score and total written undoubled", doc)

# P6: file 06 (a tie, 110 each, the declarer loses): the sheet gives the declarer the win
doc = copy.deepcopy(load("06-revoke-and-wrong-score.json"))
ev = doc["deals"][0]["events"]
for e in ev:
    if e["type"] in ("score", "total"):
        e["points"] = 2 if e["party"] == 1 else 0
show("P6 06 tie scored as a declarer's win", doc)


# P4b: the Matto kept to the last trick where that swap breaks no other rule: every clean deal of this
# round is tried; the first whose edited copy draws no revoke is shown
def p4b() -> None:
    for name in (
        "01-clean-gioco-matto-excuse.json",
        "02-clean-solo.json",
        "03-clean-moretti-tie.json",
        "12-session-clean-four-deals.json",
    ):
        base = load(name)
        for di in range(len(base["deals"])):
            doc = copy.deepcopy(base)
            ev = doc["deals"][di]["events"]
            p = plays(doc["deals"][di])
            mi = next(i for i in p if ev[i]["card"] == "MATTO")
            seat = ev[mi]["seat"]
            li = next(i for i in p[-3:] if ev[i]["seat"] == seat)
            if li == p[-3]:
                continue  # not as the lead
            ev[mi]["card"], ev[li]["card"] = ev[li]["card"], ev[mi]["card"]
            v = validate(doc)
            codes = [a["code"] for d in v["deals"] for a in d["annotations"]]
            if "revoke" in codes or "failure_to_trump" in codes:
                continue
            show(f"P4b {name} deal {di}: Matto moved from event {mi} to the last trick (event {li})", doc)
            print(
                "   was:",
                [
                    (
                        d["computed"]["points"]["declarer"]["total"],
                        d["computed"]["points"]["opponents"]["total"],
                    )
                    for d in validate(base)["deals"]
                ],
            )
            return
    print("P4b: no such deal")


p4b()
