"""Blind generator for audit round fresh-mainstream-6 (Ulti, club sessions).

Written from the Japanese source (/work/shared/seeds/003_bb2f67de7752728b.txt) only; does not
import validator. Seedable: `python _gen.py [SEED]` rewrites NN-*.json and prints the expected
verdict of each file (used for EXPECTED.md).

Model (my reading of the source):
- seats in order of play; first bidder = dealer + 1 (the dealer's right, play counter-clockwise),
  dealt 12; next deal's dealer = dealer + 1.
- auction: first bidder discards 2 and bids; then each in turn either takes the 2 talon cards,
  discards 2 and bids higher, or passes; 3 consecutive passes end it.
- play: follow suit; else trump; and within that, beat the cards already on the table if able.
- card points (trump games only): A, 10 = 10; last trick 10; the declarer's final 2 discards are
  the defenders'. 20/40 announced with the first card when trumps and no 100/durchmarsch goal.
- scoring per goal, separately; red doubles (not open durchmarsch / betli family, which have
  their own values); contra doubles per goal (trumps: both defenders; no trumps: the one who
  said it); failed ulti costs an extra 4 (x red, not x contra).
- silent bonuses (not in betli): silent ulti 2 (failed: the player pays 4 to each other
  player), silent 100 2 replacing party, (silent durchmarsch avoided).
"""

import json
import random
import sys
from itertools import combinations
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "HDSC"
RT = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps, high -> low
RN = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # without trumps
DECK = [r + s for s in SUITS for r in RT]
NAMES = ["Bence", "Dóra", "Gábor"]

STD = {
    "party": 1, "ulti": 4, "40-100": 4, "20-100": 8, "durchmarsch": 6,
    "open-durchmarsch": 24, "betli": 5, "rebetli": 10, "open-betli": 20, "redurchmarsch": 12,
    "four-aces": 4,
}
NET = {
    "party": 1, "four-aces": 3, "40-100": 4, "ulti": 4, "betli": 5, "20-100": 6,
    "durchmarsch": 7, "four-tens": 9,
}
RED_DOUBLES = {"party", "ulti", "40-100", "20-100", "durchmarsch", "four-aces", "four-tens"}
NO_TRUMP_GOALS = {"betli", "rebetli", "open-betli", "redurchmarsch"}
SILENT = {"standard": {"silent-ulti": 2, "silent-100": 2, "silent-ulti-fail": 4},
          "ultinet": {"silent-ulti": 2, "silent-100": 1, "silent-ulti-fail": 4}}


def suit(c):
    return c[-1]


def rk(c):
    return c[:-1]


def order(c, trump):
    ranks = RT if trump is not None else RN
    return 7 - ranks.index(rk(c))  # higher is stronger


def winner_index(trick, trump):
    led = suit(trick[0][1])
    best = 0
    for i, (_, c) in enumerate(trick):
        b = trick[best][1]
        if trump and suit(c) == trump and suit(b) != trump:
            best = i
        elif suit(c) == suit(b) and order(c, trump) > order(b, trump):
            best = i
    return best


def beats(c, trick, trump):
    w = trick[winner_index(trick, trump)][1]
    if trump and suit(c) == trump and suit(w) != trump:
        return True
    return suit(c) == suit(w) and order(c, trump) > order(w, trump)


def legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    cands = [c for c in hand if suit(c) == led]
    if not cands and trump:
        cands = [c for c in hand if suit(c) == trump]
    if not cands:
        return list(hand)
    win = [c for c in cands if beats(c, trick, trump)]
    return win or cands


def cpts(c):
    return 10 if rk(c) in ("A", "10") else 0


def full_goals(goals, trump_game):
    g = list(goals)
    if trump_game and set(goals) <= {"party", "ulti", "four-aces", "four-tens"} and "party" not in g:
        g = ["party"] + g
    return g


def bid_key(bid, preset):
    goals, red = bid["goals"], bid["red"]
    trump_game = not (set(goals) & NO_TRUMP_GOALS)
    fg = full_goals(goals, trump_game)
    table = STD if preset == "standard" else NET
    pts = 0
    for g in fg:
        if preset == "ultinet" and g == "party" and len(fg) > 1:
            continue
        v = table[g]
        if red and g in RED_DOUBLES:
            v *= 2
        pts += v
    if preset == "ultinet":
        return (pts,)
    return (pts, -len(fg))


