"""helper: rebuild a compare.py case.  show.build(seed, vname) -> (doc, k); show.diff(doc)"""
import json
import random
import sys
sys.path.insert(0, __file__.rsplit("/", 1)[0])
import compare as C  # noqa
import oracle  # noqa
from validator.engine.validate import validate  # noqa


def build(seed, vname="cut"):
    rng = random.Random(seed * 7 + 1)
    full, opts = C.make(seed)
    nd = len(full["deals"])
    k = rng.randrange(nd)
    mode = ["play", "play", "play", "auction", "nopay", "midpay"][seed % 6]
    nplays = rng.randrange(1, 30) if mode == "play" else rng.randrange(0, 12)
    keep_later = rng.random() < 0.6
    drop = seed % 4 >= 2
    nmoney = sum(1 for e in full["deals"][k]["events"] if e["type"] in C.MONEY)
    npay = rng.randrange(1, max(nmoney, 2)) if nmoney > 1 else 0
    doc = C.cut_record(full, k, mode, nplays, keep_later, drop, npay=npay,
                       with_pay=(vname == "cut+realpay"))
    return doc, k, full


def report(doc, k=None, events=None):
    v = validate(doc)
    r = oracle.check(doc)
    print("status", v["status"], v.get("problems"))
    for kk, dv in enumerate(v["deals"]):
        if k is not None and kk != k:
            continue
        for a in dv["annotations"]:
            if events is None or a["event"] in events or a["event"] is None:
                print("  E", kk, a["event"], a["code"], a["severity"], a["message"][:200], json.dumps(a.get("evidence"))[:200])
        for p in r[kk]["problems"]:
            if events is None or p[0] in events:
                print("  O", kk, p)
        print("  O decided", r[kk].get("decided"), "expected", r[kk].get("expected"))
        print("  E goals", [(g["goal"], g["won"]) for g in dv["computed"].get("goals", [])])
        print("  E unchecked", dv.get("unchecked"))
    return v, r


def events(doc, k):
    for i, e in enumerate(doc["deals"][k]["events"]):
        print(i, json.dumps(e))
