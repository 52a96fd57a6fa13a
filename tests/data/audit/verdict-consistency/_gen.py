"""Blind generator for the verdict-consistency audit round (no import of validator).

Writes 13 multi-deal transcripts over all six games: clean sessions and variants with one or two
planted faults in different deals and seats.  Each game's deal is simulated from the original rule
text (shared/seeds): the deal, who leads, follow/trump/overtake duties and the trick winner.
Planted faults are made by the simulator at the first chance at or after a given trick, so the
play after them stays consistent (tricks, scores).  A manifest of the planted faults (deal, event,
seat, code) is written to /tmp/verdict-consistency-manifest.json for EXPECTED.md.

    python _gen.py [SEED]
"""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
MANIFEST = {}


# ------------------------------------------------------------------ generic trick play
def play_deal(rng, hands, leader, legal, winner, n_tricks, fault=None, prefer=None):
    """Play n_tricks; returns (plays [(seat, card, extra)], trick_winners, planted).

    legal(hand, trick, trick_no) -> list of legal cards; winner(trick) -> index in trick.
    fault: (from_trick, fn) where fn(hand, trick, trick_no, legal_cards) returns an illegal card
    or None; the first seat for which it returns a card plays it (once).
    prefer(seat, hand, trick, trick_no, cards) may pick a card among the legal ones.
    """
    hands = [list(h) for h in hands]
    n = len(hands)
    plays, winners, planted = [], [], None
    for t in range(n_tricks):
        trick = []
        for k in range(n):
            s = (leader + k) % n
            h = hands[s]
            cards = legal(h, trick, t)
            assert cards, (s, h, trick)
            card = None
            if fault and planted is None and t >= fault[0]:
                card = fault[1](h, trick, t, cards)
                if card is not None:
                    planted = (len(plays), s, card)
            if card is None:
                if prefer:
                    card = prefer(s, h, trick, t, cards)
                if card is None:
                    card = rng.choice(cards)
            h.remove(card)
            trick.append((s, card))
            plays.append((s, card))
        w = trick[winner(trick)][0]
        winners.append(w)
        leader = w
    return plays, winners, planted


def write(name, tr, planted=()):
    path = os.path.join(HERE, name)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(tr, f, ensure_ascii=False, indent=1)
        f.write("\n")
    MANIFEST[name] = sorted(planted, key=lambda x: (x[0], -1 if x[1] is None else x[1]))


# ------------------------------------------------------------------ Rage
RAGE_COLS = "RBGYPO"


def rage_deck():
    d = [c + str(v) for c in RAGE_COLS for v in range(16)]
    d += ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
    return d


def rage_col(c):
    return c[0]


def rage_val(c):
    return int(c[1:])


