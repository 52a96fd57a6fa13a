"""Sanity check of the generated transcripts (cards, turn order, follow suit), independent of build.py."""
import json, glob, sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model import DECK, legal_moves, trick_winner, FIVE
for fn in sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), '*.json'))):
    doc = json.load(open(fn)); probs = []
    for di, d in enumerate(doc['deals']):
        allc = sum(d['hands'], []) + d['talon']
        assert sorted(allc) == sorted(DECK), (fn, di)
        hands = [list(h) for h in d['hands']]
        ev = d['events']; trick = []; leader = (d['dealer'] + 1) % 3; nplay = 0
        for ei, e in enumerate(ev):
            if e['type'] == 'take':
                for c in e['cards']:
                    assert c in d['talon']; hands[e['seat']].append(c)
            if e['type'] == 'discard':
                for c in e['cards']:
                    hands[e['seat']].remove(c)
                    if c in FIVE: probs.append((di, ei, 'five-point discard'))
            if e['type'] == 'play':
                s, c = e['seat'], e['card']
                exp = (leader + len(trick)) % 3
                if s != exp: probs.append((di, ei, 'turn'))
                if c not in legal_moves(hands[s], trick): probs.append((di, ei, 'not legal (revoke)'))
                hands[s].remove(c); trick.append((s, c)); nplay += 1
                if len(trick) == 3:
                    leader = trick_winner(trick); trick = []
        if nplay:
            assert all(not h for h in hands), (fn, di)
    print(os.path.basename(fn), probs)
