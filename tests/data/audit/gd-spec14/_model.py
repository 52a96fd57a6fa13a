"""Blind model of Galician Tarok (Szczepański §1-§33) for audit gd-spec14."""
from __future__ import annotations
import random
from fractions import Fraction as F

SUITS = "HDSC"
def pip(s): return "1" + s if s in "HD" else "10" + s
DECK = [r + s for s in SUITS for r in "KQNJ"] + [pip(s) for s in SUITS] + [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
assert len(DECK) == 42

def value(c):
    if c in ("SKIZ", "T21", "T1"): return 5
    if c.startswith("T"): return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)

def suit(c): return "T" if (c == "SKIZ" or c.startswith("T")) else c[-1]
def trank(c): return 22 if c == "SKIZ" else int(c[1:])
def srank(c): return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)
def is_tarock(c): return suit(c) == "T"

def points(cards):
    """§14: sum of values, 2 off per three cards (fractional for piles not in threes)."""
    return F(sum(value(c) for c in cards)) - F(2 * len(cards), 3)

def legal(hand, trick):
    if not trick: return list(hand)
    led = suit(trick[0][1])
    same = [c for c in hand if suit(c) == led]
    if same: return same
    tar = [c for c in hand if is_tarock(c)]
    if tar: return tar
    return list(hand)

def winner(trick):
    tar = [(s, c) for s, c in trick if is_tarock(c)]
    if tar: return max(tar, key=lambda x: trank(x[1]))[0]
    led = suit(trick[0][1])
    return max([(s, c) for s, c in trick if suit(c) == led], key=lambda x: srank(x[1]))[0]

GAME = {"three": (3, 30), "two": (4, 40), "one": (5, 50), "solo": (6, 60)}
VOLAT = {"three": 300, "two": 400, "one": 500, "solo": 600}
PACK = {"three": 3, "two": 2, "one": 1, "solo": 0}

def play_out(hands, order_first, active, declarer, rng, protect_pagat=(), lead_policy=None, forced=None):
    """Play 12 tricks legally. hands: dict seat->list (mutated copy). Returns plays list, tricks list."""
    hands = {s: list(h) for s, h in hands.items()}
    leader = order_first
    plays, tricks = [], []
    for t in range(12):
        trick = []
        idx = active.index(leader)
        for k in range(3):
            s = active[(idx + k) % 3]
            cand = legal(hands[s], trick)
            if forced and (t, s) in forced and forced[(t, s)] in hands[s]:
                c = forced[(t, s)]
            else:
                if s in protect_pagat and "T1" in cand and len(cand) > 1 and t < 11:
                    cand = [c for c in cand if c != "T1"]
                c = choose(s, cand, trick, declarer, rng)
            hands[s].remove(c)
            trick.append((s, c))
            plays.append((s, c))
        w = winner(trick)
        tricks.append((w, trick))
        leader = w
    return plays, tricks

def strength(c):
    return 100 + trank(c) if is_tarock(c) else srank(c)

def choose(s, cand, trick, declarer, rng):
    if not trick:
        return rng.choice(cand)
    cur_w = winner(trick)
    partner_winning = (cur_w != declarer) and (s != declarer)
    beat = [c for c in cand if winner(trick + [(s, c)]) == s]
    if beat and not partner_winning and rng.random() < 0.8:
        return min(beat, key=strength)
    if partner_winning and rng.random() < 0.6:
        return max(cand, key=lambda c: (value(c), strength(c)) if c not in ("T1",) else (0, 0))
    return min(cand, key=lambda c: (value(c), strength(c)))

def fmt(x):
    x = F(x)
    if x.denominator == 1: return int(x)
    return float(round(float(x), 6))


BASE = {"three": 1, "bottom": 2, "top": 3}
LEVEL_CONTRACT = {"three": "three", "bottom": "three", "top": "three", "two": "two", "one": "one", "solo": "solo"}


class Deal:
    """Build one deal. seats in order of play; n players; dealer; out (5p sit-out seat)."""

    def __init__(self, n, dealer, seed, out=None, crafted=None, talon_fixed=None):
        self.n, self.dealer, self.out = n, dealer, out
        rng = random.Random(seed)
        self.rng = rng
        if n == 3:
            active = [(dealer + i) % 3 for i in (1, 2, 3)]
        else:
            active = [(dealer + i) % n for i in range(1, n) if (dealer + i) % n != out]
        assert len(active) == 3
        self.active = active  # forehand first
        crafted = crafted or {}
        used = set(c for v in crafted.values() for c in v) | set(talon_fixed or [])
        rest = [c for c in DECK if c not in used]
        rng.shuffle(rest)
        self.hands = {s: [] for s in range(n)}
        fixed = list(talon_fixed or [])
        talon = [rest.pop() for _ in range(6 - len(fixed))] + fixed  # fixed cards at the bottom
        for s in active:
            h = list(crafted.get(s, []))
            while len(h) < 12:
                h.append(rest.pop())
            self.hands[s] = h
        assert not rest
        self.talon = talon
        self.events = []

    def forehand(self):
        return self.active[0]

    def ev(self, **kw):
        self.events.append(kw)
        return len(self.events) - 1

    def to_json(self):
        return {"dealer": self.dealer, "hands": [self.hands[s] for s in range(self.n)],
                "talon": self.talon, "events": self.events}


