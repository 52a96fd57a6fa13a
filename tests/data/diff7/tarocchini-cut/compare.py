"""diff7 driver: simulate, cut one deal early, mutate the kept part, compare oracle and engine.

usage: PYTHONPATH=<worktree> python compare.py N [START] [--repros]
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

HERE = Path(__file__).resolve().parent
OPTS_BOTH = {"moretti_tie": ["last_played", "first_played"], "monte": [True, False],
             "double_three": [True, False]}
OPTS_OTT = {"discard_credit": ["dealer_trick", "side_trick"]}
OPTS_TER = {"widow": [8, 5], "settlement": ["winners_score", "zero_sum"],
            "solo_doubles_all_tricks": [False, True]}
# mutations whose effects cascade through the deal (another auction order, another dealer):
# compared at the mutated event only
LOCAL = {"dealer_next", "bid_seat"}
CUTS = ["auction", "widow", "decl_mid", "decl_end", "play", "last", "play_keep_scores"]


def make(seed):
    rnd = random.Random(seed * 7919 + 1)
    variant = "ottocento" if seed % 2 == 0 else "terziglio"
    opts = {k: rnd.choice(v) for k, v in OPTS_BOTH.items()}
    opts.update({k: rnd.choice(v) for k, v in (OPTS_OTT if variant == "ottocento" else OPTS_TER).items()})
    ndeals = rnd.choice([2, 3, 4])
    doc = simulate(seed, variant=variant, deals=ndeals, **opts)
    return rnd, variant, opts, doc


def truth(doc):
    out = {}
    ott = doc["game"].endswith("ottocento")
    for di, d in enumerate(doc["deals"]):
        sc = collections.Counter()
        for e in d["events"]:
            if e["type"] == "score":
                sc[e["party"] if ott else int(e["party"])] += e["points"]
        out[di] = dict(sc)
    return out


def cut_points(deal, kind, rnd):
    """index k: events[:k] kept (or for play_keep_scores: plays from k on dropped)."""
    ev = deal["events"]
    idx = {t: [i for i, e in enumerate(ev) if e["type"] == t] for t in
           ("bid", "take", "discard", "declare", "play", "score", "total", "redeal")}
    plays = idx["play"]
    if kind == "auction":
        if len(idx["bid"]) < 2:
            return None
        return rnd.choice(idx["bid"][:-1]) + 1
    if kind == "widow":
        w = idx["take"] + idx["discard"]
        if not w or not idx["declare"]:
            return None
        return rnd.choice(w) + 1
    if kind == "decl_mid":
        if len(idx["declare"]) < 2:
            return None
        return rnd.choice(idx["declare"][:-1]) + 1
    if kind == "decl_end":
        if not idx["declare"] or not plays:
            return None
        return idx["declare"][-1] + 1
    if kind in ("play", "play_keep_scores"):
        if len(plays) < 4:
            return None
        return rnd.choice(plays[1:-1])
    if kind == "last":
        if not plays or not (idx["score"] or idx["total"]):
            return None
        return plays[-1] + 1


def apply_cut(doc, di, kind, k, keep_later):
    x = copy.deepcopy(doc)
    ev = x["deals"][di]["events"]
    if kind == "play_keep_scores":
        x["deals"][di]["events"] = [e for i, e in enumerate(ev) if e["type"] != "play" or i < k]
    else:
        x["deals"][di]["events"] = ev[:k]
    if not keep_later:
        x["deals"] = x["deals"][:di + 1]
    return x


def hand_at(doc, di, upto):
    """the seat hands just before event `upto` of deal di (for building mutations)."""
    d = doc["deals"][di]
    n = len(doc["players"])
    hands = [[oracle.norm(c) for c in h] for h in d["hands"]]
    ott = doc["game"].endswith("ottocento")
    if ott and d.get("talon") and not any(e["type"] == "take" for e in d["events"]):
        hands[d["dealer"]] += [oracle.norm(c) for c in d["talon"]]
    for e in d["events"][:upto]:
        if e["type"] == "take":
            hands[e["seat"]] += [oracle.norm(c) for c in e["cards"]]
        elif e["type"] == "discard":
            for c in e["cards"]:
                c = oracle.norm(c)
                if c in hands[e["seat"]]:
                    hands[e["seat"]].remove(c)
        elif e["type"] == "play":
            c = oracle.norm(e["card"])
            if c in hands[e["seat"]]:
                hands[e["seat"]].remove(c)
    return hands


def mutations(x, di, kind, rnd):
    """yield (name, mutated doc, keys of interest)"""
    d = x["deals"][di]
    ev = d["events"]
    plays = [i for i, e in enumerate(ev) if e["type"] == "play"]
    keep_scores = kind == "play_keep_scores"
    # 1. a kept play replaced by another card of the seat (legal or not); the record then
    #    stops right after it (so the kept part ends with the mutated play)
    if plays:
        p = rnd.choice(plays[-6:])
        h = hand_at(x, di, p)
        s = ev[p]["seat"]
        others = [c for c in h[s] if c != oracle.norm(ev[p]["card"])]
        if others:
            y = copy.deepcopy(x)
            y["deals"][di]["events"][p]["card"] = rnd.choice(others)
            y["deals"][di]["events"] = [e for i, e in enumerate(y["deals"][di]["events"])
                                        if i <= p or (keep_scores and e["type"] != "play")]
            yield "play_other", y, [(di, p)]
        # 2. a card another seat holds (not played yet)
        foreign = [c for t in range(len(h)) if t != s for c in h[t]]
        if foreign:
            y = copy.deepcopy(x)
            y["deals"][di]["events"][p]["card"] = rnd.choice(foreign)
            y["deals"][di]["events"] = [e for i, e in enumerate(y["deals"][di]["events"])
                                        if i <= p or (keep_scores and e["type"] != "play")]
            yield "play_foreign", y, [(di, p)]
    # 3. a declared item one card larger
    decls = [i for i, e in enumerate(ev) if e["type"] == "declare" and e["items"]]
    if decls:
        i = rnd.choice(decls)
        y = copy.deepcopy(x)
        it = rnd.choice(y["deals"][di]["events"][i]["items"])
        if it["kind"] == "cricca":
            if it["count"] == 3:
                it["count"] = 4
                yield "decl_plus", y, [(di, i)]
        else:
            it["length"] += 1
            yield "decl_plus", y, [(di, i)]
    # 4. a declaration moved after the first kept play
    if decls and plays:
        i = rnd.choice(decls)
        y = copy.deepcopy(x)
        e = y["deals"][di]["events"].pop(i)
        fp = [j for j, q in enumerate(y["deals"][di]["events"]) if q["type"] == "play"][0]
        y["deals"][di]["events"].insert(fp + 1, e)
        yield "decl_late", y, [(di, fp + 1)]
    # 5. a five-point card laid away
    disc = [i for i, e in enumerate(ev) if e["type"] == "discard"]
    if disc:
        i = disc[0]
        h = hand_at(x, di, i)
        s = ev[i]["seat"]
        fives = [c for c in h[s] if oracle.value(c) == 5 and c not in ev[i]["cards"]]
        if fives:
            y = copy.deepcopy(x)
            y["deals"][di]["events"][i]["cards"][0] = rnd.choice(fives)
            yield "discard_five", y, [(di, i)]
    # 6. Terziglio: a bid made illegal (a bid no higher than the standing one, or out of turn)
    bids = [i for i, e in enumerate(ev) if e["type"] == "bid"]
    if bids:
        y = copy.deepcopy(x)
        b = y["deals"][di]["events"]
        hi = [i for i in bids if b[i]["bid"] != "pass"]
        later = [i for i in bids if hi and i > hi[0]]
        if later:
            i = rnd.choice(later)
            b[i]["bid"] = "gioco"
            if b[hi[0]]["bid"] == "gioco" or i != later[0] or True:
                yield "bid_low", y, [(di, i)]
        y = copy.deepcopy(x)
        i = rnd.choice(bids)
        y["deals"][di]["events"][i]["seat"] = (y["deals"][di]["events"][i]["seat"] + 1) % len(x["players"])
        yield "bid_seat", y, [(di, i)]
    # 7. a recorded declarations score made wrong (cut deal with its score sheet kept)
    sc = [i for i, e in enumerate(ev) if e["type"] == "score" and e.get("reason") == "declarations"]
    if sc:
        i = rnd.choice(sc)
        y = copy.deepcopy(x)
        y["deals"][di]["events"][i]["points"] += rnd.choice([5, 10, -5])
        yield "decl_score", y, [(di, i)]
    # 8. the next deal dealt by the wrong seat
    if di + 1 < len(x["deals"]):
        y = copy.deepcopy(x)
        y["deals"][di + 1]["dealer"] = (y["deals"][di + 1]["dealer"] + 2) % len(x["players"])
        yield "dealer_next", y, [(di + 1, None)]
        # 9. a later total off by 7 (two deals after: anchored on the next deal's totals)
        for dj in range(di + 1, len(x["deals"])):
            tt = [i for i, e in enumerate(x["deals"][dj]["events"]) if e["type"] == "total"]
            if tt:
                i = rnd.choice(tt)
                y = copy.deepcopy(x)
                y["deals"][dj]["events"][i]["points"] += 7
                yield "later_total_%s" % ("next" if dj == di + 1 else "after"), y, [(dj, i)]


def near_800(x, doc, di, k, kind, rnd, tr):
    """Re-cut deal 0 instead, give the session start totals so that a team's declarations in
    it reach 800, and rewrite the later totals as a new game from 0 (a later deal that the
    simulator ended on declarations is skipped: its own decision rested on other totals)."""
    d0 = doc["deals"][0]
    ev = d0["events"]
    if not any(e["type"] == "play" for e in ev):
        return None
    k0 = cut_points(d0, kind, rnd)
    if k0 is None:
        return None
    y = apply_cut(doc, 0, kind, k0, di > 0 or len(x["deals"]) > 1)
    r = oracle.check_deal(y["deals"][0], y["game"], 4, y.get("rules", {}))
    decl = oracle.side_points(True, r["declared"], 4)
    good = [t for t in decl if decl[t] > 0]
    if not good:
        return None
    t = rnd.choice(good)
    o = "team1" if t == "team0" else "team0"
    start = {t: 800 - decl[t] + rnd.randrange(0, min(decl[t], 30)), o: rnd.randrange(0, 800 - decl[o])}
    y["start"] = {"totals": [start["team0"], start["team1"]]}
    tot = {"team0": 0, "team1": 0}
    for j in range(1, len(y["deals"])):
        dj = y["deals"][j]
        if not any(e["type"] in ("play", "redeal") for e in dj["events"]):
            return None
        tot = {p: tot[p] + tr[j].get(p, 0) for p in tot}
        for e in dj["events"]:
            if e["type"] == "total":
                e["points"] = tot[e["party"]]
        if any(v >= 800 for v in tot.values()):
            tot = {"team0": 0, "team1": 0}
    y["_cut_deal"] = 0
    return y


def engine_codes(v):
    out = {}
    for dv in v.get("deals", []):
        for a in dv["annotations"]:
            if a["severity"] != "violation":
                continue
            out.setdefault((dv["index"], a["event"]), set()).add(a["code"])
    return out


def oracle_codes(doc, tr):
    c, info = oracle.check_session(doc, tr)
    out = {}
    for k, v in c.items():
        v = {("wrong_total" if x == "wrong_total_anchor" else x) for x in v}
        out[k] = v
    return out, c, info


def diff(o, e, keys=None):
    ks = set(o) | set(e) if keys is None else set(keys)
    res = []
    for k in sorted(ks, key=lambda k: (k[0], -1 if k[1] is None else k[1])):
        a, b = o.get(k, set()), e.get(k, set())
        if a != b:
            res.append((k, sorted(a - b), sorted(b - a)))
    return res


def classify(name, kind, dd, raw, info, doc):
    """a label per disagreement (k, oracle_only, engine_only)"""
    (di, ev), oo, eo = dd
    if "wrong_total" in eo and not oo:
        if any(i.get("decided_on_declarations") for i in info[:di]):
            return "A3_no_new_game_after_decided_on_declarations"
        prev = [e["points"] for e in doc["deals"][di - 1]["events"] if e["type"] == "total"] if di else []
        if doc["game"].endswith("ottocento") and any(p >= 800 for p in prev):
            return "A2_no_new_game_after_800_when_totals_open"
        return "A1_total_after_cut_deal_checked_as_if_it_scored_0"
    if "wrong_score" in eo and not oo and not info[di]["complete"] is False:
        return "A5_complete_deal_score_after_cut_deal_(terziglio_odd_pair)"
    if eo == ["missing_bid"] and not oo:
        return "A4_missing_bid_in_auction_cut_short"
    if "wrong_total" in oo and not eo:
        tags = raw.get((di, ev), set())
        return "C1_open_totals_anchor_on_written" if "wrong_total_anchor" in tags else "O_total"
    if "wrong_score" in oo and not eo:
        return "A6_declarations_score_of_cut_deal_unchecked"
    return "X_%s_%s" % ("+".join(oo) or "-", "+".join(eo) or "-")


def main():
    N = int(sys.argv[1])
    START = int(sys.argv[2]) if len(sys.argv) > 2 and not sys.argv[2].startswith("-") else 0
    cnt = collections.Counter()
    classes = collections.Counter()
    examples = {}
    optseen = collections.Counter()
    for seed in range(START, START + N):
        rnd, variant, opts, doc = make(seed)
        for k, v in opts.items():
            optseen["%s=%s" % (k, v)] += 1
        tr = truth(doc)
        cnt["sessions"] += 1
        cnt["deals_simulated"] += len(doc["deals"])
        kinds = [k for k in CUTS if not (k == "auction" and variant == "ottocento")]
        for kind in rnd.sample(kinds, 3):
            di = rnd.randrange(len(doc["deals"]))
            k = cut_points(doc["deals"][di], kind, rnd)
            if k is None:
                continue
            keep_later = rnd.random() < 0.6
            x = apply_cut(doc, di, kind, k, keep_later)
            if variant == "ottocento" and kind != "widow" and rnd.random() < 0.35:
                # near 800: start totals such that the declarations kept in the cut deal take
                # a team to 800 (the game is decided on declarations, SRC:105)
                y = near_800(x, doc, di, k, kind, rnd, tr)
                if y is None:
                    continue
                x = y
                cnt["decided_on_declarations"] += 1
            cnt["records"] += 1
            cnt["cut_" + kind] += 1
            cnt["later_kept" if keep_later and di + 1 < len(doc["deals"]) else "session_ends_at_cut"] += 1
            di = x.pop("_cut_deal", di)
            trx = {i: tr[i] for i in range(len(x["deals"]))}
            cases = [("base", x, None)] + list(mutations(x, di, kind, rnd))
            for name, y, keys in cases:
                v = validate(y)
                if v["status"] == "rejected":
                    cnt["rejected_" + name] += 1
                    classes["REJECTED_%s" % name] += 1
                    examples.setdefault("REJECTED_%s" % name, (seed, kind, name, y, v.get("problems")))
                    continue
                o, raw, info = oracle_codes(y, trx)
                e = engine_codes(v)
                cnt["events_compared"] += sum(len(d["events"]) for d in y["deals"])
                if name != "base":
                    cnt["mutations"] += 1
                    cnt["mut_" + name] += 1
                    at = diff(o, e, keys)
                    if not at:
                        cnt["mut_agree_at_event"] += 1
                    # whole-session comparison outside the mutated event(s): cascades
                    rest = ([] if name in LOCAL else
                            [d for d in diff(o, e) if d[0] not in keys])
                    dl = at + rest
                else:
                    dl = diff(o, e)
                for dd in dl:
                    c = classify(name, kind, dd, raw, info, y)
                    label = "%s | %s | %s" % (c, name, kind)
                    classes[label] += 1
                    if label not in examples:
                        examples[label] = (seed, kind, name, y, dd)
    print("COUNTS", json.dumps(dict(sorted(cnt.items())), indent=0))
    print("OPTIONS", json.dumps(dict(sorted(optseen.items()))))
    print("DISAGREEMENTS (class | mutation | cut kind): count")
    for k, v in sorted(classes.items()):
        print("  %-70s %d" % (k, v))
    tot = collections.Counter()
    for k, v in classes.items():
        tot[k.split(" | ")[0]] += v
    print("TOTAL PER CLASS")
    for k, v in sorted(tot.items()):
        print("  %-60s %d" % (k, v))
    print("EXAMPLES")
    for k, (seed, kind, name, y, dd) in sorted(examples.items()):
        print("  %s: seed=%s cut=%s mut=%s %s" % (k, seed, kind, name, dd))
    if "--repros" in sys.argv:
        (HERE / "examples.json").write_text(json.dumps(
            {k: {"seed": s, "cut": kd, "mutation": nm, "diff": str(dd), "transcript": y}
             for k, (s, kd, nm, y, dd) in examples.items()}, indent=1))


if __name__ == "__main__":
    main()
