"""Blind model of Tarocchini Ottocento, written from the Russian source only
(/work/shared/seeds/004_c8bdb85b1ac896b0.txt).  Used by gen.py to produce the
audit transcripts.  Choices where the source is silent are listed in EXPECTED.md.
"""

from __future__ import annotations

import itertools
import random

SUITS = "SBCD"
LONG = "SB"  # K Q N J 10 9 8 7 6 A
ROUND = "CD"  # K Q N J A 6 7 8 9 10
RANK_LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
RANK_ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]

DECK = [r + s for s in SUITS for r in (RANK_LONG if s in LONG else RANK_ROUND)]
DECK += ["T%d" % i for i in range(21)] + ["MATTO"]
assert len(DECK) == 62

CONTATORI = ("MATTO", "T0")
MORETTI = ("T1", "T2", "T3", "T4")
ACES = ("1S", "1B", "1C", "1D")


def suit_of(c: str) -> str:
    if c == "MATTO":
        return "X"
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank_of(c: str) -> str:
    return c[:-1]


def value(c: str) -> int:
    """Card points (source table)."""
    if c == "MATTO":
        return 5
    if c.startswith("T"):
        n = int(c[1:])
        return 5 if n in (0, 19, 20) else 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(rank_of(c), 1)


assert sum(value(c) for c in DECK) == 118


def strength(c: str) -> int:
    """Order within a suit / within trumps (higher wins). Moretti equal (1)."""
    if c.startswith("T"):
        n = int(c[1:])
        if 1 <= n <= 4:
            return 1
        if n == 0:
            return 0
        return n
    s = suit_of(c)
    order = RANK_LONG if s in LONG else RANK_ROUND
    return 10 - order.index(rank_of(c))


def trick_winner(trick: list[tuple[int, str]], moretti_last: bool = True) -> int:
    """trick: list of (seat, card) in play order.  Returns winning seat."""
    lead_suit = None
    for _, c in trick:
        if c != "MATTO":
            lead_suit = suit_of(c)
            break
    best = None
    for seat, c in trick:
        if c == "MATTO":
            continue
        s = suit_of(c)
        if s == "T":
            key = (2, strength(c))
        elif s == lead_suit:
            key = (1, strength(c))
        else:
            continue
        if best is None or key > best[0] or (key == best[0] and moretti_last and key == (2, 1)):
            best = (key, seat)
    assert best is not None
    return best[1]


def legal(hand: list[str], trick: list[tuple[int, str]]) -> list[str]:
    """Legal cards: follow suit; else trump; else anything.  Matto always."""
    if not trick or all(c == "MATTO" for _, c in trick):
        return list(hand)
    lead = next(suit_of(c) for _, c in trick if c != "MATTO")
    follow = [c for c in hand if suit_of(c) == lead]
    if follow:
        return follow + [c for c in hand if c == "MATTO"]
    trumps = [c for c in hand if suit_of(c) == "T"]
    if trumps:
        return trumps + [c for c in hand if c == "MATTO"]
    return list(hand)


# ---------------------------------------------------------------- combinations

CRICCHE = {
    "tarocchi": (("T20", "T19", "T0", "MATTO"), 18, 36),
    "kings": (tuple("K" + s for s in SUITS), 17, 34),
    "queens": (tuple("Q" + s for s in SUITS), 14, 28),
    "knights": (tuple("N" + s for s in SUITS), 13, 26),
    "jacks": (tuple("J" + s for s in SUITS), 12, 24),
}

TRUMP_ORDER = ["T%d" % n for n in range(20, 4, -1)]  # 20..5, 16 positions


def suit_order(s: str) -> list[str]:
    return ["K" + s, "Q" + s, "N" + s, "J" + s, "1" + s]


def seq_points(n: int) -> int:
    return 0 if n < 3 else 10 + 5 * (n - 3)


def cricche_of(cards) -> dict[str, int]:
    cs = set(cards)
    out = {}
    for k, (members, _, _) in CRICCHE.items():
        n = sum(1 for m in members if m in cs)
        if n >= 3:
            out[k] = n
    return out


def cricca_points(kind: str, n: int) -> int:
    return CRICCHE[kind][1] if n == 3 else CRICCHE[kind][2]


