"""Blind generator for the ulti-multifault audit round.

Written from the Japanese Ulti source (seeds/003_bb2f67de7752728b.txt) and the transcript format
only.  Everything here (legality, trick winners, card points, settlements) is the auditor's own
reading of the source; nothing is taken from the engine.

Run:  python tests/data/audit/ulti-multifault/_gen.py   (writes the .json files beside it)
"""

from __future__ import annotations

import json
import random
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "HDSC"
RANKS = ["A", "10", "K", "Q", "J", "9", "8", "7"]
# 「切札があるときは,2 (A),X (10),王 (K),上 (Q),下 (J),IX,VIII,VII … ないときは 2 (A),王,上,下,X,IX,VIII,VII」
ORDER_T = {r: i for i, r in enumerate(["7", "8", "9", "J", "Q", "K", "10", "A"])}
ORDER_N = {r: i for i, r in enumerate(["7", "8", "9", "10", "J", "Q", "K", "A"])}
DECK = [r + s for s in SUITS for r in RANKS]
PLAYERS = ["Ági", "Bence", "Csongor"]


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def pts(c):
    # 「2 (A) と X (10) 1 枚につきカード点 10 点」
    return 10 if rank(c) in ("A", "10") else 0


def beats(a, b, led, trump):
    """True when card a beats card b (b currently winning), trick led in `led`."""
    order = ORDER_T if trump else ORDER_N
    if trump and suit(a) == trump and suit(b) != trump:
        return True
    if trump and suit(b) == trump and suit(a) != trump:
        return False
    if suit(a) == suit(b):
        return order[rank(a)] > order[rank(b)]
    return False


def winner_idx(cards, trump):
    led = suit(cards[0])
    w = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[w], led, trump):
            w = i
    return w


def legal(hand, trick, trump):
    """The source's rule: follow suit; else trump; and, as far as that allows, beat the cards on the table."""
    if not trick:
        return list(hand)
    led = suit(trick[0])
    cur = trick[winner_idx(trick, trump)]
    same = [c for c in hand if suit(c) == led]
    if same:
        pool = same
    elif trump and any(suit(c) == trump for c in hand):
        pool = [c for c in hand if suit(c) == trump]
    else:
        return list(hand)
    better = [c for c in pool if beats(c, cur, led, trump)]
    return better or pool


def fault_cards(hand, trick, trump, kind):
    """Cards whose play would be the given fault."""
    if not trick:
        return []
    led = suit(trick[0])
    cur = trick[winner_idx(trick, trump)]
    same = [c for c in hand if suit(c) == led]
    trumps = [c for c in hand if trump and suit(c) == trump]
    if kind == "follow":
        return [c for c in hand if suit(c) != led] if same else []
    if kind == "trump":
        if same or not trumps or led == trump:
            return []
        return [c for c in hand if suit(c) != trump]
    if kind == "overtake":
        pool = same or trumps
        if not pool:
            return []
        better = [c for c in pool if beats(c, cur, led, trump)]
        if not better:
            return []
        return [c for c in pool if c not in better]
    raise ValueError(kind)


class Deal:
    def __init__(self, seed, dealer, declarer=None):
        self.rng = random.Random(seed)
        deck = DECK[:]
        self.rng.shuffle(deck)
        self.dealer = dealer
        self.first = (dealer + 1) % 3
        self.declarer = self.first if declarer is None else declarer
        hands = [[], [], []]
        order = [(self.first + k) % 3 for k in range(3)]
        hands[order[0]] = deck[:12]
        hands[order[1]] = deck[12:22]
        hands[order[2]] = deck[22:32]
        self.dealt = hands


