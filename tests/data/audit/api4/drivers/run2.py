"""api4 section 2: bad inputs, methods, parameters, openapi's own examples."""
import copy, json, sys, time
from lib import *

ex = OAS["components"]["examples"]
rage = ex["RageTranscript"]["value"]
rage_b = json.dumps(rage, ensure_ascii=False)

# openapi's examples against the live answers
r = rec("X1 RageTranscript", send("POST", "/v1/validate", rage), 200)
clean = ex["CleanVerdict"]["value"]
if r.j != clean:
    print("DIFF X1 CleanVerdict != live:", json.dumps(r.j)[:800])
v2 = copy.deepcopy(rage); v2["deals"][0]["events"][8]["points"] = 0
r = rec("X2 ViolationsVerdict", send("POST", "/v1/validate", v2), 200)
if r.j != ex["ViolationsVerdict"]["value"]:
    print("DIFF X2 ViolationsVerdict != live:", json.dumps(r.j)[:1500])
v3 = copy.deepcopy(rage); v3["deals"][0]["hands"][1] = ["R16"]; v3["deals"][0]["hands"][2] = ["Y9"]; v3["meta"] = {}
r = rec("X3 RejectedVerdict", send("POST", "/v1/validate", v3), 200)
rv = ex["RejectedVerdict"]["value"]
print("    X3 live problems", r.j.get("problems"), "\n    doc problems", rv["problems"])
for k in rv:
    if k not in ("transcript_sha256",) and r.j.get(k) != rv[k]:
        print("DIFF X3", k, r.j.get(k), "!=", rv[k])
print("    X3 sha", r.j.get("transcript_sha256"), rv["transcript_sha256"])
r = rec("X4 batch example", send("POST", "/v1/jobs?wait=10", OAS["paths"]["/v1/jobs"]["post"]["requestBody"]["content"]["application/json"]["examples"]["batch"]["value"]), 200)
print("    X4", r.j["verdicts"][0]["status"], r.j["verdicts"][0]["summary"], r.j["verdicts"][0].get("problems"))

# malformed JSON / content type / size
rec("B1 malformed", send("POST", "/v1/validate", b'{"format": '), 400)
rec("B1b malformed jobs", send("POST", "/v1/jobs", b'{format: 1}'), 400)
rec("B1c NaN", send("POST", "/v1/validate", rage_b.replace('"points": 11', '"points": NaN')), 400)
rec("B1d empty body", send("POST", "/v1/validate", b""), 400)
rec("B1e trailing garbage", send("POST", "/v1/validate", rage_b + " x"), 400)
rec("B1f two documents", send("POST", "/v1/validate", rage_b + rage_b), 400)
rec("B1g latin-1", send("POST", "/v1/validate", rage_b.replace("P0", "Pé").encode("latin-1")), 400)
rec("B2 text/plain", send("POST", "/v1/validate", rage_b, ctype="text/plain"), 415)
rec("B2b no content-type", send("POST", "/v1/validate", rage_b, ctype=None), 415)
rec("B2c form", send("POST", "/v1/jobs", rage_b, ctype="application/x-www-form-urlencoded"), 415)
rec("B2d problem+json body", send("POST", "/v1/validate", rage_b, ctype="application/problem+json"), 200)
rec("B2e charset", send("POST", "/v1/validate", rage_b, ctype="application/json; charset=utf-8"), 200)
rec("B2f APPLICATION/JSON", send("POST", "/v1/validate", rage_b, ctype="Application/JSON"), 200)
rec("B2g gzip coding", send("POST", "/v1/validate", rage_b, headers={"Content-Encoding": "gzip"}), 415)
big = copy.deepcopy(rage); big["meta"] = {"pad": "x" * 200_001}
rec("B3 validate >200000", send("POST", "/v1/validate", big), 413)
big2 = copy.deepcopy(rage); big2["meta"] = {"pad": "x" * 2_000_001}
rec("B3b jobs >2000000", send("POST", "/v1/jobs", big2), 413)
big3 = copy.deepcopy(rage); big3["meta"] = {"pad": "x" * 199_000}
b3 = json.dumps(big3).encode()
print("    B3c body of", len(b3), "bytes")
rec("B3c validate <200000", send("POST", "/v1/validate", b3), 200)
rec("B3d 413 without Content-Length? (chunked)", send("POST", "/v1/validate", iter([json.dumps(big).encode()]) if False else json.dumps(big).encode(), headers={}), 413)

