"""Blind generator: four- and five-player Galician Tarok sessions (Szczepanski §8, §27).

Written without reading the engine. Run: python _gen.py [seed]  (writes NN-*.json here).

Readings used (see EXPECTED.md):
- 4 at the table: the dealer ("król") gets no cards (hand []) and shares the result like a
  helper: the player pays/receives the game value to/from each helper and the king (§8, §17, §20).
- 5 at the table: one seat sits out for a "kolejka" of four deals (hand [], no part in game or
  result), in seat order; of the four others the dealer is the king; the deal passes to the next
  seat that is not sitting out.
- The forehand is the first active seat after the dealer (players are in order of play).
- Auction: seats before the player pass, the player bids "three", the rest pass; the player
  buys talon cards 1-3 and lays away three suit cards (no king, no tarock).
- Card points (§14): every three cards count their values less 2; the player's discard counts for
  the player, the three talon cards not bought for the helpers. 33 or less: the game is lost.
- Value at the first three: 3 x (points over/under 33) + 30 (§18); a lost first three pays once.
- Pool (żydek, §27): 10% of every win goes in (paid by each winner), 5 from each of the three
  players at an all-pass, the stake 10 from every seat of the session when it is (re)founded
  (the deal after an ultimo took it); an announced ultimo made takes the pool and 100 from each
  of the other sharers. Deals are rejection-sampled so that no silent premium (trull, four kings,
  ultimo), volat or exactly 33 points occurs.
"""

import copy
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SUITS = "HDSC"


def pip(s):
    return "1" + s if s in "HD" else "10" + s


