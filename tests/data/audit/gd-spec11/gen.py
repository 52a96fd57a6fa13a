"""gd-spec11 generator: python gen.py writes NN-*.json and expected.out (settlement lines)."""
import json, random, sys
from model import *

OUT = {}
NAMES = ["Adam", "Bożena", "Czesław", "Danuta", "Edward"]


def shuffle_deal(rng, sizes, fixed=None, talon_fixed=None, pool=None):
    """sizes: seat -> number of cards to deal; fixed: seat -> cards that seat must get;
    talon gets talon_fixed + random. pool: the cards available (default DECK)."""
    fixed = fixed or {}
    cards = list(pool if pool is not None else DECK)
    used = [c for v in fixed.values() for c in v] + list(talon_fixed or [])
    rest = [c for c in cards if c not in used]
    rng.shuffle(rest)
    hands = {}
    for s, n in sizes.items():
        h = list(fixed.get(s, []))
        while len(h) < n:
            h.append(rest.pop())
        rng.shuffle(h)
        hands[s] = h
    talon = list(talon_fixed or [])
    while len(talon) < 6:
        talon.append(rest.pop())
    if talon_fixed is None:
        rng.shuffle(talon)
    assert not rest, rest
    return hands, talon


def tarocks(h):
    return [c for c in h if is_trump(c)]


def best_discard(hand, k, avoid=()):
    """lay away k cards: no king (§13), no tarock; cheapest suit cards first, preferring short suits."""
    cand = [c for c in hand if not is_trump(c) and c[0] != "K" and c not in avoid]
    cand.sort(key=lambda c: (value(c), c))
    assert len(cand) >= k, (hand, k)
    return cand[:k]



def f01(seed):
    """szpricer: all pass, the king keeps the talon, deals again, bids three, holds it and wins:
    an ordinary single game (§26). Then the next dealer's deal. Score lines + totals, pool on."""
    rng = random.Random(seed)
    S = Session(NAMES[:4], {"szpricer": True},
                meta={"event": "Klub Tarokowy, Kraków", "note": "szpricer held and won, then the turn to deal passes on"})
    old_talon = ["SKIZ", "T21", "T20", "T19", "KH", "QH"]
    hands, talon = shuffle_deal(rng, {2: 12, 3: 12, 0: 12}, talon_fixed=old_talon)
    talon = old_talon[:]
    rng.shuffle(talon)
    d = Deal(4, 1, hands, talon)
    d.bid(2, "pass"); d.bid(3, "pass"); d.bid(0, "pass"); d.call(1, "szpricer")
    S.settle(d, [0, 1, 2, 3], style="scores+totals", passed=True)
    S.add(d)
    # deal 2: the king (1) deals again; he holds the old talon and six more; seat 0 sits this one out
    rest = [c for c in DECK if c not in talon]
    hands, t2 = shuffle_deal(rng, {1: 12, 2: 12, 3: 12}, fixed={1: talon}, pool=DECK)
    d = Deal(4, 1, hands, t2)
    d.bid(2, "pass"); d.bid(3, "pass"); d.bid(1, "three")
    d.buy(1, "three")
    d.discard(1, best_discard(d.hand[1], 3))
    d.announce(1, []); d.announce(2, []); d.announce(3, [])
    d.autoplay(policy_greedy(rng))
    pts = d.points()
    if pts.denominator != 1 or pts <= 33:
        return None
    S.settle(d, [0, 1, 2, 3], style="scores+totals", szpricer_caller=1)
    S.add(d)
    # deal 3: dealer 2 (king), active 3, 0, 1
    hands, t3 = shuffle_deal(rng, {3: 12, 0: 12, 1: 12})
    assert len(tarocks(hands[3])) >= 7
    d = Deal(4, 2, hands, t3)
    d.bid(3, "three"); d.bid(0, "pass"); d.bid(1, "pass")
    d.buy(3, "three")
    d.discard(3, best_discard(d.hand[3], 3))
    d.announce(3, []); d.announce(0, []); d.announce(1, [])
    d.autoplay(policy_greedy(rng))
    pts = d.points()
    if pts.denominator != 1 or not 24 <= pts <= 45:
        return None
    S.settle(d, [0, 1, 2, 3], style="scores+totals")
    S.add(d)
    return S


def run(name, fn, tries=3000, start=0):
    for seed in range(start, start + tries):
        try:
            S = fn(seed)
        except AssertionError:
            S = None
        if S is not None:
            S.dump(name)
            OUT[name] = (seed, S)
            return S
    raise SystemExit("no seed for " + name)


def report():
    with open("expected.out", "w") as fh:
        for name, (seed, S) in OUT.items():
            fh.write("== %s (seed %d)\n" % (name, seed))
            for i, d in enumerate(S.deals):
                fh.write(" deal %d dealer %d player %s contract %s purchase %s\n" % (i, d.dealer, d.player, d.contract, d.purchase))
                for l in d.lines:
                    fh.write("   " + l + "\n")
                fh.write("   net: " + ", ".join("%s %s" % (k, fmt(v)) for k, v in sorted(d.net.items(), key=str)) + "\n")
            fh.write(" totals: " + ", ".join("%s %s" % (k, fmt(v)) for k, v in S.totals.items()) + "\n")




