"""Constructor of rare Tarocchini deals: deals chosen hands, plays them legally (the oracle's
legal_plays), writes the scores the oracle computes. Nothing from validator/ or replays/."""
from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import oracle  # noqa: E402

play = oracle.play
value, suit_of = oracle.value, oracle.suit_of
SUITS = "SBCD"
DECK = ["T%d" % i for i in range(21)] + ["MATTO"] + [r + s for s in SUITS for r in
                                                    ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]]
assert len(DECK) == 62
W = ["MATTO", "T0"]


# ----------------------------------------------------------------- rare holdings catalogue
def cat_cricca(rng):
    of = rng.choice(list(oracle.combos.CRICCA_CARDS))
    n = rng.choice([3, 4])
    cards = rng.sample(oracle.combos.CRICCA_CARDS[of], n)
    excl = [c for c in oracle.combos.CRICCA_CARDS[of] if c not in cards]
    return ("cricca", of), n, cards, excl


def cat_trumps(rng):
    """Angel + grande (19 18 17) + 16..5. A plan: length L, up to two contatori standing in
    (never for the Angel; at least one grande real; two stand-ins adjacent only as grande+16,
    SRC:60), or one grande missing (then the run is 3: the project's/audit-2 'stop' reading)."""
    form = rng.choice(["plain", "one_w", "two_w", "exc", "skip", "skip_w"])
    if form in ("skip", "skip_w"):
        g = [19, 18, 17]
        miss = rng.choice(g)
        pres = [x for x in g if x != miss]
        cards = ["T20"] + ["T%d" % x for x in pres]
        excl = ["T%d" % miss]
        if form == "skip_w":          # one of the two present grande is a contatore
            x = rng.choice(pres)
            cards.remove("T%d" % x)
            excl.append("T%d" % x)
            w = rng.choice(W)
            cards.append(w)
            excl += [c for c in W if c != w]
        return ("sequence", "trumps"), 3, cards, excl
    L = rng.randint(3, 16)
    ranks = [20, 19, 18, 17] + list(range(16, 4, -1))
    seq = ranks[:L]
    wild_pos = []
    if form == "one_w" and L >= 3:
        wild_pos = [rng.randrange(1, L)]
    elif form == "two_w" and L >= 5:
        for _ in range(50):
            a, b = sorted(rng.sample(range(1, L), 2))
            if b - a > 1 and not (a <= 3 and b <= 3):
                wild_pos = [a, b]
                break
    elif form == "exc" and L >= 5:
        wild_pos = [rng.choice([1, 2, 3]), 4] if False else [3, 4]  # T17 and T16 both stand-ins
    if len([p for p in wild_pos if p <= 3]) >= 3:
        wild_pos = []
    cards = ["T%d" % r for i, r in enumerate(seq) if i not in wild_pos]
    ws = rng.sample(W, len(wild_pos))
    cards += ws
    excl = ["T%d" % seq[i] for i in wild_pos]
    if L < 16:
        excl.append("T%d" % ranks[L])   # the next card is not held
    excl += [c for c in W if c not in ws]   # no spare contatore to lengthen it
    return ("sequence", "trumps"), L, cards, excl


def cat_suit(rng):
    s = rng.choice(SUITS)
    form = rng.choice(["KQNJ", "KQNJA", "KQN", "KQJ_stop", "wild1", "wild2", "wildA"])
    courts = ["Q" + s, "N" + s, "J" + s]
    ace = "1" + s
    if form == "KQNJ":
        return ("sequence", "suit", s), 4, ["K" + s] + courts, [ace] + W
    if form == "KQNJA":
        return ("sequence", "suit", s), 5, ["K" + s] + courts + [ace], W
    if form == "KQN":
        return ("sequence", "suit", s), 3, ["K" + s] + courts[:2], [courts[2]] + W
    if form == "KQJ_stop":
        return ("sequence", "suit", s), 3, ["K" + s, courts[0], courts[2], ace], [courts[1]] + W
    if form == "wild1":
        miss = rng.choice(courts)
        w = rng.choice(W)
        cards = ["K" + s] + [c for c in courts if c != miss] + [w]
        a = rng.random() < .5
        return ("sequence", "suit", s), 4 + a, cards + ([ace] if a else []), \
            [miss] + ([] if a else [ace]) + [c for c in W if c != w]
    if form == "wild2":
        keep = rng.choice(courts)
        cards = ["K" + s, keep] + W
        a = rng.random() < .5
        return ("sequence", "suit", s), 4 + a, cards + ([ace] if a else []), \
            [c for c in courts if c != keep] + ([] if a else [ace])
    # wildA: a contatore stands for the ace
    w = rng.choice(W)
    return ("sequence", "suit", s), 5, ["K" + s] + courts + [w], [ace] + [c for c in W if c != w]


