"""gd-spec8 generator: blind sessions of Galician Tarok with one planted fault each.

Run from this folder: python3 gen.py   (writes NN-*.json and notes.txt)
"""

from __future__ import annotations

import copy
import random
from fractions import Fraction

from model import (
    CONTRACT,
    is_trump,
    legal,
    num,
    packet,
    pile_points,
    suit,
    trick_winner,
    trump_rank,
    suit_rank,
    card_points,
    dump,
)

ORDER = ["three", "bottom", "top", "two", "one", "solo"]
NAMES3 = ["Adam", "Bożena", "Czesław"]
NAMES4 = ["Adam", "Bożena", "Czesław", "Danuta"]
NAMES5 = ["Adam", "Bożena", "Czesław", "Danuta", "Edward"]
NOTES = []


def beats(card, best):
    """does card beat the current best card of the trick (led suit = suit of first)?"""
    return card == best[0]


def cur_best(trick):
    return trick_winner(trick)


def choose(hand, trick, me, side, rng, pagat_guard, last):
    opts = legal(hand, trick, pagat_guard, last)
    if len(opts) == 1:
        return opts[0]
    if not trick:
        # lead: the side with many tarocks leads tarocks, else low suit cards
        tr = sorted([c for c in opts if is_trump(c) and c != "T1"], key=trump_rank)
        su = sorted([c for c in opts if not is_trump(c)], key=lambda c: (card_points(c), rng.random()))
        if side == "decl" and len(tr) >= 5:
            return tr[-1] if rng.random() < 0.5 else tr[0]
        if su:
            return su[0] if rng.random() < 0.7 else su[-1]
        return tr[0] if tr else opts[0]
    w = trick_winner(trick)
    w_side = side_of(w)
    # can I win?
    winning = [c for c in opts if trick_winner(trick + [(me, c)]) == me and c != "T1"]
    if w_side != side and winning:
        winning.sort(key=lambda c: (trump_rank(c) if is_trump(c) else suit_rank(c)))
        return winning[0]
    safe = [c for c in opts if c != "T1"] or opts
    if w_side == side:
        # give points to my side
        return max(safe, key=lambda c: (card_points(c), rng.random()))
    return min(safe, key=lambda c: (card_points(c), trump_rank(c) if is_trump(c) else 0, rng.random()))


_SIDE = {}


def side_of(seat):
    return _SIDE[seat]


def active_seats(n, dealer, out_seat):
    seats = [(dealer + k) % n for k in range(1, n + 1)]
    if n == 3:
        return seats
    return [s for s in seats if s != dealer and s != out_seat][:3]


def run_auction(auction, active):
    """auction: list of (active index, bid).  Returns declarer seat, contract."""
    best = None
    for ai, b in auction:
        s = active[ai]
        if b in ORDER:
            best = (s, b)
        elif b == "hold" and best is not None:
            best = (s, best[1])
    return best


