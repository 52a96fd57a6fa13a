"""Rage model of the audit round rage-spec6, written blind from the Czech source
(shared/seeds/001_e7f9d50c98dca0e9.txt, Paluba 2004 translation of the Amigo rules).

My reading, rule by rule (quotes in EXPECTED.md):
- round r (1..10) deals 11-r cards; the stock's top card is turned for trump, action cards turned
  are passed over until a colour shows ("otáčejí se další karty z balíčku, až než se objeví
  nějaká barevná");
- the player left of the dealer (dealer+1) bids first and leads the first trick; the dealer
  passes clockwise (next round's dealer = dealer+1);
- follow the colour of the first colour card (or the colour a WILD names) in the trick; only a
  player who cannot may play another colour, a trump or an action card (the WILD is an action
  card too); a trick led by an action card takes its colour from its first colour card / WILD;
- NOTRUMP: no colour is trump in this trick; after the trick the next stock card (passing action
  cards) is turned and is trump for the rest of the round;
- CHANGE: the next stock card (passing action cards) is turned at once; it is trump for this
  trick (cards of that colour already in the trick count as trumps) and for the rest of the round;
  a CHANGE played after a NOTRUMP in the same trick: READING taken - the later card rules, the new
  colour is trump in this trick too and no further card is turned after the trick (the case is only
  used in a round's last trick, where only the trick's winner depends on it);
- the trick's winner: the highest trump (trump colour or a WILD naming it) if there is one, else
  the highest card of the led colour; a WILD is the highest card of its colour, of two WILDs named
  for the same colour the second is higher; a trick of action cards only (no WILD) goes to its
  first card;
- score: +1 a trick (durch option: 2 a trick to a player who took every trick, not in the
  one-card round), +5 per PLUS5 and -5 per MINUS5 in the tricks taken, +10 for an exact bid,
  -5 otherwise; the session ends after round 10, highest total wins.
"""

from __future__ import annotations

import random

COLOURS = "RBGYPO"
ACTIONS = {"WILD": 2, "NOTRUMP": 4, "CHANGE": 4, "PLUS5": 3, "MINUS5": 3}


def full_deck() -> list[str]:
    deck = [f"{c}{v}" for c in COLOURS for v in range(16)]
    for a, k in ACTIONS.items():
        deck += [a] * k
    return deck


def colour(card: str) -> str | None:
    if card[0] in COLOURS and card[1:].isdigit():
        return card[0]
    return None


def value(card: str) -> int:
    return int(card[1:])


def is_action(card: str) -> bool:
    return card in ACTIONS


class StockOut(Exception):
    pass


class Stock:
    def __init__(self, talon: list[str]):
        self.cards = list(talon)
        self.pos = 0
        self.turned: list[str] = []
        self.last: list[str] = []

    def turn(self) -> str:
        self.last = []
        while True:
            if self.pos >= len(self.cards):
                raise StockOut()
            c = self.cards[self.pos]
            self.pos += 1
            self.turned.append(c)
            self.last.append(c)
            if colour(c):
                return colour(c)


def eff_colour(card: str, named: str | None) -> str | None:
    if card == "WILD":
        return named
    return colour(card)


def led_colour(trick: list[tuple[int, str, str | None]]) -> str | None:
    for _s, c, n in trick:
        ec = eff_colour(c, n)
        if ec:
            return ec
    return None


def trick_winner(trick, trump):
    """trick: [(seat, card, named)], trump: the trick's final trump colour or None."""

    def key(i):
        s, c, n = trick[i]
        if c == "WILD":
            return (1, 0, i)
        return (0, value(c), 0)

    if trump:
        tr = [i for i, (s, c, n) in enumerate(trick) if eff_colour(c, n) == trump]
        if tr:
            return trick[max(tr, key=key)][0]
    led = led_colour(trick)
    if led:
        lc = [i for i, (s, c, n) in enumerate(trick) if eff_colour(c, n) == led]
        return trick[max(lc, key=key)][0]
    return trick[0][0]


