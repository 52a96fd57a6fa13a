import json,sys
for f in sys.argv[1:]:
    t=json.load(open(f))
    print("=====",f, t.get('start'))
    for k,d in enumerate(t['deals']):
        print('deal',k,'dealer',d['dealer'], None if d['hands'] is None else [len(h) for h in d['hands']])
        plays=[]
        for j,e in enumerate(d['events']):
            if e['type']=='play':
                plays.append(j); continue
            if plays:
                print('   plays %d-%d'%(plays[0],plays[-1])); plays=[]
            print('  ',j,{k:v for k,v in e.items() if k!='type'} if e['type']=='payment' else e)
        if plays: print('   plays %d-%d'%(plays[0],plays[-1]))
