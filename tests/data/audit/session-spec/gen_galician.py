"""Galician Tarok (Szczepański, Kraków c. 1900) - my own model, written from the source only.

Session facts used (source 002):
- §26 "Jeżeli nikt gry nie deklaruje ... karty się składa i kolej gry idzie dalej" -> after an
  all-pass the next player deals; §27 "W razie, gdy wszyscy trzej grający powiedzą: passe, składa
  każdy pewną daninę żydkowi" (pool_pass_fee 5).
- §27 pool: "Do żydka wkłada każdy w grze udział biorący pewną kwotę" (pool_stake 10, at the
  founding), "10 procent od każdej wygranej", "staje się własnością tego gracza, który ultimo
  zapowie i zrobi".
- start.pools.pool carries the żydek from an earlier sheet; start.totals the running totals.
Contracts kept simple: a "three" bought from the first packet (purchase number 1), no contra.
§18: three = (points over 33) * 3 + 30; lost: (points missing to 33) * 3 + 30 (33 is lost).
§6: announced pagat ultimo 100; §14 a trick counts its cards less 2.
"""
import copy
import random

from gen_common import dump

SUITS = "HDSC"


def deck():
    d = []
    for s in SUITS:
        pip = "1" if s in "HD" else "10"
        d += ["K" + s, "Q" + s, "N" + s, "J" + s, pip + s]
    d += ["T%d" % i for i in range(1, 22)] + ["SKIZ"]
    return d


def is_tarock(c):
    return c.startswith("T") or c == "SKIZ"


def tnum(c):
    return 22 if c == "SKIZ" else int(c[1:])


def suit(c):
    return "T" if is_tarock(c) else c[-1]


def srank(c):
    r = c[:-1]
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(r, 1)


def value(c):
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if is_tarock(c):
        return 1
    return srank(c)


