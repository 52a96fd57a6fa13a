import json, sys
from taro_model import Play, combinations, card_points, value, seq_value, CRICCHE

def decl_value(items):
    cr = [i for i in items if i['kind'] == 'cricca']
    sq = [i for i in items if i['kind'] == 'sequence']
    pc = sum(CRICCHE[i['of']][1 if i['count'] == 3 else 2] for i in cr)
    ps = sum(seq_value(i['length']) for i in sq)
    if len(cr) >= 3: pc *= 2
    if len(sq) >= 3: ps *= 2
    return pc + ps

def otto(dl, rules):
    hands = [list(h) for h in dl['hands']]
    d = dl['dealer']
    team_of = {0: 'team0', 1: 'team1', 2: 'team0', 3: 'team1'}
    disc = []
    decl = {'team0': 0, 'team1': 0}
    for e in dl['events']:
        if e['type'] == 'take': hands[e['seat']] += e['cards']
        if e['type'] == 'discard': disc = e['cards']; [hands[e['seat']].remove(c) for c in disc]
        if e['type'] == 'declare': decl[team_of[e['seat']]] += decl_value(e['items'])
    p = Play(hands, (d + 1) % 4, team_of)
    for e in dl['events']:
        if e['type'] == 'play': p.play(e['card'])
    dt = team_of[d]
    other = 'team1' if dt == 'team0' else 'team0'
    credit = dt
    if rules.get('discard_credit', 'dealer_trick') == 'dealer_trick':
        if p.ntricks[d] == 0: credit = other
    else:
        if p.ntricks[d] == 0 and p.ntricks[(d + 2) % 4] == 0: credit = other
    piles = {k: list(v) for k, v in p.won.items()}
    piles[credit] = piles.get(credit, []) + disc
    if p.matto and team_of[p.matto[0]] != team_of[p.matto[1]]:
        g, r = team_of[p.matto[0]], team_of[p.matto[1]]
        best = None
        for c in sorted(set(piles[g])):
            if value(c) != 1: continue
            a = [x for x in piles[g] if x != c]; b = piles[r] + [c]
            sc = combinations(a)[0] - combinations(b)[0]
            if best is None or sc > best[0]: best = (sc, c)
        print('  matto gives', best)
        piles[g].remove(best[1]); piles[r].append(best[1])
    print('  matto', p.matto, 'teams of matto owner/winner', p.matto and (team_of[p.matto[0]], team_of[p.matto[1]]))
    out = {}
    for t in ('team0', 'team1'):
        comb, cr, sq = combinations(piles[t])
        cp = card_points(piles[t])
        lt = 6 if team_of[p.last] == t else 0
        print('   pile', t, sorted(piles[t]))
        out[t] = (decl[t], comb, cp, lt, decl[t] + comb + cp + lt, cr, sq)
    return out

for f in sys.argv[1:]:
    doc = json.load(open(f))
    for i, dl in enumerate(doc['deals']):
        print(f, i)
        if doc['game'] == 'tarocchini-ottocento':
            r = otto(dl, doc.get('rules', {}))
            for t, v in r.items(): print('  ', t, v)
        print('   recorded', [(e['party'], e['points'], e.get('reason')) for e in dl['events'] if e['type'] == 'score'])

def terz(dl, rules):
    hands = [list(h) for h in dl['hands']]
    d = dl['dealer']; widow = list(dl['talon'])
    decl_seat = None; kind = None; taken = []; disc = []
    declv = {}
    for e in dl['events']:
        if e['type'] == 'bid' and e['bid'] != 'pass': decl_seat = e['seat']; kind = e['bid']
        if e['type'] == 'take': hands[e['seat']] += e['cards']; taken = e['cards']
        if e['type'] == 'discard': disc = e['cards']; [hands[e['seat']].remove(c) for c in disc]
        if e['type'] == 'declare': declv[e['seat']] = decl_value(e['items'])
    team_of = {s: ('D' if s == decl_seat else 'O') for s in range(3)}
    p = Play(hands, (d + 1) % 3, team_of)
    for e in dl['events']:
        if e['type'] == 'play': p.play(e['card'])
    rest = [c for c in widow if c not in taken] + disc
    piles = {k: list(v) for k, v in p.won.items()}
    piles.setdefault('D', []); piles.setdefault('O', [])
    if kind == 'gioco':
        tgt = 'D' if p.ntricks[decl_seat] > 0 else 'O'
    else:
        tgt = team_of[p.last]
    piles[tgt] += rest
    if p.matto and team_of[p.matto[0]] != team_of[p.matto[1]]:
        g, r = team_of[p.matto[0]], team_of[p.matto[1]]
        best = None
        for c in sorted(set(piles[g])):
            if value(c) != 1: continue
            a = [x for x in piles[g] if x != c]; b = piles[r] + [c]
            sc = combinations(a)[0] - combinations(b)[0]
            if best is None or sc > best[0]: best = (sc, c)
        print('  matto gives', best)
        piles[g].remove(best[1]); piles[r].append(best[1])
    out = {}
    for t in 'DO':
        dv = sum(v for s, v in declv.items() if team_of[s] == t)
        comb, cr, sq = combinations(piles[t])
        cp = card_points(piles[t]) if len(piles[t]) % 2 == 0 else ('odd', len(piles[t]), sum(value(c) for c in piles[t]))
        lt = 6 if team_of[p.last] == t else 0
        out[t] = (dv, comb, cp, lt, cr, sq)
    print('  declarer', decl_seat, kind, 'tricks', p.ntricks, out)

for f in sys.argv[1:]:
    doc = json.load(open(f))
    if doc['game'] == 'tarocchini-terziglio':
        for dl in doc['deals']:
            terz(dl, doc.get('rules', {}))
