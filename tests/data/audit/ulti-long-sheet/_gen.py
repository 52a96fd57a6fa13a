"""Blind generator for the ulti-long-sheet audit round.

Written from the Japanese source (seeds/003) only: deal, auction with talon passing, play
(follow, trump, overtake), 20/40, contra, silent bonuses, scoring, bid table.  Each file is a long
session (8-12 deals) recorded as a score sheet: after every deal one `score` line per seat (the
seat's net for the deal) and one `total` per seat (running total).  Faults are planted by index.

Run: python _gen.py   (writes *.json here and _figures.md)
"""

from __future__ import annotations

import json
import random
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "HDSC"
TR_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps (all suits)
NT_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # without trumps
DECK = [r + s for s in SUITS for r in TR_ORDER]

# goal values (source main text)
VAL = {
    "party": 1,
    "ulti": 4,
    "40-100": 4,
    "20-100": 8,
    "durchmarsch": 6,
    "betli": 5,
    "rebetli": 10,
    "open-betli": 20,
    "redurchmarsch": 12,
    "open-durchmarsch": 24,
}
NOTRUMP_GOALS = {"betli", "rebetli", "open-betli"}


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def pts(c):
    return 10 if rank(c) in ("A", "10") else 0


class Ctx:
    def __init__(self, trump, goals, declarer, red):
        self.trump = trump  # suit or None
        self.goals = goals
        self.declarer = declarer
        self.red = red
        self.order = TR_ORDER if trump else NT_ORDER
        self.betli = bool(set(goals) & NOTRUMP_GOALS)
        self.keep7 = False

    def strength(self, c):
        return len(self.order) - self.order.index(rank(c))


def trick_winner(ctx, cards):
    """cards: list of (seat, card); returns index into cards of the winner."""
    led = suit(cards[0][1])
    best = 0
    for i in range(1, len(cards)):
        if beats(ctx, cards[i][1], cards[best][1], led):
            best = i
    return best


def beats(ctx, a, b, led):
    """does a beat b (b currently winning, led suit led)"""
    t = ctx.trump
    if t:
        if suit(a) == t and suit(b) != t:
            return True
        if suit(a) == t and suit(b) == t:
            return ctx.strength(a) > ctx.strength(b)
        if suit(b) == t:
            return False
    if suit(a) == suit(b):
        return ctx.strength(a) > ctx.strength(b)
    return False


def legal(ctx, hand, trick):
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    cur = trick[trick_winner(ctx, trick)][1]
    same = [c for c in hand if suit(c) == led]
    if same:
        higher = [c for c in same if beats(ctx, c, cur, led)]
        return higher or same
    if ctx.trump:
        trumps = [c for c in hand if suit(c) == ctx.trump]
        if trumps:
            higher = [c for c in trumps if beats(ctx, c, cur, led)]
            return higher or trumps
    return list(hand)


def low_key(ctx, c):
    return (pts(c), ctx.strength(c))


def choose(ctx, seat, hand, trick, tricks_left):
    lg = legal(ctx, hand, trick)
    t7 = "7" + ctx.trump if ctx.trump else None
    if seat == ctx.declarer and ("ulti" in ctx.goals or ctx.keep7) and t7 in lg and len(lg) > 1:
        lg = [c for c in lg if c != t7]
    if ctx.betli:
        return choose_betli(ctx, seat, lg, trick)
    decl = seat == ctx.declarer
    if not trick:
        aces = [c for c in lg if rank(c) == "A" and suit(c) != ctx.trump]
        if decl and not ctx.trump:
            return max(lg, key=ctx.strength)
        if decl:
            trumps = [c for c in lg if ctx.trump and suit(c) == ctx.trump]
            if trumps and len(trumps) >= 3:
                return max(trumps, key=ctx.strength)
            if aces:
                return aces[0]
            if trumps:
                return max(trumps, key=ctx.strength)
            return min(lg, key=lambda c: low_key(ctx, c))
        if aces:
            return aces[0]
        non_tr = [c for c in lg if suit(c) != ctx.trump]
        return min(non_tr or lg, key=lambda c: low_key(ctx, c))
    led = suit(trick[0][1])
    wi = trick_winner(ctx, trick)
    wseat, wcard = trick[wi]
    partner_winning = (not decl) and wseat != ctx.declarer
    last = len(trick) == 2
    if partner_winning and (last or wseat == trick[0][0] and False):
        # partner wins: smear points if the overtake rule lets us
        return max(lg, key=lambda c: (pts(c), -ctx.strength(c)))
    winners = [c for c in lg if beats(ctx, c, wcard, led)]
    if winners and not partner_winning:
        if last:
            return min(winners, key=ctx.strength)
        return max(winners, key=ctx.strength)
    return min(lg, key=lambda c: low_key(ctx, c))


def choose_betli(ctx, seat, lg, trick):
    decl = seat == ctx.declarer
    if decl:
        if not trick:
            return min(lg, key=ctx.strength)
        led = suit(trick[0][1])
        cur = trick[trick_winner(ctx, trick)][1]
        losers = [c for c in lg if not beats(ctx, c, cur, led)]
        if losers:
            return max(losers, key=ctx.strength)
        return min(lg, key=ctx.strength)
    if not trick:
        return min(lg, key=ctx.strength)
    led = suit(trick[0][1])
    wi = trick_winner(ctx, trick)
    wseat, cur = trick[wi]
    if wseat == ctx.declarer:
        losers = [c for c in lg if not beats(ctx, c, cur, led)]
        if losers:
            return max(losers, key=ctx.strength)
    return min(lg, key=ctx.strength)