def legal_cards(hand: list[str], led: str | None) -> list[str]:
    if led is None:
        return list(hand)
    follow = [c for c in hand if colour(c) == led]
    return follow if follow else list(hand)


def round_of(cards: int) -> int:
    return 11 - cards


def play_round(n, dealer, hands, talon, policy, bids=None, bid_policy=None, faults=None, opts=None, rng=None):
    """Plays (or replays) one round. policy(state) -> (card, named). Returns info dict.
    faults: callable(state) -> (card, named) | None, an illegal choice injected once."""
    opts = opts or {}
    hands_left = [list(h) for h in hands]
    cards = len(hands[0])
    stock = Stock(talon)
    trump = stock.turn()
    first_turn = list(stock.last)
    turns = [first_turn]
    trumps = [trump]
    first = (dealer + 1) % n
    if bids is None:
        bids = bid_policy(hands, trump, first, cards)
    plays = []  # (seat, card, named)
    tricks_info = []
    violations = []  # (play_index, code, seat)
    leader = first
    fault_used = False
    for t in range(cards):
        trick = []
        trick_trump = trump
        turn_after = False
        info = {"leader": leader, "trump_start": trump, "turned": [], "order": []}
        for k in range(n):
            seat = (leader + k) % n
            led = led_colour(trick)
            hand = hands_left[seat]
            state = {
                "seat": seat,
                "hand": hand,
                "trick": trick,
                "led": led,
                "trump": trick_trump,
                "round_trump": trump,
                "t": t,
                "k": k,
                "cards": cards,
                "n": n,
                "bids": bids,
                "dealer": dealer,
                "rng": rng,
                "plays": plays,
            }
            choice = None
            if faults and not fault_used:
                choice = faults(state)
                if choice is not None:
                    fault_used = True
            if choice is None:
                choice = policy(state)
            card, named = choice
            legal = legal_cards(hand, led)
            if card not in hand:
                violations.append((len(plays), "card_not_in_hand", seat))
            elif card not in legal:
                code = "action_card_while_able_to_follow" if is_action(card) else "revoke"
                violations.append((len(plays), code, seat))
            if card in hand:
                hand.remove(card)
            trick.append((seat, card, named))
            plays.append((seat, card, named))
            if card == "NOTRUMP":
                trick_trump = None
                turn_after = True
                info["order"].append("NOTRUMP")
            elif card == "CHANGE":
                new = stock.turn()
                info["turned"].append(list(stock.last))
                turns.append(list(stock.last))
                trump = new
                trick_trump = new
                trumps.append(new)
                turn_after = False
                info["order"].append("CHANGE")
        w = trick_winner(trick, trick_trump)
        info.update({"plays": list(trick), "trump_end": trick_trump, "winner": w, "turn_after": turn_after})
        if turn_after and t < cards - 1:
            trump = stock.turn()
            trumps.append(trump)
            info["after_turn"] = list(stock.last)
            turns.append(list(stock.last))
        tricks_info.append(info)
        leader = w
    tricks = [0] * n
    plus = [0] * n
    minus = [0] * n
    for info in tricks_info:
        w = info["winner"]
        tricks[w] += 1
        for _s, c, _n in info["plays"]:
            if c == "PLUS5":
                plus[w] += 1
            if c == "MINUS5":
                minus[w] += 1
    scores = score_round(n, cards, bids, tricks, plus, minus, opts)
    return {
        "n": n,
        "dealer": dealer,
        "cards": cards,
        "hands": [list(h) for h in hands],
        "talon": list(talon),
        "bids": bids,
        "plays": plays,
        "tricks_info": tricks_info,
        "tricks": tricks,
        "plus": plus,
        "minus": minus,
        "scores": scores,
        "trumps": trumps,
        "turns": turns,
        "violations": violations,
        "stock_used": stock.pos,
    }


def score_round(n, cards, bids, tricks, plus, minus, opts):
    out = []
    for s in range(n):
        per = 1
        if opts.get("durch") and cards > 1 and tricks[s] == cards:
            per = 2
        sc = per * tricks[s] + 5 * plus[s] - 5 * minus[s] + (10 if bids[s] == tricks[s] else -5)
        out.append(sc)
    return out


