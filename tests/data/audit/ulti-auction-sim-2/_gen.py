"""Blind, seedable auction simulator for the ulti-auction-sim-2 audit round.

No import of validator.  Each transcript is written from an auction script (who bids what, in
turn); the simulator deals, carries the face-down talon round the table (take 2, discard 2
before each bid; a pass hands it on unseen), closes the auction after three passes in a row,
names trumps, plays ten legal tricks (follow, trump, overtake) and, where the final contract is
one whose result needs no judgement call, writes the settlement as payments.

Seeds are searched from the file's base seed until the deal avoids every case the blind reading
cannot settle (a held marriage, a trump seven in the last trick, a side taking all ten tricks,
a 45-45 party).

Usage: python _gen.py [base_seed_offset]
"""

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent
SUITS = "HDSC"
T_RANKS = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps, high -> low
NT_RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # without trumps
DECK = [r + s for s in SUITS for r in NT_RANKS]
PLAYERS = ["Anna", "Béla", "Csilla"]
OFFSET = int(sys.argv[1]) if len(sys.argv) > 1 else 0

# standard point table (source main text); UltiNet only where noted
VAL = {
    "party": 1,
    "ulti": 4,
    "40-100": 4,
    "20-100": 8,
    "durchmarsch": 6,
    "betli": 5,
    "rebetli": 10,
    "redurchmarsch": 12,
    "open-betli": 20,
}
NO_TRUMP_GOALS = {"betli", "rebetli", "open-betli", "redurchmarsch"}


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def bid(goals, red=False):
    return {"goals": list(goals), "red": red}


def no_trumps(b):
    g = set(b["goals"])
    if g & NO_TRUMP_GOALS:
        return True
    return g == {"durchmarsch"} and not b.get("red")  # lone durchmarsch, no trump named


def beats(a, b, led, trump):
    """Does card a beat card b (b currently winning), led suit `led`?"""
    ranks = NT_RANKS if trump is None else T_RANKS
    if suit(a) == suit(b):
        return ranks.index(rank(a)) < ranks.index(rank(b))
    return trump is not None and suit(a) == trump


def winner_idx(cards, trump):
    best = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[best], suit(cards[0]), trump):
            best = i
    return best


def legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = suit(trick[0])
    cur = trick[winner_idx(trick, trump)]
    cand = [c for c in hand if suit(c) == led]
    if not cand and trump is not None:
        cand = [c for c in hand if suit(c) == trump]
    if not cand:
        return list(hand)
    better = [c for c in cand if beats(c, cur, led, trump)]
    return better or cand


def marriages(hand):
    return [s for s in SUITS if "K" + s in hand and "Q" + s in hand]


def points(cards):
    return sum(10 for c in cards if rank(c) in ("A", "10"))


class Bad(Exception):
    pass


def discard_pick(hand, rng, how):
    if how == "high":  # a betli player's worry: lay away the highest
        return sorted(hand, key=lambda c: NT_RANKS.index(rank(c)))[:2]
    if how == "aces_tens":  # lay away point cards (durchmarsch: no card points anyway)
        at = [c for c in hand if rank(c) in ("A", "10")]
        if len(at) >= 2:
            return rng.sample(at, 2)
        raise Bad("no two point cards")
    if how == "low":
        low = [c for c in hand if rank(c) in ("7", "8", "9", "J")]
        if len(low) >= 2:
            return rng.sample(low, 2)
        raise Bad("no two low cards")
    return rng.sample(hand, 2)


