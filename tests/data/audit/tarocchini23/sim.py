"""tarocchini23: deal, play legal cards, count. My own reading; nothing imported from the project."""

from __future__ import annotations

import random

from model import (
    DECK,
    PIPS,
    card_points,
    combo_points,
    combos,
    doubling_ambiguous,
    game_points,
    legal,
    strip,
    suit_of,
    trick_winner,
    value,
)


def rig(hands, extra, wants, rng):
    """move wanted cards into seats' hands by swapping. wants: {seat: [cards]}; extra = talon list."""
    pools = [hands[s] for s in range(len(hands))] + [extra]
    locked = {c for cs in wants.values() for c in cs}
    for seat, cards in wants.items():
        for c in cards:
            if c in hands[seat]:
                continue
            src = next(p for p in pools if c in p)
            cand = [x for x in hands[seat] if x not in locked]
            x = rng.choice(cand)
            hands[seat].remove(x)
            hands[seat].append(c)
            src.remove(c)
            src.append(x)


def avoid(hands, extra, seat, cards, rng):
    """move cards out of a seat's hand (into another hand)."""
    others = [s for s in range(len(hands)) if s != seat]
    for c in cards:
        if c in hands[seat]:
            o = rng.choice(others)
            x = rng.choice([y for y in hands[o] if y not in cards])
            hands[o].remove(x)
            hands[o].append(c)
            hands[seat].remove(c)
            hands[seat].append(x)


def play_out(hands, leader, side_of, rng, policy=None, matto_mode="friend"):
    """hands: list of sets (modified). Returns events, piles per side, last winner, tricks per seat, flags."""
    n = len(hands)
    events = []
    piles = {0: [], 1: []}
    tricks = [0] * n
    debts = []  # (owing side, receiving side)
    matto_info = None
    ntricks = len(hands[0])
    for t in range(ntricks):
        trick = []
        seat = leader
        for _k in range(n):
            led = suit_of(trick[0][1]) if trick else None
            opts = sorted(legal(hands[seat], led))
            if policy:
                c = policy(seat, opts, trick, t, hands)
            else:
                if "MATTO" in opts and len(opts) > 1:
                    cur = trick_winner(trick) if trick else None
                    friendly = cur is not None and side_of(cur) == side_of(seat)
                    if friendly == (matto_mode == "friend") and trick and rng.random() < 0.7:
                        opts = ["MATTO"]
                    else:
                        opts = [c for c in opts if c != "MATTO"]
                c = rng.choice(opts)
            # never leave the Matto for the last trick: play it when able
            if "MATTO" in hands[seat] and t >= ntricks - 6 and trick and "MATTO" in opts:
                c = "MATTO"
            hands[seat].remove(c)
            trick.append((seat, c))
            events.append({"type": "play", "seat": seat, "card": c})
            seat = (seat + 1) % n
        w = trick_winner(trick)
        tricks[w] += 1
        for s, c in trick:
            if c == "MATTO":
                piles[side_of(s)].append(c)
                matto_info = {"seat": s, "trick": t, "winner": w}
                if side_of(s) != side_of(w):
                    debts.append((side_of(s), side_of(w)))
            else:
                piles[side_of(w)].append(c)
        leader = w
        if t == ntricks - 1:
            assert all(c != "MATTO" for _s, c in trick), "Matto in last trick"
    return events, piles, leader, tricks, debts, matto_info


def settle_matto(piles, debts, side_tricks):
    """returns list of candidate pile-pairs (one per choice of low card) -- for invariance checks."""
    if not debts:
        return [piles]
    (owe, recv) = debts[0]
    assert side_tricks[owe] > 0
    outs = []
    for c in sorted(set(piles[owe])):
        if value(c) == 1 and c != "MATTO":
            p = {0: list(piles[0]), 1: list(piles[1])}
            p[owe].remove(c)
            p[recv].append(c)
            outs.append((c, p))
    return outs


def side_count(pile, decl_items_by_seat, seats):
    ap_items, ap_flags = combos(pile)
    decl = sum(combo_points(decl_items_by_seat[s]) for s in seats)
    comb = combo_points(ap_items)
    cp = card_points(pile)
    return {
        "declarations": decl,
        "combinations": comb,
        "card_points": cp,
        "pairs": len(pile) // 2,
        "after_items": ap_items,
        "ap_flags": ap_flags,
    }


def check_flags(decl_by_seat, seats_by_side, piles_variants, counts):
    flags = set()
    for s, items in decl_by_seat.items():
        if doubling_ambiguous(items):
            flags.add("decl_doubling_AB")
    # side-level grouping of declarations
    for seats in seats_by_side.values():
        joined = [it for s in seats for it in decl_by_seat[s]]
        per = sum(combo_points(decl_by_seat[s]) for s in seats)
        if combo_points(joined) != per:
            flags.add("side_grouping")
    return flags


