"""gd-spec5 generator: builds the transcripts of this round from the auditor's own reading of
Szczepański's rules (source 002, Polish).  Run: python gen.py  (writes NN-*.json + figures.out)."""
import json
import random
import sys
from fractions import Fraction as F

sys.path.insert(0, __import__("os").path.dirname(__file__))
from model import (  # noqa: E402
    LEVEL, TAROCKS_VALUE, Table, deck, game_value, is_tarok, legal, points, suit, value, winner,
)

PLAYERS = {
    3: ["Adam", "Bożena", "Czesław"],
    4: ["Adam", "Bożena", "Czesław", "Danuta"],
    5: ["Adam", "Bożena", "Czesław", "Danuta", "Edward"],
}
TRULL = {"SKIZ", "T21", "T1"}
KINGS = {"KH", "KD", "KS", "KC"}


def num(x):
    x = F(x)
    return int(x) if x.denominator == 1 else round(float(x), 6)


# ------------------------------------------------------------------ dealing
def shuffle_deal(rng, n, dealer, sitters=()):
    d = deck()
    rng.shuffle(d)
    talon, rest = d[:6], d[6:]
    hands = [[] for _ in range(n)]
    inactive = set(sitters) | ({dealer} if n >= 4 else set())
    seats = [(dealer + 1 + i) % n for i in range(n)]
    seats = [s for s in seats if s not in inactive]
    for i, s in enumerate(seats):
        hands[s] = rest[12 * i: 12 * i + 12]
    return hands, talon


# ------------------------------------------------------------------ policies
def make_policy(rng, keep_pagat=(), greedy=()):
    """random legal play; seats in keep_pagat never give the pagat voluntarily (§6);
    seats in greedy play their strongest legal card."""
    def pol(t, seat, hand, trick, tno):
        lg = legal(hand, trick)
        if seat in keep_pagat and "T1" in lg and len(lg) > 1:
            lg = [c for c in lg if c != "T1"]
        if seat in greedy:
            lg.sort(key=lambda c: (is_tarok(c), value(c), c))
            if trick:
                return lg[-1]
            return lg[-1]
        return rng.choice(sorted(lg))
    return pol


# ------------------------------------------------------------------ the deal up to the first card
def contract(t, player, level, rejects=0, discard=None, bids=None, take_packet=None, base_mult=1):
    """auction (bids: list of (seat, bid)), rejects, take, discard. Returns (mult, taken, discards)."""
    if bids is None:
        bids = []
        for s in t.active:
            bids.append((s, level if s == player else "pass"))
        # bidding stops once the others have passed after the bid: keep the natural order
    for s, b in bids:
        t.ev(type="bid", seat=s, bid=b)
    if level == "solo":
        return 1, [], []
    size = {"three": 3, "two": 2, "one": 1}[level]
    npk = 6 // size
    for _ in range(rejects):
        t.ev(type="call", seat=player, call="reject")
    mult = base_mult + rejects
    k = (mult - 1) % npk if take_packet is None else take_packet
    taken = t.talon[k * size:(k + 1) * size]
    t.ev(type="take", seat=player, cards=list(taken))
    t.hands[player] += taken
    disc = discard(t.hands[player]) if discard else default_discard(t.hands[player], size)
    t.ev(type="discard", seat=player, cards=list(disc))
    for c in disc:
        t.hands[player].remove(c)
    t.taken = taken
    return mult, taken, disc


def default_discard(hand, size):
    """lay away the cheapest non-king suit cards (never a tarock, never a king)"""
    cands = sorted([c for c in hand if not is_tarok(c) and c[0] != "K"], key=lambda c: (value(c), c))
    if len(cands) < size:
        raise Skip()
    return cands[:size]


class Skip(Exception):
    pass


def announces(t, player, items_by_seat, order=None):
    order = order or ([player] + [s for s in t.order_from(player + 1) if s in t.active and s != player])
    idx = {}
    for s in order:
        idx[s] = t.ev(type="announce", seat=s, items=items_by_seat.get(s, []))
    return idx


# ------------------------------------------------------------------ settlement
def premiums_made(t, player):
    won = set(t.won[player])
    last_leader, last_trick, last_w = t.tricks[-1]
    pag = dict(last_trick).get(player) == "T1" and last_w == player
    return {
        "trull": TRULL <= won,
        "four_kings": KINGS <= won,
        "pagat_ultimo": pag,
        "volat": all(w == player for _, _, w in t.tricks),
    }


def opponents(t, player, n, sitters=()):
    return [s for s in range(n) if s != player and s not in sitters]


