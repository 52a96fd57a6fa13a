import json
from gen import find, settle, transcript, make_deal

out = open("build.out", "w")
files = {}


def log(name, di, seed, info, desc):
    evs = files[name]["deals"][di]["events"]
    print(name, "deal", di, "seed", seed, "dealer", info["dealer"], "player", info.get("player"),
          info.get("level"), "k", info.get("k"), desc, file=out)
    for i, e in enumerate(evs):
        if e["type"] != "play":
            print("   ", i, json.dumps(e, ensure_ascii=False), file=out)


def plain(i):
    return not i["hkings"] and not i["htrull"] and not i["volat"]


def nopl(i):  # no silent player premium either
    return plain(i) and not i["kings"] and not i["trull"] and not (i["last"][0] == i["player"] and any(c == "T1" for s, c in i["last"][1] if s == i["player"]))


pool = 0
# 01: pool founded, first three won
kw = dict(dealer=0, player=1, level="three", k=1, bids=[(1, "three"), (2, "pass"), (3, "pass")])
s, d, i = find(lambda i: i["rpts"] > 33 and nopl(i), base=1000, **kw)
files["01-founding-three-won"] = transcript([d])
pool, desc = settle(d, i, pool, True)
log("01-founding-three-won", 0, s, i, desc)
# 02: third three (bottom/top), contra, lost
p0 = pool
kw = dict(dealer=1, player=3, level="three", k=3, contra=0,
          bids=[(2, "three"), (3, "bottom"), (0, "pass"), (2, "hold"), (3, "top"), (2, "pass")])
s, d, i = find(lambda i: 26 < i["rpts"] < 33 and nopl(i), base=2000, **kw)
files["02-top-three-contra-lost"] = transcript([d], p0)
pool, desc = settle(d, i, pool, False, contra_level=2)
log("02-top-three-contra-lost", 0, s, i, desc)
# 03: two won
p0 = pool
kw = dict(dealer=2, player=0, level="two", k=1, bids=[(3, "pass"), (0, "two"), (1, "pass")])
s, d, i = find(lambda i: i["rpts"] > 33 and nopl(i), base=3000, **kw)
files["03-two-won"] = transcript([d], p0)
pool, desc = settle(d, i, pool, False)
log("03-two-won", 0, s, i, desc)
# 04: one lost, second one (one reject)
p0 = pool
kw = dict(dealer=3, player=0, level="one", k=2, rejects=1, bids=[(0, "one"), (1, "pass"), (2, "pass")])
s, d, i = find(lambda i: 25 < i["rpts"] < 33 and nopl(i), base=4000, **kw)
files["04-one-lost-rejected"] = transcript([d], p0)
pool, desc = settle(d, i, pool, False)
log("04-one-lost-rejected", 0, s, i, desc)
# 05: solo won
p0 = pool
kw = dict(dealer=0, player=2, level="solo", k=0, bids=[(1, "pass"), (2, "solo"), (3, "pass")])
s, d, i = find(lambda i: i["rpts"] > 33 and nopl(i), base=5000, **kw)
files["05-solo-won"] = transcript([d], p0)
pool, desc = settle(d, i, pool, False)
log("05-solo-won", 0, s, i, desc)
# 06: all pass
p0 = pool
d, i = make_deal(7, dealer=1, player=None, level=None, k=0, bids=[(2, "pass"), (3, "pass"), (0, "pass")], allpass=True)
files["06-all-pass"] = transcript([d], p0)
pool, desc = settle(d, i, pool, False, allpass=True)
log("06-all-pass", 0, 7, i, desc)
# 07: pagat ultimo announced, made: pool taken; then founded again, silent four kings
p0 = pool
kw = dict(dealer=2, player=3, level="three", k=1, ultimo=True, bids=[(3, "three"), (0, "pass"), (1, "pass")])
s, d, i = find(lambda i: i["ult_ok"] and i["rpts"] > 33 and plain(i) and not i["kings"] and not i["trull"], base=6000, **kw)
deals = [d]
pool, desc = settle(d, i, pool, False, ultimo=True)
files["07-ultimo-pool-refounded"] = transcript(deals, p0)
log("07-ultimo-pool-refounded", 0, s, i, desc)
kw = dict(dealer=3, player=0, level="three", k=2, rejects=1, bids=[(0, "three"), (1, "pass"), (2, "pass")])
s, d, i = find(lambda i: i["kings"] and i["rpts"] > 33 and plain(i) and not i["trull"] and not (i["last"][0] == 0 and any(c == "T1" for x, c in i["last"][1] if x == 0)), base=7000, **kw)
deals.append(d)
pool, desc = settle(d, i, pool, True)
log("07-ultimo-pool-refounded", 1, s, i, desc)
print("pool end of evening", pool, file=out)

