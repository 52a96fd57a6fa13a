"""Blind generator for audit round discards2 (written from the sources, not from the engine).

What a discard counts for where it matters most:
- Danish Tarok (seeds/000, Polish): Tout with the Joker laid away (§13), the skat's point and
  honours at a Tout (§15 "Skat = 1 punkt"), king ultimo / przydupek deals with the skat counted.
- Galician Tarok (seeds/002, Polish): the laid-away cards on the 33-point line (§14, §18), the
  pool (żydek, §27) taken or fed, silent premiums (§15, §19, §6), tarocks announced with the
  laid-away tarocks shown (§20, §22).
- Tarocchini Ottocento (seeds/004, Russian): the dealer's discard counted for his side, the
  Matto's low-card hand-over.

Run:  python tests/data/audit/discards2/_gen.py   (writes NN-*.json and _figures.txt here)
"""

from __future__ import annotations

import json
import random
from pathlib import Path

HERE = Path(__file__).resolve().parent
FIG: list[str] = []


def note(s: str) -> None:
    FIG.append(s)


def pay(frm, to, amount, reason=None):
    e = {"type": "payment", "from": frm, "to": to, "amount": amount}
    if reason:
        e["reason"] = reason
    return e


def round5(x: int) -> int:
    # nearest multiple of 5 (x integer, never a tie)
    q, r = divmod(abs(x), 5)
    v = q * 5 + (5 if r >= 3 else 0)
    return v if x >= 0 else -v


# =============================================================================================
# Danish Tarok
# =============================================================================================
DK_RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
DK_BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]


def dk_deck():
    d = []
    for s in "HDSC":
        for r in DK_RED if s in "HD" else DK_BLACK:
            d.append(r + s)
    d += [f"T{i}" for i in range(1, 22)]
    d.append("JOKER")
    return d


def dk_suit(c):
    if c == "JOKER":
        return "X"
    if c.startswith("T"):
        return "T"
    return c[-1]


def dk_strength(c):
    s = dk_suit(c)
    if s == "T":
        return 100 + int(c[1:])
    order = DK_RED if s in "HD" else DK_BLACK
    return 20 - order.index(c[:-1])


def dk_honour(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if dk_suit(c) in "HDSC":
        return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)
    return 0


def dk_is_king(c):
    return dk_suit(c) in "HDSC" and c[:-1] == "K"


def dk_winner(trick):
    """trick: list of (seat, card); led suit = first card's suit (no Joker leads here)."""
    led = dk_suit(trick[0][1])
    real = [(s, c) for s, c in trick if c != "JOKER"]
    trumps = [(s, c) for s, c in real if dk_suit(c) == "T"]
    pool = trumps or [(s, c) for s, c in real if dk_suit(c) == led]
    return max(pool, key=lambda x: dk_strength(x[1]))


def dk_legal(hand, led, trick_no):
    joker_ok = trick_no != 23  # never in the second-last trick (§12)
    if led is None:
        return [c for c in hand if c != "JOKER"]
    same = [c for c in hand if dk_suit(c) == led]
    if same:
        res = same
    else:
        tr = [c for c in hand if dk_suit(c) == "T"]
        res = tr if tr else [c for c in hand if c != "JOKER"]
    res = list(res)
    if "JOKER" in hand and joker_ok:
        res.append("JOKER")
    if not res:
        res = list(hand)
    return res


def dk_declarations(hand):
    """Items and their values (§14, §15) for the hand as it stands."""
    items = []
    h = set(hand)
    ntr = sum(1 for c in hand if dk_suit(c) == "T") + (1 if "JOKER" in h else 0)
    if ntr >= 10:
        items.append(({"kind": "trumps", "count": ntr, "pagat": "T1" in h}, 10 + 5 * (ntr - 10)))
    if {"JOKER", "T21", "T1"} <= h:
        n = 3
        k = 20
        while f"T{k}" in h:
            n += 1
            k -= 1
        items.append(({"kind": "matadors", "count": n}, 10 + 5 * (n - 3)))
    for s in "HDSC":
        courts = [r for r in "KQNJ" if r + s in h]
        if len(courts) == 4:
            if "JOKER" in h:
                items.append(({"kind": "cavalry", "suit": s, "form": "rich"}, 15))
            else:
                items.append(({"kind": "cavalry", "suit": s, "form": "full"}, 10))
        elif len(courts) == 3 and "JOKER" in h:
            miss = [r for r in "KQNJ" if r not in courts][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in "HDSC" if "K" + s in h]
    if len(kings) == 4:
        items.append(
            ({"kind": "kings", "form": "rich" if "JOKER" in h else "full"}, 15 if "JOKER" in h else 10)
        )
    elif len(kings) == 3 and "JOKER" in h:
        miss = [s for s in "HDSC" if s not in kings][0]
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


def dk_decl_cards(hand):
    """Cards that form part of some declaration of this hand (§13)."""
    h = set(hand)
    out = set()
    for item, _ in dk_declarations(hand):
        k = item["kind"]
        if k == "trumps":
            out |= {c for c in h if dk_suit(c) == "T"} | ({"JOKER"} & h)
        elif k == "matadors":
            out |= {"JOKER", "T21", "T1"} | {f"T{21 - i}" for i in range(1, item["count"] - 2)}
        elif k == "cavalry":
            out |= {r + item["suit"] for r in "KQNJ"} & h | ({"JOKER"} & h)
        elif k == "kings":
            out |= {"K" + s for s in "HDSC"} & h | ({"JOKER"} & h)
    return out


