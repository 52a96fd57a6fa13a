import copy
import json
import os
from _common import dump, HERE

NOTES = {}


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return json.load(f)


def x1():
    t = load("10-galician-3p-solo-pool-off-score-sheet.json")
    d = t["deals"][0]
    # a black pip written like a red one: the Galician black pips are 10S/10C; "1S" is no card of the game
    k = [i for i, c in enumerate(d["talon"]) if c in ("10S", "10C")]
    if k:
        i = k[0]
        old = d["talon"][i]
        d["talon"][i] = "1" + old[-1]
    else:
        i = 0
        old = d["talon"][0]
        d["talon"][0] = "1S"
    dump("18-reject-galician-black-pip-written-as-1.json", t)
    NOTES["18"] = dict(pointer="/deals/0/talon/%d" % i, old=old, new=d["talon"][i])
    return NOTES["18"]


def x2():
    t = load("08-ulti-score-sheet-no-payments-overtake-fault.json")
    d = t["deals"][0]
    c = d["hands"][0][3]
    j = 4
    old = d["hands"][2][j]
    d["hands"][2][j] = c
    dump("19-reject-ulti-card-dealt-twice.json", t)
    NOTES["19"] = dict(pointer="/deals/0/hands/2/%d" % j, card=c, replaced=old)
    return NOTES["19"]


def x3():
    t = load("01-rage-4p-midsession-pm1-no-preset.json")
    d = t["deals"][1]
    # after the first trick (4 plays after 4 bids) the app writes who took it
    k = 8
    d["events"].insert(k, {"type": "trick", "seat": d["events"][k - 1]["seat"], "note": "trick 1 taken"})
    dump("20-reject-rage-trick-event-recorded.json", t)
    NOTES["20"] = dict(pointer="/deals/1/events/%d/type" % k)
    return NOTES["20"]


def x4():
    t = load("16-terziglio-gioco-exchange-all-tricks-scores-no-reason.json")
    t["rules"] = {"preset": "standard", "widow": 6}
    dump("21-reject-terziglio-widow-6.json", t)
    NOTES["21"] = dict(pointer="/rules/widow")
    return NOTES["21"]


def x5():
    t = load("06-danish-3p-joker-only-redeal-then-deal-payments-no-reasons.json")
    d = t["deals"][1]
    k = [i for i, e in enumerate(d["events"]) if e["type"] == "payment"][-1]
    d["events"][k]["to"] = 3  # the pools are shared by three seats; seat 3 does not exist
    dump("22-reject-danish-payment-to-seat-3-of-3.json", t)
    NOTES["22"] = dict(pointer="/deals/1/events/%d/to" % k, event=d["events"][k])
    return NOTES["22"]


def x6():
    t = load("12-ottocento-talon-take-declarations-team-sheet.json")
    t["rules"] = {"preset": "torneo"}
    dump("23-reject-ottocento-unknown-preset.json", t)
    NOTES["23"] = dict(pointer="/rules/preset")
    return NOTES["23"]


if __name__ == "__main__":
    for f in (x1, x2, x3, x4, x5, x6):
        print(f.__name__, f())
