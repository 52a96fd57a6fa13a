"""Probes beyond the corpus (phase 2). Each probe builds a variant transcript in memory, from the
corpus or from _gen.py's dealer, runs the engine, and prints the violations and settlement
differences. Run from the worktree root:

    PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/brief-rage-galician/_probes.py
"""

from __future__ import annotations

import copy
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import _gen as G  # noqa: E402

from validator.engine.validate import validate  # noqa: E402


def load(name: str) -> dict:
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def run(label: str, t: dict) -> dict:
    v = validate(t)
    found = [
        (a["deal"], a["event"], a["code"], a["severity"])
        for d in v.get("deals", [])
        for a in d["annotations"]
    ]
    diffs = {
        d["index"]: d["settlement"]["difference"]
        for d in v.get("deals", [])
        if d.get("settlement", {}).get("difference")
    }
    print(f"== {label}: {v['status']} {found}")
    if diffs:
        print("   settlement differences:", diffs)
    for d in v.get("deals", []):
        for a in d["annotations"]:
            print(f"   [{a['deal']},{a['event']}] {a['code']} {a['rule']}: {a['message']}")
            if a.get("penalty"):
                print("     penalty:", a["penalty"])
        if d.get("unchecked"):
            print("   unchecked:", d["unchecked"])
    if v["status"] == "rejected":
        print("   problems:", v.get("problems"))
    return v


# ------------------------------------------------------------------ P1 Rage: joker while able
class WildWhileAble(G.RageRound):
    def planted_card(self, s, trick, trump):
        hand = self.live[s]
        led = self.led_colour(trick)
        if "WILD" not in hand or led is None or not any(G.is_colour(c) and G.col(c) == led for c in hand):
            raise G.Retry("no occasion")
        if any(c in ("WILD", "CHANGE", "NOTRUMP") for _, c, _ in trick):
            raise G.Retry("keep simple")
        self.facts["planted"] = {"seat": s, "card": "WILD", "led": led}
        return "WILD", led


def p1() -> None:
    orig = G.RageRound
    G.RageRound = WildWhileAble  # type: ignore[misc]
    try:
        t = G.rage_session("p1", 4, 1, 11000, {0: {"kind": "action", "trick": 1, "pos": 2}})
    finally:
        G.RageRound = orig  # type: ignore[misc]
    f = G.FACTS["p1"]["deals"][0]["planted"]
    print("P1 planted (joker naming the colour led, by a player holding it):", f)
    run("P1 rage joker played while able to follow", t)


# ------------------------------------------------------------------ P2 Rage: bid out of range
def p2() -> None:
    t = load("r04-4p-revoke.json")
    t = copy.deepcopy(t)
    t["deals"] = t["deals"][:2]  # rounds 1-2, both clean
    d = t["deals"][1]  # round 2: nine cards
    facts = G.FACTS.get("r04") or json.loads((HERE / "_facts.txt").read_text())["r04-4p-revoke.json"]
    fr = facts["deals"][1]
    s = 3
    ev = d["events"]
    i = [j for j, e in enumerate(ev) if e["type"] == "bid" and e["seat"] == s][0]
    old_bid = ev[i]["bid"]
    ev[i]["bid"] = 10  # nine cards in hand: at most 9
    won, plus, minus = fr["won"][s], fr["plus5"][s], fr["minus5"][s]
    new = won + 5 * plus - 5 * minus + (10 if won == 10 else -5)
    old = fr["scores"][s]
    for e in ev:
        if e["type"] == "score" and e["party"] == s:
            e["points"] = new
        if e["type"] == "total" and e["party"] == s:
            e["points"] += new - old
    print(f"P2: seat {s} bid {old_bid} -> 10 in the nine-card round (event {i}); score {old} -> {new}")
    run("P2 rage bid out of range", t)


# ------------------------------------------------------------------ P4 Galician: failure to trump
_last: dict = {}
_orig_glegal = G.glegal


