"""HTTP contract harness for audit api5 (a by-product, not a test module).

Talks to a running `arbiter serve` over real HTTP (http.client, raw sockets for what
http.client will not send) and checks every answer against openapi.yaml: status code,
media type, body schema, problem-detail shape and the exact pointers/codes expected.
"""

from __future__ import annotations

import copy
import hashlib
import http.client
import json
import re
import socket
import time
import urllib.parse
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import jsonschema
import referencing
import yaml
from referencing.jsonschema import DRAFT202012

ROOT = Path(__file__).resolve().parents[4]
SPEC = yaml.safe_load((ROOT / "openapi.yaml").read_text())
_resource = referencing.Resource(contents=SPEC, specification=DRAFT202012)
REGISTRY = referencing.Registry().with_resource("urn:openapi", _resource)

PROBLEM_TYPES = {
    "malformed-json", "unsupported-media-type", "body-too-large", "invalid-envelope", "too-deep",
    "bad-parameter", "bad-request", "not-found", "method-not-allowed", "queue-unavailable",
    "internal-error",
}
ERROR_CODES = set(
    """missing_field unknown_field null_value bad_type bad_value bad_length too_many too_deep invalid
    bad_json bad_encoding bad_number bad_parameter body_too_large unsupported_media_type
    unsupported_encoding not_found method_not_allowed queue_unavailable internal_error job_failed
    bad_request""".split()
)


def schema_errors(instance: Any, name: str) -> list[str]:
    schema = {"$ref": f"urn:openapi#/components/schemas/{name}"}
    v = jsonschema.Draft202012Validator(schema, registry=REGISTRY)
    return [f"{'/'.join(map(str, e.absolute_path)) or '<root>'}: {e.message[:200]}" for e in v.iter_errors(instance)]


