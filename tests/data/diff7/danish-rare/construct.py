"""Constructor: deals chosen hands (biased toward a rare outcome) and plays them out legally with
simple steering policies; the oracle classifies the outcome and writes every payment."""
import copy
import random
from oracle import (oracle, full_deck, suit, rank, is_king, legal_cards, active_seats, declarations,
                    norm, POOLS)

LOW_PIPS = [f"{i}{s}" for s in "SC" for i in range(1, 6)] + [f"{i}{s}" for s in "HD" for i in range(6, 11)]
MID_PIPS = [f"{i}{s}" for s in "SC" for i in range(6, 11)] + [f"{i}{s}" for s in "HD" for i in range(1, 6)]
COURTS = [r + s for r in "KQNJ" for s in "HDSC"]


def deal_hands(rng, n, dealer, forced):
    """forced: {seat: [cards]}; the rest dealt at random. Dealer gets 28 (L87)."""
    act = active_seats(n, dealer)
    size = {s: (28 if s == dealer else 25) for s in act}
    hands = {s: list(forced.get(s, [])) for s in act}
    used = {c for h in hands.values() for c in h}
    rest = [c for c in full_deck() if c not in used]
    rng.shuffle(rest)
    for s in act:
        need = size[s] - len(hands[s])
        assert need >= 0, (s, len(hands[s]))
        hands[s] += rest[:need]
        rest = rest[need:]
    assert not rest
    return [hands.get(s, []) for s in range(n)]


def choose_skat(rng, hand):
    """A legal skat (L142-L150): no king, Mondo, Joker, no declaration card; trumps only if all go."""
    from oracle import declarations as D
    dc = set()
    h = set(hand)
    for item, _ in D(hand):
        k = item["kind"]
        if k == "trumps":
            dc |= {c for c in h if suit(c) in "TJ"}
        elif k == "matadors":
            dc |= {"JOKER", "T21", "T1"} | {"T%d" % t for t in range(22 - item["count"] + 2, 21)}
        elif k == "cavalry":
            dc |= {r + item["suit"] for r in "KQNJ"} | {"JOKER"}
        elif k == "kings":
            dc |= {"K" + s for s in "HDSC"} | {"JOKER"}
    free = [c for c in hand if c not in dc and not is_king(c) and c not in ("T21", "JOKER") and suit(c) != "T"]
    if len(free) < 3:
        return None
    # prefer low cards so that the steered hand stays as built
    free.sort(key=lambda c: (c in COURTS, rng.random()))
    return free[:3]


def led_suit(trick, named, hand_of_third=None):
    if not trick:
        return None
    if trick[0][1] != "JOKER":
        return suit(trick[0][1])
    led = named
    if len(trick) == 2 and hand_of_third is not None:
        c2 = trick[1][1]
        if c2 != "JOKER" and suit(c2) not in (named, "T") and not any(
                suit(x) in (named, "T") for x in hand_of_third if x != "JOKER"):
            led = suit(c2)  # L138
    return led


def strength(c):
    if c == "JOKER":
        return -1
    return (200 + rank(c)) if suit(c) == "T" else rank(c)


