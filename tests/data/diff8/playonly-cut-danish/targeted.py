"""Targeted probe for the declaration class: in a play-only record cut mid-play, give seat s a trumps
declaration whose Pagat flag the kept plays contradict (T1 played by s with pagat false, or by another
seat with pagat true), a half-kings 'missing X' while s plays KX, or 'full kings' while s plays the Joker
and all four kings are not needed (the form is wrong).  Count oracle/engine verdicts by dealer / non-dealer."""
import copy, json, os, random, sys
from collections import Counter
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from oracle import referee, norm, suit
from replays.sim.danish_tarok import simulate
from validator.engine.validate import validate

def main(N=300, seed0=91000):
    cnt = Counter(); ex = {}
    for k in range(N):
        rnd = random.Random(k)
        doc = simulate(seed0 + k, players=3 + k % 2, deals=1)
        dl = doc["deals"][0]; dl["hands"] = None
        ev = dl["events"]
        pi = [i for i, e in enumerate(ev) if e["type"] == "play"]
        if len(pi) < 75:
            continue
        cut = pi[rnd.randint(30, 70)] + 1
        while cut < len(ev) and ev[cut]["type"] == "payment":
            cut += 1
        dl["events"] = ev = ev[:cut]
        decl = [i for i, e in enumerate(ev) if e["type"] == "declare" and e["items"] == []]
        t1 = next((e["seat"] for e in ev if e["type"] == "play" and norm(e["card"]) == "T1"), None)
        for i in decl:
            s = ev[i]["seat"]
            mine = {norm(e["card"]) for e in ev if e["type"] == "play" and e["seat"] == s}
            nt = sum(1 for c in mine if suit(c) in ("T", None))
            items = []
            if t1 is not None:
                items.append(("pagat_true_other" if t1 != s else "pagat_false_own",
                              {"kind": "trumps", "count": max(10, nt + 1), "pagat": t1 != s}))
            for x in "HDSC":
                if "K" + x in mine:
                    items.append(("half_kings_missing_own", {"kind": "kings", "form": "half", "missing": x})); break
            for name, it in items:
                d2 = copy.deepcopy(doc)
                d2["deals"][0]["events"][i]["items"] = [it]
                o = 9 in () or bool(referee(d2)[0]["faults"].get(i, {}).get("false_declaration", 0) is None)
                e = any(a["code"] == "false_declaration" for a in validate(d2)["deals"][0]["annotations"])
                role = "dealer" if s == dl["dealer"] else "non-dealer"
                key = "%s %s oracle=%s engine=%s" % (name, role, o, e)
                cnt[key] += 1
                ex.setdefault(key, {"seed": seed0 + k, "players": 3 + k % 2, "cut_event": cut, "declare_event": i, "item": it})
    for k, v in sorted(cnt.items()):
        print("%5d  %s" % (v, k))
    for k, v in ex.items():
        print(k, json.dumps(v))

main()
