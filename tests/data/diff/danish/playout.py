"""Third check: random playouts. Take a simulated session, keep deal di up to its first play,
then play it out with random cards that oracle.py deems legal (Joker favoured, random namings incl.
T and dead suits, random third-last-trick Joker demands); optionally one random card the oracle
deems ILLEGAL at one point. Recorded play-phase payments are dropped, later deals cut.
Compare with validate(): legal playouts must draw no play-legality annotation and the engine's
computed trick winners / tricks / card points / play-phase payments must equal the oracle's;
illegal ones must be flagged at exactly the injected event (and nothing earlier).
Run: PYTHONPATH=/work/wt-diff-danish /work/venv/bin/python tests/data/diff/danish/playout.py [N]"""
import copy, json, os, random, sys
from collections import Counter, defaultdict
sys.path.insert(0, os.path.dirname(__file__))
from oracle import oracle, suit, rank
from compare import session, LEGALITY, show
from replays.sim.danish_tarok import simulate
from validator.engine.validate import validate

PRE = {"foundation", "deal_fee", "declaration"}


def playout(doc, di, rnd, inject):
    m = copy.deepcopy(doc)
    m["deals"] = m["deals"][:di + 1]
    deal = m["deals"][di]
    evs = deal["events"]
    first = [i for i, e in enumerate(evs) if e["type"] == "play"][0]
    deal["events"] = evs = [e for e in evs[:first] if not (e["type"] == "payment" and e.get("reason") not in PRE)]
    st = oracle(m)[di]
    nt = len(st["hands_left"][st["next"]])  # tricks to play
    total_plays = nt * len(st["hands_left"])
    inj_at = rnd.randrange(total_plays) if inject else -1
    injected = None
    mode = rnd.choice(["lead", "hold", "hold", "normal"])
    seats = list(st["hands_left"])
    policy = {}
    r_ = rnd.random()
    if r_ < 0.35:
        policy[rnd.choice(seats)] = rnd.choice(["duck", "hog"])
    elif r_ < 0.7:  # one ducker against two hogs: Nolo hunting
        d_ = rnd.choice(seats)
        policy = {s: ("duck" if s == d_ else "hog") for s in seats}
    keep_pagat = rnd.random() < 0.5
    k = 0
    called = False
    while True:
        st = oracle(m)[di]
        if all(not h for h in st["hands_left"].values()):
            break
        seat = st["next"]
        hand = st["hands_left"][seat]
        if (not st["trick"] and st["trick_no"] == nt - 3 and not called and rnd.random() < 0.7):
            holders = [s for s, h in st["hands_left"].items() if "JOKER" in h]
            if holders:
                caller = rnd.choice([s for s in st["hands_left"] if s != holders[0]])
                evs.append({"type": "call", "seat": caller, "call": "joker"})
                called = True
                continue
        lead = not st["trick"]
        legal, illegal = [], []
        for c in hand:
            ev = {"type": "play", "seat": seat, "card": c}
            if c == "JOKER" and lead:
                ev["named"] = rnd.choice("HDSCT")
            evs.append(ev)
            r = oracle(m)[di]
            evs.pop()
            (legal if r["plays"][-1][3] else illegal).append(ev)
        if k == inj_at and illegal:
            ev = rnd.choice(illegal)
            injected = (len(evs), ev["card"], [p for p in oracle_try(m, di, evs, ev)])
        else:
            jok = [e for e in legal if e["card"] == "JOKER"]
            rest = [e for e in legal if e["card"] != "JOKER"] or legal
            if keep_pagat:
                rest = [e for e in rest if e["card"] != "T1"] or rest
            if seat in policy:  # a ducker plays its weakest legal card, a hog its strongest
                strength = lambda e: (e["card"] == "JOKER", suit(e["card"]) == "T", rank(e["card"]) if e["card"] != "JOKER" else 0)
                srt = sorted(rest, key=strength)
                ev = srt[0] if policy[seat] == "duck" else srt[-1]
            elif mode == "lead":  # lead the Joker as soon as possible
                ev = jok[0] if jok and lead else rnd.choice(rest)
            elif mode == "hold":  # keep it to the third-last trick or later
                ev = jok[0] if jok and st["trick_no"] >= nt - 3 and rnd.random() < 0.5 else rnd.choice(rest)
            else:
                ev = jok[0] if jok and rnd.random() < 0.08 else rnd.choice(rest)
        evs.append(ev)
        k += 1
    return m, injected


