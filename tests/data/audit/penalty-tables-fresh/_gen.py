"""Blind generator for the audit round penalty-tables-fresh.

Writes 14 transcripts: a real fault in each, followed by a record that pays/scores the
penalty exactly as the source's penalty table prescribes, or wrongly. No import from validator.
Run: python _gen.py  (deterministic; seeds searched from fixed starts)
"""

import json
import os
import random

OUT = os.path.dirname(os.path.abspath(__file__))
EXP = []  # (file, [(deal, event, code-guess)], note)


def write(name, t, exp, note):
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        json.dump(t, f, ensure_ascii=False, indent=1)
        f.write("\n")
    EXP.append((name, exp, note))


def pay(a, b, amt, reason):
    return {"type": "payment", "from": a, "to": b, "amount": amt, "reason": reason}


# ============================================================== Danish Tarok
D_SUITS = "HDSC"


def d_order(s):  # high -> low
    pips = [str(i) for i in range(1, 11)] if s in "HD" else [str(i) for i in range(10, 0, -1)]
    return ["K", "Q", "N", "J"] + pips


D_DECK = [r + s for s in D_SUITS for r in d_order(s)] + ["T%d" % i for i in range(1, 22)] + ["JOKER"]


def d_suit(c):
    if c == "JOKER":
        return "J"
    return "T" if c[0] == "T" else c[-1]


def d_val(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c[0] == "T":
        return 0
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)


def d_power(c, led):
    if c[0] == "T":
        return 100 + int(c[1:])
    if c != "JOKER" and d_suit(c) == led:
        return 50 - d_order(led).index(c[:-1])
    return -1


def d_has_decl(h):
    trumps = sum(1 for c in h if c[0] == "T") + ("JOKER" in h)
    if trumps >= 10:
        return True
    if all(x in h for x in ("JOKER", "T21", "T1")):
        return True
    j = "JOKER" in h
    for s in D_SUITS:
        n = sum(1 for r in "KQNJ" if r + s in h)
        if n == 4 or (n == 3 and j):
            return True
    k = sum(1 for s in D_SUITS if "K" + s in h)
    return k == 4 or (k == 3 and j)


def d_round5(x):
    # nearest multiple of 5 (24-28 -> 0, 29-33 -> 5, 19-23 -> -5 ...)
    return int(round(x / 5.0)) * 5


