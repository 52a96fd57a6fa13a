"""Blind generator for audit round gd-midway3 (Galician Tarok, mid-session without start.pools).

Written from Szczepanski's rules (seeds/002, §3, §5-§8, §14, §18, §27) and the public format only.
Every figure below is computed here, by these rules, never by the engine.

Conventions used (all from the source or the public examples):
- first three (trojka, bought once): won = (p-33)*3+30 from each opponent, lost = (33-p)*3+30 to each
  (§18; p = card points of the player's tricks + discard, §14: card values minus 2 per three cards);
- opponents = the two helpers and, at four/five, the king (dealer) (§8, §17 'kazdemu z pomagajacych i krolowi');
- announced pagat ultimo: 100 from / to each opponent (§6); made -> the player takes the whole pool (§27);
  failed -> the player pays the pool's whole content into it (§27);
- 10 % of every win into the pool (§27 'zwykle 10 procent od kazdej wygranej'), the pool take excluded (as in
  examples/galician-tarok/clean.json); the pool is founded again by a stake of 10 from each participant in the
  deal after an ultimo took it (the game's option pool_stake).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
DECK = [r + s for s in SUITS for r in "KQNJ"] + [PIP[s] for s in SUITS] + [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
assert len(DECK) == 42


def suit(c):
    return "T" if c.startswith("T") or c == "SKIZ" else c[-1]


def trank(c):
    return 22 if c == "SKIZ" else int(c[1:])


def srank(c):
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0] if not c.startswith("1") else "x", 1)


def value(c):
    if suit(c) == "T":
        return 5 if c in ("T1", "T21", "SKIZ") else 1
    return srank(c)


def pile_points(cards):
    assert len(cards) % 3 == 0
    return sum(value(c) for c in cards) - 2 * (len(cards) // 3)


assert pile_points(DECK) == 66


def legal(hand, trick):
    if not trick:
        return list(hand)
    led = suit(trick[0])
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    tar = [c for c in hand if suit(c) == "T"]
    return tar if tar else list(hand)


def winner(trick):  # index into trick
    tars = [i for i, c in enumerate(trick) if suit(c) == "T"]
    if tars:
        return max(tars, key=lambda i: trank(trick[i]))
    led = suit(trick[0])
    return max((i for i, c in enumerate(trick) if suit(c) == led), key=lambda i: srank(trick[i]))


def play_deal(rng, active, declarer, hands, ultimo):
    """active: the three playing seats in order from forehand. Returns plays, piles per seat, last-trick info."""
    hands = {s: list(h) for s, h in hands.items()}
    leader = active[0]
    plays, won = [], {s: [] for s in active}
    last = None
    for t in range(12):
        i0 = active.index(leader)
        order = [active[(i0 + k) % 3] for k in range(3)]
        trick = []
        for s in order:
            opts = legal(hands[s], trick)
            if s == declarer and ultimo and t < 11 and len(opts) > 1 and "T1" in opts:
                opts = [c for c in opts if c != "T1"]
            c = rng.choice(opts)
            hands[s].remove(c)
            trick.append(c)
            plays.append((s, c))
        w = order[winner(trick)]
        won[w] += trick
        leader = w
        last = (order, trick, w)
    return plays, won, last


def fmt(x):
    x = round(x, 2)
    return int(x) if x == int(x) else x


def make_deal(seed, n, dealer, sitter, declarer, ultimo, want_win, want_ultimo_made):
    """One deal of a first three; searches shuffles until the outcome is the one asked for and no silent
    premium (trull, four kings, unannounced ultimo, volat) falls to either side."""
    rng = random.Random(seed)
    for _attempt in range(200000):
        deck = DECK[:]
        rng.shuffle(deck)
        seats = [s for s in range(n) if s != sitter and (n == 3 or s != dealer)]
        # order from forehand: dealer+1, skipping the king and sitter
        order = []
        k = dealer
        while len(order) < 3:
            k = (k + 1) % n
            if k in seats:
                order.append(k)
        talon = deck[:6]
        hands = {s: deck[6 + 12 * i: 18 + 12 * i] for i, s in enumerate(order)}
        if declarer not in order:
            raise ValueError
        h = hands[declarer] + talon[:3]
        if ultimo and "T1" not in h:
            continue
        if not ultimo and "T1" in h and False:
            continue
        # discard three lowest non-king suit cards
        cand = sorted([c for c in h if suit(c) != "T" and c[0] != "K"], key=value)
        if len(cand) < 3:
            continue
        disc = cand[:3]
        for c in disc:
            h.remove(c)
        prng = random.Random(rng.random())
        hh = dict(hands)
        hh[declarer] = h
        plays, won, last = play_deal(prng, order, declarer, hh, ultimo)
        dpile = won[declarer] + disc
        hpile = [c for s in order if s != declarer for c in won[s]] + talon[3:]
        p = pile_points(dpile)
        assert p + pile_points(hpile) == 66
        if p == 33:
            continue
        win = p > 33
        if win != want_win:
            continue
        if len(won[declarer]) == 36:
            continue  # volat
        for pile in (dpile, hpile):
            if all(c in pile for c in ("T1", "T21", "SKIZ")):
                break
            if all(("K" + s) in pile for s in SUITS):
                break
        else:
            lorder, ltrick, lw = last
            t1_last_won = "T1" in ltrick and lw == declarer and ltrick[lorder.index(declarer)] == "T1"
            if not ultimo and t1_last_won:
                continue
            if ultimo and t1_last_won != want_ultimo_made:
                continue
            hands_out = []
            for s in range(n):
                hands_out.append(hands.get(s, []))
            return {
                "order": order,
                "hands": hands_out,
                "talon": talon,
                "take": talon[:3],
                "discard": disc,
                "plays": plays,
                "points": p,
                "win": win,
            }
    raise RuntimeError("no deal found")


def game_value(p):
    return (p - 33) * 3 + 30 if p > 33 else -((33 - p) * 3 + 30)


class Session:
    def __init__(self, name, players, start_totals, form):
        self.name = name
        self.n = len(players)
        self.doc = {
            "format": "trick-transcript/1",
            "game": "galician-tarok",
            "players": players,
            "start": {"totals": start_totals},
            "meta": {"audit": "gd-midway3", "form": form},
            "deals": [],
        }
        self.form = form
        self.totals = list(start_totals)
        self.pool = None  # unknown content (no start.pools)
        self.pool_known_delta = 0  # pool total relative to unknown X0 where unknown
        self.stake_due = False
        self.pool_inferred = None
        self.expect = []

    def deal(self, seed, dealer, declarer, ultimo=False, win=True, made=True, sitter=None, pool_x=None,
             write_pool_line=True, seat_totals=True, pool_total=False, slip=None, note=None):
        """pool_x: the pool's content before this deal as the recorder knew it (used for the take / failed
        ultimo amount when the pool is unknown to the record's reader). slip: (kind, delta) planted."""
        n = self.n
        d = make_deal(seed, n, dealer, sitter, declarer, ultimo, win, made)
        order = d["order"]
        opp = [s for s in range(n) if s != declarer and s != sitter]  # helpers and the king
        ev = []
        # auction: seats before the declarer pass, declarer bids three, the rest pass
        i = order.index(declarer)
        for s in order[:i]:
            ev.append({"type": "bid", "seat": s, "bid": "pass"})
        ev.append({"type": "bid", "seat": declarer, "bid": "three"})
        for s in order[i + 1:]:
            ev.append({"type": "bid", "seat": s, "bid": "pass"})
        ev.append({"type": "take", "seat": declarer, "cards": d["take"]})
        ev.append({"type": "discard", "seat": declarer, "cards": d["discard"]})
        ev.append({"type": "announce", "seat": declarer, "items": [{"kind": "pagat_ultimo"}] if ultimo else []})
        for k in range(1, 3):
            ev.append({"type": "announce", "seat": order[(i + k) % 3], "items": []})
        for s, c in d["plays"]:
            ev.append({"type": "play", "seat": s, "card": c})
        v = game_value(d["points"])
        u = 0 if not ultimo else (100 if made else -100)
        net = {s: 0.0 for s in range(n)}
        pool_line = 0.0
        pays = []  # (from, to, amount, reason)
        if self.stake_due:
            for s in range(n):
                if s == sitter:
                    continue
                pays.append((s, "pool", 10, "pool_stake"))
                net[s] -= 10
                pool_line += 10
            self.stake_due = False
        for o in opp:
            if v > 0:
                pays.append((o, declarer, v, "game"))
            else:
                pays.append((declarer, o, -v, "game"))
            net[o] -= v
            net[declarer] += v
            if u:
                if u > 0:
                    pays.append((o, declarer, u, "pagat_ultimo"))
                else:
                    pays.append((declarer, o, -u, "pagat_ultimo"))
                net[o] -= u
                net[declarer] += u
        # pool take / failed ultimo (content before this deal's shares)
        x = None
        if ultimo:
            if pool_x == "after-fail":
                pool_x = self.pool_inferred
            x = self.pool if self.pool is not None else pool_x
            assert x is not None
            if made:
                pays.append(("pool", declarer, x, "pool"))
                net[declarer] += x
                pool_line -= x
            else:
                pays.append((declarer, "pool", x, "pool"))
                net[declarer] -= x
                pool_line += x
        # shares: 10 % of each winner's win (game + ultimo), not of the pool taken
        shares = {}
        if v + u > 0:
            shares[declarer] = 0.1 * len(opp) * (v + u)
        else:
            for o in opp:
                shares[o] = 0.1 * (-(v + u))
        for s, a in shares.items():
            pays.append((s, "pool", round(a, 2), "pool_share"))
            net[s] -= a
            pool_line += a
        # pool state (the recorder's knowledge: x is the content before the deal)
        if ultimo:
            self.pool = x + pool_line
            if made:
                self.stake_due = True
            else:
                self.pool_inferred = x + pool_line
        elif self.pool is not None:
            self.pool += pool_line
        for s in range(n):
            self.totals[s] += net[s]
        truth = {"net": {s: fmt(net[s]) for s in range(n) if s != sitter}, "pool_line": fmt(pool_line),
                 "game_value": v, "points": d["points"], "declarer": declarer, "x": x,
                 "pool_after": None if self.pool is None else fmt(self.pool),
                 "shares": {s: fmt(a) for s, a in shares.items()}}
        # record
        start_idx = len(ev)
        rec = []
        if self.form == "payments":
            for f, t, a, r in pays:
                e = {"type": "payment", "from": f, "to": t, "amount": fmt(a)}
                if r != "pool":  # the take / the failed ultimo's payment: no reason, as in examples/clean.json
                    e["reason"] = r
                rec.append(e)
        else:
            for s in range(n):
                if s == sitter:
                    continue
                rec.append({"type": "score", "party": s, "points": fmt(net[s])})
            if write_pool_line:
                rec.append({"type": "score", "party": "pool", "points": fmt(pool_line)})
            if seat_totals:
                for s in range(n):
                    rec.append({"type": "total", "party": s, "points": fmt(self.totals[s])})
            if pool_total:
                pt = pool_total if not isinstance(pool_total, bool) else self.pool
                rec.append({"type": "total", "party": "pool", "points": fmt(pt)})
                if self.pool is None:
                    self.pool = pt  # pinned by the sheet from here on
        planted = None
        if slip:
            kind, match, delta = slip
            for j, e in enumerate(rec):
                if match(e):
                    key = "amount" if e["type"] == "payment" else "points"
                    right = e[key]
                    e[key] = fmt(delta(right, truth) if callable(delta) else e[key] + delta)
                    planted = {"event": start_idx + j, "kind": kind, "written": e[key], "right": right}
                    break
            assert planted, slip
        ev += rec
        deal = {"dealer": dealer, "hands": d["hands"], "talon": d["talon"], "events": ev}
        if note:
            deal["note"] = note
        self.doc["deals"].append(deal)
        self.expect.append({"deal": len(self.doc["deals"]) - 1, "truth": truth, "planted": planted,
                            "totals_after": [fmt(t) for t in self.totals]})
        return truth

    def pass_deal(self, seed, dealer, sitter=None, seat_totals=True, pool_total=False):
        rng = random.Random(seed)
        deck = DECK[:]
        rng.shuffle(deck)
        n = self.n
        seats = [s for s in range(n) if s != sitter and (n == 3 or s != dealer)]
        order, k = [], dealer
        while len(order) < 3:
            k = (k + 1) % n
            if k in seats:
                order.append(k)
        hands = {s: deck[6 + 12 * i: 18 + 12 * i] for i, s in enumerate(order)}
        ev = [{"type": "bid", "seat": s, "bid": "pass"} for s in order]
        net = {s: 0 for s in range(n)}
        pool_line = 0
        if self.stake_due:
            for s in range(n):
                if s != sitter:
                    net[s] -= 10
                    pool_line += 10
            self.stake_due = False
        for s in order:
            net[s] -= 5
            pool_line += 5
        if self.form == "payments":
            for s in range(n):
                if net[s]:
                    ev.append({"type": "payment", "from": s, "to": "pool", "amount": -net[s], "reason": "pool_pass_fee"})
        else:
            for s in range(n):
                if s != sitter:
                    ev.append({"type": "score", "party": s, "points": net[s]})
            ev.append({"type": "score", "party": "pool", "points": pool_line})
        for s in range(n):
            self.totals[s] += net[s]
        if self.form != "payments" and seat_totals:
            for s in range(n):
                ev.append({"type": "total", "party": s, "points": fmt(self.totals[s])})
        if self.pool is not None:
            self.pool += pool_line
        self.doc["deals"].append({"dealer": dealer, "hands": [hands.get(s, []) for s in range(n)],
                                  "talon": deck[:6], "events": ev})
        self.expect.append({"deal": len(self.doc["deals"]) - 1, "truth": {"pool_line": pool_line},
                            "planted": None, "totals_after": [fmt(t) for t in self.totals]})

    def write(self):
        (HERE / f"{self.name}.json").write_text(json.dumps(self.doc, indent=1, ensure_ascii=False) + "\n")
        return self.expect


