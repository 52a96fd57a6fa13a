"""Ulti (Japanese article, 2013) - my own model, written from the source only.

Session facts used (source 003):
- "最初にカードを配る人は,好きな方法で決めます.以後は,反時計回りに順番に交代します." -> the deal
  passes counter-clockwise, i.e. to the next seat in order of play (dealer+1), whatever happened
  in the deal (a folded party included).
- "右隣りに 7 枚" -> the dealer's right-hand neighbour (next in order of play) holds 12.
- "最低の目標である赤以外のゲーム (パス,パルティ) で立った親は,この時点で,勝負せずに下りることが
  できます.このとき,親は,2 人の子に 2 点ずつ渡します."
- start.totals carries each seat's running total from an earlier sheet.
Deals kept to a plain party (1 point), no contra, no silent bonus.
"""
import copy
import random

from gen_common import dump

SUITS = "HDSC"
TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]


def deck():
    return [r + s for s in SUITS for r in TRUMP_ORDER]


def rank(c):
    return c[:-1]


def suit(c):
    return c[-1]


def strength(c):
    return 8 - TRUMP_ORDER.index(rank(c))


def pts(c):
    return 10 if rank(c) in ("A", "10") else 0


class Abort(Exception):
    pass


def legal(hand, trick, led, trump):
    if not trick:
        return list(hand)
    f = [c for c in hand if suit(c) == led]
    trumped = any(suit(c) == trump for _, c in trick) and led != trump
    if f:
        if trumped:
            return f
        best = max(strength(c) for _, c in trick if suit(c) == led)
        beat = [c for c in f if strength(c) > best]
        return beat or f
    t = [c for c in hand if suit(c) == trump]
    if t:
        tr = [strength(c) for _, c in trick if suit(c) == trump]
        if tr:
            beat = [c for c in t if strength(c) > max(tr)]
            return beat or t
        return t
    return list(hand)


def marriages(hand, trump):
    out = []
    for s in [trump] + [x for x in SUITS if x != trump]:
        if "K" + s in hand and "Q" + s in hand:
            out.append({"kind": "marriage", "points": 40 if s == trump else 20})
    return out


def deal_party(rng, dealer, fold=False):
    d = deck()
    rng.shuffle(d)
    first = (dealer + 1) % 3
    hands = [None] * 3
    k = 0
    for i in range(3):
        s = (dealer + 1 + i) % 3
        m = 12 if s == first else 10
        hands[s] = d[k:k + m]
        k += m
    ev = []
    h = list(hands[first])
    # declarer's trump: his longest non-heart suit
    cnt = {s: sum(1 for c in h if suit(c) == s) for s in "DSC"}
    trump = max(cnt, key=lambda s: (cnt[s], rng.random()))
    disc = sorted([c for c in h if suit(c) != trump and rank(c) not in ("A", "10")],
                  key=lambda c: (strength(c), rng.random()))[:2]
    if len(disc) < 2:
        raise Abort("discard")
    for c in disc:
        h.remove(c)
    ev.append({"type": "discard", "seat": first, "cards": disc})
    ev.append({"type": "bid", "seat": first, "bid": {"goals": ["party"], "red": False}})
    ev.append({"type": "bid", "seat": (first + 1) % 3, "bid": "pass"})
    ev.append({"type": "bid", "seat": (first + 2) % 3, "bid": "pass"})
    ev.append({"type": "bid", "seat": first, "bid": "pass"})
    ev.append({"type": "announce", "seat": first, "items": [{"kind": "trump", "suit": trump}]})
    decl = first
    if fold:
        ev.append({"type": "call", "seat": decl, "call": "fold"})
        return {"hands": hands, "events": ev, "declarer": decl, "fold": True, "trump": trump}
    live = {s: list(hands[s]) for s in range(3)}
    live[decl] = h
    mar = {s: marriages(live[s], trump) for s in range(3)}
    declared = set()
    won = {s: [] for s in range(3)}
    tr_count = [0, 0, 0]
    leader = decl
    last = None
    for t in range(10):
        trick = []
        led = None
        for i in range(3):
            s = (leader + i) % 3
            opts = legal(live[s], trick, led, trump)
            if rng.random() < 0.6:
                c = max(opts, key=lambda c: (strength(c) + (8 if suit(c) == trump else 0), rng.random()))
            else:
                c = min(opts, key=lambda c: (strength(c) + (8 if suit(c) == trump else 0), rng.random()))
            if s not in declared:
                declared.add(s)
                if mar[s]:
                    ev.append({"type": "declare", "seat": s, "items": mar[s]})
            live[s].remove(c)
            if led is None:
                led = suit(c)
            trick.append((s, c))
            ev.append({"type": "play", "seat": s, "card": c})
        tt = [(s, c) for s, c in trick if suit(c) == trump]
        if tt:
            w, wc = max(tt, key=lambda x: strength(x[1]))
        else:
            w, wc = max([(s, c) for s, c in trick if suit(c) == led], key=lambda x: strength(x[1]))
        tr_count[w] += 1
        won[w] += [c for _, c in trick]
        leader = w
        if t == 9:
            last = (w, trick)
    w, trick = last
    if any(c == "7" + trump for _, c in trick):
        raise Abort("trump seven in last trick (silent ulti)")
    if 10 in tr_count:
        raise Abort("durchmarsch")
    defs = [s for s in range(3) if s != decl]
    dp = sum(pts(c) for c in won[decl]) + (10 if w == decl else 0)
    fp = sum(pts(c) for s in defs for c in won[s]) + (10 if w != decl else 0) + sum(pts(c) for c in disc)
    assert dp + fp == 90
    if tr_count[decl] > 0:
        dp += sum(m["points"] for m in mar[decl])
    if sum(tr_count[s] for s in defs) > 0:
        fp += sum(m["points"] for s in defs for m in mar[s])
    if dp >= 100 or fp >= 100:
        raise Abort("silent 100")
    win = dp > fp
    return {"hands": hands, "events": ev, "declarer": decl, "fold": False, "win": win, "dp": dp, "fp": fp,
            "trump": trump, "tricks": tr_count}