def _run_len(order, cs, ncont, *, gaps_in_head=False, trump=False, consec_ok=False):
    """Max length of a run along ``order`` (head must be real), filling missing
    positions with at most ``ncont`` contatori.

    strict reading: the run stops at a missing position that is not filled;
    no two consecutive fills (trumps: except the pair Moon(17)+16; suits: the
    source states the rule for trumps only -> consec_ok selects).
    gaps_in_head: the alternative reading of "Angel/King and at least two of the
    next three" -- a missing card among the next three may be skipped.
    The first three cards must include at least one real card after the head
    (one of the two may not be a contatore).
    """
    if order[0] not in cs:
        return 0
    best = 0
    n = len(order)
    # choose fill positions (subset of missing positions, size <= ncont)
    missing = [i for i in range(1, n) if order[i] not in cs]
    for k in range(0, ncont + 1):
        for fills in itertools.combinations(missing, k):
            fs = set(fills)
            length = 1
            prev_fill = False
            skipped = False
            for i in range(1, n):
                c = order[i]
                if c in cs:
                    length += 1
                    prev_fill = False
                elif i in fs:
                    if prev_fill and not consec_ok:
                        if not (trump and {order[i - 1], c} == {"T17", "T16"}):
                            break
                    length += 1
                    prev_fill = True
                else:
                    if gaps_in_head and i <= 3 and (not skipped or gaps_in_head == "broad"):
                        skipped = True
                        prev_fill = False
                        continue
                    break
            # at least one real among the first two positions after the head
            # (strict: positions 1,2; it is implied by the no-consecutive rule)
            if length >= 3:
                real_after = sum(1 for i in range(1, n) if order[i] in cs and i <= 3)
                if real_after == 0:
                    continue
                best = max(best, length)
    return best


def sequences_of(cards, *, gaps_in_head=False, suit_consec_ok=False) -> dict[str, int]:
    cs = set(cards)
    ncont = sum(1 for c in CONTATORI if c in cs)
    out = {}
    t = _run_len(TRUMP_ORDER, cs, ncont, gaps_in_head=gaps_in_head, trump=True)
    if t >= 3:
        out["trumps"] = min(t, 16)
    for s in SUITS:
        n = _run_len(suit_order(s), cs, ncont, gaps_in_head=gaps_in_head, consec_ok=suit_consec_ok)
        if n >= 3:
            out["suit:" + s] = n
    m = sum(1 for c in MORETTI if c in cs)
    if m >= 2 and m + ncont >= 3:
        out["moretti"] = min(6, m + ncont)
    a = sum(1 for c in ACES if c in cs)
    if a >= 2 and a + ncont >= 3:
        out["aces"] = min(6, a + ncont)
    return out


def combo_points(cricche: dict, seqs: dict, *, double_three=True, double_all=False,
                 ma_are_seqs=True) -> int:
    cp = sum(cricca_points(k, n) for k, n in cricche.items())
    sp = sum(seq_points(n) for n in seqs.values())
    if not double_three:
        return cp + sp
    nseq = len(seqs) if ma_are_seqs else len([k for k in seqs if k not in ("moretti", "aces")])
    if double_all:
        if len(cricche) >= 3 or nseq >= 3:
            return 2 * (cp + sp)
        return cp + sp
    if len(cricche) >= 3:
        cp *= 2
    if nseq >= 3:
        sp *= 2
    return cp + sp


def pile_combos(cards) -> int:
    return combo_points(cricche_of(cards), sequences_of(cards))


def pile_combo_readings(cards) -> dict[str, int]:
    """The same pile under the other readings; used to flag ambiguity."""
    cr = cricche_of(cards)
    base = sequences_of(cards)
    return {
        "model": combo_points(cr, base),
        "gaps_in_head": combo_points(cr, sequences_of(cards, gaps_in_head=True)),
        "gaps_broad": combo_points(cr, sequences_of(cards, gaps_in_head="broad")),
        "gaps_suitconsec": combo_points(cr, sequences_of(cards, gaps_in_head=True, suit_consec_ok=True)),
        "suit_consec": combo_points(cr, sequences_of(cards, suit_consec_ok=True)),
        "double_all": combo_points(cr, base, double_all=True),
        "ma_not_seq": combo_points(cr, base, ma_are_seqs=False),
    }


def item_points(items) -> int:
    cr = {}
    sq = {}
    for it in items:
        if it["kind"] == "cricca":
            cr[it["of"]] = it["count"]
        else:
            key = it["of"] if it["of"] != "suit" else "suit:" + it["suit"]
            sq[key] = it["length"]
    return combo_points(cr, sq)


