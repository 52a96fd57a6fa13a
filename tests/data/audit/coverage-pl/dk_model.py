"""Danish Tarok ("Ultimo") model written from the Polish source 000_2fac32aef83ce8a1.txt alone.

Only what the coverage-pl transcripts need: the deck and ranks (§3), legal play (§10, §12), the
trick winner, the Joker's pile (§12), declarations (§14) and their prices (§15), the payments in play
and after the last trick (§15, with the pool order), card points (§15) and the pools.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

SUITS = "HDSC"
RED_PIPS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]  # §3: red K D R V 1 2 ... 10
BLACK_PIPS = ["10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]  # §3: black K D R V 10 9 ... 1
COURTS = ["K", "Q", "N", "J"]  # Król, Dama, Rycerz (N), Valet (J)
TRUMPS = [f"T{i}" for i in range(1, 22)]
JOKER = "JOKER"
KINGS = [f"K{s}" for s in SUITS]
PAGAT, MONDO = "T1", "T21"


def deck() -> list[str]:
    out = []
    for s in SUITS:
        out += [c + s for c in COURTS] + [p + s for p in (RED_PIPS if s in "HD" else BLACK_PIPS)]
    return out + TRUMPS + [JOKER]


def suit(card: str) -> str:
    if card == JOKER:
        return "J"
    if card.startswith("T"):
        return "T"
    return card[-1]


def rank_value(card: str) -> int:
    """Higher is stronger within its suit."""
    if card.startswith("T"):
        return int(card[1:])
    s = card[-1]
    r = card[:-1]
    order = COURTS + (RED_PIPS if s in "HD" else BLACK_PIPS)
    return len(order) - order.index(r)


def points(card: str) -> int:
    """§15: Pagat, Mondo, Joker, kings 4; queens 3; knights 2; jacks 1."""
    if card in (PAGAT, MONDO, JOKER) or card in KINGS:
        return 4
    if card.startswith("T"):
        return 0
    return {"Q": 3, "N": 2, "J": 1}.get(card[:-1], 0)


def legal(hand: list[str], led: str | None, trick_no: int) -> list[str]:
    """§10, §12. led = suit to follow (None when leading). trick_no 1..25."""
    joker_ok = trick_no != 24  # §12: never in the second-last trick
    if led is None:
        return [c for c in hand if c != JOKER or joker_ok]
    same = [c for c in hand if suit(c) == led]
    if same:
        base = same
    else:
        tr = [c for c in hand if suit(c) == "T"]
        base = tr if tr else [c for c in hand if c != JOKER]
    out = list(base)
    if JOKER in hand and joker_ok and JOKER not in out:
        out.append(JOKER)
    if not out:  # only the Joker left
        out = [JOKER]
    return out


def trick_winner(cards: list[tuple[int, str]], led: str) -> int:
    best = None
    for seat, c in cards:
        if c == JOKER:
            continue
        key = (2, rank_value(c)) if suit(c) == "T" else ((1, rank_value(c)) if suit(c) == led else (0, 0))
        if best is None or key > best[0]:
            best = (key, seat)
    assert best is not None
    return best[1]


# ---- declarations (§14) and prices (§15) --------------------------------------------------------------


def holdings(hand: list[str]) -> list[dict]:
    h = set(hand)
    out: list[dict] = []
    ntr = sum(1 for c in h if c.startswith("T")) + (1 if JOKER in h else 0)
    if ntr >= 10:
        out.append({"kind": "trumps", "count": ntr, "pagat": PAGAT in h})
    if {JOKER, MONDO, PAGAT} <= h:
        n = 3
        for t in range(20, 1, -1):
            if f"T{t}" in h:
                n += 1
            else:
                break
        out.append({"kind": "matadors", "count": n})
    for s in SUITS:
        courts = [c for c in COURTS if c + s in h]
        if len(courts) == 4:
            out.append({"kind": "cavalry", "suit": s, "form": "rich" if JOKER in h else "full"})
        elif len(courts) == 3 and JOKER in h:
            miss = [c for c in COURTS if c not in courts][0]
            out.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
    kings = [k for k in KINGS if k in h]
    if len(kings) == 4:
        out.append({"kind": "kings", "form": "rich" if JOKER in h else "full"})
    elif len(kings) == 3 and JOKER in h:
        miss = [k for k in KINGS if k not in h][0][-1]
        out.append({"kind": "kings", "form": "half", "missing": miss})
    return out


def price(item: dict) -> int:
    k = item["kind"]
    if k == "trumps":
        return 10 + 5 * (item["count"] - 10)
    if k == "matadors":
        return 10 + 5 * (item["count"] - 3)
    return {"rich": 15, "full": 10, "half": 5}[item["form"]]


def declaration_cards(hand: list[str]) -> set[str]:
    """§13: the cards that form part of a declaration."""
    h = set(hand)
    out: set[str] = set()
    for it in holdings(hand):
        k = it["kind"]
        if k == "trumps":
            out |= {c for c in h if c.startswith("T")} | ({JOKER} & h)
        elif k == "matadors":
            out |= {JOKER, MONDO, PAGAT} | {f"T{t}" for t in range(21 - (it["count"] - 2), 21)}
        elif k == "cavalry":
            out |= {c + it["suit"] for c in COURTS if c + it["suit"] in h}
            if it["form"] != "full":
                out.add(JOKER)
        elif k == "kings":
            out |= {x for x in KINGS if x in h}
            if it["form"] != "full":
                out.add(JOKER)
    return out


def free_skat_cards(hand28: list[str]) -> list[str]:
    """§13: cards the dealer may lay away freely (not a king, Mondo, Joker, declaration card; trumps
    only if every trump can go)."""
    dc = declaration_cards(hand28)
    plain = [c for c in hand28 if c not in KINGS and c != MONDO and c != JOKER and c not in dc and not c.startswith("T")]
    return plain


# ---- a deal ---------------------------------------------------------------------------------------------


@dataclass
class Pools:
    pagat: int = 0
    king: int = 0


@dataclass
class DealResult:
    order: list[int]
    plays: list[tuple[int, str, str | None]]  # seat, card, named
    winners: list[int]
    piles: dict[int, list[str]]
    tricks: dict[int, int]
    trick_cards: list[list[tuple[int, str]]]


def active_seats(n: int, dealer: int) -> list[int]:
    if n == 4:
        return [s for s in range(4) if s != (dealer + 2) % 4]
    return list(range(n))


def next_active(seat: int, act: list[int], n: int) -> int:
    s = (seat + 1) % n
    while s not in act:
        s = (s + 1) % n
    return s


@dataclass
class Policy:
    """How a seat chooses among legal cards: keep `reserve` cards to the end, `lose` = try not to win,
    `win` = try to win, `force` = {trick_no: card} fixed plays, `lead_pref` = preferred leads."""

    reserve: list[str] = field(default_factory=list)
    lose: bool = False
    win: bool = False
    force: dict[int, str] = field(default_factory=dict)
    named: dict[int, str] = field(default_factory=dict)
    avoid_lead_suits: str = ""


def play_deal(hands: dict[int, list[str]], n: int, dealer: int, policies: dict[int, Policy], rng: random.Random, lead_hook=None):
    act = active_seats(n, dealer)
    h = {s: list(hands[s]) for s in act}
    leader = next_active(dealer, act, n)  # §10: the player to the dealer's right leads
    plays: list[tuple[int, str, str | None]] = []
    winners: list[int] = []
    piles: dict[int, list[str]] = {s: [] for s in act}
    tricks = {s: 0 for s in act}
    tcards: list[list[tuple[int, str]]] = []
    for tno in range(1, 26):
        cards: list[tuple[int, str]] = []
        led = None
        seat = leader
        hook = lead_hook(tno, leader, h, act, n) if lead_hook else None
        auto = False
        for k in range(3):
            pol = policies.get(seat, Policy())
            opts = legal(h[seat], led, tno)
            if k == 0 and hook:
                c, named, eff = hook
                h[seat].remove(c)
                cards.append((seat, c))
                plays.append((seat, c, named))
                led = eff if eff != "AUTO" else named
                auto = eff == "AUTO"
                seat = next_active(seat, act, n)
                continue
            if tno in pol.force:
                c = pol.force[tno]
                if c not in opts:
                    return None
            else:
                keep = [c for c in opts if c not in pol.reserve or tno == 25]
                pool = keep if keep else opts
                if len(pool) > 1 and JOKER in pool and tno < 23:
                    # hold the Joker unless forced
                    if not pol.force:
                        pass
                if led is None and pol.avoid_lead_suits:
                    p2 = [c for c in pool if suit(c) not in pol.avoid_lead_suits]
                    pool = p2 or pool
                c = choose(pool, cards, led, pol, rng)
            named = None
            if k == 0 and c == JOKER:
                named = pol.named.get(tno)
                if named is None:
                    others = [x for x in h[seat] if x != JOKER]
                    named = suit(others[0]) if others else "H"
            if k == 0:
                led = named if c == JOKER else suit(c)
            if k == 1 and auto:
                led = suit(c)  # §12: the second player's card names the Joker automatically
            h[seat].remove(c)
            cards.append((seat, c))
            plays.append((seat, c, named))
            seat = next_active(seat, act, n)
        w = trick_winner(cards, led)
        winners.append(w)
        tricks[w] += 1
        for s, c in cards:
            if c == JOKER and tno != 25:
                piles[s].append(c)  # §12: the Joker goes to its player's pile
            else:
                piles[w].append(c)
        tcards.append(cards)
        leader = w
    return DealResult(act, plays, winners, piles, tricks, tcards)


def choose(pool: list[str], cards, led, pol: Policy, rng: random.Random) -> str:
    if JOKER in pool and len(pool) > 1:
        pool = [c for c in pool if c != JOKER] if rng.random() < 0.9 else pool
    if pol.lose and cards:
        cur = cards + []
        non_win = []
        for c in pool:
            test = cur + [(99, c)]
            if trick_winner(test, led if led else suit(c)) != 99:
                non_win.append(c)
        if non_win:
            return max(non_win, key=lambda c: (points(c), rank_value(c) if c != JOKER else 0))
        return min(pool, key=lambda c: rank_value(c) if c != JOKER else 0)
    if pol.lose and not cards:
        return min(pool, key=lambda c: (suit(c) == "T", rank_value(c) if c != JOKER else 0))
    if pol.win:
        return max(pool, key=lambda c: ((suit(c) == "T") * 100 + (rank_value(c) if c != JOKER else -1)))
    return rng.choice(pool)


def card_point_totals(res: DealResult, skat: list[str], dealer: int) -> dict[int, int]:
    """§15: card values plus 1 a trick; the skat's values and 1 point to the dealer (the source
    gives the skat a point and no owner; the dealer laid it away)."""
    out = {}
    for s in res.order:
        out[s] = sum(points(c) for c in res.piles[s]) + res.tricks[s]
    out[dealer] += sum(points(c) for c in skat) + 1
    assert sum(out.values()) == 78, out
    return out


def card_point_payment(p: int) -> int:
    """positive: receives from the new dealer; negative: pays. Difference to 26 rounded to the
    nearest multiple of 5 (§15 table: 24-28 nothing, 19-23 pay 5, 29-33 receive 5 ...)."""
    d = p - 26
    sign = 1 if d >= 0 else -1
    a = abs(d)
    r = 5 * ((a + 2) // 5)
    return sign * r
