"""Differential driver: constructed rare-play Rage rounds, oracle vs engine.

PYTHONPATH=<worktree> nice /work/venv/bin/python tests/data/diff8/rage-rare/compare.py [SESSIONS] [SEED0]
Writes repros/ (first instance of each disagreement class) and prints counts (-> run.txt).
"""
import copy
import itertools
import json
import os
import random
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from oracle import referee, COLOURS, ACTION, colour, canon  # noqa: E402
from construct import build_session  # noqa: E402
from targeted import hidden_colour_case  # noqa: E402
from validator.engine.validate import validate  # noqa: E402

OPTS = ["plus_minus_one", "hidden_bid", "secret_bid", "durch"]
STYLES = {
    "plain": {},
    "action": {"action_rich": True, "p_act": 0.8, "p_lead_act": 0.6},
    "allaction": {"action_rich": True, "action_share": 1.0, "p_act": 0.95, "p_lead_act": 0.9},
    "exhaust1": {"action_rich": True, "p_act": 0.7, "p_lead_act": 0.5, "unknown_turns": 1},
    "exhaust2": {"action_rich": True, "p_act": 0.7, "p_lead_act": 0.5, "unknown_turns": 2},
    "exhaust3": {"action_rich": True, "p_act": 0.7, "p_lead_act": 0.5, "unknown_turns": 3},
    "exhaustall": {"action_rich": True, "action_share": 1.0, "p_act": 0.9, "p_lead_act": 0.8,
                   "unknown_turns": 3},
    "durch": {"durch_stack": True},
}
VIOL_CODES = None  # engine severities decide

disagree = Counter()
examples = {}
counts = Counter()


def eng_ann(v, d):
    return v["deals"][d]["annotations"] if d < len(v.get("deals", [])) else []


def viol(anns):
    return [a for a in anns if a.get("severity") == "violation"]


def record(cls, note, t, extra=None):
    disagree[cls] += 1
    if cls not in examples:
        examples[cls] = {"note": note, "transcript": copy.deepcopy(t), **(extra or {})}


def features(t, o):
    """Count rare features of the constructed records (for the report)."""
    n = len(t["players"])
    for d, r in zip(t["deals"], o):
        plays = [e for e in d["events"] if e["type"] == "play"]
        for i in range(0, len(plays), n):
            tr = [canon(e["card"]) for e in plays[i:i + n]]
            acts = [c for c in tr if c in ACTION]
            if len(acts) >= 2:
                counts["feat: tricks with >=2 action cards"] += 1
            if tr.count("WILD") == 2:
                counts["feat: tricks with both jokers"] += 1
            if "NOTRUMP" in tr and "CHANGE" in tr:
                counts["feat: tricks with NOTRUMP and CHANGE"] += 1
            if len(acts) == n:
                counts["feat: tricks of only action cards"] += 1
                if "WILD" not in acts:
                    counts["feat: tricks of only action cards, no joker"] += 1
            if tr[0] == "CHANGE":
                counts["feat: CHANGE led"] += 1
            if tr[0] == "NOTRUMP":
                counts["feat: NOTRUMP led"] += 1
            if tr[0] == "WILD":
                counts["feat: joker led"] += 1
            if "PLUS5" in tr or "MINUS5" in tr:
                counts["feat: tricks with +5/-5"] += 1
        if len(r["worlds"]) >= 1:
            w = r["worlds"][0]
            for s in range(n):
                if w["plus"][s] and w["minus"][s]:
                    counts["feat: seat with both +5 and -5"] += 1
        if r["unknowns"]:
            counts["feat: deals with exhausted stock"] += 1
            if r["exhausted"] and r["exhausted"][0] == "deal":
                counts["feat: deals whose first trump is unknown"] += 1
        if n == 8 and r["cards"] in (1, 10):
            counts[f"feat: 8 players, {r['cards']} cards"] += 1
        if len(r["worlds"]) == 1 and "scores" in r["worlds"][0]:
            w = r["worlds"][0]
            for s in range(n):
                b = r["bids"].get(s)
                if b == 0:
                    counts["feat: bid 0 made" if w["tricks"][s] == 0 else "feat: bid 0 missed"] += 1
                if w["tricks"][s] == r["cards"] and r["cards"] > 1:
                    counts["feat: durch (all tricks) " + ("on" if t["rules"].get("durch") else "off")] += 1
                if w["tricks"][s] == r["cards"] == 1:
                    counts["feat: one-card round winner"] += 1


def parse_unchecked(msgs):
    out = {}
    for m in msgs or []:
        mm = re.match(r"score of seat (\d+):.*one of (.*)$", m)
        if mm:
            out[int(mm.group(1))] = set(int(x) for x in mm.group(2).replace("+", "").split(", "))
    return out


