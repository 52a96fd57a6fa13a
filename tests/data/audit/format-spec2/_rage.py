"""Rage model from the Czech rules (Paluba 2004)."""
import random

COLS = "RBGYPO"
ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3


def deck():
    return [c + str(v) for c in COLS for v in range(16)] + list(ACTIONS)


def is_col(c):
    return c[0] in COLS and c[1:].isdigit()


def colour(c):
    return c[0]


def value(c):
    return int(c[1:])


class Stock:
    def __init__(self, talon):
        self.talon = talon
        self.p = 0

    def flip(self):
        while not is_col(self.talon[self.p]):
            self.p += 1
        c = self.talon[self.p]
        self.p += 1
        return colour(c)


def led_colour(trick):
    for seat, card, named in trick:
        if card == "WILD":
            return named
        if is_col(card):
            return colour(card)
    return None


def legal(hand, trick):
    L = led_colour(trick)
    if L is None:
        return list(hand)
    follow = [c for c in hand if is_col(c) and colour(c) == L]
    return follow if follow else list(hand)


def resolve(trick, trump, stock):
    """trick: list of (seat, card, named). Returns winner seat, new trump, trick-trump used."""
    notrump = False
    for seat, card, named in trick:
        if card == "CHANGE":
            trump = stock.flip()
        elif card == "NOTRUMP":
            notrump = True
    eff = None if notrump else trump
    L = led_colour(trick)

    def strength(i, card, named, col):
        if card == "WILD" and named == col:
            return 100 + i
        if is_col(card) and colour(card) == col:
            return value(card)
        return None

    best = None
    for col in ([eff] if eff else []) + ([L] if L else []):
        cands = [(strength(i, c, n, col), s) for i, (s, c, n) in enumerate(trick)]
        cands = [x for x in cands if x[0] is not None]
        if cands:
            best = max(cands)[1]
            break
    if best is None:
        best = trick[0][0]
    if notrump:
        trump = stock.flip()
    return best, trump, eff


def play_round(hands, talon, dealer, rng, plan=None):
    """Random legal play. Returns events (plays), tricks count, action points, trick log."""
    n = len(hands)
    hands = [list(h) for h in hands]
    stock = Stock(talon)
    trump = stock.flip()
    trumps_seen = [trump]
    leader = (dealer + 1) % n
    tricks = [0] * n
    action = [0] * n
    plays = []
    log = []
    k = len(hands[0])
    for t in range(k):
        trick = []
        for j in range(n):
            s = (leader + j) % n
            opts = legal(hands[s], trick)
            if plan and (t, s) in plan:
                card = plan[(t, s)]
                assert card in hands[s], (t, s, card)
            else:
                card = rng.choice(opts)
            hands[s].remove(card)
            named = None
            if card == "WILD":
                L = led_colour(trick)
                named = L if L and rng.random() < 0.5 else rng.choice(COLS)
                if L and rng.random() < 0.5:
                    named = trump
            trick.append((s, card, named))
        win, trump2, eff = resolve(trick, trump, stock)
        for s, c, nm in trick:
            if c == "PLUS5":
                action[win] += 5
            if c == "MINUS5":
                action[win] -= 5
        tricks[win] += 1
        log.append({"trick": trick, "winner": win, "trump": eff, "trump_before": trump})
        trump = trump2
        trumps_seen.append(trump)
        for s, c, nm in trick:
            e = {"type": "play", "seat": s, "card": c}
            if nm:
                e["named"] = nm
            plays.append(e)
        leader = win
    return plays, tricks, action, log


def round_scores(bids, tricks, action, durch=False, last_round=False):
    n = len(bids)
    out = []
    total_tricks = sum(tricks)
    for s in range(n):
        per = 1
        if durch and not last_round and tricks[s] == total_tricks:
            per = 2
        sc = per * tricks[s] + action[s] + (10 if bids[s] == tricks[s] else -5)
        out.append(sc)
    return out
