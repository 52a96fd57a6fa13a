"""diff7 driver: simulate sessions, cut one deal, compare oracle.py with the engine.
usage: compare.py N [seed0]"""
import sys, os, json, copy, random, collections
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import oracle
from replays.sim.galician_tarok import simulate
from validator.engine.validate import validate

HERE = os.path.dirname(os.path.abspath(__file__))
OPTS = [{}, {"preset": "common_usage"}, {"renonce_premiums": "all_paid"}, {"renonce_pool": "paid"},
        {"renonce_pool": "untouched"}, {"pool_win_percent": 0}, {"tarocks_paid": "if_game_won"},
        {"pool_dealer_fee": 2}, {"pool": False}, {"contra_symmetric": True}]
MONEY = {"wrong_payment", "missing_payment", "unexpected_payment", "wrong_score", "wrong_total"}
stats = collections.Counter()
dis = collections.defaultdict(list)


def eng_flags(v):
    out = collections.defaultdict(set)
    for dl in v.get("deals", []):
        for a in dl["annotations"]:
            if a["severity"] == "violation":
                out[(a["deal"], a["event"])].add(a["code"])
    return out


def cut_points(ev, rng):
    """cut positions: mid-auction, mid-buying, mid-play, after the last card (before payments)"""
    types = [e["type"] for e in ev]
    bids = [i for i, t in enumerate(types) if t == "bid"]
    plays = [i for i, t in enumerate(types) if t == "play"]
    money = [i for i, t in enumerate(types) if t in ("payment", "score", "total")]
    pts = {}
    if len(bids) > 1:
        pts["auction"] = rng.randint(bids[0] + 1, bids[-1])
    if plays:
        if plays[0] > bids[-1] + 1:
            pts["buying"] = rng.randint(bids[-1] + 1, plays[0])
        pts["play"] = rng.randint(plays[0] + 1, plays[-1])
        pts["after_last_card"] = plays[-1] + 1
    return pts


def record(kind, seed, opt, where, doc, note, extra=None):
    stats["dis:" + kind] += 1
    if len(dis[kind]) < 3:
        dis[kind].append((seed, opt, where, extra))
        if len(dis[kind]) == 1:
            os.makedirs(os.path.join(HERE, "repros"), exist_ok=True)
            json.dump({"note": note, "transcript": doc},
                      open(os.path.join(HERE, "repros", kind + ".json"), "w"), ensure_ascii=False, indent=1)


def compare(doc, seed, opt, tag, focus=None):
    """focus: set of (deal, event) to compare (mutations); None: every event (positive)."""
    v = validate(doc)
    if v["status"] == "rejected":
        stats["rejected:" + tag] += 1
        return v
    o = oracle.check(doc)
    ef = eng_flags(v)
    for di, r in enumerate(o):
        ev = doc["deals"][di]["events"]
        for i in range(len(ev)):
            if focus is not None and (di, i) not in focus:
                continue
            stats["events_compared"] += 1
            e_codes = ef.get((di, i), set())
            if ev[i]["type"] in ("payment", "score", "total"):
                s = r["status"].get(i, "unknown")
                if not any(o[q]["cut"] for q in range(di + 1)):
                    s = "skip"    # a deal before the cut: settlement audited by earlier audits, not here
                eflag = bool(e_codes & MONEY)
                if s == "skip":
                    stats["oracle_abstains"] += 1
                elif s == "wrong" and not eflag:
                    record("engine_misses_%s_%s_cut-%s_%s" % (ev[i]["type"], ev[i].get("reason"), o[di]["cut"], tag), seed, opt, (di, i), doc,
                           "oracle: decided %s is wrong; engine silent" % ev[i]["type"], ev[i])
                elif s in ("ok", "unknown") and eflag:
                    later = any(o[k]["cut"] not in (None,) for k in range(di)) and o[di]["cut"] is None
                    kind = "engine_flags_%s_%s_%s%s_%s" % (s, ev[i]["type"], "|".join(sorted(e_codes)),
                                                        "_after_cut" if later else "_in_cut" if o[di]["cut"] else "", tag)
                    record(kind, seed, opt, (di, i), doc, "oracle: %s; engine %s" % (s, sorted(e_codes)), ev[i])
                else:
                    stats["agree_money"] += 1
            else:
                oi = i in r["illegal"]
                eflag = bool(e_codes - MONEY)
                if oi != eflag:
                    record("legality_%s_oracle%s_engine%s_%s" % (ev[i]["type"], int(oi), int(eflag), tag), seed, opt,
                           (di, i), doc, "oracle %s / engine %s" % (r["illegal"].get(i), sorted(e_codes)), ev[i])
                else:
                    stats["agree_legal"] += 1
        if focus is None:
            # deal-level annotations (event None) that are violations
            for c in ef.get((di, None), set()):
                record("engine_deal_level_%s" % c, seed, opt, (di, None), doc, "engine deal-level %s" % c)
    return v


def truncate(d, k, pos, keep_later, keep_money=False):
    t = copy.deepcopy(d)
    ev = t["deals"][k]["events"]
    money = [e for e in ev[pos:] if e["type"] in ("payment", "score", "total")] if keep_money else []
    t["deals"][k]["events"] = ev[:pos] + money
    if not keep_later:
        t["deals"] = t["deals"][:k + 1]
    return t


