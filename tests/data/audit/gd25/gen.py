"""gd25 auditor's own generator (imports nothing from the engine).
Readings: see EXPECTED.md. Deals with seeded hands, plays legal cards by a simple heuristic,
counts (§3, §7, §14), settles (§16-§18, §27) and lets a fault be planted afterwards."""
import json, random

SUITS = "HDSC"
def pip(s): return "1" + s if s in "HD" else "10" + s
DECK = [f"T{i}" for i in range(1, 22)] + ["SKIZ"] + [r + s for s in SUITS for r in "KQNJ"] + [pip(s) for s in SUITS]
assert len(DECK) == 42

def is_t(c): return c == "SKIZ" or c.startswith("T")
def suit(c): return "T" if is_t(c) else c[-1]
def rank(c):
    if c == "SKIZ": return 22
    if c.startswith("T"): return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)
def pts(c):
    if c in ("SKIZ", "T21", "T1"): return 5
    if is_t(c): return 1
    return rank(c)
def group_pts(cs): return sum(pts(c) for c in cs) - 2

def winner(trick):  # trick: list of (seat, card); first is lead
    led = suit(trick[0][1])
    best = trick[0]
    for s, c in trick[1:]:
        b = best[1]
        if is_t(c) and not is_t(b): best = (s, c)
        elif suit(c) == suit(b) and rank(c) > rank(b): best = (s, c)
    return best[0]

def legal(hand, led):
    if led is None: return list(hand)
    same = [c for c in hand if suit(c) == led]
    if same: return same
    tr = [c for c in hand if is_t(c)]
    if tr: return tr
    return list(hand)

def choose(hand, trick, keep_pagat, ntricks_left):
    led = suit(trick[0][1]) if trick else None
    opts = legal(hand, led)
    if keep_pagat and ntricks_left > 1 and len(opts) > 1 and "T1" in opts:
        opts = [c for c in opts if c != "T1"]
    if keep_pagat and ntricks_left == 1: return opts[0]
    key = lambda c: (is_t(c), rank(c))
    if not trick:
        return max(opts, key=key)
    cur = trick[[s for s, _ in trick].index(winner(trick))][1]
    def beats(c):
        if is_t(c) and not is_t(cur): return True
        return suit(c) == suit(cur) and rank(c) > rank(cur)
    win = [c for c in opts if beats(c)]
    if win: return min(win, key=key)
    return min(opts, key=lambda c: (is_t(c), pts(c), rank(c)))

def deal_cards(seed, active, nseats):
    rnd = random.Random(seed)
    d = DECK[:]; rnd.shuffle(d)
    talon = d[:6]; rest = d[6:]
    hands = [[] for _ in range(nseats)]
    for i, s in enumerate(active):
        hands[s] = rest[12 * i:12 * i + 12]
    return hands, talon

def play_out(hands, leader, order, keep_pagat_seat=None, force=None, ntricks=None):
    """order: active seats in order of play; returns list of (seat, card) plays and tricks.
    force: {(trick, seat): card} planted plays (may be illegal / not in hand)."""
    hands = {s: list(h) for s, h in hands.items()}
    force = force or {}
    plays, tricks = [], []
    n = ntricks or len(hands[order[0]])
    for t in range(n):
        trick = []
        i = order.index(leader)
        for k in range(3):
            s = order[(i + k) % 3]
            c = force.get((t, s)) or choose(hands[s], trick, s == keep_pagat_seat, n - t)
            if c in hands[s]: hands[s].remove(c)
            trick.append((s, c)); plays.append((s, c))
        leader = winner(trick); tricks.append((trick, leader))
    return plays, tricks

def analyse(tricks, player, discard, rest_talon):
    """player side points and premiums (side of player vs helpers)"""
    p = group_pts(discard) if len(discard) == 3 else 0  # irregular discard: tricks only
    hp = group_pts(rest_talon) if len(rest_talon) == 3 else 0
    ptr = [tr for tr, w in tricks if w == player]
    htr = [tr for tr, w in tricks if w != player]
    pp = p + sum(group_pts([c for _, c in tr]) for tr in ptr)
    hpp = hp + sum(group_pts([c for _, c in tr]) for tr in htr)
    pass  # pp + hpp == 66 for complete regular deals
    pcards = set(discard) | {c for tr in ptr for _, c in tr}
    hcards = set(rest_talon) | {c for tr in htr for _, c in tr}
    prem = {}
    for side, cs in (("player", pcards), ("helpers", hcards)):
        if {"SKIZ", "T21", "T1"} <= cs: prem["trull"] = side
        if {"KH", "KD", "KS", "KC"} <= cs: prem["four_kings"] = side
    last, w = tricks[-1]
    ult = any(s == player and c == "T1" for s, c in last) and w == player
    pagat_last_lost = any(s == player and c == "T1" for s, c in last) and w != player
    volat = len(ptr) == len(tricks) or len(htr) == len(tricks)
    return dict(points=pp, helper_points=hpp, prem=prem, ultimo=ult, pagat_last_lost=pagat_last_lost, volat=volat,
                ptricks=len(ptr))

