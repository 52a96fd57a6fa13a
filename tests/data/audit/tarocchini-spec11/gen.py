# Blind generator: my own model of Tarocchini (source 004, Russian).
import json, random, os, itertools
OUT = os.path.dirname(os.path.abspath(__file__))
SUITS = "SBCD"
LONG = ["K","Q","N","J","10","9","8","7","6","1"]          # S B high->low
ROUND = ["K","Q","N","J","1","6","7","8","9","10"]         # C D high->low
DECK = [r+s for s in SUITS for r in LONG] + ["T%d" % i for i in range(21)] + ["MATTO"]
def pts(c):
    if c == "MATTO": return 5
    if c[0] == "T":
        return 5 if int(c[1:]) in (20, 19, 0) else 1
    return {"K":5,"Q":4,"N":3,"J":2}.get(c[:-1], 1)
def suit(c): return "T" if c[0] == "T" else ("X" if c == "MATTO" else c[-1])
def rank(c):
    if c[0] == "T":
        n = int(c[1:]); return 1 if 1 <= n <= 4 else n
    order = LONG if c[-1] in "SB" else ROUND
    return 10 - order.index(c[:-1])
FIVE = {c for c in DECK if pts(c) == 5}
CRIC = {"tarocchi": ["T20","T19","T0","MATTO"], "kings": ["K"+s for s in SUITS],
        "queens": ["Q"+s for s in SUITS], "knights": ["N"+s for s in SUITS], "jacks": ["J"+s for s in SUITS]}
CRIC_PTS = {"tarocchi": (18,36), "kings": (17,34), "queens": (14,28), "knights": (13,26), "jacks": (12,24)}
CONT = ["T0","MATTO"]
def seq_len(cards, of, s=None, gap_ok=True):
    cards = set(cards); nc = sum(c in cards for c in CONT)
    if of in ("moretti", "aces"):
        real = ["T1","T2","T3","T4"] if of == "moretti" else ["1"+x for x in SUITS]
        r = sum(c in cards for c in real)
        return r + nc if r >= 2 and r + nc >= 3 else 0
    if of == "suit":
        if "K"+s not in cards: return 0
        courts = [x+s for x in "QNJ"]
        r = sum(c in cards for c in courts)
        if r < 1: return 0
        if not gap_ok:   # strict run K Q N J A, contatori fill
            L = 1; left = nc
            for c in courts + ["1"+s]:
                if c in cards: L += 1
                elif left: L += 1; left -= 1
                else: break
            return L if L >= 3 else 0
        miss = 3 - r; fill = min(nc, miss); left = nc - fill
        if r + fill < 2: return 0
        L = 1 + r + fill
        if "1"+s in cards: L += 1
        elif left: L += 1
        return L
    if of == "trumps":
        if "T20" not in cards: return 0
        order = [19,18,17] + list(range(16,4,-1))
        best = 0
        # DFS: fill with contatori, no two consecutive fills except (17,16)
        def dfs(i, left, prevfill, L, grande_real, grande_len):
            nonlocal best
            if i >= 3 and grande_len >= 2 and grande_real >= 1: best = max(best, L)
            if i == len(order): return
            t = order[i]
            if "T%d" % t in cards:
                dfs(i+1, left, None, L+1, grande_real + (i<3), grande_len + (i<3))
            else:
                if left and (prevfill is None or (prevfill, t) == (17,16)):
                    dfs(i+1, left-1, t, L+1, grande_real, grande_len + (i<3))
                if gap_ok and i < 3:   # skip a grande (two of three)
                    dfs(i+1, left, None, L, grande_real, grande_len)
        dfs(0, nc, None, 1, 0, 0)
        return best if best >= 3 else 0
