"""The 18 files of round gd-spec5 (auditor's own model; see gen.py)."""
import json
import os
import random
import sys
from fractions import Fraction as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen import (  # noqa: E402
    KINGS, TRULL, Skip, announces, contract, deal_json, make_policy, num, premiums_made, score_events,
    settle, shuffle_deal, transcript,
)
from model import Table, deck, is_tarok, legal, points, suit, value  # noqa: E402

OUT = os.path.dirname(os.path.abspath(__file__))
FIG = {}


def neutral(t, player, allow=()):
    """no premium whose counting is doubtful: helpers never gather the trull / four kings,
    the player's silent premiums only where allowed, the player's pagat never in the last trick"""
    helpers_won = set()
    for s in range(t.n):
        if s != player:
            helpers_won |= set(t.won[s])
    if TRULL <= helpers_won or KINGS <= helpers_won:
        return False
    m = premiums_made(t, player)
    for k in ("trull", "four_kings", "volat"):
        if m[k] and k not in allow:
            return False
    last = dict(t.tricks[-1][1])
    if last.get(player) == "T1" and "pagat_ultimo" not in allow:
        return False
    return True


def plays_idx(t):
    return [i for i, e in enumerate(t.events) if e["type"] == "play"]


def std_deal(seed, n, dealer, player_pos, level="three", rejects=0, sitters=(), keep=(), greedy=None,
             ann=None, doubles=(), hooks=None, discard=None, bids=None, hands=None, talon=None, policy=None,
             base_mult=1):
    rng = random.Random(seed)
    if hands is None:
        hands, talon = shuffle_deal(rng, n, dealer, sitters)
    t = Table(n, dealer, hands, talon, sitters)
    player = t.active[player_pos]
    if bids is None:
        bids = [(s, level if s == player else "pass") for s in t.active]
    mult, taken, disc = contract(t, player, level, rejects, discard=discard, bids=bids, base_mult=base_mult)
    ann = ann or {}
    items = {player: ann.get("player", [])}
    announces(t, player, items)
    for who, target, lvl in doubles:
        seat = who(t, player) if callable(who) else who
        t.ev(type="double", seat=seat, target=target, level=lvl)
    g = greedy if greedy is not None else (player,)
    pol = policy or make_policy(rng, keep_pagat=keep, greedy=g)
    t.play_all(pol, hooks=hooks)
    t.player, t.mult, t.disc, t.level = player, mult, disc, level
    return t


def helpers(t):
    return [s for s in t.active if s != t.player]


def write(name, d):
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        json.dump(d, f, ensure_ascii=False, indent=1)
        f.write("\n")


def search(fn, accept, start=0, limit=20000):
    for seed in range(start, start + limit):
        try:
            t = fn(seed)
        except Skip:
            continue
        if t is not None and accept(t):
            t.seed = seed
            return t
    raise RuntimeError("no seed")


