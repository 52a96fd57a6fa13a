"""Independent replay of the written transcripts: deck, turn order, following, Joker limits."""
import json, glob, sys
from model import suit, is_trump, eff_winner, full_deck, is_king

def check(f):
    d = json.load(open(f))
    n = len(d['players'])
    probs = []
    for di, deal in enumerate(d['deals']):
        hands = {s: list(h) for s, h in enumerate(deal['hands'])}
        dealer = deal['dealer']
        sit = (dealer + 2) % n if n == 4 else None
        allc = sum(deal['hands'], [])
        if sorted(allc) != sorted(full_deck()):
            probs.append((di, 'deck'))
        act = [s for s in range(n) if s != sit]
        def nxt(s):
            s = (s + 1) % n
            return (s + 1) % n if s == sit else s
        leader = nxt(dealer)
        trick = []; led = None; t = 0; withdrawn = False; renamed = None
        for ei, e in enumerate(deal['events']):
            if e['type'] == 'discard':
                hands[dealer] = [c for c in hands[dealer] if c not in e['cards']] if len(hands[dealer]) == 28 else hands[dealer]
            if e['type'] == 'discard' and len(hands[dealer]) == 25 and 'note' in e:
                # corrected skat: rebuild
                hands[dealer] = [c for c in deal['hands'][dealer] if c not in e['cards']]
            if e['type'] == 'call' and e['call'] == 'name_joker':
                renamed = e['named']
                led = renamed
            if e['type'] != 'play':
                continue
            s, c = e['seat'], e['card']
            exp_seat = leader if not trick else nxt(trick[-1][0])
            if s != exp_seat:
                probs.append((di, ei, 'turn', s, exp_seat))
            if c not in hands[s]:
                probs.append((di, ei, 'notinhand', c)); continue
            if trick:
                if c != 'JOKER':
                    L = led
                    nx = deal['events'][ei + 1] if ei + 1 < len(deal['events']) else {}
                    if len(trick) == 1 and trick[0][1] == 'JOKER' and nx.get('type') == 'call' and nx.get('call') == 'name_joker':
                        L = nx['named']  # the second's card as finally played, after the third's claim
                    if trick[0][1] == 'JOKER' and len(trick) == 2 and L is not None:
                        b = trick[1][1]
                        if suit(b) != L and not is_trump(b) and not any(x != 'JOKER' and (suit(x) == L or is_trump(x)) for x in hands[s]):
                            L = suit(b)  # automatic naming
                            led = L
                    have = [x for x in hands[s] if x != 'JOKER' and suit(x) == L]
                    if have and suit(c) != L:
                        probs.append((di, ei, 'revoke'))
                    elif not have and not is_trump(c) and any(is_trump(x) for x in hands[s]):
                        probs.append((di, ei, 'notrump'))
            else:
                led = e.get('named') if c == 'JOKER' else suit(c)
            if c == 'JOKER' and t == 23:
                probs.append((di, ei, 'joker23'))
            hands[s].remove(c)
            trick.append((s, c))
            if len(trick) == 3:
                w, wc = eff_winner(trick, led)
                leader = w; trick = []; t += 1; renamed = None
        if t not in (25,) and any(x['type'] == 'play' for x in deal['events']):
            pass
    return probs

for f in sorted(glob.glob('*.json')):
    p = check(f)
    print(f, p[:6])
