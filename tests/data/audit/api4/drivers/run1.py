"""api4 section 1: service endpoints with good inputs (health, games, every example through every way in)."""
import json, sys, time
from lib import *

EX = sorted((ROOT / "examples").glob("*/*.json"))

# health
r = rec("H1", send("GET", "/v1/health"), 200)
print("   ", r.j)
# games
r = rec("G1", send("GET", "/v1/games"), 200)
games = {g["name"]: g for g in r.j["games"]}
print("    games:", list(games), "unsupported:", r.j["unsupported"])
for name in games:
    r2 = rec(f"G2 {name}", send("GET", f"/v1/games/{name}"), 200)
    if r2.j != games[name]:
        FINDINGS.append({"id": f"G2 {name}", "bad": ["/v1/games/{name} differs from its /v1/games entry"]})
        print("DIFF G2 body differs")
    # openapi Rules description names every option
    desc = OAS["components"]["schemas"]["Rules"]["description"]
    for o in games[name]["options"]:
        if f"`{o['name']}`" not in desc:
            print(f"DIFF G3 {name}: option {o['name']} not named in openapi Rules description")
    for p in games[name]["presets"]:
        opts = {o["name"] for o in games[name]["options"]}
        if set(p["values"]) - {"preset"} != opts:
            print(f"DIFF G4 {name} preset {p['name']} values {set(p['values'])} vs options {opts}")
    for o in games[name]["options"]:
        if o["default"] not in o["allowed"]:
            print(f"DIFF G5 {name} option {o['name']} default {o['default']} not in allowed {o['allowed']}")
        if o["rule"] not in digest_ids(name):
            print(f"DIFF G6 {name} option {o['name']} rule {o['rule']} not in digest")
    std = [p for p in games[name]["presets"] if p["name"] == "standard"]
    if not std:
        print(f"DIFF G7 {name}: no standard preset")
    else:
        for o in games[name]["options"]:
            if std[0]["values"].get(o["name"]) != o["default"]:
                print(f"DIFF G8 {name} option {o['name']} default {o['default']} != standard {std[0]['values'].get(o['name'])}")

# every example: /v1/validate, POST /v1/jobs + poll, POST ?wait, batch, CLI --json
verdicts = {}
for p in EX:
    t = json.loads(p.read_text("utf-8"))
    rid = f"{p.parent.name}/{p.name}"
    r = rec(f"V1 {rid}", send("POST", "/v1/validate", p.read_bytes()), 200)
    bad = verdict_invariants(r.j, t)
    if bad:
        print("DIFF V1 invariants", rid, bad)
        FINDINGS.append({"id": "V1 " + rid, "bad": bad})
    verdicts[rid] = r.j
    # job + poll
    r = rec(f"J1 {rid}", send("POST", "/v1/jobs", p.read_bytes()), 202)
    loc = r.headers.get("location")
    if loc != r.j["status_url"]:
        print("DIFF J1 Location", loc, r.j["status_url"])
    for _ in range(100):
        s = send("GET", r.j["status_url"])
        if s.j.get("status") in ("finished", "failed"):
            break
        time.sleep(0.05)
    rec(f"J2 {rid}", s, 200)
    if s.j.get("verdicts") != [verdicts[rid]]:
        print("DIFF J2 job verdict differs from /v1/validate's", rid)
        FINDINGS.append({"id": "J2 " + rid, "bad": ["job verdict != validate verdict"]})
    # one round trip
    r = rec(f"J3 {rid}", send("POST", "/v1/jobs?wait=10", p.read_bytes()), 200)
    if r.j.get("verdicts") != [verdicts[rid]]:
        print("DIFF J3 differs", rid)
    if "location" not in r.headers:
        print("DIFF J3 no Location")

# batch of every example
batch = {"transcripts": [json.loads(p.read_text("utf-8")) for p in EX]}
r = rec("J4 batch", send("POST", "/v1/jobs?wait=20", batch), 200)
want = [verdicts[f"{p.parent.name}/{p.name}"] for p in EX]
print("    batch count", r.j.get("count"), "same verdicts in order:", r.j.get("verdicts") == want)
r = rec("J5 batch GET wait", send("GET", f"/v1/jobs/{r.j['id']}?wait=5"), 200)
json.dump(verdicts, open("/tmp/api4/verdicts.json", "w"), ensure_ascii=False)
print("FINDINGS", len(FINDINGS))
