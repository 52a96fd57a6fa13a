"""Ulti (Hungarian; Japanese description, 2013): a small model written from the source.

Model (source sections, Japanese):
- カードを配る: the right neighbour of the dealer (next in order of play) gets 12, the others 10;
- せり: he lays two away and bids; then each in turn takes the two, lays two away and bids higher
  ("先に言われたものより上の目標"), or passes the two on; three passes in a row end it;
- カード勝負: the declarer leads; follow suit, else trump, and within that beat the cards on the
  table if able ("すでに場に出てるカードに勝てる手札があれば出さなければなりません");
- 点数計算: each goal separately; betli 5 (declarer takes no trick), party 1 (card points: A and
  10 ten each, the last trick 10, the declarer's two laid-away cards count for the defenders);
  each defender pays / is paid the goal's value.
The source names no penalty for a revoke; the project's documented default (README:
Ulti revoke_penalty = lose_all_goals) is used: the offending side loses every goal of the deal.
"""

import random

from common import transcript, write

SUITS = "HDSC"
RANKS = ["A", "10", "K", "Q", "J", "9", "8", "7"]
TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]
NT_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]
PLAYERS = ["Anna", "Béla", "Csilla"]


def deck():
    return [r + s for s in SUITS for r in RANKS]


def suit(c):
    return c[-1]


def rk(c, trump):
    order = NT_ORDER if trump is None else TRUMP_ORDER
    return 10 - order.index(c[:-1])


def beats(card, best, led, trump):
    """Does `card` beat the currently winning card `best` (lead suit `led`)?"""
    if trump is not None and suit(card) == trump:
        if suit(best) != trump:
            return True
        return rk(card, trump) > rk(best, trump)
    if suit(card) == led and suit(best) == led:
        return rk(card, trump) > rk(best, trump)
    return False


def current_best(trick, trump):
    best = trick[0][1]
    led = suit(best)
    for _, c in trick[1:]:
        if beats(c, best, led, trump):
            best = c
    return best


def legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    best = current_best(trick, trump)
    same = [c for c in hand if suit(c) == led]
    if same:
        win = [c for c in same if beats(c, best, led, trump)]
        return win or same
    if trump is not None:
        tr = [c for c in hand if suit(c) == trump]
        if tr:
            win = [c for c in tr if beats(c, best, led, trump)]
            return win or tr
    return list(hand)


def winner(trick, trump):
    best = trick[0]
    led = suit(trick[0][1])
    for s, c in trick[1:]:
        if beats(c, best[1], led, trump):
            best = (s, c)
    return best[0]


def card_points(cards):
    return sum(10 for c in cards if c[:-1] in ("A", "10"))


def deal_cards(rng, dealer):
    d = deck()
    rng.shuffle(d)
    first = (dealer + 1) % 3
    hands = [None] * 3
    hands[first] = d[:12]
    hands[(first + 1) % 3] = d[12:22]
    hands[(first + 2) % 3] = d[22:32]
    return hands


def play(rng, hands, declarer, trump, choose=None, lead_override=None):
    hands = [list(h) for h in hands]
    events, log = [], []
    piles = [[], [], []]
    leader = declarer
    for t in range(10):
        if lead_override:
            leader = lead_override(t, leader)
        trick = []
        for pos in range(3):
            seat = (leader + pos) % 3
            lg = legal(hands[seat], trick, trump)
            card = choose(t, pos, seat, lg, hands[seat], trick) if choose else None
            if card is None:
                card = rng.choice(sorted(lg))
            hands[seat].remove(card)
            trick.append((seat, card))
            events.append({"type": "play", "seat": seat, "card": card})
        w = winner(trick, trump)
        piles[w] += [c for _, c in trick]
        log.append((trick, w))
        leader = w
    return events, log, piles


def pay(f, t, a, r):
    return {"type": "payment", "from": f, "to": t, "amount": a, "reason": r}


def fmt_log(log):
    return [(" ".join("%d:%s" % (s, c) for s, c in tr), w) for tr, w in log]