def playout(hands, leader, trump, rng, declarer, keep7=None, fault=None, policy=None):
    """Random play.  keep7: the ulti declarer keeps the trump 7 while the rules allow.
    fault: list of (seat, kind, min_trick) faults to plant, in order.  Returns (plays, faults_done) or None."""
    hands = [list(h) for h in hands]
    plays = []  # (seat, card)
    tricks = []
    faults = list(fault or [])
    done = []
    for t in range(10):
        trick = []
        seats = [(leader + k) % 3 for k in range(3)]
        for s in seats:
            hand = hands[s]
            card = None
            if faults and faults[0][0] == s and t >= faults[0][2]:
                fc = fault_cards(hand, trick, trump, faults[0][1])
                if keep7 is not None and s == declarer:
                    fc = [c for c in fc if c != keep7]
                if fc and rng.random() < 0.7:
                    card = rng.choice(fc)
                    done.append((len(plays), s, faults[0][1], t))
                    faults.pop(0)
            if card is None:
                opts = legal(hand, trick, trump)
                if keep7 is not None and s == declarer and len(opts) > 1 and keep7 in opts and t < 9:
                    opts = [c for c in opts if c != keep7]
                if keep7 is not None and s == declarer and not trick and t < 9:
                    o2 = [c for c in opts if c != keep7]
                    opts = o2 or opts
                if policy:
                    card = policy(s, hand, trick, opts, rng, t)
                else:
                    card = rng.choice(opts)
            hand.remove(card)
            trick.append(card)
            plays.append((s, card))
        w = seats[winner_idx(trick, trump)]
        tricks.append((seats, trick, w))
        leader = w
    if faults:
        return None
    return plays, tricks, done


def card_points(tricks, declarer, discard):
    dp = 0
    fp = sum(pts(c) for c in discard)  # 「親が捨てた 2 枚のカードの点は子のもの」
    for i, (_, trick, w) in enumerate(tricks):
        p = sum(pts(c) for c in trick) + (10 if i == 9 else 0)
        if w == declarer:
            dp += p
        else:
            fp += p
    return dp, fp


def silent_check(tricks, trump, declarer, goals):
    """The auditor keeps every deal free of silent bonuses except where noted."""
    if not trump:
        return True
    seats, trick, w = tricks[9]
    t7 = "7" + trump
    if "ulti" not in goals and t7 in trick:
        return False
    if "ulti" in goals:
        # defender must not play the trump 7 at the tenth trick
        i = trick.index(t7) if t7 in trick else None
        if i is not None and seats[i] != declarer:
            return False
    dwins = sum(1 for _, _, ww in tricks if ww == declarer)
    if "durchmarsch" not in goals and dwins == 10:
        return False
    if dwins == 0 and "durchmarsch" not in goals:
        return False  # defenders all tricks: keep clear of any reading of silent durchmarsch
    return True


def ev_bid(seat, goals, red=False):
    return {"type": "bid", "seat": seat, "bid": {"goals": goals, "red": red}}


def auction(deal, discard, goals, red, trump):
    d = deal.declarer
    ev = [{"type": "discard", "seat": d, "cards": discard}, ev_bid(d, goals, red)]
    for k in (1, 2, 3):
        ev.append({"type": "bid", "seat": (d + k) % 3, "bid": "pass"})
    if trump is None:
        ev.append({"type": "announce", "seat": d, "items": [{"kind": "no-trump"}]})
    elif not red:
        ev.append({"type": "announce", "seat": d, "items": [{"kind": "trump", "suit": trump}]})
    return ev


def play_events(plays, doubles):
    """doubles: list of (seat, target, level, when) with when = 'first' (with the seat's first card)
    or 'after1' (after the first trick's three cards: the declarer's recontra)."""
    ev = []
    seen = set()
    for i, (s, c) in enumerate(plays):
        if s not in seen:
            seen.add(s)
            for ds, tgt, lvl, when in doubles:
                if when == "first" and ds == s:
                    ev.append({"type": "double", "seat": s, "target": tgt, "level": lvl})
        ev.append({"type": "play", "seat": s, "card": c})
        if i == 2:
            for ds, tgt, lvl, when in doubles:
                if when == "after1":
                    ev.append({"type": "double", "seat": ds, "target": tgt, "level": lvl})
    return ev