DECK = [r + s for s in SUITS for r in "KQNJ"] + [pip(s) for s in SUITS]
DECK += [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
SUIT_RANK = {"K": 5, "Q": 4, "N": 3, "J": 2}


def is_tarock(c):
    return c == "SKIZ" or c.startswith("T")


def suit(c):
    return "T" if is_tarock(c) else c[-1]


def value(c):
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if is_tarock(c):
        return 1
    return SUIT_RANK.get(c[0], 1) if c[:-1] not in ("1", "10") else 1


def strength(c):
    if c == "SKIZ":
        return 100
    if is_tarock(c):
        return 50 + int(c[1:])
    return SUIT_RANK.get(c[0], 1) if c[:-1] not in ("1", "10") else 1


def winner(trick):
    """trick: list of (seat, card); returns seat."""
    led = suit(trick[0][1])
    best = None
    for seat, c in trick:
        if is_tarock(c) or suit(c) == led:
            key = (1 if is_tarock(c) else 0, strength(c))
            if best is None or key > best[0]:
                best = (key, seat)
    return best[1]


def legal(hand, trick):
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    tar = [c for c in hand if is_tarock(c)]
    if tar:
        return tar
    return list(hand)


def pile_points(cards):
    assert len(cards) % 3 == 0
    return sum(value(c) for c in cards) - 2 * (len(cards) // 3)


class Deal:
    pass


def sim_deal(rng, n, dealer, out, kind="game"):
    """Simulate one deal. out: seats without cards (king, sitter, absent)."""
    active = [s for s in range(n) if s not in out]
    assert len(active) == 3, (n, dealer, out)
    order = []
    s = dealer
    while len(order) < 3:
        s = (s + 1) % n
        if s in active:
            order.append(s)
    for _attempt in range(20000):
        deck = DECK[:]
        rng.shuffle(deck)
        talon = deck[:6]
        hands = [[] for _ in range(n)]
        for i, seat in enumerate(order):
            hands[seat] = deck[6 + 12 * i : 18 + 12 * i]
        events = []
        if kind == "allpass":
            for seat in order:
                events.append({"type": "bid", "seat": seat, "bid": "pass"})
            d = Deal()
            d.hands, d.talon, d.events, d.order = hands, talon, events, order
            d.kind, d.player = kind, None
            return d
        pos = rng.randrange(3)
        player = order[pos]
        for i, seat in enumerate(order):
            events.append({"type": "bid", "seat": seat, "bid": "three" if i == pos else "pass"})
        held = {seat: list(hands[seat]) for seat in order}
        taken = talon[:3]
        held[player] += taken
        cand = [c for c in held[player] if not is_tarock(c) and c[0] != "K"]
        if len(cand) < 3:
            continue
        disc = rng.sample(cand, 3)
        for c in disc:
            held[player].remove(c)
        if kind == "ultimo" and "T1" not in held[player]:
            continue
        events.append({"type": "take", "seat": player, "cards": taken})
        events.append({"type": "discard", "seat": player, "cards": disc})
        for i in range(3):
            seat = order[(pos + i) % 3]
            items = [{"kind": "pagat_ultimo"}] if (kind == "ultimo" and seat == player) else []
            events.append({"type": "announce", "seat": seat, "items": items})
        leader = order[0]
        piles = {seat: [] for seat in order}
        tricks_won = {seat: 0 for seat in order}
        last_trick = None
        for t in range(12):
            trick = []
            i0 = order.index(leader)
            for k in range(3):
                seat = order[(i0 + k) % 3]
                opts = legal(held[seat], trick)
                if kind == "ultimo" and seat == player and t < 11 and len(opts) > 1:
                    opts = [c for c in opts if c != "T1"]
                c = rng.choice(opts)
                held[seat].remove(c)
                trick.append((seat, c))
                events.append({"type": "play", "seat": seat, "card": c})
            w = winner(trick)
            piles[w] += [c for _, c in trick]
            tricks_won[w] += 1
            leader = w
            last_trick = (trick, w)
        pp = piles[player] + disc
        hp = [c for seat in order if seat != player for c in piles[seat]] + talon[3:]
        pts = pile_points(pp)
        assert pts + pile_points(hp) == 66
        if pts == 33:
            continue
        trull = {"SKIZ", "T21", "T1"}
        kings = {"K" + x for x in SUITS}
        if trull <= set(pp) or trull <= set(hp) or kings <= set(pp) or kings <= set(hp):
            continue
        if tricks_won[player] in (0, 12):
            continue
        trick, w = last_trick
        pagat_won_last = any(c == "T1" for _, c in trick) and w == dict((c, s) for s, c in trick).get("T1")
        if kind == "ultimo":
            if not (pagat_won_last and w == player and pts > 33):
                continue
        elif pagat_won_last:
            continue
        d = Deal()
        d.hands, d.talon, d.events, d.order = hands, talon, events, order
        d.kind, d.player, d.points = kind, player, pts
        return d
    raise RuntimeError("no deal found")


def r2(x):
    x = round(x, 6)
    return int(x) if x == int(x) else x


def settle(d, sharers_extra, pool_before):
    """Payments of a played deal. sharers_extra: the king (or None). Returns (payments, pool_after)."""
    pays = []
    pool = pool_before
    if d.kind == "allpass":
        for seat in d.order:
            pays.append({"type": "payment", "from": seat, "to": "pool", "amount": 5, "reason": "pool_pass"})
            pool += 5
        return pays, pool
    p = d.player
    others = [s for s in d.order if s != p] + ([sharers_extra] if sharers_extra is not None else [])
    won = d.points > 33
    v = 3 * abs(d.points - 33) + 30
    wins = {}
    for o in others:
        if won:
            pays.append({"type": "payment", "from": o, "to": p, "amount": v, "reason": "game"})
            wins[p] = wins.get(p, 0) + v
        else:
            pays.append({"type": "payment", "from": p, "to": o, "amount": v, "reason": "game"})
            wins[o] = wins.get(o, 0) + v
    if d.kind == "ultimo":
        for o in others:
            pays.append({"type": "payment", "from": o, "to": p, "amount": 100, "reason": "pagat_ultimo"})
            wins[p] = wins.get(p, 0) + 100
        pays.append({"type": "payment", "from": "pool", "to": p, "amount": r2(pool), "reason": "pool_ultimo"})
        pool = 0
    for seat in sorted(wins, key=lambda s: (s != p, s)):
        share = r2(wins[seat] / 10)
        pays.append({"type": "payment", "from": seat, "to": "pool", "amount": share, "reason": "pool_share"})
        pool += share
    return pays, pool


def build(n, names, specs, start_pool, seed, tag):
    """specs: list of dicts: dealer, out (list), kind, stake (list of seats), king (seat or None)."""
    deals = []
    pool = start_pool
    for i, sp in enumerate(specs):
        rng = random.Random(f"{seed}/{sp.get('rng', tag)}/{i}")
        d = sim_deal(rng, n, sp["dealer"], set(sp["out"]), sp.get("kind", "game"))
        pays = []
        for s in sp.get("stake", []):
            pays.append({"type": "payment", "from": s, "to": "pool", "amount": 10, "reason": "pool_stake"})
            pool += 10
        more, pool = settle(d, sp.get("king"), pool)
        pays += more
        deals.append(
            {
                "dealer": sp["dealer"],
                "hands": d.hands,
                "talon": d.talon,
                "events": d.events + pays,
                "_player": d.player,
                "_points": getattr(d, "points", None),
            }
        )
    return {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "rules": {"preset": "standard"},
        "players": names,
        "start": {"pools": {"pool": start_pool}},
        "meta": {"audit": "galician-5p-sessions", "seed": seed, "file": tag},
        "deals": deals,
    }


def add_totals(t):
    """Running totals per seat and the pool, from the recorded payments (the sheet's arithmetic)."""
    n = len(t["players"])
    tot = {s: 0 for s in range(n)}
    tot["pool"] = t["start"]["pools"]["pool"]
    for d in t["deals"]:
        for e in d["events"]:
            if e["type"] == "payment":
                tot[e["from"]] -= e["amount"]
                tot[e["to"]] += e["amount"]
        for s in list(range(n)) + ["pool"]:
            d["events"].append({"type": "total", "party": s, "points": r2(tot[s])})
    return t


def strip(t):
    for d in t["deals"]:
        d.pop("_player", None)
        d.pop("_points", None)
    return t


NAMES4 = ["Antoni", "Bronisława", "Cyryl", "Dorota"]
NAMES5 = NAMES4 + ["Eugeniusz"]


def specs4(kinds=None, ndeals=5, stakes=None):
    out = []
    for i in range(ndeals):
        dl = i % 4
        sp = {"dealer": dl, "out": [dl], "king": dl, "kind": (kinds or {}).get(i, "game")}
        if stakes and i in stakes:
            sp["stake"] = stakes[i]
        out.append(sp)
    return out


def specs5(ndeals):
    # sitter 0 for deals 0-3 (dealers 1,2,3,4); sitter 1 for deals 4-7 (dealers 0,2,3,4)
    out = []
    dealer = 0
    for i in range(ndeals):
        sitter = i // 4
        dealer = (dealer + 1) % 5
        while dealer == sitter:
            dealer = (dealer + 1) % 5
        out.append({"dealer": dealer, "out": [sitter, dealer], "king": dealer})
    return out


def find(evts, pred):
    return [i for i, e in enumerate(evts) if pred(e)]


def main(seed):
    files = {}

    # 01 clean four-player session, five deals, dealer = king sits out
    base4 = build(4, NAMES4, specs4(), 40, seed, "4p")
    files["01-clean-4p-session"] = base4

    # 02 deal 2: the dealer (2) plays and seat 3 sits out instead (and shares as the king)
    sp = specs4()
    sp[2] = {"dealer": 2, "out": [3], "king": 3, "rng": "4p-ws"}
    files["02-4p-wrong-sitter"] = build(4, NAMES4, sp, 40, seed, "4p")

    # 03 deal 1: the king's game payment left out (king = dealer 1)
    t = copy.deepcopy(base4)
    ev = t["deals"][1]["events"]
    idx = find(
        ev, lambda e: e["type"] == "payment" and e.get("reason") == "game" and 1 in (e["from"], e["to"])
    )
    assert len(idx) == 1
    del ev[idx[0]]
    files["03-4p-king-unpaid"] = t

    # 04 deal 4 dealt (and sat out) by seat 2 instead of seat 0
    sp = specs4()
    sp[4] = {"dealer": 2, "out": [2], "king": 2, "rng": "4p-wd"}
    files["04-4p-wrong-dealer"] = build(4, NAMES4, sp, 40, seed, "4p")

    # 05 pool total after deal 2 written without the player's share (carried on)
    files["05-4p-pool-total-wrong"] = "pooltotal"

    # 06 deal 2 all pass: the three players pay 5 each; the king (dealer 2) pays nothing
    files["06-4p-allpass"] = build(4, NAMES4, specs4(kinds={2: "allpass"}), 40, seed, "4p")

    # 07 deal 2: announced ultimo made, pool taken; deal 3 restaked by all four
    sp = specs4(kinds={2: "ultimo"}, stakes={3: [0, 1, 2, 3]})
    files["07-4p-ultimo-restake"] = build(4, NAMES4, sp, 40, seed, "4p")

    # 08 as 07 but an active seat's restake missing
    files["08-4p-restake-missing"] = "restake"

    # 09 clean five-player kolejka: sitter 0, dealers 1..4
    base5 = build(5, NAMES5, specs5(4), 40, seed, "5p")
    files["09-clean-5p-kolejka"] = base5

    # 10 two kolejki: sitter 0 then 1, the deal passing to the next seat not sitting out
    files["10-5p-two-kolejki"] = build(5, NAMES5, specs5(8), 40, seed, "5p")

    # 11 deal 1: the sitter (0) paid the game value as if the king
    files["11-5p-sitter-paid"] = "sitterpaid"

    # 12 deal 3: seat 1 sits out one deal early (seat 0 plays), dealer 4 as due
    sp = specs5(4)
    sp[3] = {"dealer": 4, "out": [1, 4], "king": 4, "rng": "5p-early"}
    files["12-5p-sitter-early"] = build(5, NAMES5, sp, 40, seed, "5p")

    # 13 three players for deals 0-1 (seat 3 yet to join), then four: dealers 0,1,2,3,0
    sp = [
        {"dealer": 0, "out": [3], "king": None},
        {"dealer": 1, "out": [3], "king": None},
        {"dealer": 2, "out": [2], "king": 2},
        {"dealer": 3, "out": [3], "king": 3},
        {"dealer": 0, "out": [0], "king": 0},
    ]
    files["13-join-3to4"] = build(4, NAMES4, sp, 40, seed, "join")

    # 14 five players for one kolejka (sitter 0, dealers 1..4), then seat 4 leaves: dealers 0, 1
    sp = specs5(4) + [
        {"dealer": 0, "out": [0, 4], "king": 0},
        {"dealer": 1, "out": [1, 4], "king": 1},
    ]
    files["14-leave-5to4"] = build(5, NAMES5, sp, 40, seed, "5p")

    # 15 clean 4p with the final balance of seat 1 miswritten
    files["15-4p-final-total-wrong"] = "finaltotal"

    out = {}
    for name, t in files.items():
        if isinstance(t, str):
            continue
        out[name] = add_totals(copy.deepcopy(t))

    # derived variants that edit totals / payments after the totals exist
    t = copy.deepcopy(out["01-clean-4p-session"])
    d2 = t["deals"][2]
    player = d2["_player"]
    share = [e for e in d2["events"] if e["type"] == "payment" and e.get("reason") == "pool_share"]
    ps = [e for e in share if e["from"] == player][0]["amount"] if d2["_points"] > 33 else share[0]["amount"]
    for d in t["deals"][2:]:
        for e in d["events"]:
            if e["type"] == "total" and e["party"] == "pool":
                e["points"] = r2(e["points"] - ps)
    out["05-4p-pool-total-wrong"] = t

    t = copy.deepcopy(files["07-4p-ultimo-restake"])
    ev = t["deals"][3]["events"]
    miss = t["deals"][3]["_player"]  # an active seat (the player of deal 3)
    idx = find(ev, lambda e: e["type"] == "payment" and e.get("reason") == "pool_stake" and e["from"] == miss)
    del ev[idx[0]]
    out["08-4p-restake-missing"] = add_totals(t)

    t = copy.deepcopy(base5)
    d1 = t["deals"][1]
    p = d1["_player"]
    v = 3 * abs(d1["_points"] - 33) + 30
    ev = d1["events"]
    last_game = max(find(ev, lambda e: e.get("reason") == "game"))
    pay = (
        {"type": "payment", "from": 0, "to": p, "amount": v, "reason": "game"}
        if d1["_points"] > 33
        else {"type": "payment", "from": p, "to": 0, "amount": v, "reason": "game"}
    )
    ev.insert(last_game + 1, pay)
    out["11-5p-sitter-paid"] = add_totals(t)

    t = copy.deepcopy(out["01-clean-4p-session"])
    ev = t["deals"][-1]["events"]
    e = [e for e in ev if e["type"] == "total" and e["party"] == 1][0]
    e["points"] = r2(e["points"] + 90)
    out["15-4p-final-total-wrong"] = t

    for name in sorted(out):
        t = out[name]
        info = []
        for i, d in enumerate(t["deals"]):
            ev = d["events"]
            pays = [(j, e) for j, e in enumerate(ev) if e["type"] in ("payment",)]
            first = pays[0][0] if pays else "-"
            last = pays[-1][0] if pays else "-"
            info.append(
                f"  deal {i} dealer {d['dealer']} player {d['_player']} pts {d['_points']} payments {first}..{last}"
            )
        strip(t)
        with open(os.path.join(HERE, name + ".json"), "w", encoding="utf-8") as f:
            json.dump(t, f, ensure_ascii=False, indent=1)
            f.write("\n")
        print(name)
        print("\n".join(info))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
