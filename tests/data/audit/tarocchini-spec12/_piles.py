"""Helper (phase 2): each side's cards after play, per my model, from a transcript."""
import json, sys
sys.path.insert(0, '.')
from _model import *

def piles(f, di):
    t = json.load(open(f))
    d = t['deals'][di]
    ev = d['events']
    n = len(t['players'])
    bids = [e for e in ev if e['type'] == 'bid']
    decl = None; contract = None
    for e in bids:
        if e['bid'] != 'pass' and (contract is None or (contract == 'gioco' and e['bid'] == 'solo')):
            decl, contract = e['seat'], e['bid']
    side_of = [0 if s == decl else 1 for s in range(3)] if n == 3 else [s % 2 for s in range(4)]
    plays = [(e['seat'], e['card']) for e in ev if e['type'] == 'play']
    tricks = []
    for k in range(0, len(plays), n):
        tr = plays[k:k + n]
        tricks.append((tr, trick_winner(tr)[0]))
    p, tc, ex = piles_from_tricks(tricks, side_of, 2)
    widow = list(d.get('talon') or [])
    for e in ev:
        if e['type'] == 'take':
            for c in e['cards']: widow.remove(c)
        if e['type'] == 'discard':
            widow += e['cards']
    if n == 3:
        if contract == 'gioco':
            p[0 if tc[0] else 1] += widow
        else:
            p[side_of[tricks[-1][1]]] += widow
    else:
        dealer = d['dealer']
        dt = sum(1 for _, w in tricks if w == dealer)
        p[dealer % 2 if dt else 1 - dealer % 2] += widow
    return p

if __name__ == '__main__':
    f, di, side = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    p = piles(f, di)[side]
    print(sorted(p, key=DECK.index))
    print(captured_combos(p, PRIMARY))
