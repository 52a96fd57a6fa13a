"""Phase-2 probes for the verdict-consistency round (writes only under /tmp).

For every transcript here: run the CLI (`replays.cli validate --json`) and check the verdict
against transcript-format.md (Verdict) and openapi.yaml: summary counts, annotation pointers,
rule ids against GET /v1/games/<id>, settlement differences, the session sum, resolved rules,
meta echo, transcript_sha256 (own canonical hash, and stable under re-serialisation).
Then submit files over HTTP (a real `serve` if SERVE_URL is set, else create_app's test client):
POST /v1/validate and POST /v1/jobs?wait=30, compared with the CLI's verdict.

    PYTHONPATH=$PWD python tests/data/audit/verdict-consistency/_probes.py [SERVE_URL]
"""

import glob
import hashlib
import json
import os
import random
import subprocess
import sys
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))
OUT = "/tmp/vc-probes"
os.makedirs(OUT, exist_ok=True)
PROBLEMS = []


def problem(f, msg):
    PROBLEMS.append((f, msg))
    print("  PROBLEM", f, msg)


def cli(path):
    r = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", path],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=ROOT),
    )
    return json.loads(r.stdout)


def games():
    from validator.http.app import create_app

    c = create_app("redis://127.0.0.1:6379/0").test_client()
    return {
        g: c.get("/v1/games/" + g).get_json()
        for g in [x["name"] for x in c.get("/v1/games").get_json()["games"]]
    }


def ints(x):
    if isinstance(x, float) and x.is_integer() and abs(x) <= 10**12:
        return int(x)
    if isinstance(x, dict):
        return {k: ints(v) for k, v in x.items()}
    if isinstance(x, list):
        return [ints(v) for v in x]
    return x


def canon(obj):
    obj = ints(obj)
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def near(a, b):
    return abs(a - b) < 0.005


