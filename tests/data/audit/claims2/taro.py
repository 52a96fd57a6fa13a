"""Tarocchini (Bolognese) model, from seeds/004 (Russian): deck, ranks, play, scoring.

Combinations in captured cards are scored under several readings of the source; the
generator keeps only deals where every reading gives the same figures."""

import random

from common import endings

LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]      # swords, batons
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]     # cups, coins
ORDER = {"S": LONG, "B": LONG, "C": ROUND, "D": ROUND}
DECK = [r + s for s in "SBCD" for r in ORDER[s]] + ["T%d" % i for i in range(21)] + ["MATTO"]
MORETTI = {"T1", "T2", "T3", "T4"}


def suit(c):
    if c == "MATTO":
        return None
    if c.startswith("T"):
        return "T"
    return c[-1]


def value(c):
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if c.startswith("T"):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


class Game:
    def __init__(self, n):
        self.N = n

    def legal(self, state, seat):
        hand = state["hands"][seat]
        trick = state["trick"]
        if not trick:
            return [c for c in hand if c != "MATTO"] or list(hand)
        led = suit(trick[0][1])
        matto = [c for c in hand if c == "MATTO"]
        same = [c for c in hand if suit(c) == led]
        if same:
            return same + matto
        trumps = [c for c in hand if suit(c) == "T"]
        if trumps:
            return trumps + matto
        return list(hand)

    def winner(self, trick, state=None):
        led = suit(trick[0][1])
        best, who = None, None
        for seat, c in trick:
            if c == "MATTO":
                continue
            if suit(c) == "T":
                n = int(c[1:])
                s = 100 + (1 if c in MORETTI else n)
                # Moretti of equal rank: the last played of them is the highest (>=)
                if best is None or s > best or (c in MORETTI and s == best):
                    best, who = s, seat
            elif suit(c) == led:
                s = 50 - ORDER[led].index(c[:-1])
                if best is None or s > best:
                    best, who = s, seat
        return who


CRICCHE = {  # three, four
    "tarocchi": (["T20", "T19", "T0", "MATTO"], 18, 36),
    "kings": (["K" + s for s in "SBCD"], 17, 34),
    "queens": (["Q" + s for s in "SBCD"], 14, 28),
    "knights": (["N" + s for s in "SBCD"], 13, 26),
    "jacks": (["J" + s for s in "SBCD"], 12, 24),
}


def seq_pts(length):
    return 10 + 5 * (length - 3) if length >= 3 else 0


def combos(cards, reading):
    cr, sq, ncr, nseq = combos_split(cards, reading)
    return cr + sq, ncr, nseq


def combo_values(cards):
    """Every value the captured combinations can take under the readings: the three
    sequence readings, and doubling (three or more cricche, or sequences, at once) applied
    to that kind's points or to all the combination points."""
    vals = set()
    for r in READINGS:
        cr, sq, ncr, nseq = combos_split(cards, r)
        a = (2 * cr if ncr >= 3 else cr) + (2 * sq if nseq >= 3 else sq)
        b = 2 * (cr + sq) if (ncr >= 3 or nseq >= 3) else cr + sq
        vals.add(a)
        vals.add(b)
    return vals


def combos_split(cards, reading):
    """(points, n_cricche, n_sequences) of one side's captured cards.

    reading: 'strict' (natural cards, runs without gaps), 'gaps' (the minimum-requirement
    wording read as allowing gaps), 'wild' (Matto and Bagatto as contatori, generously)."""
    cs = set(cards)
    pts = 0
    ncr = 0
    crp = 0
    for name, (members, three, four) in CRICCHE.items():
        k = sum(1 for m in members if m in cs)
        if k == 4:
            crp += four
            ncr += 1
        elif k == 3:
            crp += three
            ncr += 1
    wild = sum(1 for c in ("MATTO", "T0") if c in cs) if reading == "wild" else 0
    nseq = 0
    # trumps: Angel, then 19 18 17 16 15 ... 5
    if "T20" in cs:
        chain = ["T%d" % i for i in range(19, 4, -1)]
        if reading == "gaps":
            grande = sum(1 for c in ("T19", "T18", "T17") if c in cs)
            length = 0
            if grande >= 2:
                length = 1 + grande
                if "T17" in cs:
                    for c in chain[3:]:
                        if c in cs:
                            length += 1
                        else:
                            break
        else:
            length, w = 1, wild
            for c in chain:
                if c in cs:
                    length += 1
                elif w:
                    w -= 1
                    length += 1
                else:
                    break
            naturals = sum(1 for c in ("T19", "T18", "T17") if c in cs)
            if naturals == 0:
                length = 0
        if length >= 3:
            pts += seq_pts(length)
            nseq += 1
    # suits: King, Queen, Knight, Jack, Ace
    for s in "SBCD":
        if "K" + s not in cs:
            continue
        chain = [r + s for r in ("Q", "N", "J", "1")]
        if reading == "gaps":
            courts = sum(1 for c in chain[:3] if c in cs)
            length = 1 + courts + (1 if ("1" + s) in cs else 0) if courts >= 2 else 0
        else:
            length, w = 1, wild
            for c in chain:
                if c in cs:
                    length += 1
                elif w:
                    w -= 1
                    length += 1
                else:
                    break
            if not any(c in cs for c in chain[:3]):
                length = 0
        if length >= 3:
            pts += seq_pts(length)
            nseq += 1
    # moretti and aces: two of them plus a third (a contatore may be the third), up to six
    # with contatori: the source is explicit here, so every reading uses the contatori
    contatori = sum(1 for c in ("MATTO", "T0") if c in cs)
    for group in (sorted(MORETTI), ["1" + s for s in "SBCD"]):
        k = sum(1 for c in group if c in cs)
        length = min(k + contatori, 6) if k >= 2 else 0
        if length >= 3:
            pts += seq_pts(length)
            nseq += 1
    return crp, pts, ncr, nseq


