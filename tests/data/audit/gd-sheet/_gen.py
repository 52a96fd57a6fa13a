"""Blind generator for audit round gd-sheet (Galician Tarok score sheets).

Written from the Polish source (seed 002) only: deals are random, play follows my reading of
§5 (follow suit; void: a tarock; tarock led: a tarock), scoring my reading of §14, §16-§19, §27.
Run: python _gen.py  (writes the *.json and prints the expectation table used in EXPECTED.md).
"""

import json
import random
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "HDSC"


def suit_cards(s):
    pip = "1" + s if s in "HD" else "10" + s
    return ["K" + s, "Q" + s, "N" + s, "J" + s, pip]


DECK = [c for s in SUITS for c in suit_cards(s)] + [f"T{i}" for i in range(1, 22)] + ["SKIZ"]


def is_trump(c):
    return c == "SKIZ" or c.startswith("T")


def suit_of(c):
    return "T" if is_trump(c) else c[-1]


def value(c):  # §3, §7
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if is_trump(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def rank(c):  # §2, §4
    if c == "SKIZ":
        return 22
    if is_trump(c):
        return int(c[1:])
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(c[0], 0)


def group_points(cards):  # §14: three cards less 2
    assert len(cards) % 3 == 0
    return sum(value(c) for c in cards) - 2 * (len(cards) // 3)


def legal(hand, trick, keep_pagat):
    if not trick:
        opts = list(hand)
    else:
        led = suit_of(trick[0][1])
        same = [c for c in hand if suit_of(c) == led]
        trumps = [c for c in hand if is_trump(c)]
        opts = same or trumps or list(hand)
    if keep_pagat and len(hand) > 1 and "T1" in opts and len(opts) > 1:
        opts.remove("T1")
    return opts


def winner(trick):
    led = suit_of(trick[0][1])
    best = trick[0]
    for s, c in trick[1:]:
        b = best[1]
        if is_trump(c) and not is_trump(b):
            best = (s, c)
        elif suit_of(c) == suit_of(b) and rank(c) > rank(b):
            best = (s, c)
    assert suit_of(best[1]) in (led, "T")
    return best[0]


def choose(opts, trick, rng, player_lead):
    if not trick:
        if player_lead:
            tr = sorted((c for c in opts if is_trump(c)), key=rank)
            if tr:
                return tr[-1]
        return rng.choice(opts)
    cur = trick[0][1]
    for _, c in trick[1:]:
        if (is_trump(c) and not is_trump(cur)) or (suit_of(c) == suit_of(cur) and rank(c) > rank(cur)):
            cur = c
    beats = [c for c in opts if (is_trump(c) and not is_trump(cur)) or (suit_of(c) == suit_of(cur) and rank(c) > rank(cur))]
    if beats:
        return max(beats, key=rank)  # the highest that wins: safe under any overtaking duty
    return min(opts, key=lambda c: (value(c), rank(c)))


def r6(x):
    return round(x + 0.0, 6)


class Session:
    def __init__(self, n, sitter=None, start_totals=None, start_pool=None, pool_on=True, pool_known=True):
        self.n = n
        self.sitter = sitter
        self.totals = list(start_totals) if start_totals else [0] * n
        self.pool = start_pool if start_pool is not None else 0
        self.pool_known = pool_known
        # fresh session (or a known empty pool) founds the pool
        self.found = pool_on and pool_known and self.pool == 0
        self.pool_on = pool_on
        self.deals = []
        self.expect = []  # (deal, event, code, note)
        self.figs = []

    def active(self, dealer):
        seats = [s for s in range(self.n) if s != self.sitter]
        king = dealer if self.n >= 4 else None
        order = []
        s = dealer
        for _ in range(self.n):
            s = (s + 1) % self.n
            if s != self.sitter and s != king:
                order.append(s)
        return order, king, seats


def play_deal(sess, dealer, seed, contract="three", player_idx=0, ultimo=False, want=None,
              all_pass=False, max_tries=200000):
    """Find a deal from `seed` on that satisfies `want` (callable on the result)."""
    order, king, seats = sess.active(dealer)
    for t in range(max_tries):
        rng = random.Random(seed * 1000003 + t)
        deck = DECK[:]
        rng.shuffle(deck)
        talon = deck[:6]
        hands = {s: sorted(deck[6 + 12 * i: 18 + 12 * i], key=DECK.index) for i, s in enumerate(order)}
        res = simulate(order, talon, hands, contract, player_idx, ultimo, rng, all_pass)
        if res is None:
            continue
        if want is None or want(res):
            res["hands_dealt"] = {s: list(h) for s, h in hands.items()}
            res["talon"] = talon
            res["order"] = order
            res["king"] = king
            res["seats"] = seats
            return res
    raise RuntimeError("no deal found")


def simulate(order, talon, hands, contract, player_idx, ultimo, rng, all_pass):
    hands = {s: list(h) for s, h in hands.items()}
    events = []
    if all_pass:
        for s in order:
            events.append({"type": "bid", "seat": s, "bid": "pass"})
        return {"events": events, "all_pass": True}
    player = order[player_idx]
    for s in order:
        events.append({"type": "bid", "seat": s, "bid": contract if s == player else "pass"})
    discard = []
    if contract == "three":
        take = talon[:3]
        events.append({"type": "take", "seat": player, "cards": take})
        hands[player] += take
        cands = sorted((c for c in hands[player] if not is_trump(c) and c[0] != "K"), key=lambda c: (value(c), c))
        if len(cands) < 3:
            return None
        discard = cands[:3]
        for c in discard:
            hands[player].remove(c)
        events.append({"type": "discard", "seat": player, "cards": discard})
    if ultimo and "T1" not in hands[player]:
        return None
    pi = order.index(player)
    ann = [player] + [order[(pi + k) % 3] for k in (1, 2)]
    for s in ann:
        items = [{"kind": "pagat_ultimo"}] if (s == player and ultimo) else []
        events.append({"type": "announce", "seat": s, "items": items})
    won = {s: [] for s in order}
    leader = order[0]
    tricks = 0
    last = None
    while hands[order[0]]:
        trick = []
        li = order.index(leader)
        for k in range(3):
            s = order[(li + k) % 3]
            opts = legal(hands[s], trick, keep_pagat=(ultimo and s == player))
            c = choose(opts, trick, rng, player_lead=(s == player and not trick))
            hands[s].remove(c)
            trick.append((s, c))
            events.append({"type": "play", "seat": s, "card": c})
        w = winner(trick)
        won[w] += [c for _, c in trick]
        leader = w
        tricks += 1
        last = (trick, w)
    # points
    pts_player = group_points(won[player]) + (group_points(discard) if discard else 0)
    helpers = [s for s in order if s != player]
    rest = [c for c in DECK if c not in won[player] and c not in discard]
    pts_help = group_points(rest) if len(rest) % 3 == 0 else None
    assert pts_player + pts_help == 66, (pts_player, pts_help)
    if pts_player == 33:
        return None
    # volat / ambiguous helper premiums avoided
    if not won[player] or all(not won[h] for h in helpers):
        return None
    kings = {"K" + s for s in SUITS}
    trull = {"SKIZ", "T21", "T1"}
    helper_cards = set(won[helpers[0]]) | set(won[helpers[1]]) | (set(talon[3:]) if contract == "three" else set(talon))
    if kings <= helper_cards or trull <= helper_cards:
        return None
    pagat_last = last[1] == player and any(c == "T1" and s == player for s, c in last[0])
    return {
        "events": events,
        "player": player,
        "helpers": helpers,
        "points": pts_player,
        "four_kings": kings <= set(won[player]),
        "trull": trull <= set(won[player]),
        "pagat_last": pagat_last,
        "ultimo": ultimo,
        "contract": contract,
        "discard": discard,
    }


MULT = {"three": (3, 30), "solo": (6, 60)}


def settle(sess, res, pool_value_if_unknown=None):
    """Return per-seat net, pool net, gross wins (my reading of §16-§19, §27)."""
    n = sess.n
    net = {s: 0.0 for s in range(n) if s != sess.sitter}
    pool_in = 0.0
    notes = []
    participants = [s for s in res["seats"]]
    if sess.pool_on and sess.found:
        for s in participants:
            net[s] -= 10
            pool_in += 10
        notes.append(f"stakes 10 x {len(participants)}")
        sess.found = False
    if res.get("all_pass"):
        if sess.pool_on:
            for s in res["order"]:
                net[s] -= 5
                pool_in += 5
            notes.append("pass fee 5 x 3")
        after = r6(sess.pool + pool_in) if sess.pool_known else None
        return net, pool_in, notes, after
    player = res["player"]
    opp = res["helpers"] + ([res["king"]] if res["king"] is not None else [])
    m, a = MULT[res["contract"]]
    p = res["points"]
    gross = {s: 0.0 for s in net}
    if p > 33:
        v = (p - 33) * m + a
        flows = [(o, player, v) for o in opp]
        notes.append(f"{p} pts won: ({p}-33)x{m}+{a}={v} from each of {opp}")
    else:
        v = ((33 - p) * m + a) * 1
        flows = [(player, o, v) for o in opp]
        notes.append(f"{p} pts lost: (33-{p})x{m}+{a}={v} to each of {opp}")
    if res["trull"]:
        flows += [(o, player, 50) for o in opp]
        notes.append("silent trull 50 each")
    if res["four_kings"]:
        flows += [(o, player, 100) for o in opp]
        notes.append("silent four kings 100 each")
    take = 0.0
    if res["ultimo"]:
        if res["pagat_last"]:
            flows += [(o, player, 100) for o in opp]
            notes.append("announced ultimo made 100 each")
            if sess.pool_on:
                if sess.pool_known:
                    take = sess.pool + pool_in
                else:
                    take = pool_value_if_unknown + pool_in
                notes.append(f"takes pool {take}")
        else:
            raise RuntimeError("failed ultimo not planned")
    elif res["pagat_last"]:
        flows += [(o, player, 50) for o in opp]
        notes.append("silent ultimo 50 each")
    for f, t, amt in flows:
        net[f] -= amt
        net[t] += amt
        gross[t] += amt
    if take:
        net[player] += take
        pool_in -= take
        sess.found = True  # re-founded next deal
    if sess.pool_on:
        for s, g in gross.items():
            if g:
                sh = r6(g * 0.1)
                net[s] -= sh
                pool_in += sh
                notes.append(f"seat {s} 10% of {g} = {sh}")
    if take:
        after = r6(pool_in + take)  # the shares paid after the take
    elif sess.pool_known:
        after = r6(sess.pool + pool_in)
    else:
        after = None
    return net, pool_in, notes, after


def emit(sess, dealer, res, *, pool_lines=True, totals=True, pool_total=True, faults=None,
         pool_value_if_unknown=None, sitter_total=True):
    faults = faults or {}
    net, pool_in, notes, after = settle(sess, res, pool_value_if_unknown)
    d = len(sess.deals)
    hands = []
    for s in range(sess.n):
        hands.append(res.get("hands_dealt", {}).get(s, []))
    events = list(res["events"])
    rec = {}
    for s in sorted(net):
        pts = r6(net[s]) + faults.get(("score", s), 0)
        if ("score", s) in faults:
            sess.expect.append((d, len(events), "wrong_score", f"seat {s} score {pts} (rules {r6(net[s])})"))
        rec[s] = pts
        events.append({"type": "score", "party": s, "points": pts})
    if ("sitter_score",) in faults:
        s = sess.sitter
        sess.expect.append((d, len(events), "wrong_score", f"sitter seat {s} given {faults[('sitter_score',)]}"))
        events.append({"type": "score", "party": s, "points": faults[("sitter_score",)]})
    if pool_lines and sess.pool_on:
        events.append({"type": "score", "party": "pool", "points": r6(pool_in)})
    # update running state: the sheet's arithmetic
    for s in net:
        sess.totals[s] = r6(sess.totals[s] + rec[s])
    if after is not None:
        sess.pool = after
        sess.pool_known = True
    if totals:
        for s in range(sess.n):
            if s == sess.sitter and not sitter_total:
                continue
            pts = r6(sess.totals[s] + faults.get(("total", s), 0))
            if ("total", s) in faults:
                sess.expect.append((d, len(events), "wrong_total", f"seat {s} total {pts} (sheet {sess.totals[s]})"))
                sess.totals[s] = pts  # the sheet carries its own figure
            events.append({"type": "total", "party": s, "points": pts})
    if pool_total and sess.pool_on:
        pts = r6(sess.pool + faults.get(("total", "pool"), 0))
        if ("total", "pool") in faults:
            sess.expect.append((d, len(events), "wrong_total", f"pool total {pts} (rules {sess.pool})"))
            sess.pool = pts
        events.append({"type": "total", "party": "pool", "points": pts})
    sess.deals.append({"dealer": dealer, "hands": hands, "talon": res["talon"], "events": events})
    sess.figs.append((d, {k: r6(v) for k, v in net.items()}, r6(pool_in), notes,
                      dict(enumerate(sess.totals)), sess.pool if sess.pool_known else None))
    return net, pool_in


def write(name, sess, players, start=None, rules=None, note=""):
    t = {"format": "trick-transcript/1", "game": "galician-tarok"}
    if rules:
        t["rules"] = rules
    t["players"] = players
    if start:
        t["start"] = start
    t["meta"] = {"audit": "gd-sheet", "note": note}
    t["deals"] = sess.deals
    (HERE / name).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"## {name}")
    print(f"{note}")
    print("expected:", [(a, b, c) for a, b, c, _ in sess.expect] or "[]")
    for a, b, c, why in sess.expect:
        print(f"  - ({a}, {b}, {c}): {why}")
    for d, net, pin, notes, tots, pool in sess.figs:
        print(f"  deal {d}: net {net}, pool +{pin}; " + "; ".join(notes) + f"; totals {tots}, pool {pool}")
    print()


P3 = ["Adam", "Bożena", "Czesław"]
P4 = ["Adam", "Bożena", "Czesław", "Danuta"]
P5 = ["Adam", "Bożena", "Czesław", "Danuta", "Edward"]

WIN = lambda r: r["points"] > 33 and not r["trull"] and not r["four_kings"] and not r["pagat_last"]
LOSE = lambda r: r["points"] < 33 and not r["trull"] and not r["four_kings"] and not r["pagat_last"]
KINGS = lambda r: r["points"] > 33 and r["four_kings"] and not r["trull"] and not r["pagat_last"]
ULT = lambda r: r["pagat_last"] and r["points"] > 33 and not r["trull"] and not r["four_kings"]


def three_player(name, seeds, faults_by_deal, note, kinds=("win", "lose", "solo")):
    s = Session(3)
    for i, (seed, kind) in enumerate(zip(seeds, kinds)):
        dealer = (2 + i) % 3
        if kind == "win":
            r = play_deal(s, dealer, seed, want=WIN)
        elif kind == "lose":
            r = play_deal(s, dealer, seed, player_idx=1, want=LOSE)
        elif kind == "solo":
            r = play_deal(s, dealer, seed, contract="solo", player_idx=2,
                          want=lambda r: not r["trull"] and not r["four_kings"] and not r["pagat_last"])
        elif kind == "kings":
            r = play_deal(s, dealer, seed, want=KINGS)
        emit(s, dealer, r, faults=faults_by_deal.get(i))
    write(name, s, P3, note=note)


def main():
    for f in HERE.glob("*.json"):
        f.unlink()
    # 1 clean, 3 players, fresh: pool founded, three won, three lost, solo
    three_player("01-3p-clean-fresh-pool-lines.json", [11, 12, 13], {},
                 "3 players, fresh session: stakes at the first deal, a three won, a three lost, a solo; "
                 "score lines per seat and for the pool, totals for every seat and the pool. Clean.")
    # 2 wrong score (seat 1 in deal 1 off by +10; totals follow the sheet)
    three_player("02-3p-wrong-score.json", [21, 22, 23], {1: {("score", 1): 10}},
                 "3 players: deal 1 seat 1's score written 10 too high; totals carried by the sheet's own arithmetic.",
                 kinds=("win", "lose", "kings"))
    # 3 wrong seat total, carried
    three_player("03-3p-wrong-total-carried.json", [31, 32, 33], {1: {("total", 2): -10}},
                 "3 players: deal 1 seat 2's total 10 short, carried into deal 2 by the sheet's arithmetic.")
    # 4 pool total off, carried
    three_player("04-3p-pool-total-off.json", [41, 42, 43], {1: {("total", "pool"): 5}},
                 "3 players: deal 1 the pool's total 5 too high (its score line right), carried into deal 2.",
                 kinds=("lose", "win", "win"))

    # 5 four players with the king, start.totals all 0 (a fresh session), all-pass deal
    s = Session(4)
    plan = [(0, "win"), (1, "pass"), (2, "lose"), (3, "kings")]
    for i, (dealer, kind) in enumerate(plan):
        seed = 50 + i
        if kind == "pass":
            r = play_deal(s, dealer, seed, all_pass=True)
        elif kind == "win":
            r = play_deal(s, dealer, seed, want=WIN)
        elif kind == "lose":
            r = play_deal(s, dealer, seed, player_idx=2, want=LOSE)
        else:
            r = play_deal(s, dealer, seed, player_idx=1, want=KINGS)
        emit(s, dealer, r)
    write("05-4p-king-shares-all-pass-clean.json", s, P4, start={"totals": [0, 0, 0, 0]},
          note="4 players, the dealer is the king (hands []) and shares in the result (§8, §17); "
               "start.totals all 0 = fresh: stakes from all four; deal 1 all pass: 5 from each of the three players (§27). Clean.")

    # 6 four players, king's score forgotten
    s = Session(4)
    plan = [(1, "lose"), (2, "win"), (3, "win")]
    for i, (dealer, kind) in enumerate(plan):
        seed = 60 + i
        r = play_deal(s, dealer, seed, player_idx=(0 if kind == "win" else 1), want=WIN if kind == "win" else LOSE)
        if i == 1:
            # compute the king's true net to plant exactly 0 on his line
            tmp = Session(4)
            tmp.found = s.found
            n_, _p, *_ = settle(tmp, r)
            emit(s, dealer, r, faults={("score", dealer): -r6(n_[dealer])})
        else:
            emit(s, dealer, r)
    write("06-4p-king-score-forgotten.json", s, P4,
          note="4 players: deal 1 the king's (dealer's) score written 0 though he shares in the lost/won game (§8 "
               "'bierze jednak udział w korzyści lub stracie gry'); totals follow the sheet.")

    # 7 five players, one sitting out (seat 4), no pool lines, sitter's total written unchanged
    s = Session(5, sitter=4)
    plan = [(0, "win"), (1, "lose"), (2, "win")]
    for i, (dealer, kind) in enumerate(plan):
        r = play_deal(s, dealer, 70 + i, player_idx=(0 if kind == "win" else 1), want=WIN if kind == "win" else LOSE)
        emit(s, dealer, r, pool_lines=False)
    write("07-5p-sitter-no-pool-lines-clean.json", s, P5,
          note="5 players, Edward (seat 4) sits out the round (§8: 'nie bierze udziału ani w grze, ani w wyniku gry'), "
               "the dealer is the king; no pool score lines, but pool totals; the sitter's total written unchanged; "
               "stakes from the four taking part. Clean.")

    # 8 five players, sitter given a score
    s = Session(5, sitter=1)
    plan = [(2, "win"), (3, "lose"), (4, "win")]
    for i, (dealer, kind) in enumerate(plan):
        r = play_deal(s, dealer, 80 + i, player_idx=(0 if kind == "win" else 2), want=WIN if kind == "win" else LOSE)
        emit(s, dealer, r, faults=({("sitter_score",): -10} if i == 0 else None), sitter_total=False)
    write("08-5p-sitter-given-score.json", s, P5,
          note="5 players, Bożena (seat 1) sits out; deal 0 she is written a -10 (a stake) though she takes no part; "
               "the pool line is right (four stakes); totals written for the four only.")

    # 9 midway with start.totals and start.pools; ultimo takes the pool in deal 1
    s = Session(3, start_totals=[130, -95, -110], start_pool=75)
    r = play_deal(s, 0, 91, player_idx=0, want=WIN)
    emit(s, 0, r)
    r = play_deal(s, 1, 92, player_idx=0, ultimo=True, want=ULT)
    emit(s, 1, r)
    r = play_deal(s, 2, 93, player_idx=1, want=LOSE)
    emit(s, 2, r)
    write("09-3p-midway-pools-ultimo-takes-pool.json", s, P3,
          start={"totals": [130, -95, -110], "pools": {"pool": 75}},
          note="3 players taken up mid-way with start.totals and start.pools (no stakes: the pool is not empty); "
               "deal 1 an announced pagat ultimo made takes the pool (§6, §27); deal 2 the pool is founded anew. Clean.")

    # 10 midway without start.pools; ultimo takes the unknown pool; pool totals after
    s = Session(3, start_totals=[40, -20, -70], pool_known=False)
    r = play_deal(s, 1, 101, player_idx=1, want=WIN)
    emit(s, 1, r, pool_total=False)
    r = play_deal(s, 2, 102, player_idx=0, ultimo=True, want=ULT)
    emit(s, 2, r, pool_value_if_unknown=150 + s.figs[0][2])
    r = play_deal(s, 0, 103, player_idx=0, want=WIN)
    emit(s, 0, r)
    write("10-3p-midway-no-pools-ultimo.json", s, P3, start={"totals": [40, -20, -70]},
          note="3 players mid-way with start.totals, no start.pools: the pool is unknown (the sheet's taker's line implies "
               "150 carried in); deal 1 the ultimo takes it, after which the pool is known (this deal's share); deal 2 "
               "the pool is founded anew. Clean.")

    # 11 midway without pools; sheet writes the pool total; then off
    s = Session(3, start_totals=[-60, 25, -165], pool_known=False)
    r = play_deal(s, 0, 111, all_pass=True)
    # the pool total written here is adopted: 200 before + 15
    s.pool_known = True
    s.pool = 200
    emit(s, 0, r)
    r = play_deal(s, 1, 112, player_idx=0, want=WIN)
    emit(s, 1, r, faults={("total", "pool"): 5})
    r = play_deal(s, 2, 113, player_idx=2, want=LOSE)
    emit(s, 2, r)
    write("11-3p-midway-no-pools-pool-total-off.json", s, P3, start={"totals": [-60, 25, -165]},
          note="3 players mid-way, no start.pools: deal 0 all pass (5 each), the sheet writes the pool at 215 (adopted); "
               "deal 1 the pool total 5 too high (a pass fee counted again), carried on in deal 2.")

    # 12 fresh 3p: all pass, lost game, ultimo takes pool, re-founded; ultimo player's score wrong
    s = Session(3)
    r = play_deal(s, 0, 121, all_pass=True)
    emit(s, 0, r)
    r = play_deal(s, 1, 122, player_idx=0, want=LOSE)
    emit(s, 1, r)
    r = play_deal(s, 2, 123, player_idx=1, ultimo=True, want=ULT)
    emit(s, 2, r)
    r = play_deal(s, 0, 124, player_idx=2, want=WIN)
    emit(s, 0, r)
    write("12-3p-all-pass-ultimo-refound-clean.json", s, P3,
          note="3 players fresh: deal 0 all pass (stakes 10 + fee 5 each), deal 1 a lost three, deal 2 announced "
               "ultimo made takes the pool, its 10% going into the new pool; deal 3 stakes again. Clean.")

    # 13 4 players, ultimo with the king paying, taker's line wrong (pool taken with this deal's share)
    s = Session(4, start_totals=[55, -40, 10, -60], start_pool=35)
    r = play_deal(s, 3, 131, player_idx=0, want=WIN)
    emit(s, 3, r)
    r = play_deal(s, 0, 132, player_idx=0, ultimo=True, want=ULT)
    # the slip: the taker also takes this deal's 10% shares (his own share) -> plant +share on his line
    tmp = Session(4, start_totals=[0] * 4, start_pool=s.pool)
    tmp.found = False
    n_, pin_, notes_, _ = settle(tmp, r)
    share = [x for x in notes_ if x.startswith(f"seat {r['player']} 10%")][0].split("= ")[1]
    emit(s, 0, r, faults={("score", r["player"]): float(share)})
    r = play_deal(s, 1, 133, player_idx=1, want=LOSE)
    emit(s, 1, r)
    write("13-4p-midway-pools-ultimo-taker-wrong.json", s, P4,
          start={"totals": [55, -40, 10, -60], "pools": {"pool": 35}},
          note="4 players mid-way with start.pools: deal 1 ultimo announced and made, the king pays it too; the taker's "
               "line adds back his own 10% share (as if the pool were taken after the shares) while the pool line is right.")

    # 14 pool off by rule option
    s = Session(3, pool_on=False)
    r = play_deal(s, 1, 141, player_idx=0, want=WIN)
    emit(s, 1, r)
    r = play_deal(s, 2, 142, all_pass=True)
    emit(s, 2, r)
    r = play_deal(s, 0, 143, player_idx=1, want=LOSE)
    emit(s, 0, r, faults={("score", r["player"]): -10})
    write("14-3p-pool-false-wrong-score.json", s, P3, rules={"pool": False},
          note="3 players, rules pool false: no stakes, no fee on an all-pass (scores 0), no shares; "
               "deal 2 the loser's score 10 too low (totals follow the sheet).")

    # 15 (added in phase 2, after the engine run): as 10, the taker's line 20 above what the
    # sheet's own pool line and pool total say the pool held
    s = Session(3, start_totals=[40, -20, -70], pool_known=False)
    r = play_deal(s, 1, 101, player_idx=1, want=WIN)
    emit(s, 1, r, pool_total=False)
    r = play_deal(s, 2, 102, player_idx=0, ultimo=True, want=ULT)
    emit(s, 2, r, pool_value_if_unknown=150 + s.figs[0][2], faults={("score", r["player"]): 20})
    r = play_deal(s, 0, 103, player_idx=0, want=WIN)
    emit(s, 0, r)
    write("15-3p-midway-no-pools-taker-disagrees-with-pool.json", s, P3, start={"totals": [40, -20, -70]},
          note="As 10, but deal 1 the taker's line is 20 above what the sheet's own pool line (-123.4) and "
               "pool total after it (33.2) say the pool held (156.6); his total follows his line.")


if __name__ == "__main__":
    main()
