"""The arbiter command line, run as a real subprocess."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def arbiter(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "replays.cli", *args],
        cwd=ROOT,
        input=stdin.decode() if stdin else None,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_validate_exit_codes() -> None:
    assert arbiter("validate", "examples/rage/clean.json").returncode == 0
    r = arbiter("validate", "examples/rage/revoke.json")
    assert r.returncode == 1 and "revoke×1" in r.stdout
    r = arbiter("validate", "-", stdin=b'{"format": "trick-transcript/1", "game": "rage"}')
    assert r.returncode == 2 and "rejected" in r.stdout
    assert arbiter("validate", "examples/rage/clean.json", "examples/rage/wrong-score.json").returncode == 1


def test_validate_json_is_the_verdict() -> None:
    r = arbiter("validate", "--json", "examples/rage/wrong-score.json")
    verdict = json.loads(r.stdout)
    assert verdict["format"] == "trick-verdict/1" and verdict["summary"]["by_code"] == {"wrong_score": 1}


def test_replay_shows_tricks_and_annotation_under_its_event() -> None:
    doc = json.loads((ROOT / "examples/rage/revoke.json").read_text())
    planted = doc["meta"]["planted"]
    r = arbiter("replay", "examples/rage/revoke.json", "--deal", str(planted["deal"]))
    assert r.returncode == 1
    lines = r.stdout.splitlines()
    assert any("Trick 1 (" in line and "won by" in line for line in lines)
    assert any(line.startswith("       - Trump:") for line in lines)
    event_line = next(i for i, line in enumerate(lines) if line.startswith(f"  #{planted['event']:<3}"))
    assert "[revoke]" in lines[event_line + 1]


def test_replay_of_rejected_transcript_lists_problems() -> None:
    r = arbiter("replay", "-", stdin=b"[1, 2]")
    assert r.returncode == 2


def test_demo_validates_every_example_through_the_service(redis_url: str) -> None:
    """README command 1: Redis, a worker process and the API, every example over HTTP."""
    r = subprocess.run(
        [sys.executable, "-m", "replays.cli", "demo", "--redis-url", redis_url],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == 0, r.stderr
    for path in sorted((ROOT / "examples").glob("*/*.json")):
        name = f"{path.parent.name}/{path.name}"
        line = next(line for line in r.stdout.splitlines() if line.startswith(name + ":"))
        assert ("clean" if "clean" in path.name else "violations") in line, line
