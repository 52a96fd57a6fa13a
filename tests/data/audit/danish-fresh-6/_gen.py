"""Blind generator for audit round danish-fresh-6 (Danish Tarok, 3 players).

Written from the Polish source (shared/seeds/000_*.txt, §1-§18) alone; it imports nothing from
the validator. Each scenario plays random legal deals (seeded) and keeps the first one whose
shape fits, settling every payment by the author's reading of §15 and §18, then plants one
fault where the scenario asks for one. Run: python _gen.py [--seed N]
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

HERE = Path(__file__).resolve().parent
PLAYERS = ["Agata", "Bogdan", "Cezary"]
SUITS = "HDSC"
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
DECK = [r + s for s in SUITS for r in (RED_ORDER if s in "HD" else BLACK_ORDER)]
DECK += [f"T{n}" for n in range(1, 22)] + ["JOKER"]
assert len(DECK) == 78
HONOUR = {"K": 4, "Q": 3, "N": 2, "J": 1}
KP, PP = "king_pool", "pagat_pool"


def suit(c):
    if c == "JOKER":
        return "X"
    if c[0] == "T":
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c):
    s = suit(c)
    if s == "T":
        return int(c[1:])
    if s == "X":
        return -1
    order = RED_ORDER if s in "HD" else BLACK_ORDER
    return 14 - order.index(rank(c))


def points(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if suit(c) in SUITS:
        return HONOUR.get(rank(c), 0)
    return 0


def is_king(c):
    return suit(c) in SUITS and rank(c) == "K"


def is_pip(c):
    return suit(c) in SUITS and rank(c) not in HONOUR


def round5(x):
    q, r = divmod(x, 5)
    return 5 * q + (5 if r >= 3 else 0)


# ---------------------------------------------------------------- declarations (§14, §15)
def declarations(hand):
    h = set(hand)
    joker = "JOKER" in h
    items, amounts = [], []
    trumps = sum(1 for c in h if suit(c) == "T") + (1 if joker else 0)
    if trumps >= 10:
        items.append({"kind": "trumps", "count": trumps, "pagat": "T1" in h})
        amounts.append(10 + 5 * (trumps - 10))
    if joker and "T21" in h and "T1" in h:
        n = 3
        t = 20
        while f"T{t}" in h:
            n += 1
            t -= 1
        items.append({"kind": "matadors", "count": n})
        amounts.append(10 + 5 * (n - 3))
    for s in SUITS:
        courts = [r for r in "KQNJ" if r + s in h]
        if len(courts) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"})
            amounts.append(15 if joker else 10)
        elif len(courts) == 3 and joker:
            miss = [r for r in "KQNJ" if r not in courts][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
            amounts.append(5)
    kings = [s for s in SUITS if "K" + s in h]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if joker else "full"})
        amounts.append(15 if joker else 10)
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append({"kind": "kings", "form": "half", "missing": miss})
        amounts.append(5)
    return items, amounts


def decl_cards(hand):
    """Cards that are part of some declaration (never to be laid away)."""
    h = set(hand)
    out = set()
    items, _ = declarations(hand)
    for it in items:
        if it["kind"] == "trumps":
            out |= {c for c in h if suit(c) in "TX"}
        elif it["kind"] == "matadors":
            out |= {"JOKER", "T21", "T1"} | {f"T{t}" for t in range(21 - it["count"] + 3, 21)}
        elif it["kind"] == "cavalry":
            out |= {r + it["suit"] for r in "KQNJ"} | {"JOKER"}
        elif it["kind"] == "kings":
            out |= {"K" + s for s in SUITS} | {"JOKER"}
    return out & h


# ---------------------------------------------------------------- a session
class Session:
    def __init__(self, pools=None):
        self.fresh = pools is None
        self.pools = dict(pools) if pools else {KP: 0, PP: 0}
        self.deals = []

    def pay(self, ev, frm, to, amount, reason):
        ev.append({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})
        if isinstance(frm, str):
            self.pools[frm] -= amount
        if isinstance(to, str):
            self.pools[to] += amount


class Deal:
    """One deal, played by a policy; events and payments written as a table would."""

    def __init__(self, sess, rng, dealer, *, hands=None, discard=None, first=False, tout_dealer=False):
        self.sess, self.rng, self.dealer = sess, rng, dealer
        self.ev = []
        self.info = {"dealer": dealer}
        if hands is None:
            deck = DECK[:]
            rng.shuffle(deck)
            hands = [[], [], []]
            pos = 0
            for s in [(dealer + 1 + i) % 3 for i in range(3)]:
                n = 28 if s == dealer else 25
                hands[s] = deck[pos : pos + n]
                pos += n
        self.dealt = [list(h) for h in hands]
        if first:
            for pool in (PP, KP):
                for s in range(3):
                    sess.pay(self.ev, s, pool, 20, "foundation")
        sess.pay(self.ev, dealer, PP, 5, "deal_fee")
        sess.pay(self.ev, dealer, KP, 5, "deal_fee")
        dh = self.dealt[dealer]
        if discard is None:
            pips = [c for c in dh if is_pip(c) and c not in decl_cards(dh)]
            discard = rng.sample(pips, 3)
        self.skat = list(discard)
        self.ev.append({"type": "discard", "seat": dealer, "cards": list(discard)})
        self.hands = [list(h) for h in self.dealt]
        for c in discard:
            self.hands[dealer].remove(c)
        self.decl_events = {}

    def declare_all(self, override=None):
        for k in range(3):
            s = (self.dealer + k) % 3
            items, amounts = declarations(self.hands[s])
            if override and s in override:
                items, amounts = override[s]
            self.decl_events[s] = len(self.ev)
            self.ev.append({"type": "declare", "seat": s, "items": items})
            for amt in amounts:
                for o in range(3):
                    if o != s:
                        self.sess.pay(self.ev, o, s, amt, "declaration")

    # ---- play
    def legal(self, seat, t, trick, led):
        hand = self.hands[seat]
        if not trick:
            cards = list(hand)
        else:
            same = [c for c in hand if suit(c) == led]
            if same:
                cards = same
            else:
                tr = [c for c in hand if suit(c) == "T"]
                cards = tr if tr else [c for c in hand if c != "JOKER"]
            if "JOKER" in hand and "JOKER" not in cards:
                cards.append("JOKER")
        if t == 23:
            cards = [c for c in cards if c != "JOKER"] or cards
        return cards

    def play(self, policy=None, demand=False, hooks=None, stop_after=None):
        hooks = hooks or {}
        rng = self.rng
        leader = (self.dealer + 1) % 3
        self.tricks = []
        self.counts = [0, 0, 0]
        self.pts = [0, 0, 0]
        self.pts[self.dealer] += 1  # the skat's point, to the dealer (assumption)
        self.joker_led = False
        self.joker_trick = None
        self.play_index = {}
        for t in range(25):
            if "lead" in hooks:
                leader = hooks["lead"](self, t, leader)
            if t == 22 and demand and self.joker_holder() is not None:
                h = self.joker_holder()
                if h != leader:
                    dem = [s for s in range(3) if s != h][0]
                    self.ev.append({"type": "call", "seat": dem, "call": "joker"})
                    self.info["demand_event"] = len(self.ev) - 1
            if "before_trick" in hooks:
                hooks["before_trick"](self, t, leader)
            trick = []
            led = None
            for k in range(3):
                s = (leader + k) % 3
                legal = self.legal(s, t, trick, led)
                forced = None
                if "card" in hooks:
                    forced = hooks["card"](self, s, t, k, trick, led, legal)
                if forced is not None:
                    c = forced
                elif (
                    t == 22
                    and demand
                    and self.info.get("demand_event") is not None
                    and "JOKER" in self.hands[s]
                ):
                    c = "JOKER"
                else:
                    c = (policy or default_policy)(self, s, t, trick, led, legal)
                ev = {"type": "play", "seat": s, "card": c}
                if c == "JOKER" and not trick:
                    self.joker_led = True
                    ev["named"] = "H"
                self.play_index[(t, k)] = len(self.ev)
                self.ev.append(ev)
                self.hands[s].remove(c)
                if not trick:
                    led = "H" if c == "JOKER" else suit(c)
                if c == "JOKER":
                    self.joker_trick = t
                trick.append((s, c))
            w = winner(trick, led)
            self.tricks.append((trick, w, led))
            self.counts[w] += 1
            self.pts[w] += 1
            for s, c in trick:
                if c == "JOKER" and t != 24:
                    self.pts[s] += 4
                else:
                    self.pts[w] += points(c)
            if "after_trick" in hooks:
                hooks["after_trick"](self, t, trick, w)
            if t < 24:
                self.trick_payments(trick, w)
            leader = w
            if stop_after is not None and t == stop_after:
                return False
        return True

    def joker_holder(self):
        for s in range(3):
            if "JOKER" in self.hands[s]:
                return s
        return None

    def trick_payments(self, trick, w):
        for s, c in trick:
            others = [o for o in range(3) if o != s]
            if is_king(c) and s != w:
                for o in others:
                    self.sess.pay(self.ev, s, o, 5, "king_lost")
                self.sess.pay(self.ev, s, KP, 5, "king_lost")
            if c == "T1":
                if s != w:
                    for o in others:
                        self.sess.pay(self.ev, s, o, 5, "pagat_lost")
                    self.sess.pay(self.ev, s, PP, 5, "pagat_lost")
                else:
                    for o in others:
                        self.sess.pay(self.ev, o, s, 5, "pagat_trick")

    def settle(self):
        sess, ev = self.sess, self.ev
        trick, w, _ = self.tricks[-1]
        wc = dict(trick)[w]
        tout = next((s for s in range(3) if self.counts[s] == 25), None)
        nolo = [s for s in range(3) if self.counts[s] == 0] if tout is None else []
        pre_k, pre_p = sess.pools[KP], sess.pools[PP]
        lost_k = [s for s, c in trick if is_king(c) and s != w]
        lost_p = [s for s, c in trick if c == "T1" and s != w]
        refill = []
        if tout is not None:
            for o in range(3):
                if o != tout:
                    sess.pay(ev, o, tout, 85, "tout")
            sess.pay(ev, PP, tout, pre_p, "tout")
            sess.pay(ev, KP, tout, pre_k, "tout")
            if not lost_p:
                refill.append(PP)
            if not lost_k:
                refill.append(KP)
        for n in nolo:
            for o in range(3):
                if o != n:
                    sess.pay(ev, o, n, 25, "nolo")
        if tout is None and not nolo:
            if wc == "T1":
                for o in range(3):
                    if o != w:
                        sess.pay(ev, o, w, 45, "pagat_ultimo")
                sess.pay(ev, PP, w, pre_p, "pagat_ultimo")
                refill.append(PP)
            elif is_king(wc):
                for o in range(3):
                    if o != w:
                        sess.pay(ev, o, w, 40, "king_ultimo")
                sess.pay(ev, KP, w, pre_k, "king_ultimo")
                if not lost_k:
                    refill.append(KP)
        for s in lost_p:
            for o in range(3):
                if o != s:
                    sess.pay(ev, s, o, 45, "pagat_przydupek")
            sess.pay(ev, s, PP, pre_p, "pagat_przydupek")
        for s in lost_k:
            for o in range(3):
                if o != s:
                    sess.pay(ev, s, o, 40, "king_przydupek")
            sess.pay(ev, s, KP, pre_k, "king_przydupek")
        if tout is None and not nolo and not lost_k and not lost_p and wc != "T1" and not is_king(wc):
            for o in range(3):
                if o != w:
                    sess.pay(ev, o, w, 20, "last_trick")
        for pool in refill:
            for s in range(3):
                sess.pay(ev, s, pool, 20, "refill")
        self.info.update(tout=tout, nolo=nolo, last_card=wc, last_winner=w, lost_k=lost_k, lost_p=lost_p)
        # card points (§15): compared with 26, rounded to 5, against the NEW dealer
        self.info["points"] = list(self.pts)
        dl = self.dealer
        self.info["skat_sensitive"] = round5(self.pts[dl] - 26) != round5(self.pts[dl] - 27)
        assert sum(self.pts) == 78, self.pts
        nd = (self.dealer + 1) % 3
        if not nolo:
            for s in range(3):
                if s == nd:
                    continue
                d = round5(self.pts[s] - 26)
                if d < 0:
                    sess.pay(ev, s, nd, -d, "card_points")
                elif d > 0:
                    sess.pay(ev, nd, s, d, "card_points")

    def record(self):
        return {"dealer": self.dealer, "hands": self.dealt, "events": self.ev}


def winner(trick, led):
    trumps = [(s, c) for s, c in trick if suit(c) == "T"]
    if trumps:
        return max(trumps, key=lambda sc: strength(sc[1]))[0]
    same = [(s, c) for s, c in trick if suit(c) == led]
    if not same:  # only after a Joker lead, which the scenarios throw away
        return trick[0][0]
    return max(same, key=lambda sc: strength(sc[1]))[0]


def default_policy(d, s, t, trick, led, legal):
    cands = legal
    if not trick:
        cands = [c for c in legal if c != "JOKER"] or legal
    keep = getattr(d, "keep", {}).get(s, set())
    pref = [c for c in cands if c not in keep]
    return d.rng.choice(pref or cands)


def end_session(sess, ev):
    for pool in (PP, KP):
        amt = sess.pools[pool]
        assert amt % 3 == 0, (pool, amt)
        for s in range(3):
            sess.pay(ev, pool, s, amt // 3, "session_end")


def doc(deals, desc, start=None, rules=None):
    d = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": rules or {},
        "players": PLAYERS,
    }
    if start:
        d["start"] = start
    d["meta"] = {"round": "danish-fresh-6", "description": desc}
    d["deals"] = deals
    return d


# ---------------------------------------------------------------- generic searching
def try_deal(sess_pools, rng, dealer, first, pred, policy=None, demand=False, hooks=None, keep=None,
             hands=None, discard=None, fresh=True, decl_override=None, tries=20000, last=False,
             skat=False):
    """Play deals until `pred(deal)` holds; return (deal, session pools after)."""
    for _ in range(tries):
        sess = Session(None if sess_pools is None else sess_pools)
        if sess_pools is not None:
            sess.fresh = fresh
        sub = random.Random(rng.random())
        d = Deal(sess, sub, dealer, hands=hands, discard=discard, first=first)
        d.keep = keep or {}
        if any(not any(suit(c) == "T" for c in h) for h in d.hands):
            continue  # a seat without trumps may ask for a redeal: keep away from it
        d.declare_all(decl_override)
        full = d.play(policy, demand=demand, hooks=hooks)
        if d.joker_led:
            continue
        if full:
            d.settle()
        if not pred(d):
            continue
        if full and not d.info["nolo"] and d.info["skat_sensitive"] != skat:
            continue  # the skat's point decides a payment only where a scenario asks for it
        if last and (sess.pools[KP] % 15 or sess.pools[PP] % 15):
            continue
        return d, sess
    raise NotFound(f"no deal found for {pred}")


class NotFound(Exception):
    pass


def chain(rng, specs, start_pools=None):
    """Play a session of deals; each spec is a dict of try_deal keyword arguments."""
    for _ in range(50):
        try:
            return chain1(rng, specs, start_pools)
        except NotFound as e:
            print("  retry chain:", e, flush=True)
            continue
    raise SystemExit("chain failed")


def chain1(rng, specs, start_pools=None):
    pools = None if start_pools is None else dict(start_pools)
    deals = []
    for i, spec in enumerate(specs):
        spec = dict(spec)
        pred = spec.pop("pred", lambda d: True)
        dealer = spec.pop("dealer", i % 3)
        first = i == 0 and start_pools is None
        d, sess = try_deal(pools, rng, dealer, first, pred, last=(i == len(specs) - 1), tries=3000, **spec)
        pools = dict(sess.pools)
        deals.append((d, sess))
    last_sess = deals[-1][1]
    end_session(last_sess, deals[-1][0].ev)
    return [d for d, _ in deals]


def any_pay(d, reason):
    return any(e["type"] == "payment" and e.get("reason") == reason for e in d.ev)


def has_decl(d):
    return any(e["type"] == "declare" and e["items"] for e in d.ev)


def write(name, document):
    print("wrote", name, flush=True)
    (HERE / name).write_text(json.dumps(document, ensure_ascii=False, indent=1) + "\n")


EXPECT = {}


def pay_events(d, reason, frm=None):
    return [i for i, e in enumerate(d.ev) if e["type"] == "payment" and e.get("reason") == reason
            and (frm is None or e["from"] == frm)]


# ---------------------------------------------------------------- scenarios
def s01_clean(rng):
    ds = chain(rng, [
        {"pred": lambda d: has_decl(d) and any_pay(d, "king_lost") and any_pay(d, "last_trick")},
        {"pred": lambda d: (any_pay(d, "pagat_trick") or any_pay(d, "pagat_lost")) and "demand_event" in d.info,
         "demand": True},
        {"pred": lambda d: any_pay(d, "king_ultimo") or any_pay(d, "king_przydupek"),
         "keep": {s: {"KH", "KD", "KS", "KC"} for s in range(3)}},
        {"pred": lambda d: any_pay(d, "card_points")},
    ])
    write("01-clean-session.json", doc([d.record() for d in ds],
          "Four clean deals, dealer rotating 0,1,2,0; every payment written, pools split at the end."))
    EXPECT["01-clean-session.json"] = ([], [d.info for d in ds])


def s02_points(rng):
    def edge(d):
        p = d.info.get("points")
        if not p:
            return False
        edges = {14, 18, 19, 23, 24, 28, 29, 33, 34, 38}
        nd = (d.dealer + 1) % 3
        return sum(1 for s in range(3) if s != nd and p[s] in edges) >= 2 and not d.info["nolo"]

    def joker_to_own(d):
        # the Joker played (not in the last trick) to a trick won by someone else
        t = d.joker_trick
        return edge(d) and t is not None and t < 24 and d.tricks[t][1] != dict((c, s) for s, c in d.tricks[t][0])["JOKER"]

    def joker_last(d):
        t = d.joker_trick
        return edge(d) and t == 24 and d.tricks[t][1] != dict((c, s) for s, c in d.tricks[t][0])["JOKER"]

    ds = chain(rng, [{"pred": joker_to_own, "skat": True}, {"pred": joker_last}, {"pred": edge}])
    write("02-card-points-table.json", doc([d.record() for d in ds],
          "Card points at the edges of the §15 table; the Joker to its own pile, and in the last trick to the winner's."))
    EXPECT["02-card-points-table.json"] = ([], [d.info for d in ds])


def s03_three_kings(rng):
    """§15's worked example: three kings in the last trick, the King Pool holding 135."""
    # the leader of the last trick holds KH; the other two hold KS and KD to the end
    res = None
    for _ in range(200000):
        sub = random.Random(rng.random())
        deck = DECK[:]
        sub.shuffle(deck)
        dealer = 0
        hands = [[], [], []]
        rest = [c for c in deck if c not in ("KH", "KS", "KD")]
        owners = sub.sample(range(3), 3)
        pos = 0
        for s in range(3):
            n = (28 if s == dealer else 25) - 1
            hands[s] = rest[pos : pos + n] + [["KH", "KS", "KD"][owners.index(s)]]
            pos += n
        sess = Session({KP: 0, PP: 0})
        d = Deal(sess, sub, dealer, hands=hands)
        d.keep = {s: {"KH", "KS", "KD"} for s in range(3)}
        d.declare_all()
        if not d.play():
            continue
        last, w, _ = d.tricks[-1]
        if d.joker_led or sorted(c for _, c in last) != ["KD", "KH", "KS"] or dict(last)[w] != "KH":
            continue
        if any(e.get("reason") in ("king_lost",) for e in d.ev):
            continue
        d.settle()
        if d.info["skat_sensitive"]:
            continue
        res = (hands, dealer, sub)
        break
    assert res
    # replay the found deal with the pools set so that the King Pool holds 135 at the last trick
    hands, dealer, _ = res
    # rebuild the deal from scratch with the same plays; the Pagat Pool starts at 60, or 5 or
    # 10 more, so that it splits evenly among three at the end
    plays = [e for e in d.ev if e["type"] == "play"]
    lost_p = len([e for e in d.ev if e.get("reason") == "pagat_lost" and e["to"] == PP])
    adj = next(a for a in (0, 5, 10) if (60 + a + 5 + 5 * lost_p) % 15 == 0)
    start = {PP: 60 + adj, KP: 130}
    sess = Session(start)
    d2 = Deal(sess, random.Random(0), dealer, hands=hands, discard=d.skat)
    d2.declare_all()
    it = iter(plays)
    d2.play(policy=lambda dd, s, t, trick, led, legal: next(it)["card"])
    assert sess.pools[KP] == 135, sess.pools
    d2.settle()
    pools = sess.pools
    assert pools[KP] == 270, pools
    end_session(sess, d2.ev)
    write("03-pools-three-kings.json", doc([d2.record()],
          "§15's worked example: three kings in the last trick with 135 in the King Pool; the Ultimo winner takes 135, the two przydupek players pay 135 each.",
          start={"pools": start}))
    EXPECT["03-pools-three-kings.json"] = ([], [d2.info])