def play_out(ctx, hands, override=None):
    """hands: dict seat->list (final 10 each). override: (trick_no, seat, kind).
    Returns plays [(seat, card)], tricks [(leader, [(seat,card)x3], winner)], fault_play_index or None."""
    hands = {s: list(h) for s, h in hands.items()}
    leader = ctx.declarer
    plays, tricks = [], []
    fault_at = None
    for tn in range(10):
        trick = []
        for k in range(3):
            s = (leader + k) % 3
            c = None
            if override and override[0] == tn and override[1] == s:
                c = fault_card(ctx, hands[s], trick, override[2])
                if c is None:
                    return None
                fault_at = len(plays)
            if c is None:
                c = choose(ctx, s, hands[s], trick, 10 - tn)
            hands[s].remove(c)
            trick.append((s, c))
            plays.append((s, c))
        w = trick[trick_winner(ctx, trick)][0]
        tricks.append((leader, trick, w))
        leader = w
    return plays, tricks, fault_at


def fault_card(ctx, hand, trick, kind):
    if not trick:
        return None
    led = suit(trick[0][1])
    cur = trick[trick_winner(ctx, trick)][1]
    same = [c for c in hand if suit(c) == led]
    if kind == "revoke":
        if not same:
            return None
        other = [c for c in hand if suit(c) != led and suit(c) != ctx.trump]
        if not other:
            return None
        return min(other, key=ctx.strength)
    if kind == "overtake":
        if ctx.trump and led != ctx.trump and any(suit(c) == ctx.trump for _, c in trick):
            return None
        if led == ctx.trump:
            return None
        higher = [c for c in same if beats(ctx, c, cur, led)]
        lower = [c for c in same if not beats(ctx, c, cur, led)]
        if not higher or not lower:
            return None
        return min(lower, key=ctx.strength)
    raise ValueError(kind)