# ---------------------------------------------------------------- policies


def make_policy(action_bias=0.35):
    def policy(st):
        rng = st["rng"]
        legal = legal_cards(st["hand"], st["led"])
        acts = [c for c in legal if is_action(c)]
        if acts and rng.random() < action_bias:
            card = rng.choice(acts)
        else:
            card = rng.choice(legal)
        named = None
        if card == "WILD":
            named = name_wild(st, rng)
        return card, named

    return policy


def name_wild(st, rng):
    led = st["led"]
    trump = st["trump"]
    opts = [c for c in COLOURS]
    r = rng.random()
    if led and r < 0.4:
        return led
    if trump and r < 0.75:
        return trump
    return rng.choice(opts)


def make_bid_policy(rng, plus_minus_one=False):
    def bids_fn(hands, trump, first, cards):
        n = len(hands)
        bids = [0] * n
        total = 0
        for k in range(n):
            s = (first + k) % n
            h = hands[s]
            est = 0.0
            for c in h:
                if c == "WILD":
                    est += 0.9
                elif colour(c) == trump:
                    est += 0.25 + value(c) / 25
                elif colour(c) and value(c) >= 13:
                    est += 0.35
            b = int(round(est * 4 / n + rng.choice([-1, 0, 0, 0, 1])))
            b = max(0, min(cards, b))
            if plus_minus_one and k == n - 1 and total + b == cards:
                b = b + 1 if b + 1 <= cards and (b == 0 or rng.random() < 0.5) else b - 1
            bids[s] = b
            total += b
        return bids

    return bids_fn


def deal_cards(rng, n, cards):
    deck = full_deck()
    rng.shuffle(deck)
    hands = [deck[i * cards : (i + 1) * cards] for i in range(n)]
    talon = deck[n * cards :]
    return hands, talon


def play_session(seed, n, rounds=range(1, 11), dealer0=0, opts=None, action_bias=0.35, faults=None, deal_override=None, prefer=None):
    """faults: dict round_index(0-based within this session) -> fault fn.
    prefer: callable(state) -> (card, named) | None, a legal preference tried before the random policy."""
    rng = random.Random(seed)
    opts = opts or {}
    base = make_policy(action_bias)

    def pol(st):
        if prefer:
            ch = prefer(st)
            if ch is not None and ch[0] in legal_cards(st["hand"], st["led"]):
                return ch
        return base(st)

    bidp = make_bid_policy(rng, opts.get("plus_minus_one", False))
    res = []
    dealer = dealer0
    for i, r in enumerate(rounds):
        cards = 11 - r
        if deal_override and i in deal_override:
            hands, talon = deal_override[i]
        else:
            hands, talon = deal_cards(rng, n, cards)
        f = faults.get(i) if faults else None
        info = play_round(n, dealer, hands, talon, pol, bid_policy=bidp, faults=f, opts=opts, rng=rng)
        info["round"] = r
        res.append(info)
        dealer = (dealer + 1) % n
    return res


# ---------------------------------------------------------------- transcript


def deal_events(info, scores=None, totals=None, hidden_hands=False):
    n = info["n"]
    first = (info["dealer"] + 1) % n
    ev = []
    for k in range(n):
        s = (first + k) % n
        ev.append({"type": "bid", "seat": s, "bid": info["bids"][s]})
    for s, c, nm in info["plays"]:
        e = {"type": "play", "seat": s, "card": c}
        if c == "WILD":
            e["named"] = nm
        ev.append(e)
    if scores is not None:
        for s in range(n):
            ev.append({"type": "score", "party": s, "points": scores[s]})
    if totals is not None:
        for s in range(n):
            ev.append({"type": "total", "party": s, "points": totals[s]})
    d = {"dealer": info["dealer"], "hands": None if hidden_hands else info["hands"], "talon": info["talon"], "events": ev}
    return d


def play_event_index(info, play_idx):
    return info["n"] + play_idx
