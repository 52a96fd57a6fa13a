"""Probe: a helper's renonce (planted revoke) when a helper announced a premium, or a silent premium
fell to the helpers, under every renonce_premiums / renonce_silent_premiums / helper_renonce_pays value.
python helper_premiums.py N0 N1"""
import sys, os, copy
from collections import Counter
sys.path.insert(0, os.path.dirname(__file__))
import oracle, compare
from replays.sim.galician_tarok import plant
from validator.engine.validate import validate
st = Counter(); ex = {}
for seed in range(int(sys.argv[1]), int(sys.argv[2])):
    pl = plant(seed, "revoke")
    if not pl:
        continue
    doc, exp = pl
    di = exp["deal"]
    r0 = oracle.check(doc)[di]
    if r0["info"].get("helper_forfeit") is None:
        continue
    ann = r0["info"]["announced"]
    helper_ann = any(int(s) != r0["info"]["player"] and items for s, items in ann.items())
    for rp in ("not_counted", "all_paid"):
        for rs in ("not_counted", "counted"):
            for hp in ("side", "offender"):
                m = copy.deepcopy(doc)
                m["rules"] = dict(doc.get("rules") or {}, renonce_premiums=rp, renonce_silent_premiums=rs, helper_renonce_pays=hp)
                r = oracle.check(m)[di]
                v = validate(m)["deals"][di]
                ok = compare.close(r["net"], compare.eng_net(v))
                key = "helper_announced=%s %s %s %s agree=%s" % (helper_ann, rp, rs, hp, ok)
                st[key] += 1
                if not ok:
                    ex.setdefault(key, (seed, di, ann, r["payments"], v["computed"]["payments"]))
for k in sorted(st): print(k, st[k])
for k, x in ex.items(): print("example", k, str(x)[:900])