# ================================================================== 01 pool session
def f01():
    totals = {0: F(0), 1: F(0), 2: F(0), "pool": F(0)}
    deals, figs = [], []
    # deal 0: dealer 0, Bożena (1) plays a three; the pool is founded
    t0 = search(lambda s: std_deal(s, 3, 0, 0), lambda t: neutral(t, t.player))
    pay, nets, pool, info = settle(t0, t0.player, "three", t0.mult, t0.disc, pool_before=0, founding=True)
    t0.events += score_events(nets, 3, totals)
    deals.append(deal_json(t0)); figs.append(info)
    # deal 1: dealer 1, Czesław (2) announces pagat ultimo and makes it: takes the pool
    def d1(s):
        t = std_deal(s, 3, 1, 0, keep=(2,), ann={"player": [{"kind": "pagat_ultimo"}]})
        return t
    def ok1(t):
        return "T1" in t.hands0[t.player] and premiums_made(t, t.player)["pagat_ultimo"] and neutral(t, t.player, allow=("pagat_ultimo",))
    t1 = search(d1, ok1, start=100)
    pay, nets, pool, info = settle(t1, t1.player, "three", t1.mult, t1.disc, announced=("pagat_ultimo",), pool_before=pool)
    t1.events += score_events(nets, 3, totals)
    deals.append(deal_json(t1)); figs.append(info)
    # deal 2: dealer 2, Adam (0) announces ultimo without the pagat (§27b); the helper who holds it
    # says contra ultimo; the stakes go in again after the ultimo took the pool
    def d2(s):
        rng = random.Random(s)
        hands, talon = shuffle_deal(rng, 3, 2)
        holder = [i for i in range(3) if "T1" in hands[i]]
        if not holder or holder[0] == 0:
            return None
        return std_deal(s, 3, 2, 0, ann={"player": [{"kind": "pagat_ultimo"}]},
                        doubles=[(holder[0], "pagat_ultimo", 2)])
    def ok2(t):
        return points(t.won[t.player] + t.disc) > 33 and neutral(t, t.player)
    t2 = search(d2, ok2, start=300)
    pay, nets, pool, info = settle(t2, t2.player, "three", t2.mult, t2.disc, announced=("pagat_ultimo",),
                                   contra={"pagat_ultimo": 2}, pool_before=pool, founding=True)
    t2.events += score_events(nets, 3, totals)
    deals.append(deal_json(t2)); figs.append(info)
    write("01-pool-session-ultimo.json", transcript(3, deals, meta={"note": "score sheet; pool founded, won by an announced ultimo, founded again; §27b ultimo announced without the pagat"}))
    FIG["01"] = figs


# ================================================================== 02 exactly 33
def f02():
    # §10: Adam (0) 'trójka', Bożena 'spód', Czesław passes, Adam 'sam', Bożena 'wierzch', Adam passes:
    # Bożena keeps the third three (the top packet again), multiplier 3
    bids = [(0, "three"), (1, "bottom"), (2, "pass"), (0, "hold"), (1, "top"), (0, "pass")]
    t = search(lambda s: std_deal(s, 4, 3, 1, greedy=(), bids=bids, base_mult=3),
               lambda t: points(t.won[t.player] + t.disc) == 33 and neutral(t, t.player))
    pay, nets, pool, info = settle(t, t.player, "three", t.mult, t.disc, pool_before=40)
    t.events += pay
    write("02-consolation-exactly-33.json", transcript(4, [deal_json(t)], start={"pools": {"pool": 40}},
          meta={"note": "4 players, Adam deals (king); Bożena wins the auction at 'wierzch' (third three), takes the top packet and makes exactly 33"}))
    FIG["02"] = [info]


# ================================================================== 03 / 04 volat
def volat_hands(rng, n, dealer, player, sitters=()):
    suits = [c for c in deck() if not is_tarok(c)]
    ph = ["SKIZ"] + [f"T{i}" for i in range(21, 12, -1)] + ["QH", "JH"]      # 10 tarocks + 2
    top = ["T12", "T11", "JD"]
    bottom = ["T1", "KC", "10C"]
    rest = [f"T{i}" for i in range(2, 11)] + [c for c in suits if c not in ("QH", "JH", "JD", "KC", "10C")]
    rng.shuffle(rest)
    hands = [[] for _ in range(n)]
    inactive = set(sitters) | ({dealer} if n >= 4 else set())
    others = [s for s in range(n) if s not in inactive and s != player]
    hands[player] = ph[:]
    rng.shuffle(hands[player])
    hands[others[0]] = rest[:12]
    hands[others[1]] = rest[12:24]
    return hands, top + bottom


def lead_high(rng, player):
    base = make_policy(rng)
    def pol(t, seat, hand, trick, tno):
        if seat == player:
            lg = legal(hand, trick)
            return max(lg, key=lambda c: (is_tarok(c), 22 if c == "SKIZ" else (int(c[1:]) if c.startswith("T") else 0)))
        return base(t, seat, hand, trick, tno)
    return pol


def f03():
    rng = random.Random(3)
    hands, talon = volat_hands(rng, 3, 2, 0)
    t = std_deal(0, 3, 2, 0, hands=hands, talon=talon, ann={"player": [{"kind": "volat"}]},
                 discard=lambda h: ["QH", "JH", "JD"], policy=lead_high(rng, 0))
    assert premiums_made(t, 0)["volat"]
    pay, nets, pool, info = settle(t, 0, "three", 1, t.disc, announced=("volat",), pool_before=50)
    t.events += pay
    write("03-volat-announced.json", transcript(3, [deal_json(t)], start={"pools": {"pool": 50}},
          meta={"note": "Adam announces volat on a three and takes all twelve tricks"}))
    FIG["03"] = [info]