def revoke_hook(t_range, state, key, seats, trump):
    """A seat holding the led suit plays another card (not following suit)."""
    def choose(t, pos, seat, lg, hand, trick):
        if key in state or seat not in seats or t not in t_range or not trick:
            return None
        led = suit(trick[0][1])
        if not any(suit(c) == led for c in hand):
            return None
        other = sorted(c for c in hand if suit(c) != led)
        if not other:
            return None
        state[key] = (seat, other[0], t)
        return other[0]
    return choose


def simple_auction(hands, dealer, declarer_bid, discard):
    """The first bidder lays two away and bids; the two others pass; he passes: three passes."""
    f = (dealer + 1) % 3
    return [{"type": "discard", "seat": f, "cards": discard},
            {"type": "bid", "seat": f, "bid": declarer_bid},
            {"type": "bid", "seat": (f + 1) % 3, "bid": "pass"},
            {"type": "bid", "seat": (f + 2) % 3, "bid": "pass"},
            {"type": "bid", "seat": f, "bid": "pass"}]


BETLI = {"goals": ["betli"], "red": False}
REBETLI = {"goals": ["rebetli"], "red": False}
PARTY = {"goals": ["party"], "red": False}
NOTRUMP = {"type": "announce", "items": [{"kind": "no-trump"}]}


def betli_deal(rng, dealer, bid, hooks_factory, want, lead_override_factory=None):
    for _ in range(200000):
        hands = deal_cards(rng, dealer)
        f = (dealer + 1) % 3
        discard = sorted(hands[f], key=lambda c: (rk(c, None), c))[-2:]  # lay the two highest away
        after = [list(h) for h in hands]
        after[f] = [c for c in hands[f] if c not in discard]
        state = {}
        hook = hooks_factory(state, f) if hooks_factory else None
        lo = lead_override_factory(state, f) if lead_override_factory else None
        ev, log, piles = play(rng, after, f, None, hook, lo)
        if want(state, log, f):
            head = simple_auction(hands, dealer, bid, discard) + [dict(NOTRUMP, seat=f)]
            return dict(hands=hands, declarer=f, discard=discard, head=head, plays=ev, log=log, piles=piles, state=state)
    raise RuntimeError("none")


def idx_of(plays, card):
    return next(i for i, e in enumerate(plays) if e["card"] == card)


def u1():
    """Betli: a defender revokes (trick 2), later the other defender leads out of turn."""
    rng = random.Random(101)

    def hf(state, f):
        return revoke_hook(range(1, 3), state, "rev", [(f + 1) % 3, (f + 2) % 3], None)

    def lof(state, f):
        def override(t, due):
            if t == 5 and "rev" in state:
                other = [s for s in ((f + 1) % 3, (f + 2) % 3) if s != state["rev"][0]][0]
                state["due"] = due
                if due != other:
                    state["oot"] = other
                    return other
            return due
        return override

    def want(state, log, f):
        if "rev" not in state or "oot" not in state:
            return False
        took = [w for _, w in log[state["rev"][2] + 1:]].count(f)
        return took >= 1

    d = betli_deal(rng, 0, BETLI, hf, want, lof)
    n0 = len(d["head"])
    ri = n0 + idx_of(d["plays"], d["state"]["rev"][1])
    oi = n0 + 15
    f = d["declarer"]
    ev = d["head"] + d["plays"] + [pay((f + 1) % 3, f, 5, "betli"), pay((f + 2) % 3, f, 5, "betli")]
    write("13-ulti-betli-revoke-then-lead-out-of-turn.json",
          transcript("ulti", PLAYERS, [{"dealer": 0, "hands": d["hands"], "events": ev}], rules={"preset": "standard"},
                     meta={"audit": "multi-fault", "case": "betli: a defender revokes, later the other defender leads out of turn"}))
    print("U1 declarer", f, "revoke", d["state"]["rev"], "ev", ri, "oot", d["state"]["oot"], "due", d["state"]["due"], "ev", oi,
          "declarer tricks", [w for _, w in d["log"]].count(f))
    for x in fmt_log(d["log"]):
        print("    ", x)


