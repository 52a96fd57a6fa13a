"""Builds the gd25 transcripts and prints the auditor's expectations (see EXPECTED.md)."""
import json, copy
from search import *

P3 = ["Adam", "Bożena", "Czesław"]
P4 = ["Adam", "Bożena", "Czesław", "Danuta"]
P5 = ["Adam", "Bożena", "Czesław", "Danuta", "Edward"]
OUT = {}

def deal_json(D, events):
    return {"dealer": D["dealer"], "hands": D["hands"], "talon": D["talon"], "events": events}

def gv(D, purchase=1, contra=1):
    v, won = game_value(D["an"]["points"])
    return (v * contra if won else -v * purchase * contra), won

def write(name, players, deals, exp, rules=None):
    t = transcript(players, deals, rules)
    json.dump(t, open(name + ".json", "w"), ensure_ascii=False, indent=1)
    OUT[name] = exp

def find(pred, *a, start=1, **kw):
    for seed in range(start, 5000):
        D = ok(seed, *a, **kw)
        if D and pred(D): return seed, D
    raise SystemExit("no seed")

def base_events(D):
    return D["events"] + ev_play(D["plays"])

def idx(events, pred):
    return [i for i, e in enumerate(events) if pred(e)]

# ---------- 01 bid not higher (3p) ----------
seed, D = find(good, 3, 0, 1, start=1)
val, _ = gv(D)
ev = base_events(D)
ev[0:3] = [{"type": "bid", "seat": 1, "bid": "three"}, {"type": "bid", "seat": 2, "bid": "pass"},
           {"type": "bid", "seat": 0, "bid": "three"}, {"type": "bid", "seat": 1, "bid": "hold"},
           {"type": "bid", "seat": 0, "bid": "pass"}]
pays, net = settle(D, val)
write("01-3p-bid-not-higher", P3, [deal_json(D, ev + pays)],
      dict(seed=seed, viol=[(0, 2, "illegal_bid")], points=D["an"]["points"], game=val, net=net, player=1))

# ---------- 02 bid out of turn (3p) ----------
seed, D = find(good, 3, 0, 0, start=1)
val, _ = gv(D)
ev = base_events(D)
ev[0:3] = [{"type": "bid", "seat": 1, "bid": "pass"}, {"type": "bid", "seat": 0, "bid": "three"},
           {"type": "bid", "seat": 2, "bid": "pass"}]
pays, net = settle(D, val)
write("02-3p-bid-out-of-turn", P3, [deal_json(D, ev + pays)],
      dict(seed=seed, viol=[(0, 1, "out_of_turn")], points=D["an"]["points"], game=val, net=net, player=0))

# ---------- 03 wrong packet: bottom three taken after 'three', no refusal (3p) ----------
seed, D = find(good, 3, 1, 2, packet=1, start=5)
val, _ = gv(D)
ev = base_events(D)
pays, net = settle(D, val)
write("03-3p-take-wrong-packet", P3, [deal_json(D, ev + pays)],
      dict(seed=seed, viol=[(0, 3, "illegal_take")], points=D["an"]["points"], game=val, net=net, player=2))

# ---------- 04 king laid away (3p) ----------
def kd(seed):
    D0 = ok(seed, 3, 2, 0)
    if not D0: return None
    h = D0["hands"][0] + D0["talon"][:3]
    ks = [c for c in h if c[0] == "K"]
    low = sorted([c for c in h if not is_t(c) and c[0] != "K"], key=lambda c: (pts(c), c))
    if not ks or len(low) < 2: return None
    return ok(seed, 3, 2, 0, discard=[ks[0]] + low[:2])
for seed in range(1, 5000):
    D = kd(seed)
    if D and good(D, 40): break
ev = base_events(D)
pays, net = settle(D, -30)
write("04-3p-king-laid-away", P3, [deal_json(D, ev + pays)],
      dict(seed=seed, viol=[(0, 4, "illegal_discard")], points=D["an"]["points"], game=-30, net=net, player=0,
           discard=D["discard"]))

