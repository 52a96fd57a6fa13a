"""The checks of audit api5: every one a request, what the docs promise, and a machine check.

Run: python checks.py PORT [--only PREFIX]  -> results.jsonl beside this file.
The service must be `arbiter serve` on PORT (REDIS_URL db 5, ARBITER_QUEUE audit-api5).
"""

from __future__ import annotations

import json
import sys
import time
import uuid
from pathlib import Path

from harness import (
    JSON, ROOT, SPEC, Check, canonical_sha, jb, mutate, request, run, schema_errors, summarize, evaluate,
)

HERE = Path(__file__).resolve().parent
EX = ROOT / "examples"
RAGE = SPEC["components"]["examples"]["RageTranscript"]["value"]
CLEAN_VERDICT = SPEC["components"]["examples"]["CleanVerdict"]["value"]
VIOL_VERDICT = SPEC["components"]["examples"]["ViolationsVerdict"]["value"]
REJ_VERDICT = SPEC["components"]["examples"]["RejectedVerdict"]["value"]
EXAMPLES = sorted(EX.glob("*/*.json"))

CHECKS: list[Check] = []


def add(**kw):
    CHECKS.append(Check(**kw))


def post_doc(cid, group, what, expect, doc, path="/v1/validate", **kw):
    kw.setdefault("headers", JSON)
    add(cid=cid, group=group, what=what, expect=expect, method="POST", path=path, body=jb(doc), doc=doc, **kw)


def env422(cid, what, doc, errors, path="/v1/validate", expect=None):
    post_doc(cid, "envelope", what,
             expect or f"422 problem+json invalid-envelope, errors exactly {errors} (O: InvalidEnvelope; Transcript schema)",
             doc, path=path, status=422, kind="problem", errors=errors)


def rejected(cid, group, what, doc, problems, expect=None, path="/v1/validate"):
    post_doc(cid, group, what,
             expect or f"200 verdict rejected, problems exactly {problems} (O: envelope passes => verdict; F/O pointers)",
             doc, path=path, status=200, kind="json", schema="Verdict", verdict_status="rejected", problems=problems)


def accepted(cid, group, what, a, b, vstatus=None, extra=None, path="/v1/validate"):
    expect, doc = (a, b) if isinstance(a, str) and not isinstance(b, str) else (b, a)
    post_doc(cid, group, what, expect, doc, path=path, status=200, kind="json", schema="Verdict",
             verdict_status=vstatus, extra=extra)


def not_rejected(r, c):
    j = r.json()
    return [] if j.get("status") in ("clean", "violations") else [f"verdict {j.get('status')}: {j.get('problems')}"]


# ------------------------------------------------------------------ service endpoints
def _health_extra(r, c):
    j = r.json()
    f = []
    if j.get("status") != "ok":
        f.append(f"status {j.get('status')} (a worker runs)")
    if (j.get("workers") or {}).get("live", 0) < 1:
        f.append("workers.live < 1")
    if (j.get("queue") or {}).get("name") != "audit-api5":
        f.append(f"queue.name {(j.get('queue') or {}).get('name')!r}, expected audit-api5 (ARBITER_QUEUE)")
    return f


add(cid="H1", group="health", what="GET /v1/health", expect="200 application/json Health, status ok, workers.live >= 1, queue.name = ARBITER_QUEUE (O: /v1/health; R)",
    path="/v1/health", status=200, kind="json", schema="Health", extra=_health_extra)
add(cid="H2", group="health", what="GET /v1/health?wait=abc&x=1 (odd query on a route without parameters)",
    expect="200 Health (no parameters are documented for /v1/health; 400 is not among its responses)",
    path="/v1/health?wait=abc&x=1", status=200, kind="json", schema="Health")
add(cid="H3", group="health", what="HEAD /v1/health", expect="not documented; a 200 with no body is the HTTP norm",
    method="HEAD", path="/v1/health", status={200, 405}, kind=None)


def _games_extra(r, c):
    j = r.json()
    names = [g["name"] for g in j["games"]]
    f = []
    if sorted(names) != sorted(SPEC["components"]["schemas"]["GameName"]["enum"]):
        f.append(f"games {names}")
    for g in j["games"]:
        for o in g["options"]:
            if o["default"] not in o["allowed"]:
                f.append(f"{g['name']}.{o['name']} default {o['default']!r} not in allowed")
        for p in g["presets"]:
            optnames = {o["name"] for o in g["options"]}
            if set(p["values"]) - {"preset"} != optnames:
                f.append(f"{g['name']} preset {p['name']} values {sorted(set(p['values']) ^ optnames)} differ from options")
        if len(set(g["deck"]["cards"])) != len(g["deck"]["cards"]):
            f.append(f"{g['name']} deck has duplicate codes")
    return f


add(cid="G1", group="games", what="GET /v1/games", expect="200 GameList; every game of GameName; each option's default among its allowed values; each preset resolves every option (O: GameList, Game)",
    path="/v1/games", status=200, kind="json", schema="GameList", extra=_games_extra)
for i, g in enumerate(SPEC["components"]["schemas"]["GameName"]["enum"]):
    add(cid=f"G2.{i}", group="games", what=f"GET /v1/games/{g}", expect="200 Game, the same object as its entry in GET /v1/games (O: getGame)",
        path=f"/v1/games/{g}", status=200, kind="json", schema="Game")
add(cid="G3", group="games", what="GET /v1/games/whist", expect="404 problem+json not-found, errors [('', not_found)], detail lists the games (O: NotFound example)",
    path="/v1/games/whist", status=404, kind="problem", errors=[("", "not_found")])
add(cid="G4", group="games", what="GET /v1/games/RAGE (upper case)", expect="game names are enum values (lower case): 404, or 200 if names are case-insensitive (docs silent)",
    path="/v1/games/RAGE", status={404, 200}, kind=None)
add(cid="G5", group="games", what="GET /v1/games/r%C3%A1ge (percent-encoded non-ASCII)", expect="404 problem+json, instance '/v1/games/r%C3%A1ge' (O: instance is the path, percent-encoded)",
    path="/v1/games/r%C3%A1ge", status=404, kind="problem", errors=[("", "not_found")])
add(cid="G6", group="games", what="GET /v1/games/ (trailing slash, empty name)", expect="404 problem+json not_found (no such route), not a redirect",
    path="/v1/games/", status=404, kind="problem")
add(cid="G7", group="games", what="GET /v1/games?preset=x&wait=99", expect="200 GameList (no query parameters documented; unknown ones ignored)",
    path="/v1/games?preset=x&wait=99", status=200, kind="json", schema="GameList")

# ------------------------------------------------------------------ validate: the examples
README_RAGE = {"clean.json": ("clean", {}), "revoke.json": ("violations", {"revoke": 1}), "wrong-score.json": ("violations", {"wrong_score": 1})}
for p in EXAMPLES:
    doc = json.loads(p.read_text())
    rel = p.relative_to(ROOT).as_posix()

    def _ex_extra(r, c, doc=doc, p=p):
        j = r.json()
        f = []
        if j.get("transcript_sha256") != canonical_sha(doc):
            f.append(f"transcript_sha256 {j.get('transcript_sha256')} != canonical sha {canonical_sha(doc)}")
        if j.get("meta") != doc.get("meta", {}) and not (j.get("meta") in ({}, None) and "meta" not in doc):
            f.append("meta not echoed")
        if j.get("game") != doc["game"]:
            f.append("game differs")
        if p.parent.name == "rage":
            st, codes = README_RAGE[p.name]
            if j["status"] != st or j["summary"]["by_code"] != codes:
                f.append(f"README says {st} {codes}; got {j['status']} {j['summary']['by_code']}")
        else:
            if p.name.startswith("clean") and j["status"] != "clean":
                f.append(f"example named clean is {j['status']} {j['summary']['by_code']}")
            if not p.name.startswith("clean") and p.parent.name != "galician-tarok" and j["status"] != "violations":
                f.append(f"example {p.name} is {j['status']}")
        if j["status"] != "rejected" and len(j["deals"]) != len(doc["deals"]):
            f.append("one DealVerdict per deal expected")
        for d in j.get("deals", []):
            for a in d["annotations"]:
                if a["event"] is not None and a["event"] >= len(doc["deals"][a["deal"]]["events"]):
                    f.append(f"annotation event index {a['event']} out of range")
        return f

    accepted(f"V.{p.parent.name}.{p.stem}", "validate-examples", f"POST /v1/validate {rel}",
             "200 Verdict (clean/violations; the README's rage lines for rage), sha256 = canonical JSON of the transcript (O: transcript_sha256), meta echoed",
             doc, extra=_ex_extra)

# the openapi examples, reproduced


def _same_as(expected):
    def f(r, c):
        j = r.json()
        out = []
        for k in expected:
            if j.get(k) != expected[k]:
                out.append(f"{k}: got {json.dumps(j.get(k))[:300]} expected {json.dumps(expected[k])[:300]}")
        if set(j) != set(expected):
            out.append(f"keys {sorted(set(j) ^ set(expected))} differ")
        return out
    return f


accepted("V.oa-clean", "validate-examples", "POST /v1/validate components.examples.RageTranscript",
         "the verdict equals components.examples.CleanVerdict (O: 'The verdict for RageTranscript')", RAGE, extra=_same_as(CLEAN_VERDICT))
_viol = mutate(RAGE, lambda d: d["deals"][0]["events"][8].__setitem__("points", 0))
accepted("V.oa-viol", "validate-examples", "POST /v1/validate RageTranscript with seat 2's score written 0",
         "the verdict equals components.examples.ViolationsVerdict (O: 'The same deal with seat 2's score written as 0')", _viol, extra=_same_as(VIOL_VERDICT))
_rej = mutate(RAGE, lambda d: d["deals"][0].__setitem__("hands", [["Y9"], ["R16"], ["Y9"]]))
rejected("V.oa-rej", "validate-examples", "POST /v1/validate RageTranscript with hands [[Y9],[R16],[Y9]]", _rej,
         [("/deals/0/hands/1/0", "unknown_card"), ("/deals/0/hands/2/0", "duplicate_card")],
         expect="200 rejected with exactly the RejectedVerdict example's two problems (O: RejectedVerdict)")
_batch_ex = SPEC["paths"]["/v1/jobs"]["post"]["requestBody"]["content"]["application/json"]["examples"]["batch"]["value"]
accepted("V.oa-batch-item", "validate-examples", "POST /v1/validate the transcript of the openapi batch example (players Anička.., start.round 10, talon of 3)",
         "a verdict that is not rejected: the spec offers it as a request example", _batch_ex["transcripts"][0], extra=not_rejected)