def u2():
    """Rebetli: the declarer revokes; the table has him pay 10 to one defender and 5 to the other."""
    rng = random.Random(202)

    def hf(state, f):
        return revoke_hook(range(1, 4), state, "rev", [f], None)

    def want(state, log, f):
        return "rev" in state and [w for _, w in log].count(f) >= 1

    d = betli_deal(rng, 1, REBETLI, hf, want)
    n0 = len(d["head"])
    f = d["declarer"]
    ri = n0 + idx_of(d["plays"], d["state"]["rev"][1])
    ev = d["head"] + d["plays"] + [pay(f, (f + 1) % 3, 10, "rebetli"), pay(f, (f + 2) % 3, 5, "rebetli")]
    write("14-ulti-rebetli-declarer-revoke-wrong-payment.json",
          transcript("ulti", PLAYERS, [{"dealer": 1, "hands": d["hands"], "events": ev}], rules={"preset": "standard"},
                     meta={"audit": "multi-fault", "case": "rebetli: the declarer revokes; one payment written at the betli's 5"}))
    print("U2 declarer", f, "revoke", d["state"]["rev"], "ev", ri, "wrong payment ev", len(ev) - 1,
          "declarer tricks", [w for _, w in d["log"]].count(f))
    for x in fmt_log(d["log"]):
        print("    ", x)


def u3():
    """An auction with an illegal (lower) bid, then betli with a defender's revoke."""
    rng = random.Random(303)
    dealer = 2
    for _ in range(200000):
        hands = deal_cards(rng, dealer)
        f = (dealer + 1) % 3
        s1, s2 = (f + 1) % 3, (f + 2) % 3
        h = [list(x) for x in hands]
        d1 = sorted(h[f])[:2]
        h[f] = [c for c in h[f] if c not in d1]
        h[s1] += d1
        d2 = sorted(h[s1])[-2:]
        h[s1] = [c for c in h[s1] if c not in d2]
        h[s2] += d2
        d3 = sorted(h[s2])[:2]
        h[s2] = [c for c in h[s2] if c not in d3]
        h[f] += d3
        d4 = sorted(h[f], key=lambda c: (rk(c, None), c))[-2:]
        h[f] = [c for c in h[f] if c not in d4]
        state = {}
        hook = revoke_hook(range(2, 5), state, "rev", [s1, s2], None)
        ev, log, piles = play(rng, h, f, None, hook)
        if "rev" not in state or [w for _, w in log[state["rev"][2] + 1:]].count(f) < 1:
            continue
        break
    head = [{"type": "discard", "seat": f, "cards": d1},
            {"type": "bid", "seat": f, "bid": PARTY},
            {"type": "take", "seat": s1, "cards": d1},
            {"type": "discard", "seat": s1, "cards": d2},
            {"type": "bid", "seat": s1, "bid": {"goals": ["40-100"], "red": False}},
            {"type": "take", "seat": s2, "cards": d2},
            {"type": "discard", "seat": s2, "cards": d3},
            {"type": "bid", "seat": s2, "bid": {"goals": ["party"], "red": True}},
            {"type": "take", "seat": f, "cards": d3},
            {"type": "discard", "seat": f, "cards": d4},
            {"type": "bid", "seat": f, "bid": BETLI},
            {"type": "bid", "seat": s1, "bid": "pass"},
            {"type": "bid", "seat": s2, "bid": "pass"},
            {"type": "bid", "seat": f, "bid": "pass"},
            dict(NOTRUMP, seat=f)]
    n0 = len(head)
    ri = n0 + idx_of(ev, state["rev"][1])
    evs = head + ev + [pay(s1, f, 5, "betli"), pay(s2, f, 5, "betli")]
    write("15-ulti-lower-bid-then-revoke.json",
          transcript("ulti", PLAYERS, [{"dealer": dealer, "hands": hands, "events": evs}], rules={"preset": "standard"},
                     meta={"audit": "multi-fault", "case": "a bid below the last one in the auction, then a defender's revoke in the betli"}))
    print("U3 declarer", f, "illegal bid ev 7 by", s2, "revoke", state["rev"], "ev", ri,
          "declarer tricks", [w for _, w in log].count(f))
    for x in fmt_log(log):
        print("    ", x)


