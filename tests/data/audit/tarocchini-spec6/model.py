"""Blind model of Tarocchini (Ottocento, Terziglio) from the Russian source
/work/shared/seeds/004_c8bdb85b1ac896b0.txt (audit round tarocchini-spec6).

Written without reading the engine. Where the source leaves a point open the model
computes every reading it can think of (VARIANTS) so that the generator can pick deals
on which the readings agree; the primary reading is the first value of each variant.
"""

from __future__ import annotations

import itertools
import random

SUITS = "SBCD"
COURTS = ["K", "Q", "N", "J"]
# high -> low in play
SUIT_ORDER = {
    "S": ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"],
    "B": ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"],
    "C": ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"],
    "D": ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"],
}
MORETTI = ["T1", "T2", "T3", "T4"]
CONTATORI = ["T0", "MATTO"]
ACES = ["1S", "1B", "1C", "1D"]


def deck():
    cards = [r + s for s in SUITS for r in SUIT_ORDER[s]]
    cards += ["T%d" % i for i in range(21)]
    cards.append("MATTO")
    assert len(cards) == 62
    return cards


def suit_of(c):
    if c == "MATTO":
        return None
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank_of(c):
    return c[:-1]


def points(c):
    """Card points, table 'Описание колоды'."""
    if c == "MATTO":
        return 5
    if c.startswith("T"):
        return 5 if c in ("T20", "T19", "T0") else 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(rank_of(c), 1)


def trump_strength(c):
    n = int(c[1:])
    if n == 0:
        return 0
    if 1 <= n <= 4:
        return 1  # the Moretti: equal rank
    return n  # 5..20


def trick_winner(trick, moretti_tie="last_played"):
    """trick: list of (seat, card) in order. Returns the winning seat."""
    real = [(s, c) for s, c in trick if c != "MATTO"]
    trumps = [(i, s, c) for i, (s, c) in enumerate(real) if c.startswith("T")]
    if trumps:
        best = max(trump_strength(c) for _, _, c in trumps)
        tops = [(i, s) for i, s, c in trumps if trump_strength(c) == best]
        if len(tops) > 1:
            return tops[-1][1] if moretti_tie == "last_played" else tops[0][1]
        return tops[0][1]
    led = suit_of(real[0][1])
    order = SUIT_ORDER[led]
    cands = [(order.index(rank_of(c)), s) for s, c in real if suit_of(c) == led]
    return min(cands)[1]


def led_suit(trick):
    for _, c in trick:
        if c != "MATTO":
            return suit_of(c)
    return None


def legal_plays(hand, trick):
    led = led_suit(trick)
    if led is None:
        return list(hand)
    same = [c for c in hand if suit_of(c) == led]
    if same:
        return same + (["MATTO"] if "MATTO" in hand else [])
    if led != "T":
        tr = [c for c in hand if suit_of(c) == "T"]
        if tr:
            return tr + (["MATTO"] if "MATTO" in hand else [])
    return list(hand)


# ----------------------------------------------------------------- combinations
CRICCA_KINDS = {
    "tarocchi": ["T20", "T19", "T0", "MATTO"],
    "kings": ["K" + s for s in SUITS],
    "queens": ["Q" + s for s in SUITS],
    "knights": ["N" + s for s in SUITS],
    "jacks": ["J" + s for s in SUITS],
}
CRICCA_POINTS = {
    "tarocchi": (18, 36),
    "kings": (17, 34),
    "queens": (14, 28),
    "knights": (13, 26),
    "jacks": (12, 24),
}


def seq_points(length):
    return 10 + 5 * (length - 3)


def item_points(item):
    if item["kind"] == "cricca":
        a, b = CRICCA_POINTS[item["of"]]
        return a if item["count"] == 3 else b
    return seq_points(item["length"])


def cricche(cards):
    out = []
    for of, members in CRICCA_KINDS.items():
        n = sum(1 for m in members if m in cards)
        if n >= 3:
            out.append({"kind": "cricca", "of": of, "count": n})
    return out


def _fills(missing, w):
    """All subsets of missing slots of size <= w (each contatore fills one slot)."""
    for k in range(0, min(w, len(missing)) + 1):
        for sub in itertools.combinations(missing, k):
            yield set(sub)


TRUMP_SLOTS = ["T%d" % n for n in range(20, 4, -1)]  # T20 .. T5 (16 slots)