class DanishDeal:
    """Plays one Danish deal with a policy and produces the events and every figure."""

    def __init__(self, dealer, hands, skat, pools, tout=False):
        self.dealer = dealer
        self.hands28 = [list(h) for h in hands]
        self.skat = list(skat)
        self.pools = dict(pools)
        self.tout_announced = tout
        self.events = []
        self.net = {0: 0, 1: 0, 2: 0, "pagat_pool": 0, "king_pool": 0}

    def p(self, frm, to, amount, reason):
        self.events.append(pay(frm, to, amount, reason))
        self.net[frm] -= amount
        self.net[to] += amount
        for pool in ("pagat_pool", "king_pool"):
            if to == pool:
                self.pools[pool] += amount
            if frm == pool:
                self.pools[pool] -= amount

    def run(self, choose, rng):
        d = self.dealer
        others = lambda s: [x for x in range(3) if x != s]  # noqa: E731
        # deal fee (§15 Rozdanie, §17)
        self.p(d, "pagat_pool", 5, "deal_fee")
        self.p(d, "king_pool", 5, "deal_fee")
        hand = [list(h) for h in self.hands28]
        pre = list(hand[d])
        for c in self.skat:
            assert not dk_is_king(c) and c != "T21", c
            if c == "JOKER":
                assert self.tout_announced
            else:
                assert dk_suit(c) != "T", c
                assert c not in dk_decl_cards(pre), (c, "declaration card")
            hand[d].remove(c)
        if self.tout_announced:
            self.events.append({"type": "announce", "seat": d, "items": ["tout"]})
        self.events.append({"type": "discard", "seat": d, "cards": list(self.skat)})
        self.decl_paid = {0: 0, 1: 0, 2: 0}
        for k in range(3):
            s = (d + k) % 3
            items = dk_declarations(hand[s])
            self.events.append({"type": "declare", "seat": s, "items": [i for i, _ in items]})
            for _, v in items:
                for o in others(s):
                    self.p(o, s, v, "declaration")
                    self.decl_paid[s] += v
        # play
        piles = {0: [], 1: [], 2: []}
        tricks = {0: 0, 1: 0, 2: 0}
        leader = (d + 1) % 3
        self.trick_log = []
        last = None
        for t in range(25):
            trick = []
            for k in range(3):
                s = (leader + k) % 3
                led = dk_suit(trick[0][1]) if trick else None
                legal = dk_legal(hand[s], led, t)
                c = choose(self, s, hand[s], legal, trick, t, rng)
                assert c in legal, (s, c, legal)
                hand[s].remove(c)
                trick.append((s, c))
                self.events.append({"type": "play", "seat": s, "card": c})
            w, wc = dk_winner(trick)
            tricks[w] += 1
            for s, c in trick:
                if c == "JOKER" and t < 24:
                    piles[s].append(c)
                else:
                    piles[w].append(c)
            self.trick_log.append((trick, w))
            if t < 24:
                for s, c in trick:
                    if s != w and dk_is_king(c):
                        for o in others(s):
                            self.p(s, o, 5, "king_lost")
                        self.p(s, "king_pool", 5, "king_lost")
                    if s != w and c == "T1":
                        for o in others(s):
                            self.p(s, o, 5, "pagat_lost")
                        self.p(s, "pagat_pool", 5, "pagat_lost")
                if wc == "T1":
                    for o in others(w):
                        self.p(o, w, 5, "pagat_trick")
            else:
                last = (trick, w, wc)
            leader = w
        self.tricks = tricks
        # after the last trick (§15)
        trick, w, wc = last
        tout = [s for s in range(3) if tricks[s] == 25]
        nolo = [s for s in range(3) if tricks[s] == 0] if not tout else []
        self.tout = tout[0] if tout else None
        self.nolo = nolo
        prz_king = [s for s, c in trick if dk_is_king(c) and s != w]
        prz_pagat = [s for s, c in trick if c == "T1" and s != w]
        king_pool0 = self.pools["king_pool"]
        pagat_pool0 = self.pools["pagat_pool"]
        self.outcome = []
        refill = []
        if tout:
            s = tout[0]
            for o in others(s):
                self.p(o, s, 85, "tout")
            self.p("pagat_pool", s, pagat_pool0, "tout")
            self.p("king_pool", s, king_pool0, "tout")
            self.outcome.append(f"tout by seat {s}: 85 each, pools {pagat_pool0}+{king_pool0}")
            if not prz_pagat:
                refill.append("pagat_pool")
            if not prz_king:
                refill.append("king_pool")
        elif nolo:
            for s in nolo:
                for o in others(s):
                    self.p(o, s, 25, "nolo")
            self.outcome.append(f"nolo {nolo}")
        else:
            if wc == "T1":
                for o in others(w):
                    self.p(o, w, 45, "pagat_ultimo")
                self.p("pagat_pool", w, pagat_pool0, "pagat_ultimo")
                refill.append("pagat_pool")
                self.outcome.append(f"pagat ultimo seat {w}, pool {pagat_pool0}")
            elif dk_is_king(wc):
                for o in others(w):
                    self.p(o, w, 40, "king_ultimo")
                self.p("king_pool", w, king_pool0, "king_ultimo")
                if not prz_king:
                    refill.append("king_pool")
                self.outcome.append(f"king ultimo seat {w} with {wc}, pool {king_pool0}")
            elif not prz_king and not prz_pagat:
                for o in others(w):
                    self.p(o, w, 20, "last_trick")
                self.outcome.append(f"last trick seat {w} with {wc}: 20 each")
        for s in prz_pagat:
            for o in others(s):
                self.p(s, o, 45, "pagat_przydupek")
            self.p(s, "pagat_pool", pagat_pool0, "pagat_przydupek")
            self.outcome.append(f"pagat przydupek seat {s}, pool {pagat_pool0} doubled")
        for s in prz_king:
            for o in others(s):
                self.p(s, o, 40, "king_przydupek")
            self.p(s, "king_pool", king_pool0, "king_przydupek")
            self.outcome.append(f"king przydupek seat {s}, pool {king_pool0} paid in")
        if (prz_king or prz_pagat) and not tout and not nolo and wc != "T1" and not dk_is_king(wc):
            self.outcome.append(f"last trick seat {w} with {wc}: no 20 (przydupek)")
        for pool in refill:
            for s in range(3):
                self.p(s, pool, 20, "refill")
        # card points (§15): tricks + honours, the skat (1 + its honours) the dealer's
        pts = {}
        for s in range(3):
            pts[s] = tricks[s] + sum(dk_honour(c) for c in piles[s])
        skat_pts = 1 + sum(dk_honour(c) for c in self.skat)
        pts[d] += skat_pts
        assert sum(pts.values()) == 78, pts
        self.pts = pts
        self.skat_pts = skat_pts
        self.piles = piles
        nd = (d + 1) % 3
        self.card_pay = {}
        if not nolo:
            for s in range(3):
                if s == nd:
                    continue
                v = round5(pts[s] - 26)
                self.card_pay[s] = v
                if v > 0:
                    self.p(nd, s, v, "card_points")
                elif v < 0:
                    self.p(s, nd, -v, "card_points")
        return self


def dk_policy(hold=(), joker_window=(1, 12)):
    """Random legal play; keeps kings/pagat back where possible; plays the Joker early."""

    def choose(deal, s, hand, legal, trick, t, rng):
        if "JOKER" in legal and trick and t >= joker_window[0]:
            if rng.random() < 0.5 or t >= joker_window[1]:
                return "JOKER"
        cand = [c for c in legal if c != "JOKER"] or legal
        keep = [
            c
            for c in cand
            if not (c in hold or (dk_is_king(c) and "K" in hold) or (c == "T1" and "P" in hold))
        ]
        pool = keep or cand
        return rng.choice(pool)

    return choose