VALUES = {"party": 1, "ulti": 4, "40-100": 4, "20-100": 8, "durchmarsch": 6, "betli": 5, "rebetli": 10}


def settle(declarer, goals, red, trump, won, contra, callers=None):
    """Payments per goal.  won: goal -> bool.  contra: goal -> level.  callers: for no-trump games,
    goal -> set of defenders who doubled (the multiplier applies only between them and the declarer)."""
    pay = []
    defs = [(declarer + 1) % 3, (declarer + 2) % 3]
    for g in goals:
        base = VALUES[g] * (2 if red else 1)
        for f in defs:
            lvl = contra.get(g, 1)
            if trump is None and callers is not None and f not in callers.get(g, set()):
                lvl = 1
            amt = base * lvl
            if won[g]:
                pay.append({"type": "payment", "from": f, "to": declarer, "amount": amt, "reason": g})
            else:
                pay.append({"type": "payment", "from": declarer, "to": f, "amount": amt, "reason": g})
                if g == "ulti":
                    # 「ペナルティとして 4 点を失います.…赤の倍は適用…コントラの倍は適用されません」
                    pay.append(
                        {"type": "payment", "from": declarer, "to": f, "amount": 4 * (2 if red else 1), "reason": "ulti-penalty"}
                    )
    return pay


def net(pays):
    n = [0, 0, 0]
    for p in pays:
        n[p["from"]] -= p["amount"]
        n[p["to"]] += p["amount"]
    return n


def outcome(goals, tricks, declarer, discard, trump):
    dp, fp = card_points(tricks, declarer, discard)
    dwins = sum(1 for _, _, w in tricks if w == declarer)
    last_seats, last_trick, last_w = tricks[9]
    won = {}
    for g in goals:
        if g == "party":
            won[g] = dp > fp and dwins >= 1
        elif g == "40-100":
            won[g] = dp + 40 >= 100
        elif g == "ulti":
            t7 = "7" + trump
            won[g] = last_w == declarer and last_trick[last_seats.index(declarer)] == t7
        elif g == "durchmarsch":
            won[g] = dwins == 10
        elif g in ("betli", "rebetli"):
            won[g] = dwins == 0
    return won, dp, fp, dwins


def transcript(deals, rules=None, start=None, meta=None):
    t = {"format": "trick-transcript/1", "game": "ulti", "players": PLAYERS}
    if rules:
        t["rules"] = rules
    if start:
        t["start"] = start
    if meta:
        t["meta"] = meta
    t["deals"] = deals
    return t


def find(
    name,
    goals,
    red=False,
    trump="S",
    dealer=0,
    want=None,
    faults=None,
    contra=None,
    callers=None,
    doubles=(),
    base_seed=0,
    policy=None,
    hand_filter=None,
    extra_check=None,
):
    """Search seeds for a deal whose random playout gives outcome `want` (goal -> bool, as played)."""
    trump_s = "H" if red else trump
    for seed in range(base_seed, base_seed + 200000):
        deal = Deal(seed, dealer)
        d = deal.declarer
        h12 = deal.dealt[d]
        if hand_filter and not hand_filter(h12, deal):
            continue
        rng = random.Random(seed * 7 + 1)
        # discard: two cards, choosing low non-point cards that are not the trump 7 / marriage
        keep = set()
        if "ulti" in goals:
            keep.add("7" + trump_s)
            if "7" + trump_s not in h12:
                continue
        if "40-100" in goals:
            keep |= {"K" + trump_s, "Q" + trump_s}
            if not keep <= set(h12):
                continue
        cand = [c for c in h12 if c not in keep and pts(c) == 0]
        if len(cand) < 2:
            continue
        for _ in range(40):
            discard = rng.sample(cand, 2)
            hands = [list(h) for h in deal.dealt]
            for c in discard:
                hands[d].remove(c)
            keep7 = ("7" + trump_s) if "ulti" in goals else None
            r = playout(hands, d, trump_s, rng, d, keep7=keep7, fault=faults, policy=policy)
            if r is None:
                continue
            plays, tricks, done = r
            if not silent_check(tricks, trump_s, d, goals):
                continue
            won, dp, fp, dwins = outcome(goals, tricks, d, discard, trump_s)
            if dp == fp:
                continue
            if want and any(won[g] != v for g, v in want.items()):
                continue
            if extra_check and not extra_check(tricks, done, d, dp, fp):
                continue
            return dict(
                seed=seed,
                deal=deal,
                discard=discard,
                plays=plays,
                tricks=tricks,
                done=done,
                won=won,
                dp=dp,
                fp=fp,
                dwins=dwins,
                trump=trump_s,
            )
    raise SystemExit(f"{name}: nothing found")


