"""Probes for rage-partial-records (not pinned): edited copies of the round's files, run through the
engine, to test doubts about what a partial record still proves.  Run from the worktree root with
PYTHONPATH=$PWD."""

from __future__ import annotations

import copy
import json
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).parent


def load(name):
    return json.loads((HERE / f"{name}.json").read_text(encoding="utf-8"))


def set_score(doc, deal, seat, points, carry=True):
    """Write a seat's round score and (carry) move its written totals from that deal on by the same amount."""
    doc = copy.deepcopy(doc)
    ev = doc["deals"][deal]["events"]
    idx = next(i for i, e in enumerate(ev) if e["type"] == "score" and e["party"] == seat)
    delta = points - ev[idx]["points"]
    ev[idx]["points"] = points
    if carry:
        for d in doc["deals"][deal:]:
            for e in d["events"]:
                if e["type"] == "total" and e["party"] == seat:
                    e["points"] += delta
    return doc, idx


def show(label, doc, why):
    v = validate(doc)
    found = [
        (a["deal"], a["event"], a["code"], a["severity"], a.get("evidence"))
        for d in v["deals"]
        for a in d["annotations"]
        if a["code"] != "incomplete_round"
    ]
    print(f"{label}: {why}\n   status {v['status']}: {found}")


def main() -> None:
    # A: play-only without the stock (trump unknown): round 8, seat 2 bid 0, won neither of the first two
    # tricks (their winners lead the next ones), so it has 0 or 1 tricks: its score is 10 or -4; 12 fits none.
    doc, i = set_score(load("05-6p-playonly-no-stock-revoke-bid"), 3, 2, 12)
    show("A", doc, f"05 deal 3 event {i}: seat 2 score 10 -> 12 (needs 2 tricks; at most 1 possible)")
    # B: a round with no bids: seat 0 took tricks/action worth -7 (3 - 5 - 5 = -7? see file), written 3;
    # a score of 4 is neither tricks+action+10 nor tricks+action-5.
    doc, i = set_score(load("06-4p-no-bids-revoke"), 4, 0, 4)
    show("B", doc, f"06 deal 4 event {i}: no bids recorded; seat 0 score 3 -> 4 (not one of the two figures)")
    # C: the score sheet alone, round 10 (one card): a score of 13 needs 3 tricks (mod 5) - impossible.
    doc, i = set_score(load("11-6p-sheet-only-wrong-total-bid"), 9, 0, 13)
    show("C", doc, f"11 deal 9 event {i}: sheet only, one-card round, seat 0 score 10 -> 13")
    # D: the same round: seat 2 (the only trick-taker, -9 = 1 - 5 - 5) written 10 (bid 0 made): each
    # figure alone is possible, but then all six scores say 0 tricks and nobody took the one trick.
    doc, i = set_score(load("11-6p-sheet-only-wrong-total-bid"), 9, 2, 10)
    show("D", doc, f"11 deal 9 event {i}: sheet only, one-card round, all six scores say 0 tricks")
    # E: a round with one bid missing (07 deal 1): the seat without a bid written a third figure
    doc, i = set_score(load("07-5p-pm1-missing-bids-forbidden-bid-wrong-score"), 1, 2, 9)
    show("E", doc, f"07 deal 1 event {i}: seat 2 has no bid (+23 or +8); written 9")
    # F: 11 without start and hands null: does the engine take deal 0 as round 1? (bid 10 in deal 0 is legal
    # only with ten cards; 11 is out of range)
    doc = load("11-6p-sheet-only-wrong-total-bid")
    doc["deals"][0]["events"][0]["bid"] = 10
    show("F1", doc, "11 deal 0 event 0: bid 10 (legal in round 1)")
    doc["deals"][0]["events"][0]["bid"] = 11
    show("F2", doc, "11 deal 0 event 0: bid 11 (out of range in round 1)")


def probe_joint_cut_short() -> None:
    """G: 09 deal 7 (round 8, last two tricks unrecorded): pick two seats' figures each given by some legal
    ending but by no single ending together (the generator's own enumeration)."""
    import itertools
    import sys

    sys.path.insert(0, str(HERE))
    import _gen

    doc = load("09-4p-cut-short-wrong-score")
    deal = doc["deals"][7]
    bids = {e["seat"]: e["bid"] for e in deal["events"] if e["type"] == "bid"}
    plays = [(e["seat"], e["card"], e.get("named")) for e in deal["events"] if e["type"] == "play"]
    st = _gen.RoundState(deal["hands"], deal["talon"], deal["dealer"])
    for _seat, c, nm in plays:
        st.play(c, nm)
    ends = _gen.endings(st)
    n = len(deal["hands"])
    vecs = {tuple(_gen.score(bids[s], t[s], a[s]) for s in range(n)) for t, a in ends}
    written = [e["points"] for e in deal["events"] if e["type"] == "score"]
    truth = next(v for v in vecs if all(v[s] == written[s] for s in range(n) if s != 2))
    for i, j in itertools.combinations(range(n), 2):
        vi = {v[i] for v in vecs}
        vj = {v[j] for v in vecs}
        for x, y in itertools.product(vi, vj):
            if not any(v[i] == x and v[j] == y for v in vecs):
                new = list(truth)
                new[i], new[j] = x, y
                d2 = doc
                for s in range(n):
                    d2, _ = set_score(d2, 7, s, new[s])
                show(
                    "G",
                    d2,
                    f"09 deal 7: endings {sorted(vecs)}; scores written {new} (each figure possible, "
                    f"seats {i} and {j} together in no ending)",
                )
                return
    print("G: no jointly impossible pair found")


if __name__ == "__main__":
    main()
    probe_joint_cut_short()
