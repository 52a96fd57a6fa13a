import json
from galician_model import State
d = json.load(open('../../../../examples/galician-tarok/clean.json'))
dl = d['deals'][1]
hands = [list(h) for h in dl['hands']]
talon = dl['talon']
for e in dl['events']:
    if e['type'] == 'take': p = e['seat']; hands[p] += e['cards']; took = e['cards']
    if e['type'] == 'discard': disc = e['cards']; [hands[p].remove(c) for c in disc]
rest = [c for c in talon if c not in took]
st = State(hands, (dl['dealer']+1) % 3, p, disc, rest)
for e in dl['events']:
    if e['type'] == 'play': st.play(e['card'])
print(st.result(), st.pp)
