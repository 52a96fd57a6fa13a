"""Blind generator for audit round real-faults-near-slips-18 (no import of validator).

Written from the sources alone (/work/shared/seeds/001 Rage, 004 Tarocchini).
Each scenario simulates legal play with a seeded RNG and, through a hook, plants one real
fault a table makes; the sheet lines are computed by this file's own reading of the
sources ("as played": the fault's effect stays in the tricks).  For Tarocchini a seed is
kept only where the readings the source leaves open (contatori shared between
combinations or not, gaps among the grande, the odd card of a pair count, the Matto's
exchange card) give the same lines, so each file tests its fault and nothing else.

    python _gen.py            # writes NN-*.json next to this file
"""

from __future__ import annotations

import itertools
import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent

# ----------------------------------------------------------------------------- Rage
COLOURS = "RBGYPO"
ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
RAGE_DECK = [f"{c}{v}" for c in COLOURS for v in range(16)] + ACTIONS


def colour(card: str) -> str | None:
    return card[0] if card[0] in COLOURS and card[1:].isdigit() else None


class RageRound:
    def __init__(self, rng, n, dealer, cards, pm1, hook, bid_hook=None):
        self.rng, self.n, self.dealer, self.cards = rng, n, dealer, cards
        deck = RAGE_DECK[:]
        rng.shuffle(deck)
        self.hands = [deck[i * cards : (i + 1) * cards] for i in range(n)]
        self.talon = deck[n * cards :]
        self.pos = 0
        self.trump = self.turn()
        self.events = []
        self.hook, self.bid_hook, self.pm1 = hook, bid_hook, pm1
        self.faults = []

    def turn(self):
        # "Jestliže byla otočena akční karta, otáčejí se další karty z balíčku"
        while self.pos < len(self.talon):
            c = self.talon[self.pos]
            self.pos += 1
            if colour(c):
                return colour(c)
        raise RuntimeError("stock ran out")

    def bids(self):
        order = [(self.dealer + 1 + i) % self.n for i in range(self.n)]
        bids = {}
        if self.bid_hook:
            order = self.bid_hook(self, order)
        for k, s in enumerate(order):
            b = max(0, min(self.cards, round(self.cards / self.n + self.rng.choice([-1, 0, 0, 1]))))
            if self.pm1 and k == self.n - 1 and sum(bids.values()) + b == self.cards:
                b = b + 1 if b < self.cards else b - 1
            bids[s] = b
        if self.bid_hook and hasattr(self, "force_last"):
            last = order[-1]
            bids[last] = self.cards - sum(v for s, v in bids.items() if s != last)
            self.faults.append(("bid_forbidden_plus_minus_one", last))
        for s in order:
            self.events.append({"type": "bid", "seat": s, "bid": bids[s]})
        self.bid = bids

    def legal(self, hand, led):
        if led is None:
            return hand[:]
        foll = [c for c in hand if colour(c) == led]
        return foll if foll else hand[:]

    def play(self):
        hands = [h[:] for h in self.hands]
        leader = (self.dealer + 1) % self.n
        self.won = [0] * self.n
        self.bonus = [0] * self.n
        for t in range(self.cards):
            trick = []  # (seat, card, named)
            led = None
            notrump = False
            trump = self.trump
            for k in range(self.n):
                s = (leader + k) % self.n
                hand = hands[s]
                st = dict(t=t, k=k, seat=s, hand=hand, trick=trick, led=led, trump=trump, rnd=self)
                forced = self.hook(st) if self.hook else None
                if forced:
                    card, named = forced
                else:
                    opts = self.legal(hand, led)
                    if k == 0:
                        acts = [c for c in hand if c in ("PLUS5", "MINUS5", "NOTRUMP", "CHANGE", "WILD")]
                        card = (
                            self.rng.choice(acts)
                            if acts and self.rng.random() < 0.45
                            else self.rng.choice(opts)
                        )
                    else:
                        card = self.rng.choice(opts)
                    named = None
                    if card == "WILD":
                        named = led or self.rng.choice(COLOURS)
                hand.remove(card)
                ev = {"type": "play", "seat": s, "card": card}
                if named:
                    ev["named"] = named
                self.events.append(ev)
                trick.append((s, card, named))
                if led is None:
                    if colour(card):
                        led = colour(card)
                    elif card == "WILD":
                        led = named
                if card == "NOTRUMP":
                    notrump = True
                if card == "CHANGE":
                    trump = self.turn()
                    self.trump = trump
            w = self.winner(trick, led, None if notrump else trump)
            self.won[w] += 1
            for _, c, _n in trick:
                if c == "PLUS5":
                    self.bonus[w] += 5
                if c == "MINUS5":
                    self.bonus[w] -= 5
            if notrump:
                # "Po štychu se odkryje vrchní karta z balíku" - new trump for the rest.
                self.trump = self.turn()
            leader = w
        self.scores = [
            self.won[s] + self.bonus[s] + (10 if self.bid[s] == self.won[s] else -5) for s in range(self.n)
        ]

    @staticmethod
    def winner(trick, led, trump):
        best, bestkey = None, None
        for i, (s, c, named) in enumerate(trick):
            col = colour(c) or (named if c == "WILD" else None)
            if col is None:
                continue
            val = 16 + i if c == "WILD" else int(c[1:])  # the second joker beats the first
            if trump and col == trump:
                key = (2, val)
            elif col == led:
                key = (1, val)
            else:
                continue
            if bestkey is None or key > bestkey:
                best, bestkey = s, key
        return best if best is not None else trick[0][0]


