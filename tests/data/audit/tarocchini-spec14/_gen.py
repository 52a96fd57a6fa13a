"""Blind generator for audit round tarocchini-spec14 (own reading of seed 004, Russian)."""
import json, random, os
OUT = os.path.dirname(os.path.abspath(__file__))
SUITS = "SBCD"; FACES = "KQNJ"
DECK = [r + s for s in SUITS for r in ["K","Q","N","J","10","9","8","7","6","1"]] + ["T%d" % i for i in range(21)] + ["MATTO"]
def pts(c):
    if c in ("T20","T19","T0","MATTO"): return 5
    if c[0] == "T": return 1
    return {"K":5,"Q":4,"N":3,"J":2}.get(c[0] if not c.startswith("10") else "x", 1)
assert sum(map(pts, DECK)) == 118
def suit(c): return "T" if c[0] == "T" else ("M" if c == "MATTO" else c[-1])
def rank_in_suit(c):
    r = c[:-1]; s = c[-1]
    order = ["K","Q","N","J","10","9","8","7","6","1"] if s in "SB" else ["K","Q","N","J","1","6","7","8","9","10"]
    return 10 - order.index(r)
def trank(c):
    n = int(c[1:]); return 1 if 1 <= n <= 4 else (0 if n == 0 else n)
def winner(trick):  # list of (seat, card); moretti tie: last played highest
    led = next((suit(c) for s, c in trick if c != "MATTO"), None)
    best = None; bs = None
    for s, c in trick:
        if c == "MATTO": continue
        if suit(c) == "T": k = (2, trank(c))
        elif suit(c) == led: k = (1, rank_in_suit(c))
        else: continue
        if best is None or k > best or (k == best and k == (2, 1)):
            best, bs = k, s
    return bs
def legal(hand, led):
    if led is None: return list(hand)
    fol = [c for c in hand if suit(c) == led]
    if fol: return fol + [c for c in hand if c == "MATTO"]
    tr = [c for c in hand if suit(c) == "T"]
    if tr: return tr + [c for c in hand if c == "MATTO"]
    return list(hand)
# --- combinations (my reading) ---
CRIC = {"tarocchi": (["T20","T19","T0","MATTO"], 18, 36), "kings": ([ "K"+s for s in SUITS], 17, 34),
        "queens": (["Q"+s for s in SUITS], 14, 28), "knights": (["N"+s for s in SUITS], 13, 26), "jacks": (["J"+s for s in SUITS], 12, 24)}
def seqpts(n): return 10 + 5 * (n - 3)
def cricche(cards):
    out = []
    for k, (mem, p3, p4) in CRIC.items():
        n = sum(c in cards for c in mem)
        if n >= 3: out.append(({"kind":"cricca","of":k,"count":n}, p3 if n == 3 else p4))
    return out
def sequences(cards, wild=True):
    cs = set(cards); w = (int("T0" in cs) + int("MATTO" in cs)) if wild else 0
    out = []
    # trumps: Angel natural, then T19,T18,T17,T16..T5 consecutive, contatori fill single gaps (17+16 pair allowed)
    if "T20" in cs:
        n = 1; left = w; prevwild = False; nat = 0; pos = 19
        while pos >= 5:
            c = "T%d" % pos
            if c in cs: n += 1; prevwild = False; nat += pos >= 17
            elif left and (not prevwild or pos == 16): n += 1; left -= 1; prevwild = True
            else: break
            pos -= 1
        if n >= 3 and nat >= 1: out.append(({"kind":"sequence","of":"trumps","length":n}, seqpts(n)))
    for s in SUITS:
        if "K"+s in cs:
            n = 1; left = w; nat = 0
            for r in ["Q","N","J","1"]:
                if r+s in cs: n += 1; nat += r != "1"
                elif left: n += 1; left -= 1
                else: break
            if n >= 3 and nat >= 1: out.append(({"kind":"sequence","of":"suit","suit":s,"length":n}, seqpts(n)))
    for of, mem in (("moretti", ["T1","T2","T3","T4"]), ("aces", ["1"+s for s in SUITS])):
        nat = sum(c in cs for c in mem)
        if nat >= 2 and nat + w >= 3: out.append(({"kind":"sequence","of":of,"length":nat + w}, seqpts(nat + w)))
    return out
def combo_points(cards, double=True):
    cr = cricche(cards); sq = sequences(cards)
    a = sum(p for _, p in cr); b = sum(p for _, p in sq)
    if double and len(cr) >= 3: a *= 2
    if double and len(sq) >= 3: b *= 2
    return a + b
def card_points(cards): return sum(map(pts, cards)) - len(cards) // 2
def decl_from_hand(hand):
    items = [i for i, _ in cricche(hand)][:2] + [i for i, _ in sequences(hand, wild=False)][:2]
    return items
