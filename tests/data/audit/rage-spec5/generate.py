"""Writes the rage-spec5 transcripts from model.py and prints the figures for EXPECTED.md.

Run: python3 generate.py  (from this directory; it never imports the engine).
"""

from __future__ import annotations

import json
import random

from model import (
    NAMES,
    Retry,
    colour,
    render,
    session,
    totals,
    winners,
    write,
)

FIG: dict[str, dict] = {}


def try_seeds(build, start=1, tries=4000):
    for seed in range(start, start + tries):
        try:
            r = build(seed)
        except Retry:
            continue
        if r is not None:
            return seed, r
    raise SystemExit(f"no seed for {build}")


def n_bids(t, di):
    return sum(1 for e in t["deals"][di]["events"] if e["type"] == "bid")


def play_event(t, di, p):
    """index of the p-th play event (0-based) of deal di."""
    k = -1
    for i, e in enumerate(t["deals"][di]["events"]):
        if e["type"] == "play":
            k += 1
            if k == p:
                return i
    raise LookupError


def fig(name, deals, start_totals, extra=None):
    tot = totals(deals, start_totals)
    FIG[name] = {
        "per_deal": [
            {
                "round": d.round,
                "dealer": d.dealer,
                "bids": d.bids,
                "tricks": d.tricks if d.complete else None,
                "plus5": d.plus,
                "minus5": d.minus,
                "scores": d.scores if d.complete else None,
                "totals": tot[i],
                "winners": d.winners,
                "trumps": d.trumps,
            }
            for i, d in enumerate(deals)
        ],
        "final_totals": tot[-1],
        "winners": winners(tot[-1]) if deals[-1].round == 10 and deals[-1].complete else None,
    }
    if extra:
        FIG[name].update(extra)


# --------------------------------------------------------------------------- 01
def f01(seed):
    deals = session(seed, 4, 1, 10, 2)
    tot = totals(deals, [0] * 4)[-1]
    if len(winners(tot)) != 2:
        return None
    return deals


seed, deals = try_seeds(f01)
P4 = NAMES[:4]
t = render(deals, players=P4, meta={"event": "Klubový večer", "table": 1, "model_seed": seed})
write("01-full-session-tie-clean.json", t)
fig("01", deals, [0] * 4)

# --------------------------------------------------------------------------- 02
deals = session(202, 5, 1, 3, 0)
t = render(deals, players=NAMES[:5], hands=False, talon=True, write_totals=lambda i: False)
write("02-playonly-with-stock-clean.json", t)
fig("02", deals, [0] * 5)

# --------------------------------------------------------------------------- 03
st = [31, 12, 24]
deals = session(303, 3, 8, 3, 1)
t = render(
    deals,
    players=NAMES[:3],
    hands=False,
    talon=False,
    start={"round": 8, "totals": st},
    start_totals=st,
)
write("03-playonly-no-stock-excerpt-clean.json", t)
fig("03", deals, st)

# --------------------------------------------------------------------------- 04
st = [14, -3, 27, 8, 21, 2]
deals = session(404, 6, 5, 6, 3)
t = render(
    deals,
    players=NAMES[:6],
    start={"round": 5, "totals": st},
    start_totals=st,
    write_scores=lambda i: False,
)
write("04-excerpt-totals-only-clean.json", t)
fig("04", deals, st)

# --------------------------------------------------------------------------- 05
deals = session(505, 4, 1, 3, 0, per_deal={2: {"stop_after": 13}})
t = render(deals, players=P4)
write("05-stops-mid-play-clean.json", t)
fig("05", deals, [0] * 4)

# --------------------------------------------------------------------------- 06
deals = session(606, 5, 1, 10, 4)
t = render(
    deals,
    players=NAMES[:5],
    hands=False,
    talon=True,
    write_scores=lambda i: i <= 5,
    write_totals=lambda i: False,
)
write("06-scores-stop-after-round6-clean.json", t)
fig("06", deals, [0] * 5)

