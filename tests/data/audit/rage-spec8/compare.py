"""Runs the engine on every transcript and compares with expected-findings.txt (by-product)."""
import glob, json, subprocess, os, sys
here = os.path.dirname(os.path.abspath(__file__))
exp = {f: [tuple(x) for x in e] for f, e in json.load(open(os.path.join(here, 'expected-findings.txt')))}
root = os.path.abspath(os.path.join(here, '../../../..'))
for f in sorted(glob.glob(os.path.join(here, '*.json'))):
    name = os.path.basename(f)[:-5]
    p = subprocess.run([sys.executable, '-m', 'replays.cli', 'validate', '--json', f], cwd=root,
                       capture_output=True, text=True, env=dict(os.environ, PYTHONPATH=root))
    v = json.loads(p.stdout)
    got = [(a['deal'], a['event'], a['code']) for d in v['deals'] for a in d['annotations'] if a['severity'] == 'violation']
    warn = [(a['deal'], a['event'], a['code']) for d in v['deals'] for a in d['annotations'] if a['severity'] != 'violation']
    diffs = {d['index']: d['settlement']['difference'] for d in v['deals'] if d.get('settlement') and d['settlement']['difference']}
    sess = v.get('session', {})
    ok = sorted(got) == sorted(exp[name])
    print(('OK  ' if ok else 'DIFF'), name, v['status'], 'engine', got, 'expected', exp[name], 'warn', warn,
          'dealdiff', diffs, 'session', sess.get('totals', {}).get('difference'), 'winners', sess.get('winners'))
    if v['status'] == 'rejected': print(json.dumps(v, indent=1)[:3000])
