"""Blind generator for audit round real-faults-near-slips-8.

Each transcript is an otherwise correct record (one of the repository's clean
examples, used for its format and its hands/plays) with exactly ONE recording
slip of the kind a human scorer makes:

  payment with payer and payee swapped, one event line written twice,
  a declaration/double written just after the seat's first card, a score
  line under the wrong seat, two consecutive plays swapped within a trick,
  a deal's dealer field off by one while the play shows the right dealer.

No validator import.  Usage: python _gen.py [--seed N]  (the seed only picks
the meta table number; the slips are fixed so EXPECTED.md stays exact).
"""

import argparse
import copy
import json
import random
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[3]
EX = ROOT / "examples"


def load(game, name):
    return json.loads((EX / game / name).read_text(encoding="utf-8"))


def ev(t, d):
    return t["deals"][d]["events"]


def check(e, **want):
    for k, v in want.items():
        assert e.get(k) == v, (e, k, v)


def swap_payment(t, d, i, **want):
    e = ev(t, d)[i]
    check(e, type="payment", **want)
    e["from"], e["to"] = e["to"], e["from"]


def duplicate(t, d, i, **want):
    e = ev(t, d)[i]
    check(e, **want)
    ev(t, d).insert(i + 1, copy.deepcopy(e))


def swap_plays(t, d, i, **want):
    a, b = ev(t, d)[i], ev(t, d)[i + 1]
    check(a, type="play", **want)
    assert b["type"] == "play"
    ev(t, d)[i], ev(t, d)[i + 1] = b, a


def move_after(t, d, i, j, **want):
    """Move event i to just after event j (indices in the original list)."""
    events = ev(t, d)
    e = events[i]
    check(e, **want)
    anchor = events[j]
    events.remove(e)
    events.insert(events.index(anchor) + 1, e)


def build():
    out = {}

    # ---------------- Danish Tarok ----------------
    t = load("danish-tarok", "clean.json")
    swap_payment(t, 0, 81, **{"from": 2, "to": 1, "amount": 5, "reason": "pagat_lost"})
    out["01-danish-payment-swapped"] = t

    t = load("danish-tarok", "clean.json")
    duplicate(t, 1, 43, type="payment", **{"from": 2, "to": 0, "amount": 5, "reason": "king_lost"})
    out["02-danish-payment-written-twice"] = t

    t = load("danish-tarok", "clean.json")
    swap_plays(t, 0, 16, seat=2, card="3D")
    out["03-danish-plays-swapped"] = t

    t = load("danish-tarok", "clean.json")
    assert t["deals"][1]["dealer"] == 1
    t["deals"][1]["dealer"] = 2
    out["04-danish-dealer-off-by-one"] = t

    # ---------------- Galician Tarok ----------------
    t = load("galician-tarok", "clean.json")
    swap_payment(t, 1, 46, **{"from": 0, "to": 2, "amount": 50, "reason": "trull"})
    out["05-galician-payment-swapped"] = t

    t = load("galician-tarok", "clean.json")
    assert t["deals"][1]["dealer"] == 2
    t["deals"][1]["dealer"] = 0
    out["06-galician-dealer-off-by-one"] = t

    t = load("galician-tarok", "clean.json")
    duplicate(t, 1, 9, type="play", seat=1, card="ND")
    out["07-galician-play-written-twice"] = t

    # ---------------- Ulti ----------------
    t = load("ulti", "clean-trump.json")
    swap_payment(t, 0, 38, **{"from": 0, "to": 1, "amount": 8, "reason": "ulti"})
    out["08-ulti-payment-swapped"] = t

    t = load("ulti", "clean-trump.json")
    swap_plays(t, 0, 13, seat=1, card="QC")
    out["09-ulti-plays-swapped"] = t

    # Contra on the red ulti by Csilla (seat 2), said with her first card;
    # the correct record has it just before her QS, the slip just after.
    t = load("ulti", "clean-trump.json")
    es = ev(t, 0)
    check(es[6], type="play", seat=2, card="QS")
    es.insert(7, {"type": "double", "seat": 2, "target": "ulti", "level": 2})
    for k in (39, 40):  # the two ulti payments, now after the inserted line
        check(es[k], type="payment", to=1, amount=8, reason="ulti")
        es[k]["amount"] = 16
    out["10-ulti-contra-just-after-first-card"] = t

    # ---------------- Rage ----------------
    t = load("rage", "clean.json")
    duplicate(t, 1, 1, type="bid", seat=3, bid=1)
    out["11-rage-bid-written-twice"] = t

    t = load("rage", "clean.json")
    e = ev(t, 0)[45]
    check(e, type="score", party=1, points=-6)
    e["party"] = 2
    out["12-rage-score-under-wrong-seat"] = t

    # ---------------- Tarocchini: Ottocento ----------------
    t = load("tarocchini-ottocento", "clean.json")
    es = ev(t, 1)
    assert [x["type"] for x in es[65:]] == ["score", "score", "total", "total"]
    del es[65:]  # last deal recorded without its sheet lines (play record)
    move_after(t, 1, 3, 7, type="declare", seat=3)  # after seat 3's first card (T6)
    out["13-ottocento-declaration-just-after-first-card"] = t

    # ---------------- Tarocchini: Terziglio ----------------
    t = load("tarocchini-terziglio", "clean.json")
    e = ev(t, 0)[66]
    check(e, type="score", party=0, points=0)
    e["party"] = 2
    out["14-terziglio-score-under-wrong-seat"] = t

    t = load("tarocchini-terziglio", "clean.json")
    assert t["deals"][1]["dealer"] == 1
    t["deals"][1]["dealer"] = 2
    out["15-terziglio-dealer-off-by-one"] = t

    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=8)
    ap.add_argument("--out", default=str(HERE))
    a = ap.parse_args()
    rng = random.Random(a.seed)
    table = rng.randint(1, 20)
    for name, t in build().items():
        t.setdefault("meta", {})
        t["meta"] = dict(t["meta"], audit="real-faults-near-slips-8", table=table, slip=name[3:])
        Path(a.out, name + ".json").write_text(
            json.dumps(t, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
        )


if __name__ == "__main__":
    main()
