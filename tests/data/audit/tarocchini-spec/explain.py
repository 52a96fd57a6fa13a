# ruff: noqa: UP031
"""Print, per file, the tricks that test a rule (Moretti ties, Matto, no overtaking) and the figures."""

import glob
import json

import model as M
import replay as R

for f in sorted(glob.glob("[0-9][0-9]-*.json")):
    d = json.load(open(f))
    n = 4 if d["game"].endswith("ottocento") else 3
    print("=====", f)
    for di, deal in enumerate(d["deals"]):
        evs = deal["events"]
        pl = [(i, e["seat"], e["card"]) for i, e in enumerate(evs) if e["type"] == "play"]
        hands = [list(h) for h in deal["hands"]]
        for e in evs:
            if e["type"] == "take":
                hands[e["seat"]] += e["cards"]
            if e["type"] == "discard":
                for c in e["cards"]:
                    hands[e["seat"]].remove(c)
        notes = []
        for t in range(0, len(pl), n):
            tr = pl[t : t + n]
            trick = [(s, c) for _, s, c in tr]
            a, led = M.trick_winner(trick, "last")
            b, _ = M.trick_winner(trick, "first")
            if a != b:
                notes.append(
                    "trick %d (events %d-%d) %s: Moretti tie, last played wins -> seat %d (first-played would give %d)"
                    % (t // n, tr[0][0], tr[-1][0], trick, a, b)
                )
            for k, (i, s, c) in enumerate(tr):
                if c == "MATTO":
                    notes.append(
                        "trick %d event %d: seat %d plays the Matto; trick to seat %d" % (t // n, i, s, a)
                    )
                if k > 0 and led == "T" and M.is_trump(c):
                    best = max(int(x[1:]) if x not in M.MORETTI else 2 for _, x in trick[:k] if M.is_trump(x))
                    higher = [
                        x for x in hands[s] if M.is_trump(x) and int(x[1:]) > best and x not in M.MORETTI
                    ]
                    if int(c[1:]) < best and higher and len(notes) < 12:
                        notes.append(
                            "trick %d event %d: seat %d follows trumps with %s under %s while holding %s (no duty to overtake)"
                            % (t // n, i, s, c, "T%d" % best, higher)
                        )
            for _, s, c in tr:
                hands[s].remove(c)
        for x in notes[:8]:
            print("  d%d" % di, x)
        if not pl:
            continue
        res, dec, con = R.replay_deal(d["game"], deal)
        print("  d%d figures: declarer %s %s" % (di, dec, con))
        for sd, r in enumerate(res):
            print(
                "     side %d: declarations %d + combinations in captured cards %d %s + card points %d (%d cards) + last trick %d = %d; tricks %d"
                % (
                    sd,
                    r["decl"],
                    r["combos"],
                    [(x[1], x[2], x[3]) for x in r["pilecombos"]],
                    r["cards"],
                    r["n"],
                    r["last"],
                    r["total"],
                    r["tricks"],
                )
            )
        print(
            "  d%d recorded:" % di,
            [
                (i, e["type"], e["party"], e["points"])
                for i, e in enumerate(evs)
                if e["type"] in ("score", "total")
            ],
        )