def marriages(hand, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    return sorted(out, reverse=True)


def settle(ctx, final_hands, talon, tricks, contra, fold=False, red=False):
    """Returns (net per seat, items list [(label, from, to, amount)], facts dict)."""
    d = ctx.declarer
    defs = [s for s in range(3) if s != d]
    items = []

    def pay(frm, to, amt, label):
        items.append((label, frm, to, amt))

    if fold:
        for s in defs:
            pay(d, s, 2, "fold")
        return net_of(items), items, {"fold": True}
    mult = 2 if red else 1
    facts = {}
    goals = list(ctx.goals)
    if ctx.betli:
        g = goals[0]
        won = all(w != d for _, _, w in tricks)
        facts["declarer_tricks"] = sum(1 for _, _, w in tricks if w == d)
        for s in defs:
            lvl = contra.get((g, s), 1)  # without trumps: only between the contra'ing defender and declarer
            if won:
                pay(s, d, VAL[g] * lvl, g)
            else:
                pay(d, s, VAL[g] * lvl, g)
        return net_of(items), items, facts
    if goals == ["ulti"]:
        goals = ["party", "ulti"]
    if goals == ["durchmarsch"] and not ctx.trump:
        won = all(w == d for _, _, w in tricks)
        for s in defs:
            lvl = contra.get(("durchmarsch", s), 1)
            pay(*((s, d) if won else (d, s)), VAL["durchmarsch"] * lvl, "durchmarsch")
        facts["declarer_tricks"] = sum(1 for _, _, w in tricks if w == d)
        facts["durchmarsch"] = won
        return net_of(items), items, facts
    t = ctx.trump
    # card points
    cp = {0: 0, 1: 0, 2: 0}
    for _, trick, w in tricks:
        cp[w] += sum(pts(c) for _, c in trick)
    cp[tricks[-1][2]] += 10
    declared_goals = set(goals)
    marr_allowed = not (declared_goals & {"40-100", "20-100", "durchmarsch", "open-durchmarsch"})
    marr = {s: (marriages(final_hands[s], t) if marr_allowed else []) for s in range(3)}
    dec_pts = cp[d] + sum(marr[d])
    def_pts = sum(cp[s] for s in defs) + sum(pts(c) for c in talon) + sum(sum(marr[s]) for s in defs)
    dec_tricks = sum(1 for _, _, w in tricks if w == d)
    facts.update(
        card_points=dict(cp),
        marriages=marr,
        declarer_total=dec_pts,
        defenders_total=def_pts,
        declarer_tricks=dec_tricks,
    )
    silent100_d = dec_pts >= 100 and not (declared_goals & {"40-100", "20-100"})
    silent100_def = def_pts >= 100
    facts["silent100"] = "declarer" if silent100_d else ("defenders" if silent100_def else None)
    durch = dec_tricks == 10
    last_leader, last_trick, last_w = tricks[-1]
    t7 = "7" + t
    seven_player = next((s for s, c in last_trick if c == t7), None)

    def lvl(g):
        return contra.get(g, 1)

    for g in goals:
        if g == "party":
            won = dec_pts > def_pts and dec_tricks >= 1
            if dec_pts == def_pts:
                raise Reject("party tie")
            if silent100_d or silent100_def:
                if lvl("party") != 1:
                    raise Reject("contra on party with silent 100")
                facts["party_replaced_by_silent100"] = True
                for s in defs:
                    pay(*((s, d) if silent100_d else (d, s)), 2 * mult, "silent-100")
                continue
            for s in defs:
                pay(*((s, d) if won else (d, s)), VAL[g] * mult * lvl(g), g)
            facts["party"] = won
        elif g == "ulti":
            won = seven_player == d and last_w == d
            facts["ulti"] = won
            for s in defs:
                pay(*((s, d) if won else (d, s)), VAL[g] * mult * lvl(g), g)
                if not won:
                    pay(d, s, 4 * mult, "ulti-penalty")
        elif g in ("40-100", "20-100"):
            need = 40 if g == "40-100" else 20
            have = (
                ("K" + t in final_hands[d] and "Q" + t in final_hands[d])
                if need == 40
                else any(m == 20 for m in marriages(final_hands[d], t))
            )
            won = have and cp[d] + need >= 100
            facts[g] = won
            for s in defs:
                pay(*((s, d) if won else (d, s)), VAL[g] * mult * lvl(g), g)
        elif g == "durchmarsch":
            facts["durchmarsch"] = durch
            for s in defs:
                pay(*((s, d) if durch else (d, s)), VAL[g] * mult * lvl(g), g)
        else:
            raise ValueError(g)
    # silent bonuses (not in betli; default: also in a declared durchmarsch)
    if "ulti" not in goals and seven_player is not None:
        if last_w == seven_player:
            facts["silent_ulti"] = ("won", seven_player)
            if seven_player == d:
                for s in defs:
                    pay(s, d, 2 * mult, "silent-ulti")
            else:
                for s in defs:
                    pay(d, s, 2 * mult, "silent-ulti")
        else:
            facts["silent_ulti"] = ("lost", seven_player)
            for s in range(3):
                if s != seven_player:
                    pay(seven_player, s, 4 * mult, "silent-ulti")
    if "durchmarsch" not in goals and durch:
        if silent100_d:
            raise Reject("silent durchmarsch with silent 100")
        facts["silent_durchmarsch"] = True
        for s in defs:
            pay(s, d, 3 * mult, "silent-durchmarsch")
    if dec_tricks == 0:
        raise Reject("defenders took every trick")
    return net_of(items), items, facts


class Reject(Exception):
    pass


def net_of(items):
    net = {0: 0, 1: 0, 2: 0}
    for _, f, t, a in items:
        net[f] -= a
        net[t] += a
    return net


# ---------------------------------------------------------------- deals


def bid_value(goals, red):
    g = list(goals)
    if g == ["ulti"]:
        g = ["party", "ulti"]
    v = sum(VAL[x] for x in g) * (2 if red and not set(g) & NOTRUMP_GOALS else 1)
    return (v, -len(g))


def make_deal(rng, dealer, spec):
    """spec keys: goals, red, auction ('A','B','C'), trump ('best' or suit or None), want (predicate),
    contra {goal: (defender_rel, level)}, fault ('revoke'|'overtake', trick, role), fold."""
    for attempt in range(20000):
        try:
            r = try_deal(rng, dealer, spec)
        except Reject:
            continue
        if r is None:
            continue
        if spec.get("want") and not spec["want"](r):
            continue
        return r
    raise RuntimeError("no deal for %r" % (spec,))


def try_deal(rng, dealer, spec):
    goals = spec["goals"]
    red = spec.get("red", False)
    auction = spec.get("auction", "A")
    first = (dealer + 1) % 3
    declarer = {"A": first, "B": (first + 1) % 3, "C": (first + 2) % 3}[auction]
    nt = bool(set(goals) & NOTRUMP_GOALS) or spec.get("no_trump", False)
    if nt:
        trump = None
    elif red:
        trump = "H"
    else:
        trump = spec.get("trump") or rng.choice("DSC")
    deck = DECK[:]
    rng.shuffle(deck)
    # declarer's final hand: constraints
    must = list(spec.get("must", []))
    must = [c.replace("T", trump) if trump and c.endswith("T") else c for c in must]
    pool = [c for c in deck if c not in must]
    dec = list(must)
    if trump and not nt:
        ntr = spec.get("ntrumps", rng.choice([4, 5, 5, 6]))
        trs = [c for c in pool if suit(c) == trump]
        while sum(1 for c in dec if suit(c) == trump) < ntr and trs:
            c = trs.pop()
            dec.append(c)
        pool = [c for c in pool if c not in dec]
        others = [c for c in pool if suit(c) != trump]
        rng.shuffle(others)
        for c in others:
            if len(dec) >= 10:
                break
            if spec.get("high") and rank(c) in ("7", "8", "9") and rng.random() < 0.6:
                continue
            dec.append(c)
    elif spec.get("low"):
        lows = [c for c in pool if rank(c) in spec["low"]]
        rng.shuffle(lows)
        dec += lows[: 10 - len(dec)]
    elif spec.get("top"):
        tops = [c for c in pool if rank(c) in spec["top"]]
        rng.shuffle(tops)
        dec += tops[: 10 - len(dec)]
    while len(dec) < 10:
        c = [x for x in pool if x not in dec][0]
        dec.append(c)
    if sum(1 for c in dec if trump and suit(c) == trump) > 8:
        return None
    rest = [c for c in deck if c not in dec]
    rng.shuffle(rest)
    # talon (declarer's final discard): prefer low cards of side suits
    cand = [c for c in rest if (not trump or suit(c) != trump)]
    if spec.get("talon_points"):
        cand.sort(key=lambda c: -pts(c))
    else:
        cand.sort(key=lambda c: (pts(c), rng.random()))
    talon = cand[:2]
    rest = [c for c in rest if c not in talon]
    defs = [(declarer + 1) % 3, (declarer + 2) % 3]
    final = {declarer: dec, defs[0]: rest[:10], defs[1]: rest[10:20]}
    # marriages on 40-100 / 20-100
    if "40-100" in goals and not ("K" + trump in dec and "Q" + trump in dec):
        return None
    if "20-100" in goals and 20 not in marriages(dec, trump):
        return None
    if "ulti" in goals and "7" + trump not in dec:
        return None
    ctx = Ctx(trump, goals, declarer, red)
    ctx.keep7 = spec.get("keep7", False)
    fold = spec.get("fold", False)
    contra = {}
    contra_events = []
    for g, (rel, lvl) in spec.get("contra", {}).items():
        s = defs[rel]
        if nt:
            contra[(g, s)] = lvl
        else:
            contra[g] = lvl
        contra_events.append((g, s, lvl))
    override = None
    if spec.get("fault"):
        kind, tn, rel = spec["fault"]
        override = (tn, defs[rel] if rel in (0, 1) else declarer, kind)
    if fold:
        plays, tricks, fault_at = [], [], None
    else:
        r = play_out(ctx, final, override)
        if r is None:
            return None
        plays, tricks, fault_at = r
    net, items, facts = settle(ctx, final, talon, tricks, contra, fold=fold, red=red)
    # readings for a fault by a defender: lose_all_goals gives the declarer every declared goal
    alt = None
    if spec.get("fault"):
        alt = lose_all_goals(ctx, contra, red, override[1])
    # build dealt hands and auction events
    events = []
    first_h = None
    if auction == "A":
        dealt = {declarer: dec + talon, defs[0]: final[defs[0]], defs[1]: final[defs[1]]}
        events.append({"type": "discard", "seat": declarer, "cards": list(talon)})
        events.append({"type": "bid", "seat": declarer, "bid": {"goals": goals, "red": red}})
        for s in (defs[0], defs[1], declarer):
            events.append({"type": "bid", "seat": s, "bid": "pass"})
    else:
        # first bidder bids plain party and discards X (two cards the declarer keeps)
        p1 = first
        keep = [c for c in dec if not (trump and suit(c) == trump) and c not in must]
        if len(keep) < 2:
            return None
        x = rng.sample(keep, 2)
        dealt = {}
        dealt[p1] = final[p1] + x
        dealt[declarer] = [c for c in dec if c not in x] + talon
        other = [s for s in range(3) if s not in (p1, declarer)][0]
        dealt[other] = final[other]
        first_bid = spec.get("first_bid", ["party"])
        if bid_value(first_bid, False) >= bid_value(goals, red):
            return None
        events.append({"type": "discard", "seat": p1, "cards": list(x)})
        events.append({"type": "bid", "seat": p1, "bid": {"goals": first_bid, "red": False}})
        if auction == "C":
            events.append({"type": "bid", "seat": (p1 + 1) % 3, "bid": "pass"})
        events.append({"type": "take", "seat": declarer, "cards": list(x)})
        events.append({"type": "discard", "seat": declarer, "cards": list(talon)})
        events.append({"type": "bid", "seat": declarer, "bid": {"goals": goals, "red": red}})
        for k in (1, 2, 3):
            events.append({"type": "bid", "seat": (declarer + k) % 3, "bid": "pass"})
    if fold:
        events.append({"type": "call", "seat": declarer, "call": "fold"})
    else:
        if trump and not red:
            events.append({"type": "announce", "seat": declarer, "items": [{"kind": "trump", "suit": trump}]})
        if nt:
            events.append({"type": "announce", "seat": declarer, "items": [{"kind": "no-trump"}]})
        marr = facts.get("marriages", {})
        seen = set()
        play_idx = []
        for i, (s, c) in enumerate(plays):
            if s not in seen:
                seen.add(s)
                if marr.get(s):
                    events.append(
                        {
                            "type": "declare",
                            "seat": s,
                            "items": [{"kind": "marriage", "points": m} for m in marr[s]],
                        }
                    )
                for g, cs, lvl in contra_events:
                    if cs == s:
                        events.append({"type": "double", "seat": s, "target": g, "level": 2})
            play_idx.append(len(events))
            events.append({"type": "play", "seat": s, "card": c})
            if i == 2:
                for g, cs, lvl in contra_events:
                    if lvl >= 4:
                        events.append({"type": "double", "seat": declarer, "target": g, "level": 4})
        if fault_at is not None:
            fault_at = play_idx[fault_at]
    for s in range(3):
        assert len(dealt[s]) == (12 if s == first else 10), (s, dealt)
    hands = [dealt[s] for s in range(3)]
    rng.shuffle(hands[0]), rng.shuffle(hands[1]), rng.shuffle(hands[2])
    return {
        "dealer": dealer,
        "declarer": declarer,
        "goals": goals,
        "red": red,
        "trump": trump,
        "hands": hands,
        "events": events,
        "net": net,
        "items": items,
        "facts": facts,
        "fault_at": fault_at,
        "alt": alt,
        "tricks": tricks,
        "talon": talon,
    }


def lose_all_goals(ctx, contra, red, offender):
    d = ctx.declarer
    defs = [s for s in range(3) if s != d]
    goals = list(ctx.goals)
    if goals == ["ulti"]:
        goals = ["party", "ulti"]
    mult = 2 if red and not ctx.betli else 1
    items = []
    decl_wins = offender != d
    for g in goals:
        for s in defs:
            lvl = contra.get((g, s), 1) if ctx.betli else contra.get(g, 1)
            a = VAL[g] * mult * lvl
            items.append((g, s, d, a) if decl_wins else (g, d, s, a))
            if g == "ulti" and not decl_wins:
                items.append(("ulti-penalty", d, s, 4 * mult))
    return net_of(items)


# ---------------------------------------------------------------- sessions


def ordinary(rng):
    """a plain deal: some contract, played out, outcome whatever the play gives"""
    choices = [
        ({"goals": ["party"], "auction": "A", "ntrumps": 5, "high": True}, 4),
        ({"goals": ["party"], "red": True, "auction": "A", "ntrumps": 5, "high": True}, 1),
        ({"goals": ["ulti"], "auction": "A", "must": ["7T", "AT"], "ntrumps": 5, "high": True}, 3),
        ({"goals": ["ulti"], "auction": "B", "must": ["7T", "AT", "10T"], "ntrumps": 6, "high": True}, 1),
        ({"goals": ["40-100"], "auction": "A", "must": ["KT", "QT", "AT"], "ntrumps": 5, "high": True}, 2),
        (
            {
                "goals": ["40-100"],
                "auction": "B",
                "must": ["KT", "QT", "AT", "10T"],
                "ntrumps": 5,
                "high": True,
            },
            1,
        ),
        ({"goals": ["betli"], "auction": "A", "low": ["7", "8", "9", "10"]}, 2),
        ({"goals": ["betli"], "auction": "B", "low": ["7", "8", "9"]}, 1),
    ]
    tot = sum(w for _, w in choices)
    x = rng.random() * tot
    for spec, w in choices:
        x -= w
        if x <= 0:
            return dict(spec)
    return dict(choices[0][0])


def all_won(r):
    f = r["facts"]
    g = r["goals"]
    if g[0] in NOTRUMP_GOALS:
        return f["declarer_tricks"] == 0
    keys = ["party", "ulti"] if g == ["ulti"] else g
    return all(f.get(k) is True or (k == "party" and f.get("silent100") == "declarer") for k in keys)


def no_silent(r):
    f = r["facts"]
    return not f.get("silent100") and not f.get("silent_ulti") and not f.get("silent_durchmarsch")


PLAYERS = [
    ["Ádám", "Borbála", "Csaba"],
    ["Dénes", "Erzsébet", "Ferenc"],
    ["Gábor", "Hajnalka", "Imre"],
    ["Judit", "Kálmán", "Lili"],
    ["Márton", "Nóra", "Olivér"],
]


def build(name, seed, n_deals, special, start=None, faults=None, dealer0=0, desc=""):
    """special: {deal_index: spec}; faults: list of dicts
    {'deal': k, 'kind': 'score'|'total', 'seat': s, 'delta': d}"""
    rng = random.Random(seed)
    deals = []
    records = []
    totals = list(start) if start else [0, 0, 0]
    written = list(totals)
    faults = faults or []
    fault_idx = []
    for k in range(n_deals):
        dealer = (dealer0 + k) % 3
        spec = special.get(k)
        if spec is None:
            spec = ordinary(rng)
            quiet = rng.random() < 0.7
            win = rng.random() < 0.65
            spec["want"] = lambda r, quiet=quiet, win=win: (not quiet or no_silent(r)) and all_won(r) == win
        r = make_deal(rng, dealer, spec)
        ev = r["events"]
        lines = [r["net"][s] for s in range(3)]
        wlines = list(lines)
        for f in faults:
            if f["deal"] == k and f["kind"] == "score":
                wlines[f["seat"]] += f["delta"]
        score_idx = {}
        for s in range(3):
            score_idx[s] = len(ev)
            ev.append({"type": "score", "party": s, "points": wlines[s]})
        total_idx = {}
        for s in range(3):
            totals[s] += lines[s]
            written[s] = written[s] + wlines[s]
            for f in faults:
                if f["deal"] == k and f["kind"] == "total" and f["seat"] == s:
                    written[s] += f["delta"]
            total_idx[s] = len(ev)
            ev.append({"type": "total", "party": s, "points": written[s]})
        for f in faults:
            if f["deal"] == k:
                if f["kind"] == "score":
                    fault_idx.append((k, score_idx[f["seat"]], "wrong_score"))
                elif f["kind"] == "total":
                    fault_idx.append((k, total_idx[f["seat"]], "wrong_total"))
        if r["fault_at"] is not None:
            fault_idx.append(
                (
                    k,
                    r["fault_at"],
                    spec["fault"][0] if spec["fault"][0] != "overtake" else "failure_to_overtake",
                )
            )
        deals.append({"dealer": dealer, "hands": r["hands"], "events": ev})
        records.append((k, r, lines, wlines, list(totals), list(written)))
    doc = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "standard"},
        "players": PLAYERS[seed % len(PLAYERS)],
        "meta": {"event": "Ulti club evening", "audit": "ulti-long-sheet", "description": desc},
        "deals": deals,
    }
    if start:
        doc["start"] = {"totals": list(start)}
    (HERE / (name + ".json")).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
    fault_idx.sort()
    return name, records, fault_idx


