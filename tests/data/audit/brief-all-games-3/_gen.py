"""Blind acceptance fixtures for all six games (audit brief-all-games-3).

Written from the rule sources only (no validator import). For each game: one clean
2-deal session, recorded the plainest way the format allows (no optional payment,
score or total events, no rules/start/meta), and one 2-deal session with one planted
fault.  Run: python _gen.py [seed]
"""

import json
import os
import random
import sys

OUT = os.path.dirname(os.path.abspath(__file__))
FAULTS = {}  # file -> (deal, event, code, note)


def write(name, game, players, deals, rules=None):
    t = {"format": "trick-transcript/1", "game": game, "players": players, "deals": deals}
    if rules:
        t["rules"] = rules
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        json.dump(t, f, ensure_ascii=False, indent=1)
        f.write("\n")


# ---------------------------------------------------------------- Rage (Czech source)
RC = "RBGYPO"


def is_col(c):
    return c[0] in RC and c[1:].isdigit()


def rage_deal(rng, n_players, rnd, dealer):
    """rnd 0 -> 10 cards. Hands: colour cards and +5/-5 only; the other action cards stay in
    the stock, never on top (the top card is turned for trump)."""
    ncards = 10 - rnd
    colour = [c + str(v) for c in RC for v in range(16)]
    pm = ["PLUS5"] * 3 + ["MINUS5"] * 3
    others = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4
    pool = colour + pm
    rng.shuffle(pool)
    hands = [pool[i * ncards:(i + 1) * ncards] for i in range(n_players)]
    rest = pool[n_players * ncards:]
    top = next(c for c in rest if is_col(c))
    rest.remove(top)
    rest += others
    rng.shuffle(rest)
    talon = [top] + rest
    trump = top[0]
    events = []
    first = (dealer + 1) % n_players
    bids = []
    for k in range(n_players):
        s = (first + k) % n_players
        b = sum(1 for c in hands[s] if c[0] == trump or (is_col(c) and int(c[1:]) >= 13))
        b = min(b, ncards)
        bids.append((s, b))
        events.append({"type": "bid", "seat": s, "bid": b})
    bid = dict(bids)
    h = [list(x) for x in hands]
    tricks = [0] * n_players
    bonus = [0] * n_players
    leader = first
    for _ in range(ncards):
        trick = []
        led = None
        for k in range(n_players):
            s = (leader + k) % n_players
            hand = h[s]
            if k == 0:
                col = [c for c in hand if is_col(c)]
                card = rng.choice(col) if col else hand[0]
            else:
                fol = [c for c in hand if led and is_col(c) and c[0] == led]
                card = rng.choice(fol) if fol else rng.choice(hand)
            if led is None and is_col(card):
                led = card[0]
            hand.remove(card)
            trick.append((s, card))
            events.append({"type": "play", "seat": s, "card": card})
        cols = [(s, c) for s, c in trick if is_col(c)]
        tr = [(s, c) for s, c in cols if c[0] == trump]
        if tr:
            w = max(tr, key=lambda x: int(x[1][1:]))[0]
        elif cols:
            w = max([x for x in cols if x[1][0] == led], key=lambda x: int(x[1][1:]))[0]
        else:
            w = trick[0][0]
        tricks[w] += 1
        bonus[w] += sum(5 if c == "PLUS5" else -5 if c == "MINUS5" else 0 for _, c in trick)
        leader = w
    scores = [tricks[s] + bonus[s] + (10 if bid[s] == tricks[s] else -5) for s in range(n_players)]
    return {"dealer": dealer, "hands": hands, "talon": talon, "events": events}, scores, bid, tricks


def gen_rage(rng):
    players = ["Anička", "Bohouš", "Katka", "Dalibor"]
    deals = [rage_deal(rng, 4, r, r % 4)[0] for r in range(2)]
    write("01-rage-clean.json", "rage", players, deals)
    deals = []
    for r in range(2):
        d, scores, bid, tricks = rage_deal(rng, 4, r, r % 4)
        for s in range(4):
            d["events"].append({"type": "score", "party": s, "points": scores[s]})
        deals.append((d, scores, bid, tricks))
    d, scores, bid, tricks = deals[1]
    miss = [s for s in range(4) if bid[s] != tricks[s]]
    s = miss[0] if miss else 0
    idx = len(d["events"]) - 4 + s
    right = scores[s]
    d["events"][idx]["points"] = right + 15  # scored as if the bid had been met
    FAULTS["02-rage-wrong-score.json"] = (
        1, idx, "wrong_score",
        f"seat {s} bid {bid[s]} took {tricks[s]}: rules give {right}, recorded {right + 15}; "
        f"all scores deal0 {deals[0][1]} deal1 {scores}")
    write("02-rage-wrong-score.json", "rage", players, [x[0] for x in deals])