def rage_session(rng, n=4, rounds=3, faults=None):
    """faults: {deal: ('revoke', from_trick)}; returns transcript deals, planted list, computed."""
    faults = faults or {}
    deals, planted, totals = [], [], [0] * n
    for r in range(rounds):
        dealer = r % n
        cards = 10 - r
        deck = rage_deck()
        colour = [c for c in deck if c[0] in RAGE_COLS and c[1:].isdigit()]
        rng.shuffle(colour)
        hands = [sorted(colour[i * cards : (i + 1) * cards]) for i in range(n)]
        rest = colour[n * cards :]
        first = rest[0]
        others = rest[1:] + [c for c in deck if not (c[0] in RAGE_COLS and c[1:].isdigit())]
        rng.shuffle(others)
        talon = [first] + others
        trump = first[0]
        events = []
        bids = [None] * n
        for k in range(n):
            s = (dealer + 1 + k) % n
            bids[s] = rng.randint(0, min(cards, 4))
            events.append({"type": "bid", "seat": s, "bid": bids[s]})

        def legal(h, trick, t):
            if not trick:
                return list(h)
            led = rage_col(trick[0][1])
            same = [c for c in h if rage_col(c) == led]
            return same or list(h)

        def winner(trick, trump=trump):
            tr = [i for i, (_, c) in enumerate(trick) if rage_col(c) == trump]
            if tr:
                return max(tr, key=lambda i: rage_val(trick[i][1]))
            led = rage_col(trick[0][1])
            return max(
                (i for i, (_, c) in enumerate(trick) if rage_col(c) == led),
                key=lambda i: rage_val(trick[i][1]),
            )

        fault = None
        if r in faults:
            _, ft = faults[r]

            def fn(h, trick, t, cards):
                if not trick:
                    return None
                led = rage_col(trick[0][1])
                if any(rage_col(c) == led for c in h):
                    off = [c for c in h if rage_col(c) != led]
                    if off:
                        return off[0]
                return None

            fault = (ft, fn)
        plays, winners, pl = play_deal(rng, hands, (dealer + 1) % n, legal, winner, cards, fault)
        for s, c in plays:
            events.append({"type": "play", "seat": s, "card": c})
        tricks = [winners.count(s) for s in range(n)]
        scores = [tricks[s] + (10 if tricks[s] == bids[s] else -5) for s in range(n)]
        for s in range(n):
            events.append({"type": "score", "party": s, "points": scores[s]})
        for s in range(n):
            totals[s] += scores[s]
        for s in range(n):
            events.append({"type": "total", "party": s, "points": totals[s]})
        if pl:
            planted.append((r, n + pl[0], pl[1], "revoke"))
        deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": events})
    return deals, planted


def rage_files(seed):
    players = ["Anička", "Bohouš", "Katka", "Dalibor"]
    # 01 clean
    rng = random.Random(seed * 100 + 1)
    deals, _ = rage_session(rng)
    base = {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": {"preset": "standard"},
        "players": players,
        "meta": {"event": "Klubový večer", "table": 2, "round": "1-3"},
        "deals": deals,
    }
    write("01-rage-clean-3rounds.json", base)
    # 02 revoke in deal 2 (seat decided by the simulator), wrong score for seat 2 in deal 1
    rng = random.Random(seed * 100 + 1)
    deals, planted = rage_session(rng, faults={2: ("revoke", 2)})
    # deal 1 is identical to the clean one (same rng stream up to deal 2)
    ev = deals[1]["events"]
    idx = next(i for i, e in enumerate(ev) if e["type"] == "score" and e["party"] == 2)
    ev[idx]["points"] += 1
    planted.append((1, idx, 2, "wrong_score"))
    tr = dict(base, deals=deals, meta={"event": "Klubový večer", "table": 2, "case": "two faults"})
    write("02-rage-revoke-wrongscore.json", tr, planted)
    # 03 unexpected payment in deal 0 (after the totals), unexpected penalty in deal 2 on seat 1
    rng = random.Random(seed * 100 + 1)
    deals, _ = rage_session(rng)
    deals[0]["events"].append({"type": "payment", "from": 3, "to": 0, "amount": 5})
    pe0 = len(deals[0]["events"]) - 1
    deals[2]["events"].append({"type": "penalty", "party": 1, "code": "revoke", "amount": 5})
    pe2 = len(deals[2]["events"]) - 1
    tr = dict(base, meta={"event": "Klubový večer", "nested": {"b": [1, 2.5, None], "a": "ž"}})
    tr["deals"] = deals
    # seat of a payment: the payer (guess); of a penalty: its party
    write(
        "03-rage-payment-penalty.json",
        tr,
        [(0, pe0, 3, "unexpected_payment"), (2, pe2, 1, "unexpected_penalty")],
    )


# ------------------------------------------------------------------ Danish Tarok
DK_SUITS = "HDSC"
DK_RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
DK_BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]


def dk_deck():
    d = [r + s for s in DK_SUITS for r in (DK_RED if s in "HD" else DK_BLACK)]
    d += [f"T{i}" for i in range(1, 22)] + ["JOKER"]
    return d


def dk_suit(c):
    if c == "JOKER":
        return "J"
    if c[0] == "T":
        return "T"
    return c[-1]