def compare_positive(t, v, o, tag):
    n = len(t["players"])
    vv = [a for d in v.get("deals", []) for a in viol(d["annotations"])]
    counts["records"] += 1
    if v["status"] == "rejected":
        record("engine rejects a legal record", tag, t, {"problems": v.get("problems")})
        return
    for a in vv:
        record(f"violation on legal record: {a['code']}", tag, t, {"annotation": a})
    for di, (d, r) in enumerate(zip(t["deals"], o)):
        ed = v["deals"][di]
        c = ed["computed"]
        counts["deals"] += 1
        if r["faults"]:
            record("oracle faults on constructed record (constructor bug)", tag, t, {"faults": str(r["faults"])})
            continue
        worlds = r["worlds"]
        if not worlds:
            record("no consistent world (oracle)", tag, t)
            continue
        # trick winners
        ntr = len(worlds[0]["winners"])
        for k in range(ntr):
            ws = {w["winners"][k] for w in worlds}
            ew = (c.get("trick_winners") or [None] * ntr)[k] if k < len(c.get("trick_winners") or []) else "missing"
            counts["events compared: trick winners"] += 1
            exp = next(iter(ws)) if len(ws) == 1 else None
            if ew != exp:
                record(f"trick winner differs ({'known' if len(ws) == 1 else 'open'} trick)", tag, t,
                       {"deal": di, "trick": k, "oracle": sorted(ws), "engine": ew})
        # trumps
        et = c.get("trumps") or []
        nt = len(worlds[0]["trumps"])
        if len(et) != nt:
            record("number of trump turns differs", tag, t, {"deal": di, "oracle": worlds[0]["trumps"], "engine": et})
        else:
            for k in range(nt):
                ts = {w["trumps"][k] for w in worlds}
                exp = next(iter(ts)) if len(ts) == 1 else None
                counts["events compared: trump turns"] += 1
                if et[k] != exp:
                    record("trump differs" + (" (unknown turn)" if len(ts) > 1 or k >= 0 and r["unknowns"] else ""),
                           tag, t, {"deal": di, "turn": k, "oracle": sorted(ts), "engine": et[k]})
        # exhausted stock warning
        ex = [a for a in ed["annotations"] if a["code"] == "stock_exhausted"]
        if r["unknowns"]:
            counts["events compared: stock_exhausted"] += 1
            first = r["exhausted"][0]
            exp_ev = None if first == "deal" else first
            if not ex:
                record("stock_exhausted missing", tag, t, {"deal": di, "oracle": r["exhausted"]})
            elif ex[0].get("event") != exp_ev:
                record("stock_exhausted at another event", tag, t,
                       {"deal": di, "oracle": r["exhausted"], "engine": [a.get("event") for a in ex]})
            if len(ex) != len([x for x in r["exhausted"]]):
                counts["info: oracle exhausted turns > engine warnings (engine warns once a deal)"] += 1
        elif ex:
            record("stock_exhausted without exhaustion", tag, t, {"deal": di})
        # scores
        es = c.get("scores") or []
        unc = parse_unchecked(ed.get("unchecked"))
        for s in range(n):
            counts["events compared: scores"] += 1
            ss = r["score_sets"][s]
            if len(ss) == 1:
                if es[s] != next(iter(ss)):
                    record("score differs (determined)", tag, t, {"deal": di, "seat": s, "oracle": sorted(ss), "engine": es[s]})
            else:
                counts["events compared: open scores (sets)"] += 1
                if es[s] is not None and es[s] not in ss:
                    record("open score: engine value not possible", tag, t, {"deal": di, "seat": s, "oracle": sorted(ss), "engine": es[s]})
                elif es[s] is None and unc.get(s) != ss:
                    record("open score: possible set differs", tag, t,
                           {"deal": di, "seat": s, "oracle": sorted(ss), "engine": sorted(unc.get(s, []))})
                elif es[s] is not None:
                    record("open score: engine fixed a value the oracle leaves open", tag, t,
                           {"deal": di, "seat": s, "oracle": sorted(ss), "engine": es[s]})
        if r.get("totals") is not None:
            counts["events compared: totals"] += n
            if c.get("totals") != r["totals"]:
                record("totals differ", tag, t, {"deal": di, "oracle": r["totals"], "engine": c.get("totals")})


def first_viol_events(v):
    out = {}
    for di, d in enumerate(v.get("deals", [])):
        for a in viol(d["annotations"]):
            out.setdefault((di, a.get("event")), []).append(a["code"])
    return out


