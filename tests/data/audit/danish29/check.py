"""Independent re-check of the generated transcripts' plays (follow rules, trick winners)."""

import json
import sys

RED = "HD"


def su(c):
    return None if c == "JOKER" else ("T" if c[0] == "T" else c[-1])


def rk(c):
    if c[0] == "T":
        return int(c[1:])
    r = c[:-1]
    if r in "KQNJ":
        return 20 + "JNQK".index(r)
    return 11 - int(r) if c[-1] in RED else int(r)


for f in sys.argv[1:]:
    d = json.load(open(f))
    for di, dl in enumerate(d["deals"]):
        hands = [set(h) for h in dl["hands"]]
        for e in dl["events"]:
            if e["type"] == "discard":
                hands[e["seat"]] -= set(e["cards"])
        trick, led, tn = [], None, 0
        for ei, e in enumerate(dl["events"]):
            if e["type"] != "play":
                continue
            s, c = e["seat"], e["card"]
            assert c in hands[s], (f, di, ei)
            if trick and c != "JOKER":
                if su(c) != led and any(su(x) == led for x in hands[s]):
                    print(f, di, ei, "REVOKE (not following)", c)
                elif su(c) != led and su(c) != "T" and any(su(x) == "T" for x in hands[s]):
                    print(f, di, ei, "REVOKE (not trumping)", c)
            if not trick:
                led = e.get("named") if c == "JOKER" else su(c)
                if c == "JOKER":
                    print(f, di, ei, "JOKER led named", led, "trick", tn)
            elif c == "JOKER":
                print(f, di, ei, "JOKER followed, trick", tn)
            hands[s].discard(c)
            trick.append((s, c))
            if len(trick) == 3:
                tn += 1
                trick, led = [], None
        left = [len(h) for h in hands]
        print(f, "deal", di, "tricks", tn, "cards left", left)
