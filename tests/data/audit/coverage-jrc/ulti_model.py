"""Ulti model for the coverage-jrc round, written from the Japanese source (003_bb2f67de7752728b.txt).

Structure follows the ulti-spec8 round's model (deal, scripted auction, legal play by the
source's follow / trump / overtake duty), with my own scoring:
- goals scored one by one (点数計算), red doubles trump goals but not the open durchmarsch (赤でも赤以外でも 24 点);
- failed ulti: value + 4 penalty (red doubles the penalty, contra does not);
- silent bonuses (出来役) only in trump games: silent ulti 2 / its failure 4 to each other player,
  silent 100 (2) replacing the party's points, silent durchmarsch 3 beside the party;
- contra: trump games bind both defenders, no-trump games only the caller (コントラ).
"""

from __future__ import annotations

import random

SUITS = "HDSC"
TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]
NT_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]
DECK = [r + s for s in SUITS for r in TRUMP_ORDER]

STANDARD = {
    "party": 1, "ulti": 4, "40-100": 4, "20-100": 8, "durchmarsch": 6, "open-durchmarsch": 24,
    "betli": 5, "rebetli": 10, "open-betli": 20, "redurchmarsch": 12, "four-aces": 4, "four-tens": 9,
}
ULTINET = dict(STANDARD, **{"four-aces": 3, "20-100": 6, "durchmarsch": 7, "redurchmarsch": 14})
SILENT_STD = {"silent-ulti": 2, "silent-100": 2, "silent-durchmarsch": 3}
SILENT_NET = {"silent-ulti": 2, "silent-100": 1, "silent-durchmarsch": 4}
NT_GOALS = {"betli", "rebetli", "open-betli", "redurchmarsch"}
BETLIS = {"betli", "rebetli", "open-betli"}
ALLWIN = {"durchmarsch", "open-durchmarsch", "redurchmarsch"}


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c, trump):
    order = TRUMP_ORDER if trump else NT_ORDER
    return len(order) - order.index(rank(c))


def points(c):
    return 10 if rank(c) in ("A", "10") else 0


def beats(a, b, trump):
    if suit(a) == suit(b):
        return strength(a, trump) > strength(b, trump)
    return trump is not None and suit(a) == trump


def winner_idx(cards, trump):
    w = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[w], trump):
            w = i
    return w


def legal(hand, trick, trump):
    """カード勝負: follow; else trump; and within that, beat the table if able."""
    if not trick:
        return list(hand)
    led = suit(trick[0])
    win = trick[winner_idx(trick, trump)]
    same = [c for c in hand if suit(c) == led]
    if same:
        if suit(win) == led:
            return [c for c in same if beats(c, win, trump)] or same
        return same
    if trump:
        tr = [c for c in hand if suit(c) == trump]
        if tr:
            if suit(win) == trump:
                return [c for c in tr if beats(c, win, trump)] or tr
            return tr
    return list(hand)


