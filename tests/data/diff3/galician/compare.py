"""Differential comparison: oracle.py vs validator (black box) on play-only Galician records.

usage: PYTHONPATH=/work/wt-diff3-galician python compare.py positive N
       PYTHONPATH=/work/wt-diff3-galician python compare.py negative N
"""
import copy
import os
import json
import random
import sys
from collections import Counter, defaultdict

sys.path.insert(0, __import__("os").path.dirname(__file__))
import oracle  # noqa: E402
from replays.sim.galician_tarok import simulate  # noqa: E402
from validator.engine.validate import validate  # noqa: E402

POOL_REASONS = {"pool_stake", "pool_share", "pool_ultimo", "pool_pass", "pool_deal"}

OPTION_SETS = [
    {},
    {"preset": "common_usage"},
    {"tarocks_paid": "if_game_won"},
    {"contra_symmetric": True},
    {"consolation": "single"},
    {"renonce_premiums": "all_paid"},
    {"renonce_silent_premiums": "counted"},
    {"helper_renonce_pays": "offender"},
    {"renonce_pool": "paid"},
    {"renonce_pool": "untouched"},
    {"take_back": "never"},
    {"take_back": "until_covered"},
    {"pool": False},
    {"contra_on_pool": True},
    {"no_tarock_redeal": True},
    {"szpricer": True},
    {"defend_pool": "required"},
    {"pool_stake": 0, "pool_win_percent": 0},
    {"pool_stake": 100, "pool_win_percent": 20, "pool_pass_fee": 10, "pool_dealer_fee": 10},
    {"pool_stake": 5, "pool_win_percent": 5, "pool_pass_fee": 0, "pool_dealer_fee": 2},
    {"consolation": "single", "renonce_premiums": "all_paid", "renonce_silent_premiums": "counted",
     "helper_renonce_pays": "offender", "renonce_pool": "paid", "take_back": "never"},
]


def play_only(doc, drop_talon=False):
    d = copy.deepcopy(doc)
    for dl in d["deals"]:
        dl["hands"] = None
        if drop_talon:
            dl.pop("talon", None)
    return d


def opts_of(doc):
    r = dict(doc.get("rules") or {})
    if r.get("preset") == "common_usage":
        r.setdefault("contra_symmetric", True)
        r.setdefault("no_tarock_redeal", True)
    return r


def oracle_doc(doc):
    return oracle.analyse_session(doc)


def pay_key(p):
    return {(str(f), str(t), r): a for f, t, a, r in p}


def net_pairs(triples):
    """net (from, to, amount, reason) per unordered pair and reason: key (a, b, reason), a < b"""
    out = defaultdict(float)
    for f, t, a, r in triples:
        if r in POOL_REASONS or not a:
            continue
        f, t = str(f), str(t)
        if f < t:
            out[(f, t, r)] += a
        else:
            out[(t, f, r)] -= a
    return {k: v for k, v in out.items() if abs(v) > 1e-9}


def eng_pay(comp):
    return net_pairs((p["from"], p["to"], p["amount"], p.get("reason")) for p in comp.get("payments", []))