def simulate(spec, seed):
    rng = random.Random(seed)
    n_deals = spec["deals"]
    deals = []
    for dspec in n_deals:
        dealer = dspec["dealer"]
        deck = DECK[:]
        rng.shuffle(deck)
        first = (dealer + 1) % 3
        hands, pos = [[], [], []], 0
        for off in range(3):
            seat = (dealer + 1 + off) % 3
            n = 12 if seat == first else 10
            hands[seat] = deck[pos : pos + n]
            pos += n
        dealt = [h[:] for h in hands]
        ev = []
        notes = {}
        talon = []
        standing, declarer, contract = None, None, None
        for step in dspec["auction"]:
            seat, call = step["seat"], step["call"]
            kind = step.get("kind", "normal")
            if kind == "first":  # first bidder: discard, then call
                dc = discard_pick(hands[seat], rng, step.get("discard", "rand"))
                for c in dc:
                    hands[seat].remove(c)
                talon = dc
                ev.append({"type": "discard", "seat": seat, "cards": dc})
            elif step.get("take", call != "pass"):
                ev.append({"type": "take", "seat": seat, "cards": talon[:]})
                if step.get("tag") == "take":
                    notes[step["label"]] = len(ev) - 1
                hands[seat].extend(talon)
                n = step.get("n_discard", 2)
                how = step.get("discard", "rand")
                if n == 2:
                    dc = discard_pick(hands[seat], rng, how)
                else:
                    pool = [c for c in hands[seat] if rank(c) in ("7", "8", "9")]
                    dc = rng.sample(pool, n)
                for c in dc:
                    hands[seat].remove(c)
                talon = dc
                ev.append({"type": "discard", "seat": seat, "cards": dc})
                if step.get("tag") == "discard":
                    notes[step["label"]] = len(ev) - 1
            ev.append({"type": "bid", "seat": seat, "bid": call})
            if step.get("tag") == "bid":
                notes[step["label"]] = len(ev) - 1
            if call != "pass" and not step.get("void"):
                standing, declarer = call, seat
        contract = standing
        if "final" in dspec:
            contract, declarer = dspec["final"]
        # trumps
        if no_trumps(contract):
            trump = None
        elif contract.get("red"):
            trump = "H"
        else:
            h = hands[declarer]
            trump = max("DSC", key=lambda s: (sum(1 for c in h if suit(c) == s), s))
            ev.append({"type": "announce", "seat": declarer, "items": [{"kind": "trump", "suit": trump}]})
        # a held marriage would leave 20/40 questions open in a trump game: avoid
        if trump is not None and any(marriages(hands[s]) for s in range(3)):
            raise Bad("marriage held")
        if any(len(hands[s]) != 10 for s in range(3)) and not dspec.get("odd_hand"):
            raise Bad("hand size")
        # play
        hs = [h[:] for h in hands]
        leader = declarer
        won = [[], [], []]
        tricks = [0, 0, 0]
        last = None
        for _t in range(10):
            trick, seats = [], []
            for k in range(3):
                s = (leader + k) % 3
                opts = legal(hs[s], trick, trump)
                c = rng.choice(opts)
                hs[s].remove(c)
                trick.append(c)
                seats.append(s)
                ev.append({"type": "play", "seat": s, "card": c})
            w = seats[winner_idx(trick, trump)]
            won[w].extend(trick)
            tricks[w] += 1
            leader = w
            last = (trick, w)
        if trump is not None:
            if "7" + trump in last[0]:
                raise Bad("trump seven in last trick")
        decl_tricks = tricks[declarer]
        if decl_tricks in (0, 10) and trump is not None:
            raise Bad("all tricks to one side")
        defs = [s for s in range(3) if s != declarer]
        # settlement
        pay = []
        goals = set(contract["goals"])
        mult = 2 if contract.get("red") else 1
        if dspec.get("payments"):
            if goals == {"party"}:
                dp = points(won[declarer]) + (10 if last[1] == declarer else 0)
                if dp == 45:
                    raise Bad("45-45")
                ok = dp > 45
                amt, reason = VAL["party"] * mult, "party"
                notes["declarer_points"] = dp
            elif goals & {"betli", "rebetli"}:
                g = "rebetli" if "rebetli" in goals else "betli"
                ok, amt, reason = decl_tricks == 0, VAL[g], g
            elif goals == {"durchmarsch"} or goals == {"redurchmarsch"}:
                g = next(iter(goals))
                ok, amt, reason = decl_tricks == 10, VAL[g], g
            else:
                raise RuntimeError(f"no payment rule for {contract}")
            for s in defs:
                if ok:
                    pay.append(
                        {"type": "payment", "from": s, "to": declarer, "amount": amt, "reason": reason}
                    )
                else:
                    pay.append(
                        {"type": "payment", "from": declarer, "to": s, "amount": amt, "reason": reason}
                    )
            notes["contract_won"] = ok
        ev.extend(pay)
        for extra in dspec.get("after_auction", []):
            # insert an event right after the last auction call
            idx = max(i for i, e in enumerate(ev) if e["type"] == "bid") + 1
            ev.insert(idx, extra)
            notes[extra.get("note", "extra")] = idx
        notes["declarer"] = declarer
        notes["trump"] = trump
        notes["tricks"] = tricks
        deals.append(({"dealer": dealer, "hands": dealt, "events": ev}, notes))
    return deals


P = "pass"
PARTY = bid(["party"])


def S(seat, call, **kw):
    d = {"seat": seat, "call": call}
    d.update(kw)
    return d


FILES = []


def spec(name, base, deals, rules=None, desc=""):
    FILES.append(
        {"name": name, "base": base, "deals": deals, "rules": rules or {"preset": "standard"}, "desc": desc}
    )


