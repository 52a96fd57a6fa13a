"""audit api6: probe a running Arbiter over real HTTP; record every response.

Usage: python _probe.py [BASE] [--main|--extra|--kill|--deadredis]   (default http://127.0.0.1:18606, --main)
--kill needs API6_WORKER_PIDS (pids of workers this audit started); --extra/--kill read REDIS_URL.
Writes /tmp/api6-probe/responses.jsonl and prints a one-line summary per case.
Only the standard library plus jsonschema/yaml (to check bodies against openapi.yaml).
"""

from __future__ import annotations

import copy
import gzip
import http.client
import json
import os
import socket
import sys
import threading
import time
import urllib.parse
from pathlib import Path

import jsonschema
import yaml

ARGS = [a for a in sys.argv[1:] if not a.startswith("--")]
MODE = ([a[2:] for a in sys.argv[1:] if a.startswith("--")] or ["main"])[0]
BASE = ARGS[0] if ARGS else "http://127.0.0.1:18606"
U = urllib.parse.urlsplit(BASE)
HOST, PORT = U.hostname, U.port
ROOT = Path(__file__).resolve().parents[4]
OUT = Path("/tmp/api6-probe")
OUT.mkdir(exist_ok=True)
LOG = open(OUT / f"responses-{MODE}.jsonl", "w")

SPEC = yaml.safe_load(open(ROOT / "openapi.yaml"))


def schema_errors(body, name):
    sch = {"$ref": f"#/components/schemas/{name}", "components": SPEC["components"]}
    v = jsonschema.Draft202012Validator(sch)
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message[:200]}" for e in v.iter_errors(body)][:8]


EX = {}
for p in sorted((ROOT / "examples").glob("*/*.json")):
    EX[f"{p.parent.name}/{p.stem}"] = p.read_bytes()


def exj(k):
    return json.loads(EX[k])


RESULTS = []


def req(method, path, body=None, headers=None, timeout=60, raw_request=None):
    """One request on a fresh connection. Returns dict(status, headers, ctype, body, json, secs)."""
    t0 = time.time()
    if raw_request is not None:
        s = socket.create_connection((HOST, PORT), timeout=timeout)
        s.sendall(raw_request)
        data = b""
        try:
            while True:
                chunk = s.recv(65536)
                if not chunk:
                    break
                data += chunk
                if b"\r\n\r\n" in data:
                    head, _, rest = data.partition(b"\r\n\r\n")
                    cl = [ln for ln in head.split(b"\r\n") if ln.lower().startswith(b"content-length:")]
                    if cl and len(rest) >= int(cl[0].split(b":")[1]):
                        break
        except socket.timeout:
            pass
        s.close()
        head, _, rest = data.partition(b"\r\n\r\n")
        lines = head.decode("latin-1").split("\r\n")
        st = int(lines[0].split()[1]) if lines and len(lines[0].split()) > 1 else None
        hd = dict(ln.split(": ", 1) for ln in lines[1:] if ": " in ln)
        return _fin(st, hd, rest, t0)
    c = http.client.HTTPConnection(HOST, PORT, timeout=timeout)
    h = {}
    if isinstance(body, (dict, list)):
        body = json.dumps(body, ensure_ascii=False).encode()
        h["Content-Type"] = "application/json"
    if headers:
        h.update(headers)
    try:
        c.request(method, path, body=body, headers=h)
        r = c.getresponse()
        data = r.read()
        return _fin(r.status, dict(r.getheaders()), data, t0)
    except Exception as e:  # noqa: BLE001
        return {"status": None, "error": repr(e), "secs": round(time.time() - t0, 3), "headers": {}, "json": None, "body": ""}
    finally:
        c.close()


def _fin(st, hd, data, t0):
    hd = {k.lower(): v for k, v in hd.items()}
    try:
        js = json.loads(data)
    except Exception:  # noqa: BLE001
        js = None
    return {
        "status": st,
        "headers": hd,
        "ctype": hd.get("content-type"),
        "json": js,
        "body": data[:600].decode("utf-8", "replace"),
        "secs": round(time.time() - t0, 3),
    }


def record(case, desc, r, expect=None, schema=None, notes=""):
    errs = []
    if schema and r.get("json") is not None:
        errs = schema_errors(r["json"], schema)
    if r.get("ctype", "") and r["ctype"].startswith("application/problem+json") and r.get("json") is not None:
        errs += [f"Problem: {e}" for e in schema_errors(r["json"], "Problem")]
        if r["json"].get("status") != r["status"]:
            errs.append(f"problem.status {r['json'].get('status')} != HTTP {r['status']}")
    ok = None
    if expect is not None:
        ok = r["status"] in (expect if isinstance(expect, (list, tuple)) else [expect])
    j = r.get("json")
    short = ""
    if isinstance(j, dict):
        if "errors" in j:
            short = "type=%s errors=%s" % (j.get("type"), [(e.get("pointer"), e.get("code")) for e in j["errors"]][:6])
        elif "format" in j and j.get("format") == "trick-verdict/1":
            short = "verdict status=%s by_code=%s problems=%s sha=%s" % (
                j.get("status"), j["summary"].get("by_code"),
                [(p["pointer"], p["code"]) for p in j.get("problems", [])][:5], (j.get("transcript_sha256") or "")[:12])
        elif "verdicts" in j or "status_url" in j or "enqueued_at" in j:
            vs = j.get("verdicts")
            short = "job status=%s count=%s nverdicts=%s vstat=%s" % (
                j.get("status"), j.get("count"), None if vs is None else len(vs),
                None if not vs else [v["status"] for v in vs][:20])
        else:
            short = json.dumps(j, ensure_ascii=False)[:200]
    else:
        short = (r.get("body") or r.get("error") or "")[:160].replace("\n", " ")
    rec = {
        "case": case, "desc": desc, "status": r["status"], "ctype": r.get("ctype"), "secs": r["secs"],
        "headers": r["headers"], "expect": expect, "ok": ok, "schema_errors": errs, "short": short,
        "json": j if (j is not None and len(json.dumps(j)) < 20000) else None,
        "body": r.get("body") if j is None else None, "notes": notes,
    }
    RESULTS.append(rec)
    LOG.write(json.dumps(rec, ensure_ascii=False) + "\n")
    LOG.flush()
    flag = {True: "OK ", False: "XX ", None: "-- "}[ok]
    print(f"{flag}{case:6} {r['status']} {str(r.get('ctype'))[:28]:28} {r['secs']:6}s {desc[:60]:60} | {short[:230]}"
          + (f"\n          SCHEMA: {errs}" if errs else ""), flush=True)
    return r


J = {"Content-Type": "application/json"}


def post(path, obj_or_bytes, headers=None, **kw):
    h = dict(J)
    if headers:
        h.update(headers)
    b = obj_or_bytes if isinstance(obj_or_bytes, bytes) else json.dumps(obj_or_bytes, ensure_ascii=False).encode()
    return req("POST", path, b, h, **kw)


def poll(job_id, limit=60):
    seen = []
    t0 = time.time()
    while time.time() - t0 < limit:
        r = req("GET", f"/v1/jobs/{job_id}")
        st = (r.get("json") or {}).get("status")
        if not seen or seen[-1] != st:
            seen.append(st)
        if st in ("finished", "failed") or r["status"] != 200:
            return r, seen
        time.sleep(0.05)
    return r, seen + ["TIMEOUT"]


