"""Blind generator for audit round one-slip-deal-fields.

Written from the rule sources (shared/seeds), the transcript spec and README only.
Each transcript is a legal, correctly played session with ONE slip planted in a
deal-level field (hands, talon, start, dealer). Run: python _gen.py [seed]
"""

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).parent
SEED = int(sys.argv[1]) if len(sys.argv) > 1 else 20261201
FMT = "trick-transcript/1"


def write(name, doc):
    (OUT / name).write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n")


def play(e_seat, card, **kw):
    d = {"type": "play", "seat": e_seat, "card": card}
    d.update(kw)
    return d


# ---------------------------------------------------------------- generic trick play
def play_out(rng, hands, leader, legal, winner, n_tricks, hook=None):
    """hands: list of lists (mutated copies). legal(hand, trick, trick_no, seat) -> list.
    winner(trick) -> index into trick. trick = list of (seat, card)."""
    hands = [list(h) for h in hands]
    n = len(hands)
    plays, winners = [], []
    for t in range(n_tricks):
        trick = []
        for k in range(n):
            seat = (leader + k) % n
            opts = legal(hands[seat], trick, t, seat)
            card = hook(hands[seat], trick, t, seat, opts) if hook else None
            if card is None:
                card = rng.choice(opts)
            hands[seat].remove(card)
            trick.append((seat, card))
        w = trick[winner(trick)][0]
        winners.append(w)
        plays.append(trick)
        leader = w
    return plays, winners


# ================================================================ RAGE
RAGE_COLS = "RBGYPO"
RAGE_DECK = [c + str(v) for c in RAGE_COLS for v in range(16)]


def rage_col(c):
    return c[0]


def rage_val(c):
    return int(c[1:])


def rage_legal(hand, trick, t, seat):
    if not trick:
        return list(hand)
    led = rage_col(trick[0][1])
    f = [c for c in hand if rage_col(c) == led]
    return f or list(hand)


def rage_winner_for(trump):
    def w(trick):
        led = rage_col(trick[0][1])
        tr = [i for i, (s, c) in enumerate(trick) if rage_col(c) == trump]
        pool = tr if tr else [i for i, (s, c) in enumerate(trick) if rage_col(c) == led]
        return max(pool, key=lambda i: rage_val(trick[i][1]))

    return w


def rage_deal(rng, n, ncards, dealer, stock_len=6):
    deck = RAGE_DECK[:]
    rng.shuffle(deck)
    hands = [sorted(deck[i * ncards : (i + 1) * ncards]) for i in range(n)]
    stock = deck[n * ncards : n * ncards + stock_len]
    trump = rage_col(stock[0])
    first = (dealer + 1) % n
    bids = [(first + k) % n for k in range(n)]
    bidv = {s: rng.randint(0, ncards) for s in bids}
    plays, winners = play_out(rng, hands, first, rage_legal, rage_winner_for(trump), ncards)
    tricks = [winners.count(s) for s in range(n)]
    scores = [tricks[s] + (10 if bidv[s] == tricks[s] else -5) for s in range(n)]
    events = [{"type": "bid", "seat": s, "bid": bidv[s]} for s in bids]
    for tr in plays:
        events += [play(s, c) for s, c in tr]
    return {"dealer": dealer, "hands": hands, "talon": stock}, events, scores, plays, winners


def rage_session(rng, n, start_round, ndeals, dealer0, start_totals, write_scores=True, totals_in=None):
    deals, scoreses = [], []
    totals = list(start_totals)
    for k in range(ndeals):
        r = start_round + k
        deal, ev, scores, _, _ = rage_deal(rng, n, 11 - r, (dealer0 + k) % n)
        totals = [a + b for a, b in zip(totals, scores, strict=True)]
        if write_scores:
            ev += [{"type": "score", "party": s, "points": scores[s]} for s in range(n)]
        if totals_in is None or k in totals_in:
            ev += [{"type": "total", "party": s, "points": totals[s]} for s in range(n)]
        deal["events"] = ev
        deals.append(deal)
        scoreses.append(scores)
    return deals, scoreses


