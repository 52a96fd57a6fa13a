"""docs/rules/codes.md, the cross-game index of annotation codes, lists every code the engine can emit.

Two sources, so that a new code fails here until the index has its row:
- the engine's source: every literal code given to a ``Finding`` (or ``Annotation``), to a class
  with a ``code`` field, or to a helper with a ``code`` parameter (Danish ``find``, Galician
  ``lose_game`` and its ``bad`` helpers, Ulti ``_after_auction``), a ``code`` parameter's default,
  and a literal assigned to a name ``code`` (Rage's ``code = "..." if ... else "..."``, Ulti's
  follow-fault ``code, rule = ...``);
- the verdicts of the bundled examples (``examples/<game>/*.json``).

Problem codes (a rejected transcript: validator/engine/transcript.py) are not annotation codes and
are not read; card codes (``cards.py``) are not codes in this sense either.
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

from validator.engine.validate import validate_bytes

ROOT = Path(__file__).resolve().parent.parent
INDEX = ROOT / "docs" / "rules" / "codes.md"
ENGINE = ROOT / "validator" / "engine"
NOT_ANNOTATIONS = {"transcript.py", "cards.py"}  # problem codes, card codes
CODE = re.compile(r"^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$")
# a code built from an event's type: ``f"wrong_{ev.type}"`` on a score or total event
TEMPLATES = {"wrong_": {"wrong_score", "wrong_total"}}


def indexed_codes() -> set[str]:
    """The codes with a row in the index: ``| `code` | violation |`` or ``| `code` | warning |``."""
    text = INDEX.read_text(encoding="utf-8")
    return set(re.findall(r"^\| `([a-z0-9_]+)` \| (?:violation|warning) \|", text, re.M))


def _literals(node: ast.expr | None) -> set[str]:
    """The code-like string literals an expression can evaluate to (a literal, a conditional, a tuple's
    first item, an f-string from TEMPLATES)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value} if CODE.match(node.value) else set()
    if isinstance(node, ast.IfExp):
        return _literals(node.body) | _literals(node.orelse)
    if isinstance(node, ast.Tuple) and node.elts:
        return _literals(node.elts[0])
    if isinstance(node, ast.JoinedStr) and node.values:
        head = node.values[0]
        prefix = head.value if isinstance(head, ast.Constant) else ""
        if not re.match(r"^[a-z][a-z0-9_]*_$", prefix):  # a message, not a code
            return set()
        assert prefix in TEMPLATES, f"a code built from an f-string not known here: {ast.unparse(node)}"
        return TEMPLATES[prefix]
    return set()


def _callee(call: ast.Call) -> str | None:
    f = call.func
    return f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else None


def engine_codes() -> dict[str, str]:
    """code -> one place in validator/engine that can emit it."""
    trees = {
        p: ast.parse(p.read_text(encoding="utf-8"))
        for p in sorted(ENGINE.rglob("*.py"))
        if p.name not in NOT_ANNOTATIONS
    }
    # callee name -> the positional indexes of its ``code`` (a method's ``self`` not counted; two
    # local helpers of one name may put it in different places)
    takes_code: dict[str, set[int]] = {"Finding": {0}, "Annotation": {0}}
    found: dict[str, str] = {}

    def add(codes: set[str], path: Path, node: ast.AST) -> None:
        for c in codes:
            found.setdefault(c, f"{path.relative_to(ROOT)}:{getattr(node, 'lineno', 0)}")

    for path, tree in trees.items():
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):  # a dataclass whose first field is ``code``
                fields = [
                    b.target.id
                    for b in node.body
                    if isinstance(b, ast.AnnAssign) and isinstance(b.target, ast.Name)
                ]
                if fields[:1] == ["code"]:
                    takes_code.setdefault(node.name, set()).add(0)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                params = node.args.posonlyargs + node.args.args
                names = [a.arg for a in params]
                if "code" in names:
                    at = names.index("code") - (names[:1] == ["self"])
                    takes_code.setdefault(node.name, set()).add(at)
                    defaults = dict(
                        zip(names[len(names) - len(node.args.defaults) :], node.args.defaults, strict=True)
                    )
                    add(_literals(defaults.get("code")), path, node)
            elif isinstance(node, ast.Assign):
                for target in node.targets:
                    first = target.elts[0] if isinstance(target, ast.Tuple) and target.elts else target
                    if isinstance(first, ast.Name) and first.id == "code":
                        add(_literals(node.value), path, node)
    for path, tree in trees.items():
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            for kw in node.keywords:
                if kw.arg == "code":
                    add(_literals(kw.value), path, node)
            for at in takes_code.get(_callee(node) or "", ()):
                if len(node.args) > at:
                    add(_literals(node.args[at]), path, node)
    return found