class Deal:
    """One deal simulated from a plan."""

    def __init__(self, rng, preset, dealer, plan):
        self.rng, self.preset, self.dealer, self.plan = rng, preset, dealer, plan
        self.table = STD if preset == "standard" else NET
        self.fault_event = None
        self.early7_event = None
        self.illegal_bid_event = None

    # ---------------------------------------------------------------- deal + auction
    def run(self):
        rng, d = self.rng, self.dealer
        deck = DECK[:]
        rng.shuffle(deck)
        first = (d + 1) % 3
        hands = [None] * 3
        hands[first] = deck[:12]
        hands[(d + 2) % 3] = deck[12:22]
        hands[d] = deck[22:32]
        self.dealt = [h[:] for h in hands]
        ev = []
        self.ev = ev
        talon = None
        seat = first
        last_bid = None
        declarer = None
        passes = 0
        script = list(self.plan["auction"])
        final_bid = None
        for step in script:
            if step == "P":
                ev.append({"type": "bid", "seat": seat, "bid": "pass"})
                passes += 1
            else:
                bid = step
                is_final = bid is self.plan["contract"]
                if talon is not None:
                    ev.append({"type": "take", "seat": seat, "cards": talon[:]})
                    hands[seat] = hands[seat] + talon
                disc = self.choose_discard(hands[seat], bid, is_final)
                ev.append({"type": "discard", "seat": seat, "cards": disc})
                hands[seat] = [c for c in hands[seat] if c not in disc]
                talon = disc
                ev.append({"type": "bid", "seat": seat, "bid": {"goals": bid["goals"], "red": bid["red"]}})
                if not bid.get("illegal"):
                    assert last_bid is None or bid_key(bid, self.preset) > bid_key(last_bid, self.preset), (bid, last_bid)
                    last_bid = bid
                else:
                    self.illegal_bid_event = len(ev) - 1
                    assert last_bid is not None and not bid_key(bid, self.preset) > bid_key(last_bid, self.preset)
                declarer = seat
                final_bid = bid
                passes = 0
            seat = (seat + 1) % 3
        assert passes == 3, self.plan
        assert final_bid is self.plan["contract"]
        self.hands = hands
        self.talon = talon
        self.declarer = declarer
        self.bid = final_bid
        return self

    def trump_choice(self, hand, bid):
        goals = bid["goals"]
        if set(goals) & NO_TRUMP_GOALS:
            return None
        if bid["red"]:
            return "H"
        if self.plan.get("no_trump"):
            return None
        best = None
        for s in "DSC":
            cs = [c for c in hand if suit(c) == s]
            score = len(cs) * 10 + sum(order(c, "x") for c in cs)
            if "ulti" in goals and ("7" + s) not in hand:
                score -= 1000
            if "40-100" in goals and not ("K" + s in hand and "Q" + s in hand):
                score -= 500
            if best is None or score > best[0]:
                best = (score, s)
        return best[1]

    def choose_discard(self, hand, bid, is_final):
        goals = bid["goals"]
        nt = bool(set(goals) & NO_TRUMP_GOALS)
        if not is_final:
            # an intermediate bidder lays away two low cards
            srt = sorted(hand, key=lambda c: (cpts(c), order(c, None)))
            return srt[:2]
        trump = self.trump_choice(hand, bid)
        self.trump = trump
        betli = bool(set(goals) & {"betli", "rebetli", "open-betli"})

        def keep_value(c):
            if betli:
                return -order(c, None)
            t = trump
            v = order(c, t if t else None)
            if t and suit(c) == t:
                v += 20
            if rk(c) == "A":
                v += 8
            if "ulti" in goals and c == "7" + str(t):
                v += 100
            if "40-100" in goals and t and c in ("K" + t, "Q" + t):
                v += 100
            if "four-aces" in goals and rk(c) == "A":
                v += 100
            if "four-tens" in goals and rk(c) == "10":
                v += 100
            return v

        best = None
        for pair in combinations(hand, 2):
            rest = [c for c in hand if c not in pair]
            val = sum(keep_value(c) for c in rest)
            if "20-100" in goals and trump:
                if not any("K" + s in rest and "Q" + s in rest for s in SUITS if s != trump):
                    val -= 1000
            if not betli and not nt:
                # short suits are good for trumping
                val += 3 * sum(1 for s in SUITS if s != trump and not any(suit(c) == s for c in rest))
            val += self.rng.random() * 0.5
            if best is None or val > best[0]:
                best = (val, list(pair))
        return best[1]

    # ---------------------------------------------------------------- play
    def play(self):
        rng = self.rng
        bid = self.bid
        goals = bid["goals"]
        trump = self.trump if hasattr(self, "trump") else None
        self.trump = trump
        D = self.declarer
        ev = self.ev
        self.trump_game = trump is not None
        fg = full_goals(goals, self.trump_game)
        self.goals = fg
        if self.plan.get("fold"):
            ev.append({"type": "call", "seat": D, "call": "fold"})
            self.folded = True
            self.contras = {}
            return self
        # trump naming
        if trump and not bid["red"]:
            ev.append({"type": "announce", "seat": D, "items": [{"kind": "trump", "suit": trump}]})
        elif not trump:
            ev.append({"type": "announce", "seat": D, "items": [{"kind": "no-trump"}]})
        self.folded = False
        hands = [h[:] for h in self.hands]
        start_hands = [h[:] for h in hands]
        self.start_hands = start_hands
        allow_marr = self.trump_game and not (set(fg) & {"40-100", "20-100", "durchmarsch", "open-durchmarsch"})
        marr = {s: [] for s in range(3)}
        if allow_marr:
            for s in range(3):
                for su in SUITS:
                    if "K" + su in hands[s] and "Q" + su in hands[s]:
                        marr[s].append(40 if su == trump else 20)
                marr[s].sort(reverse=True)
        false_marr = self.plan.get("false_marriage")  # seat offset from declarer
        self.marr = marr
        contras = {}  # goal -> (level, defender seat)
        for (off, goal, lvl) in self.plan.get("contra", []):
            contras[goal] = (lvl, (D + off) % 3)
        self.contras = contras
        betli = bool(set(fg) & {"betli", "rebetli", "open-betli"})
        durch_goal = bool(set(fg) & {"durchmarsch", "open-durchmarsch", "redurchmarsch"})
        leader = D
        tricks = []
        fault = self.plan.get("fault")
        self.fault_event = None
        self.early7_event = None
        for t in range(10):
            trick = []
            s = leader
            for k in range(3):
                if t == 0:
                    items = [{"kind": "marriage", "points": p} for p in marr[s]]
                    if false_marr is not None and s == (D + false_marr) % 3:
                        items = [{"kind": "marriage", "points": 20}]
                        self.false_marr_event = len(ev)
                    if allow_marr:
                        ev.append({"type": "declare", "seat": s, "items": items})
                    for goal, (lvl, ds) in contras.items():
                        if ds == s:
                            ev.append({"type": "double", "seat": s, "target": goal, "level": 2})
                lg = legal(hands[s], trick, trump)
                if s == D and "ulti" in fg and t < 9:
                    nos = [c for c in lg if c != "7" + trump]
                    if nos:
                        lg = nos
                    elif len(lg) == 1 and lg[0] == "7" + trump:
                        pass
                c = self.pick(s, hands[s], lg, trick, trump, t, betli, durch_goal, fg)
                if fault and self.fault_event is None and t >= fault[1] and s != D:
                    alt = self.fault_card(fault[0], hands[s], trick, trump)
                    if alt:
                        c = alt
                        self.fault_event = len(ev)
                        self.fault_seat = s
                if self.plan.get("early7") and s == D and self.early7_event is None and t >= 3 and trump and "7" + trump in hands[s]:
                    alt_legal = legal(hands[s], trick, trump)
                    if "7" + trump in alt_legal and len(alt_legal) > 1:
                        c = "7" + trump
                        self.early7_event = len(ev)
                ev.append({"type": "play", "seat": s, "card": c})
                hands[s].remove(c)
                trick.append((s, c))
                s = (s + 1) % 3
            if t == 0:
                for goal, (lvl, ds) in contras.items():
                    if lvl >= 4:
                        ev.append({"type": "double", "seat": D, "target": goal, "level": 4})
            w = trick[winner_index(trick, trump)][0]
            tricks.append((trick, w))
            leader = w
        self.tricks = tricks
        return self

    def fault_card(self, kind, hand, trick, trump):
        if not trick:
            return None
        led = suit(trick[0][1])
        if kind == "revoke":
            follow = [c for c in hand if suit(c) == led]
            other = [c for c in hand if suit(c) != led and (not trump or suit(c) != trump)]
            if follow and other:
                return min(other, key=lambda c: (cpts(c), order(c, trump)))
        if kind == "overtake":
            lg = legal(hand, trick, trump)
            led_cards = [c for c in hand if suit(c) == led]
            cands = led_cards or ([c for c in hand if trump and suit(c) == trump])
            bad = [c for c in cands if c not in lg]
            if bad and lg:
                return min(bad, key=lambda c: order(c, trump))
        return None

    def pick(self, s, hand, lg, trick, trump, t, betli, durch_goal, fg):
        rng = self.rng
        D = self.declarer
        if rng.random() < 0.15:
            return rng.choice(lg)
        if betli:
            if s == D:
                if not trick:
                    return min(lg, key=lambda c: order(c, None))
                losing = [c for c in lg if not beats(c, trick, None)]
                if losing:
                    return max(losing, key=lambda c: order(c, None))
                return min(lg, key=lambda c: order(c, None))
            return min(lg, key=lambda c: order(c, None))
        if not trick:
            if s == D and trump:
                trumps = [c for c in lg if suit(c) == trump and not (c == "7" + trump and "ulti" in fg)]
                if trumps:
                    return max(trumps, key=lambda c: order(c, trump))
            # keep the trump seven unless bid
            nos = [c for c in lg if c != "7" + str(trump)] or lg
            return max(nos, key=lambda c: (order(c, trump), cpts(c)))
        winning = [c for c in lg if beats(c, trick, trump)]
        partner_winning = False
        if s != D:
            wi = trick[winner_index(trick, trump)][0]
            partner_winning = wi != D
        if partner_winning and len(trick) == 2:
            return max(lg, key=lambda c: (cpts(c), -order(c, trump)))
        if winning:
            return min(winning, key=lambda c: order(c, trump))
        nos = [c for c in lg if c != "7" + str(trump)] or lg
        if s == D and "ulti" in fg:
            return min(lg, key=lambda c: (cpts(c), order(c, trump)))
        return min(nos, key=lambda c: (cpts(c), order(c, trump)))

    # ---------------------------------------------------------------- results and payments
    def score(self):
        D = self.declarer
        defs = [(D + 1) % 3, (D + 2) % 3]
        bid = self.bid
        red = bid["red"]
        table = self.table
        pays = []  # (from, to, amount, reason)
        self.result = {}
        if self.folded:
            for x in defs:
                pays.append((D, x, 2, "fold"))
            self.pays = pays
            return self
        fg = self.goals
        trump = self.trump
        tricks = self.tricks
        won_by = [w for _, w in tricks]
        dtricks = sum(1 for w in won_by if w == D)
        cp = {"D": 0, "F": 0}
        for i, (tr, w) in enumerate(tricks):
            p = sum(cpts(c) for _, c in tr) if trump else 0
            if i == 9 and trump:
                p += 10
            cp["D" if w == D else "F"] += p
        if trump:
            cp["F"] += sum(cpts(c) for c in self.talon)
        mD = sum(self.marr[D])
        mF = sum(sum(self.marr[x]) for x in defs)
        self.cp = cp
        res = {}
        mult = lambda g: (2 if red and g in RED_DOUBLES else 1)
        dcards = [c for tr, w in tricks if w == D for _, c in tr]
        last_trick, last_w = tricks[9]
        seven = "7" + trump if trump else None
        for g in fg:
            if g == "party":
                res[g] = dtricks >= 1 and cp["D"] + mD > cp["F"] + mF
            elif g == "ulti":
                res[g] = last_w == D and (D, seven) in last_trick
            elif g == "40-100":
                has = "K" + trump in self.start_hands[D] and "Q" + trump in self.start_hands[D]
                res[g] = cp["D"] + (40 if has else 0) >= 100
            elif g == "20-100":
                has = any("K" + s in self.start_hands[D] and "Q" + s in self.start_hands[D] for s in SUITS if s != trump)
                res[g] = cp["D"] + (20 if has else 0) >= 100
            elif g in ("durchmarsch", "open-durchmarsch", "redurchmarsch"):
                res[g] = dtricks == 10
            elif g in ("betli", "rebetli", "open-betli"):
                res[g] = dtricks == 0
            elif g == "four-aces":
                res[g] = sum(1 for c in dcards if rk(c) == "A") == 4
            elif g == "four-tens":
                res[g] = sum(1 for c in dcards if rk(c) == "10") == 4
        self.result = res
        self.flags = set()
        if cp["D"] + mD == cp["F"] + mF and "party" in fg:
            self.flags.add("party_tie")
        betli = bool(set(fg) & {"betli", "rebetli", "open-betli"})
        silent = []
        if not betli and trump:
            # silent 100
            if "40-100" not in fg and "20-100" not in fg:
                if cp["D"] + mD >= 100:
                    silent.append(("silent-100", "D"))
                if cp["F"] + mF >= 100:
                    silent.append(("silent-100", "F"))
            # silent ulti
            if "ulti" not in fg:
                for s_, c in last_trick:
                    if c == seven:
                        silent.append(("silent-ulti" if last_w == s_ else "silent-ulti-fail", s_))
            # silent durchmarsch (avoided by the generator)
            if not (set(fg) & {"durchmarsch", "open-durchmarsch"}):
                if dtricks == 10 or dtricks == 0:
                    self.flags.add("silent_durch")
        self.silent = silent
        # payments
        for g in fg:
            v = table[g] * mult(g)
            if g == "party" and any(sb == "silent-100" for sb, _ in silent):
                continue
            for x in defs:
                c = 1
                if g in self.contras:
                    lvl, ds = self.contras[g]
                    if trump or ds == x:
                        c = lvl
                if res[g]:
                    pays.append((x, D, v * c, g))
                else:
                    pays.append((D, x, v * c, g))
            if g == "ulti" and not res[g]:
                for x in defs:
                    pays.append((D, x, 4 * mult(g), "ulti-penalty"))
        sv = SILENT[self.preset]
        for sb, who in silent:
            if sb == "silent-100":
                v = sv["silent-100"] * (2 if red else 1)
                if "party" in self.contras:
                    self.flags.add("contra_silent")
                for x in defs:
                    pays.append((x, D, v, sb) if who == "D" else (D, x, v, sb))
            elif sb == "silent-ulti":
                v = sv["silent-ulti"] * (2 if red else 1)
                for x in defs:
                    pays.append((x, D, v, sb) if who == D else (D, x, v, sb))
            elif sb == "silent-ulti-fail":
                v = sv["silent-ulti-fail"] * (2 if red else 1)
                self.flags.add("silent_ulti_fail")
                for o in range(3):
                    if o != who:
                        pays.append((who, o, v, "silent-ulti"))
        self.pays = pays
        return self


