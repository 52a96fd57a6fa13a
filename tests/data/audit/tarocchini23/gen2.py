"""tarocchini23, second batch (written after the first engine run, with the corrected sequence reading
of REPORT.md (b1)/(b2) -- rescore.combos2 -- in place of model.combos; nothing from the project).
Files 16-18.  Usage: python gen2.py [16 17 18]"""

from __future__ import annotations

import random

import gen
import sim
from rescore import combos2


def combos_new(cards, nwild_override=None):
    return combos2(cards), set()


sim.combos = combos_new
BAD = gen.BAD


def pool(dealer, start, n, **kw):
    got = []
    for seed in range(start, start + n):
        try:
            r = sim.ottocento_deal(seed, dealer, **kw)
        except AssertionError:
            continue
        if r is None or r["flags"] & BAD:
            continue
        got.append((seed, r["res"][0]["total"], r["res"][1]["total"]))
    return got


def both_again():
    if gen.ONLY and "16" not in gen.ONLY:
        return
    d0 = 1
    pools = {k: pool((d0 + k) % 4, 1600000 + 20000 * k, 6000) for k in range(5)}
    rng = random.Random(16)
    for _ in range(400000):
        pick = [rng.choice(pools[k]) for k in range(4)]
        a = sum(p[1] for p in pick[:3])
        b = sum(p[2] for p in pick[:3])
        a4 = a + pick[3][1]
        b4 = b + pick[3][2]
        # both under 800 after three deals, both past it after the fourth, team0 ahead (fewer deals won)
        if a < 800 and b < 800 and a4 >= 800 and b4 >= 800 and a4 > b4:
            break
    else:
        raise SystemExit("16: none")
    pick.append(rng.choice(pools[4]))
    specs = [{"start": p[0] - 1600000} for p in pick]
    gen.otto_session("16-otto-both-past-800-then-new-game.json", specs, d0=d0, reset_ok=True)


def widow_counts():
    if gen.ONLY and "17" not in gen.ONLY:
        return
    allow = frozenset({"widow_in_combos"})
    gen.terz_session(
        "17-terz-widow-in-after-play-combinations.json",
        [
            # gioco: the widow (untaken cards + discards) completes a combination in the declarer's pile
            {"ok": lambda r: r["res"] is not None and "widow_in_combos" in r["flags"] and r["w_to"] == 0, "allow": allow, "declarer_off": 1},
            # solo: the widow goes to the opponents (last trick theirs) and completes one of theirs
            {"contract": "solo", "ok": lambda r: r["res"] is not None and "widow_in_combos" in r["flags"] and r["w_to"] == 1, "allow": allow, "declarer_off": 2},
            # solo: the widow goes to the declarer (last trick his) and completes one of his
            {"contract": "solo", "ok": lambda r: r["res"] is not None and "widow_in_combos" in r["flags"] and r["w_to"] == 0, "allow": allow, "declarer_off": 1},
        ],
        d0=0,
    )


def tie():
    if gen.ONLY and "18" not in gen.ONLY:
        return
    gen.terz_session(
        "18-terz-tie-is-a-loss.json",
        [
            {"ok": lambda r: r["res"] is not None and r["res"][0]["total"] == r["res"][1]["total"], "declarer_off": 1},
            {"ok": lambda r: r["res"] is not None and r["res"][0]["total"] == r["res"][1]["total"] + 1, "declarer_off": 1},
        ],
        d0=1,
    )


if __name__ == "__main__":
    both_again()
    widow_counts()
    tie()
