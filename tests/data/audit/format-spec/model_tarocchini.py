"""Tarocchini (Bolognese, 62 cards), from the Russian text: my own model of the play (no scoring).

Trumps T20 (Angel) .. T5, the Moretti T1-T4 of equal rank (the last played is highest), T0 (Bagatto)
lowest; MATTO is the excuse (played instead of following, never wins). Suits S B (long): K Q N J 10 9
8 7 6 1; C D (round): K Q N J 1 6 7 8 9 10. Follow suit, else trump, else any; the Matto any time.
Ottocento: 4 players, 15 each, the dealer takes the last two and lays two away (no 5-point card).
Terziglio: 3 players, 18 + widow 8 or 19 + widow 5; gioco exchanges with the widow, solo does not.
Play is counter-clockwise: the next seat in order of play; eldest (dealer+1) leads."""

SUITS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]
FIVE = {"T20", "T19", "T0", "MATTO"} | {"K" + s for s in SUITS}


def deck():
    d = []
    for s in SUITS:
        d += [r + s for r in (LONG if s in "SB" else ROUND)]
    d += ["T%d" % i for i in range(21)] + ["MATTO"]
    return d


def is_trump(c):
    return c.startswith("T") and c[1:].isdigit()


def suit(c):
    if c == "MATTO":
        return None
    return "T" if is_trump(c) else c[-1]


def strength(c, idx, tie_last=True):
    if is_trump(c):
        v = int(c[1:])
        if 1 <= v <= 4:
            # equal rank: the later one wins (last_played) or the earlier (first_played)
            return 100 + 4 + (idx * 0.01 if tie_last else -idx * 0.01)
        return 100 + v
    r = c[:-1]
    order = LONG if c[-1] in "SB" else ROUND
    return 50 - order.index(r)


class Forced(Exception):
    pass


def legal(hand, led):
    if led is None:
        return [c for c in hand if c != "MATTO"] or list(hand)
    same = [c for c in hand if suit(c) == led]
    if same:
        return same + (["MATTO"] if "MATTO" in hand else [])
    tr = [c for c in hand if is_trump(c)]
    if tr:
        return tr + (["MATTO"] if "MATTO" in hand else [])
    return list(hand)


def play(rng, hands, leader, order_next, ntricks, tie_last=True):
    hands = [list(h) for h in hands]
    events = []
    counts = {}
    for t in range(ntricks):
        table = []
        seats = []
        s = leader
        nplay = sum(1 for h in hands if h)
        for k in range(nplay):
            led = next((suit(c) for c in table if suit(c)), None)
            opts = legal(hands[s], led)
            # the Matto neither leads nor is held past trick 1 in the last trick (my model leaves those out)
            if k == 0 and opts == ["MATTO"]:
                raise Forced("matto lead")
            c = rng.choice(opts)
            hands[s].remove(c)
            table.append(c)
            seats.append(s)
            events.append({"type": "play", "seat": s, "card": c})
            s = order_next(s)
        led = suit(table[0])
        best = None
        for i, c in enumerate(table):
            if c == "MATTO":
                continue
            if suit(c) != led and not is_trump(c):
                continue
            key = strength(c, i, tie_last)
            if best is None or key > best[0]:
                best = (key, i)
        w = seats[best[1]]
        counts[w] = counts.get(w, 0) + 1
        leader = w
    if "MATTO" in [e["card"] for e in events[-len(table):]]:
        raise Forced("matto in the last trick")
    return events, counts
