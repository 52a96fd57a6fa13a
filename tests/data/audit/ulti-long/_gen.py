"""Blind generator for the ulti-long audit round (written from seeds/003 only, not from the engine).

Each transcript is a long Ulti session (8-12 deals). Every deal is simulated: a random deal (the
declarer's hand biased toward the contract), an auction with talon passing, play by simple
heuristic players that obey the source's play rule (follow suit, else trump, and beat the cards
on the table where possible), and the settlement computed from the source's scoring section.
Faults are planted in late deals and late tricks; the figures recorded are the table's, as played.

Run: python tests/data/audit/ulti-long/_gen.py  (writes *.json and EXPECTED-figures.md here)
"""

from __future__ import annotations

import json
import random
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "HDSC"
RT = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps (all suits)
RN = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # without trumps
DECK = [r + s for s in SUITS for r in RT]
NAMES = ["Anna", "Béla", "Csilla"]

# source: goals and points (standard table)
TRUMP_GOALS = {"party": 1, "ulti": 4, "40-100": 4, "20-100": 8, "durchmarsch": 6, "open-durchmarsch": 24}
NT_GOALS = {
    "betli": 5,
    "rebetli": 10,
    "open-betli": 20,
    "durchmarsch": 6,
    "redurchmarsch": 12,
    "open-durchmarsch": 24,
}


def rank(c):
    return c[:-1]


def suit(c):
    return c[-1]


def pts(c):
    return 10 if rank(c) in ("A", "10") else 0


def order(trump):
    return RT if trump else RN


def beats(c, w, trump):
    """c beats the current winner w (trump: suit or None)."""
    o = order(trump)
    if trump and suit(c) == trump and suit(w) != trump:
        return True
    if suit(c) == suit(w):
        return o.index(rank(c)) < o.index(rank(w))
    return False


def winner(trick, trump):
    """trick: list of (seat, card). Returns index in trick of the winner."""
    best = 0
    for i in range(1, len(trick)):
        if beats(trick[i][1], trick[best][1], trump):
            best = i
    return best


def analyse(hand, trick, trump):
    """Returns (legal, follow, cand, beat)."""
    if not trick:
        return list(hand), None, list(hand), []
    led = suit(trick[0][1])
    cur = trick[winner(trick, trump)][1]
    follow = [c for c in hand if suit(c) == led]
    if follow:
        cand = follow
    elif trump and any(suit(c) == trump for c in hand):
        cand = [c for c in hand if suit(c) == trump]
    else:
        cand = list(hand)
    beat = [c for c in cand if beats(c, cur, trump)]
    return (beat or cand), follow, cand, beat


def bid_value(bid, trump_game=None):
    """(points, goals) per the source's hierarchy: red doubles trump goals (not open-durchmarsch)."""
    goals = list(bid["goals"])
    if goals == ["ulti"]:
        goals = ["party", "ulti"]
    nt = any(g in ("betli", "rebetli", "open-betli", "redurchmarsch") for g in goals)
    total = 0
    for g in goals:
        if nt:
            total += NT_GOALS[g]
        else:
            v = TRUMP_GOALS[g]
            if bid["red"] and g != "open-durchmarsch":
                v *= 2
            total += v
    return (total, -len(goals))


def weighted_take(rng, cards, n, weight):
    keyed = sorted(cards, key=lambda c: -(rng.random() ** (1.0 / weight(c))))
    return keyed[:n]


class Deal:
    """One simulated deal."""

    def __init__(self, spec, dealer, rng):
        self.spec = spec
        self.dealer = dealer
        self.rng = rng


def strength_weight(bias, trump):
    def w(c):
        r, s = rank(c), suit(c)
        if bias == "trump":
            if s == trump:
                return 7.0 if r in ("A", "10", "K", "Q") else 4.0
            return {"A": 4.0, "10": 2.5}.get(r, 0.7)
        if bias == "durch":
            if s == trump:
                return 12.0
            return {"A": 9.0, "10": 5.0, "K": 2.0}.get(r, 0.3)
        if bias == "ntdurch":
            return {"A": 12.0, "K": 7.0, "Q": 3.0}.get(r, 0.4)
        if bias == "betli":
            return {"7": 8.0, "8": 6.0, "9": 3.0, "10": 1.0}.get(r, 0.25)
        if bias == "hundred":
            if s == trump:
                return 8.0
            return {"A": 7.0, "10": 5.0}.get(r, 0.6)
        return 1.0

    return w


