"""Blind generator: Danish Tarok deals made void by an irreparable fault (§18), redeals (§17).

Written from the Polish source and the format spec only (no validator import).
Run: python _gen.py [seed]  -> writes NN-desc.json and EXPECTED.md next to this file.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).parent
N = 3
SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]
RED_PIPS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]  # high -> low
BLACK_PIPS = ["10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
DECK = [r + s for s in SUITS for r in COURTS + (RED_PIPS if s in "HD" else BLACK_PIPS)]
DECK += ["T%d" % i for i in range(1, 22)] + ["JOKER"]
assert len(DECK) == 78


def suit(c):
    if c == "JOKER":
        return "X"
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank_val(c):  # higher is stronger within its suit
    if c.startswith("T"):
        return int(c[1:])
    s, r = c[-1], c[:-1]
    order = COURTS + (RED_PIPS if s in "HD" else BLACK_PIPS)
    return 100 - order.index(r)


def is_trump(c):  # §17/§13: the Joker is not a trump for these rules
    return suit(c) == "T"


def card_pts(c):  # §15 card points
    if c in ("T1", "T21", "JOKER") or c[0] == "K" and not c.startswith("T"):
        return 4
    if c[0] == "Q":
        return 3
    if c[0] == "N":
        return 2
    if c[0] == "J" and c != "JOKER":
        return 1
    return 0


def declarations(hand):
    """§14 declarations of a hand (list of items); [] = pass."""
    items = []
    has_j = "JOKER" in hand
    nt = sum(1 for c in hand if is_trump(c)) + (1 if has_j else 0)
    if nt >= 10:
        items.append({"kind": "trumps", "count": nt, "pagat": "T1" in hand})
    if has_j and "T21" in hand and "T1" in hand:
        k = 3
        t = 20
        while "T%d" % t in hand:
            k += 1
            t -= 1
        items.append({"kind": "matadors", "count": k})
    for s in SUITS:
        held = [r for r in COURTS if r + s in hand]
        if len(held) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if has_j else "full"})
        elif len(held) == 3 and has_j:
            miss = [r for r in COURTS if r not in held][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
    kings = [s for s in SUITS if "K" + s in hand]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if has_j else "full"})
    elif len(kings) == 3 and has_j:
        items.append({"kind": "kings", "form": "half", "missing": [s for s in SUITS if s not in kings][0]})
    return items


def pay(frm, to, amount, reason):
    return {"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason}


def round5(x):
    return int(round(x / 5.0)) * 5


class Deal:
    """One deal dealt from a seeded shuffle; dealer gets 28, the others 25."""

    def __init__(self, rng, dealer, cond=None, tries=5000):
        for _ in range(tries):
            deck = DECK[:]
            rng.shuffle(deck)
            hands = [[] for _ in range(N)]
            order = [(dealer + 1 + i) % N for i in range(N)]
            pos = 0
            for _r in range(5):
                for s in order:
                    hands[s].extend(deck[pos : pos + 5])
                    pos += 5
            hands[dealer].extend(deck[pos : pos + 3])
            self.hands = hands
            self.dealer = dealer
            if cond is None or cond(self):
                return
        raise RuntimeError("no deal found")

    def legal_discard(self):
        h = self.hands[self.dealer]
        pips = [c for c in h if suit(c) in SUITS and c[0] not in "KQNJ"]
        pips.sort(key=rank_val)
        return pips[:3]


def play_out(hands_after, dealer, rng):
    """Legal play of 25 tricks. Returns list of (seat, card, named) and per-trick info."""
    hands = [list(h) for h in hands_after]
    leader = (dealer + 1) % N
    plays = []
    tricks = []
    ntr = len(hands[0])
    for t in range(ntr):
        cards = []
        seat = leader
        led = None
        for k in range(N):
            h = hands[seat]
            if k == 0:
                opts = [c for c in h if c != "JOKER"] or h
                c = rng.choice(opts)
                led = suit(c)
            else:
                follow = [c for c in h if suit(c) == led]
                if follow:
                    opts = follow
                else:
                    tr = [c for c in h if is_trump(c)]
                    opts = tr or [c for c in h if c != "JOKER"] or h
                # the Joker: played as early as allowed (tricks 2.. , never the second-last)
                if "JOKER" in h and 1 <= t < ntr - 2:
                    opts = ["JOKER"]
                c = rng.choice(opts)
            h.remove(c)
            cards.append((seat, c))
            plays.append((seat, c, None))
            seat = (seat + 1) % N
        # winner
        best = None
        for s_, c in cards:
            if c == "JOKER":
                continue
            key = (2, rank_val(c)) if is_trump(c) else ((1, rank_val(c)) if suit(c) == led else (0, 0))
            if best is None or key > best[0]:
                best = (key, s_)
        tricks.append({"cards": cards, "winner": best[1], "led": led})
        leader = best[1]
    return plays, tricks


def settle(tricks, dealer, skat):
    """Payments during play and after it (§15). Returns (events_after_each_trick, final, info) or None
    when the deal is one the generator avoids (tout, nolo, an ultimo card in the last trick)."""
    ntr = len(tricks)
    per_trick = []
    won = [0] * N
    pts = [0] * N
    for t, tr in enumerate(tricks):
        w = tr["winner"]
        won[w] += 1
        pts[w] += 1
        evs = []
        for s_, c in tr["cards"]:
            if c == "JOKER" and t < ntr - 1:
                pts[s_] += 4
            else:
                pts[w] += card_pts(c)
        if t < ntr - 1:
            for s_, c in tr["cards"]:
                if c[0] == "K" and s_ != w:
                    for o in range(N):
                        if o != s_:
                            evs.append(pay(s_, o, 5, "king_lost"))
                    evs.append(pay(s_, "king_pool", 5, "king_lost"))
                if c == "T1":
                    if s_ != w:
                        for o in range(N):
                            if o != s_:
                                evs.append(pay(s_, o, 5, "pagat_lost"))
                        evs.append(pay(s_, "pagat_pool", 5, "pagat_lost"))
                    else:
                        for o in range(N):
                            if o != s_:
                                evs.append(pay(o, s_, 5, "pagat_trick"))
        per_trick.append(evs)
    pts[dealer] += 1  # the skat's point
    if any(c == "JOKER" for _, c in tricks[-1]["cards"]):
        return None
    assert sum(pts) == 78, pts
    if max(won) == ntr or min(won) == 0:
        return None
    last = tricks[-1]
    if any(c == "T1" or (c[0] == "K" and not c.startswith("T")) for _, c in last["cards"]):
        return None
    final = []
    w = last["winner"]
    for o in range(N):
        if o != w:
            final.append(pay(o, w, 20, "last_trick"))
    new_dealer = (dealer + 1) % N
    for p in range(N):
        if p == new_dealer:
            continue
        d = round5(pts[p] - 26)
        if d < 0:
            final.append(pay(p, new_dealer, -d, "card_points"))
        elif d > 0:
            final.append(pay(new_dealer, p, d, "card_points"))
    return per_trick, final, {"won": won, "pts": pts}


def no_decl(d):
    return all(declarations(h) == [] for h in d.hands)


DECL_VALUE = {"rich": 15, "full": 10, "half": 5}


def decl_amount(it):
    if it["kind"] == "trumps":
        return 10 + 5 * (it["count"] - 10)
    if it["kind"] == "matadors":
        return 10 + 5 * (it["count"] - 3)
    return DECL_VALUE[it["form"]]


def build_played(hands, dealer, rng, pre):
    """Skat, declarations (with their payments), the whole play and every payment; None if the deal
    is one the generator avoids."""
    dd = Deal.__new__(Deal)
    dd.hands, dd.dealer = hands, dealer
    skat = dd.legal_discard()
    after = [list(h) for h in hands]
    for c in skat:
        after[dealer].remove(c)
    plays, tricks = play_out(after, dealer, random.Random(rng.random()))
    st = settle(tricks, dealer, skat)
    if st is None:
        return None
    per_trick, final, _ = st
    ev = list(pre)
    ev.append({"type": "discard", "seat": dealer, "cards": skat})
    for k in range(N):
        s = (dealer + k) % N
        items = declarations(after[s])
        ev.append({"type": "declare", "seat": s, "items": items})
        for it in items:
            for o in range(N):
                if o != s:
                    ev.append(pay(o, s, decl_amount(it), "declaration"))
    for t, tr in enumerate(tricks):
        for s_, c in tr["cards"]:
            ev.append({"type": "play", "seat": s_, "card": c})
        ev += per_trick[t]
    ev += final
    return ev


def full_deal(rng, dealer, fee=True, extra_cond=None):
    """A complete clean deal without declarations: fee, skat, passes, play, every payment."""
    while True:
        d = Deal(rng, dealer, cond=lambda x: no_decl(x) and (extra_cond is None or extra_cond(x)))
        pre = [pay(dealer, "pagat_pool", 5, "deal_fee"), pay(dealer, "king_pool", 5, "deal_fee")] if fee else []
        ev = build_played(d.hands, dealer, rng, pre)
        if ev is not None:
            return {"dealer": dealer, "hands": d.hands, "events": ev}, None


def foundations():
    ev = []
    for pool in ("pagat_pool", "king_pool"):
        for s in range(N):
            ev.append(pay(s, pool, 20, "foundation"))
    return ev


def net_of(events):
    net = {str(s): 0 for s in range(N)}
    net["pagat_pool"] = 0
    net["king_pool"] = 0
    for e in events:
        if e["type"] == "payment":
            net[str(e["from"])] -= e["amount"]
            net[str(e["to"])] += e["amount"]
    return net


def to_sheet(deal):
    """Replace a deal's payments by score lines (net chips per seat and pool)."""
    net = net_of(deal["events"])
    ev = [e for e in deal["events"] if e["type"] != "payment"]
    for s in range(N):
        ev.append({"type": "score", "party": s, "points": net[str(s)]})
    ev.append({"type": "score", "party": "pagat_pool", "points": net["pagat_pool"]})
    ev.append({"type": "score", "party": "king_pool", "points": net["king_pool"]})
    return {**deal, "events": ev}, net


