"""Ulti (Japanese source, 2013) as I read it, for plain trump games only: party, red party,
ulti (with party), and the fold of a plain party.

- Dealer's right neighbour (= dealer + 1 in play order) gets 12 cards, the others 10; the
  dealer moves on counterclockwise (= dealer + 1).
- The first bidder discards 2 and bids; each next seat passes or takes the 2, discards 2 and
  bids higher; three passes in a row end the auction.
- The declarer leads; follow suit, else trump, and beat the cards on the table if you can.
- Card points with trumps: A and 10 ten each, the last trick ten; marriages 40 (trumps) / 20
  said with the first card; the declarer's two discards count for the defenders.
- Party (1, red 2): the declarer's points beat the defenders' and the declarer took a trick.
- Ulti (4, red 8): the last trick won with the trump 7; if it fails, a penalty of 4 (red 8) more.
- Each defender pays the declarer a won goal's value; the declarer pays each defender a lost one.
- Fold of a plain party: the declarer pays 2 to each defender.
"""

import random

SUITS = "HDSC"
RANKS_T = ["A", "10", "K", "Q", "J", "9", "8", "7"]


def deck():
    return [r + s for s in SUITS for r in RANKS_T]


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c):
    return 8 - RANKS_T.index(rank(c))


def cpoints(c):
    return 10 if rank(c) in ("A", "10") else 0


class Reject(Exception):
    pass


def beats(a, b, led, trump):
    """Does card a beat card b (b currently winning)?"""
    if suit(a) == suit(b):
        return strength(a) > strength(b)
    if suit(a) == trump:
        return True
    return False


def legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    win = trick[0][1]
    for _, c in trick[1:]:
        if beats(c, win, led, trump):
            win = c
    same = [c for c in hand if suit(c) == led]
    if same:
        if suit(win) == led:
            higher = [c for c in same if strength(c) > strength(win)]
            if higher:
                return higher
        return same
    tr = [c for c in hand if suit(c) == trump]
    if tr:
        if suit(win) == trump:
            higher = [c for c in tr if strength(c) > strength(win)]
            if higher:
                return higher
        return tr
    return list(hand)


def winner(trick, trump):
    led = suit(trick[0][1])
    ws, win = trick[0]
    for s, c in trick[1:]:
        if beats(c, win, led, trump):
            ws, win = s, c
    return ws


