"""Blind audit format-spec-3: transcripts that each test one clause of
/work/shared/spec/transcript-format.md (trick-transcript/1).

Written from the spec and the rule sources only (no import from validator/ or replays/).
Run: python _gen.py [--seed N]   (writes NN-*.json next to this file)
"""

from __future__ import annotations

import argparse
import copy
import json
import random
from pathlib import Path

HERE = Path(__file__).resolve().parent

# --------------------------------------------------------------------------- Rage
COLOURS = "RBGYPO"
RAGE_DECK = [f"{c}{v}" for c in COLOURS for v in range(16)] + (
    ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
)
ACTIONS = {"WILD", "NOTRUMP", "CHANGE", "PLUS5", "MINUS5"}


def colour(card):
    return None if card in ACTIONS else card[0]


def value(card):
    return int(card[1:])


class RageRound:
    """One Rage round played card by card with the Czech rules (Paluba 2004)."""

    def __init__(self, rng, n, dealer, cards, plus_minus_one=False):
        self.rng, self.n, self.dealer, self.k = rng, n, dealer, cards
        deck = RAGE_DECK[:]
        rng.shuffle(deck)
        self.hands = [deck[i * cards : (i + 1) * cards] for i in range(n)]
        self.talon = deck[n * cards :]
        self.plus_minus_one = plus_minus_one
        self.ok = True  # False where the play hits a combination we keep out (NOTRUMP+CHANGE)

    def turn(self):
        # "Jestliže byla otočena akční karta, otáčejí se další karty z balíčku"
        while colour(self.talon[self.pos]) is None:
            self.pos += 1
        c = colour(self.talon[self.pos])
        self.pos += 1
        return c

    def play(self):
        rng, n, k = self.rng, self.n, self.k
        events = []
        # bids: first the player left of the dealer (= next in order of play)
        bids = [None] * n
        order = [(self.dealer + 1 + i) % n for i in range(n)]
        for i, s in enumerate(order):
            b = rng.randint(0, min(k, 3))
            if self.plus_minus_one and i == n - 1 and sum(x for x in bids if x is not None) + b == k:
                b = b + 1 if b < k else b - 1
            bids[s] = b
            events.append({"type": "bid", "seat": s, "bid": b})
        self.bids = bids
        self.pos = 0
        trump = self.turn()
        hands = [h[:] for h in self.hands]
        leader = (self.dealer + 1) % n
        tricks = [0] * n
        extra = [0] * n
        self.trick_log = []
        for _t in range(k):
            played = []  # (seat, card, named)
            led = None
            notrump = False
            change = 0
            for i in range(n):
                s = (leader + i) % n
                h = hands[s]
                if led is not None and any(colour(c) == led for c in h):
                    legal = [c for c in h if colour(c) == led]
                else:
                    legal = h[:]
                card = rng.choice(legal)
                h.remove(card)
                named = None
                if card == "WILD":
                    named = led if led is not None else rng.choice(COLOURS)
                if led is None:
                    if card == "WILD":
                        led = named
                    elif colour(card) is not None:
                        led = colour(card)
                if card == "NOTRUMP":
                    notrump = True
                if card == "CHANGE":
                    change += 1
                    trump = self.turn()  # new trump for this trick too
                played.append((s, card, named))
                ev = {"type": "play", "seat": s, "card": card}
                if named:
                    ev["named"] = named
                events.append(ev)
            if notrump and change:
                self.ok = False
            eff = None if notrump else trump
            # winner
            def strength(idx_pc, suit):
                idx, (s, c, nm) = idx_pc
                if c == "WILD" and nm == suit:
                    return 16 + idx / 100
                if colour(c) == suit:
                    return value(c)
                return None

            best = None
            for suit in ([eff] if eff else []) + ([led] if led else []):
                cands = [(strength(x, suit), x[1][0]) for x in enumerate(played)]
                cands = [x for x in cands if x[0] is not None]
                if cands:
                    best = max(cands)[1]
                    break
            if best is None:
                best = played[0][0]  # only action cards: the first card wins
            tricks[best] += 1
            for _s, c, _nm in played:
                if c == "PLUS5":
                    extra[best] += 5
                if c == "MINUS5":
                    extra[best] -= 5
            self.trick_log.append((leader, [p[1] for p in played], best, eff))
            leader = best
            if notrump:
                trump = self.turn()  # "Po štychu se odkryje vrchní karta z balíku"
        self.tricks = tricks
        self.scores = [
            tricks[s] + (10 if tricks[s] == bids[s] else -5) + extra[s] for s in range(n)
        ]
        self.events = events
        return events