# envelope: unknown fields, wrong types
u = dict(rage, colour="red")
rec("E1 unknown top-level field", send("POST", "/v1/validate", u), 422)
rec("E1b unknown top-level field (jobs)", send("POST", "/v1/jobs", u), 422)
rec("E2 missing fields", send("POST", "/v1/validate", {"format": "trick-transcript/1"}), 422)
rec("E3 wrong format", send("POST", "/v1/validate", dict(rage, format="trick-transcript/2")), 422)
rec("E4 array body", send("POST", "/v1/validate", [rage]), 422)
rec("E4b string body", send("POST", "/v1/jobs", '"x"'), 422)
rec("E4c null body", send("POST", "/v1/jobs", "null"), 422)
rec("E5 batch to validate", send("POST", "/v1/validate", {"transcripts": [rage]}), 422)
rec("E6 empty batch", send("POST", "/v1/jobs", {"transcripts": []}), 422)
rec("E6b batch with extra field", send("POST", "/v1/jobs", {"transcripts": [rage], "priority": 1}), 422)
rec("E6c batch bad element", send("POST", "/v1/jobs", {"transcripts": [rage, 5, dict(rage, players=[])]}), 422)
rec("E6d batch of 1001", send("POST", "/v1/jobs", {"transcripts": [rage] * 1001}), 422)
rec("E7 players not strings", send("POST", "/v1/validate", dict(rage, players=[1, 2, 3])), 422)
rec("E7b game not a string", send("POST", "/v1/validate", dict(rage, game=5)), 422)
rec("E7c rules a list", send("POST", "/v1/validate", dict(rage, rules=["standard"])), 422)
rec("E7d deals not objects", send("POST", "/v1/validate", dict(rage, deals=[[]])), 422)
rec("E7e null players", send("POST", "/v1/validate", dict(rage, players=None)), 422)
rec("E7f transcript that has 'transcripts'", send("POST", "/v1/jobs", dict(rage, transcripts=[rage])), 422)
deep = "[" * 70 + "]" * 70
rec("E8 too deep meta", send("POST", "/v1/validate", rage_b[:-1] + ', "meta2": ' + deep + "}"), 422)
rec("E8b too deep meta only", send("POST", "/v1/validate", rage_b.replace('"meta": {', '"meta": {"d": ' + deep + ', ', 1)), 422)


def engine(rid, t, want_codes=None, status=None):
    r = rec(rid, send("POST", "/v1/validate", t), 200)
    v = r.j
    bad = verdict_invariants(v, t)
    got = [(p["pointer"], p["code"]) for p in v.get("problems", [])]
    print(f"    {rid}: {v.get('status')} problems={got} viol={[(a['deal'], a['event'], a['code']) for d in v.get('deals', []) for a in d['annotations']]}")
    if status and v.get("status") != status:
        bad.append(f"status {v.get('status')} != {status}")
    if want_codes is not None and sorted(got) != sorted(want_codes):
        bad.append(f"problems {got} != {want_codes}")
    if bad:
        print("DIFF", rid, bad)
        FINDINGS.append({"id": rid, "bad": bad})
    return v


# engine-level problems: unknown events, unknown cards, dealt twice, bad options
t = copy.deepcopy(rage); t["deals"][0]["events"].insert(3, {"type": "shuffle", "seat": 0})
engine("R1 unknown event type", t, [("/deals/0/events/3/type", "unknown_event_type")], "rejected")
t = copy.deepcopy(rage); t["deals"][0]["hands"][0] = ["Y99"]
engine("R2 unknown card", t, None, "rejected")
t = copy.deepcopy(rage); t["deals"][0]["hands"][2] = ["Y9"]; t["deals"][0]["events"][5]["card"] = "Y9"
engine("R3 dealt twice", t, None, "rejected")
t = copy.deepcopy(rage); t["rules"] = {"preset": "standard", "plus_minus_one": "yes"}
engine("R4 bad option value", t, [("/rules/plus_minus_one", "bad_option_value")], "rejected")
t = copy.deepcopy(rage); t["rules"] = {"preset": "standard", "colour_blind": True}
engine("R5 unknown option", t, [("/rules/colour_blind", "unknown_option")], "rejected")
t = copy.deepcopy(rage); t["rules"] = {"preset": "tournament"}
engine("R6 unknown preset", t, [("/rules/preset", "unknown_preset")], "rejected")
t = copy.deepcopy(rage); t["game"] = "whist"
engine("R7 unknown game", t, [("/game", "unknown_game")], "rejected")
t = copy.deepcopy(rage); t["deals"][0]["events"][3]["colour"] = "red"
engine("R8 unknown field on an event", t, None)
t = copy.deepcopy(rage); t["deals"][0]["shuffled"] = True
engine("R9 unknown field on a deal", t, None)
t = copy.deepcopy(rage); t["deals"][0]["events"][3]["card"] = "y9"; t["deals"][0]["hands"][0] = ["y9"]
engine("R10 lowercase card codes", t, None, "clean")
t = copy.deepcopy(rage)
for e in t["deals"][0]["events"]:
    e["t"] = "2026-11-20T19:00:00Z"; e["note"] = "ok"
