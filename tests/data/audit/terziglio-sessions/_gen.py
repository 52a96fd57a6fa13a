"""Blind generator for the terziglio-sessions audit round (no import of validator).

Whole Terziglio sessions as a scorer keeps them: several deals, the dealer rotating, monte
(all three ask: the deal is thrown in and the next seat deals), an auction of one lap
(eldest first, the dealer last: pass / gioco / solo), game points per seat and running totals.

Every played deal is built so that one side takes every trick, which the source scores without
counting ("Подсчет очков не нужен, если одна из сторон выиграла все взятки; ей автоматически
присуждается 40 игровых очков"):
  kind "A": the declarer holds only trumps (T3..T20, or T2..T20 with the 5-card widow), the
            other trumps and the Matto lie in the widow, the opponents hold only suit cards.
  kind "B": the declarer holds only swords and batons, the opponents hold every trump and
            cups/coins, the Matto lies in the widow: the declarer can never win a trick.

Usage: python _gen.py [seed]   (writes NN-*.json next to this file and prints a manifest)
"""

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
PLAYERS = ["Alfonso", "Bice", "Cesarina"]

LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B, high -> low
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D, high -> low
SUIT_CARDS = {s: [r + s for r in (LONG if s in "SB" else ROUND)] for s in "SBCD"}
TRUMPS = [f"T{i}" for i in range(21)]


def suit_of(card):
    if card == "MATTO":
        return "X"
    return "T" if card.startswith("T") else card[-1]


def trump_rank(card):
    n = int(card[1:])
    return 1 if 1 <= n <= 4 else n  # the Moretti are of equal rank


def winner(trick):
    """trick: list of (seat, card), in order. Moretti tie: the last played (the default)."""
    led = suit_of(trick[0][1])
    best = None
    for seat, card in trick:
        s = suit_of(card)
        if s == "T":
            key = (2, trump_rank(card))
        elif s == led:
            key = (1, -SUIT_CARDS[s].index(card))
        else:
            continue
        if best is None or key >= best[0]:  # >= : the later of equal cards holds
            best = (key, seat)
    return best[1]


def legal(hand, led):
    same = [c for c in hand if suit_of(c) == led]
    if same:
        return same
    trumps = [c for c in hand if suit_of(c) == "T"]
    if trumps:
        return trumps
    return list(hand)