def rage_round(seed, n, dealer, cards, pm1=False, want=None):
    """First seed from `seed` whose round avoids NOTRUMP+CHANGE in one trick (and meets want)."""
    while True:
        rng = random.Random(seed)
        r = RageRound(rng, n, dealer, cards, pm1)
        r.play()
        if r.ok and (want is None or want(r)):
            return r, seed
        seed += 1


# --------------------------------------------------------------------------- Ulti
ULTI_SUITS = "HDSC"
ULTI_TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]
ULTI_DECK = [r + s for s in ULTI_SUITS for r in ULTI_TRUMP_ORDER]


def u_rank(c):
    return c[:-1]


def u_suit(c):
    return c[-1]


def u_str(c, trump):
    # "切札があるときは,2 (A),X (10),王 (K),上 (Q),下 (J),IX,VIII,VII"
    return 8 - ULTI_TRUMP_ORDER.index(u_rank(c))


def ulti_deal(seed, dealer=0, trump_pick=True, contra=True):
    """Party (game) with a named trump, contra by a defender; returns deal dict, meta."""
    s0 = seed
    while True:
        rng = random.Random(seed)
        deck = ULTI_DECK[:]
        rng.shuffle(deck)
        fb = (dealer + 1) % 3  # the dealer's right-hand neighbour: next in order of play
        hands = [None] * 3
        hands[fb] = deck[:12]
        hands[(fb + 1) % 3] = deck[12:22]
        hands[(fb + 2) % 3] = deck[22:32]
        h = hands[fb][:]
        # trump: the non-heart suit the declarer holds most of
        trump = max("DSC", key=lambda s: (sum(u_suit(c) == s for c in h), s))
        # lay away two low non-trump cards (no A, no 10)
        low = sorted(
            [c for c in h if u_suit(c) != trump and u_rank(c) not in ("A", "10")],
            key=lambda c: u_str(c, trump),
        )
        if len(low) < 2:
            seed += 1
            continue
        disc = low[:2]
        for c in disc:
            h.remove(c)
        play_hands = [x[:] for x in hands]
        play_hands[fb] = h
        events = [
            {"type": "discard", "seat": fb, "cards": disc},
            {"type": "bid", "seat": fb, "bid": {"goals": ["party"], "red": False}},
            {"type": "bid", "seat": (fb + 1) % 3, "bid": "pass"},
            {"type": "bid", "seat": (fb + 2) % 3, "bid": "pass"},
            {"type": "bid", "seat": fb, "bid": "pass"},
            {"type": "announce", "seat": fb, "items": [{"kind": "trump", "suit": trump}]},
        ]
        leader = fb  # "1 回目は親が…先手"
        pts = [0, 0, 0]
        won = [0, 0, 0]
        seven_last = False
        for t in range(10):
            trick = []
            for i in range(3):
                s = (leader + i) % 3
                hh = play_hands[s]
                legal = hh
                if trick:
                    led = u_suit(trick[0][1])
                    follow = [c for c in hh if u_suit(c) == led]
                    trumped = any(u_suit(c) == trump for _, c in trick) and led != trump
                    if follow:
                        legal = follow
                        if not trumped:
                            best = max(u_str(c, trump) for _, c in trick if u_suit(c) == led)
                            beat = [c for c in follow if u_str(c, trump) > best]
                            if beat:
                                legal = beat
                    else:
                        tr = [c for c in hh if u_suit(c) == trump]
                        if tr:
                            legal = tr
                            tin = [u_str(c, trump) for _, c in trick if u_suit(c) == trump]
                            if tin:
                                beat = [c for c in tr if u_str(c, trump) > max(tin)]
                                if beat:
                                    legal = beat
                card = rng.choice(legal)
                hh.remove(card)
                if t == 0 and contra and s != fb and not any(e["type"] == "double" for e in events):
                    # "子は,1 回目のカード勝負に手札を出すとき…コントラと言えます"
                    events.append({"type": "double", "seat": s, "target": "party", "level": 2})
                events.append({"type": "play", "seat": s, "card": card})
                trick.append((s, card))
                if t == 9 and card == "7" + trump:
                    seven_last = True
            led = u_suit(trick[0][1])
            trs = [(u_str(c, trump), s) for s, c in trick if u_suit(c) == trump]
            if trs:
                w = max(trs)[1]
            else:
                w = max((u_str(c, trump), s) for s, c in trick if u_suit(c) == led)[1]
            won[w] += 1
            pts[w] += sum(10 for _, c in trick if u_rank(c) in ("A", "10"))
            if t == 9:
                pts[w] += 10
            leader = w
        dpts = pts[fb]
        fpts = 90 - dpts  # the declarer's discards count for the defenders
        if seven_last or max(won) == 10 or dpts == fpts:
            seed += 1
            continue
        party_won = dpts > fpts and won[fb] > 0
        deal = {"dealer": dealer, "hands": hands, "events": events}
        info = {
            "seed": seed,
            "first_seed": s0,
            "declarer": fb,
            "trump": trump,
            "declarer_points": dpts,
            "defender_points": fpts,
            "tricks": won,
            "party_won": party_won,
        }
        return deal, info


