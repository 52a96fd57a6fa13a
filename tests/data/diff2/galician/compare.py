"""Differential comparison: oracle.py vs validator (black box) over simulated sessions.
usage: python compare.py pos N   |   python compare.py neg N"""
import sys, json, random, copy, collections, os
sys.path.insert(0, os.path.dirname(__file__))
from replays.sim.galician_tarok import simulate
from validator.engine.validate import validate
import oracle

OPTS = {  # every value of the options that bear on the focus
    "contra_symmetric": [False, True], "tarocks_paid": ["always", "if_game_won"],
    "pool": [True, False], "pool_stake": [0, 1, 2, 5, 10, 20, 50, 100], "pool_win_percent": [0, 5, 10, 20],
    "pool_pass_fee": [0, 1, 2, 5, 10], "pool_dealer_fee": [0, 1, 2, 5, 10], "contra_on_pool": [False, True],
    "defend_pool": ["optional", "required"], "preset": ["standard", "common_usage"],
    "szpricer": [False, True], "no_tarock_redeal": [False, True],
}


def session(seed):
    r = random.Random(seed)
    mode = seed % 3
    if mode == 0:
        return simulate(seed), None
    opts = {k: r.choice(v) for k, v in OPTS.items() if r.random() < 0.6}
    return simulate(seed, **opts), opts


def out_of_scope(doc):
    """szpricer (§26) and the no-tarock redeal (§17) deals are not modelled by the oracle"""
    return any(e["type"] == "redeal" or (e["type"] == "call" and e.get("call") != "reject")
               for dl in doc["deals"] for e in dl["events"])


def net_of(payments):
    net = collections.Counter()
    for p in payments:
        net[str(p["from"])] -= p["amount"]; net[str(p["to"])] += p["amount"]
    return {k: round(v, 2) for k, v in net.items() if abs(v) > 1e-6}


def clean(d):
    return {k: round(v, 2) for k, v in d.items() if abs(v) > 1e-6}


def positive(N, start=0):
    stats = collections.Counter(); diffs = collections.defaultdict(list)
    for seed in range(start, start + N):
        doc, opts = session(seed)
        v = validate(doc)
        if out_of_scope(doc):
            stats["skipped_szpricer_or_redeal"] += 1
            if v["status"] != "clean": diffs["engine not clean on sim"].append((seed, v["summary"]))
            continue
        res = oracle.check(doc)
        stats["sessions"] += 1
        if v["status"] != "clean": diffs["engine not clean on sim"].append((seed, v["summary"]))
        for i, (dl, r, dv) in enumerate(zip(doc["deals"], res, v["deals"])):
            stats["deals"] += 1
            stats["focus_events"] += sum(1 for e in dl["events"] if e["type"] in ("bid", "call", "take", "discard", "announce", "double", "payment", "score"))
            for ei, why in r["illegal"].items():
                diffs["oracle flags sim event: " + why.split(":")[0][:40]].append((seed, opts, i, ei, why))
            mine = clean(r["net"]); eng = net_of(dv.get("computed", {}).get("payments") or [])
            if mine != eng:
                diffs["net differs from engine"].append((seed, opts, i, mine, eng))
            if r["recorded"] is not None:
                stats["recorded_deals"] += 1
                if clean(r["recorded"]) != mine:
                    diffs["net differs from record"].append((seed, opts, i, mine, clean(r["recorded"])))
    return stats, diffs


if __name__ == "__main__":
    mode, N = sys.argv[1], int(sys.argv[2])
    st = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    if mode == "pos":
        stats, diffs = positive(N, st)
        print(dict(stats))
        for k, v in sorted(diffs.items(), key=lambda kv: -len(kv[1])):
            print(len(v), k)
            for x in v[:3]: print("     ", x)


# ------------------------------------------------------------------ negative check
KINDS = collections.Counter()
MONEY = ("wrong_payment", "missing_payment", "unexpected_payment", "wrong_score", "wrong_total")
LEVELS = ["three", "bottom", "top", "two", "one", "solo"]


