"""Blind generator for audit round real-faults-near-slips-14.

Real playing/auction faults in Danish Tarok (4 players, the seat opposite the dealer sits out)
and Galician Tarok (4 players with the king sitting out; 5 players with a sitter and a king).
No import of validator: every deal is simulated here from the sources (seeds 000 and 002) and
every payment is computed here.  Run:  python _gen.py  (writes NN-*.json next to this file and
prints the expected ledgers used in EXPECTED.md).

Seat convention: players are listed in order of play (next after i is (i+1) % n).
"""

from __future__ import annotations

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# ----------------------------------------------------------------------------------- Danish


def dk_suit(c):
    if c == "JOKER":
        return "J"
    if c[0] == "T":
        return "T"
    return c[-1]


def dk_strength(c):
    if c[0] == "T":
        return int(c[1:])
    r, s = c[:-1], c[-1]
    courts = {"K": 14, "Q": 13, "N": 12, "J": 11}
    if r in courts:
        return courts[r]
    n = int(r)
    return 11 - n if s in "HD" else n  # red: 1 high .. 10 low; black: 10 high .. 1 low


def dk_honour(c):
    if c in ("T1", "T21", "JOKER") or c[0] == "K":
        return 4
    return {"Q": 3, "N": 2, "J": 1}.get(c[0], 0) if c[0] != "T" else 0


DK_DECK = (
    [r + s for s in "HDSC" for r in ["K", "Q", "N", "J"] + [str(i) for i in range(1, 11)]]
    + ["T%d" % i for i in range(1, 22)]
    + ["JOKER"]
)
assert len(DK_DECK) == 78


def is_ultimo_card(c):
    return c == "T1" or (c[0] == "K" and c[0] != "T")


def dk_declarations(hand):
    items = []
    trumps = [c for c in hand if c[0] == "T"]
    joker = "JOKER" in hand
    nt = len(trumps) + (1 if joker else 0)
    if nt >= 10:
        items.append({"kind": "trumps", "count": nt, "pagat": "T1" in hand})
    if joker and "T21" in hand and "T1" in hand:
        m = 3
        k = 20
        while k >= 2 and ("T%d" % k) in hand:
            m += 1
            k -= 1
        items.append({"kind": "matadors", "count": m})
    for s in "HDSC":
        courts = [r for r in "KQNJ" if r + s in hand]
        if len(courts) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"})
        elif len(courts) == 3 and joker:
            missing = [r for r in "KQNJ" if r not in courts][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": missing})
    kings = [s for s in "HDSC" if "K" + s in hand]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if joker else "full"})
    elif len(kings) == 3 and joker:
        missing = [s for s in "HDSC" if s not in kings][0]
        items.append({"kind": "kings", "form": "half", "missing": missing})
    return items


def dk_decl_value(item):
    k = item["kind"]
    if k == "trumps":
        return 10 + 5 * (item["count"] - 10)
    if k == "matadors":
        return 10 + 5 * (item["count"] - 3)
    return {"rich": 15, "full": 10, "half": 5}[item["form"]]


def dk_points_amount(pts):
    d = pts - 26
    a = 5 * ((abs(d) + 2) // 5)
    return a if d > 0 else -a  # >0: receives from the new dealer


class Ledger:
    def __init__(self, parties):
        self.net = {p: 0 for p in parties}

    def apply(self, frm, to, amt):
        self.net[frm] -= amt
        self.net[to] += amt


class DanishSession:
    def __init__(self, players, seed):
        self.players = players
        self.n = len(players)
        self.rng = random.Random(seed)
        self.ledger = Ledger(list(range(self.n)) + ["pagat_pool", "king_pool"])
        self.deals = []
        self.notes = []  # expectations, per deal

    def pool(self, name):
        return self.ledger.net[name]

    def pay(self, ev, frm, to, amt, reason, record=True):
        self.ledger.apply(frm, to, amt)
        if record:
            ev.append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason})

    def active(self, dealer):
        """Active seats in order of play starting from the dealer; sitter opposite the dealer."""
        if self.n == 3:
            return [dealer, (dealer + 1) % 3, (dealer + 2) % 3], None
        sitter = (dealer + 2) % 4
        return [dealer, (dealer + 1) % 4, (dealer + 3) % 4], sitter


def dk_legal(hand, led_suit):
    """Legal non-Joker cards for a follower (the Joker is always legal before the 2nd-last)."""
    hs = [c for c in hand if c != "JOKER"]
    same = [c for c in hs if dk_suit(c) == led_suit]
    if same:
        return same
    tr = [c for c in hs if dk_suit(c) == "T"]
    if tr:
        return tr
    return hs


def dk_winner(trick, led_suit):
    best = None
    for seat, c in trick:
        if c == "JOKER":
            continue
        s = dk_suit(c)
        key = None
        if s == "T":
            key = (2, dk_strength(c))
        elif s == led_suit:
            key = (1, dk_strength(c))
        if key and (best is None or key > best[0]):
            best = (key, seat, c)
    return best[1], best[2]