def positive(n):
    stats = Counter()
    diffs = defaultdict(list)
    for k in range(n):
        seed = 1000 + k
        ov = OPTION_SETS[k % len(OPTION_SETS)]
        doc = simulate(seed, **ov)
        for drop in (False, True):
            po = play_only(doc, drop)
            v = validate(po)
            orc = oracle_doc(po)
            stats["sessions"] += 1
            for di, (dl, o) in enumerate(zip(po["deals"], orc)):
                stats["deals"] += 1
                vd = v["deals"][di] if di < len(v.get("deals", [])) else {}
                anns = [a for a in vd.get("annotations", []) if a["severity"] == "violation"]
                for idx, e in enumerate(dl["events"]):
                    if e["type"] != "play":
                        continue
                    stats["plays"] += 1
                    eflag = [a["code"] for a in anns if a["event"] == idx]
                    oflag = o["illegal"].get(idx)
                    if bool(eflag) != bool(oflag):
                        diffs["play:%s/%s" % (eflag, oflag and oflag[0])].append((seed, ov, di, idx, drop))
                for a in anns:
                    if dl["events"][a["event"]]["type"] != "play":
                        diffs["nonplay-ann:%s" % a["code"]].append((seed, ov, di, a["event"], drop))
                rec = oracle.recorded_net(dl)
                if any(e["type"] in ("payment", "score") for e in dl["events"]):
                    stats["recorded_deals"] += 1
                    if rec != o["net"]:
                        diffs["recorded-net"].append((seed, ov, di, rec, o["net"], drop))
                exp = {k: round(v, 6) for k, v in (vd.get("settlement") or {}).get("expected", {}).items() if abs(v) > 1e-9}
                stats["net_compared"] += 1
                if exp != o["net"]:
                    diffs["engine-expected-net" + ("" if "payments" in o else "(unsettled deal)")].append((seed, ov, di, exp, o["net"], drop))
                if "payments" in o:
                    stats["settled"] += 1
                    mine = net_pairs(o["payments"])
                    theirs = eng_pay(vd.get("computed", {}))
                    for key in set(mine) | set(theirs):
                        if abs(mine.get(key, 0) - theirs.get(key, 0)) > 1e-6:
                            diffs["pay:%s" % key[2]].append((seed, ov, di, key, mine.get(key), theirs.get(key), drop))
                            break
                    comp = vd.get("computed", {})
                    if comp.get("points") and comp["points"]["player"] != o["points"][0]:
                        diffs["points"].append((seed, ov, di, comp["points"], o["points"], drop))
                    if comp.get("purchase") != o["purchase"]:
                        diffs["purchase"].append((seed, ov, di, comp.get("purchase"), o["purchase"], drop))
            if v["status"] != "clean":
                diffs["status:" + v["status"]].append((seed, ov, drop))
    print(json.dumps(stats))
    for k, v in sorted(diffs.items()):
        print(len(v), k, v[:3])


def plays_of(dl):
    return [(i, e["seat"], e["card"]) for i, e in enumerate(dl["events"]) if e["type"] == "play"]


