"""Probe: which low card does the engine hand over for the Matto? (after-play combos depend on it)"""
import sys, collections, json
import compare, oracle
oracle.READING.update(double='group', gap='stop')
from validator.engine.validate import validate

def ap_norm(items):
    return compare.norm_items(items)

stat = collections.Counter()
for seed in range(int(sys.argv[1]), int(sys.argv[2])):
    doc = compare.make(seed); v = validate(doc)
    res = oracle.session_check(doc, compare.odd_pairs(v))
    for di, r in enumerate(res):
        comp = v['deals'][di].get('computed') or {}
        m = (comp.get('widow') or {}).get('matto') or {}
        if r['mode'] != 'played' or not m.get('exchange'):
            continue
        ap = comp['after_play_combinations']
        piles = r['piles']
        so = m['to']; sw = m['exchange']['to']
        # undo oracle's choice: find the card oracle moved
        cands = [c for c in piles[sw] + piles[so] if oracle.value(c) == m['exchange']['value']]
        base_so = [c for c in piles[so]]; base_sw = [c for c in piles[sw]]
        # the oracle moved exactly one card from so to sw: try each low card of (so + moved)
        pool = base_so + [c for c in base_sw if c not in [x for x in base_sw]][:0]
        ok = []
        # reconstruct owner-side pile before the exchange: oracle's moved card is in sw
        for moved in [c for c in base_sw if oracle.value(c) == m['exchange']['value']]:
            so_full = base_so + [moved]; sw_rest = [c for c in base_sw if c != moved]
            for give in [c for c in so_full if oracle.value(c) == m['exchange']['value']]:
                a = [c for c in so_full if c != give]; b = sw_rest + [give]
                if ap_norm(oracle.as_items(oracle.holdings(a))) == ap_norm(ap[so]) and \
                   ap_norm(oracle.as_items(oracle.holdings(b))) == ap_norm(ap[sw]):
                    ok.append(give)
        same = ap_norm(oracle.as_items(oracle.holdings(piles[so]))) == ap_norm(ap[so]) and \
               ap_norm(oracle.as_items(oracle.holdings(piles[sw]))) == ap_norm(ap[sw])
        stat['exchanges'] += 1
        stat['oracle_choice_matches'] += same
        stat['some_choice_matches'] += bool(ok)
        if not ok and stat['print'] < 5:
            stat['print'] += 1
            print('no candidate explains', seed, di, m)
        if ok and not same and stat['p2'] < 8:
            stat['p2'] += 1
            print('engine gave one of', sorted(set(ok)), 'seed', seed, 'deal', di,
                  'low cards of owner side', sorted(c for c in base_so if oracle.value(c) == 1)[:30])
print(dict(stat))