RAGE_P4 = ["Anička", "Bohouš", "Katka", "Dalibor"]
RAGE_P3 = ["Anička", "Bohouš", "Katka"]


def gen_rage(rng, info):
    # 02: one card of the stock written wrong: it duplicates a card dealt to seat 1.
    deals, _ = rage_session(rng, 4, 8, 1, 2, [0, 0, 0, 0], write_scores=False, totals_in=set())
    d = deals[0]
    wrong = d["hands"][1][0]
    true_card = d["talon"][2]
    d["talon"][2] = wrong
    write(
        "02-rage-stock-card-duplicates-hand.json",
        {"format": FMT, "game": "rage", "players": RAGE_P4, "start": {"round": 8}, "deals": deals},
    )
    info["02"] = f"talon[2] {true_card} written as {wrong} (seat 1's first card)"

    # 03: start totals wrong for seat 2 (+10); sheet writes scores and totals every round.
    true_start = [23, -4, 31, 12]
    deals, scoreses = rage_session(rng, 4, 8, 2, 1, true_start)
    written = list(true_start)
    written[2] += 10
    write(
        "03-rage-start-total-wrong-seat2.json",
        {
            "format": FMT,
            "game": "rage",
            "players": RAGE_P4,
            "start": {"round": 8, "totals": written},
            "deals": deals,
        },
    )
    idx = next(i for i, e in enumerate(deals[0]["events"]) if e["type"] == "total" and e["party"] == 2)
    info["03"] = (
        f"start written {written}, true {true_start}; scores {scoreses}; "
        f"first total of seat 2 at deal 0 event {idx}"
    )

    # 04: 3 players, start total of seat 0 written 7 low; totals written only after deal 1.
    true_start = [14, 40, -2]
    deals, scoreses = rage_session(rng, 3, 8, 2, 0, true_start, totals_in={1})
    written = list(true_start)
    written[0] -= 7
    write(
        "04-rage-start-total-wrong-seat0-late-sheet.json",
        {
            "format": FMT,
            "game": "rage",
            "players": RAGE_P3,
            "start": {"round": 8, "totals": written},
            "deals": deals,
        },
    )
    idx = next(i for i, e in enumerate(deals[1]["events"]) if e["type"] == "total" and e["party"] == 0)
    info["04"] = (
        f"start written {written}, true {true_start}; scores {scoreses}; "
        f"first total of seat 0 at deal 1 event {idx}"
    )

    # 05: stock's first two cards written in the wrong order (different colours):
    # the written first card's colour would be trump. Search a deal where exactly trick 0's
    # winner differs between the two trumps, later tricks agree.
    for _ in range(20000):
        deal, ev, scores, plays, winners = rage_deal(rng, 4, 3, 0)
        st = deal["talon"]
        if rage_col(st[0]) == rage_col(st[1]):
            continue
        alt = rage_winner_for(rage_col(st[1]))
        altw = [tr[alt(tr)][0] for tr in plays]
        if altw[0] != winners[0] and altw[1:] == winners[1:]:
            break
    else:
        raise SystemExit("no deal for 05")
    st[0], st[1] = st[1], st[0]
    deal["events"] = ev
    write(
        "05-rage-stock-order-trump-card-swapped.json",
        {"format": FMT, "game": "rage", "players": RAGE_P4, "start": {"round": 8}, "deals": [deal]},
    )
    lead1 = next(
        i for i, e in enumerate(ev) if e["type"] == "play" and e["seat"] == winners[0] and i >= 4 + 4
    )
    info["05"] = (
        f"true stock starts {st[1]},{st[0]}; written {st[0]},{st[1]}; trick winners true "
        f"{winners}, by written trump {altw}; lead of trick 1 at event {lead1} by seat "
        f"{winners[0]} (written trump makes seat {altw[0]} due)"
    )