def playout(rng, n, dealer, hands, roles, demand_p=0.0, naming_p=0.0, false_demand_p=0.0):
    """roles: {seat: {"policy": "win"|"lose"|"rand", "keep": card or None}}. Returns events (no payments)."""
    act = active_seats(n, dealer)
    H = {s: list(hands[s]) for s in act}
    ntr = 25
    events = []
    leader = act[(act.index(dealer) + 1) % len(act)]
    joker_played = False
    for tn in range(ntr):
        trick = []
        named = None
        demanded = False
        if tn == ntr - 3:
            holder = next((s for s in act if "JOKER" in H[s]), None)
            if holder is not None and rng.random() < demand_p:
                caller = rng.choice([s for s in act if s != holder])
                events.append({"type": "call", "seat": caller, "call": "joker"})
                demanded = True
            elif holder is None and joker_played and rng.random() < false_demand_p:
                events.append({"type": "call", "seat": rng.choice(act), "call": "joker"})
        order = [act[(act.index(leader) + i) % len(act)] for i in range(len(act))]
        for pos, s in enumerate(order):
            third = H[s] if pos == 2 else None
            led = led_suit(trick, named, third)
            lc = legal_cards(H[s], trick, tn, ntr, demanded and "JOKER" in H[s], led)
            role = roles.get(s, {"policy": "rand"})
            keep = role.get("keep")
            cand = [c for c in lc if c != keep] or lc
            if tn == ntr - 1:
                cand = lc
            # Joker: played at a random moment, or led with a naming
            if "JOKER" in cand and len(cand) > 1 and not (demanded) and rng.random() < 0.85:
                cand = [c for c in cand if c != "JOKER"]
            pol = role["policy"]
            if pol == "win":
                nt = [x for x in cand if suit(x) not in "TJ"]
                if not trick and nt and rng.random() < role.get("suitlead", 0.0):
                    c = max(nt, key=strength)
                elif not trick:
                    c = max(cand, key=strength)
                else:
                    from oracle import trick_winner as tw
                    lead_s = led if led is not None else suit(trick[0][1])
                    wins = [x for x in cand if x != "JOKER" and tw(trick + [(s, x)], lead_s)[0] == s]
                    c = min(wins, key=strength) if wins else min(cand, key=lambda x: (strength(x) if x != "JOKER" else -5))
            elif pol == "lose":
                c = min(cand, key=lambda x: (strength(x) if x != "JOKER" else -5))
            else:
                c = rng.choice(cand)
            ev = {"type": "play", "seat": s, "card": c}
            if c == "JOKER" and not trick:
                # name a suit; with naming_p pick one both followers lack (for L134 namings)
                f2, f3 = order[1], order[2]
                voids = [x for x in "HDSC" if not any(suit(y) == x for y in H[f2] + H[f3] if y != "JOKER")]
                if voids and rng.random() < naming_p:
                    named = rng.choice(voids)
                else:
                    named = rng.choice("HDSCT")
                ev["named"] = named
            events.append(ev)
            H[s].remove(c)
            trick.append((s, c))
            if c == "JOKER":
                joker_played = True
            if c == "JOKER" and pos == 0 and named != "T":
                f2, f3 = order[1], order[2]
                v2 = not any(suit(y) == named for y in H[f2] if y != "JOKER")
                v3 = not any(suit(y) == named for y in H[f3] if y != "JOKER")
                if v2 and v3 and rng.random() < 0.7:
                    # L134: the 2nd says he is void; the 3rd is void too: the 2nd names the Joker
                    events.append({"type": "call", "seat": f2, "call": "void"})
                    new = rng.choice([x for x in "HDSCT" if x != named])
                    events.append({"type": "call", "seat": f2, "call": "name_joker", "named": new})
                    named = new
        # winner
        led = suit(trick[0][1]) if trick[0][1] != "JOKER" else named
        if trick[0][1] == "JOKER" and not any(suit(x) in (named, "T") for _, x in trick[1:]):
            led = suit(trick[1][1])
        from oracle import trick_winner
        leader, _ = trick_winner(trick, led)
    return events