def first_fault(o, di):
    """Oracle's first faulty event over deals <= di: (deal, event, code) or None."""
    for dd in range(di + 1):
        f = {k: v for k, v in o[dd]["faults"].items() if isinstance(k, int)}
        if f:
            e = min(f)
            return dd, e, f[e]
    return None


def check_first(kind, t, tag):
    """Generic: the engine's first violation (deal, event) and code equal the oracle's."""
    counts[f"mutations: {kind}"] += 1
    o = referee(t)
    ff = first_fault(o, len(t["deals"]) - 1)
    v = validate(t)
    if v["status"] == "rejected":
        record(f"mut {kind}: engine rejects", tag, t, {"problems": v.get("problems")})
        return
    counts[f"engine status {kind}: {v['status']}"] += 1
    fv = sorted((k for k in first_viol_events(v) if k[1] is not None), key=lambda k: k)
    eng = (fv[0][0], fv[0][1], first_viol_events(v)[fv[0]]) if fv else None
    if ff is None and eng is None:
        return
    if ff is not None:
        counts[f"mutations flagged by oracle: {kind}"] += 1
        counts[f"mutations {kind}: oracle first fault {ff[2]}"] += 1
    if ff is None or eng is None or (ff[0], ff[1]) != (eng[0], eng[1]) or ff[2] not in eng[2]:
        ocode = ff[2] if ff else "nothing"
        ecode = "/".join(sorted(set(eng[2]))) if eng else "nothing"
        where = "" if (ff and eng and (ff[0], ff[1]) == (eng[0], eng[1])) else " (other event)" if ff and eng else ""
        record(f"mut {kind}: oracle {ocode}, engine {ecode}{where}", tag, t,
               {"oracle_first": ff, "engine_first": [eng[0], eng[1], eng[2]] if eng else None})


def check_mutation(kind, t, di, ev, tag, expect_code):
    """expect_code: code the oracle expects at (di, ev), or None. Checks the engine flags exactly that
    code at that event and no violation at an earlier event of that deal or an earlier deal."""
    counts[f"mutations: {kind}"] += 1
    v = validate(t)
    if v["status"] == "rejected":
        record(f"mut {kind}: engine rejects", tag, t, {"problems": v.get("problems"), "deal": di, "event": ev})
        return
    fv = first_viol_events(v)
    got = fv.get((di, ev), [])
    earlier = [(k, c) for k, c in fv.items() if k[0] < di or (k[0] == di and k[1] is not None and k[1] < ev)]
    if expect_code is None:
        if got:
            record(f"mut {kind}: engine flags, oracle does not ({'/'.join(sorted(set(got)))})", tag, t,
                   {"deal": di, "event": ev, "engine": got})
    else:
        counts[f"mutations flagged by oracle: {kind}"] += 1
        if expect_code not in got:
            record(f"mut {kind}: oracle {expect_code}, engine {'/'.join(sorted(set(got))) or 'nothing'}", tag, t,
                   {"deal": di, "event": ev, "engine": got})
    if earlier:
        record(f"mut {kind}: engine flags an earlier event", tag, t, {"deal": di, "event": ev, "earlier": str(earlier)})


