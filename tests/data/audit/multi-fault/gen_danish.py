"""Danish Tarok (Ultimo), Polish translation (2010): a small model written from the source.

Model (source §, Polish):
- §7 25 cards each, the dealer three more; §8/§13 the dealer lays three away (no king, no
  Mondo, no Joker, no declaration card; trumps only if none is left);
- §9/§14 declarations from the dealer round (trumps >= 10 with the Joker, matadors, cavalry,
  kings); §15 each other player pays the declarer at once;
- §10 the player right of the dealer (next in order of play) leads; follow suit, else trump,
  else anything; the Joker at any time (§12), the lowest card of the suit led, back to its
  player's pile;
- §15 a king / the Pagat played and not winning (not in the last trick): 5 to each other player
  and 5 to its pool; a trick won with the Pagat: 5 from each other player;
- last trick with an ordinary card: 20 from each other player (no tout, nolo, przydupek);
- card points (honours 4, Q 3, N 2, J 1, 1 a trick, skat 1) against 26, rounded to 5, paid to /
  by the new dealer;
- §15 foundation 20 from each player to each pool at the start, dealer's fee 5 to each pool;
- §18 large: 20 to each pool, play goes on; irreparable: 40 to each pool, the deal void, the new
  dealer deals.
"""

import random

from common import transcript, write

SUITS = "HDSC"
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
PLAYERS = ["Agnieszka", "Bartek", "Celina"]


def deck():
    d = []
    for s in SUITS:
        for r in RED_ORDER:
            d.append(r + s)
    d += ["T%d" % i for i in range(1, 22)]
    d.append("JOKER")
    return d


def suit(c):
    if c == "JOKER":
        return None
    if c[0] == "T":
        return "T"
    return c[-1]


def rank_key(c):
    """Higher is stronger within its suit."""
    if c[0] == "T":
        return int(c[1:])
    r, s = c[:-1], c[-1]
    order = RED_ORDER if s in "HD" else BLACK_ORDER
    return 100 - order.index(r)


def points(c):
    if c in ("T1", "T21", "JOKER") or (c[0] == "K" and c != "JOKER"):
        return 4
    if c[0] == "T":
        return 0
    r = c[:-1]
    return {"Q": 3, "N": 2, "J": 1}.get(r, 0)


def is_king(c):
    return c[0] == "K" and suit(c) in SUITS


def round5(diff):
    # nearest multiple of 5 (diff is an integer, never a tie)
    q, r = divmod(diff, 5)
    return 5 * q + (5 if r >= 3 else 0)


def declarations(hand):
    """The declarations a hand must make (§14), with their values (§15)."""
    items = []
    trumps = [c for c in hand if suit(c) == "T"]
    joker = "JOKER" in hand
    n = len(trumps) + (1 if joker else 0)
    if n >= 10:
        items.append(({"kind": "trumps", "count": n, "pagat": "T1" in hand}, 10 + 5 * (n - 10)))
    if joker and "T21" in hand and "T1" in hand:
        m = 3
        k = 20
        while ("T%d" % k) in hand:
            m += 1
            k -= 1
        items.append(({"kind": "matadors", "count": m}, 10 + 5 * (m - 3)))
    for s in SUITS:
        courts = [r for r in "KQNJ" if (r + s) in hand]
        if len(courts) == 4:
            if joker:
                items.append(({"kind": "cavalry", "suit": s, "form": "rich"}, 15))
            else:
                items.append(({"kind": "cavalry", "suit": s, "form": "full"}, 10))
        elif len(courts) == 3 and joker:
            miss = [r for r in "KQNJ" if r not in courts][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in SUITS if ("K" + s) in hand]
    if len(kings) == 4:
        items.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


def declaration_cards(hand):
    cards = set()
    for it, _ in declarations(hand):
        if it["kind"] == "trumps":
            cards |= {c for c in hand if suit(c) == "T" or c == "JOKER"}
        elif it["kind"] == "matadors":
            cards |= {"JOKER", "T21", "T1"} | {"T%d" % k for k in range(20, 22 - it["count"] + 1, -1)}
        elif it["kind"] == "cavalry":
            cards |= {r + it["suit"] for r in "KQNJ"} | {"JOKER"}
        elif it["kind"] == "kings":
            cards |= {"K" + s for s in SUITS} | {"JOKER"}
    return cards