def mutations(doc, rng):
    """yield (kind, deal_index, event_index, mutated_doc)"""
    for di, dl in enumerate(doc["deals"]):
        ev = dl["events"]
        idx = {t: [i for i, e in enumerate(ev) if e["type"] == t] for t in
               ("bid", "take", "discard", "announce", "double", "payment", "score", "call")}

        def mk(f):
            m = copy.deepcopy(doc)
            return m, m["deals"][di]["events"]
        # bids
        for i in idx["bid"]:
            b = ev[i]["bid"]
            for nb in ["pass", "pass_volat", "tape", "hold"] + LEVELS:
                if nb != b and rng.random() < 0.12:
                    m, me = mk(None); me[i]["bid"] = nb
                    yield ("bid:%s->%s" % (b, nb), di, i, m)
        if len(idx["bid"]) >= 2 and rng.random() < 0.5:
            k = rng.randrange(len(idx["bid"]) - 1)
            i, j = idx["bid"][k], idx["bid"][k + 1]
            if ev[i]["seat"] != ev[j]["seat"]:
                m, me = mk(None); me[i], me[j] = me[j], me[i]
                yield ("bid:swap", di, i, m)
        # take: another group of the talon
        for i in idx["take"]:
            tal = dl["talon"]; g = len(ev[i]["cards"])
            for s in range(0, len(tal), g):
                grp = tal[s:s + g]
                if sorted(grp) != sorted(ev[i]["cards"]) and rng.random() < 0.5:
                    m, me = mk(None); me[i]["cards"] = list(grp)
                    yield ("take:other_group", di, i, m)
        # reject added / removed
        if idx["take"]:
            t = idx["take"][0]
            m, me = mk(None); me.insert(t, {"type": "call", "seat": ev[t]["seat"], "call": "reject"})
            yield ("call:extra_reject", di, t, m)
        # discard
        for i in idx["discard"]:
            pl = ev[i]["seat"]
            hand = list(dl["hands"][pl]) + (ev[idx["take"][0]]["cards"] if idx["take"] else [])
            kings = [c for c in hand if c.startswith("K")]
            if kings:
                m, me = mk(None); me[i]["cards"] = me[i]["cards"][:-1] + [kings[0]]
                yield ("discard:king", di, i, m)
            rest = [c for c in hand if c not in ev[i]["cards"] and not c.startswith("K")]
            if rest:
                m, me = mk(None); me[i]["cards"] = me[i]["cards"] + [rest[0]]
                yield ("discard:one_more", di, i, m)
            m, me = mk(None); me[i]["cards"] = me[i]["cards"][:-1]
            yield ("discard:one_fewer", di, i, m)
            tar = [c for c in ev[i]["cards"] if c.upper().startswith("T") or c.upper() == "SKIZ"]
            if ev[i].get("shown"):
                m, me = mk(None); me[i].pop("shown")
                yield ("discard:unshown", di, i, m)
        # announcements
        for i in idx["announce"]:
            items = ev[i]["items"]
            for k, it in enumerate(items):
                if it.get("kind") == "tarocks":
                    for dc in (-1, 1):
                        m, me = mk(None); me[i]["items"][k]["count"] = it["count"] + dc
                        yield ("announce:tarocks%+d" % dc, di, i, m)
            for kind in ("tarocks10", "pagat_ultimo", "volat", "trull", "four_kings"):
                if rng.random() < 0.35 and kind.replace("10", "") not in [x.get("kind") for x in items]:
                    m, me = mk(None)
                    me[i]["items"] = me[i]["items"] + [{"kind": "tarocks", "count": 10} if kind == "tarocks10" else {"kind": kind}]
                    yield ("announce:add_" + kind, di, i, m)
        # doubles
        for i in idx["double"]:
            e = ev[i]
            for lv in (2, 4, 8, 16):
                if lv != e["level"] and rng.random() < 0.5:
                    m, me = mk(None); me[i]["level"] = lv
                    yield ("double:level%d->%d" % (e["level"], lv), di, i, m)
            others = [s for s in range(len(doc["players"])) if s != e["seat"] and dl["hands"][s]]
            if others:
                m, me = mk(None); me[i]["seat"] = rng.choice(others)
                yield ("double:seat", di, i, m)
            for tg in ("game", "trull", "volat", "pagat_ultimo", "four_kings", "tarocks"):
                if tg != e["target"] and rng.random() < 0.2:
                    m, me = mk(None); me[i]["target"] = tg
                    yield ("double:target->" + tg, di, i, m)
        # ---- targeted mutations
        n = len(doc["players"])
        hands = dl["hands"]
        first_play = next((i for i, e in enumerate(ev) if e["type"] == "play"), len(ev))
        for i in idx["bid"]:
            s = ev[i]["seat"]
            if ev[i]["bid"] == "pass" and hands[s] and "T1" in hands[s]:
                m, me = mk(None); me[i]["bid"] = "pass_volat"
                yield ("T:pass_volat_with_pagat", di, i, m)
            if ev[i]["bid"] == "pass_volat":
                m, me = mk(None); me[i]["bid"] = "pass"
                yield ("T:pass_volat->pass", di, i, m)
        bb = idx["bid"]
        if len(bb) >= 3 and ev[bb[0]]["bid"] == "pass_volat" and ev[bb[2]]["bid"] not in ("pass", "pass_volat"):
            m, me = mk(None); me[bb[2]]["bid"] = "pass"
            yield ("T:third_does_not_defend", di, bb[2], m)
        if idx["bid"]:
            for i in idx["bid"][1:3]:
                m, me = mk(None); me[i]["bid"] = "tape"
                yield ("T:tape_later", di, i, m)
            m, me = mk(None); me.insert(0, {"type": "bid", "seat": ev[idx["bid"][0]]["seat"], "bid": "tape"})
            yield ("T:tape_first", di, 0, m)
        for i in idx["bid"]:
            if ev[i]["bid"] == "hold":
                # the level name said again instead of 'hold'
                prev = [ev[j]["bid"] for j in idx["bid"] if j < i and ev[j]["bid"] in LEVELS]
                if prev:
                    m, me = mk(None); me[i]["bid"] = prev[-1]
                    yield ("T:hold_as_level", di, i, m)
        pl = ev[idx["take"][0]]["seat"] if idx["take"] else (ev[idx["announce"][0]]["seat"] if idx["announce"] else None)
        for i in idx["announce"]:
            s = ev[i]["seat"]
            if s != pl:
                for it in ({"kind": "pagat_ultimo"}, {"kind": "volat"}, {"kind": "tarocks", "count": 10}, {"kind": "tarocks", "count": 11}):
                    if it["kind"] not in [x.get("kind") for x in ev[i]["items"]]:
                        m, me = mk(None); me[i]["items"] = me[i]["items"] + [it]
                        yield ("T:helper_announces_%s%s" % (it["kind"], it.get("count", "")), di, i, m)
        if idx["announce"] and first_play < len(ev):
            i = idx["announce"][-1]
            m, me = mk(None); e = me.pop(i); me.insert(first_play, e)   # after the first card
            yield ("T:announce_after_lead", di, first_play, m)
        if len(idx["announce"]) >= 2:
            i, j = idx["announce"][0], idx["announce"][1]
            m, me = mk(None); me[i], me[j] = me[j], me[i]
            yield ("T:helper_announces_first", di, i, m)
        for i in idx["double"]:
            if first_play < len(ev):
                m, me = mk(None); e = me.pop(i); me.insert(first_play, e)
                yield ("T:double_after_lead", di, first_play, m)
            for s in range(n):
                if s != ev[i]["seat"] and (not hands[s] or s == dl["dealer"]) and n >= 4:
                    m, me = mk(None); me[i]["seat"] = s
                    yield ("T:double_by_king_or_sitter", di, i, m)
        if pl is not None and idx["announce"] and not idx["double"]:
            last = max(idx["announce"])
            for s in range(n):
                if hands[s] and s != dl["dealer"] or n == 3:
                    m, me = mk(None); me.insert(last + 1, {"type": "double", "seat": s, "target": "game", "level": 2})
                    yield ("T:contra_game_by_%s" % ("player" if s == pl else "helper"), di, last + 1, m)
        calls = [i for i in idx["call"] if ev[i].get("call") == "reject"]
        if calls:
            m, me = mk(None); me.pop(calls[0])
            yield ("T:reject_removed", di, idx["take"][0] - 1, m)
        # payments / scores
        for i in idx["payment"]:
            if rng.random() < 0.4:
                m, me = mk(None); me[i]["amount"] = round(me[i]["amount"] + rng.choice([-10, 5, 1, 20]), 2)
                yield ("payment:%s" % ev[i].get("reason"), di, i, m)
        for i in idx["score"]:
            if rng.random() < 0.3:
                m, me = mk(None); me[i]["points"] = round(me[i]["points"] + 10, 2)
                yield ("score", di, i, m)


