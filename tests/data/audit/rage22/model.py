"""rage22 blind model of Rage (Amigo 2000, Czech rules by Dan Zeman, Paluba 2004).

Written from the source text only; imports nothing from validator/ or replays/.
Readings (see EXPECTED.md for the quotes):
- the stock's top card is turned for trump; action cards turned are skipped until a colour card;
- CHANGE turns the next colour card at once: it is trump for the current trick and the rest of the round;
- NOTRUMP: no trump in the current trick; after the trick ONE new colour card is turned
  (rage22 reading: one turn per trick however many NOTRUMPs were in it);
- a stock (as recorded) that ends before a colour card shows: the trump is UNKNOWN (never "no trump").
"""

import random

COLS = "RBGYPO"
ACTIONS = {"WILD": 2, "NOTRUMP": 4, "CHANGE": 4, "PLUS5": 3, "MINUS5": 3}
NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "František", "Gábina", "Honza"]
UNKNOWN = "?"
NT_TURNS = {"mode": "one"}  # "one" (rage22 reading) or "each" (one turn per NOTRUMP card)


def full_deck():
    return [f"{c}{v}" for c in COLS for v in range(16)] + [a for a, k in ACTIONS.items() for _ in range(k)]


def is_action(card):
    return card in ACTIONS


def colour_of(card, named=None):
    if card == "WILD":
        return named
    if is_action(card):
        return None
    return card[0]


class Stock:
    def __init__(self, talon):
        self.cards = list(talon) if talon is not None else []
        self.pos = 0
        self.turned = []

    def turn(self):
        """Turn cards until a colour card shows; UNKNOWN when the recorded stock ends first."""
        while self.pos < len(self.cards):
            c = self.cards[self.pos]
            self.pos += 1
            self.turned.append(c)
            if not is_action(c):
                return c[0]
        return UNKNOWN


def led_colour(plays):
    for _seat, card, named in plays:
        col = colour_of(card, named)
        if col is not None:
            return col
    return None


def trick_winner(plays, trump):
    """plays: [(seat, card, named)], trump: colour, None (no trump) or UNKNOWN.
    Returns the winning seat, or UNKNOWN when it depends on an unknown trump."""
    led = led_colour(plays)
    if led is None:
        return plays[0][0]

    def rank(i):
        card = plays[i][1]
        return 16 + i if card == "WILD" else int(card[1:])

    cols = [colour_of(c, nm) for _s, c, nm in plays]
    if trump == UNKNOWN:
        if any(col is not None and col != led for col in cols):
            return UNKNOWN
        trump = None
    if trump is not None and trump in cols:
        target = trump
    else:
        target = led
    best = max((i for i, col in enumerate(cols) if col == target), key=rank)
    return plays[best][0]


def play_trick_effects(plays, trump, stock):
    """Apply the action cards of one complete trick in order.
    Returns (trump used to judge the trick, trump for the next trick)."""
    notrump = 0
    cur = trump
    for _seat, card, _named in plays:
        if card == "CHANGE":
            cur = stock.turn()
        elif card == "NOTRUMP":
            notrump += 1
    judge = None if notrump else cur
    nxt = cur
    turns = notrump if NT_TURNS["mode"] == "each" else min(notrump, 1)
    for _ in range(turns):
        nxt = stock.turn()
    return judge, nxt


def round_score(tricks, bid, plus, minus, durch_applies):
    per = 2 if durch_applies else 1
    return tricks * per + 5 * plus - 5 * minus + (10 if tricks == bid else -5)


# ----------------------------------------------------------------------------- simulator