# fault files, each its own session with a pool of 100 carried in
# 08: wrong payment (king's payment)
kw = dict(dealer=0, player=2, level="three", k=1, bids=[(1, "pass"), (2, "three"), (3, "pass")])
s, d, i = find(lambda i: i["rpts"] > 33 and nopl(i), base=8000, **kw)
files["08-wrong-payment"] = transcript([d], 100)
_, desc = settle(d, i, 100, False)
for e in d["events"]:
    if e["type"] == "payment" and e["from"] == 0 and e.get("reason") == "game":
        e["amount"] += 10
        desc["planted"] = "king seat 0 recorded paying %s (should be %s)" % (e["amount"], e["amount"] - 10)
log("08-wrong-payment", 0, s, i, desc)
# 09: renonce by the player (trumps a suit lead holding the suit)
kw = dict(dealer=1, player=3, level="three", k=2, rejects=1, renonce=(3, 2), bids=[(2, "pass"), (3, "three"), (0, "pass")])
s, d, i = find(lambda i: i["rpts"] < 33 and nopl(i), base=9000, **kw)
files["09-renonce-player"] = transcript([d], 100)
_, desc = settle(d, i, 100, False)
desc["renonce_trick"] = i["rdone"]
t_, s_ = i["rdone"]
plays = [k for k, e in enumerate(d["events"]) if e["type"] == "play"]
desc["renonce_event"] = [k for k in plays[3 * t_:3 * t_ + 3] if d["events"][k]["seat"] == s_][0]
log("09-renonce-player", 0, s, i, desc)
# 10: pass_volat while holding the pagat (illegal per §28)
kw = dict(dealer=2, player=0, level="three", k=1, bids=[(3, "pass_volat"), (0, "three"), (1, "pass")])
s, d, i = find(lambda i: "T1" in i["hands"][3] and i["rpts"] > 33 and nopl(i), base=10000, **kw)
files["10-pass-volat-with-pagat"] = transcript([d], 100)
_, desc = settle(d, i, 100, False)
log("10-pass-volat-with-pagat", 0, s, i, desc)
# 11: wrong pool share (10 % of one opponent only)
kw = dict(dealer=3, player=1, level="three", k=1, bids=[(0, "pass"), (1, "three"), (2, "pass")])
s, d, i = find(lambda i: i["rpts"] > 33 and nopl(i), base=11000, **kw)
files["11-wrong-share"] = transcript([d], 100)
_, desc = settle(d, i, 100, False)
for e in d["events"]:
    if e.get("reason") == "pool_share":
        desc["planted"] = "share recorded %s instead of %s" % (round(e["amount"] / 3, 1), e["amount"])
        e["amount"] = round(e["amount"] / 3, 1)
log("11-wrong-share", 0, s, i, desc)
# 12: contra on a won game, silent trull or ultimo
kw = dict(dealer=0, player=3, level="three", k=3, rejects=1, contra=1, bids=[(1, "three"), (2, "pass"), (3, "bottom"), (1, "pass")])
s, d, i = find(lambda i: i["rpts"] > 33 and plain(i) and i["trull"] and not i["kings"], base=12000, **kw)
files["12-contra-won-silent-trull"] = transcript([d], 100)
_, desc = settle(d, i, 100, False, contra_level=2)
log("12-contra-won-silent-trull", 0, s, i, desc)
for name, t in files.items():
    json.dump(t, open(name + ".json", "w"), ensure_ascii=False, indent=1)
out.close()