def trumps_early(d, s, t, trick, led, legal):
    """Keep the Pagat; lead trumps (other than the Pagat) whenever possible."""
    cands = [c for c in legal if c != "JOKER"] or legal
    pref = [c for c in cands if c != "T1"] or cands
    holder = "T1" in d.hands[s]
    if not trick:
        tr = [c for c in pref if (suit(c) == "T") != holder]
        if tr:
            return d.rng.choice(tr)
    if holder and trick:
        plain = [c for c in pref if suit(c) != "T"]
        if plain:
            return d.rng.choice(plain)
    return d.rng.choice(pref)


def s04_pagat(rng):
    ds = chain(rng, [
        {"pred": lambda d: d.info.get("last_card") == "T1", "policy": trumps_early},
        {"pred": lambda d: bool(d.info.get("lost_p")), "keep": {s: {"T1"} for s in range(3)}},
        {},
    ])
    write("04-pagat-ultimo-przydupek.json", doc([d.record() for d in ds],
          "Pagat Ultimo (the Pagat Pool taken and refilled 20 by each), then a Pagat przydupek doubling the Pagat Pool, then a plain deal."))
    EXPECT["04-pagat-ultimo-przydupek.json"] = ([], [d.info for d in ds])


def s05_tout(rng):
    """Tout by the dealer: all 21 trumps and four kings (the Joker is with seat 1)."""
    for _ in range(1000):
        sub = random.Random(rng.random())
        dealer = 0
        big = [f"T{n}" for n in range(1, 22)] + ["KH", "KD", "KS", "KC"]
        rest = [c for c in DECK if c not in big]
        sub.shuffle(rest)
        junk = [c for c in rest if is_pip(c)][:3]
        rest = [c for c in rest if c not in junk]
        hands = [big + junk, rest[:25], rest[25:50]]
        if "JOKER" not in hands[1]:
            continue
        sess = Session(None)
        d = Deal(sess, sub, dealer, hands=hands, discard=junk, first=True)
        d.declare_all()

        def pol(dd, s, t, trick, led, legal):
            if s == dealer:
                if not trick:
                    # lead trumps from the top, then kings
                    order = [f"T{n}" for n in range(21, 0, -1)] + ["KH", "KD", "KS", "KC"]
                    return next(c for c in order if c in dd.hands[s] and c in legal)
                best = [c for c in legal if suit(c) == "T"] or legal
                return max(best, key=lambda c: (suit(c) == led or suit(c) == "T", strength(c)))
            if s == 1 and "JOKER" in legal and t == 5:
                return "JOKER"
            cands = [c for c in legal if c != "JOKER"] or legal
            return dd.rng.choice(cands)

        d.play(pol)
        if d.counts[dealer] != 25 or d.joker_trick != 5:
            continue
        d.settle()
        if sess.pools[KP] % 15 or sess.pools[PP] % 15:
            continue
        end_session(sess, d.ev)
        write("05-tout.json", doc([d.record()],
              "Tout by the dealer (21 trumps and four kings): 85 from each, both pools taken and refilled; card points beyond the table."))
        EXPECT["05-tout.json"] = ([], [d.info])
        return
    raise SystemExit("no tout")


