"""gd-spec6 generator: deals, plays legally, settles by the auditor's reading of the source.

Usage: python gen.py   (writes NN-*.json transcripts and gen-figures.txt)
"""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from model import (  # noqa: E402
    DECK, FAMILY, PREMIUM, START_ORDINAL, TAROCKS_VALUE, game_value, is_tarock, legal,
    packet, pile_points, rank, suit, trick_winner, value,
)

HERE = Path(__file__).parent
TRULL = {"T1", "T21", "SKIZ"}
KINGS = {"KH", "KD", "KS", "KC"}


class Skip(Exception):
    pass


def active_order(n, dealer, sitter):
    """Seats that hold cards, from the forehand (the first after the dealer) in order of play."""
    order = [(dealer + 1 + i) % n for i in range(n)]
    out = []
    for s in order:
        if s == sitter:
            continue
        if n >= 4 and s == dealer:
            continue
        out.append(s)
    assert len(out) == 3, (n, dealer, sitter, out)
    return out


def auction_events(act, spec):
    """Scripted auctions; rel 0 = forehand."""
    if "auction" in spec:
        return [{"type": "bid", "seat": act[r], "bid": b} for r, b in spec["auction"]]
    d, c = spec["declarer"], spec["contract"]
    seq = []
    for r in range(3):
        if r < d:
            seq.append((r, spec.get("pass_word", {}).get(r, "pass")))
        elif r == d:
            seq.append((r, c))
        else:
            seq.append((r, spec.get("pass_word", {}).get(r, "pass")))
    return [{"type": "bid", "seat": act[r], "bid": b} for r, b in seq]


def choose_discard(hand, k):
    cands = [c for c in hand if not is_tarock(c) and c not in KINGS]
    if len(cands) < k:
        raise Skip("discard")
    # lay away short suits' low cards first
    def key(c):
        n_suit = sum(1 for x in hand if suit(x) == suit(c))
        return (n_suit, value(c), rank(c))
    return sorted(cands, key=key)[:k]


def choose_card(rng, seat, hand, trick, tseats, player, keep_pagat, last):
    lg = legal(hand, trick)
    if keep_pagat and seat == player and "T1" in lg and len(lg) > 1 and not last:
        lg = [c for c in lg if c != "T1"]
    if rng.random() < 0.25:
        return rng.choice(lg)
    if not trick:
        if seat == player:
            t = [c for c in lg if is_tarock(c) and c != "T1"]
            if t and len([c for c in hand if is_tarock(c)]) >= 6 and rng.random() < 0.7:
                return max(t, key=rank)
        s = [c for c in lg if not is_tarock(c)]
        if s:
            return rng.choice(s)
        return min(lg, key=rank)
    cur = trick_winner(trick, tseats)
    partner_win = (cur != player) and (seat != player)
    if partner_win:
        s = [c for c in lg if not is_tarock(c)]
        if s:
            return max(s, key=value)
        return min(lg, key=lambda c: (value(c) if c != "T1" else 0, rank(c)))
    beat = [c for c in lg if trick_winner(trick + [c], tseats + [seat]) == seat]
    if beat:
        return min(beat, key=rank)
    return min(lg, key=lambda c: (value(c), rank(c)))