def describe(name, records, fault_idx, start):
    out = ["### %s.json" % name, ""]
    out.append("start totals: %s" % (start or "none (fresh)"))
    out.append("")
    out.append(
        "| deal | dealer | declarer | bid | trump | result | lines (rules) | lines written | totals (rules) | totals written |"
    )
    out.append("|---|---|---|---|---|---|---|---|---|---|")
    for k, r, lines, wlines, tot, wtot in records:
        f = r["facts"]
        res = []
        for key in ("party", "ulti", "40-100", "20-100", "durchmarsch"):
            if key in f:
                res.append("%s %s" % (key, "won" if f[key] else "lost"))
        if f.get("silent100"):
            res.append("silent 100 (%s)" % f["silent100"])
        if f.get("silent_ulti"):
            res.append("silent ulti %s by seat %d" % f["silent_ulti"])
        if f.get("silent_durchmarsch"):
            res.append("silent durchmarsch")
        if f.get("fold"):
            res.append("fold")
        if r["goals"][0] in NOTRUMP_GOALS:
            res.append("declarer tricks %d" % f["declarer_tricks"])
        if "declarer_total" in f:
            res.append("pts %d-%d" % (f["declarer_total"], f["defenders_total"]))
        bid = "+".join(r["goals"]) + (" red" if r["red"] else "")
        items = ", ".join("%s %d->%d %d" % it for it in r["items"])
        out.append(
            "| %d | %d | %d | %s | %s | %s; [%s] | %s | %s | %s | %s |"
            % (
                k,
                r["dealer"],
                r["declarer"],
                bid,
                r["trump"] or "-",
                "; ".join(res),
                items,
                lines,
                wlines,
                tot,
                wtot,
            )
        )
        if r["alt"] is not None:
            out.append("")
            out.append(
                "deal %d under lose_all_goals (offender's side loses every goal): %s"
                % (k, [r["alt"][s] for s in range(3)])
            )
            out.append("")
    out.append("")
    out.append("planted: %s" % (fault_idx or "none (clean)"))
    out.append("")
    return "\n".join(out)