def premiums_made(d):
    out = []
    for side in ("P", "H"):
        tr = d.side_tricks(side)
        if all(c in tr for c in ("SKIZ", "T21", "T1")):
            out.append(("trull", side))
        if all(c in tr for c in ("KH", "KD", "KS", "KC")):
            out.append(("four_kings", side))
    w, last = d.last_trick()
    lc = [c for _, c in last]
    if "T1" in lc and winner_idx(lc) == lc.index("T1"):
        out.append(("pagat_last", d.side_of(w)))
    return out


def need(c):
    if not c:
        raise AssertionError


def order_from(d):
    f = d.forehand()
    return [f, d.next_active(f), d.next_active(d.next_active(f))]


def natural_auction(d, minimum=8):
    """the first in order with >= minimum tarocks bids three and nobody goes over; else all pass."""
    o = order_from(d)
    bidder = None
    for s in o:
        if bidder is None and len(tarocks(d.hand[s])) >= minimum:
            d.bid(s, "three")
            bidder = s
        else:
            d.bid(s, "pass")
    return bidder


def play_three(d, seat, rng, announce_all=True, items=None):
    d.buy(seat, "three")
    d.discard(seat, best_discard(d.hand[seat], 3))
    d.announce(seat, items or [])
    if announce_all:
        for h in order_from(d):
            if h != seat:
                d.announce(h, [])
    d.autoplay(policy_greedy(rng))


def f02(seed):
    """szpricer held at 'top' (the third three), contra, lost: x3 purchase x2 contra x2 szpricer."""
    rng = random.Random(seed)
    S = Session(NAMES[:4], {"szpricer": True, "pool": False},
                meta={"event": "Klub Tarokowy, Kraków", "note": "szpricer at the third three, contra, lost (§26 'płaci poczwórnie')"})
    old = ["T18", "T16", "T12", "KD", "QD", "NC"]
    hands, _ = shuffle_deal(rng, {0: 12, 1: 12, 2: 12}, talon_fixed=old)
    talon = old[:]
    rng.shuffle(talon)
    d = Deal(4, 3, hands, talon)
    for s in (0, 1, 2):
        d.bid(s, "pass")
    d.call(3, "szpricer")
    S.settle(d, [0, 1, 2, 3], style="payments", passed=True)
    S.add(d)
    hands, t2 = shuffle_deal(rng, {3: 12, 0: 12, 1: 12}, fixed={3: talon})
    need(len(tarocks(hands[0])) >= 7)
    d = Deal(4, 3, hands, t2)
    d.bid(0, "three"); d.bid(1, "pass"); d.bid(3, "bottom"); d.bid(0, "hold"); d.bid(3, "top"); d.bid(0, "pass")
    d.buy(3, "three", rejects=0, auction_level=3)
    d.discard(3, best_discard(d.hand[3], 3))
    d.announce(3, []); d.announce(0, []); d.announce(1, [])
    d.double(0, "game", 2)
    d.autoplay(policy_greedy(rng))
    pts = d.points()
    need(pts.denominator == 1 and 22 <= pts <= 33)
    S.settle(d, [0, 1, 2, 3], style="payments", szpricer_caller=3)
    S.add(d)
    return S


def f03(seed):
    """FAULT: after an all-pass a passer who is not the king calls a szpricer (§26: only 'król')."""
    rng = random.Random(seed)
    S = Session(NAMES[:4], {"szpricer": True}, meta={"event": "Klub Tarokowy, Kraków"})
    hands, t = shuffle_deal(rng, {1: 12, 2: 12, 3: 12})
    d = Deal(4, 0, hands, t)
    b = natural_auction(d)
    need(b is not None)
    play_three(d, b, rng)
    need(d.points().denominator == 1 and 25 <= d.points() <= 50)
    S.settle(d, [0, 1, 2, 3])
    S.add(d)
    hands, t = shuffle_deal(rng, {2: 12, 3: 12, 0: 12})
    d = Deal(4, 1, hands, t)
    need(all(len(tarocks(h)) <= 7 for h in hands.values()))
    d.bid(2, "pass"); d.bid(3, "pass"); d.bid(0, "pass")
    d.call(0, "szpricer", label="fault")
    S.settle(d, [0, 1, 2, 3], passed=True)
    S.add(d)
    S.fault = [(1, d.eidx["fault"], "szpricer call by seat 0, not the king")]
    return S