def pile_points(cards):
    assert len(cards) % 3 == 0
    return sum(value(c) for c in cards) - 2 * (len(cards) // 3)


def R(x):
    x = round(x, 2)
    return int(x) if x == int(x) else x


class Abort(Exception):
    pass


def play_game(rng, dealer, player, announce_ultimo=False, want_player_win=None):
    n = 3
    d = deck()
    rng.shuffle(d)
    talon = d[:6]
    hands = [None] * 3
    k = 6
    for i in range(3):
        s = (dealer + 1 + i) % 3
        hands[s] = d[k:k + 12]
        k += 12
    forehand = (dealer + 1) % 3
    events = []
    for i in range(3):
        s = (forehand + i) % 3
        if s == player:
            events.append({"type": "bid", "seat": s, "bid": "three"})
        else:
            events.append({"type": "bid", "seat": s, "bid": "pass"})
    live = [list(h) for h in hands]
    take = talon[:3]
    rest = talon[3:]
    live[player] += take
    events.append({"type": "take", "seat": player, "cards": take})
    cand = [c for c in live[player] if not is_tarock(c) and c[0] != "K"]
    cand.sort(key=lambda c: (value(c), rng.random()))
    if len(cand) < 3:
        raise Abort("discard")
    disc = cand[:3]
    for c in disc:
        live[player].remove(c)
    events.append({"type": "discard", "seat": player, "cards": disc})
    ntar = sum(1 for c in live[player] if is_tarock(c))
    if announce_ultimo:
        if "T1" not in live[player] or ntar < 9:
            raise Abort("no ultimo hand")
        events.append({"type": "announce", "seat": player, "items": [{"kind": "pagat_ultimo"}]})
    else:
        events.append({"type": "announce", "seat": player, "items": []})
    for i in (1, 2):
        events.append({"type": "announce", "seat": (player + i) % 3, "items": []})
    won = {s: [] for s in range(3)}
    tricks = [0, 0, 0]
    leader = forehand
    last_winner_card = None
    for t in range(12):
        trick = []
        led = None
        for i in range(3):
            s = (leader + i) % 3
            h = live[s]
            keep_pagat = announce_ultimo and s == player and t < 11
            if i == 0:
                opts = [c for c in h if not (keep_pagat and c == "T1")] or list(h)
                if announce_ultimo and s == player:
                    tar = [c for c in opts if is_tarock(c)]
                    c = max(tar, key=tnum) if tar else min(opts, key=lambda c: (value(c), rng.random()))
                else:
                    c = rng.choice(opts)
                led = suit(c)
            else:
                f = [c for c in h if suit(c) == led]
                if not f:
                    f = [c for c in h if is_tarock(c)]
                if not f:
                    f = list(h)
                if keep_pagat and len(f) > 1:
                    f = [c for c in f if c != "T1"]
                if keep_pagat and f == ["T1"]:
                    raise Abort("pagat forced out")
                c = rng.choice(f)
            h.remove(c)
            trick.append((s, c))
            events.append({"type": "play", "seat": s, "card": c})
        tar = [(s, c) for s, c in trick if is_tarock(c)]
        if tar:
            w, wc = max(tar, key=lambda x: tnum(x[1]))
        else:
            w, wc = max([(s, c) for s, c in trick if suit(c) == led], key=lambda x: srank(x[1]))
        tricks[w] += 1
        won[w] += [c for _, c in trick]
        leader = w
        if t == 11:
            last_winner_card = (w, wc)
    helpers = [s for s in range(3) if s != player]
    ppile = won[player] + disc
    hpile = won[helpers[0]] + won[helpers[1]] + rest
    pp = pile_points(ppile)
    hp = pile_points(hpile)
    assert pp + hp == 66, (pp, hp)
    if 12 in tricks:
        raise Abort("volat")
    # silent premiums: kept out of these files
    for pile in (ppile, hpile):
        if all(x in pile for x in ("T1", "T21", "SKIZ")):
            raise Abort("trull")
        if all(("K" + s) in pile for s in SUITS):
            raise Abort("four kings")
    ultimo_made = last_winner_card == (player, "T1")
    if not announce_ultimo and last_winner_card[1] == "T1" and last_winner_card[0] == player:
        raise Abort("silent ultimo")
    if announce_ultimo and not ultimo_made:
        raise Abort("ultimo failed")
    win = pp > 33
    if want_player_win is not None and win != want_player_win:
        raise Abort("result")
    val = (pp - 33) * 3 + 30 if win else (33 - pp) * 3 + 30
    return {"hands": hands, "talon": talon, "events": events, "player": player, "pp": pp, "hp": hp,
            "win": win, "val": val, "ultimo": announce_ultimo and ultimo_made, "tricks": tricks}


def settle(g, pools, stake_due, events_out, record):
    """Append settlement payments; returns nets per party."""
    net = {0: 0, 1: 0, 2: 0, "pool": 0}
    pay = []

    def p(frm, to, amt, reason):
        amt = R(amt)
        pay.append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason})
        net[frm] = R(net[frm] - amt)
        net[to] = R(net[to] + amt)

    if stake_due:
        for s in range(3):
            p(s, "pool", 10, "pool_stake")
    pl = g["player"]
    helpers = [s for s in range(3) if s != pl]
    recv = {0: 0, 1: 0, 2: 0}
    if g["win"]:
        for h in helpers:
            p(h, pl, g["val"], "game")
            recv[pl] += g["val"]
    else:
        for h in helpers:
            p(pl, h, g["val"], "game")
            recv[h] += g["val"]
    if g["ultimo"]:
        for h in helpers:
            p(h, pl, 100, "pagat_ultimo")
            recv[pl] += 100
        pot = pools["pool"] + net["pool"]
        p("pool", pl, pot, "pool_ultimo")
    for s in range(3):
        if recv[s] > 0:
            amt = recv[s] / 10
            if amt == int(amt):
                amt = int(amt)
            p(s, "pool", amt, "pool_share")
    if record == "payments":
        events_out += pay
    pools["pool"] = R(pools["pool"] + net["pool"])
    return net


