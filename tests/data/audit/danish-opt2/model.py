"""Blind model of Danish Tarok (Ultimo) as the Polish source gives it (seed 000), for the
option-focused audit round danish-opt2.  Written from the source alone.

Conventions (format spec): seats in order of play, next after i is (i+1) % n.
"""

from __future__ import annotations

import random
from collections import defaultdict

SUITS = "HDSC"
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
DECK = (
    [r + s for s in "HD" for r in RED_ORDER]
    + [r + s for s in "SC" for r in BLACK_ORDER]
    + [f"T{i}" for i in range(1, 22)]
    + ["JOKER"]
)
assert len(DECK) == 78 and len(set(DECK)) == 78

PIP_RANKS = [str(i) for i in range(1, 11)]


def suit(c: str) -> str:
    if c == "JOKER":
        return "J*"
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank(c: str) -> str:
    return c[:-1]


def is_king(c: str) -> bool:
    return c != "JOKER" and not c.startswith("T") and rank(c) == "K"


def is_pagat(c: str) -> bool:
    return c == "T1"


def is_pip(c: str) -> bool:
    return suit(c) in SUITS and rank(c) in PIP_RANKS


def honour(c: str) -> int:
    """§15 card points: Pagat, Mondo, Joker, kings 4; queens 3; knights 2; jacks 1."""
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c.startswith("T"):
        return 0
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(rank(c), 0)


def suit_strength(c: str) -> int:
    order = RED_ORDER if suit(c) in "HD" else BLACK_ORDER
    return len(order) - order.index(rank(c))  # K = 14 ... lowest = 1


def beats(c: str, led: str) -> int:
    """Strength of c in a trick led in suit `led` (T for trumps); -1 cannot win."""
    if c == "JOKER":
        return -1
    if suit(c) == "T":
        return 100 + int(c[1:])
    if suit(c) == led:
        return suit_strength(c)
    return -1


def trick_winner(trick: list[tuple[int, str]], led: str) -> int:
    best = max(trick, key=lambda sc: beats(sc[1], led))
    if beats(best[1], led) < 0:
        raise ValueError(f"no card can win {trick}")
    return best[0]


def legal_cards(hand: list[str], led: str | None, trick_no: int, last: int = 24) -> list[str]:
    plain = [c for c in hand if c != "JOKER"]
    if led is None:
        opts = plain[:]
    else:
        follow = [c for c in plain if suit(c) == led]
        if follow:
            opts = follow
        else:
            tr = [c for c in plain if suit(c) == "T"]
            opts = tr if tr else plain[:]
    if "JOKER" in hand and (trick_no != last - 1 or not plain):
        opts.append("JOKER")
    return opts


# ---------------------------------------------------------------- declarations (§14, §15)


def declarations(hand: list[str]) -> list[tuple[dict, int]]:
    items = []
    joker = "JOKER" in hand
    n_tr = sum(1 for c in hand if c.startswith("T")) + (1 if joker else 0)
    if n_tr >= 10:
        items.append(({"kind": "trumps", "count": n_tr, "pagat": "T1" in hand}, 10 + 5 * (n_tr - 10)))
    if joker and "T21" in hand and "T1" in hand:
        m = 3
        k = 20
        while f"T{k}" in hand:
            m += 1
            k -= 1
        items.append(({"kind": "matadors", "count": m}, 10 + 5 * (m - 3)))
    for s in SUITS:
        courts = [r for r in "KQNJ" if r + s in hand]
        if len(courts) == 4:
            if joker:
                items.append(({"kind": "cavalry", "suit": s, "form": "rich"}, 15))
            else:
                items.append(({"kind": "cavalry", "suit": s, "form": "full"}, 10))
        elif len(courts) == 3 and joker:
            miss = [r for r in "KQNJ" if r not in courts][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in SUITS if "K" + s in hand]
    if len(kings) == 4:
        items.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


# ---------------------------------------------------------------- the ledger