def danish_simulate(rng, dealer, active, opts):
    """Deal and play one Danish deal. Returns a dict with everything, or None if rejected."""
    deck = DK_DECK[:]
    rng.shuffle(deck)
    hands = {s: [] for s in active}
    order_deal = active[1:] + [active[0]]
    i = 0
    while i < 75:
        for s in order_deal:
            hands[s].extend(deck[i : i + 5])
            i += 5
    hands[dealer].extend(deck[75:78])
    dealt = {s: list(h) for s, h in hands.items()}
    # skat
    pips = sorted(
        [c for c in hands[dealer] if c[0] not in "KQNJT" and c != "JOKER"],
        key=lambda c: dk_strength(c),
    )
    if len(pips) < 3:
        return None
    if opts.get("illegal_skat"):
        kings = [c for c in hands[dealer] if c[0] == "K"]
        if not kings:
            return None
        skat = [kings[0]] + pips[:2]
    else:
        skat = pips[:3]
    for c in skat:
        hands[dealer].remove(c)
    decls = {s: dk_declarations(hands[s]) for s in active}
    # play
    leader = active[1]
    order = active[1:] + [active[0]]  # cyclic order of play among active seats
    tricks = []  # list of (trick list [(seat, card)], winner, wcard, ooo)
    joker_holder = [s for s in active if "JOKER" in hands[s]]
    joker_holder = joker_holder[0] if joker_holder else None
    piles = {s: [] for s in active}
    won = {s: 0 for s in active}
    revoke_at = None
    for t in range(25):
        li = order.index(leader)
        seq = [order[(li + k) % 3] for k in range(3)]
        ooo = False
        if opts.get("lead_ooo") == t:
            seq = [seq[1], seq[2], seq[0]]
            ooo = True
        trick = []
        led = None
        for pos, s in enumerate(seq):
            h = hands[s]
            if pos == 0:
                cands = [c for c in h if c != "JOKER"]
                if not cands:
                    return None  # would have to lead the joker
                pref = [c for c in cands if not is_ultimo_card(c)]
                c = rng.choice(sorted(pref or cands))
                led = dk_suit(c)
            else:
                if "JOKER" in h and 1 <= t <= 21:
                    c = "JOKER"
                else:
                    legal = dk_legal(h, led)
                    if not legal:
                        return None
                    want_revoke = (
                        opts.get("revoke") and revoke_at is None and t >= opts["revoke"]["min_trick"]
                    )
                    if want_revoke and s == opts["revoke"].get("seat", s):
                        same = [x for x in h if dk_suit(x) == led]
                        trs = [x for x in h if dk_suit(x) == "T" and x != "T1"]
                        if same and trs and led != "T":
                            c = rng.choice(sorted(trs))
                            revoke_at = (t, pos, s, c, sorted(same))
                            h.remove(c)
                            trick.append((s, c))
                            break
                    pref = [x for x in legal if not is_ultimo_card(x)]
                    c = rng.choice(sorted(pref or legal))
            h.remove(c)
            trick.append((s, c))
        if revoke_at is not None:
            tricks.append((trick, None, None, ooo))
            break
        w, wc = dk_winner(trick, led)
        tricks.append((trick, w, wc, ooo))
        won[w] += 1
        for s, c in trick:
            if c == "JOKER" and t < 24:
                piles[s].append(c)
            else:
                piles[w].append(c)
        leader = w
    if opts.get("revoke") and revoke_at is None:
        return None
    if joker_holder is not None and revoke_at is None and any("JOKER" in hands[s] for s in active):
        return None
    return {
        "dealt": dealt,
        "skat": skat,
        "decls": decls,
        "tricks": tricks,
        "piles": piles,
        "won": won,
        "revoke_at": revoke_at,
    }