class Sim:
    def __init__(self, n, rules, seed):
        self.n = n
        self.rules = rules
        self.rng = random.Random(seed)

    def deal(self, k, rig=None):
        rig = rig or {}
        deck = full_deck()
        hands = [[] for _ in range(self.n)]
        top = list(rig.get("stock_top", []))
        for c in top:
            deck.remove(c)
        for s, cards in rig.get("hands", {}).items():
            for c in cards:
                deck.remove(c)
                hands[s].append(c)
        self.rng.shuffle(deck)
        for s in range(self.n):
            while len(hands[s]) < k:
                hands[s].append(deck.pop())
        for s in range(self.n):
            self.rng.shuffle(hands[s])
        return hands, top + deck

    def bids(self, hands, dealer, k, forbid_fix=True):
        order = [(dealer + 1 + i) % self.n for i in range(self.n)]
        out = []
        total = 0
        for j, s in enumerate(order):
            h = hands[s]
            est = sum(1 for c in h if c == "WILD" or (not is_action(c) and int(c[1:]) >= 12))
            b = max(0, min(k, est + self.rng.choice([-1, 0, 0, 1])))
            if self.rules.get("plus_minus_one") and j == self.n - 1 and forbid_fix and total + b == k:
                b = b + 1 if b + 1 <= k else b - 1
            out.append((s, b))
            total += b
        return out

    def choose(self, hand, plays, trump, avoid_second_switch=True):
        led = led_colour(plays)
        if led is not None:
            follow = [c for c in hand if not is_action(c) and c[0] == led]
            legal = follow if follow else list(hand)
        else:
            legal = list(hand)
        switch_in = any(c in ("CHANGE", "NOTRUMP") for _s, c, _n in plays)
        if avoid_second_switch and switch_in:
            alt = [c for c in legal if c not in ("CHANGE", "NOTRUMP")]
            if alt:
                legal = alt
            else:
                raise Retry()
        card = self.rng.choice(legal)
        named = None
        if card == "WILD":
            cols = [c[0] for c in hand if not is_action(c)]
            named = self.rng.choice(cols) if cols and self.rng.random() < 0.7 else self.rng.choice(COLS)
        return card, named

    def play_round(self, hands, talon, dealer, hook=None, allow_two_nt=False):
        """hook(ctx) may return (card, named) to force a play or {'lead': seat} at a trick start."""
        hands = [list(h) for h in hands]
        stock = Stock(talon)
        trump = stock.turn()
        leader = (dealer + 1) % self.n
        k = len(hands[0])
        log = []  # list of dicts per trick
        for t in range(k):
            if hook:
                r = hook(
                    {"kind": "lead", "trick": t, "leader": leader, "log": log, "trump": trump, "hands": hands}
                )
                if r is not None:
                    leader = r
            plays = []
            cur = trump
            for j in range(self.n):
                s = (leader + j) % self.n
                forced = None
                if hook:
                    forced = hook(
                        {
                            "kind": "play",
                            "trick": t,
                            "seat": s,
                            "plays": plays,
                            "trump": cur,
                            "hands": hands,
                            "log": log,
                            "start_trump": trump,
                        }
                    )
                if forced is not None:
                    card, named = forced
                else:
                    card, named = self.choose(hands[s], plays, cur, avoid_second_switch=not allow_two_nt)
                hands[s].remove(card)
                plays.append((s, card, named))
                if card == "CHANGE":
                    cur = "pending"  # resolved below by play_trick_effects
            judge, nxt = play_trick_effects(plays, trump, stock)
            w = trick_winner(plays, judge)
            log.append(
                {"plays": plays, "trump_before": trump, "judge": judge, "winner": w, "trump_after": nxt}
            )
            trump = nxt
            leader = w
        return log, stock


class Retry(Exception):
    pass


def score_round(n, k, bids, log, rules):
    tricks = [0] * n
    plus = [0] * n
    minus = [0] * n
    for tr in log:
        w = tr["winner"]
        tricks[w] += 1
        for _s, c, _nm in tr["plays"]:
            if c == "PLUS5":
                plus[w] += 1
            if c == "MINUS5":
                minus[w] += 1
    scores = []
    for s in range(n):
        durch = bool(rules.get("durch")) and k > 1 and tricks[s] == k
        scores.append(round_score(tricks[s], bids[s], plus[s], minus[s], durch))
    return tricks, plus, minus, scores


def events_for(bids, log, scores=None, totals=None):
    ev = [{"type": "bid", "seat": s, "bid": b} for s, b in bids]
    for tr in log:
        for s, c, nm in tr["plays"]:
            e = {"type": "play", "seat": s, "card": c}
            if nm is not None:
                e["named"] = nm
            ev.append(e)
    if scores is not None:
        ev += [{"type": "score", "party": s, "points": p} for s, p in enumerate(scores)]
    if totals is not None:
        ev += [{"type": "total", "party": s, "points": p} for s, p in enumerate(totals)]
    return ev
