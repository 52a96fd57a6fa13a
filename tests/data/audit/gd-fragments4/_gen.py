"""Blind generator for audit round gd-fragments4 (Galician Tarok, records taken up mid-session).

Written from Szczepanski's rules (seeds/002, Polish) and the public contract only; the engine is
not consulted. Every figure is computed here from the source:

  s14  card points: each group of three cards (trick, the player's discards) = sum - 2; 66 in all.
  s18  game (three, first packet, so single): 3 * |points - 33| + 30; won by the player from each
       opponent, lost: paid to each (s17: "kazdemu z pomagajacych i krolowi").
  s6   announced pagat ultimo: 100; not made (pagat beaten in the last trick) pays 100 (s27).
  s27  pool (zydek): 10% of every win goes in; the player who announces and makes ultimo takes it;
       one who fails it "cala sume, jaka jest w zydku, traci i te do zydka sklada" (pays the
       pool's content into it). Stake 10 a seat when the pool is founded anew (the deal after a
       take; the option's documented meaning).

Records start mid-session: start.totals (summing to minus the pool's real content, as a real
session would) and no start.pools.

Run:  /work/venv/bin/python tests/data/audit/gd-fragments4/_gen.py
"""

import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))

SUITS = "HDSC"
DECK = [r + s for s in SUITS for r in "KQNJ"] + ["1H", "1D", "10S", "10C"]
DECK += ["T%d" % i for i in range(1, 22)] + ["SKIZ"]
assert len(DECK) == 42
PLAYERS3 = ["Antoni", "Bronisława", "Cyprian"]
PLAYERS4 = ["Antoni", "Bronisława", "Cyprian", "Dorota"]


def val(c):
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if c[0] == "T" or c == "SKIZ":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def is_tr(c):
    return c == "SKIZ" or c[0] == "T"


def trank(c):
    return 22 if c == "SKIZ" else int(c[1:])


def srank(c):
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def suit(c):
    return "T" if is_tr(c) else c[-1]


def winner(trick):
    best = trick[0]
    for s, c in trick[1:]:
        b = best[1]
        if is_tr(c):
            if not is_tr(b) or trank(c) > trank(b):
                best = (s, c)
        elif not is_tr(b) and suit(c) == suit(b) and srank(c) > srank(b):
            best = (s, c)
    return best[0]


def legal(hand, led):
    """s5: follow suit; void: a tarock; tarock led: a tarock; else anything."""
    if led is None:
        return list(hand)
    ls = suit(led)
    same = [c for c in hand if suit(c) == ls]
    if same:
        return same
    trumps = [c for c in hand if is_tr(c)]
    if trumps:
        return trumps
    return list(hand)


def r2(x):
    return round(x + 0.0, 6)