def check(f, tr, v, listing):
    name = os.path.basename(f)
    anns = [a for d in v["deals"] for a in d["annotations"]]
    viol = [a for a in anns if a["severity"] == "violation"]
    warn = [a for a in anns if a["severity"] == "warning"]
    s = v["summary"]
    if s["violations"] != len(viol):
        problem(name, "summary.violations {} != {}".format(s["violations"], len(viol)))
    if s["warnings"] != len(warn):
        problem(name, "summary.warnings {} != {}".format(s["warnings"], len(warn)))
    bc, bs = {}, {}
    for a in viol:
        bc[a["code"]] = bc.get(a["code"], 0) + 1
        if a["seat"] is not None:
            bs[str(a["seat"])] = bs.get(str(a["seat"]), 0) + 1
    if s["by_code"] != bc:
        problem(name, "by_code {} != {}".format(s["by_code"], bc))
    if s["by_seat"] != bs:
        problem(name, "by_seat {} != {}".format(s["by_seat"], bs))
    if v["status"] == "rejected":
        pass
    elif (v["status"] == "clean") != (len(viol) == 0):
        problem(name, "status {} with {} violations".format(v["status"], len(viol)))
    # annotations point at the right place; rule ids are listed
    codes = {c["code"]: c for c in listing["codes"]}
    all_rules = {r for c in listing["codes"] for r in c["rules"]} | {
        o["rule"] for o in listing["options"] if o.get("rule")
    }
    for di, d in enumerate(v["deals"]):
        if d["index"] != di:
            problem(name, "deals[{}].index = {}".format(di, d["index"]))
        for a in d["annotations"]:
            if a["deal"] != d["index"]:
                problem(name, "annotation deal {} in deals[{}]".format(a["deal"], di))
            if a["code"] not in codes:
                problem(name, "code {} not listed".format(a["code"]))
            elif a["rule"] not in codes[a["code"]]["rules"]:
                problem(
                    name,
                    "rule {} not among {}'s rules {}".format(a["rule"], a["code"], codes[a["code"]]["rules"]),
                )
            if codes.get(a["code"]) and codes[a["code"]]["severity"] != a["severity"]:
                problem(name, "severity {} != listing {}".format(a["severity"], codes[a["code"]]["severity"]))
            pen = a.get("penalty") or {}
            for key in ("rule", "classed_by"):
                if key in pen and pen[key] not in all_rules:
                    problem(
                        name,
                        "penalty.{} {} (deal {}, {}) is not in GET /v1/games listing".format(
                            key, pen[key], di, a["code"]
                        ),
                    )
            ev = a["event"]
            if ev is None:
                continue
            evs = tr["deals"][a["deal"]]["events"]
            if not 0 <= ev < len(evs):
                problem(name, f"event {ev} out of range")
                continue
            e = evs[ev]
            want = e.get("seat", e.get("from", e.get("party")))
            if isinstance(want, int) and want != a["seat"]:
                problem(
                    name, "annotation seat {}, event {}'s seat/party {} ({})".format(a["seat"], ev, want, e)
                )
        # settlement
        st = d["settlement"]
        exp, rec, dif = st["expected"], st["recorded"], st["difference"]
        if rec is None:
            if dif:
                problem(name, f"deal {di}: difference {dif} with recorded null")
        else:
            want = {k: exp[k] - rec[k] for k in exp if k in rec and abs(exp[k] - rec[k]) >= 0.02}
            got = {k: x for k, x in dif.items()}
            if set(want) != set(got) or any(not near(want[k], got[k]) for k in want):
                problem(name, f"deal {di}: difference {got}, expected-recorded {want}")
    # session sum
    ses = v.get("session")
    if ses:
        tot = ses.get("totals") or ses.get("net")
        if tot:
            summed = {}
            for d in v["deals"]:
                for k, x in d["settlement"]["expected"].items():
                    summed[k] = summed.get(k, 0) + x
            if tr.get("start", {}).get("totals") is None and set(summed) == set(tot["expected"]):
                if any(not near(summed[k], tot["expected"][k]) for k in summed):
                    problem(name, "session expected {} != sum of deals {}".format(tot["expected"], summed))
            elif set(tot["expected"]) - set(summed):
                problem(
                    name, "session parties {} != deals' {}".format(sorted(tot["expected"]), sorted(summed))
                )
            if tot["recorded"] is not None:
                want = {
                    k: tot["expected"][k] - tot["recorded"][k]
                    for k in tot["expected"]
                    if k in tot["recorded"] and abs(tot["expected"][k] - tot["recorded"][k]) >= 0.02
                }
                if want != tot["difference"]:
                    problem(
                        name, "session difference {}, expected-recorded {}".format(tot["difference"], want)
                    )
    if v["status"] == "rejected":
        print(
            "    rejected:", [(p["pointer"], p["code"], p["message"][:80]) for p in v.get("problems", [])][:3]
        )
        return
    # rules: every option resolved
    opts = {o["name"]: o["default"] for o in listing["options"]}
    preset = (tr.get("rules") or {}).get("preset", "standard")
    pvals = next(p["values"] for p in listing["presets"] if p["name"] == preset)
    want = dict(pvals)
    want.update(tr.get("rules") or {})
    want.setdefault("preset", "standard")
    if set(v["rules"]) != set(opts) | {"preset"}:
        problem(name, "rules keys {} vs options {}".format(sorted(v["rules"]), sorted(opts)))
    for k, x in want.items():
        if v["rules"].get(k) != x:
            problem(name, "rules[{}] = {!r}, want {!r}".format(k, v["rules"].get(k), x))
    # meta echoed
    if v["meta"] != tr.get("meta", {}):
        problem(name, "meta {!r} != {!r}".format(v["meta"], tr.get("meta")))
    # sha
    mine = hashlib.sha256(canon(tr)).hexdigest()
    if v["transcript_sha256"] != mine:
        problem(name, "sha {} != own canonical {}".format(v["transcript_sha256"], mine))


def shuffled(obj, rng):
    if isinstance(obj, dict):
        items = list(obj.items())
        rng.shuffle(items)
        return {k: shuffled(x, rng) for k, x in items}
    if isinstance(obj, list):
        return [shuffled(x, rng) for x in obj]
    return obj


def reserialise(f, tr, v):
    name = os.path.basename(f)
    rng = random.Random(name)
    variants = {
        "indent3": json.dumps(shuffled(tr, rng), ensure_ascii=False, indent=3),
        "compact-ascii": json.dumps(shuffled(tr, rng), ensure_ascii=True, separators=(",", ":")),
        "tabs": json.dumps(shuffled(tr, rng), ensure_ascii=False, indent="\t", separators=(" ,", " : ")),
    }
    for tag, text in variants.items():
        p = os.path.join(OUT, name.replace(".json", "." + tag + ".json"))
        with open(p, "w", encoding="utf-8") as fh:
            fh.write(text)
        w = cli(p)
        if w != v:
            diff = [k for k in v if v.get(k) != w.get(k)]
            problem(name, f"re-serialised ({tag}) verdict differs in {diff}")


