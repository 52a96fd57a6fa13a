"""Ulti transcripts of this round (see EXPECTED.md). Run: python make_ulti.py"""

import json
import os
import random

from gen_ulti import deck, legal, points, rank, suit, winner_index

HERE = os.path.dirname(os.path.abspath(__file__))
PLAYERS = ["Anna", "Béla", "Csilla"]


def deal_hands(rnd, dealer):
    d = deck()
    rnd.shuffle(d)
    first = (dealer + 1) % 3
    hands = [None] * 3
    hands[first] = d[:12]
    hands[(first + 1) % 3] = d[12:22]
    hands[(first + 2) % 3] = d[22:32]
    return hands


def play(hands, leader, trump, rnd, plant=None, choose=None):
    """plant: dict(trick=t, seat=s, kind='revoke'|'swap'). Returns plays (seat, card) and info."""
    hands = [list(h) for h in hands]
    plays = []
    piles = [[], [], []]
    winners = []
    faults = []
    for t in range(10):
        order = [(leader + i) % 3 for i in range(3)]
        table = []
        seats = []
        for s in order:
            opts = legal(hands[s], table, trump)
            c = None
            if plant and table and plant["trick"] == t and plant["seat"] == s and plant["kind"] == "revoke":
                led = suit(table[0])
                others = [x for x in hands[s] if suit(x) != led]
                if any(suit(x) == led for x in hands[s]) and others:
                    c = rnd.choice(others)
                    faults.append((len(plays) + len(table), s, c, "revoke"))
            if c is None:
                c = choose(s, opts, table, t) if choose else rnd.choice(opts)
            table.append(c)
            seats.append(s)
            hands[s].remove(c)
        w = seats[winner_index(table, trump)]
        winners.append(w)
        piles[w] += table
        rec = list(zip(seats, table))
        if plant and plant["trick"] == t and plant["kind"] == "swap":
            rec[1], rec[2] = rec[2], rec[1]
            # both cards must stay legal in the recorded order (no second finding)
            h1 = hands[rec[1][0]] + [rec[1][1]]
            h2 = hands[rec[2][0]] + [rec[2][1]]
            ok = rec[1][1] in legal(h1, [rec[0][1]], trump) and rec[2][1] in legal(h2, [rec[0][1], rec[1][1]], trump)
            # and the same winner
            if ok and seats[winner_index(table, trump)] == rec[winner_index([x[1] for x in rec], trump)][0]:
                faults.append((len(plays) + 1, rec[1][0], rec[1][1], "out_of_turn"))
        plays += rec
        leader = w
    return plays, winners, piles, faults


def marriages(hand, trump):
    out = []
    for s in "HDSC":
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    return sorted(out, reverse=True)


def write(name, doc):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
        f.write("\n")


def events_for(plays, decl_items, trump_announce):
    ev = []
    seen = set()
    for s, c in plays:
        if s not in seen:
            seen.add(s)
            if decl_items.get(s):
                ev.append({"type": "declare", "seat": s, "items": [{"kind": "marriage", "points": p} for p in decl_items[s]]})
        ev.append({"type": "play", "seat": s, "card": c})
    return ev


def party_game(seed_base, dealer, trump, red, want, plant=None, max_tries=20000):
    """A deal where seat dealer+1 discards two, bids party and everyone passes."""
    decl = (dealer + 1) % 3
    for k in range(max_tries):
        rnd = random.Random(seed_base + k)
        hands = deal_hands(rnd, dealer)
        h = hands[decl]
        # discard two lowest non-point cards that are not trumps
        cand = [c for c in h if rank(c) not in ("A", "10", "K", "Q") and suit(c) != trump]
        if len(cand) < 2:
            continue
        disc = rnd.sample(cand, 2)
        h10 = [c for c in h if c not in disc]
        fin = [list(x) for x in hands]
        fin[decl] = h10
        plays, winners, piles, faults = play(fin, decl, trump, rnd, plant)
        if plant and not faults:
            continue
        mar = {s: marriages(fin[s], trump) for s in range(3)}
        dpts = points(piles[decl]) + (10 if winners[-1] == decl else 0) + sum(mar[decl])
        dfs = [s for s in range(3) if s != decl]
        fpts = sum(points(piles[s]) for s in dfs) + points(disc) + (10 if winners[-1] != decl else 0) + sum(sum(mar[s]) for s in dfs)
        won = dpts > fpts and winners.count(decl) > 0
        side_trick = [sum(points(piles[s]) for s in dfs) + points(disc) + (10 if winners[-1] != decl else 0), points(piles[decl]) + (10 if winners[-1] == decl else 0)]
        # no silent bonuses: nobody 100 in card points, no trump 7 in the last trick, no durchmarsch
        last = plays[-3:]
        if any(c == "7" + trump for _, c in last):
            continue
        if max(side_trick) >= 100 - 0 or max(dpts, fpts) >= 100:
            continue
        if winners.count(decl) in (0, 10):
            continue
        if not want(won, dpts, fpts, faults, fin, plays, winners):
            continue
        return dict(hands=hands, disc=disc, fin=fin, plays=plays, winners=winners, piles=piles, faults=faults,
                    mar=mar, dpts=dpts, fpts=fpts, won=won, seed=seed_base + k, decl=decl)
    raise SystemExit("no deal found")


