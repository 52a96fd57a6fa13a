"""marshmallow schemas for the HTTP envelopes only.

The edge checks that a body is a transcript at all (its required top-level fields and their
JSON types) and the batch wrapper around transcripts. Everything inside a transcript (game
name, rule options, deals, hands, cards, events) is checked once, by the engine, whose
``rejected`` verdict points at every problem: nesting schemas down to cards would cost about
1 ms a deal and check the same thing twice.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from marshmallow import RAISE, Schema, fields, validate

from validator.engine.transcript import FORMAT, pointer


class TranscriptEnvelope(Schema):
    """trick-transcript/1, top level only; deals are objects the engine reads."""

    class Meta:
        unknown = RAISE

    format = fields.String(required=True, validate=validate.Equal(FORMAT))
    game = fields.String(required=True)  # any string: a name the engine lacks is its unknown_game
    rules = fields.Dict(keys=fields.String(), allow_none=True)
    players = fields.List(fields.String(), required=True, validate=validate.Length(min=1))
    start = fields.Dict(keys=fields.String(), allow_none=True)
    meta = fields.Raw(allow_none=True)
    deals = fields.List(fields.Dict(), required=True, validate=validate.Length(min=1))


class BatchRequest(Schema):
    """``{"transcripts": [TRANSCRIPT, ...]}``."""

    class Meta:
        unknown = RAISE

    transcripts = fields.List(
        fields.Nested(TranscriptEnvelope), required=True, validate=validate.Length(min=1)
    )


TRANSCRIPT = TranscriptEnvelope()
BATCH = BatchRequest()

_CODES = (
    ("Missing data for required field", "missing_field"),
    ("Unknown field", "unknown_field"),
    ("Field may not be null", "null_value"),
    ("Invalid input type", "bad_type"),
    ("Not a valid", "bad_type"),
    ("Must be equal to", "bad_value"),
    ("Shorter than minimum length", "bad_length"),
    ("Longer than maximum length", "bad_length"),
    ("Length must be", "bad_length"),
)


def error_code(message: str) -> str:
    for prefix, code in _CODES:
        if message.startswith(prefix):
            return code
    return "invalid"


def pointer_errors(messages: Any, base: str = "") -> Iterator[dict[str, str]]:
    """Flatten marshmallow's nested error messages into ``{"pointer", "code", "message"}``."""
    if isinstance(messages, Mapping):
        for key, sub in messages.items():
            where = base if key == "_schema" else base + pointer(key)
            yield from pointer_errors(sub, where)
    elif isinstance(messages, list | tuple):
        for m in messages:
            if isinstance(m, Mapping | list | tuple):
                yield from pointer_errors(m, base)
            else:
                yield {"pointer": base, "code": error_code(str(m)), "message": str(m)}
    else:
        yield {"pointer": base, "code": error_code(str(messages)), "message": str(messages)}
