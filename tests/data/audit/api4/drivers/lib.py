"""api4 helpers: send requests over real HTTP and check each answer against openapi.yaml."""
import hashlib, json, os, pathlib, re, time, http.client, urllib.parse
import yaml, jsonschema
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

ROOT = pathlib.Path(os.environ.get("ARBITER_ROOT", "/work/wt-audit-api4"))
HOST = os.environ.get("ARBITER_HOST", "127.0.0.1")
PORT = int(os.environ.get("ARBITER_PORT", "18401"))
OAS = yaml.safe_load((ROOT / "openapi.yaml").read_text("utf-8"))
REG = Registry().with_resource("urn:oas", Resource.from_contents(OAS, default_specification=DRAFT202012))
OUT = pathlib.Path("/tmp/api4/results.jsonl")
FINDINGS = []


def schema_errors(obj, ref):
    v = jsonschema.Draft202012Validator({"$ref": "urn:oas#" + ref}, registry=REG)
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message[:200]}" for e in v.iter_errors(obj)]


PTYPES = set(re.findall(r"[a-z][a-z-]+[a-z]", OAS["components"]["schemas"]["Problem"]["properties"]["type"]["description"].split("one of", 1)[1]))
CODES = set(re.findall(r"[a-z_]+", OAS["components"]["schemas"]["ProblemErrors"]["items"]["properties"]["code"]["description"].split(":", 1)[1]))


class Resp:
    pass


def send(method, path, body=None, headers=None, ctype="application/json", timeout=60, port=None):
    """body: bytes, str or a JSON-able object."""
    if body is not None and not isinstance(body, (bytes, str)):
        body = json.dumps(body, ensure_ascii=False)
    if isinstance(body, str):
        body = body.encode("utf-8")
    h = {}
    if ctype is not None and body is not None:
        h["Content-Type"] = ctype
    h.update(headers or {})
    c = http.client.HTTPConnection(HOST, port or PORT, timeout=timeout)
    t = time.time()
    c.request(method, path, body=body, headers=h)
    raw = c.getresponse()
    r = Resp()
    r.status = raw.status
    r.headers = {k.lower(): v for k, v in raw.getheaders()}
    r.content = raw.read()
    r.elapsed = time.time() - t
    c.close()
    r.ctype = r.headers.get("content-type", "")
    try:
        r.j = json.loads(r.content)
    except Exception:
        r.j = None
    r.req = body
    r.method, r.path = method, path
    return r


def resolve(node):
    while isinstance(node, dict) and "$ref" in node:
        parts = node["$ref"].lstrip("#/").split("/")
        n = OAS
        for p in parts:
            n = n[p]
        node = n
    return node


def template(path):
    p = urllib.parse.urlsplit(path).path
    if p.startswith("/v1/jobs/"):
        return "/v1/jobs/{id}"
    if p.startswith("/v1/games/"):
        return "/v1/games/{name}"
    return p


def ptr_get(doc, ptr):
    if ptr == "":
        return True, doc
    cur = doc
    for tok in ptr.split("/")[1:]:
        tok = tok.replace("~1", "/").replace("~0", "~")
        if isinstance(cur, dict) and tok in cur:
            cur = cur[tok]
        elif isinstance(cur, list) and tok.isdigit() and int(tok) < len(cur):
            cur = cur[int(tok)]
        else:
            return False, None
    return True, cur


