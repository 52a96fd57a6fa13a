"""Rage (Amigo 2000) as read from the Czech Paluba translation (seed 001), written blind.

An outside party's model: deal, bid, play legally, resolve tricks and score rounds; and a small
checker that replays a transcript by the same reading and lists what it finds at fault.

Readings taken (every one from the Czech text):
- round r deals 11 - r cards; the dealer passes clockwise (order of play): next dealer = dealer + 1.
- trump: the first colour card of the stock; action cards turned on the way are skipped.
- bids: the dealer's left neighbour first, then in order of play (hidden_bid: any order before
  the first card; secret_bid: revealed at the end of the round, recorded after the last play).
- the dealer's left neighbour leads the first trick; the trick's winner leads the next.
- follow the colour of the first colour card (or joker) of the trick; only a player who cannot
  follow may play another colour, a trump or an action card (the joker is an action card).
- a trick with no colour card and no joker yet: any card.
- NOTRUMP: no trump in this trick (trumps already in it are ordinary); after the trick a new
  trump is turned from the stock (past action cards).
- CHANGE: at once a new trump is turned (past action cards); it is trump for this trick too,
  the old colour has no trump power in it any more.
- WILD: must name a colour (trump allowed); it is the highest card of that colour in the trick,
  a second joker of the same colour beats the first; a non-trump joker is beaten by any trump.
- only action cards and no joker: the first card wins.
- round score: +1 a trick (durch: +2 a trick for a player who took every trick, not in the
  one-card round), +10 bid made / -5 bid missed, +5 a PLUS5, -5 a MINUS5 in one's tricks.
"""

from __future__ import annotations

import random

COLOURS = "RBGYPO"
ACTION = {"WILD": 2, "NOTRUMP": 4, "CHANGE": 4, "PLUS5": 3, "MINUS5": 3}


def full_deck() -> list[str]:
    d = [c + str(v) for c in COLOURS for v in range(16)]
    for a, k in ACTION.items():
        d += [a] * k
    return d


def is_action(card: str) -> bool:
    return card in ACTION


def colour(card: str):
    return None if is_action(card) else card[0]


def value(card: str) -> int:
    return int(card[1:])


class Stock:
    def __init__(self, talon):
        self.talon = list(talon)
        self.pos = 0
        self.turned = []  # every card turned, in order

    def turn(self):
        while True:
            if self.pos >= len(self.talon):
                raise ValueError("stock exhausted")
            c = self.talon[self.pos]
            self.pos += 1
            self.turned.append(c)
            if not is_action(c):
                return colour(c)


class Trick:
    """One trick being played: (seat, card, named) in order."""

    def __init__(self):
        self.cards = []
        self.led = None  # colour to follow
        self.notrump = False
        self.notrumps = 0
        self.change = 0
        self.wilds = 0

    def play(self, seat, card, named, stock_state):
        self.cards.append((seat, card, named))
        if card == "CHANGE":
            self.change += 1
            stock_state["trump"] = stock_state["stock"].turn()
        elif card == "NOTRUMP":
            self.notrumps += 1
            self.notrump = True
        elif card == "WILD":
            self.wilds += 1
        if self.led is None:
            if card == "WILD":
                self.led = named
            elif not is_action(card):
                self.led = colour(card)

    def ambiguous(self):
        """Combinations the source does not settle plainly: avoided by the generator."""
        return (self.notrump and self.change) or self.change > 1 or self.notrumps > 1 or (self.wilds and (self.notrump or self.change))

    def winner(self, trump):
        """The winning seat; trump = the current trump colour (after any CHANGE in the trick)."""
        eff = None if self.notrump else trump
        best = None
        for i, (seat, card, named) in enumerate(self.cards):
            if card == "WILD":
                col, rank = named, 100 + i  # the later joker of one colour is the stronger
            elif is_action(card):
                continue
            else:
                col, rank = colour(card), value(card)
            if col is None:
                return None  # a joker without a colour: undecidable
            if eff is not None and col == eff:
                key = (2, rank)
            elif col == self.led:
                key = (1, rank)
            else:
                continue
            if best is None or key > best[0]:
                best = (key, seat)
        if best is None:
            # only action cards (no joker): the first card wins
            return self.cards[0][0]
        return best[1]


