"""Differential comparison: oracle.py vs validator (black box), sessions from the simulator."""
import copy, json, random, sys, collections
sys.path.insert(0, "/work/wt-diff5-tarocchini/tests/data/diff5/tarocchini")
from oracle import referee, TEAMS
from replays.sim.tarocchini import simulate
from validator.engine.validate import validate

FOCUS = {"wrong_dealer", "wrong_total"}
OTTO_OPTS = [dict(), dict(monte=False), dict(double_three=False), dict(discard_credit="side_trick"),
             dict(moretti_tie="first_played", signals="after_top_card")]
TERZ_OPTS = [dict(), dict(widow=5), dict(settlement="zero_sum"), dict(solo_doubles_all_tricks=True),
             dict(monte=False, settlement="zero_sum", widow=5), dict(double_three=False)]


def focus_anns(v, di=None):
    out = []
    for dl in v.get("deals", []):
        for a in dl["annotations"]:
            if a["code"] in FOCUS and a["severity"] == "violation" and (di is None or a["deal"] == di):
                out.append(a)
    return out


def eng_games(v):
    return [(g["deal"], g["team"]) for g in (v.get("session") or {}).get("games_won", [])]


def rewrite_totals(doc):
    """Make the recorded totals what the oracle expects (used after setting a start block)."""
    r = referee(doc)
    for dl, rec in zip(doc["deals"], r["deals"]):
        for e in dl["events"]:
            if e["type"] == "total":
                p = e["party"] if isinstance(e["party"], str) else int(e["party"])
                e["points"] = rec["totals"][p]
    return doc


def gen(seed, variant, nd, opts, start=False):
    doc = simulate(seed, variant=variant, deals=nd, **opts)
    if start:
        rnd = random.Random(seed * 7 + 1)
        if variant == "ottocento":
            doc["start"] = {"totals": [rnd.choice([rnd.randint(0, 799), rnd.randint(700, 799)]) for _ in range(2)]}
        else:
            doc["start"] = {"totals": [rnd.randint(-40, 60) for _ in range(3)]}
        rewrite_totals(doc)
    return doc


def positive(N):
    stats = collections.Counter(); dis = collections.defaultdict(list)
    for i in range(N):
        variant = "ottocento" if i % 2 == 0 else "terziglio"
        opts = (OTTO_OPTS if variant == "ottocento" else TERZ_OPTS)[(i // 2) % (5 if variant == "ottocento" else 6)]
        start = (i % 3 == 0)
        nd = 4 + i % 9
        doc = gen(1000 + i, variant, nd, opts, start)
        r = referee(doc); v = validate(doc)
        stats["sessions"] += 1; stats["deals"] += len(doc["deals"])
        stats["total_events"] += sum(1 for dl in doc["deals"] for e in dl["events"] if e["type"] == "total")
        stats["games_won"] += len(r["games_won"])
        stats["won_on_decl"] += sum(1 for d in r["deals"] if d["won_on"] == "declarations")
        ora_bad = [(di, "dealer") for di, d in enumerate(r["deals"]) if not d["dealer_ok"]] + \
                  [(di, ei) for di, d in enumerate(r["deals"]) for ei in d["bad_totals"]]
        eng_bad = [(a["deal"], a["event"], a["code"]) for a in focus_anns(v)]
        key = dict(seed=1000 + i, variant=variant, deals=nd, opts=opts, start=doc.get("start"))
        if ora_bad:
            dis["oracle_flags_sim"].append((key, ora_bad))
        if eng_bad:
            dis["engine_flags"].append((key, eng_bad))
        if v["status"] != "clean":
            other = [(a["deal"], a["event"], a["code"]) for dl in v["deals"] for a in dl["annotations"] if a["severity"] == "violation"]
            dis["engine_not_clean"].append((key, v["status"], other[:5], v.get("problems") or v.get("errors")))
        ses = v.get("session") or {}
        exp = (ses.get("totals") or {}).get("expected")
        if exp is not None:
            exp = {(k if k.startswith("team") else int(k)): val for k, val in exp.items()}
            if exp != r["final"]:
                dis["final_totals"].append((key, exp, r["final"]))
        if variant == "ottocento":
            og = [(g["deal"], g["team"]) for g in r["games_won"]]
            if og != eng_games(v):
                dis["games_won"].append((key, eng_games(v), og))
    return stats, dis


if __name__ == "__main__":
    N = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    stats, dis = positive(N)
    print(dict(stats))
    for k, lst in dis.items():
        print(k, len(lst))
        for x in lst[:3]:
            print("   ", json.dumps(x, default=str)[:600])