P3 = ["Adam", "Bożena", "Czesław"]
P4 = ["Adam", "Bożena", "Czesław", "Danuta"]
P5 = ["Adam", "Bożena", "Czesław", "Danuta", "Edward"]


def is_pay(frm=None, to=None, reason=None):
    return lambda e: e["type"] == "payment" and (frm is None or e["from"] == frm) and (
        to is None or e["to"] == to) and (reason is None or e.get("reason") == reason)


def is_score(party):
    return lambda e: e["type"] == "score" and e["party"] == party


def is_total(party):
    return lambda e: e["type"] == "total" and e["party"] == party


ALL = {}

# ---- payments form -------------------------------------------------------------------------
s = Session("a1", P3, [212, -95.5, -41], "payments")
s.deal(101, dealer=0, declarer=2, win=False)
s.deal(102, dealer=1, declarer=0, ultimo=True, made=True, pool_x=173.2)
ALL["a1"] = s.write()

s = Session("a2", P3, [-60, 148, 37.5], "payments")
s.deal(201, dealer=2, declarer=1, ultimo=True, made=True, pool_x=96)
s.deal(202, dealer=0, declarer=2, win=True, slip=("stake after the take", is_pay(frm=0, reason="pool_stake"), 10))
s.deal(203, dealer=1, declarer=0, win=False)
ALL["a2"] = s.write()