def danish(seed, plan):
    """plan: 'f2t', 'revoke', 'decl', 'jdemand', 'j2nd'. Returns (transcript, info) or None."""
    rng = random.Random(seed)
    deck = D_DECK[:]
    rng.shuffle(deck)
    dealer = 0
    hands = [deck[25:50], deck[50:75], deck[0:25] + deck[75:78]]
    # seat order of play 0,1,2; dealer 0 gets 28
    hands = [deck[0:25] + deck[75:78], deck[25:50], deck[50:75]]
    if plan == "decl":
        t1 = sum(1 for c in hands[1] if c[0] == "T") + ("JOKER" in hands[1])
        if t1 != 9:
            return None
    if any(d_has_decl(h) for h in hands):
        return None
    pips = [c for c in hands[0] if c[0] != "T" and c != "JOKER" and d_val(c) == 0]
    if len(pips) < 3:
        return None
    skat = pips[:3]
    live = [[c for c in hands[0] if c not in skat], hands[1][:], hands[2][:]]
    ev = []
    for pool in ("pagat_pool", "king_pool"):
        for s in range(3):
            ev.append(pay(s, pool, 20, "foundation"))
    ev.append(pay(0, "pagat_pool", 5, "deal_fee"))
    ev.append(pay(0, "king_pool", 5, "deal_fee"))
    ev.append({"type": "discard", "seat": 0, "cards": skat})
    info = {}
    for s in (0, 1, 2):
        if plan == "decl" and s == 1:
            info["fault_ev"] = len(ev)
            ev.append({"type": "declare", "seat": 1, "items": [{"kind": "trumps", "count": 10, "pagat": "T1" in live[1]}]})
            ev.append(pay(2, 1, 10, "declaration"))
            ev.append(pay(0, 1, 10, "declaration"))
        else:
            ev.append({"type": "declare", "seat": s, "items": []})
    joker_holder = next(s for s in range(3) if "JOKER" in live[s])
    leader = 1
    won = [[], [], []]
    ntr = [0, 0, 0]
    inplay = []  # payments during play
    void_stop = False
    for t in range(25):
        if plan == "jdemand" and t == 22:
            caller = (leader + 1) % 3
            info["fault_ev"] = len(ev)
            info["fault_seat"] = caller
            ev.append({"type": "call", "seat": caller, "call": "joker"})
            ev.append(pay(caller, "pagat_pool", 20, "penalty"))
            ev.append(pay(caller, "king_pool", 20, "penalty"))
        trick = []
        led = None
        for k in range(3):
            s = (leader + k) % 3
            h = live[s]
            if k == 0:
                legal = [c for c in h if c != "JOKER"] or h[:]
            else:
                same = [c for c in h if d_suit(c) == led]
                tr = [c for c in h if c[0] == "T"]
                legal = same or tr or [c for c in h if c != "JOKER"] or h[:]
                if "JOKER" in h:
                    legal = legal + ["JOKER"]
            card = None
            if "JOKER" in h and k > 0:
                if plan == "j2nd":
                    if t == 23:
                        card = "JOKER"
                elif t < 20:
                    card = "JOKER"
            if card is None:
                cand = [c for c in legal if c != "JOKER"] or legal
                safe = [c for c in cand if not (c[0] == "K" or c == "T1")]
                if t < 23 and safe and plan in ("f2t", "revoke", "j2nd"):
                    cand = safe
                card = rng.choice(sorted(cand, key=D_DECK.index))
            # plant follow faults
            if plan == "f2t" and "fault_ev" not in info and k > 0 and t >= 3:
                same = [c for c in h if d_suit(c) == led]
                tr = [c for c in h if c[0] == "T"]
                other = [c for c in h if c[0] != "T" and c != "JOKER" and d_suit(c) != led and c[0] != "K"]
                if not same and tr and other:
                    card = other[0]
                    info["fault"] = (t, s, card)
            if plan == "revoke" and "fault_ev" not in info and k > 0 and t >= 3:
                same = [c for c in h if d_suit(c) == led]
                other = [c for c in h if c[0] != "T" and c != "JOKER" and d_suit(c) != led and c[0] != "K"]
                if same and other and led != "T":
                    card = other[0]
                    info["fault"] = (t, s, card)
            if k == 0:
                led = d_suit(card)
            h.remove(card)
            trick.append((s, card))
            ev.append({"type": "play", "seat": s, "card": card})
            if "fault" in info and "fault_ev" not in info:
                info["fault_ev"] = len(ev) - 1
                info["fault_seat"] = s
                void_stop = True
                break
            if plan == "j2nd" and card == "JOKER":
                if t != 23:
                    return None
                info["fault_ev"] = len(ev) - 1
                info["fault_seat"] = s
                void_stop = True
                break
        if void_stop:
            if inplay:
                return None  # keep the void reading unambiguous: nothing paid in play before the fault
            info["live"] = live
            return ev, skat, hands, info
        winner = max(trick, key=lambda x: d_power(x[1], led))[0]
        ntr[winner] += 1
        for s, c in trick:
            if c == "JOKER" and t < 24:
                won[s].append(c)
            else:
                won[winner].append(c)
        if t < 24:
            for s, c in trick:
                if (c[0] == "K" or c == "T1") and s != winner:
                    pool = "king_pool" if c[0] == "K" else "pagat_pool"
                    why = "king_lost" if c[0] == "K" else "pagat_lost"
                    for o in range(3):
                        if o != s:
                            inplay.append(pay(s, o, 5, why))
                    inplay.append(pay(s, pool, 5, why))
                if c == "T1" and s == winner:
                    for o in range(3):
                        if o != s:
                            inplay.append(pay(o, s, 5, "pagat_trick"))
        else:
            last = trick
            lastwin = winner
        leader = winner
    if plan == "decl":
        return None
    # last trick: keep it plain
    if any(c[0] == "K" or c in ("T1", "JOKER") for _, c in last):
        return None
    if min(ntr) == 0 or max(ntr) == 25:
        return None
    if plan == "jdemand":
        if "JOKER" in won[joker_holder] and all(c != "JOKER" for h in live for c in h):
            pass
        else:
            return None
    pts = [sum(d_val(c) for c in won[s]) + ntr[s] + (1 if s == 0 else 0) for s in range(3)]
    assert sum(pts) == 78, pts
    ev.extend(inplay)
    for o in range(3):
        if o != lastwin:
            ev.append(pay(o, lastwin, 20, "last_trick"))
    nd = 1
    for s in range(3):
        if s == nd:
            continue
        a = d_round5(pts[s] - 26)
        if a < 0:
            ev.append(pay(s, nd, -a, "card_points"))
        elif a > 0:
            ev.append(pay(nd, s, a, "card_points"))
    info["pts"] = pts
    info["ntr"] = ntr
    return ev, skat, hands, info


