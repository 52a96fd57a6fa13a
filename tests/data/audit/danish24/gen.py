"""danish24: builds the transcripts from model.py (my own reading of the Polish source).

Run: python gen.py  (writes NN-*.json and facts.json next to this file)."""

from __future__ import annotations

import json
import random
from pathlib import Path

from model import Reject, Table, deck, is_king, play_deal, session_end

HERE = Path(__file__).parent
P3 = ["Agata", "Bronek", "Celina"]
P4 = ["Agata", "Bronek", "Celina", "Dawid"]


def deal_hands(seed, n, dealer):
    rng = random.Random(seed)
    cards = deck()
    rng.shuffle(cards)
    act = [dealer, (dealer + 1) % n, (dealer + 3) % n] if n == 4 else [dealer, (dealer + 1) % 3, (dealer + 2) % 3]
    hands = [[] for _ in range(n)]
    pos = 0
    for s in act:
        k = 28 if s == dealer else 25
        hands[s] = cards[pos : pos + k]
        pos += k
    return hands


def key(c):
    if c == "JOKER":
        return (0, 0)
    if c.startswith("T"):
        return (1, int(c[1:]))
    return (2 + "HDSC".index(c[-1]), c[:-1])


def sort_hands(h):
    return [sorted(x, key=key) for x in h]


def rec(t, d):
    return {"dealer": d.dealer, "hands": sort_hands(d.hands_dealt), "events": d.events}


class Session:
    def __init__(self, players, rules=None):
        self.t = Table(players)
        self.deals = []
        self.dobjs = []
        self.rules = rules or {}

    def add(self, dealer, hands, seed, o):
        snap = dict(self.t.pools)
        try:
            d = play_deal(self.t, dealer, hands, seed, o)
        except (Reject, AssertionError, IndexError, StopIteration):
            self.t.pools = snap
            return None
        self.deals.append(rec(self.t, d))
        self.dobjs.append(d)
        return d

    def try_add(self, dealer, o, seeds, pred=lambda d: True, hands_fn=None):
        for sd0 in seeds:
            sd = sd0 + self.base + 37 * len(self.deals)
            hands = hands_fn(sd) if hands_fn else deal_hands(sd, self.t.n, dealer)
            snap = dict(self.t.pools)
            d = self.add(dealer, hands, sd, o)
            if d is None:
                continue
            if pred(d):
                d.seed = sd
                return d
            self.deals.pop()
            self.dobjs.pop()
            self.t.pools = snap
        raise SystemExit("no seed for %s" % o)

    def write(self, name, desc):
        obj = {
            "format": "trick-transcript/1",
            "game": "danish-tarok",
            "rules": self.rules,
            "players": self.t.players,
            "meta": {"audit": "danish24", "description": desc},
            "deals": self.deals,
        }
        (HERE / name).write_text(json.dumps(obj, ensure_ascii=False, indent=1) + "\n")
        facts = []
        for i, d in enumerate(self.dobjs):
            net = {str(k): v for k, v in sorted(d.deal_net.items(), key=lambda kv: str(kv[0]))}
            f = {k: v for k, v in d.facts.items()}
            facts.append({"deal": i, "dealer": d.dealer, "seed": getattr(d, "seed", None), "net": net, "facts": f,
                          "void": d.void, "redealt": getattr(d, "redealt", False), "pools_after": dict(d.pools_after)})
        return facts


ALL = {}


def no_decl(d):
    return all(not v for v in d.facts["declarations"].values())


def quiet_until_fault(d):
    """no payment between the discard and the fault's fine other than the fine itself"""
    evs = d.events
    start = next(i for i, e in enumerate(evs) if e["type"] == "discard")
    return all(e["reason"] == "penalty" for e in evs[start:] if e["type"] == "payment")


def run(name, desc, build, rules=None):
    s = Session(P4 if "4p" in name else P3, rules)
    s.base = 1000 * int(name[:2])
    build(s)
    ALL[name] = s.write(name, desc)


def hook_pools():
    import model

    orig = model.play_deal

    def wrapped(t, dealer, hands, seed, o=None):
        d = orig(t, dealer, hands, seed, o)
        d.pools_after = dict(t.pools)
        return d

    model.play_deal = wrapped
    globals()["play_deal"] = wrapped


hook_pools()
import model as _m  # noqa: E402


def _add(self, dealer, hands, seed, o):
    snap = dict(self.t.pools)
    try:
        d = _m.play_deal(self.t, dealer, hands, seed, o)
    except (Reject, AssertionError, IndexError, StopIteration):
        self.t.pools = snap
        return None
    self.deals.append(rec(self.t, d))
    self.dobjs.append(d)
    return d


Session.add = _add
