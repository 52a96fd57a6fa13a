import json, glob, sys
sys.path.insert(0, '.')
from model import *
for f in sorted(glob.glob('/work/wt-audit-gd-spec5/examples/galician-tarok/*.json')):
    d = json.load(open(f)); n = len(d['players'])
    for di, dl in enumerate(d['deals']):
        plays = [e for e in dl['events'] if e['type'] == 'play']
        if not plays: continue
        won = {s: [] for s in range(n)}
        last = None
        for t in range(0, len(plays), 3):
            tr = plays[t:t+3]
            w = tr[winner([p['card'] for p in tr])]['seat']
            won[w] += [p['card'] for p in tr]; last = (w, [p['card'] for p in tr])
        disc = [e for e in dl['events'] if e['type'] == 'discard']
        take = [e for e in dl['events'] if e['type'] == 'take']
        print(f.split('/')[-1], di, {s: float(points(c)) for s, c in won.items()}, 'disc', disc and float(points(disc[0]['cards'])), 'take', take and take[0]['cards'], 'last', last)