def d_transcript(ev, hands, desc):
    return {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "players": ["Agata", "Borys", "Cecylia"],
        "meta": {"round": "penalty-tables-fresh", "description": desc},
        "deals": [{"dealer": 0, "hands": hands, "events": ev}],
    }


def find(fn, start, *a):
    for seed in range(start, start + 200000):
        r = fn(seed, *a)
        if r:
            return seed, r
    raise SystemExit("no seed for %s %s" % (fn.__name__, a))


def gen_danish():
    # 01 failure to trump, irreparable (revoke_penalty default), paid 40+40 by the offender
    seed, (ev, skat, hands, info) = find(danish, 1000, "f2t")
    s = info["fault_seat"]
    ev.append(pay(s, "pagat_pool", 40, "penalty"))
    ev.append(pay(s, "king_pool", 40, "penalty"))
    write("01-danish-failure-to-trump-paid.json",
          d_transcript(ev, hands, "seed %d: failure to trump %s, irreparable, 40 to each pool, deal void" % (seed, info["fault"])),
          [(0, info["fault_ev"], "failure_to_trump|revoke")], "paid as the table says")
    # 05 revoke, irreparable, penalty missing
    seed, (ev, skat, hands, info) = find(danish, 5000, "revoke")
    write("05-danish-revoke-penalty-missing.json",
          d_transcript(ev, hands, "seed %d: revoke %s, irreparable, nothing paid" % (seed, info["fault"])),
          [(0, info["fault_ev"], "revoke"), (0, None, "wrong_payment|missing_payment (offender -80, pools +40 each)")],
          "penalty missing")
    # 02 false declaration: 10 trumps declared with 9 (Joker included)
    def decl(seed):
        r = danish(seed, "decl_probe")
        return r
    seed = None
    for sd in range(2000, 400000):
        rng = random.Random(sd)
        deck = D_DECK[:]
        rng.shuffle(deck)
        hands = [deck[0:25] + deck[75:78], deck[25:50], deck[50:75]]
        t1 = sum(1 for c in hands[1] if c[0] == "T") + ("JOKER" in hands[1])
        if t1 != 9 or any(d_has_decl(h) for h in hands):
            continue
        pips = [c for c in hands[0] if c[0] != "T" and c != "JOKER" and d_val(c) == 0]
        if len(pips) < 3:
            continue
        seed = sd
        break
    skat = pips[:3]
    live = [[c for c in hands[0] if c not in skat], hands[1][:], hands[2][:]]
    ev = []
    for pool in ("pagat_pool", "king_pool"):
        for s in range(3):
            ev.append(pay(s, pool, 20, "foundation"))
    ev += [pay(0, "pagat_pool", 5, "deal_fee"), pay(0, "king_pool", 5, "deal_fee"),
           {"type": "discard", "seat": 0, "cards": skat},
           {"type": "declare", "seat": 0, "items": []}]
    dev = len(ev)
    ev += [{"type": "declare", "seat": 1, "items": [{"kind": "trumps", "count": 10, "pagat": "T1" in live[1]}]},
           pay(2, 1, 10, "declaration"), pay(0, 1, 10, "declaration"),
           {"type": "declare", "seat": 2, "items": []}]
    # first trick: seat 1 leads a plain non-king card, others follow legally with non-king/non-pagat
    rng = random.Random(seed)
    lead = sorted([c for c in live[1] if c[0] not in "TK" and c != "JOKER"], key=D_DECK.index)[0]
    led = d_suit(lead)
    plays = [(1, lead)]
    for s in (2, 0):
        h = live[s]
        same = [c for c in h if d_suit(c) == led]
        tr = [c for c in h if c[0] == "T"]
        legal = same or tr or [c for c in h if c != "JOKER"]
        legal = [c for c in legal if c[0] != "K" and c != "T1"] or legal
        plays.append((s, sorted(legal, key=D_DECK.index)[-1]))
    for s, c in plays:
        ev.append({"type": "play", "seat": s, "card": c})
    ev += [pay(1, 2, 10, "declaration"), pay(1, 0, 10, "declaration"),
           pay(1, "pagat_pool", 40, "penalty"), pay(1, "king_pool", 40, "penalty")]
    write("02-danish-false-declaration-paid.json",
          d_transcript(ev, hands, "seed %d: Borys declares 10 trumps holding 9 (Joker counted); not corrected before the first trick: irreparable, declaration money handed back, 40 to each pool" % seed),
          [(0, dev, "false_declaration|wrong_declaration")], "refund + 40/40")
    # 03 false Joker demand in the third-last trick (Joker already played): large, 20 to each pool, play goes on
    seed, (ev, skat, hands, info) = find(danish, 9000, "jdemand")
    write("03-danish-false-joker-demand-paid.json",
          d_transcript(ev, hands, "seed %d: false Joker demand at trick 23 (Joker gone), large: 20 to each pool; full settlement pts=%s tricks=%s" % (seed, info["pts"], info["ntr"])),
          [(0, info["fault_ev"], "false_joker_demand|joker_demand")], "large, paid 20/20, deal played out and settled")
    # 04 Joker in the second-last trick: irreparable (joker_second_last_penalty default), paid only 20+20
    seed, (ev, skat, hands, info) = find(danish, 20000, "j2nd")
    s = info["fault_seat"]
    ev.append(pay(s, "pagat_pool", 20, "penalty"))
    ev.append(pay(s, "king_pool", 20, "penalty"))
    write("04-danish-joker-second-last-underpaid.json",
          d_transcript(ev, hands, "seed %d: Joker played in the second-last trick, irreparable: 40 each pool due, 20 each paid" % seed),
          [(0, info["fault_ev"], "joker_second_last"), (0, None, "wrong_payment (offender -80 due, -40 recorded; each pool +40 due, +20 recorded)")],
          "underpaid")


