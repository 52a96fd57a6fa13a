"""serve() and the worker as separate processes on an embedded Redis: the quick-start shape."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
import requests
from redis.exceptions import RedisError
from service_samples import rage_transcript, with_score

from validator.engine.validate import validate
from workers.queue import connect
from workers.redis_server import ensure_redis, stop_redis

ROOT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_serve_and_worker_processes_on_an_embedded_redis(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("REDIS_URL", raising=False)
    url, owner = ensure_redis(None, data_dir=tmp_path / "redis")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    env["ARBITER_QUEUE"] = "arbiter-serve-test"
    port = free_port()
    procs: list[subprocess.Popen[bytes]] = []
    try:
        code = f"from validator.http.serve import serve; serve('127.0.0.1', {port}, {url!r})"
        procs.append(
            subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, env=env, stderr=subprocess.DEVNULL)
        )
        procs.append(
            subprocess.Popen(
                [sys.executable, "-m", "workers", "--redis-url", url, "--log-level", "WARNING"],
                cwd=ROOT,
                env=env,
                stderr=subprocess.DEVNULL,
            )
        )
        base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 20
        while True:
            try:
                health = requests.get(base + "/v1/health", timeout=2).json()
                if health["workers"]["live"] >= 1:
                    break
            except requests.ConnectionError:
                pass
            assert time.monotonic() < deadline, "service did not come up"
            time.sleep(0.05)
        assert health["queue"]["name"] == "arbiter-serve-test"  # $ARBITER_QUEUE reaches API and worker
        doc = with_score(rage_transcript(91))
        accepted = requests.post(base + "/v1/jobs", json=doc, timeout=10).json()
        while True:
            status = requests.get(base + accepted["status_url"], timeout=10).json()
            if status["status"] in ("finished", "failed"):
                break
            assert time.monotonic() < deadline + 20
            time.sleep(0.01)
        assert status["verdicts"] == [validate(doc)]
        for p in procs:
            p.send_signal(signal.SIGTERM)
        for p in procs:
            assert p.wait(timeout=15) == 0
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.wait()
        stop_redis(owner)


def start_serve(tmp_path: Path, queue: str, stderr: int) -> tuple[subprocess.Popen[bytes], str, Any]:
    """`arbiter serve` as its own process on an embedded Redis this test owns: (process, base URL,
    the Redis owner to stop)."""
    url, owner = ensure_redis(None, data_dir=tmp_path / "redis")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    env["ARBITER_QUEUE"] = queue
    port = free_port()
    cmd = [sys.executable, "-m", "replays.cli", "serve", "--port", str(port), "--redis-url", url]
    return subprocess.Popen(cmd, cwd=ROOT, env=env, stderr=stderr), f"http://127.0.0.1:{port}", owner


def wait_for_a_worker(base: str, seconds: float) -> float:
    """Wait until the API at ``base`` answers and sees a live worker; the deadline used."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            if requests.get(base + "/v1/health", timeout=2).json()["workers"]["live"] >= 1:
                return deadline
        except requests.ConnectionError:
            pass
        assert time.monotonic() < deadline, "service did not come up"
        time.sleep(0.05)


