"""Negative check: focused mutations of simulated sessions; compare oracle and engine at the mutated event."""
import sys, json, random, copy, collections
sys.path.insert(0, '/work/wt-diff5-galician/tests/data/diff5/galician')
from oracle import check, resolve
from compare import sessions, flagged
from validator.engine.validate import validate

def at(F, d, e):
    return [f["kind"] for f in F if f["deal"] == d and f["event"] == e]

def swap(dl, a, b, dealer):
    """Exchange the roles of seats a and b in one deal (hands and every seat reference)."""
    f = lambda s: b if s == a else a if s == b else s
    dl["hands"][a], dl["hands"][b] = dl["hands"][b], dl["hands"][a]
    for e in dl["events"]:
        if e["type"] == "total":
            continue  # running totals are cumulative: left as written
        for key in ("seat", "from", "to", "party"):
            if key in e and isinstance(e[key], int):
                e[key] = f(e[key])
    if dealer:
        dl["dealer"] = f(dl["dealer"])


def eng_flags(v, k, i):
    if v["status"] == "rejected":
        return ["rejected:" + p["code"] for p in v.get("problems", []) if p["pointer"].startswith("/deals/%d/" % k)]
    return flagged(v).get((k, i), [])


def deal_level(kind):
    return kind.startswith("pool_pay_drop") or kind in ("score_seat", "dealer", "dealer_swap", "sitter_swap")


def muts(d, rng):
    n = len(d["players"])
    out = []
    D = d["deals"]
    for k, dl in enumerate(D):
        ev = dl["events"]
        if k >= 1 and n == 3:
            s = rng.choice([x for x in range(n) if x != dl["dealer"]])
            out.append(("dealer", k, None, lambda x, k=k, s=s: x["deals"][k].__setitem__("dealer", s)))
        if k >= 1 and n >= 4 and dl["hands"] is not None:
            act = [i for i, h in enumerate(dl["hands"]) if h]
            s = rng.choice(act)
            out.append(("dealer_swap", k, None, lambda x, k=k, s=s: swap(x["deals"][k], x["deals"][k]["dealer"], s, True)))
        if n == 5 and dl["hands"] is not None:
            sit = [i for i, h in enumerate(dl["hands"]) if not h and i != dl["dealer"]]
            act = [i for i, h in enumerate(dl["hands"]) if h]
            if sit:
                s = rng.choice(act)
                out.append(("sitter_swap", k, None, lambda x, k=k, a=sit[0], s=s: swap(x["deals"][k], a, s, False)))
        empt = [i for i, h in enumerate(dl["hands"] or []) if h == []]
        bids = [i for i, e in enumerate(ev) if e["type"] == "bid"]
        if empt and bids:
            i = rng.choice(bids); s = rng.choice(empt)
            out.append(("sitter_bid", k, i, lambda x, k=k, i=i, s=s: x["deals"][k]["events"][i].__setitem__("seat", s)))
        for i, e in enumerate(ev):
            if e["type"] == "payment" and "pool" in (e["from"], e["to"]):
                dl_ = rng.choice([0.1, 1, 5, -1, -5, 10])
                out.append(("pool_pay_" + str(e.get("reason")), k, i, lambda x, k=k, i=i, dl_=dl_: x["deals"][k]["events"][i].__setitem__("amount", round(x["deals"][k]["events"][i]["amount"] + dl_, 6))))
                out.append(("pool_pay_drop_" + str(e.get("reason")), k, None, lambda x, k=k, i=i: x["deals"][k]["events"].pop(i)))
            if e["type"] == "payment" and n == 5 and "pool" not in (e["from"], e["to"]) and empt:
                s = [x for x in empt if x != dl["dealer"]]
                if s:
                    out.append(("sitter_payment", k, i, lambda x, k=k, i=i, s=s[0]: x["deals"][k]["events"][i].__setitem__("from", s)))
            if e["type"] == "score":
                dl_ = rng.choice([0.1, 1, 2, -3, 10])
                tag = "score_pool" if e["party"] == "pool" else "score_seat"
                out.append((tag, k, i, lambda x, k=k, i=i, dl_=dl_: x["deals"][k]["events"][i].__setitem__("points", round(x["deals"][k]["events"][i]["points"] + dl_, 6))))
            if e["type"] == "total":
                dl_ = rng.choice([0.1, 1, 2, -3, 10])
                tag = "total_pool" if e["party"] == "pool" else "total_seat"
                out.append((tag, k, i, lambda x, k=k, i=i, dl_=dl_: x["deals"][k]["events"][i].__setitem__("points", round(x["deals"][k]["events"][i]["points"] + dl_, 6))))
                # carry the wrong figure on: every later total of that party also shifted
                def carry(x, k=k, i=i, dl_=dl_, p=e["party"]):
                    for kk in range(k, len(x["deals"])):
                        for ii, ee in enumerate(x["deals"][kk]["events"]):
                            if ee["type"] == "total" and ee["party"] == p and (kk > k or ii >= i):
                                ee["points"] = round(ee["points"] + dl_, 6)
                out.append((tag + "_carried", k, i, carry))
        # an extra stake where none is due
        if not any(e.get("reason") == "pool_stake" for e in ev) and any(e["type"] == "payment" for e in ev) and resolve(d.get("rules")).get("pool"):
            j = len([e for e in ev if e["type"] != "payment" and e["type"] not in ("total",)])
            out.append(("extra_stake", k, j, lambda x, k=k, j=j: x["deals"][k]["events"].insert(j, {"type": "payment", "from": x["deals"][k]["dealer"], "to": "pool", "amount": 10, "reason": "pool_stake"})))
    if d.get("start", {}).get("pools"):
        out.append(("start_pool", -1, None, lambda x: x["start"]["pools"].__setitem__("pool", x["start"]["pools"]["pool"] + 7)))
    return out