def main():
    for p in HERE.glob("*.json"):
        p.unlink()
    out = ["# Figures computed by _gen.py (per deal: items as label from->to amount)", ""]
    S = {}

    def won(key):
        return lambda r: r["facts"].get(key) is True

    files = []
    # 01 clean: silent 100 and silent ulti beside a declared party; silent 100 for the defenders
    files.append(
        dict(
            name="01-clean-silent-bonuses",
            seed=101,
            n=9,
            special={
                6: {
                    "goals": ["party"],
                    "auction": "A",
                    "must": ["7T", "AT", "10T", "KT", "QT"],
                    "ntrumps": 6,
                    "keep7": True,
                    "high": True,
                    "want": lambda r: (
                        r["facts"].get("silent100") == "declarer"
                        and r["facts"].get("silent_ulti", ("",))[0] == "won"
                    ),
                },
                7: {
                    "goals": ["ulti"],
                    "auction": "A",
                    "must": ["7T", "AT"],
                    "ntrumps": 4,
                    "want": lambda r: r["facts"].get("silent100") == "defenders",
                },
            },
            desc="Nine deals on a score sheet; deal 6 a party with silent 100 and silent ulti, deal 7 an ulti where the defenders make 100 silently.",
        )
    )
    # 02 clean: a failed declared ulti (penalty), a failed silent ulti by a defender
    files.append(
        dict(
            name="02-clean-failed-ulti",
            seed=102,
            n=10,
            special={
                5: {
                    "goals": ["ulti"],
                    "auction": "A",
                    "must": ["7T"],
                    "ntrumps": 4,
                    "want": lambda r: r["facts"].get("ulti") is False and no_silent(r),
                },
                8: {
                    "goals": ["party"],
                    "auction": "A",
                    "ntrumps": 4,
                    "high": True,
                    "want": lambda r: (
                        r["facts"].get("silent_ulti", ("",))[0] == "lost"
                        and r["facts"]["silent_ulti"][1] != r["declarer"]
                        and not r["facts"].get("silent100")
                    ),
                },
                9: {
                    "goals": ["ulti"],
                    "red": True,
                    "auction": "B",
                    "must": ["7T"],
                    "ntrumps": 5,
                    "want": lambda r: r["facts"].get("ulti") is False,
                },
            },
            desc="Ten deals; deal 5 a failed ulti (4 + penalty 4), deal 8 a defender loses the last trick with the trump seven, deal 9 a failed red ulti.",
        )
    )
    # 03 clean: a declared durchmarsch without trumps and a silent durchmarsch
    files.append(
        dict(
            name="03-clean-durchmarsch",
            seed=103,
            n=8,
            special={
                4: {
                    "goals": ["durchmarsch"],
                    "no_trump": True,
                    "auction": "B",
                    "top": ["A", "K", "Q"],
                    "want": lambda r: r["facts"]["declarer_tricks"] == 10,
                },
                6: {
                    "goals": ["party"],
                    "auction": "A",
                    "must": ["AT", "10T", "KT", "JT"],
                    "ntrumps": 6,
                    "high": True,
                    "want": lambda r: (
                        r["facts"].get("silent_durchmarsch")
                        and not r["facts"].get("silent_ulti")
                        and not r["facts"]["marriages"][r["declarer"]]
                    ),
                },
            },
            desc="Eight deals; deal 4 a durchmarsch without trumps bid over a party, deal 6 a party won with every trick (silent durchmarsch).",
        )
    )
    # 04 clean: open betli, fold
    files.append(
        dict(
            name="04-clean-open-betli-fold",
            seed=104,
            n=11,
            special={
                3: {"goals": ["party"], "auction": "A", "fold": True},
                7: {
                    "goals": ["open-betli"],
                    "auction": "C",
                    "low": ["7", "8", "9"],
                    "want": lambda r: r["facts"]["declarer_tricks"] == 0,
                },
                9: {"goals": ["party"], "auction": "A", "fold": True},
            },
            desc="Eleven deals; deals 3 and 9 a plain party folded (2 to each defender), deal 7 an open betli won.",
        )
    )
    # 05 clean with carried totals: contra and recontra
    files.append(
        dict(
            name="05-clean-carried-contra",
            seed=105,
            n=8,
            start=[37, -12, -25],
            special={
                3: {
                    "goals": ["40-100"],
                    "auction": "A",
                    "must": ["KT", "QT", "AT", "10T"],
                    "ntrumps": 6,
                    "high": True,
                    "contra": {"40-100": (1, 4)},
                    "want": lambda r: r["facts"].get("40-100") is True and no_silent(r),
                },
                6: {
                    "goals": ["betli"],
                    "auction": "A",
                    "low": ["7", "8", "9"],
                    "contra": {"betli": (0, 2)},
                    "want": lambda r: r["facts"]["declarer_tricks"] == 0,
                },
            },
            desc="Eight deals carried on from an earlier session; deal 3 a 40-100 contra'd and recontra'd, deal 6 a betli contra'd by one defender (without trumps: only between him and the declarer).",
        )
    )
    # 06 fault: wrong line (seat a) and wrong total (seat b) in the same deal
    files.append(
        dict(
            name="06-line-and-total-same-deal",
            seed=106,
            n=10,
            special={},
            faults=[
                {"deal": 8, "kind": "score", "seat": 1, "delta": 2},
                {"deal": 8, "kind": "total", "seat": 2, "delta": -10},
            ],
            desc="Ten deals; deal 8: seat 1's line written 2 high (its total follows the line), seat 2's total 10 short.",
        )
    )
    # 07 fault: line and total of one seat both wrong
    files.append(
        dict(
            name="07-line-and-total-same-seat",
            seed=107,
            n=9,
            special={},
            faults=[
                {"deal": 7, "kind": "score", "seat": 0, "delta": -2},
                {"deal": 7, "kind": "total", "seat": 0, "delta": 10},
            ],
            desc="Nine deals; deal 7: seat 0's line 2 short and its total neither the line's sum nor the right one.",
        )
    )
    # 08 fault: revoke plus a wrong line in that deal
    files.append(
        dict(
            name="08-revoke-and-line",
            seed=108,
            n=11,
            special={
                9: {
                    "goals": ["ulti"],
                    "auction": "A",
                    "must": ["7T", "AT"],
                    "ntrumps": 5,
                    "high": True,
                    "fault": ("revoke", 2, 0),
                    "want": lambda r: r["facts"].get("ulti") is False and no_silent(r),
                },
            },
            faults=[{"deal": 9, "kind": "score", "seat": 2, "delta": 4}],
            desc="Eleven deals; deal 9: a defender revokes in trick 3 of a failed ulti; the sheet scores it as played and writes one line 4 wrong.",
        )
    )
    # 09 fault: failure to overtake plus a wrong line
    files.append(
        dict(
            name="09-overtake-and-line",
            seed=109,
            n=10,
            special={
                8: {
                    "goals": ["party"],
                    "auction": "A",
                    "ntrumps": 5,
                    "high": True,
                    "fault": ("overtake", 1, 1),
                    "keep7": True,
                    "want": lambda r: r["facts"].get("party") is False and no_silent(r),
                },
            },
            faults=[{"deal": 8, "kind": "score", "seat": 0, "delta": -1}],
            desc="Ten deals; deal 8: a defender fails to overtake in trick 2 of a lost party; one line written 1 short.",
        )
    )
    # 10 fault: wrong line in a contra'd red game, then a total slip in the next deal
    files.append(
        dict(
            name="10-contra-red-line",
            seed=110,
            n=12,
            special={
                9: {
                    "goals": ["40-100"],
                    "red": True,
                    "auction": "B",
                    "must": ["KT", "QT", "AT", "10T"],
                    "ntrumps": 6,
                    "high": True,
                    "contra": {"40-100": (0, 2)},
                    "want": lambda r: r["facts"].get("40-100") is True and no_silent(r),
                },
            },
            faults=[
                {"deal": 9, "kind": "score", "seat": "DECL", "delta": "UNDOUBLE"},
                {"deal": 10, "kind": "total", "seat": 1, "delta": 1},
            ],
            desc="Twelve deals; deal 9 a red 40-100 with contra, the declarer's line written without the contra; deal 10 a total 1 off.",
        )
    )
    # 11 fault: wrong line in a red ulti (penalty doubled by contra), line in the next deal
    files.append(
        dict(
            name="11-red-ulti-line",
            seed=111,
            n=10,
            special={
                7: {
                    "goals": ["ulti"],
                    "red": True,
                    "auction": "A",
                    "must": ["7T", "AT"],
                    "ntrumps": 5,
                    "contra": {"ulti": (1, 2)},
                    "want": lambda r: r["facts"].get("ulti") is False and no_silent(r),
                },
            },
            faults=[
                {"deal": 7, "kind": "score", "seat": "DEF0", "delta": "PENALTY_DOUBLED"},
                {"deal": 8, "kind": "score", "seat": 2, "delta": -2},
            ],
            desc="Ten deals; deal 7 a red ulti contra'd and failed, one defender's line counts the penalty doubled by the contra; deal 8 a line 2 short.",
        )
    )
    # 12 fault: one total slip run on by the next deals, and a line slip next deal
    files.append(
        dict(
            name="12-total-runs-on",
            seed=112,
            n=11,
            special={},
            faults=[
                {"deal": 8, "kind": "total", "seat": 1, "delta": 10},
                {"deal": 9, "kind": "score", "seat": 0, "delta": 2},
            ],
            desc="Eleven deals; deal 8 seat 1's total 10 high, deals 9 and 10 run on from it; deal 9 seat 0's line 2 high.",
        )
    )
    # 13 fault with carried totals: betli contra'd by one defender, other defender's line doubled; a total slip next deal
    files.append(
        dict(
            name="13-carried-betli-contra-line",
            seed=113,
            n=9,
            start=[-8, 30, -22],
            special={
                7: {
                    "goals": ["betli"],
                    "auction": "A",
                    "low": ["7", "8", "9"],
                    "contra": {"betli": (0, 2)},
                    "want": lambda r: r["facts"]["declarer_tricks"] == 0,
                },
            },
            faults=[
                {"deal": 7, "kind": "score", "seat": "DEF1", "delta": -5},
                {"deal": 8, "kind": "total", "seat": 0, "delta": -2},
            ],
            desc="Nine deals carried on; deal 7 a betli contra'd by one defender, the other defender's line written as if the contra were his too; deal 8 a total 2 short.",
        )
    )
    # 14 clean long with carried totals: red game, rebetli-free, 12 deals
    files.append(
        dict(
            name="14-clean-carried-long",
            seed=114,
            n=12,
            start=[5, 14, -19],
            special={
                2: {
                    "goals": ["party"],
                    "red": True,
                    "auction": "A",
                    "ntrumps": 5,
                    "high": True,
                    "want": no_silent,
                },
                5: {
                    "goals": ["betli"],
                    "auction": "B",
                    "low": ["7", "8", "9"],
                    "contra": {"betli": (1, 2)},
                    "want": lambda r: r["facts"]["declarer_tricks"] > 0,
                },
                8: {
                    "goals": ["20-100"],
                    "auction": "A",
                    "must": ["AT", "10T"],
                    "ntrumps": 5,
                    "high": True,
                    "want": no_silent,
                },
                10: {
                    "goals": ["ulti", "40-100"],
                    "auction": "A",
                    "must": ["7T", "AT", "KT", "QT", "10T"],
                    "ntrumps": 6,
                    "high": True,
                    "contra": {"ulti": (0, 2)},
                },
            },
            desc="Twelve deals carried on; a red party, a lost betli contra'd by one defender, a 20-100, a 40-100 with ulti with the ulti contra'd.",
        )
    )
    for f in files:
        # resolve symbolic fault deltas after the deal is known: two passes
        res = build_file(f)
        name, records, fault_idx = res
        out.append(describe(name, records, fault_idx, f.get("start")))
        S[name] = fault_idx
    (HERE / "_figures.md").write_text("\n".join(out) + "\n")
    for k, v in S.items():
        print(k, v)


