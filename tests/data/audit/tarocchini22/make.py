"""Blind auditor's own generator + scorer for the tarocchini22 audit.
Written from the Russian source only (004_c8bdb85b1ac896b0.txt); no engine code used."""
import json, random, itertools, sys, os

SUITS = "SBCD"
LONG = ["K","Q","N","J","10","9","8","7","6","1"]    # S B high->low
ROUND = ["K","Q","N","J","1","6","7","8","9","10"]   # C D high->low
DECK = [f"T{i}" for i in range(21)] + ["MATTO"] + [r+s for s in SUITS for r in LONG]
FIVE = {"T20","T19","T0","MATTO","KS","KB","KC","KD"}
WILD = {"T0","MATTO"}

def suit(c):
    if c == "MATTO": return "M"
    if c.startswith("T"): return "T"
    return c[-1]
def rank(c): return c[:-1]
def value(c):
    if c in ("T20","T19","T0","MATTO"): return 5
    if c.startswith("T"): return 1
    return {"K":5,"Q":4,"N":3,"J":2}.get(rank(c),1)
assert sum(map(value, DECK)) == 118 and len(DECK) == 62

def trump_strength(c):
    n = int(c[1:])
    if 1 <= n <= 4: return 1      # Moretti equal
    if n == 0: return 0
    return n
def trick_winner(plays):  # plays: list of (seat, card) ; Moretti tie: last played highest
    lead = plays[0][1]; ls = suit(lead)
    best = None
    for i,(s,c) in enumerate(plays):
        if c == "MATTO": continue
        if suit(c) == "T":
            key = (2, trump_strength(c), i if trump_strength(c)==1 else 0)
        elif suit(c) == ls:
            order = LONG if ls in "SB" else ROUND
            key = (1, 10-order.index(rank(c)), 0)
        else: continue
        if best is None or key > best[0]: best = (key, s)
    return best[1]

def legal(hand, lead_suit):
    if lead_suit is None: return [c for c in hand if c != "MATTO"] or list(hand)
    fol = [c for c in hand if suit(c) == lead_suit]
    if fol: return fol + (["MATTO"] if "MATTO" in hand else [])
    tr = [c for c in hand if suit(c) == "T"]
    if tr: return tr + (["MATTO"] if "MATTO" in hand else [])
    return list(hand)

# ---------- combinations ----------
CR = {"tarocchi":(18,36),"kings":(17,34),"queens":(14,28),"knights":(13,26),"jacks":(12,24)}
def cr_cards(kind):
    if kind == "tarocchi": return ["T20","T19","T0","MATTO"]
    r = {"kings":"K","queens":"Q","knights":"N","jacks":"J"}[kind]
    return [r+s for s in SUITS]
def seq_pts(n): return 10 + 5*(n-3)

def trump_seq_len(cards, wild_ok=True):
    if "T20" not in cards: return 0
    w = len(WILD & cards) if wild_ok else 0
    pos = [19,18,17] + list(range(16,4,-1))
    best = 0
    missing = [p for p in pos if f"T{p}" not in cards]
    for k in range(0, w+1):
        for fill in itertools.combinations(missing[:8], k):
            cov = {p for p in pos if f"T{p}" in cards} | set(fill)
            g = [p for p in (19,18,17) if p in cov]
            greal = [p for p in (19,18,17) if f"T{p}" in cards]
            if len(g) < 2 or not greal: continue
            if len(g) == 2:
                if any(p < 17 for p in fill): continue
                L = 3
                if any(p in fill for p in g) and len([p for p in g if p in fill])>1: continue
            else:
                L = 4; prev_w = None
                run = [19,18,17]
                for p in range(16,4,-1):
                    if p in cov: run.append(p); L += 1
                    else: break
                if any(p not in run for p in fill): continue
                ok = True
                for a,b in zip(run, run[1:]):
                    if a in fill and b in fill and not (a == 17 and b == 16): ok = False
                if not ok: continue
            best = max(best, L)
    return best

def suit_seq_len(cards, s, wild_ok=True):
    if "K"+s not in cards: return 0
    w = len(WILD & cards) if wild_ok else 0
    real = [r for r in "QNJ" if r+s in cards]
    if not real: return 0
    used = min(w, 3-len(real)); cov = len(real) + used
    if cov < 2: return 0
    # (b) fix after the engine run: a contatore may also stand for the Ace
    # («Contatori не могут быть использованы для замены Angel или King» bars only those two)
    return 1 + cov + (1 if ("1"+s in cards or w - used > 0) else 0)