def run_game(d, bids, declarer, level, rejects=0, discard=None, announces=None, doubles=None,
             protect=False, forced=None, play_seed=0, shown=None, take_override=None, skip_take=False):
    """bids: list of (seat, bid). level: final level word (three/bottom/top/two/one/solo)."""
    for s, b in bids:
        d.ev(type="bid", seat=s, bid=b)
    contract = LEVEL_CONTRACT[level]
    hand = list(d.hands[declarer])
    k = 1
    taken, disc = [], []
    if contract != "solo" or take_override:
        size = PACK[contract] or 3
        packets = [d.talon[i:i + size] for i in range(0, 6, size)]
        k = BASE.get(level, 1) + rejects
        for _ in range(rejects):
            d.ev(type="call", seat=declarer, call="reject")
        taken = take_override or packets[(k - 1) % len(packets)]
        d.ev(type="take", seat=declarer, cards=list(taken))
        hand += taken
        if discard is None:
            cand = sorted([c for c in hand if not is_tarock(c) and c[0] != "K"], key=lambda c: (value(c), c))
            cand += sorted([c for c in hand if is_tarock(c) and c not in ("T1", "T21", "SKIZ")], key=trank)
            disc = cand[:len(taken)]
            assert len(disc) == len(taken)
        else:
            disc = list(discard)
        e = dict(type="discard", seat=declarer, cards=list(disc))
        if shown is not None:
            e["shown"] = shown
        d.ev(**e)
        for c in disc:
            hand.remove(c)
    announces = announces or {}
    order = d.active[d.active.index(declarer):] + d.active[:d.active.index(declarer)]
    for s in order:
        d.ev(type="announce", seat=s, items=announces.get(s, []))
    for s, tgt, lvl in (doubles or []):
        d.ev(type="double", seat=s, target=tgt, level=lvl)
    hands = {s: (hand if s == declarer else list(d.hands[s])) for s in d.active}
    rng = random.Random(play_seed)
    plays, tricks = play_out(hands, d.forehand(), d.active, declarer, rng,
                             protect_pagat=(declarer,) if protect else (), forced=forced)
    first_play = len(d.events)
    for s, c in plays:
        d.ev(type="play", seat=s, card=c)
    rest = [c for c in d.talon if c not in taken]
    dpile = [c for w, t in tricks if w == declarer for _, c in t] + disc
    hpile = [c for w, t in tricks if w != declarer for _, c in t] + rest
    info = dict(contract=contract, level=level, k=k, taken=taken, disc=disc, rest=rest,
                dpile=dpile, hpile=hpile, tricks=tricks, plays=plays, first_play=first_play,
                declarer=declarer, dpoints=points(dpile), hpoints=points(hpile),
                dtricks=sum(1 for w, _ in tricks if w == declarer), hand_after=hand)
    return info


def opponents(d, declarer):
    """Helpers and (4/5 players) the king; never the 5p sit-out."""
    ops = [s for s in d.active if s != declarer]
    if d.n >= 4:
        ops.append(d.dealer)
    return ops