class Sim:
    def __init__(self, spec, dealer, rng):
        self.spec = spec
        self.dealer = dealer
        self.rng = rng

    # ------------------------------------------------------------------ deal
    def deal_cards(self):
        sp = self.spec
        f = (self.dealer + 1) % 3
        decl = (f + sp["decl"]) % 3
        trump = sp.get("trump")
        n = {s: (12 if s == f else 10) for s in range(3)}
        deck = list(DECK)
        forced = list(sp.get("force", []))
        forced = [c.replace("T", trump) if c.endswith("T") else c for c in forced]
        fdef = [c.replace("T", trump) if c.endswith("T") else c for c in sp.get("force_def", [])]
        rest = [c for c in deck if c not in forced and c not in fdef]
        wfun = strength_weight(sp.get("bias", "none"), trump)
        take = weighted_take(self.rng, rest, n[decl] - len(forced), wfun)
        hands = {decl: forced + take}
        rest = [c for c in rest if c not in take]
        if fdef:
            dd = (decl + 1) % 3
            self.rng.shuffle(rest)
            hands[dd] = fdef + rest[: n[dd] - len(fdef)]
            rest = rest[n[dd] - len(fdef) :]
        self.rng.shuffle(rest)
        for s in range(3):
            if s in hands:
                continue
            hands[s] = rest[: n[s]]
            rest = rest[n[s] :]
        for s in hands:
            self.rng.shuffle(hands[s])
        return hands

    # --------------------------------------------------------------- discard
    def discard(self, hand, bid, final, trump):
        """Choose two cards to lay away."""
        goals = bid["goals"]
        nt = bid.get("nt", False)
        if not final:
            # an intermediate bidder: two low cards of the shortest side suits
            cnt = {s: sum(1 for c in hand if suit(c) == s) for s in SUITS}
            ranked = sorted(
                hand, key=lambda c: (pts(c) > 0, rank(c) in ("K", "Q"), cnt[suit(c)], -RT.index(rank(c)))
            )
            return ranked[:2]
        if nt and any(g in goals for g in ("betli", "rebetli", "open-betli")):
            return sorted(hand, key=lambda c: RN.index(rank(c)))[:2]
        if nt:
            return sorted(hand, key=lambda c: -RN.index(rank(c)))[:2]
        keep = set()
        for s in SUITS:
            if "K" + s in hand and "Q" + s in hand:
                keep |= {"K" + s, "Q" + s}
        if "ulti" in goals:
            keep.add("7" + trump)
        cnt = {s: sum(1 for c in hand if suit(c) == s) for s in SUITS}
        side = [c for c in hand if suit(c) != trump and c not in keep]
        side.sort(key=lambda c: (pts(c) > 0, cnt[suit(c)], -RT.index(rank(c))))
        if len(side) < 2:
            side += sorted(
                [c for c in hand if c not in side and c not in keep], key=lambda c: -RT.index(rank(c))
            )
        return side[:2]

    # --------------------------------------------------------------- auction
    def auction(self, hands):
        sp = self.spec
        f = (self.dealer + 1) % 3
        events = []
        talon = None
        first = True
        steps = sp["auction"]
        last_bid = None
        last_bidder = None
        final_idx = max(i for i, st in enumerate(steps) if st[1] != "pass")
        expected_next = f
        passes = 0
        oot = []
        for i, st in enumerate(steps):
            rel, b = st[0], st[1]
            flag = st[2] if len(st) > 2 else None
            seat = (f + rel) % 3
            if flag != "oot":
                assert seat == expected_next, (sp.get("name"), i, seat, expected_next)
            else:
                oot.append(len(events))
            if b == "pass":
                assert not first
                events.append({"type": "bid", "seat": seat, "bid": "pass"})
                passes += 1
            else:
                bid = {"goals": b["goals"], "red": b["red"]}
                if last_bid is not None:
                    assert bid_value(bid) > bid_value(last_bid), (sp.get("name"), bid, last_bid)
                if not first:
                    events.append({"type": "take", "seat": seat, "cards": list(talon)})
                    hands[seat] = hands[seat] + list(talon)
                trump = sp.get("trump") if i == final_idx else b.get("trump", sp.get("trump") or "S")
                d = self.discard(hands[seat], dict(b, nt=b.get("nt", False)), i == final_idx, trump)
                hands[seat] = [c for c in hands[seat] if c not in d]
                talon = d
                events.append({"type": "discard", "seat": seat, "cards": list(d)})
                events.append({"type": "bid", "seat": seat, "bid": bid})
                first = False
                last_bid = bid
                last_bidder = seat
                passes = 0
            expected_next = (seat + 1) % 3
        assert passes == 3, sp.get("name")
        return events, last_bidder, talon, oot

    # ------------------------------------------------------------------ play
    def choose(self, seat, hand, trick, ctx):
        trump = ctx["trump"]
        legal, follow, cand, beat = analyse(hand, trick, trump)
        decl = ctx["decl"]
        is_decl = seat == decl
        kind = ctx["kind"]
        if ctx.get("keep7") and not is_decl and len(legal) > 1:
            legal = [c for c in legal if c != "7" + trump] or legal
        if ctx["ulti"] and is_decl and len(legal) > 1:
            legal = [c for c in legal if c != "7" + trump] or legal
        o = order(trump)

        def low(cs):
            return max(cs, key=lambda c: (o.index(rank(c)), -pts(c)))

        def high(cs):
            return min(cs, key=lambda c: o.index(rank(c)))

        if kind == "betli":
            if not trick:
                return low(legal)
            cur = trick[winner(trick, trump)][1]
            if is_decl:
                nonwin = [c for c in legal if not beats(c, cur, trump)]
                return high(nonwin) if nonwin else low(legal)
            return low(legal)
        if kind == "ntdurch":
            if is_decl:
                return high(legal)
            return low(legal)
        # trump game
        if not trick:
            if is_decl:
                tr = [c for c in legal if suit(c) == trump]
                others_have = any(suit(c) == trump for s2, h in ctx["hands"].items() if s2 != decl for c in h)
                if tr and others_have and not ctx.get("no_draw"):
                    return high(tr)
                side = [c for c in legal if suit(c) != trump]
                aces = [c for c in side if rank(c) == "A"]
                if aces:
                    return aces[0]
                return high(side) if side and ctx["durch"] else (low(side) if side else high(legal))
            side = [c for c in legal if suit(c) != trump]
            aces = [c for c in side if rank(c) == "A"]
            if aces:
                return aces[0]
            return low(side) if side else low(legal)
        cur_i = winner(trick, trump)
        cur = trick[cur_i][1]
        if beats(legal[0], cur, trump):
            return low(legal)
        partner_wins = (trick[cur_i][0] == decl) == is_decl
        if partner_wins:
            return max(legal, key=lambda c: (pts(c), o.index(rank(c))))
        return low(legal)

    def play(self, hands, decl, ctx, fault):
        """Returns list of events (declares/doubles/plays) and fault info."""
        sp = self.spec
        trump = ctx["trump"]
        events = []
        leader = decl
        tricks = []
        fault_at = None
        fault_done = False
        ctx["hands"] = hands
        marriages = {s: [] for s in range(3)}
        for tno in range(10):
            trick = []
            for k in range(3):
                seat = (leader + k) % 3
                hand = hands[seat]
                if tno == 0:
                    if ctx["marriages_allowed"]:
                        items = []
                        for s in ([trump] if trump else []) + [x for x in SUITS if x != trump]:
                            if "K" + s in hand and "Q" + s in hand:
                                items.append({"kind": "marriage", "points": 40 if s == trump else 20})
                        if items:
                            events.append({"type": "declare", "seat": seat, "items": items})
                            marriages[seat] = [it["points"] for it in items]
                    for who, goal, lvl in sp.get("contra", []):
                        if lvl == 2 and (decl + who) % 3 == seat:
                            events.append({"type": "double", "seat": seat, "target": goal, "level": 2})
                card = self.choose(seat, hand, trick, ctx)
                if (
                    fault
                    and not fault_done
                    and tno >= fault["trick"]
                    and fault["role"] == ("decl" if seat == decl else "def")
                ):
                    legal, follow, cand, beat = analyse(hand, trick, trump)
                    bad = None
                    if trick:
                        if fault["kind"] == "revoke" and follow:
                            opts = [c for c in hand if suit(c) != suit(trick[0][1])]
                            if opts:
                                bad = sorted(
                                    opts, key=lambda c: (suit(c) == trump, pts(c), -RT.index(rank(c)))
                                )[0]
                        elif (
                            fault["kind"] == "no_trump"
                            and not follow
                            and trump
                            and any(suit(c) == trump for c in hand)
                        ):
                            opts = [c for c in hand if suit(c) != trump]
                            if opts:
                                bad = sorted(opts, key=lambda c: (pts(c), -RT.index(rank(c))))[0]
                        elif fault["kind"] == "no_overtake" and beat:
                            opts = [c for c in cand if c not in beat]
                            if opts:
                                bad = sorted(opts, key=lambda c: (pts(c), -order(trump).index(rank(c))))[0]
                    if bad:
                        card = bad
                        fault_done = True
                        fault_at = (len(events), seat, fault["kind"], tno)
                events.append({"type": "play", "seat": seat, "card": card})
                hand.remove(card)
                trick.append((seat, card))
            w = trick[winner(trick, trump)][0]
            tricks.append((leader, trick, w))
            leader = w
            if tno == 0:
                for who, goal, lvl in sp.get("contra", []):
                    if lvl >= 4:
                        s = decl if lvl in (4, 16, 64) else (decl + who) % 3
                        events.append({"type": "double", "seat": s, "target": goal, "level": lvl})
        return events, tricks, marriages, fault_at