def http_compare(files, base_url):
    if base_url:

        def post(path, body):
            req = urllib.request.Request(
                base_url + path, data=body, headers={"Content-Type": "application/json"}, method="POST"
            )
            with urllib.request.urlopen(req, timeout=60) as r:
                return r.status, json.loads(r.read())

    else:
        from validator.http.app import create_app

        c = create_app("redis://127.0.0.1:6379/0").test_client()

        def post(path, body):
            r = c.post(path, data=body, content_type="application/json")
            return r.status_code, r.get_json()

    for f in files:
        name = os.path.basename(f)
        body = open(f, "rb").read()
        v = cli(f)
        st, sync = post("/v1/validate", body)
        print("  http", name, "/v1/validate", st)
        if sync != v:
            problem(
                name, "POST /v1/validate differs from CLI in %s" % [k for k in v if v.get(k) != sync.get(k)]
            )
        if not base_url:  # the test client runs no worker: jobs need a real `serve`
            continue
        st, job = post("/v1/jobs?wait=30", body)
        print("  http", name, "/v1/jobs?wait=30", st, job.get("status"), job.get("count"))
        vs = job.get("verdicts") or []
        if len(vs) != 1 or vs[0] != v:
            problem(
                name,
                "job verdict differs from CLI: %s"
                % (job if not vs else [k for k in v if v.get(k) != vs[0].get(k)]),
            )
        st, job = post("/v1/jobs?wait=30", json.dumps({"transcripts": [json.loads(body)] * 2}).encode())
        vs = job.get("verdicts") or []
        print("  http", name, "batch of 2", st, job.get("status"), len(vs))
        if len(vs) != 2 or any(x != v for x in vs):
            problem(name, "batch verdicts differ from CLI")
        json.dump({"sync": sync, "job": job}, open(os.path.join(OUT, name + ".http.json"), "w"))


def load(n):
    return json.load(open(glob.glob(os.path.join(HERE, n + "-*.json"))[0], encoding="utf-8"))


def to_float(x):
    if isinstance(x, dict):
        return {
            k: (float(v) if k in ("amount", "points", "table") and isinstance(v, int) else to_float(v))
            for k, v in x.items()
        }
    if isinstance(x, list):
        return [to_float(v) for v in x]
    return x


def with_payments(tr, verdict, edit):
    """The engine's computed payments written into each deal (after the plays), then edit(deals)."""
    tr = json.loads(json.dumps(tr))
    for d, vd in zip(tr["deals"], verdict["deals"], strict=False):
        for p in vd["computed"]["payments"]:
            d["events"].append({"type": "payment", **p})
    edit(tr["deals"])
    return tr


def with_sheet(tr, verdict, edit):
    """Tarocchini: the engine's deal totals as score events and running totals as total events."""
    tr = json.loads(json.dumps(tr))
    run = {}
    for d, vd in zip(tr["deals"], verdict["deals"], strict=False):
        for k, x in vd["settlement"]["expected"].items():
            party = k if k.startswith("team") else int(k)
            d["events"].append({"type": "score", "party": party, "points": x})
            run[k] = run.get(k, 0) + x
        for k, x in run.items():
            party = k if k.startswith("team") else int(k)
            d["events"].append({"type": "total", "party": party, "points": x})
    edit(tr["deals"])
    return tr


