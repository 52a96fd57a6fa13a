"""The service end to end: real HTTP, real Redis, real worker processes.

Every live response is checked against openapi.yaml.
"""

from __future__ import annotations

import copy
import time
from typing import Any

import pytest
import requests
from openapi_check import check_response, component_validator, spec
from service_samples import rage_transcript, with_score

from validator.engine.validate import validate
from workers.queue import FAILURE_TTL, RESULT_TTL, enqueue_batch

JSON = {"Content-Type": "application/json"}


def poll(base: str, status_url: str, timeout: float = 15.0) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while True:
        resp = requests.get(base + status_url, timeout=10)
        body = check_response(resp, "/v1/jobs/{id}", "get")
        assert resp.status_code == 200
        if body["status"] in ("finished", "failed"):
            return body
        assert body["status"] in ("queued", "started")
        if time.monotonic() > deadline:
            pytest.fail(f"job still {body['status']} after {timeout} s")
        time.sleep(0.01)


def submit(base: str, body: Any) -> dict[str, Any]:
    resp = requests.post(base + "/v1/jobs", json=body, timeout=10)
    accepted = check_response(resp, "/v1/jobs", "post")
    assert resp.status_code == 202, accepted
    assert resp.headers["Location"] == accepted["status_url"] == f"/v1/jobs/{accepted['id']}"
    assert accepted["status"] == "queued"
    return accepted


def wrong_score(doc: dict[str, Any]) -> dict[str, Any]:
    out = with_score(doc)
    out["deals"][0]["events"][-1]["points"] += 7
    return out


def unknown_card(doc: dict[str, Any]) -> dict[str, Any]:
    out = copy.deepcopy(doc)
    out["deals"][0]["hands"][1][0] = "R16"
    return out


def test_openapi_document_and_its_examples_are_valid() -> None:
    doc = spec()  # validated by openapi_spec_validator on load
    examples = doc["components"]["examples"]
    component_validator("Transcript").validate(examples["RageTranscript"]["value"])
    for name in ("CleanVerdict", "ViolationsVerdict", "RejectedVerdict"):
        component_validator("Verdict").validate(examples[name]["value"])
    component_validator("JobStatus").validate(examples["JobFinished"]["value"])
    component_validator("Game").validate(examples["RageGame"]["value"])


def test_openapi_verdict_examples_are_what_the_engine_answers() -> None:
    """The documented verdicts are the engine's own for the documented transcript (an API audit found
    them without session.winners): CleanVerdict for RageTranscript, ViolationsVerdict for it with seat 2's
    score written as 0."""
    examples = spec()["components"]["examples"]
    doc = examples["RageTranscript"]["value"]
    assert validate(copy.deepcopy(doc)) == examples["CleanVerdict"]["value"]
    assert examples["JobFinished"]["value"]["verdicts"] == [examples["CleanVerdict"]["value"]]
    wrong = copy.deepcopy(doc)
    (score,) = [e for e in wrong["deals"][0]["events"] if e["type"] == "score" and e["party"] == 2]
    score["points"] = 0
    expected = examples["ViolationsVerdict"]["value"]
    got = validate(wrong)
    assert {k: v for k, v in got.items() if k != "transcript_sha256"} == {
        k: v for k, v in expected.items() if k != "transcript_sha256"
    }


def test_openapi_names_every_rule_option_of_every_game() -> None:
    from validator.engine.games import GAMES

    text = spec()["components"]["schemas"]["Rules"]["description"]
    missing = [
        f"{name}.{o.name}"
        for name, g in GAMES.items()
        for o in g.options.options
        if f"`{o.name}`" not in text
    ]
    assert not missing