def play_deal(n, dealer, sitter, seed, spec):
    rng = random.Random(seed)
    deck = DECK[:]
    rng.shuffle(deck)
    talon = deck[:6]
    act = active_order(n, dealer, sitter)
    hands = {s: [] for s in range(n)}
    for i, s in enumerate(act):
        hands[s] = deck[6 + 12 * i: 18 + 12 * i]
    ev = []
    res = {"act": act, "hands": {s: list(h) for s, h in hands.items()}, "talon": talon,
           "dealer": dealer, "sitter": sitter, "king": dealer if n >= 4 else None}
    if spec.get("kind") == "allpass":
        for i, s in enumerate(act):
            w = spec.get("pass_word", {}).get(i, "pass")
            ev.append({"type": "bid", "seat": s, "bid": w})
        res.update(kind="allpass", events=ev)
        return res
    ev += auction_events(act, spec)
    d = spec["declarer"]
    player = act[d]
    contract = spec["contract"]
    fam = FAMILY[contract]
    rejects = spec.get("rejects", 0)
    ordinal = START_ORDINAL[contract] + rejects
    for _ in range(rejects):
        ev.append({"type": "call", "seat": player, "call": "reject"})
    hand = {s: list(hands[s]) for s in act}
    taken = packet(talon, fam, ordinal)
    discard = []
    if fam:
        ev.append({"type": "take", "seat": player, "cards": list(taken)})
        full = hand[player] + taken
        discard = choose_discard(full, len(taken))
        hand[player] = [c for c in full if c not in discard]
        ev.append({"type": "discard", "seat": player, "cards": list(discard)})
    rest = [c for c in talon if c not in taken]
    # announcements (§11): the player first, then the others in order of play
    ann_order = act[d:] + act[:d]
    ann = spec.get("announce", {})
    announced = {}
    for s in ann_order:
        rel = act.index(s)
        items = ann.get(rel, [])
        if callable(items):
            items = items(hand[s])
        announced[s] = items
        ev.append({"type": "announce", "seat": s, "items": items})
    contra = {}
    for rel, target, level in spec.get("doubles", []):
        ev.append({"type": "double", "seat": act[rel], "target": target, "level": level})
        contra[target] = level
    # sanity of announcements
    for s, items in announced.items():
        for it in items:
            k = it["kind"]
            if k == "pagat_ultimo" and ("T1" not in hand[s] or s != player):
                raise Skip("ultimo without pagat")
            if k == "trull" and not TRULL <= set(hand[s]):
                raise Skip("trull")
            if k == "tarocks" and sum(map(is_tarock, hand[s])) != it["count"]:
                raise Skip("tarocks count")
            if k == "four_kings":
                pass
    ult_ann = any(it["kind"] == "pagat_ultimo" for it in announced[player])
    keep = ult_ann or spec.get("keep_pagat", False)
    # play
    leader = act[0]
    piles = {s: [] for s in act}
    fault = spec.get("fault")
    fault_at = None
    pagat_forced = False
    tricks = []
    for t in range(12):
        trick, tseats = [], []
        order = act[act.index(leader):] + act[:act.index(leader)]
        last = t == 11
        for s in order:
            card = choose_card(rng, s, hand[s], trick, tseats, player, keep and s == player, last)
            if (fault and fault[0] == "renonce" and fault_at is None and s == player
                    and trick and not is_tarock(trick[0])
                    and any(suit(c) == suit(trick[0]) for c in hand[s])):
                tt = [c for c in hand[s] if is_tarock(c) and c != "T1"]
                if tt:
                    card = min(tt, key=rank)
                    fault_at = len(ev)
            if s == player and card == "T1" and keep and not last:
                pagat_forced = True
            hand[s].remove(card)
            trick.append(card)
            tseats.append(s)
            ev.append({"type": "play", "seat": s, "card": card})
        w = trick_winner(trick, tseats)
        tricks.append((list(trick), list(tseats), w))
        piles[w] += trick
        leader = w
    if fault and fault[0] == "renonce" and fault_at is None:
        raise Skip("no renonce chance")
    if fault and fault[0] == "out_of_turn":
        t = fault[1]
        base = len(ev) - 36 + 3 * t
        ev[base + 1], ev[base + 2] = ev[base + 2], ev[base + 1]
        fault_at = base + 1
    ppile = [c for s in act if s == player for c in piles[s]] + discard
    hpile = [c for s in act if s != player for c in piles[s]] + rest
    pts = round(pile_points(ppile))
    hpts = round(pile_points(hpile))
    assert pts + hpts == 66, (pts, hpts)
    res.update(kind="play", events=ev, player=player, contract=contract, ordinal=ordinal,
               taken=taken, discard=discard, rest=rest, announced=announced, contra=contra,
               tricks=tricks, pts=pts, fault_at=fault_at, pagat_forced=pagat_forced,
               ppile=ppile, hpile=hpile)
    # premiums made in tricks (§15, §19: "w lewach"; the discard counts with the player's tricks)
    ptr = set(c for c in ppile)
    htr = set(c for s in act if s != player for c in piles[s])
    res["trull_side"] = "P" if TRULL <= ptr else ("H" if TRULL <= htr else None)
    res["kings_side"] = "P" if KINGS <= ptr else ("H" if KINGS <= htr else None)
    lt, ls, lw = tricks[-1]
    res["ultimo"] = (lw == player and "T1" in lt and ls[lt.index("T1")] == player)
    res["pagat_last_by_player"] = "T1" in lt and ls[lt.index("T1")] == player
    res["trull_in_rest"] = bool(TRULL & set(rest))
    res["kings_in_rest"] = bool(KINGS & set(rest))
    return res