# --------------------------------------------------------------------------- 07
deals = session(707, 4, 1, 4, 1, pmo=True)
t = render(
    deals,
    players=P4,
    rules={"hidden_bid": True, "plus_minus_one": True},
    bid_mode="hidden",
    rng=random.Random(7),
)
write("07-hidden-bid-pmo-clean.json", t)
fig("07", deals, [0] * 4, {"bid_sums": [sum(d.bids) for d in deals]})

# --------------------------------------------------------------------------- 08
st = [40, 22, 35, 18, 9]
deals = session(808, 5, 7, 4, 2)
t = render(
    deals,
    players=NAMES[:5],
    rules={"secret_bid": True},
    start={"round": 7, "totals": st},
    start_totals=st,
    bid_mode="secret",
    write_totals=lambda i: False,
)
write("08-secret-bid-excerpt-clean.json", t)
fig("08", deals, st)

# --------------------------------------------------------------------------- 09
deals = session(909, 4, 1, 5, 1, dealers=[1, 2, 0, 1, 2])
t = render(deals, players=P4)
write("09-wrong-dealer-r3.json", t)
fig("09", deals, [0] * 4, {"fault": (2, None, "wrong_dealer")})

# --------------------------------------------------------------------------- 10
deals = session(1010, 4, 1, 3, 3)
t = render(deals, players=P4)
# deal 1: dealer 0; the dealer's bid is written first (the bid order was 1,2,3,0)
ev = t["deals"][1]["events"]
bids = ev[:4]
assert [b["seat"] for b in bids] == [1, 2, 3, 0]
t["deals"][1]["events"] = [bids[3]] + bids[:3] + ev[4:]
write("10-bid-out-of-turn-dealer-first.json", t)
fig("10", deals, [0] * 4, {"fault": (1, 0, "bid_out_of_turn")})

# --------------------------------------------------------------------------- 11
st = [12, 30, -4, 19]
deals = session(1111, 4, 6, 2, 2, per_deal={0: {"bids": [1, 2, 1, 6]}})
t = render(
    deals,
    players=P4,
    hands=False,
    talon=True,
    start={"round": 6, "totals": st},
    start_totals=st,
)
# bid order from dealer 2: seats 3, 0, 1, 2 -> seat 3's bid (6 with 5 cards) is event 0
assert t["deals"][0]["events"][0] == {"type": "bid", "seat": 3, "bid": 6}
write("11-bid-out-of-range-playonly.json", t)
fig("11", deals, st, {"fault": (0, 0, "bid_out_of_range")})


# --------------------------------------------------------------------------- 12
def f12(seed):
    # trick 3 of deal 0 led by a seat that did not win trick 2
    rng = random.Random(seed)
    wrong = rng.randrange(4)
    deals = session(seed, 4, 1, 2, 0, per_deal={0: {"lead_override": {3: wrong}}})
    if deals[0].winners[2] == wrong:
        return None
    return deals, wrong


seed, (deals, wrong) = try_seeds(f12, 1200)
t = render(deals, players=P4)
idx = play_event(t, 0, 12)  # 4 players, trick 3 starts with play 12
assert t["deals"][0]["events"][idx]["seat"] == wrong
write("12-lead-out-of-turn.json", t)
fig(
    "12",
    deals,
    [0] * 4,
    {"fault": (0, idx, "out_of_turn"), "wrong_leader": wrong, "due": deals[0].winners[2]},
)


# --------------------------------------------------------------------------- 13
def f13(seed):
    picked = {}

    def swap(card, d):
        # the record writes a card of the same colour that lies deep in the stock
        c = colour(card)
        if not c:
            raise Retry
        deep = [x for x in d.talon[15:] if colour(x) == c]
        if not deep:
            raise Retry
        picked["card"] = deep[0]
        picked["real"] = card
        return deep[0]

    deals = session(seed, 3, 4, 2, 0, per_deal={0: {"replace": {(2, 2): swap}}})
    return deals, picked


