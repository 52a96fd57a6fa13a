"""Random-but-legal Rage rounds, steered towards awkward action-card positions."""

import random

from model import (
    ACTION_SET,
    COLOURS,
    DECK,
    colour,
    is_colour,
    led_colour,
    legal,
    play_round,
    trick_winner,
    turn,
    value,
)


def estimate_bid(hand, trump, rng, n):
    est = 0
    for c in hand:
        if c == "WILD":
            est += 1
        elif is_colour(c):
            if colour(c) == trump and value(c) >= 9:
                est += 1
            elif value(c) >= 14:
                est += 1
    share = len(hand) / n
    est = int(round((est + share) / 2 + rng.choice([-1, -0.5, 0, 0, 0.5, 1])))
    return max(0, min(len(hand), est))


def choose(hand, trick, trump, rng, p, fault, state):
    """Returns (card, named, fault_code or None)."""
    lg = legal(hand, trick)
    led = led_colour(trick)
    # planted faults at the first chance
    if fault and not state.get("done") and led is not None and len(lg) < len(hand):
        kind = fault
        if kind == "revoke":
            alt = [c for c in hand if is_colour(c) and colour(c) != led]
            if alt:
                state["done"] = True
                return rng.choice(alt), None, "revoke"
        elif kind == "action_follow":
            alt = [c for c in hand if c in ("PLUS5", "MINUS5")]
            if alt:
                state["done"] = True
                return rng.choice(alt), None, "action_card_while_able_to_follow"
        elif kind == "joker_follow":
            if "WILD" in hand and not any(c == "WILD" for _s, c, _n in trick):
                state["done"] = True
                return "WILD", led, "action_card_while_able_to_follow"
    has_nt = any(c == "NOTRUMP" for _s, c, _n in trick)
    has_ch = any(c == "CHANGE" for _s, c, _n in trick)
    cand = list(lg)
    # never NOTRUMP with CHANGE or a second NOTRUMP in one trick (the source leaves it open)
    if has_nt or has_ch:
        cand = [c for c in cand if c not in ("NOTRUMP", "CHANGE")] or cand
    if has_nt or has_ch:
        if any(c in ("NOTRUMP", "CHANGE") for c in cand):
            # only such cards left: allowed only if nothing else; caller rejects the round
            state["bad"] = True
    actions = [c for c in cand if c in ACTION_SET]
    colours_ = [c for c in cand if c not in ACTION_SET]
    jok_in = [n for _s, c, n in trick if c == "WILD"]
    if "WILD" in actions and jok_in and rng.random() < p["chase"]:
        card = "WILD"
    elif actions and (not colours_ or rng.random() < (p["lead"] if not trick else p["follow"])):
        card = rng.choice(actions)
    else:
        if rng.random() < 0.5:
            card = max(colours_, key=value)
        else:
            card = rng.choice(colours_)
    named = None
    if card == "WILD":
        r = rng.random()
        if jok_in and rng.random() < p["same"]:
            named = jok_in[0]
        elif led is not None and r < 0.4:
            named = led
        elif trump is not None and r < 0.8:
            named = trump
        else:
            named = rng.choice(COLOURS)
    return card, named, None


def simulate(n, cards, dealer, rng, p, pm1=False, fault=None, deck=None):
    if deck is None:
        deck = list(DECK)
        rng.shuffle(deck)
    hands = [deck[i * cards:(i + 1) * cards] for i in range(n)]
    stock = deck[n * cards:]
    trump, pos = turn(stock, 0)
    order = [(dealer + 1 + i) % n for i in range(n)]
    bids = [None] * n
    total = 0
    for k, s in enumerate(order):
        b = estimate_bid(hands[s], trump, rng, n)
        if pm1 and k == n - 1 and total + b == cards:
            b = b + 1 if (b == 0 or (b < cards and rng.random() < 0.5)) else b - 1
        bids[s] = b
        total += b
    held = [list(h) for h in hands]
    leader = (dealer + 1) % n
    plays = []
    planted = []
    state = {}
    for _t in range(cards):
        trick = []
        notrump = False
        for k in range(n):
            s = (leader + k) % n
            card, named, code = choose(held[s], trick, trump, rng, p, fault, state)
            if code:
                planted.append((len(plays), code))
            held[s].remove(card)
            if card == "CHANGE":
                trump, pos = turn(stock, pos)
            if card == "NOTRUMP":
                notrump = True
            trick.append((s, card, named))
            plays.append((s, card, named))
        w = trick_winner(trick, trump, notrump)
        if notrump:
            trump, pos = turn(stock, pos)
        leader = w
    if state.get("bad"):
        return None
    res = play_round(hands, stock, dealer, plays)
    assert [(i, c) for i, c in res["faults"]] == planted, (res["faults"], planted)
    return dict(hands=hands, stock=stock, bids=bids, plays=plays, res=res, planted=planted,
                dealer=dealer, cards=cards)


