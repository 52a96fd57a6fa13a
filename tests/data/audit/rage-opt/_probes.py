"""Probes beyond the corpus (rage-opt). Each mutates a corpus file, writes it to a temp dir and
runs the CLI. Run from the worktree root:
PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/rage-opt/_probes.py
"""

import copy
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))


def load(name):
    with open(os.path.join(HERE, name + ".json"), encoding="utf-8") as f:
        return json.load(f)


def run(label, doc, expect):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False, encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False)
        path = f.name
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", path],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=ROOT),
    ).stdout
    os.unlink(path)
    v = json.loads(out)
    v = v[0] if isinstance(v, list) else v
    anns = [(a["deal"], a["event"], a["code"]) for d in v.get("deals", []) for a in d["annotations"]]
    print(f"{label}: {v['status']} {anns}\n    expected (mine): {expect}")
    for d in v.get("deals", []):
        for a in d["annotations"]:
            print("    -", a["message"])
    return v


def rescore(doc, di, bids_by_seat):
    """Set bids of deal di and rewrite that deal's scores (and all later totals) by the rules
    from the engine's own computed tricks/bonuses (clean figures are verified by the corpus)."""
    d = doc["deals"][di]
    old = {e["seat"]: e["bid"] for e in d["events"] if e["type"] == "bid"}
    for e in d["events"]:
        if e["type"] == "bid":
            e["bid"] = bids_by_seat[e["seat"]]
    # score delta: only the +10 / -5 part changes; tricks known from old score? recompute:
    deltas = {}
    for e in d["events"]:
        if e["type"] == "score":
            s = e["party"]
            ob, nb = old[s], bids_by_seat[s]
            # the probe sets only bids whose tricks we know (passed in via TRICKS)
            t = TRICKS[(id(doc), di)][s]
            before = 10 if ob == t else -5
            after = 10 if nb == t else -5
            e["points"] += after - before
            deltas[s] = after - before
    for dj in range(di, len(doc["deals"])):
        for e in doc["deals"][dj]["events"]:
            if e["type"] == "total":
                e["points"] += deltas.get(e["party"], 0)


TRICKS = {}


def main():
    # P1: plus/minus one + hidden bid; bids out of seat order total exactly the cards.
    doc = load("13-pm1-hidden-3p-full")
    # deal 9 (round 10, one card, dealer 0): tricks [0, 0, 1], bids [0, 0, 0] (sum 0).
    TRICKS[(id(doc), 9)] = [0, 0, 1]
    rescore(doc, 9, {0: 0, 1: 0, 2: 1})
    ev = doc["deals"][9]["events"]
    dealer_bid = next(i for i, e in enumerate(ev) if e["type"] == "bid" and e["seat"] == 0)
    run(
        "P1 pm1+hidden, slips total 1 of 1, scored right",
        doc,
        f"source: total = cards is forbidden but no-one bids last; a (c) point. Engine digest: dealer's bid (event {dealer_bid})",
    )

    # P2: plus/minus one + secret bid (all four options file): bids after the plays total the cards.
    doc = load("12-all4-4p")
    # deal 5 (round 6, 5 cards, dealer 3): bids [3, 0, 2, 1], tricks [2, 1, 0, 2].
    TRICKS[(id(doc), 5)] = [2, 1, 0, 2]
    rescore(doc, 5, {0: 2, 1: 1, 2: 0, 3: 2})
    ev = doc["deals"][5]["events"]
    dealer_bid = next(i for i, e in enumerate(ev) if e["type"] == "bid" and e["seat"] == 3)
    run(
        "P2 pm1+secret (+hidden, durch), every bid exact, total 5 of 5",
        doc,
        f"(c): the sum rule cannot be kept with secret bids; engine digest: dealer's bid (event {dealer_bid})",
    )

    # P3: hidden bid; one slip read after the first card.
    doc = load("07-hidden-5p-full")
    ev = doc["deals"][0]["events"]
    b = ev.pop(2)
    ev.insert(5, b)  # after the first plays (5 bids, so index 5 is past plays 0..)
    run(
        "P3 hidden: one bid recorded after the first card",
        doc,
        "bid_out_of_turn at (0, 5) (all slips are revealed before play)",
    )

    # P4: no secret option, bids recorded after the plays (as a secret sheet would).
    doc = load("09-secret-4p-full")
    doc["rules"] = {"preset": "standard"}
    doc["deals"] = doc["deals"][:1]
    run(
        "P4 standard rules, bids written after the plays",
        doc,
        "each bid made after the first card: bid_out_of_turn x4 (events 40..43)",
    )

    # P5: secret bid; a bid written after all the scores of its round.
    doc = load("09-secret-4p-full")
    doc["deals"] = doc["deals"][:1]
    ev = doc["deals"][0]["events"]
    b = ev.pop(40)
    ev.insert(47, b)
    run(
        "P5 secret: one bid written after the round's scores",
        doc,
        "(c) source says revealed at the end of the round; arguably fine, engine digest: bid_out_of_turn",
    )

    # P6: Durch, a session taken up at round 9 then 10: doubling in round 9 (two tricks), not in 10.
    doc = load("03-durch-3p-full")
    doc["deals"] = doc["deals"][8:]
    base = {0: 57, 1: 62, 2: 46}  # totals after round 8 by the rules
    doc["start"] = {"totals": [base[0], base[1], base[2]], "round": 9}
    run(
        "P6 Durch from round 9 (start.round 9)",
        doc,
        "clean: round 9 seat 2 scores 9 (2 a trick), round 10 no doubling",
    )

    # P7: Durch scored with the doubling but the bid missed counted as met (Durch does not make a bid good).
    doc = load("03-durch-3p-full")
    ev = doc["deals"][1]["events"]
    s = next(e for e in ev if e["type"] == "score" and e["party"] == 2)
    s["points"] += 15  # 33 instead of 18
    for dj in range(1, 10):
        for e in doc["deals"][dj]["events"]:
            if e["type"] == "total" and e["party"] == 2:
                e["points"] += 15
    run(
        "P7 Durch on a missed bid written as met",
        doc,
        "wrong_score at (1, 32): 3 bids + 27 plays, then seat 2's score",
    )

    # P8: plus/minus one; the dealer bids first (out of turn) and the last to bid makes the sum equal.
    doc = load("01-pm1-4p-full")
    doc["deals"] = doc["deals"][:1]
    ev = doc["deals"][0]["events"]
    # dealer 0; order 1,2,3,0 with bids [2,3,1,3] (sum 9 of 10). Move the dealer's bid first and
    # let seat 3 (now last in the record) bid 4 (sum 10).
    d_bid = ev.pop(3)
    ev.insert(0, d_bid)
    TRICKS[(id(doc), 0)] = [3, 3, 1, 3]
    rescore(doc, 0, {0: 2, 1: 3, 2: 1, 3: 4})
    run(
        "P8 pm1: dealer bid first out of turn, seat 3 closes the sum",
        doc,
        "bid_out_of_turn at the dealer's bid (0,0); pm1: (c) the source blames 'the fourth' = the one who bid last in fact (seat 3, event 3); engine digest: the dealer",
    )


if __name__ == "__main__":
    main()
