"""Independent model of Tarocchini (Ottocento, Terziglio) written from the Russian source
(/work/shared/seeds/004_c8bdb85b1ac896b0.txt) alone.  Used by gen.py to produce transcripts.

Readings taken (see EXPECTED.md for the quotes):
- card points: trumps 20, 19, 0 and the Matto 5; K 5, Q 4, N 3, J 2; every other card 1.
- cards counted in pairs per side, 1 off per pair; last trick 6 (total 93).
- trick: the Matto is an excuse (never wins; the next real card sets the suit when it is led);
  Moretti T1-T4 equal, the last played of equal highest trumps wins (option first_played).
- follow suit, else trump, else anything; the Matto may always be played.
- the Matto goes back to its side; if the trick went to an opponent, a 1-point card of the Matto
  side goes to the winner's side; if the Matto side took no trick, the Matto goes to the opponents.
- combinations: cricche without wild cards; sequences with contatori (Matto, Bagatto T0) as wild
  cards, usable in several combinations at once, never for the Angel or a King; in trumps two
  wild cards may not stand next to each other except as 17 and 16.  Runs are read without gaps
  (a missing card must be replaced by a contatore).
- three or more cricche (or sequences) made at once double the cricche (sequence) points:
  per player for declarations, per side for the combinations counted in the captured cards.
"""

SUITS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]
DECK = (
    [r + s for s in "SB" for r in LONG]
    + [r + s for s in "CD" for r in ROUND]
    + ["T%d" % i for i in range(21)]
    + ["MATTO"]
)
assert len(DECK) == 62

CRICCA_PTS = {
    "tarocchi": (18, 36),
    "kings": (17, 34),
    "queens": (14, 28),
    "knights": (13, 26),
    "jacks": (12, 24),
}
TAROCCHI = ["T20", "T19", "T0", "MATTO"]


def suit_of(c):
    if c == "MATTO":
        return "X"
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank_of(c):
    return c[:-1]


def tnum(c):
    return int(c[1:])


def points(c):
    if c == "MATTO":
        return 5
    if c.startswith("T"):
        return 5 if tnum(c) in (0, 19, 20) else 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(rank_of(c), 1)


assert sum(points(c) for c in DECK) == 118


def strength(c):
    """Comparable strength within a suit / within trumps."""
    if c.startswith("T"):
        n = tnum(c)
        return 0 if n == 0 else (1 if n <= 4 else n)
    s = c[-1]
    order = LONG if s in "SB" else ROUND
    return 10 - order.index(rank_of(c))


def is_moretto(c):
    return c.startswith("T") and 1 <= tnum(c) <= 4


def trick_winner(trick, moretti_tie="last_played"):
    """trick: list of (seat, card). Returns index in trick of the winning play."""
    real = [(i, s, c) for i, (s, c) in enumerate(trick) if c != "MATTO"]
    led = suit_of(real[0][2])
    trumps = [(i, c) for i, s, c in real if suit_of(c) == "T"]
    if trumps:
        best = None
        for i, c in trumps:
            if best is None:
                best = (i, c)
                continue
            sc, sb = strength(c), strength(best[1])
            if sc > sb or (sc == sb and moretti_tie == "last_played"):
                best = (i, c)
        return best[0]
    best = None
    for i, s, c in real:
        if suit_of(c) == led and (best is None or strength(c) > strength(best[1])):
            best = (i, c)
    return best[0]


def led_suit(trick):
    for _, c in trick:
        if c != "MATTO":
            return suit_of(c)
    return None


def legal_plays(hand, trick):
    led = led_suit(trick)
    if led is None:
        return list(hand)
    follow = [c for c in hand if suit_of(c) == led]
    if follow:
        return follow + (["MATTO"] if "MATTO" in hand else [])
    tr = [c for c in hand if suit_of(c) == "T"]
    if tr:
        return tr + (["MATTO"] if "MATTO" in hand else [])
    return list(hand)