def f04(seed):
    """FAULT: szpricer held at three and lost; the recorder paid the game once, not double."""
    rng = random.Random(seed)
    S = Session(NAMES[:4], {"szpricer": True, "pool": False}, meta={"event": "Klub Tarokowy, Kraków"})
    old = ["T17", "T14", "T9", "T6", "QS", "JS"]
    hands, _ = shuffle_deal(rng, {3: 12, 0: 12, 1: 12}, talon_fixed=old)
    talon = old[:]
    rng.shuffle(talon)
    d = Deal(4, 2, hands, talon)
    for s in (3, 0, 1):
        d.bid(s, "pass")
    d.call(2, "szpricer")
    S.settle(d, [0, 1, 2, 3], passed=True)
    S.add(d)
    # the king (2) deals again; seat 1 (the last active seat before him) sits this deal out
    hands, t2 = shuffle_deal(rng, {2: 12, 3: 12, 0: 12}, fixed={2: talon})
    need(max(len(tarocks(hands[3])), len(tarocks(hands[0]))) <= 7)
    d = Deal(4, 2, hands, t2)
    d.bid(3, "pass"); d.bid(0, "pass"); d.bid(2, "three")
    d.buy(2, "three")
    d.discard(2, best_discard(d.hand[2], 3))
    d.announce(2, []); d.announce(3, []); d.announce(0, [])
    d.autoplay(policy_greedy(rng))
    pts = d.points()
    need(pts.denominator == 1 and 24 <= pts <= 32)
    need(not premiums_made(d))
    S.settle(d, [0, 1, 2, 3], style="none", szpricer_caller=2)
    # recorded: the lost game paid once (not doubled)
    first = None
    for f, t, a, r in d.flows:
        i = d.ev({"type": "payment", "from": f, "to": t, "amount": fmt(a / 2), "reason": r})
        first = i if first is None else first
    S.add(d)
    S.fault = [(1, first + k, "wrong_payment (paid single)") for k in range(3)]
    return S


def f05(seed):
    """szpricer outbid: the king bids 'bottom' as his three, the forehand holds ('sam') and plays
    at the second three; the king is a helper and the passer who sat out shares as king."""
    rng = random.Random(seed)
    S = Session(NAMES[:4], {"szpricer": True}, meta={"event": "Klub Tarokowy, Kraków"})
    old = ["T20", "T13", "T11", "T7", "KC", "1H"]
    hands, _ = shuffle_deal(rng, {3: 12, 0: 12, 1: 12}, talon_fixed=old)
    talon = old[:]
    rng.shuffle(talon)
    d = Deal(4, 2, hands, talon)
    need(all(len(tarocks(h)) <= 6 for h in hands.values()))
    for s in (3, 0, 1):
        d.bid(s, "pass")
    d.call(2, "szpricer")
    S.settle(d, [0, 1, 2, 3], passed=True)
    S.add(d)
    hands, t2 = shuffle_deal(rng, {2: 12, 3: 12, 0: 12}, fixed={2: talon})
    need(len(tarocks(hands[3])) >= 9)
    d = Deal(4, 2, hands, t2)
    d.bid(3, "three"); d.bid(0, "pass"); d.bid(2, "bottom"); d.bid(3, "hold"); d.bid(2, "pass")
    d.buy(3, "three", auction_level=2)
    d.discard(3, best_discard(d.hand[3], 3))
    d.announce(3, []); d.announce(0, []); d.announce(2, [])
    d.autoplay(policy_greedy(rng))
    need(not premiums_made(d))
    pts = d.points()
    need(pts.denominator == 1 and 24 <= pts <= 33)
    S.settle(d, [0, 1, 2, 3])
    S.add(d)
    return S


def tb_hooks(kinds, rng, state):
    """on_turn hook making take-backs. kinds: list of 'second', 'third_renonce', 'lead'."""
    pol = policy_greedy(rng)

    def hook(d, seat, lg):
        tn = len(d.tricks)
        pos = len(d.trick)
        for k in kinds:
            if k in state:
                continue
            if k == "lead" and pos == 0 and tn >= 2:
                low = sorted([c for c in lg if is_trump(c) and value(c) == 1], key=rank)
                if len(low) >= 2:
                    state[k] = (len(d.events) + 1, seat, low[0], low[1])
                    return [(low[0], False), (low[1], True)]
            if k == "second" and pos == 1 and tn >= 1 and len(lg) >= 2:
                a = pol(d, seat, lg)
                others = [c for c in lg if c != a]
                if state.get("neutral"):
                    others = [c for c in others if value(c) == value(a) and c != "T1"]
                    if not others:
                        continue
                b = sorted(others, key=lambda c: (value(c), rank(c)))[0]
                state[k] = (len(d.events) + 1, seat, a, b)
                return [(a, False), (b, True)]
            if k == "third_renonce" and pos == 2 and tn >= 4 and seat != d.player:
                led = suit(d.trick[0][1])
                same = [c for c in d.hand[seat] if suit(c) == led]
                tr = [c for c in d.hand[seat] if is_trump(c) and c != "T1"]
                if led != "T" and same and tr:
                    a = min(tr, key=rank)
                    b = pol(d, seat, same)
                    state[k] = (len(d.events) + 1, seat, a, b)
                    return [(a, False), (b, True)]
        return None
    return hook


