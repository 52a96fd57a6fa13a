import json, sys
for f in sys.argv[1:]:
    d = json.load(open(f))
    print("=====", f, d.get("start"), d.get("rules"), d["meta"])
    for di, dl in enumerate(d["deals"]):
        print(" deal", di, "dealer", dl["dealer"], "hands", dl["hands"], "talon", dl["talon"])
        tr = []
        for i, e in enumerate(dl["events"]):
            if e["type"] == "play":
                tr.append(f"{i}:{e['seat']}:{e['card']}")
                continue
            if tr:
                print("   plays", " ".join(tr)); tr = []
            print("  ", i, json.dumps({k: v for k, v in e.items() if k != "type"}, ensure_ascii=False), e["type"])
        if tr: print("   plays", " ".join(tr))
