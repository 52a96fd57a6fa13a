"""api3 runner: sends every request of EXPECTED.md, checks the prediction, records the answers.

python run.py [section ...]   sections: H G V N E J C K (default all but K); K = worker kill.
ARBITER_URL (default http://127.0.0.1:5096), ARBITER_IDLE_URL (API on a queue without workers),
ARBITER_DOWN_URL (API whose Redis is down). Results: /tmp/api3/results.jsonl, answers /tmp/api3/out/.
"""
import concurrent.futures as cf, copy, gzip, hashlib, json, os, pathlib, re, subprocess, sys, time, uuid
import requests, yaml, jsonschema, redis
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[3]
REQ = HERE / "requests"
BIG = pathlib.Path("/tmp/api3"); OUT = BIG / "out"; OUT.mkdir(parents=True, exist_ok=True)
URL = os.environ.get("ARBITER_URL", "http://127.0.0.1:5096")
IDLE = os.environ.get("ARBITER_IDLE_URL", "http://127.0.0.1:5097")
DOWN = os.environ.get("ARBITER_DOWN_URL", "http://127.0.0.1:5098")
QUEUE = os.environ.get("ARBITER_QUEUE", "api3-audit")
R = redis.Redis.from_url("redis://127.0.0.1:6379/0")

OAS = yaml.safe_load((ROOT / "openapi.yaml").read_text("utf-8"))
REG = Registry().with_resource("urn:oas", Resource.from_contents(OAS, default_specification=DRAFT202012))
def schema_errors(obj, name):
    v = jsonschema.Draft202012Validator({"$ref": f"urn:oas#/components/schemas/{name}"}, registry=REG)
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message[:200]}" for e in v.iter_errors(obj)]
PTYPES = {"malformed-json", "unsupported-media-type", "body-too-large", "invalid-envelope", "too-deep",
          "bad-parameter", "bad-request", "not-found", "method-not-allowed", "queue-unavailable", "internal-error"}
CODES = set(re.findall(r"[a-z_]+", OAS["components"]["schemas"]["ProblemErrors"]["items"]["properties"]["code"]["description"].split(":", 1)[1]))
S = requests.Session()
RESULTS = open(BIG / "results.jsonl", "a")

def rec(rid, ok, expected, got, **extra):
    line = {"id": rid, "ok": bool(ok), "expected": expected, "got": got, **extra}
    RESULTS.write(json.dumps(line, ensure_ascii=False, default=str) + "\n"); RESULTS.flush()
    print(("OK  " if ok else "DIFF") + f" {rid}: expected {expected} | got {str(got)[:400]}")

def send(method, path, body=None, headers=None, base=None, timeout=120):
    h = {"Content-Type": "application/json"} if body is not None else {}
    h.update(headers or {})
    t = time.time()
    r = requests.request(method, (base or URL) + path, data=body, headers=h, timeout=timeout)
    r.elapsed_s = time.time() - t
    try:
        r.j = json.loads(r.content, parse_constant=lambda c: (_ for _ in ()).throw(ValueError(c)))
    except Exception:
        r.j = None
    return r

def problem_check(r, path):
    """Every field the contract names for a problem; returns a list of disagreements."""
    bad = []
    if r.headers.get("Content-Type", "").split(";")[0] != "application/problem+json":
        bad.append(f"content-type {r.headers.get('Content-Type')}")
    j = r.j or {}
    for f in ("type", "title", "status", "detail", "instance", "errors"):
        if f not in j: bad.append(f"missing {f}")
    if j.get("status") != r.status_code: bad.append(f"status field {j.get('status')}")
    if not str(j.get("type", "")).startswith("urn:arbiter:problem:") or j.get("type", "")[20:] not in PTYPES:
        bad.append(f"type {j.get('type')}")
    if j.get("instance") != path.split("?")[0]: bad.append(f"instance {j.get('instance')!r}")
    for e in j.get("errors") or []:
        if e.get("code") not in CODES: bad.append(f"code {e.get('code')}")
    bad += schema_errors(j, "Problem")
    if r.status_code == 405 and "Allow" not in r.headers: bad.append("no Allow")
    if r.status_code == 503 and "Retry-After" not in r.headers: bad.append("no Retry-After")
    return bad

def errs(r):
    return sorted((e["pointer"], e["code"]) for e in (r.j or {}).get("errors", []))