def group_seq_len(cards, group, wild_ok=True):
    real = len([c for c in group if c in cards])
    if real < 2: return 0
    w = len(WILD & cards) if wild_ok else 0
    n = min(real + w, 6)
    return n if n >= 3 else 0

MORETTI = ["T1","T2","T3","T4"]; ACES = ["1"+s for s in SUITS]

def all_combos(cards, wild_ok=True, double=True):
    cards = set(cards); items = []
    for kind in CR:
        n = len([c for c in cr_cards(kind) if c in cards])
        if n >= 3: items.append(({"kind":"cricca","of":kind,"count":min(n,4)}, CR[kind][0 if n==3 else 1]))
    L = trump_seq_len(cards, wild_ok)
    if L: items.append(({"kind":"sequence","of":"trumps","length":L}, seq_pts(L)))
    for s in SUITS:
        L = suit_seq_len(cards, s, wild_ok)
        if L: items.append(({"kind":"sequence","of":"suit","suit":s,"length":L}, seq_pts(L)))
    L = group_seq_len(cards, MORETTI, wild_ok)
    if L: items.append(({"kind":"sequence","of":"moretti","length":L}, seq_pts(L)))
    L = group_seq_len(cards, ACES, wild_ok)
    if L: items.append(({"kind":"sequence","of":"aces","length":L}, seq_pts(L)))
    return items

def combo_points(items, double=True):
    cr = [p for it,p in items if it["kind"]=="cricca"]
    sq = [p for it,p in items if it["kind"]=="sequence"]
    a, b = sum(cr), sum(sq)
    if double and len(cr) >= 3: a *= 2
    if double and len(sq) >= 3: b *= 2
    return a + b

def natural_cards(it):
    if it["kind"] == "cricca": return set(cr_cards(it["of"]))
    if it["of"] == "suit":
        s = it["suit"]; return {"K"+s,"Q"+s,"N"+s,"J"+s,"1"+s}
    if it["of"] == "moretti": return set(MORETTI)
    if it["of"] == "aces": return set(ACES)
    return {f"T{p}" for p in range(5,21)}

def choose_declaration(hand, rng):
    """natural combos only (no contatori used as wild), non-overlapping, <=2 of each type"""
    its = all_combos(hand, wild_ok=False)
    rng.shuffle(its)
    chosen, used = [], set()
    for it,p in its:
        nc = natural_cards(it) & set(hand)
        if nc & used: continue
        if it["kind"]=="cricca" and sum(1 for x,_ in chosen if x["kind"]=="cricca")>=2: continue
        if it["kind"]=="sequence" and sum(1 for x,_ in chosen if x["kind"]=="sequence")>=2: continue
        chosen.append((it,p)); used |= nc
    return chosen

# ---------- deal simulation ----------
def pips(hand): return [c for c in hand if c != "MATTO" and suit(c) in SUITS and rank(c) in ("6","7","8","9","10")]

class Deal:
    pass

