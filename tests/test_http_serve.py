"""serve() and the worker as separate processes on an embedded Redis: the quick-start shape."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
import requests
from service_samples import rage_transcript, with_score

from validator.engine.validate import validate
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
