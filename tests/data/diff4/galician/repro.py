"""The reproductions cited in REPORT.md.  PYTHONPATH=/work/wt-diff4-galician python repro.py"""
import copy, sys, os
sys.path.insert(0, os.path.dirname(__file__))
import oracle
from replays.sim.galician_tarok import simulate
from validator.engine.validate import validate


def show(title, m, di=0, lo=0):
    v = validate(m)["deals"][di]
    r = oracle.check(m)[di]
    print("==", title, m.get("rules"))
    print("  engine:", [(a["event"], a["code"]) for a in v["annotations"] if a["event"] is None or a["event"] >= lo][:12])
    print("  engine forfeit:", v["computed"].get("forfeit"), "expected:", v["settlement"]["expected"] if v.get("settlement") else None)
    print("  oracle:", r["illegal"], "net:", r["net"])


# A1: a take-back of a LEAD that mistaken_follow forbids, the record letting the change stand
doc = simulate(2, deals=1)          # preset common_usage; deal 0, trick 7 led by seat 2 with JH (event 28)
for tb in ("mistaken_follow", "never"):
    m = copy.deepcopy(doc); m["rules"] = dict(doc.get("rules") or {}, take_back=tb)
    m["deals"][0]["events"].insert(28, {"type": "play", "seat": 2, "card": "ND"})   # ND first, then JH
    show("A1 take_back=%s: seat 2 leads ND, takes it back, leads JH (event 28/29)" % tb, m, lo=28)

# C1: a follower's LEGAL card changed after the trick is complete (record: T1 ... then T9 again)
doc = simulate(0, deals=1)
ev = doc["deals"][0]["events"]
for tb in ("mistaken_follow", "until_covered"):
    for first in ("T1", None):
        m = copy.deepcopy(doc); m["rules"] = dict(doc.get("rules") or {}, take_back=tb)
        e2 = m["deals"][0]["events"]
        orig = e2[11]["card"]
        if first is None:   # a revoking card instead: any non-tarock the seat plays later
            s = e2[11]["seat"]
            first = [e["card"] for e in ev[12:] if e.get("seat") == s and e["type"] == "play" and not oracle.is_tarock(oracle.norm(e["card"]))][0]
        e2[11]["card"] = first
        e2.insert(12, {"type": "play", "seat": e2[11]["seat"], "card": orig})
        show("C1 take_back=%s: third card %s then %s after the trick is complete (events 11/12)" % (tb, first, orig), m, lo=11)