def f04():
    rng = random.Random(4)
    # five players: Edward (4) sits out this round, Adam (0) deals and is king; Bożena (1) plays
    hands, talon = volat_hands(rng, 5, 0, 1, sitters=(4,))
    t = std_deal(0, 5, 0, 0, sitters=(4,), hands=hands, talon=talon,
                 discard=lambda h: ["QH", "JH", "JD"], policy=lead_high(rng, 1))
    assert premiums_made(t, 1)["volat"]
    pay, nets, pool, info = settle(t, 1, "three", 1, t.disc, pool_before=30, sitters=(4,))
    totals = {0: F(120), 1: F(-40), 2: F(-60), 3: F(-20), 4: F(0), "pool": F(30)}
    t.events += score_events(nets, 5, totals)
    write("04-volat-silent-five.json", transcript(5, [deal_json(t)], start={"pools": {"pool": 30}, "totals": [120, -40, -60, -20, 0]},
          meta={"note": "five players: Edward sits out this round of four deals, Adam deals (king); Bożena takes every trick unannounced; score sheet"}))
    FIG["04"] = [info]


# ================================================================== 05 / 06 solo
def f05():
    t = search(lambda s: std_deal(s, 3, 0, 0, level="solo"),
               lambda t: points(t.won[t.player]) > 33 and neutral(t, t.player), start=500)
    pay, nets, pool, info = settle(t, t.player, "solo", 1, [], pool_before=20)
    info["talon_points_to_helpers"] = num(points(t.talon))
    t.events += pay
    write("05-solo-won.json", transcript(3, [deal_json(t)], start={"pools": {"pool": 20}},
          meta={"note": "Bożena plays solo: no purchase, the talon counts for the helpers"}))
    FIG["05"] = [info]


def f06():
    def d(s):
        return std_deal(s, 4, 2, 0, level="solo", greedy=(),
                        doubles=[(lambda t, p: [x for x in t.active if x != p][0], "game", 2), (lambda t, p: p, "game", 4)])
    def ok(t):
        p = points(t.won[t.player])
        return 28 <= p < 33 and p + points(t.talon) > 33 and neutral(t, t.player)
    t = search(d, ok, start=700)
    pay, nets, pool, info = settle(t, t.player, "solo", 1, [], contra={"game": 4}, pool_before=60)
    info["talon_points_to_helpers"] = num(points(t.talon))
    totals = {0: F(-35), 1: F(80), 2: F(15), 3: F(-60), "pool": F(60)}
    t.events += score_events(nets, 4, totals)
    write("06-solo-lost-contra.json", transcript(4, [deal_json(t)], start={"pools": {"pool": 60}, "totals": [-35, 80, 15, -60]},
          meta={"note": "4 players, Czesław deals; Danuta plays solo, contra and recontra; the talon's points go to the helpers; score sheet"}))
    FIG["06"] = [info]


# ================================================================== renonce
def renonce_hook(offender_fn, want_trick_min=2):
    """at the first trick >= want_trick_min where the offender follows a suit lead holding the suit
    and a tarock, he trumps instead (§23)."""
    state = {"done": False}
    def make(rng):
        base = make_policy(rng)
        def pol(t, seat, hand, trick, tno):
            off = offender_fn(t)
            if (not state["done"] and seat == off and tno >= want_trick_min and trick and not is_tarok(trick[0])
                    and any(suit(c) == suit(trick[0]) for c in hand) and any(is_tarok(c) and c != "T1" for c in hand)):
                state["done"] = True
                state["event"] = len(t.events)
                state["trick"] = tno
                tar = sorted([c for c in hand if is_tarok(c) and c != "T1"], key=lambda c: (22 if c == "SKIZ" else int(c[1:])))
                return tar[-1] if seat == t.player_seat else tar[0]
            if seat == getattr(t, "player_seat", None):
                lg = legal(hand, trick)
                return max(lg, key=lambda c: (is_tarok(c), value(c)))
            return base(t, seat, hand, trick, tno)
        return pol, state
    return make


