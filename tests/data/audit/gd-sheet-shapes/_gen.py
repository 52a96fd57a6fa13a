"""Blind generator for the gd-sheet-shapes audit round (Galician Tarok score sheets).

Written from Szczepanski's rules (seeds/002, sections 1-33) and the transcript format only; does not
import validator. Plays legal deals, scores them itself and writes the sheet in several shapes.

Rules as read here (defaults of the standard preset):
  * 42 cards, talon = first 6 dealt, 12 to each active seat (s.9); 4 players: the dealer ("krol")
    sits out but shares in the result (s.8, s.17, s.20).
  * follow suit; void -> must trump; trump led -> any trump; no trump -> anything (s.5, s.23).
  * card points: each group of 3 cards = sum of values - 2 (s.14); 66 in all, 33 = konsolacja (s.18).
    The player counts his tricks and his discard (three); the rest of the talon counts for the
    helpers, and in a solo the whole talon (s.10).
  * game: won = (pts-33)*m + add; lost (pts <= 33) = ((33-pts)*m + add) * packet number * contra
    (s.16, s.18); three m=3 add=30, solo m=6 add=60. Contra doubles a won game too (s.17).
  * premiums (s.6, s.15, s.19, s.20): pagat ultimo 50 silent / 100 announced, trull 50/100,
    four kings 100/200, tarocks 10/11/12 announced 50/100/150; paid by/to each opponent incl. krol.
    Helpers get no ultimo (s.27).
  * renonce (s.23): the offender's side loses unconditionally; player who made his points pays only
    konsolacja (= the addend, 30 for a first three); his premiums do not count.
  * pool (zydek, s.27): stake 10 from every seat at the first deal of an empty pool (and the deal
    after an ultimo has won it); 10% of every seat's win goes in; all pass: 5 from each of the three
    bidding seats; announced ultimo made: the player takes the pool's content; failed: pays it in.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

OUT = Path(__file__).parent

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
SUIT_RANKS = ["K", "Q", "N", "J"]  # then the pip
TRUMPS = [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
DECK = [r + s for s in SUITS for r in SUIT_RANKS] + [PIP[s] for s in SUITS] + TRUMPS
KINGS = ["KH", "KD", "KS", "KC"]
TRULL = ["SKIZ", "T21", "T1"]


def is_trump(c):
    return c.startswith("T") or c == "SKIZ"


def suit(c):
    return "T" if is_trump(c) else c[-1]


def rank(c):
    if c == "SKIZ":
        return 22
    if is_trump(c):
        return int(c[1:])
    r = c[:-1]
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(r, 1)


def value(c):
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if is_trump(c):
        return 1
    return rank(c)  # K5 Q4 N3 J2 pip 1


def points(cards):
    assert len(cards) % 3 == 0, cards
    return sum(value(c) for c in cards) - 2 * (len(cards) // 3)


def legal(hand, trick):
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    tr = [c for c in hand if is_trump(c)]
    if tr:
        return tr
    return list(hand)


def winner(trick):
    led = suit(trick[0][1])
    best = trick[0]
    for s, c in trick[1:]:
        b = best[1]
        if is_trump(c) and not is_trump(b):
            best = (s, c)
        elif suit(c) == suit(b) and rank(c) > rank(b):
            best = (s, c)
        elif not is_trump(c) and suit(c) != led:
            pass
    return best[0]


CONTRACT = {"three": (3, 30), "solo": (6, 60)}


class Sim:
    """One deal: dealt, bid, bought, played; returns events and the figures."""

    def __init__(self, n, dealer, rng):
        self.n = n
        self.dealer = dealer
        self.rng = rng
        deck = list(DECK)
        rng.shuffle(deck)
        self.talon = deck[:6]
        rest = deck[6:]
        self.active = [s for s in range(n) if not (n == 4 and s == dealer)]
        # forehand = the seat after the dealer in order of play
        start = (dealer + 1) % n
        order = []
        s = start
        while len(order) < len(self.active):
            if s in self.active:
                order.append(s)
            s = (s + 1) % n
        self.order = order
        self.hands = [[] for _ in range(n)]
        for i, s in enumerate(order):
            self.hands[s] = rest[12 * i : 12 * i + 12]


def play_deal(n, dealer, rng, sc):
    """sc: dict(player=seat offset in bidding order (0=forehand), contract, announce=[items],
    contra=bool, renonce=bool, all_pass=bool, keep_pagat=bool).  Returns a dict or None."""
    sim = Sim(n, dealer, rng)
    order = sim.order
    events = []
    hands = [list(h) for h in sim.hands]
    if sc.get("all_pass"):
        for s in order:
            events.append({"type": "bid", "seat": s, "bid": "pass"})
        return {"sim": sim, "events": events, "all_pass": True}
    p = order[sc["player"]]
    contract = sc["contract"]
    for s in order:
        events.append({"type": "bid", "seat": s, "bid": contract if s == p else "pass"})
    discard = []
    rest_talon = list(sim.talon)
    if contract == "three":
        take = sim.talon[:3]
        rest_talon = sim.talon[3:]
        events.append({"type": "take", "seat": p, "cards": list(take)})
        hands[p] += take
        cand = [c for c in hands[p] if not is_trump(c) and c not in KINGS]
        if len(cand) < 3:
            return None
        if sc.get("no_trump_buy") and any(is_trump(c) for c in take):
            return None
        discard = rng.sample(cand, 3)
        for c in discard:
            hands[p].remove(c)
        events.append({"type": "discard", "seat": p, "cards": list(discard)})
    items = []
    for it in sc.get("announce", []):
        items.append({"kind": it} if isinstance(it, str) else dict(it))
    ann_kinds = {i["kind"] for i in items}
    if "tarocks" in ann_kinds:
        cnt = [i for i in items if i["kind"] == "tarocks"][0]["count"]
        if sum(is_trump(c) for c in hands[p]) != cnt or sum(is_trump(c) for c in sim.hands[p]) != cnt:
            return None
    if "pagat_ultimo" in ann_kinds and "T1" not in hands[p]:
        return None
    helpers = [s for s in order if s != p]
    events.append({"type": "announce", "seat": p, "items": items})
    for s in helpers:
        events.append({"type": "announce", "seat": s, "items": []})
    if sc.get("contra"):
        events.append({"type": "double", "seat": helpers[0], "target": "game", "level": 2})
    # play
    tricks = {s: [] for s in order}
    leader = order[0]
    renonce_at = None
    ultimo_forced_out = False
    last_winner = None
    last_trick = None
    for t in range(12):
        trick = []
        idx = order.index(leader)
        seq = order[idx:] + order[:idx]
        for s in seq:
            lg = legal(hands[s], trick)
            choice = None
            if (
                sc.get("renonce")
                and renonce_at is None
                and s == p
                and trick
                and t >= sc.get("renonce_after", 2)
                and suit(trick[0][1]) != "T"
            ):
                led = suit(trick[0][1])
                if any(suit(c) == led for c in hands[s]):
                    tr = [c for c in hands[s] if is_trump(c) and c != "T1"]
                    if tr:
                        choice = rng.choice(tr)
                        renonce_at = len(events)
            if choice is None:
                pool_ = list(lg)
                if s == p and sc.get("keep_pagat") and t < 11 and "T1" in pool_ and len(pool_) > 1:
                    pool_.remove("T1")
                if s == p and "T1" in lg and len(lg) == 1 and t < 11 and "pagat_ultimo" in ann_kinds:
                    ultimo_forced_out = True
                # mild strategy: player prefers high trumps when trumps are led/needed
                if s == p and sc.get("strong") and all(is_trump(c) for c in pool_) and len(pool_) > 1:
                    pool_.sort(key=rank, reverse=True)
                    cands = [c for c in pool_ if c != "T1"] or pool_
                    choice = cands[0] if rng.random() < 0.7 else rng.choice(pool_)
                else:
                    choice = rng.choice(pool_)
            hands[s].remove(choice)
            trick.append((s, choice))
            events.append({"type": "play", "seat": s, "card": choice})
        w = winner(trick)
        tricks[w] += [c for _, c in trick]
        leader = w
        last_winner = w
        last_trick = trick
    if sc.get("renonce") and renonce_at is None:
        return None
    pcards = tricks[p] + discard
    hcards = [c for s in helpers for c in tricks[s]] + rest_talon
    pts = points(pcards)
    assert pts + points(hcards) == 66
    if not tricks[p] or all(not tricks[s] for s in helpers):
        return None  # volat: kept out of this round
    trick_p = tricks[p]
    trick_h = [c for s in helpers for c in tricks[s]]
    # premiums
    kings_p = all(k in trick_p for k in KINGS)
    kings_h = all(k in trick_h for k in KINGS)
    trull_p = all(k in trick_p for k in TRULL)
    trull_h = all(k in trick_h for k in TRULL)
    pagat_last = [c for _, c in last_trick].count("T1") == 1
    pagat_last_seat = [s for s, c in last_trick if c == "T1"]
    ultimo_made = pagat_last and pagat_last_seat[0] == p and last_winner == p
    ultimo_lost_in_last = pagat_last and pagat_last_seat[0] == p and last_winner != p
    return {
        "sim": sim,
        "events": events,
        "all_pass": False,
        "player": p,
        "helpers": helpers,
        "contract": contract,
        "ann": ann_kinds,
        "items": items,
        "contra": bool(sc.get("contra")),
        "pts": pts,
        "kings_p": kings_p,
        "kings_h": kings_h,
        "trull_p": trull_p,
        "trull_h": trull_h,
        "ultimo_made": ultimo_made and not ultimo_forced_out,
        "ultimo_lost_in_last": ultimo_lost_in_last,
        "renonce_at": renonce_at,
        "discard": discard,
    }


def settle(d, n, pool_before, stake_due, dealer):
    """Lines of the deal: {seat: {reason: amount}}, {'pool': {reason: amount}}."""
    seats = list(range(n))
    lines = {s: {} for s in seats}
    pl = {}

    def add(s, r, a):
        lines[s][r] = lines[s].get(r, 0) + a

    def padd(r, a):
        pl[r] = pl.get(r, 0) + a

    if stake_due:
        for s in seats:
            add(s, "pool_stake", -10)
            padd("pool_stake", 10)
    if d["all_pass"]:
        for s in d["sim"].order:
            add(s, "pool_pass", -5)
            padd("pool_pass", 5)
        return lines, pl
    p = d["player"]
    opp = [s for s in seats if s != p]  # helpers and the krol
    m, addend = CONTRACT[d["contract"]]
    pts = d["pts"]
    contra = 2 if d["contra"] else 1
    ann = d["ann"]
    renonce = d["renonce_at"] is not None
    if renonce:
        if pts > 33:
            game = -addend * 1 * contra  # konsolacja, as a lost game of the first packet
        else:
            game = -((33 - pts) * m + addend) * contra
    elif pts > 33:
        game = ((pts - 33) * m + addend) * contra
    else:
        game = -((33 - pts) * m + addend) * contra
    prem = {}
    if not renonce:
        if d["kings_p"]:
            prem["four_kings"] = 200 if "four_kings" in ann else 100
        elif "four_kings" in ann:
            prem["four_kings"] = -200
        if d["trull_p"]:
            prem["trull"] = 100 if "trull" in ann else 50
        elif "trull" in ann:
            prem["trull"] = -100
        if "pagat_ultimo" in ann:
            prem["pagat_ultimo"] = 100 if d["ultimo_made"] else -100
        elif d["ultimo_made"]:
            prem["pagat_ultimo"] = 50
        for it in d["items"]:
            if it["kind"] == "tarocks":
                prem["tarocks"] = {10: 50, 11: 100, 12: 150}[it["count"]]
    for s in opp:
        add(s, "game", -game)
        add(p, "game", game)
        for r, a in prem.items():
            add(s, r, -a)
            add(p, r, a)
    # pool
    if "pagat_ultimo" in ann and not renonce:
        if d["ultimo_made"]:
            add(p, "pool_ultimo", pool_before)
            padd("pool_ultimo", -pool_before)
        else:
            add(p, "pool_ultimo", -pool_before)
            padd("pool_ultimo", pool_before)
    for s in seats:
        win = sum(a for r, a in lines[s].items() if r not in ("pool_stake", "pool_ultimo", "pool_pass"))
        if win > 0:
            sh = round(win / 10, 6)
            add(s, "pool_share", -sh)
            padd("pool_share", sh)
    return lines, pl


def net(lines):
    return round(sum(lines.values()), 6)


def num(x):
    x = round(x, 6)
    return int(x) if x == int(x) else x


def predicate_ok(d, want):
    if d is None:
        return False
    if d["all_pass"]:
        return True
    # keep ambiguous premium cases out of the round
    if d["kings_h"] or d["trull_h"] or d["ultimo_lost_in_last"] and "pagat_ultimo" not in d["ann"]:
        return False
    if d["pts"] == 33 and not want.get("allow33"):
        return False
    for k, v in want.items():
        if k == "allow33":
            continue
        if k == "win":
            if (d["pts"] > 33) != v:
                return False
        elif k == "pts_min":
            if d["pts"] < v:
                return False
        elif d.get(k) != v:
            return False
    # mixed-sign seat wins (10% share) kept out: player's premiums agree with the game's sign
    return True


def find_deal(n, dealer, seed, sc, want, tries=400000):
    for k in range(tries):
        rng = random.Random(seed * 1000003 + k)
        d = play_deal(n, dealer, rng, sc)
        if not predicate_ok(d, want):
            continue
        if not d["all_pass"]:
            pl, _ = settle(d, n, 100, False, dealer)
            signs = {s: {a > 0 for r, a in pl[s].items() if r != "pool_share"} for s in pl}
            if any(len(v) > 1 for v in signs.values()):
                continue
        d["seed"] = seed * 1000003 + k
        return d
    raise SystemExit(f"no deal for {sc} {want}")


# ---------------------------------------------------------------- sheets


def session(n, specs, seed):
    """specs: list of (scenario, want).  Returns list of deal records with lines and state."""
    deals = []
    pool = 0
    stake_due = True
    totals = [0] * n
    pool_total = 0
    dealer = 0
    for i, (sc, want) in enumerate(specs):
        d = find_deal(n, dealer, seed + i, sc, want)
        lines, pl = settle(d, n, pool, stake_due, dealer)
        pool_before = pool
        stake_due = False
        if not d["all_pass"] and "pagat_ultimo" in d["ann"] and d["ultimo_made"] and d["renonce_at"] is None:
            stake_due = True
        pool = round(pool + net(pl), 6)
        totals = [round(totals[s] + net(lines[s]), 6) for s in range(n)]
        pool_total = round(pool_total + net(pl), 6)
        deals.append(
            {
                "d": d,
                "dealer": dealer,
                "lines": lines,
                "pool_lines": pl,
                "pool_before": pool_before,
                "pool_after": pool,
                "totals": list(totals),
                "pool_total": pool_total,
            }
        )
        dealer = (dealer + 1) % n
    return deals


def sheet_events(rec, shape, n):
    """shape: set of 'net', 'reasons', 'pool_line', 'totals', 'pool_total'."""
    ev = []
    if "reasons" in shape:
        for s in range(n):
            for r, a in rec["lines"][s].items():
                ev.append({"type": "score", "party": s, "points": num(a), "reason": r})
        if "pool_line" in shape:
            for r, a in rec["pool_lines"].items():
                ev.append({"type": "score", "party": "pool", "points": num(a), "reason": r})
    elif "net" in shape:
        for s in range(n):
            ev.append({"type": "score", "party": s, "points": num(net(rec["lines"][s]))})
        if "pool_line" in shape:
            ev.append({"type": "score", "party": "pool", "points": num(net(rec["pool_lines"]))})
    if "totals" in shape:
        for s in range(n):
            ev.append({"type": "total", "party": s, "points": num(rec["totals"][s])})
        if "pool_total" in shape:
            ev.append({"type": "total", "party": "pool", "points": num(rec["pool_total"])})
    return ev


NAMES3 = ["Adam", "Bożena", "Czesław"]
NAMES4 = ["Adam", "Bożena", "Czesław", "Danuta"]


def build(name, n, specs, shape, seed, faults=(), note=""):
    recs = session(n, specs, seed)
    deals = []
    for rec in recs:
        d = rec["d"]
        sim = d["sim"]
        events = [dict(e) for e in d["events"]] + sheet_events(rec, shape, n)
        deals.append({"dealer": rec["dealer"], "hands": sim.hands, "talon": sim.talon, "events": events})
    expected = []
    for rec_i, rec in enumerate(recs):
        if rec["d"].get("renonce_at") is not None:
            expected.append((rec_i, rec["d"]["renonce_at"], "revoke", "renonce planted"))
    for f in faults:
        expected += f(deals, recs)
    doc = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "players": NAMES3 if n == 3 else NAMES4,
        "meta": {"audit": "gd-sheet-shapes", "note": note},
        "deals": deals,
    }
    (OUT / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
    return recs, expected


def find_ev(deal, pred, nth=0):
    hits = [i for i, e in enumerate(deal["events"]) if pred(e)]
    return hits[nth]


def describe(recs):
    out = []
    for i, rec in enumerate(recs):
        d = rec["d"]
        if d["all_pass"]:
            out.append(f"  deal {i}: dealer {rec['dealer']}, all pass")
        else:
            out.append(
                f"  deal {i}: dealer {rec['dealer']}, player {d['player']} {d['contract']}"
                f"{' contra' if d['contra'] else ''} ann={sorted(d['ann'])} pts={d['pts']}"
                f" kings={d['kings_p']} trull={d['trull_p']} ultimo={d['ultimo_made']}"
                f" renonce_at={d['renonce_at']} seed={d['seed']}"
            )
        for s in sorted(rec["lines"]):
            out.append(
                f"    seat {s}: {rec['lines'][s]} net={num(net(rec['lines'][s]))} total={num(rec['totals'][s])}"
            )
        out.append(
            f"    pool: {rec['pool_lines']} net={num(net(rec['pool_lines']))} "
            f"before={num(rec['pool_before'])} after={num(rec['pool_after'])}"
        )
    return "\n".join(out)


# ---------------------------------------------------------------- faults


def score_ev(deal, party, reason=None):
    return find_ev(
        deal,
        lambda e: (
            e["type"] == "score" and e["party"] == party and (reason is None or e.get("reason") == reason)
        ),
    )


def total_ev(deal, party):
    return find_ev(deal, lambda e: e["type"] == "total" and e["party"] == party)


def bump_score(k, party, delta, why, reason=None):
    def f(deals, recs):
        i = score_ev(deals[k], party, reason)
        e = deals[k]["events"][i]
        e["points"] = num(e["points"] + delta)
        return [(k, i, "wrong_score", why)]

    return f


def set_score(k, party, value_fn, why, reason=None):
    def f(deals, recs):
        i = score_ev(deals[k], party, reason)
        e = deals[k]["events"][i]
        e["points"] = num(value_fn(recs[k]))
        return [(k, i, "wrong_score", why)]

    return f


def drop_score(k, party, reason, why, anchor_reason):
    def f(deals, recs):
        i = score_ev(deals[k], party, reason)
        del deals[k]["events"][i]
        j = score_ev(deals[k], party, anchor_reason)
        return [(k, j, "wrong_score", why)]

    return f


def bump_total(k, party, delta, why, carry=True):
    def f(deals, recs):
        i = total_ev(deals[k], party)
        deals[k]["events"][i]["points"] = num(deals[k]["events"][i]["points"] + delta)
        if carry:
            for kk in range(k + 1, len(deals)):
                j = total_ev(deals[kk], party)
                deals[kk]["events"][j]["points"] = num(deals[kk]["events"][j]["points"] + delta)
        return [(k, i, "wrong_total", why)]

    return f


def carry_totals(k, party, delta):
    """The sheet's own arithmetic: a wrong line carried into this and later totals (not a finding)."""

    def f(deals, recs):
        for kk in range(k, len(deals)):
            j = total_ev(deals[kk], party)
            deals[kk]["events"][j]["points"] = num(deals[kk]["events"][j]["points"] + delta)
        return []

    return f


