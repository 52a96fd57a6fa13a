"""tarocchini23, after the engine run: replay my committed transcripts with my own model and score them
under the corrected sequence reading (b1 in REPORT.md): the source's minimum "Король и как минимум две
фигурные карты" / "Энджел и как минимум двое из трех следующих гранд" lets one of the three cards after
the King/Angel be missing; the additional cards (Ace; 16 down) then count only when all three are there,
real or replaced. Nothing imported from the project.  Usage: python rescore.py FILE... [--fix]
"""

from __future__ import annotations

import json
import sys

from model import CONT, CRICCA, SUITS, card_points, game_points, seq_points, suit_of, trick_winner, value


def combos2(cards):
    cards = set(cards)
    items = []
    for of, (members, p3, p4) in CRICCA.items():
        n = sum(1 for m in members if m in cards)
        if n >= 3:
            items.append({"kind": "cricca", "of": of, "count": n, "points": p3 if n == 3 else p4})
    nwild = sum(1 for c in CONT if c in cards)

    def run(head, first3, rest):
        if head not in cards:
            return 0
        w = nwild
        filled = 0
        real = 0
        for p in first3:
            if p in cards:
                filled += 1
                real += 1
            elif w:
                w -= 1
                filled += 1
        if filled < 2 or real < 1:
            return 0
        n = 1 + filled
        if filled == 3:
            for p in rest:
                if p in cards:
                    n += 1
                elif w:
                    w -= 1
                    n += 1
                else:
                    break
        return n

    n = trump_run(cards, nwild)
    if n >= 3:
        items.append({"kind": "sequence", "of": "trumps", "length": n, "points": seq_points(n)})
    for s in SUITS:
        n = run("K" + s, ["Q" + s, "N" + s, "J" + s], ["1" + s])
        if n >= 3:
            items.append({"kind": "sequence", "of": "suit", "suit": s, "length": n, "points": seq_points(n)})
    for of, members in (("moretti", ["T1", "T2", "T3", "T4"]), ("aces", ["1" + s for s in SUITS])):
        real = sum(1 for m in members if m in cards)
        if real >= 2 and real + nwild >= 3:
            n = min(6, real + nwild)
            items.append({"kind": "sequence", "of": of, "length": n, "points": seq_points(n)})
    return items


def trump_run(cards, nwild):
    """Angel + two of Sun/World/Moon (one real) -- one may be a gap, then no more; else on down the
    numbered trumps while held or replaced. Two contatori in a row end a trump sequence («для козырей
    последовательность заканчивается, если contatori используются последовательно»), except for the
    Moon and the 16: so assignments with two adjacent replaced cards are not allowed."""
    from itertools import combinations

    if "T20" not in cards:
        return 0
    pos = ["T%d" % i for i in range(19, 4, -1)]
    missing = [i for i, p in enumerate(pos) if p not in cards]
    best = 0
    for k in range(0, min(nwild, 2) + 1):
        for ws in combinations(missing, k):
            ws = set(ws)
            if any(i in ws and i + 1 in ws and not (pos[i] == "T17") for i in range(len(pos))):
                continue
            first3 = [0, 1, 2]
            filled = [i for i in first3 if pos[i] in cards or i in ws]
            real = [i for i in first3 if pos[i] in cards]
            if len(filled) < 2 or not real:
                continue
            n = 1 + len(filled)
            if len(filled) == 3:
                for i in range(3, len(pos)):
                    if pos[i] in cards or i in ws:
                        n += 1
                    else:
                        break
            best = max(best, n)
    return best


def cpts(items):
    cr = [i for i in items if i["kind"] == "cricca"]
    sq = [i for i in items if i["kind"] == "sequence"]
    return sum(i["points"] for i in cr) * (2 if len(cr) >= 3 else 1) + sum(i["points"] for i in sq) * (2 if len(sq) >= 3 else 1)


def itemize(items):
    out = []
    for it in items:
        it = dict(it)
        if it["kind"] == "cricca":
            _m, p3, p4 = CRICCA[it["of"]]
            it["points"] = p3 if it["count"] == 3 else p4
        else:
            it["points"] = seq_points(it["length"])
        out.append(it)
    return out


