"""gd-spec: one deal from bids to money, by the blind model (model.py).  Nothing from validator/."""

from __future__ import annotations

import random
from fractions import Fraction

from model import (
    BID_KIND,
    BID_START,
    DECK,
    LEVEL,
    PACKET,
    VOLAT,
    is_tarock,
    play_out,
    points,
    round_pts,
    value,
)

STAKE, PASS_FEE, SHARE = 10, 5, Fraction(1, 10)


class Deal:
    def __init__(self, n, dealer, active, hands, talon, king=None):
        self.n, self.dealer, self.active, self.king = n, dealer, active, king
        self.hands = {s: list(h) for s, h in hands.items()}
        self.talon = list(talon)
        self.events: list[dict] = []
        self.fig: dict = {}

    def forehand(self):
        return self.active[0]

    def json(self):
        hands = [self.hands.get(s, []) for s in range(self.n)]
        return {"dealer": self.dealer, "hands": hands, "talon": self.talon, "events": self.events}


def deal_cards(rng, n, dealer, sitter=None, fixed=None, talon_fixed=None):
    """3 players: all play.  4: the dealer is the king.  5: the dealer is king and `sitter` sits out."""
    seats = list(range(n))
    idle = []
    if n >= 4:
        idle.append(dealer)
    if n == 5:
        idle.append(sitter)
    order = [(dealer + k) % n for k in range(1, n + 1)]
    active = [s for s in order if s not in idle]
    fixed = fixed or {}
    used = set(c for h in fixed.values() for c in h) | set(talon_fixed or [])
    rest = [c for c in DECK if c not in used]
    rng.shuffle(rest)
    hands = {}
    for s in active:
        h = list(fixed.get(s, []))
        while len(h) < 12:
            h.append(rest.pop())
        rng.shuffle(h)
        hands[s] = h
    talon = list(talon_fixed or [])
    while len(talon) < 6:
        talon.append(rest.pop())
    assert not rest
    for s in seats:
        if s not in hands:
            hands[s] = []
    return Deal(n, dealer, active, hands, talon, king=dealer if n >= 4 else None)