# ---------- 05 two cards laid away after buying three (3p) ----------
for seed in range(30, 5000):
    D0 = ok(seed, 3, 0, 1)
    if not D0 or not good(D0, 44): continue
    D = ok(seed, 3, 0, 1, discard=D0["discard"][:2])
    if D and D["an"]["points"] >= 42 and not D["an"]["prem"] and not D["an"]["volat"]: break
ev = base_events(D)
pays, net = settle(D, -30)
held = D["hands"][1] + D["talon"][:3]
played = [c for s, c in D["plays"] if s == 1]
left = [c for c in held if c not in D["discard"] and c not in played]
write("05-3p-discard-two-of-three", P3, [deal_json(D, ev + pays)],
      dict(seed=seed, viol=[(0, 4, "illegal_discard")], points=D["an"]["points"], game=-30, net=net, player=1,
           discard=D["discard"], left=left))

# ---------- 06 announcement after the lead (3p) ----------
seed, D = find(good, 3, 1, 2, start=40)
val, _ = gv(D)
ev = base_events(D)
first_play = idx(ev, lambda e: e["type"] == "play")[0]
ev.insert(first_play + 1, {"type": "announce", "seat": 2, "items": [{"kind": "trull"}]})
pays, net = settle(D, val)
write("06-3p-announce-after-lead", P3, [deal_json(D, ev + pays)],
      dict(seed=seed, viol=[(0, first_play + 1, "illegal_announcement")], points=D["an"]["points"], game=val,
           net=net, player=2, lead=ev[first_play]))

# ---------- 07 eleven tarocks announced as ten (3p) ----------
import random
def override_11(seed):
    def f(hands, talon):
        rnd = random.Random(seed * 7 + 1)
        tar = [c for c in DECK if is_t(c)]
        suits = [c for c in DECK if not is_t(c)]
        rnd.shuffle(tar); rnd.shuffle(suits)
        # player seat 1: 9 tarocks + 3 suits (no king among 2 to discard), talon top: 2 tarocks + 1 suit
        nonk = [c for c in suits if c[0] != "K"]
        ph = tar[:9] + nonk[:3]
        top = tar[9:11] + [nonk[3]]
        restc = [c for c in DECK if c not in ph and c not in top]
        rnd.shuffle(restc)
        h = [[], ph, []]
        h[2] = restc[:12]; h[0] = restc[12:24]
        return h, top + restc[24:27]
    return f
for seed in range(1, 5000):
    D = ok(seed, 3, 0, 1, hands_override=override_11(seed), announce=[{"kind": "tarocks", "count": 10}])
    if not D: continue
    ph = [c for c in D["hands"][1] + D["talon"][:3] if c not in D["discard"]]
    if sum(is_t(c) for c in ph) != 11: continue
    if {"SKIZ", "T21", "T1"} <= set(ph): continue
    if good(D, 40, 60): break
ev = base_events(D)
pays, net = settle(D, -30)
write("07-3p-eleven-tarocks-announced-ten", P3, [deal_json(D, ev + pays)],
      dict(seed=seed, viol=[(0, 5, "wrong_tarock_count")], points=D["an"]["points"], game=-30, net=net, player=1,
           tarocks=sum(is_t(c) for c in ph)))

# ---------- 08 recontra by a helper (4p) ----------
seed, D = find(good, 4, 0, 1, start=60)
val, _ = gv(D, contra=2)
ev = D["events"] + [{"type": "double", "seat": 2, "target": "game", "level": 2},
                    {"type": "double", "seat": 3, "target": "game", "level": 4}] + ev_play(D["plays"])
pays, net = settle(D, val)
write("08-4p-recontra-by-helper", P4, [deal_json(D, ev + pays)],
      dict(seed=seed, viol=[(0, 9, "illegal_double")], points=D["an"]["points"], game=val, net=net, player=1))