def tb_file(seed, rules, kinds, note, dealer=0, neutral=False):
    rng = random.Random(seed)
    S = Session(NAMES[:3], rules, meta={"event": "Klub Tarokowy, Kraków", "note": note})
    hands, t = shuffle_deal(rng, {0: 12, 1: 12, 2: 12})
    d = Deal(3, dealer, hands, t)
    b = natural_auction(d)
    need(b is not None)
    d.buy(b, "three")
    d.discard(b, best_discard(d.hand[b], 3))
    d.announce(b, [])
    for h in order_from(d):
        if h != b:
            d.announce(h, [])
    state = {"neutral": True} if neutral else {}
    d.autoplay(policy_greedy(rng), on_turn=tb_hooks(kinds, rng, state))
    state.pop("neutral", None)
    need(all(k in state for k in kinds))
    need(not premiums_made(d))
    if neutral:
        for k in kinds:
            i, seat, a, b = state[k]
            for w, t in d.tricks:
                if (seat, b) in t:
                    cards = [c for _, c in t]
                    alt = [a if c == b else c for c in cards]
                    need(winner_idx(alt) == winner_idx(cards))
    pts = d.points()
    need(pts.denominator == 1 and 25 <= pts <= 50)
    S.settle(d, [0, 1, 2])
    S.add(d)
    S.takebacks = state
    return S


def f06(seed):
    return tb_file(seed, None, ["second", "third_renonce"],
                   "take_back mistaken_follow (the default): a follower changes a card before the next has played; a helper who trumped a suit he holds takes the tarock back while the trick lies (§24 'zwykle wolno')")


def f07(seed):
    S = tb_file(seed, None, ["lead"], "FAULT: the leader takes back a card led (§24, the default allows only a card added to a trick)", dealer=1, neutral=True)
    i = S.takebacks["lead"][0]
    S.fault = [(0, i, "take back of a lead not allowed under mistaken_follow")]
    return S


def f08(seed):
    return tb_file(seed, {"take_back": "until_covered"}, ["lead", "second"],
                   "take_back until_covered: the leader and a follower each change a card before the next player has covered it (§24)", dealer=2)


def f09(seed):
    S = tb_file(seed, {"take_back": "never"}, ["second"], "FAULT: take_back never: a follower changes his card (§24 'cofnąć i zmienić nie wolno')", dealer=1, neutral=True)
    i = S.takebacks["second"][0]
    S.fault = [(0, i, "take back not allowed")]
    return S


def f10(seed):
    """5 players, two full rounds of four deals: seat 4 sits out deals 1-4 (dealers 0,1,2,3), seat 0
    sits out deals 5-8 (dealers 4,1,2,3): §8. The dealer is king (shares the result); the sitter
    neither plays nor shares."""
    rng = random.Random(seed)
    S = Session(NAMES[:5], None, meta={"event": "Klub Tarokowy, Kraków", "note": "five players, two rounds (§8 'czterokrotnego rozdzielania kart')"})
    plan = [(4, 0), (4, 1), (4, 2), (4, 3), (0, 4), (0, 1), (0, 2), (0, 3)]
    for k, (sitter, dealer) in enumerate(plan):
        act = [s for s in range(5) if s not in (sitter, dealer)]
        for attempt in range(200):
            hands, t = shuffle_deal(rng, {s: 12 for s in act})
            d = Deal(5, dealer, hands, t)
            o = order_from(d)
            strong = [s for s in o if len(tarocks(hands[s])) >= 8]
            if k == 5 and strong:
                continue
            if k != 5 and not strong:
                continue
            break
        participants = [s for s in range(5) if s != sitter]
        if k == 5:
            for s in o:
                d.bid(s, "pass")
            S.settle(d, participants, style="scores+totals", passed=True)
            S.add(d)
            continue
        b = natural_auction(d)
        d.buy(b, "three")
        d.discard(b, best_discard(d.hand[b], 3))
        d.announce(b, [])
        for h in o:
            if h != b:
                d.announce(h, [])
        d.autoplay(policy_greedy(rng))
        pts = d.points()
        need(pts.denominator == 1 and 22 <= pts <= 52)
        need(not premiums_made(d))
        S.settle(d, participants, style="scores+totals")
        S.add(d)
    return S


def pol_keep(rng):
    return policy_greedy(rng, keep=("T1",))


