"""Checker of the format-spec round: runs the CLI on every transcript of this folder and checks the
verdict against the contract (transcript-format.md "Verdict", openapi.yaml Verdict) and against my
expectations (expectations.txt, written by gen.py).

Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/format-spec/check.py
Prints one block per file: contract faults (C), expectation differences (E), then a summary."""

from __future__ import annotations

import hashlib
import json
import os
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
PY = "/work/venv/bin/python"
POINTER = re.compile(r"^(/([^~/]|~[01])*)*$")


def games():
    from validator.http.app import create_app

    c = create_app("redis://127.0.0.1:6379/0").test_client()
    return {g["name"]: g for g in c.get("/v1/games").get_json()["games"]}


def whole(x):
    """A canonical JSON writes a number with no fractional part as an integer (RFC 8785; openapi:
    "1.0 and 1e0 are the integer 1"). Post-run correction (b): my first canonical form kept 20.0."""
    if isinstance(x, float) and x.is_integer():
        return int(x)
    if isinstance(x, dict):
        return {k: whole(v) for k, v in x.items()}
    if isinstance(x, list):
        return [whole(v) for v in x]
    return x


def canonical_sha(doc):
    s = json.dumps(whole(doc), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(s.encode("utf-8")).hexdigest()


def resolve(doc, ptr):
    """Follows an RFC 6901 pointer; returns (found, value)."""
    cur = doc
    if ptr == "":
        return True, cur
    for raw in ptr.split("/")[1:]:
        tok = raw.replace("~1", "/").replace("~0", "~")
        if isinstance(cur, list):
            if not tok.isdigit() or int(tok) >= len(cur):
                return False, None
            cur = cur[int(tok)]
        elif isinstance(cur, dict):
            if tok not in cur:
                return False, None
            cur = cur[tok]
        else:
            return False, None
    return True, cur


def run(path):
    p = subprocess.run([PY, "-m", "replays.cli", "validate", "--json", str(path)], capture_output=True, text=True,
                       env={**os.environ})
    try:
        v = json.loads(p.stdout)
    except json.JSONDecodeError:
        v = None
    return p.returncode, v, p.stderr


def num_eq(a, b):
    return abs(float(a) - float(b)) < 1e-5


def check_contract(name, doc, v, rc, G):
    C = []
    need = ["format", "status", "game", "rules", "transcript_sha256", "engine", "meta", "summary", "deals"]
    for k in need:
        if k not in v:
            C.append("missing verdict field %s" % k)
    if C:
        return C
    if v["format"] != "trick-verdict/1":
        C.append("format %r" % v["format"])
    st = v["status"]
    if st not in ("clean", "violations", "rejected"):
        C.append("status %r" % st)
    if {"clean": 0, "violations": 1, "rejected": 2}.get(st) != rc:
        C.append("exit code %d for status %s" % (rc, st))
    if v["game"] != (doc.get("game") if isinstance(doc.get("game"), str) else None):
        C.append("game %r" % v["game"])
    if v["transcript_sha256"] != canonical_sha(doc):
        C.append("transcript_sha256 %s != my canonical %s" % (v["transcript_sha256"], canonical_sha(doc)))
    eng = v["engine"]
    if not (isinstance(eng, dict) and isinstance(eng.get("name"), str) and isinstance(eng.get("version"), str)):
        C.append("engine %r" % eng)
    if "meta" in doc:
        if v["meta"] != doc["meta"]:
            C.append("meta not echoed: %r" % (v["meta"],))
    elif v["meta"] not in ({}, None):
        C.append("meta for a transcript without meta: %r" % (v["meta"],))
    anns = [a for d in v["deals"] for a in d.get("annotations", [])]
    s = v["summary"]
    nv = sum(1 for a in anns if a["severity"] == "violation")
    nw = sum(1 for a in anns if a["severity"] == "warning")
    if s.get("violations") != nv:
        C.append("summary.violations %r, annotations say %d" % (s.get("violations"), nv))
    if s.get("warnings") != nw:
        C.append("summary.warnings %r, annotations say %d" % (s.get("warnings"), nw))
    bc, bs = {}, {}
    for a in anns:
        if a["severity"] == "violation":
            bc[a["code"]] = bc.get(a["code"], 0) + 1
            if a.get("seat") is not None:
                bs[str(a["seat"])] = bs.get(str(a["seat"]), 0) + 1
    if s.get("by_code") != bc:
        C.append("summary.by_code %r, annotations say %r" % (s.get("by_code"), bc))
    if s.get("by_seat") != bs:
        C.append("summary.by_seat %r, annotations say %r" % (s.get("by_seat"), bs))
    if st == "rejected":
        if v["rules"] is not None:
            C.append("rules of a rejected verdict not null: %r" % (v["rules"],))
        if v["deals"] != []:
            C.append("rejected verdict with deals")
        probs = v.get("problems")
        if not probs:
            C.append("rejected without problems")
            probs = []
        if s.get("problems") != len(probs):
            C.append("summary.problems %r for %d problems" % (s.get("problems"), len(probs)))
        for p in probs:
            if set(p) != {"pointer", "code", "message"}:
                C.append("problem fields %r" % sorted(p))
            if not POINTER.match(p.get("pointer", "?")):
                C.append("bad pointer syntax %r" % p.get("pointer"))
            found, _ = resolve(doc, p["pointer"])
            if not found and p["code"] != "missing_field":
                C.append("pointer %s does not resolve in the transcript (%s)" % (p["pointer"], p["code"]))
            if not found and p["code"] == "missing_field":
                par = p["pointer"].rsplit("/", 1)[0]
                if not resolve(doc, par)[0]:
                    C.append("missing_field pointer's parent %s does not resolve" % par)
            if not isinstance(p.get("message"), str) or not p["message"]:
                C.append("problem without message at %s" % p["pointer"])
        return C
    # replayed
    g = G.get(doc["game"])
    rules = v["rules"]
    if not isinstance(rules, dict) or "preset" not in rules:
        C.append("rules not resolved: %r" % (rules,))
    elif g:
        tr = doc.get("rules") or {}
        preset = tr.get("preset", "standard")
        pv = next((p["values"] for p in g["presets"] if p["name"] == preset), None)
        want = dict(pv or {})
        for k, val in tr.items():
            want[k] = val
        for o in g["options"]:
            if o["name"] not in rules:
                C.append("option %s missing from the resolved rules" % o["name"])
        for k, val in want.items():
            if k not in rules:
                continue
            if isinstance(val, float) and val.is_integer():
                val = int(val)
            if rules[k] != val or type(rules[k]) is not type(val):
                C.append("rules.%s resolved %r, expected %r" % (k, rules[k], val))
        extra = set(rules) - set(want) - {o["name"] for o in g["options"]}
        if extra:
            C.append("unknown options in resolved rules: %s" % sorted(extra))
    if len(v["deals"]) != len(doc["deals"]):
        C.append("%d deal verdicts for %d deals" % (len(v["deals"]), len(doc["deals"])))
    nplayers = len(doc["players"])
    for i, d in enumerate(v["deals"]):
        if d.get("index") != i:
            C.append("deal %d index %r" % (i, d.get("index")))
        for k in ("index", "annotations", "computed", "settlement"):
            if k not in d:
                C.append("deal %d lacks %s" % (i, k))
        sett = d.get("settlement", {})
        for k in ("expected", "recorded", "difference"):
            if k not in sett:
                C.append("deal %d settlement lacks %s" % (i, k))
        exp_, rec, dif = sett.get("expected") or {}, sett.get("recorded"), sett.get("difference") or {}
        if rec is not None:
            for p, x in dif.items():
                if p not in exp_ or p not in rec or not num_eq(x, exp_[p] - rec[p]):
                    C.append("deal %d difference[%s]=%r is not expected-recorded" % (i, p, x))
            for p in set(exp_) & set(rec):
                if p not in dif and not num_eq(exp_[p], rec[p]):
                    C.append("deal %d: %s expected %r recorded %r but no difference" % (i, p, exp_[p], rec[p]))
        elif dif:
            C.append("deal %d difference without recorded" % i)
        for a in d.get("annotations", []):
            miss = [k for k in ("deal", "event", "seat", "code", "severity", "rule", "message", "evidence") if k not in a]
            if miss:
                C.append("annotation lacks %s" % miss)
                continue
            if a["deal"] != i:
                C.append("annotation deal %r in deal %d" % (a["deal"], i))
            ev = doc["deals"][i]["events"]
            if a["event"] is not None and not (isinstance(a["event"], int) and 0 <= a["event"] < len(ev)):
                C.append("annotation event %r out of range" % a["event"])
            if a["seat"] is not None and not (isinstance(a["seat"], int) and 0 <= a["seat"] < nplayers):
                C.append("annotation seat %r" % a["seat"])
            if a["severity"] not in ("violation", "warning", "info"):
                C.append("severity %r" % a["severity"])
            gp = doc["game"].split("-")[0] if doc["game"].startswith("tarocchini") else doc["game"]
            if not (isinstance(a["rule"], str) and a["rule"].startswith(gp + "/")):
                C.append("rule id %r" % a["rule"])
            if not (isinstance(a["message"], str) and a["message"].strip()):
                C.append("empty message")
            if not isinstance(a["evidence"], dict):
                C.append("evidence not an object")
            if "penalty" in a and a["penalty"] is not None and not isinstance(a["penalty"], dict):
                C.append("penalty not an object")
        if doc["deals"][i].get("hands") is None and not d.get("unchecked"):
            C.append("deal %d is play-only but the verdict lists no unchecked checks" % i)
    return C


def check_expect(name, doc, v, exp):
    E = []
    if v["status"] != exp["status"]:
        E.append("status %s, expected %s" % (v["status"], exp["status"]))
    if exp["status"] == "rejected" or v["status"] == "rejected":
        got = sorted((p["pointer"], p["code"]) for p in v.get("problems", []))
        want = sorted(tuple(p) for p in exp["problems"])
        gp, wp = {p for p, _c in got}, {p for p, _c in want}
        for p in sorted(wp - gp):
            E.append("expected problem not reported: %s" % p)
        for p in sorted(gp - wp):
            E.append("unexpected problem: %s %s" % next((q for q in got if q[0] == p)))
        for p, c in got:
            wc = [x[1] for x in want if x[0] == p]
            if wc and c not in wc:
                E.append("code at %s: %s (I guessed %s)" % (p, c, wc[0]))
        if exp.get("lists_valid"):
            for p in v.get("problems", []):
                if p["code"] == "bad_option_value" and not re.search(r"(allowed|valid|one of|must be| may be )", p["message"], re.I):
                    E.append("option problem %s does not list the valid values: %s" % (p["pointer"], p["message"]))
        return E
    got = sorted((a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"] if a["severity"] == "violation")
    want = sorted((x[0], x[1], x[2]) for x in exp["violations"])
    gk = [(d, e) for d, e, _c in got]
    wk = [(d, e) for d, e, _c in want]
    for k in wk:
        if k not in gk:
            E.append("expected violation not found at deal %d event %s (%s)" % (k[0], k[1], [x[2] for x in want if (x[0], x[1]) == k][0]))
    for d, e, c in got:
        if (d, e) not in wk:
            a = next(a for dd in v["deals"] for a in dd["annotations"] if (a["deal"], a["event"], a["code"]) == (d, e, c))
            E.append("unexpected violation deal %d event %s %s: %s" % (d, e, c, a["message"]))
    for i, s in enumerate(exp.get("settlement") or []):
        if i >= len(v["deals"]):
            break
        ex = v["deals"][i]["settlement"]["expected"]
        for p, amt in s.items():
            if p not in ex or not num_eq(ex[p], amt):
                E.append("deal %d settlement.expected[%s] = %r, my figure %r" % (i, p, ex.get(p), amt))
        for p, amt in ex.items():
            if p not in s and not num_eq(amt, 0):
                E.append("deal %d settlement.expected[%s] = %r, my figure 0" % (i, p, amt))
    for i, d in enumerate(v["deals"]):
        if d["settlement"].get("difference"):
            E.append("deal %d settlement difference %r" % (i, d["settlement"]["difference"]))
    for a in (x for d in v["deals"] for x in d["annotations"] if x["severity"] != "violation"):
        E.append("(%s) deal %d event %s %s: %s" % (a["severity"], a["deal"], a["event"], a["code"], a["message"]))
    return E


def main(argv):
    exps = json.loads((HERE / "expectations.txt").read_text(encoding="utf-8"))
    G = games()
    files = sorted(HERE.glob("*.json")) if len(argv) < 2 else [HERE / a for a in argv[1:]]
    nbad = 0
    out = {}
    for f in files:
        doc = json.loads(f.read_text(encoding="utf-8"))
        rc, v, err = run(f)
        if v is None:
            print("== %s: no JSON verdict (rc %d): %s" % (f.name, rc, err[-500:]))
            nbad += 1
            continue
        out[f.name] = v
        C = check_contract(f.name, doc, v, rc, G)
        E = check_expect(f.name, doc, v, exps[f.name])
        print("== %s: %s (exit %d)%s" % (f.name, v["status"], rc, "" if (C or E) else "  OK"))
        for c in C:
            print("   C", c)
        for e in E:
            print("   E", e)
        nbad += bool(C or E)
    (Path("/tmp") / "format-spec-verdicts.txt").write_text(json.dumps(out, ensure_ascii=False, indent=1))
    print("files %d, with findings %d" % (len(files), nbad))


if __name__ == "__main__":
    main(sys.argv)