def ulti_payments(deal, info, level=2):
    fb = info["declarer"]
    out = []
    for d in ((fb + 1) % 3, (fb + 2) % 3):
        if info["party_won"]:
            out.append({"type": "payment", "from": d, "to": fb, "amount": 1 * level, "reason": "party"})
        else:
            out.append({"type": "payment", "from": fb, "to": d, "amount": 1 * level, "reason": "party"})
    return out


# --------------------------------------------------------------------------- Tarocchini
TA_LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # swords, batons
TA_ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # cups, coins
TA_DECK = (
    [r + s for s in "SB" for r in TA_LONG]
    + [r + s for s in "CD" for r in TA_ROUND]
    + [f"T{i}" for i in range(21)]
    + ["MATTO"]
)
FIVE_POINT = {"KS", "KB", "KC", "KD", "T20", "T19", "T0", "MATTO"}


def ta_suit(c):
    if c == "MATTO":
        return None
    if c.startswith("T"):
        return "T"
    return c[-1]


def ta_str(c):
    if c.startswith("T"):
        n = int(c[1:])
        return 1 if 1 <= n <= 4 else n  # Moretti of equal rank
    r = c[:-1]
    order = TA_LONG if c[-1] in "SB" else TA_ROUND
    return 10 - order.index(r)


def ta_play(rng, hands, leader, events, n):
    """Play out the hands; Moretti tie: the last played wins (option default last_played)."""
    k = len(hands[leader])
    for _t in range(k):
        trick = []
        for i in range(n):
            s = (leader + i) % n
            h = hands[s]
            led = next((ta_suit(c) for _, c in trick if ta_suit(c) is not None), None)
            legal = h
            if led is not None:
                fol = [c for c in h if ta_suit(c) == led]
                if fol:
                    legal = fol + [c for c in h if c == "MATTO"]
                else:
                    tr = [c for c in h if ta_suit(c) == "T"]
                    if tr:
                        legal = tr + [c for c in h if c == "MATTO"]
            # play the Matto before the last trick (its fate there is not this test's matter)
            if "MATTO" in h and len(h) == 2:
                legal = ["MATTO"]
            card = rng.choice(legal)
            h.remove(card)
            trick.append((s, card))
            events.append({"type": "play", "seat": s, "card": card})
        led = next(ta_suit(c) for _, c in trick if ta_suit(c) is not None)
        best, w = None, None
        trumps = [(i, s, c) for i, (s, c) in enumerate(trick) if ta_suit(c) == "T"]
        pool = trumps if trumps else [(i, s, c) for i, (s, c) in enumerate(trick) if ta_suit(c) == led]
        for i, s, c in pool:
            key = ta_str(c)
            if best is None or key > best or (key == best and key == 1 and c != "T0"):
                best, w = key, s
        leader = w
    return events


