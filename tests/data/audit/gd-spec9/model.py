"""gd-spec9 blind model of Galician Tarok (Szczepanski, sections 1-33), written from the
Polish source only.  Used by gen.py to build the round's transcripts.

Reading taken (see EXPECTED.md for the quotes):
- card points: pagat, mond, skiz 5; other tarocks 1; K5 Q4 N3 J2 pip 1 (s3, s7); every
  group of three cards counts its value minus 2 (s14); the player's discard is his own
  group, the unbought part of the talon goes to the helpers (solo: all the talon, s10).
- the player wins with more than 33 points (s18 'Jezeli gracz tylko 33 punkty zdobyl,
  wtedy gre przegral').
- value: three 3x+30, two 4x+40, one 5x+50, solo 6x+60 where x = |points - 33| (s18).
- purchase number k: which packet was bought (three=1st, bottom=2nd, top=3rd three; every
  rejected packet +1; solo k=1) - a lost game is paid k times (s10, s16, s18).
- contra on the game (s17): won -> x2 (recontra/supracontra do not raise a won game),
  lost -> value * k * level (2, 4, 8).
- premiums (trull 50/100, four kings 100/200, ultimo 50/100 player only, tarocks 50/100/150
  announced only, volat 300..600 x2 if announced) are paid between the player and every
  opponent (helpers and the king), never times k; a contra on an announced premium
  multiplies it by its level (2/4/8) both ways.
- pool: stake 10 each at foundation, 10 % of every seat's positive net of the deal,
  announced ultimo made takes the pool single (contra does not touch the pool), failed
  pays its content into it.
"""

import random

SUITS = "HDSC"
SUIT_CARDS = {s: ["K" + s, "Q" + s, "N" + s, "J" + s, ("1" if s in "HD" else "10") + s] for s in SUITS}
TAROCKS = ["T%d" % i for i in range(1, 22)] + ["SKIZ"]
DECK = [c for s in SUITS for c in SUIT_CARDS[s]] + TAROCKS
assert len(DECK) == 42
KINGS = ["KH", "KD", "KS", "KC"]
TRULL = ["SKIZ", "T21", "T1"]


def is_trump(c):
    return c == "SKIZ" or c.startswith("T")


def suit(c):
    return "T" if is_trump(c) else c[-1]


