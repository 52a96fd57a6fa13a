"""api4 section 3: query parameters, job ids, methods, OPTIONS/HEAD, odd paths."""
import copy, json, time
from lib import *

rage = OAS["components"]["examples"]["RageTranscript"]["value"]
r = send("POST", "/v1/jobs?wait=10", rage)
jid = r.j["id"]

for w in ["31", "-1", "abc", "nan", "inf", "", "1e1", "1_0", " 2 ", "0x10", "30.0000001", "0", "30"]:
    q = urllib.parse.quote(w)
    exp = 200 if w in ("1e1", "0", "30", " 2 ") else 400
    rec(f"Q1 GET wait={w!r}", send("GET", f"/v1/jobs/{jid}?wait={q}"), None)
for w in ["31", "abc", "-0.5", "1_0"]:
    rec(f"Q2 POST wait={w!r}", send("POST", f"/v1/jobs?wait={urllib.parse.quote(w)}", rage), None)
rec("Q3 wait twice", send("GET", f"/v1/jobs/{jid}?wait=1&wait=abc"), None)
rec("Q4 unknown query param", send("GET", f"/v1/jobs/{jid}?foo=bar"), 200)
rec("Q5 wait on validate", send("POST", "/v1/validate?wait=abc", rage), None)
rec("Q6 POST wait=0 -> 202", send("POST", "/v1/jobs?wait=0", rage), 202)
rec("Q7 wait on games", send("GET", "/v1/games?wait=abc"), None)

# job ids
for i in ["nope", "00000000-0000-0000-0000-000000000000", "a" * 200, "x%00y", "abc%0A", "..%2F..%2Fhealth",
          "%E2%82%AC", "abc%20def", "rq:job:abc", jid.upper(), jid + "%0A"]:
    rec(f"I1 job id {i[:40]!r}", send("GET", f"/v1/jobs/{i}"), 404)
rec("I2 job id empty", send("GET", "/v1/jobs/"), None)
rec("I3 unknown id with wait", send("GET", "/v1/jobs/nope?wait=abc"), None)

# methods
for m, p in [("GET", "/v1/jobs"), ("PUT", "/v1/jobs"), ("DELETE", f"/v1/jobs/{jid}"), ("POST", f"/v1/jobs/{jid}"),
             ("GET", "/v1/validate"), ("PATCH", "/v1/validate"), ("POST", "/v1/games"), ("DELETE", "/v1/games/rage"),
             ("POST", "/v1/health"), ("PUT", "/v1/health"), ("TRACE", "/v1/health"), ("BREW", "/v1/health")]:
    rec(f"M1 {m} {p[:30]}", send(m, p), 405)
for p in ["/v1/health", "/v1/jobs", f"/v1/jobs/{jid}", "/v1/validate", "/v1/games", "/v1/games/rage", "/v1/nothing", "/", "/v2/jobs", "/v1/games/whist", "/v1/jobs/nope"]:
    r = rec(f"O1 OPTIONS {p[:30]}", send("OPTIONS", p), None)
    print("    Allow:", r.headers.get("allow"))
for p in ["/v1/health", "/v1/games", f"/v1/jobs/{jid}", "/v1/games/whist"]:
    r = send("HEAD", p)
    print(f"    HEAD {p[:30]} -> {r.status} {r.ctype} len={len(r.content)} cl={r.headers.get('content-length')}")
# odd paths
for p in ["/", "/v1", "/v1/", "/v1/health/", "/v1/games/", "/v1/games/RAGE", "/v1/games/rage/", "/v1//health", "/v1/jobs/", "/openapi.yaml", "/v1/openapi.yaml", "/docs"]:
    rec(f"P1 GET {p}", send("GET", p), None)
rec("P2 POST /v1/validate/", send("POST", "/v1/validate/", rage), None)
rec("P3 POST /v1/jobs/", send("POST", "/v1/jobs/", rage), None)
print("FINDINGS", len(FINDINGS))
