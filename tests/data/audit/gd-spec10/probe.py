import json,sys
from fractions import Fraction as F
def val(c):
    if c in ('T1','T21','SKIZ'): return 5
    if c.startswith('T'): return 1
    return {'K':5,'Q':4,'N':3,'J':2,'1':1}[c[0]]
def rank(c):
    if c=='SKIZ': return 100
    if c.startswith('T'): return int(c[1:])+50
    return {'K':5,'Q':4,'N':3,'J':2,'1':1}[c[0]]
def suit(c): return 'T' if (c=='SKIZ' or c.startswith('T')) else c[-1]
d=json.load(open(sys.argv[1]))
for dl in d['deals']:
    n=len(d['players'])
    plays=[e for e in dl['events'] if e['type']=='play']
    disc=[e for e in dl['events'] if e['type']=='discard']
    take=[e for e in dl['events'] if e['type']=='take']
    bids=[e for e in dl['events'] if e['type']=='bid' and e['bid']!='pass']
    if not plays: continue
    won={i:[] for i in range(n)}
    for k in range(0,len(plays),3):
        tr=plays[k:k+3]; led=suit(tr[0]['card'])
        best=tr[0]
        for p in tr[1:]:
            c=p['card']; b=best['card']
            if suit(c)==suit(b) and rank(c)>rank(b): best=p
            elif suit(c)=='T' and suit(b)!='T': best=p
        won[best['seat']]+= [p['card'] for p in tr]
    pl=take[0]['seat'] if take else None
    print('player',pl, 'tricks', {s:len(v)//3 for s,v in won.items()})
    pc=won[pl]+(disc[0]['cards'] if disc else [])
    raw=sum(val(c) for c in pc); print('player raw',raw,'ncards',len(pc),'frac',raw-F(2,3)*len(pc))