def dk_rank(c):  # higher is stronger
    if c[0] == "T":
        return int(c[1:])
    s = c[-1]
    order = DK_RED if s in "HD" else DK_BLACK
    return 100 - order.index(c[:-1])


def dk_declarations(h):
    tr = [c for c in h if c[0] == "T"]
    jok = "JOKER" in h
    if len(tr) + jok >= 10:
        return True
    if jok and "T21" in h and "T1" in h:
        return True
    for s in DK_SUITS:
        courts = sum(1 for r in "KQNJ" if r + s in h)
        if courts == 4 or (courts == 3 and jok):
            return True
    kings = sum(1 for s in DK_SUITS if "K" + s in h)
    return kings == 4 or (kings == 3 and jok)


def dk_deal(rng, dealer):
    while True:
        deck = dk_deck()
        rng.shuffle(deck)
        hands, pos = [], 0
        for s in range(3):
            k = 28 if s == dealer else 25
            hands.append(deck[pos : pos + k])
            pos += k
        if any(dk_declarations(h) for h in hands):
            continue
        if not all(any(c[0] == "T" for c in h) for h in hands):
            continue
        dh = hands[dealer]
        pips = [c for c in dh if c[0] != "T" and c != "JOKER" and c[:-1] not in "KQNJ"]
        if len(pips) < 3:
            continue
        pips.sort(key=dk_rank)
        return hands, pips[:3]


def dk_legal(h, trick, t):
    if not trick:
        non = [c for c in h if c != "JOKER"]
        return non or list(h)
    led = dk_suit(trick[0][1])
    same = [c for c in h if dk_suit(c) == led]
    if same:
        base = same
    else:
        base = [c for c in h if c[0] == "T"] or [c for c in h if c != "JOKER"]
    if "JOKER" in h and t != 23:  # never in the second-last trick (of 25)
        base = base + ["JOKER"]
    return base or list(h)


def dk_winner(trick):
    cards = [c for _, c in trick]
    tr = [i for i, c in enumerate(cards) if c[0] == "T"]
    if tr:
        return max(tr, key=lambda i: dk_rank(cards[i]))
    led = dk_suit(cards[0])
    return max((i for i, c in enumerate(cards) if dk_suit(c) == led), key=lambda i: dk_rank(cards[i]))


def dk_prefer(s, h, trick, t, cards):
    if "JOKER" in cards and trick:
        return "JOKER"  # the Joker as a follower, early
    if "JOKER" in cards and len(cards) > 1:
        return random.Random(len(h) * 31 + s).choice([c for c in cards if c != "JOKER"])
    return None


def dk_session(seed, faults=None, dealers=(0, 1, 2)):
    faults = faults or {}
    rng = random.Random(seed)
    deals, planted = [], []
    for i, dealer in enumerate(dealers):
        hands, skat = dk_deal(rng, dealer)
        events = [{"type": "discard", "seat": dealer, "cards": skat}]
        for k in range(3):
            events.append({"type": "declare", "seat": (dealer + k) % 3, "items": []})
        ph = [list(h) for h in hands]
        for c in skat:
            ph[dealer].remove(c)
        fault = None
        if i in faults:
            kind, ft = faults[i]

            def fn(h, trick, t, cards, kind=kind):
                if not trick or trick[0][1] == "JOKER":
                    return None
                led = dk_suit(trick[0][1])
                if kind == "revoke" and any(dk_suit(c) == led for c in h):
                    off = [c for c in h if dk_suit(c) not in (led, "J")]
                    return off[0] if off else None
                if kind == "failure_to_trump" and not any(dk_suit(c) == led for c in h):
                    if any(c[0] == "T" for c in h) and led != "T":
                        off = [c for c in h if c[0] != "T" and c != "JOKER"]
                        return off[0] if off else None
                return None

            fault = (ft, fn)
        plays, winners, pl = play_deal(rng, ph, (dealer + 1) % 3, dk_legal, dk_winner, 25, fault, dk_prefer)
        for s, c in plays:
            e = {"type": "play", "seat": s, "card": c}
            events.append(e)
        if pl:
            planted.append((i, 4 + pl[0], pl[1], faults[i][0]))
        deals.append({"dealer": dealer, "hands": hands, "events": events})
    return deals, planted


