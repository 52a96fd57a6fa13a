"""Blind generator for audit round rage-bid-variant-combos (Rage, Paluba/Amigo rules).

Written from /work/shared/seeds/001_e7f9d50c98dca0e9.txt only.  Does not import validator.

Usage: python _gen.py [SEED]   -> writes NN-*.json beside this file and prints a summary
(file, planted fault, event indexes, figures) used to write EXPECTED.md.

Rules implemented (source quotes in EXPECTED.md):
- bidding and leading start at the dealer's left = seat dealer+1 (players are in order of play);
  the dealer passes to the next seat each round; round r deals 11-r cards;
- trump: first colour card of the stock (action cards turned are skipped);
- follow the led colour; only a player without it may play another colour, a trump or an
  action card (the joker is an action card);
- the led colour is the first colour card or joker of the trick; a trick of action cards only
  (no joker) goes to its first card;
- joker = highest card of the colour named; any trump beats a non-trump joker; the second of
  two jokers named alike beats the first;
- NOTRUMP: no trump in this trick, a new trump is turned after it; CHANGE: a new trump is
  turned at once and counts in this trick;
- score: 1 a trick (2 a trick for a Durch, not in the one-card round), +5/-5 per PLUS5/MINUS5
  in one's tricks, +10 for an exact bid, -5 otherwise.
Plays that make a trick depend on an unsettled reading (NOTRUMP with CHANGE or with a second
NOTRUMP, a joker with NOTRUMP/CHANGE) are avoided, as is a joker naming a colour that is neither
led nor trump.
"""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
COLOURS = "RBGYPO"
ACTIONS = {"WILD": 2, "NOTRUMP": 4, "CHANGE": 4, "PLUS5": 3, "MINUS5": 3}


class Retry(Exception):
    pass


def deck():
    d = [f"{c}{v}" for c in COLOURS for v in range(16)]
    for a, k in ACTIONS.items():
        d += [a] * k
    assert len(d) == 112
    return d


def colour(card):
    return card[0] if card[0] in COLOURS and card[1:].isdigit() else None


def value(card):
    return int(card[1:])


def next_colour_index(talon, i):
    i += 1
    while i < len(talon) and colour(talon[i]) is None:
        i += 1
    if i >= len(talon):
        raise Retry("stock exhausted")
    return i


def led_colour(trick):
    for _s, c, named in trick:
        if colour(c):
            return colour(c)
        if c == "WILD":
            return named
    return None


def eff(card, named):
    if card == "WILD":
        return named
    return colour(card)


def rank(card, pos):
    # joker above 15; of two jokers named alike, the later one is higher
    return (16, pos) if card == "WILD" else (value(card), 0)


def trick_winner(trick, trump):
    led = led_colour(trick)
    if led is None:
        return trick[0][0]
    if trump is not None:
        tr = [(rank(c, p), s) for p, (s, c, nm) in enumerate(trick) if eff(c, nm) == trump]
        if tr:
            return max(tr)[1]
    fl = [(rank(c, p), s) for p, (s, c, nm) in enumerate(trick) if eff(c, nm) == led]
    return max(fl)[1]


def legal(hand, led):
    if led is not None:
        f = [c for c in hand if colour(c) == led]
        if f:
            return f
    return list(hand)


def safe(card, trick):
    kinds = {c for _s, c, _n in trick}
    if card == "NOTRUMP":
        return not (kinds & {"NOTRUMP", "CHANGE", "WILD"})
    if card == "CHANGE":
        return not (kinds & {"NOTRUMP", "WILD"})
    if card == "WILD":
        return not (kinds & {"NOTRUMP", "CHANGE"})
    return True


def default_choice(rng, ctx):
    """Random legal, unambiguous play; a joker names the led colour or the trump."""
    opts = [c for c in ctx["legal"] if safe(c, ctx["trick"])]
    if not opts:
        raise Retry("only ambiguous plays")
    c = rng.choice(opts)
    return c, name_for(rng, c, ctx)


def name_for(rng, c, ctx):
    if c != "WILD":
        return None
    led = ctx["led"]
    if led is None:
        return rng.choice(COLOURS)
    if ctx["trump"] is not None and rng.random() < 0.4:
        return ctx["trump"]
    return led


