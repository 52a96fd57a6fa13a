"""Constructor of RARE Galician Tarok deals (audit diff7).

Deals chosen hands for a scenario (solo, volat, trull, ultimo, four kings, the 33-point game, all
pass, a false ultimo, a helper's premium ...), runs a legal auction, buying, laying away,
announcements and a contra chain, plays the cards with an omniscient policy that pushes toward the
rare outcome (the policy is legal by §5; the pagat under an announced ultimo is never given up
voluntarily, §6), and finally writes the payments the ORACLE prescribes.  The record is therefore
legal by construction and its money is the oracle's; the engine is then asked to agree.

Nothing here reads the engine or the simulator.
"""
from __future__ import annotations

import random

import oracle as O

SUITS = "HDSC"
PIP = {"H": "1", "D": "1", "S": "10", "C": "10"}
DECK = ["SKIZ"] + ["T%d" % i for i in range(1, 22)] + [r + s for s in SUITS for r in ("K", "Q", "N", "J", PIP[s])]
KINGS = ["KH", "KD", "KS", "KC"]
TRULL = ["SKIZ", "T21", "T1"]
TOP = ["SKIZ"] + ["T%d" % i for i in range(21, 1, -1)]   # tarocks high to low, pagat excluded
NAMES = ["Adam", "Bożena", "Czesław", "Danuta", "Edward"]

SCENARIOS = ["solo", "solo_volat", "volat", "volat_ann", "volat_weak", "trull", "trull_helpers",
             "ultimo_ann", "ultimo_silent", "ultimo_lost", "four_kings", "four_kings_helpers",
             "c33", "all_pass", "false_ultimo", "helper_tarocks", "kings_talon"]


def seats(n, dealer, sitter):
    king = dealer if n >= 4 else None
    act, s = [], (dealer + 1) % n
    while len(act) < 3:
        if s != king and s != sitter:
            act.append(s)
        s = (s + 1) % n
    return act, king


def rank(c):
    if O.is_tarock(c):
        return 100 + O.tval(c)
    return O.SUIT_RANK[c[:-1]]


def trick_best(trick):
    w = 0
    for j in range(1, len(trick)):
        if O.beats(trick[j][1], trick[w][1], O.suit(trick[0][1])):
            w = j
    return trick[w]


def choose(rng, seat, hand, trick, player, hands, ult, ntrick, mode):
    legal = O.legal_cards(hand, trick)
    if ult and seat == player and ntrick < 11 and len(legal) > 1 and "T1" in legal:
        legal = [c for c in legal if c != "T1"]      # §6: never give the pagat up voluntarily
    keep_t1 = seat == player and mode.get("keep_pagat")
    if keep_t1 and ntrick < 11 and len(legal) > 1 and "T1" in legal:
        legal = [c for c in legal if c != "T1"]
    if seat == player:
        if not trick:
            others_tar = any(O.is_tarock(c) for s, h in hands.items() if s != player for c in h)
            if mode.get("kings_first"):
                for k in KINGS:
                    if k in legal and all(any(O.suit(c) == k[-1] for c in hands[s]) for s in hands if s != player):
                        return k
            tars = sorted([c for c in legal if O.is_tarock(c) and c != "T1"], key=rank, reverse=True)
            if tars and others_tar:
                return tars[0]
            return sorted(legal, key=rank, reverse=True)[0] if rng.random() < 0.7 else rng.choice(legal)
        best = trick_best(trick)
        win = sorted([c for c in legal if O.beats(c, best[1], O.suit(trick[0][1]))], key=rank)
        if win:
            return win[-1] if mode.get("greedy") else win[0]
        return sorted(legal, key=lambda c: (O.points(c), rank(c)))[0]
    # helpers: random-ish, but beat the player when they can, smear points to a partner
    if not trick:
        return rng.choice(legal)
    best = trick_best(trick)
    if best[0] == player or (len(trick) == 1 and trick[0][0] == player):
        win = sorted([c for c in legal if O.beats(c, best[1], O.suit(trick[0][1]))], key=rank)
        if mode.get("helpers_hoard") and ntrick < 11:
            # keep one tarock for the last trick (to beat an ultimo)
            tars = [c for c in hand if O.is_tarock(c)]
            if len(tars) == 1 and len(legal) > 1:
                legal2 = [c for c in legal if c != tars[0]]
                win = [c for c in win if c != tars[0]]
                if not win:
                    return sorted(legal2, key=lambda c: (O.points(c), rank(c)))[0]
        if win and rng.random() < 0.85:
            return win[0]
        return sorted(legal, key=lambda c: (O.points(c), rank(c)))[0]
    return sorted(legal, key=lambda c: (O.points(c), rank(c)), reverse=True)[0] if rng.random() < 0.7 else rng.choice(legal)