def sim_deal(seed, n, dealer, pos, kind):
    """Search a deal. kind: win / lose (no ultimo), fail / made (announced ultimo).
    pos: declarer's place in the bidding order (0 = forehand)."""
    rng = random.Random(seed)
    while True:
        seed += 1
        rng.seed(seed)
        active = [(dealer + k) % n for k in range(1, n + 1) if (dealer + k) % n != dealer or n == 3]
        if n == 3:
            active = [(dealer + 1) % 3, (dealer + 2) % 3, dealer]
        else:
            active = [(dealer + 1) % 4, (dealer + 2) % 4, (dealer + 3) % 4]
        decl = active[pos]
        deck = DECK[:]
        rng.shuffle(deck)
        talon = deck[:6]
        hands = {s: deck[6 + 12 * i: 18 + 12 * i] for i, s in enumerate(active)}
        ult = kind in ("fail", "made")
        if ult and "T1" not in hands[decl] and "T1" not in talon[:3]:
            continue
        hand = hands[decl] + talon[:3]
        cand = [c for c in hand if not is_tr(c) and c[0] != "K"]
        if len(cand) < 3:
            continue
        cand.sort(key=lambda c: (val(c), c))
        discard = cand[:3]
        hand = [c for c in hand if c not in discard]
        cur = {s: list(hands[s]) for s in active}
        cur[decl] = hand
        leader = active[0]
        plays = []
        piles = {s: [] for s in active}
        ok = True
        last = None
        for t in range(12):
            order = [active[(active.index(leader) + k) % 3] for k in range(3)]
            trick = []
            for s in order:
                lg = legal(cur[s], trick[0][1] if trick else None)
                if ult and s == decl and t < 11:
                    lg2 = [c for c in lg if c != "T1"]
                    if not lg2:
                        ok = False
                        break
                    lg = lg2
                c = rng.choice(sorted(lg))
                cur[s].remove(c)
                trick.append((s, c))
            if not ok:
                break
            w = winner(trick)
            piles[w].extend(c for _, c in trick)
            plays.extend(trick)
            leader = w
            last = (trick, w)
        if not ok:
            continue
        tricks_decl = sum(1 for i in range(0, 36, 3) if winner(plays[i:i + 3]) == decl)
        if tricks_decl in (0, 12):
            continue
        pts = 0
        for i in range(0, 36, 3):
            tr3 = plays[i:i + 3]
            if winner(tr3) == decl:
                pts += sum(val(c) for _, c in tr3) - 2
        pts += sum(val(c) for c in discard) - 2
        if pts == 33:
            continue
        dpile = [c for i in range(0, 36, 3) if winner(plays[i:i + 3]) == decl for _, c in plays[i:i + 3]]
        dpile += discard
        hpile = [c for c in DECK if c not in dpile]
        bad = False
        for pile in (dpile, hpile):
            if all(k in pile for k in ("T1", "T21", "SKIZ")):
                bad = True
            if all(("K" + s) in pile for s in SUITS):
                bad = True
        if bad:
            continue
        trick, w = last
        dlast = [c for s, c in trick if s == decl][0]
        if ult:
            if dlast != "T1":
                continue
            if kind == "made" and w != decl:
                continue
            if kind == "fail" and w == decl:
                continue
            if kind == "made" and pts < 33:
                continue
            if kind == "fail" and pts > 33:
                continue
        else:
            if dlast == "T1":
                continue
            if kind == "win" and pts < 33:
                continue
            if kind == "lose" and pts > 33:
                continue
        # auction
        bids = []
        for k, s in enumerate(active):
            if k == pos:
                bids.append({"type": "bid", "seat": s, "bid": "three"})
            elif k < pos:
                bids.append({"type": "bid", "seat": s, "bid": "pass"})
        for k, s in enumerate(active):
            if k > pos:
                bids.append({"type": "bid", "seat": s, "bid": "pass"})
        ev = bids
        ev.append({"type": "take", "seat": decl, "cards": talon[:3]})
        ev.append({"type": "discard", "seat": decl, "cards": discard})
        ev.append({"type": "announce", "seat": decl, "items": [{"kind": "pagat_ultimo"}] if ult else []})
        for k in range(1, 3):
            s = active[(active.index(decl) + k) % 3]
            ev.append({"type": "announce", "seat": s, "items": []})
        for s, c in plays:
            ev.append({"type": "play", "seat": s, "card": c})
        allhands = [[] for _ in range(n)]
        for s in active:
            allhands[s] = hands[s]
        return {
            "seed": seed,
            "dealer": dealer,
            "decl": decl,
            "active": active,
            "hands": allhands,
            "talon": talon,
            "events": ev,
            "points": pts,
            "kind": kind,
            "last": last,
        }


