"""Replay the written transcripts with _model (both NOTRUMP-then-CHANGE readings), list trick features."""
import glob, json, sys
from collections import Counter
sys.path.insert(0, '.')
from _model import Round, is_colour

def replay(t, reading):
    turns = 'each' if reading == 'each' else 'one'
    reading = 'notrump' if reading == 'each' else reading
    n = len(t['players'])
    res = []
    feats = Counter()
    for di, d in enumerate(t['deals']):
        plays = [e for e in d['events'] if e['type'] == 'play']
        # dealer as due: take leader from the first play
        rnd = Round(n, (plays[0]['seat'] - 1) % n, d['hands'], d['talon'], reading=reading, turns=turns)
        it = iter(plays)
        trick_log = []
        def ch(seat, hand, legal, trick, led, trump):
            e = next(it)
            assert e['seat'] == seat, (di, e, seat)
            return e['card'], e.get('named')
        for k in range(rnd.cards):
            tr = rnd.play_trick(ch)
            cards = [c for _, c, _ in tr]
            acts = [c for c in cards if not is_colour(c)]
            if len(acts) >= 2: feats['2+ actions'] += 1
            if 'NOTRUMP' in cards and 'CHANGE' in cards:
                feats['NOTRUMP+CHANGE'] += 1
                if cards.index('NOTRUMP') < cards.index('CHANGE'): feats['NOTRUMP before CHANGE'] += 1
            if cards.count('NOTRUMP') >= 2: feats['2 NOTRUMP'] += 1
            if cards.count('WILD') == 2: feats['2 WILD'] += 1
            if all(not is_colour(c) for c in cards): feats['all action'] += 1
            if cards.count('PLUS5') + cards.count('MINUS5') >= 2: feats['2+ of +-5'] += 1
        bids = {e['seat']: e['bid'] for e in d['events'] if e['type'] == 'bid'}
        bl = [bids[s] for s in range(n)]
        durch = t['rules'].get('durch', False)
        res.append((rnd.winners, rnd.scores(bl, durch), rnd.faults))
    return res, feats

for f in sorted(glob.glob('*.json')):
    t = json.load(open(f))
    a, feats = replay(t, 'notrump')
    b, _ = replay(t, 'change')
    c, _ = replay(t, 'each')
    rec = []
    for d in t['deals']:
        rec.append([e['points'] for e in d['events'] if e['type'] == 'score'])
    diffs = [(i, x[1], r) for i, (x, r) in enumerate(zip(a, rec)) if x[1] != r]
    rd = [(i, 'change' if x[:2] != y[:2] else 'each') for i, (x, y, z) in enumerate(zip(a, b, c)) if x[:2] != y[:2] or x[:2] != z[:2]]
    faults = [(i, x[2]) for i, x in enumerate(a) if x[2]]
    print(f, dict(feats), 'score diffs:', diffs, 'reading-sensitive deals:', rd, 'faults:', faults)
