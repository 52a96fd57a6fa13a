"""RFC 9457 problem details (``application/problem+json``) for every error the API returns.

Every problem carries ``errors``: a list of ``{"pointer", "code", "message"}`` where
``pointer`` is an RFC 6901 JSON pointer into the request body ("" for the body as a whole or
for the request itself).
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import quote

from flask import current_app, request
from werkzeug.wrappers import Response

PROBLEM_MIMETYPE = "application/problem+json"
TYPE_PREFIX = "urn:arbiter:problem:"


class ProblemError(Exception):
    """Raised by a view to answer with a problem detail."""

    def __init__(
        self,
        status: int,
        slug: str,
        title: str,
        detail: str,
        errors: list[dict[str, str]] | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(detail)
        self.status = status
        self.slug = slug
        self.title = title
        self.detail = detail
        self.errors = (
            errors if errors else [{"pointer": "", "code": slug.replace("-", "_"), "message": detail}]
        )
        self.headers = headers or {}

    def to_json(self) -> dict[str, Any]:
        return problem_json(self.status, self.slug, self.title, self.detail, self.errors)


def problem_json(
    status: int | None, slug: str, title: str, detail: str, errors: list[dict[str, str]]
) -> dict[str, Any]:
    out: dict[str, Any] = {"type": TYPE_PREFIX + slug, "title": title}
    if status is not None:
        out["status"] = status
    out["detail"] = detail
    try:
        out["instance"] = request_path()
    except RuntimeError:  # outside a request
        pass
    out["errors"] = errors
    return out


def problem_response(err: ProblemError) -> Response:
    body = current_app.json.dumps(err.to_json())
    resp = current_app.response_class(body, status=err.status, mimetype=PROBLEM_MIMETYPE)
    for k, v in err.headers.items():
        resp.headers[k] = v
    return resp


# what a path segment may hold unescaped (RFC 3986 pchar), and "%" to keep escapes as sent
_PCHAR = "/%:@!$&'()*+,;="
_STRAY_PERCENT = re.compile("%(?![0-9A-Fa-f]{2})")


def request_path() -> str:
    """The request's path as a URI reference (RFC 9457 "instance"): as the client sent it where
    the server passes that on (so "a%2Fb" stays one segment), else the decoded path, escaped."""
    raw = request.environ.get("REQUEST_URI") or request.environ.get("RAW_URI")
    if isinstance(raw, str) and raw.startswith("/"):
        # WSGI strings carry the raw bytes as latin-1
        path = quote(raw.split("?", 1)[0].encode("latin-1", "replace"), safe=_PCHAR)
        return _STRAY_PERCENT.sub("%25", path)  # a "%" that starts no escape is a percent sign
    return quote(request.path, safe="/")
