import random
from _common import dump, net, pay_events
import _danish as D

NOTES = {}


def deal_hands(rng, nplayers, dealer):
    d = D.deck()
    rng.shuffle(d)
    if nplayers == 4:
        out = (dealer + 2) % 4
        active = [(dealer + 1 + j) % 4 for j in range(4) if (dealer + 1 + j) % 4 != out]
    else:
        out = None
        active = [(dealer + 1 + j) % 3 for j in range(3)]
    hands = {}
    pos = 0
    for s in range(nplayers):
        if s == out:
            hands[s] = []
            continue
        hands[s] = d[pos:pos + 25]
        pos += 25
    hands[dealer] += d[pos:pos + 3]
    return hands, active, out


def choose_skat(rng, hand):
    dc = D.decl_cards(hand)
    cands = [c for c in hand if c[0] != "T" and c != "JOKER" and D.rank(c) != "K" and c not in dc]
    # prefer pips
    pips = [c for c in cands if D.rank(c) not in D.COURTS]
    pool = pips if len(pips) >= 3 else cands
    return rng.sample(pool, 3)


def settle(nplayers, dealer, active, hands_after, skat, log, piles, tricks, pools, fresh, decl):
    """Returns list of (from, to, amount, reason) and pool state after."""
    pays = []
    pools = dict(pools)
    allseats = list(range(nplayers))

    def p(frm, to, amt, why):
        pays.append((frm, to, amt, why))
        if to in pools:
            pools[to] += amt
        if frm in pools:
            pools[frm] -= amt

    if fresh:
        for s in allseats:
            p(s, "pagat_pool", 20, "foundation")
            p(s, "king_pool", 20, "foundation")
    p(dealer, "pagat_pool", 5, "deal_fee")
    p(dealer, "king_pool", 5, "deal_fee")
    for s in [dealer] + [a for a in active if a != dealer]:
        items, amt = decl[s]
        if amt:
            for o in active:
                if o != s:
                    p(o, s, amt, "declaration")
    ntr = len(log)
    for ti, t in enumerate(log[:-1]):
        w = t["winner"]
        for s, c in t["trick"]:
            if c[0] == "K" and len(c) == 2 and s != w:
                for o in active:
                    if o != s:
                        p(s, o, 5, "king_lost")
                p(s, "king_pool", 5, "king_lost")
            if c == "T1":
                if s != w:
                    for o in active:
                        if o != s:
                            p(s, o, 5, "pagat_lost")
                    p(s, "pagat_pool", 5, "pagat_lost")
                else:
                    for o in active:
                        if o != s:
                            p(o, s, 5, "pagat_trick")
    last = log[-1]
    w = last["winner"]
    wc = [c for s, c in last["trick"] if s == w][0]
    assert all(tricks[s] > 0 for s in active) and max(tricks.values()) < ntr
    assert not any(c == "T1" or (c[0] == "K" and len(c) == 2) for s, c in last["trick"])
    for o in active:
        if o != w:
            p(o, w, 20, "last_trick")
    # card points
    pts = {}
    for s in active:
        pts[s] = sum(D.value(c) for c in piles[s]) + tricks[s]
    pts[dealer] += sum(D.value(c) for c in skat) + 1
    assert sum(pts.values()) == 78, pts
    newd = (dealer + 1) % nplayers
    amts = {}
    for s in active:
        a = D.card_points_amount(pts[s])
        amts[s] = a
        if s == newd or a == 0:
            continue
        if a > 0:
            p(newd, s, a, "card_points")
        else:
            p(s, newd, -a, "card_points")
    return pays, pools, pts, amts


def session_end(nplayers, pools):
    pays = []
    for pool in ("pagat_pool", "king_pool"):
        share = pools[pool] / nplayers
        if share == int(share):
            share = int(share)
        for s in range(nplayers):
            pays.append((pool, s, share, "session_end"))
    return pays


