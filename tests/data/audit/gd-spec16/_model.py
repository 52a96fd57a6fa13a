"""Blind model of Galician Tarok (Szczepanski, seeds/002) for audit round gd-spec16.

Written from the Polish source only (plus the calibration of packet/discards against
examples/galician-tarok): card values §3/§7, trick value minus 2 (§14), follow rules §5/§23,
33-point line and formula §18, 4/5 players §8, contra §17, pool §27.
"""

from __future__ import annotations

import random

SUITS = "HDSC"
DECK = (
    [r + s for s in "HD" for r in ("K", "Q", "N", "J", "1")]
    + [r + s for s in "SC" for r in ("K", "Q", "N", "J", "10")]
    + [f"T{i}" for i in range(1, 22)]
    + ["SKIZ"]
)
assert len(DECK) == 42


def val(c: str) -> int:
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if c.startswith("T"):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2, "1": 1, "10": 1}[c[:-1]]


def is_trump(c: str) -> bool:
    return c == "SKIZ" or c.startswith("T")


def trank(c: str) -> int:
    return 22 if c == "SKIZ" else int(c[1:])


def srank(c: str) -> int:
    return {"K": 5, "Q": 4, "N": 3, "J": 2, "1": 1, "10": 1}[c[:-1]]


def suit(c: str) -> str:
    return "T" if is_trump(c) else c[-1]


def winner(trick):
    led = suit(trick[0][1])
    best = trick[0]
    for s, c in trick[1:]:
        b = best[1]
        if is_trump(c):
            if not is_trump(b) or trank(c) > trank(b):
                best = (s, c)
        elif not is_trump(b) and suit(c) == led and srank(c) > srank(b):
            best = (s, c)
    return best[0]


def pile_points(cards) -> float:
    n = len(cards)
    assert n % 3 == 0, cards
    return sum(val(c) for c in cards) - 2 * n // 3


def legal(hand, trick):
    """§5: follow suit; without it trump; a trump led: trump (higher or lower); else anything."""
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    if led == "T":
        tr = [c for c in hand if is_trump(c)]
        return tr or list(hand)
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    tr = [c for c in hand if is_trump(c)]
    return tr or list(hand)


def active_seats(n, dealer, sitter=None):
    """Order of play from the forehand (dealer+1); with 4 or 5 the dealer (król) and the sitter
    do not play (§8)."""
    out = []
    for i in range(1, n + 1):
        s = (dealer + i) % n
        if n >= 4 and s == dealer:
            continue
        if s == sitter:
            continue
        out.append(s)
    assert len(out) == 3, out
    return out


def deal_cards(rng, n, dealer, sitter=None):
    deck = list(DECK)
    rng.shuffle(deck)
    talon = deck[:6]
    act = active_seats(n, dealer, sitter)
    hands = [[] for _ in range(n)]
    for i, s in enumerate(act):
        hands[s] = deck[6 + 12 * i : 18 + 12 * i]
    return hands, talon


def play_out(hands, active, declarer, rng, *, ultimo=False, force=None, greedy_decl=False):
    """Plays 12 tricks. force(trick_no, seat, hand, trick) -> card or None overrides the choice.
    Returns plays [(seat, card)] and tricks [(cards, winner)]."""
    hands = {s: list(h) for s, h in hands.items()}
    leader = active[0]
    plays = []
    tricks = []
    for t in range(12):
        order = active[active.index(leader) :] + active[: active.index(leader)]
        trick = []
        for s in order:
            h = hands[s]
            choice = None
            if force:
                choice = force(t, s, h, trick)
            if choice is None:
                lg = legal(h, trick)
                if ultimo and s == declarer and t < 11 and "T1" in lg and len(lg) > 1:
                    lg = [c for c in lg if c != "T1"]
                if greedy_decl and s == declarer:
                    trs = sorted([c for c in lg if is_trump(c)], key=trank, reverse=True)
                    choice = trs[0] if trs and not (ultimo and trs[0] == "T1" and t < 11) else rng.choice(lg)
                else:
                    choice = rng.choice(lg)
            h.remove(choice)
            trick.append((s, choice))
            plays.append((s, choice))
        w = winner(trick)
        tricks.append((trick, w))
        leader = w
    return plays, tricks


