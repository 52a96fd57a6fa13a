"""Builds every transcript of round tarocchini-spec12 and prints the expected figures."""
import sys, os, json, random, copy
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _gen import *
from _model import legal, trick_winner, Bot, DECK, SUITS

LOG = []
def log(*a):
    LOG.append(" ".join(str(x) for x in a))

def good(o, k_even=True):
    if not robust(o) or o["exchange"] or o["matto_last"]:
        return False
    n0 = len(o["piles"][0])
    return (n0 % 2 == 0) == k_even

def find(pred, dealer, auction, start=0, stop=20000, **kw):
    for seed in range(start, stop):
        o = terz_deal(seed, dealer, auction, **kw)
        if pred(o):
            return seed, o
    raise SystemExit("no seed for %s" % auction)

def terz_events_scores(o, scores, totals_before, override=None):
    ev = copy.deepcopy(o["events"])
    sc = list(scores)
    if override:
        for s, v in override.items():
            sc[s] = v
    tots = [totals_before[s] + sc[s] for s in range(3)]
    for s in range(3):
        ev.append({"type": "score", "party": s, "points": sc[s], "reason": "game_points"})
    for s in range(3):
        ev.append({"type": "total", "party": s, "points": tots[s]})
    return ev, tots

def terz_dealjson(o, events):
    return {"dealer": o["dealer"], "hands": o["hands"], "talon": o["talon"], "events": events}

def explain(name, o):
    r = o["results"][0]
    log("##", name, "dealer", o["dealer"], "contract", o["contract"], "declarer", o["declarer"])
    if o.get("take"):
        log("   take", o["take"], "discard", o["discard"])
    log("   tricks decl/opp", o["tcount"], "last trick side", o["last_side"], "(0=declarer)")
    for s in sorted(o["decls"]):
        if o["decls"][s]:
            log("   declared seat", s, fmt_items(o["decls"][s]))
    if r["W"] is None:
        log("   all tricks to side", r["all_tricks"], "scores", r["scores"])
        return r
    for side in (0, 1):
        d = r["detail"][side]
        log("   side", side, "declared", d["declared"], "| captured", fmt_items(d["captured_items"]), "->", d["captured_combos"],
            "| cards", d["cards"], "card pts", d["card_points"], "| last", d["last_trick"], "| TOTAL", d["total"])
    log("   winner side", r["winner_side"], "W", r["W"], "W%50", r["W"] % 50, "GP", r["gp"], "scores", r["scores"])
    return r

FILES = {}
def terz_file(name, deals, rules=None, start=None, meta=None):
    FILES[name] = transcript("tarocchini-terziglio", PLAYERS3, deals, rules=rules, start=start, meta=meta)

# ---------------------------------------------------------------- T01 gioco, eldest declares and wins
A1 = [(1, "gioco"), (2, "pass"), (0, "pass")]
seed, o = find(lambda o: good(o) and o["results"][0]["winner_side"] == 0, 0, A1, take_n=3)
r = explain("t01 seed %d" % seed, o)
ev, _ = terz_events_scores(o, r["scores"], [0, 0, 0])
terz_file("t01-gioco-eldest-wins.json", [terz_dealjson(o, ev)])

# ---------------------------------------------------------------- T02 gioco by seat 2 (not eldest), opponents win
A2 = [(1, "pass"), (2, "gioco"), (0, "pass")]
seed, o = find(lambda o: good(o) and o["results"][0]["winner_side"] == 1 and o["results"][0]["gp"] > 0, 0, A2, take_n=2)
r = explain("t02 seed %d" % seed, o)
ev, _ = terz_events_scores(o, r["scores"], [0, 0, 0])
terz_file("t02-gioco-second-seat-loses.json", [terz_dealjson(o, ev)])

