"""gd30: deal simulator and settlement by my reading of the source (see EXPECTED.md)."""

import random

from model import (
    CONTRACT,
    deal_cards,
    game_value,
    group_points,
    is_tarock,
    legal,
    value,
    winner_index,
)

STAKE, PASS_FEE, PCT = 10, 5, 0.10


def r2(x):
    return round(x + 0.0, 6)


def active_seats(n, dealer):
    if n == 4:
        return [(dealer + i) % 4 for i in range(1, 4)]
    return [(dealer + i) % 3 for i in range(1, 4)]


class Deal:
    pass


def play_deal(spec, seed):
    """Simulate one deal. spec keys: n, dealer, declarer (None = all pass), bids, contract,
    rejects, announce {seat: items}, doubles [(seat,target,level)], ultimo (bool, declarer keeps
    pagat), hook(tno, pos, seat, hand, trick, leg, rng) -> card or None, lead (seat or None)."""
    rng = random.Random(seed)
    n, dealer = spec["n"], spec["dealer"]
    hands, talon = deal_cards(rng, n, dealer)
    d = Deal()
    d.seed, d.hands0, d.talon = seed, [h[:] for h in hands], talon[:]
    d.events = []
    act = active_seats(n, dealer)
    d.act = act
    for s, b in spec["bids"]:
        d.events.append({"type": "bid", "seat": s, "bid": b})
    decl = spec.get("declarer")
    d.decl = decl
    if decl is None:
        return d
    hands = [h[:] for h in hands]
    contract = spec.get("contract", "three")
    d.contract = contract
    rej = spec.get("rejects", 0)
    d.k = 1 + rej
    helpers_talon = []
    d.discard = []
    if contract == "three":
        packets = [talon[:3], talon[3:]]
        for _ in range(rej if not spec.get("events_fix") else 0):
            d.events.append({"type": "call", "seat": decl, "call": "reject"})
        took = packets[rej % 2]
        helpers_talon = packets[(rej + 1) % 2]
        d.events.append({"type": "take", "seat": decl, "cards": took[:]})
        hands[decl] += took
        disc = spec.get("discard_fn", default_discard)(hands[decl], 3, rng)
        if disc is None:
            return None
        d.discard = disc
        for c in disc:
            hands[decl].remove(c)
        ev = {"type": "discard", "seat": decl, "cards": disc[:]}
        if spec.get("shown"):
            ev["shown"] = True
        d.events.append(ev)
    else:  # solo: no buying; the whole talon counts for the helpers (s10)
        helpers_talon = talon[:]
    d.helpers_talon = helpers_talon
    d.hand_after_discard = hands[decl][:]
    ann = spec.get("announce", {})
    order = [decl] + [s for s in act[act.index(decl) + 1 :] + act[: act.index(decl)]]
    for s in order:
        d.events.append({"type": "announce", "seat": s, "items": ann.get(s, [])})
    for s, t, lv in spec.get("doubles", []):
        d.events.append({"type": "double", "seat": s, "target": t, "level": lv})
    ult = spec.get("ultimo", False)
    hook = spec.get("hook")
    leader = spec.get("lead", act[0])
    d.tricks = []
    d.faults = []
    for tno in range(12):
        trick, seats = [], []
        s = leader
        order_t = [s] + [x for x in act[act.index(s) + 1 :] + act[: act.index(s)]]
        if spec.get("order_hook"):
            order_t = spec["order_hook"](tno, order_t)
        for pos, s in enumerate(order_t):
            leg = legal(hands[s], trick)
            c = None
            if hook:
                c = hook(tno, pos, s, hands[s], trick, leg, rng, d)
            if c is None:
                cand = leg
                if ult and s == decl and tno < 11 and len(cand) > 1 and "T1" in cand:
                    cand = [x for x in cand if x != "T1"]
                if s != decl and tno < 11 and len(cand) > 1 and spec.get("helpers_keep_pagat"):
                    cand = [x for x in cand if x != "T1"] or cand
                c = rng.choice(sorted(cand))
            hands[s].remove(c)
            trick.append(c)
            seats.append(s)
            d.events.append({"type": "play", "seat": s, "card": c})
        w = seats[winner_index(trick)]
        d.tricks.append((seats, trick, w))
        leader = w
    dec_cards = [c for seats, t, w in d.tricks if w == decl for c in t]
    hel_cards = [c for seats, t, w in d.tricks if w != decl for c in t]
    d.pts = group_points(dec_cards + d.discard)
    d.hpts = group_points(hel_cards + helpers_talon)
    assert d.pts + d.hpts == 66
    d.dec_tricks = sum(1 for _, _, w in d.tricks if w == decl)
    last = d.tricks[-1]
    d.last_has_pagat = "T1" in last[1]
    d.pagat_ultimo_decl = "T1" in last[1] and last[2] == decl and last[0][last[1].index("T1")] == decl
    trull = {"T1", "T21", "SKIZ"}
    kings = {"KH", "KD", "KS", "KC"}
    d.dec_trull = trull <= set(dec_cards)
    d.hel_trull = trull <= set(hel_cards)
    d.dec_kings = kings <= set(dec_cards)
    d.hel_kings = kings <= set(hel_cards)
    d.tarocks_in_hand = sum(1 for c in d.hand_after_discard if is_tarock(c))
    return d