def renonce_deal(seed, n, dealer, pos, offender, rejects=0, ann=None):
    rng = random.Random(seed)
    hands, talon = shuffle_deal(rng, n, dealer)
    t = Table(n, dealer, hands, talon)
    player = t.active[pos]
    t.player_seat = player
    bids = [(s, "three" if s == player else "pass") for s in t.active]
    mult, taken, disc = contract(t, player, "three", rejects, bids=bids)
    announces(t, player, {player: (ann or [])})
    off = player if offender == "player" else [s for s in t.active if s != player][offender]
    pol, state = renonce_hook(lambda tt: off)(rng)
    t.play_all(pol)
    t.player, t.mult, t.disc, t.level, t.off, t.state = player, mult, disc, "three", off, state
    return t if state["done"] else None


def f07():
    def ok(t):
        return points(t.won[t.player] + t.disc) < 33 and neutral(t, t.player)
    t = search(lambda s: renonce_deal(s, 3, 1, 0, 0), ok, start=900)
    pay, nets, pool, info = settle(t, t.player, "three", t.mult, t.disc, pool_before=25, helper_fault=True)
    info["renonce_event"] = t.state["event"]; info["offender"] = t.off
    t.events.append({"type": "penalty", "party": t.off, "code": "renonce"})
    info["penalty_event"] = len(t.events) - 1
    t.events += pay
    write("07-renonce-helper-playonly.json", transcript(3, [deal_json(t, hands=False)], start={"pools": {"pool": 25}},
          meta={"note": "play-only record (hands not kept); a helper trumped a suit he still held, later played it; the table gave the player the game"}))
    FIG["07"] = [info]


def f08():
    def ok(t):
        return points(t.won[t.player] + t.disc) > 33 and neutral(t, t.player)
    t = search(lambda s: renonce_deal(s, 4, 2, 0, "player", rejects=1), ok, start=1100)
    pay, nets, pool, info = settle(t, t.player, "three", t.mult, t.disc, pool_before=40, player_fault=True)
    info["renonce_event"] = t.state["event"]
    t.events.append({"type": "penalty", "party": t.player, "code": "renonce"})
    info["penalty_event"] = len(t.events) - 1
    t.events += pay
    write("08-renonce-player-consolation.json", transcript(4, [deal_json(t)], start={"pools": {"pool": 40}},
          meta={"note": "4 players; the player trumps a suit he holds, makes his points, pays only the consolation"}))
    FIG["08"] = [info]


def f09():
    def ok(t):
        return points(t.won[t.player] + t.disc) > 33 and neutral(t, t.player)
    t = search(lambda s: renonce_deal(s, 3, 0, 0, "player"), ok, start=1300)
    right, nets, pool, info = settle(t, t.player, "three", t.mult, t.disc, pool_before=35, player_fault=True)
    wrong, wnets, wpool, winfo = settle(t, t.player, "three", t.mult, t.disc, pool_before=35)
    info["renonce_event"] = t.state["event"]
    info["recorded_as"] = winfo
    info["recorded_nets"] = {str(k): num(v) for k, v in wnets.items()}
    info["right_nets"] = {str(k): num(v) for k, v in nets.items()}
    hs = [s for s in t.active if s != t.player]
    t.events.append({"type": "penalty", "party": hs[0], "code": "renonce"})
    info["penalty_event"] = len(t.events) - 1
    info["penalty_party"] = hs[0]
    t.events += wrong
    write("09-renonce-misrecorded.json", transcript(3, [deal_json(t)], start={"pools": {"pool": 35}},
          meta={"note": "the player trumped a suit he held; the table blamed a helper and paid the player a normal win"}))
    FIG["09"] = [info]


