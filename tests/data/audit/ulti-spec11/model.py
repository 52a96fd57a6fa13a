"""ulti-spec11: my own model of Ulti, written from source 003 (Japanese) alone.

Only what the transcripts of this round need: legal play (follow, trump, overtake; the
declared-ulti seven kept), trick winners, card points, goal results, silent bonuses and
payments under the rule options the engine names.
"""

from __future__ import annotations

import itertools

SUITS = "HDSC"
TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # 切札があるとき
PLAIN_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # ないとき
DECK = [r + s for s in SUITS for r in TRUMP_ORDER]


def rank(c):
    return c[:-1]


def suit(c):
    return c[-1]


def strength(c, trump):
    order = TRUMP_ORDER if trump is not None else PLAIN_ORDER
    return len(order) - order.index(rank(c))


def beats(c, w, trump):
    """c beats the card w currently winning the trick."""
    if suit(c) == suit(w):
        return strength(c, trump) > strength(w, trump)
    return trump is not None and suit(c) == trump


def trick_winner(cards, trump):
    """cards: list of (seat, card) in play order."""
    best = cards[0]
    for sc in cards[1:]:
        if beats(sc[1], best[1], trump):
            best = sc
    return best[0]


def legal(hand, trick, trump, keep_seven=None):
    """Cards the source allows: follow suit; else trump; and beat the card winning so far
    if a card allowed so far can. keep_seven: the trump seven a declared-ulti declarer must
    keep as long as the rules allow."""
    if not trick:
        cands = list(hand)
    else:
        led = suit(trick[0][1])
        win = trick[0][1]
        for _, c in trick[1:]:
            if beats(c, win, trump):
                win = c
        follow = [c for c in hand if suit(c) == led]
        if follow:
            b = [c for c in follow if beats(c, win, trump)]
            cands = b or follow
        elif trump is not None and any(suit(c) == trump for c in hand):
            tr = [c for c in hand if suit(c) == trump]
            b = [c for c in tr if beats(c, win, trump)]
            cands = b or tr
        else:
            cands = list(hand)
    if keep_seven and keep_seven in cands and len(cands) > 1:
        cands = [c for c in cands if c != keep_seven]
    return cands


def card_value(c, trump):
    if trump is None:
        return 0
    return 10 if rank(c) in ("A", "10") else 0


# ---------------------------------------------------------------- values

STANDARD = {
    "party": 1, "ulti": 4, "40-100": 4, "20-100": 8, "durchmarsch": 6,
    "open-durchmarsch": 24, "four-aces": 4, "betli": 5, "rebetli": 10,
    "open-betli": 20, "redurchmarsch": 12,
}
ULTINET = {"party": 1, "four-aces": 3, "40-100": 4, "ulti": 4, "betli": 5, "20-100": 6,
           "durchmarsch": 7, "four-tens": 9}
SILENT_STD = {"silent-ulti": 2, "silent-100": 2, "silent-durchmarsch": 3, "silent-four-aces": 2}
SILENT_NET = {"silent-ulti": 2, "silent-100": 1, "silent-durchmarsch": 4, "silent-four-aces": 2}

NO_TRUMP_GOALS = {"betli", "rebetli", "open-betli", "redurchmarsch"}
TRUMP_ONLY = {"party", "ulti", "40-100", "20-100", "four-aces", "four-tens"}


def goal_value(g, bid, opts):
    table = ULTINET if opts.get("point_table") == "ultinet" else STANDARD
    red = bid.get("red", False)
    dp = opts.get("durchmarsch_points", "table")
    if g == "durchmarsch" and dp != "table":
        return dp * (2 if red else 1)
    if g == "redurchmarsch" and dp != "table":
        return 2 * dp
    if g == "open-durchmarsch":
        # 赤でも赤以外でも 24 点; option: 12 with trumps not red
        if opts.get("open_durchmarsch_trump_points") == 12 and bid.get("trumps") and not red:
            return 12
        return 24
    v = table[g]
    if red and g in TRUMP_ONLY | {"durchmarsch"}:
        v *= 2
    return v


def bid_key(bid, opts):
    """Compare bids: returns a function-comparable summary."""
    goals = bid["goals"]
    vals = {g: goal_value(g, bid, opts) for g in goals}
    total = sum(vals.values())
    party = vals.get("party", 0)
    return total, len(goals), party


def higher(new, old, opts):
    h = opts.get("bid_hierarchy", "points_then_fewer_goals")
    tn, nn, pn = bid_key(new, opts)
    to, no, po = bid_key(old, opts)
    if h == "points_then_fewer_goals":
        return tn > to or (tn == to and nn < no)
    if h == "durchmarsch_above_red":
        dn = "durchmarsch" in new["goals"] and ("40-100" in new["goals"] or "ulti" in new["goals"])
        do = "durchmarsch" in old["goals"] and ("40-100" in old["goals"] or "ulti" in old["goals"])
        if tn == to and nn == no and dn != do:
            return dn
        return tn > to or (tn == to and nn < no)
    if h == "points_only":
        return tn > to
    if h == "points_without_party":
        return (tn - pn) > (to - po) or ((tn - pn) == (to - po) and tn > to)
    if h == "ultinet":
        def net(b, t, p):
            g = b["goals"]
            if "party" in g and ({"ulti", "four-aces", "four-tens"} & set(g)):
                return t - p
            return t
        return net(new, tn, pn) > net(old, to, po)
    raise ValueError(h)