def d1():
    """4 players, seat opposite the dealer sits out ([]), start pools, full deal, payments with reasons."""
    nplayers = 4
    dealer = 1
    start_pools = {"pagat_pool": 60, "king_pool": 135}
    for seed in range(20000):
        rng = random.Random(seed)
        hands, active, out = deal_hands(rng, nplayers, dealer)
        dealt = {s: list(h) for s, h in hands.items()}
        skat = choose_skat(rng, hands[dealer])
        for c in skat:
            hands[dealer].remove(c)
        decl = {s: D.declarations(hands[s]) for s in active}
        ndecl = sum(1 for s in active if decl[s][0])
        if ndecl < 2:
            continue
        jh = [s for s in active if "JOKER" in hands[s]][0]
        try:
            plays, log, piles, tricks = D.play({s: hands[s] for s in active}, dealer, active, rng, joker_trick=4)
        except RuntimeError:
            continue
        last = log[-1]["trick"]
        if any(c == "T1" or (c[0] == "K" and len(c) == 2) or c == "JOKER" for s, c in last):
            continue
        if min(tricks.values()) == 0:
            continue
        if not any(c == "T1" for t in log for s, c in t["trick"]):
            continue
        pays, pools, pts, amts = settle(nplayers, dealer, active, hands, skat, log, piles, tricks, start_pools, False, decl)
        pays += session_end(nplayers, pools)
        ev = [{"type": "discard", "seat": dealer, "cards": skat}]
        for s in [dealer] + [a for a in active if a != dealer]:
            ev.append({"type": "declare", "seat": s, "items": decl[s][0]})
        ev += plays
        ev += pay_events(pays)
        t = {
            "format": "trick-transcript/1",
            "game": "danish-tarok",
            "players": ["Agnieszka", "Bartek", "Celina", "Darek"],
            "start": {"pools": start_pools},
            "meta": {"note": "fourth player watches", "chips": {"denominations": [5, 20, 100]}},
            "deals": [{"dealer": dealer, "hands": [dealt[s] for s in range(nplayers)], "events": ev}],
        }
        dump("04-danish-4p-sitter-start-pools-payments-with-reasons.json", t)
        NOTES["04"] = dict(seed=seed, decl=decl, pts=pts, amts=amts, tricks=tricks, pools_after=pools,
                           net=net([(a, b, c) for a, b, c, r in pays]), skat=skat, joker=jh,
                           last=log[-1])
        return NOTES["04"]


