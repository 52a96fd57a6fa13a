"""rage23: an independent model of Rage (Amigo 2000) read from the Czech rules
(/work/shared/seeds/001_e7f9d50c98dca0e9.txt).  Imports nothing from the engine.

Two parts: a simulator of legal play (with hooks to plant one fault) and a checker
that replays a transcript and lists the annotations this reading expects.
"""

from __future__ import annotations

import random

COLOURS = "RBGYPO"
ACTION = ("WILD", "NOTRUMP", "CHANGE", "PLUS5", "MINUS5")
COPIES = {"WILD": 2, "NOTRUMP": 4, "CHANGE": 4, "PLUS5": 3, "MINUS5": 3}


def deck() -> list[str]:
    cards = [f"{c}{v}" for c in COLOURS for v in range(16)]
    for name, n in COPIES.items():
        cards += [name] * n
    assert len(cards) == 112
    return cards


def is_colour(card: str) -> bool:
    return card not in ACTION


def colour(card: str) -> str:
    return card[0]


def value(card: str) -> int:
    return int(card[1:])


class Stock:
    """The stock beside which the trump card lies; turn() reveals cards until a colour one."""

    def __init__(self, talon: list[str]):
        self.talon = list(talon)
        self.ptr = -1
        self.trump: str | None = None
        self.turn()

    def turn(self) -> None:
        self.ptr += 1
        while self.ptr < len(self.talon) and not is_colour(self.talon[self.ptr]):
            self.ptr += 1
        if self.ptr >= len(self.talon):
            raise StockExhausted
        self.trump = colour(self.talon[self.ptr])

    def trump_card(self) -> str:
        return self.talon[self.ptr]


class StockExhausted(Exception):
    pass


class Trick:
    def __init__(self, stock: Stock):
        self.stock = stock
        self.plays: list[tuple[int, str, str | None]] = []  # seat, card, named
        self.led: str | None = None
        self.notrump = False
        self.changes = 0

    def add(self, seat: int, card: str, named: str | None) -> None:
        self.plays.append((seat, card, named))
        if card == "WILD":
            if named and self.led is None:
                self.led = named
        elif is_colour(card):
            if self.led is None:
                self.led = colour(card)
        elif card == "NOTRUMP":
            self.notrump = True
        elif card == "CHANGE":
            self.changes += 1
            self.stock.turn()  # new trump for this trick and the rest of the round

    def trump_now(self) -> str | None:
        return None if self.notrump else self.stock.trump

    def winner(self) -> int:
        trump = self.trump_now()

        def strength(i: int, card: str, named: str | None):
            # (class, rank): class 2 trump, 1 led colour, 0 nothing
            if card == "WILD":
                if not named:
                    return (0, 0)
                c, r = named, 16 + i  # a later joker of the same colour is stronger
            elif is_colour(card):
                c, r = colour(card), value(card)
            else:
                return (0, 0)
            if trump and c == trump:
                return (2, r)
            if self.led and c == self.led:
                return (1, r)
            return (0, 0)

        best_i, best = 0, (-1, -1)
        for i, (_s, card, named) in enumerate(self.plays):
            st = strength(i, card, named)
            if st > best:
                best_i, best = i, st
        if best[0] == 0:
            best_i = 0  # only action cards (no joker): the first card wins
        return self.plays[best_i][0]

    def finish(self) -> None:
        if self.notrump:
            self.stock.turn()  # after the trick the top card of the stock is turned


def legal(hand: list[str], trick: Trick) -> list[str]:
    if trick.led is not None:
        follow = [c for c in hand if is_colour(c) and colour(c) == trick.led]
        if follow:
            return follow
    return list(hand)


def round_score(bid, tricks, plus, minus, durch):
    pts = tricks * (2 if durch else 1) + 5 * plus - 5 * minus
    if bid is None:
        return None
    return pts + (10 if bid == tricks else -5)


# ----------------------------------------------------------------- simulator