def idx(deal, pred, nth=0):
    hits = [i for i, e in enumerate(deal["events"]) if pred(e)]
    return hits[nth]


PLAYERS = ["Anders", "Birgit", "Carsten"]


def transcript(deals, desc, start=None):
    t = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {"preset": "standard"},
        "players": PLAYERS,
        "meta": {"round": "danish-void-deal-edges", "description": desc},
        "deals": deals,
    }
    if start:
        t["start"] = start
    return t


# ----------------------------------------------------------------------------------------- deals
def skat_void_deal(rng, dealer, first=True):
    """Dealer lays a king into the skat; every seat declares (pass); irreparable: 40 to each pool by
    the dealer; the deal is void (no play written)."""
    d = Deal(rng, dealer, cond=lambda x: no_decl(x) and any(c[0] == "K" and suit(c) in SUITS for c in x.hands[dealer]))
    king = [c for c in d.hands[dealer] if c[0] == "K" and suit(c) in SUITS][0]
    skat = [king] + d.legal_discard()[:2]
    ev = foundations() if first else []
    ev += [pay(dealer, "pagat_pool", 5, "deal_fee"), pay(dealer, "king_pool", 5, "deal_fee")]
    ev.append({"type": "discard", "seat": dealer, "cards": skat})
    for k in range(N):
        ev.append({"type": "declare", "seat": (dealer + k) % N, "items": []})
    ev += [pay(dealer, "pagat_pool", 40, "penalty"), pay(dealer, "king_pool", 40, "penalty")]
    return {"dealer": dealer, "hands": d.hands, "events": ev}


