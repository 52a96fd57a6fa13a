"""Blind generator for audit round ulti-2faults-fragments.

Written from the Japanese Ulti source (seeds/003) and the transcript format spec only; it does not
import the validator. Sessions are taken up mid-way (start.totals), recorded either as payments
or as a score sheet (score + total). Most files plant TWO independent faults in one deal.

Run: python _gen.py [--seed N]   (writes NN-*.json and EXPECTED.md beside itself)
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "HDSC"
R_TRUMP = ["7", "8", "9", "J", "Q", "K", "10", "A"]  # low -> high, trump games
R_NOTRUMP = ["7", "8", "9", "10", "J", "Q", "K", "A"]  # low -> high, no-trump games
DECK = [r + s for s in SUITS for r in ["A", "K", "Q", "J", "10", "9", "8", "7"]]

STD = {"party": 1, "ulti": 4, "40-100": 4, "20-100": 8, "durchmarsch": 6, "betli": 5, "rebetli": 10}
SILENT_STD = {"silent-ulti": 2, "silent-100": 2, "silent-durchmarsch": 3}
ULTINET = {"party": 1, "ulti": 4, "40-100": 4, "20-100": 6, "durchmarsch": 7, "betli": 5, "rebetli": 10}
SILENT_ULTINET = {"silent-ulti": 2, "silent-100": 1, "silent-durchmarsch": 4}
NOTRUMP_GOALS = {"betli", "rebetli"}


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c, trump):
    order = R_TRUMP if trump is not None else R_NOTRUMP
    return order.index(rank(c))


def pts(c, trump):
    return 10 if trump is not None and rank(c) in ("A", "10") else 0


def beats(c, best, trump):
    if suit(c) == suit(best):
        return strength(c, trump) > strength(best, trump)
    return trump is not None and suit(c) == trump


def trick_winner_idx(cards, trump):
    b = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[b], trump):
            b = i
    return b


def legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = suit(trick[0])
    cur = trick[trick_winner_idx(trick, trump)]
    same = [c for c in hand if suit(c) == led]
    if same:
        if trump is not None and led != trump and suit(cur) == trump:
            return same
        beat = [c for c in same if beats(c, cur, trump)]
        return beat or same
    if trump is not None:
        tr = [c for c in hand if suit(c) == trump]
        if tr:
            beat = [c for c in tr if beats(c, cur, trump)]
            return beat or tr
    return list(hand)


def weak_key(c, trump):
    return (trump is not None and suit(c) == trump, pts(c, trump), strength(c, trump))


class Sim:
    """One deal: dealing, a scripted auction, the play, the settlement."""

    def __init__(self, rng, dealer, opts=None):
        self.rng = rng
        self.dealer = dealer
        self.opts = opts or {}
        deck = list(DECK)
        rng.shuffle(deck)
        self.first = (dealer + 1) % 3
        self.hands = {}
        pos = 0
        for s in range(3):
            n = 12 if s == self.first else 10
            self.hands[s] = deck[pos : pos + n]
            pos += n
        self.dealt = {s: list(self.hands[s]) for s in range(3)}
        self.events = []
        self.notes = []

    def ev(self, e):
        self.events.append(e)
        return len(self.events) - 1

    # ------------------------------------------------------------------ auction
    def plan_trump(self, hand, goals, red):
        if goals & NOTRUMP_GOALS or self.opts.get("no_trump"):
            return None
        if red:
            return "H"
        best = max(
            "DSC",
            key=lambda s: (
                sum(1 for c in hand if suit(c) == s),
                sum(strength(c, "X") for c in hand if suit(c) == s),
            ),
        )
        return best

    def smart_discard(self, hand, goals, red):
        trump = self.plan_trump(hand, goals, red)
        if trump is None and goals & NOTRUMP_GOALS:
            # betli: throw the highest cards
            return sorted(hand, key=lambda c: -strength(c, None))[:2]

        def keep_score(c):
            sc = strength(c, trump)
            if suit(c) == trump:
                sc += 100
            if pts(c, trump):
                sc += 50
            if rank(c) in ("K", "Q") and (("K" if rank(c) == "Q" else "Q") + suit(c)) in hand:
                sc += 40
            return sc

        return sorted(hand, key=keep_score)[:2]

    def auction(self, script, discard_slip=None):
        """script: list of ('bid', seat, goals, red) | ('pass', seat) | ('takepass', seat)."""
        talon = None
        last_bid_step = max(i for i, st in enumerate(script) if st[0] == "bid")
        self.contract = None
        self.idx = {}
        for i, st in enumerate(script):
            kind, seat = st[0], st[1]
            hand = self.hands[seat]
            if kind in ("bid", "takepass"):
                if talon is not None:
                    self.ev({"type": "take", "seat": seat, "cards": list(talon)})
                    hand.extend(talon)
                if kind == "bid":
                    goals, red = set(st[2]), st[3]
                    if i == last_bid_step:
                        disc = self.smart_discard(hand, goals, red)
                    else:
                        disc = self.rng.sample(hand, 2)
                else:
                    disc = self.rng.sample(hand, 2)
                for c in disc:
                    hand.remove(c)
                written = list(disc)
                if discard_slip is not None and i == last_bid_step:
                    written = discard_slip(self, seat, disc, hand)
                self.idx[("discard", i)] = self.ev({"type": "discard", "seat": seat, "cards": written})
                talon = disc
                if kind == "bid":
                    self.idx[("bid", i)] = self.ev(
                        {"type": "bid", "seat": seat, "bid": {"goals": list(st[2]), "red": st[3]}}
                    )
                    self.contract = (seat, list(st[2]), st[3])
                else:
                    self.idx[("bid", i)] = self.ev({"type": "bid", "seat": seat, "bid": "pass"})
            else:
                self.idx[("bid", i)] = self.ev({"type": "bid", "seat": seat, "bid": "pass"})
        self.talon = talon
        self.decl, goals, red = self.contract
        if set(goals) in ({"ulti"}, {"party", "ulti"}):
            goals = ["party", "ulti"]  # "ulti" alone is party + ulti (the source's shorthand)
        self.goals = goals
        self.red = red
        self.trump = self.plan_trump(self.hands[self.decl], set(goals), red)
        if self.opts.get("trump_override"):
            self.trump = self.opts["trump_override"]

    def announce(self):
        if self.trump is None:
            self.ev({"type": "announce", "seat": self.decl, "items": [{"kind": "no-trump"}]})
        elif not self.red:
            self.ev({"type": "announce", "seat": self.decl, "items": [{"kind": "trump", "suit": self.trump}]})

    # ------------------------------------------------------------------ play
    def marriages_allowed(self):
        g = set(self.goals)
        return self.trump is not None and not (g & {"40-100", "20-100", "durchmarsch"})

    def held_marriages(self, seat):
        out = []
        for s in SUITS:
            if "K" + s in self.hands[seat] and "Q" + s in self.hands[seat]:
                out.append(40 if s == self.trump else 20)
        return sorted(out, reverse=True)

    def choose(self, seat, cands, trick, policy):
        trump = self.trump
        if self.rng.random() < 0.25 or policy == "rand":
            return self.rng.choice(cands)
        if policy == "low":
            return min(cands, key=lambda c: (weak_key(c, trump), self.rng.random()))
        # high
        if not trick:
            return max(
                cands,
                key=lambda c: (weak_key(c, trump)[2] + (0 if suit(c) != trump else 3), self.rng.random()),
            )
        cur = trick[trick_winner_idx(trick, trump)]
        win = [c for c in cands if beats(c, cur, trump)]
        if win:
            return min(win, key=lambda c: weak_key(c, trump))
        return min(cands, key=lambda c: weak_key(c, trump))

    def play(self, policies, contras=None, recontra=None, fault=None, declare_extra=None):
        """contras: {seat: [(goal, level)]} said with the seat's first card; recontra: [(goal, level)]
        said by the declarer after trick 1; fault: dict(kind, seat, min_trick)."""
        contras = contras or {}
        trump = self.trump
        self.start_hands = {s: list(self.hands[s]) for s in range(3)}
        self.declared = {s: [] for s in range(3)}
        self.factor = {g: {s: 1 for s in range(3)} for g in self.goals}
        self.tricks = []
        self.fault_event = None
        leader = self.decl
        ulti_bid = "ulti" in self.goals
        for t in range(10):
            cards, seats = [], []
            for k in range(3):
                s = (leader + k) % 3
                hand = self.hands[s]
                if t == 0:
                    if self.marriages_allowed():
                        m = self.held_marriages(s)
                        if declare_extra and declare_extra[0] == s:
                            m = m + [declare_extra[1]]
                            self.declare_extra_idx = len(self.events)
                        if m:
                            self.ev(
                                {
                                    "type": "declare",
                                    "seat": s,
                                    "items": [{"kind": "marriage", "points": p} for p in m],
                                }
                            )
                            self.declared[s] = m if not declare_extra or declare_extra[0] != s else m[:-1]
                    for g, lvl in contras.get(s, []):
                        self.ev({"type": "double", "seat": s, "target": g, "level": lvl})
                        for d in range(3):
                            if d != self.decl and (trump is not None or d == s):
                                self.factor[g][d] = max(self.factor[g][d], lvl)
                L = legal(hand, cards, trump)
                base = list(L)
                if s == self.decl and ulti_bid and ("7" + str(trump)) in L and len(L) > 1:
                    L = [c for c in L if c != "7" + str(trump)]
                card = None
                if (
                    fault
                    and fault["seat"] == s
                    and t >= fault.get("min_trick", 0)
                    and self.fault_event is None
                ):
                    card = self.fault_card(fault["kind"], s, hand, cards, base, t)
                if card is None:
                    card = self.choose(s, L, cards, policies[s])
                else:
                    self.fault_event = len(self.events)
                    self.fault_trick = t
                hand.remove(card)
                cards.append(card)
                seats.append(s)
                self.ev({"type": "play", "seat": s, "card": card})
            w = seats[trick_winner_idx(cards, trump)]
            self.tricks.append((seats, cards, w))
            if t == 0 and recontra:
                for g, lvl in recontra:
                    self.ev({"type": "double", "seat": self.decl, "target": g, "level": lvl})
                    for d in range(3):
                        if d != self.decl and self.factor[g][d] > 1:
                            self.factor[g][d] = lvl
            leader = w
        if fault and self.fault_event is None:
            raise Retry

    def fault_card(self, kind, s, hand, cards, base, t):
        trump = self.trump
        if kind == "seven":
            sev = "7" + str(trump)
            if s == self.decl and t < 9 and sev in base and len(base) > 1:
                return sev
            return None
        if not cards:
            return None
        led = suit(cards[0])
        cur = cards[trick_winner_idx(cards, trump)]
        same = [c for c in hand if suit(c) == led]
        if kind == "revoke":
            if same:
                off = [c for c in hand if suit(c) != led and suit(c) != trump]
                return self.rng.choice(off) if off else None
            return None
        if kind == "trump":
            if not same and trump is not None and any(suit(c) == trump for c in hand):
                off = [c for c in hand if suit(c) != trump]
                return self.rng.choice(off) if off else None
            return None
        if kind == "overtake":
            if same and not (trump is not None and led != trump and suit(cur) == trump):
                beat = [c for c in same if beats(c, cur, trump)]
                low = [c for c in same if not beats(c, cur, trump)]
                if beat and low:
                    return self.rng.choice(low)
            return None
        raise ValueError(kind)

    # ------------------------------------------------------------------ outcome
    def outcome(self):
        trump = self.trump
        d = self.decl
        cp = {s: 0 for s in range(3)}
        ntr = {s: 0 for s in range(3)}
        for i, (_seats, cards, w) in enumerate(self.tricks):
            cp[w] += sum(pts(c, trump) for c in cards) + (10 if i == 9 and trump is not None else 0)
            ntr[w] += 1
        talon_pts = sum(pts(c, trump) for c in self.talon)
        dpts = cp[d]
        defpts = sum(cp[s] for s in range(3) if s != d) + talon_pts
        dmar = sum(self.declared[d])
        defmar = sum(sum(self.declared[s]) for s in range(3) if s != d)
        last_seats, last_cards, last_w = self.tricks[9]
        sev = "7" + str(trump) if trump else None
        res = {}
        for g in self.goals:
            if g == "party":
                res[g] = ntr[d] >= 1 and dpts + dmar > defpts + defmar
            elif g == "ulti":
                res[g] = last_w == d and sev in last_cards and last_seats[last_cards.index(sev)] == d
            elif g == "40-100":
                res[g] = (
                    ("K" + trump) in self.start_hands[d]
                    and ("Q" + trump) in self.start_hands[d]
                    and dpts + 40 >= 100
                )
            elif g == "20-100":
                has20 = any(
                    ("K" + s) in self.start_hands[d] and ("Q" + s) in self.start_hands[d]
                    for s in SUITS
                    if s != trump
                )
                res[g] = has20 and dpts + 20 >= 100
            elif g == "durchmarsch":
                res[g] = ntr[d] == 10
            elif g in ("betli", "rebetli"):
                res[g] = ntr[d] == 0
        self.o = {
            "cp": cp,
            "tricks": ntr,
            "talon_pts": talon_pts,
            "dpts": dpts,
            "defpts": defpts,
            "dmar": dmar,
            "defmar": defmar,
            "res": res,
            "last": (last_seats, last_cards, last_w),
        }
        return self.o

    def silent(self):
        """Silent bonuses: list of (kind, side_seat_or_'def', sign-info)."""
        trump = self.trump
        out = []
        g = set(self.goals)
        if trump is None or g & {"betli", "rebetli"}:
            return out
        o = self.o
        d = self.decl
        last_seats, last_cards, last_w = o["last"]
        sev = "7" + trump
        if "ulti" not in g and sev in last_cards:
            p = last_seats[last_cards.index(sev)]
            out.append(("silent-ulti", p, p == last_w))
        if not g & {"40-100", "20-100"}:
            if o["dpts"] + o["dmar"] >= 100:
                out.append(("silent-100", d, True))
            if o["defpts"] + o["defmar"] >= 100:
                out.append(("silent-100", "def", True))
        if "durchmarsch" not in g and o["tricks"][d] == 10:
            out.append(("silent-durchmarsch", d, True))
        return out

    def settle(self, preset="standard"):
        vals = ULTINET if preset == "ultinet" else STD
        svals = SILENT_ULTINET if preset == "ultinet" else SILENT_STD
        dur = self.opts.get("durchmarsch_points")
        d = self.decl
        mult = 2 if self.red else 1
        defs = [s for s in range(3) if s != d]
        pay = []
        sil = self.silent()
        replace_party = any(k == "silent-100" for k, _, _ in sil)
        if self.opts.get("silent_durchmarsch_scoring") == "replaces_party" and any(
            k == "silent-durchmarsch" for k, _, _ in sil
        ):
            replace_party = True
        for g in self.goals:
            if g == "party" and replace_party:
                continue
            v = vals[g]
            if g == "durchmarsch" and dur:
                v = dur
            if self.trump is not None:
                v *= mult
            for x in defs:
                amt = v * self.factor[g][x]
                if self.o["res"][g]:
                    pay.append((x, d, amt, g))
                else:
                    pay.append((d, x, amt, g))
            if g == "ulti" and not self.o["res"][g]:
                for x in defs:
                    pay.append((d, x, 4 * mult, "ulti-penalty"))
        for kind, who, won in sil:
            v = svals[kind] * mult
            if kind == "silent-ulti" and not won:
                for x in range(3):
                    if x != who:
                        pay.append((who, x, 4 * mult, kind))
                continue
            for x in defs:
                if who == d:
                    pay.append((x, d, v, kind))
                else:
                    pay.append((d, x, v, kind))
        net = [0, 0, 0]
        for f, t, a, _ in pay:
            net[f] -= a
            net[t] += a
        self.pay = pay
        self.net = net
        return pay, net

    def summary(self):
        o = self.o
        lines = [
            f"dealer {self.dealer}, declarer seat {self.decl}, bid {self.goals} red={self.red}, trump {self.trump}",
            f"tricks {o['tricks']}, card points {o['cp']} (+ talon {self.talon}: {o['talon_pts']} to defenders); "
            f"declarer {o['dpts']}+{o['dmar']} marriages vs defenders {o['defpts']}+{o['defmar']}",
            f"goals: {o['res']}; contra factors: { {g: {s: f for s, f in v.items() if s != self.decl} for g, v in self.factor.items()} }",
            f"last trick {list(zip(o['last'][0], o['last'][1], strict=True))} won by {o['last'][2]}; silent: {self.silent()}",
            "payments by the rules: "
            + "; ".join(f"{f}->{t} {a} {r}" for f, t, a, r in self.pay)
            + f"; net {self.net}",
        ]
        return lines


class Retry(Exception):
    pass


# ---------------------------------------------------------------------- writing records
def write_payments(sim, pay, totals_before=None, write_totals=False):
    idx = {}
    for i, (f, t, a, r) in enumerate(pay):
        idx[i] = sim.ev({"type": "payment", "from": f, "to": t, "amount": a, "reason": r})
    tot = None
    if totals_before is not None:
        net = [0, 0, 0]
        for f, t, a, _ in pay:
            net[f] -= a
            net[t] += a
        tot = [totals_before[s] + net[s] for s in range(3)]
        if write_totals:
            for s in range(3):
                idx[("total", s)] = sim.ev({"type": "total", "party": s, "points": tot[s]})
    return idx, tot


def write_sheet(sim, scores, totals_before, totals_written=None):
    idx = {}
    for s in range(3):
        idx[("score", s)] = sim.ev({"type": "score", "party": s, "points": scores[s]})
    tot = [totals_before[s] + scores[s] for s in range(3)]
    written = totals_written or tot
    for s in range(3):
        idx[("total", s)] = sim.ev({"type": "total", "party": s, "points": written[s]})
    return idx, written


def deal_json(sim):
    return {"dealer": sim.dealer, "hands": [sim.dealt[s] for s in range(3)], "events": sim.events}


def transcript(deals, start_totals, rules=None, desc=""):
    return {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": rules or {"preset": "standard"},
        "players": ["Ágnes", "Bence", "Csaba"],
        "start": {"totals": start_totals},
        "meta": {"event": "audit ulti-2faults-fragments", "description": desc},
        "deals": deals,
    }


def build(
    rng,
    dealer,
    script,
    policies,
    pred,
    opts=None,
    contras=None,
    recontra=None,
    fault=None,
    discard_slip=None,
    declare_extra=None,
    preset="standard",
    tries=20000,
):
    for _ in range(tries):
        sim = Sim(random.Random(rng.random()), dealer, opts)
        try:
            sim.auction(script, discard_slip=discard_slip)
            sim.announce()
            sim.play(policies, contras=contras, recontra=recontra, fault=fault, declare_extra=declare_extra)
        except Retry:
            continue
        sim.outcome()
        sim.settle(preset)
        if pred(sim):
            return sim
    raise SystemExit(f"no deal found for {script}")


def no_silent(s):
    return not s.silent()


def last7_absent(s):
    return ("7" + str(s.trump)) not in s.o["last"][1] if s.trump else True


def party_clear(s):
    o = s.o
    return o["dpts"] + o["dmar"] != o["defpts"] + o["defmar"]


def all_won(s):
    return all(s.o["res"].values())


def all_lost(s):
    return not any(s.o["res"].values())


def pol(decl, dpol="high", fpol="rand"):
    return {s: (dpol if s == decl else fpol) for s in range(3)}


# ---------------------------------------------------------------------- the files
FILES = []


def scenario(fn):
    FILES.append(fn)
    return fn


def order(dealer):
    f = (dealer + 1) % 3
    return f, (f + 1) % 3, (f + 2) % 3


@scenario
def f01(rng):
    """Clean. Score sheet from mid-session; deal 0 ulti (party+ulti) with contra on ulti by a
    defender and recontra by the declarer; deal 1 betli."""
    start = [14, -3, -11]
    a, b, c = order(2)  # dealer 2 -> first bidder 0
    s0 = build(
        rng,
        2,
        [("bid", a, ["party"], False), ("bid", b, ["ulti"], False), ("pass", c), ("pass", a), ("pass", b)],
        pol(b),
        lambda s: party_clear(s) and no_silent(s) and s.o["res"]["ulti"],
        contras={c: [("ulti", 2)]},
        recontra=[("ulti", 4)],
    )
    i0, t0 = write_sheet(s0, s0.net, start)
    a, b, c = order(0)
    s1 = build(
        rng,
        0,
        [
            ("bid", a, ["party"], False),
            ("pass", b),
            ("bid", c, ["betli"], False),
            ("pass", a),
            ("pass", b),
            ("pass", c),
        ],
        pol(c, "low", "high"),
        lambda s: True,
    )
    i1, t1 = write_sheet(s1, s1.net, t0)
    desc = "Clean: score sheet taken up mid-session; contra + recontra on ulti; a betli."
    return (
        "01-clean-sheet-ulti-recontra",
        transcript([deal_json(s0), deal_json(s1)], start, desc=desc),
        [],
        [s0, s1],
        [
            f"start totals {start}; deal 0 scores {s0.net} -> totals {t0}; deal 1 scores {s1.net} -> totals {t1}",
        ],
    )


@scenario
def f02(rng):
    """Clean. Payments + totals from mid-session: declarer's silent 100 replacing the party;
    then a party where a defender wins the last trick with the trump 7 (silent ulti)."""
    start = [-6, 10, -4]
    a, b, c = order(1)
    s0 = build(
        rng,
        1,
        [("bid", a, ["party"], False), ("pass", b), ("pass", c), ("pass", a)],
        pol(a),
        lambda s: [k for k, w, _ in s.silent()] == ["silent-100"] and s.silent()[0][1] == s.decl,
    )
    i0, t0 = write_payments(s0, s0.pay, start, True)
    a, b, c = order(2)
    s1 = build(
        rng,
        2,
        [("bid", a, ["party"], False), ("bid", b, ["party"], True), ("pass", c), ("pass", a), ("pass", b)],
        pol(b, "rand"),
        lambda s: (
            party_clear(s)
            and len(s.silent()) == 1
            and s.silent()[0][0] == "silent-ulti"
            and s.silent()[0][1] != s.decl
            and s.silent()[0][2]
        ),
    )
    i1, t1 = write_payments(s1, s1.pay, t0, True)
    desc = "Clean: payments and running totals from mid-session; silent 100 replaces the party; a defender's red silent ulti."
    return (
        "02-clean-pay-silent-bonuses",
        transcript([deal_json(s0), deal_json(s1)], start, desc=desc),
        [],
        [s0, s1],
        [
            f"start totals {start}; deal 0 net {s0.net} -> {t0}; deal 1 net {s1.net} -> {t1}",
        ],
    )


@scenario
def f03(rng):
    """Clean, options durchmarsch_points 7: a folded party, then a trump durchmarsch bid alone."""
    start = [0, 25, -25]
    opts = {"durchmarsch_points": 7}
    a, b, c = order(0)
    s0 = Sim(random.Random(rng.random()), 0, opts)
    s0.auction([("bid", a, ["party"], False), ("pass", b), ("pass", c), ("pass", a)])
    s0.ev({"type": "call", "seat": a, "call": "fold"})
    fold_pay = [(a, x, 2, "fold") for x in (b, c)]
    i0, t0 = write_sheet(s0, [(-4 if s == a else 2) for s in range(3)], start)
    a, b, c = order(1)
    s1 = build(
        rng,
        1,
        [
            ("bid", a, ["party"], False),
            ("bid", b, ["durchmarsch"], False),
            ("pass", c),
            ("pass", a),
            ("pass", b),
        ],
        pol(b),
        lambda s: s.o["res"]["durchmarsch"] and not [k for k in s.silent() if k[0] != "silent-100"],
        opts=opts,
        tries=200000,
    )
    i1, t1 = write_sheet(s1, s1.net, t0)
    desc = "Clean (durchmarsch_points 7): a folded plain party (2 to each defender), then a trump durchmarsch bid alone."
    s0.pay = fold_pay
    s0.net = [(-4 if s == order(0)[0] else 2) for s in range(3)]
    return (
        "03-clean-fold-durchmarsch7",
        transcript(
            [deal_json(s0), deal_json(s1)],
            start,
            rules={"preset": "standard", "durchmarsch_points": 7},
            desc=desc,
        ),
        [],
        [None, s1],
        [
            f"deal 0: seat {order(0)[0]} bids party, all pass, folds: pays 2 to each defender; scores {s0.net} -> totals {t0}",
            f"deal 1 scores {s1.net} -> totals {t1}",
        ],
    )


@scenario
def f04(rng):
    """Payments. A defender revokes (fails to follow) in a red party the declarer wins anyway;
    the table forgets the red doubling on one defender's party payment."""
    start = [30, -12, -18]
    a, b, c = order(1)
    s0 = build(
        rng,
        1,
        [("bid", a, ["party"], False), ("bid", b, ["party"], True), ("pass", c), ("pass", a), ("pass", b)],
        pol(b),
        lambda s: all_won(s) and no_silent(s) and last7_absent(s),
        fault={"kind": "revoke", "seat": c, "min_trick": 2},
    )
    pay = list(s0.pay)
    k = next(i for i, p in enumerate(pay) if p[0] == c and p[3] == "party")
    pay[k] = (pay[k][0], pay[k][1], 1, "party")
    idx, _ = write_payments(s0, pay)
    viol = [(0, s0.fault_event, "revoke"), (0, idx[k], "wrong_payment")]
    return (
        "04-revoke-red-party-unredoubled",
        transcript([deal_json(s0)], start, desc="revoke + red party paid at 1 by one defender"),
        viol,
        [s0],
        [
            f"fault: seat {c} plays {s0.events[s0.fault_event]['card']} at event {s0.fault_event} (trick {s0.fault_trick + 1}) while holding the suit led",
            f"recorded: seat {c} pays 1 for the red party at event {idx[k]}; the rules: 2 (1 point, doubled for hearts)",
        ],
    )