def settle(sp, decl, trump, tricks, marriages, talon, kind, goals_in):
    """Settlement per the source. Returns (payments list, outcome dict)."""
    red = sp["red"]
    defs = [s for s in range(3) if s != decl]
    goals = list(goals_in)
    if goals == ["ulti"]:
        goals = ["party", "ulti"]
    pay = []
    out = {}
    contra = {}  # (goal, defender) -> level
    for who, goal, lvl in sp.get("contra", []):
        d = (decl + who) % 3
        if trump:
            for dd in defs:
                contra[(goal, dd)] = max(contra.get((goal, dd), 1), lvl)
        elif lvl == 2:
            contra[(goal, d)] = 2
        else:
            # without trumps a recontra answers the defenders who said contra
            for dd in defs:
                if (goal, dd) in contra:
                    contra[(goal, dd)] = max(contra[(goal, dd)], lvl)
    won = {s: 0 for s in range(3)}
    cp = {s: 0 for s in range(3)}
    for i, (leader, trick, w) in enumerate(tricks):
        won[w] += 1
        if trump:
            cp[w] += sum(pts(c) for _, c in trick) + (10 if i == 9 else 0)
    talon_pts = sum(pts(c) for c in talon) if trump else 0
    dcp = cp[decl]
    defcp = sum(cp[d] for d in defs) + talon_pts
    dm = sum(marriages[decl])
    defm = sum(sum(marriages[d]) for d in defs)
    last = tricks[9]
    seven = "7" + trump if trump else None
    out.update(dict(tricks=won, card_points=cp, talon_points=talon_pts))
    mult_red = 2 if red else 1

    def goal_pay(g, ok, base):
        for d in defs:
            amt = base * contra.get((g, d), 1)
            if ok:
                pay.append((d, decl, amt, g))
            else:
                pay.append((decl, d, amt, g))

    silent = []
    # silent bonuses (trump games; not betli)
    s100 = False
    if trump:
        # silent ulti
        if "ulti" not in goals:
            for s, c in last[1]:
                if c == seven:
                    wi = last[2]
                    if wi == s:
                        silent.append(("silent-ulti", s, True))
                    else:
                        silent.append(("silent-ulti", s, False))
        if "party" in goals and (dcp + dm) >= 100:
            s100 = True
        if not any(g in goals for g in ("durchmarsch", "open-durchmarsch")) and won[decl] == 10:
            silent.append(("silent-durchmarsch", decl, True))
    for g in goals:
        if kind == "trump":
            base = TRUMP_GOALS[g] * (mult_red if g != "open-durchmarsch" else 1)
            if g == "party":
                ok = won[decl] >= 1 and (dcp + dm) > (defcp + defm)
                assert (dcp + dm) != (defcp + defm)
                if s100:
                    out["party"] = "silent-100"
                    base_s = 2 * mult_red
                    for d in defs:
                        pay.append((d, decl, base_s, "silent-100"))
                    continue
            elif g == "ulti":
                ok = last[2] == decl and any(s == decl and c == seven for s, c in last[1])
            elif g == "40-100":
                ok = 40 in marriages.get("_decl_hold", []) and dcp + 40 >= 100
            elif g == "20-100":
                ok = 20 in marriages.get("_decl_hold", []) and dcp + 20 >= 100
            else:
                ok = won[decl] == 10
        else:
            base = NT_GOALS[g]
            if g in ("betli", "rebetli", "open-betli"):
                ok = won[decl] == 0
            else:
                ok = won[decl] == 10
        out[g] = ok
        goal_pay(g, ok, base)
        if g == "ulti" and not ok:
            for d in defs:
                pay.append((decl, d, 4 * mult_red, "ulti-penalty"))
    for name, s, ok in silent:
        v = {"silent-ulti": 2, "silent-durchmarsch": 3}[name] * mult_red
        out[name] = (s, ok)
        if ok:
            if s == decl:
                for d in defs:
                    pay.append((d, decl, v, name))
            else:
                for d in defs:
                    pay.append((decl, d, v, name))
        else:
            assert name == "silent-ulti" and not red
            for o in range(3):
                if o != s:
                    pay.append((s, o, 4, name))
    out["decl_points"] = dcp + dm
    out["def_points"] = defcp + defm
    return pay, out, s100


def run_deal(spec, dealer, rng, tries=20000):
    for attempt in range(tries):
        res = try_deal(spec, dealer, rng)
        if res is not None:
            return res
    raise RuntimeError(f"no sample for {spec}")


