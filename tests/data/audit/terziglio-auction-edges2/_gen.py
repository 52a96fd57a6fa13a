"""Blind generator for audit round terziglio-auction-edges2 (no validator import).

Every deal is built so that one side takes every trick: the source then awards 40 game points
without counting ("Подсчет очков не нужен, если одна из сторон выиграла все взятки; ей
автоматически присуждается 40 игровых очков"), which keeps the expected score independent of
combination counting. Each variant file changes one thing against its base.

Usage: python _gen.py [seed]
"""

import copy
import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent

SUITS = "SBCD"
LONG_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S, B high -> low
ROUND_ORDER = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C, D high -> low
DECK = [r + s for s in SUITS for r in LONG_ORDER] + [f"T{i}" for i in range(21)] + ["MATTO"]
assert len(DECK) == 62


def suit_of(card):
    if card == "MATTO":
        return "X"
    if card.startswith("T"):
        return "T"
    return card[-1]


def strength(card):
    """Higher beats lower within the same suit; Moretti T1-T4 equal (last played wins)."""
    s = suit_of(card)
    if s == "T":
        n = int(card[1:])
        return 1 if 1 <= n <= 4 else (0 if n == 0 else n)
    order = LONG_ORDER if s in "SB" else ROUND_ORDER
    return 10 - order.index(card[:-1])


def trick_winner(plays):
    """plays: list of (seat, card) in order. Matto never wins."""
    led = None
    for _, c in plays:
        if c != "MATTO":
            led = suit_of(c)
            break
    best = None
    for seat, c in plays:
        if c == "MATTO":
            continue
        s = suit_of(c)
        key = (1 if s == "T" else (0 if s == led else -1), strength(c))
        if key[0] < 0:
            continue
        if best is None or key >= best[0]:  # >= : last of equal Moretti wins
            best = (key, seat)
    return best[1]


def legal(hand, led):
    if led is None:
        return list(hand)
    same = [c for c in hand if suit_of(c) == led]
    if same:
        return same + (["MATTO"] if "MATTO" in hand else [])
    trumps = [c for c in hand if suit_of(c) == "T"]
    if trumps:
        return trumps + (["MATTO"] if "MATTO" in hand else [])
    return list(hand)


def declares(dealer):
    return [{"type": "declare", "seat": (dealer + k) % 3, "items": []} for k in (1, 2, 3)]


def scores(values):
    return [{"type": "score", "party": s, "points": v} for s, v in enumerate(values)]


def transcript(deals, rules=None, start=None):
    t = {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "rules": rules or {"preset": "standard"},
        "players": ["Anna", "Bruno", "Carla"],
    }
    if start:
        t["start"] = start
    t["deals"] = deals
    t["meta"] = {"round": "terziglio-auction-edges2"}
    return t


# --------------------------------------------------------------------------- deals


def shuffled(rng, cards):
    cards = list(cards)
    rng.shuffle(cards)
    return cards


def gioco_sweep(rng, take, discard, last_two, dealer=0):
    """Dealer 0, eldest seat 1 bids gioco, exchanges, leads and takes every trick.
    Seat 1: T20..T5, KS, 6S.  Widow: QS NS JS 10S 9S 8S 7S MATTO.  The only other spade
    (1S, the lowest sword) and the five low trumps are with the opponents."""
    trumps_hi = [f"T{i}" for i in range(20, 4, -1)]
    decl = trumps_hi + ["KS", "6S"]
    widow = ["QS", "NS", "JS", "10S", "9S", "8S", "7S", "MATTO"]
    rest = [c for c in DECK if suit_of(c) in "BCD"]
    rest = shuffled(rng, rest)
    s2 = ["T4", "T3", "T2"] + rest[:15]
    s0 = ["T1", "T0", "1S"] + rest[15:]
    hands = [shuffled(rng, s0), shuffled(rng, decl), shuffled(rng, s2)]
    final = list(decl)
    for c in take:
        final.append(c)
    for c in discard:
        final.remove(c)
    play_hands = [list(hands[0]), final, list(hands[2])]
    plan = trumps_hi + last_two
    plays, winners = play_out(play_hands, 1, {1: plan}, rng)
    assert set(winners) == {1}, winners
    events = [
        {"type": "bid", "seat": 1, "bid": "gioco"},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "take", "seat": 1, "cards": list(take)},
        {"type": "discard", "seat": 1, "cards": list(discard)},
        *declares(0),
        *plays,
    ]
    return {"dealer": dealer, "hands": hands, "talon": widow, "events": events}