def rage_session(seed, n, rounds, pm1, hooks, bid_hooks=None, score_edit=None, names=None):
    rng = random.Random(seed)
    deals = []
    totals = [0] * n
    faults = []
    dealer = 0
    for r in range(rounds):
        cards = 10 - r
        rr = RageRound(rng, n, dealer, cards, pm1, hooks[r], (bid_hooks or [None] * rounds)[r])
        rr.bids()
        rr.play()
        faults += [(r,) + f for f in rr.faults]
        sc = rr.scores[:]
        written = sc[:]
        if score_edit and score_edit[0] == r:
            written[score_edit[1]] += score_edit[2]
        for s in range(n):
            rr.events.append({"type": "score", "party": s, "points": written[s]})
        for s in range(n):
            totals[s] += written[s]  # the sheet adds what it wrote
            rr.events.append({"type": "total", "party": s, "points": totals[s]})
        deals.append(
            {"dealer": dealer, "hands": rr.hands, "talon": rr.talon, "events": rr.events,
             "_scores": sc, "_trumps": None}
        )
        dealer = (dealer + 1) % n
    return deals, faults


# ----------------------------------------------------------------------------- Tarocchini
SUITS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B high -> low
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D high -> low
TAROC_DECK = [r + s for s in SUITS for r in (LONG if s in "SB" else ROUND)] + [f"T{i}" for i in range(21)] + ["MATTO"]
FIVE = {"T20", "T19", "T0", "MATTO"} | {"K" + s for s in SUITS}


def tsuit(c):
    return "T" if c.startswith("T") else ("M" if c == "MATTO" else c[-1])


def value(c):
    if c in FIVE:
        return 5
    if c.startswith("T"):
        return 1
    r = c[:-1]
    return {"Q": 4, "N": 3, "J": 2}.get(r, 1)


def trank(c):
    n = int(c[1:])
    if n == 0:
        return 0
    if n <= 4:
        return 1  # Moretti: equal rank
    return n - 3


def srank(c):
    order = LONG if c[-1] in "SB" else ROUND
    return len(order) - order.index(c[:-1])


def trick_winner(trick, tie="last"):
    led = None
    for s, c in trick:
        if c != "MATTO":
            led = tsuit(c)
            break
    best = None
    for i, (s, c) in enumerate(trick):
        if c == "MATTO":
            continue
        if tsuit(c) == "T":
            key = (2, trank(c), i if tie == "last" else -i)
        elif tsuit(c) == led:
            key = (1, srank(c), 0)
        else:
            continue
        if best is None or key > best[0]:
            best = (key, s)
    return best[1]


CRICCA = {
    "tarocchi": ({"T20", "T19", "T0", "MATTO"}, 18),
    "kings": ({"K" + s for s in SUITS}, 17),
    "queens": ({"Q" + s for s in SUITS}, 14),
    "knights": ({"N" + s for s in SUITS}, 13),
    "jacks": ({"J" + s for s in SUITS}, 12),
}


def cricche(cards):
    out = []
    for name, (kind, pts) in CRICCA.items():
        k = len(kind & set(cards))
        if k >= 3:
            out.append((name, k, pts * (k - 2)))
    return out


def seq_len(order, have, jokers, gap, first_real_idx, grande_pairs=()):
    """Longest run from order[0] (must be real), missing cards filled by jokers, no two jokers
    in a row (except the pairs in grande_pairs); gap=True lets a missing card among
    first_real_idx (the 'two of the next three') be skipped without a joker."""
    if order[0] not in have:
        return 0, 0
    length, used, prev_j = 1, 0, False
    real_req = 0
    for i, c in enumerate(order[1:], 1):
        if c in have:
            length += 1
            prev_j = False
            if i in first_real_idx:
                real_req += 1
        elif used < jokers and (not prev_j or (order[i - 1], c) in grande_pairs):
            length += 1
            used += 1
            prev_j = True
        elif gap and i in first_real_idx:
            continue
        else:
            break
    if real_req < 1 or length < 3:
        return 0, 0
    return length, used


def sequences(cards, w_alloc, gap):
    """w_alloc: dict name -> jokers available to that sequence."""
    have = set(cards)
    out = []
    tr = ["T20", "T19", "T18", "T17"] + [f"T{i}" for i in range(16, 4, -1)]
    grande = {("T17", "T16"), ("T18", "T17"), ("T19", "T18")}
    L, u = seq_len(tr, have, w_alloc.get("trumps", 0), gap, {1, 2, 3}, grande)
    if L:
        out.append(("trumps", None, L))
    for s in SUITS:
        order = ["K" + s, "Q" + s, "N" + s, "J" + s, "1" + s]
        L, u = seq_len(order, have, w_alloc.get(s, 0), gap, {1, 2, 3})
        if L:
            out.append(("suit", s, L))
    for name, group in (("moretti", ["T1", "T2", "T3", "T4"]), ("aces", ["1" + s for s in SUITS])):
        k = len(have & set(group))
        if k >= 2:
            L = min(6, k + w_alloc.get(name, 0))
            if L >= 3:
                out.append((name, None, L))
    return out