def _children(pid: int) -> set[int]:
    out: set[int] = set()
    for task in Path(f"/proc/{pid}/task").iterdir():
        text = (task / "children").read_text()
        out.update(int(x) for x in text.split())
    return out


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads child processes from /proc")
def test_arbiter_serve_replaces_a_worker_that_dies(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """`arbiter serve` keeps its workers running: a worker killed outright (SIGKILL, as the kernel's
    out-of-memory killer does) is replaced, and a job submitted afterwards is still replayed."""
    monkeypatch.delenv("REDIS_URL", raising=False)
    serve, base, owner = start_serve(tmp_path, "arbiter-supervise-test", subprocess.PIPE)
    try:
        deadline = wait_for_a_worker(base, 30)
        (first,) = _children(serve.pid)
        os.kill(first, signal.SIGKILL)
        while True:  # a new worker process, not the dead one
            kids = _children(serve.pid) - {first}
            if kids:
                break
            assert time.monotonic() < deadline + 10, "no worker started in the dead one's place"
            time.sleep(0.05)
        doc = with_score(rage_transcript(92))
        answer = requests.post(base + "/v1/jobs?wait=20", json=doc, timeout=30).json()
        assert answer["status"] == "finished", answer
        assert answer["verdicts"] == [validate(doc)]
        serve.send_signal(signal.SIGTERM)
        assert serve.wait(timeout=20) == 0
        assert b"starting another" in (serve.stderr.read() if serve.stderr else b"")
    finally:
        if serve.poll() is None:
            serve.kill()
            serve.wait()
        stop_redis(owner)


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads child processes from /proc")
def test_workers_stop_when_arbiter_serve_is_killed(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """`arbiter serve` killed outright (SIGKILL: no clean-up runs) leaves no orphan worker: each
    worker watches the process that started it and stops when it is gone."""
    monkeypatch.delenv("REDIS_URL", raising=False)
    serve, base, owner = start_serve(tmp_path, "arbiter-orphan-test", subprocess.DEVNULL)
    try:
        deadline = wait_for_a_worker(base, 30)
        (worker,) = _children(serve.pid)
        serve.kill()
        serve.wait()
        while Path(f"/proc/{worker}").exists() and "Z" not in _state(worker):
            assert time.monotonic() < deadline + 15, "the worker outlived arbiter serve"
            time.sleep(0.1)
    finally:
        if serve.poll() is None:
            serve.kill()
            serve.wait()
        stop_redis(owner)


def _state(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return "Z"


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads child processes from /proc")
def test_demo_serve_stopped_by_sigterm_stops_its_redis_and_worker(monkeypatch: pytest.MonkeyPatch) -> None:
    """`arbiter demo --serve` on an embedded Redis, stopped with SIGTERM (as a process manager stops
    it), takes its Redis server and its worker with it (an API audit found the Redis left running)."""
    monkeypatch.delenv("REDIS_URL", raising=False)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    env["ARBITER_QUEUE"] = f"arbiter-demo-sigterm-{os.getpid()}"
    cmd = [sys.executable, "-m", "replays.cli", "demo", "--serve", "--port", str(free_port())]
    demo = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        assert demo.stdout is not None
        url = ""
        for line in demo.stdout:  # "Redis: URL (embedded)", the examples, then "Serving on ..."
            if line.startswith(b"Redis: "):
                url = line.split()[1].decode()
            if line.startswith(b"Serving on"):
                break
        assert url, "the demo did not say where its Redis is"
        redis = connect(url)
        assert redis.ping()
        kids = _children(demo.pid)  # the worker
        demo.send_signal(signal.SIGTERM)
        assert demo.wait(timeout=30) == 0
        deadline = time.monotonic() + 15
        while any(Path(f"/proc/{k}").exists() and "Z" not in _state(k) for k in kids):
            assert time.monotonic() < deadline, "the demo's worker outlived it"
            time.sleep(0.1)
        with pytest.raises(RedisError):  # the embedded server is gone too
            connect(url).ping()
    finally:
        if demo.poll() is None:
            demo.kill()
            demo.wait()


def test_stop_redis_removes_the_temporary_directory_it_made(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """An embedded Redis in a directory ensure_redis made leaves nothing behind (each demo left an
    arbiter-redis-* directory in /tmp); one in a directory the caller gave keeps it."""
    monkeypatch.delenv("REDIS_URL", raising=False)
    _, owner = ensure_redis(None)
    made = Path(owner.arbiter_temp_dir)
    assert made.is_dir()
    stop_redis(owner)
    assert not made.exists()
    given = tmp_path / "kept"
    _, owner = ensure_redis(None, data_dir=given)
    stop_redis(owner)
    assert given.is_dir()