def items_from(cricche: dict, seqs: dict) -> list[dict]:
    items = []
    for k, n in cricche.items():
        items.append({"kind": "cricca", "of": k, "count": n})
    for k, n in seqs.items():
        if k.startswith("suit:"):
            items.append({"kind": "sequence", "of": "suit", "suit": k[5:], "length": n})
        else:
            items.append({"kind": "sequence", "of": k, "length": n})
    return items


def card_points(pile) -> int:
    assert len(pile) % 2 == 0, pile
    return sum(value(c) for c in pile) - len(pile) // 2


# ---------------------------------------------------------------- play AI


def choose(hand, trick, seat, rng, tricks_done, matto_after=None):
    leg = legal(hand, trick)
    if not trick:
        cands = [c for c in leg if c != "MATTO"] or leg
        return rng.choice(cands)
    if "MATTO" in leg and (tricks_done >= (matto_after if matto_after is not None else 11) or rng.random() < 0.12):
        return "MATTO"
    leg2 = [c for c in leg if c != "MATTO"] or leg
    cur = trick_winner(trick) if any(c != "MATTO" for _, c in trick) else None
    partner_winning = cur is not None and (cur - seat) % 2 == 0
    if partner_winning:
        # smear a point card sometimes
        leg2.sort(key=lambda c: (value(c), strength(c)))
        return leg2[-1] if rng.random() < 0.4 and value(leg2[-1]) < 5 else leg2[0]
    winners = [c for c in leg2 if trick_winner(trick + [(seat, c)]) == seat]
    if winners and rng.random() < 0.8:
        winners.sort(key=lambda c: (strength(c) if suit_of(c) != "T" else 20 + strength(c)))
        return winners[0]
    leg2.sort(key=lambda c: (value(c), strength(c)))
    return leg2[0]


