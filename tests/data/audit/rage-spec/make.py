"""Builds the rage-spec audit corpus. Run: python make.py (from this folder)."""

import json

from gen import Cheat, build, colour, value

P3 = ["Anička", "Bohouš", "Katka"]
P4 = P3 + ["Dalibor"]
P5 = P4 + ["Eva"]
P6 = P5 + ["František"]
P8 = P6 + ["Gabriela", "Hynek"]

ALL = {}


def run(name, *a, **kw):
    info, exp = build(name, *a, **kw)
    ALL[name] = dict(info=info, expected=exp)
    return info


# ---- clean records ----
run("01-4p-full-standard.json", P4, 1, 10, 0, 101)
run("02-3p-full-pm1-durch.json", P3, 1, 10, 2, 202, rules={"plus_minus_one": True, "durch": True})
run("03-5p-start-totals-r6-hidden.json", P5, 6, 5, 1, 303, rules={"hidden_bid": True},
    start=[12, -3, 25, 7, 0])


def find_durch(seed0):
    for s in range(seed0, seed0 + 500):
        info, _ = build("04-6p-durch-r7.json", P6, 7, 4, 4, s, rules={"durch": True},
                        start=[40, 31, 18, 22, 9, 27])
        if any(max(d["tricks"]) == d["k"] and d["k"] > 1 for d in info):
            return s
    raise SystemExit("no durch")


sd = find_durch(400)
run("04-6p-durch-r7.json", P6, 7, 4, 4, sd, rules={"durch": True}, start=[40, 31, 18, 22, 9, 27])
run("05-8p-hidden-seat-order.json", P8, 1, 3, 3, 505, rules={"hidden_bid": True}, bid_order="seat")
run("06-4p-secret.json", P4, 1, 4, 1, 606, rules={"secret_bid": True})
run("07-4p-secret-bids-at-end.json", P4, 8, 3, 2, 707, rules={"secret_bid": True},
    start=[60, 44, 51, 38], bids_after=True)
run("08-5p-play-only.json", P5, 1, 3, 0, 808, hands_null=True)

# ---- one planted fault each ----
c = Cheat(1, "revoke")
info = run("09-4p-revoke.json", P4, 1, 3, 0, 909, chooser=c)
ALL["09-4p-revoke.json"]["expected"] = [(1, 4 + c.index, "revoke")]

c = Cheat(0, "action")
info = run("10-5p-action-while-able.json", P5, 3, 2, 2, 1010, chooser=c)
ALL["10-5p-action-while-able.json"]["expected"] = [(0, 5 + c.index, "action_card_while_able_to_follow")]


def swap_bids(ri, d, res, sc, totals):
    if ri == 1:
        ev = d["events"]
        ev[0], ev[1] = ev[1], ev[0]
        return [(0, "bid_out_of_turn")]


run("11-3p-bid-out-of-turn.json", P3, 4, 3, 1, 1111, mutate=swap_bids)
run("12-4p-pm1-forbidden.json", P4, 2, 3, 3, 1212, rules={"plus_minus_one": True}, pm1_force=2,
    mutate=lambda ri, d, res, sc, t: [(3, "bid_forbidden_plus_minus_one")] if ri == 2 else None)


def wrong_score(ri, d, res, sc, totals):
    if ri == 1:
        for i, e in enumerate(d["events"]):
            if e["type"] == "score" and e["party"] == 4:
                e["points"] += 5
                e["note"] = "keeper's slip"
                return [(i, "score_mismatch")]


run("13-6p-wrong-score.json", P6, 5, 3, 5, 1313, record_totals=False, mutate=wrong_score)


def wrong_total(ri, d, res, sc, totals):
    if ri == 3:
        for i, e in enumerate(d["events"]):
            if e["type"] == "total" and e["party"] == 2:
                e["points"] += 10
                return [(i, "total_mismatch")]


run("14-4p-wrong-total.json", P4, 7, 4, 0, 1414, mutate=wrong_total)


def not_in_hand(ri, d, res, sc, totals):
    if ri != 0:
        return None
    n = len(d["hands"])
    k = len(d["hands"][0])
    trick, trump, w = res["trick_log"][-1]
    plays = [e for e in d["events"] if e["type"] == "play"]
    first_play = next(i for i, e in enumerate(d["events"]) if e["type"] == "play")
    base = len(plays) - n
    for j, (seat, card, _nm) in enumerate(trick):
        if seat == w or not colour(card) or colour(card) == trump:
            continue
        for tc in d["talon"][12:]:
            if colour(tc) == colour(card) and value(tc) < value(card):
                ev = first_play + base + j
                assert d["events"][ev]["card"] == card
                d["events"][ev]["card"] = tc
                return [(ev, "card_not_in_hand")]
    raise SystemExit("no card-not-in-hand spot")


run("15-3p-card-not-in-hand.json", P3, 6, 2, 0, 1515, mutate=not_in_hand)

json.dump(ALL, open("computed_tricks.txt", "w"), ensure_ascii=False, indent=1)
