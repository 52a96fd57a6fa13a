"""Differential comparison (declarations, combinations, widow, auction, scores) between
oracle.py and the engine, over simulated and mutated sessions.

Usage: PYTHONPATH=/work/wt-diff2-tarocchini python compare.py N START [neg]
"""
from __future__ import annotations

import collections
import copy
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import oracle  # noqa: E402
from replays.sim.tarocchini import simulate  # noqa: E402
from validator.engine.validate import validate  # noqa: E402

OPTION_VALUES = {
    "double_three": [True, False], "monte": [True, False],
    "discard_credit": ["dealer_trick", "side_trick"], "widow": [8, 5],
    "settlement": ["winners_score", "zero_sum"], "solo_doubles_all_tricks": [False, True],
}
OTT_OPTS = ["double_three", "monte", "discard_credit"]
TER_OPTS = ["double_three", "monte", "widow", "settlement", "solo_doubles_all_tricks"]


def make(seed: int):
    rnd = random.Random(seed * 7919)
    kind = seed % 3
    if kind == 2:
        doc = simulate(seed)           # variant and options drawn by the simulator
    else:
        variant = "ottocento" if kind == 0 else "terziglio"
        names = OTT_OPTS if variant == "ottocento" else TER_OPTS
        opts = {k: rnd.choice(OPTION_VALUES[k]) for k in names}
        doc = simulate(seed, variant=variant, **opts)
    return doc


def odd_pairs(verdict):
    out = {}
    for i, d in enumerate(verdict.get("deals", [])):
        w = (d.get("computed") or {}).get("widow") or {}
        if w.get("odd_pair_off"):
            out[i] = w["odd_pair_off"]
    return out


def party_key(p, ott):
    return p if ott else int(p)


def recorded(deal, ott):
    sc = collections.defaultdict(int)
    has_sc = set()
    tot = {}
    for i, e in enumerate(deal["events"]):
        if e["type"] == "score":
            sc[party_key(e["party"], ott)] += e["points"]
            has_sc.add(party_key(e["party"], ott))
        elif e["type"] == "total":
            tot[party_key(e["party"], ott)] = e["points"]
    return sc, has_sc, tot


def norm_items(items):
    return sorted(json.dumps(oracle.as_items({oracle.item_key(i): oracle.item_size(i)})[0], sort_keys=True)
                  for i in items)


def positive(doc, verdict, stats, dis, seed):
    ott = doc["game"].endswith("ottocento")
    res = oracle.session_check(doc, odd_pairs(verdict))
    if verdict["status"] != "clean":
        dis["sim_not_clean_by_engine"].append((seed, verdict.get("summary")))
    for di, (deal, r) in enumerate(zip(doc["deals"], res)):
        key = (seed, doc["game"][11:], json.dumps(doc.get("rules", {}), sort_keys=True), di)
        stats["deals"] += 1
        stats["mode_" + r["mode"]] += 1
        for i, why in r["bad"].items():
            dis["oracle_flags_sim_event:" + why].append(key + (i, deal["events"][i]))
        for e in deal["events"]:
            if e["type"] == "declare":
                stats["declare_events"] += 1
                stats["declared_items"] += len(e["items"])
            elif e["type"] == "bid":
                stats["bids"] += 1
            elif e["type"] in ("take", "discard", "redeal"):
                stats[e["type"]] += 1
        comp = verdict["deals"][di].get("computed") or {}
        if comp.get("mode") and comp["mode"] != r["mode"]:
            dis["mode"].append(key + (r["mode"], comp["mode"]))
        # declarations per seat
        for s, d in (comp.get("declarations") or {}).items():
            stats["seat_declarations"] += 1
            if d["points"] != r["declared"].get(int(s), 0):
                dis["declared_points"].append(key + (s, r["declared"].get(int(s)), d["points"], d["items"]))
        if r["mode"] == "played":
            ap = comp.get("after_play_combinations") or {}
            for sd, items in ap.items():
                stats["after_play_sides"] += 1
                mine = norm_items(oracle.as_items(oracle.holdings(r["piles"][sd])))
                theirs = norm_items(items)
                if mine != theirs:
                    dis["after_play_items"].append(key + (sd, sorted(set(mine) - set(theirs)),
                                                          sorted(set(theirs) - set(mine))))
            for sd, p in (comp.get("points") or {}).items():
                for part, mv in (("declarations", r["decl_side"][sd]), ("combinations", r["combos"][sd]),
                                 ("card_points", r["card_points"][sd]), ("last_trick", r["last"][sd]),
                                 ("total", r["points"][sd])):
                    stats["points_compared"] += 1
                    if p.get(part) != mv:
                        dis["points_" + part].append(key + (sd, mv, p.get(part)))
            if not ott:
                stats["terziglio_played"] += 1
                if comp.get("game_points") != r["game_points"] or comp.get("winner") != r["winner"]:
                    dis["game_points"].append(key + ((r["winner"], r["game_points"]),
                                                     (comp.get("winner"), comp.get("game_points"))))
        sc, has_sc, tot = recorded(deal, ott)
        for p in has_sc:
            stats["recorded_scores"] += 1
            if sc[p] != r["scores"].get(p, 0):
                dis["recorded_score_vs_oracle"].append(key + (p, r["scores"].get(p), sc[p]))
        for p, v in tot.items():
            stats["recorded_totals"] += 1
            if v != r["totals"].get(p):
                dis["recorded_total_vs_oracle"].append(key + (p, r["totals"].get(p), v))
        # coverage
        for sd, pts in (r.get("combos") or {}).items():
            if pts:
                stats["cov_sides_with_combos"] += 1
        if any(v for v in r["declared"].values()):
            stats["cov_deals_with_declared_points"] += 1
    return res


if __name__ == "__main__":
    N = int(sys.argv[1])
    START = int(sys.argv[2])
    for a in sys.argv[3:]:
        k, _, val = a.partition("=")
        oracle.READING[k] = val
    stats = collections.Counter()
    dis = collections.defaultdict(list)
    opts_seen = collections.Counter()
    for seed in range(START, START + N):
        doc = make(seed)
        for k, v in doc.get("rules", {}).items():
            opts_seen[(doc["game"][11:], k, json.dumps(v))] += 1
        stats["sessions_" + doc["game"][11:]] += 1
        v = validate(doc)
        try:
            positive(doc, v, stats, dis, seed)
        except Exception as ex:  # noqa
            import traceback
            dis["oracle_crash"].append((seed, repr(ex), traceback.format_exc()[-400:]))
    print("STATS", json.dumps(dict(sorted(stats.items()))))
    print("OPTIONS", sorted(opts_seen.items()))
    for k, v in sorted(dis.items()):
        print("DIS", k, len(v))
        for x in v[:4]:
            print("   ", x)