def try_deal(spec, dealer, rng):
    sp = spec
    sim = Sim(sp, dealer, rng)
    hands = sim.deal_cards()
    dealt = {s: list(h) for s, h in hands.items()}
    f = (dealer + 1) % 3
    events, decl, talon, oot = sim.auction(hands)
    assert decl == (f + sp["decl"]) % 3
    goals = sp["goals"]
    trump = sp.get("trump")
    nt = sp.get("nt", False)
    if sp["red"]:
        trump = "H"
    if nt:
        trump = None
    kind = "trump"
    if nt:
        kind = "betli" if any(g in goals for g in ("betli", "rebetli", "open-betli")) else "ntdurch"
    if nt:
        events.append({"type": "announce", "seat": decl, "items": [{"kind": "no-trump"}]})
    elif not sp["red"]:
        events.append({"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]})
    if sp.get("fold"):
        events.append({"type": "call", "seat": decl, "call": "fold"})
        pay = [(decl, d, 2, "fold") for d in range(3) if d != decl]
        return dict(
            dealt=dealt,
            events=events,
            pay=pay,
            decl=decl,
            out={"fold": True},
            fault=None,
            oot=oot,
            trump=trump,
        )
    # declarer's holdings for the 100 goals
    hold = []
    if trump:
        if "K" + trump in hands[decl] and "Q" + trump in hands[decl]:
            hold.append(40)
        if any("K" + s in hands[decl] and "Q" + s in hands[decl] for s in SUITS if s != trump):
            hold.append(20)
    if "40-100" in goals and 40 not in hold:
        return None
    if "20-100" in goals and 20 not in hold:
        return None
    if "ulti" in goals and "7" + trump not in hands[decl]:
        return None
    marriages_allowed = kind == "trump" and not any(
        g in goals for g in ("40-100", "20-100", "durchmarsch", "open-durchmarsch")
    )
    ctx = dict(
        trump=trump,
        decl=decl,
        kind=kind,
        ulti="ulti" in goals,
        durch=any(g in goals for g in ("durchmarsch", "open-durchmarsch"))
        or sp.get("want_silent") == "silent-durchmarsch",
        marriages_allowed=marriages_allowed,
        keep7=sp.get("keep7", False),
        no_draw=sp.get("no_draw", False),
    )
    pev, tricks, marriages, fault_at = sim.play(hands, decl, ctx, sp.get("fault_play"))
    if sp.get("fault_play") and fault_at is None:
        return None
    base = len(events)
    events += pev
    marriages["_decl_hold"] = hold
    try:
        pay, out, s100 = settle(sp, decl, trump, tricks, marriages, talon, kind, goals)
    except AssertionError:
        return None
    # constraints keeping the deal inside what the source settles unambiguously
    if kind == "trump":
        won_decl = out["tricks"][decl]
        if won_decl == 0:
            return None
        if out["def_points"] >= 100:
            return None  # defenders' silent 100: avoided
        if s100 and any(g == "party" for _, g, _ in sp.get("contra", [])):
            return None
        if s100 and "silent-durchmarsch" in out:
            return None
        last = tricks[9]
        for s, c in last[1]:
            if c == "7" + trump and s != decl and last[2] != decl and last[2] != s:
                return None  # a defender's 7 beaten by the partner: ambiguous
            if c == "7" + trump and sp["red"] and "ulti" not in goals and last[2] != s:
                return None  # red failed silent ulti: avoided
    want = sp.get("want", {})
    for g, v in want.items():
        o = out.get(g)
        if g == "party" and o == "silent-100":
            o = True
        if o != v:
            return None
    ws = sp.get("want_silent")
    got_silent = [k for k in ("silent-ulti", "silent-durchmarsch") if k in out] + (
        ["silent-100"] if s100 else []
    )
    if ws is not None:
        if ws == "none":
            if got_silent:
                return None
        elif ws not in got_silent:
            return None
        if ws == "silent-ulti-def":
            pass
    if sp.get("want_silent_who"):
        who = sp["want_silent_who"]
        k = out.get("silent-ulti")
        if not k or (who == "def") == (k[0] == decl) or k[1] != sp.get("want_silent_ok", True):
            return None
    fault = None
    if fault_at:
        fault = dict(event=base + fault_at[0], seat=fault_at[1], kind=fault_at[2], trick=fault_at[3] + 1)
    return dict(
        dealt=dealt,
        events=events,
        pay=pay,
        decl=decl,
        out=out,
        fault=fault,
        oot=oot,
        trump=trump,
        tricks=tricks,
        s100=s100,
        talon=talon,
    )


CODES = {"revoke": "revoke", "no_trump": "failure_to_trump", "no_overtake": "failure_to_overtake"}


def build_file(fname, seed, deals_spec, record, start=None, title="", preset="standard", bad=None):
    rng = random.Random(seed)
    dealer = deals_spec[0].get("dealer0", 0)
    deals = []
    totals = list(start or [0, 0, 0])
    start_tot = list(totals)
    expected = []
    summary = []
    bad = bad or {}
    for di, sp in enumerate(deals_spec):
        r = run_deal(sp, dealer, rng)
        ev = r["events"]
        net = [0, 0, 0]
        for fr, to, amt, why in r["pay"]:
            net[fr] -= amt
            net[to] += amt
        rec_events = []
        if record in ("payments", "payments+totals"):
            for fr, to, amt, why in r["pay"]:
                rec_events.append({"type": "payment", "from": fr, "to": to, "amount": amt, "reason": why})
        if record == "scores+totals":
            for s in range(3):
                rec_events.append({"type": "score", "party": s, "points": net[s]})
        new_tot = [totals[s] + net[s] for s in range(3)]
        if record in ("payments+totals", "scores+totals"):
            for s in range(3):
                rec_events.append({"type": "total", "party": s, "points": new_tot[s]})
        # planted record faults
        b = bad.get(di)
        viol = []
        if r["fault"]:
            viol.append((di, r["fault"]["event"], CODES[r["fault"]["kind"]]))
        for i in r["oot"]:
            viol.append((di, i, "out_of_turn"))  # blind guess was bid_out_of_turn (Rage's name)
        if b:
            kind, which, delta = b
            # which: index into rec_events of that kind
            idxs = [i for i, e in enumerate(rec_events) if e["type"] == kind]
            e = rec_events[idxs[which]]
            e[{"payment": "amount", "score": "points", "total": "points"}[kind]] += delta
            code = {"payment": "wrong_payment", "score": "wrong_score", "total": "wrong_total"}[kind]
            viol.append((di, len(ev) + idxs[which], code))
            if kind == "total":
                # the sheet carries its own slip forward
                new_tot[e["party"]] = e["points"]
            if kind == "score":
                # the sheet's total follows its own (wrong) score
                for e2 in rec_events:
                    if e2["type"] == "total" and e2["party"] == e["party"]:
                        e2["points"] += delta
                new_tot[e["party"]] += delta
        events = ev + rec_events
        deals.append({"dealer": dealer, "hands": [r["dealt"][s] for s in range(3)], "events": events})
        expected += viol
        o = r["out"]
        summary.append(
            dict(
                deal=di,
                dealer=dealer,
                declarer=r["decl"],
                bid=sp["goals"],
                red=sp["red"],
                trump=r["trump"],
                contra=sp.get("contra", []),
                outcome={k: v for k, v in o.items() if k not in ("card_points",)},
                card_points=o.get("card_points"),
                net=net,
                totals=new_tot if record.endswith("totals") else [totals[s] + net[s] for s in range(3)],
                viol=viol,
            )
        )
        totals = new_tot
        dealer = (dealer + 1) % 3
    tr = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": preset},
        "players": NAMES,
        "meta": {"event": "ulti-long audit", "description": title},
        "deals": deals,
    }
    if start:
        tr["start"] = {"totals": start_tot}
    (HERE / fname).write_text(json.dumps(tr, ensure_ascii=False, indent=1) + "\n")
    return expected, summary


# ------------------------------------------------------------------------- the deals
def D(decl, goals, red=False, trump="S", nt=False, auction=None, **kw):
    sp = dict(decl=decl, goals=goals, red=red, trump=None if (nt or red) else trump, nt=nt, **kw)
    if red:
        sp["trump"] = "H"
    if goals == ["party"] and not red and not nt:
        # the forehand must open with a bid and plain party is the lowest: only the forehand plays it
        decl = 0
        sp["decl"] = 0
        auction = A_direct()
    # auction shorthands; the final bid is the contract
    fin = {"goals": goals, "red": red, "nt": nt}
    steps = []
    for st in auction:
        if st[1] is None:
            steps.append((st[0], fin) + tuple(st[2:]))
        else:
            steps.append(st)
    sp["auction"] = steps
    return sp


P = {"goals": ["party"], "red": False}
RP = {"goals": ["party"], "red": True}
U = {"goals": ["ulti"], "red": False}
B = {"goals": ["betli"], "red": False, "nt": True}
F = {"goals": ["40-100"], "red": False}


def A_direct(r=0):
    """the forehand bids the contract; all pass."""
    return [(0, None), (1, "pass"), (2, "pass"), (0, "pass")]


def A_second(first=P):
    """forehand bids party, the next takes and bids the contract."""
    return [(0, first), (1, None), (2, "pass"), (0, "pass"), (1, "pass")]


def A_third(first=P):
    return [(0, first), (1, "pass"), (2, None), (0, "pass"), (1, "pass"), (2, "pass")]


def A_fight_to(rel, mid):
    """forehand party, rel-1 seats bid mid, then rel bids the contract."""
    if rel == 0:
        return [(0, P), (1, mid), (2, "pass"), (0, None), (1, "pass"), (2, "pass"), (0, "pass")]
    if rel == 1:
        return [(0, P), (1, "pass"), (2, mid), (0, "pass"), (1, None), (2, "pass"), (0, "pass"), (1, "pass")]
    return [(0, P), (1, mid), (2, None), (0, "pass"), (1, "pass"), (2, "pass")]


def A_self(first):
    """forehand bids, both pass, forehand takes back the talon and raises."""
    return [(0, first), (1, "pass"), (2, "pass"), (0, None), (1, "pass"), (2, "pass"), (0, "pass")]


def auc(rel, kind="direct", mid=None, first=P):
    if rel == 0:
        return (
            A_direct() if kind == "direct" else (A_self(first) if kind == "self" else A_fight_to(0, mid or U))
        )
    if rel == 1:
        return A_second(first) if kind != "fight" else A_fight_to(1, mid or U)
    return A_third(first) if kind != "fight" else A_fight_to(2, mid or U)


FILES = []


def F_(name, seed, record, deals, title, start=None, bad=None, preset="standard"):
    FILES.append((name, seed, record, deals, title, start, bad, preset))


# 01 clean, payments: an evening's mix
F_(
    "01-clean-mixed-payments.json",
    101,
    "payments",
    [
        D(0, ["party"], auction=auc(0), bias="trump", want={"party": True}, want_silent="none"),
        D(
            1,
            ["ulti"],
            trump="C",
            auction=auc(1),
            bias="trump",
            force=["7T"],
            want={"ulti": True, "party": True},
        ),
        D(2, ["betli"], nt=True, auction=auc(2), bias="betli", want={"betli": True}),
        D(
            0,
            ["40-100"],
            trump="D",
            auction=auc(0, "self", first=P),
            bias="hundred",
            force=["KT", "QT"],
            want={"40-100": True},
        ),
        D(0, ["party"], trump="C", auction=auc(0), fold=True),
        D(2, ["party"], red=True, auction=auc(2), bias="trump", want={"party": False}, want_silent="none"),
        D(1, ["durchmarsch"], trump="S", auction=auc(1), bias="durch", want={"durchmarsch": True}),
        D(0, ["ulti"], trump="D", auction=auc(0), bias="trump", force=["7T"], want={"ulti": False}),
        D(2, ["rebetli"], nt=True, auction=auc(2, "fight", mid=U), bias="betli", want={"rebetli": True}),
    ],
    "Nine deals, payments per goal: party, ulti, betli, 40-100, a fold, red party lost, durchmarsch, failed ulti, rebetli.",
)

# 02 clean, score sheet with running totals
F_(
    "02-clean-sheet-totals.json",
    202,
    "scores+totals",
    [
        D(1, ["party"], trump="C", auction=auc(1), bias="trump", want={"party": True}),
        D(0, ["party", "ulti"], trump="S", auction=auc(0), bias="trump", force=["7T"], want={"ulti": True}),
        D(2, ["20-100"], trump="D", auction=auc(2, "fight", mid=U), bias="hundred", want={"20-100": True}),
        D(0, ["betli"], nt=True, auction=auc(0), bias="betli", want={"betli": False}),
        D(
            1,
            ["40-100", "ulti"],
            trump="C",
            auction=auc(1),
            bias="hundred",
            force=["KT", "QT", "7T"],
            want={"40-100": True, "ulti": True},
        ),
        D(2, ["party"], red=True, auction=auc(2), bias="trump", want={"party": True}),
        D(1, ["redurchmarsch"], nt=True, auction=auc(1), bias="ntdurch", want={"redurchmarsch": True}),
        D(0, ["party"], trump="S", auction=auc(0), bias="none", want={"party": False}, want_silent="none"),
        D(
            2,
            ["40-100"],
            trump="H",
            red=True,
            auction=auc(2),
            bias="hundred",
            force=["KT", "QT"],
            want={"40-100": False},
        ),
        D(
            0,
            ["ulti"],
            trump="C",
            auction=auc(0, "self", first=P),
            bias="trump",
            force=["7T"],
            want={"ulti": True, "party": False},
        ),
    ],
    "Ten deals on a score sheet: each seat's net and running total after every deal.",
)

# 03 revoke late, payments + totals
F_(
    "03-revoke-late.json",
    303,
    "payments+totals",
    [
        D(0, ["party"], trump="S", auction=auc(0), bias="trump", want={"party": True}),
        D(1, ["betli"], nt=True, auction=auc(1), bias="betli", want={"betli": True}),
        D(2, ["ulti"], trump="D", auction=auc(2), bias="trump", force=["7T"], want={"ulti": True}),
        D(
            0,
            ["40-100"],
            trump="C",
            auction=auc(0),
            bias="hundred",
            force=["KT", "QT"],
            want={"40-100": False},
        ),
        D(1, ["party"], red=True, auction=auc(1), bias="trump", want={"party": True}),
        D(2, ["durchmarsch"], nt=True, auction=auc(2), bias="ntdurch", want={"durchmarsch": True}),
        D(0, ["party"], trump="D", auction=auc(0), fold=True),
        D(
            1,
            ["ulti"],
            trump="S",
            auction=auc(1, "fight", mid=RP),
            bias="trump",
            force=["7T"],
            want={"ulti": False, "party": True},
        ),
        D(
            2,
            ["party"],
            trump="C",
            auction=auc(2),
            bias="trump",
            fault_play=dict(kind="revoke", trick=6, role="def"),
        ),
        D(0, ["betli"], nt=True, auction=auc(0), bias="betli", want={"betli": True}),
    ],
    "Ten deals, payments and running totals; a defender revokes in trick 7+ of deal 8; the table settled as played.",
)

# 04 failure to trump late, score sheet
F_(
    "04-no-trump-late.json",
    404,
    "scores+totals",
    [
        D(2, ["party"], trump="C", auction=auc(2), bias="trump", want={"party": True}),
        D(0, ["ulti"], trump="S", auction=auc(0), bias="trump", force=["7T"], want={"ulti": True}),
        D(1, ["betli"], nt=True, auction=auc(1), bias="betli", want={"betli": True}),
        D(
            2,
            ["40-100"],
            trump="D",
            auction=auc(2),
            bias="hundred",
            force=["KT", "QT"],
            want={"40-100": True},
        ),
        D(0, ["party"], trump="H", red=True, auction=auc(0), bias="trump", want={"party": True}),
        D(1, ["rebetli"], nt=True, auction=auc(1, "fight", mid=U), bias="betli", want={"rebetli": False}),
        D(2, ["party"], trump="S", auction=auc(2), bias="trump", want={"party": True}),
        D(0, ["durchmarsch"], trump="C", auction=auc(0), bias="durch", want={"durchmarsch": True}),
        D(1, ["party"], trump="D", auction=auc(1), bias="trump", want={"party": True}),
        D(
            2,
            ["ulti"],
            trump="S",
            auction=auc(2),
            bias="trump",
            force=["7T"],
            fault_play=dict(kind="no_trump", trick=6, role="def"),
        ),
        D(0, ["party"], trump="C", auction=auc(0), bias="trump", want={"party": True}),
    ],
    "Eleven deals on a score sheet with running totals; a defender fails to trump late in deal 9.",
)

# 05 failure to overtake + wrong payment, payments only
F_(
    "05-overtake-and-payment.json",
    505,
    "payments",
    [
        D(0, ["party"], trump="D", auction=auc(0), bias="trump", want={"party": True}),
        D(1, ["ulti"], trump="C", auction=auc(1), bias="trump", force=["7T"], want={"ulti": True}),
        D(2, ["betli"], nt=True, auction=auc(2), bias="betli", want={"betli": True}),
        D(0, ["20-100"], trump="S", auction=auc(0), bias="hundred", want={"20-100": True}),
        D(1, ["party"], red=True, auction=auc(1), bias="trump", want={"party": True}),
        D(2, ["ulti"], trump="D", auction=auc(2), bias="trump", force=["7T"], want={"ulti": False}),
        D(0, ["open-betli"], nt=True, auction=auc(0), bias="betli", want={"open-betli": True}),
        D(1, ["party"], trump="S", auction=auc(1), bias="trump", want={"party": True}),
        D(
            2,
            ["40-100"],
            trump="C",
            auction=auc(2),
            bias="hundred",
            force=["KT", "QT"],
            want={"40-100": True},
        ),
        D(
            0,
            ["party"],
            trump="D",
            auction=auc(0),
            bias="trump",
            fault_play=dict(kind="no_overtake", trick=5, role="def"),
        ),
        D(1, ["betli"], nt=True, auction=auc(1), bias="betli", want={"betli": True}),
        D(2, ["ulti"], trump="S", auction=auc(2), bias="trump", force=["7T"], want={"ulti": True}),
    ],
    "Twelve deals, payments only; a failure to overtake in deal 9 and a wrong ulti payment in deal 11.",
    bad={11: ("payment", 2, 4)},
)

# 06 clean, contra chains
F_(
    "06-clean-contra-chains.json",
    606,
    "payments+totals",
    [
        D(
            0,
            ["party"],
            trump="C",
            auction=auc(0),
            bias="trump",
            contra=[(1, "party", 2)],
            want={"party": True},
            want_silent="none",
        ),
        D(
            1,
            ["ulti"],
            trump="S",
            auction=auc(1),
            bias="trump",
            force=["7T"],
            contra=[(2, "ulti", 2)],
            want={"ulti": False},
            want_silent="none",
        ),
        D(
            2,
            ["ulti"],
            trump="D",
            auction=auc(2),
            bias="trump",
            force=["7T"],
            contra=[(1, "ulti", 2), (0, "ulti", 4)],
            want={"ulti": True},
            want_silent="none",
        ),
        D(
            0,
            ["betli"],
            nt=True,
            auction=auc(0),
            bias="betli",
            contra=[(1, "betli", 2)],
            want={"betli": True},
        ),
        D(
            1,
            ["40-100"],
            trump="C",
            auction=auc(1),
            bias="hundred",
            force=["KT", "QT"],
            contra=[(1, "40-100", 2), (0, "40-100", 4), (1, "40-100", 8)],
            want={"40-100": True},
        ),
        D(
            2,
            ["party"],
            red=True,
            auction=auc(2),
            bias="trump",
            contra=[(2, "party", 2)],
            want={"party": False},
            want_silent="none",
        ),
        D(
            0,
            ["betli"],
            nt=True,
            auction=auc(0),
            bias="betli",
            contra=[(1, "betli", 2), (2, "betli", 2)],
            want={"betli": False},
        ),
        D(
            1,
            ["ulti", "40-100"],
            trump="S",
            auction=auc(1),
            bias="hundred",
            force=["KT", "QT", "7T"],
            contra=[(1, "ulti", 2), (0, "ulti", 4)],
            want={"ulti": True},
        ),
        D(
            2,
            ["durchmarsch"],
            nt=True,
            auction=auc(2),
            bias="ntdurch",
            contra=[(2, "durchmarsch", 2)],
            want={"durchmarsch": False},
        ),
    ],
    "Nine deals with contra, recontra and subcontra; with trumps a contra doubles against both defenders, without trumps only against the defender who said it.",
)

# 07 wrong total, score sheet
F_(
    "07-wrong-total.json",
    707,
    "scores+totals",
    [
        D(1, ["party"], trump="S", auction=auc(1), bias="trump", want={"party": True}),
        D(2, ["betli"], nt=True, auction=auc(2), bias="betli", want={"betli": True}),
        D(0, ["ulti"], trump="C", auction=auc(0), bias="trump", force=["7T"], want={"ulti": True}),
        D(1, ["party"], red=True, auction=auc(1), bias="trump", want={"party": False}),
        D(
            2,
            ["40-100"],
            trump="D",
            auction=auc(2),
            bias="hundred",
            force=["KT", "QT"],
            want={"40-100": True},
        ),
        D(0, ["party"], trump="C", auction=auc(0), fold=True),
        D(1, ["durchmarsch"], trump="S", auction=auc(1), bias="durch", want={"durchmarsch": False}),
        D(2, ["ulti"], trump="D", auction=auc(2), bias="trump", force=["7T"], want={"ulti": False}),
        D(0, ["rebetli"], nt=True, auction=auc(0), bias="betli", want={"rebetli": True}),
        D(1, ["party"], trump="C", auction=auc(1), bias="trump", want={"party": True}),
    ],
    "Ten deals on a score sheet; the recorder adds wrong in deal 8 and carries the slip.",
    bad={8: ("total", 1, 10)},
)

# 08 bid out of turn (a pass), payments + totals
F_(
    "08-pass-out-of-turn.json",
    808,
    "payments+totals",
    [
        D(0, ["party"], trump="D", auction=auc(0), bias="trump", want={"party": True}),
        D(1, ["ulti"], trump="S", auction=auc(1), bias="trump", force=["7T"], want={"ulti": True}),
        D(2, ["betli"], nt=True, auction=auc(2), bias="betli", want={"betli": True}),
        D(
            0,
            ["40-100"],
            trump="C",
            auction=auc(0),
            bias="hundred",
            force=["KT", "QT"],
            want={"40-100": True},
        ),
        D(1, ["party"], red=True, auction=auc(1), bias="trump", want={"party": True}),
        D(2, ["ulti"], trump="C", auction=auc(2), bias="trump", force=["7T"], want={"ulti": False}),
        D(0, ["party"], trump="S", auction=auc(0), bias="trump", want={"party": False}),
        D(
            1,
            ["ulti"],
            trump="D",
            auction=[
                (0, P),
                (2, "pass", "oot"),
                (0, "pass"),
                (1, None),
                (2, "pass"),
                (0, "pass"),
                (1, "pass"),
            ],
            bias="trump",
            force=["7T"],
            want={"ulti": True},
        ),
    ],
    "Eight deals; in the last deal the dealer passes before the middle hand has spoken.",
)

# 09 clean, no-trump games
F_(
    "09-clean-no-trump-games.json",
    909,
    "payments",
    [
        D(0, ["betli"], nt=True, auction=auc(0), bias="betli", want={"betli": True}),
        D(1, ["rebetli"], nt=True, auction=auc(1, first=P), bias="betli", want={"rebetli": True}),
        D(
            2,
            ["open-betli"],
            nt=True,
            auction=auc(2, "fight", mid=B),
            bias="betli",
            want={"open-betli": True},
        ),
        D(0, ["durchmarsch"], nt=True, auction=auc(0), bias="ntdurch", want={"durchmarsch": True}),
        D(1, ["party"], trump="C", auction=auc(1), bias="trump", want={"party": True}),
        D(
            2,
            ["redurchmarsch"],
            nt=True,
            auction=auc(2),
            bias="ntdurch",
            contra=[(1, "redurchmarsch", 2)],
            want={"redurchmarsch": True},
        ),
        D(0, ["open-durchmarsch"], nt=True, auction=auc(0), bias="ntdurch", want={"open-durchmarsch": True}),
        D(
            1,
            ["betli"],
            nt=True,
            auction=auc(1),
            bias="betli",
            contra=[(2, "betli", 2), (0, "betli", 4)],
            want={"betli": True},
        ),
        D(2, ["rebetli"], nt=True, auction=auc(2), bias="betli", want={"rebetli": False}),
        D(
            0,
            ["open-betli"],
            nt=True,
            auction=auc(0, "self", first=B),
            bias="betli",
            want={"open-betli": False},
        ),
    ],
    "Ten deals, mostly without trumps: betli, rebetli, open betli, durchmarsch, redurchmarsch, open durchmarsch; contra between one defender and the declarer.",
)

# 10 two faults in different late deals, score sheet
F_(
    "10-two-faults-sheet.json",
    1010,
    "scores+totals",
    [
        D(0, ["party"], trump="C", auction=auc(0), bias="trump", want={"party": True}),
        D(1, ["betli"], nt=True, auction=auc(1), bias="betli", want={"betli": True}),
        D(2, ["ulti"], trump="S", auction=auc(2), bias="trump", force=["7T"], want={"ulti": True}),
        D(0, ["party"], red=True, auction=auc(0), bias="trump", want={"party": True}),
        D(
            1,
            ["40-100"],
            trump="D",
            auction=auc(1),
            bias="hundred",
            force=["KT", "QT"],
            want={"40-100": True},
        ),
        D(2, ["party"], trump="C", auction=auc(2), fold=True),
        D(0, ["rebetli"], nt=True, auction=auc(0), bias="betli", want={"rebetli": True}),
        D(1, ["ulti"], trump="S", auction=auc(1), bias="trump", force=["7T"], want={"ulti": False}),
        D(2, ["durchmarsch"], trump="D", auction=auc(2), bias="durch", want={"durchmarsch": True}),
        D(
            0,
            ["party"],
            trump="S",
            auction=auc(0),
            bias="trump",
            fault_play=dict(kind="no_trump", trick=5, role="def"),
        ),
        D(1, ["party"], trump="C", auction=auc(1), bias="trump", want={"party": True}),
        D(
            2,
            ["betli"],
            nt=True,
            auction=auc(2),
            bias="betli",
            fault_play=dict(kind="revoke", trick=4, role="decl"),
        ),
    ],
    "Twelve deals on a score sheet; a failure to trump in deal 9 and a revoke by the betli player in deal 11.",
)

# 11 clean, silent bonuses, session carried in
F_(
    "11-clean-silent-bonuses.json",
    1111,
    "payments+totals",
    [
        D(
            0,
            ["party"],
            trump="S",
            auction=auc(0),
            bias="hundred",
            want={"party": True},
            want_silent="silent-100",
        ),
        D(
            1,
            ["party"],
            trump="C",
            auction=auc(1),
            bias="trump",
            force=["7T"],
            want_silent="silent-ulti",
            want_silent_who="decl",
        ),
        D(2, ["party"], trump="D", auction=auc(2), bias="durch", want_silent="silent-durchmarsch"),
        D(
            0,
            ["40-100"],
            trump="C",
            auction=auc(0),
            bias="hundred",
            force=["KT", "QT"],
            want_silent="silent-ulti",
            want_silent_who="decl",
        ),
        D(
            1,
            ["party"],
            red=True,
            auction=auc(1),
            bias="hundred",
            want={"party": True},
            want_silent="silent-100",
        ),
        D(
            2,
            ["party"],
            trump="S",
            auction=auc(2),
            bias="none",
            want_silent="silent-ulti",
            want_silent_who="def",
        ),
        D(
            0,
            ["party"],
            trump="D",
            auction=auc(0),
            bias="trump",
            force_def=["7T", "8T"],
            keep7=True,
            no_draw=True,
            want_silent="silent-ulti",
            want_silent_who="def",
            want_silent_ok=False,
        ),
        D(
            1,
            ["ulti"],
            trump="S",
            auction=auc(1),
            bias="hundred",
            force=["7T"],
            want={"ulti": True},
            want_silent="silent-100",
        ),
        D(
            2,
            ["durchmarsch"],
            trump="C",
            auction=auc(2),
            bias="durch",
            force=["7T"],
            want={"durchmarsch": True},
            want_silent="silent-ulti",
            want_silent_who="decl",
        ),
        D(0, ["party"], trump="S", auction=auc(0), bias="trump", want={"party": True}, want_silent="none"),
    ],
    "Ten deals continuing an evening (start totals carried in): silent 100, silent ulti (won and lost), silent durchmarsch.",
    start=[14, -9, -5],
)

# 12 wrong score on the sheet
F_(
    "12-wrong-score.json",
    1212,
    "scores+totals",
    [
        D(2, ["party"], trump="D", auction=auc(2), bias="trump", want={"party": True}),
        D(0, ["ulti"], trump="C", auction=auc(0), bias="trump", force=["7T"], want={"ulti": True}),
        D(1, ["betli"], nt=True, auction=auc(1), bias="betli", want={"betli": False}),
        D(
            2,
            ["40-100", "ulti"],
            trump="S",
            auction=auc(2),
            bias="hundred",
            force=["KT", "QT", "7T"],
            want={"40-100": True, "ulti": False},
        ),
        D(0, ["party"], red=True, auction=auc(0), bias="trump", want={"party": True}),
        D(1, ["20-100"], trump="C", auction=auc(1), bias="hundred", want={"20-100": False}),
        D(
            2,
            ["party"],
            trump="S",
            auction=auc(2),
            bias="trump",
            contra=[(1, "party", 2), (0, "party", 4)],
            want={"party": True},
            want_silent="none",
        ),
        D(0, ["betli"], nt=True, auction=auc(0), bias="betli", want={"betli": True}),
        D(1, ["ulti"], red=True, auction=auc(1), bias="trump", force=["7T"], want={"ulti": True}),
    ],
    "Nine deals on a score sheet; in deal 7 the declarer's score is written wrong and carried into the total.",
    bad={7: ("score", 0, 5)},
)

# 13 clean, red contracts and combinations
F_(
    "13-clean-red-combos.json",
    1313,
    "payments",
    [
        D(0, ["party"], red=True, auction=auc(0), bias="trump", want={"party": True}),
        D(1, ["ulti"], red=True, auction=auc(1), bias="trump", force=["7T"], want={"ulti": True}),
        D(2, ["40-100"], red=True, auction=auc(2), bias="hundred", force=["KT", "QT"], want={"40-100": True}),
        D(0, ["20-100"], red=True, auction=auc(0), bias="hundred", want={"20-100": True}),
        D(1, ["durchmarsch"], red=True, auction=auc(1), bias="durch", want={"durchmarsch": True}),
        D(
            2,
            ["40-100", "ulti", "durchmarsch"],
            trump="C",
            auction=auc(2, "fight", mid=U),
            bias="durch",
            force=["KT", "QT", "7T"],
            want={"durchmarsch": True, "ulti": True, "40-100": True},
        ),
        D(
            0,
            ["40-100", "ulti"],
            red=True,
            auction=auc(0),
            bias="hundred",
            force=["KT", "QT", "7T"],
            want={"40-100": True, "ulti": False},
        ),
        D(
            1,
            ["ulti", "durchmarsch"],
            trump="D",
            auction=auc(1),
            bias="durch",
            force=["7T"],
            want={"durchmarsch": False, "ulti": True},
        ),
        D(2, ["open-durchmarsch"], trump="S", auction=auc(2), bias="durch", want={"open-durchmarsch": True}),
        D(
            0,
            ["ulti"],
            red=True,
            auction=auc(0),
            bias="trump",
            force=["7T"],
            contra=[(1, "ulti", 2)],
            want={"ulti": False},
        ),
        D(
            1,
            ["20-100", "durchmarsch"],
            trump="S",
            auction=auc(1),
            bias="durch",
            want={"20-100": True, "durchmarsch": True},
        ),
    ],
    "Eleven deals with red contracts and combinations (40-100 + ulti + durchmarsch, ulti + durchmarsch, 20-100 + durchmarsch, open durchmarsch with trumps).",
)

# 14 a bid out of turn (take, discard, bid) and a failure to overtake
F_(
    "14-bid-out-of-turn-and-overtake.json",
    1414,
    "payments+totals",
    [
        D(0, ["party"], trump="C", auction=auc(0), bias="trump", want={"party": True}),
        D(1, ["betli"], nt=True, auction=auc(1), bias="betli", want={"betli": True}),
        D(2, ["ulti"], trump="D", auction=auc(2), bias="trump", force=["7T"], want={"ulti": True}),
        D(0, ["party"], red=True, auction=auc(0), bias="trump", want={"party": True}),
        D(
            1,
            ["40-100"],
            trump="S",
            auction=auc(1),
            bias="hundred",
            force=["KT", "QT"],
            want={"40-100": True},
        ),
        D(2, ["party"], trump="D", auction=auc(2), fold=True),
        D(
            0,
            ["ulti"],
            trump="C",
            auction=auc(0),
            bias="trump",
            force=["7T"],
            fault_play=dict(kind="no_overtake", trick=6, role="def"),
        ),
        D(1, ["party"], trump="S", auction=auc(1), bias="trump", want={"party": True}),
        D(
            2,
            ["betli"],
            nt=True,
            auction=[(0, P), (2, None, "oot"), (0, "pass"), (1, "pass"), (2, "pass")],
            bias="betli",
            want={"betli": True},
        ),
    ],
    "Nine deals; a failure to overtake in deal 6, and in deal 8 the dealer takes the talon and bids betli before the middle hand has spoken.",
)


def main():
    lines = ["# ulti-long: computed figures per deal (written by _gen.py)", ""]
    allexp = {}
    for name, seed, record, deals, title, start, bad, preset in FILES:
        exp, summ = build_file(name, seed, deals, record, start=start, title=title, preset=preset, bad=bad)
        allexp[name] = exp
        lines.append(f"## {name}")
        lines.append("")
        lines.append(f"{title} Record: {record}." + (f" Start totals {start}." if start else ""))
        lines.append("")
        lines.append(f"Expected violations: {exp if exp else '[] (clean)'}")
        lines.append("")
        lines.append(
            "| deal | dealer | decl | bid | red | trump | contra | outcome | net | totals | faults |"
        )
        lines.append("|---|---|---|---|---|---|---|---|---|---|---|")
        for s in summ:
            o = dict(s["outcome"])
            o.pop("tricks", None)
            lines.append(
                f"| {s['deal']} | {s['dealer']} | {s['declarer']} | {'+'.join(s['bid'])} | {s['red']} | {s['trump']} | {s['contra'] or ''} | "
                f"{json.dumps(o, ensure_ascii=False)} | {s['net']} | {s['totals']} | {s['viol'] or ''} |"
            )
        lines.append("")
    (HERE / "EXPECTED-figures.md").write_text("\n".join(lines) + "\n")
    (HERE / "_expected_violations.txt").write_text(json.dumps(allexp, indent=1) + "\n")
    for k, v in allexp.items():
        print(k, v)


if __name__ == "__main__":
    main()