# ---------------------------------------------------------------- T03 solo by dealer, wins, takes last trick
A3 = [(2, "pass"), (0, "pass"), (1, "solo")]
seed, o = find(lambda o: good(o) and o["results"][0]["winner_side"] == 0 and o["last_side"] == 0, 1, A3)
r = explain("t03 seed %d" % seed, o)
ev, _ = terz_events_scores(o, r["scores"], [0, 0, 0])
terz_file("t03-solo-wins-doubled.json", [terz_dealjson(o, ev)])

# ---------------------------------------------------------------- T04 solo, opponent wins last trick: widow to opponents
A4 = [(0, "solo"), (1, "pass"), (2, "pass")]
def t04(o):
    if not (good(o) and o["last_side"] == 1):
        return False
    # the widow's destination must change the written result
    alt = copy.deepcopy(o)
    w = o["talon"]
    alt["piles"] = [o["piles"][0] + w, [c for c in o["piles"][1] if c not in w]]
    alts = {tuple(terz_score(alt, v)["scores"]) for v in VARIANTS}
    return len(alts) == 1 and tuple(o["results"][0]["scores"]) not in alts
seed, o = find(t04, 2, A4)
r = explain("t04 seed %d" % seed, o)
log("   widow", o["talon"], "card points of widow", sum(value(c) for c in o["talon"]))
ev, _ = terz_events_scores(o, r["scores"], [0, 0, 0])
terz_file("t04-solo-widow-to-last-trick.json", [terz_dealjson(o, ev)])

# ---------------------------------------------------------------- T05 gioco discards a King
A5 = [(2, "gioco"), (0, "pass"), (1, "pass")]
def t05():
    for seed in range(20000):
        o0 = terz_deal(seed, 1, A5, take_n=2)
        kings = [c for c in o0["hands"][2] if c[0] == "K" and c[-1] in SUITS]
        if not kings:
            continue
        o = terz_deal(seed, 1, A5, take_n=2, bad_discard=kings[0])
        if good(o):
            return seed, o
seed, o = t05()
r = explain("t05 seed %d" % seed, o)
ev, _ = terz_events_scores(o, r["scores"], [0, 0, 0])
di = [i for i, e in enumerate(ev) if e["type"] == "discard"][0]
log("   PLANT illegal_discard at event", di, ev[di])
terz_file("t05-gioco-discards-king.json", [terz_dealjson(o, ev)], meta={"planted": {"deal": 0, "event": di, "code": "illegal_discard"}})

# ---------------------------------------------------------------- T06 gioco bid after a solo
A6 = [(1, "solo"), (2, "gioco"), (0, "pass")]
seed, o = find(lambda o: good(o), 0, A6, winner_bid=(1, "solo"))
r = explain("t06 seed %d" % seed, o)
ev, _ = terz_events_scores(o, r["scores"], [0, 0, 0])
log("   PLANT illegal_bid at event 1", ev[1])
terz_file("t06-gioco-after-solo.json", [terz_dealjson(o, ev)], meta={"planted": {"deal": 0, "event": 1, "code": "illegal_bid"}})

# ---------------------------------------------------------------- T07 rounding up (46..49 past a multiple of 50)
A7 = [(0, "pass"), (1, "gioco"), (2, "pass")]
seed, o = find(lambda o: good(o) and o["results"][0]["W"] is not None and o["results"][0]["W"] % 50 > 45 and o["results"][0]["winner_side"] == 0, 2, A7, take_n=2)
r = explain("t07 seed %d" % seed, o)
ev, _ = terz_events_scores(o, r["scores"], [0, 0, 0])
terz_file("t07-rounds-up.json", [terz_dealjson(o, ev)])

# ---------------------------------------------------------------- T08 exactly five short: rounds down
seed, o = find(lambda o: good(o) and o["results"][0]["W"] is not None and o["results"][0]["W"] % 50 == 45, 2, A7, take_n=2)
r = explain("t08 seed %d" % seed, o)
ev, _ = terz_events_scores(o, r["scores"], [0, 0, 0])
terz_file("t08-five-short-rounds-down.json", [terz_dealjson(o, ev)])