def play_round(n, dealer, hands, talon, rng, hook=None):
    """Play a round with legal plays (or as the hook says). Returns plays and results."""
    hands = [list(h) for h in hands]
    k = len(hands[0])
    tp = next_colour_index(talon, -1)
    trump = colour(talon[tp])
    leader = (dealer + 1) % n
    tricks = [0] * n
    action = [0] * n
    plays = []
    winners = []
    trumps = []
    for t in range(k):
        trick = []
        suspended = False
        trumps.append(trump)
        for i in range(n):
            s = (leader + i) % n
            led = led_colour(trick)
            ctx = {
                "t": t,
                "i": i,
                "seat": s,
                "hand": list(hands[s]),
                "legal": legal(hands[s], led),
                "trick": list(trick),
                "led": led,
                "trump": None if suspended else trump,
                "hands": hands,
                "k": k,
            }
            ch = hook(rng, ctx) if hook else None
            if ch is None:
                ch = default_choice(rng, ctx)
            card, named = ch
            if card == "WILD" and named not in (led, None if suspended else trump) and led is not None:
                raise Retry("joker naming a third colour")
            if not safe(card, trick):
                raise Retry("ambiguous")
            hands[s].remove(card)
            trick.append((s, card, named))
            plays.append((s, card, named))
            if card == "NOTRUMP":
                suspended = True
            if card == "CHANGE":
                tp = next_colour_index(talon, tp)
                trump = colour(talon[tp])
        w = trick_winner(trick, None if suspended else trump)
        if suspended:
            tp = next_colour_index(talon, tp)
            trump = colour(talon[tp])
        tricks[w] += 1
        for _s, c, _n in trick:
            action[w] += 5 if c == "PLUS5" else -5 if c == "MINUS5" else 0
        winners.append(w)
        leader = w
    return {"plays": plays, "tricks": tricks, "action": action, "winners": winners, "trumps": trumps}


def score(bids, res, k, durch):
    n = len(bids)
    per = 1
    if durch and k > 1 and max(res["tricks"]) == k:
        per = 2
    out = []
    for s in range(n):
        tr = res["tricks"][s]
        out.append(tr * per + res["action"][s] + (10 if bids[s] == tr else -5))
    return out, per


def deal_cards(rng, n, k):
    d = deck()
    rng.shuffle(d)
    hands = [d[i * k : (i + 1) * k] for i in range(n)]
    return hands, d[n * k :]


def random_bids(rng, n, dealer, k, pm1):
    order = [(dealer + 1 + i) % n for i in range(n)]
    bids = [0] * n
    for j, s in enumerate(order):
        b = max(0, min(k, round(k / n + rng.uniform(-1.2, 1.2))))
        if pm1 and j == n - 1 and sum(bids) + b == k:
            b = b + 1 if b + 1 <= k and rng.random() < 0.5 or b == 0 else b - 1
        bids[s] = b
    return bids


def play_ev(s, c, nm):
    e = {"type": "play", "seat": s, "card": c}
    if nm is not None:
        e["named"] = nm
    return e


def build_events(n, dealer, bids, res, scores, bid_order=None, bid_after=0, totals=None):
    """bid_order: seats in the order the bids are written; bid_after: number of plays before them."""
    if bid_order is None:
        bid_order = [(dealer + 1 + i) % n for i in range(n)]
    ev = []
    idx = {}
    plays = [play_ev(*p) for p in res["plays"]]
    ev += plays[:bid_after]
    for s in bid_order:
        idx[s] = len(ev)
        ev.append({"type": "bid", "seat": s, "bid": bids[s]})
    ev += plays[bid_after:]
    sc_idx = {}
    for s in range(n):
        sc_idx[s] = len(ev)
        ev.append({"type": "score", "party": s, "points": scores[s]})
    if totals is not None:
        for s in range(n):
            ev.append({"type": "total", "party": s, "points": totals[s]})
    return ev, idx, sc_idx


def transcript(players, rules, deals, start=None):
    t = {"format": "trick-transcript/1", "game": "rage", "rules": dict(rules), "players": players}
    if start:
        t["start"] = start
    t["deals"] = deals
    return t


NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "František", "Gábina", "Honza"]
SUMMARY = []


def write(fname, t, info):
    with open(os.path.join(HERE, fname), "w", encoding="utf-8") as f:
        json.dump(t, f, ensure_ascii=False, indent=1)
        f.write("\n")
    SUMMARY.append((fname, info))