# ================================================================ DANISH TAROK
DK_SUITS = "HDSC"
DK_COURTS = ["K", "Q", "N", "J"]
DK_DECK = (
    [r + s for s in DK_SUITS for r in DK_COURTS + [str(i) for i in range(1, 11)]]
    + [f"T{i}" for i in range(1, 22)]
    + ["JOKER"]
)


def dk_suit(c):
    if c == "JOKER":
        return "X"
    return "T" if c[0] == "T" else c[-1]


def dk_rank(c):
    if c[0] == "T":
        return 100 + int(c[1:])
    r = c[:-1]
    if r in DK_COURTS:
        return 50 - DK_COURTS.index(r)
    v = int(r)
    return (11 - v) if c[-1] in "HD" else v  # red: 1 high .. 10 low; black: 10 high .. 1 low


def dk_legal(hand, trick, t, seat):
    if not trick:
        opts = [c for c in hand if c != "JOKER"]
        return opts or list(hand)
    led = dk_suit(trick[0][1])
    f = [c for c in hand if dk_suit(c) == led]
    if not f:
        f = [c for c in hand if dk_suit(c) == "T"]
    if not f:
        f = [c for c in hand if c != "JOKER"]
    if "JOKER" in hand and t != 23:  # 25 tricks: index 23 is the second-last
        f = f + ["JOKER"]
    return f or list(hand)


def dk_winner(trick):
    led = dk_suit(trick[0][1])
    tr = [i for i, (s, c) in enumerate(trick) if dk_suit(c) == "T"]
    pool = tr if tr else [i for i, (s, c) in enumerate(trick) if dk_suit(c) == led]
    return max(pool, key=lambda i: dk_rank(trick[i][1]))


def dk_deal(rng, dealer):
    while True:
        deck = DK_DECK[:]
        rng.shuffle(deck)
        hands = []
        pos = 0
        for s in range(3):
            k = 28 if s == dealer else 25
            hands.append(deck[pos : pos + k])
            pos += k
        if all(any(dk_suit(c) == "T" for c in h) for h in hands):
            pips = [c for c in hands[dealer] if dk_suit(c) in DK_SUITS and c[:-1] not in DK_COURTS]
            if len(pips) >= 3:
                break
    skat = rng.sample(pips, 3)
    playing = [list(h) for h in hands]
    for c in skat:
        playing[dealer].remove(c)

    def hook(hand, trick, t, seat, opts):
        if "JOKER" in hand and trick and t < 20:
            return "JOKER"
        o = [c for c in opts if c != "JOKER"]
        return rng.choice(o) if o else None

    leader = (dealer + 1) % 3
    while True:
        plays, winners = play_out(rng, playing, leader, dk_legal, dk_winner, 25, hook)
        jt = [t for t, tr in enumerate(plays) for k, (s, c) in enumerate(tr) if c == "JOKER" and k > 0]
        if jt and jt[0] < 20:
            break
    ev = [{"type": "discard", "seat": dealer, "cards": skat}]
    for tr in plays:
        ev += [play(s, c) for s, c in tr]
    return {"dealer": dealer, "hands": [sorted(h, key=DK_DECK.index) for h in hands], "events": ev}


DK_P = ["Agnieszka", "Bartek", "Celina"]


def gen_danish(rng, info):
    # 06: second deal's dealer written as the first deal's (not passed on); hands and
    # first acts follow the due dealer (1).
    d0 = dk_deal(rng, 0)
    d1 = dk_deal(rng, 1)
    d1["dealer"] = 0
    write(
        "06-danish-dealer-of-second-deal-wrong.json",
        {"format": FMT, "game": "danish-tarok", "players": DK_P, "deals": [d0, d1]},
    )
    info["06"] = "deal 1 written dealer 0, due 1 (28 cards at seat 1, seat 2 leads)"

    # 07: hands rotated by one seat (hands[i] = dealt[i-1]): the 28-card hand sits at seat 1.
    d = dk_deal(rng, 0)
    h = d["hands"]
    d["hands"] = [h[2], h[0], h[1]]
    write(
        "07-danish-hands-rotated-one-seat.json",
        {"format": FMT, "game": "danish-tarok", "players": DK_P, "deals": [d]},
    )
    info["07"] = "hands rotated: sizes written " + str([len(x) for x in d["hands"]]) + ", dealer 0"


