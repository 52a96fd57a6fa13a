"""Galician Tarok (Szczepański) - my own model from the Polish source 002_d58cf04b7f012795.txt.

Three players.  The bid words are the engine's published vocabulary (openapi.yaml:
pass, pass_volat, three, bottom, top, two, one, solo, hold); the talon packets and the
purchase number follow §10 ('pojedynczo, podwójnie, potrójnie ...', 'obejrzeć czwartą i
wrócić się do piątej trójki').
"""

import random

from common import deep, net_of

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
RANKS = ["K", "Q", "N", "J"]
LEVELS = {"three": 1, "bottom": 2, "top": 3, "two": 4, "one": 5, "solo": 6}
CONTRACT = {"three": ("three", 1), "bottom": ("three", 2), "top": ("three", 3),
            "two": ("two", 1), "one": ("one", 1), "solo": ("solo", 1)}
MULT = {"three": (3, 30, 3), "two": (4, 40, 2), "one": (5, 50, 1), "solo": (6, 60, 0)}  # m, a, cards bought


def deck():
    cards = []
    for s in SUITS:
        cards += [r + s for r in RANKS] + [PIP[s]]
    cards += ["T%d" % i for i in range(1, 22)] + ["SKIZ"]
    return cards


def is_tarok(c):
    return c == "SKIZ" or c.startswith("T")


def suit_of(c):
    return "T" if is_tarok(c) else c[-1]


def strength(c):
    if c == "SKIZ":
        return 22
    if c.startswith("T"):
        return int(c[1:])
    r = c[:-1]
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(r, 1)