def dk_tout_policy(tout_seat, joker_window=(1, 6)):
    """The Tout player draws trumps from the top, then leads his top cards; wins whenever he can."""

    base = dk_policy(joker_window=joker_window)

    def choose(deal, s, hand, legal, trick, t, rng):
        if s != tout_seat:
            return base(deal, s, hand, legal, trick, t, rng)
        if not trick:
            trumps = sorted([c for c in hand if dk_suit(c) == "T"], key=dk_strength, reverse=True)
            if trumps:
                return trumps[0]
            return max(legal, key=dk_strength)
        # follower: lowest card that wins, else lowest
        winners = []
        for c in legal:
            if c == "JOKER":
                continue
            w = dk_winner(trick + [(s, c)])
            if w[0] == s:
                winners.append(c)
        if winners:
            return min(winners, key=dk_strength)
        return min([c for c in legal if c != "JOKER"] or legal, key=dk_strength)

    return choose


def dk_session(deal: DanishDeal, pools0, players=("Agnieszka", "Bartek", "Celina"), meta=None):
    return {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {"preset": "standard"},
        "players": list(players),
        "start": {"pools": dict(pools0)},
        "meta": meta or {},
        "deals": [
            {
                "dealer": deal.dealer,
                "hands": deal.hands28,
                "events": deal.events,
            }
        ],
    }


def dk_deal_rest(rng, fixed: dict[int, list[str]], sizes=(28, 25, 25), dealer=0):
    deck = dk_deck()
    used = {c for h in fixed.values() for c in h}
    rest = [c for c in deck if c not in used]
    rng.shuffle(rest)
    hands = {}
    for s in range(3):
        n = sizes[(s - dealer) % 3]
        h = list(fixed.get(s, []))
        need = n - len(h)
        h += rest[:need]
        rest = rest[need:]
        rng.shuffle(h)
        hands[s] = h
    assert not rest
    return [hands[0], hands[1], hands[2]]


def dk_describe(deal, name):
    note(f"== {name}")
    note(f"  skat {deal.skat} (skat points {deal.skat_pts}); tricks {deal.tricks}; card points {deal.pts}")
    note(f"  outcome: {'; '.join(deal.outcome)}")
    note(f"  card-point payments (seat: + receives from / - pays to new dealer): {deal.card_pay}")
    note(f"  declarations paid to: {deal.decl_paid}")
    note(f"  net: {deal.net}; pools after: {deal.pools}")


def find_danish(build, test, tries=20000, seed0=0):
    for seed in range(seed0, seed0 + tries):
        rng = random.Random(seed)
        deal = build(rng)
        if deal is None:
            continue
        if test(deal):
            return seed, deal
    raise SystemExit("no deal found")


def gen_danish():
    files = {}
    pools0 = {"pagat_pool": 75, "king_pool": 110}

    # D1: dealer's Tout with the Joker laid away (clean)
    def b1(rng):
        fixed = [f"T{i}" for i in range(7, 22)] + ["KH", "QH", "NH", "JH", "KS", "QS", "KD", "KC", "QC", "NC"]
        fixed += ["JOKER", "7S", "9D"]
        hands = dk_deal_rest(rng, {0: fixed}, dealer=0)
        deal = DanishDeal(0, hands, ["JOKER", "7S", "9D"], pools0, tout=True)
        return deal.run(dk_tout_policy(0), rng)

    s, d1 = find_danish(
        b1, lambda d: d.tout == 0 and any(r == "pagat_lost" for r in [e.get("reason") for e in d.events])
    )
    files["01-dk-tout-joker-skat.json"] = (
        dk_session(
            d1, pools0, meta={"note": "Dealer announces Tout, lays the Joker away and takes all 25 tricks."}
        ),
        d1,
        [],
    )
    note(f"D1 seed {s}")

    # D2: Tout by forehand (not the dealer); the dealer's skat holds honours (planted: card points w/o skat)
    def b2(rng):
        tout_hand = [f"T{i}" for i in range(8, 22)] + [
            "KH",
            "QH",
            "NH",
            "JH",
            "KS",
            "QS",
            "KD",
            "QD",
            "ND",
            "KC",
            "QC",
        ]
        hands = dk_deal_rest(rng, {1: tout_hand, 0: ["JC", "NC", "3S"], 2: ["JOKER"]}, dealer=0)
        if not ("T1" in hands[0] or "T1" in hands[2]):
            return None
        deal = DanishDeal(0, hands, ["JC", "NC", "3S"], pools0)
        return deal.run(dk_tout_policy(1), rng)

    s, d2 = find_danish(b2, lambda d: d.tout == 1 and "T1" not in d.skat)
    # plant: the dealer's card-point payment to the new dealer (seat 1) written as if the skat were not his
    idx = next(i for i, e in enumerate(d2.events) if e.get("reason") == "card_points" and e["from"] == 0)
    true_amt = d2.events[idx]["amount"]
    wrong = -round5(d2.pts[0] - d2.skat_pts - 26)
    assert wrong != true_amt
    t2 = dk_session(
        d2, pools0, meta={"note": "Forehand's Tout; the dealer's skat holds a knight and a jack."}
    )
    t2["deals"][0]["events"][idx] = dict(d2.events[idx], amount=wrong)
    files["02-dk-tout-forehand-skat-honours.json"] = (
        t2,
        d2,
        [(0, idx, "wrong_payment", f"{wrong} written, {true_amt} due")],
    )
    note(f"D2 seed {s}; planted event {idx}: {wrong} for {true_amt}")

    # D3: king ultimo with the skat counted (clean); dealer's card points band moved by the skat
    def b3(rng):
        hands = dk_deal_rest(rng, {}, dealer=1)
        dealer = 1
        h = hands[dealer]
        dc = dk_decl_cards(h)
        cand = [c for c in h if dk_suit(c) in "HDSC" and not dk_is_king(c) and c not in dc and c[:-1] in "QN"]
        low = [
            c for c in h if dk_suit(c) in "HDSC" and not dk_is_king(c) and c not in dc and dk_honour(c) == 0
        ]
        if len(cand) < 2 or not low:
            return None
        skat = cand[:2] + low[:1]
        deal = DanishDeal(dealer, hands, skat, pools0)
        return deal.run(dk_policy(hold=("K", "P")), rng)

    def t3(d):
        if d.tout is not None or d.nolo:
            return False
        if not any("king ultimo" in o for o in d.outcome) or any("przydupek" in o for o in d.outcome):
            return False
        dd = d.dealer
        return round5(d.pts[dd] - 26) != round5(d.pts[dd] - d.skat_pts - 26) and (dd + 1) % 3 != dd

    s, d3 = find_danish(b3, t3)
    files["03-dk-king-ultimo-skat.json"] = (
        dk_session(d3, pools0, meta={"note": "King ultimo; the dealer laid away a queen and a knight."}),
        d3,
        [],
    )
    note(f"D3 seed {s}")

    # D4: king przydupek with the skat counted; planted card-point payment
    def b4(rng):
        dealer = 2
        hands = dk_deal_rest(rng, {}, dealer=dealer)
        h = hands[dealer]
        dc = dk_decl_cards(h)
        cand = [c for c in h if dk_suit(c) in "HDSC" and not dk_is_king(c) and c not in dc and c[:-1] in "QN"]
        low = [
            c for c in h if dk_suit(c) in "HDSC" and not dk_is_king(c) and c not in dc and dk_honour(c) == 0
        ]
        if len(cand) < 2 or not low:
            return None
        skat = cand[:2] + low[:1]
        deal = DanishDeal(dealer, hands, skat, pools0)
        return deal.run(dk_policy(hold=("K", "P")), rng)

    def t4(d):
        if d.tout is not None or d.nolo:
            return False
        if not any("king przydupek" in o for o in d.outcome):
            return False
        if any("ultimo" in o or "pagat przydupek" in o for o in d.outcome):
            return False
        dd = d.dealer
        return round5(d.pts[dd] - 26) != round5(d.pts[dd] - d.skat_pts - 26)

    s, d4 = find_danish(b4, t4)
    idx = next(
        i
        for i, e in enumerate(d4.events)
        if e.get("reason") == "card_points" and d4.dealer in (e["from"], e["to"])
    )
    v_true = d4.card_pay[d4.dealer]
    v_wrong = round5(d4.pts[d4.dealer] - d4.skat_pts - 26)
    nd = (d4.dealer + 1) % 3
    t4s = dk_session(
        d4,
        pools0,
        meta={"note": "King przydupek in the last trick; the dealer's skat holds a queen and a knight."},
    )
    evs = t4s["deals"][0]["events"]
    if v_wrong == 0:
        raise SystemExit("D4: choose another plant")
    evs[idx] = (
        pay(d4.dealer, nd, -v_wrong, "card_points")
        if v_wrong < 0
        else pay(nd, d4.dealer, v_wrong, "card_points")
    )
    files["04-dk-king-przydupek-skat.json"] = (
        t4s,
        d4,
        [(0, idx, "wrong_payment", f"dealer's card points {v_wrong} written, {v_true} due")],
    )
    note(f"D4 seed {s}; planted event {idx}: {v_wrong} for {v_true}")

    # D5: Tout announced with the Joker laid away, and lost (clean): penalty, Joker in the skat counted
    def b5(rng):
        fixed = [f"T{i}" for i in range(11, 22)] + [
            "KH",
            "QH",
            "NH",
            "KS",
            "QS",
            "NS",
            "KD",
            "QD",
            "KC",
            "QC",
            "NC",
            "JC",
            "JD",
            "8S",
        ]
        fixed += ["JOKER", "6H", "5S"]
        hands = dk_deal_rest(rng, {0: fixed}, dealer=0)
        deal = DanishDeal(0, hands, ["JOKER", "6H", "5S"], pools0, tout=True)
        deal = deal.run(dk_tout_policy(0), rng)
        return deal

    def t5(d):
        return d.tout is None and not d.nolo and d.tricks[0] >= 22

    s, d5 = find_danish(b5, t5)
    # the failed Tout's penalty (§13 "płaci karę"), class large by the game's option: 20 to each pool
    t5s = dk_session(
        d5, pools0, meta={"note": "Dealer announces Tout with the Joker laid away and loses one trick."}
    )
    evs = t5s["deals"][0]["events"]
    evs.append(pay(0, "pagat_pool", 20, "penalty"))
    evs.append(pay(0, "king_pool", 20, "penalty"))
    d5.net[0] -= 40
    d5.net["pagat_pool"] += 20
    d5.net["king_pool"] += 20
    files["05-dk-tout-failed-joker-skat.json"] = (t5s, d5, [])
    note(f"D5 seed {s}")
    for name, (_, deal, _) in files.items():
        dk_describe(deal, name)
    return files