def combo_points(cricche_l, seq_l):
    cp = sum(p for _, _, p in cricche_l)
    sp = sum(10 + 5 * (L - 3) for _, _, L in seq_l)
    if len(cricche_l) >= 3:
        cp *= 2
    if len(seq_l) >= 3:
        sp *= 2
    return cp + sp


def pile_combos(cards, reading):
    """reading: (share_jokers, gap)."""
    share, gap = reading
    jok = [c for c in ("T0", "MATTO") if c in cards]
    names = ["trumps", *SUITS, "moretti", "aces"]
    cr = cricche(cards)
    if share:
        alloc = {n: len(jok) for n in names}
        return combo_points(cr, sequences(cards, alloc, gap))
    best = 0
    for assign in itertools.product([None, *names], repeat=len(jok)):
        alloc = {}
        for a in assign:
            if a:
                alloc[a] = alloc.get(a, 0) + 1
        best = max(best, combo_points(cr, sequences(cards, alloc, gap)))
    return best


# The reading this audit commits to: a contatore may stand in every combination at once
# ("их можно использовать как дикие карты в нескольких местах"), and runs are consecutive
# (a missing card only filled by a contatore).  pile_combos also knows the other readings
# (share=False: each contatore once; gap=True: a missing grande/court skipped); they are
# not used for the lines, too many deals differ by them (see EXPECTED.md).
READINGS = [(True, False)]


def decl_items(hand, rng, allow_jokers=False):
    """Items a player declares: only what the hand holds without contatori (so the
    declaration means the same under every reading)."""
    items = []
    cards = [c for c in hand if allow_jokers or c not in ("T0", "MATTO")]
    for name, k, _ in cricche(cards):
        items.append({"kind": "cricca", "of": name, "count": k})
    for name, s, L in sequences(cards, {}, False):
        it = {"kind": "sequence", "of": name, "length": L}
        if s:
            it["suit"] = s
        items.append(it)
    return items


def item_points(items):
    cr = [(i["of"], i["count"], CRICCA[i["of"]][1] * (i["count"] - 2)) for i in items if i["kind"] == "cricca"]
    sq = [(i["of"], i.get("suit"), i["length"]) for i in items if i["kind"] == "sequence"]
    return combo_points(cr, sq)


def t_legal(hand, led):
    if led is None:
        return [c for c in hand if c != "MATTO"] or hand[:]
    foll = [c for c in hand if tsuit(c) == led]
    if foll:
        return foll + (["MATTO"] if "MATTO" in hand else [])
    tr = [c for c in hand if tsuit(c) == "T"]
    if tr:
        return tr + (["MATTO"] if "MATTO" in hand else [])
    return hand[:]


def t_play(rng, hands, leader, n, ntricks, hook, events):
    """Plays out; returns list of (trick, winner)."""
    tricks = []
    for t in range(ntricks):
        trick = []
        led = None
        for k in range(n):
            s = (leader + k) % n
            hand = hands[s]
            st = dict(t=t, k=k, seat=s, hand=hand, trick=trick, led=led)
            card = hook(st) if hook else None
            if not card:
                opts = t_legal(hand, led)
                if "MATTO" in opts and k > 0 and t >= 2 and t < ntricks - 2:
                    card = "MATTO"
                else:
                    opts2 = [c for c in opts if c != "MATTO"] or opts
                    if t >= ntricks - 2 and "MATTO" in hand and k > 0:
                        opts2 = ["MATTO"]
                    # make Moretti ties likely: trump with a Moretti over a Moretti
                    mor = [c for c in opts2 if c in ("T1", "T2", "T3", "T4")]
                    if mor and any(c in ("T1", "T2", "T3", "T4") for _, c in trick) and rng.random() < 0.8:
                        card = rng.choice(mor)
                    else:
                        card = rng.choice(opts2)
            hand.remove(card)
            events.append({"type": "play", "seat": s, "card": card})
            trick.append((s, card))
            if led is None and card != "MATTO":
                led = tsuit(card)
        w = trick_winner(trick)
        tricks.append((trick, w))
        leader = w
    return tricks


def side_piles(tricks, side_of, matto_owner, exch_pick):
    """Cards won per side, the Matto back to its owner's side, which gives a low card to the
    trick's winner side (if an opponent)."""
    piles = {}
    for trick, w in tricks:
        piles.setdefault(side_of(w), [])
        for s, c in trick:
            piles[side_of(w)].append(c)
    for trick, w in tricks:
        for s, c in trick:
            if c == "MATTO":
                ms, ws = side_of(s), side_of(w)
                if ms != ws and piles.get(ms):
                    piles[ws].remove("MATTO")
                    piles[ms].append("MATTO")
                    give = exch_pick(piles[ms])
                    piles[ms].remove(give)
                    piles[ws].append(give)
    return piles