# ============================================================== Galician Tarok
G_SUITS = "HDSC"


def g_pip(s):
    return "1" + s if s in "HD" else "10" + s


def g_order(s):
    return ["K" + s, "Q" + s, "N" + s, "J" + s, g_pip(s)]


G_DECK = [c for s in G_SUITS for c in g_order(s)] + ["T%d" % i for i in range(1, 22)] + ["SKIZ"]


def g_istr(c):
    return c[0] == "T" or c == "SKIZ"


def g_suit(c):
    return "T" if g_istr(c) else c[-1]


def g_val(c):
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if g_istr(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def g_power(c, led):
    if c == "SKIZ":
        return 200
    if c[0] == "T":
        return 100 + int(c[1:])
    if g_suit(c) == led:
        return 50 - g_order(led).index(c)
    return -1


def galician(seed, plan):
    """plan: 'renonce' (player trumps a led suit he holds) or 'falsetar' (player announces 10 tarocks holding 9)."""
    rng = random.Random(seed)
    deck = G_DECK[:]
    rng.shuffle(deck)
    talon = deck[:6]
    hands = [deck[6:18], deck[18:30], deck[30:42]]
    P = 1
    h = hands[P] + talon[:3]
    disc_c = [c for c in h if not g_istr(c) and c[0] != "K"]
    if len(disc_c) < 3:
        return None
    disc = sorted(disc_c, key=lambda c: -g_val(c))[:3]
    live = [hands[0][:], [c for c in h if c not in disc], hands[2][:]]
    ntar = sum(1 for c in live[P] if g_istr(c))
    if plan == "falsetar" and ntar != 9:
        return None
    if ntar >= 10 and plan != "falsetar":
        pass
    ev = [{"type": "bid", "seat": 1, "bid": "three"}, {"type": "bid", "seat": 2, "bid": "pass"},
          {"type": "bid", "seat": 0, "bid": "pass"},
          {"type": "take", "seat": 1, "cards": talon[:3]}, {"type": "discard", "seat": 1, "cards": disc}]
    info = {}
    if plan == "falsetar":
        info["fault_ev"] = len(ev)
        ev.append({"type": "announce", "seat": 1, "items": [{"kind": "tarocks", "count": 10}]})
    else:
        ev.append({"type": "announce", "seat": 1, "items": []})
    ev.append({"type": "announce", "seat": 2, "items": []})
    ev.append({"type": "announce", "seat": 0, "items": []})
    leader = P
    won = [[], [], []]
    ntr = [0, 0, 0]
    for t in range(12):
        trick = []
        led = None
        for k in range(3):
            s = (leader + k) % 3
            hh = live[s]
            if k == 0:
                legal = hh[:]
            else:
                legal = [c for c in hh if g_suit(c) == led] or [c for c in hh if g_istr(c)] or hh[:]
            legal = sorted(legal, key=G_DECK.index)
            if s == P:
                card = max(legal, key=lambda c: g_power(c, led if led else g_suit(c)) + g_val(c) * 0.01)
                if k == 0:
                    card = rng.choice(legal)
            else:
                card = rng.choice(legal)
            if plan == "renonce" and "fault" not in info and s == P and k > 0 and led != "T" and t >= 1:
                same = [c for c in hh if g_suit(c) == led]
                tr = [c for c in hh if g_istr(c) and c != "T1"]
                if same and tr:
                    card = sorted(tr, key=G_DECK.index)[0]
                    info["fault"] = (t, s, card)
                    info["fault_ev"] = len(ev)
            if k == 0:
                led = g_suit(card)
            hh.remove(card)
            trick.append((s, card))
            ev.append({"type": "play", "seat": s, "card": card})
        winner = max(trick, key=lambda x: g_power(x[1], led))[0]
        ntr[winner] += 1
        won[winner] += [c for _, c in trick]
        if t == 11:
            lastcard = dict(trick)[winner]
        leader = winner
    if plan == "renonce" and "fault" not in info:
        return None
    side = lambda s: "P" if s == P else "H"
    pile = {"P": won[P] + disc, "H": won[0] + won[2]}
    for sd in ("P", "H"):
        if all(x in pile[sd] for x in ("SKIZ", "T21", "T1")):
            return None
        if all(("K" + s) in pile[sd] for s in G_SUITS):
            return None
    if lastcard == "T1":
        return None
    if ntr[P] in (0, 12):
        return None
    pts = sum(g_val(c) for c in won[P] + disc) - 2 * (ntr[P] + 1)
    helpers_pts = sum(g_val(c) for c in won[0] + won[2] + talon[3:]) - 2 * (ntr[0] + ntr[2] + 1)
    assert pts + helpers_pts == 66, (pts, helpers_pts)
    if pts < 38:
        return None
    info["pts"] = pts
    info["talon"] = talon
    info["hands"] = hands
    return ev, info


def g_transcript(ev, info, desc):
    return {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "players": ["Adam", "Bożena", "Czesław"],
        "meta": {"round": "penalty-tables-fresh", "description": desc},
        "deals": [{"dealer": 0, "hands": info["hands"], "talon": info["talon"], "events": ev}],
    }


def gen_galician():
    stakes = [pay(s, "pool", 10, "pool_stake") for s in range(3)]
    # 06 player renonce, made his points: pays only the consolation (30 = 0*3+30 at a first three) to each helper
    seed, (ev, info) = find(galician, 100, "renonce")
    ev = ev + stakes + [pay(1, 2, 30, "game"), pay(1, 0, 30, "game"), pay(2, "pool", 3, "pool_share"), pay(0, "pool", 3, "pool_share")]
    write("06-galician-renonce-consolation-paid.json",
          g_transcript(ev, info, "seed %d: player Bożena trumps a led suit she holds (renonce %s) with %d points: pays the consolation 30 to each helper; helpers put 10%% of their win into the pool" % (seed, info["fault"], info["pts"])),
          [(0, info["fault_ev"], "renonce|revoke")], "consolation 30 each, pool share 3 each, stakes 10 each")
    # 07 same fault, settled as if won (no penalty)
    seed, (ev, info) = find(galician, 3000, "renonce")
    W = (info["pts"] - 33) * 3 + 30
    share = round(0.1 * 2 * W, 6)
    ev = ev + stakes + [pay(2, 1, W, "game"), pay(0, 1, W, "game"), pay(1, "pool", share, "pool_share")]
    write("07-galician-renonce-paid-as-won.json",
          g_transcript(ev, info, "seed %d: player renonce %s with %d points; the record pays the game as won (%d each) instead of the consolation" % (seed, info["fault"], info["pts"], W)),
          [(0, info["fault_ev"], "renonce|revoke"), (0, None, "wrong_payment (see EXPECTED)")],
          "W=%d" % W)
    # 08 player announces 10 tarocks holding 9: loses unconditionally, pays consolation 30 + the tarocks premium 50 to each
    seed, (ev, info) = find(galician, 7000, "falsetar")
    ev = ev + stakes + [pay(1, 2, 30, "game"), pay(1, 0, 30, "game"), pay(1, 2, 50, "tarocks"), pay(1, 0, 50, "tarocks"),
                        pay(2, "pool", 8, "pool_share"), pay(0, "pool", 8, "pool_share")]
    write("08-galician-false-tarocks-paid.json",
          g_transcript(ev, info, "seed %d: player announces 10 tarocks holding 9 (§21), made %d points: consolation 30 + tarocks 50 to each helper" % (seed, info["pts"])),
          [(0, info["fault_ev"], "false_announcement|wrong_tarocks|renonce")], "80 each, pool share 8 each")


# ============================================================== Ulti (betli, no trumps)
U_RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7"]
U_DECK = [r + s for s in "HDSC" for r in U_RANKS]


def u_suit(c):
    return c[-1]


def u_pow(c):
    return 10 - U_RANKS.index(c[:-1])


def ulti(seed, who):
    """who: 'defender' or 'declarer' commits a revoke. Betli by seat 1."""
    rng = random.Random(seed)
    deck = U_DECK[:]
    rng.shuffle(deck)
    hands = [deck[0:10], deck[10:22], deck[22:32]]
    D = 1
    disc = sorted(hands[D], key=u_pow)[-2:]
    live = [hands[0][:], [c for c in hands[1] if c not in disc], hands[2][:]]
    ev = [{"type": "discard", "seat": 1, "cards": disc},
          {"type": "bid", "seat": 1, "bid": {"goals": ["betli"], "red": False}},
          {"type": "bid", "seat": 2, "bid": "pass"}, {"type": "bid", "seat": 0, "bid": "pass"},
          {"type": "bid", "seat": 1, "bid": "pass"},
          {"type": "announce", "seat": 1, "items": [{"kind": "no-trump"}]}]
    info = {}
    leader = D
    ntr = [0, 0, 0]
    for t in range(10):
        trick = []
        led = None
        for k in range(3):
            s = (leader + k) % 3
            h = live[s]
            if k == 0:
                legal = h[:]
            else:
                same = [c for c in h if u_suit(c) == led]
                if same:
                    top = max(u_pow(c) for _, c in trick if u_suit(c) == led)
                    over = [c for c in same if u_pow(c) > top]
                    legal = over or same
                else:
                    legal = h[:]
            legal = sorted(legal, key=U_DECK.index)
            card = min(legal, key=u_pow) if s == D else rng.choice(legal)
            fault_seat = (s != D) if who == "defender" else (s == D)
            if "fault" not in info and fault_seat and k > 0 and t >= 1:
                same = [c for c in h if u_suit(c) == led]
                other = [c for c in h if u_suit(c) != led]
                if same and other:
                    card = sorted(other, key=U_DECK.index)[0]
                    info["fault"] = (t, s, card)
                    info["fault_ev"] = len(ev)
                    info["fault_seat"] = s
            if k == 0:
                led = u_suit(card)
            h.remove(card)
            trick.append((s, card))
            ev.append({"type": "play", "seat": s, "card": card})
        winner = max([x for x in trick if u_suit(x[1]) == led], key=lambda x: u_pow(x[1]))[0]
        ntr[winner] += 1
        leader = winner
    if "fault" not in info or ntr[D] == 0:
        return None
    info["ntr"] = ntr
    return ev, hands, info


def u_transcript(ev, hands, desc):
    return {"format": "trick-transcript/1", "game": "ulti", "players": ["Anna", "Béla", "Csilla"],
            "meta": {"round": "penalty-tables-fresh", "description": desc},
            "deals": [{"dealer": 0, "hands": hands, "events": ev}]}


def gen_ulti():
    seed, (ev, hands, info) = find(ulti, 100, "defender")
    ev = ev + [pay(0, 1, 5, "betli"), pay(2, 1, 5, "betli")]
    write("09-ulti-betli-defender-revoke-paid.json",
          u_transcript(ev, hands, "seed %d: defender revoke %s in Béla's betli; default revoke_penalty lose_all_goals: the defenders lose, betli paid 5 by each (as played Béla took %s tricks)" % (seed, info["fault"], info["ntr"][1])),
          [(0, info["fault_ev"], "revoke")], "betli 5+5 to declarer")
    seed, (ev, hands, info) = find(ulti, 5000, "declarer")
    ev = ev + [pay(1, 2, 5, "betli")]
    write("10-ulti-betli-declarer-revoke-one-paid.json",
          u_transcript(ev, hands, "seed %d: declarer revoke %s in betli: Béla loses betli and owes 5 to each defender; only Csilla is paid" % (seed, info["fault"])),
          [(0, info["fault_ev"], "revoke"), (0, None, "wrong_payment (seat 0 unpaid 5; declarer -10 due, -5 recorded)")],
          "missing payment to seat 0")


# ============================================================== Rage
R_COL = "RBGYPO"
R_ACT = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
R_DECK = [c + str(v) for c in R_COL for v in range(16)] + R_ACT


def r_col(c):
    return c[0] if c[1:].isdigit() else None


def rage(seed):
    rng = random.Random(seed)
    deck = R_DECK[:]
    rng.shuffle(deck)
    hands = [deck[0:10], deck[10:20], deck[20:30]]
    talon = deck[30:]
    if any(r_col(c) is None for h in hands for c in h) or r_col(talon[0]) is None:
        return None
    trump = talon[0][0]
    live = [h[:] for h in hands]
    bids = [rng.randint(1, 4) for _ in range(3)]
    ev = [{"type": "bid", "seat": s, "bid": bids[s]} for s in (1, 2, 0)]
    info = {}
    leader = 1
    ntr = [0, 0, 0]
    for t in range(10):
        trick = []
        led = None
        for k in range(3):
            s = (leader + k) % 3
            h = live[s]
            legal = h[:] if k == 0 else ([c for c in h if c[0] == led] or h[:])
            card = rng.choice(sorted(legal, key=R_DECK.index))
            if "fault" not in info and k > 0 and t >= 1:
                same = [c for c in h if c[0] == led]
                other = [c for c in h if c[0] != led]
                if same and other:
                    card = sorted(other, key=R_DECK.index)[0]
                    info["fault"] = (t, s, card)
                    info["fault_ev"] = len(ev)
                    info["fault_seat"] = s
            if k == 0:
                led = card[0]
            h.remove(card)
            trick.append((s, card))
            ev.append({"type": "play", "seat": s, "card": card})
        trumps = [x for x in trick if x[1][0] == trump]
        pool = trumps or [x for x in trick if x[1][0] == led]
        winner = max(pool, key=lambda x: int(x[1][1:]))[0]
        ntr[winner] += 1
        leader = winner
    if "fault" not in info:
        return None
    score = [ntr[s] + (10 if ntr[s] == bids[s] else -5) for s in range(3)]
    info.update(ntr=ntr, bids=bids, score=score)
    return ev, hands, talon, info


def r_transcript(ev, hands, talon, desc):
    return {"format": "trick-transcript/1", "game": "rage", "players": ["Anička", "Bohouš", "Katka"],
            "meta": {"round": "penalty-tables-fresh", "description": desc},
            "deals": [{"dealer": 0, "hands": hands, "talon": talon, "events": ev}]}


def gen_rage():
    seed, (ev, hands, talon, info) = find(rage, 100)
    ev = ev + [{"type": "score", "party": s, "points": info["score"][s]} for s in range(3)]
    write("11-rage-revoke-scored-as-played.json",
          r_transcript(ev, hands, talon, "seed %d: revoke %s; the source has no penalty: round scored as played bids=%s tricks=%s" % (seed, info["fault"], info["bids"], info["ntr"])),
          [(0, info["fault_ev"], "revoke")], "scores %s" % info["score"])
    seed, (ev, hands, talon, info) = find(rage, 90000)
    s = info["fault_seat"]
    sc = info["score"][:]
    sc[s] -= 5
    pev = len(ev)
    ev = ev + [{"type": "penalty", "party": s, "code": "revoke", "amount": 5}]
    sev = len(ev)
    ev = ev + [{"type": "score", "party": x, "points": sc[x]} for x in range(3)]
    write("12-rage-revoke-penalized-by-table.json",
          r_transcript(ev, hands, talon, "seed %d: revoke %s; the table fines the revoker 5 and writes it into the round score (the source has no penalty)" % (seed, info["fault"])),
          [(0, info["fault_ev"], "revoke"), (0, pev, "unexpected_penalty"), (0, sev + s, "wrong_score")],
          "scores due %s, written %s" % (info["score"], sc))


# ============================================================== Tarocchini
T_SUITS = "SBCD"


def t_order(s):
    if s in "SB":
        return ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
    return ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]


