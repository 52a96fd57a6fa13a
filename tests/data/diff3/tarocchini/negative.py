"""Negative check: mutate play-only records at one or two events and compare, AT THOSE EVENTS
ONLY, the engine's violation codes with the oracle's.

Usage: PYTHONPATH=/work/wt-diff3-tarocchini python negative.py N START [PER_CLASS]
"""
from __future__ import annotations

import collections
import copy
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import compare  # noqa: E402
import oracle  # noqa: E402
from validator.engine.validate import validate  # noqa: E402

FIVE = [c for c in oracle.ALL62 if oracle.value(c) == 5]


def single_deal_doc(doc, di):
    """The session cut to deal di (with the running totals as start) so each mutation runs fast
    and cannot be masked by another deal: start totals taken from the engine's clean verdict."""
    d = copy.deepcopy(doc)
    d["deals"] = [d["deals"][di]]
    return d


def engine_codes(v, events):
    out = {i: set() for i in events}
    for dl in v.get("deals", [])[:1]:
        for a in dl.get("annotations", []):
            if a.get("severity") == "violation" and a["event"] in out:
                out[a["event"]].add(a["code"])
    if v.get("status") == "rejected":
        for i in out:
            out[i].add("REJECTED")
    return out


def oracle_codes(doc, events):
    dl = doc["deals"][0]
    n, game = len(doc["players"]), doc["game"]
    o = collections.defaultdict(set)
    why = collections.defaultdict(set)
    for i, xs in oracle.check_plays(dl, n, game, doc.get("rules")).items():
        o[i] |= {x[0] for x in xs}
        why[i] |= {x[2] if x[0] == "card_not_in_hand" else x[0] for x in xs}
    for src in (oracle.check_declarations(dl, n, game, doc.get("rules")), oracle.check_discards(dl, n, game)):
        for i, x in src.items():
            o[i].add(x[0])
            why[i].add(x[1])
    return {i: o.get(i, set()) for i in events}, o, why