def build_record(rng, target, redeal_class="large"):
    """Returns (doc, info) or None."""
    n = 4 if rng.random() < 0.3 else 3
    dealer = rng.randrange(n)
    act = active_seats(n, dealer)
    a = list(act)
    rng.shuffle(a)
    S, B, C = a
    forced = {}
    roles = {s: {"policy": "rand"} for s in act}
    info = {"target": target, "players": n}
    trumps = ["T%d" % i for i in range(1, 22)]
    if target == "tout":
        k = rng.randint(8, 14)
        top = ["T%d" % i for i in range(21, 21 - k, -1)]
        courts = [r + s for r in "KQNJ" for s in "HDSC"]
        var = rng.choice(["plain", "king_pz", "pagat_pz", "pagat_pz_king_pz"])
        info["var"] = var
        if "king_pz" in var:
            kk = rng.choice(["KH", "KD", "KS", "KC"])
            courts.remove(kk)
            forced[B] = [kk]
            roles[B] = {"policy": "lose", "keep": kk}
        if "pagat_pz" in var:
            kb = C if "king_pz" in var else B
            low = ["T%d" % i for i in range(1, rng.randint(3, 10))]
            forced.setdefault(kb, []).extend(low)
            roles[S] = {"policy": "win", "suitlead": 0.6}
            roles[kb] = {"policy": "lose", "keep": "T1"}
        size = 28 if S == dealer else 25
        top = [t for t in top if t not in forced.get(C, []) + forced.get(B, [])]
        forced[S] = (top + courts)[:size]
        roles.setdefault(S, {"policy": "win"})
        if roles[S]["policy"] != "win":
            roles[S] = {"policy": "win"}
        for o in (B, C):
            roles.setdefault(o, {"policy": "lose"})
            if roles[o]["policy"] == "rand":
                roles[o] = {"policy": "lose"}
    elif target == "nolo":
        pool = LOW_PIPS + MID_PIPS
        var = rng.choice(["plain", "w_pagat", "w_king", "pz_pagat", "nolo_king", "w_king_pz"])
        info["var"] = var
        size = 28 if S == dealer else 25
        lowc = [c for c in pool][:size]
        forced[S] = list(lowc)
        roles[S] = {"policy": "lose"}
        roles[B] = {"policy": "win"}
        roles[C] = {"policy": "win"}
        if var == "w_pagat":
            forced[B] = ["T1"] + ["T%d" % i for i in range(21, 21 - rng.randint(6, 12), -1)]
            roles[B] = {"policy": "win", "keep": "T1"}
        elif var == "w_king":
            forced[B] = ["KH"] + ["T%d" % i for i in range(21, 21 - rng.randint(6, 12), -1)]
            roles[B] = {"policy": "win", "keep": "KH"}
        elif var == "pz_pagat":
            forced[B] = ["T1"]
            roles[B] = {"policy": "lose", "keep": "T1"}
        elif var == "nolo_king":
            forced[S] = forced[S][:-1] + ["KS"]
            roles[S] = {"policy": "lose", "keep": "KS"}
        elif var == "w_king_pz":
            forced[B] = ["KH"] + ["T%d" % i for i in range(21, 21 - rng.randint(6, 12), -1)]
            roles[B] = {"policy": "win", "keep": "KH"}
            forced[C] = ["KD"]
            roles[C] = {"policy": "lose", "keep": "KD"}
    elif target in ("pagat_ultimo", "king_ultimo"):
        k = rng.randint(9, 15)
        kc = "T1" if target == "pagat_ultimo" else rng.choice(["KH", "KD", "KS", "KC"])
        forced[S] = [kc] + ["T%d" % i for i in range(21, 21 - k, -1)]
        roles[S] = {"policy": "win", "keep": kc}
        for o in (B, C):
            roles[o] = {"policy": "lose"}
        var = rng.choice(["plain", "king_pz", "two_king_pz"])
        info["var"] = var
        ks = [x for x in ["KH", "KD", "KS", "KC"] if x != kc]
        rng.shuffle(ks)
        if var in ("king_pz", "two_king_pz"):
            forced[B] = [ks[0]]
            roles[B] = {"policy": "rand", "keep": ks[0]}
        if var == "two_king_pz":
            forced[C] = [ks[1]]
            roles[C] = {"policy": "rand", "keep": ks[1]}
    elif target in ("pagat_pz", "king_pz"):
        kc = "T1" if target == "pagat_pz" else rng.choice(["KH", "KD", "KS", "KC"])
        forced[B] = [kc] + (["T%d" % i for i in range(2, rng.randint(6, 11))] if kc == "T1" else [])
        roles[B] = {"policy": "rand", "keep": kc}
        forced[S] = ["T%d" % i for i in range(21, 21 - rng.randint(6, 10), -1)]
        roles[S] = {"policy": "win", "suitlead": 0.7}
        roles[B]["policy"] = "lose"
    elif target == "decl":
        pass
    # declaration biases (L158-L176): courts, kings, Joker, matadors
    if target in ("decl", "pagat_pz", "king_pz") or rng.random() < 0.3:
        taken = {c for v in forced.values() for c in v}
        s = rng.choice(act)
        kind = rng.choice(["cav_full", "cav_rich", "cav_half", "kings_full", "kings_rich", "kings_half", "matadors"])
        info["decl"] = kind
        want = []
        if kind.startswith("cav"):
            su = rng.choice("HDSC")
            cs = [r + su for r in "KQNJ"]
            if kind == "cav_half":
                cs.remove(rng.choice(cs))
            want = cs + (["JOKER"] if kind != "cav_full" else [])
        elif kind.startswith("kings"):
            cs = ["K" + x for x in "HDSC"]
            if kind == "kings_half":
                cs.remove(rng.choice(cs))
            want = cs + (["JOKER"] if kind != "kings_full" else [])
        else:
            want = ["JOKER", "T21", "T1"] + ["T%d" % t for t in range(20, 20 - rng.randint(0, 5), -1)]
        size = 28 if s == dealer else 25
        if not (set(want) & taken) and len(forced.get(s, [])) + len(want) <= size:
            forced.setdefault(s, []).extend(want)
    try:
        hands = deal_hands(rng, n, dealer, forced)
    except AssertionError:
        return None
    skat = choose_skat(rng, hands[dealer])
    if skat is None:
        return None
    ph = [list(h) for h in hands]
    for c in skat:
        ph[dealer].remove(c)
    evs = [{"type": "discard", "seat": dealer, "cards": skat}]
    for s in [act[(act.index(dealer) + i) % len(act)] for i in range(len(act))]:
        h = hands[s] if False else ph[s]
        evs.append({"type": "declare", "seat": s, "items": [it for it, _ in declarations(h)]})
    plays = playout(rng, n, dealer, ph, roles,
                    demand_p=0.5 if target in ("demand", "decl") else 0.15,
                    naming_p=0.8, false_demand_p=0.5 if target == "demand" else 0.1)
    evs += plays
    deal = {"dealer": dealer, "hands": [sorted(h) if h else [] for h in hands], "events": evs}
    doc = {"format": "trick-transcript/1", "game": "danish-tarok", "rules": {},
           "players": ["P%d" % i for i in range(n)], "deals": [deal]}
    if rng.random() < 0.5:
        doc["start"] = {"pools": {"pagat_pool": rng.choice([20, 45, 60, 65, 100, 135, 240]),
                                  "king_pool": rng.choice([20, 45, 60, 65, 100, 135, 240])}}
    if rng.random() < 0.25:   # a redeal for no trumps first (L280), same dealer
        false = rng.random() < 0.3
        # L308: an irreparable fault voids the deal and the NEW dealer deals (oracle fix, class B-1)
        rdealer = (dealer - 1) % n if (false and redeal_class == "irreparable") else dealer
        rd = redeal_deal(rng, n, rdealer, false=false)
        if rd is not None:
            doc["deals"].insert(0, rd)
            info["redeal"] = rd["_kind"]
            del rd["_kind"]
    return doc, info