def danish_deal(sess: DanishSession, dealer, opts, first=False, tries=5000):
    """Generate one deal of the session with the faults in opts. Returns (deal json, expectations)."""
    active, sitter = sess.active(dealer)
    for _ in range(tries):
        sim = danish_simulate(sess.rng, dealer, active, opts)
        if sim is None:
            continue
        if opts.get("accept") and not opts["accept"](sim, active):
            continue
        break
    else:
        raise SystemExit("no deal found for %r" % (opts,))
    ev = []
    exp = {"dealer": dealer, "sitter": sitter, "active": active, "findings": [], "notes": []}
    seats_all = list(range(sess.n))
    if first:
        for pool in ("pagat_pool", "king_pool"):
            for s in seats_all:
                sess.pay(ev, s, pool, 20, "foundation")
    sess.pay(ev, dealer, "pagat_pool", 5, "deal_fee")
    sess.pay(ev, dealer, "king_pool", 5, "deal_fee")
    if opts.get("tout_announce"):
        pass
    ev.append({"type": "discard", "seat": dealer, "cards": sim["skat"]})
    decl_payments = []  # (frm, to, amt) for hand-back
    void = False

    def others(s):
        return [x for x in active if x != s]

    decl_order = list(active)  # dealer first
    if opts.get("decl_before_dealer") is not None:
        o = opts["decl_before_dealer"]
        decl_order = [o] + [x for x in active if x != o]
    false_decl = opts.get("false_decl")
    for s in decl_order:
        items = [dict(x) for x in sim["decls"][s]]
        if false_decl and s == false_decl["seat"]:
            items = false_decl["items"]
            exp["findings"].append(("declare", s, "false_declaration"))
        ev.append({"type": "declare", "seat": s, "items": items})
        if opts.get("decl_before_dealer") == s:
            exp["findings"].append(("declare", s, "declaration_before_dealer"))
            exp["notes"].append("large: seat %d pays 20 to each pool (§18 Duże)" % s)
            sess.pay(ev, s, "pagat_pool", 20, "penalty")
            sess.pay(ev, s, "king_pool", 20, "penalty")
        for it in items:
            v = dk_decl_value(it)
            for o in others(s):
                sess.pay(ev, o, s, v, "declaration")
                decl_payments.append((o, s, v, "declaration", false_decl and s == false_decl["seat"]))
        if opts.get("illegal_skat") and s == active[1]:
            # found once the player right of the dealer has declared: irreparable
            exp["findings"].append(("discard", dealer, "illegal_skat"))
            sess.pay(ev, dealer, "pagat_pool", 40, "penalty")
            sess.pay(ev, dealer, "king_pool", 40, "penalty")
            void = True
            break
    if void:
        exp["void"] = True
        return {"dealer": dealer, "hands": sess_hands(sess, sim, sitter), "events": ev}, exp

    play_payments = []
    ntr = len(sim["tricks"])
    for t, (trick, w, wc, ooo) in enumerate(sim["tricks"]):
        for s, c in trick:
            e = {"type": "play", "seat": s, "card": c}
            ev.append(e)
        if ooo:
            exp["findings"].append(("play", trick[0][0], "out_of_turn", len(ev) - 3))
            sess.pay(ev, trick[0][0], "pagat_pool", 20, "penalty")
            sess.pay(ev, trick[0][0], "king_pool", 20, "penalty")
        if false_decl and t + 1 == false_decl["stop_after"]:
            break
        if w is None:
            break  # revoke: the deal stops here
        if t < 24:
            for s, c in trick:
                if c[0] == "K" and s != w:
                    for o in others(s):
                        sess.pay(ev, s, o, 5, "king_lost")
                        play_payments.append((s, o, 5, "king_lost"))
                    sess.pay(ev, s, "king_pool", 5, "king_lost")
                    play_payments.append((s, "king_pool", 5, "king_lost"))
                if c == "T1" and s != w:
                    for o in others(s):
                        sess.pay(ev, s, o, 5, "pagat_lost")
                        play_payments.append((s, o, 5, "pagat_lost"))
                    sess.pay(ev, s, "pagat_pool", 5, "pagat_lost")
                    play_payments.append((s, "pagat_pool", 5, "pagat_lost"))
            if wc == "T1":
                for o in others(w):
                    sess.pay(ev, o, w, 5, "pagat_trick")
                    play_payments.append((o, w, 5, "pagat_trick"))
    # faults that void the deal
    if sim["revoke_at"] is not None:
        t, pos, s, c, same = sim["revoke_at"]
        exp["findings"].append(("play", s, "revoke", len(ev) - 1))
        exp["notes"].append("revoke by seat %d: irreparable by default, 40 to each pool, deal void" % s)
        sess.pay(ev, s, "pagat_pool", 40, "penalty")
        sess.pay(ev, s, "king_pool", 40, "penalty")
        if opts["revoke"].get("handback"):
            for frm, to, amt, reason, _f in decl_payments:
                sess.pay(ev, to, frm, amt, reason)
            for frm, to, amt, reason in play_payments:
                sess.pay(ev, to, frm, amt, reason)
        exp["void"] = True
        exp["play_payments"] = play_payments
        exp["decl_payments"] = decl_payments
        return {"dealer": dealer, "hands": sess_hands(sess, sim, sitter), "events": ev}, exp
    if false_decl:
        s = false_decl["seat"]
        sess.pay(ev, s, "pagat_pool", 40, "penalty")
        sess.pay(ev, s, "king_pool", 40, "penalty")
        if false_decl.get("handback"):
            for frm, to, amt, reason, isfalse in decl_payments:
                if isfalse:
                    sess.pay(ev, to, frm, amt, reason)
        else:
            for frm, to, amt, reason, isfalse in decl_payments:
                if isfalse:
                    exp["notes"].append("owed back (not recorded): %s -> %s %d" % (to, frm, amt))
                    sess.ledger.apply(to, frm, amt)  # what the rules say, not recorded
        exp["void"] = True
        return {"dealer": dealer, "hands": sess_hands(sess, sim, sitter), "events": ev}, exp
    # last trick
    trick, w, wc, _ = sim["tricks"][24]
    won = sim["won"]
    nolo = [s for s in active if won[s] == 0]
    tout = [s for s in active if won[s] == 25]
    assert not nolo and not tout
    omit = opts.get("omit_refill_of")
    prz_k = [s for s, c in trick if c[0] == "K" and s != w]
    prz_p = [s for s, c in trick if c == "T1" and s != w]
    kpool0 = sess.pool("king_pool")
    ppool0 = sess.pool("pagat_pool")
    emptied = []
    if wc == "T1":
        exp["notes"].append("pagat ultimo by %d" % w)
        for o in others(w):
            sess.pay(ev, o, w, 45, "pagat_ultimo")
        sess.pay(ev, "pagat_pool", w, ppool0, "pagat_ultimo")
        emptied.append("pagat_pool")
    elif wc[0] == "K":
        exp["notes"].append("king ultimo by %d (%s), king pool %d" % (w, wc, kpool0))
        for o in others(w):
            sess.pay(ev, o, w, 40, "king_ultimo")
        sess.pay(ev, "king_pool", w, kpool0, "king_ultimo")
        if not prz_k:
            emptied.append("king_pool")
    for s in prz_k:
        exp["notes"].append("king przydupek by %d" % s)
        for o in others(s):
            sess.pay(ev, s, o, 40, "king_przydupek")
        sess.pay(ev, s, "king_pool", kpool0, "king_przydupek")
    for s in prz_p:
        exp["notes"].append("pagat przydupek by %d" % s)
        for o in others(s):
            sess.pay(ev, s, o, 45, "pagat_przydupek")
        sess.pay(ev, s, "pagat_pool", ppool0, "pagat_przydupek")
    if wc != "T1" and wc[0] != "K" and not prz_k and not prz_p:
        for o in others(w):
            sess.pay(ev, o, w, 20, "last_trick")
    for pool in emptied:
        for s in seats_all:
            rec = not (omit == s)
            if not rec:
                exp["notes"].append("refill of %s by seat %d (sitter) owed, not recorded" % (pool, s))
            sess.pay(ev, s, pool, 20, "refill", record=rec)
    # card points
    pts = {}
    for s in active:
        pts[s] = sum(dk_honour(c) for c in sim["piles"][s]) + won[s] + (1 if s == dealer else 0)
    assert sum(pts.values()) == 78, pts
    new_dealer = (dealer + 1) % sess.n
    for s in active:
        if s == new_dealer:
            continue
        a = dk_points_amount(pts[s])
        if a > 0:
            sess.pay(ev, new_dealer, s, a, "card_points")
        elif a < 0:
            sess.pay(ev, s, new_dealer, -a, "card_points")
    exp["card_points"] = pts
    exp["tricks"] = won
    exp["last"] = (w, wc)
    return {"dealer": dealer, "hands": sess_hands(sess, sim, sitter), "events": ev}, exp


