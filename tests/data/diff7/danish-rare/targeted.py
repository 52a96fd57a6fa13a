"""Hand-built deal: Tout with a simultaneous Pagat przydupek (L221 + L233 + L241), which the
random constructor did not reach. 3 and 4 players, fresh and carried pools."""
import copy, json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from construct import write_payments
from oracle import declarations, net
from validator.engine.validate import validate

def build(n, pools):
    dealer = 0
    A, B, C = (1, 2, 0) if n == 3 else (1, 3, 0)    # 4 players: seat 2 sits out (L40)
    pips = {s: [f"{i}{s}" for i in range(1, 11)] for s in "HDSC"}
    hands = [[] for _ in range(n)]
    hands[A] = [r + s for r in "KQNJ" for s in "HDSC"] + ["T%d" % t for t in range(13, 22)]
    hands[B] = ["T%d" % t for t in range(1, 10)] + [c for s in "HDSC" for c in pips[s][:4]]
    hands[C] = ["T10", "T11", "T12", "JOKER"] + [c for s in "HDSC" for c in pips[s][4:]]
    skat = [pips["H"][9], pips["D"][9], pips["S"][9]]
    ph = [list(h) for h in hands]
    for c in skat:
        ph[C].remove(c)
    evs = [{"type": "discard", "seat": C, "cards": skat}]
    order = [C, A, B]
    for s in order:
        evs.append({"type": "declare", "seat": s, "items": [i for i, _ in declarations(ph[s])]})
    # A leads every trick (A is right after the dealer, L99): 16 courts, then T21..T13
    leads = [r + s for s in "HDSC" for r in "KQNJ"] + ["T%d" % t for t in range(21, 12, -1)]
    bt = ["T%d" % t for t in range(9, 0, -1)]
    ct = ["T12", "T11", "T10"]
    for tn, lc in enumerate(leads):
        evs.append({"type": "play", "seat": A, "card": lc})
        su = lc[-1] if lc[0] != "T" else "T"
        if su == "T":
            evs.append({"type": "play", "seat": B, "card": bt.pop(0)})
            if ct:
                cc = ct.pop(0)
            elif "JOKER" in ph[C] and tn != 23:
                cc = "JOKER"
            else:
                cc = ph[C][0]
        else:
            bc = [c for c in ph[B] if c[-1] == su and c[0] != "T"][0]
            ph[B].remove(bc)
            evs.append({"type": "play", "seat": B, "card": bc})
            cc = [c for c in ph[C] if c[-1] == su and c[0] != "T" and c != "JOKER"][0]
        ph[C].remove(cc)
        evs.append({"type": "play", "seat": C, "card": cc})
    doc = {"format": "trick-transcript/1", "game": "danish-tarok", "rules": {},
           "players": ["P%d" % i for i in range(n)],
           "deals": [{"dealer": dealer, "hands": hands, "events": evs}]}
    if pools:
        doc["start"] = {"pools": pools}
    return doc

if __name__ == "__main__":
    for n in (3, 4):
        for pools in (None, {"pagat_pool": 135, "king_pool": 60}):
            doc = build(n, pools)
            res = write_payments(doc)
            v = validate(doc)
            d = v["deals"][0]
            anns = [(a["event"], a["code"]) for a in d["annotations"]]
            print("n=%d pools=%s oracle outcome=%s faults=%s | engine status=%s last_trick=%s annotations=%s settlement_diff_vs_oracle=%s" % (
                n, pools, {k: res[0]["outcome"][k] for k in ("tout", "nolo", "pagat_pz", "king_pz")}, res[0]["faults"],
                v["status"], d["computed"]["last_trick"], anns,
                {k: x for k, x in net(res[0]["payments"]).items() if d["settlement"]["expected"].get(k) != x}))
            print("   last-trick payments:", [(f, t, a, r) for _, f, t, a, r in res[0]["payments"] if r in ("tout", "pagat_przydupek", "refill")])