def build_deal(rng, spec, widow_size):
    """spec: dealer, kind (A, B, monte, allpass), declarer, bid, overcall, exchange, monte_calls."""
    dealer = spec["dealer"]
    n_hand = 18 if widow_size == 8 else 19
    order = [(dealer + 1) % 3, (dealer + 2) % 3, dealer]
    kind = spec["kind"]
    hands = [None, None, None]
    if kind in ("A", "monte", "allpass"):
        dec = spec.get("declarer", order[0])
        first_trump = 21 - n_hand
        hands[dec] = TRUMPS[first_trump:]
        widow = TRUMPS[:first_trump] + ["MATTO"]
        suits = [c for s in "SBCD" for c in SUIT_CARDS[s]]
        rng.shuffle(suits)
        extra = widow_size - len(widow)
        widow += suits[:extra]
        rest = suits[extra:]
        opps = [s for s in range(3) if s != dec]
        hands[opps[0]] = rest[:n_hand]
        hands[opps[1]] = rest[n_hand:]
        if kind in ("monte", "allpass"):
            # a deal nobody plays: shuffle everything fairly instead
            deck = [c for s in "SBCD" for c in SUIT_CARDS[s]] + TRUMPS + ["MATTO"]
            rng.shuffle(deck)
            hands = [deck[0:n_hand], deck[n_hand : 2 * n_hand], deck[2 * n_hand : 3 * n_hand]]
            widow = deck[3 * n_hand :]
    else:  # B
        dec = spec["declarer"]
        long_cards = SUIT_CARDS["S"] + SUIT_CARDS["B"]
        round_cards = SUIT_CARDS["C"] + SUIT_CARDS["D"]
        rng.shuffle(long_cards)
        rng.shuffle(round_cards)
        hands[dec] = long_cards[:n_hand]
        n_round_widow = widow_size - 1 - (20 - n_hand)
        widow = ["MATTO"] + long_cards[n_hand:] + round_cards[:n_round_widow]
        pool = TRUMPS + round_cards[n_round_widow:]
        rng.shuffle(pool)
        opps = [s for s in range(3) if s != dec]
        hands[opps[0]] = pool[:n_hand]
        hands[opps[1]] = pool[n_hand:]
    for h in hands:
        rng.shuffle(h)
    rng.shuffle(widow)
    assert all(len(h) == n_hand for h in hands) and len(widow) == widow_size
    assert len(set(sum(hands, []) + widow)) == 62

    events = []
    if kind == "monte":
        for s in order:
            events.append({"type": "redeal", "seat": s, "reason": "monte"})
        return {"dealer": dealer, "hands": hands, "talon": widow, "events": events}, None
    for s in spec.get("monte_calls", []):
        events.append({"type": "redeal", "seat": s, "reason": "monte"})
    if kind == "allpass":
        for s in order:
            events.append({"type": "bid", "seat": s, "bid": "pass"})
        return {"dealer": dealer, "hands": hands, "talon": widow, "events": events}, None

    # auction: one lap, eldest first
    bid = spec["bid"]
    over = spec.get("overcall")  # a seat before the declarer who bids gioco
    bid_order = list(order)
    if spec.get("swap_bids"):
        i, j = spec["swap_bids"]
        bid_order[i], bid_order[j] = bid_order[j], bid_order[i]
    for s in bid_order:
        if s == dec:
            events.append({"type": "bid", "seat": s, "bid": bid})
        elif s == over:
            assert bid == "solo" and order.index(over) < order.index(dec)
            events.append({"type": "bid", "seat": s, "bid": "gioco"})
        else:
            events.append({"type": "bid", "seat": s, "bid": "pass"})

    live = [list(h) for h in hands]
    if spec.get("exchange"):
        assert bid == "gioco" and kind == "A"
        take = [c for c in widow if c in ("T1", "T2")]
        disc = ["T3", "T4"][: len(take)]
        events.append({"type": "take", "seat": dec, "cards": take})
        events.append({"type": "discard", "seat": dec, "cards": disc})
        live[dec] = [c for c in live[dec] if c not in disc] + take

    leader = order[0]
    decl_tricks = 0
    for _ in range(n_hand):
        trick = []
        for k in range(3):
            s = (leader + k) % 3
            if k == 0:
                if kind == "A" and s == dec:
                    card = max(live[s], key=trump_rank)
                else:
                    card = rng.choice(live[s])
            else:
                card = rng.choice(legal(live[s], suit_of(trick[0][1])))
            live[s].remove(card)
            trick.append((s, card))
            events.append({"type": "play", "seat": s, "card": card})
        leader = winner(trick)
        decl_tricks += leader == dec
    assert decl_tricks == (n_hand if kind == "A" else 0), (kind, decl_tricks)
    declarer_won = kind == "A"
    return {"dealer": dealer, "hands": hands, "talon": widow, "events": events}, (dec, bid, declarer_won)


def game_points(result, rules):
    """Per-seat score lines of a deal where one side took every trick."""
    dec, bid, declarer_won = result
    g = 40
    if bid == "solo" and rules.get("solo_doubles_all_tricks"):
        g = 80
    zero_sum = rules.get("settlement") == "zero_sum"
    out = [0, 0, 0]
    for s in range(3):
        if s == dec:
            if zero_sum:
                out[s] = 2 * g if declarer_won else -2 * g
            else:
                out[s] = g if declarer_won else 0
        else:
            if zero_sum:
                out[s] = -g if declarer_won else g
            else:
                out[s] = 0 if declarer_won else g
    return out


