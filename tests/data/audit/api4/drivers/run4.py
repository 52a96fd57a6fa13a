"""api4 section 4: per game, the spec's promises on input (case, aliases, t/note, play-only) and bad inputs."""
import copy, json, re
from lib import *

EX = sorted((ROOT / "examples").glob("*/*.json"))
games = {g["name"]: g for g in send("GET", "/v1/games").j["games"]}
ALIASES = {"JOKER", "SKIZ", "MATTO"}


def lower_cards(x):
    if isinstance(x, list):
        return [lower_cards(y) for y in x]
    if isinstance(x, dict):
        return {k: (lower_cards(v) if k in ("hands", "talon", "cards", "card", "events") else v) for k, v in x.items()}
    if isinstance(x, str):
        return x.lower()
    return x


def alias(x):
    if isinstance(x, list):
        return [alias(y) for y in x]
    if isinstance(x, dict):
        return {k: alias(v) for k, v in x.items()}
    if isinstance(x, str) and x in ALIASES:
        return "FOOL"
    return x


def go(rid, t, want_status=None, same_as=None):
    r = rec(rid, send("POST", "/v1/validate", t), 200)
    v = r.j
    bad = verdict_invariants(v, t)
    if want_status and v["status"] != want_status:
        bad.append(f"status {v['status']} != {want_status}: {v.get('problems')}")
    if same_as is not None:
        a = {k: v[k] for k in v if k not in ("transcript_sha256",)}
        b = {k: same_as[k] for k in same_as if k not in ("transcript_sha256",)}
        if a != b:
            diffk = [k for k in set(a) | set(b) if a.get(k) != b.get(k)]
            bad.append(f"verdict differs from the original's in {diffk}")
    if any(p["code"] == "engine_error" for p in v.get("problems", [])):
        bad.append("engine_error")
    if bad:
        print("DIFF", rid, bad[:5])
        FINDINGS.append({"id": rid, "bad": bad})
    else:
        print(f"    {rid}: {v['status']} {[(p['pointer'], p['code']) for p in v.get('problems', [])][:6]}")
    return v


for p in EX:
    t0 = json.loads(p.read_text("utf-8"))
    g = t0["game"]
    rid = f"{p.parent.name}/{p.name}"
    base = send("POST", "/v1/validate", t0).j
    # lowercase card codes: "case-insensitive on input and canonical on output"
    go(f"C1 lower {rid}", lower_cards(t0), base["status"], base)
    # FOOL alias
    txt = json.dumps(t0)
    if any(a in txt for a in ALIASES):
        go(f"C2 FOOL {rid}", alias(t0), base["status"], base)
    # t and note on every event
    t = copy.deepcopy(t0)
    for d in t["deals"]:
        for e in d["events"]:
            e["t"] = "2026-11-20T19:00:00Z"
            e["note"] = "é"
    go(f"C3 t/note {rid}", t, base["status"], base)
    # play-only: hands null
    t = copy.deepcopy(t0)
    for d in t["deals"]:
        d["hands"] = None
    go(f"C4 play-only {rid}", t)
    # unknown event type in the last deal
    t = copy.deepcopy(t0); t["deals"][-1]["events"].insert(1, {"type": "cut", "seat": 0})
    go(f"D1 unknown event {rid}", t, "rejected")
    # unknown card
    t = copy.deepcopy(t0); t["deals"][0]["hands"][0][0] = "ZZ9"
    go(f"D2 unknown card {rid}", t, "rejected")
    # a card dealt twice (seat 1's first card is seat 0's first card)
    t = copy.deepcopy(t0)
    if len(t["deals"][0]["hands"][1]):
        t["deals"][0]["hands"][1][0] = t["deals"][0]["hands"][0][0]
    v = go(f"D3 dealt twice {rid}", t, "rejected")
    # bad option value for every option, and an unknown option
    for o in games[g]["options"]:
        t = copy.deepcopy(t0); t["rules"] = dict(t.get("rules") or {}, **{o["name"]: "surely-not"})
        v = go(f"D4 bad option {g} {o['name']}", t, "rejected")
        if (f"/rules/{o['name']}", "bad_option_value") not in [(q["pointer"], q["code"]) for q in v.get("problems", [])]:
            print("DIFF D4 pointer", v.get("problems"))
        break
    t = copy.deepcopy(t0); t["rules"] = dict(t.get("rules") or {}, nope=1)
    go(f"D5 unknown option {rid}", t, "rejected")
    # wrong player count
    t = copy.deepcopy(t0); t["players"] = t["players"][:1]
    go(f"D6 one player {rid}", t, "rejected")
    # dealer out of range, a seat out of range
    t = copy.deepcopy(t0); t["deals"][0]["dealer"] = 99
    go(f"D7 dealer 99 {rid}", t, "rejected")
    t = copy.deepcopy(t0)
    for e in t["deals"][0]["events"]:
        if "seat" in e:
            e["seat"] = -1
            break
    go(f"D8 seat -1 {rid}", t, "rejected")
    # unknown field on an event
    t = copy.deepcopy(t0); t["deals"][0]["events"][0]["colour"] = 1
    go(f"D9 unknown event field {rid}", t, "rejected")
    # events missing
    t = copy.deepcopy(t0); del t["deals"][0]["events"]
    go(f"D10 events missing {rid}", t, "rejected")
    # one job carrying all the mutants of this example as a batch: verdicts match validate's (rejections included)
print("FINDINGS", len(FINDINGS))
json.dump(FINDINGS, open("/tmp/api4/findings4.json", "w"), indent=1, ensure_ascii=False)