def f11(seed):
    """helpers make a trull silently, spread over both helpers' tricks, and a helper's pagat takes the
    last trick: the trull is paid to the helpers (§15, §20 'każdemu z pomagających'), the helper's
    ultimo is nothing (§27 'pomagający, choć zrobi ultimo, nagrody za to nie otrzymuje')."""
    rng = random.Random(seed)
    S = Session(NAMES[:3], {"pool": False}, meta={"event": "Klub Tarokowy, Kraków", "note": "helpers' silent trull and a helper's pagat in the last trick"})
    hands, t = shuffle_deal(rng, {0: 12, 1: 12, 2: 12}, fixed={0: ["T1", "T21"], 1: ["SKIZ"]})
    d = Deal(3, 2, hands, t)  # forehand 0
    need(len(tarocks(hands[2])) >= 8)
    d.bid(0, "pass"); d.bid(1, "pass"); d.bid(2, "three")
    d.buy(2, "three")
    d.discard(2, best_discard(d.hand[2], 3))
    d.announce(2, []); d.announce(0, []); d.announce(1, [])
    d.autoplay(pol_keep(rng))
    pm = premiums_made(d)
    need(sorted(pm) == sorted([("trull", "H"), ("pagat_last", "H")]))
    w, last = d.last_trick()
    need(dict(last)[w] == "T1" and w == 0)
    pts = d.points()
    need(pts.denominator == 1 and 25 <= pts <= 45)
    S.settle(d, [0, 1, 2])
    S.add(d)
    return S


def f12(seed):
    """4 players: helper announces 10 tarocks (holds 10), the other helper announces four kings and
    the helpers take them; the player loses: he pays each helper and the king (§20)."""
    rng = random.Random(seed)
    S = Session(NAMES[:4], None, meta={"event": "Klub Tarokowy, Kraków", "note": "helpers announce tarocks and four kings"})
    trs = ["T%d" % i for i in range(2, 21)]
    rng.shuffle(trs)
    a_tr = trs[:10]
    hands, t = shuffle_deal(rng, {1: 12, 2: 12, 0: 12}, fixed={1: a_tr + ["JH", "1D"], 2: ["KH", "KS", "KC"]})
    d = Deal(4, 3, hands, t)  # king 3, forehand 0
    need(len(tarocks(hands[1])) == 10)
    need(len(tarocks(hands[0])) >= 7)
    d.bid(0, "three"); d.bid(1, "pass"); d.bid(2, "pass")
    d.buy(0, "three")
    d.discard(0, best_discard(d.hand[0], 3))
    d.announce(0, [])
    d.announce(1, [{"kind": "tarocks", "count": 10}])
    d.announce(2, [{"kind": "four_kings"}])
    d.autoplay(policy_greedy(rng))
    pm = premiums_made(d)
    need(pm == [("four_kings", "H")])
    pts = d.points()
    need(pts.denominator == 1 and 24 <= pts <= 33)
    S.settle(d, [0, 1, 2, 3])
    S.add(d)
    return S


def renonce_hook(target_seat, state, min_trick=3):
    def hook(d, seat, lg):
        if "r" in state or seat != target_seat or not d.trick or len(d.tricks) < min_trick:
            return None
        led = suit(d.trick[0][1])
        same = [c for c in d.hand[seat] if suit(c) == led]
        tr = [c for c in d.hand[seat] if is_trump(c) and c not in ("T1",)]
        if led != "T" and same and tr:
            c = min(tr, key=rank)
            state["r"] = (len(d.events), seat, c, led, same)
            return [(c, False)]
        return None
    return hook


def f13(seed):
    """FAULT (renonce by the player): renonce_premiums all_paid, renonce_silent_premiums counted,
    renonce_pool untouched, pool_win_percent 0. The player announced pagat ultimo."""
    rng = random.Random(seed)
    rules = {"renonce_premiums": "all_paid", "renonce_silent_premiums": "counted", "renonce_pool": "untouched", "pool_win_percent": 0}
    S = Session(NAMES[:3], rules, start_pool=80, meta={"event": "Klub Tarokowy, Kraków", "note": "player's renonce after announcing ultimo; all announced premiums paid, silent ones counted, pool untouched"})
    hands, t = shuffle_deal(rng, {0: 12, 1: 12, 2: 12}, fixed={1: ["SKIZ", "T21", "T1"]})
    d = Deal(3, 0, hands, t)  # forehand 1
    need(len(tarocks(hands[1])) >= 9)
    d.bid(1, "three"); d.bid(2, "pass"); d.bid(0, "pass")
    d.buy(1, "three")
    d.discard(1, best_discard(d.hand[1], 3))
    d.announce(1, [{"kind": "pagat_ultimo"}]); d.announce(2, []); d.announce(0, [])
    st = {}
    d.autoplay(pol_keep(rng), on_turn=renonce_hook(1, st))
    need("r" in st)
    pm = premiums_made(d)
    need(sorted(pm) == sorted([("trull", "P"), ("pagat_last", "P")]))
    pts = d.points()
    need(pts.denominator == 1 and 36 <= pts <= 55)
    S.settle(d, [0, 1, 2], renonce=1)
    S.add(d)
    S.fault = [(0, st["r"][0], "revoke (renonce §23): %s on %s holding %s" % (st["r"][2], st["r"][3], st["r"][4]))]
    return S


