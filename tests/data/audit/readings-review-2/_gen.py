"""Blind transcripts for audit round readings-review-2 (record-reading rulings, all six games).

Written from the sources in /work/shared/seeds and the format spec only; no import from the
engine. Each file plays a real legal deal card by card, then plants a record slip (or a real
fault) where a writing slip and a real fault could both explain the record.

    python _gen.py [SEED]      (writes NN-*.json next to this file)
"""

from __future__ import annotations

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = int(sys.argv[1]) if len(sys.argv) > 1 else 2602
FORMAT = "trick-transcript/1"


def write(name: str, doc: dict) -> None:
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
        f.write("\n")


def plays_of(tricks):
    return [{"type": "play", "seat": s, "card": c} for t in tricks for (s, c) in t]


# ---------------------------------------------------------------- generic trick play
def play_deal(hands, leader, legal, winner, rng, choose=None, n_tricks=None):
    """Play every card. legal(seat, hand, trick) -> list; winner(trick) -> index into trick.
    choose(seat, hand, trick, legal_cards, trick_no) may return a card (even an illegal one)."""
    hands = [list(h) for h in hands]
    n = len(hands)
    tricks, winners = [], []
    total = n_tricks if n_tricks is not None else len(hands[leader])
    for k in range(total):
        trick = []
        seat = leader
        for _ in range(n):
            lc = legal(seat, hands[seat], trick)
            card = None
            if choose is not None:
                card = choose(seat, hands[seat], trick, lc, k)
            if card is None:
                card = rng.choice(lc)
            hands[seat].remove(card)
            trick.append((seat, card))
            seat = (seat + 1) % n
        w = trick[winner(trick)][0]
        tricks.append(trick)
        winners.append(w)
        leader = w
    return tricks, winners


# ================================================================= RAGE
RAGE_COLOURS = "RBGYPO"
RAGE_DECK = [f"{c}{v}" for c in RAGE_COLOURS for v in range(16)] + (
    ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
)


def r_col(c):
    return c[0] if c[0] in RAGE_COLOURS and c[1:].isdigit() else None


def rage_deal(rng, nplayers, ncards):
    """Hands with colour cards only (no action card dealt), stock with a colour card on top."""
    while True:
        deck = RAGE_DECK[:]
        rng.shuffle(deck)
        hands = [deck[i * ncards : (i + 1) * ncards] for i in range(nplayers)]
        stock = deck[nplayers * ncards :]
        if all(r_col(c) for h in hands for c in h) and r_col(stock[0]):
            return hands, stock


def rage_legal(trump):
    def legal(seat, hand, trick):
        if not trick:
            return list(hand)
        led = r_col(trick[0][1])
        same = [c for c in hand if r_col(c) == led]
        return same or list(hand)

    return legal


def rage_winner(trump):
    def winner(trick):
        led = r_col(trick[0][1])
        best = None
        for i, (_, c) in enumerate(trick):
            key = (2 if r_col(c) == trump else 1 if r_col(c) == led else 0, int(c[1:]))
            if key[0] and (best is None or key > best[0]):
                best = (key, i)
        return best[1]

    return winner


def rage_trick_legal(trick, hands_before, trump):
    """Is every card of this trick legal in this order, given the hands before the trick?"""
    leg = rage_legal(trump)
    t = []
    for s, c in trick:
        h = hands_before[s]
        if c not in leg(s, [x for x in h], t):
            return False
        t.append((s, c))
    return True


def rage_scores(bids, tricks_won):
    return [tw + (10 if b == tw else -5) for b, tw in zip(bids, tricks_won)]


def rage_round(rng, nplayers, ncards, dealer, bids=None):
    hands, stock = rage_deal(rng, nplayers, ncards)
    trump = r_col(stock[0])
    leader = (dealer + 1) % nplayers
    tricks, winners = play_deal(hands, leader, rage_legal(trump), rage_winner(trump), rng)
    won = [winners.count(s) for s in range(nplayers)]
    if bids is None:
        bids = [max(0, min(ncards, won[s] + rng.choice([0, 0, 0, 1, -1]))) for s in range(nplayers)]
    return dict(hands=hands, stock=stock, trump=trump, leader=leader, tricks=tricks,
                winners=winners, won=won, bids=bids, scores=rage_scores(bids, won))


def rage_bid_events(dealer, bids):
    n = len(bids)
    return [{"type": "bid", "seat": (dealer + 1 + i) % n, "bid": bids[(dealer + 1 + i) % n]} for i in range(n)]


def rage_tail(scores, totals):
    ev = [{"type": "score", "party": s, "points": p} for s, p in enumerate(scores)]
    ev += [{"type": "total", "party": s, "points": p} for s, p in enumerate(totals)]
    return ev


def rage_doc(players, rnd, start_totals, deals):
    return {"format": FORMAT, "game": "rage", "rules": {"preset": "standard"}, "players": players,
            "start": {"round": rnd, "totals": start_totals}, "meta": {"audit": "readings-review-2"},
            "deals": deals}