def variants(listing):
    out = {}
    base = {n: load(n) for n in ("01", "02", "03", "04", "06", "08", "10", "12")}
    vb = {n: cli(glob.glob(os.path.join(HERE, n + "-*.json"))[0]) for n in base}

    t = json.loads(json.dumps(base["02"]))
    ev = t["deals"][2]["events"]
    plays = [i for i, e in enumerate(ev) if e["type"] == "play"]
    cut = set(plays[-8:]) | {i for i, e in enumerate(ev) if e["type"] in ("score", "total")}
    t["deals"][2]["events"] = [e for i, e in enumerate(ev) if i not in cut]
    out["v1-rage-cut-round"] = t

    out["v2-rage-floats"] = to_float(base["03"])
    t = json.loads(json.dumps(base["01"]))
    del t["meta"]
    out["v3a-rage-no-meta"] = t
    t = dict(base["01"], meta=None)
    out["v3b-rage-meta-null"] = t
    out["v4a-galician-common-usage"] = dict(base["06"], rules={"preset": "common_usage", "pool": False})
    out["v4b-ulti-ultinet"] = dict(base["08"], rules={"preset": "ultinet"})
    out["v4c-terziglio-nineteen"] = dict(base["12"], rules={"preset": "nineteen"})

    def dk_edit(deals):
        e1 = [e for e in deals[1]["events"] if e.get("reason") == "card_points"][0]
        e1["amount"] += 5
        ev = deals[2]["events"]
        i = next(i for i, e in enumerate(ev) if e.get("reason") == "deal_fee" and e["to"] == "king_pool")
        del ev[i]

    out["v5-danish-payments"] = with_payments(base["04"], vb["04"], dk_edit)

    def ul_edit(deals):
        next(e for e in deals[1]["events"] if e["type"] == "payment")["amount"] += 1

    out["v6-ulti-payments"] = with_payments(base["08"], vb["08"], ul_edit)

    def gt_edit(deals):
        ev = deals[2]["events"]
        i = max(i for i, e in enumerate(ev) if e["type"] == "payment")
        del ev[i]

    out["v7-galician-payments"] = with_payments(base["06"], vb["06"], gt_edit)

    def oc_edit(deals):
        next(e for e in deals[1]["events"] if e["type"] == "score" and e["party"] == "team0")["points"] += 10

    out["v8-ottocento-sheet"] = with_sheet(base["10"], vb["10"], oc_edit)

    def tz_edit(deals):
        next(e for e in deals[2]["events"] if e["type"] == "total" and e["party"] == 1)["points"] += 1

    out["v9-terziglio-sheet"] = with_sheet(base["12"], vb["12"], tz_edit)

    print(f"\n-- variants (under {OUT})")
    for name, t in out.items():
        p = os.path.join(OUT, name + ".json")
        with open(p, "w", encoding="utf-8") as fh:
            json.dump(t, fh, ensure_ascii=False, indent=1)
        v = cli(p)
        json.dump(v, open(os.path.join(OUT, name + ".verdict.json"), "w"), ensure_ascii=False, indent=1)
        print(name, v["status"], v["summary"])
        for d in v["deals"]:
            for a in d["annotations"]:
                print(
                    "   ",
                    a["deal"],
                    a["event"],
                    a["seat"],
                    a["code"],
                    a["severity"],
                    a["rule"],
                    "|",
                    a["message"][:140],
                )
            if (
                d["settlement"]["difference"]
                or d["settlement"]["recorded"] is not None
                and name[:2] in ("v5", "v6", "v7", "v8", "v9")
            ):
                print("    settlement", d["index"], json.dumps(d["settlement"]))
        if v.get("session"):
            print("    session", json.dumps(v["session"])[:400])
        print("    meta", v["meta"], "sha", v["transcript_sha256"][:16])
        check(p, t, v, listing[t["game"]])
        if name.startswith("v2"):
            if v["transcript_sha256"] != vb["03"]["transcript_sha256"]:
                problem(
                    name,
                    "sha of the float re-writing {} != 03's {}".format(
                        v["transcript_sha256"], vb["03"]["transcript_sha256"]
                    ),
                )


