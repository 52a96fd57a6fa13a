"""Blind model of Tarocchini (Ottocento, Terziglio) from seed 004 (Russian), tarocchini-spec4.

Written from the source text only.  Readings taken (see EXPECTED.md):
 - card points: per side, sum of card values minus one per pair of cards; 6 for the last trick.
 - combinations: cricche of 3/4 real cards (no contatori); sequences with contatori (Matto, Bagatto)
   as wild cards, each contatore usable in several sequences at once, never for Angel or King;
   in trumps two contatori may not stand next to each other except for (Moon=T17, T16).
 - three or more cricche (or sequences) made at once double the points of those cricche (sequences).
 - combinations declared before play are counted, then each side's captured cards are counted
   again after play.
"""
from __future__ import annotations

import itertools
import json
import random

SUITS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]   # S B high->low
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D high->low
DECK = [r + s for s in SUITS for r in (LONG if s in "SB" else ROUND)] + [f"T{i}" for i in range(21)] + ["MATTO"]
assert len(DECK) == 62
CONTATORI = {"MATTO", "T0"}
MORETTI = {"T1", "T2", "T3", "T4"}
ACES = {"1S", "1B", "1C", "1D"}
CRICCHE = {
    "tarocchi": ["T20", "T19", "T0", "MATTO"],
    "kings": ["K" + s for s in SUITS],
    "queens": ["Q" + s for s in SUITS],
    "knights": ["N" + s for s in SUITS],
    "jacks": ["J" + s for s in SUITS],
}
CRICCA_PTS = {"tarocchi": (18, 36), "kings": (17, 34), "queens": (14, 28), "knights": (13, 26), "jacks": (12, 24)}


def is_trump(c):
    return c.startswith("T")


def suit(c):
    if c == "MATTO":
        return None
    return "T" if is_trump(c) else c[-1]