def settle(t, player, level, mult, discards, *, announced=(), contra=None, pool_before=0,
           founding=False, player_fault=False, helper_fault=False, tarocks=None,
           extra_cards=(), sitters=(), ultimo_pagat_held=True, stake=10):
    """Returns (payments list, nets dict party->Fraction, pool_after, info).
    contra: dict target->level. announced: kinds announced by the player.
    tarocks: (seat, count) announced."""
    contra = contra or {}
    n = t.n
    opps = opponents(t, player, n, sitters)
    pts = points(list(t.won[player]) + list(discards) + list(extra_cards))
    made = premiums_made(t, player)
    items = []  # (reason, amount per opponent, positive: player receives)
    info = {"points": num(pts), "made": made}
    k, add, vol = LEVEL[level]
    cg = contra.get("game", 1)
    if player_fault:
        if pts > 33:
            amt = add * mult * max(cg, 1)
            info["game"] = f"player at fault, made {num(pts)} > 33: pays the consolation {add}x{mult}x{max(cg,1)}"
        else:
            _, amt = game_value(level, pts, mult, cg)
            info["game"] = f"player at fault and lost on points ({num(pts)})"
        items.append(("game", -amt))
    elif helper_fault:
        if pts > 33:
            _, amt = game_value(level, pts, mult, cg)
        else:
            amt = add * (2 if cg >= 2 else 1)
        info["game"] = f"helpers at fault: player wins {amt}"
        items.append(("game", amt))
    elif made["volat"]:
        v = vol * (2 if "volat" in announced else 1)
        items.append(("volat", v))
        info["game"] = f"volat {v}"
    else:
        won, amt = game_value(level, pts, mult, cg)
        items.append(("game", amt if won else -amt))
        info["game"] = f"{'won' if won else 'lost'} {amt} per opponent"
    if not player_fault:
        for kind, silent, ann in (("trull", 50, 100), ("four_kings", 100, 200)):
            if made[kind]:
                items.append((kind, ann if kind in announced else silent))
            elif kind in announced:
                items.append((kind, -ann))
        if made["pagat_ultimo"]:
            items.append(("pagat_ultimo", (100 if "pagat_ultimo" in announced else 50)))
        elif "pagat_ultimo" in announced:
            items.append(("pagat_ultimo", -100 * contra.get("pagat_ultimo", 1)))
    if tarocks and not (player_fault and tarocks[0] == player) and not (helper_fault and tarocks[0] != player):
        s, c = tarocks
        items.append(("tarocks", TAROCKS_VALUE[c] if s == player else -TAROCKS_VALUE[c]))
    payments = []
    nets = {s: F(0) for s in range(n)}
    nets["pool"] = F(0)
    pool = F(pool_before)
    if founding:
        for s in range(n):
            if s in sitters:
                continue
            payments.append({"type": "payment", "from": s, "to": "pool", "amount": stake, "reason": "pool_stake"})
            nets[s] -= stake
            nets["pool"] += stake
            pool += stake
    for reason, amt in items:
        for o in opps:
            if amt > 0:
                payments.append({"type": "payment", "from": o, "to": player, "amount": num(amt), "reason": reason})
            else:
                payments.append({"type": "payment", "from": player, "to": o, "amount": num(-amt), "reason": reason})
            nets[player] += amt
            nets[o] -= amt
    # pool: ultimo
    if "pagat_ultimo" in announced and not player_fault:
        if made["pagat_ultimo"]:
            payments.append({"type": "payment", "from": "pool", "to": player, "amount": num(pool), "reason": "pool_ultimo"})
            nets[player] += pool
            nets["pool"] -= pool
            info["pool_taken"] = num(pool)
            pool = F(0)
        else:
            payments.append({"type": "payment", "from": player, "to": "pool", "amount": num(pool), "reason": "pool_ultimo"})
            nets[player] -= pool
            nets["pool"] += pool
            info["pool_paid"] = num(pool)
            pool += pool
    # 10 % of every win
    # a party's win in the deal: its net from the player/opponent settlement (pool flows apart)
    gains = {s: F(0) for s in range(n)}
    for reason, amt in items:
        for o in opps:
            gains[player] += amt
            gains[o] -= amt
    for s in range(n):
        if gains[s] > 0:
            sh = gains[s] / 10
            payments.append({"type": "payment", "from": s, "to": "pool", "amount": num(sh), "reason": "pool_share"})
            nets[s] -= sh
            nets["pool"] += sh
            pool += sh
    info["items"] = [(r, num(a)) for r, a in items]
    info["pool_after"] = num(pool)
    return payments, nets, pool, info


def score_events(nets, n, totals, sitters=()):
    ev = []
    for s in range(n):
        ev.append({"type": "score", "party": s, "points": num(nets[s])})
    ev.append({"type": "score", "party": "pool", "points": num(nets["pool"])})
    for s in range(n):
        totals[s] += nets[s]
        ev.append({"type": "total", "party": s, "points": num(totals[s])})
    totals["pool"] += nets["pool"]
    ev.append({"type": "total", "party": "pool", "points": num(totals["pool"])})
    return ev


def transcript(n, deals, start=None, meta=None, rules=None):
    d = {"format": "trick-transcript/1", "game": "galician-tarok"}
    if rules:
        d["rules"] = rules
    d["players"] = PLAYERS[n]
    if start:
        d["start"] = start
    d["meta"] = {"round": "gd-spec5", **(meta or {})}
    d["deals"] = deals
    return d


def deal_json(t, hands=True, talon=True):
    return {"dealer": t.dealer, "hands": t.hands0 if hands else None, "talon": t.talon if talon else None,
            "events": t.events}