def features(rd):
    f = set()
    res = rd["res"]
    cards = rd["cards"]
    n = len(rd["hands"])
    logs = res["logs"]
    for ti, lg in enumerate(logs):
        tr = lg["trick"]
        cs = [c for _s, c, _n in tr]
        acts = [c for c in cs if c in ACTION_SET]
        last = ti == len(logs) - 1
        if cs[0] in ACTION_SET and cs[0] != "WILD" and any(c not in ACTION_SET for c in cs):
            f.add("lead_action")
        if cs[0] in ("NOTRUMP", "CHANGE") and any(c not in ACTION_SET for c in cs):
            f.add("lead_notrump_or_change")
        if cs[0] == "WILD":
            f.add("lead_joker")
        if len(acts) == len(cs):
            f.add("all_action_joker" if "WILD" in cs else "all_action")
        named = [nm for _s, c, nm in tr if c == "WILD"]
        if len(named) == 2 and named[0] == named[1]:
            f.add("two_jokers_same")
            if not lg["notrump"] and named[0] == lg["trump"]:
                f.add("two_jokers_trump")
        if not lg["notrump"] and lg["trump"] in named:
            f.add("joker_trump")
        if "NOTRUMP" in cs and last:
            f.add("notrump_last" if cards > 1 else "notrump_r10")
        if "CHANGE" in cs and last:
            f.add("change_last" if cards > 1 else "change_r10")
        if "PLUS5" in cs and "MINUS5" in cs:
            f.add("plus_minus_same")
        if cards == 1 and acts:
            f.add("action_one_card")
        if lg["notrump"] and any(is_colour(c) and colour(c) == lg["start_trump"] for c in cs):
            w = lg["winner"]
            wc = [c for s, c, _n in tr if s == w][0]
            if not (is_colour(wc) and colour(wc) == lg["start_trump"]):
                f.add("notrump_kills_trump")
        if lg["changes"] and any(is_colour(c) and colour(c) == lg["start_trump"] for c in cs):
            f.add("change_kills_trump")
        # joker without colour can be planted: two jokers, the first after the colour is set,
        # the second named the trump, no NOTRUMP/CHANGE in the trick
        if len(named) == 2 and not lg["notrump"] and not lg["changes"]:
            idx = [k for k, (_s, c, _n) in enumerate(tr) if c == "WILD"]
            before = tr[: idx[0]]
            if led_colour(before) is not None and named[1] == lg["trump"]:
                f.add("wild_nocolour_ok")
    if cards > 1 and max(res["tricks"]) == cards:
        f.add("durch")
        if rd["bids"][res["tricks"].index(cards)] == cards:
            f.add("durch_made")
    if cards == 1:
        f.add("r10")
    f.update(code for _i, code in rd["planted"])
    return f


def find_round(n, cards, dealer, want, seed, pm1=False, fault=None, tries=200000, pred=None):
    rng = random.Random(seed)
    for _ in range(tries):
        p = dict(lead=rng.random(), follow=rng.random() * 0.9, chase=rng.random(),
                 same=rng.random())
        rd = simulate(n, cards, dealer, rng, p, pm1=pm1, fault=fault)
        if rd is None:
            continue
        f = features(rd)
        if want <= f and (pred is None or pred(rd)):
            rd["features"] = f
            return rd
    raise RuntimeError(f"not found: {want} n={n} cards={cards}")
