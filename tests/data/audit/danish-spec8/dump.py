"""Print a transcript trick by trick (helper for writing EXPECTED.md)."""
import json, sys
sys.path.insert(0, '.')
from model import suit_of
d = json.load(open(sys.argv[1]))
only = [int(x) for x in sys.argv[2:]]
n = len(d['players'])
for k, deal in enumerate(d['deals']):
    if only and k not in only:
        continue
    print('--- deal', k, 'dealer', deal['dealer'])
    if deal['hands']:
        for s, h in enumerate(deal['hands']):
            print('  hand', s, len(h), ' '.join(sorted(h, key=lambda c: (suit_of(c) or 'Z', c))))
    plays = 0
    for i, e in enumerate(deal['events']):
        if e['type'] == 'play':
            t = plays // 3
            pos = plays % 3
            plays += 1
            print('  %3d t%-2d %s' % (i, t + 1, json.dumps(e)))
        else:
            print('  %3d     %s' % (i, json.dumps(e)))
