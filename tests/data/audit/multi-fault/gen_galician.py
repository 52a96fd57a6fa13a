"""Galician Tarok (Szczepański, Kraków c. 1900): a small model written from the source.

Model (source §, Polish):
- §1/§9 42 cards: six to the talon, 12 to each of three players (with four, the dealer - the
  "król" - sits out but shares the result, §8);
- §10 the forehand opens the auction; here the forehand bids a three, the others pass, and he
  keeps the first three of the talon (bought once); the other three count for the helpers;
- §11 the player lays away as many cards as he bought (§13 never a king), then announces;
  the forehand leads the first trick;
- §5 follow suit, else a tarock, else anything; §23 trumping a suit while holding it is renonce:
  the offender loses the game unconditionally;
- §3/§7/§14 card points: pagat, mond, skiz 5, other tarocks 1, K 5 Q 4 N 3 J 2 pip 1, each
  three cards less 2 (66 in all, 33 the consolation);
- §18 a three: 3 x (points over 33) + 30 won from each opponent; lost (33 or less):
  (3 x missing + 30) x the purchase number, to each opponent (§8/§17 the king counts as one);
- §23 "Zwykle gracz płaci przy wygranej grze tylko konsolację": a player who loses by renonce
  but made his points pays the consolation (the three's 30, times the purchase number).
No pool (rules "pool": false); no premium is made (trull, four kings and the pagat stay split /
out of the last trick).
"""

import random

from common import transcript, write

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
PLAYERS3 = ["Adam", "Bożena", "Czesław"]
PLAYERS4 = ["Adam", "Bożena", "Czesław", "Danuta"]


def deck():
    d = ["T%d" % i for i in range(1, 22)] + ["SKIZ"]
    for s in SUITS:
        d += ["K" + s, "Q" + s, "N" + s, "J" + s, PIP[s]]
    return d


def suit(c):
    return "T" if c[0] == "T" or c == "SKIZ" else c[-1]