def _glegal(hand, trick):
    _last["hand"] = hand
    return _orig_glegal(hand, trick)


class NoTrump(G.GalDeal):
    def gchoose(self, s, opts, trick):
        hand = _last["hand"]
        if s == self.decl and trick and not G.is_tarock(trick[0][1]) and "planted" not in self.facts:
            led = trick[0][1][-1]
            void = not any(not G.is_tarock(c) and c[-1] == led for c in hand)
            others = [c for c in hand if not G.is_tarock(c)]
            if void and others and any(G.is_tarock(c) for c in hand):
                c = min(others, key=G.gval)
                self.facts["planted"] = {"seat": s, "card": c, "led": led}
                return c
        return super().gchoose(s, opts, trick)


def p4() -> None:
    G.glegal = _glegal
    orig = G.GalDeal
    G.GalDeal = NoTrump  # type: ignore[misc]
    try:
        t = G.gal_session("p4", 4000, [{"kind": "renonce", "seat_role": "probe", "want": "fault_over33"}])
    finally:
        G.GalDeal = orig  # type: ignore[misc]
        G.glegal = _orig_glegal
    f = G.FACTS["p4"]["deals"][0]
    ev = t["deals"][0]["events"]
    i = [j for j, e in enumerate(ev) if e["type"] == "play" and e["card"] == f["planted"]["card"]][0]
    print(
        f"P4: the player, void in {f['planted']['led']}, plays {f['planted']['card']} at event {i} "
        f"holding tarocks; {f['points']} points, settled as the §23 consolation (30 each)"
    )
    run("P4 galician failure to trump (settled as a renonce)", t)


# ------------------------------------------------------------------ P5/P6 Galician: fault settled as played
def replace_payments(deal: dict, lines: list[tuple]) -> None:
    deal["events"] = [e for e in deal["events"] if e["type"] != "payment" or e.get("reason") == "pool_stake"]
    for fr, to, a, r in lines:
        deal["events"].append({"type": "payment", "from": fr, "to": to, "amount": a, "reason": r})


def p5() -> None:
    t = copy.deepcopy(load("g02-3p-renonce.json"))
    # the renonce deal (last of the session), settled as if no fault: Czesław 34 points -> 33 each
    replace_payments(t["deals"][1], [(0, 2, 33, "game"), (1, 2, 33, "game"), (2, "pool", 6.6, "pool_share")])
    run("P5 galician renonce in the last deal, settled as played", t)


def p6() -> None:
    t = copy.deepcopy(load("g03-3p-king-discarded.json"))
    # the king laid away in deal 0, a next deal follows; deal 0 settled as played: 39 points -> 48 each
    replace_payments(t["deals"][0], [(0, 2, 48, "game"), (1, 2, 48, "game"), (2, "pool", 9.6, "pool_share")])
    run("P6 galician king laid away, settled as played, next deal dealt", t)


# ------------------------------------------------------------------ P7 Galician: helper announces ultimo
def p7() -> None:
    for name in sorted(HERE.glob("g0*.json")):
        t = copy.deepcopy(json.loads(name.read_text(encoding="utf-8")))
        for di, d in enumerate(t["deals"]):
            takes = [e for e in d["events"] if e["type"] == "take"]
            if not takes:
                continue
            decl = takes[0]["seat"]
            holder = [s for s in range(3) if s != decl and "T1" in d["hands"][s]]
            if not holder:
                continue
            h = holder[0]
            for e in d["events"]:
                if e["type"] == "announce" and e["seat"] == h:
                    e["items"] = [{"kind": "pagat_ultimo"}]
                    break
            idx = [j for j, e in enumerate(d["events"]) if e["type"] == "announce" and e["seat"] == h][0]
            print(
                f"P7: {name.name} deal {di}: helper seat {h} (holding T1) announces pagat_ultimo at event {idx}"
            )
            run("P7 galician helper announces pagat ultimo", t)
            return


if __name__ == "__main__":
    p1()
    p2()
    p4()
    p5()
    p6()
    p7()
