"""Tarocchini (Bolognese) model from the Russian text."""
import random

LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]   # S B high -> low
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D
ORD = {"S": LONG, "B": LONG, "C": ROUND, "D": ROUND}
MORETTI = {"T1", "T2", "T3", "T4"}


def deck():
    d = [r + s for s in "SBCD" for r in ORD[s]]
    d += ["T%d" % i for i in range(0, 21)] + ["MATTO"]
    return d


def suit(c):
    if c == "MATTO":
        return None
    if c[0] == "T":
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def tpower(c):
    n = int(c[1:])
    if n in (1, 2, 3, 4):
        return 1
    if n == 0:
        return 0
    return n


def value(c):
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if c[0] == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(rank(c), 1)


def legal(hand, trick):
    plain = [c for c in hand if c != "MATTO"]
    extra = ["MATTO"] if "MATTO" in hand else []
    lead = [c for s, c in trick if c != "MATTO"]
    if not lead:
        return plain + extra if plain else extra
    L = suit(lead[0])
    f = [c for c in plain if suit(c) == L]
    if not f:
        f = [c for c in plain if suit(c) == "T"]
    if not f:
        f = plain
    return f + extra


def winner(trick, moretti_tie="last_played"):
    lead = [(s, c) for s, c in trick if c != "MATTO"]
    L = suit(lead[0][1])
    best = None
    for i, (s, c) in enumerate(trick):
        if c == "MATTO":
            continue
        if suit(c) == "T":
            k = (2, tpower(c))
        elif suit(c) == L:
            k = (1, 10 - ORD[L].index(rank(c)))
        else:
            k = (0, 0)
        if best is None or k > best[0] or (k == best[0] and k[0] == 2 and k[1] == 1 and moretti_tie == "last_played"):
            best = (k, s)
    return best[1]


def play(hands, leader, order, rng, plan=None, strat=None):
    hands = {s: list(h) for s, h in hands.items()}
    n = len(order)
    k = len(hands[leader])
    plays, log = [], []
    for t in range(k):
        trick = []
        i0 = order.index(leader)
        for j in range(n):
            s = order[(i0 + j) % n]
            if plan and (t, s) in plan:
                c = plan[(t, s)]
            else:
                opts = legal(hands[s], trick)
                c = strat(s, opts, trick, rng, t) if strat else rng.choice(opts)
            hands[s].remove(c)
            trick.append((s, c))
        w = winner(trick)
        log.append({"trick": trick, "winner": w})
        plays += [{"type": "play", "seat": s, "card": c} for s, c in trick]
        leader = w
    return plays, log


# ---------------------------------------------------------------- combinations
CRICCHE = {
    "tarocchi": (["T20", "T19", "T0", "MATTO"], 18, 36),
    "kings": (["K" + s for s in "SBCD"], 17, 34),
    "queens": (["Q" + s for s in "SBCD"], 14, 28),
    "knights": (["N" + s for s in "SBCD"], 13, 26),
    "jacks": (["J" + s for s in "SBCD"], 12, 24),
}
CONT = ["T0", "MATTO"]


def seq_points(length):
    return 10 + 5 * (length - 3)


def combos(cards, use_contatori=True):
    """Return list of (kind, detail, points) and a flag of ambiguity-sensitive elements."""
    cs = set(cards)
    out = []
    for name, (need, p3, p4) in CRICCHE.items():
        k = sum(1 for c in need if c in cs)
        if k == 4:
            out.append(("cricca", name, 4, p4))
        elif k == 3:
            out.append(("cricca", name, 3, p3))
    ncont = sum(1 for c in CONT if c in cs) if use_contatori else 0
    # trumps: T20 then T19, T18, T17, T16, ... T5
    if "T20" in cs:
        avail = ncont
        length = 1
        naturals_grande = 0
        prev_sub = False
        for x in range(19, 4, -1):
            c = "T%d" % x
            if c in cs:
                length += 1
                if x >= 17:
                    naturals_grande += 1
                prev_sub = False
            elif avail > 0 and not (prev_sub and not (x == 16)):
                avail -= 1
                length += 1
                prev_sub = True
            else:
                break
        # strip trailing substitutes (a run does not end on a wild card)
        if length >= 3 and naturals_grande >= 1:
            out.append(("sequence", "trumps", length, seq_points(length)))
    for s in "SBCD":
        if "K" + s not in cs:
            continue
        avail = ncont
        length = 1
        nat = 0
        for r in ["Q", "N", "J", "1"]:
            if r + s in cs:
                length += 1
                if r != "1":
                    nat += 1
            elif avail > 0 and r != "1":
                avail -= 1
                length += 1
            else:
                break
        if length >= 3 and nat >= 1:
            out.append(("sequence", "suit:" + s, length, seq_points(length)))
    m = sum(1 for c in MORETTI if c in cs)
    if m >= 2 and m + ncont >= 3:
        L = min(6, m + ncont)
        out.append(("sequence", "moretti", L, seq_points(L)))
    a = sum(1 for s in "SBCD" if "1" + s in cs)
    if a >= 2 and a + ncont >= 3:
        L = min(6, a + ncont)
        out.append(("sequence", "aces", L, seq_points(L)))
    return out


def combo_points(lst, double_three=True):
    cr = [x for x in lst if x[0] == "cricca"]
    sq = [x for x in lst if x[0] == "sequence"]
    pc = sum(x[3] for x in cr)
    ps = sum(x[3] for x in sq)
    if double_three and len(cr) >= 3:
        pc *= 2
    if double_three and len(sq) >= 3:
        ps *= 2
    return pc + ps
