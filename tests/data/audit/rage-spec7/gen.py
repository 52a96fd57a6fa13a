"""Generator of round rage-spec7's transcripts (blind). Run from the worktree root:

    /work/venv/bin/python tests/data/audit/rage-spec7/gen.py

Writes NN-name.json (transcripts) and gen-log.md (by-product: every deal's trumps, tricks,
scores, totals and each planted fault's event index).
"""

import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rage_model as M  # noqa: E402

OUT = os.path.dirname(os.path.abspath(__file__))
NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "František", "Gábina", "Honza"]
LOG = []


def log(*a):
    LOG.append(" ".join(str(x) for x in a))


def session(n, card_counts, dealers, seed, opts, hooks=None):
    for attempt in range(200):
        rng = random.Random(seed * 1000 + attempt)
        try:
            deals = [
                M.play_deal(n, c, dealers[i], rng, opts, hooks, i)
                for i, c in enumerate(card_counts)
            ]
            return deals, seed * 1000 + attempt
        except RuntimeError:
            continue
    raise RuntimeError("no session")


def session_seed(n, card_counts, dealers, s, opts, hooks=None):
    rng = random.Random(s)
    try:
        return [M.play_deal(n, c, dealers[i], rng, opts, hooks, i) for i, c in enumerate(card_counts)]
    except RuntimeError:
        return None


def revoke_trump(hand, trick):
    lcol, tr_ = trick.lead_colour(), trick.trump
    if not any(M.is_colour(c) and M.colour(c) == lcol for c in hand):
        raise RuntimeError("no revoke possible")
    trumps = sorted((c for c in hand if M.is_colour(c) and M.colour(c) == tr_), key=M.value)
    others = sorted((c for c in hand if M.is_colour(c) and M.colour(c) != lcol), key=M.value)
    if not (trumps or others):
        raise RuntimeError("no revoke possible")
    return (trumps or others)[-1]


def revoke_other(hand, trick):
    lcol, tr_ = trick.lead_colour(), trick.trump
    if not any(M.is_colour(c) and M.colour(c) == lcol for c in hand):
        raise RuntimeError("no revoke possible")
    others = sorted((c for c in hand if M.is_colour(c) and M.colour(c) not in (lcol, tr_)), key=M.value)
    if not others:
        raise RuntimeError("no revoke possible")
    return others[0]


def minus5(hand, trick):
    if "MINUS5" not in hand:
        raise RuntimeError("no MINUS5")
    return "MINUS5"


def ev_play(s, c, named):
    e = {"type": "play", "seat": s, "card": c}
    if named:
        e["named"] = named
    return e


def transcript(n, deals, opts, start=None, sheet="totals", bid_mode="order", rng=None,
               play_only=False, meta=None):
    """sheet: 'totals' (score+total), 'scores', None. bid_mode: order | shuffle | end."""
    tot = list(start["totals"]) if start and "totals" in start else [0] * n
    t = {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": dict(opts),
        "players": NAMES[:n],
    }
    if start:
        t["start"] = start
    t["meta"] = meta or {}
    t["deals"] = []
    for D in deals:
        bids = [{"type": "bid", "seat": s, "bid": D.bids[s]} for s in D.bid_order]
        if bid_mode == "shuffle":
            rng.shuffle(bids)
        plays = [ev_play(s, c, nm) for s, c, nm in D.plays]
        ev = []
        if bid_mode != "end":
            ev += bids
        ev += plays
        if bid_mode == "end":
            ev += bids
        if sheet:
            ev += [{"type": "score", "party": s, "points": D.scores[s]} for s in range(n)]
            tot = [tot[s] + D.scores[s] for s in range(n)]
            if sheet == "totals":
                ev += [{"type": "total", "party": s, "points": tot[s]} for s in range(n)]
        dd = {"dealer": D.dealer}
        if play_only:
            dd["hands"] = None
            dd["talon"] = list(D.turned)
        else:
            dd["hands"] = D.hands
            dd["talon"] = D.talon
        dd["events"] = ev
        t["deals"].append(dd)
    return t


