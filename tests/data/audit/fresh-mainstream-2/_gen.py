"""Blind generator for audit round fresh-mainstream-2.

Written from the rule sources only (/work/shared/seeds: 001 Rage, 002 Galician Tarok,
004 Tarocchini) and the transcript format. No import from validator.

    python _gen.py [seed]

writes the NN-*.json transcripts next to this file and _figures.txt (the computed
figures and the planted faults, by deal and event index).
"""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
FIG = []


def fig(*a):
    FIG.append(" ".join(str(x) for x in a))


class Reroll(Exception):
    pass


# ============================================================================ Rage
COLOURS = "RBGYPO"
ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3


def rage_deck():
    return [c + str(v) for c in COLOURS for v in range(16)] + list(ACTIONS)


def is_colour(card):
    return card[0] in COLOURS and card[1:].isdigit()


def rage_round(rng, n, dealer, k, fault=None):
    """One round of k cards. fault: None, 'revoke'. Returns (deal, scores, info)."""
    deck = rage_deck()
    rng.shuffle(deck)
    hands = [deck[i * k:(i + 1) * k] for i in range(n)]
    stock = deck[n * k:]
    dealt = [list(h) for h in hands]
    si = 0

    def turn():
        nonlocal si
        while not is_colour(stock[si]):
            si += 1
        c = stock[si][0]
        si += 1
        return c

    trump = turn()
    # bids (source: "Jako první musí říct svůj odhad hráč po levé ruce hráče, který rozdával")
    bids = {}
    for j in range(n):
        s = (dealer + 1 + j) % n
        est = sum(1 for c in hands[s] if is_colour(c) and (int(c[1:]) >= 12 or (c[0] == trump and int(c[1:]) >= 8)))
        est += sum(1 for c in hands[s] if c == "WILD")
        est = max(0, min(k, est + rng.choice([-1, 0, 0, 0, 1])))
        bids[s] = est
    events = [{"type": "bid", "seat": (dealer + 1 + j) % n, "bid": bids[(dealer + 1 + j) % n]} for j in range(n)]
    tricks = [0] * n
    bonus = [0] * n
    leader = (dealer + 1) % n
    fault_at = None
    for t in range(k):
        trick = []  # (seat, card, named)
        for j in range(n):
            s = (leader + j) % n
            h = hands[s]
            led = None
            for (_, c, nm) in trick:
                if is_colour(c):
                    led = c[0]
                    break
                if c == "WILD":
                    led = nm
                    break
            follow = [c for c in h if is_colour(c) and c[0] == led] if led else []
            legal = follow if follow else list(h)
            present = {c for (_, c, _) in trick}
            if "NOTRUMP" in present or "CHANGE" in present:
                alt = [c for c in legal if c not in ("NOTRUMP", "CHANGE")]
                if alt:
                    legal = alt
            if fault == "revoke" and fault_at is None and follow and t >= 1:
                other = [c for c in h if is_colour(c) and c[0] != led]
                if other:
                    legal = other
                    fault_at = (len(events) + 0, s, led)
            card = rng.choice(legal)
            named = None
            if card == "WILD":
                named = led if (led and rng.random() < 0.5) else trump
            h.remove(card)
            ev = {"type": "play", "seat": s, "card": card}
            if named:
                ev["named"] = named
            if fault_at is not None and fault_at[0] == len(events) and "evidx" not in info_box:
                info_box["evidx"] = len(events)
            events.append(ev)
            trick.append((s, card, named))
            if card == "CHANGE":
                if "NOTRUMP" in present:
                    raise Reroll()
                trump = turn()
            if card == "NOTRUMP" and ("NOTRUMP" in present or "CHANGE" in present):
                raise Reroll()
        cards = [c for (_, c, _) in trick]
        eff_trump = None if "NOTRUMP" in cards else trump
        led = None
        for (_, c, nm) in trick:
            if is_colour(c):
                led = c[0]
                break
            if c == "WILD":
                led = nm
                break

        def strength(entry, i):
            _, c, nm = entry
            if is_colour(c):
                return c[0], int(c[1:])
            if c == "WILD":
                return nm, 16 + i
            return None, -1

        best = None
        for colour in ([eff_trump] if eff_trump else []) + ([led] if led else []):
            cands = [(strength(e, i)[1], e[0]) for i, e in enumerate(trick) if strength(e, i)[0] == colour]
            if cands:
                best = max(cands)[1]
                break
        if best is None:
            best = trick[0][0]
        tricks[best] += 1
        bonus[best] += 5 * cards.count("PLUS5") - 5 * cards.count("MINUS5")
        if "NOTRUMP" in cards:
            trump = turn()
        leader = best
    scores = [tricks[s] + bonus[s] + (10 if bids[s] == tricks[s] else -5) for s in range(n)]
    deal = {"dealer": dealer, "hands": dealt, "talon": stock, "events": events}
    return deal, scores, {"bids": bids, "tricks": tricks, "bonus": bonus, "fault_at": fault_at}


