"""Check live HTTP responses against openapi.yaml (OpenAPI 3.1, JSON Schema 2020-12).

``check_response(resp, "/v1/jobs/{id}", "get")`` finds the documented response for the
status code and content type and validates the body against its schema (``$ref`` s into
``#/components`` resolved against the spec itself).
"""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

import requests
import yaml
from openapi_schema_validator import OAS31Validator, oas31_format_checker
from openapi_spec_validator import validate as validate_spec

SPEC_PATH = Path(__file__).resolve().parent.parent / "openapi.yaml"


@functools.cache
def spec() -> dict[str, Any]:
    doc = yaml.safe_load(SPEC_PATH.read_text(encoding="utf-8"))
    validate_spec(doc)
    return doc  # type: ignore[no-any-return]


def _resolve(obj: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in obj:
        node: Any = spec()
        for part in obj["$ref"].removeprefix("#/").split("/"):
            node = node[part]
        obj = node
    return obj


def schema_validator(schema: dict[str, Any]) -> OAS31Validator:
    """A validator for ``schema`` whose local refs resolve against the whole spec."""
    root = {**schema, "components": spec()["components"]}
    return OAS31Validator(root, format_checker=oas31_format_checker)


def component_validator(name: str) -> OAS31Validator:
    return schema_validator({"$ref": f"#/components/schemas/{name}"})


def assert_valid(instance: Any, schema: dict[str, Any], what: str) -> None:
    errors = sorted(schema_validator(schema).iter_errors(instance), key=lambda e: list(e.absolute_path))
    if errors:
        lines = [f"{'/'.join(map(str, e.absolute_path)) or '(root)'}: {e.message[:300]}" for e in errors[:10]]
        raise AssertionError(f"{what} does not match openapi.yaml:\n" + "\n".join(lines))


def check_response(resp: requests.Response, path: str, method: str) -> Any:
    """Validate a live response against the spec; returns the decoded body."""
    op = spec()["paths"][path][method.lower()]
    responses = op["responses"]
    key = str(resp.status_code)
    assert key in responses, f"{method.upper()} {path} -> {resp.status_code} is not documented"
    documented = _resolve(responses[key])
    ctype = resp.headers.get("Content-Type", "").split(";")[0].strip()
    content = documented.get("content", {})
    assert ctype in content, (
        f"{method.upper()} {path} -> {resp.status_code}: {ctype} not documented ({list(content)})"
    )
    body = json.loads(resp.content)
    assert_valid(body, content[ctype]["schema"], f"{method.upper()} {path} -> {resp.status_code}")
    for name in _resolve(responses[key]).get("headers", {}):
        assert name in resp.headers, f"{method.upper()} {path} -> {resp.status_code}: header {name} missing"
    return body