# ---------------------------------------------------------------- Ottocento
def ottocento_deal(seed, dealer, wants=None, avoid_cards=None, policy=None, matto_mode="friend"):
    rng = random.Random(seed)
    deck = list(DECK)
    rng.shuffle(deck)
    hands = [[] for _ in range(4)]
    pos = 0
    for _round in range(3):
        for k in range(4):
            s = (dealer + 1 + k) % 4
            hands[s].extend(deck[pos : pos + 5])
            pos += 5
    talon = deck[60:62]
    if wants:
        rig(hands, talon, wants, rng)
    if avoid_cards:
        for s, cs in avoid_cards.items():
            avoid(hands, talon, s, cs, rng)
    # dealer takes the two, discards two plain pips (6-10)
    full = hands[dealer] + talon
    pips = sorted([c for c in full if c in PIPS], key=lambda c: (c[-1], c))
    if len(pips) < 2:
        return None
    # keep wanted cards; discard pips not wanted
    wanted = set((wants or {}).get(dealer, []))
    pips = [c for c in pips if c not in wanted]
    if len(pips) < 2:
        return None
    disc = rng.sample(pips, 2)
    after = [set(h) for h in hands]
    after[dealer] = set(full) - set(disc)
    decl = {}
    order = [(dealer + 1 + k) % 4 for k in range(4)]
    events = [
        {"type": "take", "seat": dealer, "cards": list(talon)},
        {"type": "discard", "seat": dealer, "cards": sorted(disc)},
    ]
    flags = set()
    for s in order:
        items, f = combos(after[s])
        flags |= {"decl_" + x for x in f if x != "wild_used" and x != "t16_exception"}
        decl[s] = items
        events.append({"type": "declare", "seat": s, "items": strip(items)})
    play_hands = [set(h) for h in after]
    pev, piles, last, tricks, debts, matto = play_out(play_hands, order[0], lambda s: s % 2, rng, policy, matto_mode)
    events += pev
    side_tricks = {0: tricks[0] + tricks[2], 1: tricks[1] + tricks[3]}
    if 0 in side_tricks.values():
        return None
    # discard: dealer's side if the dealer himself took a trick, else the other side
    dside = dealer % 2
    disc_to = dside if tricks[dealer] > 0 else 1 - dside
    piles[disc_to] += disc
    variants = settle_matto(piles, debts, side_tricks)
    if debts:
        variants = [p for _c, p in variants]
        if not variants:
            return None
    results = []
    for p in variants:
        res = {}
        for side in (0, 1):
            seats = [side, side + 2]
            c = side_count(p[side], decl, seats)
            c["last_trick"] = 6 if last % 2 == side else 0
            c["total"] = c["declarations"] + c["combinations"] + c["card_points"] + c["last_trick"]
            res[side] = c
        results.append(res)
    totals = {tuple(r[s]["total"] for s in (0, 1)) for r in results}
    combs = {tuple(r[s]["combinations"] for s in (0, 1)) for r in results}
    if len(totals) > 1 or len(combs) > 1:
        flags.add("matto_choice_matters")
    res = results[0]
    for side in (0, 1):
        f = res[side]["ap_flags"]
        flags |= {"ap_" + x for x in f if x not in ("wild_used", "t16_exception")}
        if doubling_ambiguous(res[side]["after_items"]):
            flags.add("ap_doubling_AB")
    flags |= check_flags(decl, {0: [0, 2], 1: [1, 3]}, None, None)
    # would the discard's cards change after-play combos? (they are plain pips: never)
    return {
        "deal": {"dealer": dealer, "hands": [sorted(h) for h in hands], "talon": list(talon), "events": events},
        "res": res,
        "flags": flags,
        "tricks": tricks,
        "last": last,
        "disc_to": disc_to,
        "disc": disc,
        "matto": matto,
        "debts": debts,
        "decl": decl,
    }