def mutate(rng, t, o, tag):
    n = len(t["players"])
    di = rng.randrange(len(t["deals"]))
    d = t["deals"][di]
    r = o[di]
    ev = d["events"]
    # 1. scores: +-delta and "other reading" values
    sev = [i for i, e in enumerate(ev) if e["type"] == "score"]
    for i in rng.sample(sev, min(2, len(sev))):
        s = ev[i]["party"]
        cands = [ev[i]["points"] + rng.choice([-15, -10, -5, -2, -1, 1, 2, 5, 10, 15])]
        if len(r["worlds"]) >= 1 and "scores" in r["worlds"][0]:
            w = r["worlds"][0]
            tr, b, k = w["tricks"][s], r["bids"].get(s), r["cards"]
            # the other readings: durch applied/not, bid bonus flipped, action cards ignored
            cands.append(ev[i]["points"] + (tr if tr == k else 0))
            cands.append(ev[i]["points"] - 5 * w["plus"][s] + 5 * w["minus"][s])
            cands.append(ev[i]["points"] + (-15 if b == tr else 15))
        for p in set(cands):
            if p == ev[i]["points"]:
                continue
            t2 = copy.deepcopy(t)
            t2["deals"][di]["events"][i]["points"] = p
            o2 = referee(t2)
            check_mutation("score", t2, di, i, tag, o2[di]["faults"].get(i))
    # 2. totals
    tev = [i for i, e in enumerate(ev) if e["type"] == "total"]
    if tev and r.get("totals") is not None:
        i = rng.choice(tev)
        t2 = copy.deepcopy(t)
        t2["deals"][di]["events"][i]["points"] += rng.choice([-5, -1, 1, 5])
        o2 = referee(t2)
        check_mutation("total", t2, di, i, tag, o2[di]["faults"].get(i))
    if r["unknowns"] and "score_sets" in r:
        sc = {ev[i]["party"]: i for i in sev}
        opens = [s for s in range(n) if len(r["score_sets"][s]) > 1 and s in sc]
        for s in opens[:2]:
            i = sc[s]
            other = [p for p in r["score_sets"][s] if p != ev[i]["points"]]
            if other:
                t2 = copy.deepcopy(t)
                t2["deals"][di]["events"][i]["points"] = rng.choice(other)
                o2 = referee(t2)
                check_mutation("open score, another possible value", t2, di, i, tag, o2[di]["faults"].get(i))
            bad = [p for p in range(min(r["score_sets"][s]) - 6, max(r["score_sets"][s]) + 7)
                   if p not in r["score_sets"][s]]
            t2 = copy.deepcopy(t)
            t2["deals"][di]["events"][i]["points"] = rng.choice(bad)
            o2 = referee(t2)
            check_mutation("open score, impossible value", t2, di, i, tag, o2[di]["faults"].get(i))
        # two open seats, each possible alone, jointly impossible
        if len(opens) >= 2:
            for a, b in itertools.combinations(opens, 2):
                pairs = {(w["scores"][a], w["scores"][b]) for w in r["worlds"]}
                bad = [(x, y) for x in r["score_sets"][a] for y in r["score_sets"][b] if (x, y) not in pairs]
                if bad:
                    x, y = rng.choice(bad)
                    t2 = copy.deepcopy(t)
                    t2["deals"][di]["events"][sc[a]]["points"] = x
                    t2["deals"][di]["events"][sc[b]]["points"] = y
                    v2 = validate(t2)
                    fv = first_viol_events(v2)
                    counts["mutations: open scores jointly impossible"] += 1
                    got = fv.get((di, sc[a]), []) + fv.get((di, sc[b]), [])
                    counts["info: jointly impossible open scores flagged by engine: "
                           + ("yes" if "wrong_score" in got else "no")] += 1
                    break
    if r["unknowns"]:
        return
    # 3. plays: swap a card with another the seat still holds (its later play takes the old card)
    pev = [i for i, e in enumerate(ev) if e["type"] == "play"]
    for _ in range(2):
        i = rng.choice(pev)
        s = ev[i]["seat"]
        later = [j for j in pev if j > i and ev[j]["seat"] == s]
        if not later:
            continue
        j = rng.choice(later)
        t2 = copy.deepcopy(t)
        e1, e2 = t2["deals"][di]["events"][i], t2["deals"][di]["events"][j]
        e1["card"], e2["card"] = e2["card"], e1["card"]
        e1["named"], e2["named"] = e2.get("named"), e1.get("named")
        for e in (e1, e2):
            if e["named"] is None:
                del e["named"]
            if canon(e["card"]) == "WILD" and "named" not in e:
                e["named"] = rng.choice(COLOURS)
        check_first("play swap (first fault)", t2, tag)
    # 4. joker: drop or change its colour
    wev = [i for i in pev if canon(ev[i]["card"]) == "WILD"]
    if wev:
        i = rng.choice(wev)
        t2 = copy.deepcopy(t)
        del t2["deals"][di]["events"][i]["named"]
        o2 = referee(t2)
        check_mutation("joker without colour", t2, di, i, tag, o2[di]["faults"].get(i))
    # 4b. joker recoloured: another colour (changes the trick; first fault compared)
    for i in wev[:2]:
        t2 = copy.deepcopy(t)
        e = t2["deals"][di]["events"][i]
        e["named"] = rng.choice([c for c in COLOURS if c != e.get("named")])
        check_first("joker recoloured (first fault)", t2, tag)
    # 4c. an action card played while able to follow, and a joker so played (S:115, S:19)
    n_ = len(t["players"])
    hands = [list(map(canon, h)) for h in d["hands"]]
    cur_led, cnt = None, 0
    cands = []
    for i in pev:
        e = ev[i]
        s, c = e["seat"], canon(e["card"])
        if cur_led is not None and colour(c) == cur_led:
            for a in set(x for x in hands[s] if x in ACTION):
                later = [j for j in pev if j > i and ev[j]["seat"] == s and canon(ev[j]["card"]) == a]
                if later:
                    cands.append((i, later[0], a, cur_led))
        hands[s].remove(c)
        if cur_led is None:
            cur_led = e.get("named") if c == "WILD" else colour(c)
        cnt += 1
        if cnt % n_ == 0:
            cur_led = None
    for (i, j, a, led) in rng.sample(cands, min(2, len(cands))):
        t2 = copy.deepcopy(t)
        e1, e2 = t2["deals"][di]["events"][i], t2["deals"][di]["events"][j]
        e1["card"], e2["card"] = e2["card"], e1["card"]
        for e in (e1, e2):
            e.pop("named", None)
        if a == "WILD":
            e1["named"] = led
        check_first("action card while able to follow" + (" (joker named led colour)" if a == "WILD" else ""), t2, tag)
    # 5. bids: plus/minus one forbidden dealer bid; out of range. Scores rewritten by the oracle
    bev = {e["seat"]: i for i, e in enumerate(ev) if e["type"] == "bid"}
    dealer = d["dealer"]
    k = r["cards"]
    if dealer in bev and len(bev) == n:
        others = sum(ev[bev[s]]["bid"] for s in bev if s != dealer)
        forb = k - others
        if 0 <= forb <= k and forb != ev[bev[dealer]]["bid"]:
            t2 = copy.deepcopy(t)
            t2["deals"][di]["events"][bev[dealer]]["bid"] = forb
            rescore(t2)
            o2 = referee(t2)
            check_mutation("dealer bid = forbidden sum", t2, di, bev[dealer], tag, o2[di]["faults"].get(bev[dealer]))
        s = rng.choice(list(bev))
        t2 = copy.deepcopy(t)
        t2["deals"][di]["events"][bev[s]]["bid"] = k + 1
        o2 = referee(t2)
        check_mutation("bid cards+1", t2, di, bev[s], tag, o2[di]["faults"].get(bev[s]))


