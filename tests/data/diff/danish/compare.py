"""Differential comparison: oracle.py vs the project's simulator (positive) and validator (negative).
Run: PYTHONPATH=/work/wt-diff-danish /work/venv/bin/python tests/data/diff/danish/compare.py [N]"""
import copy, json, os, random, sys
from collections import Counter, defaultdict
sys.path.insert(0, os.path.dirname(__file__))
from oracle import oracle, norm, suit
from replays.sim.danish_tarok import simulate
from validator.engine.validate import validate

PENALTY_OPTS = ["revoke_penalty", "joker_second_last_penalty", "joker_withheld_penalty",
                "false_redeal_penalty", "failed_tout_penalty"]
CLASSES = ["superficial", "small", "large", "irreparable"]
LEGALITY = {"revoke", "failure_to_trump", "joker_second_last", "joker_withheld",
            "card_not_in_hand", "out_of_turn", "bad_joker_naming", "joker_not_named"}


def session(i):
    rnd = random.Random(i)
    opts = {}
    if i % 3:
        for o in PENALTY_OPTS:
            if rnd.random() < 0.3:
                opts[o] = rnd.choice(CLASSES)
    players = 3 if i % 2 == 0 else 4
    deals = rnd.choice([None, 1, 2, 3, 5, 8])
    return dict(seed=1000 + i, players=players, deals=deals, **opts), opts


def positive(N):
    stats = Counter()
    dis = defaultdict(list)
    for i in range(N):
        kw, opts = session(i)
        doc = simulate(**kw)
        stats["sessions"] += 1
        res = oracle(doc)
        for di, (deal, r) in enumerate(zip(doc["deals"], res)):
            stats["deals"] += 1
            if r["skipped"]:
                stats["deals_skipped_" + r["skipped"]] += 1
                continue
            for ei, s, c, ok, why in r["plays"]:
                stats["plays"] += 1
                if not ok:
                    dis["illegal:" + why].append((kw, di, ei, s, c))
            for tf in r["trick_faults"]:
                dis["illegal:" + tf[2]].append((kw, di, tf))
            for le in r["lead_errors"]:
                dis["leader"].append((kw, di, le))
            stats["tricks"] += len(r["winners"])
            rec = Counter((p["from"], p["to"], p["amount"], p.get("reason")) for p in deal["events"]
                          if p["type"] == "payment" and p["amount"])
            exp = Counter(r["payments"])
            reasons = {k[3] for k in rec} | {k[3] for k in exp}
            for rs in reasons:
                a = Counter({k: v for k, v in rec.items() if k[3] == rs})
                b = Counter({k: v for k, v in exp.items() if k[3] == rs})
                stats["payment_groups"] += 1
                if a != b:
                    dis["pay:" + str(rs)].append((kw, di, dict(a - b), dict(b - a)))
    return stats, dis


def play_positions(deal):
    return [i for i, e in enumerate(deal["events"]) if e["type"] == "play"]


def mutate(doc, rnd):
    """Swap, at a random play, the card for another card of the same player's current hand;
    the other card takes the first card's place at its later play (the dealt hand is unchanged)."""
    res = oracle(doc)
    cands = [di for di, r in enumerate(res) if not r["skipped"] and r["plays"]]
    if not cands:
        return None
    di = rnd.choice(cands)
    deal = doc["deals"][di]
    r = res[di]
    k = rnd.randrange(len(r["plays"]) - 1)
    ei, s, c, _, _ = r["plays"][k]
    later = [(ej, cj) for ej, sj, cj, _, _ in r["plays"][k + 1:] if sj == s]
    if not later:
        return None
    ej, c2 = rnd.choice(later)
    m = copy.deepcopy(doc)
    evs = m["deals"][di]["events"]
    # is ei a lead? (trick boundaries from the oracle's replay)
    lead_idx = set()
    nact = 3
    for n_, (e_, *_rest) in enumerate(r["plays"]):
        if n_ % nact == 0:
            lead_idx.add(e_)
    def put(idx, card):
        ev = evs[idx]
        ev["card"] = card
        ev.pop("named", None)
        if card == "JOKER" and idx in lead_idx:
            ev["named"] = rnd.choice("HDSCT")
    put(ei, c2)
    put(ej, c)
    return m, di, ei, s, c, c2


def negative(N):
    stats = Counter()
    dis = defaultdict(list)
    rnd = random.Random(7)
    done = 0
    i = 0
    while done < N:
        i += 1
        kw, opts = session(5000 + i)
        doc = simulate(**kw)
        mm = mutate(doc, rnd)
        if mm is None:
            continue
        m, di, ei, s, c, c2 = mm
        done += 1
        ores = oracle(m)[di]
        o = [p for p in ores["plays"] if p[0] == ei][0]
        tf = [f for f in ores["trick_faults"] if f[0] == ei]
        o_illegal = not o[3] or bool(tf)
        if tf and o[3]:
            o = o[:3] + (False, tf[0][2])
        v = validate(m)
        anns = [a for a in v["deals"][di]["annotations"] if a.get("event") == ei and a["code"] in LEGALITY]
        e_illegal = bool(anns)
        stats["mutations"] += 1
        stats["oracle_illegal" if o_illegal else "oracle_legal"] += 1
        if o_illegal != e_illegal:
            key = ("oracle:" + (o[4] or "legal")) + " / engine:" + (",".join(a["code"] for a in anns) or "legal")
            dis[key].append((kw, di, ei, s, c, c2))
        elif o_illegal and o[4] not in [a["code"] for a in anns]:
            dis["code oracle:%s engine:%s" % (o[4], anns[0]["code"])].append((kw, di, ei, s, c, c2))
    return stats, dis


def show(title, stats, dis):
    print("==", title, dict(stats))
    for k, v in sorted(dis.items(), key=lambda x: -len(x[1])):
        print("  %-50s %5d  e.g. %s" % (k, len(v), json.dumps(v[0], default=str)[:600]))


if __name__ == "__main__":
    N = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    M = int(sys.argv[2]) if len(sys.argv) > 2 else N
    show("positive", *positive(N))
    if M:
        show("negative", *negative(M))