def net_of(pays):
    n = [0, 0, 0]
    for f, t, a, _ in pays:
        n[f] -= a
        n[t] += a
    return n


def B(goals, red=False, **kw):
    d = {"goals": goals, "red": red}
    d.update(kw)
    return d


def plan(auction, contract, pred=None, **kw):
    p = {"auction": auction, "contract": contract, "pred": pred}
    p.update(kw)
    return p


def make_deal(seed, preset, dealer, pl, allow=()):
    for k in range(40000):
        rng = random.Random(seed * 100003 + k)
        try:
            dl = Deal(rng, preset, dealer, pl).run().play().score()
        except AssertionError:
            raise
        if pl.get("fold"):
            return dl
        bad = set(dl.flags) - set(allow)
        if bad:
            continue
        if preset == "ultinet" and dl.silent:
            if not pl.get("allow_silent_net"):
                continue
        if pl.get("fault") and dl.fault_event is None:
            continue
        if pl.get("early7") and dl.early7_event is None:
            continue
        if pl["pred"] and not pl["pred"](dl):
            continue
        return dl
    raise RuntimeError("no deal for plan %r" % (pl,))


def G(name):
    return lambda dl: dl.result.get(name)


def NG(name):
    return lambda dl: not dl.result.get(name)


def ALL(*ps):
    return lambda dl: all(p(dl) for p in ps)


