"""Re-reads every transcript and checks it against the model (by-product)."""
import collections, glob, json
from model import DECK, play_round, round_scores
for f in sorted(glob.glob('*.json')):
    d = json.load(open(f)); n = len(d['players']); durch = d['rules'].get('durch', False)
    tot = [0]*n; sheet = [0]*n; issues = []
    for di, deal in enumerate(d['deals']):
        cards = 10 - di
        assert deal['dealer'] == (d['deals'][0]['dealer'] + di) % n
        allc = collections.Counter(c for h in deal['hands'] for c in h) + collections.Counter(deal['talon'])
        full = collections.Counter(DECK)
        assert all(allc[c] <= full[c] for c in allc), f
        if sum(allc.values()) != 112: issues.append((di, 'deck size', sum(allc.values())))
        assert all(len(h) == cards for h in deal['hands'])
        ev = deal['events']
        plays = [(e['seat'], e['card'], e.get('named')) for e in ev if e['type'] == 'play']
        res = play_round(deal['hands'], deal['talon'], deal['dealer'], plays)
        pidx = [i for i, e in enumerate(ev) if e['type'] == 'play']
        for i, code in res['faults']: issues.append((di, pidx[i], code))
        bids = [None]*n
        for i, e in enumerate(ev):
            if e['type'] == 'bid':
                bids[e['seat']] = e['bid']
                if not 0 <= e['bid'] <= cards: issues.append((di, i, 'bid_out_of_range'))
        if d['rules'].get('plus_minus_one') and sum(bids) == cards:
            last = [i for i, e in enumerate(ev) if e['type'] == 'bid' and e['seat'] == deal['dealer']][0]
            issues.append((di, last, 'bid_forbidden_plus_minus_one'))
        sc = round_scores(bids, res, cards, durch)
        for i, e in enumerate(ev):
            if e['type'] == 'score':
                s = e['party']
                if e['points'] != sc[s]: issues.append((di, i, 'wrong_score'))
                tot[s] += sc[s]; sheet[s] += e['points']
            if e['type'] == 'total':
                s = e['party']
                if e['points'] != sheet[s]: issues.append((di, i, 'wrong_total'))
                sheet[s] = e['points']
    print(f, issues, 'final', tot)
