"""Phase 2: compares each engine verdict (validate --json) with expected.json.txt field by field,
and checks the verdict's own consistency against the spec's shape. Run from the worktree root:
PYTHONPATH=$PWD python tests/data/audit/verdict-spec/compare.py"""

import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "../../../.."))


def verdict(name):
    p = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", os.path.join(HERE, name)],
                       capture_output=True, text=True, cwd=ROOT, env=dict(os.environ, PYTHONPATH=ROOT))
    return json.loads(p.stdout)


def near(a, b):
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return abs(a - b) < 1e-6
    return a == b


def cmp_amounts(x, y):
    if x is None or y is None:
        return x == y
    return set(x) == set(y) and all(near(x[k], y[k]) for k in x)


def shape(v, doc):
    out = []
    for k in ("format", "status", "game", "rules", "transcript_sha256", "engine", "meta", "summary", "deals"):
        if k not in v:
            out.append("missing top-level " + k)
    if v.get("meta") != doc.get("meta", {}):
        out.append("meta not echoed")
    s = v["summary"]
    anns = [a for d in v["deals"] for a in d["annotations"]]
    viol = [a for a in anns if a["severity"] == "violation"]
    warn = [a for a in anns if a["severity"] == "warning"]
    if s["violations"] != len(viol):
        out.append("summary.violations %s != %d violation annotations" % (s["violations"], len(viol)))
    if s.get("warnings", 0) != len(warn):
        out.append("summary.warnings %s != %d" % (s.get("warnings"), len(warn)))
    bc = {}
    bs = {}
    for a in viol:
        bc[a["code"]] = bc.get(a["code"], 0) + 1
        if a["seat"] is not None:
            bs[str(a["seat"])] = bs.get(str(a["seat"]), 0) + 1
    if bc != s["by_code"]:
        out.append("by_code %s != annotations %s" % (s["by_code"], bc))
    if bs != s["by_seat"]:
        out.append("by_seat %s != annotations %s" % (s["by_seat"], bs))
    for d in v["deals"]:
        for k in ("index", "annotations", "computed", "settlement"):
            if k not in d:
                out.append("deal missing " + k)
        st = d.get("settlement", {})
        for k in ("expected", "recorded", "difference"):
            if k not in st:
                out.append("settlement missing " + k)
        if st.get("recorded") is not None:
            diff = {k: st["expected"][k] - st["recorded"][k] for k in st["expected"]
                    if k in st["recorded"] and not near(st["expected"][k], st["recorded"][k])}
            if not cmp_amounts(diff, st["difference"]):
                out.append("deal %d difference %s != expected - recorded %s" % (d["index"], st["difference"], diff))
        for a in d["annotations"]:
            for k in ("deal", "event", "seat", "code", "severity", "rule", "message", "evidence"):
                if k not in a:
                    out.append("annotation missing " + k)
            if a["deal"] != d["index"]:
                out.append("annotation deal %s in deal %s" % (a["deal"], d["index"]))
            if a["event"] is not None:
                evs = doc["deals"][a["deal"]]["events"]
                if not (0 <= a["event"] < len(evs)):
                    out.append("annotation event out of range")
                else:
                    e = evs[a["event"]]
                    seat = e.get("seat", e.get("party", e.get("from")))
                    if isinstance(seat, str) and seat.startswith("team") and a["seat"] is None:
                        pass  # a team's figure: no single seat (expected null)
                    elif a["seat"] != seat and a["code"] not in ("wrong_payment",):
                        out.append("annotation %s at event %d names seat %s, the event's seat/party is %s" % (a["code"], a["event"], a["seat"], seat))
            if "penalty" in a:
                p = a["penalty"]
                for pay in p.get("payments", []):
                    for k in ("from", "to", "amount"):
                        if k not in pay:
                            out.append("penalty payment missing " + k)
    return out


def main():
    exp = json.load(open(os.path.join(HERE, "expected.json.txt"), encoding="utf-8"))
    for e in exp:
        name = e["file"]
        doc = json.load(open(os.path.join(HERE, name), encoding="utf-8"))
        v = verdict(name)
        diffs = []
        if v["status"] != e["status"]:
            diffs.append("status %s, expected %s" % (v["status"], e["status"]))
        if e["status"] == "rejected":
            got = [(p["pointer"], p["code"]) for p in v.get("problems", [])]
            want = [(p["pointer"], p["code"]) for p in e["problems"]]
            if got != want:
                diffs.append("problems %s, expected %s" % (got, want))
            if v["summary"] != e["summary"]:
                diffs.append("summary %s, expected %s" % (v["summary"], e["summary"]))
            if v.get("deals") != []:
                diffs.append("deals not empty")
            print("==", name, "OK" if not diffs else "")
            for x in diffs:
                print("   ", x)
            continue
        for k in ("violations", "warnings", "by_code", "by_seat"):
            if v["summary"].get(k) != e["summary"].get(k):
                diffs.append("summary.%s %s, expected %s" % (k, v["summary"].get(k), e["summary"].get(k)))
        for de in e["deals"]:
            dv = v["deals"][de["index"]]
            ga = [(a["deal"], a["event"], a["seat"], a["code"], a["severity"]) for a in dv["annotations"]]
            wa = [(a["deal"], a["event"], a["seat"], a["code"], a["severity"]) for a in de["annotations"]]
            if sorted(ga, key=str) != sorted(wa, key=str):
                diffs.append("deal %d annotations %s, expected %s" % (de["index"], ga, wa))
            for a in dv["annotations"]:
                w = [x for x in de["annotations"] if x["event"] == a["event"]]
                got, want = a.get("penalty"), (w[0].get("penalty") if w else None)
                if (got is None) != (want is None):
                    diffs.append("deal %d event %s penalty: engine %s | expected %s" % (de["index"], a["event"], json.dumps(got), json.dumps(want)))
                elif got is not None:
                    bad = {k: (got.get(k), want[k]) for k in want if got.get(k) != want[k]}
                    if bad:
                        diffs.append("deal %d event %s penalty fields (engine, expected): %s" % (de["index"], a["event"], bad))
                    extra = sorted(set(got) - set(want))
                    if extra:
                        print("    (info) %s deal %d event %s penalty also has %s" % (name, de["index"], a["event"], {k: got[k] for k in extra}))
            for k in ("expected", "recorded", "difference"):
                if not cmp_amounts(dv["settlement"][k], de["settlement"][k]):
                    diffs.append("deal %d settlement.%s %s, expected %s" % (de["index"], k, dv["settlement"][k], de["settlement"][k]))
        diffs += ["SHAPE: " + x for x in shape(v, doc)]
        print("==", name, "OK" if not diffs else "")
        for x in diffs:
            print("   ", x)


if __name__ == "__main__":
    main()