def all_pass_deal(rng, dealer, pools, stake_due):
    d = deck()
    rng.shuffle(d)
    talon = d[:6]
    hands = [None] * 3
    k = 6
    for i in range(3):
        s = (dealer + 1 + i) % 3
        hands[s] = d[k:k + 12]
        k += 12
    ev = [{"type": "bid", "seat": (dealer + 1 + i) % 3, "bid": "pass"} for i in range(3)]
    net = {0: 0, 1: 0, 2: 0, "pool": 0}
    pay = []
    if stake_due:
        for s in range(3):
            pay.append({"type": "payment", "from": s, "to": "pool", "amount": 10, "reason": "pool_stake"})
            net[s] -= 10
            net["pool"] += 10
    for s in range(3):
        pay.append({"type": "payment", "from": s, "to": "pool", "amount": 5, "reason": "pool_pass"})
        net[s] -= 5
        net["pool"] += 5
    pools["pool"] += net["pool"]
    return {"hands": hands, "talon": talon, "events": ev, "pay": pay}, net


def gen_game(seed, dealer, player, **kw):
    k = 0
    while True:
        rng = random.Random(seed * 1000 + k)
        k += 1
        try:
            g = play_game(rng, dealer, player, **kw)
            g["seed"] = seed * 1000 + k - 1
            return g
        except Abort:
            continue


PLAYERS = ["Adam", "Bożena", "Czesław"]


def sheet(events, net, totals):
    for s in (0, 1, 2):
        events.append({"type": "score", "party": s, "points": net[s]})
    events.append({"type": "score", "party": "pool", "points": net["pool"]})
    for s in (0, 1, 2):
        totals[s] = R(totals[s] + net[s])
    totals["pool"] = R(totals["pool"] + net["pool"])
    for s in (0, 1, 2):
        events.append({"type": "total", "party": s, "points": totals[s]})
    events.append({"type": "total", "party": "pool", "points": totals["pool"]})