def marriages(hand, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    return sorted(out, reverse=True)


def play_deal(rng, dealer, kind, tries=5000, overbid=False):
    """kind: 'party', 'red-party', 'ulti', 'red-ulti', 'fold'. Returns deal, result dict."""
    for _ in range(tries):
        d = deck()
        rng.shuffle(d)
        f = (dealer + 1) % 3
        hands = [None] * 3
        hands[f] = sorted(d[:12])
        hands[(f + 1) % 3] = sorted(d[12:22])
        hands[(f + 2) % 3] = sorted(d[22:32])
        try:
            return _deal(rng, dealer, hands, kind, overbid)
        except Reject:
            continue
    raise RuntimeError("no deal for " + kind)


def _choose_trump(hand, need7):
    best = None
    for s in "SDC":
        cnt = sum(1 for c in hand if suit(c) == s)
        if need7 and "7" + s not in hand:
            continue
        if best is None or cnt > best[0]:
            best = (cnt, s)
    if best is None:
        raise Reject()
    return best[1]


def _discard(hand, trump, keep7):
    cand = [c for c in hand if suit(c) != trump and cpoints(c) == 0 and not (keep7 and c == "7" + trump)]
    if len(cand) < 2:
        cand = [c for c in hand if suit(c) != trump]
    if len(cand) < 2:
        raise Reject()
    cand.sort(key=lambda c: (strength(c), c))
    return cand[:2]


def _deal(rng, dealer, hands, kind, overbid):
    f = (dealer + 1) % 3
    red = kind.startswith("red")
    ulti = kind.endswith("ulti")
    events = []
    hand = list(hands[f])
    trump = "H" if red else _choose_trump(hand, ulti)
    if ulti and "7" + trump not in hand:
        raise Reject()
    if ulti and sum(1 for c in hand if suit(c) == trump) < 5:
        raise Reject()
    declarer = f
    if overbid:
        # f bids plain party with its discard, f+1 takes the talon and bids red party
        disc = _discard(hand, "S", False)
        events.append({"type": "discard", "seat": f, "cards": disc})
        events.append({"type": "bid", "seat": f, "bid": {"goals": ["party"], "red": False}})
        g = (f + 1) % 3
        h2 = sorted(hands[g] + disc)
        events.append({"type": "take", "seat": g, "cards": disc})
        trump = "H"
        red = True
        disc2 = _discard(h2, trump, False)
        events.append({"type": "discard", "seat": g, "cards": disc2})
        events.append({"type": "bid", "seat": g, "bid": {"goals": ["party"], "red": True}})
        for k in (2, 0, 1):
            events.append({"type": "bid", "seat": (f + k) % 3, "bid": "pass"})
        declarer = g
        live = [list(h) for h in hands]
        live[g] = [c for c in h2 if c not in disc2]
        live[f] = [c for c in hands[f] if c not in disc]
        discards = disc2
    else:
        disc = _discard(hand, trump, ulti)
        events.append({"type": "discard", "seat": f, "cards": disc})
        goals = ["ulti"] if ulti else ["party"]
        events.append({"type": "bid", "seat": f, "bid": {"goals": goals, "red": red}})
        for k in (1, 2, 0):
            events.append({"type": "bid", "seat": (f + k) % 3, "bid": "pass"})
        live = [list(h) for h in hands]
        live[f] = [c for c in hand if c not in disc]
        discards = disc
    value = 2 if red else 1
    defenders = [s for s in range(3) if s != declarer]
    res = {"declarer": declarer, "trump": trump, "red": red, "kind": kind if not overbid else "red-party over a party", "lines": {s: [] for s in range(3)}}
    if kind == "fold":
        events.append({"type": "call", "seat": declarer, "call": "fold"})
        for s in defenders:
            res["lines"][s].append(("fold", 2))
        res["lines"][declarer].append(("fold", -4))
        res["net"] = {s: sum(p for _, p in res["lines"][s]) for s in range(3)}
        deal = {"dealer": dealer, "hands": hands, "events": events}
        return deal, res
    if not red:
        events.append({"type": "announce", "seat": declarer, "items": [{"kind": "trump", "suit": trump}]})
    # marriages, said with the first card
    mar = {s: marriages(live[s], trump) for s in range(3)}
    leader = declarer
    pts = [0, 0, 0]
    ntricks = [0, 0, 0]
    t7 = "7" + trump
    ulti_ok = None
    last_trick = None
    for t in range(10):
        trick = []
        for k in range(3):
            s = (leader + k) % 3
            opts = legal(live[s], trick, trump)
            if ulti and s == declarer and t < 9 and len(opts) > 1 and t7 in opts:
                opts = [c for c in opts if c != t7]
            c = rng.choice(opts)
            if t == 0:
                events.append({"type": "declare", "seat": s, "items": [{"kind": "marriage", "points": p} for p in mar[s]]})
            live[s].remove(c)
            events.append({"type": "play", "seat": s, "card": c})
            trick.append((s, c))
        w = winner(trick, trump)
        ntricks[w] += 1
        pts[w] += sum(cpoints(c) for _, c in trick) + (10 if t == 9 else 0)
        if t == 9:
            last_trick = trick
        leader = w
    side = lambda s: "D" if s == declarer else "d"
    dpts = pts[declarer] + sum(mar[declarer])
    opts_ = sum(pts[s] for s in defenders) + sum(cpoints(c) for c in discards) + sum(sum(mar[s]) for s in defenders)
    # filters: no silent bonus, no tie
    if dpts == opts_:
        raise Reject()
    if dpts >= 100 or opts_ >= 100:
        raise Reject()
    if max(ntricks) == 10:
        raise Reject()
    w_last = winner(last_trick, trump)
    played7 = [s for s, c in last_trick if c == t7]
    if played7 and not ulti:
        raise Reject()
    party_won = dpts > opts_ and ntricks[declarer] > 0
    res["points"] = (dpts, opts_)
    res["tricks"] = ntricks
    res["marriages"] = mar
    pv = value if party_won else -value
    res["lines"][declarer].append(("party", 2 * pv))
    for s in defenders:
        res["lines"][s].append(("party", -pv))
    res["party_won"] = party_won
    if ulti:
        uv = 4 * value
        ok = bool(played7) and played7[0] == declarer and w_last == declarer
        # declarer kept the 7 to the last trick?
        res["ulti_won"] = ok
        if ok:
            res["lines"][declarer].append(("ulti", 2 * uv))
            for s in defenders:
                res["lines"][s].append(("ulti", -uv))
        else:
            res["lines"][declarer].append(("ulti", -2 * uv))
            res["lines"][declarer].append(("ulti-penalty", -2 * uv))
            for s in defenders:
                res["lines"][s].append(("ulti", uv))
                res["lines"][s].append(("ulti-penalty", uv))
    res["net"] = {s: sum(p for _, p in res["lines"][s]) for s in range(3)}
    deal = {"dealer": dealer, "hands": hands, "events": events}
    return deal, res