T_DECK = [r + s for s in T_SUITS for r in t_order(s)] + ["T%d" % i for i in range(21)] + ["MATTO"]


def t_suit(c):
    if c == "MATTO":
        return "M"
    return "T" if c[0] == "T" else c[-1]


def t_pow(c, led, pos):
    if c[0] == "T":
        n = int(c[1:])
        if 1 <= n <= 4:
            return 101 + pos * 0.01  # Moretti equal; last played highest
        return 100 + n
    if c != "MATTO" and t_suit(c) == led:
        return 50 - t_order(led).index(c[:-1])
    return -1


FIVE = lambda c: c in ("T20", "T19", "T0", "MATTO") or (c[0] == "K")


def taroc(seed, n, fault):
    rng = random.Random(seed)
    deck = T_DECK[:]
    rng.shuffle(deck)
    if n == 4:
        hands = [deck[i * 15:(i + 1) * 15] for i in range(4)]
        talon = deck[60:62]
        disc = sorted([c for c in hands[0] + talon if not FIVE(c) and c[0] != "T"], key=T_DECK.index)[:2]
        live = [[c for c in hands[0] + talon if c not in disc]] + [h[:] for h in hands[1:]]
        ev = [{"type": "take", "seat": 0, "cards": talon}, {"type": "discard", "seat": 0, "cards": disc}]
        ev += [{"type": "declare", "seat": s, "items": []} for s in (1, 2, 3, 0)]
        ntrick = 15
    else:
        hands = [deck[i * 18:(i + 1) * 18] for i in range(3)]
        talon = deck[54:62]
        live = [h[:] for h in hands]
        ev = [{"type": "bid", "seat": 1, "bid": "solo"}, {"type": "bid", "seat": 2, "bid": "pass"},
              {"type": "bid", "seat": 0, "bid": "pass"}]
        ev += [{"type": "declare", "seat": s, "items": []} for s in (1, 2, 0)]
        ntrick = 18
    info = {}
    leader = 1
    for t in range(ntrick):
        trick = []
        led = None
        for k in range(n):
            s = (leader + k) % n
            h = live[s]
            if k == 0:
                legal = [c for c in h if c != "MATTO"] or h[:]
            else:
                legal = [c for c in h if t_suit(c) == led] or [c for c in h if c[0] == "T"] or h[:]
                if "MATTO" in h and "MATTO" not in legal:
                    legal.append("MATTO")
            card = "MATTO" if ("MATTO" in h and k > 0) else rng.choice(sorted([c for c in legal if c != "MATTO"] or legal, key=T_DECK.index))
            if "fault" not in info and k > 0 and t >= 1 and led not in ("T", "M"):
                same = [c for c in h if t_suit(c) == led]
                tr = [c for c in h if c[0] == "T"]
                other = sorted([c for c in h if c[0] != "T" and c != "MATTO" and t_suit(c) != led], key=T_DECK.index)
                if (fault == "revoke" and same and other) or (fault == "f2t" and not same and tr and other):
                    card = other[0]
                    info["fault"] = (t, s, card)
                    info["fault_ev"] = len(ev)
                    info["fault_seat"] = s
            if k == 0:
                led = t_suit(card)
            h.remove(card)
            trick.append((s, card))
            ev.append({"type": "play", "seat": s, "card": card})
        winner = max([x for x in trick], key=lambda x: t_pow(x[1], led, trick.index(x)))[0]
        leader = winner
    if "fault" not in info:
        return None
    return ev, hands, talon, info