class Ledger:
    """Every payment of a session, with the pools' contents."""

    def __init__(self, n: int, pools: dict | None = None):
        self.n = n
        self.pools = {"pagat_pool": 0, "king_pool": 0}
        if pools:
            self.pools.update(pools)
        self.deal_net: dict = defaultdict(int)

    def pay(self, events: list, frm, to, amount: int, reason: str):
        assert amount > 0
        events.append({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})
        for p, sign in ((frm, -1), (to, +1)):
            self.deal_net[p] += sign * amount
            if isinstance(p, str):
                self.pools[p] += sign * amount
                assert self.pools[p] >= 0

    def new_deal(self):
        self.deal_net = defaultdict(int)


# ---------------------------------------------------------------- policy


def cheap_key(c: str):
    return (is_king(c), is_pagat(c), c == "T21", honour(c), beats(c, suit(c)) if c != "JOKER" else 0)


class DealPlay:
    """Plays one deal (25 tricks) among the active seats, default policy plus scenario hooks."""

    def __init__(self, n, dealer, hands, rng, active=None):
        self.n = n
        self.dealer = dealer
        self.active = active or [(dealer + k) % n for k in range(n)]
        self.hands = {s: list(h) for s, h in hands.items()}
        self.rng = rng

    def order_from(self, leader):
        # order of play among active seats, starting at leader
        seats = sorted(self.active, key=lambda s: (s - leader) % self.n)
        return seats


def default_choice(dp, seat, trick, led, trick_no, legal, opts):
    """opts: scenario flags: joker_at (trick from which the holder gets rid of the Joker as a follower),
    keep_joker (never play it voluntarily), no_pagat (keep the Pagat)."""
    hands = dp.hands
    others_after = dp.order_from(trick[0][0])[len(trick) + 1 :] if trick else dp.order_from(seat)[1:]
    plain_legal = [c for c in legal if c != "JOKER"]
    joker_ok = "JOKER" in legal
    if trick and joker_ok and not opts.get("keep_joker") and trick_no >= opts.get("joker_at", 99) and trick_no != 23:
        return "JOKER", None
    if not plain_legal:
        return "JOKER", opts.get("joker_name", "H")
    held = opts.get("hold")
    if held:
        keep = [c for c in plain_legal if c not in held]
        if keep:
            plain_legal = keep
    loose = opts.get("loose", 0.0)
    if loose and dp.rng.random() < loose:
        # an adventurous card: a king, the Pagat or a random legal card
        bold = [c for c in plain_legal if is_king(c) or is_pagat(c)]
        if bold and dp.rng.random() < 0.5:
            return dp.rng.choice(bold), None
        return dp.rng.choice(plain_legal), None
    if not trick:
        # lead: a safe king first
        for c in plain_legal:
            if is_king(c) and all(any(suit(x) == suit(c) for x in hands[o] if x != "JOKER") for o in others_after):
                return c, None
        suits = [s for s in SUITS if any(suit(c) == s for c in plain_legal)]
        if suits:
            s = max(suits, key=lambda s: (sum(1 for c in plain_legal if suit(c) == s), s))
            cand = [c for c in plain_legal if suit(c) == s and not is_king(c)]
            if cand:
                return min(cand, key=cheap_key), None
        return min(plain_legal, key=cheap_key), None
    # follow
    cur = trick_winner(trick, led) if any(beats(c, led) >= 0 for _, c in trick) else None
    cur_best = max(beats(c, led) for _, c in trick)
    for c in plain_legal:
        if is_king(c) and beats(c, led) > cur_best:
            # safe if nobody after can beat it with a legal card
            safe = True
            for o in others_after:
                lo = legal_cards(hands[o], led, trick_no)
                if any(beats(x, led) > beats(c, led) for x in lo):
                    safe = False
            if safe:
                return c, None
    return min(plain_legal, key=cheap_key), None


# ---------------------------------------------------------------- one deal


class DealResult:
    pass


class Hook:
    """Scenario hooks; the defaults do nothing."""

    def before_trick(self, t, events, dp):
        return None

    def choose(self, dp, seat, trick, led, t, legal):
        return None

    def after_play(self, t, pos, seat, card, events, dp):
        return None

    def after_trick(self, t, trick, w, events, dp):
        return None