def rank(c):
    if c == "SKIZ":
        return 22
    if c[0] == "T":
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def value(c):
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if c[0] == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def pile_points(cards):
    assert len(cards) % 3 == 0
    return sum(value(c) for c in cards) - 2 * (len(cards) // 3)


def legal(hand, trick):
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    tr = [c for c in hand if suit(c) == "T"]
    return tr if tr else list(hand)


def winner(trick):
    led = suit(trick[0][1])
    best = None
    for s, c in trick:
        if suit(c) == "T":
            k = (2, rank(c))
        elif suit(c) == led:
            k = (1, rank(c))
        else:
            continue
        if best is None or k > best[0]:
            best = (k, s)
    return best[1]


def deal_cards(rng, dealer, n):
    d = deck()
    rng.shuffle(d)
    talon = d[:6]
    active = [(dealer + 1 + i) % n for i in range(3)]
    hands = [[] for _ in range(n)]
    for i, s in enumerate(active):
        hands[s] = d[6 + 12 * i:6 + 12 * (i + 1)]
    return hands, talon, active


def play(rng, hands, leader, active, choose=None):
    hands = {s: list(hands[s]) for s in active}
    events, log = [], []
    piles = {s: [] for s in active}
    for t in range(12):
        order = [active[(active.index(leader) + i) % 3] for i in range(3)]
        trick = []
        for pos, seat in enumerate(order):
            lg = legal(hands[seat], trick)
            card = choose(t, pos, seat, lg, hands[seat], trick) if choose else None
            if card is None:
                card = rng.choice(sorted(lg))
            hands[seat].remove(card)
            trick.append((seat, card))
            events.append({"type": "play", "seat": seat, "card": card})
        w = winner(trick)
        piles[w] += [c for _, c in trick]
        log.append((trick, w))
        leader = w
    return events, log, piles


def renonce_hook(t_range, state, key, seats):
    """A seat in `seats` trumps a suit lead while holding the suit (renonce, §23)."""
    def choose(t, pos, seat, lg, hand, trick):
        if key in state or seat not in seats or t not in t_range or not trick:
            return None
        led = suit(trick[0][1])
        if led == "T" or not any(suit(c) == led for c in hand):
            return None
        tr = sorted([c for c in hand if suit(c) == "T" and c not in ("T1", "T21", "SKIZ")], key=rank)
        if not tr:
            return None
        state[key] = (seat, tr[0], t)
        return tr[0]
    return choose


def chain(*hooks):
    def choose(*a):
        for h in hooks:
            c = h(*a)
            if c is not None:
                return c
        return None
    return choose


def no_premiums(log, piles, player):
    """No trull, no four kings on one side, the pagat not in the last trick."""
    last_trick, _ = log[-1]
    if any(c == "T1" for _, c in last_trick):
        return False
    helpers = [s for s in piles if s != player]
    side_p = set(piles[player])
    side_h = set(piles[helpers[0]]) | set(piles[helpers[1]])
    for side in (side_p, side_h):
        if {"SKIZ", "T21", "T1"} <= side:
            return False
        if all(("K" + s) in side for s in SUITS):
            return False
    return True


def pay(f, t, a, r):
    return {"type": "payment", "from": f, "to": t, "amount": a, "reason": r}


def three_result(P):
    """What a bought-once three is worth to the player (positive: each opponent pays him)."""
    if P > 33:
        return 3 * (P - 33) + 30
    return -(3 * (33 - P) + 30)


def run_deal(rng, n, dealer, want, hooks_factory=None, discard_rule=None, max_tries=300000):
    """want(state, log, piles, P, player, discard) -> bool."""
    for _ in range(max_tries):
        hands, talon, active = deal_cards(rng, dealer, n)
        player = active[0]
        bought = talon[:3]
        rest = talon[3:]
        hand = hands[player] + bought
        if discard_rule:
            discard = discard_rule(hand)
        else:
            cand = sorted([c for c in hand if suit(c) != "T" and c[0] != "K"], key=lambda c: (value(c), c))
            discard = cand[:3]
        if discard is None or len(discard) != 3:
            continue
        after = [list(h) for h in hands]
        after[player] = [c for c in hand if c not in discard]
        state = {}
        hook = hooks_factory(state, player, active) if hooks_factory else None
        ev_play, log, piles = play(rng, after, player, active, hook)
        piles[player] += discard
        helpers = [s for s in active if s != player]
        piles[helpers[0]] += rest  # the unbought three count for the helpers
        P = pile_points(piles[player])
        assert P + pile_points(piles[helpers[0]]) + pile_points(piles[helpers[1]]) == 66
        if not no_premiums(log, piles, player):
            continue
        if not want(state, log, piles, P, player, discard):
            continue
        head = [{"type": "bid", "seat": active[0], "bid": "three"},
                {"type": "bid", "seat": active[1], "bid": "pass"},
                {"type": "bid", "seat": active[2], "bid": "pass"},
                {"type": "take", "seat": player, "cards": bought},
                {"type": "discard", "seat": player, "cards": discard}]
        head += [{"type": "announce", "seat": s, "items": []} for s in active]
        return dict(hands=hands, talon=talon, active=active, player=player, discard=discard,
                    head=head, plays=ev_play, log=log, piles=piles, P=P, state=state)
    raise RuntimeError("no deal found")


def fmt_log(log):
    return [(" ".join("%d:%s" % (s, c) for s, c in tr), w) for tr, w in log]


RULES = {"preset": "standard", "pool": False}


def g1():
    """The player renonces (trick 2), then a helper renonces (later): two renonces, both sides."""
    rng = random.Random(11)

    def hf(state, player, active):
        helpers = [s for s in active if s != player]
        return chain(renonce_hook(range(1, 3), state, "p", [player]),
                     lambda *a: renonce_hook(range(4, 9), state, "h", helpers)(*a) if "p" in state else None)

    def want(state, log, piles, P, player, discard):
        return "p" in state and "h" in state and P > 33

    d = run_deal(rng, 3, 0, want, hf)
    ps, pc, pt = d["state"]["p"]
    hs, hc, ht = d["state"]["h"]
    n0 = len(d["head"])
    pi = n0 + next(i for i, e in enumerate(d["plays"]) if e["card"] == pc)
    hi = n0 + next(i for i, e in enumerate(d["plays"]) if e["card"] == hc)
    helpers = [s for s in d["active"] if s != d["player"]]
    ev = d["head"] + d["plays"] + [pay(d["player"], h, 30, "game") for h in helpers]
    deals = [{"dealer": 0, "hands": d["hands"], "talon": d["talon"], "events": ev}]
    write("09-galician-renonce-by-both-sides.json",
          transcript("galician-tarok", PLAYERS3, deals, rules=RULES,
                     meta={"audit": "multi-fault", "case": "the player renonces, then a helper renonces"}))
    print("G1 player", d["player"], "P", d["P"], "normal", three_result(d["P"]), "renonce player", d["state"]["p"], "ev", pi,
          "helper", d["state"]["h"], "ev", hi, "discard", d["discard"])
    for x in fmt_log(d["log"]):
        print("    ", x)


def g2():
    """Four players: the player renonces but makes his points; the table pays the consolation to
    the two helpers and forgets the king (the dealer sitting out)."""
    rng = random.Random(22)

    def hf(state, player, active):
        return renonce_hook(range(2, 6), state, "p", [player])

    def want(state, log, piles, P, player, discard):
        return "p" in state and P > 33

    d = run_deal(rng, 4, 3, want, hf)
    ps, pc, pt = d["state"]["p"]
    n0 = len(d["head"])
    pi = n0 + next(i for i, e in enumerate(d["plays"]) if e["card"] == pc)
    helpers = [s for s in d["active"] if s != d["player"]]
    ev = d["head"] + d["plays"] + [pay(d["player"], h, 30, "game") for h in helpers]
    deals = [{"dealer": 3, "hands": d["hands"], "talon": d["talon"], "events": ev}]
    write("10-galician-4p-renonce-king-unpaid.json",
          transcript("galician-tarok", PLAYERS4, deals, rules=RULES,
                     meta={"audit": "multi-fault", "case": "four players: renonce by the player, the consolation not paid to the king"}))
    print("G2 player", d["player"], "P", d["P"], "normal", three_result(d["P"]), "renonce", d["state"]["p"], "ev", pi,
          "helpers", helpers, "payments at", len(ev) - 2)
    for x in fmt_log(d["log"]):
        print("    ", x)


def g3():
    """The player lays a king away (§13, lost unconditionally, the deal played out), then
    renonces in the play (§23): one lost game."""
    rng = random.Random(33)

    def disc(hand):
        kings = sorted(c for c in hand if c[0] == "K" and suit(c) != "T")
        low = sorted([c for c in hand if suit(c) != "T" and c[0] != "K"], key=lambda c: (value(c), c))
        if not kings or len(low) < 2:
            return None
        return [low[0], kings[0], low[1]]

    def hf(state, player, active):
        return renonce_hook(range(3, 8), state, "p", [player])

    def want(state, log, piles, P, player, discard):
        return "p" in state and P > 33

    d = run_deal(rng, 3, 1, want, hf, discard_rule=disc)
    ps, pc, pt = d["state"]["p"]
    n0 = len(d["head"])
    pi = n0 + next(i for i, e in enumerate(d["plays"]) if e["card"] == pc)
    helpers = [s for s in d["active"] if s != d["player"]]
    ev = d["head"] + d["plays"] + [pay(d["player"], h, 30, "game") for h in helpers]
    deals = [{"dealer": 1, "hands": d["hands"], "talon": d["talon"], "events": ev}]
    write("11-galician-king-discarded-then-renonce.json",
          transcript("galician-tarok", PLAYERS3, deals, rules=RULES,
                     meta={"audit": "multi-fault", "case": "a king laid away, the deal played out, then a renonce by the same player"}))
    print("G3 player", d["player"], "P", d["P"], "normal", three_result(d["P"]), "discard", d["discard"], "ev 4",
          "renonce", d["state"]["p"], "ev", pi)
    for x in fmt_log(d["log"]):
        print("    ", x)


def g4():
    """Three deals: a wrong game payment in deal 0; an addition slip in a total in deal 2."""
    rng = random.Random(44)
    deals = []
    tot_rules = [0, 0, 0]
    tot_sheet = [0, 0, 0]
    for k in range(3):
        dealer = k % 3
        d = run_deal(rng, 3, dealer, lambda *a: True)
        player = d["player"]
        helpers = [s for s in d["active"] if s != player]
        v = three_result(d["P"])
        pays = []
        for h in helpers:
            if v > 0:
                pays.append(pay(h, player, v, "game"))
            else:
                pays.append(pay(player, h, -v, "game"))
        net_rules = [0, 0, 0]
        for p in pays:
            net_rules[p["from"]] -= p["amount"]
            net_rules[p["to"]] += p["amount"]
        if k == 0:
            # the second helper's payment written as if the points over 33 were counted twice
            wrongv = abs(v) + 3 * abs(d["P"] - 33)
            pays[1] = dict(pays[1], amount=wrongv)
        net_rec = [0, 0, 0]
        for p in pays:
            net_rec[p["from"]] -= p["amount"]
            net_rec[p["to"]] += p["amount"]
        tot_rules = [a + b for a, b in zip(tot_rules, net_rules)]
        new_sheet = [a + b for a, b in zip(tot_sheet, net_rec)]
        if k == 2:
            new_sheet[helpers[0]] += 10
        tot_sheet = new_sheet
        ev = d["head"] + d["plays"] + pays + [{"type": "total", "party": s, "points": tot_sheet[s]} for s in range(3)]
        deals.append({"dealer": dealer, "hands": d["hands"], "talon": d["talon"], "events": ev})
        print("G4 deal", k, "player", player, "P", d["P"], "value", v, "pays", [(p["from"], p["to"], p["amount"]) for p in pays],
              "payment idx", len(d["head"]) + len(d["plays"]), "net rules", net_rules, "net rec", net_rec,
              "tot rules", tot_rules, "tot sheet", tot_sheet, "helpers", helpers)
    write("12-galician-wrong-payment-then-independent-wrong-total.json",
          transcript("galician-tarok", PLAYERS3, deals, rules=RULES,
                     meta={"audit": "multi-fault", "case": "a wrong game payment, and an addition slip in a total two deals later"}))


if __name__ == "__main__":
    g1()
    g2()
    g3()
    g4()
