# Scratch probes of phase 2 (edited copies of this folder's files written to /tmp/us11; not part of the corpus).
import json, copy, subprocess, sys, os
D='tests/data/audit/ulti-spec11/'
def load(n):
    import glob
    return json.load(open(glob.glob(D+n+'-*.json')[0]))
def run(name, doc):
    p=f'/tmp/us11/{name}.json'; json.dump(doc, open(p,'w'), ensure_ascii=False)
    r=subprocess.run([sys.executable,'-m','replays.cli','validate','--json',p],capture_output=True,text=True,env=dict(os.environ,PYTHONPATH=os.getcwd()))
    v=json.loads(r.stdout)
    print('==',name, v['status'], v['summary']['by_code'])
    for pr in v.get('problems',[]): print('  PROBLEM', pr['pointer'], pr['code'], pr['message'][:200])
    for d in v['deals']:
        for a in d['annotations']: print('  ', a['event'], a['seat'], a['code'], a['severity'], a['message'][:220])
        s=d['settlement']; print('   exp', s['expected'], 'rec', s['recorded'], 'diff', s['difference'])
ev=lambda d: d['deals'][0]['events']
# 1 points_only: betli after party+ulti
d=load('14'); e=ev(d); e[1]['bid']={'goals':['party','ulti'],'red':False}; e[4]['bid']={'goals':['betli'],'red':False}
# then seat1 betli must be > betli: make it rebetli? keep betli->betli illegal twice; change seat 1 bid to rebetli
run('p1-points-only-betli-over-ulti', d)
d2=copy.deepcopy(d); d2['rules']={'preset':'standard'}; run('p1b-default-betli-over-ulti', d2)
# 2 fold compulsory but played: take f15 (plain party, played) with fold compulsory
d=load('15'); d['rules']={'preset':'standard','fold':'compulsory','revoke_penalty':'play_stands'}; run('p2-compulsory-played', d)
# 3 max contra 4 with subcontra 8
d=load('13'); e=ev(d); e.insert(14, {'type':'double','seat':2,'target':'durchmarsch','level':8}); run('p3-subcontra-over-limit', d)
# 4 trump_durchmarsch_alone false: lone durchmarsch with trumps (f08 with option)
d=load('08'); d['rules']={'preset':'standard','trump_durchmarsch_alone':False,'silent_bonuses_in_durchmarsch':False}; run('p4-lone-trump-durch-forbidden', d)
# 5 f01 default hierarchy with ultinet table
d=load('01'); d['rules']={'preset':'ultinet','bid_hierarchy':'points_then_fewer_goals'}; run('p5-01-default-hierarchy', d)
# 6 f12 default
d=load('12'); d['rules']={'preset':'standard'}; run('p6-12-default-hierarchy', d)
# 7 f13 default
d=load('13'); d['rules']={'preset':'standard','max_contra_level':4}; run('p7-13-default-hierarchy', d)
# 8 f10 without trumps field
d=load('10'); e=ev(d); del e[6]['bid']['trumps']; run('p8-open-durch-12-no-trumps-field', d)
# 9 f16 void deal recorded as played
d=load('16'); e=ev(d); e[:]=e[:36]+[{'type':'payment','from':0,'to':1,'amount':1,'reason':'party'},{'type':'payment','from':2,'to':1,'amount':1,'reason':'party'}]; run('p9-void-recorded-as-played', d)
# 10 f20 separate scoring (default) with the replaced record
d=load('20'); d['rules']={'preset':'standard'}; run('p10-20-default-separate', d)
# 11 f19 default silent_bonus_contra
d=load('19'); d['rules']={'preset':'standard'}; run('p11-19-default-no-contra-on-silent', d)
# 12 f03 with silent_durchmarsch_with_aces_tens true
d=load('03'); d['rules']={'preset':'ultinet','silent_durchmarsch_with_aces_tens':True}; run('p12-03-aces-tens-true', d)
# 13 f04 without silent_four_aces
d=load('04'); d['rules']={'preset':'standard','four_aces':True}; run('p13-04-no-silent-aces', d)
# 14 f06 at default durchmarsch points
d=load('06'); d['rules']={'preset':'standard'}; run('p14-06-durch-6', d)
# 15 f10 at table (24)
d=load('10'); d['rules']={'preset':'standard'}; run('p15-10-open-24', d)