def play_deal(n, dealer, seed, auction, out_seat=None, rejects=0, contra=0, announce=None,
              force_leader=None, revoke=None, helper_announce=True, stop_after=None,
              discard_pref=None):
    """Play one deal; returns (deal dict without settlement, info)."""
    rng = random.Random(seed)
    deck = ["K" + s for s in "HDSC"]
    from model import DECK

    deck = list(DECK)
    rng.shuffle(deck)
    active = active_seats(n, dealer, out_seat)
    talon = deck[:6]
    hands = [[] for _ in range(n)]
    for k, s in enumerate(active):
        hands[s] = deck[6 + 12 * k: 18 + 12 * k]
    cur = {s: list(hands[s]) for s in active}
    events = []
    for ai, b in auction:
        events.append({"type": "bid", "seat": active[ai], "bid": b})
    best = run_auction(auction, active)
    info = {"active": active, "talon": talon, "dealer": dealer, "n": n, "out": out_seat}
    if best is None:
        info["allpass"] = True
        return {"dealer": dealer, "hands": hands, "talon": talon, "events": events}, info
    decl, contract = best
    size, mult, add, first = CONTRACT[contract]
    count = first + rejects
    for _ in range(rejects):
        events.append({"type": "call", "seat": decl, "call": "reject"})
    take = packet(talon, contract, count) if size else []
    disc = []
    if take:
        events.append({"type": "take", "seat": decl, "cards": list(take)})
        cur[decl] += take
        # lay away low suit cards, never a king, never a tarok; prefer short suits
        cand = [c for c in cur[decl] if not is_trump(c) and not c.startswith("K")]
        counts = {s: sum(1 for c in cur[decl] if not is_trump(c) and suit(c) == s) for s in "HDSC"}
        cand.sort(key=lambda c: (counts[suit(c)], card_points(c)))
        if discard_pref:
            cand = [c for c in discard_pref if c in cand] + [c for c in cand if c not in discard_pref]
        disc = cand[: len(take)]
        for c in disc:
            cur[decl].remove(c)
        events.append({"type": "discard", "seat": decl, "cards": list(disc)})
    rest = [c for c in talon if c not in take]
    helpers = [s for s in active if s != decl]
    for s in active:
        _SIDE[s] = "decl" if s == decl else "help"
    ann = announce or []
    events.append({"type": "announce", "seat": decl, "items": ann})
    order_h = [s for s in active[active.index(decl) + 1:] + active[: active.index(decl)]]
    if helper_announce:
        for h in order_h:
            events.append({"type": "announce", "seat": h, "items": []})
    contra_level = 1
    if contra:
        events.append({"type": "double", "seat": order_h[0], "target": "game", "level": 2})
        contra_level = 2
    pagat_ult = any(isinstance(i, dict) and i.get("kind") == "pagat_ultimo" for i in ann)
    leader = active[0]
    piles = {s: [] for s in active}
    tricks = []
    revoke_event = None
    for t in range(12):
        if stop_after is not None and t >= stop_after:
            break
        if force_leader and t in force_leader:
            leader = force_leader[t]
        trick = []
        s = leader
        for k in range(3):
            seat = active[(active.index(leader) + k) % 3]
            hand = cur[seat]
            card = None
            if revoke and revoke["seat"] == seat and revoke_event is None and trick and t >= revoke.get("min_trick", 0):
                led = suit(trick[0][1])
                if led != "T" and any(suit(c) == led for c in hand):
                    trs = sorted([c for c in hand if is_trump(c) and c != "T1"], key=trump_rank)
                    if trs:
                        card = trs[0] if revoke.get("low", True) else trs[-1]
                        revoke_event = len(events)
            if card is None:
                card = choose(hand, trick, seat, side_of(seat), rng, pagat_ult and seat == decl, t == 11)
            hand.remove(card)
            trick.append((seat, card))
            events.append({"type": "play", "seat": seat, "card": card})
        w = trick_winner(trick)
        tricks.append((w, trick, len(events) - 3))
        piles[w] += [c for _, c in trick]
        leader = w
    pl = piles[decl] + disc
    hp = [c for s in helpers for c in piles[s]] + rest
    info.update(dict(decl=decl, contract=contract, count=count, contra=contra_level, take=take,
                     disc=disc, rest=rest, piles=piles, tricks=tricks, helpers=helpers,
                     pts=pile_points(pl), hpts=pile_points(hp), pl=pl, hp=hp,
                     revoke_event=revoke_event, ann=ann, order_h=order_h, cur=cur))
    info["trull_decl"] = all(c in pl for c in ("SKIZ", "T21", "T1"))
    info["trull_help"] = all(c in hp for c in ("SKIZ", "T21", "T1"))
    info["kings_decl"] = all(f"K{x}" in pl for x in "HDSC")
    info["kings_help"] = all(f"K{x}" in hp for x in "HDSC")
    if len(tricks) == 12:
        lw, lt, _ = tricks[-1]
        info["ult_decl"] = lw == decl and (decl, "T1") in lt
        info["ult_any"] = any(c == "T1" for _, c in lt)
    return {"dealer": dealer, "hands": hands, "talon": talon, "events": events}, info


def opponents(info):
    opp = list(info["helpers"])
    if info["n"] >= 4:
        opp.append(info["dealer"])
    return opp


