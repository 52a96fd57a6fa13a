"""gd26 builder: one deal from a spec, searched over seeds until the wanted situation appears.

Imports nothing from validator/ or replays/ (only model.py, the auditor's own model).
"""

from __future__ import annotations

import random

from model import (
    FIRST_PURCHASE,
    deck,
    game_value,
    group_points,
    is_tarock,
    play_out,
    points,
)


def r2(x: float):
    x = round(x, 2)
    return int(x) if x == int(x) else x


class Session:
    def __init__(self, nplayers: int, rules: dict | None = None, pool: bool = True):
        self.n = nplayers
        self.rules = rules or {}
        self.pool_on = pool
        self.pool = 0.0
        self.totals = [0.0] * nplayers
        self.deals = []
        self.expect = []  # per deal: dict of facts

    def active(self, dealer: int, sitter: int | None):
        if self.n == 3:
            return [(dealer + 1 + k) % 3 for k in range(3)]
        seats = [(dealer + 1 + k) % self.n for k in range(self.n)]
        return [s for s in seats if s != dealer and s != sitter]

    def deal(self, dealer: int, spec: dict, sitter: int | None = None, seed0: int = 0, tries: int = 200000):
        for seed in range(seed0, seed0 + tries):
            res = self._try(dealer, sitter, spec, seed)
            if res is not None:
                self._commit(res)
                return res
        raise RuntimeError(f"no seed for {spec.get('name')}")

    # ------------------------------------------------------------------
    def _try(self, dealer, sitter, spec, seed):
        rng = random.Random(seed)
        d = deck()
        rng.shuffle(d)
        act = self.active(dealer, sitter)
        talon = d[:6]
        hands = {s: [] for s in range(self.n)}
        for k, s in enumerate(act):
            hands[s] = d[6 + 12 * k: 18 + 12 * k]
        pk = spec.get("player", 0)
        player = act[pk]
        contract = spec["contract"]
        ev = []
        for k, b in spec["bids"]:
            ev.append({"type": "bid", "seat": act[k], "bid": b})
        hand = list(hands[player])
        bought = []
        unbought = []
        discard = []
        purchase = 1
        if contract != "solo":
            rejects = spec.get("rejects", 0)
            p = FIRST_PURCHASE[contract]
            purchase = p + rejects
            packet = 0 if purchase % 2 == 1 else 1
            for _ in range(rejects):
                ev.append({"type": "call", "seat": player, "call": "reject"})
            bought = talon[3 * packet: 3 * packet + 3]
            unbought = talon[3 * (1 - packet): 3 * (1 - packet) + 3]
            ev.append({"type": "take", "seat": player, "cards": list(bought)})
            hand += bought
            discard = spec["discard"](hand, rng)
            if discard is None:
                return None
            dev = {"type": "discard", "seat": player, "cards": list(discard)}
            if spec.get("shown"):
                dev["shown"] = True
            ev.append(dev)
            for c in discard:
                hand.remove(c)
        else:
            unbought = list(talon)
        items = spec.get("items", [])
        if callable(items):
            items = items(hand)
            if items is None:
                return None
        pre = spec.get("pre")
        if pre and not pre(hand, hands, act, player, talon):
            return None
        ev.append({"type": "announce", "seat": player, "items": items})
        for k in (1, 2):  # §11 "każdy z partnerów po porządku" from the player on
            ev.append({"type": "announce", "seat": act[(pk + k) % 3], "items": []})
        for k, tgt, lvl in spec.get("doubles", []):
            ev.append({"type": "double", "seat": act[k], "target": tgt, "level": lvl})
        ult = any(i.get("kind") == "pagat_ultimo" for i in items)
        playhands = {s: (hand if s == player else hands[s]) for s in act}
        plays, tricks = play_out(playhands, act[0], act, rng, keep_pagat=player if ult else None,
                                 plant=spec.get("plant"))
        for s, c in plays:
            ev.append({"type": "play", "seat": s, "card": c})
        pcards = list(discard)
        hcards = list(unbought)
        for trick, w in tricks:
            cs = [c for _, c in trick]
            (pcards if w == player else hcards).extend(cs)
        ppts = group_points(pcards)
        hpts = group_points(hcards)
        assert ppts + hpts == 66
        last_trick, last_w = tricks[-1]
        pagat_last = any(c == "T1" for _, c in last_trick)
        pagat_by_player = any(c == "T1" and s == player for s, c in last_trick)
        ultimo_made = pagat_by_player and last_w == player
        # premiums in tricks: reject deals where any side gathers trull or four kings (kept out)
        for cards in (pcards, hcards):
            tr = [c for c in cards if c in ("T1", "T21", "SKIZ")]
            kings = [c for c in cards if c[0] == "K" and not is_tarock(c)]
            if len(tr) == 3 or len(kings) == 4:
                return None
        pagat_played_early = any(c == "T1" and s == player for trick, _ in tricks[:-1] for s, c in trick)
        facts = dict(seed=seed, dealer=dealer, sitter=sitter, player=player, contract=contract,
                     purchase=purchase, ppts=ppts, hpts=hpts, ult=ult, ultimo_made=ultimo_made,
                     pagat_last=pagat_last, pagat_by_player=pagat_by_player, last_w=last_w,
                     pagat_played_early=pagat_played_early, items=items, act=act,
                     discard=discard, bought=bought, hand_after=hand, plays=plays, tricks=tricks)
        cond = spec.get("cond")
        if cond and not cond(facts):
            return None
        facts["events"] = ev
        facts["hands"] = [hands[s] for s in range(self.n)]
        facts["talon"] = talon
        facts["spec"] = spec
        return facts

    # ------------------------------------------------------------------
    def _commit(self, f):
        spec = f["spec"]
        n = self.n
        player = f["player"]
        opps = [s for s in range(n) if s != player and s != f["sitter"]]  # helpers + king
        pays = []  # (from, to, amount, reason)
        part = [s for s in range(n) if s != f["sitter"]]
        if self.pool_on and self.pool == 0:
            for s in part:
                pays.append((s, "pool", 10, "pool_stake"))
            self.pool += 10 * len(part)
        won, v = game_value(f["contract"], f["ppts"])
        lvl = max([lv for _, t, lv in spec.get("doubles", []) if t == "game"], default=1)
        sym = self.rules.get("contra_symmetric", False)
        forfeit = spec.get("forfeit")  # "renonce" / "discard": game lost unconditionally
        if forfeit:
            if won:
                # §12/§23 "przy wygranej grze przegrywa tylko konsolacją": 33 points, lost game
                amount = 10 * {"three": 3, "bottom": 3, "top": 3, "solo": 6}[f["contract"]] * f["purchase"] * lvl
            else:
                amount = v * f["purchase"] * lvl
            won_game = False
        else:
            won_game = won
            if won:
                amount = v * (f["purchase"] * lvl if (sym and lvl > 1) else (2 if lvl > 1 else 1))
            else:
                amount = v * f["purchase"] * lvl
        f["won_game"] = won_game
        f["game_amount"] = amount
        f["level"] = lvl
        recv = {s: 0.0 for s in range(n)}
        for o in opps:
            if won_game:
                pays.append((o, player, amount, "game"))
                recv[player] += amount
            else:
                pays.append((player, o, amount, "game"))
                recv[o] += amount
        # premiums
        items = f["items"]
        countp = not forfeit
        for it in items:
            if it["kind"] == "tarocks" and countp:
                val = {10: 50, 11: 100, 12: 150}[it["count"]]
                for o in opps:
                    pays.append((o, player, val, "tarocks"))
                    recv[player] += val
        ulvl = max([lv for _, t, lv in spec.get("doubles", []) if t == "pagat_ultimo"], default=1)
        ultimo_pool = None
        if f["ult"] and countp:
            val = 100 * ulvl
            if f["ultimo_made"] and not f["pagat_played_early"]:
                for o in opps:
                    pays.append((o, player, val, "pagat_ultimo"))
                    recv[player] += val
                if self.pool_on:
                    ultimo_pool = ("pool", player, r2(self.pool), "pool_ultimo")
            else:
                for o in opps:
                    pays.append((player, o, val, "pagat_ultimo"))
                    recv[o] += val
                if self.pool_on:
                    ultimo_pool = (player, "pool", r2(self.pool), "pool_ultimo")
        elif not f["ult"] and f["ultimo_made"] and not forfeit:
            for o in opps:
                pays.append((o, player, 50, "pagat_ultimo"))
                recv[player] += 50
        if ultimo_pool:
            pays.append(ultimo_pool)
            if ultimo_pool[0] == "pool":
                self.pool = 0.0
            else:
                self.pool *= 2
        if self.pool_on:
            for s in range(n):
                if recv[s] > 0:
                    sh = r2(recv[s] * 0.10)
                    pays.append((s, "pool", sh, "pool_share"))
                    self.pool += sh
        f["pays"] = pays
        net = {s: 0.0 for s in range(n)}
        netpool = 0.0
        for a, b, amt, _ in pays:
            if a == "pool":
                netpool -= amt
            else:
                net[a] -= amt
            if b == "pool":
                netpool += amt
            else:
                net[b] += amt
        f["net"] = {s: r2(net[s]) for s in range(n)}
        f["netpool"] = r2(netpool)
        for s in range(n):
            self.totals[s] += net[s]
        f["totals"] = [r2(t) for t in self.totals]
        f["pool_after"] = r2(self.pool)
        ev = f["events"]
        mode = spec.get("record", "payments")
        if mode == "payments":
            for a, b, amt, why in pays:
                ev.append({"type": "payment", "from": a, "to": b, "amount": r2(amt), "reason": why})
        elif mode == "sheet":
            for s in range(n):
                if s != f["sitter"]:
                    ev.append({"type": "score", "party": s, "points": f["net"][s]})
            if self.pool_on:
                ev.append({"type": "score", "party": "pool", "points": f["netpool"]})
            for s in range(n):
                ev.append({"type": "total", "party": s, "points": f["totals"][s]})
            if self.pool_on:
                ev.append({"type": "total", "party": "pool", "points": f["pool_after"]})
        if spec.get("mutate"):
            spec["mutate"](ev, f)
        d = {"dealer": f["dealer"], "hands": f["hands"], "talon": f["talon"], "events": ev}
        if spec.get("play_only"):
            d["hands"] = None
        self.deals.append(d)
        self.expect.append(f)

    def transcript(self, players, meta):
        t = {"format": "trick-transcript/1", "game": "galician-tarok"}
        rules = dict(self.rules)
        if not self.pool_on:
            rules["pool"] = False
        if rules:
            t["rules"] = {"preset": "standard", **rules}
        t["players"] = players
        t["meta"] = meta
        t["deals"] = self.deals
        return t


def disc_suits(k=3):
    """lay away the k lowest-valued non-king suit cards (never a king, never a tarock)."""

    def f(hand, rng):
        cands = sorted([c for c in hand if not is_tarock(c) and c[0] != "K"], key=lambda c: (points(c), c))
        if len(cands) < k:
            return None
        return cands[:k]

    return f


def disc_with(tarock_pick, k=3):
    """lay away one tarock chosen by tarock_pick(hand) plus the lowest suit cards."""

    def f(hand, rng):
        t = tarock_pick(hand)
        if t is None:
            return None
        cands = sorted([c for c in hand if not is_tarock(c) and c[0] != "K"], key=lambda c: (points(c), c))
        if len(cands) < k - 1:
            return None
        return [t] + cands[: k - 1]

    return f
