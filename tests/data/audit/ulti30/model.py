"""Independent Ulti model for audit round ulti30 (imports nothing from the project).

Reading of the source (003, Japanese) is documented in EXPECTED.md.
"""

import random

SUITS = "HDSC"
TR_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]
NT_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]
DECK = [r + s for s in SUITS for r in TR_ORDER]

STANDARD = {
    "party": 1,
    "ulti": 4,
    "40-100": 4,
    "20-100": 8,
    "durchmarsch": 6,
    "open-durchmarsch": 24,
    "four-aces": 4,
    "four-tens": 9,
    "betli": 5,
    "rebetli": 10,
    "open-betli": 20,
    "redurchmarsch": 12,
}
ULTINET = dict(STANDARD, **{"four-aces": 3, "20-100": 6, "durchmarsch": 7})
SILENT_STD = {"ulti": 2, "100": 2, "durchmarsch": 3, "four-aces": 2}
SILENT_NET = {"ulti": 2, "100": 1, "durchmarsch": 4, "four-aces": 2}
NT_GOALS = {"betli", "rebetli", "open-betli", "redurchmarsch"}
DURCH = {"durchmarsch", "open-durchmarsch", "redurchmarsch"}


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def pts(c):
    return 10 if rank(c) in ("A", "10") else 0


def order(trump):
    return TR_ORDER if trump else NT_ORDER


def beats(c, w, trump):
    """True when card c beats the current winning card w."""
    o = order(trump)
    if suit(c) == suit(w):
        return o.index(rank(c)) < o.index(rank(w))
    return trump is not None and suit(c) == trump


def winner_idx(trick, trump):
    w = 0
    for i in range(1, len(trick)):
        if beats(trick[i], trick[w], trump):
            w = i
    return w


def legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = suit(trick[0])
    w = trick[winner_idx(trick, trump)]
    follow = [c for c in hand if suit(c) == led]
    if follow:
        better = [c for c in follow if beats(c, w, trump)]
        return better or follow
    if trump:
        tr = [c for c in hand if suit(c) == trump]
        if tr:
            better = [c for c in tr if beats(c, w, trump)]
            return better or tr
    return list(hand)


def play_deal(hands, leader, trump, rng, keep7=None, prefer=None):
    """Random legal play. keep7: seat that must keep the trump 7 while it can.
    prefer: optional function(seat, legal, trick, hands) -> card or None."""
    hands = [list(h) for h in hands]
    plays, winners = [], []
    for _t in range(10):
        trick, seats = [], []
        s = leader
        for _k in range(3):
            lg = legal(hands[s], trick, trump)
            if keep7 == s and trump and len(hands[s]) > 1:
                lg2 = [c for c in lg if c != "7" + trump]
                lg = lg2 or lg
            c = None
            if prefer:
                c = prefer(s, lg, trick, hands)
            if c is None:
                c = rng.choice(sorted(lg))
            hands[s].remove(c)
            trick.append(c)
            seats.append(s)
            plays.append((s, c))
            s = (s + 1) % 3
        w = seats[winner_idx(trick, trump)]
        winners.append((w, trick, seats))
        leader = w
    return plays, winners


def card_points(winners, side):
    """Card points (A/10 and last trick) taken by the seats in side."""
    p = 0
    for i, (w, trick, _seats) in enumerate(winners):
        if w in side:
            p += sum(pts(c) for c in trick)
            if i == 9:
                p += 10
    return p


def aces_taken(winners, side, r="A"):
    n = 0
    for w, trick, _seats in winners:
        if w in side:
            n += sum(1 for c in trick if rank(c) == r)
    return n


