"""diff8 driver: simulate, make the record play-only ("hands": null), cut one deal early (with or
without later deals, widow written or not), mutate the kept part, compare oracle and engine.

usage: PYTHONPATH=<worktree> python compare.py N [START] [--repros]
Reuses the diff7 driver's cut machinery (cut_points, apply_cut, near_800, truth, diff) as is.
"""
from __future__ import annotations

import collections
import copy
import importlib.util
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
D7 = HERE.parents[1] / "diff7" / "tarocchini-cut"
sys.path.insert(0, str(D7))
_s = importlib.util.spec_from_file_location("d7compare", D7 / "compare.py")
d7 = importlib.util.module_from_spec(_s)
_s.loader.exec_module(d7)                       # imports the diff7 oracle as "oracle"
_s = importlib.util.spec_from_file_location("oracle8", HERE / "oracle.py")
oracle = importlib.util.module_from_spec(_s)
_s.loader.exec_module(oracle)
from replays.sim.tarocchini import simulate  # noqa: E402
from validator.engine.validate import validate  # noqa: E402

norm, value, suit_of = oracle.norm, oracle.value, oracle.suit_of
LOCAL = {"dealer_next"}


def play_only(x, drop_talon):
    y = copy.deepcopy(x)
    for d in y["deals"]:
        d["hands"] = None
        if drop_talon:
            d.pop("talon", None)
    return y


def truncate_after(y, di, p, keep_scores):
    ev = y["deals"][di]["events"]
    y["deals"][di]["events"] = [e for i, e in enumerate(ev)
                                if i <= p or (keep_scores and e["type"] not in ("play",))]