@scenario
def f05(rng):
    """Score sheet, 2 deals. Deal 0: failure to overtake by a defender (declarer wins every goal
    anyway) and an addition slip in one seat's total. Deal 1 clean, continues from the written totals."""
    start = [-20, 35, -15]
    a, b, c = order(0)
    s0 = build(
        rng,
        0,
        [
            ("bid", a, ["party"], False),
            ("pass", b),
            ("bid", c, ["ulti"], False),
            ("pass", a),
            ("pass", b),
            ("pass", c),
        ],
        pol(c),
        lambda s: all_won(s) and no_silent(s) and party_clear(s),
        fault={"kind": "overtake", "seat": a, "min_trick": 1},
        tries=100000,
    )
    true_tot = [start[s] + s0.net[s] for s in range(3)]
    wrong = list(true_tot)
    wrong[b] += 10
    i0, t0 = write_sheet(s0, s0.net, start, totals_written=wrong)
    a2, b2, c2 = order(1)
    s1 = build(
        rng,
        1,
        [("bid", a2, ["40-100"], False), ("pass", b2), ("pass", c2), ("pass", a2)],
        pol(a2),
        lambda s: True,
    )
    i1, t1 = write_sheet(s1, s1.net, t0)
    viol = [(0, s0.fault_event, "failure_to_overtake"), (0, i0[("total", b)], "wrong_total")]
    return (
        "05-overtake-total-slip",
        transcript([deal_json(s0), deal_json(s1)], start, desc="failure to overtake + total slip"),
        viol,
        [s0, s1],
        [
            f"fault: seat {a} plays {s0.events[s0.fault_event]['card']} at event {s0.fault_event} (trick {s0.fault_trick + 1}) while able to beat the trick",
            f"deal 0 scores {s0.net}; totals by the rules {true_tot}; written {wrong} (seat {b} +10 too much)",
            f"deal 1 scores {s1.net}; written totals {t1} = the sheet's own previous totals + scores (no second finding)",
        ],
    )


