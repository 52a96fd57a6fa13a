"""Record reductions shared by the play-only tests: what a table that wrote less would hand in."""

from __future__ import annotations

import contextlib
import copy
import io
import json
from pathlib import Path
from typing import Any

from validator.engine.validate import validate


def reduced(doc: dict[str, Any], keep: set[str] | None = None, *, hands: bool = False) -> dict[str, Any]:
    """A copy of ``doc`` whose deals keep only the event types in ``keep`` (all when None), and
    their dealt hands only when ``hands`` (else ``"hands": null``, a play-only record)."""
    doc = copy.deepcopy(doc)
    for d in doc["deals"]:
        if not hands:
            d["hands"] = None
        if keep is not None:
            d["events"] = [e for e in d["events"] if e["type"] in keep]
    return doc


def violations_by_rule(v: dict[str, Any]) -> list[tuple[int | None, str, int | None, str]]:
    """(event, code, seat, rule) of every violation of a verdict, deal by deal."""
    return [
        (a["event"], a["code"], a["seat"], a["rule"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    ]


DATA = Path(__file__).resolve().parent / "data"


def repro(folder: str, name: str) -> dict[str, Any]:
    """The transcript of an audit's repro, ``tests/data/<folder>/repros/<name>`` (``.json`` optional),
    stored as ``{"note": ..., "transcript": ...}``."""
    path = DATA / folder / "repros" / (name if name.endswith(".json") else f"{name}.json")
    doc: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))["transcript"]
    return doc


def violations(doc: dict[str, Any]) -> list[tuple[int, int | None, str]]:
    """(deal, event, code) of every violation the engine finds in ``doc``, which it must not reject."""
    v = validate(doc)
    assert v["status"] != "rejected", v.get("problems")
    return [
        (a["deal"], a["event"], a["code"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    ]


def replay(*args: str) -> tuple[int, str, str]:
    """``arbiter replay ARGS``: its exit status, stdout and stderr."""
    from replays import cli

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = cli.main(["replay", *args])
    return rc, out.getvalue(), err.getvalue()