def d2():
    """3 players, play-only, fresh session, revoke_penalty large (option without preset); planted revoke."""
    nplayers = 3
    dealer = 0
    for seed in range(50000):
        rng = random.Random(seed)
        hands, active, out = deal_hands(rng, nplayers, dealer)
        skat = choose_skat(rng, hands[dealer])
        for c in skat:
            hands[dealer].remove(c)
        decl = {s: D.declarations(hands[s]) for s in active}
        if any(decl[s][0] for s in active):
            continue
        try:
            plays, log, piles, tricks = D.play({s: hands[s] for s in active}, dealer, active, rng, joker_trick=3)
        except RuntimeError:
            continue
        last = log[-1]["trick"]
        if any(c == "T1" or (c[0] == "K" and len(c) == 2) or c == "JOKER" for s, c in last):
            continue
        if min(tricks.values()) == 0:
            continue
        # plant: a follower s at trick t followed suit L with card a; later at trick u (as follower of a
        # non-L lead, void in that lead suit? ) played trump b. Swap: t -> b (trump while holding L),
        # u -> a ... u must stay legal: u's led suit M != L, s void in M at u and ... a is not trump, so s
        # must hold no trump at u either. Simpler: find u where s LED card b (a lead is free).
        cand = None
        for ti, t in enumerate(log[:-3]):
            L = D.suit(t["trick"][0][1])
            if L == "T":
                continue
            for pos, (s, a) in enumerate(t["trick"]):
                if pos == 0 or D.suit(a) != L or a[0] == "K":
                    continue
                for ui in range(ti + 1, len(log) - 2):
                    u = log[ui]
                    if u["trick"][0][0] != s:
                        continue
                    b = u["trick"][0][1]
                    if D.suit(b) != "T" or b in ("T1",):
                        continue
                    cand = (ti, s, a, ui, b)
                    break
                if cand:
                    break
            if cand:
                break
        if not cand:
            continue
        ti, s, a, ui, b = cand
        plan = {}
        for tj, t in enumerate(log):
            for ss, cc in t["trick"]:
                plan[(tj, ss)] = cc
        plan[(ti, s)] = b
        plan[(ui, s)] = a
        try:
            plays2, log2, piles2, tricks2 = D.play({x: hands[x] for x in active}, dealer, active, rng, plan=plan)
        except Exception:
            continue
        # all plays in plan (winners may change -> leaders change -> plan keys mismatch). verify
        used = [(tj, ss) for tj, t in enumerate(log2) for ss, cc in t["trick"]]
        if any(k not in plan for k in used) or len(used) != len(plan):
            continue
        # legality check
        held = {x: list(hands[x]) for x in active}
        illegal = []
        idx = 0
        for tj, t in enumerate(log2):
            tr = []
            for ss, cc in t["trick"]:
                if cc not in D.legal(held[ss], tr, len(log2) - tj):
                    illegal.append((tj, ss, cc, idx))
                held[ss].remove(cc)
                tr.append((ss, cc))
                idx += 1
        if len(illegal) != 1 or illegal[0][:2] != (ti, s):
            continue
        last = log2[-1]["trick"]
        if any(c == "T1" or (c[0] == "K" and len(c) == 2) or c == "JOKER" for x, c in last):
            continue
        if min(tricks2.values()) == 0:
            continue
        pays, pools, pts, amts = settle(nplayers, dealer, active, hands, skat, log2, piles2, tricks2,
                                        {"pagat_pool": 0, "king_pool": 0}, True, decl)
        pays.append((s, "pagat_pool", 20, "penalty"))
        pays.append((s, "king_pool", 20, "penalty"))
        pools["pagat_pool"] += 20
        pools["king_pool"] += 20
        pays_end = session_end(nplayers, pools)
        ev = [{"type": "discard", "seat": dealer, "cards": skat}]
        for x in active[-1:] + active[:-1]:
            pass
        order = [dealer] + [x for x in active if x != dealer]
        for x in order:
            ev.append({"type": "declare", "seat": x, "items": []})
        nbefore = len(ev)
        ev += plays2
        t = {
            "format": "trick-transcript/1",
            "game": "danish-tarok",
            "rules": {"revoke_penalty": "large"},
            "players": ["Ewa", "Filip", "Gosia"],
            "deals": [{"dealer": dealer, "hands": None, "events": ev}],
        }
        dump("05-danish-3p-play-only-fresh-revoke-large.json", t)
        later = nbefore + [i for i, e in enumerate(plays2) if e["seat"] == s and e["card"] == a][0]
        NOTES["05"] = dict(seed=seed, revoke_event=nbefore + illegal[0][3], seat=s, played=b, held=a,
                           later_event=later, pts=pts, amts=amts, tricks=tricks2,
                           net_without_end=net([(x, y, z) for x, y, z, r in pays]),
                           net_with_end=net([(x, y, z) for x, y, z, r in pays + pays_end]), pools=pools)
        return NOTES["05"]