def f14(seed):
    """FAULT (renonce by the player): consolation single. Player at 'bottom' (purchase 2), contra;
    renonce; points made: pays the addend once (30) to each."""
    rng = random.Random(seed)
    S = Session(NAMES[:3], {"consolation": "single"}, meta={"event": "Klub Tarokowy, Kraków"})
    hands, t = shuffle_deal(rng, {0: 12, 1: 12, 2: 12})
    d = Deal(3, 1, hands, t)  # forehand 2
    need(len(tarocks(hands[0])) >= 9 and len(tarocks(hands[2])) >= 6)
    d.bid(2, "three"); d.bid(0, "bottom"); d.bid(1, "pass"); d.bid(2, "pass")
    d.buy(0, "three", auction_level=2)
    d.discard(0, best_discard(d.hand[0], 3))
    d.announce(0, []); d.announce(1, []); d.announce(2, [])
    d.double(2, "game", 2)
    st = {}
    d.autoplay(policy_greedy(rng), on_turn=renonce_hook(0, st))
    need("r" in st)
    need(not premiums_made(d))
    pts = d.points()
    need(pts.denominator == 1 and 36 <= pts <= 55)
    S.settle(d, [0, 1, 2], renonce=0)
    S.add(d)
    S.fault = [(0, st["r"][0], "revoke (renonce §23): %s on %s holding %s" % (st["r"][2], st["r"][3], st["r"][4]))]
    return S


def f15(seed):
    """contra_symmetric and tarocks_paid if_game_won. Deal 1: player at 'bottom' (purchase 2), contra
    and recontra, wins: paid as a lost game would cost (x2 x4). Deal 2: player announces 10 tarocks
    and loses: pays the game and the tarocks."""
    rng = random.Random(seed)
    S = Session(NAMES[:3], {"contra_symmetric": True, "tarocks_paid": "if_game_won"},
                meta={"event": "Klub Tarokowy, Kraków", "note": "contra paid both ways; announced tarocks count only with the game"})
    hands, t = shuffle_deal(rng, {0: 12, 1: 12, 2: 12})
    d = Deal(3, 2, hands, t)  # forehand 0
    need(len(tarocks(hands[1])) >= 10 and len(tarocks(hands[0])) >= 5)
    d.bid(0, "three"); d.bid(1, "bottom"); d.bid(2, "pass"); d.bid(0, "pass")
    d.buy(1, "three", auction_level=2)
    d.discard(1, best_discard(d.hand[1], 3))
    d.announce(1, []); d.announce(2, []); d.announce(0, [])
    d.double(0, "game", 2)
    d.double(1, "game", 4)
    d.autoplay(policy_greedy(rng))
    need(not premiums_made(d))
    pts = d.points()
    need(pts.denominator == 1 and 36 <= pts <= 48)
    S.settle(d, [0, 1, 2])
    S.add(d)
    # deal 2: dealer 0, forehand 1
    for _ in range(400):
        low = ["T%d" % i for i in range(2, 15)]
        rng.shuffle(low)
        hands, t = shuffle_deal(rng, {1: 12, 2: 12, 0: 12}, fixed={1: low[:9]})
        if len(tarocks(hands[1])) == 9 and len(tarocks(t[:3])) == 1:
            break
    else:
        need(False)
    d = Deal(3, 0, hands, t)
    d.bid(1, "three"); d.bid(2, "pass"); d.bid(0, "pass")
    d.buy(1, "three")
    d.discard(1, best_discard(d.hand[1], 3))
    need(len(tarocks(d.hand[1])) == 10)
    d.announce(1, [{"kind": "tarocks", "count": 10}]); d.announce(2, []); d.announce(0, [])
    d.autoplay(policy_greedy(rng))
    need(not premiums_made(d))
    pts = d.points()
    need(pts.denominator == 1 and 22 <= pts <= 33)
    S.settle(d, [0, 1, 2])
    S.add(d)
    return S


def f16(seed):
    """no_tarock_redeal: a player without a tarock has the cards thrown in (§17 'bez taroka nie ma
    gry i karty się wtedy zrzuca'); the same dealer deals again. pool off."""
    rng = random.Random(seed)
    S = Session(NAMES[:3], {"no_tarock_redeal": True, "pool": False}, meta={"event": "Klub Tarokowy, Kraków"})
    suits = [c for c in DECK if not is_trump(c)]
    rng.shuffle(suits)
    hands, t = shuffle_deal(rng, {0: 12, 1: 12, 2: 12}, fixed={0: suits[:12]})
    d = Deal(3, 1, hands, t)  # forehand 2; seat 0 holds no tarock
    d.ev({"type": "redeal", "seat": 0, "reason": "no_tarock"})
    S.settle(d, [0, 1, 2], redeal=True, style="none")
    d.lines = ["thrown in: seat 0 has no tarock"]
    d.net = {}
    S.add(d)
    hands, t = shuffle_deal(rng, {0: 12, 1: 12, 2: 12})
    d = Deal(3, 1, hands, t)
    need(all(tarocks(h) for h in hands.values()))
    b = natural_auction(d)
    need(b is not None)
    play_three(d, b, rng)
    need(not premiums_made(d))
    pts = d.points()
    need(pts.denominator == 1 and 25 <= pts <= 50)
    S.settle(d, [0, 1, 2])
    S.add(d)
    return S


