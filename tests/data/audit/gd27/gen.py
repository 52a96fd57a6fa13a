"""gd27 generator: seeded deals, legal play, score-sheet settlement by the auditor's reading of the source.

Run: python gen.py  (writes NN-*.json and facts.json into this folder). Imports nothing from the engine.
"""

import json
import os
import sys
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model import PACKET, SCALE, is_tarock, play_deal, points, shuffle_deal, srank, tnum  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
NAMES = ["Adam", "Bożena", "Czesław", "Danuta", "Edward"]
KINGS = {"KH", "KD", "KS", "KC"}


def rnd(p):  # points to a whole number: nearest (calibrated on examples/clean.json deal 0, 30 1/3 -> 30)
    return int(p + Fraction(1, 2)) if p >= 0 else -int(-p + Fraction(1, 2))


def num(x):
    x = Fraction(x)
    if x.denominator == 1:
        return int(x)
    return round(float(x), 2)


AUCTIONS = {
    # (contract, level, who) -> list of (active-order index, bid); player index = who
    ("three", 1, 0): [(0, "three"), (1, "pass"), (2, "pass")],
    ("three", 1, 1): [(0, "pass"), (1, "three"), (2, "pass")],
    ("three", 1, 2): [(0, "pass"), (1, "pass"), (2, "three")],
    ("three", 2, 0): [(0, "three"), (1, "bottom"), (2, "pass"), (0, "hold"), (1, "pass")],
    ("three", 2, 1): [(0, "three"), (1, "bottom"), (2, "pass"), (0, "pass")],
    ("three", 3, 1): [(0, "pass"), (1, "three"), (2, "bottom"), (1, "hold"), (2, "top"), (1, "top"), (2, "pass")],
    ("two", 1, 0): [(0, "two"), (1, "pass"), (2, "pass")],
    ("two", 1, 1): [(0, "pass"), (1, "two"), (2, "pass")],
    ("one", 1, 0): [(0, "one"), (1, "pass"), (2, "pass")],
    ("one", 1, 2): [(0, "pass"), (1, "pass"), (2, "one")],
    ("solo", 1, 0): [(0, "solo"), (1, "pass"), (2, "pass")],
    ("solo", 1, 1): [(0, "pass"), (1, "solo"), (2, "pass")],
}


def seats_of(n, dealer, sitter):
    """active seats in order from the forehand (dealer+1); at 4-5 players the dealer is the king and sits the play out"""
    king = dealer if n >= 4 else None
    order = []
    for k in range(1, n + 1):
        s = (dealer + k) % n
        if s == king or s == sitter:
            continue
        order.append(s)
    return order[:3], king