# ------------------------------------------------------------------ combinations
def n_contatori(cards):
    return sum(1 for c in ("MATTO", "T0") if c in cards)


def trump_seq(cards):
    if "T20" not in cards:
        return 0
    left = n_contatori(cards)
    length, prev_wild = 1, False
    for p in range(19, 4, -1):
        if "T%d" % p in cards:
            length += 1
            prev_wild = False
        elif left > 0 and (not prev_wild or p == 16):
            length += 1
            left -= 1
            prev_wild = True
        else:
            break
    return length if length >= 3 else 0


def suit_seq(cards, s, allow_double_wild=False):
    if "K" + s not in cards:
        return 0
    left = n_contatori(cards)
    length, prev_wild = 1, False
    for r in ("Q", "N", "J", "1"):
        if r + s in cards:
            length += 1
            prev_wild = False
        elif left > 0 and (allow_double_wild or not prev_wild):
            length += 1
            left -= 1
            prev_wild = True
        else:
            break
    if length < 3:
        return 0
    if "Q" + s not in cards and "N" + s not in cards:
        return 0
    return length


def count_seq(cards, members):
    real = sum(1 for c in members if c in cards)
    if real < 2:
        return 0
    n = real + n_contatori(cards)
    n = min(n, real + 2)
    return n if n >= 3 else 0


def moretti_seq(cards):
    return count_seq(cards, ["T1", "T2", "T3", "T4"])


def aces_seq(cards):
    return count_seq(cards, ["1" + s for s in SUITS])


def seq_points(n):
    return 10 + 5 * (n - 3)


def best_items(cards):
    """All combinations held (longest reading, gapless runs)."""
    cards = set(cards)
    items = []
    tar = sum(1 for c in TAROCCHI if c in cards)
    if tar >= 3:
        items.append({"kind": "cricca", "of": "tarocchi", "count": tar})
    for r, name in (("K", "kings"), ("Q", "queens"), ("N", "knights"), ("J", "jacks")):
        n = sum(1 for s in SUITS if r + s in cards)
        if n >= 3:
            items.append({"kind": "cricca", "of": name, "count": n})
    t = trump_seq(cards)
    if t:
        items.append({"kind": "sequence", "of": "trumps", "length": t})
    m = moretti_seq(cards)
    if m:
        items.append({"kind": "sequence", "of": "moretti", "length": m})
    a = aces_seq(cards)
    if a:
        items.append({"kind": "sequence", "of": "aces", "length": a})
    for s in SUITS:
        n = suit_seq(cards, s)
        if n:
            items.append({"kind": "sequence", "of": "suit", "suit": s, "length": n})
    return items


def items_points(items, double_three=True):
    cr = [i for i in items if i["kind"] == "cricca"]
    sq = [i for i in items if i["kind"] == "sequence"]
    pc = sum(CRICCA_PTS[i["of"]][0 if i["count"] == 3 else 1] for i in cr)
    ps = sum(seq_points(i["length"]) for i in sq)
    if double_three and len(cr) >= 3:
        pc *= 2
    if double_three and len(sq) >= 3:
        ps *= 2
    return pc + ps


def item_held(item, cards):
    """Whether a declared item is within what the cards hold."""
    cards = set(cards)
    for h in best_items(cards):
        if h["kind"] == item["kind"] and h["of"] == item["of"] and h.get("suit") == item.get("suit"):
            if item["kind"] == "cricca":
                return item["count"] <= h["count"]
            return item["length"] <= h["length"]
    return False


# readings the source leaves open, used to flag (not to score)
def lenient_trump(cards):
    if "T20" not in cards:
        return 0
    c = n_contatori(cards)
    g = sum(1 for p in (19, 18, 17) if "T%d" % p in cards)
    wg = min(c, 3 - g)
    if g < 1 or g + wg < 2:
        return 0
    n = 1 + g + wg
    if g + wg == 3:
        left, prev_wild = c - wg, False
        for p in range(16, 4, -1):
            if "T%d" % p in cards:
                n += 1
                prev_wild = False
            elif left > 0 and not prev_wild:
                n += 1
                left -= 1
                prev_wild = True
            else:
                break
    return n