def settle(res, n, pool, founding, opts):
    """Items (from, to, amount, reason), by the auditor's reading."""
    items = []
    act, king, sitter = res["act"], res["king"], res["sitter"]
    parts = [s for s in range(n) if s != sitter and (s in act or s == king)]
    if founding:
        for s in parts:
            items.append((s, "pool", opts["stake"], "pool_stake"))
            pool += opts["stake"]
    info = {}
    if res["kind"] == "allpass":
        for s in act:
            items.append((s, "pool", opts["pass_fee"], "pool_pass"))
            pool += opts["pass_fee"]
        return items, pool, False, info
    player = res["player"]
    opps = [s for s in parts if s != player]
    ren = res.get("renonce_side")
    pts = res["pts"]
    won = pts > 33
    if ren == "P":
        won_game = False
    elif ren == "H":
        won_game = True
    else:
        won_game = won
    gc = res["contra"].get("game", 0)
    if ren == "P" and won:
        m, a = {3: (3, 30), 2: (4, 40), 1: (5, 50), 0: (6, 60)}[FAMILY[res["contract"]]]
        v = a * res["ordinal"] * (gc or 1)  # consolation counted as a lost game (§12, §23)
    else:
        v = game_value(res["contract"], pts, won_game, res["ordinal"], gc)
    info.update(won=won_game, value=v, pts=pts)
    game = []
    for o in opps:
        game.append((o, player, v, "game") if won_game else (player, o, v, "game"))
    prem = []  # (side receiving, kind, amount)
    ann = res["announced"]
    pann = {it["kind"]: it for it in ann[player]}
    hann = {}
    for s in act:
        if s != player:
            for it in ann[s]:
                hann[it["kind"]] = it
    for kind, side_made in (("trull", res["trull_side"]), ("four_kings", res["kings_side"])):
        sil, an = PREMIUM[kind]
        lvl = res["contra"].get(kind, 1)
        if kind in pann:
            if side_made == "P":
                if ren != "P":
                    prem.append(("P", kind, an * lvl))
            else:
                prem.append(("H", kind, an * lvl))
        elif kind in hann:
            if side_made == "H":
                prem.append(("H", kind, an * lvl))
            else:
                prem.append(("P", kind, an * lvl))
        elif side_made == "P" and ren != "P":
            prem.append(("P", kind, sil))
        elif side_made == "H" and ren != "H":
            prem.append(("H", kind, sil))
    sil, an = PREMIUM["pagat_ultimo"]
    lvl = res["contra"].get("pagat_ultimo", 1)
    ult_made = res["ultimo"] and not res["pagat_forced"]
    pool_take = None
    if "pagat_ultimo" in pann:
        if ult_made and ren != "P":
            prem.append(("P", "pagat_ultimo", an * lvl))
            pool_take = ("pool", player, pool, "pool_ultimo")
        elif not ult_made:
            prem.append(("H", "pagat_ultimo", an * lvl))
            pool_take = (player, "pool", pool, "pool_ultimo")
    elif res["ultimo"] and ren != "P":
        prem.append(("P", "pagat_ultimo", sil))
    for it in ann[player]:
        if it["kind"] == "tarocks" and ren != "P":
            prem.append(("P", "tarocks", TAROCKS_VALUE[it["count"]]))
    for s in act:
        if s != player:
            for it in ann[s]:
                if it["kind"] == "tarocks":
                    prem.append(("H", "tarocks", TAROCKS_VALUE[it["count"]]))
    info["premiums"] = prem
    for side, kind, amt in prem:
        for o in opps:
            prem_item = (o, player, amt, kind) if side == "P" else (player, o, amt, kind)
            game.append(prem_item)
    items += game
    won_any = False
    if pool_take:
        items.append(pool_take)
        if pool_take[0] == "pool":
            pool -= pool_take[2]
            won_any = True
        else:
            pool += pool_take[2]
    net = {}
    for f, t, a, _ in game:
        net[f] = net.get(f, 0) - a
        net[t] = net.get(t, 0) + a
    for s in parts:
        if net.get(s, 0) > 0:
            sh = round(net[s] * opts["share"] / 100, 6)
            items.append((s, "pool", sh, "pool_share"))
            pool += sh
    return items, round(pool, 6), won_any, info