def s06_nolo(rng):
    """Seat 2 is dealt the five lowest pips of each suit and T2-T6 and ducks every trick."""
    low = []
    for st in SUITS:
        order = RED_ORDER if st in "HD" else BLACK_ORDER
        low += [r + st for r in order[-5:]]
    low += [f"T{n}" for n in range(2, 7)]

    def pol(dd, s, t, trick, led, legal):
        cands = [c for c in legal if c != "JOKER"] or legal
        if s == 2:
            return min(cands, key=lambda c: (suit(c) == "T", strength(c)))
        if not trick and any(suit(c) == "T" for c in dd.hands[2]):
            tr = [c for c in cands if suit(c) == "T"]
            if tr:
                return max(tr, key=strength)
        return max(cands, key=lambda c: (suit(c) == "T", strength(c)))

    for _ in range(20000):
        sub = random.Random(rng.random())
        rest = [c for c in DECK if c not in low]
        sub.shuffle(rest)
        hands = [rest[:28], rest[28:], list(low)]
        sub.shuffle(hands[2])
        sess = Session(None)
        d = Deal(sess, sub, 0, hands=hands, first=True)
        d.declare_all()
        d.play(pol)
        if d.joker_led:
            continue
        d.settle()
        if d.info.get("nolo") != [2]:
            continue
        d2, sess2 = try_deal(dict(sess.pools), rng, 1, False, lambda x: True, last=True)
        end_session(sess2, d2.ev)
        write("06-nolo.json", doc([d.record(), d2.record()],
              "Nolo: seat 2 takes no trick; 25 from each, no last-trick award, no card-point payments; then a plain deal."))
        EXPECT["06-nolo.json"] = ([], [d.info, d2.info])
        return
    raise SystemExit("no nolo")


