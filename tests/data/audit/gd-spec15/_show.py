import json,sys
F=json.load(open('_facts.txt'))
for n,fs in F.items():
    if len(sys.argv)>1 and not any(a in n for a in sys.argv[1:]): continue
    print('=====',n)
    for i,f in enumerate(fs):
        if f['kind']=='allpass': print(' deal',i,'allpass dealer',f['dealer'],'pool',f['pool_before'],'->',f['pool_after']); continue
        print(' deal',i,'dealer',f['dealer'],'player',f['player'],'pts',f['points'],'info',f['info'],'pagat',f['pagat_trick'],'first_play',f['first_play'])
        print('   marks',f['marks'])
        print('   pays',[(p['from'],p['to'],p['amount'],p['reason']) for p in f['expected_payments']])
        print('   net',f['net'],'pool',f['pool_before'],'->',f['pool_after'])