def trump_seq_len(cards, w, variant):
    """variant 'gap': Angel + at least two of Mondo/Sun/Moon (one may be a contatore,
    one of the two must be real; a grande may simply be missing), then consecutive
    numbered trumps 16, 15, ... (contatori fill gaps; two contatori in a row end the
    sequence except for the Moon + 16). variant 'run': strictly consecutive from the Angel."""
    if "T20" not in cards:
        return 0
    missing = [s for s in TRUMP_SLOTS[1:] if s not in cards]
    best = 0
    for fill in _fills(missing, w):
        have = lambda s: s in cards or s in fill  # noqa: E731
        if variant == "run":
            length = 1
            prev_fill = False
            for s in TRUMP_SLOTS[1:]:
                if not have(s):
                    break
                f = s in fill
                if f and prev_fill and not (s == "T16"):
                    break
                length += 1
                prev_fill = f
            grande = [s for s in TRUMP_SLOTS[1:4][: max(0, length - 1)]]
            real_g = [s for s in grande if s in cards]
            if length >= 3 and len(grande) >= 2 and real_g:
                # only the slots actually used count
                used_fills = [s for s in TRUMP_SLOTS[1:length] if s in fill]
                if len(used_fills) == len(fill):
                    best = max(best, length)
        else:  # gap
            g = [s for s in TRUMP_SLOTS[1:4] if have(s)]
            real_g = [s for s in g if s in cards]
            if len(g) < 2 or not real_g:
                continue
            gf = [s in fill for s in TRUMP_SLOTS[1:4]]
            if (gf[0] and gf[1]) or (gf[1] and gf[2]):
                continue  # two contatori in a row
            length = 1 + len(g)
            used = set(s for s in g if s in fill)
            if have("T17"):
                prev_fill = "T17" in fill
                for s in TRUMP_SLOTS[4:]:
                    if not have(s):
                        break
                    f = s in fill
                    if f and prev_fill and s != "T16":
                        break
                    length += 1
                    if f:
                        used.add(s)
                    prev_fill = f
            if used == fill:
                best = max(best, length)
    return best if best >= 3 else 0


def suit_seq_len(cards, suit, w, variant):
    """King (real) + at least two of Q/N/J (one may be a contatore, one must be real),
    extra card: the ace. variant 'gap': a court may be missing; 'run': K Q N J 1 in order."""
    if "K" + suit not in cards:
        return 0
    slots = ["Q" + suit, "N" + suit, "J" + suit, "1" + suit]
    missing = [s for s in slots if s not in cards]
    best = 0
    for fill in _fills(missing, w):
        have = lambda s: s in cards or s in fill  # noqa: E731
        if variant == "run":
            length = 1
            for s in slots:
                if not have(s):
                    break
                length += 1
            used = set(slots[: length - 1]) & fill
            courts = slots[: min(3, length - 1)]
        else:
            courts = [s for s in slots[:3] if have(s)]
            length = 1 + len(courts)
            used = set(courts) & fill
            if len(courts) >= 2 and have(slots[3]):
                length += 1
                if slots[3] in fill:
                    used.add(slots[3])
        real_c = [s for s in courts if s in cards]
        if len(courts) >= 2 and real_c and used == fill:
            best = max(best, length)
    return best if best >= 3 else 0


def group_seq_len(cards, members, w):
    """Moretti / aces: two real plus a third that may be a contatore; up to six with contatori."""
    m = sum(1 for c in members if c in cards)
    if m < 2:
        return 0
    length = min(6, m + w)
    return length if length >= 3 else 0


def sequences(cards, tvar="gap", svar="gap", reuse=True):
    w_all = [c for c in CONTATORI if c in cards]
    w = len(w_all)
    out = []
    if reuse:
        t = trump_seq_len(cards, w, tvar)
        if t:
            out.append({"kind": "sequence", "of": "trumps", "length": t})
        mo = group_seq_len(cards, MORETTI, w)
        if mo:
            out.append({"kind": "sequence", "of": "moretti", "length": mo})
        ac = group_seq_len(cards, ACES, w)
        if ac:
            out.append({"kind": "sequence", "of": "aces", "length": ac})
        for s in SUITS:
            ln = suit_seq_len(cards, s, w, svar)
            if ln:
                out.append({"kind": "sequence", "of": "suit", "suit": s, "length": ln})
        return out
    # no reuse: each contatore in at most one sequence; maximise points
    kinds = ["trumps", "moretti", "aces"] + ["suit" + s for s in SUITS]
    best, best_out = -1, []
    for assign in itertools.product(kinds + [None], repeat=w):
        per = {k: sum(1 for a in assign if a == k) for k in kinds}
        res = []
        t = trump_seq_len(cards, per["trumps"], tvar)
        if t:
            res.append({"kind": "sequence", "of": "trumps", "length": t})
        mo = group_seq_len(cards, MORETTI, per["moretti"])
        if mo:
            res.append({"kind": "sequence", "of": "moretti", "length": mo})
        ac = group_seq_len(cards, ACES, per["aces"])
        if ac:
            res.append({"kind": "sequence", "of": "aces", "length": ac})
        for s in SUITS:
            ln = suit_seq_len(cards, s, per["suit" + s], svar)
            if ln:
                res.append({"kind": "sequence", "of": "suit", "suit": s, "length": ln})
        p = sum(item_points(i) for i in res)
        if p > best:
            best, best_out = p, res
    return best_out


def items_value(items, dvar="category", double_three=True):
    cr = [i for i in items if i["kind"] == "cricca"]
    sq = [i for i in items if i["kind"] == "sequence"]
    pc = sum(item_points(i) for i in cr)
    ps = sum(item_points(i) for i in sq)
    if not double_three:
        return pc + ps
    if dvar == "category":
        return pc * (2 if len(cr) >= 3 else 1) + ps * (2 if len(sq) >= 3 else 1)
    # 'all': the whole count doubles when either category has three or more
    return (pc + ps) * (2 if len(cr) >= 3 or len(sq) >= 3 else 1)