def gen_taroc():
    seed, (ev, hands, talon, info) = find(taroc, 100, 4, "revoke")
    t = {"format": "trick-transcript/1", "game": "tarocchini-ottocento", "players": ["Anna", "Bruno", "Carla", "Dario"],
         "meta": {"round": "penalty-tables-fresh", "description": "seed %d: revoke %s; the source names no penalty and the table records none (no scores written)" % (seed, info["fault"])},
         "deals": [{"dealer": 0, "hands": hands, "talon": talon, "events": ev}]}
    write("13-ottocento-revoke-no-penalty.json", t, [(0, info["fault_ev"], "revoke")], "nothing recorded")
    seed, (ev, hands, talon, info) = find(taroc, 500, 3, "f2t")
    pev = len(ev)
    ev = ev + [{"type": "penalty", "party": info["fault_seat"], "code": "failure_to_trump", "amount": 10}]
    t = {"format": "trick-transcript/1", "game": "tarocchini-terziglio", "players": ["Elena", "Franco", "Giulia"],
         "meta": {"round": "penalty-tables-fresh", "description": "seed %d: failure to trump %s in Franco's solo (seat 1); the table imposes a penalty of 10 the source does not know" % (seed, info["fault"])},
         "deals": [{"dealer": 0, "hands": hands, "talon": talon, "events": ev}]}
    write("14-terziglio-failure-to-trump-penalty-imposed.json", t,
          [(0, info["fault_ev"], "failure_to_trump|revoke"), (0, pev, "unexpected_penalty")], "penalty event not in the source")


if __name__ == "__main__":
    gen_danish()
    gen_galician()
    gen_ulti()
    gen_rage()
    gen_taroc()
    with open(os.path.join(OUT, "_expected.txt"), "w") as f:
        for name, exp, note in EXP:
            f.write("%s\t%s\t%s\n" % (name, exp, note))
    print(open(os.path.join(OUT, "_expected.txt")).read())
