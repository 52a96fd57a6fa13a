"""Phase 2 evidence: play each cut-short record out in every legal ending (the cards appended
after the last recorded play, the record's own payments/scores kept) and ask the engine what it
makes of the written figures in that ending.  Run from the worktree root:
    PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/claims2/_check_endings.py
"""

import copy
import glob
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import danish  # noqa: E402
import galician  # noqa: E402
import taro  # noqa: E402
import ulti  # noqa: E402
from common import endings  # noqa: E402
from validator.engine.validate import validate  # noqa: E402  (engine entry point, phase 2 only)


def game_of(doc):
    g = doc["game"]
    if g == "danish-tarok":
        return danish.Game(), 3
    if g == "galician-tarok":
        return galician.Game(), 3
    if g == "ulti":
        trump = next(e for e in doc["deals"][0]["events"] if e["type"] == "announce")["items"][0]["suit"]
        return ulti.Game(trump), 3
    if g == "tarocchini-ottocento":
        return taro.Game(4), 4
    return taro.Game(3), 3


def state_of(doc, game, n):
    deal = doc["deals"][0]
    hands = [list(h) for h in deal["hands"]]
    ev = deal["events"]
    for e in ev:
        if e["type"] == "take":
            hands[e["seat"]] += e["cards"]
    for e in ev:
        if e["type"] == "discard":
            for c in e["cards"]:
                hands[e["seat"]].remove(c)
    plays = [(e["seat"], e["card"]) for e in ev if e["type"] == "play"]
    tricks, trick = [], []
    for seat, c in plays:
        hands[seat].remove(c)
        trick.append((seat, c))
        if len(trick) == n:
            tricks.append(trick)
            trick = []
    leader = game.winner(tricks[-1], {"tricks": [], "named": {}})
    last_play = max(i for i, e in enumerate(ev) if e["type"] == "play")
    return {"hands": hands, "leader": leader, "trick": [], "tricks": tricks, "named": {}}, last_play


def main():
    for path in sorted(glob.glob(os.path.join(HERE, "*-2[ab]-*.json"))):
        doc = json.load(open(path))
        game, n = game_of(doc)
        st, last_play = state_of(doc, game, n)
        ncut = len(st["tricks"])
        print("==", os.path.basename(path))
        for tricks in endings(game, st):
            tail = tricks[ncut:]
            d2 = copy.deepcopy(doc)
            ev = d2["deals"][0]["events"]
            add = [{"type": "play", "seat": s, "card": c} for t in tail for s, c in t]
            d2["deals"][0]["events"] = ev[: last_play + 1] + add + ev[last_play + 1:]
            v = validate(d2)
            shift = len(add)
            found = [(a["event"] - shift if a["event"] is not None and a["event"] > last_play else a["event"],
                      a["code"]) for d in v["deals"] for a in d["annotations"] if a["severity"] == "violation"]
            print("   ", " | ".join(" ".join("%s:%s" % sc for sc in t) for t in tail), "->", v["status"],
                  found, v["deals"][0]["settlement"]["difference"])


if __name__ == "__main__":
    main()
