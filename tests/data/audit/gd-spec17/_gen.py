"""Blind generator for audit round gd-spec17 (Galician Tarok, Szczepanski §§1-33)."""
import json, random, copy, os
SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
SUITCARDS = [r + s for s in SUITS for r in "KQNJ"] + list(PIP.values())
TAROCKS = ["T%d" % i for i in range(1, 22)] + ["SKIZ"]
DECK = SUITCARDS + TAROCKS
VAL = {"K": 5, "Q": 4, "N": 3, "J": 2}
PLAYERS = ["Antoni", "Bronisława", "Cyryl"]

def is_t(c): return c == "SKIZ" or c.startswith("T")
def tr(c): return 22 if c == "SKIZ" else int(c[1:])
def suit(c): return "T" if is_t(c) else c[-1]
def srank(c): return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)
def val(c):  # §3, §7
    if is_t(c): return 5 if c in ("T1", "T21", "SKIZ") else 1
    return VAL.get(c[0], 1)
def pts(cards):  # §14: each three cards minus 2
    assert len(cards) % 3 == 0
    return sum(val(c) for c in cards) - 2 * (len(cards) // 3)

def winner(trick):  # list of (seat, card)
    ts = [(tr(c), s) for s, c in trick if is_t(c)]
    if ts: return max(ts)[1]
    led = suit(trick[0][1])
    return max((srank(c), s) for s, c in trick if suit(c) == led)[1]

def legal(hand, trick):
    if not trick: return list(hand)
    led = suit(trick[0][1])
    same = [c for c in hand if suit(c) == led]
    if same: return same  # §5, §23
    ts = [c for c in hand if is_t(c)]
    if ts: return ts  # §5: no suit -> tarock
    return list(hand)

def choose(hand, trick, seat, decl, ultimo, ntr, rng):
    opts = legal(hand, trick)
    last = len(hand) == 1
    if ultimo and seat == decl and not last and len(opts) > 1 and "T1" in opts:
        opts = [c for c in opts if c != "T1"]  # §6: pagat not given away voluntarily
    if not trick:
        if seat == decl:
            ts = sorted([c for c in opts if is_t(c) and c != "T1"], key=tr)
            if ts: return ts[-1]
        sc = sorted([c for c in opts if not is_t(c)], key=srank)
        if sc: return sc[0] if seat != decl else sc[-1]
        return sorted(opts, key=tr)[0] if not (ultimo and seat == decl) else sorted(opts, key=tr)[-1]
    # follower: win cheaply if possible, else throw lowest
    key = (lambda c: tr(c) + 100) if is_t(opts[0]) else srank
    best = sorted(opts, key=lambda c: (tr(c) + 100) if is_t(c) else srank(c))
    for c in best:
        if winner(trick + [(seat, c)]) == seat and (seat == decl or winner(trick) == decl):
            return c
    return best[0] if not (ultimo and seat == decl and "T1" in best and len(best) > 1 and best[0] == "T1") else best[1]

MULT = {"three": (3, 30), "two": (4, 40), "one": (5, 50), "solo": (6, 60)}  # §18

def play_deal(d, st, rng, fault=None):
    """d: dict with dealer, hands, talon, bids(list of (seat,bid)), contract, decl, packet, discard_pref, ann.
    st: session state {'pool': int, 'stake_due': bool}. Returns deal json, expectations."""
    dealer = d["dealer"]; fh = (dealer + 1) % 3
    hands = [list(h) for h in d["hands"]]; talon = list(d["talon"])
    ev = []; notes = []
    for s, b in d["bids"]:
        ev.append({"type": "bid", "seat": s, "bid": b})
    pays = []
    def pay(f, t, a, r):
        if a: pays.append({"type": "payment", "from": f, "to": t, "amount": a, "reason": r})
    if d.get("allpass"):
        if st["stake_due"]:
            for s in range(3): pay(s, "pool", 10, "pool_stake")
            st["pool"] += 30; st["stake_due"] = False
        for s in range(3): pay(s, "pool", 5, "pool_pass")  # §27 danina
        st["pool"] += 15
        return {"dealer": dealer, "hands": d["hands"], "talon": d["talon"], "events": ev + pays}, {"lost_uncond": False}
    decl = d["decl"]; contract = d["contract"]
    h = hands[decl]
    if contract != "solo":
        take = talon[0:3]; rest = talon[3:]
        ev.append({"type": "take", "seat": decl, "cards": take}); h += take
        # discard: 3 lowest non-king suit cards, else lowest plain tarocks
        cand = sorted([c for c in h if not is_t(c) and c[0] != "K"], key=lambda c: (val(c), c))
        cand += sorted([c for c in h if is_t(c) and c not in ("T1", "T21", "SKIZ")], key=tr)
        disc = cand[:3]
        if fault == "king_discard":
            kings = [c for c in h if c[0] == "K" and not is_t(c)]
            disc = [kings[0]] + cand[:2]
        for c in disc: h.remove(c)
        dev = {"type": "discard", "seat": decl, "cards": disc}
        ntar = sum(is_t(c) for c in h)
        ann_t = d.get("announce_tarocks") and ntar >= 10
        if ann_t and any(is_t(c) for c in disc): dev["shown"] = True
        ev.append(dev)
    else:
        rest = talon; disc = []
        ntar = sum(is_t(c) for c in h); ann_t = d.get("announce_tarocks") and ntar >= 10
    items = []
    if ann_t: items.append({"kind": "tarocks", "count": ntar})
    ultimo = bool(d.get("ultimo")) and "T1" in h
    if ultimo: items.append({"kind": "pagat_ultimo"})
    ev.append({"type": "announce", "seat": decl, "items": items})
    for k in (1, 2):
        ev.append({"type": "announce", "seat": (decl + k) % 3, "items": []})
    # play
    leader = fh; piles = {0: [], 1: [], 2: []}; tricks = []
    renonce_ev = None; ultimo_ok = None; lost_pagat_early = False
    for t in range(12):
        trick = []
        for k in range(3):
            s = (leader + k) % 3
            c = choose(hands[s], trick, s, decl, ultimo, t, rng)
            if fault == "renonce" and renonce_ev is None and s == decl and trick and not is_t(trick[0][1]) \
               and suit(c) == suit(trick[0][1]) and any(is_t(x) and x != "T1" for x in hands[s]) and t >= d.get("renonce_after", 2):
                c = sorted([x for x in hands[s] if is_t(x) and x != "T1"], key=tr)[0]
                renonce_ev = len(ev)
            if ultimo and s == decl and c == "T1" and t < 11: lost_pagat_early = True
            hands[s].remove(c); trick.append((s, c))
            ev.append({"type": "play", "seat": s, "card": c})
        w = winner(trick); tricks.append((trick, w))
        piles[w] += [c for _, c in trick]; leader = w
    assert fault != "renonce" or renonce_ev is not None
    last_trick, lw = tricks[-1]
    pagat_last = [s for s, c in last_trick if c == "T1"]
    helpers = [(decl + 1) % 3, (decl + 2) % 3]
    pl = piles[decl] + disc
    hp = piles[helpers[0]] + piles[helpers[1]] + rest
    P = pts(pl); assert P + pts(hp) == 66, (P, pts(hp))
    if len(piles[decl]) in (0, 36): raise ValueError("volat")
    m, add = MULT[contract]
    lost_uncond = fault in ("renonce", "king_discard")
    won = P > 33 and not lost_uncond
    net = [0, 0, 0]
    flows = {s: {"in": 0, "out": 0} for s in range(3)}
    def xfer(f, t, a, r):
        pay(f, t, a, r); net[f] -= a; net[t] += a; flows[f]["out"] += a; flows[t]["in"] += a
    if st["stake_due"]:
        for s in range(3): pay(s, "pool", 10, "pool_stake")
        st["pool"] += 30; st["stake_due"] = False
    if won:
        g = (P - 33) * m + add
        for hh in helpers: xfer(hh, decl, g, "game")
    else:
        if lost_uncond and P > 33:
            g = add * 1  # §12/§23 konsolacja: addend as a lost game, times purchases (1)
        else:
            g = ((33 - P) * m + add) * 1  # bought once
        for hh in helpers: xfer(decl, hh, g, "game")
    # premiums (silent, player's side only; helpers' silent premiums rejected by the generator)
    trull = {"T1", "T21", "SKIZ"}; kings = {"K" + s for s in SUITS}
    silent_ok = not lost_uncond
    if trull <= set(piles[decl]) and silent_ok:
        for hh in helpers: xfer(hh, decl, 50, "trull")
    if kings <= set(piles[decl]) and silent_ok:
        for hh in helpers: xfer(hh, decl, 100, "four_kings")
    hpile = set(piles[helpers[0]] + piles[helpers[1]] + rest)
    for hh in helpers:
        if trull <= set(piles[hh]) or kings <= set(piles[hh]): raise ValueError("helper silent premium")
    if (trull <= hpile) or (kings <= hpile): raise ValueError("helpers premium ambiguous")
    if (trull <= set(piles[decl]) | set(disc) and not trull <= set(piles[decl])): raise ValueError("amb")
    if ann_t and not lost_uncond:
        amt = {10: 50, 11: 100, 12: 150}[ntar]
        for hh in helpers: xfer(hh, decl, amt, "tarocks")
    pool_before = st["pool"]
    pool_take = 0; pool_pay = 0
    if ultimo:
        made = (not lost_pagat_early) and pagat_last and lw == decl and pagat_last[0] == decl
        if made and not lost_uncond:
            for hh in helpers: xfer(hh, decl, 100, "pagat_ultimo")
            pool_take = pool_before
        elif not made:
            for hh in helpers: xfer(decl, hh, 100, "pagat_ultimo")
            pool_pay = pool_before
        ultimo_ok = made
    else:
        if pagat_last and pagat_last[0] == decl and lw == decl and not lost_uncond:
            for hh in helpers: xfer(hh, decl, 50, "pagat_ultimo")  # §6 silent ultimo
    for s in range(3):
        if flows[s]["in"] and flows[s]["out"]: raise ValueError("mixed flows")
    if pool_take:
        pay("pool", decl, pool_take, "pool_ultimo"); st["pool"] = 0; st["stake_due"] = True
    if pool_pay:
        pay(decl, "pool", pool_pay, "pool_ultimo"); st["pool"] += pool_pay
    for s in range(3):
        if net[s] > 0:
            sh = round(net[s] * 0.1, 6)
            pay(s, "pool", int(sh) if sh == int(sh) else sh, "pool_share"); st["pool"] += sh
    info = {"P": P, "won": won, "decl": decl, "contract": contract, "g": g, "ultimo": ultimo, "ultimo_ok": ultimo_ok,
            "renonce_ev": renonce_ev, "lost_uncond": lost_uncond, "net": net, "pool_after": st["pool"], "pool_before": pool_before,
            "ann_t": ntar if ann_t else None}
    return {"dealer": dealer, "hands": d["hands"], "talon": d["talon"], "events": ev + pays}, info

def deal_cards(rng, dealer, bias=None):
    while True:
        deck = DECK[:]; rng.shuffle(deck)
        talon = deck[:6]; hands = [deck[6:18], deck[18:30], deck[30:42]]
        if bias is None: return hands, talon
        s, lo, hi, need = bias
        n = sum(is_t(c) for c in hands[s])
        if lo <= n <= hi and all(c in hands[s] for c in need): return hands, talon

def bids_for(kind, dealer):
    fh = (dealer + 1) % 3; s2 = (fh + 1) % 3; s3 = (fh + 2) % 3
    if kind == "fh3": return [(fh, "three"), (s2, "pass"), (s3, "pass")], fh, "three"
    if kind == "sec3": return [(fh, "pass"), (s2, "three"), (s3, "pass")], s2, "three"
    if kind == "pv3": return [(fh, "pass_volat"), (s2, "three"), (s3, "pass")], s2, "three"
    if kind == "solo": return [(fh, "solo"), (s2, "pass"), (s3, "pass")], fh, "solo"
    if kind == "allpass": return [(fh, "pass"), (s2, "pass"), (s3, "pass")], None, None

def build(spec, seed, fault=None, fault_deal=None):
    rng = random.Random(seed)
    st = {"pool": 0, "stake_due": True}
    deals = []; infos = []
    dealer = spec.get("dealer0", 0)
    for i, ds in enumerate(spec["deals"]):
        kind = ds["kind"]
        bias = None
        fh = (dealer + 1) % 3
        if ds.get("bias"):
            who, lo, hi, need = ds["bias"]
            seat = {"fh": fh, "s2": (fh + 1) % 3}[who]
            bias = (seat, lo, hi, need)
        hands, talon = deal_cards(rng, dealer, bias)
        bk = kind
        if fault == "pv_pagat" and i == fault_deal: bk = "pv3"
        bids, decl, contract = bids_for(bk, dealer)
        d = {"dealer": dealer, "hands": hands, "talon": talon, "bids": bids, "decl": decl, "contract": contract,
             "allpass": kind == "allpass", "ultimo": ds.get("ultimo"), "announce_tarocks": ds.get("tarocks"),
             "renonce_after": ds.get("renonce_after", 2)}
        f = fault if i == fault_deal and fault in ("renonce", "king_discard") else None
        dj, info = play_deal(d, st, rng, f)
        deals.append(dj); infos.append(info)
        dealer = (dealer + 1) % 3
    return deals, infos, st

def transcript(deals, event):
    return {"format": "trick-transcript/1", "game": "galician-tarok", "players": PLAYERS,
            "meta": {"event": event, "round": "gd-spec17"}, "deals": deals}

SESSIONS = {
    "s1_three_threes": {"deals": [{"kind": "fh3", "bias": ("fh", 8, 12, [])}, {"kind": "fh3", "bias": ("fh", 8, 12, [])}, {"kind": "sec3", "bias": ("s2", 8, 12, [])}]},
    "s2_ultimo": {"deals": [{"kind": "fh3", "bias": ("fh", 8, 12, [])}, {"kind": "fh3", "bias": ("fh", 10, 11, ["T1", "SKIZ", "T21"]), "ultimo": True}]},
    "s3_allpass": {"dealer0": 1, "deals": [{"kind": "allpass"}, {"kind": "sec3", "bias": ("s2", 8, 12, [])}, {"kind": "fh3", "bias": ("fh", 7, 12, ["KH"])}]},
    "s4_solo": {"dealer0": 2, "deals": [{"kind": "sec3", "bias": ("s2", 8, 12, [])}, {"kind": "solo", "bias": ("fh", 10, 12, ["SKIZ"])}]},
    "s5_tarocks": {"deals": [{"kind": "fh3", "bias": ("fh", 10, 12, []), "tarocks": True}, {"kind": "sec3", "bias": ("s2", 7, 12, [])}]},
}
