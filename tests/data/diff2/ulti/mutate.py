"""Negative check: mutate simulated sessions at auction/announcement/contra/payment events and compare
oracle vs engine AT the mutated event (flag / no flag, and the engine's code)."""
import copy, itertools, json, random, sys, collections
sys.path.insert(0, "/work/wt-diff2-ulti/tests/data/diff2/ulti")
from replays.sim.ulti import simulate
from validator.engine.validate import validate
import oracle
from compare import sessions

GOALS = ["party", "ulti", "40-100", "20-100", "durchmarsch", "open-durchmarsch", "betli", "rebetli",
         "open-betli", "redurchmarsch", "four-aces", "four-tens"]
COMBOS = [list(c) for n in (1, 2, 3) for c in itertools.combinations(GOALS, n)]
SUITS = "HDSC"
RANKS = ["A", "10", "K", "Q", "J", "9", "8", "7"]
DECK = [r + s for s in SUITS for r in RANKS]


def auction_state(deal):
    """index of the last auction event (bid/take/discard)."""
    last = -1
    for j, e in enumerate(deal["events"]):
        if e["type"] in ("bid", "take", "discard"):
            last = j
        elif e["type"] == "play":
            break
    return last


def hand_at(deal, j, seat):
    h = list(deal["hands"][seat])
    for e in deal["events"][:j]:
        if e.get("seat") != seat:
            continue
        if e["type"] == "take":
            h += e["cards"]
        elif e["type"] == "discard":
            for c in e["cards"]:
                if c in h:
                    h.remove(c)
        elif e["type"] == "play" and e["card"] in h:
            h.remove(e["card"])
    return h


def idx(deal, typ, pred=lambda e: True):
    return [j for j, e in enumerate(deal["events"]) if e["type"] == typ and pred(e)]


def plays(deal):
    return idx(deal, "play")


def m_bid(doc, rnd, o):
    di = rnd.randrange(len(doc["deals"]))
    d = doc["deals"][di]
    js = idx(d, "bid", lambda e: e["bid"] != "pass")
    if not js:
        return None
    j = rnd.choice(js)
    old = d["events"][j]["bid"]
    if rnd.random() < 0.75:
        # near the standing bid: same-ish points, to probe the hierarchy
        ok = []
        try:
            k0 = oracle.bid_points(oracle.canon_bid(old), o, hierarchy=True)[0]
        except Exception:
            k0 = 5
        for g in COMBOS:
            for red in (False, True):
                b = {"goals": g, "red": red}
                if oracle.combine_error(b, o):
                    continue
                if abs(oracle.bid_points(b, o, hierarchy=True)[0] - k0) <= 3:
                    ok.append(b)
        if not ok:
            return None
        new = rnd.choice(ok)
    else:
        new = {"goals": rnd.choice(COMBOS), "red": rnd.random() < 0.4}
    if new == old:
        return None
    d["events"][j]["bid"] = new
    return di, j, "bid %s -> %s" % (old, new)


def m_bid_pass(doc, rnd, o):
    di = rnd.randrange(len(doc["deals"]))
    d = doc["deals"][di]
    js = idx(d, "bid")
    j = rnd.choice(js)
    e = d["events"][j]
    if e["bid"] == "pass":
        # a pass becomes a bid without a take (or an extra raise by the same seat)
        e["bid"] = {"goals": ["open-durchmarsch"], "red": False}
        return di, j, "pass -> open-durchmarsch without take"
    # a bid becomes a pass (after its own take/discard)
    e["bid"] = "pass"
    return di, j, "bid -> pass"


def m_discard(doc, rnd, o):
    di = rnd.randrange(len(doc["deals"]))
    d = doc["deals"][di]
    js = idx(d, "discard")
    j = rnd.choice(js)
    e = d["events"][j]
    h = hand_at(d, j, e["seat"])
    k = rnd.randrange(2)
    if rnd.random() < 0.5:
        pool = [c for c in DECK if c not in h]
        kind = "foreign"
    else:
        pool = [c for c in h if c not in e["cards"]]
        kind = "own"
    if not pool:
        return None
    old = list(e["cards"])
    e["cards"][k] = rnd.choice(pool)
    return di, j, "discard %s -> %s (%s)" % (old, e["cards"], kind)


def m_take(doc, rnd, o):
    di = rnd.randrange(len(doc["deals"]))
    d = doc["deals"][di]
    js = idx(d, "take")
    if not js:
        return None
    j = rnd.choice(js)
    e = d["events"][j]
    h = hand_at(d, j, e["seat"])
    pool = [c for c in DECK if c not in h and c not in e["cards"]]
    old = list(e["cards"])
    e["cards"][rnd.randrange(2)] = rnd.choice(pool)
    return di, j, "take %s -> %s" % (old, e["cards"])


def first_trick_turns(d):
    p = plays(d)
    return p[:3], p[3:6]