s = Session("a3", P4, [340, -122, -80.4, -210], "payments")
s.deal(301, dealer=3, declarer=1, win=True)
s.deal(302, dealer=0, declarer=2, ultimo=True, win=False, made=False, pool_x=64.6)
ALL["a3"] = s.write()

s = Session("a4", P4, [15, 402, -233, -126], "payments")
s.deal(401, dealer=1, declarer=3, win=False)
# the recorder took 10 % of what two of the three opponents paid
s.deal(402, dealer=2, declarer=0, ultimo=True, made=True, pool_x=211.5,
       slip=("10% share", is_pay(frm=0, reason="pool_share"), lambda right, t: right * 2 / 3))
ALL["a4"] = s.write()

s = Session("a5", P5, [88, -301, 45, 190.5, -17], "payments")
s.deal(501, dealer=0, declarer=3, win=True, sitter=4)
s.deal(502, dealer=1, declarer=2, ultimo=True, made=True, sitter=4, pool_x=152)
ALL["a5"] = s.write()

s = Session("a6", P3, [-15, 260, -180], "payments")
s.deal(601, dealer=1, declarer=0, ultimo=True, win=False, made=False, pool_x=70)
s.deal(602, dealer=2, declarer=1, ultimo=True, made=True, pool_x="after-fail")
ALL["a6"] = s.write()

