import json, sys
from model import *
def replay(deal, n):
    hands = {i: list(h) for i, h in enumerate(deal['hands'])}
    player = None; taken=[]; disc=[]
    tricks = {i: [] for i in range(n)}
    cur = []; order=[]
    last=None
    for e in deal['events']:
        if e['type']=='bid' and e['bid']!='pass' and e['bid']!='pass_volat': player=e['seat']
        if e['type']=='take': taken=e['cards']; hands[e['seat']]+=e['cards']; player=e['seat']
        if e['type']=='discard': disc=e['cards']; [hands[e['seat']].remove(c) for c in e['cards']]
        if e['type']=='play':
            cur.append((e['seat'],e['card']))
            if len(cur)==3:
                w=cur[winner_idx([c for _,c in cur])][0]
                tricks[w]+= [c for _,c in cur]; last=(w,cur); cur=[]
    rest=[c for c in deal['talon'] if c not in taken]
    pp = pile_points(tricks[player]+disc)
    hp = pile_points([c for s in tricks if s!=player for c in tricks[s]]+rest)
    return player, pp, hp, last
for f in sys.argv[1:]:
    d=json.load(open(f))
    for deal in d['deals']:
        try: print(f, replay(deal, len(d['players'])))
        except Exception as ex: print(f, 'err', ex)