def settle(d, info, announced=None, levels=None, contra_win_rule="literal", game_lost_uncond=False,
           helper_tarocks=None):
    """Return list of (from,to,amount,reason) between seats (no pool), and a breakdown.
    announced: set of premiums announced by declarer: 'trull','four_kings','pagat_ultimo','volat', ('tarocks',n)
    levels: dict target->level. helper_tarocks: (seat, n) announced by a helper."""
    announced = announced or set()
    levels = levels or {}
    D = info["declarer"]
    ops = opponents(d, D)
    c = info["contract"]
    m, a = GAME[c]
    p = info["dpoints"]
    pays = []  # positive amount: ops each pay D; negative: D pays each op
    br = {}
    lvl = levels.get("game", 1)
    volat = info["dtricks"] == 12
    if volat and not game_lost_uncond:
        g = VOLAT[c] * (2 if "volat" in announced else 1)
        br["volat"] = g
        pays.append(("volat", g))
    else:
        if "volat" in announced:
            br["volat"] = -2 * VOLAT[c]
            pays.append(("volat", -2 * VOLAT[c]))
        if p > 33 and not game_lost_uncond:
            g = (p - 33) * m + a
            if lvl >= 2:
                g *= 2 if contra_win_rule == "literal" else lvl
            br["game"] = g
            pays.append(("game", g))
        else:
            miss = max(F(0), 33 - p)
            if game_lost_uncond and p > 33:
                miss = F(0)  # consolation: addend only (as_lost_game)
            g = (miss * m + a) * info["k"] * lvl
            br["game"] = -g
            pays.append(("game", -g))
    # trull and four kings: side that holds all in its tricks
    dtr = [c for w, t in info["tricks"] if w == D for _, c in t]
    htr = [c for w, t in info["tricks"] if w != D for _, c in t]
    for name, cards, silent, ann in (("trull", ["SKIZ", "T21", "T1"], 50, 100),
                                     ("four_kings", ["KH", "KD", "KS", "KC"], 100, 200)):
        dh = all(x in dtr for x in cards)
        hh = all(x in htr for x in cards)
        lv = levels.get(name, 1)
        if name in announced:
            v = ann * lv if dh else -ann * lv
            if not dh and hh:
                raise ValueError("ambiguous: announced by declarer, made by helpers")
        elif dh:
            v = silent
        elif hh:
            v = -silent
        else:
            continue
        if game_lost_uncond and v > 0 and name not in announced:
            continue  # renonce_silent_premiums not_counted
        br[name] = v
        pays.append((name, v))
    # ultimo (declarer only)
    last_w, last_t = info["tricks"][-1]
    d_pagat_last = any(s == D and c == "T1" for s, c in last_t)
    made = d_pagat_last and last_w == D
    lv = levels.get("pagat_ultimo", 1)
    if "pagat_ultimo" in announced:
        v = 100 * lv if made and not info.get("released") else -100 * lv
        br["pagat_ultimo"] = v
        pays.append(("pagat_ultimo", v))
    elif made and not game_lost_uncond:
        br["pagat_ultimo"] = 50
        pays.append(("pagat_ultimo", 50))
    elif d_pagat_last and not made:
        raise ValueError("ambiguous: declarer silently lost pagat in last trick")
    for x in announced:
        if isinstance(x, tuple) and x[0] == "tarocks":
            v = {10: 50, 11: 100, 12: 150}[x[1]] * levels.get("tarocks", 1)
            br["tarocks"] = v
            pays.append(("tarocks", v))
    if helper_tarocks:
        v = -{10: 50, 11: 100, 12: 150}[helper_tarocks[1]] * levels.get("tarocks", 1)
        br["tarocks"] = v
        pays.append(("tarocks", v))
    out = []
    for reason, v in pays:
        for o in ops:
            if v > 0:
                out.append((o, D, v, reason))
            elif v < 0:
                out.append((D, o, -v, reason))
    return out, br


class Session:
    def __init__(self, players, rules=None, start=None, pool=None):
        self.players = players
        self.n = len(players)
        self.rules = rules
        self.start = start
        self.deals = []
        self.pool = pool if pool is not None else F(0)
        self.pool_on = True
        self.pool_taken_last = False
        self.nets = []

    def add(self, d, pays, info=None, pass_all=False, ultimo=None, extra=None, stake_parties=None,
            omit=None, tamper=None, drop_shares=False):
        """pays: list (from,to,amount,reason) between seats. ultimo: 'won'/'lost'/None (announced pool effect)."""
        n = self.n
        net = {s: F(0) for s in range(n)}
        net["pool"] = F(0)
        recs = []
        participants = list(d.active) + ([d.dealer] if n >= 4 else [])
        if self.pool_on and (self.pool == 0 or self.pool_taken_last):
            for s in sorted(stake_parties if stake_parties is not None else participants):
                recs.append((s, "pool", F(10), "pool_stake"))
            self.pool_taken_last = False
        if pass_all:
            for s in d.active:
                recs.append((s, "pool", F(5), "pool_pass"))
        recs += [(f, t, F(a), r) for f, t, a, r in pays]
        pool_before = self.pool + sum(a for f, t, a, r in recs if t == "pool")
        # wins per seat (game + premiums) -> 10%
        win = {s: F(0) for s in range(n)}
        for f, t, a, r in pays:
            win[t] += a
            win[f] -= a
        if ultimo == "won":
            recs.append(("pool", info["declarer"], self.pool, "pool_ultimo"))
        elif ultimo == "lost":
            recs.append((info["declarer"], "pool", self.pool, "pool_ultimo"))
        if not drop_shares:
            for s in range(n):
                if win[s] > 0:
                    recs.append((s, "pool", win[s] / 10, "pool_share"))
        for f, t, a, r in recs:
            net[f] -= a
            net[t] += a
        self.pool += net["pool"]
        if ultimo == "won":
            self.pool_taken_last = True
        self.nets.append(net)
        rec_events = list(recs)
        if tamper:
            rec_events = tamper(rec_events)
        for f, t, a, r in rec_events:
            e = {"type": "payment", "from": f, "to": t, "amount": fmt(a)}
            if r:
                e["reason"] = r
            d.events.append(e)
        self.deals.append(d)
        return net

    def to_json(self, meta=None):
        t = {"format": "trick-transcript/1", "game": "galician-tarok", "players": self.players}
        if self.rules:
            t["rules"] = self.rules
        if self.start:
            t["start"] = self.start
        t["deals"] = [d.to_json() for d in self.deals]
        if meta:
            t["meta"] = meta
        return t