def gen_rage(rng):
    P4 = ["Anička", "Bohouš", "Katka", "Dalibor"]
    P5 = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva"]

    # 01: a card written for the seat that has just played, in the turn of the seat that holds it.
    while True:
        rd = rage_round(rng, 4, 3, dealer=2)
        t = rd["tricks"][1]
        if True:
            break
    start = [12, 30, 7, 21]
    totals = [a + b for a, b in zip(start, rd["scores"])]
    ev = rage_bid_events(2, rd["bids"])
    plays = plays_of(rd["tricks"])
    # trick 2 (index 1), third card: written for the seat that played the second card
    k = len(ev) + 4 + 2
    plays_idx = 4 + 2
    true_seat = plays[plays_idx]["seat"]
    plays[plays_idx] = dict(plays[plays_idx], seat=plays[plays_idx - 1]["seat"])
    ev += plays + rage_tail(rd["scores"], totals)
    deal = {"dealer": 2, "hands": rd["hands"], "talon": rd["stock"], "events": ev}
    write("01-rage-card-for-seat-that-just-played.json", rage_doc(P4, 8, start, [deal]))
    info = {"01": dict(event=k, true_seat=true_seat, written=plays[plays_idx]["seat"], scores=rd["scores"],
                       card=plays[plays_idx]["card"], bids=rd["bids"], won=rd["won"], trump=rd["trump"])}

    # 02: two followers' lines swapped; both legal either way, same winner.
    while True:
        rd = rage_round(rng, 5, 3, dealer=0)
        hands_before = [list(h) for h in rd["hands"]]
        for s, c in rd["tricks"][0]:
            hands_before[s].remove(c)
        t = rd["tricks"][1]
        sw = [t[0], t[1], t[3], t[2], t[4]]
        if rage_trick_legal(sw, hands_before, rd["trump"]) and rage_winner(rd["trump"])(sw) is not None and \
                sw[rage_winner(rd["trump"])(sw)][0] == rd["winners"][1]:
            break
    start = [0, 0, 0, 0, 0]
    ev = rage_bid_events(0, rd["bids"])
    plays = plays_of(rd["tricks"])
    plays[5 + 2], plays[5 + 3] = plays[5 + 3], plays[5 + 2]
    k = len(ev) + 5 + 2
    ev += plays + rage_tail(rd["scores"], rd["scores"])
    deal = {"dealer": 0, "hands": rd["hands"], "talon": rd["stock"], "events": ev}
    doc = rage_doc(P5, 8, start, [deal])
    write("02-rage-two-followers-swapped.json", doc)
    info["02"] = dict(event=k, scores=rd["scores"], bids=rd["bids"], won=rd["won"])

    # 03: the lead and the second card swapped; as written the leader revokes and the winner
    # changes; the scores are the true order's.
    while True:
        rd = rage_round(rng, 4, 3, dealer=3)
        tr = rd["trump"]
        hb = [list(h) for h in rd["hands"]]
        t = rd["tricks"][0]
        sw = [t[1], t[0], t[2], t[3]]
        led, second = r_col(t[0][1]), r_col(t[1][1])
        if led == second:
            continue
        # as written, the true leader plays off the written lead while holding it: a revoke
        if not any(r_col(c) == second for c in hb[t[0][0]] if c != t[0][1]):
            continue
        # the other two cards must be legal either way
        rest_ok = True
        for s, c in t[2:]:
            h = hb[s]
            ok_true = (r_col(c) == led) or not any(r_col(x) == led for x in h)
            ok_sw = (r_col(c) == second) or not any(r_col(x) == second for x in h)
            rest_ok &= ok_true and ok_sw
        if not rest_ok:
            continue
        w_sw = sw[rage_winner(tr)(sw)][0]
        if w_sw == rd["winners"][0]:
            continue
        break
    start = [41, 22, 35, 18]
    ev = rage_bid_events(3, rd["bids"])
    plays = plays_of(rd["tricks"])
    plays[0], plays[1] = plays[1], plays[0]
    k = len(ev)
    totals = [a + b for a, b in zip(start, rd["scores"])]
    ev += plays + rage_tail(rd["scores"], totals)
    deal = {"dealer": 3, "hands": rd["hands"], "talon": rd["stock"], "events": ev}
    write("03-rage-lead-swapped-changes-winner.json", rage_doc(P4, 8, start, [deal]))
    won_sw = None
    info["03"] = dict(event=k, scores=rd["scores"], bids=rd["bids"], won=rd["won"], true_winner=rd["winners"][0],
                      written_winner=w_sw, trump=tr, trick=t)

    # 04: one follower's play line left out (second trick, the middle seat).
    rd = rage_round(rng, 4, 3, dealer=1)
    start = [5, 14, 9, 30]
    ev = rage_bid_events(1, rd["bids"])
    plays = plays_of(rd["tricks"])
    dropped = plays.pop(4 + 1)
    k = len(ev) + 4 + 1
    totals = [a + b for a, b in zip(start, rd["scores"])]
    ev += plays + rage_tail(rd["scores"], totals)
    deal = {"dealer": 1, "hands": rd["hands"], "talon": rd["stock"], "events": ev}
    write("04-rage-play-line-left-out.json", rage_doc(P4, 8, start, [deal]))
    info["04"] = dict(event=k, dropped=dropped, scores=rd["scores"], bids=rd["bids"], won=rd["won"],
                      trick=rd["tricks"][1], winner=rd["winners"][1])

    # 05: rounds 9 and 10: each round's score lines written under the other round; totals right.
    while True:
        r9 = rage_round(rng, 4, 2, dealer=0)
        r10 = rage_round(rng, 4, 1, dealer=1)
        if sum(a != b for a, b in zip(r9["scores"], r10["scores"])) >= 3:
            break
    start = [60, 44, 71, 52]
    t9 = [a + b for a, b in zip(start, r9["scores"])]
    t10 = [a + b for a, b in zip(t9, r10["scores"])]
    d9 = {"dealer": 0, "hands": r9["hands"], "talon": r9["stock"],
          "events": rage_bid_events(0, r9["bids"]) + plays_of(r9["tricks"]) + rage_tail(r10["scores"], t9)}
    d10 = {"dealer": 1, "hands": r10["hands"], "talon": r10["stock"],
           "events": rage_bid_events(1, r10["bids"]) + plays_of(r10["tricks"]) + rage_tail(r9["scores"], t10)}
    write("05-rage-scores-under-wrong-round.json", rage_doc(P4, 9, start, [d9, d10]))
    info["05"] = dict(s9=r9["scores"], s10=r10["scores"], t9=t9, t10=t10,
                      first_score_event=[len(d9["events"]) - 8, len(d10["events"]) - 8])
    return info