# ---------------------------------------------------------------- planted faults
def plant_play(rng, name, desc, make_hook, pred_extra=lambda d: True, penalty=None, ndeals=2,
               fault_deal=0, demand=False):
    """A session whose deal `fault_deal` carries one planted play fault."""
    state = {}

    def pred(d):
        return "fault" in d.info and pred_extra(d)

    specs = []
    for i in range(ndeals):
        if i == fault_deal:
            specs.append({"pred": pred, "hooks": make_hook(state, penalty), "demand": demand})
        else:
            specs.append({})
    ds = chain(rng, specs)
    f = ds[fault_deal].info["fault"]
    write(name, doc([d.record() for d in ds], desc))
    EXPECT[name] = ([(fault_deal, f["event"], f["code"])], [d.info for d in ds])


def penalise(d, seat, amount):
    d.sess.pay(d.ev, seat, PP, amount, "penalty")
    d.sess.pay(d.ev, seat, KP, amount, "penalty")


def hook_revoke(state, penalty):
    def card(d, s, t, k, trick, led, legal):
        if "fault" in d.info or t < 6 or t > 18 or not trick or led not in SUITS:
            return None
        hand = d.hands[s]
        if not any(suit(c) == led for c in hand):
            return None
        # a non-honour card of another plain suit, while holding the suit led
        other = [c for c in hand if suit(c) in SUITS and suit(c) != led and is_pip(c)]
        if not other or any(is_king(c) or c == "T1" for _, c in trick):
            return None
        c = d.rng.choice(other)
        d.info["fault"] = {"code": "revoke", "event": len(d.ev), "seat": s, "trick": t}
        return c

    def after(d, t, trick, w):
        if penalty and d.info.get("fault", {}).get("trick") == t:
            penalise(d, d.info["fault"]["seat"], penalty)

    return {"card": card, "after_trick": after}


