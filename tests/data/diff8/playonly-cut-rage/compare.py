"""Differential driver: play-only + cut Rage records, engine vs oracle.
usage: compare.py N_SEEDS [FIRST_SEED]   (prints a summary; writes examples to cases.json)"""
import copy, json, random, sys, os, collections
sys.path.insert(0, os.path.dirname(__file__))
import oracle
from replays.sim.rage import simulate
from validator.engine.validate import validate

PLAYC = {"out_of_turn", "card_not_in_hand", "revoke", "action_card_while_able_to_follow",
         "wild_without_colour"}
BIDC = {"bid_out_of_range", "bid_forbidden_plus_minus_one"}
OPTS = ["plus_minus_one", "hidden_bid", "secret_bid", "durch"]
HERE = os.path.dirname(os.path.abspath(__file__))


def turned_count(deal, n):
    st = oracle.Stock(deal["talon"], True)
    st.turn()
    k = 0
    for e in deal["events"]:
        if e["type"] == "play":
            k += 1
            if e["card"] == "CHANGE":
                st.turn()
            if e["card"] == "NOTRUMP":
                # turned after the trick
                pass
    # NOTRUMP turns happen after the trick: count them too
    for e in deal["events"]:
        if e["type"] == "play" and e["card"] == "NOTRUMP":
            st.turn()
    return st.pos