# ---------------------------------------------------------------- Ulti (Japanese source)
US = "HDSC"
TR_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]


def u_suit(c):
    return c[-1]


def u_rank(c):
    return 8 - TR_ORDER.index(c[:-1])


def ulti_deal(rng, dealer, plant=False):
    deck = [r + s for s in US for r in TR_ORDER]
    rng.shuffle(deck)
    f = (dealer + 1) % 3
    hands = [None] * 3
    hands[f] = deck[:12]
    hands[(f + 1) % 3] = deck[12:22]
    hands[(f + 2) % 3] = deck[22:32]
    hand = list(hands[f])
    cnt = {s: sum(1 for c in hand if u_suit(c) == s) for s in "DSC"}
    trump = max(cnt, key=lambda s: (cnt[s], s))
    low = sorted([c for c in hand if u_suit(c) != trump and c[:-1] not in ("A", "10")], key=u_rank)
    disc = low[:2]
    for c in disc:
        hand.remove(c)
    events = [
        {"type": "discard", "seat": f, "cards": disc},
        {"type": "bid", "seat": f, "bid": {"goals": ["party"], "red": False}},
        {"type": "bid", "seat": (f + 1) % 3, "bid": "pass"},
        {"type": "bid", "seat": (f + 2) % 3, "bid": "pass"},
        {"type": "bid", "seat": f, "bid": "pass"},
        {"type": "announce", "seat": f, "items": [{"kind": "trump", "suit": trump}]},
    ]
    h = [list(x) for x in hands]
    h[f] = hand
    leader = f
    planted = None

    def beats(c, w):
        if u_suit(c) == u_suit(w):
            return u_rank(c) > u_rank(w)
        return u_suit(c) == trump

    for _ in range(10):
        trick = []
        for k in range(3):
            s = (leader + k) % 3
            hd = h[s]
            if k == 0:
                card = rng.choice(hd)
            else:
                led = u_suit(trick[0][1])
                win = trick[0][1]
                for _, c in trick[1:]:
                    if beats(c, win):
                        win = c
                cand = [c for c in hd if u_suit(c) == led] or [c for c in hd if u_suit(c) == trump] or hd
                better = [c for c in cand if beats(c, win)]
                legal = better or cand
                worse = [c for c in cand if c not in better]
                if plant and planted is None and better and worse:
                    card = rng.choice(worse)
                    planted = (len(events), s, card, sorted(better), win)
                else:
                    card = rng.choice(legal)
            hd.remove(card)
            trick.append((s, card))
            events.append({"type": "play", "seat": s, "card": card})
        win = trick[0]
        for x in trick[1:]:
            if beats(x[1], win[1]):
                win = x
        leader = win[0]
    return {"dealer": dealer, "hands": hands, "events": events}, planted


def gen_ulti(rng):
    players = ["Anna", "Béla", "Csilla"]
    write("03-ulti-clean.json", "ulti", players, [ulti_deal(rng, r)[0] for r in range(2)])
    d0, _ = ulti_deal(rng, 0)
    d1, p = ulti_deal(rng, 1, plant=True)
    assert p
    FAULTS["04-ulti-failure-to-overtake.json"] = (
        1, p[0], "failure_to_overtake", f"seat {p[1]} played {p[2]} under {p[4]} holding {p[3]}")
    write("04-ulti-failure-to-overtake.json", "ulti", players, [d0, d1])


# ---------------------------------------------------------------- Danish Tarok (Polish source)
DS = "HDSC"
COURTS = ["K", "Q", "N", "J"]


def d_rank(c):
    if c == "JOKER":
        return -1
    if c[0] == "T":
        return int(c[1:])
    r, s = c[:-1], c[-1]
    if r in COURTS:
        return 20 - COURTS.index(r)
    v = int(r)
    return (11 - v) if s in "HD" else v  # red: 1 high .. 10 low; black: 10 high .. 1 low


def d_suit(c):
    return "T" if c[0] == "T" and c != "JOKER" else ("J" if c == "JOKER" else c[-1])