def single(rng, n, k, dealer, rules, bids_fn, hook=None, accept=None, tries=20000):
    """Search for one round meeting accept(hands, talon, bids, res)."""
    for _ in range(tries):
        hands, talon = deal_cards(rng, n, k)
        try:
            res = play_round(n, dealer, hands, talon, rng, hook=hook)
        except Retry:
            continue
        bids = bids_fn(res)
        if bids is None:
            continue
        if accept and not accept(hands, talon, bids, res):
            continue
        return hands, talon, bids, res
    raise SystemExit("no round found")


def order_from(n, dealer):
    return [(dealer + 1 + i) % n for i in range(n)]


# ----------------------------------------------------------------------------- files


def f01(rng):
    """pm1 + hidden_bid: the dealer's bid, written last, makes the total equal the cards."""
    n, k, dealer = 4, 5, 2
    rules = {"plus_minus_one": True, "hidden_bid": True}

    def bids_fn(res):
        first = [1, 2, 1]  # seats 3, 0, 1
        b = [0] * n
        for s, v in zip(order_from(n, dealer)[:3], first, strict=True):
            b[s] = v
        b[dealer] = k - sum(first)
        return b

    hands, talon, bids, res = single(rng, n, k, dealer, rules, bids_fn)
    sc, per = score(bids, res, k, False)
    order = [0, 3, 1, 2]  # written in another order than the seats, dealer last
    ev, idx, sidx = build_events(n, dealer, bids, res, sc, bid_order=order, totals=sc)
    t = transcript(NAMES[:n], rules, [{"dealer": dealer, "hands": hands, "talon": talon, "events": ev}])
    write("01-pm1-hidden-dealer-last.json", t, dict(bids=bids, sum=sum(bids), k=k, res=res, scores=sc,
          fault=[(0, idx[dealer], "bid_forbidden_plus_minus_one")], bid_idx=idx))


def f02(rng):
    """pm1 + hidden_bid: total equals the cards; the dealer's slip is written second, not last."""
    n, k, dealer = 4, 6, 0
    rules = {"plus_minus_one": True, "hidden_bid": True}

    def bids_fn(res):
        b = [0] * n
        b[1], b[2], b[3] = 2, 1, 1
        b[dealer] = k - 4
        return b

    hands, talon, bids, res = single(rng, n, k, dealer, rules, bids_fn)
    sc, per = score(bids, res, k, False)
    order = [2, 0, 3, 1]  # dealer (0) second; seat 1 (first in seat order) written last
    ev, idx, sidx = build_events(n, dealer, bids, res, sc, bid_order=order, totals=sc)
    t = transcript(NAMES[:n], rules, [{"dealer": dealer, "hands": hands, "talon": talon, "events": ev}])
    write("02-pm1-hidden-dealer-not-last.json", t, dict(bids=bids, sum=sum(bids), k=k, res=res, scores=sc,
          fault=[(0, idx[dealer], "bid_forbidden_plus_minus_one")], alt_last_written=idx[1], bid_idx=idx))


def f03(rng):
    """pm1 + secret_bid: bids written after two tricks; the dealer's (written last) makes the sum 4."""
    n, k, dealer = 5, 4, 3
    rules = {"plus_minus_one": True, "secret_bid": True}

    def bids_fn(res):
        b = [0] * n
        for s, v in zip(order_from(n, dealer)[:4], [1, 0, 2, 0], strict=True):
            b[s] = v
        b[dealer] = 1
        return b

    hands, talon, bids, res = single(rng, n, k, dealer, rules, bids_fn)
    sc, per = score(bids, res, k, False)
    order = [1, 4, 2, 0, 3]
    ev, idx, sidx = build_events(n, dealer, bids, res, sc, bid_order=order, bid_after=2 * n, totals=sc)
    t = transcript(NAMES[:n], rules, [{"dealer": dealer, "hands": hands, "talon": talon, "events": ev}])
    write("03-pm1-secret-midround.json", t, dict(bids=bids, sum=sum(bids), k=k, res=res, scores=sc,
          fault=[(0, idx[dealer], "bid_forbidden_plus_minus_one")], bid_idx=idx))


