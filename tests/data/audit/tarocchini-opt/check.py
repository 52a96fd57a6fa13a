"""Auditor's expected verdicts from the model: python check.py [files]"""
import glob
import json
import sys

import gen as G
import score as S


def expect(path):
    t = json.load(open(path))
    rules = t.get("rules", {}) or {}
    out = []
    lines = []
    otto = t["game"] == "tarocchini-ottocento"
    n = 4 if otto else 3
    widow = rules.get("widow", 5 if rules.get("preset") == "nineteen" else 8)
    tot = list((t.get("start") or {}).get("totals") or [0] * (2 if otto else 3))
    for di, d in enumerate(t["deals"]):
        if not otto and d["hands"] is not None:
            size = 18 if widow == 8 else 19
            if any(len(h) != size for h in d["hands"]) or len(d["talon"]) != widow:
                out.append((di, None, "rejected: hands %s talon %d under widow=%d"
                            % ([len(h) for h in d["hands"]], len(d["talon"]), widow)))
                continue
        ev = d["events"]
        for i, e in enumerate(ev):
            if e["type"] == "redeal" and e.get("reason") == "monte" and rules.get("monte") is False:
                out.append((di, i, "monte_not_allowed"))
        if otto:
            dd = dict(d)
            if d["hands"] is None:
                dd = rebuild_hands(d)
            res, errs, tr = S.score_ottocento(t, dd)
            pts = {"team0": res[0]["total"], "team1": res[1]["total"]}
            split = {}
            for side in (0, 1):
                for key, reason in (("decl", "declarations"), ("combo", "combinations"),
                                    ("cards", "card_points"), ("last", "last_trick")):
                    split[("team%d" % side, reason)] = res[side][key]
            lines.append("deal %d: team0 %s, team1 %s" % (di, fmt(res[0]), fmt(res[1])))
            for side in (0, 1):
                tot[side] += res[side]["total"]
            keyed = {"team0": 0, "team1": 1}
        else:
            r = S.score_terziglio(t, d)
            errs = r["errs"]
            p = G.terz_points(r, rules.get("settlement", "winners_score"))
            pts = {s: p[s] for s in range(3)}
            lines.append("deal %d: declarer seat %d %s; declarer %s; opponents %s; winner %s;"
                         " game points %d; written %s"
                         % (di, r["declarer"], r["contract"], fmt(r["sides"][0]),
                            fmt(r["sides"][1]), "declarer" if r["winner"] == 0 else "opponents",
                            r["g"], p))
            for s in range(3):
                tot[s] += p[s]
            keyed = {0: 0, 1: 1, 2: 2}
            split = {}
        plays = [i for i, e in enumerate(ev) if e["type"] == "play"]
        for k, code in errs:
            out.append((di, plays[k], code))
        # recorded
        rec = {}
        for i, e in enumerate(ev):
            if e["type"] == "score":
                if e.get("reason") and otto:
                    exp = split[(e["party"], e["reason"])]
                else:
                    exp = pts[e["party"]]
                rec.setdefault(e["party"], 0)
                if e["points"] != exp:
                    out.append((di, i, "wrong_score (recorded %s, model %s)" % (e["points"], exp)))
            if e["type"] == "total":
                exp = tot[keyed[e["party"]]]
                if e["points"] != exp:
                    out.append((di, i, "wrong_total (recorded %s, model %s)" % (e["points"], exp)))
            if e["type"] == "payment":
                pass
        pays = [e for e in ev if e["type"] == "payment"]
        if pays:
            net = {s: 0 for s in range(3)}
            for e in pays:
                net[e["from"]] -= e["amount"]
                net[e["to"]] += e["amount"]
            if net != pts:
                out.append((di, None, "payments net %s, model %s" % (net, pts)))
            lines.append("   payments net %s" % net)
        lines.append("   running totals %s" % tot)
    return out, lines


def fmt(s):
    return "decl %d + combos %d + cards %d + last %d = %d (%d cards)" % (
        s["decl"], s["combo"], s["cards"], s["last"], s["total"], s["n"])


def rebuild_hands(d):
    hands = [[] for _ in range(4)]
    for e in d["events"]:
        if e["type"] == "play":
            hands[e["seat"]].append(e["card"])
        if e["type"] == "discard":
            hands[e["seat"]] += e["cards"]
    dd = dict(d)
    dd["hands"] = hands
    return dd


if __name__ == "__main__":
    files = sys.argv[1:] or sorted(glob.glob("[0-9][0-9]-*.json"))
    for f in files:
        out, lines = expect(f)
        print("==", f, json.load(open(f)).get("rules"))
        for ln in lines:
            print("  ", ln)
        print("   EXPECT:", out or "clean")
