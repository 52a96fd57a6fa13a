"""Ulti claim records (claims2).  Run: python3 _gen_ulti.py"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ulti  # noqa: E402
from common import write  # noqa: E402

PLAYERS = ["Anna", "Béla", "Csilla"]


def build(sim, pays, description):
    d = sim["declarer"]
    ev = [
        {"type": "discard", "seat": d, "cards": sim["discard"]},
        {"type": "bid", "seat": d, "bid": {"goals": ["party"], "red": False}},
        {"type": "bid", "seat": (d + 1) % 3, "bid": "pass"},
        {"type": "bid", "seat": (d + 2) % 3, "bid": "pass"},
        {"type": "bid", "seat": d, "bid": "pass"},
        {"type": "announce", "seat": d, "items": [{"kind": "trump", "suit": sim["trump"]}]},
    ]
    for t in sim["state"]["tricks"]:
        for seat, c in t:
            ev.append({"type": "play", "seat": seat, "card": c})
    idx = {}
    for frm, to, amt, why in pays:
        idx[len(ev)] = (frm, to, amt, why)
        ev.append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": why})
    doc = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "standard"},
        "players": PLAYERS,
        "meta": {"round": "claims2", "seed": sim["seed"], "description": description},
        "deals": [{"dealer": sim["dealer"], "hands": sim["dealt"], "events": ev}],
    }
    return doc, idx


def describe(sim):
    g = ulti.Game(sim["trump"])
    E = ulti.all_endings(sim)
    ncut = len(sim["state"]["tricks"])
    lines = []
    for tricks, dp, party, flags, pays in E:
        tail = tricks[ncut:]
        lines.append("%s winners %s declarer's card points %d party %s payments %s" % (
            " | ".join(" ".join("%s:%s" % sc for sc in t) for t in tail),
            [g.winner(t) for t in tail], dp, "won" if party else "lost", pays))
    return E, lines


def main():
    out = {}
    sim = ulti.simulate(37, 2)
    E, lines = describe(sim)
    assert len({tuple(e[4]) for e in E}) == 1
    doc, idx = build(sim, E[0][4], "Cut short with two tricks left (claim); in every legal ending the declarer takes 60 card points and wins the party; recorded right.")
    write("ul-1a-all-endings-equal-right.json", doc)
    out["ul-1a"] = (sim, lines, idx)

    sim = ulti.simulate(12, 2)
    E, lines = describe(sim)
    assert len({tuple(e[4]) for e in E}) == 1
    pays = list(E[0][4])
    pays[0] = (pays[0][0], pays[0][1], 2, "party")
    doc, idx = build(sim, pays, "Cut short with two tricks left; every legal ending leaves the declarer 40 card points (party lost, 1 to each defender); one payment written 2.")
    write("ul-1b-all-endings-equal-wrong.json", doc)
    out["ul-1b"] = (sim, lines, idx)

    sim = ulti.simulate(70, 2)
    E, lines = describe(sim)
    pick = next(e for e in E if not e[2])
    assert len({tuple(e[4]) for e in E}) == 2
    doc, idx = build(sim, pick[4], "Cut short with two tricks left; the endings give the declarer 40, 50 or 60 card points; recorded as the one 40-point ending (party lost).")
    write("ul-2a-endings-differ-one-matches.json", doc)
    out["ul-2a"] = (sim, lines, idx)

    sim = ulti.simulate(45, 2)
    E, lines = describe(sim)
    d = sim["declarer"]
    won = next(e for e in E if e[2])[4]
    pays = [won[0], (won[1][0], won[1][1], 3, "party")]
    assert all(p[2] == 1 for e in E for p in e[4])
    doc, idx = build(sim, pays, "Cut short with two tricks left; the endings give the party won or lost (1 a defender either way); recorded as won, but Béla's payment written 3, which no ending gives.")
    write("ul-2b-endings-differ-none-matches.json", doc)
    out["ul-2b"] = (sim, lines, idx)
    for k, (sim, lines, idx) in out.items():
        print("==", k, "seed", sim["seed"], "dealer", sim["dealer"], "declarer", sim["declarer"], "trump", sim["trump"],
              "left", sim["state"]["hands"], "leader", sim["state"]["leader"], "discard", sim["discard"])
        for line in lines:
            print("   ", line)
        for i, pp in idx.items():
            print("    ev", i, pp)


if __name__ == "__main__":
    main()
