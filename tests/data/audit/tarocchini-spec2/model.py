# ruff: noqa: UP031
"""Blind model of Tarocchini (Ottocento / Terziglio) from the Russian source 004_c8bdb85b1ac896b0.txt.

Written for the audit round tarocchini-spec2; imports nothing from validator/ or replays/.
Every ambiguous reading the model meets is returned in `flags` so that the generator can keep
seeds free of the cases the source does not settle (except where a file tests one on purpose).
"""

from __future__ import annotations

import random

SUITS = "SBCD"
COURTS = ["K", "Q", "N", "J"]
# high -> low in play
ORDER_LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # swords, batons
ORDER_ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # cups, coins
MORETTI = ["T1", "T2", "T3", "T4"]
WILDS = ["T0", "MATTO"]
TAROCCHI = ["T20", "T19", "T0", "MATTO"]
CRICCA_PTS = {
    "tarocchi": (18, 36),
    "kings": (17, 34),
    "queens": (14, 28),
    "knights": (13, 26),
    "jacks": (12, 24),
}
CRICCA_RANK = {"kings": "K", "queens": "Q", "knights": "N", "jacks": "J"}


def deck():
    cards = [r + s for s in SUITS for r in ORDER_LONG]
    cards += ["T%d" % i for i in range(21)]
    cards.append("MATTO")
    assert len(cards) == 62
    return cards


def is_trump(c):
    return c.startswith("T")


def suit_of(c):
    if c == "MATTO":
        return None
    if is_trump(c):
        return "T"
    return c[-1]


def rank_of(c):
    return c[:-1]