def decl_points(items):
    p = 0
    for it in items:
        if it["kind"] == "cricca": p += CRIC[it["of"]][1 if it["count"] == 3 else 2]
        else: p += seqpts(it["length"])
    return p

def play_deal(hands, leader, n, side_of, fault=None, rng=None):
    """Returns events, piles per side, last-trick side, trick winners; fault=(kind, trick_no)."""
    hands = [list(h) for h in hands]; ev = []; piles = {}; matto_owed = []
    planted = None; tricks_won = [0] * n; ntr = len(hands[0])
    for t in range(ntr):
        trick = []
        for k in range(n):
            s = (leader + k) % n; h = hands[s]
            led = next((suit(c) for _, c in trick if c != "MATTO"), None)
            lg = legal(h, led)
            choice = None
            if fault and planted is None and t >= fault[1] and k > 0 and led and led != "M":
                if fault[0] == "revoke" and any(suit(c) == led for c in h):
                    off = [c for c in h if suit(c) not in (led, "M")]
                    if off: choice = rng.choice(off)
                if fault[0] == "notrump" and not any(suit(c) == led for c in h) and any(suit(c) == "T" for c in h):
                    off = [c for c in h if suit(c) not in ("T", "M")]
                    if off: choice = rng.choice(off)
                if choice: planted = (t, s, choice)
            if choice is None:
                if "MATTO" in h and k > 0: choice = "MATTO"
                else:
                    opts = [c for c in lg if c != "MATTO"] or lg
                    choice = rng.choice(opts)
            h.remove(choice); trick.append((s, choice))
            ev.append({"type": "play", "seat": s, "card": choice})
            if planted and planted[2] == choice and planted[1] == s and len(planted) == 3:
                planted = (t, s, choice, len(ev) - 1)
        w = winner(trick); tricks_won[w] += 1
        for s, c in trick:
            if c == "MATTO":
                piles.setdefault(side_of(s), []).append(c)
                if side_of(s) != side_of(w): matto_owed.append((side_of(s), side_of(w)))
            else:
                piles.setdefault(side_of(w), []).append(c)
        leader = w
    last = side_of(w)
    for frm, to in matto_owed:
        p = piles[frm]
        pip = next((c for c in p if c[0] != "T" and c[:-1] in ("6","7","8","9","10")), None)
        p.remove(pip); piles[to].append(pip)
    return ev, piles, last, tricks_won, planted

def deal_cards(rng, sizes, dealer, n):
    d = DECK[:]; rng.shuffle(d); hands = []; i = 0
    for k in range(n):
        hands.append(d[i:i + sizes[k]]); i += sizes[k]
    return hands, d[i:]

def lowdiscard(hand, k, rng, illegal=False):
    if illegal:
        five = [c for c in hand if pts(c) == 5 and c != "MATTO" and c[0] != "T"]
        low = [c for c in hand if pts(c) == 1 and c[0] != "T" and c[:-1] != "1"]
        return ([five[0]] + low[:k - 1]) if five else []
    low = [c for c in hand if pts(c) == 1 and c[0] != "T" and c[:-1] != "1"]
    return low[:k]

def false_item(hand):
    for k, (mem, p3, p4) in CRIC.items():
        if sum(c in hand for c in mem) == 2:
            return {"kind": "cricca", "of": k, "count": 3}
    raise ValueError

