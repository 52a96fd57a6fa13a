"""python make.py NAME -> writes NAME.json and NAME.fig.json.txt (one file per process)."""
import json
import random
import sys
from build import session, write
from model import robust, SUITS

def n_seq(items):
    return sum(1 for it in items if it[0] == "sequence")

def filled(fig):
    """a pile sequence in which a contatore fills an internal gap"""
    return fig.get("cont_fill", False)

def want_doubling(d, fig):
    return d != 1 or any(n_seq(fig["pile_items"][t]) >= 3 for t in (0, 1))

def want_fill(d, fig):
    if d != 1:
        return True
    for t in (0, 1):
        for it in fig["pile_items"][t]:
            if it[0] == "sequence" and it[1] == "suit":
                pass
    return fig["fill"]

def rig_knj(hands, talon):
    need = ["KS", "NS", "JS"]
    out = ["QS", "T0", "MATTO"]
    for c in need:
        if c in hands[0]:
            continue
        for h in hands[1:] + [talon]:
            if c in h:
                i = h.index(c)
                repl = [x for x in hands[0] if x not in need and x not in out]
                x = repl[0]
                h[i] = x
                hands[0][hands[0].index(x)] = c
                break
    for c in out:
        if c in hands[0]:
            h = hands[1]
            x = [y for y in h if y not in need and y not in out][0]
            hands[0][hands[0].index(c)] = x
            h[h.index(x)] = c

SPECS = {
    "01-clean-to-800": dict(style="total", seed=100),
    "02-clean-to-800-b": dict(style="total", seed=200),
    "03-clean-by-reason": dict(style="reason", seed=300),
    "04-clean-by-reason-b": dict(style="reason", seed=400),
    "05-clean-many-gaps": dict(style="total", seed=500, need_diff=3),
    "06-clean-three-sequences-doubled": dict(style="reason", seed=600, want=want_doubling),
    "07-clean-long-session": dict(style="total", seed=700, need_diff=3),
    "08-clean-by-reason-c": dict(style="reason", seed=800, need_diff=3),
    "09-fault-score-plus3": dict(style="total", seed=900, fault=("score", 2, 3)),
    "10-fault-total": dict(style="total", seed=1000, fault=("total", 2, 10)),
    "11-fault-revoke": dict(style="total", seed=1100, fault=("revoke", 1, 3)),
    "12-knj-declared-deal0-then-gapless": dict(style="total", seed=1200, mixed=True),
}

name = sys.argv[1]
sp = SPECS[name]
seed = sp["seed"]
while True:
    kw = dict(need_diff=sp.get("need_diff", 2), want=sp.get("want"))
    fault = sp.get("fault")
    if fault and fault[0] == "revoke":
        kw["fault"] = fault
    if sp.get("mixed"):
        kw["rig0"] = rig_knj
        def w(d, fig):
            if d != 0:
                return True
            return fig["gapped"] == fig["combo"] and n_seq(fig["decl_items"][0]) == 0
        kw["want"] = w
    r = session(seed, sp["style"], **kw)
    if r is None:
        seed += 1
        continue
    deals, figs = r
    if fault and fault[0] in ("score", "total"):
        dd = fault[1]
        if len(deals) <= dd + 1 or figs[dd]["score"] == figs[dd]["score_gapped"]:
            seed += 1
            continue
    if sp.get("mixed"):
        # deal 0: seat 0 declares K N J of swords (a run with a gap), the sheet counts it (+10)
        ev = deals[0]["events"]
        for e in ev:
            if e["type"] == "declare" and e["seat"] == 0:
                e["items"].append({"kind": "sequence", "of": "suit", "suit": "S", "length": 3})
        f0 = figs[0]
        f0["decl"][0] += 10
        f0["score"][0] += 10
        f0["knj"] = True
        # rebuild scores/totals of every deal
        tot = [0, 0]
        for d, (dl, f) in enumerate(zip(deals, figs)):
            tot = [tot[0] + f["score"][0], tot[1] + f["score"][1]]
            f["total"] = tot
            for e in dl["events"]:
                if e["type"] == "score":
                    e["points"] = f["score"][int(e["party"][-1])]
                if e["type"] == "total":
                    e["points"] = tot[int(e["party"][-1])]
        if not any(f["score"] != f["score_gapped"] for f in figs[1:]) or max(tot) < 800 or max(figs[-2]["total"]) >= 800:
            seed += 1
            continue
    break
faults = []
if fault:
    dd = fault[1]
    ev = deals[dd]["events"]
    if fault[0] == "score":
        t = 0 if figs[dd]["score"][0] != figs[dd]["score_gapped"][0] else 1
        i = [k for k, e in enumerate(ev) if e["type"] == "score" and e["party"] == "team%d" % t][0]
        ev[i]["points"] += fault[2]
        faults.append((dd, i, "wrong_score"))
    elif fault[0] == "total":
        i = [k for k, e in enumerate(ev) if e["type"] == "total" and e["party"] == "team0"][0]
        ev[i]["points"] += fault[2]
        faults.append((dd, i, "wrong_total"))
    else:
        faults.append((dd, figs[dd]["revoke_ev"], "revoke"))
write(name + ".json", deals, figs, {"event": "Circolo del Tarocchino, gapless sheet", "seed": seed})
out = {"seed": seed, "faults": faults, "figs": [
    {k: v for k, v in f.items() if k not in ("pile_items",)} | {"pile_items": {str(t): f["pile_items"][t] for t in (0, 1)}}
    for f in figs]}
json.dump(out, open(name + ".fig.json.txt", "w"), indent=0, default=str)
print(name, seed, faults, [(f["score"], f["score_gapped"], f["total"]) for f in figs])
