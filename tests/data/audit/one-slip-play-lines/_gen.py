"""Blind generator for the one-slip-play-lines audit round.

Each transcript is an otherwise legal, correctly settled record (a bundled clean example's
session, used as the base record) with ONE recording slip planted in the play lines:

- a play line left out (one card missing from a trick, the rest of the record as played);
- a card code mistyped into a card the seat never held (another suit or rank);
- a card code mistyped into a card the seat does hold and plays later;
- the last trick left out entirely;
- a trick's lines written in the order of seats (0, 1, 2, ...) rather than the order of play.

The settlement lines are left as the table wrote them (the figures of the deal as played),
so a verdict with more than the one finding for the slip is a knock-on.

Usage: python _gen.py [--seed N]   (the slips are fixed; the seed is recorded in meta only,
no choice here is random, so every seed writes the same files.)

Writes NN-*.json and expected.txt beside this file. No import from validator.
"""

import argparse
import copy
import json
import pathlib

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[3]
EX = ROOT / "examples"


def load(game, name):
    return json.loads((EX / game / name).read_text(encoding="utf-8"))


def plays(deal):
    return [(i, e) for i, e in enumerate(deal["events"]) if e["type"] == "play"]


def ev(deal, i, seat, card):
    e = deal["events"][i]
    assert e["type"] == "play" and e["seat"] == seat and e["card"] == card, (i, e, seat, card)
    return e


def holder(deal, card):
    return [s for s, h in enumerate(deal["hands"]) if card in h]


def played_by(deal, card):
    return [(i, e["seat"]) for i, e in plays(deal) if e["card"] == card]


OUT = []  # (file, transcript, expected list, note)


def emit(fname, t, expected, note, seed):
    t = copy.deepcopy(t)
    t.setdefault("meta", {})
    t["meta"] = {"audit": "one-slip-play-lines", "seed": seed, "slip": note}
    OUT.append((fname, t, expected, note))


def drop_line(deal, i, seat, card):
    ev(deal, i, seat, card)
    del deal["events"][i]


def retype(deal, i, seat, card, new):
    e = ev(deal, i, seat, card)
    e["card"] = new


def seat_order(deal, first, seats_cards):
    """Rewrite the trick at events first.. (given in play order) in order of seats."""
    n = len(seats_cards)
    for k, (s, c) in enumerate(seats_cards):
        ev(deal, first + k, s, c)
    block = sorted((deal["events"][first + k] for k in range(n)), key=lambda e: e["seat"])
    deal["events"][first : first + n] = block


def drop_last_trick(deal, first, seats_cards):
    for k, (s, c) in enumerate(seats_cards):
        ev(deal, first + k, s, c)
    assert all(e["type"] != "play" for e in deal["events"][first + len(seats_cards) :])
    del deal["events"][first : first + len(seats_cards)]