def test_openapi_annotation_codes_are_the_engines() -> None:
    """The codes openapi names as examples are the ones the Rage digest lists (and the engine emits)."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    text = spec()["components"]["schemas"]["Annotation"]["properties"]["code"]["description"]
    named = re.findall(r"\b[a-z]+(?:_[a-z0-9]+)+\b|\brevoke\b", text.split("Every game")[0])
    digest = (root / "docs/rules/rage.md").read_text(encoding="utf-8").split("## Annotation codes")[1]
    assert named and [c for c in named if f"`{c}`" not in digest] == []


def test_sample_transcripts_match_the_transcript_schema() -> None:
    v = component_validator("Transcript")
    for seed in range(5):
        doc = with_score(rage_transcript(seed, players=3 + seed % 5, cards=1 + seed % 4))
        v.validate(doc)
        assert validate(doc)["status"] == "clean"


def test_submit_poll_finished_gives_the_engines_verdict(service_url: str) -> None:
    doc = with_score(rage_transcript(11))
    accepted = submit(service_url, doc)
    assert accepted["count"] == 1
    done = poll(service_url, accepted["status_url"])
    assert done["status"] == "finished"
    assert done["count"] == 1
    assert done["verdicts"] == [validate(doc)]
    assert done["verdicts"][0]["status"] == "clean"
    assert done["enqueued_at"] and done["started_at"] and done["ended_at"]


def test_a_batch_is_one_job_with_verdicts_in_order(service_url: str, arbiter_queue: Any) -> None:
    clean = with_score(rage_transcript(21, players=4, cards=2))
    docs = [clean, wrong_score(rage_transcript(22)), unknown_card(rage_transcript(23)), clean]
    accepted = submit(service_url, {"transcripts": docs})
    assert accepted["count"] == 4
    done = poll(service_url, accepted["status_url"])
    assert done["status"] == "finished"
    assert [v["status"] for v in done["verdicts"]] == ["clean", "violations", "rejected", "clean"]
    assert done["verdicts"] == [validate(d) for d in docs]
    assert done["verdicts"][1]["summary"]["by_code"] == {"wrong_score": 1}
    assert done["verdicts"][2]["problems"][0]["pointer"] == "/deals/0/hands/1/0"
    # one RQ job for the whole batch, kept with the TTLs that keep it from being lost; the
    # body rode beside it (claim check), deleted once the verdicts were stored for as long
    from workers.queue import BODY_KEY, VERDICTS_KEY, fetch_job

    conn = arbiter_queue.connection
    job = fetch_job(conn, accepted["id"])
    assert list(job.args) == [BODY_KEY.format(job.id)]
    assert job.result_ttl == RESULT_TTL and job.failure_ttl == FAILURE_TTL
    assert job.func_name == "workers.jobs.validate_stored"
    assert job.return_value()["statuses"] == {"clean": 2, "violations": 1, "rejected": 1}
    assert conn.exists(BODY_KEY.format(job.id)) == 0
    assert 0 < conn.ttl(VERDICTS_KEY.format(job.id)) <= RESULT_TTL


def test_sync_validate_answers_with_the_verdict(live_server: str) -> None:
    cases = {
        "clean": with_score(rage_transcript(31)),
        "violations": wrong_score(rage_transcript(32)),
        "rejected": unknown_card(rage_transcript(33)),
    }
    for status, doc in cases.items():
        resp = requests.post(live_server + "/v1/validate", json=doc, timeout=10)
        body = check_response(resp, "/v1/validate", "post")
        assert resp.status_code == 200
        assert body["status"] == status
        assert body == validate(doc)


def test_unknown_game_name_in_a_transcript_is_a_rejected_verdict(live_server: str) -> None:
    doc = with_score(rage_transcript(34))
    doc["game"] = "whist"
    resp = requests.post(live_server + "/v1/validate", json=doc, timeout=10)
    body = check_response(resp, "/v1/validate", "post")
    assert body["status"] == "rejected"
    assert {"pointer": "/game"}.items() <= body["problems"][0].items()


def test_games_listing_and_one_game(live_server: str) -> None:
    resp = requests.get(live_server + "/v1/games", timeout=10)
    body = check_response(resp, "/v1/games", "get")
    names = [g["name"] for g in body["games"]]
    assert "rage" in names
    rage = body["games"][names.index("rage")]
    opts = {o["name"]: o for o in rage["options"]}
    for flag in ("plus_minus_one", "hidden_bid", "secret_bid", "durch"):
        assert opts[flag]["default"] is False
        assert opts[flag]["allowed"] == [False, True]
    assert any(p["name"] == "standard" for p in rage["presets"])
    assert rage["deck"]["size"] == 112
    assert set(body["unsupported"]).isdisjoint(names)

    resp = requests.get(live_server + "/v1/games/rage", timeout=10)
    assert check_response(resp, "/v1/games/{name}", "get") == rage

    resp = requests.get(live_server + "/v1/games/whist", timeout=10)
    problem = check_response(resp, "/v1/games/{name}", "get")
    assert resp.status_code == 404 and "rage" in problem["detail"]


def test_health_reports_redis_and_live_workers(service_url: str, arbiter_queue: Any) -> None:
    resp = requests.get(service_url + "/v1/health", timeout=10)
    body = check_response(resp, "/v1/health", "get")
    assert resp.status_code == 200
    assert body["status"] == "ok"
    assert body["redis"]["up"] is True
    assert body["workers"]["live"] >= 1
    assert body["queue"]["name"] == arbiter_queue.name


def test_health_and_submit_when_redis_is_down() -> None:
    from conftest import serve_app

    from validator.http import create_app

    app = create_app("redis://127.0.0.1:1/0", queue_name="arbiter-test-nowhere")
    with serve_app(app) as base:
        resp = requests.get(base + "/v1/health", timeout=10)
        body = check_response(resp, "/v1/health", "get")
        assert resp.status_code == 503 and body["redis"]["up"] is False and body["status"] == "redis_down"

        resp = requests.post(base + "/v1/jobs", json=rage_transcript(41), timeout=10)
        problem = check_response(resp, "/v1/jobs", "post")
        assert resp.status_code == 503 and problem["errors"]

        resp = requests.get(base + "/v1/jobs/abc", timeout=10)
        check_response(resp, "/v1/jobs/{id}", "get")
        assert resp.status_code == 503


def test_a_job_whose_function_fails_comes_back_failed_with_a_problem(
    service_url: str, arbiter_queue: Any
) -> None:
    job = enqueue_batch(arbiter_queue, [rage_transcript(51)], function="service_jobs.explode")
    done = poll(service_url, f"/v1/jobs/{job.id}")
    assert done["status"] == "failed"
    assert "verdicts" not in done
    problem = done["problem"]
    assert problem["type"] == "urn:arbiter:problem:job-failed"
    assert "planted failure in a batch of 1" in problem["detail"]
    assert problem["errors"][0]["pointer"] == ""


def test_unknown_job_is_404(live_server: str) -> None:
    for job_id in ("00000000-0000-0000-0000-000000000000", "no such job", "x" * 300):
        resp = requests.get(live_server + "/v1/jobs/" + requests.utils.quote(job_id), timeout=10)
        problem = check_response(resp, "/v1/jobs/{id}", "get")
        assert resp.status_code == 404
        assert resp.headers["Content-Type"] == "application/problem+json"
        assert problem["errors"]


def test_health_without_workers_is_200_no_workers(redis_url: str, arbiter_queue_name: str) -> None:
    from conftest import serve_app

    from validator.http import create_app

    app = create_app(redis_url, queue_name=arbiter_queue_name + "-idle")
    with serve_app(app) as base:
        resp = requests.get(base + "/v1/health", timeout=10)
        body = check_response(resp, "/v1/health", "get")
        assert resp.status_code == 200
        assert (
            body["status"] == "no_workers" and body["workers"]["live"] == 0 and body["queue"]["length"] == 0
        )


def test_an_internal_error_is_a_logged_500_problem(redis_url: str, caplog: pytest.LogCaptureFixture) -> None:
    """The catch-all handler itself (no input reaches it: the fuzz tests check that)."""
    from validator.http import create_app

    app = create_app(redis_url, queue_name="arbiter-test-unused", testing=True)

    def boom() -> None:
        raise ZeroDivisionError("planted")

    app.add_url_rule("/v1/boom", "boom", boom)
    resp = app.test_client().get("/v1/boom")
    assert resp.status_code == 500
    assert resp.content_type == "application/problem+json"
    assert resp.json["type"] == "urn:arbiter:problem:internal-error"
    assert "bug" in resp.json["detail"] and "planted" not in resp.get_data(as_text=True)
    assert any("internal error on GET /v1/boom" in r.getMessage() for r in caplog.records)


# --- ?wait=: one request instead of polling ------------------------------------------------


def test_post_with_wait_answers_with_the_finished_job(service_url: str) -> None:
    doc = wrong_score(rage_transcript(61))
    resp = requests.post(service_url + "/v1/jobs?wait=15", json=doc, timeout=30)
    body = check_response(resp, "/v1/jobs", "post")
    assert resp.status_code == 200, body
    assert body["status"] == "finished"
    assert body["verdicts"] == [validate(doc)]
    assert body["verdicts"][0]["summary"]["by_code"] == {"wrong_score": 1}
    assert resp.headers["Location"] == f"/v1/jobs/{body['id']}"


def test_get_with_wait_blocks_until_the_job_ends(service_url: str, arbiter_queue: Any) -> None:
    doc = rage_transcript(62)
    job = enqueue_batch(arbiter_queue, [doc], function="service_jobs.nap")
    t0 = time.monotonic()
    resp = requests.get(f"{service_url}/v1/jobs/{job.id}?wait=0.2", timeout=10)
    early = check_response(resp, "/v1/jobs/{id}", "get")
    assert time.monotonic() - t0 < 1.4  # the wait ran out before the job did
    assert resp.status_code == 200 and early["status"] in ("queued", "started")
    resp = requests.get(f"{service_url}/v1/jobs/{job.id}?wait=15", timeout=30)
    done = check_response(resp, "/v1/jobs/{id}", "get")
    assert done["status"] == "finished" and done["verdicts"] == [validate(doc)]


def test_wait_on_a_failing_job_answers_failed(service_url: str, arbiter_queue: Any) -> None:
    job = enqueue_batch(arbiter_queue, [rage_transcript(63)], function="service_jobs.explode")
    resp = requests.get(f"{service_url}/v1/jobs/{job.id}?wait=15", timeout=30)
    done = check_response(resp, "/v1/jobs/{id}", "get")
    assert done["status"] == "failed" and "planted failure" in done["problem"]["detail"]


def test_post_whose_wait_runs_out_is_202_accepted(service_url: str) -> None:
    resp = requests.post(service_url + "/v1/jobs?wait=0", json=rage_transcript(64), timeout=10)
    accepted = check_response(resp, "/v1/jobs", "post")
    assert resp.status_code == 202 and accepted["status"] == "queued"
    assert poll(service_url, accepted["status_url"])["status"] == "finished"


# not a plain decimal number, though Python's float() reads some of them (api4 a2)
@pytest.mark.parametrize("wait", ["abc", "-1", "31", "nan", "inf", "", "1_0", "\uff11", "%202%20", "2%09"])
def test_a_bad_wait_is_a_400_problem_and_queues_nothing(
    live_server: str, arbiter_queue: Any, wait: str
) -> None:
    before = arbiter_queue.count
    resp = requests.post(f"{live_server}/v1/jobs?wait={wait}", json=rage_transcript(65), timeout=10)
    problem = check_response(resp, "/v1/jobs", "post")
    assert resp.status_code == 400
    assert problem["errors"][0]["code"] == "bad_parameter" and "wait" in problem["detail"]
    assert arbiter_queue.count == before
    resp = requests.get(f"{live_server}/v1/jobs/00000000-0000-0000-0000-000000000000?wait={wait}", timeout=10)
    assert resp.status_code == 404  # an unknown job is 404 before its wait is read


def test_verdicts_that_expired_are_404_and_a_lost_body_fails_the_job(
    service_url: str, arbiter_queue: Any
) -> None:
    from workers.queue import BODY_KEY, STORED_FUNCTION, VERDICTS_KEY

    conn = arbiter_queue.connection
    resp = requests.post(service_url + "/v1/jobs?wait=15", json=rage_transcript(66), timeout=30)
    assert resp.status_code == 200
    job_id = resp.json()["id"]
    conn.delete(VERDICTS_KEY.format(job_id))  # as if its TTL ran out before RQ's result's
    resp = requests.get(f"{service_url}/v1/jobs/{job_id}", timeout=10)
    problem = check_response(resp, "/v1/jobs/{id}", "get")
    assert resp.status_code == 404 and "expired" in problem["detail"]

    # a body gone missing (never happens in service): the job fails, it does not hang
    job = arbiter_queue.enqueue_call(STORED_FUNCTION, args=(BODY_KEY.format("never-stored"),))
    done = requests.get(f"{service_url}/v1/jobs/{job.id}?wait=15", timeout=30).json()
    assert done["status"] == "failed" and "request body" in done["problem"]["detail"]


def test_long_polls_beyond_the_cap_answer_at_once_and_health_stays_free(
    live_server: str, redis_url: str, arbiter_queue: Any
) -> None:
    """A ?wait= holds a server thread: at most MAX_WAITERS wait at once, so a flood of long polls never
    stalls the health check, and the one past the cap answers at once (the API audit's finding: 32 polls
    held every thread and health answered after the polls)."""
    import threading
    import uuid

    from rq.job import Job

    from validator.http.app import MAX_WAITERS
    from workers.queue import SERIALIZER, connect

    conn = connect(redis_url)
    # a job of this service's queue that no worker will take: created, never put on the queue
    job = Job.create(
        "workers.jobs.validate_batch",
        args=([rage_transcript(65)],),
        connection=conn,
        serializer=SERIALIZER,
        origin=arbiter_queue.name,
        id=f"idle-{uuid.uuid4().hex}",
    )
    job.save()
    try:
        url = f"{live_server}/v1/jobs/{job.id}?wait=4"
        threads = [
            threading.Thread(target=requests.get, args=(url,), kwargs={"timeout": 20})
            for _ in range(MAX_WAITERS)
        ]
        for t in threads:
            t.start()
        time.sleep(1.0)  # every waiter is in
        t0 = time.monotonic()
        over = requests.get(url, timeout=20)
        health = requests.get(f"{live_server}/v1/health", timeout=20)
        elapsed = time.monotonic() - t0
        assert over.status_code == 200 and over.json()["status"] == "queued"
        assert health.status_code in (200, 503)
        assert elapsed < 2.0, elapsed  # neither waited behind the 4-second polls
        for t in threads:
            t.join()
    finally:
        job.delete()
        conn.close()


def test_a_job_of_another_queue_is_not_this_services(live_server: str, redis_url: str) -> None:
    """Services sharing one Redis stay apart by their queue (ARBITER_QUEUE): a job id of another
    queue is a 404 here, not that service's job (the API audit's finding)."""
    import uuid

    from workers.queue import connect, delete_queue, get_queue

    conn = connect(redis_url)
    other = get_queue(conn, f"arbiter-test-other-{uuid.uuid4().hex[:8]}")
    try:
        job = enqueue_batch(other, [rage_transcript(66)])
        resp = requests.get(f"{live_server}/v1/jobs/{job.id}", timeout=10)
        assert resp.status_code == 404
        assert resp.headers["Content-Type"].startswith("application/problem+json")
        assert "another queue" in resp.json()["detail"]
    finally:
        delete_queue(conn, other)


def test_an_empty_game_name_is_the_engines_unknown_game(live_server: str) -> None:
    """Any string is taken as a game name at the HTTP edge; the engine rejects one it lacks, the
    empty name too (a 200 with a rejected verdict, not a 422)."""
    doc = {"format": "trick-transcript/1", "game": "", "players": ["a", "b", "c"], "deals": [{"events": []}]}
    resp = requests.post(f"{live_server}/v1/validate", json=doc, timeout=10)
    assert resp.status_code == 200
    verdict = resp.json()
    assert verdict["status"] == "rejected" and verdict["problems"][0]["code"] == "unknown_game"