# ================================================================ GALICIAN TAROK
GT_DECK = (
    [
        "KH",
        "QH",
        "NH",
        "JH",
        "1H",
        "KD",
        "QD",
        "ND",
        "JD",
        "1D",
        "KS",
        "QS",
        "NS",
        "JS",
        "10S",
        "KC",
        "QC",
        "NC",
        "JC",
        "10C",
    ]
    + [f"T{i}" for i in range(1, 22)]
    + ["SKIZ"]
)


def gt_suit(c):
    return "T" if (c[0] == "T" or c == "SKIZ") else c[-1]


def gt_rank(c):
    if c == "SKIZ":
        return 200
    if c[0] == "T":
        return 100 + int(c[1:])
    r = c[:-1]
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(r, 1)


def gt_winner(trick):
    led = gt_suit(trick[0][1])
    tr = [i for i, (s, c) in enumerate(trick) if gt_suit(c) == "T"]
    pool = tr if tr else [i for i, (s, c) in enumerate(trick) if gt_suit(c) == led]
    return max(pool, key=lambda i: gt_rank(trick[i][1]))


def gt_legal(hand, trick, t, seat):
    if not trick:
        return list(hand)
    led = gt_suit(trick[0][1])
    f = [c for c in hand if gt_suit(c) == led]
    if not f:
        f = [c for c in hand if gt_suit(c) == "T"]
    if not f:
        return list(hand)
    # a trump played: beat the highest trump in the trick where one can (strictest reading)
    top = max((gt_rank(c) for s, c in trick if gt_suit(c) == "T"), default=0)
    if gt_suit(f[0]) == "T":
        hi = [c for c in f if gt_rank(c) > top]
        if hi:
            return hi
    return f


def gt_deal(rng, dealer):
    deck = GT_DECK[:]
    rng.shuffle(deck)
    talon = deck[:6]
    hands = [sorted(deck[6 + 12 * i : 18 + 12 * i], key=GT_DECK.index) for i in range(3)]
    f = (dealer + 1) % 3
    packet = talon[:3]
    h = hands[f] + packet
    cand = [c for c in h if c[0] != "K" and gt_suit(c) != "T"]
    if len(cand) < 3:
        cand = [c for c in h if c[0] != "K"]
    disc = rng.sample(cand, 3)
    playing = [list(x) for x in hands]
    playing[f] = [c for c in h if c not in disc]
    ev = [
        {"type": "bid", "seat": f, "bid": "three"},
        {"type": "bid", "seat": (f + 1) % 3, "bid": "pass"},
        {"type": "bid", "seat": (f + 2) % 3, "bid": "pass"},
        {"type": "take", "seat": f, "cards": packet},
        {"type": "discard", "seat": f, "cards": disc},
        {"type": "announce", "seat": f, "items": []},
        {"type": "announce", "seat": (f + 1) % 3, "items": []},
        {"type": "announce", "seat": (f + 2) % 3, "items": []},
    ]
    plays, winners = play_out(rng, playing, f, gt_legal, gt_winner, 12)
    for tr in plays:
        ev += [play(s, c) for s, c in tr]
    return {"dealer": dealer, "hands": hands, "talon": talon, "events": ev}


GT_P = ["Antoni", "Bolesław", "Czesław"]


