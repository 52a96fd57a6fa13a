"""The engine's one entry point: transcript (JSON value) in, verdict (JSON value) out.

Pure: no I/O, no clock. Never raises on any input; a transcript that cannot be replayed
gets a ``rejected`` verdict listing every problem with its JSON pointer.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterator
from json.encoder import encode_basestring  # type: ignore[attr-defined]
from typing import Any

from .. import __version__
from .games import GAMES, SPEC_GAMES
from .games.base import Game, Step
from .hands_slip import read_hands
from .transcript import MAX_NUMBER, Problem, Session, parse, pointer
from .verdict import (
    VERDICT_FORMAT,
    VIOLATION,
    DealResult,
    late_payments,
    rejected_summary,
    summarize,
    written_net,
)

ENGINE = {"name": "arbiter", "version": __version__}


CANONICAL_JSON: dict[str, Any] = {
    "sort_keys": True,
    "separators": (",", ":"),
    "ensure_ascii": False,
    "allow_nan": False,
    "check_circular": False,
}


def transcript_sha256(doc: Any) -> str:
    """SHA-256 of the canonical JSON form (sorted keys, no spaces, UTF-8)."""
    return _sha_and_doubles(doc)[0]


def _whole_double_written(text: str) -> bool:
    """Whether canonical JSON text may hold a whole-number double: json writes one as ``20.0`` (or,
    from 1e16, with an exponent), so a value ending ``.0`` or an ``e+`` (rarely a string's text:
    then the record is only walked for nothing) - four substring searches, not a walk."""
    # (a one-character search first: it is the fast one)
    return ("." in text and (".0," in text or ".0]" in text or ".0}" in text)) or (
        "+" in text and "e+" in text
    )


def _sha_and_doubles(doc: Any) -> tuple[str, bool]:
    """The hash, and whether the canonical text may hold a whole-number double (see validate)."""
    if type(doc) is not dict or not all(type(k) is str for k in doc):
        canon = json.dumps(doc, **CANONICAL_JSON)
        return hashlib.sha256(canon.encode("utf-8")).hexdigest(), _whole_double_written(canon)
    # The same bytes hashed member by member, `{"key":value,...}` in key order: one string of the
    # whole would be two bytes a character throughout when a player's name is not ASCII, and the
    # bulk of a record (its deals, all ASCII) is cheaper joined and encoded on its own.
    sha = hashlib.sha256(b"{")
    dot = False
    for i, key in enumerate(sorted(doc)):
        member = _member_json(doc[key])
        dot = dot or _whole_double_written(member)
        sha.update(f"{',' if i else ''}{encode_basestring(key)}:{member}".encode())
    sha.update(b"}")
    return sha.hexdigest(), dot


def _as_whole(x: Any) -> Any:
    """The record with each whole-number double the integer it equals (as decode reads them)."""
    t = type(x)
    if t is dict:
        return {k: _as_whole(v) for k, v in x.items()}
    if t is list:
        return [_as_whole(v) for v in x]
    if t is float and x.is_integer() and -MAX_NUMBER <= x <= MAX_NUMBER:
        return int(x)
    return x


def _member_json(value: Any) -> str:
    # a member is one level shallower than the record: called one frame deeper, it meets the
    # recursion limit at the nesting the record as a whole does
    return json.dumps(value, **CANONICAL_JSON)


def _sha(doc: Any) -> str | None:
    try:
        return transcript_sha256(doc)
    except (TypeError, ValueError, RecursionError):  # not JSON (only a caller in Python can send such)
        return None


def _whole_numbers(doc: Any) -> tuple[Any, str | None]:
    """The record and its hash. A record decoded elsewhere (json.loads) may hold whole-number
    doubles, which decode reads as the integers they equal (openapi "Numbers": 1.0 and 1e0 are 1):
    they are read so here too, so the verdict and its hash are those of the bytes (format-spec
    (a)). Only a record whose canonical text may hold one is walked (and copied)."""
    try:
        sha, dot = _sha_and_doubles(doc)
    except (TypeError, ValueError, RecursionError):  # not JSON (only a caller in Python can send such)
        return doc, None
    if dot:  # (the text's sign can be a string's: the hash of the same integers is then the same)
        doc = _as_whole(doc)
        sha = transcript_sha256(doc)
    return doc, sha


def rejected(
    doc: Any, problems: list[Problem], *, decoded: bool = True, sha: str | None = None
) -> dict[str, Any]:
    """A rejected verdict; ``decoded`` False when there is no JSON value (so no hash of one)."""
    game = doc.get("game") if isinstance(doc, dict) else None
    return {
        "format": VERDICT_FORMAT,
        "status": "rejected",
        "game": game if isinstance(game, str) else None,
        "rules": None,
        "transcript_sha256": (sha or _sha(doc)) if decoded else None,
        "engine": ENGINE,
        "meta": doc.get("meta", {}) if isinstance(doc, dict) else {},
        "summary": rejected_summary(problems),
        "problems": [p.to_json() for p in problems],
        "deals": [],
    }


def load(doc: Any) -> tuple[Session | None, Game | None, list[Problem]]:
    """Parse a transcript; the session is usable only when no problems are returned."""
    if isinstance(doc, dict):
        name = doc.get("game")
        if isinstance(name, str) and name in SPEC_GAMES and name not in GAMES:
            return None, None, [Problem("/game", "unsupported_game", f"{name} is not supported yet.")]
    session, problems = parse(doc, GAMES)
    if session is None or problems:
        return None, None, problems or [Problem("", "rejected", "The transcript could not be read.")]
    return session, GAMES[session.game], []


def steps(doc: Any) -> tuple[Session | None, Iterator[Step] | None, list[Problem]]:
    """For the terminal replay: the parsed session and its replay steps."""
    session, game, problems = load(doc)
    if session is None or game is None:
        return None, None, problems
    read_hands(session)  # (the verdict names the slip; the replay shows the deal as so read)
    return session, game.replay(session), []


def verdict_for(doc: Any, session: Session, game: Game, sha: str | None = None) -> dict[str, Any]:
    session.narrate = False
    misread = read_hands(session)
    results: list[DealResult] = [s.result for s in game.replay(session) if s.kind == "end" and s.result]
    for result in results:
        if result.index in misread:
            result.annotations.insert(0, misread[result.index].annotation(result.index, None))
    for deal, result in zip(session.deals, results, strict=False):
        if result.settlement.recorded is None and not result.settlement.expected:
            # a deal the rules cannot settle from the record: its written figures are still what the
            # record adds up to (transcript-format.md), only never a difference (a deal the rules do
            # settle keeps its own reading of the record: a Danish sheet's card points are not chips)
            written = written_net(deal)
            if written:
                result.settlement.recorded = written
                result.settlement.open = set(written)
    late_payments(results)
    summary = summarize(results)
    status = "violations" if any(a.severity == VIOLATION for d in results for a in d.annotations) else "clean"
    out: dict[str, Any] = {
        "format": VERDICT_FORMAT,
        "status": status,
        "game": session.game,
        "rules": session.rules,
        "transcript_sha256": sha or _sha(doc),
        "engine": ENGINE,
        "meta": session.meta,
        "summary": summary,
        "deals": [d.to_json() for d in results],
    }
    across = game.session_result(session, results)
    if across is not None:
        out["session"] = across
    return out


def validate(doc: Any) -> dict[str, Any]:
    """Replay a transcript (already decoded from JSON) and return its verdict."""
    doc, sha = _whole_numbers(doc)
    session, game, problems = load(doc)
    if session is None or game is None:
        return rejected(doc, problems, sha=sha)
    try:
        return verdict_for(doc, session, game, sha)
    except Exception as exc:  # noqa: BLE001 - an engine bug must not lose the verdict
        return rejected(
            doc,
            [
                Problem(
                    "", "engine_error", f"The engine could not replay this transcript ({type(exc).__name__})."
                )
            ],
        )


def decode(raw: bytes | str) -> tuple[Any, list[Problem]]:
    """Decode JSON text strictly (no NaN/Infinity); a problem instead of an exception."""
    try:
        text = raw.decode("utf-8") if isinstance(raw, bytes) else raw
    except UnicodeDecodeError:
        return None, [Problem("", "bad_encoding", "The transcript is not UTF-8.")]
    if text.startswith("\ufeff"):  # RFC 8259 §8.1: a parser MAY ignore a byte order mark
        text = text[1:]
    # the integer check as a callback costs a Python call per number (a third of decoding a
    # record): only text that holds a run of MAX_DIGITS + 1 digits needs it
    data = raw if isinstance(raw, bytes) else text.encode("utf-8", "surrogatepass")
    long_digits = _LONG_RUN in data.translate(_DIGITS_ONLY)
    try:
        if long_digits:
            doc = json.loads(text, parse_constant=_reject_constant, parse_float=_finite, parse_int=_integer)
        else:
            doc = json.loads(text, parse_constant=_reject_constant, parse_float=_finite)
    except RecursionError:  # nested deeper than Python's decoder goes (about 1000 levels)
        bare = _STRING.sub("", text)
        if bare.count("[") != bare.count("]") or bare.count("{") != bare.count("}"):
            return None, [Problem("", "bad_json", "Not valid JSON: its brackets do not close.")]
        ptr = deep_pointer(text, DECODE_DEPTH)
        return None, [Problem(ptr, "too_deep", f"JSON nested more than {DECODE_DEPTH} levels deep.")]
    except NumberOutOfRange as exc:
        return None, [Problem("", "bad_number", str(exc))]
    except ValueError as exc:
        return None, [Problem("", "bad_json", f"Not valid JSON: {exc}")]
    # "\ud800" is valid JSON text but no Unicode character: nothing could encode the verdict
    if _SURROGATE_ESCAPE.search(text):
        at = _lone_surrogate(doc)
        if at is not None:
            return None, [
                Problem(
                    at,
                    "bad_encoding",
                    "A string holds a lone surrogate escape (\\ud800-\\udfff), which is no Unicode "
                    "character.",
                )
            ]
    return doc, []


class NumberOutOfRange(ValueError):
    pass


def _finite(literal: str) -> float | int:
    """A JSON number with a fraction or exponent. One with no fractional part is the integer it
    equals (JSON Schema's `integer`: 1.0 and 1e0 are 1), so a seat or bid that passed through a
    double on the client's side is read as the whole number it is."""
    x = float(literal)
    if x in (float("inf"), float("-inf")):
        raise NumberOutOfRange(f"The number {literal[:40]} is beyond the range of a double.")
    if x.is_integer() and -MAX_NUMBER <= x <= MAX_NUMBER:
        return int(x)
    return x


MAX_DIGITS = 300  # past any double, and Python's own limit is 4300 digits
_DIGITS_ONLY = bytes(0x39 if 0x30 <= b <= 0x39 else 0x20 for b in range(256))  # digits -> 9, others -> space
_LONG_RUN = b"9" * (MAX_DIGITS + 1)


def _integer(literal: str) -> int | float:
    if len(literal) > MAX_DIGITS:
        raise NumberOutOfRange(f"The integer {literal[:20]}… ({len(literal)} digits) is too large.")
    return int(literal)


_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]", re.ASCII)


