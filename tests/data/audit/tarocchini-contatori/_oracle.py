"""Blind oracle for the audit round tarocchini-contatori.

Written from /work/shared/seeds/004_c8bdb85b1ac896b0.txt alone (no engine code). It plays nothing
itself: it checks that a recorded play is legal, works out tricks, piles, card points, and the
combinations (declared and captured) under every reading the source leaves open.

Readings (each a switch; every file's EXPECTED.md entry lists which of them move its figure):
  share  A: one contatore may serve several sequences at once ("их можно использовать как дикие
            карты в нескольких местах"); B: each contatore stands in one sequence only.
  gaps   R: a sequence is a run (K Q N J A / Angel Mondo Sun Moon 16 15 ...): a missing card not
            replaced by a contatore ends it; S: the minimum is a set ("King and at least two court
            cards", "Angel and at least two of the three next grandi"): a missing court/grande
            needs no contatore, the Ace counts after a gap, numbered trumps only after all grandi.
  acec   Y: a contatore may stand for the suit's Ace; N: the Ace must be the real card.
  dbl    1: three or more cricche double the cricche, three or more sequences double the
            sequences; 2: either doubles all the combination points of that count.
  cs     N: the limit on two contatori in a row is for trumps only ("Для козырей"); Y: suits too.
  scope  P: "made at once" is one player's declaration (or one side's captured cards);
         T: the two partners' (Terziglio: the two opponents') declarations together.
"""

from __future__ import annotations

import itertools

SUITS = "SBCD"
LONG_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B high -> low
ROUND_ORDER = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D high -> low
CONT = ("T0", "MATTO")


def rank_suit(card):
    if card == "MATTO":
        return None, None
    if card.startswith("T"):
        return int(card[1:]), "T"
    return card[:-1], card[-1]


def value(card):
    if card in ("T20", "T19", "T0", "MATTO"):
        return 5
    if card.startswith("T"):
        return 1
    r = card[:-1]
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(r, 1)


def suit_of(card):
    if card == "MATTO":
        return None
    return "T" if card.startswith("T") else card[-1]


def strength(card, suit_led):
    """(class, rank) bigger wins; trumps beat suit; Moretti all equal rank 1."""
    s = suit_of(card)
    if s == "T":
        n = int(card[1:])
        if 1 <= n <= 4:
            n = 1
        return (2, n)
    if s == suit_led:
        order = LONG_ORDER if s in "SB" else ROUND_ORDER
        return (1, len(order) - order.index(card[:-1]))
    return (0, 0)


def trick_winner(cards_seats):
    """cards_seats: list of (seat, card) in play order. Moretti tie: last played wins."""
    led = next((suit_of(c) for _, c in cards_seats if c != "MATTO"), None)
    best = None
    for seat, c in cards_seats:
        if c == "MATTO":
            continue
        st = strength(c, led)
        if best is None or st > best[0] or (st == best[0] and st[0] == 2 and st[1] == 1):
            best = (st, seat)
    return best[1]


def legal(hand, trick_cards):
    """Cards of hand that may be played to the trick (list of cards already played)."""
    if not trick_cards or all(c == "MATTO" for c in trick_cards):
        return list(hand)
    led = next(suit_of(c) for c in trick_cards if c != "MATTO")
    same = [c for c in hand if suit_of(c) == led]
    if same:
        return same + [c for c in hand if c == "MATTO"]
    tr = [c for c in hand if suit_of(c) == "T"]
    if tr:
        return tr + [c for c in hand if c == "MATTO"]
    return list(hand)


# ------------------------------------------------------------------ combinations
CRICCHE = {
    "tarocchi": (["T20", "T19", "T0", "MATTO"], 18, 36),
    "kings": ([f"K{s}" for s in SUITS], 17, 34),
    "queens": ([f"Q{s}" for s in SUITS], 14, 28),
    "knights": ([f"N{s}" for s in SUITS], 13, 26),
    "jacks": ([f"J{s}" for s in SUITS], 12, 24),
}


def seq_points(n):
    return 10 + 5 * (n - 3) if n >= 3 else 0


def cricche_of(cards):
    out = {}
    for name, (members, p3, p4) in CRICCHE.items():
        k = sum(1 for m in members if m in cards)
        if k >= 3:
            out[name] = k
    return out