@scenario
def f06(rng):
    """Score sheet. An illegal bid (40-100, 4 points, after ulti, 5 points) and a failed ulti
    scored without its penalty."""
    start = [8, 8, -16]
    a, b, c = order(2)
    script = [
        ("bid", a, ["ulti"], False),
        ("bid", b, ["40-100"], False),
        ("bid", c, ["betli"], False),
        ("pass", a),
        ("bid", b, ["40-100", "ulti"], False),
        ("pass", c),
        ("pass", a),
        ("pass", b),
    ]
    s0 = build(rng, 2, script, pol(b), lambda s: not s.o["res"]["ulti"] and no_silent(s), tries=100000)
    scores = list(s0.net)
    # table forgot the ulti penalty (4 per defender)
    for s in range(3):
        scores[s] += 8 if s == b else -4
    i0, t0 = write_sheet(s0, scores, start)
    viol = [(0, s0.idx[("bid", 1)], "bid_not_higher")] + [
        (0, i0[("score", s)], "wrong_score") for s in range(3)
    ]
    return (
        "06-low-bid-ulti-penalty-forgotten",
        transcript([deal_json(s0)], start, desc="illegal low bid + failed ulti scored without its penalty"),
        viol,
        [s0],
        [
            f"bid at event {s0.idx[('bid', 1)]}: 40-100 (4 points) after ulti (party+ulti, 5 points): not higher",
            f"scores by the rules {s0.net}; written {scores} (ulti penalty 4 per defender left out); totals written = start + written scores {t0}",
        ],
    )


