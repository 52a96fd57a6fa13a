"""Phase 2 probe (NOT blind: written after reading danish-tarok/10.turn): a real lead out of turn,
no fine written, where the only slip of the record that could give the order written (the due
leader's line moved after the others) makes the first card a failure to trump."""
import sys, json, random
import os
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import _gen as g
rng = random.Random(77)
D = g
def attempt():
    deck = D.D_DECK[:]; rng.shuffle(deck)
    hands = [deck[i*25:(i+1)*25] for i in range(3)]; dealer = 2
    hands[dealer] += deck[75:]; full = [list(h) for h in hands]
    low = [c for c in hands[dealer] if not c.startswith('T') and c != 'JOKER' and c[:-1] not in 'KQNJ']
    if len(low) < 3: return None
    skat = rng.sample(low, 3)
    for c in skat: hands[dealer].remove(c)
    if any(D.d_declarations(h) for h in hands) or any(not any(c.startswith('T') for c in h) for h in hands): return None
    hs = [list(h) for h in hands]; leader = (dealer+1) % 3
    tricks, winners, off = [], [], None
    for kk in range(25):
        lead_seat = leader
        if kk == 8:
            lead_seat = (leader+1) % 3
        trick = []; s = lead_seat
        for _ in range(3):
            lc = D.d_legal(s, hs[s], trick)
            c = D.d_choose_joker_early(s, hs[s], trick, lc, kk)
            if c is None:
                cand = [x for x in lc if x != 'JOKER'] if kk >= 22 and len(lc) > 1 else lc
                c = rng.choice(cand)
            hs[s].remove(c); trick.append((s, c)); s = (s+1) % 3
        if kk == 8:
            # rotated order: due leader's card first; is X's (first written) card then illegal?
            before = {s_: hs[s_] + [c_] for s_, c_ in trick}
            rot = [trick[2], trick[0], trick[1]]
            t = []; bad = False
            for s_, c_ in rot:
                if c_ not in D.d_legal(s_, before[s_], t): bad = True
                t.append((s_, c_))
            if not bad or any(c_ == 'JOKER' for _, c_ in trick): return None
            # the swap reading (due leader's card second) does not exist: it is written third
            off = (kk, lead_seat, leader)
        w = trick[D.d_winner(trick)][0]; tricks.append(trick); winners.append(w); leader = w
    if any(c == 'T1' or c.startswith('K') for _, c in tricks[-1]): return None
    if any(c == 'JOKER' for t in tricks[-3:] for _, c in t): return None
    won = [winners.count(x) for x in range(3)]
    if min(won) == 0: return None
    return dict(full=full, hands=hands, skat=skat, tricks=tricks, winners=winners, won=won, leader=0, off=off)
for _ in range(200000):
    res = attempt()
    if res: break
ev, pi, end_start, pts, inplay, end = D.danish_events(res, 2)
doc = {"format": D.FORMAT, "game": "danish-tarok", "players": ["Agnieszka", "Bartek", "Celina"], "deals": [{"dealer": 2, "hands": res["full"], "events": ev}]}
doc['meta'] = {'audit': 'readings-review-2', 'note': 'Phase 2 probe, written after reading danish-tarok/10.turn'}
with open(os.path.join(HERE, '16-danish-unfined-lead-out-of-turn-no-slip-order.json'), 'w', encoding='utf-8') as f:
    json.dump(doc, f, ensure_ascii=False, indent=1)
    f.write('\n')
kk, o, due = res['off']
print('event', pi[(kk, 0)], 'trick', res['tricks'][kk], 'off', o, 'due', due)
