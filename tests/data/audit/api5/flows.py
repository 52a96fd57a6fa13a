"""Job flows of audit api5: submit, poll, long-poll, batches, the idle queue, Redis down.

Run: python flows.py PORT IDLE_PORT DOWN_PORT -> flows.jsonl and a report on stdout.
PORT: `arbiter serve` with one worker (queue audit-api5); IDLE_PORT: `serve --workers 0`
on queue audit-api5-idle (no worker); DOWN_PORT: `serve` with REDIS_URL on a closed port.
"""

from __future__ import annotations

import json
import re
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

from harness import JSON, ROOT, SPEC, Check, evaluate, jb, request, schema_errors, summarize

HERE = Path(__file__).resolve().parent
EXAMPLES = sorted((ROOT / "examples").glob("*/*.json"))
RAGE = SPEC["components"]["examples"]["RageTranscript"]["value"]
TS = re.compile(SPEC["components"]["schemas"]["Timestamp"]["pattern"])
RESULTS: list[dict] = []


def record(cid, group, what, expect, got, fails):
    RESULTS.append({"cid": cid, "group": group, "what": what, "expect": expect, "got": got, "fails": fails})
    print(("ok   " if not fails else "FAIL ") + f"{cid:8} {what[:80]} -> {got[:160]}" + "".join(f"\n        ! {f[:400]}" for f in fails))


def problem_fails(r, path, status, errors=None):
    c = Check(cid="x", group="x", what="x", expect="x", path=path, status=status, kind="problem", errors=errors)
    return evaluate(c, r)


def sync_verdict(port, doc):
    r = request(port, "POST", "/v1/validate", jb(doc), JSON)
    return r.json()


def redis_cli(*args):
    return subprocess.run(["redis-cli", "-n", "5", *args], capture_output=True, text=True).stdout.strip()


def status_fails(j, r, expect_status=None):
    f = schema_errors(j, "JobStatus")
    if expect_status and j.get("status") != expect_status:
        f.append(f"status {j.get('status')}, expected {expect_status}")
    for k in ("enqueued_at", "started_at", "ended_at"):
        v = j.get(k)
        if v is not None and not TS.match(v):
            f.append(f"{k} {v!r} not ISO 8601 Z")
    if j.get("status") == "finished":
        if not (j["enqueued_at"] and j["started_at"] and j["ended_at"]):
            f.append("finished job lacks a timestamp")
        elif not (j["enqueued_at"] <= j["started_at"] <= j["ended_at"]):
            f.append(f"timestamps out of order {j['enqueued_at']} {j['started_at']} {j['ended_at']}")
        if len(j.get("verdicts", [])) != j.get("count"):
            f.append(f"{len(j.get('verdicts', []))} verdicts for count {j.get('count')}")
    if j.get("status") == "queued" and (j.get("started_at") or j.get("ended_at")):
        f.append("queued job with started_at/ended_at")
    if r.ctype.split(";")[0] != "application/json":
        f.append(f"content-type {r.ctype}")
    return f