def skat_void_played(rng, dealer):
    """The same fault found only when the skat is turned after the last trick: the deal was played
    out, but as it is void none of its play payments are made; the fine after the last trick."""
    while True:
        d = Deal(rng, dealer, cond=lambda x: no_decl(x) and any(c[0] == "K" and suit(c) in SUITS for c in x.hands[dealer]))
        king = [c for c in d.hands[dealer] if c[0] == "K" and suit(c) in SUITS][0]
        skat = [king] + d.legal_discard()[:2]
        after = [list(h) for h in d.hands]
        for c in skat:
            after[dealer].remove(c)
        plays, tricks = play_out(after, dealer, random.Random(rng.random()))
        won = [sum(1 for t in tricks if t["winner"] == s) for s in range(N)]
        if min(won) == 0:
            continue
        last = tricks[-1]["cards"]
        if any(c == "JOKER" for _, c in last):
            continue
        if any(c == "T1" or (c[0] == "K" and not c.startswith("T")) for _, c in last):
            continue
        ev = foundations()
        ev += [pay(dealer, "pagat_pool", 5, "deal_fee"), pay(dealer, "king_pool", 5, "deal_fee")]
        ev.append({"type": "discard", "seat": dealer, "cards": skat})
        for k in range(N):
            ev.append({"type": "declare", "seat": (dealer + k) % N, "items": []})
        for s_, c, _ in plays:
            ev.append({"type": "play", "seat": s_, "card": c})
        ev += [pay(dealer, "pagat_pool", 40, "penalty"), pay(dealer, "king_pool", 40, "penalty")]
        lt = tricks[-1]["winner"]
        return {"dealer": dealer, "hands": d.hands, "events": ev}, lt


