"""Differential check of Arbiter's Ulti fault handling against oracle.py.
usage: PYTHONPATH=<worktree> python compare.py pos START COUNT | neg START COUNT"""
import copy, json, random, sys, collections, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import oracle as O
from replays.sim.ulti import simulate
from validator.engine.validate import validate

PEN = ["lose_all_goals", "play_stands", "void_deal"]
FOLD = ["optional", "compulsory"]


def session(seed):
    if seed % 3 == 0:
        return simulate(seed)
    kw = {"revoke_penalty": PEN[seed % 3], "fold": FOLD[(seed // 3) % 2]}
    if seed % 5 == 0:
        kw["preset"] = "ultinet"
    try:
        return simulate(seed, deals=1 + seed % 4, **kw)
    except TypeError:
        kw.pop("preset")
        return simulate(seed, deals=1 + seed % 4, **kw)


def rec_nets(dl, n):
    pays = [e for e in dl["events"] if e["type"] == "payment"]
    if not pays:
        return None
    r = {s: 0 for s in range(n)}
    for e in pays:
        r[e["from"]] -= e["amount"]; r[e["to"]] += e["amount"]
    return r


def positive(start, count):
    C = collections.Counter(); bad = []
    for seed in range(start, start + count):
        doc = session(seed)
        n = len(doc["players"])
        exp = O.expected_session(doc)
        v = validate(doc)
        C["sessions"] += 1
        C["engine_" + v["status"]] += 1
        for k, (dl, (net, lines, faults, tot)) in enumerate(zip(doc["deals"], exp)):
            C["deals"] += 1
            for e in dl["events"]:
                if e["type"] in ("declare", "discard", "call", "play"):
                    C["focus_events_" + e["type"]] += 1
            if faults:
                bad.append((seed, k, "oracle_fault", faults[:3]))
            r = rec_nets(dl, n)
            if r is not None:
                C["payment_deals"] += 1
                if net is None or r != net:
                    bad.append((seed, k, "payments", r, net))
            tots = {e["party"]: e["points"] for e in dl["events"] if e["type"] == "total"}
            if tots:
                C["total_deals"] += 1
                if tot is None or any(tots[s] != tot[s] for s in tots):
                    bad.append((seed, k, "totals", tots, tot))
    print(dict(C))
    print("disagreements:", len(bad))
    for b in bad[:40]:
        print(b)


if __name__ == "__main__":
    if sys.argv[1] == "pos":
        positive(int(sys.argv[2]), int(sys.argv[3]))


SETTLE = {"wrong_payment", "missing_payment", "unexpected_payment", "wrong_total", "wrong_score", "payment_reason"}


def rewrite(doc, k, lines):
    """Replace deal k's payments by the oracle's lines, and every total by the oracle's running totals."""
    dl = doc["deals"][k]
    had_tot = [any(e["type"] == "total" for e in d["events"]) for d in doc["deals"]]
    dl["events"] = [e for e in dl["events"] if e["type"] not in ("payment", "score")]
    for frm, to, amt, why in lines:
        if amt:
            dl["events"].append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": why})
    exp = O.expected_session(doc)
    for d, h, x in zip(doc["deals"], had_tot, exp):
        d["events"] = [e for e in d["events"] if e["type"] != "total"]
        if (h or d is dl) and x[3] is not None:
            for s, p in enumerate(x[3]):
                d["events"].append({"type": "total", "party": s, "points": p})
    return doc


def anns(v, k):
    return [a for a in v["deals"][k]["annotations"] if a["severity"] == "violation"]


def negative(start, count):
    C = collections.Counter(); bad = collections.defaultdict(list)
    for seed in range(start, start + count):
        rnd = random.Random(seed)
        doc0 = session(seed)
        opts = O.base.resolve_options(doc0.get("rules"))
        pen = opts.get("revoke_penalty", "lose_all_goals")
        for k, dl0 in enumerate(doc0["deals"]):
            ev = dl0["events"]
            plays = [i for i, e in enumerate(ev) if e["type"] == "play"]
            # ---- M1: revoke planted by swapping two plays of one seat
            if len(plays) == 30:
                cands = collections.defaultdict(list)
                for _ in range(25):
                    s = rnd.randrange(3)
                    mine = [i for i in plays if ev[i]["seat"] == s]
                    i, j = sorted(rnd.sample(mine, 2))
                    dl = copy.deepcopy(dl0)
                    dl["events"][i]["card"], dl["events"][j]["card"] = ev[j]["card"], ev[i]["card"]
                    nl, faults = O.expected_net(dl, opts, 3)
                    at_i = [c for (x, c, _) in faults if x == i]
                    only = faults and all(x == i for x, _, _ in faults)
                    kind = "rw" if (at_i and only and nl is not None) else ("rev" if at_i else "legal")
                    if len(cands[kind]) < {"rw": 3, "rev": 1, "legal": 1}[kind]:
                        cands[kind].append((i, j))
                for (i, j) in [c for kk in cands.values() for c in kk]:
                    doc = copy.deepcopy(doc0); dl = doc["deals"][k]
                    dl["events"][i]["card"], dl["events"][j]["card"] = ev[j]["card"], ev[i]["card"]
                    (nl, faults) = O.expected_net(dl, opts, 3)
                    first = [f for f in faults if f[0] <= i]
                    at_i = [c for (x, c, _) in faults if x == i]
                    only = faults and all(x == i for x, _, _ in faults)
                    tag = "M1_revoke" if at_i else "M1_legal_swap"
                    if only and nl is not None:
                        rewrite(doc, k, nl[1]); tag += "_rewritten"
                    v = validate(doc)
                    a = anns(v, k)
                    eng_i = sorted({x["code"] for x in a if x["event"] == i})
                    C[tag] += 1
                    key = (tag, pen if at_i else "-", tuple(at_i), tuple(eng_i))
                    if tuple(at_i) != tuple(eng_i) and not (not at_i and not eng_i):
                        bad[("code", tag, tuple(at_i), tuple(eng_i))].append((seed, k, i, j, pen))
                    if only and nl is not None:
                        sa = [x for x in a if x["code"] in SETTLE]
                        if sa:
                            bad[("settle", pen, at_i[0] if at_i else "-", sa[0]["code"])].append(
                                (seed, k, i, j, sa[0]["event"], sa[0]["message"][:160]))
                        elif at_i:
                            C["M1_settlement_agreed_" + pen] += 1
                            role = "declarer" if ev[i]["seat"] == O.contract(dl0)[0] else "defender"
                            C["M1_agreed_by_code/" + "+".join(at_i) + "/" + role + "/" + pen] += 1
                            # ---- M5: tamper one payment / total of the rewritten fault deal
                            dlr = doc["deals"][k]
                            pi = [x for x, e in enumerate(dlr["events"]) if e["type"] in ("payment", "total")]
                            if pi:
                                x = rnd.choice(pi)
                                d5 = copy.deepcopy(doc); e5 = d5["deals"][k]["events"][x]
                                if e5["type"] == "payment":
                                    e5["amount"] += 1
                                else:
                                    e5["points"] += 1
                                v5 = validate(d5)
                                c5 = sorted({y["code"] for y in anns(v5, k) if y["event"] == x})
                                C["M5_tamper_" + e5["type"]] += 1
                                if not c5 or not set(c5) & SETTLE:
                                    bad[("tamper", e5["type"], pen, tuple(c5))].append((seed, k, x))
            # ---- M2: marriage added with the seat's first card
            decl, bid = O.contract(dl0)
            fp = {}
            for i in plays:
                fp.setdefault(ev[i]["seat"], i)
            if bid is not None and len(plays) == 30:
                s = rnd.randrange(3)
                pts = rnd.choice([20, 40])
                doc = copy.deepcopy(doc0); dl = doc["deals"][k]
                old = [x for x, e in enumerate(dl["events"]) if e["type"] == "declare" and e["seat"] == s]
                if old:
                    x = old[0]; dl["events"][x]["items"] = list(dl["events"][x]["items"]) + [{"kind": "marriage", "points": pts}]
                else:
                    x = fp[s]; dl["events"].insert(x, {"type": "declare", "seat": s, "items": [{"kind": "marriage", "points": pts}]})
                nl, faults = O.expected_net(dl, opts, 3)
                at_x = [c for (y, c, _) in faults if y == x]
                tag = "M2_marriage_" + ("fault" if at_x else "ok")
                only = all(y == x for y, _, _ in faults)
                if only and nl is not None:
                    rewrite(doc, k, nl[1]); tag += "_rewritten"
                v = validate(doc); a = anns(v, k)
                eng = sorted({y["code"] for y in a if y["event"] == x})
                C[tag] += 1
                engw = sorted({y["code"] for y in v["deals"][k]["annotations"] if y["event"] == x})
                ok = (not at_x and not eng) or (eng and set(eng) <= set(at_x))
                if not ok:
                    bad[("code", "M2", tuple(at_x), tuple(eng), tuple(engw))].append((seed, k, x, s, pts))
                if only and nl is not None:
                    sa = [y for y in a if y["code"] in SETTLE]
                    if sa:
                        bad[("settle", "M2", tuple(at_x), sa[0]["code"])].append((seed, k, x, s, pts, sa[0]["message"][:160]))
                    else:
                        C[tag + "_settle_agreed"] += 1
            # ---- M3: discard of a card not held
            disc = [i for i, e in enumerate(ev) if e["type"] == "discard"]
            if disc:
                x = rnd.choice(disc)
                doc = copy.deepcopy(doc0); dl = doc["deals"][k]
                s = ev[x]["seat"]
                others = [c for t in range(3) if t != s for c in dl0["hands"][t]]
                others = [c for c in others if c not in ev[x]["cards"]]
                dl["events"][x]["cards"] = [rnd.choice(others), ev[x]["cards"][1]]
                _, faults = O.expected_net(dl, opts, 3)
                at_x = [c for (y, c, _) in faults if y == x]
                v = validate(doc); a = anns(v, k) if v["status"] != "rejected" else []
                eng = sorted({y["code"] for y in a if y["event"] == x})
                C["M3_discard"] += 1
                if tuple(at_x) != tuple(eng):
                    bad[("code", "M3", tuple(at_x), tuple(eng), v["status"])].append((seed, k, x))
            # ---- M4: fold inserted before the first card
            if bid is not None and plays and not any(e["type"] == "call" for e in ev):
                doc = copy.deepcopy(doc0); dl = doc["deals"][k]
                x = plays[0]
                while x > 0 and dl["events"][x - 1]["type"] in ("announce", "double", "declare"):
                    x -= 1
                dl["events"].insert(x, {"type": "call", "seat": decl, "call": "fold"})
                party = set(bid["goals"]) == {"party"} and not bid.get("red")
                if party:   # a legal fold: nothing is played after it
                    dl["events"] = dl["events"][:x + 1]
                    nl, faults = O.expected_net(dl, opts, 3)
                    rewrite(doc, k, nl[1])
                _, faults = O.expected_net(doc["deals"][k], opts, 3)
                at_x = [c for (y, c, _) in faults if y == x]
                v = validate(doc); a = anns(v, k)
                eng = sorted({y["code"] for y in a if y["event"] == x})
                tag = "M4_fold_" + ("legal" if party else "illegal")
                C[tag] += 1
                if tuple(at_x) != tuple(eng):
                    bad[("code", tag, tuple(at_x), tuple(eng))].append((seed, k, x))
                if party:
                    sa = [y for y in a]
                    if sa:
                        bad[("fold_legal_flagged", sa[0]["code"])].append((seed, k, sa[0]["event"], sa[0]["message"][:160]))
    print(dict(sorted(C.items())))
    print("disagreement classes:", len(bad))
    for key, lst in sorted(bad.items(), key=lambda kv: -len(kv[1])):
        print(len(lst), key, lst[:3])


if __name__ == "__main__" and sys.argv[1] == "neg":
    negative(int(sys.argv[2]), int(sys.argv[3]))