def main(port, idle, down):
    # ---------------------------------------------------------------- F1 submit + poll, every example
    sync = {p: sync_verdict(port, json.loads(p.read_text())) for p in EXAMPLES}
    for p in EXAMPLES:
        rel = p.relative_to(ROOT).as_posix()
        doc = json.loads(p.read_text())
        r = request(port, "POST", "/v1/jobs", jb(doc), JSON)
        f = []
        if r.status != 202:
            record(f"F1.{p.parent.name}.{p.stem}", "jobs", f"POST /v1/jobs {rel} then GET status_url?wait=30", "", summarize(r), [f"status {r.status}"])
            continue
        a = r.json()
        f += schema_errors(a, "JobAccepted")
        if r.headers.get("location") != a.get("status_url"):
            f.append(f"Location {r.headers.get('location')!r} != status_url {a.get('status_url')!r}")
        if a.get("status_url") != f"/v1/jobs/{a.get('id')}":
            f.append(f"status_url {a.get('status_url')!r} is not /v1/jobs/<id>")
        if a.get("count") != 1:
            f.append(f"count {a.get('count')}")
        g = request(port, "GET", a["status_url"] + "?wait=30")
        j = g.json()
        f += status_fails(j, g, "finished")
        if j.get("verdicts") and j["verdicts"][0] != sync[p]:
            f.append("the job's verdict differs from POST /v1/validate's")
        g2 = request(port, "GET", a["status_url"])
        if g2.json() != j:
            f.append("a second GET differs from the first after finishing")
        # README: body deleted, verdicts kept 24 h
        if redis_cli("exists", f"arbiter:body:{a['id']}") != "0":
            f.append("arbiter:body:<id> still there after the verdicts were stored (README)")
        ttl = redis_cli("ttl", f"arbiter:verdicts:{a['id']}")
        if not ttl.lstrip("-").isdigit() or not (80000 < int(ttl) <= 86400):
            f.append(f"arbiter:verdicts:<id> ttl {ttl} (README: 24 h)")
        record(f"F1.{p.parent.name}.{p.stem}", "jobs", f"POST /v1/jobs {rel} (202), GET status_url?wait=30, GET again",
               "202 JobAccepted, Location = status_url = /v1/jobs/<id>, count 1; then 200 JobStatus finished, timestamps ISO Z in order, verdicts[0] = the POST /v1/validate verdict; arbiter:body:<id> gone, arbiter:verdicts:<id> TTL 24 h (O, R)",
               f"{r.status} then {summarize(g)}", f)

    # ---------------------------------------------------------------- F2 ?wait on POST
    for p in EXAMPLES[:6]:
        doc = json.loads(p.read_text())
        r = request(port, "POST", "/v1/jobs?wait=10", jb(doc), JSON)
        f = []
        if r.status != 200:
            f.append(f"status {r.status}")
        j = r.json()
        f += status_fails(j, r, "finished")
        if r.headers.get("location") != f"/v1/jobs/{j.get('id')}":
            f.append(f"Location {r.headers.get('location')!r}")
        if j.get("verdicts") and j["verdicts"][0] != sync[p]:
            f.append("verdict differs from /v1/validate")
        record(f"F2.{p.parent.name}.{p.stem}", "jobs", f"POST /v1/jobs?wait=10 {p.relative_to(ROOT).as_posix()}",
               "200 JobStatus finished with verdicts, Location header the status URL (O: submitJob 200)", summarize(r), f)

    # ---------------------------------------------------------------- F3 batch of every example, in order
    docs = [json.loads(p.read_text()) for p in EXAMPLES] + [RAGE]
    r = request(port, "POST", "/v1/jobs", jb({"transcripts": docs}), JSON)
    f = [] if r.status == 202 else [f"status {r.status}"]
    a = r.json()
    f += schema_errors(a, "JobAccepted")
    if a.get("count") != len(docs):
        f.append(f"count {a.get('count')} != {len(docs)}")
    g = request(port, "GET", a["status_url"] + "?wait=30")
    j = g.json()
    f += status_fails(j, g, "finished")
    for i, p in enumerate(EXAMPLES):
        if j.get("verdicts") and j["verdicts"][i] != sync[p]:
            f.append(f"verdict {i} differs from /v1/validate of {p.name}")
    record("F3", "jobs", f"POST /v1/jobs a batch of the {len(docs)} examples, GET ?wait=30",
           "202 count 21; finished with 21 verdicts in the order sent, each = its /v1/validate verdict (O: Batch, JobStatus.verdicts)", summarize(g), f)

    # ---------------------------------------------------------------- F4 batch with a rejected transcript: pointers into its own transcript
    bad = json.loads(json.dumps(RAGE))
    bad["deals"][0]["hands"][1] = ["R16"]
    r = request(port, "POST", "/v1/jobs?wait=10", jb({"transcripts": [RAGE, bad]}), JSON)
    j = r.json()
    f = status_fails(j, r, "finished")
    v1 = (j.get("verdicts") or [None, None])[1] or {}
    ptrs = [pr["pointer"] for pr in v1.get("problems", [])]
    if v1.get("status") != "rejected" or ptrs != ["/deals/0/hands/1/0"]:
        f.append(f"second verdict {v1.get('status')} pointers {ptrs}, expected rejected ['/deals/0/hands/1/0']")
    record("F4", "jobs", "POST /v1/jobs?wait=10 batch [clean, unknown card R16 in hands[1]]",
           "200 finished (a rejected transcript is not a failed job); verdict 1 rejected with pointer /deals/0/hands/1/0 into its own transcript (O: JobStatus.verdicts)", summarize(r), f)

    # ---------------------------------------------------------------- F5 1000 transcripts
    t0 = time.monotonic()
    r = request(port, "POST", "/v1/jobs?wait=30", jb({"transcripts": [RAGE] * 1000}), JSON)
    j = r.json()
    f = status_fails(j, r, "finished") if r.status == 200 else [f"status {r.status} {summarize(r)}"]
    if r.status == 200 and any(v != sync_verdict(port, RAGE) for v in j["verdicts"][:1]):
        f.append("verdicts differ")
    record("F5", "jobs", "POST /v1/jobs?wait=30 a batch of 1000 RageTranscripts",
           "200 finished, 1000 verdicts (README: a batch at most 1000)", f"{summarize(r)} in {time.monotonic() - t0:.1f}s", f)

    # ---------------------------------------------------------------- F6 wait on a finished job answers at once
    t0 = time.monotonic()
    g = request(port, "GET", f"/v1/jobs/{j.get('id')}?wait=30")
    el = time.monotonic() - t0
    record("F6", "jobs", "GET /v1/jobs/{finished id}?wait=30", "200 finished at once (the job has ended)", f"{summarize(g)} in {el:.2f}s",
           ([] if el < 2 else [f"took {el:.1f}s"]) + status_fails(g.json(), g, "finished"))

    # ---------------------------------------------------------------- F7 idle queue: queued, wait runs out
    h = request(idle, "GET", "/v1/health")
    hj = h.json()
    record("F7", "idle", "GET /v1/health on serve --workers 0 (queue audit-api5-idle)",
           "200 Health status no_workers, workers.live 0 (O: health)", summarize(h),
           schema_errors(hj, "Health") + ([] if h.status == 200 and hj.get("status") == "no_workers" and hj["workers"]["live"] == 0 else ["not 200 no_workers"]))
    t0 = time.monotonic()
    r = request(idle, "POST", "/v1/jobs?wait=2", jb(RAGE), JSON)
    el = time.monotonic() - t0
    a = r.json()
    f = ([] if r.status == 202 else [f"status {r.status}"]) + schema_errors(a, "JobAccepted")
    if a.get("status") != "queued":
        f.append(f"status {a.get('status')}")
    if not 1.8 < el < 4:
        f.append(f"answered after {el:.2f}s, expected about 2")
    if r.headers.get("location") != a.get("status_url"):
        f.append("Location != status_url")
    record("F8", "idle", "POST /v1/jobs?wait=2 with no worker", "202 JobAccepted status queued after about 2 s (O: 'If the job has not ended when the wait runs out, the answer is the usual 202')",
           f"{summarize(r)} in {el:.2f}s", f)
    qid = a.get("id")
    t0 = time.monotonic()
    g = request(idle, "GET", f"/v1/jobs/{qid}?wait=1.5")
    el = time.monotonic() - t0
    gj = g.json()
    f = status_fails(gj, g, "queued") + ([] if 1.3 < el < 3.5 else [f"answered after {el:.2f}s"])
    if gj.get("enqueued_at") is None:
        f.append("enqueued_at null for a queued job")
    record("F9", "idle", "GET /v1/jobs/{queued id}?wait=1.5", "200 JobStatus queued, started_at/ended_at null, after about 1.5 s (O: getJob wait)", f"{summarize(g)} in {el:.2f}s", f)
    # queued job's count
    record("F10", "idle", "GET /v1/jobs/{queued id}: count", "count 1 (JobStatus.count)", str(gj.get("count")), [] if gj.get("count") == 1 else ["count not 1"])
    # the queue length in health
    h = request(idle, "GET", "/v1/health").json()
    record("F11", "idle", "GET /v1/health after queueing jobs with no worker", "queue.length >= 1 (Jobs waiting: the one queued above)", json.dumps(h.get("queue")),
           [] if (h["queue"]["length"] or 0) >= 1 else ["queue.length does not count the waiting jobs"])
    # the other queue: a job of the idle queue seen through the working API
    g = request(port, "GET", f"/v1/jobs/{qid}")
    record("F12", "idle", "GET /v1/jobs/{id of queue audit-api5-idle} on the API of queue audit-api5 (same Redis db)",
           "docs: queues sharing a Redis 'stay apart by' ARBITER_QUEUE; 404 or the job's status (ambiguous)", summarize(g), [])

    # ---------------------------------------------------------------- F13 at most 24 waiters
    results = []

    def waiter():
        t = time.monotonic()
        rr = request(idle, "GET", f"/v1/jobs/{qid}?wait=4", timeout=30)
        results.append((rr.status, time.monotonic() - t))

    ths = [threading.Thread(target=waiter) for _ in range(30)]
    for t in ths:
        t.start()
    time.sleep(0.5)
    t0 = time.monotonic()
    h = request(idle, "GET", "/v1/health", timeout=30)
    hel = time.monotonic() - t0
    t0 = time.monotonic()
    gg = request(idle, "GET", "/v1/games", timeout=30)
    gel = time.monotonic() - t0
    for t in ths:
        t.join()
    fast = sorted(e for s, e in results if e < 2)
    slow = sorted(e for s, e in results if e >= 2)
    f = []
    if len(slow) > 24:
        f.append(f"{len(slow)} requests waited (at most 24)")
    if len(fast) < 6:
        f.append(f"only {len(fast)} answered at once")
    if hel > 1:
        f.append(f"health took {hel:.2f}s while 30 waits were held")
    if any(s != 200 for s, e in results):
        f.append(f"statuses {sorted(set(s for s, e in results))}")
    record("F13", "idle", "30 concurrent GET /v1/jobs/{queued}?wait=4, then GET /v1/health and /v1/games during them",
           "at most 24 wait; the others answer at once; health always finds a thread (O: Wait)",
           f"{len(slow)} waited, {len(fast)} at once, health {h.status} in {hel:.2f}s, games {gg.status} in {gel:.2f}s", f)

    # ---------------------------------------------------------------- F14.. Redis down
    r = request(down, "POST", "/v1/jobs", jb(RAGE), JSON)
    record("F14", "down", "POST /v1/jobs with Redis down", "503 problem+json queue-unavailable [('', queue_unavailable)] with Retry-After (O: QueueUnavailable)",
           summarize(r) + f" Retry-After={r.headers.get('retry-after')}", problem_fails(r, "/v1/jobs", 503, [("", "queue_unavailable")]))
    r = request(down, "POST", "/v1/jobs?wait=5", jb(RAGE), JSON)
    record("F15", "down", "POST /v1/jobs?wait=5 with Redis down", "503 queue_unavailable at once", summarize(r) + f" in {r.elapsed:.2f}s",
           problem_fails(r, "/v1/jobs", 503, [("", "queue_unavailable")]) + ([] if r.elapsed < 2 else [f"took {r.elapsed:.1f}s"]))
    r = request(down, "GET", "/v1/jobs/abc")
    record("F16", "down", "GET /v1/jobs/abc with Redis down", "503 queue_unavailable (O: getJob 503)", summarize(r), problem_fails(r, "/v1/jobs/abc", 503, [("", "queue_unavailable")]))
    r = request(down, "GET", "/v1/health")
    hj = r.json()
    record("F17", "down", "GET /v1/health with Redis down", "503 application/json Health redis_down, nulls (O: health 503 example)", summarize(r),
           schema_errors(hj, "Health") + ([] if r.status == 503 and hj.get("status") == "redis_down" and r.ctype.startswith("application/json") else ["not 503 redis_down json"]))
    r = request(down, "POST", "/v1/validate", jb(RAGE), JSON)
    record("F18", "down", "POST /v1/validate with Redis down", "200 clean (validate runs in the request; 503 is not among its responses)", summarize(r),
           [] if r.status == 200 and r.json().get("status") == "clean" else [f"status {r.status}"])
    r = request(down, "GET", "/v1/games")
    record("F19", "down", "GET /v1/games with Redis down", "200 GameList", summarize(r), [] if r.status == 200 else [f"status {r.status}"])
    r = request(down, "POST", "/v1/jobs", b"{", JSON)
    record("F20", "down", "POST /v1/jobs malformed body with Redis down", "400 bad_json (input checked before queueing) or 503; docs do not order", summarize(r),
           [] if r.status in (400, 503) else [f"status {r.status}"])
    r = request(down, "GET", "/v1/jobs/abc?wait=31")
    record("F21", "down", "GET /v1/jobs/abc?wait=31 with Redis down", "400 bad_parameter or 503", summarize(r), [] if r.status in (400, 503) else [f"status {r.status}"])

    # ---------------------------------------------------------------- F22 a failed job: its body deleted before a worker takes it
    r = request(idle, "POST", "/v1/jobs", jb(RAGE), JSON)
    fid = r.json()["id"]
    redis_cli("del", f"arbiter:body:{fid}")
    subprocess.run([str(Path(sys.executable).parent / "arbiter"), "worker", "--redis-url", "redis://127.0.0.1:6379/5", "--burst", "--name", "audit-api5-burst"],
                   cwd=ROOT, env={**__import__("os").environ, "PYTHONPATH": str(ROOT), "ARBITER_QUEUE": "audit-api5-idle"}, capture_output=True, timeout=120)
    g = request(idle, "GET", f"/v1/jobs/{fid}")
    gj = g.json()
    f = status_fails(gj, g, "failed")
    pr = gj.get("problem") or {}
    if pr.get("type") != "urn:arbiter:problem:job-failed" or [e.get("code") for e in pr.get("errors", [])] != ["job_failed"]:
        f.append(f"problem {pr}")
    ttl = redis_cli("ttl", f"rq:job:{fid}")
    if not ttl.isdigit() or not 600000 < int(ttl) <= 604800:
        f.append(f"rq:job ttl {ttl} (O: failed jobs kept 7 days)")
    hh = request(idle, "GET", "/v1/health").json()
    if (hh["queue"]["failed"] or 0) < 1:
        f.append("health queue.failed does not count it")
    record("F22", "idle", "POST /v1/jobs on the idle queue, delete arbiter:body:<id>, run `arbiter worker --burst` on that queue, GET the job",
           "200 JobStatus failed with problem {type urn:arbiter:problem:job-failed, errors [('', job_failed)]}, kept 7 days; health queue.failed >= 1 (O: getJob failed example)",
           summarize(g) + f" ttl {ttl}", f)

    # ---------------------------------------------------------------- F23-F25 over-limit bodies sent slowly
    def drip(step, pause, limit=160):
        s = socket.create_connection(("127.0.0.1", port))
        s.settimeout(0.05)
        t0, sent, res = time.monotonic(), 0, None
        s.sendall(b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 3000000\r\n\r\n")
        while time.monotonic() - t0 < limit:
            try:
                if step:
                    sent += s.send(b"x" * step)
            except (TimeoutError, socket.timeout):
                pass
            except OSError as e:
                res = (None, time.monotonic() - t0, sent, repr(e))
                break
            try:
                c = s.recv(64)
                res = (c[:12], time.monotonic() - t0, sent, "")
                break
            except (TimeoutError, socket.timeout):
                pass
            time.sleep(pause)
        s.close()
        return res or (None, time.monotonic() - t0, sent, "no answer")

    for cid, step, pause, what in (("F23", 20000, 1, "20 000 bytes a second"), ("F24", 2000, 0.5, "about 4 000 bytes a second"),
                                   ("F25", 500, 1, "500 bytes a second"), ("F26", 0, 1, "nothing after the headers")):
        head, el, sent, err = drip(step, pause)
        ok = head is not None and head.startswith(b"HTTP/1.1 413") and el < 6
        record(cid, "size", f"POST /v1/validate, Content-Length 3000000, body sent at {what}",
               "413 within about 5 s (O: 'A body over the size limit is read to its end (up to 32 MiB, for at most 5 s) and dropped before the 413 goes out')",
               f"{head!r} after {el:.1f}s, {sent} bytes sent {err}", [] if ok else [f"413 after {el:.1f}s, not within 5 s"])

    with open(HERE / "flows.jsonl", "w") as fh:
        for row in RESULTS:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]))