T = {"contract": "three", "strong": True}
S = {"contract": "solo", "strong": True}


def sc(base, **kw):
    x = dict(base)
    x.update(kw)
    return x


NET_POOL_TOT = {"net", "pool_line", "totals", "pool_total"}

FILES = [
    (
        "01-clean-net-pool-totals-3p.json",
        dict(
            n=3,
            seed=101,
            shape=NET_POOL_TOT,
            specs=[
                (sc(T, player=0), {"win": True, "kings_p": True, "trull_p": False, "ultimo_made": False}),
                (sc(T, player=1), {"win": False, "kings_p": False, "trull_p": False, "ultimo_made": False}),
                (sc(S, player=2), {"win": True, "kings_p": False, "trull_p": False, "ultimo_made": False}),
                (
                    sc(T, player=0, announce=["pagat_ultimo"], keep_pagat=True),
                    {"win": True, "ultimo_made": True, "kings_p": False, "trull_p": False},
                ),
                (
                    sc(T, player=2, announce=[{"kind": "tarocks", "count": 10}], no_trump_buy=True),
                    {"win": True, "kings_p": False, "trull_p": False, "ultimo_made": False},
                ),
            ],
            note="clean: a net line per seat per deal, the pool's line, running totals of seats and pool",
        ),
    ),
    (
        "02-clean-reasons-4p.json",
        dict(
            n=4,
            seed=202,
            shape={"reasons", "pool_line"},
            specs=[
                (sc(T, player=0), {"win": True, "trull_p": True, "kings_p": False, "ultimo_made": False}),
                (
                    sc(T, player=1, contra=True),
                    {"win": False, "kings_p": False, "trull_p": False, "ultimo_made": False},
                ),
                ({"all_pass": True}, {}),
                (
                    sc(T, player=2, announce=["four_kings"]),
                    {"win": True, "kings_p": True, "trull_p": False, "ultimo_made": False},
                ),
            ],
            note="clean: lines by reason (game, premiums, pool stake/share/pass) per seat and for the pool; no totals",
        ),
    ),
    (
        "03-clean-totals-only-3p.json",
        dict(
            n=3,
            seed=303,
            shape={"totals", "pool_total"},
            specs=[
                (
                    sc(T, player=0, contra=True),
                    {"win": True, "kings_p": False, "trull_p": False, "ultimo_made": False},
                ),
                (sc(T, player=1), {"win": True, "kings_p": False, "trull_p": True, "ultimo_made": False}),
                (
                    sc(T, player=2, announce=["pagat_ultimo"], keep_pagat=True),
                    {"win": False, "ultimo_made": False, "kings_p": False, "trull_p": False},
                ),
                (sc(S, player=0), {"win": False, "kings_p": False, "trull_p": False, "ultimo_made": False}),
            ],
            note="clean: running totals only (seats and pool), no per-deal lines",
        ),
    ),
    (
        "04-reasons-wrong-game-line-3p.json",
        dict(
            n=3,
            seed=404,
            shape={"reasons", "pool_line"},
            specs=[
                (sc(T, player=0), {"win": True, "kings_p": False, "trull_p": False, "ultimo_made": False}),
                (sc(T, player=1), {"win": False, "kings_p": False, "trull_p": False, "ultimo_made": False}),
                (sc(T, player=2), {"win": True, "kings_p": True, "trull_p": False, "ultimo_made": False}),
            ],
            faults=[],  # filled below
            note="one wrong game line (the addend 30 left out of a lost three)",
        ),
    ),
    (
        "05-reasons-wrong-premium-line-4p.json",
        dict(
            n=4,
            seed=505,
            shape={"reasons", "pool_line"},
            specs=[
                (sc(T, player=0), {"win": False, "kings_p": False, "trull_p": False, "ultimo_made": False}),
                (
                    sc(T, player=1, announce=["four_kings"]),
                    {"win": True, "kings_p": True, "trull_p": False, "ultimo_made": False},
                ),
                (sc(S, player=0), {"win": True, "kings_p": False, "trull_p": False, "ultimo_made": False}),
            ],
            note="one wrong premium line: the krol's announced four kings written at the silent 100",
        ),
    ),
    (
        "06-wrong-pool-line-3p.json",
        dict(
            n=3,
            seed=606,
            shape=NET_POOL_TOT,
            specs=[
                (sc(T, player=0), {"win": True, "kings_p": False, "trull_p": False, "ultimo_made": False}),
                (sc(T, player=1), {"win": False, "kings_p": False, "trull_p": False, "ultimo_made": False}),
                (sc(T, player=2), {"win": True, "kings_p": False, "trull_p": False, "ultimo_made": False}),
            ],
            note="one wrong pool line: deal 0's pool line counts the stakes but not the winner's 10%",
        ),
    ),
    (
        "07-wrong-pool-share-and-total-4p.json",
        dict(
            n=4,
            seed=707,
            shape={"reasons", "pool_line", "totals", "pool_total"},
            specs=[
                (sc(T, player=0), {"win": True, "kings_p": False, "trull_p": False, "ultimo_made": False}),
                (sc(T, player=1), {"win": False, "kings_p": False, "trull_p": False, "ultimo_made": False}),
                (sc(T, player=2), {"win": True, "kings_p": True, "trull_p": False, "ultimo_made": False}),
                (sc(T, player=0), {"win": True, "kings_p": False, "trull_p": False, "ultimo_made": False}),
            ],
            note="two faults: a wrong pool_share line for the pool (deal 1) and a wrong seat total (deal 2, carried)",
        ),
    ),
    (
        "08-wrong-total-carried-3p.json",
        dict(
            n=3,
            seed=808,
            shape={"net", "totals"},
            specs=[
                (sc(T, player=0), {"win": False, "kings_p": False, "trull_p": False, "ultimo_made": False}),
                (sc(T, player=1), {"win": True, "kings_p": False, "trull_p": False, "ultimo_made": False}),
                (sc(S, player=2), {"win": True, "kings_p": False, "trull_p": False, "ultimo_made": False}),
                (sc(T, player=0), {"win": True, "kings_p": False, "trull_p": True, "ultimo_made": False}),
            ],
            note="one wrong total (deal 1, seat 2), carried by the sheet into the later totals; no pool lines",
        ),
    ),
    (
        "09-totals-only-wrong-total-4p.json",
        dict(
            n=4,
            seed=909,
            shape={"totals", "pool_total"},
            specs=[
                (sc(T, player=0), {"win": True, "kings_p": False, "trull_p": False, "ultimo_made": False}),
                (sc(T, player=1), {"win": False, "kings_p": False, "trull_p": False, "ultimo_made": False}),
                (sc(T, player=2), {"win": True, "kings_p": False, "trull_p": False, "ultimo_made": False}),
                (sc(T, player=0), {"win": False, "kings_p": False, "trull_p": False, "ultimo_made": False}),
            ],
            note="totals only; one wrong total (deal 1, seat 3), carried into later totals",
        ),
    ),
    (
        "10-renonce-consolation-wrong-score-3p.json",
        dict(
            n=3,
            seed=1010,
            shape={"net", "pool_line"},
            specs=[
                (sc(T, player=0), {"win": True, "kings_p": False, "trull_p": False, "ultimo_made": False}),
                (
                    sc(T, player=1, renonce=True),
                    {"pts_min": 36, "kings_p": False, "trull_p": False, "ultimo_made": False},
                ),
                (sc(T, player=2), {"win": False, "kings_p": False, "trull_p": False, "ultimo_made": False}),
            ],
            note="two faults: the player's renonce in deal 1 (he made his points: pays konsolacja 30 each, "
            "scored so), and a wrong helper line in deal 2",
        ),
    ),
    (
        "11-renonce-lost-wrong-krol-line-4p.json",
        dict(
            n=4,
            seed=1111,
            shape={"net", "pool_line", "totals", "pool_total"},
            specs=[
                (sc(T, player=0), {"win": True, "kings_p": False, "trull_p": False, "ultimo_made": False}),
                (
                    sc(T, player=1, renonce=True, strong=False),
                    {"win": False, "kings_p": False, "trull_p": False, "ultimo_made": False},
                ),
                (sc(T, player=2), {"win": True, "kings_p": False, "trull_p": False, "ultimo_made": False}),
            ],
            note="two faults in deal 1: the player's renonce (a lost game anyway) and the krol's line "
            "written without his 10% to the pool",
        ),
    ),
    (
        "12-premium-left-off-net-3p.json",
        dict(
            n=3,
            seed=1212,
            shape=NET_POOL_TOT,
            specs=[
                (sc(T, player=0), {"win": False, "kings_p": False, "trull_p": False, "ultimo_made": False}),
                (sc(T, player=1), {"win": True, "trull_p": True, "kings_p": False, "ultimo_made": False}),
                (sc(T, player=2), {"win": True, "kings_p": False, "trull_p": False, "ultimo_made": False}),
            ],
            note="one fault: the player's silent trull left off his own line in deal 1 (the sheet's totals "
            "carry its own line)",
        ),
    ),
    (
        "13-premium-left-off-reasons-4p.json",
        dict(
            n=4,
            seed=1313,
            shape={"reasons", "pool_line"},
            specs=[
                (sc(T, player=0), {"win": False, "kings_p": False, "trull_p": False, "ultimo_made": False}),
                (sc(T, player=1), {"win": True, "kings_p": True, "trull_p": False, "ultimo_made": False}),
                (sc(T, player=2), {"win": True, "kings_p": False, "trull_p": False, "ultimo_made": False}),
            ],
            note="one fault: a helper's four_kings line (he pays 100) left off in deal 1",
        ),
    ),
    (
        "14-solo-contra-two-faults-3p.json",
        dict(
            n=3,
            seed=1414,
            shape={"net"},
            specs=[
                (sc(S, player=0), {"win": True, "kings_p": False, "trull_p": False, "ultimo_made": False}),
                (
                    sc(T, player=1, contra=True),
                    {"win": True, "kings_p": False, "trull_p": False, "ultimo_made": False},
                ),
                (sc(T, player=2), {"win": False, "kings_p": False, "trull_p": False, "ultimo_made": False}),
            ],
            note="two faults: a solo helper line scored as a three (deal 0), a contra'd win undoubled on a "
            "helper's line (deal 1); net lines only, no pool line, no totals",
        ),
    ),
]