def value(c):
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if is_trump(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(rank_of(c), 1)


def five_point(c):
    return value(c) == 5


def is_plain_pip(c):
    """A 1-point suit card that belongs to no combination (6..10)."""
    return not is_trump(c) and c != "MATTO" and rank_of(c) in ("6", "7", "8", "9", "10")


def suit_strength(c):
    order = ORDER_LONG if c[-1] in "SB" else ORDER_ROUND
    return len(order) - order.index(rank_of(c))


def trump_strength(c):
    n = int(c[1:])
    if 1 <= n <= 4:
        return 1  # moretti: equal rank
    if n == 0:
        return 0
    return n


def trick_winner(plays, moretti_tie="last"):
    """plays: list of (seat, card). Returns (winning index in plays, flags)."""
    flags = []
    led = None
    for _, c in plays:
        if c != "MATTO":
            led = suit_of(c)
            break
    trumps = [(i, c) for i, (_, c) in enumerate(plays) if c != "MATTO" and is_trump(c)]
    if trumps:
        best = max(trump_strength(c) for _, c in trumps)
        cands = [i for i, c in trumps if trump_strength(c) == best]
        if len(cands) > 1:
            flags.append("moretti_tie")
            return (cands[-1] if moretti_tie == "last" else cands[0]), flags
        return cands[0], flags
    cands = [(suit_strength(c), i) for i, (_, c) in enumerate(plays) if c != "MATTO" and suit_of(c) == led]
    return max(cands)[1], flags


def legal_plays(hand, led):
    """led: suit letter, 'T', or None (leading)."""
    if led is None:
        return list(hand)
    follow = [c for c in hand if suit_of(c) == led]
    if follow:
        out = follow
    else:
        tr = [c for c in hand if c != "MATTO" and is_trump(c)]
        out = tr if tr else [c for c in hand]
    if "MATTO" in hand and "MATTO" not in out:
        out = out + ["MATTO"]
    return out


# ------------------------------------------------------------------ combinations
def seq_points(length):
    return 10 + 5 * (length - 3)


def trump_seq_len(cards):
    """Longest trump sequence from the Angel down (20..5); contatori fill positions, never two
    in a row except Moon(17)+16. At least one of Mondo/Sun real (Angel + two of the grandi,
    one not a joker). Returns (length, flags)."""
    if "T20" not in cards:
        return 0, []
    wilds = sum(1 for w in WILDS if w in cards)
    flags = []
    length = 1
    prev_wild = False
    prev_pos = 20
    used = 0
    for pos in range(19, 4, -1):
        if "T%d" % pos in cards:
            length += 1
            prev_wild = False
        elif used < wilds and (not prev_wild or (prev_pos == 17 and pos == 16)):
            used += 1
            length += 1
            if prev_wild:
                flags.append("trump_wild_17_16")
            prev_wild = True
        else:
            break
        prev_pos = pos
    # trailing wilds at the very end are fine by our reading (they fill the next position)
    if length < 3:
        # "two of the three grandi" non-contiguous reading: Angel + Sun + Moon etc.
        g = sum(1 for p in (19, 18, 17) if "T%d" % p in cards)
        if g >= 2:
            flags.append("trump_noncontiguous")
        return 0, flags
    if "T19" not in cards and "T18" not in cards:
        return 0, flags
    # ambiguity: A,19,_,17 without wild (non-contiguous grandi)
    if length == 3 and used == 0 and "T17" not in cards:
        pass
    if "T18" not in cards and "T17" in cards and "T19" in cards and used == 0:
        flags.append("trump_noncontiguous")
    if used:
        flags.append("wild_in_trumps")
    return length, flags


def suit_seq_len(cards, s):
    if "K" + s not in cards:
        return 0, []
    wilds = sum(1 for w in WILDS if w in cards)
    flags = []
    length = 1
    used = 0
    prev_wild = False
    reals = 0
    for r in ["Q", "N", "J", "1"]:
        if r + s in cards:
            length += 1
            prev_wild = False
            if r in ("Q", "N"):
                reals += 1
        elif used < wilds:
            if prev_wild:
                flags.append("suit_two_wilds_in_row")
            used += 1
            length += 1
            prev_wild = True
        else:
            break
    if length < 3 or reals == 0:
        # K + two courts not in a row (K Q J) would be a non-contiguous reading
        courts = sum(1 for r in ["Q", "N", "J"] if r + s in cards)
        if courts >= 2:
            flags.append("suit_noncontiguous")
        return 0, flags
    if used:
        flags.append("wild_in_suit")
    return length, flags


def set_seq_len(cards, members):
    real = sum(1 for m in members if m in cards)
    wilds = sum(1 for w in WILDS if w in cards)
    if real < 2 or real + wilds < 3:
        return 0, []
    n = min(6, real + wilds)
    return n, (["wild_in_set"] if n > real else [])


def all_combos(cards):
    """Every combination a set of cards holds (maximal). Returns (items, flags)."""
    cards = set(cards)
    items = []
    flags = []
    n = sum(1 for c in TAROCCHI if c in cards)
    if n >= 3:
        items.append({"kind": "cricca", "of": "tarocchi", "count": n})
    for of, r in CRICCA_RANK.items():
        n = sum(1 for s in SUITS if r + s in cards)
        if n >= 3:
            items.append({"kind": "cricca", "of": of, "count": n})
    ln, f = trump_seq_len(cards)
    flags += f
    if ln:
        items.append({"kind": "sequence", "of": "trumps", "length": ln})
    ln, f = set_seq_len(cards, MORETTI)
    flags += f
    if ln:
        items.append({"kind": "sequence", "of": "moretti", "length": ln})
    ln, f = set_seq_len(cards, ["1" + s for s in SUITS])
    flags += f
    if ln:
        items.append({"kind": "sequence", "of": "aces", "length": ln})
    for s in SUITS:
        ln, f = suit_seq_len(cards, s)
        flags += f
        if ln:
            items.append({"kind": "sequence", "of": "suit", "suit": s, "length": ln})
    return items, flags


def item_points(it):
    if it["kind"] == "cricca":
        a, b = CRICCA_PTS[it["of"]]
        return a if it["count"] == 3 else b
    return seq_points(it["length"])


def combo_points(items):
    """Points of a set of combinations made at once; 3+ cricche double the cricche, 3+ sequences
    double the sequences (our reading of 'Это удваивает очки')."""
    cr = [item_points(i) for i in items if i["kind"] == "cricca"]
    sq = [item_points(i) for i in items if i["kind"] == "sequence"]
    flags = []
    c = sum(cr)
    s = sum(sq)
    if len(cr) >= 3:
        c *= 2
        flags.append("double_cricche")
    if len(sq) >= 3:
        s *= 2
        flags.append("double_sequences")
    return c + s, flags


def holds(hand, item):
    """Can this hand make the declared item (or a bigger one of the same kind)?"""
    have, _ = all_combos(hand)
    for h in have:
        if h["kind"] != item["kind"] or h["of"] != item["of"]:
            continue
        if item["of"] == "suit" and h.get("suit") != item.get("suit"):
            continue
        if item["kind"] == "cricca" and h["count"] >= item["count"]:
            return True
        if item["kind"] == "sequence" and h["length"] >= item["length"] >= 3:
            return True
    return False


def card_points(pile):
    n = len(pile)
    flags = [] if n % 2 == 0 else ["odd_pile"]
    return sum(value(c) for c in pile) - n // 2, flags


def choose_declaration(hand, max_each=2, shrink=None):
    items, _ = all_combos(hand)
    cr = sorted([i for i in items if i["kind"] == "cricca"], key=item_points, reverse=True)[:max_each]
    sq = sorted([i for i in items if i["kind"] == "sequence"], key=item_points, reverse=True)[:max_each]
    out = cr + sq
    if shrink:
        out = shrink(out)
    return out


class Sim:
    """One deal's play. seats play in order (seat+1)%n."""

    def __init__(self, rng, n, hands, leader, side_of, policy=None, moretti_tie="last"):
        self.rng = rng
        self.n = n
        self.hands = [list(h) for h in hands]
        self.leader = leader
        self.side_of = side_of
        self.policy = policy or {}
        self.events = []
        self.tricks = []  # list of (plays, winner_seat)
        self.flags = []
        self.moretti_tie = moretti_tie
        self.notes = []

    def pick(self, seat, led, trick_no, ntricks, plays):
        hand = self.hands[seat]
        legal = legal_plays(hand, led)
        pol = self.policy.get(seat, "random")
        # the Matto: never led, never kept for the last trick
        if led is None and len(legal) > 1:
            legal = [c for c in legal if c != "MATTO"] or legal
        if "MATTO" in hand and led is not None and trick_no >= ntricks - 2:
            return "MATTO"
        if "MATTO" in legal and len(legal) > 1 and self.rng.random() < 0.8:
            legal = [c for c in legal if c != "MATTO"]
        if pol == "low":
            return min(legal, key=lambda c: (value(c), self._str(c)))
        if pol == "high":
            return max(legal, key=lambda c: (self._str(c), value(c)))
        return self.rng.choice(legal)

    def _str(self, c):
        if c == "MATTO":
            return -1
        if is_trump(c):
            return 100 + trump_strength(c)
        return suit_strength(c)

    def play_all(self, plant=None):
        """plant: dict(kind=..., trick=k, seat=...) for one planted play fault."""
        ntricks = len(self.hands[0])
        leader = self.leader
        for t in range(ntricks):
            plays = []
            led = None
            start = leader
            if plant and plant["kind"] == "wrong_leader" and plant["trick"] == t:
                start = (leader + 1) % self.n
                plant["event_seat"] = start
                plant["event_index"] = len(self.events)
            for k in range(self.n):
                seat = (start + k) % self.n
                card = None
                if (
                    plant
                    and plant["trick"] == t
                    and plant["kind"] in ("revoke", "no_trump")
                    and led is not None
                ):
                    hand = self.hands[seat]
                    if "event_index" not in plant:
                        if plant["kind"] == "revoke" and led != "T":
                            follow = [c for c in hand if suit_of(c) == led]
                            other = [c for c in hand if suit_of(c) not in (led, None)]
                            if follow and other:
                                card = self.rng.choice(other)
                        if plant["kind"] == "no_trump" and led != "T":
                            follow = [c for c in hand if suit_of(c) == led]
                            tr = [c for c in hand if suit_of(c) == "T"]
                            other = [c for c in hand if suit_of(c) not in (led, "T", None)]
                            if not follow and tr and other:
                                card = self.rng.choice(other)
                        if card is not None:
                            plant["event_index"] = len(self.events)
                            plant["event_seat"] = seat
                            plant["card"] = card
                if card is None:
                    card = self.pick(seat, led, t, ntricks, plays)
                if led is None and card != "MATTO":
                    led = suit_of(card)
                self.hands[seat].remove(card)
                plays.append((seat, card))
                self.events.append({"type": "play", "seat": seat, "card": card})
            wi, f = trick_winner(plays, self.moretti_tie)
            if f:
                # is the tie decisive (first and last moretto on different sides)?
                mor = [s for s, c in plays if c in MORETTI]
                top = max(trump_strength(c) for _, c in plays if c != "MATTO" and is_trump(c))
                if top == 1 and self.side_of[mor[0]] != self.side_of[mor[-1]]:
                    self.flags.append("moretti_tie_decisive")
                    self.notes.append(
                        "trick %d: moretti %s; last played wins"
                        % (t + 1, [c for _, c in plays if c in MORETTI])
                    )
            winner = plays[wi][0]
            self.tricks.append((plays, winner))
            leader = winner
        return self.tricks


def distribute(tricks, side_of, extra_to=None):
    """Card piles per side from the tricks, with the Matto exchange. extra_to: list of
    (side, cards) credited outside tricks (discards, widow). Returns piles, flags, info."""
    piles = {}
    flags = []
    info = {"matto": None, "tricks_won": {}}
    for side in set(side_of.values()):
        piles[side] = []
    matto_owner = None
    matto_trick_side = None
    for plays, w in tricks:
        ws = side_of[w]
        info["tricks_won"][w] = info["tricks_won"].get(w, 0) + 1
        for s, c in plays:
            if c == "MATTO":
                matto_owner = s
                matto_trick_side = ws
                continue
            piles[ws].append(c)
    for side, cards in extra_to or []:
        piles[side] += cards
    if matto_owner is not None:
        os_ = side_of[matto_owner]
        side_won = any(side_of[w] == os_ for _, w in tricks)
        if not side_won:
            piles[matto_trick_side].append("MATTO")
            info["matto"] = "to opponents (the Matto's side won no trick)"
            flags.append("matto_side_no_trick")
        elif matto_trick_side == os_:
            piles[os_].append("MATTO")
            info["matto"] = "stays with its side"
        else:
            piles[os_].append("MATTO")
            low = [c for c in piles[os_] if is_plain_pip(c)]
            if not low:
                flags.append("matto_no_plain_pip")
                low = [c for c in piles[os_] if value(c) == 1 and c != "MATTO"] or [
                    c for c in piles[os_] if c != "MATTO"
                ]
            give = sorted(low)[0]
            piles[os_].remove(give)
            piles[matto_trick_side].append(give)
            info["matto"] = f"returned to its side, which gives {give} to the trick's winners"
    return piles, flags, info


def round_game_points(p):
    r = p % 50
    base = p - r
    if r and 50 - r < 5:
        base += 50
    return base // 50


def new_rng(seed):
    return random.Random(seed)
