"""Blind generator for the rage-variants-edges audit round.

Writes NN-desc.json transcripts of Rage sessions (3-8 players) exercising the four variants of
the Paluba rules (plus/minus one, hidden bid, secret bid, Durch) alone and combined, each file a
clean base with at most one planted fault or one edge.  It does not import the validator: the
rules below are simulated from the Czech source (seeds/001).

Run: python _gen.py [--seed N] [--out DIR]; it prints the expected findings per file.
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

COLOURS = "RBGYPO"
NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "Franta", "Gábina", "Honza"]


class Reject(Exception):
    """A deal the simulator will not use (ambiguous action-card combination, stock too short)."""


def deck() -> list[str]:
    cards = [f"{c}{v}" for c in COLOURS for v in range(16)]
    cards += ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
    return cards


def colour(card: str) -> str | None:
    return card[0] if card[0] in COLOURS and card[1:].isdigit() else None


def value(card: str) -> int:
    return int(card[1:])


class Stock:
    def __init__(self, talon: list[str]):
        self.talon = talon
        self.pos = 0

    def turn(self) -> str:
        while self.pos < len(self.talon):
            card = self.talon[self.pos]
            self.pos += 1
            if colour(card):
                return colour(card)
        raise Reject("stock exhausted")


def choose_bids(rng, hands, dealer, k, trump, pm1):
    n = len(hands)
    order = [(dealer + 1 + i) % n for i in range(n)]
    bids = {}
    for i, seat in enumerate(order):
        hand = hands[seat]
        est = sum(1 for c in hand if colour(c) == trump and value(c) >= 9)
        est += sum(1 for c in hand if c == "WILD")
        est += sum(1 for c in hand if colour(c) and colour(c) != trump and value(c) >= 14)
        est += rng.choice([-1, 0, 0, 0, 1])
        bid = max(0, min(k, est))
        if pm1 and i == n - 1:
            forbidden = k - sum(bids.values())
            if bid == forbidden:
                bid = forbidden + 1 if forbidden + 1 <= k else forbidden - 1
        bids[seat] = bid
    return order, bids


def play_round(rng, hands, dealer, stock, trump):
    """Plays the round at random (legal cards only). Returns plays, tricks won, action counts."""
    n = len(hands)
    hands = [list(h) for h in hands]
    k = len(hands[0])
    leader = (dealer + 1) % n
    plays = []  # (seat, card, named)
    won = [0] * n
    plus = [0] * n
    minus = [0] * n
    winners = []
    for _t in range(k):
        trick = []
        notrump = False
        change = False
        for j in range(n):
            seat = (leader + j) % n
            led = None
            for _, c, named in trick:
                if c == "WILD":
                    led = named
                    break
                if colour(c):
                    led = colour(c)
                    break
            hand = hands[seat]
            legal = [c for c in hand if led and colour(c) == led]
            if not legal:
                legal = list(hand)
            legal = [
                c
                for c in legal
                if not (c == "NOTRUMP" and (notrump or change))
                and not (c == "CHANGE" and (notrump or change))
            ]
            if not legal:
                raise Reject("only conflicting action cards")
            card = rng.choice(legal)
            named = None
            if card == "WILD":
                if led:
                    named = led if (trump is None or rng.random() < 0.5) else trump
                else:
                    named = trump if rng.random() < 0.5 else rng.choice(COLOURS)
            if card == "NOTRUMP":
                notrump = True
            if card == "CHANGE":
                change = True
                trump = stock.turn()
            hand.remove(card)
            trick.append((seat, card, named))
            plays.append((seat, card, named))
        eff = None if notrump else trump
        led = None
        for _, c, named in trick:
            if c == "WILD":
                led = named
                break
            if colour(c):
                led = colour(c)
                break

        def strength(i, col, trick=trick):
            _, c, named = trick[i]
            if c == "WILD":
                return 16 + i if named == col else -1
            return value(c) if colour(c) == col else -1

        win = None
        for col in (eff, led):
            if col is None:
                continue
            best = max(range(n), key=lambda i: strength(i, col))
            if strength(best, col) >= 0:
                win = best
                break
        if win is None:
            win = 0  # only action cards, no wild: the first card wins
        wseat = trick[win][0]
        won[wseat] += 1
        winners.append(wseat)
        plus[wseat] += sum(1 for _, c, _ in trick if c == "PLUS5")
        minus[wseat] += sum(1 for _, c, _ in trick if c == "MINUS5")
        if notrump:
            trump = stock.turn()  # the new trump for the rest of the round
        leader = wseat
    if stock.pos > len(stock.talon) - 3:
        raise Reject("stock nearly exhausted")
    return plays, won, plus, minus, winners


def score(bid, tricks, plus, minus, durch_applies):
    per = 2 if durch_applies else 1
    return per * tricks + 5 * plus - 5 * minus + (10 if bid == tricks else -5)


def sim_round(rng, n, dealer, k, rules, bid_hook=None, pred=None, tries=200000):
    for _ in range(tries):
        cards = deck()
        rng.shuffle(cards)
        hands = [cards[i * k : (i + 1) * k] for i in range(n)]
        talon = cards[n * k :]
        stock = Stock(talon)
        try:
            trump = stock.turn()
            order, bids = choose_bids(rng, hands, dealer, k, trump, rules.get("plus_minus_one"))
            if bid_hook:
                if not bid_hook(order, bids, k):
                    continue
            plays, won, plus, minus, winners = play_round(rng, hands, dealer, stock, trump)
        except Reject:
            continue
        durch = rules.get("durch") and k > 1 and max(won) == k
        scores = [score(bids[s], won[s], plus[s], minus[s], durch) for s in range(n)]
        r = dict(
            dealer=dealer,
            hands=hands,
            talon=talon,
            order=order,
            bids=bids,
            plays=plays,
            won=won,
            plus=plus,
            minus=minus,
            winners=winners,
            durch=bool(durch),
            scores=scores,
        )
        if pred and not pred(r):
            continue
        return r
    raise RuntimeError("no round found")


def build_events(r, n, bid_position="before", record_order=None):
    """bid_position: 'before' the first card, or 'end' (after the last play, before the scores)."""
    order = record_order or r["order"]
    bids = [{"type": "bid", "seat": s, "bid": r["bids"][s]} for s in order]
    plays = []
    for seat, card, named in r["plays"]:
        e = {"type": "play", "seat": seat, "card": card}
        if named:
            e["named"] = named
        plays.append(e)
    scores = [{"type": "score", "party": s, "points": r["scores"][s]} for s in range(n)]
    if bid_position == "before":
        events = bids + plays
    else:
        events = plays + bids
    return events + scores


def session(seed, n, rules, per_round=None, first_dealer=None):
    """per_round: {round_index: dict(bid_hook, pred, edit)}; edit(r, events, ctx) -> events."""
    rng = random.Random(seed)
    per_round = per_round or {}
    dealer = rng.randrange(n) if first_dealer is None else first_dealer
    totals = [0] * n
    deals = []
    expected = []
    for ri in range(10):
        k = 10 - ri
        spec = per_round.get(ri, {})
        r = sim_round(rng, n, dealer, k, rules, spec.get("bid_hook"), spec.get("pred"))
        pos = "end" if rules.get("secret_bid") else "before"
        # hidden bid (not secret): the scorer writes the revealed slips seat 0 first
        rec_order = None
        if rules.get("hidden_bid") and not rules.get("secret_bid"):
            rec_order = sorted(r["order"])
        events = build_events(r, n, pos, rec_order)
        # the sheet's scores (possibly edited), then totals by the sheet's own arithmetic
        if "edit" in spec:
            events = spec["edit"](r, events, expected, len(deals))
        written = {e["party"]: e["points"] for e in events if e["type"] == "score"}
        for s in range(n):
            totals[s] += written[s]
        events += [{"type": "total", "party": s, "points": totals[s]} for s in range(n)]
        deals.append(dict(dealer=dealer, hands=r["hands"], talon=r["talon"], events=events))
        dealer = (dealer + 1) % n
    return deals, expected


def transcript(n, rules, deals, event):
    return {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": {"preset": "standard", **rules},
        "players": NAMES[:n],
        "meta": {"event": event, "audit": "rage-variants-edges"},
        "deals": deals,
    }


def idx(events, pred):
    for i, e in enumerate(events):
        if pred(e):
            return i
    raise LookupError


# ---------------------------------------------------------------- files


def f01(seed):
    """plus/minus one, 4p, clean; round 6 (5 cards): the first three already bid over 5."""
    rules = {"plus_minus_one": True}

    def hook(order, bids, k):
        return sum(bids[s] for s in order[:-1]) > k

    return rules, 4, {5: dict(bid_hook=hook)}


def f02(seed):
    """plus/minus one, 5p: round 4 (7 cards), the dealer's last bid makes the total 7."""
    rules = {"plus_minus_one": True}

    def hook(order, bids, k):
        f = k - sum(bids[s] for s in order[:-1])
        if not 0 <= f <= k:
            return False
        bids[order[-1]] = f
        return True

    def edit(r, events, expected, d):
        last = r["order"][-1]
        i = idx(events, lambda e: e["type"] == "bid" and e["seat"] == last)
        expected.append((d, i, "bid_forbidden_plus_minus_one"))
        return events

    return rules, 5, {3: dict(bid_hook=hook, edit=edit)}