def party_deal(rng, dealer):
    for _ in range(200000):
        hands = deal_cards(rng, dealer)
        f = (dealer + 1) % 3
        trump = rng.choice(["S", "D", "C"])
        discard = sorted([c for c in hands[f] if suit(c) != trump and c[:-1] not in ("A", "10")],
                         key=lambda c: (rk(c, trump), c))[:2]
        if len(discard) < 2:
            continue
        after = [list(h) for h in hands]
        after[f] = [c for c in hands[f] if c not in discard]
        ev, log, piles = play(rng, after, f, trump)
        last, lw = log[-1]
        if any(c == "7" + trump for _, c in last):
            continue
        wins = [w for _, w in log]
        if wins.count(f) in (0, 10):
            continue
        if all(w != f for w in wins) or all(w == f for w in wins):
            continue
        if wins.count(f) == 0:
            continue
        defenders_all = all(w != f for w in wins)
        if defenders_all:
            continue
        dp = card_points(piles[f]) + (10 if lw == f else 0)
        op = card_points(piles[(f + 1) % 3] + piles[(f + 2) % 3] + discard) + (10 if lw != f else 0)
        if dp == op:
            continue
        head = simple_auction(hands, dealer, PARTY, discard) + [
            {"type": "announce", "seat": f, "items": [{"kind": "trump", "suit": trump}]}]
        won = dp > op
        return dict(hands=hands, declarer=f, head=head, plays=ev, log=log, dp=dp, op=op, won=won, trump=trump)


def u4():
    """Three deals on a score sheet: a wrong score in deal 0, an addition slip in a total in deal 2."""
    rng = random.Random(404)
    start = [14, -6, -8]
    tot_rules, tot_sheet = list(start), list(start)
    deals = []
    for k in range(3):
        dealer = k % 3
        if k == 1:
            d = party_deal(rng, dealer)
            f = d["declarer"]
            v = 1 if d["won"] else -1
            info = ("party", d["trump"], "dp", d["dp"], "op", d["op"])
        else:
            d = betli_deal(rng, dealer, BETLI, None, lambda s, log, f: True)
            f = d["declarer"]
            v = 5 if all(w != f for _, w in d["log"]) else -5
            info = ("betli", "declarer tricks", [w for _, w in d["log"]].count(f))
        sc = [0, 0, 0]
        sc[f] = 2 * v
        sc[(f + 1) % 3] = -v
        sc[(f + 2) % 3] = -v
        written = list(sc)
        if k == 0:
            written[(f + 1) % 3] = -2 * v  # a defender written as if he paid both
        tot_rules = [a + b for a, b in zip(tot_rules, sc)]
        new_sheet = [a + b for a, b in zip(tot_sheet, written)]
        if k == 2:
            new_sheet[(f + 2) % 3] += 10
        tot_sheet = new_sheet
        ev = d["head"] + d["plays"]
        sidx = len(ev)
        ev = ev + [{"type": "score", "party": s, "points": written[s]} for s in range(3)]
        ev += [{"type": "total", "party": s, "points": tot_sheet[s]} for s in range(3)]
        deals.append({"dealer": dealer, "hands": d["hands"], "events": ev})
        print("U4 deal", k, "declarer", f, info, "scores", sc, "written", written, "score idx", sidx,
              "tot rules", tot_rules, "tot sheet", tot_sheet)
    write("16-ulti-wrong-score-then-independent-wrong-total.json",
          transcript("ulti", PLAYERS, deals, rules={"preset": "standard"}, start={"totals": start},
                     meta={"audit": "multi-fault", "case": "a wrong score, and an addition slip in a total two deals later"}))


if __name__ == "__main__":
    u1()
    u2()
    u3()
    u4()