def nets(items, n):
    out = {s: 0 for s in range(n)}
    out["pool"] = 0
    for f, t, a, _ in items:
        out[f] -= a
        out[t] += a
    return {k: round(v, 6) for k, v in out.items()}


def num(x):
    x = round(x, 6)
    return int(x) if x == int(x) else x


def find_deal(n, dealer, sitter, spec, pool, base=0):
    seed = base + spec.get("seed0", 0)
    for sd in range(seed, seed + 40000):
        try:
            res = play_deal(n, dealer, sitter, sd, spec)
        except Skip:
            continue
        if spec.get("fault") and spec["fault"][0] == "renonce":
            res["renonce_side"] = "P"
        if res["kind"] == "play":
            ht = set(c for tr in res["tricks"] for c in tr[0] if tr[2] != res["player"])
            rest = set(res["rest"])
            if (not TRULL <= ht and TRULL <= ht | rest) or (not KINGS <= ht and KINGS <= ht | rest):
                continue  # a premium that only the unbought talon would complete: avoided
        cond = spec.get("cond")
        if cond is None or cond(res):
            res["seed"] = sd
            return res
    raise RuntimeError(f"no deal for {spec}")


DEFAULT_OPTS = {"stake": 10, "share": 10, "pass_fee": 5}


def session(name, players, deals, mode="sheet", start=None, totals_until=None, slip=None,
            rules=None, meta=None, opts=None):
    fileno = int(name[:2])
    opts = opts or DEFAULT_OPTS
    n = len(players)
    pool = (start or {}).get("pools", {}).get("pool", 0)
    founding = pool == 0
    totals = list((start or {}).get("totals", [0] * n)) + [pool]
    out_deals = []
    fig = [f"== {name}"]
    print(name, file=sys.stderr)
    for di, d in enumerate(deals):
        dealer, sitter, spec = d["dealer"], d.get("sitter"), d["spec"]
        res = find_deal(n, dealer, sitter, spec, pool, base=fileno * 1000003 + di * 40009)
        items, newpool, won_pool, info = settle(res, n, pool, founding, opts)
        founding = won_pool
        pool = newpool
        net = nets(items, n)
        ev = list(res["events"])
        parts = [s for s in range(n) if s != sitter]
        if mode == "payments":
            for f, t, a, r in items:
                ev.append({"type": "payment", "from": f, "to": t, "amount": num(a), "reason": r})
        elif mode in ("sheet", "playonly"):
            for s in parts:
                ev.append({"type": "score", "party": s, "points": num(net[s])})
            ev.append({"type": "score", "party": "pool", "points": num(net["pool"])})
        for s in range(n):
            totals[s] = round(totals[s] + net[s], 6)
        totals[n] = round(totals[n] + net["pool"], 6)
        if mode in ("sheet", "playonly") and (totals_until is None or di < totals_until):
            for s in range(n):
                ev.append({"type": "total", "party": s, "points": num(totals[s])})
            ev.append({"type": "total", "party": "pool", "points": num(totals[n])})
        hands = [res["hands"][s] for s in range(n)]
        deal = {"dealer": dealer, "hands": hands, "talon": res["talon"], "events": ev}
        if mode == "playonly":
            deal["hands"] = None
            deal["talon"] = None
        out_deals.append(deal)
        desc = f"deal {di}: seed {res['seed']} dealer {dealer} sitter {sitter} act {res['act']}"
        if res["kind"] == "play":
            desc += (f" player {res['player']} {res['contract']} ord {res['ordinal']} pts {res['pts']}"
                     f" won {info['won']} value {info['value']} contra {res['contra']}"
                     f" prem {info['premiums']} trull_side {res['trull_side']} kings_side {res['kings_side']}"
                     f" ultimo {res['ultimo']} forced {res['pagat_forced']} fault_at {res['fault_at']}"
                     f" rest {res['rest']} discard {res['discard']}")
        else:
            desc += " all pass"
        fig.append(desc)
        fig.append(f"   items {items}")
        fig.append(f"   net {net}  totals {totals}")
    tr = {"format": "trick-transcript/1", "game": "galician-tarok"}
    if rules:
        tr["rules"] = rules
    tr["players"] = players
    if start:
        tr["start"] = start
    tr["meta"] = meta or {}
    tr["deals"] = out_deals
    if slip:
        fig.append(f"   SLIP {slip(tr)}")
    (HERE / name).write_text(json.dumps(tr, ensure_ascii=False, indent=1) + "\n")
    return fig
