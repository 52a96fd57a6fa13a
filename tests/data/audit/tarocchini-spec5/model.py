"""Outside-party model of Tarocchini (Bolognese, 62 cards) for audit round tarocchini-spec5.

Written from the Russian rule source only (shared/seeds/004_c8bdb85b1ac896b0.txt), never from
the engine.  It deals, plays legally, evaluates combinations and scores Terziglio and Ottocento
deals the way this auditor reads the source.  Readings (quoted in EXPECTED.md):

* card points: Angel, World, Bagatto, Matto, Kings 5; Queens 4; Knights 3; Jacks 2; every other
  card 1.  "подсчитываются парами, причем из общей суммы для каждой пары вычитается 1" -- a side's
  card points are its card values minus one per pair.  The generator only keeps deals in which
  every side holds an even number of cards, so the odd-card convention never matters.
* last trick: 6 points.
* trick: trumps beat suits; the Moretti T1-T4 are of equal rank and the last one played is the
  highest ("последний сыгранный козырь является наивысшим в отношении взятки"); the Matto never
  wins.  Follow suit, else trump, else anything; the Matto may always be played.
* Matto: it goes back to its owner's side, who gives a 1-point card to the trick's winner when
  the winner is an opponent; if the owner's side won no trick it goes to the opponents.
* combinations (cricche and sequences) with the contatori (Bagatto T0 and Matto) as wild cards in
  sequences, never for the Angel or a King; three or more cricche (or sequences) at once double
  the cricche (the sequences).  Every reading that the source leaves open (a trump or suit
  sequence with a gap, a contatore needed in two sequences or both in a tarocchi cricca and a
  sequence, two contatori in one suit sequence) is *flagged* and the generator throws such deals
  away, so the files only hold combinations that every reading scores alike.
"""

from __future__ import annotations

import random

SUITS = "SBCD"
LONG_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # swords, batons (high->low)
ROUND_ORDER = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # cups, coins (high->low)
TRUMPS = [f"T{i}" for i in range(21)]
MATTO = "MATTO"
CONTATORI = ("T0", MATTO)
MORETTI = ("T1", "T2", "T3", "T4")
ACES = tuple("1" + s for s in SUITS)


def deck():
    cards = [r + s for s in SUITS for r in LONG_ORDER]
    return cards + TRUMPS + [MATTO]


def is_trump(c):
    return c.startswith("T")


def suit_of(c):
    if c == MATTO:
        return None
    if is_trump(c):
        return "T"
    return c[-1]


def rank_of(c):
    return c[:-1]