def settle(n, d, pool_before, stakes):
    """Payments of one deal by the source. Returns (list of payments, pool after)."""
    pays = []
    decl = d["decl"]
    opp = [s for s in range(n) if s != decl]  # helpers and, with four, the king (s17)
    pool = pool_before
    if stakes:
        for s in range(n):
            pays.append({"from": s, "to": "pool", "amount": 10, "reason": "pool_stake"})
            pool += 10
    pts = d["points"]
    g = 3 * abs(pts - 33) + 30
    d["game"] = g
    won = pts > 33
    wins = {s: 0.0 for s in range(n)}
    for s in opp:
        if won:
            pays.append({"from": s, "to": decl, "amount": g, "reason": "game"})
            wins[decl] += g
        else:
            pays.append({"from": decl, "to": s, "amount": g, "reason": "game"})
            wins[s] += g
    if d["kind"] in ("fail", "made"):
        for s in opp:
            if d["kind"] == "made":
                pays.append({"from": s, "to": decl, "amount": 100, "reason": "pagat_ultimo"})
                wins[decl] += 100
            else:
                pays.append({"from": decl, "to": s, "amount": 100, "reason": "pagat_ultimo"})
                wins[s] += 100
        if d["kind"] == "fail":
            d["pool_paid"] = r2(pool)
            pays.append({"from": decl, "to": "pool", "amount": r2(pool), "reason": "pool_ultimo"})
            pool = pool * 2
        else:
            d["pool_taken"] = r2(pool)
            pays.append({"from": "pool", "to": decl, "amount": r2(pool), "reason": "pool_ultimo"})
            pool = 0.0
    for s in range(n):
        if wins[s] > 0:
            sh = r2(wins[s] * 0.1)
            pays.append({"from": s, "to": "pool", "amount": sh, "reason": "pool_share"})
            pool += sh
    return pays, r2(pool)


def nets(n, pays):
    net = {s: 0.0 for s in range(n)}
    net["pool"] = 0.0
    for p in pays:
        net[p["from"]] -= p["amount"]
        net[p["to"]] += p["amount"]
    return {k: r2(v) for k, v in net.items()}