# ------------------------------------------------------------------ numbers (O: info 'Numbers')
accepted("N1", "numbers", "RageTranscript with dealer 2.0, seat 0.0, bid 1e0, start.round 1e1",
         "200 verdict identical to the integer one (O: 'integer ... 1.0 and 1e0 are the integer 1'), same transcript_sha256 (O: sha 'a whole number written as a double ... read as the integer')",
         mutate(RAGE, lambda d: (d["deals"][0].__setitem__("dealer", 2.0), d["deals"][0]["events"][0].__setitem__("seat", 0.0),
                                 d["deals"][0]["events"][0].__setitem__("bid", 1e0), d["start"].__setitem__("round", 10.0))),
         extra=lambda r, c: [] if r.json().get("transcript_sha256") == CLEAN_VERDICT["transcript_sha256"] and r.json()["status"] == "clean" else [f"status {r.json()['status']} sha {r.json().get('transcript_sha256')}"])
_raw_float = jb(RAGE).replace(b'"dealer": 2', b'"dealer": 2E0').replace(b'"round": 10', b'"round": 1.0e1')
add(cid="N2", group="numbers", what="RageTranscript with dealer written 2E0 and round 1.0e1 (raw)", expect="200 clean, same sha as the example",
    method="POST", path="/v1/validate", body=_raw_float, headers=JSON, status=200, kind="json", schema="Verdict", verdict_status="clean",
    extra=lambda r, c: [] if r.json().get("transcript_sha256") == CLEAN_VERDICT["transcript_sha256"] else ["sha differs"])
rejected("N3", "numbers", "dealer true (JSON boolean)", mutate(RAGE, lambda d: d["deals"][0].__setitem__("dealer", True)),
         [("/deals/0/dealer", "bad_seat")], expect="rejected, a problem at /deals/0/dealer (Seat is an integer; a boolean is not)")
rejected("N4", "numbers", "play seat false", mutate(RAGE, lambda d: d["deals"][0]["events"][3].__setitem__("seat", False)),
         [("/deals/0/events/3/seat", "bad_seat")], expect="rejected, a problem at /deals/0/events/3/seat (Seat integer)")
rejected("N5", "numbers", "Rage bid true", mutate(RAGE, lambda d: d["deals"][0]["events"][0].__setitem__("bid", True)),
         [("/deals/0/events/0/bid", "*")], expect="rejected, a problem at /deals/0/events/0/bid (Rage: an integer 0..cards); code game-specific (TranscriptProblem codes are 'e.g.')")
rejected("N6", "numbers", "start.round true", mutate(RAGE, lambda d: d["start"].__setitem__("round", True)),
         [("/start/round", "*")], expect="rejected at /start/round (Start.round integer 1-10); any code")
rejected("N7", "numbers", "rules plus_minus_one: 1 (a number, not a boolean)", mutate(RAGE, lambda d: d["rules"].__setitem__("plus_minus_one", 1)),
         [("/rules/plus_minus_one", "bad_option_value")], expect="rejected bad_option_value at /rules/plus_minus_one (allowed [false, true]; R: unknown value rejects)")
rejected("N8", "numbers", "rules plus_minus_one: 0", mutate(RAGE, lambda d: d["rules"].__setitem__("plus_minus_one", 0)),
         [("/rules/plus_minus_one", "bad_option_value")], expect="rejected bad_option_value at /rules/plus_minus_one")
rejected("N9", "numbers", "dealer 1.5", mutate(RAGE, lambda d: d["deals"][0].__setitem__("dealer", 1.5)),
         [("/deals/0/dealer", "bad_seat")], expect="rejected at /deals/0/dealer")
rejected("N10", "numbers", "dealer 1e300 (a whole double, far beyond the seats)", mutate(RAGE, lambda d: d["deals"][0].__setitem__("dealer", 1e300)),
         [("/deals/0/dealer", "bad_seat")], expect="rejected bad_seat at /deals/0/dealer; never a 500")
_big = b"1" + b"0" * 299
add(cid="N11", group="numbers", what="dealer an integer of 300 digits", expect="passes the decoder (at most 300 digits); rejected bad_seat at /deals/0/dealer",
    method="POST", path="/v1/validate", body=jb(RAGE).replace(b'"dealer": 2', b'"dealer": ' + _big), headers=JSON, doc=RAGE,
    status=200, kind="json", schema="Verdict", verdict_status="rejected", problems=[("/deals/0/dealer", "bad_seat")])
add(cid="N12", group="numbers", what="dealer an integer of 301 digits", expect="400 problem+json, errors [('', bad_number)] (O: BadRequest)",
    method="POST", path="/v1/validate", body=jb(RAGE).replace(b'"dealer": 2', b'"dealer": ' + _big + b"0"), headers=JSON,
    status=400, kind="problem", errors=[("", "bad_number")])
add(cid="N13", group="numbers", what="dealer -1 followed by 300 digits (-10^300: 301 digits)", expect="400 bad_number",
    method="POST", path="/v1/validate", body=jb(RAGE).replace(b'"dealer": 2', b'"dealer": -' + _big + b"0"), headers=JSON,
    status=400, kind="problem", errors=[("", "bad_number")])
add(cid="N14", group="numbers", what="a score of 1e400", expect="400 bad_number (a number beyond a double)",
    method="POST", path="/v1/validate", body=jb(RAGE).replace(b'"points": 11', b'"points": 1e400'), headers=JSON,
    status=400, kind="problem", errors=[("", "bad_number")])
add(cid="N15", group="numbers", what="a score of -1e400", expect="400 bad_number",
    method="POST", path="/v1/validate", body=jb(RAGE).replace(b'"points": 11', b'"points": -1e400'), headers=JSON,
    status=400, kind="problem", errors=[("", "bad_number")])
add(cid="N16", group="numbers", what="a 301-digit run inside a string (player name '111...1')", expect="200: a string is not a number; the verdict is clean",
    method="POST", path="/v1/validate", body=jb(mutate(RAGE, lambda d: d["players"].__setitem__(0, "1" * 301))), headers=JSON,
    status=200, kind="json", schema="Verdict", verdict_status="clean")
add(cid="N17", group="numbers", what="meta {'x': '1e400'} (an overflowing literal inside a string)", expect="200 clean (a string is not a number)",
    method="POST", path="/v1/validate", body=jb(mutate(RAGE, lambda d: d.__setitem__("meta", {"x": "1e400 " + "9" * 400}))), headers=JSON,
    status=200, kind="json", schema="Verdict", verdict_status="clean")
add(cid="N18", group="numbers", what="meta {'x': 1e-400} (underflows to 0.0, not beyond a double)", expect="200 clean (docs: bad_number is 'beyond a double'; an underflow is within)",
    method="POST", path="/v1/validate", body=jb(RAGE).replace(b'"meta": {', b'"meta": {"u": 1e-400, '), headers=JSON,
    status=200, kind="json", schema="Verdict", verdict_status="clean")
_pay = {"type": "payment", "from": 0, "to": 1, "amount": 1e13}
rejected("N19", "numbers", "Rage payment amount 1e13", mutate(RAGE, lambda d: d["deals"][0]["events"].append(_pay)),
         [("/deals/0/events/9/amount", "bad_value")], expect="rejected bad_value at /deals/0/events/9/amount (O: PaymentEvent amount 'a larger number is bad_value')")
rejected("N20", "numbers", "Rage total points -1e13", mutate(RAGE, lambda d: d["deals"][0]["events"].append({"type": "total", "party": 0, "points": -1e13})),
         [("/deals/0/events/9/points", "bad_value")], expect="rejected bad_value at /deals/0/events/9/points (TotalEvent maximum/minimum 1e12)")
accepted("N21", "numbers", "Rage start.totals [1e308, 1e308, 1e308] with round scores", mutate(RAGE, lambda d: d["start"].__setitem__("totals", [1e308] * 3)),
         "200 with a JSON body (the docs put no bound on start.totals; whatever the verdict, the answer must be JSON: no Infinity)",
         extra=lambda r, c: [] if b"Infinity" not in r.body and b"NaN" not in r.body else ["body holds Infinity/NaN (not JSON)"])
accepted("N22", "numbers", "Rage start.totals [1e300,...] and a total written 1e12", mutate(RAGE, lambda d: (d["start"].__setitem__("totals", [-1.7e308] * 3), d["deals"][0]["events"].append({"type": "total", "party": 0, "points": 1e12}))),
         "200 JSON verdict, no Infinity/NaN in the body", extra=lambda r, c: [] if b"Infinity" not in r.body and b"NaN" not in r.body else ["body holds Infinity/NaN"])
rejected("N23", "numbers", "start.round 11", mutate(RAGE, lambda d: d["start"].__setitem__("round", 11)), [("/start/round", "*")],
         expect="rejected at /start/round (Start.round 1-10); any code")
rejected("N24", "numbers", "start.totals ['0', 0, 0]", mutate(RAGE, lambda d: d["start"].__setitem__("totals", ["0", 0, 0])), [("/start/totals/0", "*")],
         expect="rejected at /start/totals/0 (Start.totals items number)")
rejected("N25", "numbers", "start.totals of 2 for 3 players", mutate(RAGE, lambda d: d["start"].__setitem__("totals", [0, 0])), [("/start/totals", "*")],
         expect="rejected at /start/totals (one integer per seat)")

# ------------------------------------------------------------------ envelope (422)
env422("E1", "body is a JSON array []", [], [("", "bad_type")])
env422("E2", "body is a JSON string", "x", [("", "bad_type")])
env422("E3", "body is JSON null", None, [("", "bad_type")])
env422("E3b", "body is a JSON number 5", 5, [("", "bad_type")])
env422("E4", "body {} (empty object)", {}, [("/format", "missing_field"), ("/game", "missing_field"), ("/players", "missing_field"), ("/deals", "missing_field")])
env422("E5", "top-level unknown field 'colour'", mutate(RAGE, lambda d: d.__setitem__("colour", "red")), [("/colour", "unknown_field")])
env422("E6", "top-level unknown field 'a/b~c' (pointer escaping)", mutate(RAGE, lambda d: d.__setitem__("a/b~c", 1)), [("/a~1b~0c", "unknown_field")],
       expect="422, pointer '/a~1b~0c' (RFC 6901 escaping: ~1 for /, ~0 for ~)")
env422("E7", "top-level unknown field '' (empty name)", mutate(RAGE, lambda d: d.__setitem__("", 1)), [("/", "unknown_field")],
       expect="422, pointer '/' (RFC 6901: the member named '')")