def build_deal(spec, n, dealer, sitter, pool_before, rules):
    """Search seeds from spec['seed'] until spec's predicate holds. Returns (deal json, facts, pool_after, nets)."""
    order, king = seats_of(n, dealer, sitter)
    contract = spec.get("contract", "three")
    stake = rules.get("pool_stake", 10)
    pct = Fraction(rules.get("pool_win_percent", 10), 100)
    pass_fee = rules.get("pool_pass_fee", 5)
    dealer_fee = rules.get("pool_dealer_fee", 0)
    participants = [s for s in range(n) if s != sitter]
    seed = spec["seed"]
    for attempt in range(200000):
        sd = seed + attempt
        talon, hands, rng = shuffle_deal(sd, order)
        hands_json = [hands.get(s, []) for s in range(n)]
        ev = []
        flows = []  # (from, to, amount)
        pool = Fraction(pool_before)
        if pool == 0 and rules.get("pool", True):
            for s in participants:
                flows.append((s, "pool", stake))
            pool += stake * len(participants)
        if dealer_fee:
            flows.append((dealer, "pool", dealer_fee))
            pool += dealer_fee
        facts = {"seed": sd, "dealer": dealer, "king": king, "sitter": sitter, "order": order}
        if contract == "allpass":
            for s in order:
                ev.append({"type": "bid", "seat": s, "bid": "pass"})
            for s in order:
                flows.append((s, "pool", pass_fee))
                pool += pass_fee
            facts["contract"] = "all pass"
            return finish(spec, ev, flows, n, pool_before, pool, facts, dealer, hands_json, talon)
        level = spec.get("level", 1)
        who = spec.get("who", 0)
        player = order[who]
        for i, b in AUCTIONS[(contract, level, who)]:
            ev.append({"type": "bid", "seat": order[i], "bid": b})
        rejects = spec.get("rejects", 0)
        k = PACKET[contract]
        hand = list(hands[player])
        rest_talon = list(talon)
        discards = []
        if contract != "solo":
            look = level + rejects
            npk = 6 // k
            pk = (look - 1) % npk
            bought = talon[pk * k : (pk + 1) * k]
            rest_talon = [c for c in talon if c not in bought]
            for _ in range(rejects):
                ev.append({"type": "call", "seat": player, "call": "reject"})
            ev.append({"type": "take", "seat": player, "cards": bought})
            hand += bought
            cand = sorted([c for c in hand if not is_tarock(c) and c not in KINGS], key=lambda c: (srank(c), c))
            if len(cand) < k:
                continue
            discards = cand[:k]
            for c in discards:
                hand.remove(c)
            ev.append({"type": "discard", "seat": player, "cards": discards})
            P = look
        else:
            P = 1
        ntar = sum(1 for c in hand if is_tarock(c))
        items = []
        ann = set(spec.get("announce", []))
        if "tarocks" in ann:
            if ntar < 10:
                continue
            items.append({"kind": "tarocks", "count": ntar})
        elif ntar >= 10 and spec.get("no_silent_tarocks", True) is False:
            pass
        if "trull" in ann:
            items.append({"kind": "trull"})
        if "four_kings" in ann:
            items.append({"kind": "four_kings"})
        if "pagat_ultimo" in ann:
            if "T1" not in hand:
                continue
            items.append({"kind": "pagat_ultimo"})
        if "volat" in ann:
            items.append({"kind": "volat"})
        helpers = [s for s in order if s != player]
        ev.append({"type": "announce", "seat": player, "items": items})
        for s in helpers:
            ev.append({"type": "announce", "seat": s, "items": []})
        contra = spec.get("contra", 1)
        if contra >= 2:
            ev.append({"type": "double", "seat": helpers[spec.get("contra_by", 0)], "target": "game", "level": 2})
        if contra >= 4:
            ev.append({"type": "double", "seat": player, "target": "game", "level": 4})
        if contra >= 8:
            ev.append({"type": "double", "seat": helpers[spec.get("contra_by", 0)], "target": "game", "level": 8})
        hands_play = {s: list(hands[s]) for s in order}
        hands_play[player] = hand
        plant = spec.get("plant_revoke")
        keep = "pagat_ultimo" in ann or spec.get("keep_pagat", False)
        plays, tricks, rev = play_deal(
            hands_play, order, order[0], player, rng, keep_pagat=keep, style=spec.get("style", "random"),
            plant_revoke=(plant[0], player if plant[1] == "player" else helpers[0]) if plant else None,
        )
        if plant and rev is None:
            continue
        base = len(ev)
        for s, c in plays:
            ev.append({"type": "play", "seat": s, "card": c})
        ptricks = [t for t in tricks if t[0] == player]
        pcards = [c for t in ptricks for c in t[1]]
        hcards = [c for t in tricks if t[0] != player for c in t[1]]
        p_exact = points(pcards + discards)
        p = rnd(p_exact)
        if abs(p_exact - 33) < 1 and spec.get("exact33") is None:
            continue
        volat = len(ptricks) == len(tricks)
        last = tricks[-1]
        ultimo = last[0] == player and ("T1" in [c for s2, c in last[2] if s2 == player])
        trull_p = {"SKIZ", "T21", "T1"} <= set(pcards)
        trull_h = {"SKIZ", "T21", "T1"} <= set(hcards)
        kings_p = KINGS <= set(pcards)
        kings_h = KINGS <= set(hcards)
        m, a, vol = SCALE[contract]
        renonce = rev is not None and plant[1] == "player"
        won = p > 33 and not renonce
        if volat:
            g = vol * (2 if "volat" in ann else 1)
            gdesc = f"volat {g}"
        elif won:
            g = (p - 33) * m + a
            gdesc = f"won: ({p}-33)*{m}+{a} = {g}"
            if contra >= 2:
                g *= 2
                gdesc += f", contra x2 = {g}"
        else:
            g = -((33 - p) * m + a) * P * contra
            gdesc = f"lost: (({33}-{p})*{m}+{a}) x purchase {P} x contra {contra} = {g}"
        prem = {}
        if "tarocks" in ann:
            prem["tarocks"] = {10: 50, 11: 100, 12: 150}[ntar]
        if trull_p or "trull" in ann:
            prem["trull"] = (100 if "trull" in ann else 50) * (1 if trull_p else -1)
        if kings_p or "four_kings" in ann:
            prem["four_kings"] = (200 if "four_kings" in ann else 100) * (1 if kings_p else -1)
        if ultimo or "pagat_ultimo" in ann:
            prem["pagat_ultimo"] = (100 if "pagat_ultimo" in ann else 50) * (1 if ultimo else -1)
        if spec.get("helper_premium_ok") is not True and (trull_h or kings_h):
            continue
        if renonce and (prem or won):
            continue
        per_opp = g + sum(prem.values())
        facts.update({
            "contract": contract, "level": level, "rejects": rejects, "purchase": P, "player": player,
            "points": str(p_exact), "points_rounded": p, "volat": volat, "ultimo": ultimo, "won": won,
            "game": gdesc, "premiums": prem, "per_opponent": num(per_opp), "tarocks_in_hand": ntar,
            "contra": contra, "renonce_event": (base + rev) if rev is not None else None,
            "trull_helpers": trull_h, "kings_helpers": kings_h,
        })
        # mixed-sign guard
        signs = {x > 0 for x in [g] + list(prem.values()) if x != 0}
        if len(signs) > 1 and not spec.get("mixed_ok"):
            continue
        if not spec.get("want", lambda f: True)(facts):
            continue
        opps = helpers + ([king] if king is not None else [])
        for o in opps:
            if per_opp > 0:
                flows.append((o, player, per_opp))
            elif per_opp < 0:
                flows.append((player, o, -per_opp))
        if "pagat_ultimo" in ann:
            if ultimo:
                flows.append(("pool", player, pool))
                facts["pool_taken"] = num(pool)
                pool = Fraction(0)
            else:
                flows.append((player, "pool", pool))
                facts["pool_paid_in"] = num(pool)
                pool += pool
        # 10 % of each winning
        gains = {}
        for f, t, amt in flows:
            if f != "pool" and t != "pool":
                gains[t] = gains.get(t, 0) + amt
        for s, gsum in gains.items():
            sh = gsum * pct
            if sh:
                flows.append((s, "pool", sh))
                pool += sh
        facts["shares"] = {str(s): num(g2 * pct) for s, g2 in gains.items()}
        return finish(spec, ev, flows, n, pool_before, pool, facts, dealer, hands_json, talon)
    raise RuntimeError("no seed for " + repr(spec))