def solo_sweep(rng, bids=None):
    """Dealer 0, eldest seat 1 bids solo, no exchange, takes every trick.
    Seat 1: T20..T5, KS, QS.  Widow: NS JS 10S 9S 8S 7S 6S MATTO."""
    trumps_hi = [f"T{i}" for i in range(20, 4, -1)]
    decl = trumps_hi + ["KS", "QS"]
    widow = ["NS", "JS", "10S", "9S", "8S", "7S", "6S", "MATTO"]
    rest = shuffled(rng, [c for c in DECK if suit_of(c) in "BCD"])
    s2 = ["T4", "T3", "T2"] + rest[:15]
    s0 = ["T1", "T0", "1S"] + rest[15:]
    hands = [shuffled(rng, s0), shuffled(rng, decl), shuffled(rng, s2)]
    plays, winners = play_out([list(h) for h in hands], 1, {1: trumps_hi + ["KS", "QS"]}, rng)
    assert set(winners) == {1}
    bids = bids or [(1, "solo"), (2, "pass"), (0, "pass")]
    events = [{"type": "bid", "seat": s, "bid": b} for s, b in bids]
    events += [*declares(0), *plays]
    return {"dealer": 0, "hands": hands, "talon": widow, "events": events}


def opponents_sweep(rng):
    """Dealer 0, eldest seat 1 bids gioco and takes no trick: seat 2 holds T20..T5, KS, KB."""
    trumps_hi = [f"T{i}" for i in range(20, 4, -1)]
    s2 = trumps_hi + ["KS", "KB"]
    suits = shuffled(rng, [c for c in DECK if suit_of(c) in "SBCD" and c not in ("KS", "KB")])
    widow = ["MATTO"] + suits[:7]
    s1 = ["T4", "T3", "T2", "T1", "T0"] + suits[7:20]
    s0 = suits[20:]
    assert len(s0) == 18 and len(s1) == 18
    hands = [shuffled(rng, s0), shuffled(rng, s1), shuffled(rng, s2)]
    # declarer exchanges one widow card for one of his suit cards
    take = [widow[1]]
    discard = [s1[5]]
    final1 = [c for c in s1 if c != discard[0]] + take
    plays, winners = play_out(
        [list(hands[0]), final1, list(hands[2])],
        1,
        {1: ["T0"], 2: trumps_hi + ["KS", "KB"]},
        rng,
    )
    assert set(winners) == {2}, winners
    events = [
        {"type": "bid", "seat": 1, "bid": "gioco"},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "take", "seat": 1, "cards": take},
        {"type": "discard", "seat": 1, "cards": discard},
        *declares(0),
        *plays,
    ]
    return {"dealer": 0, "hands": hands, "talon": widow, "events": events}


def play_out(hands, leader, plans, rng):
    """plans[seat]: the cards that seat plays, in order, while the list lasts; then (and for
    seats without a plan) a random legal non-Matto card."""
    hands = [list(h) for h in hands]
    plans = {s: list(p) for s, p in plans.items()}
    events, winners = [], []
    for _ in range(len(hands[0])):
        plays, led = [], None
        for k in range(3):
            seat = (leader + k) % 3
            if plans.get(seat):
                card = plans[seat].pop(0)
                assert card in legal(hands[seat], led), (seat, card, led, hands[seat])
            else:
                opts = [c for c in legal(hands[seat], led) if c != "MATTO"] or legal(hands[seat], led)
                card = rng.choice(sorted(opts, key=DECK.index))
            hands[seat].remove(card)
            if led is None and card != "MATTO":
                led = suit_of(card)
            plays.append((seat, card))
            events.append({"type": "play", "seat": seat, "card": card})
        leader = trick_winner(plays)
        winners.append(leader)
    assert all(not h for h in hands)
    return events, winners


def rotate_deal(deal, k=1):
    """Seat s -> s+k (hands, dealer, every seat field)."""
    d = copy.deepcopy(deal)
    d["dealer"] = (deal["dealer"] + k) % 3
    d["hands"] = [deal["hands"][(s - k) % 3] for s in range(3)]
    for e in d["events"]:
        if "seat" in e:
            e["seat"] = (e["seat"] + k) % 3
        if isinstance(e.get("party"), int):
            e["party"] = (e["party"] + k) % 3
    return d