def oracle_flags(m, di, ei, orig_res):
    res = oracle.check(m)
    r = res[di]
    ev = m["deals"][di]["events"][ei]
    if ei in r["illegal"]:
        return r["illegal"][ei]
    if ev["type"] in ("payment", "score"):
        # the record's money at the mutated event: same party sums as the oracle expects?
        rec, mine = clean(r["recorded"] or {}), clean(r["net"])
        return None if rec == mine else "recorded money differs"
    return None


def negative(N, start=0, per=80):
    stats = collections.Counter(); dis = collections.defaultdict(list)
    for seed in range(start, start + N):
        doc, opts = session(seed)
        if out_of_scope(doc):
            stats["skipped_sessions"] += 1
            continue
        rng = random.Random(seed * 7 + 1)
        muts = list(mutations(doc, rng))
        rng.shuffle(muts)
        for kind, di, ei, m in muts[:per]:
            stats["mutations"] += 1
            KINDS[kind.split("->")[0].split(":")[0] + ":" + kind.split(":")[1].split("->")[0] if ":" in kind else kind] += 1
            try:
                o = oracle_flags(m, di, ei, None)
            except Exception as ex:  # noqa
                o = "oracle-exception %r" % ex
            v = validate(m)
            if v["status"] == "rejected":
                stats["engine_rejected"] += 1
                eng = "rejected"
                codes = [p.get("code") for p in v.get("problems", v.get("errors", []))][:3] if isinstance(v, dict) else []
            else:
                anns = [a for a in v["deals"][di]["annotations"] if a["event"] == ei and a["severity"] == "violation"]
                if m["deals"][di]["events"][ei]["type"] in ("payment", "score"):
                    # money is checked per party / pair net: the engine cites one event of the pair
                    anns = [a for a in v["deals"][di]["annotations"] if a["code"] in MONEY]
                    stats["money_at_same_event"] += any(a["event"] == ei for a in anns)
                eng = ",".join(sorted(set(a["code"] for a in anns))) or None
            agree = bool(o) == bool(eng)
            stats["agree" if agree else "disagree"] += 1
            stats["oracle_flags"] += bool(o)
            if not agree:
                key = kind.split("->")[0] + (" oracle:" + ("Y" if o else "N")) + " engine:" + (eng or "-")
                dis[key].append((seed, opts, di, ei, kind, o, eng))
    return stats, dis


if __name__ == "__main__" and sys.argv[1] == "neg":
    stats, dis = negative(N, st)
    print(dict(stats))
    print("by kind:", dict(sorted(KINDS.items())))
    for k, v in sorted(dis.items(), key=lambda kv: -len(kv[1])):
        print(len(v), k)
        for x in v[:2]: print("     ", x)
