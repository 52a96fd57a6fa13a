"""Every rule of every digest has a test that breaks it: each rule id a digest defines is named by a
test (in its docstring or its assertions). A rule added to a digest without such a test fails here.

An id is named in full (``danish-tarok/15.nolo``) in any test file, or in its short form (``15.nolo``,
which this game's helpers prefix themselves) in the game's own test files. Names are read whole: a
longer id that starts with the same letters (``9.dealer`` for ``9.deal``) does not name it.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SELF = Path(__file__).name

# game prefix -> (digest, the test files of the game, how many ids the digest defines at least)
DIGESTS = {
    "rage": ("rage.md", "test_rage", 28),
    "danish-tarok": ("danish-tarok.md", "test_danish_tarok", 60),
    "ulti": ("ulti.md", "test_ulti", 50),
    "galician-tarok": ("galician-tarok.md", "test_galician_tarok", 50),
    "tarocchini": ("tarocchini.md", "test_tarocchini", 47),
}


def defined_ids(prefix: str, digest: str) -> set[str]:
    """The ids a digest defines: in backticks (``- `x/1.y` —``, table cells) or in bold (``**x/1.y**``)."""
    text = (ROOT / "docs" / "rules" / digest).read_text(encoding="utf-8")
    body = re.escape(prefix) + r"/[a-z0-9]+(?:\.[a-z0-9-]+)*"
    return set(re.findall(rf"`({body})`", text)) | set(re.findall(rf"\*\*({body})\*\*", text))


def named(rule: str, text: str, short_too: bool) -> bool:
    tail = r"(?![\w-]|\.[a-z0-9])"
    if re.search(re.escape(rule) + tail, text):
        return True
    short = rule.split("/", 1)[1]
    return short_too and re.search(r"(?<![\w./-])" + re.escape(short) + tail, text) is not None


@pytest.mark.parametrize("prefix", sorted(DIGESTS))
def test_every_rule_id_of_the_digest_is_named_by_a_test(prefix: str) -> None:
    digest, own_files, at_least = DIGESTS[prefix]
    ids = defined_ids(prefix, digest)
    assert len(ids) >= at_least, sorted(ids)  # the digest's ids are found at all
    files = {p.name: p.read_text(encoding="utf-8") for p in (ROOT / "tests").glob("*.py") if p.name != SELF}
    unnamed = sorted(
        rule
        for rule in ids
        if not any(named(rule, text, name.startswith(own_files)) for name, text in files.items())
    )
    assert not unnamed, f"rule ids of docs/rules/{digest} that no test names: {unnamed}"


def test_a_rule_without_a_test_is_found() -> None:
    text = 'def test_x():\n    """galician-tarok/9.dealer: ..."""\n    one(v, "27.pool-renonce")\n'
    assert not named("galician-tarok/9.deal", text, short_too=True)
    assert not named("galician-tarok/27.pool", text, short_too=True)
    assert named("galician-tarok/27.pool-renonce", text, short_too=True)
    assert not named("galician-tarok/27.pool-renonce", text, short_too=False)
    assert named("galician-tarok/9.dealer", text, short_too=False)
