"""Independent Danish Tarok (Ultimo) generator/scorer, written from the Polish source
(/work/shared/seeds/000_2fac32aef83ce8a1.txt) and the public transcript format only.
Imports nothing from the project. Run: python gen.py  (writes NN-*.json and facts.txt here)."""

from __future__ import annotations

import json
import random
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "HDSC"
RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
COURTS = ["K", "Q", "N", "J"]


def order(s):
    return RED if s in "HD" else BLACK


DECK = [r + s for s in SUITS for r in order(s)] + [f"T{i}" for i in range(1, 22)] + ["JOKER"]
assert len(DECK) == 78


def suit(c):
    if c == "JOKER":
        return None
    if c[0] == "T":
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c):
    # higher = stronger within its suit
    if c[0] == "T":
        return int(c[1:])
    o = order(c[-1])
    return len(o) - o.index(rank(c))


def value(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c[0] == "T":
        return 0
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(rank(c), 0)


def is_king(c):
    return c != "JOKER" and c[0] != "T" and rank(c) == "K"


# ---------------------------------------------------------------- declarations (§14, §15)
def declarations(hand):
    h = set(hand)
    jok = "JOKER" in h
    items = []
    ntr = sum(1 for c in h if c[0] == "T" and c != "JOKER") + (1 if jok else 0)
    if ntr >= 10:
        items.append({"kind": "trumps", "count": ntr, "pagat": "T1" in h})
    if jok and "T21" in h and "T1" in h:
        n = 3
        k = 20
        while f"T{k}" in h:
            n += 1
            k -= 1
        items.append({"kind": "matadors", "count": n})
    for s in SUITS:
        have = [r for r in COURTS if r + s in h]
        if len(have) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if jok else "full"})
        elif len(have) == 3 and jok:
            miss = [r for r in COURTS if r not in have][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
    kings = [s for s in SUITS if "K" + s in h]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if jok else "full"})
    elif len(kings) == 3 and jok:
        items.append({"kind": "kings", "form": "half", "missing": [s for s in SUITS if s not in kings][0]})
    return items


def decl_value(it):
    if it["kind"] == "trumps":
        return 5 * (it["count"] - 8)
    if it["kind"] == "matadors":
        return 5 * (it["count"] - 1)
    return {"rich": 15, "full": 10, "half": 5}[it["form"]]


# ---------------------------------------------------------------- play rules (§10, §12)
def legal(hand, led, trick_no, joker_demanded):
    """led: suit of the trick so far (None when leading). trick_no 1..25"""
    if joker_demanded and "JOKER" in hand:
        return ["JOKER"]
    rest = [c for c in hand if c != "JOKER"]
    if led is None:
        opts = list(rest)
    else:
        same = [c for c in rest if suit(c) == led]
        if same:
            opts = same
        else:
            tr = [c for c in rest if suit(c) == "T"]
            opts = tr if tr else list(rest)
    if "JOKER" in hand and trick_no != 24:
        opts = opts + ["JOKER"]
    if not opts:  # only the Joker left (trick 25)
        opts = ["JOKER"]
    return opts


def winner(trick, led):
    """trick: list of (seat, card). Joker never wins."""
    best = None
    for seat, c in trick:
        if c == "JOKER":
            continue
        key = None
        if suit(c) == "T":
            key = (2, strength(c))
        elif suit(c) == led:
            key = (1, strength(c))
        if key and (best is None or key > best[0]):
            best = (key, seat, c)
    return best[1], best[2]


class Deal:
    def __init__(self, n, dealer, hands, rng, style="random"):
        self.n = n
        self.dealer = dealer
        self.hands = hands  # as dealt
        self.rng = rng
        self.style = style
        self.active = [dealer, (dealer + 1) % n, (dealer + 2) % n] if n == 3 else [dealer, (dealer + 1) % 4, (dealer + 3) % 4]
        self.sitter = None if n == 3 else (dealer + 2) % 4


def play_order_from(active, n, leader):
    # order of play among active seats starting at leader (seat i -> next active seat clockwise in index)
    seq = []
    s = leader
    while len(seq) < 3:
        if s in active:
            seq.append(s)
        s = (s + 1) % n
    return seq