def first_trick_quiet(after, dealer, rng):
    """Play one trick in which no king or Pagat falls; return its plays or None."""
    plays, tricks = play_out(after, dealer, rng)
    t0 = tricks[0]
    if any(c == "T1" or (c[0] == "K" and not c.startswith("T")) or c == "JOKER" for _, c in t0["cards"]):
        return None
    return [(s_, c) for s_, c in t0["cards"]]


def decl_void_deal(rng, dealer, liar):
    """`liar` holds 9 trumps (Joker counted) and declares 10; the others pay 10 each. The first trick
    is played; then the error shows: 40 to each pool from the liar, and he hands the 10s back."""
    def cond(x):
        h = x.hands[liar]
        nt = sum(1 for c in h if is_trump(c)) + ("JOKER" in h)
        return nt == 9 and no_decl(x) and "T1" not in h
    while True:
        d = Deal(rng, dealer, cond=cond, tries=200000)
        skat = d.legal_discard()
        after = [list(h) for h in d.hands]
        for c in skat:
            after[dealer].remove(c)
        t0 = first_trick_quiet(after, dealer, random.Random(rng.random()))
        if t0 is None:
            continue
        ev = foundations()
        ev += [pay(dealer, "pagat_pool", 5, "deal_fee"), pay(dealer, "king_pool", 5, "deal_fee")]
        ev.append({"type": "discard", "seat": dealer, "cards": skat})
        others = [s for s in range(N) if s != liar]
        for k in range(N):
            s = (dealer + k) % N
            if s == liar:
                ev.append({"type": "declare", "seat": s, "items": [{"kind": "trumps", "count": 10, "pagat": False}]})
                for o in others:
                    ev.append(pay(o, liar, 10, "declaration"))
            else:
                ev.append({"type": "declare", "seat": s, "items": []})
        for s_, c in t0:
            ev.append({"type": "play", "seat": s_, "card": c})
        ev += [pay(liar, "pagat_pool", 40, "penalty"), pay(liar, "king_pool", 40, "penalty")]
        for o in others:
            ev.append(pay(liar, o, 10, "declaration"))
        return {"dealer": dealer, "hands": d.hands, "events": ev}


def misdealt(rng, dealer):
    """Seat dealer+1 dealt 26, seat dealer+2 24 (one card of the packet went astray)."""
    d = Deal(rng, dealer, cond=no_decl)
    a, b = (dealer + 1) % N, (dealer + 2) % N
    moved = [c for c in d.hands[b] if suit(c) in SUITS and c[0] not in "KQNJ"][0]
    d.hands[b].remove(moved)
    d.hands[a].append(moved)
    return d


