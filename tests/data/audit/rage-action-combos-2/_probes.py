"""Extra probes for rage-action-combos-2; writes only under /tmp/rac2_probes.

Run: python _probes.py, then validate each /tmp/rac2_probes/*.json with replays.cli.
"""

import copy
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = "/tmp/rac2_probes"


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return json.load(f)


def scores(doc, values):
    ev = doc["deals"][0]["events"]
    for e in ev:
        if e["type"] == "score":
            e["points"] = values[e["party"]]
    return doc


def write(name, doc):
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)


def main():
    # p1: 03 scored as if trick 1 had no trump (B10 wins, seat 0 leads trick 2): other reading
    write("p1-03-other-reading.json", scores(load("03-notrump-then-change.json"), [6, 7, 11, -4]))
    # p2: 15 with seat 0's score neither possible value
    write(
        "p2-15-impossible-score.json", scores(load("15-stock-runs-out-trump-matters.json"), [5, 11, 11, -3])
    )
    # p3: 15 with seat 0 and seat 3 both written as winning trick 4
    write("p3-15-both-win.json", scores(load("15-stock-runs-out-trump-matters.json"), [-4, 11, 11, 11]))
    # p4: 07 with seat 1 holding G0 (played later void... swap with P4 in trick 4) and
    # playing WILD named G to the G15 lead: a wild naming the led colour while able to follow
    d = load("07-clean-two-wild-same-colour.json")
    deal = d["deals"][0]
    deal["hands"][1] = ["G0" if c == "P4" else c for c in deal["hands"][1]]
    for e in deal["events"]:
        if e["type"] == "play" and e["card"] == "P4":
            e["card"] = "G0"
    deal["talon"] = ["P4" if c == "G0" else c for c in deal["talon"]]
    write("p4-07-wild-named-led-while-able.json", d)
    # p5: 05 with the second-turn reading's scores (two turns: O trump, O2 wins trick 2)
    write("p5-05-two-turns.json", scores(load("05-two-notrump.json"), [11, -4, 16, -4]))
    _ = copy


if __name__ == "__main__":
    main()