def f17(seed):
    """pool_stake 5, pool_win_percent 20, pool_pass_fee 2, pool_dealer_fee 1, contra_on_pool true.
    Deal 1 all pass; deal 2 ultimo announced, contra'd, failed (the pool paid twice); deal 3 ultimo
    announced and made (the pool taken)."""
    rng = random.Random(seed)
    rules = {"pool_stake": 5, "pool_win_percent": 20, "pool_pass_fee": 2, "pool_dealer_fee": 1, "contra_on_pool": True}
    S = Session(NAMES[:3], rules, meta={"event": "Klub Tarokowy, Kraków", "note": "pool amounts by agreement; contra on ultimo counts for the pool"})
    hands, t = shuffle_deal(rng, {0: 12, 1: 12, 2: 12})
    d = Deal(3, 0, hands, t)
    need(all(len(tarocks(h)) <= 7 for h in hands.values()))
    for s in (1, 2, 0):
        d.bid(s, "pass")
    S.settle(d, [0, 1, 2], passed=True)
    S.add(d)
    # deal 2: dealer 1, forehand 2 bids three with the pagat, announces ultimo; seat 0 contras it
    hands, t = shuffle_deal(rng, {0: 12, 1: 12, 2: 12}, fixed={2: ["T1"]})
    d = Deal(3, 1, hands, t)
    need(len(tarocks(hands[2])) >= 8)
    d.bid(2, "three"); d.bid(0, "pass"); d.bid(1, "pass")
    d.buy(2, "three")
    d.discard(2, best_discard(d.hand[2], 3))
    d.announce(2, [{"kind": "pagat_ultimo"}]); d.announce(0, []); d.announce(1, [])
    d.double(0, "pagat_ultimo", 2)
    d.autoplay(pol_keep(rng))
    need(not premiums_made(d))
    pts = d.points()
    need(pts.denominator == 1 and 24 <= pts <= 33)
    S.settle(d, [0, 1, 2])
    S.add(d)
    # deal 3: dealer 2, forehand 0 plays and makes the ultimo
    hands, t = shuffle_deal(rng, {0: 12, 1: 12, 2: 12}, fixed={0: ["T1", "SKIZ"]})
    d = Deal(3, 2, hands, t)
    need(len(tarocks(hands[0])) >= 9)
    d.bid(0, "three"); d.bid(1, "pass"); d.bid(2, "pass")
    d.buy(0, "three")
    d.discard(0, best_discard(d.hand[0], 3))
    d.announce(0, [{"kind": "pagat_ultimo"}]); d.announce(1, []); d.announce(2, [])
    d.autoplay(pol_keep(rng))
    need(premiums_made(d) == [("pagat_last", "P")])
    pts = d.points()
    need(pts.denominator == 1 and 36 <= pts <= 55)
    S.settle(d, [0, 1, 2])
    S.add(d)
    return S


def f18(seed):
    """FAULT (renonce by the player who announced ultimo): renonce_pool paid: he pays the pool's
    content into it whatever the ultimo."""
    rng = random.Random(seed)
    S = Session(NAMES[:3], {"renonce_pool": "paid"}, start_pool=120, meta={"event": "Klub Tarokowy, Kraków"})
    hands, t = shuffle_deal(rng, {0: 12, 1: 12, 2: 12}, fixed={2: ["T1"]})
    d = Deal(3, 1, hands, t)  # forehand 2
    need(len(tarocks(hands[2])) >= 9)
    d.bid(2, "three"); d.bid(0, "pass"); d.bid(1, "pass")
    d.buy(2, "three")
    d.discard(2, best_discard(d.hand[2], 3))
    d.announce(2, [{"kind": "pagat_ultimo"}]); d.announce(0, []); d.announce(1, [])
    st = {}
    d.autoplay(pol_keep(rng), on_turn=renonce_hook(2, st))
    need("r" in st)
    need(not premiums_made(d))
    pts = d.points()
    need(pts.denominator == 1 and 24 <= pts <= 33)
    S.settle(d, [0, 1, 2], renonce=2)
    S.add(d)
    S.fault = [(0, st["r"][0], "revoke (renonce §23): %s on %s holding %s" % (st["r"][2], st["r"][3], st["r"][4]))]
    return S


