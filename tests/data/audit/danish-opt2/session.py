"""Session builder on top of model.py: writes the events a club recorder writes."""

from __future__ import annotations

import random

from model import (
    Ledger,
    choose_skat,
    declarations,
    play_deal,
    settle_end,
)

FINE = {"superficial": 0, "small": 5, "large": 20, "irreparable": 40}


class Session:
    def __init__(self, players, rules=None, start_pools=None):
        self.players = players
        self.n = len(players)
        self.rules = rules if rules is not None else {}
        self.ledger = Ledger(self.n, start_pools)
        self.deals = []
        self.notes = []  # per deal: dict of expectations
        self.fresh = start_pools is None

    def begin(self, dealer, hands, fee=True):
        self.ledger.new_deal()
        ev = []
        if not self.deals and self.fresh:
            for pool in ("pagat_pool", "king_pool"):
                for p in range(self.n):
                    self.ledger.pay(ev, p, pool, 20, "foundation")
        if fee:
            self.ledger.pay(ev, dealer, "pagat_pool", 5, "deal_fee")
            self.ledger.pay(ev, dealer, "king_pool", 5, "deal_fee")
        deal = {"dealer": dealer, "hands": [sorted_hand(hands.get(s, [])) for s in range(self.n)], "events": ev}
        self.deals.append(deal)
        self.notes.append({"faults": [], "text": []})
        return deal, ev

    def skat_and_declare(self, deal, ev, dealer, hands, sitter=None, skat=None, announce_tout=False):
        n = self.n
        active = [(dealer + k) % n for k in range(n) if (dealer + k) % n != sitter]
        if announce_tout:
            ev.append({"type": "announce", "seat": dealer, "items": ["tout"]})
        h = {s: list(hands[s]) for s in active}
        skat = skat or choose_skat(h[dealer])
        ev.append({"type": "discard", "seat": dealer, "cards": list(skat)})
        for c in skat:
            h[dealer].remove(c)
        decl_log = {}
        for s in active:
            items = declarations(h[s])
            ev.append({"type": "declare", "seat": s, "items": [it for it, _ in items]})
            decl_log[s] = items
            for it, amt in items:
                for o in active:
                    if o != s:
                        self.ledger.pay(ev, o, s, amt, "declaration")
        return h, skat, decl_log, active

    def fine(self, ev, seat, cls):
        amt = FINE[cls]
        if amt:
            self.ledger.pay(ev, seat, "pagat_pool", amt, "penalty")
            self.ledger.pay(ev, seat, "king_pool", amt, "penalty")

    def close(self):
        net = dict(self.ledger.deal_net)
        self.notes[-1]["net"] = {str(k): v for k, v in net.items() if v}
        self.notes[-1]["pools_after"] = dict(self.ledger.pools)

    def transcript(self, meta, rules_key=True):
        t = {"format": "trick-transcript/1", "game": "danish-tarok"}
        if rules_key:
            t["rules"] = self.rules
        t["players"] = self.players
        t["meta"] = meta
        t["deals"] = self.deals
        return t


def sorted_hand(h):
    return list(h)


def to_scores(deal, note, n, totals):
    """Replace a deal's payment events by score lines (net chips per seat and pool) and totals."""
    ev = [e for e in deal["events"] if e["type"] != "payment"]
    net = note["net"]
    for p in list(range(n)) + ["pagat_pool", "king_pool"]:
        v = net.get(str(p), 0)
        ev.append({"type": "score", "party": p, "points": v})
    for p in list(range(n)) + ["pagat_pool", "king_pool"]:
        totals[str(p)] = totals.get(str(p), 0) + net.get(str(p), 0)
        ev.append({"type": "total", "party": p, "points": totals[str(p)]})
    deal["events"] = ev


def rng(seed):
    return random.Random(seed)
