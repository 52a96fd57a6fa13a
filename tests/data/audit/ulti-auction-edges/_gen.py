"""Blind generator for the ulti-auction-edges audit round (no validator import).

Writes 15 single-deal Ulti transcripts probing the auction: the bid ladder, turn order,
taking the talon and discarding two, red overbids, passing and bidding again, the end of
the auction, the fold, plus single-edit variants.  Every final contract is played without
trumps (betli / rebetli) or folded, so the settlement needs no card points.

Usage: python _gen.py [seed]   (prints the event index of every expected finding)
"""

import copy
import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent
SUITS = "HDSC"
NT_RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # no trumps, high -> low
DECK = [r + s for s in SUITS for r in NT_RANKS]
PLAYERS = ["Anna", "Béla", "Csilla"]


def suit(c):
    return c[-1]


def rank_nt(c):
    return NT_RANKS.index(c[:-1])  # smaller is higher


def bid(goals, red=False):
    return {"goals": list(goals), "red": red}


def deal_cards(rng, dealer):
    deck = DECK[:]
    rng.shuffle(deck)
    first = (dealer + 1) % 3
    hands = [[], [], []]
    pos = 0
    for off in range(3):
        seat = (dealer + 1 + off) % 3
        n = 12 if seat == first else 10
        hands[seat] = deck[pos : pos + n]
        pos += n
    return hands


def choose_discard(hand, rng, betli):
    if betli:  # lay away the two highest cards (a betli player's worry)
        return sorted(hand, key=rank_nt)[:2]
    return rng.sample(hand, 2)


def run_auction(rng, dealer, hands, steps, final_betli_seat):
    """steps: list of (seat, call) with call 'pass' or a bid dict.

    Every bid except the very first one takes the talon and discards two.  Returns events,
    the hands after the auction, and the talon."""
    hands = [h[:] for h in hands]
    talon = None
    events = []
    for i, (seat, call) in enumerate(steps):
        if call == "pass":
            events.append({"type": "bid", "seat": seat, "bid": "pass"})
            continue
        if talon is not None:
            events.append({"type": "take", "seat": seat, "cards": talon[:]})
            hands[seat].extend(talon)
        d = choose_discard(hands[seat], rng, seat == final_betli_seat)
        for c in d:
            hands[seat].remove(c)
        talon = d
        events.append({"type": "discard", "seat": seat, "cards": d[:]})
        events.append({"type": "bid", "seat": seat, "bid": call})
    return events, hands, talon


def legal_nt(hand, trick):
    if not trick:
        return hand[:]
    led = suit(trick[0])
    same = [c for c in hand if suit(c) == led]
    if not same:
        return hand[:]
    best = min((c for c in trick if suit(c) == led), key=rank_nt)
    over = [c for c in same if rank_nt(c) < rank_nt(best)]
    return over or same


def play_nt(rng, hands, leader, declarer):
    """Ten tricks without trumps; the declarer tries to lose every trick."""
    hands = [h[:] for h in hands]
    events = []
    won = [0, 0, 0]
    for _ in range(10):
        trick = []
        seats = []
        for k in range(3):
            seat = (leader + k) % 3
            legal = legal_nt(hands[seat], trick)
            if seat == declarer:
                card = sorted(legal, key=rank_nt)[-1]  # lowest legal
            else:
                card = rng.choice(legal)
            hands[seat].remove(card)
            trick.append(card)
            seats.append(seat)
            events.append({"type": "play", "seat": seat, "card": card})
        led = suit(trick[0])
        wi = min((i for i in range(3) if suit(trick[i]) == led), key=lambda i: rank_nt(trick[i]))
        leader = seats[wi]
        won[leader] += 1
    return events, won


def betli_payments(declarer, won, value, reason):
    out = []
    for d in range(3):
        if d == declarer:
            continue
        if won[declarer] == 0:
            out.append({"type": "payment", "from": d, "to": declarer, "amount": value, "reason": reason})
        else:
            out.append({"type": "payment", "from": declarer, "to": d, "amount": value, "reason": reason})
    if reason is None:
        for p in out:
            del p["reason"]
    return out


def transcript(desc, deal, rules=None):
    return {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": rules or {"preset": "standard"},
        "players": PLAYERS,
        "meta": {"description": desc},
        "deals": [deal],
    }


def played_deal(rng, dealer, steps, declarer, value, reason):
    """A deal whose auction ends in a betli-type contract for `declarer`."""
    hands = deal_cards(rng, dealer)
    ev, after, _talon = run_auction(rng, dealer, hands, steps, declarer)
    ev.append({"type": "announce", "seat": declarer, "items": [{"kind": "no-trump"}]})
    plays, won = play_nt(rng, after, declarer, declarer)
    ev += plays
    ev += betli_payments(declarer, won, value, reason)
    return {"dealer": dealer, "hands": hands, "events": ev}