def cat_group(rng, of):
    members = ["T1", "T2", "T3", "T4"] if of == "moretti" else ["1" + s for s in SUITS]
    r = rng.randint(2, 4)
    nw = rng.randint(0 if r >= 3 else 1, 2)
    real = rng.sample(members, r)
    ws = rng.sample(W, nw)
    return ("sequence", of), r + nw, real + ws, [m for m in members if m not in real] + \
        [c for c in W if c not in ws]


def catalogue(rng, kind=None):
    kind = kind or rng.choice(["cricca", "trumps", "suit", "moretti", "aces"])
    if kind == "cricca":
        return cat_cricca(rng)
    if kind == "trumps":
        return cat_trumps(rng)
    if kind == "suit":
        return cat_suit(rng)
    return cat_group(rng, kind)


def plant_set(rng, n_items, handsize):
    """Up to n_items compatible rare combinations for one hand (cards disjoint from every
    other item's exclusions)."""
    items, cards, excl = [], set(), set()
    for _ in range(60):
        if len(items) == n_items:
            break
        k, L, cs, ex = catalogue(rng)
        if any(k == i[0] for i in items):
            continue
        if set(cs) & excl or set(ex) & (cards | set(cs)):
            # contatori may serve in several combinations at once (SRC:43 "в нескольких
            # местах"): a wild needed by both is fine; a card excluded by one and needed by
            # the other is not
            if set(ex) & (cards | set(cs)) or set(cs) & excl:
                continue
        if len(cards | set(cs)) > handsize - 1:
            continue
        items.append((k, L))
        cards |= set(cs)
        excl |= set(ex)
    return items, sorted(cards), sorted(excl)


# ----------------------------------------------------------------- play
def strength(c, trick):
    if c == "MATTO":
        return -100
    s = suit_of(c)
    if s == "T":
        return 100 + play.trump_rank(c)
    led = play.led_suit(trick)
    base = 50 if s == led else 0
    return base - play.SUIT_ORDER[s].index(c[:-1])


def choose(rng, hand, trick, mode, keep_matto, tricks_left):
    legal = sorted(play.legal_plays(hand, trick))
    if keep_matto and "MATTO" in legal and len(legal) > 1 and tricks_left > 1:
        legal.remove("MATTO")
    if keep_matto == "play_last" and tricks_left == 1 and "MATTO" in legal:
        return "MATTO"
    if mode == "high":
        return max(legal, key=lambda c: (strength(c, trick), c))
    if mode == "low":
        return min(legal, key=lambda c: (strength(c, trick) if c != "MATTO" else 1000, c))
    return rng.choice(legal)


def play_out(rng, hands, leader, n, rules, modes, keep_matto=None):
    hands = [list(h) for h in hands]
    k = len(hands[0])
    assert all(len(h) == k for h in hands), [len(h) for h in hands]
    evs, winners = [], []
    for t in range(k):
        trick, seats = [], []
        for j in range(n):
            s = (leader + j) % n
            c = choose(rng, hands[s], trick, modes[s], keep_matto and keep_matto.get(s),
                       k - t)
            hands[s].remove(c)
            trick.append(c)
            seats.append(s)
            evs.append({"type": "play", "seat": s, "card": c})
        leader = play.trick_winner(trick, seats, rules.get("moretti_tie", "last_played"))
        winners.append((list(trick), list(seats), leader))
    return evs, winners


def declare_items(rng, hand, planted, lesser=0.2):
    """Declare the planted items exactly, plus the rest of what the hand holds (sometimes a
    lesser set or run: SRC:84 "может по желанию объявить меньший набор или пробег")."""
    held = oracle.combos.holdings(hand)
    items = []
    pk = {k: L for k, L in planted}
    for k, L in held.items():
        size = pk.get(k, L)
        if k not in pk and rng.random() < lesser:
            size = max(3, size - 1)
        if k not in pk and rng.random() < 0.1:
            continue
        it = oracle.combos.as_items({k: size})[0]
        items.append(it)
    return items