def NOSILENT(dl):
    return not dl.silent


def HAS_SILENT(kind):
    return lambda dl: any(k == kind for k, _ in dl.silent)


def MARR(dl):
    return any(dl.marr[s] for s in range(3))


# ------------------------------------------------------------------------------ sessions
def sessions():
    S = []
    # 01 standard, payments, clean
    c1 = B(["party"])
    c2 = B(["ulti"])
    c3 = B(["betli"])
    c4 = B(["40-100"])
    c5 = B(["party"], True)
    S.append(("01-std-pay-mixed", "standard", 0, "pay", [
        plan([c1, "P", "P", "P"], c1, ALL(G("party"), NOSILENT, MARR)),
        plan([B(["party"]), "P", c2, "P", "P", "P"], c2, ALL(G("ulti"), G("party"), NOSILENT, MARR)),
        plan([B(["party"]), c3, "P", "P", "P"], c3, G("betli")),
        plan([c4, "P", "P", "P"], c4, ALL(G("40-100"), NOSILENT)),
        plan([B(["party"]), "P", c5, "P", "P", "P"], c5, ALL(NG("party"), NOSILENT, MARR)),
    ], {}))
    # 02 standard, score sheet, clean
    d1 = B(["party"])
    d2 = B(["ulti"], True)
    d3 = B(["durchmarsch"])
    d4 = B(["20-100"])
    d5 = B(["betli"])
    d6 = B(["40-100", "ulti"])
    S.append(("02-std-sheet-six", "standard", 1, "sheet", [
        plan([d1, "P", "P", "P"], d1, None, fold=True),
        plan([B(["party"]), d2, "P", "P", "P"], d2, ALL(G("ulti"), NOSILENT)),
        plan([B(["party"]), "P", d3, "P", "P", "P"], d3, ALL(G("durchmarsch"), NOSILENT)),
        plan([d4, "P", "P", "P"], d4, ALL(G("20-100"), NOSILENT)),
        plan([B(["party"]), "P", "P", d5, "P", "P", "P"], d5, NG("betli")),
        plan([B(["party"]), B(["betli"]), d6, "P", "P", "P"], d6, ALL(G("40-100"), NG("ulti"), NOSILENT)),
    ], {}))
    # 03 standard, contra/recontra, payments, clean
    e1 = B(["ulti"])
    e2 = B(["betli"])
    e3 = B(["party"], True)
    e4 = B(["40-100"], True)
    S.append(("03-std-contra", "standard", 2, "pay", [
        plan([B(["party"]), e1, "P", "P", "P"], e1, ALL(G("ulti"), NOSILENT),
             contra=[(1, "ulti", 4)]),
        plan([e2, "P", "P", "P"], e2, G("betli"), contra=[(2, "betli", 2)]),
        plan([B(["party"]), "P", e3, "P", "P", "P"], e3, ALL(G("party"), NOSILENT), contra=[(2, "party", 2)]),
        plan([B(["party"]), e4, "P", "P", "P"], e4, ALL(NG("40-100"), NOSILENT), contra=[(1, "40-100", 2)]),
    ], {}))
    # 04 ultinet, payments, clean
    f1 = B(["four-aces"])
    f2 = B(["ulti"])
    f3 = B(["40-100"])  # equal to ulti in UltiNet: so bid by a first bidder only
    f4 = B(["betli"])
    f5 = B(["20-100"])
    S.append(("04-net-pay-mixed", "ultinet", 0, "pay", [
        plan([f1, "P", "P", "P"], f1, ALL(G("four-aces"))),
        plan([B(["party"]), "P", f2, "P", "P", "P"], f2, ALL(G("ulti"), NG("party"))),
        plan([f3, "P", "P", "P"], f3, ALL(G("40-100"))),
        plan([B(["ulti"]), f4, "P", "P", "P"], f4, G("betli")),
        plan([B(["40-100"]), "P", f5, "P", "P", "P"], f5, NG("20-100")),
    ], {}))
    # 05 ultinet, score sheet, clean
    g1 = B(["20-100", "durchmarsch"])
    g2 = B(["four-tens"])
    g3 = B(["party"], True)
    g4 = B(["ulti"], True)
    g5 = B(["durchmarsch"])
    g6 = B(["party"])
    S.append(("05-net-sheet-six", "ultinet", 1, "sheet", [
        plan([B(["party"]), B(["betli"]), g1, "P", "P", "P"], g1, ALL(G("20-100"), G("durchmarsch"))),
        plan([B(["party"]), g2, "P", "P", "P"], g2, ALL(NG("four-tens"), G("party"))),
        plan([g3, "P", "P", "P"], g3, ALL(G("party"), MARR)),
        plan([B(["party"]), "P", B(["betli"]), g4, "P", "P", "P"], g4, ALL(G("ulti"), G("party"))),
        plan([B(["40-100"]), g5, "P", "P", "P"], g5, G("durchmarsch"), no_trump=True),
        plan([g6, "P", "P", "P"], g6, ALL(NG("party"), MARR)),
    ], {}))
    # 06 standard, payments, silent bonuses, clean
    h1 = B(["party"])
    h2 = B(["party"], True)
    h3 = B(["open-betli"])
    h4 = B(["rebetli"])
    h5 = B(["party"])
    h6 = B(["ulti"])
    h7 = B(["party"])
    S.append(("06-std-silent-seven", "standard", 2, "pay", [
        plan([h1, "P", "P", "P"], h1, ALL(HAS_SILENT("silent-100"))),
        plan([h2, "P", "P", "P"], h2, ALL(lambda dl: any(k == "silent-ulti" and w != dl.declarer for k, w in dl.silent))),
        plan([B(["party"]), B(["ulti"]), h3, "P", "P", "P"], h3, G("open-betli")),
        plan([B(["betli"]), "P", h4, "P", "P", "P"], h4, NG("rebetli")),
        plan([h5, "P", "P", "P"], h5, ALL(HAS_SILENT("silent-ulti-fail"))),
        plan([B(["party"]), h6, "P", "P", "P"], h6, ALL(NG("ulti"), G("party"), NOSILENT)),
        plan([h7, "P", "P", "P"], h7, ALL(lambda dl: any(k == "silent-100" and w == "F" for k, w in dl.silent))),
    ], {"allow": ["silent_ulti_fail"]}))
    # 07 standard, 8 deals, score sheet, clean
    i1 = B(["40-100", "ulti"])
    i2 = B(["40-100"], True)
    i3 = B(["ulti", "durchmarsch"])
    i4 = B(["party"])
    i5 = B(["betli"])
    i6 = B(["20-100"], True)
    i7 = B(["party"])
    i8 = B(["ulti"])
    S.append(("07-std-sheet-eight", "standard", 0, "sheet", [
        plan([B(["party"]), i1, "P", "P", "P"], i1, ALL(G("40-100"), G("ulti"), NOSILENT)),
        plan([B(["party"]), "P", B(["ulti"]), i2, "P", "P", "P"], i2, ALL(NG("40-100"), NOSILENT)),
        plan([B(["betli"]), i3, "P", "P", "P"], i3, ALL(G("ulti"), NG("durchmarsch"))),
        plan([i4, "P", "P", "P"], i4, None, fold=True),
        plan([B(["party"]), i5, "P", "P", "P"], i5, G("betli")),
        plan([B(["40-100"]), "P", i6, "P", "P", "P"], i6, ALL(NG("20-100"), NOSILENT)),
        plan([i7, "P", "P", "P"], i7, ALL(G("party"), NOSILENT, MARR)),
        plan([B(["party"]), "P", "P", i8, "P", "P", "P"], i8, ALL(G("ulti"), NG("party"), NOSILENT)),
    ], {}))
    # 08 ultinet, payments, clean
    j1 = B(["ulti"], True)
    j2 = B(["40-100", "durchmarsch"])
    j3 = B(["party", "four-aces", "ulti"])
    j4 = B(["party"])
    S.append(("08-net-pay-four", "ultinet", 2, "pay", [
        plan([B(["party"]), j1, "P", "P", "P"], j1, ALL(NG("ulti"), G("party"))),
        plan([B(["20-100"]), "P", j2, "P", "P", "P"], j2, ALL(G("40-100"), NG("durchmarsch"))),
        plan([B(["party"]), j3, "P", "P", "P"], j3, ALL(G("ulti"), NG("four-aces"))),
        plan([j4, "P", "P", "P"], j4, ALL(G("party"), MARR)),
        plan([B(["party"]), "P", "P", "P"], None,
             lambda dl: [k for k, w in dl.silent] == ["silent-100"] and dl.silent[0][1] == "D",
             allow_silent_net=True),
    ], {}))
    # 09 standard, no-trump durchmarsch, redurchmarsch, contra on party + recontra
    k1 = B(["durchmarsch"])
    k2 = B(["redurchmarsch"])
    k3 = B(["party"])
    k4 = B(["20-100", "durchmarsch"])
    k5 = B(["betli"])
    S.append(("09-std-durch-nt", "standard", 1, "pay", [
        plan([B(["party"]), "P", k1, "P", "P", "P"], k1, G("durchmarsch"), no_trump=True),
        plan([B(["betli"]), k2, "P", "P", "P"], k2, NG("redurchmarsch"), contra=[(1, "redurchmarsch", 2)]),
        plan([k3, "P", "P", "P"], k3, ALL(G("party"), NOSILENT, MARR), contra=[(1, "party", 4)]),
        plan([B(["party"]), B(["ulti"]), k4, "P", "P", "P"], k4, ALL(G("20-100"), G("durchmarsch"))),
        plan([k5, "P", "P", "P"], k5, NG("betli")),
    ], {}))
    # 10 standard FAULT revoke (settled as played)
    l1 = B(["party"])
    l2 = B(["ulti"])
    l3 = B(["betli"])
    l4 = B(["40-100"])
    l5 = B(["party"], True)
    S.append(("10-std-fault-revoke", "standard", 0, "pay", [
        plan([l1, "P", "P", "P"], l1, ALL(G("party"), NOSILENT)),
        plan([B(["party"]), l2, "P", "P", "P"], l2, ALL(G("ulti"), NOSILENT)),
        plan([B(["party"]), "P", l4, "P", "P", "P"], l4, ALL(NG("40-100"), NOSILENT), fault=("revoke", 3)),
        plan([l3, "P", "P", "P"], l3, G("betli")),
        plan([l5, "P", "P", "P"], l5, ALL(G("party"), NOSILENT)),
    ], {}))
    # 11 ultinet FAULT failure to overtake (settled as played)
    m1 = B(["party"], True)
    m2 = B(["ulti"])
    m3 = B(["betli"])
    m4 = B(["20-100"])
    S.append(("11-net-fault-overtake", "ultinet", 1, "pay", [
        plan([m1, "P", "P", "P"], m1, ALL(G("party"))),
        plan([B(["party"]), m3, "P", "P", "P"], m3, NG("betli"), fault=("overtake", 2)),
        plan([B(["party"]), "P", m2, "P", "P", "P"], m2, ALL(G("ulti"), G("party"))),
        plan([m4, "P", "P", "P"], m4, G("20-100")),
    ], {}))
    # 12 standard FAULT illegal bid: 20-100 over red 40-100 (same rank, (8) in the table)
    n1 = B(["party"])
    n2 = B(["40-100"], True)
    n2b = B(["20-100"], illegal=True)
    n3 = B(["20-100", "durchmarsch"])
    n4 = B(["ulti"])
    n5 = B(["betli"])
    S.append(("12-std-fault-bid-rank", "standard", 2, "pay", [
        plan([n1, "P", "P", "P"], n1, ALL(G("party"), NOSILENT)),
        plan([B(["party"]), n2, n2b, "P", n3, "P", "P", "P"], n3, ALL(G("20-100"), NG("durchmarsch"))),
        plan([B(["party"]), n4, "P", "P", "P"], n4, ALL(NG("ulti"), NG("party"), NOSILENT)),
        plan([n5, "P", "P", "P"], n5, G("betli")),
        plan([B(["party"]), "P", "P", B(["party"], True), "P", "P", "P"], None, None),
    ], {}))
    # 13 ultinet FAULT wrong total on the sheet
    o1 = B(["party"])
    o2 = B(["ulti"])
    o3 = B(["40-100"], True)
    o4 = B(["betli"])
    o5 = B(["four-aces"])
    o6 = B(["party"], True)
    S.append(("13-net-fault-total", "ultinet", 0, "sheet", [
        plan([o1, "P", "P", "P"], o1, ALL(G("party"))),
        plan([B(["party"]), o2, "P", "P", "P"], o2, ALL(NG("ulti"), G("party"))),
        plan([B(["party"]), "P", o3, "P", "P", "P"], o3, ALL(G("40-100"))),
        plan([o4, "P", "P", "P"], o4, G("betli")),
        plan([B(["party"]), o5, "P", "P", "P"], o5, ALL(G("four-aces"), G("party"))),
        plan([o6, "P", "P", "P"], o6, ALL(NG("party"))),
    ], {"total_slip": (3, 1, 2)}))
    # 14 standard FAULT payment: contra forgotten
    p1 = B(["ulti"])
    p2 = B(["party"], True)
    p3 = B(["betli"])
    p4 = B(["40-100", "ulti"])
    S.append(("14-std-fault-contra-pay", "standard", 1, "pay", [
        plan([B(["party"]), p1, "P", "P", "P"], p1, ALL(NG("ulti"), NOSILENT), contra=[(2, "ulti", 2)]),
        plan([p2, "P", "P", "P"], p2, ALL(G("party"), NOSILENT)),
        plan([B(["party"]), "P", p3, "P", "P", "P"], p3, NG("betli")),
        plan([B(["party"]), p4, "P", "P", "P"], p4, ALL(G("40-100"), G("ulti"), NOSILENT), contra=[(1, "40-100", 2)]),
    ], {"pay_slip": (3, "40-100")}))
    return S