def f19(seed):
    """FAULT (renonce by a helper), 4 players, helper_renonce_pays offender: the offender pays the
    player the shares of the other helper and of the king too."""
    rng = random.Random(seed)
    S = Session(NAMES[:4], {"helper_renonce_pays": "offender"}, meta={"event": "Klub Tarokowy, Kraków"})
    hands, t = shuffle_deal(rng, {0: 12, 1: 12, 3: 12})
    d = Deal(4, 2, hands, t)  # king 2, forehand 3, then 0, 1
    need(len(tarocks(hands[0])) >= 8)
    d.bid(3, "pass"); d.bid(0, "three"); d.bid(1, "pass")
    d.buy(0, "three")
    d.discard(0, best_discard(d.hand[0], 3))
    d.announce(0, []); d.announce(1, []); d.announce(3, [])
    st = {}
    d.autoplay(policy_greedy(rng), on_turn=renonce_hook(1, st))
    need("r" in st)
    need(not premiums_made(d))
    pts = d.points()
    need(pts.denominator == 1 and 36 <= pts <= 52)
    S.settle(d, [0, 1, 2, 3], renonce=1)
    S.add(d)
    S.fault = [(0, st["r"][0], "revoke (renonce §23) by helper: %s on %s holding %s" % (st["r"][2], st["r"][3], st["r"][4]))]
    return S


def f20(seed):
    """defend_pool required (§28): deal 1: forehand 'pass volat', the second bids three, the third
    (no pagat) defends the pool by bidding 'bottom' and plays; deal 2: the third holds the pagat and
    may pass."""
    rng = random.Random(seed)
    S = Session(NAMES[:3], {"defend_pool": "required"}, start_pool=60, meta={"event": "Klub Tarokowy, Kraków"})
    hands, t = shuffle_deal(rng, {0: 12, 1: 12, 2: 12}, fixed={1: ["T1"]})
    d = Deal(3, 2, hands, t)  # forehand 0, second 1, third 2
    need(len(tarocks(hands[0])) <= 5 and len(tarocks(hands[2])) >= 9 and len(tarocks(hands[1])) >= 7)
    d.bid(0, "pass_volat"); d.bid(1, "three"); d.bid(2, "bottom"); d.bid(1, "pass")
    d.buy(2, "three", auction_level=2)
    d.discard(2, best_discard(d.hand[2], 3))
    d.announce(2, []); d.announce(0, []); d.announce(1, [])
    d.autoplay(policy_greedy(rng))
    need(not premiums_made(d))
    pts = d.points()
    need(pts.denominator == 1 and 34 <= pts <= 50)
    S.settle(d, [0, 1, 2])
    S.add(d)
    hands, t = shuffle_deal(rng, {0: 12, 1: 12, 2: 12}, fixed={0: ["T1"]})
    d = Deal(3, 0, hands, t)  # forehand 1, second 2, third 0 (holds the pagat)
    need(len(tarocks(hands[1])) <= 5 and "T1" not in hands[1] and len(tarocks(hands[2])) >= 8)
    d.bid(1, "pass_volat"); d.bid(2, "three"); d.bid(0, "pass")
    d.buy(2, "three")
    d.discard(2, best_discard(d.hand[2], 3))
    d.announce(2, []); d.announce(0, []); d.announce(1, [])
    d.autoplay(policy_greedy(rng))
    need(not premiums_made(d))
    pts = d.points()
    need(pts.denominator == 1 and 28 <= pts <= 50)
    S.settle(d, [0, 1, 2])
    S.add(d)
    return S


FILES = [
    ("01-szpricer-held-won.json", f01, 0),
    ("02-szpricer-contra-lost.json", f02, 0),
    ("03-szpricer-not-king.json", f03, 0),
    ("04-szpricer-lost-paid-single.json", f04, 0),
    ("05-szpricer-outbid.json", f05, 0),
    ("06-take-back-follow.json", f06, 0),
    ("07-take-back-lead.json", f07, 100),
    ("08-take-back-until-covered.json", f08, 200),
    ("09-take-back-never.json", f09, 300),
    ("10-five-players-two-rounds.json", f10, 0),
    ("11-helpers-silent-trull.json", f11, 0),
    ("12-helpers-announce.json", f12, 0),
    ("13-renonce-all-paid.json", f13, 0),
    ("14-consolation-single.json", f14, 0),
    ("15-contra-symmetric-tarocks-if-won.json", f15, 0),
    ("16-no-tarock-redeal.json", f16, 0),
    ("17-pool-options.json", f17, 0),
    ("18-renonce-pool-paid.json", f18, 0),
    ("19-helper-renonce-offender.json", f19, 0),
    ("20-defend-pool-required.json", f20, 0),
]

if __name__ == "__main__":
    only = sys.argv[1:]
    for name, fn, st in FILES:
        if only and not any(name.startswith(o) for o in only):
            continue
        S = run(name, fn, start=st, tries=60000)
        if getattr(S, "fault", None):
            print(name, "FAULT", S.fault)
        if getattr(S, "takebacks", None):
            print(name, "takebacks", S.takebacks)
    report()


def expected_json():
    out = {}
    for name, (seed, S) in OUT.items():
        out[name] = {"violations": [list(f[:2]) + [f[2]] for f in getattr(S, "fault", [])],
                     "deals": [{k: fmt(v) for k, v in d.net.items()} for d in S.deals],
                     "totals": {str(k): fmt(v) for k, v in S.totals.items()}}
    with open("expected-nets.txt", "w") as fh:
        json.dump(out, fh, indent=1, ensure_ascii=False)


if __name__ == "__main__":
    expected_json()