def main(seed):
    rng = random.Random(seed)
    files = {}

    def base_gioco(r):
        return gioco_sweep(r, take=["QS"], discard=["6S"], last_two=["KS", "QS"])

    s = rng.randrange(10**9)
    d = base_gioco(random.Random(s))
    d["events"] += scores([0, 40, 0])
    files["01-gioco-sweep-clean"] = transcript([d])

    d = base_gioco(random.Random(s))
    ev = d["events"]
    ev[0], ev[1] = ev[1], ev[0]  # seat 2 passes before the eldest (seat 1) has spoken
    d["events"] += scores([0, 40, 0])
    files["02-gioco-bid-out-of-turn"] = transcript([d])

    d = gioco_sweep(random.Random(s), take=["QS"], discard=["KS"], last_two=["QS", "6S"])
    d["events"] += scores([0, 40, 0])
    files["03-gioco-discard-king"] = transcript([d])

    d = gioco_sweep(random.Random(s), take=["MATTO"], discard=["MATTO"], last_two=["KS", "6S"])
    d["events"] += scores([0, 40, 0])
    files["04-gioco-matto-taken-and-laid-back"] = transcript([d])

    d = base_gioco(random.Random(s))
    d["events"] += scores([0, 20, 0])
    files["05-gioco-wrong-score"] = transcript([d])

    d = base_gioco(random.Random(s))
    d["events"] += scores([-40, 80, -40])
    files["06-gioco-zero-sum-clean"] = transcript([d], rules={"preset": "standard", "settlement": "zero_sum"})

    s2 = rng.randrange(10**9)
    d = solo_sweep(random.Random(s2))
    d["events"] += scores([0, 40, 0])
    files["07-solo-sweep-clean"] = transcript([d])

    d = solo_sweep(random.Random(s2), bids=[(1, "solo"), (2, "gioco"), (0, "pass")])
    d["events"] += scores([0, 40, 0])
    files["08-solo-lower-bid-after-solo"] = transcript([d])

    # solo declarer exchanges: takes NS, lays away QS, plays NS where the base plays QS
    d = solo_sweep(random.Random(s2))
    ev = d["events"]
    pos = 3
    ev.insert(pos, {"type": "take", "seat": 1, "cards": ["NS"]})
    ev.insert(pos + 1, {"type": "discard", "seat": 1, "cards": ["QS"]})
    for e in ev:
        if e["type"] == "play" and e["card"] == "QS":
            e["card"] = "NS"
    d["events"] += scores([0, 40, 0])
    files["09-solo-exchange"] = transcript([d])

    d = solo_sweep(random.Random(s2))
    d["events"] += scores([0, 80, 0])
    files["10-solo-sweep-doubled-default"] = transcript([d])

    d = solo_sweep(random.Random(s2))
    d["events"] += scores([0, 80, 0])
    files["11-solo-sweep-doubled-option-clean"] = transcript(
        [d], rules={"preset": "standard", "solo_doubles_all_tricks": True}
    )

    s3 = rng.randrange(10**9)
    d = opponents_sweep(random.Random(s3))
    d["events"] += scores([40, 0, 40])
    files["12-gioco-opponents-sweep-clean"] = transcript([d])

    d = base_gioco(random.Random(s))
    d["events"] += scores([0, 40, 0])
    d["events"] += [
        {"type": "total", "party": 0, "points": 10},
        {"type": "total", "party": 1, "points": 50},
        {"type": "total", "party": 2, "points": 30},
    ]
    files["13-gioco-wrong-total"] = transcript([d], start={"totals": [10, 20, 30]})

    d = base_gioco(random.Random(s))
    d["events"] += scores([0, 40, 0])
    d["events"].append({"type": "payment", "from": 0, "to": 1, "amount": 40})
    files["14-gioco-payment"] = transcript([d])

    d0 = base_gioco(random.Random(s))
    d0["events"] = [{"type": "redeal", "seat": (0 + k) % 3, "reason": "monte"} for k in (1, 2, 3)]
    d1 = rotate_deal(base_gioco(random.Random(s)), 1)
    d1["events"] += scores([0, 0, 40])
    files["15-monte-all-three-then-deal"] = transcript([d0, d1])

    for p in OUT.glob("*.json"):
        p.unlink()
    for name, t in files.items():
        (OUT / f"{name}.json").write_text(json.dumps(t, indent=1, ensure_ascii=False) + "\n")
    return files


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2026)
