import json, sys
from rage_model import State, endings
for f in sys.argv[1:]:
    d = json.load(open(f)); dl = d['deals'][0]
    bids = {}
    for e in dl['events']:
        if e['type']=='bid': bids[e['seat']] = e['bid']
    n=len(d['players'])
    st = State(dl['hands'], dl['talon'], (dl['dealer']+1)%n, [bids[i] for i in range(n)])
    print(f, 'dealer', dl['dealer'], 'trump', st.trump, 'bids', st.bids)
    trick=[]
    for e in dl['events']:
        if e['type']=='play':
            trick.append(e['card']); st.play(e['card'], e.get('named'))
            if not st.trick: print('  trick', trick, '->', st.winners[-1], 'trump now', st.trump); trick=[]
    print('  left', st.hands, 'leader', st.leader, 'trump', st.trump, 'next stock', dl['talon'][st.ptr:st.ptr+3])
    print('  endings', endings(st))
    print('  recorded', [(e['party'],e['points']) for e in dl['events'] if e['type']=='score'])