@scenario
def f07(rng):
    """Payments. A defender takes the talon, discards and then passes; the declarer's silent 100
    is paid on top of the party instead of replacing it."""
    start = [-2, -9, 11]
    a, b, c = order(0)
    script = [("bid", a, ["party"], False), ("takepass", b), ("pass", c), ("pass", a)]
    s0 = build(
        rng,
        0,
        script,
        pol(a),
        lambda s: [k for k, w, _ in s.silent()] == ["silent-100"] and s.silent()[0][1] == s.decl,
        tries=200000,
    )
    pay = list(s0.pay)
    extra = [(x, a, 1, "party") for x in (b, c)]
    idx, _ = write_payments(s0, extra + pay)
    viol = [
        (0, s0.idx[("bid", 1)], "take_without_bid"),
        (0, idx[0], "wrong_payment"),
        (0, idx[1], "wrong_payment"),
    ]
    return (
        "07-takepass-silent100-plus-party",
        transcript([deal_json(s0)], start, desc="talon taken then pass + party paid beside silent 100"),
        viol,
        [s0],
        [
            f"seat {b} takes the talon (event {s0.idx[('bid', 1)] - 2}), discards, then passes (event {s0.idx[('bid', 1)]})",
            "recorded: each defender pays party 1 AND silent-100 2; the rules: silent 100 (2) replaces the party's 1",
        ],
    )


