"""Targeted play-only probes of the Joker-naming rules (L134-L138) and of partial records.

usage: targeted.py N [SEED0]
 l138:  a Joker lead is re-named to a suit X that neither follower plays from that trick on, nor a
        trump (both provably void of X and trumps when all 25 tricks are recorded): the second's card
        names the Joker and the third must follow it (L138).  Variant 'seems': the second plays X
        later, so he was not void and L138 does not bind the third.
 name:  the second player says "void" and re-names the Joker (L134): call void + call name_joker
        with the suit of his own card; the third must then follow that suit.
 partial: the deal is cut after t tricks and a declaration is made that the kept plays disprove
        (trumps count below the trumps the seat already played, or kings when another seat played
        a king), or a seat that played >= 10 trumps passes.
"""
import copy, json, sys, os, random
from collections import Counter, defaultdict
sys.path.insert(0, os.path.dirname(__file__))
from oracle import referee, suit, norm
from compare import session_args, play_only
from neg import plays_of, codes_at
from replays.sim.danish_tarok import simulate
from validator.engine.validate import validate


def joker_leads(dl):
    ev = dl["events"]; pl = plays_of(dl)
    return [(k, pl) for k, i in enumerate(pl) if k % 3 == 0 and norm(ev[i]["card"]) == "JOKER" and k < 72]


def later_suits(ev, pl, seat, k):
    return {suit(norm(ev[i]["card"])) for i in pl[k:] if ev[i]["seat"] == seat}


def compare_at(d, di, evs, stats, dis, tag, desc):
    orc = referee(d)[di]
    ver = validate(d)
    ann = ver["deals"][di]["annotations"]
    for e in evs:
        oc = set(orc["faults"].get(e, {})); ec = codes_at(ann, e)
        stats[tag + "_events"] += 1
        stats[tag + ("_illegal" if oc else "_legal")] += 1
        if (bool(oc) == bool(ec)) and (not oc or oc & ec):
            stats[tag + "_agree"] += 1
        else:
            dis[(tag, tuple(sorted(oc)), tuple(sorted(ec)))].append(desc + " event %d" % e)
    return orc, ann


def main():
    N = int(sys.argv[1]); seed0 = int(sys.argv[2]) if len(sys.argv) > 2 else 40000
    rnd = random.Random(seed0)
    stats = Counter(); dis = defaultdict(list)
    for k in range(N):
        seed, players, deals, opts = session_args(k, seed0)
        base = simulate(seed, players=players, deals=deals, **opts)
        drop = bool(k % 2)
        po = play_only(base, drop)
        for di, dl in enumerate(po["deals"]):
            if len(plays_of(dl)) != 75:
                continue
            for (kk, pl) in joker_leads(dl):
                ev = dl["events"]
                i0, i2, i3 = pl[kk], pl[kk + 1], pl[kk + 2]
                s2, s3 = ev[i2]["seat"], ev[i3]["seat"]
                l2, l3 = later_suits(ev, pl, s2, kk + 1), later_suits(ev, pl, s3, kk + 2)
                c2 = norm(ev[i2]["card"])
                desc = "seed %d players %d deals %s opts %s drop %s deal %d trick %d" % (seed, players, deals, opts, drop, di, kk // 3)
                # l138 and 'seems'
                for X in "HDSCT":
                    if suit(c2) in (X, "T", None):
                        continue
                    if X in l3 or "T" in l3:
                        continue
                    kind = "l138" if (X not in l2 and "T" not in l2) else "seems"
                    d = copy.deepcopy(po)
                    d["deals"][di]["events"][i0]["named"] = X
                    compare_at(d, di, [i2, i3], stats, dis, kind, desc + " named %s" % X)
                    stats[kind + "_third_follows_second" if suit(norm(ev[i3]["card"])) == suit(c2) else kind + "_third_other"] += 1
                # name: the second says void and names the suit of his own card
                X = ev[i0].get("named")
                if suit(c2) not in (X, "T", None) and X not in l3:
                    d = copy.deepcopy(po)
                    evd = d["deals"][di]["events"]
                    evd.insert(i2, {"type": "call", "seat": s2, "call": "name_joker", "named": suit(c2)})
                    evd.insert(i2, {"type": "call", "seat": s2, "call": "void"})
                    compare_at(d, di, [i2, i2 + 1, i2 + 2, i2 + 3], stats, dis, "name", desc + " re-named %s" % suit(c2))
        # partial records with a disprovable declaration
        di = rnd.randrange(len(po["deals"]))
        dl = po["deals"][di]
        pl = plays_of(dl)
        if len(pl) == 75:
            t = rnd.randrange(8, 25)
            d = copy.deepcopy(po)
            dd = d["deals"][di]
            dd["events"] = dd["events"][:pl[3 * t]]
            evd = dd["events"]
            decls = [e for e in evd if e["type"] == "declare"]
            played = defaultdict(list)
            for i in plays_of(dd):
                played[evd[i]["seat"]].append(norm(evd[i]["card"]))
            choice = rnd.choice([0, 1, 2, 2, 2])
            tgt = rnd.choice(decls)
            s = tgt["seat"]
            ntr = sum(1 for c in played[s] if suit(c) == "T" or c == "JOKER")
            other_king = any(c[0] == "K" and suit(c) in "HDSC" for o, cs in played.items() if o != s for c in cs if suit(c))
            if choice == 0 and ntr >= 1:
                tgt["items"] = [x for x in tgt["items"] if x["kind"] != "trumps"] + [{"kind": "trumps", "count": 10, "pagat": "T1" in played[s]}] if ntr > 10 else tgt["items"]
                kind = "partial_trumps_low" if ntr > 10 else None
            elif choice == 1 and other_king:
                tgt["items"] = tgt["items"] + [{"kind": "kings", "form": "full"}]
                kind = "partial_kings_false"
            elif choice == 2 and ntr >= 10 and any(x["kind"] == "trumps" for x in tgt["items"]):
                tgt["items"] = [x for x in tgt["items"] if x["kind"] != "trumps"]
                kind = "partial_trumps_missing"
            else:
                kind = None
            if kind:
                ver = validate(d)
                ann = ver["deals"][di]["annotations"]
                found = sorted({a["code"] for a in ann if a["code"] in ("false_declaration", "missing_declaration")})
                ofound = sorted({c for f in referee(d)[di]["faults"].values() for c in f
                                 if c in ("false_declaration", "missing_declaration")})
                stats[kind + "_oracle_" + ("/".join(ofound) or "nothing")] += 1
                stats[kind] += 1
                stats[kind + "_engine_" + ("/".join(found) or "nothing")] += 1
                if not found:
                    dis[(kind, "provable from the kept plays", "engine: nothing")].append(
                        "seed %d players %d deals %s opts %s drop %s deal %d cut after %d tricks, seat %d" % (seed, players, deals, opts, drop, di, t, s))
    print(json.dumps(stats, indent=0, sort_keys=True))
    print("disagreement classes:", len(dis))
    for key, lst in sorted(dis.items(), key=lambda x: -len(x[1])):
        print(len(lst), key)
        for x in lst[:3]:
            print("     ", x)


if __name__ == "__main__":
    main()