s = Session("a7", P3, [77, -12, -140], "payments")
s.deal(701, dealer=0, declarer=2, ultimo=True, win=False, made=False, pool_x=55)
# the recorder paid out the pool as it stood before the failed ultimo's payment (55 + shares, not 110 + shares)
s.deal(702, dealer=1, declarer=0, ultimo=True, made=True, pool_x="after-fail",
       slip=("taker's line (the take leaves out the content the failed ultimo doubled)", is_pay(frm="pool"), lambda right, t: right - 55))
ALL["a7"] = s.write()

# ---- score sheets ----------------------------------------------------------------------------
s = Session("b1", P3, [130, -250, 45], "sheet")
s.deal(801, dealer=2, declarer=1, win=True)
s.deal(802, dealer=0, declarer=2, ultimo=True, made=True, pool_x=88.8, pool_total=True)
ALL["b1"] = s.write()

s = Session("b2", P3, [-44, 310, -91], "sheet")
s.deal(901, dealer=1, declarer=0, win=False)
s.deal(902, dealer=2, declarer=1, ultimo=True, made=True, pool_x=140, seat_totals=False,
       slip=("taker's line", is_score(1), 10))
s.deal(903, dealer=0, declarer=2, win=True, seat_totals=False, pool_total=True)
ALL["b2"] = s.write()

