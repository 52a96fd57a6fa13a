import json, time, redis
from lib import *
R = redis.Redis.from_url("redis://127.0.0.1:6379/0")
rage = OAS["components"]["examples"]["RageTranscript"]["value"]
P = 18404
r = rec("W1 POST wait=1 no worker", send("POST", "/v1/jobs?wait=1", rage, port=P), 202); print("  ", r.j, round(r.elapsed, 2))
jid = r.j["id"]
print("   body key ttl", R.ttl(f"arbiter:body:{jid}"))
r = rec("W2 GET wait=1 queued", send("GET", f"/v1/jobs/{jid}?wait=1", port=P), 200); print("  ", r.j, round(r.elapsed, 2))
r2 = send("POST", "/v1/jobs", {"transcripts": [rage, rage]}, port=P); jid2 = r2.j["id"]
R.delete(f"arbiter:body:{jid2}")   # my own job's body, gone before a worker takes it
r3 = send("POST", "/v1/jobs", b'{"format":"trick-transcript/1","game":"rage","players":["a","b","c"],"deals":[{}],"meta":"x"}', port=P); jid3 = r3.j["id"]
print("   ids", jid, jid2, jid3)
json.dump([jid, jid2, jid3], open("/tmp/api4/idle_ids.json", "w"))
r = rec("W3 health no_workers", send("GET", "/v1/health", port=P), 200); print("  ", r.j)
