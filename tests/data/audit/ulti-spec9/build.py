"""Deal builder: random search for a deal with the wanted outcome, auction built backward."""

from __future__ import annotations

import json
import random

from model import (DECK, DURCH, analyse, marriages, normalize, play_deal, bid_key, suit)


def bid(goals, red=False, **kw):
    b = {"goals": list(goals), "red": red}
    b.update(kw)
    return b


class Built:
    pass


def build(spec, seed):
    rng = random.Random(seed)
    dealer = spec["dealer"]
    D = spec["declarer"]
    trump = spec.get("trump")
    contract = spec["contract"]
    goals = normalize(contract["goals"])
    red = contract.get("red", False)
    table = spec.get("table", "standard")
    defs = [s for s in range(3) if s != D]
    fixed = {s: list(spec.get("fixed", {}).get(s, [])) for s in range(3)}
    tfix = list(spec.get("talon_fixed", []))
    avoid = spec.get("avoid", {})
    no_talon_points = spec.get("no_talon_points", False)
    policy = spec.get("policy", {D: "hi"})
    tries = 0
    while True:
        tries += 1
        if tries > spec.get("max_tries", 4000):
            raise RuntimeError("no deal found for " + spec["name"])
        rest = [c for c in DECK if c not in sum(fixed.values(), []) and c not in tfix]
        rng.shuffle(rest)
        hands = {}
        ok = True
        for s in range(3):
            h = list(fixed[s])
            while len(h) < 10:
                c = rest.pop()
                h.append(c)
            hands[s] = h
        talon = tfix + rest[: 2 - len(tfix)]
        rest = rest[2 - len(tfix):]
        for s, av in avoid.items():
            if any(c in hands[s] for c in av):
                ok = False
        if no_talon_points and any(c[:-1] in ("A", "10") for c in talon):
            ok = False
        if spec.get("hand_ok") and not spec["hand_ok"](hands, talon):
            ok = False
        if not ok:
            continue
        for _ in range(spec.get("play_tries", 60)):
            res = play_deal(hands, D, trump, goals, rng, policy, fault=spec.get("fault"))
            if spec.get("fault") and len(res["faults"]) != 1:
                continue
            # marriages declared
            declared = {}
            if spec.get("marriages", True) and trump and not any(
                g in ("40-100", "20-100") or g in DURCH for g in goals):
                for s in range(3):
                    ms = marriages(res["start"][s], trump)
                    if s in spec.get("silent_marriage", []):
                        ms = []
                    if ms:
                        declared[s] = [p for _, p in ms]
            pays, info = analyse(res, D, trump, goals, red, table, talon, declared,
                                 [(c[0], c[1], c[2], (c[4] if len(c) > 4 else None)) for c in spec.get("contras", [])], fold=False)
            info["declared"] = declared
            if spec["pred"](res, info):
                b = Built()
                b.hands, b.talon, b.res, b.declared, b.pays, b.info = hands, talon, res, declared, pays, info
                return finish(spec, b, rng)


def backward_auction(spec, b, rng):
    """Compute dealt hands from final hands and auction script."""
    dealer = spec["dealer"]
    F = (dealer + 1) % 3
    steps = spec["auction"]
    bidders = [(i, s, bd) for i, (s, bd) in enumerate(steps) if bd != "pass"]
    assert bidders[0][1] == F, "first bidder must be dealer's right"
    assert bidders[-1][1] == spec["declarer"]
    hands = {s: list(h) for s, h in b.hands.items()}
    talon = list(b.talon)
    discards = {}
    takes = {}
    wants = spec.get("takes", {})
    for j in range(len(bidders) - 1, 0, -1):
        i, s, bd = bidders[j]
        discards[i] = list(talon)
        full = hands[s] + talon
        pool = [c for c in full if c not in talon]
        want = [c for c in wants.get(i, []) if c in pool]
        rest = [c for c in pool if c not in want]
        rng.shuffle(rest)
        took = (want + rest)[:2]
        takes[i] = took
        hands[s] = [c for c in full if c not in took]
        talon = took
    i0, s0, _ = bidders[0]
    discards[i0] = list(talon)
    hands[s0] = hands[s0] + talon
    return hands, discards, takes


def finish(spec, b, rng):
    dealer = spec["dealer"]
    D = spec["declarer"]
    trump = spec.get("trump")
    dealt, discards, takes = backward_auction(spec, b, rng)
    for s in range(3):
        rng.shuffle(dealt[s])
    ev = []
    marks = []  # (event index, code, text)
    for i, (s, bd) in enumerate(spec["auction"]):
        if bd == "pass":
            ev.append({"type": "bid", "seat": s, "bid": "pass"})
            continue
        if i in takes:
            ev.append({"type": "take", "seat": s, "cards": takes[i]})
        ev.append({"type": "discard", "seat": s, "cards": discards[i]})
        if spec.get("bad_bid_at") == i:
            marks.append((len(ev), spec["bad_bid_code"], "bid not higher"))
        ev.append({"type": "bid", "seat": s, "bid": bd})
    if spec.get("fold"):
        ev.append({"type": "call", "seat": D, "call": "fold"})
        b.pays = [(D, d, 2, "fold") for d in range(3) if d != D]
        b.events = ev
        b.marks = marks
        b.dealt = dealt
        return b
    if trump and not spec["contract"].get("red") and not spec.get("no_announce"):
        ev.append({"type": "announce", "seat": D, "items": [{"kind": "trump", "suit": trump}]})
    if spec.get("announce_no_trump"):
        ev.append({"type": "announce", "seat": D, "items": [{"kind": "no-trump"}]})
    res = b.res
    contras = spec.get("contras", [])  # (seat, target, level, phase)
    fault_pos = None
    if res["faults"]:
        fault_pos = res["faults"][0][:2]
    for t, tr in enumerate(res["tricks"]):
        for k, (s, c) in enumerate(zip(tr["seats"], tr["cards"])):
            if t == 0:
                for (cs, tg, lv, ph, *_x) in contras:
                    if ph == "card" and cs == s:
                        ev.append({"type": "double", "seat": cs, "target": tg, "level": lv})
                if s in b.declared:
                    ev.append({"type": "declare", "seat": s,
                               "items": [{"kind": "marriage", "points": p} for p in b.declared[s]]})
                elif spec.get("declare_empty") and s != D:
                    ev.append({"type": "declare", "seat": s, "items": []})
            if fault_pos == (t, k):
                marks.append((len(ev), res["faults"][0][4], "play fault %s" % c))
            ev.append({"type": "play", "seat": s, "card": c})
        if t == 0:
            for (cs, tg, lv, ph, *_x) in contras:
                if ph == "after1":
                    ev.append({"type": "double", "seat": cs, "target": tg, "level": lv})
    pays = spec.get("override_pays", lambda p: p)(b.pays)
    mode = spec.get("record", "payments")
    if mode == "payments":
        for (f, to, a, r) in pays:
            if spec.get("bad_pay") and spec["bad_pay"](f, to, a, r):
                marks.append((len(ev), "wrong_payment", "planted"))
                a = spec["bad_pay_amount"]
            ev.append({"type": "payment", "from": f, "to": to, "amount": a, "reason": r})
    b.events = ev
    b.marks = marks
    b.dealt = dealt
    b.pays = pays
    return b


def net(pays):
    n = [0, 0, 0]
    for f, t, a, r in pays:
        n[f] -= a
        n[t] += a
    return n
