"""Blind generator: Danish Tarok ("Ultimo") sessions that end on score sheets.

Written from the Polish source (seeds/000_..., §7-§15, §17) only.  It deals, discards,
declares and plays legal deals, settles every deal itself (no payment events: the
table keeps a score sheet), and writes the session end (§15, "Po ostatnim rozdaniu
sesji: Zawartość puli jest rozdzielona po równo pomiędzy trzech (albo czterech)
graczy") in several sheet layouts, each file clean or with one planted fault.

Sheet conventions used here (the format's `score` / `total` events):
  * per deal, one `score` line per seat (its net chips in the deal, foundations and
    refills included) and one per pool (chips that went into it, net); the seat
    sitting out (4 players) gets its line too (0 unless it paid a foundation/refill);
  * `total` per seat (running net chips) and per pool (its content);
  * the session end, after the last deal's lines: optional totals "before the shares",
    optional share lines (`score` with reason `session_end`: seat +share, pool
    -content), then totals "after the shares" (pools 0).

Run: python _gen.py  (writes NN-*.json next to this file and prints the expectations)
"""

from __future__ import annotations

import json
import random
import sys
from fractions import Fraction
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
KINGS = {"KH", "KD", "KS", "KC"}


def deck() -> list[str]:
    cards = [r + s for s in SUITS for r in RED_ORDER]
    cards += [f"T{i}" for i in range(1, 22)]
    cards.append("JOKER")
    return cards


def suit(c: str) -> str:
    if c == "JOKER":
        return "X"
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank(c: str) -> str:
    return c[:-1]


def strength(c: str) -> int:
    """Higher is stronger within its suit (trumps by number)."""
    if c.startswith("T"):
        return int(c[1:])
    order = RED_ORDER if c[-1] in "HD" else BLACK_ORDER
    return 20 - order.index(rank(c))


def card_points(c: str) -> int:
    if c in KINGS or c in ("T1", "T21", "JOKER"):
        return 4
    if c == "JOKER":
        return 4
    if suit(c) in SUITS:
        return {"Q": 3, "N": 2, "J": 1}.get(rank(c), 0)
    return 0


# ---------------------------------------------------------------- declarations (§14, §15)
def declarations(hand: list[str]) -> tuple[list[dict], int, set[str]]:
    """Items, the sum each other active player pays, and the cards they use."""
    items: list[dict] = []
    pay = 0
    used: set[str] = set()
    joker = "JOKER" in hand
    trumps = [c for c in hand if c.startswith("T")]
    ntr = len(trumps) + (1 if joker else 0)
    if ntr >= 10:
        items.append({"kind": "trumps", "count": ntr, "pagat": "T1" in hand})
        pay += 10 + 5 * (ntr - 10)
        used |= set(trumps) | ({"JOKER"} if joker else set())
    if joker and "T21" in hand and "T1" in hand:
        n = 3
        k = 20
        while f"T{k}" in hand:
            n += 1
            k -= 1
        items.append({"kind": "matadors", "count": n})
        pay += 10 + 5 * (n - 3)
        used |= {"JOKER", "T21", "T1"} | {f"T{j}" for j in range(k + 1, 21)}
    for s in SUITS:
        courts = [r + s for r in COURTS if r + s in hand]
        if len(courts) == 4:
            form = "rich" if joker else "full"
            items.append({"kind": "cavalry", "suit": s, "form": form})
            pay += 15 if joker else 10
            used |= set(courts) | ({"JOKER"} if joker else set())
        elif len(courts) == 3 and joker:
            miss = [r for r in COURTS if r + s not in hand][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
            pay += 5
            used |= set(courts) | {"JOKER"}
    kings = [k for k in ("KH", "KD", "KS", "KC") if k in hand]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if joker else "full"})
        pay += 15 if joker else 10
        used |= set(kings) | ({"JOKER"} if joker else set())
    elif len(kings) == 3 and joker:
        miss = [k for k in ("KH", "KD", "KS", "KC") if k not in hand][0][-1]
        items.append({"kind": "kings", "form": "half", "missing": miss})
        pay += 5
        used |= set(kings) | {"JOKER"}
    return items, pay, used


