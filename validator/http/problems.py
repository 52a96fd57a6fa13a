"""RFC 9457 problem details (``application/problem+json``) for every error the API returns.

Every problem carries ``errors``: a list of ``{"pointer", "code", "message"}`` where
``pointer`` is an RFC 6901 JSON pointer into the request body ("" for the body as a whole or
for the request itself).
"""

from __future__ import annotations

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
        out["instance"] = quote(request.path, safe="/")  # a URI reference, as RFC 9457 asks
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