def combos(cards, tvar="gap", svar="gap", reuse=True):
    return cricche(cards) + sequences(cards, tvar, svar, reuse)


VARIANTS = {
    "tvar": ["gap", "run"],
    "svar": ["gap", "run"],
    "reuse": [True, False],
    "dvar": ["category", "all"],
}


def combo_value_all(cards):
    """Value of the combinations in `cards` under every reading; returns {value: [readings]}."""
    res = {}
    for tv, sv, ru, dv in itertools.product(*VARIANTS.values()):
        v = items_value(combos(cards, tv, sv, ru), dv)
        res.setdefault(v, []).append((tv, sv, ru, dv))
    return res


def primary_combo_value(cards):
    return items_value(combos(cards))


def card_points(cards):
    n = len(cards)
    assert n % 2 == 0, n
    return sum(points(c) for c in cards) - n // 2


# ----------------------------------------------------------------- play
class Table:
    def __init__(self, n, rng, moretti_tie="last_played"):
        self.n = n
        self.rng = rng
        self.moretti_tie = moretti_tie

    def choose(self, seat, hand, trick, policy, trick_no, ntricks):
        legal = legal_plays(hand, trick)
        return policy(seat, hand, trick, legal, trick_no, ntricks, self.rng)


def random_policy(seat, hand, trick, legal, trick_no, ntricks, rng):
    # keep the Matto for later sometimes, otherwise random
    return rng.choice(legal)


def play_deal(hands, leader, rng, policy=random_policy, moretti_tie="last_played", faults=None):
    """Plays all cards. Returns (plays [(seat, card)], tricks [(trick, winner)]).
    faults: {(trick_no, seat): card} played whatever the rules say (planted faults)."""
    faults = faults or {}
    hands = [list(h) for h in hands]
    n = len(hands)
    ntricks = len(hands[0])
    plays, tricks = [], []
    for t in range(ntricks):
        trick = []
        for k in range(n):
            seat = (leader + k) % n
            if (t, seat) in faults:
                c = faults[(t, seat)]
                assert c in hands[seat]
            else:
                c = policy(seat, hands[seat], trick, legal_plays(hands[seat], trick), t, ntricks, rng)
                assert c in legal_plays(hands[seat], trick)
            hands[seat].remove(c)
            trick.append((seat, c))
            plays.append((seat, c))
        w = trick_winner(trick, moretti_tie)
        tricks.append((trick, w))
        leader = w
    return plays, tricks


def tricks_from_plays(plays, n, leader, moretti_tie="last_played"):
    tricks = []
    for i in range(0, len(plays), n):
        trick = plays[i : i + n]
        if len(trick) < n:
            break
        tricks.append((trick, trick_winner(trick, moretti_tie)))
    return tricks


def sides_piles(tricks, side_of, matto_owner_side):
    """Cards per side from the tricks; the Matto goes back to its owner's side, which gives
    a low card (1 point) to the trick's winner when that is the other side. Returns
    (piles, exchange) where exchange = (from_side, to_side) or None."""
    piles = {}
    won = {}
    matto_trick = None
    for trick, w in tricks:
        sw = side_of(w)
        won[sw] = won.get(sw, 0) + 1
        for s, c in trick:
            if c == "MATTO":
                matto_trick = (trick, w)
                continue
            piles.setdefault(sw, []).append(c)
    exchange = None
    if matto_trick is not None:
        trick, w = matto_trick
        ms = matto_owner_side
        sw = side_of(w)
        if ms == sw:
            piles.setdefault(ms, []).append("MATTO")
        elif won.get(ms, 0) == 0:
            piles.setdefault(sw, []).append("MATTO")
        else:
            piles.setdefault(ms, []).append("MATTO")
            exchange = (ms, sw)
    return piles, won, exchange


def low_cards(pile):
    return [c for c in pile if points(c) == 1]


def _power(c):
    """Rough strength to pick a card: trumps above suit cards."""
    if c == "MATTO":
        return -1
    if c.startswith("T"):
        return 100 + trump_strength(c)
    return 10 - SUIT_ORDER[c[-1]].index(rank_of(c))


def greedy_policy(seat, hand, trick, legal, t, ntricks, rng, n=4):
    """Win cheaply when possible, else throw the least valuable card; a little noise."""
    if rng.random() < 0.25:
        return rng.choice(legal)
    if not trick or all(c == "MATTO" for _, c in trick):
        return max(legal, key=lambda c: (_power(c) if not c.startswith("T") else 50 + trump_strength(c), rng.random()))
    winners = [c for c in legal if c != "MATTO" and trick_winner(trick + [(seat, c)]) == seat]
    if winners:
        return min(winners, key=lambda c: (_power(c), rng.random()))
    return min(legal, key=lambda c: (points(c), _power(c), rng.random()))