env422("E8", "format 'trick-transcript/2'", mutate(RAGE, lambda d: d.__setitem__("format", "trick-transcript/2")), [("/format", "bad_value")])
env422("E9", "format 1", mutate(RAGE, lambda d: d.__setitem__("format", 1)), [("/format", "bad_type")],
       expect="422 at /format (const trick-transcript/1); code bad_type or bad_value")
env422("E10", "format null", mutate(RAGE, lambda d: d.__setitem__("format", None)), [("/format", "null_value")])
env422("E11", "format missing", mutate(RAGE, lambda d: d.pop("format")), [("/format", "missing_field")])
env422("E12", "game 5", mutate(RAGE, lambda d: d.__setitem__("game", 5)), [("/game", "bad_type")])
env422("E13", "game null", mutate(RAGE, lambda d: d.__setitem__("game", None)), [("/game", "null_value")])
env422("E14", "players 'abc'", mutate(RAGE, lambda d: d.__setitem__("players", "abc")), [("/players", "bad_type")])
env422("E15", "players []", mutate(RAGE, lambda d: d.__setitem__("players", [])), [("/players", "bad_length")])
env422("E16", "players [1, 'P1', null]", mutate(RAGE, lambda d: d.__setitem__("players", [1, "P1", None])), [("/players/0", "bad_type"), ("/players/2", "null_value")],
       expect="422, one error per bad item: /players/0 (bad_type) and /players/2 (null_value or bad_type)")
env422("E17", "deals []", mutate(RAGE, lambda d: d.__setitem__("deals", [])), [("/deals", "bad_length")])
env422("E18", "deals {}", mutate(RAGE, lambda d: d.__setitem__("deals", {})), [("/deals", "bad_type")])
env422("E19", "deals [1, deal, 'x']", mutate(RAGE, lambda d: d.__setitem__("deals", [1, d["deals"][0], "x"])), [("/deals/0", "bad_type"), ("/deals/2", "bad_type")])
env422("E20", "rules []", mutate(RAGE, lambda d: d.__setitem__("rules", [])), [("/rules", "bad_type")])
env422("E21", "start 'x'", mutate(RAGE, lambda d: d.__setitem__("start", "x")), [("/start", "bad_type")])
accepted("E22", "envelope", "rules null, start null, meta null", mutate(RAGE, lambda d: (d.__setitem__("rules", None), d.__setitem__("meta", None))),
         "200 (Rules, Start are [object, null]; meta is free-form)", extra=not_rejected)
accepted("E23", "envelope", "meta a list with nested objects and unknown keys", mutate(RAGE, lambda d: d.__setitem__("meta", [{"colour": 1, "deals": None}, 3])),
         "200, meta echoed unchanged (free-form, never interpreted)", extra=lambda r, c: [] if r.json()["meta"] == [{"colour": 1, "deals": None}, 3] else ["meta not echoed"])
env422("E24", "several problems at once: format 2, game [], players {}, unknown 'x'",
       {"format": 2, "game": [], "players": {}, "deals": [{}], "x": 1},
       [("/format", "bad_type"), ("/game", "bad_type"), ("/players", "bad_type"), ("/x", "unknown_field")],
       expect="422, one error per problem (O: 'with a pointer per problem')")
env422("E25", "a transcript that also has 'transcripts'", mutate(RAGE, lambda d: d.__setitem__("transcripts", [])), [("/transcripts", "unknown_field")],
       expect="422 unknown_field at /transcripts (no other top-level field)")
# batch envelopes (jobs)
env422("B1", "POST /v1/jobs {'transcripts': []}", {"transcripts": []}, [("/transcripts", "bad_length")], path="/v1/jobs",
       expect="422 at /transcripts (Batch minItems 1), code bad_length")
env422("B2", "POST /v1/jobs {'transcripts': [T, {format x}, 2]} (the spec's own example)",
       {"transcripts": [RAGE, {"format": "trick-transcript/1", "game": "rage", "deals": [{}], "colour": 1}, 2]},
       [("/transcripts/1/players", "missing_field"), ("/transcripts/1/colour", "unknown_field"), ("/transcripts/2", "bad_type")], path="/v1/jobs",
       expect="422 exactly the InvalidEnvelope example: /transcripts/1/players missing_field, /transcripts/1/colour unknown_field, /transcripts/2 bad_type")
env422("B3", "POST /v1/jobs {'transcripts': [T], 'x': 1}", {"transcripts": [RAGE], "x": 1}, [("/x", "unknown_field")], path="/v1/jobs",
       expect="422 unknown_field at /x (Batch additionalProperties false)")
env422("B4", "POST /v1/jobs {'transcripts': {}}", {"transcripts": {}}, [("/transcripts", "bad_type")], path="/v1/jobs")
env422("B5", "POST /v1/jobs with 1001 transcripts", {"transcripts": [RAGE] * 1001}, [("/transcripts", "too_many")], path="/v1/jobs",
       expect="422 at /transcripts (maxItems 1000; README 'a batch at most 1000'), code too_many")
env422("B6", "POST /v1/validate with a batch body", {"transcripts": [RAGE]}, [("/transcripts", "unknown_field"), ("/format", "missing_field"), ("/game", "missing_field"), ("/players", "missing_field"), ("/deals", "missing_field")],
       expect="422: /v1/validate takes one Transcript (its requestBody is Transcript); errors for the missing transcript fields and /transcripts")
env422("B7", "POST /v1/jobs {'transcripts': null}", {"transcripts": None}, [("/transcripts", "null_value")], path="/v1/jobs")
env422("B8", "POST /v1/jobs {'transcripts': [T, T with players []]}", {"transcripts": [RAGE, mutate(RAGE, lambda d: d.__setitem__("players", []))]},
       [("/transcripts/1/players", "bad_length")], path="/v1/jobs")

# ------------------------------------------------------------------ engine-level problems (200 rejected)
rejected("R1", "engine", "game 'whist'", mutate(RAGE, lambda d: d.__setitem__("game", "whist")), [("/game", "unknown_game")],
         expect="200 rejected, unknown_game at /game (O: Transcript.game)")
rejected("R2", "engine", "game 'Rage' (capitalised)", mutate(RAGE, lambda d: d.__setitem__("game", "Rage")), [("/game", "unknown_game")],
         expect="200 rejected unknown_game at /game (GameName enum is lower case)")
rejected("R3", "engine", "rules {'bogus': true}", mutate(RAGE, lambda d: d["rules"].__setitem__("bogus", True)), [("/rules/bogus", "unknown_option")],
         expect="200 rejected unknown_option at /rules/bogus, message lists valid options (R: 'An unknown option or value rejects ... pointer to it and the list of valid ones')")
rejected("R4", "engine", "rules {'plus_minus_one': 'yes'}", mutate(RAGE, lambda d: d["rules"].__setitem__("plus_minus_one", "yes")), [("/rules/plus_minus_one", "bad_option_value")],
         expect="200 rejected bad_option_value at /rules/plus_minus_one")
rejected("R5", "engine", "rules {'preset': 'nope'}", mutate(RAGE, lambda d: d["rules"].__setitem__("preset", "nope")), [("/rules/preset", "unknown_preset")])
rejected("R6", "engine", "rules {'preset': 5}", mutate(RAGE, lambda d: d["rules"].__setitem__("preset", 5)), [("/rules/preset", "unknown_preset")],
         expect="200 rejected at /rules/preset (preset: string); code unknown_preset or bad_value")
rejected("R7", "engine", "rules {'a/b': 1}", mutate(RAGE, lambda d: d["rules"].__setitem__("a/b", 1)), [("/rules/a~1b", "unknown_option")],
         expect="200 rejected unknown_option at /rules/a~1b (RFC 6901)")
rejected("R8", "engine", "deal unknown field /deals/0/colour", mutate(RAGE, lambda d: d["deals"][0].__setitem__("colour", 1)), [("/deals/0/colour", "unknown_field")],
         expect="200 rejected unknown_field at /deals/0/colour (Deal additionalProperties false)")
rejected("R9", "engine", "event unknown field /deals/0/events/3/colour", mutate(RAGE, lambda d: d["deals"][0]["events"][3].__setitem__("colour", 1)), [("/deals/0/events/3/colour", "unknown_field")],
         expect="200 rejected unknown_field at /deals/0/events/3/colour (O: Event 'unknown fields reject the transcript')")
rejected("R10", "engine", "event unknown type 'shuffle'", mutate(RAGE, lambda d: d["deals"][0]["events"].insert(0, {"type": "shuffle", "seat": 0})), [("/deals/0/events/0/type", "unknown_event_type")])
rejected("R11", "engine", "event without type", mutate(RAGE, lambda d: d["deals"][0]["events"][3].pop("type")), [("/deals/0/events/3/type", "missing_field")],
         expect="200 rejected at /deals/0/events/3/type; code missing_field as for a missing dealer/hands/events (R12-R14)")
rejected("R12", "engine", "deal without dealer", mutate(RAGE, lambda d: d["deals"][0].pop("dealer")), [("/deals/0/dealer", "missing_field")])
rejected("R13", "engine", "deal without hands", mutate(RAGE, lambda d: d["deals"][0].pop("hands")), [("/deals/0/hands", "missing_field")])
rejected("R14", "engine", "deal without events", mutate(RAGE, lambda d: d["deals"][0].pop("events")), [("/deals/0/events", "missing_field")])
rejected("R15", "engine", "dealer '2' (a string)", mutate(RAGE, lambda d: d["deals"][0].__setitem__("dealer", "2")), [("/deals/0/dealer", "bad_seat")])
rejected("R16", "engine", "dealer 3 with 3 players", mutate(RAGE, lambda d: d["deals"][0].__setitem__("dealer", 3)), [("/deals/0/dealer", "bad_seat")])
rejected("R17", "engine", "dealer -1", mutate(RAGE, lambda d: d["deals"][0].__setitem__("dealer", -1)), [("/deals/0/dealer", "bad_seat")])
rejected("R18", "engine", "hands 'x'", mutate(RAGE, lambda d: d["deals"][0].__setitem__("hands", "x")), [("/deals/0/hands", "bad_hands")])
rejected("R19", "engine", "two hands for three players", mutate(RAGE, lambda d: d["deals"][0]["hands"].pop()), [("/deals/0/hands", "bad_hands")])
rejected("R20", "engine", "hand of 2 cards in round 10 (1 card each)", mutate(RAGE, lambda d: d["deals"][0]["hands"][0].append("G1")), [("/deals/0/hands/0", "bad_hand_size")],
         expect="200 rejected bad_hand_size at /deals/0/hands/0 (round 10 deals 1 card)")