def build_deal(r, goals, red, trump_name, doubles, pays):
    deal = r["deal"]
    ev = auction(deal, r["discard"], goals, red, trump_name)
    pre = len(ev)
    ev += play_events(r["plays"], doubles)
    ev += pays
    # locate the fault events' indices
    idx = []
    plays_seen = 0
    for i, e in enumerate(ev):
        if e["type"] == "play":
            for pi, s, kind, t in r["done"]:
                if pi == plays_seen:
                    idx.append((i, s, kind, t, e["card"]))
            plays_seen += 1
    r["fault_events"] = idx
    r["pre"] = pre
    return {"dealer": deal.dealer, "hands": deal.dealt, "events": ev}


NOTES = []


def note(name, r, extra):
    fe = "; ".join(
        f"event {i}: seat {s} ({PLAYERS[s]}) {kind} with {c} (trick {t + 1})" for i, s, kind, t, c in r.get("fault_events", [])
    )
    NOTES.append(
        f"## {name}\nseed {r['seed']}, declarer seat {r['deal'].declarer}, trump {r['trump']}, discard {r['discard']}; "
        f"as played: declarer card points {r['dp']} v {r['fp']}, tricks {r['dwins']}, goals won as played {r['won']}\n"
        f"faults: {fe or 'none'}\n{extra}\n"
    )


def write(name, t):
    (HERE / f"{name}.json").write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n")


def win_all(goals):
    return {g: True for g in goals}


def lose_all(goals):
    return {g: False for g in goals}


