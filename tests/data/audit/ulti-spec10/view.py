import json,sys
for f in sys.argv[1:]:
    d=json.load(open(f))
    print("=====",f, d.get("start"))
    for di,dl in enumerate(d["deals"]):
        print(f" deal {di} dealer {dl['dealer']} hands {'null' if dl['hands'] is None else [len(h) for h in dl['hands']]}")
        out=[]
        for i,e in enumerate(dl["events"]):
            t=e["type"]
            if t=="play": s=f"{i}:P{e['seat']}:{e['card']}"
            elif t=="bid": s=f"{i}:B{e['seat']}:{e['bid'] if e['bid']=='pass' else ('red ' if e['bid']['red'] else '')+'+'.join(e['bid']['goals'])}"
            elif t in("take","discard"): s=f"{i}:{t[0].upper()}{e['seat']}:{','.join(e['cards'])}"
            elif t=="payment": s=f"{i}:pay {e['from']}->{e['to']} {e['amount']} {e.get('reason')}"
            elif t=="total": s=f"{i}:tot {e['party']}={e['points']}"
            else: s=f"{i}:{json.dumps(e,ensure_ascii=False)}"
            if 'note' in e: s+=" [note]"
            out.append(s)
        print("   "+"  ".join(out))