def mutations(d, k, pos, rng, seed, opt):
    """mutate the kept part of cut deal k"""
    base = truncate(d, k, pos, True)
    ev = base["deals"][k]["events"]
    hands = base["deals"][k]["hands"]
    plays = [i for i, e in enumerate(ev) if e["type"] == "play"]
    # M1: a kept play's card replaced by another card of the same seat not yet played in the kept part
    if plays:
        i = rng.choice(plays)
        s = ev[i]["seat"]
        played = {e["card"] for e in ev if e["type"] == "play" and e["seat"] == s}
        laid = {c for e in ev if e["type"] == "discard" and e["seat"] == s for c in e["cards"]}
        took = [c for e in ev if e["type"] == "take" and e["seat"] == s for c in e["cards"]]
        cand = [c for c in list(hands[s]) + took if c not in played and c not in laid]
        if cand:
            t = copy.deepcopy(base)
            t["deals"][k]["events"][i]["card"] = rng.choice(cand)
            stats["mut:card_swap"] += 1
            newc = t["deals"][k]["events"][i]["card"]
            later = {j for j in plays if j > i and ev[j]["seat"] == s and ev[j]["card"] == newc}
            compare(t, seed, opt, "card_swap", focus={(k, i)} | {(k, j) for j in later})
    # M2: one unplayed card swapped between two dealt hands (changes what earlier plays could follow)
    if plays:
        seats = [s for s in range(len(hands)) if hands[s]]
        a, b = rng.sample(seats, 2)
        pa = {e["card"] for e in ev if e["type"] in ("play",) and e["seat"] == a}
        pb = {e["card"] for e in ev if e["type"] in ("play",) and e["seat"] == b}
        used = {c for e in ev if e["type"] in ("take", "discard") for c in e["cards"]}
        ca = [c for c in hands[a] if c not in pa and c not in used]
        cb = [c for c in hands[b] if c not in pb and c not in used]
        if ca and cb:
            t = copy.deepcopy(base)
            x, y = rng.choice(ca), rng.choice(cb)
            h = t["deals"][k]["hands"]
            h[a][h[a].index(x)] = y
            h[b][h[b].index(y)] = x
            stats["mut:hand_swap"] += 1
            compare(t, seed, opt, "hand_swap", focus={(k, j) for j in plays})
    # M3: a kept bid changed
    bids = [i for i, e in enumerate(ev) if e["type"] == "bid"]
    if bids:
        i = rng.choice(bids)
        t = copy.deepcopy(base)
        t["deals"][k]["events"][i]["bid"] = rng.choice(["pass", "three", "bottom", "top", "two", "one", "solo", "hold", "tape", "pass_volat"])
        stats["mut:bid"] += 1
        compare(t, seed, opt, "bid", focus={(k, i)})
    # M4: the deal's real payments kept although the play is cut: as recorded, and one changed
    if any(e["type"] == "payment" for e in d["deals"][k]["events"]):
        t = truncate(d, k, pos, True, keep_money=True)
        ev2 = t["deals"][k]["events"]
        pidx = [j for j, e in enumerate(ev2) if e["type"] == "payment"]
        stats["mut:payments_kept"] += 1
        compare(t, seed, opt, "payments_kept", focus={(k, j) for j in pidx})
        o = oracle.check(t)
        st = o[k]["status"]
        for want in ("ok", "unknown"):
            c = [j for j in pidx if st.get(j) == want]
            if c:
                j = rng.choice(c)
                t2 = copy.deepcopy(t)
                t2["deals"][k]["events"][j]["amount"] = round(t2["deals"][k]["events"][j]["amount"] + rng.choice([1, 5, 10, 0.5]), 6)
                stats["mut:payment_%s_changed" % ("decided" if want == "ok" else "open")] += 1
                stats["mut:payment_%s_reason_%s" % ("decided" if want == "ok" else "open", ev2[j].get("reason"))] += 1
                compare(t2, seed, opt, "payment_%s" % ("decided" if want == "ok" else "open"), focus={(k, j)})
    # M5: later deal: dealer changed
    if k + 1 < len(base["deals"]):
        t = copy.deepcopy(base)
        n = len(t["players"])
        nd = (t["deals"][k + 1]["dealer"] + 1) % n
        if not t["deals"][k + 1]["hands"][nd]:
            nd = (nd + 1) % n          # at five, not onto the seat without a hand (king/sitter swap: not a cut question)
        t["deals"][k + 1]["dealer"] = nd
        v = validate(t)
        stats["mut:later_dealer"] += 1
        codes = {a["code"] for a in v["deals"][k + 1]["annotations"]} if v["status"] != "rejected" else {"rejected"}
        if not ({"wrong_dealer", "rejected", "wrong_sitter", "sitter_acted"} & codes):
            record("later_dealer_not_flagged", seed, opt, (k + 1, None), t, "dealer of the deal after a cut changed; engine silent", sorted(codes))


def main(N, seed0):
    rng = random.Random(seed0)
    for j in range(N):
        seed = seed0 + j
        opt = OPTS[j % len(OPTS)]
        d = simulate(seed, deals=3, **opt)
        v = validate(d)
        if v["status"] != "clean":
            stats["sim_not_clean"] += 1
            continue
        stats["sessions"] += 1
        k = rng.randrange(len(d["deals"]))
        pts = cut_points(d["deals"][k]["events"], rng)
        for kind, pos in pts.items():
            for keep_later in (True, False):
                if not keep_later and k == len(d["deals"]) - 1:
                    continue
                t = truncate(d, k, pos, keep_later)
                stats["records"] += 1
                stats["cut:" + kind] += 1
                stats["events"] += sum(len(x["events"]) for x in t["deals"])
                compare(t, seed, opt, "pos")
            if kind in ("play", "after_last_card", "buying"):
                mutations(d, k, pos, rng, seed, opt)
    print(json.dumps(dict(sorted(stats.items())), indent=0))
    for kind, l in sorted(dis.items()):
        print("==", kind, stats["dis:" + kind])
        for x in l:
            print("   ", json.dumps(x, ensure_ascii=False)[:300])


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20, int(sys.argv[2]) if len(sys.argv) > 2 else 7000)
