"""Targeted start-block sessions around 800: exact 800, both past 800 (tie / not), both on declarations."""
import copy, json, sys, collections
sys.path.insert(0, "/work/wt-diff5-tarocchini/tests/data/diff5/tarocchini")
from oracle import referee, declared_points, TEAMS
from compare import rewrite_totals, focus_anns, eng_games, validate, OTTO_OPTS
from replays.sim.tarocchini import simulate


def decl_by_team(dl, dt=True):
    d = {t: 0 for t in TEAMS}
    for e in dl["events"]:
        if e["type"] == "declare":
            d[TEAMS[e["seat"] % 2]] += declared_points(e.get("items") or [], dt)
    return d


def cases(dl):
    r = referee({"game": "tarocchini-ottocento", "deals": [dl]})["deals"][0]
    s = r["score"]; d = decl_by_team(dl)
    A, B = "team0", "team1"
    out = {}
    if s[A] > d[A] and s[B] > d[B] and s[A] <= 800 and s[B] <= 800:
        out["tie_exact_800"] = [800 - s[A], 800 - s[B]]
        out["tie_805"] = [805 - s[A], 805 - s[B]] if s[A] > d[A] + 5 and s[B] > d[B] + 5 else None
        out["800_vs_799"] = [800 - s[A], 799 - s[B]]
        out["799_vs_799"] = [799 - s[A], 799 - s[B]]
    if d[A] > 0 and d[B] > 0:
        out["both_decl_tie"] = [800 - d[A], 800 - d[B]]
        out["both_decl_B_higher"] = [800 - d[A], 801 - d[B]]
    if d[A] > 0 and s[B] > 0:
        out["A_decl_B_count_higher"] = [800 - d[A], max(0, 799 - d[B] - 0)] if d[B] == 0 else None
    return {k: v for k, v in out.items() if v and min(v) >= 0 and max(v) <= 799}


def run(N):
    st = collections.Counter(); dis = collections.defaultdict(list)
    for i in range(N):
        opts = OTTO_OPTS[i % 5]
        doc0 = simulate(9000 + i, variant="ottocento", deals=2, **opts)
        idx = [k for k, dl in enumerate(doc0["deals"]) if any(e["type"] == "total" for e in dl["events"])]
        if not idx:
            continue
        k = idx[0]
        for name, start in cases(doc0["deals"][k]).items():
            doc = copy.deepcopy(doc0); doc["deals"] = doc["deals"][k:]
            # keep a following deal so the reset is visible
            doc["start"] = {"totals": list(start)}
            rewrite_totals(doc)
            r = referee(doc); v = validate(doc)
            og = [(g["deal"], g["team"]) for g in r["games_won"]]; eg = eng_games(v)
            fl = [(a["deal"], a["event"], a["code"]) for a in focus_anns(v)]
            st[name] += 1
            if og != eg or fl or v["status"] == "rejected":
                dis[name].append(dict(seed=9000 + i, opts=opts, deal_from=k, start=start, oracle=og, engine=eg, flags=fl[:3],
                                      eng_totals=[d.get("computed", {}).get("totals") for d in v["deals"]]))
    return st, dis


if __name__ == "__main__":
    st, dis = run(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
    print(dict(st))
    for k, lst in dis.items():
        print("DIS", k, len(lst))
        for x in lst[:3]: print("   ", json.dumps(x, default=str))