def _lone_surrogate(doc: Any) -> str | None:
    """The pointer of the first key or string holding a lone surrogate, else None."""
    stack: list[tuple[Any, str]] = [(doc, "")]
    while stack:
        node, at = stack.pop()
        if isinstance(node, str):
            if _encodes_badly(node):
                return at
        elif isinstance(node, dict):
            for k, v in node.items():
                if _encodes_badly(k):
                    return at  # the key itself cannot be written in a pointer: its object
                stack.append((v, at + pointer(k)))
        elif isinstance(node, list):
            stack.extend((v, f"{at}/{i}") for i, v in enumerate(node))
    return None


def _encodes_badly(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
DECODE_DEPTH = 64  # the nesting the HTTP API accepts (a transcript needs about 8)


def deep_pointer(text: str, limit: int) -> str:
    """The pointer of the first array/object nested deeper than ``limit`` in JSON ``text``.

    Only for text too deep for ``json.loads`` to build: a scan of brackets, strings, colons and
    commas (valid JSON is assumed up to that point; the first container past the limit is named).
    """
    # per open container: an array's index, or an object's [current key, reading its value]
    path: list[Any] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            top = path[-1] if path else None
            if isinstance(top, list) and not top[1]:  # an object's key
                try:
                    top[0] = json.loads(text[i : j + 1])
                except ValueError:
                    top[0] = text[i + 1 : j]
            i = j + 1
            continue
        if ch in "[{":
            if len(path) >= limit:
                break
            path.append(0 if ch == "[" else [None, False])
        elif ch in "]}":
            if path:
                path.pop()
        elif ch == "," and path:
            if isinstance(path[-1], int):
                path[-1] += 1
            else:
                path[-1][1] = False
        elif ch == ":" and path and isinstance(path[-1], list):
            path[-1][1] = True
        i += 1
    return pointer(*(p if isinstance(p, int) else p[0] for p in path))


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def validate_bytes(raw: bytes | str) -> dict[str, Any]:
    doc, problems = decode(raw)
    if problems:
        return rejected(None, problems, decoded=False)
    return validate(doc)