def danish_files(seed):
    players = ["Agnieszka", "Bartek", "Celina"]
    base = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "players": players,
        "meta": {"event": "Wieczór klubowy", "table": 1},
    }
    deals, _ = dk_session(seed * 100 + 4)
    write("04-danish-clean-3deals.json", dict(base, deals=deals))
    deals, planted = dk_session(seed * 100 + 4, faults={1: ("revoke", 18), 2: ("failure_to_trump", 3)})
    write(
        "05-danish-revoke-failtrump.json",
        dict(base, deals=deals, rules={"revoke_penalty": "large"}),
        planted,
    )


# ------------------------------------------------------------------ Galician Tarok
GT_RANKS = {"K": 5, "Q": 4, "N": 3, "J": 2}


def gt_deck():
    d = []
    for s, pip in (("H", "1"), ("D", "1"), ("S", "10"), ("C", "10")):
        d += [r + s for r in "KQNJ"] + [pip + s]
    return d + [f"T{i}" for i in range(1, 22)] + ["SKIZ"]


def gt_trump(c):
    return c == "SKIZ" or c[0] == "T"


def gt_suit(c):
    return "T" if gt_trump(c) else c[-1]


def gt_rank(c):
    if c == "SKIZ":
        return 22
    if c[0] == "T":
        return int(c[1:])
    return GT_RANKS.get(c[0], 1)


def gt_legal(h, trick, t):
    if not trick:
        return list(h)
    led = gt_suit(trick[0][1])
    same = [c for c in h if gt_suit(c) == led]
    if same:
        return same
    tr = [c for c in h if gt_trump(c)]
    return tr or list(h)


def gt_winner(trick):
    cards = [c for _, c in trick]
    tr = [i for i, c in enumerate(cards) if gt_trump(c)]
    if tr:
        return max(tr, key=lambda i: gt_rank(cards[i]))
    led = gt_suit(cards[0])
    return max((i for i, c in enumerate(cards) if gt_suit(c) == led), key=lambda i: gt_rank(cards[i]))


def gt_session(seed, faults=None):
    faults = faults or {}
    rng = random.Random(seed)
    deals, planted = [], []
    for i, dealer in enumerate((0, 1, 2)):
        deck = gt_deck()
        rng.shuffle(deck)
        talon = deck[:6]
        hands = [sorted(deck[6 + 12 * s : 18 + 12 * s]) for s in range(3)]
        fh = (dealer + 1) % 3
        events = [
            {"type": "bid", "seat": fh, "bid": "solo"},
            {"type": "bid", "seat": (fh + 1) % 3, "bid": "pass"},
            {"type": "bid", "seat": (fh + 2) % 3, "bid": "pass"},
        ]
        for k in range(3):
            events.append({"type": "announce", "seat": (fh + k) % 3, "items": []})
        fault = None
        if i in faults:
            kind, ft = faults[i]

            def fn(h, trick, t, cards, kind=kind):
                if not trick:
                    return None
                led = gt_suit(trick[0][1])
                if kind == "revoke":  # trumps while holding the suit led (§23)
                    if led != "T" and any(gt_suit(c) == led for c in h):
                        tr = [c for c in h if gt_trump(c)]
                        return tr[0] if tr else None
                if kind == "no_trump":  # void in the suit, a suit card while holding a tarock
                    if led != "T" and not any(gt_suit(c) == led for c in h):
                        if any(gt_trump(c) for c in h):
                            off = [c for c in h if not gt_trump(c)]
                            return off[0] if off else None
                return None

            fault = (ft, fn)
        plays, winners, pl = play_deal(rng, hands, fh, gt_legal, gt_winner, 12, fault)
        for s, c in plays:
            events.append({"type": "play", "seat": s, "card": c})
        if pl:
            planted.append((i, 6 + pl[0], pl[1], "revoke"))
        deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": events})
    return deals, planted


