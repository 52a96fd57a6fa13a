"""diff6 Danish Tarok: records WITH hands cut mid-play.  Positive and negative checks.
Usage: PYTHONPATH=/work/wt-diff6-danish python compare.py N [SEED0]
"""
import copy, random, sys, json
from collections import Counter, defaultdict
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from oracle import oracle, norm, suit
from replays.sim.danish_tarok import simulate
from validator.engine.validate import validate

OPTS = {k: ["superficial", "small", "large", "irreparable"] for k in
        ("revoke_penalty", "joker_second_last_penalty", "joker_withheld_penalty", "false_redeal_penalty", "failed_tout_penalty")}
POOL_DEP = {"tout", "pagat_ultimo", "king_ultimo", "pagat_przydupek", "king_przydupek", "refill", "session_end"}
PLAY_CODES = {"revoke", "failure_to_trump", "joker_second_last", "joker_withheld", "card_not_in_hand", "out_of_turn"}
PAY_CODES = {"wrong_payment", "unexpected_payment", "missing_payment"}


def viol(v, di):
    if v["status"] == "rejected" or di >= len(v["deals"]):
        return [{"event": None, "code": "REJECTED:" + json.dumps(v.get("problems") or v.get("errors") or str(v)[:300], default=str)[:300], "severity": "violation", "message": ""}]
    return [a for a in v["deals"][di]["annotations"] if a["severity"] == "violation"]


def at(v, di, ei):
    return {a["code"] for a in viol(v, di) if a.get("event") == ei}


def gen(rng, seed):
    players = rng.choice([3, 4])
    opts = {k: rng.choice(vs) for k, vs in OPTS.items() if rng.random() < 0.5}
    deals = rng.choice([None, 1, 2, 3, 4, 5])
    return simulate(seed, players=players, deals=deals, **opts), (seed, players, deals, opts)


def cut(doc, rng, keep_later):
    """Cut one played deal after a random number of plays; returns (doc, deal index) or None."""
    cands = [i for i, d in enumerate(doc["deals"]) if not any(e["type"] == "redeal" for e in d["events"])]
    if not cands:
        return None
    k = rng.choice(cands)
    d = copy.deepcopy(doc)
    deals = d["deals"] if keep_later else d["deals"][:k + 1]
    d["deals"] = deals
    ev = deals[k]["events"]
    plays = [i for i, e in enumerate(ev) if e["type"] == "play"]
    p = rng.randint(0, 74)                  # number of plays kept
    end = plays[p]                          # index of the first dropped play
    if p % 3 == 0 and p > 0 and rng.random() < 0.3:
        # the trick just completed: sometimes its payments are not written either
        end = plays[p - 1] + 1
    deals[k]["events"] = ev[:end]
    return d, k


def pay_counter(evs, skip_pool_dep):
    c = Counter()
    for i, e in enumerate(evs):
        if e["type"] == "payment" and not (skip_pool_dep and e.get("reason") in POOL_DEP):
            c[(e["from"], e["to"], e["amount"], e.get("reason"))] += 1
    return c


def exp_counter(res):
    return Counter(p for p in res["payments"] if not (not res["pools_known"] and p[3] in POOL_DEP))


def positive(d, k, tag, stats, bad):
    o = oracle(d)
    v = validate(d)
    stats["sessions"] += 1
    for di, (res, deal) in enumerate(zip(o, d["deals"])):
        if res["skipped"] == "redeal":
            continue
        stats["deals"] += 1
        stats["plays"] += len(res["plays"])
        probs = [("illegal play", p) for p in res["plays"] if not p[3]] + [("lead", x) for x in res["lead_errors"]]
        probs += [("decl", x) for x in res.get("decl_faults", {}).items()]
        if res.get("skat_legal") is False:
            probs.append(("skat", None))
        rec, exp = pay_counter(deal["events"], not res["pools_known"]), exp_counter(res)
        stats["payments"] += sum(rec.values())
        if rec != exp:
            probs.append(("payments", dict(rec - exp), dict(exp - rec)))
        if probs:
            # C1: the record ends right after a complete trick whose own payments are not written
            ends_at_trick = (di == k and deal["events"] and deal["events"][-1]["type"] == "play"
                             and len(res["plays"]) % 3 == 0)
            cls = "C1-end-of-trick-payments" if ends_at_trick and all(p[0] == "payments" and not p[1] for p in probs) else "ORACLE"
            bad.append((tag, di, cls, probs[:3]))
        vs = viol(v, di)
        if vs:
            cls = "ENGINE"
            if di > k and all(a["code"] == "wrong_payment" for a in vs):
                cls = "A2-pool-after-cut"
            elif di == k and probs and all(a["code"] == "missing_payment" for a in vs):
                cls = "ENGINE-agrees-" + bad[-1][2]
            bad.append((tag, di, cls, [(a["event"], a["code"], a["message"]) for a in vs[:3]]))
        comp = v["deals"][di].get("computed") or {}
        if comp.get("trick_winners") is not None and comp["trick_winners"] != res["winners"]:
            bad.append((tag, di, "WINNERS", comp["trick_winners"][:5], res["winners"][:5]))
        if di == k and not v["deals"][di].get("unchecked") and len(res["winners"]) < 25:
            bad.append((tag, di, "NO-UNCHECKED"))
    return o, v