def ottocento_deal(seed, dealer):
    while True:
        rng = random.Random(seed)
        deck = TA_DECK[:]
        rng.shuffle(deck)
        hands = [None] * 4
        # "Дилер раздает по 15 карт ... Дилер забирает последние две карты"
        order = [(dealer + 1 + i) % 4 for i in range(4)]
        for j, s in enumerate(order):
            hands[s] = deck[j * 15 : (j + 1) * 15]
        hands[dealer] = hands[dealer] + deck[60:62]
        if "MATTO" in hands[dealer]:
            seed += 1
            continue
        h = [x[:] for x in hands]
        cand = [c for c in h[dealer] if c not in FIVE_POINT and not c.startswith("T")]
        disc = rng.sample(cand, 2)
        for c in disc:
            h[dealer].remove(c)
        events = [{"type": "discard", "seat": dealer, "cards": disc}]
        for s in order:
            events.append({"type": "declare", "seat": s, "items": []})
        ta_play(rng, h, (dealer + 1) % 4, events, 4)
        return {"dealer": dealer, "hands": hands, "events": events}, seed


def terziglio_deal(seed, dealer, per_hand, widow):
    rng = random.Random(seed)
    deck = TA_DECK[:]
    rng.shuffle(deck)
    hands = [None] * 3
    order = [(dealer + 1 + i) % 3 for i in range(3)]
    for j, s in enumerate(order):
        hands[s] = deck[j * per_hand : (j + 1) * per_hand]
    talon = deck[3 * per_hand :]
    assert len(talon) == widow
    decl = order[0]
    h = [x[:] for x in hands]
    take = [c for c in talon][:2]
    for c in take:
        h[decl].append(c)
    cand = [c for c in h[decl] if c not in FIVE_POINT and not c.startswith("T")]
    disc = rng.sample(cand, 2)
    for c in disc:
        h[decl].remove(c)
    events = [
        {"type": "bid", "seat": order[0], "bid": "gioco"},
        {"type": "bid", "seat": order[1], "bid": "pass"},
        {"type": "bid", "seat": order[2], "bid": "pass"},
        {"type": "take", "seat": decl, "cards": take},
        {"type": "discard", "seat": decl, "cards": disc},
    ]
    for s in order:
        events.append({"type": "declare", "seat": s, "items": []})
    ta_play(rng, h, order[0], events, 3)
    return {"dealer": dealer, "hands": hands, "talon": talon, "events": events}


# --------------------------------------------------------------------------- Danish / Galician decks
DK_RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
DK_BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
DK_DECK = (
    [r + s for s in "HD" for r in DK_RED]
    + [r + s for s in "SC" for r in DK_BLACK]
    + [f"T{i}" for i in range(1, 22)]
    + ["JOKER"]
)
GA_DECK = (
    [r + s for s in "HD" for r in ["K", "Q", "N", "J", "1"]]
    + [r + s for s in "SC" for r in ["K", "Q", "N", "J", "10"]]
    + [f"T{i}" for i in range(1, 22)]
    + ["SKIZ"]
)


def dk_suit(c):
    if c == "JOKER":
        return None
    return "T" if c.startswith("T") and c[1:].isdigit() else c[-1]


def dk_str(c):
    if c.startswith("T") and c[1:].isdigit():
        return 100 + int(c[1:])
    r = c[:-1]
    order = DK_RED if c[-1] in "HD" else DK_BLACK
    return 20 - order.index(r)


# --------------------------------------------------------------------------- transcripts
def envelope(game, players, deals, rules=None, start=None, meta=None):
    t = {"format": "trick-transcript/1", "game": game}
    if rules is not None:
        t["rules"] = rules
    t["players"] = players
    if start is not None:
        t["start"] = start
    if meta is not None:
        t["meta"] = meta
    t["deals"] = deals
    return t


def rage_deal_dict(r, dealer, scores=None, totals=None):
    d = {"dealer": dealer, "hands": r.hands, "talon": r.talon, "events": copy.deepcopy(r.events)}
    if scores is not None:
        for s in range(r.n):
            d["events"].append({"type": "score", "party": s, "points": scores[s]})
    if totals is not None:
        for s in range(r.n):
            d["events"].append({"type": "total", "party": s, "points": totals[s]})
    return d