def gen_galician(rng, info):
    # 08: talon written with its two packets of three in the wrong order; the take is the
    # packet the declarer (forehand, bidding three, no one else bidding) really bought.
    d = gt_deal(rng, 2)
    t = d["talon"]
    d["talon"] = t[3:] + t[:3]
    write(
        "08-galician-talon-packets-swapped.json",
        {"format": FMT, "game": "galician-tarok", "players": GT_P, "deals": [d]},
    )
    info["08"] = f"true talon {t}, written {d['talon']}; take at event 3 = {t[:3]}"

    # 09: talon with one card wrong: talon[4] written as a card dealt to seat 1.
    d = gt_deal(rng, 0)
    true_card = d["talon"][4]
    d["talon"][4] = d["hands"][1][5]
    write(
        "09-galician-talon-card-duplicates-hand.json",
        {"format": FMT, "game": "galician-tarok", "players": GT_P, "deals": [d]},
    )
    info["09"] = f"talon[4] {true_card} written as {d['talon'][4]} (= hands[1][5])"


# ================================================================ ULTI
UL_SUITS = "HDSC"
UL_ORDER_T = ["A", "10", "K", "Q", "J", "9", "8", "7"]
UL_DECK = [r + s for s in UL_SUITS for r in UL_ORDER_T]


def ul_suit(c):
    return c[-1]


def ul_rank(c):
    return 10 - UL_ORDER_T.index(c[:-1])


def ul_make(trump):
    def beats(c, best):
        # does c beat card best (best is currently winning), in this trick with trump
        if ul_suit(c) == ul_suit(best):
            return ul_rank(c) > ul_rank(best)
        return ul_suit(c) == trump

    def win(trick):
        b = 0
        for i in range(1, len(trick)):
            if beats(trick[i][1], trick[b][1]):
                b = i
        return b

    def legal(hand, trick, t, seat):
        if not trick:
            return list(hand)
        led = ul_suit(trick[0][1])
        f = [c for c in hand if ul_suit(c) == led]
        if not f:
            f = [c for c in hand if ul_suit(c) == trump]
        if not f:
            f = list(hand)
        best = trick[win(trick)][1]
        hi = [c for c in f if beats(c, best)]
        return hi or f

    return legal, win


def ul_deal(rng, dealer, trump="S"):
    deck = UL_DECK[:]
    rng.shuffle(deck)
    f = (dealer + 1) % 3
    hands, pos = [None] * 3, 0
    for s in range(3):
        k = 12 if s == f else 10
        hands[s] = sorted(deck[pos : pos + k], key=UL_DECK.index)
        pos += k
    disc = rng.sample(hands[f], 2)
    playing = [list(h) for h in hands]
    for c in disc:
        playing[f].remove(c)
    legal, win = ul_make(trump)
    ev = [
        {"type": "discard", "seat": f, "cards": disc},
        {"type": "bid", "seat": f, "bid": {"goals": ["party"], "red": False}},
        {"type": "bid", "seat": (f + 1) % 3, "bid": "pass"},
        {"type": "bid", "seat": (f + 2) % 3, "bid": "pass"},
        {"type": "bid", "seat": f, "bid": "pass"},
        {"type": "announce", "seat": f, "items": [{"kind": "trump", "suit": trump}]},
    ]
    plays, winners = play_out(rng, playing, f, legal, win, 10)
    for tr in plays:
        ev += [play(s, c) for s, c in tr]
    return {"dealer": dealer, "hands": hands, "events": ev}


UL_P = ["Ákos", "Bence", "Csilla"]


