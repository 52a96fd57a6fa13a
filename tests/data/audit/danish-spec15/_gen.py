"""Blind model of Danish Tarok (Ultimo) sessions, written from the Polish source
(/work/shared/seeds/000_2fac32aef83ce8a1.txt) only.  Generates multi-deal sessions with every
payment the source prescribes (pools fed, carried, won, refilled, shared out at the end) and writes
transcripts in several recording shapes.  Run: python _gen.py  (writes *.json beside it).
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
DECK = [r + s for s in SUITS for r in RED_ORDER] + [f"T{i}" for i in range(1, 22)] + ["JOKER"]
assert len(DECK) == 78
POOLS = ("pagat_pool", "king_pool")


def suit_of(c):
    if c == "JOKER":
        return None
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank_of(c):
    return c[:-1]


def strength(c, led):
    """Higher is stronger within the trick; -1 cannot win."""
    s = suit_of(c)
    if s == "T":
        return 100 + int(c[1:])
    if c == "JOKER" or s != led:
        return -1
    order = RED_ORDER if s in "HD" else BLACK_ORDER
    return 50 - order.index(rank_of(c))


def card_value(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c.startswith("T"):
        return 0
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(rank_of(c), 0)


def is_king(c):
    return c != "JOKER" and not c.startswith("T") and rank_of(c) == "K"


# ------------------------------------------------------------------ declarations (§14, §15)
def declarations(hand):
    items = []
    h = set(hand)
    joker = "JOKER" in h
    ntr = sum(1 for c in h if c.startswith("T")) + (1 if joker else 0)
    if ntr >= 10:
        items.append(({"kind": "trumps", "count": ntr, "pagat": "T1" in h}, 5 * (ntr - 8)))
    if joker and "T21" in h and "T1" in h:
        n = 3
        t = 20
        while f"T{t}" in h:
            n += 1
            t -= 1
        items.append(({"kind": "matadors", "count": n}, 5 * (n - 1)))
    for s in SUITS:
        have = [r for r in COURTS if r + s in h]
        if len(have) == 4:
            items.append(({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"}, 15 if joker else 10))
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in SUITS if "K" + s in h]
    if len(kings) == 4:
        items.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


def decl_cards(hand):
    """Cards that form part of a declaration in hand (never laid away)."""
    out = set()
    h = set(hand)
    for it, _ in declarations(hand):
        k = it["kind"]
        if k == "trumps":
            out |= {c for c in h if c.startswith("T") or c == "JOKER"}
        elif k == "matadors":
            out |= {"JOKER", "T21", "T1"} | {f"T{t}" for t in range(21 - it["count"] + 3, 21)}
        elif k == "cavalry":
            out |= {r + it["suit"] for r in COURTS} | {"JOKER"}
        elif k == "kings":
            out |= {"K" + s for s in SUITS} | {"JOKER"}
    return out


# ------------------------------------------------------------------ session model
class Session:
    def __init__(self, nplayers, start_pools=None):
        self.n = nplayers
        self.pools = dict(start_pools) if start_pools else {"pagat_pool": 0, "king_pool": 0}
        self.fresh = start_pools is None
        self.net = {p: 0 for p in list(range(nplayers)) + list(POOLS)}

    def active(self, dealer):
        if self.n == 3:
            return [(dealer + 1) % 3, (dealer + 2) % 3, dealer]
        return [(dealer + 1) % 4, (dealer + 3) % 4, dealer]  # (dealer+2) sits opposite, out


def legal(hand, led, trick_no, first):
    """Legal cards for a follower (led suit given) or a leader (led None)."""
    cards = [c for c in hand if not (c == "JOKER" and trick_no == 23)]
    if led is None:
        return cards
    follow = [c for c in cards if suit_of(c) == led]
    if follow:
        return follow + (["JOKER"] if "JOKER" in cards else [])
    trumps = [c for c in cards if suit_of(c) == "T"]
    if trumps:
        return trumps + (["JOKER"] if "JOKER" in cards else [])
    return cards


class DealSim:
    """Plays one deal with a (seeded) randomized policy and records every payment by reason."""

    def __init__(self, sess: Session, dealer, rng, policy=None, hands=None):
        self.s = sess
        self.d = dealer
        self.rng = rng
        self.policy = policy or {}
        self.order = sess.active(dealer)  # play order starting with leader
        n = sess.n
        if hands is None:
            deck = DECK[:]
            rng.shuffle(deck)
            hands = [[] for _ in range(n)]
            pos = 0
            for seat in self.order:
                cnt = 28 if seat == dealer else 25
                hands[seat] = deck[pos : pos + cnt]
                pos += cnt
        self.hands_dealt = [list(h) for h in hands]
        self.king_pool_at_start = sess.pools["king_pool"]
        self.events = []
        self.pay_log = []  # (event_index_of_payment, from, to, amount, reason)

    def pay(self, frm, to, amount, reason):
        if amount == 0:
            return
        self.events.append({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})
        self.s.net[frm] -= amount
        self.s.net[to] += amount
        if frm in POOLS:
            self.s.pools[frm] -= amount
        if to in POOLS:
            self.s.pools[to] += amount

    def foundation(self):
        for pool in POOLS:
            for seat in range(self.s.n):
                self.pay(seat, pool, 20, "foundation")

    def deal_fee(self):
        for pool in POOLS:
            self.pay(self.d, pool, 5, "deal_fee")

    def choose_skat(self):
        h = self.hands_dealt[self.d]
        protected = decl_cards(h)
        cand = [
            c
            for c in h
            if c not in protected and c != "JOKER" and suit_of(c) in SUITS and card_value(c) == 0
        ]
        self.rng.shuffle(cand)
        return cand[:3]

    def run(self, skat=None, decl_order=None, stop_after_declarations=False, joker_call=None,
            decl_override=None, stop_after_tricks=None):
        d = self.d
        hands = [list(h) for h in self.hands_dealt]
        skat = skat or self.choose_skat()
        assert len(skat) == 3
        for c in skat:
            hands[d].remove(c)
        self.skat = skat
        self.events.append({"type": "discard", "seat": d, "cards": list(skat)})
        # declarations, from the dealer, in rotation
        order = decl_order or [d] + [s for s in self.order if s != d]
        self.decl_events = {}
        for seat in order:
            items = declarations(hands[seat])
            if decl_override and seat in decl_override:
                items = decl_override[seat]
            self.decl_events[seat] = len(self.events)
            self.events.append({"type": "declare", "seat": seat, "items": [it for it, _ in items]})
            for _, amt in items:
                for other in self.order:
                    if other != seat:
                        self.pay(other, seat, amt, "declaration")
            if self.policy.get("after_decl"):
                self.policy["after_decl"](self, seat)
        if stop_after_declarations:
            return
        self.play(hands, joker_call, stop_after_tricks)

    # -------------------------------------------------------------- play
    def pick(self, seat, hand, led, trick_no, trick):
        leg = legal(hand, led, trick_no, None)
        pol = self.policy
        keep = set()
        if pol.get("keep_pagat") and "T1" in hand:
            keep.add("T1")
        ks = [c for c in hand if is_king(c)]
        if pol.get("keep_king", {}).get(seat) and ks:
            keep.add(sorted(ks)[0])
        # the Joker: played early as a follower when allowed
        jt = pol.get("joker_trick", 6)
        if "JOKER" in hand:
            if led is not None and "JOKER" in leg and trick_no >= jt:
                return "JOKER"
        non_joker = [c for c in leg if c != "JOKER"]
        if trick_no < 24:
            pref = [c for c in non_joker if c not in keep]
            if pref:
                non_joker = pref
        if trick_no == 24:
            return leg[0]
        if not non_joker:
            # only the Joker is legal (and we are leading at a late trick): lead it naming a suit
            return "JOKER"
        mode = pol.get("mode", {}).get(seat, "random")
        if mode == "low":
            return min(non_joker, key=lambda c: (strength(c, led or suit_of(c)), card_value(c)))
        return self.rng.choice(non_joker)

    def play(self, hands, joker_call, stop_after_tricks=None):
        d = self.d
        n_act = self.order
        leader = n_act[0]
        self.tricks = {s: 0 for s in n_act}
        self.piles = {s: [] for s in n_act}
        self.trick_list = []
        joker_owner_plays = None
        self.joker_used_trick = None
        for t in range(25):
            trick = []
            idx = n_act.index(leader)
            seats = [n_act[(idx + k) % 3] for k in range(3)]
            led = None
            if joker_call and joker_call[0] == t:
                caller = joker_call[1]
                self.events.append({"type": "call", "seat": caller, "call": "joker"})
                self.joker_call_event = len(self.events) - 1
                joker_call[2](self, caller)
            for k, seat in enumerate(seats):
                c = self.pick(seat, hands[seat], led, t, trick)
                ev = {"type": "play", "seat": seat, "card": c}
                if k == 0 and c == "JOKER":
                    # name a suit both followers hold, else trumps
                    f1, f2 = seats[1], seats[2]
                    named = None
                    for s in "HDSCT":
                        if any(suit_of(x) == s for x in hands[f1]) and any(suit_of(x) == s for x in hands[f2]):
                            named = s
                            break
                    assert named, "cannot name Joker"
                    ev["named"] = named
                    led = named
                elif k == 0:
                    led = suit_of(c)
                hands[seat].remove(c)
                trick.append((seat, c))
                self.events.append(ev)
            # winner
            best = max(trick, key=lambda sc: strength(sc[1], led))
            win = best[0]
            self.tricks[win] += 1
            self.trick_list.append((trick, win, led))
            for seat, c in trick:
                if c == "JOKER":
                    self.joker_used_trick = t
                    if t == 24:
                        self.piles[win].append(c)
                    else:
                        self.piles[seat].append(c)
                else:
                    self.piles[win].append(c)
            if t < 24:
                for seat, c in trick:
                    others = [s for s in n_act if s != seat]
                    if is_king(c) and seat != win:
                        for o in others:
                            self.pay(seat, o, 5, "king_lost")
                        self.pay(seat, "king_pool", 5, "king_lost")
                    if c == "T1":
                        if seat != win:
                            for o in others:
                                self.pay(seat, o, 5, "pagat_lost")
                            self.pay(seat, "pagat_pool", 5, "pagat_lost")
                        else:
                            for o in others:
                                self.pay(o, seat, 5, "pagat_trick")
            leader = win
            if stop_after_tricks and t + 1 == stop_after_tricks:
                self.hands_left = hands
                return
        self.last_trick_settle()
        self.card_points()

    def last_trick_settle(self):
        n_act = self.order
        trick, win, led = self.trick_list[-1]
        wcard = dict(trick)[win]
        tout = [s for s in n_act if self.tricks[s] == 25]
        nolo = [s for s in n_act if self.tricks[s] == 0] if not tout else []
        self.tout, self.nolo = tout, nolo
        przyd = [(s, c) for s, c in trick if s != win and (is_king(c) or c == "T1")]
        self.przyd = przyd
        outcome = []
        others_w = [s for s in n_act if s != win]
        if tout:
            raise NotImplementedError
        for s in nolo:
            for o in n_act:
                if o != s:
                    self.pay(o, s, 25, "nolo")
            outcome.append("nolo")
        king_pool_before = self.s.pools["king_pool"]
        pagat_pool_before = self.s.pools["pagat_pool"]
        if not nolo and wcard == "T1":
            for o in others_w:
                self.pay(o, win, 45, "pagat_ultimo")
            self.pay("pagat_pool", win, pagat_pool_before, "pagat_ultimo")
            if not self.policy.get("no_refill_pagat"):
                for seat in range(self.s.n):
                    if seat not in self.policy.get("refill_skip", ()):
                        self.pay(seat, "pagat_pool", 20, "refill")
            outcome.append("pagat_ultimo")
        king_przyd = [s for s, c in przyd if is_king(c)]
        if not nolo and is_king(wcard):
            for o in others_w:
                self.pay(o, win, 40, "king_ultimo")
            self.pay("king_pool", win, king_pool_before, "king_ultimo")
            outcome.append("king_ultimo")
        for s, c in przyd:
            others = [o for o in n_act if o != s]
            if c == "T1":
                for o in others:
                    self.pay(s, o, 45, "pagat_przydupek")
                self.pay(s, "pagat_pool", pagat_pool_before, "pagat_przydupek")
                outcome.append("pagat_przydupek")
            else:
                for o in others:
                    self.pay(s, o, 40, "king_przydupek")
                amt = king_pool_before
                if self.policy.get("stale_przydupek"):
                    amt = self.king_pool_at_start
                self.stale_event = len(self.events)
                self.pay(s, "king_pool", amt, "king_przydupek")
                outcome.append("king_przydupek")
        if not nolo and is_king(wcard) and not king_przyd:
            for seat in range(self.s.n):
                if seat not in self.policy.get("refill_skip", ()):
                    self.pay(seat, "king_pool", 20, "refill")
        if not nolo and not przyd and not (wcard == "T1" or is_king(wcard)):
            for o in others_w:
                self.pay(o, win, 20, "last_trick")
            outcome.append("last_trick")
        self.outcome = outcome

    def card_points(self):
        n_act = self.order
        pts = {}
        for s in n_act:
            pts[s] = self.tricks[s] + sum(card_value(c) for c in self.piles[s])
        pts[self.d] += 1 + sum(card_value(c) for c in self.skat)
        assert sum(pts.values()) == 78, pts
        self.points = pts
        new_dealer = (self.d + 1) % self.s.n
        self.new_dealer = new_dealer
        if self.policy.get("cp_old_dealer"):
            new_dealer = self.d
        self.cp_event = len(self.events)
        if self.nolo:
            return
        for s in n_act:
            if s == new_dealer:
                continue
            diff = pts[s] - 26
            amt = 5 * round(diff / 5)
            if amt > 0:
                self.pay(new_dealer, s, amt, "card_points")
            elif amt < 0:
                self.pay(s, new_dealer, -amt, "card_points")


def session_end(sim: DealSim):
    s = sim.s
    for pool in POOLS:
        content = s.pools[pool]
        share = content / s.n
        if share == int(share):
            share = int(share)
        for seat in range(s.n):
            sim.pay(pool, seat, share, "session_end")


# ------------------------------------------------------------------ shapes
def net_of(events, parties):
    net = {p: 0 for p in parties}
    for e in events:
        if e["type"] == "payment":
            net[e["from"]] -= e["amount"]
            net[e["to"]] += e["amount"]
    return net


def netted_per_pair(events):
    """Drop payment events; append one net payment per pair of parties at the end."""
    keep = [e for e in events if e["type"] != "payment"]
    pair = {}
    for e in events:
        if e["type"] != "payment":
            continue
        a, b = e["from"], e["to"]
        key = tuple(sorted([str(a), str(b)]))
        # positive: key[0] pays key[1]
        sign = 1 if str(a) == key[0] else -1
        pair[key] = pair.get(key, 0) + sign * e["amount"]
    def back(x):
        return int(x) if x.isdigit() else x
    out = []
    for (a, b), v in sorted(pair.items()):
        if v > 0:
            out.append({"type": "payment", "from": back(a), "to": back(b), "amount": v})
        elif v < 0:
            out.append({"type": "payment", "from": back(b), "to": back(a), "amount": -v})
    # into the pools first, then out of them, then seat to seat (a pool never pays what it has not got)
    out.sort(key=lambda e: (0 if e["to"] in POOLS else 1 if e["from"] in POOLS else 2))
    return keep + out


def jdump(path, obj):
    with open(path, "w") as f:
        f.write("{\n")
        keys = list(obj.keys())
        for i, k in enumerate(keys):
            comma = "," if i < len(keys) - 1 else ""
            if k == "deals":
                f.write('  "deals": [\n')
                for j, dl in enumerate(obj["deals"]):
                    f.write("    {\n")
                    f.write(f'      "dealer": {json.dumps(dl["dealer"])},\n')
                    f.write(f'      "hands": {json.dumps(dl["hands"])},\n')
                    f.write('      "events": [\n')
                    for m, e in enumerate(dl["events"]):
                        c2 = "," if m < len(dl["events"]) - 1 else ""
                        f.write(f"        {json.dumps(e, ensure_ascii=False)}{c2}\n")
                    f.write("      ]\n")
                    f.write("    }" + ("," if j < len(obj["deals"]) - 1 else "") + "\n")
                f.write("  ]" + comma + "\n")
            else:
                f.write(f'  {json.dumps(k)}: {json.dumps(obj[k], ensure_ascii=False)}{comma}\n')
        f.write("}\n")


# ------------------------------------------------------------------ session builder
KEEPALL = {"keep_pagat": True, "keep_king": {0: True, 1: True, 2: True, 3: True}}


def find_deal(sess, dealer, want, policy=None, seed0=0, hands_fn=None, run_kw=None, max_tries=4000):
    """Search seeds for a deal whose outcome satisfies want(sim); returns (seed, sim) on a copy."""
    for seed in range(seed0, seed0 + max_tries):
        s2 = copy.deepcopy(sess)
        rng = random.Random(seed)
        hands = None
        if hands_fn:
            hands = hands_fn(rng, s2, dealer)
            if hands is None:
                continue
        sim = DealSim(s2, dealer, rng, policy=copy.deepcopy(policy) if policy else None, hands=hands)
        try:
            sim.run(**(run_kw or {}))
        except (AssertionError, NotImplementedError):
            continue
        if getattr(sim, "joker_used_trick", 0) is not None and getattr(sim, "joker_used_trick", 0) >= 22:
            continue
        if want(sim):
            return seed
    raise RuntimeError("no seed")


def outcome_is(*names):
    def f(sim):
        return tuple(sorted(sim.outcome)) == tuple(sorted(names))
    return f


def hands_list(sim):
    return [list(h) for h in sim.hands_dealt]


def play_session(n, specs, start_pools=None, end=True, first_foundation=True):
    """specs: list of dict(dealer, seed, policy, run_kw, hands_fn, pre, post, fee=True).
    Returns (session, list of sims)."""
    sess = Session(n, start_pools)
    sims = []
    for k, sp in enumerate(specs):
        rng = random.Random(sp["seed"])
        hands = sp["hands_fn"](rng, sess, sp["dealer"]) if sp.get("hands_fn") else None
        sim = DealSim(sess, sp["dealer"], rng, policy=copy.deepcopy(sp.get("policy")), hands=hands)
        sim.net_before = dict(sess.net)
        if k == 0 and start_pools is None and first_foundation:
            sim.foundation()
        if sp.get("fee", True):
            sim.deal_fee()
        if sp.get("pre"):
            sp["pre"](sim)
        if sp.get("redeal"):
            sim.events.append({"type": "redeal", "seat": sp["redeal"], "reason": "no_trumps"})
        else:
            sim.run(**(sp.get("run_kw") or {}))
        if sp.get("post"):
            sp["post"](sim)
        if end and k == len(specs) - 1:
            session_end(sim)
        sim.deal_net = {p: sess.net[p] - sim.net_before[p] for p in sess.net}
        sim.pools_after = dict(sess.pools)
        sims.append(sim)
    return sess, sims


def transcript(sess, sims, players, desc, start_pools=None, shape=None):
    deals = []
    for sim in sims:
        ev = sim.events
        if shape:
            ev = shape(sim)
        deals.append({"dealer": sim.d, "hands": hands_list(sim), "events": ev})
    t = {"format": "trick-transcript/1", "game": "danish-tarok", "rules": {}, "players": players}
    if start_pools:
        t["start"] = {"pools": dict(start_pools)}
    t["meta"] = {"round": "danish-spec15", "description": desc}
    t["deals"] = deals
    return t


def summary(sess, sims):
    lines = []
    for i, sim in enumerate(sims):
        lines.append(
            f"  deal {i}: dealer {sim.d} outcome {getattr(sim, 'outcome', None)} tricks {getattr(sim, 'tricks', None)} "
            f"points {getattr(sim, 'points', None)} pools_after {sim.pools_after} net {dict((k, v) for k, v in sim.deal_net.items() if v)}"
        )
    lines.append(f"  session net {sess.net}")
    return "\n".join(lines)