def main():
    # ---------------- 07: fresh sheet, score + total, all-pass in deal 1
    pools = {"pool": 0}
    totals = {0: 0, 1: 0, 2: 0, "pool": 0}
    deals = []
    g0 = gen_game(71, 0, 1, want_player_win=True)
    ev = list(g0["events"])
    net0 = settle(g0, pools, True, [], "sheet")
    sheet(ev, net0, totals)
    deals.append({"dealer": 0, "hands": g0["hands"], "talon": g0["talon"], "events": ev})
    ap, net1 = all_pass_deal(random.Random(72), 1, pools, False)
    ev = list(ap["events"])
    sheet(ev, net1, totals)
    deals.append({"dealer": 1, "hands": ap["hands"], "talon": ap["talon"], "events": ev})
    g2 = gen_game(73, 2, 2, want_player_win=False)
    ev = list(g2["events"])
    net2 = settle(g2, pools, False, [], "sheet")
    sheet(ev, net2, totals)
    deals.append({"dealer": 2, "hands": g2["hands"], "talon": g2["talon"], "events": ev})
    tr = {"format": "trick-transcript/1", "game": "galician-tarok", "rules": {"preset": "standard"},
          "players": PLAYERS, "meta": {"event": "Tarok u Czesława", "sheet": "1/2",
                                       "note": "all pass in deal 1; the evening goes on in 08"},
          "deals": deals}
    dump("07-galician-part1-all-pass.json", tr)
    print("07:", [(g["seed"], g["player"], g["pp"], g["win"], g["val"]) for g in (g0, g2)])
    print("   nets", net0, net1, net2)
    print("   end pools", pools, "totals", totals)
    p1_pool = pools["pool"]
    p1_totals = [totals[0], totals[1], totals[2]]

    # ---------------- 08: second sheet, start pool+totals, payments + totals; ultimo in deal 1
    def part2(slip):
        pools = {"pool": p1_pool}
        totals = {0: p1_totals[0], 1: p1_totals[1], 2: p1_totals[2], "pool": p1_pool}
        deals = []
        info = []
        g = gen_game(81, 0, 0, want_player_win=False)
        ev = list(g["events"])
        net = settle(g, pools, False, ev, "payments")
        for s in (0, 1, 2):
            totals[s] = R(totals[s] + net[s])
            ev.append({"type": "total", "party": s, "points": totals[s]})
        totals["pool"] = R(totals["pool"] + net["pool"])
        ev.append({"type": "total", "party": "pool", "points": totals["pool"]})
        deals.append({"dealer": 0, "hands": g["hands"], "talon": g["talon"], "events": ev})
        info.append((g["seed"], g["player"], g["pp"], g["win"], g["val"], dict(net), dict(pools)))
        pool_before = pools["pool"]
        g = gen_game(82, 1, 1, announce_ultimo=True, want_player_win=True)
        ev = list(g["events"])
        net = settle(g, pools, False, ev, "payments")
        slip_at = None
        if slip:
            # the scorer pays out only what went into the pool on this sheet (deal 0's shares)
            for i, e in enumerate(ev):
                if e["type"] == "payment" and e.get("reason") == "pool_ultimo":
                    wrong = R(pool_before - p1_pool)
                    diff = R(e["amount"] - wrong)
                    e["amount"] = wrong
                    net["pool"] = R(net["pool"] + diff)
                    net[e["to"]] = R(net[e["to"]] - diff)
                    pools["pool"] = R(pools["pool"] + diff)
                    slip_at = i
        for s in (0, 1, 2):
            totals[s] = R(totals[s] + net[s])
            ev.append({"type": "total", "party": s, "points": totals[s]})
        totals["pool"] = R(totals["pool"] + net["pool"])
        ev.append({"type": "total", "party": "pool", "points": totals["pool"]})
        deals.append({"dealer": 1, "hands": g["hands"], "talon": g["talon"], "events": ev})
        info.append((g["seed"], g["player"], g["pp"], g["win"], g["val"], dict(net), dict(pools), "pool before", pool_before))
        g = gen_game(83, 2, 0, want_player_win=True)
        ev = list(g["events"])
        net = settle(g, pools, True, ev, "payments")
        for s in (0, 1, 2):
            totals[s] = R(totals[s] + net[s])
            ev.append({"type": "total", "party": s, "points": totals[s]})
        totals["pool"] = R(totals["pool"] + net["pool"])
        ev.append({"type": "total", "party": "pool", "points": totals["pool"]})
        deals.append({"dealer": 2, "hands": g["hands"], "talon": g["talon"], "events": ev})
        info.append((g["seed"], g["player"], g["pp"], g["win"], g["val"], dict(net), dict(pools)))
        return deals, info, slip_at, totals

    deals, info, _, tot = part2(False)
    tr = {"format": "trick-transcript/1", "game": "galician-tarok", "rules": {"preset": "standard"},
          "players": PLAYERS, "start": {"pools": {"pool": p1_pool}, "totals": p1_totals},
          "meta": {"event": "Tarok u Czesława", "sheet": "2/2",
                   "note": "pool and totals carried from 07; Bożena announces and makes pagat ultimo in deal 1"},
          "deals": deals}
    dump("08-galician-part2-ultimo-pool.json", tr)
    print("08 start", p1_pool, p1_totals)
    for x in info:
        print("  ", x)
    print("   end totals", tot)
    deals, info, slip_at, tot = part2(True)
    tr = {"format": "trick-transcript/1", "game": "galician-tarok", "rules": {"preset": "standard"},
          "players": PLAYERS, "start": {"pools": {"pool": p1_pool}, "totals": p1_totals},
          "meta": {"event": "Tarok u Czesława (kopia)", "sheet": "2/2",
                   "note": "the same evening written by another scorer"},
          "deals": deals}
    dump("09-galician-part2-pool-ignores-carry.json", tr)
    print("09 slip at deal 1 event", slip_at)
    for x in info:
        print("  ", x)
    print("   end totals", tot)


if __name__ == "__main__":
    main()