def simulate(game, seed, dealer, bids=None, bids_res=None, plant=None, matto_last=False, decl_hook=None,
             discard_hook=None, take_n=2):
    """returns dict with transcript deal + computed expectations, or None if constraints fail"""
    rng = random.Random(seed)
    n = 4 if game == "ott" else 3
    deck = DECK[:]; rng.shuffle(deck)
    order = [(dealer + 1 + i) % n for i in range(n)]   # elder first
    hands = {s: [] for s in range(n)}
    ev = []; viol = []
    if game == "ott":
        for i,s in enumerate(order): hands[s] = deck[15*i:15*i+15]
        hands[dealer] += deck[60:62]
        talon = None
        dealt = {s: list(hands[s]) for s in range(n)}
        pp = pips(hands[dealer])
        if len(pp) < 2: return None
        disc = rng.sample(pp, 2)
        if discard_hook: disc = discard_hook(hands[dealer], rng)
        if disc is None: return None
        ev.append({"type":"discard","seat":dealer,"cards":disc})
        for c in disc: hands[dealer].remove(c)
        declarer = None; aside = list(disc)
    else:
        for i,s in enumerate(order): hands[s] = deck[18*i:18*i+18]
        talon = deck[54:62]
        dealt = {s: list(hands[s]) for s in range(n)}
        declarer = None; contract = None
        for s,b in bids:
            ev.append({"type":"bid","seat":s,"bid":b})
        declarer, contract = bids_res
        aside = []
        if contract == "gioco":
            # take up to take_n non-5-point, non-Matto cards from the widow; discard as many pips
            cand = [c for c in talon if c not in FIVE]
            take = cand[:take_n]
            for c in take: hands[declarer].append(c)
            pp = [c for c in pips(hands[declarer]) if c not in take]
            if len(pp) < len(take): return None
            disc = rng.sample(pp, len(take))
            if discard_hook: disc = discard_hook(hands[declarer], rng, take)
            if disc is None: return None
            if take:
                ev.append({"type":"take","seat":declarer,"cards":take})
                ev.append({"type":"discard","seat":declarer,"cards":disc})
            for c in disc: hands[declarer].remove(c)
            aside = [c for c in talon if c not in take] + disc
        else:
            aside = list(talon)
    # declarations
    decl_pts = {s: 0 for s in range(n)}; decl_items = {s: [] for s in range(n)}
    late = []
    for s in order:
        ch = choose_declaration(hands[s], rng)
        items = [it for it,p in ch]
        if decl_hook:
            r = decl_hook(s, hands[s], items, rng)
            if r is not None:
                kind, items2 = r
                if kind == "false":
                    ev.append({"type":"declare","seat":s,"items":items2})
                    viol.append((len(ev)-1, "false_declaration"))
                    decl_items[s] = items; decl_pts[s] = combo_points(ch); continue
                if kind == "late":
                    late.append((s, items2)); continue
        ev.append({"type":"declare","seat":s,"items":items})
        decl_items[s] = items; decl_pts[s] = combo_points(ch)
    # play
    ntr = len(hands[0]) if game=="ott" else 18
    leader = order[0]
    winners = []; piles = {s: [] for s in range(n)}
    matto_owner = next((s for s in range(n) if "MATTO" in hands[s]), None)
    trick_no = 0; foreign = []
    while trick_no < ntr:
        plays = []
        led_seat = leader
        forced_lead = plant and plant.get("lead_by") and plant["trick"] == trick_no and not plant.get("fired")
        if forced_lead:
            led_seat = plant["lead_by"](leader)
            viol.append((len(ev), plant["code"])); plant = dict(plant); plant["fired"] = True
        seats = [(led_seat + i) % n for i in range(n)]
        for s in seats:
            lead_suit = suit(plays[0][1]) if plays else None
            lg = legal(hands[s], lead_suit)
            card = None
            if plant and not plant.get("fired") and trick_no >= plant["trick"] and plant.get("seat_fn") and plant["seat_fn"](s, plays, hands, leader) :
                card = plant["card_fn"](s, plays, hands, rng, aside)
                if card is None: return None
                idx = len(ev)
                viol.append((idx, plant["code"]))
                plant = dict(plant); plant["fired"] = True
                if card in hands[s]: hands[s].remove(card)
                else:
                    foreign.append(card)
                plays.append((s, card)); ev.append({"type":"play","seat":s,"card":card})
                continue
            if "MATTO" in lg and len(lg) > 1:
                use = False
                if not matto_last and plays and len(plays) == n-1:
                    cw = trick_winner(plays)
                    if same_side(game, cw, s, declarer): use = True
                if not use: lg = [c for c in lg if c != "MATTO"]
            elif matto_last and "MATTO" in lg and len(hands[s]) > 1: lg = [c for c in lg if c != "MATTO"] or lg
            card = rng.choice(lg)
            hands[s].remove(card); plays.append((s, card)); ev.append({"type":"play","seat":s,"card":card})
            if late and trick_no == 0 and len(plays) == 1:
                for ls, its in late:
                    ev.append({"type":"declare","seat":ls,"items":its})
                    viol.append((len(ev)-1, "late_declaration"))
                late = []
        if plays[0][1] == "MATTO": return None
        w = trick_winner(plays)
        if any(c == "MATTO" for _,c in plays) and (trick_no == ntr-1) != bool(matto_last): return None
        for s,c in plays:
            if c == "MATTO":
                if not same_side(game, w, s, declarer): return None
                piles[s].append(c)
            else: piles[w].append(c)
        winners.append(w); leader = w; trick_no += 1
    if plant and not plant.get("fired"): return None
    side = lambda s: side_of(game, s, declarer)
    sides = sorted({side(s) for s in range(n)})
    # constraints
    if game == "ott":
        if dealer not in winners: return None
    else:
        dn = sum(1 for w in winners if w == declarer)
        if dn % 2: return None
        if contract == "gioco" and dn == 0: return None
        if matto_owner == declarer: return None
        if dn in (0, 18): return None
    # aside (discard / widow)
    if game == "ott": widow_to = side(dealer)
    elif contract == "gioco": widow_to = side(declarer)
    else: widow_to = side(winners[-1])
    pile = {sd: [] for sd in sides}
    for s in range(n): pile[side(s)] += piles[s]
    pile[widow_to] += aside
    res = {}
    for sd in sides:
        cards = pile[sd]
        if not foreign: assert len(cards) % 2 == 0, (sd, len(cards))
        cp = sum(map(value, cards)) - len(cards)//2
        lt = 6 if side(winners[-1]) == sd else 0
        dp = sum(decl_pts[s] for s in range(n) if side(s) == sd)
        combos = all_combos(cards)
        ap = combo_points(combos)
        res[sd] = {"declarations": dp, "after_play": ap, "after_play_items": [it for it,_ in combos],
                   "card_points": cp, "last_trick": lt, "total": dp+ap+cp+lt, "ncards": len(cards)}
    if not foreign: assert sum(r["card_points"]+r["last_trick"] for r in res.values()) == 93
    out = {"hands": [dealt[s] for s in range(n)], "talon": talon, "events": ev, "viol": viol,
           "res": res, "winners": winners, "declarer": declarer, "dealer": dealer}
    if game == "ter":
        D = res["decl"]["total"]; O = res["opp"]["total"]
        win = "decl" if D > O else "opp"
        p = res[win]["total"]
        r50 = (p // 50) * 50
        if (r50 + 50 - p) < 5: r50 += 50
        gp = r50 // 50
        if contract == "solo": gp *= 2
        out.update(win=win, gp=gp, contract=contract, rounded=r50)
    return out

def plant_drop(hand):
    raise RuntimeError("plant card not in hand: drop handled by caller")

def side_of(game, s, declarer):
    if game == "ott": return "team%d" % (s % 2)
    return "decl" if s == declarer else "opp"
def same_side(game, a, b, declarer): return side_of(game, a, declarer) == side_of(game, b, declarer)

# ---------- plants ----------
def P_revoke(t=5):
    def sf(s, plays, hands, leader):
        if not plays: return False
        L = suit(plays[0][1])
        if L not in SUITS: return False
        h = hands[s]
        return any(suit(c)==L for c in h) and any(suit(c)=="T" for c in h)
    def cf(s, plays, hands, rng, aside):
        return rng.choice([c for c in hands[s] if suit(c)=="T"])
    return {"trick": t, "seat_fn": sf, "card_fn": cf, "code": "revoke"}
def P_notrump(t=5):
    def sf(s, plays, hands, leader):
        if not plays: return False
        L = suit(plays[0][1])
        if L not in SUITS: return False
        h = hands[s]
        return not any(suit(c)==L for c in h) and any(suit(c)=="T" for c in h) and any(suit(c) in SUITS for c in h)
    def cf(s, plays, hands, rng, aside):
        return rng.choice([c for c in hands[s] if suit(c) in SUITS])
    return {"trick": t, "seat_fn": sf, "card_fn": cf, "code": "failure_to_trump"}
def P_notinhand(ntr):
    def sf(s, plays, hands, leader):
        return len(plays) >= 1 and len(hands[s]) == 1
    def cf(s, plays, hands, rng, aside):
        L = suit(plays[0][1]); own = hands[s][0]
        c = [x for x in aside if suit(x) == suit(own)] or [x for x in aside if suit(x) == L]
        return c[0] if c else None
    return {"trick": ntr-1, "seat_fn": sf, "card_fn": cf, "code": "card_not_in_hand"}
def P_outofturn(n, t=6):
    return {"trick": t, "lead_by": lambda leader: (leader + 1) % n, "code": "out_of_turn"}

def H_false(target_pos):
    st = {"done": False}
    def hook(s, hand, items, rng):
        if st["done"]: return None
        kings = [c for c in hand if rank(c) == "K" and suit(c) in SUITS]
        if len(kings) >= 3 or any(it["kind"]=="cricca" for it in items) and len(items)>=2: return None
        st["done"] = True
        return ("false", items + [{"kind":"cricca","of":"kings","count":3}])
    return hook
def H_late(elder):
    st = {"done": False}
    def hook(s, hand, items, rng):
        if st["done"] or s == elder or not items: return None
        st["done"] = True
        return ("late", items)
    return hook

def ott_discard_king(hand, rng):
    ks = [c for c in hand if c in ("KS","KB","KC","KD")]; pp = pips(hand)
    if not ks or not pp: return None
    return [ks[0], pp[0]]
def ter_discard_king(hand, rng, take):
    ks = [c for c in hand if c in ("KS","KB","KC","KD") and c not in take]; pp = [c for c in pips(hand) if c not in take]
    if not ks or len(take) != 2 or not pp: return None
    return [ks[0], pp[0]]

def ter_bids(dealer, pattern):
    e, f, d = (dealer+1)%3, (dealer+2)%3, dealer
    if pattern == "g_elder": return [(e,"gioco"),(f,"pass"),(d,"pass")], (e,"gioco")
    if pattern == "g_second": return [(e,"pass"),(f,"gioco"),(d,"pass")], (f,"gioco")
    if pattern == "solo_second": return [(e,"pass"),(f,"solo"),(d,"pass")], (f,"solo")
    if pattern == "g_dealer": return [(e,"pass"),(f,"pass"),(d,"gioco")], (d,"gioco")
    if pattern == "not_higher": return [(e,"gioco"),(f,"gioco"),(d,"pass")], (e,"gioco")
    if pattern == "out_of_turn": return [(f,"pass"),(e,"gioco"),(d,"pass")], (e,"gioco")

def find(game, dealer, start=0, **kw):
    for seed in range(start, start+20000):
        kk = dict(kw)
        if "plant_f" in kk: kk["plant"] = kk.pop("plant_f")()
        if "hook_f" in kk: kk["decl_hook"] = kk.pop("hook_f")()
        r = simulate(game, seed, dealer, **kk)
        if r: r["seed"] = seed; return r
    raise SystemExit("no seed for %s %s" % (game, kw))

def session(game, specs, first_dealer, base=0):
    n = 4 if game == "ott" else 3
    deals = []; exp = []
    totals = {"team0":0,"team1":0} if game == "ott" else {0:0,1:0,2:0}
    dealer = first_dealer
    for k, sp in enumerate(specs):
        sp = dict(sp); mod = sp.pop("mod", None); noscore = sp.pop("noscore", False)
        bp = sp.pop("bids", None); start = sp.pop("start", 0)
        extra_viol = []
        if game == "ter":
            bl, br = ter_bids(dealer, bp)
            sp["bids"] = bl; sp["bids_res"] = br
            if bp == "not_higher": extra_viol.append((1, "illegal_bid"))
            if bp == "out_of_turn": extra_viol.append((0, "bid_out_of_turn"))
        r = find(game, dealer, start=base + 37*k, **sp)
        ev = r["events"]; viol = extra_viol + r["viol"]
        if "discard_hook" in sp:
            viol.append((next(i for i,e in enumerate(ev) if e["type"] == "discard"), "illegal_discard"))
        if game == "ott":
            sc = {t: r["res"][t]["total"] for t in ("team0","team1")}
        else:
            win = r["win"]; gp = r["gp"]
            sc = {s: (gp if side_of("ter", s, r["declarer"]) == win else 0) for s in range(3)}
        if not noscore:
            for p in sc: totals[p] += sc[p]
            rec_sc = dict(sc); rec_tot = dict(totals)
            if mod == "wrong_score":
                p0 = list(sc)[0] if game == "ott" else max(sc, key=lambda p: sc[p])
                rec_sc[p0] += 10 if game == "ott" else 1
            if mod == "wrong_total":
                p0 = list(totals)[1]; rec_tot[p0] += 20 if game == "ott" else 2
            for p in sc:
                if mod == "wrong_score" and rec_sc[p] != sc[p]: viol.append((len(ev), "wrong_score"))
                ev.append({"type":"score","party":p,"points":rec_sc[p]})
            for p in totals:
                if mod == "wrong_total" and rec_tot[p] != totals[p]: viol.append((len(ev), "wrong_total"))
                ev.append({"type":"total","party":p,"points":rec_tot[p]})
        d = {"dealer": dealer, "hands": r["hands"]}
        if r["talon"] is not None: d["talon"] = r["talon"]
        d["events"] = ev
        deals.append(d)
        exp.append({"deal": k, "seed": r["seed"], "dealer": dealer, "declarer": r["declarer"],
                    "contract": r.get("contract"), "viol": sorted(viol), "res": r["res"], "scores": sc if not noscore else None,
                    "totals": dict(totals), "win": r.get("win"), "gp": r.get("gp"), "rounded": r.get("rounded"),
                    "tricks_by_seat": [r["winners"].count(s) for s in range(n)], "noscore": noscore})
        dealer = (dealer + 1) % n
    return deals, exp

FILES = [
 ("01-ottocento-clean", "ott", [{}, {}]),
 ("02-terziglio-clean", "ter", [{"bids":"g_elder"}, {"bids":"solo_second"}]),
 ("03-ottocento-revoke", "ott", [{"plant_f": lambda: P_revoke(5)}]),
 ("04-terziglio-revoke", "ter", [{"bids":"g_second", "plant_f": lambda: P_revoke(5)}]),
 ("05-ottocento-failure-to-trump", "ott", [{"plant_f": lambda: P_notrump(4)}]),
 ("06-terziglio-failure-to-trump", "ter", [{"bids":"g_elder", "plant_f": lambda: P_notrump(4)}]),
 ("07-ottocento-wrong-leader-then-card-not-in-hand", "ott", [{"plant_f": lambda: P_outofturn(4, 6)}, {"plant_f": lambda: P_notinhand(15), "noscore": True}]),
 ("08-terziglio-wrong-leader-then-card-not-in-hand", "ter", [{"bids":"g_elder", "plant_f": lambda: P_outofturn(3, 6)}, {"bids":"g_second", "plant_f": lambda: P_notinhand(18), "noscore": True}]),
 ("09-ottocento-false-then-late-declaration", "ott", [{"hook_f": lambda: H_false(0)}, {"hook_f": lambda: H_late(None)}]),
 ("10-terziglio-false-then-late-declaration", "ter", [{"bids":"g_elder", "hook_f": lambda: H_false(0)}, {"bids":"g_second", "hook_f": lambda: H_late(None)}]),
 ("11-ottocento-king-discarded-then-matto-last-trick", "ott", [{"discard_hook": ott_discard_king}, {"matto_last": True}]),
 ("12-terziglio-bids-discard-matto", "ter", [{"bids":"out_of_turn"}, {"bids":"not_higher"}, {"bids":"g_dealer", "discard_hook": ter_discard_king}, {"bids":"g_elder", "matto_last": True}]),
 ("13-ottocento-wrong-score-then-wrong-total", "ott", [{"mod":"wrong_score"}, {"mod":"wrong_total"}]),
 ("14-terziglio-wrong-score-then-wrong-total", "ter", [{"bids":"g_elder","mod":"wrong_score"}, {"bids":"solo_second","mod":"wrong_total"}]),
]

if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    allexp = {}
    for fi, (name, game, specs) in enumerate(FILES):
        fd = 3 if game == "ott" else 0
        deals, exp = session(game, specs, fd, base=1000*fi)
        t = {"format":"trick-transcript/1", "game": "tarocchini-ottocento" if game=="ott" else "tarocchini-terziglio",
             "players": ["Anna","Bruno","Carla","Dario"] if game=="ott" else ["Elena","Franco","Giulia"],
             "meta": {"audit": "tarocchini22", "file": name}, "deals": deals}
        json.dump(t, open(os.path.join(here, name + ".json"), "w"), indent=1)
        allexp[name] = exp
    json.dump(allexp, open(os.path.join(here, "expected-computed.json"), "w"), indent=1)