def session(rng, rules, specs, start=None, slips=None):
    """slips: dict of edits applied to the written sheet: ('score', deal, seat) -> delta,
    ('total', deal, seat) -> delta (one line), ('carry', deal, seat) -> delta (this and every
    later total of the seat), ('drop_total', deal, seat) -> True."""
    slips = slips or {}
    widow_size = 5 if rules.get("preset") == "nineteen" or rules.get("widow") == 5 else 8
    totals = list(start) if start else [0, 0, 0]
    carry = [0, 0, 0]
    deals = []
    manifest = []
    for di, spec in enumerate(specs):
        deal, result = build_deal(rng, spec, widow_size)
        if result is not None and not spec.get("no_sheet"):
            pts = game_points(result, rules)
            for s in range(3):
                totals[s] += pts[s]
            for s in range(3):
                v = pts[s] + slips.get(("score", di, s), 0)
                deal["events"].append({"type": "score", "party": s, "points": v})
            for s in range(3):
                carry[s] += slips.get(("carry", di, s), 0)
                if slips.get(("drop_total", di, s)):
                    continue
                v = totals[s] + carry[s] + slips.get(("total", di, s), 0)
                deal["events"].append({"type": "total", "party": s, "points": v})
            manifest.append((di, spec["dealer"], spec["kind"], result, pts, list(totals)))
        else:
            manifest.append((di, spec["dealer"], spec["kind"], None, None, list(totals)))
        deals.append(deal)
    t = {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "rules": rules,
        "players": PLAYERS,
    }
    if start:
        t["start"] = {"totals": list(start)}
    t["deals"] = deals
    return t, manifest


def event_index(t, deal, pred):
    for i, e in enumerate(t["deals"][deal]["events"]):
        if pred(e):
            return i
    raise LookupError


# four deals: dealers 0,1,2,0; declarers 1,0,2,1
BASE = [
    {"dealer": 0, "kind": "A", "declarer": 1, "bid": "gioco"},
    {"dealer": 1, "kind": "B", "declarer": 0, "bid": "gioco"},
    {"dealer": 2, "kind": "A", "declarer": 2, "bid": "solo", "overcall": 0},
    {"dealer": 0, "kind": "A", "declarer": 1, "bid": "gioco", "exchange": True},
]

MONTE = [
    {"dealer": 0, "kind": "A", "declarer": 2, "bid": "gioco", "monte_calls": [2]},
    {"dealer": 1, "kind": "monte"},
    {"dealer": 2, "kind": "B", "declarer": 0, "bid": "solo"},
    {"dealer": 0, "kind": "A", "declarer": 1, "bid": "gioco", "monte_calls": [1, 2]},
]

ZERO = [
    {"dealer": 1, "kind": "A", "declarer": 2, "bid": "gioco"},
    {"dealer": 2, "kind": "B", "declarer": 1, "bid": "gioco"},
    {"dealer": 0, "kind": "A", "declarer": 0, "bid": "solo", "overcall": 1},
    {"dealer": 1, "kind": "B", "declarer": 2, "bid": "solo"},
]

NINETEEN = [
    {"dealer": 2, "kind": "A", "declarer": 0, "bid": "gioco", "exchange": True},
    {"dealer": 0, "kind": "B", "declarer": 2, "bid": "gioco"},
    {"dealer": 1, "kind": "A", "declarer": 1, "bid": "solo"},
    {"dealer": 2, "kind": "B", "declarer": 1, "bid": "solo", "overcall": 0},
]

SOLO2 = [
    {"dealer": 0, "kind": "A", "declarer": 2, "bid": "solo", "overcall": 1},
    {"dealer": 1, "kind": "B", "declarer": 2, "bid": "solo"},
    {"dealer": 2, "kind": "A", "declarer": 0, "bid": "gioco"},
]

START_ALLPASS = [
    {"dealer": 2, "kind": "A", "declarer": 1, "bid": "gioco"},
    {"dealer": 0, "kind": "allpass"},
    {"dealer": 1, "kind": "B", "declarer": 2, "bid": "gioco"},
]