def sess_hands(sess, sim, sitter):
    return [sim["dealt"][s] if s in sim["dealt"] else [] for s in range(sess.n)]


def danish_session_end(sess, ev, split_among=None, exp=None):
    seats = split_among if split_among is not None else list(range(sess.n))
    for pool in ("pagat_pool", "king_pool"):
        content = sess.pool(pool)
        share = 5 * (content // (5 * len(seats)))
        for s in seats:
            sess.pay(ev, pool, s, share, "session_end")


# -------------------------------------------------------------------------------- Galician

GT_DECK = (
    [r + s for s in "HD" for r in ["K", "Q", "N", "J", "1"]]
    + [r + s for s in "SC" for r in ["K", "Q", "N", "J", "10"]]
    + ["T%d" % i for i in range(1, 22)]
    + ["SKIZ"]
)
assert len(GT_DECK) == 42


def gt_suit(c):
    return "T" if (c[0] == "T" or c == "SKIZ") else c[-1]


def gt_strength(c):
    if c == "SKIZ":
        return 22
    if c[0] == "T":
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def gt_value(c):
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if gt_suit(c) == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def gt_legal(hand, led):
    same = [c for c in hand if gt_suit(c) == led]
    if same:
        return same
    tr = [c for c in hand if gt_suit(c) == "T"]
    if tr:
        return tr
    return list(hand)


def gt_winner(trick, led):
    best = None
    for s, c in trick:
        su = gt_suit(c)
        if su == "T":
            key = (2, gt_strength(c))
        elif su == led:
            key = (1, gt_strength(c))
        else:
            continue
        if best is None or key > best[0]:
            best = (key, s, c)
    return best[1], best[2]


def r2(x):
    return round(x + 0.0, 6)


class GalicianSession:
    def __init__(self, players, seed, sitter=None):
        self.players = players
        self.n = len(players)
        self.rng = random.Random(seed)
        self.ledger = Ledger(list(range(self.n)) + ["pool"])
        self.sitter = sitter  # 5 players: the seat out for this kolejka
        self.pool_founded = False

    def pay(self, ev, frm, to, amt, reason, record=True):
        amt = r2(amt)
        if amt == int(amt):
            amt = int(amt)
        self.ledger.apply(frm, to, amt)
        if record:
            ev.append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason})

    def active(self, dealer):
        """(active seats in order of play from the forehand, king, sitter)."""
        if self.n == 3:
            return [(dealer + 1) % 3, (dealer + 2) % 3, dealer], None, None
        seats = [(dealer + k) % self.n for k in range(1, self.n)]
        seats = [s for s in seats if s != self.sitter]
        return seats, dealer, self.sitter


def galician_simulate(rng, act, player, opts):
    deck = GT_DECK[:]
    rng.shuffle(deck)
    talon = deck[:6]
    hands = {}
    for k, s in enumerate(act):
        hands[s] = deck[6 + 12 * k : 18 + 12 * k]
    dealt = {s: list(h) for s, h in hands.items()}
    res = {"dealt": dealt, "talon": talon}
    if player is None:
        return res
    # take first three, lay away three
    hands[player] = hands[player] + talon[:3]
    rest_talon = talon[3:]
    if opts.get("discard_king"):
        kings = [c for c in hands[player] if c[0] == "K"]
        if not kings:
            return None
        low = sorted([c for c in hands[player] if gt_suit(c) != "T" and c[0] != "K"], key=gt_value)
        if len(low) < 2:
            return None
        disc = [kings[0]] + low[:2]
    else:
        low = sorted([c for c in hands[player] if gt_suit(c) != "T" and c[0] != "K"], key=gt_value)
        if len(low) < 3:
            return None
        disc = low[:3]
    for c in disc:
        hands[player].remove(c)
    res["discard"] = disc
    res["rest_talon"] = rest_talon
    res["hand_after"] = {s: list(h) for s, h in hands.items()}
    keep_pagat = opts.get("ultimo")
    # play
    leader = act[0]
    tricks = []
    renonce = None
    rn = opts.get("renonce")  # {"seat": s, "min_trick": k}
    piles = {s: [] for s in act}
    for t in range(12):
        li = act.index(leader)
        seq = [act[(li + k) % 3] for k in range(3)]
        trick = []
        led = None
        for pos, s in enumerate(seq):
            h = hands[s]
            if pos == 0:
                cands = list(h)
                if keep_pagat and s == player and len(h) > 1:
                    cands = [c for c in h if c != "T1"]
                    hi = sorted([c for c in cands if gt_suit(c) == "T"], key=gt_strength)
                    if hi:
                        cands = [hi[-1]]
                c = rng.choice(sorted(cands))
                led = gt_suit(c)
            else:
                legal = gt_legal(h, led)
                c = None
                if rn and renonce is None and s == rn["seat"] and t >= rn["min_trick"] and led != "T":
                    same = [x for x in h if gt_suit(x) == led]
                    trs = [x for x in h if gt_suit(x) == "T" and x != "T1"]
                    if same and trs:
                        c = rng.choice(sorted(trs))
                        renonce = (t, pos, s, c, sorted(same))
                if c is None:
                    if keep_pagat and s == player and len(h) > 1:
                        l2 = [x for x in legal if x != "T1"]
                        if not l2:
                            return None  # pagat would be driven out
                        legal = l2
                    c = rng.choice(sorted(legal))
            h.remove(c)
            trick.append((s, c))
        w, wc = gt_winner(trick, led)
        tricks.append((trick, w, wc))
        piles[w].extend(c for _, c in trick)
        leader = w
    if rn and renonce is None:
        return None
    res.update({"tricks": tricks, "piles": piles, "renonce": renonce})
    return res


