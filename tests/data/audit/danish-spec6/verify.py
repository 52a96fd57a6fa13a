"""Self-check of the written files against model.py (my reading), replayed from the JSON.

Replays every deal from the recorded hands and plays (legality by my reading), recomputes
every payment and compares it with what the file records (as multisets per deal), and
re-adds score sheets.  Prints each difference; a planted fault should show up here, and
nothing else.
"""

import collections
import glob
import json
import os
import sys

from model import declarations, is_king, legal_cards, round5, trick_winner, value

HERE = os.path.dirname(os.path.abspath(__file__))


def check(path):
    t = json.load(open(path, encoding="utf-8"))
    n = len(t["players"])
    pools = dict(t.get("start", {}).get("pools", {"pagat_pool": 0, "king_pool": 0}))
    fresh = "start" not in t
    probs = []
    totals = [0] * n
    ptot = {"pagat_pool": 0, "king_pool": 0}
    sheet_tot = {}
    for k, deal in enumerate(t["deals"]):
        d = deal["dealer"]
        if k and d != (t["deals"][k - 1]["dealer"] + 1) % n:
            probs.append((k, None, "dealer rotation"))
        hands = deal["hands"]
        act = [d, (d + 1) % n, (d + 2) % n] if n == 3 else [s for s in [(d + i) % 4 for i in range(4)] if s != (d + 2) % 4]
        if n == 4 and hands[(d + 2) % 4]:
            probs.append((k, None, "sitter has cards"))
        for s in act:
            if len(hands[s]) != (28 if s == d else 25):
                probs.append((k, None, "hand size %d" % s))
        allc = [c for h in hands for c in h]
        assert len(allc) == 78 and len(set(allc)) == 78
        exp = []
        net = collections.Counter()

        def pay(f, to, a, r):
            exp.append((f, to, a, r))
            net[f] -= a
            net[to] += a

        if fresh and k == 0:
            for p in ("pagat_pool", "king_pool"):
                for s in range(n):
                    pay(s, p, 20, "foundation")
        pay(d, "pagat_pool", 5, "deal_fee")
        pay(d, "king_pool", 5, "deal_fee")
        hand = {s: list(hands[s]) for s in act}
        ev = deal["events"]
        skat = None
        decl_seen = []
        trick = []
        tno = 0
        must = False
        leader = act[1]
        piles = {s: [] for s in act}
        tricks = {s: 0 for s in act}
        joker_gone = False
        extra_pen = collections.Counter()
        for i, e in enumerate(ev):
            ty = e["type"]
            if ty == "discard":
                skat = e["cards"]
                for c in skat:
                    hand[d].remove(c)
            elif ty == "declare":
                decl_seen.append(e["seat"])
                want = [it for it, _ in declarations(hand[e["seat"]])]
                if want != e["items"]:
                    probs.append((k, i, "declaration items differ: %s" % want))
                for it, price in declarations(hand[e["seat"]]):
                    for o in act:
                        if o != e["seat"]:
                            pay(o, e["seat"], price, "declaration")
            elif ty == "call":
                if e["call"] == "joker":
                    if tno != 22 or trick:
                        probs.append((k, i, "call not at the start of trick 22"))
                    holder = [s for s in act if "JOKER" in hand[s]]
                    if holder:
                        must = True
                    else:
                        probs.append((k, i, "false Joker demand (Joker gone)"))
                        pay(e["seat"], "pagat_pool", 20, "penalty")
                        pay(e["seat"], "king_pool", 20, "penalty")
            elif ty == "play":
                s = e["seat"]
                order = [act[(act.index(leader) + j) % 3] for j in range(3)]
                if s != order[len(trick)]:
                    probs.append((k, i, "out of turn"))
                lg = legal_cards(hand[s], trick, tno, must)
                if e["card"] not in lg:
                    probs.append((k, i, "illegal card %s (legal %s)" % (e["card"], lg)))
                hand[s].remove(e["card"])
                trick.append((s, e["card"], e.get("named")))
                if len(trick) == 3:
                    w, wc = trick_winner(trick)
                    tricks[w] += 1
                    for ss, c, _ in trick:
                        (piles[ss] if c == "JOKER" and tno < 24 else piles[w]).append(c)
                    if tno < 24:
                        for ss, c, _ in trick:
                            if (is_king(c) or c == "T1") and ss != w:
                                r = "king_lost" if is_king(c) else "pagat_lost"
                                for o in act:
                                    if o != ss:
                                        pay(ss, o, 5, r)
                                pay(ss, "king_pool" if is_king(c) else "pagat_pool", 5, r)
                        if wc == "T1":
                            for o in act:
                                if o != w:
                                    pay(o, w, 5, "pagat_trick")
                    else:
                        last = (list(trick), w, wc)
                    leader = w
                    trick = []
                    tno += 1
                    must = False
        assert tno == 25, (path, k, tno)
        # pools before the last trick: start pools + everything expected so far into pools
        pp = pools["pagat_pool"] + net["pagat_pool"]
        kp = pools["king_pool"] + net["king_pool"]
        tr, w, wc = last
        tout = [s for s in act if tricks[s] == 25]
        tout = tout[0] if tout else None
        nolo = None if tout is not None else next((s for s in act if tricks[s] == 0), None)
        kprz = [s for s, c, _ in tr if is_king(c) and s != w]
        pprz = [s for s, c, _ in tr if c == "T1" and s != w]
        if tout is not None:
            for o in act:
                if o != tout:
                    pay(o, tout, 85, "tout")
            pay("pagat_pool", tout, pp, "tout")
            pay("king_pool", tout, kp, "tout")
        if nolo is not None:
            for o in act:
                if o != nolo:
                    pay(o, nolo, 25, "nolo")
        if tout is None and nolo is None:
            if wc == "T1":
                for o in act:
                    if o != w:
                        pay(o, w, 45, "pagat_ultimo")
                pay("pagat_pool", w, pp, "pagat_ultimo")
            elif is_king(wc):
                for o in act:
                    if o != w:
                        pay(o, w, 40, "king_ultimo")
                pay("king_pool", w, kp, "king_ultimo")
        for s in kprz:
            for o in act:
                if o != s:
                    pay(s, o, 40, "king_przydupek")
            pay(s, "king_pool", kp, "king_przydupek")
        for s in pprz:
            for o in act:
                if o != s:
                    pay(s, o, 45, "pagat_przydupek")
            pay(s, "pagat_pool", pp, "pagat_przydupek")
        if tout is None and nolo is None and not kprz and not pprz and not (wc == "T1" or is_king(wc)):
            for o in act:
                if o != w:
                    pay(o, w, 20, "last_trick")
        for p in ("pagat_pool", "king_pool"):
            if pools[p] + net[p] == 0:
                for s in range(n):
                    pay(s, p, 20, "refill")
        pts = {s: sum(value(c) for c in piles[s]) + tricks[s] for s in act}
        pts[d] += 1 + sum(value(c) for c in skat)
        assert sum(pts.values()) == 78
        nd = (d + 1) % n
        if nolo is None:
            for s in act:
                if s == nd:
                    continue
                a = round5(pts[s] - 26)
                if a < 0:
                    pay(s, nd, -a, "card_points")
                elif a > 0:
                    pay(nd, s, a, "card_points")
        rec = [(e["from"], e["to"], e["amount"], e.get("reason")) for e in ev if e["type"] == "payment"]
        is_sheet = any(e["type"] in ("score", "total") for e in ev)
        if k == len(t["deals"]) - 1:
            se = [r for r in rec if r[3] == "session_end"]
            for p in ("pagat_pool", "king_pool"):
                amt = pools[p] + net[p]
                for s in range(n):
                    if se:
                        pay(p, s, amt / n, "session_end")
        if not is_sheet:
            ce, cr = collections.Counter(exp), collections.Counter(rec)
            for x in (ce - cr):
                probs.append((k, None, "expected but not recorded %s" % (x,)))
            for x in (cr - ce):
                idx = [i for i, e in enumerate(ev) if e["type"] == "payment" and (e["from"], e["to"], e["amount"], e.get("reason")) == x]
                probs.append((k, idx, "recorded but not expected %s" % (x,)))
        else:
            for i, e in enumerate(ev):
                if e["type"] == "score":
                    p = e["party"]
                    want = net[p] if isinstance(p, int) else net[p]
                    if e["points"] != want:
                        probs.append((k, i, "score %s: %s, want %s" % (p, e["points"], want)))
                if e["type"] == "total":
                    p = e["party"]
                    if isinstance(p, int):
                        want = totals[p] + net[p]
                    else:
                        want = ptot[p] + net[p]
                    if e["points"] != want:
                        probs.append((k, i, "total %s: %s, want %s" % (p, e["points"], want)))
        for s in range(n):
            totals[s] += net[s]
        for p in ("pagat_pool", "king_pool"):
            ptot[p] += net[p]
            pools[p] += net[p]
    return probs, pools


if __name__ == "__main__":
    files = sys.argv[1:] or sorted(glob.glob(os.path.join(HERE, "[0-9][0-9]-*.json")))
    for f in files:
        probs, pools = check(f)
        print(os.path.basename(f), "pools at end", pools)
        for p in probs:
            print("   ", p)
