"""Penalty table / void deal / pools: mutate a fault in, rewrite every payment of the session as the
oracle computes it, and check that the engine finds the fault (right code and class) and accepts
every one of the oracle's payments (no payment annotation, no settlement difference)."""
import sys, random, copy, json, collections
sys.path.insert(0, "/work/wt-diff2-danish")
sys.path.insert(0, "/work/wt-diff2-danish/tests/data/diff2/danish")
from validator.engine.validate import validate
from oracle import oracle
from compare import session, OPTS
from neg import mutate, decl_events

CLASSES = ["superficial", "small", "large", "irreparable"]


def rewrite(m):
    o = oracle(m)
    for deal, od in zip(m["deals"], o["deals"]):
        deal["events"] = [e for e in deal["events"] if e["type"] != "payment"] + [
            {"type": "payment", "from": f, "to": t, "amount": a, "reason": r} for f, t, a, r in od["expected"] if a]
    return o


def failed_tout(doc, rng, cls):
    """L152: the dealer announces Tout and lays the Joker away (then plays the card it replaced)."""
    m = copy.deepcopy(doc)
    m["rules"] = dict(m.get("rules") or {}, failed_tout_penalty=cls, revoke_penalty="superficial",
                      joker_withheld_penalty="superficial", joker_second_last_penalty="superficial")
    c = [k for k, d in enumerate(m["deals"]) if any(e["type"] == "discard" for e in d["events"])
         and not any(e["type"] == "announce" for e in d["events"]) and "JOKER" in d["hands"][d["dealer"]]]
    if not c:
        return None
    di = rng.choice(c)
    deal = m["deals"][di]
    dealer = deal["dealer"]
    ev = deal["events"]
    j = next(k for k, e in enumerate(ev) if e["type"] == "discard")
    kept = ev[j]["cards"][0]
    ev[j]["cards"][0] = "JOKER"
    for e in ev:
        if e["type"] == "play" and e["seat"] == dealer and e["card"] == "JOKER":
            e["card"] = kept
            e.pop("named", None)
    deal["events"] = ev = [e for e in ev if e["type"] != "call"]
    ev.insert(j, {"type": "announce", "seat": dealer, "items": ["tout"]})
    o = oracle(m)
    for e in ev:
        if e["type"] == "declare" and e["seat"] in o["deals"][di]["holdings"]:
            e["items"] = o["deals"][di]["holdings"][e["seat"]]
    return m, di, j, "tout"


def start_pools(doc, rng):
    m = copy.deepcopy(doc)
    m["start"] = {"pools": {"pagat_pool": 5 * rng.randrange(4, 40), "king_pool": 5 * rng.randrange(4, 40)}}
    return m, 0, None, "start"


def run(N):
    stats = collections.Counter()
    bad = collections.defaultdict(list)
    kinds = ["add_item", "omit_item", "wrong_value", "before_dealer", "correction", "late_correction",
             "tout:superficial", "tout:small", "tout:large", "tout:irreparable", "start"]
    for n in range(N):
        rng = random.Random(50_000 + n)
        si = rng.randrange(3000)
        doc, players, opts = session(si)
        kind = kinds[n % len(kinds)]
        if kind.startswith("tout:"):
            r = failed_tout(doc, rng, kind.split(":")[1])
        elif kind == "start":
            r = start_pools(doc, rng)
        else:
            r = mutate(doc, kind, rng)
        if r is None:
            continue
        m, di, i, fam = r
        if i is not None:   # the rewrite moves the payments to the end: shift the index
            i -= sum(1 for e in m["deals"][di]["events"][:i] if e["type"] == "payment")
        rewrite(m)
        o = oracle(m)
        od = o["deals"][di]
        v = validate(m)
        side = [a["code"] for d in v["deals"] for a in d["annotations"] if a["code"] in ("out_of_turn", "card_not_in_hand")]
        if side:   # the Joker swap broke the recorded play order: off focus, not compared
            stats["side_effect_skipped"] += 1
            continue
        stats[kind] += 1
        pay_anns = [(a["deal"], a["event"], a["code"], a["message"]) for d in v["deals"] for a in d["annotations"]
                    if a["code"] in ("wrong_payment", "missing_payment", "unexpected_payment")]
        diffs = [(d["index"], d.get("settlement", {}).get("difference")) for d in v["deals"]
                 if d.get("settlement", {}).get("difference")]
        if pay_anns or diffs:
            bad[(kind, "payments")].append((si, players, opts, di, i, pay_anns[:3], diffs[:2]))
        # the fault itself
        if fam == "decl":
            oc = od.get("decl_faults", {}).get(i)
            at = [a for a in v["deals"][di]["annotations"] if a["event"] == i and a["severity"] == "violation"]
            if oc is None and at:
                bad[(kind, "engine flags, oracle not")].append((si, di, i, [(a["code"], a["message"]) for a in at]))
            elif oc and oc not in [a["code"] for a in at]:
                bad[(kind, "oracle flags, engine not/other")].append((si, di, i, oc, [(a["code"], a["event"]) for a in v["deals"][di]["annotations"]][:4]))
            else:
                stats["fault_agree"] += 1
        elif fam == "tout":
            ft = [a for a in v["deals"][di]["annotations"] if a["code"] == "failed_tout"]
            cls = kind.split(":")[1]
            if not ft:
                bad[(kind, "no failed_tout")].append((si, di, [a["code"] for a in v["deals"][di]["annotations"]]))
            elif (ft[0].get("penalty") or {}).get("class", "superficial") != cls:
                bad[(kind, "class")].append((si, di, ft[0].get("penalty")))
            else:
                stats["fault_agree"] += 1
        if v["session"]["pools"] != o["pools"]:
            bad[(kind, "final pools")].append((si, v["session"]["pools"], o["pools"]))
    return stats, bad


if __name__ == "__main__":
    N = int(sys.argv[1]) if len(sys.argv) > 1 else 110
    stats, bad = run(N)
    print(json.dumps(dict(stats)))
    for k, v in bad.items():
        print(k, len(v))
        for x in v[:3]:
            print("    ", x)
