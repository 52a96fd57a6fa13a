"""Negative check: focused mutations of simulated sessions, oracle vs engine at the mutated event."""
import sys, random, copy, json, collections
sys.path.insert(0, "/work/wt-diff2-danish")
sys.path.insert(0, "/work/wt-diff2-danish/tests/data/diff2/danish")
from validator.engine.validate import validate
from oracle import oracle, holdings, item_key, is_trump, canon
from compare import session

DECL_CODES = {"false_declaration", "missing_declaration"}
PAY_CODES = {"wrong_payment", "unexpected_payment", "missing_payment"}


def pay_ok(o_deal, deal, idx):
    """Oracle: is the payment at idx matched by an expected payment not used by the other recorded ones?"""
    E = collections.Counter((f, t, a) for f, t, a, _ in o_deal["expected"] if a)
    for j, e in enumerate(deal["events"]):
        if e["type"] == "payment" and j != idx and e["amount"]:
            k = (e["from"], e["to"], e["amount"])
            if E[k] > 0:
                E[k] -= 1
    e = deal["events"][idx]
    return e["amount"] == 0 or E[(e["from"], e["to"], e["amount"])] > 0


def decl_events(deal):
    return [i for i, e in enumerate(deal["events"]) if e["type"] == "declare"]


def mutate(doc, kind, rng):
    """-> (mutated doc, deal index, event index, family) or None."""
    m = copy.deepcopy(doc)
    deals = [k for k, d in enumerate(m["deals"]) if decl_events(d)]
    if ":" in kind:
        reason = kind.split(":", 1)[1]
        deals = [k for k in deals if any(e.get("reason") == reason for e in m["deals"][k]["events"])]
    if not deals:
        return None
    di = rng.choice(deals)
    deal = m["deals"][di]
    ev = deal["events"]
    decs = decl_events(deal)
    pays = [i for i, e in enumerate(ev) if e["type"] == "payment"]
    if kind == "omit_item":
        c = [i for i in decs if ev[i]["items"]]
        if not c:
            return None
        i = rng.choice(c)
        ev[i]["items"].pop(rng.randrange(len(ev[i]["items"])))
        return m, di, i, "decl"
    if kind == "add_item":
        i = rng.choice(decs)
        have = {item_key(x) for x in ev[i]["items"]}
        cands = [{"kind": "matadors", "count": 3}, {"kind": "trumps", "count": 10, "pagat": False},
                 {"kind": "kings", "form": "half", "missing": "H"},
                 {"kind": "cavalry", "suit": rng.choice("HDSC"), "form": "full"}]
        cands = [x for x in cands if item_key(x) not in have]
        ev[i]["items"].append(rng.choice(cands))
        return m, di, i, "decl"
    if kind == "wrong_value":
        c = [i for i in decs if ev[i]["items"]]
        if not c:
            return None
        i = rng.choice(c)
        it = rng.choice(ev[i]["items"])
        if it["kind"] in ("trumps", "matadors") and rng.random() < 0.7:
            it["count"] += rng.choice([-1, 1])
        elif it["kind"] == "trumps":
            it["pagat"] = not it.get("pagat")
        elif it["kind"] == "matadors":
            it["count"] += 1
        else:
            forms = ["full", "rich", "half"]
            forms.remove(it["form"])
            it["form"] = rng.choice(forms)
            if it["form"] == "half":
                it["missing"] = "K" if it["kind"] == "cavalry" else "H"
            else:
                it.pop("missing", None)
        return m, di, i, "decl"
    if kind == "before_dealer":
        # move a non-dealer declaration in front of the dealer's
        dd = [i for i in decs if ev[i]["seat"] == deal["dealer"]]
        od = [i for i in decs if ev[i]["seat"] != deal["dealer"]]
        if not dd or not od:
            return None
        j = rng.choice(od)
        e = ev.pop(j)
        ev.insert(dd[0], e)
        return m, di, dd[0], "decl"
    if kind == "correction":
        # L294: a wrong declaration corrected before the first lead costs nothing
        c = [i for i in decs if ev[i]["items"]]
        if not c:
            return None
        i = rng.choice(c)
        ev.insert(i, {"type": "declare", "seat": ev[i]["seat"], "items": []})
        return m, di, i, "decl"
    if kind == "late_correction":
        # a missing declaration "corrected" only after the first lead (L294, L311)
        c = [i for i in decs if ev[i]["items"]]
        if not c:
            return None
        i = rng.choice(c)
        full = ev[i]["items"]
        ev[i]["items"] = []
        fp = next(k for k, e in enumerate(ev) if e["type"] == "play")
        ev.insert(fp + 1, {"type": "declare", "seat": ev[i]["seat"], "items": full})
        return m, di, i, "decl"
    if not pays:
        return None
    if kind.startswith("amount"):
        reason = kind.split(":", 1)[1] if ":" in kind else None
        c = [i for i in pays if reason is None or ev[i].get("reason") == reason]
        if not c:
            return None
        i = rng.choice(c)
        ev[i]["amount"] = max(0, ev[i]["amount"] + rng.choice([-5, 5, 10]))
        if ev[i]["amount"] == 0:
            ev[i]["amount"] = 5 if ev[i]["amount"] != 5 else 10
        return m, di, i, "pay"
    if kind == "payer":
        i = rng.choice(pays)
        parties = list(range(len(m["players"]))) + ["pagat_pool", "king_pool"]
        f = rng.choice(["from", "to"])
        other = [p for p in parties if p != ev[i][f] and p != ev[i]["from" if f == "to" else "to"]]
        ev[i][f] = rng.choice(other)
        return m, di, i, "pay"
    if kind == "swap_dir":
        i = rng.choice(pays)
        ev[i]["from"], ev[i]["to"] = ev[i]["to"], ev[i]["from"]
        return m, di, i, "pay"
    if kind == "extra":
        n = len(m["players"])
        i = rng.choice(range(len(ev) + 1))
        f, t = rng.sample(list(range(n)) + ["pagat_pool", "king_pool"], 2)
        ev.insert(i, {"type": "payment", "from": f, "to": t, "amount": rng.choice([5, 10, 20, 40]),
                      "reason": rng.choice(["king_lost", "declaration", "last_trick", "refill", "card_points"])})
        return m, di, i, "pay"
    if kind == "reason_only":
        i = rng.choice(pays)
        ev[i]["reason"] = rng.choice([r for r in ("king_lost", "pagat_lost", "last_trick", "card_points", "declaration")
                                      if r != ev[i].get("reason")])
        return m, di, i, "reason"
    if kind.startswith("drop"):
        reason = kind.split(":", 1)[1] if ":" in kind else None
        c = [i for i in pays if reason is None or ev[i].get("reason") == reason]
        if not c:
            return None
        i = rng.choice(c)
        ev.pop(i)
        return m, di, i, "drop"
    if kind == "swap_adjacent":
        c = [i for i in pays if i + 1 < len(ev) and ev[i + 1]["type"] == "payment"]
        if not c:
            return None
        i = rng.choice(c)
        ev[i], ev[i + 1] = ev[i + 1], ev[i]
        return m, di, i, "neutral"
    raise ValueError(kind)