# ================================================================== out of turn
def f10():
    def d(s):
        rng = random.Random(s)
        hands, talon = shuffle_deal(rng, 4, 0)
        # forehand Bożena (1) bids three; Danuta (3) passes before Czesław (2), whose turn it is
        return std_deal(s, 4, 0, 0, hands=hands, talon=talon, bids=[(1, "three"), (3, "pass"), (2, "pass")])
    t = search(d, lambda t: neutral(t, t.player), start=1500)
    pay, nets, pool, info = settle(t, t.player, "three", t.mult, t.disc, pool_before=45)
    totals = {0: F(10), 1: F(-20), 2: F(30), 3: F(-65), "pool": F(45)}
    t.events += score_events(nets, 4, totals)
    info["fault_event"] = 1
    write("10-bid-out-of-turn.json", transcript(4, [deal_json(t)], start={"pools": {"pool": 45}, "totals": [10, -20, 30, -65]},
          meta={"note": "4 players; Danuta passes before Czesław, whose turn it was; score sheet"}))
    FIG["10"] = [info]


def f11():
    def d(s):
        rng = random.Random(s)
        hands, talon = shuffle_deal(rng, 3, 2)
        t = Table(3, 2, hands, talon)
        player = 0
        mult, taken, disc = contract(t, player, "three", 0, bids=[(0, "three"), (1, "pass"), (2, "pass")])
        announces(t, player, {}, order=[1, 0, 2])   # Bożena says 'dobrze' before Adam has announced
        t.play_all(make_policy(rng, greedy=(0,)))
        t.player, t.mult, t.disc, t.level = player, mult, disc, "three"
        return t
    t = search(d, lambda t: neutral(t, t.player), start=1700)
    pay, nets, pool, info = settle(t, t.player, "three", t.mult, t.disc, pool_before=15)
    t.events += pay
    info["fault_event"] = [i for i, e in enumerate(t.events) if e["type"] == "announce"][0]
    write("11-announce-out-of-turn.json", transcript(3, [deal_json(t)], start={"pools": {"pool": 15}},
          meta={"note": "Bożena says 'dobrze' before the player Adam has made his announcement"}))
    FIG["11"] = [info]


# ================================================================== discards
def f12():
    def disc_king(h):
        ks = [c for c in h if c[0] == "K" and not is_tarok(c)]
        rest = sorted([c for c in h if not is_tarok(c) and c not in ks], key=lambda c: (value(c), c))
        return [ks[0]] + rest[:2]
    def d(s):
        rng = random.Random(s)
        hands, talon = shuffle_deal(rng, 4, 1)
        p = 2
        h = hands[p] + talon[:3]
        if not any(c[0] == "K" and not is_tarok(c) for c in h) or len([c for c in h if not is_tarok(c)]) < 3:
            return None
        return std_deal(s, 4, 1, 0, hands=hands, talon=talon, discard=disc_king)
    t = search(d, lambda t: points(t.won[t.player] + t.disc) > 33 and neutral(t, t.player), start=1900)
    pay, nets, pool, info = settle(t, t.player, "three", t.mult, t.disc, pool_before=55, player_fault=True)
    info["discard_event"] = [i for i, e in enumerate(t.events) if e["type"] == "discard"][0]
    t.events.append({"type": "penalty", "party": t.player, "code": "king_discarded"})
    info["penalty_event"] = len(t.events) - 1
    t.events += pay
    write("12-king-discarded.json", transcript(4, [deal_json(t)], start={"pools": {"pool": 55}},
          meta={"note": "4 players; the player lays away a king (§13), makes his points, pays the consolation"}))
    FIG["12"] = [info]