def redeal_deal(rng, n, dealer, false=False):
    act = active_seats(n, dealer)
    s = rng.choice(act)
    deck = full_deck()
    rng.shuffle(deck)
    size = 28 if s == dealer else 25
    if false:
        mine = [c for c in deck if suit(c) == "T"][:1] + [c for c in deck if suit(c) != "T"][:size - 1]
    else:
        mine = [c for c in deck if suit(c) != "T"][:size]
    forced = {s: mine}
    hands = deal_hands(rng, n, dealer, forced)
    return {"dealer": dealer, "hands": [sorted(h) for h in hands],
            "events": [{"type": "redeal", "seat": s, "reason": "no_trumps"}], "_kind": "false" if false else "ok"}


def write_payments(doc, classes=None):
    """Insert the oracle's payments after their anchors. Returns the oracle results on the final doc."""
    res = oracle(doc, classes)
    for deal, r in zip(doc["deals"], res):
        evs = deal["events"]
        by = {}
        for (anc, f, t, a, reason) in r["payments"]:
            by.setdefault(anc, []).append({"type": "payment", "from": f, "to": t, "amount": a, "reason": reason})
        out = list(by.get(-1, []))
        for i, e in enumerate(evs):
            out.append(e)
            out += by.get(i, [])
        deal["events"] = out
    return oracle(doc, classes)