def replay(t):
    game = t["game"]
    n = 4 if game.endswith("ottocento") else 3
    out = []
    tot = [0] * (2 if n == 4 else 3)
    for di, d in enumerate(t["deals"]):
        hands = [set(h) for h in d["hands"]]
        dealer = d["dealer"]
        ev = d["events"]
        declarer = None
        contract = None
        disc = []
        widow = list(d.get("talon") or [])
        for e in ev:
            if e["type"] == "bid" and e["bid"] != "pass":
                declarer, contract = e["seat"], e["bid"]
            if e["type"] == "take":
                hands[e["seat"]] |= set(e["cards"])
                for c in e["cards"]:
                    widow.remove(c)
            if e["type"] == "discard":
                hands[e["seat"]] -= set(e["cards"])
                disc = list(e["cards"])
        if n == 4:
            side_of = lambda s: s % 2  # noqa: E731
        else:
            side_of = lambda s: 0 if s == declarer else 1  # noqa: E731
        decl = {s: combos2(hands[s]) for s in range(n)}
        declared = {e["seat"]: e["items"] for e in ev if e["type"] == "declare"}
        mism = {}
        for s in range(n):
            mine = [{k: v for k, v in it.items() if k != "points"} for it in decl[s]]
            if sorted(map(json.dumps, mine)) != sorted(map(json.dumps, declared.get(s, []))):
                mism[s] = (declared.get(s), mine)
        plays = [e for e in ev if e["type"] == "play"]
        piles = {0: [], 1: []}
        tricks = [0] * n
        debts = []
        last = None
        for k in range(0, len(plays), n):
            tr = [(p["seat"], p["card"]) for p in plays[k : k + n]]
            w = trick_winner(tr)
            tricks[w] += 1
            for s, c in tr:
                if c == "MATTO":
                    piles[side_of(s)].append(c)
                    if side_of(s) != side_of(w):
                        debts.append((side_of(s), side_of(w)))
                else:
                    piles[side_of(w)].append(c)
            last = w
        st = {0: 0, 1: 0}
        for s in range(n):
            st[side_of(s)] += tricks[s]
        rec = {"deal": di}
        if n == 4:
            dside = dealer % 2
            to = dside if tricks[dealer] else 1 - dside
            piles[to] += disc
        else:
            if st[0] == 0 or st[1] == 0:
                allw = 0 if st[1] == 0 else 1
                gp = 40
                rec["all_tricks"] = allw
                scores = {s: (gp if side_of(s) == allw else 0) for s in range(3)}
                rec["scores"] = scores
                out.append(rec)
                continue
            to = (0 if st[0] else 1) if contract == "gioco" else side_of(last)
            piles[to] += widow + disc
        variants = []
        if debts and st[debts[0][0]] > 0:
            owe, recv = debts[0]
            for c in sorted(set(piles[owe])):
                if value(c) == 1 and c != "MATTO":
                    p = {0: list(piles[0]), 1: list(piles[1])}
                    p[owe].remove(c)
                    p[recv].append(c)
                    variants.append(p)
        else:
            variants = [piles]
        res = []
        for p in variants:
            r = {}
            for side in (0, 1):
                seats = [s for s in range(n) if side_of(s) == side]
                dp = sum(cpts(itemize(declared.get(s, []))) for s in seats)
                cp = cpts(combos2(p[side]))
                cards = card_points(p[side])
                lt = 6 if side_of(last) == side else 0
                r[side] = (dp, cp, cards, lt, dp + cp + cards + lt)
            res.append(r)
        totals = {(r[0][4], r[1][4]) for r in res}
        rec["parts"] = res[0]
        rec["matto_variants"] = len(totals)
        if mism:
            rec["declaration_mismatch"] = mism
        if n == 3:
            a, b = res[0][0][4], res[0][1][4]
            win = 0 if a > b else 1
            gp = game_points(a if win == 0 else b) * (2 if contract == "solo" else 1)
            rec["scores"] = {s: (gp if side_of(s) == win else 0) for s in range(3)}
        else:
            rec["scores"] = {"team0": res[0][0][4], "team1": res[0][1][4]}
        out.append(rec)
    return out


if __name__ == "__main__":
    for fn in [a for a in sys.argv[1:] if not a.startswith("--")]:
        t = json.load(open(fn))
        print("==", fn)
        for rec in replay(t):
            print(" ", rec)
