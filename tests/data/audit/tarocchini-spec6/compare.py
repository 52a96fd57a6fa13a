"""Phase 2 helper: the model's figures for each transcript (recomputed from the record) next to
the engine's computed figures from a verdict. Usage: compare.py FILE.json VERDICT.out"""

from __future__ import annotations

import itertools
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import model as M  # noqa: E402
import otto as O  # noqa: E402


def model_ottocento(deal):
    ev = deal["events"]
    d = deal["dealer"]
    discard = next((e["cards"] for e in ev if e["type"] == "discard"), [])
    decls = {e["seat"]: e["items"] for e in ev if e["type"] == "declare"}
    plays = [(e["seat"], e["card"]) for e in ev if e["type"] == "play"]
    if len(plays) < 60:
        return None
    tricks = M.tricks_from_plays(plays, 4, (d + 1) % 4)
    owner = next((s for s, c in plays if c == "MATTO"), None)
    f = O.ottocento_figures(None, discard, d, tricks, decls, owner)
    # readings that give the engine's figures are filled in by the caller
    return f, tricks, discard, owner


def readings(cards):
    out = {}
    for tv, sv, ru, dv in itertools.product(*M.VARIANTS.values()):
        out.setdefault(M.items_value(M.combos(set(cards), tv, sv, ru), dv), []).append((tv, sv, ru, dv))
    return out


def main(tf, vf):
    t = json.load(open(tf))
    v = json.load(open(vf))
    for k, deal in enumerate(t["deals"]):
        if t["game"] != "tarocchini-ottocento":
            continue
        r = model_ottocento(deal)
        vd = v["deals"][k]
        comp = vd["computed"]
        if r is None:
            print(tf, "deal", k, "unfinished; engine:", json.dumps(comp.get("points")))
            continue
        f, tricks, discard, owner = r
        ew = comp.get("trick_winners")
        mw = [w for _, w in tricks]
        print(tf, "deal", k, "winners agree" if ew == mw else "WINNERS DIFFER %s %s" % (ew, mw))
        for side in ("team0", "team1"):
            ep = comp["points"][side]
            mp = {"declarations": f["decl"][side], "combinations": f["combo"][side], "card_points": f["cp"][side],
                  "last_trick": f["last"][side]}
            diff = {x: (ep[x], mp[x]) for x in mp if ep[x] != mp[x]}
            alts = sorted(f["combo_alts"][side])
            print("  %s engine %s model %s %s; model alts(combos) %s" % (
                side, ep, mp, "DIFF %s" % diff if diff else "same", alts))
            if diff:
                pile = f["piles"].get(side, [])
                print("    engine combos:", comp["after_play_combinations"].get(side))
                print("    model  combos:", M.combos(set(pile)))
                print("    readings giving engine value:", readings(pile).get(ep["combinations"]))
        print("  engine widow:", comp.get("widow"), "model disc_to", f["disc_to"], "exchange", f["exchange"], f["exchange_card"])


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
