"""A small independent model of a Galician Tarok deal, written from the source (seed 002,
Szczepański §1-§33) and the transcript format, NOT from the engine: enough to plant faults the way
a human writer would (keep the rest of the record consistent) and to rewrite a settlement after a
renonce. It never imports validator/."""

from __future__ import annotations

import copy
from typing import Any

GAMES = ["three", "bottom", "top", "two", "one", "solo"]
START = {"three": 1, "bottom": 2, "top": 3, "two": 1, "one": 1, "solo": 1}
SCALE = {"three": (3, 30), "bottom": (3, 30), "top": (3, 30), "two": (4, 40), "one": (5, 50), "solo": (6, 60)}
BOUGHT = {"three": 3, "bottom": 3, "top": 3, "two": 2, "one": 1, "solo": 0}


def is_tarock(c: str) -> bool:
    return c == "SKIZ" or (c.startswith("T") and c[1:].isdigit())


def suit(c: str) -> str:
    return "T" if is_tarock(c) else c[-1]


def strength(c: str) -> int:
    if c == "SKIZ":
        return 22
    if is_tarock(c):
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)  # §7: K, Q, N, J, pip


def points(c: str) -> int:
    if c in ("SKIZ", "T1", "T21"):
        return 5
    if is_tarock(c):
        return 1
    return strength(c)