def value(c):
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if is_trump(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def tstrength(c):
    return 22 if c == "SKIZ" else int(c[1:])


def srank(c):
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def pile_points(cards):
    n = len(cards)
    return sum(value(c) for c in cards) - 2 * (n // 3) - (1 if n % 3 else 0)


def trick_winner(trick):
    """trick: list of (seat, card); returns seat."""
    trumps = [(s, c) for s, c in trick if is_trump(c)]
    if trumps:
        return max(trumps, key=lambda x: tstrength(x[1]))[0]
    led = suit(trick[0][1])
    same = [(s, c) for s, c in trick if suit(c) == led]
    return max(same, key=lambda x: srank(x[1]))[0]


def legal(hand, trick):
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    if led != "T":
        tr = [c for c in hand if is_trump(c)]
        if tr:
            return tr
    return list(hand)


class Table:
    def __init__(self, n, dealer, out=None):
        self.n = n
        self.dealer = dealer
        self.out = out
        if n == 3:
            self.king = None
            self.active = [(dealer + 1 + i) % 3 for i in range(3)]
        else:
            self.king = dealer
            order = [(dealer + 1 + i) % n for i in range(n)]
            self.active = [s for s in order if s not in (dealer, out)]
        assert len(self.active) == 3
        self.forehand = self.active[0]

    def after(self, seat):
        """active seats after seat in order of play."""
        i = self.active.index(seat)
        return [self.active[(i + j) % 3] for j in (1, 2)]


def deal_cards(rng, table, fixed=None, talon_fixed=None):
    """fixed: {seat: [cards]} partial hands; talon_fixed: list of (index, card)."""
    fixed = fixed or {}
    used = set(c for v in fixed.values() for c in v)
    if talon_fixed:
        used |= set(c for _, c in talon_fixed)
    rest = [c for c in DECK if c not in used]
    rng.shuffle(rest)
    talon = [None] * 6
    for i, c in talon_fixed or []:
        talon[i] = c
    hands = [[] for _ in range(table.n)]
    for s in table.active:
        hands[s] = list(fixed.get(s, []))
        while len(hands[s]) < 12:
            hands[s].append(rest.pop())
    for i in range(6):
        if talon[i] is None:
            talon[i] = rest.pop()
    assert not rest
    for s in table.active:
        rng.shuffle(hands[s])
    return hands, talon


PACKET_START = {"three": 1, "bottom": 2, "top": 3, "two": 1, "one": 1, "solo": 0}
PACKET_SIZE = {"three": 3, "bottom": 3, "top": 3, "two": 2, "one": 1, "solo": 0}
BASE = {"three": (3, 30), "bottom": (3, 30), "top": (3, 30), "two": (4, 40), "one": (5, 50), "solo": (6, 60)}
VOLAT = {"three": 300, "bottom": 300, "top": 300, "two": 400, "one": 500, "solo": 600}


def packet(talon, contract, k):
    size = PACKET_SIZE[contract]
    npk = 6 // size
    i = (k - 1) % npk
    return talon[i * size:(i + 1) * size]


def play_deal(rng, table, hands, player, ultimo_announced=False, policy=None, keep_pagat=None):
    """Random legal play. Returns list of (seat, card) plays and tricks."""
    hands = {s: list(hands[s]) for s in table.active}
    leader = table.forehand
    plays = []
    tricks = []
    for tno in range(12):
        trick = []
        order = [leader] + table.after(leader)
        for s in order:
            opts = legal(hands[s], trick)
            keep = (s == player and ultimo_announced) or (keep_pagat is not None and s == keep_pagat)
            if keep and tno < 11 and "T1" in hands[s] and len(opts) > 1:
                opts = [c for c in opts if c != "T1"]
            if policy:
                c = policy(s, hands[s], trick, opts, tno)
            else:
                c = rng.choice(opts)
            hands[s].remove(c)
            trick.append((s, c))
            plays.append((s, c))
        w = trick_winner(trick)
        tricks.append((w, trick))
        leader = w
    return plays, tricks


def choose_discard(hand_after_take, size, keep=()):
    """Lowest non-trump non-king cards; then low tarocks (never pagat/mond/skiz)."""
    suits_ = sorted([c for c in hand_after_take if not is_trump(c) and c not in KINGS and c not in keep],
                    key=lambda c: (value(c), c))
    trumps_ = sorted([c for c in hand_after_take if is_trump(c) and c not in TRULL and c not in keep],
                     key=tstrength)
    pool = suits_ + trumps_
    return pool[:size]


def settle(table, player, contract, k, pile_player, tricks, announced, doubles_eff, unbought,
           tarock_counts=None, no_premiums=False, consolation=False):
    """Returns dict: points, won, value, per-opponent signed amounts by reason (+: opp pays player).
    announced: {seat: [items]}; doubles_eff: {target: level} (valid doubles only)."""
    opps = [s for s in range(table.n) if s != player and s != table.out]
    pts = pile_points(pile_player)
    won = pts > 33
    m, a = BASE[contract]
    x = abs(pts - 33)
    v = x * m + a
    glevel = doubles_eff.get("game", 1)
    player_tricks = [c for w, t in tricks if w == player for _, c in t]
    helper_tricks = [c for w, t in tricks if w != player for _, c in t]
    volat = all(w == player for w, _ in tricks)
    pann = [it["kind"] if isinstance(it, dict) else it for it in announced.get(player, [])]
    hann = {s: [it for it in announced.get(s, [])] for s in table.active if s != player}
    reasons = []  # (reason, amount per opponent, +: to player)
    if consolation:
        # lost unconditionally although over 33: the addend as a lost game
        if won:
            game = -a * k * glevel
        else:
            game = -v * k * glevel
        reasons.append(("game", game))
        return dict(points=pts, won=False, value=v, reasons=reasons, opps=opps, volat=False)
    if volat:
        vv = VOLAT[contract] * (2 if "volat" in pann else 1)
        reasons.append(("volat", vv * doubles_eff.get("volat", 1)))
    else:
        if "volat" in pann:
            vv = VOLAT[contract] * 2
            reasons.append(("volat", -vv * doubles_eff.get("volat", 1)))
        if won:
            game = v * (2 if glevel >= 2 else 1)
        else:
            game = -v * k * glevel
        reasons.append(("game", game))
    if no_premiums:
        return dict(points=pts, won=won, value=v, reasons=reasons, opps=opps, volat=volat)
    # trull and four kings
    hann_kinds = set(it["kind"] for s in hann for it in hann[s])
    for prem, cards, silent, ann in (("trull", TRULL, 50, 100), ("four_kings", KINGS, 100, 200)):
        lvl = doubles_eff.get(prem, 1)
        if prem in pann:
            made = all(c in player_tricks for c in cards)
            reasons.append((prem, (ann if made else -ann) * lvl))
        elif prem in hann_kinds:
            made = all(c in helper_tricks for c in cards)
            reasons.append((prem, (-ann if made else ann) * lvl))
        else:
            if all(c in player_tricks for c in cards):
                reasons.append((prem, silent))
            elif all(c in helper_tricks for c in cards):
                reasons.append((prem, -silent))
    # ultimo (player only)
    last_w, last_t = tricks[-1]
    pagat_last = any(s == player and c == "T1" for s, c in last_t) and last_w == player
    lvl = doubles_eff.get("pagat_ultimo", 1)
    if "pagat_ultimo" in pann:
        reasons.append(("pagat_ultimo", (100 if pagat_last else -100) * lvl))
    elif pagat_last:
        reasons.append(("pagat_ultimo", 50))
    # tarocks
    tv = {10: 50, 11: 100, 12: 150}
    for it in announced.get(player, []):
        if isinstance(it, dict) and it["kind"] == "tarocks":
            reasons.append(("tarocks", tv[it["count"]]))
    for s in hann:
        for it in hann[s]:
            if it["kind"] == "tarocks":
                reasons.append(("tarocks", -tv[it["count"]]))
    return dict(points=pts, won=won, value=v, reasons=reasons, opps=opps, volat=volat,
                pagat_last=pagat_last)


def payments_for(table, player, res, pool_start, stake_seats, ultimo_announced, ultimo_made,
                 stake=10, pct=10):
    """Build payment list and nets.  Returns (payments, net dict incl 'pool')."""
    pays = []
    net = {s: 0 for s in range(table.n)}
    net["pool"] = 0
    content = pool_start
    for s in stake_seats:
        pays.append((s, "pool", stake, "pool_stake"))
        net[s] -= stake
        net["pool"] += stake
        content += stake
    gnet = {s: 0 for s in range(table.n)}
    for reason, amt in res["reasons"]:
        if amt == 0:
            continue
        for o in res["opps"]:
            if amt > 0:
                pays.append((o, player, amt, reason))
            else:
                pays.append((player, o, -amt, reason))
            gnet[player] += amt
            gnet[o] -= amt
    for s in gnet:
        net[s] += gnet[s]
    if ultimo_announced:
        if ultimo_made:
            pays.append(("pool", player, content, "pool_ultimo"))
            net[player] += content
            net["pool"] -= content
        else:
            pays.append((player, "pool", content, "pool_ultimo"))
            net[player] -= content
            net["pool"] += content
    for s in range(table.n):
        if gnet[s] > 0 and pct:
            sh = round(gnet[s] * pct / 100, 6)
            pays.append((s, "pool", sh, "pool_share"))
            net[s] = round(net[s] - sh, 6)
            net["pool"] = round(net["pool"] + sh, 6)
    return pays, net, gnet
