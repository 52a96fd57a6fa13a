"""Build the ulti28 transcripts from scenario definitions (blind, own model)."""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import model as M  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
PLAYERS = ["Aki", "Bunta", "Chie"]


def pick_discard(policy, hand, trump, rng):
    if isinstance(policy, list):
        return list(policy)
    if policy == "betli":
        return sorted(hand, key=lambda c: -M.strength(c, None))[:2]
    if policy == "durch_nt":
        return sorted(hand, key=lambda c: M.strength(c, None))[:2]
    if policy == "party":
        side = [c for c in hand if M.suit(c) != trump and M.rank(c) not in ("A", "10", "K", "Q")]
        side = side or [c for c in hand if M.suit(c) != trump]
        return sorted(side, key=lambda c: M.strength(c, trump))[:2]
    if policy == "party_aces":  # lay away an ace and a ten (their points go to the defenders)
        at = [c for c in hand if M.suit(c) != trump and M.rank(c) in ("A", "10")]
        return sorted(at)[:2]
    if policy == "random":
        return rng.sample(sorted(hand), 2)
    raise ValueError(policy)


def run_deal(sc, seed):
    """Return (deal_json, info) or None when the seed does not give the wanted outcome."""
    rng = M.rng_for(seed)
    dealer = sc["dealer"]
    hands = M.deal_cards(rng, dealer, sc.get("fixed"))
    if sc.get("swap12"):  # fault: 12 cards to the wrong seat
        a, b = (dealer + 1) % 3, (dealer + 2) % 3
        hands[a], hands[b] = hands[b], hands[a]
    dealt = {s: list(h) for s, h in hands.items()}
    cur = {s: list(h) for s, h in hands.items()}
    events = []
    talon = None
    declarer = goals = red = None
    trump = sc.get("trump")
    for step in sc["auction"]:
        kind, seat = step[0], step[1]
        if kind == "pass":
            events.append({"type": "bid", "seat": seat, "bid": "pass"})
            continue
        if kind in ("bid", "take_pass"):
            if talon is not None:
                events.append({"type": "take", "seat": seat, "cards": list(talon)})
                cur[seat] += talon
            dpol = step[4] if kind == "bid" else step[2]
            disc = pick_discard(dpol, cur[seat], trump, rng)
            for c in disc:
                cur[seat].remove(c)
            events.append({"type": "discard", "seat": seat, "cards": disc})
            talon = disc
            if kind == "take_pass":
                events.append({"type": "bid", "seat": seat, "bid": "pass"})
                continue
        if kind == "bid_no_take":
            pass
        g, r = step[2], step[3]
        events.append({"type": "bid", "seat": seat, "bid": {"goals": g, "red": r}})
        if kind != "bid_no_take":
            declarer, goals, red = seat, g, r
        else:
            declarer, goals, red = seat, g, r
    if sc.get("all_pass"):
        return {"dealer": dealer, "hands": [dealt[s] for s in range(3)], "events": events}, {}
    no_trump = any(g in M.NO_TRUMP_ONLY for g in goals) or sc.get("no_trump")
    if red:
        trump = "H"
    if no_trump:
        trump = None
        events.append({"type": "announce", "seat": declarer, "items": [{"kind": "no-trump"}]})
    elif not red:
        events.append({"type": "announce", "seat": declarer, "items": [{"kind": "trump", "suit": trump}]})
    for s in range(3):
        assert len(cur[s]) == 10, (s, len(cur[s]))
    if sc.get("fold"):
        events.append({"type": "call", "seat": declarer, "call": "fold"})
        pays = [(declarer, d, 2, "fold") for d in range(3) if d != declarer]
        info = {"declarer": declarer, "pays": pays, "talon": talon}
        return finish(sc, dealer, dealt, events, pays, info)
    kind = (
        "betli"
        if any("betli" in g for g in goals)
        else ("durch" if any("durch" in g for g in goals) else "party")
    )
    pol = M.make_policy(rng, declarer, kind, trump)
    play = M.Play(cur, declarer, trump, pol, sc.get("fault"))
    if sc.get("fault") and not play.fault_done:
        return None
    if not sc.get("fault") and play.faults:
        return None
    # marriages, with the first card
    allowed = trump is not None and not any(g in ("40-100", "20-100") or "durch" in g for g in goals)
    decl_m = {}
    if allowed:
        for s in range(3):
            ms = M.marriages(cur[s], trump)
            if ms:
                decl_m[s] = ms
    extra_declare = sc.get("false_declare")  # (seat, items)
    dbl = sc.get("doubles", [])  # (seat, target, level)
    doubles = {}
    for s, tg, lv in dbl:
        key = (tg, s if s != declarer else None)
        if trump is None:
            if s == declarer:
                # recontra: applies with every defender who doubled that target
                for d in range(3):
                    if (tg, d) in doubles:
                        doubles[(tg, d)] = lv
                continue
            doubles[(tg, s)] = lv
        else:
            doubles[(tg, None)] = lv
        del key
    ev_play = []
    for t, (_lead, cards, seats, _w) in enumerate(play.tricks):
        if t == 1:
            for s, tg, lv in dbl:
                if s == declarer:
                    ev_play.append({"type": "double", "seat": s, "target": tg, "level": lv})
        for c, s in zip(cards, seats, strict=True):
            if t == 0:
                if s in decl_m:
                    ev_play.append(
                        {
                            "type": "declare",
                            "seat": s,
                            "items": [{"kind": "marriage", "points": p} for p in decl_m[s]],
                        }
                    )
                if extra_declare and extra_declare[0] == s:
                    ev_play.append({"type": "declare", "seat": s, "items": extra_declare[1]})
                for ds, tg, lv in dbl:
                    if ds == s and ds != declarer:
                        ev_play.append({"type": "double", "seat": ds, "target": tg, "level": lv})
            ev_play.append({"type": "play", "seat": s, "card": c})
    fault_event = None
    base = len(events)
    if play.faults:
        t, k, s, card, fk = play.faults[0]
        for i, e in enumerate(ev_play):
            if e["type"] == "play" and e["card"] == card:
                fault_event = (base + i, fk)
    events += ev_play
    pays = M.settle(declarer, goals, red, trump, play, talon, decl_m, doubles)
    flags = M.silent_flags(declarer, play, trump, talon, decl_m, goals)
    if flags and not sc.get("allow_flags"):
        return None
    info = {
        "declarer": declarer,
        "goals": goals,
        "trump": trump,
        "pays": pays,
        "tricks": [play.won(s) for s in range(3)],
        "features": play.features,
        "fault": fault_event,
        "talon": talon,
        "marriages": decl_m,
        "faults": play.faults,
    }
    if trump is not None:
        info["points"] = M.party_points(declarer, play, talon, decl_m)
    want = sc.get("want")
    if want and not want(info, play):
        return None
    return finish(sc, dealer, dealt, events, pays, info)