def hand_at(d, di, ei):
    """The seat's hand just before event ei (hands as dealt, minus skat, minus earlier plays)."""
    deal = d["deals"][di]
    s = deal["events"][ei]["seat"]
    h = [norm(c) for c in deal["hands"][s]]
    for e in deal["events"][:ei]:
        if e["type"] == "discard" and e["seat"] == s:
            for c in e["cards"]:
                h.remove(norm(c))
        if e["type"] == "play" and e["seat"] == s and norm(e["card"]) in h:
            h.remove(norm(e["card"]))
    return h


def mutate(d, k, rng):
    """Returns (doc, event, kind, oracle_says_wrong, fitting codes) or None."""
    d = copy.deepcopy(d)
    ev = d["deals"][k]["events"]
    kind = rng.choice(["swap", "swap", "swap", "amount", "extra", "extra", "decl", "drop"])
    if kind == "drop":
        # a kept trick's own payment left out: the kept part proves it due (L210-L216)
        o = oracle(d)[k]
        pays = [i for i, e in enumerate(ev) if e["type"] == "payment" and e.get("reason") in ("king_lost", "pagat_lost", "pagat_trick")]
        if not pays:
            return None
        ei = rng.choice(pays)
        del ev[ei]
        return d, None, "drop", True, {"missing_payment"}
    if kind == "swap":
        plays = [i for i, e in enumerate(ev) if e["type"] == "play"]
        if not plays:
            return None
        ei = rng.choice(plays)
        h = hand_at(d, k, ei)
        c = norm(ev[ei]["card"])
        alts = [x for x in h if x != c]
        if not alts:
            return None
        c2 = rng.choice(alts)
        for j in plays:
            if j > ei and ev[j]["seat"] == ev[ei]["seat"] and norm(ev[j]["card"]) == c2:
                ev[j]["card"] = c
                ev[j].pop("named", None)
                if c == "JOKER":
                    ev[j]["named"] = rng.choice("HDSC")
        ev[ei]["card"] = c2
        ev[ei].pop("named", None)
        if c2 == "JOKER":
            ev[ei]["named"] = rng.choice("HDSCT")
        o = oracle(d)
        p = [x for x in o[k]["plays"] if x[0] == ei][0]
        lead = any(x[0] == ei for x in o[k]["lead_errors"])
        tf = any(x[0] == ei for x in o[k]["trick_faults"])
        return d, ei, "swap", (not p[3]) or tf, PLAY_CODES
    if kind == "amount":
        pays = [i for i, e in enumerate(ev) if e["type"] == "payment"]
        if not pays:
            return None
        ei = rng.choice(pays)
        ev[ei]["amount"] = max(0, ev[ei]["amount"] + rng.choice([-5, 5, 10]))
        if ev[ei]["amount"] == 0:
            ev[ei]["amount"] = 15
        return d, ei, "amount:" + str(ev[ei].get("reason")), True, PAY_CODES
    if kind == "extra":
        # a payment for something the kept part does not show; wrong only if the missing part cannot make it right
        o = oracle(d)[k]
        deal = d["deals"][k]
        n = len(d["players"])
        act = [s for s in range(n) if not (n == 4 and s == (deal["dealer"] + 2) % 4)]
        held = o["hands_left"]
        in_trick = {s: c for s, c in o["trick"]}
        r = rng.choice(["king_lost", "pagat_lost", "pagat_trick", "last_trick", "card_points"])
        s, t = rng.sample(act, 2)
        if r == "king_lost":
            e = {"type": "payment", "from": s, "to": t, "amount": 5, "reason": r}
            possible = any(x[0] == "K" for x in held[s]) or in_trick.get(s, "")[:1] == "K"
        elif r == "pagat_lost":
            e = {"type": "payment", "from": s, "to": t, "amount": 5, "reason": r}
            possible = "T1" in held[s] or in_trick.get(s) == "T1"
        elif r == "pagat_trick":
            e = {"type": "payment", "from": s, "to": t, "amount": 5, "reason": r}
            possible = "T1" in held[t] or in_trick.get(t) == "T1"
        elif r == "last_trick":
            e = {"type": "payment", "from": s, "to": t, "amount": 20, "reason": r}
            possible = True
        else:
            e = {"type": "payment", "from": s, "to": t, "amount": rng.choice([5, 10]), "reason": r}
            nd = (deal["dealer"] + 1) % n
            possible = nd in (s, t)            # L257: card points are paid to/by the new dealer
        if rng.random() < 0.3:
            # an amount no rule gives for that reason (L190 multiples of 5; L212-L216 5; L239 20)
            e["amount"] = {"king_lost": 10, "pagat_lost": 15, "pagat_trick": 10, "last_trick": 25, "card_points": 7}[r]
            possible = False
        ev.append(e)
        return d, len(ev) - 1, "extra:%s:%s" % (r, possible), not possible, PAY_CODES
    if kind == "decl":
        decs = [i for i, e in enumerate(ev) if e["type"] == "declare"]
        if not decs:
            return None
        ei = rng.choice(decs)
        items = ev[ei]["items"]
        m = rng.choice(["drop", "add", "count"])
        if m == "drop" and items:
            items.pop(rng.randrange(len(items)))
        elif m == "count" and any(x["kind"] in ("trumps", "matadors") for x in items):
            x = [x for x in items if x["kind"] in ("trumps", "matadors")][0]
            x["count"] += rng.choice([-1, 1])
        else:
            items.append(rng.choice([{"kind": "kings", "form": "full"}, {"kind": "trumps", "count": 10, "pagat": False},
                                     {"kind": "cavalry", "suit": rng.choice("HDSC"), "form": "full"}]))
        o = oracle(d)[k]
        wrong = ei in o["decl_faults"] or bool(o["decl_faults"])
        code = o["decl_faults"].get(ei)
        return d, ei, "decl:" + m, wrong, {"false_declaration", "missing_declaration"}