def fix_contract(pl):
    if pl["contract"] is None:
        # the last bid in the auction is the contract
        bids = [s for s in pl["auction"] if s != "P"]
        pl["contract"] = bids[-1]
    return pl


def build(seed):
    out = {}
    for si, (name, preset, dealer0, kind, plans, opts) in enumerate(sessions()):
        deals = []
        expected = []
        totals = [0, 0, 0]
        notes = []
        for di, pl in enumerate(plans):
            pl = fix_contract(pl)
            if pl["pred"] is None and not pl.get("fold"):
                pl["pred"] = NOSILENT
            dealer = (dealer0 + di) % 3
            dl = make_deal(seed + si * 1000 + di, preset, dealer, pl, opts.get("allow", ()))
            ev = dl.ev
            n = net_of(dl.pays)
            for s in range(3):
                totals[s] += n[s]
            if kind == "pay":
                pays = list(dl.pays)
                slip = opts.get("pay_slip")
                slipped = False
                for (f, t, a, r) in pays:
                    amt = a
                    if slip and slip[0] == di and r == slip[1] and not slipped:
                        slipped = True
                        lvl = dl.contras[r][0]
                        amt = a // lvl
                        expected.append((di, len(ev), "wrong_payment"))
                    ev.append({"type": "payment", "from": f, "to": t, "amount": amt, "reason": r})
            else:
                slip = opts.get("total_slip")
                for s in range(3):
                    ev.append({"type": "score", "party": s, "points": n[s]})
                for s in range(3):
                    pts = totals[s]
                    if slip and slip[0] == di and slip[1] == s:
                        pts += slip[2]
                        expected.append((di, len(ev), "wrong_total"))
                    ev.append({"type": "total", "party": s, "points": pts})
            if dl.fault_event is not None:
                code = {"revoke": "revoke", "overtake": "failure_to_overtake"}[pl["fault"][0]]
                expected.append((di, dl.fault_event, code))
            if getattr(dl, "illegal_bid_event", None) is not None:
                expected.append((di, dl.illegal_bid_event, "illegal_bid"))
            deals.append({"dealer": dealer, "hands": dl.dealt, "events": ev})
            info = {
                "deal": di, "dealer": dealer, "declarer": dl.declarer,
                "contract": dl.bid["goals"], "red": dl.bid["red"], "trump": dl.trump,
                "goals": getattr(dl, "goals", None), "folded": dl.folded,
                "result": dl.result, "silent": getattr(dl, "silent", []),
                "card_points": getattr(dl, "cp", None),
                "marriages": getattr(dl, "marr", None), "contra": dl.contras if hasattr(dl, "contras") else {},
                "net": n, "payments": dl.pays,
            }
            notes.append(info)
        doc = {
            "format": "trick-transcript/1",
            "game": "ulti",
            "rules": {"preset": preset},
            "players": NAMES,
            "meta": {"club": "Budapest card club (audit fresh-mainstream-6)", "session": name},
            "deals": deals,
        }
        fn = HERE / f"{name}.json"
        fn.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
        out[name] = {"expected": expected, "deals": notes, "totals": totals}
    return out


if __name__ == "__main__":
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    res = build(seed)
    (HERE / "_expected.txt").write_text(json.dumps(res, ensure_ascii=False, indent=1, default=str))
    for k, v in res.items():
        print(k, v["expected"] or "clean")
        for d in v["deals"]:
            print("   ", d["deal"], "dealer", d["dealer"], "decl", d["declarer"], d["contract"], "red" if d["red"] else "", "trump", d["trump"],
                  "fold" if d["folded"] else "", d["result"], d["silent"], d["card_points"], "net", d["net"])
