"""Blind generator for the audit round rage-big-tables.

Written from the Czech Rage rules (Amigo 2000, Paluba translation, seeds/001) only; no import
from validator. Full ten-round sessions at 6, 7 and 8 players (8 x 10 = 80 cards dealt in the
first round, 32 in the stock), the dealer moving one seat on each round, bids, every play,
round scores and running totals on the sheet. Four clean bases with the options mixed, and
single-edit variants of them with one planted fault late in the session (rounds 8-10).

Run:  python _gen.py           (writes the NN-*.json next to this file, prints the faults)
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
COLOURS = "RBGYPO"
ACTIONS = {"WILD": 2, "NOTRUMP": 4, "CHANGE": 4, "PLUS5": 3, "MINUS5": 3}
NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "František", "Gábina", "Honza"]


class Retry(Exception):
    """A round the blind reading would call ambiguous (two trump-changing cards in a trick,
    an exhausted stock): draw it again."""


def deck() -> list[str]:
    cards = [f"{c}{v}" for c in COLOURS for v in range(16)]
    for name, k in ACTIONS.items():
        cards += [name] * k
    assert len(cards) == 112
    return cards


def is_colour(card: str) -> bool:
    return card[0] in COLOURS and card[1:].isdigit()


def colour_of(card: str, named: str | None) -> str | None:
    if card == "WILD":
        return named
    return card[0] if is_colour(card) else None


def legal(hand: list[str], led: str | None) -> list[str]:
    """Přiznat barvu: a card of the led colour if the hand has one; only if it has none, any
    other colour, an action card (the joker included) or a trump."""
    if led is None:
        return list(hand)
    follow = [c for c in hand if is_colour(c) and c[0] == led]
    return follow if follow else list(hand)


def trick_winner(trick: list[tuple[int, str, str | None]], trump: str | None, led: str | None) -> int:
    """Highest trump, else highest card of the led colour; a joker is the highest card of its
    colour (a second joker of the same colour above the first); only action cards: the first."""
    best, best_key = None, None
    for i, (_seat, card, named) in enumerate(trick):
        col = colour_of(card, named)
        if col is None:
            continue
        val = 16 + i if card == "WILD" else int(card[1:])
        if trump is not None and col == trump:
            key = (2, val)
        elif col == led:
            key = (1, val)
        else:
            continue
        if best_key is None or key > best_key:
            best, best_key = i, key
    return trick[best if best is not None else 0][0]


def round_rng(seed: int, rnd: int, attempt: int, what: str) -> random.Random:
    return random.Random(f"{seed}/{rnd}/{attempt}/{what}")


def choose_bid(rng: random.Random, hand: list[str], trump: str, n: int, ncards: int) -> int:
    strong = sum(
        1
        for c in hand
        if c == "WILD" or (is_colour(c) and (int(c[1:]) >= 13 or (c[0] == trump and int(c[1:]) >= 8)))
    )
    base = strong * 0.8 if n >= 7 else strong
    bid = int(round(base + rng.uniform(-1.0, 0.7)))
    return max(0, min(ncards, bid))


def play_round(seed, rnd, n, dealer, opts, force=None, attempt=0):
    """One round. force: dict describing one planted fault (see FAULTS)."""
    ncards = 11 - rnd  # rnd 1..10
    rng_deal = round_rng(seed, rnd, attempt, "deal")
    rng = round_rng(seed, rnd, attempt, "play")
    cards = deck()
    rng_deal.shuffle(cards)
    hands = [cards[i * ncards : (i + 1) * ncards] for i in range(n)]
    talon = cards[n * ncards :]
    dealt = [list(h) for h in hands]
    pos = 0

    def turn() -> str:
        nonlocal pos
        while True:
            if pos >= len(talon):
                raise Retry("stock exhausted")
            c = talon[pos]
            pos += 1
            if is_colour(c):
                return c[0]

    trump = turn()
    order = [(dealer + 1 + k) % n for k in range(n)]
    bids = {}
    for seat in order:
        b = choose_bid(rng, hands[seat], trump, n, ncards)
        if opts.get("plus_minus_one") and seat == dealer:
            forbidden = ncards - sum(bids.values())
            if force and force["kind"] in ("pm1_forbidden", "pm1_hidden_forbidden") and force["round"] == rnd:
                if not 0 <= forbidden <= ncards:
                    raise ValueError("forbidden bid out of range; pick another round")
                b = forbidden
            elif b == forbidden:
                b = b + 1 if b + 1 <= ncards else b - 1
        bids[seat] = b

    plays = []  # (seat, card, named)
    tricks = [0] * n
    plus = [0] * n
    minus = [0] * n
    leader = (dealer + 1) % n
    forced_at = None
    for t in range(ncards):
        trick = []
        led = None
        altering = 0
        notrump = False
        for k in range(n):
            seat = (leader + k) % n
            hand = hands[seat]
            options = legal(hand, led)
            card = None
            named = None
            if force and force["round"] == rnd and forced_at is None and t >= force.get("min_trick", 0):
                kind = force["kind"]
                follow = [c for c in hand if led and is_colour(c) and c[0] == led]
                if kind == "revoke" and led and follow:
                    off = [c for c in hand if is_colour(c) and c[0] != led]
                    if off:
                        card = rng.choice(off)
                        forced_at = (len(plays), seat, card, sorted(follow))
                if kind == "action_able" and led and follow:
                    acts = [c for c in hand if c in ("PLUS5", "MINUS5")]
                    if acts:
                        card = acts[0]
                        forced_at = (len(plays), seat, card, sorted(follow))
            if card is None:
                acts = [c for c in options if not is_colour(c)]
                if altering:
                    acts = [c for c in acts if c not in ("CHANGE", "NOTRUMP")]
                cols = [c for c in options if is_colour(c)]
                if acts and (not cols or rng.random() < 0.6):
                    card = rng.choice(acts)
                elif cols:
                    card = rng.choice(cols) if rng.random() < 0.5 else max(cols, key=lambda c: int(c[1:]))
                else:
                    card = rng.choice(options)
            if card == "WILD":
                if led is None:
                    mine = [c[0] for c in hand if is_colour(c)]
                    named = rng.choice(mine) if mine else trump
                else:
                    named = rng.choice([led, trump])
            hand.remove(card)
            if card in ("CHANGE", "NOTRUMP"):
                if altering:
                    raise Retry("two trump-changing cards in one trick")
                altering = 1
                if card == "CHANGE":
                    trump = turn()
                else:
                    notrump = True
            if led is None:
                led = colour_of(card, named)
            trick.append((seat, card, named))
            plays.append((seat, card, named))
        w = trick_winner(trick, None if notrump else trump, led)
        tricks[w] += 1
        plus[w] += sum(1 for _s, c, _n in trick if c == "PLUS5")
        minus[w] += sum(1 for _s, c, _n in trick if c == "MINUS5")
        if notrump and t < ncards - 1:
            trump = turn()
        leader = w
    assert all(not h for h in hands)
    if force and force["kind"] in ("revoke", "action_able") and force["round"] == rnd and forced_at is None:
        raise ValueError("no opportunity for the fault")
    scores = []
    for s in range(n):
        per = 2 if opts.get("durch") and tricks[s] == ncards and ncards > 1 else 1
        sc = per * tricks[s] + 5 * plus[s] - 5 * minus[s] + (10 if bids[s] == tricks[s] else -5)
        scores.append(sc)
    durch = [s for s in range(n) if tricks[s] == ncards and ncards > 1]
    return {
        "ncards": ncards,
        "dealt": dealt,
        "talon": talon,
        "turned": pos,
        "order": order,
        "bids": bids,
        "plays": plays,
        "tricks": tricks,
        "plus": plus,
        "minus": minus,
        "scores": scores,
        "durch": durch,
        "forced_at": forced_at,
    }


def session(seed, n, first_dealer, opts, force=None):
    rounds = []
    for rnd in range(1, 11):
        dealer = (first_dealer + rnd - 1) % n
        attempt = 0
        while True:
            try:
                r = play_round(seed, rnd, n, dealer, opts, force, attempt)
                break
            except Retry:
                attempt += 1
        r["dealer"] = dealer
        r["attempt"] = attempt
        rounds.append(r)
    return rounds


def build(seed, n, first_dealer, opts, force=None, meta_note=""):
    """Return (transcript, notes) with notes listing the planted fault's position."""
    rounds = session(seed, n, first_dealer, opts, force)
    totals = [0] * n
    deals = []
    notes = []
    sheet_totals = [0] * n
    for i, r in enumerate(rounds):
        rnd = i + 1
        ev = []
        bid_events = [{"type": "bid", "seat": s, "bid": r["bids"][s]} for s in r["order"]]
        play_events = []
        for s, c, named in r["plays"]:
            e = {"type": "play", "seat": s, "card": c}
            if named:
                e["named"] = named
            play_events.append(e)
        mine = force and force["round"] == rnd
        if opts.get("secret_bid"):
            rng = round_rng(seed, rnd, 0, "order")
            rng.shuffle(bid_events)
            ev = play_events + bid_events
        elif opts.get("hidden_bid"):
            rng = round_rng(seed, rnd, 0, "order")
            rng.shuffle(bid_events)
            if mine and force["kind"] == "pm1_hidden_forbidden":
                d = [e for e in bid_events if e["seat"] == r["dealer"]]
                bid_events = d + [e for e in bid_events if e["seat"] != r["dealer"]]
            if mine and force["kind"] == "hidden_late":
                late = next(e for e in bid_events if e["seat"] != r["dealer"])
                bid_events.remove(late)
                ev = bid_events + play_events[:1] + [late] + play_events[1:]
                notes.append(
                    (
                        i,
                        len(bid_events) + 1,
                        "bid_out_of_turn",
                        f"seat {late['seat']} bid after the first card",
                    )
                )
            else:
                ev = bid_events + play_events
            if mine and force["kind"] == "pm1_hidden_forbidden":
                notes.append(
                    (
                        i,
                        0,
                        "bid_forbidden_plus_minus_one",
                        f"dealer {r['dealer']} bid {r['bids'][r['dealer']]} recorded first, bids sum {sum(r['bids'].values())} = {r['ncards']}",
                    )
                )
        else:
            if mine and force["kind"] == "bid_swap":
                bid_events[2], bid_events[3] = bid_events[3], bid_events[2]
                notes.append(
                    (
                        i,
                        2,
                        "bid_out_of_turn",
                        f"seat {bid_events[2]['seat']} bid before seat {bid_events[3]['seat']}",
                    )
                )
            if mine and force["kind"] == "pm1_forbidden":
                notes.append(
                    (
                        i,
                        len(bid_events) - 1,
                        "bid_forbidden_plus_minus_one",
                        f"dealer {r['dealer']} bid {r['bids'][r['dealer']]}, bids sum {sum(r['bids'].values())} = {r['ncards']}",
                    )
                )
            ev = bid_events + play_events
        play_base = next(k for k, e in enumerate(ev) if e["type"] == "play")
        if mine and r["forced_at"] is not None:
            k, seat, card, follow = r["forced_at"]
            # the forced play's index: count plays in ev
            idx = [j for j, e in enumerate(ev) if e["type"] == "play"][k]
            code = "revoke" if force["kind"] == "revoke" else "action_card_while_able_to_follow"
            notes.append((i, idx, code, f"seat {seat} played {card} holding {follow}"))
        if mine and force["kind"] == "not_in_hand":
            # last trick: one seat's colour card replaced by a same-colour stock card never turned
            plays_idx = [j for j, e in enumerate(ev) if e["type"] == "play"]
            last = plays_idx[-n:]
            trick = [(ev[j]["seat"], ev[j]["card"], ev[j].get("named")) for j in last]
            led = None
            for _s, c, nm in trick:
                led = led or colour_of(c, nm)
            done = False
            for pos_in_trick, j in enumerate(last):
                c = ev[j]["card"]
                if not is_colour(c) or pos_in_trick == 0:
                    continue
                spare = [x for x in r["talon"][r["turned"] + 2 :] if is_colour(x) and x[0] == c[0]]
                for x in spare:
                    t2 = list(trick)
                    t2[pos_in_trick] = (t2[pos_in_trick][0], x, None)
                    # the trump at the last trick is unchanged by the swap; compare winners with and
                    # without every colour as trump: keep only swaps that change no outcome
                    if all(
                        trick_winner(t2, tr, led) == trick_winner(trick, tr, led)
                        for tr in list(COLOURS) + [None]
                    ):
                        notes.append(
                            (
                                i,
                                j,
                                "card_not_in_hand",
                                f"seat {ev[j]['seat']} played {x} (in the stock, never turned) instead of its {c}",
                            )
                        )
                        ev[j] = dict(ev[j], card=x)
                        done = True
                        break
                if done:
                    break
            assert done, "no swap found"
        scores = list(r["scores"])
        sheet_scores = list(scores)
        if mine and force["kind"] == "wrong_score":
            s = force["seat"]
            sheet_scores[s] += force["delta"]
        if mine and force["kind"] == "durch_undoubled":
            assert r["durch"], f"no durch in round {rnd}"
            s = r["durch"][0]
            sheet_scores[s] -= r["tricks"][s]
        for s in range(n):
            totals[s] += scores[s]
        for s in range(n):
            ev.append({"type": "score", "party": s, "points": sheet_scores[s]})
            if sheet_scores[s] != scores[s]:
                notes.append(
                    (i, len(ev) - 1, "wrong_score", f"seat {s} written {sheet_scores[s]}, rules {scores[s]}")
                )
        for s in range(n):
            if force and force["kind"] == "wrong_total" and force["round"] == rnd and s == force["seat"]:
                sheet_totals[s] += force["delta"]
            sheet_totals[s] += scores[s]
            ev.append({"type": "total", "party": s, "points": sheet_totals[s]})
            if sheet_totals[s] != totals[s]:
                notes.append(
                    (i, len(ev) - 1, "wrong_total", f"seat {s} written {sheet_totals[s]}, rules {totals[s]}")
                )
        deals.append({"dealer": r["dealer"], "hands": r["dealt"], "talon": r["talon"], "events": ev})
        notes.append(
            (
                i,
                None,
                "info",
                f"r{rnd} dealer {r['dealer']} cards {r['ncards']} bids {[r['bids'][s] for s in range(n)]} tricks {r['tricks']} "
                f"+5 {r['plus']} -5 {r['minus']} scores {scores} durch {r['durch']} attempt {r['attempt']} first play ev {play_base}",
            )
        )
    transcript = {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": dict({"preset": "standard"}, **opts),
        "players": NAMES[:n],
        "meta": {"audit": "rage-big-tables", "seed": seed, "note": meta_note},
        "deals": deals,
    }
    return transcript, notes