def hook_fail_trump(state, penalty):
    def card(d, s, t, k, trick, led, legal):
        if "fault" in d.info or t < 6 or t > 18 or not trick or led not in SUITS:
            return None
        hand = d.hands[s]
        if any(suit(c) == led for c in hand) or not any(suit(c) == "T" for c in hand):
            return None
        other = [c for c in hand if suit(c) in SUITS and is_pip(c)]
        if not other or any(is_king(c) or c == "T1" for _, c in trick):
            return None
        c = d.rng.choice(other)
        d.info["fault"] = {"code": "failure_to_trump", "event": len(d.ev), "seat": s, "trick": t}
        return c

    def after(d, t, trick, w):
        if penalty and d.info.get("fault", {}).get("trick") == t:
            penalise(d, d.info["fault"]["seat"], penalty)

    return {"card": card, "after_trick": after}


def hook_lead_out_of_turn(state, penalty):
    def lead(d, t, leader):
        if t == 9 and "fault" not in d.info:
            wrong = (leader + 1) % 3
            d.info["fault"] = {"code": "out_of_turn", "event": len(d.ev), "seat": wrong, "trick": t}
            return wrong
        return leader

    def after(d, t, trick, w):
        if d.info.get("fault", {}).get("trick") == t:
            if any(is_king(c) or c == "T1" for _, c in trick):
                d.info["fault"]["bad"] = True
            penalise(d, d.info["fault"]["seat"], penalty)

    return {"lead": lead, "after_trick": after}


