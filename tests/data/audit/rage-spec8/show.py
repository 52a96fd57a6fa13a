"""Prints a transcript trick by trick with the model's view (by-product for checking)."""
import json, sys
from model import play_round, round_scores, ACTION_SET
f, dl = sys.argv[1], int(sys.argv[2])
d = json.load(open(f)); deal = d['deals'][dl]
plays = [(e['seat'], e['card'], e.get('named')) for e in deal['events'] if e['type']=='play']
res = play_round(deal['hands'], deal['talon'], deal['dealer'], plays)
print('dealer', deal['dealer'], 'talon head', deal['talon'][:8], 'trumps', res['trumps'])
for h in deal['hands']: print('  ', h)
for i, lg in enumerate(res['logs']):
    print(i, 'trump', lg['start_trump'], '->', lg['trump'], 'NT' if lg['notrump'] else '', lg['trick'], 'winner', lg['winner'])
print('faults', res['faults'], 'tricks', res['tricks'])
print([e for e in deal['events'] if e['type'] not in ('play',)])
