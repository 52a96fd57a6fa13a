"""Generator for audit round readings-review (no import of validator).

Each file takes a clean (or engine-correct) record the repository already holds and plants the one
thing the ruling under review is about: a second error by the table, written into the settlement,
on top of a fault the rules are clear about.  The figures "by the rules" are my own reading of the
sources (/work/shared/seeds/), worked by hand; they are listed in EXPECTED.md.

    python _gen.py [SEED]        (default seed 40; the seed only varies the meta line's tag)
"""

from __future__ import annotations

import copy
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
ROOT = HERE.parents[3]


def load(rel: str) -> dict:
    return json.loads((ROOT / rel).read_text("utf-8"))


def write(name: str, doc: dict, desc: str, tag: str) -> None:
    doc = copy.deepcopy(doc)
    doc.setdefault("meta", {})["description"] = f"{desc} [readings-review {tag}]"
    (HERE / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", "utf-8")


def pay(a, b, x, r=None) -> dict:
    e = {"type": "payment", "from": a, "to": b, "amount": x}
    if r:
        e["reason"] = r
    return e


def main(seed: int) -> None:
    rnd = random.Random(seed)
    tag = f"seed {seed}/{rnd.randrange(10**6):06d}"

    # ------------------------------------------------------------------ Tarocchini (Ottocento)
    otto = load("examples/tarocchini-ottocento/clean.json")

    # 01: Bruno (seat 1, team1) declares a cricca of three kings holding two (KB KS; KD is Dario's);
    # the sheet counts it: team1 98 + 17 = 115, totals 115 and 441 + 17 = 458.
    d = copy.deepcopy(otto)
    ev = d["deals"][0]["events"]
    assert ev[2] == {"type": "declare", "seat": 1, "items": []}
    ev[2]["items"] = [{"kind": "cricca", "of": "kings", "count": 3}]
    for e in ev:
        if e.get("party") == "team1":
            e["points"] += 17
    for e in d["deals"][1]["events"]:
        if e["type"] == "total" and e["party"] == "team1":
            e["points"] += 17
    write(
        "01-otto-false-cricca-counted-by-sheet.json",
        d,
        "Ottocento: Bruno declares three kings holding two (KB KS); the sheet counts the false cricca "
        "(team1 115 for 98, totals 115 and 458 for 98 and 441).",
        tag,
    )

    # 02: Bruno writes no declaration before play and declares K Q N of spades (held: 10) after the
    # first card; the sheet counts it: team1 108, totals 108 and 451.
    d = copy.deepcopy(otto)
    ev = d["deals"][0]["events"]
    del ev[2]
    first = next(i for i, e in enumerate(ev) if e["type"] == "play")
    ev.insert(first + 1, {"type": "declare", "seat": 1, "items": [{"kind": "sequence", "of": "suit", "suit": "S", "length": 3}]})
    for e in ev:
        if e.get("party") == "team1":
            e["points"] += 10
    for e in d["deals"][1]["events"]:
        if e["type"] == "total" and e["party"] == "team1":
            e["points"] += 10
    write(
        "02-otto-late-declaration-counted-by-sheet.json",
        d,
        "Ottocento: Bruno declares K Q N of spades after the first card; the sheet counts it "
        "(team1 108 for 98, totals 108 and 451).",
        tag,
    )

    # 03: Anna (seat 0) declares four kings in deal 1 holding three (KB KS KC); the sheet counts the
    # three she holds (17), as the clean record did.
    d = copy.deepcopy(otto)
    ev = d["deals"][1]["events"]
    assert ev[4]["seat"] == 0 and ev[4]["items"][0] == {"kind": "cricca", "of": "kings", "count": 3}
    ev[4]["items"][0]["count"] = 4
    write(
        "03-otto-four-kings-declared-three-held-counted-as-held.json",
        d,
        "Ottocento: Anna declares four kings holding three; the sheet counts the three she holds (17).",
        tag,
    )

    # ------------------------------------------------------------------ Ulti
    ulti = load("examples/ulti/clean-trump.json")

    # 04: red ulti; Csilla's contra on the party written in the second trick, before her card to it.
    # The record pays the party doubled: Béla 4 to each defender (rules: 2).
    d = copy.deepcopy(ulti)
    ev = d["deals"][0]["events"]
    assert ev[9] == {"type": "play", "seat": 0, "card": "10D"} and ev[11]["seat"] == 2
    ev.insert(11, {"type": "double", "seat": 2, "target": "party", "level": 2})
    for e in ev:
        if e["type"] == "payment" and e.get("reason") == "party":
            e["amount"] = 4
    write(
        "04-ulti-contra-in-second-trick-paid-doubled.json",
        d,
        "Red ulti: Csilla says contra on the party in the second trick; the record pays the party "
        "doubled (4 to each defender for the rules' 2).",
        tag,
    )

    # 05: the same contra written right after Csilla's own card to the first trick.
    d = copy.deepcopy(ulti)
    ev = d["deals"][0]["events"]
    assert ev[6] == {"type": "play", "seat": 2, "card": "QS"}
    ev.insert(7, {"type": "double", "seat": 2, "target": "party", "level": 2})
    for e in ev:
        if e["type"] == "payment" and e.get("reason") == "party":
            e["amount"] = 4
    write(
        "05-ulti-contra-just-after-own-first-card-paid-doubled.json",
        d,
        "Red ulti: Csilla's contra on the party written just after her own first card; the record "
        "pays it doubled (4 to each defender for the rules' 2).",
        tag,
    )

    # 06: plain party (spades); Anna holds KS QS, but Csilla says the side's 40 (before her first
    # card); the record counts it: the defenders' silent 100, 2 from Béla to each.
    d = load("tests/data/audit/ulti-marriage-edges/15-party-defenders-silent-100.json")
    ev = d["deals"][0]["events"]
    assert ev[7] == {"type": "play", "seat": 2, "card": "AC"}
    assert ev[8] == {"type": "declare", "seat": 0, "items": [{"kind": "marriage", "points": 40}]}
    ev[7], ev[8] = {"type": "declare", "seat": 2, "items": [{"kind": "marriage", "points": 40}]}, ev[7]
    write(
        "06-ulti-defenders-40-said-by-partner-counted.json",
        d,
        "Party in spades: Anna holds KS QS, Csilla says the 40; the record counts it for the "
        "defenders (silent 100, 2 from Béla to each).",
        tag,
    )

    # 07: fold compulsory, the declarer of the plain party plays it on and wins; the record pays
    # the party as played (1 from each defender) instead of the fold (2 to each).
    d = load("tests/data/audit/ulti-aces-tens-fold/02-std-fold-compulsory-played.json")
    d["deals"][0]["events"] += [pay(0, 2, 1, "party"), pay(1, 2, 1, "party")]
    write(
        "07-ulti-compulsory-fold-played-on-paid-as-played.json",
        d,
        "fold: compulsory; Csilla plays her plain party on and wins it; the record pays 1 from each "
        "defender (the fold: Csilla 2 to each).",
        tag,
    )

    # ------------------------------------------------------------------ Galician Tarok
    # 08: the session's last deal (no next deal: §31 gives no cover); Adam (helper) says contra on
    # the game after the first card; the record pays the won game doubled (180 each for 90) and the
    # player's 10% share on 660 (66 for 48).
    d = load("examples/galician-tarok/clean.json")
    ev = d["deals"][1]["events"]
    first = next(i for i, e in enumerate(ev) if e["type"] == "play")
    ev.insert(first + 1, {"type": "double", "seat": 0, "target": "game", "level": 2})
    for e in ev:
        if e["type"] == "payment" and e.get("reason") == "game":
            e["amount"] = 180
        if e["type"] == "payment" and e.get("reason") == "pool_share":
            e["amount"] = 66
    write(
        "08-gal-helper-contra-after-first-card-paid-doubled.json",
        d,
        "Last deal: Adam's contra on the game written after the first card; the record pays the won "
        "game doubled (180 from each helper for 90) and a 10% share of 660 (66 for 48).",
        tag,
    )

    # 09: five at the table, one deal: the sitter (seat 4) says contra on the game; the player loses
    # a three; the record pays it doubled (174 to each of the king and two helpers for 87, shares
    # 17.4 for 8.7).
    s = load("tests/data/audit/gd-2faults-pay-45p/02-clean-5p-session.json")
    d = copy.deepcopy(s)
    d["deals"] = d["deals"][:1]
    dl = d["deals"][0]
    assert dl["hands"][4] == [] or all(h for h in dl["hands"][1:4])
    sitter = [i for i, h in enumerate(dl["hands"]) if not h and i != dl["dealer"]]
    sitter = sitter[0] if sitter else 4
    ev = dl["events"]
    first = next(i for i, e in enumerate(ev) if e["type"] == "play")
    ev.insert(first, {"type": "double", "seat": sitter, "target": "game", "level": 2})
    for e in ev:
        if e["type"] == "payment" and e.get("reason") == "game":
            e["amount"] = 174
        if e["type"] == "payment" and e.get("reason") == "pool_share":
            e["amount"] = 17.4
    write(
        "09-gal-sitter-contra-at-five-paid-doubled.json",
        d,
        f"Five at the table, one deal: the seat sitting out ({sitter}) says contra on the game; the "
        "player loses his three and the record pays it doubled (174 to each for 87, shares 17.4).",
        tag,
    )

    # ------------------------------------------------------------------ Danish Tarok
    # 10: deal 0, trick 4 (8C led by Agnieszka): Celina's 6C written before Bartek's 2C, a card out
    # of turn (§18 large: 20 into each pool); the record pays no fine.
    d = load("examples/danish-tarok/clean.json")
    ev = d["deals"][0]["events"]
    assert ev[21]["card"] == "8C" and ev[22] == {"type": "play", "seat": 1, "card": "2C"}
    assert ev[23] == {"type": "play", "seat": 2, "card": "6C"}
    ev[22], ev[23] = ev[23], ev[22]
    write(
        "10-danish-card-out-of-turn-no-fine-paid.json",
        d,
        "Deal 0: Celina plays 6C before Bartek's 2C in the fourth trick; the record pays no §18 "
        "fine (large: 20 into each pool).",
        tag,
    )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 40)
