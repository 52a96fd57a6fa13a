"""Replay the written JSON with the own model: turn order, talon, bids, plays, settlement."""
import glob
import json
import sys

from model import (analyse, bid_key, fault_kind, legal, normalize, RANK_N, RANK_T, suit,
                   trick_winner_idx, marriages)


def check(path):
    doc = json.load(open(path))
    table = "ultinet" if doc["rules"]["preset"] == "ultinet" else "standard"
    found = []
    totals = [0, 0, 0]
    nets = []
    for di, deal in enumerate(doc["deals"]):
        dealer = deal["dealer"]
        F = (dealer + 1) % 3
        hands = {s: list(h) for s, h in enumerate(deal["hands"])}
        assert len(hands[F]) == 12 and all(len(hands[s]) == 10 for s in range(3) if s != F)
        assert len(set(sum(hands.values(), []))) == 32
        ev = deal["events"]
        i = 0
        turn = F
        talon = None
        last_bid = None
        last_bidder = None
        passes = 0
        first = True
        while passes < 3:
            e = ev[i]
            s = e["seat"]
            assert s == turn, (path, di, i, "turn")
            if e["type"] == "bid" and e["bid"] == "pass":
                passes += 1
                i += 1
            else:
                if not first:
                    assert e["type"] == "take" and sorted(e["cards"]) == sorted(talon), (path, di, i)
                    hands[s] += e["cards"]
                    i += 1
                    e = ev[i]
                assert e["type"] == "discard"
                for c in e["cards"]:
                    hands[s].remove(c)
                talon = e["cards"]
                i += 1
                e = ev[i]
                assert e["type"] == "bid"
                if last_bid is not None and not bid_key(e["bid"], table) > bid_key(last_bid, table):
                    found.append((di, i, "illegal_bid"))
                last_bid, last_bidder = e["bid"], s
                first = False
                passes = 0
                i += 1
            turn = (turn + 1) % 3
        D = last_bidder
        goals = normalize(last_bid["goals"])
        red = last_bid.get("red", False)
        trump = "H" if red and not any(g in ("betli", "rebetli", "open-betli", "redurchmarsch") for g in goals) else None
        contras = []
        declared = {}
        fold = False
        plays = []
        start = None
        for j in range(i, len(ev)):
            e = ev[j]
            if e["type"] == "announce":
                for it in e["items"]:
                    if it.get("kind") == "trump":
                        trump = it["suit"]
            elif e["type"] == "call" and e["call"] == "fold":
                fold = True
            elif e["type"] == "double":
                contras.append((e["seat"], e["target"], e["level"], None))
            elif e["type"] == "declare":
                declared[e["seat"]] = [x["points"] for x in e["items"]]
            elif e["type"] == "play":
                plays.append((j, e["seat"], e["card"]))
        pays = [(e["from"], e["to"], e["amount"], e.get("reason")) for e in ev if e["type"] == "payment"]
        scores = {e["party"]: e["points"] for e in ev if e["type"] == "score"}
        tots = {e["party"]: (j, e["points"]) for j, e in enumerate(ev) if e["type"] == "total"}
        if fold:
            exp, info = analyse(None, D, trump, goals, red, table, talon, {}, [], fold=True)
        else:
            order = RANK_T if trump else RANK_N
            start = {s: list(h) for s, h in hands.items()}
            for s in declared:
                ms = [p for _, p in marriages(start[s], trump)] if trump else []
                for p in declared[s]:
                    if p not in ms:
                        found.append((di, None, "false_marriage"))
            leader = D
            tricks = []
            k = 0
            for t in range(10):
                cards, seats = [], []
                for pos in range(3):
                    j, s, c = plays[k]
                    k += 1
                    assert s == (leader + pos) % 3, (path, di, j, "play turn")
                    fk = fault_kind(c, hands[s], cards, trump, order)
                    if fk:
                        found.append((di, j, fk))
                    if ("ulti" in goals and s == D and trump and c == "7" + trump and t < 9
                            and len(legal(hands[s], cards, trump, order)) > 1):
                        found.append((di, j, "early_trump_seven"))
                    hands[s].remove(c)
                    cards.append(c)
                    seats.append(s)
                w = seats[trick_winner_idx(cards, trump, order)]
                tricks.append(dict(leader=leader, seats=seats, cards=cards, winner=w))
                leader = w
            res = dict(tricks=tricks, start=start, trump=trump, order=order)
            # no-trump contras: recontra against the defender who said contra
            cm = []
            for (s, tg, lv, _) in contras:
                against = None
                if s == D:
                    against = [c[0] for c in contras if c[1] == tg and c[0] != D][0]
                cm.append((s, tg, lv, against))
            exp, info = analyse(res, D, trump, goals, red, table, talon, declared, cm)
        n_exp = [0, 0, 0]
        for f, t, a, r in exp:
            n_exp[f] -= a
            n_exp[t] += a
        if pays:
            n_rec = [0, 0, 0]
            for f, t, a, r in pays:
                n_rec[f] -= a
                n_rec[t] += a
            if n_rec != n_exp:
                found.append((di, "pay", "wrong_payment", n_exp, n_rec))
        if scores:
            for s in range(3):
                if scores[s] != n_exp[s]:
                    found.append((di, "score", s))
        for s in range(3):
            totals[s] += n_exp[s]
        for s, (j, p) in tots.items():
            if p != totals[s]:
                found.append((di, j, "wrong_total"))
        nets.append(n_exp)
    return found, nets


for p in sorted(glob.glob("*.json")):
    f, n = check(p)
    print(p, f, n)
