"""Write minimal repros (2-deal sessions) for each disagreement class into repros/."""
import copy, json, random, sys, pathlib
sys.path.insert(0, str(pathlib.Path(__file__).parent))
import compare as C, oracle
from replays.sim.ulti import simulate
from validator.engine.validate import validate

OUT = pathlib.Path(__file__).parent / "repros"

def show(t):
    v = validate(t)
    return sorted(((d["index"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]), key=str)

# C1: incomplete_play not emitted for a cut deal whose goals are all decided
for seed in range(6, 400):
    base = simulate(seed, deals=2)
    f, nets = C.full(base)
    d = f["deals"][0]
    plays = [j for j, e in enumerate(d["events"]) if e["type"] == "play"]
    for m in range(3, 30, 3):
        t = copy.deepcopy(f)
        t["deals"][0]["events"] = d["events"][:plays[m]]
        v = validate(t)
        if v["deals"][0]["settlement"]["expected"] and not any(a["code"] == "incomplete_play" for a in v["deals"][0]["annotations"]):
            note = ("C1 (c): deal 0 of a 2-deal session stops after %d plays; the engine settles it (every goal decided) "
                    "and emits no incomplete_play warning (only `unchecked`); the oracle warns incomplete_play (L68: ten tricks). "
                    "engine: %s; oracle: %s" % (m, show(t), sorted(((i, j, c) for i, dd in enumerate(oracle.session(t)["deals"]) for j, c, _ in dd["issues"]), key=str)))
            json.dump({"note": note, "transcript": t}, open(OUT / "c1_cut_deal_all_goals_decided.json", "w"), indent=1, ensure_ascii=False)
            print(note)
            break
    else:
        continue
    break

# C2: wrong dealer FIELD (hands show the right dealer) in a mid-session deal
base = simulate(2, deals=3)
f, nets = C.full(base)
t = copy.deepcopy(f)
t["deals"][1]["dealer"] = (t["deals"][1]["dealer"] + 1) % 3
note = ("C2 (c): deal 1's dealer field is off by one; its hands (12 cards to seat dealer+1 of the right rotation) "
        "and events follow the right rotation. Engine: %s (wrong_dealer at 1 and at 2, out_of_turn at deal 1 event 0). "
        "Oracle (one wrong number = one fault): %s" % (show(t), sorted(((i, j, c) for i, dd in enumerate(oracle.session(t)["deals"]) for j, c, _ in dd["issues"]), key=str)))
json.dump({"note": note, "transcript": t}, open(OUT / "c2_dealer_field_only.json", "w"), indent=1, ensure_ascii=False)
print(note)

# B1: an all-pass deal inside a session (the diff2 layer flagged every pass; fixed: only the first bidder's)
base = simulate(0, deals=3)
f, nets = C.full(base)
t = copy.deepcopy(f)
d = t["deals"][1]; fb = (d["dealer"] + 1) % 3
d["events"] = [{"type": "bid", "seat": (fb + i) % 3, "bid": "pass"} for i in range(3)]
nets[1] = [0, 0, 0]
C.write_totals(t, nets, start=t["start"]["totals"])
note = ("B1 (b, fixed): deal 1 has no contract (three passes); nothing is paid and totals carry unchanged. Engine: %s. "
        "Oracle after the fix: %s" % (show(t), sorted(((i, j, c) for i, dd in enumerate(oracle.session(t)["deals"]) for j, c, _ in dd["issues"]), key=str)))
json.dump({"note": note, "transcript": t}, open(OUT / "b1_no_contract_deal.json", "w"), indent=1, ensure_ascii=False)
print(note)

# B2: a payment wrong but the total carries it (first oracle reading "expected"/"anchor" flagged the totals too)
base = simulate(1, deals=2)
f, nets = C.full(base)
t = copy.deepcopy(f)
ev = t["deals"][0]["events"]; j = [i for i, e in enumerate(ev) if e["type"] == "payment"][0]
ev[j]["amount"] += 3
nets[0][ev[j]["from"]] -= 3; nets[0][ev[j]["to"]] += 3
C.write_totals(t, nets, start=t["start"]["totals"])
note = ("B2 (b, reading adopted): deal 0's first payment is 3 too high and the totals carry the recorded payment. "
        "Engine: %s. Oracle 'either': %s; oracle 'expected' (first reading): %s" % (show(t),
        sorted(C.oracle_set(t, "either", "previous"), key=str), sorted(C.oracle_set(t, "expected", "previous"), key=str)))
json.dump({"note": note, "transcript": t}, open(OUT / "b2_wrong_payment_carried.json", "w"), indent=1, ensure_ascii=False)
print(note)