def d_declarations(hand):
    items, cards = [], set()
    joker = "JOKER" in hand
    trumps = [c for c in hand if d_suit(c) == "T"]
    n = len(trumps) + (1 if joker else 0)
    if n >= 10:
        items.append({"kind": "trumps", "count": n, "pagat": "T1" in hand})
        cards |= set(trumps) | ({"JOKER"} if joker else set())
    if joker and "T21" in hand and "T1" in hand:
        k, t = 3, 20
        while f"T{t}" in hand:
            k, t = k + 1, t - 1
        items.append({"kind": "matadors", "count": k})
        cards |= {"JOKER", "T1"} | {f"T{x}" for x in range(t + 1, 22)}
    for s in DS:
        have = [r for r in COURTS if r + s in hand]
        if len(have) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"})
            cards |= {r + s for r in have}
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
            cards |= {r + s for r in have}
    kings = [s for s in DS if "K" + s in hand]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if joker else "full"})
    elif len(kings) == 3 and joker:
        items.append({"kind": "kings", "form": "half", "missing": [s for s in DS if s not in kings][0]})
    if len(kings) == 4 or (len(kings) == 3 and joker):
        cards |= {"K" + s for s in kings}
    return items, cards


def danish_deal(rng, dealer, plant=False):
    deck = [r + s for s in DS for r in COURTS + [str(v) for v in range(1, 11)]]
    deck += [f"T{i}" for i in range(1, 22)] + ["JOKER"]
    rng.shuffle(deck)
    hands = [deck[i * 25:(i + 1) * 25] for i in range(3)]
    hands[dealer] = hands[dealer] + deck[75:]
    hand = list(hands[dealer])
    _, dcards = d_declarations(hand)
    ok = [c for c in hand if d_suit(c) in DS and c[0] != "K" and c not in dcards]
    ok.sort(key=lambda c: (d_rank(c), c))
    info = None
    if plant:
        kings = [c for c in hand if c[0] == "K" and c[-1] in DS and c not in dcards]
        assert kings
        disc = [kings[0]] + ok[:2]
        info = kings[0]
    else:
        disc = ok[:3]
    for c in disc:
        hand.remove(c)
    events = [{"type": "discard", "seat": dealer, "cards": disc}]
    h = [list(x) for x in hands]
    h[dealer] = hand
    for k in range(3):
        s = (dealer + k) % 3
        items, _ = d_declarations(h[s])
        events.append({"type": "declare", "seat": s, "items": items})
    leader = (dealer + 1) % 3
    for t in range(25):
        trick = []
        for k in range(3):
            s = (leader + k) % 3
            hd = h[s]
            if k == 0:
                nj = [c for c in hd if c != "JOKER"]
                card = rng.choice(nj)
            elif "JOKER" in hd and t < 22:
                card = "JOKER"
            else:
                led = d_suit(trick[0][1])
                cand = [c for c in hd if d_suit(c) == led] or [c for c in hd if d_suit(c) == "T"] or hd
                card = rng.choice(cand)
            hd.remove(card)
            trick.append((s, card))
            events.append({"type": "play", "seat": s, "card": card})
        led = d_suit(trick[0][1])
        tr = [x for x in trick if d_suit(x[1]) == "T"]
        pool = tr or [x for x in trick if d_suit(x[1]) == led]
        leader = max(pool, key=lambda x: d_rank(x[1]))[0]
    return {"dealer": dealer, "hands": hands, "events": events}, info


def gen_danish(rng):
    players = ["Agnieszka", "Bartek", "Celina"]
    write("05-danish-clean.json", "danish-tarok", players, [danish_deal(rng, r)[0] for r in range(2)])
    while True:
        st = rng.getstate()
        try:
            d0, k = danish_deal(rng, 0, plant=True)
            break
        except AssertionError:
            rng.setstate(st)
            rng.random()
    d1, _ = danish_deal(rng, 1)
    FAULTS["06-danish-illegal-skat.json"] = (0, 0, "illegal_skat", f"dealer lays away {k} (§13: never a king)")
    write("06-danish-illegal-skat.json", "danish-tarok", players, [d0, d1])


# ---------------------------------------------------------------- Galician Tarok (Polish source)
GS = "HDSC"


def g_suit(c):
    return "T" if c[0] == "T" or c == "SKIZ" else c[-1]


