"""Every error path over real HTTP: application/problem+json, documented, with pointers."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import requests
from openapi_check import check_response
from service_samples import rage_transcript

JSON = {"Content-Type": "application/json"}
PROBLEM = "application/problem+json"


def problem_of(resp: requests.Response, path: str, method: str, status: int) -> dict[str, Any]:
    assert resp.status_code == status, resp.text[:500]
    assert resp.headers["Content-Type"] == PROBLEM
    body = check_response(resp, path, method)
    assert body["status"] == status
    assert body["type"].startswith("urn:arbiter:problem:")
    assert body["errors"] and all(isinstance(e["pointer"], str) for e in body["errors"])
    return body


@pytest.mark.parametrize("path", ["/v1/jobs", "/v1/validate"])
@pytest.mark.parametrize(
    "raw",
    [b"{", b"", b"{'a': 1}", b'{"a": NaN}', b"[Infinity]", b"\xff\xfe{}", b'{"a": 1} trailing', b"[" * 5000],
)
def test_malformed_json_is_400_with_pointer_to_the_body(live_server: str, path: str, raw: bytes) -> None:
    resp = requests.post(live_server + path, data=raw, headers=JSON, timeout=10)
    body = problem_of(resp, path, "post", 400)
    assert body["errors"][0]["pointer"] == ""
    assert body["errors"][0]["code"] in ("bad_json", "bad_encoding")


@pytest.mark.parametrize("path", ["/v1/jobs", "/v1/validate"])
@pytest.mark.parametrize(
    ("raw", "code", "pointer"),
    [
        (b'{"meta": {"x": "\\ud800"}}', "bad_encoding", "/meta/x"),  # valid JSON, no character
        (b'{"\\udfff": 1}', "bad_encoding", ""),
        (b'{"meta": {"huge": 1e400}}', "bad_number", ""),  # beyond a double: not Infinity
        (b'{"meta": {"huge": -1e400}}', "bad_number", ""),
        (b'{"meta": {"big": ' + b"9" * 5000 + b"}}", "bad_number", ""),  # past Python's 4300 digits
    ],
)
def test_json_the_engine_cannot_hold_is_400_not_500(
    live_server: str, path: str, raw: bytes, code: str, pointer: str
) -> None:
    """api2 audit: a lone surrogate escape gave a 500 (and a failed job), 1e400 answered Infinity."""
    resp = requests.post(live_server + path, data=raw, headers=JSON, timeout=10)
    body = problem_of(resp, path, "post", 400)
    assert [(e["code"], e["pointer"]) for e in body["errors"]] == [(code, pointer)]


def test_instance_is_the_path_as_sent(live_server: str) -> None:
    """RFC 9457 instance: "a%2Fb" stays as sent (it was "a%252Fb")."""
    for sent in ("/v1/jobs/a%2Fb", "/v1/games/a%2Fb", "/v1/jobs/a%zz"):
        resp = requests.get(live_server + sent, timeout=10)
        assert resp.status_code == 404
        want = sent.replace("%zz", "%25zz")
        assert resp.json()["instance"] == want, resp.json()["instance"]


@pytest.mark.parametrize(
    "ctype", [None, "text/plain", "application/x-www-form-urlencoded", "multipart/form-data"]
)
def test_wrong_content_type_is_415(live_server: str, ctype: str | None) -> None:
    headers = {"Content-Type": ctype} if ctype else {}
    resp = requests.post(live_server + "/v1/validate", data=b'{"format": 1}', headers=headers, timeout=10)
    problem_of(resp, "/v1/validate", "post", 415)


def test_json_suffix_media_types_are_accepted(live_server: str) -> None:
    resp = requests.post(
        live_server + "/v1/validate",
        data=b"{}",
        headers={"Content-Type": "application/vnd.arbiter+json; charset=utf-8"},
        timeout=10,
    )
    problem_of(resp, "/v1/validate", "post", 422)  # read as JSON; then not a transcript


def test_body_over_the_limit_is_413(live_server: str) -> None:
    big = b'{"pad": "' + b"x" * 2_100_000 + b'"}'
    resp = requests.post(live_server + "/v1/jobs", data=big, headers=JSON, timeout=30)
    problem_of(resp, "/v1/jobs", "post", 413)

    def chunks() -> Any:
        for _ in range(250):
            yield b" " * 10_000

    resp = requests.post(live_server + "/v1/jobs", data=chunks(), headers=JSON, timeout=30)
    problem_of(resp, "/v1/jobs", "post", 413)


def test_a_client_that_writes_the_whole_body_first_still_reads_its_413(live_server: str) -> None:
    """http.client sends all of a body before it reads: answered unread, 20 MB reset the connection."""
    import http.client
    import json
    from urllib.parse import urlsplit

    url = urlsplit(live_server)
    conn = http.client.HTTPConnection(url.hostname, url.port, timeout=30)
    try:
        conn.request("POST", "/v1/jobs", body=b'{"pad": "' + b"x" * 20_000_000 + b'"}', headers=JSON)
        resp = conn.getresponse()
        assert resp.status == 413
        assert resp.getheader("Content-Type") == PROBLEM
        assert json.loads(resp.read())["errors"][0]["code"] == "body_too_large"
    finally:
        conn.close()


def test_an_oversized_body_dripped_slowly_still_gets_its_413_within_the_drain_time(live_server: str) -> None:
    """The drain reads for at most 5 s (openapi): a read of 64 KiB waited for all of it, so a client
    sending 500 bytes a second held a request thread for over two minutes before its 413."""
    import socket
    import time
    from urllib.parse import urlsplit

    url = urlsplit(live_server)
    sock = socket.create_connection((url.hostname, url.port), timeout=30)
    try:
        sock.sendall(
            b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            b"Content-Length: 3000000\r\n\r\n"
        )
        sock.settimeout(0.05)
        start, answer = time.monotonic(), b""
        while not answer and time.monotonic() - start < 20:
            try:
                sock.sendall(b"x" * 250)
                answer = sock.recv(64)
            except TimeoutError:
                time.sleep(0.45)
        assert answer.startswith(b"HTTP/1.1 413")
        assert time.monotonic() - start < 7
    finally:
        sock.close()


def test_options_is_204_with_allow(live_server: str) -> None:
    for path, methods in (("/v1/jobs", {"POST"}), ("/v1/health", {"GET"}), ("/v1/jobs/abc", {"GET"})):
        resp = requests.options(live_server + path, timeout=10)
        assert resp.status_code == 204 and resp.content == b""
        assert "Content-Type" not in resp.headers
        assert methods <= {m.strip() for m in resp.headers["Allow"].split(",")}
    resp = requests.options(live_server + "/v1/nothing", timeout=10)
    assert resp.status_code == 404 and resp.headers["Content-Type"] == PROBLEM


def test_sync_validate_over_its_limit_is_413_pointing_to_jobs(live_server: str) -> None:
    doc = rage_transcript(61)
    doc["meta"] = {"pad": "x" * 210_000}
    resp = requests.post(live_server + "/v1/validate", json=doc, timeout=30)
    body = problem_of(resp, "/v1/validate", "post", 413)
    assert "/v1/jobs" in body["detail"]


def test_unknown_route_is_404(live_server: str) -> None:
    for path in ("/", "/v1", "/v2/jobs", "/v1/games/rage/extra", "/v1/jobs/"):
        resp = requests.get(live_server + path, timeout=10)
        assert resp.status_code == 404, path
        assert resp.headers["Content-Type"] == PROBLEM
        assert resp.json()["errors"][0]["code"] == "not_found"


def test_a_doubled_slash_is_no_route_not_a_redirect(live_server: str) -> None:
    """api6 c2: Flask merged slashes with an HTML 308 the contract does not name."""
    resp = requests.post(live_server + "/v1//validate", json={}, timeout=10, allow_redirects=False)
    assert resp.status_code == 404
    assert resp.headers["Content-Type"] == PROBLEM


@pytest.mark.parametrize(
    ("method", "path", "template"),
    [
        ("get", "/v1/jobs", "/v1/jobs"),
        ("delete", "/v1/jobs/abc", "/v1/jobs/{id}"),
        ("get", "/v1/validate", "/v1/validate"),
        ("post", "/v1/games", "/v1/games"),
        ("put", "/v1/games/rage", "/v1/games/{name}"),
        ("post", "/v1/health", "/v1/health"),
    ],
)
def test_wrong_method_is_405_with_allow(live_server: str, method: str, path: str, template: str) -> None:
    resp = requests.request(method, live_server + path, timeout=10)
    documented = spec_methods(template)
    assert method not in documented
    # the 405 response is documented on the operations the path has
    problem_of(resp, template, documented[0], 405)
    allow = {m.strip().lower() for m in resp.headers["Allow"].split(",")}
    assert set(documented) <= allow


def spec_methods(template: str) -> list[str]:
    from openapi_check import spec

    return [m for m in spec()["paths"][template] if m in ("get", "post", "put", "delete", "patch")]


def test_envelope_errors_are_422_with_one_pointer_each(live_server: str) -> None:
    good = rage_transcript(62)
    bad: dict[str, Any] = {"format": "trick-transcript/2", "players": ["a", 7], "deals": [], "colour": "red"}
    resp = requests.post(live_server + "/v1/jobs", json={"transcripts": [good, bad, 5]}, timeout=10)
    body = problem_of(resp, "/v1/jobs", "post", 422)
    got = {(e["pointer"], e["code"]) for e in body["errors"]}
    assert got == {
        ("/transcripts/1/format", "bad_value"),
        ("/transcripts/1/game", "missing_field"),
        ("/transcripts/1/players/1", "bad_type"),
        ("/transcripts/1/deals", "bad_length"),
        ("/transcripts/1/colour", "unknown_field"),
        ("/transcripts/2", "bad_type"),
    }


@pytest.mark.parametrize(
    ("body", "pointers"),
    [
        ([], {""}),
        ("text", {""}),
        ({}, {"/format", "/game", "/players", "/deals"}),
        ({"transcripts": []}, {"/transcripts"}),
        ({"transcripts": {}}, {"/transcripts"}),
        (
            {"transcripts": [{}], "x": 1},
            {
                "/transcripts/0/format",
                "/transcripts/0/game",
                "/transcripts/0/players",
                "/transcripts/0/deals",
                "/x",
            },
        ),
    ],
)
def test_envelope_error_pointers(live_server: str, body: Any, pointers: set[str]) -> None:
    resp = requests.post(live_server + "/v1/jobs", json=body, timeout=10)
    problem = problem_of(resp, "/v1/jobs", "post", 422)
    assert {e["pointer"] for e in problem["errors"]} == pointers


def test_pointers_escape_tilde_and_slash(live_server: str) -> None:
    doc = rage_transcript(63)
    doc["a/b~c"] = 1
    resp = requests.post(live_server + "/v1/validate", json=doc, timeout=10)
    problem = problem_of(resp, "/v1/validate", "post", 422)
    assert [e["pointer"] for e in problem["errors"]] == ["/a~1b~0c"]


def test_a_batch_over_the_maximum_is_422(live_server: str) -> None:
    tiny = {"format": "trick-transcript/1", "game": "rage", "players": ["a", "b", "c"], "deals": [{}]}
    resp = requests.post(live_server + "/v1/jobs", json={"transcripts": [tiny] * 1001}, timeout=30)
    problem = problem_of(resp, "/v1/jobs", "post", 422)
    assert problem["errors"] == [
        {
            "pointer": "/transcripts",
            "code": "too_many",
            "message": "At most 1000 transcripts a batch; split it.",
        }
    ]


@pytest.mark.parametrize("path", ["/v1/jobs", "/v1/validate"])
def test_json_nested_too_deep_is_422_pointing_at_it(live_server: str, path: str) -> None:
    doc = rage_transcript(64)
    nested: Any = []
    for _ in range(200):
        nested = [nested]
    doc["meta"] = {"deep": nested}
    resp = requests.post(live_server + path, json=doc, timeout=10)
    body = problem_of(resp, path, "post", 422)
    assert body["errors"][0]["code"] == "too_deep"
    assert body["errors"][0]["pointer"].startswith("/meta/deep/0/0/")


def test_too_deep_names_the_first_container_past_the_limit() -> None:
    """api5 c3: of two containers nested too deep the first is reported (the walk popped the last)."""
    from validator.http.app import too_deep

    def deep() -> Any:
        nested: Any = []
        for _ in range(70):
            nested = [nested]
        return nested

    assert too_deep({"a": [1, {"b": deep()}], "c": deep()}, 64).startswith("/a/1/b/0/")


def test_an_event_without_a_type_is_a_missing_field() -> None:
    """api5 c4: an event with no type is missing_field at /type, as any other field (it was an
    'unknown event type None')."""
    from validator.engine.validate import validate

    doc = rage_transcript(64)
    doc["deals"][0]["events"][0].pop("type")
    v = validate(doc)
    assert v["status"] == "rejected"
    assert [(p["pointer"], p["code"]) for p in v["problems"]] == [("/deals/0/events/0/type", "missing_field")]


@pytest.mark.parametrize("path", ["/v1/jobs", "/v1/validate"])
def test_json_too_deep_for_the_decoder_is_422_too(live_server: str, path: str) -> None:
    """Nesting past ~1000 levels stops json.loads itself (RecursionError): still 422 too_deep with the
    pointer of the first container past the limit, not a 400 that leaks Python's message (API audit)."""
    body = b'{"meta": {"deep": ' + b"[" * 3000 + b"]" * 3000 + b"}}"
    resp = requests.post(
        live_server + path, data=body, headers={"Content-Type": "application/json"}, timeout=10
    )
    problem = problem_of(resp, path, "post", 422)
    assert problem["errors"][0]["code"] == "too_deep"
    assert problem["errors"][0]["pointer"] == "/meta/deep" + "/0" * 62
    assert "recursion" not in resp.text