# ---------------------------------------------------------------- T09 floor where it should round up -> wrong_score
A9 = [(1, "gioco"), (2, "pass"), (0, "pass")]
seed, o = find(lambda o: good(o) and o["results"][0]["W"] is not None and o["results"][0]["W"] % 50 > 45 and o["results"][0]["winner_side"] == 0, 0, A9, start=5000, take_n=2)
r = explain("t09 seed %d" % seed, o)
d = o["declarer"]
ev, _ = terz_events_scores(o, r["scores"], [0, 0, 0], override={d: r["gp"] - 1})
si = [i for i, e in enumerate(ev) if e["type"] == "score" and e["party"] == d][0]
log("   PLANT wrong_score at event", si, ev[si], "(floor of W/50; rules give", r["gp"], ")")
terz_file("t09-floor-not-round-up.json", [terz_dealjson(o, ev)], meta={"planted": {"deal": 0, "event": si, "code": "wrong_score"}})

# ---------------------------------------------------------------- T10 tie: declarer loses
def t10(o):
    return good(o) and o["results"][0]["W"] is not None and len({tuple(v["tot"]) for v in o["results"].values()}) == 1 and o["results"][0]["tot"][0] == o["results"][0]["tot"][1]
found = None
for dealer, auc in ((0, A1), (1, A5), (2, A7)):
    try:
        found = find(t10, dealer, auc, stop=60000, take_n=2)
        break
    except SystemExit:
        continue
seed, o = found
r = explain("t10 seed %d" % seed, o)
ev, _ = terz_events_scores(o, r["scores"], [0, 0, 0])
terz_file("t10-tie-declarer-loses.json", [terz_dealjson(o, ev)])

# ---------------------------------------------------------------- T11 solo all tricks (constructed)
def t11():
    rng = random.Random(11)
    suits = [c for c in DECK if not c.startswith("T") and c != "MATTO"]
    rng.shuffle(suits)
    decl = ["T%d" % i for i in range(20, 4, -1)] + ["T4", "T3"]
    h2 = ["T2", "T1"] + suits[:16]
    h0 = ["T0"] + suits[16:33]
    widow = ["MATTO"] + suits[33:40]
    hands = [sorted(h0, key=DECK.index), sorted(decl, key=DECK.index), sorted(h2, key=DECK.index)]
    def script(ph, leader):
        bot = Bot(rng)
        side_of = [1, 0, 1]
        plays, tricks = [], []
        L = leader
        for t in range(18):
            trick = []
            s = L
            for _ in range(3):
                if s == 1:
                    c = max(ph[1], key=lambda c: int(c[1:]) if c not in ("T3", "T4") else 0)
                else:
                    c = bot.choose(s, ph[s], trick, side_of, 18 - t)
                ph[s].remove(c); trick.append((s, c)); plays.append((s, c)); s = (s + 1) % 3
            w, _ = trick_winner(trick)
            tricks.append((trick, w)); L = w
        return plays, tricks
    o = terz_deal(0, 0, [(1, "solo"), (2, "pass"), (0, "pass")], hands=hands, widow=widow, script_plays=script)
    assert o["tcount"] == [18, 0], o["tcount"]
    return o
o = t11()
r = explain("t11 constructed", o)
ev, _ = terz_events_scores(o, r["scores"], [0, 0, 0])
terz_file("t11-solo-all-tricks.json", [terz_dealjson(o, ev)])

# ---------------------------------------------------------------- T12 gioco, opponents take every trick (constructed)
def t12():
    decl = ["1S", "6S", "7S", "8S", "9S", "1B", "6B", "7B", "8B", "9B", "10C", "9C", "8C", "7C", "10D", "9D", "8D", "7D"]
    widow = ["10S", "10B", "1C", "6C", "1D", "6D", "JS", "JB"]
    rest = [c for c in DECK if c not in decl and c not in widow]
    assert len(rest) == 36
    for seed in range(5000):
        rng = random.Random(seed)
        r2 = rest[:]
        rng.shuffle(r2)
        hands = [sorted(r2[:18], key=DECK.index), sorted(r2[18:], key=DECK.index), sorted(decl, key=DECK.index)]
        o = terz_deal(seed, 0, [(1, "pass"), (2, "gioco"), (0, "pass")], hands=hands, widow=widow, take_n=1)
        if o["tcount"][0] == 0 and not o["exchange"]:
            return seed, o