def marriages(hand, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    return sorted(out, reverse=True)


class Deal:
    """spec: dealer, declarer, auction [(seat, goals|None, red)], contract {goals, red, trump},
    force {seat: cards}, doubles [{at, seat, target, level}], table (STANDARD/ULTINET),
    policy overrides: decl_style, def_style, script {(trick, seat): card}, announce (bool),
    marriages_said (bool), keep {seat: cards never discarded}."""

    def __init__(self, spec, rng):
        self.spec = spec
        self.rng = rng
        self.dealer = spec["dealer"]
        self.fh = (self.dealer + 1) % 3
        self.events = []

    def deal(self):
        force = self.spec.get("force", {})
        rest = [c for c in DECK if not any(c in v for v in force.values())]
        self.rng.shuffle(rest)
        hands = []
        for s in range(3):
            n = 12 if s == self.fh else 10
            h = list(force.get(s, []))
            while len(h) < n:
                h.append(rest.pop())
            self.rng.shuffle(h)
            hands.append(h)
        self.dealt = [list(h) for h in hands]
        self.hands = [list(h) for h in hands]

    def keep_score(self, c):
        con = self.spec["contract"]
        trump = con.get("trump")
        goals = set(con["goals"])
        if c in self.spec.get("force", {}).get(self.spec["declarer"], []):
            return 1000
        if goals & BETLIS:
            return -strength(c, None) * 10
        if trump is None:
            return strength(c, None) * 10
        v = strength(c, trump) + points(c) * 3
        if suit(c) == trump:
            v += 40
        return v

    def auction(self):
        spec = self.spec
        talon = None
        decl = spec["declarer"]
        for i, (seat, goals_b, red) in enumerate(spec["auction"]):
            if goals_b is None:
                self.events.append({"type": "bid", "seat": seat, "bid": "pass"})
                continue
            h = self.hands[seat]
            if i > 0:
                self.events.append({"type": "take", "seat": seat, "cards": list(talon)})
                h.extend(talon)
            last = seat == decl and all(g is None or s != decl for (s, g, r) in spec["auction"][i + 1:])
            if last:
                disc = sorted(h, key=lambda c: (self.keep_score(c), c))[:2]
            else:
                keep = set(spec.get("force", {}).get(seat, [])) | set(spec.get("keep", {}).get(seat, []))
                disc = self.rng.sample([c for c in h if c not in keep], 2)
            for c in disc:
                h.remove(c)
            talon = disc
            self.events.append({"type": "discard", "seat": seat, "cards": list(disc)})
            bid = {"goals": list(goals_b), "red": bool(red)}
            bid.update(spec.get("bid_extra", {}).get(i, {}))
            self.events.append({"type": "bid", "seat": seat, "bid": bid})
        self.talon = talon

    def choose(self, seat, hand, trick, leg, t):
        con = self.spec["contract"]
        trump = con.get("trump")
        decl = self.spec["declarer"]
        goals = set(con["goals"])
        rng = self.rng
        sc = self.spec.get("script", {}).get((t, seat))
        if sc and sc in leg:
            return sc
        betli = bool(goals & BETLIS)
        avoid = self.spec.get("hold_back", {}).get(seat)  # a card kept to the last trick if legal
        opts = list(leg)
        if avoid and avoid in opts and len(opts) > 1 and len(hand) > 1:
            opts.remove(avoid)
        if seat == decl:
            if betli:
                if trick:
                    win = trick[winner_idx(trick, trump)]
                    losing = [c for c in opts if not beats(c, win, trump)]
                    if losing:
                        return max(losing, key=lambda c: strength(c, trump))
                return min(opts, key=lambda c: strength(c, trump))
            t7 = "7" + trump if trump else None
            if "ulti" in goals and t7 in opts and len(hand) > 1 and len(opts) > 1:
                opts.remove(t7)
            if self.spec.get("decl_style") == "random":
                return rng.choice(opts)
            if not trick:
                return max(opts, key=lambda c: (suit(c) == trump, strength(c, trump), rng.random()))
            win = trick[winner_idx(trick, trump)]
            winners = [c for c in opts if beats(c, win, trump)]
            if winners:
                return min(winners, key=lambda c: strength(c, trump) + (20 if suit(c) == trump else 0))
            return min(opts, key=lambda c: (points(c), strength(c, trump)))
        if self.spec.get("def_style", "smart") == "random" or not trick:
            return rng.choice(opts)
        wi = winner_idx(trick, trump)
        leader = (seat - len(trick)) % 3
        wseat = (leader + wi) % 3
        if betli:
            return rng.choice(opts)
        if wseat != decl:
            pts = [c for c in opts if points(c)]
            if pts and len(trick) == 2:
                return rng.choice(pts)
            return rng.choice(opts)
        win = trick[wi]
        winners = [c for c in opts if beats(c, win, trump)]
        if winners and rng.random() < 0.8:
            return min(winners, key=lambda c: strength(c, trump) + (20 if suit(c) == trump else 0))
        return min(opts, key=lambda c: (points(c), strength(c, trump)))

    def play(self):
        con = self.spec["contract"]
        trump = con.get("trump")
        decl = self.spec["declarer"]
        goals = set(con["goals"])
        self.start_hands = [list(h) for h in self.hands]
        allow = trump is not None and not (goals & ({"40-100", "20-100"} | ALLWIN))
        said = self.spec.get("marriages_said", True)
        self.marr = {s: (marriages(self.hands[s], trump) if allow and said else []) for s in range(3)}
        doubles = self.spec.get("doubles", [])
        leader = decl
        self.tricks = []
        for t in range(10):
            trick = []
            for k in range(3):
                seat = (leader + k) % 3
                if t == 0 and self.marr[seat]:
                    self.events.append({"type": "declare", "seat": seat,
                                        "items": [{"kind": "marriage", "points": p} for p in self.marr[seat]]})
                for d in doubles:
                    if d["at"] == ("t1", seat) and t == 0:
                        self.events.append({"type": "double", "seat": d["seat"], "target": d["target"],
                                            "level": d["level"]})
                hand = self.hands[seat]
                leg = legal(hand, trick, trump)
                c = self.choose(seat, hand, trick, leg, t)
                assert c in leg, (c, leg)
                hand.remove(c)
                trick.append(c)
                self.events.append({"type": "play", "seat": seat, "card": c})
            w = (leader + winner_idx(trick, trump)) % 3
            self.tricks.append((leader, trick, w))
            if t == 0:
                for d in doubles:
                    if d["at"] == "after1":
                        self.events.append({"type": "double", "seat": d["seat"], "target": d["target"],
                                            "level": d["level"]})
            leader = w

    def evaluate(self):
        spec = self.spec
        con = spec["contract"]
        trump = con.get("trump")
        decl = spec["declarer"]
        goals = set(con["goals"])
        if len(goals) == 1 and goals <= {"ulti", "four-aces", "four-tens"}:
            goals.add("party")
        cp = [0, 0, 0]
        ntr = [0, 0, 0]
        taken = [[], [], []]
        for i, (leader, trick, w) in enumerate(self.tricks):
            ntr[w] += 1
            taken[w] += trick
            if trump:
                cp[w] += sum(points(c) for c in trick) + (10 if i == 9 else 0)
        disc_pts = sum(points(c) for c in self.talon) if trump else 0
        defs = [s for s in range(3) if s != decl]
        m = self.marr
        decl_cards = cp[decl]
        def_cards = sum(cp[s] for s in defs) + disc_pts
        decl_pts = decl_cards + sum(m[decl])
        def_pts = def_cards + sum(sum(m[s]) for s in defs)
        last_leader, last_trick, last_w = self.tricks[-1]
        last_by = {(last_leader + k) % 3: last_trick[k] for k in range(3)}
        t7 = "7" + trump if trump else None
        sh = self.start_hands[decl]
        won = {}
        for g in goals:
            if g == "party":
                won[g] = ntr[decl] >= 1 and decl_pts > def_pts
            elif g == "ulti":
                won[g] = last_w == decl and last_by[decl] == t7
            elif g == "40-100":
                won[g] = ("K" + trump in sh and "Q" + trump in sh) and decl_cards + 40 >= 100
            elif g == "20-100":
                has20 = any("K" + s in sh and "Q" + s in sh for s in SUITS if s != trump)
                won[g] = has20 and decl_cards + 20 >= 100
            elif g in ALLWIN:
                won[g] = ntr[decl] == 10
            elif g in BETLIS:
                won[g] = ntr[decl] == 0
            elif g == "four-aces":
                won[g] = all("A" + s in taken[decl] for s in SUITS)
            elif g == "four-tens":
                won[g] = all("10" + s in taken[decl] for s in SUITS)
        silent = []
        if trump and not (goals & BETLIS):
            if "ulti" not in goals:
                for s, c in last_by.items():
                    if c == t7:
                        if s == last_w:
                            silent.append(("silent-ulti", "decl" if s == decl else "defs", s))
                        else:
                            silent.append(("silent-ulti-fail", None, s))
            if not (goals & {"40-100", "20-100"}):
                if decl_cards > 0 and decl_pts >= 100:
                    silent.append(("silent-100", "decl", decl))
                if def_cards > 0 and def_pts >= 100:
                    silent.append(("silent-100", "defs", None))
            if not (goals & ALLWIN) and not (spec.get("no_silent_durch_with") and goals & spec["no_silent_durch_with"]):
                if ntr[decl] == 10:
                    silent.append(("silent-durchmarsch", "decl", decl))
                if ntr[decl] == 0:
                    silent.append(("silent-durchmarsch", "defs", None))
        self.result = dict(goals=sorted(goals), won=won, cp=cp, ntr=ntr, decl_pts=decl_pts, def_pts=def_pts,
                           decl_cards=decl_cards, def_cards=def_cards, silent=silent, last_by=last_by,
                           last_w=last_w, talon=self.talon, marr=m)
        return self.result

    def settle(self):
        spec = self.spec
        con = spec["contract"]
        trump = con.get("trump")
        red = con.get("red", False)
        decl = spec["declarer"]
        defs = [s for s in range(3) if s != decl]
        r = self.result
        table = spec.get("table", STANDARD)
        silent_vals = spec.get("silent_table", SILENT_STD)
        mult = 2 if red else 1
        lv = spec.get("levels", {})  # {goal: level} (trump) or {(goal, def): level} (no-trump)
        pays = []
        replaced = any(n == "silent-100" for (n, _, _) in r["silent"])
        for g in r["goals"]:
            if g == "party" and replaced:
                continue
            v = table[g] * (mult if g not in NT_GOALS and g != "open-durchmarsch" else 1)
            for d in defs:
                L = lv.get(g, 1) if trump else lv.get((g, d), 1)
                pays.append((d, decl, v * L, g) if r["won"][g] else (decl, d, v * L, g))
            if g == "ulti" and not r["won"][g]:
                for d in defs:
                    pays.append((decl, d, 4 * mult, "ulti-penalty"))
        for name, side, s in r["silent"]:
            if name == "silent-ulti-fail":
                for o in range(3):
                    if o != s:
                        pays.append((s, o, 4 * mult, "silent-ulti"))
                continue
            v = silent_vals[name] * mult
            for d in defs:
                pays.append((d, decl, v, name) if side == "decl" else (decl, d, v, name))
        return pays


def net(pays):
    n = [0, 0, 0]
    for f, t, a, _ in pays:
        n[f] -= a
        n[t] += a
    return n


def build(spec, pred, seed0=0, tries=300000):
    import copy
    for seed in range(seed0, seed0 + tries):
        sp = copy.deepcopy(spec)
        d = Deal(sp, random.Random(seed))
        d.deal()
        d.auction()
        con = sp["contract"]
        if sp.get("announce", True):
            if con.get("trump") is None:
                pass
            elif not con.get("red"):
                d.events.append({"type": "announce", "seat": sp["declarer"],
                                 "items": [{"kind": "trump", "suit": con["trump"]}]})
        d.events.extend(sp.get("pre_play", []))
        d.play()
        r = d.evaluate()
        if pred(r, d):
            d.seed = seed
            return d
    raise SystemExit("no deal found for %r" % spec.get("name"))


def payment_events(pays):
    return [{"type": "payment", "from": f, "to": t, "amount": a, "reason": why} for f, t, a, why in pays]
