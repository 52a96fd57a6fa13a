"""Blind generator for the rage-sheet-slips audit round (no validator import).

Each transcript is a correct Rage record (deal, bids, plays, score sheet) with one slip
planted on the score sheet or in the bid lines, as a real scorer writes it.

    python _gen.py [SEED]     writes NN-desc.json here and prints the expected findings
"""

import json
import os
import random
import sys

COLOURS = "RBGYPO"
ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
DECK = [c + str(v) for c in COLOURS for v in range(16)] + ACTIONS
NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "Filip"]
HERE = os.path.dirname(os.path.abspath(__file__))


class Reject(Exception):
    pass


def colour(card):
    return card[0] if card[0] in COLOURS and card not in ACTIONS else None


def value(card):
    return int(card[1:])


def turn(talon, pos):
    """Turn cards from the stock from pos until a colour card; return (colour, next pos)."""
    while pos < len(talon):
        c = talon[pos]
        pos += 1
        if colour(c):
            return colour(c), pos
    raise Reject("stock exhausted")


def led_colour(trick):
    for _seat, card, named in trick:
        if colour(card):
            return colour(card)
        if card == "WILD":
            return named
    return None


def trick_winner(trick, trump):
    """trump: the trump colour for this trick (None under NOTRUMP)."""
    led = led_colour(trick)
    if led is None:
        return trick[0][0]
    best, best_key = None, None
    for idx, (seat, card, named) in enumerate(trick):
        if card == "WILD":
            col, val = named, 16 + idx
        elif colour(card):
            col, val = colour(card), value(card)
        else:
            continue
        if trump is not None and col == trump:
            key = (2, val)
        elif col == led:
            key = (1, val)
        else:
            key = (0, 0)
        if best_key is None or key > best_key:
            best, best_key = seat, key
    return best


def legal(hand, trick):
    led = led_colour(trick)
    if led is None:
        return list(hand)
    follow = [c for c in hand if colour(c) == led]
    return follow if follow else list(hand)


def sim_round(rng, n, cards, dealer):
    """Deal and play one round by a fixed strategy; bids are chosen afterwards."""
    deck = DECK[:]
    rng.shuffle(deck)
    hands = [deck[i * cards : (i + 1) * cards] for i in range(n)]
    talon = deck[n * cards :]
    trump, pos = turn(talon, 0)
    first_trump = trump
    live = [list(h) for h in hands]
    plays, winners, tricks_actions = [], [], []
    leader = (dealer + 1) % n
    for _t in range(cards):
        trick = []
        notrump = False
        changed = False
        for k in range(n):
            seat = (leader + k) % n
            opts = legal(live[seat], trick)
            colour_opts = [c for c in opts if colour(c)]
            # prefer colour cards; action cards now and then
            if colour_opts and rng.random() < 0.8:
                card = rng.choice(colour_opts)
            else:
                card = rng.choice(opts)
            if card in ("NOTRUMP", "CHANGE") and (notrump or changed):
                alt = [c for c in opts if c not in ("NOTRUMP", "CHANGE")]
                if not alt:
                    raise Reject("two trump-changing cards in one trick")
                card = rng.choice(alt)
            named = None
            if card == "WILD":
                led = led_colour(trick)
                named = rng.choice([trump or led or "R", led or COLOURS[rng.randrange(6)]])
            live[seat].remove(card)
            if card == "CHANGE":
                trump, pos = turn(talon, pos)
                changed = True
            if card == "NOTRUMP":
                notrump = True
            trick.append((seat, card, named))
            plays.append((seat, card, named))
        w = trick_winner(trick, None if notrump else trump)
        if notrump:
            trump, pos = turn(talon, pos)
        winners.append(w)
        tricks_actions.append([c for _s, c, _n in trick])
        leader = w
    won = [winners.count(s) for s in range(n)]
    plus = [0] * n
    minus = [0] * n
    for w, cs in zip(winners, tricks_actions):
        plus[w] += cs.count("PLUS5")
        minus[w] += cs.count("MINUS5")
    return {
        "hands": hands,
        "talon": talon,
        "plays": plays,
        "won": won,
        "plus": plus,
        "minus": minus,
        "winners": winners,
        "first_trump": first_trump,
    }


