"""Blind model of Ulti after the Japanese source (003_bb2f67de7752728b.txt).

Round ulti-spec8 (outside party). Deals, plays legally (follow, trump, overtake),
evaluates goals and silent bonuses, applies the contra chain and settles.
Written without reading the engine.
"""

import random

SUITS = "HDSC"
TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]
NT_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]
DECK = [r + s for s in SUITS for r in TRUMP_ORDER]

# goal values (source main text); red doubles trump goals
VALUES = {
    "party": 1,
    "ulti": 4,
    "40-100": 4,
    "20-100": 8,
    "durchmarsch": 6,
    "open-durchmarsch": 24,
    "betli": 5,
    "rebetli": 10,
    "open-betli": 20,
    "redurchmarsch": 12,
}
SILENT = {"silent-ulti": 2, "silent-100": 2, "silent-durchmarsch": 3}
NT_GOALS = {"betli", "rebetli", "open-betli", "redurchmarsch"}


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
    """True when card a beats card b (b currently winning)."""
    if suit(a) == suit(b):
        return strength(a, trump) > strength(b, trump)
    return trump is not None and suit(a) == trump


def trick_winner_idx(cards, trump):
    w = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[w], trump):
            w = i
    return w


def legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = suit(trick[0])
    win = trick[trick_winner_idx(trick, trump)]
    same = [c for c in hand if suit(c) == led]
    if same:
        if suit(win) == led:
            b = [c for c in same if beats(c, win, trump)]
            return b or same
        return same
    if trump:
        tr = [c for c in hand if suit(c) == trump]
        if tr:
            if suit(win) == trump:
                b = [c for c in tr if beats(c, win, trump)]
                return b or tr
            return tr
    return list(hand)