rejected("R21", "engine", "a card dealt twice: hands [[Y9],[CHANGE],[Y9]]", mutate(RAGE, lambda d: d["deals"][0].__setitem__("hands", [["Y9"], ["CHANGE"], ["Y9"]])), [("/deals/0/hands/2/0", "duplicate_card")],
         expect="200 rejected duplicate_card at /deals/0/hands/2/0 (the second copy, as RejectedVerdict)")
rejected("R22", "engine", "the talon repeats a hand's card (talon[1] = Y9)", mutate(RAGE, lambda d: d["deals"][0]["talon"].__setitem__(1, "Y9")), [("/deals/0/talon/1", "duplicate_card")])
rejected("R23", "engine", "a card 5 (number) in a hand", mutate(RAGE, lambda d: d["deals"][0]["hands"][0].__setitem__(0, 5)), [("/deals/0/hands/0/0", "unknown_card")],
         expect="200 rejected at /deals/0/hands/0/0 (CardCode is a string); code unknown_card or bad_value")
rejected("R24", "engine", "a play of card 'R16'", mutate(RAGE, lambda d: d["deals"][0]["events"][3].__setitem__("card", "R16")), [("/deals/0/events/3/card", "unknown_card")])
rejected("R25", "engine", "event note 5 (not a string)", mutate(RAGE, lambda d: d["deals"][0]["events"][0].__setitem__("note", 5)), [("/deals/0/events/0/note", "bad_value")],
         expect="200 rejected at /deals/0/events/0/note (EventCommon note: string)")
rejected("R26", "engine", "event t 5 (not a string)", mutate(RAGE, lambda d: d["deals"][0]["events"][0].__setitem__("t", 5)), [("/deals/0/events/0/t", "bad_value")],
         expect="200 rejected at /deals/0/events/0/t (EventCommon t: string)")
accepted("R27", "engine", "every event with t and note strings", mutate(RAGE, lambda d: [e.update(t="2026-11-20T19:00:00Z", note="n") for e in d["deals"][0]["events"]]),
         "200 clean (t and note optional on every event)", vstatus="clean")
rejected("R28", "engine", "players 2 for Rage (3-8)", mutate(RAGE, lambda d: (d.__setitem__("players", ["A", "B"]), d["deals"][0].__setitem__("hands", [["Y9"], ["P14"]]))), [("/players", "bad_player_count"), ("/deals/0/dealer", "bad_seat"), ("/deals/0/events/2/seat", "bad_seat"), ("/deals/0/events/5/seat", "bad_seat"), ("/deals/0/events/8/party", "bad_party")],
         expect="200 rejected bad_player_count at /players, and every seat 2 reference (dealer, bid, play, score) at its own pointer")
rejected("R29", "engine", "play seat 7", mutate(RAGE, lambda d: d["deals"][0]["events"][3].__setitem__("seat", 7)), [("/deals/0/events/3/seat", "bad_seat")])
rejected("R30", "engine", "score party 'team5'", mutate(RAGE, lambda d: d["deals"][0]["events"][6].__setitem__("party", "team5")), [("/deals/0/events/6/party", "bad_party")])
rejected("R31", "engine", "start unknown member 'colour' (Rage)", mutate(RAGE, lambda d: d["start"].__setitem__("colour", 1)), [("/start/colour", "unknown_field")],
         expect="(c) Start additionalProperties true in openapi, but per-game members are listed; I expect unknown_field at /start/colour")
rejected("R32", "engine", "Ulti bid with unknown member /deals/0/events/1/bid/colour",
         mutate(json.loads((EX / "ulti/clean-trump.json").read_text()), lambda d: d["deals"][0]["events"][1]["bid"].__setitem__("colour", 1)),
         [("/deals/0/events/1/bid/colour", "unknown_field")], expect="200 rejected unknown_field at /deals/0/events/1/bid/colour (UltiBid additionalProperties false)")
rejected("R33", "engine", "Danish declare item with unknown member", mutate(json.loads((EX / "danish-tarok/clean.json").read_text()),
         lambda d: d["deals"][0]["events"][9]["items"].append({"kind": "trumps", "count": 11, "colour": 1})),
         [("/deals/0/events/9/items/0/colour", "unknown_field")], expect="200 rejected unknown_field at /deals/0/events/9/items/0/colour (DeclareItem Danish trumps additionalProperties false)")
rejected("R34", "engine", "Ulti rules max_contra_level true", mutate(json.loads((EX / "ulti/clean-trump.json").read_text()), lambda d: d["rules"].__setitem__("max_contra_level", True)),
         [("/rules/max_contra_level", "bad_option_value")])
rejected("R35", "engine", "Galician rules pool_stake true (allowed 0,1,2,5,10,20)", mutate(json.loads((EX / "galician-tarok/wrong-payment.json").read_text()), lambda d: d.__setitem__("rules", {"pool_stake": True})),
         [("/rules/pool_stake", "bad_option_value")], expect="200 rejected bad_option_value at /rules/pool_stake (true is not one of the allowed numbers)")
rejected("R36", "engine", "Galician rules pool 0 (allowed false,true)", mutate(json.loads((EX / "galician-tarok/wrong-payment.json").read_text()), lambda d: d.__setitem__("rules", {"pool": 0})),
         [("/rules/pool", "bad_option_value")])
accepted("R37", "engine", "Galician rules pool_stake 10.0 (a whole double)", mutate(json.loads((EX / "galician-tarok/wrong-payment.json").read_text()), lambda d: d.__setitem__("rules", {"pool_stake": 10.0})),
         "200 not rejected, rules.pool_stake 10 (O: Numbers, 'a rule option that passed through a double is read as the whole number')",
         extra=lambda r, c: not_rejected(r, c) + ([] if r.json().get("rules", {}) and r.json()["rules"].get("pool_stake") == 10 else ["pool_stake not 10"]))
rejected("R38", "engine", "Ulti rules durchmarsch_points '6' (string)", mutate(json.loads((EX / "ulti/clean-trump.json").read_text()), lambda d: d["rules"].__setitem__("durchmarsch_points", "6")),
         [("/rules/durchmarsch_points", "bad_option_value")])
rejected("R39", "engine", "the Rage stock left out with hands recorded", mutate(RAGE, lambda d: d["deals"][0].pop("talon")), [("/deals/0/talon", "*")],
         expect="200 rejected at /deals/0/talon (O: talon 'Required for games that have one (Rage) when the hands are recorded')")
rejected("R40", "engine", "a hand card 'y9 ' (trailing space)", mutate(RAGE, lambda d: d["deals"][0]["hands"][0].__setitem__(0, "Y9 ")), [("/deals/0/hands/0/0", "unknown_card")])
accepted("R41", "engine", "cards in lower case and value-first ('9y', 'change', 'p14')",
         mutate(RAGE, lambda d: (d["deals"][0].__setitem__("hands", [["9y"], ["change"], ["p14"]]), [e.__setitem__("card", {"Y9": "9y", "CHANGE": "change", "P14": "p14"}[e["card"]]) for e in d["deals"][0]["events"] if e["type"] == "play"])),
         "200 clean (case-insensitive, value-first accepted), annotations/computed as the example", vstatus="clean")
rejected("R42", "engine", "deals [{}] (an empty deal object)", mutate(RAGE, lambda d: d.__setitem__("deals", [{}])),
         [("/deals/0/dealer", "missing_field"), ("/deals/0/hands", "missing_field"), ("/deals/0/events", "missing_field")])
rejected("R43", "engine", "event that is not an object (5)", mutate(RAGE, lambda d: d["deals"][0]["events"].__setitem__(3, 5)), [("/deals/0/events/3", "*")], expect="200 rejected at /deals/0/events/3 (any code; not_an_object is the documented e.g.)")
rejected("R44", "engine", "play WILD with named 'X'", mutate(RAGE, lambda d: (d["deals"][0]["hands"].__setitem__(0, ["WILD"]), d["deals"][0]["events"][3].update(card="WILD", named="X"))),
         [("/deals/0/events/3/named", "bad_value")])
rejected("R45", "engine", "a players' name that is not unique? players ['P', 'P', 'P']", mutate(RAGE, lambda d: d.__setitem__("players", ["P", "P", "P"])), [],
         expect="docs silent on duplicate names: either clean or rejected at /players (recorded only)")
CHECKS[-1].verdict_status = None
CHECKS[-1].problems = None

