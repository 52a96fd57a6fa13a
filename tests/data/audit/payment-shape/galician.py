"""Galician Tarok model of the payment-shape round, from Szczepański's rules (002_...txt) only.

Three players; the forehand (the seat after the dealer) bids a three and the others pass (or all
three pass); the player takes the first packet of three and lays away three cards (no king, no
tarock); legal random play (follow suit, else a tarock, a tarock on a tarock, overtaking where
possible, which every reading allows); the settlement of §14-§20 and §27 with the pool.
"""

from __future__ import annotations

import random

SUITS = "HDSC"


def pip(s):
    return "1" + s if s in "HD" else "10" + s


DECK = [r + s for s in SUITS for r in "KQNJ"] + [pip(s) for s in SUITS] + [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
assert len(DECK) == 42


def is_tarock(c):
    return c == "SKIZ" or c.startswith("T")


def suit(c):
    return "T" if is_tarock(c) else c[-1]


def rank(c):
    if c == "SKIZ":
        return 122
    if is_tarock(c):
        return 100 + int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def value(c):
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if is_tarock(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def group_points(cards):
    """§14: a group of three counts its cards less 2."""
    assert len(cards) == 3
    return sum(value(c) for c in cards) - 2


def winner(trick):
    best = trick[0]
    for s, c in trick[1:]:
        bs, bc = best
        if is_tarock(c) and (not is_tarock(bc) or rank(c) > rank(bc)):
            best = (s, c)
        elif not is_tarock(c) and not is_tarock(bc) and suit(c) == suit(bc) and rank(c) > rank(bc):
            best = (s, c)
    return best


def legal(hand, trick):
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    best = winner(trick)[1]
    same = [c for c in hand if suit(c) == led]
    if same:
        if led == "T":
            higher = [c for c in same if rank(c) > rank(best)]
            return higher or same
        return same
    tar = [c for c in hand if is_tarock(c)]
    if tar:
        if is_tarock(best):
            higher = [c for c in tar if rank(c) > rank(best)]
            return higher or tar
        return tar
    return list(hand)


class Deal:
    def __init__(self, dealer, seed, all_pass=False, announce=(), multiplier_hint=None):
        self.rng = random.Random(seed)
        self.dealer = dealer
        deck = DECK[:]
        self.rng.shuffle(deck)
        self.talon = deck[:6]
        self.hands = [sorted(deck[6 + 12 * i : 18 + 12 * i], key=DECK.index) for i in range(3)]
        self.all_pass = all_pass
        self.announce = list(announce)

    def play(self):
        rng = self.rng
        d = self.dealer
        f = (d + 1) % 3
        ev = []
        self.events = ev
        if self.all_pass:
            for i in range(3):
                ev.append({"type": "bid", "seat": (f + i) % 3, "bid": "pass"})
            self.player = None
            return True
        ev.append({"type": "bid", "seat": f, "bid": "three"})
        ev.append({"type": "bid", "seat": (f + 1) % 3, "bid": "pass"})
        ev.append({"type": "bid", "seat": (f + 2) % 3, "bid": "pass"})
        p = f
        self.player = p
        hands = [h[:] for h in self.hands]
        take = self.talon[:3]
        hands[p] += take
        ev.append({"type": "take", "seat": p, "cards": take})
        cand = [c for c in hands[p] if not is_tarock(c) and c[0] != "K"]
        if len(cand) < 3:
            return False
        cand.sort(key=lambda c: (value(c), c))
        lay = cand[:3]
        for c in lay:
            hands[p].remove(c)
        self.laid = lay
        ev.append({"type": "discard", "seat": p, "cards": lay})
        items = []
        if "pagat_ultimo" in self.announce:
            if "T1" not in hands[p]:
                return False
            items.append({"kind": "pagat_ultimo"})
        ev.append({"type": "announce", "seat": p, "items": items})
        for i in (1, 2):
            ev.append({"type": "announce", "seat": (p + i) % 3, "items": []})
        leader = f
        self.tricks = []
        won = {0: [], 1: [], 2: []}
        self.pagat_forced = False
        for t in range(12):
            trick = []
            for i in range(3):
                s = (leader + i) % 3
                lg = legal(hands[s], trick)
                pool = lg
                if s == p and items and t < 11:
                    pool = [c for c in lg if c != "T1"] or lg
                    if pool == ["T1"]:
                        self.pagat_forced = True
                c = rng.choice(pool)
                hands[s].remove(c)
                trick.append((s, c))
                ev.append({"type": "play", "seat": s, "card": c})
            ws, wc = winner(trick)
            self.tricks.append((trick, ws, wc))
            won[ws].append([c for _, c in trick])
            leader = ws
        self.won = won
        self.last_index = len(ev) - 1
        return True

    def result(self):
        """Player's points and the dues between seats (pool dues are added by the session)."""
        p = self.player
        pts = sum(group_points(g) for g in self.won[p]) + group_points(self.laid)
        hel = [s for s in range(3) if s != p]
        hpts = sum(group_points(g) for s in hel for g in self.won[s]) + group_points(self.talon[3:])
        assert pts + hpts == 66, (pts, hpts)
        self.points = pts
        pc = [c for g in self.won[p] for c in g]
        hc = [c for s in hel for g in self.won[s] for c in g]
        flags = {}
        flags["volat"] = len(self.won[p]) == 12 or len(self.won[p]) == 0
        flags["trull_player"] = all(c in pc for c in ("SKIZ", "T21", "T1"))
        flags["trull_helpers"] = all(c in hc for c in ("SKIZ", "T21", "T1"))
        kings = ["K" + s for s in SUITS]
        flags["kings_player"] = all(c in pc for c in kings)
        flags["kings_helpers"] = all(c in hc for c in kings)
        last_trick, lw, lc = self.tricks[-1]
        flags["ultimo_player"] = lw == p and lc == "T1"
        flags["pagat_in_last"] = any(c == "T1" for _, c in last_trick)
        flags["pagat_player_last"] = any(c == "T1" and s == p for s, c in last_trick)
        self.flags = flags
        at = self.last_index
        dues = []
        if pts > 33:
            g = (pts - 33) * 3 + 30
            for h in hel:
                dues.append({"from": h, "to": p, "amount": g, "reason": "game", "at": at})
        else:
            g = (33 - pts) * 3 + 30
            for h in hel:
                dues.append({"from": p, "to": h, "amount": g, "reason": "game", "at": at})
        self.game_value = g
        if flags["trull_player"]:
            for h in hel:
                dues.append({"from": h, "to": p, "amount": 50, "reason": "trull", "at": at})
        if flags["kings_player"]:
            for h in hel:
                dues.append({"from": h, "to": p, "amount": 100, "reason": "four_kings", "at": at})
        announced = "pagat_ultimo" in self.announce
        self.ultimo = None
        if announced:
            made = flags["ultimo_player"] and not self.pagat_forced
            self.ultimo = "made" if made else "failed"
            for h in hel:
                if made:
                    dues.append({"from": h, "to": p, "amount": 100, "reason": "pagat_ultimo", "at": at})
                else:
                    dues.append({"from": p, "to": h, "amount": 100, "reason": "pagat_ultimo", "at": at})
        elif flags["ultimo_player"]:
            for h in hel:
                dues.append({"from": h, "to": p, "amount": 50, "reason": "pagat_ultimo", "at": at})
        return dues


def pool_share(dues, percent=10):
    """§27 '10 procent od każdej wygranej': each seat puts 10% of every amount it wins into the
    pool (gross: a win is not reduced by what the same seat pays for another item)."""
    got = {}
    for d in dues:
        if isinstance(d["to"], int) and isinstance(d["from"], int):
            got[d["to"]] = got.get(d["to"], 0) + d["amount"]
    return {s: round(v * percent / 100, 6) for s, v in got.items()}


def session(specs, stake=10, pass_fee=5, percent=10, tries=5000, start_pool=None):
    """specs: list of (dealer, seed0, kind, want) with kind 'play' / 'pass' / 'ultimo'."""
    pool = 0 if start_pool is None else start_pool
    fresh = start_pool is None
    out = []
    for k, (dealer, seed0, kind, want) in enumerate(specs):
        for seed in range(seed0, seed0 + tries):
            dl = Deal(dealer, seed, all_pass=(kind == "pass"), announce=(("pagat_ultimo",) if kind == "ultimo" else ()))
            if not dl.play():
                continue
            pre = []
            if k == 0 and fresh:
                for s in range(3):
                    pre.append({"from": s, "to": "pool", "amount": stake, "reason": "pool_stake", "at": -1})
            if kind == "pass":
                at = len(dl.events) - 1
                dues = [{"from": s, "to": "pool", "amount": pass_fee, "reason": "pool_pass", "at": at} for s in range(3)]
                dl.points = None
                dl.flags = {}
                dl.ultimo = None
                dl.seat_dues = []
            else:
                dues = dl.result()
                f = dl.flags
                if f["volat"] or f["trull_helpers"] or f["kings_helpers"]:
                    continue
                if f["pagat_in_last"] and not f["pagat_player_last"]:
                    continue  # a helper's pagat in the last trick kept out
                dl.seat_dues = list(dues)
                share = pool_share(dues, percent)
                for s, v in share.items():
                    dues.append({"from": s, "to": "pool", "amount": v, "reason": "pool_share", "at": dl.last_index})
            p0 = pool + sum(d["amount"] for d in pre)
            if kind == "ultimo":
                if dl.ultimo == "made":
                    dues.append({"from": "pool", "to": dl.player, "amount": p0, "reason": "pool_ultimo", "at": dl.last_index})
                else:
                    dues.append({"from": dl.player, "to": "pool", "amount": p0, "reason": "pool_ultimo", "at": dl.last_index})
            dl.all_dues = pre + dues
            if want and not want(k, dl):
                continue
            dl.pool_before = pool
            for d in dl.all_dues:
                if d["to"] == "pool":
                    pool += d["amount"]
                if d["from"] == "pool":
                    pool -= d["amount"]
            pool = round(pool, 6)
            dl.pool_after = pool
            dl.seed = seed
            out.append(dl)
            break
        else:
            raise RuntimeError(f"no deal for {k}")
    return out, pool