def misdeal_after_play(rng, dealer):
    while True:
        d = misdealt(rng, dealer)
        if any(declarations(h) for h in d.hands):
            continue
        skat = d.legal_discard()
        after = [list(h) for h in d.hands]
        for c in skat:
            after[dealer].remove(c)
        # play the first trick only (the hands are uneven; the slip is found in the second)
        t0 = first_trick_quiet([h + [] for h in after], dealer, random.Random(rng.random()))
        if t0 is None:
            continue
        ev = foundations()
        ev += [pay(dealer, "pagat_pool", 5, "deal_fee"), pay(dealer, "king_pool", 5, "deal_fee")]
        ev.append({"type": "discard", "seat": dealer, "cards": skat})
        for k in range(N):
            ev.append({"type": "declare", "seat": (dealer + k) % N, "items": []})
        for s_, c in t0:
            ev.append({"type": "play", "seat": s_, "card": c})
        ev += [pay(dealer, "pagat_pool", 40, "penalty"), pay(dealer, "king_pool", 40, "penalty")]
        return {"dealer": dealer, "hands": d.hands, "events": ev}


def misdeal_before_play(rng, dealer):
    d = misdealt(rng, dealer)
    ev = foundations()
    ev += [pay(dealer, "pagat_pool", 5, "deal_fee"), pay(dealer, "king_pool", 5, "deal_fee")]
    ev += [pay(dealer, "pagat_pool", 5, "penalty"), pay(dealer, "king_pool", 5, "penalty")]
    return {"dealer": dealer, "hands": d.hands, "events": ev}


def no_trump_hand(x, s):
    return not any(is_trump(c) for c in x.hands[s])


def redeal_deal(rng, dealer, asker):
    """`asker` holds no trump (the Joker allowed) and asks for a redeal; nothing else happens."""
    d = Deal(rng, dealer, cond=no_decl)
    d.hands = make_no_trump_hand(d.hands, asker)
    assert no_trump_hand(d, asker)
    ev = foundations()
    ev += [pay(dealer, "pagat_pool", 5, "deal_fee"), pay(dealer, "king_pool", 5, "deal_fee")]
    ev.append({"type": "redeal", "seat": asker, "reason": "no_trumps"})
    return {"dealer": dealer, "hands": d.hands, "events": ev}


def make_no_trump_hand(hands, s):
    """Move every trump of seat s to the other seats in exchange for their plain suit cards."""
    hands = [list(h) for h in hands]
    others = [o for o in range(N) if o != s]
    k = 0
    for c in [c for c in hands[s] if is_trump(c)]:
        o = others[k % 2]
        k += 1
        swap = [x for x in hands[o] if suit(x) in SUITS and x[0] not in "KQNJ" and x not in hands[s]][0]
        hands[o].remove(swap)
        hands[o].append(c)
        hands[s].remove(c)
        hands[s].append(swap)
    return hands


