"""Generator of the danish-spec13 transcripts (blind, from the Polish source only)."""
from __future__ import annotations

import copy
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from model import (  # noqa: E402
    Sim, full_deck, is_trump, is_king, declarations, skat_legal, choose_skat, ULTIMO, suit,
)

OUT = Path(__file__).parent
POOLS = ("pagat_pool", "king_pool")
NAMES = ["Anders", "Birgit", "Carsten", "Dorte"]


def apply(pools, e):
    if e["type"] != "payment":
        return
    if e["from"] in POOLS:
        pools[e["from"]] -= e["amount"]
    if e["to"] in POOLS:
        pools[e["to"]] += e["amount"]


def net_of(events, n):
    net = {str(s): 0 for s in range(n)}
    net.update({p: 0 for p in POOLS})
    for e in events:
        if e["type"] != "payment":
            continue
        net[str(e["from"])] -= e["amount"]
        net[str(e["to"])] += e["amount"]
    return net


class Session:
    def __init__(self, name, style, seed, n=4, title=""):
        self.name, self.style, self.n, self.title = name, style, n, title
        self.rng = random.Random(seed)
        self.seed = seed
        self.pools = {p: 0 for p in POOLS}
        self.deals = []
        self.dealer = 0
        self.fee_due = True
        self.first = True
        self.notes = []  # per deal notes for EXPECTED.md
        self.nets = []

    # -- hands
    def make_hands(self, dealer, forced, rng):
        n = self.n
        sitout = (dealer + 2) % n if n == 4 else None
        deck = full_deck()
        hands = {s: [] for s in range(n)}
        used = set()
        for s, cards in (forced or {}).items():
            hands[s] = list(cards)
            used |= set(cards)
        rest = [c for c in deck if c not in used]
        rng.shuffle(rest)
        for s in range(n):
            if s == sitout:
                assert not hands[s]
                continue
            want = 28 if s == dealer else 25
            need = want - len(hands[s])
            hands[s] += rest[:need]
            rest = rest[need:]
        assert not rest
        for s in hands:
            rng.shuffle(hands[s])
        return hands

    def prefix(self):
        ev = []
        if self.first:
            for p in POOLS:
                for s in range(self.n):
                    ev.append({"type": "payment", "from": s, "to": p, "amount": 20, "reason": "foundation"})
        if self.fee_due:
            for p in POOLS:
                ev.append({"type": "payment", "from": self.dealer, "to": p, "amount": 5, "reason": "deal_fee"})
        return ev

    def rel(self, k):
        return (self.dealer + k) % self.n

    def correct(self, events, missing=()):
        return [e for e in events if not e.get("_wrong")] + [e["_right"] for e in events if e.get("_wrong") and e.get("_right")] + list(missing)

    def deal(self, forced=None, opts=None, want=None, skat=None, shown=False, tout=False,
             declare_hook=None, end_hook=None, post=None, void=None, note="", last=False, tries=6000):
        """forced: {k: cards} relative to the dealer (k=0 dealer, 1 next, 3 the one before)."""
        d = self.dealer
        fabs = {self.rel(k): v for k, v in (forced or {}).items()}
        for attempt in range(tries):
            rng = random.Random(self.rng.random())
            hands = self.make_hands(d, fabs, rng)
            sim = Sim(self.n, d, hands, rng, dict(opts or {}))
            pre = self.prefix()
            pools = dict(self.pools)
            for e in pre:
                apply(pools, e)
            try:
                sk = skat(sim) if callable(skat) else skat
                sim.do_skat(sk, shown=shown, tout=tout)
                if not tout and not shown and not skat_legal(hands[d], sim.skat) and not (opts or {}).get("illegal_skat_ok"):
                    raise RuntimeError("skat")
                if declare_hook:
                    declare_hook(self, sim)
                else:
                    sim.do_all_declarations(shown=shown)
                sim.run()
            except (RuntimeError, IndexError, ValueError):
                continue
            missing = []
            if void is not None:
                r = void(self, sim, pre)
                if r is None:
                    continue
                events = r
            else:
                if end_hook:
                    end_hook(self, sim)
                for e in sim.events:
                    apply(pools, e)
                sim.settle_end(pools)
                events = pre + sim.events
            if want and not want(sim):
                continue
            if post:
                r = post(self, sim, events)
                if r is None:
                    continue
                events, missing = r
            if last:
                pl = dict(self.pools)
                for e in self.correct(events, missing):
                    apply(pl, e)
                if any(pl[p] % (5 * self.n) for p in POOLS):
                    continue
                for p in POOLS:
                    share = pl[p] // self.n
                    for s in range(self.n):
                        events.append({"type": "payment", "from": p, "to": s, "amount": share, "reason": "session_end"})
            break
        else:
            raise RuntimeError(f"{self.name}: no deal found for deal {len(self.deals)}")
        ce = self.correct(events, missing)
        for e in ce:
            apply(self.pools, e)
        self.nets.append(net_of(ce, self.n))
        deal = {"dealer": d, "hands": [list(sim.hands0[s]) for s in range(self.n)], "events": events}
        if missing:
            deal["_missing"] = missing
        self.deals.append(deal)
        self.notes.append((note, sim))
        self.first = False
        self.dealer = (d + 1) % self.n
        self.fee_due = True
        return sim

    def redeal(self, seat_k, note=""):
        """a player with no trump asks for a redeal (§17); same dealer deals again, no new fee"""
        d = self.dealer
        s = self.rel(seat_k)
        rng = random.Random(self.rng.random())
        while True:
            hands = self.make_hands(d, {}, rng)
            if True:
                # force seat s to have no trumps: swap his trumps with non-trumps of others
                others = [x for x in range(self.n) if hands[x] and x != s]
                for c in [c for c in hands[s] if is_trump(c)]:
                    for x in others:
                        cand = [y for y in hands[x] if not is_trump(y) and y != "JOKER"]
                        if cand:
                            y = cand[0]
                            hands[x].remove(y); hands[x].append(c)
                            hands[s].remove(c); hands[s].append(y)
                            break
                if not any(is_trump(c) for c in hands[s]):
                    break
        pre = self.prefix()
        self.first = False
        events = pre + [{"type": "redeal", "seat": s, "reason": "no_trumps"}]
        for e in events:
            apply(self.pools, e)
        self.nets.append(net_of(events, self.n))
        self.deals.append({"dealer": d, "hands": [hands[x] for x in range(self.n)], "events": events})
        self.notes.append((note or f"seat {s} holds no trump and asks for a redeal; the same dealer deals again, no second fee", None))
        self.fee_due = False
        return s

    # -- output
    def to_json(self):
        deals = copy.deepcopy(self.deals)
        style = self.style
        keys = [str(s) for s in range(self.n)] + list(POOLS)
        totals = {k: 0 for k in keys}
        exp = []

        def party(k):
            return int(k) if k.isdigit() else k

        for di, deal in enumerate(deals):
            evs = deal["events"]
            missing = deal.get("_missing", [])
            ce = self.correct(evs, missing)
            if style == "ST":
                out = [e for e in evs if e["type"] != "payment"]
                base = net_of(ce, self.n)
                se = [e for e in ce if e.get("reason") == "session_end"]
            else:
                out = list(evs)
                base = net_of(evs, self.n)
                se = [e for e in evs if e.get("reason") == "session_end"]
            sheet = dict(base)
            if style in ("ST", "PST"):
                split = net_of(se, self.n) if se else None
                sf = deal.get("_score_fault")
                for k in keys:
                    v = base[k] - (split[k] if split else 0)
                    ev = {"type": "score", "party": party(k), "points": v}
                    if sf and sf[0] == k:
                        ev["points"] = v + sf[1]
                        ev["_exp"] = sf[2]
                        sheet[k] += sf[1]
                    out.append(ev)
                if split:
                    for k in keys:
                        if split[k]:
                            out.append({"type": "score", "party": party(k), "points": split[k], "reason": "session_end"})
            if style in ("ST", "PST", "PT"):
                tf = deal.get("_total_fault")
                for k in keys:
                    totals[k] += sheet[k]
                    ev = {"type": "total", "party": party(k), "points": totals[k]}
                    if tf and tf[0] == k:
                        totals[k] += tf[1]
                        ev["points"] = totals[k]
                        ev["_exp"] = tf[2]
                    out.append(ev)
            for ei, e in enumerate(out):
                if e.get("_exp"):
                    codes = e["_exp"] if isinstance(e["_exp"], list) else [e["_exp"]]
                    for c in codes:
                        exp.append((di, ei, c))
            if deal.get("_deal_exp"):
                for c in deal["_deal_exp"]:
                    exp.append((di, None, c))
            for e in out:
                for k in [k for k in e if k.startswith("_")]:
                    del e[k]
            deal["events"] = out
            for k in [k for k in deal if k.startswith("_")]:
                del deal[k]
        doc = {
            "format": "trick-transcript/1",
            "game": "danish-tarok",
            "rules": {},
            "players": NAMES[: self.n],
            "meta": {"event": "Ultimo club evening",
                     "recorder": {"P": "payments only", "PT": "payments and running totals",
                                  "PST": "payments, score lines and running totals",
                                  "ST": "score lines (net chips per deal) and running totals only"}[style],
                     "description": self.title},
            "deals": deals,
        }
        return doc, exp

    def write(self):
        doc, exp = self.to_json()
        path = OUT / f"{self.name}.json"
        path.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
        return doc, exp


