import sys, json, os
sys.path.insert(0, os.path.dirname(__file__))
from compare import session
from validator.engine.validate import validate
import oracle
seed=int(sys.argv[1]); di=int(sys.argv[2])
doc,opts=session(seed); v=validate(doc); r=oracle.check(doc)[di]; dl=doc['deals'][di]
print('opts',opts,'rules',doc.get('rules'),'n',len(doc['players']), 'dealer', dl['dealer'])
for j,e in enumerate(dl['events']):
    if e['type'] not in ('play','payment','score','total'): print('  ',j,json.dumps(e))
c=v['deals'][di]['computed']
print('ENG', {k:c[k] for k in c if k not in ('payments','tricks','trick_winners')})
print('ME ', r['info'])
print('ENG pays'); [print('   ',p) for p in c['payments']]
print('MY pays'); [print('   ',p) for p in r['payments']]
