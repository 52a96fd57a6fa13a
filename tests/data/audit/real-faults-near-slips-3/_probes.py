"""Probes for audit round real-faults-near-slips-3 (phase 2; edited copies, not pinned).

Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/real-faults-near-slips-3/_probes.py
"""

import copy
import json
import os

from validator.engine.validate import validate

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return json.load(f)


def show(label, doc):
    v = validate(doc)
    out = []
    for d in v.get("deals", []):
        for a in d["annotations"]:
            if a["severity"] == "violation":
                out.append((a["deal"], a["event"], a["code"]))
    print(f"{label}: {v['status']} {out}")
    for p in v.get("problems", []) or []:
        print("   problem", p["pointer"], p["code"])
    return v


def plays(ev):
    return [i for i, e in enumerate(ev) if e["type"] == "play"]


def move_last_play_to(doc, deal, target_event):
    """Move the deal's last play (the skipped seat's spare, played after the last trick)
    to stand before target_event (the card played in his turn): the trick made whole."""
    d = copy.deepcopy(doc)
    ev = d["deals"][deal]["events"]
    last = plays(ev)[-1]
    e = ev.pop(last)
    ev.insert(target_event, e)
    return d


def main():
    # P1: Rage 01 without its sheet: which reading without the figures?
    doc = load("01-rage-seat-skips-trick-record-stops.json")
    d = copy.deepcopy(doc)
    d["deals"][0]["events"] = [e for e in d["deals"][0]["events"] if e["type"] not in ("score", "total")]
    show("P1a rage 01 without scores/totals", d)
    # P1b: the spare played after the last trick instead of never shown
    d = copy.deepcopy(doc)
    ev = d["deals"][0]["events"]
    lp = plays(ev)[-1]
    ev.insert(lp + 1, {"type": "play", "seat": 0, "card": "Y15"})
    show("P1b rage 01 spare played after the last trick", d)
    # P1c: the trick made whole (the spare in its place): the slip version
    d = copy.deepcopy(doc)
    ev = d["deals"][0]["events"]
    ev.insert(13, {"type": "play", "seat": 0, "card": "Y15"})
    show("P1c rage 01 spare written in its place (no fault; sheet as played)", d)

    # P2: Ottocento 07, the spare KS played after the last trick
    doc = load("07-ottocento-seat-skips-trick-record-stops.json")
    d = copy.deepcopy(doc)
    d["deals"][0]["events"].append({"type": "play", "seat": 0, "card": "KS"})
    show("P2 ottocento 07 spare played after the last trick", d)

    # P3: Terziglio 09, the defender's exchange folded into his dealt hand and the widow:
    # the rest of the record is then legal (the play shows the exchange happened)
    doc = load("09-terziglio-defender-takes-widow-declarer-too.json")
    d = copy.deepcopy(doc)
    dl = d["deals"][0]
    t0 = dl["events"][3]["cards"]
    d0 = dl["events"][4]["cards"]
    dl["hands"][0] = [c for c in dl["hands"][0] if c not in d0] + t0
    dl["talon"] = [c for c in dl["talon"] if c not in t0] + d0
    del dl["events"][3:5]
    show("P3 terziglio 09 defender's exchange folded into the deal", d)
    # P3b: the defender's take alone (his discard removed): what the engine makes of the take
    d = copy.deepcopy(doc)
    del d["deals"][0]["events"][4]
    show("P3b terziglio 09 without the defender's discard", d)

    # P4: the short trick made whole: the spare played at the end moved into its trick
    for name, target in (
        ("06-ulti-seat-skips-trick-plays-twice-at-end.json", 24),
        ("15-danish-seat-skips-trick-plays-twice-at-end.json", 32),
    ):
        doc = load(name)
        show(f"P4 {name[:2]} spare moved into the short trick", move_last_play_to(doc, 0, target))
    # Galician 12: the spare never shown; write it into its place
    doc = load("12-galician-seat-skips-trick-record-stops.json")
    d = copy.deepcopy(doc)
    d["deals"][0]["events"].insert(24, {"type": "play", "seat": 2, "card": "T5"})
    show("P4 12 spare written into the short trick", d)
    # P5: Galician 12 with take_back never: does the cascade change?
    d = copy.deepcopy(doc)
    d["rules"]["take_back"] = "never"
    show("P5 12 take_back never", d)
    # P6: Danish 15 with the record stopping (the spare never shown)
    doc = load("15-danish-seat-skips-trick-plays-twice-at-end.json")
    d = copy.deepcopy(doc)
    d["deals"][0]["events"].pop()
    show("P6 15 record stops (spare not played)", d)
    # P7: Ulti 06 with the record stopping
    doc = load("06-ulti-seat-skips-trick-plays-twice-at-end.json")
    d = copy.deepcopy(doc)
    d["deals"][0]["events"].pop()
    show("P7 06 record stops (spare not played)", d)


if __name__ == "__main__":
    main()