# Each record: n, form (pay / sheet), first dealer, pool content at start (unknown to the
# record), start totals (summing to -pool), deals [(kind, declarer's bidding place)], sheet
# options, and the slip.
RECORDS = {
    "a1": dict(n=3, form="pay", d0=0, pool=47.6, totals=[-112.4, 96.0, -31.2],
               deals=[("fail", 1), ("made", 0)], seed=100),
    "a2": dict(n=3, form="pay", d0=2, pool=83.0, totals=[-40.0, -150.5, 107.5],
               deals=[("fail", 0), ("win", 1), ("made", 2)], seed=200, take_reason=False,
               fail_reason=False),
    "a3": dict(n=3, form="pay", d0=1, pool=36.4, totals=[55.0, -120.6, 29.2],
               deals=[("fail", 2), ("made", 1)], seed=300, slip="take_no_shares"),
    "a4": dict(n=3, form="pay", d0=0, pool=61.2, totals=[-20.0, -80.4, 39.2],
               deals=[("lose", 1), ("fail", 0), ("made", 2)], seed=400, slip="helper_share_game_only"),
    "a5": dict(n=4, form="pay", d0=3, pool=124.8, totals=[-64.0, 212.2, -180.0, -93.0],
               deals=[("fail", 0), ("made", 1), ("win", 2)], seed=500),
    "a6": dict(n=4, form="pay", d0=1, pool=95.5, totals=[30.5, -70.0, -46.0, -10.0],
               deals=[("fail", 1), ("made", 0)], seed=600, slip="taker_share_with_pool",
               take_reason=False),
    "a7": dict(n=3, form="sheet", d0=0, pool=52.8, totals=[14.0, -101.3, 34.5],
               deals=[("fail", 0), ("made", 1)], seed=700, pool_line=True, pool_total_from=0),
    "a8": dict(n=3, form="sheet", d0=1, pool=70.0, totals=[-35.0, 10.0, -45.0],
               deals=[("fail", 1), ("lose", 2), ("made", 0)], seed=800, pool_line=False,
               pool_total_from=2),
    "a9": dict(n=3, form="sheet", d0=2, pool=44.2, totals=[-60.0, 25.8, -10.0],
               deals=[("win", 0), ("fail", 2), ("made", 1)], seed=900, pool_line=True,
               pool_total_from=0, slip="fail_line_old_content"),
    "a10": dict(n=3, form="sheet", d0=0, pool=58.0, totals=[40.0, -55.0, -43.0],
                deals=[("fail", 2), ("made", 0)], seed=1000, pool_line=True, pool_total_from=0,
                slip="pool_line_no_share"),
    "a11": dict(n=4, form="sheet", d0=0, pool=88.8, totals=[-12.8, -40.0, 20.0, -56.0],
                deals=[("lose", 0), ("fail", 1), ("win", 2), ("made", 1)], seed=1100,
                pool_line=True, pool_total_from=2),
    "a12": dict(n=4, form="sheet", d0=2, pool=66.6, totals=[-16.6, -30.0, 5.0, -25.0],
                deals=[("win", 1), ("fail", 2), ("made", 0)], seed=1200, pool_line=True,
                pool_total_from=1, slip="king_line_no_share"),
    "a13": dict(n=3, form="sheet", d0=1, pool=39.9, totals=[-13.3, -13.3, -13.3],
                deals=[("fail", 0), ("made", 2), ("win", 1), ("lose", 0)], seed=1300,
                pool_line=False, pool_total_from=1, slip="pool_total_made"),
    "a14": dict(n=3, form="pay", d0=1, pool=29.0, totals=[-100.0, 50.0, 21.0],
                deals=[("win", 2), ("fail", 0), ("lose", 1), ("made", 0)], seed=1400,
                fail_reason=False),
    # added in Phase 2 (not blind): the probe of REPORT.md (c1), a take slip on a sheet that writes
    # no pool line
    "a15": dict(n=3, form="sheet", d0=2, pool=51.3, totals=[-30.0, -11.3, -10.0],
                deals=[("fail", 1), ("made", 2)], seed=1500, pool_line=False,
                pool_total_from=1, slip="taker_line_take_plus10"),
}


def build(name, R):
    n = R["n"]
    players = PLAYERS3 if n == 3 else PLAYERS4
    pool = R["pool"]
    totals = list(R["totals"])
    assert abs(sum(totals) + pool) < 1e-9, name
    deals_out = []
    info = []
    seed = R["seed"] * 1000
    stakes_next = False
    for k, (kind, pos) in enumerate(R["deals"]):
        dealer = (R["d0"] + k) % n
        d = sim_deal(seed, n, dealer, pos, kind)
        seed = d["seed"] + 1
        pool_before = pool
        pays, pool = settle(n, d, pool, stakes_next)
        stakes_next = kind == "made"
        net = nets(n, pays)
        ev = list(d["events"])
        rec = {"kind": kind, "dealer": dealer, "decl": d["decl"], "points": d["points"],
               "game": d["game"], "pool_before": r2(pool_before), "pool_after": pool,
               "net": net, "pays": pays, "slip": None}
        if R["form"] == "pay":
            for p in pays:
                e = {"type": "payment", "from": p["from"], "to": p["to"], "amount": p["amount"]}
                keep = True
                if p["reason"] == "pool_ultimo" and kind == "made" and not R.get("take_reason", True):
                    keep = False
                if p["reason"] == "pool_ultimo" and kind == "fail" and not R.get("fail_reason", True):
                    keep = False
                if p["reason"] == "pool_share" and p["from"] % 2 == 1:
                    keep = False  # some shares written without a reason, as the example does
                if keep:
                    e["reason"] = p["reason"]
                ev.append(e)
        else:
            for s in range(n):
                ev.append({"type": "score", "party": s, "points": net[s]})
            if R["pool_line"]:
                ev.append({"type": "score", "party": "pool", "points": net["pool"]})
            for s in range(n):
                totals[s] = r2(totals[s] + net[s])
                ev.append({"type": "total", "party": s, "points": totals[s]})
            if k >= R["pool_total_from"]:
                ev.append({"type": "total", "party": "pool", "points": pool})
        rec["totals"] = list(totals)
        deals_out.append({"dealer": dealer, "hands": d["hands"], "talon": d["talon"], "events": ev})
        info.append(rec)
    doc = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "players": players,
        "start": {"totals": R["totals"]},
        "meta": {"audit": "gd-fragments4", "record": name},
        "deals": deals_out,
    }
    slip = R.get("slip")
    planted = None
    if slip:
        planted = plant(doc, info, slip, n)
        doc["meta"]["planted"] = planted["what"]
    return doc, info, planted