def slip_other(sim, seat, disc, hand):
    """The declarer's discard is written with one card that another seat holds (a non-point card)."""
    trump = sim.plan_trump(hand + disc, set(sim.script_goals), sim.script_red)
    cands = [
        x
        for s in range(3)
        if s != seat
        for x in sim.hands[s]
        if pts(x, trump) == 0 and rank(x) in ("8", "9", "J") and suit(x) != trump
    ]
    keep = [x for x in disc if pts(x, trump) == 0]
    if not cands or len(keep) < 1:
        raise Retry
    z = sim.rng.choice(cands)
    y = keep[0]
    sim.slip = (y, z)
    return [z if x == y else x for x in disc]


@scenario
def f08(rng):
    """Payments. The declarer's discard is written with a card he never held (a defender's); a
    defender loses the last trick with the trump 7 (failed silent ulti): he owes 4 to each of the
    other two, but is recorded paying his partner 2."""
    start = [5, 5, -10]
    a, b, c = order(1)
    script = [("bid", a, ["party"], False), ("pass", b), ("pass", c), ("pass", a)]

    def slip(sim, seat, disc, hand):
        sim.script_goals, sim.script_red = ["party"], False
        return slip_other(sim, seat, disc, hand)

    for _ in range(200):
        try:
            s0 = build(
                rng,
                1,
                script,
                pol(a, "high", "rand"),
                lambda s: (
                    party_clear(s)
                    and len(s.silent()) == 1
                    and s.silent()[0][0] == "silent-ulti"
                    and s.silent()[0][1] != s.decl
                    and not s.silent()[0][2]
                    and s.slip[1] not in s.o["last"][1]
                ),
                discard_slip=slip,
                tries=2000,
            )
            break
        except (Retry, SystemExit):
            continue
    who = s0.silent()[0][1]
    partner = [x for x in range(3) if x not in (who, s0.decl)][0]
    pay = list(s0.pay)
    k = next(i for i, p in enumerate(pay) if p[3] == "silent-ulti" and p[1] == partner)
    pay[k] = (who, partner, 2, "silent-ulti")
    idx, _ = write_payments(s0, pay)
    viol = [(0, s0.idx[("discard", 0)], "card_not_in_hand"), (0, idx[k], "wrong_payment")]
    return (
        "08-discard-slip-failed-silent-ulti",
        transcript(
            [deal_json(s0)], start, desc="discard names a card not held + failed silent ulti underpaid"
        ),
        viol,
        [s0],
        [
            f"declarer's discard (event {s0.idx[('discard', 0)]}) written {s0.events[s0.idx[('discard', 0)]]['cards']}: {s0.slip[1]} is another seat's card; he really laid away {s0.slip[0]}",
            f"seat {who} plays the trump 7 to the last trick and loses it: pays 4 to each of the other two; recorded 2 to seat {partner} at event {idx[k]}",
        ],
    )