def trump_len(cards, k, gaps):
    """Longest trump sequence with k contatori available (0..2)."""
    if "T20" not in cards:
        return 0
    best = 0
    grande = [19, 18, 17]
    numbered = list(range(16, 4, -1))
    if gaps == "R":
        pos = grande + numbered
        # choose which positions the contatori fill: try every subset of size <= k
        for m in range(k + 1):
            for fill in itertools.combinations(range(len(pos)), m):
                length = 1
                prev_c = False
                prevpos = None
                used = 0
                ok_real_grande = False
                for i, p in enumerate(pos):
                    real = f"T{p}" in cards
                    if real:
                        length += 1
                        prev_c = False
                        if p >= 17:
                            ok_real_grande = True
                    elif i in fill:
                        if prev_c and not (prevpos == 17 and p == 16):
                            break
                        length += 1
                        used += 1
                        prev_c = True
                    else:
                        break
                    prevpos = p
                if used != m:
                    continue  # a contatore placed beyond the end: not a real choice
                if length >= 3 and ok_real_grande:
                    best = max(best, length)
        return best
    # gaps S: grandi as a set, numbered run only after all three grandi are filled
    real_g = [g for g in grande if f"T{g}" in cards]
    miss_g = [g for g in grande if f"T{g}" not in cards]
    for m in range(k + 1):
        fg = min(m, len(miss_g))
        if not real_g:
            continue
        filled = len(real_g) + fg
        if filled < 2:
            continue
        length = 1 + filled
        left = m - fg
        if filled == 3:
            # numbered run 16.. with `left` contatori; consecutive contatori only 17/16
            last_c = (fg > 0 and "T17" not in cards)
            lastpos = 17
            for p in numbered:
                if f"T{p}" in cards:
                    length += 1
                    last_c = False
                elif left > 0 and (not last_c or (lastpos == 17 and p == 16)):
                    length += 1
                    left -= 1
                    last_c = True
                else:
                    break
                lastpos = p
        best = max(best, length)
    return best


def suit_len(cards, s, k, gaps, acec, cs="N"):
    if f"K{s}" not in cards:
        return 0
    courts = [f"{r}{s}" for r in "QNJ"]
    ace = f"1{s}"
    best = 0
    for m in range(k + 1):
        if gaps == "R":
            pos = courts + [ace]
            for fill in itertools.combinations(range(4), m):
                if any(pos[i] in cards for i in fill):
                    continue
                if acec == "N" and 3 in fill:
                    continue
                if cs == "Y" and any(b - a == 1 for a, b in zip(fill, fill[1:])):
                    continue
                length = 1
                used = 0
                for i, c in enumerate(pos):
                    if c in cards:
                        length += 1
                    elif i in fill:
                        length += 1
                        used += 1
                    else:
                        break
                if used != m:
                    continue
                # at least two courts with one real
                ncourts = min(length - 1, 3)
                nreal = sum(1 for c in courts[:ncourts] if c in cards)
                if length >= 3 and ncourts >= 2 and nreal >= 1:
                    best = max(best, length)
        else:
            real = [c for c in courts if c in cards]
            miss = 3 - len(real)
            fc = min(m, miss)
            if cs == "Y" and fc == 2:
                mi = [i for i, c in enumerate(courts) if c not in cards]
                if mi[1] - mi[0] == 1:
                    fc = 1
            left = m - fc
            ncourts = len(real) + fc
            if not real or ncourts < 2:
                continue
            length = 1 + ncourts
            if ace in cards:
                length += 1
            elif acec == "Y" and left > 0:
                length += 1
            best = max(best, length)
    return best


def group_len(cards, members, k):
    real = sum(1 for m in members if m in cards)
    if real < 2:
        return 0
    n = real + k
    return n if n >= 3 else 0


def moretti_len(cards, k):
    return group_len(cards, ["T1", "T2", "T3", "T4"], k)


def aces_len(cards, k):
    return group_len(cards, [f"1{s}" for s in SUITS], k)


def seq_kinds():
    return [("trumps", None), ("moretti", None), ("aces", None)] + [("suit", s) for s in SUITS]