def m_marriage(doc, rnd, o):
    di = rnd.randrange(len(doc["deals"]))
    d = doc["deals"][di]
    p = plays(d)
    if len(p) < 30:
        return None
    js = idx(d, "declare", lambda e: e["items"])
    r = rnd.random()
    if js and r < 0.4:
        j = rnd.choice(js)
        e = d["events"][j]
        old = copy.deepcopy(e["items"])
        c = rnd.random()
        if c < 0.4:
            e["items"][0]["points"] = 60 - e["items"][0]["points"]
        elif c < 0.7:
            e["items"].append({"kind": "marriage", "points": rnd.choice([20, 40])})
        else:
            e["items"] = e["items"][1:] or [{"kind": "marriage", "points": 20}]
        if e["items"] == old:
            return None
        return di, j, "declare %s -> %s" % (old, e["items"])
    if js and r < 0.6:
        # move a declaration to the same seat's second- or later-trick play
        j = rnd.choice(js)
        e = d["events"].pop(j)
        later = [k for k in plays(d)[3:] if d["events"][k]["seat"] == e["seat"]]
        k = rnd.choice(later[:3])
        d["events"].insert(k, e)
        return di, k, "declare moved to a later trick"
    # insert a declaration before some seat's trick-1 play (or a later one)
    k = rnd.choice(p[:3] if rnd.random() < 0.7 else p[3:9])
    s = d["events"][k]["seat"]
    if any(d["events"][k - 1].get("type") == "declare" for _ in [0]):
        return None
    h = hand_at(d, k, s)
    pairs = [x for x in SUITS if "K" + x in h and "Q" + x in h]
    pts = rnd.choice([20, 40])
    d["events"].insert(k, {"type": "declare", "seat": s, "items": [{"kind": "marriage", "points": pts}]})
    return di, k, "declare inserted seat %s %s (pairs held %s)" % (s, pts, pairs)


def m_double(doc, rnd, o):
    di = rnd.randrange(len(doc["deals"]))
    d = doc["deals"][di]
    p = plays(d)
    if len(p) < 6:
        return None
    js = idx(d, "double")
    bid = [e["bid"] for e in d["events"] if e["type"] == "bid" and e["bid"] != "pass"][-1]
    goals = list(oracle.normalise(oracle.canon_bid(bid)["goals"])[0])
    r = rnd.random()
    if js and r < 0.5:
        j = rnd.choice(js)
        e = d["events"][j]
        old = dict(e)
        c = rnd.random()
        if c < 0.35:
            e["level"] = rnd.choice([x for x in (2, 4, 8, 16, 32, 64) if x != e["level"]])
        elif c < 0.7:
            e["seat"] = rnd.choice([x for x in range(3) if x != e["seat"]])
        else:
            e["target"] = rnd.choice([g for g in GOALS if g != e["target"]])
        return di, j, "double %s -> %s" % (old, e)
    # insert a double somewhere in the first two tricks
    k = rnd.choice(p[:5])
    s = rnd.randrange(3)
    lv = rnd.choice([2, 2, 2, 4, 8])
    tgt = rnd.choice(goals + ["party"])
    d["events"].insert(k, {"type": "double", "seat": s, "target": tgt, "level": lv})
    return di, k, "double inserted seat %s %s %s before play %s" % (s, tgt, lv, k)


def m_fold(doc, rnd, o):
    di = rnd.randrange(len(doc["deals"]))
    d = doc["deals"][di]
    js = idx(d, "call")
    if js and rnd.random() < 0.5:
        j = js[0]
        d["events"][j]["seat"] = (d["events"][j]["seat"] + 1) % 3
        return di, j, "fold by another seat"
    k = auction_state(d) + 1
    bids = [e for e in d["events"] if e["type"] == "bid" and e["bid"] != "pass"]
    decl = bids[-1]["seat"]
    seat = decl if rnd.random() < 0.8 else (decl + 1) % 3
    d["events"].insert(k, {"type": "call", "seat": seat, "call": "fold"})
    # drop what a folded deal no longer has
    return di, k, "fold inserted seat %s (declarer %s, bid %s)" % (seat, decl, bids[-1]["bid"])


def m_trump(doc, rnd, o):
    di = rnd.randrange(len(doc["deals"]))
    d = doc["deals"][di]
    js = idx(d, "announce")
    if not js:
        k = auction_state(d) + 1
        d["events"].insert(k, {"type": "announce", "seat": d["events"][k - 1]["seat"], "items": [{"kind": "trump", "suit": rnd.choice(SUITS)}]})
        return di, k, "trump announce inserted"
    j = js[0]
    e = d["events"][j]
    old = copy.deepcopy(e["items"])
    e["items"] = [{"kind": "trump", "suit": rnd.choice(SUITS)}] if rnd.random() < 0.8 else [{"kind": "no-trump"}]
    if e["items"] == old:
        return None
    return di, j, "announce %s -> %s" % (old, e["items"])