s = Session("b3", P3, [58, 14, -200], "sheet")
s.deal(1001, dealer=0, declarer=1, win=True, slip=("pool's line", is_score("pool"), 5))
s.deal(1002, dealer=1, declarer=0, win=False)
ALL["b3"] = s.write()

s = Session("b4", P4, [-75, 120, 260, -190], "sheet")
s.deal(1101, dealer=0, declarer=2, win=False)
# the recorder wrote the pool's total as if the take had left the old content in
s.deal(1102, dealer=1, declarer=3, ultimo=True, made=True, pool_x=230, pool_total=True,
       slip=("pool's total after the take", is_total("pool"), 40))
ALL["b4"] = s.write()

s = Session("b5", P4, [500, -170, -160.5, -90], "sheet")
s.deal(1201, dealer=2, declarer=0, win=True)
s.deal(1202, dealer=3, declarer=1, ultimo=True, win=False, made=False, pool_x=120, pool_total=True)
ALL["b5"] = s.write()

s = Session("b6", P4, [33, -47, 205, -101], "sheet")
s.deal(1301, dealer=3, declarer=2, ultimo=True, win=False, made=False, pool_x=80, pool_total=True,
       slip=("pool's total after a failed ultimo", is_total("pool"), -20))
ALL["b6"] = s.write()

s = Session("b7", P5, [65, -130, 210, -42, 7], "sheet")
s.deal(1401, dealer=1, declarer=3, win=True, sitter=0)
s.deal(1402, dealer=2, declarer=4, ultimo=True, made=True, sitter=0, pool_x=175)
s.deal(1403, dealer=3, declarer=1, win=False, sitter=0, pool_total=True,
       slip=("a seat's total", is_total(4), 10))
ALL["b7"] = s.write()

s = Session("b8", P3, [140, -60, -25], "sheet")
t1 = s.deal(1501, dealer=1, declarer=2, win=True, pool_total=150)
# the recorder took the pool as it stood before the previous deal's share went in
s.deal(1502, dealer=2, declarer=0, ultimo=True, made=True, pool_x=None, pool_total=True,
       slip=("pool's line", is_score("pool"), sum(t1["shares"].values())))
ALL["b8"] = s.write()

(HERE / "_figures.txt").write_text(json.dumps(ALL, indent=1, default=str) + "\n")