def game_money(info, renonce_by_decl=False):
    """list of (from, to, amount, reason) for game and premiums (no pool)."""
    _, mult, add, _ = CONTRACT[info["contract"]]
    pts = info["pts"]
    decl = info["decl"]
    pays = []
    opp = opponents(info)
    won = pts > 33 and not renonce_by_decl
    if won:
        val = (pts - 33) * mult + add
        if info["contra"] >= 2:
            val *= 2
        for o in opp:
            pays.append((o, decl, val, "game"))
    else:
        miss = max(Fraction(0), 33 - pts)
        val = (miss * mult + add) * info["count"] * info["contra"]
        for o in opp:
            pays.append((decl, o, val, "game"))
    if not renonce_by_decl:
        ann_kinds = [i["kind"] for i in info["ann"] if isinstance(i, dict)]
        if info["kings_decl"]:
            v = 200 if "four_kings" in ann_kinds else 100
            if info.get("kings_as_unannounced"):
                v = 100
            if info.get("kings_paid_as"):
                v = info["kings_paid_as"]
            for o in opp:
                pays.append((o, decl, v, "four_kings"))
        if info["trull_decl"]:
            v = 100 if "trull" in ann_kinds else 50
            for o in opp:
                pays.append((o, decl, v, "trull"))
    return pays


def wins_of(pays):
    w = {}
    for f, t, a, _ in pays:
        w[t] = w.get(t, 0) + a
    return w


class Session:
    def __init__(self, n, names, start_pool=None, start_totals=None, rules=None, meta=None):
        self.n = n
        self.t = {"format": "trick-transcript/1", "game": "galician-tarok", "players": names}
        if rules:
            self.t["rules"] = rules
        start = {}
        if start_pool is not None:
            start["pools"] = {"pool": start_pool}
        if start_totals is not None:
            start["totals"] = start_totals
        if start:
            self.t["start"] = start
        self.t["meta"] = meta or {}
        self.t["deals"] = []
        self.pool = Fraction(start_pool or 0)
        self.totals = [Fraction(x) for x in (start_totals or [0] * n)]
        self.pool_total = Fraction(start_pool or 0)
        self.founded = start_pool is not None and start_pool > 0
        self.log = []

    def add(self, deal, info, style="payments", pays_override=None, renonce_by_decl=False):
        """Append the deal with its settlement (payments or score sheet)."""
        money = []  # (from, to, amount, reason)
        participants = [s for s in range(self.n) if s != info.get("out")]
        if not self.founded:
            for s in participants:
                money.append((s, "pool", Fraction(10), "pool_stake"))
            self.founded = True
        if info.get("allpass"):
            for s in info["active"]:
                money.append((s, "pool", Fraction(5), "pool_pass"))
        else:
            gm = game_money(info, renonce_by_decl) if pays_override is None else pays_override
            money += gm
            for who, amt in wins_of(gm).items():
                money.append((who, "pool", Fraction(amt) / 10, "pool_share"))
        deal = dict(deal)
        ev = deal["events"]
        netd = {}
        for f, t_, a, r in money:
            netd[f] = netd.get(f, 0) - a
            netd[t_] = netd.get(t_, 0) + a
        if style == "payments":
            for f, t_, a, r in money:
                ev.append({"type": "payment", "from": f, "to": t_, "amount": num(a), "reason": r})
        elif style == "sheet":
            for s in participants:
                ev.append({"type": "score", "party": s, "points": num(netd.get(s, 0))})
            ev.append({"type": "score", "party": "pool", "points": num(netd.get("pool", 0))})
            for s in range(self.n):
                self.totals[s] += netd.get(s, 0)
            self.pool_total += netd.get("pool", 0)
            for s in range(self.n):
                ev.append({"type": "total", "party": s, "points": num(self.totals[s])})
            ev.append({"type": "total", "party": "pool", "points": num(self.pool_total)})
        elif style == "none":
            pass
        self.pool += netd.get("pool", 0)
        self.t["deals"].append(deal)
        self.log.append((info, money, netd))
        return money, netd


def find(pred, base, **kw):
    for seed in range(base, base + 20000):
        deal, info = play_deal(seed=seed, **kw)
        if pred(deal, info):
            return seed, deal, info
    raise RuntimeError("no seed")


def plain(info, won=None, lo=None, hi=None):
    """a deal with no premium by the helpers, no ultimo, no four kings / trull mess."""
    if info.get("allpass"):
        return True
    if info["trull_help"] or info["kings_help"] or info.get("ult_any"):
        return False
    if info["trull_decl"] or info["kings_decl"]:
        return False
    p = info["pts"]
    if p.denominator != 1:
        return False
    if won is True and not p > 33:
        return False
    if won is False and not p <= 33:
        return False
    if lo is not None and p < lo:
        return False
    if hi is not None and p > hi:
        return False
    return True


def strong(deal, info, k):
    return sum(1 for c in deal["hands"][info["decl"]] if is_trump(c)) >= k


def note(fname, text):
    NOTES.append(f"## {fname}\n{text}\n")