@scenario
def f09(rng):
    """Payments. 40-100 with a contra by one defender; the declarer fails to trump (he loses the
    40-100 anyway); the contra is applied only to the defender who said it."""
    start = [40, -15, -25]
    a, b, c = order(2)
    script = [
        ("bid", a, ["party"], False),
        ("bid", b, ["40-100"], False),
        ("pass", c),
        ("pass", a),
        ("pass", b),
    ]
    s0 = build(
        rng,
        2,
        script,
        pol(b, "rand"),
        lambda s: all_lost(s) and no_silent(s) and last7_absent(s),
        contras={c: [("40-100", 2)]},
        fault={"kind": "trump", "seat": b, "min_trick": 1},
        opts={"need_kq": True},
        tries=200000,
    )
    pay = list(s0.pay)
    k = next(i for i, p in enumerate(pay) if p[1] == a and p[3] == "40-100")
    pay[k] = (b, a, 4, "40-100")
    idx, _ = write_payments(s0, pay)
    viol = [(0, s0.fault_event, "failure_to_trump"), (0, idx[k], "wrong_payment")]
    return (
        "09-fail-trump-contra-one-sided",
        transcript([deal_json(s0)], start, desc="failure to trump + contra applied to the doubler only"),
        viol,
        [s0],
        [
            f"fault: declarer seat {b} plays {s0.events[s0.fault_event]['card']} at event {s0.fault_event} (trick {s0.fault_trick + 1}), void in the suit led, holding trumps",
            f"40-100 lost, contra by seat {c}: with trumps the contra counts between the declarer and BOTH defenders: 8 each; recorded 4 to seat {a} (event {idx[k]})",
        ],
    )


@scenario
def f10(rng):
    """Payments. Betli (no trumps) with a contra by one defender; a defender fails to overtake
    (declarer still takes no trick); the contra is wrongly applied to the other defender too."""
    start = [-1, 2, -1]
    a, b, c = order(0)
    script = [
        ("bid", a, ["party"], False),
        ("bid", b, ["betli"], False),
        ("pass", c),
        ("pass", a),
        ("pass", b),
    ]
    s0 = build(
        rng,
        0,
        script,
        pol(b, "low", "high"),
        lambda s: all_won(s),
        contras={c: [("betli", 2)]},
        fault={"kind": "overtake", "seat": a, "min_trick": 0},
        tries=200000,
    )
    pay = list(s0.pay)
    k = next(i for i, p in enumerate(pay) if p[0] == a and p[3] == "betli")
    pay[k] = (a, b, 10, "betli")
    idx, _ = write_payments(s0, pay)
    viol = [(0, s0.fault_event, "failure_to_overtake"), (0, idx[k], "wrong_payment")]
    return (
        "10-betli-overtake-contra-both",
        transcript(
            [deal_json(s0)], start, desc="failure to overtake in betli + no-trump contra applied to both"
        ),
        viol,
        [s0],
        [
            f"fault: seat {a} plays {s0.events[s0.fault_event]['card']} at event {s0.fault_event} (trick {s0.fault_trick + 1}) holding a card of the suit that beats the trick",
            f"betli won; contra by seat {c} only: without trumps the doubling is between the doubler and the declarer: seat {c} pays 10, seat {a} 5; recorded seat {a} pays 10 (event {idx[k]})",
        ],
    )


