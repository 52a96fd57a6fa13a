"""Replay my files with my model and write the per-file tables of EXPECTED.md (expected_tables.md)."""
import glob
import json
from model import trick_winner, robust, value, CONT, SUITS

def gapped_runs(cards):
    out = []
    for s in SUITS:
        if "K" + s in cards:
            have = [r for r in "QNJ" if r + s in cards]
            if len(have) == 2 and "Q" + s not in cards or (len(have) == 2 and "N" + s not in cards):
                out.append("K" + "".join(have) + s)
    if "T20" in cards:
        have = [n for n in (19, 18, 17) if "T%d" % n in cards]
        if len(have) == 2 and 18 not in have or (len(have) == 2 and 19 not in have):
            out.append("T20+" + "+".join("T%d" % n for n in have))
    return out

def fills(cards, items):
    res = []
    conts = [c for c in CONT if c in cards]
    if not conts:
        return res
    for it in items:
        if it[0] != "sequence":
            continue
        if it[1] == "suit":
            pos = [r + it[2] for r in ["K", "Q", "N", "J", "1"]][: it[3]]
        elif it[1] == "trumps":
            pos = ["T%d" % n for n in ([20, 19, 18, 17] + list(range(16, 4, -1)))][: it[3]]
        else:
            continue
        miss = [p for p in pos if p not in cards]
        if miss:
            res.append("%s run %d with %s standing for %s" % (it[2] or "trump", it[3], "/".join(conts), ",".join(miss)))
    return res

lines = []
for fn in sorted(glob.glob("[0-9][0-9]-*.json")):
    if fn.endswith(".fig.json.txt"):
        continue
    tr = json.load(open(fn))
    fg = json.load(open(fn[:-5] + ".fig.json.txt"))
    lines.append("\n### %s\n" % fn)
    lines.append("Expected violations: " + (", ".join("(%d, %d, `%s`)" % tuple(f) for f in fg["faults"]) or "none (clean)"))
    lines.append("")
    lines.append("| deal | dealer | team0: decl + combos + cards + last = score | team1: decl + combos + cards + last = score | totals | gapped reading would give | gapped runs in piles (unfilled) | contatori filling gaps |")
    lines.append("|---|---|---|---|---|---|---|---|")
    for d, (dl, f) in enumerate(zip(tr["deals"], fg["figs"])):
        hands = [h[:] for h in dl["hands"]]
        piles = [[], []]
        disc = None
        plays = []
        for e in dl["events"]:
            if e["type"] == "discard":
                disc = e["cards"]
            if e["type"] == "play":
                plays.append((e["seat"], e["card"]))
        piles[dl["dealer"] % 2] += disc
        for i in range(0, 60, 4):
            tk = plays[i:i + 4]
            w = trick_winner(tk, tk[0][0])
            for s, c in tk:
                piles[w % 2].append(c)
        gr, fl = [], []
        for t in (0, 1):
            r = robust(piles[t])
            assert r[0] == f["combo"][t], (fn, d, t)
            for g in gapped_runs(piles[t]):
                # unfilled only when no contatore in the pile
                if not any(c in piles[t] for c in CONT):
                    gr.append("team%d %s" % (t, g))
            fl += ["team%d pile: %s" % (t, x) for x in fills(piles[t], [tuple(x) for x in f["pile_items"][str(t)]])]
        for e in dl["events"]:
            if e["type"] == "declare":
                pass
        cols = []
        for t in (0, 1):
            cols.append("%d + %d + %d + %d = **%d**" % (f["decl"][t], f["combo"][t], f["card"][t], f["last"][t], f["score"][t]))
        gap = "" if f["score"] == f["score_gapped"] else "%s" % f["score_gapped"]
        lines.append("| %d | %d | %s | %s | %s | %s | %s | %s |" % (d, dl["dealer"], cols[0], cols[1], f["total"], gap or "same", "; ".join(gr) or "-", "; ".join(fl) or "-"))
    lines.append("")
    for d, f in enumerate(fg["figs"]):
        di = {k: v for k, v in f["decl_items"].items() if v}
        pi = f["pile_items"]
        lines.append("- deal %d: declared %s; pile combinations team0 %s, team1 %s; discard %s to team%d" % (
            d, json.dumps(di) if di else "nothing", pi["0"], pi["1"], f["discard"], tr["deals"][d]["dealer"] % 2))
open("expected_tables.md", "w").write("\n".join(lines) + "\n")
print("ok")