info_box = {}


def rage_session(rng, n, fault=None, fault_round=3):
    names = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva"][:n]
    totals = [0] * n
    deals = []
    planted = []
    for r in range(10):
        k = 10 - r
        dealer = r % n
        while True:
            info_box.clear()
            st = rng.getstate()
            try:
                f = "revoke" if (fault == "revoke" and r == fault_round) else None
                deal, scores, info = rage_round(rng, n, dealer, k, f)
                if f and info["fault_at"] is None:
                    raise Reroll()
                break
            except Reroll:
                rng.seed(rng.random())
                continue
        recorded = list(scores)
        if f:
            planted.append((r, info_box["evidx"], "revoke", "seat %d led %s" % (info["fault_at"][1], info["fault_at"][2])))
        if fault == "bid_out_of_turn" and r == fault_round:
            ev = deal["events"]
            ev[0], ev[1] = ev[1], ev[0]
            planted.append((r, 0, "bid_out_of_turn", "seat %d bid before seat %d" % (ev[0]["seat"], ev[1]["seat"])))
        if fault == "wrong_score" and r == fault_round:
            s = next(s for s in range(n) if info["bids"][s] != info["tricks"][s])
            recorded[s] = scores[s] + 15  # +10 for a missed bid instead of -5
            planted.append((r, None, "wrong_score", "seat %d written %d, rules %d" % (s, recorded[s], scores[s])))
        for s in range(n):
            deal["events"].append({"type": "score", "party": s, "points": recorded[s]})
        for s in range(n):
            totals[s] += recorded[s]
        for s in range(n):
            deal["events"].append({"type": "total", "party": s, "points": totals[s]})
        fig("  round", r + 1, "dealer", dealer, "bids", [info["bids"][s] for s in range(n)], "tricks", info["tricks"],
            "action", info["bonus"], "score", scores, "written", recorded, "totals", totals)
        deals.append(deal)
    return {"format": "trick-transcript/1", "game": "rage", "players": names, "deals": deals}, planted


# ============================================================================ Galician Tarok
G_SUITS = "HDSC"
G_PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}


def g_deck():
    d = []
    for s in G_SUITS:
        d += ["K" + s, "Q" + s, "N" + s, "J" + s, G_PIP[s]]
    d += ["T%d" % i for i in range(1, 22)] + ["SKIZ"]
    return d


def g_tarock(c):
    return c == "SKIZ" or (c[0] == "T" and c[1:].isdigit())


def g_suit(c):
    return None if g_tarock(c) else c[-1]