def hook_false_demand(state, penalty):
    def before(d, t, leader):
        if t == 22 and d.joker_trick is not None and "fault" not in d.info:
            dem = (leader + 2) % 3
            d.info["fault"] = {"code": "false_joker_demand", "event": len(d.ev), "seat": dem, "trick": t}
            d.ev.append({"type": "call", "seat": dem, "call": "joker"})
            penalise(d, dem, penalty)

    return {"before_trick": before}


def hook_joker_second_last(state, penalty):
    def card(d, s, t, k, trick, led, legal):
        if t == 23 and trick and "JOKER" in d.hands[s] and "fault" not in d.info:
            d.info["fault"] = {"code": "joker_second_last", "event": len(d.ev), "seat": s, "trick": t}
            return "JOKER"
        if t < 23 and "JOKER" in legal and len(legal) > 1:
            # the holder keeps the Joker to the end
            return d.rng.choice([c for c in legal if c != "JOKER"])
        return None

    return {"card": card}


def s_void(rng, name, desc, kind):
    """An irreparable fault in deal 0 (the deal void, 40 to each pool), deal 1 played out."""
    for _ in range(20000):
        sub = random.Random(rng.random())
        deck = DECK[:]
        sub.shuffle(deck)
        hands = [deck[:28], deck[28:53], deck[53:78]]
        if any(not any(suit(c) == "T" for c in h) for h in hands):
            continue
        sess = Session(None)
        if kind == "skat":
            kings = [c for c in hands[0] if is_king(c)]
            pips = [c for c in hands[0] if is_pip(c)]
            if not kings or len(pips) < 2:
                continue
            discard = [kings[0]] + pips[:2]
            h25 = [c for c in hands[0] if c not in discard]
            if declarations(h25)[0] or declarations(hands[1])[0] or declarations(hands[2])[0]:
                continue
            d = Deal(sess, sub, 0, hands=hands, discard=discard, first=True)
            d.declare_all()
            fault = {"code": "illegal_skat", "event": d.ev.index(next(e for e in d.ev if e["type"] == "discard"))}
            penalise(d, 0, 40)
        else:
            d = Deal(sess, sub, 0, hands=hands, first=True)
            if any(declarations(h)[0] for h in d.hands):
                continue
            # seat 1 declares 10 trumps it does not hold (it holds 8 or 9)
            n = sum(1 for c in d.hands[1] if suit(c) in "TX")
            if n not in (8, 9):
                continue
            item = {"kind": "trumps", "count": 10, "pagat": "T1" in d.hands[1]}
            d.declare_all({1: ([item], [10])})
            fault = {"code": "false_declaration", "event": d.decl_events[1]}
            d.play(stop_after=0)
            if len([e for e in d.ev if e["type"] == "payment" and e["reason"] in ("king_lost", "pagat_lost", "pagat_trick")]):
                continue
            penalise(d, 1, 40)
            for o in (0, 2):
                sess.pay(d.ev, 1, o, 10, "penalty")
        d.info["fault"] = fault
        d2, sess2 = try_deal(dict(sess.pools), rng, 1, False, lambda x: True, last=True)
        end_session(sess2, d2.ev)
        write(name, doc([d.record(), d2.record()], desc))
        EXPECT[name] = ([(0, fault["event"], fault["code"])], [d.info, d2.info])
        return
    raise SystemExit(kind)


