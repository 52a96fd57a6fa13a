"""Phase-2 probes (not pinned): edited copies of this round's files, run through the engine.

Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/ottocento-declarations-sheets/_probes.py
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).parent


def load(name: str) -> dict:
    return json.loads((HERE / f"{name}.json").read_text())


def show(title: str, t: dict) -> None:
    v = validate(t)
    anns = [
        (a["deal"], a["event"], a["code"], a["severity"], a["message"])
        for d in v["deals"]
        for a in d["annotations"]
    ]
    print(f"--- {title}: {v['status']}")
    for a in anns:
        print("   ", a)
    for p in v.get("problems", []):
        print("    problem", p)


def lines(deal: dict, team: str, reason: str | None = None) -> list[dict]:
    return [
        e for e in deal["events"] if e["type"] == "score" and e["party"] == team and e.get("reason") == reason
    ]


def total(deal: dict, team: str) -> dict:
    return next(e for e in deal["events"] if e["type"] == "total" and e["party"] == team)


def shift(deal: dict, team: str, reason: str | None, by: int) -> None:
    lines(deal, team, reason)[0]["points"] += by
    total(deal, team)["points"] += by


def main() -> None:
    # P1: 07, the false run (moretti of 4, three held): the sheet credits nothing for it
    t = load("07-false-decl-run-too-long")
    d = t["deals"][0]
    lines(d, "team0")[0]["points"] -= 10  # single-line sheet: drop the 10 of the three Moretti
    for k in (0,):
        total(t["deals"][k], "team0")["points"] -= 10
    total(t["deals"][1], "team0")["points"] -= 10
    show("P1 07 false moretti-4: sheet credits nothing of it", t)

    # P2: 07, the sheet credits the full false run (15 instead of 10)
    t = load("07-false-decl-run-too-long")
    d = t["deals"][0]
    lines(d, "team0")[0]["points"] += 5
    total(d, "team0")["points"] += 5
    total(t["deals"][1], "team0")["points"] += 5
    show("P2 07 false moretti-4: sheet credits 15", t)

    # P3: 05, the sheet credits the false kings cricca (17) to team1
    t = load("05-false-decl-kings")
    d = t["deals"][1]
    shift(d, "team1", "declarations", 17)
    show("P3 05 false kings: sheet credits 17", t)

    # P4: 15, the late declaration credited (kings 3 = 17 to team0)
    t = load("15-late-declaration")
    shift(t["deals"][0], "team0", "declarations", 17)
    show("P4 15 late declaration credited", t)

    # P5: doubling: 01 deal 1 team1 (4 cricche, 4 sequences) written without doubling
    t = load("01-clean-game-to-800")
    d = t["deals"][1]
    # after play: kings 4 (34) queens 3 (14) jacks 3 (12) = 60 -> 120; seq B5 20, C5 20, moretti3 10, aces4 15 = 65 -> 130
    shift(d, "team1", "combinations", -(60 + 65))
    show("P5 01 deal 1 team1 combinations undoubled (no later totals fixed)", t)
    t2 = copy.deepcopy(t)
    t2["rules"]["double_three"] = False
    show("P5b the same with double_three false", t2)

    # P6: 15 team0: the Bagatto as T14 at the end of the trump run (7): sheet counts the run as 6
    t = load("15-late-declaration")
    shift(t["deals"][0], "team0", "combinations", -5)
    show("P6 15 team0 trump run counted 6 (no contatore at its end)", t)
    # and the tarocchi cricca of 4 counted 3 (Bagatto used as wild only)
    t = load("15-late-declaration")
    shift(t["deals"][0], "team0", "combinations", -18)
    show("P6b 15 team0 tarocchi cricca counted 3 (contatore not in two places)", t)

    # P7: a deal after the game ended (14: team1 reached 822): a further deal (01's deal 0, dealer 0)
    t = load("14-clean-finish-to-800")
    extra = copy.deepcopy(load("01-clean-game-to-800")["deals"][0])
    last = t["deals"][0]
    for e in extra["events"]:
        if e["type"] == "total":
            e["points"] = total(last, e["party"])["points"] + sum(
                x["points"]
                for x in lines(extra, e["party"], None)
                + [
                    y
                    for r in ("declarations", "combinations", "card_points", "last_trick")
                    for y in lines(extra, e["party"], r)
                ]
            )
    t["deals"].append(extra)
    show("P7 14 + a deal after team1 reached 800 (totals carried on)", t)

    # P8: the dealer declares a run using a card he discarded: 03, dealer 1 holds KC QC NC JC and
    # declared KQN; now he lays away JC (not 9D), declares KQNJ, and plays 9D where he played JC
    t = load("03-clean-declare-less")
    d = t["deals"][0]
    d["events"][0]["cards"] = ["JC", "8B"]
    dec = next(e for e in d["events"] if e["type"] == "declare" and e["seat"] == 1)
    dec["items"] = [{"kind": "sequence", "of": "suit", "suit": "C", "length": 4}]
    for e in d["events"]:
        if e["type"] == "play" and e["seat"] == 1 and e["card"] == "JC":
            e["card"] = "9D"
    show("P8 03 the dealer declares K-Q-N-J of cups with the JC laid away", t)

    # P9: a declaration made twice by the same seat before play (the same item)
    t = load("02-clean-single-lines")
    d = t["deals"][0]
    dec = next(e for e in d["events"] if e["type"] == "declare" and e["items"])
    d["events"].insert(5, copy.deepcopy(dec))
    show(f"P9 02 seat {dec['seat']} declares the same again before play (not credited twice)", t)

    # P10: the same cricca twice in one declaration
    t = load("02-clean-single-lines")
    d = t["deals"][0]
    dec = next(e for e in d["events"] if e["type"] == "declare" and e["items"])
    dec["items"] = dec["items"] + [copy.deepcopy(dec["items"][0])]
    show("P10 02 the same item twice in one declare", t)

    # P11: a declaration of a cricca of 4 where 3 are held, in 03 (declared less elsewhere)
    t = load("08-wrong-declarations-line")
    show("P11 08 as generated (reference)", t)


if __name__ == "__main__":
    main()