def f04(rng):
    """clean: pm1 + secret_bid, bids written after the last card, in shuffled order, sum != 7."""
    n, k, dealer = 4, 7, 1
    rules = {"plus_minus_one": True, "secret_bid": True}

    def bids_fn(res):
        b = [0] * n
        for s, v in zip(order_from(n, dealer), [2, 3, 1, 2], strict=True):
            b[s] = v
        return b  # sum 8

    hands, talon, bids, res = single(rng, n, k, dealer, rules, bids_fn)
    sc, per = score(bids, res, k, False)
    order = [3, 1, 0, 2]
    ev, idx, sidx = build_events(n, dealer, bids, res, sc, bid_order=order, bid_after=n * k, totals=sc)
    t = transcript(NAMES[:n], rules, [{"dealer": dealer, "hands": hands, "talon": talon, "events": ev}])
    write("04-clean-pm1-secret-late.json", t, dict(bids=bids, sum=sum(bids), k=k, res=res, scores=sc,
          fault=[], bid_idx=idx))


def durch_hook(target):
    """Seat target plays to win; others play low."""

    def hook(rng, ctx):
        opts = [c for c in ctx["legal"] if safe(c, ctx["trick"]) and c not in ("NOTRUMP", "CHANGE")]
        if not opts:
            return None
        tr = ctx["trump"]
        led = ctx["led"]

        def strength(c):
            e = eff(c, led or tr) if c == "WILD" else colour(c)
            if c == "WILD":
                return 40
            if e is None:
                return -1
            return (20 if e == tr else 0) + (value(c) if (e == led or e == tr or led is None) else -1)

        if ctx["seat"] == target:
            c = max(opts, key=strength)
        else:
            c = min(opts, key=strength)
        nm = None
        if c == "WILD":
            nm = (tr or COLOURS[0]) if ctx["seat"] == target else (led or rng.choice(COLOURS))
            if led is not None and nm not in (led, tr):
                nm = led
        return c, nm

    return hook


def f05(rng):
    """durch + pm1: seat 1 bids 4 and takes all 4 tricks; recorded 4+10 instead of 2*4+10."""
    n, k, dealer = 3, 4, 0
    rules = {"plus_minus_one": True, "durch": True}

    def bids_fn(res):
        if res["tricks"][1] != k:
            return None
        return [1, 4, 0]  # order 1,2,0: 4+0+1 = 5 != 4

    hands, talon, bids, res = single(rng, n, k, dealer, rules, bids_fn, hook=durch_hook(1))
    sc, per = score(bids, res, k, True)
    rec = list(sc)
    rec[1] = sc[1] - k  # single trick points: the Durch forgotten
    ev, idx, sidx = build_events(n, dealer, bids, res, rec)
    t = transcript(NAMES[:n], rules, [{"dealer": dealer, "hands": hands, "talon": talon, "events": ev}])
    write("05-durch-pm1-forgot-double.json", t, dict(bids=bids, sum=sum(bids), k=k, res=res, scores=sc,
          recorded=rec, per=per, fault=[(0, sidx[1], "wrong_score")]))


def f06(rng):
    """clean: durch + pm1, the Durch player bid k-1 (missed): 2k - 5 (+ action)."""
    n, k, dealer = 4, 5, 3
    rules = {"plus_minus_one": True, "durch": True}

    def bids_fn(res):
        if res["tricks"][2] != k:
            return None
        return [0, 1, 4, 1]  # order 0,1,2,3: 0+1+4+1 = 6 != 5

    hands, talon, bids, res = single(rng, n, k, dealer, rules, bids_fn, hook=durch_hook(2))
    sc, per = score(bids, res, k, True)
    ev, idx, sidx = build_events(n, dealer, bids, res, sc, totals=sc)
    t = transcript(NAMES[:n], rules, [{"dealer": dealer, "hands": hands, "talon": talon, "events": ev}])
    write("06-clean-durch-pm1-missed-bid.json", t, dict(bids=bids, sum=sum(bids), k=k, res=res, scores=sc,
          per=per, fault=[]))


def f07(rng):
    """durch + pm1: the others bid 0, the dealer bids all 3 (sum = 3, forbidden) and takes all 3."""
    n, k, dealer = 4, 3, 1
    rules = {"plus_minus_one": True, "durch": True}

    def bids_fn(res):
        if res["tricks"][dealer] != k:
            return None
        b = [0] * n
        b[dealer] = k
        return b

    hands, talon, bids, res = single(rng, n, k, dealer, rules, bids_fn, hook=durch_hook(dealer))
    sc, per = score(bids, res, k, True)
    ev, idx, sidx = build_events(n, dealer, bids, res, sc, totals=sc)
    t = transcript(NAMES[:n], rules, [{"dealer": dealer, "hands": hands, "talon": talon, "events": ev}])
    write("07-durch-pm1-dealer-bids-all.json", t, dict(bids=bids, sum=sum(bids), k=k, res=res, scores=sc,
          per=per, fault=[(0, idx[dealer], "bid_forbidden_plus_minus_one")]))