if __name__ == "__main__":
    N = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    per = int(sys.argv[2]) if len(sys.argv) > 2 else 25
    rng = random.Random(5)
    st = collections.Counter(); dis = collections.defaultdict(list); codes = collections.defaultdict(collections.Counter)
    for seed, opt, d in sessions(N):
        ms = muts(d, rng)
        rng.shuffle(ms)
        # keep a spread of kinds
        seen = collections.Counter(); pick = []
        for m in ms:
            if seen[m[0]] < 3:
                seen[m[0]] += 1; pick.append(m)
        for kind, k, i, f in pick[:per]:
            x = copy.deepcopy(d); f(x)
            F, _ = check(x)
            v = validate(x)
            fl = flagged(v)
            if kind == "start_pool":
                o = sorted(set(f_["deal"] for f_ in F))
                e_ = sorted(set(a for (a, b) in fl))
                ok_o = o[0] if o else None; ok_e = e_[0] if e_ else None
                agree = ok_o == ok_e
                st[(kind, bool(o), bool(e_))] += 1
                if not agree:
                    dis[(kind, ok_o is not None, ok_e is not None)].append((seed, opt, ok_o, ok_e))
                continue
            contra_pool = resolve(x.get("rules")).get("contra_on_pool") and any(
                e_["type"] == "double" and e_.get("target") == "pagat_ultimo" for e_ in x["deals"][k]["events"])
            if contra_pool and kind not in ("dealer", "dealer_swap", "sitter_swap", "sitter_bid") and not kind.startswith("total"):
                st[("skipped_contra_on_pool",)] += 1
                continue
            if deal_level(kind):
                o = any(f_["deal"] == k and (f_["event"] is None or kind.startswith("pool_pay_drop")) for f_ in F)
                ef = ["rejected"] if v["status"] == "rejected" and eng_flags(v, k, i) else [c for (a, b), cs in fl.items() if a == k and (b is None or kind.startswith("pool_pay_drop") or kind == "score_seat") for c in cs]
                if kind == "score_seat":
                    ef = fl.get((k, i), [])
                    o = any(f_["deal"] == k and f_["kind"] == "score_sum" for f_ in F)
            else:
                o = bool(at(F, k, i)); ef = eng_flags(v, k, i)
            e = bool(ef)
            st[(kind, o, e)] += 1
            for c in ef: codes[kind][c] += 1
            if o != e:
                dis[(kind, o, e)].append((seed, opt, k, i, at(F, k, i), fl.get((k, i)), [ (kk, ff) for kk, ff in fl.items() if kk[0] == k][:4]))
            if kind in ("total_seat", "total_pool") and o and e:
                p = x["deals"][k]["events"][i]["party"]
                nxt = [(kk, ii) for kk in range(k, len(x["deals"])) for ii, ee in enumerate(x["deals"][kk]["events"])
                       if ee["type"] == "total" and ee["party"] == p and (kk > k or ii > i)]
                if nxt:
                    kk, ii = nxt[0]
                    st[("uncarried_next_total", bool(at(F, kk, ii)), bool(fl.get((kk, ii))))] += 1
            if kind.endswith("_carried") and o and e:
                # did the engine flag a later total of the same party? (S31 reading: it should not)
                later = [kk for kk in fl if kk[0] > k and x["deals"][kk[0]]["events"][kk[1]]["type"] == "total"] if True else []
                lo = [f_ for f_ in F if f_["deal"] > k and f_["kind"] == "total"]
                st[("carried_later", bool(lo), bool(later))] += 1
                if bool(lo) != bool(later):
                    dis[("carried_later", bool(lo), bool(later))].append((seed, opt, k, i, lo[:1], later[:2]))
    for key in sorted(st, key=str): print(key, st[key])
    print({k: dict(v) for k, v in codes.items()})
    for key, l in dis.items():
        print("DIS", key, len(l))
        for y in l[:4]: print("    ", y)