# ---------------------------------------------------------------- play


def play_out(hands, leader, trump, policy, keep_seven_seat=None, keep_seven=None, plan=None):
    """hands: dict seat -> list (10 cards). policy(seat, legal, hand, trick, state) -> card.
    plan: optional dict (trick_index, seat) -> card forced (may be illegal: a planted fault).
    Returns list of tricks: each {leader, cards: [(seat, card)], winner}."""
    hands = {s: list(h) for s, h in hands.items()}
    tricks = []
    for t in range(10):
        trick = []
        s = leader
        for _ in range(3):
            ks = keep_seven if s == keep_seven_seat else None
            lg = legal(hands[s], trick, trump, ks)
            if plan and (t, s) in plan:
                c = plan[(t, s)]
            else:
                c = policy(s, lg, hands[s], trick, t)
            hands[s].remove(c)
            trick.append((s, c))
            s = (s + 1) % 3
        w = trick_winner(trick, trump)
        tricks.append({"leader": leader, "cards": trick, "winner": w})
        leader = w
    return tricks


def all_endings(hands, leader, trump, keep_seven_seat=None, keep_seven=None, done=()):
    """Every legal way to play out the remaining cards (hands: seat -> remaining list)."""
    n = len(hands[0])
    if n == 0:
        yield list(done)
        return

    def rec(hs, ld, acc):
        if len(hs[0]) == 0:
            yield acc
            return
        def rec_trick(hs2, s, trick):
            if len(trick) == 3:
                yield hs2, trick
                return
            ks = keep_seven if s == keep_seven_seat else None
            for c in legal(hs2[s], trick, trump, ks):
                h3 = dict(hs2)
                h3[s] = [x for x in hs2[s] if x != c]
                yield from rec_trick(h3, (s + 1) % 3, trick + [(s, c)])
        for hs2, trick in rec_trick(hs, ld, []):
            w = trick_winner(trick, trump)
            yield from rec(hs2, w, acc + [{"leader": ld, "cards": trick, "winner": w}])

    yield from rec({s: list(h) for s, h in hands.items()}, leader, list(done))


# ---------------------------------------------------------------- scoring