seed, (deals, picked) = try_seeds(f13, 1300)
st = [22, 5, 17]
t = render(
    deals,
    players=NAMES[:3],
    hands=False,
    talon=True,
    start={"round": 4, "totals": st},
    start_totals=st,
)
# find the play of seat 2 in trick 2 (plays 6..8)
idx = next(
    play_event(t, 0, p)
    for p in range(6, 9)
    if t["deals"][0]["events"][play_event(t, 0, p)]["seat"] == 2
)
assert t["deals"][0]["events"][idx]["card"] == picked["card"]
write("13-card-from-stock-playonly.json", t)
fig("13", deals, st, {"fault": (0, idx, "card_not_in_hand"), **picked})


# --------------------------------------------------------------------------- 14
def revoke_hook(hand, led, trump, trick):
    if led is None or not any(colour(c) == led for c in hand):
        return None
    other = [c for c in hand if colour(c) and colour(c) != led and colour(c) != trump]
    return other[0] if other else None


def f14(seed):
    rng = random.Random(seed)
    seat = rng.randrange(4)
    deals = session(seed, 4, 1, 2, 3, per_deal={1: {"forced": {(1, seat): revoke_hook}}})
    # the revoking seat must not lead trick 1
    d = deals[1]
    if d.plays[4][0] == seat:
        return None
    return deals, seat


seed, (deals, seat) = try_seeds(f14, 1400)
t = render(deals, players=P4, hands=False, talon=False)
d = deals[1]
p_revoke = next(p for p in range(4, 8) if d.plays[p][0] == seat)
led = next(colour(c) or nm for s, c, nm in d.plays[4:8] if colour(c) or c == "WILD")
p_later = next(
    p for p in range(8, len(d.plays)) if d.plays[p][0] == seat and colour(d.plays[p][1]) == led
)
write("14-revoke-provable-playonly.json", t)
fig(
    "14",
    deals,
    [0] * 4,
    {
        "fault": (1, play_event(t, 1, p_revoke), "revoke"),
        "proof_event": play_event(t, 1, p_later),
        "revoker": seat,
        "led": led,
        "revoke_card": d.plays[p_revoke][1],
        "later_card": d.plays[p_later][1],
    },
)

# --------------------------------------------------------------------------- 15
st = [18, 26, 3, 11, 30]


def f15(seed):
    deals = session(seed, 5, 4, 3, 1)
    d = deals[1]
    missed = [s for s in range(5) if d.bids[s] != d.tricks[s]]
    return (deals, missed[0]) if missed else None


seed, (deals, bad) = try_seeds(f15, 1500)
good = deals[1].scores[bad]
# the sheet wrote the missed bid as made: +10 instead of -5
deals[1].scores[bad] = good + 15
t = render(
    deals, players=NAMES[:5], start={"round": 4, "totals": st}, start_totals=st
)
deals[1].scores[bad] = good
idx = next(
    i
    for i, e in enumerate(t["deals"][1]["events"])
    if e["type"] == "score" and e["party"] == bad
)
write("15-wrong-score-excerpt.json", t)
fig("15", deals, st, {"fault": (1, idx, "wrong_score"), "seat": bad, "written": good + 15, "right": good})

# --------------------------------------------------------------------------- 16
deals = session(1616, 3, 1, 10, 0)
t = render(deals, players=NAMES[:3], hands=False, talon=True, write_scores=lambda i: False)
# deal 4: seat 1's total written 10 too high; later totals carry the slip (sheet arithmetic)
for di in range(4, 10):
    for e in t["deals"][di]["events"]:
        if e["type"] == "total" and e["party"] == 1:
            e["points"] += 10