def example_codes() -> dict[str, str]:
    """code -> the first bundled example whose verdict carries it."""
    found: dict[str, str] = {}
    for path in sorted((ROOT / "examples").glob("*/*.json")):
        verdict = validate_bytes(path.read_bytes())
        for deal in verdict.get("deals", []):
            for a in deal["annotations"]:
                found.setdefault(a["code"], str(path.relative_to(ROOT)))
    return found


def test_every_code_the_engine_can_emit_is_in_the_index() -> None:
    codes = engine_codes()
    # the walk finds the engine's codes at all (73 when this test was written)
    assert len(codes) >= 70 and {"revoke", "illegal_skat", "wrong_score", "incomplete_round"} <= set(codes)
    missing = {c: where for c, where in sorted(codes.items()) if c not in indexed_codes()}
    assert not missing, f"codes the engine emits that docs/rules/codes.md does not list: {missing}"


def test_every_code_of_the_examples_is_in_the_index() -> None:
    codes = example_codes()
    assert "revoke" in codes
    missing = {c: where for c, where in sorted(codes.items()) if c not in indexed_codes()}
    assert not missing, f"codes of examples/ that docs/rules/codes.md does not list: {missing}"


def test_the_index_lists_each_code_once_and_nothing_the_engine_does_not_emit() -> None:
    text = INDEX.read_text(encoding="utf-8")
    rows = re.findall(r"^\| `([a-z0-9_]+)` \| (?:violation|warning) \|", text, re.M)
    assert len(rows) == len(set(rows)), sorted(c for c in set(rows) if rows.count(c) > 1)
    stale = indexed_codes() - set(engine_codes())
    assert not stale, f"codes docs/rules/codes.md lists that the engine no longer emits: {sorted(stale)}"


# --- the API's per-game code lists (validator/engine/codes.py, GET /v1/games/<name>) -------------

GAMES_BY_NAME = {
    "Danish": ("danish-tarok",),
    "Galician": ("galician-tarok",),
    "Rage": ("rage",),
    "Ottocento": ("tarocchini-ottocento",),
    "Terziglio": ("tarocchini-terziglio",),
    "Ulti": ("ulti",),
}
RULE_PREFIX = {
    "danish-tarok": "danish-tarok",
    "galician-tarok": "galician-tarok",
    "rage": "rage",
    "tarocchini-ottocento": "tarocchini",
    "tarocchini-terziglio": "tarocchini",
    "ulti": "ulti",
}


def index_rows() -> list[tuple[str, str, str, dict[str, tuple[str, ...]]]]:
    """The index's rows as (code, severity, meaning, game -> full rule ids), read from its columns
    "games: rule ids" ("Danish `10.lead`, `10.turn`; Ottocento, Terziglio `play.turn`")."""
    rows = []
    text = INDEX.read_text(encoding="utf-8")
    for m in re.finditer(r"^\| `([a-z0-9_]+)` \| (violation|warning) \| (.*?) \| (.*?) \|", text, re.M):
        code, severity, meaning, games = m.groups()
        parts = re.split(r";(?![^()]*\))", games)  # a ';' inside parentheses is prose
        rules: dict[str, tuple[str, ...]] = {}
        for part in parts:
            head = re.match(r"^\s*([A-Z][a-z]+(?:, [A-Z][a-z]+)*) (.*)$", part)
            assert head, (code, part)
            ids = re.findall(r"`([^`]+)`", head.group(2))
            for name in head.group(1).split(", "):
                for game in GAMES_BY_NAME[name]:
                    full = [f"{RULE_PREFIX[game]}/{i}" for i in ids]
                    have = rules.get(game, ())
                    rules[game] = have + tuple(r for r in full if r not in have)
        rows.append((code, severity, meaning, rules))
    return rows


def test_the_api_code_table_is_the_index() -> None:
    """validator/engine/codes.py (served in each game's listing) says what the index says."""
    from validator.engine.codes import CODES

    assert [(c.code, c.severity, c.meaning, c.rules) for c in CODES] == index_rows()


def test_each_game_lists_every_code_its_pinned_records_carry() -> None:
    """Every (game, code) of the audit corpus's pinned verdicts is in that game's listing, and
    every rule id a listing names is defined in the game's digest (a `rule-id` in backticks)."""
    from tests.test_audit_corpus import DATA, EXPECTED
    from validator.engine.codes import for_game

    listed = {g: {c["code"] for c in for_game(g)} for g in RULE_PREFIX}
    missing: dict[tuple[str, str], str] = {}
    for name, found in EXPECTED.items():
        game = json.loads((DATA / name).read_text(encoding="utf-8")).get("game")
        for _, _, code in found:
            if code not in listed[game]:
                missing.setdefault((game, code), name)
    assert not missing, missing
    for game, prefix in RULE_PREFIX.items():
        digest = (ROOT / "docs" / "rules" / f"{prefix}.md").read_text(encoding="utf-8")
        for c in for_game(game):
            for rule in c["rules"]:
                assert rule.split("/", 1)[1] in digest, (game, c["code"], rule)
