"""Hypothesis against the live HTTP API: no input produces a 500, every error points somewhere.

Random JSON bodies, random bytes and mutated valid transcripts go to POST /v1/validate and
POST /v1/jobs; every answer must be documented in openapi.yaml and match its schema.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import requests
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from openapi_check import check_response
from service_samples import rage_transcript, with_score

SETTINGS = settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
JSON_HEADERS = {"Content-Type": "application/json"}

scalars = (
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
)
scalars = scalars | st.text(max_size=12)
json_values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20,
)
KEYS = [
    "format",
    "game",
    "rules",
    "players",
    "start",
    "meta",
    "deals",
    "dealer",
    "hands",
    "talon",
    "events",
    "type",
    "seat",
    "bid",
    "card",
    "named",
    "party",
    "points",
    "from",
    "to",
    "amount",
    "transcripts",
]
keys = st.sampled_from(KEYS) | st.text(max_size=6)
BASE = with_score(rage_transcript(71, players=3, cards=2))


def paths(doc: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(doc, dict):
        for k, v in doc.items():
            out += paths(v, (*prefix, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            out += paths(v, (*prefix, i))
    return out


@st.composite
def mutated_transcripts(draw: st.DrawFn) -> Any:
    doc = copy.deepcopy(BASE)
    for _ in range(draw(st.integers(1, 4))):
        all_paths = paths(doc)
        path = draw(st.sampled_from(all_paths))
        action = draw(st.sampled_from(["replace", "delete", "insert", "duplicate"]))
        if not path:
            if action == "replace":
                doc = draw(json_values)
            continue
        parent: Any = doc
        for p in path[:-1]:
            parent = parent[p]
        last = path[-1]
        if action == "replace":
            parent[last] = draw(json_values | st.sampled_from(["R16", "WILD", "pass", -1, 99, "", None]))
        elif action == "delete":
            del parent[last]
        elif action == "insert" and isinstance(parent, dict):
            parent[draw(keys)] = draw(json_values)
        elif action == "duplicate" and isinstance(parent, list):
            parent.append(copy.deepcopy(parent[last]))
        if not isinstance(doc, dict | list):
            break
    return doc


def check_pointers_into(body_sent: Any, errors: list[dict[str, Any]]) -> None:
    """Every pointer is a JSON pointer whose parent exists in what was sent."""
    for e in errors:
        ptr = e["pointer"]
        assert ptr == "" or ptr.startswith("/"), ptr
        if not ptr:
            continue
        parts = [p.replace("~1", "/").replace("~0", "~") for p in ptr.split("/")[1:]]
        node = body_sent
        for p in parts[:-1]:
            if isinstance(node, list):
                node = node[int(p)]
            else:
                assert isinstance(node, dict), (ptr, node)
                node = node[p]


def post(base: str, path: str, body: Any) -> requests.Response:
    raw = json.dumps(body, allow_nan=False).encode()
    resp = requests.post(base + path, data=raw, headers=JSON_HEADERS, timeout=30)
    assert resp.status_code != 500, resp.text[:1000]
    result = check_response(resp, path, "post")
    if resp.status_code >= 400:
        assert resp.headers["Content-Type"] == "application/problem+json"
        assert result["errors"]
        check_pointers_into(body, result["errors"])
    elif path == "/v1/validate" and result["status"] == "rejected":
        assert result["problems"]
        check_pointers_into(body, result["problems"])
    return resp


@SETTINGS
@given(body=json_values)
def test_random_json_never_500(live_server: str, body: Any) -> None:
    post(live_server, "/v1/validate", body)


@SETTINGS
@given(doc=mutated_transcripts())
def test_mutated_transcripts_sync(live_server: str, doc: Any) -> None:
    resp = post(live_server, "/v1/validate", doc)
    assert resp.status_code in (200, 422)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(docs=st.lists(mutated_transcripts(), min_size=1, max_size=3))
def test_mutated_batches_jobs(live_server: str, docs: list[Any]) -> None:
    resp = post(live_server, "/v1/jobs", {"transcripts": docs})
    assert resp.status_code in (202, 422)


@SETTINGS
@given(raw=st.binary(max_size=200) | st.text(max_size=200).map(str.encode))
def test_random_bytes_never_500(live_server: str, raw: bytes) -> None:
    for path in ("/v1/validate", "/v1/jobs"):
        resp = requests.post(live_server + path, data=raw, headers=JSON_HEADERS, timeout=30)
        assert resp.status_code != 500, resp.text[:1000]
        body = check_response(resp, path, "post")
        if resp.status_code >= 400:
            assert body["errors"]


# --- the depth check on raw bytes agrees with the walk over the decoded document -------------

_tricky_text = st.text(alphabet=st.sampled_from(list('[]{}"\\aé \n\u2028')), max_size=8)
_json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | _tricky_text,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(_tricky_text, inner, max_size=3),
    max_leaves=60,
)


def _nested(depth: int, inner: Any) -> Any:
    for i in range(depth):
        inner = [inner] if i % 3 else {"k[": inner}
    return inner


@settings(max_examples=400, deadline=None)
@given(
    doc=_json_values,
    wrap=st.integers(min_value=0, max_value=70),
    limit=st.sampled_from([1, 3, 5, 64]),
    ascii_only=st.booleans(),
)
def test_raw_depth_check_agrees_with_the_document_walk(
    doc: Any, wrap: int, limit: int, ascii_only: bool
) -> None:
    from validator.http.app import raw_within_depth, too_deep

    doc = _nested(wrap, doc)
    raw = json.dumps(doc, ensure_ascii=ascii_only).encode()
    assert raw_within_depth(raw, limit) == (too_deep(doc, limit) is None)