class Deal:
    """One dealt and played deal."""

    def __init__(self, dealer: int, seed: int, *, discard_pick=None, revoke_at=None,
                 declare_policy="max", matto_after=None, deck=None, preset=None):
        self.dealer = dealer
        self.seed = seed
        rng = random.Random(seed)
        self.rng = rng
        deck = list(deck or DECK)
        rng.shuffle(deck)
        order = [(dealer + 1 + i) % 4 for i in range(4)]  # eldest first, dealer last
        if preset:
            # rig: put the given cards into the given seat's 15 dealt cards
            seat_pos = {s: [] for s in range(4)}
            p = 0
            for _round in range(3):
                for s in order:
                    seat_pos[s] += list(range(p, p + 5))
                    p += 5
            fixed = set()
            for s, cards in preset.items():
                for c in cards:
                    i = deck.index(c)
                    if i in seat_pos[s]:
                        fixed.add(i)
                        continue
                    j = rng.choice([q for q in seat_pos[s] if q not in fixed and deck[q] not in cards])
                    deck[i], deck[j] = deck[j], deck[i]
                    fixed.add(j)
        self.shuffled = deck
        hands = {s: [] for s in range(4)}
        pos = 0
        for _round in range(3):
            for s in order:
                hands[s] += deck[pos:pos + 5]
                pos += 5
        self.dealt15 = {s: list(h) for s, h in hands.items()}
        self.talon = deck[60:62]
        hands[dealer] += self.talon
        self.hands17 = {s: list(h) for s, h in hands.items()}
        # dealer's discard: two cards that are not 5-point cards
        dh = hands[dealer]
        if discard_pick:
            disc = list(discard_pick(dh, rng))
        else:
            cand = [c for c in dh if value(c) < 5 and suit_of(c) != "T"]
            # a plain pip (6-10) first: it is in no combination
            cand.sort(key=lambda c: (rank_of(c) not in ("6", "7", "8", "9", "10"), value(c), rng.random()))
            disc = cand[:2]
        assert len(disc) == 2 and all(value(c) < 5 for c in disc) and all(c in dh for c in disc)
        self.discard = disc
        for c in disc:
            dh.remove(c)
        self.hand15 = {s: sorted(h, key=DECK.index) for s, h in hands.items()}
        # declarations
        self.declares = {}
        for s in order:
            h = self.hand15[s]
            cr = cricche_of(h)
            sq = sequences_of(h)
            if declare_policy == "max":
                items = items_from(cr, sq)
            elif declare_policy == "none":
                items = []
            else:
                items = declare_policy(s, h, cr, sq, rng)
            self.declares[s] = items
        # play
        live = {s: list(h) for s, h in self.hand15.items()}
        leader = order[0]
        self.plays = []  # (seat, card)
        self.tricks = []  # (trick list, winner)
        self.revoke = None
        for t in range(15):
            trick = []
            for i in range(4):
                s = (leader + i) % 4
                if revoke_at and revoke_at[0] == t and revoke_at[1] == s and trick:
                    leg = legal(live[s], trick)
                    bad = [c for c in live[s] if c not in leg]
                    if bad and len(leg) < len(live[s]):
                        c = min(bad, key=lambda c: (value(c), strength(c)))
                        self.revoke = (len(self.plays), s, c)
                    else:
                        c = choose(live[s], trick, s, rng, t, matto_after)
                else:
                    c = choose(live[s], trick, s, rng, t, matto_after)
                live[s].remove(c)
                trick.append((s, c))
                self.plays.append((s, c))
            w = trick_winner(trick)
            self.tricks.append((trick, w))
            leader = w
        self.score()

    # ------------------------------------------------------------ scoring
    def score(self, discard_credit="dealer_trick"):
        piles = {0: [], 1: []}
        flags = []
        won = {s: 0 for s in range(4)}
        matto = None
        for ti, (trick, w) in enumerate(self.tricks):
            won[w] += 1
            for s, c in trick:
                if c == "MATTO":
                    matto = (ti, s, w)
                    if ti == 14:
                        flags.append("matto_last_trick")
                    if trick[0][1] == "MATTO":
                        flags.append("matto_led")
                piles[w % 2].append(c)
        self.won = won
        team_tricks = {0: won[0] + won[2], 1: won[1] + won[3]}
        self.team_tricks = team_tricks
        self.matto_give = None
        if matto:
            ti, s, w = matto
            mt, wt = s % 2, w % 2
            if mt != wt:
                if team_tricks[mt] == 0:
                    flags.append("matto_team_no_trick")
                else:
                    piles[wt].remove("MATTO")
                    piles[mt].append("MATTO")
                    plain = [c for c in piles[mt] if suit_of(c) in SUITS and rank_of(c) in ("6", "7", "8", "9", "10")]
                    if not plain:
                        flags.append("matto_no_plain_pip")
                        plain = [c for c in piles[mt] if value(c) == 1] or sorted(
                            [c for c in piles[mt] if c != "MATTO"], key=value)
                    give = plain[0]
                    piles[mt].remove(give)
                    piles[wt].append(give)
                    self.matto_give = (s, w, give)
        dteam = self.dealer % 2
        if discard_credit == "dealer_trick":
            dgets = won[self.dealer] > 0
        else:
            dgets = team_tricks[dteam] > 0
        alt = won[self.dealer] > 0 if discard_credit != "dealer_trick" else team_tricks[dteam] > 0
        if dgets != alt:
            flags.append("discard_credit_option_matters")
        dpile = dteam if dgets else 1 - dteam
        self.discard_to = dpile
        piles_nod = {k: list(v) for k, v in piles.items()}
        piles[dpile] += self.discard
        self.piles = piles
        last_w = self.tricks[-1][1] % 2
        res = {}
        for tm in (0, 1):
            decl = sum(item_points(self.declares[s]) for s in (tm, tm + 2))
            rd = pile_combo_readings(piles[tm])
            comb = rd["model"]
            for k, v in rd.items():
                if v != comb:
                    flags.append(f"team{tm}:{k}:{v}!={comb}")
            nod = pile_combos(piles_nod[tm])
            if nod != comb:
                flags.append(f"team{tm}:discard_in_combos:{nod}!={comb}")
            cp = card_points(piles[tm])
            lt = 6 if last_w == tm else 0
            res[tm] = {"declarations": decl, "combinations": comb, "card_points": cp,
                       "last_trick": lt, "total": decl + comb + cp + lt}
        assert res[0]["card_points"] + res[1]["card_points"] == 87
        # declarations: doubling ambiguity (moretti/aces) in a declaration
        for s, items in self.declares.items():
            cr = {i["of"]: i["count"] for i in items if i["kind"] == "cricca"}
            sq = {(i["of"] if i["of"] != "suit" else "suit:" + i["suit"]): i["length"] for i in items if i["kind"] == "sequence"}
            if combo_points(cr, sq) != combo_points(cr, sq, ma_are_seqs=False) or combo_points(cr, sq) != combo_points(cr, sq, double_all=True):
                flags.append(f"decl{s}:doubling")
        self.res = res
        self.flags = flags
        return res
