"""Replay the written transcripts with the blind model: turn order, legality, hand sizes."""
import json, sys, glob
sys.path.insert(0, '.')
from _model import legal, winner_index, suit, DECK
for fn in sorted(glob.glob('s*.json')):
    tr = json.load(open(fn))
    for k, d in enumerate(tr['deals']):
        hands = [list(h) for h in d['hands']]
        assert sorted(sum(hands, [])) == sorted(DECK), fn
        big = [i for i, h in enumerate(hands) if len(h) == 12]
        ev = d['events']
        trump = None
        plays = []
        decl = None
        for i, e in enumerate(ev):
            if e['type'] == 'take':
                hands[e['seat']] += e['cards']
            if e['type'] == 'discard':
                for c in e['cards']:
                    hands[e['seat']].remove(c)
            if e['type'] == 'bid' and e['bid'] != 'pass':
                decl = e['seat']; bid = e['bid']
            if e['type'] == 'announce':
                trump = e['items'][0]['suit']
            if e['type'] == 'play':
                plays.append((i, e))
        if bid.get('red'):
            trump = 'H'
        if set(bid['goals']) & {'betli', 'rebetli', 'open-betli', 'redurchmarsch'}:
            trump = None
        if not plays:
            print(fn, k, 'no play (fold)', [e for e in ev if e['type'] == 'call']); continue
        assert all(len(h) == 10 for h in hands), (fn, k, [len(h) for h in hands])
        leader = decl; bad = []
        for t in range(10):
            trick = []
            for j in range(3):
                i, e = plays[3 * t + j]
                s = (leader + j) % 3
                assert e['seat'] == s, (fn, k, i)
                lg = legal(hands[e['seat']], trick, trump)
                if e['card'] not in lg:
                    bad.append((i, e['seat'], e['card'], trick[:], sorted(lg)))
                hands[e['seat']].remove(e['card'])
                trick.append(e['card'])
            leader = (leader + winner_index(trick, trump)) % 3
        print(fn, k, 'dealer', d['dealer'], '12 cards:', big, 'decl', decl, bid, 'trump', trump, 'illegal:', bad)
