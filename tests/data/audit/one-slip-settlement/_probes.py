"""Probes for audit round one-slip-settlement (not pinned). Run from the worktree root."""

import copy
import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[3]


def load(name):
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def example(game, name):
    return json.loads((ROOT / "examples" / game / name).read_text(encoding="utf-8"))


def find(deal, **kw):
    return next(i for i, e in enumerate(deal["events"]) if all(e.get(k) == v for k, v in kw.items()))


def run(label, doc):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False, encoding="utf-8") as fh:
        json.dump(doc, fh, ensure_ascii=False)
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", fh.name],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={"PYTHONPATH": str(ROOT)},
    ).stdout
    v = json.loads(out)
    print(f"== {label}: {v['status']} {v['summary']['by_code']}")
    for d in v["deals"]:
        for a in d["annotations"]:
            print(f"   ({a['deal']}, {a['event']}, {a['code']}) {a['message']}")
    Path(fh.name).unlink()


def main():
    # P1: Danish, a swapped last-trick payment in deal 2 (pair 0-1 has four payments)
    doc = example("danish-tarok", "clean.json")
    d = doc["deals"][2]
    i = find(d, type="payment", **{"from": 0, "to": 1, "reason": "last_trick"})
    d["events"][i]["from"], d["events"][i]["to"] = 1, 0
    run("P1 danish deal 2 last_trick 0->1 20 swapped", doc)

    # P2: Galician, deal 0's Adam->Bożena 1040 (game) written at the head of deal 1
    doc = example("galician-tarok", "clean.json")
    i = find(doc["deals"][0], type="payment", **{"from": 0, "to": 1, "reason": "game"})
    doc["deals"][1]["events"].insert(0, doc["deals"][0]["events"].pop(i))
    run("P2 galician payment one deal late (head of deal 1)", doc)

    # P3: Ulti, the late payment written after deal 1's own payments
    doc = load("06-ulti-payment-one-deal-late.json")
    doc["deals"][1]["events"].append(doc["deals"][1]["events"].pop(0))
    run("P3 ulti payment one deal late (end of deal 1)", doc)

    # P3b: Danish, the late payment written at the end of deal 2
    doc = load("09-danish-payment-one-deal-late.json")
    doc["deals"][2]["events"].append(doc["deals"][2]["events"].pop(0))
    run("P3b danish payment one deal late (end of deal 2)", doc)

    # P4: Rage swap, totals by the sheet's own arithmetic (previous + swapped scores)
    doc = load("01-rage-score-lines-swapped.json")
    d = doc["deals"][1]
    prev = {e["party"]: e["points"] for e in doc["deals"][0]["events"] if e["type"] == "total"}
    sc = {e["party"]: e["points"] for e in d["events"] if e["type"] == "score"}
    for e in d["events"]:
        if e["type"] == "total":
            e["points"] = prev[e["party"]] + sc[e["party"]]
    run("P4 rage swapped scores, totals by the sheet's arithmetic (later totals by rules)", doc)

    # P5: Rage total for the wrong seat written after the seat's own line
    doc = load("02-rage-total-for-wrong-seat.json")
    d = doc["deals"][1]
    i, j = [k for k, e in enumerate(d["events"]) if e["type"] == "total" and e["party"] == 2]
    d["events"][i], d["events"][j] = d["events"][j], d["events"][i]
    run("P5 rage wrong-seat total after the seat's own total", doc)

    # P6: Terziglio, deal 1 seat 0 and seat 2's score lines swapped (6 <-> 0)
    doc = example("tarocchini-terziglio", "clean.json")
    d = doc["deals"][1]
    a, b = find(d, type="score", party=0), find(d, type="score", party=2)
    d["events"][a]["points"], d["events"][b]["points"] = d["events"][b]["points"], d["events"][a]["points"]
    run("P6 terziglio score lines swapped", doc)

    # P7: Ottocento, team1's score line left out
    doc = example("tarocchini-ottocento", "clean.json")
    d = doc["deals"][1]
    del d["events"][find(d, type="score", party="team1")]
    run("P7 ottocento team1 score line left out", doc)

    # P8: Ulti, a payment one deal late where deal 1 owes the same pair the same reason
    doc = copy.deepcopy(load("06-ulti-payment-one-deal-late.json"))
    run("P8 (= file 06) session totals agree; see REPORT", doc)


if __name__ == "__main__":
    main()
