"""Probes for the one-slip round (not pinned). Run from the worktree root:
PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/one-slip-danish-tarocchini/_probes.py
Each probe edits a copy of a round file and prints the engine's violations (and warnings)."""

from __future__ import annotations

import copy
import json
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).parent


def load(name):
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def show(label, doc):
    v = validate(doc)
    found = [
        (a["deal"], a["event"], a["code"], a["severity"], a["message"][:150])
        for d in v["deals"]
        for a in d["annotations"]
    ]
    print(f"== {label}: {v['status']}")
    for f in found:
        print("   ", f)
    return v


def unslip(name):
    """The file as the table played it (the slip taken back)."""
    doc = load(name)
    s = doc["meta"]["slip"]
    d = doc["deals"][s["deal"]]
    if "events" in s and len(s["events"]) == 2:
        a, b = s["events"]
        d["events"][a], d["events"][b] = d["events"][b], d["events"][a]
    elif "copy" in s:
        del d["events"][s["copy"]]
    elif "written" in s and "played" in s:
        d["events"][s["event"]]["card"] = s["played"]
    elif "declared_by" in s:
        d["events"][s["event"]]["seat"] = s["declared_by"]
    elif "due" in s:
        d["dealer"] = s["due"]
    return doc


def main():
    # P0: every file with its slip taken back is clean (my baselines, settlement included)
    for f in sorted(HERE.glob("*.json")):
        v = validate(unslip(f.name))
        n = v["summary"]["violations"]
        print(f"P0 baseline {f.name}: {v['status']} ({n} violations)")

    # P1: Danish swap, the §18 'large' fine recorded (20 to each pool by the seat written first)
    for name, seat in (("01-danish-swap-lead-second.json", 0), ("02-danish-swap-second-third.json", 1)):
        doc = load(name)
        ev = doc["deals"][0]["events"]
        ev.append({"type": "payment", "from": seat, "to": "pagat_pool", "amount": 20, "reason": "penalty"})
        ev.append({"type": "payment", "from": seat, "to": "king_pool", "amount": 20, "reason": "penalty"})
        show(f"P1 {name} with the large fine paid", doc)

    # P1b: Danish swap with no payments recorded at all (nothing settled)
    doc = load("01-danish-swap-lead-second.json")
    doc["deals"][0]["events"] = [e for e in doc["deals"][0]["events"] if e["type"] != "payment"]
    show("P1b 01 without any payment", doc)

    # P2: Danish declaration written twice, variants
    base = load("04-danish-declaration-twice.json")
    doc = copy.deepcopy(base)
    ev = doc["deals"][0]["events"]
    cp = ev.pop(13)
    first_play = next(i for i, e in enumerate(ev) if e["type"] == "play")
    ev.insert(first_play + 3, cp)  # the copy after the first trick
    show("P2a 04 the copy written after trick 1", doc)
    doc = copy.deepcopy(base)
    doc["deals"][0]["events"][13]["items"] = []  # a second, different declaration (pass)
    show("P2b 04 second line of seat 1 is a pass", doc)
    doc = copy.deepcopy(base)
    doc["deals"][0]["events"][13]["items"] = [{"kind": "trumps", "count": 12, "pagat": False}]
    show("P2c 04 second line claims 12 trumps (false)", doc)
    doc = copy.deepcopy(base)
    ev = doc["deals"][0]["events"]
    ev.insert(11, copy.deepcopy(ev[10]))  # the copy right after the original, before its payments
    show("P2d 04 copy directly after the original", doc)
    doc = unslip("04-danish-declaration-twice.json")
    ev = doc["deals"][0]["events"]
    i = max(i for i, e in enumerate(ev) if e["type"] == "declare")
    ev.insert(i + 1, copy.deepcopy(ev[i]))  # the last seat's pass written twice
    show(f"P2e 04 baseline, the pass at ev {i} written twice", doc)

    # P2f: a play line written twice (the same seat, the same card), Danish and Tarocchini
    for name in (
        "04-danish-declaration-twice.json",
        "08-ottocento-swap-third-fourth.json",
        "12-terziglio-swap-lead-second.json",
    ):
        doc = unslip(name)
        ev = doc["deals"][0]["events"]
        plays = [i for i, e in enumerate(ev) if e["type"] == "play"]
        i = plays[10]
        ev.insert(i + 1, copy.deepcopy(ev[i]))
        show(f"P2f {name} baseline, play ev {i} {ev[i]['card']} written twice (copy at {i + 1})", doc)

    # P3: Danish declaration written for the wrong seat (seat 1's 10 trumps written for seat 2)
    doc = unslip("04-danish-declaration-twice.json")
    doc["deals"][0]["events"][10]["seat"] = 2
    show("P3 Danish declaration for the wrong seat", doc)

    # P4: Ottocento 10 with the table's score lines (the engine's own figures for the played deal)
    clean = unslip("10-ottocento-declaration-wrong-seat.json")
    v = validate(clean)
    pts = v["deals"][0]["computed"]["points"]
    for doc, label in ((clean, "baseline"), (load("10-ottocento-declaration-wrong-seat.json"), "slip")):
        doc = copy.deepcopy(doc)
        for team in ("team0", "team1"):
            doc["deals"][0]["events"].append({"type": "score", "party": team, "points": pts[team]["total"]})
        show(f"P4 10 with score lines {pts['team0']['total']}/{pts['team1']['total']} ({label})", doc)

    # P5: Terziglio: the same, declaration for the wrong seat (14's jacks written for another seat)
    doc = unslip("14-terziglio-declaration-twice.json")
    s = doc["meta"]["slip"]
    ev = doc["deals"][0]["events"]
    orig = ev[s["original"]]
    other = [e for e in ev if e["type"] == "declare" and e["seat"] != orig["seat"]]
    print("   (declarations:", [(e["seat"], e["items"]) for e in ev if e["type"] == "declare"], ")")
    orig["seat"] = other[0]["seat"]
    show("P5 Terziglio declaration for the wrong seat", doc)

    # P6: Terziglio 13: the copied pass is seat 2's; a copied gioco instead
    doc = unslip("13-terziglio-bid-twice.json")
    ev = doc["deals"][0]["events"]
    ev.insert(1, copy.deepcopy(ev[0]))
    show("P6 13 the gioco line copied", doc)

    # P7: Danish payment twice: a declaration payment copied
    doc = unslip("01-danish-swap-lead-second.json")
    ev = doc["deals"][0]["events"]
    i = next(i for i, e in enumerate(ev) if e["type"] == "payment" and e.get("reason") == "declaration")
    ev.insert(i + 1, copy.deepcopy(ev[i]))
    show(f"P7 01-baseline with declaration payment ev {i} copied", doc)


if __name__ == "__main__":
    main()