def s13_wrong_payment(rng):
    ds = chain(rng, [{"pred": lambda d: any_pay(d, "card_points")}, {"pred": lambda d: any_pay(d, "king_lost")}])
    d = ds[1]
    # the loser of a king pays 10 instead of 5 to the first other seat
    j = next(j for j in pay_events(d, "king_lost") if isinstance(d.ev[j]["to"], int))
    d.ev[j]["amount"] = 10
    write("13-wrong-payment.json", doc([x.record() for x in ds],
          "One king_lost payment to a seat written as 10 instead of 5 (§15: 'płaci po 5')."))
    EXPECT["13-wrong-payment.json"] = ([(1, j, "wrong_payment")], [x.info for x in ds])


def s14_missing_payment(rng):
    ds = chain(rng, [{"pred": lambda d: any_pay(d, "pagat_lost")}, {}])
    d = ds[0]
    j = next(j for j in pay_events(d, "pagat_lost") if isinstance(d.ev[j]["to"], int))
    del d.ev[j]
    write("14-missing-payment.json", doc([x.record() for x in ds],
          "One pagat_lost payment (5 to a seat) left out of an otherwise complete record."))
    EXPECT["14-missing-payment.json"] = ([(0, None, "missing_payment")], [x.info for x in ds])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=6)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    for f in HERE.glob("[0-9][0-9]-*.json"):
        f.unlink()
    s01_clean(rng)
    s02_points(rng)
    s03_three_kings(rng)
    s04_pagat(rng)
    s05_tout(rng)
    s06_nolo(rng)
    plant_play(rng, "07-revoke.json", "One revoke (a plain card while holding the suit led); the source classes no penalty and none is written; the deal is played out.", hook_revoke)
    plant_play(rng, "08-failure-to-trump.json", "One failure to trump (void, holding trumps, a plain card played); fined as a large fault (20 to each pool, as the format spec's example) and played on.", hook_fail_trump, penalty=20, fault_deal=1)
    s_void(rng, "09-illegal-skat.json", "The dealer lays a king away (§13); found after the declarations: irreparable, 40 to each pool, the deal void, the next dealer deals.", "skat")
    s_void(rng, "10-false-declaration.json", "Seat 1 declares 10 trumps holding fewer; not corrected before the first trick: irreparable, 40 to each pool, the 10 received handed back, the deal void.", "decl")
    plant_play(rng, "11-lead-out-of-turn.json", "The wrong seat leads trick 10 (§18 large: 20 to each pool); the trick is played on from it.", hook_lead_out_of_turn, penalty=20, pred_extra=lambda d: not d.info["fault"].get("bad"))
    plant_play(rng, "12-false-joker-demand.json", "The Joker demanded in the third-last trick after it was played (§18 large: 20 to each pool).", hook_false_demand, penalty=20, pred_extra=lambda d: d.joker_trick is not None and d.joker_trick < 22)
    s13_wrong_payment(rng)
    s14_missing_payment(rng)
    plant_play(rng, "15-joker-second-last.json", "The Joker played in the second-last trick (§12: never); the source classes no penalty and none is written.", hook_joker_second_last)
    out = []
    for name in sorted(EXPECT):
        exp, infos = EXPECT[name]
        out.append({"file": name, "expected": exp, "deals": infos})
    (HERE / "_expected_generated.txt").write_text(json.dumps(out, indent=1, default=str) + "\n")


if __name__ == "__main__":
    main()