def build(seed):
    # ---------------- Rage (examples/rage/clean.json, 4 players, 10 rounds) ----------------
    base = load("rage", "clean.json")

    t = copy.deepcopy(base)
    d = t["deals"][0]  # round 1, trump orange (O1 turned); T0: s1 R14, s2 R2, s3 R10, s0 R0
    drop_line(d, 5, 2, "R2")
    emit(
        "01-rage-missing-line.json",
        t,
        [(0, 5, "out_of_turn")],
        "deal 0 trick 1: Katka's R2 (event 5) left out; Dalibor's R10 is now event 5",
        seed,
    )

    t = copy.deepcopy(base)
    d = t["deals"][1]  # round 2, trump yellow (CHANGE turned, then Y9); T0: s2 G5, s3 G6, s0 G7, s1 G8
    assert "P6" not in d["hands"][3] and holder(d, "P6") == [0] and played_by(d, "P6") == [(24, 0)]
    retype(d, 5, 3, "G6", "P6")
    emit(
        "02-rage-mistype-not-held.json",
        t,
        [(1, 5, "card_not_in_hand")],
        "deal 1 event 5: Dalibor's G6 written P6 (held and played by Anicka at event 24)",
        seed,
    )

    t = copy.deepcopy(base)
    d = t["deals"][0]  # last trick, led by s1: NOTRUMP, O12, G6, P12 (s2 wins with O12)
    seat_order(d, 40, [(1, "NOTRUMP"), (2, "O12"), (3, "G6"), (0, "P12")])
    emit(
        "03-rage-seat-order-last-trick.json",
        t,
        [(0, 40, "out_of_turn")],
        "deal 0 last trick written s0 P12, s1 NOTRUMP, s2 O12, s3 G6 (played s1, s2, s3, s0)",
        seed,
    )

    # ---------------- Danish Tarok (examples/danish-tarok/clean.json, deal 0 only) ----------
    base = load("danish-tarok", "clean.json")
    base["deals"] = base["deals"][:1]

    t = copy.deepcopy(base)
    d = t["deals"][0]  # T4: s0 5C, s1 KC, s2 QC (s1 wins); T6: s1 7C, s2 3C, s0 4C (s1 wins)
    assert played_by(d, "4C") == [(32, 0)] and "4C" in d["hands"][0]
    retype(d, 24, 0, "5C", "4C")
    emit(
        "04-danish-mistype-held-later.json",
        t,
        [(0, 32, "card_not_in_hand")],
        "deal 0 event 24: Agnieszka's 5C written 4C, which she plays (again) at event 32",
        seed,
    )

    t = copy.deepcopy(base)
    d = t["deals"][0]
    drop_last_trick(d, 87, [(2, "7D"), (0, "9D"), (1, "NS")])
    emit(
        "05-danish-last-trick-left-out.json",
        t,
        [],
        "deal 0 last trick (7D, 9D, NS; Celina wins) left out; last_trick payments kept",
        seed,
    )

    t = copy.deepcopy(base)
    d = t["deals"][0]  # T9 led by s1: JC, 1C, T21 (s0 wins, void in clubs)
    seat_order(d, 39, [(1, "JC"), (2, "1C"), (0, "T21")])
    emit(
        "06-danish-seat-order.json",
        t,
        [(0, 39, "out_of_turn")],
        "deal 0 trick 10 written s0 T21, s1 JC, s2 1C (played s1, s2, s0)",
        seed,
    )

    # ---------------- Ulti (examples/ulti/clean-trump.json, red ulti) ----------------------
    base = load("ulti", "clean-trump.json")

    t = copy.deepcopy(base)
    d = t["deals"][0]  # T3: s0 10C, s1 9C, s2 KC (s0 wins); T4 led by s0 7D
    drop_line(d, 17, 2, "KC")
    emit(
        "07-ulti-missing-last-card-of-trick.json",
        t,
        [(0, 17, "out_of_turn")],
        "deal 0 trick 4: Csilla's KC (event 17) left out; Anna's lead 7D is now event 17",
        seed,
    )

    t = copy.deepcopy(base)
    d = t["deals"][0]  # T2: s0 AC, s1 QC, s2 JC (s0 wins); QH is Csilla's, played at event 20
    assert holder(d, "QH") == [2] and played_by(d, "QH") == [(20, 2)]
    retype(d, 13, 1, "QC", "QH")
    emit(
        "08-ulti-mistype-into-trump-not-held.json",
        t,
        [(0, 13, "card_not_in_hand")],
        "deal 0 event 13: Bela's QC written QH (a trump; Csilla's, played at event 20)",
        seed,
    )

    # ---------------- Galician Tarok (examples/galician-tarok/clean.json, 2 deals) ---------
    base = load("galician-tarok", "clean.json")

    t = copy.deepcopy(base)
    d = t["deals"][1]  # last trick: s2 T1 (pagat ultimo announced), s0 JC, s1 JD
    drop_last_trick(d, 41, [(2, "T1"), (0, "JC"), (1, "JD")])
    emit(
        "09-galician-last-trick-left-out-ultimo.json",
        t,
        [],
        "deal 1 last trick (pagat ultimo: T1, JC, JD) left out; payments kept",
        seed,
    )

    t = copy.deepcopy(base)
    d = t["deals"][0]  # T2 led by s2: KD, T5, QD (s0 wins with T5)
    seat_order(d, 23, [(2, "KD"), (0, "T5"), (1, "QD")])
    emit(
        "10-galician-seat-order.json",
        t,
        [(0, 23, "out_of_turn")],
        "deal 0 trick 3 written s0 T5, s1 QD, s2 KD (played s2, s0, s1)",
        seed,
    )

    t = copy.deepcopy(base)
    d = t["deals"][1]  # T2: s0 NC, s1 T6, s2 T20 (s2 wins); T6: s0 10C, s1 T3, s2 T21 (s2 wins)
    assert played_by(d, "10C") == [(26, 0)]
    retype(d, 14, 0, "NC", "10C")
    emit(
        "11-galician-mistype-held-later.json",
        t,
        [(1, 26, "card_not_in_hand")],
        "deal 1 event 14: Adam's NC written 10C, which he plays (again) at event 26",
        seed,
    )

    # ---------------- Tarocchini Ottocento (examples/tarocchini-ottocento/clean.json) -------
    base = load("tarocchini-ottocento", "clean.json")

    t = copy.deepcopy(base)
    d = t["deals"][0]  # T7: s3 KD, s0 QD, s1 JD, s2 9D (s3 wins)
    drop_line(d, 35, 1, "JD")
    emit(
        "12-ottocento-missing-line.json",
        t,
        [(0, 35, "out_of_turn")],
        "deal 0 trick 8: Bruno's JD (event 35) left out; Carla's 9D is now event 35",
        seed,
    )

    t = copy.deepcopy(base)
    d = t["deals"][0]  # T3: s1 6C, s2 QC, s3 NC, s0 10C (s2 wins); KC is Carla's, played at event 59
    assert holder(d, "KC") == [2] and played_by(d, "KC") == [(59, 2)]
    retype(d, 20, 0, "10C", "KC")
    emit(
        "13-ottocento-mistype-not-held-would-win.json",
        t,
        [(0, 20, "card_not_in_hand")],
        "deal 0 event 20: Anna's 10C written KC (Carla's, played at event 59)",
        seed,
    )

    # ---------------- Tarocchini Terziglio (examples/tarocchini-terziglio/clean.json) -------
    base = load("tarocchini-terziglio", "clean.json")

    t = copy.deepcopy(base)
    d = t["deals"][1]  # last trick: s1 6D, s2 KB, s0 T10 (s0 wins)
    drop_last_trick(d, 62, [(1, "6D"), (2, "KB"), (0, "T10")])
    emit(
        "14-terziglio-last-trick-left-out.json",
        t,
        [],
        "deal 1 last trick (6D, KB, T10; Elena wins) left out; scores and totals kept",
        seed,
    )

    t = copy.deepcopy(base)
    d = t["deals"][1]  # T16 led by s1: 8C, KC, T7 (s0 wins)
    seat_order(d, 56, [(1, "8C"), (2, "KC"), (0, "T7")])
    emit(
        "15-terziglio-seat-order.json",
        t,
        [(1, 56, "out_of_turn")],
        "deal 1 trick 17 written s0 T7, s1 8C, s2 KC (played s1, s2, s0)",
        seed,
    )


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=0)
    a = ap.parse_args()
    build(a.seed)
    for p in HERE.glob("[0-9][0-9]-*.json"):
        p.unlink()
    lines = []
    for fname, t, exp, note in OUT:
        (HERE / fname).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        lines.append(f"{fname}\t{'clean' if not exp else 'violations'}\t{exp}\t{note}")
    (HERE / "expected.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