# ---------------------------------------------------------------- one deal
class Reject(Exception):
    pass


def active_order(n: int, dealer: int) -> list[int]:
    """Active seats in order of play starting with the dealer (4 players: opposite sits out)."""
    seats = [(dealer + i) % n for i in range(n)]
    if n == 4:
        seats.remove((dealer + 2) % 4)
    return seats


def legal(hand: list[str], led: str | None) -> list[str]:
    if led is None:
        return [c for c in hand if c != "JOKER"]  # we never lead the Joker
    follow = [c for c in hand if suit(c) == led]
    if follow:
        return follow
    tr = [c for c in hand if suit(c) == "T"]
    if tr:
        return tr
    return [c for c in hand if c != "JOKER"] or list(hand)


def play_deal(rng: random.Random, n: int, dealer: int, pools: dict, first: bool, hoard: float):
    """Returns (deal json without sheet, nets {party: chips}, info)."""
    cards = deck()
    rng.shuffle(cards)
    order = active_order(n, dealer)
    hands: dict[int, list[str]] = {s: [] for s in range(n)}
    # §7: five at a time from the player after the dealer, 25 each, dealer takes the last 3
    deal_seq = order[1:] + order[:1]
    pos = 0
    for _round in range(5):
        for s in deal_seq:
            hands[s] += cards[pos : pos + 5]
            pos += 5
    hands[dealer] += cards[pos : pos + 3]
    dealt = {s: list(h) for s, h in hands.items()}
    for s in order:
        if not any(c.startswith("T") for c in hands[s]):
            raise Reject("no trumps: a redeal could be asked")
    nets: dict = {s: Fraction(0) for s in range(n)}
    nets["pagat_pool"] = Fraction(0)
    nets["king_pool"] = Fraction(0)
    pool = dict(pools)

    def pay(frm, to, amt):
        nets[frm] -= amt
        nets[to] += amt
        if frm in pool:
            pool[frm] -= amt
        if to in pool:
            pool[to] += amt

    if first:  # §15 Fundamenty: every player, the 4th too, 20 to each pool
        for s in range(n):
            pay(s, "pagat_pool", 20)
            pay(s, "king_pool", 20)
    pay(dealer, "pagat_pool", 5)  # §15 Rozdanie / §17
    pay(dealer, "king_pool", 5)
    events: list[dict] = []
    # skat: three plain pip cards (never a king, Mondo, Joker, trump or declaration card)
    pips = [c for c in hands[dealer] if suit(c) in SUITS and rank(c) not in COURTS]
    if len(pips) < 3:
        raise Reject("dealer lacks three pip cards")
    skat = rng.sample(pips, 3)
    for c in skat:
        hands[dealer].remove(c)
    events.append({"type": "discard", "seat": dealer, "cards": skat})
    for s in order:
        items, amt, _used = declarations(hands[s])
        events.append({"type": "declare", "seat": s, "items": items})
        for o in order:
            if o != s and amt:
                pay(o, s, amt)
    # play
    others = {s: [o for o in order if o != s] for s in order}
    piles = {s: 1 if s == dealer else 0 for s in order}  # skat point to the dealer
    tricks = {s: 0 for s in order}
    leader = order[1]
    info: dict = {}
    for t in range(25):
        if t == 22 and any("JOKER" in hands[s] for s in order):
            raise Reject("joker kept to the last three tricks")
        seq = order[order.index(leader) :] + order[: order.index(leader)]
        led = None
        played = []
        for s in seq:
            h = hands[s]
            if "JOKER" in h and led is not None and t < 22:
                c = "JOKER"
            else:
                lg = legal(h, led)
                pref = [c for c in lg if c not in KINGS and c != "T1"]
                if pref and rng.random() < hoard:
                    lg = pref
                c = rng.choice(sorted(lg))
            h.remove(c)
            events.append({"type": "play", "seat": s, "card": c})
            if led is None:
                led = suit(c)
            played.append((s, c))
        # winner
        best = None
        for s, c in played:
            if c == "JOKER":
                continue
            if best is None:
                best = (s, c)
                continue
            bc = best[1]
            if suit(c) == "T" and suit(bc) != "T":
                best = (s, c)
            elif suit(c) == suit(bc) and strength(c) > strength(bc):
                best = (s, c)
        w, wc = best
        tricks[w] += 1
        for s, c in played:
            if c == "JOKER" and t < 24:
                piles[s] += card_points(c)
            else:
                piles[w] += card_points(c)
        piles[w] += 1
        if t < 24:
            for s, c in played:
                if c in KINGS and s != w:
                    for o in others[s]:
                        pay(s, o, 5)
                    pay(s, "king_pool", 5)
                if c == "T1":
                    if s != w:
                        for o in others[s]:
                            pay(s, o, 5)
                        pay(s, "pagat_pool", 5)
                    else:
                        for o in others[s]:
                            pay(o, s, 5)
        else:
            info["last"] = (w, wc, played)
        leader = w
    assert sum(piles.values()) == 78, piles
    w, wc, played = info["last"]
    tout = [s for s in order if tricks[s] == 25]
    nolo = [s for s in order if tricks[s] == 0] if not tout else []
    if tout or nolo:
        raise Reject("tout/nolo not wanted here")
    king_prz = [s for s, c in played if c in KINGS and s != w]
    pagat_prz = [s for s, c in played if c == "T1" and s != w]
    kp0 = pool["king_pool"]
    kind = "plain"
    refills = []
    if wc == "T1":
        kind = "pagat_ultimo"
        for o in others[w]:
            pay(o, w, 45)
        pay("pagat_pool", w, pool["pagat_pool"])
        refills.append("pagat_pool")
    elif wc in KINGS:
        kind = "king_ultimo"
        for o in others[w]:
            pay(o, w, 40)
        pay("king_pool", w, kp0)
        if not king_prz:
            refills.append("king_pool")
    for s in pagat_prz:
        for o in others[s]:
            pay(s, o, 45)
        pay(s, "pagat_pool", pool["pagat_pool"])
    for s in king_prz:
        for o in others[s]:
            pay(s, o, 40)
        pay(s, "king_pool", kp0)
    if kind == "plain" and not king_prz and not pagat_prz:
        for o in others[w]:
            pay(o, w, 20)
    info["refill_pools"] = refills
    info["kind"] = kind
    info["przydupek"] = bool(king_prz or pagat_prz)
    # card points (§15): vs 26, paid to / by the new dealer
    new_dealer = (dealer + 1) % n
    for s in order:
        if s == new_dealer:
            continue
        d = piles[s] - 26
        amt = 5 * round(d / 5)
        if amt > 0:
            pay(new_dealer, s, amt)
        elif amt < 0:
            pay(s, new_dealer, -amt)
    info["piles"] = piles
    info["tricks"] = tricks
    deal = {"dealer": dealer, "hands": [dealt[s] if s in order else [] for s in range(n)], "events": events}
    return deal, nets, pool, info