idx = next(
    i for i, e in enumerate(t["deals"][4]["events"]) if e["type"] == "total" and e["party"] == 1
)
write("16-wrong-total-totals-only.json", t)
fig("16", deals, [0] * 3, {"fault": (4, idx, "wrong_total")})


# --------------------------------------------------------------------------- 17
def f17(seed):
    # round 3 (8 cards): the four bids written add up to 8
    rng = random.Random(seed)
    b = [rng.randint(0, 4) for _ in range(3)]
    last = 8 - sum(b)
    if not 0 <= last <= 8:
        return None
    bids = [None] * 4
    order = [1, 2, 3, 0]  # dealer 0
    for s, v in zip(order, b + [last], strict=True):
        bids[s] = v
    deals = session(seed, 4, 3, 2, 0, pmo=True, per_deal={0: {"bids": bids}})
    return deals


seed, deals = try_seeds(f17, 1700)
st = [9, 21, -2, 14]
t = render(
    deals,
    players=P4,
    rules={"hidden_bid": True, "plus_minus_one": True},
    start={"round": 3, "totals": st},
    start_totals=st,
    bid_mode="hidden",
    rng=random.Random(17),
)
# the hidden bids as the scorer wrote them down: seats 2, 0, 3, 1 (the dealer, seat 0, not last)
for dl, order in ((t["deals"][0], [2, 0, 3, 1]), (t["deals"][1], [3, 1, 0, 2])):
    bids = {e["seat"]: e for e in dl["events"] if e["type"] == "bid"}
    dl["events"] = [bids[s] for s in order] + [e for e in dl["events"] if e["type"] != "bid"]
write("17-hidden-bid-pmo-sum-equal.json", t)
fig(
    "17",
    deals,
    st,
    {
        "fault": (0, 1, "bid_forbidden_plus_minus_one"),
        "recorded_bid_order": [e["seat"] for e in t["deals"][0]["events"][:4]],
    },
)


# --------------------------------------------------------------------------- 18
def action_hook(hand, led, trump, trick):
    if led is None or not any(colour(c) == led for c in hand):
        return None
    acts = [c for c in hand if c in ("PLUS5", "MINUS5")]
    return acts[0] if acts else None


def f18(seed):
    rng = random.Random(seed)
    seat = rng.randrange(4)
    tr = rng.randrange(3)
    deals = session(seed, 4, 5, 1, 2, per_deal={0: {"forced": {(tr, seat): action_hook}}})
    d = deals[0]
    if d.plays[4 * tr][0] == seat:
        return None
    return deals, seat, tr


seed, (deals, seat, tr) = try_seeds(f18, 1800)
st = [15, 15, 8, 26]
t = render(
    deals,
    players=P4,
    hands=False,
    talon=True,
    start={"round": 5, "totals": st},
    start_totals=st,
)
d = deals[0]
p_act = next(p for p in range(4 * tr, 4 * tr + 4) if d.plays[p][0] == seat)
led = next(colour(c) or nm for s, c, nm in d.plays[4 * tr : 4 * tr + 4] if colour(c) or c == "WILD")
p_later = next(
    p
    for p in range(4 * tr + 4, len(d.plays))
    if d.plays[p][0] == seat and colour(d.plays[p][1]) == led
)
write("18-action-card-while-able-playonly.json", t)
fig(
    "18",
    deals,
    st,
    {
        "fault": (0, play_event(t, 0, p_act), "action_card_while_able_to_follow"),
        "proof_event": play_event(t, 0, p_later),
        "seat": seat,
        "led": led,
        "action_card": d.plays[p_act][1],
        "later_card": d.plays[p_later][1],
    },
)

with open("figures.out", "w", encoding="utf-8") as fh:
    json.dump(FIG, fh, ensure_ascii=False, indent=1, default=str)
print(json.dumps({k: {kk: v[kk] for kk in v if kk != "per_deal"} for k, v in FIG.items()}, ensure_ascii=False, indent=1, default=str))