engine("R11 t and note on every event", t, None, "clean")
t = copy.deepcopy(rage); t["deals"][0]["events"][3]["t"] = 5
engine("R12 t not a string", t, None)
t = copy.deepcopy(rage); t["deals"][0]["events"] = t["deals"][0]["events"][:6]
v = engine("R13 no score events", t, None, "clean")
print("    R13 settlement", v["deals"][0]["settlement"])
t = copy.deepcopy(rage); t["meta"] = None
v = engine("R14 meta null", t, None, "clean"); print("    meta ->", v["meta"])
t = copy.deepcopy(rage); del t["meta"]
v = engine("R15 meta absent", t, None, "clean"); print("    meta ->", v["meta"])
t = copy.deepcopy(rage); t["meta"] = ["a", 1, None]
v = engine("R16 meta list", t, None, "clean"); print("    meta ->", v["meta"])
t = copy.deepcopy(rage); t["meta"] = "text"
v = engine("R17 meta string", t, None, "clean"); print("    meta ->", v["meta"])
t = copy.deepcopy(rage); t["rules"] = None
v = engine("R18 rules null", t, None, "clean"); print("    rules ->", v["rules"])
t = copy.deepcopy(rage); t["rules"] = {}
v = engine("R19 rules {}", t, None, "clean"); print("    rules ->", v["rules"])
t = copy.deepcopy(rage); t["rules"] = {"preset": None}
v = engine("R19b preset null", t, None)
t = copy.deepcopy(rage); t["deals"][0]["events"][3]["seat"] = 1.0; t["deals"][0]["dealer"] = 2e0
v = engine("R20 integral floats", t, None, "clean")
t = copy.deepcopy(rage); t["deals"][0]["events"][3]["type"] = "PLAY"
v = engine("R21 event type in capitals", t, None)
t = copy.deepcopy(rage); t["deals"][0]["events"][3] = {"type": "play", "seat": 0}
v = engine("R22 play without card", t, [("/deals/0/events/3/card", "missing_field")], "rejected")
t = copy.deepcopy(rage); t["players"] = ["P0", "P0", "P2"]
v = engine("R23 duplicate player names", t, None)
t = copy.deepcopy(rage); t["players"] = ["P0", "", "P2"]
v = engine("R24 empty player name", t, None)
t = copy.deepcopy(rage); t["deals"][0]["hands"] = None
v = engine("R25 play-only", t, None, "clean"); print("    unchecked", v["deals"][0].get("unchecked") if v["deals"] else None)
t = copy.deepcopy(rage); t["deals"][0]["events"][3]["seat"] = True
v = engine("R26 seat true", t, None, "rejected")
t = copy.deepcopy(rage); t["deals"][0]["events"][3]["seat"] = 1.5
v = engine("R27 seat 1.5", t, None, "rejected")
t = copy.deepcopy(rage); t["start"] = {"round": 10, "totals": [0, 0]}
v = engine("R28 start totals of wrong length", t, None, "rejected")
t = copy.deepcopy(rage); t["start"] = {"round": 10, "colour": 1}
v = engine("R29 unknown start field", t, None, "rejected")
t = copy.deepcopy(rage); t["deals"][0]["events"].append({"type": "payment", "from": 0, "to": 1, "amount": 5})
v = engine("R30 payment in rage", t, None)
t = copy.deepcopy(rage); t["deals"][0]["events"].append({"type": "penalty", "party": 0, "code": "talking"})
v = engine("R31 penalty in rage", t, None, "violations")

json.dump(FINDINGS, open("/tmp/api4/findings2.json", "w"), indent=1, ensure_ascii=False)
print("FINDINGS", len(FINDINGS))