def revokes(hands, plays, active):
    """Seats that broke §5/§23 (using the true hands)."""
    hands = {s: list(h) for s, h in hands.items()}
    out = []
    trick = []
    for i, (s, c) in enumerate(plays):
        if c not in legal(hands[s], trick):
            out.append((i, s, c))
        hands[s].remove(c)
        trick.append((s, c))
        if len(trick) == 3:
            trick = []
    return out


def r6(x):
    x = round(x + 0.0, 6)
    return int(x) if x == int(x) else x


class Pool:
    def __init__(self, content=0.0, founded=False):
        self.content = content
        self.restake = not founded  # stakes due at the next deal


def settle(
    *,
    n,
    dealer,
    sitter,
    declarer,
    pts,
    mult=3,
    add=30,
    k=1,
    contra=1,
    renonce_by=None,  # "player" / "helpers" / None
    ultimo_announced=False,
    ultimo_made=False,
    silent=(),  # list of (reason, amount, winner 'player'|'helpers')
    pool: Pool | None = None,
    stake=10,
    share=0.10,
    all_pass=False,
    active=None,
):
    """Returns (payments [(from,to,amount,reason)], pool after). Opponents of the player: the two
    helpers and, with 4 or 5 at the table, the król (dealer) (§8, §17, §20)."""
    pays = []
    seats_in = [s for s in range(n) if s != sitter]
    if pool is not None and pool.restake:
        for s in seats_in:
            pays.append((s, "pool", stake, "pool_stake"))
        pool.content += stake * len(seats_in)
        pool.restake = False
    if all_pass:
        for s in active:
            pays.append((s, "pool", 5, "pool_pass"))
        if pool is not None:
            pool.content += 5 * len(active)
        return pays
    opps = [s for s in seats_in if s != declarer]
    won = pts > 33 and renonce_by != "player"
    if renonce_by == "helpers":
        won = True
    if won:
        value = (pts - 33) * mult + add
        value *= contra if contra > 1 else 1
        if renonce_by == "helpers" and pts <= 33:
            raise ValueError("helper renonce with lost points: avoided")
        for o in opps:
            pays.append((o, declarer, value, "game"))
    else:
        if renonce_by == "player" and pts > 33:
            value = add * k * contra  # consolation: lost with 33
        else:
            value = ((33 - pts) * mult + add) * k * contra
        for o in opps:
            pays.append((declarer, o, value, "game"))
    for reason, amount, who in silent:
        for o in opps:
            if who == "player":
                pays.append((o, declarer, amount, reason))
            else:
                pays.append((declarer, o, amount, reason))
    if ultimo_announced:
        for o in opps:
            if ultimo_made:
                pays.append((o, declarer, 100, "pagat_ultimo"))
            else:
                pays.append((declarer, o, 100, "pagat_ultimo"))
    # wins of each seat (from seats) before the pool's part
    wins = {}
    for f, t, a, r in pays:
        if f != "pool" and t != "pool":
            wins[t] = wins.get(t, 0) + a
    if pool is not None and ultimo_announced:
        if ultimo_made:
            pays.append(("pool", declarer, r6(pool.content), "pool_ultimo"))
            pool.content = 0.0
            pool.restake = True
        else:
            pays.append((declarer, "pool", r6(pool.content), "pool_ultimo"))
            pool.content *= 2
    if pool is not None:
        for s in sorted(wins):
            a = r6(wins[s] * share)
            pays.append((s, "pool", a, "pool_share"))
            pool.content += wins[s] * share
    return pays


def nets(pays, n):
    net = {s: 0.0 for s in range(n)}
    net["pool"] = 0.0
    for f, t, a, _ in pays:
        net[f] -= a
        net[t] += a
    return {k: r6(v) for k, v in net.items()}