def lenient_suit(cards, s):
    if "K" + s not in cards:
        return 0
    c = n_contatori(cards)
    f = sum(1 for r in ("Q", "N", "J") if r + s in cards)
    wf = min(c, 3 - f)
    if f < 1 or f + wf < 2:
        return 0
    n = 1 + f + wf
    if "1" + s in cards or c - wf > 0:
        n += 1
    return n


def gap_sensitive(cards):
    """True if a 'with gaps' (literal) reading of runs would score these cards differently."""
    cards = set(cards)
    if lenient_trump(cards) != trump_seq(cards):
        return True
    for s in SUITS:
        if lenient_suit(cards, s) != suit_seq(cards, s):
            return True
    return False


def double_wild_sensitive(cards):
    cards = set(cards)
    return any(suit_seq(cards, s) != suit_seq(cards, s, True) for s in SUITS)


def doubling_team_sensitive(items_by_seat_of_team, double_three=True):
    per = sum(items_points(i, double_three) for i in items_by_seat_of_team)
    allit = [x for i in items_by_seat_of_team for x in i]
    return per != items_points(allit, double_three)


def round_game_points(p):
    base = (p // 50) * 50
    if p - base > 45:
        base += 50
    return base // 50


# ------------------------------------------------------------------ replaying a recorded deal
def replay_play(hands, plays, first_leader, n, side_of, moretti_tie="last_played"):
    """plays: list of (seat, card) in order.  Returns dict with tricks, piles per side, etc.
    hands: the hands at the start of play (after any exchange/discard).
    side_of: seat -> side id.
    """
    hands = [list(h) for h in hands]
    tricks = []
    leader = first_leader
    i = 0
    revokes = []
    while i < len(plays):
        trick = []
        for k in range(n):
            s, c = plays[i]
            legal = legal_plays(hands[s], trick)
            if c not in legal:
                revokes.append((i, s, c))
            hands[s].remove(c)
            trick.append((s, c))
            i += 1
        w = trick_winner(trick, moretti_tie)
        tricks.append((trick, trick[w][0]))
        leader = trick[w][0]
    return tricks, revokes


def piles_from_tricks(tricks, side_of, extra=None):
    """extra: dict side -> list of cards credited besides tricks (discards, widow).
    Handles the Matto.  Returns (piles, matto_info)."""
    piles = {}
    for sd in set(side_of.values()):
        piles[sd] = []
    won = {sd: 0 for sd in piles}
    matto = None
    for trick, w in tricks:
        wsd = side_of[w]
        won[wsd] += 1
        for s, c in trick:
            if c == "MATTO":
                matto = (s, side_of[s], wsd)
            else:
                piles[wsd].append(c)
    if extra:
        for sd, cs in extra.items():
            piles[sd].extend(cs)
    info = None
    if matto:
        s, msd, wsd = matto
        if won[msd] == 0:
            piles[wsd].append("MATTO")
            info = "matto to the trick winner's side (its side took no trick)"
        elif msd == wsd:
            piles[msd].append("MATTO")
            info = "matto kept (own side won the trick)"
        else:
            piles[msd].append("MATTO")
            # give a 1-point card that is in no combination: a suit pip 6-10
            cand = [c for c in piles[msd] if not c.startswith("T") and c != "MATTO"
                    and rank_of(c) in ("6", "7", "8", "9", "10")]
            if not cand:
                raise ValueError("no plain pip to give for the Matto")
            give = sorted(cand)[0]
            piles[msd].remove(give)
            piles[wsd].append(give)
            info = "matto kept, %s given to the winner's side" % give
    return piles, won, info


def card_points(pile):
    if len(pile) % 2:
        raise ValueError("odd pile")
    return sum(points(c) for c in pile) - len(pile) // 2