def value(c):
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if is_tarok(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def pile_points(cards):
    """§14: each three cards count their values less 2 (a pile not of threes: 2/3 a card)."""
    return sum(value(c) for c in cards) - 2 * len(cards) / 3


def winner(plays):
    led = suit_of(plays[0][1])
    best = None
    for s, c in plays:
        su = suit_of(c)
        if su == "T":
            key = (2, strength(c))
        elif su == led:
            key = (1, strength(c))
        else:
            continue
        if best is None or key > best[0]:
            best = (key, s)
    return best[1]


def legal(hand, led, ultimo_announced=False, last_trick=False):
    if led is None:
        opts = list(hand)
    else:
        same = [c for c in hand if suit_of(c) == led]
        if same:
            opts = same
        else:
            tar = [c for c in hand if is_tarok(c)]
            opts = tar if tar else list(hand)
    if ultimo_announced and not last_trick and "T1" in opts and len(opts) > 1:
        opts = [c for c in opts if c != "T1"]
    return opts


class Session:
    def __init__(self, seed, players=("Adam", "Barbara", "Czesław"), pool=True):
        self.rng = random.Random(seed)
        self.players = list(players)
        self.pool_on = pool
        self.pool = 0
        self.first = True
        self.pool_needs_stake = True

    # ------------------------------------------------------------ auction
    def auction(self, hands, dealer):
        rng = self.rng
        fh = (dealer + 1) % 3
        order = [fh, (fh + 1) % 3, (fh + 2) % 3]
        ev = []
        strength_ = {s: sum(1 for c in hands[s] if is_tarok(c)) + 0.5 * sum(1 for c in hands[s] if c[0] == "K")
                     for s in range(3)}
        want = {}
        for s in range(3):
            st = strength_[s] + rng.uniform(-1.5, 1.5)
            if st >= 12.5:
                want[s] = "solo"
            elif st >= 10:
                want[s] = "top"
            elif st >= 8.5:
                want[s] = "bottom"
            elif st >= 6.5:
                want[s] = "three"
            else:
                want[s] = None
        passed = set()
        high = None  # (level, seat, word)
        i = 0
        while True:
            active = [s for s in order if s not in passed]
            if high and len(active) == 1:
                break
            if not high and len(passed) == 3:
                return ev, None
            s = order[i % 3]
            i += 1
            if s in passed:
                continue
            if high and high[1] == s:
                continue
            w = want[s]
            if w is None:
                ev.append({"type": "bid", "seat": s, "bid": "pass_volat" if (strength_[s] < 5 and "T1" not in hands[s]
                                                                              and rng.random() < 0.5) else "pass"})
                passed.add(s)
                continue
            lvl = LEVELS[w]
            if high is None:
                start = "three" if lvl >= 1 else w
                word = "three" if rng.random() < 0.7 else w
                high = (LEVELS[word], s, word)
                ev.append({"type": "bid", "seat": s, "bid": word})
                continue
            hl, hs, hw = high
            prio = order.index(s) < order.index(hs)
            if prio and lvl >= hl:
                ev.append({"type": "bid", "seat": s, "bid": "hold"})
                high = (hl, s, hw)
            elif lvl > hl:
                # next word above the current one
                nxt = [k for k, v in sorted(LEVELS.items(), key=lambda kv: kv[1])
                       if v > hl and k not in ("two", "one") and v <= lvl][0]
                ev.append({"type": "bid", "seat": s, "bid": nxt})
                high = (LEVELS[nxt], s, nxt)
            else:
                ev.append({"type": "bid", "seat": s, "bid": "pass"})
                passed.add(s)
        return ev, high

    def deal_cards(self, dealer):
        d = deck()
        self.rng.shuffle(d)
        talon = d[:6]
        hands = [[] for _ in range(3)]
        fh = (dealer + 1) % 3
        pos = 6
        for rnd in range(2):
            for k in range(3):
                s = (fh + k) % 3
                hands[s] += d[pos:pos + 6]
                pos += 6
        return hands, talon

    def play_deal(self, dealer, max_rejects=1):
        rng = self.rng
        hands, talon = self.deal_cards(dealer)
        dealt = [list(h) for h in hands]
        ev, high = self.auction(hands, dealer)
        deal = {"dealer": dealer, "hands": dealt, "talon": list(talon), "events": ev}
        if high is None:
            return deal
        lvl, player, word = high
        kind, n = CONTRACT[word]
        m, a, k = MULT[kind]
        # buying
        if k:
            npk = 6 // k
            while rng.random() < 0.25 and max_rejects > 0:
                ev.append({"type": "call", "seat": player, "call": "reject"})
                n += 1
                max_rejects -= 1
            pk = (n - 1) % npk
            bought = talon[pk * k:(pk + 1) * k]
            ev.append({"type": "take", "seat": player, "cards": list(bought)})
            hands[player] += bought
            cand = [c for c in hands[player] if not is_tarok(c) and c[0] != "K"]
            cand.sort(key=lambda c: (value(c), rng.random()))
            disc = cand[:k]
            if len(disc) < k:
                low = sorted([c for c in hands[player] if is_tarok(c) and c not in ("T1", "T21", "SKIZ")],
                             key=strength)
                disc += low[:k - len(disc)]
                ev_discard_taroks = True
            for c in disc:
                hands[player].remove(c)
            ev.append({"type": "discard", "seat": player, "cards": disc})
        # announcements
        items = []
        disc = disc if k else []
        ntar = sum(1 for c in hands[player] if is_tarok(c))
        if 10 <= ntar <= 12 and rng.random() < 0.8 and not any(is_tarok(c) for c in disc):
            items.append({"kind": "tarocks", "count": ntar})
        if "T1" in hands[player] and ntar >= 9 and rng.random() < 0.5:
            items.append({"kind": "pagat_ultimo"})
        ev.append({"type": "announce", "seat": player, "items": items})
        ult = any(i["kind"] == "pagat_ultimo" for i in items)
        for o in (1, 2):
            h = (player + o) % 3
            nt = sum(1 for c in hands[h] if is_tarok(c))
            hi = [{"kind": "tarocks", "count": nt}] if 10 <= nt <= 12 else []
            ev.append({"type": "announce", "seat": h, "items": hi})
        if rng.random() < 0.15:
            ev.append({"type": "double", "seat": (player + 1) % 3, "target": "game", "level": 2})
        # play
        leader = (dealer + 1) % 3
        for t in range(12):
            plays = []
            for j in range(3):
                s = (leader + j) % 3
                led = suit_of(plays[0][1]) if plays else None
                opts = legal(hands[s], led, ult and s == player, t == 11)
                c = rng.choice(opts)
                hands[s].remove(c)
                plays.append((s, c))
                ev.append({"type": "play", "seat": s, "card": c})
            leader = winner(plays)
        return deal


def bid_faults(di, deal, faults):
    """Check the auction: each bid higher than the last (or a hold by the earlier bidder),
    no 'pass volat' with the pagat (§28)."""
    dealer = deal["dealer"]
    fh = (dealer + 1) % 3
    order = [fh, (fh + 1) % 3, (fh + 2) % 3]
    high = None
    passed = set()
    for i, e in enumerate(deal["events"]):
        if e["type"] != "bid":
            continue
        s, b = e["seat"], e["bid"]
        if b in ("pass", "pass_volat", "tape"):
            if b == "pass_volat" and deal["hands"] and "T1" in deal["hands"][s]:
                faults.append((di, i, "pass_volat_with_pagat", ""))
            passed.add(s)
            continue
        if b == "hold":
            if not high or order.index(s) > order.index(high[1]):
                faults.append((di, i, "illegal_bid", "hold without priority"))
            else:
                high = (high[0], s, high[2])
            continue
        lv = LEVELS[b]
        if high and lv == high[0] and order.index(s) < order.index(high[1]):
            high = (high[0], s, high[2])  # the same word again: a hold
            continue
        if high and lv <= high[0]:
            faults.append((di, i, "illegal_bid", "%s not above %s" % (b, high[2])))
            continue
        high = (lv, s, b)
    return high


def replay(record, pool_on=True, pool_stake=10):
    """My checker and settlement.  Returns faults, expected payments per deal, infos."""
    faults = []
    expected = []
    infos = []
    pool = (record.get("start") or {}).get("pools", {}).get("pool", None)
    need_stake = pool is None or pool == 0
    pool = pool or 0
    for di, deal in enumerate(record["deals"]):
        exp = []

        def pay(f, t, a, r):
            exp.append({"from": f, "to": t, "amount": a, "reason": r})

        dealer = deal["dealer"]
        hands = [list(h) for h in deal["hands"]]
        talon = deal["talon"]
        ev = deal["events"]
        if pool_on and need_stake:
            for s in range(3):
                pay(s, "pool", pool_stake, "pool_stake")
            pool += 3 * pool_stake
            need_stake = False
        high = bid_faults(di, deal, faults)
        if high is None:
            if pool_on:
                for s in range(3):
                    pay(s, "pool", 5, "pool_pass")
                pool += 15
            expected.append(exp)
            infos.append({"all_pass": True})
            continue
        lvl, player, word = high
        kind, n = CONTRACT[word]
        m, a, k = MULT[kind]
        helpers = [(player + 1) % 3, (player + 2) % 3]
        lost_unc = []  # (side, event, why)
        disc = []
        bought = []
        ann = {}
        contra = 1
        leader = (dealer + 1) % 3
        cur = []
        tricks = []
        ult_ann = False
        pagat_early = False
        for i, e in enumerate(ev):
            ty = e["type"]
            if ty == "call" and e["call"] == "reject":
                n += 1
            elif ty == "take":
                npk = 6 // k
                pk = (n - 1) % npk
                want = talon[pk * k:(pk + 1) * k]
                if sorted(e["cards"]) != sorted(want):
                    faults.append((di, i, "wrong_packet", "%r vs %r" % (e["cards"], want)))
                bought = e["cards"]
                hands[player] += bought
            elif ty == "discard":
                disc = e["cards"]
                bad = []
                if len(disc) != len(bought):
                    bad.append("wrong number")
                for c in disc:
                    if c not in hands[player]:
                        bad.append("not held " + c)
                    elif c[0] == "K" and not is_tarok(c):
                        bad.append("king " + c)
                for c in disc:
                    if c in hands[player]:
                        hands[player].remove(c)
                if bad:
                    faults.append((di, i, "illegal_discard", "; ".join(bad)))
                    lost_unc.append(("player", i))
            elif ty == "announce":
                s = e["seat"]
                for it in e["items"]:
                    ann.setdefault(s, []).append(it)
                    if it["kind"] == "tarocks":
                        nt = sum(1 for c in hands[s] if is_tarok(c))
                        if nt != it["count"]:
                            faults.append((di, i, "false_tarocks", "announced %d, holds %d" % (it["count"], nt)))
                            lost_unc.append(("player" if s == player else "helpers", i))
                    if it["kind"] == "pagat_ultimo" and s == player:
                        ult_ann = True
            elif ty == "double" and e["target"] == "game":
                contra = max(contra, e["level"])
            elif ty == "play":
                s, c = e["seat"], e["card"]
                done = [x[0] for x in cur]
                due = next((leader + j) % 3 for j in range(3) if (leader + j) % 3 not in done)
                if s != due:
                    faults.append((di, i, "out_of_turn", "seat %d, due %d" % (s, due)))
                if c not in hands[s]:
                    faults.append((di, i, "card_not_in_hand", "%s not held by %d" % (c, s)))
                else:
                    led = suit_of(cur[0][1]) if cur else None
                    ok = legal(hands[s], led)
                    if c not in ok:
                        faults.append((di, i, "revoke", "%s on %s, held %s" % (
                            c, led, [x for x in hands[s] if suit_of(x) == led])))
                        lost_unc.append(("player" if s == player else "helpers", i))
                    elif s == player and ult_ann and c == "T1" and len(tricks) < 11:
                        if len(legal(hands[s], led, True, False)) > 0 and legal(hands[s], led, True, False) != ["T1"]:
                            faults.append((di, i, "pagat_released", ""))
                        pagat_early = True
                    hands[s].remove(c)
                cur.append((s, c))
                if len(cur) == 3:
                    w = winner(cur)
                    tricks.append((list(cur), w))
                    leader = w
                    cur = []
        # -------- settlement
        side_of = {player: "P", helpers[0]: "H", helpers[1]: "H"}
        pcards = list(disc) + [c for pl, w in tricks if w == player for _, c in pl]
        hcards = [c for c in talon if c not in bought] + [c for pl, w in tricks if w != player for _, c in pl]
        if kind == "solo":
            pcards = [c for pl, w in tricks if w == player for _, c in pl]
            hcards = list(talon) + [c for pl, w in tricks if w != player for _, c in pl]
        P = pile_points(pcards)
        info = {"player": player, "contract": word, "purchase": n, "points": P, "hpoints": pile_points(hcards),
                "winners": [w for _, w in tricks], "lost_unconditionally": lost_unc, "ann": ann}
        ptricks = sum(1 for _, w in tricks if w == player)
        player_lost_unc = any(sd == "player" for sd, _ in lost_unc)
        helpers_lost_unc = any(sd == "helpers" for sd, _ in lost_unc)
        res = {0: 0, 1: 0, 2: 0}  # per seat, player perspective amounts
        per_helper = 0.0  # what the player receives from each helper (negative: pays)
        prem = []
        if len(tricks) == 12:
            if ptricks == 12:
                info["volat"] = True
                per_helper_game = {"three": 300, "two": 400, "one": 500, "solo": 600}[kind]
            won = P > 33
            if player_lost_unc:
                if won:
                    g = -(a * n * contra)
                    info["consolation"] = True
                else:
                    g = -(((33 - P) * m + a) * n * contra)
            elif won:
                g = ((P - 33) * m + a) * (2 if contra >= 2 else 1)
            else:
                g = -(((33 - P) * m + a) * n * contra)
            if ptricks == 12 and not player_lost_unc:
                g = per_helper_game
            per_helper += g
            prem.append(("game", g))
            counts = not player_lost_unc
            # tarocks
            for s, its in ann.items():
                for it in its:
                    if it["kind"] != "tarocks":
                        continue
                    v = {10: 50, 11: 100, 12: 150}.get(it["count"], 0)
                    nt = sum(1 for c in deal["hands"][s] if is_tarok(c)) if s != player else None
                    if s == player:
                        truth = [f for f in faults if f[2] == "false_tarocks" and f[1] is not None]
                        if any(f[0] == di and ev[f[1]]["seat"] == s for f in truth):
                            per_helper -= v
                            prem.append(("tarocks", -v))
                        elif counts:
                            per_helper += v
                            prem.append(("tarocks", v))
                    else:
                        per_helper -= v
                        prem.append(("tarocks", -v))
            # trull / four kings / ultimo for the player (silent and announced)
            pt = set(c for pl, w in tricks if w == player for _, c in pl)
            if counts and {"SKIZ", "T21", "T1"} <= pt:
                per_helper += 50
                prem.append(("trull", 50))
            if counts and all("K" + s in pt for s in SUITS):
                per_helper += 100
                prem.append(("four_kings", 100))
            last, lw = tricks[-1]
            ult_made = lw == player and dict(last).get(player) == "T1"
            if ult_ann:
                if ult_made and not pagat_early and counts:
                    per_helper += 100
                    prem.append(("pagat_ultimo", 100))
                elif not (ult_made and not pagat_early):
                    per_helper -= 100
                    prem.append(("pagat_ultimo", -100))
            elif ult_made and counts:
                per_helper += 50
                prem.append(("pagat_ultimo", 50))
            hset = set(c for pl, w in tricks if w != player for _, c in pl)
            info["helper_trull"] = {"SKIZ", "T21", "T1"} <= hset
            info["helper_kings"] = all("K" + s in hset for s in SUITS)
            for label, amt in prem:
                for h in helpers:
                    if amt > 0:
                        pay(h, player, amt, label)
                    elif amt < 0:
                        pay(player, h, -amt, label)
            if pool_on:
                if ult_ann and ult_made and not pagat_early and counts:
                    pay("pool", player, pool, "pool_ultimo")
                    pool = 0
                    need_stake = True
                elif ult_ann and not (ult_made and not pagat_early):
                    pay(player, "pool", pool, "pool_ultimo")
                    pool += pool
                net = net_of([x for x in exp if x["reason"] not in ("pool_stake", "pool_ultimo", "pool_pass")])
                for s in range(3):
                    w_ = net.get(str(s), 0)
                    if w_ > 0:
                        share = round(w_ / 10, 6)
                        pay(s, "pool", share, "pool_share")
                        pool += share
        info["per_helper"] = per_helper
        info["prem"] = prem
        info["pool_after"] = pool
        expected.append(exp)
        infos.append(info)
    return faults, expected, infos


def simulate(seed, ndeals=1, players=("Adam", "Barbara", "Czesław"), first_dealer=0, max_rejects=1):
    ses = Session(seed, players)
    deals = []
    for k in range(ndeals):
        deals.append(ses.play_deal((first_dealer + k) % 3, max_rejects))
    rec = {"format": "trick-transcript/1", "game": "galician-tarok", "players": list(players), "deals": deals}
    faults, exp, info = replay(rec)
    assert not faults, faults
    for d, e in zip(rec["deals"], exp):
        d["events"] += [{"type": "payment", **x} for x in e]
    return rec