READINGS = ("strict", "gaps", "wild")


def side_points(cards, with_extra=None):
    """Card points in pairs (one off each pair) under the two ways of counting an odd card,
    and the combinations under every reading (with and without the extra cards: discards or
    widow).  Returns the set of distinct (card points, combos) outcomes and a doubling flag."""
    outs = set()
    doubling = False
    variants = [cards] if not with_extra else [cards + with_extra, cards]
    full = cards + (with_extra or [])
    total = sum(value(c) for c in full)
    n = len(full)
    cps = {total - n // 2, total - (n + 1) // 2}
    for cp in cps:
        for v in variants:
            for r in READINGS:
                p, ncr, nseq = combos(v, r)
                if ncr >= 3 or nseq >= 3:
                    doubling = True
                outs.add((cp, p))
    return outs, doubling


def simulate_ottocento(seed, cut):
    rng = random.Random(seed)
    deck = DECK[:]
    rng.shuffle(deck)
    dealer = rng.randrange(4)
    hands = [[] for _ in range(4)]
    order = [(dealer + 1 + i) % 4 for i in range(4)]
    pos = 0
    for _ in range(3):
        for s in order:
            hands[s] += deck[pos:pos + 5]
            pos += 5
    hands[dealer] += deck[pos:pos + 2]
    dealt = [list(h) for h in hands]
    cands = [c for c in hands[dealer] if value(c) < 5 and suit(c) != "T" and c[:-1] not in ("1",)]
    cands = [c for c in cands if c[:-1] not in ("K", "Q", "N", "J")]
    if len(cands) < 2:
        return None
    rng.shuffle(cands)
    discard = cands[:2]
    for c in discard:
        hands[dealer].remove(c)
    return play(rng, {"game": "ottocento", "seed": seed, "dealer": dealer, "dealt": dealt,
                      "discard": discard, "partner": lambda s: (s + 2) % 4}, hands, 15 - cut, 4)


def play(rng, sim, hands, ntricks, n):
    g = Game(n)
    state = {"hands": [list(h) for h in hands], "leader": (sim["dealer"] + 1) % n, "trick": [],
             "tricks": []}
    same_side = sim["same_side"] if "same_side" in sim else (lambda a, b: (a - b) % 2 == 0)
    while len(state["tricks"]) < ntricks:
        seat = (state["leader"] + len(state["trick"])) % n
        legal = g.legal(state, seat)
        if "MATTO" in legal:
            last_to_play = len(state["trick"]) == n - 1
            ok = last_to_play and same_side(g.winner(state["trick"] + [(seat, "MATTO")]), seat)
            ok = ok and g.winner(state["trick"] + [(seat, "MATTO")]) != seat
            if ok and rng.random() < 0.7:
                legal = ["MATTO"]
            elif len(legal) > 1:
                legal = [c for c in legal if c != "MATTO"]
            else:
                return None
        card = rng.choice(legal)
        state["hands"][seat].remove(card)
        state["trick"].append((seat, card))
        if len(state["trick"]) == n:
            w = g.winner(state["trick"])
            state["tricks"].append(state["trick"])
            state["trick"] = []
            state["leader"] = w
    if any("MATTO" in h for h in state["hands"]):
        return None
    sim["state"] = state
    return sim


def piles(sim, tricks, n, side_of):
    """Cards captured by each side; the Matto goes back to its player's side (it was only
    ever played to a trick its own side won, see play())."""
    g = Game(n)
    out = {}
    won = {}
    for i, t in enumerate(tricks):
        w = g.winner(t)
        sw = side_of(w)
        won[sw] = won.get(sw, 0) + 1
        for seat, c in t:
            out.setdefault(sw, []).append(c)
    return out, won, g.winner(tricks[-1])


def ottocento_result(sim, tricks):
    side_of = lambda s: "team%d" % (s % 2)
    p, won, last = piles(sim, tricks, 4, side_of)
    dealer_side = side_of(sim["dealer"])
    g = Game(4)
    dealer_tricks = sum(1 for t in tricks if g.winner(t) == sim["dealer"])
    flags = []
    if dealer_tricks == 0:
        flags.append("dealer_no_trick")
    res = {}
    for side in ("team0", "team1"):
        cards = p.get(side, [])
        extra = sim["discard"] if side == dealer_side else None
        outs, dbl = side_points(cards, extra)
        if dbl:
            flags.append("doubling")
        if len(outs) != 1:
            flags.append("ambiguous:" + side)
        cp, cb = sorted(outs)[0]
        res[side] = {"card_points": cp, "combinations": cb,
                     "last_trick": 6 if side_of(last) == side else 0}
        res[side]["total"] = cp + cb + res[side]["last_trick"]
    if min(won.get("team0", 0), won.get("team1", 0)) == 0:
        flags.append("all_tricks")
    return res, flags


def ottocento_endings(sim):
    out = []
    for tricks in endings(Game(4), sim["state"]):
        res, flags = ottocento_result(sim, tricks)
        out.append((tricks, res, flags))
    return out


# ---------------------------------------------------------------- Terziglio

def simulate_terziglio(seed, cut, widow_size=8, bid="gioco"):
    rng = random.Random(seed)
    deck = DECK[:]
    rng.shuffle(deck)
    dealer = rng.randrange(3)
    each = (62 - widow_size) // 3
    hands = [deck[i * each:(i + 1) * each] for i in range(3)]
    # deal order does not matter for the record: hands are given as dealt
    widow = deck[3 * each:]
    dealt = [list(h) for h in hands]
    declarer = (dealer + 2) % 3  # eldest passes, middle bids, dealer passes (see the generator)
    sim = {"game": "terziglio", "seed": seed, "dealer": dealer, "dealt": dealt, "widow": list(widow),
           "declarer": declarer, "bid": bid, "widow_size": widow_size}
    take, discard = [], []
    if bid == "gioco":
        h = hands[declarer]
        low = [c for c in widow if value(c) == 1 and suit(c) != "T" and c[:-1] not in ("1",)]
        rng.shuffle(low)
        take = low[:2]
        h += take
        cands = [c for c in h if value(c) == 1 and suit(c) != "T" and c[:-1] not in ("1",) and c not in take]
        rng.shuffle(cands)
        if len(take) < 2 or len(cands) < 2:
            return None
        discard = cands[:2]
        for c in discard:
            h.remove(c)
        sim["widow_after"] = [c for c in widow if c not in take] + discard
    else:
        sim["widow_after"] = list(widow)
    sim["take"], sim["discard"] = take, discard
    sim["same_side"] = lambda a, b: a == b or (a != declarer and b != declarer)
    return play(rng, sim, hands, each - cut, 3)


def terziglio_result(sim, tricks):
    decl = sim["declarer"]
    side_of = lambda s: "declarer" if s == decl else "opponents"
    p, won, last = piles(sim, tricks, 3, side_of)
    flags = []
    if sim["bid"] == "gioco":
        widow_side = "declarer" if won.get("declarer", 0) > 0 else "opponents"
    else:
        widow_side = side_of(last)
    if min(won.get("declarer", 0), won.get("opponents", 0)) == 0:
        flags.append("all_tricks")
    options = {}
    info = {}
    for side in ("declarer", "opponents"):
        cards = p.get(side, [])
        extra = sim["widow_after"] if side == widow_side else []
        full = cards + extra
        total = sum(value(c) for c in full)
        n = len(full)
        cps = sorted({total - n // 2, total - (n + 1) // 2})
        cbs = combo_values(full) | (combo_values(cards) if extra else set())
        lt = 6 if side_of(last) == side else 0
        options[side] = sorted({cp + cb + lt for cp in cps for cb in cbs})
        info[side] = {"cards": n, "card_points": cps, "combinations": sorted(cbs), "last_trick": lt}
    gps = set()
    for a in options["declarer"]:
        for b in options["opponents"]:
            gps.add(game_points(sim, {"declarer": a, "opponents": b}))
    if len(gps) != 1:
        flags.append("ambiguous")
    info["totals"] = options
    return info, sorted(gps)[0], flags


def round50(points):
    r = points % 50
    if 50 - r < 5:  # less than 5 short of a multiple of 50: rounded up
        return points - r + 50
    return points - r


def game_points(sim, tot):
    decl_wins = tot["declarer"] > tot["opponents"]  # a tie is a loss
    win_pts = tot["declarer"] if decl_wins else tot["opponents"]
    gp = round50(win_pts) // 50
    if sim["bid"] == "solo":
        gp *= 2
    d = sim["declarer"]
    scores = {}
    for s in range(3):
        if decl_wins:
            scores[s] = gp if s == d else 0
        else:
            scores[s] = 0 if s == d else gp
    return tuple(sorted(scores.items()))


def terziglio_endings(sim):
    out = []
    for tricks in endings(Game(3), sim["state"]):
        res, gp, flags = terziglio_result(sim, tricks)
        out.append((tricks, res, gp, flags))
    return out