# ---------- 09 renonce: player trumps a suit lead holding the suit (3p) ----------
def renonce(seed):
    D = ok(seed, 3, 0, 2)
    if not D or not good(D, 42): return None
    ph = [c for c in D["hands"][2] + D["talon"][:3] if c not in D["discard"]]
    for t, (tr, w) in enumerate(D["tricks"]):
        lead_s, lead_c = tr[0]
        if lead_s == 2 or is_t(lead_c): 
            ph = [c for c in ph if c not in [c2 for s2, c2 in tr if s2 == 2]]; continue
        mine = [c2 for s2, c2 in tr if s2 == 2][0]
        held = [c for c in ph if suit(c) == suit(lead_c)]
        tars = sorted([c for c in ph if is_t(c) and c != "T1"], key=rank)
        if held and tars and t >= 2:
            D2 = ok(seed, 3, 0, 2, force={(t, 2): tars[0]})
            if D2 and good(D2, 40): return D2, t, tars[0], held
            return None
        ph = [c for c in ph if c != mine]
    return None
for seed in range(1, 5000):
    r = renonce(seed)
    if r: break
D, t, card, held = r
ev = base_events(D)
pi = idx(ev, lambda e: e["type"] == "play")[t * 3:(t + 1) * 3]
ren = [i for i in pi if ev[i]["seat"] == 2][0]
pays, net = settle(D, -30)
write("09-3p-player-renonce", P3, [deal_json(D, ev + pays)],
      dict(seed=seed, viol=[(0, ren, "revoke")], points=D["an"]["points"], game=-30, net=net, player=2,
           trick=t, card=card, held=held, lead=ev[pi[0]]))

# ---------- 10 card not in hand (5p) ----------
def cnih(seed):
    D = ok(seed, 5, 0, 1, sitter=4)
    if not D or not good(D, 38): return None
    tr, w = D["tricks"][-1]
    if w != 1: return None
    led = suit(tr[0][1])
    for s, c in tr:
        if s == 1 or s == tr[0][0] or is_t(c) or suit(c) == led: continue
        for y in D["rest"]:
            if is_t(y) or pts(y) != pts(c): continue
            tr2 = [(s2, y if s2 == s else c2) for s2, c2 in tr]
            if winner(tr2) != 1: continue
            D2 = ok(seed, 5, 0, 1, sitter=4, force={(11, s): y})
            return D2, s, c, y
    return None
for seed in range(1, 5000):
    r = cnih(seed)
    if r: break
D, hs, X, Y = r
ev = base_events(D)
ci = [i for i, e in enumerate(ev) if e.get("card") == Y][0]
# player's points unchanged: same trick winner, same card points
val, _ = gv(D)
pays, net = settle(D, val)
write("10-5p-card-not-in-hand", P5, [deal_json(D, ev + pays)],
      dict(seed=seed, viol=[(0, ci, "card_not_in_hand")], points=D["an"]["points"], game=val, net=net, player=1,
           helper=hs, held=X, played=Y))

# ---------- 11 play out of turn (4p, dealer 1 is the king) ----------
seed, D = find(good, 4, 1, 3, start=90)
val, _ = gv(D)
ev = base_events(D)
pi = idx(ev, lambda e: e["type"] == "play")
a, b = pi[3 * 4 + 1], pi[3 * 4 + 2]   # fifth trick: second and third card swapped
ev[a], ev[b] = ev[b], ev[a]
pays, net = settle(D, val)
write("11-4p-play-out-of-turn", P4, [deal_json(D, ev + pays)],
      dict(seed=seed, viol=[(0, a, "out_of_turn")], points=D["an"]["points"], game=val, net=net, player=3))

# ---------- 12 pagat given up early after announcing ultimo (3p) ----------
def rel(seed):
    D = ok(seed, 3, 0, 1, announce=[{"kind": "pagat_ultimo"}], keep_pagat=True)
    if not D or "T1" not in D["hands"][1] + D["talon"][:3] or not D["an"]["ultimo"]: return None
    ph = [c for c in D["hands"][1] + D["talon"][:3] if c not in D["discard"]]
    for t, (tr, w) in enumerate(D["tricks"][:-2]):
        mine = [c for s, c in tr if s == 1][0]
        if is_t(mine) and mine != "T1" and sum(is_t(c) for c in ph) >= 3 and tr[0][0] != 1:
            D2 = ok(seed, 3, 0, 1, announce=[{"kind": "pagat_ultimo"}], keep_pagat=True, force={(t, 1): "T1"})
            if D2 and good(D2, 40): return D2, t
            return None
        ph.remove(mine)
    return None
