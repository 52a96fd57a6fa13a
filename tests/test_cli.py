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


def test_replay_of_a_missing_file_or_deal_is_exit_2_without_a_traceback() -> None:
    r = arbiter("replay", "no/such/file.json")
    assert r.returncode == 2 and "unreadable" in r.stdout and "Traceback" not in r.stderr
    r = arbiter("replay", "examples/rage/clean.json", "--deal", "99")
    assert r.returncode == 2 and "no deal 99" in r.stderr


def test_serve_takes_its_body_limit(redis_url: str) -> None:
    """arbiter serve --max-body-bytes: the 413 limit is the operator's (README "Request bodies")."""
    import os
    import socket
    import time
    import urllib.error
    import urllib.request

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    env = {**os.environ, "ARBITER_QUEUE": f"arbiter-cli-serve-{os.getpid()}"}
    cmd = [sys.executable, "-m", "replays.cli", "serve", "--redis-url", redis_url, "--port", str(port)]
    proc = subprocess.Popen([*cmd, "--max-body-bytes", "1000", "--workers", "0"], cwd=ROOT, env=env)
    try:
        url = f"http://127.0.0.1:{port}/v1/jobs"
        for _ in range(100):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/v1/games", timeout=2)
                break
            except OSError:
                time.sleep(0.1)
        body = json.dumps({"format": "trick-transcript/1", "pad": "x" * 2000}).encode()
        req = urllib.request.Request(url, data=body, headers={"Content-Type": "application/json"})
        try:
            urllib.request.urlopen(req, timeout=10)
            status = 200
        except urllib.error.HTTPError as err:
            status = err.code
        assert status == 413
    finally:
        proc.terminate()
        proc.wait(timeout=20)


def test_demo_validates_every_example_through_the_service(redis_url: str) -> None:
    """README command 1: Redis, a worker process and the API, every example over HTTP."""
    import os

    # a queue of its own: another worker on a shared Redis must not take the demo's jobs
    env = {**os.environ, "ARBITER_QUEUE": f"arbiter-demo-test-{os.getpid()}"}
    r = subprocess.run(
        [sys.executable, "-m", "replays.cli", "demo", "--redis-url", redis_url],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == 0, r.stderr
    for path in sorted((ROOT / "examples").glob("*/*.json")):
        name = f"{path.parent.name}/{path.name}"
        line = next(line for line in r.stdout.splitlines() if line.startswith(name + ":"))
        assert ("clean" if "clean" in path.name else "violations") in line, line


def test_replay_puts_a_wrong_dealer_under_the_deals_header() -> None:
    """A fault of the deal itself is shown where the dealer is named, and the header gives the
    deal's index as --deal takes it (gd24/07: deals[3], the fourth deal, dealt by the wrong seat)."""
    r = arbiter("replay", "tests/data/audit/gd24/07-4p-wrong-dealer-deal3.json", "--deal", "3")
    lines = r.stdout.splitlines()
    head = next(i for i, line in enumerate(lines) if line.startswith("== deals[3]: Deal 4,"))
    assert "[wrong_dealer]" in lines[head + 1]


def test_every_record_in_the_corpus_replays_in_the_terminal() -> None:
    """`arbiter replay` narrates every step of a record; a narration that reads a field a rare case
    leaves empty (a Rage trick whose winner the unrecorded trump left open, once) must not crash on
    any record the project holds: the examples, the audits and the other fixtures."""
    from validator.engine.validate import steps

    failed = []
    files = sorted([*(ROOT / "tests" / "data").rglob("*.json"), *(ROOT / "examples").rglob("*.json")])
    for path in files:
        try:
            doc = json.loads(path.read_text(encoding="utf-8"))
        except (ValueError, UnicodeDecodeError):
            continue  # not a transcript (fixtures of bad input)
        try:
            _, it, _ = steps(doc)
            for _ in it or ():
                pass
        except Exception as exc:  # noqa: BLE001 - every failure listed, not the first
            failed.append(f"{path.relative_to(ROOT)}: {type(exc).__name__}: {exc}")
    assert len(files) > 1000 and not failed, failed


def test_health_checks_the_api_and_a_worker(
    service_url: str, worker_processes: list[subprocess.Popen[bytes]], redis_url: str, arbiter_queue_name: str
) -> None:
    """arbiter health, the image's HEALTHCHECK: 0 for an API that answers or a live worker of this
    host, 1 for a port nobody serves or a worker process that is not registered."""
    import os

    env = {"ARBITER_QUEUE": arbiter_queue_name, "REDIS_URL": redis_url}

    def health(*args: str) -> subprocess.CompletedProcess[str]:
        cmd = [sys.executable, "-m", "replays.cli", "health", *args]
        return subprocess.run(
            cmd, cwd=ROOT, env={**os.environ, **env}, capture_output=True, text=True, timeout=60
        )

    assert health("--url", f"{service_url}/v1/health").returncode == 0
    assert health("--url", "http://127.0.0.1:1/v1/health").returncode == 1
    assert health("--worker", "--pid", str(worker_processes[0].pid)).returncode == 0
    r = health("--worker", "--pid", str(max(p.pid for p in worker_processes) + 100_000))
    assert r.returncode == 1 and "not registered" in r.stdout
    env["ARBITER_QUEUE"] = f"{arbiter_queue_name}-nobody"  # a queue no worker listens on
    assert health("--worker").returncode == 1


def test_replay_of_one_deal_says_what_that_deal_holds() -> None:
    """replay-narrative-2 c1: the summary and the exit status are the whole file's; a line says the
    deal shown holds no violation and which deal holds the revoke."""
    r = arbiter("replay", "examples/rage/revoke.json", "--deal", "9")
    assert r.returncode == 1 and "deal 9 shown: 0 violations; others in deal 6." in r.stdout