@scenario
def f11(rng):
    """Payments. Red ulti with contra on ulti; declarer fails the ulti. A defender declares a 20
    he does not hold; the table doubles the ulti penalty by the contra."""
    start = [3, -1, -2]
    a, b, c = order(1)
    script = [("bid", a, ["party"], False), ("bid", b, ["ulti"], True), ("pass", c), ("pass", a), ("pass", b)]

    def pred(s):
        if s.o["res"]["ulti"] or not no_silent(s):
            return False
        o = s.o
        # the party's outcome must not depend on the false 20
        with20 = o["dpts"] + o["dmar"] > o["defpts"] + o["defmar"] + 20
        no_pair = not any(("K" + x) in s.start_hands[c] and ("Q" + x) in s.start_hands[c] for x in SUITS)
        return party_clear(s) and with20 == s.o["res"]["party"] and no_pair

    s0 = build(rng, 1, script, pol(b), pred, contras={a: [("ulti", 2)]}, declare_extra=(c, 20), tries=200000)
    pay = list(s0.pay)
    ks = [i for i, p in enumerate(pay) if p[3] == "ulti-penalty"]
    for k in ks:
        pay[k] = (pay[k][0], pay[k][1], 16, "ulti-penalty")
    idx, _ = write_payments(s0, pay)
    viol = sorted(
        [(0, s0.declare_extra_idx, "marriage_not_held")] + [(0, idx[k], "wrong_payment") for k in ks],
        key=lambda v: v[1],
    )
    return (
        "11-red-ulti-false-20-penalty-doubled",
        transcript([deal_json(s0)], start, desc="false 20 + ulti penalty doubled by the contra"),
        viol,
        [s0],
        [
            f"seat {c} declares a 20 at event {s0.declare_extra_idx} with no K+Q of one suit in hand {sorted(s0.start_hands[c])}",
            f"red ulti lost, contra on ulti (factor 2): ulti 8x2 = 16 to each defender + penalty 8 (red doubles it, the contra does not); recorded penalty 16 each (events {[idx[k] for k in ks]})",
        ],
    )


@scenario
def f12(rng):
    """Payments + totals. A call out of turn in the auction; the folded party is paid 2 to one
    defender and 1 to the other."""
    start = [17, -7, -10]
    a, b, c = order(2)  # first bidder 0
    s0 = Sim(random.Random(rng.random()), 2)
    s0.auction([("bid", a, ["party"], False), ("pass", c), ("pass", b), ("pass", a)])
    s0.ev({"type": "call", "seat": a, "call": "fold"})
    pay = [(a, b, 2, "fold"), (a, c, 1, "fold")]
    idx, tot = write_payments(s0, pay, start, True)
    viol = [(0, s0.idx[("bid", 1)], "bid_out_of_turn"), (0, idx[1], "wrong_payment")]
    a2, b2, c2 = order(0)
    s1 = build(
        rng,
        0,
        [
            ("bid", a2, ["party"], False),
            ("bid", b2, ["betli"], False),
            ("pass", c2),
            ("pass", a2),
            ("pass", b2),
        ],
        pol(b2, "low", "high"),
        lambda s: True,
    )
    _, tot1 = write_payments(s1, s1.pay, tot, True)
    return (
        "12-auction-out-of-turn-fold-underpaid",
        transcript([deal_json(s0), deal_json(s1)], start, desc="pass out of turn + fold underpaid"),
        viol,
        [None, s1],
        [
            f"deal 0, dealer 2: seat {a} bids party; seat {c} passes at event {s0.idx[('bid', 1)]} before seat {b} (whose turn it was)",
            f"fold: seat {a} owes 2 to each defender; recorded 2 to seat {b} and 1 to seat {c} (event {idx[1]}); totals written = start + recorded net {tot}",
            f"deal 1 net {s1.net} -> totals {tot1}",
        ],
    )


@scenario
def f13(rng):
    """UltiNet preset, payments. A defender fails to trump in a party game the declarer wins with a
    silent 100; the silent 100 is paid at the main table's 2 instead of UltiNet's 1."""
    start = [-30, 20, 10]
    a, b, c = order(0)
    script = [("bid", a, ["party"], False), ("pass", b), ("pass", c), ("pass", a)]
    s0 = build(
        rng,
        0,
        script,
        pol(a),
        lambda s: [k for k, w, _ in s.silent()] == ["silent-100"] and s.silent()[0][1] == s.decl,
        fault={"kind": "trump", "seat": c, "min_trick": 1},
        preset="ultinet",
        tries=300000,
    )
    pay = list(s0.pay)
    k = next(i for i, p in enumerate(pay) if p[0] == b and p[3] == "silent-100")
    pay[k] = (b, a, 2, "silent-100")
    idx, _ = write_payments(s0, pay)
    viol = [(0, s0.fault_event, "failure_to_trump"), (0, idx[k], "wrong_payment")]
    return (
        "13-ultinet-fail-trump-silent100",
        transcript(
            [deal_json(s0)],
            start,
            rules={"preset": "ultinet"},
            desc="UltiNet: failure to trump + silent 100 paid at 2",
        ),
        viol,
        [s0],
        [
            f"fault: seat {c} plays {s0.events[s0.fault_event]['card']} at event {s0.fault_event} (trick {s0.fault_trick + 1}), void in the suit led, holding trumps",
            f"silent 100 under UltiNet is 1 point (replacing the party's 1); recorded seat {b} pays 2 (event {idx[k]})",
        ],
    )