def pile_count(cards: list[str]) -> int:
    """§14: card values less 2 for each three cards; a remainder of one or two loses 1."""
    n = len(cards)
    return sum(points(c) for c in cards) - 2 * (n // 3) - (1 if n % 3 else 0)


def winner(trick: list[tuple[int, str]]) -> int:
    """index in the trick of the winning card."""
    tars = [i for i, (_, c) in enumerate(trick) if is_tarock(trick[i][1])]
    if tars:
        return max(tars, key=lambda i: strength(trick[i][1]))
    led = suit(trick[0][1])
    same = [i for i, (_, c) in enumerate(trick) if suit(c) == led]
    return max(same, key=lambda i: strength(trick[i][1]))


def legal(hand: list[str], led: str) -> list[str]:
    """§5: follow the suit; without it a tarock; a tarock led: a tarock; else anything."""
    ls = suit(led)
    same = [c for c in hand if suit(c) == ls]
    if same:
        return same
    if ls != "T":
        t = [c for c in hand if is_tarock(c)]
        if t:
            return t
    return list(hand)


class Deal:
    def __init__(self, deal: dict[str, Any], n: int):
        self.d = deal
        self.n = n
        self.ev = deal["events"]
        self.hands = [list(h) for h in deal["hands"]]
        self.talon = list(deal.get("talon") or [])
        self.dealer = deal["dealer"]
        bids = [(i, e) for i, e in enumerate(self.ev) if e["type"] == "bid"]
        self.bids = bids
        self.player = None
        self.game = None
        last_game = None
        for i, e in bids:
            if e["bid"] in GAMES:
                last_game = e["bid"]
                self.player = e["seat"]
            elif e["bid"] == "hold":
                self.player = e["seat"]
        self.game = last_game
        self.rejects = sum(1 for e in self.ev if e["type"] == "call" and e.get("call") == "reject")
        self.take = [c for e in self.ev if e["type"] == "take" for c in e["cards"]]
        self.discard = [c for e in self.ev if e["type"] == "discard" for c in e["cards"]]
        self.plays = [(i, e["seat"], e["card"]) for i, e in enumerate(self.ev) if e["type"] == "play"]
        self.tricks = [self.plays[k : k + 3] for k in range(0, len(self.plays), 3)]
        self.complete = len(self.plays) == 36
        self.contra = max(
            [e["level"] for e in self.ev if e["type"] == "double" and e.get("target") == "game"] or [1]
        )

    def active(self) -> list[int]:
        return [s for s in range(self.n) if self.hands[s]]

    def hand_before(self, seat: int, play_pos: int) -> list[str]:
        """the seat's hand before the play_pos-th play of the deal."""
        h = list(self.hands[seat])
        if seat == self.player:
            h += self.take
            h = [c for c in h if c not in self.discard]
        for _, s, c in self.plays[:play_pos]:
            if s == seat and c in h:
                h.remove(c)
        return h

    def trick_winners(self, tricks=None) -> list[int]:
        tricks = tricks or self.tricks
        return [t[winner([(s, c) for _, s, c in t])][1] for t in tricks]

    def piles(self, tricks=None) -> tuple[list[str], list[str]]:
        tricks = tricks or self.tricks
        pl, he = [], []
        for t, w in zip(tricks, self.trick_winners(tricks)):
            (pl if w == self.player else he).extend(c for _, _, c in t)
        if self.game == "solo":
            he += self.talon
        else:
            pl += self.discard
            he += [c for c in self.talon if c not in self.take]
        return pl, he

    def player_points(self, tricks=None) -> int:
        return pile_count(self.piles(tricks)[0])

    def purchase(self) -> int:
        return 1 if self.game == "solo" else START[self.game] + self.rejects

    def opponents(self) -> list[int]:
        """helpers and, at four/five, the king (the dealer with an empty hand)."""
        out = [s for s in range(self.n) if s != self.player and (self.hands[s] or s == self.dealer)]
        return out


def game_due(dl: Deal, pts: int, won: bool, forced: str | None, opts: dict) -> int:
    """what each opponent receives (+) from / pays (-) to the player, for the game only."""
    m, add = SCALE[dl.game]
    d = abs(pts - 33)
    level = dl.contra
    if forced == "player":  # the player's renonce: lost unconditionally
        if pts > 33:  # only the consolation
            if opts.get("consolation", "as_lost_game") == "single":
                return -add
            return -add * dl.purchase() * level
        return -(m * d + add) * dl.purchase() * level
    if forced == "helpers":
        if pts > 33:
            return (m * d + add) * (2 if level >= 2 else 1)
        return add * (2 if level >= 2 else 1)
    if pts > 33:
        return (m * d + add) * (2 if level >= 2 else 1)
    return -(m * d + add) * dl.purchase() * level


def resolve_opts(doc: dict) -> dict:
    r = dict(doc.get("rules") or {})
    o = {"pool": True, "pool_win_percent": 10, "pool_stake": 10, "pool_dealer_fee": 0, "consolation": "as_lost_game", "contra_symmetric": False,
         "helper_renonce_pays": "side"}
    if r.get("preset") == "common_usage":
        o["contra_symmetric"] = True
        o["pool_dealer_fee"] = 1
    o.update({k: v for k, v in r.items() if k != "preset"})
    return o


SIMPLE_REASONS = {"game", "pool_stake", "pool_share", "pool_deal"}
PREMIUMS = {"trull", "four_kings", "pagat_ultimo", "tarocks"}


def settle_simple(doc: dict, di: int, dl: Deal, forced: str | None, offender: int | None) -> list[dict] | None:
    """Rebuild the payments of a deal after a renonce by the `forced` side ("player"/"helpers"),
    from the clean record's payments: the game re-priced (§23: the side at fault loses; the
    player at fault who made more than 33 pays only the consolation), the silent premiums made by
    the side at fault dropped (§23 'tylko konsolację'; §27b lists what still counts only where
    there is NO renonce), the other side's premiums kept, the pool shares recomputed. None when
    the deal is outside what this small model handles (announcements by the side at fault,
    volat, the pool won or paid, contra on a premium, reasonless payments it cannot place)."""
    opts = resolve_opts(doc)
    pays = [copy.deepcopy(e) for e in dl.ev if e["type"] == "payment"]
    if not pays:
        return None
    has_prem = any(e.get("reason") in PREMIUMS for e in pays) or any(
        e["type"] == "announce" and e["items"] for e in dl.ev)
    for e in pays:  # a payment without a reason: what it must be
        if e.get("reason") is None:
            if "pool" not in (e["from"], e["to"]):
                if has_prem:
                    return None
                e["reason"] = "game"
            elif e["to"] == "pool" and e["amount"] == opts.get("pool_stake", 10) and not any(
                    x.get("reason") == "pool_stake" and x["from"] == e["from"] for x in pays):
                e["reason"] = "pool_stake"
            elif e["to"] == "pool" and e["from"] == dl.dealer and e["amount"] == opts.get("pool_dealer_fee", 0) and not any(
                    x.get("reason") == "pool_deal" for x in pays):
                e["reason"] = "pool_deal"
            elif e["to"] == "pool":
                e["reason"] = "pool_share"
            else:
                return None
    if any(e.get("reason") not in SIMPLE_REASONS | PREMIUMS for e in pays):
        return None
    if any(e["type"] == "double" and e.get("target") != "game" for e in dl.ev):
        return None
    if opts.get("contra_symmetric") or not dl.complete or dl.game is None:
        return None
    if opts.get("renonce_silent_premiums") == "counted":
        return None
    if any(e["type"] == "announce" and any(it.get("kind") in ("pagat_ultimo", "volat") for it in e["items"]) for e in dl.ev):
        return None  # the pool and the volat: outside this model
    for e in dl.ev:
        if e["type"] == "announce" and e["items"]:
            side = "player" if e["seat"] == dl.player else "helpers"
            if side == forced:
                return None
            if any(it.get("kind") == "tarocks" for it in e["items"]) and opts.get("tarocks_paid") == "if_game_won":
                return None
    pl, he = dl.piles()
    if len([1 for w in dl.trick_winners() if w == dl.player]) == 12:
        return None  # volat
    pts = pile_count(pl)
    clean = game_due(dl, pts, pts > 33, None, opts)
    for o in dl.opponents():
        got = sum(e["amount"] for e in pays if e.get("reason") == "game" and e["from"] == o and e["to"] == dl.player) - sum(
            e["amount"] for e in pays if e.get("reason") == "game" and e["to"] == o and e["from"] == dl.player)
        if abs(got - clean) > 1e-6:
            return None
    return _rebuild(dl, pays, opts, forced, offender, pts)


def _rebuild(dl, pays, opts, forced, offender, pts):
    g = game_due(dl, pts, pts > 33, forced, opts)
    out = [copy.deepcopy(e) for e in pays if e.get("reason") in ("pool_stake", "pool_deal")]
    net = {s: 0.0 for s in range(dl.n)}
    opps = dl.opponents()
    if forced == "helpers" and opts.get("helper_renonce_pays") == "offender":
        out.append({"type": "payment", "from": offender, "to": dl.player, "amount": g * len(opps), "reason": "game"})
        net[offender] -= g * len(opps)
        net[dl.player] += g * len(opps)
    else:
        for o in opps:
            if g > 0:
                out.append({"type": "payment", "from": o, "to": dl.player, "amount": g, "reason": "game"})
            elif g < 0:
                out.append({"type": "payment", "from": dl.player, "to": o, "amount": -g, "reason": "game"})
            net[o] -= g
            net[dl.player] += g
    for e in pays:
        if e.get("reason") not in PREMIUMS:
            continue
        gainer = "player" if e["to"] == dl.player else "helpers"
        other_announced = any(
            x["type"] == "announce" and ((x["seat"] == dl.player) != (gainer == "player"))
            and any(it.get("kind") == e["reason"] for it in x["items"]) for x in dl.ev)
        if forced is not None and gainer == forced and not other_announced:
            continue  # a silent premium of the side at fault does not count for it
        out.append(copy.deepcopy(e))
        net[e["from"]] -= e["amount"]
        net[e["to"]] += e["amount"]
    if opts.get("pool", True):
        pct = opts.get("pool_win_percent", 10)
        for s in range(dl.n):
            if net[s] > 0 and pct:
                amt = net[s] * pct / 100
                amt = int(amt) if float(amt).is_integer() else round(amt, 2)
                out.append({"type": "payment", "from": s, "to": "pool", "amount": amt, "reason": "pool_share"})
    return out


def replace_payments(deal: dict, new: list[dict]) -> None:
    evs = [e for e in deal["events"] if e["type"] != "payment"]
    deal["events"] = evs + new
