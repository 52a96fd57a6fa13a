"""Danish Tarok (Ultimo) model from the Polish translation (2010), §1-§18."""
import random

RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
ORDER = {"H": RED, "D": RED, "S": BLACK, "C": BLACK}
COURTS = ["K", "Q", "N", "J"]


def deck():
    d = [r + s for s in "HDSC" for r in ORDER[s]]
    d += ["T%d" % i for i in range(1, 22)]
    d += ["JOKER"]
    return d


def suit(c):
    if c == "JOKER":
        return None
    if c[0] == "T":
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c):
    """higher is stronger within its suit."""
    if c[0] == "T":
        return int(c[1:])
    return 20 - ORDER[c[-1]].index(rank(c))


def value(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c[0] == "T":
        return 0
    r = rank(c)
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(r, 0)


def declarations(hand):
    items = []
    pay = 0
    nt = sum(1 for c in hand if c[0] == "T") + (1 if "JOKER" in hand else 0)
    if nt >= 10:
        items.append({"kind": "trumps", "count": nt, "pagat": "T1" in hand})
        pay += 10 + 5 * (nt - 10)
    if "JOKER" in hand and "T21" in hand and "T1" in hand:
        m = 3
        x = 20
        while "T%d" % x in hand:
            m += 1
            x -= 1
        items.append({"kind": "matadors", "count": m})
        pay += 10 + 5 * (m - 3)
    j = "JOKER" in hand
    for s in "HDSC":
        have = [r for r in COURTS if r + s in hand]
        if len(have) == 4:
            form = "rich" if j else "full"
            items.append({"kind": "cavalry", "suit": s, "form": form})
            pay += 15 if j else 10
        elif len(have) == 3 and j:
            miss = [r for r in COURTS if r not in have][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
            pay += 5
    kings = [s for s in "HDSC" if "K" + s in hand]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if j else "full"})
        pay += 15 if j else 10
    elif len(kings) == 3 and j:
        miss = [s for s in "HDSC" if s not in kings][0]
        items.append({"kind": "kings", "form": "half", "missing": miss})
        pay += 5
    return items, pay


def decl_cards(hand):
    """cards that take part in a declaration."""
    out = set()
    items, _ = declarations(hand)
    for it in items:
        if it["kind"] == "trumps":
            out |= {c for c in hand if c[0] == "T" or c == "JOKER"}
        elif it["kind"] == "matadors":
            out |= {"JOKER", "T21", "T1"} | {"T%d" % x for x in range(22 - it["count"] + 2, 21)}
        elif it["kind"] == "cavalry":
            out |= {r + it["suit"] for r in COURTS if r + it["suit"] in hand} | {"JOKER"}
        elif it["kind"] == "kings":
            out |= {"K" + s for s in "HDSC" if "K" + s in hand} | {"JOKER"}
    return out


def legal(hand, trick, tricks_left):
    """trick: list of (seat, card). tricks_left counts this trick (1 = last)."""
    joker_ok = tricks_left != 2
    plain = [c for c in hand if c != "JOKER"]
    if not trick:
        opts = plain
    else:
        L = None
        for s, c in trick:
            if c != "JOKER":
                L = suit(c)
                break
        if L is None:
            opts = plain  # joker led: not generated
        else:
            f = [c for c in plain if suit(c) == L]
            if not f:
                f = [c for c in plain if suit(c) == "T"]
            if not f:
                f = plain
            opts = f
    if "JOKER" in hand and joker_ok:
        opts = opts + ["JOKER"]
    if not opts:
        opts = ["JOKER"]
    return opts


def winner(trick):
    L = None
    for s, c in trick:
        if c != "JOKER":
            L = suit(c)
            break
    best = None
    for s, c in trick:
        if c == "JOKER":
            continue
        if suit(c) == "T":
            key = (2, strength(c))
        elif suit(c) == L:
            key = (1, strength(c))
        else:
            key = (0, 0)
        if best is None or key > best[0]:
            best = (key, s)
    return best[1]


def play(hands, dealer, active, rng, joker_trick=None, plan=None, strategy=None):
    """hands: dict seat->list (after skat). active: seats in play order starting after dealer."""
    hands = {s: list(h) for s, h in hands.items()}
    n = len(active)
    leader = active[0]
    ntr = len(hands[leader])
    plays = []
    log = []
    piles = {s: [] for s in active}
    tricks = {s: 0 for s in active}
    for t in range(ntr):
        trick = []
        i0 = active.index(leader)
        for j in range(n):
            s = active[(i0 + j) % n]
            opts = legal(hands[s], trick, ntr - t)
            if plan and (t, s) in plan:
                c = plan[(t, s)]
            elif joker_trick is not None and t >= joker_trick and j > 0 and "JOKER" in hands[s]:
                c = "JOKER"
            else:
                nonj = [o for o in opts if o != "JOKER"]
                if "JOKER" in hands[s] and t >= ntr - 3:
                    raise RuntimeError("joker kept")
                c = rng.choice(nonj if nonj else opts)
            hands[s].remove(c)
            trick.append((s, c))
        w = winner(trick)
        tricks[w] += 1
        last = t == ntr - 1
        for s, c in trick:
            if c == "JOKER" and not last:
                piles[s].append(c)
            else:
                piles[w].append(c)
        log.append({"trick": trick, "winner": w})
        for s, c in trick:
            plays.append({"type": "play", "seat": s, "card": c})
        leader = w
    return plays, log, piles, tricks


def card_points_amount(pts):
    diff = pts - 26
    return 5 * ((diff + 2) // 5)