def mutations(doc, rng):
    """yield (kind, deal index, [mutated event indices], mutated doc)"""
    for di, dl in enumerate(doc["deals"]):
        pl = plays_of(dl)
        if len(pl) != 36:
            continue
        tr = {i: k // 3 for k, (i, s, c) in enumerate(pl)}
        by_seat = defaultdict(list)
        for i, s, c in pl:
            by_seat[s].append((i, c))
        # M1 same seat, two different tricks
        for _ in range(4):
            s = rng.choice(sorted(by_seat))
            (a, ca), (b, cb) = sorted(rng.sample(by_seat[s], 2))
            if tr[a] == tr[b]:
                continue
            m = copy.deepcopy(doc)
            m["deals"][di]["events"][a]["card"], m["deals"][di]["events"][b]["card"] = cb, ca
            yield "swap_same_seat", di, [a, b], m
        # M1' targeted: a suit card played later swapped into an earlier trick where he showed void
        # M2 two seats, different tricks
        for _ in range(3):
            (a, sa, ca), (b, sb, cb) = sorted(rng.sample(pl, 2))
            if sa == sb or tr[a] == tr[b]:
                continue
            m = copy.deepcopy(doc)
            m["deals"][di]["events"][a]["card"], m["deals"][di]["events"][b]["card"] = cb, ca
            yield "swap_seats", di, [a, b], m
        # M3 a card replaced by one already played elsewhere / laid away / left in the talon
        a, sa, ca = rng.choice(pl)
        b, sb, cb = rng.choice([p for p in pl if p[0] != a])
        m = copy.deepcopy(doc)
        m["deals"][di]["events"][a]["card"] = cb
        yield "dup_played_%s" % ("after" if b < a else "before"), di, [a], m
        laid = [c for e in dl["events"] if e["type"] == "discard" for c in e["cards"]]
        taken = [c for e in dl["events"] if e["type"] == "take" for c in e["cards"]]
        rest = [c for c in (dl.get("talon") or []) if c not in taken]
        for kind, pool in (("laid_away", laid), ("unbought_talon", rest)):
            if pool:
                m = copy.deepcopy(doc)
                m["deals"][di]["events"][a]["card"] = rng.choice(pool)
                yield "replace_by_" + kind, di, [a], m
        # M4 the pagat moved earlier under an announced ultimo (swap with another own card)
        ann = [e["seat"] for e in dl["events"] if e["type"] == "announce"
               and any(it["kind"] == "pagat_ultimo" for it in e["items"])]
        for s in ann:
            p1 = [i for i, c in by_seat[s] if c.upper() == "T1"]
            if not p1:
                continue
            others = [(i, c) for i, c in by_seat[s] if tr[i] < tr[p1[0]]]
            for _ in range(2):
                if not others:
                    break
                b, cb = rng.choice(others)
                m = copy.deepcopy(doc)
                m["deals"][di]["events"][b]["card"], m["deals"][di]["events"][p1[0]]["card"] = "T1", cb
                yield "pagat_earlier", di, [b], m


def negative(n):
    rng = random.Random(7)
    stats = Counter()
    diffs = defaultdict(list)
    for k in range(n):
        seed = 5000 + k
        ov = OPTION_SETS[k % len(OPTION_SETS)]
        doc = play_only(simulate(seed, **ov), drop_talon=(k % 3 == 2))
        for kind, di, idxs, m in mutations(doc, rng):
            stats["mutations"] += 1
            v = validate(m)
            if v["status"] == "rejected":
                stats["rejected:" + kind] += 1
                o = oracle.analyse_session(m)[di]
                if not any(i in o["illegal"] for i in idxs):
                    diffs["rejected-but-oracle-legal:" + kind].append((seed, ov, di, idxs))
                continue
            o = oracle.analyse_session(m)[di]
            anns = [a for a in v["deals"][di]["annotations"] if a["severity"] == "violation"]
            # does the mutation change who wins a trick, so that the record's later leads are
            # out of turn?  then the record can also be read as a take-back (S§24): bucket apart
            if o["out_of_turn"]:
                kind += "/winner-changed"
            kind += "/talon" if "talon" in m["deals"][di] else "/no-talon"
            for pos, idx in enumerate(idxs):
                stats["compared"] += 1
                ecodes = sorted({a["code"] for a in anns if a["event"] == idx})
                oc = o["illegal"].get(idx)
                ocode = oc[0] if oc else None
                stats["oracle_flag" if oc else "oracle_ok"] += 1
                warn = sorted({a["code"] for a in v["deals"][di]["annotations"]
                               if a["event"] == idx and a["severity"] != "violation"})
                if warn and not ecodes:
                    ecodes = ["(warning)" + w for w in warn]
                who = "decl" if m["deals"][di]["events"][idx]["seat"] == o.get("declarer") else "helper"
                eflag = [c for c in ecodes if not c.startswith("(warning)")]
                if bool(eflag) != bool(oc) or (oc and ocode not in ecodes):
                    key = "%s[%d]/%s: engine %s / oracle %s" % (kind, pos, who, ecodes, ocode)
                    diffs[key].append((seed, ov, di, idx, oc))
                    if len(diffs[key]) == 1 and os.environ.get("REPRO_DIR"):
                        fn = os.path.join(os.environ["REPRO_DIR"], "%d_d%d_e%d.json" % (seed, di, idx))
                        with open(fn, "w") as f:
                            json.dump({"class": key, "seed": seed, "options": ov, "deal": di,
                                       "event": idx, "mutated_events": idxs,
                                       "original_cards": [doc["deals"][di]["events"][i]["card"] for i in idxs],
                                       "oracle": oc, "engine_codes": ecodes, "transcript": m},
                                      f, ensure_ascii=False)
                else:
                    stats["agree:%s:%s" % (kind, ocode)] += 1
    print(json.dumps(stats, indent=0, sort_keys=True))
    for k, v in sorted(diffs.items()):
        print(len(v), k, v[:3])


if __name__ == "__main__":
    mode, n = sys.argv[1], int(sys.argv[2])
    if mode == "positive":
        positive(n)
    else:
        negative(n)
