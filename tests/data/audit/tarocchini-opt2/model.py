"""Independent model of Tarocchini (Ottocento, Terziglio) written from the Russian source
(seeds/004) alone, for the blind audit round tarocchini-opt2.

Readings (source paragraphs quoted in EXPECTED.md):
- ranks: trumps T20 > T19 > ... > T5 > Moretti (T1..T4, equal) > T0 (Bagatto). Matto never wins.
  Long suits S B: K Q N J 10 9 8 7 6 1; round suits C D: K Q N J 1 6 7 8 9 10.
- Moretti tie: several Moretti the highest trumps of a trick: last_played -> the last of them
  wins ("последний сыгранный козырь является наивысшим"); first_played -> the first of them.
- follow suit; void -> must trump if able; else any card. Matto may be played instead.
- Matto goes back to its owner's side; if the trick went to an opponent side, the owner's side
  gives it a low-value (1-point) card at the end. (We arrange a plain pip 6-10 to be given.)
- card points: values (5/4/3/2/1), sum - (number of cards)/2 (pairs, 1 off each pair).
- last trick 6.
- combinations: cricche 3/4 of a kind, no contatori; sequences 10 for 3 cards, +5 each further
  card; contatori (T0 Bagatto, MATTO) stand in anywhere except Angel/King, may serve in several
  combinations. Doubling (double_three): 3+ cricche -> cricche points x2; 3+ sequences ->
  sequence points x2, for each "made at once" set (one player's declaration, one side's pile).
- cases the source leaves open are flagged (the generators avoid every flagged case).
"""

from __future__ import annotations

import random

SUITS = ["S", "B", "C", "D"]
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]
DECK = (
    [r + s for s in "SB" for r in LONG]
    + [r + s for s in "CD" for r in ROUND]
    + ["T%d" % i for i in range(21)]
    + ["MATTO"]
)
assert len(DECK) == 62
FIVE = {"K" + s for s in SUITS} | {"T20", "T19", "T0", "MATTO"}
MORETTI = ["T1", "T2", "T3", "T4"]
ACES = ["1" + s for s in SUITS]
JOKERS = ["T0", "MATTO"]
PLAIN_PIPS = {r + s for s in SUITS for r in ["6", "7", "8", "9", "10"]}


def value(c):
    if c in FIVE:
        return 5
    if c.startswith("T"):
        return 1
    r = c[:-1]
    return {"Q": 4, "N": 3, "J": 2}.get(r, 1)


def is_trump(c):
    return c.startswith("T")


def suit(c):
    if c == "MATTO":
        return None
    if is_trump(c):
        return "T"
    return c[-1]


def trump_rank(c):
    n = int(c[1:])
    if 1 <= n <= 4:
        return 1
    return n


def suit_rank(c):
    s = c[-1]
    order = LONG if s in "SB" else ROUND
    return len(order) - order.index(c[:-1])


def card_points(cards):
    n = len(cards)
    assert n % 2 == 0, ("odd pile", n)
    return sum(value(c) for c in cards) - n // 2


def trick_winner(trick, tie):
    """trick: list of (seat, card) in play order. Returns (winner seat, moretti_tie_flag)."""
    cards = [(i, s, c) for i, (s, c) in enumerate(trick) if c != "MATTO"]
    trumps = [(i, s, c) for (i, s, c) in cards if is_trump(c)]
    if trumps:
        best = max(trump_rank(c) for _, _, c in trumps)
        top = [(i, s, c) for (i, s, c) in trumps if trump_rank(c) == best]
        tied = len(top) > 1
        if tied:
            w = top[-1] if tie == "last_played" else top[0]
        else:
            w = top[0]
        return w[1], tied
    led = led_suit(trick)
    fol = [(i, s, c) for (i, s, c) in cards if suit(c) == led]
    w = max(fol, key=lambda x: suit_rank(x[2]))
    return w[1], False


def led_suit(trick):
    for _, c in trick:
        if c != "MATTO":
            return suit(c)
    return None


def legal(hand, trick):
    led = led_suit(trick)
    if led is None:
        return list(hand)
    same = [c for c in hand if suit(c) == led]
    if same:
        return same + (["MATTO"] if "MATTO" in hand else [])
    tr = [c for c in hand if is_trump(c)]
    if tr:
        return tr + (["MATTO"] if "MATTO" in hand else [])
    return list(hand)


# ---------------------------------------------------------------- combinations
CRICCA_PTS = {
    "tarocchi": (18, 36),
    "kings": (17, 34),
    "queens": (14, 28),
    "knights": (13, 26),
    "jacks": (12, 24),
}
RANK_OF = {"kings": "K", "queens": "Q", "knights": "N", "jacks": "J"}


def seq_pts(n):
    return 10 + 5 * (n - 3)


def combos(cards, flags=None, use_jokers=True):
    """All combinations held in `cards` at their fullest. Returns list of items (dicts).
    flags: list collecting readings the source leaves open (generators reject those)."""
    if flags is None:
        flags = []
    S = set(cards)
    j = sum(c in S for c in JOKERS) if use_jokers else 0
    items = []
    t = sum(c in S for c in ["T20", "T19", "T0", "MATTO"])
    if t >= 3:
        items.append({"kind": "cricca", "of": "tarocchi", "count": t})
    for name in ["kings", "queens", "knights", "jacks"]:
        cnt = sum(RANK_OF[name] + s in S for s in SUITS)
        if cnt >= 3:
            items.append({"kind": "cricca", "of": name, "count": cnt})
    # sequences: trumps
    if "T20" in S:
        L = trump_seq(S, j, flags)
        if L >= 3:
            items.append({"kind": "sequence", "of": "trumps", "length": L})
    for of, group in (("moretti", MORETTI), ("aces", ACES)):
        m = sum(c in S for c in group)
        if m >= 2 and m + j >= 3:
            items.append({"kind": "sequence", "of": of, "length": m + j})
    for s in SUITS:
        if "K" + s in S:
            L = suit_seq(S, s, j, flags)
            if L >= 3:
                items.append({"kind": "sequence", "of": "suit", "suit": s, "length": L})
    return items