def gen_ulti(rng, info):
    # 10: hands of seats 0 and 2 (the two ten-card hands) swapped; dealer 0, forehand 1.
    d = ul_deal(rng, 0)
    h = d["hands"]
    d["hands"] = [h[2], h[1], h[0]]
    first = next(i for i, e in enumerate(d["events"]) if e["type"] == "play" and e["seat"] in (0, 2))
    write("10-ulti-two-hands-swapped.json", {"format": FMT, "game": "ulti", "players": UL_P, "deals": [d]})
    info["10"] = f"hands 0 and 2 swapped; first play by seat 0 or 2 at event {first}"

    # 11: second deal's dealer written wrong (2 instead of the due 1); the 12 cards are
    # the due forehand's (seat 2), who discards, bids and leads.
    d0 = ul_deal(rng, 0)
    d1 = ul_deal(rng, 1, trump="C")
    d1["dealer"] = 2
    write(
        "11-ulti-dealer-of-second-deal-wrong.json",
        {"format": FMT, "game": "ulti", "players": UL_P, "deals": [d0, d1]},
    )
    info["11"] = "deal 1 written dealer 2, due 1 (12 cards at seat 2, seat 2 bids first and leads)"


# ================================================================ TAROCCHINI
TC_LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B high -> low
TC_ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D high -> low
TC_DECK = (
    [r + s for s in "SB" for r in TC_LONG]
    + [r + s for s in "CD" for r in TC_ROUND]
    + [f"T{i}" for i in range(21)]
    + ["MATTO"]
)
FIVE = {"KS", "KB", "KC", "KD", "T20", "T19", "T0", "MATTO"}


def tc_suit(c):
    if c == "MATTO":
        return "X"
    return "T" if c[0] == "T" else c[-1]


def tc_rank(c):
    if c[0] == "T":
        v = int(c[1:])
        return 100 + (1 if 1 <= v <= 4 else v)
    order = TC_LONG if c[-1] in "SB" else TC_ROUND
    return 20 - order.index(c[:-1])


def tc_winner(trick):
    idx = [i for i, (s, c) in enumerate(trick) if c != "MATTO"]
    led = tc_suit(trick[idx[0]][1])
    tr = [i for i in idx if tc_suit(trick[i][1]) == "T"]
    pool = tr if tr else [i for i in idx if tc_suit(trick[i][1]) == led]
    best = pool[0]
    for i in pool[1:]:
        if tc_rank(trick[i][1]) >= tc_rank(trick[best][1]):  # equal Moretti: last played
            if tc_rank(trick[i][1]) > tc_rank(trick[best][1]) or trick[i][1][0] == "T":
                best = i
    return best


def tc_legal(hand, trick, t, seat):
    if not trick:
        o = [c for c in hand if c != "MATTO"]
        return o or list(hand)
    led = tc_suit(trick[0][1])
    f = [c for c in hand if tc_suit(c) == led]
    if not f:
        f = [c for c in hand if tc_suit(c) == "T"]
    if not f:
        f = [c for c in hand if c != "MATTO"]
    if "MATTO" in hand:
        f = f + ["MATTO"]
    return f or list(hand)


def tc_hook_for(rng):
    def hook(hand, trick, t, seat, opts):
        if "MATTO" in opts and trick and t < 6:
            return "MATTO"
        o = [c for c in opts if c != "MATTO"]
        return rng.choice(o) if o else None

    return hook


def otto_deal(rng, dealer):
    while True:
        deck = TC_DECK[:]
        rng.shuffle(deck)
        if deck[0] != "MATTO":  # keep the Matto off the eldest's lead in practice
            break
    hands = [sorted(deck[15 * i : 15 * i + 15], key=TC_DECK.index) for i in range(4)]
    talon = deck[60:62]
    full = hands[dealer] + talon
    cand = [c for c in full if c not in FIVE]
    disc = rng.sample(cand, 2)
    playing = [list(h) for h in hands]
    playing[dealer] = [c for c in full if c not in disc]
    plays, winners = play_out(rng, playing, (dealer + 1) % 4, tc_legal, tc_winner, 15, tc_hook_for(rng))
    ev = []
    for tr in plays:
        ev += [play(s, c) for s, c in tr]
    return {"dealer": dealer, "hands": hands, "talon": talon, "events": ev}, disc