def rescore(t):
    """Rewrite score and total events with the oracle's values (after a bid change)."""
    n = len(t["players"])
    o = referee(t)
    totals = list((t.get("start") or {}).get("totals") or [0] * n)
    for d, r in zip(t["deals"], o):
        sc = r["worlds"][0]["scores"]
        for e in d["events"]:
            if e["type"] == "score":
                e["points"] = sc[e["party"]]
        totals = [totals[s] + sc[s] for s in range(n)]
        for e in d["events"]:
            if e["type"] == "total":
                e["points"] = totals[e["party"]]


def main():
    nsess = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    seed0 = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    names = list(STYLES)
    combos = list(itertools.product([False, True], repeat=4))
    for sd in range(seed0, seed0 + nsess):
        rng = random.Random(sd)
        style = names[sd % len(names)]
        opts = {k: v for k, v in zip(OPTS, combos[(sd // len(names)) % 16]) if v}
        n = 3 + (sd // 3) % 6
        if sd % 5 == 0:
            n = 8
        first = rng.choice([10, 10, 9, 5, 3, 2, 1]) if n == 8 or rng.random() < 0.5 else rng.randint(1, 10)
        nd = min(first, rng.choice([1, 1, 2, 3]))
        start = [rng.randint(-30, 60) for _ in range(n)]
        t, truth = build_session(rng, n, first, nd, opts, STYLES[style], start_totals=start)
        tag = f"seed {sd} style {style} n={n} cards={first} deals={nd} opts={sorted(opts)}"
        o = referee(t)
        counts[f"records style {style}"] += 1
        features(t, o)
        v = validate(t)
        compare_positive(t, v, o, tag)
        mutate(rng, t, o, tag)
        if sd % 20 == 0:
            # targeted: the unknown trump is a colour all of whose cards are in the hands
            tt = hidden_colour_case(rng, variant=(sd // 20) % 2)
            if tt is not None:
                counts["records targeted hidden-colour"] += 1
                check_first("unknown trump of a colour fully in the hands", tt, f"seed {sd} hidden-colour")
        if (sd - seed0) % 50 == 49:
            print(f"... {sd - seed0 + 1} sessions, disagreements {sum(disagree.values())}", file=sys.stderr)
    print("== counts")
    for k in sorted(counts):
        print(f"{k}: {counts[k]}")
    print("== disagreements by class")
    for k, c in disagree.most_common():
        print(f"{c:6d}  {k}")
        print(f"        first: {examples[k]['note']}")
    os.makedirs(os.path.join(HERE, "repros"), exist_ok=True)
    with open(os.path.join(HERE, "repros", "_raw_examples.json"), "w") as f:
        json.dump(examples, f, indent=1, ensure_ascii=False)


if __name__ == "__main__":
    main()
