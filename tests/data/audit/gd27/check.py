"""Re-reads the written files and lists every §5 failure (own model) - a self-check of the generator."""
import json, glob, sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model import legal, suit, trick_winner
for fn in sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), '[01]*.json'))):
    tr = json.load(open(fn))
    for di, d in enumerate(tr['deals']):
        hands = {s: list(h) for s, h in enumerate(d['hands'])}
        seq = []
        for ei, e in enumerate(d['events']):
            if e['type'] == 'take':
                hands[e['seat']] += e['cards']
            if e['type'] == 'discard':
                for c in e['cards']:
                    hands[e['seat']].remove(c)
            if e['type'] == 'play':
                s, c = e['seat'], e['card']
                led = seq[0][1] if seq else None
                if c not in legal(hands[s], led):
                    print(os.path.basename(fn), di, ei, 'illegal', s, c, 'led', led)
                hands[s].remove(c)
                seq.append((s, c))
                if len(seq) == 3:
                    seq = []
        left = {s: h for s, h in hands.items() if h}
        if left:
            print(os.path.basename(fn), di, 'cards left', left)