def make_case(seed, rng):
    n = 3 + seed % 6
    combo = (seed // 6) % 16
    opts = {o: bool(combo >> i & 1) for i, o in enumerate(OPTS)}
    doc = simulate(seed, players=n, rounds=10, **opts)
    single = False
    for d in doc["deals"]:
        d["hands"] = None
    tmode = rng.choice(["full", "turned", "short"])
    for d in doc["deals"]:
        if tmode == "turned":
            d["talon"] = d["talon"][:turned_count(d, n)]
        elif tmode == "short":
            d["talon"] = d["talon"][:rng.randint(0, turned_count(d, n))]
    di = rng.randrange(len(doc["deals"]))
    deal = doc["deals"][di]
    ev = deal["events"]
    cmode = rng.choice(["ended", "mid", "scored", "scored_mid"])
    k = rng.randint(0, len(ev))
    if cmode in ("ended", "mid"):
        deal["events"] = ev[:k]
    else:
        deal["events"] = ev[:k] + [e for e in ev[k:] if e["type"] in ("bid", "score", "total")]
    if cmode in ("ended", "scored"):
        doc["deals"] = doc["deals"][:di + 1]
    return doc, di, f"{tmode}/{cmode}", opts


def ann_map(v, di):
    out = collections.defaultdict(set)
    for a in v["deals"][di]["annotations"]:
        if a["severity"] == "violation":
            out[a["event"]].add(a["code"])
    return out


def compare(doc, tag, stats, cases, label):
    v = validate(doc)
    if v["status"] == "rejected":
        stats["rejected", tag] += 1
        cases.setdefault(("rejected",), (label, doc, v.get("problems")))
        return
    orc = oracle.analyse(doc)
    stats["records"] += 1
    n = len(doc["players"])
    a4 = len(doc["deals"]) == 1 and len(doc["deals"][0]["talon"]) + n * 10 != 112 and not orc[0]["complete"]
    for di, r in enumerate(orc):
        eng = ann_map(v, di)
        used = set()
        for ei, codes in r["plays"].items():
            stats["plays compared"] += 1
            code = "+".join(sorted(codes)) or None
            ec = eng.get(ei, set()) & PLAYC
            if ei in r["abstain"]:
                ec -= {"out_of_turn"}
                used.add((ei, "out_of_turn"))
            used |= {(ei, c) for c in ec}
            oc = set(codes)
            if ei in r["abstain"]:
                oc -= {"out_of_turn"}
            if oc != ec:
                key = ("play", tag, code, tuple(sorted(ec)))
                if r["abstain"] and ei > min(r["abstain"]):
                    key = ("play after out_of_turn: oracle abstains on new voids, engine judges", tuple(sorted(ec)))
                stats[key] += 1
                cases.setdefault(key, (label, doc, (di, ei)))
            elif code:
                stats["play faults agreed", code] += 1
        for ei, code in r["bids"].items():
            stats["bids compared"] += 1
            ec = eng.get(ei, set()) & BIDC
            used |= {(ei, c) for c in ec}
            oc = {code} if code else set()
            if oc != ec:
                key = ("bid", tag, code, tuple(sorted(ec)))
                if a4:
                    key = ("A4 single play-only deal, short stock: hand size taken from the kept plays", "bid", tuple(sorted(ec)))
                stats[key] += 1
                cases.setdefault(key, (label, doc, (di, ei)))
            elif code:
                stats["bid faults agreed", code] += 1
        for kind, code in (("scores", "wrong_score"), ("totals", "wrong_total")):
            for ei, ok in r[kind].items():
                stats[kind + " compared"] += 1
                flagged = code in eng.get(ei, set())
                if flagged:
                    used.add((ei, code))
                info = r.get("totals_info", {}).get(ei, {}) if kind == "totals" else {}
                if kind == "totals" and r["broken_before"] and ok is None and flagged:
                    key = ("totals: out_of_turn earlier, oracle abstains, engine flags",)
                elif ok is False and not flagged and r["totals_wchain"].get(ei):
                    key = ("totals C2 (c): total = last line + WRITTEN (wrong) score; true sum differs; engine silent",)
                elif ok is False and not flagged and info.get("diff_possible") and info.get("prev_flagged"):
                    key = ("totals C3 (c): last line wrong, this line = last line + round score (carries the error); engine silent",)
                elif ok is None and flagged and info.get("prev_flagged"):
                    key = ("totals A3: last line wrong, this line right by true sum, engine flags this line too", tag)
                elif ok is None and flagged and info.get("diff_possible"):
                    key = ("totals A2: total = last line + a possible round score, engine flags", tag)
                elif ok is False and not flagged:
                    key = (kind, tag, "oracle wrong", "engine silent")
                elif ok is True and flagged:
                    key = (kind, tag, "oracle right", "engine flags")
                elif ok is None and flagged and kind == "totals" and ei in r["totals_pair"]:
                    stats["totals", "pair-inconsistent, engine blames this line (c)"] += 1
                    cases.setdefault(("totals pair",), (label, doc, (di, ei)))
                    continue
                elif ok is None and flagged:
                    key = (kind, tag, "oracle undecided", "engine flags")
                else:
                    stats[kind, "agree", ok] += 1
                    continue
                if kind == "scores" and r["broken_before"] and ok is None:
                    key = ("scores", "after out_of_turn: oracle abstains, engine flags")
                elif a4:
                    key = ("A4 single play-only deal, short stock: hand size taken from the kept plays", kind, ok, flagged)
                stats[key] += 1
                cases.setdefault(key, (label, doc, (di, ei)))
        for ei, cs in eng.items():
            for c in cs:
                if (ei, c) not in used:
                    key = ("extra", tag, c)
                    if c == "missing_bid":
                        nplays = sum(1 for e in doc["deals"][di]["events"] if e["type"] == "play")
                        key = ("A1 missing_bid in a round cut before its first play" if nplays == 0 else
                               "A1b missing_bid: secret bids of a round whose record stops before the reveal" if doc["rules"].get("secret_bid") else "missing_bid other", tag)
                    stats[key] += 1
                    cases.setdefault(key, (label, doc, (di, ei)))


def mutations(doc, di, rng, full_doc_deal=None):
    """yield (kind, mutated doc)"""
    deal = doc["deals"][di]
    ev = deal["events"]
    plays = [i for i, e in enumerate(ev) if e["type"] == "play"]
    n = len(doc["players"])
    if plays:
        i = rng.choice(plays)
        s = ev[i]["seat"]
        later = [j for j in plays if j > i and ev[j]["seat"] == s]
        if later:
            j = rng.choice(later)
            m = copy.deepcopy(doc)
            e1, e2 = m["deals"][di]["events"][i], m["deals"][di]["events"][j]
            e1["card"], e2["card"] = e2["card"], e1["card"]
            e1["named"], e2["named"] = e2.get("named"), e1.get("named")
            for e in (e1, e2):
                if e["named"] is None:
                    del e["named"]
            yield "swap", m
        tal = [c for c in deal["talon"] if oracle.colour(c)]
        if tal:
            m = copy.deepcopy(doc)
            e = m["deals"][di]["events"][i]
            e["card"] = rng.choice(tal)
            e.pop("named", None)
            yield "talon_dup", m
        seen = set(deal["talon"]) | {ev[j]["card"] for j in plays}
        unseen = [c + str(v) for c in oracle.COLOURS for v in range(16) if c + str(v) not in seen]
        if unseen:
            m = copy.deepcopy(doc)
            e = m["deals"][di]["events"][i]
            e["card"] = rng.choice(unseen)
            e.pop("named", None)
            yield "unseen", m
    for kind in ("score", "total"):
        idx = [(d, i) for d in range(len(doc["deals"])) for i, e in enumerate(doc["deals"][d]["events"])
               if e["type"] == kind]
        if idx:
            d, i = rng.choice(idx)
            m = copy.deepcopy(doc)
            m["deals"][d]["events"][i]["points"] += rng.choice([-1, 1]) * rng.randint(1, 15)
            yield kind + "_shift", m
    bids = [i for i, e in enumerate(ev) if e["type"] == "bid"]
    if bids:
        m = copy.deepcopy(doc)
        m["deals"][di]["events"][rng.choice(bids)]["bid"] = 11 - di + rng.randint(0, 2)
        yield "bid_range", m
        bs = {ev[i]["seat"]: (i, ev[i]["bid"]) for i in bids}
        dealer = deal["dealer"]
        if doc["rules"].get("plus_minus_one") and len(bs) == n and dealer in bs:
            others = sum(b for s, (i, b) in bs.items() if s != dealer)
            want = (10 - di) - others
            if 0 <= want <= 10 - di:
                m = copy.deepcopy(doc)
                m["deals"][di]["events"][bs[dealer][0]]["bid"] = want
                yield "bid_pm1", m


def main():
    N = int(sys.argv[1])
    first = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    stats = collections.Counter()
    cases = {}
    for seed in range(first, first + N):
        rng = random.Random(seed * 7919 + 1)
        doc, di, tag, opts = make_case(seed, rng)
        compare(doc, "unmutated " + tag, stats, cases, f"seed {seed} {tag} deal {di}")
        for kind, m in mutations(doc, di, rng):
            stats["mutations", kind] += 1
            compare(m, kind, stats, cases, f"seed {seed} {tag} deal {di} mut {kind}")
    for k, v in sorted(stats.items(), key=lambda kv: str(kv[0])):
        print(v, k)
    with open(os.path.join(HERE, "cases.json"), "w") as f:
        json.dump([{"key": list(map(str, k)), "label": c[0], "where": c[2], "transcript": c[1]}
                   for k, c in cases.items()], f)


if __name__ == "__main__":
    main()
