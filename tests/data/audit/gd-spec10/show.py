import json,sys
from model import trick_winner
d=json.load(open(sys.argv[1]))
print(d.get('rules'), d['players'], d.get('start'))
for di,dl in enumerate(d['deals']):
    print(f'--- deal {di} dealer {dl["dealer"]} talon {dl["talon"]}')
    for s,h in enumerate(dl['hands']): print('  hand',s,' '.join(h))
    tr=[]; 
    for i,e in enumerate(dl['events']):
        if e['type']=='play':
            tr.append((e['seat'],e['card']))
            if len(tr)==3:
                print(f'  {i-2:3d} trick', ' '.join(f'{s}:{c}' for s,c in tr), '->', trick_winner(tr)); tr=[]
        else:
            print(f'  {i:3d}', json.dumps({k:v for k,v in e.items() if k!='type'}, ensure_ascii=False), e['type'])