def finish(spec, ev, flows, n, pool_before, pool, facts, dealer, hands_json, talon):
    nets = {s: Fraction(0) for s in range(n)}
    pool_net = Fraction(0)
    for f, t, amt in flows:
        if f == "pool":
            pool_net -= amt
        else:
            nets[f] -= amt
        if t == "pool":
            pool_net += amt
        else:
            nets[t] += amt
    assert pool_net == pool - pool_before
    facts["nets"] = {str(s): num(v) for s, v in nets.items()}
    facts["pool_net"] = num(pool_net)
    facts["pool_after"] = num(pool)
    facts["flows"] = [[f, t, num(a)] for f, t, a in flows]
    deal = {"dealer": dealer, "hands": hands_json, "talon": talon, "events": ev}
    return deal, facts, pool, nets


def build_file(name, n, deals, start_pool=0, start_totals=None, rules=None, sitters=None, meta_note="", faults=()):
    """deals: list of (dealer, spec). faults: list of (deal_idx, kind, arg) kind in wrong_score/wrong_total/wrong_pool_total"""
    rules = rules or {}
    totals = [Fraction(x) for x in (start_totals or [0] * n)]
    pool = Fraction(start_pool)
    out_deals, allfacts = [], []
    expected = []
    for di, (dealer, spec) in enumerate(deals):
        sitter = sitters[di] if sitters else None
        deal, facts, pool_after, nets = build_deal(spec, n, dealer, sitter, pool, rules)
        ev = deal["events"]
        rec_scores = {s: nets[s] for s in range(n)}
        rec_pool = pool_after - pool
        for fd, kind, arg in faults:
            if fd == di and kind == "wrong_score":
                seat, delta = arg
                rec_scores[seat] += delta
        score_idx = {}
        for s in range(n):
            score_idx[s] = len(ev)
            ev.append({"type": "score", "party": s, "points": num(rec_scores[s])})
        score_idx["pool"] = len(ev)
        ev.append({"type": "score", "party": "pool", "points": num(rec_pool)})
        new_totals = [totals[s] + rec_scores[s] for s in range(n)]
        tot_idx = {}
        rec_totals = list(new_totals)
        rec_pool_total = pool_after
        for fd, kind, arg in faults:
            if fd == di and kind == "wrong_total":
                seat, delta = arg
                rec_totals[seat] += delta
            if fd == di and kind == "wrong_pool_total":
                rec_pool_total += arg
        for s in range(n):
            tot_idx[s] = len(ev)
            ev.append({"type": "total", "party": s, "points": num(rec_totals[s])})
        tot_idx["pool"] = len(ev)
        ev.append({"type": "total", "party": "pool", "points": num(rec_pool_total)})
        for fd, kind, arg in faults:
            if fd != di:
                continue
            if kind == "wrong_score":
                expected.append((di, score_idx[arg[0]], "wrong_score"))
            elif kind == "wrong_total":
                expected.append((di, tot_idx[arg[0]], "wrong_total"))
            elif kind == "wrong_pool_total":
                expected.append((di, tot_idx["pool"], "wrong_total"))
        if facts.get("renonce_event") is not None:
            expected.append((di, facts["renonce_event"], "revoke"))
        # the sheet goes on from the totals as written (the keeper's own arithmetic)
        totals = rec_totals
        pool = pool_after
        facts["totals_after"] = [num(t) for t in rec_totals]
        facts["pool_total_written"] = num(rec_pool_total)
        out_deals.append(deal)
        allfacts.append(facts)
    tr = {"format": "trick-transcript/1", "game": "galician-tarok", "players": NAMES[:n]}
    if rules:
        tr["rules"] = dict(rules)
    if start_pool or start_totals:
        tr["start"] = {}
        if start_pool:
            tr["start"]["pools"] = {"pool": num(start_pool)}
        if start_totals:
            tr["start"]["totals"] = [num(x) for x in start_totals]
    tr["meta"] = {"auditor": "gd27", "note": meta_note}
    tr["deals"] = out_deals
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as fh:
        json.dump(tr, fh, ensure_ascii=False, indent=1)
    return {"file": name, "expected": expected, "deals": allfacts}