def f03(seed):
    """hidden bid, 4p: round 3's bids are written only after the last card (as if secret)."""
    rules = {"hidden_bid": True}

    def edit(r, events, expected, d):
        bids = [e for e in events if e["type"] == "bid"]
        rest = [e for e in events if e["type"] != "bid"]
        first_score = idx(rest, lambda e: e["type"] == "score")
        events = rest[:first_score] + bids + rest[first_score:]
        for i, e in enumerate(events):
            if e["type"] == "bid":
                expected.append((d, i, "bid_out_of_turn"))
        return events

    return rules, 4, {2: dict(edit=edit)}


def f04(seed):
    """hidden bid, 6p, clean: every round the scorer writes the slips seat 0 first."""
    return {"hidden_bid": True}, 6, {}


def f05(seed):
    """hidden bid, 4p: round 5 (6 cards), one slip written after the first trick."""
    rules = {"hidden_bid": True}

    def edit(r, events, expected, d):
        late_seat = r["order"][2]
        bid = next(e for e in events if e["type"] == "bid" and e["seat"] == late_seat)
        events = [e for e in events if e is not bid]
        first_play = idx(events, lambda e: e["type"] == "play")
        at = first_play + 4
        events = events[:at] + [bid] + events[at:]
        expected.append((d, at, "bid_out_of_turn"))
        return events

    return rules, 4, {4: dict(edit=edit)}