def gen(seed, dealer, fold=False, want_win=None):
    k = 0
    while True:
        rng = random.Random(seed * 1000 + k)
        k += 1
        try:
            g = deal_party(rng, dealer, fold)
        except Abort:
            continue
        if want_win is not None and not fold and g["win"] != want_win:
            continue
        g["seed"] = seed * 1000 + k - 1
        return g


def result(g):
    decl = g["declarer"]
    defs = [s for s in range(3) if s != decl]
    pay = []
    net = {0: 0, 1: 0, 2: 0}
    if g["fold"]:
        for s in defs:
            pay.append({"type": "payment", "from": decl, "to": s, "amount": 2, "reason": "fold"})
            net[decl] -= 2
            net[s] += 2
    elif g["win"]:
        for s in defs:
            pay.append({"type": "payment", "from": s, "to": decl, "amount": 1, "reason": "party"})
            net[decl] += 1
            net[s] -= 1
    else:
        for s in defs:
            pay.append({"type": "payment", "from": decl, "to": s, "amount": 1, "reason": "party"})
            net[decl] -= 1
            net[s] += 1
    return pay, net


PLAYERS = ["Anna", "Béla", "Csilla"]


def build(specs, start_totals, mode_by_deal):
    totals = list(start_totals)
    deals = []
    info = []
    for (seed, dealer, fold, want), mode in zip(specs, mode_by_deal):
        g = gen(seed, dealer, fold, want)
        ev = copy.deepcopy(g["events"])
        pay, net = result(g)
        if mode in ("payments", "payments_only"):
            ev += pay
        else:
            for s in range(3):
                ev.append({"type": "score", "party": s, "points": net[s]})
        for s in range(3):
            totals[s] += net[s]
        if mode != "payments_only":
            for s in range(3):
                ev.append({"type": "total", "party": s, "points": totals[s]})
        deal = {"dealer": dealer, "hands": None if mode == "play_only" else g["hands"], "events": ev}
        deals.append(deal)
        info.append({k: g.get(k) for k in ("seed", "declarer", "fold", "win", "dp", "fp", "trump", "tricks")} | {"net": net, "totals": list(totals)})
    return deals, info, totals


def main():
    specs10 = [(101, 1, False, True), (102, 2, False, False), (103, 0, False, True)]
    deals, info, t10 = build(specs10, [0, 0, 0], ["payments", "payments", "payments"])
    tr = {"format": "trick-transcript/1", "game": "ulti", "rules": {"preset": "standard"}, "players": PLAYERS,
          "meta": {"event": "Ulti-este", "sheet": "1/2", "note": "payments and running totals; goes on in 11"},
          "deals": deals}
    dump("10-ulti-part1.json", tr)
    print("10:")
    for x in info:
        print("  ", x)
    specs11 = [(111, 1, False, False), (112, 2, True, None), (113, 0, False, True)]
    deals, info, t11 = build(specs11, t10, ["payments", "payments", "play_only"])
    tr = {"format": "trick-transcript/1", "game": "ulti", "rules": {"preset": "standard"}, "players": PLAYERS,
          "start": {"totals": t10},
          "meta": {"event": "Ulti-este", "sheet": "2/2",
                   "note": "totals carried from 10; Csilla folds her party in deal 1; deal 2 kept as plays only"},
          "deals": deals}
    dump("11-ulti-part2-fold.json", tr)
    print("11 start", t10)
    for x in info:
        print("  ", x)
    # 12: after the folded deal the same dealer dealt again
    specs12 = [(111, 1, False, False), (112, 2, True, None), (113, 2, False, True)]
    deals, info, t12 = build(specs12, t10, ["payments", "payments", "play_only"])
    tr = {"format": "trick-transcript/1", "game": "ulti", "rules": {"preset": "standard"}, "players": PLAYERS,
          "start": {"totals": t10},
          "meta": {"event": "Ulti-este (másik asztal)", "sheet": "2/2",
                   "note": "after the fold in deal 1 the same dealer dealt again"},
          "deals": deals}
    dump("12-ulti-part2-dealer-after-fold.json", tr)
    print("12:")
    for x in info:
        print("  ", x)


if __name__ == "__main__":
    main()
