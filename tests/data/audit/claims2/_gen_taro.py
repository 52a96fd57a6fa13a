"""Tarocchini (Ottocento, Terziglio) claim records (claims2).  Run: python3 _gen_taro.py"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import taro  # noqa: E402
from common import write  # noqa: E402

OTTO_PLAYERS = ["Anna", "Bruno", "Carla", "Dario"]
TERZ_PLAYERS = ["Elena", "Franco", "Giulia"]


def otto_doc(sim, scores, description):
    d = sim["dealer"]
    ev = [{"type": "discard", "seat": d, "cards": sim["discard"]}]
    for i in range(4):
        ev.append({"type": "declare", "seat": (d + 1 + i) % 4, "items": []})
    for t in sim["state"]["tricks"]:
        for seat, c in t:
            ev.append({"type": "play", "seat": seat, "card": c})
    idx = {}
    for team in ("team0", "team1"):
        idx[len(ev)] = (team, scores[team])
        ev.append({"type": "score", "party": team, "points": scores[team]})
    return {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "players": OTTO_PLAYERS,
        "meta": {"round": "claims2", "seed": sim["seed"], "description": description},
        "deals": [{"dealer": d, "hands": sim["dealt"], "events": ev}],
    }, idx


def terz_doc(sim, scores, description):
    d = sim["dealer"]
    decl = sim["declarer"]
    ev = [
        {"type": "bid", "seat": (d + 1) % 3, "bid": "pass"},
        {"type": "bid", "seat": (d + 2) % 3, "bid": sim["bid"]},
        {"type": "bid", "seat": d, "bid": "pass"},
    ]
    if sim["bid"] == "gioco":
        ev.append({"type": "take", "seat": decl, "cards": sim["take"]})
        ev.append({"type": "discard", "seat": decl, "cards": sim["discard"]})
    for i in range(3):
        ev.append({"type": "declare", "seat": (d + 1 + i) % 3, "items": []})
    for t in sim["state"]["tricks"]:
        for seat, c in t:
            ev.append({"type": "play", "seat": seat, "card": c})
    idx = {}
    for seat in range(3):
        idx[len(ev)] = (seat, scores[seat])
        ev.append({"type": "score", "party": seat, "points": scores[seat], "reason": "game_points"})
    return {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "rules": {"preset": "standard"},
        "players": TERZ_PLAYERS,
        "meta": {"round": "claims2", "seed": sim["seed"], "description": description},
        "deals": [{"dealer": d, "hands": sim["dealt"], "talon": sim["widow"], "events": ev}],
    }, idx


def otto_lines(sim):
    g = taro.Game(4)
    E = taro.ottocento_endings(sim)
    n = len(sim["state"]["tricks"])
    lines = []
    for tricks, res, flags in E:
        tail = tricks[n:]
        lines.append("%s winners %s -> %s" % (
            " | ".join(" ".join("%s:%s" % sc for sc in t) for t in tail), [g.winner(t) for t in tail],
            {k: (v["card_points"], v["combinations"], v["last_trick"], v["total"]) for k, v in res.items()}))
        assert not flags, flags
    return E, lines


def terz_lines(sim):
    g = taro.Game(3)
    E = taro.terziglio_endings(sim)
    n = len(sim["state"]["tricks"])
    lines = []
    for tricks, info, gp, flags in E:
        tail = tricks[n:]
        lines.append("%s winners %s -> game points %s; sides %s" % (
            " | ".join(" ".join("%s:%s" % sc for sc in t) for t in tail), [g.winner(t) for t in tail],
            dict(gp), {k: v for k, v in info.items()}))
        assert not flags, flags
    return E, lines


def main():
    out = {}
    # Ottocento
    sim = taro.simulate_ottocento(4586, 2)
    E, lines = otto_lines(sim)
    res = E[0][1]
    doc, idx = otto_doc(sim, {k: v["total"] for k, v in res.items()}, "Cut short with two tricks left (claim: Bruno holds the Angel and the King of coins); every ending gives team0 107, team1 105; recorded right.")
    write("ot-1a-all-endings-equal-right.json", doc)
    out["ot-1a"] = (sim, lines, idx)

    sim = taro.simulate_ottocento(7115, 2)
    E, lines = otto_lines(sim)
    res = E[0][1]
    sc = {k: v["total"] for k, v in res.items()}
    sc["team1"] += 6
    doc, idx = otto_doc(sim, sc, "Cut short with two tricks left (Carla holds the Angel and the World); every ending gives team0 103, team1 87; team1 written 93 (the last-trick bonus it never takes).")
    write("ot-1b-all-endings-equal-wrong.json", doc)
    out["ot-1b"] = (sim, lines, idx)

    sim = taro.simulate_ottocento(285, 2)
    E, lines = otto_lines(sim)
    pick = next(r for t, r, f in E if r["team0"]["total"] == 110)
    doc, idx = otto_doc(sim, {k: v["total"] for k, v in pick.items()}, "Cut short with two tricks left; the endings give 61/105 or 110/93; recorded as the 110/93 ending.")
    write("ot-2a-endings-differ-one-matches.json", doc)
    out["ot-2a"] = (sim, lines, idx)

    sim = taro.simulate_ottocento(14103, 2)
    E, lines = otto_lines(sim)
    assert {r["team1"]["total"] for t, r, f in E} == {87, 93}
    doc, idx = otto_doc(sim, {"team0": 116, "team1": 99}, "Cut short with two tricks left; the endings give 106/93, 116/93, 112/87 or 122/87; recorded 116/99: team1's 99 no ending gives.")
    write("ot-2b-endings-differ-none-matches.json", doc)
    out["ot-2b"] = (sim, lines, idx)

    # Terziglio
    sim = taro.simulate_terziglio(6012, 2, 8, "gioco")
    E, lines = terz_lines(sim)
    doc, idx = terz_doc(sim, dict(E[0][2]), "Gioco cut short with two tricks left; every ending: the opponents win, 6 game points each; recorded right.")
    write("tz-1a-all-endings-equal-right.json", doc)
    out["tz-1a"] = (sim, lines, idx)

    sim = taro.simulate_terziglio(8733, 2, 8, "gioco")
    E, lines = terz_lines(sim)
    sc = dict(E[0][2])
    assert sc[1] == 5
    sc[1] = 4
    doc, idx = terz_doc(sim, sc, "Gioco cut short with two tricks left; every ending: the opponents win, 5 game points each; Franco written 4.")
    write("tz-1b-all-endings-equal-wrong.json", doc)
    out["tz-1b"] = (sim, lines, idx)

    sim = taro.simulate_terziglio(22849, 2, 8, "solo")
    E, lines = terz_lines(sim)
    pick = next(gp for t, i, gp, f in E if dict(gp)[0] == 10)
    doc, idx = terz_doc(sim, dict(pick), "Solo cut short with two tricks left; the last trick (and with it the widow) goes to the declarer or to an opponent: 10 or 12 game points to each opponent; recorded 10.")
    write("tz-2a-endings-differ-one-matches.json", doc)
    out["tz-2a"] = (sim, lines, idx)

    sim = taro.simulate_terziglio(26450, 2, 8, "gioco")
    E, lines = terz_lines(sim)
    assert sorted(dict(gp)[1] for t, i, gp, f in E) == [6, 9]
    doc, idx = terz_doc(sim, {0: 0, 1: 7, 2: 7}, "Gioco cut short with two tricks left; the endings give the opponents 6 or 9 game points each; recorded 7, which no ending gives.")
    write("tz-2b-endings-differ-none-matches.json", doc)
    out["tz-2b"] = (sim, lines, idx)

    for k, (sim, lines, idx) in out.items():
        print("==", k, "seed", sim["seed"], "dealer", sim["dealer"], "declarer", sim.get("declarer"),
              "left", sim["state"]["hands"], "leader", sim["state"]["leader"], "discard", sim["discard"])
        for line in lines:
            print("   ", line)
        for i, pp in idx.items():
            print("    ev", i, pp)


if __name__ == "__main__":
    main()
