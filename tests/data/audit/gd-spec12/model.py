"""gd-spec12 blind model of Galician Tarok (Szczepanski, source 002) -- the money.

Written from the Polish text alone.  Readings (see EXPECTED.md for the quotes):
- card points: every card its value (§3, §7), 2 off for every three cards (§14); the player counts
  his tricks and his discard, the helpers their tricks and the talon cards the player did not buy
  (§10: at solo "caly talon liczy sie na korzysc pomagajacych"); 66 in all, 33 loses (§18).
- game: won  -> ((pts-33)*m + a) from each opponent, x2 if the helpers said contra (any level);
        lost -> ((33-pts)*m + a) * purchases * contra level to each opponent (§16-§18).
- premiums of the player (trull 50/100, four kings 100/200, ultimo 50/100, tarocks 50/100/150):
  silent made: value; announced made: double value; announced failed: pays announced value.
  Contra on an announced premium: made -> x2 whatever the level; failed -> x level (§17 applied
  to the premium as to the game: recontra/supracontra raise only what the player pays).
- pool: stake 10 each at a fresh pool and in the deal after an ultimo took it; pass fee 5 each
  at an all-pass; announced ultimo made takes the pool as it stood before the deal's shares,
  failed pays that amount into it; contra does not touch the pool (§27 "Zwykle contra sie do
  zydka nie odnosi").
- share: 10 % of each amount a seat wins in the deal, item by item (game, each premium), never
  netted against what it pays for another item; the pool taken by an ultimo is not a win.
"""

from __future__ import annotations