for seed in range(1, 5000):
    r = rel(seed)
    if r: break
D, t = r
val, _ = gv(D)
ev = base_events(D)
ri = [i for i, e in enumerate(ev) if e.get("card") == "T1"][0]
pays, net = settle(D, val, extra=[(1, 0, 100, "pagat_ultimo"), (1, 2, 100, "pagat_ultimo"), (1, "pool", 30, "pool_ultimo")])
write("12-3p-pagat-released-early", P3, [deal_json(D, ev + pays)],
      dict(seed=seed, viol=[(0, ri, "pagat_released")], points=D["an"]["points"], game=val, net=net, player=1,
           trick=t))

# ---------- 13 session: clean deal, then a wrong game payment at purchase 2 (3p) ----------
seed0, D0 = find(good, 3, 0, 1, start=300)
val0, _ = gv(D0)
pays0, net0 = settle(D0, val0)
pool0 = sum(p["amount"] for p in pays0 if p["to"] == "pool")
seed1, D1 = find(lambda D: good(D, 10, 26), 3, 1, 2, packet=1, start=300)
ev1 = base_events(D1)
ev1.insert(3, {"type": "call", "seat": 2, "call": "reject"})
val1, _ = gv(D1, purchase=2)
pays1, net1 = settle(D1, val1, pool_before=pool0, fresh=False)
single = -gv(D1)[0]
wrong = copy.deepcopy(pays1)
gi = [i for i, p in enumerate(wrong) if p["reason"] == "game" and p["to"] == 1][0]
wrong[gi]["amount"] = single
e0 = base_events(D0) + pays0
write("13-3p-session-clean-then-wrong-game-payment", P3,
      [deal_json(D0, e0), deal_json(D1, ev1 + wrong)],
      dict(seed=(seed0, seed1), viol=[(1, len(ev1) + gi, "wrong_payment")], points=(D0["an"]["points"], D1["an"]["points"]),
           game=(val0, val1), net=(net0, net1), recorded_wrong=single, pool0=pool0))

# ---------- 14 session at 4: clean ultimo deal, then a wrong pool share ----------
def ult4(D):
    return ("T1" in D["hands"][1] + D["talon"][:3] and D["an"]["ultimo"] and not D["an"]["prem"]
            and not D["an"]["volat"] and D["an"]["points"] > 36)
seed0, D0 = find(ult4, 4, 0, 1, announce=[{"kind": "pagat_ultimo"}], keep_pagat=True)
val0, _ = gv(D0)
pays0, net0 = settle(D0, val0, extra=[(o, 1, 100, "pagat_ultimo") for o in (2, 3, 0)] + [("pool", 1, 40, "pool_ultimo")])
poolflow0 = sum(p["amount"] for p in pays0 if p["to"] == "pool") - sum(p["amount"] for p in pays0 if p["from"] == "pool")
seed1, D1 = find(good, 4, 1, 3, start=400)
val1, _ = gv(D1)
pays1, net1 = settle(D1, val1, pool_before=poolflow0, fresh=False)
wrong = copy.deepcopy(pays1)
si = [i for i, p in enumerate(wrong) if p["reason"] == "pool_share"][0]
right_share = wrong[si]["amount"]
wrong[si]["amount"] = round(right_share / 2, 2)
ev1 = base_events(D1)
write("14-4p-session-ultimo-clean-then-wrong-pool-share", P4,
      [deal_json(D0, base_events(D0) + pays0), deal_json(D1, ev1 + wrong)],
      dict(seed=(seed0, seed1), viol=[(1, len(ev1) + si, "wrong_payment")], points=(D0["an"]["points"], D1["an"]["points"]),
           game=(val0, val1), net=(net0, net1), pool_after0=poolflow0, right_share=right_share, recorded=wrong[si]["amount"],
           share_from=wrong[si]["from"]))

json.dump(OUT, open("expectations.json", "w"), ensure_ascii=False, indent=1, default=str)
for k, v in OUT.items(): print(k, v)