def find(events, pred, nth=0):
    hits = [i for i, e in enumerate(events) if pred(e)]
    return hits[nth]


def main(seed):
    rng = random.Random(seed)
    files = {}
    notes = {}
    P, RP = bid(["party"]), bid(["party"], True)
    BET, REBET = bid(["betli"]), bid(["rebetli"])

    # 01 clean ladder: party -> red party (same goal in red) -> pass -> betli (bidder again)
    steps01 = [(1, P), (2, RP), (0, "pass"), (1, BET), (2, "pass"), (0, "pass"), (1, "pass")]
    d01 = played_deal(rng, 0, steps01, 1, 5, "betli")
    files["01-clean-ladder-betli"] = transcript(
        "Party, red party over it, a pass, the first bidder takes the talon back and bids betli; three passes end it.",
        d01,
    )

    # 02 too low: the red party replaced by a plain party (equal, not higher)
    d02 = copy.deepcopy(d01)
    i = find(d02["events"], lambda e: e["type"] == "bid" and e["seat"] == 2 and e["bid"] != "pass")
    d02["events"][i]["bid"] = bid(["party"])
    notes["02"] = ("illegal_bid", i)
    files["02-equal-bid-too-low"] = transcript("01 with Csilla's red party recorded as a plain party: not higher than the last bid.", d02)

    # 03 out of turn: the closing passes of 01 in the order Anna, Csilla instead of Csilla, Anna
    d03 = copy.deepcopy(d01)
    ev = d03["events"]
    j = find(ev, lambda e: e["type"] == "bid" and e["bid"] == bid(["betli"]))
    assert ev[j + 1] == {"type": "bid", "seat": 2, "bid": "pass"} and ev[j + 2]["seat"] == 0
    ev[j + 1], ev[j + 2] = ev[j + 2], ev[j + 1]
    notes["03"] = ("bid_out_of_turn", j + 1)
    files["03-pass-out-of-turn"] = transcript("01 with Anna passing before Csilla after the betli: Anna speaks out of turn.", d03)

    # 04 wrong payment: one betli payment 4 instead of 5
    d04 = copy.deepcopy(d01)
    k = find(d04["events"], lambda e: e["type"] == "payment")
    d04["events"][k]["amount"] = 4
    notes["04"] = ("wrong_payment", k)
    files["04-betli-wrong-payment"] = transcript("01 with the first betli payment recorded as 4, not 5.", d04)

    # 05 clean: party and three passes; the declarer names trumps and folds (2 to each)
    hands05 = deal_cards(rng, 1)
    ev05, _, _ = run_auction(rng, 1, hands05, [(2, P), (0, "pass"), (1, "pass"), (2, "pass")], None)
    ev05.append({"type": "announce", "seat": 2, "items": [{"kind": "trump", "suit": "S"}]})
    ev05.append({"type": "call", "seat": 2, "call": "fold"})
    ev05.append({"type": "payment", "from": 2, "to": 0, "amount": 2, "reason": "fold"})
    ev05.append({"type": "payment", "from": 2, "to": 1, "amount": 2, "reason": "fold"})
    d05 = {"dealer": 1, "hands": hands05, "events": ev05}
    files["05-clean-all-pass-fold"] = transcript(
        "Csilla (first bidder) bids party, all three pass, she names leaves and folds, paying 2 to each.", d05
    )

    # 06 wrong payment in the fold
    d06 = copy.deepcopy(d05)
    k = find(d06["events"], lambda e: e["type"] == "payment", 1)
    d06["events"][k]["amount"] = 1
    notes["06"] = ("wrong_payment", k)
    files["06-fold-wrong-payment"] = transcript("05 with the fold payment to Béla recorded as 1, not 2.", d06)

    # 07 fold of a red party (only the non-red party may fold)
    d07 = copy.deepcopy(d05)
    ev = d07["events"]
    b = find(ev, lambda e: e["type"] == "bid" and e["bid"] != "pass")
    ev[b]["bid"] = bid(["party"], True)
    a = find(ev, lambda e: e["type"] == "announce")
    del ev[a]  # red: hearts are trumps, nothing to name
    c = find(ev, lambda e: e["type"] == "call")
    notes["07"] = ("illegal_fold (guessed)", c)
    files["07-red-party-fold"] = transcript("05 with the party bid red: a red party may not fold.", d07)

    # 08 clean: pass, then bid later in the same auction (dealer 2, first bidder Anna)
    steps08 = [(0, P), (1, "pass"), (2, RP), (0, "pass"), (1, BET), (2, "pass"), (0, "pass"), (1, "pass")]
    d08 = played_deal(rng, 2, steps08, 1, 5, "betli")
    files["08-clean-pass-then-bid"] = transcript(
        "Béla passes, then bids betli later in the auction: allowed while it goes on.", d08
    )

    # 09 a bid after the auction has ended (three passes), take and discard the same two cards
    d09 = copy.deepcopy(d01)
    ev = d09["events"]
    a = find(ev, lambda e: e["type"] == "announce")
    last_disc = [e for e in ev[:a] if e["type"] == "discard"][-1]["cards"]
    ev[a:a] = [
        {"type": "take", "seat": 2, "cards": last_disc[:]},
        {"type": "discard", "seat": 2, "cards": last_disc[:]},
        {"type": "bid", "seat": 2, "bid": bid(["rebetli"])},
    ]
    notes["09"] = ("illegal_bid / bid_out_of_turn (guessed)", f"take {a}, bid {a + 2}")
    files["09-bid-after-auction-closed"] = transcript(
        "01 with Csilla taking the talon and bidding rebetli after the three closing passes.", d09
    )

    # 10 clean: betli raised by its own bidder to red betli (= rebetli, 10)
    steps10 = [(1, BET), (2, "pass"), (0, "pass"), (1, bid(["betli"], True)), (2, "pass"), (0, "pass"), (1, "pass")]
    d10 = played_deal(rng, 0, steps10, 1, 10, None)
    files["10-clean-red-betli"] = transcript(
        "Betli, two passes, the bidder takes his own discards back and bids red betli (rebetli, 10).", d10
    )

    # 11 illegal discard: the final declarer lays away one card, not two (08 base)
    d11 = copy.deepcopy(d08)
    ev = d11["events"]
    a = find(ev, lambda e: e["type"] == "announce")
    dd = [i for i in range(a) if ev[i]["type"] == "discard"][-1]
    ev[dd]["cards"] = ev[dd]["cards"][:1]
    notes["11"] = ("illegal_discard", dd)
    files["11-discard-one-card"] = transcript("08 with Béla's last discard one card, not two.", d11)

    # 12 clean: the ladder by points then fewer goals
    steps12 = [
        (1, P),
        (2, bid(["ulti"])),  # 5, two goals (party + ulti)
        (0, BET),  # 5, one goal: higher
        (1, bid(["40-100", "ulti"])),  # 8, two goals
        (2, bid(["40-100"], True)),  # 8, one goal: higher
        (0, REBET),  # 10
        (1, "pass"),
        (2, "pass"),
        (0, "pass"),
    ]
    d12 = played_deal(rng, 0, steps12, 0, 10, "rebetli")
    files["12-clean-ladder-fewer-goals"] = transcript(
        "Party, ulti (5, two goals), betli (5, one goal), 40-100 ulti (8, two), red 40-100 (8, one), rebetli; three passes.",
        d12,
    )

    # 13 too low: ulti (5, two goals) over betli (5, one goal): seat 2 and seat 0 swap calls
    d13 = copy.deepcopy(d12)
    ev = d13["events"]
    b2 = find(ev, lambda e: e["type"] == "bid" and e["bid"] == bid(["ulti"]))
    b0 = find(ev, lambda e: e["type"] == "bid" and e["bid"] == BET)
    ev[b2]["bid"], ev[b0]["bid"] = BET, bid(["ulti"])
    notes["13"] = ("illegal_bid", b0)
    files["13-ulti-over-betli-too-low"] = transcript(
        "12 with betli bid before ulti: ulti (5, two goals) ranks below betli (5, one goal).", d13
    )

    # 14 clean under durchmarsch_above_red: red ulti, then 40-100 durchmarsch, then rebetli
    steps14 = [
        (1, P),
        (2, bid(["ulti"], True)),  # 10, two goals
        (0, bid(["40-100", "durchmarsch"])),  # 10, two goals (9')
        (1, REBET),  # 10, one goal
        (2, "pass"),
        (0, "pass"),
        (1, "pass"),
    ]
    d14 = played_deal(rng, 0, steps14, 1, 10, "rebetli")
    files["14-clean-durch-above-red-option"] = transcript(
        "Red ulti, then 40-100 durchmarsch (above it under durchmarsch_above_red), then rebetli.",
        d14,
        {"preset": "standard", "bid_hierarchy": "durchmarsch_above_red"},
    )

    # 15 the same under the standard hierarchy: 40-100 durchmarsch equals red ulti (row 9/9')
    d15 = copy.deepcopy(d14)
    b = find(d15["events"], lambda e: e["type"] == "bid" and e["bid"] == bid(["40-100", "durchmarsch"]))
    notes["15"] = ("illegal_bid", b)
    files["15-durch-equal-red-ulti-standard"] = transcript(
        "14 under the standard hierarchy: 40-100 durchmarsch only equals red ulti, so it is too low.", d15
    )

    for old in OUT.glob("*.json"):
        old.unlink()
    for name, t in files.items():
        (OUT / f"{name}.json").write_text(json.dumps(t, indent=1, ensure_ascii=False) + "\n")
    for k, v in notes.items():
        print(k, v)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20260)