def ottocento(name, seed, ndeals, fault=None, fault_deal=0, first_dealer=3, note=""):
    rng = random.Random(seed); deals = []; totals = [0, 0]; info = []
    dealer = first_dealer
    for di in range(ndeals):
        f = fault if di == fault_deal else None
        while True:
            sizes = [15] * 4; sizes[dealer] = 17
            hands, _ = deal_cards(rng, sizes, dealer, 4)
            disc = lowdiscard(hands[dealer], 2, rng, illegal=(f and f[0] == "discard"))
            if len(disc) < 2: continue
            ev = [{"type": "discard", "seat": dealer, "cards": disc}]
            held = [list(h) for h in hands]
            for c in disc: held[dealer].remove(c)
            decl_pts = [0, 0]; false_at = None
            for k in range(1, 5):
                s = (dealer + k) % 4
                items = decl_from_hand(held[s]); decl_pts[s % 2] += decl_points(items)
                if f and f[0] == "falsedecl" and false_at is None and s == f[1]:
                    try:
                        items = items + [false_item(held[s])]; false_at = len(ev)
                    except ValueError: pass
                ev.append({"type": "declare", "seat": s, "items": items})
            if f and f[0] == "falsedecl" and false_at is None: continue
            pev, piles, last, tw, planted = play_deal(held, (dealer + 1) % 4, 4, lambda s: s % 2, f if f and f[0] in ("revoke", "notrump") else None, rng)
            if f and f[0] in ("revoke", "notrump") and not planted: continue
            if any(p.count("MATTO") for p in piles.values()) and False: pass
            break
        base = len(ev); ev += pev
        dt = dealer % 2
        if tw[dealer] > 0: piles[dt] += disc
        else: piles[1 - dt] += disc
        sc = []
        for t in (0, 1):
            p = piles.get(t, [])
            sc.append(decl_pts[t] + combo_points(p) + card_points(p) + (6 if last == t else 0))
        assert card_points(piles[0]) + card_points(piles[1]) == 87, (card_points(piles[0]), card_points(piles[1]))
        rec = list(sc)
        if f and f[0] == "score": rec[0] += 10
        newt = [totals[0] + rec[0], totals[1] + rec[1]]
        wt = list(newt)
        if f and f[0] == "total": wt[1] += 10
        ev += [{"type": "score", "party": "team0", "points": rec[0]}, {"type": "score", "party": "team1", "points": rec[1]},
               {"type": "total", "party": "team0", "points": wt[0]}, {"type": "total", "party": "team1", "points": wt[1]}]
        totals = wt
        d = {"deal": di, "dealer": dealer, "decl": decl_pts, "combos": [combo_points(piles[t]) for t in (0,1)],
             "cards": [card_points(piles[t]) for t in (0,1)], "last": last, "score": sc, "recorded": rec, "totals": wt,
             "tricks": tw, "combo_items": [[i for i, _ in cricche(piles[t]) + sequences(piles[t])] for t in (0,1)]}
        if f:
            if f[0] in ("revoke", "notrump"): d["fault"] = {"kind": f[0], "event": base + planted[3], "seat": planted[1], "card": planted[2], "trick": planted[0]}
            if f[0] == "discard": d["fault"] = {"kind": "discard", "event": 0, "cards": disc}
            if f[0] == "falsedecl": d["fault"] = {"kind": "falsedecl", "event": false_at, "item": ev[false_at]["items"][-1]}
            if f[0] == "score": d["fault"] = {"kind": "score", "event": len(ev) - 4}
            if f[0] == "total": d["fault"] = {"kind": "total", "event": len(ev) - 1}
        info.append(d)
        deals.append({"dealer": dealer, "hands": hands, "events": ev})
        dealer = (dealer + 1) % 4
    tr = {"format": "trick-transcript/1", "game": "tarocchini-ottocento", "players": ["Anna", "Bruno", "Carla", "Dario"],
          "meta": {"event": "Circolo del Tarocchino, club night", "round": "tarocchini-spec14", "note": note}, "deals": deals}
    json.dump(tr, open(os.path.join(OUT, name), "w"), indent=1, ensure_ascii=False)
    return info