def seq_len(cards, kind, s, k, R):
    if kind == "trumps":
        return trump_len(cards, k, R["gaps"])
    if kind == "moretti":
        return moretti_len(cards, k)
    if kind == "aces":
        return aces_len(cards, k)
    return suit_len(cards, s, k, R["gaps"], R["acec"], R["cs"])


def score_group(cricche_pts, seq_pts, R):
    """cricche_pts / seq_pts: lists of points of one count ("made at once")."""
    c = sum(cricche_pts)
    q = sum(seq_pts)
    dc = len(cricche_pts) >= 3
    dq = len(seq_pts) >= 3
    if R["dbl"] == "1":
        return c * (2 if dc else 1) + q * (2 if dq else 1)
    return (c + q) * (2 if (dc or dq) else 1)


def best_pile(cards, R):
    """Maximal combination points of a set of captured cards, and the combinations."""
    cards = set(cards)
    ncont = sum(1 for c in CONT if c in cards)
    cr = cricche_of(cards)
    cr_pts = [CRICCHE[n][1] if k == 3 else CRICCHE[n][2] for n, k in cr.items()]
    kinds = seq_kinds()
    best = None
    if R["share"] == "A":
        lens = [seq_len(cards, kd, s, ncont, R) for kd, s in kinds]
        assigns = [lens]
    else:
        assigns = []
        for assign in itertools.product(range(len(kinds) + 1), repeat=ncont):
            per = [0] * len(kinds)
            for a in assign:
                if a < len(kinds):
                    per[a] += 1
            assigns.append([seq_len(cards, kd, s, per[i], R) for i, (kd, s) in enumerate(kinds)])
    for lens in assigns:
        sp = [seq_points(n) for n in lens if n >= 3]
        tot = score_group(cr_pts, sp, R)
        desc = dict(cr), {f"{kd}{s or ''}": n for (kd, s), n in zip(kinds, lens) if n >= 3}
        if best is None or tot > best[0]:
            best = (tot, desc)
    return best


def item_points(item):
    if item["kind"] == "cricca":
        p3, p4 = CRICCHE[item["of"]][1:]
        return p3 if item["count"] == 3 else p4
    return seq_points(item["length"])


def declaration_ok(hand, items, R):
    """Whether every declared item is held, all at once (share B: contatori split)."""
    hand = set(hand)
    ncont = sum(1 for c in CONT if c in hand)
    cr = cricche_of(hand)
    seqs = []
    for it in items:
        if it["kind"] == "cricca":
            if cr.get(it["of"], 0) < it["count"]:
                return False, f"cricca {it['of']} {it['count']} not held"
        else:
            seqs.append(it)
    if len({(it["of"], it.get("suit")) for it in seqs}) != len(seqs):
        return False, "same sequence twice"
    if R["share"] == "A":
        for it in seqs:
            if seq_len(hand, it["of"], it.get("suit"), ncont, R) < it["length"]:
                return False, f"sequence {it} not held"
        return True, ""
    for assign in itertools.product(range(len(seqs) + 1), repeat=ncont):
        per = [0] * len(seqs)
        for a in assign:
            if a < len(seqs):
                per[a] += 1
        if all(seq_len(hand, it["of"], it.get("suit"), per[i], R) >= it["length"] for i, it in enumerate(seqs)):
            return True, ""
    return False, "sequences not held all at once"


def declared_points(items_by_seat, seats, R):
    """Points of the declarations of one side (seats)."""
    if R["scope"] == "T":
        items = [it for s in seats for it in items_by_seat.get(s, [])]
        groups = [items]
    else:
        groups = [items_by_seat.get(s, []) for s in seats]
    tot = 0
    for g in groups:
        tot += score_group(
            [item_points(i) for i in g if i["kind"] == "cricca"],
            [item_points(i) for i in g if i["kind"] == "sequence"],
            R,
        )
    return tot


READINGS = [
    dict(share=a, gaps=g, acec=c, dbl=d, scope=p, cs=x)
    for x in "NY"
    for a in "AB"
    for g in "RS"
    for c in "YN"
    for d in "12"
    for p in "PT"
]


def rname(R):
    return f"share={R['share']} gaps={R['gaps']} acec={R['acec']} dbl={R['dbl']} scope={R['scope']} cs={R['cs']}"


def card_points(cards):
    n = len(cards)
    assert n % 2 == 0, n
    return sum(value(c) for c in cards) - n // 2
