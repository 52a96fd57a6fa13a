import copy, json
from lib import *
EX = {p.parent.name: json.loads(p.read_text()) for p in sorted((ROOT / "examples").glob("*/clean*.json"))}
for g, t0 in EX.items():
    n = len(t0["players"])
    for st in [{"totals": [0]*n}, {"totals": [10]*n}, {"pools": {"pagat_pool": 60, "king_pool": 135}}, {"pools": {"pool": 40}}, {}, None, {"round": 3}, {"dealer": 1}]:
        t = copy.deepcopy(t0); t["start"] = st
        v = send("POST", "/v1/validate", t).j
        bad = verdict_invariants(v, t)
        print(f"{g:22} start={json.dumps(st):50} {v['status']:10} {[(p['pointer'], p['code']) for p in v.get('problems', [])]} {bad[:2]} sess={json.dumps(v.get('session'))[:150]}")