def describe(name, n, deals, start_totals=None):
    log(f"\n## {name}\n")
    tot = list(start_totals) if start_totals else [0] * n
    for i, D in enumerate(deals):
        tot = [tot[s] + D.scores[s] for s in range(n)]
        log(f"- deal {i}: cards {D.cards} dealer {D.dealer} trumps {D.trumps} turned {D.turned}"
            f" bids {D.bids} tricks {D.tricks} +5 {D.plus} -5 {D.minus} scores {D.scores} totals {tot}")
        log(f"  winners {[w for _, w, _ in D.tricks_detail]}")


def dump(fname, t):
    with open(os.path.join(OUT, fname), "w", encoding="utf-8") as f:
        json.dump(t, f, ensure_ascii=False, indent=1)
        f.write("\n")


def play_index(t, deal, k):
    """Event index of the k-th play of a deal."""
    c = -1
    for i, e in enumerate(t["deals"][deal]["events"]):
        if e["type"] == "play":
            c += 1
            if c == k:
                return i
    raise IndexError


def check_record(t, deal_i, D, opts):
    """Replay the deal as written with my model; return (winners, tricks, scores)."""
    dd = t["deals"][deal_i]
    plays = [(e["seat"], e["card"], e.get("named")) for e in dd["events"] if e["type"] == "play"]
    return M.replay(D.n, D.cards, D.dealer, D.hands, D.talon, plays, D.bids, opts)


TEN = list(range(10, 0, -1))


def rot(d0, n, k=10):
    return [(d0 + i) % n for i in range(k)]


