"""Blind generator for audit round gd-volat-helper-premiums (Galician Tarok, Szczepanski §1-§33).

Plays legal deals from the source's rules (read in the Polish original), settles them by my own
reading (see EXPECTED.md), and writes the transcripts.  Does not import validator.

Run: python _gen.py [seed]   (writes NN-*.json beside this file, prints the planted events)
"""

from __future__ import annotations

import json
import random
import sys
from fractions import Fraction as F
from pathlib import Path

OUT = Path(__file__).parent
SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
SUIT_CARDS = [r + s for s in SUITS for r in "KQNJ"] + list(PIP.values())
TRUMPS = [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
DECK = SUIT_CARDS + TRUMPS
KINGS = ["KH", "KD", "KS", "KC"]
TRULL = ["SKIZ", "T21", "T1"]
CONTRACT = {"three": (3, 30, 300, 3), "two": (4, 40, 400, 2), "one": (5, 50, 500, 1)}
NAMES3 = ["Adam", "Bożena", "Czesław"]
NAMES4 = ["Adam", "Bożena", "Czesław", "Danuta"]
POOL_STAKE = 10
POOL_PCT = F(1, 10)


def is_trump(c):
    return c.startswith("T") or c == "SKIZ"


def suit(c):
    return "T" if is_trump(c) else c[-1]


def trank(c):
    return 22 if c == "SKIZ" else int(c[1:])


def srank(c):
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def value(c):
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if is_trump(c):
        return 1
    return srank(c)


def points(cards):
    """§14: each trick of three counts its cards less 2, i.e. each card less 2/3."""
    return sum(F(value(c)) for c in cards) - F(2, 3) * len(cards)


def legal(hand, trick, keep_pagat):
    if not trick:
        opts = list(hand)
    else:
        led = suit(trick[0][1])
        same = [c for c in hand if suit(c) == led]
        if same:
            opts = same
        else:
            tr = [c for c in hand if is_trump(c)]
            opts = tr if tr else list(hand)
    if keep_pagat and "T1" in opts and len(opts) > 1:
        opts = [c for c in opts if c != "T1"]
    return opts


def winner(trick):
    trumps = [(s, c) for s, c in trick if is_trump(c)]
    if trumps:
        return max(trumps, key=lambda x: trank(x[1]))[0]
    led = suit(trick[0][1])
    return max([(s, c) for s, c in trick if suit(c) == led], key=lambda x: srank(x[1]))[0]


def strength(c):
    return 100 + trank(c) if is_trump(c) else srank(c)


class Deal:
    """One deal: hands, auction, talon, announcements, play, and my settlement."""

    def __init__(self, n, dealer, hands, talon):
        self.n, self.dealer, self.hands, self.talon = n, dealer, hands, talon
        self.events = []
        self.active = [(dealer + i) % n for i in range(1, n)] if n == 4 else [(dealer + 1 + i) % 3 for i in range(3)]

    def ev(self, **kw):
        self.events.append(kw)
        return len(self.events) - 1


def make_hands(rng, n, dealer, fixed, talon_fixed=None):
    """fixed: {seat: [cards]} forced into those hands; talon_fixed: {index: card}."""
    rest = [c for c in DECK if c not in sum(fixed.values(), []) and c not in (talon_fixed or {}).values()]
    rng.shuffle(rest)
    talon = [None] * 6
    for i, c in (talon_fixed or {}).items():
        talon[i] = c
    for i in range(6):
        if talon[i] is None:
            talon[i] = rest.pop()
    hands = [[] for _ in range(n)]
    active = [s for s in range(n) if not (n == 4 and s == dealer)]
    for s in active:
        hands[s] = list(fixed.get(s, []))
        while len(hands[s]) < 12:
            hands[s].append(rest.pop())
        rng.shuffle(hands[s])
    assert not rest
    return hands, talon


def play_deal(rng, n, dealer, hands, talon, player, contract, discard_pick, policy, announces, keep_pagat=()):
    """Plays one deal. Returns a dict with everything the settlement needs."""
    d = Deal(n, dealer, [list(h) for h in hands], talon)
    act = d.active
    fore = act[0]
    # auction: seats before the player pass; for two/one the forehand first bids three
    if contract == "three":
        for s in act:
            d.ev(type="bid", seat=s, bid="three" if s == player else "pass")
    else:
        if player == fore:
            raise ValueError("two/one player must not be forehand here")
        i = act.index(player)
        d.ev(type="bid", seat=fore, bid="three")
        for s in act[1:i]:
            d.ev(type="bid", seat=s, bid="pass")
        d.ev(type="bid", seat=player, bid=contract)
        for s in act[i + 1 :]:
            d.ev(type="bid", seat=s, bid="pass")
        d.ev(type="bid", seat=fore, bid="pass")
    size = CONTRACT[contract][3]
    taken = talon[:size]
    remainder = talon[size:]
    hand = {s: list(d.hands[s]) for s in act}
    hand[player] += taken
    d.ev(type="take", seat=player, cards=list(taken))
    disc = discard_pick(hand[player], size)
    if len(disc) != size or any(c in KINGS for c in disc):
        return None
    for c in disc:
        hand[player].remove(c)
    d.ev(type="discard", seat=player, cards=list(disc))
    order = [player] + [act[(act.index(player) + i) % 3] for i in (1, 2)]
    for s in order:
        d.ev(type="announce", seat=s, items=announces.get(s, []))
    # play
    won = {s: [] for s in act}
    tricks = {s: 0 for s in act}
    leader = fore
    last = None
    pagat_out_early = False
    for t in range(12):
        trick = []
        for k in range(3):
            s = act[(act.index(leader) + k) % 3]
            opts = legal(hand[s], trick, s in keep_pagat)
            c = policy(s, opts, trick, hand[s], t, rng)
            if c == "T1" and t < 11 and s in keep_pagat:
                pagat_out_early = True
            hand[s].remove(c)
            trick.append((s, c))
            d.ev(type="play", seat=s, card=c)
        w = winner(trick)
        won[w] += [c for _, c in trick]
        tricks[w] += 1
        leader = w
        last = trick
    d.result = dict(
        player=player,
        contract=contract,
        disc=disc,
        remainder=remainder,
        won=won,
        tricks=tricks,
        last=last,
        last_winner=leader,
        pagat_out_early=pagat_out_early,
        announces=announces,
        ultimo_made=leader == player and any(s == player and c == "T1" for s, c in last),
    )
    return d


def side_of(s, player):
    return "P" if s == player else "H"


def settle(d, pool_before, open_pool):
    """My reading of §6, §15, §16-§20, §27. Returns (payments list, pool_after, reopen_next)."""
    r = d.result
    P = r["player"]
    n = d.n
    opp = [s for s in range(n) if s != P]
    m, a, volat_base, _ = CONTRACT[r["contract"]]
    k = 1  # always the first packet in this round
    pay = []
    if open_pool:
        for s in range(n):
            pay.append((s, "pool", F(POOL_STAKE), "pool_stake"))
    pool = pool_before + (POOL_STAKE * n if open_pool else 0)
    ann = {s: r["announces"].get(s, []) for s in range(n)}
    p_ann = {it["kind"] for it in ann[P]}
    helper_ann = {it["kind"]: s for s in opp for it in ann[s]}
    ppoints = points(r["won"][P] + r["disc"])
    r["ppoints"] = ppoints
    volat = r["tricks"][P] == 12
    r["volat"] = volat
    # game / volat
    if volat:
        v = volat_base * (2 if "volat" in p_ann else 1)
        for s in opp:
            pay.append((s, P, F(v), "volat"))
    else:
        if "volat" in p_ann:
            for s in opp:
                pay.append((P, s, F(2 * volat_base), "volat"))
        if ppoints > 33:
            g = m * (ppoints - 33) + a
            for s in opp:
                pay.append((s, P, g, "game"))
        else:
            g = (m * (33 - ppoints) + a) * k
            for s in opp:
                pay.append((P, s, g, "game"))
    r["won_game"] = ppoints > 33

    # side premiums (trull, four kings): player's tricks vs helpers' tricks together
    ptr = set(r["won"][P])
    htr = set(sum((r["won"][s] for s in r["won"] if s != P), []))

    def premium(kind, cards, silent, announced):
        ann_by_player = kind in p_ann
        ann_by_helper = kind in helper_ann
        if all(c in ptr for c in cards):
            v = announced if ann_by_player else silent
            for s in opp:
                pay.append((s, P, F(v), kind))
        elif all(c in htr for c in cards):
            v = announced if ann_by_helper else silent
            for s in opp:
                pay.append((P, s, F(v), kind))
            if ann_by_player:
                for s in opp:
                    pay.append((P, s, F(announced), kind))
        else:
            if ann_by_player:
                for s in opp:
                    pay.append((P, s, F(announced), kind))
            if ann_by_helper:
                for s in opp:
                    pay.append((s, P, F(announced), kind))

    premium("trull", TRULL, 50, 100)
    premium("four_kings", KINGS, 100, 200)
    # tarocks, announced in hand (§20), always to the holder's side
    for s in range(n):
        for it in ann[s]:
            if it["kind"] == "tarocks":
                v = {10: 50, 11: 100, 12: 150}[it["count"]]
                if s == P:
                    for o in opp:
                        pay.append((o, P, F(v), "tarocks"))
                else:
                    for o in opp:
                        pay.append((P, o, F(v), "tarocks"))
    # pagat ultimo: the player's only (§27 last sentence)
    lw = r["last_winner"]
    last_pagat = any(c == "T1" for _, c in r["last"])
    made = lw == P and any(s == P and c == "T1" for s, c in r["last"])
    reopen = False
    pool_flows = []
    if "pagat_ultimo" in p_ann:
        if made and not r["pagat_out_early"]:
            for s in opp:
                pay.append((s, P, F(100), "pagat_ultimo"))
            pool_flows.append(("pool", P, pool, "pool_ultimo"))
            pool = F(0)
            reopen = True
        else:
            for s in opp:
                pay.append((P, s, F(100), "pagat_ultimo"))
            pool_flows.append((P, "pool", pool, "pool_ultimo"))
            pool = pool + pool
    elif made:
        for s in opp:
            pay.append((s, P, F(50), "pagat_ultimo"))
    r["ultimo_made"] = made
    r["last_pagat"] = last_pagat
    pay += pool_flows
    # pool share: 10% of each seat's net win in the deal (pool flows left out)
    net = {s: F(0) for s in range(n)}
    for f, t, amt, why in pay:
        if why in ("pool_stake", "pool_ultimo"):
            continue
        if f != "pool":
            net[f] -= amt
        if t != "pool":
            net[t] += amt
    for s in range(n):
        if net[s] > 0:
            sh = net[s] * POOL_PCT
            pay.append((s, "pool", sh, "pool_share"))
            pool += sh
    return pay, pool, reopen


def nets(pay, n):
    out = {s: F(0) for s in range(n)}
    out["pool"] = F(0)
    for f, t, amt, _ in pay:
        out[f] -= amt
        out[t] += amt
    return out


def num(x):
    x = F(x)
    if x.denominator == 1:
        return int(x)
    return round(float(x), 6)


def policy_factory(kind):
    """kind: {seat: 'max'|'min'|'rand'} plus a global default 'rand'."""

    def pol(s, opts, trick, hand, t, rng):
        how = kind.get(s, "rand")
        if how == "max":
            return max(opts, key=strength)
        if how == "min":
            return min(opts, key=strength)
        if how == "win":  # win cheaply if possible, else throw lowest
            if trick:
                best = [c for c in opts if winner(trick + [(s, c)]) == s]
                if best:
                    return min(best, key=strength)
                return min(opts, key=strength)
            return max(opts, key=strength)
        return rng.choice(sorted(opts))

    return pol


def default_discard(hand, size):
    # lay away low suit cards (never a king, never a trump)
    cand = sorted([c for c in hand if not is_trump(c) and c not in KINGS], key=srank)
    return cand[:size]


def disc_t1(hand, size):
    return ["T1"] + default_discard(hand, size - 1)


def write(name, players, deals_out, meta, rules=None):
    doc = {"format": "trick-transcript/1", "game": "galician-tarok", "players": players}
    if rules:
        doc["rules"] = rules
    doc["deals"] = deals_out
    doc["meta"] = meta
    (OUT / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")


def deal_json(d, extra):
    return {"dealer": d.dealer, "hands": d.hands, "talon": d.talon, "events": d.events + extra}


def payment_events(pay):
    return [dict(type="payment", **{"from": f, "to": t, "amount": num(a), "reason": why}) for f, t, a, why in pay]


def sheet_events(pay, n, totals):
    ne = nets(pay, n)
    ev = [dict(type="score", party=s, points=num(ne[s])) for s in range(n)]
    ev.append(dict(type="score", party="pool", points=num(ne["pool"])))
    for s in list(range(n)) + ["pool"]:
        totals[s] = totals.get(s, F(0)) + ne[s]
    ev += [dict(type="total", party=s, points=num(totals[s])) for s in list(range(n)) + ["pool"]]
    return ev


def search(seed, n, dealer, fixed, talon_fixed, player, contract, pol_kind, announces, pred, keep=(), discard=default_discard, tries=20000):
    rng = random.Random(seed)
    for _ in range(tries):
        hands, talon = make_hands(rng, n, dealer, fixed, talon_fixed)
        d = play_deal(rng, n, dealer, hands, talon, player, contract, discard, policy_factory(pol_kind), announces, keep)
        if d is not None and pred(d, hands, talon) and not remainder_doubt(d):
            return d
    raise RuntimeError(f"no deal found for seed {seed}")


LOG = []


def remainder_doubt(d):
    """True when a trull card or a king lies in the unbought talon while the helpers' tricks hold the
    rest of the set: whether the talon counts as the helpers' 'lewy' (§15) is left out of this round."""
    r = d.result
    P = r["player"]
    hw = set(sum((v for s, v in r["won"].items() if s != P), []))
    for group in (TRULL, KINGS):
        rem = [c for c in group if c in r["remainder"]]
        if rem and all(c in hw for c in group if c not in rem):
            return True
    return False


def plain(d, h, t):
    """No premium made by anyone (no trull, no four kings, no ultimo, no volat) and no king in the packet."""
    r = d.result
    P = r["player"]
    pw = set(r["won"][P])
    hw = set(sum((v for s, v in r["won"].items() if s != P), []))
    return (
        not set(TRULL) <= pw and not set(TRULL) <= hw and not set(KINGS) <= pw and not set(KINGS) <= hw
        and not r["ultimo_made"] and r["tricks"][P] not in (0, 12)
    )


def log(name, deal_i, d, pay, extra=""):
    r = d.result
    LOG.append(
        f"{name} deal {deal_i}: P={r['player']} {r['contract']} tricks={r['tricks']} ppoints={r['ppoints']} "
        f"({float(r['ppoints']):.4f}) volat={r['volat']} ultimo_made={r['ultimo_made']} {extra}\n    "
        + "; ".join(f"{f}->{t} {num(a)} {w}" for f, t, a, w in pay)
    )


def run(seed):
    # ---------- 01 silent volat by the player (three, 3p), pool opened: clean ----------
    low_trumps = [f"T{i}" for i in range(11, 22)] + ["SKIZ"]
    d = search(
        seed + 1, 3, 2, {0: low_trumps}, {3: "T1", 4: "KH"}, 0, "three", {0: "max"}, {},
        lambda d, h, t: d.result["tricks"][0] == 12 and not any(c in KINGS or is_trump(c) for c in t[:3]),
    )
    pay, pool, _ = settle(d, F(0), True)
    log("01", 0, d, pay)
    write("01-silent-volat-player-pay3p.json", NAMES3, [deal_json(d, payment_events(pay))], {"round": "gd-volat-helper-premiums", "seed": seed})

    # ---------- 02 announced volat made, 4p payments (king receives), trull made too ----------
    # dealer 3 (king, sits out); forehand 0 is the player
    d = search(
        seed + 2, 4, 3, {0: low_trumps}, {4: "KH"}, 0, "three", {0: "max"}, {0: [{"kind": "volat"}]},
        lambda d, h, t: d.result["tricks"][0] == 12 and "T1" not in t and not any(c in KINGS or is_trump(c) for c in t[:3]),
    )
    pay, pool, _ = settle(d, F(0), True)
    log("02", 0, d, pay)
    ev = payment_events(pay)
    # plant: the king (seat 3) paid the silent volat (300) instead of the announced one (600)
    i_pl = next(i for i, e in enumerate(ev) if e["reason"] == "volat" and e["from"] == 3)
    ev[i_pl]["amount"] = 300
    plant02 = len(d.events) + i_pl
    write("02-announced-volat-4p-king.json", NAMES4, [deal_json(d, ev)], {"round": "gd-volat-helper-premiums", "seed": seed})
    LOG.append(f"   PLANT 02: deal 0 event {plant02} wrong_payment (king's volat 300, should be 600)")

    # ---------- 03 announced volat failed (helper holds the skiz), 3p sheet, 2 deals ----------
    hi = [f"T{i}" for i in range(11, 22)] + ["KH"]
    d = search(
        seed + 3, 3, 2, {0: hi, 1: ["SKIZ"]}, {0: "T1", 4: "KD"}, 0, "three", {0: "max", 1: "win", 2: "min"},
        {0: [{"kind": "volat"}]},
        lambda d, h, t: d.result["tricks"][0] == 11 and not any(c in KINGS or is_trump(c) for c in t[1:3]),
        discard=disc_t1,
    )
    pay, pool, _ = settle(d, F(0), True)
    log("03", 0, d, pay)
    totals = {}
    deal0 = deal_json(d, sheet_events(pay, 3, totals))
    # second deal: an ordinary three by seat 1 (dealer 0, forehand 1)
    d2 = search(seed + 33, 3, 0, {}, None, 1, "three", {1: "win", 2: "win", 0: "win"}, {}, plain)
    pay2, pool2, _ = settle(d2, pool, False)
    log("03", 1, d2, pay2)
    ev2 = sheet_events(pay2, 3, totals)
    # plant: seat 2's running total written 10 too high in deal 1
    i_pl = next(i for i, e in enumerate(ev2) if e["type"] == "total" and e["party"] == 2)
    ev2[i_pl]["points"] = num(totals[2] + 10)
    plant03 = len(d2.events) + i_pl
    write("03-announced-volat-failed-sheet.json", NAMES3, [deal0, deal_json(d2, ev2)], {"round": "gd-volat-helper-premiums", "seed": seed})
    LOG.append(f"   PLANT 03: deal 1 event {plant03} wrong_total (seat 2 +10)")

    # ---------- 04 helpers take every trick (player three, holds the pagat and lays it away) ----------
    weak = ["T1", "1H", "JH", "1D", "JD"]
    d = search(
        seed + 4, 3, 0, {1: weak}, None, 1, "three", {1: "min", 2: "win", 0: "win"}, {},
        lambda d, h, t: d.result["tricks"][1] == 0 and not any(is_trump(c) or c in KINGS for c in t),
        discard=disc_t1,
    )
    pay, pool, _ = settle(d, F(0), True)
    log("04", 0, d, pay)
    ev = payment_events(pay)
    # plant: helper seat 2's pool share taken on 300 as though a volat had been paid
    i_pl = next(i for i, e in enumerate(ev) if e["reason"] == "pool_share" and e["from"] == 2)
    correct04 = ev[i_pl]["amount"]
    ev[i_pl]["amount"] = 30
    plant04 = len(d.events) + i_pl
    write("04-helpers-take-all-pay3p.json", NAMES3, [deal_json(d, ev)], {"round": "gd-volat-helper-premiums", "seed": seed})
    LOG.append(f"   PLANT 04: deal 0 event {plant04} wrong_payment (seat 2 share 30, should be {correct04})")

    # ---------- 05 helper's silent trull in one helper's tricks, player wins: clean ----------
    d = search(
        seed + 5, 3, 1, {0: ["SKIZ", "T21"], 2: [f"T{i}" for i in range(12, 21)]}, None, 2, "three",
        {2: "win", 0: "win", 1: "rand"}, {},
        lambda d, h, t: all(c in d.result["won"][0] for c in TRULL) and points(d.result["won"][2] + d.result["disc"]) > 40
        and not (set(KINGS) <= set(d.result["won"][2])) and not (set(KINGS) <= set(d.result["won"][0] + d.result["won"][1]))
        and not any(s == 2 and c == "T1" for s, c in d.result["last"]),
    )
    pay, pool, _ = settle(d, F(0), True)
    log("05", 0, d, pay)
    write("05-helper-trull-pays-and-receives.json", NAMES3, [deal_json(d, payment_events(pay))], {"round": "gd-volat-helper-premiums", "seed": seed})

    # ---------- 06 four kings split between two helpers, 4p sheet; 2 faults ----------
    # dealer 0 (king seat, sits out); forehand 1; player seat 2
    def pred06(d, h, t):
        w = d.result["won"]
        hk = [c for c in KINGS if c in w[1] or c in w[3]]
        return (
            len(hk) == 4 and not set(KINGS) <= set(w[1]) and not set(KINGS) <= set(w[3])
            and not all(c in w[1] + w[3] for c in TRULL) and not all(c in w[2] for c in TRULL)
            and not any(c in KINGS for c in t) and not (d.result["last_winner"] == 2 and any(c == "T1" for s, c in d.result["last"] if s == 2))
        )

    d = search(seed + 6, 4, 0, {1: ["KH", "KD", "SKIZ"], 3: ["KS", "KC", "T21"]}, None, 2, "three", {2: "min", 1: "win", 3: "win"}, {}, pred06)
    pay, pool, _ = settle(d, F(0), True)
    log("06", 0, d, pay)
    totals = {}
    ev = sheet_events(pay, 4, totals)
    # plant 1: the king's (seat 0) score written without the four-kings premium
    fk = sum((a for f, t, a, w in pay if w == "four_kings" and t == 0), F(0))
    i1 = next(i for i, e in enumerate(ev) if e["type"] == "score" and e["party"] == 0)
    ev[i1]["points"] = num(nets(pay, 4)[0] - fk)
    plantA = len(d.events) + i1
    deal0 = deal_json(d, ev)
    # second deal: dealer 1 sits out; forehand 2 plays a three
    d2 = search(seed + 66, 4, 1, {}, None, 2, "three", {2: "win", 3: "win", 0: "win"}, {}, plain)
    pay2, pool2, _ = settle(d2, pool, False)
    log("06", 1, d2, pay2)
    ev2 = sheet_events(pay2, 4, totals)
    # plant 2: seat 3's score in deal 1 with the wrong sign of the game
    i2 = next(i for i, e in enumerate(ev2) if e["type"] == "score" and e["party"] == 3)
    old = ev2[i2]["points"]
    ev2[i2]["points"] = num(-nets(pay2, 4)[3])
    plantB = len(d2.events) + i2
    write("06-four-kings-split-helpers-4p-sheet.json", NAMES4, [deal0, deal_json(d2, ev2)], {"round": "gd-volat-helper-premiums", "seed": seed})
    LOG.append(f"   PLANT 06: deal 0 event {plantA} wrong_score (king without four kings {num(fk)}); deal 1 event {plantB} wrong_score (seat 3 sign {old})")

    # ---------- 07 helper wins the last trick with the pagat (no premium); table paid one ----------
    def pred07(d, h, t):
        r = d.result
        return r["last_winner"] != 0 and any(s == r["last_winner"] and c == "T1" for s, c in r["last"]) and not all(
            c in r["won"][0] for c in TRULL
        ) and not all(c in r["won"][1] + r["won"][2] for c in TRULL) and not set(KINGS) <= set(r["won"][0]) and not set(KINGS) <= set(r["won"][1] + r["won"][2])

    d = search(
        seed + 7, 3, 2, {0: ["KH", "KD", "QS", "QC", "NH", "ND", "T20", "T19"], 1: ["T1"]}, None, 0, "three",
        {0: "win", 1: "rand", 2: "rand"}, {}, pred07, keep=(1, 2),
    )
    pay, pool, _ = settle(d, F(0), True)
    log("07", 0, d, pay)
    ev = payment_events(pay)
    hw = d.result["last_winner"]
    # plant: the table paid the helper a silent ultimo (50), inserted before the pool shares
    ins = next(i for i, e in enumerate(ev) if e["reason"] == "pool_share")
    ev.insert(ins, {"type": "payment", "from": 0, "to": hw, "amount": 50, "reason": "pagat_ultimo"})
    plant07 = len(d.events) + ins
    write("07-helper-pagat-ultimo-no-premium.json", NAMES3, [deal_json(d, ev)], {"round": "gd-volat-helper-premiums", "seed": seed})
    LOG.append(f"   PLANT 07: deal 0 event {plant07} wrong_payment (helper {hw} paid 50 silent ultimo)")

    # ---------- 08 a two: two cards laid away, fractional points, 3p payments ----------
    def pred08(d, h, t):
        r = d.result
        p = points(r["won"][1] + r["disc"])
        return p.denominator != 1 and p > 33 and not all(c in r["won"][1] for c in TRULL) and not all(
            c in r["won"][0] + r["won"][2] for c in TRULL
        ) and not set(KINGS) <= set(r["won"][1]) and not set(KINGS) <= set(r["won"][0] + r["won"][2]) and not (
            r["last_winner"] == 1 and any(s == 1 and c == "T1" for s, c in r["last"])
        ) and not any(c in KINGS for c in t[:2])

    d = search(seed + 8, 3, 2, {1: [f"T{i}" for i in range(11, 20)]}, None, 1, "two", {1: "win", 0: "win", 2: "rand"}, {}, pred08)
    pay, pool, _ = settle(d, F(0), True)
    log("08", 0, d, pay)
    ev = payment_events(pay)
    # plant: seat 2 paid the game on the three's scale (3x+30) instead of the two's (4x+40)
    i_pl = next(i for i, e in enumerate(ev) if e["reason"] == "game" and e["from"] == 2)
    x = d.result["ppoints"] - 33
    ev[i_pl]["amount"] = num(3 * x + 30)
    plant08 = len(d.events) + i_pl
    write("08-two-fractional-pay3p.json", NAMES3, [deal_json(d, ev)], {"round": "gd-volat-helper-premiums", "seed": seed})
    LOG.append(f"   PLANT 08: deal 0 event {plant08} wrong_payment (seat 2 game {num(3 * x + 30)} instead of {num(4 * x + 40)})")

    # ---------- 09 a one: one card laid away, 4p sheet: clean ----------
    def pred09(d, h, t):
        r = d.result
        p = points(r["won"][0] + r["disc"])
        return p.denominator != 1 and not all(c in r["won"][0] for c in TRULL) and not all(
            c in r["won"][1] + r["won"][3] for c in TRULL
        ) and not set(KINGS) <= set(r["won"][0]) and not set(KINGS) <= set(r["won"][1] + r["won"][3]) and not (
            r["last_winner"] == 0 and any(s == 0 and c == "T1" for s, c in r["last"])
        ) and t[0] not in KINGS

    # dealer 2 (king), forehand 3, player seat 0 (second)
    d = search(seed + 9, 4, 2, {0: [f"T{i}" for i in range(8, 19)]}, None, 0, "one", {0: "win", 1: "win", 3: "rand"}, {}, pred09)
    pay, pool, _ = settle(d, F(0), True)
    log("09", 0, d, pay)
    totals = {}
    write("09-one-fractional-4p-sheet.json", NAMES4, [deal_json(d, sheet_events(pay, 4, totals))], {"round": "gd-volat-helper-premiums", "seed": seed})

    # ---------- 10 announced ultimo made in the deal that opens the pool; 3p payments, 2 deals ----------
    def pred10(d, h, t):
        r = d.result
        return r["ultimo_made"] and not r["pagat_out_early"] and not all(c in r["won"][0] for c in TRULL) and not all(
            c in r["won"][1] + r["won"][2] for c in TRULL
        ) and not set(KINGS) <= set(r["won"][0]) and not set(KINGS) <= set(r["won"][1] + r["won"][2]) and not any(
            c in KINGS for c in t[:3]
        )

    d = search(
        seed + 10, 3, 2, {0: ["T1"] + [f"T{i}" for i in range(12, 21)]}, None, 0, "three", {0: "win", 1: "rand", 2: "rand"},
        {0: [{"kind": "pagat_ultimo"}]}, pred10, keep=(0,),
    )
    pay, pool, reopen = settle(d, F(0), True)
    log("10", 0, d, pay, f"pool after={num(pool)} reopen={reopen}")
    ev = payment_events(pay)
    i_pl = next(i for i, e in enumerate(ev) if e["reason"] == "pool_ultimo")
    share = sum((a for f, t, a, w in pay if w == "pool_share"), F(0))
    ev[i_pl]["amount"] = num(30 + share)
    plant10 = len(d.events) + i_pl
    deal0 = deal_json(d, ev)
    d2 = search(seed + 1010, 3, 0, {}, None, 1, "three", {1: "win", 2: "win", 0: "win"}, {}, lambda d, h, t: not d.result["ultimo_made"])
    pay2, pool2, _ = settle(d2, pool, reopen)
    log("10", 1, d2, pay2, f"pool after={num(pool2)}")
    write("10-ultimo-made-opening-pool-pay3p.json", NAMES3, [deal0, deal_json(d2, payment_events(pay2))], {"round": "gd-volat-helper-premiums", "seed": seed})
    LOG.append(f"   PLANT 10: deal 0 event {plant10} wrong_payment (pool take {num(30 + share)} instead of 30)")

    # ---------- 11 announced ultimo failed in the deal that opens the pool; 4p sheet ----------
    def pred11(d, h, t):
        r = d.result
        return (
            any(s == 3 and c == "T1" for s, c in r["last"]) and r["last_winner"] != 3
            and not all(c in r["won"][3] for c in TRULL) and not all(c in r["won"][0] + r["won"][2] for c in TRULL)
            and not set(KINGS) <= set(r["won"][3]) and not set(KINGS) <= set(r["won"][0] + r["won"][2])
            and not any(c in KINGS for c in t[:3])
        )

    # dealer 1 (king), forehand 2, player seat 3
    d = search(
        seed + 11, 4, 1, {3: ["T1"] + [f"T{i}" for i in range(15, 21)]}, None, 3, "three", {3: "win", 0: "rand", 2: "rand"},
        {3: [{"kind": "pagat_ultimo"}]}, pred11, keep=(3,),
    )
    pay, pool, reopen = settle(d, F(0), True)
    log("11", 0, d, pay, f"pool after={num(pool)}")
    totals = {}
    ev = sheet_events(pay, 4, totals)
    i_pl = next(i for i, e in enumerate(ev) if e["type"] == "total" and e["party"] == "pool")
    pool_wrong = num(totals["pool"] - 40)
    ev[i_pl]["points"] = pool_wrong
    plant11 = len(d.events) + i_pl
    write("11-ultimo-failed-opening-pool-4p-sheet.json", NAMES4, [deal_json(d, ev)], {"round": "gd-volat-helper-premiums", "seed": seed})
    LOG.append(f"   PLANT 11: deal 0 event {plant11} wrong_total (pool total {pool_wrong}, without the 40 paid in for the failed ultimo)")

    # ---------- 12 helpers announce trull and tarocks; 3p payments, 2 faults ----------
    ten = ["SKIZ", "T21", "T1"] + [f"T{i}" for i in range(2, 9)]

    def pred12(d, h, t):
        r = d.result
        hw = r["won"][1] + r["won"][2]
        return sum(map(is_trump, h[1])) == 10 and all(c in hw for c in TRULL) and not set(KINGS) <= set(r["won"][0]) and not set(
            KINGS
        ) <= set(hw) and not any(c in KINGS or is_trump(c) for c in t[:3]) and not (r["last_winner"] == 0 and any(c == "T1" for s, c in r["last"] if s == 0))

    d = search(
        seed + 12, 3, 2, {1: ten}, None, 0, "three", {0: "win", 1: "win", 2: "rand"},
        {1: [{"kind": "tarocks", "count": 10}, {"kind": "trull"}]}, pred12,
    )
    pay, pool, _ = settle(d, F(0), True)
    log("12", 0, d, pay)
    ev = payment_events(pay)
    # plant 1: the trull paid to seat 2 as silent (50) rather than announced (100)
    i1 = next(i for i, e in enumerate(ev) if e["reason"] == "trull" and e["to"] == 2)
    ev[i1]["amount"] = 50
    # plant 2: the player's tarocks payment to seat 1 written as 100 (eleven) instead of 50
    i2 = next(i for i, e in enumerate(ev) if e["reason"] == "tarocks" and e["to"] == 1)
    ev[i2]["amount"] = 100
    p1, p2 = len(d.events) + i1, len(d.events) + i2
    write("12-helper-announced-trull-tarocks-pay3p.json", NAMES3, [deal_json(d, ev)], {"round": "gd-volat-helper-premiums", "seed": seed})
    LOG.append(f"   PLANT 12: deal 0 event {p1} wrong_payment (trull to 2 = 50); event {p2} wrong_payment (tarocks to 1 = 100)")

    # ---------- 13 silent volat in a two, 4p sheet, 2 deals, one fault ----------
    top = [f"T{i}" for i in range(12, 22)] + ["SKIZ"]

    def pred13(d, h, t):
        r = d.result
        return r["tricks"][2] == 12 and not any(c in KINGS or is_trump(c) for c in t[:2]) and "T1" not in r["won"][2] and "T1" not in r["disc"]

    # dealer 0 (king), forehand 1 opens three, player seat 2 bids two
    def lead_high(s, opts, trick, hand, t, rng):
        return max(opts, key=strength) if s == 2 else rng.choice(sorted(opts))

    rng = random.Random(seed + 13)
    for _ in range(20000):
        hands, talon = make_hands(rng, 4, 0, {2: top}, None)
        d = play_deal(rng, 4, 0, hands, talon, 2, "two", default_discard, lead_high, {})
        if d is not None and pred13(d, hands, talon):
            break
    else:
        raise RuntimeError("13")
    pay, pool, _ = settle(d, F(0), True)
    log("13", 0, d, pay)
    totals = {}
    deal0 = deal_json(d, sheet_events(pay, 4, totals))
    d2 = search(seed + 1313, 4, 1, {}, None, 2, "three", {2: "win", 3: "win", 0: "win"}, {}, plain)
    pay2, pool2, _ = settle(d2, pool, False)
    log("13", 1, d2, pay2)
    ev2 = sheet_events(pay2, 4, totals)
    i_pl = next(i for i, e in enumerate(ev2) if e["type"] == "score" and e["party"] == "pool")
    old = ev2[i_pl]["points"]
    ev2[i_pl]["points"] = num(nets(pay2, 4)["pool"] + 5)
    plant13 = len(d2.events) + i_pl
    write("13-silent-volat-two-4p-sheet.json", NAMES4, [deal0, deal_json(d2, ev2)], {"round": "gd-volat-helper-premiums", "seed": seed})
    LOG.append(f"   PLANT 13: deal 1 event {plant13} wrong_score (pool score {ev2[i_pl]['points']} instead of {old})")


if __name__ == "__main__":
    run(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
    print("\n".join(LOG))