def card_value(c):
    if c in ("T20", "T19", "T0", MATTO):
        return 5
    if is_trump(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(rank_of(c), 1)


def pile_points(cards):
    n = len(cards)
    assert n % 2 == 0, ("odd pile", n)
    return sum(card_value(c) for c in cards) - n // 2


def suit_strength(c):
    order = LONG_ORDER if c[-1] in "SB" else ROUND_ORDER
    return len(order) - order.index(rank_of(c))


def trump_strength(c):
    n = int(c[1:])
    if 1 <= n <= 4:
        return 1  # Moretti, equal rank
    if n == 0:
        return 0
    return n


def trick_winner(trick):
    """trick: list of (seat, card) in order played.  Returns the index in trick of the winner."""
    led = None
    for _, c in trick:
        if c != MATTO:
            led = suit_of(c)
            break
    best = None
    bkey = None
    for i, (_, c) in enumerate(trick):
        if c == MATTO:
            continue
        if is_trump(c):
            # later equal Moretti beat earlier ones: ">=" for Moretti ties
            key = (2, trump_strength(c))
            if bkey is None or key > bkey or (key == bkey and trump_strength(c) == 1):
                best, bkey = i, key
        elif suit_of(c) == led:
            key = (1, suit_strength(c))
            if bkey is None or key > bkey:
                best, bkey = i, key
    return best


def legal_cards(hand, trick):
    if not trick:
        return [c for c in hand if c != MATTO] or list(hand)
    led = None
    for _, c in trick:
        if c != MATTO:
            led = suit_of(c)
            break
    if led is None:
        return list(hand)
    follow = [c for c in hand if suit_of(c) == led]
    if follow:
        return follow + ([MATTO] if MATTO in hand else [])
    trumps = [c for c in hand if is_trump(c)]
    if trumps:
        return trumps + ([MATTO] if MATTO in hand else [])
    return list(hand)


# ------------------------------------------------------------------ combinations
CRICCA = {
    "tarocchi": (("T20", "T19", "T0", MATTO), 18, 36),
    "kings": (tuple("K" + s for s in SUITS), 17, 34),
    "queens": (tuple("Q" + s for s in SUITS), 14, 28),
    "knights": (tuple("N" + s for s in SUITS), 13, 26),
    "jacks": (tuple("J" + s for s in SUITS), 12, 24),
}


def seq_points(length):
    return 10 + 5 * (length - 3) if length >= 3 else 0


def trump_seq(cards, wild):
    """Angel-down trump sequence (Angel, World, Sun, Moon, 16, 15 ... 5); (length, wilds used, flags).

    Contatori fill gaps, never the Angel; two in a row end the sequence unless they stand for a
    grande and the 16.  Angel plus two of World/Sun/Moon (one natural) is the minimum."""
    flags = []
    if "T20" not in cards:
        return 0, 0, flags
    nat = [f"T{p}" in cards for p in (19, 18, 17)]
    if (not nat[0] and (nat[1] or nat[2])) or (nat[0] and not nat[1] and nat[2]):
        flags.append("grande-gap")
    length = 1
    used = 0
    prev_wild = False
    prev_pos = 20
    for p in range(19, 4, -1):
        if f"T{p}" in cards:
            length += 1
            prev_wild = False
        elif used < wild and not (prev_wild and not (prev_pos == 17 and p == 16)):
            used += 1
            length += 1
            prev_wild = True
        else:
            break
        prev_pos = p
    if length < 3 or not (nat[0] or nat[1]):
        return 0, 0, flags
    if used >= 2:
        flags.append("two-wilds")
    return length, used, flags


def suit_seq(cards, s, wild):
    """King-down suit sequence (K, Q, N, J, then the Ace); (length, wilds used, flags)."""
    flags = []
    if "K" + s not in cards:
        return 0, 0, flags
    order = ["Q", "N", "J", "1"]
    length = 1
    used = 0
    naturals = 0
    stop = len(order)
    for i, r in enumerate(order):
        if r + s in cards:
            length += 1
            if r != "1":
                naturals += 1
        elif used < wild:
            used += 1
            length += 1
        else:
            stop = i
            break
    if any((r + s) in cards for r in order[stop + 1 :]):
        flags.append("suit-gap")
    if length < 3 or naturals < 1:
        return 0, 0, flags
    if used >= 2:
        flags.append("two-wilds")
    return length, used, flags


def group_seq(cards, group, wild):
    nat = sum(1 for c in group if c in cards)
    if nat < 2:
        return 0, 0
    length = min(6, nat + wild)
    if length < 3:
        return 0, 0
    return length, length - nat


def evaluate(cards, double_three=True, detail=False):
    """All combinations in a set of cards.  Returns (points, items, flags).

    A contatore may serve in several sequences at once ("их можно использовать как дикие карты в
    нескольких местах"); flags name every spot where a reading of the source could differ."""
    cards = set(cards)
    flags = []
    items = []
    cr_pts = 0
    n_cr = 0
    for name, (grp, p3, p4) in CRICCA.items():
        n = sum(1 for c in grp if c in cards)
        if n >= 3:
            items.append({"kind": "cricca", "of": name, "count": n})
            cr_pts += p3 if n == 3 else p4
            n_cr += 1
    wild = sum(1 for c in CONTATORI if c in cards)
    seqs = []
    ln, used, f = trump_seq(cards, wild)
    flags += ["trumps:" + x for x in f]
    if ln:
        seqs.append(({"kind": "sequence", "of": "trumps", "length": ln}, used))
    for s in SUITS:
        ln, used, f = suit_seq(cards, s, wild)
        flags += [f"suit{s}:" + x for x in f]
        if ln:
            seqs.append(({"kind": "sequence", "of": "suit", "suit": s, "length": ln}, used))
    for name, grp in (("moretti", MORETTI), ("aces", ACES)):
        ln, used = group_seq(cards, grp, wild)
        if ln:
            seqs.append(({"kind": "sequence", "of": name, "length": ln}, used))
    wild_users = [it for it, u in seqs if u]
    if len(wild_users) >= 2:
        flags.append("wild-multi-use")
    if wild_users and any(i["of"] == "tarocchi" for i in items):
        flags.append("wild-in-cricca-and-seq")
    sq_pts = sum(seq_points(it["length"]) for it, _ in seqs)
    if double_three and n_cr >= 3:
        cr_pts *= 2
    if double_three and len(seqs) >= 3:
        sq_pts *= 2
    if detail:
        return cr_pts + sq_pts, items, seqs, flags
    items += [it for it, _ in seqs]
    return cr_pts + sq_pts, items, flags


BAD_FLAGS = ("grande-gap", "suit-gap", "two-wilds")


def hard_flags(flags):
    """Flags under which the auditor will not trust its own figure (the source is silent)."""
    out = []
    for f in flags:
        if any(f.endswith(b) for b in BAD_FLAGS) and not f.startswith(("moretti", "aces")):
            out.append(f)
    return out


def declarable(hand, double_three=True):
    """What a player declares: every cricca, and the sequences no reading disputes, each contatore
    in at most one declared sequence."""
    _, cr, seqs, flags = evaluate(hand, double_three, detail=True)
    bad = {f.split(":")[0] for f in hard_flags(flags)}
    out = list(cr)
    wild_taken = False
    for it, used in seqs:
        key = "trumps" if it["of"] == "trumps" else ("suit" + it["suit"] if it["of"] == "suit" else it["of"])
        if key in bad:
            continue
        if used:
            if wild_taken:
                continue
            wild_taken = True
        out.append(it)
    return out


def items_points(items, double_three=True):
    cr = [i for i in items if i["kind"] == "cricca"]
    sq = [i for i in items if i["kind"] == "sequence"]
    cp = sum(CRICCA[i["of"]][1] if i["count"] == 3 else CRICCA[i["of"]][2] for i in cr)
    sp = sum(seq_points(i["length"]) for i in sq)
    if double_three and len(cr) >= 3:
        cp *= 2
    if double_three and len(sq) >= 3:
        sp *= 2
    return cp + sp


def holds(items, hand):
    """Whether each declared item is held (the auditor's reading)."""
    _, full, _ = evaluate(hand)
    for it in items:
        ok = False
        for f in full:
            if f["kind"] != it["kind"] or f["of"] != it["of"]:
                continue
            if it["kind"] == "cricca" and f["count"] >= it["count"]:
                ok = True
            if it["kind"] == "sequence" and f.get("suit") == it.get("suit") and f["length"] >= it["length"]:
                ok = True
        if not ok:
            return False
    return True


# ------------------------------------------------------------------ game points
def round_game_points(points):
    """Round down to a multiple of 50, up when less than 5 short of one; then /50."""
    q, r = divmod(points, 50)
    if r > 45:  # short of the next multiple by less than 5 (46..49)
        q += 1
    return int(q)


# ------------------------------------------------------------------ play engine
class Play:
    """Plays out a deal: hands (lists, mutated), leader seat, n players, policy."""

    def __init__(self, hands, leader, side_of, rng, policy=None, faults=None):
        self.hands = [list(h) for h in hands]
        self.n = len(hands)
        self.leader = leader
        self.side_of = side_of  # seat -> side id
        self.rng = rng
        self.policy = policy or self.random_policy
        self.faults = faults or {}  # trick index -> function(seat, hand, trick, legal) -> card or None
        self.events = []
        self.tricks = []  # list of (trick list, winner seat)

    def random_policy(self, seat, hand, trick, legal, tno, ntricks):
        # play the Matto early (never lead it, never keep it to the last trick)
        if MATTO in legal and trick and tno < ntricks - 2 and self.rng.random() < 0.5:
            return MATTO
        if MATTO in hand and trick and tno >= ntricks - 2:
            return MATTO
        choices = [c for c in legal if c != MATTO] or legal
        return self.rng.choice(choices)

    def run(self):
        ntricks = len(self.hands[self.leader])
        leader = self.leader
        for tno in range(ntricks):
            trick = []
            for k in range(self.n):
                seat = (leader + k) % self.n
                hand = self.hands[seat]
                legal = legal_cards(hand, trick)
                card = None
                f = self.faults.get((tno, k))
                if f:
                    card = f(seat, hand, trick, legal)
                    if card is None:
                        raise Reject("fault not plantable")
                if card is None:
                    card = self.policy(seat, hand, trick, legal, tno, ntricks)
                if not trick and card == MATTO:
                    raise Reject("matto lead")
                if tno == ntricks - 1 and card == MATTO:
                    raise Reject("matto last trick")
                hand.remove(card)
                trick.append((seat, card))
                self.events.append({"type": "play", "seat": seat, "card": card})
            w = trick[trick_winner(trick)][0]
            self.tricks.append((trick, w))
            leader = w
        return self

    def piles(self, nsides):
        """Card piles per side after the Matto rules."""
        piles = {s: [] for s in range(nsides)}
        won = {s: 0 for s in range(nsides)}
        for trick, w in self.tricks:
            won[self.side_of[w]] += 1
        owe = []  # (owner side, receiver side)
        for trick, w in self.tricks:
            ws = self.side_of[w]
            for seat, c in trick:
                if c == MATTO:
                    os_ = self.side_of[seat]
                    if won[os_] == 0:
                        piles[ws].append(c)
                    else:
                        piles[os_].append(c)
                        if os_ != ws:
                            owe.append((os_, ws))
                else:
                    piles[ws].append(c)
        return piles, owe, won


class Reject(Exception):
    pass


def settle_matto(piles, owe):
    """The Matto's side gives a plain 1-point pip (6..10, never an ace) to the winner's side."""
    for os_, ws in owe:
        pips = [c for c in piles[os_] if not is_trump(c) and c != MATTO and rank_of(c) in ("6", "7", "8", "9", "10")]
        if not pips:
            raise Reject("no pip to give for the Matto")
        # the lowest-impact card: a pip, any
        c = sorted(pips)[0]
        piles[os_].remove(c)
        piles[ws].append(c)
    return piles


def shuffled(rng):
    d = deck()
    rng.shuffle(d)
    return d


# ------------------------------------------------------------------ replay of a recorded deal
def replay_plays(plays, n, leader, moretti_first=False):
    """plays: list of (seat, card).  Returns list of (trick, winner)."""
    tricks = []
    i = 0
    while i < len(plays):
        trick = plays[i : i + n]
        i += n
        if moretti_first:
            w = trick_winner_first(trick)
        else:
            w = trick_winner(trick)
        tricks.append((trick, trick[w][0]))
    return tricks


def trick_winner_first(trick):
    led = next((suit_of(c) for _, c in trick if c != MATTO), None)
    best, bkey = None, None
    for i, (_, c) in enumerate(trick):
        if c == MATTO:
            continue
        if is_trump(c):
            key = (2, trump_strength(c))
        elif suit_of(c) == led:
            key = (1, suit_strength(c))
        else:
            continue
        if bkey is None or key > bkey:
            best, bkey = i, key
    return best


def side_piles(tricks, side_of, nsides, extra=None):
    piles = {s: [] for s in range(nsides)}
    won = {s: 0 for s in range(nsides)}
    for trick, w in tricks:
        won[side_of[w]] += 1
    owe = []
    for trick, w in tricks:
        ws = side_of[w]
        for seat, c in trick:
            if c == MATTO:
                os_ = side_of[seat]
                if won[os_] == 0:
                    piles[ws].append(c)
                else:
                    piles[os_].append(c)
                    if os_ != ws:
                        owe.append((os_, ws))
            else:
                piles[ws].append(c)
    for side, cards in (extra or {}).items():
        piles[side] += cards
    piles = settle_matto(piles, owe)
    return piles, won


def score_side(pile, declared_items, last_trick, double_three=True):
    combo, items, flags = evaluate(pile, double_three)
    decl = sum(items_points(it, double_three) for it in declared_items)
    cp = pile_points(pile)
    lt = 6 if last_trick else 0
    return {"declarations": decl, "combinations": combo, "card_points": cp, "last_trick": lt,
            "total": decl + combo + cp + lt, "items": items, "flags": flags}