def do_refill(n, pools_after, nets, which):
    """§15: a pool emptied in play: every player pays 20 to it."""
    for p in which:
        for s in range(n):
            nets[s] -= 20
            nets[p] += 20
            pools_after[p] += 20


# ---------------------------------------------------------------- a session
def session(
    seed: int,
    n: int,
    ndeals: int,
    first_dealer: int,
    fresh: bool,
    start_pools: dict,
    want_last,
    hoard=0.7,
    refill_last=False,
    refill_mid=True,
):
    """Deals the session; want_last(info, pools) filters the last deal."""
    rng = random.Random(seed)
    pools = dict(start_pools)
    out = []
    d = first_dealer
    tries = 0
    last_tries = 0
    k = 0
    while k < ndeals:
        tries += 1
        if tries > 40000:
            raise Reject("no session")
        try:
            deal, nets, pools_after, info = play_deal(rng, n, d, pools, fresh and k == 0, hoard)
        except Reject:
            continue
        last = k == ndeals - 1
        if not last and (info["kind"] != "plain" or info["przydupek"]):
            # keep the earlier deals simple: plain last tricks
            if rng.random() < 0.8:
                continue
        if last and not want_last(info, pools_after):
            last_tries += 1
            if last_tries > 400:  # start the session again
                last_tries = 0
                pools = dict(start_pools)
                out = []
                d = first_dealer
                k = 0
            continue
        if info["refill_pools"] and (refill_mid and not last or refill_last and last):
            do_refill(n, pools_after, nets, info["refill_pools"])
        info["refilled"] = bool(info["refill_pools"]) and (not last or refill_last)
        out.append((deal, nets, dict(pools_after), info))
        pools = pools_after
        d = (d + 1) % n
        k += 1
    return out