# ------------------------------------------------------------------------------------------ build
def main(seed):
    rng = random.Random(seed)
    files = {}
    exp = {}

    def after_void(dealer_next, fee=True):
        return full_deal(rng, dealer_next, fee=fee)[0]

    # 01 base: illegal skat, void, next dealer deals
    d0 = skat_void_deal(rng, 0)
    d1 = after_void(1)
    files["01-skat-void-base"] = [d0, d1]
    disc = idx(d0, lambda e: e["type"] == "discard")
    exp["01-skat-void-base"] = [(0, disc, "illegal_skat")]
    # 02: one fine written as 20 instead of 40 (king pool)
    v = json.loads(json.dumps([d0, d1]))
    fi = idx(v[0], lambda e: e["type"] == "payment" and e["reason"] == "penalty", 1)
    v[0]["events"][fi]["amount"] = 20
    files["02-skat-void-fine-20"] = v
    exp["02-skat-void-fine-20"] = [(0, disc, "illegal_skat"), (0, fi, "wrong_payment")]
    # 03: the deal fee of the void deal handed back by the pools (a reversal reading)
    v = json.loads(json.dumps([d0, d1]))
    fi = idx(v[0], lambda e: e["type"] == "payment" and e["reason"] == "penalty", 1)
    v[0]["events"][fi + 1 : fi + 1] = [pay("pagat_pool", 0, 5, "deal_fee"), pay("king_pool", 0, 5, "deal_fee")]
    files["03-skat-void-fee-handed-back"] = v
    exp["03-skat-void-fee-handed-back"] = [(0, disc, "illegal_skat")]
    # 04: after the void deal the same dealer deals again (wrong: the new dealer deals)
    d1b = after_void(0)
    files["04-skat-void-same-dealer-again"] = [d0, d1b]
    exp["04-skat-void-same-dealer-again"] = [(0, disc, "illegal_skat"), (1, None, "wrong_dealer")]

    # 05 base: illegal skat found when the skat is turned after the last trick: no play payments
    d0p, lt = skat_void_played(rng, 1)
    d1p = after_void(2)
    files["05-skat-void-found-late"] = [d0p, d1p]
    disc_p = idx(d0p, lambda e: e["type"] == "discard")
    exp["05-skat-void-found-late"] = [(1 - 1, disc_p, "illegal_skat")]
    # 06: one last-trick payment of that void deal kept
    v = json.loads(json.dumps([d0p, d1p]))
    payer = [s for s in range(N) if s != lt][0]
    fi = idx(v[0], lambda e: e["type"] == "payment" and e["reason"] == "penalty", 0)
    v[0]["events"].insert(fi, pay(payer, lt, 20, "last_trick"))
    files["06-skat-void-last-trick-kept"] = v
    exp["06-skat-void-last-trick-kept"] = [(0, disc_p, "illegal_skat"), (0, fi, "unexpected_payment")]

    # 07 base: false declaration, found after the first trick: fine, the declaration money handed back
    d0d = decl_void_deal(rng, 2, liar=0)
    d1d = after_void(0)
    files["07-decl-void-refunded"] = [d0d, d1d]
    de = idx(d0d, lambda e: e["type"] == "declare" and e["items"])
    exp["07-decl-void-refunded"] = [(0, de, "false_declaration")]
    # 08: one of the two refunds not made (one declaration payment kept)
    v = json.loads(json.dumps([d0d, d1d]))
    last_ref = idx(v[0], lambda e: e["type"] == "payment" and e["reason"] == "declaration", 3)
    kept = v[0]["events"][last_ref]
    orig = idx(v[0], lambda e: e["type"] == "payment" and e["reason"] == "declaration" and e["from"] == kept["to"], 0)
    del v[0]["events"][last_ref]
    files["08-decl-void-one-refund-missing"] = v
    exp["08-decl-void-one-refund-missing"] = [(0, de, "false_declaration"), (0, orig, "unexpected_payment")]

    # 09: misdeal found after the first trick: irreparable, dealer fined, next dealer deals
    d0m = misdeal_after_play(rng, 1)
    d1m = after_void(2)
    files["09-misdeal-after-play"] = [d0m, d1m]
    exp["09-misdeal-after-play"] = [(0, None, "misdeal")]
    # 10: misdeal found before play: small (5 each pool), redealt by the same dealer, no second fee
    d0s = misdeal_before_play(rng, 2)
    d1s = after_void(2, fee=False)
    files["10-misdeal-before-play"] = [d0s, d1s]
    exp["10-misdeal-before-play"] = [(0, None, "misdeal")]

    # 11: a legal redeal (no trumps): the same dealer deals again, no second fee
    d0r = redeal_deal(rng, 0, asker=2)
    d1r = after_void(0, fee=False)
    files["11-redeal-no-trumps"] = [d0r, d1r]
    exp["11-redeal-no-trumps"] = []
    # 12: redeal asked with a trump in hand: large (20 to each pool), the deal is played on
    while True:
        dd = Deal(rng, 1)
        hs = make_no_trump_hand(dd.hands, 0)
        donor = [(o, c) for o in (1, 2) for c in hs[o] if c in ("T2", "T3", "T4", "T5")]
        o, c = donor[0]
        swap = [x for x in hs[0] if suit(x) in SUITS and x[0] not in "KQNJ"][0]
        hs[0].remove(swap)
        hs[0].append(c)
        hs[o].remove(c)
        hs[o].append(swap)
        pre = foundations()
        pre += [pay(1, "pagat_pool", 5, "deal_fee"), pay(1, "king_pool", 5, "deal_fee")]
        pre.append({"type": "redeal", "seat": 0, "reason": "no_trumps"})
        pre += [pay(0, "pagat_pool", 20, "penalty"), pay(0, "king_pool", 20, "penalty")]
        ev = build_played(hs, 1, rng, pre)
        if ev is not None:
            d0t = {"dealer": 1, "hands": hs, "events": ev}
            break
    d1t = after_void(2)
    files["12-redeal-with-trump"] = [d0t, d1t]
    exp["12-redeal-with-trump"] = [(0, idx(d0t, lambda e: e["type"] == "redeal"), "redeal_with_trumps")]

    # 13-15: score sheets (net chips per seat and per pool; running totals per seat)
    start = {"pools": {"pagat_pool": 100, "king_pool": 100}, "totals": [-50, -80, -70]}
    s0 = skat_void_deal(rng, 1, first=False)
    s1 = after_void(2)

    def sheet(deals, start_totals, tweak=None):
        out = []
        tot = list(start_totals)
        for i, dl in enumerate(deals):
            sd, net = to_sheet(dl)
            if tweak and tweak[0] == i:
                for e in sd["events"]:
                    if e["type"] == "score" and e["party"] == tweak[1]:
                        e["points"] = tweak[2]
            for s in range(N):
                line = [e for e in sd["events"] if e["type"] == "score" and e["party"] == s][0]
                tot[s] += line["points"]
                sd["events"].append({"type": "total", "party": s, "points": tot[s]})
            out.append(sd)
        return out

    base = sheet([s0, s1], start["totals"])
    files["13-sheet-skat-void-base"] = base
    sdisc = idx(base[0], lambda e: e["type"] == "discard")
    exp["13-sheet-skat-void-base"] = [(0, sdisc, "illegal_skat")]
    v = sheet([s0, s1], start["totals"], tweak=(0, 1, -50))  # fine written 20+20
    files["14-sheet-skat-void-fine-20"] = v
    line = idx(v[0], lambda e: e["type"] == "score" and e["party"] == 1)
    exp["14-sheet-skat-void-fine-20"] = [(0, sdisc, "illegal_skat"), (0, line, "wrong_score")]
    s1b = after_void(1)
    v = sheet([s0, s1b], start["totals"])
    files["15-sheet-skat-void-same-dealer"] = v
    exp["15-sheet-skat-void-same-dealer"] = [(0, sdisc, "illegal_skat"), (1, None, "wrong_dealer")]

    descs = {
        "01-skat-void-base": "Dealer lays a king in the skat; seat to his right has declared: irreparable, 40 to each pool, deal void (fee kept); the next dealer deals.",
        "02-skat-void-fine-20": "As 01, the fine to the king pool written as 20.",
        "03-skat-void-fee-handed-back": "As 01, the pools hand the void deal's fee back to the dealer.",
        "04-skat-void-same-dealer-again": "As 01, but the same dealer deals the next deal.",
        "05-skat-void-found-late": "Illegal skat found after the last trick; the play's payments never made; fine 40/40.",
        "06-skat-void-last-trick-kept": "As 05, one last-trick payment of the void deal written.",
        "07-decl-void-refunded": "False trumps declaration (10 with 9) found after the first trick: 40/40, declaration money handed back.",
        "08-decl-void-one-refund-missing": "As 07, one of the two refunds not made.",
        "09-misdeal-after-play": "26/24 cards found after the first trick: 40/40 from the dealer, deal void, next dealer deals.",
        "10-misdeal-before-play": "26/24 cards found before play: 5/5 from the dealer, the same dealer redeals (no second fee).",
        "11-redeal-no-trumps": "A player without trumps asks for a redeal: the same dealer redeals (no second fee).",
        "12-redeal-with-trump": "A redeal asked while holding one trump: large, 20/20 from the asker, the deal played on.",
        "13-sheet-skat-void-base": "Score sheet: illegal skat, the void deal's line is fee and fine; the next dealer deals.",
        "14-sheet-skat-void-fine-20": "As 13, the offender's line has the fine as 20+20.",
        "15-sheet-skat-void-same-dealer": "As 13, the same dealer deals the next deal.",
    }
    for name, deals in files.items():
        start_ = start if name.startswith(("13", "14", "15")) else None
        t = transcript(deals, descs[name], start_)
        (OUT / (name + ".json")).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n")
    return exp


if __name__ == "__main__":
    exp = main(int(sys.argv[1]) if len(sys.argv) > 1 else 20261201)
    for k, v in exp.items():
        print(k, v)