def edge(listing, base_url):
    """Number spellings and the hash, a rejected verdict's counts, a wrong dealer, GET /v1/jobs/{id}."""
    print("\n-- edges")
    f03 = glob.glob(os.path.join(HERE, "03-*.json"))[0]
    v03 = cli(f03)
    text = open(f03, encoding="utf-8").read()
    spell = {
        "5e0": text.replace('"amount": 5\n', '"amount": 5e0\n'),
        "5.00": text.replace('"amount": 5\n', '"amount": 5.00\n'),
        "bid1.0": text.replace('"bid": 1}', '"bid": 1.0}').replace('"bid": 1\n', '"bid": 1.0\n'),
        "2.50e0": text.replace("2.5,", "2.50e0,"),
        "bom": "\ufeff" + text,
        "crlf": text.replace("\n", "\r\n"),
    }
    for tag, t in spell.items():
        if t == text:
            print(f"  (spelling {tag} not applied)")
            continue
        p = os.path.join(OUT, "03." + tag + ".json")
        open(p, "w", encoding="utf-8").write(t)
        v = cli(p)
        same = v.get("transcript_sha256") == v03["transcript_sha256"]
        print("  03 spelled", tag, v["status"], "sha same" if same else "sha DIFFERS", v.get("summary"))
        if not same and tag not in ("bom",):
            problem(
                "03." + tag,
                "transcript_sha256 {} != {}".format(v.get("transcript_sha256"), v03["transcript_sha256"]),
            )
    # rejected: problems counted
    t = load("12")
    t = dict(t, rules={"preset": "nineteen"})
    p = os.path.join(OUT, "12.rejected.json")
    json.dump(t, open(p, "w"))
    v = cli(p)
    if v["status"] != "rejected" or v["summary"].get("problems") != len(v.get("problems", [])) or v["deals"]:
        problem(
            "12.rejected",
            "summary.problems {} vs {} problems, deals {}".format(
                v["summary"].get("problems"), len(v.get("problems", [])), len(v["deals"])
            ),
        )
    if v["meta"] != t["meta"] or v["transcript_sha256"] != hashlib.sha256(canon(t)).hexdigest():
        problem("12.rejected", "meta/sha not echoed in a rejected verdict")
    print("  rejected", v["status"], v["summary"], v["rules"])
    # a dealer written wrongly in deal 1 (hands and bids follow the dealer due)
    t = load("01")
    t["deals"][1]["dealer"] = 3
    p = os.path.join(OUT, "01.wrong-dealer.json")
    json.dump(t, open(p, "w"), ensure_ascii=False)
    v = cli(p)
    print("  wrong dealer", v["status"], v["summary"])
    for d in v["deals"]:
        for a in d["annotations"]:
            print("   ", a["deal"], a["event"], a["seat"], a["code"], a["rule"], "|", a["message"][:160])
        print(
            "    computed dealer", d["computed"]["dealer"], "settlement diff", d["settlement"]["difference"]
        )
    check(p, t, v, listing["rage"])
    # GET /v1/jobs/{id}
    if base_url:
        f02 = glob.glob(os.path.join(HERE, "02-*.json"))[0]
        req = urllib.request.Request(
            base_url + "/v1/jobs",
            data=open(f02, "rb").read(),
            headers={"Content-Type": "application/json"},
            method="POST",
        )
        with urllib.request.urlopen(req, timeout=60) as r:
            st, job = r.status, json.loads(r.read())
        print("  POST /v1/jobs", st, job.get("status"), job.get("status_url"))
        url = job["status_url"] if job["status_url"].startswith("http") else base_url + job["status_url"]
        with urllib.request.urlopen(url + ("&" if "?" in url else "?") + "wait=30", timeout=60) as r:
            got = json.loads(r.read())
        print("  GET", got.get("status"), got.get("count"))
        if got.get("verdicts") != [cli(f02)]:
            problem("02", "GET /v1/jobs/{id} verdicts differ from the CLI's")


def main():
    listing = games()
    if "--edge" in sys.argv:
        edge(listing, next((a for a in sys.argv[1:] if a.startswith("http")), None))
        print(f"\n{len(PROBLEMS)} problems")
        for f, m in PROBLEMS:
            print(" ", f, m)
        return
    if "--variants" in sys.argv:
        variants(listing)
        print(f"\n{len(PROBLEMS)} problems")
        for f, m in PROBLEMS:
            print(" ", f, m)
        return
    files = sorted(glob.glob(os.path.join(HERE, "[0-9]*.json")))
    for f in files:
        tr = json.load(open(f, encoding="utf-8"))
        v = cli(f)
        json.dump(v, open(os.path.join(OUT, os.path.basename(f)), "w"), ensure_ascii=False, indent=1)
        print(os.path.basename(f), v["status"], v["summary"])
        check(f, tr, v, listing[tr["game"]])
        reserialise(f, tr, v)
    base = sys.argv[1] if len(sys.argv) > 1 else None
    picks = [f for f in files if os.path.basename(f)[:2] in ("02", "05")]
    http_compare(picks, base)
    print(f"\n{len(PROBLEMS)} problems")
    for f, m in PROBLEMS:
        print(" ", f, m)


if __name__ == "__main__":
    main()