def play_deal(*, n, dealer, hands, ledger: Ledger, events: list, rng, sitter=None, opts=None, hook=None):
    """Plays 25 tricks with the default policy and the scenario hook; records in-play payments.
    A hook returning "stop" from after_play / after_trick ends the record there."""
    opts = opts or {}
    hook = hook or Hook()
    active = [(dealer + k) % n for k in range(n) if (dealer + k) % n != sitter]
    dp = DealPlay(n, dealer, hands, rng, active)
    others = lambda s: [o for o in active if o != s]  # noqa: E731
    piles = {s: [] for s in active}
    tricks_won = {s: 0 for s in active}
    leader = dp.order_from((dealer + 1) % n)[0]
    res = DealResult()
    res.illegal = []
    res.plays = []
    res.stopped = False
    res.piles = piles
    res.tricks_won = tricks_won
    res.active = active
    res.dp = dp
    res.inplay_pay_tricks = []
    res.winners = []
    for t in range(25):
        hook.before_trick(t, events, dp)
        order = dp.order_from(leader)
        trick = []
        led = None
        for pos, s in enumerate(order):
            legal = legal_cards(dp.hands[s], led, t)
            named = None
            ch = hook.choose(dp, s, trick, led, t, legal)
            if ch is None:
                card, named = default_choice(dp, s, trick, led, t, legal, opts)
            else:
                card, named = (ch, None) if isinstance(ch, str) else ch
            assert card in dp.hands[s], (t, s, card, dp.hands[s])
            if card not in legal:
                res.illegal.append((t, s, card, len(events)))
            ev = {"type": "play", "seat": s, "card": card}
            if card == "JOKER" and not trick:
                ev["named"] = named
            events.append(ev)
            res.plays.append((t, s, card, len(events) - 1))
            dp.hands[s].remove(card)
            if not trick:
                led = named if card == "JOKER" else suit(card)
            trick.append((s, card))
            if hook.after_play(t, pos, s, card, events, dp) == "stop":
                res.stopped = True
                return res
        w = trick_winner(trick, led)
        res.winners.append(w)
        tricks_won[w] += 1
        for s, c in trick:
            if c == "JOKER" and t != 24:
                piles[s].append(c)
            else:
                piles[w].append(c)
        if t != 24:
            before = len(events)
            for s, c in trick:
                if is_king(c) and s != w:
                    for o in others(s):
                        ledger.pay(events, s, o, 5, "king_lost")
                    ledger.pay(events, s, "king_pool", 5, "king_lost")
                if is_pagat(c) and s != w:
                    for o in others(s):
                        ledger.pay(events, s, o, 5, "pagat_lost")
                    ledger.pay(events, s, "pagat_pool", 5, "pagat_lost")
                if is_pagat(c) and s == w:
                    for o in others(s):
                        ledger.pay(events, o, s, 5, "pagat_trick")
            if len(events) > before:
                res.inplay_pay_tricks.append(t)
        else:
            res.last_trick = (trick, w)
        leader = w
        if hook.after_trick(t, trick, w, events, dp) == "stop":
            res.stopped = True
            return res
    return res