def gt_group_points(cards):
    return sum(gt_value(c) for c in cards) - 2 * (len(cards) // 3)


def galician_deal(sess: GalicianSession, dealer, opts, tries=20000):
    act, king, sitter = sess.active(dealer)
    forehand = act[0]
    player = None if opts.get("all_pass") else act[opts.get("player_pos", 0)]
    for _ in range(tries):
        sim = galician_simulate(sess.rng, act, player, opts)
        if sim is None:
            continue
        if player is not None and opts.get("accept") and not opts["accept"](sim, act, player):
            continue
        break
    else:
        raise SystemExit("no galician deal found %r" % (opts,))
    ev = []
    exp = {
        "dealer": dealer,
        "king": king,
        "sitter": sitter,
        "active": act,
        "player": player,
        "findings": [],
        "notes": [],
    }
    hands = [sim["dealt"].get(s, []) for s in range(sess.n)]
    # auction
    if player is None:
        for s in act:
            ev.append({"type": "bid", "seat": s, "bid": "pass"})
        if not sess.pool_founded:
            found_pool(sess, ev, act, king)
        for s in act:
            sess.pay(ev, s, "pool", opts.get("pass_fee", 5), "pool_pass")
        exp["notes"].append("all pass: the three players pay 5 each into the pool")
        return {"dealer": dealer, "hands": hands, "talon": sim["talon"], "events": ev}, exp
    for s in act:
        ev.append({"type": "bid", "seat": s, "bid": "three" if s == player else "pass"})
    ev.append({"type": "take", "seat": player, "cards": sim["talon"][:3]})
    ev.append({"type": "discard", "seat": player, "cards": sim["discard"]})
    if opts.get("discard_king"):
        exp["findings"].append(("discard", player, "illegal_discard", len(ev) - 1))
    pi = act.index(player)
    ann_order = [act[(pi + k) % 3] for k in range(3)]
    helpers = ann_order[1:]
    for s in ann_order:
        items = opts.get("announce", {}).get(s, [])
        ev.append({"type": "announce", "seat": s, "items": items})
    if opts.get("king_contra"):
        ev.append({"type": "double", "seat": king, "target": "game", "level": 2})
        exp["findings"].append(("double", king, "sitter_acted", len(ev) - 1))
    for t, (trick, w, wc) in enumerate(sim["tricks"]):
        for s, c in trick:
            ev.append({"type": "play", "seat": s, "card": c})
            if sim["renonce"] and sim["renonce"][0] == t and sim["renonce"][2] == s:
                exp["findings"].append(("play", s, "revoke", len(ev) - 1))
    # points
    pp = sum(gt_value(c) for c in sim["piles"][player]) - 2 * (len(sim["piles"][player]) // 3)
    pp += gt_group_points(sim["discard"])
    hp = 66 - pp
    exp["points"] = pp
    won_pts = pp > 33
    renonce_side = None
    if sim["renonce"]:
        renonce_side = "player" if sim["renonce"][2] == player else "helpers"
    if opts.get("discard_king") or opts.get("wrong_count"):
        renonce_side = "player"
    if opts.get("wrong_count"):
        exp["findings"].append(("announce", player, "wrong_tarock_count"))
    # silent premiums must not arise (checked by accept)
    payers_side = helpers + ([king] if king is not None else [])
    if not sess.pool_founded:
        found_pool(sess, ev, act, king, opts.get("stake_payers"))
    receipts = {}

    def owe(frm, to, amt, reason):
        sess.pay(ev, frm, to, amt, reason)
        if to != "pool":
            receipts[to] = receipts.get(to, 0) + amt

    ultimo_made = sim["tricks"][-1][2] == "T1" and sim["tricks"][-1][1] == player
    ultimo_ann = any(it.get("kind") == "pagat_ultimo" for it in opts.get("announce", {}).get(player, []))
    if renonce_side == "player":
        if won_pts:
            val = 30
            exp["notes"].append(
                "player's renonce, %d points (won on points): consolation 30 to each helper and the king" % pp
            )
        else:
            val = (33 - pp) * 3 + 30
            exp["notes"].append("player's renonce, %d points: lost game %d to each" % (pp, val))
        for s in payers_side:
            owe(player, s, val, "game")
        if opts.get("wrong_count"):
            for s in payers_side:
                owe(player, s, opts["wrong_count"], "tarocks")
        if ultimo_ann and opts.get("record_ultimo_anyway"):
            # the table (wrongly) paid the ultimo and the pool to the player
            for s in payers_side:
                owe(s, player, 100, "pagat_ultimo")
                exp["findings"].append(("payment", s, "unexpected_payment", len(ev) - 1))
            pc = sess.ledger.net["pool"]
            sess.pay(ev, "pool", player, pc, "pool_ultimo")
            exp["findings"].append(("payment", "pool", "unexpected_payment", len(ev) - 1))
    elif renonce_side == "helpers":
        if won_pts:
            val = (pp - 33) * 3 + 30
        else:
            val = 30
        exp["notes"].append(
            "helper's renonce, player %d points: player wins %d from each helper and the king" % (pp, val)
        )
        payers = list(payers_side)
        if opts.get("offender_pays"):
            off = sim["renonce"][2]
            for s in payers:
                owe(off, player, val, "game")
        else:
            for s in payers:
                owe(s, player, val, "game")
        if opts.get("sitter_charged"):
            owe(sitter, player, val, "game")
            exp["findings"].append(("payment", sitter, "unexpected_payment", len(ev) - 1))
    else:
        mult = 2 if opts.get("contra_counts") else 1
        if won_pts:
            val = ((pp - 33) * 3 + 30) * mult
            for s in payers_side:
                owe(s, player, val, "game")
        else:
            val = ((33 - pp) * 3 + 30) * mult
            for s in payers_side:
                owe(player, s, val, "game")
        exp["notes"].append("game: player %d points, %s %d each" % (pp, "wins" if won_pts else "loses", val))
        if ultimo_ann:
            if ultimo_made:
                for s in payers_side:
                    owe(s, player, 100, "pagat_ultimo")
                pc = sess.ledger.net["pool"]
                sess.pay(ev, "pool", player, pc, "pool_ultimo")
                sess.pool_founded = False
            else:
                for s in payers_side:
                    owe(player, s, 100, "pagat_ultimo")
    for s in sorted(receipts, key=lambda x: (str(type(x)), x)):
        sess.pay(ev, s, "pool", receipts[s] / 10, "pool_share")
    exp["ultimo_made"] = ultimo_made
    return {"dealer": dealer, "hands": hands, "talon": sim["talon"], "events": ev}, exp


def found_pool(sess, ev, act, king, payers=None):
    if payers is None:
        payers = sorted(act + ([king] if king is not None else []))
    for s in payers:
        sess.pay(ev, s, "pool", 10, "pool_stake")
    sess.pool_founded = True


def gt_no_silent(sim, act, player):
    """No silent trull / four kings gathered by a side; pagat not in the last trick for the player."""
    pside = list(sim["piles"][player]) + list(sim["discard"])
    hside = [c for s in act if s != player for c in sim["piles"][s]] + list(sim["rest_talon"])
    for side in (pside, hside):
        if all(c in side for c in ("SKIZ", "T21", "T1")):
            return False
        if all(k in side for k in ("KH", "KD", "KS", "KC")):
            return False
    last = sim["tricks"][-1]
    if last[2] == "T1":
        return False
    return True


def gt_points(sim, player):
    pp = sum(gt_value(c) for c in sim["piles"][player]) - 2 * (len(sim["piles"][player]) // 3)
    return pp + gt_group_points(sim["discard"])


def n_tarocks(hand):
    return sum(1 for c in hand if gt_suit(c) == "T")


# ----------------------------------------------------------------------------------- build

OUT = {}
LEDGERS = {}


def write(name, game, players, deals, meta, rules=None):
    doc = {"format": "trick-transcript/1", "game": game, "players": players, "deals": deals, "meta": meta}
    if rules:
        doc["rules"] = rules
    OUT[name] = doc


DK4 = ["Agata", "Bronek", "Czesia", "Dawid"]
GT4 = ["Adam", "Bożena", "Czesław", "Danuta"]
GT5 = ["Adam", "Bożena", "Czesław", "Danuta", "Edek"]


def has_pre_payments(k):
    def acc(sim, active):
        rv = sim["revoke_at"]
        if rv is None:
            return False
        t = rv[0]
        # some king/pagat payment before the revoke and at least one declaration
        pre = False
        for trick, w, wc, _ in sim["tricks"][:t]:
            for s, c in trick:
                if (c[0] == "K" or c == "T1") and s != w:
                    pre = True
            if wc == "T1":
                pre = True
        decl = any(sim["decls"][s] for s in active)
        return pre and decl and t <= k

    return acc


def plain_end(sim, active):
    """No nolo/tout, and no king or pagat in the last trick (a plain last trick of 20)."""
    won = sim["won"]
    if any(won[s] == 0 for s in active):
        return False
    trick, w, wc, _ = sim["tricks"][24]
    return not any(c[0] == "K" or c == "T1" for _, c in trick)


def build_danish():
    # 01: revoke voids deal 0; pre-fault payments handed back
    s = DanishSession(DK4, 1401)
    d0, e0 = danish_deal(
        s, 0, {"revoke": {"min_trick": 6, "handback": True}, "accept": has_pre_payments(14)}, first=True
    )
    d1, e1 = danish_deal(s, 1, {"accept": plain_end})
    d2, e2 = danish_deal(s, 2, {"accept": plain_end})
    danish_session_end(s, d2["events"])
    write(
        "01-revoke-void-handback-4p",
        "danish-tarok",
        DK4,
        [d0, d1, d2],
        {
            "description": "4 players; deal 0 a revoke (irreparable), the deal void; the record hands back what was paid in it before the fault; two deals played out; session end split among four."
        },
    )
    LEDGERS["01-revoke-void-handback-4p"] = (dict(s.ledger.net), [e0, e1, e2])

    # 02: revoke voids deal 0; pre-fault payments kept
    s = DanishSession(DK4, 1402)
    d0, e0 = danish_deal(
        s, 0, {"revoke": {"min_trick": 6, "handback": False}, "accept": has_pre_payments(14)}, first=True
    )
    d1, e1 = danish_deal(s, 1, {"accept": plain_end})
    d2, e2 = danish_deal(s, 2, {"accept": plain_end})
    danish_session_end(s, d2["events"])
    write(
        "02-revoke-void-kept-4p",
        "danish-tarok",
        DK4,
        [d0, d1, d2],
        {
            "description": "4 players; deal 0 a revoke (irreparable), the deal void; the record keeps what was paid before the fault; two deals played out; session end."
        },
    )
    LEDGERS["02-revoke-void-kept-4p"] = (dict(s.ledger.net), [e0, e1, e2])

    # 03 / 04: false trumps declaration (10 claimed with 9), found after two tricks
    for name, seed, hb in (
        ("03-false-decl-void-returned-4p", 1403, True),
        ("04-false-decl-void-not-returned-4p", 1404, False),
    ):
        s = DanishSession(DK4, seed)

        def acc(sim, active):
            # seat active[1] holds exactly 9 trumps (Joker incl.), nobody declares anything,
            # and no king/pagat falls in the first two tricks
            h = [c for c in sim["dealt"][active[1]]]
            nt = sum(1 for c in h if c[0] == "T") + ("JOKER" in h)
            if nt != 9 or "T1" in h:
                return False
            if any(sim["decls"][x] for x in active):
                return False
            for trick, w, wc, _ in sim["tricks"][:2]:
                for x, c in trick:
                    if c[0] == "K" or c == "T1" or c == "JOKER":
                        return False
            return True

        d0, e0 = danish_deal(
            s,
            1,
            {
                "false_decl": {
                    "seat": 2,
                    "items": [{"kind": "trumps", "count": 10, "pagat": False}],
                    "stop_after": 2,
                    "handback": hb,
                },
                "accept": acc,
            },
            first=True,
        )
        d1, e1 = danish_deal(s, 2, {"accept": plain_end})
        danish_session_end(s, d1["events"])
        write(
            name,
            "danish-tarok",
            DK4,
            [d0, d1],
            {
                "description": "4 players, dealer 1 (seat 3 sits out); seat 2 declares 10 trumps holding 9; found after two tricks: irreparable, the deal void; the declaration money %s."
                % ("returned" if hb else "NOT returned")
            },
        )
        LEDGERS[name] = (dict(s.ledger.net), [e0, e1])

    # 05: illegal skat (a king laid away) in deal 1, found after seat 2 declared
    s = DanishSession(DK4, 1405)
    d0, e0 = danish_deal(s, 0, {"accept": plain_end}, first=True)

    def acc5(sim, active):
        return not sim["decls"][active[0]] and not sim["decls"][active[1]]

    d1, e1 = danish_deal(s, 1, {"illegal_skat": True, "accept": acc5})
    d2, e2 = danish_deal(s, 2, {"accept": plain_end})
    danish_session_end(s, d2["events"])
    write(
        "05-illegal-skat-void-4p",
        "danish-tarok",
        DK4,
        [d0, d1, d2],
        {
            "description": "4 players; deal 1 the dealer lays a king away; found after the player on the dealer's right declared: irreparable, void; the next dealer deals deal 2."
        },
    )
    LEDGERS["05-illegal-skat-void-4p"] = (dict(s.ledger.net), [e0, e1, e2])

    # 06: declaration before the dealer (large) + king ultimo; the sitter's refill not recorded
    s = DanishSession(DK4, 1406)

    def acc6(sim, active):
        if any(sim["won"][x] == 0 for x in active):
            return False
        trick, w, wc, _ = sim["tricks"][24]
        if wc[0] != "K":
            return False
        if any(c[0] == "K" and x != w for x, c in trick) or any(c == "T1" for x, c in trick):
            return False
        return bool(sim["decls"][active[1]])

    d0, e0 = danish_deal(s, 0, {"accept": plain_end}, first=True)
    d1, e1 = danish_deal(s, 1, {"decl_before_dealer": 2, "accept": acc6, "omit_refill_of": 3})
    write(
        "06-decl-before-dealer-king-ultimo-sitter-refill-4p",
        "danish-tarok",
        DK4,
        [d0, d1],
        {
            "description": "4 players; deal 1: seat 2 declares before the dealer (large); king ultimo empties the king pool; the sitter (seat 3) owes a refill the record leaves out."
        },
    )
    LEDGERS["06-decl-before-dealer-king-ultimo-sitter-refill-4p"] = (dict(s.ledger.net), [e0, e1])

    # 07: a lead out of turn (large) + session end split among the last deal's three only
    s = DanishSession(DK4, 1407)
    d0, e0 = danish_deal(s, 3, {"lead_ooo": 7, "accept": plain_end}, first=True)
    d1, e1 = danish_deal(s, 0, {"accept": plain_end})
    d2, e2 = danish_deal(s, 1, {"accept": plain_end})
    net_before = dict(s.ledger.net)
    # by the rules: four shares; the record pays the three active of deal 2 only
    act2, sit2 = s.active(1)
    danish_session_end(s, d2["events"], split_among=sorted(act2))
    write(
        "07-lead-out-of-turn-session-end-three-4p",
        "danish-tarok",
        DK4,
        [d0, d1, d2],
        {
            "description": "4 players; deal 0 a lead out of turn in trick 7 (large, play goes on); the session-end split pays only the three who played the last deal, not the sitter."
        },
    )
    LEDGERS["07-lead-out-of-turn-session-end-three-4p"] = (net_before, [e0, e1, e2])


def build_galician():
    # 08 (4p): the player's renonce, won on points -> consolation to helpers and the king
    s = GalicianSession(GT4, 1408)

    def acc8(sim, act, player):
        return gt_no_silent(sim, act, player) and gt_points(sim, player) > 33 and sim["renonce"][0] >= 2

    d0, e0 = galician_deal(s, 0, {"player_pos": 0, "renonce": {"seat": 1, "min_trick": 2}, "accept": acc8})
    d1, e1 = galician_deal(s, 1, {"player_pos": 1, "accept": gt_no_silent})
    write(
        "08-player-renonce-king-paid-4p",
        "galician-tarok",
        GT4,
        [d0, d1],
        {
            "description": "4 players (the dealer is the king); deal 0 the player trumps a suit he holds (renonce) and makes 33+ points: loses, pays the consolation to both helpers and the king."
        },
    )
    LEDGERS["08-player-renonce-king-paid-4p"] = (dict(s.ledger.net), [e0, e1])


def build_galician_rest():
    # 09 (4p): a helper's renonce while the player is short of 33 -> helpers lose
    s = GalicianSession(GT4, 1409)

    def acc9(sim, act, player):
        return gt_no_silent(sim, act, player) and gt_points(sim, player) < 33

    d0, e0 = galician_deal(s, 2, {"player_pos": 1, "renonce": {"seat": 1, "min_trick": 1}, "accept": acc9})
    d1, e1 = galician_deal(s, 3, {"player_pos": 0, "accept": gt_no_silent})
    write(
        "09-helper-renonce-player-short-4p",
        "galician-tarok",
        GT4,
        [d0, d1],
        {
            "description": "4 players; deal 0 (dealer/king 2) a helper trumps a suit he holds while the player is short of 33: the helpers lose; both helpers and the king pay the player."
        },
    )
    LEDGERS["09-helper-renonce-player-short-4p"] = (dict(s.ledger.net), [e0, e1])

    # 10 (4p): 11 tarocks announced with 10 -> renonce + premium paid; then an all-pass deal
    s = GalicianSession(GT4, 1410)

    def acc10(sim, act, player):
        return (
            gt_no_silent(sim, act, player)
            and gt_points(sim, player) > 33
            and n_tarocks(sim["hand_after"][player]) == 10
        )

    d0, e0 = galician_deal(s, 1, {"player_pos": 0, "announce": {}, "wrong_count": 100, "accept": acc10})
    # fix the announcement after the fact (player = forehand = seat 2)
    for e in d0["events"]:
        if e["type"] == "announce" and e["seat"] == e0["player"]:
            e["items"] = [{"kind": "tarocks", "count": 11}]
    d1, e1 = galician_deal(s, 2, {"all_pass": True})
    write(
        "10-wrong-tarock-count-then-all-pass-4p",
        "galician-tarok",
        GT4,
        [d0, d1],
        {
            "description": "4 players; deal 0 the player announces 11 tarocks holding 10 (renonce, game lost) and pays the premium; deal 1 all three pass (the king pays no pass fee)."
        },
    )
    LEDGERS["10-wrong-tarock-count-then-all-pass-4p"] = (dict(s.ledger.net), [e0, e1])

    # 11 (5p): sitter 4; deal 0 the player lays a king away; deal 1 all pass; deal 2 clean
    s = GalicianSession(GT5, 1411, sitter=4)

    def acc11(sim, act, player):
        return gt_no_silent(sim, act, player)

    d0, e0 = galician_deal(s, 0, {"player_pos": 1, "discard_king": True, "accept": acc11})
    d1, e1 = galician_deal(s, 1, {"all_pass": True})
    d2, e2 = galician_deal(s, 2, {"player_pos": 2, "accept": gt_no_silent})
    write(
        "11-king-laid-away-pass-5p",
        "galician-tarok",
        GT5,
        [d0, d1, d2],
        {
            "description": "5 players, Edek (seat 4) sits out the kolejka, the dealer is the king; deal 0 the player lays a king away (game lost); deal 1 all pass; deal 2 played out."
        },
    )
    LEDGERS["11-king-laid-away-pass-5p"] = (dict(s.ledger.net), [e0, e1, e2])

    # 12 (5p): sitter 0; the player announces pagat ultimo, revokes, makes the ultimo;
    # the table pays him the ultimo and the pool anyway
    s = GalicianSession(GT5, 1412, sitter=0)

    def acc12(sim, act, player):
        last = sim["tricks"][-1]
        return last[2] == "T1" and last[1] == player and gt_no_silent_but_ultimo(sim, act, player)

    d0, e0 = galician_deal(
        s,
        1,
        {
            "player_pos": 0,
            "ultimo": True,
            "announce": {2: [{"kind": "pagat_ultimo"}]},
            "renonce": {"seat": 2, "min_trick": 1},
            "record_ultimo_anyway": True,
            "accept": acc12,
        },
    )
    d1, e1 = galician_deal(s, 2, {"player_pos": 1, "accept": gt_no_silent})
    write(
        "12-ultimo-after-renonce-pool-paid-5p",
        "galician-tarok",
        GT5,
        [d0, d1],
        {
            "description": "5 players, Adam (seat 0) sits out; deal 0 the player announces pagat ultimo, trumps a suit he holds (renonce) and makes the ultimo; the table pays him the ultimo and the pool all the same."
        },
    )
    LEDGERS["12-ultimo-after-renonce-pool-paid-5p"] = (dict(s.ledger.net), [e0, e1])

    # 13 (4p): the king (dealer) says contra
    s = GalicianSession(GT4, 1413)
    d0, e0 = galician_deal(s, 3, {"player_pos": 2, "king_contra": True, "accept": gt_no_silent})
    d1, e1 = galician_deal(s, 0, {"player_pos": 0, "accept": gt_no_silent})
    write(
        "13-king-says-contra-4p",
        "galician-tarok",
        GT4,
        [d0, d1],
        {
            "description": "4 players; deal 0 the king (dealer 3, out of play) says contra on the game; the table settles it single."
        },
    )
    LEDGERS["13-king-says-contra-4p"] = (dict(s.ledger.net), [e0, e1])

    # 14 (5p): sitter 2; a helper's renonce paid by the offender alone (option offender)
    s = GalicianSession(GT5, 1414, sitter=2)

    def acc14(sim, act, player):
        return gt_no_silent(sim, act, player) and gt_points(sim, player) < 33

    d0, e0 = galician_deal(
        s,
        3,
        {"player_pos": 0, "renonce": {"seat": 1, "min_trick": 1}, "accept": acc14, "offender_pays": True},
    )
    d1, e1 = galician_deal(s, 4, {"player_pos": 1, "accept": gt_no_silent})
    write(
        "14-helper-renonce-offender-pays-5p",
        "galician-tarok",
        GT5,
        [d0, d1],
        {
            "description": "5 players, Czesław (seat 2) sits out; deal 0 (king 3) a helper revokes; under helper_renonce_pays=offender he pays the whole side's shares (the other helper's and the king's), the sitter nothing."
        },
        rules={"helper_renonce_pays": "offender"},
    )
    LEDGERS["14-helper-renonce-offender-pays-5p"] = (dict(s.ledger.net), [e0, e1])


def gt_no_silent_but_ultimo(sim, act, player):
    pside = list(sim["piles"][player]) + list(sim["discard"])
    hside = [c for s in act if s != player for c in sim["piles"][s]] + list(sim["rest_talon"])
    for side in (pside, hside):
        if all(c in side for c in ("SKIZ", "T21", "T1")):
            return False
        if all(k in side for k in ("KH", "KD", "KS", "KC")):
            return False
    return True


def main():
    build_danish()
    build_galician()
    build_galician_rest()
    for name, doc in OUT.items():
        with open(os.path.join(HERE, name + ".json"), "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
    for name, (net, exps) in LEDGERS.items():
        print("==", name)
        print("   net:", net)
        for i, e in enumerate(exps):
            print("   deal", i, {k: v for k, v in e.items() if k not in ("play_payments", "decl_payments")})
        print("   net rounded:", {k: round(v, 6) for k, v in net.items()})


if __name__ == "__main__":
    main()