def simulate_deal(n, k, dealer, seed, hooks=None, avoid=True):
    """Deal k cards each from a seeded shuffle and play legal random cards.

    hooks: dict with optional callables
      'lead'(t, leader) -> leader to use (out-of-turn lead),
      'pick'(t, pos, seat, hand, trick, legal) -> (card, named) or None.
    Returns dict(hands, talon, plays, winners, trumps).
    """
    hooks = hooks or {}
    for attempt in range(500):
        if "reset" in hooks:
            hooks["reset"]()
        rng = random.Random(seed * 1000 + attempt)
        cards = deck()
        rng.shuffle(cards)
        hands = [sorted(cards[i * k : (i + 1) * k]) for i in range(n)]
        talon = cards[n * k :]
        try:
            res = _play(n, k, dealer, hands, talon, rng, hooks, avoid)
        except (StockExhausted, Retry):
            continue
        if res is None:
            continue
        return res
    raise RuntimeError("no deal")


class Retry(Exception):
    pass


def _play(n, k, dealer, hands, talon, rng, hooks, avoid):
    stock = Stock(talon)
    held = [list(h) for h in hands]
    plays = []
    leader = (dealer + 1) % n
    winners = []
    trumps = [stock.trump]
    for t in range(k):
        if "lead" in hooks:
            leader = hooks["lead"](t, leader)
        trick = Trick(stock)
        for pos in range(n):
            seat = (leader + pos) % n
            lg = legal(held[seat], trick)
            choice = None
            if "pick" in hooks:
                choice = hooks["pick"](t, pos, seat, held[seat], trick, lg, rng)
            if choice is None:
                opts = list(lg)
                if avoid and (trick.notrump or trick.changes):
                    # keep clear of combinations the source leaves open (two NOTRUMPs
                    # in one trick, NOTRUMP with CHANGE): one switching card per trick
                    opts = [c for c in opts if c not in ("NOTRUMP", "CHANGE")]
                    if not opts:
                        raise Retry
                card = rng.choice(opts)
                named = None
                if card == "WILD":
                    named = rng.choice([stock.trump, trick.led or stock.trump, rng.choice(COLOURS)])
                choice = (card, named)
            card, named = choice
            if card in held[seat]:
                held[seat].remove(card)
            trick.add(seat, card, named)
            plays.append((seat, card, named))
        w = trick.winner()
        winners.append((w, [c for _, c, _ in trick.plays]))
        trick.finish()
        trumps.append(stock.trump)
        leader = w
    return {"hands": hands, "talon": talon, "plays": plays, "winners": winners, "trumps": trumps}


def tally(n, k, winners, durch_opt):
    tricks = [0] * n
    plus = [0] * n
    minus = [0] * n
    for w, cards in winners:
        tricks[w] += 1
        plus[w] += cards.count("PLUS5")
        minus[w] += cards.count("MINUS5")
    durch = [durch_opt and k > 1 and tricks[s] == k for s in range(n)]
    return tricks, plus, minus, durch


# ----------------------------------------------------------------- checker