def settle(contract, declarer, tricks, talon, opts, marriages=None, contras=None):
    """Returns (list of payments (from, to, amount, reason), info dict).
    contract: {goals, red, trump (suit or None), trumps (bool, open durch)}.
    marriages: seat -> total marriage points declared. contras: goal -> (level, seat)."""
    marriages = marriages or {}
    contras = contras or {}
    trump = contract["trump"]
    goals = list(contract["goals"])
    red = contract.get("red", False)
    defs = [s for s in range(3) if s != declarer]
    net = opts.get("point_table") == "ultinet"
    silent_tab = SILENT_NET if net else SILENT_STD
    won = {s: [t for t in tricks if t["winner"] == s] for s in range(3)}
    decl_tricks = len(won[declarer])
    pts = {s: sum(card_value(c, trump) for t in won[s] for _, c in t["cards"]) for s in range(3)}
    last = tricks[-1]
    pts[last["winner"]] += 10 if trump is not None else 0
    decl_pts = pts[declarer] + marriages.get(declarer, 0)
    def_pts = sum(pts[d] + marriages.get(d, 0) for d in defs) + sum(card_value(c, trump) for c in talon)
    decl_cards = [c for t in won[declarer] for _, c in t["cards"]]
    info = {"tricks": {s: len(won[s]) for s in range(3)}, "decl_pts": decl_pts, "def_pts": def_pts,
            "card_pts": pts}
    res = {}
    for g in goals:
        if g == "party":
            res[g] = decl_pts > def_pts and decl_tricks >= 1
        elif g == "ulti":
            seven = "7" + trump
            res[g] = last["winner"] == declarer and (declarer, seven) in last["cards"]
        elif g in ("durchmarsch", "open-durchmarsch", "redurchmarsch"):
            res[g] = decl_tricks == 10
        elif g in ("betli", "rebetli", "open-betli"):
            res[g] = decl_tricks == 0
        elif g == "four-aces":
            res[g] = all(("A" + s) in decl_cards for s in SUITS)
        elif g == "four-tens":
            res[g] = all(("10" + s) in decl_cards for s in SUITS)
        elif g == "40-100":
            raise NotImplementedError
    info["results"] = dict(res)
    pays = []  # (from, to, amount, reason)

    def mult(g, d):
        if g not in contras:
            return 1
        lvl, who = contras[g]
        if trump is None and who != d:
            return 1
        return lvl

    # silent bonuses (出来役): not in betli; optionally not in a durchmarsch game
    silent = {}  # name -> (side winner: 'decl'/'def' or seat for lost seven)
    is_betli = any(g in ("betli", "rebetli", "open-betli") for g in goals)
    is_durch = any(g in ("durchmarsch", "open-durchmarsch", "redurchmarsch") for g in goals)
    allow_silent = trump is not None and not is_betli and not (
        is_durch and not opts.get("silent_bonuses_in_durchmarsch", True))
    lost_seven = None
    if allow_silent:
        seven = "7" + trump
        if "ulti" not in goals:
            for s, c in last["cards"]:
                if c == seven:
                    if last["winner"] == s:
                        silent["silent-ulti"] = "decl" if s == declarer else "def"
                    else:
                        lost_seven = s
        if "40-100" not in goals and "20-100" not in goals:
            if decl_pts >= 100:
                silent["silent-100"] = "decl"
            elif def_pts >= 100:
                silent["silent-100"] = "def"
        if not is_durch:
            aces_tens = "four-aces" in goals or "four-tens" in goals
            if not (aces_tens and not opts.get("silent_durchmarsch_with_aces_tens", True)):
                if decl_tricks == 10:
                    silent["silent-durchmarsch"] = "decl"
        if opts.get("four_aces") and opts.get("silent_four_aces") and "four-aces" not in goals:
            if all(("A" + s) in decl_cards for s in SUITS):
                silent["silent-four-aces"] = "decl"
            elif not any(("A" + s) in decl_cards for s in SUITS) and not any(
                ("A" + s) in talon for s in SUITS
            ):
                silent["silent-four-aces"] = "def"
    info["silent"] = dict(silent)
    info["lost_seven"] = lost_seven
    replaces_party = "party" in goals and (
        "silent-100" in silent
        or ("silent-durchmarsch" in silent and opts.get("silent_durchmarsch_scoring") == "replaces_party")
    )
    for g in goals:
        if g == "party" and replaces_party:
            continue
        v = goal_value(g, contract, opts)
        for d in defs:
            a = v * mult(g, d)
            if res[g]:
                pays.append((d, declarer, a, g))
            else:
                pays.append((declarer, d, a, g))
        if g == "ulti" and not res[g]:
            for d in defs:
                pays.append((declarer, d, 4 * (2 if red else 1), "ulti-penalty"))
    for name, side in silent.items():
        v = silent_tab[name] * (2 if red else 1)
        for d in defs:
            a = v
            if opts.get("silent_bonus_contra") and "party" in goals and name in (
                "silent-100", "silent-durchmarsch"):
                a *= mult("party", d)
            if side == "decl":
                pays.append((d, declarer, a, name))
            else:
                pays.append((declarer, d, a, name))
    if lost_seven is not None:
        assert not red, "lost silent seven under red: avoided"
        for o in range(3):
            if o != lost_seven:
                pays.append((lost_seven, o, 4, "silent-ulti"))
    return pays, info


def net_of(pays):
    n = {0: 0, 1: 0, 2: 0}
    for f, t, a, _ in pays:
        n[f] -= a
        n[t] += a
    return n


# ---------------------------------------------------------------- auction


def build_auction(final_hands, talon, first, script, rng):
    """Work back from the final hands and the declarer's discard (talon) through the
    auction script [(seat, bid-or-'pass')]; every bid after the first takes the two cards
    on the table and lays two away. Returns (dealt hands, events)."""
    hands = {s: list(h) for s, h in final_hands.items()}
    cur = list(talon)
    bid_steps = [i for i, (s, b) in enumerate(script) if b != "pass"]
    assert script[0][0] == first and script[0][1] != "pass"
    discards = {}
    takes = {}
    for k in reversed(bid_steps):
        s = script[k][0]
        discards[k] = list(cur)
        if k == bid_steps[0]:
            hands[s] = hands[s] + cur
            cur = []
            break
        pool = hands[s] + cur
        take = rng.sample(sorted(pool), 2)
        takes[k] = take
        hands[s] = [c for c in pool if c not in take]
        cur = take
    events = []
    for k, (s, b) in enumerate(script):
        if b == "pass":
            events.append({"type": "bid", "seat": s, "bid": "pass"})
            continue
        if k in takes:
            events.append({"type": "take", "seat": s, "cards": takes[k]})
        events.append({"type": "discard", "seat": s, "cards": discards[k]})
        events.append({"type": "bid", "seat": s, "bid": b})
    return hands, events


def check_auction(script, opts, first):
    """Every bid higher than the last; three passes in a row end it; turns in order."""
    last = None
    passes = 0
    s_exp = first
    for s, b in script:
        assert s == s_exp, (s, s_exp)
        s_exp = (s + 1) % 3
        if b == "pass":
            passes += 1
        else:
            assert last is None or higher(b, last, opts), (b, last)
            last = b
            passes = 0
    assert passes == 3
    return last


def dealt_ok(hands, first):
    allc = [c for s in range(3) for c in hands[s]]
    assert sorted(allc) == sorted(DECK), "not a deck"
    for s in range(3):
        assert len(hands[s]) == (12 if s == first else 10), (s, len(hands[s]))


__all__ = [n for n in dir() if not n.startswith("_")]
_ = itertools
