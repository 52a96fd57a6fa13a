"""tarocchini26: deal simulators (Ottocento and Terziglio) on top of model.py, with fault hooks.

A deal is simulated from a seed; `fault` asks the simulator to plant one fault in it.  Every
figure is computed from the play as it happened (the source names no penalties).
Returns None when the deal touches an unclear point of the source (see model.py).
"""

from __future__ import annotations

import random

import model as M


class Reject(Exception):
    pass


def _choose(rng, hand, plays, ntricks_left, avoid_matto_last):
    opts = M.legal(hand, plays)
    if not plays:
        opts = [c for c in opts if c != "MATTO"] or opts
    if "MATTO" in opts and plays and ntricks_left <= 3:
        return "MATTO"
    if "MATTO" in opts and len(opts) > 1 and rng.random() < 0.8:
        opts = [c for c in opts if c != "MATTO"]
    # mild heuristics: high cards sometimes, otherwise random
    return rng.choice(sorted(opts))


def play_out(rng, hands, leader, ntricks, fault=None):
    """Plays every trick. fault: dict(kind=revoke|notrump|lead, trick=i, pos=k).
    Returns (events, tricks [(plays, winner)], fault_play_index or None)."""
    hands = [list(h) for h in hands]
    n = len(hands)
    events = []
    tricks = []
    fault_at = None
    for t in range(ntricks):
        plays = []
        for k in range(n):
            seat = (leader + k) % n
            h = hands[seat]
            if fault and fault["trick"] == t and fault["pos"] == k and fault["kind"] in ("revoke", "notrump"):
                led = next((M.suit_of(c) for _, c in plays if c != "MATTO"), None)
                if led is None:
                    raise Reject("no led suit")
                if fault["kind"] == "revoke":
                    if not any(M.suit_of(c) == led for c in h):
                        raise Reject("cannot revoke")
                    bad = [c for c in h if c != "MATTO" and M.suit_of(c) != led]
                else:
                    if any(M.suit_of(c) == led for c in h) or not any(M.is_trump(c) for c in h):
                        raise Reject("cannot fail to trump")
                    bad = [c for c in h if c != "MATTO" and not M.is_trump(c)]
                if not bad:
                    raise Reject("no illegal card")
                card = sorted(bad)[0]
                fault_at = len(events)
            else:
                card = _choose(rng, h, plays, ntricks - t, True)
            if card == "MATTO" and t == ntricks - 1:
                raise Reject("Matto in the last trick")
            h.remove(card)
            plays.append((seat, card))
            events.append({"type": "play", "seat": seat, "card": card})
        w = M.trick_winner(plays)
        tricks.append((plays, w))
        leader = w
    return events, tricks, fault_at


def piles_after_play(tricks, side_of, extra, nsides=2):
    """Piles per side, the Matto returned to its side against a pip card.
    extra: list of (side, cards) added before the Matto exchange."""
    piles = [[] for _ in range(nsides)]
    won = [0] * nsides
    for plays, w in tricks:
        piles[side_of(w)] += [c for _, c in plays]
        won[side_of(w)] += 1
    for side, cards in extra:
        piles[side] += list(cards)
    info = None
    for plays, w in tricks:
        for seat, c in plays:
            if c == "MATTO":
                ms, ws = side_of(seat), side_of(w)
                if ms != ws and won[ms] > 0:
                    extra_cards = {c for _, cs in extra for c in cs}
                    pips = sorted(
                        x
                        for x in piles[ms]
                        if not M.is_trump(x)
                        and x != "MATTO"
                        and M.rank_of(x) in M.PIPS
                        and x not in extra_cards
                    )
                    if not pips:
                        raise Reject("no pip to give for the Matto")
                    give = pips[0]
                    piles[ms].remove(give)
                    piles[ws].append(give)
                    piles[ws].remove("MATTO")
                    piles[ms].append("MATTO")
                    info = {"matto_side": ms, "gave": give}
    return piles, won, info


def declare_items(rng, hand, cautious=False):
    items, _total, amb = M.combinations_of(hand)
    its = [it for it, _ in items]
    if amb:
        its = [it for it in its if it["kind"] == "cricca"]
        _, a2 = M.value_of([(it, M.item_value(it)) for it in its])
        if a2:
            its = []
    elif its and not cautious and rng.random() < 0.15:
        its = its[:-1]  # a player may declare less than he holds
        _, a2 = M.value_of([(it, M.item_value(it)) for it in its])
        if a2:
            its = [it for it, _ in items]
    return its


def decl_value(its):
    v, amb = M.value_of([(it, M.item_value(it)) for it in its])
    assert not amb
    return v


def pile_combos(pile, alt_pile):
    _, v, amb = M.combinations_of(pile)
    if amb:
        raise Reject("pile combination unclear")
    if alt_pile is not None:
        _, v2, amb2 = M.combinations_of(alt_pile)
        if amb2 or v2 != v:
            raise Reject("pile combination depends on counting the discard/widow")
    return v


# ---------------------------------------------------------------- Ottocento


