"""Blind generator for audit round galician-fresh-5 (Galician Tarok, Szczepański §1-§33).

Everything here is computed from the source text (/work/shared/seeds/002_*.txt); it does not
import the validator. Run: python _gen.py  (writes the NN-*.json files next to this script and
prints a summary used for EXPECTED.md).
"""

import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = 20261205

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
SUIT_CARDS = {s: ["K" + s, "Q" + s, "N" + s, "J" + s, PIP[s]] for s in SUITS}  # high -> low
TAROCKS = [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
DECK = [c for s in SUITS for c in SUIT_CARDS[s]] + TAROCKS
KINGS = ["KH", "KD", "KS", "KC"]
TRULL = ["SKIZ", "T21", "T1"]

# §18: multiplier and addend per contract; volat per contract
MULT = {"three": (3, 30), "bottom": (3, 30), "two": (4, 40), "one": (5, 50), "solo": (6, 60)}
VOLAT = {"three": 300, "bottom": 300, "two": 400, "one": 500, "solo": 600}
PURCHASE = {"three": 1, "bottom": 2, "solo": 1}
PREMIUM = {  # (silent made, announced)
    "trull": (50, 100),  # §15
    "four_kings": (100, 200),  # §19
    "pagat_ultimo": (50, 100),  # §6
}
TAROCK_PREMIUM = {10: 50, 11: 100, 12: 150}  # §20


def is_t(c):
    return c == "SKIZ" or c.startswith("T")


def trank(c):
    return 22 if c == "SKIZ" else int(c[1:])


def suit(c):
    return "T" if is_t(c) else c[-1]


def value(c):  # §3, §7
    if is_t(c):
        return 5 if c in ("T1", "T21", "SKIZ") else 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def srank(c):
    return 5 - SUIT_CARDS[c[-1]].index(c)


def strength(c, led):
    if is_t(c):
        return 100 + trank(c)
    if suit(c) == suit(led):
        return srank(c)
    return 0


def legal(hand, led):  # §5, §23
    if led is None:
        return list(hand)
    same = [c for c in hand if suit(c) == suit(led)]
    if same:
        return same
    if suit(led) != "T":
        t = [c for c in hand if is_t(c)]
        if t:
            return t
    return list(hand)


def winner(trick):
    led = trick[0][1]
    return max(trick, key=lambda sc: strength(sc[1], led))[0]


def pile_points(cards):  # §14: each three cards count their values less 2
    assert len(cards) % 3 == 0, cards
    return sum(value(c) for c in cards) - 2 * (len(cards) // 3)


def r2(x):
    x = round(x, 6)
    return int(x) if x == int(x) else x


# ---------------------------------------------------------------- play


def simulate(rng, hands, order, leader, player, protect_pagat, strong_player=True, forced=None, revoke=None):
    """Play 12 tricks. hands: seat -> list (after discard). order: active seats in play order.
    forced: optional dict (trick_no, seat) -> card to play (planted faults, may be illegal)."""
    hands = {s: list(h) for s, h in hands.items()}
    plays, tricks = [], []
    nxt = {order[i]: order[(i + 1) % 3] for i in range(3)}
    for tn in range(12):
        trick = []
        s = leader
        for _ in range(3):
            led = trick[0][1] if trick else None
            h = hands[s]
            if (
                revoke
                and revoke.get("at") is None
                and s == revoke["seat"]
                and tn >= revoke.get("after", 0)
                and led is not None
                and suit(led) != "T"
                and any(suit(x) == suit(led) for x in h)
                and any(is_t(x) and x != "T1" for x in h)
            ):
                c = max([x for x in h if is_t(x) and x != "T1"], key=trank)
                revoke["at"] = len(plays)
            elif forced and (tn, s) in forced:
                c = forced[(tn, s)]
            else:
                lg = legal(h, led)
                if s == player and protect_pagat and "T1" in lg and len(lg) > 1:
                    lg = [c for c in lg if c != "T1"]
                if s == player and strong_player:
                    if led is None:
                        ts = sorted([c for c in lg if is_t(c)], key=trank, reverse=True)
                        c = ts[0] if ts else rng.choice(lg)
                    else:
                        best = max(trick, key=lambda sc: strength(sc[1], trick[0][1]))[1]
                        win = [c for c in lg if strength(c, trick[0][1]) > strength(best, trick[0][1])]
                        c = max(win, key=lambda x: strength(x, trick[0][1])) if win else min(lg, key=value)
                else:
                    c = rng.choice(lg)
            h.remove(c)
            trick.append((s, c))
            plays.append((s, c))
            s = nxt[s]
        w = winner(trick)
        tricks.append((w, [c for _, c in trick], trick))
        leader = w
    return plays, tricks


# ---------------------------------------------------------------- deal


def active_seats(n, dealer, sitter=None, out=None):
    """Seats taking cards, in play order starting with forehand (first after dealer)."""
    seats = []
    for k in range(1, n + 1):
        s = (dealer + k) % n
        if s == sitter or s == out:
            continue
        if n >= 4 and s == dealer and out is None:
            continue  # the king (dealer) sits out at four (§8)
        seats.append(s)
    return seats[:3]


def deal_cards(rng, n, act, rig=None):
    """rig: seat -> list of cards forced into that seat's hand; talon_rig: list for talon."""
    deck = list(DECK)
    rng.shuffle(deck)
    hands = {s: [] for s in range(n)}
    talon = []
    rig = rig or {}
    for s, cs in rig.items():
        for c in cs:
            deck.remove(c)
        if s == "talon":
            talon += list(cs)
        else:
            hands[s] += list(cs)
    for s in act:
        while len(hands[s]) < 12:
            hands[s].append(deck.pop())
    while len(talon) < 6:
        talon.append(deck.pop())
    for s in act:
        rng.shuffle(hands[s])
    return hands, talon


def default_discard(hand, k):
    cand = sorted([c for c in hand if not is_t(c) and c not in KINGS], key=value)
    if len(cand) < k:
        cand += sorted([c for c in hand if is_t(c) and c not in TRULL], key=trank)
    return cand[:k]


class Deal:
    def __init__(self, n, dealer, sitter=None):
        self.n, self.dealer, self.sitter = n, dealer, sitter
        self.events = []

    def ev(self, **kw):
        self.events.append(kw)
        return len(self.events) - 1


def build_deal(
    rng,
    n,
    dealer,
    *,
    bids,
    contract="three",
    sitter=None,
    out=None,
    rig=None,
    discard=None,
    announce=None,
    doubles=(),
    protect_pagat=False,
    strong=True,
    pred=None,
    forced_fn=None,
    revoke=None,
    tries=200000,
    extra_hand=None,
):
    """bids: list of (role_index_in_active_order, bid). The player is the last non-pass bidder.
    announce: {'player': items, 'h': [items_h0, items_h1]} (helpers in play order after player).
    doubles: list of (role, target, level), role 'p', 'h0', 'h1'.
    Returns (deal_dict, info) satisfying pred(info)."""
    for _ in range(tries):
        act = active_seats(n, dealer, sitter, out)
        hands, talon = deal_cards(rng, n, act, rig(act) if callable(rig) else rig)
        if extra_hand is not None:
            hands[extra_hand[0]] = list(extra_hand[1])
        player = None
        for ri, b in bids:
            if b != "pass" and b != "pass_volat":
                player = act[ri]
        pidx = act.index(player)
        helpers = [act[(pidx + 1) % 3], act[(pidx + 2) % 3]]
        hand = {s: list(hands[s]) for s in act}
        taken, disc = [], []
        if contract == "three":
            taken = talon[0:3]
        elif contract == "bottom":
            taken = talon[3:6]
        if taken:
            hand[player] += taken
            disc = discard(hand[player], hands, talon) if discard else default_discard(hand[player], 3)
            if len(disc) != len(taken):
                continue
            for c in disc:
                hand[player].remove(c)
        rest = [c for c in talon if c not in taken]
        forced = forced_fn(act, player, helpers, hand) if forced_fn else None
        if forced is False:
            continue
        rv = dict(revoke(act, player, helpers)) if revoke else None
        plays, tricks = simulate(rng, hand, act, act[0], player, protect_pagat, strong, forced, rv)
        if revoke and rv.get("at") is None:
            continue
        info = dict(
            n=n,
            dealer=dealer,
            act=act,
            player=player,
            helpers=helpers,
            hands=hands,
            hand_after=hand,
            talon=talon,
            taken=taken,
            disc=disc,
            rest=rest,
            plays=plays,
            tricks=tricks,
            contract=contract,
            revoke_at=rv.get("at") if rv else None,
        )
        ptricks = [c for w, cs, _ in tricks if w == player for c in cs]
        htricks = [c for w, cs, _ in tricks if w != player for c in cs]
        info["ptricks"], info["htricks"] = ptricks, htricks
        info["pts"] = pile_points(ptricks + disc)
        info["hpts"] = pile_points(htricks + rest)
        assert info["pts"] + info["hpts"] == 66
        info["by_seat_tricks"] = {s: [c for w, cs, _ in tricks if w == s for c in cs] for s in act}
        amb = False
        for cards in (TRULL, KINGS):
            if all(c in htricks for c in cards) and not made_by(info, cards, "h"):
                amb = True  # split between the helpers: 'the side' and 'the holder' readings differ
        if amb:
            continue
        if pred is None or pred(info):
            d = Deal(n, dealer, sitter)
            d.hands = [sorted(hands[s], key=DECK.index) if s in act else [] for s in range(n)]
            if extra_hand is not None:
                d.hands[extra_hand[0]] = list(extra_hand[1])
            d.talon = talon
            for ri, b in bids:
                d.ev(type="bid", seat=act[ri], bid=b)
            if taken:
                d.ev(type="take", seat=player, cards=taken)
                dd = dict(type="discard", seat=player, cards=disc)
                if discard and getattr(discard, "shown", False):
                    dd["shown"] = True
                d.ev(**dd)
            ann = announce or {}
            info["ann_event"] = {}
            info["ann_event"][player] = d.ev(type="announce", seat=player, items=ann.get("player", []))
            hs = ann.get("h", [[], []])
            for i, h in enumerate(helpers):
                info["ann_event"][h] = d.ev(type="announce", seat=h, items=hs[i])
            role = {"p": player, "h0": helpers[0], "h1": helpers[1]}
            for r, t, lv in doubles:
                d.ev(type="double", seat=role[r], target=t, level=lv)
            info["play_start"] = len(d.events)
            for s, c in plays:
                d.ev(type="play", seat=s, card=c)
            info["deal"] = d
            return d, info
    raise RuntimeError("no deal found")


# ---------------------------------------------------------------- settlement


def made_by(info, cards, side):
    """side 'p': all cards in the player's tricks; 'h': all in one helper's tricks (so the reading
    'the side' and 'the holder' agree)."""
    if side == "p":
        return all(c in info["ptricks"] for c in cards)
    return any(all(c in info["by_seat_tricks"][h] for c in cards) for h in info["helpers"])


def ultimo_made(info):
    w, cs, trick = info["tricks"][-1]
    return w == info["player"] and (info["player"], "T1") in trick


def settle(info, opts, *, announced=None, contras=None, renonce=None, opps=None):
    """announced: {('p'|'h', kind): count-or-True}; contras: {target: level}.
    renonce: None, ('p', seat) or ('h', seat). opps: who pays/receives against the player
    (helpers + king/sitting passer). Returns list of (from, to, amount, reason)."""
    announced = announced or {}
    contras = contras or {}
    p = info["player"]
    opps = opps if opps is not None else info["helpers"]
    pts = info["pts"]
    c = info["contract"]
    m, a = MULT[c]
    pur = PURCHASE[c] * info.get("szpricer_factor", 1)
    L = contras.get("game", 1)
    out = []
    volat = all(w == p for w, _, _ in info["tricks"])
    info["volat"] = volat

    def pay_opps(amount, reason, to_player=True):
        if amount == 0:
            return
        for o in opps:
            out.append((o, p, amount, reason) if to_player else (p, o, amount, reason))

    # the game (§16, §17, §18)
    won = pts > 33
    if renonce and renonce[0] == "p":
        won = False
    if renonce and renonce[0] == "h":
        won = True
    if volat and not renonce:
        v = VOLAT[c] * (2 if announced.get(("p", "volat")) else 1)
        pay_opps(v, "volat", True)
    elif won:
        if opts.get("contra_symmetric"):
            v = ((pts - 33) * m + a) * pur * L
        else:
            v = ((pts - 33) * m + a) * (2 if L > 1 else 1)
        if renonce and renonce[0] == "h" and opts.get("helper_renonce_pays") == "offender":
            out.append((renonce[1], p, v * len(opps), "game"))
        else:
            pay_opps(v, "game", True)
    else:
        if renonce and renonce[0] == "p" and pts > 33:
            v = a if opts.get("consolation") == "single" else a * pur * L
        else:
            v = ((33 - pts) * m + a) * pur * L
        pay_opps(v, "game", False)
    info["game_won"] = won

    # premiums
    p_ren = renonce and renonce[0] == "p"
    for kind, cards in (("trull", TRULL), ("four_kings", KINGS)):
        for side in ("p", "h"):
            ann = bool(announced.get((side, kind)))
            made = made_by(info, cards, side)
            base = PREMIUM[kind][1 if ann else 0] * contras.get(kind, 1)
            to_player = side == "p"
            if side == "p" and p_ren:
                if ann and opts.get("renonce_premiums") == "all_paid":
                    pay_opps(base, kind, False)
                elif not ann and made and opts.get("renonce_silent_premiums") == "counted":
                    pay_opps(base, kind, True)
                elif ann and not made and not all(x in info["hand_after"][p] for x in cards):
                    pay_opps(base, kind, False)  # §21
                continue
            if made:
                pay_opps(base, kind, to_player)
            elif ann:
                pay_opps(base, kind, not to_player)
    # pagat ultimo: the player's only (§27)
    ann = bool(announced.get(("p", "pagat_ultimo")))
    umade = ultimo_made(info)
    base = PREMIUM["pagat_ultimo"][1 if ann else 0] * contras.get("pagat_ultimo", 1)
    info["ultimo"] = (ann, umade)
    if p_ren:
        if ann and opts.get("renonce_premiums") == "all_paid":
            pay_opps(base, "pagat_ultimo", False)
        elif not ann and umade and opts.get("renonce_silent_premiums") == "counted":
            pay_opps(base, "pagat_ultimo", True)
    elif umade:
        pay_opps(base, "pagat_ultimo", True)
    elif ann:
        pay_opps(base, "pagat_ultimo", False)
    # tarocks (§20): announced only
    for side in ("p", "h"):
        cnt = announced.get((side, "tarocks"))
        if not cnt:
            continue
        base = TAROCK_PREMIUM[cnt] * contras.get("tarocks", 1)
        side_won = won if side == "p" else not won
        if side == "p" and p_ren:
            if opts.get("renonce_premiums") == "all_paid":
                pay_opps(base, "tarocks", False)
            continue
        good = True if opts.get("tarocks_paid", "always") == "always" else side_won
        pay_opps(base, "tarocks", (side == "p") == good)
    return out


def net(pays):
    d = {}
    for f, t, amt, _ in pays:
        d[f] = d.get(f, 0) - amt
        d[t] = d.get(t, 0) + amt
    return d


class Pool:
    def __init__(self, opts):
        self.opts = opts
        self.on = opts.get("pool", True)
        self.content = 0
        self.need_stake = True

    def pre(self, d, participants):
        """stakes and dealer fee at the start of a deal"""
        if not self.on:
            return
        if self.need_stake and self.opts.get("pool_stake", 10):
            for s in participants:
                d.ev(
                    type="payment",
                    **{"from": s},
                    to="pool",
                    amount=self.opts.get("pool_stake", 10),
                    reason="pool_stake",
                )
                self.content += self.opts.get("pool_stake", 10)
        self.need_stake = False
        fee = self.opts.get("pool_dealer_fee", 0)
        if fee:
            d.ev(type="payment", **{"from": d.dealer}, to="pool", amount=fee, reason="pool_deal")
            self.content += fee

    def all_pass(self, d, bidders):
        if not self.on:
            return
        fee = self.opts.get("pool_pass_fee", 5)
        for s in bidders:
            if fee:
                d.ev(type="payment", **{"from": s}, to="pool", amount=fee, reason="pool_pass")
                self.content += fee

    def post(self, d, info, pays, ultimo_contra=1, renonce_pays=False):
        if not self.on:
            return
        ann, made = info.get("ultimo", (False, False))
        p = info["player"]
        if ann and made and not renonce_pays:
            if self.content:
                d.ev(type="payment", **{"from": "pool"}, to=p, amount=r2(self.content), reason="pool_ultimo")
            self.content = 0
            self.need_stake = True
        elif (ann and not made) or renonce_pays:
            k = ultimo_contra if self.opts.get("contra_on_pool") else 1
            amt = self.content * k
            d.ev(type="payment", **{"from": p}, to="pool", amount=r2(amt), reason="pool_ultimo")
            self.content += amt
        pct = self.opts.get("pool_win_percent", 10)
        for s, v in sorted(net(pays).items(), key=lambda kv: str(kv[0])):
            if v > 0 and pct:
                share = v * pct / 100
                d.ev(type="payment", **{"from": s}, to="pool", amount=r2(share), reason="pool_share")
                self.content += share


def write_payments(d, pays):
    idx = []
    for f, t, amt, reason in pays:
        idx.append(d.ev(type="payment", **{"from": f}, to=t, amount=r2(amt), reason=reason))
    return idx


def pay_events(d, pays):
    return write_payments(d, pays)


def transcript(players, rules, deals, note):
    return {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "rules": rules,
        "players": players,
        "meta": {"round": "galician-fresh-5", "note": note},
        "deals": [
            {"dealer": d.dealer, "hands": d.hands, "talon": d.talon, "events": d.events} for d in deals
        ],
    }


OUT = {}
SUMMARY = []


def save(name, players, rules, deals, note, expect):
    doc = transcript(players, rules, deals, note)
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
        f.write("\n")
    OUT[name] = (expect, list(SUMMARY))
    SUMMARY.clear()


P3 = ["Adam", "Bożena", "Czesław"]
P4 = ["Adam", "Bożena", "Czesław", "Danuta"]
P5 = ["Adam", "Bożena", "Czesław", "Danuta", "Edward"]


def standard_deal(rng, n, dealer, opts, pool, **kw):
    """A plain deal: forehand bids three, the others pass."""
    d, info = build_deal(rng, n, dealer, bids=[(0, "three"), (1, "pass"), (2, "pass")], **kw)
    return d, info


# ---------------------------------------------------------------- files


def finish(d, info, opts, pool, participants=None, opps=None, ultimo_contra=1, renonce_pays=False, **kw):
    pays = settle(info, opts, opps=opps, **kw)
    info["pays"] = pays
    SUMMARY.append(
        f"player {info['player']}, {info['contract']}, card points {info['pts']} (helpers {info['hpts']})"
        + (", volat" if info["volat"] else "")
        + (f", renonce by {kw['renonce'][1]}" if kw.get("renonce") else "")
    )
    if pool is not None:
        pool.pre(d, participants or info["act"])
    info["pay_idx"] = write_payments(d, pays)
    if pool is not None:
        pool.post(d, info, pays, ultimo_contra=ultimo_contra, renonce_pays=renonce_pays)
    return pays


def three(fh_role=0):
    """bids: the seat at fh_role (0 forehand) bids three, everyone else passes"""
    return [(i, "three" if i == fh_role else "pass") for i in range(3)]


def not33(i):
    return i["pts"] != 33 and not i["volat"] if "volat" in i else i["pts"] != 33


def plain(i, helper_premiums=False):
    """not exactly 33, no volat, and (unless asked) no premium made by the helpers' side"""
    if not helper_premiums and (made_by(i, TRULL, "h") or made_by(i, KINGS, "h")):
        return False
    return i["pts"] != 33 and not all(w == i["player"] for w, _, _ in i["tricks"])


def rig_player(cards, role=0):
    return lambda act: {act[role]: list(cards)}


def with_pts(lo, hi):
    return lambda i: plain(i) and lo <= i["pts"] <= hi


def f01(rng):
    opts = {"pool": False}
    deals, exp = [], []
    # deal 0: the player takes exactly 33: lost (§18), pays the addend 30 to each
    d, i = build_deal(rng, 3, 0, bids=three(), pred=lambda i: i["pts"] == 33 and plain(dict(i, pts=0)))
    finish(d, i, opts, None)
    deals.append(d)
    # announced trull, contra by the first helper, recontra by the player: 100 x 4 from each
    ann = {("p", "trull"): True}
    d, i = build_deal(
        rng,
        3,
        1,
        bids=three(),
        rig=rig_player(["SKIZ", "T21", "T1", "T20", "T19", "T18"]),
        announce={"player": [{"kind": "trull"}]},
        doubles=[("h0", "trull", 2), ("p", "trull", 4)],
        protect_pagat=True,
        pred=lambda i: plain(i) and made_by(i, TRULL, "p"),
    )
    finish(d, i, opts, None, announced=ann, contras={"trull": 4})
    deals.append(d)
    # silent trull made: 50 from each
    d, i = build_deal(
        rng,
        3,
        2,
        bids=three(),
        rig=rig_player(["SKIZ", "T21", "T1", "T20", "T19"]),
        protect_pagat=True,
        pred=lambda i: plain(i) and made_by(i, TRULL, "p"),
    )
    finish(d, i, opts, None)
    deals.append(d)
    save(
        "01-trull-announced-recontra-silent.json",
        P3,
        opts,
        deals,
        "Deal 0: the player takes exactly 33 (lost). Deal 1: trull announced, contra and recontra on it, made (100 x 4); deal 2: trull made silently (50).",
        exp,
    )


def f02(rng):
    opts = {"pool": True, "pool_stake": 20, "pool_win_percent": 20}
    pool = Pool(opts)
    deals, exp = [], []
    ann = {("p", "four_kings"): True}
    d, i = build_deal(
        rng,
        3,
        0,
        bids=three(),
        rig=rig_player(["KH", "KD", "KS"]),
        announce={"player": [{"kind": "four_kings"}]},
        pred=lambda i: plain(i) and not made_by(i, KINGS, "p"),
    )
    finish(d, i, opts, pool, announced=ann)
    deals.append(d)
    d, i = build_deal(
        rng,
        3,
        1,
        bids=three(),
        strong=False,
        pred=lambda i: plain(i, True) and made_by(i, KINGS, "h") and not made_by(i, TRULL, "h"),
    )
    finish(d, i, opts, pool)
    deals.append(d)
    d, i = build_deal(
        rng,
        3,
        2,
        bids=three(),
        rig=rig_player(KINGS + ["SKIZ", "T21", "T20", "T19", "T18"]),
        announce={"player": [{"kind": "four_kings"}]},
        doubles=[("h1", "four_kings", 2)],
        pred=lambda i: plain(i) and made_by(i, KINGS, "p"),
    )
    finish(d, i, opts, pool, announced=ann, contras={"four_kings": 2})
    deals.append(d)
    save(
        "02-four-kings-failed-helpers-contra.json",
        P3,
        opts,
        deals,
        "Deal 0: four kings announced and failed (pays 200); deal 1: a helper takes all four kings silently (player pays 100); deal 2: four kings announced, contra, made (400). Pool stake 20, 20% of wins.",
        exp,
    )


def f03(rng):
    opts = {"preset": "standard"}
    pool = Pool(opts)
    deals, exp = [], []
    d, i = build_deal(rng, 3, 0, bids=three(), pred=lambda i: plain(i) and not ultimo_made(i))
    finish(d, i, opts, pool)
    deals.append(d)
    rigc = ["T1", "SKIZ", "T21", "T20", "T19", "T18", "T17", "T16", "T15"]
    d, i = build_deal(
        rng,
        3,
        1,
        bids=three(),
        rig=rig_player(rigc),
        announce={"player": [{"kind": "pagat_ultimo"}]},
        protect_pagat=True,
        pred=lambda i: plain(i) and ultimo_made(i),
    )
    finish(d, i, opts, pool, announced={("p", "pagat_ultimo"): True})
    deals.append(d)
    d, i = build_deal(
        rng,
        3,
        2,
        bids=three(),
        rig=rig_player(rigc),
        protect_pagat=True,
        pred=lambda i: plain(i) and ultimo_made(i),
    )
    finish(d, i, opts, pool)
    deals.append(d)
    save(
        "03-ultimo-announced-made-pool-then-silent.json",
        P3,
        opts,
        deals,
        "Deal 1: pagat ultimo announced and made (100 and the pool); deal 2: made silently (50, no pool; stakes again).",
        exp,
    )


def f04(rng):
    opts = {"pool": True, "contra_on_pool": True}
    pool = Pool(opts)
    deals, exp = [], []
    d, i = build_deal(rng, 3, 0, bids=three(), pred=lambda i: plain(i) and not ultimo_made(i))
    finish(d, i, opts, pool)
    deals.append(d)

    def lost_last(i):
        w, cs, tr = i["tricks"][-1]
        return plain(i) and (i["player"], "T1") in tr and w != i["player"]

    d, i = build_deal(
        rng,
        3,
        1,
        bids=three(),
        rig=rig_player(["T1", "SKIZ", "T21"]),
        announce={"player": [{"kind": "pagat_ultimo"}]},
        doubles=[("h0", "pagat_ultimo", 2)],
        protect_pagat=True,
        pred=lost_last,
    )
    finish(
        d,
        i,
        opts,
        pool,
        announced={("p", "pagat_ultimo"): True},
        contras={"pagat_ultimo": 2},
        ultimo_contra=2,
    )
    deals.append(d)

    def driven_out(i):
        early = [k for k, (w, cs, tr) in enumerate(i["tricks"]) if (i["player"], "T1") in tr]
        return plain(i) and early and early[0] < 11

    d, i = build_deal(
        rng,
        3,
        2,
        bids=three(),
        rig=rig_player(["T1", "T2"]),
        announce={"player": [{"kind": "pagat_ultimo"}]},
        protect_pagat=True,
        pred=driven_out,
    )
    finish(d, i, opts, pool, announced={("p", "pagat_ultimo"): True})
    deals.append(d)
    save(
        "04-ultimo-failed-contra-on-pool-driven-out.json",
        P3,
        opts,
        deals,
        "Deal 1: ultimo announced, contra, pagat beaten in the last trick (200 each, pool paid twice over: contra_on_pool); deal 2: ultimo announced, pagat driven out before the last trick (100, pool paid).",
        exp,
    )


def count_t(cards):
    return sum(1 for c in cards if is_t(c))


def f05(rng):
    opts = {"pool": False, "tarocks_paid": "if_game_won"}
    deals, exp = [], []

    def disc_with_tarock(hand, hands, talon):
        low = sorted([c for c in hand if is_t(c) and c not in TRULL], key=trank)[:1]
        rest = sorted([c for c in hand if not is_t(c) and c not in KINGS], key=value)[:2]
        return low + rest

    disc_with_tarock.shown = True
    # deal 0: ten tarocks announced (one tarock laid away and shown), game won: +50 each
    d, i = build_deal(
        rng,
        3,
        0,
        bids=three(),
        discard=disc_with_tarock,
        announce={"player": [{"kind": "tarocks", "count": 10}]},
        pred=lambda i: (
            plain(i)
            and i["pts"] > 33
            and count_t(i["hand_after"][i["player"]]) == 10
            and len([c for c in i["disc"] if not is_t(c)]) == 2
        ),
        rig=lambda act: {act[0]: ["T2", "T3", "T4", "T5", "T6", "T7", "T8", "T9", "T10", "T11"]},
    )
    finish(d, i, opts, None, announced={("p", "tarocks"): 10})
    deals.append(d)
    # deal 1: ten tarocks announced, game lost: pays 50 each
    d, i = build_deal(
        rng,
        3,
        1,
        bids=three(),
        announce={"player": [{"kind": "tarocks", "count": 10}]},
        strong=False,
        pred=lambda i: plain(i) and i["pts"] < 33 and count_t(i["hand_after"][i["player"]]) == 10,
        rig=lambda act: {act[0]: ["T2", "T3", "T4", "T5", "T6", "T7", "T8", "T9", "T10", "T11"]},
    )
    finish(d, i, opts, None, announced={("p", "tarocks"): 10})
    deals.append(d)
    # deal 2: a helper announces ten tarocks; helpers win the game: the player pays 50 to each
    d, i = build_deal(
        rng,
        3,
        2,
        bids=three(),
        announce={"h": [[{"kind": "tarocks", "count": 10}], []]},
        strong=False,
        rig=lambda act: {act[1]: ["SKIZ", "T21", "T20", "T19", "T18", "T17", "T16", "T15", "T14", "T13"]},
        pred=lambda i: plain(i) and i["pts"] < 33 and count_t(i["hand_after"][i["helpers"][0]]) == 10,
    )
    finish(d, i, opts, None, announced={("h", "tarocks"): 10})
    deals.append(d)
    save(
        "05-tarocks-if-game-won.json",
        P3,
        opts,
        deals,
        "tarocks_paid=if_game_won. Deal 0: 10 tarocks announced (a tarock laid away, shown), game won; deal 1: announced, game lost (pays); deal 2: a helper announces 10 tarocks, helpers win.",
        exp,
    )


def f06(rng):
    opts = {"pool": False}
    deals, exp = [], []
    top12 = ["SKIZ"] + [f"T{k}" for k in range(21, 10, -1)]
    d, i = build_deal(
        rng,
        3,
        0,
        bids=[(0, "solo"), (1, "pass"), (2, "pass")],
        contract="solo",
        rig=rig_player(top12),
        pred=lambda i: all(w == i["player"] for w, _, _ in i["tricks"]),
    )
    finish(d, i, opts, None)
    deals.append(d)
    d, i = build_deal(
        rng,
        3,
        1,
        bids=[(0, "solo"), (1, "pass"), (2, "pass")],
        contract="solo",
        rig=rig_player(["SKIZ", "T21", "T20", "T19", "T18", "T17", "KH", "KD"]),
        doubles=[("h1", "game", 2)],
        pred=lambda i: plain(i) and i["pts"] > 33,
    )
    finish(d, i, opts, None, contras={"game": 2})
    deals.append(d)
    d, i = build_deal(
        rng,
        3,
        2,
        bids=[(0, "solo"), (1, "pass"), (2, "pass")],
        contract="solo",
        rig=rig_player(top12),
        announce={"player": [{"kind": "volat"}]},
        pred=lambda i: all(w == i["player"] for w, _, _ in i["tricks"]),
    )
    finish(d, i, opts, None, announced={("p", "volat"): True})
    deals.append(d)
    save(
        "06-solo-volat-silent-contra-announced.json",
        P3,
        opts,
        deals,
        "Deal 0: solo, silent volat (600); deal 1: solo won with contra (x2); deal 2: solo, announced volat made (1200).",
        exp,
    )


def f07(rng):
    opts = {
        "pool": False,
        "consolation": "single",
        "renonce_premiums": "all_paid",
        "renonce_silent_premiums": "counted",
    }
    deals, exp = [], []
    d, i = build_deal(rng, 3, 0, bids=three(), pred=plain)
    finish(d, i, opts, None)
    deals.append(d)
    d, i = build_deal(
        rng,
        3,
        1,
        bids=three(),
        rig=rig_player(["SKIZ", "T21", "T1", "T20", "T19", "T18", "KH", "KD", "KS"]),
        announce={"player": [{"kind": "four_kings"}]},
        doubles=[("h0", "game", 2)],
        protect_pagat=True,
        revoke=lambda act, p, h: {"seat": p, "after": 2},
        pred=lambda i: plain(i) and i["pts"] > 33 and made_by(i, TRULL, "p"),
    )
    finish(
        d,
        i,
        opts,
        None,
        announced={("p", "four_kings"): True},
        contras={"game": 2},
        renonce=("p", i["player"]),
    )
    exp.append((1, i["play_start"] + i["revoke_at"], "revoke"))
    deals.append(d)
    d, i = build_deal(rng, 3, 2, bids=three(), pred=plain)
    finish(d, i, opts, None)
    deals.append(d)
    save(
        "07-player-revoke-consolation-single-premiums.json",
        P3,
        opts,
        deals,
        "Deal 1: the player (contra'd, four kings announced, silent trull made, over 33) revokes: consolation once (single), announced four kings paid (all_paid), silent trull counted (counted).",
        exp,
    )


def f08(rng):
    opts = {"pool": False, "helper_renonce_pays": "offender"}
    deals, exp = [], []
    d, i = build_deal(rng, 3, 0, bids=three(), pred=plain)
    finish(d, i, opts, None)
    deals.append(d)
    d, i = build_deal(
        rng,
        3,
        1,
        bids=three(),
        revoke=lambda act, p, h: {"seat": h[1], "after": 1},
        pred=lambda i: plain(i) and i["pts"] > 33,
    )
    finish(d, i, opts, None, renonce=("h", i["helpers"][1]))
    exp.append((1, i["play_start"] + i["revoke_at"], "revoke"))
    deals.append(d)
    # deal 2: the second bidder takes the bottom three ('spód', the second purchase) and loses: x2
    d, i = build_deal(
        rng,
        3,
        2,
        bids=[(0, "three"), (1, "bottom"), (2, "pass"), (0, "pass")],
        contract="bottom",
        strong=False,
        pred=lambda i: plain(i) and i["pts"] < 33,
    )
    finish(d, i, opts, None)
    deals.append(d)
    save(
        "08-helper-revoke-offender-pays.json",
        P3,
        opts,
        deals,
        "Deal 1: a helper trumps holding the suit led; the player (over 33) wins; the offender pays both shares (helper_renonce_pays=offender). Deal 2: bottom three bought and lost (x2).",
        exp,
    )


def f09(rng):
    opts = {"pool": True, "renonce_pool": "paid"}
    pool = Pool(opts)
    deals, exp = [], []

    def disc_tarock_unshown(hand, hands, talon):
        return (
            sorted([c for c in hand if is_t(c) and c not in TRULL], key=trank)[:1]
            + sorted([c for c in hand if not is_t(c) and c not in KINGS], key=value)[:2]
        )

    # deal 0: a tarock laid away with nothing announced: legal (§22 last sentence)
    d, i = build_deal(
        rng,
        3,
        0,
        bids=three(),
        discard=disc_tarock_unshown,
        pred=lambda i: plain(i) and count_t(i["disc"]) == 1 and not ultimo_made(i),
    )
    finish(d, i, opts, pool)
    deals.append(d)

    # deal 1: a king laid away (§13), pagat ultimo announced: lost unconditionally; pool paid (renonce_pool=paid)
    def disc_king(hand, hands, talon):
        k = [c for c in hand if c in KINGS][:1]
        return k + sorted([c for c in hand if not is_t(c) and c not in KINGS], key=value)[:2]

    d, i = build_deal(
        rng,
        3,
        1,
        bids=three(),
        discard=disc_king,
        rig=rig_player(["T1", "SKIZ", "T21", "T20", "KC"]),
        announce={"player": [{"kind": "pagat_ultimo"}]},
        protect_pagat=True,
        pred=lambda i: plain(i) and len(i["disc"]) == 3 and i["pts"] > 33 and not made_by(i, TRULL, "p"),
    )
    finish(
        d,
        i,
        opts,
        pool,
        announced={("p", "pagat_ultimo"): True},
        renonce=("p", i["player"]),
        renonce_pays=True,
    )
    exp.append((1, 4, "illegal_discard"))
    deals.append(d)

    # deal 2: ten tarocks announced, a tarock laid away without showing it (§22): renonce
    d, i = build_deal(
        rng,
        3,
        2,
        bids=three(),
        discard=disc_tarock_unshown,
        rig=lambda act: {act[0]: ["T2", "T3", "T4", "T5", "T6", "T7", "T8", "T9", "T10", "T11", "T12"]},
        announce={"player": [{"kind": "tarocks", "count": 10}]},
        pred=lambda i: (
            plain(i)
            and count_t(i["hand_after"][i["player"]]) == 10
            and i["pts"] > 33
            and not ultimo_made(i)
            and not made_by(i, TRULL, "p")
            and not made_by(i, KINGS, "p")
        ),
    )
    finish(d, i, opts, pool, announced={("p", "tarocks"): 10}, renonce=("p", i["player"]))
    exp.append((2, 4, "illegal_discard (guess)"))
    deals.append(d)
    save(
        "09-king-discard-unshown-tarock-renonce-pool-paid.json",
        P3,
        opts,
        deals,
        "Deal 0: tarock laid away, nothing announced (legal). Deal 1: a king laid away with ultimo announced (lost; pool paid, renonce_pool=paid). Deal 2: 10 tarocks announced, a tarock laid away unshown (renonce §22).",
        exp,
    )


def insert_event(d, idx, ev):
    d.events.insert(idx, ev)


def f10(rng):
    opts = {"pool": False, "take_back": "until_covered"}
    deals, exp = [], []
    d, i = build_deal(rng, 3, 0, bids=three(), pred=plain)
    # the forehand leads a card, takes it back before the next player plays, leads another
    ps = i["play_start"]
    lead_seat, lead_card = i["plays"][0]
    later = [c for s, c in i["plays"][3:] if s == lead_seat][0]
    insert_event(d, ps, dict(type="play", seat=lead_seat, card=later))
    finish(d, i, opts, None)
    deals.append(d)
    # deal 1: a helper announces before the player (§11: the player announces first)
    d, i = build_deal(
        rng,
        3,
        1,
        bids=three(),
        announce={"player": [{"kind": "trull"}]},
        rig=rig_player(["SKIZ", "T21", "T1", "T20", "T19", "T18", "T17"]),
        protect_pagat=True,
        pred=lambda i: plain(i) and made_by(i, TRULL, "p"),
    )
    pa, h0a = i["ann_event"][i["player"]], i["ann_event"][i["helpers"][0]]
    d.events[pa], d.events[h0a] = d.events[h0a], d.events[pa]
    finish(d, i, opts, None, announced={("p", "trull"): True})
    exp.append((1, pa, "out_of_turn (guess)"))
    deals.append(d)
    d, i = build_deal(rng, 3, 2, bids=three(), pred=plain)
    finish(d, i, opts, None)
    deals.append(d)
    save(
        "10-lead-taken-back-announce-out-of-turn.json",
        P3,
        opts,
        deals,
        "take_back=until_covered: deal 0's first lead is taken back before the next card (legal). Deal 1: a helper announces before the player.",
        exp,
    )


def f11(rng):
    opts = {"pool": True, "pool_pass_fee": 2, "pool_dealer_fee": 1}
    pool = Pool(opts)
    deals, exp = [], []
    # deal 0: dealer 0 is the king; the player loses with contra: pays both helpers and the king
    d, i = build_deal(
        rng,
        4,
        0,
        bids=three(),
        doubles=[("h1", "game", 2)],
        strong=False,
        pred=lambda i: plain(i) and i["pts"] < 33,
    )
    opps = i["helpers"] + [0]
    finish(d, i, opts, pool, participants=[0, 1, 2, 3], opps=opps, contras={"game": 2})
    deals.append(d)
    # deal 1: all three pass
    act = active_seats(4, 1)
    hands, talon = deal_cards(rng, 4, act)
    d = Deal(4, 1)
    d.hands = [sorted(hands[s], key=DECK.index) if s in act else [] for s in range(4)]
    d.talon = talon
    for s in act:
        d.ev(type="bid", seat=s, bid="pass")
    pool.pre(d, [0, 1, 2, 3])
    pool.all_pass(d, act)
    deals.append(d)
    # deal 2: silent trull; the king's trull payment written as 100 (planted wrong payment)
    d, i = build_deal(
        rng,
        4,
        2,
        bids=three(),
        rig=rig_player(["SKIZ", "T21", "T1", "T20", "T19", "T18"]),
        protect_pagat=True,
        pred=lambda i: plain(i) and i["pts"] > 33 and made_by(i, TRULL, "p"),
    )
    opps = i["helpers"] + [2]
    pays = finish(d, i, opts, pool, participants=[0, 1, 2, 3], opps=opps)
    for k, (f, _t, _amt, reason) in enumerate(pays):
        if reason == "trull" and f == 2:
            ev = d.events[i["pay_idx"][k]]
            ev["amount"] = 100
            exp.append((2, i["pay_idx"][k], "wrong_payment"))
    deals.append(d)
    save(
        "11-four-players-king-pass-fees-wrong-trull.json",
        P4,
        opts,
        deals,
        "Four players, the dealer is the king (sits out, pays and is paid). Deal 1 all pass (pass fee 2, dealer fee 1). Deal 2: silent trull, the king's trull payment written 100 (planted).",
        exp,
    )


def f12(rng):
    opts = {"pool": False, "szpricer": True}
    deals, exp = [], []
    act = active_seats(4, 3)
    hands, talon = deal_cards(rng, 4, act)
    d = Deal(4, 3)
    d.hands = [sorted(hands[s], key=DECK.index) if s in act else [] for s in range(4)]
    d.talon = talon
    for s in act:
        d.ev(type="bid", seat=s, bid="pass")
    d.ev(type="call", seat=3, call="szpricer")
    deals.append(d)
    old = list(talon)
    # deal 1: dealt again by the king (3), who holds the old talon and six more; the passer
    # before the king (seat 2) sits out; the king must play a three at least: he bids three and wins
    d, i = build_deal(
        rng,
        4,
        3,
        out=2,
        bids=[(0, "pass"), (1, "pass"), (2, "three")],
        rig=lambda act: {3: old},
        pred=lambda i: plain(i) and i["pts"] > 33,
    )
    finish(d, i, opts, None, opps=i["helpers"] + [2])
    deals.append(d)
    d, i = build_deal(rng, 4, 0, bids=three(), pred=plain)
    finish(d, i, opts, None, opps=i["helpers"] + [0])
    deals.append(d)
    save(
        "12-szpricer-king-wins.json",
        P4,
        opts,
        deals,
        "szpricer=true. Deal 0: all pass, the king (dealer 3) keeps the talon; deal 1: dealt again by him, he bids three and wins; deal 2: next dealer.",
        exp,
    )


def f13(rng):
    opts = {"pool": False, "contra_symmetric": True}
    deals, exp = [], []
    d, i = build_deal(
        rng,
        5,
        0,
        sitter=4,
        bids=three(),
        doubles=[("h0", "game", 2), ("p", "game", 4)],
        pred=lambda i: plain(i) and i["pts"] > 33,
    )
    finish(d, i, opts, None, opps=i["helpers"] + [0], contras={"game": 4})
    deals.append(d)
    d, i = build_deal(
        rng, 5, 1, sitter=4, bids=three(), pred=lambda i: plain(i) and i["pts"] < 33, strong=False
    )
    finish(d, i, opts, None, opps=i["helpers"] + [1])
    deals.append(d)
    save(
        "13-five-players-sitter-contra-symmetric.json",
        P5,
        opts,
        deals,
        "Five players: Edward (seat 4) sits out the round; the dealer is the king. contra_symmetric: deal 0 won with contra and recontra pays x4.",
        exp,
    )


def f14(rng):
    opts = {"pool": True, "defend_pool": "required"}
    pool = Pool(opts)
    deals, exp = [], []

    def nopag(role):
        return lambda i: "T1" not in i["hands"][i["act"][role]]

    # deal 0: forehand pass_volat (no pagat), second three, third holds the pagat: may pass
    d, i = build_deal(
        rng,
        3,
        0,
        bids=[(0, "pass_volat"), (1, "three"), (2, "pass")],
        rig=lambda act: {act[2]: ["T1"]},
        pred=lambda i: plain(i) and nopag(0)(i) and not ultimo_made(i),
    )
    finish(d, i, opts, pool)
    deals.append(d)
    # deal 1: the same, the third has no pagat and passes: must defend (required)
    d, i = build_deal(
        rng,
        3,
        1,
        bids=[(0, "pass_volat"), (1, "three"), (2, "pass")],
        pred=lambda i: plain(i) and nopag(0)(i) and nopag(2)(i) and not ultimo_made(i),
    )
    finish(d, i, opts, pool)
    exp.append((1, 2, "(guess: a defend_pool code)"))
    deals.append(d)
    d, i = build_deal(rng, 3, 2, bids=three(), pred=lambda i: plain(i) and not ultimo_made(i))
    finish(d, i, opts, pool)
    deals.append(d)
    save(
        "14-defend-pool-required.json",
        P3,
        opts,
        deals,
        "defend_pool=required (§28). Deal 0: after pass volat and a three, the third holds the pagat and passes (allowed); deal 1: the third has no pagat and passes.",
        exp,
    )


def f15(rng):
    opts = {"pool": False, "no_tarock_redeal": True, "take_back": "never"}
    deals, exp = [], []
    # deal 0: a player without a tarock has the cards thrown in
    while True:
        act = active_seats(3, 0)
        hands, talon = deal_cards(rng, 3, act)
        bare = [s for s in act if count_t(hands[s]) == 0]
        if len(bare) == 1:
            break
    d = Deal(3, 0)
    d.hands = [sorted(hands[s], key=DECK.index) for s in range(3)]
    d.talon = talon
    d.ev(type="redeal", seat=bare[0], reason="no_tarock")
    deals.append(d)
    d, i = build_deal(rng, 3, 0, bids=three(), pred=plain)
    finish(d, i, opts, None)
    deals.append(d)
    # deal 2: a follower adds a card and takes it back (take_back=never)
    d, i = build_deal(rng, 3, 1, bids=three(), pred=plain)
    ps = i["play_start"]
    pos = None
    for t in range(2, 10):
        s2, c2 = i["plays"][3 * t + 1]
        led = i["plays"][3 * t][1]
        later = [c for s, c in i["plays"][3 * t + 3 :] if s == s2]
        hand_then = [c2] + later + [c for s, c in i["plays"][3 * t + 2 : 3 * t + 3] if s == s2]
        alt = [c for c in later if c in legal(hand_then, led) and c != c2]
        if alt:
            insert_event(d, ps + 3 * t + 1, dict(type="play", seat=s2, card=alt[0]))
            pos = ps + 3 * t + 2
            break
    assert pos
    finish(d, i, opts, None)
    exp.append((2, pos, "(guess: take-back code)"))
    deals.append(d)
    save(
        "15-no-tarock-redeal-take-back-never.json",
        P3,
        opts,
        deals,
        "no_tarock_redeal: deal 0 thrown in by a player without a tarock; the same dealer deals again. take_back=never: in deal 2 a follower adds a card and changes it.",
        exp,
    )


if __name__ == "__main__":
    for k, fn in enumerate([f01, f02, f03, f04, f05, f06, f07, f08, f09, f10, f11, f12, f13, f14, f15]):
        fn(random.Random(SEED + k))
    for name, (e, summ) in OUT.items():
        print(name, e)
        for line in summ:
            print("   ", line)
