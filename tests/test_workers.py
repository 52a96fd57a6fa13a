"""The worker side: job function, queue settings, embedded Redis, a worker process in burst mode."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zlib
from pathlib import Path
from typing import Any

import pytest
import redis
from service_samples import rage_transcript, with_score

from validator.engine.validate import validate
from workers.jobs import validate_batch
from workers.queue import (
    FAILURE_TTL,
    JOB_TIMEOUT,
    RESULT_TTL,
    SERIALIZER,
    connect,
    enqueue_batch,
    fetch_job,
    get_queue,
)
from workers.redis_server import ensure_redis, stop_redis

ROOT = Path(__file__).resolve().parent.parent


def test_validate_batch_is_plain_json_in_and_out_and_never_raises() -> None:
    clean = with_score(rage_transcript(81))
    junk: list[Any] = [None, 1, "x", [], {}, {"format": "trick-transcript/1"}, {"deals": [[[[]]]]}]
    verdicts = validate_batch([clean, *junk])
    assert verdicts[0] == validate(clean) and verdicts[0]["status"] == "clean"
    assert [v["status"] for v in verdicts[1:]] == ["rejected"] * len(junk)
    assert all(v["problems"] for v in verdicts[1:])
    assert json.loads(json.dumps(verdicts)) == verdicts
    assert validate_batch({"not": "a list"})[0]["status"] == "rejected"  # type: ignore[arg-type]
    assert validate_batch([]) == []


def test_queue_uses_json_and_keeps_jobs(redis_url: str, arbiter_queue_name: str) -> None:
    conn = connect(redis_url)
    q = get_queue(conn, arbiter_queue_name + "-settings")
    try:
        assert q.serializer is SERIALIZER
        job = enqueue_batch(q, [rage_transcript(82)])
        assert (job.result_ttl, job.failure_ttl, job.ttl, job.timeout) == (
            RESULT_TTL,
            FAILURE_TTL,
            None,
            JOB_TIMEOUT,
        )
        assert job.meta == {"count": 1}
        raw = conn.hget(job.key, "data")
        assert raw is not None
        data = json.loads(zlib.decompress(raw))  # JSON, never pickle
        assert data[0] == "workers.jobs.validate_batch"
        again = fetch_job(conn, job.id)
        assert again.args[0] == [rage_transcript(82)]
    finally:
        q.delete(delete_jobs=True)


def test_ensure_redis_prefers_the_given_url_then_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    assert ensure_redis("redis://example:6379/3") == ("redis://example:6379/3", None)
    monkeypatch.setenv("REDIS_URL", "redis://from-env:6379/0")
    assert ensure_redis() == ("redis://from-env:6379/0", None)


def test_embedded_redis_serves_a_separate_worker_process(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("REDIS_URL", raising=False)
    url, owner = ensure_redis(None, data_dir=tmp_path / "redis")
    try:
        assert url.startswith("unix://") and owner is not None
        conn = connect(url)
        assert conn.ping()
        q = get_queue(conn, "arbiter-embedded")
        docs = [with_score(rage_transcript(83)), {"format": "trick-transcript/1"}]
        job = enqueue_batch(q, docs)
        env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
        subprocess.run(
            [sys.executable, "-m", "workers", "--redis-url", url, "--burst", "--queue", q.name],
            cwd=ROOT,
            env=env,
            check=True,
            timeout=60,
            capture_output=True,
        )
        job = fetch_job(conn, job.id)
        assert job.get_status().value == "finished"
        assert job.return_value() == [validate(d) for d in docs]
        conn.close()
    finally:
        stop_redis(owner)
    with pytest.raises(redis.RedisError):
        redis.Redis.from_url(url, socket_connect_timeout=1).ping()


def test_a_replay_makes_no_reference_cycles() -> None:
    """workers.heap.collector_paused turns the cyclic collector off while a job replays: safe only
    because reference counting frees everything a replay allocates. Every game, clean and faulty
    sessions, and a rejected transcript: nothing is left for the collector to find."""
    import gc
    import random

    from replays.sim import danish_tarok, galician_tarok, rage, tarocchini, ulti

    docs: list[Any] = [{"format": "trick-transcript/1", "game": "rage", "deals": "x"}]
    for seed in range(3):
        docs += [
            rage.simulate(seed),
            danish_tarok.simulate(seed),
            ulti.simulate(seed),
            galician_tarok.simulate(seed),
            tarocchini.simulate(seed, "ottocento"),
            tarocchini.simulate(seed, "terziglio"),
        ]
    planted = danish_tarok.inject(danish_tarok.simulate(1), "revoke", random.Random(1))
    assert planted is not None
    docs.append(planted[0])
    texts = [json.dumps(d) for d in docs]
    gc.collect()
    gc.disable()
    try:
        verdicts = validate_batch([json.loads(t) for t in texts])
        assert {v["status"] for v in verdicts} == {"clean", "violations", "rejected"}
        del verdicts
        assert gc.collect() == 0
    finally:
        gc.enable()


def test_collector_paused_restores_the_collector() -> None:
    import gc

    from workers.heap import collector_paused

    assert gc.isenabled()
    with collector_paused():
        assert not gc.isenabled()
        with collector_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    assert gc.isenabled()
    with pytest.raises(ValueError), collector_paused():
        raise ValueError
    assert gc.isenabled()