def trump_seq(S, j, flags):
    pos = ["T%d" % n for n in range(19, 4, -1)]  # T19 .. T5
    present = [p in S for p in pos]
    g = present[:3]
    # "Angel and at least two of the three next grandi": a gap among them is left open
    if g != [True, True, True] and sum(g) >= 2 and not (g[0] and g[1]):
        flags.append("trump: two grandi with a gap")
    if g[0] and g[1] and not g[2] and present[3]:
        flags.append("trump: Moon missing, 16 present")
    run = 0
    for p in present:
        if not p:
            break
        run += 1
    L = 1 + run
    if j > 0 and run < 15 and sum(g) >= 1:
        flags.append("trump: a contatore could fill or extend (run %d)" % L)
    return L if L >= 3 else 0


def suit_seq(S, s, j, flags):
    pos = ["Q" + s, "N" + s, "J" + s, "1" + s]
    present = [p in S for p in pos]
    run = 0
    for p in present:
        if not p:
            break
        run += 1
    after_gap = any(present[run + 1 :]) if run < 4 else False
    if j == 0:
        if after_gap and sum(present[:3]) >= 2:
            flags.append("suit %s: card after a gap" % s)
        return 1 + run if run >= 2 else 0
    # with jokers: K + at least one real court + jokers filling
    if run == 4:
        return 5
    realcourts = sum(present[:3])
    if realcourts == 0:
        return 0
    # a joker use is needed to reach 3 or to extend: flag unless exactly one joker fills one
    # missing court with everything up to J present afterwards and no ace question
    L = 1
    used = 0
    prevj = False
    amb = False
    for i, p in enumerate(present):
        if p:
            L += 1
            prevj = False
        else:
            if used < j:
                if i == 3:
                    amb = True  # joker as the ace
                if prevj:
                    amb = True  # two jokers in a row
                used += 1
                L += 1
                prevj = True
            else:
                if any(present[i + 1 :]):
                    amb = True
                break
    if amb:
        flags.append("suit %s: joker reading (%s)" % (s, present))
    return L if L >= 3 else 0


def item_pts(it):
    if it["kind"] == "cricca":
        return CRICCA_PTS[it["of"]][it["count"] - 3]
    return seq_pts(it["length"])


def combo_points(items, double_three):
    cr = [item_pts(i) for i in items if i["kind"] == "cricca"]
    sq = [item_pts(i) for i in items if i["kind"] == "sequence"]
    a = sum(cr) * (2 if double_three and len(cr) >= 3 else 1)
    b = sum(sq) * (2 if double_three and len(sq) >= 3 else 1)
    return a + b


# ---------------------------------------------------------------- play
class Policy:
    def __init__(self, rng, reserve=None, avoid_win=(), matto_p=0.3, no_lead_trump=()):
        self.rng = rng
        self.reserve = reserve or {}  # seat -> set of cards kept till the end if possible
        self.avoid_win = set(avoid_win)
        self.matto_p = matto_p
        self.no_lead_trump = set(no_lead_trump)

    def choose(self, seat, hand, trick, tie, remaining_tricks):
        leg = legal(hand, trick)
        res = self.reserve.get(seat, set())
        pref = [c for c in leg if c not in res] or leg
        if not trick:
            nomatto = [c for c in pref if c != "MATTO"] or pref
            if seat in self.no_lead_trump:
                nt = [c for c in nomatto if not is_trump(c)]
                if nt:
                    nomatto = nt
            if seat in self.avoid_win:
                return min(nomatto, key=lambda c: (is_trump(c), value(c), rank_any(c)))
            return self.rng.choice(nomatto)
        if remaining_tricks > 1 and "MATTO" in pref and led_suit(trick) in [suit(c) for c in hand]:
            if self.rng.random() < self.matto_p:
                return "MATTO"
        nomatto = [c for c in pref if c != "MATTO"] or pref
        if seat in self.avoid_win:
            # the card least able to win
            return min(nomatto, key=lambda c: (is_trump(c), rank_any(c), value(c)))
        return self.rng.choice(nomatto)


def rank_any(c):
    if c == "MATTO":
        return -1
    if is_trump(c):
        return 100 + trump_rank(c)
    return suit_rank(c)


def play_deal(hands, leader, n, tie, policy, script=None):
    """hands: dict seat->list (hands at play start). Returns list of tricks [(seat,card)...],
    winners list, flags."""
    hands = {s: list(h) for s, h in hands.items()}
    ntricks = len(hands[0])
    tricks = []
    winners = []
    ties = []
    lead = leader
    k = 0
    for t in range(ntricks):
        trick = []
        for i in range(n):
            s = (lead + i) % n
            if script is not None:
                c = script[k]
                k += 1
                assert c in legal(hands[s], trick), (t, s, c, legal(hands[s], trick))
            else:
                c = policy.choose(s, hands[s], trick, tie, ntricks - t)
            hands[s].remove(c)
            trick.append((s, c))
        w, tied = trick_winner(trick, tie)
        if tied:
            ties.append(t)
        tricks.append(trick)
        winners.append(w)
        lead = w
    return tricks, winners, ties


def rng_for(seed):
    return random.Random(seed)