def check(tr: dict) -> tuple[list[tuple[int, int | None, str]], dict]:
    """Replay a transcript by this reading. Returns (annotations, figures)."""
    rules = tr.get("rules") or {}
    pm1 = rules.get("plus_minus_one", False)
    hidden = rules.get("hidden_bid", False) or rules.get("secret_bid", False)
    durch_opt = rules.get("durch", False)
    n = len(tr["players"])
    start = tr.get("start") or {}
    rule_tot = list(start.get("totals", [0] * n))
    sheet_tot = list(rule_tot)
    anns = []
    figs = {"deals": []}
    prev_dealer = None
    for di, deal in enumerate(tr["deals"]):
        dealer = deal["dealer"]
        if prev_dealer is not None and dealer != (prev_dealer + 1) % n:
            anns.append((di, None, "wrong_dealer"))
        prev_dealer = dealer
        hands = [list(h) for h in deal["hands"]]
        k = len(hands[0])
        stock = Stock(deal["talon"])
        bids: dict[int, int] = {}
        bid_count = 0
        order = [(dealer + 1 + i) % n for i in range(n)]
        trick = None
        leader = order[0]
        expected = leader
        winners = []
        started = False
        rec_score = {}
        rec_total = {}
        for ei, ev in enumerate(deal["events"]):
            ty = ev["type"]
            if ty == "bid":
                s, b = ev["seat"], ev["bid"]
                if s in bids:
                    anns.append((di, ei, "repeated_bid"))
                    continue
                if not hidden:
                    nxt = next(x for x in order if x not in bids)
                    if s != nxt:
                        anns.append((di, ei, "bid_out_of_turn"))
                if not (isinstance(b, int) and 0 <= b <= k):
                    anns.append((di, ei, "bid_out_of_range"))
                bids[s] = b
                bid_count += 1
                if pm1 and bid_count == n and sum(bids.values()) == k:
                    anns.append((di, ei, "bid_forbidden_plus_minus_one"))
            elif ty == "play":
                if not started:
                    started = True
                    for s in range(n):
                        if s not in bids:
                            anns.append((di, ei, "missing_bid"))
                if trick is None:
                    trick = Trick(stock)
                s, card, named = ev["seat"], ev["card"], ev.get("named")
                if s != expected:
                    anns.append((di, ei, "out_of_turn"))
                hand = hands[s]
                if card not in hand:
                    anns.append((di, ei, "card_not_in_hand"))
                else:
                    if trick.led is not None:
                        can = any(is_colour(c) and colour(c) == trick.led for c in hand)
                        if can and not is_colour(card):
                            anns.append((di, ei, "action_card_while_able_to_follow"))
                        elif can and colour(card) != trick.led:
                            anns.append((di, ei, "revoke"))
                    hand.remove(card)
                if card == "WILD" and not named:
                    anns.append((di, ei, "wild_without_colour"))
                trick.add(s, card, named)
                expected = (s + 1) % n
                if len(trick.plays) == n:
                    w = trick.winner()
                    winners.append((w, [c for _, c, _ in trick.plays]))
                    trick.finish()
                    trick = None
                    expected = w
            elif ty == "score":
                rec_score[ev["party"]] = (ei, ev["points"])
            elif ty == "total":
                rec_total[ev["party"]] = (ei, ev["points"])
            elif ty == "payment":
                anns.append((di, ei, "unexpected_payment"))
            elif ty == "penalty":
                anns.append((di, ei, "unexpected_penalty"))
            else:
                anns.append((di, ei, "unexpected_" + ty))
        tricks, plus, minus, durch = tally(n, k, winners, durch_opt)
        scores = [round_score(bids.get(s), tricks[s], plus[s], minus[s], durch[s]) for s in range(n)]
        for s in range(n):
            if s in rec_score:
                ei, p = rec_score[s]
                if scores[s] is not None and p != scores[s]:
                    anns.append((di, ei, "wrong_score"))
        new_rule = [
            None if (r is None or sc is None) else r + sc for r, sc in zip(rule_tot, scores, strict=True)
        ]
        for s in range(n):
            rs = rec_score.get(s, (None, scores[s]))[1]
            sheet = None if (sheet_tot[s] is None or rs is None) else sheet_tot[s] + rs
            if s in rec_total:
                ei, p = rec_total[s]
                if p != new_rule[s] and p != sheet:
                    anns.append((di, ei, "wrong_total"))
                sheet_tot[s] = p
            else:
                sheet_tot[s] = sheet
        rule_tot = new_rule
        figs["deals"].append(
            {
                "k": k,
                "dealer": dealer,
                "bids": [bids.get(s) for s in range(n)],
                "tricks": tricks,
                "plus": plus,
                "minus": minus,
                "durch": durch,
                "scores": scores,
                "rule_totals": list(rule_tot),
                "recorded_scores": [rec_score.get(s, (None, None))[1] for s in range(n)],
                "recorded_totals": [rec_total.get(s, (None, None))[1] for s in range(n)],
            }
        )
    anns.sort(key=lambda a: (a[0], -1 if a[1] is None else a[1]))
    return anns, figs