def marriages(hand, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    return sorted(out, reverse=True)


class Deal:
    """One deal. spec keys:
    dealer, auction: list of (seat, goals|None, red), contract: dict(goals, red, trump),
    force: {seat: [cards]} dealt to that seat, doubles: list of dict(at, seat, target, level)
      at: ("t1", seat) before that seat's trick-1 card, "after1" after trick 1,
          ("t2", seat) before that seat's trick-2 card, "after3rd" same as after1
    """

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

    def keep_score(self, c, goals, trump):
        """Higher = keep. Used to choose the final declarer's discard."""
        force = self.spec.get("force", {}).get(self.spec["declarer"], [])
        if c in force:
            return 1000
        if goals & {"betli", "rebetli", "open-betli"}:
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
        con = spec["contract"]
        trump = con.get("trump")
        goals = set(con["goals"])
        for i, (seat, goals_b, red) in enumerate(spec["auction"]):
            if goals_b is None:
                self.events.append({"type": "bid", "seat": seat, "bid": "pass"})
                continue
            h = self.hands[seat]
            if i > 0:
                self.events.append({"type": "take", "seat": seat, "cards": list(talon)})
                h.extend(talon)
            # final bid of the declarer: choose discards strategically
            last_bid_of_decl = seat == decl and all(
                g is None or s != decl for (s, g, r) in spec["auction"][i + 1 :]
            )
            if last_bid_of_decl:
                cand = sorted(h, key=lambda c: (self.keep_score(c, goals, trump), c))
                # never discard a card needed for a marriage claimed by the goal
                disc = cand[:2]
            else:
                force = spec.get("force", {}).get(seat, [])
                pool = [c for c in h if c not in force]
                disc = self.rng.sample(pool, 2)
            for c in disc:
                h.remove(c)
            talon = disc
            self.events.append({"type": "discard", "seat": seat, "cards": list(disc)})
            self.events.append(
                {"type": "bid", "seat": seat, "bid": {"goals": list(goals_b), "red": bool(red)}}
            )
        self.talon = talon  # declarer's final discard

    def policy(self, seat, hand, trick, leg, trump, con, decl, tricks_done):
        rng = self.rng
        goals = set(con["goals"])
        betli = bool(goals & {"betli", "rebetli", "open-betli"})
        if seat == decl:
            if betli:
                if trick:
                    win = trick[trick_winner_idx(trick, trump)]
                    losing = [c for c in leg if not beats(c, win, trump)]
                    if losing:
                        return max(losing, key=lambda c: strength(c, trump))
                return min(leg, key=lambda c: strength(c, trump))
            t7 = "7" + trump if trump else None
            opts = list(leg)
            if "ulti" in goals and t7 in opts and len(hand) > 1 and len(opts) > 1:
                opts.remove(t7)
            if self.spec.get("decl_style") == "random":
                return rng.choice(opts)
            if not trick:
                return max(opts, key=lambda c: (suit(c) == trump, strength(c, trump), rng.random()))
            win = trick[trick_winner_idx(trick, trump)]
            winners = [c for c in opts if beats(c, win, trump)]
            if winners:
                return min(winners, key=lambda c: strength(c, trump) + (20 if suit(c) == trump else 0))
            return min(opts, key=lambda c: (points(c), strength(c, trump)))
        # defender
        style = self.spec.get("def_style", "smart")
        if style == "random" or not trick:
            return rng.choice(leg)
        win_i = trick_winner_idx(trick, trump)
        leader = (seat - len(trick)) % 3
        win_seat = (leader + win_i) % 3
        win = trick[win_i]
        if betli:
            return rng.choice(leg)
        if win_seat != decl:
            pts = [c for c in leg if points(c)]
            if pts and len(trick) == 2:
                return rng.choice(pts)
            return rng.choice(leg)
        winners = [c for c in leg if beats(c, win, trump)]
        if winners and rng.random() < 0.8:
            return min(winners, key=lambda c: strength(c, trump) + (20 if suit(c) == trump else 0))
        return min(leg, key=lambda c: (points(c), strength(c, trump)))

    def play(self):
        con = self.spec["contract"]
        trump = con.get("trump")
        decl = self.spec["declarer"]
        self.start_hands = [list(h) for h in self.hands]
        goals = set(con["goals"])
        allow_marr = trump is not None and not (
            goals & {"40-100", "20-100", "durchmarsch", "open-durchmarsch", "redurchmarsch"}
        )
        self.marr = {s: (marriages(self.hands[s], trump) if allow_marr else []) for s in range(3)}
        self.declared_marr = {
            s: (self.marr[s] if self.spec.get("declare_marriages", True) else []) for s in range(3)
        }
        doubles = self.spec.get("doubles", [])
        leader = decl
        self.tricks = []
        self.play_idx = {}
        for t in range(10):
            trick = []
            for k in range(3):
                seat = (leader + k) % 3
                if t == 0 and self.declared_marr[seat]:
                    self.events.append(
                        {
                            "type": "declare",
                            "seat": seat,
                            "items": [{"kind": "marriage", "points": p} for p in self.declared_marr[seat]],
                        }
                    )
                for d in doubles:
                    if d["at"] == ("t%d" % (t + 1), seat):
                        d["event"] = len(self.events)
                        self.events.append(
                            {"type": "double", "seat": d["seat"], "target": d["target"], "level": d["level"]}
                        )
                hand = self.hands[seat]
                leg = legal(hand, trick, trump)
                c = self.policy(seat, hand, trick, leg, trump, con, decl, t)
                assert c in leg
                hand.remove(c)
                trick.append(c)
                self.play_idx[(t, seat)] = len(self.events)
                self.events.append({"type": "play", "seat": seat, "card": c})
            wi = trick_winner_idx(trick, trump)
            winner = (leader + wi) % 3
            self.tricks.append((leader, trick, winner))
            if t == 0:
                for d in doubles:
                    if d["at"] == "after1":
                        d["event"] = len(self.events)
                        self.events.append(
                            {"type": "double", "seat": d["seat"], "target": d["target"], "level": d["level"]}
                        )
            leader = winner

    def evaluate(self):
        con = self.spec["contract"]
        trump = con.get("trump")
        decl = self.spec["declarer"]
        goals = set(con["goals"])
        if goals == {"ulti"}:
            goals.add("party")  # "ウルティ" alone is party + ulti
        cp = [0, 0, 0]
        ntr = [0, 0, 0]
        for i, (leader, trick, w) in enumerate(self.tricks):
            ntr[w] += 1
            if trump:
                cp[w] += sum(points(c) for c in trick)
                if i == 9:
                    cp[w] += 10
        disc_pts = sum(points(c) for c in self.talon) if trump else 0
        defs = [s for s in range(3) if s != decl]
        dm = self.declared_marr
        decl_pts = cp[decl] + sum(dm[decl])
        def_pts = sum(cp[s] for s in defs) + disc_pts + sum(sum(dm[s]) for s in defs)
        res = {}
        last_leader, last_trick, last_w = self.tricks[-1]
        last_by = {(last_leader + k) % 3: last_trick[k] for k in range(3)}
        t7 = "7" + trump if trump else None
        for g in goals:
            if g == "party":
                res[g] = ntr[decl] >= 1 and decl_pts > def_pts
            elif g == "ulti":
                res[g] = last_w == decl and last_by[decl] == t7
            elif g == "40-100":
                sh = self.start_hands[decl]
                res[g] = ("K" + trump in sh and "Q" + trump in sh) and cp[decl] + 40 >= 100
            elif g == "20-100":
                sh = self.start_hands[decl]
                has20 = any("K" + s in sh and "Q" + s in sh for s in SUITS if s != trump)
                res[g] = has20 and cp[decl] + 20 >= 100
            elif g in ("durchmarsch", "redurchmarsch", "open-durchmarsch"):
                res[g] = ntr[decl] == 10
            elif g in ("betli", "rebetli", "open-betli"):
                res[g] = ntr[decl] == 0
        silent = []  # (name, side_seat_or_None, kind) kind: 'win' for side, 'fail' for seat
        if trump and not (goals & {"betli", "rebetli", "open-betli"}):
            if "ulti" not in goals:
                for s, c in last_by.items():
                    if c == t7:
                        if s == last_w:
                            silent.append(("silent-ulti", "decl" if s == decl else "defs", s))
                        else:
                            silent.append(("silent-ulti-fail", s, s))
            if not (goals & {"40-100", "20-100"}):
                if cp[decl] + sum(dm[decl]) >= 100:
                    silent.append(("silent-100", "decl", decl))
                dsum = sum(cp[s] for s in defs) + disc_pts + sum(sum(dm[s]) for s in defs)
                if dsum >= 100:
                    silent.append(("silent-100", "defs", None))
            if not (goals & {"durchmarsch", "open-durchmarsch"}):
                if ntr[decl] == 10:
                    silent.append(("silent-durchmarsch", "decl", decl))
                if ntr[decl] == 0:
                    silent.append(("silent-durchmarsch", "defs", None))
        self.result = dict(
            goals=sorted(goals), won=res, cp=cp, ntr=ntr, decl_pts=decl_pts, def_pts=def_pts,
            silent=silent, last_by=last_by, last_w=last_w, disc=self.talon,
        )
        return self.result

    def levels(self, doubles):
        """Contra levels by my reading. trump: {goal: level}; no-trump: {(goal, def): level}."""
        con = self.spec["contract"]
        trump = con.get("trump")
        decl = self.spec["declarer"]
        lv = {}
        for d in doubles:
            if d.get("illegal"):
                continue
            if trump:
                lv[d["target"]] = d["level"]
            else:
                if d["seat"] != decl:
                    lv[(d["target"], d["seat"])] = d["level"]
                else:
                    for s in range(3):
                        if s != decl and lv.get((d["target"], s), 1) * 2 == d["level"]:
                            lv[(d["target"], s)] = d["level"]
        return lv

    def settle(self):
        """List of (from, to, amount, reason)."""
        con = self.spec["contract"]
        trump = con.get("trump")
        red = con.get("red", False)
        decl = self.spec["declarer"]
        defs = [s for s in range(3) if s != decl]
        r = self.result
        lv = self.levels(self.spec.get("doubles", []))
        mult = 2 if red else 1
        pays = []
        replaced_party = any(n == "silent-100" for (n, side, s) in r["silent"]) or (
            self.spec.get("silent_durch_replaces") and any(n == "silent-durchmarsch" for (n, _, _) in r["silent"])
        )
        for g in r["goals"]:
            if g == "party" and replaced_party:
                continue
            v = VALUES[g] * (mult if g not in NT_GOALS and trump else 1)
            if g == "durchmarsch" and not trump:
                v = VALUES[g]
            for d in defs:
                L = lv.get(g, 1) if trump else lv.get((g, d), 1)
                if r["won"][g]:
                    pays.append((d, decl, v * L, g))
                else:
                    pays.append((decl, d, v * L, g))
            if g == "ulti" and not r["won"][g]:
                for d in defs:
                    pays.append((decl, d, 4 * mult, "ulti-penalty"))
        for name, side, s in r["silent"]:
            if name == "silent-ulti-fail":
                for o in range(3):
                    if o != s:
                        pays.append((s, o, 4 * mult, "silent-ulti"))
                continue
            v = SILENT[name] * mult
            for d in defs:
                if side == "decl":
                    pays.append((d, decl, v, name))
                else:
                    pays.append((decl, d, v, name))
        return pays


def net(pays):
    n = [0, 0, 0]
    for f, t, a, _ in pays:
        n[f] -= a
        n[t] += a
    return n


def netted_pairs(pays):
    m = {}
    for f, t, a, _ in pays:
        key = (min(f, t), max(f, t))
        sign = 1 if f == key[0] else -1
        m[key] = m.get(key, 0) + sign * a
    out = []
    for (a, b), v in sorted(m.items()):
        if v > 0:
            out.append((a, b, v))
        elif v < 0:
            out.append((b, a, -v))
    return out