def fmt(x: Fraction):
    if x.denominator == 1:
        return int(x)
    return round(float(x), 6)


PARTIES_POOLS = ["pagat_pool", "king_pool"]


def build(
    name,
    seed,
    n,
    ndeals,
    *,
    first_dealer=0,
    start_totals=None,
    start_pools=None,
    write_start_pools=True,
    want_last=lambda i, p: True,
    layout="before_lines_after",
    totals_each_deal=True,
    hoard=0.7,
    refill_last=False,
    fault=None,
    description="",
    split_lines=False,
    pool_lines=True,
    pool_totals_each_deal=True,
):
    fresh = start_totals is None
    sp = start_pools or {"pagat_pool": 0, "king_pool": 0}
    sess = session(seed, n, ndeals, first_dealer, fresh, sp, want_last, hoard, refill_last)
    totals: dict = {s: Fraction(start_totals[s]) if start_totals else Fraction(0) for s in range(n)}
    ptot = {p: Fraction(sp[p]) for p in PARTIES_POOLS}
    deals = []
    marks = {}  # label -> (deal, event) of written sheet events
    for k, (deal, nets, pools_after, info) in enumerate(sess):
        ev = deal["events"]
        last = k == len(sess) - 1
        for s in range(n):
            ev.append({"type": "score", "party": s, "points": fmt(nets[s])})
            marks[("line", k, s)] = len(ev) - 1
        for p in PARTIES_POOLS:
            if pool_lines or not last:
                ev.append({"type": "score", "party": p, "points": fmt(nets[p])})
                marks[("line", k, p)] = len(ev) - 1
        for s in range(n):
            totals[s] += nets[s]
        for p in PARTIES_POOLS:
            ptot[p] += nets[p]
            assert ptot[p] == pools_after[p], (ptot, pools_after)
        assert sum(nets.values()) == 0
        if not last:
            if totals_each_deal:
                for s in range(n):
                    ev.append({"type": "total", "party": s, "points": fmt(totals[s])})
                if pool_totals_each_deal:
                    for p in PARTIES_POOLS:
                        ev.append({"type": "total", "party": p, "points": fmt(ptot[p])})
            deals.append(deal)
            continue
        # ---- the session end
        content = {p: ptot[p] for p in PARTIES_POOLS}
        share = {p: content[p] / n for p in PARTIES_POOLS}
        share_all = sum(share.values())
        before = dict(totals)
        before.update(ptot)
        if layout in ("before_lines_after", "before_after"):
            for s in range(n):
                ev.append({"type": "total", "party": s, "points": fmt(totals[s])})
                marks[("before", s)] = len(ev) - 1
            for p in PARTIES_POOLS:
                ev.append({"type": "total", "party": p, "points": fmt(ptot[p])})
                marks[("before", p)] = len(ev) - 1
        if layout in ("before_lines_after", "lines_after"):
            for s in range(n):
                if split_lines:
                    for p in PARTIES_POOLS:
                        ev.append(
                            {"type": "score", "party": s, "points": fmt(share[p]), "reason": "session_end"}
                        )
                        marks[("share", s, p)] = len(ev) - 1
                else:
                    ev.append(
                        {"type": "score", "party": s, "points": fmt(share_all), "reason": "session_end"}
                    )
                    marks[("share", s)] = len(ev) - 1
            for p in PARTIES_POOLS:
                ev.append({"type": "score", "party": p, "points": fmt(-content[p]), "reason": "session_end"})
                marks[("share", p)] = len(ev) - 1
        for s in range(n):
            totals[s] += share_all
            ev.append({"type": "total", "party": s, "points": fmt(totals[s])})
            marks[("after", s)] = len(ev) - 1
        for p in PARTIES_POOLS:
            ptot[p] = Fraction(0)
            ev.append({"type": "total", "party": p, "points": 0})
            marks[("after", p)] = len(ev) - 1
        deals.append(deal)
        last_info = dict(
            info,
            content={p: fmt(v) for p, v in content.items()},
            share=fmt(share_all),
            before={str(k2): fmt(v) for k2, v in before.items()},
            after={str(s): fmt(totals[s]) for s in range(n)},
            line={str(k2): fmt(v) for k2, v in nets.items()},
        )
    if fresh:
        assert sum(totals.values()) == 0
    doc = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {},
        "players": ["Agnieszka", "Bartek", "Celina", "Dominik"][:n],
    }
    if not fresh:
        doc["start"] = {"totals": list(start_totals)}
        if write_start_pools:
            doc["start"]["pools"] = dict(sp)
    doc["meta"] = {"audit": "danish-session-end-sheets", "seed": seed, "description": description}
    doc["deals"] = deals
    expected = []
    if fault:
        expected = fault(doc, marks, last_info)
    doc["meta"]["expected"] = expected
    (HERE / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return doc, marks, last_info, expected


def set_points(doc, k, e, value):
    doc["deals"][k]["events"][e]["points"] = value


# ---------------------------------------------------------------- the files
def divisible(n, ptot_ok=None):
    def f(info, pools):
        c = pools["pagat_pool"] + pools["king_pool"]
        ok = c % n == 0 and info["kind"] == "plain" and not info["przydupek"]
        if ptot_ok == "each":
            ok = ok and pools["pagat_pool"] % n == 0 and pools["king_pool"] % n == 0
        return ok

    return f


def main():
    rows = []

    def add(name, *a, **kw):
        doc, marks, li, exp = build(name, *a, **kw)
        rows.append((name, li, exp, marks, doc))
        return doc, marks, li, exp

    # 01 clean, 3 players: lines, totals before, share lines, totals after
    add(
        "01-clean-3p-before-lines-after.json",
        11,
        3,
        3,
        want_last=divisible(3),
        layout="before_lines_after",
        description="Clean: 3 deals; after the last deal, totals before the shares, share lines, totals after.",
    )
    # 02 clean, 4 players, share lines and totals only after; the last deal's sitting-out seat shares
    add(
        "02-clean-4p-lines-after.json",
        12,
        4,
        3,
        first_dealer=1,
        want_last=divisible(4),
        layout="lines_after",
        description="Clean: 4 players; share lines (the seat sitting out in the last deal shares too), totals only after the shares.",
    )
    # 03 clean, 3 players, no share lines: totals before and after the shares
    add(
        "03-clean-3p-totals-before-after.json",
        13,
        3,
        2,
        first_dealer=2,
        want_last=divisible(3),
        layout="before_after",
        description="Clean: no share lines; totals written before and after the shares.",
    )

    # 04 a share written wrong on a seat's line (3p): +5; the seat's total after follows the sheet's line
    def f04(doc, marks, li):
        k = len(doc["deals"]) - 1
        e = marks[("share", 1)]
        set_points(doc, k, e, li["share"] + 5)
        set_points(doc, k, marks[("after", 1)], li["after"]["1"] + 5)
        return [[k, e, "wrong_score"]]

    add(
        "04-share-line-wrong-3p.json",
        14,
        3,
        3,
        want_last=divisible(3),
        layout="before_lines_after",
        fault=f04,
        description="Fault: seat 1's share line written 5 too high; its total after follows that line.",
    )

    # 05 4p, per-pool share lines; the seat sitting out gets its pagat share written as its king share
    def f05(doc, marks, li):
        k = len(doc["deals"]) - 1
        out = (doc["deals"][k]["dealer"] + 2) % 4
        e = marks[("share", out, "king_pool")]
        wrong = li["content"]["pagat_pool"] / 4
        set_points(doc, k, e, fmt(Fraction(wrong)))
        # the total after is written right (by the rules)
        return [[k, e, "wrong_score"]]

    def want05(info, pools):
        return divisible(4, "each")(info, pools) and pools["pagat_pool"] != pools["king_pool"]

    add(
        "05-share-line-wrong-4p-sitting-out.json",
        15,
        4,
        3,
        want_last=want05,
        layout="lines_after",
        split_lines=True,
        fault=f05,
        description="Fault: per-pool share lines; the seat sitting out in the last deal has its king-pool share written as its pagat-pool share (its total after is right).",
    )

    # 06 pool total after the shares not 0 (3p; share lines written): king pool total left at its content
    def f06(doc, marks, li):
        k = len(doc["deals"]) - 1
        e = marks[("after", "king_pool")]
        set_points(doc, k, e, li["content"]["king_pool"])
        return [[k, e, "wrong_total"]]

    add(
        "06-pool-total-after-not-zero-3p.json",
        16,
        3,
        3,
        want_last=divisible(3),
        layout="before_lines_after",
        fault=f06,
        description="Fault: the king pool's total after the shares is written as its content, not 0.",
    )

    # 07 pool total after not 0, totals only (4p): pagat pool total after written as one share
    def f07(doc, marks, li):
        k = len(doc["deals"]) - 1
        e = marks[("after", "pagat_pool")]
        set_points(doc, k, e, fmt(Fraction(li["content"]["pagat_pool"]) / 4))
        return [[k, e, "wrong_total"]]

    add(
        "07-pool-total-after-not-zero-4p-totals.json",
        17,
        4,
        2,
        first_dealer=3,
        want_last=divisible(4, "each"),
        layout="before_after",
        fault=f07,
        description="Fault: no share lines; the pagat pool's total after the shares is written as one seat's share of it, not 0.",
    )

    # 08 a seat's final total forgets its share (3p; only the totals after are written)
    def f08(doc, marks, li):
        k = len(doc["deals"]) - 1
        e = marks[("after", 2)]
        set_points(doc, k, e, li["before"]["2"])
        return [[k, e, "wrong_total"]]

    add(
        "08-seat-total-forgets-share-3p-after-only.json",
        18,
        3,
        3,
        want_last=divisible(3),
        layout="after_only",
        fault=f08,
        description="Fault: only the totals after the shares; seat 2's total is its total before them (share forgotten), pools 0.",
    )

    # 09 4p: the seat sitting out in the last deal: share line right, its final total forgets the share
    def f09(doc, marks, li):
        k = len(doc["deals"]) - 1
        out = (doc["deals"][k]["dealer"] + 2) % 4
        e = marks[("after", out)]
        set_points(doc, k, e, li["before"][str(out)])
        return [[k, e, "wrong_total"]]

    add(
        "09-sitting-out-total-forgets-share-4p.json",
        19,
        4,
        3,
        first_dealer=2,
        want_last=divisible(4),
        layout="before_lines_after",
        fault=f09,
        description="Fault: 4 players; the seat sitting out in the last deal has its share line, but its total after is its total before (share forgotten).",
    )

    # 10 a total before the shares wrong (3p): seat 0 -5; totals after right by the rules
    def f10(doc, marks, li):
        k = len(doc["deals"]) - 1
        e = marks[("before", 0)]
        set_points(doc, k, e, li["before"]["0"] - 5)
        return [[k, e, "wrong_total"]]

    add(
        "10-total-before-shares-wrong-3p.json",
        20,
        3,
        3,
        want_last=divisible(3),
        layout="before_lines_after",
        fault=f10,
        description="Fault: seat 0's total before the shares is 5 short; everything after is right.",
    )

    # 11 taken up mid-way, pools known; the pagat pool's total before the shares wrong (no share lines)
    def f11(doc, marks, li):
        k = len(doc["deals"]) - 1
        e = marks[("before", "pagat_pool")]
        set_points(doc, k, e, li["before"]["pagat_pool"] + 10)
        return [[k, e, "wrong_total"]]

    add(
        "11-midway-pools-known-pool-before-wrong.json",
        21,
        3,
        2,
        first_dealer=1,
        start_totals=[35, -80, 45],
        start_pools={"pagat_pool": 85, "king_pool": 110},
        want_last=divisible(3),
        layout="before_after",
        fault=f11,
        description="Fault: taken up mid-way (start totals and pools); the pagat pool's total before the shares is 10 too high (shares and totals after right).",
    )

    # 12 taken up mid-way, pools unknown; the sheet writes the pools' totals before the shares,
    # then a share line wrong against them
    def f12(doc, marks, li):
        k = len(doc["deals"]) - 1
        e = marks[("share", 0)]
        set_points(doc, k, e, li["share"] - 5)
        set_points(doc, k, marks[("after", 0)], li["after"]["0"] - 5)
        return [[k, e, "wrong_score"]]

    add(
        "12-midway-pools-unknown-share-wrong.json",
        22,
        3,
        2,
        first_dealer=0,
        start_totals=[-60, 25, 35],
        start_pools={"pagat_pool": 95, "king_pool": 70},
        write_start_pools=False,
        want_last=divisible(3),
        layout="before_lines_after",
        fault=f12,
        pool_totals_each_deal=False,
        description="Fault: taken up mid-way, start totals only (pools unknown); the pools' totals before the shares are written, and seat 0's share line is 5 short of a third of them (its total after follows the line).",
    )

    # 13 an Ultimo in the last deal, no refill written (the pool it took stays empty, shares of the other)
    def want_ult(kind, n):
        def f(info, pools):
            if info["kind"] != kind or info["przydupek"]:
                return False
            c = pools["pagat_pool"] + pools["king_pool"]
            return c % n == 0

        return f

    add(
        "13-king-ultimo-last-no-refill-3p.json",
        23,
        3,
        2,
        want_last=want_ult("king_ultimo", 3),
        hoard=0.97,
        layout="before_lines_after",
        description="King Ultimo in the last deal; no refill of the emptied king pool at the session end (king pool 0 before the shares). Clean by that reading.",
    )

    # 14 a Pagat Ultimo in the last deal, 4 players, the refill written (each of the four pays 20) then shared back
    add(
        "14-pagat-ultimo-last-refill-4p.json",
        24,
        4,
        2,
        first_dealer=1,
        want_last=want_ult("pagat_ultimo", 4),
        hoard=0.97,
        refill_last=True,
        layout="before_lines_after",
        description="Pagat Ultimo in the last deal, 4 players; the refill (20 from each of the four) written in the deal's lines, then shared back. Clean by that reading.",
    )

    # 15 pools that three cannot share in whole chips: exact thirds written
    def want15(info, pools):
        c = pools["pagat_pool"] + pools["king_pool"]
        return c % 3 != 0 and info["kind"] == "plain" and not info["przydupek"]

    add(
        "15-indivisible-exact-thirds-3p.json",
        25,
        3,
        2,
        want_last=want15,
        layout="lines_after",
        description="Pools whose sum three cannot share in whole chips; the sheet writes exact thirds (to 6 places). Clean by that reading.",
    )

    for name, li, exp, _m, doc in rows:
        k = len(doc["deals"]) - 1
        print(
            name,
            "dealer",
            doc["deals"][k]["dealer"],
            "kind",
            li["kind"],
            "refilled",
            li.get("refilled"),
            "content",
            li["content"],
            "share",
            li["share"],
            "line",
            li["line"],
            "before",
            li["before"],
            "after",
            li["after"],
            "exp",
            exp,
            file=sys.stdout,
        )


if __name__ == "__main__":
    main()
