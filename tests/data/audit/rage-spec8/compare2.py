"""Compares the engine's computed round data (trumps, tricks, scores, totals, winners) with the model (by-product)."""
import glob, json, subprocess, os, sys
here = os.path.dirname(os.path.abspath(__file__))
root = os.path.abspath(os.path.join(here, '../../../..'))
rounds = {}
cur = None
for line in open(os.path.join(here, 'expected.txt'), encoding='utf-8'):
    if line.startswith('== '):
        cur = line.split()[1]; rounds[cur] = []
    elif line.startswith('{'):
        rounds[cur].append(json.loads(line))
for f in sorted(glob.glob(os.path.join(here, '*.json'))):
    name = os.path.basename(f)[:-5]
    p = subprocess.run([sys.executable, '-m', 'replays.cli', 'validate', '--json', f], cwd=root,
                       capture_output=True, text=True, env=dict(os.environ, PYTHONPATH=root))
    v = json.loads(p.stdout)
    bad = []
    for d, rd in zip(v['deals'], rounds[name]):
        c = d['computed']
        for k_e, k_m in (('trumps', 'trumps'), ('tricks', 'tricks'), ('scores', 'scores'), ('bids', 'bids')):
            if c.get(k_e) != rd[k_m]:
                bad.append((d['index'], k_e, c.get(k_e), rd[k_m]))
        if c.get('totals') != rd['totals']:
            bad.append((d['index'], 'totals', c.get('totals'), rd['totals']))
        exp = {str(s): x for s, x in enumerate(rd['scores'])}
        if d['settlement']['expected'] != exp:
            bad.append((d['index'], 'settlement', d['settlement']['expected'], exp))
    fin = rounds[name][-1]['totals']
    se = v['session']['totals']['expected']
    if se != {str(s): x for s, x in enumerate(fin)}:
        bad.append(('session', se, fin))
    best = max(fin)
    if v['session'].get('winners') != [s for s, x in enumerate(fin) if x == best]:
        bad.append(('winners', v['session'].get('winners')))
    print(name, 'OK' if not bad else bad)