def m_payment(doc, rnd, o):
    di = rnd.randrange(len(doc["deals"]))
    d = doc["deals"][di]
    js = idx(d, "payment")
    if not js:
        return None
    j = rnd.choice(js)
    e = d["events"][j]
    old = dict(e)
    c = rnd.random()
    if c < 0.6:
        e["amount"] = max(1, e["amount"] + rnd.choice([-2, -1, 1, 2, e["amount"]]))
    elif c < 0.8:
        e["from"], e["to"] = e["to"], e["from"]
    else:
        e["to"] = 3 - e["from"] - e["to"]
    if e == old:
        return None
    return di, j, "payment %s -> %s" % (old, e)


def m_total(doc, rnd, o):
    di = rnd.randrange(len(doc["deals"]))
    d = doc["deals"][di]
    js = idx(d, "total")
    if not js:
        return None
    j = rnd.choice(js)
    d["events"][j]["points"] += rnd.choice([-2, -1, 1, 4])
    return di, j, "total changed"


def m_swap(doc, rnd, o):
    """order of calls: swap two adjacent auction / announcement / contra events."""
    di = rnd.randrange(len(doc["deals"]))
    d = doc["deals"][di]
    ev = d["events"]
    js = [j for j in range(len(ev) - 1) if ev[j]["type"] in ("bid", "take", "discard", "announce", "double", "call", "declare")
          and ev[j + 1]["type"] != "payment" and ev[j] != ev[j + 1]]
    if not js:
        return None
    j = rnd.choice(js)
    ev[j], ev[j + 1] = ev[j + 1], ev[j]
    return di, (j, j + 1), "swapped %s <-> %s" % (ev[j]["type"], ev[j + 1]["type"])


def m_fold_late(doc, rnd, o):
    """a fold after the first card, or by a non-party declarer."""
    di = rnd.randrange(len(doc["deals"]))
    d = doc["deals"][di]
    p = plays(d)
    if len(p) < 4:
        return None
    bids = [e for e in d["events"] if e["type"] == "bid" and e["bid"] != "pass"]
    k = rnd.choice(p[1:4])
    d["events"].insert(k, {"type": "call", "seat": bids[-1]["seat"], "call": "fold"})
    return di, k, "fold inserted after play started (bid %s)" % bids[-1]["bid"]


MUTATORS = [m_swap, m_swap, m_fold_late, m_bid, m_bid, m_bid, m_bid_pass, m_discard, m_take, m_marriage, m_marriage, m_double,
            m_double, m_fold, m_trump, m_payment, m_total]


def run(n, per=4, seed0=0):
    stats = collections.Counter()
    dis = collections.defaultdict(list)
    codes = collections.Counter()
    for seed, opts in sessions(n, base=seed0):
        base = simulate(seed, **opts)
        o = oracle.options(base)
        rnd = random.Random(seed * 7 + 1)
        for t in range(per):
            mut = rnd.choice(MUTATORS)
            doc = copy.deepcopy(base)
            try:
                r = mut(doc, rnd, o)
            except (IndexError, ValueError):
                r = None
            if r is None:
                continue
            di, j, desc = r
            js = j if isinstance(j, tuple) else (j,)
            settle = mut.__name__ in ("m_payment", "m_total")
            try:
                res = oracle.check(doc)[di]
                mine = [it for it in res["issues"] if (it[0] in js or (settle and it[1] in ("payment", "missing_payment", "total")))]
            except Exception as ex:
                mine = [(j, "oracle_exception", repr(ex))]
            v = validate(doc)
            eng = []
            if v["status"] == "rejected":
                eng = [("rejected", "violation")]
            else:
                eng = [(a["code"], a["severity"]) for a in v["deals"][di]["annotations"]
                       if (a.get("event") in js or (settle and a["code"] in ("wrong_payment", "missing_payment", "unexpected_payment", "wrong_total")))
                       and a["severity"] == "violation"]
            stats[mut.__name__] += 1
            a, b = bool(mine), bool(eng)
            for c in eng:
                codes[(mut.__name__, c[0])] += 1
            if a != b:
                key = (mut.__name__, "oracle" if a else "engine", (mine[0][1] if a else eng[0][0]))
                dis[key].append((seed, opts, di, j, desc, mine, eng))
            else:
                stats["agree"] += 1
                stats["agree_flagged" if a else "agree_clean"] += 1
    return stats, dis, codes


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    per = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    seed0 = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    stats, dis, codes = run(n, per, seed0)
    print(json.dumps(dict(stats)))
    print(sorted(codes.items()))
    for k, lst in sorted(dis.items(), key=lambda x: -len(x[1])):
        print(len(lst), k)
        for x in lst[:3]:
            print("    ", x)