import json
import random
from fractions import Fraction as F

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
SUIT_RANKS = ["K", "Q", "N", "J"]  # then the pip
DECK = [r + s for s in SUITS for r in SUIT_RANKS] + [PIP[s] for s in SUITS] + [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
assert len(DECK) == 42
KINGS = ["KH", "KD", "KS", "KC"]
TRULL = ["SKIZ", "T21", "T1"]
MULT = {"three": (3, 30), "two": (4, 40), "one": (5, 50), "solo": (6, 60)}


def is_tarock(c):
    return c == "SKIZ" or c.startswith("T")


def suit(c):
    return "T" if is_tarock(c) else c[-1]


def value(c):
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if is_tarock(c):
        return 1
    r = c[:-1]
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(r, 1)


def rank(c):
    if c == "SKIZ":
        return 22
    if is_tarock(c):
        return int(c[1:])
    r = c[:-1]
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(r, 1)


def points(cards):
    assert len(cards) % 3 == 0, cards
    return sum(value(c) for c in cards) - 2 * (len(cards) // 3)


assert points(DECK) == 66


def trick_winner(trick):
    """trick: list of (seat, card); returns seat"""
    tar = [(rank(c), s) for s, c in trick if is_tarock(c)]
    if tar:
        return max(tar)[1]
    led = suit(trick[0][1])
    return max((rank(c), s) for s, c in trick if suit(c) == led)[1]


def legal(hand, trick, keep_pagat=False, last=False):
    if not trick:
        opts = list(hand)
    else:
        led = suit(trick[0][1])
        same = [c for c in hand if suit(c) == led]
        if same:
            opts = same
        else:
            tar = [c for c in hand if is_tarock(c)]
            opts = tar if tar else list(hand)
    if keep_pagat and not last and "T1" in opts and len(opts) > 1:
        opts = [c for c in opts if c != "T1"]
    return opts


class Deal:
    """One deal specification and its simulation."""

    def __init__(self, n_players, dealer, kind="game", bidder_pos=0, contract="three", rejects=0,
                 announce=(), helper_announce=None, doubles=(), player_cards=(), packet_cards=None,
                 packet_no_tarock=False, keep_pagat=None, check=None, discard=None,
                 avoid=()):
        self.n = n_players
        self.dealer = dealer
        self.kind = kind  # game | allpass
        self.bidder_pos = bidder_pos
        self.contract = contract
        self.rejects = rejects
        self.announce = list(announce)
        self.doubles = list(doubles)  # (who: 'h1'|'h2'|'p', target, level)
        self.player_cards = list(player_cards)
        self.packet_cards = packet_cards
        self.packet_no_tarock = packet_no_tarock
        self.keep_pagat = keep_pagat
        self.check = check
        self.discard_rule = discard
        self.avoid = list(avoid)  # cards the player must not be dealt

    def active(self):
        if self.n == 3:
            return [(self.dealer + 1 + i) % 3 for i in range(3)]
        return [(self.dealer + 1 + i) % 4 for i in range(3)]

    def king(self):
        return self.dealer if self.n == 4 else None


def packet_slice(contract, k):
    if contract == "three":
        j = k % 2
        return slice(3 * j, 3 * j + 3)
    if contract == "two":
        j = k % 3
        return slice(2 * j, 2 * j + 2)
    if contract == "one":
        j = k % 6
        return slice(j, j + 1)
    return slice(0, 0)


def simulate(spec: Deal, rng: random.Random):
    act = spec.active()
    player = act[spec.bidder_pos] if spec.kind == "game" else None
    deck = list(DECK)
    rng.shuffle(deck)
    hands = {s: [] for s in range(spec.n)}
    talon = []
    if spec.kind == "game":
        sl = packet_slice(spec.contract, spec.rejects)
        size = sl.stop - sl.start
        # the packet the player takes
        pk = list(spec.packet_cards or [])
        rest = [c for c in deck if c not in pk and c not in spec.player_cards]
        if spec.packet_no_tarock:
            cand = [c for c in rest if not is_tarock(c)]
        else:
            cand = list(rest)
        while len(pk) < size:
            c = rng.choice(cand)
            cand.remove(c)
            rest.remove(c)
            pk.append(c)
        # the rest of the talon (never player's forced cards)
        others_t = []
        pool = [c for c in rest if c not in spec.avoid]
        rng.shuffle(rest)
        for c in rest:
            if len(others_t) == 6 - size:
                break
            others_t.append(c)
        rest = [c for c in rest if c not in others_t]
        talon = [None] * 6
        idx = list(range(sl.start, sl.stop))
        for i, c in zip(idx, pk):
            talon[i] = c
        it = iter(others_t)
        for i in range(6):
            if talon[i] is None:
                talon[i] = next(it)
        # player's hand
        ph = list(spec.player_cards)
        cand = [c for c in rest if c not in spec.avoid]
        rng.shuffle(cand)
        for c in cand:
            if len(ph) == 12:
                break
            ph.append(c)
        rest = [c for c in rest if c not in ph]
        hands[player] = ph
        rng.shuffle(rest)
        others = [s for s in act if s != player]
        hands[others[0]] = rest[:12]
        hands[others[1]] = rest[12:24]
        assert len(rest) == 24
    else:
        talon = deck[:6]
        for i, s in enumerate(act):
            hands[s] = deck[6 + 12 * i: 18 + 12 * i]
    return play_out(spec, hands, talon, rng, player)


def play_out(spec, hands, talon, rng, player):
    act = spec.active()
    ev = []
    res = {"hands": {s: list(h) for s, h in hands.items()}, "talon": list(talon), "player": player}
    if spec.kind == "allpass":
        for s in act:
            ev.append({"type": "bid", "seat": s, "bid": "pass"})
        res["events"] = ev
        return res
    # auction
    for i, s in enumerate(act):
        if i < spec.bidder_pos:
            ev.append({"type": "bid", "seat": s, "bid": "pass"})
        elif i == spec.bidder_pos:
            ev.append({"type": "bid", "seat": s, "bid": spec.contract})
        else:
            ev.append({"type": "bid", "seat": s, "bid": "pass"})
    cur = {s: list(h) for s, h in hands.items()}
    if spec.contract != "solo":
        for _ in range(spec.rejects):
            ev.append({"type": "call", "seat": player, "call": "reject"})
        sl = packet_slice(spec.contract, spec.rejects)
        taken = talon[sl]
        ev.append({"type": "take", "seat": player, "cards": list(taken)})
        cur[player] += taken
        # discard: lowest non-king, non-tarock suit cards (random among them)
        cand = [c for c in cur[player] if not is_tarock(c) and c[0] != "K"]
        if spec.discard_rule:
            disc = spec.discard_rule(cur[player], rng)
        else:
            rng.shuffle(cand)
            cand.sort(key=lambda c: value(c))
            # prefer to void a suit sometimes
            disc = cand[: len(taken)]
        assert len(disc) == len(taken) and not any(c in KINGS for c in disc)
        for c in disc:
            cur[player].remove(c)
        ev.append({"type": "discard", "seat": player, "cards": list(disc)})
        unbought = [c for i, c in enumerate(talon) if i not in range(sl.start, sl.stop)]
    else:
        disc = []
        unbought = list(talon)
    res["discard"] = list(disc)
    res["unbought"] = unbought
    res["hand_after"] = list(cur[player])
    # announcements: player first, then the others in order
    order = act[act.index(player):] + act[: act.index(player)]
    ev.append({"type": "announce", "seat": player, "items": [dict(a) for a in spec.announce]})
    for s in order[1:]:
        ev.append({"type": "announce", "seat": s, "items": []})
    helpers = order[1:]
    res["helpers"] = helpers
    for who, target, level in spec.doubles:
        seat = player if who == "p" else helpers[0 if who == "h1" else 1]
        ev.append({"type": "double", "seat": seat, "target": target, "level": level})
    announced = {a["kind"] for a in spec.announce}
    keep = spec.keep_pagat if spec.keep_pagat is not None else ("pagat_ultimo" in announced)
    # play
    leader = act[0]
    tricks = []
    for t in range(12):
        trick = []
        s = leader
        for k in range(3):
            h = cur[s]
            opts = legal(h, trick, keep_pagat=(keep and s == player), last=(t == 11))
            c = rng.choice(opts)
            h.remove(c)
            trick.append((s, c))
            ev.append({"type": "play", "seat": s, "card": c})
            s = act[(act.index(s) + 1) % 3]
        w = trick_winner(trick)
        tricks.append((trick, w))
        leader = w
    res["events"] = ev
    res["tricks"] = tricks
    return res


def outcome(spec, res):
    """compute points, premiums etc."""
    player = res["player"]
    tricks = res["tricks"]
    pcards = list(res["discard"])
    hcards = list(res["unbought"])
    ptricks = 0
    for trick, w in tricks:
        cs = [c for _, c in trick]
        if w == player:
            pcards += cs
            ptricks += 1
        else:
            hcards += cs
    ptrick_cards = [c for trick, w in tricks if w == player for _, c in trick]
    htrick_cards = [c for trick, w in tricks if w != player for _, c in trick]
    o = {}
    o["pts"] = points(pcards)
    o["hpts"] = points(hcards)
    assert o["pts"] + o["hpts"] == 66
    o["ptricks"] = ptricks
    o["trull_p"] = all(c in ptrick_cards for c in TRULL)
    o["trull_h"] = all(c in htrick_cards for c in TRULL)
    o["kings_p"] = all(c in ptrick_cards for c in KINGS)
    o["kings_h"] = all(c in htrick_cards for c in KINGS)
    last, lw = tricks[-1]
    o["pagat_last_player"] = any(s == player and c == "T1" for s, c in last)
    o["ultimo_p"] = o["pagat_last_player"] and lw == player
    # pagat played by player before the last trick?
    o["pagat_early"] = any(s == player and c == "T1" for tr, _ in tricks[:-1] for s, c in tr)
    o["volat"] = ptricks in (0, 12)
    o["ptar"] = sum(1 for c in res["hand_after"] if is_tarock(c))
    return o


def settle(spec, res, o, pool_before, stake_due):
    """returns list of payment dicts (from,to,amount,reason) with Fractions, and new pool"""
    pays = []
    act = spec.active()
    seats_in = list(range(spec.n))  # all take part in the pool (the king too)
    if stake_due:
        for s in seats_in:
            pays.append((s, "pool", F(10), "pool_stake"))
    if spec.kind == "allpass":
        for s in act:
            pays.append((s, "pool", F(5), "pool_pass"))
        pool_after = pool_before + sum(p[2] for p in pays)
        return pays, pool_after, []
    player = res["player"]
    opp = [s for s in range(spec.n) if s != player and (res["hands"][s] or s == spec.king())]
    opp = [s for s in range(spec.n) if s != player]
    m, a = MULT[spec.contract]
    P = spec.rejects + 1 if spec.contract != "solo" else 1
    game_levels = [lv for _, t, lv in spec.doubles if t == "game"]
    glevel = max(game_levels) if game_levels else 1
    items = []  # (reason, dir, amount per opponent)
    pts = o["pts"]
    if pts > 33:
        v = (pts - 33) * m + a
        if glevel > 1:
            v *= 2
        items.append(("game", +1, F(v)))
    else:
        v = ((33 - pts) * m + a) * P * glevel
        items.append(("game", -1, F(v)))
    announced = {a_["kind"]: a_ for a_ in spec.announce}

    def plevel(target):
        lv = [l for _, t, l in spec.doubles if t == target]
        return max(lv) if lv else 1

    # trull
    for kind, made, base in (("trull", o["trull_p"], 50), ("four_kings", o["kings_p"], 100)):
        if kind in announced:
            lv = plevel(kind)
            if made:
                items.append((kind, +1, F(2 * base * (2 if lv > 1 else 1))))
            else:
                items.append((kind, -1, F(2 * base * lv)))
        elif made:
            items.append((kind, +1, F(base)))
    ult_ann = "pagat_ultimo" in announced
    if ult_ann:
        lv = plevel("pagat_ultimo")
        if o["ultimo_p"]:
            items.append(("pagat_ultimo", +1, F(100 * (2 if lv > 1 else 1))))
        else:
            items.append(("pagat_ultimo", -1, F(100 * lv)))
    elif o["ultimo_p"]:
        items.append(("pagat_ultimo", +1, F(50)))
    if "tarocks" in announced:
        cnt = announced["tarocks"]["count"]
        assert cnt == o["ptar"], (cnt, o["ptar"])
        items.append(("tarocks", +1, F({10: 50, 11: 100, 12: 150}[cnt])))
    wins = {s: F(0) for s in range(spec.n)}
    for reason, d, amt in items:
        for s in opp:
            if d > 0:
                pays.append((s, player, amt, reason))
                wins[player] += amt
            else:
                pays.append((player, s, amt, reason))
                wins[s] += amt
    pool_now = pool_before + sum(p[2] for p in pays if p[1] == "pool")
    if ult_ann:
        if o["ultimo_p"]:
            pays.append(("pool", player, pool_now, "pool_ultimo"))
        else:
            pays.append((player, "pool", pool_now, "pool_ultimo"))
    for s in range(spec.n):
        if wins[s]:
            pays.append((s, "pool", wins[s] / 10, "pool_share"))
    pool_after = pool_before
    for fr, to, amt, _ in pays:
        if to == "pool":
            pool_after += amt
        if fr == "pool":
            pool_after -= amt
    return pays, pool_after, items


def num(x):
    x = F(x)
    if x.denominator == 1:
        return int(x)
    return round(float(x), 6)


def net_of(pays, n):
    net = {s: F(0) for s in range(n)}
    net["pool"] = F(0)
    for fr, to, amt, _ in pays:
        net[fr] -= amt
        net[to] += amt
    return net