# 01: the talon goes round four times; seats take it back after passing and after being outbid
spec(
    "01-clean-talon-rounds",
    1000,
    [
        {
            "dealer": 0,
            "payments": True,
            "auction": [
                S(1, PARTY, kind="first"),
                S(2, bid(["party"], True)),
                S(0, P),
                S(1, bid(["40-100"])),  # outbid, takes it back
                S(2, P),
                S(0, bid(["party", "ulti"])),  # passed before, takes it now
                S(1, P),
                S(2, bid(["betli"]), discard="high"),  # passed before, takes it back
                S(0, P),
                S(1, P),
                S(2, P),
            ],
        },
        {
            "dealer": 1,
            "payments": True,
            "auction": [
                S(2, PARTY, kind="first"),
                S(0, P),
                S(1, bid(["durchmarsch"])),
                S(2, P),
                S(0, bid(["rebetli"]), discard="high"),
                S(1, P),
                S(2, P),
                S(0, P),
            ],
        },
    ],
    desc="Two deals; the talon passes round several times, seats take it back after passing.",
)

# 02: the same goals bid again in red
spec(
    "02-clean-same-goals-red",
    2000,
    [
        {
            "dealer": 0,
            "payments": True,
            "auction": [
                S(1, PARTY, kind="first"),
                S(2, P),
                S(0, bid(["party"], True)),
                S(1, P),
                S(2, P),
                S(0, P),
            ],
        },
        {
            "dealer": 1,
            "payments": True,
            "auction": [
                S(2, bid(["40-100"]), kind="first"),
                S(0, P),
                S(1, bid(["40-100"], True)),
                S(2, bid(["redurchmarsch"])),
                S(0, P),
                S(1, P),
                S(2, P),
            ],
        },
    ],
    desc="Party then red party; 40-100 then red 40-100, then redurchmarsch.",
)

# 03: equal value, fewer goals ranks higher (ulti 5/2 < betli 5/1; 40-100+ulti 8/2 < 20-100 8/1)
spec(
    "03-clean-equal-fewer-goals",
    3000,
    [
        {
            "dealer": 2,
            "auction": [
                S(0, bid(["party", "ulti"]), kind="first"),
                S(1, bid(["betli"])),
                S(2, bid(["40-100", "ulti"])),
                S(0, bid(["20-100"])),
                S(1, P),
                S(2, P),
                S(0, P),
            ],
        }
    ],
    desc="Bids of equal points with fewer goals; 20-100 played (no payments written).",
)

# 04: the last bidder takes the talon back and raises his own bid; durchmarsch, point cards laid away
spec(
    "04-clean-holder-raises-own-durch-points-away",
    4000,
    [
        {
            "dealer": 0,
            "payments": True,
            "auction": [
                S(1, PARTY, kind="first"),
                S(2, P),
                S(0, P),
                S(1, bid(["durchmarsch"]), discard="aces_tens"),
                S(2, P),
                S(0, P),
                S(1, P),
            ],
        }
    ],
    desc="Holder raises over himself after two passes; no-trump durchmarsch with point cards (A/10) laid away.",
)

# 05: the first bid stands, everyone passes (the bidder too)
spec(
    "05-clean-first-bid-stands",
    5000,
    [
        {
            "dealer": 1,
            "payments": True,
            "auction": [S(2, PARTY, kind="first"), S(0, P), S(1, P), S(2, P)],
        }
    ],
    desc="Party bid first, three passes, played (not folded).",
)

# 06: four aces allowed (option); party+four aces 5/2 < betli 5/1; 40-100+four aces played
spec(
    "06-clean-four-aces-ladder",
    6000,
    [
        {
            "dealer": 2,
            "auction": [
                S(0, PARTY, kind="first"),
                S(1, bid(["party", "four-aces"])),
                S(2, bid(["betli"])),
                S(0, bid(["40-100", "four-aces"])),
                S(1, P),
                S(2, P),
                S(0, P),
            ],
        }
    ],
    rules={"preset": "standard", "four_aces": True},
    desc="Four aces enabled: party+four aces, betli above it, 40-100 with four aces.",
)

# 07: UltiNet: four aces 3, four tens 9, points only
spec(
    "07-clean-ultinet-four-tens",
    7000,
    [
        {
            "dealer": 0,
            "auction": [
                S(1, PARTY, kind="first"),
                S(2, bid(["party", "four-aces"])),
                S(0, bid(["40-100"])),
                S(1, bid(["betli"])),
                S(2, bid(["party", "four-tens"])),
                S(0, P),
                S(1, P),
                S(2, P),
            ],
        }
    ],
    rules={"preset": "ultinet"},
    desc="UltiNet ladder 1,3,4,5,9; four tens played (no payments written).",
)