def mutations(x, di, kind, rnd):
    """play-only mutations of the kept part of deal di: (name, doc, keys)"""
    d = x["deals"][di]
    ev = d["events"]
    n = len(x["players"])
    plays = [i for i, e in enumerate(ev) if e["type"] == "play"]
    keep_scores = kind == "play_keep_scores"
    pc = {i: norm(ev[i]["card"]) for i in plays}
    played = set(pc.values())
    talon = [norm(c) for c in (d.get("talon") or [])]
    ott = x["game"].endswith("ottocento")
    bids = [e for e in ev if e["type"] == "bid" and e.get("bid") != "pass"]
    taker = d["dealer"] if ott else (bids[-1]["seat"] if bids else None)
    if len(plays) >= 2:
        # 1. two cards of one seat swapped between tricks (a revoke the record may prove)
        by = collections.defaultdict(list)
        for i in plays:
            by[ev[i]["seat"]].append(i)
        cand = [s for s in by if len(by[s]) >= 2]
        if cand:
            s = rnd.choice(cand)
            a, b = sorted(rnd.sample(by[s], 2))
            y = copy.deepcopy(x)
            E = y["deals"][di]["events"]
            E[a]["card"], E[b]["card"] = E[b]["card"], E[a]["card"]
            yield "swap_same", y, [(di, a), (di, b)]
        # 2. two cards of different seats swapped
        a, b = rnd.sample(plays, 2)
        if ev[a]["seat"] != ev[b]["seat"]:
            y = copy.deepcopy(x)
            E = y["deals"][di]["events"]
            E[a]["card"], E[b]["card"] = E[b]["card"], E[a]["card"]
            yield "swap_diff", y, [(di, min(a, b)), (di, max(a, b))]
        # 3. a card played twice
        b = rnd.choice(plays[1:])
        a = rnd.choice([i for i in plays if i < b])
        y = copy.deepcopy(x)
        y["deals"][di]["events"][b]["card"] = ev[a]["card"]
        yield "dup", y, [(di, a), (di, b)]
    if plays:
        # 4. a card nobody plays in the kept part (the missing part may explain it)
        p = rnd.choice(plays[-8:])
        unseen = [c for c in oracle.ALL62 if c not in played]
        y = copy.deepcopy(x)
        y["deals"][di]["events"][p]["card"] = rnd.choice(unseen)
        truncate_after(y, di, p, keep_scores)
        yield "unseen", y, [(di, p)]
        # 5. a widow card played by a seat that cannot have it
        if talon:
            nt = [i for i in plays if ev[i]["seat"] != taker]
            if nt:
                p = rnd.choice(nt)
                y = copy.deepcopy(x)
                y["deals"][di]["events"][p]["card"] = rnd.choice(talon)
                truncate_after(y, di, p, keep_scores)
                yield "widow_card", y, [(di, p)]
        # 6. the Matto swapped with another card of its player / played a second time
        m = [i for i in plays if pc[i] == "MATTO"]
        if m:
            i = m[0]
            s = ev[i]["seat"]
            other = [j for j in plays if ev[j]["seat"] == s and j != i]
            if other:
                j = rnd.choice(other)
                y = copy.deepcopy(x)
                E = y["deals"][di]["events"]
                E[i]["card"], E[j]["card"] = E[j]["card"], E[i]["card"]
                yield "matto_swap", y, [(di, min(i, j)), (di, max(i, j))]
            later = [j for j in plays if j > i]
            if later:
                j = rnd.choice(later)
                y = copy.deepcopy(x)
                y["deals"][di]["events"][j]["card"] = "MATTO"
                yield "matto_twice", y, [(di, i), (di, j)]
    # 7. a declared item one larger; 8. an item made as large as the card count forbids
    decls = [i for i, e in enumerate(ev) if e["type"] == "declare" and e["items"]]
    if decls:
        i = rnd.choice(decls)
        y = copy.deepcopy(x)
        it = rnd.choice(y["deals"][di]["events"][i]["items"])
        if it["kind"] == "cricca":
            if it["count"] == 3:
                it["count"] = 4
                yield "decl_plus", y, [(di, i)]
        elif it["of"] != "suit" or it["length"] < 5:
            it["length"] += 1
            yield "decl_plus", y, [(di, i)]
    # 9. a declaration added: a cricca of 4 / a longer run by a seat that has shown few of it
    if plays and any(e["type"] == "declare" for e in ev):
        dl = [i for i, e in enumerate(ev) if e["type"] == "declare"]
        i = rnd.choice(dl)
        s = ev[i]["seat"]
        own = {pc[j] for j in plays if ev[j]["seat"] == s}
        others = {pc[j] for j in plays if ev[j]["seat"] != s}
        opts = []
        for of, mem in combos_cards().items():
            if not (set(mem) & others) and of != "tarocchi":
                opts.append({"kind": "cricca", "of": of, "count": 4})
        if opts:
            y = copy.deepcopy(x)
            E = y["deals"][di]["events"]
            keys = {oracle.combos.item_key(it) for it in E[i]["items"]}
            new = [o for o in opts if oracle.combos.item_key(o) not in keys]
            if new:
                E[i]["items"] = E[i]["items"] + [rnd.choice(new)]
                yield "decl_add_cricca4", y, [(di, i)]
    # 9b. an item the card count alone disproves: all its cards may still be unplayed, but the
    #     seat has too few cards left to play (a cricca or a run, added to a kept declaration)
    if plays:
        dl = [i for i, e in enumerate(ev) if e["type"] == "declare" and i < plays[0]]
        rnd.shuffle(dl)
        for i in dl:
            s = ev[i]["seat"]
            items = [{"kind": "cricca", "of": of, "count": c} for of in combos_cards() for c in (4, 3)]
            items += [{"kind": "sequence", "of": of, "length": L} for of in ("moretti", "aces")
                      for L in (6, 5, 4, 3)]
            rnd.shuffle(items)
            keys = {oracle.combos.item_key(it) for it in ev[i]["items"]}
            done = False
            for it in items:
                if oracle.combos.item_key(it) in keys:
                    continue
                y = copy.deepcopy(x)
                y["deals"][di]["events"][i]["items"] = ev[i]["items"] + [it]
                r = oracle.check_deal(y["deals"][di], y["game"], n, y.get("rules", {}) or {})
                if i in r.get("count_bound", []):
                    yield "decl_count", y, [(di, i)]
                    done = True
                    break
            if done:
                break
    if decls and plays:
        i = rnd.choice(decls)
        y = copy.deepcopy(x)
        e = y["deals"][di]["events"].pop(i)
        fp = [j for j, q in enumerate(y["deals"][di]["events"]) if q["type"] == "play"][0]
        y["deals"][di]["events"].insert(fp + 1, e)
        yield "decl_late", y, [(di, fp + 1)]
    # 10. a five-point card laid away (one not played in the kept part)
    disc = [i for i, e in enumerate(ev) if e["type"] == "discard"]
    if disc:
        i = disc[0]
        fives = [c for c in oracle.ALL62 if value(c) == 5 and c not in played
                 and c not in [norm(q) for q in ev[i]["cards"]]]
        if fives:
            y = copy.deepcopy(x)
            y["deals"][di]["events"][i]["cards"][0] = rnd.choice(fives)
            yield "discard_five", y, [(di, i)]
        # 11. a discarded card played later by its taker
        if plays:
            p = rnd.choice(plays)
            y = copy.deepcopy(x)
            y["deals"][di]["events"][p]["card"] = ev[i]["cards"][0]
            yield "discard_played", y, [(di, p)]
    # 12. a recorded declarations score made wrong
    sc = [i for i, e in enumerate(ev) if e["type"] == "score" and e.get("reason") == "declarations"]
    if sc:
        i = rnd.choice(sc)
        y = copy.deepcopy(x)
        y["deals"][di]["events"][i]["points"] += rnd.choice([5, 10, -5])
        yield "decl_score", y, [(di, i)]
    # 13. later deals: dealer, a total off by 7
    if di + 1 < len(x["deals"]):
        y = copy.deepcopy(x)
        y["deals"][di + 1]["dealer"] = (y["deals"][di + 1]["dealer"] + 2) % n
        yield "dealer_next", y, [(di + 1, None)]
        for dj in range(di + 1, len(x["deals"])):
            tt = [i for i, e in enumerate(x["deals"][dj]["events"]) if e["type"] == "total"]
            if tt:
                i = rnd.choice(tt)
                y = copy.deepcopy(x)
                y["deals"][dj]["events"][i]["points"] += 7
                yield "later_total_%s" % ("next" if dj == di + 1 else "after"), y, [(dj, i)]