def run(
    d: Deal,
    bids,
    declarer,
    contract,
    rejects=0,
    discard=None,
    announces=None,
    doubles=None,
    rng=None,
    keep_pagat=False,
    forced=None,
    renonce=None,
    pool_before=0,
    fresh=False,
    strategy="greedy",
    helper_announces_first=False,
    false_tarocks=False,
):
    """Returns figures; fills d.events up to the last play.  renonce: 'player' or 'helpers' (side at fault)."""
    rng = rng or random.Random(0)
    ev = d.events
    for s, b in bids:
        ev.append({"type": "bid", "seat": s, "bid": b})
    kind = BID_KIND[contract]
    hand = list(d.hands[declarer])
    taken: list[str] = []
    if kind != "solo":
        size = PACKET[kind]
        packets = [d.talon[i : i + size] for i in range(0, 6, size)]
        views = BID_START[contract] + rejects
        taken = packets[(views - 1) % len(packets)]
        for _ in range(rejects):
            ev.append({"type": "call", "seat": declarer, "call": "reject"})
        ev.append({"type": "take", "seat": declarer, "cards": list(taken)})
        hand += taken
        if discard is None:
            cand = [c for c in hand if not is_tarock(c) and c[0] != "K"]
            cand.sort(key=lambda c: (value(c), c))
            discard = cand[:size]
        ev.append({"type": "discard", "seat": declarer, "cards": list(discard)})
        for c in discard:
            hand.remove(c)
    else:
        views = 1
        discard = []
    rest_talon = [c for c in d.talon if c not in taken]
    announces = announces or [(declarer, [])]
    for s, items in announces:
        ev.append({"type": "announce", "seat": s, "items": items})
    doubles = doubles or []
    for s, target, level in doubles:
        ev.append({"type": "double", "seat": s, "target": target, "level": level})
    hands = {s: list(d.hands[s]) for s in d.active}
    hands[declarer] = hand
    plays, tricks = play_out(
        hands,
        d.forehand(),
        declarer,
        d.active,
        rng=rng,
        keep_pagat=keep_pagat,
        forced=forced,
        strategy=strategy,
    )
    for s, c in plays:
        ev.append({"type": "play", "seat": s, "card": c})
    dpile = [c for tr, w in tricks if w == declarer for _, c in tr]
    hpile = [c for tr, w in tricks if w != declarer for _, c in tr]
    exact = points(dpile + list(discard))
    p = round_pts(exact)
    mult, add = LEVEL[kind]
    opp = [s for s in d.active if s != declarer] + ([d.king] if d.king is not None else [])
    level = max([lv for _, t, lv in doubles if t == "game"], default=1)
    dtricks = sum(1 for _, w in tricks if w == declarer)
    ann = {}
    for s, items in announces:
        for it in items:
            ann.setdefault(it["kind"], []).append((s, it))
    fig = {
        "declarer": declarer,
        "contract": contract,
        "views": views,
        "taken": taken,
        "discard": discard,
        "declarer_pile_exact": str(exact),
        "declarer_points": p,
        "helper_points_exact": str(points(hpile + rest_talon)),
        "declarer_tricks": dtricks,
        "opponents": opp,
    }
    pay = []  # (from, to, amount, reason) ; positive towards declarer when from=opp
    volat = dtricks == 12
    won = p > 33
    if volat:
        amt = VOLAT[kind] * (2 if "volat" in ann else 1)
        for o in opp:
            pay.append((o, declarer, amt, "volat"))
        fig["game"] = f"volat {amt}"
    elif renonce == "player" and won:
        for o in opp:
            pay.append((declarer, o, add, "game"))
        fig["game"] = f"renonce with the game won on points: consolation {add} to each"
    elif won:
        g = mult * (p - 33) + add
        amt = g * (2 if level >= 2 else 1)
        for o in opp:
            pay.append((o, declarer, amt, "game"))
        fig["game"] = (
            f"won {p}: {mult}x{p - 33}+{add}={g}, contra factor {'2' if level >= 2 else '1'} -> {amt}"
        )
    else:
        g = mult * (33 - p) + add
        amt = g * views * level
        for o in opp:
            pay.append((declarer, o, amt, "game"))
        fig["game"] = f"lost {p}: {mult}x{33 - p}+{add}={g} x views {views} x contra {level} -> {amt}"
    no_prem_for_player = renonce == "player"
    # premiums of the declarer (silent ones in his tricks; announced ones made / failed)
    last_trick, last_w = tricks[-1]
    pagat_last = any(c == "T1" and s == declarer for s, c in last_trick) and last_w == declarer
    prem = []
    trull_made = all(c in dpile for c in ("SKIZ", "T21", "T1"))
    kings_made = all("K" + x in dpile for x in "HDSC")
    fig["helper_trull_or_kings"] = all(c in hpile for c in ("SKIZ", "T21", "T1")) or all(
        "K" + x in hpile for x in "HDSC"
    )
    for name, made, silent, announced_v in (
        ("trull", trull_made, 50, 100),
        ("four_kings", kings_made, 100, 200),
        ("pagat_ultimo", pagat_last, 50, 100),
    ):
        a = [x for x in ann.get(name, []) if x[0] == declarer]
        lv = max([lv for _, t, lv in doubles if t == name], default=1)
        if a:
            if made and not no_prem_for_player:
                prem.append((name, announced_v * lv, +1))
            elif not made:
                prem.append((name, announced_v * lv, -1))
        elif made and not no_prem_for_player:
            prem.append((name, silent, +1))
    for s, it in ann.get("tarocks", []):
        v = {10: 50, 11: 100, 12: 150}[it["count"]]
        if s == declarer and false_tarocks:
            # post-run correction (b): §21 "jak w ogóle ... płaci wartość tego waloru" - the count announced is paid
            prem.append(("tarocks", v, -1))
        elif s == declarer:
            if not no_prem_for_player:
                prem.append(("tarocks", v, +1))
        else:
            prem.append(("tarocks", v, -1))
    for name, amt, sign in prem:
        for o in opp:
            pay.append((o, declarer, amt, name) if sign > 0 else (declarer, o, amt, name))
    fig["premiums"] = prem
    # the pool
    pool_pay = []
    pool = pool_before
    if fresh:
        for s in d.active + ([d.king] if d.king is not None else []):
            pool_pay.append((s, "pool", STAKE, "pool_stake"))
            pool += STAKE
    if "pagat_ultimo" in ann and any(x[0] == declarer for x in ann["pagat_ultimo"]):
        if pagat_last:
            pool_pay.append(("pool", declarer, pool, "pool_ultimo"))
        else:
            pool_pay.append((declarer, "pool", pool, "pool_ultimo"))
    net = {}
    for f, t, a, _ in pay:
        net[f] = net.get(f, 0) - a
        net[t] = net.get(t, 0) + a
    shares = []
    for s in sorted(k for k in net if net[k] > 0):
        shares.append((s, "pool", Fraction(net[s]) * SHARE, "pool_share"))
    fig["net_before_share"] = dict(net)
    allpay = (
        [x for x in pool_pay if x[3] == "pool_stake"] + pay + [x for x in pool_pay if x[3] != "pool_stake"]
    )
    allpay += shares
    fig["payments"] = allpay
    fig["net"] = nets(allpay, d.n)
    fig["pool_after"] = fig["net"].get("pool", 0) + pool_before
    d.fig = fig
    return fig


def all_pass(d: Deal, bids, pool_before=0, fresh=False):
    for s, b in bids:
        d.events.append({"type": "bid", "seat": s, "bid": b})
    pay = []
    if fresh:
        for s in d.active + ([d.king] if d.king is not None else []):
            pay.append((s, "pool", STAKE, "pool_stake"))
    for s in d.active:
        pay.append((s, "pool", PASS_FEE, "pool_pass"))
    d.fig = {"all_pass": True, "payments": pay, "net": nets(pay, d.n)}
    d.fig["pool_after"] = pool_before + d.fig["net"]["pool"]
    return d.fig


def nets(pay, n):
    net = {s: Fraction(0) for s in range(n)}
    net["pool"] = Fraction(0)
    for f, t, a, _ in pay:
        net[f] -= Fraction(a)
        net[t] += Fraction(a)
    return net


def emit_payments(d: Deal, pay=None):
    from model import fmt

    for f, t, a, r in pay if pay is not None else d.fig["payments"]:
        d.events.append({"type": "payment", "from": f, "to": t, "amount": fmt(a), "reason": r})


def emit_scores(d: Deal, totals: dict, parties):
    from model import fmt

    for p in parties:
        d.events.append({"type": "score", "party": p, "points": fmt(d.fig["net"][p])})
    for p in parties:
        totals[p] = totals.get(p, 0) + d.fig["net"][p]
    for p in parties:
        d.events.append({"type": "total", "party": p, "points": fmt(totals[p])})