def f08(rng):
    """durch + pm1, one-card round: winner bid 1; recorded 12 (Durch applied) instead of 11."""
    n, k, dealer = 4, 1, 3
    rules = {"plus_minus_one": True, "durch": True}

    def bids_fn(res):
        w = res["winners"][0]
        b = [0] * n
        b[w] = 1
        other = (w + 1) % n
        b[other] = 1  # sum 2
        return b

    hands, talon, bids, res = single(rng, n, k, dealer, rules, bids_fn)
    sc, per = score(bids, res, k, True)
    w = res["winners"][0]
    rec = list(sc)
    rec[w] = sc[w] + 1
    ev, idx, sidx = build_events(n, dealer, bids, res, rec)
    t = transcript(NAMES[:n], rules, [{"dealer": dealer, "hands": hands, "talon": talon, "events": ev}])
    write("08-durch-last-round-not-doubled.json", t, dict(bids=bids, sum=sum(bids), k=k, res=res, scores=sc,
          recorded=rec, per=per, fault=[(0, sidx[w], "wrong_score")]))


def f09(rng):
    """pm1, one-card round, 5 players: the four before the dealer bid 0, the dealer bids 1 (sum 1)."""
    n, k, dealer = 5, 1, 4
    rules = {"plus_minus_one": True}

    def bids_fn(res):
        b = [0] * n
        b[dealer] = 1
        return b

    hands, talon, bids, res = single(rng, n, k, dealer, rules, bids_fn)
    sc, per = score(bids, res, k, False)
    ev, idx, sidx = build_events(n, dealer, bids, res, sc, totals=sc)
    t = transcript(NAMES[:n], rules, [{"dealer": dealer, "hands": hands, "talon": talon, "events": ev}])
    write("09-pm1-one-card-dealer-bids-one.json", t, dict(bids=bids, sum=sum(bids), k=k, res=res, scores=sc,
          fault=[(0, idx[dealer], "bid_forbidden_plus_minus_one")]))


def f10(rng):
    """clean: pm1, one-card round, 6 players: the others bid 1 in all, so the dealer must bid 1."""
    n, k, dealer = 6, 1, 2
    rules = {"plus_minus_one": True}

    def bids_fn(res):
        b = [0] * n
        b[(dealer + 2) % n] = 1
        b[dealer] = 1
        return b

    hands, talon, bids, res = single(rng, n, k, dealer, rules, bids_fn)
    sc, per = score(bids, res, k, False)
    ev, idx, sidx = build_events(n, dealer, bids, res, sc, totals=sc)
    t = transcript(NAMES[:n], rules, [{"dealer": dealer, "hands": hands, "talon": talon, "events": ev}])
    write("10-clean-pm1-one-card-dealer-forced-one.json", t, dict(bids=bids, sum=sum(bids), k=k, res=res,
          scores=sc, fault=[]))


def f11(rng):
    """A joker played (naming the led colour) by a player who holds the led colour."""
    n, k, dealer = 4, 6, 0
    rules = {"durch": True}
    state = {}

    def hook(rng, ctx):
        if state.get("done"):
            return None
        led = ctx["led"]
        if (led and "WILD" in ctx["hand"] and any(colour(c) == led for c in ctx["hand"])
                and safe("WILD", ctx["trick"]) and ctx["i"] >= 1):
            state["done"] = (ctx["t"], ctx["i"], ctx["seat"], led, [c for c in ctx["hand"] if colour(c) == led])
            return "WILD", led
        return None

    def bids_fn(res):
        return random_bids(rng, n, dealer, k, False)

    def accept(h, tl, b, res):
        return bool(state.get("done"))

    for _ in range(20000):
        state.clear()
        try:
            hands, talon, bids, res = single(rng, n, k, dealer, rules, bids_fn, hook=hook, tries=1)
        except SystemExit:
            continue
        if state.get("done"):
            break
    assert state.get("done")
    sc, per = score(bids, res, k, True)
    ev, idx, sidx = build_events(n, dealer, bids, res, sc, totals=sc)
    t_, i_, s_, led, held = state["done"]
    pe = next(j for j, e in enumerate(ev) if e["type"] == "play") + t_ * n + i_
    t = transcript(NAMES[:n], rules, [{"dealer": dealer, "hands": hands, "talon": talon, "events": ev}])
    write("11-joker-while-able-to-follow.json", t, dict(bids=bids, k=k, res=res, scores=sc, per=per,
          joker=state["done"], fault=[(0, pe, "action_card_while_able_to_follow")]))