def default_discard(hand, k, rng):
    cand = sorted([c for c in hand if not is_tarock(c) and c[0] != "K"], key=lambda c: (value(c), c))
    if len(cand) < k:
        return None
    return cand[:k]


def settle(d, spec, pool, need_stake, n):
    """Return (list of payments (from,to,amount,reason), new_pool, need_stake_next, nets)."""
    pays = []
    seats = list(range(n))
    if need_stake:
        for s in seats:
            pays.append((s, "pool", STAKE, "pool_stake"))
        pool += STAKE * n
        need_stake = False
    if d.decl is None:
        for s in d.act:
            pays.append((s, "pool", PASS_FEE, "pool_pass"))
            pool += PASS_FEE
        return pays, r2(pool), need_stake
    decl = d.decl
    opps = [s for s in seats if s != decl]  # helpers and, with four, the king (s17, s20)
    helpers = [s for s in d.act if s != decl]
    contra = any(t == "game" and lv == 2 and s in helpers for s, t, lv in spec.get("doubles", []))
    mult_c = 2 if contra else 1
    lost_forced = spec.get("forced_loss", False)  # renonce / king discarded etc.
    won = d.pts > 33 and not lost_forced
    V = game_value(d.contract, d.pts)
    if lost_forced and d.pts > 33:
        m, a = CONTRACT[d.contract]
        V = a  # he pays only the consolation (s12, s23)
    game = []
    for o in opps:
        if won:
            game.append((o, decl, V * mult_c, "game"))
        else:
            game.append((decl, o, V * d.k * mult_c, "game"))
    prem = []
    ann = spec.get("announce", {}).get(decl, [])
    kinds = {it["kind"]: it for it in ann}
    premium_for_decl = not lost_forced
    # pagat ultimo (s6, s27)
    ult_take = 0
    ult_fail = False
    if "pagat_ultimo" in kinds:
        made = d.pagat_ultimo_decl and not spec.get("pagat_released")
        if made and premium_for_decl:
            for o in opps:
                prem.append((o, decl, 100, "pagat_ultimo"))
            ult_take = pool
        elif not made:
            for o in opps:
                prem.append((decl, o, 100, "pagat_ultimo"))
            ult_fail = True
    elif d.pagat_ultimo_decl and premium_for_decl:
        for o in opps:
            prem.append((o, decl, 50, "pagat_ultimo"))
    if "trull" in kinds:
        if d.dec_trull and premium_for_decl:
            for o in opps:
                prem.append((o, decl, 100, "trull"))
        elif not d.dec_trull:
            for o in opps:
                prem.append((decl, o, 100, "trull"))
    elif d.dec_trull and premium_for_decl:
        for o in opps:
            prem.append((o, decl, 50, "trull"))
    if "four_kings" in kinds:
        if d.dec_kings and premium_for_decl:
            for o in opps:
                prem.append((o, decl, 200, "four_kings"))
        elif not d.dec_kings:
            for o in opps:
                prem.append((decl, o, 200, "four_kings"))
    elif d.dec_kings and premium_for_decl:
        for o in opps:
            prem.append((o, decl, 100, "four_kings"))
    if "tarocks" in kinds:
        cnt = kinds["tarocks"]["count"]
        amt = {10: 50, 11: 100, 12: 150}[cnt]
        if d.tarocks_in_hand == cnt and premium_for_decl:
            for o in opps:
                prem.append((o, decl, amt, "tarocks"))
        elif d.tarocks_in_hand < cnt:  # a walor he does not hold: he pays it (s21)
            for o in opps:
                prem.append((decl, o, amt, "tarocks"))
    for s, items in spec.get("announce", {}).items():
        if s == decl:
            continue
        for it in items:
            if it["kind"] == "tarocks":  # a helper's tarocks: the player pays each opponent (s20)
                amt = {10: 50, 11: 100, 12: 150}[it["count"]]
                for o in opps:
                    prem.append((decl, o, amt, "tarocks"))
    pays += game + prem
    net = {s: 0.0 for s in seats}
    for f, t, a, _ in game + prem:
        net[f] -= a
        net[t] += a
    if ult_take:
        pays.append(("pool", decl, r2(ult_take), "pool_ultimo"))
        pool -= ult_take
        need_stake = True
    if ult_fail:
        pays.append((decl, "pool", r2(pool), "pool_ultimo"))
        pool += pool
    for s in seats:
        if net[s] > 0:
            pays.append((s, "pool", r2(net[s] * PCT), "pool_share"))
            pool += net[s] * PCT
    return pays, r2(pool), need_stake


def nets_of(pays, n):
    net = {s: 0.0 for s in range(n)}
    net["pool"] = 0.0
    for f, t, a, _ in pays:
        net[f] -= a
        net[t] += a
    return {k: r2(v) for k, v in net.items()}