def low_cards(pile):
    """The Matto's player gives 'a low card': a pip 6-10 (never part of a combination);
    the seed is kept only where the first and the last such card give the same lines."""
    pips = [c for c in pile if c[:-1] in ("6", "7", "8", "9", "10") and c[-1] in SUITS]
    return pips or sorted(pile, key=value)[:1]


def card_points(pile):
    return sum(value(c) for c in pile) - len(pile) / 2


# ----------------------------------------------------------------------------- Ottocento
def ottocento_deal(rng, dealer, hook, decl_hook=None, discard_pick=None, start_tot=(0, 0), sheet_edit=None):
    deck = TAROC_DECK[:]
    rng.shuffle(deck)
    hands = [deck[i * 15 : (i + 1) * 15] for i in range(4)]
    hands[dealer] += deck[60:]
    events = []
    dh = hands[dealer][:]
    disc = discard_pick(dh, rng) if discard_pick else rng.sample([c for c in dh if c not in FIVE], 2)
    events.append({"type": "discard", "seat": dealer, "cards": disc})
    play_hands = [h[:] for h in hands]
    for c in disc:
        play_hands[dealer].remove(c)
    decl = {}
    late = []
    for k in range(4):
        s = (dealer + 1 + k) % 4
        items = decl_items(play_hands[s], rng)
        if decl_hook:
            items, is_late = decl_hook(s, items, play_hands[s])
            if is_late:
                late.append((s, items))
                continue
        decl[s] = items
        events.append({"type": "declare", "seat": s, "items": items})
    pre = len(events)
    tricks = t_play(rng, play_hands, (dealer + 1) % 4, 4, 15, hook, events)
    for s, items in late:
        events.insert(pre + 1, {"type": "declare", "seat": s, "items": items})
    team = lambda s: s % 2  # noqa: E731
    matto_owner = next(s for s in range(4) if "MATTO" in hands[s])
    results = []
    for reading in READINGS:
        for pick in ("first", "last"):
            exch = (lambda p, pick=pick: low_cards(p)[0 if pick == "first" else -1])
            piles = side_piles(tricks, team, matto_owner, exch)
            for t in (0, 1):
                piles.setdefault(t, [])
            dealer_took = any(w == dealer for _, w in tricks)
            piles[team(dealer) if dealer_took else 1 - team(dealer)] += disc
            last = team(tricks[-1][1])
            res = []
            for t in (0, 1):
                d = sum(item_points(decl[s]) for s in decl if team(s) == t and (not sheet_edit or True))
                cp = card_points(piles[t])
                res.append(d + pile_combos(piles[t], reading) + cp + (6 if last == t else 0))
            results.append(tuple(res))
    return hands, events, tricks, decl, results


