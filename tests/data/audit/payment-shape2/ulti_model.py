"""Ulti model, written from 003_bb2f67de7752728b.txt alone.

  dealing: the dealer's right-hand neighbour (next in order of play, dealer+1) gets 12, the
      others 10; he lays two away and bids first; here the others pass and he passes last
      (three passes in a row end the auction); he leads the first trick.
  play: follow suit; void: trump; and within that, beat the cards on the table if you can.
  card points (trump games): A and 10 are 10 each, the last trick 10; the declarer's two laid-away
      cards count for the defenders; marriages only when said (never said here).
  party (1, red 2): the declarer beats the defenders on card points and takes at least one trick.
  ulti (4, red 8) with party: the last trick taken with the trump 7; failed: 4 more as a penalty
      (doubled for red).
  silent bonuses (2 silent ulti, 2 silent 100, 3 silent durchmarsch): the deals are chosen so
      none happens (no trump 7 in the last trick unless ulti was bid, never 100 points, never all
      tricks).
  betli (5): the declarer takes no trick, no trumps.
  settlement: for each goal the declarer receives its value from each defender when made, pays
      it to each when failed.
"""

import random

SUITS = "HDSC"
TR_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]
NT_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]


def deck():
    return [r + s for s in SUITS for r in TR_ORDER]


def rank(c):
    return c[:-1]


def suit(c):
    return c[-1]


def strength(c, led, trump):
    order = TR_ORDER if trump else NT_ORDER
    v = 10 - order.index(rank(c))
    if trump and suit(c) == trump:
        return 100 + v
    if suit(c) == led:
        return v
    return None


def legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    best = max((strength(c, led, trump) or -1) for _, c in trick)
    same = [c for c in hand if suit(c) == led]
    if same:
        beat = [c for c in same if (strength(c, led, trump) or -1) > best]
        return beat or same
    if trump:
        tr = [c for c in hand if suit(c) == trump]
        if tr:
            beat = [c for c in tr if strength(c, led, trump) > best]
            return beat or tr
    return list(hand)


def play(rng, dealer, goals, red, trump_choice=None, keep7=False):
    cards = deck()
    rng.shuffle(cards)
    first = (dealer + 1) % 3
    hands = [[], [], []]
    pos = 0
    for k in range(1, 4):
        s = (dealer + k) % 3
        m = 12 if s == first else 10
        hands[s] = cards[pos:pos + m]
        pos += m
    dealt = [list(h) for h in hands]
    betli = "betli" in goals
    if betli:
        trump = None
    elif red:
        trump = "H"
    else:
        trump = trump_choice
    # lay away two cards, no trump and no ace/ten (keeps the points question simple)
    cand = [c for c in hands[first] if (trump is None or suit(c) != trump) and rank(c) not in ("A", "10")]
    if betli:
        cand = sorted(hands[first], key=lambda c: -(10 - NT_ORDER.index(rank(c))))[:4]
    if len(cand) < 2:
        return None
    disc = rng.sample(cand, 2)
    for c in disc:
        hands[first].remove(c)
    leader = first
    tricks = []
    for t in range(10):
        trick = []
        for k in range(3):
            s = (leader + k) % 3
            opts = legal(hands[s], trick, trump)
            if keep7 and s == first and t < 9:
                o2 = [c for c in opts if c != "7" + trump]
                opts = o2 or opts
            if betli and s == first:
                led = suit(trick[0][1]) if trick else None
                opts = sorted(opts, key=lambda c: strength(c, led or suit(c), None) or -1)[:1]
            c = rng.choice(opts)
            hands[s].remove(c)
            trick.append((s, c))
        led = suit(trick[0][1])
        w = max(trick, key=lambda sc: strength(sc[1], led, trump) or -1)[0]
        tricks.append((trick, w))
        leader = w
    return dict(dealer=dealer, hands=dealt, first=first, discard=disc, trump=trump, tricks=tricks,
                goals=goals, red=red)


def evaluate(d):
    """Returns dict goal->(made: bool) and problems (silent bonuses) or None if the deal has a
    silent bonus / tie we avoid."""
    first = d["first"]
    trump = d["trump"]
    tricks = d["tricks"]
    won = sum(1 for _, w in tricks if w == first)
    res = {}
    if "betli" in d["goals"]:
        res["betli"] = won == 0
        return res
    pts = {"P": 0, "D": 0}
    for c in d["discard"]:
        if rank(c) in ("A", "10"):
            pts["D"] += 10
    for i, (trick, w) in enumerate(tricks):
        side = "P" if w == first else "D"
        pts[side] += 10 * sum(1 for _, c in trick if rank(c) in ("A", "10"))
        if i == 9:
            pts[side] += 10
    d["card_points"] = pts
    if won == 10 or won == 0:
        return None  # (silent) durchmarsch either way, avoid
    last, lw = tricks[9]
    seven = "7" + trump
    seven_in_last = [s for s, c in last if c == seven]
    if "ulti" in d["goals"]:
        res["ulti"] = bool(seven_in_last) and seven_in_last[0] == first and lw == first
        if not seven_in_last or seven_in_last[0] != first:
            return None  # keep the 7 with the declarer
    elif seven_in_last:
        return None
    res["party"] = pts["P"] > pts["D"] and won > 0
    if pts["P"] == pts["D"]:
        return None
    return res


VALUES = {"party": 1, "ulti": 4, "betli": 5}


def settlement(d, res):
    """Payments (from, to, amount, reason), one per reason per pair."""
    first = d["first"]
    mult = 2 if d["red"] else 1
    out = []
    defenders = [s for s in range(3) if s != first]
    order = ["party", "ulti", "betli"]
    for g in order:
        if g not in res:
            continue
        v = VALUES[g] * (mult if g != "betli" else 1)
        for o in defenders:
            if res[g]:
                out.append((o, first, v, g))
            else:
                out.append((first, o, v, g))
        if g == "ulti" and not res[g]:
            for o in defenders:
                out.append((first, o, 4 * mult, "ulti-penalty"))
    return out


def events(d, bid, pays_after=()):
    first = d["first"]
    evs = [{"type": "discard", "seat": first, "cards": d["discard"]},
           {"type": "bid", "seat": first, "bid": bid},
           {"type": "bid", "seat": (first + 1) % 3, "bid": "pass"},
           {"type": "bid", "seat": (first + 2) % 3, "bid": "pass"},
           {"type": "bid", "seat": first, "bid": "pass"}]
    if d["trump"] is None:
        evs.append({"type": "announce", "seat": first, "items": [{"kind": "no-trump"}]})
    elif not d["red"]:
        evs.append({"type": "announce", "seat": first, "items": [{"kind": "trump", "suit": d["trump"]}]})
    for t, (trick, _w) in enumerate(d["tricks"]):
        for s, c in trick:
            if t == 0 and d["trump"] is not None:
                # marriages are said with the first card; nobody says one here
                evs.append({"type": "declare", "seat": s, "items": []})
            evs.append({"type": "play", "seat": s, "card": c})
    evs += list(pays_after)
    return evs


def find(seed, dealer, goals, red, trump_choice=None, want=None):
    rng = random.Random(seed)
    keep7 = "ulti" in goals
    for _ in range(20000):
        d = play(rng, dealer, goals, red, trump_choice, keep7)
        if d is None:
            continue
        if keep7 and ("7" + d["trump"]) not in d["hands"][d["first"]]:
            continue
        if keep7 and "7" + d["trump"] in d["discard"]:
            continue
        res = evaluate(d)
        if res is None:
            continue
        if want is None or want(d, res):
            d["res"] = res
            return d
    raise RuntimeError("no deal")
