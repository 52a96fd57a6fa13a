"""Independent sanity check of the generated transcripts: follow rules, deck, packets."""
import json, glob, sys
from model import DECK, legal, trick_winner, is_tarock, suit, KINGS, packet_cards, FIRST_ORD, PACKET
for f in sorted(glob.glob('*.json')):
    d = json.load(open(f))
    for di, dl in enumerate(d['deals']):
        allc = [c for h in dl['hands'] for c in h] + dl['talon']
        assert sorted(allc) == sorted(DECK), (f, di)
        hands = {s: list(h) for s, h in enumerate(dl['hands']) if h}
        assert all(len(h) == 12 for h in hands.values()), (f, di)
        ev = dl['events']
        bids = [e for e in ev if e['type'] == 'bid']
        level = None; P = None
        for e in bids:
            if e['bid'] not in ('pass', 'pass_volat', 'tape', 'hold'):
                level = e['bid']; P = e['seat']
            elif e['bid'] == 'hold':
                P = e['seat']
        rej = sum(1 for e in ev if e['type'] == 'call' and e['call'] == 'reject')
        take = [e for e in ev if e['type'] == 'take']
        disc = [e for e in ev if e['type'] == 'discard']
        if take:
            exp = packet_cards(dl['talon'], level, FIRST_ORD[level] + rej)
            assert take[0]['cards'] == exp and take[0]['seat'] == P, (f, di, take, exp, P)
            hands[P] += take[0]['cards']
            for c in disc[0]['cards']:
                hands[P].remove(c)
            if len(disc[0]['cards']) != PACKET[level] or any(c in KINGS for c in disc[0]['cards']):
                print(f, di, 'DISCARD FAULT', disc[0])
            if any(is_tarock(c) for c in disc[0]['cards']) and not disc[0].get('shown'):
                print(f, di, 'tarock discarded unshown', disc[0]['cards'])
        for i, e in enumerate(ev):
            if e['type'] == 'announce':
                for it in e['items']:
                    if it['kind'] == 'tarocks':
                        nt = sum(1 for c in hands[e['seat']] if is_tarock(c))
                        if nt != it['count']:
                            print(f, di, i, 'TAROCKS MISCOUNT', nt, it)
                    if it['kind'] == 'pagat_ultimo' and 'T1' not in hands[e['seat']]:
                        print(f, di, i, 'ultimo announced without pagat')
            if e['type'] == 'bid' and e['bid'] == 'pass_volat' and 'T1' in hands[e['seat']]:
                print(f, di, i, 'PASS_VOLAT WITH PAGAT')
        trick = []
        plays = [(i, e) for i, e in enumerate(ev) if e['type'] == 'play']
        assert len(plays) in (0, 36), (f, di, len(plays))
        for i, e in plays:
            s, c = e['seat'], e['card']
            assert c in hands[s], (f, di, i, s, c)
            if trick:
                leader_ok = True
            ok = legal(hands[s], trick)
            if c not in ok:
                print(f, di, i, 'REVOKE', s, c, 'legal', ok)
            hands[s].remove(c)
            trick.append((s, c))
            if len(trick) == 3:
                trick = []
print('checked')