def galician_files(seed):
    base = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "rules": {"preset": "standard", "pool": False},
        "players": ["Adam", "Bożena", "Czesław"],
        "meta": {"event": "Kraków", "table": "B"},
    }
    deals, _ = gt_session(seed * 100 + 6)
    write("06-galician-clean-3deals.json", dict(base, deals=deals))
    deals, planted = gt_session(seed * 100 + 6, faults={0: ("revoke", 2), 2: ("no_trump", 1)})
    write("07-galician-renonce-notrump.json", dict(base, deals=deals), planted)


# ------------------------------------------------------------------ Ulti
UL_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]


def ul_deck():
    return [r + s for s in "HDSC" for r in UL_ORDER]


def ul_suit(c):
    return c[-1]


def ul_rank(c):
    return 10 - UL_ORDER.index(c[:-1])


def ul_beats(a, b, led, trump):
    """Does card a beat card b (b currently winning)?"""
    if ul_suit(a) == ul_suit(b):
        return ul_rank(a) > ul_rank(b)
    return ul_suit(a) == trump


def ul_current(trick, trump):
    led = ul_suit(trick[0][1])
    best = trick[0][1]
    for _, c in trick[1:]:
        if ul_beats(c, best, led, trump):
            best = c
    return best


def ul_legal_factory(trump):
    def legal(h, trick, t):
        if not trick:
            return list(h)
        led = ul_suit(trick[0][1])
        same = [c for c in h if ul_suit(c) == led]
        base = same or [c for c in h if ul_suit(c) == trump] or list(h)
        best = ul_current(trick, trump)
        beat = [c for c in base if ul_beats(c, best, led, trump)]
        return beat or base

    return legal


def ul_winner_factory(trump):
    def winner(trick):
        best = ul_current(trick, trump)
        return [c for _, c in trick].index(best)

    return winner


def ul_session(seed, faults=None):
    faults = faults or {}
    rng = random.Random(seed)
    deals, planted = [], []
    trump = "H"
    for i, dealer in enumerate((0, 1, 2)):
        deck = ul_deck()
        rng.shuffle(deck)
        f = (dealer + 1) % 3
        hands, pos = [], 0
        for s in range(3):
            k = 12 if s == f else 10
            hands.append(sorted(deck[pos : pos + k]))
            pos += k
        nontr = sorted((c for c in hands[f] if ul_suit(c) != trump), key=ul_rank)
        disc = nontr[:2]
        events = [
            {"type": "discard", "seat": f, "cards": disc},
            {"type": "bid", "seat": f, "bid": {"goals": ["party"], "red": True}},
            {"type": "bid", "seat": (f + 1) % 3, "bid": "pass"},
            {"type": "bid", "seat": (f + 2) % 3, "bid": "pass"},
            {"type": "bid", "seat": f, "bid": "pass"},
        ]
        ph = [list(h) for h in hands]
        for c in disc:
            ph[f].remove(c)
        legal = ul_legal_factory(trump)
        fault = None
        if i in faults:
            kind, ft = faults[i]

            def fn(h, trick, t, cards, kind=kind):
                if not trick:
                    return None
                led = ul_suit(trick[0][1])
                if kind == "revoke" and any(ul_suit(c) == led for c in h):
                    off = [c for c in h if ul_suit(c) != led]
                    return off[0] if off else None
                if kind == "failure_to_overtake":
                    same = [c for c in h if ul_suit(c) == led]
                    if not same:
                        return None
                    best = ul_current(trick, trump)
                    lows = [c for c in same if not ul_beats(c, best, led, trump)]
                    highs = [c for c in same if ul_beats(c, best, led, trump)]
                    if lows and highs:
                        return lows[0]
                return None

            fault = (ft, fn)
        plays, winners, pl = play_deal(rng, ph, f, legal, ul_winner_factory(trump), 10, fault)
        for s, c in plays:
            events.append({"type": "play", "seat": s, "card": c})
        if pl:
            planted.append((i, 5 + pl[0], pl[1], faults[i][0]))
        deals.append({"dealer": dealer, "hands": hands, "events": events})
    return deals, planted


