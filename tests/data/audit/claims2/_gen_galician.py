"""Galician Tarok claim records (claims2).  Run: python3 _gen_galician.py"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import galician  # noqa: E402
from common import write  # noqa: E402

PLAYERS = ["Adam", "Bożena", "Czesław"]
G = galician.Game()


def build(sim, pays, description):
    d, p = sim["dealer"], sim["player"]
    ev = [
        {"type": "bid", "seat": (d + 1) % 3, "bid": "pass"},
        {"type": "bid", "seat": (d + 2) % 3, "bid": "pass"},
        {"type": "bid", "seat": d, "bid": "three"},
        {"type": "take", "seat": p, "cards": sim["take"]},
        {"type": "discard", "seat": p, "cards": sim["discard"]},
    ]
    for i in range(3):
        ev.append({"type": "announce", "seat": (p + i) % 3, "items": []})
    for t in sim["state"]["tricks"]:
        for seat, c in t:
            ev.append({"type": "play", "seat": seat, "card": c})
    idx = {}
    for frm, to, amt, why in pays:
        idx[len(ev)] = (frm, to, amt, why)
        ev.append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": why})
    doc = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "players": PLAYERS,
        "meta": {"round": "claims2", "seed": sim["seed"], "description": description},
        "deals": [{"dealer": d, "hands": sim["dealt"], "talon": sim["talon"], "events": ev}],
    }
    return doc, idx


def describe(sim):
    E = galician.all_endings(sim)
    ncut = len(sim["state"]["tricks"])
    lines = []
    for tricks, pts, flags, pays in E:
        tail = tricks[ncut:]
        lines.append("%s winners %s player points %d payments %s" % (
            " | ".join(" ".join("%s:%s" % sc for sc in t) for t in tail),
            [G.winner(t) for t in tail], pts, pays))
    return E, lines


def main():
    out = {}
    sim = galician.simulate(20, 2)
    E, lines = describe(sim)
    assert len({tuple(e[3]) for e in E}) == 1
    doc, idx = build(sim, E[0][3], "Cut short with two tricks left (claim); every legal ending gives the player 40 points; recorded right.")
    write("gt-1a-all-endings-equal-right.json", doc)
    out["gt-1a"] = (sim, lines, idx)

    sim = galician.simulate(44, 2)
    E, lines = describe(sim)
    assert len({tuple(e[3]) for e in E}) == 1
    pays = list(E[0][3])
    pays[1] = (pays[1][0], pays[1][1], 30, "game")
    doc, idx = build(sim, pays, "Cut short with two tricks left; every legal ending leaves the player 32 points (lost, 33 to each helper); one payment written 30.")
    write("gt-1b-all-endings-equal-wrong.json", doc)
    out["gt-1b"] = (sim, lines, idx)

    sim = galician.simulate(7, 2)
    E, lines = describe(sim)
    pick = next(e for e in E if e[1] == 34)
    doc, idx = build(sim, pick[3], "Cut short with two tricks left; the endings give the player 32, 34 or 37 points; recorded as a 34-point ending (won, 33 from each helper).")
    write("gt-2a-endings-differ-one-matches.json", doc)
    out["gt-2a"] = (sim, lines, idx)

    sim = galician.simulate(17, 2)
    E, lines = describe(sim)
    assert sorted({e[1] for e in E}) == [40, 41, 44]
    p = sim["player"]
    pays = [(h, p, 57, "game") for h in range(3) if h != p]
    doc, idx = build(sim, pays, "Cut short with two tricks left; the endings give the player 40, 41 or 44 points (51, 54 or 63 from each helper); recorded 57 from each (42 points), which no ending gives.")
    write("gt-2b-endings-differ-none-matches.json", doc)
    out["gt-2b"] = (sim, lines, idx)
    for k, (sim, lines, idx) in out.items():
        print("==", k, "seed", sim["seed"], "dealer/player", sim["dealer"], "left", sim["state"]["hands"],
              "leader", sim["state"]["leader"], "discard", sim["discard"], "talon rest", sim["talon_rest"])
        for line in lines:
            print("   ", line)
        for i, pp in idx.items():
            print("    ev", i, pp)


if __name__ == "__main__":
    main()
