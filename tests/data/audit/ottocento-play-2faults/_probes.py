"""Probes on edited copies of this round's transcripts (not pinned; results in REPORT.md).

Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/ottocento-play-2faults/_probes.py
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).parent


def load(name):
    return json.loads((HERE / f"{name}.json").read_text())


def show(title, doc):
    v = validate(doc)
    anns = [(a["deal"], a["event"], a["code"], a["message"]) for d in v["deals"] for a in d["annotations"]]
    print(f"## {title}\n   status {v['status']}")
    for a in anns:
        print(f"   {a}")
    for p in v.get("problems") or []:
        print(f"   problem {p}")
    return v


def score_idx(deal, team, reason):
    for i, e in enumerate(deal["events"]):
        if e["type"] == "score" and e["party"] == f"team{team}" and e.get("reason") == reason:
            return i
    raise KeyError


def bump(deal, team, reason, delta):
    deal["events"][score_idx(deal, team, reason)]["points"] += delta
    for e in deal["events"]:
        if e["type"] == "total" and e["party"] == f"team{team}":
            e["points"] += delta


# P1: 04 under moretti_tie first_played: the recorder's lead (first Moretti's player) is then due
d = load("04-moretti-tie-wrong-leader-and-revoke")
d["rules"] = {"moretti_tie": "first_played"}
show("P1 04 with moretti_tie=first_played (only the revoke expected; the sheet may now differ)", d)

# P2: 06 deal 0, Matto in the last trick: sheet as if the Matto were lost there (French tarot's
# excuse rule): Matto's side team0 -4, winners team1 +4 (5 for the Matto, less the pip not given)
d = load("06-clean-matto-in-last-trick")
deal = d["deals"][0]
bump(deal, 0, "card_points", -4)
bump(deal, 1, "card_points", +4)
d["deals"] = [deal]
show("P2 06 deal 0: Matto in the last trick written as lost to the winners (expect 2 wrong_score)", d)

# P3: 05 deal: sheet gives the Matto to the trick winner (no return, no exchange): owner -4, winner +4
d = load("05-swap-and-matto-exchange-not-given")
deal = d["deals"][0]
bump(deal, 0, "card_points", -1)  # undo the planted +1 first
bump(deal, 0, "card_points", -4)
bump(deal, 1, "card_points", +4)
show("P3 05: Matto left with the trick's winner (expect out_of_turn + 2 wrong_score)", d)

# P5: single score line per team (no reasons) for 02: accepted as the sum?
d = load("02-revoke-and-no-trump")
deal = d["deals"][0]
sums = {0: 0, 1: 0}
keep = []
for e in deal["events"]:
    if e["type"] == "score":
        sums[int(e["party"][-1])] += e["points"]
    else:
        keep.append(e)
ti = next(i for i, e in enumerate(keep) if e["type"] == "total")
keep[ti:ti] = [{"type": "score", "party": f"team{t}", "points": sums[t]} for t in (0, 1)]
deal["events"] = keep
show("P5 02 with one score line per team (expect the two play faults only)", d)

# P6: 08: the last-trick bonus written to both sides' card points instead (the loser's line 6 moved
# into its card_points): still a wrong_score, now at card_points
d = load("08-no-trump-and-last-trick-to-wrong-side")
deal = d["deals"][0]
bump(deal, 1, "last_trick", -6)
bump(deal, 1, "card_points", +6)
show(
    "P6 08: the 6 written into team1's card_points (expect failure_to_trump + wrong_score at card_points)", d
)

# P7: 07 with discard_credit=side_trick: the same (the whole side took no trick)
d = load("07-clean-matto-side-takes-no-trick")
d["rules"] = {"discard_credit": "side_trick"}
show("P7 07 with discard_credit=side_trick (expect clean)", d)

# P8: 07: the Matto kept by its side though it took no trick (team1 +5, team0 -5 card points... in
# pairs: team1 1 card is odd, so the sheet gives team1 5 for the Matto and team0 82)
d = load("07-clean-matto-side-takes-no-trick")
deal = d["deals"][0]
bump(deal, 0, "card_points", -5)
bump(deal, 1, "card_points", +5)
show("P8 07: the Matto kept by its trickless side (expect 2 wrong_score)", d)

# P9: 14 read with the default moretti_tie (last_played): the recorded play followed first_played
d = load("14-moretti-first-played-option-clean")
d.pop("rules", None)
show("P9 14 under the default last_played (expect out_of_turn at trick 2's lead)", copy.deepcopy(d))
