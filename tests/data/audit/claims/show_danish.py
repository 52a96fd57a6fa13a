import json, sys
from danish_model import State, endings, net
for f in sys.argv[1:]:
    d = json.load(open(f)); dl = d['deals'][0]
    dealer = dl['dealer']
    pools = dict(d['start']['pools'])
    hands = [list(h) for h in dl['hands']]
    skat = None
    recorded = []
    for e in dl['events']:
        if e['type'] == 'discard': skat = e['cards']
    for c in skat: hands[dealer].remove(c)
    pools['pagat_pool'] += 5; pools['king_pool'] += 5
    st = State(hands, dealer, pools, skat)
    pre = [("d", dealer, "pagat_pool", 5, "deal_fee"), ("d", dealer, "king_pool", 5, "deal_fee")]
    for e in dl['events']:
        if e['type'] == 'play': st.play(e['card'], e.get('named'))
        if e['type'] == 'payment': recorded.append((e['from'], e['to'], e['amount'], e.get('reason')))
    print(f, 'dealer', dealer, 'stop at trick', st.trickno, 'left', st.hands, 'leader', st.leader)
    base = [(dealer, 'pagat_pool', 5, 'deal_fee'), (dealer, 'king_pool', 5, 'deal_fee')]
    res = endings(st)
    nets = {}
    for k, s in res.items():
        n = net(base + s.pays)
        for p in ['0', '1', '2', 'pagat_pool', 'king_pool']:
            nets.setdefault(p, set()).add(n.get(p, 0))
    print('  endings', len(res))
    for k, s in res.items():
        print('   ', s.last_trick, s.points, s.pays[len(st.pays):])
    print('  possible nets', nets)
    rn = net(recorded)
    print('  recorded nets', {p: rn.get(p, 0) for p in ['0', '1', '2', 'pagat_pool', 'king_pool']})
    # check recorded pre-stop payments equal model's
    mine = base + st.pays
    print('  pre-stop payments match:', sorted(map(str, mine)) == sorted(map(str, recorded[:len(mine)])))