def check(r, note=""):
    """Every disagreement of an answer with openapi.yaml, as a list of strings."""
    bad = []
    t = template(r.path)
    op = OAS["paths"].get(t, {}).get(r.method.lower())
    if r.status == 500:
        bad.append("500!")
    if op is None:
        # unknown route or method: 404 / 405 / 204(OPTIONS) problems
        resp = None
    else:
        resp = op["responses"].get(str(r.status))
        if resp is None:
            bad.append(f"status {r.status} not declared for {r.method} {t}")
        else:
            resp = resolve(resp)
    mt = r.ctype.split(";")[0].strip()
    if r.status >= 400:
        if mt != "application/problem+json":
            bad.append(f"content-type {r.ctype!r}")
        j = r.j if isinstance(r.j, dict) else {}
        bad += ["problem " + e for e in schema_errors(j, "/components/schemas/Problem")]
        if j.get("status") != r.status:
            bad.append(f"problem status {j.get('status')} != {r.status}")
        if j.get("type", "")[len("urn:arbiter:problem:"):] not in PTYPES or not j.get("type", "").startswith("urn:arbiter:problem:"):
            bad.append(f"type {j.get('type')} not in documented list")
        if "instance" not in j:
            bad.append("no instance")
        elif j["instance"] != urllib.parse.urlsplit(r.path).path:
            bad.append(f"instance {j['instance']!r} != {urllib.parse.urlsplit(r.path).path!r}")
        for e in j.get("errors") or []:
            if e.get("code") not in CODES:
                bad.append(f"error code {e.get('code')!r} not in ProblemErrors list")
            if r.req is not None and e.get("pointer"):
                try:
                    doc = json.loads(r.req)
                except Exception:
                    doc = None
                if doc is not None:
                    ok, _ = ptr_get(doc, e["pointer"])
                    if not ok and e.get("code") not in ("missing_field",):
                        bad.append(f"pointer {e['pointer']} not in body ({e.get('code')})")
                    if not ok and e.get("code") == "missing_field":
                        parent = e["pointer"].rsplit("/", 1)[0]
                        if not ptr_get(doc, parent)[0]:
                            bad.append(f"pointer parent {parent} not in body")
        if r.status == 405 and "allow" not in r.headers:
            bad.append("405 without Allow")
        if r.status == 503 and "retry-after" not in r.headers:
            bad.append("503 without Retry-After")
    elif r.status == 204:
        if r.content:
            bad.append("204 with a body")
    else:
        if resp is not None:
            content = resp.get("content", {})
            if mt not in content:
                bad.append(f"content-type {r.ctype!r} not in {list(content)}")
            else:
                sch = content[mt].get("schema")
                if sch is not None:
                    ref = sch.get("$ref", "")
                    bad += [f"{ref.rsplit('/',1)[-1]} " + e for e in schema_errors(r.j, ref[1:])]
            for h in resp.get("headers", {}):
                if h.lower() not in r.headers:
                    bad.append(f"missing header {h}")
    return bad


def rec(rid, r, expect_status=None, extra=None, note=""):
    bad = check(r)
    if expect_status is not None and r.status != expect_status:
        bad.insert(0, f"expected {expect_status}, got {r.status}")
    bad += extra or []
    line = {"id": rid, "ok": not bad, "method": r.method, "path": r.path, "status": r.status,
            "ctype": r.ctype, "bad": bad, "body": (r.content[:600].decode("utf-8", "replace")), "note": note}
    with OUT.open("a") as f:
        f.write(json.dumps(line, ensure_ascii=False) + "\n")
    print(("OK   " if not bad else "DIFF ") + f"{rid}: {r.method} {r.path} -> {r.status} {r.ctype}"
          + ("" if not bad else "\n       " + "\n       ".join(bad)))
    if bad:
        FINDINGS.append(line)
    return r