def settle(goals, red, trump, declarer, winners, discards, marriages, opts, contra=None, dec_hand=()):
    """Per-seat net for the deal under the reading in EXPECTED.md.

    goals: the bid's goals (party implied for ulti/four-aces/four-tens shorthand).
    marriages: {seat: points declared (legal ones only)}.
    contra: {goal: {defender_seat: level}} (no-trump: per defender; trump: same level both).
    Returns (net per seat, list of lines (goal, won, value per defender, mult))."""
    table = ULTINET if opts.get("point_table") == "ultinet" else STANDARD
    silent = SILENT_NET if opts.get("point_table") == "ultinet" else SILENT_STD
    table = dict(table)
    dp = opts.get("durchmarsch_points", "table")
    if dp != "table":
        table["durchmarsch"] = dp
    contra = contra or {}
    defs = [s for s in range(3) if s != declarer]
    g = list(goals)
    if trump is not None and any(x in g for x in ("ulti", "four-aces", "four-tens")):
        if not any(x in g for x in ("40-100", "20-100", "durchmarsch", "open-durchmarsch")):
            if "party" not in g:
                g = ["party"] + g
    mult_red = 2 if (red and trump is not None) else 1
    tricks_decl = sum(1 for w, _t, _s in winners if w == declarer)
    dec_cp = card_points(winners, [declarer])
    def_cp = card_points(winners, defs) + sum(pts(c) for c in discards)
    dec_m = marriages.get(declarer, 0)
    def_m = sum(marriages.get(s, 0) for s in defs)
    last_w, last_trick, last_seats = winners[9]
    lines = []
    net = [0, 0, 0]

    def pay(name, won, v, per_def_mult=None, extra=0):
        for d in defs:
            m = (per_def_mult or {}).get(d, 1)
            amt = v * m + extra
            if won:
                net[d] -= amt
                net[declarer] += amt
            else:
                net[d] += amt
                net[declarer] -= amt
        lines.append((name, won, v, per_def_mult, extra))

    def cmul(goal):
        c = contra.get(goal, {})
        return {d: c.get(d, 1) for d in defs}

    # silent 100 / durchmarsch replacing party
    party_replaced = False
    silent_lines = []
    all_tricks_decl = tricks_decl == 10
    all_tricks_def = tricks_decl == 0
    in_betli = any(x in g for x in ("betli", "rebetli", "open-betli"))
    declared_durch = any(x in g for x in DURCH)
    silent_ok = not in_betli and (not declared_durch or opts.get("silent_bonuses_in_durchmarsch", True))
    if trump is not None and silent_ok:
        sv = {k: v * mult_red for k, v in silent.items()}
        if "ulti" not in g and last_trick:
            seven = "7" + trump
            if seven in last_trick:
                who = last_seats[last_trick.index(seven)]
                if last_w == who:
                    side_decl = who == declarer
                    silent_lines.append(("silent-ulti", side_decl, sv["ulti"]))
                else:
                    silent_lines.append(("silent-ulti-lost", who, 4 * mult_red))
        if "40-100" not in g and "20-100" not in g:
            if dec_cp + dec_m >= 100:
                silent_lines.append(("silent-100", True, sv["100"]))
                party_replaced = "party" in g
            elif def_cp + def_m >= 100:
                silent_lines.append(("silent-100", False, sv["100"]))
                party_replaced = "party" in g
        aces_decl = any(x in g for x in ("four-aces", "four-tens"))
        if not declared_durch and (all_tricks_decl or all_tricks_def):
            if not aces_decl or opts.get("silent_durchmarsch_with_aces_tens", True):
                silent_lines.append(("silent-durchmarsch", all_tricks_decl, sv["durchmarsch"]))
                if opts.get("silent_durchmarsch_scoring", "separate") == "replaces_party":
                    party_replaced = "party" in g
        if opts.get("silent_four_aces") and "four-aces" not in g:
            if aces_taken(winners, [declarer]) == 4:
                silent_lines.append(("silent-four-aces", True, sv["four-aces"]))
            elif aces_taken(winners, defs) == 4:
                silent_lines.append(("silent-four-aces", False, sv["four-aces"]))
    for goal in g:
        v = table[goal]
        if goal == "open-durchmarsch" and trump is not None and not red:
            if opts.get("open_durchmarsch_trump_points") == 12:
                v = 12
        if goal in ("open-durchmarsch",):
            vv = v  # 24 red or not
        else:
            vv = v * mult_red
        if goal == "party":
            if party_replaced:
                continue
            won = tricks_decl >= 1 and dec_cp + dec_m > def_cp + def_m
        elif goal == "ulti":
            seven = "7" + trump
            won = (
                last_w == declarer and seven in last_trick and last_seats[last_trick.index(seven)] == declarer
            )
        elif goal == "40-100":
            won = dec_cp + (40 if ("K" + trump in dec_hand and "Q" + trump in dec_hand) else 0) >= 100
        elif goal == "20-100":
            has20 = any("K" + x in dec_hand and "Q" + x in dec_hand for x in SUITS if x != trump)
            won = dec_cp + (20 if has20 else 0) >= 100
        elif goal in DURCH:
            won = all_tricks_decl
        elif goal in ("betli", "rebetli", "open-betli"):
            won = tricks_decl == 0
        elif goal == "four-aces":
            won = aces_taken(winners, [declarer]) == 4
        elif goal == "four-tens":
            won = aces_taken(winners, [declarer], "10") == 4
        else:
            raise ValueError(goal)
        extra = 0
        if goal == "ulti" and not won:
            extra = 4 * mult_red
        pay(goal, won, vv, cmul(goal), extra)
    for name, won, v in silent_lines:
        if name == "silent-ulti-lost":
            who = won
            for s in range(3):
                if s != who:
                    net[s] += v
                    net[who] -= v
            lines.append((name, who, v, None, 0))
            continue
        m = None
        if opts.get("silent_bonus_contra") and "party" in g and name in ("silent-100", "silent-durchmarsch"):
            m = cmul("party")
        pay(name, won, v, m)
    return net, lines


def deal_random(rng, dealer, fixed=None):
    """fixed: {seat: [cards]} pre-assigned; the first bidder gets 12."""
    fixed = fixed or {}
    first = (dealer + 1) % 3
    sizes = {s: (12 if s == first else 10) for s in range(3)}
    rest = [c for c in DECK if not any(c in v for v in fixed.values())]
    rng.shuffle(rest)
    hands = {}
    for s in range(3):
        h = list(fixed.get(s, []))
        while len(h) < sizes[s]:
            h.append(rest.pop())
        hands[s] = h
    return [hands[0], hands[1], hands[2]]


def marriages_in(hand, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    return sorted(out, reverse=True)


__all__ = ["random"]