def legal(hand, trick: Trick):
    """The cards a player may play."""
    if trick.led is None:
        return list(hand)
    follow = [c for c in hand if colour(c) == trick.led]
    return follow if follow else list(hand)


def round_score(bid, tricks, plus5, minus5, durch_applies):
    tp = tricks * (2 if durch_applies else 1)
    bp = 10 if bid == tricks else -5
    return tp + bp + 5 * plus5 - 5 * minus5


class Round:
    """Simulate one round. policy hooks: force = {play_index: callable(hand, trick, legal)->(card,named)}."""

    def __init__(self, n, dealer, rnd, rules, rng, hands=None, talon=None, force=None, bid_force=None):
        self.n, self.dealer, self.rnd, self.rules, self.rng = n, dealer, rnd, rules, rng
        self.cards = 11 - rnd
        if hands is None:
            deck = full_deck()
            rng.shuffle(deck)
            hands = [sorted(deck[i * self.cards:(i + 1) * self.cards]) for i in range(n)]
            talon = deck[n * self.cards:]
        self.hands0 = [list(h) for h in hands]
        self.talon = list(talon)
        self.force = force
        self.forced_at = None
        self.bid_force = bid_force or {}

    # -- bidding
    def estimate(self, hand, trump):
        e = 0.0
        for c in hand:
            if c == "WILD":
                e += 0.9
            elif is_action(c):
                continue
            elif colour(c) == trump:
                e += 0.75 if value(c) >= 9 else 0.25
            elif value(c) >= 14:
                e += 0.45
            elif value(c) >= 12:
                e += 0.15
        return e

    def run(self):
        n, rng = self.n, self.rng
        stock = Stock(self.talon)
        st = {"stock": stock, "trump": stock.turn()}
        self.trumps = [st["trump"]]
        order = [(self.dealer + 1 + i) % n for i in range(n)]
        hands = [list(h) for h in self.hands0]
        bids = {}
        for k, s in enumerate(order):
            # a hand's share of the tricks: its strength against an average hand's (0.137 a card)
            b = int(round(self.estimate(hands[s], st["trump"]) / (0.137 * n) + rng.choice([-1, 0, 0, 0, 1])))
            b = max(0, min(self.cards, b))
            if self.rules.get("plus_minus_one") and k == n - 1:
                if sum(bids.values()) + b == self.cards:
                    b = b + 1 if (b == 0 or (b < self.cards and rng.random() < 0.5)) else b - 1
            if s in self.bid_force:
                b = self.bid_force[s](bids, b)
            bids[s] = b
        self.bids = [bids[s] for s in range(n)]
        self.bid_order = order
        plays = []  # (seat, card, named)
        tricks = [0] * n
        plus = [0] * n
        minus = [0] * n
        leader = order[0]
        self.trick_log = []
        self.ambiguous = False
        pi = 0
        for t in range(self.cards):
            trick = Trick()
            trump_before = st["trump"]
            for k in range(n):
                s = (leader + k) % n
                lg = legal(hands[s], trick)
                forced = self.force(pi, s, hands[s], trick, lg, st["trump"]) if callable(self.force) else None
                if forced is not None:
                    card, named = forced
                    self.forced_at = pi
                else:
                    card, named = self.choose(s, hands[s], trick, lg, st["trump"], bids[s], tricks[s])
                hands[s].remove(card)
                trick.play(s, card, named, st)
                plays.append((s, card, named))
                pi += 1
            if trick.ambiguous():
                self.ambiguous = True
            w = trick.winner(st["trump"])
            self.trick_log.append({
                "trick": t, "leader": leader, "cards": list(trick.cards), "trump_before": trump_before,
                "trump": st["trump"], "notrump": trick.notrump, "winner": w,
            })
            if w is None:
                self.undecided = True
                self.plays, self.tricks = plays, None
                return self
            tricks[w] += 1
            for _, c, _ in trick.cards:
                if c == "PLUS5":
                    plus[w] += 1
                if c == "MINUS5":
                    minus[w] += 1
            if trick.notrump:
                st["trump"] = stock.turn()
            if st["trump"] != self.trumps[-1] or trick.change or trick.notrump:
                self.trumps.append(st["trump"])
            leader = w
        self.undecided = False
        self.plays = plays
        self.tricks, self.plus, self.minus = tricks, plus, minus
        self.turned = list(stock.turned)
        durch_on = self.rules.get("durch") and self.cards > 1
        self.scores = [
            round_score(self.bids[s], tricks[s], plus[s], minus[s], bool(durch_on and tricks[s] == self.cards))
            for s in range(n)
        ]
        return self

    def strength(self, card, named, trump, trick):
        if card == "WILD":
            return 50 if named == trump else (30 if named == trick.led or trick.led is None else -1)
        if is_action(card):
            return -1
        if colour(card) == trump:
            return 20 + value(card)
        if trick.led is None or colour(card) == trick.led:
            return value(card)
        return -1

    def choose(self, s, hand, trick, lg, trump, bid, won):
        rng = self.rng
        # avoid combinations the source leaves open
        def ok(c):
            if c in ("NOTRUMP", "CHANGE") and (trick.notrump or trick.change or trick.wilds):
                return False
            if c == "WILD" and (trick.notrump or trick.change):
                return False
            return True

        cand = [c for c in lg if ok(c)] or lg
        actions = [c for c in cand if is_action(c)]
        # dump action cards fairly eagerly when allowed
        if actions and (trick.led is None or all(is_action(c) for c in cand) or not any(colour(c) == trick.led for c in lg)):
            if rng.random() < (0.3 if not trick.cards else 0.5):
                card = rng.choice(actions)
                return card, self.name_wild(card, hand, trick, trump, bid > won)
        wants = bid > won
        scored = []
        for c in cand:
            named = self.name_wild(c, hand, trick, trump, wants)
            scored.append((self.strength(c, named, trump, trick), c, named))
        scored.sort(key=lambda x: (x[0], x[1]))
        if rng.random() < 0.25:
            _, c, named = rng.choice(scored)
        elif wants:
            _, c, named = scored[-1]
        else:
            _, c, named = scored[0]
        return c, named

    def name_wild(self, card, hand, trick, trump, wants):
        if card != "WILD":
            return None
        rng = self.rng
        if trick.led is None:
            cols = [colour(c) for c in hand if colour(c)]
            if rng.random() < 0.4:
                return trump
            return rng.choice(cols) if cols else rng.choice(COLOURS)
        r = rng.random()
        if wants and r < 0.7:
            return trump
        if r < 0.5:
            return trick.led
        return rng.choice(COLOURS)