# ------------------------------------------------------------------ cases
def main():
    # health, games
    record("H1", "GET /v1/health", req("GET", "/v1/health"), 200, "Health")
    record("H2", "HEAD /v1/health", req("HEAD", "/v1/health"), 200)
    r = record("G1", "GET /v1/games", req("GET", "/v1/games"), 200, "GameList")
    games = r["json"]
    if games:
        names = [g["name"] for g in games["games"]]
        print("   games:", names, "unsupported:", games["unsupported"])
        for g in games["games"]:
            print("   ", g["name"], g["players"], g["deck"]["size"], [o["name"] for o in g["options"]][:20])
    for n in ["rage", "ulti", "danish-tarok", "galician-tarok", "tarocchini-ottocento", "tarocchini-terziglio"]:
        r = record("G2", f"GET /v1/games/{n}", req("GET", f"/v1/games/{n}"), 200, "Game")
        if games and r["json"]:
            same = [g for g in games["games"] if g["name"] == n]
            if not same or same[0] != r["json"]:
                print("   !! /v1/games/%s differs from its element in /v1/games" % n)
    record("G3", "GET /v1/games/whist", req("GET", "/v1/games/whist"), 404)
    record("G4", "GET /v1/games/RAGE (case)", req("GET", "/v1/games/RAGE"), [200, 404])
    record("G5", "GET /v1/games/ (trailing slash)", req("GET", "/v1/games/"), [200, 404, 308])
    record("G6", "GET /v1/nowhere", req("GET", "/v1/nowhere"), 404)
    record("G7", "GET /", req("GET", "/"), 404)

    # validate examples
    shas = {}
    for k, b in EX.items():
        r = record("V1", f"validate {k}", post("/v1/validate", b), 200, "Verdict")
        if r["json"]:
            shas[k] = r["json"].get("transcript_sha256")
            if r["json"]["status"] == "rejected":
                print("   !! example rejected", k)
    r2 = record("V2", "validate rage/revoke again (sha stable)", post("/v1/validate", EX["rage/revoke"]), 200, "Verdict")
    if r2["json"] and r2["json"]["transcript_sha256"] != shas.get("rage/revoke"):
        print("   !! sha differs on repeat")
    # same transcript reformatted (key order, whitespace) -> same sha (canonical JSON)
    t = exj("rage/revoke")
    reordered = json.dumps(dict(reversed(list(t.items()))), indent=None, separators=(",", ":")).encode()
    r = record("V3", "validate rage/revoke reordered keys, compact", post("/v1/validate", reordered), 200, "Verdict")
    print("   sha same as original:", r["json"] and r["json"]["transcript_sha256"] == shas.get("rage/revoke"))

    # the openapi's own example -> compare with CleanVerdict example
    ex_t = SPEC["components"]["examples"]["RageTranscript"]["value"]
    ex_v = SPEC["components"]["examples"]["CleanVerdict"]["value"]
    r = record("V4", "validate openapi RageTranscript example", post("/v1/validate", ex_t), 200, "Verdict")
    if r["json"]:
        got = r["json"]
        diffs = [k for k in set(got) | set(ex_v) if got.get(k) != ex_v.get(k)]
        print("   differs from CleanVerdict example in keys:", diffs)
        for k in diffs:
            print("     ", k, "got:", json.dumps(got.get(k))[:300], "\n       doc:", json.dumps(ex_v.get(k))[:300])
    # the openapi's batch example
    bex = SPEC["paths"]["/v1/jobs"]["post"]["requestBody"]["content"]["application/json"]["examples"]["batch"]["value"]
    r = record("V5", "jobs?wait=10 openapi batch example", post("/v1/jobs?wait=10", bex), 200, "JobStatus")
    if r["json"] and r["json"].get("verdicts"):
        v = r["json"]["verdicts"][0]
        print("   batch example verdict:", v["status"], v.get("problems"), v["summary"])
    # ViolationsVerdict example: seat 2 score 0
    vt = copy.deepcopy(ex_t)
    vt["deals"][0]["events"][8]["points"] = 0
    r = record("V6", "validate ViolationsVerdict example", post("/v1/validate", vt), 200, "Verdict")
    if r["json"]:
        ev = SPEC["components"]["examples"]["ViolationsVerdict"]["value"]
        diffs = [k for k in set(r["json"]) | set(ev) if r["json"].get(k) != ev.get(k)]
        print("   differs from ViolationsVerdict example in:", diffs)
        for k in diffs:
            print("     ", k, "got:", json.dumps(r["json"].get(k))[:400], "\n       doc:", json.dumps(ev.get(k))[:400])
    # RejectedVerdict example
    rt = copy.deepcopy(ex_t)
    rt["deals"][0]["hands"] = [["Y9"], ["R16"], ["Y9"]]
    rt["meta"] = {}
    r = record("V7", "validate RejectedVerdict-like (R16, Y9 twice)", post("/v1/validate", rt), 200, "Verdict")
    if r["json"]:
        print("   problems:", r["json"].get("problems"))

    # jobs lifecycle
    r = record("J1", "POST /v1/jobs ulti/clean-trump", post("/v1/jobs", EX["ulti/clean-trump"]), 202, "JobAccepted")
    jid = (r["json"] or {}).get("id")
    print("   Location:", r["headers"].get("location"), "status_url:", (r["json"] or {}).get("status_url"))
    if jid:
        r, seen = poll(jid)
        record("J2", f"poll job until end (seen {seen})", r, 200, "JobStatus")
        first = r["json"]
        time.sleep(0.5)
        r = record("J3", "poll finished job again", req("GET", f"/v1/jobs/{jid}"), 200, "JobStatus")
        print("   identical on re-poll:", r["json"] == first)
        r = record("J4", "GET finished job ?wait=5 (returns at once)", req("GET", f"/v1/jobs/{jid}?wait=5"), 200, "JobStatus")
        print("   took", r["secs"])
        if first and first.get("verdicts"):
            print("   sha equals validate:", first["verdicts"][0]["transcript_sha256"] == shas.get("ulti/clean-trump"))
        record("J5", "DELETE /v1/jobs/<id>", req("DELETE", f"/v1/jobs/{jid}"), 405)
        record("J6", "GET /v1/jobs/<id>?wait=31", req("GET", f"/v1/jobs/{jid}?wait=31"), 400)
        record("J7", "GET /v1/jobs/<id>?wait=abc", req("GET", f"/v1/jobs/{jid}?wait=abc"), 400)
        record("J8", "GET /v1/jobs/<id>?wait=-1", req("GET", f"/v1/jobs/{jid}?wait=-1"), 400)
        record("J9", "GET /v1/jobs/<id>?wait=2.5", req("GET", f"/v1/jobs/{jid}?wait=2.5"), 200)
        record("J10", "GET /v1/jobs/<id>?wait=1e1", req("GET", f"/v1/jobs/{jid}?wait=1e1"), 200)
        record("J11", "GET /v1/jobs/<id>?wait=nan", req("GET", f"/v1/jobs/{jid}?wait=nan"), 400)
        record("J12", "GET /v1/jobs/<id>?wait=inf", req("GET", f"/v1/jobs/{jid}?wait=inf"), 400)
        record("J13", "GET /v1/jobs/<id>?wait= (empty)", req("GET", f"/v1/jobs/{jid}?wait="), [200, 400])
        record("J14", "GET /v1/jobs/<id>?wait=%EF%BC%95 (fullwidth 5)", req("GET", f"/v1/jobs/{jid}?wait=%EF%BC%95"), 400)
        record("J15", "GET /v1/jobs/<id>?wait=1&wait=99", req("GET", f"/v1/jobs/{jid}?wait=1&wait=99"), [200, 400])
    record("J16", "GET /v1/jobs/does-not-exist", req("GET", "/v1/jobs/does-not-exist"), 404)
    record("J17", "GET /v1/jobs/5f0c1d2e-8a77-4d55-9b0e-1c2d3e4f5a6b", req("GET", "/v1/jobs/5f0c1d2e-8a77-4d55-9b0e-1c2d3e4f5a6b"), 404)
    record("J18", "GET /v1/jobs/x?wait=5 unknown id with wait", req("GET", "/v1/jobs/x?wait=5"), 404)
    record("J19", "GET /v1/jobs/%2e%2e", req("GET", "/v1/jobs/%2e%2e"), 404)
    record("J20", "GET /v1/jobs/ (empty id)", req("GET", "/v1/jobs/"), [404, 405])
    record("J21", "GET /v1/jobs/" + "a" * 5000, req("GET", "/v1/jobs/" + "a" * 5000), [404, 414])
    record("J22", "GET /v1/jobs/%00", req("GET", "/v1/jobs/%00"), 404)
    record("J23", "GET /v1/jobs/arbiter:body:x (redis-ish id)", req("GET", "/v1/jobs/arbiter%3Abody%3Ax"), 404)
    record("J24", "GET /v1/jobs/é (utf8 pct)", req("GET", "/v1/jobs/%C3%A9"), 404)
    record("J25", "GET /v1/jobs/%FF (bad utf8 pct)", req("GET", "/v1/jobs/%FF"), [400, 404])

    r = record("J30", "POST /v1/jobs?wait=10 rage/revoke", post("/v1/jobs?wait=10", EX["rage/revoke"]), 200, "JobStatus")
    print("   Location:", r["headers"].get("location"))
    if r["json"] and r["json"].get("verdicts"):
        print("   sha equals validate:", r["json"]["verdicts"][0]["transcript_sha256"] == shas.get("rage/revoke"))
    record("J31", "POST /v1/jobs?wait=0", post("/v1/jobs?wait=0", EX["rage/revoke"]), 202, "JobAccepted")
    record("J32", "POST /v1/jobs?wait=31", post("/v1/jobs?wait=31", EX["rage/revoke"]), 400)
    record("J33", "POST /v1/validate?wait=31 (ignored?)", post("/v1/validate?wait=31", EX["ulti/clean-trump"]), [200, 400])

    # batch of every example
    keys = list(EX)
    batch = {"transcripts": [exj(k) for k in keys]}
    r = record("B1", f"jobs?wait=20 batch of {len(keys)} examples", post("/v1/jobs?wait=20", batch), 200, "JobStatus")
    if r["json"] and r["json"].get("verdicts"):
        vs = r["json"]["verdicts"]
        bad = [k for k, v in zip(keys, vs) if v["transcript_sha256"] != shas.get(k) or v["game"] != exj(k)["game"]]
        print("   order/sha mismatches:", bad)
    r = record("B2", "batch {transcripts: []}", post("/v1/jobs", {"transcripts": []}), 422)
    mixed = {"transcripts": [exj("ulti/clean-trump"), 5, {k: v for k, v in exj("ulti/clean-trump").items() if k != "players"} | {"colour": 1}]}
    record("B3", "batch [valid, 5, missing players+colour]", post("/v1/jobs", mixed), 422)
    record("B4", "batch {transcripts: null}", post("/v1/jobs", {"transcripts": None}), 422)
    record("B5", "batch {transcripts: {}}", post("/v1/jobs", {"transcripts": {}}), 422)
    record("B6", "batch with extra key", post("/v1/jobs", {"transcripts": [exj("ulti/clean-trump")], "priority": 1}), 422)
    record("B7", "batch to /v1/validate", post("/v1/validate", {"transcripts": [exj("ulti/clean-trump")]}), 422)
    tiny = SPEC["paths"]["/v1/jobs"]["post"]["requestBody"]["content"]["application/json"]["examples"]["batch"]["value"]["transcripts"][0]
    record("B8", "batch of 1001 tiny", post("/v1/jobs", {"transcripts": [tiny] * 1001}), 422)
    r = record("B9", "batch of 1000 tiny ?wait=30", post("/v1/jobs?wait=30", {"transcripts": [tiny] * 1000}), [200, 202], "JobStatus")
    if r["json"] and r["status"] == 202:
        rr, seen = poll(r["json"]["id"], 120)
        record("B9b", f"poll 1000-batch ({seen})", rr, 200, "JobStatus")
    # one rejected in a batch: the job is still finished
    rej = exj("ulti/clean-trump")
    rej["game"] = "whist"
    r = record("B10", "batch [valid, game=whist] ?wait=10", post("/v1/jobs?wait=10", {"transcripts": [exj("ulti/clean-trump"), rej]}), 200, "JobStatus")
    if r["json"] and r["json"].get("verdicts"):
        print("   statuses:", [v["status"] for v in r["json"]["verdicts"]], r["json"]["verdicts"][1].get("problems"))
    # A body that is both: transcript with "transcripts" key
    both = exj("ulti/clean-trump") | {"transcripts": [exj("ulti/clean-trump")]}
    record("B11", "transcript with a transcripts field", post("/v1/jobs", both), 422)

    # malformed / media type
    record("M1", "validate truncated JSON", post("/v1/validate", b'{"format":'), 400)
    record("M2", "validate NaN", post("/v1/validate", b'{"format": NaN}'), 400)
    record("M3", "validate empty body", post("/v1/validate", b""), 400)
    record("M4", "validate JSON array", post("/v1/validate", b"[]"), 422)
    record("M5", "validate JSON null", post("/v1/validate", b"null"), 422)
    record("M6", "validate JSON string", post("/v1/validate", b'"x"'), 422)
    record("M7", "jobs truncated JSON", post("/v1/jobs", b'{"transcripts": ['), 400)
    record("M8", "validate text/plain", req("POST", "/v1/validate", EX["ulti/clean-trump"], {"Content-Type": "text/plain"}), 415)
    record("M9", "validate no content-type", req("POST", "/v1/validate", EX["ulti/clean-trump"], {}), 415)
    record("M10", "validate application/vnd.foo+json", req("POST", "/v1/validate", EX["ulti/clean-trump"], {"Content-Type": "application/vnd.foo+json"}), 200)
    record("M11", "validate application/json; charset=utf-8", req("POST", "/v1/validate", EX["ulti/clean-trump"], {"Content-Type": "application/json; charset=utf-8"}), 200)
    record("M12", "validate application/json; charset=latin-1", req("POST", "/v1/validate", EX["ulti/clean-trump"], {"Content-Type": "application/json; charset=latin-1"}), [200, 415])
    record("M13", "validate APPLICATION/JSON (case)", req("POST", "/v1/validate", EX["ulti/clean-trump"], {"Content-Type": "APPLICATION/JSON"}), 200)
    record("M14", "validate form-urlencoded", req("POST", "/v1/validate", EX["ulti/clean-trump"], {"Content-Type": "application/x-www-form-urlencoded"}), 415)
    record("M15", "validate gzip Content-Encoding", req("POST", "/v1/validate", gzip.compress(EX["ulti/clean-trump"]), {"Content-Type": "application/json", "Content-Encoding": "gzip"}), 415)
    record("M16", "validate with UTF-8 BOM", post("/v1/validate", b"\xef\xbb\xbf" + EX["ulti/clean-trump"]), 200)
    record("M17", "validate text/plain AND malformed", req("POST", "/v1/validate", b"{", {"Content-Type": "text/plain"}), 415)
    record("M18", "jobs text/plain", req("POST", "/v1/jobs", EX["ulti/clean-trump"], {"Content-Type": "text/plain"}), 415)
    record("M19", "validate multipart/form-data", req("POST", "/v1/validate", EX["ulti/clean-trump"], {"Content-Type": "multipart/form-data; boundary=x"}), 415)
    record("M20", "validate Content-Encoding: identity", req("POST", "/v1/validate", EX["ulti/clean-trump"], {"Content-Type": "application/json", "Content-Encoding": "identity"}), 200)
    record("M21", "validate application/problem+json as input", req("POST", "/v1/validate", EX["ulti/clean-trump"], {"Content-Type": "application/problem+json"}), 200)
    record("M22", "validate application/jsonx", req("POST", "/v1/validate", EX["ulti/clean-trump"], {"Content-Type": "application/jsonx"}), 415)

    # envelope
    base = exj("ulti/clean-trump")
    t = {k: v for k, v in base.items() if k != "players"} | {"colour": "red"}
    record("E1", "missing players + colour field", post("/v1/validate", t), 422)
    record("E2", "format trick-transcript/2", post("/v1/validate", base | {"format": "trick-transcript/2"}), 422)
    record("E3", "players []", post("/v1/validate", base | {"players": []}), 422)
    record("E4", "deals [1]", post("/v1/validate", base | {"deals": [1]}), 422)
    record("E5", "deals []", post("/v1/validate", base | {"deals": []}), 422)
    record("E6", "players [1,2,3]", post("/v1/validate", base | {"players": [1, 2, 3]}), 422)
    record("E7", "game 5", post("/v1/validate", base | {"game": 5}), 422)
    record("E8", "game null", post("/v1/validate", base | {"game": None}), 422)
    record("E9", "rules []", post("/v1/validate", base | {"rules": []}), 422)
    record("E10", "rules null", post("/v1/validate", base | {"rules": None}), 200)
    record("E11", "start null", post("/v1/validate", base | {"start": None}), 200)
    record("E12", "start 'x'", post("/v1/validate", base | {"start": "x"}), 422)
    record("E13", "format missing", post("/v1/validate", {k: v for k, v in base.items() if k != "format"}), 422)
    record("E14", "everything missing {}", post("/v1/validate", {}), 422)
    record("E15", "key with ~ and / ('a/b~c')", post("/v1/validate", base | {"a/b~c": 1}), 422)
    r = RESULTS[-1]
    print("   pointer for 'a/b~c':", [(e["pointer"]) for e in (r["json"] or {}).get("errors", [])])
    record("E16", "players null", post("/v1/validate", base | {"players": None}), 422)
    record("E17", "meta = deep 70", post("/v1/validate", base | {"meta": json.loads("[" * 70 + "]" * 70)}), 422)
    record("E18", "meta = deep 63 (total 64)", post("/v1/validate", base | {"meta": json.loads("[" * 63 + "]" * 63)}), 200)
    record("E19", "meta = deep 64 (total 65)", post("/v1/validate", base | {"meta": json.loads("[" * 64 + "]" * 64)}), 422)
    record("E20", "deep 100000 raw", post("/v1/validate", b"[" * 100000 + b"]" * 100000), [400, 422])
    record("E21", "deep 100000 raw in jobs", post("/v1/jobs", b'{"transcripts":' + b"[" * 100000 + b"]" * 100000 + b"}"), [400, 422])
    record("E22", "deals [{}] (empty deal object)", post("/v1/validate", base | {"deals": [{}]}), [200, 422])
    record("E23", "duplicate keys in JSON", post("/v1/validate", EX["ulti/clean-trump"][:-2] + b',"game":"whist"}'), [200, 400])
    print("   dup-key verdict:", RESULTS[-1]["short"])

    # deep type errors -> rejected verdicts
    t = exj("rage/clean")
    t["deals"][0]["events"][3]["seat"] = "zero"
    r = record("D1", "events[3].seat='zero'", post("/v1/validate", t), 200, "Verdict")
    t = exj("rage/clean")
    t["deals"][0]["events"][5]["card"] = 12
    record("D2", "events[5].card=12", post("/v1/validate", t), 200, "Verdict")
    t = exj("rage/clean")
    t["deals"][0]["events"][5] = "play"
    record("D3", "events[5]='play' (not object)", post("/v1/validate", t), 200, "Verdict")
    t = exj("rage/clean")
    t["deals"][0]["events"][5]["type"] = "dance"
    record("D4", "unknown event type", post("/v1/validate", t), 200, "Verdict")
    t = exj("rage/clean")
    t["deals"][0]["events"][5]["extra"] = 1
    record("D5", "unknown field in event", post("/v1/validate", t), 200, "Verdict")
    t = exj("rage/clean")
    t["deals"][0]["hands"][1][0] = "R16"
    record("D6", "unknown card R16", post("/v1/validate", t), 200, "Verdict")
    t = exj("rage/clean")
    t["deals"][0]["events"] = None
    record("D7", "events null", post("/v1/validate", t), 200, "Verdict")
    t = exj("rage/clean")
    t["deals"][0]["dealer"] = 17
    record("D8", "dealer 17", post("/v1/validate", t), 200, "Verdict")
    t = exj("rage/clean")
    t["deals"][0]["dealer"] = True
    record("D9", "dealer true (bool)", post("/v1/validate", t), 200, "Verdict")
    t = exj("rage/clean")
    t["deals"][0]["events"][0]["bid"] = -1
    record("D10", "bid -1", post("/v1/validate", t), 200, "Verdict")
    t = exj("rage/clean")
    t["game"] = "whist"
    record("D11", "game whist", post("/v1/validate", t), 200, "Verdict")
    t = exj("rage/clean")
    t["game"] = "RAGE"
    record("D12", "game RAGE (case)", post("/v1/validate", t), 200, "Verdict")
    t = exj("rage/clean")
    t["rules"] = {"plus_minus_one": True, "colour_blind": True}
    r = record("D13", "unknown rule option colour_blind", post("/v1/validate", t), 200, "Verdict")
    print("   problems:", (r["json"] or {}).get("problems"))
    t["rules"] = {"plus_minus_one": "yes"}
    r = record("D14", "rule option value 'yes'", post("/v1/validate", t), 200, "Verdict")
    print("   problems:", (r["json"] or {}).get("problems"))
    t["rules"] = {"preset": "tournament"}
    record("D15", "unknown preset", post("/v1/validate", t), 200, "Verdict")
    t["rules"] = {"plus_minus_one": 1}
    record("D16", "rule option value 1 (int for bool)", post("/v1/validate", t), 200, "Verdict")
    t["rules"] = {"preset": None}
    record("D17", "preset null", post("/v1/validate", t), 200, "Verdict")
    t = exj("rage/clean")
    t["deals"][0]["events"][0]["seat"] = 2 ** 70
    record("D18", "seat 2**70", post("/v1/validate", t), 200, "Verdict")
    t = exj("rage/clean")
    t["deals"][0]["events"][0]["seat"] = -1
    record("D19", "seat -1", post("/v1/validate", t), 200, "Verdict")
    big = EX["rage/clean"].replace(b'"dealer": 0', b'"dealer": ' + b"9" * 400, 1)
    record("D20", "dealer = 400-digit integer", post("/v1/validate", big), 400)
    big = EX["rage/clean"].replace(b'"dealer": 0', b'"dealer": 1e400', 1)
    record("D21", "dealer = 1e400", post("/v1/validate", big), 400)
    t = exj("ulti/wrong-settlement")
    # amount 1e13
    for d in t["deals"]:
        for e in d["events"]:
            if e["type"] == "payment":
                e["amount"] = 1e13
                break
    record("D22", "ulti payment amount 1e13", post("/v1/validate", t), 200, "Verdict")
    t = exj("rage/clean")
    t["meta"] = {"big": 1e300, "n": 2 ** 64, "neg0": -0.0}
    r = record("D23", "meta with 1e300, 2**64, -0.0", post("/v1/validate", t), 200, "Verdict")
    print("   meta echoed:", (r["json"] or {}).get("meta"))

    # floats as integers
    def floatify(o):
        if isinstance(o, bool):
            return o
        if isinstance(o, int):
            return float(o)
        if isinstance(o, list):
            return [floatify(x) for x in o]
        if isinstance(o, dict):
            return {k: floatify(v) for k, v in o.items()}
        return o

    for k in ["rage/clean", "rage/wrong-score", "danish-tarok/wrong-payment", "ulti/wrong-settlement", "galician-tarok/clean", "tarocchini-ottocento/wrong-score", "tarocchini-terziglio/clean"]:
        t = floatify(exj(k))
        r = record("F1", f"floats everywhere: {k}", post("/v1/validate", t), 200, "Verdict")
        if r["json"]:
            same_sha = r["json"]["transcript_sha256"] == shas.get(k)
            orig = json.loads(post("/v1/validate", EX[k])["body"] if False else "{}") if False else None
            print(f"   sha same as int version: {same_sha}; status {r['json']['status']}")
    t = exj("rage/clean")
    t["deals"][0]["events"][0]["seat"] = 1.5
    record("F2", "seat 1.5", post("/v1/validate", t), 200, "Verdict")
    t = exj("rage/clean")
    t["deals"][0]["dealer"] = 1e0
    raw = json.dumps(exj("rage/clean")).replace('"dealer": 0', '"dealer": 0e0', 1).encode()
    record("F3", "dealer 0e0 (raw)", post("/v1/validate", raw), 200, "Verdict")
    print("   sha same:", (RESULTS[-1]["json"] or {}).get("transcript_sha256") == shas.get("rage/clean"))
    raw = json.dumps(exj("rage/clean")).replace('"dealer": 0', '"dealer": -0.0', 1).encode()
    record("F4", "dealer -0.0 (raw)", post("/v1/validate", raw), 200, "Verdict")
    print("   sha same:", (RESULTS[-1]["json"] or {}).get("transcript_sha256") == shas.get("rage/clean"))
    t = exj("rage/clean")
    t["rules"] = {"plus_minus_one": True, "preset": "standard"}
    record("F5", "rage/clean rules with explicit preset", post("/v1/validate", t), 200, "Verdict")

    # unicode, null bytes, encodings
    t = exj("rage/clean")
    t["players"] = ["Žofie 🃏", "Ølaf", "李雷", "e\u0301"]
    r = record("U1", "unicode players (emoji, CJK, combining)", post("/v1/validate", t), 200, "Verdict")
    t = exj("rage/revoke")
    t["players"] = ["Žofie 🃏", "Ølaf", "李雷", "\u202eevil"]
    r = record("U2", "unicode players on revoke (message)", post("/v1/validate", t), 200, "Verdict")
    if r["json"]:
        ann = [a for d in r["json"]["deals"] for a in d["annotations"]]
        print("   message:", ann[0]["message"] if ann else None)
    t = exj("rage/clean")
    t["players"][0] = "nul\u0000byte"
    t["meta"] = {"x": "a\u0000b"}
    record("U3", "escaped NUL in player name and meta", post("/v1/validate", t), 200, "Verdict")
    record("U4", "raw NUL byte outside string", post("/v1/validate", EX["ulti/clean-trump"][:1] + b"\x00" + EX["ulti/clean-trump"][1:]), 400)
    record("U5", "raw NUL byte inside string", post("/v1/validate", EX["ulti/clean-trump"].replace(b'"ulti"', b'"ul\x00ti"', 1)), [400, 200])
    record("U6", "lone surrogate \\ud800 in meta", post("/v1/validate", EX["ulti/clean-trump"][:-2] + b',"meta":"\\ud800"}'), 400)
    record("U7", "latin-1 byte \\xe9", post("/v1/validate", EX["ulti/clean-trump"].replace(b'"ulti"', b'"ult\xe9"', 1)), 400)
    record("U8", "UTF-16 body", post("/v1/validate", EX["ulti/clean-trump"].decode().encode("utf-16")), 400)
    record("U9", "surrogate pair escaped \\ud83c\\udccf", post("/v1/validate", EX["ulti/clean-trump"][:-2] + b',"meta":"\\ud83c\\udccf"}'), 200)
    record("U10", "card codes lower case", post("/v1/validate", EX["rage/clean"].decode().replace('"R', '"r').encode()), 200)
    print("   sha same:", (RESULTS[-1]["json"] or {}).get("transcript_sha256") == shas.get("rage/clean"), (RESULTS[-1]["json"] or {}).get("status"))
    record("U11", "jobs with unicode ?wait=10", post("/v1/jobs?wait=10", exj("rage/clean") | {"players": ["Žofie 🃏", "Ølaf", "李雷", "x"]}), 200, "JobStatus")
    record("U12", "game name with unicode 'ragé'", post("/v1/validate", exj("rage/clean") | {"game": "ragé"}), 200, "Verdict")
    record("U13", "game 'rage\\u0000'", post("/v1/validate", exj("rage/clean") | {"game": "rage\u0000"}), 200, "Verdict")

    # size limits
    pad = exj("ulti/clean-trump")
    pad["meta"] = {"pad": "x" * 250_000}
    record("S1", "validate 250 KB", post("/v1/validate", pad), 413)
    pad["meta"] = {"pad": "x" * (200_000 - len(json.dumps(exj("ulti/clean-trump") | {"meta": {"pad": ""}}, ensure_ascii=False)))}
    b = json.dumps(pad, ensure_ascii=False).encode()
    record("S2", f"validate exactly {len(b)} bytes", post("/v1/validate", b), 200)
    b2 = b[:-1] + b" }"
    record("S3", f"validate {len(b2)} bytes", post("/v1/validate", b2), 413)
    pad["meta"] = {"pad": "x" * 250_000}
    r = record("S4", "jobs 250 KB ?wait=10", post("/v1/jobs?wait=10", pad), 200, "JobStatus")
    pad["meta"] = {"pad": "x" * 2_500_000}
    record("S5", "jobs 2.5 MB", post("/v1/jobs", pad), 413)
    pad["meta"] = {"pad": "é" * 150_000}  # 300 KB in UTF-8, 150k characters
    record("S6", "validate 150k chars / 300 KB", post("/v1/validate", pad), 413)
    record("S7", "validate 40 MB body", post("/v1/validate", b"{" + b" " * 40_000_000 + b"}", timeout=30), 413)
    # Content-Length lie: says 10 MB, sends little, then closes
    raw = b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000000\r\nConnection: close\r\n\r\n{}"
    record("S8", "Content-Length 10MB, 2 bytes sent", req(None, None, raw_request=raw, timeout=15), 413)
    raw = b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\nConnection: close\r\n\r\n{}"
    record("S9", "Content-Length 5000, 2 bytes sent (hang?)", req(None, None, raw_request=raw, timeout=20), [400, 408, None])
    body = EX["ulti/clean-trump"]
    chunked = b"".join(b"%x\r\n%s\r\n" % (len(body[i:i + 1000]), body[i:i + 1000]) for i in range(0, len(body), 1000)) + b"0\r\n\r\n"
    raw = b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n" + chunked
    record("S10", "chunked body validate", req(None, None, raw_request=raw, timeout=20), 200)
    big = json.dumps(exj("ulti/clean-trump") | {"meta": {"pad": "x" * 300_000}}).encode()
    chunked = b"".join(b"%x\r\n%s\r\n" % (len(big[i:i + 65536]), big[i:i + 65536]) for i in range(0, len(big), 65536)) + b"0\r\n\r\n"
    raw = b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n" + chunked
    record("S11", "chunked 300 KB validate (no Content-Length)", req(None, None, raw_request=raw, timeout=20), 413)
    raw = b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: gzip\r\nConnection: close\r\n\r\n{}"
    record("S12", "Transfer-Encoding gzip", req(None, None, raw_request=raw, timeout=10), 501)
    raw = b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\nConnection: close\r\n\r\n{}"
    record("S13", "Content-Length abc", req(None, None, raw_request=raw, timeout=10), 400)
    raw = b"GET /v1/health HTTP/2.0\r\nHost: x\r\n\r\n"
    record("S14", "HTTP/2.0 request line", req(None, None, raw_request=raw, timeout=10), 505)
    raw = b"GET /v1/health HTTP/1.0\r\n\r\n"
    record("S15", "HTTP/1.0 health", req(None, None, raw_request=raw, timeout=10), 200)
    raw = "GET /v1/games/r\u00e4ge HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode()
    record("S16", "raw non-ASCII in path", req(None, None, raw_request=raw, timeout=10), 400)
    raw = b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\nabc\r\n0\r\n\r\n"
    record("S17", "broken chunked body", req(None, None, raw_request=raw, timeout=10), 400)
    raw = b"CONNECT x:80 HTTP/1.1\r\nHost: x\r\n\r\n"
    record("S18", "CONNECT", req(None, None, raw_request=raw, timeout=10), 405)

    # methods, OPTIONS, CORS
    record("X1", "GET /v1/validate", req("GET", "/v1/validate"), 405)
    record("X2", "PUT /v1/games", req("PUT", "/v1/games", b"{}", J), 405)
    record("X3", "GET /v1/jobs (list)", req("GET", "/v1/jobs"), 405)
    record("X4", "OPTIONS /v1/jobs", req("OPTIONS", "/v1/jobs"), 204)
    record("X5", "OPTIONS /v1/nowhere", req("OPTIONS", "/v1/nowhere"), [204, 404])
    record("X6", "OPTIONS /v1/validate with CORS preflight headers",
           req("OPTIONS", "/v1/validate", None, {"Origin": "http://app.example", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type"}), 204)
    record("X7", "POST /v1/validate with Origin", post("/v1/validate", EX["ulti/clean-trump"], {"Origin": "http://app.example"}), 200)
    record("X8", "PATCH /v1/health", req("PATCH", "/v1/health"), 405)
    record("X9", "POST /v1/health", req("POST", "/v1/health", b"{}", J), 405)
    record("X10", "HEAD /v1/jobs/<bad>", req("HEAD", "/v1/jobs/nope"), 404)
    record("X11", "TRACE /v1/health", req("TRACE", "/v1/health"), 405)
    record("X12", "GET /v1/health with Accept: application/xml", req("GET", "/v1/health", None, {"Accept": "application/xml"}), [200, 406])
    record("X13", "GET /v1/games?x=1 (unknown query)", req("GET", "/v1/games?x=1"), 200)
    record("X14", "POST /v1/validate?wait=abc (wait on validate)", post("/v1/validate?wait=abc", EX["ulti/clean-trump"]), [200, 400])
    record("X15", "GET /v1//games (double slash)", req("GET", "/v1//games"), [200, 404, 308])
    record("X16", "GET /V1/HEALTH (case)", req("GET", "/V1/HEALTH"), 404)

    # concurrency: 30 simultaneous jobs, then poll all; plus 30 simultaneous ?wait
    order = [keys[i % len(keys)] for i in range(30)]
    out = [None] * len(order)

    def sub(i):
        out[i] = post("/v1/jobs", EX[order[i]])

    ths = [threading.Thread(target=sub, args=(i,)) for i in range(len(order))]
    [t.start() for t in ths]
    [t.join() for t in ths]
    ids = [(o["json"] or {}).get("id") for o in out]
    record("C1", f"30 concurrent POST /v1/jobs: statuses {sorted(set(o['status'] for o in out))}, distinct ids {len(set(ids))}",
           out[0], 202, "JobAccepted")
    lost = []
    mism = []
    for i, jid in enumerate(ids):
        if not jid:
            lost.append(i)
            continue
        r, seen = poll(jid, 90)
        j = r["json"] or {}
        if j.get("status") != "finished":
            lost.append((i, seen, j.get("status")))
        elif j["verdicts"][0]["transcript_sha256"] != shas.get(order[i]):
            mism.append(i)
    record("C2", f"poll 30 concurrent jobs: lost/unfinished={lost} sha-mismatch={mism}", r, 200, "JobStatus")

    outw = [None] * 30

    def subw(i):
        outw[i] = post("/v1/jobs?wait=30", EX[order[i]], timeout=60)

    ths = [threading.Thread(target=subw, args=(i,)) for i in range(30)]
    t0 = time.time()
    [t.start() for t in ths]
    # health during the wait storm
    time.sleep(0.2)
    hr = req("GET", "/v1/health", timeout=10)
    [t.join() for t in ths]
    sts = [o["status"] for o in outw]
    record("C3", f"30 concurrent POST ?wait=30: statuses {dict((s, sts.count(s)) for s in set(sts))} in {time.time()-t0:.1f}s", outw[-1], [200, 202])
    record("C4", f"health during wait storm ({hr['secs']}s)", hr, 200, "Health")
    unfinished = [(o["json"] or {}).get("id") for o in outw if o["status"] == 202]
    for jid in unfinished:
        r, seen = poll(jid, 60)
        if (r["json"] or {}).get("status") != "finished":
            print("   !! wait-storm job not finished:", jid, seen)
    # same-body duplicates: distinct ids?
    a = post("/v1/jobs", EX["ulti/clean-trump"])
    b = post("/v1/jobs", EX["ulti/clean-trump"])
    record("C5", f"same body twice: ids distinct={a['json']['id'] != b['json']['id']}", b, 202, "JobAccepted")
    # Idempotency-Key header
    a = post("/v1/jobs", EX["ulti/clean-trump"], {"Idempotency-Key": "k1"})
    b = post("/v1/jobs", EX["ulti/clean-trump"], {"Idempotency-Key": "k1"})
    record("C6", f"Idempotency-Key twice: same id={a['json']['id'] == b['json']['id']}", b, 202, "JobAccepted")

    # health at the end
    record("H9", "GET /v1/health (end)", req("GET", "/v1/health"), 200, "Health")

    print("\nSUMMARY: %d cases, %d status mismatches, %d with schema errors, %d 5xx" % (
        len(RESULTS), sum(1 for r in RESULTS if r["ok"] is False), sum(1 for r in RESULTS if r["schema_errors"]),
        sum(1 for r in RESULTS if (r["status"] or 0) >= 500)))
    for r in RESULTS:
        if r["ok"] is False or r["schema_errors"] or (r["status"] or 0) >= 500:
            print("  ", r["case"], r["desc"][:70], r["status"], r["schema_errors"][:2])


# ------------------------------------------------------------------ second round
def extra():
    base = exj("ulti/clean-trump")
    # exact size boundaries
    empty = json.dumps(base | {"meta": {"pad": ""}}, ensure_ascii=False).encode()
    for n, exp in [(200_000, 200), (200_001, 413)]:
        b = json.dumps(base | {"meta": {"pad": "x" * (n - len(empty))}}, ensure_ascii=False).encode()
        assert len(b) == n, len(b)
        record("S2x", f"validate exactly {len(b)} bytes", post("/v1/validate", b), exp)
    for n, exp in [(2_000_000, [200, 202]), (2_000_001, 413)]:
        b = json.dumps(base | {"meta": {"pad": "x" * (n - len(empty))}}, ensure_ascii=False).encode()
        record("S5x", f"jobs?wait=10 exactly {len(b)} bytes", post("/v1/jobs?wait=10", b), exp)
    for mb in (5, 30):
        b = b"{" + b" " * (mb * 1_000_000) + b"}"
        record("S7x", f"jobs {mb} MB whitespace body (http.client writes all first)", post("/v1/jobs", b, timeout=30), 413)
    b = b"{" + b" " * 40_000_000 + b"}"
    record("S7y", "validate 40 MB (over the 32 MiB drain: connection closed, documented)", post("/v1/validate", b, timeout=30), [413, None])
    # keep-alive: several requests on one connection, including errors
    c = http.client.HTTPConnection(HOST, PORT, timeout=20)
    seq = []
    for body, ct in [(EX["ulti/clean-trump"], "application/json"), (b"{", "application/json"), (b"{}", "application/json"),
                     (EX["ulti/clean-trump"], "text/plain"), (EX["ulti/clean-trump"], "application/json")]:
        c.request("POST", "/v1/validate", body=body, headers={"Content-Type": ct})
        rr = c.getresponse()
        rr.read()
        seq.append(rr.status)
    c.request("GET", "/v1/health")
    rr = c.getresponse()
    rr.read()
    seq.append(rr.status)
    c.close()
    record("K1", f"keep-alive sequence on one connection: {seq}", {"status": seq[-1], "headers": {}, "json": None, "body": "", "secs": 0}, 200)
    # pipelined requests
    raw = (b"GET /v1/health HTTP/1.1\r\nHost: x\r\n\r\n" + b"GET /v1/games/rage HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    s = socket.create_connection((HOST, PORT), timeout=10)
    s.sendall(raw)
    data = b""
    while True:
        ch = s.recv(65536)
        if not ch:
            break
        data += ch
    s.close()
    record("K2", f"2 pipelined GETs: {data.count(b'HTTP/1.1 200')} x 200", {"status": 200 if data.count(b"HTTP/1.1 200") == 2 else 0, "headers": {}, "json": None, "body": "", "secs": 0}, 200)

    # wait parameter spellings
    r = post("/v1/jobs?wait=10", EX["ulti/clean-trump"])
    jid = r["json"]["id"]
    for w, exp in [("1_0", 400), ("%205", 400), ("5%20", 400), ("%2B5", [200, 400]), ("%D9%A5", 400), (".5", 200), ("5.", 200),
                   ("30.0000001", 400), ("0x1", 400), ("30", 200), ("0", 200), ("-0", 200), ("1e-400", 200), ("1e400", 400), ("1E1", 200)]:
        record("W1", f"GET job ?wait={w}", req("GET", f"/v1/jobs/{jid}?wait={w}"), exp)

    # wait that runs out -> 202; long poll on a queued job
    big = {"transcripts": [exj("rage/clean")] * 50}
    bigb = json.dumps(big, ensure_ascii=False).encode()
    print("   big batch bytes:", len(bigb))
    t0 = time.time()
    r = record("L0", "jobs?wait=30 batch of 50 full Rage sessions (1.9 MB)", post("/v1/jobs?wait=30", bigb), 200, "JobStatus")
    print("   took", round(time.time() - t0, 2))
    fill = [post("/v1/jobs", bigb)["json"]["id"] for _ in range(8)]
    r = record("L1", "jobs?wait=0.5 behind 8 big batches", post("/v1/jobs?wait=0.5", EX["ulti/clean-trump"]), 202, "JobAccepted")
    print("   took", r["secs"])
    q = r["json"]["id"]
    r = record("L2", "GET queued job ?wait=0.3", req("GET", f"/v1/jobs/{q}?wait=0.3"), 200, "JobStatus")
    print("   took", r["secs"], "status", r["json"]["status"])
    r = record("L3", "GET queued job ?wait=30 (returns when finished)", req("GET", f"/v1/jobs/{q}?wait=30", timeout=40), 200, "JobStatus")
    print("   took", r["secs"], "status", r["json"]["status"])
    for f in fill:
        poll(f, 120)

    # pointers and per-transcript pointers in batches
    t = exj("rage/clean")
    t["deals"][0]["hands"][1][0] = "R16"
    r = record("P1", "batch [valid, bad card] ?wait=10: verdict[1] pointer into own transcript",
               post("/v1/jobs?wait=10", {"transcripts": [exj("ulti/clean-trump"), t]}), 200, "JobStatus")
    print("   ", r["json"]["verdicts"][1].get("problems"))
    t = exj("rage/clean")
    t["rules"] = {"a/b~c": True, "é": 1}
    r = record("P2", "rule option names 'a/b~c' and 'é'", post("/v1/validate", t), 200, "Verdict")
    print("   ", r["json"].get("problems"))
    t = exj("ulti/clean-trump") | {"": 1, "é": 2}
    r = record("P3", "top-level keys '' and 'é'", post("/v1/validate", t), 422)
    print("   ", [(e["pointer"], e["code"]) for e in r["json"]["errors"]])
    t = exj("rage/clean")
    t["deals"][0]["events"][2]["x/y"] = 1
    r = record("P4", "event field 'x/y'", post("/v1/validate", t), 200, "Verdict")
    print("   ", r["json"].get("problems"))
    # many problems at once: is every problem listed?
    t = exj("rage/clean")
    for i in range(4):
        t["deals"][0]["hands"][i][0] = "ZZ%d" % i
    t["deals"][0]["events"][0]["type"] = "dance"
    t["rules"] = {"nope": 1}
    r = record("P5", "4 unknown cards + unknown event + unknown option", post("/v1/validate", t), 200, "Verdict")
    print("   ", [(p["pointer"], p["code"]) for p in r["json"].get("problems", [])], r["json"]["summary"])

    # charset lies
    body = EX["ulti/clean-trump"].replace(b'"clean-trump', b'"caf\xe9', 1) if b'"clean-trump' in EX["ulti/clean-trump"] else EX["ulti/clean-trump"][:-2] + b',"meta":"caf\xe9"}'
    record("CH1", "charset=latin-1 with a latin-1 byte", req("POST", "/v1/validate", body, {"Content-Type": "application/json; charset=latin-1"}), [400, 415])
    record("CH2", "charset=utf-16 with UTF-8 body", req("POST", "/v1/validate", EX["ulti/clean-trump"], {"Content-Type": "application/json; charset=utf-16"}), [200, 415])

    # envelope/engine edges
    t = exj("rage/clean")
    t["players"] = ["p%d" % i for i in range(20000)]
    record("N1", "20000 players", post("/v1/validate", t), 200, "Verdict")
    t = exj("rage/clean")
    t["players"] = ["", "", "", ""]
    record("N2", "empty player names", post("/v1/validate", t), 200, "Verdict")
    t = exj("rage/revoke")
    t["players"] = ["x" * 100_000, "b", "c", "d"]
    r = record("N3", "100 KB player name on revoke", post("/v1/validate", t), 200, "Verdict")
    print("   resp bytes:", len(json.dumps(r["json"])) if r["json"] else None)
    for k, mult in [("galician-tarok/clean", 180), ("danish-tarok/clean", 100), ("ulti/wrong-settlement", 300)]:
        t = exj(k)
        t["deals"] = t["deals"] * mult
        b = json.dumps(t, ensure_ascii=False).encode()
        t0 = time.time()
        r = record("N4", f"{k} deals x{mult} ({len(b)//1000} KB) jobs?wait=30", post("/v1/jobs?wait=30", b, timeout=60), [200, 202], "JobStatus")
        if r["status"] == 202:
            r, seen = poll(r["json"]["id"], 300)
            record("N4b", f"  poll ({seen})", r, 200, "JobStatus")
        j = r["json"] or {}
        v = (j.get("verdicts") or [{}])[0]
        print("   ", round(time.time() - t0, 2), "s", j.get("status"), v.get("status"), v.get("summary"), (v.get("problems") or [])[:2])
    t = exj("rage/clean")
    t["deals"] = t["deals"] * 5
    record("N5", "rage 50 deals (rounds past 10)", post("/v1/validate", t), [200, 413], "Verdict")

    # GET job after its body was consumed: verdicts kept; Redis body key gone
    import redis as _r
    rc = _r.from_url(os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/6"))
    r = post("/v1/jobs?wait=10", EX["ulti/clean-trump"])
    jid = r["json"]["id"]
    print("   body key exists after finish:", rc.exists(f"arbiter:body:{jid}"), "verdict ttl:", rc.ttl(f"arbiter:verdicts:{jid}"))
    bodies = [k for k in rc.scan_iter("arbiter:body:*")]
    print("   leftover arbiter:body keys:", len(bodies))
    record("H9", "GET /v1/health (end of extra)", req("GET", "/v1/health"), 200, "Health")


def kill():
    """SIGKILL a busy worker (a child of the serve this audit started) and follow its job."""
    import signal

    import redis as _r
    rc = _r.from_url(os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/6"))
    allowed = set(int(x) for x in os.environ["API6_WORKER_PIDS"].split(","))
    big = {"transcripts": [exj("rage/clean")] * 50}
    bigb = json.dumps(big, ensure_ascii=False).encode()
    ids = [post("/v1/jobs", bigb)["json"]["id"] for _ in range(12)]
    victim = None
    t0 = time.time()
    while time.time() - t0 < 20 and not victim:
        for w in rc.smembers("rq:workers:api6"):
            h = rc.hgetall(w)
            pid = int(h.get(b"pid", 0))
            cj = h.get(b"current_job")
            if cj and pid in allowed:
                victim = (pid, cj.decode())
                break
        time.sleep(0.01)
    print("victim:", victim, flush=True)
    os.kill(victim[0], signal.SIGKILL)
    tk = time.time()
    r = record("K10", f"GET killed job right after SIGKILL of worker {victim[0]}", req("GET", f"/v1/jobs/{victim[1]}"), 200, "JobStatus")
    time.sleep(2)
    record("K11", "health 2 s after kill", req("GET", "/v1/health"), 200, "Health")
    # the other jobs must all finish
    for j in ids:
        if j == victim[1]:
            continue
        rr, seen = poll(j, 120)
        if (rr["json"] or {}).get("status") != "finished":
            print("   !! other job not finished", j, seen)
    last = None
    while time.time() - tk < 420:
        r = req("GET", f"/v1/jobs/{victim[1]}")
        st = (r["json"] or {}).get("status")
        if st != last:
            print(f"   t+{time.time()-tk:.0f}s killed job status: {st} started_at={r['json'].get('started_at')}", flush=True)
            last = st
        if st in ("finished", "failed"):
            break
        time.sleep(2)
    record("K12", f"killed job after {time.time()-tk:.0f}s", r, 200, "JobStatus")
    j = r["json"] or {}
    if j.get("verdicts"):
        print("   verdicts:", len(j["verdicts"]), set(v["status"] for v in j["verdicts"]))
    record("K13", "health at end of kill test", req("GET", "/v1/health"), 200, "Health")


def deadredis():
    record("R1", "health with Redis down", req("GET", "/v1/health"), 503, "Health")
    r = record("R2", "POST /v1/jobs with Redis down", post("/v1/jobs", EX["ulti/clean-trump"]), 503)
    print("   Retry-After:", r["headers"].get("retry-after"))
    record("R3", "POST /v1/jobs?wait=5 with Redis down", post("/v1/jobs?wait=5", EX["ulti/clean-trump"]), 503)
    record("R4", "GET /v1/jobs/x with Redis down", req("GET", "/v1/jobs/x"), 503)
    record("R5", "POST /v1/validate with Redis down", post("/v1/validate", EX["ulti/clean-trump"]), 200, "Verdict")
    record("R6", "GET /v1/games with Redis down", req("GET", "/v1/games"), 200)
    record("R7", "POST /v1/jobs invalid envelope with Redis down", post("/v1/jobs", {}), 422)


if __name__ == "__main__":
    {"main": main, "extra": extra, "kill": kill, "deadredis": deadredis}[MODE]()