# =============================================================================================
# Galician Tarok
# =============================================================================================
GT_SUITORD = ["K", "Q", "N", "J"]


def gt_deck():
    d = []
    for s in "HDSC":
        pip = "1" if s in "HD" else "10"
        d += [r + s for r in GT_SUITORD] + [pip + s]
    d += [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
    return d


def gt_suit(c):
    return "T" if c == "SKIZ" or c.startswith("T") else c[-1]


def gt_str(c):
    if c == "SKIZ":
        return 122
    if c.startswith("T"):
        return 100 + int(c[1:])
    r = c[:-1]
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(r, 1)


def gt_val(c):
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if gt_suit(c) == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def gt_pts(cards):
    assert len(cards) % 3 == 0
    return sum(gt_val(c) for c in cards) - 2 * (len(cards) // 3)


def gt_legal(hand, led):
    if led is None:
        return list(hand)
    same = [c for c in hand if gt_suit(c) == led]
    if same:
        return same
    tr = [c for c in hand if gt_suit(c) == "T"]
    return tr if tr else list(hand)


def gt_winner(trick):
    led = gt_suit(trick[0][1])
    trumps = [(s, c) for s, c in trick if gt_suit(c) == "T"]
    if trumps:
        return max(trumps, key=lambda x: gt_str(x[1]))
    return max([(s, c) for s, c in trick if gt_suit(c) == led], key=lambda x: gt_str(x[1]))


class GalicianDeal:
    def __init__(self, dealer, hands, talon, player, discard, announce, pool0, win_percent=10, shown=None):
        self.dealer = dealer
        self.hands = [list(h) for h in hands]
        self.talon = list(talon)
        self.player = player
        self.discard = list(discard)
        self.announce = list(announce)
        self.pool = pool0
        self.win_percent = win_percent
        self.shown = shown
        self.events = []
        self.net = {0: 0, 1: 0, 2: 0, "pool": 0}

    def p(self, frm, to, amount, reason):
        amount = round(amount, 6)
        if amount == int(amount):
            amount = int(amount)
        self.events.append(pay(frm, to, amount, reason))
        self.net[frm] -= amount
        self.net[to] += amount
        if to == "pool":
            self.pool += amount
        if frm == "pool":
            self.pool -= amount

    def run(self, choose, rng):
        d = self.dealer
        P = self.player
        fh = (d + 1) % 3
        helpers = [s for s in range(3) if s != P]
        # auction: the player calls a three, the others pass (forehand first)
        for k in range(3):
            s = (fh + k) % 3
            self.events.append({"type": "bid", "seat": s, "bid": "three" if s == P else "pass"})
        packet = self.talon[:3]
        rest = self.talon[3:]
        self.events.append({"type": "take", "seat": P, "cards": packet})
        hand = [list(h) for h in self.hands]
        hand[P] += packet
        for c in self.discard:
            assert not (gt_suit(c) in "HDSC" and c[0] == "K"), "a king may not be laid away (§13)"
            hand[P].remove(c)
        disc_ev = {"type": "discard", "seat": P, "cards": list(self.discard)}
        if self.shown is not None:
            disc_ev["shown"] = self.shown
        self.events.append(disc_ev)
        ntar = sum(1 for c in hand[P] if gt_suit(c) == "T")
        self.ntar = ntar
        items = []
        for a in self.announce:
            if a == "tarocks":
                assert ntar in (10, 11, 12), ntar
                items.append({"kind": "tarocks", "count": ntar})
            else:
                items.append({"kind": a})
        self.events.append({"type": "announce", "seat": P, "items": items})
        for k in range(1, 3):
            self.events.append({"type": "announce", "seat": (P + k) % 3, "items": []})
        piles = {0: [], 1: [], 2: []}
        leader = fh
        self.tricks = []
        for t in range(12):
            trick = []
            for k in range(3):
                s = (leader + k) % 3
                led = gt_suit(trick[0][1]) if trick else None
                legal = gt_legal(hand[s], led)
                c = choose(self, s, hand[s], legal, trick, t, rng)
                assert c in legal
                hand[s].remove(c)
                trick.append((s, c))
                self.events.append({"type": "play", "seat": s, "card": c})
            w, wc = gt_winner(trick)
            piles[w] += [c for _, c in trick]
            self.tricks.append((trick, w))
            leader = w
        self.last = self.tricks[-1]
        ptricks = piles[P]
        self.p_tricks = gt_pts(ptricks)
        self.p_disc = gt_pts(self.discard)
        self.points = self.p_tricks + self.p_disc
        hcards = piles[helpers[0]] + piles[helpers[1]] + rest
        self.h_points = gt_pts(hcards)
        assert self.points + self.h_points == 66
        # premiums
        won = self.points > 33
        game = 3 * (self.points - 33) + 30 if won else 3 * (33 - self.points) + 30
        self.won = won
        self.game = game
        receipts = {0: 0, 1: 0, 2: 0}

        def side_pay(amount, reason, to_player):
            for h in helpers:
                if to_player:
                    self.p(h, P, amount, reason)
                    receipts[P] += amount
                else:
                    self.p(P, h, amount, reason)
                    receipts[h] += amount

        side_pay(game, "game", won)
        self.premiums = []
        if "tarocks" in self.announce:
            v = {10: 50, 11: 100, 12: 150}[ntar]
            side_pay(v, "tarocks", True)
            self.premiums.append(f"tarocks {ntar}: {v} each")
        pcards = set(ptricks) | set(self.discard)
        hc = set(hcards)
        trull = {"SKIZ", "T21", "T1"}
        kings = {"KH", "KD", "KS", "KC"}
        assert not trull <= hc and not kings <= hc, "helper-side silent premium: avoid"
        if trull <= pcards:
            ann = "trull" in self.announce
            side_pay(100 if ann else 50, "trull", True)
            self.premiums.append(
                f"trull {'announced' if ann else 'silent'} ({'in tricks' if trull <= set(ptricks) else 'with the discard'})"
            )
        elif "trull" in self.announce:
            side_pay(100, "trull", False)
        if kings <= pcards:
            ann = "four_kings" in self.announce
            side_pay(200 if ann else 100, "four_kings", True)
            self.premiums.append(f"four kings {'announced' if ann else 'silent'}")
        elif "four_kings" in self.announce:
            side_pay(200, "four_kings", False)
        (lt, lw) = self.last
        pag_last = [(s, c) for s, c in lt if c == "T1"]
        ult_made = bool(pag_last) and pag_last[0][0] == P and lw == P
        self.ult_made = ult_made
        pool_before = self.pool
        if "pagat_ultimo" in self.announce:
            if ult_made:
                side_pay(100, "pagat_ultimo", True)
                self.p("pool", P, pool_before, "pool_ultimo")
                self.premiums.append(f"pagat ultimo announced, made: 100 each, pool {pool_before} taken")
            else:
                side_pay(100, "pagat_ultimo", False)
                self.p(P, "pool", pool_before, "pool_ultimo")
                self.premiums.append(f"pagat ultimo announced, failed: 100 each, pool {pool_before} paid in")
        elif ult_made:
            side_pay(50, "pagat_ultimo", True)
            self.premiums.append("silent pagat ultimo: 50 each")
        self.receipts = receipts
        if self.win_percent:
            for s in range(3):
                if receipts[s]:
                    self.p(s, "pool", receipts[s] * self.win_percent / 100, "pool_share")
        return self


def gt_policy(P, ultimo=False):
    def choose(deal, s, hand, legal, trick, t, rng):
        cand = legal
        if s == P and ultimo:
            nt = [c for c in legal if c != "T1"]
            cand = nt or legal
        if s == P and not trick:
            tr = sorted([c for c in cand if gt_suit(c) == "T"], key=gt_str, reverse=True)
            if tr and rng.random() < 0.7:
                return tr[0]
        return rng.choice(cand)

    return choose


def gt_session(deal, rules, pool0, meta):
    return {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "rules": rules,
        "players": ["Adam", "Bożena", "Czesław"],
        "start": {"pools": {"pool": pool0}},
        "meta": meta,
        "deals": [{"dealer": deal.dealer, "hands": deal.hands, "talon": deal.talon, "events": deal.events}],
    }


def gt_describe(deal, name):
    note(f"== {name}")
    note(
        f"  player seat {deal.player}; discard {deal.discard} = {deal.p_disc} (sum-2); tricks {deal.p_tricks}; points {deal.points} (helpers {deal.h_points})"
    )
    note(
        f"  game {'won' if deal.won else 'lost'}: {deal.game} each; premiums: {deal.premiums}; tarocks in hand {deal.ntar}"
    )
    note(f"  receipts {deal.receipts}; net {deal.net}; pool after {deal.pool}")


def gt_random_deal(rng, fixed_player=None, P=0, dealer=2, packet=None):
    deck = gt_deck()
    used = set(fixed_player or []) | set(packet or [])
    rest = [c for c in deck if c not in used]
    rng.shuffle(rest)
    hands = [None, None, None]
    if fixed_player is not None:
        hands[P] = list(fixed_player) + rest[: 12 - len(fixed_player)]
        rest = rest[12 - len(fixed_player) :]
        rng.shuffle(hands[P])
    talon = list(packet or [])
    talon += rest[: 6 - len(talon)]
    rest = rest[6 - len(packet or []) :]
    for s in range(3):
        if hands[s] is None:
            hands[s] = rest[:12]
            rest = rest[12:]
    assert not rest
    return hands, talon


def gen_galician():
    files = {}

    # G1: pagat ultimo announced and made; pool taken; the discard carries the player over 33
    def b1(rng):
        P, dealer = 0, 2
        hands, talon = gt_random_deal(rng, P=P, dealer=dealer)
        h = hands[P] + talon[:3]
        if "T1" not in h or sum(1 for c in h if gt_suit(c) == "T") < 9:
            return None
        suitc = [c for c in h if gt_suit(c) != "T" and c[0] != "K"]
        if len(suitc) < 3:
            return None
        disc = sorted(suitc, key=lambda c: -gt_val(c))[:3]
        if gt_pts(disc) < 3:
            return None
        deal = GalicianDeal(dealer, hands, talon, P, disc, ["pagat_ultimo"], 140)
        try:
            return deal.run(gt_policy(P, ultimo=True), rng)
        except AssertionError:
            return None

    s, g1 = find_gal(b1, lambda d: d.ult_made and d.points > 33 and d.points - d.p_disc <= 33)
    files["06-gt-ultimo-pool-taken-discard-line.json"] = (
        gt_session(
            g1,
            {"preset": "standard"},
            140,
            {
                "note": "A three, pagat ultimo announced and made; the laid-away cards carry the player over 33."
            },
        ),
        g1,
        [],
    )
    note(f"G1 seed {s}")

    # G2: pagat ultimo announced and failed (pool fed); won game by the discard; planted: game paid as lost
    def b2(rng):
        P, dealer = 1, 0
        hands, talon = gt_random_deal(rng, P=P, dealer=dealer)
        h = hands[P] + talon[:3]
        if "T1" not in h or sum(1 for c in h if gt_suit(c) == "T") < 8:
            return None
        suitc = [c for c in h if gt_suit(c) != "T" and c[0] != "K"]
        if len(suitc) < 3:
            return None
        disc = sorted(suitc, key=lambda c: -gt_val(c))[:3]
        deal = GalicianDeal(dealer, hands, talon, P, disc, ["pagat_ultimo"], 90, win_percent=0)
        try:
            return deal.run(gt_policy(P, ultimo=True), rng)
        except AssertionError:
            return None

    s, g2 = find_gal(
        b2,
        lambda d: (
            (not d.ult_made)
            and any(c == "T1" and x == d.player for x, c in d.last[0])
            and d.points > 33
            and d.points - d.p_disc <= 33
        ),
    )
    t2 = gt_session(
        g2,
        {"preset": "standard", "pool_win_percent": 0},
        90,
        {"note": "A three, pagat ultimo announced and lost in the last trick; the pool is fed."},
    )
    evs = t2["deals"][0]["events"]
    P = g2.player
    pw = g2.points - g2.p_disc
    lost_amt = 3 * (33 - pw) + 30
    gidx = [i for i, e in enumerate(evs) if e.get("reason") == "game"]
    planted = []
    for i in gidx:
        h = evs[i]["from"]
        evs[i] = pay(P, h, lost_amt, "game")
        planted.append(
            (
                0,
                i,
                "wrong_payment",
                f"game paid {lost_amt} by the player (points {pw} without the discard), {g2.game} due to him",
            )
        )
    files["07-gt-ultimo-failed-pool-fed-discard-line.json"] = (t2, g2, planted)
    note(f"G2 seed {s}; planted events {gidx}")

    # G3: tarocks announced after laying away two tarocks, shown (clean)
    def b3(rng):
        P, dealer = 2, 1
        tar = [f"T{i}" for i in range(2, 21)] + ["SKIZ"]
        rng.shuffle(tar)
        mine = tar[:9] + ["KH", "KS"]
        mine += [rng.choice(["QD", "ND", "JC", "10C", "1H"])]
        pk = tar[9:11] + [c for c in ["QC", "NS", "JD"] if c not in mine][:1]
        hands, talon = gt_random_deal(rng, fixed_player=mine, P=P, dealer=dealer, packet=pk)
        h = hands[P] + talon[:3]
        trs = sorted([c for c in h if gt_suit(c) == "T" and c not in ("SKIZ", "T21", "T1")], key=gt_str)
        nonk = [c for c in h if gt_suit(c) != "T" and c[0] != "K"]
        if sum(1 for c in h if gt_suit(c) == "T") != 11 or len(nonk) != 2:
            return None
        disc = nonk[:2] + trs[:1]
        deal = GalicianDeal(dealer, hands, talon, P, disc, ["tarocks"], 60, shown=True)
        try:
            return deal.run(gt_policy(P), rng)
        except AssertionError:
            return None

    s, g3 = find_gal(b3, lambda d: d.ntar == 10 and d.won)
    files["08-gt-tarocks-shown-discard.json"] = (
        gt_session(
            g3,
            {"preset": "standard"},
            60,
            {
                "note": "A three; the player lays away a tarock with two suit cards, shows it and announces ten tarocks."
            },
        ),
        g3,
        [],
    )
    note(f"G3 seed {s}")

    # G4: the pagat laid away; skiz and mond won in tricks (silent trull with the discard); the pagat's 5 decide 33
    def b4(rng):
        P, dealer = 0, 2
        mine = ["SKIZ", "T21", "T1"]
        hands, talon = gt_random_deal(rng, fixed_player=mine, P=P, dealer=dealer)
        h = hands[P] + talon[:3]
        if sum(1 for c in h if gt_suit(c) == "T") < 8:
            return None
        suitc = [c for c in h if gt_suit(c) != "T" and c[0] != "K"]
        if len(suitc) < 2:
            return None
        disc = ["T1"] + sorted(suitc, key=gt_val)[:2]
        deal = GalicianDeal(dealer, hands, talon, P, disc, [], 75)
        try:
            return deal.run(gt_policy(P), rng)
        except AssertionError:
            return None

    s, g4 = find_gal(
        b4,
        lambda d: (
            d.points > 33 and d.points - d.p_disc <= 33 and not any("four kings" in x for x in d.premiums)
        ),
    )
    files["09-gt-pagat-laid-away-silent-trull.json"] = (
        gt_session(
            g4,
            {"preset": "standard"},
            75,
            {"note": "A three; the player lays the pagat away and wins skiz and mond in play."},
        ),
        g4,
        [],
    )
    note(f"G4 seed {s}")
    for name, (_, deal, _) in files.items():
        gt_describe(deal, name)
    return files


def find_gal(build, test, tries=200000):
    for seed in range(tries):
        rng = random.Random(seed)
        d = build(rng)
        if d is not None and test(d):
            return seed, d
    raise SystemExit("no galician deal")


# =============================================================================================
# Tarocchini Ottocento
# =============================================================================================
OT_LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B
OT_ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D


def ot_deck():
    d = []
    for s in "SBCD":
        d += [r + s for r in (OT_LONG if s in "SB" else OT_ROUND)]
    d += [f"T{i}" for i in range(0, 21)] + ["MATTO"]
    return d


def ot_suit(c):
    if c == "MATTO":
        return "M"
    return "T" if c.startswith("T") else c[-1]


def ot_val(c):
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if ot_suit(c) == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def ot_rank(c):
    s = ot_suit(c)
    if s == "T":
        n = int(c[1:])
        return 1 if 1 <= n <= 4 else n  # the Moretti are of equal rank
    order = OT_LONG if s in "SB" else OT_ROUND
    return 20 - order.index(c[:-1])


def ot_winner(trick):
    real = [(s, c) for s, c in trick if c != "MATTO"]
    led = ot_suit(real[0][1])
    trumps = [x for x in real if ot_suit(x[1]) == "T"]
    pool = trumps if trumps else [x for x in real if ot_suit(x[1]) == led]
    best = pool[0]
    for x in pool[1:]:
        if ot_rank(x[1]) > ot_rank(best[1]) or (
            ot_suit(x[1]) == "T" and ot_rank(x[1]) == 1 == ot_rank(best[1])
        ):
            best = x  # equal Moretti: the last played is highest
    return best


def ot_legal(hand, led):
    if led is None:
        return [c for c in hand if c != "MATTO"] or list(hand)
    same = [c for c in hand if ot_suit(c) == led]
    if same:
        res = same
    else:
        tr = [c for c in hand if ot_suit(c) == "T"]
        res = tr if tr else [c for c in hand if c != "MATTO"]
    res = list(res)
    if "MATTO" in hand:
        res.append("MATTO")
    return res or list(hand)


def ot_pts(cards):
    assert len(cards) % 2 == 0, len(cards)
    return sum(ot_val(c) for c in cards) - len(cards) // 2


def ot_simple_decl(hand):
    """Cricche of kings/queens/knights/jacks only (no contatori), at most two items (no doubling)."""
    items = []
    pts = 0
    table = {
        "kings": ("K", 17, 34),
        "queens": ("Q", 14, 28),
        "knights": ("N", 13, 26),
        "jacks": ("J", 12, 24),
    }
    for name, (r, p3, p4) in table.items():
        n = sum(1 for s in "SBCD" if r + s in hand)
        if n >= 3 and len(items) < 2:
            items.append({"kind": "cricca", "of": name, "count": n})
            pts += p3 if n == 3 else p4
    return items, pts


class OttoDeal:
    def __init__(self, dealer, hands, discard, declare=True):
        self.dealer = dealer
        self.hands = [list(h) for h in hands]
        self.discard = list(discard)
        self.declare = declare
        self.events = []

    def run(self, choose, rng):
        d = self.dealer
        hand = [list(h) for h in self.hands]
        for c in self.discard:
            assert ot_val(c) < 5, "no 5-point card in the discard"
            hand[d].remove(c)
        self.events.append({"type": "discard", "seat": d, "cards": list(self.discard)})
        self.decl = {0: 0, 1: 0}
        self.decl_items = {}
        for k in range(1, 5):
            s = (d + k) % 4
            items, pts = ot_simple_decl(hand[s]) if self.declare else ([], 0)
            self.decl_items[s] = items
            self.events.append({"type": "declare", "seat": s, "items": items})
            self.decl[s % 2] += pts
        leader = (d + 1) % 4
        piles = {0: [], 1: []}  # by team
        tricks_by_seat = {s: 0 for s in range(4)}
        self.matto = None
        for t in range(15):
            trick = []
            for k in range(4):
                s = (leader + k) % 4
                real = [c for _, c in trick if c != "MATTO"]
                led = ot_suit(real[0]) if real else None
                legal = ot_legal(hand[s], led)
                if not trick:
                    legal = [c for c in legal if c != "MATTO"] or legal
                c = choose(self, s, hand[s], legal, trick, t, rng)
                assert c in legal
                hand[s].remove(c)
                trick.append((s, c))
                self.events.append({"type": "play", "seat": s, "card": c})
            w, wc = ot_winner(trick)
            tricks_by_seat[w] += 1
            for s, c in trick:
                if c == "MATTO":
                    assert t < 14, "no Matto in the last trick"
                    self.matto = (s, w, t)
                    piles[s % 2].append(c)
                else:
                    piles[w % 2].append(c)
            leader = w
            if t == 14:
                self.last_team = w % 2
        self.tricks_by_seat = tricks_by_seat
        # Matto hand-over (a low card to an opposing winner), the discard to the dealer's side
        ms, mw, _ = self.matto
        self.handover = None
        team_tricks = {0: tricks_by_seat[0] + tricks_by_seat[2], 1: tricks_by_seat[1] + tricks_by_seat[3]}
        if team_tricks[ms % 2] == 0:
            piles[ms % 2].remove("MATTO")
            piles[1 - ms % 2].append("MATTO")
        elif ms % 2 != mw % 2:
            low = sorted([c for c in piles[ms % 2] if ot_val(c) == 1], key=lambda c: (ot_suit(c) != "T", c))[
                0
            ]
            piles[ms % 2].remove(low)
            piles[mw % 2].append(low)
            self.handover = low
        disc_team = d % 2 if tricks_by_seat[d] > 0 else 1 - d % 2
        self.disc_team = disc_team
        piles[disc_team] += self.discard
        self.card_pts = {t: ot_pts(piles[t]) for t in (0, 1)}
        assert self.card_pts[0] + self.card_pts[1] == 87
        self.last = {t: 6 if t == self.last_team else 0 for t in (0, 1)}
        self.disc_pts = sum(ot_val(c) for c in self.discard) - 1
        for t in (0, 1):
            team = f"team{t}"
            if self.declare:
                self.events.append(
                    {"type": "score", "party": team, "points": self.decl[t], "reason": "declarations"}
                )
            self.events.append(
                {"type": "score", "party": team, "points": self.card_pts[t], "reason": "card_points"}
            )
            self.events.append(
                {"type": "score", "party": team, "points": self.last[t], "reason": "last_trick"}
            )
        return self


def ot_policy(matto_window=(2, 12), dealer_weak=None):
    def choose(deal, s, hand, legal, trick, t, rng):
        if "MATTO" in legal and trick and matto_window[0] <= t <= matto_window[1]:
            # play the excuse into a trick the opponents are winning
            w, _ = ot_winner(trick) if any(c != "MATTO" for _, c in trick) else (None, None)
            if w is not None and w % 2 != s % 2 and (rng.random() < 0.6 or t == matto_window[1]):
                return "MATTO"
        cand = [c for c in legal if c != "MATTO"] or legal
        if dealer_weak is not None and s == dealer_weak:
            # the dealer ducks: lowest card
            return min(cand, key=lambda c: (ot_suit(c) == "T", ot_rank(c)))
        return rng.choice(cand)

    return choose


def ot_session(deal, rules, meta):
    return {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "rules": rules,
        "players": ["Anna", "Bruno", "Carla", "Dario"],
        "meta": meta,
        "deals": [{"dealer": deal.dealer, "hands": deal.hands, "events": deal.events}],
    }


def ot_random(rng, dealer):
    deck = ot_deck()
    rng.shuffle(deck)
    hands = []
    pos = 0
    for s in range(4):
        n = 17 if s == dealer else 15
        hands.append(deck[pos : pos + n])
        pos += n
    return hands


def ot_pick_discard(hand, rng, want_points=True):
    cand = [c for c in hand if ot_val(c) < 5 and ot_suit(c) in "SBCD" and c != "MATTO"]
    if want_points:
        hi = [c for c in cand if ot_val(c) >= 3]
        if len(hi) < 2:
            return None
        return hi[:2]
    return cand[:2]


def ot_describe(deal, name):
    note(f"== {name}")
    note(
        f"  dealer {deal.dealer}, discard {deal.discard} (value {sum(ot_val(c) for c in deal.discard)}, pair {deal.disc_pts}) to team{deal.disc_team}"
    )
    note(f"  tricks by seat {deal.tricks_by_seat}; matto {deal.matto} handover {deal.handover}")
    note(f"  card points {deal.card_pts}; last trick {deal.last}; declarations {deal.decl} {deal.decl_items}")


def find_ot(build, test, tries=100000):
    for seed in range(tries):
        rng = random.Random(seed)
        d = build(rng)
        if d is not None and test(d):
            return seed, d
    raise SystemExit("no ottocento deal")


def gen_ottocento():
    files = {}

    def build(dealer, dealer_weak=False):
        def b(rng):
            hands = ot_random(rng, dealer)
            disc = ot_pick_discard(hands[dealer], rng)
            if disc is None or "MATTO" in hands[dealer]:
                return None
            deal = OttoDeal(dealer, hands, disc)
            try:
                return deal.run(ot_policy(dealer_weak=dealer if dealer_weak else None), rng)
            except AssertionError:
                return None

        return b

    def matto_to_opp(d):
        ms, mw, _ = d.matto or (0, 0, 0)
        return d.matto is not None and ms % 2 != mw % 2 and d.handover is not None

    # O1: the dealer's discard counted for his side; the Matto handed over (clean)
    s, o1 = find_ot(
        build(3),
        lambda d: (
            matto_to_opp(d)
            and d.tricks_by_seat[3] > 0
            and d.matto[0] % 2 != 3 % 2
            and any(d.decl_items.values())
        ),
    )
    files["10-ot-dealer-discard-matto.json"] = (
        ot_session(
            o1,
            {"preset": "standard"},
            {
                "note": "The dealer lays away a queen and a knight; the Matto is played into a trick the opponents win."
            },
        ),
        o1,
        [],
    )
    note(f"O1 seed {s}")

    # O2: the same kind; planted: the dealer's side counted without its discard
    s, o2 = find_ot(
        build(1), lambda d: matto_to_opp(d) and d.tricks_by_seat[1] > 0 and d.matto[0] % 2 == 1 % 2
    )
    t2 = ot_session(
        o2,
        {"preset": "standard"},
        {"note": "The dealer's side writes its card points; the discard (two court cards) is forgotten."},
    )
    evs = t2["deals"][0]["events"]
    team = f"team{o2.dealer % 2}"
    idx = next(
        i
        for i, e in enumerate(evs)
        if e.get("type") == "score" and e["party"] == team and e.get("reason") == "card_points"
    )
    wrong = o2.card_pts[o2.dealer % 2] - o2.disc_pts
    evs[idx] = dict(evs[idx], points=wrong)
    files["11-ot-dealer-discard-forgotten.json"] = (
        t2,
        o2,
        [(0, idx, "wrong_score", f"{wrong} written, {o2.card_pts[o2.dealer % 2]} due")],
    )
    note(f"O2 seed {s}; planted event {idx}")

    # O3: the dealer takes no trick (his partner does): the discard goes to the opponents (clean)
    s, o3 = find_ot(
        build(0, dealer_weak=True),
        lambda d: d.tricks_by_seat[0] == 0 and d.tricks_by_seat[2] > 0 and d.matto is not None,
    )
    files["12-ot-dealer-no-trick-discard-to-opponents.json"] = (
        ot_session(
            o3,
            {"preset": "standard"},
            {
                "note": "The dealer wins no trick; his partner does. The discard goes to the opponents (dealer_trick)."
            },
        ),
        o3,
        [],
    )
    note(f"O3 seed {s}")

    # O4: the Matto's side writes its card points without handing the low card over (planted)
    s, o4 = find_ot(build(2), lambda d: matto_to_opp(d) and d.tricks_by_seat[2] > 0 and d.matto[0] % 2 == 1)
    t4 = ot_session(
        o4,
        {"preset": "standard"},
        {"note": "The Matto is played into an opposing trick; its side forgets to hand over a low card."},
    )
    evs = t4["deals"][0]["events"]
    mteam = o4.matto[0] % 2
    idx = next(
        i
        for i, e in enumerate(evs)
        if e.get("type") == "score" and e["party"] == f"team{mteam}" and e.get("reason") == "card_points"
    )
    wrong = o4.card_pts[mteam] + 1
    evs[idx] = dict(evs[idx], points=wrong)
    files["13-ot-matto-handover-forgotten.json"] = (
        t4,
        o4,
        [(0, idx, "wrong_score", f"{wrong} written, {o4.card_pts[mteam]} due")],
    )
    note(f"O4 seed {s}; planted event {idx}")
    for name, (_, deal, _) in files.items():
        ot_describe(deal, name)
    return files


def main():
    allf = {}
    allf.update(gen_danish())
    allf.update(gen_galician())
    allf.update(gen_ottocento())
    for old in HERE.glob("*.json"):
        old.unlink()
    note("")
    note("== planted faults")
    for name, (tr, _, planted) in sorted(allf.items()):
        tr["meta"]["planted"] = [{"deal": a, "event": b, "code": c} for a, b, c, _ in planted]
        (HERE / name).write_text(json.dumps(tr, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        note(f"{name}: {planted or 'clean'}")
    (HERE / "_figures.txt").write_text("\n".join(FIG) + "\n", encoding="utf-8")
    print("\n".join(FIG))


if __name__ == "__main__":
    main()