def f13():
    def d(s):
        rng = random.Random(s)
        hands, talon = shuffle_deal(rng, 3, 1)
        t = Table(3, 1, hands, talon)
        player = 2
        cand = [c for c in hands[2] + talon[:3] if not is_tarok(c) and c[0] != "K"]
        if len(cand) < 3:
            return None
        mult, taken, disc = contract(t, player, "three", 0, bids=[(2, "three"), (0, "pass"), (1, "pass")],
                                     discard=lambda h: sorted([c for c in h if not is_tarok(c) and c[0] != "K"], key=lambda c: (value(c), c))[:2])
        announces(t, player, {})
        pol = make_policy(rng, greedy=(2,))
        # 13 cards in the player's hand: twelve tricks, one card left over
        t.play_all(pol)
        t.player, t.mult, t.disc, t.level = player, mult, disc, "three"
        t.left = list(t.hands[player])
        return t
    def ok(t):
        return (points(t.won[t.player] + t.disc) > 33 and points(t.won[t.player] + t.disc + t.left) > 33
                and neutral(t, t.player))
    t = search(d, ok, start=2100)
    pay, nets, pool, info = settle(t, t.player, "three", t.mult, t.disc, pool_before=20, player_fault=True, extra_cards=t.left)
    info["discard_event"] = [i for i, e in enumerate(t.events) if e["type"] == "discard"][0]
    info["left_over"] = t.left
    info["points_without_leftover"] = num(points(t.won[t.player] + t.disc))
    t.events.append({"type": "penalty", "party": t.player, "code": "bad_discard"})
    info["penalty_event"] = len(t.events) - 1
    t.events += pay
    write("13-discard-two-for-three.json", transcript(3, [deal_json(t)], start={"pools": {"pool": 20}},
          meta={"note": "Czesław buys three and lays away two (§12); played out normally, one card left in his hand"}))
    FIG["13"] = [info]


# ================================================================== pagat early
def f14():
    state = {}
    def d(s):
        rng = random.Random(s)
        hands, talon = shuffle_deal(rng, 4, 3)
        if "T1" not in hands[0]:
            return None
        base = make_policy(rng, keep_pagat=(0,))
        st = {}
        def pol(t, seat, hand, trick, tno):
            lg = legal(hand, trick)
            if seat == 0 and tno >= 3 and "T1" in lg and len(lg) > 1 and "ev" not in st:
                st["ev"] = len(t.events); st["trick"] = tno; st["alts"] = [c for c in lg if c != "T1"]
                return "T1"
            return base(t, seat, hand, trick, tno)
        t = std_deal(s, 4, 3, 0, ann={"player": [{"kind": "pagat_ultimo"}]}, hands=hands, talon=talon, policy=pol)
        t.st = st
        return t if "ev" in st else None
    t = search(d, lambda t: points(t.won[t.player] + t.disc) < 33 and neutral(t, t.player), start=2300)
    pay, nets, pool, info = settle(t, t.player, "three", t.mult, t.disc, announced=("pagat_ultimo",), pool_before=80)
    info["pagat_event"] = t.st["ev"]; info["trick"] = t.st["trick"]; info["alternatives"] = t.st["alts"]
    t.events += pay
    write("14-pagat-early-after-ultimo.json", transcript(4, [deal_json(t)], start={"pools": {"pool": 80}},
          meta={"note": "4 players; Adam announces pagat ultimo and gives the pagat away of his own will before the last trick (§6)"}))
    FIG["14"] = [info]


# ================================================================== false tarocks
def f15():
    rng = random.Random(15)
    d = deck()
    taroks = [c for c in d if is_tarok(c)]
    suits_ = [c for c in d if not is_tarok(c)]
    rng.shuffle(taroks); rng.shuffle(suits_)
    # Bożena (1, forehand; Adam deals) holds 11 tarocks and one suit card; the top three holds no tarock
    nonk = [c for c in suits_ if c[0] != "K"]
    ph = taroks[:11] + [nonk[0]]
    top = nonk[1:4]
    rest = taroks[11:] + [c for c in suits_ if c not in ph and c not in top]
    rng.shuffle(rest)
    bottom, rest = rest[:3], rest[3:]
    hands = [rest[:12], ph, rest[12:24]]
    talon = top + bottom
    best = None
    for seed in range(2500, 2700):
        t = std_deal(seed, 3, 0, 0, hands=[list(h) for h in hands], talon=talon,
                     ann={"player": [{"kind": "tarocks", "count": 10}]},
                     discard=lambda h: [c for c in h if not is_tarok(c)][:3])
        if points(t.won[t.player] + t.disc) > 33 and neutral(t, t.player):
            best = t
            break
    t = best
    assert sum(is_tarok(c) for c in t.hands0[1]) == 11
    pay, nets, pool, info = settle(t, t.player, "three", t.mult, t.disc, pool_before=30, player_fault=True,
                                   tarocks=(1, 10))
    info["announce_event"] = [i for i, e in enumerate(t.events) if e["type"] == "announce"][0]
    info["tarocks_held_after_discard"] = 11
    t.events.append({"type": "penalty", "party": 1, "code": "renonce"})
    info["penalty_event"] = len(t.events) - 1
    t.events += pay
    write("15-false-tarocks.json", transcript(3, [deal_json(t)], start={"pools": {"pool": 30}},
          meta={"note": "Bożena holds eleven tarocks and announces ten (§21)"}))
    FIG["15"] = [info]