def _game_each(rec):
    return rec["lines"][rec["d"]["player"]]["game"] / (len(rec["lines"]) - 1)


def helper(rec, j=0):
    return rec["d"]["helpers"][j]


def krol(rec):
    return rec["dealer"]


FAULTS = {
    # 04: deal 1, first helper's game line: the addend 30 left out
    "04-reasons-wrong-game-line-3p.json": lambda recs: [
        bump_score(1, helper(recs[1]), -30, "helper's game line without the addend 30", "game")
    ],
    # 05: deal 1, the krol's four_kings line written -100 instead of -200
    "05-reasons-wrong-premium-line-4p.json": lambda recs: [
        bump_score(
            1,
            krol(recs[1]),
            100,
            "krol's announced four kings written as silent (-100 for -200)",
            "four_kings",
        )
    ],
    # 06: deal 0 pool line without the winner's 10%
    "06-wrong-pool-line-3p.json": lambda recs: [
        set_score(
            0, "pool", lambda r: r["pool_lines"]["pool_stake"], "pool line: stakes only, the 10% left out"
        )
    ],
    "07-wrong-pool-share-and-total-4p.json": lambda recs: [
        bump_score(1, "pool", 10, "pool's pool_share line 10 too high", "pool_share"),
        bump_total(2, recs[2]["d"]["helpers"][1], -10, "a helper's total 10 short, carried"),
    ],
    "08-wrong-total-carried-3p.json": lambda recs: [
        bump_total(1, 2, 10, "seat 2's total 10 too high, carried")
    ],
    "09-totals-only-wrong-total-4p.json": lambda recs: [
        bump_total(1, 3, -20, "seat 3's total 20 short, carried")
    ],
    "10-renonce-consolation-wrong-score-3p.json": lambda recs: [
        set_score(
            2,
            helper(recs[2], 1),
            lambda r: r["lines"][r["d"]["helpers"][1]]["game"],
            "second helper's line: his 10% to the pool not taken off",
        )
    ],
    "11-renonce-lost-wrong-krol-line-4p.json": lambda recs: [
        set_score(
            1,
            krol(recs[1]),
            lambda r: r["lines"][r["dealer"]]["game"],
            "krol's line: his win without the 10% to the pool",
        )
    ],
    "12-premium-left-off-net-3p.json": lambda recs: [
        bump_score(
            1, recs[1]["d"]["player"], -90, "player's line without his silent trull (2 x 50, less 10%)"
        ),
        carry_totals(1, recs[1]["d"]["player"], -90),
    ],
    "13-premium-left-off-reasons-4p.json": lambda recs: [
        drop_score(1, helper(recs[1], 1), "four_kings", "a helper's four_kings line (-100) left off", "game")
    ],
    "14-solo-contra-two-faults-3p.json": lambda recs: [],  # built in main (needs figures)
}


def run():
    report = []
    for fname, kw in FILES:
        kw = dict(kw)
        note = kw.pop("note", "")
        kw.pop("faults", None)
        recs0 = session(kw["n"], kw["specs"], kw["seed"])
        faults = FAULTS.get(fname, lambda r: [])(recs0)
        if fname.startswith("14-"):
            r0, r1 = recs0[0], recs0[1]
            h0 = helper(r0)
            pts0 = r0["d"]["pts"]
            three_val = (pts0 - 33) * 3 + 30
            solo_val = (pts0 - 33) * 6 + 60
            h1 = helper(r1, 1)
            g1 = -r1["lines"][h1]["game"]  # doubled
            faults = [
                bump_score(0, h0, solo_val - three_val, "solo helper line scored as a three"),
                bump_score(1, h1, g1 / 2, "contra'd won game paid undoubled by a helper"),
            ]
        recs, exp = build(fname, kw["n"], kw["specs"], kw["shape"], kw["seed"], faults, note)
        report.append(f"{fname}\n{describe(recs)}\n  expected: {exp}\n")
    (OUT / "_figures.txt").write_text("\n".join(report))
    print("\n".join(report))


if __name__ == "__main__":
    run()
