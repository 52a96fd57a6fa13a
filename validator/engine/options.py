"""Rule options and presets as data: one declaration drives the engine, /games and the docs."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .transcript import pointer

ProblemSink = Callable[[str, str, str], None]


@dataclass(frozen=True)
class Option:
    name: str  # snake_case
    default: Any
    allowed: tuple[Any, ...]  # every allowed value
    rule: str  # the digest rule id the option belongs to
    doc: str

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "default": self.default,
            "allowed": list(self.allowed),
            "rule": self.rule,
            "description": self.doc,
        }


def flag(name: str, rule: str, doc: str, default: bool = False) -> Option:
    return Option(name, default, (False, True), rule, doc)


@dataclass
class Options:
    options: list[Option]
    # preset name -> overrides of option defaults ("standard" must exist)
    presets: dict[str, dict[str, Any]] = field(default_factory=lambda: {"standard": {}})
    preset_docs: dict[str, str] = field(default_factory=dict)
    # cross-option check: resolved values -> list of (option, message)
    conflicts: Callable[[Mapping[str, Any]], list[tuple[str, str]]] | None = None

    def __post_init__(self) -> None:
        self.by_name = {o.name: o for o in self.options}

    def defaults(self, preset: str = "standard") -> dict[str, Any]:
        values = {o.name: o.default for o in self.options}
        values.update(self.presets[preset])
        return {"preset": preset, **values}

    def resolve(self, rules_json: Mapping[str, Any], problem: ProblemSink) -> dict[str, Any]:
        preset = rules_json.get("preset", "standard")
        if not isinstance(preset, str) or preset not in self.presets:
            problem(
                "/rules/preset",
                "unknown_preset",
                f"Unknown preset {preset!r}; one of: {', '.join(self.presets)}.",
            )
            preset = "standard"
        values = self.defaults(preset)
        for key, value in rules_json.items():
            if key == "preset":
                continue
            opt = self.by_name.get(key)
            if opt is None:
                valid = ", ".join(self.by_name) or "none"
                problem(
                    pointer("rules", key),
                    "unknown_option",
                    f"Unknown rule option {key!r}; valid options: {valid}.",
                )
                continue
            if not any(value == a and type(value) is type(a) for a in opt.allowed):
                # spelled as JSON (true, "side", 10), the way the transcript's writer writes them
                allowed = ", ".join(as_json(a) for a in opt.allowed)
                problem(
                    pointer("rules", key),
                    "bad_option_value",
                    f"{key} may be {allowed}; not {as_json(value)}.",
                )
                continue
            values[key] = value
        if self.conflicts is not None:
            for name, message in self.conflicts(values):
                problem(f"/rules/{name}", "option_conflict", message)
        return values

    def to_json(self) -> dict[str, Any]:
        return {
            "presets": [
                {"name": p, "description": self.preset_docs.get(p, ""), "values": self.defaults(p)}
                for p in self.presets
            ],
            "options": [o.to_json() for o in self.options],
        }


def as_json(value: Any) -> str:
    """A value as JSON text (true, not True); anything JSON cannot show, as Python shows it."""
    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        return repr(value)
