import json,sys
from _model import *
F=json.load(open('_facts.txt'))
for n in sorted(F):
    if len(sys.argv)>1 and not any(a in n for a in sys.argv[1:]): continue
    t=json.load(open(n))
    for di,(dl,f) in enumerate(zip(t['deals'],F[n])):
        if f['kind']!='played': continue
        ev=dl['events']
        for m in f['marks']:
            tag,i,j,tn,pos,seat=m
            # trick content
            plays=[(k,e) for k,e in enumerate(ev) if e['type']=='play']
            print(n,'deal',di,tag,'events',i,j,[ (k,e['seat'],e['card']) for k,e in plays if abs(k-i)<=3])
        for k,e in enumerate(ev):
            if e['type'] in ('payment','double','announce','total') : print('   ',k,e)