def terz_deal(rng, dealer):
    deck = TC_DECK[:]
    rng.shuffle(deck)
    hands = [sorted(deck[18 * i : 18 * i + 18], key=TC_DECK.index) for i in range(3)]
    widow = deck[54:62]
    e = (dealer + 1) % 3
    take = rng.sample(widow, 3)
    full = hands[e] + take
    disc = rng.sample([c for c in full if c not in FIVE], 3)
    playing = [list(h) for h in hands]
    playing[e] = [c for c in full if c not in disc]
    ev = [
        {"type": "bid", "seat": e, "bid": "gioco"},
        {"type": "bid", "seat": (e + 1) % 3, "bid": "pass"},
        {"type": "bid", "seat": (e + 2) % 3, "bid": "pass"},
        {"type": "take", "seat": e, "cards": take},
        {"type": "discard", "seat": e, "cards": disc},
    ]
    plays, winners = play_out(rng, playing, e, tc_legal, tc_winner, 18, tc_hook_for(rng))
    for tr in plays:
        ev += [play(s, c) for s, c in tr]
    return {"dealer": dealer, "hands": hands, "talon": widow, "events": ev}


OT_P = ["Alberto", "Bruna", "Carlo", "Delia"]
TZ_P = ["Alberto", "Bruna", "Carlo"]


def gen_tarocchini(rng, info):
    # 12: Ottocento, hands rotated by one seat (hands[i] = dealt[i-1]); 15 each, widow 2.
    d, disc = otto_deal(rng, 3)
    h = d["hands"]
    d["hands"] = [h[3], h[0], h[1], h[2]]
    write(
        "12-ottocento-hands-rotated-one-seat.json",
        {"format": FMT, "game": "tarocchini-ottocento", "players": OT_P, "deals": [d]},
    )
    info["12"] = f"hands rotated; dealer 3, eldest 0 leads at event 0; dealer's inferred discard {disc}"

    # 13: Ottocento widow with one card wrong: talon[1] written as a card dealt to seat 2.
    d, disc = otto_deal(rng, 0)
    true_card = d["talon"][1]
    d["talon"][1] = d["hands"][2][3]
    write(
        "13-ottocento-widow-card-duplicates-hand.json",
        {"format": FMT, "game": "tarocchini-ottocento", "players": OT_P, "deals": [d]},
    )
    info["13"] = f"talon[1] {true_card} written as {d['talon'][1]} (= hands[2][3])"

    # 14: Terziglio widow written in another order (the gioco declarer takes cards of his
    # choice from it).
    d = terz_deal(rng, 1)
    w = d["talon"]
    d["talon"] = list(reversed(w))
    write(
        "14-terziglio-widow-order-reversed.json",
        {"format": FMT, "game": "tarocchini-terziglio", "players": TZ_P, "deals": [d]},
    )
    info["14"] = f"widow true {w}, written reversed"

    # 15: Terziglio, hands of the two defenders (seats 0 and 1; dealer 1, eldest 2 declares)
    # swapped.
    d = terz_deal(rng, 1)
    h = d["hands"]
    d["hands"] = [h[1], h[0], h[2]]
    first = next(i for i, e in enumerate(d["events"]) if e["type"] == "play" and e["seat"] in (0, 1))
    write(
        "15-terziglio-two-hands-swapped.json",
        {"format": FMT, "game": "tarocchini-terziglio", "players": TZ_P, "deals": [d]},
    )
    info["15"] = f"hands 0 and 1 swapped; first play by seat 0/1 at event {first}"


def main():
    rng = random.Random(SEED)
    info = {}
    for f in OUT.glob("*.json"):
        f.unlink()
    gen_rage(rng, info)
    gen_danish(rng, info)
    gen_galician(rng, info)
    gen_ulti(rng, info)
    gen_tarocchini(rng, info)
    (OUT / "_gen_info.txt").write_text("\n".join(f"{k}: {v}" for k, v in sorted(info.items())) + "\n")


if __name__ == "__main__":
    main()