# ================================================================== contra faults
def f16():
    def d(s):
        rng = random.Random(s)
        hands, talon = shuffle_deal(rng, 4, 0)
        return std_deal(s, 4, 0, 1, hands=hands, talon=talon, bids=[(1, "pass"), (2, "three"), (3, "pass")],
                        doubles=[(0, "game", 2)])
    t = search(d, lambda t: points(t.won[t.player] + t.disc) > 33 and neutral(t, t.player), start=2700)
    pay, nets, pool, info = settle(t, t.player, "three", t.mult, t.disc, pool_before=70)
    info["fault_event"] = [i for i, e in enumerate(t.events) if e["type"] == "double"][0]
    t.events += pay
    write("16-contra-by-king.json", transcript(4, [deal_json(t)], start={"pools": {"pool": 70}},
          meta={"note": "4 players; Adam deals (king, not playing) and says contra; the table paid the game single"}))
    FIG["16"] = [info]


def f17():
    def d(s):
        return std_deal(s, 3, 1, 0, doubles=[(0, "trull", 2)])
    t = search(d, lambda t: neutral(t, t.player), start=2900)
    pay, nets, pool, info = settle(t, t.player, "three", t.mult, t.disc, pool_before=10)
    info["fault_event"] = [i for i, e in enumerate(t.events) if e["type"] == "double"][0]
    t.events += pay
    write("17-contra-unannounced-trull.json", transcript(3, [deal_json(t)], start={"pools": {"pool": 10}},
          meta={"note": "Adam (helper) says contra on the trull, which nobody announced"}))
    FIG["17"] = [info]


# ================================================================== card not held
def f18():
    def d(s):
        rng = random.Random(s)
        hands, talon = shuffle_deal(rng, 3, 2)
        base = make_policy(rng, greedy=(0,))
        st = {}
        def pol(t, seat, hand, trick, tno):
            c = base(t, seat, hand, trick, tno)
            if seat == 1 and tno >= 4 and "ev" not in st and trick:
                # Bożena plays a card of the same suit that lies in the unbought three of the talon
                same = [x for x in t.talon[3:] if suit(x) == suit(c) and x not in t.won_all()]
                if same:
                    st["ev"] = len(t.events); st["card"] = same[0]; st["held"] = c; st["trick"] = tno
                    return same[0]
            return c
        t = std_deal(s, 3, 2, 0, hands=hands, talon=talon, policy=pol)
        t.st = st
        return t if "ev" in st else None
    Table.won_all = lambda self: [c for _, tr, _ in self.tricks for _, c in tr]
    t = search(d, lambda t: neutral(t, t.player), start=3100)
    info = {"fault_event": t.st["ev"], "played": t.st["card"], "instead_of": t.st["held"], "trick": t.st["trick"],
            "left_in_hand": t.hands[1], "points": num(points(t.won[t.player] + t.disc))}
    write("18-card-not-held.json", transcript(3, [deal_json(t)],
          meta={"note": "Bożena plays a card that lies in the talon's unbought three; no settlement written"}))
    FIG["18"] = [info]


if __name__ == "__main__":
    for f in (f01, f02, f03, f04, f05, f06, f07, f08, f09, f10, f11, f12, f13, f14, f15, f16, f17, f18):
        f()
    with open(os.path.join(OUT, "figures.out"), "w", encoding="utf-8") as fh:
        json.dump(FIG, fh, ensure_ascii=False, indent=1, default=str)
    print(json.dumps(FIG, ensure_ascii=False, indent=1, default=str))