def find(ev, pred):
    idx = [i for i, e in enumerate(ev) if pred(e)]
    assert len(idx) == 1, idx
    return idx[0]


def plant(doc, info, slip, n):
    if slip == "take_no_shares":
        k = [i for i, r in enumerate(info) if r["kind"] == "made"][0]
        ev = doc["deals"][k]["events"]
        i = find(ev, lambda e: e["type"] == "payment" and e["from"] == "pool")
        right = ev[i]["amount"]
        fk = [j for j, r in enumerate(info) if r["kind"] == "fail"][0]
        wrong = r2(2 * info[fk]["pool_before"])
        ev[i]["amount"] = wrong
        return dict(deal=k, event=i, code="wrong_payment", right=right, wrong=wrong,
                    what="take written as twice the content before the failed ultimo, without that deal's shares")
    if slip == "helper_share_game_only":
        k = [i for i, r in enumerate(info) if r["kind"] == "fail"][0]
        ev = doc["deals"][k]["events"]
        decl = info[k]["decl"]
        h = [s for s in range(n) if s != decl][0]
        i = find(ev, lambda e: e["type"] == "payment" and e["from"] == h and e["to"] == "pool")
        right = ev[i]["amount"]
        wrong = r2(info[k]["game"] * 0.1)
        ev[i]["amount"] = wrong
        # the later take is of the chips really in the pool (the recorded ones)
        diff = r2(right - wrong)
        for j in range(k + 1, len(info)):
            evj = doc["deals"][j]["events"]
            for e in evj:
                if e["type"] == "payment" and e["from"] == "pool":
                    e["amount"] = r2(e["amount"] - diff)
                    info[j]["take_recorded"] = e["amount"]
        return dict(deal=k, event=i, code="wrong_payment", right=right, wrong=wrong,
                    what="a helper's 10% share in the failed-ultimo deal taken of the game only; the later take is of the chips in the pool")
    if slip == "taker_share_with_pool":
        k = [i for i, r in enumerate(info) if r["kind"] == "made"][0]
        ev = doc["deals"][k]["events"]
        decl = info[k]["decl"]
        i = find(ev, lambda e: e["type"] == "payment" and e["from"] == decl and e["to"] == "pool")
        right = ev[i]["amount"]
        wrong = r2(right + info[k]["pool_before"] * 0.1)
        ev[i]["amount"] = wrong
        return dict(deal=k, event=i, code="wrong_payment", right=right, wrong=wrong,
                    what="the taker's 10% share counted on the pool he took as well")
    if slip == "fail_line_old_content":
        k = [i for i, r in enumerate(info) if r["kind"] == "fail"][0]
        ev = doc["deals"][k]["events"]
        decl = info[k]["decl"]
        i = find(ev, lambda e: e["type"] == "score" and e["party"] == decl)
        right = ev[i]["points"]
        # he paid the content as it stood before the previous deal's shares went in
        old = info[k - 1]["pool_before"]
        delta = r2(info[k]["pool_before"] - old)
        wrong = r2(right + delta)
        ev[i]["points"] = wrong
        # his running totals follow the sheet's own arithmetic from here on
        for j in range(k, len(info)):
            for e in doc["deals"][j]["events"]:
                if e["type"] == "total" and e["party"] == decl:
                    e["points"] = r2(e["points"] + delta)
        return dict(deal=k, event=i, code="wrong_score", right=right, wrong=wrong,
                    what="the failed ultimo's line pays the pool's content before the previous deal's shares")
    if slip == "pool_line_no_share":
        k = [i for i, r in enumerate(info) if r["kind"] == "made"][0]
        ev = doc["deals"][k]["events"]
        i = find(ev, lambda e: e["type"] == "score" and e["party"] == "pool")
        right = ev[i]["points"]
        wrong = r2(-info[k]["pool_before"])
        delta = r2(wrong - right)
        ev[i]["points"] = wrong
        for j in range(k, len(info)):
            for e in doc["deals"][j]["events"]:
                if e["type"] == "total" and e["party"] == "pool":
                    e["points"] = r2(e["points"] + delta)
        return dict(deal=k, event=i, code="wrong_score", right=right, wrong=wrong,
                    what="the pool's line in the take deal without the taker's share; its total follows from that line")
    if slip == "king_line_no_share":
        k = [i for i, r in enumerate(info) if r["kind"] == "fail"][0]
        ev = doc["deals"][k]["events"]
        king = info[k]["dealer"]
        i = find(ev, lambda e: e["type"] == "score" and e["party"] == king)
        right = ev[i]["points"]
        wrong = r2(info[k]["game"] + 100)
        delta = r2(wrong - right)
        ev[i]["points"] = wrong
        for j in range(k, len(info)):
            for e in doc["deals"][j]["events"]:
                if e["type"] == "total" and e["party"] == king:
                    e["points"] = r2(e["points"] + delta)
        return dict(deal=k, event=i, code="wrong_score", right=right, wrong=wrong,
                    what="the king's line in the failed-ultimo deal without his 10% share; his totals follow it")
    if slip == "pool_total_made":
        k = [i for i, r in enumerate(info) if r["kind"] == "made"][0]
        ev = doc["deals"][k]["events"]
        i = find(ev, lambda e: e["type"] == "total" and e["party"] == "pool")
        right = ev[i]["points"]
        wrong = r2(right + 10)
        for j in range(k, len(info)):
            for e in doc["deals"][j]["events"]:
                if e["type"] == "total" and e["party"] == "pool":
                    e["points"] = r2(e["points"] + 10)
        return dict(deal=k, event=i, code="wrong_total", right=right, wrong=wrong,
                    what="the pool's total after the take mis-added by 10; later pool totals run on from it")
    if slip == "taker_line_take_plus10":
        k = [i for i, r in enumerate(info) if r["kind"] == "made"][0]
        ev = doc["deals"][k]["events"]
        decl = info[k]["decl"]
        i = find(ev, lambda e: e["type"] == "score" and e["party"] == decl)
        right = ev[i]["points"]
        wrong = r2(right + 10)
        ev[i]["points"] = wrong
        for j in range(k, len(info)):
            for e in doc["deals"][j]["events"]:
                if e["type"] == "total" and e["party"] == decl:
                    e["points"] = r2(e["points"] + 10)
        return dict(deal=k, event=i, code="wrong_score", right=right, wrong=wrong,
                    what="the taker's line takes 10 more than the pool held; his totals follow it")
    raise ValueError(slip)


def main():
    summary = {}
    for name, R in RECORDS.items():
        doc, info, planted = build(name, R)
        with open(os.path.join(HERE, name + ".json"), "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
            f.write("\n")
        summary[name] = {"n": R["n"], "form": R["form"], "deals": info, "planted": planted}
    with open(os.path.join(HERE, "_figures.txt"), "w", encoding="utf-8") as f:
        json.dump(summary, f, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main()
