"""Probes for the one-slip-play-lines round (not pinned). Run from the worktree root:
PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/one-slip-play-lines/_probes.py
"""

import json
import pathlib
import sys

sys.path.insert(0, "tests")
from test_audit_corpus import violations  # noqa: E402

from validator.engine.validate import validate  # noqa: E402

HERE = pathlib.Path(__file__).resolve().parent
EX = HERE.parents[3] / "examples"


def ex(game, name):
    return json.loads((EX / game / name).read_text(encoding="utf-8"))


def mine(name):
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def show(label, t):
    v = validate(t)
    print(f"{label}: {v['status']} {violations(v)}")
    for d in v["deals"]:
        for a in d["annotations"]:
            if a["severity"] != "violation":
                print(f"    [{a['severity']}] {a['code']}: {a['message'][:160]}")
    return v


def main():
    # P0: the bases are clean
    show("P0 rage clean", ex("rage", "clean.json"))
    t = ex("danish-tarok", "clean.json")
    t["deals"] = t["deals"][:1]
    show("P0 danish deal 0 alone", t)
    show("P0 ulti clean-trump", ex("ulti", "clean-trump.json"))
    show("P0 galician clean", ex("galician-tarok", "clean.json"))
    show("P0 ottocento clean", ex("tarocchini-ottocento", "clean.json"))
    show("P0 terziglio clean", ex("tarocchini-terziglio", "clean.json"))

    # P1: 06 with the §18 'large' fine for leading out of turn written (20 to each pool)
    t = mine("06-danish-seat-order.json")
    ev = t["deals"][0]["events"]
    ev.append({"type": "payment", "from": 0, "to": "pagat_pool", "amount": 20, "reason": "penalty"})
    ev.append({"type": "payment", "from": 0, "to": "king_pool", "amount": 20, "reason": "penalty"})
    show("P1 06 + fine payments", t)

    # P2: Galician trick 3 written s0 T5, s2 KD, s1 QD (wrong lead, then the due leader)
    t = ex("galician-tarok", "clean.json")
    ev = t["deals"][0]["events"]
    assert [(e["seat"], e["card"]) for e in ev[23:26]] == [(2, "KD"), (0, "T5"), (1, "QD")]
    ev[23], ev[24] = ev[24], ev[23]
    show("P2 galician first two swapped", t)

    # P3: Rage round 1 last trick written s2, s3, s0, s1 (rotated, not the seat order)
    t = ex("rage", "clean.json")
    ev = t["deals"][0]["events"]
    ev[40:44] = ev[41:44] + ev[40:41]
    show("P3 rage last trick rotated by one", t)

    # P4: Rage round 1 trick 1: the LAST card (s0 R0, event 7) left out
    t = ex("rage", "clean.json")
    ev = t["deals"][0]["events"]
    assert (ev[7]["seat"], ev[7]["card"]) == (0, "R0")
    del ev[7]
    show("P4 rage last card of trick 1 left out", t)

    # P5: 01 with hands null (play-only): the left-out line
    t = mine("01-rage-missing-line.json")
    for d in t["deals"]:
        d["hands"] = None
    show("P5 01 play-only", t)

    # P6: Rage 03's trick written in its order of play but the last trick left out: forced?
    t = ex("rage", "clean.json")
    del t["deals"][0]["events"][40:44]
    show("P6 rage round 1 last trick left out", t)

    # P7: 12 (Ottocento) with the left-out JD written as the trick's last line instead
    t = ex("tarocchini-ottocento", "clean.json")
    ev = t["deals"][0]["events"]
    ev[35], ev[36] = ev[36], ev[35]
    show("P7 ottocento JD and 9D swapped (s2 before s1)", t)


if __name__ == "__main__":
    main()