def f06(seed):
    """secret bid, 7p, clean: every round's bids written after the last card, before the scores."""
    return {"secret_bid": True}, 7, {}


def f07(seed):
    """secret bid, 3p: round 2, one seat's slip written after the scores (before the totals)."""
    rules = {"secret_bid": True}

    def edit(r, events, expected, d):
        late_seat = r["order"][0]
        bid = next(e for e in events if e["type"] == "bid" and e["seat"] == late_seat)
        events = [e for e in events if e is not bid]
        events.append(bid)
        expected.append((d, len(events) - 1, "bid_out_of_turn"))
        return events

    return rules, 3, {1: dict(edit=edit)}


def f08(seed):
    """secret bid, 8p: round 3 (8 cards), a missed secret bid scored as made (+10 for -5)."""
    rules = {"secret_bid": True}

    def pred(r):
        return any(r["bids"][s] != r["won"][s] for s in range(8))

    def edit(r, events, expected, d):
        seat = next(s for s in range(8) if r["bids"][s] != r["won"][s])
        i = idx(events, lambda e: e["type"] == "score" and e["party"] == seat)
        events[i] = dict(events[i], points=events[i]["points"] + 15)
        expected.append((d, i, "wrong_score"))
        return events

    return rules, 8, {2: dict(pred=pred, edit=edit)}


def _durch_pred(bid_met=None, action=False):
    def pred(r):
        if not r["durch"]:
            return False
        s = r["won"].index(max(r["won"]))
        if bid_met is not None and (r["bids"][s] == r["won"][s]) != bid_met:
            return False
        if action and not (r["plus"][s] or r["minus"][s]):
            return False
        return True

    return pred


def f09(seed):
    """Durch, 4p, clean: round 7 (4 cards) Durch with the bid made and an action card taken;
    round 9 (2 cards) Durch with the bid missed; round 10 the lone trick scores 1."""
    return (
        {"durch": True},
        4,
        {
            6: dict(pred=_durch_pred(bid_met=True, action=True)),
            8: dict(pred=_durch_pred(bid_met=False)),
        },
    )


def f10(seed):
    """Durch, 5p: round 10 (1 card), the lone trick written as a Durch (2 points)."""

    def edit(r, events, expected, d):
        seat = r["won"].index(1)
        i = idx(events, lambda e: e["type"] == "score" and e["party"] == seat)
        events[i] = dict(events[i], points=events[i]["points"] + 1)
        expected.append((d, i, "wrong_score"))
        return events

    return {"durch": True}, 5, {9: dict(edit=edit)}