def main():
    N = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    seed0 = int(sys.argv[2]) if len(sys.argv) > 2 else 60000
    rng = random.Random(seed0)
    stats = Counter()
    bad = []
    negs = Counter()
    dis = defaultdict(list)
    for i in range(N):
        seed = seed0 + i
        doc, tag = gen(rng, seed)
        c = cut(doc, rng, keep_later=rng.random() < 0.3)
        if c is None:
            continue
        d, k = c
        positive(d, k, tag, stats, bad)
        for _ in range(3):
            m = mutate(d, k, rng)
            if m is None:
                continue
            md, ei, kind, wrong, codes = m
            v = validate(md)
            got = at(v, k, ei) if ei is not None else {a["code"] for a in viol(v, k)}
            flagged = bool(got & codes) if wrong else bool(got)
            negs[(kind.split(":")[0], wrong, flagged)] += 1
            if kind.startswith("extra") and not any(e["type"] == "play" for e in md["deals"][k]["events"]):
                kind += ":no-plays-kept"
            if flagged != wrong:
                dis[(kind, wrong)].append((tag, k, ei, sorted(got), md["deals"][k]["events"][ei]))
    print("positive:", dict(stats))
    print("positive problems:", len(bad), dict(Counter(b[2] for b in bad)))
    seen = Counter()
    for b in bad:
        seen[b[2]] += 1
        if seen[b[2]] <= 2:
            print("  ", repr(b)[:600])
    print("negative (kind, oracle_wrong, engine_flagged): count")
    for kk, vv in sorted(negs.items(), key=str):
        print("  ", kk, vv)
    print("disagreements:")
    for kk, vv in dis.items():
        print("  ", kk, len(vv), repr(vv[0])[:700])
    print("disagreement totals by class:", dict(Counter((kk[0].split(":")[0] + (":no-plays" if "no-plays" in kk[0] else ""), kk[1]) for kk, vv in dis.items() for _ in vv)))


if __name__ == "__main__":
    main()