KINDS = ["omit_item", "add_item", "wrong_value", "before_dealer", "correction", "late_correction",
         "amount", "amount:declaration", "amount:refill", "amount:card_points", "amount:last_trick",
         "amount:king_ultimo", "amount:pagat_ultimo", "amount:tout", "amount:king_przydupek",
         "amount:pagat_trick", "amount:deal_fee", "amount:foundation",
         "payer", "swap_dir", "extra", "reason_only", "drop", "drop:refill", "drop:declaration",
         "drop:card_points", "swap_adjacent"]


def run(N, seed0=0):
    stats = collections.Counter()
    dis = collections.defaultdict(list)
    for n in range(N):
        rng = random.Random(seed0 + n)
        si = rng.randrange(2000)
        doc, players, opts = session(si)
        kind = KINDS[n % len(KINDS)]
        r = mutate(doc, kind, rng)
        if r is None:
            stats["skipped:" + kind] += 1
            continue
        m, di, i, fam = r
        o = oracle(m)
        od = o["deals"][di]
        v = validate(m)
        if v["status"] == "rejected":
            # the engine refused the record; count it as flagged at the event if a problem points there
            ptr = f"/deals/{di}/events/{i}"
            hit = any(p.get("pointer", "").startswith(ptr) for p in v.get("problems", []))
            stats["rejected:" + kind] += 1
            if not hit:
                dis[(kind, "rejected elsewhere")].append((si, players, opts, di, i, v.get("problems")))
            else:
                stats["agree"] += 1
                stats["mutations"] += 1
            continue
        anns = [a for d in v["deals"] for a in d["annotations"] if a["deal"] == di]
        at = [a for a in anns if a.get("event") == i and a["severity"] == "violation"]
        codes = sorted({a["code"] for a in at})
        if fam == "decl":
            o_wrong = i in od.get("decl_faults", {})
            o_code = od.get("decl_faults", {}).get(i)
            e_wrong = bool(at)
            fit = o_code in codes if o_wrong else True
        elif fam in ("pay", "reason", "neutral"):
            o_wrong = not pay_ok(od, m["deals"][di], i) if m["deals"][di]["events"][i]["type"] == "payment" else False
            if fam == "neutral":
                o_wrong = o_wrong or not pay_ok(od, m["deals"][di], i + 1)
                at += [a for a in anns if a.get("event") == i + 1 and a["severity"] == "violation"]
                codes = sorted({a["code"] for a in at})
            # an identical payment elsewhere in the deal may be the one flagged (which twin is extra is moot)
            me = m["deals"][di]["events"][i]
            twins = {j for j, e in enumerate(m["deals"][di]["events"]) if e["type"] == "payment" and
                     (e["from"], e["to"], e["amount"]) == (me["from"], me["to"], me["amount"])}
            at += [a for a in anns if a.get("event") in twins and a.get("event") != i and a["severity"] == "violation"]
            codes = sorted({a["code"] for a in at})
            e_wrong = bool(at)
            o_code = "payment"
            fit = bool(set(codes) & PAY_CODES) if o_wrong else True
        elif fam == "drop":
            # oracle: the dropped payment was expected (the record is now short) iff it was non-zero
            o_wrong = True
            ms = [a for a in anns if a["code"] == "missing_payment"]
            e_wrong = bool(ms)
            codes = sorted({a["code"] for a in ms})
            o_code = "missing_payment"
            fit = True
        stats["mutations"] += 1
        stats["kind:" + kind] += 1
        if o_wrong != e_wrong or not fit:
            key = (kind, "oracle" if o_wrong else "-", "engine" if e_wrong else "-", "fit" if fit else "UNFIT")
            dis[key].append((si, players, opts, di, i, o_code, codes))
        else:
            stats["agree"] += 1
    return stats, dis


if __name__ == "__main__":
    N = int(sys.argv[1]) if len(sys.argv) > 1 else 270
    s0 = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    stats, dis = run(N, s0)
    print(json.dumps(dict(stats), indent=0))
    for k, v in dis.items():
        print(k, len(v))
        for x in v[:3]:
            print("    ", x)