def canonical_sha(doc: Any) -> str:
    def norm(x: Any) -> Any:
        if isinstance(x, float) and x.is_integer():
            return int(x)
        if isinstance(x, list):
            return [norm(i) for i in x]
        if isinstance(x, dict):
            return {k: norm(v) for k, v in x.items()}
        return x

    text = json.dumps(norm(doc), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def pointer_resolves(doc: Any, pointer: str) -> bool:
    if pointer == "":
        return True
    if not pointer.startswith("/"):
        return False
    cur = doc
    for raw in pointer[1:].split("/"):
        tok = raw.replace("~1", "/").replace("~0", "~")
        if isinstance(cur, dict):
            if tok not in cur:
                return False
            cur = cur[tok]
        elif isinstance(cur, list):
            if not re.fullmatch(r"0|[1-9][0-9]*", tok) or int(tok) >= len(cur):
                return False
            cur = cur[int(tok)]
        else:
            return False
    return True


@dataclass
class Resp:
    status: int
    headers: dict[str, str]
    body: bytes
    elapsed: float
    error: str | None = None

    @property
    def ctype(self) -> str:
        return self.headers.get("content-type", "")

    def json(self) -> Any:
        return json.loads(self.body)


def request(port: int, method: str, path: str, body: bytes | None = None,
            headers: dict[str, str] | None = None, timeout: float = 60) -> Resp:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    t0 = time.monotonic()
    try:
        conn.putrequest(method, path, skip_accept_encoding=True)
        hdrs = dict(headers or {})
        if body is not None and not any(k.lower() in ("content-length", "transfer-encoding") for k in hdrs):
            hdrs["Content-Length"] = str(len(body))
        for k, v in hdrs.items():
            conn.putheader(k, v)
        conn.endheaders()
        if body:
            conn.send(body)
        r = conn.getresponse()
        data = r.read()
        return Resp(r.status, {k.lower(): v for k, v in r.getheaders()}, data, time.monotonic() - t0)
    except Exception as e:  # noqa: BLE001
        return Resp(0, {}, b"", time.monotonic() - t0, error=f"{type(e).__name__}: {e}")
    finally:
        conn.close()


def raw_request(port: int, data: bytes, timeout: float = 15, send_delay: float = 0) -> Resp:
    s = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    t0 = time.monotonic()
    try:
        s.sendall(data)
        if send_delay:
            time.sleep(send_delay)
        chunks = []
        while True:
            try:
                c = s.recv(65536)
            except socket.timeout:
                break
            except ConnectionResetError:
                break
            if not c:
                break
            chunks.append(c)
            buf = b"".join(chunks)
            if b"\r\n\r\n" in buf:
                head, _, rest = buf.partition(b"\r\n\r\n")
                m = re.search(rb"(?im)^content-length:\s*(\d+)", head)
                if m and len(rest) >= int(m.group(1)):
                    break
        buf = b"".join(chunks)
        if not buf:
            return Resp(0, {}, b"", time.monotonic() - t0, error="no answer (connection closed)")
        head, _, body = buf.partition(b"\r\n\r\n")
        lines = head.decode("latin-1").split("\r\n")
        status = int(lines[0].split()[1])
        hdrs = {}
        for ln in lines[1:]:
            k, _, v = ln.partition(":")
            hdrs[k.strip().lower()] = v.strip()
        return Resp(status, hdrs, body, time.monotonic() - t0)
    finally:
        s.close()


@dataclass
class Check:
    cid: str
    group: str
    what: str  # request, in words
    expect: str  # what the docs say, in words
    method: str = "GET"
    path: str = "/"
    body: bytes | None = None
    headers: dict[str, str] = field(default_factory=dict)
    raw: bytes | None = None
    status: int | set[int] | None = None
    kind: str | None = None  # json | problem | text | empty
    schema: str | None = None
    errors: list[tuple[str, str]] | None = None  # exact (pointer, code) multiset of a problem
    problems: list[tuple[str, str]] | None = None  # exact (pointer, code) of a rejected verdict
    verdict_status: str | None = None
    extra: Callable[[Resp, "Check"], list[str]] | None = None
    doc: Any = None  # the request body as JSON, for pointer resolution
    timeout: float = 60
    send_delay: float = 0
    # results
    got: str = ""
    fails: list[str] = field(default_factory=list)
    resp: Resp | None = None


def summarize(r: Resp) -> str:
    if r.error:
        return r.error
    s = f"{r.status} {r.ctype.split(';')[0] or '-'}"
    try:
        j = r.json()
    except Exception:  # noqa: BLE001
        t = r.body[:120].decode("utf-8", "replace").replace("\n", " ")
        return f"{s} body {t!r}" if r.body else s
    if isinstance(j, dict):
        if "errors" in j and isinstance(j["errors"], list):
            errs = ", ".join(f"{e.get('pointer')!r} {e.get('code')}" for e in j["errors"][:8])
            more = f" (+{len(j['errors']) - 8})" if len(j["errors"]) > 8 else ""
            return f"{s} {j.get('type', '').rsplit(':', 1)[-1]}: [{errs}{more}]"
        if j.get("format") == "trick-verdict/1":
            extra = ""
            if j["status"] == "rejected":
                extra = " problems [" + ", ".join(f"{p['pointer']!r} {p['code']}" for p in j.get("problems", [])[:8]) + "]"
            elif j["summary"]["by_code"]:
                extra = " " + json.dumps(j["summary"]["by_code"])
            return f"{s} verdict {j['status']}{extra}"
        if "status" in j and "id" in j:
            return f"{s} job {j['status']} count={j.get('count')}"
        if "status" in j:
            return f"{s} health {j['status']} workers={j.get('workers')}"
    return s


def evaluate(c: Check, r: Resp, path_for_instance: str | None = None) -> list[str]:
    f: list[str] = []
    if r.error:
        if c.status == 0:
            return f
        return [f"no HTTP answer: {r.error}"]
    if c.status is not None:
        ok = r.status in c.status if isinstance(c.status, set) else r.status == c.status
        if not ok:
            f.append(f"status {r.status}, expected {c.status}")
    ct = r.ctype.split(";")[0].strip().lower()
    body = None
    if r.body:
        try:
            body = r.json()
        except Exception:  # noqa: BLE001
            body = None
    if c.kind == "json":
        if ct != "application/json":
            f.append(f"content-type {r.ctype!r}, expected application/json")
    elif c.kind == "problem":
        if ct != "application/problem+json":
            f.append(f"content-type {r.ctype!r}, expected application/problem+json")
    elif c.kind == "text":
        if ct != "text/plain":
            f.append(f"content-type {r.ctype!r}, expected text/plain")
    elif c.kind == "empty":
        if r.body:
            f.append(f"body not empty: {r.body[:80]!r}")
    if c.kind in ("json", "problem") and body is None:
        f.append("body is not JSON")
    if ct == "application/problem+json" and isinstance(body, dict):
        f += [f"Problem schema: {e}" for e in schema_errors(body, "Problem")]
        if body.get("status") != r.status:
            f.append(f"problem status {body.get('status')} != HTTP {r.status}")
        t = str(body.get("type", ""))
        if not t.startswith("urn:arbiter:problem:") or t.rsplit(":", 1)[-1] not in PROBLEM_TYPES:
            f.append(f"problem type {t!r} not documented")
        if path_for_instance is None and c.raw is not None:
            path_for_instance = c.raw.split(b" ")[1].decode("latin-1").split("?")[0]
        inst = path_for_instance if path_for_instance is not None else c.path.split("?")[0]
        if body.get("instance") is not None and body.get("instance").lower() != inst.lower():
            f.append(f"instance {body.get('instance')!r}, expected {inst!r}")
        for e in body.get("errors", []) if isinstance(body.get("errors"), list) else []:
            if e.get("code") not in ERROR_CODES:
                f.append(f"error code {e.get('code')!r} not documented")
            if c.doc is not None and not str(e.get("code")).startswith("missing") and not pointer_resolves(c.doc, e.get("pointer", "")):
                f.append(f"pointer {e.get('pointer')!r} does not resolve in the body")
        if r.status == 405 and "allow" not in r.headers:
            f.append("405 without Allow header")
        if r.status == 503 and "retry-after" not in r.headers:
            f.append("503 without Retry-After header")
    if c.errors is not None and isinstance(body, dict):
        got = sorted((e.get("pointer"), e.get("code")) for e in body.get("errors", []))
        if got != sorted(c.errors):
            f.append(f"errors {got}, expected {sorted(c.errors)}")
    if c.schema and ct == "application/json" and body is not None:
        f += [f"{c.schema} schema: {e}" for e in schema_errors(body, c.schema)]
    if c.verdict_status and isinstance(body, dict) and body.get("status") != c.verdict_status:
        f.append(f"verdict status {body.get('status')!r}, expected {c.verdict_status!r}")
    if c.problems is not None and isinstance(body, dict):
        got = sorted((p.get("pointer"), p.get("code")) for p in body.get("problems", []))
        wild = {p for p, code in c.problems if code == "*"}
        got_cmp = sorted((p, "*" if p in wild else code) for p, code in got)
        if got_cmp != sorted(c.problems):
            f.append(f"problems {got}, expected {sorted(c.problems)}")
    if isinstance(body, dict) and body.get("format") == "trick-verdict/1" and c.doc is not None:
        for p in body.get("problems", []):
            if not str(p.get("code")).startswith("missing") and not pointer_resolves(c.doc, p.get("pointer", "")):
                f.append(f"verdict pointer {p.get('pointer')!r} does not resolve in the transcript")
    if c.extra:
        try:
            f += c.extra(r, c)
        except Exception as e:  # noqa: BLE001
            f.append(f"extra check raised {type(e).__name__}: {e}")
    return f


def run(c: Check, port: int) -> Check:
    if c.raw is not None:
        r = raw_request(port, c.raw, timeout=c.timeout, send_delay=c.send_delay)
    else:
        r = request(port, c.method, c.path, c.body, c.headers, timeout=c.timeout)
    c.resp = r
    c.got = summarize(r)
    c.fails = evaluate(c, r)
    return c


def jb(doc: Any) -> bytes:
    return json.dumps(doc, ensure_ascii=False).encode("utf-8")


JSON = {"Content-Type": "application/json"}


def mutate(doc: Any, fn: Callable[[Any], None]) -> Any:
    d = copy.deepcopy(doc)
    fn(d)
    return d


def quote_path(p: str) -> str:
    return urllib.parse.quote(p, safe="/%")