def choose_bids(rng, n, cards, dealer, won, pm1):
    order = [(dealer + 1 + k) % n for k in range(n)]
    bids = {}
    for s in order:
        if rng.random() < 0.55:
            bids[s] = won[s]
        else:
            b = won[s] + rng.choice([-2, -1, 1, 1, 2])
            bids[s] = min(max(b, 0), cards)
            if bids[s] == won[s]:
                bids[s] = won[s] + 1 if won[s] < cards else won[s] - 1
    if pm1 and sum(bids.values()) == cards:
        last = order[-1]
        bids[last] = bids[last] + 1 if bids[last] < cards else bids[last] - 1
    return order, bids


def round_score(sim, bids, s, n, cards, durch):
    won = sim["won"][s]
    per = 2 if (durch and cards > 1 and won == cards) else 1
    return won * per + 5 * sim["plus"][s] - 5 * sim["minus"][s] + (10 if bids[s] == won else -5)


def make_session(rng, n, rounds, first_dealer, opts, start_totals=None, cond=None):
    """rounds: list of round numbers (1..10). cond(idx, sim, bids, scores) may reject."""
    pm1 = bool(opts.get("plus_minus_one"))
    durch = bool(opts.get("durch"))
    deals = []
    totals = list(start_totals) if start_totals else [0] * n
    for i, r in enumerate(rounds):
        cards = 11 - r
        dealer = (first_dealer + i) % n
        for _try in range(5000):
            try:
                sim = sim_round(rng, n, cards, dealer)
            except Reject:
                continue
            order, bids = choose_bids(rng, n, cards, dealer, sim["won"], pm1)
            scores = [round_score(sim, bids, s, n, cards, durch) for s in range(n)]
            if cond is None or cond(i, sim, bids, scores):
                break
        else:
            raise SystemExit(f"no deal found for round {r}")
        totals = [t + sc for t, sc in zip(totals, scores)]
        events = [{"type": "bid", "seat": s, "bid": bids[s]} for s in order]
        for seat, card, named in sim["plays"]:
            e = {"type": "play", "seat": seat, "card": card}
            if named:
                e["named"] = named
            events.append(e)
        deals.append(
            {
                "dealer": dealer,
                "hands": sim["hands"],
                "talon": sim["talon"],
                "events": events,
                "_scores": scores,
                "_totals": list(totals),
                "_sim": sim,
                "_bids": bids,
                "_order": order,
            }
        )
    return deals


def sheet(deal, n, style="block", scores=None, totals=None):
    """Append score and total lines; style 'block' (scores then totals) or 'inter'."""
    sc = scores if scores is not None else deal["_scores"]
    tt = totals if totals is not None else deal["_totals"]
    ev = deal["events"]
    if style == "block":
        ev += [{"type": "score", "party": s, "points": sc[s]} for s in range(n)]
        ev += [{"type": "total", "party": s, "points": tt[s]} for s in range(n)]
    else:
        for s in range(n):
            ev.append({"type": "score", "party": s, "points": sc[s]})
            ev.append({"type": "total", "party": s, "points": tt[s]})


def find(deal, typ, key, val):
    for i, e in enumerate(deal["events"]):
        if e["type"] == typ and e.get(key) == val:
            return i
    raise KeyError((typ, key, val))


def transcript(n, deals, opts=None, start=None, note=""):
    out = {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": dict({"preset": "standard"}, **(opts or {})),
        "players": NAMES[:n],
    }
    if start:
        out["start"] = start
    out["meta"] = {"round": "rage-sheet-slips", "note": note}
    out["deals"] = [{k: v for k, v in d.items() if not k.startswith("_")} for d in deals]
    return out


EXPECT = {}


def emit(name, tr, expected, why):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(tr, f, ensure_ascii=False, indent=1)
        f.write("\n")
    EXPECT[name] = (expected, why)


def sheet_all(deals, n, style="block"):
    for d in deals:
        sheet(d, n, style)