# ---------------------------------------------------------------------------- checker
def check(tr):
    """Replay a transcript by this reading; return (findings, per-deal computed)."""
    n = len(tr["players"])
    rules = dict(tr.get("rules") or {})
    start = tr.get("start") or {}
    totals_rules = list(start.get("totals") or [0] * n)
    totals_sheet = list(totals_rules)
    found = []
    comp = []
    rnd0 = start.get("round")
    prev_dealer = None
    for di, d in enumerate(tr["deals"]):
        hands = d["hands"]
        ev = d["events"]
        if rnd0 is not None:
            rnd = rnd0 + di
        elif hands is not None:
            rnd = 11 - len(hands[0]) + di * 0 if di == 0 else comp[0]["round"] + di
        else:
            rnd = 11 - sum(1 for e in ev if e["type"] == "play") // n if di == 0 else comp[0]["round"] + di
        cards = 11 - rnd
        dealer = d["dealer"]
        if prev_dealer is not None and dealer != (prev_dealer + 1) % n:
            found.append((di, None, "wrong_dealer"))
        prev_dealer = dealer
        if hands is None:
            hands = [[e["card"] for e in ev if e["type"] == "play" and e["seat"] == s] for s in range(n)]
            playonly = True
        else:
            playonly = False
        hands = [list(h) for h in hands]
        stock = Stock(d.get("talon") or [])
        st = {"stock": stock, "trump": stock.turn()}
        trumps = [st["trump"]]
        order = [(dealer + 1 + i) % n for i in range(n)]
        bids = {}
        bid_events = [(i, e) for i, e in enumerate(ev) if e["type"] == "bid"]
        first_play = next((i for i, e in enumerate(ev) if e["type"] == "play"), len(ev))
        secret = rules.get("secret_bid")
        hidden = rules.get("hidden_bid") and not secret
        for k, (i, e) in enumerate(bid_events):
            s, b = e["seat"], e["bid"]
            if not secret and i > first_play:
                found.append((di, i, "bid_after_play"))
            if not (secret or hidden) and k < n and s != order[k]:
                found.append((di, i, "bid_out_of_turn"))
            if s in bids:
                found.append((di, i, "repeated_bid"))
                continue
            if not (0 <= b <= cards):
                found.append((di, i, "bid_out_of_range"))
            bids[s] = b
            if rules.get("plus_minus_one") and len(bids) == n and sum(bids.values()) == cards:
                found.append((di, i, "bid_forbidden_plus_minus_one"))
        tricks = [0] * n
        plus = [0] * n
        minus = [0] * n
        shown_void = [set() for _ in range(n)]
        leader = order[0]
        trick = Trick()
        trick_seat0 = leader
        undecided = False
        winners = []
        for i, e in enumerate(ev):
            if e["type"] != "play":
                continue
            s, card, named = e["seat"], e["card"].upper(), e.get("named")
            expect = (trick_seat0 + len(trick.cards)) % n
            if s != expect:
                found.append((di, i, "out_of_turn"))
            if card not in hands[s]:
                found.append((di, i, "card_not_in_hand"))
            else:
                lg = legal(hands[s], trick)
                if card not in lg:
                    if is_action(card):
                        found.append((di, i, "action_card_while_able_to_follow"))
                    else:
                        found.append((di, i, "revoke"))
                hands[s].remove(card)
            if playonly and trick.led is not None and colour(card) != trick.led and not (card == "WILD" and named == trick.led):
                shown_void[s].add(trick.led)
            if card == "WILD" and not named:
                found.append((di, i, "wild_without_colour"))
            trick.play(s, card, named, st)
            if len(trick.cards) == n:
                w = trick.winner(st["trump"])
                if w is None:
                    undecided = True
                    w = trick.cards[0][0]
                winners.append(w)
                tricks[w] += 1
                for _, c, _ in trick.cards:
                    plus[w] += c == "PLUS5"
                    minus[w] += c == "MINUS5"
                if trick.notrump:
                    st["trump"] = stock.turn()
                if st["trump"] != trumps[-1] or trick.change or trick.notrump:
                    trumps.append(st["trump"])
                trick = Trick()
                trick_seat0 = w
        durch_on = rules.get("durch") and cards > 1
        scores = None
        if not undecided and len(bids) == n:
            scores = [round_score(bids[s], tricks[s], plus[s], minus[s], bool(durch_on and tricks[s] == cards)) for s in range(n)]
        rec_score = {}
        for i, e in enumerate(ev):
            if e["type"] == "score":
                p = int(e["party"])
                rec_score[p] = e["points"]
                if scores is not None and e["points"] != scores[p]:
                    found.append((di, i, "wrong_score"))
        new_rules = [totals_rules[s] + scores[s] if scores is not None and totals_rules[s] is not None else None for s in range(n)]
        for i, e in enumerate(ev):
            if e["type"] == "total":
                p = int(e["party"])
                sheet_arith = totals_sheet[p] + rec_score[p] if p in rec_score and totals_sheet[p] is not None else None
                if e["points"] != new_rules[p] and e["points"] != sheet_arith:
                    found.append((di, i, "wrong_total"))
                totals_sheet[p] = e["points"]
        for s in range(n):
            if not any(e["type"] == "total" and int(e["party"]) == s for e in ev):
                totals_sheet[s] = (totals_sheet[s] + rec_score[s]) if s in rec_score and totals_sheet[s] is not None else new_rules[s]
        totals_rules = new_rules
        comp.append({"round": rnd, "cards": cards, "dealer": dealer, "trumps": trumps, "bids": [bids.get(s) for s in range(n)],
                     "tricks": tricks, "trick_winners": winners, "plus": plus, "minus": minus, "scores": scores, "totals": list(totals_rules)})
    found.sort(key=lambda f: (f[0], -1 if f[1] is None else f[1]))
    return found, comp
