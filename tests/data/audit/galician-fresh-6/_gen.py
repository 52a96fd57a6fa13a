"""Blind transcripts for the galician-fresh-6 audit round (Galician Tarok, Szczepański §1-§33).

Seedable generator, no import of the validator. Each scenario searches seeds from a base seed
for a deal whose natural play gives the wanted outcome, then writes the transcript as a careful
scorer would: the auction, the purchase (rejections, take, laying away), the announcements, the
contra chain, every card, and the payments the scorer worked out from §18's formula.

Run: python _gen.py [--seed N]  (writes NN-*.json next to this file and prints a summary).
"""

import argparse
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
PLAYERS = ["Andrzej", "Bronisława", "Cyprian"]

SUITS = "HDSC"
RANKS = ["K", "Q", "N", "J"]
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
TAROCKS = [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
DECK = [r + s for s in SUITS for r in RANKS] + list(PIP.values())
DECK = [c for s in SUITS for c in [r + s for r in RANKS] + [PIP[s]]] + TAROCKS
KINGS = ["KH", "KD", "KS", "KC"]
TRULL = ["SKIZ", "T21", "T1"]
MULT = {"three": 3, "two": 4, "one": 5, "solo": 6}  # §18: x3 +30, x4 +40, x5 +50, x6 +60


def is_tarock(c):
    return c == "SKIZ" or c.startswith("T")


def suit_of(c):
    return "T" if is_tarock(c) else c[-1]


def value(c):  # §3, §7
    if c in TRULL:
        return 5
    if is_tarock(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def rank(c):  # §2, §4
    if c == "SKIZ":
        return 100
    if is_tarock(c):
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def count_threes(cards):
    """§14: in threes, each three counts its cards' values less 2."""
    assert len(cards) % 3 == 0, cards
    return sum(value(c) for c in cards) - 2 * (len(cards) // 3)


def legal(hand, trick, ultimo_guard, last_trick):
    """§5 (and §6 for the player who announced ultimo)."""
    if not trick:
        opts = list(hand)
    else:
        led = suit_of(trick[0][1])
        same = [c for c in hand if suit_of(c) == led]
        if same:
            opts = same
        elif led != "T" and any(is_tarock(c) for c in hand):
            opts = [c for c in hand if is_tarock(c)]
        else:
            opts = list(hand)
    if ultimo_guard and not last_trick and "T1" in opts and len(opts) > 1:
        opts = [c for c in opts if c != "T1"]
    return opts


def winner(trick):
    led = suit_of(trick[0][1])
    best = trick[0]
    for s, c in trick[1:]:
        b = best[1]
        if is_tarock(c):
            if not is_tarock(b) or rank(c) > rank(b):
                best = (s, c)
        elif not is_tarock(b) and suit_of(c) == led and rank(c) > rank(b):
            best = (s, c)
    return best[0]


def deal_cards(rng, want=None):
    """hands (12 each) and talon (6, top first); want: {seat: [cards that seat must hold]}."""
    want = want or {}
    deck = list(DECK)
    rng.shuffle(deck)
    hands = [[], [], []]
    for s, cs in want.items():
        for c in cs:
            deck.remove(c)
            hands[s].append(c)
    for s in range(3):
        while len(hands[s]) < 12:
            hands[s].append(deck.pop())
        rng.shuffle(hands[s])
    talon = deck[:6]
    assert len(deck) == 6
    return hands, talon


def play_out(hands, dealer, player, ultimo, rng, hook=None):
    """Play 12 tricks from the hands (after the purchase). Forehand leads (§11 'Ręka wydaje
    pierwszą kartę'). hook(seat, hand, trick, opts, trick_no) may return a card (a fault)."""
    hands = [list(h) for h in hands]
    leader = (dealer + 1) % 3
    plays, tricks, faults = [], [], []
    for t in range(12):
        trick = []
        for k in range(3):
            s = (leader + k) % 3
            opts = legal(hands[s], trick, ultimo and s == player, t == 11)
            card = None
            if hook:
                card = hook(s, hands[s], trick, opts, t)
                if card is not None:
                    faults.append((len(plays), s, card))
            if card is None:
                card = rng.choice(opts)
            hands[s].remove(card)
            trick.append((s, card))
            plays.append({"type": "play", "seat": s, "card": card})
        w = winner(trick)
        tricks.append((w, [c for _, c in trick]))
        leader = w
    return plays, tricks, faults


def side_of(seat, player):
    return "P" if seat == player else "H"


def outcome(tricks, player, discard, talon_rest):
    pile_p = list(discard)
    pile_h = list(talon_rest)
    won_p = won_h = 0
    for w, cs in tricks:
        if w == player:
            pile_p += cs
            won_p += 1
        else:
            pile_h += cs
            won_h += 1
    pp, ph = count_threes(pile_p), count_threes(pile_h)
    assert pp + ph == 66, (pp, ph)
    tricks_p = [c for w, cs in tricks if w == player for c in cs]
    tricks_h = [c for w, cs in tricks if w != player for c in cs]
    info = {
        "points": pp,
        "helpers_points": ph,
        "tricks": won_p,
        "trull_p": all(c in tricks_p for c in TRULL),
        "trull_h": all(c in tricks_h for c in TRULL),
        "kings_p": all(c in tricks_p for c in KINGS),
        "kings_h": all(c in tricks_h for c in KINGS),
        "volat": won_p in (0, 12),
    }
    return info


def last_trick_pagat(plays, tricks, player):
    last_plays = plays[-3:]
    w = tricks[-1][0]
    return w == player and any(p["seat"] == player and p["card"] == "T1" for p in last_plays)


def no_silent_premiums(info, plays, tricks, player):
    return not (
        info["trull_p"]
        or info["trull_h"]
        or info["kings_p"]
        or info["kings_h"]
        or info["volat"]
        or last_trick_pagat(plays, tricks, player)
    )


def game_value(contract, points, purchase=1, contra=1, won=None):
    m = MULT[contract]
    if won is None:
        won = points > 33
    if won:
        return m * (points - 33) + 10 * m, True
    return (m * (33 - points) + 10 * m) * purchase * contra, False


def pay(frm, to, amount, reason):
    return {"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason}


def game_payments(player, amount, won):
    hs = [s for s in range(3) if s != player]
    if won:
        return [pay(h, player, amount, "game") for h in hs]
    return [pay(player, h, amount, "game") for h in hs]


def transcript(deals, rules=None, start=None, meta=None):
    t = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "rules": rules or {"preset": "standard", "pool": False},
        "players": PLAYERS,
    }
    if start:
        t["start"] = start
    t["meta"] = meta or {}
    t["deals"] = deals
    return t


def low_suit_discards(hand, n, avoid=()):
    cands = [c for c in hand if not is_tarock(c) and c not in KINGS and c not in avoid]
    cands.sort(key=lambda c: (value(c), c))
    return cands[:n]


def ann(seat, items=None):
    return {"type": "announce", "seat": seat, "items": items or []}


def bid(seat, b):
    return {"type": "bid", "seat": seat, "bid": b}


# ---------------------------------------------------------------- scenarios
# Each returns (deal dict, note dict) or None when this seed does not give the wanted outcome.


def three_game(
    rng,
    *,
    dealer,
    player,
    auction,
    packet_index,
    rejects=0,
    want=None,
    cond=None,
    announce=None,
    doubles=(),
    discard_fn=None,
    hook=None,
    ultimo=False,
    purchase=1,
):
    hands, talon = deal_cards(rng, want)
    hand = list(hands[player])
    packet = talon[packet_index * 3 : packet_index * 3 + 3]
    rest = [c for c in talon if c not in packet]
    hand += packet
    discard = discard_fn(hand) if discard_fn else low_suit_discards(hand, 3)
    if discard is None or len(discard) != 3:
        return None
    for c in discard:
        hand.remove(c)
    after = [list(h) for h in hands]
    after[player] = hand
    plays, tricks, faults = play_out(after, dealer, player, ultimo, rng, hook)
    info = outcome(tricks, player, discard, rest)
    ctx = dict(
        hands=hands,
        talon=talon,
        hand=hand,
        packet=packet,
        discard=discard,
        plays=plays,
        tricks=tricks,
        faults=faults,
        info=info,
        rest=rest,
    )
    if cond and not cond(ctx):
        return None
    events = list(auction)
    for _ in range(rejects):
        events.append({"type": "call", "seat": player, "call": "reject"})
    events.append({"type": "take", "seat": player, "cards": packet})
    d = {"type": "discard", "seat": player, "cards": discard}
    events.append(d)
    events.append(ann(player, announce))
    for k in (1, 2):
        events.append(ann((player + k) % 3))
    events += list(doubles)
    first_play = len(events)
    events += plays
    ctx["first_play"] = first_play
    ctx["events"] = events
    ctx["discard_event"] = d
    return ctx


def search(fn, seed, limit=200000):
    for k in range(limit):
        rng = random.Random(seed * 1000003 + k)
        r = fn(rng)
        if r is not None:
            r["seed_used"] = seed * 1000003 + k
            return r
    raise SystemExit(f"no deal found for {fn.__name__}")


def ok_plain(ctx, player):
    return no_silent_premiums(ctx["info"], ctx["plays"], ctx["tricks"], player)


def build(seed):
    out = {}

    # 01 clean base: forehand passes, middle hand plays a three, wins, forehand leads.
    def s01(rng):
        return three_game(
            rng,
            dealer=0,
            player=2,
            auction=[bid(1, "pass"), bid(2, "three"), bid(0, "pass")],
            packet_index=0,
            cond=lambda c: ok_plain(c, 2) and 38 <= c["info"]["points"] <= 50,
        )

    c = search(s01, seed + 1)
    v, won = game_value("three", c["info"]["points"])
    c["events"] += game_payments(2, v, won)
    out["01-clean-three-won"] = (c, dict(dealer=0))

    # 02 clean: three / spód / (pass) / sam / pass: forehand keeps the second three (cards 4-6),
    # loses, pays twice (§10 'podwójnie', §16 'tyle razy, ile razy kupił').
    def s02(rng):
        return three_game(
            rng,
            dealer=0,
            player=1,
            auction=[bid(1, "three"), bid(2, "bottom"), bid(0, "pass"), bid(1, "hold"), bid(2, "pass")],
            packet_index=1,
            cond=lambda c: ok_plain(c, 1) and 20 <= c["info"]["points"] <= 30,
        )

    c = search(s02, seed + 2)
    v, won = game_value("three", c["info"]["points"], purchase=2)
    c["events"] += game_payments(1, v, won)
    out["02-clean-bottom-held-lost-double"] = (c, dict(dealer=0))

    # 03 fault: a later seat repeats the standing bid (spód after spód) instead of bidding higher;
    # the table goes on as if it had not been said.
    def s03(rng):
        return three_game(
            rng,
            dealer=0,
            player=1,
            auction=[
                bid(1, "three"),
                bid(2, "bottom"),
                bid(0, "bottom"),
                bid(1, "hold"),
                bid(2, "pass"),
                bid(0, "pass"),
            ],
            packet_index=1,
            cond=lambda c: ok_plain(c, 1) and 38 <= c["info"]["points"] <= 48,
        )

    c = search(s03, seed + 3)
    v, won = game_value("three", c["info"]["points"], purchase=2)
    c["events"] += game_payments(1, v, won)
    out["03-fault-equal-bid-by-later-seat"] = (c, dict(dealer=0, fault=(2, "illegal_bid")))

    # 04 clean: §28: forehand 'tape' (no pagat), middle 'three', rear 'pass_volat' (no pagat),
    # forehand overbids with solo; solo: no purchase, the whole talon to the helpers (§10).
    def solo_game(rng, *, pagat_at_rear):
        dealer, player = 0, 1
        want = {1: ["SKIZ", "T21", "T20", "T19", "T18", "T17", "KH", "KD"]}
        if pagat_at_rear:
            want[0] = ["T1"]
        else:
            want[2] = ["T1"]
        hands, talon = deal_cards(rng, want)
        if "T1" in hands[1] or "T1" in talon:
            return None
        plays, tricks, faults = play_out(hands, dealer, player, False, rng)
        info = outcome(tricks, player, [], talon)
        if not no_silent_premiums(info, plays, tricks, player):
            return None
        if not (40 <= info["points"] <= 52):
            return None
        events = [bid(1, "tape"), bid(2, "three"), bid(0, "pass_volat"), bid(1, "solo"), bid(2, "pass")]
        events += [ann(1), ann(2), ann(0)]
        first = len(events)
        events += plays
        v, won = game_value("solo", info["points"])
        events += game_payments(1, v, won)
        return dict(hands=hands, talon=talon, events=events, info=info, first_play=first)

    c = search(lambda r: solo_game(r, pagat_at_rear=False), seed + 4)
    out["04-clean-tape-passvolat-solo"] = (c, dict(dealer=0))

    # 05 fault: the same auction, but the rear hand says 'pass volat' holding the pagat (§28).
    c = search(lambda r: solo_game(r, pagat_at_rear=True), seed + 5)
    out["05-fault-passvolat-with-pagat"] = (c, dict(dealer=0, fault=(2, "illegal_bid")))

    # 06 clean: three, the first three rejected, the second taken (§10 'może obejrzeć czwartą');
    # the game lost counts twice.
    def s06(rng):
        return three_game(
            rng,
            dealer=1,
            player=0,
            auction=[bid(2, "pass"), bid(0, "three"), bid(1, "pass")],
            packet_index=1,
            rejects=1,
            cond=lambda c: ok_plain(c, 0) and 22 <= c["info"]["points"] <= 31,
        )

    c = search(s06, seed + 6)
    v, won = game_value("three", c["info"]["points"], purchase=2)
    c["events"] += game_payments(0, v, won)
    out["06-clean-reject-first-three-lost"] = (c, dict(dealer=1))

    # 07 clean: the player makes exactly 33: lost (§18 'Jeżeli gracz tylko 33 punkty zdobył,
    # wtedy grę przegrał'): 0 x 3 + 30 = 30 to each helper.
    def s07(rng):
        return three_game(
            rng,
            dealer=2,
            player=0,
            auction=[bid(0, "three"), bid(1, "pass"), bid(2, "pass")],
            packet_index=0,
            cond=lambda c: ok_plain(c, 0) and c["info"]["points"] == 33,
        )

    c = search(s07, seed + 7)
    v, won = game_value("three", c["info"]["points"])
    assert (v, won) == (30, False)
    c["events"] += game_payments(0, v, won)
    out["07-clean-exactly-33-lost"] = (c, dict(dealer=2))

    # 08 fault: a king laid away (§13): the game lost whatever the points; the player made his
    # points, so he pays only the consolation (§12 'Zwykle gracz przy wygranej grze przegrywa
    # tylko konsolacją'): the addend 30, as a lost first three.
    def disc_king(hand):
        ks = [c for c in hand if c in KINGS]
        if not ks:
            return None
        rest = low_suit_discards(hand, 2)
        return rest + [ks[0]] if len(rest) == 2 else None

    def s08(rng):
        return three_game(
            rng,
            dealer=0,
            player=2,
            auction=[bid(1, "pass"), bid(2, "three"), bid(0, "pass")],
            packet_index=0,
            discard_fn=disc_king,
            cond=lambda c: ok_plain(c, 2) and 38 <= c["info"]["points"] <= 50,
        )

    c = search(s08, seed + 8)
    c["events"] += game_payments(2, 30, False)
    out["08-fault-king-laid-away"] = (c, dict(dealer=0, fault=("discard", "illegal_discard")))

    # 09 fault: a tarock laid away, not shown, and tarocks announced (§22): renonce, game lost;
    # announced tarocks not counted (standard renonce_premiums); consolation 30 to each.
    def disc_tarock(hand):
        ts = sorted([c for c in hand if is_tarock(c) and c not in TRULL], key=rank)
        rest = low_suit_discards(hand, 2)
        if not ts or len(rest) != 2:
            return None
        return rest + [ts[0]]

    def s09(rng):
        c = three_game(
            rng,
            dealer=1,
            player=0,
            auction=[bid(2, "pass"), bid(0, "three"), bid(1, "pass")],
            packet_index=0,
            discard_fn=disc_tarock,
            want={0: ["T20", "T18", "T16", "T14", "T12", "T10", "T8", "T6", "T4"]},
            cond=lambda c: ok_plain(c, 0) and 38 <= c["info"]["points"] <= 52,
        )
        if c is None:
            return None
        n = sum(1 for x in c["hand"] if is_tarock(x))
        if n not in (10, 11, 12):
            return None
        c["tarocks"] = n
        return c

    c = search(s09, seed + 9)
    # the announcement: replace the player's empty announce by the tarock count
    for e in c["events"]:
        if e["type"] == "announce" and e["seat"] == 0:
            e["items"] = [{"kind": "tarocks", "count": c["tarocks"]}]
            break
    c["events"] += game_payments(0, 30, False)
    out["09-fault-tarock-laid-away-unshown"] = (c, dict(dealer=1, fault=("announce0", "concealed_discard")))

    # 10 fault: a helper trumps a suit lead although holding that suit (§23); the player
    # won on points as well, so the payments are the ordinary ones.
    def hook10(helper):
        done = []

        def h(s, hand, trick, opts, t):
            if done or s != helper or not trick or t > 8:
                return None
            led = suit_of(trick[0][1])
            if led == "T":
                return None
            if any(suit_of(c) == led for c in hand) and any(is_tarock(c) and c != "T1" for c in hand):
                done.append(1)
                return max([c for c in hand if is_tarock(c) and c != "T1"], key=rank)
            return None

        return h

    def s10(rng):
        return three_game(
            rng,
            dealer=2,
            player=0,
            auction=[bid(0, "three"), bid(1, "pass"), bid(2, "pass")],
            packet_index=0,
            hook=hook10(2),
            cond=lambda c: ok_plain(c, 0) and len(c["faults"]) == 1 and 38 <= c["info"]["points"] <= 50,
        )

    c = search(s10, seed + 10)
    v, won = game_value("three", c["info"]["points"])
    c["events"] += game_payments(0, v, won)
    out["10-fault-helper-trumps-holding-suit"] = (c, dict(dealer=2, fault=("hook", "revoke")))

    # 11 fault: a helper void in the suit led throws another suit although holding a tarock
    # (§5 'Jeżeli się takiej farby nie ma, to bije się ją tarokiem').
    def hook11(helper):
        done = []

        def h(s, hand, trick, opts, t):
            if done or s != helper or not trick or t > 9:
                return None
            led = suit_of(trick[0][1])
            if led == "T" or any(suit_of(c) == led for c in hand):
                return None
            others = [c for c in hand if not is_tarock(c)]
            if others and any(is_tarock(c) for c in hand):
                done.append(1)
                return min(others, key=value)
            return None

        return h

    def s11(rng):
        return three_game(
            rng,
            dealer=0,
            player=2,
            auction=[bid(1, "pass"), bid(2, "three"), bid(0, "pass")],
            packet_index=0,
            hook=hook11(0),
            cond=lambda c: ok_plain(c, 2) and len(c["faults"]) == 1 and 38 <= c["info"]["points"] <= 50,
        )

    c = search(s11, seed + 11)
    v, won = game_value("three", c["info"]["points"])
    c["events"] += game_payments(2, v, won)
    out["11-fault-helper-fails-to-trump"] = (c, dict(dealer=0, fault=("hook", "revoke")))

    # 12 fault: ultimo announced, the player leads the pagat in the 6th trick while holding
    # other cards (§6 'Dobrowolnie wydać pagata przed ostatnią lewą ... nie wolno'): the ultimo
    # is lost (100 to each helper, §6/§27); the game itself is won on points.
    def hook12(player):
        done = []

        def h(s, hand, trick, opts, t):
            if done or s != player or trick or t != 5 or "T1" not in hand or len(hand) < 2:
                return None
            done.append(1)
            return "T1"

        return h

    def s12(rng):
        return three_game(
            rng,
            dealer=1,
            player=2,
            auction=[bid(2, "three"), bid(0, "pass"), bid(1, "pass")],
            packet_index=0,
            want={2: ["T1", "SKIZ", "T20", "T17", "T15", "T13", "T11"]},
            announce=[{"kind": "pagat_ultimo"}],
            ultimo=True,
            hook=hook12(2),
            cond=lambda c: ok_plain(c, 2) and len(c["faults"]) == 1 and 38 <= c["info"]["points"] <= 50,
        )

    c = search(s12, seed + 12)
    v, won = game_value("three", c["info"]["points"])
    c["events"] += game_payments(2, v, won)
    c["events"] += [pay(2, h, 100, "pagat_ultimo") for h in (0, 1)]
    out["12-fault-pagat-led-early-ultimo"] = (c, dict(dealer=1, fault=("hook", "pagat_released")))

    # 13 clean: ultimo announced; the pagat is driven out (a tarock led, the pagat the player's
    # only tarock): no fault, the ultimo lost (100 to each helper) and the pool's content (60)
    # paid into the pool (§27); the game lost too; 10% of each helper's win to the pool.
    def s13(rng):
        c = three_game(
            rng,
            dealer=0,
            player=1,
            auction=[bid(1, "three"), bid(2, "pass"), bid(0, "pass")],
            packet_index=0,
            want={1: ["T1", "T3", "KH", "KS"]},
            announce=[{"kind": "pagat_ultimo"}],
            ultimo=True,
            cond=lambda c: ok_plain(c, 1) and c["info"]["points"] <= 30,
        )
        if c is None:
            return None
        # the pagat must have left before the last trick, and only when it was the sole legal card
        plays = c["plays"]
        hand = list(c["hand"])
        ok = False
        trick = []
        for i, p in enumerate(plays):
            if i % 3 == 0:
                trick = []
            if p["seat"] == 1:
                if p["card"] == "T1":
                    opts = legal(hand, trick, False, i // 3 == 11)
                    ok = i // 3 < 11 and opts == ["T1"]
                hand.remove(p["card"])
            trick.append((p["seat"], p["card"]))
        return c if ok else None

    c = search(s13, seed + 13)
    v, won = game_value("three", c["info"]["points"])
    assert not won
    c["events"] += game_payments(1, v, won)
    c["events"] += [pay(1, h, 100, "pagat_ultimo") for h in (2, 0)]
    c["events"].append(pay(1, "pool", 60, "pool_ultimo"))
    share = round((v + 100) * 0.10, 2)
    c["events"] += [pay(h, "pool", share, "pool_share") for h in (2, 0)]
    out["13-clean-pagat-forced-out-pool"] = (
        c,
        dict(dealer=0, rules={"preset": "standard"}, start={"pools": {"pool": 60}}),
    )

    # 14 clean: contra by a helper, recontra by the player; the player wins: §17 the game
    # counts double when won, recontra acts only 'w razie, gdy gracz przegra'.
    def s14(rng):
        return three_game(
            rng,
            dealer=1,
            player=2,
            auction=[bid(2, "three"), bid(0, "pass"), bid(1, "pass")],
            packet_index=0,
            doubles=[
                {"type": "double", "seat": 0, "target": "game", "level": 2},
                {"type": "double", "seat": 2, "target": "game", "level": 4},
            ],
            cond=lambda c: ok_plain(c, 2) and 38 <= c["info"]["points"] <= 48,
        )

    c = search(s14, seed + 14)
    v, won = game_value("three", c["info"]["points"])
    assert won
    c["events"] += game_payments(2, 2 * v, won)
    out["14-clean-contra-recontra-won"] = (c, dict(dealer=1))

    # 15 clean: a session of two deals with the pool: deal 0 all pass (stakes 10 each, the
    # pass fee 5 each: pool 45); deal 1 ultimo announced and made, the pool taken, 10% of the
    # player's win to the new pool.
    def s15(rng):
        c = three_game(
            rng,
            dealer=1,
            player=0,
            auction=[bid(2, "pass"), bid(0, "three"), bid(1, "pass")],
            packet_index=0,
            want={0: ["T1", "T21", "T19", "T18", "T16", "T14", "T12", "T9"]},
            announce=[{"kind": "pagat_ultimo"}],
            ultimo=True,
            cond=lambda c: (
                not c["info"]["trull_p"]
                and not c["info"]["trull_h"]
                and not c["info"]["kings_p"]
                and not c["info"]["kings_h"]
                and not c["info"]["volat"]
                and last_trick_pagat(c["plays"], c["tricks"], 0)
                and 38 <= c["info"]["points"] <= 50
            ),
        )
        return c

    c = search(s15, seed + 15)
    rng0 = random.Random(seed * 7 + 15)
    h0, t0 = deal_cards(rng0)
    deal0 = {
        "dealer": 0,
        "hands": h0,
        "talon": t0,
        "events": [bid(1, "pass"), bid(2, "pass"), bid(0, "pass")]
        + [pay(s, "pool", 10, "pool_stake") for s in (0, 1, 2)]
        + [pay(s, "pool", 5, "pool_pass") for s in (0, 1, 2)],
    }
    v, won = game_value("three", c["info"]["points"])
    assert won
    c["events"] += game_payments(0, v, won)
    c["events"] += [pay(h, 0, 100, "pagat_ultimo") for h in (1, 2)]
    c["events"].append(pay("pool", 0, 45, "pool_ultimo"))
    c["events"].append(pay(0, "pool", round((2 * v + 200) * 0.10, 2), "pool_share"))
    c["deal0"] = deal0
    out["15-clean-pool-allpass-then-ultimo"] = (c, dict(dealer=1, rules={"preset": "standard"}))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=6)
    a = ap.parse_args()
    built = build(a.seed)
    for name, (c, opts) in built.items():
        deal = {"dealer": opts["dealer"], "hands": c["hands"], "talon": c["talon"], "events": c["events"]}
        deals = [deal]
        if "deal0" in c:
            deals = [c["deal0"], deal]
        t = transcript(
            deals,
            rules=opts.get("rules"),
            start=opts.get("start"),
            meta={
                "event": "Klub tarokowy, Kraków — audit galician-fresh-6",
                "generator": "_gen.py",
                "seed": c["seed_used"],
            },
        )
        with open(os.path.join(HERE, name + ".json"), "w", encoding="utf-8") as f:
            json.dump(t, f, ensure_ascii=False, indent=1)
            f.write("\n")
        info = c["info"]
        fault_ix = [(c["first_play"] + i, s, card) for i, s, card in c.get("faults", [])]
        ev = c["events"]
        marks = [
            (i, e["type"], e.get("seat"), e.get("bid") or e.get("cards") or e.get("items"))
            for i, e in enumerate(ev)
            if e["type"] in ("discard", "announce", "double", "call")
        ]
        print(name, "marks", marks)
        print(
            name,
            "points",
            info["points"],
            "tricks",
            info["tricks"],
            "first_play",
            c["first_play"],
            "faults",
            fault_ix,
            "n_events",
            len(c["events"]),
        )


if __name__ == "__main__":
    main()