def ulti_files(seed):
    base = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "standard"},
        "players": ["Anna", "Béla", "Csilla"],
        "meta": {"event": "Budapest", "stake": "10 Ft"},
    }
    deals, _ = ul_session(seed * 100 + 8)
    write("08-ulti-clean-3deals.json", dict(base, deals=deals))
    deals, planted = ul_session(seed * 100 + 8, faults={0: ("failure_to_overtake", 1), 2: ("revoke", 2)})
    write("09-ulti-overtake-revoke.json", dict(base, deals=deals), planted)


# ------------------------------------------------------------------ Tarocchini
TC_LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B
TC_ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D
TC_FIVE = {"KS", "KB", "KC", "KD", "T20", "T19", "T0", "MATTO"}


def tc_deck():
    d = []
    for s in "SBCD":
        d += [r + s for r in (TC_LONG if s in "SB" else TC_ROUND)]
    return d + [f"T{i}" for i in range(21)] + ["MATTO"]


def tc_trump(c):
    return c[0] == "T"


def tc_suit(c):
    if c == "MATTO":
        return "M"
    return "T" if tc_trump(c) else c[-1]


def tc_rank(c):
    if tc_trump(c):
        v = int(c[1:])
        return 1 if 1 <= v <= 4 else (0 if v == 0 else v)
    s = c[-1]
    order = TC_LONG if s in "SB" else TC_ROUND
    return 100 - order.index(c[:-1])


def tc_legal(h, trick, t):
    if not trick:
        non = [c for c in h if c != "MATTO"]
        return non or list(h)
    led = tc_suit(trick[0][1])
    same = [c for c in h if tc_suit(c) == led]
    base = same or [c for c in h if tc_trump(c)] or [c for c in h if c != "MATTO"]
    if "MATTO" in h:
        base = base + ["MATTO"]
    return base or list(h)


def tc_winner(trick):
    cards = [c for _, c in trick]
    tr = [i for i, c in enumerate(cards) if tc_trump(c)]
    if tr:
        best = tr[0]
        for i in tr[1:]:  # Moretti of equal rank: the last played is higher (default)
            if tc_rank(cards[i]) >= tc_rank(cards[best]):
                best = i
        return best
    led = tc_suit(cards[0])
    return max((i for i, c in enumerate(cards) if tc_suit(c) == led), key=lambda i: tc_rank(cards[i]))


def tc_prefer(s, h, trick, t, cards):
    if "MATTO" in cards and trick:
        return "MATTO"
    return None


def tc_fault_fn(kind):
    def fn(h, trick, t, cards):
        if not trick or trick[0][1] == "MATTO":
            return None
        led = tc_suit(trick[0][1])
        if kind == "revoke" and any(tc_suit(c) == led for c in h):
            off = [c for c in h if tc_suit(c) not in (led, "M")]
            return off[0] if off else None
        if kind == "failure_to_trump" and led != "T":
            if not any(tc_suit(c) == led for c in h) and any(tc_trump(c) for c in h):
                off = [c for c in h if not tc_trump(c) and c != "MATTO"]
                return off[0] if off else None
        return None

    return fn


def oc_session(seed, faults=None):
    faults = faults or {}
    rng = random.Random(seed)
    deals, planted = [], []
    for i, dealer in enumerate((3, 0, 1)):
        deck = tc_deck()
        rng.shuffle(deck)
        hands, pos = [], 0
        for s in range(4):
            k = 17 if s == dealer else 15
            hands.append(sorted(deck[pos : pos + k]))
            pos += k
        cand = sorted((c for c in hands[dealer] if c not in TC_FIVE), key=tc_rank)
        cand = [c for c in cand if not tc_trump(c)] or cand
        disc = cand[:2]
        events = [{"type": "discard", "seat": dealer, "cards": disc}]
        ph = [list(h) for h in hands]
        for c in disc:
            ph[dealer].remove(c)
        fault = (faults[i][1], tc_fault_fn(faults[i][0])) if i in faults else None
        plays, winners, pl = play_deal(rng, ph, (dealer + 1) % 4, tc_legal, tc_winner, 15, fault, tc_prefer)
        for s, c in plays:
            events.append({"type": "play", "seat": s, "card": c})
        if pl:
            planted.append((i, 1 + pl[0], pl[1], faults[i][0]))
        deals.append({"dealer": dealer, "hands": hands, "events": events})
    return deals, planted