def otto_deal(seed, dealer, totals_before, fault=None, play_seed=None):
    """fault kinds: revoke, notrump (trick, pos); lead (first lead by seat); lastlead (seat);
    discard5; falsedecl (seat)."""
    rng = random.Random(seed)
    d = M.deck()
    rng.shuffle(d)
    hands = [d[i * 15 : (i + 1) * 15] for i in range(4)]
    talon = d[60:62]
    events = []
    events.append({"type": "take", "seat": dealer, "cards": list(talon)})
    full = hands[dealer] + talon
    allowed = sorted(c for c in full if M.points(c) != 5)
    rng.shuffle(allowed)
    discard = allowed[:2]
    fault_ev = None
    if fault and fault["kind"] == "discard5":
        fives = sorted(c for c in full if M.points(c) == 5 and c != "MATTO" and c not in ("T0",))
        fives = [c for c in fives if c[0] == "K"] or fives
        if not fives:
            raise Reject("no king")
        discard = [fives[0], allowed[0]]
        fault_ev = len(events)
    events.append({"type": "discard", "seat": dealer, "cards": list(discard)})
    play_hands = [list(h) for h in hands]
    play_hands[dealer] = [c for c in full if c not in discard]
    decl = {}
    eldest = (dealer + 1) % 4
    for k in range(4):
        s = (eldest + k) % 4
        its = declare_items(rng, play_hands[s])
        if fault and fault["kind"] == "falsedecl" and fault["seat"] == s:
            its, fval = false_item(play_hands[s], its)
            fault_ev = len(events)
            decl[s] = [it for it in its if it is not fval]
        else:
            decl[s] = its
        events.append({"type": "declare", "seat": s, "items": its})
    team_decl = [decl_value(decl[0]) + decl_value(decl[2]), decl_value(decl[1]) + decl_value(decl[3])]
    for t in range(2):
        if totals_before[t] + team_decl[t] >= 800:
            raise Reject("800 on declarations")
    leader = eldest
    pfault = None
    if fault and fault["kind"] in ("revoke", "notrump"):
        pfault = fault
    if fault and fault["kind"] == "lead":
        leader = fault["seat"]
    prng = random.Random(seed * 7919 + 1 if play_seed is None else play_seed)
    play_events, tricks, fat = play_out(prng, play_hands, leader, 15, pfault)
    if fault and fault["kind"] == "lastlead":
        # the last trick led by the wrong seat, the same four cards
        right = tricks[-2][1]
        wrong = (right + fault["offset"]) % 4
        plays, _ = tricks[-1]
        cards = {s: c for s, c in plays}
        newplays = [(s, cards[s]) for s in [(wrong + k) % 4 for k in range(4)]]
        tricks[-1] = (newplays, M.trick_winner(newplays))
        play_events = play_events[:-4] + [{"type": "play", "seat": s, "card": c} for s, c in newplays]
        fat = len(play_events) - 4
    if fat is not None:
        fault_ev = len(events) + fat
    if fault and fault["kind"] == "lead":
        fault_ev = len(events)
    events += play_events

    def side_of(seat):
        return seat % 2

    dealer_won = sum(1 for _, w in tricks if w == dealer)
    dside = side_of(dealer) if dealer_won else 1 - side_of(dealer)
    piles, won, matto = piles_after_play(tricks, side_of, [(dside, discard)])
    alt = [list(p) for p in piles]
    for c in discard:
        alt[dside].remove(c)
    combos = [pile_combos(piles[t], alt[t]) for t in range(2)]
    cp = [M.card_points(piles[t]) for t in range(2)]
    lt = [6 if side_of(tricks[-1][1]) == t else 0 for t in range(2)]
    score = [team_decl[t] + combos[t] + cp[t] + lt[t] for t in range(2)]
    fig = {
        "declarations": team_decl,
        "combinations": combos,
        "card_points": cp,
        "last_trick": lt,
        "score": score,
        "tricks_won": won,
        "dealer_tricks": dealer_won,
        "discard_to": dside,
        "matto": matto,
        "last_trick_winner": tricks[-1][1],
    }
    deal = {"dealer": dealer, "hands": hands, "talon": talon, "events": events}
    return deal, fig, fault_ev


def false_item(hand, its):
    """An item the hand cannot show: a cricca of kings (or jacks...) not held."""
    for of in ("kings", "queens", "knights", "jacks"):
        n = sum(1 for c in M.CRICCA_CARDS[of] if c in hand)
        if n <= 1:
            it = {"kind": "cricca", "of": of, "count": 3}
            return its + [it], it
    raise Reject("no false item")


def otto_monte(seed, dealer):
    rng = random.Random(seed)
    d = M.deck()
    rng.shuffle(d)
    hands = [d[i * 15 : (i + 1) * 15] for i in range(4)]
    talon = d[60:62]
    events = [{"type": "redeal", "seat": (dealer + 1 + k) % 4, "reason": "monte"} for k in range(4)]
    return {"dealer": dealer, "hands": hands, "talon": talon, "events": events}


# ---------------------------------------------------------------- Terziglio