def game_value(points, scale=3):
    base = {3: 30, 4: 40, 5: 50, 6: 60}[scale]
    if points > 33: return (points - 33) * scale + base, True
    return (33 - points) * scale + base, False

def ev_play(plays): return [{"type": "play", "seat": s, "card": c} for s, c in plays]
def pay(f, t, a, r): return {"type": "payment", "from": f, "to": t, "amount": a, "reason": r}

def transcript(players, deals, rules=None, meta=None):
    d = {"format": "trick-transcript/1", "game": "galician-tarok", "players": players}
    if rules: d["rules"] = rules
    d["deals"] = deals
    if meta: d["meta"] = meta
    return d

def show(tricks):
    return " | ".join(f"{' '.join(f'{s}:{c}' for s, c in tr)} ->{w}" for tr, w in tricks)

def std_deal(seed, nseats, dealer, player, sitter=None, fresh=True, announce=None, keep_pagat=False,
             discard=None, pool_before=0.0, force=None, packet=0, hands_override=None):
    participants = [s for s in range(nseats) if s != sitter]
    active = [s for s in participants if not (len(participants) == 4 and s == dealer)]
    # order of play among active seats starting at forehand
    order = []
    s = (dealer + 1) % nseats
    while len(order) < 3:
        if s in active: order.append(s)
        s = (s + 1) % nseats
    hands, talon = deal_cards(seed, order, nseats)
    if hands_override: hands, talon = hands_override(hands, talon)
    ev = []
    i = order.index(player)
    for k, s in enumerate(order):
        ev.append({"type": "bid", "seat": s, "bid": "three" if s == player else "pass"})
    take = talon[3 * packet:3 * packet + 3]; rest = [c for c in talon if c not in take]
    h = hands[player] + take
    if discard is None:
        cand = sorted([c for c in h if not is_t(c) and c[0] != "K"], key=lambda c: (pts(c), c))
        if len(cand) < 3: raise ValueError('no discard')
        discard = cand[:3]
    ev.append({"type": "take", "seat": player, "cards": take})
    ev.append({"type": "discard", "seat": player, "cards": discard})
    ph = [c for c in h if c not in discard]
    ev.append({"type": "announce", "seat": player, "items": announce or []})
    for k in range(1, 3):
        ev.append({"type": "announce", "seat": order[(i + k) % 3], "items": []})
    hh = {s: (ph if s == player else list(hands[s])) for s in order}
    plays, tricks = play_out(hh, order[0], order, player if keep_pagat else None, force=force, ntricks=12)
    an = analyse(tricks, player, discard, rest)
    return dict(hands=hands, talon=talon, events=ev, plays=plays, tricks=tricks, an=an, order=order,
                player=player, participants=participants, dealer=dealer, discard=discard, rest=rest,
                helpers=[s for s in participants if s != player])

def settle(D, value_per_opp, pool_before=0.0, fresh=True, extra=None):
    """value_per_opp>0: each opponent (helpers + king) pays the player; <0 player pays each.
    extra: list of (from,to,amount,reason). Returns payments and nets, pool after."""
    pays = []
    pool = pool_before
    if fresh and pool_before == 0:
        for s in D["participants"]:
            pays.append(pay(s, "pool", 10, "pool_stake")); pool += 10
    P = D["player"]
    for o in D["helpers"]:
        if value_per_opp > 0: pays.append(pay(o, P, value_per_opp, "game"))
        elif value_per_opp < 0: pays.append(pay(P, o, -value_per_opp, "game"))
    for f, t, a, r in (extra or []):
        pays.append(pay(f, t, a, r))
    # 10 % of every win (gross received between seats)
    recv = {}
    for p_ in pays:
        if p_["to"] != "pool" and p_["from"] != "pool":
            recv[p_["to"]] = recv.get(p_["to"], 0) + p_["amount"]
    for s in sorted(recv):
        share = round(recv[s] * 0.1, 2)
        pays.append(pay(s, "pool", share, "pool_share"))
    net = {}
    for p_ in pays:
        net[p_["from"]] = net.get(p_["from"], 0) - p_["amount"]
        net[p_["to"]] = net.get(p_["to"], 0) + p_["amount"]
    net = {k: round(v, 2) for k, v in net.items()}
    return pays, net