def f12(rng):
    """A joker led naming X; a later player holding X plays a card of another colour."""
    n, k, dealer = 4, 5, 1
    rules = {"plus_minus_one": True}
    state = {}

    def hook(rng, ctx):
        if ctx["i"] == 0 and "WILD" in ctx["hand"] and not state.get("lead"):
            later = [(ctx["seat"] + j) % n for j in range(1, n)]
            for x in COLOURS:
                if x == ctx["trump"]:
                    continue
                for s in later:
                    h = ctx["hands"][s]
                    if any(colour(c) == x for c in h) and any(colour(c) not in (None, x) for c in h):
                        state["lead"] = (ctx["t"], ctx["seat"], x, s)
                        return "WILD", x
        lead = state.get("lead")
        if lead and not state.get("done") and ctx["t"] == lead[0] and ctx["seat"] == lead[3]:
            x = lead[2]
            other = [c for c in ctx["hand"] if colour(c) not in (None, x)]
            c = max(other, key=lambda c: (colour(c) == ctx["trump"], value(c)))
            state["done"] = (ctx["t"], ctx["i"], ctx["seat"], x, c, [h for h in ctx["hand"] if colour(h) == x])
            return c, None
        return None

    def bids_fn(res):
        return random_bids(rng, n, dealer, k, True)

    for _ in range(20000):
        state.clear()
        try:
            hands, talon, bids, res = single(rng, n, k, dealer, rules, bids_fn, hook=hook, tries=1)
        except SystemExit:
            continue
        if state.get("done"):
            break
    assert state.get("done")
    sc, per = score(bids, res, k, False)
    ev, idx, sidx = build_events(n, dealer, bids, res, sc, totals=sc)
    t_, i_, s_, x, c, held = state["done"]
    pe = next(j for j, e in enumerate(ev) if e["type"] == "play") + t_ * n + i_
    t = transcript(NAMES[:n], rules, [{"dealer": dealer, "hands": hands, "talon": talon, "events": ev}])
    write("12-joker-lead-revoke.json", t, dict(bids=bids, sum=sum(bids), k=k, res=res, scores=sc,
          lead=state["lead"], revoke=state["done"], fault=[(0, pe, "revoke")]))


def f13(rng):
    """clean: a joker led naming a non-trump colour is beaten by a trump of a player void in it."""
    n, k, dealer = 4, 6, 2
    rules = {"plus_minus_one": True, "hidden_bid": True}
    state = {}

    def hook(rng, ctx):
        if ctx["i"] == 0 and "WILD" in ctx["hand"] and not state.get("lead") and ctx["trump"]:
            tr = ctx["trump"]
            later = [(ctx["seat"] + j) % n for j in range(1, n)]
            for x in COLOURS:
                if x == tr:
                    continue
                for s in later:
                    h = ctx["hands"][s]
                    if not any(colour(c) == x for c in h) and any(colour(c) == tr for c in h):
                        state["lead"] = (ctx["t"], ctx["seat"], x, s)
                        return "WILD", x
        lead = state.get("lead")
        if lead and ctx["t"] == lead[0] and ctx["seat"] == lead[3] and not state.get("ruff"):
            tr = ctx["trump"]
            c = max([c for c in ctx["hand"] if colour(c) == tr], key=value)
            state["ruff"] = (ctx["seat"], c)
            return c, None
        return None

    def bids_fn(res):
        return random_bids(rng, n, dealer, k, True)

    for _ in range(20000):
        state.clear()
        try:
            hands, talon, bids, res = single(rng, n, k, dealer, rules, bids_fn, hook=hook, tries=1)
        except SystemExit:
            continue
        if state.get("ruff") and res["winners"][state["lead"][0]] == state["ruff"][0]:
            break
    assert state.get("ruff") and res["winners"][state["lead"][0]] == state["ruff"][0]
    sc, per = score(bids, res, k, False)
    order = [1, 3, 2, 0]
    ev, idx, sidx = build_events(n, dealer, bids, res, sc, bid_order=order, totals=sc)
    t = transcript(NAMES[:n], rules, [{"dealer": dealer, "hands": hands, "talon": talon, "events": ev}])
    write("13-clean-joker-lead-trumped.json", t, dict(bids=bids, sum=sum(bids), k=k, res=res, scores=sc,
          lead=state["lead"], ruff=state["ruff"], fault=[]))