# ---------------------------------------------------------------- helpers for the scripts
def decl_items(sim, seat):
    items = None
    for e in sim.events:
        if e["type"] == "declare" and e["seat"] == seat:
            items = e["items"]
    return items or []


def has_item(sim, seat, **kw):
    return any(all(it.get(k) == v for k, v in kw.items()) for it in decl_items(sim, seat))


def no_decls(sim, seats=None):
    seats = sim.active if seats is None else seats
    return all(not declarations(sim.hands[s] if False else sim_hand_after_skat(sim, s)) for s in seats)


def sim_hand_after_skat(sim, s):
    h = list(sim.hands0[s])
    if s == sim.dealer:
        for c in sim.skat:
            h.remove(c)
    return h


def last_cards(sim):
    return [c for _, c in sim.last_trick[0]]


def rel(sim, k):
    return (sim.dealer + k) % sim.n


def plain_end(sim):
    r = sim.result
    return not r["tout"] and not r["nolo"]


def play_idx(events, k):
    """index just after the k-th play (1-based count) in events"""
    c = 0
    for i, e in enumerate(events):
        if e["type"] == "play":
            c += 1
            if c == k:
                return i + 1
    raise IndexError


def void_after(tricks, offender_k, refund=None, tag_decl=None, code=None, penalty_at_end=True):
    """an irreparable fault found after `tricks` tricks: the record stops, the offender pays 40
    to each pool, gives back what he was paid for a wrong declaration (§18)"""
    def f(sess, sim, pre):
        evs = list(sim.events)
        if tricks:
            cut = play_idx(evs, 3 * tricks)
            # the cut may not fall after a Joker special (calls) or hold a payment during play
            kept = evs[:cut]
        else:
            kept = [e for e in evs if e["type"] != "play" and not (e["type"] == "payment" and e["reason"] not in ("declaration",))]
            kept = evs[: next(i for i, e in enumerate(evs) if e["type"] == "play")]
        first_play = next(i for i, e in enumerate(kept) if e["type"] == "play") if tricks else len(kept)
        if any(e["type"] == "payment" for e in kept[first_play:]):
            return None
        if any(e["type"] == "call" for e in kept):
            return None
        off = rel(sim, offender_k)
        out = pre + kept
        if tag_decl is not None:
            for e in out:
                if e["type"] == tag_decl[0] and e.get("seat") == rel(sim, tag_decl[1]):
                    e["_exp"] = code
        if refund:
            for e in list(out):
                if e["type"] == "payment" and e["reason"] == "declaration" and e["to"] == off:
                    out.append({"type": "payment", "from": off, "to": e["from"], "amount": e["amount"], "reason": "declaration",
                                "note": "returned: the declaration was wrong (§18)"})
        out.append({"type": "payment", "from": off, "to": "pagat_pool", "amount": 40, "reason": "penalty"})
        out.append({"type": "payment", "from": off, "to": "king_pool", "amount": 40, "reason": "penalty"})
        sim.result = {"void": True}
        return out
    return f
