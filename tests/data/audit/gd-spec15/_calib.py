import json, sys
from _model import *
for f in sys.argv[1:]:
    d = json.load(open(f))
    for di, dl in enumerate(d['deals']):
        n = len(d['players'])
        hands = [list(h) for h in dl['hands']]
        ev = dl['events']
        player = None; disc = []; take = []
        for e in ev:
            if e['type'] == 'take': player = e['seat']; hands[player] += e['cards']; take = e['cards']
            if e['type'] == 'discard':
                disc = e['cards']
                for c in disc: hands[e['seat']].remove(c)
        trick = []; piles = {s: [] for s in range(n)}
        for e in ev:
            if e['type'] != 'play': continue
            trick.append((e['seat'], e['card']))
            if len(trick) == 3:
                w = winner(trick); piles[w] += [c for _, c in trick]; trick = []
        if player is None: print(f, di, 'no player'); continue
        pp = piles[player] + disc
        others = [c for c in dl['talon'] if c not in take]
        hp = sum((piles[s] for s in range(n) if s != player), []) + others
        print(f, di, 'player', player, 'pts', pile_points(pp), 'helpers', pile_points(hp), len(pp), len(hp))