# ---------------------------------------------------------------- Terziglio
def terziglio_deal(seed, dealer, declarer, contract, wants=None, take_n=2, policy=None, avoid_cards=None, matto_mode="friend", talon_wants=None, take=None, matto_to_opp=True):
    rng = random.Random(seed)
    deck = list(DECK)
    rng.shuffle(deck)
    hands = [deck[0:18], deck[18:36], deck[36:54]]
    talon = deck[54:62]
    if wants:
        rig(hands, talon, wants, rng)
    if avoid_cards:
        for s, cs in avoid_cards.items():
            avoid(hands, talon, s, cs, rng)
    if matto_to_opp:
        opp = [s for s in range(3) if s != declarer]
        for src in [talon, hands[declarer]]:
            if "MATTO" in src:
                o = hands[rng.choice(opp)]
                x = next(y for y in o if y not in (talon_wants or []) and y not in ((wants or {}).get(declarer, [])))
                o.remove(x)
                o.append("MATTO")
                src.remove("MATTO")
                src.append(x)
    for c in talon_wants or []:
        if c not in talon:
            o = next(h for h in hands if c in h)
            x = next(y for y in talon if y not in (talon_wants or []))
            talon.remove(x)
            talon.append(c)
            o.remove(c)
            o.append(x)
    hands = [sorted(h) for h in hands]
    order = [(dealer + 1 + k) % 3 for k in range(3)]
    events = []
    for s in order:
        events.append({"type": "bid", "seat": s, "bid": contract if s == declarer else "pass"})
    after = [set(h) for h in hands]
    widow_final = list(talon)
    if contract == "gioco" and take_n:
        # take the take_n highest-valued widow cards, discard as many plain pips
        tk = list(take) if take else sorted(talon, key=lambda c: (-value(c), c))[:take_n]
        take_n = len(tk)
        pips = sorted(c for c in hands[declarer] if c in PIPS)
        if len(pips) < take_n:
            return None
        dc = rng.sample(pips, take_n)
        events.append({"type": "take", "seat": declarer, "cards": tk})
        events.append({"type": "discard", "seat": declarer, "cards": sorted(dc)})
        after[declarer] = (after[declarer] | set(tk)) - set(dc)
        widow_final = [c for c in talon if c not in tk] + dc
    decl = {}
    flags = set()
    for s in order:
        items, f = combos(after[s])
        flags |= {"decl_" + x for x in f if x not in ("wild_used", "t16_exception")}
        decl[s] = items
        events.append({"type": "declare", "seat": s, "items": strip(items)})

    def side_of(s):
        return 0 if s == declarer else 1

    play_hands = [set(h) for h in after]
    pev, piles, last, tricks, debts, matto = play_out(play_hands, order[0], side_of, rng, policy, matto_mode)
    events += pev
    side_tricks = {0: tricks[declarer], 1: sum(tricks) - tricks[declarer]}
    all_tricks = None
    if side_tricks[1] == 0:
        all_tricks = 0
    elif side_tricks[0] == 0:
        all_tricks = 1
    if contract == "gioco":
        w_to = 0 if side_tricks[0] > 0 else 1
    else:
        w_to = side_of(last)
    res = None
    if all_tricks is None:
        piles[w_to] += widow_final
        # would the widow's cards change that side's after-play combinations?
        without = [c for c in piles[w_to] if c not in widow_final]
        if combo_points(combos(without)[0]) != combo_points(combos(piles[w_to])[0]):
            flags.add("widow_in_combos")
        variants = settle_matto(piles, debts, side_tricks)
        if debts:
            variants = [p for _c, p in variants]
            if not variants:
                return None
        results = []
        for p in variants:
            r = {}
            for side in (0, 1):
                seats = [declarer] if side == 0 else [s for s in range(3) if s != declarer]
                c = side_count(p[side], decl, seats)
                c["last_trick"] = 6 if side_of(last) == side else 0
                c["total"] = c["declarations"] + c["combinations"] + c["card_points"] + c["last_trick"]
                r[side] = c
            results.append(r)
        if len({tuple(r[s]["total"] for s in (0, 1)) for r in results}) > 1:
            flags.add("matto_choice_matters")
        res = results[0]
        for side in (0, 1):
            flags |= {"ap_" + x for x in res[side]["ap_flags"] if x not in ("wild_used", "t16_exception")}
            if doubling_ambiguous(res[side]["after_items"]):
                flags.add("ap_doubling_AB")
        flags |= check_flags(decl, {0: [declarer], 1: [s for s in range(3) if s != declarer]}, None, None)
        if res[0]["total"] > res[1]["total"]:
            winner = 0
            gp = game_points(res[0]["total"])
        else:
            winner = 1
            gp = game_points(res[1]["total"])
        if contract == "solo":
            gp *= 2
    else:
        winner = all_tricks
        gp = 40
        if contract == "solo":
            flags.add("solo_all_tricks")
    scores = {s: (gp if side_of(s) == winner else 0) for s in range(3)}
    return {
        "deal": {"dealer": dealer, "hands": hands, "talon": list(talon), "events": events},
        "res": res,
        "flags": flags,
        "tricks": tricks,
        "last": last,
        "w_to": w_to,
        "widow_final": widow_final,
        "winner": winner,
        "gp": gp,
        "scores": scores,
        "matto": matto,
        "debts": debts,
        "decl": decl,
        "all_tricks": all_tricks,
    }
