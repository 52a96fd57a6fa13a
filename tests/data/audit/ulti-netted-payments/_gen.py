"""Blind generator for the ulti-netted-payments audit round.

Written from the Japanese source (003_bb2f67de7752728b.txt) and the format spec only; it does not
import the engine.  Run:  python _gen.py [SEED]   (writes NN-*.json and EXPECTED.md beside itself).

Rules used (source quotes in EXPECTED.md):
  * 32 cards, seat after the dealer gets 12, discards 2 and bids first; the declarer leads trick 1.
  * follow suit, else trump, and within that beat the winning card if possible.
  * card points with trumps: A and 10 are 10 each, last trick 10; the declarer's discard counts for
    the defenders; marriages 40 (trump) / 20 announced with the first card, not in 100 or
    durchmarsch games.
  * goals: party 1, ulti 4 (+4 penalty on failure, red doubled, contra not), 40-100 4, 20-100 8,
    durchmarsch 6, betli 5, rebetli 10; red doubles.
  * silent bonuses (not in betli): silent ulti 2 (trump 7 loses the last trick: that player pays 4
    to each of the other two), silent 100 2 (replaces the party's points), silent durchmarsch 3
    (separate from the party, the option default).
  * contra/recontra double a goal between the declarer and both defenders with trumps, only between
    the declarer and the defender who said it without trumps.
  * each goal and bonus settled separately, declarer against each defender.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "HDSC"
RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7"]
TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]
PLAIN_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]
PLAYERS = ["Anna", "Béla", "Csilla"]
VALUES = {
    "party": 1,
    "ulti": 4,
    "40-100": 4,
    "20-100": 8,
    "durchmarsch": 6,
    "betli": 5,
    "rebetli": 10,
}
DECK = [r + s for s in SUITS for r in RANKS]


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c, trump):
    order = TRUMP_ORDER if trump is not None else PLAIN_ORDER
    return 8 - order.index(rank(c))


def winner_of(trick, trump):
    """trick: list of (seat, card); returns index into trick of the winning card."""
    led = suit(trick[0][1])
    best = 0
    for i in range(1, len(trick)):
        c, b = trick[i][1], trick[best][1]
        if trump is not None and suit(c) == trump:
            if suit(b) != trump or strength(c, trump) > strength(b, trump):
                best = i
        elif suit(c) == led and suit(b) == led and strength(c, trump) > strength(b, trump):
            best = i
    return best


def beats(c, b, led, trump):
    if trump is not None and suit(c) == trump:
        return suit(b) != trump or strength(c, trump) > strength(b, trump)
    if suit(c) == led and suit(b) == led:
        return strength(c, trump) > strength(b, trump)
    return False


def legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    win = trick[winner_of(trick, trump)][1]
    same = [c for c in hand if suit(c) == led]
    if same:
        if trump is not None and suit(win) == trump and led != trump:
            return same
        up = [c for c in same if beats(c, win, led, trump)]
        return up or same
    if trump is not None:
        tr = [c for c in hand if suit(c) == trump]
        if tr:
            up = [c for c in tr if beats(c, win, led, trump)]
            return up or tr
    return list(hand)


def pts(c):
    return 10 if rank(c) in ("A", "10") else 0


def marriages(hand, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    return sorted(out, reverse=True)


class Deal:
    """One deal as specified: contract, contra, what outcome we want, shape and fault."""

    def __init__(self, **kw):
        self.bid = kw["bid"]  # list of goals
        self.red = kw.get("red", False)
        self.trump = kw.get("trump")  # suit for a non-red trump game
        self.contra = kw.get("contra", [])  # [(defender offset 1|2, goal, level)]
        self.want = kw.get("want", lambda o: True)
        self.bias = kw.get("bias", [])
        self.avoid_pairs = kw.get("avoid_pairs", False)
        self.auction = kw.get("auction", "simple")
        self.fold = kw.get("fold", False)
        self.shape = kw.get("shape", "goal")
        self.fault = kw.get("fault")  # dict or None
        self.revoke = kw.get("revoke")  # (defender offset, trick index) or None
        self.keep7 = kw.get("keep7", False)  # declarer keeps the trump 7 (silent ulti attempt)
        self.def_keep7 = kw.get("def_keep7", False)
        self.desc = kw.get("desc", "")


def no_trump_game(goals):
    return any(g in ("betli", "rebetli", "open-betli") for g in goals)


def play(hands, decl, trump, d, rng, revoke):
    """hands: dict seat -> 10 cards. Returns list of tricks [(leader, [(seat, card)], winner)]
    and revoke_at (trick, pos) if a revoke was played."""
    hands = {s: list(h) for s, h in hands.items()}
    leader = decl
    tricks = []
    revoked = None
    betli = no_trump_game(d.bid)
    ulti_bid = "ulti" in d.bid
    for t in range(10):
        trick = []
        for k in range(3):
            s = (leader + k) % 3
            h = hands[s]
            lg = legal(h, trick, trump)
            if revoke and revoked is None and t == revoke[1] and s == (decl + revoke[0]) % 3 and trick:
                led = suit(trick[0][1])
                if any(suit(c) == led for c in h):
                    off = [c for c in h if suit(c) != led and (trump is None or suit(c) != trump)]
                    off = off or [c for c in h if suit(c) != led]
                    if off:
                        c = rng.choice(off)
                        h.remove(c)
                        trick.append((s, c))
                        revoked = (t, k)
                        continue
            seven = ("7" + trump) if trump else None
            if s == decl:
                if seven and (ulti_bid or d.keep7) and len(lg) > 1 and seven in lg:
                    lg = [c for c in lg if c != seven]
                if betli:
                    if trick:
                        win = trick[winner_of(trick, trump)][1]
                        led = suit(trick[0][1])
                        under = [c for c in lg if not beats(c, win, led, trump)]
                        pool = under or lg
                        c = (
                            max(pool, key=lambda x: strength(x, trump))
                            if under
                            else min(pool, key=lambda x: strength(x, trump))
                        )
                    else:
                        c = min(lg, key=lambda x: strength(x, trump))
                else:
                    if rng.random() < 0.8:
                        if trick:
                            win = trick[winner_of(trick, trump)][1]
                            led = suit(trick[0][1])
                            up = [c for c in lg if beats(c, win, led, trump)]
                            if up:
                                c = min(up, key=lambda x: strength(x, trump))
                            else:
                                c = min(lg, key=lambda x: (pts(x), strength(x, trump)))
                        else:
                            c = max(lg, key=lambda x: (suit(x) == trump, strength(x, trump)))
                    else:
                        c = rng.choice(lg)
            else:
                if seven and seven in lg and len(lg) > 1 and d.def_keep7:
                    lg = [c for c in lg if c != seven]
                elif seven and seven in lg and not d.def_keep7:
                    lg = [seven]
                c = rng.choice(lg)
            h.remove(c)
            trick.append((s, c))
        w = trick[winner_of(trick, trump)][0]
        tricks.append((leader, trick, w))
        leader = w
    return tricks, revoked


def outcome(d, decl, trump, hands10, talon, tricks):
    o = {}
    defs = [(decl + 1) % 3, (decl + 2) % 3]
    o["tricks"] = {s: sum(1 for t in tricks if t[2] == s) for s in range(3)}
    cp = {s: 0 for s in range(3)}
    if trump is not None:
        for i, (_, tr, w) in enumerate(tricks):
            cp[w] += sum(pts(c) for _, c in tr)
            if i == 9:
                cp[w] += 10
    o["card_points"] = cp
    o["talon_points"] = sum(pts(c) for c in talon) if trump is not None else 0
    hundred = any(g in ("40-100", "20-100") for g in d.bid)
    dm = any(g in ("durchmarsch",) for g in d.bid)
    decl_marr = marriages(hands10[decl], trump) if trump else []
    mar = {s: (marriages(hands10[s], trump) if trump and not hundred and not dm else []) for s in range(3)}
    o["marriages"] = mar
    o["decl_total"] = cp[decl] + sum(mar[decl])
    o["def_total"] = cp[defs[0]] + cp[defs[1]] + o["talon_points"] + sum(mar[defs[0]]) + sum(mar[defs[1]])
    o["all"] = o["tricks"][decl] == 10
    o["none"] = o["tricks"][decl] == 0
    last = tricks[9]
    seven = ("7" + trump) if trump else None
    o["last7"] = None
    if seven:
        for s, c in last[1]:
            if c == seven:
                o["last7"] = (s, last[2] == s)
    o["decl_has_trump_pair"] = bool(trump) and ("K" + trump in hands10[decl] and "Q" + trump in hands10[decl])
    o["decl_pair_marriages"] = decl_marr
    return o


def settle(d, decl, o, contra_rule="source"):
    """Items (reason, payer, payee, amount, note)."""
    defs = [(decl + 1) % 3, (decl + 2) % 3]
    mult = 2 if d.red else 1
    goals = list(d.bid)
    party = all(g in ("party", "ulti") for g in goals)
    eff = []
    if party and "party" not in goals:
        eff.append("party")
    eff += goals
    betli = no_trump_game(goals)
    top = {}
    said = set()
    for off, g, lev in d.contra:
        top[g] = max(top.get(g, 1), lev)
        if off != 0:
            said.add(((decl + off) % 3, g))

    def level(defender, g):
        lv = top.get(g, 1)
        if betli and contra_rule == "source":
            return lv if (defender, g) in said else 1
        if not betli and contra_rule == "one":
            return lv if (defender, g) in said else 1
        return lv

    items = []
    succ = {}
    silent100 = (
        not betli and party and o["decl_total"] >= 100 and not any(g in ("40-100", "20-100") for g in goals)
    )
    for g in eff:
        if g == "party":
            ok = o["decl_total"] > o["def_total"] and o["tricks"][decl] >= 1
        elif g == "ulti":
            ok = o["last7"] is not None and o["last7"] == (decl, True)
        elif g == "40-100":
            ok = o["decl_has_trump_pair"] and o["card_points"][decl] + 40 >= 100
        elif g == "20-100":
            ok = o["card_points"][decl] + 20 >= 100  # not used
        elif g == "durchmarsch":
            ok = o["all"]
        elif g in ("betli", "rebetli"):
            ok = o["none"]
        else:
            raise ValueError(g)
        succ[g] = ok
        if g == "party" and silent100:
            continue
        for i in defs:
            amt = VALUES[g] * mult * level(i, g)
            if ok:
                items.append((g, i, decl, amt))
            else:
                items.append((g, decl, i, amt))
        if g == "ulti" and not ok:
            for i in defs:
                items.append(("ulti-penalty", decl, i, 4 * mult))
    silent = []
    if not betli:
        if silent100:
            silent.append("silent-100")
            for i in defs:
                items.append(("silent-100", i, decl, 2 * mult))
        if "ulti" not in goals and o["last7"] is not None:
            s, won = o["last7"]
            if won:
                silent.append("silent-ulti")
                if s == decl:
                    for i in defs:
                        items.append(("silent-ulti", i, decl, 2 * mult))
                else:
                    for i in defs:
                        items.append(("silent-ulti", decl, i, 2 * mult))
            else:
                silent.append("silent-ulti-failed")
                for x in range(3):
                    if x != s:
                        items.append(("ulti-penalty", s, x, 4 * mult))
        if "durchmarsch" not in goals and o["all"]:
            silent.append("silent-durchmarsch")
            for i in defs:
                items.append(("silent-durchmarsch", i, decl, 3 * mult))
    return items, succ, silent


def net_items(items, decl):
    defs = [(decl + 1) % 3, (decl + 2) % 3]
    out = []
    for a, b in [(decl, defs[0]), (decl, defs[1]), (defs[0], defs[1])]:
        n = 0  # positive: b pays a
        for _, p, q, amt in items:
            if p == b and q == a:
                n += amt
            elif p == a and q == b:
                n -= amt
        if n > 0:
            out.append((None, b, a, n))
        elif n < 0:
            out.append((None, a, b, -n))
    return out


def build_deal(d, dealer, rng, tries=40000):
    f = (dealer + 1) % 3
    decl = f if d.auction == "simple" else (f + 1) % 3
    trump = "H" if d.red else d.trump
    if no_trump_game(d.bid):
        trump = None
    for _ in range(tries):
        deck = DECK[:]
        rng.shuffle(deck)
        if d.bias and d.auction == "simple":
            rest = [c for c in deck if c not in d.bias]
            deck = list(d.bias) + rest[: 12 - len(d.bias)] + rest[12 - len(d.bias) :]
            first = deck[:12]
            rng.shuffle(first)
            deck = first + deck[12:]
        hands = {f: deck[:12], (f + 1) % 3: deck[12:22], (f + 2) % 3: deck[22:32]}
        dealt = {s: list(h) for s, h in hands.items()}
        events = []
        # auction
        if d.auction == "simple":
            h = hands[f]
            disc = choose_discard(h, trump, d)
            for c in disc:
                h.remove(c)
            talon = disc
            events.append({"type": "discard", "seat": f, "cards": disc})
            events.append({"type": "bid", "seat": f, "bid": {"goals": d.bid, "red": d.red}})
            events.append({"type": "bid", "seat": (f + 1) % 3, "bid": "pass"})
            events.append({"type": "bid", "seat": (f + 2) % 3, "bid": "pass"})
            events.append({"type": "bid", "seat": f, "bid": "pass"})
        else:
            h = hands[f]
            disc = sorted(h, key=lambda x: (pts(x), strength(x, "H")))[:2]
            for c in disc:
                h.remove(c)
            events.append({"type": "discard", "seat": f, "cards": disc})
            events.append({"type": "bid", "seat": f, "bid": {"goals": ["party"], "red": False}})
            h2 = hands[decl]
            h2 += disc
            events.append({"type": "take", "seat": decl, "cards": list(disc)})
            disc2 = choose_discard(h2, trump, d)
            for c in disc2:
                h2.remove(c)
            talon = disc2
            events.append({"type": "discard", "seat": decl, "cards": disc2})
            events.append({"type": "bid", "seat": decl, "bid": {"goals": d.bid, "red": d.red}})
            events.append({"type": "bid", "seat": (decl + 1) % 3, "bid": "pass"})
            events.append({"type": "bid", "seat": (decl + 2) % 3, "bid": "pass"})
            events.append({"type": "bid", "seat": decl, "bid": "pass"})
        if d.avoid_pairs and trump and marriages(hands[decl], trump):
            continue
        if "ulti" in d.bid and ("7" + trump) not in hands[decl]:
            continue
        if "40-100" in d.bid and not ("K" + trump in hands[decl] and "Q" + trump in hands[decl]):
            continue
        if trump and not d.red:
            events.append({"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]})
        if d.fold:
            events.append({"type": "call", "seat": decl, "call": "fold"})
            items = [("fold", decl, i, 2) for i in ((decl + 1) % 3, (decl + 2) % 3)]
            info = {
                "decl": decl,
                "trump": trump,
                "talon": talon,
                "tricks": None,
                "o": None,
                "succ": {},
                "silent": [],
            }
            return dealt, events, items, info, None
        tricks, revoked = play(hands, decl, trump, d, rng, d.revoke)
        if d.revoke and revoked is None:
            continue
        o = outcome(d, decl, trump, hands, talon, tricks)
        defs = [(decl + 1) % 3, (decl + 2) % 3]
        if trump:
            # keep away from readings the source leaves open
            if o["def_total"] >= 100 and not any(g in ("40-100",) for g in d.bid):
                continue
            if o["tricks"][defs[0]] + o["tricks"][defs[1]] == 10:
                continue
            if o["last7"] and o["last7"][0] != decl and o["last7"][1]:
                continue  # a defender's silent ulti won: not in this round
            if d.red and o["last7"] and "ulti" not in d.bid:
                continue
            if o["all"] and o["decl_total"] >= 100:
                continue
            # a side with marriages but no trick: left out
            if (sum(o["marriages"][defs[0]]) + sum(o["marriages"][defs[1]])) and (
                o["tricks"][defs[0]] + o["tricks"][defs[1]] == 0
            ):
                continue
        items, succ, silent = settle(d, decl, o)
        if not d.want(dict(o, succ=succ, silent=silent, decl=decl)):
            continue
        # events: plays with declarations and doubles
        first_played = set()
        contra_by = {(decl + off) % 3: (g, lev) for off, g, lev in d.contra if lev == 2}
        recontra = [(g, lev) for off, g, lev in d.contra if lev == 4]
        play_idx = []
        for t, (_leader, tr, _w) in enumerate(tricks):
            for s, c in tr:
                if t == 0 and s not in first_played:
                    first_played.add(s)
                    if o["marriages"][s]:
                        events.append(
                            {
                                "type": "declare",
                                "seat": s,
                                "items": [{"kind": "marriage", "points": p} for p in o["marriages"][s]],
                            }
                        )
                    if s in contra_by:
                        g, lev = contra_by[s]
                        events.append({"type": "double", "seat": s, "target": g, "level": 2})
                play_idx.append(len(events))
                events.append({"type": "play", "seat": s, "card": c})
            if t == 0:
                for g, _lev in recontra:
                    events.append({"type": "double", "seat": decl, "target": g, "level": 4})
        info = {
            "decl": decl,
            "trump": trump,
            "talon": talon,
            "tricks": tricks,
            "o": o,
            "succ": succ,
            "silent": silent,
            "play_idx": play_idx,
        }
        rev_ev = None
        if revoked:
            rev_ev = play_idx[revoked[0] * 3 + revoked[1]]
        return dealt, events, items, info, rev_ev
    raise RuntimeError("no deal found for " + d.desc)


def choose_discard(h, trump, d):
    if no_trump_game(d.bid):
        return sorted(h, key=lambda x: -strength(x, None))[:2]
    keep = set()
    if trump:
        keep |= {c for c in h if suit(c) == trump}
    cand = [c for c in h if c not in keep and pts(c) == 0 and rank(c) not in ("K", "Q")]
    if len(cand) < 2:
        cand = [c for c in h if c not in keep and pts(c) == 0]
    if len(cand) < 2:
        cand = [c for c in h if c not in keep]
    cand.sort(key=lambda x: strength(x, trump))
    return cand[:2]


def shape_payments(d, decl, items, rng):
    if d.shape == "net":
        return [(None, p, q, a) for _, p, q, a in net_items(items, decl)]
    if d.shape == "goal":
        return list(items)
    if d.shape == "goal_noreason":
        return [(None, p, q, a) for _, p, q, a in items]
    if d.shape == "shuffled":
        out = list(items)
        rng.shuffle(out)
        return [(r if rng.random() < 0.5 else None, p, q, a) for r, p, q, a in out]
    raise ValueError(d.shape)


def pay_event(r, p, q, a):
    e = {"type": "payment", "from": p, "to": q, "amount": a}
    if r is not None:
        e["reason"] = r
    return e


# ---------------------------------------------------------------- deal specs


def ok_all(o):
    return all(o["succ"].values())


def spec(name, **kw):
    kw["desc"] = name
    return kw


def make_specs():
    """Per file: list of deal spec dicts."""
    nr = ["D", "S", "C"]
    F = {}
    F["01-clean-per-goal-reasons"] = [
        spec(
            "ulti won after a take",
            bid=["ulti"],
            trump="S",
            auction="take",
            want=lambda o: o["succ"]["ulti"] and not o["silent"],
            shape="goal",
        ),
        spec(
            "betli won",
            bid=["betli"],
            want=lambda o: o["succ"]["betli"],
            shape="goal",
            bias=["7D", "8D", "7S", "8S", "7C", "8C", "7H", "8H", "9C", "9S"],
        ),
        spec(
            "red party with silent 100",
            bid=["party"],
            red=True,
            bias=["KH", "QH", "AH", "10H", "AS", "10S", "JH", "9H"],
            want=lambda o: o["silent"] == ["silent-100"],
            shape="goal",
        ),
        spec("fold", bid=["party"], trump="C", fold=True, shape="goal"),
    ]
    F["02-clean-netted"] = [
        spec(
            "40-100 contra recontra won",
            bid=["40-100"],
            trump="D",
            contra=[(1, "40-100", 2), (0, "40-100", 4)],
            bias=["KD", "QD", "AD", "10D", "JD", "AS", "AC", "10C"],
            want=lambda o: o["succ"]["40-100"] and not o["silent"],
            shape="net",
        ),
        spec(
            "party with silent ulti",
            bid=["party"],
            trump="C",
            keep7=True,
            bias=["7C", "AC", "10C", "KC", "JC", "9C", "AD"],
            want=lambda o: o["silent"] == ["silent-ulti"] and o["succ"]["party"],
            shape="net",
        ),
        spec(
            "betli contra by one defender",
            bid=["betli"],
            contra=[(2, "betli", 2)],
            bias=["7D", "8D", "7S", "8S", "7C", "8C", "7H", "8H", "9D", "9H"],
            want=lambda o: o["succ"]["betli"],
            shape="net",
        ),
        spec(
            "party silent durchmarsch",
            bid=["party"],
            trump="S",
            avoid_pairs=True,
            bias=["AS", "10S", "KS", "JS", "9S", "8S", "AD", "AC", "AH", "10D"],
            want=lambda o: o["silent"] == ["silent-durchmarsch"],
            shape="net",
        ),
    ]
    F["03-clean-mixed-order"] = [
        spec(
            "red ulti, party lost",
            bid=["ulti"],
            red=True,
            bias=["7H", "AH", "10H", "KH", "9H"],
            want=lambda o: o["succ"]["ulti"] and not o["succ"]["party"],
            shape="shuffled",
        ),
        spec(
            "party, defender loses the last trick with the trump 7",
            bid=["party"],
            trump="D",
            def_keep7=True,
            want=lambda o: o["silent"] == ["silent-ulti-failed"] and o["last7"][0] != o["decl"],
            shape="shuffled",
        ),
        spec("rebetli lost", bid=["rebetli"], want=lambda o: not o["succ"]["rebetli"], shape="goal_noreason"),
        spec(
            "ulti contra lost",
            bid=["ulti"],
            trump="C",
            contra=[(1, "ulti", 2)],
            bias=["7C", "AC", "KC"],
            want=lambda o: not o["succ"]["ulti"] and o["succ"]["party"] and not o["silent"],
            shape="shuffled",
        ),
    ]
    F["04-net-wrong-amount"] = [
        spec(
            "party won",
            bid=["party"],
            trump="D",
            want=lambda o: o["succ"]["party"] and not o["silent"],
            shape="net",
        ),
        spec(
            "ulti lost net",
            bid=["ulti"],
            trump="S",
            bias=["7S", "AS"],
            want=lambda o: not o["succ"]["ulti"] and not o["silent"],
            shape="net",
            fault={
                "kind": "amount",
                "pair": 1,
                "delta": -4,
                "why": "the ulti penalty (4) left out of one defender's net",
            },
        ),
        spec(
            "betli won",
            bid=["betli"],
            want=lambda o: o["succ"]["betli"],
            shape="net",
            bias=["7D", "8D", "7S", "8S", "7C", "8C", "7H", "9H", "9C", "9S"],
        ),
    ]
    F["05-net-wrong-direction"] = [
        spec(
            "red 40-100 lost",
            bid=["40-100"],
            red=True,
            bias=["KH", "QH", "AH"],
            want=lambda o: not o["succ"]["40-100"] and not o["silent"],
            shape="net",
            fault={"kind": "swap", "pair": 0, "why": "net paid the wrong way (defender to declarer)"},
        ),
        spec(
            "party won",
            bid=["party"],
            trump="C",
            want=lambda o: o["succ"]["party"] and not o["silent"],
            shape="net",
        ),
        spec("fold", bid=["party"], trump="S", fold=True, shape="net"),
    ]
    F["06-per-goal-wrong-direction"] = [
        spec(
            "ulti won party lost",
            bid=["ulti"],
            trump="D",
            bias=["7D", "AD"],
            want=lambda o: o["succ"]["ulti"] and not o["succ"]["party"] and not o["silent"],
            shape="goal",
            fault={
                "kind": "swap",
                "reason": "party",
                "which": 1,
                "why": "party payment recorded the wrong way",
            },
        ),
        spec("betli lost", bid=["betli"], want=lambda o: not o["succ"]["betli"], shape="goal"),
        spec(
            "party won",
            bid=["party"],
            trump="S",
            want=lambda o: o["succ"]["party"] and not o["silent"],
            shape="goal",
        ),
    ]
    F["07-missing-silent-100-per-goal"] = [
        spec(
            "party lost",
            bid=["party"],
            trump="C",
            want=lambda o: not o["succ"]["party"] and not o["silent"],
            shape="goal",
        ),
        spec(
            "party with silent 100",
            bid=["party"],
            trump="D",
            bias=["KD", "QD", "AD", "10D", "AS", "10S", "JD", "9D"],
            want=lambda o: o["silent"] == ["silent-100"],
            shape="goal",
            fault={
                "kind": "replace100",
                "why": "recorded as a plain party (1 each), the silent 100 (2, replacing the party) missing",
            },
        ),
        spec(
            "ulti won",
            bid=["ulti"],
            trump="S",
            bias=["7S", "AS", "10S"],
            want=lambda o: o["succ"]["ulti"] and not o["silent"],
            shape="goal",
        ),
    ]
    F["08-missing-silent-ulti-netted"] = [
        spec(
            "betli won",
            bid=["betli"],
            want=lambda o: o["succ"]["betli"],
            shape="net",
            bias=["7D", "8D", "7S", "8S", "7C", "8C", "7H", "8H", "9C", "9S"],
        ),
        spec(
            "party with silent ulti",
            bid=["party"],
            trump="S",
            keep7=True,
            bias=["7S", "AS", "10S", "KS", "JS", "9S", "AC"],
            want=lambda o: o["silent"] == ["silent-ulti"] and o["succ"]["party"],
            shape="net",
            fault={
                "kind": "drop",
                "reason": "silent-ulti",
                "why": "silent ulti (2 each) left out of both nets",
            },
        ),
        spec(
            "40-100 won",
            bid=["40-100"],
            trump="C",
            bias=["KC", "QC", "AC", "10C", "AD", "10D"],
            want=lambda o: o["succ"]["40-100"] and not o["silent"],
            shape="net",
        ),
    ]
    F["09-missing-silent-durchmarsch-netted"] = [
        spec(
            "red party silent durchmarsch",
            bid=["party"],
            red=True,
            avoid_pairs=True,
            bias=["AH", "10H", "KH", "JH", "9H", "8H", "AD", "AC", "AS", "10S"],
            want=lambda o: o["silent"] == ["silent-durchmarsch"],
            shape="net",
            fault={
                "kind": "drop",
                "reason": "silent-durchmarsch",
                "only": 1,
                "why": "red silent durchmarsch (6) left out of one defender's net",
            },
        ),
        spec(
            "ulti contra lost",
            bid=["ulti"],
            trump="D",
            contra=[(2, "ulti", 2)],
            bias=["7D", "AD"],
            want=lambda o: not o["succ"]["ulti"] and not o["silent"],
            shape="net",
        ),
        spec(
            "party lost",
            bid=["party"],
            trump="C",
            want=lambda o: not o["succ"]["party"] and not o["silent"],
            shape="net",
        ),
    ]
    F["10-revoke-and-wrong-payment"] = [
        spec(
            "party won",
            bid=["party"],
            trump="S",
            want=lambda o: o["succ"]["party"] and not o["silent"],
            shape="goal",
        ),
        spec(
            "ulti won with a defender revoke",
            bid=["ulti"],
            trump="C",
            bias=["7C", "AC", "10C", "KC", "AD", "AS"],
            revoke=(1, 3),
            want=lambda o: ok_all(o) and not o["silent"],
            shape="goal",
            fault={
                "kind": "amount",
                "reason": "ulti",
                "which": 0,
                "delta": -2,
                "why": "ulti paid as 2 instead of 4",
            },
        ),
        spec(
            "betli won",
            bid=["betli"],
            want=lambda o: o["succ"]["betli"],
            shape="goal",
            bias=["7D", "8D", "7S", "8S", "7C", "8C", "7H", "8H", "9C", "9D"],
        ),
    ]
    F["11-revoke-then-wrong-net"] = [
        spec(
            "40-100 won with a defender revoke",
            bid=["40-100"],
            trump="S",
            bias=["KS", "QS", "AS", "10S", "JS", "AD", "AC", "10C"],
            revoke=(2, 2),
            want=lambda o: ok_all(o) and not o["silent"],
            shape="net",
        ),
        spec(
            "red party lost",
            bid=["party"],
            red=True,
            want=lambda o: not o["succ"]["party"] and not o["silent"],
            shape="net",
            fault={"kind": "amount", "pair": 0, "delta": -1, "why": "red party net 1 instead of 2"},
        ),
        spec(
            "party won",
            bid=["party"],
            trump="D",
            want=lambda o: o["succ"]["party"] and not o["silent"],
            shape="net",
        ),
    ]
    F["12-two-faults-net"] = [
        spec(
            "party silent durchmarsch",
            bid=["party"],
            trump="C",
            avoid_pairs=True,
            bias=["AC", "10C", "KC", "JC", "9C", "8C", "AD", "AS", "AH", "10H"],
            want=lambda o: o["silent"] == ["silent-durchmarsch"],
            shape="net",
            fault={
                "kind": "amount",
                "pair": 0,
                "delta": 2,
                "why": "net 6 instead of 4 (durchmarsch counted as 5?)",
            },
        ),
        spec(
            "party, defender loses last trick with trump 7",
            bid=["party"],
            trump="S",
            def_keep7=True,
            want=lambda o: o["silent"] == ["silent-ulti-failed"] and o["last7"][0] != o["decl"],
            shape="net",
        ),
        spec(
            "betli contra lost",
            bid=["betli"],
            contra=[(1, "betli", 2)],
            want=lambda o: not o["succ"]["betli"],
            shape="net",
            fault={"kind": "swap", "pair": 0, "why": "contra'd betli lost, net paid the wrong way"},
        ),
    ]
    F["13-contra-one-defender-trumps"] = [
        spec(
            "40-100 contra lost",
            bid=["40-100"],
            trump="D",
            contra=[(1, "40-100", 2)],
            bias=["KD", "QD"],
            want=lambda o: not o["succ"]["40-100"] and not o["silent"],
            shape="goal",
            fault={
                "kind": "contra_one",
                "why": "the contra doubled only with the defender who said it (trump game: both)",
            },
        ),
        spec(
            "party won",
            bid=["party"],
            trump="C",
            want=lambda o: o["succ"]["party"] and not o["silent"],
            shape="goal_noreason",
        ),
        spec(
            "red ulti won",
            bid=["ulti"],
            red=True,
            bias=["7H", "AH", "10H"],
            want=lambda o: ok_all(o) and not o["silent"],
            shape="goal",
        ),
    ]
    F["14-betli-contra-both"] = [
        spec(
            "party, declarer loses the last trick with trump 7",
            bid=["party"],
            trump="D",
            keep7=True,
            bias=["7D", "AD"],
            want=lambda o: o["silent"] == ["silent-ulti-failed"] and o["last7"][0] == o["decl"],
            shape="shuffled",
        ),
        spec(
            "betli contra by one defender, lost",
            bid=["betli"],
            contra=[(2, "betli", 2)],
            want=lambda o: not o["succ"]["betli"],
            shape="goal",
            fault={
                "kind": "contra_both",
                "why": "the betli contra doubled with both defenders (no trumps: only the one who said it)",
            },
        ),
        spec(
            "durchmarsch won",
            bid=["durchmarsch"],
            trump="S",
            bias=["AS", "10S", "KS", "QS", "JS", "9S", "8S", "AD", "AC", "AH"],
            want=lambda o: o["succ"]["durchmarsch"] and not o["silent"],
            shape="net",
        ),
    ]
    _ = nr
    return F


def apply_fault(d, decl, items, rng):
    """Returns (recorded payment tuples, list of indices (within payments) expected wrong, note)."""
    f = d.fault
    defs = [(decl + 1) % 3, (decl + 2) % 3]
    if f is None:
        return shape_payments(d, decl, items, rng), []
    k = f["kind"]
    if k in ("contra_one", "contra_both"):
        return None, None  # handled by caller (needs settle with another rule)
    if k == "drop":
        only = f.get("only")
        kept = [
            it
            for it in items
            if not (
                it[0] == f["reason"] and (only is None or it[1] == defs[only - 1] or it[2] == defs[only - 1])
            )
        ]
        rec = shape_payments(d, decl, kept, rng)
        right = shape_payments(d, decl, items, rng) if d.shape == "net" else None
        if d.shape == "net":
            wrong = [i for i, (a, b) in enumerate(zip(rec, right, strict=False)) if a != b]
            return rec, wrong
        return rec, ["missing"]
    if k == "replace100":
        kept = []
        for it in items:
            if it[0] == "silent-100":
                kept.append(("party", it[1], it[2], it[3] // 2))
            else:
                kept.append(it)
        rec = shape_payments(d, decl, kept, rng)
        wrong = [i for i, it in enumerate(rec) if it[0] == "party"]
        return rec, wrong
    rec = shape_payments(d, decl, items, rng)
    if "pair" in f:
        # the pair'th netted payment between declarer and defender defs[pair] (or first)
        target = defs[f["pair"]]
        idx = [i for i, (_, p, q, _a) in enumerate(rec) if {p, q} == {decl, target}][0]
    else:
        idx = [i for i, (r, p, q, _a) in enumerate(rec) if r == f["reason"]][f["which"]]
    r, p, q, a = rec[idx]
    if k == "amount":
        rec[idx] = (r, p, q, a + f["delta"])
    elif k == "swap":
        rec[idx] = (r, q, p, a)
    return rec, [idx]


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 2026
    specs = make_specs()
    md = []
    for fname, dspecs in specs.items():
        rng = random.Random(f"{seed}-{fname}")
        deals = []
        expected = []
        dnotes = []
        for di, ds in enumerate(dspecs):
            d = Deal(**ds)
            dealer = di % 3
            dealt, events, items, info, rev_ev = build_deal(d, dealer, rng)
            decl = info["decl"]
            wrong_idx = []
            if d.fault and d.fault["kind"] in ("contra_one", "contra_both"):
                o = info["o"]
                wrong_items, _, _ = settle(
                    d, decl, o, contra_rule="one" if d.fault["kind"] == "contra_one" else "both"
                )
                rec = shape_payments(d, decl, wrong_items, rng)
                right = shape_payments(d, decl, items, rng)
                wrong_idx = [i for i, (a, b) in enumerate(zip(rec, right, strict=False)) if a != b]
            else:
                rec, wrong_idx = apply_fault(d, decl, items, rng)
            base = len(events)
            for r, p, q, a in rec:
                events.append(pay_event(r, p, q, a))
            deals.append({"dealer": dealer, "hands": [dealt[s] for s in range(3)], "events": events})
            exp = []
            if rev_ev is not None:
                exp.append((di, rev_ev, "revoke"))
            for w in wrong_idx:
                if w == "missing":
                    exp.append(
                        (di, len(events) - 1, "wrong_payment (missing payments; event index a guess: last)")
                    )
                else:
                    exp.append((di, base + w, "wrong_payment"))
            expected += exp
            dnotes.append(describe(di, d, dealer, info, items, rec, base, exp))
        doc = {
            "format": "trick-transcript/1",
            "game": "ulti",
            "rules": {"preset": "standard"},
            "players": PLAYERS,
            "meta": {"audit": "ulti-netted-payments", "file": fname},
            "deals": deals,
        }
        (HERE / f"{fname}.json").write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
        status = "violations" if expected else "clean"
        md.append(f"## {fname}.json: {status}\n")
        md.append("Expected: " + (", ".join(f"({a}, {b}, {c})" for a, b, c in expected) or "none") + "\n")
        md += dnotes
    head = (HERE / "_expected_head.md").read_text()
    (HERE / "EXPECTED.md").write_text(head + "\n" + "\n".join(md))


def describe(di, d, dealer, info, items, rec, base, exp):
    decl = info["decl"]
    L = [
        f"- deal {di}: dealer {dealer}, declarer {decl} ({PLAYERS[decl]}), bid {d.bid}"
        f"{' red' if d.red else ''}, trump {info['trump']}; {d.desc}; shape {d.shape}"
    ]
    if d.contra:
        L.append(f"  - doubles: {[(PLAYERS[(decl + off) % 3], g, lev) for off, g, lev in d.contra]}")
    if d.fold:
        L.append("  - declarer folds the plain party: pays 2 to each defender")
    o = info["o"]
    if o:
        L.append(
            f"  - discard {info['talon']} (defenders' points {o['talon_points']}); tricks {o['tricks']}; "
            f"card points {o['card_points']}; marriages {o['marriages']}; declarer total {o['decl_total']}, "
            f"defenders {o['def_total']}; last trick {[c for _, c in info['tricks'][9][1]]} won by "
            f"{info['tricks'][9][2]}"
        )
        L.append(f"  - goals: {info['succ']}; silent: {info['silent'] or 'none'}")
    L.append("  - settlement by the rules: " + "; ".join(f"{r}: {p}->{q} {a}" for r, p, q, a in items))
    nets = net_items(items, decl)
    L.append("  - net per pair: " + "; ".join(f"{p}->{q} {a}" for _, p, q, a in nets))
    L.append(
        "  - recorded: "
        + "; ".join(f"ev{base + i} {p}->{q} {a}{' ' + r if r else ''}" for i, (r, p, q, a) in enumerate(rec))
    )
    if d.fault:
        L.append(f"  - PLANTED: {d.fault['why']}")
    if exp:
        L.append(f"  - expected findings: {exp}")
    return "\n".join(L) + "\n"


if __name__ == "__main__":
    main()