def choose(opts, hand, trick_no, rng, style, leading, holds_back):
    # simple heuristic: keep Pagat and one king for the last trick when possible
    if len(opts) == 1:
        return opts[0]
    keep = [c for c in opts if c in holds_back]
    pool = [c for c in opts if c not in holds_back] or opts
    if "JOKER" in pool and len(pool) > 1:
        if rng.random() < 0.85:
            pool = [c for c in pool if c != "JOKER"]
    del keep
    return rng.choice(pool)


# ---------------------------------------------------------------- one deal
class Session:
    def __init__(self, players, start_pools=None, start_totals=None, reasons=True, scores=False):
        self.players = players
        self.n = len(players)
        self.fresh = start_pools is None and start_totals is None
        self.pools = dict(start_pools) if start_pools else {"pagat_pool": 0, "king_pool": 0}
        self.totals = list(start_totals) if start_totals else [0] * self.n
        self.reasons = reasons
        self.scores = scores
        self.deals = []
        self.facts = []
        self.first = True

    def pay(self, ev, net, frm, to, amount, reason, tag=None):
        e = {"type": "payment", "from": frm, "to": to, "amount": amount}
        if self.reasons:
            e["reason"] = reason
        ev.append(e)
        net[str(frm)] = net.get(str(frm), 0) - amount
        net[str(to)] = net.get(str(to), 0) + amount
        if frm in self.pools:
            self.pools[frm] -= amount
        if to in self.pools:
            self.pools[to] += amount

    def deal(self, dealer, hands, rng, *, redeal_by=None, fee=True, discard=None, demand=None,
             hold_joker=False, joker_lead=False, fault=None, holdback=True, play_only=False,
             strategy=None, note=None):
        n = self.n
        ev = []
        net = {}
        info = {"dealer": dealer, "fault": None}
        active = [dealer, (dealer + 1) % n, (dealer + 2) % n] if n == 3 else [dealer, (dealer + 1) % 4, (dealer + 3) % 4]
        order_seats = active  # dealer, then next, then next: order of play from the dealer
        if self.first and self.fresh:
            for s in range(n):
                for p in ("pagat_pool", "king_pool"):
                    self.pay(ev, net, s, p, 20, "foundation")
        self.first = False
        if fee:
            for p in ("pagat_pool", "king_pool"):
                self.pay(ev, net, dealer, p, 5, "deal_fee")
        held = {s: list(hands[s]) for s in range(n)}
        if redeal_by is not None:
            ev.append({"type": "redeal", "seat": redeal_by, "reason": "no_trumps"})
            self._close(dealer, hands, ev, net, info, play_only)
            return info
        # skat (§8, §13): three pip cards, never a king, Mondo, Joker, trump or declaration card
        if discard is None:
            cand = [c for c in held[dealer] if c[0] != "T" and c != "JOKER" and rank(c) not in COURTS]
            discard = rng.sample(cand, 3)
        ev.append({"type": "discard", "seat": dealer, "cards": list(discard)})
        for c in discard:
            held[dealer].remove(c)
        skat = list(discard)
        # declarations (§9, §14), from the dealer, each active seat once
        decl = {}
        for s in order_seats:
            items = declarations(held[s])
            decl[s] = items
            shown = items
            if fault and fault[0] == "no_declare" and fault[1] == s:
                shown = []
                info["fault"] = ("missing_declaration", len(ev))
            ev.append({"type": "declare", "seat": s, "items": shown})
            for it in shown:
                for o in active:
                    if o != s:
                        self.pay(ev, net, o, s, decl_value(it), "declaration")
        info["declarations"] = {str(s): decl[s] for s in order_seats}
        # play (§10, §12)
        leader = active[1]
        tricks = {s: 0 for s in active}
        pile = {s: 0 for s in active}
        pile[dealer] += 1 + sum(value(c) for c in skat)  # the Skat is 1 point, the dealer's
        joker_out = False
        hb = {}
        for s in active:
            keep = set()
            if holdback and rng.random() < 0.5:
                if "T1" in held[s]:
                    keep.add("T1")
                ks = [c for c in held[s] if is_king(c)]
                if ks:
                    keep.add(ks[0])
            hb[s] = keep
        last_trick = None
        for t in range(1, 26):
            seq = play_order_from(active, n, leader)
            demanded = False
            if t == 23 and demand is not None:
                holder = [s for s in active if "JOKER" in held[s]]
                caller = demand if demand not in holder else [x for x in seq if x not in holder][-1]
                ev.append({"type": "call", "seat": caller, "call": "joker"})
                demanded = bool(holder)
                info["demand_event"] = len(ev) - 1
            trick = []
            led = None
            plays_idx = []
            for pos, s in enumerate(seq):
                h = held[s]
                opts = legal(h, led, t, demanded)
                if hold_joker and "JOKER" in opts and len(opts) > 1:
                    opts = [c for c in opts if c != "JOKER"]
                if strategy:
                    c = strategy(s, h, opts, led, t, pos, trick)
                elif joker_lead and pos == 0 and "JOKER" in opts and 3 < t < 22:
                    c = "JOKER"
                else:
                    o2 = opts
                    if not joker_lead and "JOKER" in o2 and len(o2) > 1 and rng.random() < 0.8:
                        o2 = [c for c in o2 if c != "JOKER"]
                    if joker_lead and "JOKER" in o2 and len(o2) > 1:
                        o2 = [c for c in o2 if c != "JOKER"]
                    c = choose(o2, h, t, rng, None, pos == 0, hb[s] if t < 25 else set())
                if fault and fault[0] == "revoke" and fault[1] <= t and led is not None and pos == fault[2] and info["fault"] is None:
                    wrong = [x for x in h if x != "JOKER" and suit(x) != led and x not in opts]
                    if wrong:
                        c = rng.choice(wrong)
                        info["fault"] = ("revoke", len(ev))
                e = {"type": "play", "seat": s, "card": c}
                if pos == 0:
                    if c == "JOKER":
                        nxt = held[seq[1]]
                        suits = [suit(x) for x in nxt if x != "JOKER"]
                        named = rng.choice(sorted(set(suits)))
                        e["named"] = named
                        led = named
                        info.setdefault("joker_led", []).append((len(ev), named))
                    else:
                        led = suit(c)
                if c == "JOKER":
                    joker_out = True
                    info["joker_trick"] = t
                h.remove(c)
                trick.append((s, c))
                plays_idx.append(len(ev))
                ev.append(e)
            if fault and fault[0] == "out_of_turn" and fault[1] == t:
                i1, i2 = plays_idx[1], plays_idx[2]
                ev[i1], ev[i2] = ev[i2], ev[i1]
                info["fault"] = ("out_of_turn", i1)
            w, wc = winner(trick, led)
            tricks[w] += 1
            for s, c in trick:
                if c == "JOKER" and t < 25:
                    pile[s] += value(c)
                else:
                    pile[w] += value(c)
            pile[w] += 1
            if fault and fault[0] == "out_of_turn" and fault[1] == t:
                off = ev[plays_idx[1]]["seat"]
                for p in ("pagat_pool", "king_pool"):
                    self.pay(ev, net, off, p, 20, "penalty")
            if t < 25:
                for s, c in trick:
                    if s == w:
                        continue
                    if is_king(c):
                        for o in active:
                            if o != s:
                                self.pay(ev, net, s, o, 5, "king_lost")
                        self.pay(ev, net, s, "king_pool", 5, "king_lost")
                    if c == "T1":
                        for o in active:
                            if o != s:
                                self.pay(ev, net, s, o, 5, "pagat_lost")
                        self.pay(ev, net, s, "pagat_pool", 5, "pagat_lost")
                if wc == "T1":
                    for o in active:
                        if o != w:
                            self.pay(ev, net, o, w, 5, "pagat_trick")
            else:
                last_trick = (trick, w, wc)
            leader = w
        # after the last trick (§15)
        trick, w, wc = last_trick
        tout = [s for s in active if tricks[s] == 25]
        nolo = [s for s in active if tricks[s] == 0] if not tout else []
        przyd = [(s, c) for s, c in trick if s != w and (c == "T1" or is_king(c))]
        kp0 = self.pools["king_pool"]
        pp0 = self.pools["pagat_pool"]
        outcome = []
        if tout:
            t0 = tout[0]
            outcome.append("tout")
            for o in active:
                if o != t0:
                    self.pay(ev, net, o, t0, 85, "tout")
            self.pay(ev, net, "pagat_pool", t0, pp0, "tout")
            self.pay(ev, net, "king_pool", t0, kp0, "tout")
        elif nolo:
            outcome.append("nolo")
            for o in active:
                if o != nolo[0]:
                    self.pay(ev, net, o, nolo[0], 25, "nolo")
        ultimo = None
        if not tout and not nolo:
            if wc == "T1":
                ultimo = "pagat"
                outcome.append("pagat_ultimo")
                for o in active:
                    if o != w:
                        self.pay(ev, net, o, w, 45, "pagat_ultimo")
                self.pay(ev, net, "pagat_pool", w, pp0, "pagat_ultimo")
            elif is_king(wc):
                ultimo = "king"
                outcome.append("king_ultimo")
                for o in active:
                    if o != w:
                        self.pay(ev, net, o, w, 40, "king_ultimo")
                self.pay(ev, net, "king_pool", w, kp0, "king_ultimo")
        for s, c in przyd:
            if c == "T1":
                outcome.append(f"pagat_przydupek:{s}")
                for o in active:
                    if o != s:
                        self.pay(ev, net, s, o, 45, "pagat_przydupek")
                self.pay(ev, net, s, "pagat_pool", pp0, "pagat_przydupek")
            else:
                outcome.append(f"king_przydupek:{s}")
                for o in active:
                    if o != s:
                        self.pay(ev, net, s, o, 40, "king_przydupek")
                self.pay(ev, net, s, "king_pool", kp0, "king_przydupek")
        if not tout and not nolo and not przyd and ultimo is None:
            outcome.append("last_trick")
            for o in active:
                if o != w:
                    self.pay(ev, net, o, w, 20, "last_trick")
        # refills: a pool emptied by tout/ultimo (§15 Fundamenty: every player, sitter included)
        for p in ("pagat_pool", "king_pool"):
            if self.pools[p] == 0:
                for s in range(n):
                    self.pay(ev, net, s, p, 20, "refill")
        # card points (§15), settled with the new dealer
        newd = (dealer + 1) % n
        cp = {}
        if not nolo:
            for s in active:
                d = pile[s] - 26
                r = 5 * round(d / 5)
                cp[s] = (pile[s], r)
                if s == newd or r == 0:
                    continue
                if r < 0:
                    self.pay(ev, net, s, newd, -r, "card_points")
                else:
                    self.pay(ev, net, newd, s, r, "card_points")
        info.update(tricks={str(s): tricks[s] for s in active}, card_points={str(s): pile[s] for s in active},
                    outcome=outcome, last_trick=[c for _, c in trick], last_winner=w, new_dealer=newd)
        assert sum(pile.values()) == 78, pile
        self._close(dealer, hands, ev, net, info, play_only, skat=skat)
        return info

    def _close(self, dealer, hands, ev, net, info, play_only, skat=None):
        n = self.n
        if self.scores:
            for s in range(n):
                ev.append({"type": "score", "party": s, "points": net.get(str(s), 0)})
            for s in range(n):
                self.totals[s] += net.get(str(s), 0)
                ev.append({"type": "total", "party": s, "points": self.totals[s]})
        else:
            for s in range(n):
                self.totals[s] += net.get(str(s), 0)
        d = {"dealer": dealer, "hands": None if play_only else [list(h) for h in hands], "events": ev}
        self.deals.append(d)
        info["net"] = {k: v for k, v in sorted(net.items()) if v}
        info["pools_after"] = dict(self.pools)
        info["events"] = len(ev)
        self.facts.append(info)

    def write(self, name, start=None, meta=None, rules=None):
        doc = {"format": "trick-transcript/1", "game": "danish-tarok"}
        if rules:
            doc["rules"] = rules
        doc["players"] = self.players
        if start:
            doc["start"] = start
        doc["meta"] = meta or {"event": "audit danish-spec", "recorder": "third-party app"}
        doc["deals"] = self.deals
        (HERE / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
        return doc


def deal_hands(rng, n, dealer, fixed=None):
    """fixed: {seat: [cards]} forced into a hand; the rest shuffled. Dealer 28, others 25, sitter []."""
    active = [dealer, (dealer + 1) % n, (dealer + 2) % n] if n == 3 else [dealer, (dealer + 1) % 4, (dealer + 3) % 4]
    fixed = fixed or {}
    used = {c for cs in fixed.values() for c in cs}
    rest = [c for c in DECK if c not in used]
    rng.shuffle(rest)
    hands = [[] for _ in range(n)]
    for s in active:
        want = 28 if s == dealer else 25
        hands[s] = list(fixed.get(s, []))
        while len(hands[s]) < want:
            hands[s].append(rest.pop())
    assert not rest
    for s in active:
        hands[s].sort(key=DECK.index)
    return hands


# ---------------------------------------------------------------- scenarios
P3 = ["Ania", "Bartek", "Celina"]
P4 = ["Ania", "Bartek", "Celina", "Darek"]
FACTS = []


def out(name, sess, start=None):
    sess.write(name, start=start)
    FACTS.append((name, sess.facts))


def tout_strategy(dealer):
    def f(s, h, opts, led, t, pos, trick):
        if s != dealer:
            return sorted(opts, key=DECK.index)[0] if t % 2 else opts[-1]
        if pos == 0:
            ks = [c for c in opts if is_king(c)]
            if ks:
                return ks[0]
            if "T1" in opts and t >= 10:
                return "T1"
            tr = sorted([c for c in opts if c != "T1"], key=strength, reverse=True)
            return tr[0] if tr else opts[0]
        best = sorted([c for c in opts if c != "JOKER"], key=lambda c: (suit(c) == "T", strength(c)), reverse=True)
        return best[0]
    return f


def main():
    # 01: 3 players, fresh session, two deals, every payment with its reason, score and total lines
    rng = random.Random(101)
    s = Session(P3, reasons=True, scores=True)
    s.deal(0, deal_hands(rng, 3, 0), rng)
    s.deal(1, deal_hands(rng, 3, 1), rng)
    out("01-3p-fresh-two-deals-scores-clean.json", s)

    # 02: 4 players (sitter opposite the dealer), fresh session, two deals
    rng = random.Random(202)
    s = Session(P4, reasons=True)
    s.deal(0, deal_hands(rng, 4, 0), rng)
    s.deal(1, deal_hands(rng, 4, 1), rng)
    s.deal(2, deal_hands(rng, 4, 2), rng)
    out("02-4p-fresh-three-deals-sitter-clean.json", s)

    # 03: 3 players, pools carried in, payments WITHOUT reasons
    rng = random.Random(303)
    st = {"pools": {"pagat_pool": 85, "king_pool": 135}}
    s = Session(P3, start_pools=st["pools"], reasons=False)
    for d in (2, 0, 1):
        s.deal(d, deal_hands(rng, 3, d), rng)
    out("03-3p-start-pools-no-reasons-clean.json", s, start=st)

    # 04: a natural Tout (dealer holds all 21 trumps and the four kings)
    rng = random.Random(404)
    s = Session(P3, reasons=True)
    fixed = {0: [f"T{i}" for i in range(1, 22)] + ["KH", "KD", "KS", "KC", "10H", "9H", "2S"]}
    h = deal_hands(rng, 3, 0, fixed)
    s.deal(0, h, rng, discard=["10H", "9H", "2S"], strategy=tout_strategy(0))
    s.deal(1, deal_hands(rng, 3, 1), rng)
    out("04-3p-fresh-tout-then-plain-clean.json", s)

    # 05: the third-last-trick Joker demand
    rng = random.Random(505)
    s = Session(P3, start_pools={"pagat_pool": 60, "king_pool": 60}, reasons=True)
    s.deal(1, deal_hands(rng, 3, 1), rng, hold_joker=True, demand=0)
    s.deal(2, deal_hands(rng, 3, 2), rng, hold_joker=True, demand=2)
    out("05-3p-joker-demand-third-last-clean.json", s, start={"pools": {"pagat_pool": 60, "king_pool": 60}})

    # 06: redeal for a hand without trumps, same dealer deals again
    rng = random.Random(606)
    s = Session(P3, reasons=True)
    notr = [c for c in DECK if c[0] != "T" and c != "JOKER"]
    rng.shuffle(notr)
    h = deal_hands(rng, 3, 0, {1: notr[:25]})
    s.deal(0, h, rng, redeal_by=1)
    s.deal(0, deal_hands(rng, 3, 0), rng, fee=False)
    s.deal(1, deal_hands(rng, 3, 1), rng)
    out("06-3p-redeal-no-trumps-clean.json", s)

    # 07: every declaration kind the spec names
    rng = random.Random(707)
    s = Session(P3, reasons=True, scores=True)
    fa = {0: ["JOKER", "T21", "T1", "T20", "T19", "T2", "T3", "T4", "T5", "T6", "KH", "QH", "NH", "JH", "KD", "KS", "KC"],
          1: [f"T{i}" for i in range(7, 18)] + ["QD", "ND", "JD"], 2: ["T18"]}
    s.deal(0, deal_hands(rng, 3, 0, fa), rng)
    fb = {1: ["KS", "QS", "NS", "JS", "KH", "KD", "KC"], 2: ["JOKER", "QD", "ND", "JD"],
          0: [f"T{i}" for i in range(1, 13)]}
    s.deal(1, deal_hands(rng, 3, 1, fb), rng)
    fc = {0: ["JOKER", "KH", "KD", "KS", "QC", "NC", "JC"], 1: ["T1", "T21", "T20"], 2: ["KC"] + [f"T{i}" for i in range(2, 12)]}
    s.deal(2, deal_hands(rng, 3, 2, fc), rng)
    out("07-3p-declarations-every-kind-clean.json", s)

    # 08: play-only record (hands null)
    rng = random.Random(808)
    s = Session(P3, start_pools={"pagat_pool": 40, "king_pool": 40}, reasons=True)
    s.deal(2, deal_hands(rng, 3, 2), rng, play_only=True)
    s.deal(0, deal_hands(rng, 3, 0), rng, play_only=True)
    out("08-3p-play-only-clean.json", s, start={"pools": {"pagat_pool": 40, "king_pool": 40}})

    # 09: 4 players, Joker led and named, fresh
    rng = random.Random(SEED9)
    s = Session(P4, reasons=True)
    s.deal(3, deal_hands(rng, 4, 3), rng, joker_lead=True)
    s.deal(0, deal_hands(rng, 4, 0), rng, joker_lead=True)
    out("09-4p-fresh-joker-led-named-clean.json", s)

    # 10: planted revoke
    rng = random.Random(1010)
    s = Session(P3, start_pools={"pagat_pool": 100, "king_pool": 45}, reasons=True)
    s.deal(1, deal_hands(rng, 3, 1), rng, fault=("revoke", 6, 2))
    out("10-3p-revoke.json", s, start={"pools": {"pagat_pool": 100, "king_pool": 45}})

    # 11: planted wrong payment (card-point payment 5 recorded as 10)
    rng = random.Random(1111)
    s = Session(P3, reasons=True)
    s.deal(0, deal_hands(rng, 3, 0), rng)
    s.deal(1, deal_hands(rng, 3, 1), rng)
    ev = s.deals[1]["events"]
    idx = [i for i, e in enumerate(ev) if e["type"] == "payment" and e.get("reason") == "card_points"]
    ev[idx[0]]["amount"] += 5
    s.facts[1]["fault"] = ("wrong_payment", idx[0])
    out("11-3p-wrong-payment.json", s)

    # 12: planted missing declaration (10 trumps declared as pass)
    rng = random.Random(1212)
    s = Session(P3, start_pools={"pagat_pool": 70, "king_pool": 90}, reasons=True)
    s.deal(2, deal_hands(rng, 3, 2, {0: [f"T{i}" for i in range(2, 12)]}), rng, fault=("no_declare", 0))
    out("12-3p-missing-declaration.json", s, start={"pools": {"pagat_pool": 70, "king_pool": 90}})

    # 13: planted out-of-turn play (4 players), the table fined it (20 to each pool)
    rng = random.Random(1313)
    s = Session(P4, start_pools={"pagat_pool": 80, "king_pool": 80}, reasons=True)
    s.deal(2, deal_hands(rng, 4, 2), rng, fault=("out_of_turn", 8))
    out("13-4p-out-of-turn.json", s, start={"pools": {"pagat_pool": 80, "king_pool": 80}})

    # 14: a Nolo (a player without a trick): no last-trick award, no card-point payments
    rng = random.Random(1524)
    st = {"pools": {"pagat_pool": 55, "king_pool": 25}}
    s = Session(P3, start_pools=st["pools"], reasons=True, scores=True)
    s.deal(1, deal_hands(rng, 3, 1), rng)
    s.deal(2, deal_hands(rng, 3, 2), rng)
    out("14-3p-nolo-clean.json", s, start=st)

    with open(HERE / "facts.txt", "w") as f:
        for name, facts in FACTS:
            f.write(f"== {name}\n")
            for i, x in enumerate(facts):
                f.write(f"  deal {i}: {json.dumps(x, ensure_ascii=False)}\n")


SEED9 = 909
if __name__ == "__main__":
    main()