def settle_end(*, n, dealer, res, ledger, events, sitter=None, skat=(), skat_points_mode="count"):
    """§15 after the last trick: Tout / Nolo / ultimo / przydupek / last trick, then card points."""
    active = [(dealer + k) % n for k in range(n) if (dealer + k) % n != sitter]
    everyone = list(range(n))
    others = lambda s: [o for o in active if o != s]  # noqa: E731
    trick, w = res.last_trick
    tw = res.tricks_won
    tout = [s for s in active if tw[s] == 25]
    nolo = [s for s in active if tw[s] == 0] if not tout else []
    win_card = dict((s, c) for s, c in trick)[w]
    kp0 = ledger.pools["king_pool"]
    pp0 = ledger.pools["pagat_pool"]
    king_prz = [s for s, c in trick if is_king(c) and s != w]
    pagat_prz = [s for s, c in trick if is_pagat(c) and s != w]
    info = {"tricks": dict(tw), "tout": tout, "nolo": nolo, "winner": w, "card": win_card, "king_prz": king_prz, "pagat_prz": pagat_prz}
    if tout:
        s = tout[0]
        for o in others(s):
            ledger.pay(events, o, s, 85, "tout")
        ledger.pay(events, "king_pool", s, kp0, "tout")
        ledger.pay(events, "pagat_pool", s, pp0, "tout")
        assert not king_prz and not pagat_prz
        for p in everyone:
            ledger.pay(events, p, "pagat_pool", 20, "refill")
        for p in everyone:
            ledger.pay(events, p, "king_pool", 20, "refill")
    for s in nolo:
        for o in others(s):
            ledger.pay(events, o, s, 25, "nolo")
    if not tout and not nolo:
        if is_pagat(win_card):
            for o in others(w):
                ledger.pay(events, o, w, 45, "pagat_ultimo")
            ledger.pay(events, "pagat_pool", w, pp0, "pagat_ultimo")
            for p in everyone:
                ledger.pay(events, p, "pagat_pool", 20, "refill")
            info["ultimo"] = "pagat"
        elif is_king(win_card):
            for o in others(w):
                ledger.pay(events, o, w, 40, "king_ultimo")
            ledger.pay(events, "king_pool", w, kp0, "king_ultimo")
            info["ultimo"] = "king"
    for s in pagat_prz:
        for o in others(s):
            ledger.pay(events, s, o, 45, "pagat_przydupek")
        ledger.pay(events, s, "pagat_pool", pp0, "pagat_przydupek")
    for s in king_prz:
        for o in others(s):
            ledger.pay(events, s, o, 40, "king_przydupek")
        ledger.pay(events, s, "king_pool", kp0, "king_przydupek")
    if info.get("ultimo") == "king" and not king_prz:
        for p in everyone:
            ledger.pay(events, p, "king_pool", 20, "refill")
    if not tout and not nolo and not king_prz and not pagat_prz and not is_king(win_card) and not is_pagat(win_card):
        for o in others(w):
            ledger.pay(events, o, w, 20, "last_trick")
    # card points
    pts = {}
    for s in active:
        pts[s] = sum(honour(c) for c in res.piles[s]) + tw[s]
    pts[dealer] += 1
    if skat_points_mode == "count":
        pts[dealer] += sum(honour(c) for c in skat)
    assert sum(pts.values()) == 78 or skat_points_mode != "count", pts
    info["points"] = pts
    new_dealer = (dealer + 1) % n
    info["new_dealer"] = new_dealer
    cp = {}
    if not nolo:
        for s in active:
            if s == new_dealer:
                continue
            d = pts[s] - 26
            amt = 5 * round(d / 5)
            cp[s] = amt
            if amt > 0:
                ledger.pay(events, new_dealer, s, amt, "card_points")
            elif amt < 0:
                ledger.pay(events, s, new_dealer, -amt, "card_points")
    info["card_points_pay"] = cp
    return info


def card_points_amounts(pts, new_dealer, active):
    out = {}
    for s in active:
        if s == new_dealer:
            continue
        out[s] = 5 * round((pts[s] - 26) / 5)
    return out


def deal_hands(rng, n, dealer, sitter=None, fixed=None):
    """Random deal: 25 each, the dealer 28. fixed: {seat: [cards]} placed first."""
    fixed = fixed or {}
    active = [(dealer + k) % n for k in range(n) if (dealer + k) % n != sitter]
    rest = [c for c in DECK if not any(c in v for v in fixed.values())]
    rng.shuffle(rest)
    hands = {s: list(fixed.get(s, [])) for s in range(n)}
    for s in active:
        need = (28 if s == dealer else 25) - len(hands[s])
        hands[s] += rest[:need]
        rest = rest[need:]
    assert not rest
    return hands


def choose_skat(hand: list[str]) -> list[str]:
    """Three pip cards (no king, Mondo, Joker, declaration card, no trump)."""
    pips = [c for c in hand if is_pip(c)]
    pips.sort(key=lambda c: (suit_strength(c), c))
    return pips[:3]