def terz_deal(seed, dealer, contract, widow_n=8, fault=None, play_seed=None):
    """contract: (declarer offset from eldest, 'gioco'|'solo', bids list by offset)."""
    rng = random.Random(seed)
    d = M.deck()
    rng.shuffle(d)
    hs = 18 if widow_n == 8 else 19
    hands = [d[i * hs : (i + 1) * hs] for i in range(3)]
    widow = d[3 * hs :]
    eldest = (dealer + 1) % 3
    bids = contract["bids"]
    events = []
    fault_ev = None
    declarer = None
    kind = None
    for k, b in enumerate(bids):
        s = (eldest + k) % 3
        if fault and fault["kind"] == "bid" and k == 2:
            fault_ev = len(events)
        events.append({"type": "bid", "seat": s, "bid": b})
    # the legal highest bid decides (an illegal call is ignored)
    for k, b in enumerate(bids):
        if fault and fault["kind"] == "bid" and k == 2:
            continue
        if b != "pass" and (kind is None or (kind == "gioco" and b == "solo")):
            declarer, kind = (eldest + k) % 3, b
    assert declarer is not None
    play_hands = [list(h) for h in hands]
    final_widow = list(widow)
    if kind == "gioco" or (fault and fault["kind"] == "soloexchange"):
        k = contract.get("exchange", 2)
        take = sorted(widow, key=lambda c: -M.points(c))[:k]
        h = play_hands[declarer] + take
        ok = sorted((c for c in h if M.points(c) != 5 and c not in take), key=lambda c: (M.points(c), c))
        disc = ok[:k]
        if fault and fault["kind"] == "discard5":
            fives = sorted(c for c in h if M.points(c) == 5 and c[0] == "K")
            if not fives:
                raise Reject("no king to discard")
            disc = [fives[0]] + ok[: k - 1]
            fault_ev = len(events) + 1
        if fault and fault["kind"] == "soloexchange":
            fault_ev = len(events)
        events.append({"type": "take", "seat": declarer, "cards": take})
        events.append({"type": "discard", "seat": declarer, "cards": disc})
        play_hands[declarer] = [c for c in h if c not in disc]
        final_widow = [c for c in widow if c not in take] + disc
    decl = {}
    for k in range(3):
        s = (eldest + k) % 3
        its = declare_items(rng, play_hands[s])
        if fault and fault["kind"] == "falsedecl" and fault["seat"] == s:
            its, fval = false_item(play_hands[s], its)
            fault_ev = len(events)
            decl[s] = [it for it in its if it is not fval]
        else:
            decl[s] = its
        events.append({"type": "declare", "seat": s, "items": its})
    leader = eldest
    pfault = fault if fault and fault["kind"] in ("revoke", "notrump") else None
    if fault and fault["kind"] == "lead":
        leader = fault["seat"]
    prng = random.Random(seed * 7919 + 1 if play_seed is None else play_seed)
    play_events, tricks, fat = play_out(prng, play_hands, leader, hs, pfault)
    if fat is not None:
        fault_ev = len(events) + fat
    if fault and fault["kind"] == "lead":
        fault_ev = len(events)
    events += play_events

    def side_of(seat):
        return 0 if seat == declarer else 1

    won = [sum(1 for _, w in tricks if side_of(w) == t) for t in range(2)]
    if kind == "gioco":
        wside = 0 if won[0] else 1
    else:
        wside = side_of(tricks[-1][1])
    if min(won) == 0:
        raise Reject("all tricks (avoid)")
    piles, _, matto = piles_after_play(tricks, side_of, [(wside, final_widow)])
    alt = [list(p) for p in piles]
    for c in final_widow:
        alt[wside].remove(c)
    for p in piles:
        if len(p) % 2:
            raise Reject("odd pile")
    combos = [pile_combos(piles[t], alt[t]) for t in range(2)]
    cp = [M.card_points(piles[t]) for t in range(2)]
    lt = [6 if side_of(tricks[-1][1]) == t else 0 for t in range(2)]
    sdecl = [decl_value(decl[declarer]), sum(decl_value(decl[s]) for s in range(3) if s != declarer)]
    pts = [sdecl[t] + combos[t] + cp[t] + lt[t] for t in range(2)]
    win = 0 if pts[0] > pts[1] else 1
    gp = M.round_game_points(pts[win]) * (2 if kind == "solo" else 1)
    seat_scores = [0, 0, 0]
    for s in range(3):
        if side_of(s) == win:
            seat_scores[s] = gp
    fig = {
        "declarer": declarer,
        "contract": kind,
        "declarations": sdecl,
        "combinations": combos,
        "card_points": cp,
        "last_trick": lt,
        "points": pts,
        "winner": "declarer" if win == 0 else "opponents",
        "game_points": gp,
        "seat_scores": seat_scores,
        "tricks_won": won,
        "widow_to": "declarer" if wside == 0 else "opponents",
        "matto": matto,
        "_bids": list(bids),
    }
    deal = {"dealer": dealer, "hands": hands, "talon": widow, "events": events}
    return deal, fig, fault_ev