def ottocento_files(seed):
    base = {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "rules": {"preset": "standard"},
        "players": ["Anna", "Bruno", "Carla", "Dario"],
        "meta": {"event": "Bologna", "table": 7},
    }
    deals, _ = oc_session(seed * 100 + 10)
    write("10-ottocento-clean-3deals.json", dict(base, deals=deals))
    deals, planted = oc_session(seed * 100 + 10, faults={0: ("failure_to_trump", 2)})
    ev = deals[2]["events"]
    ev.append({"type": "payment", "from": 2, "to": 1, "amount": 10})
    planted.append((2, len(ev) - 1, 2, "unexpected_payment"))
    write("11-ottocento-failtrump-payment.json", dict(base, deals=deals), planted)


def tz_session(seed, faults=None):
    faults = faults or {}
    rng = random.Random(seed)
    deals, planted = [], []
    for i, dealer in enumerate((0, 1, 2)):
        deck = tc_deck()
        rng.shuffle(deck)
        hands = [sorted(deck[18 * s : 18 * s + 18]) for s in range(3)]
        talon = deck[54:]
        fh = (dealer + 1) % 3
        decl = (dealer + 2) % 3
        events = [
            {"type": "bid", "seat": fh, "bid": "pass"},
            {"type": "bid", "seat": decl, "bid": "gioco"},
            {"type": "bid", "seat": dealer, "bid": "pass"},
        ]
        take = talon[:2]
        ph = [list(h) for h in hands]
        ph[decl] += take
        cand = sorted(
            (c for c in ph[decl] if c not in TC_FIVE and not tc_trump(c) and c not in take),
            key=tc_rank,
        )
        disc = cand[:2]
        for c in disc:
            ph[decl].remove(c)
        events.append({"type": "take", "seat": decl, "cards": take})
        events.append({"type": "discard", "seat": decl, "cards": disc})
        fault = (faults[i][1], tc_fault_fn(faults[i][0])) if i in faults else None
        plays, winners, pl = play_deal(rng, ph, fh, tc_legal, tc_winner, 18, fault, tc_prefer)
        for s, c in plays:
            events.append({"type": "play", "seat": s, "card": c})
        if pl:
            planted.append((i, 5 + pl[0], pl[1], faults[i][0]))
        deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": events})
    return deals, planted


def terziglio_files(seed):
    base = {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "rules": {"preset": "standard"},
        "players": ["Elena", "Franco", "Giulia"],
        "meta": {"event": "Bologna", "table": 3},
    }
    deals, _ = tz_session(seed * 100 + 12)
    write("12-terziglio-clean-3deals.json", dict(base, deals=deals))
    deals, planted = tz_session(seed * 100 + 12, faults={0: ("revoke", 3)})
    ev = deals[1]["events"]
    pos = next(i for i, e in enumerate(ev) if e["type"] == "play")
    ev.insert(pos, {"type": "penalty", "party": 1, "code": "revoke", "amount": 10})
    planted.append((1, pos, 1, "unexpected_penalty"))
    write("13-terziglio-revoke-penalty.json", dict(base, deals=deals), planted)


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    for name in os.listdir(HERE):
        if name.endswith(".json"):
            os.remove(os.path.join(HERE, name))
    rage_files(seed)
    danish_files(seed)
    galician_files(seed)
    ulti_files(seed)
    ottocento_files(seed)
    terziglio_files(seed)
    with open("/tmp/verdict-consistency-manifest.json", "w") as f:
        json.dump(MANIFEST, f, indent=1)
    for k, v in MANIFEST.items():
        print(k, v)


if __name__ == "__main__":
    main()