# ------------------------------------------------------------------ malformed / encoding (400)
BAD = [
    ("M1", "body '{'", b"{", "bad_json"),
    ("M2", "body with trailing comma {\"a\":1,}", b'{"a":1,}', "bad_json"),
    ("M3", "body NaN inside: {\"format\": NaN}", b'{"format": NaN}', "bad_json"),
    ("M4", "body Infinity: [Infinity]", b"[Infinity]", "bad_json"),
    ("M5", "single-quoted keys", b"{'format': 1}", "bad_json"),
    ("M6", "two JSON values '{} {}'", b"{} {}", "bad_json"),
    ("M7", "empty body (Content-Length 0)", b"", "bad_json"),
    ("M8", "whitespace-only body", b" \r\n\t ", "bad_json"),
    ("M9", "byte 0xff inside a string", jb(RAGE).replace(b"P0", b"P\xff"), "bad_encoding"),
    ("M10", "Latin-1 encoded name 'Ani\\xe8ka'", jb(RAGE).replace(b"P0", b"Ani\xe8ka"), "bad_encoding"),
    ("M11", "overlong UTF-8 '\\xc0\\xaf'", jb(RAGE).replace(b"P0", b"P\xc0\xaf"), "bad_encoding"),
    ("M12", "UTF-8-encoded surrogate '\\xed\\xa0\\x80'", jb(RAGE).replace(b"P0", b"P\xed\xa0\x80"), "bad_encoding"),
    ("M13", "lone surrogate escape \\ud800 in a name", jb(RAGE).replace(b"P0", b"P\\ud800"), "bad_encoding", "/players/0"),
    ("M14", "reversed surrogate pair \\udc00\\ud800", jb(RAGE).replace(b"P0", b"\\udc00\\ud800"), "bad_encoding", "/players/0"),
    ("M15", "lone surrogate escape as an object key", jb(RAGE).replace(b'"meta": {', b'"meta": {"\\udfff": 1, '), "bad_encoding", "/meta"),
    ("M16", "UTF-16LE body with BOM", b"\xff\xfe" + jb(RAGE).decode().encode("utf-16-le"), "bad_encoding"),
    ("M17", "a raw control character (0x01) inside a string", jb(RAGE).replace(b"P0", b"P\x01"), "bad_json"),
    ("M18", "truncated body (half of a valid transcript)", jb(RAGE)[: len(jb(RAGE)) // 2], "bad_json"),
    ("M19", "two UTF-8 BOMs", b"\xef\xbb\xbf\xef\xbb\xbf" + jb(RAGE), "bad_json"),
    ("M20", "NUL byte after the JSON", jb(RAGE) + b"\x00", "bad_json"),
]
for cid, what, body, code, *ptr in BAD:
    ptr = ptr[0] if ptr else ""
    add(cid=cid, group="malformed", what=f"POST /v1/validate {what}", expect=f"400 problem+json, errors [({ptr!r}, {code})] (O: BadRequest / MalformedJson; the pointer of a lone surrogate is not fixed by the docs: '' or the string's)",
        method="POST", path="/v1/validate", body=body, headers=JSON, status=400, kind="problem", errors=[(ptr, code)])
add(cid="M21", group="malformed", what="POST /v1/jobs body '{'", expect="400 problem+json malformed-json, [('', bad_json)]",
    method="POST", path="/v1/jobs", body=b"{", headers=JSON, status=400, kind="problem", errors=[("", "bad_json")])
add(cid="M22", group="malformed", what="POST /v1/jobs lone surrogate \\ud800", expect="400 [('', bad_encoding)]",
    method="POST", path="/v1/jobs", body=jb(RAGE).replace(b"P0", b"\\ud800"), headers=JSON, status=400, kind="problem", errors=[("/players/0", "bad_encoding")])
add(cid="M23", group="malformed", what="POST /v1/jobs 301-digit integer", expect="400 [('', bad_number)]",
    method="POST", path="/v1/jobs", body=jb(RAGE).replace(b'"dealer": 2', b'"dealer": ' + _big + b"0"), headers=JSON, status=400, kind="problem", errors=[("", "bad_number")])
_escaped = mutate(RAGE, lambda d: d["players"].__setitem__(0, "back\\ud800slash"))
add(cid="M24", group="malformed", what="a name holding the text \\ud800 with its backslash escaped ('back\\\\ud800slash')",
    expect="200 clean: an escaped backslash is not a surrogate escape", method="POST", path="/v1/validate", body=jb(_escaped), headers=JSON, doc=_escaped,
    status=200, kind="json", schema="Verdict", verdict_status="clean")
_pair = mutate(RAGE, lambda d: d["players"].__setitem__(0, "😀"))
add(cid="M25", group="malformed", what="a valid surrogate pair escape \\ud83d\\ude00 in a name", expect="200 clean",
    method="POST", path="/v1/validate", body=jb(RAGE).replace(b'"P0"', b'"\\ud83d\\ude00"'), headers=JSON, doc=_pair,
    status=200, kind="json", schema="Verdict", verdict_status="clean", extra=lambda r, c: [] if r.json()["transcript_sha256"] == canonical_sha(_pair) else ["sha differs from canonical"])
add(cid="M26", group="malformed", what="a UTF-8 BOM before the JSON", expect="200 clean, same sha as without (O: 'A UTF-8 byte order mark before the JSON is ignored')",
    method="POST", path="/v1/validate", body=b"\xef\xbb\xbf" + jb(RAGE), headers=JSON, status=200, kind="json", schema="Verdict", verdict_status="clean",
    extra=lambda r, c: [] if r.json()["transcript_sha256"] == CLEAN_VERDICT["transcript_sha256"] else ["sha differs"])
add(cid="M27", group="malformed", what="duplicate key 'game' ('ulti' then 'rage')", expect="docs silent (RFC 8259: names SHOULD be unique); any 200/400/422, never 500",
    method="POST", path="/v1/validate", body=jb(RAGE).replace(b'"game": "rage"', b'"game": "ulti", "game": "rage"'), headers=JSON, status={200, 400, 422}, kind=None)

# ------------------------------------------------------------------ depth
def nest(n, inner=b"1"):
    return b"[" * n + inner + b"]" * n


# body {"meta": [[...]]...}: depth = 1 (object) + n
def with_meta_depth(n):
    return jb(RAGE).replace(b'"meta": {"source": "tests/service_samples.py seed 7"}', b'"meta": ' + nest(n))


add(cid="D1", group="depth", what="meta nested 63 arrays deep (64 levels with the body object)", expect="200 (not more than 64 levels)",
    method="POST", path="/v1/validate", body=with_meta_depth(63), headers=JSON, status=200, kind="json", schema="Verdict", verdict_status="clean")
add(cid="D2", group="depth", what="meta nested 64 arrays deep (65 levels)", expect="422 too_deep (O: 'JSON nested more than 64 levels deep is refused the same way'), type too-deep",
    method="POST", path="/v1/validate", body=with_meta_depth(64), headers=JSON, status=422, kind="problem",
    extra=lambda r, c: [] if [e["code"] for e in r.json()["errors"]] == ["too_deep"] else ["codes not [too_deep]"])
add(cid="D3", group="depth", what="body of 99000 nested arrays (198 000 bytes)", expect="422 too_deep, never 500/recursion error",
    method="POST", path="/v1/validate", body=nest(99000), headers=JSON, status=422, kind="problem",
    extra=lambda r, c: [] if [e["code"] for e in r.json()["errors"]] == ["too_deep"] else ["codes not [too_deep]"])
add(cid="D4", group="depth", what="a player name of 100 '[' characters (brackets inside a string)", expect="200 clean: brackets in a string do not nest",
    method="POST", path="/v1/validate", body=jb(mutate(RAGE, lambda d: d["players"].__setitem__(0, "[" * 100))), headers=JSON, status=200, kind="json", verdict_status="clean")
add(cid="D5", group="depth", what="a name '\\\"' followed by 100 '{' (escaped quote then braces inside the string)", expect="200 clean",
    method="POST", path="/v1/validate", body=jb(mutate(RAGE, lambda d: d["players"].__setitem__(0, '\\"' + "{" * 100))), headers=JSON, status=200, kind="json", verdict_status="clean")
add(cid="D6", group="depth", what="a name ending in a backslash 'x\\\\' then meta 63 deep", expect="200 clean (the \\\\ escape ends the string correctly)",
    method="POST", path="/v1/validate", body=with_meta_depth(63).replace(b'"P0"', b'"x\\\\"'), headers=JSON, status=200, kind="json", verdict_status="clean")
add(cid="D7", group="depth", what="POST /v1/jobs batch nested 70 deep in a transcript's meta", expect="422 too_deep (pointer into the body)",
    method="POST", path="/v1/jobs", body=b'{"transcripts": [' + with_meta_depth(70) + b"]}", headers=JSON, status=422, kind="problem",
    extra=lambda r, c: [] if [e["code"] for e in r.json()["errors"]] == ["too_deep"] else ["codes not [too_deep]"])
add(cid="D8", group="depth", what="malformed and too deep: 100 '[' and nothing else", expect="400 bad_json (not JSON) or 422 too_deep; docs do not order them",
    method="POST", path="/v1/validate", body=b"[" * 100, headers=JSON, status={400, 422}, kind="problem")

# ------------------------------------------------------------------ media type, encoding
CT = [
    ("C1", "Content-Type text/plain", {"Content-Type": "text/plain"}, 415, "unsupported_media_type"),
    ("C2", "no Content-Type", {}, 415, "unsupported_media_type"),
    ("C3", "application/x-www-form-urlencoded (curl -d default)", {"Content-Type": "application/x-www-form-urlencoded"}, 415, "unsupported_media_type"),
    ("C4", "application/jsonx", {"Content-Type": "application/jsonx"}, 415, "unsupported_media_type"),
    ("C5", "application/json; charset=utf-8", {"Content-Type": "application/json; charset=utf-8"}, 200, None),
    ("C6", "application/vnd.arbiter+json", {"Content-Type": "application/vnd.arbiter+json"}, 200, None),
    ("C7", "APPLICATION/JSON (media types are case-insensitive, RFC 9110 8.3.1)", {"Content-Type": "APPLICATION/JSON"}, 200, None),
    ("C8", "Content-Encoding gzip (uncompressed body)", {"Content-Type": "application/json", "Content-Encoding": "gzip"}, 415, "unsupported_encoding"),
    ("C9", "Content-Encoding identity", {"Content-Type": "application/json", "Content-Encoding": "identity"}, 200, None),
    ("C10", "Content-Encoding IDENTITY (codings are case-insensitive)", {"Content-Type": "application/json", "Content-Encoding": "IDENTITY"}, 200, None),
    ("C11", "multipart/form-data", {"Content-Type": "multipart/form-data; boundary=x"}, 415, "unsupported_media_type"),
    ("C12", "application/problem+json (a +json type)", {"Content-Type": "application/problem+json"}, 200, None),
    ("C13", "text/json", {"Content-Type": "text/json"}, 415, "unsupported_media_type"),
    ("C14", "Content-Encoding 'gzip, identity'", {"Content-Type": "application/json", "Content-Encoding": "gzip, identity"}, 415, "unsupported_encoding"),
    ("C15", "Content-Type ' application/json ' with spaces", {"Content-Type": " application/json "}, 200, None),
]
for cid, what, h, st, code in CT:
    if code:
        add(cid=cid, group="media", what=f"POST /v1/validate RageTranscript, {what}", expect=f"{st} problem+json [('', {code})] (O: UnsupportedMediaType)",
            method="POST", path="/v1/validate", body=jb(RAGE), headers=h, status=st, kind="problem", errors=[("", code)])
    else:
        add(cid=cid, group="media", what=f"POST /v1/validate RageTranscript, {what}", expect="200 clean verdict (O: application/json or application/*+json; identity allowed)",
            method="POST", path="/v1/validate", body=jb(RAGE), headers=h, status=st, kind="json", schema="Verdict", verdict_status="clean")
add(cid="C16", group="media", what="POST /v1/jobs text/plain", expect="415 [('', unsupported_media_type)]",
    method="POST", path="/v1/jobs", body=jb(RAGE), headers={"Content-Type": "text/plain"}, status=415, kind="problem", errors=[("", "unsupported_media_type")])
add(cid="C17", group="media", what="POST /v1/validate text/plain with malformed body '{'", expect="415 or 400; docs do not order the checks",
    method="POST", path="/v1/validate", body=b"{", headers={"Content-Type": "text/plain"}, status={415, 400}, kind="problem")
add(cid="C18", group="media", what="POST /v1/validate empty body and no Content-Type", expect="415 or 400 (docs do not order); problem+json",
    method="POST", path="/v1/validate", body=b"", headers={}, status={415, 400}, kind="problem")
add(cid="C19", group="media", what="GET /v1/games with Content-Type text/plain and a body", expect="200 GameList (no body taken on GET)",
    method="GET", path="/v1/games", body=b"hello", headers={"Content-Type": "text/plain"}, status=200, kind="json", schema="GameList")

# ------------------------------------------------------------------ size limits
_pad_base = jb(RAGE)


def padded(n):
    # pad the meta to make the body exactly n bytes
    pre = b'{"pad": "'
    body = _pad_base.replace(b'"meta": {', b'"meta": {"pad": "", ', 1)
    extra = n - len(body)
    assert extra >= 0
    return body.replace(b'"pad": ""', b'"pad": "' + b"x" * extra + b'"', 1)


add(cid="S1", group="size", what="POST /v1/validate body of exactly 200000 bytes", expect="200 (at most 200 000 bytes)",
    method="POST", path="/v1/validate", body=padded(200000), headers=JSON, status=200, kind="json", schema="Verdict", verdict_status="clean")
add(cid="S2", group="size", what="POST /v1/validate body of 200001 bytes", expect="413 problem+json body-too-large [('', body_too_large)], detail points to POST /v1/jobs (O: TooLarge)",
    method="POST", path="/v1/validate", body=padded(200001), headers=JSON, status=413, kind="problem", errors=[("", "body_too_large")],
    extra=lambda r, c: [] if "/v1/jobs" in r.json().get("detail", "") else ["detail does not point to POST /v1/jobs"])
add(cid="S3", group="size", what="POST /v1/jobs body of 2000000 bytes (one transcript)", expect="202 (at most 2 000 000)",
    method="POST", path="/v1/jobs", body=padded(2000000), headers=JSON, status=202, kind="json", schema="JobAccepted")
add(cid="S4", group="size", what="POST /v1/jobs body of 2000001 bytes", expect="413 [('', body_too_large)]",
    method="POST", path="/v1/jobs", body=padded(2000001), headers=JSON, status=413, kind="problem", errors=[("", "body_too_large")])
add(cid="S5", group="size", what="POST /v1/jobs 10 MB body, http.client writes all before reading", expect="413 readable (O: over-limit body read to its end up to 32 MiB, then 413)",
    method="POST", path="/v1/jobs", body=b"[" + b" " * 10_000_000 + b"]", headers=JSON, status=413, kind="problem", errors=[("", "body_too_large")])
add(cid="S6", group="size", what="POST /v1/validate with Content-Length 3000000 but only 10 bytes sent", expect="413 within about 5 s or the connection closed (O: read for at most 5 s)",
    raw=b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 3000000\r\n\r\n0123456789", timeout=15,
    status={413, 0}, kind=None, extra=lambda r, c: [] if r.elapsed < 8 else [f"took {r.elapsed:.1f}s"])
add(cid="S7", group="size", what="POST /v1/validate chunked body of 250000 bytes", expect="413 body_too_large (the limit is on the body, however sent)",
    raw=(b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
         + b"%x\r\n" % 250000 + padded(250000) + b"\r\n0\r\n\r\n"),
    status=413, kind="problem", errors=[("", "body_too_large")])
add(cid="S8", group="size", what="POST /v1/validate chunked body of a small valid transcript", expect="200 clean (chunked is the one transfer coding cheroot takes)",
    raw=(b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
         + b"%x\r\n" % len(jb(RAGE)) + jb(RAGE) + b"\r\n0\r\n\r\n"),
    status=200, kind="json", schema="Verdict", verdict_status="clean")
add(cid="S9", group="size", what="POST /v1/validate broken chunked body (bad chunk size 'zz')", expect="400 problem+json bad-request [('', bad_request)] (O: Problem.type bad-request: 'a broken chunked body')",
    raw=(b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n"),
    status=400, kind=None)
add(cid="S10", group="size", what="GET /v1/health with a 3 MB body", expect="a response documented for /v1/health (200), or 413 (undocumented for GET); never 500",
    method="GET", path="/v1/health", body=b"x" * 3_000_000, headers={"Content-Type": "text/plain"}, status={200, 413}, kind=None)

# ------------------------------------------------------------------ methods, routes
M = [
    ("X1", "GET", "/v1/validate", "POST"), ("X2", "PUT", "/v1/jobs", "POST"), ("X3", "DELETE", "/v1/jobs/abc", "GET"),
    ("X4", "POST", "/v1/games", "GET"), ("X5", "POST", "/v1/health", "GET"), ("X6", "PATCH", "/v1/games/rage", "GET"),
    ("X7", "GET", "/v1/jobs", "POST"), ("X8", "TRACE", "/v1/health", "GET"), ("X9", "POST", "/v1/games/whist", "GET"),
]
for cid, m, p, allow in M:
    add(cid=cid, group="methods", what=f"{m} {p}", expect=f"405 problem+json method-not-allowed [('', method_not_allowed)], Allow lists {allow} (O: MethodNotAllowed)",
        method=m, path=p, body=b"" if m in ("POST", "PUT", "PATCH") else None, headers=JSON if m in ("POST", "PUT", "PATCH") else {},
        status=405, kind="problem", errors=[("", "method_not_allowed")],
        extra=lambda r, c, allow=allow: [] if allow in r.headers.get("allow", "") else [f"Allow {r.headers.get('allow')!r}"])
add(cid="X10", group="methods", what="FOO /v1/health (an unknown method token)", expect="405 (or 501 from the server); docs: 405 for a method the route lacks",
    method="FOO", path="/v1/health", status={405, 501}, kind=None)
add(cid="X11", group="methods", what="CONNECT 127.0.0.1:80", expect="405 text/plain from cheroot (R, O)",
    raw=b"CONNECT 127.0.0.1:80 HTTP/1.1\r\nHost: x\r\n\r\n", status=405, kind="text")
for i, p in enumerate(["/v1/jobs", "/v1/jobs/abc", "/v1/validate", "/v1/games", "/v1/games/rage", "/v1/health", "/v1/nope", "/"]):
    add(cid=f"O{i+1}", group="methods", what=f"OPTIONS {p}", expect="204 with an Allow header (O: 'OPTIONS on any path answers 204 with its Allow header')",
        method="OPTIONS", path=p, status=204, kind="empty", extra=lambda r, c: [] if "allow" in r.headers else ["no Allow header"])
for i, p in enumerate(["/v1/nope", "/", "/v1", "/v1/health/", "/v1/jobs/", "/v2/health", "/v1/jobs/a/b"]):
    add(cid=f"U{i+1}", group="routes", what=f"GET {p}", expect="404 problem+json not-found [('', not_found)] (O: NotFound 'No such route')",
        path=p, status=404, kind="problem", errors=[("", "not_found")])
add(cid="U8", group="routes", what="GET /v1/health with a raw non-ASCII byte in the path", expect="400 text/plain from cheroot (R: raw non-ASCII bytes in the path)",
    raw=b"GET /v1/h\xc3\xa9alth HTTP/1.1\r\nHost: x\r\n\r\n", status=400, kind="text")
add(cid="U9", group="routes", what="GET http://127.0.0.1/v1/health (absolute-form target)", expect="400 text/plain (R, O)",
    raw=b"GET http://127.0.0.1/v1/health HTTP/1.1\r\nHost: x\r\n\r\n", status=400, kind="text")
add(cid="U10", group="routes", what="GET /v1/health HTTP/2.0", expect="505 text/plain (R, O)", raw=b"GET /v1/health HTTP/2.0\r\nHost: x\r\n\r\n", status=505, kind="text")
add(cid="U11", group="routes", what="POST /v1/validate Transfer-Encoding gzip", expect="501 text/plain (R, O)",
    raw=b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: gzip\r\n\r\n", status=501, kind="text")
add(cid="U12", group="routes", what="POST /v1/validate Content-Length 'abc'", expect="400 text/plain (O: non-numeric Content-Length)",
    raw=b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n", status=400, kind="text")
add(cid="U13", group="routes", what="garbage request line 'HELLO'", expect="400 text/plain", raw=b"HELLO\r\n\r\n", status=400, kind="text")
add(cid="U14", group="routes", what="GET /v1/games/%2e%2e (percent-encoded ..)", expect="404 problem+json not_found (no game '..'), instance '/v1/games/%2e%2e'",
    path="/v1/games/%2e%2e", status=404, kind="problem", errors=[("", "not_found")])
add(cid="U15", group="routes", what="GET /v1/games/rage%2Fx", expect="404 problem+json not_found", path="/v1/games/rage%2Fx", status=404, kind="problem", errors=[("", "not_found")])
add(cid="U16", group="routes", what="GET //v1/health (double slash)", expect="404 problem+json (or 200): no such route; not a redirect", path="//v1/health", status={404, 200}, kind=None)

# ------------------------------------------------------------------ wait parameter on POST /v1/jobs (no body processed when 400)
W = ["31", "-1", "abc", "nan", "NaN", "inf", "-0.0001", "30.0001", "1e999", "%D9%A3", "1_0", "%205", "0x10", "", "5%00", "1,5", "+5", "%EF%BC%95"]
for i, w in enumerate(W):
    add(cid=f"W{i+1}", group="wait", what=f"POST /v1/jobs?wait={w}", expect="400 problem+json bad-parameter [('', bad_parameter)] (O: Wait 0-30, 'a plain decimal number in ASCII digits')",
        method="POST", path=f"/v1/jobs?wait={w}", body=jb(RAGE), headers=JSON, status=400, kind="problem", errors=[("", "bad_parameter")])
for i, w in enumerate(["0", "30", "2.5", "1e1", "0.0", "00010", ".5", "5."]):
    add(cid=f"WA{i+1}", group="wait", what=f"POST /v1/jobs?wait={w}", expect="200 JobStatus finished (the job ends in time) or 202 JobAccepted for wait 0 (O: Wait)",
        method="POST", path=f"/v1/jobs?wait={w}", body=jb(RAGE), headers=JSON, status={200, 202}, kind="json",
        extra=lambda r, c: schema_errors(r.json(), "JobStatus" if r.status == 200 else "JobAccepted"))
add(cid="W30", group="wait", what="POST /v1/jobs?wait=1&wait=50 (repeated)", expect="docs silent: 400 or the first value; never a 500", method="POST",
    path="/v1/jobs?wait=1&wait=50", body=jb(RAGE), headers=JSON, status={200, 202, 400}, kind=None)
add(cid="W31", group="wait", what="POST /v1/jobs?wait=31 with a malformed body", expect="400 (either bad_parameter or bad_json)", method="POST",
    path="/v1/jobs?wait=31", body=b"{", headers=JSON, status=400, kind="problem")
add(cid="W32", group="wait", what="POST /v1/validate?wait=5 (wait is not a parameter of validate)", expect="200 clean (unknown query ignored)", method="POST",
    path="/v1/validate?wait=5", body=jb(RAGE), headers=JSON, status=200, kind="json", verdict_status="clean")
add(cid="W33", group="wait", what="POST /v1/jobs?WAIT=5 (name in upper case)", expect="202 at once (parameter names are case-sensitive; unknown ignored)", method="POST",
    path="/v1/jobs?WAIT=5", body=jb(RAGE), headers=JSON, status=202, kind="json", schema="JobAccepted")
add(cid="W34", group="wait", what="POST /v1/jobs?wait=31 problem instance", expect="instance '/v1/jobs' (the path, without the query)",
    method="POST", path="/v1/jobs?wait=31", body=jb(RAGE), headers=JSON, status=400, kind="problem", errors=[("", "bad_parameter")])

# ------------------------------------------------------------------ unknown job ids
J = ["nope", str(uuid.uuid4()), "%2e%2e", "a%20b", "x" * 5000, "%C3%A9", "arbiter:body:x", "..", "%00", "rq:job:x", "*"]
for i, j in enumerate(J):
    add(cid=f"J{i+1}", group="jobs-unknown", what=f"GET /v1/jobs/{j[:40]}{'...' if len(j) > 40 else ''}",
        expect="404 problem+json not-found [('', not_found)], instance the percent-encoded path (O: getJob 404)",
        path=f"/v1/jobs/{j}", status=404, kind="problem", errors=[("", "not_found")])
add(cid="J20", group="jobs-unknown", what="GET /v1/jobs/nope?wait=31", expect="400 bad_parameter or 404 (docs do not order)", path="/v1/jobs/nope?wait=31", status={400, 404}, kind="problem")
add(cid="J21", group="jobs-unknown", what="GET /v1/jobs/nope?wait=2", expect="404 at once (no job to wait for)", path="/v1/jobs/nope?wait=2", status=404, kind="problem",
    extra=lambda r, c: [] if r.elapsed < 1.5 else [f"waited {r.elapsed:.1f}s for a job that does not exist"])

# ------------------------------------------------------------------ more probes
ULTI = json.loads((EX / "ulti/clean-trump.json").read_text())
DANISH = json.loads((EX / "danish-tarok/clean.json").read_text())
GAL = json.loads((EX / "galician-tarok/wrong-payment.json").read_text())
OTTO = json.loads((EX / "tarocchini-ottocento/clean.json").read_text())
rejected("P1", "nested-unknown", "Ulti declare item {kind: marriage, points: 20, zz: 1} (event 7)",
         mutate(ULTI, lambda d: d["deals"][0]["events"][7].__setitem__("items", [{"kind": "marriage", "points": 20, "zz": 1}])),
         [("/deals/0/events/7/items/0/zz", "unknown_field")], expect="200 rejected unknown_field at /deals/0/events/7/items/0/zz (DeclareItem 'Ulti marriage' additionalProperties false)")
rejected("P2", "nested-unknown", "Galician announce item {kind: pagat_ultimo, zz: 1} (event 11)",
         mutate(GAL, lambda d: d["deals"][0]["events"][11].__setitem__("items", [{"kind": "pagat_ultimo", "zz": 1}])),
         [("/deals/0/events/11/items/0/zz", "unknown_field")], expect="200 rejected unknown_field at /deals/0/events/11/items/0/zz (as for every other unknown member)")
rejected("P3", "nested-unknown", "Danish declare item {kind: trumps, count: 11, zz: 1} (event 9)",
         mutate(DANISH, lambda d: d["deals"][0]["events"][9].__setitem__("items", [{"kind": "trumps", "count": 11, "zz": 1}])),
         [("/deals/0/events/9/items/0/zz", "unknown_field")], expect="200 rejected unknown_field at /deals/0/events/9/items/0/zz (DeclareItem 'Danish trumps' additionalProperties false)")
_ulti_trump_ev = next(i for i, e in enumerate(ULTI["deals"][0]["events"]) if e["type"] == "announce") if any(e["type"] == "announce" for e in ULTI["deals"][0]["events"]) else None
if _ulti_trump_ev is not None:
    rejected("P4", "nested-unknown", f"Ulti announce item {{kind: trump, suit: H, zz: 1}} (event {_ulti_trump_ev})",
             mutate(ULTI, lambda d: d["deals"][0]["events"][_ulti_trump_ev].__setitem__("items", [{"kind": "trump", "suit": "H", "zz": 1}])),
             [(f"/deals/0/events/{_ulti_trump_ev}/items/0/zz", "unknown_field")], expect="200 rejected unknown_field at .../items/0/zz (announce item 'Ulti trump' additionalProperties false)")
_otto_decl = next(i for i, e in enumerate(OTTO["deals"][0]["events"]) if e["type"] == "declare" and e["items"])
rejected("P5", "nested-unknown", f"Ottocento declare item with an unknown member zz (event {_otto_decl})",
         mutate(OTTO, lambda d: d["deals"][0]["events"][_otto_decl]["items"][0].__setitem__("zz", 1)),
         [(f"/deals/0/events/{_otto_decl}/items/0/zz", "unknown_field")], expect="200 rejected unknown_field at .../items/0/zz (DeclareItem Tarocchini additionalProperties false)")
rejected("P6", "nested-unknown", "Ulti declare item {kind: marriage, points: 30}",
         mutate(ULTI, lambda d: d["deals"][0]["events"][7].__setitem__("items", [{"kind": "marriage", "points": 30}])),
         [("/deals/0/events/7/items/0/points", "*")], expect="200 rejected at /deals/0/events/7/items/0/points (points enum 20, 40)")
rejected("P7", "nested-unknown", "Danish declare item {kind: cavalry, suit: X, form: full}",
         mutate(DANISH, lambda d: d["deals"][0]["events"][9].__setitem__("items", [{"kind": "cavalry", "suit": "X", "form": "full"}])),
         [("/deals/0/events/9/items/0/suit", "*")], expect="200 rejected at /deals/0/events/9/items/0/suit (suit enum H D S C)")
rejected("P8", "nested-unknown", "Ulti bid {goals: ['ulti', 'bogus'], red: true}",
         mutate(ULTI, lambda d: d["deals"][0]["events"][1]["bid"].__setitem__("goals", ["ulti", "bogus"])),
         [("/deals/0/events/1/bid/goals/1", "*")], expect="200 rejected at /deals/0/events/1/bid/goals/1 (UltiGoal enum)")
rejected("P9", "nested-unknown", "Ulti bid {goals: ['ulti'], red: 'yes'}",
         mutate(ULTI, lambda d: d["deals"][0]["events"][1]["bid"].__setitem__("red", "yes")),
         [("/deals/0/events/1/bid/red", "*")], expect="200 rejected at /deals/0/events/1/bid/red (boolean)")
rejected("P10", "nested-unknown", "Ulti bid red 1 (a number, not a boolean)",
         mutate(ULTI, lambda d: d["deals"][0]["events"][1]["bid"].__setitem__("red", 1)),
         [("/deals/0/events/1/bid/red", "*")], expect="200 rejected at /deals/0/events/1/bid/red (boolean; 1 is not true)")
rejected("P11", "nested-unknown", "Danish discard shown 1 (not a boolean)",
         mutate(DANISH, lambda d: d["deals"][0]["events"][8].__setitem__("shown", 1)),
         [("/deals/0/events/8/shown", "*")], expect="200 rejected at /deals/0/events/8/shown (boolean)")
rejected("P12", "nested-unknown", "Danish declare trumps count true",
         mutate(DANISH, lambda d: d["deals"][0]["events"][9].__setitem__("items", [{"kind": "trumps", "count": True}])),
         [("/deals/0/events/9/items/0/count", "*")], expect="200 rejected at .../items/0/count (integer; true is not)")
rejected("P13", "nested-unknown", "Galician double level true",
         mutate(GAL, lambda d: d["deals"][0]["events"].insert(13, {"type": "double", "seat": 2, "target": "game", "level": True})),
         [("/deals/0/events/13/level", "*")], expect="200 rejected at /deals/0/events/13/level (enum 2..64; true is not 2)")
rejected("P14", "nested-unknown", "Danish payment amount true",
         mutate(DANISH, lambda d: d["deals"][0]["events"][0].__setitem__("amount", True)),
         [("/deals/0/events/0/amount", "*")], expect="200 rejected at /deals/0/events/0/amount (number; a boolean is not)")
rejected("P15", "nested-unknown", "Danish payment from true",
         mutate(DANISH, lambda d: d["deals"][0]["events"][0].__setitem__("from", True)),
         [("/deals/0/events/0/from", "*")], expect="200 rejected at /deals/0/events/0/from (Party: integer, digit string or name)")
rejected("P16", "nested-unknown", "Rage score points true",
         mutate(RAGE, lambda d: d["deals"][0]["events"][6].__setitem__("points", True)),
         [("/deals/0/events/6/points", "*")], expect="200 rejected at /deals/0/events/6/points (number)")
rejected("P17", "nested-unknown", "Rage score party '01' (digit string, leading zero)",
         mutate(RAGE, lambda d: d["deals"][0]["events"][6].__setitem__("party", "01")), [],
         expect="Party pattern ^[0-9]+$ admits '01'; either read as seat 1 (clean? no: seat 0's score would be missing) or rejected; docs silent on leading zeros")
CHECKS[-1].problems = None
CHECKS[-1].verdict_status = None
rejected("P18", "nested-unknown", "Rage play named 'r' on a non-WILD card", mutate(RAGE, lambda d: d["deals"][0]["events"][3].__setitem__("named", "R")), [],
         expect="docs: named is for WILD (Rage); on Y9 either rejected at /deals/0/events/3/named or annotated; never silently accepted")
CHECKS[-1].problems = None
CHECKS[-1].verdict_status = None
CHECKS[-1].extra = lambda r, c: [] if r.json()["status"] != "clean" else ["clean: named on Y9 silently accepted"]
rejected("P19", "engine", "rules {'preset': null}", mutate(RAGE, lambda d: d["rules"].__setitem__("preset", None)), [("/rules/preset", "*")],
         expect="rejected at /rules/preset (preset: string), or the default preset; docs: an unknown value rejects")
rejected("P20", "engine", "rules {'plus_minus_one': null}", mutate(RAGE, lambda d: d["rules"].__setitem__("plus_minus_one", None)), [("/rules/plus_minus_one", "bad_option_value")],
         expect="rejected bad_option_value at /rules/plus_minus_one (null is not among [false, true])")
rejected("P21", "engine", "Rage start {'pools': {'pool': 1}} (a member of other games)", mutate(RAGE, lambda d: d["start"].__setitem__("pools", {"pool": 1})), [("/start/pools", "*")],
         expect="rejected at /start/pools (Start: Rage has totals and round)")
env422("P22", "top-level 'Format' (wrong case) instead of 'format'", mutate(RAGE, lambda d: d.__setitem__("Format", d.pop("format"))), [("/Format", "unknown_field"), ("/format", "missing_field")])
env422("P23", "format 'TRICK-TRANSCRIPT/1'", mutate(RAGE, lambda d: d.__setitem__("format", "TRICK-TRANSCRIPT/1")), [("/format", "bad_value")])
add(cid="P24", group="media", what="POST /v1/validate Latin-1 body declared 'application/json; charset=iso-8859-1'",
    expect="400 bad_encoding (JSON is UTF-8, F: 'It is JSON, UTF-8') or 415; never a 200 that reads the bytes some other way",
    method="POST", path="/v1/validate", body=jb(RAGE).replace(b"P0", b"Ani\xe8ka"), headers={"Content-Type": "application/json; charset=iso-8859-1"}, status={400, 415}, kind="problem")
add(cid="P25", group="media", what="POST /v1/validate 'application/json; charset=utf-16' with a UTF-8 body", expect="200 (the body is UTF-8) or 415; docs silent on charset",
    method="POST", path="/v1/validate", body=jb(RAGE), headers={"Content-Type": "application/json; charset=utf-16"}, status={200, 415}, kind=None)
add(cid="P26", group="media", what="Content-Type header with a raw 0xff byte", expect="415 unsupported_media_type (never 500)",
    raw=b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\xff\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}", status={400, 415}, kind=None)
add(cid="P27", group="wait", what="POST /v1/jobs?wait=%ZZ (broken percent-encoding)", expect="400 bad_parameter",
    method="POST", path="/v1/jobs?wait=%ZZ", body=jb(RAGE), headers=JSON, status=400, kind="problem", errors=[("", "bad_parameter")])
add(cid="P28", group="wait", what="POST /v1/jobs?wait=%FF (invalid UTF-8 after decoding)", expect="400 bad_parameter (never 500)",
    method="POST", path="/v1/jobs?wait=%FF", body=jb(RAGE), headers=JSON, status=400, kind="problem", errors=[("", "bad_parameter")])
add(cid="P29", group="jobs-unknown", what="GET /v1/jobs/%FF (invalid UTF-8 in the id)", expect="404 not_found, instance '/v1/jobs/%FF'",
    path="/v1/jobs/%FF", status=404, kind="problem", errors=[("", "not_found")])
add(cid="P30", group="games", what="GET /v1/games/%FF%FE", expect="404 not_found, instance '/v1/games/%FF%FE'",
    path="/v1/games/%FF%FE", status=404, kind="problem", errors=[("", "not_found")])
add(cid="P31", group="routes", what="POST /v1/validate with two different Content-Length headers", expect="400 text/plain from the server (a request it cannot parse) or 400 problem",
    raw=b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 5\r\nConnection: close\r\n\r\n{}", status=400, kind=None)
add(cid="P32", group="routes", what="POST /v1/validate Content-Length -1", expect="400 (text/plain from the server, or problem+json bad_request from the app; '-1' is not 'non-numeric')", raw=b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: -1\r\nConnection: close\r\n\r\n", status=400, kind=None)
_many_deals = mutate(RAGE, lambda d: d.__setitem__("deals", [{}] * 45000))
add(cid="P33", group="size", what="POST /v1/validate 45000 empty deal objects (~180 000 bytes)", expect="200 rejected, a missing_field for each member of each deal; answered promptly, never 500",
    method="POST", path="/v1/validate", body=jb(_many_deals), headers=JSON, status=200, kind="json", schema=None, verdict_status="rejected",
    extra=lambda r, c: [] if r.elapsed < 10 else [f"took {r.elapsed:.1f}s"])
add(cid="P34", group="size", what="POST /v1/jobs?wait=30 batch of 1000 transcripts each with meta 61 arrays deep (64 levels in the batch body)",
    expect="200 finished (within limits) or 202; never 500", method="POST", path="/v1/jobs?wait=30",
    body=b'{"transcripts": [' + b", ".join([jb(RAGE).replace(b'"meta": {"source": "tests/service_samples.py seed 7"}', b'"meta": ' + b"[" * 61 + b"1" + b"]" * 61)] * 1000) + b"]}",
    headers=JSON, status={200, 202}, kind="json")
_d62 = jb(RAGE).replace(b'"meta": {"source": "tests/service_samples.py seed 7"}', b'"meta": ' + b"[" * 62 + b"1" + b"]" * 62)
_d70 = jb(RAGE).replace(b'"meta": {"source": "tests/service_samples.py seed 7"}', b'"meta": ' + b"[" * 70 + b"1" + b"]" * 70)
add(cid="P40", group="depth", what="POST /v1/jobs batch [meta 70 deep, meta 62 deep]: both transcripts nest more than 64 levels in the body",
    expect="422 too_deep; InvalidEnvelope 'one error per problem, each with its pointer': errors at /transcripts/0/meta/... and /transcripts/1/meta/... (or at least the first)",
    method="POST", path="/v1/jobs", body=b'{"transcripts": [' + _d70 + b", " + _d62 + b"]}", headers=JSON, status=422, kind="problem",
    extra=lambda r, c: [] if any(e["pointer"].startswith("/transcripts/0/") for e in r.json()["errors"]) else ["no error for /transcripts/0 (the deeper one); got " + ", ".join(e["pointer"][:24] + "..." for e in r.json()["errors"])])
add(cid="P35", group="numbers", what="a number 1e309 (just beyond a double)", expect="400 bad_number",
    method="POST", path="/v1/validate", body=jb(RAGE).replace(b'"points": 11', b'"points": 1e309'), headers=JSON, status=400, kind="problem", errors=[("", "bad_number")])
add(cid="P36", group="numbers", what="a score -0 and a dealer -0", expect="200 clean (-0 is the integer 0... dealer 0 is wrong_dealer at most)",
    method="POST", path="/v1/validate", body=jb(RAGE).replace(b'"points": -5}', b'"points": -5.0}'), headers=JSON, status=200, kind="json", verdict_status="clean")
rejected("P37", "engine", "players ['P0', 5, 'P2'] inside a batch item", {"x": 1}, [])  # placeholder replaced below
CHECKS.pop()
env422("P37", "POST /v1/jobs batch item with players ['P0', 5, 'P2']", {"transcripts": [mutate(RAGE, lambda d: d["players"].__setitem__(1, 5))]}, [("/transcripts/0/players/1", "bad_type")], path="/v1/jobs")
env422("P38", "POST /v1/jobs body [] (an array, not a batch)", [], [("", "bad_type")], path="/v1/jobs")
env422("P39", "POST /v1/jobs {} (neither a transcript nor a batch)", {}, [("/transcripts", "missing_field")], path="/v1/jobs",
       expect="422; which errors for {} is not fixed by the docs (a transcript's four missing fields, or /transcripts): any non-empty list of missing_field")
CHECKS[-1].errors = None
CHECKS[-1].extra = lambda r, c: [] if r.json()["errors"] and all(e["code"] == "missing_field" for e in r.json()["errors"]) else ["not missing_field errors"]

# ------------------------------------------------------------------ the 10^12 bound (found while probing)
def _sha_of(lit):
    body = jb(RAGE).replace(b'"meta": {', b'"meta": {"x": ' + lit + b", ")
    doc = json.loads(body)

    def ex(r, c):
        j = r.json()
        return [] if j.get("transcript_sha256") == canonical_sha(doc) else [
            f"transcript_sha256 {j.get('transcript_sha256')[:16]}... is not the documented canonical form (the whole double as an integer); meta echoed as {j.get('meta', {}).get('x')!r}"]
    return body, ex


for cid, lit in (("N26", b"1e12"), ("N27", b"1e13"), ("N28", b"1e20"), ("N29", b"10000000000000.0")):
    body, ex = _sha_of(lit)
    add(cid=cid, group="numbers", what=f"meta {{'x': {lit.decode()}}}: transcript_sha256",
        expect="200 clean; sha = SHA-256 of the canonical JSON with the whole double read as the integer it is (O: Verdict.transcript_sha256, 'as for any field')",
        method="POST", path="/v1/validate", body=body, headers=JSON, status=200, kind="json", verdict_status="clean", extra=ex)
accepted("N30", "numbers", "Rage start.totals [1000000000001, 0, 0] (an integer literal)", mutate(RAGE, lambda d: d["start"].__setitem__("totals", [10**12 + 1, 0, 0])),
         "200 and not rejected: Start.totals 'one integer per seat', items number, no bound documented; if a bound exists the message must say so",
         extra=lambda r, c: not_rejected(r, c))
accepted("N31", "numbers", "Danish start.pools {pagat_pool: 10^13, king_pool: 0}", mutate(DANISH, lambda d: d.__setitem__("start", {"pools": {"pagat_pool": 10**13, "king_pool": 0}})),
         "not rejected (Start.pools additionalProperties number, no bound documented); if rejected, the message must not say it is not a whole number of chips",
         extra=lambda r, c: not_rejected(r, c))


def main(argv):
    port = int(argv[1])
    only = argv[3] if len(argv) > 3 and argv[2] == "--only" else None
    out = []
    for c in CHECKS:
        if only and not c.cid.startswith(only):
            continue
        run(c, port)
        out.append(c)
        mark = "ok " if not c.fails else "FAIL"
        print(f"{mark} {c.cid:10} {c.what[:70]:70} -> {c.got[:150]}" + ("".join(f"\n        ! {x[:300]}" for x in c.fails)))
    return out


if __name__ == "__main__":
    res = main(sys.argv)
    with open(HERE / ("results-" + (sys.argv[3] if len(sys.argv) > 3 else "all") + ".jsonl"), "w") as fh:
        for c in res:
            fh.write(json.dumps({"cid": c.cid, "group": c.group, "what": c.what, "expect": c.expect, "got": c.got, "fails": c.fails,
                                 "status": c.resp.status if c.resp else None, "elapsed": round(c.resp.elapsed, 3) if c.resp else None,
                                 "body": (c.resp.body[:2000].decode("utf-8", "replace") if c.resp else None),
                                 "headers": c.resp.headers if c.resp else None}, ensure_ascii=False) + "\n")