def build(seed):
    out = {}
    info = {}
    P4 = ["Anička", "Bohouš", "Katka", "Dalibor"]
    P3 = ["Anička", "Bohouš", "Katka"]

    # 01: the spec's own example, made a real first round (10 cards, 4 players, dealer 3,
    # plus_minus_one, start totals 0, meta), a WILD played with named, scores and totals.
    def has_wild_play(r):
        return any(e.get("card") == "WILD" for e in r.events) and any(
            len(h) != len(set(h)) for h in r.hands
        )

    r1, s1 = rage_round(seed + 100, 4, 3, 10, pm1=True, want=has_wild_play)
    d1 = rage_deal_dict(r1, 3, scores=r1.scores, totals=r1.scores)
    out["01-rage-spec-example-round1"] = envelope(
        "rage",
        P4,
        [d1],
        rules={"preset": "standard", "plus_minus_one": True},
        start={"totals": [0, 0, 0, 0]},
        meta={"event": "Club night", "table": 3, "date": "2026-11-20"},
    )
    info["01"] = {"seed": s1, "bids": r1.bids, "tricks": r1.tricks, "scores": r1.scores}

    # 02: two rounds carried from start totals; lower-case codes, t and note; one total slip.
    r2a, s2a = rage_round(seed + 200, 3, 2, 10)
    r2b, s2b = rage_round(seed + 300, 3, 0, 9)
    start = [12, -5, 30]
    tot_a = [start[i] + r2a.scores[i] for i in range(3)]
    tot_b = [tot_a[i] + r2b.scores[i] for i in range(3)]
    tot_b_written = tot_b[:]
    tot_b_written[1] += 10  # planted: seat 1's running total after round 2 written 10 too high
    da = rage_deal_dict(r2a, 2, scores=r2a.scores, totals=tot_a)
    db = rage_deal_dict(r2b, 0, scores=r2b.scores, totals=tot_b_written)
    db["hands"] = [[c.lower() for c in h] for h in db["hands"]]
    for e in db["events"]:
        if e["type"] == "play":
            e["card"] = e["card"].lower()
            if "named" in e:
                e["named"] = e["named"].lower()
    da["events"][0]["t"] = "2026-11-20T19:02:11Z"
    da["events"][0]["note"] = "bid said twice aloud"
    db["events"][3]["t"] = "19:40"
    db["events"][3]["note"] = "slow to play"
    out["02-rage-carry-lowercase-wrong-total"] = envelope(
        "rage", P3, [da, db], start={"totals": start}
    )
    info["02"] = {
        "seeds": [s2a, s2b],
        "scores": [r2a.scores, r2b.scores],
        "totals": [tot_a, tot_b],
        "written_b": tot_b_written,
        "n_events": [len(da["events"]), len(db["events"])],
    }

    # 03: a third WILD in the stock (a card dealt twice beyond its copies)
    r3, s3 = rage_round(seed + 400, 3, 1, 10)
    d3 = rage_deal_dict(r3, 1, scores=r3.scores)
    # the last stock card is never turned in a 10-card round for 3
    wild_pos = [("hands", i, j) for i, h in enumerate(d3["hands"]) for j, c in enumerate(h) if c == "WILD"]
    wild_pos += [("talon", j) for j, c in enumerate(d3["talon"]) if c == "WILD"]
    last = len(d3["talon"]) - 1
    while d3["talon"][last] in ACTIONS:
        last -= 1
    removed = d3["talon"][last]
    d3["talon"][last] = "WILD"
    out["03-rage-third-wild"] = envelope("rage", P3, [d3])
    info["03"] = {"seed": s3, "wilds": wild_pos, "third": f"/deals/0/talon/{last}", "removed": removed}

    # 04: unknown preset and unknown option
    r4, s4 = rage_round(seed + 500, 4, 0, 10)
    out["04-rage-unknown-preset-and-option"] = envelope(
        "rage", P4, [rage_deal_dict(r4, 0, scores=r4.scores)],
        rules={"preset": "tournament", "colour_blind": True},
    )
    info["04"] = {"seed": s4}

    # 05: an option value of the wrong type; start totals for 3 seats at a table of 4
    r5, s5 = rage_round(seed + 600, 4, 1, 10)
    out["05-rage-bad-bool-and-short-start"] = envelope(
        "rage", P4, [rage_deal_dict(r5, 1, scores=r5.scores)],
        rules={"plus_minus_one": "yes"},
        start={"totals": [10, 20, 30]},
    )
    info["05"] = {"seed": s5}

    # 06: Ulti, hands of the wrong size (11 and 9 instead of 12/10/10)
    d6, i6 = ulti_deal(seed + 700, dealer=2)
    fb = i6["declarer"]
    other = (fb + 1) % 3
    d6 = copy.deepcopy(d6)
    third = (fb + 2) % 3
    mv = d6["hands"][third].pop(0)  # planted: one card dealt to the wrong defender
    d6["hands"][other].append(mv)  # 12 / 11 / 9
    out["06-ulti-hand-sizes"] = envelope("ulti", ["Anna", "Béla", "Csilla"], [d6])
    info["06"] = {"info": i6, "sizes": [len(h) for h in d6["hands"]], "moved": mv}

    # 07: Ulti party with a named trump, contra, settlement as payments
    d7, i7 = ulti_deal(seed + 800, dealer=1)
    d7["events"] += ulti_payments(d7, i7, level=2)
    out["07-ulti-party-contra-paid"] = envelope("ulti", ["Anna", "Béla", "Csilla"], [d7])
    info["07"] = i7

    # 08: Ottocento, the dealer's 17 as dealt, MATTO written "Fool", lower-case hand
    d8, s8 = ottocento_deal(seed + 900, dealer=2)
    m_seat = next(i for i, h in enumerate(d8["hands"]) if "MATTO" in h)
    d8["hands"][m_seat] = ["Fool" if c == "MATTO" else c for c in d8["hands"][m_seat]]
    for e in d8["events"]:
        if e.get("card") == "MATTO":
            e["card"] = "fool"
    low_seat = (m_seat + 1) % 4
    d8["hands"][low_seat] = [c.lower() for c in d8["hands"][low_seat]]
    out["08-ottocento-dealer-17-fool-alias"] = envelope(
        "tarocchini-ottocento", ["Anna", "Bruno", "Carla", "Dario"], [d8]
    )
    info["08"] = {"seed": s8, "matto_seat": m_seat, "lower_seat": low_seat}

    # 09: Danish Tarok at four: the sitter's [] hand; an unknown event type and an unknown field
    rng = random.Random(seed + 1000)
    deck = DK_DECK[:]
    rng.shuffle(deck)
    dealer = 0
    sitter = 2  # "gracz siedzący naprzeciwko Rozdającego nie bierze udziału"
    active = [1, 3, 0]  # from the dealer's right (next in order of play), skipping the sitter
    hands = [[], [], [], []]
    for j, s in enumerate(active):
        hands[s] = deck[j * 25 : (j + 1) * 25]
    hands[dealer] = hands[dealer] + deck[75:78]
    skat = [c for c in hands[dealer] if c != "JOKER" and dk_suit(c) in "HDSC" and c[:-1] not in ("K", "Q", "N", "J")][:3]
    ph = [h[:] for h in hands]
    for c in skat:
        ph[dealer].remove(c)
    events = [{"type": "discard", "seat": dealer, "cards": skat}]
    leader = 1
    trick = []
    for s in (1, 3, 0):
        h = ph[s]
        legal = [c for c in h if c != "JOKER"]
        if trick:
            led = dk_suit(trick[0][1])
            fol = [c for c in legal if dk_suit(c) == led]
            tr = [c for c in legal if dk_suit(c) == "T"]
            legal = fol or tr or legal
        c = sorted(legal, key=dk_str)[0]
        h.remove(c)
        trick.append((s, c))
        events.append({"type": "play", "seat": s, "card": c})
    events[2]["face_up"] = True  # planted: an unknown field on a play
    events.append({"type": "trick", "winner": None})  # planted: an unknown event type
    out["09-danish-four-sitter-unknown-event"] = envelope(
        "danish-tarok", ["Agnieszka", "Bartek", "Celina", "Dorota"], [
            {"dealer": dealer, "hands": hands, "events": events}
        ],
        start={"pools": {"pagat_pool": 60, "king_pool": 135}},
    )
    info["09"] = {"trick": trick, "skat": skat}

    # 10: Galician Tarok, SKIZ written FOOL, one card that is not in the 42-card deck
    rng = random.Random(seed + 1100)
    deck = GA_DECK[:]
    rng.shuffle(deck)
    dealer = 1
    talon = deck[:6]
    hands = [None] * 3
    for j, s in enumerate([2, 0, 1]):
        hands[s] = deck[6 + j * 12 : 6 + (j + 1) * 12]
    hands = [["FOOL" if c == "SKIZ" else c for c in h] for h in hands]
    talon = ["FOOL" if c == "SKIZ" else c for c in talon]
    # plant: 10S written 1S (a Danish card, not a Galician one)
    where = None
    for i, h in enumerate(hands):
        if "10S" in h:
            j = h.index("10S")
            h[j] = "1S"
            where = f"/deals/0/hands/{i}/{j}"
    if where is None:
        j = talon.index("10S")
        talon[j] = "1S"
        where = f"/deals/0/talon/{j}"
    events = [
        {"type": "bid", "seat": 2, "bid": "three"},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "bid", "seat": 1, "bid": "pass"},
    ]
    out["10-galician-fool-alias-unknown-card"] = envelope(
        "galician-tarok", ["Adam", "Bożena", "Czesław"],
        [{"dealer": dealer, "hands": hands, "talon": talon, "events": events}],
    )
    info["10"] = {"pointer": where, "fool": [(i, h.index("FOOL")) for i, h in enumerate(hands) if "FOOL" in h]}

    # 11: Ottocento with a seat out of range on a play
    d11, s11 = ottocento_deal(seed + 1200, dealer=0)
    k = next(i for i, e in enumerate(d11["events"]) if e["type"] == "play") + 5
    d11["events"][k]["seat"] = 4
    out["11-ottocento-seat-out-of-range"] = envelope(
        "tarocchini-ottocento", ["Anna", "Bruno", "Carla", "Dario"], [d11]
    )
    info["11"] = {"seed": s11, "event": k}

    # 12: Terziglio, preset nineteen with widow 6 (not an allowed value)
    d12 = terziglio_deal(seed + 1300, dealer=1, per_hand=19, widow=5)
    out["12-terziglio-bad-widow-value"] = envelope(
        "tarocchini-terziglio", ["Elena", "Franco", "Giulia"], [d12],
        rules={"preset": "nineteen", "widow": 6},
    )

    # 13: the format string of another version
    r13, s13 = rage_round(seed + 1400, 3, 0, 10)
    t13 = envelope("rage", P3, [rage_deal_dict(r13, 0, scores=r13.scores)])
    t13["format"] = "trick-transcript/2"
    out["13-format-version-2"] = t13
    info["13"] = {"seed": s13}

    # 14: Ulti payments to parties the game does not have / from a seat to itself
    d14, i14 = ulti_deal(seed + 1500, dealer=0)
    pays = ulti_payments(d14, i14, level=2)
    fb = i14["declarer"]
    pays[0]["to"] = "pool"  # planted: a Galician party in Ulti
    pays.append({"type": "payment", "from": fb, "to": fb, "amount": 1})  # planted: to itself
    d14["events"] += pays
    out["14-ulti-bad-parties"] = envelope("ulti", ["Anna", "Béla", "Csilla"], [d14])
    info["14"] = {"info": i14, "n_events": len(d14["events"])}

    # 15: a game name the format does not list
    rng = random.Random(seed + 1600)
    deck = GA_DECK[:]
    rng.shuffle(deck)
    t15 = envelope(
        "tarock", ["Adam", "Bożena", "Czesław"],
        [{"dealer": 0, "hands": [deck[6:18], deck[18:30], deck[30:42]], "talon": deck[:6],
          "events": [{"type": "bid", "seat": 1, "bid": "pass"}]}],
    )
    out["15-unknown-game-name"] = t15
    return out, info


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--info", action="store_true")
    a = ap.parse_args()
    out, info = build(a.seed)
    for name, t in out.items():
        (HERE / f"{name}.json").write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    if a.info:
        print(json.dumps(info, ensure_ascii=False, indent=1, default=str))


if __name__ == "__main__":
    main()