def session(rng, n, d0, rules, bid_mode, fault_r10=False, want=None):
    """Ten rounds. bid_mode: 'open', 'hidden' (shuffled, before the first play), 'secret' (anywhere)."""
    pm1 = rules.get("plus_minus_one", False)
    durch = rules.get("durch", False)
    for _attempt in range(5000):
        deals = []
        info = []
        totals = [0] * n
        ok = True
        for r in range(1, 11):
            k = 11 - r
            dealer = (d0 + r - 1) % n
            for _ in range(200):
                hands, talon = deal_cards(rng, n, k)
                try:
                    res = play_round(n, dealer, hands, talon, rng)
                    break
                except Retry:
                    continue
            else:
                ok = False
                break
            if r == 10 and fault_r10:
                bids = [0] * n
                bids[dealer] = 1
            elif r == 10:
                # the dealer's bid is forced: the others bid 1 in all
                bids = [0] * n
                bids[(dealer + 1) % n] = 1
                bids[dealer] = 1
            else:
                bids = random_bids(rng, n, dealer, k, pm1)
            sc, per = score(bids, res, k, durch)
            totals = [a + b for a, b in zip(totals, sc, strict=True)]
            order = order_from(n, dealer)
            after = 0
            if bid_mode in ("hidden", "secret"):
                rng.shuffle(order)
                if r == 10:
                    order.remove(dealer)
                    order.append(dealer)
            if bid_mode == "secret":
                after = rng.randint(0, n * k)
            ev, idx, sidx = build_events(n, dealer, bids, res, sc, bid_order=order, bid_after=after,
                                         totals=totals)
            deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": ev})
            info.append(dict(r=r, k=k, dealer=dealer, bids=bids, tricks=res["tricks"], action=res["action"],
                             scores=sc, per=per, totals=list(totals), bid_idx=idx))
        if not ok:
            continue
        if want and not want(info, deals):
            continue
        return deals, info
    raise SystemExit("no session")


def has_joker_lead(deals, n):
    for d in deals:
        plays = [e for e in d["events"] if e["type"] == "play"]
        for j in range(0, len(plays), n):
            if plays[j]["card"] == "WILD":
                return True
    return False


def f14(rng):
    """clean: 3 players, ten rounds, pm1 + secret_bid + durch, totals; a Durch in some round < 10."""
    n, d0 = 3, 2
    rules = {"plus_minus_one": True, "secret_bid": True, "durch": True}

    def want(info, deals):
        return any(x["per"] == 2 and x["k"] > 1 for x in info) and has_joker_lead(deals, n)

    deals, info = session(rng, n, d0, rules, "secret", want=want)
    t = transcript(NAMES[:n], rules, deals)
    write("14-clean-session-3p-pm1-secret-durch.json", t, dict(info=info, fault=[]))


def f15(rng):
    """8 players, ten rounds, pm1 + hidden_bid, totals; round 10: all bid 0, the dealer (last) bids 1."""
    n, d0 = 8, 5
    rules = {"plus_minus_one": True, "hidden_bid": True}
    deals, info = session(rng, n, d0, rules, "hidden", fault_r10=True)
    x = info[9]
    t = transcript(NAMES[:n], rules, deals)
    write("15-session-8p-pm1-hidden-r10-dealer.json", t, dict(info=info,
          fault=[(9, x["bid_idx"][x["dealer"]], "bid_forbidden_plus_minus_one")]))


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 20260517
    for i, f in enumerate([f01, f02, f03, f04, f05, f06, f07, f08, f09, f10, f11, f12, f13, f14, f15]):
        f(random.Random(seed * 100 + i))
    for fname, info in SUMMARY:
        print("==", fname)
        for key, v in info.items():
            if key == "info":
                for x in v:
                    print("  ", x)
            else:
                print("  ", key, "=", v)


if __name__ == "__main__":
    main()