def d3():
    """3 players, 2 deals: deal 0 thrown in by a player whose only 'trump' is the Joker (redeal no_trumps),
    deal 1 by the same dealer, played, payments WITHOUT reasons; start pools."""
    nplayers = 3
    dealer = 2
    start_pools = {"pagat_pool": 40, "king_pool": 95}
    rng0 = random.Random(7)
    # deal 0: build a hand for seat 0 with the Joker and no trumps
    while True:
        hands0, active0, _ = deal_hands(rng0, nplayers, dealer)
        if "JOKER" in hands0[0]:
            break
    # move trumps out of seat 0 by swapping with seat 1's suit cards
    h0, h1 = hands0[0], hands0[1]
    tr0 = [c for c in h0 if c[0] == "T"]
    su1 = [c for c in h1 if c[0] != "T" and c != "JOKER"]
    assert len(su1) >= len(tr0)
    for a, b in zip(tr0, su1):
        h0[h0.index(a)] = b
        h1[h1.index(b)] = a
    assert not any(c[0] == "T" for c in h0) and "JOKER" in h0
    deal0 = {"dealer": dealer, "hands": [hands0[s] for s in range(3)],
             "events": [{"type": "redeal", "seat": 0, "reason": "no_trumps", "note": "holds the Joker only"}]}
    for seed in range(20000):
        rng = random.Random(1000 + seed)
        hands, active, out = deal_hands(rng, nplayers, dealer)
        dealt = {s: list(h) for s, h in hands.items()}
        skat = choose_skat(rng, hands[dealer])
        for c in skat:
            hands[dealer].remove(c)
        decl = {s: D.declarations(hands[s]) for s in active}
        if not any(decl[s][0] for s in active):
            continue
        try:
            plays, log, piles, tricks = D.play({s: hands[s] for s in active}, dealer, active, rng, joker_trick=6)
        except RuntimeError:
            continue
        last = log[-1]["trick"]
        if any(c == "T1" or (c[0] == "K" and len(c) == 2) or c == "JOKER" for s, c in last):
            continue
        if min(tricks.values()) == 0:
            continue
        pays, pools, pts, amts = settle(nplayers, dealer, active, hands, skat, log, piles, tricks, start_pools, False, decl)
        pays_end = session_end(nplayers, pools)
        ev = [{"type": "discard", "seat": dealer, "cards": skat}]
        for s in [dealer] + [a for a in active if a != dealer]:
            ev.append({"type": "declare", "seat": s, "items": decl[s][0]})
        ev += plays
        # phase 2 (b): the fee is one a turn, paid as the dealer's turn starts (§17); write it at the start
        # of the thrown-in deal 0, before the redeal, and not again in deal 1.
        fee = [x for x in pays if x[3] == "deal_fee"]
        rest = [x for x in pays if x[3] != "deal_fee"]
        deal0b = dict(deal0)
        deal0b["events"] = pay_events(fee, with_reason=False) + deal0["events"]
        ev_b = ev + pay_events(rest + pays_end, with_reason=False)
        t = {
            "format": "trick-transcript/1",
            "game": "danish-tarok",
            "rules": {"preset": "standard"},
            "players": ["Hania", "Igor", "Jola"],
            "start": {"pools": start_pools},
            "deals": [deal0b, {"dealer": dealer, "hands": [dealt[s] for s in range(3)], "events": ev_b}],
        }
        dump("06-danish-3p-joker-only-redeal-then-deal-payments-no-reasons.json", t)
        # 24: the phase-1 version kept: the fee written, without reason, among deal 1's payments after the play
        ev += pay_events(pays + pays_end, with_reason=False)
        t24 = dict(t)
        t24["deals"] = [deal0, {"dealer": dealer, "hands": [dealt[s] for s in range(3)], "events": ev}]
        dump("24-danish-3p-redeal-fee-unlabelled-after-play-of-replayed-deal.json", t24)
        NOTES["06"] = dict(seed=seed, decl=decl, pts=pts, amts=amts, tricks=tricks, pools_after=pools,
                           net=net([(a, b, c) for a, b, c, r in pays + pays_end]), skat=skat)
        return NOTES["06"]


if __name__ == "__main__":
    for f in (d1, d2, d3):
        r = f()
        print(f.__name__, {k: v for k, v in r.items()})
