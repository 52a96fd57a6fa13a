"""Differential comparison: Arbiter vs oracle.py on Rage records WITH hands that stop early.

PYTHONPATH=/work/wt-diff6-rage /work/venv/bin/python tests/data/diff6/rage/compare.py [N] [start]
"""
import copy, json, os, random, sys, collections
from multiprocessing import Pool
sys.path.insert(0, os.path.dirname(__file__))
import oracle
from replays.sim.rage import simulate
from validator.engine.validate import validate

OPTS = ["plus_minus_one", "hidden_bid", "secret_bid", "durch"]
DUTY = {"revoke", "action_card_while_able_to_follow", "card_not_in_hand", "out_of_turn", "wild_without_colour"}


def session(seed):
    n = 3 + seed % 6
    combo = (seed // 6) % 16
    opts = {o: bool(combo >> i & 1) for i, o in enumerate(OPTS)}
    return simulate(seed, players=n, rounds=10, **opts), n, opts


def cut(doc, d, k, keep_scores):
    """Keep deals[:d], and of deal d the events before its (k+1)-th play; with keep_scores the
    later bids/scores/totals stay (the round's scores written anyway)."""
    doc = copy.deepcopy(doc)
    doc["deals"] = doc["deals"][:d + 1]
    ev = doc["deals"][d]["events"]
    out, plays = [], 0
    for e in ev:
        if e["type"] == "play":
            plays += 1
            if plays > k:
                if not keep_scores:
                    break
                continue
            out.append(e)
        else:
            if plays > k and not keep_scores:
                break
            out.append(e)
    doc["deals"][d]["events"] = out
    return doc


def viol(v, d):
    by = collections.defaultdict(set)
    for a in v["deals"][d]["annotations"]:
        if a["severity"] == "violation":
            by[a["event"]].add(a["code"])
    return by


def hand_before(deal, e):
    h = [list(x) for x in deal["hands"]]
    for ev in deal["events"][:e]:
        if ev["type"] == "play" and ev["card"] in h[ev["seat"]]:
            h[ev["seat"]].remove(ev["card"])
    return h


def run(seed):
    rng = random.Random(seed * 7919 + 1)
    full, n, opts = session(seed)
    st = collections.Counter()
    dis = []
    # positive, full session: every play legal, every expected score equals the recorded one
    v = validate(full)
    for d, deal in enumerate(full["deals"]):
        r = oracle.judge_deal(deal, n, opts, budget=1)
        st["full_plays"] += len(r["plays"])
        if any(r["plays"].values()) or r.get("expected") != {int(k): p for k, p in r["scores_recorded"].items()}:
            dis.append(("full_oracle", seed, d, r["plays"], r.get("expected"), r["scores_recorded"]))
        if viol(v, d):
            dis.append(("full_engine", seed, d, dict(viol(v, d))))
    for trial in range(1):
        d = rng.randrange(len(full["deals"]))
        nplays = sum(1 for e in full["deals"][d]["events"] if e["type"] == "play")
        k = rng.randrange(0, nplays + 1)
        for keep in (False, True):
            if keep and k == nplays:
                continue
            base = cut(full, d, k, keep)
            mode = "scored" if keep else "ended"
            cases = [("none", base, None)]
            deal = base["deals"][d]
            pidx = [i for i, e in enumerate(deal["events"]) if e["type"] == "play"]
            sidx = [i for i, e in enumerate(deal["events"]) if e["type"] == "score"]
            # M1: swap a kept play's card with another card the seat still holds
            for _ in range(2):
                if not pidx:
                    break
                e = rng.choice(pidx)
                seat = deal["events"][e]["seat"]
                h = hand_before(deal, e)[seat]
                others = [c for c in h if c != deal["events"][e]["card"]]
                if not others:
                    continue
                # prefer a swap that breaks the duty to follow half the time
                c2 = rng.choice(others)
                m = copy.deepcopy(base)
                evs = m["deals"][d]["events"]
                old = evs[e]["card"]
                evs[e]["card"] = c2
                evs[e].pop("named", None)
                if c2 == "WILD":
                    evs[e]["named"] = rng.choice(oracle.COLOURS)
                for j in range(e + 1, len(evs)):
                    if evs[j]["type"] == "play" and evs[j]["seat"] == seat and evs[j]["card"] == c2:
                        evs[j]["card"] = old
                        evs[j].pop("named", None)
                        if old == "WILD":
                            evs[j]["named"] = deal["events"][e].get("named") or "R"
                        break
                cases.append(("swap", m, e))
            # M2: a wrong (or right) score written for the cut deal
            for _ in range(4 if keep else 0):
                if not sidx:
                    break
                e = rng.choice(sidx)
                delta = rng.choice([-15, -10, -6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 10, 15])
                m = copy.deepcopy(base)
                evs = m["deals"][d]["events"]
                evs[e]["points"] += delta
                for j in range(e + 1, len(evs)):
                    if evs[j]["type"] == "total" and evs[j]["party"] == evs[e]["party"]:
                        evs[j]["points"] += delta
                cases.append(("score", m, (e, delta)))
            for kind, doc, me in cases:
                mut = me
                if kind == "score":
                    me = me[0]
                r = oracle.judge_deal(doc["deals"][d], n, opts, budget=20000)
                v = validate(doc)
                if v["status"] == "rejected":
                    dis.append((mode, kind, seed, d, k, me, "rejected"))
                    continue
                ev = viol(v, d)
                emode = "complete"
                for a in v["deals"][d]["annotations"]:
                    if a["code"] == "incomplete_round":
                        emode = "search" if "every legal way" in a["message"] else "bound"
                st[f"engine_mode_{emode}"] += 1
                evs = doc["deals"][d]["events"]
                st[f"{mode}_{kind}_cases"] += 1
                # earlier deals untouched: must be clean
                for dd in range(d):
                    if viol(v, dd):
                        dis.append((mode, kind, seed, dd, "earlier-deal", dict(viol(v, dd))))
                # plays: compare at every kept play for "none", at the mutated play for "swap"
                for i, code in r["plays"].items():
                    if kind == "swap" and i != me:
                        continue
                    if kind == "score":
                        continue
                    st[f"{mode}_{kind}_play_events"] += 1
                    eng = ev.get(i, set()) & DUTY
                    if code:
                        st[f"{mode}_{kind}_oracle_fault"] += 1
                    if (code is None) != (not eng) or (code and code not in eng):
                        dis.append((mode, kind, seed, d, k, i, "play", code, sorted(eng)))
                if r.get("broken"):
                    st[f"{mode}_{kind}_broken"] += 1
                    continue
                # scores: compare at every score event (for a swap: only recorded, the swap
                # legitimately changes what follows)
                scoreset = sidx if kind != "swap" else []
                for i in scoreset:
                    seat = evs[i]["party"]
                    ok = r["reachable_seat"].get(seat)
                    okj = r["reachable_joint"]
                    if ok is None:
                        st[f"{mode}_{kind}_score_undecided"] += 1
                        continue
                    st[f"{mode}_{kind}_score_events"] += 1
                    if not ok:
                        st[f"{mode}_{kind}_oracle_wrong_score"] += 1
                    if ok and okj is False and all(r["reachable_seat"].values()):
                        st[f"{mode}_{kind}_seat_ok_joint_not"] += 1
                        dis.append((mode, kind, seed, d, k, i, "joint-only", evs[i]["points"]))
                    eng = "wrong_score" in ev.get(i, set())
                    if eng != (not ok):
                        dis.append((mode, kind, seed, d, k, i, "score", evs[i]["points"], ok, okj, sorted(ev.get(i, set())), mut, emode))
                # nothing else in the cut deal may be called wrong when the oracle sees no fault
                if kind == "none":
                    extra = {i: c for i, c in ev.items() if i not in r["plays"] and i not in sidx
                             and not (evs[i]["type"] == "total" if i is not None else False)}
                    if extra:
                        dis.append((mode, kind, seed, d, k, "other", {str(a): sorted(b) for a, b in extra.items()}))
                    if not keep and k < nplays and not any(a["code"] == "incomplete_round" for a in v["deals"][d]["annotations"]):
                        st["ended_no_incomplete_warning"] += 1
    return st, dis


if __name__ == "__main__":
    N = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    start = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    tot = collections.Counter()
    alld = []
    with Pool(os.cpu_count()) as p:
        for st, dis in p.imap_unordered(run, range(start, start + N)):
            tot.update(st)
            alld.extend(dis)
    print(json.dumps(dict(sorted(tot.items())), indent=1))
    cls = collections.Counter((x[0], x[1], x[6] if len(x) > 6 else x[2]) if x[0] in ("ended", "scored") else (x[0],) for x in alld)
    print(cls)
    json.dump({"stats": tot, "disagreements": alld}, open(os.path.join(os.path.dirname(__file__), "results.json"), "w"), indent=0, default=str)
    for x in alld[:40]:
        print(x)