def sha(t):
    return hashlib.sha256(json.dumps(t, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()).hexdigest()

GAMES = None
def games():
    global GAMES
    if GAMES is None:
        GAMES = {g["name"]: g for g in send("GET", "/v1/games").j["games"]}
    return GAMES
DIGEST = {}
def digest(game):
    if game not in DIGEST:
        DIGEST[game] = (ROOT / games()[game]["digest"]).read_text("utf-8")
    return DIGEST[game]

def verdict_check(v, t=None, engine=None):
    """Verdict schema + the contract's invariants; returns a list of disagreements."""
    bad = schema_errors(v, "Verdict")
    s = v.get("summary", {})
    if t is not None:
        if v.get("transcript_sha256") != sha(t): bad.append("sha256 differs from canonical JSON")
        if v.get("game") != t.get("game"): bad.append("game not echoed")
        if "meta" in t and v.get("meta") != t["meta"]: bad.append("meta not echoed")
    if engine and v.get("engine") != engine: bad.append(f"engine {v.get('engine')} != health {engine}")
    if v.get("status") == "rejected":
        if v.get("deals") != [] or v.get("rules") is not None: bad.append("rejected with deals/rules")
        if s.get("problems") != len(v.get("problems", [])): bad.append("summary.problems")
        return bad
    anns = [a for d in v.get("deals", []) for a in d["annotations"]]
    nv = sum(a["severity"] == "violation" for a in anns); nw = sum(a["severity"] == "warning" for a in anns)
    if s.get("violations") != nv: bad.append(f"summary.violations {s.get('violations')} != {nv}")
    if s.get("warnings") != nw: bad.append(f"summary.warnings {s.get('warnings')} != {nw}")
    if sum(s.get("by_code", {}).values()) != nv: bad.append("by_code sum")
    if (v["status"] == "violations") != (nv > 0): bad.append("status vs violations")
    g = v.get("game")
    if g in games():
        want = {"preset"} | {o["name"] for o in games()[g]["options"]}
        if set((v.get("rules") or {}).keys()) != want: bad.append(f"rules keys {sorted(set(v['rules']) ^ want)}")
        for a in anns:
            if a["rule"] not in digest(g): bad.append(f"rule {a['rule']} not in digest")
    for i, d in enumerate(v.get("deals", [])):
        if d["index"] != i: bad.append(f"deal index {d['index']}")
        for a in d["annotations"]:
            if a["deal"] != i: bad.append("annotation deal")
            if t is not None and a["event"] is not None and a["event"] >= len(t["deals"][i]["events"]):
                bad.append(f"annotation event {a['event']} out of range")
        st = d["settlement"]; e, rr, df = st["expected"], st["recorded"], st["difference"]
        if rr is None and df: bad.append(f"deal {i}: difference without recorded")
        if rr is not None:
            for k in set(e) & set(rr):
                want_d = e[k] - rr[k]
                if abs(want_d) >= 1e-5 and abs(df.get(k, 0) - want_d) > 1e-5: bad.append(f"deal {i} diff {k}")
                if abs(want_d) < 1e-5 and k in df: bad.append(f"deal {i} diff {k} though equal")
    return bad

def ex(name):
    return json.loads((ROOT / "examples" / (name + ".json")).read_text("utf-8"))
EXAMPLES = sorted(f"{p.parent.name}/{p.stem}" for p in (ROOT / "examples").glob("*/*.json"))
def body(name):
    return (REQ / name).read_bytes()
def dumps(o):
    return json.dumps(o, ensure_ascii=False, separators=(",", ":")).encode()
def health_engine():
    return send("GET", "/v1/health").j["engine"]

# ------------------------------------------------------------------ H: health
def H():
    r = send("GET", "/v1/health"); j = r.j
    got = (r.status_code, r.headers.get("Content-Type"), j)
    ok = (r.status_code == 200 and r.headers["Content-Type"].startswith("application/json") and not schema_errors(j, "Health")
          and j["status"] == "ok" and j["workers"]["live"] == 2 and j["queue"]["name"] == QUEUE
          and j["queue"]["length"] == 0 and j["queue"]["started"] == 0 and j["redis"]["up"] is True)
    rec("H1", ok, "200 ok, live 2, queue api3-audit, length 0, started 0", got)
    v = send("POST", "/v1/validate", body("t01.body")).j
    rec("H1b", v["engine"] == j["engine"], "health engine == verdict engine", (j["engine"], v["engine"]))
    r = send("POST", "/v1/health", b"{}")
    rec("H6", r.status_code == 405 and "GET" in r.headers.get("Allow", "") and not problem_check(r, "/v1/health"),
        "405 problem, Allow lists GET", (r.status_code, r.headers.get("Allow"), problem_check(r, "/v1/health")))
    try:
        r = send("GET", "/v1/health", base=IDLE); j = r.j
        rec("H2", r.status_code == 200 and j["status"] == "no_workers" and j["workers"]["live"] == 0 and j["queue"]["length"] == 0
            and not schema_errors(j, "Health"), "200 no_workers live 0 length 0", (r.status_code, j))
        a = send("POST", "/v1/jobs", body("t01.body"), base=IDLE)
        j2 = send("GET", "/v1/health", base=IDLE).j
        rec("H3", a.status_code == 202 and j2["queue"]["length"] == 1 and j2["status"] == "no_workers",
            "202; then health length 1, still no_workers", (a.status_code, j2))
        w = send("GET", f"/v1/jobs/{a.j['id']}?wait=1", base=IDLE)
        rec("H3b", w.status_code == 200 and w.j["status"] == "queued" and w.elapsed_s >= 0.9,
            "200 queued after ~1 s", (w.status_code, w.j, round(w.elapsed_s, 2)))
    except requests.ConnectionError as e:
        rec("H2", False, "idle API reachable", repr(e))
    try:
        r = send("GET", "/v1/health", base=DOWN)
        rec("H4", r.status_code == 503 and r.j["status"] == "redis_down" and not schema_errors(r.j, "Health"),
            "503 redis_down, Health schema", (r.status_code, r.j))
        r = send("POST", "/v1/jobs", body("t01.body"), base=DOWN)
        rec("H5", r.status_code == 503 and not problem_check(r, "/v1/jobs") and errs(r) == [("", "queue_unavailable")],
            "503 queue-unavailable + Retry-After", (r.status_code, r.headers.get("Retry-After"), r.j, problem_check(r, "/v1/jobs")))
    except requests.ConnectionError as e:
        rec("H4", False, "down API reachable", repr(e))

# ------------------------------------------------------------------ G: games, presets, options
RULES_DOC = {}
def _rules_doc():
    d = OAS["components"]["schemas"]["Rules"]["description"]
    for label, game in [("Rage:", "rage"), ("Danish Tarok:", "danish-tarok"), ("Ulti:", "ulti"),
                        ("Galician Tarok:", "galician-tarok"), ("Tarocchini Ottocento:", "tarocchini-ottocento"),
                        ("Terziglio:", "tarocchini-terziglio")]:
        seg = d.split(label, 1)[1].split(".", 1)[0]
        RULES_DOC[game] = set(re.findall(r"`([a-z_]+)`", seg))
def G():
    _rules_doc()
    r = send("GET", "/v1/games"); gl = r.j
    bad = schema_errors(gl, "GameList")
    names = [g["name"] for g in gl["games"]]
    enum = OAS["components"]["schemas"]["GameName"]["enum"]
    if sorted(names) != sorted(enum): bad.append(f"games {names}")
    if gl["unsupported"]: bad.append(f"unsupported {gl['unsupported']}")
    for g in gl["games"]:
        n = g["name"]; opts = {o["name"]: o for o in g["options"]}
        if set(opts) != RULES_DOC[n]: bad.append(f"{n}: options {sorted(set(opts) ^ RULES_DOC[n])} differ from openapi Rules")
        one = send("GET", f"/v1/games/{n}").j
        if one != g: bad.append(f"{n}: /v1/games/{n} differs from list entry")
        pre = {p["name"]: p for p in g["presets"]}
        if "standard" not in pre: bad.append(f"{n}: no standard preset"); continue
        for o in g["options"]:
            if o["default"] not in o["allowed"]: bad.append(f"{n}.{o['name']} default not allowed")
            if pre["standard"]["values"].get(o["name"]) != o["default"]:
                bad.append(f"{n}.{o['name']}: default {o['default']!r} != standard {pre['standard']['values'].get(o['name'])!r}")
            if o["rule"] not in digest(n): bad.append(f"{n}.{o['name']}: rule {o['rule']} not in digest")
        for p in g["presets"]:
            vals = p["values"]
            if vals.get("preset") != p["name"]: bad.append(f"{n}/{p['name']}: values.preset {vals.get('preset')}")
            if set(vals) != set(opts) | {"preset"}: bad.append(f"{n}/{p['name']}: values keys {sorted(set(vals) ^ (set(opts) | {'preset'}))}")
            for k, val in vals.items():
                if k in opts and val not in opts[k]["allowed"]: bad.append(f"{n}/{p['name']}.{k}={val!r} not allowed")
    rec("G1", not bad, "GameList valid; 6 games = GameName; options = openapi Rules list; defaults = standard; rule ids in digests",
        bad or "all agree")
    base = {"rage": "rage/clean", "danish-tarok": "danish-tarok/clean", "ulti": "ulti/clean-trump",
            "galician-tarok": "galician-tarok/clean", "tarocchini-ottocento": "tarocchini-ottocento/clean",
            "tarocchini-terziglio": "tarocchini-terziglio/clean"}
    eng = health_engine()
    for n, g in games().items():
        t0 = ex(base[n]); opts = {o["name"]: o for o in g["options"]}
        pre = {p["name"]: p["values"] for p in g["presets"]}
        def run(rid, rules, want, absent=False):
            t = copy.deepcopy(t0)
            if absent: t.pop("rules", None)
            else: t["rules"] = rules
            r = send("POST", "/v1/validate", dumps(t)); v = r.j
            probs = [(p["pointer"], p["code"]) for p in v.get("problems", [])]
            rule_probs = [p for p in probs if p[0].startswith("/rules")]
            if v["status"] == "rejected":
                ok = not rule_probs
                got = f"rejected {probs[:4]}"
            else:
                ok = v["rules"] == want and not verdict_check(v, t, eng)
                got = f"{v['status']} rules-diff={ {k: v['rules'].get(k) for k in want if v['rules'].get(k) != want[k]} } {verdict_check(v, t, eng)[:3]}"
            return ok, got, v["status"]
        for rid, rules, want, absent in [(f"G4 {n} rules absent", None, pre["standard"], True),
                                         (f"G4 {n} rules null", None, pre["standard"], False),
                                         (f"G4 {n} rules {{}}", {}, pre["standard"], False)]:
            ok, got, st = run(rid, rules, want, absent)
            rec(rid, ok, "not rejected for rules; rules == standard values", got)
        for p, vals in pre.items():
            ok, got, st = run(f"G2 {n} preset {p}", {"preset": p}, vals)
            rec(f"G2 {n} preset {p}", ok, "no /rules problem; if replayed, rules == preset values", got)
        for o in g["options"]:
            for val in o["allowed"]:
                if val == pre["standard"][o["name"]]: continue
                want = dict(pre["standard"]); want[o["name"]] = val
                ok, got, st = run("", {"preset": "standard", o["name"]: val}, want)
                rec(f"G3 {n} {o['name']}={json.dumps(val)}", ok, "no /rules problem; rules == standard + override", got)
            t = copy.deepcopy(t0); t["rules"] = {o["name"]: "no-such-value"}
            v = send("POST", "/v1/validate", dumps(t)).j
            pr = [p for p in v.get("problems", []) if p["pointer"] == f"/rules/{o['name']}"]
            listed = pr and all(json.dumps(a) in pr[0]["message"] or str(a) in pr[0]["message"] for a in o["allowed"])
            rec(f"G5 {n} {o['name']} bad value", v["status"] == "rejected" and pr and pr[0]["code"] == "bad_option_value" and listed,
                "rejected, bad_option_value at /rules/<opt>, message lists every allowed value", pr or v.get("problems"))
        t = copy.deepcopy(t0); t["rules"] = {"preset": "no-such-preset"}
        v = send("POST", "/v1/validate", dumps(t)).j
        pr = [p for p in v.get("problems", []) if p["pointer"] == "/rules/preset"]
        rec(f"G6 {n} unknown preset", pr and pr[0]["code"] == "unknown_preset" and all(p in pr[0]["message"] for p in pre),
            "unknown_preset at /rules/preset listing every preset", pr or v.get("problems"))

# ------------------------------------------------------------------ V: verdicts of every game
def V():
    eng = health_engine()
    for name in EXAMPLES:
        t = ex(name)
        r = send("POST", "/v1/validate", dumps(t)); v = r.j
        want = "clean" if ("clean" in name or "szpricer" in name) else "violations"
        bad = verdict_check(v, t, eng)
        rec(f"V1 {name}", r.status_code == 200 and v["status"] == want and not bad, f"200 {want}, Verdict schema, invariants",
            (r.status_code, v["status"], bad))
    P = json.loads((REQ / "p-pointers.json.txt").read_text())
    vs = {}
    for k, ptrs in P.items():
        t = json.loads(body(k + ".body"))
        r = send("POST", "/v1/validate", body(k + ".body")); v = r.j; vs[k] = v
        got = sorted(p["pointer"] for p in v.get("problems", []))
        rec(f"V2 {k}", r.status_code == 200 and v["status"] == "rejected" and got == sorted(ptrs) and not verdict_check(v, t, eng),
            f"200 rejected, problems exactly at {sorted(ptrs)}", (r.status_code, v["status"], [(p["pointer"], p["code"]) for p in v.get("problems", [])], verdict_check(v, t, eng)))
    b = b'{"transcripts":[' + b",".join(body(k + ".body") for k in P) + b"]}"
    r = send("POST", "/v1/jobs?wait=30", b)
    same = r.status_code == 200 and r.j["status"] == "finished" and r.j["verdicts"] == [vs[k] for k in P]
    rec("V3 p1..p6 as one batch job", same, "200 finished; verdicts equal V2 (pointers into each transcript)",
        (r.status_code, r.j.get("status") if r.j else r.text[:200]))

# ------------------------------------------------------------------ N: content negotiation
def N():
    t01 = body("t01.body")
    clean = send("POST", "/v1/validate", t01).j
    cases = [
        ("N1 Accept: application/xml", "/v1/validate", t01, {"Accept": "application/xml"}, 200, None),
        ("N1b Accept: text/html", "/v1/validate", t01, {"Accept": "text/html"}, 200, None),
        ("N2 bad JSON, Accept: application/problem+json", "/v1/validate", b"{", {"Accept": "application/problem+json"}, 400, [("", "bad_json")]),
        ("N2b bad JSON, Accept: application/json only", "/v1/validate", b"{", {"Accept": "application/json"}, 400, [("", "bad_json")]),
        ("N3 charset=UTF-8 no space", "/v1/validate", t01, {"Content-Type": "application/json;charset=UTF-8"}, 200, None),
        ("N4 charset quoted", "/v1/validate", t01, {"Content-Type": 'application/json; charset="utf-8"'}, 200, None),
        ("N4b profile parameter", "/v1/validate", t01, {"Content-Type": "application/json; profile=trick-transcript"}, 200, None),
        ("N5 charset=iso-8859-1, ASCII body", "/v1/validate", body("n-ascii.body"), {"Content-Type": "application/json; charset=iso-8859-1"}, 200, None),
        ("N6 charset=iso-8859-1, Latin-1 body", "/v1/validate", body("n-latin1.body"), {"Content-Type": "application/json; charset=iso-8859-1"}, 400, [("", "bad_encoding")]),
        ("N7 charset=utf-16, UTF-16 body", "/v1/validate", body("n-utf16.body"), {"Content-Type": "application/json; charset=utf-16"}, 400, [("", "bad_encoding")]),
        ("N8 UTF-8 BOM /v1/validate", "/v1/validate", body("n-bom.body"), {}, 400, [("", "bad_json")]),
        ("N8b UTF-8 BOM /v1/jobs", "/v1/jobs", body("n-bom.body"), {}, 400, [("", "bad_json")]),
        ("N8c UTF-8 BOM batch /v1/jobs?wait=10", "/v1/jobs?wait=10", body("n-bom-batch.body"), {}, 400, [("", "bad_json")]),
        ("N9 gzip /v1/validate", "/v1/validate", body("n-gzip.body"), {"Content-Encoding": "gzip"}, 415, [("", "unsupported_media_type")]),
        ("N9b gzip /v1/jobs?wait=10", "/v1/jobs?wait=10", body("n-gzip.body"), {"Content-Encoding": "gzip"}, 415, [("", "unsupported_media_type")]),
        ("N9c gzip batch /v1/jobs?wait=10", "/v1/jobs?wait=10", body("n-gzip-batch.body"), {"Content-Encoding": "gzip"}, 415, [("", "unsupported_media_type")]),
        ("N9d Content-Encoding: br on plain JSON", "/v1/validate", t01, {"Content-Encoding": "br"}, 415, [("", "unsupported_media_type")]),
        ("N10 Content-Encoding: identity", "/v1/validate", t01, {"Content-Encoding": "identity"}, 200, None),
        ("N12 gzip bytes, no Content-Encoding", "/v1/validate", body("n-gzip.body"), {}, 400, [("", "bad_encoding")]),
        ("N15 whitespace around the JSON", "/v1/validate", body("n-whitespace.body"), {}, 200, None),
        ("N16 Content-Type list", "/v1/validate", t01, {"Content-Type": "application/json, text/plain"}, 415, [("", "unsupported_media_type")]),
    ]
    qlen0 = R.llen(f"rq:queue:{QUEUE}")
    for rid, path, b, h, st, want_errs in cases:
        r = send("POST", path, b, h)
        if st >= 400:
            pc = problem_check(r, path)
            ok = r.status_code == st and not pc and errs(r) == want_errs
            got = (r.status_code, r.headers.get("Content-Type"), errs(r), (r.j or {}).get("detail", r.text[:150]), pc)
        else:
            v = r.j
            if path.startswith("/v1/jobs"): v = (v or {}).get("verdicts", [None])[0]
            ok = r.status_code == st and r.headers.get("Content-Type", "").split(";")[0] == "application/json" and v == clean
            got = (r.status_code, r.headers.get("Content-Type"), (v or {}).get("status") if isinstance(v, dict) else r.text[:200])
        rec(rid, ok, f"{st} {want_errs or 'verdict == t01 clean verdict'}", got)
    rec("N8/N9 nothing queued", True, "queue length unchanged by 4xx", (qlen0, R.llen(f"rq:queue:{QUEUE}")))
    r = requests.get(URL + "/v1/games", headers={"Accept-Encoding": "gzip"})
    rec("N13 Accept-Encoding: gzip on /v1/games", r.status_code == 200, "200 JSON (coding not documented)",
        (r.status_code, r.headers.get("Content-Type"), r.headers.get("Content-Encoding"), r.headers.get("Vary")))
    r = send("GET", "/v1/health", headers={"Accept": "application/problem+json"})
    rec("N18 health Accept: problem+json", r.status_code == 200 and r.headers["Content-Type"].startswith("application/json"),
        "200 application/json", (r.status_code, r.headers.get("Content-Type")))
    r = send("POST", "/v1/validate", t01)
    rec("N14 verdict Content-Type", r.headers.get("Content-Type", "").split(";")[0] == "application/json",
        "application/json", r.headers.get("Content-Type"))

# ------------------------------------------------------------------ E: problem bodies
def E():
    cases = [
        ("E1 envelope, many problems", "/v1/validate", body("e1-envelope-many.body"), 422,
         sorted([("/players/1", "bad_type"), ("/players/2", "null_value"), ("/deals/1", "bad_type"), ("/deals/2", "null_value"),
                 ("/game", "bad_type"), ("/rules", "bad_type"), ("/start", "bad_type"), ("/format", "bad_value"),
                 ("/", "unknown_field"), ("/é", "unknown_field"), ("/a~1b", "unknown_field")])),
        ("E1b same to /v1/jobs", "/v1/jobs", body("e1-envelope-many.body"), 422, None),
        ("E2 batch, nested", "/v1/jobs", body("e2-batch-nested.body"), 422,
         sorted([("/transcripts/1/format", "missing_field"), ("/transcripts/1/players", "bad_length"),
                 ("/transcripts/1/deals/1", "bad_type"), ("/transcripts/2", "bad_type"), ("/transcripts/3", "null_value")])),
        ("E4 lone surrogate in a batch event", "/v1/jobs?wait=10", body("e4-batch-surrogate.body"), 400, [("", "bad_encoding")]),
        ("E5b 301-digit integer", "/v1/validate", body("e5-int301.body"), 400, [("", "bad_number")]),
        ("E5c 301-digit integer /v1/jobs", "/v1/jobs", body("e5-int301.body"), 400, [("", "bad_number")]),
        ("E6 1e400 in a batch", "/v1/jobs?wait=10", body("e6-batch-1e400.body"), 400, [("", "bad_number")]),
        ("E8 DELETE a job", f"/v1/jobs/{uuid.uuid4()}", None, 405, [("", "method_not_allowed")]),
        ("E8b PUT /v1/games", "/v1/games", None, 405, [("", "method_not_allowed")]),
        ("E9 /v1/games/whist", "/v1/games/whist", None, 404, [("", "not_found")]),
        ("E10 wait=31 on POST", "/v1/jobs?wait=31", body("t01.body"), 400, [("", "bad_parameter")]),
        ("E11 415 text/plain", "/v1/validate", body("t01.body"), 415, [("", "unsupported_media_type")]),
    ]
    for rid, path, b, st, want in cases:
        m = "DELETE" if rid.startswith("E8 ") else "PUT" if rid.startswith("E8b") else "GET" if rid.startswith("E9") else "POST"
        h = {"Content-Type": "text/plain"} if rid.startswith("E11") else {}
        r = send(m, path, b, h)
        pc = problem_check(r, path)
        ok = r.status_code == st and not pc and (want is None or errs(r) == want)
        rec(rid, ok, f"{st} problem {want}", (r.status_code, errs(r), (r.j or {}).get("detail"), pc, r.headers.get("Allow")))
    r = send("POST", "/v1/validate", body("e5-int300.body"))
    v = r.j
    rec("E5 300-digit integer in a score", r.status_code == 200 and v["status"] == "rejected"
        and [p["pointer"] for p in v["problems"]] == ["/deals/0/events/6/points"] and not verdict_check(v),
        "200 rejected, bad_value at /deals/0/events/6/points (over 10^12)", (r.status_code, v.get("status"), v.get("problems"), v.get("transcript_sha256")))

# ------------------------------------------------------------------ J: job lifecycle
def poll(jid, until=("finished", "failed"), every=0.2, limit=120):
    seen = []; t = time.time()
    while time.time() - t < limit:
        r = send("GET", f"/v1/jobs/{jid}")
        if not seen or seen[-1] != r.j["status"]: seen.append(r.j["status"])
        if r.j["status"] in until: return r, seen
        time.sleep(every)
    return r, seen

TS = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$")
def J():
    eng = health_engine()
    b = (BIG / "batch200.body").read_bytes(); ts = json.loads(b)["transcripts"]
    ref = [send("POST", "/v1/validate", dumps(t)).j for t in ts]
    a = send("POST", "/v1/jobs", b)
    jid = a.j["id"]
    ok = (a.status_code == 202 and a.headers.get("Location") == a.j["status_url"] == f"/v1/jobs/{jid}" and a.j["count"] == 200
          and not schema_errors(a.j, "JobAccepted"))
    rec("J1 POST batch200", ok, "202, Location == status_url, count 200, JobAccepted", (a.status_code, a.headers.get("Location"), a.j))
    r, seen = poll(jid)
    j = r.j; bad = schema_errors(j, "JobStatus")
    order = [v["meta"]["i"] for v in j.get("verdicts", [])] == list(range(200))
    equal = j.get("verdicts") == ref
    vbad = [(i, verdict_check(v, ts[i], eng)) for i, v in enumerate(j.get("verdicts", [])) if verdict_check(v, ts[i], eng)]
    tsok = all(TS.match(j[k]) for k in ("enqueued_at", "started_at", "ended_at")) and j["enqueued_at"] <= j["started_at"] <= j["ended_at"]
    rec("J1 poll to finished", j["status"] == "finished" and not bad and order and equal and not vbad and tsok and seen[0] in ("queued", "started"),
        "queued/started -> finished; 200 verdicts in order, == /v1/validate's; schema; timestamps Z, ordered",
        dict(seen=seen, schema=bad[:3], order=order, equal=equal, vbad=vbad[:3], ts=(j["enqueued_at"], j["started_at"], j["ended_at"])))
    w = send("GET", f"/v1/jobs/{jid}?wait=30")
    rec("J3 GET finished ?wait=30", w.status_code == 200 and w.elapsed_s < 1 and w.j == j, "200 at once, same body",
        (w.status_code, round(w.elapsed_s, 3), w.j == j))
    a2 = send("POST", "/v1/jobs?wait=30", b)
    rec("J2 POST batch200 ?wait=30", a2.status_code == 200 and a2.j["status"] == "finished" and a2.j["verdicts"] == ref
        and a2.headers.get("Location") == f"/v1/jobs/{a2.j['id']}" and not schema_errors(a2.j, "JobStatus"),
        "200 finished, Location, verdicts == /v1/validate's", (a2.status_code, a2.headers.get("Location"), (a2.j or {}).get("status"), round(a2.elapsed_s, 2)))
    nid = str(uuid.uuid4())
    r = send("GET", f"/v1/jobs/{nid}")
    rec("J4 unknown id", r.status_code == 404 and not problem_check(r, f"/v1/jobs/{nid}") and errs(r) == [("", "not_found")],
        "404 not_found problem", (r.status_code, r.j, problem_check(r, f"/v1/jobs/{nid}")))
    r = send("GET", f"/v1/jobs/{nid}?wait=5")
    rec("J4b unknown id ?wait=5", r.status_code == 404 and r.elapsed_s < 1, "404 at once", (r.status_code, round(r.elapsed_s, 2)))
    r = send("GET", f"/v1/jobs/{nid}?wait=99")
    rec("J4c unknown id ?wait=99", r.status_code in (400, 404), "404 (or 400 bad_parameter)", (r.status_code, errs(r)))
    # expiry: a finished job whose keys have expired (EXPIRE on the keys naming this job only)
    a = send("POST", "/v1/jobs?wait=10", body("t01.body")); eid = a.j["id"]
    keys = [k.decode() for k in R.scan_iter(match=f"*{eid}*", count=1000)]
    for k in keys: R.expire(k, 1)
    time.sleep(2.5)
    r = send("GET", f"/v1/jobs/{eid}")
    rec("J5 expired job", r.status_code == 404 and errs(r) == [("", "not_found")] and not problem_check(r, f"/v1/jobs/{eid}"),
        "404 not_found (kept 24 h, then gone)", (r.status_code, r.j, keys))
    # verdicts expired but the job hash still there (post-hoc style edge; recorded, not predicted strictly)
    a = send("POST", "/v1/jobs?wait=10", body("t01.body")); vid = a.j["id"]
    vkeys = [k.decode() for k in R.scan_iter(match=f"arbiter:verdicts:{vid}*", count=1000)]
    for k in vkeys: R.delete(k)
    r = send("GET", f"/v1/jobs/{vid}")
    rec("J5b verdicts key gone, job hash left", r.status_code != 500, "no 500", (r.status_code, r.text[:300], vkeys))

# ------------------------------------------------------------------ C: concurrency
def C():
    ts = [ex(n) for n in EXAMPLES]
    ref = [send("POST", "/v1/validate", dumps(t)).j for t in ts]
    with cf.ThreadPoolExecutor(20) as pool:
        rs = list(pool.map(lambda t: send("POST", "/v1/jobs", dumps(t)), ts))
    ids = [r.j["id"] for r in rs if r.status_code == 202]
    rec("C1 20 parallel POST /v1/jobs", len(ids) == 20 and len(set(ids)) == 20, "20 x 202, 20 distinct ids",
        ([r.status_code for r in rs], len(set(ids))))
    fin = [poll(i)[0].j for i in ids]
    rec("C1b each finished with its own verdict", all(f["status"] == "finished" for f in fin) and [f["verdicts"][0] for f in fin] == ref,
        "finished; verdict == /v1/validate's", [f["status"] for f in fin])
    with cf.ThreadPoolExecutor(20) as pool:
        rs = list(pool.map(lambda t: send("POST", "/v1/jobs?wait=30", dumps(t)), ts))
    rec("C2 20 parallel POST ?wait=30", all(r.status_code == 200 and r.j["status"] == "finished" for r in rs)
        and [r.j["verdicts"][0] for r in rs] == ref, "20 x 200 finished, verdicts == /v1/validate's",
        ([r.status_code for r in rs], [round(r.elapsed_s, 2) for r in rs]))
    with cf.ThreadPoolExecutor(20) as pool:
        rs = list(pool.map(lambda t: send("POST", "/v1/validate", dumps(t)), ts))
    rec("C3 20 parallel POST /v1/validate", [r.j for r in rs] == ref and all(r.status_code == 200 for r in rs),
        "20 x 200, == sequential", [r.status_code for r in rs])
    b = (BIG / "batch200.body").read_bytes()
    t0 = time.time()
    with cf.ThreadPoolExecutor(5) as pool:
        rs = list(pool.map(lambda _: send("POST", "/v1/jobs?wait=30", b), range(5)))
    h = send("GET", "/v1/health")
    sts = [r.status_code for r in rs]
    fin = [r.j if r.status_code == 200 else poll(r.j["id"])[0].j for r in rs]
    first = fin[0]["verdicts"]
    rec("C4 5 parallel batch200 ?wait=30", all(s in (200, 202) for s in sts) and all(f["status"] == "finished" and f["verdicts"] == first for f in fin)
        and all(r.status_code == 200 or r.j["status"] in ("queued", "started") for r in rs),
        "each 200 finished or 202 after 30 s; all end finished with equal verdicts",
        (sts, [round(r.elapsed_s, 1) for r in rs], [r.j.get("status") for r in rs], round(time.time() - t0, 1), h.j))

# ------------------------------------------------------------------ K: a worker killed mid-run
def K():
    b = (BIG / "killbatch.body").read_bytes(); n = len(json.loads(b)["transcripts"])
    serve_pid = int(os.environ["SERVE_PID"])
    def descendants(pid):
        out = subprocess.run(["ps", "-o", "pid=", "--ppid", str(pid)], capture_output=True, text=True).stdout.split()
        res = [int(x) for x in out]
        for c in list(res): res += descendants(c)
        return res
    for attempt in range(5):
        a = send("POST", "/v1/jobs", b); jid = a.j["id"]
        wname = None
        for _ in range(2000):
            wname = R.hget(f"rq:job:{jid}", "worker_name")
            st = R.hget(f"rq:job:{jid}", "status")
            if wname or st in (b"finished", b"failed"): break
            time.sleep(0.001)
        if not wname or R.hget(f"rq:job:{jid}", "status") != b"started":
            rec(f"K0 attempt {attempt}", True, "catch the job started", (wname, R.hget(f"rq:job:{jid}", "status"))); continue
        pid = int(R.hget(f"rq:worker:{wname.decode()}", "pid"))
        assert pid in descendants(serve_pid), (pid, "not mine")
        os.kill(pid, 9); tkill = time.time()
        break
    else:
        rec("K", False, "could not catch a started job", None); return
    r = send("GET", f"/v1/jobs/{jid}")
    rec("K1 just after SIGKILL", r.j["status"] == "started", "started", (r.j["status"], r.j["started_at"]))
    time.sleep(2); h = send("GET", "/v1/health").j
    rec("K2 health after the kill", h["status"] == "ok" and h["workers"]["live"] >= 2, "ok, live >= 2 (the dead one may still count)", h)
    r = send("GET", f"/v1/jobs/{jid}?wait=3")
    rec("K3 ?wait=3 on the orphaned job", r.status_code == 200 and r.j["status"] == "started" and r.elapsed_s >= 2.9,
        "200 started after 3 s", (r.j["status"], round(r.elapsed_s, 2)))
    limit = 60 + len(b) / 20_000 + 60
    print(f"job {jid}: waiting {limit + 65:.0f}s without polling (registry time {limit:.0f}s + maintenance 60s)")
    time.sleep(limit + 65 - (time.time() - tkill))
    r = send("GET", f"/v1/jobs/{jid}")
    j = r.j
    rec("K4 first poll after registry time + a maintenance minute", j["status"] == "finished" and len(j["verdicts"]) == n
        and not schema_errors(j, "JobStatus"), "finished (requeued once by maintenance, run by another worker)",
        (j["status"], j["enqueued_at"], j["started_at"], j["ended_at"], round(time.time() - tkill, 1)))
    if j["status"] != "finished":
        r, seen = poll(jid, limit=200, every=1)
        rec("K5 then polled", r.j["status"] == "finished", "finished", (seen, r.j["status"], round(time.time() - tkill, 1)))

if __name__ == "__main__":
    secs = sys.argv[1:] or list("HGVNEJC")
    for s in secs: globals()[s]()