# ================================================================= DANISH TAROK
D_SUITS = "HDSC"
D_RANKS_RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
D_RANKS_BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
D_DECK = [r + s for s in D_SUITS for r in D_RANKS_RED] + [f"T{i}" for i in range(1, 22)] + ["JOKER"]


def d_suit(c):
    if c == "JOKER":
        return None
    return "T" if c.startswith("T") else c[-1]


def d_strength(c):
    if c.startswith("T"):
        return int(c[1:])
    order = D_RANKS_RED if c[-1] in "HD" else D_RANKS_BLACK
    return 20 - order.index(c[:-1])


def d_legal(seat, hand, trick):
    if not trick:
        return [c for c in hand if c != "JOKER"] or list(hand)
    led = d_suit(trick[0][1])
    same = [c for c in hand if d_suit(c) == led]
    if same:
        return same + (["JOKER"] if "JOKER" in hand else [])
    tr = [c for c in hand if d_suit(c) == "T"]
    if tr:
        return tr + (["JOKER"] if "JOKER" in hand else [])
    return list(hand)


def d_winner(trick):
    led = d_suit(trick[0][1])
    best = None
    for i, (_, c) in enumerate(trick):
        s = d_suit(c)
        if s is None:
            continue
        key = (2 if s == "T" else 1 if s == led else 0, d_strength(c))
        if key[0] and (best is None or key > best[0]):
            best = (key, i)
    return best[1]


