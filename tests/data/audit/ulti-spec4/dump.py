import json,sys
for f in sys.argv[1:]:
    t=json.load(open(f))
    print("=====",f, t.get("rules"), t.get("start"))
    for di,dl in enumerate(t["deals"]):
        print(" deal",di,"dealer",dl["dealer"])
        if dl["hands"]:
            for s,h in enumerate(dl["hands"]): print("  hand",s,h)
        line=[]
        for i,e in enumerate(dl["events"]):
            x=dict(e); ty=x.pop("type")
            if ty=="play":
                line.append(f"{i}:{x['seat']}{x['card']}")
            else:
                if line: print("   "," ".join(line)); line=[]
                print("  ",i,ty,json.dumps(x))
        if line: print("   "," ".join(line))
