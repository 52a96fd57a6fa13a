"""One reproduction per disagreement class; writes repros/*.json and prints the engine's words.
Run: PYTHONPATH=/work/wt-diff6-danish python repro.py"""
import sys, json, random, os, copy
HERE = __file__.rsplit("/", 1)[0]
sys.path.insert(0, HERE)
from compare import gen, cut, mutate
from oracle import oracle
from validator.engine.validate import validate

os.makedirs(os.path.join(HERE, "repros"), exist_ok=True)


def stream(seed0, seed):
    rng = random.Random(seed0)
    for i in range(seed0, seed + 1):
        doc, tag = gen(rng, i)
        c = cut(doc, rng, keep_later=rng.random() < 0.3)
        if c is None:
            continue
        d, k = c
        ms = [mutate(d, k, rng) for _ in range(3)]
        if i == seed:
            return tag, d, k, ms


def show(name, doc, k, ei, note):
    json.dump(doc, open(os.path.join(HERE, "repros", name + ".json"), "w"), indent=1)
    v = validate(doc)
    print("==", name, "| deal", k, "event", ei, "|", note)
    if ei is not None and ei >= 0:
        print("   event:", doc["deals"][k]["events"][ei])
    for di, dv in enumerate(v["deals"]):
        for a in dv["annotations"]:
            if di >= k and (a["severity"] == "violation" or a["event"] == ei):
                print("   engine: deal %d event %s %s: %s" % (di, a["event"], a["code"], a["message"]))
    print("   unchecked:", v["deals"][k].get("unchecked"))


# A1: an impossible payment in the kept part, taken "as recorded"
tag, d, k, ms = stream(62000, 62020)
m = [m for m in ms if m and m[2].startswith("extra:pagat_lost")][0]
o = oracle(m[0])[k]
dl = m[0]["deals"][k]
where = "skat" if any(e["type"] == "discard" and "T1" in e["cards"] for e in dl["events"]) else \
    [(i, e["seat"]) for i, e in enumerate(dl["events"]) if e["type"] == "play" and e["card"] == "T1"]
show("A1_impossible_pagat_lost", m[0], k, m[1], "%s; Pagat holder now: %s; T1 went to/was played at: %s" % (tag, [s for s, h in o["hands_left"].items() if "T1" in h], where))
tag, d, k, ms = stream(62000, 62023)
m = [m for m in ms if m and m[2].startswith("extra:last_trick") and m[0]["deals"][k]["events"][m[1]]["amount"] == 25][0]
show("A1_last_trick_25", m[0], k, m[1], str(tag))
# A2: a later deal's pool payment judged from pools the cut deal left unknown
tag, d, k, ms = stream(62000, 62009)
show("A2_pool_after_cut", d, k, -1, "%s; cut deal %d has %d plays; later deals kept" % (tag, k, sum(1 for e in d["deals"][k]["events"] if e["type"] == "play")))
# A3: record cut before the first play: a possible pagat_trick called unexpected
tag, d, k, ms = stream(61000, 61105)
m = [m for m in ms if m and m[2] == "extra:pagat_trick:True"][0]
o = oracle(m[0])[k]
show("A3_no_plays_pagat_trick", m[0], k, m[1], "%s; Pagat holder: %s" % (tag, [s for s, h in o["hands_left"].items() if "T1" in h]))
# C1: the record ends right after a complete trick; that trick's payments are not written
tag, d, k, ms = stream(62000, 62122)
show("C1_end_of_trick_payments", d, k, None, str(tag))
