"""Blind generator for audit round variants-fresh (no import from validator).

Every transcript sets one or more rule OPTIONS to a non-default value and is either clean under
that option or carries exactly one planted fault whose verdict depends on the option.
Run: python _gen.py [seed]   (writes NN-*.json next to this file and _computed.txt)
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).parent
LOG: list[str] = []


def log(s: str) -> None:
    LOG.append(s)


def write(name: str, tr: dict) -> None:
    (OUT / name).write_text(json.dumps(tr, indent=1, ensure_ascii=False) + "\n")


# ----------------------------------------------------------------------------------------------
# RAGE
# ----------------------------------------------------------------------------------------------
RCOL = "RBGYPO"


def rage_deck(with_action_in_hands: bool = True):
    colour = [f"{c}{v}" for c in RCOL for v in range(16)]
    action = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
    return colour, action


def rcol(card):
    return None if card in ("WILD", "NOTRUMP", "CHANGE", "PLUS5", "MINUS5") else card[0]


def rval(card):
    return int(card[1:])


def rage_deal(rng, n, k, handpool_extra=("PLUS5", "MINUS5")):
    """Hands hold colour cards and only the +5/-5 action cards (joker, no-trump and change-trump
    are left in the stock, so the trump colour never changes in these rounds)."""
    colour, action = rage_deck()
    pool = colour + [a for a in action if a in handpool_extra]
    rng.shuffle(pool)
    hands = [sorted(pool[i * k:(i + 1) * k]) for i in range(n)]
    rest = pool[n * k:] + [a for a in action if a not in handpool_extra]
    rng.shuffle(rest)
    # the first card of the stock is turned; if an action card, the next ones
    return hands, rest


def rage_trump(stock):
    for c in stock:
        if rcol(c):
            return c[0]
    raise ValueError


def rage_play(rng, hands, leader, trump, strategy=None):
    n = len(hands)
    hands = [list(h) for h in hands]
    plays = []
    tricks = [0] * n
    bonus = [0] * n
    nt = len(hands[0])
    for _ in range(nt):
        trick = []
        for j in range(n):
            s = (leader + j) % n
            led = next((rcol(c) for _, c in trick if rcol(c)), None)
            legal = hands[s]
            if led and any(rcol(c) == led for c in hands[s]):
                legal = [c for c in hands[s] if rcol(c) == led]
            c = strategy(s, legal, trick) if strategy else rng.choice(sorted(legal))
            hands[s].remove(c)
            trick.append((s, c))
            plays.append({"type": "play", "seat": s, "card": c})
        # winner
        led = next((rcol(c) for _, c in trick if rcol(c)), None)
        if led is None:
            w = trick[0][0]
        else:
            tr = [(rval(c), s) for s, c in trick if rcol(c) == trump]
            if tr:
                w = max(tr)[1]
            else:
                w = max((rval(c), s) for s, c in trick if rcol(c) == led)[1]
        tricks[w] += 1
        for _, c in trick:
            if c == "PLUS5":
                bonus[w] += 5
            if c == "MINUS5":
                bonus[w] -= 5
        leader = w
    return plays, tricks, bonus


def rage_scores(bids, tricks, bonus, durch, last_round):
    n = len(bids)
    total_tricks = sum(tricks)
    out = []
    for s in range(n):
        per = 1
        if durch and not last_round and tricks[s] == total_tricks:
            per = 2
        sc = tricks[s] * per + bonus[s] + (10 if bids[s] == tricks[s] else -5)
        out.append(sc)
    return out


def rage_files(rng):
    players3 = ["Anička", "Bohouš", "Katka"]

    # 01: plus_minus_one, the last bidder makes the total equal the tricks -> forbidden bid
    while True:
        hands, stock = rage_deal(rng, 3, 10)
        trump = rage_trump(stock)
        plays, tricks, bonus = rage_play(rng, hands, 1, trump)
        if min(tricks) >= 1 and any(b for b in bonus):
            break
    bids = list(tricks)  # everyone bids exactly what they take: the bids add up to 10
    ev = [{"type": "bid", "seat": s, "bid": bids[s]} for s in (1, 2, 0)]
    ev += plays
    sc = rage_scores(bids, tricks, bonus, False, False)
    ev += [{"type": "score", "party": s, "points": sc[s]} for s in range(3)]
    ev += [{"type": "total", "party": s, "points": sc[s]} for s in range(3)]
    write("01-rage-pm1-last-bid-makes-ten.json", {
        "format": "trick-transcript/1", "game": "rage",
        "rules": {"preset": "standard", "plus_minus_one": True},
        "players": players3, "deals": [{"dealer": 0, "hands": hands, "talon": stock, "events": ev}]})
    log(f"01 rage pm1: trump {trump} bids {bids} (sum {sum(bids)}) tricks {tricks} bonus {bonus} scores {sc}; "
        f"forbidden bid = deal 0 event 2 (seat 0, last bidder)")

    # 02: durch + plus_minus_one, rounds 8, 9, 10 (3, 2, 1 cards); durch in rounds 8 and 9, not in 10
    start_totals = [41, 17, 30]
    deals = []
    totals = list(start_totals)
    colour, action = rage_deck()
    lines = []
    for rnd, k, dealer in ((8, 3, 0), (9, 2, 1), (10, 1, 2)):
        eldest = (dealer + 1) % 3
        pool = list(colour)
        rng.shuffle(pool)
        top = [f"R{15 - i}" for i in range(k)]
        for c in top:
            pool.remove(c)
        hands = [None] * 3
        hands[eldest] = sorted(top)
        rest = pool
        for s in range(3):
            if hands[s] is None:
                hands[s] = sorted(rest[:k])
                rest = rest[k:]
        # stock: a red card turned for trumps, then the rest and the action cards
        stock_rest = rest + action
        rng.shuffle(stock_rest)
        red = next(c for c in stock_rest if c[0] == "R" and rcol(c))
        stock_rest.remove(red)
        stock = [red] + stock_rest
        trump = "R"

        def strat(s, legal, trick, eldest=eldest):
            if s == eldest:
                return max(legal, key=lambda c: rval(c) if rcol(c) else -1)
            return rng.choice(sorted(legal))

        plays, tricks, bonus = rage_play(rng, hands, eldest, trump, strat)
        assert tricks[eldest] == k, tricks
        # bids in order from eldest: eldest bids k (all), then the others; total != k
        if rnd == 8:
            bids_by_seat = {eldest: 3, (eldest + 1) % 3: 0, (eldest + 2) % 3: 1}
        elif rnd == 9:
            bids_by_seat = {eldest: 2, (eldest + 1) % 3: 1, (eldest + 2) % 3: 0}
        else:
            bids_by_seat = {eldest: 1, (eldest + 1) % 3: 0, (eldest + 2) % 3: 1}
        bids = [bids_by_seat[s] for s in range(3)]
        assert sum(bids) != k
        ev = [{"type": "bid", "seat": (eldest + j) % 3, "bid": bids[(eldest + j) % 3]} for j in range(3)]
        ev += plays
        sc = rage_scores(bids, tricks, bonus, True, rnd == 10)
        totals = [totals[s] + sc[s] for s in range(3)]
        ev += [{"type": "score", "party": s, "points": sc[s]} for s in range(3)]
        ev += [{"type": "total", "party": s, "points": totals[s]} for s in range(3)]
        deals.append({"dealer": dealer, "hands": hands, "talon": stock, "events": ev})
        lines.append(f"round {rnd}: dealer {dealer} bids {bids} tricks {tricks} bonus {bonus} scores {sc} totals {totals}")
    write("02-rage-durch-pm1-last-three-rounds.json", {
        "format": "trick-transcript/1", "game": "rage",
        "rules": {"preset": "standard", "durch": True, "plus_minus_one": True},
        "players": players3, "start": {"round": 8, "totals": start_totals}, "deals": deals})
    log("02 rage durch+pm1 clean: start totals " + str(start_totals) + "; " + " | ".join(lines))

    # 03: secret_bid: bids written after the plays, before the scores -> clean
    while True:
        hands, stock = rage_deal(rng, 3, 10)
        trump = rage_trump(stock)
        plays, tricks, bonus = rage_play(rng, hands, 2, trump)
        if min(tricks) >= 1:
            break
    bids = [tricks[0], tricks[1] + 1, max(tricks[2] - 2, 0)]
    ev = list(plays)
    ev += [{"type": "bid", "seat": s, "bid": bids[s]} for s in (2, 0, 1)]
    sc = rage_scores(bids, tricks, bonus, False, False)
    ev += [{"type": "score", "party": s, "points": sc[s]} for s in range(3)]
    ev += [{"type": "total", "party": s, "points": sc[s]} for s in range(3)]
    write("03-rage-secret-bid-bids-at-end.json", {
        "format": "trick-transcript/1", "game": "rage",
        "rules": {"preset": "standard", "secret_bid": True},
        "players": players3, "deals": [{"dealer": 1, "hands": hands, "talon": stock, "events": ev}]})
    log(f"03 rage secret_bid clean: trump {trump} bids {bids} tricks {tricks} bonus {bonus} scores {sc}")

    # 04: hidden_bid: bids may come in any order, but all before the first card; one written after
    # the first trick -> one fault (it would be fine only with secret_bid)
    while True:
        hands, stock = rage_deal(rng, 3, 10)
        trump = rage_trump(stock)
        plays, tricks, bonus = rage_play(rng, hands, 0, trump)
        if min(tricks) >= 1:
            break
    bids = [tricks[0], tricks[1], tricks[2] + 1]
    ev = [{"type": "bid", "seat": 1, "bid": bids[1]}, {"type": "bid", "seat": 0, "bid": bids[0]}]
    ev += plays[:3]
    late = len(ev)
    ev += [{"type": "bid", "seat": 2, "bid": bids[2]}]
    ev += plays[3:]
    sc = rage_scores(bids, tricks, bonus, False, False)
    ev += [{"type": "score", "party": s, "points": sc[s]} for s in range(3)]
    ev += [{"type": "total", "party": s, "points": sc[s]} for s in range(3)]
    write("04-rage-hidden-bid-written-after-first-trick.json", {
        "format": "trick-transcript/1", "game": "rage",
        "rules": {"preset": "standard", "hidden_bid": True},
        "players": players3, "deals": [{"dealer": 2, "hands": hands, "talon": stock, "events": ev}]})
    log(f"04 rage hidden_bid: trump {trump} bids {bids} tricks {tricks} bonus {bonus} scores {sc}; late bid event {late}")


# ----------------------------------------------------------------------------------------------
# ULTI
# ----------------------------------------------------------------------------------------------
US = "HDSC"
UR_T = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps, high to low


def usuit(c):
    return c[-1]


def urank(c):
    return c[:-1]


def ustr(c):
    return 8 - UR_T.index(urank(c))


def ulti_play(rng, hands, leader, trump, strat):
    hands = [list(h) for h in hands]
    plays = []
    tricks = []  # (winner, cards)
    for t in range(10):
        trick = []
        for j in range(3):
            s = (leader + j) % 3
            h = hands[s]
            if trick:
                led = usuit(trick[0][1])
                cand = [c for c in h if usuit(c) == led] or [c for c in h if usuit(c) == trump] or h

                def beats(c, trick=trick, led=led):
                    w = ulti_winner(trick + [(s, c)], trump)
                    return w == s
                better = [c for c in cand if beats(c)]
                legal = better or cand
            else:
                legal = h
            c = strat(s, sorted(legal), trick, t)
            h.remove(c)
            trick.append((s, c))
            plays.append({"type": "play", "seat": s, "card": c})
        w = ulti_winner(trick, trump)
        tricks.append((w, [c for _, c in trick], trick))
        leader = w
    return plays, tricks


def ulti_winner(trick, trump):
    led = usuit(trick[0][1])
    tr = [(ustr(c), s) for s, c in trick if usuit(c) == trump]
    if tr:
        return max(tr)[1]
    return max((ustr(c), s) for s, c in trick if usuit(c) == led)[1]


def ulti_deck():
    return [r + s for s in US for r in UR_T]


def ulti_points(tricks, side, discards_for_defence, marriages):
    """card points of a side (a set of seats): A and 10 count 10, last trick 10, marriages if it won a trick."""
    pts = 0
    won = 0
    for i, (w, cards, _) in enumerate(tricks):
        if w in side:
            won += 1
            pts += sum(10 for c in cards if urank(c) in ("A", "10"))
            if i == 9:
                pts += 10
    if discards_for_defence is not None:
        pts += sum(10 for c in discards_for_defence if urank(c) in ("A", "10"))
    if won:
        pts += sum(marriages.get(s, 0) for s in side)
    return pts, won


def ulti_marriages(hand, trump):
    out = []
    for su in US:
        if "K" + su in hand and "Q" + su in hand:
            out.append(40 if su == trump else 20)
    return out


def ulti_files(rng):
    players = ["Anna", "Béla", "Csilla"]
    trump = "S"

    def make(goal_bid, rules, name, silent_aces_pay, want_aces_declarer=True, fold_plant=False):
        for attempt in range(5000):
            dealer = 0
            decl = 1
            deck = ulti_deck()
            if want_aces_declarer:
                core = ["AS", "10S", "KS", "JS", "9S", "AH", "AD", "AC"]
            else:
                core = ["AS", "KS", "QS"]
            rest = [c for c in deck if c not in core]
            rng.shuffle(rest)
            dh = core + rest[: 12 - len(core)]
            rest = rest[12 - len(core):]
            # the declarer lays away his two lowest non-trump, non-ace cards
            cand = sorted([c for c in dh if usuit(c) != trump and urank(c) not in ("A", "10")],
                          key=lambda c: ustr(c))
            if len(cand) < 2:
                continue
            disc = cand[:2]
            h1 = [c for c in dh if c not in disc]
            h2 = rest[:10]
            h0 = rest[10:20]
            hands_dealt = [sorted(h0), sorted(dh), sorted(h2)]
            hands = [h0, h1, h2]

            def strat(s, legal, trick, t):
                if s == decl and not trick:
                    # lead trumps first, then aces, then the rest high to low
                    trs = [c for c in legal if usuit(c) == trump]
                    aces = [c for c in legal if urank(c) == "A"]
                    if trs and t < 3:
                        return max(trs, key=ustr)
                    if aces:
                        return aces[0]
                    return max(legal, key=ustr)
                return rng.choice(legal)

            plays, tricks = ulti_play(rng, hands, decl, trump, strat)
            marr = {s: sum(ulti_marriages(hands[s], trump)) for s in range(3)}
            mlist = {s: ulti_marriages(hands[s], trump) for s in range(3)}
            dpts, dwon = ulti_points(tricks, {decl}, None, marr)
            fpts, fwon = ulti_points(tricks, {0, 2}, disc, marr)
            # conditions
            aces_decl = sum(1 for w, cards, _ in tricks if w == decl for c in cards if urank(c) == "A")
            aces_def = sum(1 for w, cards, _ in tricks if w != decl for c in cards if urank(c) == "A")
            last = tricks[9][2]
            seven_last = any(c == "7" + trump for _, c in last)
            if seven_last:
                continue
            if dwon == 10 or fwon == 10:
                continue
            # no 100 for either side (card points only, marriages included: silent 100 counts them)
            if dpts >= 100 or fpts >= 100:
                continue
            if want_aces_declarer and aces_decl != 4:
                continue
            if not want_aces_declarer and (aces_decl == 4 or aces_def == 4):
                continue
            if dpts <= fpts and want_aces_declarer:
                continue
            break
        else:
            raise RuntimeError("no deal")
        ev = [{"type": "discard", "seat": decl, "cards": disc},
              {"type": "bid", "seat": decl, "bid": goal_bid},
              {"type": "bid", "seat": 2, "bid": "pass"},
              {"type": "bid", "seat": 0, "bid": "pass"},
              {"type": "bid", "seat": decl, "bid": "pass"},
              {"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]}]
        # marriages declared with the first card
        declared_at = {}
        for p in plays:
            s = p["seat"]
            if s not in declared_at:
                if mlist[s]:
                    ev.append({"type": "declare", "seat": s,
                               "items": [{"kind": "marriage", "points": m} for m in mlist[s]]})
                declared_at[s] = True
            ev.append(p)
        party_won = dpts > fpts
        pay = []
        for d in (0, 2):
            if party_won:
                pay.append({"type": "payment", "from": d, "to": decl, "amount": 1, "reason": "party"})
            else:
                pay.append({"type": "payment", "from": decl, "to": d, "amount": 1, "reason": "party"})
        if "four-aces" in goal_bid["goals"]:
            for d in (0, 2):
                pay.append({"type": "payment", "from": d, "to": decl, "amount": 4, "reason": "four-aces"})
        if silent_aces_pay:
            for d in (0, 2):
                pay.append({"type": "payment", "from": d, "to": decl, "amount": 2, "reason": "silent-four-aces"})
        ev += pay
        write(name, {"format": "trick-transcript/1", "game": "ulti", "rules": rules, "players": players,
                     "deals": [{"dealer": dealer, "hands": hands_dealt, "events": ev}]})
        log(f"{name}: discard {disc} declarer pts {dpts} (tricks {dwon}) defence pts {fpts} (tricks {fwon}) "
            f"marriages {mlist} aces taken by declarer {aces_decl} party {'won' if party_won else 'lost'}; "
            f"payments {[(p['from'], p['to'], p['amount'], p['reason']) for p in pay]}")

    make({"goals": ["four-aces"], "red": False}, {"preset": "standard", "four_aces": True},
         "05-ulti-four-aces-bid-won.json", False)
    make({"goals": ["party"], "red": False}, {"preset": "standard", "four_aces": True, "silent_four_aces": True},
         "06-ulti-silent-four-aces.json", True)
    make({"goals": ["party"], "red": False}, {"preset": "standard", "fold": "compulsory"},
         "07-ulti-fold-compulsory-played-on.json", False, want_aces_declarer=False)


# ----------------------------------------------------------------------------------------------
# GALICIAN TAROK
# ----------------------------------------------------------------------------------------------
GSUITS = "HDSC"


def g_deck():
    d = []
    for s in GSUITS:
        pip = "1" + s if s in "HD" else "10" + s
        d += ["K" + s, "Q" + s, "N" + s, "J" + s, pip]
    d += [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
    return d


def g_is_t(c):
    return c == "SKIZ" or c.startswith("T")


def g_tval(c):
    return 22 if c == "SKIZ" else int(c[1:])


def g_sval(c):
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def g_points(c):
    if g_is_t(c):
        return 5 if c in ("T1", "T21", "SKIZ") else 1
    return g_sval(c)


def g_winner(trick):
    led = trick[0][1]
    trs = [(g_tval(c), s) for s, c in trick if g_is_t(c)]
    if trs:
        return max(trs)[1]
    su = led[-1]
    return max((g_sval(c), s) for s, c in trick if not g_is_t(c) and c[-1] == su)[1]


def g_play(rng, hands, leader, strat=None):
    hands = [list(h) for h in hands]
    plays, tricks = [], []
    for t in range(12):
        trick = []
        for j in range(3):
            s = (leader + j) % 3
            h = hands[s]
            if trick:
                led = trick[0][1]
                if g_is_t(led):
                    legal = [c for c in h if g_is_t(c)] or h
                else:
                    legal = [c for c in h if not g_is_t(c) and c[-1] == led[-1]] or [c for c in h if g_is_t(c)] or h
            else:
                legal = h
            c = strat(s, sorted(legal), trick, t) if strat else rng.choice(sorted(legal))
            h.remove(c)
            trick.append((s, c))
            plays.append({"type": "play", "seat": s, "card": c})
        w = g_winner(trick)
        tricks.append((w, [c for _, c in trick]))
        leader = w
    return plays, tricks


def g_pile_points(cards_groups):
    """each group of three cards counts its card points minus 2"""
    return sum(sum(g_points(c) for c in g) - 2 for g in cards_groups)


def galician_deal_three(rng, dealer, rejects, want_player_win=True, avoid_premiums=True, tries=20000):
    """eldest bids three, the others pass; the player keeps the first three (rejects=0) or the second
    (rejects=1); discards three (no king, no tarock)."""
    eldest = (dealer + 1) % 3
    for _ in range(tries):
        d = g_deck()
        rng.shuffle(d)
        talon = d[:6]
        hands = [None] * 3
        for j in range(3):
            s = (dealer + 1 + j) % 3
            hands[s] = sorted(d[6 + 12 * j: 18 + 12 * j])
        player = eldest
        kept = talon[3:6] if rejects % 2 else talon[0:3]
        other = talon[0:3] if rejects % 2 else talon[3:6]
        h = hands[player] + kept
        cand = sorted([c for c in h if not g_is_t(c) and c[0] != "K"], key=g_points)
        if len(cand) < 3:
            continue
        disc = cand[:3]
        ph = [c for c in h if c not in disc]
        tcount = sum(1 for c in ph if g_is_t(c))
        if tcount < 9:
            continue
        hh = [list(x) for x in hands]
        hh[player] = ph

        def strat(s, legal, trick, t):
            if s == player:
                if not trick:
                    return max(legal, key=lambda c: (g_is_t(c), g_tval(c) if g_is_t(c) else g_sval(c)))
                w = g_winner(trick + [(s, max(legal, key=lambda c: g_tval(c) if g_is_t(c) else g_sval(c)))])
                return max(legal, key=lambda c: g_tval(c) if g_is_t(c) else g_sval(c)) if w == s else min(legal, key=g_points)
            return rng.choice(legal)

        plays, tricks = g_play(rng, hh, eldest, strat)
        pgroups = [cards for w, cards in tricks if w == player] + [disc]
        hgroups = [cards for w, cards in tricks if w != player] + [other]
        pp = g_pile_points(pgroups)
        hp = g_pile_points(hgroups)
        assert pp + hp == 66, (pp, hp)
        if want_player_win is not None and (pp > 33) != want_player_win:
            continue
        if pp == 33:
            continue
        if avoid_premiums:
            pcards = [c for g in pgroups for c in g]
            hcards = [c for g in hgroups for c in g]
            trull = {"SKIZ", "T21", "T1"}
            kings = {"K" + s for s in GSUITS}
            if trull <= set(pcards) or trull <= set(hcards) or kings <= set(pcards) or kings <= set(hcards):
                continue
            # no pagat ultimo by the player
            lw, lc = tricks[-1]
            if "T1" in lc:
                continue  # no pagat in the last trick at all (no ultimo question)
        return dict(hands=hands, talon=talon, player=player, kept=kept, other=other, disc=disc,
                    plays=plays, tricks=tricks, pp=pp, hp=hp)
    raise RuntimeError("no galician deal")


def g_value_three(pp):
    return (pp - 33) * 3 + 30 if pp > 33 else (33 - pp) * 3 + 30


def galician_files(rng):
    players = ["Adam", "Bożena", "Czesław"]

    # 08: contra_symmetric (pool off): three, one reject (second three, bought twice), contra, player wins
    dealer = 0
    g = galician_deal_three(rng, dealer, rejects=1, want_player_win=True)
    p = g["player"]
    helpers = [s for s in range(3) if s != p]
    val = g_value_three(g["pp"])
    mult = 2 * 2  # bought twice, contra: the win paid as the loss would be
    ev = [{"type": "bid", "seat": p, "bid": "three"},
          {"type": "bid", "seat": (p + 1) % 3, "bid": "pass"},
          {"type": "bid", "seat": (p + 2) % 3, "bid": "pass"},
          {"type": "call", "seat": p, "call": "reject"},
          {"type": "take", "seat": p, "cards": g["kept"]},
          {"type": "discard", "seat": p, "cards": g["disc"]},
          {"type": "announce", "seat": p, "items": []},
          {"type": "announce", "seat": (p + 1) % 3, "items": []},
          {"type": "double", "seat": (p + 1) % 3, "target": "game", "level": 2},
          {"type": "announce", "seat": (p + 2) % 3, "items": []}]
    ev += g["plays"]
    for hs in helpers:
        ev.append({"type": "payment", "from": hs, "to": p, "amount": val * mult, "reason": "game"})
    write("08-galician-contra-symmetric-bought-twice.json", {
        "format": "trick-transcript/1", "game": "galician-tarok",
        "rules": {"preset": "standard", "contra_symmetric": True, "pool": False},
        "players": players, "deals": [{"dealer": dealer, "hands": g["hands"], "talon": g["talon"], "events": ev}]})
    log(f"08 galician contra_symmetric: player {p} kept {g['kept']} rejected {g['other']} discard {g['disc']} "
        f"points {g['pp']} vs {g['hp']}: value (pp-33)*3+30 = {val}, x2 bought x2 contra = {val * mult} from each helper "
        f"(default reading would be {val * 2})")

    # 09: pool off, the winner's 10 per cent written into the pool -> a payment only the pool allows
    dealer = 1
    g = galician_deal_three(rng, dealer, rejects=0, want_player_win=True)
    p = g["player"]
    val = g_value_three(g["pp"])
    ev = [{"type": "bid", "seat": p, "bid": "three"},
          {"type": "bid", "seat": (p + 1) % 3, "bid": "pass"},
          {"type": "bid", "seat": (p + 2) % 3, "bid": "pass"},
          {"type": "take", "seat": p, "cards": g["kept"]},
          {"type": "discard", "seat": p, "cards": g["disc"]},
          {"type": "announce", "seat": p, "items": []},
          {"type": "announce", "seat": (p + 1) % 3, "items": []},
          {"type": "announce", "seat": (p + 2) % 3, "items": []}]
    ev += g["plays"]
    for hs in [s for s in range(3) if s != p]:
        ev.append({"type": "payment", "from": hs, "to": p, "amount": val, "reason": "game"})
    planted = len(ev)
    share = val * 2 / 10
    ev.append({"type": "payment", "from": p, "to": "pool", "amount": share, "reason": "pool_share"})
    write("09-galician-pool-off-share-paid.json", {
        "format": "trick-transcript/1", "game": "galician-tarok",
        "rules": {"preset": "standard", "pool": False},
        "players": players, "deals": [{"dealer": dealer, "hands": g["hands"], "talon": g["talon"], "events": ev}]})
    log(f"09 galician pool off: player {p} points {g['pp']} value {val} from each; planted pool share {share} at event {planted}")

    # 10: no_tarock_redeal: a hand without a tarock is thrown in; the same dealer deals again
    dealer = 2
    while True:
        d = g_deck()
        suits = [c for c in d if not g_is_t(c)]
        trumps = [c for c in d if g_is_t(c)]
        rng.shuffle(suits)
        rng.shuffle(trumps)
        notar = (dealer + 2) % 3  # the second player after the dealer
        h_no = sorted(suits[:12])
        rest = suits[12:] + trumps
        rng.shuffle(rest)
        talon0 = rest[:6]
        hands0 = [None] * 3
        hands0[notar] = h_no
        k = 6
        for s in range(3):
            if hands0[s] is None:
                hands0[s] = sorted(rest[k:k + 12])
                k += 12
        if all(any(g_is_t(c) for c in hands0[s]) for s in range(3) if s != notar):
            break
    g = galician_deal_three(rng, dealer, rejects=0, want_player_win=False)
    p = g["player"]
    val = g_value_three(g["pp"])
    ev = [{"type": "bid", "seat": p, "bid": "three"},
          {"type": "bid", "seat": (p + 1) % 3, "bid": "pass"},
          {"type": "bid", "seat": (p + 2) % 3, "bid": "pass"},
          {"type": "take", "seat": p, "cards": g["kept"]},
          {"type": "discard", "seat": p, "cards": g["disc"]},
          {"type": "announce", "seat": p, "items": []},
          {"type": "announce", "seat": (p + 1) % 3, "items": []},
          {"type": "announce", "seat": (p + 2) % 3, "items": []}]
    ev += g["plays"]
    for hs in [s for s in range(3) if s != p]:
        ev.append({"type": "payment", "from": p, "to": hs, "amount": val, "reason": "game"})
    write("10-galician-no-tarock-redeal.json", {
        "format": "trick-transcript/1", "game": "galician-tarok",
        "rules": {"preset": "standard", "no_tarock_redeal": True, "pool": False},
        "players": players, "deals": [
            {"dealer": dealer, "hands": hands0, "talon": talon0,
             "events": [{"type": "redeal", "seat": notar, "reason": "no_tarock"}]},
            {"dealer": dealer, "hands": g["hands"], "talon": g["talon"], "events": ev}]})
    log(f"10 galician no_tarock_redeal: deal 0 seat {notar} has no tarock {h_no}; deal 1 same dealer {dealer}: "
        f"player {p} points {g['pp']} LOST, value (33-pp)*3+30 = {val} to each helper")

    # 11: take_back until_covered (pool on): the eldest's lead taken back before the next card
    dealer = 0
    g = galician_deal_three(rng, dealer, rejects=0, want_player_win=True)
    p = g["player"]
    val = g_value_three(g["pp"])
    ev = [{"type": "payment", "from": s, "to": "pool", "amount": 10, "reason": "pool_stake"} for s in range(3)]
    ev += [{"type": "bid", "seat": p, "bid": "three"},
           {"type": "bid", "seat": (p + 1) % 3, "bid": "pass"},
           {"type": "bid", "seat": (p + 2) % 3, "bid": "pass"},
           {"type": "take", "seat": p, "cards": g["kept"]},
           {"type": "discard", "seat": p, "cards": g["disc"]},
           {"type": "announce", "seat": p, "items": []},
           {"type": "announce", "seat": (p + 1) % 3, "items": []},
           {"type": "announce", "seat": (p + 2) % 3, "items": []}]
    plays = list(g["plays"])
    # the eldest (= the player) first leads another card of his, takes it back, leads the real card
    first = plays[0]
    hand_after = [c for c in g["hands"][p] + g["kept"] if c not in g["disc"]]
    wrong = next(c for c in sorted(hand_after) if c != first["card"] and not g_is_t(c))
    tb_event = len(ev) + 1
    ev.append({"type": "play", "seat": p, "card": wrong, "note": "taken back before the next player played"})
    ev += plays
    for hs in [s for s in range(3) if s != p]:
        ev.append({"type": "payment", "from": hs, "to": p, "amount": val, "reason": "game"})
    share = round(val * 2 / 10, 2)
    ev.append({"type": "payment", "from": p, "to": "pool", "amount": share, "reason": "pool_share"})
    write("11-galician-take-back-lead-until-covered.json", {
        "format": "trick-transcript/1", "game": "galician-tarok",
        "rules": {"preset": "standard", "take_back": "until_covered"},
        "players": players, "deals": [{"dealer": dealer, "hands": g["hands"], "talon": g["talon"], "events": ev}]})
    log(f"11 galician take_back until_covered: player {p} leads {wrong} then (event {tb_event}) {first['card']}; "
        f"points {g['pp']} value {val} from each; pool stakes 3x10, share 10% of {val * 2} = {share}")


# ----------------------------------------------------------------------------------------------
# TAROCCHINI
# ----------------------------------------------------------------------------------------------
TS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]


def t_deck():
    d = []
    for s in TS:
        for r in LONG:
            d.append(r + s)
    d += [f"T{i}" for i in range(21)] + ["MATTO"]
    return d


def t_is_t(c):
    return c.startswith("T")


def t_tv(c):
    return int(c[1:])


def t_sv(c):
    r, s = c[:-1], c[-1]
    order = LONG if s in "SB" else ROUND
    return 10 - order.index(r)


def t_winner(trick, moretti_tie="last_played"):
    trs = [(i, s, c) for i, (s, c) in enumerate(trick) if t_is_t(c)]
    if trs:
        def key(x):
            i, s, c = x
            v = t_tv(c)
            if 1 <= v <= 4:
                v = 1
            tie = i if moretti_tie == "last_played" else -i
            return (v, tie)
        return max(trs, key=key)[1]
    led = next(c for s, c in trick if c != "MATTO")
    su = led[-1]
    return max((t_sv(c), s) for s, c in trick if c != "MATTO" and not t_is_t(c) and c[-1] == su)[1]


def t_play(rng, hands, leader, n, moretti_tie, strat=None):
    hands = [list(h) for h in hands]
    plays, tricks = [], []
    nt = len(hands[0])
    for t in range(nt):
        trick = []
        for j in range(n):
            s = (leader + j) % n
            h = hands[s]
            if trick:
                if "MATTO" in h:
                    c = "MATTO"  # the excuse is played at the first trick its holder follows to
                else:
                    led = next((c for _, c in trick if c != "MATTO"), None)
                    if led is None:
                        legal = h
                    elif t_is_t(led):
                        legal = [c for c in h if t_is_t(c)] or h
                    else:
                        legal = [c for c in h if not t_is_t(c) and c != "MATTO" and c[-1] == led[-1]] or \
                            [c for c in h if t_is_t(c)] or h
                    c = strat(s, sorted(legal), trick, t) if strat else rng.choice(sorted(legal))
            else:
                legal = [c for c in h if c != "MATTO"] or h
                c = strat(s, sorted(legal), trick, t) if strat else rng.choice(sorted(legal))
            h.remove(c)
            trick.append((s, c))
            plays.append({"type": "play", "seat": s, "card": c})
        w = t_winner(trick, moretti_tie)
        tricks.append((w, trick))
        leader = w
    return plays, tricks


def tarocchini_files(rng):
    players4 = ["Anna", "Bruno", "Carla", "Dario"]
    five = {"T20", "T19", "T0", "MATTO"} | {"K" + s for s in TS}

    def otto_deal(dealer):
        d = t_deck()
        rng.shuffle(d)
        hands = [None] * 4
        k = 0
        for j in range(4):
            s = (dealer + 1 + j) % 4
            hands[s] = d[k:k + 15]
            k += 15
        hands[dealer] = hands[dealer] + d[60:62]
        h = hands[dealer]
        cand = sorted([c for c in h if c not in five and not t_is_t(c)], key=t_sv)
        disc = cand[:2]
        return [sorted(x) for x in hands], disc

    # 12: moretti_tie first_played: a trick where two Moretti are the highest trumps; the first wins
    for _ in range(20000):
        dealer = 3
        hands, disc = otto_deal(dealer)
        hh = [list(x) for x in hands]
        hh[dealer] = [c for c in hh[dealer] if c not in disc]
        plays, tricks = t_play(rng, hh, 0, 4, "first_played")
        diff = []
        for i, (w, tr) in enumerate(tricks):
            if t_winner(tr, "last_played") != w:
                diff.append(i)
        if len(diff) == 1 and diff[0] < 13:
            break
    else:
        raise RuntimeError
    i = diff[0]
    ev = [{"type": "discard", "seat": dealer, "cards": disc}]
    ev += [{"type": "declare", "seat": s, "items": []} for s in (0, 1, 2, 3)]
    base = len(ev)
    ev += plays
    nxt = base + 4 * (i + 1)
    write("12-ottocento-moretti-first-played.json", {
        "format": "trick-transcript/1", "game": "tarocchini-ottocento",
        "rules": {"preset": "standard", "moretti_tie": "first_played"},
        "players": players4, "deals": [{"dealer": dealer, "hands": hands, "events": ev}]})
    log(f"12 ottocento moretti first_played: trick {i} = {tricks[i][1]} won by seat {tricks[i][0]} "
        f"(first Moretti); last_played would give seat {t_winner(tricks[i][1], 'last_played')}; "
        f"next lead at event {nxt} by seat {plays[4 * (i + 1)]['seat']}")

    # 13: monte off: the eldest asks for a monte (nobody else does, the deal is played)
    dealer = 1
    hands, disc = otto_deal(dealer)
    hh = [list(x) for x in hands]
    hh[dealer] = [c for c in hh[dealer] if c not in disc]
    eldest = (dealer + 1) % 4
    plays, tricks = t_play(rng, hh, eldest, 4, "last_played")
    ev = [{"type": "redeal", "seat": eldest, "reason": "monte"},
          {"type": "discard", "seat": dealer, "cards": disc}]
    ev += [{"type": "declare", "seat": (eldest + j) % 4, "items": []} for j in range(4)]
    ev += plays
    write("13-ottocento-monte-off-monte-asked.json", {
        "format": "trick-transcript/1", "game": "tarocchini-ottocento",
        "rules": {"preset": "standard", "monte": False},
        "players": players4, "deals": [{"dealer": dealer, "hands": hands, "events": ev}]})
    log(f"13 ottocento monte off: seat {eldest} asks monte at event 0; deal played")

    # Terziglio: the eldest holds T20..T5 (+ kings/queens) and takes every trick
    players3 = ["Elena", "Franco", "Giulia"]

    def terz(widow, bid, take=None):
        dealer = 0
        eldest = 1
        nhand = 19 if widow == 5 else 18
        decl = [f"T{i}" for i in range(20, 4, -1)] + ["KS", "QS", "NS"]
        decl = decl[:nhand] if widow == 5 else [f"T{i}" for i in range(20, 4, -1)] + ["KS", "QS"]
        rest = [c for c in t_deck() if c not in decl and c != "MATTO"]
        rng.shuffle(rest)
        wid = ["MATTO"] + rest[:widow - 1]
        if take:
            wid = ["MATTO", take] + [c for c in rest[:widow] if c != take][: widow - 2]
            rest = [c for c in rest if c != take]
        rest2 = [c for c in rest if c not in wid]
        rng.shuffle(wid)
        hands = [None] * 3
        hands[eldest] = sorted(decl)
        hands[2] = sorted(rest2[:nhand])
        hands[0] = sorted(rest2[nhand:2 * nhand])
        assert len(rest2) == 2 * nhand, (len(rest2), nhand)
        hh = [list(x) for x in hands]
        disc = None
        if take:
            disc = ["T5"]
            hh[eldest] = [c for c in hh[eldest] if c != "T5"] + [take]

        def strat(s, legal, trick, t):
            if s == eldest and not trick:
                trs = [c for c in legal if t_is_t(c)]
                return max(trs, key=t_tv) if trs else max(legal, key=t_sv)
            return rng.choice(legal)

        plays, tricks = t_play(rng, hh, eldest, 3, "last_played", strat)
        assert all(w == eldest for w, _ in tricks)
        ev = [{"type": "bid", "seat": eldest, "bid": bid},
              {"type": "bid", "seat": 2, "bid": "pass"},
              {"type": "bid", "seat": 0, "bid": "pass"}]
        if take:
            ev += [{"type": "take", "seat": eldest, "cards": [take]},
                   {"type": "discard", "seat": eldest, "cards": disc}]
        ev += [{"type": "declare", "seat": s, "items": []} for s in (1, 2, 0)]
        ev += plays
        return hands, wid, ev

    hands, wid, ev = terz(5, "solo")
    sc = [0, 80, 0]
    ev += [{"type": "score", "party": s, "points": sc[s]} for s in range(3)]
    ev += [{"type": "total", "party": s, "points": sc[s]} for s in range(3)]
    write("14-terziglio-nineteen-solo-all-tricks-doubled.json", {
        "format": "trick-transcript/1", "game": "tarocchini-terziglio",
        "rules": {"preset": "nineteen", "solo_doubles_all_tricks": True},
        "players": players3, "deals": [{"dealer": 0, "hands": hands, "talon": wid, "events": ev}]})
    log(f"14 terziglio nineteen solo all tricks, solo doubles all tricks: 40 x 2 = 80 to seat 1 (winners_score): {sc}")

    hands, wid, ev = terz(8, "gioco", take="NS")
    sc = [0, 40, 0]  # planted: written as winners_score; zero_sum says +80 / -40 / -40
    planted = len(ev)
    ev += [{"type": "score", "party": s, "points": sc[s]} for s in range(3)]
    ev += [{"type": "total", "party": s, "points": sc[s]} for s in range(3)]
    write("15-terziglio-zero-sum-written-winners-score.json", {
        "format": "trick-transcript/1", "game": "tarocchini-terziglio",
        "rules": {"preset": "standard", "settlement": "zero_sum"},
        "players": players3, "deals": [{"dealer": 0, "hands": hands, "talon": wid, "events": ev}]})
    log(f"15 terziglio zero_sum gioco all tricks: 40 game points; zero_sum = seat1 +80, seats 0,2 -40; "
        f"written {sc} from event {planted}")


# ----------------------------------------------------------------------------------------------
# DANISH TAROK
# ----------------------------------------------------------------------------------------------
DS = "HDSC"
RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]


def d_deck():
    d = []
    for s in DS:
        for r in RED:
            d.append(r + s)
    return d + [f"T{i}" for i in range(1, 22)] + ["JOKER"]


def d_is_t(c):
    return c.startswith("T")


def d_sv(c):
    r, s = c[:-1], c[-1]
    order = RED if s in "HD" else BLACK
    return 14 - order.index(r)


def d_winner(trick):
    cards = [(s, c) for s, c in trick if c != "JOKER"]
    trs = [(int(c[1:]), s) for s, c in cards if d_is_t(c)]
    if trs:
        return max(trs)[1]
    led = trick[0][1]
    if led == "JOKER":
        raise ValueError
    return max((d_sv(c), s) for s, c in cards if c[-1] == led[-1])[1]


def d_cpoints(c):
    if c in ("T1", "T21", "JOKER") or c.startswith("K"):
        return 4
    if c.startswith("Q"):
        return 3
    if c.startswith("N"):
        return 2
    if c.startswith("J") and c != "JOKER":
        return 1
    return 0


def d_declarations(hand):
    out = []
    nt = sum(1 for c in hand if d_is_t(c)) + (1 if "JOKER" in hand else 0)
    if nt >= 10:
        out.append(({"kind": "trumps", "count": nt, "pagat": "T1" in hand}, 10 + 5 * (nt - 10)))
    if {"JOKER", "T21", "T1"} <= set(hand):
        m = 3
        v = 20
        while f"T{v}" in hand:
            m += 1
            v -= 1
        out.append(({"kind": "matadors", "count": m}, 10 + 5 * (m - 3)))
    j = "JOKER" in hand
    for s in DS:
        courts = [r + s for r in "KQNJ" if r + s in hand]
        if len(courts) == 4:
            out.append(({"kind": "cavalry", "suit": s, "form": "rich" if j else "full"}, 15 if j else 10))
        elif len(courts) == 3 and j:
            miss = next(r for r in "KQNJ" if r + s not in hand)
            out.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in DS if "K" + s in hand]
    if len(kings) == 4:
        out.append(({"kind": "kings", "form": "rich" if j else "full"}, 15 if j else 10))
    elif len(kings) == 3 and j:
        miss = next(s for s in DS if "K" + s not in hand)
        out.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return out


def danish_file(rng):
    players = ["Agnieszka", "Bartek", "Celina"]
    for attempt in range(20000):
        dealer = 0
        d = d_deck()
        rng.shuffle(d)
        hands = [None] * 3
        for j in range(3):
            s = (dealer + 1 + j) % 3
            hands[s] = d[25 * j:25 * (j + 1)]
        hands[dealer] = hands[dealer] + d[75:78]
        hands = [sorted(h) for h in hands]
        if any(not any(d_is_t(c) for c in h) for h in hands):
            continue
        h0 = hands[dealer]
        cand = sorted([c for c in h0 if not d_is_t(c) and c != "JOKER" and c[0] not in "KQNJ"], key=d_sv)
        if len(cand) < 3:
            continue
        skat = cand[:3]
        hh = [list(h) for h in hands]
        hh[dealer] = [c for c in h0 if c not in skat]
        # play: random legal; the Joker played by its holder to the first trick he follows to;
        # one planted revoke (a follower holding the led suit trumps instead) in trick 5..12
        rv_trick = rng.randint(5, 12)
        plays = []
        tricks = []
        leader = (dealer + 1) % 3
        revoke = None
        hcopy = [list(h) for h in hh]
        ok = True
        for t in range(25):
            trick = []
            for jj in range(3):
                s = (leader + jj) % 3
                h = hcopy[s]
                if trick:
                    if "JOKER" in h and t < 22:
                        c = "JOKER"
                    else:
                        led = trick[0][1]
                        su = "T" if d_is_t(led) else led[-1]
                        fol = [c for c in h if (d_is_t(c) if su == "T" else (not d_is_t(c) and c != "JOKER" and c[-1] == su))]
                        if fol:
                            legal = fol
                        else:
                            legal = [c for c in h if d_is_t(c)] or [c for c in h if c != "JOKER"] or h
                        if revoke is None and t == rv_trick and su != "T" and fol and any(d_is_t(c) for c in h):
                            # the revoke: trumps while holding the suit led
                            c = rng.choice(sorted(c for c in h if d_is_t(c)))
                            revoke = (t, jj, s, c, led, sorted(fol))
                        else:
                            c = rng.choice(sorted(legal))
                else:
                    legal = [c for c in h if c != "JOKER"] or h
                    c = rng.choice(sorted(legal))
                h.remove(c)
                trick.append((s, c))
                plays.append({"type": "play", "seat": s, "card": c})
            if trick[0][1] == "JOKER":
                ok = False
                break
            w = d_winner(trick)
            tricks.append((w, trick))
            leader = w
        if not ok or revoke is None:
            continue
        won = [sum(1 for w, _ in tricks if w == s) for s in range(3)]
        if min(won) == 0 or max(won) == 25:
            continue
        # want something on the last trick that is not an ultimo card (plain last trick), or a king ultimo
        break
    else:
        raise RuntimeError

    ev = []
    pools = {"pagat_pool": 0, "king_pool": 0}
    net = {0: 0, 1: 0, 2: 0, "pagat_pool": 0, "king_pool": 0}

    def pay(frm, to, amt, reason):
        ev.append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason})
        net[frm] -= amt
        net[to] += amt
        if frm in pools:
            pools[frm] -= amt
        if to in pools:
            pools[to] += amt

    for pool in ("pagat_pool", "king_pool"):
        for s in range(3):
            pay(s, pool, 20, "foundation")
    pay(dealer, "pagat_pool", 5, "deal_fee")
    pay(dealer, "king_pool", 5, "deal_fee")
    ev.append({"type": "discard", "seat": dealer, "cards": skat})
    decl_log = {}
    for j in range(3):
        s = (dealer + j) % 3
        dh = hh[s]
        decs = d_declarations(dh)
        decl_log[s] = decs
        ev.append({"type": "declare", "seat": s, "items": [x for x, _ in decs]})
        for _, v in decs:
            for o in range(3):
                if o != s:
                    pay(o, s, v, "declaration")
    # plays with in-play payments after each trick (not the last)
    k = 0
    revoke_event = None
    inplay = []
    for t, (w, trick) in enumerate(tricks):
        for jj in range(3):
            if revoke and t == revoke[0] and jj == revoke[1]:
                revoke_event = len(ev)
            ev.append(plays[k])
            k += 1
        if t == 24:
            break
        for s, c in trick:
            if c.startswith("K") and s != w:
                for o in range(3):
                    if o != s:
                        pay(s, o, 5, "king_lost")
                pay(s, "king_pool", 5, "king_lost")
                inplay.append(f"t{t} seat {s} lost {c}")
            if c == "T1":
                if s != w:
                    for o in range(3):
                        if o != s:
                            pay(s, o, 5, "pagat_lost")
                    pay(s, "pagat_pool", 5, "pagat_lost")
                    inplay.append(f"t{t} seat {s} lost pagat")
                else:
                    for o in range(3):
                        if o != s:
                            pay(o, s, 5, "pagat_trick")
                    inplay.append(f"t{t} seat {s} won with pagat")
    # the revoke penalty, class large: 20 to each pool, the game goes on
    rs = revoke[2]
    pay(rs, "pagat_pool", 20, "penalty")
    pay(rs, "king_pool", 20, "penalty")
    # last trick
    w, trick = tricks[24]
    lastlog = ""
    wcard = dict((s, c) for s, c in trick)[w]
    ultimo_cards = {"T1"} | {"K" + s for s in DS}
    przyd = [(s, c) for s, c in trick if c in ultimo_cards and s != w]
    king_pool_before = pools["king_pool"]
    pagat_pool_before = pools["pagat_pool"]
    if wcard == "T1":
        for o in range(3):
            if o != w:
                pay(o, w, 45, "pagat_ultimo")
        pay("pagat_pool", w, pagat_pool_before, "pagat_ultimo")
        for s in range(3):
            pay(s, "pagat_pool", 20, "refill")
        lastlog = "pagat ultimo"
    elif wcard.startswith("K"):
        for o in range(3):
            if o != w:
                pay(o, w, 40, "king_ultimo")
        pay("king_pool", w, king_pool_before, "king_ultimo")
        lastlog = "king ultimo"
    elif not przyd:
        for o in range(3):
            if o != w:
                pay(o, w, 20, "last_trick")
        lastlog = "plain last trick"
    for s, c in przyd:
        if c == "T1":
            for o in range(3):
                if o != s:
                    pay(s, o, 45, "pagat_przydupek")
            pay(s, "pagat_pool", pagat_pool_before, "pagat_przydupek")
        else:
            for o in range(3):
                if o != s:
                    pay(s, o, 40, "king_przydupek")
            pay(s, "king_pool", king_pool_before, "king_przydupek")
        lastlog += f" przydupek {s} {c}"
    if wcard.startswith("K") and not any(c.startswith("K") for _, c in przyd):
        for s in range(3):
            pay(s, "king_pool", 20, "refill")
    # card points
    cp = [0, 0, 0]
    for t, (w2, trick) in enumerate(tricks):
        cp[w2] += 1
        for s, c in trick:
            if c == "JOKER" and t != 24:
                cp[s] += d_cpoints(c)
            else:
                cp[w2] += d_cpoints(c)
    cp[dealer] += 1 + sum(d_cpoints(c) for c in skat)
    assert sum(cp) == 78, cp
    newd = (dealer + 1) % 3
    cpp = []
    for s in range(3):
        if s == newd:
            continue
        diff = cp[s] - 26
        amt = 5 * round(diff / 5)
        if amt > 0:
            pay(newd, s, amt, "card_points")
        elif amt < 0:
            pay(s, newd, -amt, "card_points")
        cpp.append((s, cp[s], amt))
    write("16-danish-revoke-large-penalty-played-on.json", {
        "format": "trick-transcript/1", "game": "danish-tarok",
        "rules": {"preset": "standard", "revoke_penalty": "large"},
        "players": players, "deals": [{"dealer": dealer, "hands": hands, "events": ev}]})
    log(f"16 danish revoke_penalty large: skat {skat}; declarations "
        f"{ {s: [(x, v) for x, v in decl_log[s]] for s in decl_log} }; in-play {inplay}; "
        f"revoke at event {revoke_event}: seat {rs} played {revoke[3]} to {revoke[4]} holding {revoke[5]}; "
        f"penalty 20+20 to the pools; last trick {tricks[24][1]} won by {tricks[24][0]}: {lastlog}; "
        f"tricks {[sum(1 for w3, _ in tricks if w3 == s) for s in range(3)]} card points {cp} "
        f"(new dealer {newd}) payments {cpp}; net {net}")


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 20260517
    rng = random.Random(seed)
    for p in OUT.glob("[0-9][0-9]-*.json"):
        p.unlink()
    rage_files(rng)
    ulti_files(rng)
    galician_files(rng)
    tarocchini_files(rng)
    danish_file(rng)
    (OUT / "_computed.txt").write_text(f"seed {seed}\n" + "\n".join(LOG) + "\n")
    print("\n".join(LOG))


if __name__ == "__main__":
    main()