def legal(hand, trick):
    if not trick:
        return [c for c in hand if c != "JOKER"]  # we never lead the Joker in this model
    led = suit(trick[0][1])
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    tr = [c for c in hand if suit(c) == "T"]
    if tr:
        return tr
    return [c for c in hand if c != "JOKER"]


def winner(trick):
    led = suit(trick[0][1])
    best = None
    for s, c in trick:
        if c == "JOKER":
            continue
        k = None
        if suit(c) == "T":
            k = (2, rank_key(c))
        elif suit(c) == led:
            k = (1, rank_key(c))
        if k and (best is None or k > best[0]):
            best = (k, s)
    return best[1]


class Deal:
    def __init__(self, hands, dealer):
        self.hands = [list(h) for h in hands]
        self.dealer = dealer
        self.n = 3
        self.piles = [[] for _ in range(3)]
        self.tricks = [0, 0, 0]
        self.payments = []  # (event position after play index, payment dict)

    def pay(self, frm, to, amount, reason):
        return {"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason}


def play_deal(rng, hands_after_skat, dealer, skat, joker_trick=3, choose=None, swap=None,
              pay_until=None, pay_from=0):
    """Plays 25 tricks. choose(t, pos, seat, legal, hand, trick) may force a card.
    swap: trick index where the 3rd player plays before the 2nd (out of turn).
    Returns (events, info). Play payments are emitted for tricks t with pay_from <= t and
    (pay_until is None or t < pay_until)."""
    hands = [list(h) for h in hands_after_skat]
    events = []
    piles = [[] for _ in range(3)]
    tricks = [0, 0, 0]
    leader = (dealer + 1) % 3
    info = {"king_pool_in": 0, "pagat_pool_in": 0, "trick_log": [], "fault_events": {}}
    net = {0: 0, 1: 0, 2: 0, "king_pool": 0, "pagat_pool": 0}
    joker_done = "JOKER" not in sum(hands, [])
    for t in range(25):
        order = [(leader + i) % 3 for i in range(3)]
        trick = []
        play_order = list(order)
        if swap is not None and t == swap:
            play_order = [order[0], order[2], order[1]]
        cards = {}
        for pos, seat in enumerate(play_order):
            # legality is judged against the led card, whatever the order
            tr = [(s, cards[s]) for s in play_order[:pos]]
            lg = legal(hands[seat], tr)
            card = choose(t, pos, seat, lg, hands[seat], tr) if choose else None
            if card is None and not joker_done and "JOKER" in hands[seat] and pos > 0 and t >= joker_trick:
                card = "JOKER"
            if card is None:
                # keep kings and the Pagat out of the last tricks where possible
                pref = [c for c in lg if not is_king(c) and c != "T1"]
                risky = [c for c in lg if is_king(c) or c == "T1"]
                if t >= 15 and risky:
                    card = rng.choice(sorted(risky))
                else:
                    card = rng.choice(sorted(pref or lg))
            if card == "JOKER":
                joker_done = True
            hands[seat].remove(card)
            cards[seat] = card
            events.append({"type": "play", "seat": seat, "card": card})
            if swap is not None and t == swap and pos == 1:
                info["fault_events"]["out_of_turn"] = len(events) - 1
        trick = [(s, cards[s]) for s in order]
        w = winner(trick)
        info["trick_log"].append(trick)
        tricks[w] += 1
        for s, c in trick:
            if c == "JOKER" and t != 24:
                piles[s].append(c)
            else:
                piles[w].append(c)
        pays = []
        if t < 24:
            for s, c in trick:
                if is_king(c) and s != w:
                    pays += [(s, o, 5, "king_lost") for o in range(3) if o != s] + [(s, "king_pool", 5, "king_lost")]
                if c == "T1" and s != w:
                    pays += [(s, o, 5, "pagat_lost") for o in range(3) if o != s] + [(s, "pagat_pool", 5, "pagat_lost")]
                if c == "T1" and s == w:
                    pays += [(o, s, 5, "pagat_trick") for o in range(3) if o != s]
        else:
            info["last"] = trick
            wc = dict(trick)[w]
            assert not any(is_king(c) or c == "T1" for _, c in trick), trick
            pays += [(o, w, 20, "last_trick") for o in range(3) if o != w]
        if pays and t >= pay_from and (pay_until is None or t < pay_until):
            for f, to, a, r in pays:
                events.append({"type": "payment", "from": f, "to": to, "amount": a, "reason": r})
                net[f] -= a
                net[to] += a
        info.setdefault("all_pays", []).extend(pays)
        leader = w
    info["tricks"] = tricks
    cp = []
    for s in range(3):
        p = sum(points(c) for c in piles[s]) + tricks[s]
        if s == dealer:
            p += 1 + sum(points(c) for c in skat)
        cp.append(p)
    assert sum(cp) == 78, cp
    info["card_points"] = cp
    new_dealer = (dealer + 1) % 3
    cpay = []
    for s in range(3):
        if s == new_dealer:
            continue
        d = round5(cp[s] - 26)
        if d > 0:
            cpay.append((new_dealer, s, d, "card_points"))
        elif d < 0:
            cpay.append((s, new_dealer, -d, "card_points"))
    info["card_pays"] = cpay
    info["net_play"] = net
    return events, info


def deal_cards(rng, dealer):
    d = deck()
    rng.shuffle(d)
    hands = [[], [], []]
    for i in range(3):
        hands[(dealer + 1 + i) % 3] = d[i * 25:(i + 1) * 25]
    hands[dealer] += d[75:78]
    return hands


def choose_skat(hand):
    """Three cards the dealer may lay away: no king, Mondo, Joker, trump, declaration card;
    preferring low pips (no court card, so the skat is worth its 1 point)."""
    decl = declaration_cards(hand)
    cand = [c for c in hand if c != "JOKER" and suit(c) in SUITS and c[0] not in "KQNJ" and c not in decl]
    cand.sort(key=lambda c: (rank_key(c), c))
    if len(cand) < 3:
        return None
    return cand[:3]


def sorted_hand(h):
    return sorted(h, key=lambda c: ("HDSCTJ".index(suit(c) or "J"), -rank_key(c) if c != "JOKER" else 0))


class Ledger:
    def __init__(self):
        self.net = {0: 0, 1: 0, 2: 0, "king_pool": 0, "pagat_pool": 0}

    def add(self, events):
        for e in events:
            if e["type"] == "payment":
                self.net[e["from"]] -= e["amount"]
                self.net[e["to"]] += e["amount"]


def pay(f, t, a, r):
    return {"type": "payment", "from": f, "to": t, "amount": a, "reason": r}


def pre_events(dealer, first, hands, skat, decl_override=None, order_override=None):
    """Foundation (first deal), dealer's fee, skat, declarations with their payments."""
    ev = []
    if first:
        for pool in ("pagat_pool", "king_pool"):
            for s in range(3):
                ev.append(pay(s, pool, 20, "foundation"))
    ev.append(pay(dealer, "pagat_pool", 5, "deal_fee"))
    ev.append(pay(dealer, "king_pool", 5, "deal_fee"))
    ev.append({"type": "discard", "seat": dealer, "cards": skat})
    order = order_override or [(dealer + i) % 3 for i in range(3)]
    for s in order:
        h = [c for c in hands[s] if c not in skat] if s == dealer else hands[s]
        items = declarations(h)
        if decl_override and s in decl_override:
            items = decl_override[s]
        ev.append({"type": "declare", "seat": s, "items": [i for i, _ in items]})
        for o in range(3):
            if o != s:
                for _, v in items:
                    ev.append(pay(o, s, v, "declaration"))
    return ev


def revoke_choose(t_target, state, key, exclude=(), prefer_trump=True):
    def choose(t, pos, seat, lg, hand, trick):
        if t != t_target or pos == 0 or key in state or seat in exclude:
            return None
        led = suit(trick[0][1])
        if not any(suit(c) == led for c in hand):
            return None
        others = [c for c in hand if c != "JOKER" and suit(c) != led and not is_king(c) and c not in ("T1", "T21")]
        tr = sorted([c for c in others if suit(c) == "T"], key=rank_key)
        pick = (tr or sorted(others, key=rank_key))
        if not pick:
            return None
        state[key] = (seat, pick[0], led)
        return pick[0]
    return choose


def chain(*hooks):
    def choose(*a):
        for h in hooks:
            c = h(*a)
            if c is not None:
                return c
        return None
    return choose


def no_honours_before(info, t_end):
    for trick in info["trick_log"][:t_end]:
        if any(is_king(c) or c == "T1" for _, c in trick):
            return False
    return True


def joker_early(info):
    for t, trick in enumerate(info["trick_log"]):
        if any(c == "JOKER" for _, c in trick):
            return t <= 20
    return True


def clean_deal(rng, dealer, first=False, want_decl=None):
    """A clean deal with every payment; returns (deal dict, ledger net, info)."""
    while True:
        hands = deal_cards(rng, dealer)
        skat = choose_skat(hands[dealer])
        if skat is None:
            continue
        if want_decl is not None and bool(any(declarations(
                [c for c in hands[s] if c not in skat]) for s in range(3))) != want_decl:
            continue
        after = [[c for c in h if c not in skat] if s == dealer else list(h) for s, h in enumerate(hands)]
        try:
            plays, info = play_deal(rng, after, dealer, skat)
        except AssertionError:
            continue
        if min(info["tricks"]) == 0 or not joker_early(info):
            continue
        break
    ev = pre_events(dealer, first, hands, skat)
    ev += plays
    ev += [pay(f, t, a, r) for f, t, a, r in info["card_pays"]]
    led = Ledger()
    led.add(ev)
    return {"dealer": dealer, "hands": [sorted_hand(h) for h in hands], "events": ev}, led.net, info


def insert_after(events, idx, new):
    return events[:idx + 1] + new + events[idx + 1:]


def void_deal(rng, dealer, first, t_first_fault, hooks_factory, accept, penalties_for):
    """A deal with faults: no payment during the play (none due before the first fault, the deal
    void after it); penalties inserted after the faulting cards."""
    for attempt in range(100000):
        hands = deal_cards(rng, dealer)
        skat = choose_skat(hands[dealer])
        if skat is None:
            continue
        after = [[c for c in h if c not in skat] if s == dealer else list(h) for s, h in enumerate(hands)]
        if any(declarations(h) for h in after):
            continue
        state = {}
        hooks, swap = hooks_factory(state)
        try:
            plays, info = play_deal(rng, after, dealer, skat, joker_trick=9, choose=hooks, swap=swap, pay_until=0)
        except (AssertionError, IndexError):
            continue
        if not no_honours_before(info, t_first_fault + 1) or not accept(state, info):
            continue
        pre = pre_events(dealer, first, hands, skat)
        return hands, skat, pre, plays, info, state
    raise RuntimeError("no deal")


def d5():
    """Revoke (irreparable: deal void) in trick 2, then another player plays out of turn in
    trick 5 of the play the table went on with (large)."""
    rng = random.Random(505)

    def hooks_factory(state):
        return revoke_choose(2, state, "revoke"), 5

    def accept(state, info):
        return "revoke" in state

    hands, skat, pre, plays, info, state = void_deal(rng, 0, True, 2, hooks_factory, accept, None)
    # locate the revoke card and the out-of-turn card among the plays
    rseat, rcard, led = state["revoke"]
    ridx = next(i for i, e in enumerate(plays) if e["card"] == rcard)
    oidx = info["fault_events"]["out_of_turn"]
    oseat = plays[oidx]["seat"]
    if oseat == rseat:
        raise SystemExit("pick another seed: same seat")
    pen_r = [pay(rseat, "pagat_pool", 40, "penalty"), pay(rseat, "king_pool", 40, "penalty")]
    pen_o = [pay(oseat, "pagat_pool", 20, "penalty"), pay(oseat, "king_pool", 20, "penalty")]
    # insert the later one first so the earlier index stays valid
    plays2 = insert_after(plays, oidx, pen_o)
    plays2 = insert_after(plays2, ridx, pen_r)
    ev0 = pre + plays2
    deal0 = {"dealer": 0, "hands": [sorted_hand(h) for h in hands], "events": ev0}
    led0 = Ledger()
    led0.add(ev0)
    deal1, net1, info1 = clean_deal(rng, 1)
    doc = transcript("danish-tarok", PLAYERS, [deal0, deal1], rules={"preset": "standard"},
                     meta={"audit": "multi-fault", "case": "revoke (deal void), then a card out of turn in the play that went on"})
    write("05-danish-revoke-then-out-of-turn.json", doc)
    pre_n = len(pre)
    print("D5 revoke", state["revoke"], "event", pre_n + ridx, "| out of turn seat", oseat,
          "event", pre_n + oidx + 2, "| deal0 net", led0.net)
    print("   deal1 net", net1, "cp", info1["card_points"], "tricks", info1["tricks"], "cardpays", info1["card_pays"])
    print("   trick2", info["trick_log"][2], "trick5", info["trick_log"][5])


def d6():
    """The dealer revokes (irreparable); the table fines 40 to the Pagat pool but only 20 to the
    King pool, and pays nothing more in the void deal."""
    rng = random.Random(606)

    def hooks_factory(state):
        return revoke_choose(1, state, "revoke", exclude=(1, 2)), None

    def accept(state, info):
        return "revoke" in state

    hands, skat, pre, plays, info, state = void_deal(rng, 0, True, 1, hooks_factory, accept, None)
    rseat, rcard, led = state["revoke"]
    ridx = next(i for i, e in enumerate(plays) if e["card"] == rcard)
    pen = [pay(rseat, "pagat_pool", 40, "penalty"), pay(rseat, "king_pool", 20, "penalty")]
    ev0 = pre + insert_after(plays, ridx, pen)
    deal0 = {"dealer": 0, "hands": [sorted_hand(h) for h in hands], "events": ev0}
    led0 = Ledger()
    led0.add(ev0)
    deal1, net1, info1 = clean_deal(rng, 1)
    doc = transcript("danish-tarok", PLAYERS, [deal0, deal1], rules={"preset": "standard"},
                     meta={"audit": "multi-fault", "case": "the dealer revokes; the fine to the King pool written as 20"})
    write("06-danish-dealer-revoke-wrong-fine.json", doc)
    print("D6 revoke", state["revoke"], "event", len(pre) + ridx, "king pool fine event", len(pre) + ridx + 2,
          "| deal0 net", led0.net)
    print("   deal1 net", net1, "cp", info1["card_points"], "tricks", info1["tricks"], "cardpays", info1["card_pays"])
    print("   trick1", info["trick_log"][1])


def d7():
    """Two revokes by two players in one deal (each irreparable); then a clean deal."""
    rng = random.Random(707)

    def hooks_factory(state):
        r1 = revoke_choose(1, state, "revoke1")

        def r2(t, pos, seat, lg, hand, trick):
            if "revoke1" not in state or seat == state["revoke1"][0]:
                return None
            return revoke_choose(t if 4 <= t <= 9 else -1, state, "revoke2")(t, pos, seat, lg, hand, trick)
        return chain(r1, r2), None

    def accept(state, info):
        return "revoke1" in state and "revoke2" in state

    hands, skat, pre, plays, info, state = void_deal(rng, 2, True, 1, hooks_factory, accept, None)
    s1, c1, _ = state["revoke1"]
    s2, c2, _ = state["revoke2"]
    i1 = next(i for i, e in enumerate(plays) if e["card"] == c1)
    i2 = next(i for i, e in enumerate(plays) if e["card"] == c2)
    plays2 = insert_after(plays, i2, [pay(s2, "pagat_pool", 40, "penalty"), pay(s2, "king_pool", 40, "penalty")])
    plays2 = insert_after(plays2, i1, [pay(s1, "pagat_pool", 40, "penalty"), pay(s1, "king_pool", 40, "penalty")])
    ev0 = pre + plays2
    deal0 = {"dealer": 2, "hands": [sorted_hand(h) for h in hands], "events": ev0}
    led0 = Ledger()
    led0.add(ev0)
    deal1, net1, info1 = clean_deal(rng, 0)
    doc = transcript("danish-tarok", PLAYERS, [deal0, deal1], rules={"preset": "standard"},
                     meta={"audit": "multi-fault", "case": "two revokes by two players in one deal"})
    write("07-danish-two-revokes.json", doc)
    print("D7 revoke1", state["revoke1"], "event", len(pre) + i1, "revoke2", state["revoke2"], "event",
          len(pre) + i2 + 2, "| deal0 net", led0.net)
    print("   deal1 net", net1, "cp", info1["card_points"], "tricks", info1["tricks"], "cardpays", info1["card_pays"])


def d8():
    """Seat 2 declares before the dealer (large); seat 0 declares 11 trumps holding 10 and it is
    found in trick 3 (irreparable: the money for it handed back, the deal void)."""
    rng = random.Random(808)
    dealer = 1
    for attempt in range(200000):
        hands = deal_cards(rng, dealer)
        skat = choose_skat(hands[dealer])
        if skat is None:
            continue
        after = [[c for c in h if c not in skat] if s == dealer else list(h) for s, h in enumerate(hands)]
        d0, d1, d2 = (declarations(h) for h in after)
        if d1 or len(d2) != 1 or len(d0) != 1 or d0[0][0]["kind"] != "trumps" or d0[0][0]["count"] != 10:
            continue
        if d2[0][0]["kind"] == "trumps":
            continue
        try:
            plays, info = play_deal(rng, after, dealer, skat, joker_trick=9, pay_until=0)
        except (AssertionError, IndexError):
            continue
        if not no_honours_before(info, 4):
            continue
        break
    wrong = dict(d0[0][0])
    wrong["count"] = 11
    ev = pre_events(dealer, True, hands, skat,
                    decl_override={0: [(wrong, 15)]}, order_override=[2, 1, 0])
    decl2 = [i for i, e in enumerate(ev) if e["type"] == "declare" and e["seat"] == 2][0]
    decl0 = [i for i, e in enumerate(ev) if e["type"] == "declare" and e["seat"] == 0][0]
    pen2 = [pay(2, "pagat_pool", 20, "penalty"), pay(2, "king_pool", 20, "penalty")]
    # the large fine for the early declaration, paid at once after the declarations
    ev = ev + pen2
    n_pre = len(ev)
    ev += plays[:12]  # four tricks recorded; the false declaration comes out in trick 3
    ev += [pay(0, "pagat_pool", 40, "penalty"), pay(0, "king_pool", 40, "penalty"),
           pay(0, 1, 15, "declaration"), pay(0, 2, 15, "declaration")]
    deal0 = {"dealer": dealer, "hands": [sorted_hand(h) for h in hands], "events": ev}
    led0 = Ledger()
    led0.add(ev)
    deal1, net1, info1 = clean_deal(rng, 2)
    doc = transcript("danish-tarok", PLAYERS, [deal0, deal1], rules={"preset": "standard"},
                     meta={"audit": "multi-fault", "case": "a declaration before the dealer, and a false trump count; the record stops when the deal is void"})
    write("08-danish-early-declaration-and-false-count.json", doc)
    print("D8 seat2 decl", d2, "event", decl2, "seat0 decl", d0, "declared 11 at event", decl0,
          "trumps0", sorted(c for c in after[0] if suit(c) == "T" or c == "JOKER"))
    print("   plays start", n_pre, "penalties at", n_pre + 12, "| deal0 net", led0.net)
    print("   deal1 net", net1, "cp", info1["card_points"], "tricks", info1["tricks"], "cardpays", info1["card_pays"])
    for i, e in enumerate(ev):
        if e["type"] != "play":
            print("     ", i, e)


if __name__ == "__main__":
    d5()
    d8()
    d6()
    d7()