def combos_cards():
    return oracle.combos.CRICCA_CARDS


def classify(name, kind, dd, raw, info, doc, cinfo):
    (di, ev), oo, eo = dd
    n = len(doc["players"])
    d = doc["deals"][di]
    bad = oracle.impossible_plays(d, n, doc["game"]) if d.get("events") else {}
    if "card_not_in_hand" in oo and "card_not_in_hand" not in eo:
        why = bad.get(ev, "")
        if why == "a widow card another seat took":
            return "A1_take_does_not_place_widow_card_when_talon_unwritten"
        if why == "widow card, played by a non-declarer":
            return "A2_widow_card_by_non_declarer_exchange_unrecorded"
        return "X_card_not_in_hand_oracle_only_" + why.replace(" ", "_")
    if {"revoke", "failure_to_trump"} & set(eo) and not {"revoke", "failure_to_trump"} & set(oo):
        plays = [i for i, e in enumerate(d["events"]) if e["type"] == "play"]
        if ev in plays:
            k = plays.index(ev)
            t0 = (k // n) * n
            if any(j in bad for j in plays[t0:k]):
                return "C1_followers_judged_against_an_impossible_lead"
        if any(w == "a widow card another seat took" for w in bad.values()):
            return "A1_take_does_not_place_widow_card_when_talon_unwritten"
        if any(w == "widow card, played by a non-declarer" for w in bad.values()):
            return "A2_widow_card_by_non_declarer_exchange_unrecorded"
    if "false_declaration" in eo and "false_declaration" not in oo and bad:
        return "A3_declaration_judged_on_hand_with_an_impossible_play"
    if "false_declaration" in oo and "false_declaration" not in eo:
        if ev in cinfo.get(di, {}).get("count_bound", []):
            return "A5_declaration_disproved_by_card_count"
        if name == "discard_five":
            return "C3_illegal_discard_still_places_its_cards"
        if not any(e["type"] == "play" for e in d["events"]):
            return "A6_declarations_not_checked_when_no_play_is_kept"
    if "wrong_score" in oo and not eo:
        if name != "decl_score":
            # the mutation made a declaration false, late or changed the cards: the figure then
            # depends on whether a false declaration's other items still score (the oracle
            # scores none); not resolved in this audit
            return "U_score_after_a_false_or_late_declaration_unresolved"
        return "A4_declarations_score_of_play_only_cut_deal_unchecked"
    c2 = doc.get("start") and any(
        not info[j]["complete"] and not any(e["type"] == "play" for e in doc["deals"][j]["events"])
        and doc["deals"][j]["events"] for j in range(di))
    c2 = c2 or (doc.get("start") and "wrong_total" in eo and "wrong_total" not in oo and any(
        not info[j]["complete"] for j in range(di)))
    if c2 and ("wrong_total" in oo) != ("wrong_total" in eo):
        return "C2_unproved_declarations_taken_to_decide_the_game"
    if "wrong_total" in oo and not eo:
        tags = raw.get((di, ev), set())
        if "wrong_total_anchor" in tags:
            return "K_diff7_C1_anchor_on_written_total"
        if any(i.get("decided_on_declarations") for i in info[:di]):
            return "A7_cut_deal_decided_on_proved_declarations_totals_left_open"
        return "X_total_oracle_only"
    if "wrong_total" in eo and not oo:
        if name != "base" and kind == "last":
            return "H_harness_stale_truth_for_mutated_complete_deal"
        if any(i.get("decided_on_declarations") for i in info[:di]):
            return "A7_cut_deal_decided_on_proved_declarations_totals_left_open"
        if name == "decl_score":
            return "A4_declarations_score_of_play_only_cut_deal_unchecked"
        return "U_score_after_a_false_or_late_declaration_unresolved"
        return "X_total_engine_only"
    return "X_%s_%s" % ("+".join(oo) or "-", "+".join(eo) or "-")


def main():
    N = int(sys.argv[1])
    START = int(sys.argv[2]) if len(sys.argv) > 2 and not sys.argv[2].startswith("-") else 0
    cnt = collections.Counter()
    classes = collections.Counter()
    examples = {}
    optseen = collections.Counter()
    for seed in range(START, START + N):
        rnd, variant, opts, doc = d7.make(seed)
        for k, v in opts.items():
            optseen["%s=%s" % (k, v)] += 1
        tr = d7.truth(doc)
        cnt["sessions"] += 1
        cnt["deals_simulated"] += len(doc["deals"])
        kinds = [k for k in d7.CUTS if not (k == "auction" and variant == "ottocento")]
        for kind in rnd.sample(kinds, 3):
            di = rnd.randrange(len(doc["deals"]))
            k = d7.cut_points(doc["deals"][di], kind, rnd)
            if k is None:
                continue
            keep_later = rnd.random() < 0.6
            x = d7.apply_cut(doc, di, kind, k, keep_later)
            if variant == "ottocento" and kind != "widow" and rnd.random() < 0.3:
                y = d7.near_800(x, doc, di, k, kind, rnd, tr)
                if y is None:
                    continue
                x = y
                # the simulator wrote the cut deal's own totals from 0: not the new start's
                # (a harness slip diff7 saw too); they are dropped
                x["deals"][0]["events"] = [e for e in x["deals"][0]["events"] if e["type"] != "total"]
                cnt["decided_on_declarations"] += 1
            drop = rnd.random() < 0.3
            di = x.pop("_cut_deal", di)
            x = play_only(x, drop)
            cnt["records"] += 1
            cnt["cut_" + kind] += 1
            cnt["widow_dropped" if drop else "widow_written"] += 1
            cnt["later_kept" if len(x["deals"]) > di + 1 else "session_ends_at_cut"] += 1
            trx = {i: tr[i] for i in range(len(x["deals"]))}
            cases = [("base", x, None)] + list(mutations(x, di, kind, rnd))
            for name, y, keys in cases:
                v = validate(y)
                if v["status"] == "rejected":
                    cnt["rejected_" + name] += 1
                    classes["REJECTED | %s" % name] += 1
                    examples.setdefault("REJECTED | %s" % name, (seed, kind, name, y, v.get("problems")))
                    continue
                o, raw, info = ocodes(y, trx)
                cinfo = {dj: oracle.check_deal(dd, y["game"], len(y["players"]), y.get("rules", {}) or {})
                         for dj, dd in enumerate(y["deals"])}
                e = d7.engine_codes(v)
                cnt["events_compared"] += sum(len(dd["events"]) for dd in y["deals"])
                if name != "base":
                    cnt["mutations"] += 1
                    cnt["mut_" + name] += 1
                    at = d7.diff(o, e, keys)
                    if not at:
                        cnt["mut_agree_at_event"] += 1
                    rest = [] if name in LOCAL else [q for q in d7.diff(o, e) if q[0] not in keys]
                    dl = at + rest
                else:
                    dl = d7.diff(o, e)
                for dd in dl:
                    c = classify(name, kind, dd, raw, info, y, cinfo)
                    label = "%s | %s | %s" % (c, name, kind)
                    classes[label] += 1
                    if label not in examples:
                        examples[label] = (seed, kind, name, y, dd)
    print("COUNTS", json.dumps(dict(sorted(cnt.items())), indent=0))
    print("OPTIONS", json.dumps(dict(sorted(optseen.items()))))
    print("DISAGREEMENTS (class | mutation | cut kind): count")
    for k, v in sorted(classes.items()):
        print("  %-75s %d" % (k, v))
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


def ocodes(doc, tr):
    c, info = oracle.check_session(doc, tr)
    out = {k: {("wrong_total" if x == "wrong_total_anchor" else x) for x in v} for k, v in c.items()}
    return out, c, info


if __name__ == "__main__":
    main()