def finish(sc, dealer, dealt, events, pays, info):
    rec = sc.get("record", "payments")
    if rec == "payments":
        wrong = sc.get("wrong_payment")  # (index in pays, amount)
        for i, (f, t, a, r) in enumerate(pays):
            if wrong and wrong[0] == i:
                info["wrong_payment_event"] = len(events)
                info["wrong_payment_true"] = a
                a = wrong[1]
            events.append({"type": "payment", "from": f, "to": t, "amount": a, "reason": r})
    elif rec == "score":
        n = M.net(pays)
        for s in range(3):
            events.append({"type": "score", "party": s, "points": n[s]})
    hands = [dealt[s] for s in range(3)]
    if sc.get("play_only"):
        hands = None
    return {"dealer": dealer, "hands": hands, "events": events}, info


def build(name, desc, deals, start_seed=1, totals=False, start=None, max_tries=20000):
    out_deals, infos = [], []
    running = list(start) if start else [0, 0, 0]
    for sc in deals:
        res = None
        for seed in range(start_seed, start_seed + max_tries):
            res = run_deal(sc, seed * 7919 + len(out_deals))
            if res:
                break
        assert res, (name, len(out_deals))
        d, info = res
        if totals:
            n = M.net(info.get("pays", []))
            for s in range(3):
                running[s] += n[s]
            for s in range(3):
                d["events"].append({"type": "total", "party": s, "points": running[s]})
            info["totals"] = list(running)
        out_deals.append(d)
        infos.append(info)
    tr = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "standard"},
        "players": PLAYERS,
        "meta": {"description": desc},
        "deals": out_deals,
    }
    if start:
        tr["start"] = {"totals": start}
    with open(os.path.join(HERE, name + ".json"), "w") as f:
        json.dump(tr, f, indent=1, ensure_ascii=False)
    print("==", name)
    for i, info in enumerate(infos):
        summ = {k: v for k, v in info.items() if k not in ("features",)}
        print("  deal", i, summ)
        feats = sorted({f[0] for f in info.get("features", [])})
        print("     features", feats, [f for f in info.get("features", []) if f[0] != "free_discard"][:6])
    return out_deals, infos
