import sys
from model import Session

def feats(n, seed, ndeals, first=0):
    S = Session(["A", "B", "C", "D"][:n], seed)
    out = []
    for i in range(ndeals):
        try:
            rec, info = S.run_deal((first + i) % n, seed * 100 + i)
        except (ValueError, AssertionError) as e:
            return None
        L = info["last"]
        decl = [e for e in rec["events"] if e["type"] == "declare" and e["items"]]
        reasons = sorted({e.get("reason") for e in rec["events"] if e["type"] == "payment"})
        out.append((L["card"], L["kprz"], L["pprz"], len(decl), info.get("nolo"), [r for r in reasons if r in ("king_ultimo","pagat_ultimo","king_przydupek","pagat_przydupek","pagat_trick","nolo")]))
    return out, S.pools

n = int(sys.argv[1]); nd = int(sys.argv[2])
for seed in range(1, 60):
    r = feats(n, seed, nd)
    if r:
        print(seed, r[1], r[0])