def mutations(doc, rnd, per):
    """yield (class, mutated doc, events to compare)"""
    dl = doc["deals"][0]
    n = len(doc["players"])
    pe = oracle.play_events(dl)
    idx = list(range(len(pe)))
    played = {oracle.norm(e["card"]) for _, e in pe}
    unplayed = [c for c in oracle.ALL62 if c not in played]

    def mk(changes):
        m = copy.deepcopy(doc)
        for i, c in changes:
            m["deals"][0]["events"][i]["card"] = c
        return m
    if len(pe) < 2 * n:
        return
    # 1. two cards of one player in different tricks swapped
    same = [(a, b) for a in idx for b in idx if a < b and pe[a][1]["seat"] == pe[b][1]["seat"]
            and a // n != b // n]
    for a, b in rnd.sample(same, min(per, len(same))):
        (i, e), (j, f) = pe[a], pe[b]
        yield "swap_same_seat", mk([(i, f["card"]), (j, e["card"])]), (i, j)
    # 1b. the Matto swapped with another card of its player
    mt = [a for a in idx if oracle.norm(pe[a][1]["card"]) == "MATTO"]
    for a in mt:
        cand = [b for b in idx if pe[b][1]["seat"] == pe[a][1]["seat"] and b // n != a // n]
        for b in rnd.sample(cand, min(per, len(cand))):
            (i, e), (j, f) = pe[a], pe[b]
            yield "swap_matto", mk([(i, f["card"]), (j, e["card"])]), (i, j)
    # 2. cards of two different players swapped (different tricks)
    diff = [(a, b) for a in idx for b in idx if a < b and pe[a][1]["seat"] != pe[b][1]["seat"]
            and a // n != b // n]
    for a, b in rnd.sample(diff, min(per, len(diff))):
        (i, e), (j, f) = pe[a], pe[b]
        yield "swap_two_seats", mk([(i, f["card"]), (j, e["card"])]), (i, j)
    # 3. a card replaced by one that is played elsewhere (the single card now played twice)
    for _ in range(per):
        a, b = rnd.sample(idx, 2)
        (i, e), (j, f) = pe[a], pe[b]
        yield "duplicate", mk([(i, f["card"])]), (i, j)
    # 4. a card replaced by one nobody plays (discard / widow card)
    for c in rnd.sample(unplayed, min(per, len(unplayed))):
        a = rnd.choice(idx)
        i = pe[a][0]
        yield "unplayed_card", mk([(i, c)]), (i,)
    # 5. discard: a discarded card swapped with a 5-point card the same seat plays; discard dropped
    ev = dl["events"]
    for k, e in enumerate(ev):
        if e["type"] != "discard":
            continue
        mine = [a for a in idx if pe[a][1]["seat"] == e["seat"]]
        five = [a for a in mine if oracle.value(pe[a][1]["card"]) == 5]
        anyc = rnd.sample(mine, min(2, len(mine)))
        for a in rnd.sample(five, min(2, len(five))) + anyc:
            i, pl = pe[a]
            m = copy.deepcopy(doc)
            x = rnd.randrange(len(e["cards"]))
            old = m["deals"][0]["events"][k]["cards"][x]
            m["deals"][0]["events"][k]["cards"][x] = pl["card"]
            m["deals"][0]["events"][i]["card"] = old
            yield "discard_swap", m, (k, i)
        m = copy.deepcopy(doc)
        del m["deals"][0]["events"][k]
        yield "discard_dropped", m, ()
        # the discard dropped after a discarded card was swapped with a 5-point card he plays
        if five:
            i, pl = pe[rnd.choice(five)]
            m = copy.deepcopy(doc)
            m["deals"][0]["events"][i]["card"] = e["cards"][0]
            del m["deals"][0]["events"][k]
            yield "discard_dropped_5pt", m, ()
    # 7. the record cut after t tricks (play-only and incomplete): judged over the whole deal
    tricks = len(pe) // n
    for t in sorted(rnd.sample(range(1, tricks), min(2, tricks - 1))):
        m = copy.deepcopy(doc)
        cut = pe[t * n][0]
        m["deals"][0]["events"] = [e for q, e in enumerate(m["deals"][0]["events"])
                                   if q < cut and e["type"] not in ("score", "total")]
        yield "truncated", m, ()
        # and a declaration enlarged by one card, in the truncated record
        for k, e in enumerate(m["deals"][0]["events"]):
            if e["type"] == "declare" and e["items"]:
                m2 = copy.deepcopy(m)
                it = rnd.choice(m2["deals"][0]["events"][k]["items"])
                it["count" if it["kind"] == "cricca" else "length"] += 1
                yield "truncated", m2, ()
                break
    # 6. declarations: an item one larger, or a new item, judged against the plays
    for k, e in enumerate(ev):
        if e["type"] != "declare":
            continue
        s = e["seat"]
        held = oracle.count.holdings([oracle.norm(x["card"]) for _, x in pe if x["seat"] == s])
        items = oracle.count.as_items(held)
        for it in rnd.sample(items, min(2, len(items))):
            m = copy.deepcopy(doc)
            big = dict(it)
            fld = "count" if it["kind"] == "cricca" else "length"
            big[fld] += rnd.choice([0, 1])
            others = [x for x in m["deals"][0]["events"][k]["items"]
                      if oracle.count.item_key(x) != oracle.count.item_key(big)]
            m["deals"][0]["events"][k]["items"] = others + [big]
            yield "declare_resize", m, (k,)


def run(N, START, per):
    rnd = random.Random(START)
    stats = collections.Counter()
    dis = collections.defaultdict(list)
    agree_codes = collections.Counter()
    for seed in range(START, START + N):
        full = compare.make(seed)
        po = compare.play_only(full)
        v0 = validate(po)
        for di in range(len(po["deals"])):
            if (v0["deals"][di].get("computed") or {}).get("mode") != "played":
                continue
            doc = single_deal_doc(po, di)
            doc.pop("start", None)
            # keep the deal's scores but drop totals (start differs once cut)
            doc["deals"][0]["events"] = [e for e in doc["deals"][0]["events"] if e["type"] != "total"]
            if validate(doc)["status"] != "clean":
                stats["skip_cut_not_clean"] += 1
                continue
            for cls, m, evs in mutations(doc, rnd, per):
                stats[cls] += 1
                if cls in ("discard_dropped", "discard_dropped_5pt", "truncated"):
                    # nothing mutated at a play: compare every event's findings in the deal
                    v = validate(m)
                    _, o, why = oracle_codes(m, [])
                    eng = collections.defaultdict(set)
                    if not v.get("deals"):
                        eng[-1].add("REJECTED:" + ";".join(
                            str(p.get("message", p))[:80] for p in v.get("problems", [])[:2]))
                    for a in (v.get("deals") or [{"annotations": []}])[0]["annotations"]:
                        # scores and totals were left as recorded: downstream, not compared
                        if a["severity"] == "violation" and a["code"] not in ("wrong_score", "wrong_total"):
                            eng[a["event"]].add(a["code"])
                    rej = any("rejected" in x for x in o.values())
                    ok = (rej and -1 in eng) or (set(o) == set(eng) and all(o[i] & eng[i] for i in o))
                    key = (m["game"][11:], tuple(sorted({c for x in o.values() for c in x})),
                           tuple(sorted({c for x in eng.values() for c in x})))
                    agree_codes[(cls,) + key] += 1
                    if not ok:
                        dis[(cls,) + key].append(
                            (seed, json.dumps(full.get("rules", {})), di,
                             {i: sorted(x) for i, x in eng.items()}, {i: sorted(x) for i, x in o.items()}))
                    continue
                v = validate(m)
                eng = engine_codes(v, evs)
                orc, _, why = oracle_codes(m, evs)
                for i in evs:
                    stats[cls + ":events"] += 1
                    oc, ec = orc[i], eng[i]
                    if oc == {"rejected"}:
                        ok = "REJECTED" in ec
                    else:
                        ok = (not oc and not ec) or bool(oc & ec)
                    k = (cls, tuple(sorted(oc)), tuple(sorted(ec)))
                    agree_codes[k] += 1
                    ev = m["deals"][0]["events"][i]
                    rep = (seed, json.dumps(full.get("rules", {})), di, i, evs, ev, sorted(why[i]))
                    if not ok:
                        dis[k + (tuple(sorted(why[i])),)].append(rep)
                    elif "card_not_in_hand" in oc and "card_not_in_hand" not in ec:
                        # partly agreeing: engine gives another code, misses the card's absence
                        dis[("PARTIAL",) + k + (tuple(sorted(why[i])),)].append(rep)
    return stats, dis, agree_codes


if __name__ == "__main__":
    N, START = int(sys.argv[1]), int(sys.argv[2])
    per = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    stats, dis, ac = run(N, START, per)
    print("STATS", json.dumps(dict(sorted(stats.items()))))
    print("PAIRS (class, oracle, engine): count")
    for k, c in sorted(ac.items(), key=str):
        print("  ", k, c)
    for k, v in sorted(dis.items(), key=str):
        print("DIS", k, len(v))
        for x in v[:3]:
            print("   ", str(x)[:600])
