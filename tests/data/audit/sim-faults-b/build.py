"""Build the sim-faults-b corpus: clean simulated records and single-fault records.

Run from this folder: /work/venv/bin/python build.py
Writes NN-*.json transcripts and planted.txt (what was planted where, my figures).
"""

import json
import random
import sys

sys.path.insert(0, ".")
import rage_model as R  # noqa: E402
import taroc_model as T  # noqa: E402

CZ4 = ["Anička", "Bohouš", "Katka", "Dalibor"]
CZ = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "Filip"]
log = []


def write(name, t, info=None, note=""):
    t.setdefault("meta", {})
    t["meta"]["generator"] = "tests/data/audit/sim-faults-b/build.py"
    if note:
        t["meta"]["note"] = note
    if info:
        t["meta"]["planted"] = {k: v for k, v in info.items()}
    with open(name, "w", encoding="utf-8") as f:
        json.dump(t, f, ensure_ascii=False, indent=1)
        f.write("\n")
    log.append("%s: %s" % (name, json.dumps(info, ensure_ascii=False) if info else "clean"))
    print(log[-1])


def rage_fault(name, kind, players, rounds, start_round=1, pm1=False, start_totals=None, min_cards=1, seed0=100):
    for seed in range(seed0, seed0 + 400):
        t = R.simulate(seed, players, rounds, start_round=start_round, pm1=pm1, first_dealer=seed % len(players),
                       start_totals=start_totals)
        assert R.check(t)[0] == []
        ok = [i for i in range(rounds) if 11 - (start_round + i) >= min_cards]
        r = R.inject(t, kind, random.Random(seed), deals=ok)
        if r:
            u, info = r
            info["seed"] = seed
            write(name, u, info)
            return
    raise RuntimeError(name)


def taroc_fault(name, kind, game, dealers, seed0, deals=None, **kw):
    for seed in range(seed0, seed0 + 200):
        t, _a = T.simulate(game, seed, dealers, **kw)
        assert T.check(t) == []
        tot = [e["points"] for d in t["deals"] for e in d["events"] if e["type"] == "total"]
        if game == "tarocchini-ottocento" and max(tot) >= 800:
            continue
        r = T.inject(t, kind, random.Random(seed), deals=deals)
        if r:
            u, info = r
            info["seed"] = seed
            write(name, u, info)
            return
    raise RuntimeError(name)


def declarer_wins(g, seed0, dealers, **kw):
    """A clean Terziglio session in which at least one declarer wins (random play favours the two)."""
    for seed in range(seed0, seed0 + 500):
        t, a = T.simulate(g, seed, dealers, **kw)
        if any(x["win"] == 0 for x in a):
            t.setdefault("meta", {})["seed"] = seed
            return t
    raise RuntimeError("no declarer win")


def main():
    # ------------------------------------------------------------------ Rage
    t = R.simulate(11, CZ4, 10, first_dealer=3)
    assert R.check(t)[0] == []
    write("01-rage-clean-4p-full.json", t, note="clean, 10 rounds, score sheet with round scores and totals")

    t = R.simulate(12, CZ[:3], 10, pm1=True, first_dealer=1, scores=False)
    assert R.check(t)[0] == []
    for d in t["deals"]:
        d["hands"] = None
    write("02-rage-clean-3p-pm1-playonly.json", t,
          note="clean, plus_minus_one, play-only record (hands not kept, stock kept), totals only")

    rage_fault("03-rage-revoke.json", "revoke", CZ[:5], 7, start_round=4, start_totals=[21, -3, 8, 14, 2],
               min_cards=3, seed0=300)
    rage_fault("04-rage-action-card-able-to-follow.json", "action", CZ4, 10, min_cards=3, seed0=400)
    rage_fault("05-rage-wild-without-colour.json", "wild", CZ[:6], 5, min_cards=3, seed0=500)
    rage_fault("06-rage-card-not-in-hand.json", "notinhand", CZ4, 5, start_round=6,
               start_totals=[30, 17, -4, 22], min_cards=3, seed0=600)
    rage_fault("07-rage-bid-plus-minus-one.json", "bid", CZ4, 10, pm1=True, min_cards=2, seed0=700)

    # ------------------------------------------------------------------ Ottocento
    g = "tarocchini-ottocento"
    t, _ = T.simulate(g, 21, [3, 0], breakdown=True)
    assert T.check(t) == []
    write("08-otto-clean-breakdown.json", t, note="clean, dealer holds 17, scores by reason, totals")
    t, _ = T.simulate(g, 22, [1, 2], take_forms=[True, True], start_totals=[60, 120])
    assert T.check(t) == []
    write("09-otto-clean-take-form.json", t, note="clean, widow taken by the dealer (take event), one score per team")
    taroc_fault("10-otto-revoke.json", "revoke", g, [0, 1], 1000, breakdown=True)
    taroc_fault("11-otto-out-of-turn.json", "out_of_turn", g, [2, 3], 1100)
    taroc_fault("12-otto-illegal-discard.json", "illegal_discard", g, [3], 1200, take_forms=[True])
    taroc_fault("13-otto-false-declaration.json", "false_declaration", g, [0, 1], 1300, breakdown=True)
    taroc_fault("14-otto-wrong-score.json", "wrong_score", g, [1, 2], 1400, breakdown=True, deals=[0])

    # ------------------------------------------------------------------ Terziglio
    g = "tarocchini-terziglio"
    t = declarer_wins(g, 31, [0, 1], wants=[["gioco", "pass", "pass"], ["pass", "solo", "pass"]])
    assert T.check(t) == []
    write("15-terz-clean-gioco-solo.json", t, note="clean, standard (18 cards, widow 8): a gioco and a solo")
    t = declarer_wins(g, 32, [2, 0], widow_n=5, preset={"preset": "nineteen"},
                      wants=[["pass", "gioco", "pass"], ["gioco", "solo", "pass"]])
    assert T.check(t) == []
    write("16-terz-clean-nineteen.json", t, note="clean, preset nineteen (19 cards, widow 5)")
    taroc_fault("17-terz-illegal-bid.json", "illegal_bid", g, [1], 1700, wants=[["solo", "pass", "pass"]])
    taroc_fault("18-terz-illegal-discard.json", "illegal_discard", g, [2, 0], 1800,
                wants=[["gioco", "pass", "pass"], ["pass", "gioco", "pass"]])
    taroc_fault("19-terz-false-declaration.json", "false_declaration", g, [0, 1], 1900, widow_n=5,
                preset={"preset": "nineteen"})
    taroc_fault("20-terz-card-not-in-hand.json", "card_not_in_hand", g, [1, 2], 2000,
                wants=[["pass", "solo", "pass"], ["gioco", "pass", "pass"]])
    taroc_fault("21-terz-wrong-total.json", "wrong_total", g, [0, 1], 2100, deals=[0])

    with open("planted.txt", "w", encoding="utf-8") as f:
        f.write("\n".join(log) + "\n")


if __name__ == "__main__":
    main()