def build_file(f):
    faults = f.get("faults", [])
    symbolic = any(isinstance(x["seat"], str) or isinstance(x["delta"], str) for x in faults)
    if symbolic:
        # first pass to learn the deal
        _, records, _ = build(
            f["name"],
            f["seed"],
            f["n"],
            f["special"],
            f.get("start"),
            [x for x in faults if not isinstance(x["delta"], str) and not isinstance(x["seat"], str)],
            desc=f["desc"],
        )
        resolved = []
        for x in faults:
            if not (isinstance(x["seat"], str) or isinstance(x["delta"], str)):
                resolved.append(x)
                continue
            k = x["deal"]
            r = records[k][1]
            d = r["declarer"]
            defs = [(d + 1) % 3, (d + 2) % 3]
            seat = {"DECL": d, "DEF0": defs[0], "DEF1": defs[1]}.get(x["seat"], x["seat"])
            delta = x["delta"]
            if delta == "UNDOUBLE":
                # declarer's line as if the contra'd goal were not doubled
                doubled = sum(a for lab, fr, to, a in r["items"] if lab == "40-100" and to == d)
                delta = -doubled // 2
            elif delta == "PENALTY_DOUBLED":
                pen = sum(a for lab, fr, to, a in r["items"] if lab == "ulti-penalty" and to == seat)
                delta = pen  # penalty counted twice as much
            resolved.append({"deal": k, "kind": x["kind"], "seat": seat, "delta": delta})
        faults = resolved
    return build(f["name"], f["seed"], f["n"], f["special"], f.get("start"), faults, desc=f["desc"])


if __name__ == "__main__":
    main()