MONTE_WRONG = [
    {"dealer": 0, "kind": "A", "declarer": 1, "bid": "gioco"},
    {"dealer": 1, "kind": "monte"},
    # due: seat 2 (the monte passes the deal on); written and played as seat 1 dealing again
    {"dealer": 1, "kind": "A", "declarer": 0, "bid": "gioco"},
]


def wrong_last_dealer(specs):
    specs = [dict(s) for s in specs]
    specs[-1]["dealer"] = 2  # due 0 (after dealer 2); seat 2 deals again
    return specs


def main(seed=20260514):
    files = {}
    notes = {}

    def mk(name, rules, specs, **kw):
        rng = random.Random(f"{seed}/{name.split('-', 1)[1]}")
        t, man = session(rng, rules, specs, **kw)
        files[name] = t
        notes[name] = man
        return t

    mk("01-clean-base", {"preset": "standard"}, BASE)
    mk("02-clean-monte", {"preset": "standard"}, MONTE)
    mk("03-clean-zero-sum", {"preset": "standard", "settlement": "zero_sum"}, ZERO)
    mk("04-clean-nineteen", {"preset": "nineteen"}, NINETEEN)
    mk("05-clean-solo-doubles", {"preset": "standard", "solo_doubles_all_tricks": True}, SOLO2)
    mk(
        "06-clean-zero-sum-solo-doubles",
        {"preset": "standard", "settlement": "zero_sum", "solo_doubles_all_tricks": True},
        SOLO2,
    )
    mk("07-clean-start-allpass", {"preset": "standard"}, START_ALLPASS, start=[120, 40, 80])
    # planted slips, one per file (the plays re-generated from the same seed as the base)
    mk("08-wrong-score-line", {"preset": "standard"}, BASE, slips={("score", 1, 2): -10})
    mk("09-total-slip", {"preset": "standard"}, BASE, slips={("total", 2, 0): 10})
    mk("10-total-carried-wrong", {"preset": "standard"}, BASE, slips={("carry", 1, 1): 10})
    bid_ooo = [dict(s) for s in BASE]
    bid_ooo[1] = dict(bid_ooo[1], swap_bids=(1, 2))  # dealer 1 speaks before seat 0? see below
    mk("11-bid-out-of-turn", {"preset": "standard"}, bid_ooo)
    mk("12-wrong-dealer", {"preset": "standard"}, wrong_last_dealer(BASE))
    mk("13-missing-total", {"preset": "standard"}, BASE, slips={("drop_total", 2, 1): True})
    mk(
        "14-zero-sum-sign-slip",
        {"preset": "standard", "settlement": "zero_sum"},
        ZERO,
        slips={("score", 0, 0): 80},
    )
    mk("15-monte-wrong-dealer", {"preset": "standard"}, MONTE_WRONG)

    for old in HERE.glob("*.json"):
        old.unlink()
    for name, t in files.items():
        (HERE / (name + ".json")).write_text(json.dumps(t, indent=1, ensure_ascii=False) + "\n")
    for name, man in notes.items():
        print(name)
        for row in man:
            print("   ", row)
    # indices useful for EXPECTED.md
    t = files["08-wrong-score-line"]
    print("08 score idx", event_index(t, 1, lambda e: e["type"] == "score" and e["party"] == 2))
    t = files["09-total-slip"]
    print("09 total idx", event_index(t, 2, lambda e: e["type"] == "total" and e["party"] == 0))
    t = files["10-total-carried-wrong"]
    for d in (1, 2, 3):
        print("10 total idx", d, event_index(t, d, lambda e: e["type"] == "total" and e["party"] == 1))
    t = files["11-bid-out-of-turn"]
    print(
        "11 bids d1",
        [(i, e["seat"], e["bid"]) for i, e in enumerate(t["deals"][1]["events"]) if e["type"] == "bid"],
    )
    t = files["14-zero-sum-sign-slip"]
    print("14 score idx", event_index(t, 0, lambda e: e["type"] == "score" and e["party"] == 0))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20260514)