# 08: a bid not above the standing one (5 points with two goals over betli 5 with one)
spec(
    "08-fault-equal-more-goals",
    8000,
    [
        {
            "dealer": 0,
            "auction": [
                S(1, PARTY, kind="first"),
                S(2, bid(["betli"])),
                S(0, bid(["party", "ulti"]), tag="bid", label="fault", void=True),
                S(1, bid(["rebetli"]), discard="high"),
                S(2, P),
                S(0, P),
                S(1, P),
            ],
        }
    ],
    desc="Ulti (5, two goals) over betli (5, one goal) is not higher.",
)

# 09: a take out of turn (seat 0 takes while seat 2 is to act)
spec(
    "09-fault-take-out-of-turn",
    9000,
    [
        {
            "dealer": 0,
            "auction": [
                S(1, PARTY, kind="first"),
                S(0, bid(["party"], True), tag="take", label="fault"),
                S(1, P),
                S(2, P),
                S(0, P),
            ],
        }
    ],
    desc="Seat 0 takes the talon and bids red party while seat 2 was to act.",
)

# 10: a discard of one card
spec(
    "10-fault-discard-one-card",
    10000,
    [
        {
            "dealer": 0,
            "odd_hand": True,
            "auction": [
                S(1, PARTY, kind="first"),
                S(2, P),
                S(0, bid(["party"], True), n_discard=1, tag="discard", label="fault"),
                S(1, P),
                S(2, P),
                S(0, P),
            ],
        }
    ],
    desc="The red-party declarer lays away one card (keeps eleven; one never played).",
)

# 11: the first bidder writes pass
spec(
    "11-fault-first-bidder-passes",
    11000,
    [
        {
            "dealer": 1,
            "auction": [
                S(2, P, kind="first", tag="bid", label="fault"),
                S(0, PARTY),
                S(1, P),
                S(2, P),
                S(0, P),
            ],
        }
    ],
    desc="The first bidder discards and passes; seat 0 takes and bids party.",
)

# 12: a seat takes the talon, lays away two, then passes
spec(
    "12-fault-take-then-pass",
    12000,
    [
        {
            "dealer": 2,
            "auction": [
                S(0, PARTY, kind="first"),
                S(1, P, take=True, tag="bid", label="fault"),
                S(2, P),
                S(0, P),
            ],
        }
    ],
    desc="Seat 1 takes the talon and discards, then passes.",
)

# 13: a bid after the auction ended
spec(
    "13-fault-bid-after-end",
    13000,
    [
        {
            "dealer": 0,
            "auction": [
                S(1, PARTY, kind="first"),
                S(2, bid(["betli"])),
                S(0, P),
                S(1, P),
                S(2, P),
                S(0, bid(["durchmarsch"]), take=False, tag="bid", label="fault", void=True),
            ],
        }
    ],
    desc="After three passes seat 0 calls durchmarsch (no take); betli by seat 2 is played.",
)

# 14: UltiNet, points only: ulti (4, party not counted) over 40-100 (4) is not higher
spec(
    "14-fault-ultinet-equal-points",
    14000,
    [
        {
            "dealer": 0,
            "auction": [
                S(1, PARTY, kind="first"),
                S(2, bid(["40-100"])),
                S(0, bid(["party", "ulti"]), tag="bid", label="fault", void=True),
                S(1, bid(["betli"])),
                S(2, P),
                S(0, P),
                S(1, P),
            ],
        }
    ],
    rules={"preset": "ultinet"},
    desc="UltiNet: party+ulti counts 4, equal to 40-100, so not higher.",
)

# 15: four aces with durchmarsch (they do not combine)
spec(
    "15-fault-four-aces-with-durch",
    15000,
    [
        {
            "dealer": 0,
            "auction": [
                S(1, PARTY, kind="first"),
                S(2, bid(["four-aces", "durchmarsch"]), tag="bid", label="fault", void=True),
                S(0, bid(["party"], True)),
                S(1, P),
                S(2, P),
                S(0, P),
            ],
        }
    ],
    rules={"preset": "standard", "four_aces": True},
    desc="Four aces and durchmarsch bid together (not combinable); red party by seat 0 stands.",
)


def main():
    for f in FILES:
        seed = f["base"] + OFFSET
        while True:
            try:
                deals = simulate(f, seed)
                break
            except Bad:
                seed += 1
        tr = {
            "format": "trick-transcript/1",
            "game": "ulti",
            "rules": f["rules"],
            "players": PLAYERS,
            "meta": {"round": "ulti-auction-sim-2", "seed": seed, "description": f["desc"]},
            "deals": [d for d, _ in deals],
        }
        (OUT / (f["name"] + ".json")).write_text(json.dumps(tr, ensure_ascii=False, indent=1) + "\n")
        print(f["name"], "seed", seed)
        for i, (d, notes) in enumerate(deals):
            print("   deal", i, notes, "events", len(d["events"]))


if __name__ == "__main__":
    main()
