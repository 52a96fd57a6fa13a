"""Phase 2 helper: my per-deal figures (from _gen.py, regenerated deterministically) against the
engine's computed figures in its verdicts. Run from the worktree root with PYTHONPATH=$PWD."""

import json
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
import _gen as g  # noqa: E402

from validator.engine.validate import validate  # noqa: E402

for name, gm, seed, spec, first, faults, _note in g.FILES:
    tr = json.loads((HERE / f"{name}.json").read_text())
    v = validate(tr)
    if gm == "o":
        deals = g.otto_session(seed, spec, first, faults)
    else:
        fl = {d: dict(f) for d, f in faults.items()}
        for d, f in fl.items():
            if f.get("seat") is None and f["kind"] == "revoke":
                f["seat"] = (first + d + 1) % 3
        deals = g.terz_session(seed, spec, first, fl)
    for d, (mine, eng) in enumerate(zip(deals, v["deals"])):
        pts = eng["computed"]["points"]
        if gm == "o":
            for s in (0, 1):
                m = {
                    k: mine["detail"][s][k]
                    for k in ("declarations", "combinations", "card_points", "last_trick")
                }
                e = {k: pts[f"team{s}"][k] for k in m}
                if m != e:
                    print(name, "deal", d, f"team{s}", "mine", m, "engine", e)
        else:
            for s, es in (("D", "declarer"), ("O", "opponents")):
                m = {
                    k: mine["detail"][s][k]
                    for k in ("declarations", "combinations", "card_points", "last_trick")
                }
                e = {k: pts[es][k] for k in m}
                if m != e:
                    print(name, "deal", d, es, "mine", m, "engine", e)
                    mi = mine["detail"][s]["combo_items"]
                    ei = eng["computed"]["after_play_combinations"][es]
                    print(
                        "   mine only:",
                        [i for i in mi if i not in ei],
                        " engine only:",
                        [i for i in ei if i not in mi],
                    )
                    for ci, piles in enumerate(mine["piles"]):
                        cs = set(piles[s])
                        hits = [
                            j
                            for j, vv in enumerate(g.VARIANTS + g.READINGS_NOT_FILTERED)
                            if g.combos(
                                cs - (set() if vv["discards_in_pile"] else set(mine["widow_cards"])), vv, True
                            )[0]
                            == e["combinations"]
                        ]
                        print(f"   low-card choice {ci}: readings giving the engine's figure: {hits}")
                        for suit in "SBCD":
                            print(
                                "     ",
                                suit,
                                sorted(c for c in cs if c.endswith(suit) and not c.startswith("T")),
                                end="",
                            )
                        print(
                            "  trumps/cont:",
                            sorted(
                                (c for c in cs if c.startswith("T") or c == "MATTO"),
                                key=lambda c: (len(c), c),
                            ),
                        )
            if (mine["game_points"], mine["winner"]) != (
                eng["computed"]["game_points"],
                {"declarer": "D", "opponents": "O"}[eng["computed"]["winner"]],
            ):
                print(
                    name, "deal", d, "GAME POINTS differ", mine["game_points"], eng["computed"]["game_points"]
                )
print("done")