def f11(seed):
    """No Durch variant, 3p: round 8 (3 cards) one seat takes all, scorer doubles anyway."""

    def pred(r):
        return max(r["won"]) == 3

    def edit(r, events, expected, d):
        seat = r["won"].index(3)
        i = idx(events, lambda e: e["type"] == "score" and e["party"] == seat)
        events[i] = dict(events[i], points=events[i]["points"] + 3)
        expected.append((d, i, "wrong_score"))
        return events

    return {}, 3, {7: dict(pred=pred, edit=edit)}


def f12(seed):
    """Durch, 6p: round 9 (2 cards) Durch, the scorer writes 1 a trick."""

    def edit(r, events, expected, d):
        seat = r["won"].index(2)
        i = idx(events, lambda e: e["type"] == "score" and e["party"] == seat)
        events[i] = dict(events[i], points=events[i]["points"] - 2)
        expected.append((d, i, "wrong_score"))
        return events

    return {"durch": True}, 6, {8: dict(pred=_durch_pred(), edit=edit)}


def f13(seed):
    """All four variants, 4p, clean: bids (never adding up) written at the end; a Durch in round 8."""
    rules = {"plus_minus_one": True, "hidden_bid": True, "secret_bid": True, "durch": True}
    return rules, 4, {7: dict(pred=_durch_pred())}


def f14(seed):
    """plus/minus one + secret bid, 5p: round 6 (5 cards), the bids written at the end add up to 5."""
    rules = {"plus_minus_one": True, "secret_bid": True}

    def hook(order, bids, k):
        f = k - sum(bids[s] for s in order[:-1])
        if not 0 <= f <= k:
            return False
        bids[order[-1]] = f
        return True

    def edit(r, events, expected, d):
        last = r["order"][-1]
        i = idx(events, lambda e: e["type"] == "bid" and e["seat"] == last)
        expected.append((d, i, "bid_forbidden_plus_minus_one"))
        return events

    return rules, 5, {5: dict(bid_hook=hook, edit=edit)}


def f15(seed):
    """plus/minus one + hidden bid, 4p: slips written seat 0 first; round 4 (7 cards) they add up
    to 7, the dealer (last in turn) not the last one written."""
    rules = {"plus_minus_one": True, "hidden_bid": True}

    def hook(order, bids, k):
        f = k - sum(bids[s] for s in order[:-1])
        if not 0 <= f <= k:
            return False
        bids[order[-1]] = f
        return True

    def edit(r, events, expected, d):
        bid_events = [i for i, e in enumerate(events) if e["type"] == "bid"]
        expected.append((d, bid_events[-1], "bid_forbidden_plus_minus_one (guess: event)"))
        return events

    return rules, 4, {3: dict(bid_hook=hook, edit=edit)}


FILES = [
    ("01-clean-pm1-4p", f01, "plus/minus one, clean, first three bids over the cards in round 6"),
    ("02-pm1-dealer-makes-total-5p", f02, "plus/minus one, forbidden last bid"),
    ("03-hidden-bids-written-after-play-4p", f03, "hidden bid revealed only at the end"),
    ("04-clean-hidden-seat0-first-6p", f04, "hidden bid, slips written in seat order"),
    ("05-hidden-one-slip-after-first-trick-4p", f05, "hidden bid, one bid after the first card"),
    ("06-clean-secret-7p", f06, "secret bid, bids at the end"),
    ("07-secret-slip-after-scores-3p", f07, "secret bid written after the scores"),
    ("08-secret-missed-scored-made-8p", f08, "secret bid's score"),
    ("09-clean-durch-4p", f09, "Durch scoring"),
    ("10-durch-last-round-doubled-5p", f10, "Durch in the one-card round"),
    ("11-no-durch-doubled-3p", f11, "doubling without the variant"),
    ("12-durch-not-doubled-6p", f12, "Durch forgotten"),
    ("13-clean-all-four-4p", f13, "all four variants"),
    ("14-pm1-secret-total-equal-5p", f14, "plus/minus one under secret bids"),
    ("15-pm1-hidden-total-equal-4p", f15, "plus/minus one under hidden bids"),
]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=20261)
    ap.add_argument("--out", default=str(Path(__file__).parent))
    a = ap.parse_args()
    out = Path(a.out)
    for j, (name, fn, desc) in enumerate(FILES):
        seed = a.seed * 100 + j
        rules, n, per_round = fn(seed)
        first_dealer = 1 if name.startswith("15") else None
        deals, expected = session(seed, n, rules, per_round, first_dealer)
        t = transcript(n, rules, deals, desc)
        (out / f"{name}.json").write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n")
        print(name, json.dumps(rules), n, "dealer0", deals[0]["dealer"], expected)


if __name__ == "__main__":
    main()
