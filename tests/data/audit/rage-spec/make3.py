"""Batch 3 — written AFTER reading the digest (docs/rules/rage.md), so NOT blind: targeted probes of
two points the blind batches did not reach. Expectations are committed before these files are run."""

import json

from make2 import fill, play, sheet

P4 = ["Anička", "Bohouš", "Katka", "Dalibor"]
ALL = json.load(open("computed_tricks.txt"))

# 18: trick led by an action card, a joker then sets the colour; a player holding it revokes.
h = [["PLUS5", "B2", "O12"], ["WILD", "MINUS5", "G0"], ["B9", "Y8", "R4"], ["Y3", "Y10", "O4"]]
ev = [{"type": "bid", "seat": 0, "bid": 0}, {"type": "bid", "seat": 1, "bid": 1},
      {"type": "bid", "seat": 2, "bid": 1}, {"type": "bid", "seat": 3, "bid": 1},
      play(0, "PLUS5"), play(1, "WILD", "R"), play(2, "B9"), play(3, "Y3"),  # B9: revoke (holds R4)
      play(1, "MINUS5"), play(2, "Y8"), play(3, "Y10"), play(0, "B2"),
      play(3, "O4"), play(0, "O12"), play(1, "G0"), play(2, "R4")]
sc, tot = [10, 2, -5, 6], [20, 22, 25, 46]
t = {"format": "trick-transcript/1", "game": "rage", "rules": {"preset": "standard"}, "players": P4,
     "start": {"totals": [10, 20, 30, 40]}, "meta": {"event": "rage-spec audit", "file": "18"},
     "deals": [{"dealer": 3, "hands": h, "talon": fill(h, ["G5"], 18), "events": ev + sheet(sc, tot)}]}
open("18-4p-joker-sets-colour-revoke.json", "w").write(json.dumps(t, ensure_ascii=False, indent=1) + "\n")
ALL["18-4p-joker-sets-colour-revoke.json"] = dict(expected=[(0, 6, "revoke")], info=[
    dict(round=8, k=3, dealer=3, bids=[0, 1, 1, 1], tricks=[0, 2, 0, 1], bonus=[0, 0, 0, -5], scores=sc, totals=tot)])

# 19: NOTRUMP then CHANGE in one trick (the round's only trick, so no later turn matters).
h = [["B3"], ["NOTRUMP"], ["Y6"], ["CHANGE"]]
ev = [{"type": "bid", "seat": 1, "bid": 0}, {"type": "bid", "seat": 2, "bid": 0},
      {"type": "bid", "seat": 3, "bid": 0}, {"type": "bid", "seat": 0, "bid": 1},
      play(1, "NOTRUMP"), play(2, "Y6"), play(3, "CHANGE"), play(0, "B3")]
sc = [11, 10, 10, 10]
tot = [s + x for s, x in zip([50, 41, 47, 39], sc)]
t = {"format": "trick-transcript/1", "game": "rage", "rules": {"preset": "standard"}, "players": P4,
     "start": {"totals": [50, 41, 47, 39]}, "meta": {"event": "rage-spec audit", "file": "19"},
     "deals": [{"dealer": 0, "hands": h, "talon": fill(h, ["R5", "B7"], 19), "events": ev + sheet(sc, tot)}]}
open("19-4p-notrump-then-change.json", "w").write(json.dumps(t, ensure_ascii=False, indent=1) + "\n")
ALL["19-4p-notrump-then-change.json"] = dict(expected=[], info=[
    dict(round=10, k=1, dealer=0, bids=[1, 0, 0, 0], tricks=[1, 0, 0, 0], bonus=[0, 0, 0, 0], scores=sc, totals=tot)])
json.dump(ALL, open("computed_tricks.txt", "w"), ensure_ascii=False, indent=1)
