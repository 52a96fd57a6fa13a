import json, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parent))
from _model import trick_winner, card_pts
for fn in sys.argv[1:]:
    doc = json.loads(open(fn).read())
    print("==", fn, doc.get("start"))
    for di, d in enumerate(doc["deals"]):
        ev = d["events"]
        trump = None
        for e in ev:
            if e["type"] == "announce":
                for it in e["items"]:
                    if it.get("kind") == "trump": trump = it["suit"]
            if e["type"] == "bid" and e["bid"] != "pass" and e["bid"].get("red"): trump = "H"
        if fn.startswith("po-no-auction-revoke"): trump = "H"
        print(" deal", di, "dealer", d["dealer"], "trump", trump, "hands", d["hands"])
        for i, e in enumerate(ev):
            if e["type"] != "play": print("   ", i, json.dumps(e, ensure_ascii=False))
        plays = [(i, e["seat"], e["card"]) for i, e in enumerate(ev) if e["type"] == "play"]
        pts = {0: 0, 1: 0, 2: 0}
        for t in range(0, len(plays), 3):
            tr = plays[t:t + 3]
            w = tr[trick_winner([(s, c) for _, s, c in tr], trump)][1]
            p = sum(card_pts(c) for *_, c in tr) if trump else 0
            pts[w] += p
            print(f"    trick {t//3+1}: " + " ".join(f"[{i}]{s}:{c}" for i, s, c in tr) + f" -> {w} (+{p})")
        print("    points from tricks (no last-trick bonus, no marriages):", pts)
