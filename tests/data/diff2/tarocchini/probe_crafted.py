"""Crafted Ottocento hands for the contatore rules of SRC:60/64-67: seat 0 holds the listed
cards (plus fillers that make no combination of the kind tested); it declares the oracle's
maximum and one more. No play is recorded (the deal is 'incomplete', a warning)."""
import json, random, sys
import oracle
from validator.engine.validate import validate
for a in sys.argv[1:]:
    k, _, val = a.partition("="); oracle.READING[k] = val

DECK = (["T%d" % i for i in range(21)] + ["MATTO"]
        + [r + s for s in "SBCD" for r in ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]])
FILL = [c for c in DECK if c[:-1] in ("6", "7", "8", "9", "10") and not c.startswith("T")]
CASES = [  # (cards held, combination key)
    (["T20", "T19", "T18", "T17", "T16", "T15"], ("sequence", "trumps")),
    (["T20", "T19", "T18", "MATTO", "T16", "T15"], ("sequence", "trumps")),
    (["T20", "T19", "T18", "MATTO", "T0", "T15", "T14"], ("sequence", "trumps")),   # 17+16 wild: the exception
    (["T20", "T19", "MATTO", "T0", "T16", "T15"], ("sequence", "trumps")),          # 18+17 wild
    (["T20", "T19", "T18", "T17", "MATTO", "T15", "T0", "T13"], ("sequence", "trumps")),
    (["T20", "T19", "T18", "T17", "MATTO", "T0", "T14"], ("sequence", "trumps")),   # 16+15 wild
    (["T20", "T18", "T17", "T16", "T15"], ("sequence", "trumps")),                  # World missing
    (["T20", "T19", "T18", "T16", "T15"], ("sequence", "trumps")),                  # Moon missing
    (["T20", "T19", "T17", "MATTO", "T15"], ("sequence", "trumps")),                # Sun missing, wild
    (["T20", "MATTO", "T0", "T17"], ("sequence", "trumps")),
    (["T20", "MATTO", "T0"], ("sequence", "trumps")),
    (["MATTO", "T19", "T18", "T17", "T16"], ("sequence", "trumps")),                # no Angel
    (["T20", "T19", "MATTO"], ("sequence", "trumps")),
    (["KS", "QS", "NS", "JS", "1S"], ("sequence", "suit", "S")),
    (["KS", "QS", "JS", "1S"], ("sequence", "suit", "S")),                          # knight missing
    (["KS", "QS", "MATTO", "1S"], ("sequence", "suit", "S")),
    (["KS", "QS", "MATTO", "T0"], ("sequence", "suit", "S")),
    (["KS", "MATTO", "T0"], ("sequence", "suit", "S")),
    (["QS", "NS", "JS", "MATTO"], ("sequence", "suit", "S")),                       # no King
    (["KC", "NC", "JC", "T0"], ("sequence", "suit", "C")),
    (["KD", "QD", "ND", "JD", "T0"], ("sequence", "suit", "D")),                    # ace wild
    (["T1", "T2", "MATTO"], ("sequence", "moretti")),
    (["T1", "MATTO", "T0"], ("sequence", "moretti")),
    (["T1", "T2", "T3", "T4", "MATTO", "T0"], ("sequence", "moretti")),
    (["1S", "1B", "T0"], ("sequence", "aces")),
    (["1S", "1B", "1C", "1D"], ("sequence", "aces")),
    (["T20", "T19", "T0", "MATTO"], ("cricca", "tarocchi")),
]


def run(cards, key, size, seed=0):
    rnd = random.Random(seed)
    rest = [c for c in DECK if c not in cards]
    fill = [c for c in FILL if c not in cards and c[-1] not in (key[2] if len(key) > 2 else "")]
    rnd.shuffle(fill)
    h0 = cards + fill[: 15 - len(cards)]
    rest = [c for c in DECK if c not in h0]
    talon = [c for c in rest if oracle.value(c) == 1 and not c.startswith("T") and not c.startswith("1")][:2]
    rest = [c for c in rest if c not in talon]
    rnd.shuffle(rest)
    hands = [h0, rest[:15], rest[15:30], rest[30:45]]
    item = oracle.as_items({key: size})[0]
    doc = {"format": "trick-transcript/1", "game": "tarocchini-ottocento", "players": list("ABCD"),
           "rules": {"monte": False},
           "deals": [{"dealer": 3, "hands": hands, "talon": talon, "events": [
               {"type": "take", "seat": 3, "cards": talon},
               {"type": "discard", "seat": 3, "cards": talon},
               {"type": "declare", "seat": 0, "items": [item]}]}]}
    v = validate(doc)
    if v["status"] == "rejected":
        return "rejected"
    codes = sorted({a["code"] for a in v["deals"][0]["annotations"] if a["event"] == 2 and a["severity"] == "violation"})
    return ",".join(codes) or "ok"


if __name__ == "__main__":
  for cards, key in CASES:
    mx = oracle.holdings(cards).get(key, 0)
    res = {L: run(cards, key, L) for L in range(3, 17 if key[0] == "sequence" else 5)}
    eng_max = max([L for L, r in res.items() if r == "ok"], default=0)
    flag = "" if eng_max == mx else "   <-- DIFFERENT"
    print(" ".join(cards), key[1:], "oracle max", mx, "engine max", eng_max, flag)
