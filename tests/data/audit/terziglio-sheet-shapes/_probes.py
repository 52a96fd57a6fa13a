"""Phase-2 probes (not pinned): a tie under the engine's own count, and a solo taking every trick.

Run from the worktree root:  PYTHONPATH=$PWD python tests/data/audit/terziglio-sheet-shapes/_probes.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))

import _gen as g  # noqa: E402

from validator.engine.validate import validate  # noqa: E402


def doc(deal, rules=None):
    d = {"format": "trick-transcript/1", "game": "tarocchini-terziglio", "players": g.PLAYERS}
    if rules:
        d["rules"] = rules
    d["deals"] = [deal]
    return d


def sheet(deal, scores):
    for s in range(3):
        deal["events"].append({"type": "score", "party": s, "points": scores[s]})


def probe_tie():
    """Deals whose sides are close by my count; keep the first the ENGINE counts as a tie."""
    rng = random.Random(77)
    for _ in range(200000):
        try:
            d = g.play_deal(
                rng,
                dealer=1,
                declarer=0,
                contract="gioco",
                pre=lambda m: abs(m["P_dec"] - m["P_opp"]) <= 25,
            )
        except g.Reject:
            continue
        deal = d["deal"]
        v = validate(doc(deal))
        c = v["deals"][0]["computed"]
        p = c["points"]
        if p["declarer"]["total"] == p["opponents"]["total"]:
            P = p["opponents"]["total"]
            print(
                "tie found:",
                p["declarer"]["total"],
                "v",
                P,
                "engine winner",
                c["winner"],
                "game points",
                c["game_points"],
            )
            # the sheet that calls the tie a win for the declarer
            for scores in ([g.game_points(P), 0, 0], [0, g.game_points(P), g.game_points(P)]):
                dd = {**deal, "events": list(deal["events"])}
                sheet(dd, scores)
                v2 = validate(doc(dd))
                print(
                    "  sheet",
                    scores,
                    "->",
                    v2["status"],
                    [(a["event"], a["code"]) for a in v2["deals"][0]["annotations"]],
                )
            return
    print("no tie found")


def probe_solo_all_tricks():
    dec = [f"T{i}" for i in range(5, 21)] + ["KS", "KB"]
    rng = random.Random(3021)
    rest = [c for c in g.DECK if c not in dec and c != "MATTO"]
    rng.shuffle(rest)
    widow = ["MATTO"] + rest[:7]
    others = rest[7:]
    d = g.play_deal(
        rng,
        dealer=2,
        declarer=0,
        contract="solo",
        hands_in=[dec, others[:18], others[18:]],
        widow_in=widow,
        all_tricks=True,
        declare=False,
    )
    for rules in (None, {"solo_doubles_all_tricks": True}):
        for scores in ([40, 0, 0], [80, 0, 0]):
            deal = {**d["deal"], "events": list(d["deal"]["events"])}
            sheet(deal, scores)
            v = validate(doc(deal, rules))
            c = v["deals"][0]["computed"]
            print(
                "solo all tricks, rules",
                rules,
                "sheet",
                scores,
                "->",
                v["status"],
                "engine game points",
                c["game_points"],
                c.get("decided_by"),
            )


if __name__ == "__main__":
    probe_solo_all_tricks()
    probe_tie()
