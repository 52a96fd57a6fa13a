"""Differential comparison of oracle.py with Arbiter on Rage bidding and the score sheet.

PYTHONPATH=/work/wt-diff2-rage /work/venv/bin/python tests/data/diff2/rage/compare.py [N]
"""
import copy
import itertools
import json
import os
import random
import sys
from collections import Counter, defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from oracle import check  # noqa: E402
from replays.sim.rage import simulate  # noqa: E402
from validator.engine.validate import validate  # noqa: E402

OPTS = ["plus_minus_one", "hidden_bid", "secret_bid", "durch"]

# oracle kind -> engine codes that fit
FIT = {
    "dealer": {"wrong_dealer"},
    "hand_size": {"rejected:bad_hand_size"},
    "bid_out_of_turn": {"bid_out_of_turn"},
    "repeated_bid": {"repeated_bid"},
    "bid_out_of_range": {"bid_out_of_range", "rejected:bad_bid"},
    "missing_bid": {"missing_bid"},
    "plus_minus_one": {"bid_forbidden_plus_minus_one"},
    "wrong_score": {"wrong_score"},
    "wrong_total": {"wrong_total"},
}


DEAL_LEVEL = {"wrong_dealer", "missing_bid"}


def sessions(count):
    """Every option combination (16) x players 3..8 x seeds."""
    combos = list(itertools.product([False, True], repeat=4))
    out = []
    i = 0
    while len(out) < count:
        c = combos[i % 16]
        n = 3 + (i // 16) % 6
        opts = dict(zip(OPTS, c))
        out.append((1000 + i, n, opts))
        i += 1
    return out


def sim(seed, n, opts):
    return simulate(seed, players=n, rounds=10, **opts)


def eng_at(verdict, deal, event):
    return sorted({a["code"] for a in verdict["deals"][deal]["annotations"]
                   if a.get("event") == event and a.get("severity") == "violation"})


def positive(specs, log):
    stats = Counter()
    for seed, n, opts in specs:
        doc = sim(seed, n, opts)
        o = check(doc)
        v = validate(doc)
        stats["sessions"] += 1
        key = (seed, n, tuple(k for k in OPTS if opts[k]))
        if v["status"] != "clean":
            log["engine_not_clean"].append((key, v["summary"]))
        if v["session"]["winners"] != o["winners"]:
            log["winners"].append((key, v["session"]["winners"], o["winners"]))
        for k, (od, vd, deal) in enumerate(zip(o["deals"], v["deals"], doc["deals"])):
            ev = deal["events"]
            stats["deals"] += 1
            stats["bids"] += sum(e["type"] == "bid" for e in ev)
            stats["scores"] += sum(e["type"] == "score" for e in ev)
            stats["totals"] += sum(e["type"] == "total" for e in ev)
            if od["cards"] > 1 and max(od["tricks"]) == od["cards"]:
                stats["durch_on" if opts["durch"] else "all_tricks_durch_off"] += 1
            if od["cards"] == 1 and opts["durch"]:
                stats["durch_last_round_1trick"] += 1
            if opts["plus_minus_one"]:
                stats["pm1_deals"] += 1
            stats["exact_bids"] += sum(b == t for b, t in zip(od["bids"], od["tricks"]))
            stats["action_cards_won"] += sum(p["card"] in ("PLUS5", "MINUS5") for p in ev if p["type"] == "play")
            if od["issues"]:
                log["oracle_flags_sim"].append((key, k, od["issues"]))
            c = vd.get("computed", {})
            for f in ("dealer", "round", "cards", "bids", "tricks", "trick_winners", "scores", "totals"):
                if c.get(f) != od[f]:
                    log["computed_" + f].append((key, k, c.get(f), od[f]))
        # also the tail of the session taken from the middle (start totals + round)
        cut = 1 + seed % 9
        tail = copy.deepcopy(doc)
        tail["start"] = {"totals": o["deals"][cut - 1]["totals"], "round": cut + 1}
        tail["deals"] = tail["deals"][cut:]
        ot, vt = check(tail), validate(tail)
        stats["tail_sessions"] += 1
        if vt["status"] != "clean" or any(d["issues"] for d in ot["deals"]) \
                or vt["session"]["winners"] != ot["winners"] \
                or [d.get("computed", {}).get("scores") for d in vt["deals"]] != [d["scores"] for d in ot["deals"]]:
            log["tail"].append((key, cut, vt["summary"], [d["issues"] for d in ot["deals"]]))
    return stats


def mutations(doc, rng):
    """Yield (name, deal, event_index_in_mutated_doc or None, mutated_doc)."""
    n = len(doc["players"])
    rules = doc["rules"]
    for k in rng.sample(range(len(doc["deals"])), 3):
        deal = doc["deals"][k]
        ev = deal["events"]
        bids = [i for i, e in enumerate(ev) if e["type"] == "bid"]
        plays = [i for i, e in enumerate(ev) if e["type"] == "play"]
        scores = [i for i, e in enumerate(ev) if e["type"] == "score"]
        totals = [i for i, e in enumerate(ev) if e["type"] == "total"]
        cards = len(deal["hands"][0])
        # 1. change a bid value (within range, or just out of it)
        i = rng.choice(bids)
        for nb in {rng.randint(0, cards), -1, cards + 1, ev[i]["bid"] + 1}:
            if nb == ev[i]["bid"]:
                continue
            m = copy.deepcopy(doc)
            m["deals"][k]["events"][i]["bid"] = nb
            yield "bid_value", k, i, m
        # 1b. a non-integer bid
        m = copy.deepcopy(doc)
        m["deals"][k]["events"][i]["bid"] = str(ev[i]["bid"])
        yield "bid_string", k, i, m
        # 2. swap two adjacent bids (order of calls)
        j = rng.randrange(len(bids) - 1)
        a, b = bids[j], bids[j + 1]
        if b == a + 1:
            m = copy.deepcopy(doc)
            e = m["deals"][k]["events"]
            e[a], e[b] = e[b], e[a]
            yield "bid_swap", k, a, m
        # 2b. give a bid to another seat (repeated seat)
        m = copy.deepcopy(doc)
        e = m["deals"][k]["events"]
        src = rng.choice(bids)
        other = rng.choice([s for s in range(n) if s != e[src]["seat"]])
        e[src]["seat"] = other
        yield "bid_seat", k, src, m
        # 2c. move the first bid after the first play (or, secret, to before the plays)
        m = copy.deepcopy(doc)
        e = m["deals"][k]["events"]
        if rules.get("secret_bid"):
            be = e.pop(bids[-1])
            e.insert(0, be)
            yield "bid_move_front", k, 0, m
        else:
            be = e.pop(bids[0])
            pos = plays[0]      # after pop the first play sits at plays[0]-1; insert after it
            e.insert(pos, be)
            yield "bid_after_play", k, pos, m
        # 2e. drop the first bid: the next bidder now speaks first (L37: the dealer's left
        # neighbour must bid first); compared at the next bid
        m = copy.deepcopy(doc)
        e = m["deals"][k]["events"]
        e.pop(bids[0])
        yield "bid_drop_first", k, bids[1] - 1, m
        # 2d. drop a bid
        m = copy.deepcopy(doc)
        e = m["deals"][k]["events"]
        e.pop(rng.choice(bids))
        yield "bid_drop", k, None, m
        # 3. forbidden plus/minus-one bid by the dealer
        dealer = deal["dealer"]
        di = [i for i in bids if ev[i]["seat"] == dealer][0]
        others = sum(ev[i]["bid"] for i in bids if i != di)
        nb = cards - others
        if 0 <= nb <= cards and nb != ev[di]["bid"]:
            m = copy.deepcopy(doc)
            m["deals"][k]["events"][di]["bid"] = nb
            yield "pm1_dealer", k, di, m
        # 3b. a non-dealer bid changed so the sum equals the cards (dealer answers)
        nd = [i for i in bids if i != di]
        i = rng.choice(nd)
        nb = cards - (others - ev[i]["bid"] + ev[di]["bid"])
        if 0 <= nb <= cards and nb != ev[i]["bid"]:
            m = copy.deepcopy(doc)
            m["deals"][k]["events"][i]["bid"] = nb
            yield "pm1_other", k, di, m     # compared at the dealer's bid, which answers for it
        # 4. change a score
        i = rng.choice(scores)
        m = copy.deepcopy(doc)
        m["deals"][k]["events"][i]["points"] += rng.choice([-5, -2, -1, 1, 2, 5, 10])
        yield "score_value", k, i, m
        # 4b. drop a score
        m = copy.deepcopy(doc)
        m["deals"][k]["events"].pop(i)
        yield "score_drop", k, None, m
        # 4c. score given to another party
        m = copy.deepcopy(doc)
        e = m["deals"][k]["events"]
        e[i]["party"] = (e[i]["party"] + 1) % n
        yield "score_party", k, i, m
        # 5. change a total
        i = rng.choice(totals)
        m = copy.deepcopy(doc)
        m["deals"][k]["events"][i]["points"] += rng.choice([-5, -1, 1, 3])
        yield "total_value", k, i, m
        # 5b. drop a total
        m = copy.deepcopy(doc)
        m["deals"][k]["events"].pop(i)
        yield "total_drop", k, None, m
        # 6. wrong dealer (legitimately changes bid order and leader after it)
        if k > 0:
            m = copy.deepcopy(doc)
            m["deals"][k]["dealer"] = (dealer + 1) % n
            yield "dealer", k, None, m
        # 7. a card moved from a hand to the stock: wrong number of cards
        m = copy.deepcopy(doc)
        d = m["deals"][k]
        d["talon"].append(d["hands"][0].pop())
        yield "hand_size", k, None, m


def negative(specs, log, rng):
    stats = Counter()
    for seed, n, opts in specs:
        doc = sim(seed, n, opts)
        key = (seed, n, tuple(k for k in OPTS if opts[k]))
        for name, k, i, m in mutations(doc, rng):
            stats["mutations"] += 1
            stats["mut_" + name] += 1
            o = check(m)
            v = validate(m)
            rej = sorted({"rejected:" + p["code"] for p in v.get("problems", [])})
            if i is None:
                # deal-level findings: the engine may pin them to any event of the deal
                okinds = sorted({kd for (e, kd) in o["deals"][k]["issues"] if e is None})
                ecodes = sorted({a["code"] for a in v["deals"][k]["annotations"]
                                 if a["code"] in DEAL_LEVEL and a.get("severity") == "violation"}) \
                    if v["status"] != "rejected" else rej
            else:
                okinds = sorted({kd for (e, kd) in o["deals"][k]["issues"] if e == i})
                ecodes = eng_at(v, k, i) if v["status"] != "rejected" else rej
            ofit = set().union(*[FIT[x] for x in okinds]) if okinds else set()
            agree = (bool(okinds) == bool(ecodes)) and (not okinds or set(ecodes) & ofit)
            stats["flagged_by_oracle" if okinds else "clean_by_oracle"] += 1
            if agree:
                stats["agree"] += 1
            else:
                stats["disagree"] += 1
                log["neg:" + name + ":" + ",".join(okinds) + "|" + ",".join(ecodes)].append(
                    (key, k, i))
    return stats


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 512
    nneg = int(sys.argv[2]) if len(sys.argv) > 2 else 160
    log = defaultdict(list)
    specs = sessions(count)
    ps = positive(specs, log)
    rng = random.Random(7)
    ns = negative(specs[:nneg], log, rng)
    print("positive:", dict(ps))
    print("negative:", dict(ns))
    for key, items in sorted(log.items()):
        print(f"{key}: {len(items)}")
        for it in items[:3]:
            print("   ", json.dumps(it, default=str)[:400])


if __name__ == "__main__":
    main()