seed, o = t12()
r = explain("t12 constructed seed %d" % seed, o)
ev, _ = terz_events_scores(o, r["scores"], [0, 0, 0])
terz_file("t12-gioco-opponents-all-tricks.json", [terz_dealjson(o, ev)])

# ---------------------------------------------------------------- T13 failure to trump
def violations(hands, plays, leader):
    hs = [list(h) for h in hands]
    out = []
    trick = []
    for i, (s, c) in enumerate(plays):
        if c not in legal(hs[s], trick):
            out.append(i)
        hs[s].remove(c)
        trick.append((s, c))
        if len(trick) == 3:
            trick = []
    return out

def t13():
    A = [(0, "gioco"), (1, "pass"), (2, "pass")]
    for seed in range(20000):
        o = terz_deal(seed, 2, A, take_n=2)
        if not good(o):
            continue
        ph = [list(h) for h in o["hands"]]
        ph[0] = [c for c in ph[0] if c not in o["discard"]] + o["take"]
        plays = o["plays"]
        for i, (s, c) in enumerate(plays):
            if i % 3 == 0 or s == 0 or suit(c) != "T":
                continue
            led = None
            for _, x in plays[i - i % 3:i]:
                if x != "MATTO":
                    led = suit(x); break
            if led == "T" or led is None:
                continue
            # player s trumped; swap with a later non-trump card of his
            for j in range(i + 1, len(plays)):
                s2, c2 = plays[j]
                if s2 != s or suit(c2) in ("T", led) or c2 == "MATTO":
                    continue
                np = list(plays)
                np[i], np[j] = (s, c2), (s, c)
                if violations(ph, np, 0) != [i]:
                    continue
                # rebuild tricks
                tricks = []
                for k in range(0, len(np), 3):
                    tr = np[k:k + 3]
                    tricks.append((tr, trick_winner(tr)[0]))
                # leaders must still be right
                okl = all(tricks[k + 1][0][0][0] == tricks[k][1] for k in range(len(tricks) - 1))
                if not okl:
                    continue
                o2 = copy.deepcopy(o)
                o2["plays"] = np
                o2["tricks"] = tricks
                piles, tcount, exch = piles_from_tricks(tricks, o["side_of"], 2)
                widow_final = [c for c in o["talon"] if c not in o["take"]] + o["discard"]
                piles[0 if tcount[0] else 1] += widow_final
                o2.update(piles=piles, tcount=tcount, exchange=exch, last_side=o["side_of"][tricks[-1][1]])
                o2["results"] = {vi: terz_score(o2, v) for vi, v in enumerate(VARIANTS)}
                if not good(o2):
                    continue
                nev = [e for e in o["events"] if e["type"] != "play"] + [{"type": "play", "seat": a, "card": b} for a, b in np]
                o2["events"] = nev
                return seed, o2, len([e for e in o["events"] if e["type"] != "play"]) + i
    raise SystemExit("t13")
seed, o, ei = t13()
r = explain("t13 seed %d" % seed, o)
ev, _ = terz_events_scores(o, r["scores"], [0, 0, 0])
log("   PLANT revoke (no trump while void) at event", ei, ev[ei])
terz_file("t13-failure-to-trump.json", [terz_dealjson(o, ev)], meta={"planted": {"deal": 0, "event": ei, "code": "revoke"}})

# ---------------------------------------------------------------- T14 odd number of cards per side (probe)
seed, o = find(lambda o: good(o, k_even=False) and o["results"][0]["winner_side"] == 0, 0, A1, take_n=2, start=100)
r = explain("t14 seed %d (odd piles: n//2 pairs, odd card at full value)" % seed, o)
ev, _ = terz_events_scores(o, r["scores"], [0, 0, 0])
terz_file("t14-odd-piles.json", [terz_dealjson(o, ev)])