def seqpts(L): return 10 + 5*(L-3) if L >= 3 else 0
def combos(cards, gap_ok=True):
    cr = []; sq = []
    for k, lst in CRIC.items():
        n = sum(c in cards for c in lst)
        if n >= 3: cr.append(CRIC_PTS[k][n-3])
    for of in ("trumps","moretti","aces"):
        L = seq_len(cards, of, gap_ok=gap_ok)
        if L: sq.append(seqpts(L))
    for s in SUITS:
        L = seq_len(cards, "suit", s, gap_ok=gap_ok)
        if L: sq.append(seqpts(L))
    a = sum(cr) * (2 if len(cr) >= 3 else 1); b = sum(sq) * (2 if len(sq) >= 3 else 1)
    return a + b
def item_pts(it):
    if it["kind"] == "cricca": return CRIC_PTS[it["of"]][it["count"]-3]
    return seqpts(it["length"])
def decl_pts(items):
    cr = [item_pts(i) for i in items if i["kind"] == "cricca"]
    sq = [item_pts(i) for i in items if i["kind"] == "sequence"]
    return sum(cr)*(2 if len(cr) >= 3 else 1) + sum(sq)*(2 if len(sq) >= 3 else 1)
def held_ok(hand, it):
    if it["kind"] == "cricca":
        return sum(c in hand for c in CRIC[it["of"]]) >= it["count"]
    L = seq_len(hand, it["of"], it.get("suit"))
    L2 = seq_len(hand, it["of"], it.get("suit"), gap_ok=False)
    return it["length"] <= min(L, L2) if L and L2 else False

def winner(trick):  # list of (seat, card); moretti: last played highest
    best = None
    for seat, c in trick:
        if c == "MATTO": continue
        if best is None: best = (seat, c); continue
        bs = suit(best[1]); cs = suit(c)
        if cs == "T" and bs != "T": best = (seat, c)
        elif cs == "T" and bs == "T" and rank(c) >= rank(best[1]): best = (seat, c)
        elif cs == bs and cs != "T" and rank(c) > rank(best[1]): best = (seat, c)
    return best[0]
def legal(hand, led):
    if led is None: return [c for c in hand if c != "MATTO"] or hand
    f = [c for c in hand if suit(c) == led]
    if not f: f = [c for c in hand if suit(c) == "T"]
    if not f: f = list(hand)
    return f + (["MATTO"] if "MATTO" in hand and "MATTO" not in f else [])
def play(hands, first, rng):
    hands = [list(h) for h in hands]; n = len(hands); lead = first
    evs = []; won = [[] for _ in range(n)]; tricks = []; matto = None
    while any(hands):
        trick = []; led = None
        for k in range(n):
            s = (lead + k) % n
            opts = legal(hands[s], led)
            c = "MATTO" if (k > 0 and "MATTO" in opts) else rng.choice(opts)
            hands[s].remove(c); trick.append((s, c)); evs.append({"type": "play", "seat": s, "card": c})
            if c != "MATTO" and led is None: led = suit(c)
        w = winner(trick); tricks.append((trick, w))
        for s, c in trick:
            if c == "MATTO": matto = (s, w)
            else: won[w].append(c)
        lead = w
    return evs, won, tricks, matto, lead

def side_cards(won, side, matto, sides, extra):
    pile = [c for s in side for c in won[s]] + extra
    return pile
def finish_matto(piles, sidx, matto):
    # piles: dict side->list ; sidx(seat)->side
    s, w = matto
    a, b = sidx(s), sidx(w)
    piles[a].append("MATTO")
    if a != b:
        low = next(c for c in piles[a] if c[:-1] in ("6","7","8","9","10") and c[0] != "T")
        piles[a].remove(low); piles[b].append(low)
def cardpts(pile):
    assert len(pile) % 2 == 0, len(pile)
    return sum(pts(c) for c in pile) - len(pile)//2