@scenario
def f14(rng):
    """Score sheet, 2 deals. Deal 1: the ulti declarer plays his trump 7 before the last trick
    while holding other legal cards, and loses party and ulti; one seat's total is mis-added."""
    start = [12, -6, -6]
    a, b, c = order(1)
    s0 = build(
        rng, 1, [("bid", a, ["40-100"], False), ("pass", b), ("pass", c), ("pass", a)], pol(a), lambda s: True
    )
    i0, t0 = write_sheet(s0, s0.net, start)
    a, b, c = order(2)
    s1 = build(
        rng,
        2,
        [
            ("bid", a, ["party"], False),
            ("pass", b),
            ("bid", c, ["party", "ulti"], False),
            ("pass", a),
            ("pass", b),
            ("pass", c),
        ],
        pol(c, "rand"),
        lambda s: all_lost(s) and party_clear(s) and not [x for x in s.silent()],
        fault={"kind": "seven", "seat": c, "min_trick": 2},
        tries=200000,
    )
    true_tot = [t0[s] + s1.net[s] for s in range(3)]
    wrong = list(true_tot)
    wrong[a] -= 2
    i1, t1 = write_sheet(s1, s1.net, t0, totals_written=wrong)
    viol = [(1, s1.fault_event, "ulti_seven_played_early"), (1, i1[("total", a)], "wrong_total")]
    return (
        "14-ulti-seven-early-total-slip",
        transcript(
            [deal_json(s0), deal_json(s1)],
            start,
            desc="trump 7 played early by the ulti declarer + total slip",
        ),
        viol,
        [s0, s1],
        [
            f"deal 0 scores {s0.net} -> totals {t0}",
            f"deal 1 fault: declarer seat {c} plays {s1.events[s1.fault_event]['card']} at event {s1.fault_event} (trick {s1.fault_trick + 1}) while other cards were legal",
            f"deal 1 scores {s1.net}; totals by the rules {true_tot}; written {wrong}",
        ],
    )


RULE_BASIS = """## Rule basis (source 003, Japanese)

- Seats are in order of play (counter-clockwise); the first bidder is the dealer's right-hand neighbour,
  (dealer+1)%3, dealt 12 cards (「右隣りに 7 枚」); the next deal's dealer is (dealer+1)%3 (「反時計回りに順番に交代」).
- Auction: 「目標を言いたければ,伏せられた 2 枚のカードを手に入れ,不要な 2 枚を伏せて捨ててから,先に言われたものより上の目標を
  いいます.目標を言いたくなければ,伏せられた 2 枚の札を次の人に伏せたまま渡します」: taking the talon and then passing breaks it
  (07); a bid must be above the last (「せりでの上下は,合計点の大小で比べ,同点の場合,目標数が少ない方を上」): 40-100 (4) after
  ulti (party+ulti, 5) is not (06).
- Values: party 1, ulti 4, 40-100 4, 20-100 8, durchmarsch 6 (「7 点にする人もいます」 -> option 7, file 03), betli 5, rebetli 10;
  red (hearts trumps) doubles trump goals. 「“ゲーム”との組み合わせは,省略して“ウルティ”といいます」: bid "ulti" = party + ulti.
- Failed ulti: 「この 4 点の他にペナルティとして 4 点を失います.このペナルティには,赤の倍は適用されますが,ウルティへのコントラの倍は
  適用されません」 (06, 11).
- Contra: 「この倍は,切札ありの場合,どちらの子が言っても両方の子と親の間に,切札なしの場合,言った子と親の間の点数授受に適用されます」
  (09 with trumps, 10 without); recontra by the declarer after the first trick's three cards (01).
- Play: follow suit; else trump; 「さらに,このルールが許す範囲で,すでに場に出てるカードに勝てる手札があれば出さなければなりません」
  (05, 10 failures to overtake; 09, 13 failures to trump; 04 a revoke). The ulti declarer 「ルールの許す限り,切札の VII (7) を手に
  持ち続けなければなりません」 (14).
- Marriages: declared with the first card, only 「切札があり,100 か全勝系の目標が宣言されていない場合」; only a K+Q held counts (11:
  a 20 declared without one).
- Silent bonuses (not in betli): silent ulti 2 (win the last trick with the trump 7; losing it there: 「その人が他の 2 人に対して
  1 人あたり 4 点を払います」, 08), silent 100 2 「“ゲーム”の点を置き換えます」 (02, 07), silent durchmarsch 3; doubled in red
  (02 deal 1: a defender's red silent ulti, 4 to each defender). UltiNet: 「黙って 100 が 1 点」 (13).
- Fold: 「最低の目標である赤以外のゲーム ... 親は,2 人の子に 2 点ずつ渡します」 (03, 12).
- Score sheet: a seat's score is its net for the deal; a total is the previous total plus the score. Start totals carry the
  session in from earlier deals. A total that is the sheet's own arithmetic from a wrong earlier total is not a new finding.
- Penalty for a follow fault: the source names none. Every play fault here is planted so that the as-played settlement is also
  what "the offending side loses every goal" gives (a defender's fault where the declarer wins every goal anyway, or the declarer's
  fault where he loses every goal anyway), so the recorded payments are judged the same under either reading.
- Where a wrong figure is planted, the other figures are right, so the only settlement finding is the planted one.

"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=20261128)
    args = ap.parse_args()
    md = [
        "# ulti-2faults-fragments: expected verdicts (written blind)",
        "",
        f"Generated by `_gen.py --seed {args.seed}`. Violations as (deal, event, code). Code names are my guesses",
        "where the spec does not fix them (the spec fixes none for Ulti); the event and the fault are the claim.",
        "",
    ]
    md += RULE_BASIS
    for fn in FILES:
        rng = random.Random(f"{args.seed}-{fn.__name__}")
        name, tr, viol, sims, notes = fn(rng)
        (HERE / f"{name}.json").write_text(json.dumps(tr, ensure_ascii=False, indent=1) + "\n")
        md.append(f"## {name}.json")
        md.append("")
        md.append((fn.__doc__ or "").strip().replace("\n    ", " "))
        md.append("")
        md.append(f"- expected status: **{'violations' if viol else 'clean'}**")
        for v in viol:
            md.append(f"- violation {v}")
        for i, s in enumerate(sims):
            if s is not None:
                for line in s.summary():
                    md.append(f"- deal {i}: {line}")
        for n in notes:
            md.append(f"- {n}")
        md.append("")
        print(name, viol)
    (HERE / "EXPECTED.md").write_text("\n".join(md) + "\n")


if __name__ == "__main__":
    main()