# ---------------------------------------------------------------- T15 all pass, then a nineteen-card gioco
o0 = terz_deal(7, 0, [(1, "pass"), (2, "pass"), (0, "pass")], widow_n=5)
log("## t15 deal 0: all pass, no play; scores 0")
ev0 = copy.deepcopy(o0["events"])
A15 = [(2, "gioco"), (0, "pass"), (1, "pass")]
seed, o = find(lambda o: good(o, k_even=(len(o["piles"][0]) % 2 == 0)) and len(o["piles"][0]) % 2 == 0, 1, A15, widow_n=5, take_n=2)
r = explain("t15 deal 1 seed %d (widow 5)" % seed, o)
ev1, _ = terz_events_scores(o, r["scores"], [0, 0, 0])
terz_file("t15-allpass-then-nineteen.json", [terz_dealjson(o0, ev0), terz_dealjson(o, ev1)], rules={"preset": "nineteen"})

# ---------------------------------------------------------------- T16 three deals with running totals, one wrong total
deals = []
tots = [0, 0, 0]
specs = [(0, A1, 2), (1, A5, 3), (2, [(0, "pass"), (1, "solo"), (2, "pass")], 0)]
for k, (dealer, auc, tn) in enumerate(specs):
    seed, o = find(lambda o: good(o) and (o["results"][0]["W"] is None or o["results"][0]["gp"] > 0), dealer, auc, take_n=tn, start=300 + 100 * k)
    r = explain("t16 deal %d seed %d" % (k, seed), o)
    ev, newt = terz_events_scores(o, r["scores"], tots)
    if k == 2:
        # seat 2's total written 10 too high
        ti = [i for i, e in enumerate(ev) if e["type"] == "total" and e["party"] == 2][0]
        ev[ti]["points"] += 10
        log("   PLANT wrong_total at deal 2 event", ti, ev[ti], "rules:", newt[2])
        plant = {"deal": 2, "event": ti, "code": "wrong_total"}
    tots = newt
    log("   totals after deal", k, tots)
    deals.append(terz_dealjson(o, ev))
terz_file("t16-three-deals-wrong-total.json", deals, meta={"planted": plant})

# ======================================================================== Ottocento
def ogood(o):
    return otto_robust(o) and not o["exchange"] and not o["matto_last"] and o["dealer_tricks"] > 0

def ofind(dealer, start, pred=lambda o: True):
    for seed in range(start, start + 20000):
        o = otto_deal(seed, dealer)
        if ogood(o) and pred(o):
            return seed, o
    raise SystemExit("otto")

def oexplain(name, o):
    r = o["results"][0]
    log("##", name, "dealer", o["dealer"], "discard", o["discard"], "dealer tricks", o["dealer_tricks"], "tricks per team", o["tcount"])
    for s in sorted(o["decls"]):
        if o["decls"][s]:
            log("   declared seat", s, fmt_items(o["decls"][s]))
    for t in (0, 1):
        d = r["detail"][t]
        log("   team%d declared %d | captured %s -> %d | cards %d card pts %d | last %d | SCORE %d" % (
            t, d["declared"], fmt_items(d["captured_items"]), d["captured_combos"], d["cards"], d["card_points"], d["last_trick"], r["scores"][t]))
    return r["scores"]

def odealjson(o, sc, tots):
    ev = copy.deepcopy(o["events"])
    for t in (0, 1):
        ev.append({"type": "score", "party": "team%d" % t, "points": sc[t]})
    for t in (0, 1):
        ev.append({"type": "total", "party": "team%d" % t, "points": tots[t]})
    return {"dealer": o["dealer"], "hands": o["hands"], "events": ev}

def otto_file(name, deals, start, meta=None):
    FILES[name] = transcript("tarocchini-ottocento", PLAYERS4, deals, start={"totals": start}, meta=meta)