def terziglio(name, seed, bids_list, fault=None, fault_deal=0, first_dealer=0, note=""):
    rng = random.Random(seed); deals = []; totals = [0, 0, 0]; info = []; dealer = first_dealer
    for di, (bidder, contract) in enumerate(bids_list):
        f = fault if di == fault_deal else None
        for attempt in range(5000):
            hands, widow = deal_cards(rng, [18, 18, 18], dealer, 3)
            decl = (dealer + 1 + bidder) % 3
            ev = []
            for k in range(1, 4):
                s = (dealer + k) % 3
                ev.append({"type": "bid", "seat": s, "bid": contract if s == decl else "pass"})
            held = [list(h) for h in hands]; disc = []
            if contract == "gioco":
                take = [c for c in widow if pts(c) >= 4 or c[0] == "T"][:3] or widow[:1]
                held[decl] += take
                disc = lowdiscard(held[decl], len(take), rng, illegal=(f and f[0] == "discard"))
                if len(disc) < len(take): continue
                for c in disc: held[decl].remove(c)
                ev.append({"type": "take", "seat": decl, "cards": take})
                disc_at = len(ev)
                ev.append({"type": "discard", "seat": decl, "cards": disc})
            side = lambda s: 0 if s == decl else 1
            decl_pts = [0, 0]
            for k in range(1, 4):
                s = (dealer + k) % 3
                items = decl_from_hand(held[s]); decl_pts[side(s)] += decl_points(items)
                ev.append({"type": "declare", "seat": s, "items": items})
            pev, piles, last, tw, planted = play_deal(held, (dealer + 1) % 3, 3, side, f if f and f[0] in ("revoke", "notrump") else None, rng)
            if f and f[0] in ("revoke", "notrump") and not planted: continue
            if tw[decl] == 0 or tw[decl] == 18: continue
            # widow / discards
            rest = [c for c in widow if c not in (take if contract == "gioco" else [])] + disc
            piles.setdefault(0, []); piles.setdefault(1, [])
            if contract == "gioco": piles[0 if tw[decl] > 0 else 1] += rest
            else: piles[last] += widow
            if len(piles[0]) % 2: continue
            break
        base = len(ev); ev += pev
        sp = [decl_pts[t] + combo_points(piles[t]) + card_points(piles[t]) + (6 if last == t else 0) for t in (0, 1)]
        win = 0 if sp[0] > sp[1] else 1
        v = sp[win]; r = (v // 50) * 50
        if v - r >= 45: r += 50
        gp = r // 50 * (2 if contract == "solo" else 1)
        sc = [0, 0, 0]
        for s in range(3):
            if side(s) == win: sc[s] = gp
        rec = list(sc)
        if f and f[0] == "score": rec[decl] += 1
        newt = [totals[s] + rec[s] for s in range(3)]; wt = list(newt)
        if f and f[0] == "total": wt[(decl + 1) % 3] += 1
        ev += [{"type": "score", "party": s, "points": rec[s]} for s in range(3)]
        ev += [{"type": "total", "party": s, "points": wt[s]} for s in range(3)]
        totals = wt
        d = {"deal": di, "dealer": dealer, "declarer": decl, "contract": contract, "tricks": tw, "side_decl": decl_pts,
             "combos": [combo_points(piles[t]) for t in (0, 1)], "cards": [card_points(piles[t]) for t in (0, 1)],
             "last": last, "side_points": sp, "winner": "declarer" if win == 0 else "opponents", "game_points": gp,
             "score": sc, "recorded": rec, "totals": wt,
             "combo_items": [[i for i, _ in cricche(piles[t]) + sequences(piles[t])] for t in (0, 1)]}
        assert d["cards"][0] + d["cards"][1] == 87
        if f:
            if f[0] in ("revoke", "notrump"): d["fault"] = {"kind": f[0], "event": base + planted[3], "seat": planted[1], "card": planted[2], "trick": planted[0]}
            if f[0] == "discard": d["fault"] = {"kind": "discard", "event": disc_at, "cards": disc}
            if f[0] == "score": d["fault"] = {"kind": "score", "event": len(ev) - 6 + decl}
            if f[0] == "total": d["fault"] = {"kind": "total", "event": len(ev) - 3 + (decl + 1) % 3}
        info.append(d)
        deals.append({"dealer": dealer, "hands": hands, "talon": widow, "events": ev})
        dealer = (dealer + 1) % 3
    tr = {"format": "trick-transcript/1", "game": "tarocchini-terziglio", "players": ["Elena", "Franco", "Giulia"],
          "meta": {"event": "Circolo del Tarocchino, club night", "round": "tarocchini-spec14", "note": note}, "deals": deals}
    json.dump(tr, open(os.path.join(OUT, name), "w"), indent=1, ensure_ascii=False)
    return info

if __name__ == "__main__":
    INFO = {}
    INFO["o_clean_a.json"] = ottocento("o_clean_a.json", 1401, 3, note="clean")
    INFO["o_clean_b.json"] = ottocento("o_clean_b.json", 1402, 2, first_dealer=1, note="clean")
    INFO["o_revoke.json"] = ottocento("o_revoke.json", 1403, 2, fault=("revoke", 4), fault_deal=1, note="one revoke")
    INFO["o_no_trump.json"] = ottocento("o_no_trump.json", 1404, 2, fault=("notrump", 3), fault_deal=0, note="one failure to trump")
    INFO["o_bad_discard.json"] = ottocento("o_bad_discard.json", 1405, 2, fault=("discard", 0), fault_deal=1, note="dealer discards a King")
    INFO["o_false_decl.json"] = ottocento("o_false_decl.json", 1406, 2, fault=("falsedecl", 2), fault_deal=0, note="false declaration")
    INFO["o_wrong_score.json"] = ottocento("o_wrong_score.json", 1407, 2, fault=("score", 0), fault_deal=1, note="wrong score")
    INFO["o_wrong_total.json"] = ottocento("o_wrong_total.json", 1408, 3, fault=("total", 0), fault_deal=1, note="wrong total")
    INFO["t_clean_a.json"] = terziglio("t_clean_a.json", 1411, [(1, "gioco"), (0, "gioco"), (2, "solo")], note="clean")
    INFO["t_revoke.json"] = terziglio("t_revoke.json", 1412, [(0, "gioco"), (1, "gioco")], fault=("revoke", 5), fault_deal=0, note="one revoke")
    INFO["t_bad_discard.json"] = terziglio("t_bad_discard.json", 1413, [(2, "gioco"), (0, "gioco")], fault=("discard", 0), fault_deal=1, note="gioco declarer lays away a 5-point card")
    INFO["t_wrong_score.json"] = terziglio("t_wrong_score.json", 1414, [(0, "solo"), (1, "gioco")], fault=("score", 0), fault_deal=0, note="wrong score")
    json.dump(INFO, open(os.path.join(OUT, "_info.txt"), "w"), indent=1)
