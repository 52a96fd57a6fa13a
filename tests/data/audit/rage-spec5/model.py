"""Blind model of Rage (Amigo 2000) from the Czech Paluba translation (seed 001).

Written by the rage-spec5 auditor before any engine run; it never imports the engine.

Rules as read from the source:
- 96 colour cards (R B G Y P O, 0..15) + 16 action cards (2 WILD, 4 NOTRUMP, 4 CHANGE,
  3 PLUS5, 3 MINUS5).  Round r deals 11 - r cards.  The dealer passes clockwise (seat + 1).
- The stock's top card is turned for trump; action cards turned are passed over until a
  colour card shows.
- Bids: first the player left of the dealer (dealer + 1), then in order; 0..cards.
- The first trick is led by dealer + 1; the winner of a trick leads the next.
- Follow the colour of the first colour card (or joker) of the trick; only a player who
  cannot may play another colour, a trump or an action card.
- NOTRUMP: no trump in this trick; after the trick the next colour card of the stock is the
  new trump.  CHANGE: the next colour card of the stock is trump at once, this trick included.
- WILD names a colour and is the highest card of it; a non-trump joker is beaten by any
  trump card; the second of two jokers naming the same colour beats the first.
- A trick of action cards only (no joker) goes to its first card.
- Score: +1 a trick, +5 per PLUS5 and -5 per MINUS5 in one's tricks, +10 for the exact bid,
  -5 otherwise.  Durch (variant): 2 a trick for the player who takes every trick (not with
  one card).
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path

COLOURS = "RBGYPO"
ACTIONS = {"WILD": 2, "NOTRUMP": 4, "CHANGE": 4, "PLUS5": 3, "MINUS5": 3}
NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "František", "Hana", "Jirka"]
HERE = Path(__file__).parent


def deck() -> list[str]:
    cards = [f"{c}{v}" for c in COLOURS for v in range(16)]
    for a, k in ACTIONS.items():
        cards += [a] * k
    assert len(cards) == 112
    return cards


def colour(card: str) -> str | None:
    return card[0] if card[0] in COLOURS and card[1:].isdigit() else None


def value(card: str) -> int:
    return int(card[1:])


@dataclass
class Deal:
    round: int
    dealer: int
    hands: list[list[str]]
    talon: list[str]
    bids: list[int | None]
    bid_order: list[int]
    plays: list[tuple[int, str, str | None]] = field(default_factory=list)  # seat, card, named
    winners: list[int] = field(default_factory=list)
    tricks: list[int] = field(default_factory=list)
    plus: list[int] = field(default_factory=list)
    minus: list[int] = field(default_factory=list)
    scores: list[int | None] = field(default_factory=list)
    trumps: list[str | None] = field(default_factory=list)  # trump colour at each trick's end
    complete: bool = True
    notes: list[str] = field(default_factory=list)


class Retry(Exception):
    pass


class Stock:
    def __init__(self, talon: list[str]):
        self.talon = talon
        self.pos = 0

    def turn(self) -> str:
        while True:
            c = self.talon[self.pos]
            self.pos += 1
            if colour(c):
                return colour(c)


def trick_winner(trick: list[tuple[int, str, str | None]], trump: str | None) -> int:
    """trick: (seat, card, named) in play order; trump: the trump for this trick (None = none)."""
    led = None
    for _, c, nm in trick:
        if c == "WILD":
            led = nm
            break
        if colour(c):
            led = colour(c)
            break

    def strength(i: int, col: str) -> int | None:
        _, c, nm = trick[i]
        if c == "WILD" and nm == col:
            return 100 + i  # later joker of the same colour beats the earlier
        if colour(c) == col:
            return value(c)
        return None

    for col in (trump, led):
        if col is None:
            continue
        best = None
        for i in range(len(trick)):
            s = strength(i, col)
            if s is not None and (best is None or s > best[0]):
                best = (s, i)
        if best:
            return trick[best[1]][0]
    return trick[0][0]  # action cards only, no joker


def legal(hand: list[str], led: str | None) -> list[str]:
    if led is None:
        return sorted(set(hand))
    follow = [c for c in hand if colour(c) == led]
    return sorted(set(follow)) if follow else sorted(set(hand))


def play_round(
    d: Deal,
    rng: random.Random,
    n: int,
    *,
    stop_after: int | None = None,
    lead_override: dict[int, int] | None = None,
    forced: dict[tuple[int, int], str] | None = None,
    replace: dict[tuple[int, int], str] | None = None,
    durch: bool = False,
) -> None:
    """Play the round out with random legal choices.

    lead_override {trick: seat}: that seat leads the trick (a lead out of turn).
    forced {(trick, seat): card}: the seat plays that card there, legal or not.
    replace {(trick, seat): card}: the seat plays its chosen card, but the record (and the
    table) holds `card` instead (a card not in the hand).
    stop_after: the record stops after this many plays.
    """
    lead_override = lead_override or {}
    forced = forced or {}
    replace = replace or {}
    hands = [list(h) for h in d.hands]
    cards = len(hands[0])
    stock = Stock(d.talon)
    trump = stock.turn()
    leader = (d.dealer + 1) % n
    d.tricks = [0] * n
    d.plus = [0] * n
    d.minus = [0] * n
    count = 0
    for t in range(cards):
        if t in lead_override:
            leader = lead_override[t]
        trick: list[tuple[int, str, str | None]] = []
        led = None
        no_trump = False
        for k in range(n):
            seat = (leader + k) % n
            hand = hands[seat]
            if (t, seat) in forced:
                f = forced[(t, seat)]
                card = f(hand, led, None if no_trump else trump, trick) if callable(f) else f
                if card is None:
                    raise Retry(f"hook at trick {t} seat {seat} found no card")
            else:
                opts = legal(hand, led)
                # clean-file restrictions: no NOTRUMP/CHANGE mix, no second NOTRUMP in a trick
                played = [c for _, c, _ in trick]
                if "NOTRUMP" in played:
                    opts = [c for c in opts if c not in ("NOTRUMP", "CHANGE")] or opts
                if "CHANGE" in played:
                    opts = [c for c in opts if c != "NOTRUMP"] or opts
                # action cards a little more often, so the records show them
                acts = [c for c in opts if not colour(c)]
                card = rng.choice(acts) if acts and rng.random() < 0.5 else rng.choice(opts)
            named = None
            if card == "WILD":
                named = led if led and rng.random() < 0.3 else rng.choice(COLOURS)
                if trump and rng.random() < 0.3:
                    named = trump
            hand.remove(card)
            rec = replace[(t, seat)](card, d) if (t, seat) in replace else card
            trick.append((seat, rec, named))
            d.plays.append((seat, rec, named))
            count += 1
            if led is None:
                if rec == "WILD":
                    led = named
                elif colour(rec):
                    led = colour(rec)
            if rec == "CHANGE":
                trump = stock.turn()
            if rec == "NOTRUMP":
                no_trump = True
            if stop_after is not None and count >= stop_after:
                d.complete = False
                return
        w = trick_winner(trick, None if no_trump else trump)
        d.trumps.append(None if no_trump else trump)
        d.winners.append(w)
        d.tricks[w] += 1
        for _, c, _ in trick:
            if c == "PLUS5":
                d.plus[w] += 1
            if c == "MINUS5":
                d.minus[w] += 1
        if no_trump:
            trump = stock.turn()
        leader = w
    assert all(not h for h in hands)
    d.scores = [score(d, s, durch) for s in range(n)]


def score(d: Deal, s: int, durch: bool = False) -> int | None:
    if d.bids[s] is None:
        return None
    cards = len(d.hands[0])
    per = 2 if durch and cards > 1 and d.tricks[s] == cards else 1
    pts = per * d.tricks[s] + 5 * d.plus[s] - 5 * d.minus[s]
    pts += 10 if d.bids[s] == d.tricks[s] else -5
    return pts


def deal_round(
    rng: random.Random, n: int, rnd: int, dealer: int, *, pmo: bool = False, bids=None
) -> Deal:
    cards = 11 - rnd
    dk = deck()
    rng.shuffle(dk)
    hands = [dk[i * cards : (i + 1) * cards] for i in range(n)]
    talon = dk[n * cards :]
    order = [(dealer + 1 + k) % n for k in range(n)]
    b: list[int | None] = [None] * n
    if bids is not None:
        b = list(bids)
    else:
        for k, s in enumerate(order):
            mean = cards / n
            v = max(0, min(cards, round(rng.gauss(mean, 1.2))))
            if pmo and k == n - 1 and sum(x for x in b if x is not None) + v == cards:
                v = v + 1 if v < cards else v - 1
            b[s] = v
    return Deal(rnd, dealer, hands, talon, b, order)


def render(
    deals: list[Deal],
    *,
    players: list[str],
    rules: dict | None = None,
    start: dict | None = None,
    hands: bool = True,
    talon: bool = True,
    write_scores=lambda i: True,
    write_totals=lambda i: True,
    bid_mode: str = "turn",  # turn | hidden (shuffled) | secret (after the plays)
    rng: random.Random | None = None,
    start_totals: list[int] | None = None,
    meta: dict | None = None,
) -> dict:
    n = len(players)
    tot = list(start_totals or [0] * n)
    out_deals = []
    for i, d in enumerate(deals):
        ev = []
        bids = [{"type": "bid", "seat": s, "bid": d.bids[s]} for s in d.bid_order]
        if bid_mode == "hidden":
            assert rng
            rng.shuffle(bids)
        plays = []
        for s, c, nm in d.plays:
            e = {"type": "play", "seat": s, "card": c}
            if nm:
                e["named"] = nm
            plays.append(e)
        if bid_mode == "secret":
            ev = plays + (bids if d.complete else [])
        else:
            ev = bids + plays
        if d.complete:
            for s in range(n):
                tot[s] += d.scores[s]
            if write_scores(i):
                ev += [{"type": "score", "party": s, "points": d.scores[s]} for s in range(n)]
            if write_totals(i):
                ev += [{"type": "total", "party": s, "points": tot[s]} for s in range(n)]
        dd = {"dealer": d.dealer, "hands": d.hands if hands else None}
        if talon:
            dd["talon"] = d.talon
        dd["events"] = ev
        out_deals.append(dd)
    t = {"format": "trick-transcript/1", "game": "rage"}
    if rules is not None:
        t["rules"] = rules
    t["players"] = players
    if start is not None:
        t["start"] = start
    if meta:
        t["meta"] = meta
    t["deals"] = out_deals
    return t


def session(
    seed: int,
    n: int,
    first_round: int,
    rounds: int,
    first_dealer: int,
    *,
    pmo: bool = False,
    per_deal: dict[int, dict] | None = None,
    dealers: list[int] | None = None,
    durch: bool = False,
) -> list[Deal]:
    rng = random.Random(seed)
    per_deal = per_deal or {}
    out = []
    dealer = first_dealer
    for k in range(rounds):
        if dealers is not None:
            dealer = dealers[k]
        opts = dict(per_deal.get(k, {}))
        bids = opts.pop("bids", None)
        d = deal_round(rng, n, first_round + k, dealer, pmo=pmo, bids=bids)
        play_round(d, rng, n, durch=durch, **opts)
        out.append(d)
        dealer = (dealer + 1) % n
    return out


def totals(deals: list[Deal], start: list[int]) -> list[list[int]]:
    tot = list(start)
    res = []
    for d in deals:
        if d.complete:
            tot = [a + b for a, b in zip(tot, d.scores, strict=True)]
        res.append(list(tot))
    return res


def winners(tot: list[int]) -> list[int]:
    m = max(tot)
    return [i for i, v in enumerate(tot) if v == m]


def write(name: str, t: dict) -> None:
    (HERE / name).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def event_index(t: dict, deal: int, pred) -> int:
    for i, e in enumerate(t["deals"][deal]["events"]):
        if pred(e):
            return i
    raise LookupError