def build(seed):
    R = random.Random(seed)

    # 01: a round score written under the seat before (that seat's second line), the due
    # seat's line not written; totals right.
    n = 4
    deals = make_session(random.Random(R.random()), n, [1, 2, 3], 0, {},
                         cond=lambda i, s, b, sc: i != 1 or sc[1] != sc[2])
    sheet_all(deals, n)
    d = deals[1]
    i2 = find(d, "score", "party", 2)
    d["events"][i2]["party"] = 1  # Katka's score written in Bohouš's column
    emit("01-score-under-seat-before.json", transcript(n, deals, note="round 2: Katka's score written under Bohouš"),
         [(1, i2, "wrong_score")], "score line of seat 2 written with party 1")

    # 02: a round score written under the next seat, whose own line follows (two lines for
    # seat 3, none for seat 2); 3 players, interleaved sheet (score, total per seat).
    n = 3
    deals = make_session(random.Random(R.random()), n, [4, 5, 6], 2, {}, start_totals=[23, -4, 11],
                         cond=lambda i, s, b, sc: i != 0 or sc[1] != sc[2])
    # with 3 players: write the scores of round 4 as a block, seat 1's line under seat 2
    for k, d in enumerate(deals):
        if k == 0:
            ev = d["events"]
            ev.append({"type": "score", "party": 0, "points": d["_scores"][0]})
            ev.append({"type": "score", "party": 2, "points": d["_scores"][1]})  # slip
            ev.append({"type": "score", "party": 2, "points": d["_scores"][2]})
            for s in range(n):
                ev.append({"type": "total", "party": s, "points": d["_totals"][s]})
            slip = len(ev) - 5
        else:
            sheet(d, n)
    emit("02-score-under-seat-after.json",
         transcript(n, deals, start={"round": 4, "totals": [23, -4, 11]},
                    note="round 4: Bohouš's score written under Katka, Katka's own line after it"),
         [(0, slip, "wrong_score")], "score line of seat 1 written with party 2")

    # 03: a total slip (an addition) carried forward by the next totals (sheet arithmetic).
    n = 4
    deals = make_session(random.Random(R.random()), n, [1, 2, 3, 4], 1, {})
    off = [[0] * n for _ in deals]
    for k in range(1, 4):
        off[k][2] = 10  # Katka's round-2 total 10 too high, every later total built on it
    for k, d in enumerate(deals):
        sheet(d, n, totals=[t + o for t, o in zip(d["_totals"], off[k])])
    slip = find(deals[1], "total", "party", 2)
    emit("03-total-slip-carried.json", transcript(n, deals, note="round 2: Katka's total 10 too high, carried"),
         [(1, slip, "wrong_total")], "total of seat 2 in round 2 +10, later totals add to it")

    # 04: a total slip corrected back in the next round's total.
    n = 5
    deals = make_session(random.Random(R.random()), n, [3, 4, 5], 4, {}, start_totals=[17, 2, -9, 30, 8])
    for k, d in enumerate(deals):
        tt = list(d["_totals"])
        if k == 1:
            tt[3] -= 20  # written 20 short
        sheet(d, n, "inter", totals=tt)
    slip = find(deals[1], "total", "party", 3)
    emit("04-total-slip-corrected.json",
         transcript(n, deals, start={"round": 3, "totals": [17, 2, -9, 30, 8]},
                    note="round 4: Dalibor's total 20 short; round 5's total is right again"),
         [(1, slip, "wrong_total")], "total of seat 3 in round 4 -20, round 5 total by the rules")

    # 05: a round score slip (the -5 card forgotten) carried by the totals to the end.
    n = 4
    deals = make_session(random.Random(R.random()), n, [5, 6, 7, 8], 2, {}, start_totals=[12, 31, -3, 20],
                         cond=lambda i, s, b, sc: i != 1 or s["minus"][0] == 1)
    off = [[0] * n for _ in deals]
    for k in range(1, 4):
        off[k][0] = 5
    for k, d in enumerate(deals):
        sc = list(d["_scores"])
        if k == 1:
            sc[0] += 5
        sheet(d, n, totals=[t + o for t, o in zip(d["_totals"], off[k])], scores=sc)
    slip = find(deals[1], "score", "party", 0)
    emit("05-score-slip-carried.json",
         transcript(n, deals, start={"round": 5, "totals": [12, 31, -3, 20]},
                    note="round 6: Anička's MINUS5 forgotten; her totals carry it"),
         [(1, slip, "wrong_score")], "score of seat 0 in round 6 without the -5; totals add the written score")

    # 06: a total line written before the seat's score line; everything right.
    n = 4
    deals = make_session(random.Random(R.random()), n, [7, 8, 9], 3, {}, start_totals=[40, 28, 55, 19])
    for k, d in enumerate(deals):
        if k == 1:
            ev = d["events"]
            for s in range(n):
                if s == 1:
                    ev.append({"type": "total", "party": s, "points": d["_totals"][s]})
                    ev.append({"type": "score", "party": s, "points": d["_scores"][s]})
                else:
                    ev.append({"type": "score", "party": s, "points": d["_scores"][s]})
                    ev.append({"type": "total", "party": s, "points": d["_totals"][s]})
        else:
            sheet(d, n, "inter")
    emit("06-total-before-score-clean.json",
         transcript(n, deals, start={"round": 7, "totals": [40, 28, 55, 19]},
                    note="round 8: Bohouš's total written before his score line, both right"),
         [], "order only; no code for the order of sheet lines")

    # 07: the same order, the score line after the total wrong; the total is the written
    # score added (sheet arithmetic) -> one wrong_score.
    n = 4
    deals = make_session(random.Random(R.random()), n, [1, 2, 3], 0, {})
    off = [[0] * n for _ in deals]
    for k in range(1, 3):
        off[k][3] = 10
    for k, d in enumerate(deals):
        sc = list(d["_scores"])
        tt = [t + o for t, o in zip(d["_totals"], off[k])]
        if k == 1:
            sc[3] += 10
            ev = d["events"]
            ev += [{"type": "score", "party": s, "points": sc[s]} for s in range(3)]
            ev += [{"type": "total", "party": s, "points": tt[s]} for s in range(n)]
            ev.append({"type": "score", "party": 3, "points": sc[3]})
            slip = len(ev) - 1
        else:
            sheet(d, n, totals=tt, scores=sc)
    emit("07-total-before-score-slip.json",
         transcript(n, deals,
                    note="round 2: Dalibor's score line written last, after the totals, 10 too high; his totals add it"),
         [(1, slip, "wrong_score")], "score of seat 3 +10 written after the totals, which include it")

    # 08: a bid written for the wrong seat, in the due seat's turn, the written seat bidding
    # again later in its own turn.
    n = 4
    deals = make_session(random.Random(R.random()), n, [1, 2, 3], 2, {})
    sheet_all(deals, n)
    d = deals[1]  # dealer 3: order 0,1,2,3
    order = d["_order"]
    bi = find(d, "bid", "seat", order[1])
    d["events"][bi]["seat"] = order[3]
    emit("08-bid-under-later-seat.json", transcript(n, deals, note="round 2: Bohouš's bid written under Dalibor"),
         [(1, bi, "bid_out_of_turn")], "bid of the second bidder written for the dealer (last bidder)")

    # 09: a bid written under the seat that bid just before (a second line for it).
    n = 4
    deals = make_session(random.Random(R.random()), n, [4, 5, 6], 1, {}, start_totals=[5, 14, -6, 22],
                         cond=lambda i, s, b, sc: i != 1 or len(set(b.values())) > 1)
    sheet_all(deals, n, "inter")
    d = deals[1]
    order = d["_order"]
    bi = find(d, "bid", "seat", order[2])
    d["events"][bi]["seat"] = order[1]
    emit("09-bid-under-earlier-seat.json",
         transcript(n, deals, start={"round": 4, "totals": [5, 14, -6, 22]},
                    note="round 5: the third bid written under the second bidder again"),
         [(1, bi, "bid_out_of_turn")], "third bid written with the second bidder's seat (code guessed)")

    # 10: full session; the last round's total of the winner written low so another seat
    # looks the winner.
    n = 4
    deals = make_session(random.Random(R.random()), n, list(range(1, 11)), 0, {})
    fin = deals[-1]["_totals"]
    ranked = sorted(range(n), key=lambda s: -fin[s])
    top, second = ranked[0], ranked[1]
    if fin[top] == fin[second]:
        raise SystemExit("tie in 10; pick another seed")
    gap = fin[top] - fin[second]
    for k, d in enumerate(deals):
        tt = list(d["_totals"])
        if k == 9:
            tt[top] -= gap + 10
        sheet(d, n, totals=tt)
    slip = find(deals[9], "total", "party", top)
    emit("10-last-total-winner.json", transcript(n, deals, note=f"round 10: the winner's total written {gap + 10} low"),
         [(9, slip, "wrong_total")], f"seat {top} (winner by the rules) last total low; winners=[{top}]")
    EXPECT["10-last-total-winner.json"] += ({"winners": [top], "final": fin},)

    # 11: a record taken up mid-session: start.totals misread for one seat in the first
    # total (digits swapped), carried forward.
    n = 4
    st = [26, 43, -7, 18]
    deals = make_session(random.Random(R.random()), n, [6, 7, 8], 3, {}, start_totals=st)
    for k, d in enumerate(deals):
        tt = list(d["_totals"])
        tt[1] += 34 - 43
        sheet(d, n, totals=tt)
    slip = find(deals[0], "total", "party", 1)
    emit("11-midsession-start-misread.json",
         transcript(n, deals, start={"round": 6, "totals": st},
                    note="taken up at round 6; Bohouš's 43 read as 34 in the first total, carried"),
         [(0, slip, "wrong_total")], "first total of seat 1 built on 34 not 43")

    # 12: taken up at round 9 without start.round (hand size gives it); a total slip in
    # round 9 corrected in round 10; the final totals tie at the top.
    n = 3
    deals = make_session(random.Random(R.random()), n, [9, 10], 1, {})
    fin = deals[-1]["_totals"]
    base = 60
    st = [base - fin[0], base - fin[1], base - 20 - fin[2]]
    for d in deals:
        d["_totals"] = [t + s for t, s in zip(d["_totals"], st)]
    for k, d in enumerate(deals):
        tt = list(d["_totals"])
        if k == 0:
            tt[0] += 1
        sheet(d, n, totals=tt)
    slip = find(deals[0], "total", "party", 0)
    emit("12-midsession-tie.json", transcript(n, deals, start={"totals": st},
                                               note="taken up at round 9 (no start.round); Anička's round-9 total 1 high, right in round 10; tie 60-60"),
         [(0, slip, "wrong_total")], "total seat 0 round 9 +1; winners=[0,1]")
    EXPECT["12-midsession-tie.json"] += ({"winners": [0, 1], "final": [60, 60, 40]},)

    # 13: plus/minus one: the last-but-one bid written under the dealer (who bids last),
    # the dealer's own line after it.
    n = 4
    deals = make_session(random.Random(R.random()), n, [3, 4, 5], 1, {"plus_minus_one": True},
                         start_totals=[9, 9, 21, -2])
    sheet_all(deals, n)
    d = deals[1]  # round 4, dealer 2: order 3,0,1,2
    order = d["_order"]
    bi = find(d, "bid", "seat", order[2])
    d["events"][bi]["seat"] = order[3]
    emit("13-pm1-bid-under-dealer.json",
         transcript(n, deals, opts={"plus_minus_one": True}, start={"round": 3, "totals": [9, 9, 21, -2]},
                    note="round 4: Bohouš's bid written under Katka (the dealer), Katka's after it"),
         [(1, bi, "bid_out_of_turn")], "third bid written for the dealer")

    # 14: Durch: one seat takes every trick of a 3-card round; the scorer writes 1 a trick.
    n = 4
    deals = make_session(random.Random(R.random()), n, [7, 8, 9], 0, {"durch": True},
                         start_totals=[35, 12, 50, 27],
                         cond=lambda i, s, b, sc: i != 1 or max(s["won"]) == 3)
    d = deals[1]
    ds = d["_sim"]["won"].index(3)
    off = [[0] * n for _ in deals]
    for k in (1, 2):
        off[k][ds] = -3
    for k, d2 in enumerate(deals):
        sc = list(d2["_scores"])
        if k == 1:
            sc[ds] -= 3
        sheet(d2, n, "inter", scores=sc, totals=[t + o for t, o in zip(d2["_totals"], off[k])])
    slip = find(deals[1], "score", "party", ds)
    emit("14-durch-forgotten.json",
         transcript(n, deals, opts={"durch": True}, start={"round": 7, "totals": [35, 12, 50, 27]},
                    note="round 8: a Durch of 3 tricks scored 1 a trick, totals carry it"),
         [(1, slip, "wrong_score")], f"seat {ds} durch 3 tricks written as 3 not 6")

    # 15: Durch in the one-card round: the scorer doubles the single trick.
    n = 5
    deals = make_session(random.Random(R.random()), n, [8, 9, 10], 2, {"durch": True},
                         start_totals=[44, 30, 61, 18, 25],
                         cond=lambda i, s, b, sc: i != 2 or b[s["winners"][0]] == 1)
    w = deals[2]["_sim"]["winners"][0]
    for k, d2 in enumerate(deals):
        sc = list(d2["_scores"])
        tt = list(d2["_totals"])
        if k == 2:
            sc[w] += 1
            tt[w] += 1
        sheet(d2, n, scores=sc, totals=tt)
    slip = find(deals[2], "score", "party", w)
    emit("15-durch-last-round-doubled.json",
         transcript(n, deals, opts={"durch": True}, start={"round": 8, "totals": [44, 30, 61, 18, 25]},
                    note="round 10: the single trick scored 2 (Durch does not apply), total adds it"),
         [(2, slip, "wrong_score")], f"seat {w} one-card round trick scored 2")


if __name__ == "__main__":
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 20260
    for f in os.listdir(HERE):
        if f.endswith(".json"):
            os.remove(os.path.join(HERE, f))
    build(seed)
    for name in sorted(EXPECT):
        print(name, *EXPECT[name])