def deal_hands(rng, n, sizes, forced):
    rest = [c for c in DECK if not any(c in f for f in forced.values())]
    rng.shuffle(rest)
    hands = []
    for s in range(n):
        h = list(forced.get(s, []))
        while len(h) < sizes[s]: h.append(rest.pop())
        rng.shuffle(h); hands.append(h)
    return hands, rest

PLAYERS4 = ["Alba", "Bepi", "Cesca", "Dino"]
PLAYERS3 = ["Ezio", "Fosca", "Gigi"]

def ottocento(name, seed, dealer, forced, decl_fn, fault=None, start=(0, 0), note=""):
    """decl_fn(hands)-> list of (seat, items) in order; fault hooks modify events."""
    for trial in range(2000):
        rng = random.Random(seed * 1000 + trial)
        sizes = [15]*4; sizes[dealer] = 17
        hands, rest = deal_hands(rng, 4, sizes, forced)
        assert not rest
        dh = hands[dealer]
        pips = [c for c in dh if c[0] != "T" and c != "MATTO" and c[:-1] in ("6","7","8","9","10")]
        if len(pips) < 2: continue
        disc = pips[:2]
        play_hands = [list(h) for h in hands]
        for c in disc: play_hands[dealer].remove(c)
        first = (dealer + 1) % 4
        evs, won, tricks, matto, last = play(play_hands, first, rng)
        tw = [0, 0]
        for t, w in tricks: tw[w % 2] += 1
        if min(tw) == 0: continue
        if "MATTO" in sum(hands, []) and matto is None: continue
        # dealer must take a trick (discard credit)
        if not any(w == dealer for t, w in tricks): continue
        piles = {0: won[0] + won[2], 1: won[1] + won[3]}
        piles[dealer % 2] += disc
        try:
            if matto: finish_matto(piles, lambda s: s % 2, matto)
        except StopIteration: continue
        # avoid readings that differ
        bad = False
        for k in (0, 1):
            if combos(piles[k]) != combos(piles[k], gap_ok=False): bad = True
            if combos(piles[k]) != combos([c for c in piles[k] if c not in disc]): bad = True
        if bad: continue
        decls = decl_fn(play_hands, hands)
        if decls is None: continue
        break
    else:
        raise SystemExit("no seed " + name)
    events = [{"type": "discard", "seat": dealer, "cards": disc}]
    dpts = [0, 0]
    for seat, items, counted in decls:
        events.append({"type": "declare", "seat": seat, "items": items})
        if counted: dpts[seat % 2] += decl_pts(items)
    events += evs
    lt = [0, 0]; lt[last % 2] = 6
    cp = [cardpts(piles[0]), cardpts(piles[1])]
    cb = [combos(piles[0]), combos(piles[1])]
    assert cp[0] + cp[1] + 6 == 93
    res = [dpts[k] + cb[k] + cp[k] + lt[k] for k in (0, 1)]
    sheet = []
    for k in (0, 1):
        for reason, v in (("declarations", dpts[k]), ("combinations", cb[k]), ("card_points", cp[k]), ("last_trick", lt[k])):
            sheet.append({"type": "score", "party": "team%d" % k, "points": v, "reason": reason})
    for k in (0, 1):
        sheet.append({"type": "total", "party": "team%d" % k, "points": start[k] + res[k]})
    events += sheet
    deal = {"dealer": dealer, "hands": hands, "events": events}
    info = dict(decl=dpts, comb=cb, cards=cp, last=lt, result=res, piles=piles, matto=matto, disc=disc)
    return deal, info

def write(name, game, players, deals, rules=None, start=None):
    t = {"format": "trick-transcript/1", "game": game}
    if rules: t["rules"] = rules
    t["players"] = players
    if start: t["start"] = start
    t["meta"] = {"audit": "tarocchini-spec11"}
    t["deals"] = deals
    json.dump(t, open(os.path.join(OUT, name), "w"), indent=1)