def main():
    # ---------------------------------------------------------------- clean controls
    # c2: 40-100 (leaves trumps), no contra, won: each defender pays 4.
    g = ["40-100"]
    r = find("c2", g, trump="S", want={"40-100": True}, base_seed=100)
    pays = settle(r["deal"].declarer, g, False, "S", r["won"], {})
    write("c2", transcript([build_deal(r, g, False, "S", [], pays)], meta={"auditor": "clean 40-100 won"}))
    note("c2", r, f"payments {pays}")

    # c3: red ulti (party + ulti, hearts), contra on ulti by one defender: applies to both (trumps).
    g = ["party", "ulti"]
    r = find("c3", g, red=True, dealer=0, want={"ulti": True, "party": True}, base_seed=200)
    dbl = [(r["deal"].declarer + 2) % 3, "ulti", 2, "first"]
    pays = settle(r["deal"].declarer, g, True, "H", r["won"], {"ulti": 2})
    write("c3", transcript([build_deal(r, g, True, "H", [tuple(dbl)], pays)], meta={"auditor": "clean red ulti, contra"}))
    note("c3", r, f"double {dbl}; payments {pays}")

    # c4: betli (no trumps), contra by one defender: applies only between him and the declarer.
    g = ["betli"]

    r = find("c4", g, trump=None, dealer=1, want={"betli": True}, base_seed=300)
    dcl = r["deal"].declarer
    caller = (dcl + 1) % 3
    pays = settle(dcl, g, False, None, r["won"], {"betli": 2}, callers={"betli": {caller}})
    write(
        "c4",
        transcript([build_deal(r, g, False, None, [(caller, "betli", 2, "first")], pays)], meta={"auditor": "clean betli, contra by one"}),
    )
    note("c4", r, f"contra by {caller}; payments {pays}")

    # c5: durchmarsch with trumps (acorns), contra + recontra: 6 x 4 = 24 each.
    g = ["durchmarsch"]
    r = find(
        "c5",
        g,
        trump="C",
        dealer=2,
        want={"durchmarsch": True},
        base_seed=400,
        hand_filter=lambda h, dl: sum(1 for c in h if suit(c) == "C") >= 6,
    )
    dcl = r["deal"].declarer
    caller = (dcl + 2) % 3
    dbl = [(caller, "durchmarsch", 2, "first"), (dcl, "durchmarsch", 4, "after1")]
    pays = settle(dcl, g, False, "C", r["won"], {"durchmarsch": 4})
    write("c5", transcript([build_deal(r, g, False, "C", dbl, pays)], meta={"auditor": "clean durchmarsch, contra+recontra"}))
    note("c5", r, f"doubles {dbl}; payments {pays}")

    # ---------------------------------------------------------------- single faults
    # f1: party + ulti (bells), defender fails to follow suit; contra on ulti.  As played the ulti
    # fails; under lose_all_goals the declarer wins both goals.
    g = ["party", "ulti"]
    r = find(
        "f1",
        g,
        trump="D",
        dealer=0,
        faults=[(2, "follow", 1)],
        want={"ulti": False},
        base_seed=500,
        hand_filter=lambda h, dl: sum(1 for c in h if suit(c) == "D") >= 5,
    )
    dcl = r["deal"].declarer
    pays = settle(dcl, g, False, "D", win_all(g), {"ulti": 2})
    write(
        "f1",
        transcript(
            [build_deal(r, g, False, "D", [(2, "ulti", 2, "first")], pays)],
            meta={"auditor": "defender revoke (follow), settled lose_all_goals"},
        ),
    )
    asplayed = settle(dcl, g, False, "D", r["won"], {"ulti": 2})
    note("f1", r, f"payments (LAG) {pays}\nas played would be {asplayed} net {net(asplayed)}")

    # f2: 40-100 (leaves), declarer fails to trump; as played 40-100 made.
    g = ["40-100"]
    r = find("f2", g, trump="S", dealer=1, faults=[(2, "trump", 0)], want={"40-100": True}, base_seed=600)
    dcl = r["deal"].declarer
    assert dcl == 2
    pays = settle(dcl, g, False, "S", lose_all(g), {})
    write("f2", transcript([build_deal(r, g, False, "S", [], pays)], meta={"auditor": "declarer fails to trump"}))
    note("f2", r, f"payments (LAG) {pays}")

    # f3: betli, declarer fails to overtake; as played no trick taken; contra by one defender.
    g = ["betli"]
    r = find("f3", g, trump=None, dealer=2, faults=[(0, "overtake", 0)], want={"betli": True}, base_seed=700)
    dcl = r["deal"].declarer
    assert dcl == 0
    caller = 2
    pays = settle(dcl, g, False, None, lose_all(g), {"betli": 2}, callers={"betli": {caller}})
    write(
        "f3",
        transcript([build_deal(r, g, False, None, [(caller, "betli", 2, "first")], pays)], meta={"auditor": "betli declarer fails to overtake"}),
    )
    note("f3", r, f"contra by {caller}; payments (LAG) {pays}")

    # ---------------------------------------------------------------- two faults in one deal
    # f4: party (hearts? no: leaves) + ... use 40-100 in bells: declarer revokes first (follow), a defender later (trump).
    g = ["40-100"]
    r = find(
        "f4",
        g,
        trump="D",
        dealer=0,
        faults=[(1, "follow", 0), (0, "trump", 3)],
        want={"40-100": True},
        base_seed=800,
    )
    dcl = r["deal"].declarer
    assert dcl == 1
    pays = settle(dcl, g, False, "D", lose_all(g), {})
    write("f4", transcript([build_deal(r, g, False, "D", [], pays)], meta={"auditor": "declarer revoke then defender revoke"}))
    note("f4", r, f"payments (first fault: declarer, LAG) {pays}")

    # f5: durchmarsch (trumps acorns), contra; both defenders revoke (follow, overtake); as played lost.
    g = ["durchmarsch"]
    r = find(
        "f5",
        g,
        trump="C",
        dealer=1,
        faults=[(0, "follow", 0), (1, "overtake", 1)],
        want={"durchmarsch": False},
        base_seed=900,
        hand_filter=lambda h, dl: sum(1 for c in h if suit(c) == "C") >= 5,
    )
    dcl = r["deal"].declarer
    assert dcl == 2
    pays = settle(dcl, g, False, "C", win_all(g), {"durchmarsch": 2})
    write(
        "f5",
        transcript([build_deal(r, g, False, "C", [(0, "durchmarsch", 2, "first")], pays)], meta={"auditor": "both defenders revoke"}),
    )
    note("f5", r, f"payments (defenders' faults, LAG) {pays}")

    # f6: party + ulti (leaves): defender fails to overtake first, declarer fails to follow later.
    g = ["party", "ulti"]
    r = find(
        "f6",
        g,
        trump="S",
        dealer=2,
        faults=[(1, "overtake", 0), (0, "follow", 2)],
        want={"ulti": True, "party": False},
        base_seed=1000,
        hand_filter=lambda h, dl: sum(1 for c in h if suit(c) == "S") >= 5,
    )
    dcl = r["deal"].declarer
    assert dcl == 0
    pays = settle(dcl, g, False, "S", win_all(g), {})
    write("f6", transcript([build_deal(r, g, False, "S", [], pays)], meta={"auditor": "defender revoke then declarer revoke"}))
    note("f6", r, f"payments (first fault: defender, LAG) {pays}")

    # ---------------------------------------------------------------- sessions
    start = [12, -5, -7]

    # f7: three deals, scores and totals; deal 1 party with contra lost (clean), deal 2 a defender
    # fails to trump in a 40-100 (LAG: declarer wins), deal 3 clean betli won.
    deals = []
    totals = list(start)
    sess = []
    # deal 1: dealer 0, declarer 1, party (hearts? no: non-red acorns), contra by 2, lost
    g = ["party"]
    r = find("f7d1", g, trump="C", dealer=0, want={"party": False}, base_seed=1100)
    dcl = r["deal"].declarer
    pays = settle(dcl, g, False, "C", r["won"], {"party": 2})
    n = net(pays)
    deals.append((r, g, False, "C", [(2, "party", 2, "first")], n))
    # deal 2: dealer 1, declarer 2, 40-100 bells, defender seat 0 fails to trump
    g = ["40-100"]
    r = find("f7d2", g, trump="D", dealer=1, faults=[(0, "trump", 0)], want={"40-100": False}, base_seed=1200)
    pays = settle(r["deal"].declarer, g, False, "D", win_all(g), {})
    deals.append((r, g, False, "D", [], net(pays)))
    # deal 3: dealer 2, declarer 0, betli, no contra, won
    g = ["betli"]
    r = find("f7d3", g, trump=None, dealer=2, want={"betli": True}, base_seed=1300)
    pays = settle(r["deal"].declarer, g, False, None, r["won"], {})
    deals.append((r, g, False, None, [], net(pays)))
    out = []
    for k, (r, g, red, tn, dbl, n) in enumerate(deals):
        d = build_deal(r, g, red, tn, dbl, [])
        for s in range(3):
            d["events"].append({"type": "score", "party": s, "points": n[s]})
        for s in range(3):
            totals[s] += n[s]
            d["events"].append({"type": "total", "party": s, "points": totals[s]})
        out.append(d)
        note(f"f7 deal {k}", r, f"net {n}; totals {totals}")
    write("f7", transcript(out, start={"totals": start}, meta={"auditor": "session, revoke in deal 2, totals carried"}))

    # f8: two deals, scores and totals; deal 1 a defender fails to follow in party+ulti, the table
    # scored it as played (no penalty): wrong scores planted; deal 2 clean 40-100, totals follow the
    # sheet's own arithmetic.
    start8 = [0, 0, 0]
    g = ["party", "ulti"]
    r1 = find(
        "f8d1",
        g,
        trump="H",
        red=True,
        dealer=1,
        faults=[(0, "follow", 0)],
        want={"ulti": False, "party": False},
        base_seed=1400,
        hand_filter=lambda h, dl: sum(1 for c in h if suit(c) == "H") >= 5,
    )
    dcl = r1["deal"].declarer
    assert dcl == 2
    as_played = net(settle(dcl, g, True, "H", r1["won"], {}))
    lag = net(settle(dcl, g, True, "H", win_all(g), {}))
    g2 = ["40-100"]
    r2 = find("f8d2", g2, trump="S", dealer=2, want={"40-100": True}, base_seed=1500)
    n2 = net(settle(r2["deal"].declarer, g2, False, "S", r2["won"], {}))
    d1 = build_deal(r1, g, True, "H", [], [])
    tot = list(start8)
    for s in range(3):
        d1["events"].append({"type": "score", "party": s, "points": as_played[s]})
    for s in range(3):
        tot[s] += as_played[s]
        d1["events"].append({"type": "total", "party": s, "points": tot[s]})
    d2 = build_deal(r2, g2, False, "S", [], [])
    for s in range(3):
        d2["events"].append({"type": "score", "party": s, "points": n2[s]})
    for s in range(3):
        tot[s] += n2[s]
        d2["events"].append({"type": "total", "party": s, "points": tot[s]})
    write("f8", transcript([d1, d2], start={"totals": start8}, meta={"auditor": "revoke scored as played"}))
    note("f8 deal 0", r1, f"as played net {as_played}; LAG net {lag}")
    note("f8 deal 1", r2, f"net {n2}; sheet totals {tot}")

    # f9: revoke_penalty play_stands: party + ulti (acorns), declarer fails to overtake; as played.
    g = ["party", "ulti"]
    r = find(
        "f9",
        g,
        trump="C",
        dealer=0,
        faults=[(1, "overtake", 0)],
        want={"ulti": True},
        base_seed=1600,
        hand_filter=lambda h, dl: sum(1 for c in h if suit(c) == "C") >= 5,
    )
    assert r["deal"].declarer == 1
    pays = settle(1, g, False, "C", r["won"], {})
    write(
        "f9",
        transcript(
            [build_deal(r, g, False, "C", [], pays)],
            rules={"preset": "standard", "revoke_penalty": "play_stands"},
            meta={"auditor": "play_stands"},
        ),
    )
    note("f9", r, f"payments as played {pays}")

    # f10: revoke_penalty void_deal: 40-100 (leaves), defender fails to follow; scores 0.
    g = ["40-100"]
    r = find("f10", g, trump="S", dealer=1, faults=[(1, "follow", 0)], base_seed=1700)
    assert r["deal"].declarer == 2
    d = build_deal(r, g, False, "S", [], [])
    for s in range(3):
        d["events"].append({"type": "score", "party": s, "points": 0})
    write(
        "f10",
        transcript([d], rules={"preset": "standard", "revoke_penalty": "void_deal"}, meta={"auditor": "void_deal"}),
    )
    note("f10", r, "scores 0 0 0")

    # f11: the record stops at the revoke (declarer fails to follow in a red party): LAG settles.
    g = ["party"]
    r = find("f11", g, red=True, dealer=2, faults=[(0, "follow", 1)], base_seed=1800)
    dcl = r["deal"].declarer
    assert dcl == 0
    pays = settle(dcl, g, True, "H", lose_all(g), {})
    d = build_deal(r, g, True, "H", [], [])
    # cut the plays after the revoke card
    fi = r["fault_events"][0][0]
    d["events"] = d["events"][: fi + 1] + pays
    write("f11", transcript([d], meta={"auditor": "play stops at the revoke"}))
    note("f11", r, f"record cut after event {fi}; payments {pays}")

    (HERE / "_notes.md").write_text("\n".join(NOTES))


if __name__ == "__main__":
    main()