def test_whole_numbers_written_with_a_fraction_are_the_integers_they_are(live_server: str) -> None:
    """openapi.yaml's `type: integer` is JSON Schema's: 1.0 and 1e0 are the integer 1. A seat, a
    dealer, a bid and a rule option written so (a client's numbers passed through a double) get the
    verdict the plain integers get, not a rejection (api3 A1)."""
    path = Path(__file__).resolve().parent.parent / "examples" / "rage" / "clean.json"
    plain = path.read_text(encoding="utf-8")
    doc = json.loads(plain)
    doc["rules"] = {**doc.get("rules", {}), "plus_minus_one": False}
    plain = json.dumps(doc)
    doubled = plain.replace('"seat": 1,', '"seat": 1.0,').replace('"dealer": 0', '"dealer": 0e0')
    doubled = doubled.replace('"bid": 2}', '"bid": 2.0}')
    assert doubled != plain
    want = requests.post(live_server + "/v1/validate", data=plain.encode(), headers=JSON, timeout=10).json()
    got = requests.post(live_server + "/v1/validate", data=doubled.encode(), headers=JSON, timeout=10).json()
    assert got["status"] == want["status"] == "clean"
    assert got["deals"] == want["deals"]


def test_a_compressed_body_is_415_and_a_byte_order_mark_is_ignored(live_server: str) -> None:
    """A gzip body is not "not UTF-8" (400) but an encoding the API does not take (415, pointing at
    the body); a UTF-8 byte order mark before the JSON is ignored, as RFC 8259 §8.1 allows (api3)."""
    import gzip

    body = json.dumps(rage_transcript(7)).encode()
    resp = requests.post(
        live_server + "/v1/validate",
        data=gzip.compress(body),
        headers={**JSON, "Content-Encoding": "gzip"},
        timeout=10,
    )
    assert resp.status_code == 415
    assert [e["code"] for e in resp.json()["errors"]] == ["unsupported_encoding"]
    check_response(resp, "/v1/validate", "post")
    plain = requests.post(live_server + "/v1/validate", data=body, headers=JSON, timeout=10).json()
    bom = requests.post(live_server + "/v1/validate", data=b"\xef\xbb\xbf" + body, headers=JSON, timeout=10)
    assert bom.status_code == 200 and bom.json()["deals"] == plain["deals"]
