"""Money after a player's forfeit (§12 bad count, §13 king laid away, §21 wrong tarock count,
§22 tarock laid away unshown): engine's computed payments vs the oracle's, recorded money removed."""
import sys, os, copy, collections, random
sys.path.insert(0, os.path.dirname(__file__))
from replays.sim.galician_tarok import simulate
from validator.engine.validate import validate
import oracle

OPTS = {"consolation": ["as_lost_game", "single"], "renonce_premiums": ["not_counted", "all_paid"],
        "renonce_silent_premiums": ["not_counted", "counted"], "renonce_pool": ["with_ultimo", "paid", "untouched"],
        "contra_symmetric": [False, True], "tarocks_paid": ["always", "if_game_won"]}


def forfeits(dl):
    ev = dl["events"]
    ti = [i for i, e in enumerate(ev) if e["type"] == "take"]; xi = [i for i, e in enumerate(ev) if e["type"] == "discard"]
    ai = [i for i, e in enumerate(ev) if e["type"] == "announce"]
    if not ti or not xi: return
    pl = ev[ti[0]]["seat"]; hand = dl["hands"][pl] + ev[ti[0]]["cards"]
    kings = [c for c in hand if c.startswith("K") and c not in ev[xi[0]]["cards"]]
    if kings: yield "king", lambda me: me[xi[0]].__setitem__("cards", me[xi[0]]["cards"][:-1] + [kings[0]])
    yield "fewer", lambda me: me[xi[0]].__setitem__("cards", me[xi[0]]["cards"][:-1])
    for i in ai:
        if ev[i]["seat"] == pl:
            for k, it in enumerate(ev[i]["items"]):
                if it.get("kind") == "tarocks":
                    yield "tarocks-1", lambda me, i=i, k=k: me[i]["items"][k].__setitem__("count", me[i]["items"][k]["count"] - 1)
            if ev[xi[0]].get("shown"):
                yield "unshown", lambda me: me[xi[0]].pop("shown")


def main(N):
    out = collections.Counter(); shown = collections.Counter()
    for s in range(N):
        r = random.Random(s)
        opts = {k: r.choice(v) for k, v in OPTS.items()}
        d = simulate(s, **opts)
        for dd in d["deals"]:
            dd["events"] = [e for e in dd["events"] if e["type"] not in ("payment", "score", "total")]
        for di, dl in enumerate(d["deals"]):
            for kind, f in forfeits(dl):
                m = copy.deepcopy(d); f(m["deals"][di]["events"])
                v = validate(m)
                if v["status"] == "rejected": out["rejected"] += 1; continue
                c = v["deals"][di]["computed"]
                res = oracle.check(m)
                eng = collections.Counter()
                for p in c.get("payments") or []:
                    eng[str(p["from"])] -= p["amount"]; eng[str(p["to"])] += p["amount"]
                ok = True
                mine = {k: round(x, 2) for k, x in res[di]["net"].items() if abs(x) > 1e-6}
                eng = {k: round(x, 2) for k, x in eng.items() if abs(x) > 1e-6}
                ok = mine == eng
                key = (kind, "won-by-points" if res[di]["info"]["points"] > 33 else "lost", ok)
                out[key] += 1
                if not ok and shown[kind] < 2:
                    shown[kind] += 1
                    print(s, di, kind, opts, "pts", res[di]["info"]["points"], "forfeit", c.get("forfeit"), "ann", c.get("announced"), "contra", c.get("contra"))
                    print("   ENG", [(p["from"], p["to"], p["amount"], p["reason"]) for p in c["payments"]])
                    print("   ME ", res[di]["payments"])
    for k in sorted(out, key=str): print(k, out[k])


if __name__ == "__main__":
    main(int(sys.argv[1]))