def gp_of(p):
    base = (p // 50) * 50
    if p - base > 45: base += 50
    return base // 50

def terziglio(name, seed, dealer, forced, bid, decl_fn, ntake=2, forced_widow=()):
    for trial in range(3000):
        rng = random.Random(seed * 1000 + trial)
        fw = list(forced_widow)
        f2 = dict(forced); f2[3] = fw
        rest = [c for c in DECK if not any(c in f for f in f2.values())]
        rng.shuffle(rest)
        hands = []
        for s in range(3):
            h = list(forced.get(s, []))
            while len(h) < 18: h.append(rest.pop())
            rng.shuffle(h); hands.append(h)
        widow = fw + rest; rng.shuffle(widow)
        assert len(widow) == 8
        fh = (dealer + 1) % 3; decl = fh
        events = [{"type": "bid", "seat": fh, "bid": bid},
                  {"type": "bid", "seat": (fh+1) % 3, "bid": "pass"},
                  {"type": "bid", "seat": (fh+2) % 3, "bid": "pass"}]
        ph = [list(h) for h in hands]
        take = []; disc = []
        if bid == "gioco":
            take = widow[:ntake]
            ph[decl] += take
            cand = [c for c in ph[decl] if c not in FIVE and c[0] != "T" and c[:-1] in ("6","7","8","9","10") and c not in take]
            if len(cand) < ntake: continue
            disc = cand[:ntake]
            for c in disc: ph[decl].remove(c)
            events += [{"type": "take", "seat": decl, "cards": take}, {"type": "discard", "seat": decl, "cards": disc}]
        pevs, won, tricks, matto, last = play(ph, fh, rng)
        dt = sum(1 for t, w in tricks if w == decl)
        if dt == 0 or dt == 18 or dt % 2: continue
        if "MATTO" in sum(ph, []) and matto is None: continue
        side = lambda s: 0 if s == decl else 1
        piles = {0: list(won[decl]), 1: [c for s in range(3) if s != decl for c in won[s]]}
        if bid == "gioco":
            extra = [c for c in widow if c not in take] + disc
        else:
            extra = list(widow)
        wside = 0 if bid == "gioco" else side(last)
        piles[wside] += extra
        try:
            if matto: finish_matto(piles, side, matto)
        except StopIteration: continue
        if len(piles[0]) % 2: continue
        bad = False
        for k in (0, 1):
            if combos(piles[k]) != combos(piles[k], gap_ok=False): bad = True
            if combos(piles[k]) != combos([c for c in piles[k] if c not in extra]): bad = True
        if bad: continue
        decls = decl_fn(ph, hands, decl)
        if decls is None: continue
        break
    else:
        raise SystemExit("no seed " + name)
    dpts = [0, 0]
    for seat, items, counted in decls:
        events.append({"type": "declare", "seat": seat, "items": items})
        if counted: dpts[side(seat)] += decl_pts(items)
    events += pevs
    lt = [0, 0]; lt[side(last)] = 6
    cp = [cardpts(piles[0]), cardpts(piles[1])]
    assert cp[0] + cp[1] + 6 == 93
    cb = [combos(piles[0]), combos(piles[1])]
    tot = [dpts[k] + cb[k] + cp[k] + lt[k] for k in (0, 1)]
    if tot[0] > tot[1]:
        g = gp_of(tot[0]) * (2 if bid == "solo" else 1); winners = [decl]
    else:
        g = gp_of(tot[1]); winners = [s for s in range(3) if s != decl]
    gps = [g if s in winners else 0 for s in range(3)]
    for s in range(3):
        events.append({"type": "score", "party": s, "points": gps[s], "reason": "game_points"})
    for s in range(3):
        events.append({"type": "total", "party": s, "points": gps[s]})
    deal = {"dealer": dealer, "hands": hands, "talon": widow, "events": events}
    info = dict(decl=dpts, comb=cb, cards=cp, last=lt, side_points=tot, gp=gps, declarer=decl, dtricks=dt, matto=matto)
    return deal, info
