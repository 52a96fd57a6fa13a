"""Probes (write only under /tmp). Not part of the pinned corpus.

P1: Terziglio/Rage repeat early where the never-shown card, if still held, would make a later
play look like a revoke: does the engine take the card the slip stood for out of the hand
(README: 'the one card the slip stood for ... leaves his hand with it') or cascade?
"""
import json
import random
import sys

sys.path.insert(0, ".")
import _gen as G  # noqa: E402


def find(make, model_of, seat, k):
    for i in range(4000):
        rng = random.Random(777 + i)
        f = {"kind": "repeat", "trick": k, "seat": seat, "card": G.repeat_losing}
        try:
            r = make(rng, f)
        except (ValueError, AssertionError, IndexError):
            continue
        if r is None:
            continue
        tr, base, info, tricks = r[0], r[1], r[2], r[3]
        if not G.later_legal(model_of(tr), tricks, seat, info["never_shown"], k):
            return tr, base, info
    return None


out = {}
tr, base, info = find(G.make_terz, lambda tr: G.Tarocchini("t", 3), 0, 1)
json.dump(tr, open("/tmp/rf10-probe-terz-repeat.json", "w"), ensure_ascii=False, indent=1)
print("terz", base + info["repeat_pos"], info["never_shown"])
r = find(lambda g, f: G.make_rage(g, f, G.NAMES), lambda tr: G.Rage(tr["meta"]["auditor_model"]["trump"]), 3, 2)
tr, base, info = r
json.dump(tr, open("/tmp/rf10-probe-rage-repeat.json", "w"), ensure_ascii=False, indent=1)
print("rage", base + info["repeat_pos"], info["never_shown"])


# P2: Galician double play variants (follower, extra card loses; last seat of the trick; early)
def gal(f, chk, name, seed=5):
    for i in range(4000):
        rng = random.Random(seed * 1000 + i)
        try:
            r = G.make_gal(rng, f)
        except (ValueError, AssertionError, IndexError):
            continue
        if r and chk(r):
            json.dump(r[0], open(f"/tmp/rf10-probe-{name}.json", "w"), ensure_ascii=False, indent=1)
            print(name, r[1] + r[2].get("double_pos", r[2].get("skip_pos", -1)))
            return


gal({"kind": "double", "trick": 3, "seat": 1, "second": G.second("lose")},
    lambda r: r[2]["double_winner"] != 1 and r[3][-2][1] != 1, "gal-double-lose")
gal({"kind": "double", "trick": 2, "seat": 2, "second": G.second("win")},
    lambda r: r[3][2][0][-2][0] == 2 and r[3][-2][1] != 2, "gal-double-lastseat")
gal({"kind": "skip", "trick": 4, "seat": 1},
    lambda r: r[2]["skip_winner"] != 1 and len(r[2]["spare"]) == 1, "gal-skip")


# P3: skip by the seat due to lead (Rage, Terziglio), never shown: one finding or two?
def skip_leader(make, n, name, k=3):
    for i in range(4000):
        rng = random.Random(99 + i)
        f = {"kind": "skip", "trick": k, "seat": 1}
        try:
            r = make(rng, f)
        except (ValueError, AssertionError, IndexError):
            continue
        if r and r[3][k][0][0][0] != 1 and r[3][k - 1][1] == 1 and len(r[2]["spare"]) == 1 and r[2]["skip_winner"] != 1:
            json.dump(r[0], open(f"/tmp/rf10-probe-{name}.json", "w"), ensure_ascii=False, indent=1)
            print(name, r[1] + r[2]["skip_pos"])
            return


skip_leader(lambda g, f: G.make_rage(g, f, G.NAMES), 4, "rage-skip-leader")
skip_leader(G.make_terz, 3, "terz-skip-leader")