def main():
    # 01 clean, 4 players, standard
    opts = {"preset": "standard"}
    deals, s = session(4, TEN, rot(2, 4), 101, opts)
    dump("01-clean-4p-standard.json", transcript(4, deals, opts, meta={"event": "Klubový večer", "table": 1}))
    describe("01 clean 4p standard (seed %d)" % s, 4, deals)

    # 02 clean, 5 players, plus/minus one + durch, a durch round with >= 2 cards
    opts = {"preset": "standard", "plus_minus_one": True, "durch": True}
    for seed in range(200, 2000):
        deals = session_seed(5, TEN, rot(0, 5), seed, opts)
        if deals is None:
            continue
        if any(max(D.tricks) == D.cards and D.cards >= 2 for D in deals):
            break
    dump("02-clean-5p-pmo-durch.json", transcript(5, deals, opts, meta={"event": "Klubový večer", "table": 2}))
    describe("02 clean 5p pmo+durch (seed %d)" % seed, 5, deals)

    # 03 clean, 3 players, hidden bid, bids written in any order, scores only
    opts = {"preset": "standard", "hidden_bid": True}
    deals, s = session(3, TEN, rot(1, 3), 303, opts)
    dump("03-clean-3p-hidden-scores-only.json",
         transcript(3, deals, opts, sheet="scores", bid_mode="shuffle", rng=random.Random(3)))
    describe("03 clean 3p hidden (seed %d)" % s, 3, deals)

    # 04 clean, 6 players, secret bid, session picked up at round 5
    opts = {"preset": "standard", "secret_bid": True}
    start = {"round": 5, "totals": [21, -4, 9, 13, -12, 30]}
    deals, s = session(6, [6, 5, 4, 3, 2, 1], rot(4, 6, 6), 404, opts)
    dump("04-clean-6p-secret-midsession.json", transcript(6, deals, opts, start=start, bid_mode="end"))
    describe("04 clean 6p secret from round 5 (seed %d)" % s, 6, deals, start["totals"])

    # 05 a follower plays before his turn (two followers swapped), 4 players
    opts = {"preset": "standard"}
    deals, s = session(4, TEN, rot(3, 4), 505, opts)
    t = transcript(4, deals, opts)
    di = 2
    D = deals[di]
    k0 = None
    for ti, (tp, w, _) in enumerate(D.tricks_detail):
        if ti >= 2 and all(M.is_colour(c) for _, c, _ in tp):
            k0 = ti
            break
    evs = t["deals"][di]["events"]
    a = play_index(t, di, k0 * 4 + 1)
    evs[a], evs[a + 1] = evs[a + 1], evs[a]
    assert check_record(t, di, D, opts)[0] == [w for _, w, _ in D.tricks_detail]
    dump("05-follower-out-of-turn.json", t)
    describe("05 follower out of turn (seed %d)" % s, 4, deals)
    log(f"PLANT: deal {di} trick {k0} event {a}: seat {evs[a]['seat']} played {evs[a]['card']} before seat {evs[a+1]['seat']} ({evs[a+1]['card']}); trick {D.tricks_detail[k0]}")

    # 06 a trick led by the wrong player (the winner's left neighbour), 5 players
    opts = {"preset": "standard"}
    di, ti = 1, 3
    for seed in range(606, 900):
        base = session_seed(5, TEN, rot(1, 5), seed, opts)
        if base is None:
            continue
        W = base[di].tricks_detail[ti - 1][1]
        hooks = {"lead": {(di, ti): (W + 1) % 5}}
        deals = session_seed(5, TEN, rot(1, 5), seed, opts, hooks)
        if deals is not None:
            break
    assert deals[di].tricks_detail[ti - 1][1] == W
    t = transcript(5, deals, opts)
    a = play_index(t, di, ti * 5)
    dump("06-wrong-leader-midround.json", t)
    describe("06 wrong leader (seed %d)" % seed, 5, deals)
    log(f"PLANT: deal {di} trick {ti} event {a}: seat {(W+1)%5} led, winner of trick {ti-1} was seat {W}; trick {deals[di].tricks_detail[ti]}")

    # 07 the dealer leads the first trick of a round, 4 players
    opts = {"preset": "standard"}
    di = 4
    hooks = {"lead": {(di, 0): None}}
    dealers = rot(0, 4)
    hooks["lead"][(di, 0)] = dealers[di]
    for seed7 in range(707, 900):
        deals = session_seed(4, TEN, dealers, seed7, opts, hooks)
        if deals is not None:
            break
    t = transcript(4, deals, opts)
    a = play_index(t, di, 0)
    dump("07-first-lead-by-dealer.json", t)
    describe("07 dealer leads (seed %d)" % seed7, 4, deals)
    log(f"PLANT: deal {di} event {a}: dealer seat {dealers[di]} led trick 0 (should be seat {(dealers[di]+1)%4}); trick {deals[di].tricks_detail[0]}")

    # 08 a card not held (written card lies in the stock); the player's real card (same colour)
    # was played, so later he shows void in that colour: a 'phantom revoke' if the engine keeps
    # the unplayed card in his hand
    opts = {"preset": "standard"}
    found = None
    for seed in range(800, 1600):
        deals = session_seed(4, TEN, rot(0, 4), seed, opts)
        if deals is None:
            continue
        for di, D in enumerate(deals[:6]):
            for ti, (tp, w, tr) in enumerate(D.tricks_detail):
                lc = M.Trick(tr)
                lc.plays = tp
                lcol = lc.lead_colour()
                if lcol is None or lcol == tr:
                    continue
                for pos, (s, c, nm) in enumerate(tp):
                    if pos == 0 or s == w or not M.is_colour(c) or M.colour(c) != lcol:
                        continue
                    # s holds no other lcol card after this play
                    later = [x for tp2, _, _ in D.tricks_detail[ti + 1:] for x in tp2]
                    if any(x[0] == s and M.is_colour(x[1]) and M.colour(x[1]) == lcol for x in later):
                        continue
                    # a later trick led in lcol where s does not follow
                    void_shown = None
                    for tj in range(ti + 1, len(D.tricks_detail)):
                        tp2, _, tr2 = D.tricks_detail[tj]
                        tt = M.Trick(tr2)
                        tt.plays = tp2
                        if tt.lead_colour() == lcol:
                            for s2, c2, _ in tp2:
                                if s2 == s:
                                    void_shown = (tj, c2)
                    if not void_shown:
                        continue
                    # a stock card of lcol, not turned, lower than the card played
                    stock = [x for x in D.talon[len(D.turned) + 8:] if M.is_colour(x) and M.colour(x) == lcol and M.value(x) < M.value(c)]
                    if not stock:
                        continue
                    found = (seed, di, ti, pos, s, c, stock[0], void_shown)
                    break
                if found:
                    break
            if found:
                break
        if found:
            break
    seed, di, ti, pos, s, c, y, vs = found
    t = transcript(4, deals, opts)
    a = play_index(t, di, ti * 4 + pos)
    assert t["deals"][di]["events"][a]["card"] == c
    t["deals"][di]["events"][a]["card"] = y
    assert check_record(t, di, deals[di], opts)[0] == [w for _, w, _ in deals[di].tricks_detail]
    dump("08-card-not-held-stock.json", t)
    describe("08 card not held (seed %d)" % seed, 4, deals)
    log(f"PLANT: deal {di} trick {ti} event {a}: seat {s} recorded {y} (in the stock) for {c} (held); void shown in trick {vs[0]} with {vs[1]}")
    tj = vs[0]
    log(f"  void trick events: {[play_index(t, di, tj*4+q) for q in range(4)]}; trick {deals[di].tricks_detail[tj]}")

    # 09 a card not held (written card is another player's, who plays it later)
    opts = {"preset": "standard"}
    found = None
    for seed in range(900, 1700):
        deals = session_seed(4, TEN, rot(1, 4), seed, opts)
        if deals is None:
            continue
        for di, D in enumerate(deals[1:6], start=1):
            for ti, (tp, w, tr) in enumerate(D.tricks_detail):
                tt = M.Trick(tr)
                tt.plays = tp
                lcol = tt.lead_colour()
                if lcol is None or lcol == tr:
                    continue
                for pos, (s, c, nm) in enumerate(tp):
                    if pos == 0 or s == w or not M.is_colour(c) or M.colour(c) != lcol:
                        continue
                    # another seat u plays a lower-than-winning lcol card later in the deal
                    for tj in range(ti + 1, len(D.tricks_detail)):
                        for s2, c2, _ in D.tricks_detail[tj][0]:
                            if s2 in (s,) or not M.is_colour(c2) or M.colour(c2) != lcol or M.value(c2) > M.value(c):
                                continue
                            found = (seed, di, ti, pos, s, c, s2, c2, tj)
                            break
                        if found:
                            break
                    if found:
                        break
                if found:
                    break
            if found:
                break
        if found:
            break
    seed, di, ti, pos, s, c, s2, c2, tj = found
    t = transcript(4, deals, opts, sheet="totals")
    a = play_index(t, di, ti * 4 + pos)
    t["deals"][di]["events"][a]["card"] = c2
    assert check_record(t, di, deals[di], opts)[0] == [w for _, w, _ in deals[di].tricks_detail]
    a2 = [i for i, e in enumerate(t["deals"][di]["events"]) if e["type"] == "play" and e["card"] == c2 and e["seat"] == s2]
    dump("09-card-not-held-neighbours.json", t)
    describe("09 card of a neighbour (seed %d)" % seed, 4, deals)
    log(f"PLANT: deal {di} trick {ti} event {a}: seat {s} recorded {c2} for {c} (held); {c2} is seat {s2}'s, who plays it at event {a2} (trick {tj})")

    # 10 wrong dealer: seat 3 deals rounds 3 and 4, the deal passes on from him after
    opts = {"preset": "standard"}
    dealers = [1, 2, 3, 3, 0, 1, 2, 3, 0, 1]
    deals, s = session(4, TEN, dealers, 1010, opts)
    dump("10-wrong-dealer-rotation-continues.json", transcript(4, deals, opts))
    describe("10 wrong dealer (seed %d)" % s, 4, deals)
    log("PLANT: deal 3 dealer 3 (should be 0); bids and first lead from seat 0 (left of the actual dealer); rotation continues 0,1,2,3,0,1")

    # 11 a bid out of turn (plus/minus one), 4 players
    opts = {"preset": "standard", "plus_minus_one": True}
    deals, s = session(4, TEN, rot(0, 4), 1111, opts)
    t = transcript(4, deals, opts)
    di = 5
    evs = t["deals"][di]["events"]
    evs[1], evs[2] = evs[2], evs[1]
    dump("11-bid-out-of-turn-pmo.json", t)
    describe("11 bid out of turn (seed %d)" % s, 4, deals)
    log(f"PLANT: deal {di} event 1: seat {evs[1]['seat']} bid {evs[1]['bid']} before seat {evs[2]['seat']} (bids order {deals[di].bid_order}, sum {sum(deals[di].bids)} vs cards {deals[di].cards})")

    # 12 durch scored as 1 a trick, carried into the totals (3 players, durch)
    opts = {"preset": "standard", "durch": True}
    for seed in range(1200, 3000):
        deals = session_seed(3, TEN, rot(2, 3), seed, opts)
        if deals is None:
            continue
        dd = [i for i, D in enumerate(deals) if max(D.tricks) == D.cards and D.cards >= 3]
        if dd:
            break
    di = dd[0]
    t = transcript(3, deals, opts)
    D = deals[di]
    p = D.tricks.index(D.cards)
    evs = t["deals"][di]["events"]
    si = [i for i, e in enumerate(evs) if e["type"] == "score" and e["party"] == p][0]
    evs[si]["points"] -= D.cards
    # totals from here on carry the slip
    for dj in range(di, len(deals)):
        for e in t["deals"][dj]["events"]:
            if e["type"] == "total" and e["party"] == p:
                e["points"] -= D.cards
    dump("12-durch-scored-single-carried.json", t)
    describe("12 durch forgotten (seed %d)" % seed, 3, deals)
    log(f"PLANT: deal {di} event {si}: seat {p} took all {D.cards} tricks, sheet wrote {evs[si]['points']} (rules {D.scores[p]}); totals carry -{D.cards}")

    # 13 an addition slip in a total, carried on (5 players, hidden bid)
    opts = {"preset": "standard", "hidden_bid": True}
    deals, s = session(5, TEN, rot(4, 5), 1313, opts)
    t = transcript(5, deals, opts, bid_mode="shuffle", rng=random.Random(13))
    di, p = 4, 2
    evs = t["deals"][di]["events"]
    ti_ = [i for i, e in enumerate(evs) if e["type"] == "total" and e["party"] == p][0]
    for dj in range(di, len(deals)):
        for e in t["deals"][dj]["events"]:
            if e["type"] == "total" and e["party"] == p:
                e["points"] += 10
    dump("13-total-slip-carried-hidden.json", t)
    describe("13 total slip (seed %d)" % s, 5, deals)
    log(f"PLANT: deal {di} event {ti_}: seat {p} total written {evs[ti_]['points']} (rules {evs[ti_]['points']-10}); later totals carry +10")

    # 14 a revoke found after the round, the table fined it 5 points (4 players)
    opts = {"preset": "standard"}
    found = None
    for seed in range(1400, 2400):
        rng_probe = session_seed(4, TEN, rot(2, 4), seed, opts)
        if rng_probe is None:
            continue
        D = rng_probe[2]
        for ti, (tp, w, tr) in enumerate(D.tricks_detail):
            tt = M.Trick(tr)
            tt.plays = tp
            lcol = tt.lead_colour()
            if ti < 2 or lcol is None or tr is None or lcol == tr:
                continue
            if any(not M.is_colour(c) for _, c, _ in tp):
                continue
            for pos, (s, c, nm) in enumerate(tp[1:], start=1):
                if M.colour(c) == lcol and s != w:
                    hooks = {"force": {(2, ti, s): revoke_trump}}
                    deals = session_seed(4, TEN, rot(2, 4), seed, opts, hooks)
                    if deals is not None:
                        found = (seed, ti, s, lcol, tr)
                        break
            if found:
                break
        if found:
            break
    seed, ti, rs, lcol, tr = found
    t = transcript(4, deals, opts)
    di = 2
    D = deals[di]
    a = [i for i, e in enumerate(t["deals"][di]["events"]) if e["type"] == "play"][ti * 4 + [q for q, x in enumerate(D.tricks_detail[ti][0]) if x[0] == rs][0]]
    evs = t["deals"][di]["events"]
    first_score = [i for i, e in enumerate(evs) if e["type"] == "score"][0]
    evs.insert(first_score, {"type": "penalty", "party": rs, "code": "revoke", "amount": 5,
                             "note": "renonc zjištěn po kole, stůl strhl 5 bodů"})
    for dj in range(di, len(deals)):
        for e in t["deals"][dj]["events"]:
            if e["type"] == "total" and e["party"] == rs:
                e["points"] -= 5
    dump("14-late-revoke-table-fine.json", t)
    describe("14 late revoke + fine (seed %d)" % seed, 4, deals)
    log(f"PLANT: deal {di} event {a}: seat {rs} played {evs[a]['card']} on a {lcol} lead holding {[c for c in D.hands[rs] if M.is_colour(c) and M.colour(c)==lcol]} (dealt); penalty event {first_score}; totals of seat {rs} from deal {di} on are 5 below the rules")
    log(f"  trick {D.tricks_detail[ti]}")

    # 15 play-only record (hands null, talon = turned cards) with a provable revoke
    opts = {"preset": "standard"}
    found = None
    for seed in range(1500, 2500):
        probe = session_seed(4, TEN, rot(3, 4), seed, opts)
        if probe is None:
            continue
        D = probe[3]
        for ti, (tp, w, tr) in enumerate(D.tricks_detail[:-2]):
            tt = M.Trick(tr)
            tt.plays = tp
            lcol = tt.lead_colour()
            if ti < 1 or lcol is None or lcol == tr or any(not M.is_colour(c) for _, c, _ in tp):
                continue
            # a follower s plays an lcol card now and another lcol card later: make him discard now
            for pos, (s, c, _) in enumerate(tp[1:], start=1):
                if M.colour(c) != lcol:
                    continue
                later = [x for tp2, _, _ in D.tricks_detail[ti + 1:] for x in tp2 if x[0] == s and M.is_colour(x[1]) and M.colour(x[1]) == lcol]
                if later:
                    hooks = {"force": {(3, ti, s): revoke_other}}
                    deals = session_seed(4, TEN, rot(3, 4), seed, opts, hooks)
                    if deals is not None:
                        found = (seed, ti, s, lcol)
                        break
            if found:
                break
        if found:
            break
    seed, ti, rs, lcol = found
    t = transcript(4, deals, opts, sheet="scores", play_only=True, meta={"note": "zapsány jen vynesené karty, tipy a body"})
    di = 3
    D = deals[di]
    pos = [q for q, x in enumerate(D.tricks_detail[ti][0]) if x[0] == rs][0]
    a = play_index(t, di, ti * 4 + pos)
    later = [(i, e["card"]) for i, e in enumerate(t["deals"][di]["events"]) if e["type"] == "play" and e["seat"] == rs and M.is_colour(e["card"]) and M.colour(e["card"]) == lcol and i > a]
    dump("15-play-only-provable-revoke.json", t)
    describe("15 play-only revoke (seed %d)" % seed, 4, deals)
    log(f"PLANT: deal {di} event {a}: seat {rs} played {t['deals'][di]['events'][a]['card']} on a {lcol} lead; later plays {lcol}: {later}; trick {D.tricks_detail[ti]}")

    # 16 a record stopped mid-play (third round), an action card played while able to follow
    opts = {"preset": "standard", "plus_minus_one": True}
    found = None
    for seed in range(1600, 2600):
        probe = session_seed(5, [10, 9, 8], rot(2, 5, 3), seed, opts)
        if probe is None:
            continue
        D = probe[2]
        for ti, (tp, w, tr) in enumerate(D.tricks_detail[:3]):
            tt = M.Trick(tr)
            tt.plays = tp
            lcol = tt.lead_colour()
            if lcol is None or any(not M.is_colour(c) for _, c, _ in tp):
                continue
            for pos, (s, c, _) in enumerate(tp[1:], start=1):
                before = [x for tp0, _, _ in D.tricks_detail[:ti] for x in tp0 if x[0] == s]
                if M.colour(c) == lcol and "MINUS5" in D.hands[s] and not any(x[1] == "MINUS5" for x in before):
                    hooks = {"force": {(2, ti, s): minus5}}
                    deals = session_seed(5, [10, 9, 8], rot(2, 5, 3), seed, opts, hooks)
                    if deals is not None:
                        found = (seed, ti, s)
                        break
            if found:
                break
        if found:
            break
    seed, ti, rs = found
    t = transcript(5, deals, opts)
    di = 2
    D = deals[di]
    evs = t["deals"][di]["events"]
    # stop after trick 4 and two cards of trick 5 (no scores for the round)
    cut = play_index(t, di, 4 * 5 + 2)
    t["deals"][di]["events"] = evs[:cut]
    pos = [q for q, x in enumerate(D.tricks_detail[ti][0]) if x[0] == rs][0]
    a = play_index(t, di, ti * 5 + pos)
    t["meta"] = {"note": "hra přerušena ve třetím kole"}
    dump("16-stopped-midplay-action-card.json", t)
    describe("16 stopped mid-play (seed %d)" % seed, 5, deals)
    log(f"PLANT: deal {di} event {a}: seat {rs} played MINUS5 to trick {ti} holding the led colour; trick {D.tricks_detail[ti]}; deal stops after {cut} events (tricks to then: {[w for _, w, _ in D.tricks_detail[:4]]})")

    # 17 play-only, picked up at round 3, stopped mid-play in round 4; two followers swapped
    opts = {"preset": "standard"}
    start = {"round": 3, "totals": [14, 2, -6]}
    deals, s = session(3, [8, 7], [0, 1], 1717, opts)
    t = transcript(3, deals, opts, start=start, play_only=True)
    di = 1
    D = deals[di]
    k0 = [ti for ti, (tp, w, _) in enumerate(D.tricks_detail) if ti >= 1 and all(M.is_colour(c) for _, c, _ in tp)][0]
    evs = t["deals"][di]["events"]
    a = play_index(t, di, k0 * 3 + 1)
    evs[a], evs[a + 1] = evs[a + 1], evs[a]
    cut = play_index(t, di, 5 * 3 + 1)
    t["deals"][di]["events"] = evs[:cut]
    # the talon of the stopped round: only the cards turned up to the cut
    dump("17-play-only-stopped-out-of-turn.json", t)
    describe("17 play-only stopped (seed %d)" % s, 3, deals, start["totals"])
    log(f"PLANT: deal {di} trick {k0} event {a}: seat {evs[a]['seat']} played before seat {evs[a+1]['seat']}; trick {D.tricks_detail[k0]}; deal stops after {cut} events")

    # 18 plus/minus one broken by the last bidder, 6 players
    opts = {"preset": "standard", "plus_minus_one": True}
    probe, s = session(6, TEN, rot(5, 6), 1818, opts)
    di = 4
    D = probe[di]
    last = D.bid_order[-1]
    others = sum(D.bids[x] for x in D.bid_order[:-1])
    forced = D.cards - others
    assert 0 <= forced <= D.cards
    hooks = {"bids": {(di, last): forced}}
    rng = random.Random(s)
    deals = [M.play_deal(6, c, rot(5, 6)[i], rng, opts, hooks, i) for i, c in enumerate(TEN)]
    assert sum(deals[di].bids) == deals[di].cards
    t = transcript(6, deals, opts)
    dump("18-pmo-forbidden-last-bid.json", t)
    describe("18 pmo forbidden last bid (seed %d)" % s, 6, deals)
    log(f"PLANT: deal {di} event 5: last bidder seat {last} bid {forced}: bids {deals[di].bids} add up to {deals[di].cards}")

    with open(os.path.join(OUT, "gen-log.md"), "w", encoding="utf-8") as f:
        f.write("# gen.py log (by-product)\n" + "\n".join(LOG) + "\n")


if __name__ == "__main__":
    main()
