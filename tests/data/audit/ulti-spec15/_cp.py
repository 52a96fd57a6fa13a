import json, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parent))
from _model import trick_winner, card_pts
for fn in sys.argv[1:]:
    doc = json.loads(open(fn).read())
    for di, d in enumerate(doc["deals"]):
        ev = d["events"]; trump=None; decl=None; disc=None
        for e in ev:
            if e["type"]=="announce":
                for it in e["items"]:
                    if it.get("kind")=="trump": trump=it["suit"]
            if e["type"]=="bid" and e["bid"]!="pass":
                decl=e["seat"]
                if e["bid"].get("red"): trump="H"
            if e["type"]=="discard": disc=e["cards"]
        plays=[(e["seat"],e["card"]) for e in ev if e["type"]=="play"]
        if not plays or not trump: continue
        if decl is None: decl=plays[0][0]
        played={c for _,c in plays}
        if len(plays)==30:
            from _model import DECK
            disc=[c for c in DECK if c not in played]
        pts={0:0,1:0,2:0}; w=None
        for t in range(0,len(plays),3):
            tr=plays[t:t+3]; w=tr[trick_winner(tr,trump)][0]; pts[w]+=sum(card_pts(c) for _,c in tr)
        last = w if len(plays)==30 else None
        mar={0:0,1:0,2:0}
        for e in ev:
            if e["type"]=="declare": mar[e["seat"]]+=sum(i["points"] for i in e["items"])
        dp=sum(card_pts(c) for c in disc)
        D=pts[decl]+mar[decl]+(10 if last==decl else 0)
        F=sum(pts[s]+mar[s] for s in range(3) if s!=decl)+(10 if last is not None and last!=decl else 0)+dp
        print(fn,di,"decl",decl,"trump",trump,"tricks",pts,"marr",mar,"last",last,"disc",disc,dp,"=> D",D,"F",F)