def value(c):
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if is_trump(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def trump_rank(c):
    n = int(c[1:])
    if 1 <= n <= 4:
        return 1  # Moretti, equal
    return n


def suit_rank(c):
    s = c[-1]
    order = LONG if s in "SB" else ROUND
    return len(order) - order.index(c[:-1])


def trick_winner(plays):
    """plays: list of (seat, card) in order. Matto never wins. Moretti: last played highest."""
    led = None
    for _, c in plays:
        if c != "MATTO":
            led = suit(c)
            break
    trumps = [(i, s, c) for i, (s, c) in enumerate(plays) if c != "MATTO" and is_trump(c)]
    if trumps:
        best = max(trump_rank(c) for _, _, c in trumps)
        cands = [(i, s) for i, s, c in trumps if trump_rank(c) == best]
        return cands[-1][1]  # ties only among Moretti: last played wins
    cands = [(suit_rank(c), s) for s, c in plays if c != "MATTO" and suit(c) == led]
    return max(cands)[1]


def legal_cards(hand, trick):
    lead = [c for _, c in trick if c != "MATTO"]
    if not lead:
        return list(hand)
    led = suit(lead[0])
    follow = [c for c in hand if suit(c) == led]
    if follow:
        return follow + (["MATTO"] if "MATTO" in hand else [])
    tr = [c for c in hand if is_trump(c)]
    if tr:
        return tr + (["MATTO"] if "MATTO" in hand else [])
    return list(hand)


# ---------------------------------------------------------------- combinations

def seq_points(length):
    return 10 + 5 * (length - 3) if length >= 3 else 0


def run_length(first_real, slots, have, jokers, no_adjacent, exception_pair=None, trailing=True):
    """Length of a run that starts with a real `first_real` and continues through `slots`."""
    if first_real not in have:
        return 0
    length = 1
    left = jokers
    prev_joker = False
    prev_slot = first_real
    for sl in slots:
        if sl in have:
            length += 1
            prev_joker = False
        elif left > 0 and not (no_adjacent and prev_joker and (prev_slot, sl) != exception_pair):
            length += 1
            left -= 1
            prev_joker = True
        else:
            break
        prev_slot = sl
    if not trailing:
        # trailing contatori not allowed: cut jokers at the end
        pass
    return length


def trump_sequence(have, reading="strict"):
    """strict: a run Angel, 19, 18, 17, 16 ... 5, contatori filling gaps (never the Angel), no two
    contatori side by side save for (17, 16); trailing contatori allowed.
    no_trailing: contatori only between real cards.  literal: Angel and two of (19, 18, 17), one
    real, then numbered trumps from 16 down consecutively (contatori filling)."""
    if "T20" not in have:
        return 0
    jokers = len(CONTATORI & have)
    slots = [f"T{i}" for i in range(19, 4, -1)]
    if reading in ("strict", "no_trailing"):
        L = run_length("T20", slots, have, jokers, True, exception_pair=("T17", "T16"))
        if reading == "no_trailing":
            # drop contatori at the end of the run
            while L > 1 and slots[L - 2] not in have:
                L -= 1
        if L >= 3 and not any(x in have for x in ("T19", "T18")):
            return 0
        return L if L >= 3 else 0
    grande = ["T19", "T18", "T17"]
    g = sum(x in have for x in grande)
    f = min(jokers, 3 - g)
    miss = [i for i, x in enumerate(grande) if x not in have]
    if f == 2 and miss[1] - miss[0] == 1:
        f = 1  # two contatori side by side end the sequence
    if g < 1 or g + f < 2:
        return 0
    L = 1 + g + f
    left = jokers - f
    if g + f == 3:
        prev_joker = "T17" not in have
        for sl in slots[3:]:
            if sl in have:
                L += 1
                prev_joker = False
            elif left > 0 and not (prev_joker and sl != "T16"):
                L += 1
                left -= 1
                prev_joker = True
            else:
                break
    return L if L >= 3 else 0


def suit_sequence(have, s, reading="literal"):
    """Literal reading: King (real) and at least two court cards (Q, N, J) of the suit, one of them
    real, contatori filling missing courts; the Ace adds one. strict: a run K Q N J A without gaps."""
    jokers = len(CONTATORI & have)
    if "K" + s not in have:
        return 0
    courts = ["Q" + s, "N" + s, "J" + s]
    if reading == "strict":
        L = run_length("K" + s, courts + ["1" + s], have, jokers, False)
        if L >= 3 and not any(c in have for c in courts[:2]):
            return 0
        return L if L >= 3 else 0
    c = sum(x in have for x in courts)
    f = min(jokers, 3 - c)
    if c < 1 or c + f < 2:
        return 0
    L = 1 + c + f + (("1" + s) in have)
    if reading == "ace_after_full" and c + f < 3 and ("1" + s) in have:
        L -= 1
    if reading == "joker_ace" and c + f == 3 and ("1" + s) not in have and jokers - f > 0:
        L += 1
    if reading == "no_adjacent_jokers" and f == 2:
        # two contatori side by side (the two missing courts are adjacent in K Q N J)
        miss = [i for i, x in enumerate(courts) if x not in have]
        if len(miss) == 2 and miss[1] - miss[0] == 1:
            L -= 1
    return L if L >= 3 else 0


def group_sequence(have, group):
    r = len(group & have)
    if r < 2:
        return 0
    L = min(6, r + len(CONTATORI & have))
    return L if L >= 3 else 0


def best_combos(cards, treading="strict", sreading="literal"):
    """All combinations present in a set of cards (max), as declare items."""
    have = set(cards)
    items = []
    for kind, cs in CRICCHE.items():
        n = sum(c in have for c in cs)
        if n >= 3:
            items.append({"kind": "cricca", "of": kind, "count": n})
    L = trump_sequence(have, treading)
    if L:
        items.append({"kind": "sequence", "of": "trumps", "length": L})
    L = group_sequence(have, MORETTI)
    if L:
        items.append({"kind": "sequence", "of": "moretti", "length": L})
    L = group_sequence(have, ACES)
    if L:
        items.append({"kind": "sequence", "of": "aces", "length": L})
    for s in SUITS:
        L = suit_sequence(have, s, sreading)
        if L:
            items.append({"kind": "sequence", "of": "suit", "suit": s, "length": L})
    return items


def item_points(it):
    if it["kind"] == "cricca":
        return CRICCA_PTS[it["of"]][it["count"] - 3]
    return seq_points(it["length"])


def combo_points(items, double=True):
    cr = [item_points(i) for i in items if i["kind"] == "cricca"]
    sq = [item_points(i) for i in items if i["kind"] == "sequence"]
    a, b = sum(cr), sum(sq)
    if double and len(cr) >= 3:
        a *= 2
    if double and len(sq) >= 3:
        b *= 2
    return a + b


def item_valid(it, cards):
    """Is a declared item held (at most what the hand holds)?"""
    for full in best_combos(cards):
        if full["kind"] != it["kind"] or full["of"] != it["of"]:
            continue
        if it["kind"] == "cricca" and it["count"] <= full["count"]:
            return True
        if it["kind"] == "sequence" and full.get("suit") == it.get("suit") and it["length"] <= full["length"]:
            return True
    return False


def card_points(pile):
    assert len(pile) % 2 == 0, len(pile)
    return sum(value(c) for c in pile) - len(pile) // 2


def card_points_any(pile):
    """pairs minus one; an odd card left over counted at its value minus... (reading: floor pairs)."""
    return sum(value(c) for c in pile) - len(pile) // 2


# ---------------------------------------------------------------- play

def play_out(hands, leader, n, rng, fault=None, avoid_matto_last=True):
    """Random legal play. fault: (trick_no, kind) plants one illegal play.
    Returns list of (seat, card), trick list [(plays, winner)]."""
    hands = [list(h) for h in hands]
    ntricks = len(hands[0])
    tricks = []
    seq = []
    planted_at = None
    for t in range(ntricks):
        trick = []
        for k in range(n):
            s = (leader + k) % n
            h = hands[s]
            if k == 0:
                opts = [c for c in h if c != "MATTO"] or list(h)
            else:
                opts = legal_cards(h, trick)
                if t == ntricks - 1:
                    pass
                if t < ntricks - 2 and "MATTO" in opts and rng.random() < 0.5:
                    opts = ["MATTO"]
                elif len(opts) > 1 and "MATTO" in opts:
                    opts = [c for c in opts if c != "MATTO"]
            if avoid_matto_last and t >= ntricks - 2 and "MATTO" in h:
                raise Retry("matto late")
            card = rng.choice(opts)
            if fault and fault[0] == t and planted_at is None and k > 0:
                ill = illegal_options(h, trick, fault[1])
                if ill:
                    card = rng.choice(ill)
                    planted_at = (len(seq), s, card)
            h.remove(card)
            trick.append((s, card))
            seq.append((s, card))
        w = trick_winner(trick)
        tricks.append((trick, w))
        leader = w
    if fault and planted_at is None:
        raise Retry("fault not placed")
    return seq, tricks, planted_at


def illegal_options(hand, trick, kind):
    lead = [c for _, c in trick if c != "MATTO"]
    if not lead:
        return []
    led = suit(lead[0])
    follow = [c for c in hand if suit(c) == led]
    tr = [c for c in hand if is_trump(c)]
    if kind == "revoke" and follow:
        return [c for c in hand if suit(c) != led and c != "MATTO"]
    if kind == "no_trump" and not follow and tr:
        return [c for c in hand if not is_trump(c) and c != "MATTO"]
    return []


class Retry(Exception):
    pass


def matto_settle(tricks, side_of, piles, rng_pick=None):
    """Matto returns to its owner's side; the owner's side gives a 1-point card to the trick's winner side.
    Returns (piles, info). Raises Retry if the choice of the low card would change combinations."""
    info = None
    for plays, w in tricks:
        for s, c in plays:
            if c == "MATTO":
                own, win = side_of[s], side_of[w]
                if own != win:
                    info = (s, w)
    return info


def pad(s, w=2):
    return str(s).rjust(w, "0")


def dump(path, obj):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(obj, f, ensure_ascii=False, indent=1)
        f.write("\n")


# ---------------------------------------------------------------- scoring

def side_piles(tricks, side_of, nsides, extra=None):
    piles = [[] for _ in range(nsides)]
    for plays, w in tricks:
        piles[side_of[w]].extend(c for _, c in plays)
    if extra:
        for side, cards in extra:
            piles[side].extend(cards)
    return piles


def score_sides(tricks, side_of, nsides, declared, extra=None, double=True):
    """declared: list of (seat, items). Returns list of per-side dicts and set of alternative totals
    (over the choice of the low card given for the Matto)."""
    piles = side_piles(tricks, side_of, nsides, extra)
    won_any = [False] * nsides
    for plays, w in tricks:
        won_any[side_of[w]] = True
    matto = None
    for plays, w in tricks:
        for s, c in plays:
            if c == "MATTO" and side_of[s] != side_of[w]:
                matto = (side_of[s], side_of[w])
    variants = []
    if matto and won_any[matto[0]]:
        own, win = matto
        piles[win].remove("MATTO")
        piles[own].append("MATTO")
        cands = sorted({c for c in piles[own] if value(c) == 1})
        for give in cands:
            p = [list(x) for x in piles]
            p[own].remove(give)
            p[win].append(give)
            variants.append((give, p))
    else:
        variants.append((None, piles))
    last_w = side_of[tricks[-1][1]]
    outs = []
    for give, p in variants:
        res = []
        for side in range(nsides):
            dec = sum(combo_points(items, double) for seat, items in declared if side_of[seat] == side)
            after_items = best_combos(p[side])
            comb = combo_points(after_items, double)
            cp = card_points_any(p[side])
            lt = 6 if side == last_w else 0
            res.append({"declarations": dec, "combinations": comb, "card_points": cp, "last_trick": lt,
                        "total": dec + comb + cp + lt, "after_items": after_items, "ncards": len(p[side]),
                        "give": give})
        outs.append(res)
    return outs


def load(path):
    return json.load(open(path))


def replay_record(d, deal_i):
    """Rebuild tricks from a transcript deal (for checking examples)."""
    dl = d["deals"][deal_i]
    n = len(d["players"])
    plays = [(e["seat"], e["card"]) for e in dl["events"] if e["type"] == "play"]
    tricks = []
    for i in range(0, len(plays), n):
        tr = plays[i:i + n]
        tricks.append((tr, trick_winner(tr)))
    return tricks


READINGS = [("strict", "literal"), ("no_trailing", "literal"), ("literal", "literal"),
            ("strict", "joker_ace"), ("strict", "no_adjacent_jokers"), ("strict", "ace_after_full"),
            ("strict", "strict")]


def combos_robust(cards):
    """The combinations under every reading; None if the readings disagree on the points."""
    pts = set()
    for tr, sr in READINGS:
        pts.add(combo_points(best_combos(cards, tr, sr)))
    return len(pts) == 1