def sha(t):
    return hashlib.sha256(json.dumps(t, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()).hexdigest()


DIGEST_IDS = {}


def digest_ids(game):
    if game not in DIGEST_IDS:
        name = {"tarocchini-ottocento": "tarocchini", "tarocchini-terziglio": "tarocchini"}.get(game, game)
        text = (ROOT / "docs/rules" / f"{name}.md").read_text("utf-8")
        DIGEST_IDS[game] = text
    return DIGEST_IDS[game]


def verdict_invariants(v, transcript=None):
    """The contract's sentences about a verdict, checked."""
    bad = []
    bad += schema_errors(v, "/components/schemas/Verdict")
    st = v.get("status")
    anns = [a for d in v.get("deals", []) for a in d.get("annotations", [])]
    viol = [a for a in anns if a["severity"] == "violation"]
    warn = [a for a in anns if a["severity"] == "warning"]
    s = v.get("summary", {})
    if s.get("violations") != len(viol):
        bad.append(f"summary.violations {s.get('violations')} != {len(viol)}")
    if s.get("warnings") != len(warn):
        bad.append(f"summary.warnings {s.get('warnings')} != {len(warn)}")
    bc = {}
    bs = {}
    for a in viol:
        bc[a["code"]] = bc.get(a["code"], 0) + 1
        if a["seat"] is not None:
            bs[str(a["seat"])] = bs.get(str(a["seat"]), 0) + 1
    if s.get("by_code") != bc:
        bad.append(f"by_code {s.get('by_code')} != {bc}")
    if s.get("by_seat") != bs:
        bad.append(f"by_seat {s.get('by_seat')} != {bs}")
    if st == "clean" and viol:
        bad.append("clean with violations")
    if st == "violations" and not viol:
        bad.append("violations status without violation")
    if st == "rejected":
        if v.get("deals"):
            bad.append("rejected with deals")
        if not v.get("problems"):
            bad.append("rejected without problems")
        if s.get("problems") != len(v.get("problems", [])):
            bad.append(f"summary.problems {s.get('problems')} != {len(v.get('problems', []))}")
        if v.get("rules") is not None:
            bad.append("rejected with rules not null")
        if transcript is not None:
            for p in v.get("problems", []):
                ok, _ = ptr_get(transcript, p["pointer"])
                if not ok and p["code"] != "missing_field":
                    bad.append(f"problem pointer {p['pointer']} ({p['code']}) not in transcript")
    else:
        if "problems" in v:
            bad.append("problems on a non-rejected verdict")
        if "problems" in s:
            bad.append("summary.problems on a non-rejected verdict")
    for i, d in enumerate(v.get("deals", [])):
        if d["index"] != i:
            bad.append(f"deal index {d['index']} at {i}")
        for a in d["annotations"]:
            if a["deal"] != i:
                bad.append(f"annotation deal {a['deal']} in deal {i}")
            if v.get("game") and f"`{a['rule']}`" not in digest_ids(v["game"]) and a["rule"] not in digest_ids(v["game"]):
                bad.append(f"rule {a['rule']} not in the digest")
            if transcript is not None and a["event"] is not None:
                evs = transcript["deals"][i].get("events") or []
                if a["event"] >= len(evs):
                    bad.append(f"annotation event {a['event']} beyond deal {i}'s {len(evs)} events")
        se = d["settlement"]
        exp, recd, diff = se["expected"], se["recorded"], se["difference"]
        if recd is not None:
            want = {k: exp.get(k, 0) - recd[k] for k in recd if exp.get(k, 0) != recd[k]}
            want.update({k: exp[k] for k in exp if k not in recd and False})
            if {k: round(x, 6) for k, x in diff.items()} != {k: round(x, 6) for k, x in want.items()}:
                bad.append(f"deal {i} difference {diff} != expected-recorded {want}")
        elif diff:
            bad.append(f"deal {i} difference {diff} with recorded null")
    if transcript is not None:
        if v.get("transcript_sha256") != sha(transcript):
            bad.append(f"sha256 {v.get('transcript_sha256')} != canonical {sha(transcript)}")
        if v.get("game") != transcript.get("game"):
            bad.append(f"game {v.get('game')} != {transcript.get('game')}")
        if "meta" in transcript and v.get("meta") != transcript["meta"]:
            bad.append(f"meta {v.get('meta')!r} != {transcript['meta']!r}")
        if st != "rejected" and len(v.get("deals", [])) != len(transcript["deals"]):
            bad.append(f"{len(v['deals'])} deal verdicts for {len(transcript['deals'])} deals")
    return bad
