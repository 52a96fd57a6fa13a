import glob, json
import model as M
for f in sorted(glob.glob('[0-9][0-9]-*.json')):
    t = json.load(open(f))
    rules = t.get('rules') or {}
    tie = rules.get('moretti_tie', 'last_played')
    n = 4 if t['game'].endswith('ottocento') else 3
    print('==', f)
    for di, d in enumerate(t['deals']):
        ev = d['events']
        print('  deal', di, 'dealer', d['dealer'], 'talon', d.get('talon'))
        for i, e in enumerate(ev):
            if e['type'] not in ('play', 'score', 'total'):
                print('    ', i, e)
        plays = [(i, e) for i, e in enumerate(ev) if e['type'] == 'play']
        cur = []
        tn = 0
        for i, e in plays:
            cur.append((i, e['seat'], e['card']))
            if len(cur) == n:
                tr = [(s, c) for _, s, c in cur]
                wf = tr[M.trick_winner(tr, 'first_played')][0]
                wl = tr[M.trick_winner(tr, 'last_played')][0]
                w = tr[M.trick_winner(tr, tie)][0]
                if wf != wl:
                    print('     tie trick %d events %d-%d %s -> first_played seat %d, last_played seat %d' % (tn, cur[0][0], cur[-1][0], tr, wf, wl))
                cur = []
                tn += 1
        wins = {}