def build(seed, scen, n, opts=None, pool_start=None, fresh=False, dealer=None, helper_contra=0.1):
    rng = random.Random(seed)
    opts = dict(opts or {})
    dealer = rng.randrange(n) if dealer is None else dealer
    sitter = None
    if n == 5:
        sitter = 0 if fresh else rng.choice([s for s in range(n) if s != dealer])
        if fresh and dealer == 0:
            dealer = rng.randrange(1, 5)
    act, king = seats(n, dealer, sitter)
    player = rng.choice(act)
    helpers = [s for s in act if s != player]
    mode = {}
    # ---- contract
    if scen in ("solo", "solo_volat"):
        contract = "solo"
    elif scen in ("volat", "volat_ann", "volat_weak"):
        contract = rng.choice(["three", "two", "one", "solo"])
    else:
        contract = rng.choice(["three", "three", "three", "two", "one", "solo"])
    g = O.GROUP[contract]
    rejects = rng.choice([0, 0, 1]) if contract == "three" else (rng.choice([0, 0, 1]) if contract in ("two", "one") else 0)
    # ---- hands
    core, hcore = [], {}
    if scen in ("solo_volat", "volat", "volat_ann"):
        core = TOP[:12]
    elif scen == "volat_weak":
        core = TOP[:rng.randint(8, 10)]
    elif scen == "solo":
        core = TOP[:rng.randint(4, 9)] + rng.sample(KINGS, rng.randint(0, 2))
    elif scen == "trull":
        core = TRULL + TOP[2:rng.randint(5, 10)]
        mode["keep_pagat"] = True
    elif scen == "trull_helpers":
        if rng.random() < 0.5:
            hcore[helpers[0]] = TRULL + TOP[2:rng.randint(4, 8)]
        else:
            hcore[helpers[0]] = ["SKIZ", "T1"]
            hcore[helpers[1]] = ["T21"]
    elif scen in ("ultimo_ann", "ultimo_silent"):
        core = ["T1"] + TOP[:rng.randint(6, 11)]
        mode["keep_pagat"] = True
    elif scen == "ultimo_lost":
        core = ["T1"] + TOP[3:rng.randint(6, 9)]
        mode["keep_pagat"] = True
        mode["helpers_hoard"] = True
    elif scen == "four_kings":
        core = KINGS + TOP[:rng.randint(3, 7)]
        mode["kings_first"] = True
    elif scen == "four_kings_helpers":
        if rng.random() < 0.5:
            hcore[helpers[0]] = list(KINGS)
        else:
            hcore[helpers[0]] = KINGS[:2]
            hcore[helpers[1]] = KINGS[2:]
    elif scen == "kings_talon":
        core = KINGS[:3] + TOP[:6]
        mode["kings_first"] = True
    elif scen == "false_ultimo":
        core = TOP[:rng.randint(3, 8)]
        hcore[helpers[0]] = ["T1"]
    elif scen == "helper_tarocks":
        hcore[helpers[0]] = TOP[5:15] + (["T1"] if rng.random() < 0.5 else [])
    rest = [c for c in DECK if c not in core and all(c not in v for v in hcore.values())]
    rng.shuffle(rest)
    hands = {s: [] for s in act}
    hands[player] = list(core)
    for s, v in hcore.items():
        hands[s] = list(v)
    talon = []
    if scen == "kings_talon":
        talon = ["KC"]
        rest.remove("KC")
    if scen in ("volat", "volat_ann", "volat_weak"):
        # no king in the talon: the bought cards are laid away again
        ks = [c for c in rest if c in KINGS]
        rest = [c for c in rest if c not in KINGS]
        nk = [c for c in rest if not O.is_tarock(c)]
        rest = [c for c in rest if O.is_tarock(c)]
        talon = nk[:6]
        rest = ks + nk[6:] + rest
        rng.shuffle(rest)
    while len(talon) < 6:
        talon.append(rest.pop())
    for s in act:
        while len(hands[s]) < 12:
            hands[s].append(rest.pop())
    assert not rest
    for s in act:
        rng.shuffle(hands[s])
    rng.shuffle(talon) if scen not in ("kings_talon",) else None
    ev = []
    # ---- auction
    if scen == "all_pass":
        for s in act:
            ev.append({"type": "bid", "seat": s, "bid": "pass"})
        player = None
    else:
        bid = contract
        for s in act:
            if s == player:
                ev.append({"type": "bid", "seat": s, "bid": bid})
            else:
                ev.append({"type": "bid", "seat": s, "bid": "pass"})
    hand = list(hands[player]) if player is not None else None
    if player is not None and contract != "solo":
        for _ in range(rejects):
            ev.append({"type": "call", "seat": player, "call": "reject"})
        bought = talon[rejects * g:(rejects + 1) * g]
        ev.append({"type": "take", "seat": player, "cards": list(bought)})
        hand += bought
        protect = set(core) | set(KINGS)
        cand = [c for c in bought if c not in KINGS and c not in protect]
        cand += sorted([c for c in hand if c not in cand and c not in protect and not O.is_tarock(c)], key=rank)
        cand += sorted([c for c in hand if c not in cand and c not in KINGS and c not in protect], key=rank)
        cand += sorted([c for c in hand if c not in cand and c not in KINGS], key=rank)
        laid = cand[:g]
        for c in laid:
            hand.remove(c)
        d = {"type": "discard", "seat": player, "cards": laid}
        if any(O.is_tarock(c) for c in laid):
            d["shown"] = True
        ev.append(d)
    if player is not None:
        # ---- announcements: the player, then the helpers in order of play
        items = []
        ntar = sum(O.is_tarock(c) for c in hand)
        if "T1" in hand and scen in ("ultimo_ann", "ultimo_lost", "trull") and rng.random() < 0.8:
            items.append({"kind": "pagat_ultimo"})
        if scen == "false_ultimo" and rng.random() < 0.8:
            items.append({"kind": "pagat_ultimo"})
        if all(c in hand for c in TRULL) and rng.random() < 0.5:
            items.append({"kind": "trull"})
        if all(c in hand for c in KINGS) and rng.random() < 0.5:
            items.append({"kind": "four_kings"})
        if scen == "kings_talon" and not all(c in hand for c in KINGS) and rng.random() < 0.5:
            items.append({"kind": "four_kings"})
        if scen in ("volat_ann", "volat_weak") or (scen == "solo_volat" and rng.random() < 0.5):
            items.append({"kind": "volat"})
        if 10 <= ntar <= 12 and rng.random() < 0.5:
            items.append({"kind": "tarocks", "count": ntar})
        ev.append({"type": "announce", "seat": player, "items": items})
        order = [(player + k) % n for k in range(1, n) if (player + k) % n in helpers]
        hitems = {}
        for h in order:
            it = []
            nt = sum(O.is_tarock(c) for c in hands[h])
            if 10 <= nt <= 12 and rng.random() < 0.8 and not any(x["kind"] == "tarocks" for x in items):
                it.append({"kind": "tarocks", "count": nt})
            if all(c in hands[h] for c in TRULL) and rng.random() < 0.5 and "trull" not in [x["kind"] for x in items]:
                it.append({"kind": "trull"})
            if all(c in hands[h] for c in KINGS) and rng.random() < 0.5 and "four_kings" not in [x["kind"] for x in items]:
                it.append({"kind": "four_kings"})
            hitems[h] = it
            ev.append({"type": "announce", "seat": h, "items": it})
        # ---- contra chains (§17): up to supracontra
        targets = [("game", player)] + [(x["kind"], player) for x in items] + \
                  [(x["kind"], h) for h in order for x in hitems[h]]
        for tg, owner in targets:
            p = 0.35 if tg == "game" else 0.55
            if owner != player:
                p = helper_contra     # not allowed by the source (§17): a planted illegal double
            if scen == "false_ultimo" and tg == "pagat_ultimo":
                p = 0.9
            if rng.random() >= p:
                continue
            top = rng.choice([2, 2, 4, 4, 8])
            opp = helpers if owner == player else [player]
            own = [player] if owner == player else helpers
            if scen == "false_ultimo" and tg == "pagat_ultimo":
                first = [h for h in helpers if "T1" in hands[h]][0]
            else:
                first = rng.choice(opp)
            lv = 2
            while lv <= top:
                who = first if lv == 2 else (rng.choice(own) if lv == 4 else rng.choice(opp))
                ev.append({"type": "double", "seat": who, "target": tg, "level": lv})
                lv *= 2
        # ---- play
        ult = any(x["kind"] == "pagat_ultimo" for x in items)
        held = {s: (list(hand) if s == player else list(hands[s])) for s in act}
        leader = act[0]
        for t in range(12):
            trick = []
            order3 = [act[(act.index(leader) + k) % 3] for k in range(3)]
            for s in order3:
                c = choose(rng, s, held[s], trick, player, held, ult, t, mode)
                held[s].remove(c)
                trick.append((s, c))
                ev.append({"type": "play", "seat": s, "card": c})
            leader = trick_best(trick)[0]
    hl = []
    for s in range(n):
        hl.append(list(hands[s]) if s in hands else [])
    doc = {"format": "trick-transcript/1", "game": "galician-tarok", "players": NAMES[:n],
           "rules": dict(opts), "deals": [{"dealer": dealer, "hands": hl, "talon": talon, "events": ev}],
           "meta": {"constructed": scen, "seed": seed}}
    if fresh:
        doc.pop("start", None)
    elif pool_start is not None:
        doc["start"] = {"pools": {"pool": pool_start}}
    return doc


def add_payments(doc, shuffle_seed=None):
    """Write the oracle's payments into the record (payment events with reasons)."""
    res = O.check(doc)
    for d, r in zip(doc["deals"], res):
        for a, b, x, why in r["payments"]:
            d["events"].append({"type": "payment", "from": a, "to": b, "amount": round(x, 6), "reason": why})
    return res


def build_session(seed, scens, n, opts=None, pool_start=None):
    """Several deals at 3 or 4 players, the deal passing to the next seat (L83 "kolej gry idzie
    dalej"; at four the dealer is the king, L45)."""
    rng = random.Random(seed * 7 + 1)
    dealer = rng.randrange(n)
    doc = None
    for k, sc in enumerate(scens):
        d = build(seed * 100 + k, sc, n, opts, pool_start, dealer=dealer)
        if doc is None:
            doc = d
        else:
            doc["deals"].append(d["deals"][0])
        dealer = (dealer + 1) % n
    doc["meta"]["constructed"] = "+".join(scens)
    return doc
