"""Probes for doubts left after the engine run (not pinned; transcripts go to /tmp).

    python _probes.py     # writes /tmp/tce-probe-*.json and prints the generator's figures

P1 odd-tie   Terziglio gioco, odd piles, the declarer ahead by exactly 1 with each odd card
             counted at value - 1/2 (P); a side that takes the whole deduction of the odd pair
             ties instead (a tie loses).
P2 odd-245   Terziglio gioco, odd piles, the declarer wins with 245.5 (P: 4.5 short of 250 ->
             rounded up, 5 game points); 245 would round down (4).
P3 suit-MB   Ottocento: a hand with K Q of swords and both contatori (no N, J): suit S length 4
             (K Q + MATTO + T0; the source bans two contatori in a row for trumps only).
P4 low-card  Ottocento: the Matto exchanged where the Matto side's pile holds no plain pip, so
             the low card it gives is a combination card (figures for each choice).
"""

import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import _gen as g  # noqa: E402


def odd(d):
    w = g.won_count(d)
    return w[d.declarer] % 2 == 1


def write_terziglio(name, d):
    run = [0, 0, 0]
    ev = g.terziglio_events(d) + g.sheet_terziglio(d, run)
    t = {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "rules": {"preset": "standard"},
        "players": ["Anna", "Bruno", "Carla"],
        "deals": [{"dealer": d.dealer, "hands": d.hands, "talon": d.widow, "events": ev}],
    }
    with open("/tmp/tce-probe-%s.json" % name, "w") as f:
        json.dump(t, f, indent=1)


def write_ottocento(name, d):
    run = [0, 0]
    ev = g.ottocento_events(d) + g.sheet_ottocento(d, run)
    t = {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "rules": {"preset": "standard"},
        "players": ["Anna", "Bruno", "Carla", "Dario"],
        "deals": [{"dealer": d.dealer, "hands": d.hands, "events": ev}],
    }
    with open("/tmp/tce-probe-%s.json" % name, "w") as f:
        json.dump(t, f, indent=1)


def main():
    rng = random.Random(7)

    def tie(d):
        t = g.totals(d)
        return g.won_count(d)[d.declarer] > 0 and t[0] - t[1] == 1

    d = g.sim_terziglio(rng, 0, pre=odd, allow=None, pred=tie, tries=200000)
    write_terziglio("odd-tie", d)
    print(g.describe(d, 0))

    def r245(d):
        t = g.totals(d)
        return t[0] > t[1] and t[0] % 50 == 45.5

    d = g.sim_terziglio(rng, 1, pre=odd, allow=None, pred=r245, tries=200000)
    write_terziglio("odd-245", d)
    print(g.describe(d, 0))

    d = g.sim_ottocento(rng, 3, fixed={0: ["KS", "QS", "MATTO", "T0"]}, hand_ok=lambda h: g.lacks(h[0], ["NS", "JS"]),
                        decl_mode={0: "primary"}, allow=None)
    write_ottocento("suit-MB", d)
    print(d.decls[0])
    print(g.describe(d, 0))

    def nopip(d):
        cand = d.res["P"][2]
        return cand and len(set(json.dumps(v, sort_keys=True) for v in cand.values())) > 1 and not any(
            c[:-1] in ("6", "7", "8", "9", "10") and not c.startswith("T") for c in cand)

    d = g.sim_ottocento(rng, 0, pred=nopip, allow=None, tries=200000)
    write_ottocento("low-card", d)
    print(g.describe(d, 0))


if __name__ == "__main__" and len(sys.argv) == 1:
    main()


def main2():
    """P5/P6: as P1/P2 with the Matto held by an opponent (the engine's odd-pair deduction went to
    the side without the Matto in P1, P2 and 11-terziglio-odd-pile deal 0)."""
    rng = random.Random(11)

    def tie(d):
        t = g.totals(d)
        return d.mowner != d.declarer and g.won_count(d)[d.declarer] > 0 and t[0] - t[1] == 1

    d = g.sim_terziglio(rng, 0, pre=odd, allow=None, pred=tie, tries=400000)
    write_terziglio("odd-tie-2", d)
    print(g.describe(d, 0))

    def r245(d):
        t = g.totals(d)
        return d.mowner != d.declarer and t[0] > t[1] and t[0] % 50 == 45.5

    d = g.sim_terziglio(rng, 1, pre=odd, allow=None, pred=r245, tries=400000)
    write_terziglio("odd-245-2", d)
    print(g.describe(d, 0))


if __name__ == "__main__" and len(sys.argv) > 1 and sys.argv[1] == "2":
    main2()