def oracle_try(m, di, evs, ev):
    evs.append(ev)
    r = oracle(m)[di]["plays"][-1]
    evs.pop()
    return r[4:]


def run(N, inject_share=0.5):
    stats = Counter()
    dis = defaultdict(list)
    rnd = random.Random(11)
    for i in range(N):
        kw, opts = session(9000 + i)
        doc = simulate(**kw)
        res = oracle(doc)
        cands = [d for d, r in enumerate(res) if not r["skipped"]]
        if not cands:
            continue
        di = rnd.choice(cands)
        inject = rnd.random() < inject_share
        m, inj = playout(doc, di, rnd, inject)
        o = oracle(m)[di]
        v = validate(m)
        vd = v["deals"][di]
        anns = [a for a in vd["annotations"] if a["code"] in LEGALITY]
        stats["playouts"] += 1
        stats["plays"] += len(o["plays"])
        stats["joker_leads"] += sum(1 for e in m["deals"][di]["events"] if e.get("named"))
        stats["joker_calls"] += sum(1 for e in m["deals"][di]["events"] if e["type"] == "call")
        case = (kw, di)
        lt = o.get("last") or {}
        for key in ("tout", "nolo"):
            if lt.get(key) is not None:
                stats[key] += 1
        stats["pagat_przydupek"] += bool(lt.get("pag_pz"))
        stats["king_przydupek"] += bool(lt.get("king_pz"))
        stats["king_ultimo"] += lt.get("wc", "")[:1] == "K" and lt.get("tout") is None and lt.get("nolo") is None
        stats["pagat_ultimo"] += lt.get("wc") == "T1" and lt.get("tout") is None and lt.get("nolo") is None
        stats["joker_last_trick"] += "JOKER" in [c for _, c in lt.get("trick", [])]
        if inj:
            stats["injected"] += 1
            ei = inj[0]
            at = [a["code"] for a in anns if a["event"] == ei]
            early = [(a["event"], a["code"]) for a in anns if a["event"] < ei]
            if not at or early:
                dis["injected %s: engine %s early %s" % (inj[2], at, early[:1])].append(case + (ei, inj[1], rnd.random()))
                stats["inj_missed"] += 1
            continue
        if o["trick_faults"]:
            dis["oracle trick fault in a legal playout"].append(case + (o["trick_faults"][0],))
        if anns:
            a = anns[0]
            dis["legal-by-oracle flagged %s" % a["code"]].append(case + (a["event"], a["message"]))
            continue
        comp = vd.get("computed") or {}
        if comp.get("trick_winners") != o["winners"]:
            dis["trick_winners"].append(case + (comp.get("trick_winners"), o["winners"]))
            continue
        if [x or 0 for x in comp.get("card_points")] != o["card_points"]:
            dis["card_points"].append(case + (comp.get("card_points"), o["card_points"]))
        ep = Counter((p["from"], p["to"], p["amount"], p.get("reason")) for p in comp.get("payments", []) if p["amount"])
        op = Counter(o["payments"])
        # compare only this deal's post-play payments (both pre-play lists come from the same record)
        ep = Counter({k: v for k, v in ep.items() if k[3] not in PRE})
        opp = Counter({k: v for k, v in op.items() if k[3] not in PRE})
        if ep != opp:
            dis["payments"].append(case + (dict(ep - opp), dict(opp - ep)))
    return stats, dis


if __name__ == "__main__":
    N = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    show("playout", *run(N))