def g_rank(c):
    if c == "SKIZ":
        return 100
    if g_tarock(c):
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def g_value(c):  # §3, §7
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if g_tarock(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def g_points(cards):  # §14: each group of three counted less 2
    assert len(cards) % 3 == 0
    return sum(g_value(c) for c in cards) - 2 * (len(cards) // 3)


def g_legal(hand, led):
    if led is None:
        return list(hand)
    if g_tarock(led):
        t = [c for c in hand if g_tarock(c)]
        return t or list(hand)
    f = [c for c in hand if g_suit(c) == g_suit(led)]
    if f:
        return f
    t = [c for c in hand if g_tarock(c)]
    return t or list(hand)


def g_winner(trick):
    led = trick[0][1]
    ts = [(g_rank(c), s) for s, c in trick if g_tarock(c)]
    if ts:
        return max(ts)[1]
    return max((g_rank(c), s) for s, c in trick if g_suit(c) == g_suit(led))[1]


def g_deal(rng, dealer, fault=None, want=None):
    """fault: None, 'renonce' (player trumps holding suit), 'no_trump' (helper discards a suit
    card void in the led suit, holding a tarock), 'king_discard'. want: 'win'/'lose'/None."""
    deck = g_deck()
    rng.shuffle(deck)
    talon = deck[:6]
    hands = [deck[6 + 12 * i:18 + 12 * i] for i in range(3)]
    dealt = [list(h) for h in hands]
    fh = (dealer + 1) % 3
    tcount = [sum(g_tarock(c) for c in h) for h in hands]
    player = max(range(3), key=lambda s: (tcount[s], -((s - fh) % 3)))
    events = []
    for j in range(3):
        s = (fh + j) % 3
        events.append({"type": "bid", "seat": s, "bid": "three" if s == player else "pass"})
    take = talon[:3]
    events.append({"type": "take", "seat": player, "cards": list(take)})
    hands[player] += take
    h = hands[player]
    if fault == "king_discard":
        kings = [c for c in h if c[0] == "K" and not g_tarock(c)]
        if not kings:
            raise Reroll()
        cand = sorted([c for c in h if not g_tarock(c) and c[0] != "K"], key=g_value)
        disc = [kings[0]] + cand[:2]
        if len(disc) < 3:
            raise Reroll()
    else:
        cand = sorted([c for c in h if not g_tarock(c) and c[0] != "K"], key=g_value)
        if len(cand) < 3:
            raise Reroll()
        disc = cand[:3]
    for c in disc:
        h.remove(c)
    events.append({"type": "discard", "seat": player, "cards": list(disc)})
    for j in range(3):
        s = (player + j) % 3
        events.append({"type": "announce", "seat": s, "items": []})
    won = [[] for _ in range(3)]
    leader = fh
    fault_ev = None
    last = None
    for t in range(12):
        trick = []
        for j in range(3):
            s = (leader + j) % 3
            led = trick[0][1] if trick else None
            legal = g_legal(hands[s], led)
            if fault_ev is None and led is not None and not g_tarock(led) and t >= 2:
                if fault == "renonce" and s == player:
                    follow = [c for c in hands[s] if g_suit(c) == g_suit(led)]
                    tar = [c for c in hands[s] if g_tarock(c)]
                    if follow and tar:
                        legal = tar
                        fault_ev = len(events)
                if fault == "no_trump" and s != player:
                    follow = [c for c in hands[s] if g_suit(c) == g_suit(led)]
                    tar = [c for c in hands[s] if g_tarock(c)]
                    other = [c for c in hands[s] if not g_tarock(c)]
                    if not follow and tar and other:
                        legal = other
                        fault_ev = len(events)
            card = rng.choice(legal)
            hands[s].remove(card)
            events.append({"type": "play", "seat": s, "card": card})
            trick.append((s, card))
        w = g_winner(trick)
        won[w] += [c for _, c in trick]
        leader = w
        last = trick
    if fault in ("renonce", "no_trump") and fault_ev is None:
        raise Reroll()
    ppile = won[player] + disc
    hpile = [c for s in range(3) if s != player for c in won[s]] + talon[3:]
    pts = g_points(ppile)
    hpts = g_points(hpile)
    assert pts + hpts == 66
    # no premiums anywhere: no trull, no four kings, no ultimo by the player, no volat
    for pile in (ppile, hpile):
        if {"SKIZ", "T21", "T1"} <= set(pile):
            raise Reroll()
        if {"KH", "KD", "KS", "KC"} <= set(pile):
            raise Reroll()
    if (player, "T1") in last and g_winner(last) == player:
        raise Reroll()
    if not won[player] or all(not won[s] for s in range(3) if s != player):
        raise Reroll()
    if pts == 33:
        raise Reroll()
    if want == "win" and pts <= 33:
        raise Reroll()
    if want == "lose" and pts >= 33:
        raise Reroll()
    deal = {"dealer": dealer, "hands": dealt, "talon": talon, "events": events}
    return deal, {"player": player, "points": pts, "fault_ev": fault_ev, "disc": disc}


def g_pass_deal(rng, dealer):
    deck = g_deck()
    rng.shuffle(deck)
    talon = deck[:6]
    hands = [deck[6 + 12 * i:18 + 12 * i] for i in range(3)]
    fh = (dealer + 1) % 3
    events = [{"type": "bid", "seat": (fh + j) % 3, "bid": "pass"} for j in range(3)]
    return {"dealer": dealer, "hands": hands, "talon": talon, "events": events}


def g_session(rng, plan, fault=None):
    """plan: list of 'pass' or (fault, want) per deal."""
    deals = []
    planted = []
    pool = 0
    for i, spec in enumerate(plan):
        dealer = (1 + i) % 3
        pays = []
        if i == 0:
            for s in range(3):
                pays.append({"type": "payment", "from": s, "to": "pool", "amount": 10, "reason": "pool_stake"})
                pool += 10
        if spec == "pass":
            deal = g_pass_deal(rng, dealer)
            for s in range(3):
                pays.append({"type": "payment", "from": s, "to": "pool", "amount": 5, "reason": "pool_pass"})
                pool += 5
            deal["events"] += pays
            fig("  deal", i, "dealer", dealer, "all pass; pool", pool)
            deals.append(deal)
            continue
        f, want = spec
        while True:
            try:
                deal, info = g_deal(rng, dealer, f, want)
                break
            except Reroll:
                continue
        p = info["player"]
        pts = info["points"]
        helpers = [s for s in range(3) if s != p]
        lost_uncond = f in ("renonce", "king_discard")
        if pts > 33 and not lost_uncond:
            val = (pts - 33) * 3 + 30  # §18 three: x3 +30; won: single
            for s in helpers:
                pays.append({"type": "payment", "from": s, "to": p, "amount": val, "reason": "game"})
            share = round(2 * val * 0.10, 6)
            pays.append({"type": "payment", "from": p, "to": "pool", "amount": share, "reason": "pool_share"})
            pool += share
            res = "player %d won %d pts, %d from each helper, share %s" % (p, pts, val, share)
        else:
            if pts > 33:  # lost unconditionally though made: consolation (§12, §18), addend x purchase 1
                val = 30
            else:
                val = (33 - pts) * 3 + 30
            for s in helpers:
                pays.append({"type": "payment", "from": p, "to": s, "amount": val, "reason": "game"})
            share = round(val * 0.10, 6)
            for s in helpers:
                pays.append({"type": "payment", "from": s, "to": "pool", "amount": share, "reason": "pool_share"})
                pool += share
            res = "player %d %d pts, lost, pays %d to each helper, shares %s each" % (p, pts, val, share)
        if f == "renonce":
            planted.append((i, info["fault_ev"], "revoke/renonce", "player trumped holding the suit (§23)"))
        if f == "no_trump":
            planted.append((i, info["fault_ev"], "failure_to_trump", "helper threw a suit card holding a tarock (§5)"))
        if f == "king_discard":
            planted.append((i, deal["events"].index(next(e for e in deal["events"] if e["type"] == "discard")),
                            "illegal_discard", "player laid away %s (§13)" % info["disc"][0]))
        if fault == "missing_payment" and i == len(plan) - 1:
            gi = [j for j, e in enumerate(pays) if e.get("reason") == "game"][-1]
            gone = pays.pop(gi)
            planted.append((i, None, "missing_payment", "left out: %s" % json.dumps(gone)))
        deal["events"] += pays
        fig("  deal", i, "dealer", dealer, res, "pool", pool)
        deals.append(deal)
    return {"format": "trick-transcript/1", "game": "galician-tarok", "players": ["Adam", "Bożena", "Czesław"],
            "deals": deals}, planted


# ============================================================================ Tarocchini
T_SUITS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]


def t_deck():
    d = []
    for s in T_SUITS:
        d += [r + s for r in (LONG if s in "SB" else ROUND)]
    return d + ["T%d" % i for i in range(21)] + ["MATTO"]


def t_trump(c):
    return c[0] == "T" and c[1:].isdigit()


def t_suit(c):
    if c == "MATTO":
        return None
    return "T" if t_trump(c) else c[-1]


def t_value(c):
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if t_trump(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def t_trank(c):
    n = int(c[1:])
    if 1 <= n <= 4:
        return 1  # Moretti, equal
    return n


def t_srank(c):
    order = LONG if c[-1] in "SB" else ROUND
    return 20 - order.index(c[:-1])


def t_winner(trick):
    """trick: list of (seat, card) in order played; Matto never wins; among equal Moretti the
    last played is highest."""
    led = next(t_suit(c) for _, c in trick if c != "MATTO")
    best = None
    bkey = None
    for i, (s, c) in enumerate(trick):
        if c == "MATTO":
            continue
        if t_trump(c):
            key = (2, t_trank(c), i if t_trank(c) == 1 else 0)
        elif t_suit(c) == led:
            key = (1, t_srank(c), 0)
        else:
            continue
        if bkey is None or key > bkey:
            bkey, best = key, s
    return best


def t_legal(hand, led):
    if led is None:
        return [c for c in hand if c != "MATTO"] or list(hand)
    f = [c for c in hand if t_suit(c) == led]
    if f:
        return f + (["MATTO"] if "MATTO" in hand else [])
    t = [c for c in hand if t_trump(c)]
    if t:
        return t + (["MATTO"] if "MATTO" in hand else [])
    return list(hand)


CRICCHE = {
    "tarocchi": (["T20", "T19", "T0", "MATTO"], 18, 36),
    "kings": (["K" + s for s in T_SUITS], 17, 34),
    "queens": (["Q" + s for s in T_SUITS], 14, 28),
    "knights": (["N" + s for s in T_SUITS], 13, 26),
    "jacks": (["J" + s for s in T_SUITS], 12, 24),
}


def seq_pts(length):
    return 10 + 5 * (length - 3)


def trump_run(have, cont):
    """Angel, then 19, 18, ... 5 consecutively, a contatore filling a missing card, never two
    fills in a row except the 16 and a grande (17)."""
    if "T20" not in have:
        return 0
    best = 1

    def go(pos, left, prev_fill, length):
        nonlocal best
        best = max(best, length)
        if pos < 5:
            return
        if "T%d" % pos in have:
            go(pos - 1, left, False, length + 1)
        elif left > 0 and (not prev_fill or pos == 16):
            go(pos - 1, left - 1, True, length + 1)

    go(19, cont, False, 1)
    return best if best >= 3 else 0


def t_combos(cards):
    have = set(cards)
    cont = sum(1 for c in ("T0", "MATTO") if c in have)
    cr = []
    for name, (members, p3, p4) in CRICCHE.items():
        n = sum(1 for m in members if m in have)
        if n >= 3:
            cr.append(({"kind": "cricca", "of": name, "count": n}, p3 if n == 3 else p4))
    sq = []
    L = trump_run(have, cont)
    if L:
        sq.append(({"kind": "sequence", "of": "trumps", "length": L}, seq_pts(L)))
    for s in T_SUITS:
        if "K" + s not in have:
            continue
        courts = sum(1 for r in "QNJ" if r + s in have)
        ace = 1 if "1" + s in have else 0
        if courts < 1:
            continue
        fill_c = min(cont, 3 - courts)
        if courts + fill_c < 2:
            continue
        left = cont - fill_c
        fill_a = min(left, 1 - ace)
        L = 1 + courts + fill_c + ace + fill_a
        if L >= 3:
            sq.append(({"kind": "sequence", "of": "suit", "suit": s, "length": L}, seq_pts(L)))
    for name, members in (("moretti", ["T1", "T2", "T3", "T4"]), ("aces", ["1" + s for s in T_SUITS])):
        real = sum(1 for m in members if m in have)
        if real >= 2:
            L = min(6, real + cont)
            if L >= 3:
                sq.append(({"kind": "sequence", "of": name, "length": L}, seq_pts(L)))
    pc = sum(p for _, p in cr) * (2 if len(cr) >= 3 else 1)
    ps = sum(p for _, p in sq) * (2 if len(sq) >= 3 else 1)
    return [i for i, _ in cr] + [i for i, _ in sq], pc + ps


def t_cardpoints(pile):
    assert len(pile) % 2 == 0, len(pile)
    return sum(t_value(c) for c in pile) - len(pile) // 2


def t_play(rng, hands, leader, n, team_of, ntricks, fault=None, fault_from=2):
    """Plays all tricks. team_of(seat) -> side id. The Matto is played only by the last seat to
    a trick his own side is winning. fault: 'no_trump' (void in suit, holds trumps, throws a
    suit card), 'out_of_turn' (the seat after the leader leads). Returns events, won piles,
    last-trick winner, fault event index (relative)."""
    events = []
    won = {}
    fault_ev = None
    lastw = None
    for t in range(ntricks):
        order = [(leader + j) % n for j in range(n)]
        if fault == "out_of_turn" and fault_ev is None and t >= fault_from:
            order = [(leader + 1 + j) % n for j in range(n)]
            fault_ev = len(events)
        trick = []
        for j, s in enumerate(order):
            h = hands[s]
            led = next((t_suit(c) for _, c in trick if c != "MATTO"), None)
            legal = t_legal(h, led)
            if "MATTO" in legal:
                ok = False
                if j == n - 1 and trick:
                    w = t_winner(trick)
                    ok = w is not None and team_of(w) == team_of(s)
                if ok and t < ntricks - 1:
                    legal = ["MATTO"]
                elif len(legal) > 1:
                    legal = [c for c in legal if c != "MATTO"]
            if fault == "no_trump" and fault_ev is None and t >= fault_from and led and led != "T":
                if not [c for c in h if t_suit(c) == led] and [c for c in h if t_trump(c)]:
                    other = [c for c in h if c != "MATTO" and not t_trump(c)]
                    if other:
                        legal = other
                        fault_ev = len(events)
            card = rng.choice(legal)
            h.remove(card)
            events.append({"type": "play", "seat": s, "card": card})
            trick.append((s, card))
        if "MATTO" in [c for _, c in trick] and t == ntricks - 1:
            raise Reroll()
        w = t_winner(trick)
        won.setdefault(team_of(w), []).extend(c for _, c in trick)
        leader = w
        lastw = w
    if fault and fault_ev is None:
        raise Reroll()
    return events, won, lastw, fault_ev


def otto_deal(rng, dealer, fault=None):
    deck = t_deck()
    rng.shuffle(deck)
    hands = [deck[15 * i:15 * (i + 1)] for i in range(4)]
    hands[dealer] += deck[60:]
    dealt = [list(h) for h in hands]
    events = []
    h = hands[dealer]
    disc = sorted([c for c in h if t_value(c) != 5], key=lambda c: (t_value(c), c))[:2]
    for c in disc:
        h.remove(c)
    events.append({"type": "discard", "seat": dealer, "cards": list(disc)})
    team = lambda s: s % 2  # noqa: E731
    decl = [0, 0]
    for j in range(4):
        s = (dealer + 1 + j) % 4
        items, p = t_combos(h if s == dealer else hands[s])
        events.append({"type": "declare", "seat": s, "items": items})
        decl[team(s)] += p
    base = len(events)
    pev, won, lastw, fev = t_play(rng, hands, (dealer + 1) % 4, 4, team, 15, fault)
    events += pev
    # the dealer's discards: his side's unless he took no trick (default dealer_trick)
    dealer_tricks = sum(1 for i in range(0, len(pev), 4) if False)
    won.setdefault(0, [])
    won.setdefault(1, [])
    # dealer took a trick? recompute from the plays
    took = set()
    for i in range(0, len(pev), 4):
        tr = [(e["seat"], e["card"]) for e in pev[i:i + 4]]
        took.add(t_winner(tr))
    del dealer_tricks
    if dealer not in took:
        raise Reroll()
    won[team(dealer)] += disc
    res = []
    for side in (0, 1):
        items, comb = t_combos(won[side])
        cp = t_cardpoints(won[side])
        last = 6 if team(lastw) == side else 0
        res.append({"declared": decl[side], "combos": comb, "combo_items": items, "cards": cp, "last": last,
                    "total": decl[side] + comb + cp + last})
    assert res[0]["cards"] + res[1]["cards"] + 6 == 93
    return {"dealer": dealer, "hands": dealt, "events": events}, res, (base + fev if fev is not None else None)


def otto_session(rng, ndeals, fault=None, fault_deal=1):
    while True:
        mark = len(FIG)
        try:
            return _otto_session(rng, ndeals, fault, fault_deal)
        except Reroll:  # a side reached 800 (the game's end) before the last deal
            del FIG[mark:]


def _otto_session(rng, ndeals, fault=None, fault_deal=1):
    deals = []
    planted = []
    totals = [0, 0]
    for i in range(ndeals):
        dealer = (3 + i) % 4
        f = fault if (fault in ("no_trump",) and i == fault_deal) else None
        while True:
            try:
                deal, res, fev = otto_deal(rng, dealer, f)
                break
            except Reroll:
                continue
        scores = [res[0]["total"], res[1]["total"]]
        written = list(scores)
        if f:
            planted.append((i, fev, "failure_to_trump", "void in the suit led, held trumps, threw a suit card"))
        if fault == "wrong_score" and i == fault_deal:
            written[1] = scores[1] + 10
            planted.append((i, None, "wrong_score", "team1 written %d, rules %d" % (written[1], scores[1])))
        for side in (0, 1):
            totals[side] += written[side]
        for side in (0, 1):
            deal["events"].append({"type": "score", "party": "team%d" % side, "points": written[side]})
        for side in (0, 1):
            deal["events"].append({"type": "total", "party": "team%d" % side, "points": totals[side]})
        fig("  deal", i, "dealer", dealer, "team0", res[0], "team1", res[1], "written", written, "totals", totals)
        deals.append(deal)
        if i < ndeals - 1 and max(totals) >= 800:
            raise Reroll()
    return {"format": "trick-transcript/1", "game": "tarocchini-ottocento", "players": ["Anna", "Bruno", "Carla", "Dario"],
            "deals": deals}, planted


def terz_deal(rng, dealer, fault=None):
    deck = t_deck()
    rng.shuffle(deck)
    hands = [deck[18 * i:18 * (i + 1)] for i in range(3)]
    widow = deck[54:]
    dealt = [list(h) for h in hands]
    eldest = (dealer + 1) % 3
    strength = [sum(t_trump(c) for c in h) * 2 + sum(t_value(c) for c in h) for h in hands]
    decl = max(range(3), key=lambda s: strength[s])
    if "MATTO" in hands[decl]:
        raise Reroll()
    events = []
    for j in range(3):
        s = (eldest + j) % 3
        events.append({"type": "bid", "seat": s, "bid": "gioco" if s == decl else "pass"})
        if s == decl:
            for j2 in range(j + 1, 3):
                events.append({"type": "bid", "seat": (eldest + j2) % 3, "bid": "pass"})
            break
    take = sorted([c for c in widow if c != "MATTO"], key=lambda c: (-t_value(c), c))[:3]
    events.append({"type": "take", "seat": decl, "cards": list(take)})
    h = hands[decl]
    h += take
    if fault == "king_discard":
        kings = [c for c in h if c[0] == "K"]
        if not kings:
            raise Reroll()
        low = sorted([c for c in h if t_value(c) != 5 and c not in take], key=lambda c: (t_value(c), c))[:2]
        disc = [kings[0]] + low
    else:
        disc = sorted([c for c in h if t_value(c) != 5 and c not in take], key=lambda c: (t_value(c), c))[:3]
    for c in disc:
        h.remove(c)
    newwidow = [c for c in widow if c not in take] + disc
    disc_ev = len(events)
    events.append({"type": "discard", "seat": decl, "cards": list(disc)})
    side = lambda s: 0 if s == decl else 1  # noqa: E731
    dsum = [0, 0]
    for j in range(3):
        s = (eldest + j) % 3
        items, p = t_combos(hands[s])
        events.append({"type": "declare", "seat": s, "items": items})
        dsum[side(s)] += p
    base = len(events)
    pev, won, lastw, fev = t_play(rng, hands, eldest, 3, side, 18, fault if fault == "out_of_turn" else None)
    events += pev
    won.setdefault(0, [])
    won.setdefault(1, [])
    if not won[0] or not won[1]:
        raise Reroll()
    won[0] += newwidow  # gioco: the widow is the declarer's if he takes a trick
    if len(won[0]) % 2:
        raise Reroll()
    res = []
    for sd in (0, 1):
        items, comb = t_combos(won[sd])
        cp = t_cardpoints(won[sd])
        last = 6 if side(lastw) == sd else 0
        res.append({"declared": dsum[sd], "combos": comb, "combo_items": items, "cards": cp, "last": last,
                    "total": dsum[sd] + comb + cp + last})
    assert res[0]["cards"] + res[1]["cards"] + 6 == 93
    win = 0 if res[0]["total"] > res[1]["total"] else 1
    W = res[win]["total"]
    gp = W // 50 + (1 if W % 50 >= 45 else 0)
    pts = [gp if side(s) == win else 0 for s in range(3)]
    fe = base + fev if fev is not None else (disc_ev if fault == "king_discard" else None)
    return {"dealer": dealer, "hands": dealt, "talon": widow, "events": events}, res, decl, pts, fe


def terz_session(rng, ndeals, fault=None, fault_deal=1):
    deals = []
    planted = []
    totals = [0, 0, 0]
    for i in range(ndeals):
        dealer = i % 3
        f = fault if i == fault_deal else None
        while True:
            try:
                deal, res, decl, pts, fe = terz_deal(rng, dealer, f)
                break
            except Reroll:
                continue
        if f == "king_discard":
            planted.append((i, fe, "illegal_discard", "gioco declarer laid away a King (5-point card)"))
        if f == "out_of_turn":
            planted.append((i, fe, "out_of_turn", "the seat after the trick's winner led"))
        for s in range(3):
            totals[s] += pts[s]
        for s in range(3):
            deal["events"].append({"type": "score", "party": s, "points": pts[s]})
        for s in range(3):
            deal["events"].append({"type": "total", "party": s, "points": totals[s]})
        fig("  deal", i, "dealer", dealer, "declarer", decl, "decl side", res[0], "opp side", res[1], "game points", pts,
            "totals", totals)
        deals.append(deal)
    return {"format": "trick-transcript/1", "game": "tarocchini-terziglio", "players": ["Elena", "Franco", "Giulia"],
            "deals": deals}, planted


# ============================================================================ main
def main(seed):
    rng = random.Random(seed)
    files = [
        ("01-rage-clean-4p", lambda: rage_session(rng, 4)),
        ("02-rage-revoke-5p", lambda: rage_session(rng, 5, "revoke", 2)),
        ("03-rage-bid-out-of-turn-3p", lambda: rage_session(rng, 3, "bid_out_of_turn", 4)),
        ("04-rage-wrong-score-4p", lambda: rage_session(rng, 4, "wrong_score", 6)),
        ("05-galician-clean", lambda: g_session(rng, [(None, "win"), "pass", (None, "lose")])),
        ("06-galician-renonce-player", lambda: g_session(rng, [(None, None), ("renonce", "lose")])),
        ("07-galician-helper-no-trump", lambda: g_session(rng, [(None, None), ("no_trump", "win")])),
        ("08-galician-king-discard", lambda: g_session(rng, [("king_discard", "win"), (None, None)])),
        ("09-galician-missing-payment", lambda: g_session(rng, [(None, None), (None, None), (None, "lose")],
                                                          "missing_payment")),
        ("10-otto-clean", lambda: otto_session(rng, 3)),
        ("11-otto-no-trump", lambda: otto_session(rng, 2, "no_trump", 1)),
        ("12-otto-wrong-score", lambda: otto_session(rng, 2, "wrong_score", 1)),
        ("13-terz-clean", lambda: terz_session(rng, 3)),
        ("14-terz-king-discard", lambda: terz_session(rng, 2, "king_discard", 1)),
        ("15-terz-out-of-turn", lambda: terz_session(rng, 2, "out_of_turn", 1)),
    ]
    for name, make in files:
        fig(name)
        doc, planted = make()
        doc["meta"] = {"round": "fresh-mainstream-2", "seed": seed}
        fig("  PLANTED:", planted if planted else "none (clean)")
        with open(os.path.join(HERE, name + ".json"), "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
    with open(os.path.join(HERE, "_figures.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(FIG) + "\n")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2)