def g_rank(c):
    if c == "SKIZ":
        return 22
    if c[0] == "T":
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def galician_deal(rng, dealer, plant=False):
    deck = [r + s for s in GS for r in ("K", "Q", "N", "J")] + ["1H", "1D", "10S", "10C"]
    deck += [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
    rng.shuffle(deck)
    talon = deck[:6]
    hands = [deck[6 + 12 * i:18 + 12 * i] for i in range(3)]
    e = (dealer + 1) % 3
    events = [
        {"type": "bid", "seat": e, "bid": "three"},
        {"type": "bid", "seat": (e + 1) % 3, "bid": "pass"},
        {"type": "bid", "seat": (e + 2) % 3, "bid": "pass"},
        {"type": "take", "seat": e, "cards": talon[:3]},
    ]
    h = [list(x) for x in hands]
    h[e] += talon[:3]
    cand = sorted([c for c in h[e] if g_suit(c) != "T" and c[0] != "K"], key=g_rank)
    cand += sorted([c for c in h[e] if c[0] == "T" and c not in ("T1", "T21")], key=g_rank)
    disc = cand[:3]
    for c in disc:
        h[e].remove(c)
    events.append({"type": "discard", "seat": e, "cards": disc})
    for k in range(3):
        events.append({"type": "announce", "seat": (e + k) % 3, "items": []})
    leader = e
    planted = None
    for _ in range(12):
        trick = []
        for k in range(3):
            s = (leader + k) % 3
            hd = h[s]
            if k == 0:
                card = rng.choice(hd)
            else:
                led = g_suit(trick[0][1])
                follow = [c for c in hd if g_suit(c) == led]
                trumps = [c for c in hd if g_suit(c) == "T"]
                if plant and planted is None and led != "T" and follow and trumps:
                    card = rng.choice(trumps)
                    planted = (len(events), s, card, sorted(follow), trick[0][1])
                else:
                    card = rng.choice(follow or trumps or hd)
            hd.remove(card)
            trick.append((s, card))
            events.append({"type": "play", "seat": s, "card": card})
        led = g_suit(trick[0][1])
        pool = [x for x in trick if g_suit(x[1]) == "T"] or [x for x in trick if g_suit(x[1]) == led]
        leader = max(pool, key=lambda x: g_rank(x[1]))[0]
    return {"dealer": dealer, "hands": hands, "talon": talon, "events": events}, planted


def gen_galician(rng):
    players = ["Józef", "Kazimierz", "Ludwik"]
    write("07-galician-clean.json", "galician-tarok", players, [galician_deal(rng, r)[0] for r in range(2)])
    d0, p = galician_deal(rng, 0, plant=True)
    while p is None:
        d0, p = galician_deal(rng, 0, plant=True)
    d1, _ = galician_deal(rng, 1)
    FAULTS["08-galician-revoke.json"] = (
        0, p[0], "revoke", f"seat {p[1]} trumped {p[4]} with {p[2]} holding {p[3]} (§23 renonce)")
    write("08-galician-revoke.json", "galician-tarok", players, [d0, d1])


# ---------------------------------------------------------------- Tarocchini (Russian source)
TS = "SBCD"
FIVE = {"T20", "T19", "T0", "MATTO"}


def t_suit(c):
    return "T" if c[0] == "T" else ("M" if c == "MATTO" else c[-1])


def t_rank(c):
    if c[0] == "T":
        v = int(c[1:])
        return 1 if 1 <= v <= 4 else v  # the Moretti are of equal rank
    r, s = c[:-1], c[-1]
    court = {"K": 20, "Q": 19, "N": 18, "J": 17}
    if r in court:
        return court[r]
    v = int(r)
    if s in "SB":
        return 0 if v == 1 else v  # long suits: 10 high .. 6, then 1
    return 11 - v if v != 1 else 11  # round suits: 1 then 6 .. 10


def t_five(c):
    return c in FIVE or c[0] == "K"


def t_deck():
    d = [r + s for s in TS for r in ("K", "Q", "N", "J", "10", "9", "8", "7", "6", "1")]
    return d + [f"T{i}" for i in range(21)] + ["MATTO"]


def t_play(rng, h, leader, n, events, ntricks, swap_at=None):
    """Plays out; swap_at = trick index whose 3rd and 4th plays are recorded in reverse."""
    info = None
    for t in range(ntricks):
        trick = []
        for k in range(n):
            s = (leader + k) % n
            hd = h[s]
            if k == 0:
                nm = [c for c in hd if c != "MATTO"] or hd
                card = rng.choice(nm)
            elif "MATTO" in hd and t < ntricks - 1:
                card = "MATTO"
            else:
                led = t_suit(trick[0][1])
                card = rng.choice([c for c in hd if t_suit(c) == led] or [c for c in hd if t_suit(c) == "T"] or hd)
            hd.remove(card)
            trick.append((s, card))
        evs = [{"type": "play", "seat": s, "card": c} for s, c in trick]
        if swap_at is not None and info is None and t >= swap_at:
            cards = [c for _, c in trick]
            mor = [c for c in cards if c[0] == "T" and 1 <= int(c[1:]) <= 4]
            if "MATTO" not in cards and len(mor) < 2:
                evs[2], evs[3] = evs[3], evs[2]
                info = (len(events) + 2, evs[2]["seat"], evs[2]["card"], evs[3]["seat"])
        events.extend(evs)
        led = t_suit(trick[0][1])
        best = None
        for s, c in trick:  # later equal Moretti beat earlier ones
            if t_suit(c) == "T" and (best is None or t_suit(best[1]) != "T" or t_rank(c) >= t_rank(best[1])):
                best = (s, c)
            elif best is None or (t_suit(best[1]) != "T" and t_suit(c) == led and
                                  (t_suit(best[1]) != led or t_rank(c) > t_rank(best[1]))):
                best = (s, c) if t_suit(c) == led else best
        leader = best[0]
    return info


def ottocento_deal(rng, dealer, plant=False):
    deck = t_deck()
    rng.shuffle(deck)
    hands = [[] for _ in range(4)]
    pos = 0
    for _ in range(3):
        for k in range(4):
            s = (dealer + 1 + k) % 4
            hands[s] += deck[pos:pos + 5]
            pos += 5
    hands[dealer] += deck[pos:pos + 2]
    h = [list(x) for x in hands]
    disc = sorted([c for c in h[dealer] if t_suit(c) in TS and not t_five(c)], key=t_rank)[:2]
    for c in disc:
        h[dealer].remove(c)
    events = [{"type": "discard", "seat": dealer, "cards": disc}]
    for k in range(4):
        events.append({"type": "declare", "seat": (dealer + 1 + k) % 4, "items": []})
    info = t_play(rng, h, (dealer + 1) % 4, 4, events, 15, swap_at=2 if plant else None)
    return {"dealer": dealer, "hands": hands, "events": events}, info


def terziglio_deal(rng, dealer, plant=False):
    deck = t_deck()
    rng.shuffle(deck)
    hands = [deck[18 * i:18 * (i + 1)] for i in range(3)]
    talon = deck[54:]
    e = (dealer + 1) % 3
    h = [list(x) for x in hands]
    if plant:
        events = [
            {"type": "bid", "seat": e, "bid": "solo"},
            {"type": "bid", "seat": (e + 1) % 3, "bid": "gioco"},
            {"type": "bid", "seat": (e + 2) % 3, "bid": "pass"},
        ]
    else:
        events = [
            {"type": "bid", "seat": e, "bid": "gioco"},
            {"type": "bid", "seat": (e + 1) % 3, "bid": "pass"},
            {"type": "bid", "seat": (e + 2) % 3, "bid": "pass"},
            {"type": "take", "seat": e, "cards": list(talon)},
        ]
        h[e] += talon
        disc = sorted([c for c in h[e] if t_suit(c) in TS and not t_five(c)], key=t_rank)[:8]
        for c in disc:
            h[e].remove(c)
        events.append({"type": "discard", "seat": e, "cards": disc})
    for k in range(3):
        events.append({"type": "declare", "seat": (e + k) % 3, "items": []})
    t_play(rng, h, e, 3, events, 18)
    return {"dealer": dealer, "hands": hands, "talon": talon, "events": events}


def gen_tarocchini(rng):
    p4 = ["Alberto", "Bice", "Carlo", "Dora"]
    write("09-ottocento-clean.json", "tarocchini-ottocento", p4, [ottocento_deal(rng, r)[0] for r in range(2)])
    d0, info = ottocento_deal(rng, 0, plant=True)
    d1, _ = ottocento_deal(rng, 1)
    FAULTS["10-ottocento-out-of-turn.json"] = (
        0, info[0], "out_of_turn", f"seat {info[1]} plays {info[2]} before seat {info[3]}, whose turn it was")
    write("10-ottocento-out-of-turn.json", "tarocchini-ottocento", p4, [d0, d1])
    p3 = ["Alberto", "Bice", "Carlo"]
    write("11-terziglio-clean.json", "tarocchini-terziglio", p3, [terziglio_deal(rng, r) for r in range(2)])
    d0 = terziglio_deal(rng, 0, plant=True)
    d1 = terziglio_deal(rng, 1)
    FAULTS["12-terziglio-illegal-bid.json"] = (0, 1, "illegal_bid", "gioco after solo (solo is the highest bid)")
    write("12-terziglio-illegal-bid.json", "tarocchini-terziglio", p3, [d0, d1])


if __name__ == "__main__":
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    rng = random.Random(seed)
    gen_rage(rng)
    gen_ulti(rng)
    gen_danish(rng)
    gen_galician(rng)
    gen_tarocchini(rng)
    for k, v in sorted(FAULTS.items()):
        print(k, v)