def doc(deals, meta, rules=None):
    return {"format": "trick-transcript/1", "game": "ulti", "rules": rules or {"preset": "standard"},
            "players": PLAYERS, "meta": meta, "deals": deals}


def main():
    out = {}
    # ---------------- 05: a defender revokes; the declarer (plain party, spades) had lost on points
    dealer = 0
    g = party_game(5000, dealer, "S", False,
                   lambda won, d, f, faults, fin, plays, w: not won and faults and faults[0][1] != 1 and faults[0][0] < 18,
                   plant=dict(trick=3, seat=2, kind="revoke"))
    decl = g["decl"]
    ev = [{"type": "discard", "seat": decl, "cards": g["disc"]},
          {"type": "bid", "seat": decl, "bid": {"goals": ["party"], "red": False}},
          {"type": "bid", "seat": 2, "bid": "pass"}, {"type": "bid", "seat": 0, "bid": "pass"},
          {"type": "bid", "seat": 1, "bid": "pass"},
          {"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": "S"}]}]
    base = len(ev)
    ev += events_for(g["plays"], g["mar"], None)
    # the table applied the penalty: the defenders lose the party, each pays 1
    ev += [{"type": "payment", "from": 0, "to": 1, "amount": 1, "reason": "party"},
           {"type": "payment", "from": 2, "to": 1, "amount": 1, "reason": "party"}]
    write("05-ulti-defender-revoke.json", doc([{"dealer": dealer, "hands": g["hands"], "events": ev}],
          {"description": "Plain party in spades; Csilla revokes; the table scores the party for Béla."}))
    out["ulti-05"] = dict(g, base=base, events=len(ev))

    # ---------------- 07: red party, an out-of-turn card (two defenders' cards swapped) and a short payment
    g = party_game(7000, 0, "H", True,
                   lambda won, d, f, faults, fin, plays, w: won and faults and any(x for x in g_mar_ok(fin)),
                   plant=dict(trick=4, seat=None, kind="swap"))
    decl = g["decl"]
    ev = [{"type": "discard", "seat": decl, "cards": g["disc"]},
          {"type": "bid", "seat": decl, "bid": {"goals": ["party"], "red": True}},
          {"type": "bid", "seat": 2, "bid": "pass"}, {"type": "bid", "seat": 0, "bid": "pass"},
          {"type": "bid", "seat": 1, "bid": "pass"}]
    base = len(ev)
    ev += events_for(g["plays"], g["mar"], None)
    pay_at = len(ev)
    ev += [{"type": "payment", "from": 0, "to": 1, "amount": 2, "reason": "party"},
           {"type": "payment", "from": 2, "to": 1, "amount": 1, "reason": "party"}]
    write("07-ulti-out-of-turn-short-payment.json", doc([{"dealer": 0, "hands": g["hands"], "events": ev}],
          {"description": "Red party won by Béla; Anna's card written before Csilla's in one trick; Csilla pays 1 instead of 2."}))
    out["ulti-07"] = dict(g, base=base, events=len(ev), pay_at=pay_at)

    # ---------------- 08: clean: plain party in acorns won with a marriage
    g = party_game(8000, 2, "C", False,
                   lambda won, d, f, faults, fin, plays, w: won and any(fin_m for fin_m in [marriages(fin[(2 + 1) % 3], "C")]))
    decl = g["decl"]
    ev = [{"type": "discard", "seat": decl, "cards": g["disc"]},
          {"type": "bid", "seat": decl, "bid": {"goals": ["party"], "red": False}},
          {"type": "bid", "seat": 1, "bid": "pass"}, {"type": "bid", "seat": 2, "bid": "pass"},
          {"type": "bid", "seat": 0, "bid": "pass"},
          {"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": "C"}]}]
    base = len(ev)
    ev += events_for(g["plays"], g["mar"], None)
    o = [s for s in range(3) if s != decl]
    ev += [{"type": "payment", "from": o[0], "to": decl, "amount": 1, "reason": "party"},
           {"type": "payment", "from": o[1], "to": decl, "amount": 1, "reason": "party"}]
    write("08-ulti-clean-party.json", doc([{"dealer": 2, "hands": g["hands"], "events": ev}],
          {"description": "Plain party in acorns, won with a marriage announced."}))
    out["ulti-08"] = dict(g, base=base, events=len(ev))
    # ---------------- 06: betli: an illegal (not higher) bid, and the declarer revokes
    dealer = 2
    for k in range(50000):
        rnd = random.Random(6000 + k)
        hands = deal_hands(rnd, dealer)
        h0 = list(hands[0])
        d1 = rnd.sample(h0, 2)
        h0 = [c for c in h0 if c not in d1]
        h1 = hands[1] + d1
        d2 = rnd.sample(h1, 2)
        h1 = [c for c in h1 if c not in d2]
        h2 = hands[2] + d2
        # declarer keeps low cards: discard his two highest (by no-trump order)
        from gen_ulti import ORDER_N
        h2s = sorted(h2, key=lambda c: ORDER_N.index(rank(c)))
        d3 = h2s[:2]
        h2 = [c for c in h2 if c not in d3]
        fin = [h0, h1, h2]

        def choose(s, opts, table, t):
            if s == 2:
                # lowest legal card; lead lowest
                return max(opts, key=lambda c: ORDER_N.index(rank(c)))
            return rnd.choice(opts)

        plays, winners, piles, faults = play(fin, 2, None, rnd, dict(trick=5, seat=2, kind="revoke"), choose)
        if not faults or 2 in winners:
            continue
        break
    else:
        raise SystemExit("no betli")
    ev = [{"type": "discard", "seat": 0, "cards": d1},
          {"type": "bid", "seat": 0, "bid": {"goals": ["party"], "red": True}},
          {"type": "take", "seat": 1, "cards": d1},
          {"type": "discard", "seat": 1, "cards": d2},
          {"type": "bid", "seat": 1, "bid": {"goals": ["party"], "red": False}},
          {"type": "take", "seat": 2, "cards": d2},
          {"type": "discard", "seat": 2, "cards": d3},
          {"type": "bid", "seat": 2, "bid": {"goals": ["betli"], "red": False}},
          {"type": "bid", "seat": 0, "bid": "pass"}, {"type": "bid", "seat": 1, "bid": "pass"},
          {"type": "bid", "seat": 2, "bid": "pass"},
          {"type": "announce", "seat": 2, "items": [{"kind": "no-trump"}]}]
    base = len(ev)
    ev += events_for(plays, {}, None)
    ev += [{"type": "payment", "from": 2, "to": 0, "amount": 5, "reason": "betli"},
           {"type": "payment", "from": 2, "to": 1, "amount": 5, "reason": "betli"}]
    write("06-ulti-illegal-bid-declarer-revoke.json", doc([{"dealer": dealer, "hands": hands, "events": ev}],
          {"description": "Béla bids plain party over Anna's red party; Csilla plays betli, revokes, and pays the betli."}))
    out["ulti-06"] = dict(seed=6000 + k, decl=2, dpts=None, fpts=None, won=None, faults=faults, winners=winners,
                          mar={}, base=base, events=len(ev), disc=d3)
    return out


def g_mar_ok(fin):
    return [marriages(h, "H") for h in fin]


if __name__ == "__main__":
    import pprint

    r = main()
    for k, v in r.items():
        print(k, {x: v[x] for x in ("seed", "decl", "dpts", "fpts", "won", "faults", "winners", "mar", "base", "events", "disc")})