# O1: two deals, team crosses 800 at the end of deal 1 only
sA, oA = ofind(3, 0)
sB, oB = ofind(0, 1000, lambda o: o["results"][0]["scores"][0] != o["results"][0]["scores"][1])
scA = oexplain("o1/o2 deal 0 seed %d" % sA, oA)
scB = oexplain("o1/o2 deal 1 seed %d" % sB, oB)
hi = 0 if scB[0] > scB[1] else 1
start = [0, 0]
# team hi: below 800 after deal 0, >= 800 after deal 1; the other team below 800 throughout
start[hi] = ((800 - scA[hi] - scB[hi]) // 10 + 1) * 10
start[1 - hi] = 790 - scA[1 - hi] - scB[1 - hi] - 40
start[1 - hi] = (start[1 - hi] // 10) * 10
assert start[hi] + scA[hi] < 800 and start[hi] + scA[hi] + scB[hi] >= 800
assert start[1 - hi] + scA[1 - hi] + scB[1 - hi] < 800 and min(start) >= 0
t1 = [start[t] + scA[t] for t in (0, 1)]
t2 = [t1[t] + scB[t] for t in (0, 1)]
log("   O1 start", start, "after deal 0", t1, "after deal 1", t2, "-> team%d wins after deal 1" % hi)
otto_file("o1-session-reaches-800.json", [odealjson(oA, scA, t1), odealjson(oB, scB, t2)], start)
sC, oC = ofind(1, 2000)
scC = oexplain("o2 deal 2 seed %d" % sC, oC)
t3 = [t2[t] + scC[t] for t in (0, 1)]
log("   O2 totals after the extra deal 2", t3)
otto_file("o2-deal-after-800.json", [odealjson(oA, scA, t1), odealjson(oB, scB, t2), odealjson(oC, scC, t3)], start,
          meta={"planted": {"deal": 2, "event": None, "code": "deal after the session was won"}})

# O3: both teams pass 800 in the same deal; neither on declarations alone
sD, oD = ofind(2, 3000, lambda o: abs(o["results"][0]["scores"][0] - o["results"][0]["scores"][1]) > 60)
scD = oexplain("o3 seed %d" % sD, oD)
lo = 0 if scD[0] < scD[1] else 1
# the team with the lower deal score starts higher but ends lower
start3 = [0, 0]
start3[lo] = ((800 - scD[lo]) // 10 + 2) * 10       # ends 800 + 10..19
start3[1 - lo] = ((800 - scD[1 - lo]) // 10 + 4) * 10  # ends higher
assert start3[0] + oD["declared"][0] < 800 and start3[1] + oD["declared"][1] < 800
t = [start3[k] + scD[k] for k in (0, 1)]
win3 = 0 if t[0] > t[1] else 1
log("   O3 start", start3, "after", t, "both >= 800, higher total: team%d" % win3)
otto_file("o3-both-pass-800.json", [odealjson(oD, scD, t)], start3)

# O4: team0 reaches 800 on declarations, no play
for seed in range(20000):
    o = otto_deal(seed, 3, decl_only=True)
    if o["declared"][0] >= 30 and o["declared"][1] > 0:
        break
log("## o4 seed %d dealer 3 discard %s declared per team %s" % (seed, o["discard"], o["declared"]))
for s in sorted(o["decls"]):
    if o["decls"][s]:
        log("   declared seat", s, fmt_items(o["decls"][s]))
start4 = [800 - o["declared"][0] + 10 - 10, 500]
start4[0] = 800 - o["declared"][0]  # reaches exactly 800
t = [start4[k] + o["declared"][k] for k in (0, 1)]
log("   O4 start", start4, "after declarations", t, "-> team0 wins on declarations, no cards played")
otto_file("o4-win-on-declarations.json", [odealjson(o, o["declared"], t)], start4)

for name, t in FILES.items():
    write(name, t)
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "_build.log"), "w") as f:
    f.write("\n".join(LOG) + "\n")
print("\n".join(LOG))
