import json, sys
f, di = sys.argv[1], int(sys.argv[2])
d = json.load(open(f))
deal = d['deals'][di]
print('dealer', deal['dealer'], [len(h) for h in deal['hands']])
for i, h in enumerate(deal['hands']): print(' hand', i, ' '.join(h))
t = 0; c = 0
for i, e in enumerate(deal['events']):
    if e['type'] == 'play':
        if c % 3 == 0: print(f'  -- trick {c//3}')
        c += 1
    print(i, json.dumps(e, ensure_ascii=False))