# ----------------------------------------------------------------------------- Terziglio
def terziglio_deal(rng, dealer, hook, decl_hook=None, exch_pick=None, widow=8):
    deck = TAROC_DECK[:]
    rng.shuffle(deck)
    per = 18 if widow == 8 else 19
    hands = [deck[i * per : (i + 1) * per] for i in range(3)]
    talon = deck[3 * per :]
    events = []
    decl_seat = (dealer + 1 + rng.randrange(3)) % 3
    for k in range(3):
        s = (dealer + 1 + k) % 3
        events.append({"type": "bid", "seat": s, "bid": "gioco" if s == decl_seat else "pass"})
    play_hands = [h[:] for h in hands]
    if exch_pick:
        take, disc = exch_pick(play_hands[decl_seat], talon, rng)
    else:
        take = rng.sample(talon, 2)
        disc = rng.sample([c for c in play_hands[decl_seat] if c not in FIVE], 2)
    events.append({"type": "take", "seat": decl_seat, "cards": take})
    events.append({"type": "discard", "seat": decl_seat, "cards": disc})
    play_hands[decl_seat] += take
    for c in disc:
        play_hands[decl_seat].remove(c)
    rest = [c for c in talon if c not in take] + disc
    decl = {}
    late = []
    for k in range(3):
        s = (dealer + 1 + k) % 3
        items = decl_items(play_hands[s], rng)
        if decl_hook:
            items, is_late = decl_hook(s, items, play_hands[s])
            if is_late:
                late.append((s, items))
                continue
        decl[s] = items
        events.append({"type": "declare", "seat": s, "items": items})
    pre = len(events)
    tricks = t_play(rng, play_hands, (dealer + 1) % 3, 3, per, hook, events)
    for s, items in late:
        events.insert(pre + 1, {"type": "declare", "seat": s, "items": items})
    side = lambda s: 0 if s == decl_seat else 1  # noqa: E731
    matto_owner = next((s for s in range(3) if "MATTO" in hands[s]), None)
    results = []
    for reading in READINGS:
        for pick in ("first", "last"):
            for odd in (0, 0.5, -0.5):
                for widow_combos in (True,):
                    exch = (lambda p, pick=pick: low_cards(p)[0 if pick == "first" else -1])
                    piles = side_piles(tricks, side, matto_owner, exch)
                    for t in (0, 1):
                        piles.setdefault(t, [])
                    took = any(w == decl_seat for _, w in tricks)
                    wside = 0 if took else 1
                    last = side(tricks[-1][1])
                    pts = []
                    for t in (0, 1):
                        cards = piles[t] + (rest if wside == t else [])
                        comb_cards = cards if widow_combos or wside != t else piles[t]
                        d = sum(item_points(decl[s]) for s in decl if side(s) == t)
                        cp = card_points(cards) + (odd if len(cards) % 2 else 0)
                        pts.append(d + pile_combos(comb_cards, reading) + cp + (6 if last == t else 0))
                    ntr = [sum(1 for _, w in tricks if side(w) == t) for t in (0, 1)]
                    if ntr[1] == 0:
                        gp, win = 40, 0
                    elif ntr[0] == 0:
                        gp, win = 40, 1
                    else:
                        win = 0 if pts[0] > pts[1] else 1
                        p = pts[win]
                        base = int(p // 50) * 50
                        if base + 50 - p < 5:
                            base += 50
                        gp = base // 50
                    line = [0, 0, 0]
                    for s in range(3):
                        if side(s) == win:
                            line[s] = gp
                    results.append((tuple(line), tuple(pts)))
    return hands, talon, events, tricks, decl, decl_seat, results


# ----------------------------------------------------------------------------- scenarios
def dump(name, doc, notes):
    for d in doc["deals"]:
        for k in [k for k in d if k.startswith("_")]:
            del d[k]
    if "--dry" in sys.argv:
        print(name, notes)
        return
    (OUT / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
    print(name, notes)


def rage_doc(players, deals, rules, meta):
    return {"format": "trick-transcript/1", "game": "rage", "rules": rules, "players": players,
            "meta": meta, "deals": deals}


def find_rage(name, make, tries=4000):
    for seed in range(tries):
        try:
            res = make(seed)
        except RuntimeError:
            continue
        if res:
            return seed, res
    raise SystemExit(f"{name}: no seed")


def gen_rage():
    P4 = ["Anička", "Bohouš", "Katka", "Dalibor"]

    # 01: revoke in a trick led by an action card (colour set by the 2nd card)
    def m01(seed):
        hit = {}

        def hook(st):
            if hit or st["k"] < 2 or st["trick"][0][1] not in ("PLUS5", "MINUS5", "NOTRUMP", "CHANGE"):
                return None
            led = st["led"]
            if led and any(colour(c) == led for c in st["hand"]):
                other = [c for c in st["hand"] if colour(c) and colour(c) != led]
                if other:
                    hit["x"] = (st["t"], st["seat"], other[0])
                    return other[0], None
            return None

        deals, _ = rage_session(seed, 4, 2, True, [hook, None])
        return (deals, hit["x"]) if hit else None

    seed, (deals, x) = find_rage("01", m01)
    dump("01-rage-revoke-after-action-lead.json",
         rage_doc(P4, deals, {"plus_minus_one": True}, {"seed": seed, "fault": "revoke", "at": x}), x)

    # 02: action card while able to follow, in a trick led by an action card; the
    #     second card of that trick is itself an action card (legal: no colour yet)
    def m02(seed):
        hit = {}

        def hook(st):
            tr = st["trick"]
            if hit or st["k"] < 2 or tr[0][1] not in ("PLUS5", "MINUS5", "NOTRUMP", "CHANGE"):
                return None
            led = st["led"]
            acts = [c for c in st["hand"] if c in ("PLUS5", "MINUS5")]
            if led and acts and any(colour(c) == led for c in st["hand"]) and tr[1][1] in ACTIONS:
                hit["x"] = (st["t"], st["seat"], acts[0])
                return acts[0], None
            return None

        deals, _ = rage_session(seed, 4, 2, False, [hook, hook])
        return (deals, hit["x"]) if hit else None

    seed, (deals, x) = find_rage("02", m02)
    dump("02-rage-action-card-able-to-follow.json",
         rage_doc(P4, deals, {}, {"seed": seed, "fault": "action_card_while_able_to_follow", "at": x}), x)

    # 03: a joker led naming a colour, a follower holding that colour plays another;
    #     round 2: a joker played naming the led colour by a seat holding the led colour
    def m03(seed):
        hit = {}

        def hook1(st):
            tr = st["trick"]
            if "a" in hit:
                return None
            if st["k"] == 0 and st["t"] >= 1 and "WILD" in st["hand"]:
                cols = [colour(c) for c in st["hand"] if colour(c)]
                return ("WILD", st["rnd"].rng.choice(COLOURS)) if cols else None
            if st["k"] >= 1 and tr and tr[0][1] == "WILD" and st["led"]:
                led = st["led"]
                other = [c for c in st["hand"] if colour(c) and colour(c) != led]
                if any(colour(c) == led for c in st["hand"]) and other:
                    hit["a"] = (st["t"], st["seat"], other[0])
                    return other[0], None
            return None

        def hook2(st):
            if "b" in hit or st["k"] == 0 or not st["led"]:
                return None
            if "WILD" in st["hand"] and any(colour(c) == st["led"] for c in st["hand"]):
                hit["b"] = (st["t"], st["seat"], "WILD", st["led"])
                return "WILD", st["led"]
            return None

        deals, _ = rage_session(seed, 4, 2, False, [hook1, hook2])
        return (deals, hit) if len(hit) == 2 else None

    seed, (deals, x) = find_rage("03", m03, 20000)
    dump("03-rage-joker-named-colour.json",
         rage_doc(P4, deals, {}, {"seed": seed, "fault": "revoke; action_card_while_able_to_follow", "at": x}), x)

    # 04: revoke by trumping, then NOTRUMP in the same trick (the revoking trump is no
    #     trump any more); round 2: CHANGE played while able to follow
    def m04(seed):
        hit = {}

        def hook1(st):
            tr = st["trick"]
            if "a" in hit and not hit.get("nt_pending"):
                return None
            led, trump = st["led"], st["trump"]
            if hit.get("nt_pending"):
                if st["t"] != hit["a"][0]:
                    hit["nt_pending"] = False
                    return None
                if st["k"] > hit["a"][3] and "NOTRUMP" in st["hand"] and not any(colour(c) == led for c in st["hand"]):
                    hit["nt_pending"] = False
                    hit["nt"] = (st["t"], st["seat"])
                    return "NOTRUMP", None
                return None
            if st["k"] == 1 and led and led != trump and all(c[1] not in ("NOTRUMP",) for c in tr):
                tr_cards = [c for c in st["hand"] if colour(c) == trump]
                if tr_cards and any(colour(c) == led for c in st["hand"]):
                    # only if a later seat holds NOTRUMP and is void in the led colour
                    rnd = st["rnd"]
                    hit["a"] = (st["t"], st["seat"], tr_cards[0], st["k"])
                    hit["nt_pending"] = True
                    return tr_cards[0], None
            return None

        def hook2(st):
            if "c" in hit or st["k"] == 0 or not st["led"]:
                return None
            if "CHANGE" in st["hand"] and any(colour(c) == st["led"] for c in st["hand"]):
                hit["c"] = (st["t"], st["seat"])
                return "CHANGE", None
            return None

        deals, _ = rage_session(seed, 4, 2, False, [hook1, hook2])
        return (deals, hit) if "nt" in hit and "c" in hit else None

    seed, (deals, x) = find_rage("04", m04, 50000)
    dump("04-rage-revoke-notrump-change.json",
         rage_doc(P4, deals, {}, {"seed": seed, "fault": "revoke; action_card_while_able_to_follow", "at": x}), x)

    # 05: 3 players, plus/minus one: round 1 a bid out of turn, round 2 the last bid makes
    #     the sum; round 2's sheet forgets one player's -5 card (wrong_score), totals add it
    def m05(seed):
        def bh1(rnd, order):
            return [order[1], order[0], *order[2:]]

        def bh2(rnd, order):
            rnd.force_last = True
            return order

        deals, faults = rage_session(seed, 3, 2, True, [None, None], [bh1, bh2])
        d1 = deals[1]
        # someone scored a MINUS5 in round 2?
        return deals, faults

    seed, (deals, faults) = find_rage("05", m05)
    # sheet slip: seat 1's round-2 line written 5 higher (the -5 card forgotten) if it took one
    doc = rage_doc(["Anička", "Bohouš", "Katka"], deals, {"plus_minus_one": True}, {"seed": seed})
    return doc, faults


# ----------------------------------------------------------------------------- Tarocchini scenarios
MORETTI = ("T1", "T2", "T3", "T4")


def all_same(xs):
    return all(x == xs[0] for x in xs)


def moretti_tie(tricks):
    """A trick whose highest trumps are two or more Moretti (won by the last one)."""
    for i, (trick, w) in enumerate(tricks):
        trumps = [c for _, c in trick if c.startswith("T")]
        if trumps and max(trank(c) for c in trumps) == 1 and sum(c in MORETTI for c in trumps) >= 2:
            return i
    return None


def ott_session(seed, ndeals, hooks, decl_hooks=None, discard_picks=None, need=None, false_pts=None):
    rng = random.Random(seed)
    deals, tot = [], [0, 0]
    info = []
    for d in range(ndeals):
        dealer = (3 + d) % 4
        fp = {}
        dh = (decl_hooks or [None] * ndeals)[d]
        hands, events, tricks, decl, results = ottocento_deal(
            rng, dealer, hooks[d], (lambda s, it, h, dh=dh, fp=fp: dh(s, it, h, fp)) if dh else None,
            (discard_picks or [None] * ndeals)[d])
        if not all_same(results) or not all(float(x).is_integer() for x in results[0]):
            return None
        sheet = [int(x) for x in results[0]]
        rules = sheet[:]
        for s, extra in fp.items():
            if s == "bad":
                return None
            rules[s % 2] -= extra  # a declaration the hand does not hold counts nothing
        for t in (0, 1):
            events.append({"type": "score", "party": f"team{t}", "points": sheet[t]})
        for t in (0, 1):
            tot[t] += sheet[t]
            events.append({"type": "total", "party": f"team{t}", "points": tot[t]})
        deals.append({"dealer": dealer, "hands": hands, "events": events})
        info.append({"rules": rules, "sheet": sheet, "tricks": tricks, "decl": decl, "fp": fp})
    if need and not need(info):
        return None
    return deals, info


def terz_session(seed, ndeals, hooks, decl_hooks=None, exch_picks=None, need=None):
    rng = random.Random(seed)
    deals, tot = [], [0, 0, 0]
    info = []
    for d in range(ndeals):
        dealer = d % 3
        dh = (decl_hooks or [None] * ndeals)[d]
        hands, talon, events, tricks, decl, ds, results = terziglio_deal(
            rng, dealer, hooks[d], dh, (exch_picks or [None] * ndeals)[d])
        lines = [r[0] for r in results]
        if not all_same(lines):
            return None
        # the side's points must not sit near a rounding edge or a tie under any reading
        for t in range(3):
            events.append({"type": "score", "party": t, "points": lines[0][t]})
        for t in range(3):
            tot[t] += lines[0][t]
            events.append({"type": "total", "party": t, "points": tot[t]})
        deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": events})
        info.append({"line": lines[0], "pts": sorted(set(r[1] for r in results)), "tricks": tricks,
                     "declarer": ds, "decl": decl})
    if need and not need(info):
        return None
    return deals, info


def find(name, make, tries=3000):
    for seed in range(tries):
        res = make(seed)
        if res:
            return seed, res
    raise SystemExit(f"{name}: no seed")


def tdoc(game, players, deals, rules, meta):
    return {"format": "trick-transcript/1", "game": game, "rules": rules, "players": players,
            "meta": meta, "deals": deals}


def fault_hook(kind, cond):
    hit = {}

    def hook(st):
        if hit:
            return None
        led, hand, trick = st["led"], st["hand"], st["trick"]
        if not led or led == "T" or not cond(trick):
            return None
        has_led = any(tsuit(c) == led for c in hand)
        trumps = [c for c in hand if tsuit(c) == "T"]
        others = [c for c in hand if tsuit(c) not in ("T", "M", led)]
        if kind == "revoke" and has_led and (trumps or others):
            card = (trumps or others)[0]
        elif kind == "failure_to_trump" and not has_led and trumps and others:
            card = others[0]
        else:
            return None
        hit["x"] = (st["t"], st["seat"], card)
        return card

    return hook, hit


def gen_tarocchini():
    P4 = ["Anna", "Bruno", "Carla", "Dario"]
    P3 = ["Elena", "Franco", "Giulia"]
    matto_in = lambda tr: any(c == "MATTO" for _, c in tr)  # noqa: E731
    moretti_in = lambda tr: any(c in MORETTI for _, c in tr)  # noqa: E731

    # 06 Ottocento: a revoke (a trump played while holding the suit led); two deals
    def m06(seed):
        h, hit = fault_hook("revoke", lambda tr: True)
        r = ott_session(seed, 2, [h, None])
        return (r, hit["x"]) if r and hit else None

    seed, ((deals, info), x) = find("06", m06)
    dump("06-ott-revoke.json", tdoc("tarocchini-ottocento", P4, deals, {}, {"seed": seed, "fault": "revoke", "at": x}),
         (x, [i["rules"] for i in info]))

    # 07 Ottocento: failure to trump in a trick the Matto is in; a Moretti tie elsewhere
    def m07(seed):
        h, hit = fault_hook("failure_to_trump", matto_in)
        r = ott_session(seed, 1, [h], need=lambda info: moretti_tie(info[0]["tricks"]) is not None)
        return (r, hit["x"]) if r and hit else None

    seed, ((deals, info), x) = find("07", m07, 20000)
    dump("07-ott-failure-to-trump-matto.json",
         tdoc("tarocchini-ottocento", P4, deals, {}, {"seed": seed, "fault": "failure_to_trump", "at": x,
              "moretti_tie_trick": moretti_tie(info[0]["tricks"])}), (x, info[0]["rules"], moretti_tie(info[0]["tricks"])))

    # 08 Ottocento: the dealer lays away a King (a 5-point card) and a Queen (4, allowed)
    def pick08(hand, rng):
        ks = [c for c in hand if c[0] == "K"]
        qs = [c for c in hand if c[0] == "Q"]
        return [ks[0], qs[0]] if ks and qs else None

    def m08(seed):
        rng = random.Random(seed)
        try:
            r = ott_session(seed, 1, [None], discard_picks=[lambda h, rng: pick08(h, rng) or (_ for _ in ()).throw(ValueError)])
        except (ValueError, TypeError):
            return None
        return r

    seed, (deals, info) = find("08", m08)
    dump("08-ott-discard-king.json", tdoc("tarocchini-ottocento", P4, deals, {}, {"seed": seed, "fault": "illegal_discard"}),
         info[0]["rules"])

    # 09 Ottocento: eldest declares a cricca of kings holding two (the sheet counts it);
    #    the dealer's partner declares after the first lead (the sheet does not count it)
    def dh09(s, items, hand, fp):
        dealer = 3
        if s == (dealer + 1) % 4:
            kings = [c for c in hand if c[0] == "K"]
            if len(kings) != 2:
                fp["bad"] = 1
                return items, False
            new = items + [{"kind": "cricca", "of": "kings", "count": 3}]
            fp[s] = item_points(new) - item_points(items)
            return new, False
        if s == (dealer + 2) % 4:
            if not items:
                fp["bad"] = 1
            return items, True
        return items, False

    def m09(seed):
        r = ott_session(seed, 2, [None, None], decl_hooks=[dh09, None])
        return r

    seed, (deals, info) = find("09", m09, 20000)
    # the false item must not count in the rules' line: ott_session's results used decl with it
    dump("09-ott-false-and-late-declaration.json",
         tdoc("tarocchini-ottocento", P4, deals, {}, {"seed": seed, "fault": "false_declaration; late_declaration"}),
         [(i["rules"], i["sheet"], i["fp"]) for i in info])

    # 10 Terziglio: revoke in a trick the Matto is in
    def m10(seed):
        h, hit = fault_hook("revoke", matto_in)
        r = terz_session(seed, 1, [h])
        return (r, hit["x"]) if r and hit else None

    seed, ((deals, info), x) = find("10", m10)
    dump("10-terz-revoke-matto.json", tdoc("tarocchini-terziglio", P3, deals, {}, {"seed": seed, "fault": "revoke", "at": x}),
         (x, info[0]["line"], info[0]["pts"], info[0]["declarer"]))

    # 11 Terziglio: failure to trump in a trick with a Moretti in it; a Moretti tie elsewhere
    def m11(seed):
        h, hit = fault_hook("failure_to_trump", moretti_in)
        r = terz_session(seed, 1, [h], need=lambda info: moretti_tie(info[0]["tricks"]) is not None)
        return (r, hit["x"]) if r and hit else None

    seed, ((deals, info), x) = find("11", m11)
    dump("11-terz-failure-to-trump-moretti.json",
         tdoc("tarocchini-terziglio", P3, deals, {}, {"seed": seed, "fault": "failure_to_trump", "at": x,
              "moretti_tie_trick": moretti_tie(info[0]["tricks"])}),
         (x, info[0]["line"], info[0]["pts"], info[0]["declarer"], moretti_tie(info[0]["tricks"])))

    # 12 Terziglio: the gioco declarer takes two widow cards and lays away a King and a pip
    def ex12(hand, talon, rng):
        ks = [c for c in hand if c[0] == "K"]
        if not ks:
            raise ValueError
        take = talon[:2]
        pip = [c for c in hand if c not in FIVE and c not in take][0]
        return take, [ks[0], pip]

    def m12(seed):
        try:
            return terz_session(seed, 1, [None], exch_picks=[ex12])
        except ValueError:
            return None

    seed, (deals, info) = find("12", m12)
    dump("12-terz-discard-king.json", tdoc("tarocchini-terziglio", P3, deals, {}, {"seed": seed, "fault": "illegal_discard"}),
         (info[0]["line"], info[0]["pts"], info[0]["declarer"]))

    # 13 Terziglio, two deals: a trumps sequence declared one longer than held (false), and a
    #    declaration after the first lead (late); the sheet counts neither
    state = {}

    def dh13(s, items, hand):
        seqs = [i for i in items if i["kind"] == "sequence" and i["of"] in ("trumps", "suit", "aces", "moretti")]
        if "false" not in state and seqs:
            it = dict(seqs[0])
            it["length"] += 1
            state["false"] = (s, it)
            # the false item replaces the true one; the rules count nothing for it
            rest = [i for i in items if i is not seqs[0]]
            state["decl_valid"] = rest
            return rest, "FALSE"
        if "late" not in state and items and "false" in state:
            state["late"] = s
            return items, True
        return items, False

    def m13(seed):
        state.clear()

        def wrap(s, items, hand):
            res, flag = dh13(s, items, hand)
            if flag == "FALSE":
                state["pending_false"] = True
                return res, False
            return res, flag

        r = terz_session(seed, 2, [None, None], decl_hooks=[wrap, None])
        if not r or "false" not in state or "late" not in state:
            return None
        return r

    seed, (deals, info) = find("13", m13, 20000)
    # put the false item into the declaring seat's declare event (the rules line was computed
    # without it)
    fs, fitem = state["false"]
    for e in deals[0]["events"]:
        if e["type"] == "declare" and e["seat"] == fs:
            e["items"] = e["items"] + [fitem]
            break
    dump("13-terz-false-and-late-declaration.json",
         tdoc("tarocchini-terziglio", P3, deals, {}, {"seed": seed, "fault": "false_declaration; late_declaration",
              "false": [fs, fitem], "late_seat": state["late"]}),
         [(i["line"], i["pts"], i["declarer"]) for i in info])


def main():
    doc05, f05 = gen_rage()
    # 05's sheet slip is applied here: round 2, seat 2 written 5 more than the rules give
    d = doc05["deals"][1]
    sc = [e for e in d["events"] if e["type"] == "score"]
    tot = [e for e in d["events"] if e["type"] == "total"]
    sc[2]["points"] += 5
    tot[2]["points"] += 5
    doc05["meta"]["fault"] = "bid_out_of_turn (round 1), bid_forbidden_plus_minus_one (round 2), sheet +5 seat 2 round 2"
    dump("05-rage-bids-and-sheet-slip.json", doc05, f05)
    gen_tarocchini()


if __name__ == "__main__":
    main()