# Bases: (seed, players, first dealer, options)
A = (101, 8, 0, {})
B = (220, 7, 3, {"plus_minus_one": True, "durch": True})
C = (303, 6, 5, {"hidden_bid": True, "plus_minus_one": True})
D = (404, 8, 6, {"secret_bid": True, "durch": True})

FILES = [
    ("01-clean-8p-standard", A, None, "clean 8-player session, no variant"),
    ("02-clean-7p-pm1-durch", B, None, "clean 7-player session, plus/minus one and durch"),
    (
        "03-clean-6p-hidden-pm1",
        C,
        None,
        "clean 6-player session, hidden bids in shuffled order, plus/minus one",
    ),
    (
        "04-clean-8p-secret-durch",
        D,
        None,
        "clean 8-player session, secret bids recorded after the plays, durch",
    ),
    ("05-revoke-8p-r8", A, {"kind": "revoke", "round": 8, "min_trick": 1}, "A with a revoke in round 8"),
    (
        "06-action-able-7p-r8",
        B,
        {"kind": "action_able", "round": 8},
        "B with +5/-5 played while able to follow in round 8",
    ),
    ("07-bid-out-of-turn-7p-r8", B, {"kind": "bid_swap", "round": 8}, "B with two bids swapped in round 8"),
    (
        "08-pm1-forbidden-7p-r10",
        B,
        {"kind": "pm1_forbidden", "round": 10},
        "B with the dealer's forbidden bid in round 10",
    ),
    (
        "09-wrong-score-6p-r9",
        C,
        {"kind": "wrong_score", "round": 9, "seat": 2, "delta": 5},
        "C with a wrong round score in round 9 (totals right)",
    ),
    (
        "10-wrong-total-8p-r9",
        D,
        {"kind": "wrong_total", "round": 9, "seat": 4, "delta": 10},
        "D with a wrong total in round 9, carried into round 10",
    ),
    (
        "11-not-in-hand-8p-r9",
        A,
        {"kind": "not_in_hand", "round": 9},
        "A with a stock card played in the last trick of round 9",
    ),
    (
        "12-hidden-late-bid-6p-r8",
        C,
        {"kind": "hidden_late", "round": 8},
        "C with one hidden bid written after the first card in round 8",
    ),
    (
        "13-pm1-hidden-forbidden-6p-r8",
        C,
        {"kind": "pm1_hidden_forbidden", "round": 8},
        "C with the dealer's hidden bid, written first, making the sum in round 8",
    ),
    (
        "14-durch-undoubled-7p",
        B,
        {"kind": "durch_undoubled", "round": None},
        "B with a durch scored at 1 a trick",
    ),
]


def main(argv):
    out = HERE
    for name, (seed, n, fd, opts), force, note in FILES:
        if force and force["kind"] == "durch_undoubled":
            # the latest round of the base with a durch (more than one card)
            base_rounds = session(seed, n, fd, opts)
            late = [k + 1 for k, r in enumerate(base_rounds) if r["durch"]]
            assert late, "no durch in the base"
            force = dict(force, round=late[-1])
        t, notes = build(seed, n, fd, opts, force, note)
        (out / f"{name}.json").write_text(
            json.dumps(t, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
        )
        print(f"== {name}  force={force}")
        for row in notes:
            if row[2] != "info" or "-v" in argv:
                print("  ", row)


if __name__ == "__main__":
    main(sys.argv[1:])