def d_honour(c):
    if c in ("T1", "T21", "JOKER") or c.startswith("K"):
        return 4
    if c.startswith("T"):
        return 0
    return {"Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)


def d_declarations(hand):
    tr = [c for c in hand if c.startswith("T") or c == "JOKER"]
    if len(tr) >= 10:
        return True
    if {"JOKER", "T21", "T1"} <= set(hand):
        return True
    kings = sum(f"K{s}" in hand for s in D_SUITS)
    if kings == 4 or (kings == 3 and "JOKER" in hand):
        return True
    for s in D_SUITS:
        courts = sum(f"{r}{s}" in hand for r in "KQNJ")
        if courts == 4 or (courts == 3 and "JOKER" in hand):
            return True
    return False


def d_choose_joker_early(seat, hand, trick, lc, k):
    if "JOKER" in hand and trick and k < 20:
        return "JOKER"
    return None


def danish_deal(rng, dealer, choose=None, accept=None, tries=4000):
    for _ in range(tries):
        deck = D_DECK[:]
        rng.shuffle(deck)
        hands = [deck[i * 25 : (i + 1) * 25] for i in range(3)]
        hands[dealer] += deck[75:]
        full = [list(h) for h in hands]
        low = [c for c in hands[dealer] if not c.startswith("T") and c != "JOKER" and c[:-1] not in "KQNJ"]
        if len(low) < 3:
            continue
        skat = rng.sample(low, 3)
        for c in skat:
            hands[dealer].remove(c)
        if any(d_declarations(h) for h in hands):
            continue
        if any(not any(c.startswith("T") for c in h) for h in hands):
            continue
        leader = (dealer + 1) % 3

        def ch(seat, hand, trick, lc, k, _c=choose):
            r = _c(seat, hand, trick, lc, k) if _c else None
            if r is None:
                r = d_choose_joker_early(seat, hand, trick, lc, k)
            if r is None and k == 23 and "JOKER" in lc and len(lc) > 1:
                return rng.choice([c for c in lc if c != "JOKER"])
            return r

        tricks, winners = play_deal(hands, leader, d_legal, d_winner, rng, choose=ch)
        last = tricks[-1]
        if any(c == "T1" or c.startswith("K") for _, c in last):
            continue
        if any("JOKER" == c for t in tricks[-3:] for _, c in t):
            continue
        won = [winners.count(s) for s in range(3)]
        if min(won) == 0:
            continue
        res = dict(full=full, hands=hands, skat=skat, tricks=tricks, winners=winners, won=won, leader=leader)
        if accept is not None and not accept(res):
            continue
        return res
    raise RuntimeError("no Danish deal found")


def danish_payments(res, dealer, pools_first=True):
    """Payments as (from, to, amount, reason, after_trick_index or None), by §15."""
    pays_in_play = []  # (trick index, list of payments)
    for k, (t, w) in enumerate(zip(res["tricks"], res["winners"])):
        if k == 24:
            break
        lst = []
        for s, c in t:
            if c.startswith("K") and s != w:
                lst += [(s, o, 5, "king_lost") for o in range(3) if o != s] + [(s, "king_pool", 5, "king_lost")]
            if c == "T1" and s != w:
                lst += [(s, o, 5, "pagat_lost") for o in range(3) if o != s] + [(s, "pagat_pool", 5, "pagat_lost")]
            if c == "T1" and s == w:
                lst += [(o, s, 5, "pagat_trick") for o in range(3) if o != s]
        if lst:
            pays_in_play.append((k, lst))
    lw = res["winners"][-1]
    end = [(o, lw, 20, "last_trick") for o in range(3) if o != lw]
    # card points: honours in the tricks (the Joker with whoever played it), 1 a trick, skat 1
    pts = [0, 0, 0]
    for t, w in zip(res["tricks"], res["winners"]):
        pts[w] += 1
        for s, c in t:
            if c == "JOKER":
                pts[s] += d_honour(c)
            else:
                pts[w] += d_honour(c)
    pts[dealer] += 1
    assert sum(pts) == 78, pts
    new_dealer = (dealer + 1) % 3
    for s in range(3):
        if s == new_dealer:
            continue
        d = pts[s] - 26
        amt = 5 * round(d / 5)
        if amt > 0:
            end.append((new_dealer, s, amt, "card_points"))
        elif amt < 0:
            end.append((s, new_dealer, -amt, "card_points"))
    return pays_in_play, end, pts


def pay_ev(p):
    f, t, a, r = p
    return {"type": "payment", "from": f, "to": t, "amount": a, "reason": r}


def danish_events(res, dealer, first_deal=True, trick_order=None):
    ev = []
    if first_deal:
        for pool in ("pagat_pool", "king_pool"):
            ev += [pay_ev((s, pool, 20, "foundation")) for s in range(3)]
    ev += [pay_ev((dealer, "pagat_pool", 5, "deal_fee")), pay_ev((dealer, "king_pool", 5, "deal_fee"))]
    ev.append({"type": "discard", "seat": dealer, "cards": res["skat"]})
    ev += [{"type": "declare", "seat": (dealer + i) % 3, "items": []} for i in range(3)]
    inplay, end, pts = danish_payments(res, dealer)
    byk = dict(inplay)
    tricks = trick_order if trick_order is not None else res["tricks"]
    play_index = {}
    for k, t in enumerate(tricks):
        for j, (s, c) in enumerate(t):
            play_index[(k, j)] = len(ev)
            ev.append({"type": "play", "seat": s, "card": c})
        for p in byk.get(k, []):
            ev.append(pay_ev(p))
    end_start = len(ev)
    ev += [pay_ev(p) for p in end]
    return ev, play_index, end_start, pts, inplay, end


def gen_danish(rng):
    P = ["Agnieszka", "Bartek", "Celina"]
    info = {}

    # 06: two followers' lines swapped in trick 6 (both legal either way, same winner); no fine written.
    def acc6(res):
        t = res["tricks"][5]
        return all(c != "JOKER" for _, c in t)

    res = danish_deal(rng, dealer=1, accept=acc6)
    order = [list(t) for t in res["tricks"]]
    t = order[5]
    order[5] = [t[0], t[2], t[1]]
    ev, pi, end_start, pts, inplay, end = danish_events(res, 1, trick_order=order)
    deal = {"dealer": 1, "hands": res["full"], "events": ev}
    write("06-danish-two-followers-swapped.json",
          {"format": FORMAT, "game": "danish-tarok", "players": P, "meta": {"audit": "readings-review-2"},
           "deals": [deal]})
    info["06"] = dict(event=pi[(5, 1)], trick=t, pts=pts, end=end, inplay=inplay)

    # 07: a real revoke (a follower holding the suit led plays a trump), the deal settled as played.
    state = {}

    def ch7(seat, hand, trick, lc, k):
        if state.get("done") or k < 4 or k > 18 or not trick or seat == 1:
            return None
        led = d_suit(trick[0][1])
        if led == "T" or trick[0][1] == "JOKER":
            return None
        same = [c for c in hand if d_suit(c) == led]
        tr = [c for c in hand if d_suit(c) == "T" and c != "T1"]
        if same and tr:
            state["done"] = (k, len(trick), seat, tr[0], same)
            return tr[0]
        return None

    def acc7(res):
        ok = "done" in state
        if not ok:
            state.clear()
        return ok

    def ch7wrap(*a):
        return ch7(*a)

    while True:
        state.clear()
        try:
            res = danish_deal(rng, dealer=0, choose=ch7wrap, accept=acc7, tries=1)
            break
        except RuntimeError:
            continue
    ev, pi, end_start, pts, inplay, end = danish_events(res, 0)
    k, j, seat, card, same = state["done"]
    deal = {"dealer": 0, "hands": res["full"], "events": ev}
    write("07-danish-real-revoke-settled-as-played.json",
          {"format": FORMAT, "game": "danish-tarok", "players": P, "meta": {"audit": "readings-review-2"},
           "deals": [deal]})
    info["07"] = dict(event=pi[(k, j)], seat=seat, card=card, held=same, pts=pts, end=end, inplay=inplay,
                      n_events=len(ev))

    # 08: a real lead out of turn (trick 9), the table fines it Large (20 to each pool) and play
    # goes on from it (the offender's right-hand neighbours follow in order).
    st8 = {}

    def ch8_play(rng_):
        # play a deal by hand: trick 9 led by the seat after the due leader
        for _ in range(4000):
            deck = D_DECK[:]
            rng_.shuffle(deck)
            hands = [deck[i * 25 : (i + 1) * 25] for i in range(3)]
            dealer = 2
            hands[dealer] += deck[75:]
            full = [list(h) for h in hands]
            low = [c for c in hands[dealer] if not c.startswith("T") and c != "JOKER" and c[:-1] not in "KQNJ"]
            if len(low) < 3:
                continue
            skat = rng_.sample(low, 3)
            for c in skat:
                hands[dealer].remove(c)
            if any(d_declarations(h) for h in hands) or any(not any(c.startswith("T") for c in h) for h in hands):
                continue
            hs = [list(h) for h in hands]
            leader = (dealer + 1) % 3
            tricks, winners, off = [], [], None
            for kk in range(25):
                lead_seat = leader
                if kk == 8:
                    lead_seat = (leader + 1) % 3
                    off = (kk, lead_seat, leader)
                trick = []
                s = lead_seat
                for _ in range(3):
                    lc = d_legal(s, hs[s], trick)
                    c = d_choose_joker_early(s, hs[s], trick, lc, kk)
                    if c is None:
                        cand = [x for x in lc if x != "JOKER"] if kk >= 22 and len(lc) > 1 else lc
                        c = rng_.choice(cand)
                    hs[s].remove(c)
                    trick.append((s, c))
                    s = (s + 1) % 3
                w = trick[d_winner(trick)][0]
                tricks.append(trick)
                winners.append(w)
                leader = w
            if any(c == "T1" or c.startswith("K") for _, c in tricks[-1]):
                continue
            if any(c == "JOKER" for t in tricks[-3:] for _, c in t) or any(c == "JOKER" for _, c in tricks[8]):
                continue
            won = [winners.count(x) for x in range(3)]
            if min(won) == 0:
                continue
            # the lead out of turn must not be a card that could only be read as a swap: the due
            # leader's card is written last, not second
            return dict(full=full, hands=hands, skat=skat, tricks=tricks, winners=winners, won=won,
                        leader=(dealer + 1) % 3, off=off)
        raise RuntimeError

    res = ch8_play(rng)
    ev, pi, end_start, pts, inplay, end = danish_events(res, 2)
    kk, off_seat, due = res["off"]
    ev[end_start:end_start] = [pay_ev((off_seat, "pagat_pool", 20, "penalty")),
                               pay_ev((off_seat, "king_pool", 20, "penalty"))]
    deal = {"dealer": 2, "hands": res["full"], "events": ev}
    write("08-danish-lead-out-of-turn-fined-large.json",
          {"format": FORMAT, "game": "danish-tarok", "players": P, "meta": {"audit": "readings-review-2"},
           "deals": [deal]})
    info["08"] = dict(event=pi[(kk, 0)], off=off_seat, due=due, trick=res["tricks"][kk], pts=pts, end=end,
                      penalty_events=[end_start, end_start + 1])
    return info


# ================================================================= GALICIAN TAROK
G_SUITS = "HDSC"
G_DECK = [f"T{i}" for i in range(1, 22)] + ["SKIZ"] + [r + s for s in G_SUITS for r in ("K", "Q", "N", "J")] + \
    ["1H", "1D", "10S", "10C"]


def g_suit(c):
    return "T" if c.startswith("T") or c == "SKIZ" else c[-1]


def g_strength(c):
    if c == "SKIZ":
        return 22
    if c.startswith("T"):
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def g_points(c):
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if g_suit(c) == "T":
        return 1
    return g_strength(c)


def g_legal(seat, hand, trick):
    if not trick:
        return list(hand)
    led = g_suit(trick[0][1])
    same = [c for c in hand if g_suit(c) == led]
    if same:
        return same
    tr = [c for c in hand if g_suit(c) == "T"]
    return tr or list(hand)


def g_winner(trick):
    led = g_suit(trick[0][1])
    best = None
    for i, (_, c) in enumerate(trick):
        s = g_suit(c)
        key = (2 if s == "T" else 1 if s == led else 0, g_strength(c))
        if key[0] and (best is None or key > best[0]):
            best = (key, i)
    return best[1]


def g_declarer_points(tricks, winners, decl):
    return sum(sum(g_points(c) for _, c in t) - 2 for t, w in zip(tricks, winners) if w == decl)


def g_clean(tricks, winners, decl, talon):
    """No silent premium in play: no trull or four kings gathered by one side, no pagat ultimo, no volat."""
    sides = {decl: set(), "h": set(talon)}
    for t, w in zip(tricks, winners):
        key = decl if w == decl else "h"
        sides[key] |= {c for _, c in t}
    for cards in sides.values():
        if {"T1", "T21", "SKIZ"} <= cards or all(f"K{s}" in cards for s in G_SUITS):
            return False
    if any(c == "T1" for _, c in tricks[-1]):
        return False
    n = winners.count(decl)
    return 0 < n < 12


def galician_deal(rng, dealer, choose=None, accept=None, tries=20000):
    for _ in range(tries):
        deck = G_DECK[:]
        rng.shuffle(deck)
        talon = deck[:6]
        hands = [deck[6 + 12 * i : 18 + 12 * i] for i in range(3)]
        decl = (dealer + 1) % 3
        tricks, winners = play_deal(hands, decl, g_legal, g_winner, rng, choose=choose)
        if not g_clean(tricks, winners, decl, talon):
            continue
        res = dict(hands=hands, talon=talon, tricks=tricks, winners=winners, decl=decl,
                   points=g_declarer_points(tricks, winners, decl))
        if accept is not None and not accept(res):
            continue
        return res
    raise RuntimeError("no Galician deal")


def g_solo_value(points):
    if points > 33:
        return (points - 33) * 6 + 60, True
    return (33 - points) * 6 + 60, False


def galician_events(res, dealer, trick_order=None, payments=None):
    decl = res["decl"]
    others = [(decl + 1) % 3, (decl + 2) % 3]
    ev = [{"type": "bid", "seat": decl, "bid": "solo"}] + [{"type": "bid", "seat": s, "bid": "pass"} for s in others]
    ev += [{"type": "announce", "seat": s, "items": []} for s in [decl] + others]
    idx = {}
    for k, t in enumerate(trick_order if trick_order is not None else res["tricks"]):
        for j, (s, c) in enumerate(t):
            idx[(k, j)] = len(ev)
            ev.append({"type": "play", "seat": s, "card": c})
    pay_start = len(ev)
    if payments is None:
        v, won = g_solo_value(res["points"])
        payments = [(h, decl, v, "game") if won else (decl, h, v, "game") for h in others]
    ev += [pay_ev(p) for p in payments]
    return ev, idx, pay_start, payments


def gen_galician(rng):
    P = ["Adam", "Bożena", "Czesław"]
    rules = {"preset": "standard", "pool": False}
    info = {}

    # 09: the declarer's real renonce (§23): he trumps a suit lead while holding the suit; he makes
    # his points; the table settles the game as won.
    st = {}

    def ch9(seat, hand, trick, lc, k):
        if st.get("done") or not trick or k < 2 or k > 9:
            return None
        if seat != st["decl"]:
            return None
        led = g_suit(trick[0][1])
        if led == "T":
            return None
        same = [c for c in hand if g_suit(c) == led]
        tr = [c for c in hand if g_suit(c) == "T" and c not in ("T1",)]
        if same and tr:
            st["done"] = (k, len(trick), tr[0], same)
            return tr[0]
        return None

    dealer = 0
    st["decl"] = (dealer + 1) % 3
    while True:
        st.pop("done", None)
        try:
            res = galician_deal(rng, dealer, choose=ch9, accept=lambda r: "done" in st and r["points"] > 38, tries=1)
            break
        except RuntimeError:
            continue
    ev, idx, pay_start, pays = galician_events(res, dealer)
    k, j, card, same = st["done"]
    write("09-galician-declarer-renonce-settled-as-won.json",
          {"format": FORMAT, "game": "galician-tarok", "rules": rules, "players": P,
           "meta": {"audit": "readings-review-2"},
           "deals": [{"dealer": dealer, "hands": res["hands"], "talon": res["talon"], "events": ev}]})
    info["09"] = dict(event=idx[(k, j)], card=card, held=same, points=res["points"], pays=pays, pay_start=pay_start,
                      decl=res["decl"])

    # 10: a tarok written for the wrong seat: the second follower's trump (he is void in the suit)
    # written for the first follower, who holds the suit (a renonce, as written).
    dealer = 1

    def acc10(r):
        for k, t in enumerate(r["tricks"]):
            led = g_suit(t[0][1])
            if led == "T" or k < 2:
                continue
            if g_suit(t[1][1]) == led and g_suit(t[2][1]) == "T":
                r["k10"] = k
                return True
        return False

    res = galician_deal(rng, dealer, accept=acc10)
    k = res["k10"]
    ev, idx, pay_start, pays = galician_events(res, dealer)
    t = res["tricks"][k]
    # the second follower's line (a tarok, void in the suit) written with the first follower's seat
    e1 = idx[(k, 2)]
    ev[e1] = dict(ev[e1], seat=t[1][0])
    write("10-galician-tarok-written-for-follower-holding-suit.json",
          {"format": FORMAT, "game": "galician-tarok", "rules": rules, "players": P,
           "meta": {"audit": "readings-review-2"},
           "deals": [{"dealer": dealer, "hands": res["hands"], "talon": res["talon"], "events": ev}]})
    info["10"] = dict(event=e1, trick=t, points=res["points"], pays=pays, decl=res["decl"])

    # 11: the lead (a tarok) and the second card (a suit card of a player without taroks) swapped:
    # as written the leader trumps the suit "led" while holding it (a renonce).
    dealer = 2

    def acc11(r):
        hs = [list(h) for h in r["hands"]]
        for k, t in enumerate(r["tricks"]):
            (L, lc), (A, ac), (C, cc) = t
            if k >= 1 and g_suit(lc) == "T" and g_suit(ac) != "T":
                s = g_suit(ac)
                if any(g_suit(x) == s for x in hs[L] if x != lc) and not any(g_suit(x) == s for x in hs[C]):
                    r["k11"] = k
                    return True
            for seat, c in t:
                hs[seat].remove(c)
        return False

    res = galician_deal(rng, dealer, accept=acc11)
    k = res["k11"]
    ev, idx, pay_start, pays = galician_events(res, dealer)
    e0, e1 = idx[(k, 0)], idx[(k, 1)]
    ev[e0], ev[e1] = ev[e1], ev[e0]
    write("11-galician-tarok-lead-and-suit-card-swapped.json",
          {"format": FORMAT, "game": "galician-tarok", "rules": rules, "players": P,
           "meta": {"audit": "readings-review-2"},
           "deals": [{"dealer": dealer, "hands": res["hands"], "talon": res["talon"], "events": ev}]})
    info["11"] = dict(event=e0, trick=res["tricks"][k], points=res["points"], pays=pays, decl=res["decl"])
    return info


# ================================================================= ULTI
U_SUITS = "HDSC"
U_RANKS = ["A", "10", "K", "Q", "J", "9", "8", "7"]
U_DECK = [r + s for s in U_SUITS for r in U_RANKS]


def u_suit(c):
    return c[-1]


def u_str(c):
    return 8 - U_RANKS.index(c[:-1])


def u_winner_of(trump):
    def winner(trick):
        led = u_suit(trick[0][1])
        best = None
        for i, (_, c) in enumerate(trick):
            key = (2 if u_suit(c) == trump else 1 if u_suit(c) == led else 0, u_str(c))
            if key[0] and (best is None or key > best[0]):
                best = (key, i)
        return best[1]

    return winner


def u_legal_of(trump):
    win = u_winner_of(trump)

    def beats(c, trick):
        return win(trick + [(None, c)]) == len(trick)

    def legal(seat, hand, trick):
        if not trick:
            return list(hand)
        led = u_suit(trick[0][1])
        cand = [c for c in hand if u_suit(c) == led] or [c for c in hand if u_suit(c) == trump] or list(hand)
        b = [c for c in cand if beats(c, trick)]
        return b or cand

    return legal


def u_points(c):
    return 10 if c[:-1] in ("A", "10") else 0


def ulti_party(rng, dealer, trump, choose=None, accept=None, tries=20000):
    for _ in range(tries):
        deck = U_DECK[:]
        rng.shuffle(deck)
        decl = (dealer + 1) % 3
        hands = [None, None, None]
        hands[decl] = deck[:12]
        hands[(decl + 1) % 3] = deck[12:22]
        hands[(decl + 2) % 3] = deck[22:32]
        h = list(hands[decl])
        disc = [c for c in h if u_suit(c) != trump and c[:-1] not in ("A", "10")][:2]
        if len(disc) < 2:
            continue
        for c in disc:
            h.remove(c)
        play_hands = [list(x) for x in hands]
        play_hands[decl] = h
        tricks, winners = play_deal(play_hands, decl, u_legal_of(trump), u_winner_of(trump), rng, choose=choose)
        if any(c == "7" + trump for _, c in tricks[-1]):
            continue
        n = winners.count(decl)
        if n in (0, 10):
            continue
        dp = sum(u_points(c) for t, w in zip(tricks, winners) if w == decl for _, c in t) + (10 if winners[-1] == decl else 0)
        if dp == 45:
            continue
        res = dict(hands=hands, disc=disc, tricks=tricks, winners=winners, decl=decl, dp=dp, won=dp > 45)
        if accept is not None and not accept(res):
            continue
        return res
    raise RuntimeError("no Ulti deal")


def ulti_events(res, trump, payments=True):
    decl = res["decl"]
    ev = [{"type": "discard", "seat": decl, "cards": res["disc"]},
          {"type": "bid", "seat": decl, "bid": {"goals": ["party"], "red": False}},
          {"type": "bid", "seat": (decl + 1) % 3, "bid": "pass"},
          {"type": "bid", "seat": (decl + 2) % 3, "bid": "pass"},
          {"type": "bid", "seat": decl, "bid": "pass"},
          {"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]}]
    idx = {}
    for k, t in enumerate(res["tricks"]):
        for j, (s, c) in enumerate(t):
            idx[(k, j)] = len(ev)
            ev.append({"type": "play", "seat": s, "card": c})
    defenders = [(decl + 1) % 3, (decl + 2) % 3]
    if payments:
        for d in defenders:
            ev.append(pay_ev((d, decl, 1, "party") if res["won"] else (decl, d, 1, "party")))
    net = [0, 0, 0]
    for d in defenders:
        net[d] = -1 if res["won"] else 1
    net[decl] = 2 if res["won"] else -2
    return ev, idx, net


def gen_ulti(rng):
    P = ["Anna", "Béla", "Csilla"]
    info = {}
    # 12: the declarer's real revoke (holding the suit led, he trumps); he makes his party;
    # the table settles it as played.
    st = {}

    def ch12(seat, hand, trick, lc, k):
        if st.get("done") or seat != st["decl"] or not trick or k < 1 or k > 6:
            return None
        led = u_suit(trick[0][1])
        if led == st["trump"]:
            return None
        same = [c for c in hand if u_suit(c) == led]
        tr = [c for c in hand if u_suit(c) == st["trump"] and c != "7" + st["trump"]]
        if same and tr:
            st["done"] = (k, len(trick), tr[0], same)
            return tr[0]
        return None

    dealer, trump = 0, "S"
    st.update(decl=(dealer + 1) % 3, trump=trump)
    while True:
        st.pop("done", None)
        try:
            res = ulti_party(rng, dealer, trump, choose=ch12, accept=lambda r: "done" in st and r["won"], tries=1)
            break
        except RuntimeError:
            continue
    ev, idx, net = ulti_events(res, trump)
    k, j, card, same = st["done"]
    write("12-ulti-declarer-revoke-settled-as-played.json",
          {"format": FORMAT, "game": "ulti", "rules": {"preset": "standard"}, "players": P,
           "meta": {"audit": "readings-review-2"},
           "deals": [{"dealer": dealer, "hands": res["hands"], "events": ev}]})
    info["12"] = dict(event=idx[(k, j)], card=card, held=same, dp=res["dp"], decl=res["decl"])

    # 13: two deals; each deal's score lines (nets) written under the other deal; totals right.
    while True:
        r0 = ulti_party(rng, 1, "C")
        r1 = ulti_party(rng, 2, "D")
        ev0, _, n0 = ulti_events(r0, "C", payments=False)
        ev1, _, n1 = ulti_events(r1, "D", payments=False)
        if n0 != n1:
            break
    start = [14, -6, -8]
    t0 = [a + b for a, b in zip(start, n0)]
    t1 = [a + b for a, b in zip(t0, n1)]
    s0 = len(ev0)
    ev0 += [{"type": "score", "party": s, "points": n1[s]} for s in range(3)]
    ev0 += [{"type": "total", "party": s, "points": t0[s]} for s in range(3)]
    s1 = len(ev1)
    ev1 += [{"type": "score", "party": s, "points": n0[s]} for s in range(3)]
    ev1 += [{"type": "total", "party": s, "points": t1[s]} for s in range(3)]
    write("13-ulti-scores-under-wrong-deal.json",
          {"format": FORMAT, "game": "ulti", "rules": {"preset": "standard"}, "players": P,
           "start": {"totals": start}, "meta": {"audit": "readings-review-2"},
           "deals": [{"dealer": 1, "hands": r0["hands"], "events": ev0},
                     {"dealer": 2, "hands": r1["hands"], "events": ev1}]})
    info["13"] = dict(n0=n0, n1=n1, t0=t0, t1=t1, score_events=[s0, s1], dp=[r0["dp"], r1["dp"]])
    return info


# ================================================================= TAROCCHINI
T_SUITS = "SBCD"
T_LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
T_ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]
T_DECK = [r + s for s in T_SUITS for r in T_LONG] + [f"T{i}" for i in range(0, 21)] + ["MATTO"]


def t_suit(c):
    if c == "MATTO":
        return None
    return "T" if c.startswith("T") else c[-1]


def t_str(c):
    if c.startswith("T"):
        n = int(c[1:])
        return 1 if 1 <= n <= 4 else n
    order = T_LONG if c[-1] in "SB" else T_ROUND
    return 20 - order.index(c[:-1])


def t_five(c):
    return c == "MATTO" or c in ("T0", "T19", "T20") or c.startswith("K")


def t_legal(seat, hand, trick):
    if not trick:
        return [c for c in hand if c != "MATTO"] or list(hand)
    led = t_suit(trick[0][1])
    m = ["MATTO"] if "MATTO" in hand else []
    same = [c for c in hand if t_suit(c) == led]
    if same:
        return same + m
    tr = [c for c in hand if t_suit(c) == "T"]
    if tr:
        return tr + m
    return list(hand)


def t_winner(trick):
    led = t_suit(trick[0][1])
    best = None
    for i, (_, c) in enumerate(trick):
        s = t_suit(c)
        if s is None:
            continue
        key = (2 if s == "T" else 1 if s == led else 0, t_str(c))
        # >=: only the Moretti tie, and the later one played is the higher
        if key[0] and (best is None or key >= best[0]):
            best = (key, i)
    return best[1]


def t_matto_early(seat, hand, trick, lc, k):
    if "MATTO" in hand and trick:
        return "MATTO"
    return None


def gen_tarocchini(rng):
    info = {}
    # 14 Ottocento: at the third seat's turn, his trump (void in the suit) written for the
    # second seat, who has already followed suit.
    P = ["Anna", "Bruno", "Carla", "Dario"]
    dealer = 3
    while True:
        deck = T_DECK[:]
        rng.shuffle(deck)
        hands = [deck[15 * i : 15 * i + 15] for i in range(4)]
        hands[dealer] += deck[60:]
        full = [list(h) for h in hands]
        cand = [c for c in hands[dealer] if not t_five(c)]
        disc = rng.sample(cand, 2)
        for c in disc:
            hands[dealer].remove(c)
        tricks, winners = play_deal(hands, (dealer + 1) % 4, t_legal, t_winner, rng, choose=t_matto_early)
        found = None
        for k, t in enumerate(tricks):
            if k < 2:
                continue
            led = t_suit(t[0][1])
            if led in (None, "T"):
                continue
            if t_suit(t[1][1]) == led and t_suit(t[2][1]) == "T" and t_suit(t[3][1]) is not None:
                found = k
                break
        if found is not None:
            break
    k = found
    ev = [{"type": "discard", "seat": dealer, "cards": disc}]
    ev += [{"type": "declare", "seat": (dealer + 1 + i) % 4, "items": []} for i in range(4)]
    base = len(ev)
    plays = plays_of(tricks)
    e = 4 * k + 2
    true_seat = plays[e]["seat"]
    plays[e] = dict(plays[e], seat=plays[e - 1]["seat"])
    ev += plays
    write("14-ottocento-trump-written-for-seat-that-followed.json",
          {"format": FORMAT, "game": "tarocchini-ottocento", "rules": {"preset": "standard"}, "players": P,
           "meta": {"audit": "readings-review-2"}, "deals": [{"dealer": dealer, "hands": full, "events": ev}]})
    info["14"] = dict(event=base + e, trick=tricks[k], true_seat=true_seat)

    # 15 Terziglio solo: the lead (a trump) and the second card (a suit card of a player without
    # trumps) swapped; as written the leader trumps a suit lead he holds (a revoke).
    P3 = ["Elena", "Franco", "Giulia"]
    dealer = 0
    while True:
        deck = T_DECK[:]
        rng.shuffle(deck)
        hands = [deck[18 * i : 18 * i + 18] for i in range(3)]
        widow = deck[54:]
        decl = (dealer + 1) % 3
        tricks, winners = play_deal(hands, decl, t_legal, t_winner, rng, choose=t_matto_early)
        hs = [list(h) for h in hands]
        found = None
        for k, t in enumerate(tricks):
            (L, lc), (A, ac), (C, cc) = t
            if k >= 1 and t_suit(lc) == "T" and t_suit(ac) not in (None, "T") and cc != "MATTO":
                s = t_suit(ac)
                if any(t_suit(x) == s for x in hs[L] if x != lc) and not any(t_suit(x) == s for x in hs[C]):
                    found = k
                    break
            for seat, c in t:
                hs[seat].remove(c)
        if found is not None:
            break
    k = found
    ev = [{"type": "bid", "seat": decl, "bid": "solo"}, {"type": "bid", "seat": (decl + 1) % 3, "bid": "pass"},
          {"type": "bid", "seat": (decl + 2) % 3, "bid": "pass"}]
    ev += [{"type": "declare", "seat": (decl + i) % 3, "items": []} for i in range(3)]
    base = len(ev)
    plays = plays_of(tricks)
    plays[3 * k], plays[3 * k + 1] = plays[3 * k + 1], plays[3 * k]
    ev += plays
    write("15-terziglio-trump-lead-and-suit-card-swapped.json",
          {"format": FORMAT, "game": "tarocchini-terziglio", "rules": {"preset": "standard"}, "players": P3,
           "meta": {"audit": "readings-review-2"},
           "deals": [{"dealer": dealer, "hands": hands, "talon": widow, "events": ev}]})
    info["15"] = dict(event=base + 3 * k, trick=tricks[k])
    return info


def main():
    rng = random.Random(SEED)
    info = {}
    info.update(gen_rage(rng))
    info.update(gen_danish(rng))
    info.update(gen_galician(rng))
    info.update(gen_ulti(rng))
    info.update(gen_tarocchini(rng))
    with open(os.path.join(HERE, "_facts.txt"), "w", encoding="utf-8") as f:
        json.dump(info, f, ensure_ascii=False, indent=1, default=str)


if __name__ == "__main__":
    main()
