"""One reproduction per disagreement class (see REPORT.md)."""
import copy, json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from replays.sim.ulti import simulate
from validator.engine.validate import validate
import oracle, hierarchy


def at(v, di, j):
    return [(a["code"], a["severity"], a["message"]) for a in v["deals"][di]["annotations"] if a.get("event") == j]


def a1_payment():
    doc = simulate(3)                     # preset ultinet, deal 1: lone open durchmarsch (no trumps), lost
    d = doc["deals"][1]
    print("A1 payment: rules", doc["rules"], "contract", [e["bid"] for e in d["events"] if e["type"] == "bid" and e["bid"] != "pass"][-1])
    print("   recorded", d["events"][45], "engine value", [g["value"] for g in validate(doc)["deals"][1]["computed"]["goals"]],
          "oracle", [p for p in oracle.check(doc)[1]["payments"]][:1])
    for kw in ({"point_table": "ultinet", "durchmarsch_points": 6}, {"point_table": "standard", "durchmarsch_points": 7}):
        for seed in range(200):
            doc2 = simulate(seed, **kw)
            vals = [(g["value"], dd["computed"]["trump"]) for dd in validate(doc2)["deals"]
                    for g in (dd.get("computed") or {}).get("goals", []) if g["goal"] == "open-durchmarsch"]
            if vals:
                print("   %s: engine values the open durchmarsch (value, trump) %s (simulate(%d, **%s))" % (kw, vals, seed, kw))
                break


def a1_hierarchy():
    st = {"point_table": "ultinet"}
    base = simulate(0, deals=1, **st)
    base["rules"] = dict(st)
    A = {"goals": ["20-100", "durchmarsch"], "red": True}          # (6+7)x2 = 26
    B = {"goals": ["open-durchmarsch"], "red": False}              # 24 by L59 (28 in the engine)
    doc = hierarchy.make(base, A, B)
    print("A1 hierarchy:", A, "then", B, "engine at event 4:", at(validate(doc), 0, 4),
          "oracle:", [i for i in oracle.check(doc)[0]["issues"] if i[0] == 4])


def t_timing():
    doc = simulate(136, deals=1, fold="optional")   # red party, declarer seat 2 leads at event 10
    d = doc["deals"][0]
    doc1 = copy.deepcopy(doc)
    doc1["deals"][0]["events"].insert(10, {"type": "double", "seat": 1, "target": "party", "level": 2})
    print("T contra before the lead (seat 1 plays third):", d["events"][10:13])
    print("   engine", at(validate(doc1), 0, 10), "oracle", [i for i in oracle.check(doc1)[0]["issues"] if i[0] == 10])
    doc2 = simulate(58, deals=1)                    # red party, declarer seat 1 holds K+Q of a side suit
    doc2["deals"][0]["events"].insert(10, {"type": "declare", "seat": 1, "items": [{"kind": "marriage", "points": 20}]})
    print("T marriage by the leader after the second card of trick 1:", doc2["deals"][0]["events"][8:12])
    print("   engine", at(validate(doc2), 0, 10), "oracle", [i for i in oracle.check(doc2)[0]["issues"] if i[0] == 10])


def c2_party():
    doc = simulate(21)                    # preset ultinet, deal 2: red party + ulti + four tens
    d = doc["deals"][2]
    print("C2 UltiNet party beside ulti:", [e["bid"] for e in d["events"] if e["type"] == "bid" and e["bid"] != "pass"][-1],
          "recorded", d["events"][42], "engine", at(validate(doc), 2, 42))


if __name__ == "__main__":
    a1_payment(); a1_hierarchy(); t_timing(); c2_party()
