"""Generator for the seats-change2 blind audit (Danish Tarok, seats that change).

Written from the Polish source alone (§2, §7, §10-§15, §17). Plays are random but legal;
every payment is computed by this file's own reading (see EXPECTED.md)."""

from __future__ import annotations

import json
import random
from fractions import Fraction as F
from pathlib import Path

OUT = Path(__file__).parent
NAMES = ["Adam", "Beata", "Cezary", "Dorota"]
SUITS = "HDSC"
RANKS = ["K", "Q", "N", "J"] + [str(i) for i in range(1, 11)]
DECK = [r + s for s in SUITS for r in RANKS] + [f"T{i}" for i in range(1, 22)] + ["JOKER"]
VAL = {"K": 4, "Q": 3, "N": 2, "J": 1}


def suit(c):
    return "T" if c.startswith("T") else ("J" if c == "JOKER" else c[-1])


def strength(c):
    if c.startswith("T"):
        return int(c[1:])
    r = c[:-1]
    court = {"K": 14, "Q": 13, "N": 12, "J": 11}
    if r in court:
        return court[r]
    n = int(r)
    return 11 - n if c[-1] in "HD" else n


def points(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c.startswith("T"):
        return 0
    return VAL.get(c[:-1], 0)


def amt(x):
    x = F(x)
    if x.denominator == 1:
        return int(x)
    return round(float(x), 6)


def declarations(hand):
    items = []
    trumps = [c for c in hand if c.startswith("T")]
    joker = "JOKER" in hand
    n = len(trumps) + (1 if joker else 0)
    pay = 0
    if n >= 10:
        items.append({"kind": "trumps", "count": n, "pagat": "T1" in hand})
    if joker and "T21" in hand and "T1" in hand:
        m = 3
        k = 20
        while f"T{k}" in hand:
            m += 1
            k -= 1
        items.append({"kind": "matadors", "count": m})
    for s in SUITS:
        courts = [r for r in "KQNJ" if r + s in hand]
        if len(courts) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"})
        elif len(courts) == 3 and joker:
            miss = [r for r in "KQNJ" if r not in courts][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
    kings = [s for s in SUITS if "K" + s in hand]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if joker else "full"})
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append({"kind": "kings", "form": "half", "missing": miss})
    return items


def decl_value(it):
    if it["kind"] == "trumps":
        return 10 + 5 * (it["count"] - 10)
    if it["kind"] == "matadors":
        return 10 + 5 * (it["count"] - 3)
    return {"rich": 15, "full": 10, "half": 5}[it["form"]]


def band(p):
    d = p - 26
    return 5 * round(d / 5)


class Session:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.pools = {"pagat_pool": F(0), "king_pool": F(0)}
        self.net = {}  # per deal: party -> net
        self.log = []

    def pay(self, ev, frm, to, a, reason):
        a = F(a)
        ev.append({"type": "payment", "from": frm, "to": to, "amount": amt(a), "reason": reason})
        for p, sgn in ((frm, -1), (to, 1)):
            self.cur[p] = self.cur.get(p, 0) + sgn * a
            if p in self.pools:
                self.pools[p] += sgn * a

    def deal(self, dealer, active, at_table, new_dealer, pre=(), first=False, last=False, share_among=None):
        """active: the three seats playing (in seat order); at_table: everyone at the table."""
        rng = self.rng
        ev = []
        self.cur = {}
        if first:
            for pool in ("pagat_pool", "king_pool"):
                for s in sorted(at_table):
                    self.pay(ev, s, pool, 20, "foundation")
        for kind, seat in pre:
            if kind == "join":
                thirds = {p: self.pools[p] / 3 for p in ("pagat_pool", "king_pool")}
                for p in ("pagat_pool", "king_pool"):
                    self.pay(ev, seat, p, thirds[p], "join")
        self.pay(ev, dealer, "pagat_pool", 5, "deal_fee")
        self.pay(ev, dealer, "king_pool", 5, "deal_fee")
        order = [s for s in [(dealer + i) % 4 for i in range(4)] if s in active]
        while True:
            deck = DECK[:]
            rng.shuffle(deck)
            hands = {s: [] for s in range(4)}
            k = 0
            for s in order:
                n = 28 if s == dealer else 25
                hands[s] = deck[k : k + n]
                k += n
            if all(any(c.startswith("T") for c in hands[s]) for s in active):
                break
        dealt = {s: list(h) for s, h in hands.items()}
        # skat: three pip cards (never kings, Mondo, Joker, trumps or declaration cards)
        pips = [c for c in hands[dealer] if not c.startswith("T") and c != "JOKER" and c[:-1] not in "KQNJ"]
        pips.sort(key=lambda c: (strength(c), c))
        skat = pips[:3]
        for c in skat:
            hands[dealer].remove(c)
        ev.append({"type": "discard", "seat": dealer, "cards": skat})
        for s in order:
            items = declarations(hands[s])
            ev.append({"type": "declare", "seat": s, "items": items})
            for it in items:
                for o in order:
                    if o != s:
                        self.pay(ev, o, s, decl_value(it), "declaration")
        piles = {s: list() for s in active}
        tricks = {s: 0 for s in active}
        leader = order[1]
        joker_played = False
        last_info = None
        for t in range(25):
            seq = [s for s in [(leader + i) % 4 for i in range(4)] if s in active]
            played = []
            led = None
            for i, s in enumerate(seq):
                h = hands[s]
                if i == 0:
                    cand = [c for c in h if c != "JOKER"]
                    assert cand, "joker lead"
                    c = rng.choice(cand)
                    led = suit(c)
                else:
                    if "JOKER" in h and t <= 21:
                        c = "JOKER"
                    else:
                        assert t < 22 or "JOKER" not in h
                        same = [c for c in h if suit(c) == led]
                        tr = [c for c in h if c.startswith("T")]
                        cand = same or tr or h
                        c = rng.choice(cand)
                h.remove(c)
                played.append((s, c))
                ev.append({"type": "play", "seat": s, "card": c})
            real = [(s, c) for s, c in played if c != "JOKER"]
            trumps = [(s, c) for s, c in real if c.startswith("T")]
            if trumps:
                w, wc = max(trumps, key=lambda x: strength(x[1]))
            else:
                w, wc = max([(s, c) for s, c in real if suit(c) == led], key=lambda x: strength(x[1]))
            tricks[w] += 1
            for s, c in played:
                if c == "JOKER" and t < 24:
                    piles[s].append(c)
                    joker_played = True
                else:
                    piles[w].append(c)
            if t < 24:
                for s, c in played:
                    others = [o for o in active if o != s]
                    if c.startswith("K") and s != w:
                        for o in others:
                            self.pay(ev, s, o, 5, "king_lost")
                        self.pay(ev, s, "king_pool", 5, "king_lost")
                    if c == "T1":
                        if s != w:
                            for o in others:
                                self.pay(ev, s, o, 5, "pagat_lost")
                            self.pay(ev, s, "pagat_pool", 5, "pagat_lost")
                        else:
                            for o in others:
                                self.pay(ev, o, s, 5, "pagat_trick")
            else:
                last_info = (w, wc, played)
            leader = w
        assert joker_played or "JOKER" not in sum(dealt.values(), []) or True
        w, wc, played = last_info
        assert max(tricks.values()) < 25, "tout"
        nolo = [s for s in active if tricks[s] == 0]
        kp0 = self.pools["king_pool"]
        pp0 = self.pools["pagat_pool"]
        prz = [(s, c) for s, c in played if s != w and (c.startswith("K") or c == "T1")]
        king_prz = any(c.startswith("K") for s, c in prz)
        for s in nolo:
            for o in active:
                if o != s:
                    self.pay(ev, o, s, 25, "nolo")
        if not nolo:
            if wc == "T1":
                for o in active:
                    if o != w:
                        self.pay(ev, o, w, 45, "pagat_ultimo")
                self.pay(ev, "pagat_pool", w, pp0, "pagat_ultimo")
            elif wc.startswith("K"):
                for o in active:
                    if o != w:
                        self.pay(ev, o, w, 40, "king_ultimo")
                self.pay(ev, "king_pool", w, kp0, "king_ultimo")
        for s, c in prz:
            r = "pagat_przydupek" if c == "T1" else "king_przydupek"
            for o in active:
                if o != s:
                    self.pay(ev, s, o, 45 if c == "T1" else 40, r)
            self.pay(ev, s, "pagat_pool" if c == "T1" else "king_pool", pp0 if c == "T1" else kp0, r)
        if not nolo and not prz and not (wc == "T1" or wc.startswith("K")):
            for o in active:
                if o != w:
                    self.pay(ev, o, w, 20, "last_trick")
        if not nolo and wc == "T1":
            for s in sorted(at_table):
                self.pay(ev, s, "pagat_pool", 20, "refill")
        if not nolo and wc.startswith("K") and not king_prz:
            for s in sorted(at_table):
                self.pay(ev, s, "king_pool", 20, "refill")
        # card points
        pts = {s: sum(points(c) for c in piles[s]) + tricks[s] for s in active}
        pts[dealer] += 1 + sum(points(c) for c in skat)
        assert sum(pts.values()) == 78, pts
        cp = {}
        if not nolo:
            for s in active:
                if s == new_dealer:
                    continue
                b = band(pts[s])
                cp[s] = b
                if b < 0:
                    self.pay(ev, s, new_dealer, -b, "card_points")
                elif b > 0:
                    self.pay(ev, new_dealer, s, b, "card_points")
        if last:
            among = sorted(share_among)
            for p in ("pagat_pool", "king_pool"):
                share = self.pools[p] / len(among)
                for s in among:
                    self.pay(ev, p, s, share, "session_end")
        hands_out = [dealt[s] if s in active else [] for s in range(4)]
        info = {
            "dealer": dealer,
            "active": sorted(active),
            "new_dealer": new_dealer,
            "tricks": tricks,
            "card_points": pts,
            "cp_settle": cp,
            "last": (w, wc),
            "nolo": nolo,
            "net": {str(k): amt(v) for k, v in self.cur.items() if v != 0},
            "pools_after": {k: amt(v) for k, v in self.pools.items()},
        }
        self.log.append(info)
        return {"dealer": dealer, "hands": hands_out, "events": ev}


def session(seed, plan):
    """plan: list of dicts with dealer, active, at_table, pre; new dealer = next deal's dealer, or
    for the last deal plan's 'final_new_dealer'."""
    S = Session(seed)
    deals = []
    for i, d in enumerate(plan):
        last = i == len(plan) - 1
        nd = plan[i + 1]["dealer"] if not last else d["final_new_dealer"]
        deals.append(
            S.deal(
                d["dealer"],
                d["active"],
                d["at_table"],
                nd,
                pre=d.get("pre", ()),
                first=i == 0,
                last=last,
                share_among=d.get("share_among", d["at_table"]),
            )
        )
    return deals, S


def P(dealer, active, at_table, **kw):
    return dict(dealer=dealer, active=set(active), at_table=set(at_table), **kw)


THREE = {0, 1, 2}
FOUR = {0, 1, 2, 3}


def four_active(dealer):
    return {s for s in range(4) if s != (dealer + 2) % 4}


PLANS = {
    # D (3) joins when the deal passes from C (2): he is the dealer due at once and settles the
    # card points of deal 2 (which he did not play) as the new dealer
    "join_dealer_due": [
        P(0, THREE, THREE),
        P(1, THREE, THREE),
        P(2, THREE, THREE),
        P(3, four_active(3), FOUR, pre=[("join", 3)]),
        P(0, four_active(0), FOUR, final_new_dealer=1),
    ],
    # D joins after deal 0; the deal passes to B (1), so D sits out at once (opposite B)
    "join_sits_out": [
        P(0, THREE, THREE),
        P(1, four_active(1), FOUR, pre=[("join", 3)]),
        P(2, four_active(2), FOUR),
        P(3, four_active(3), FOUR, final_new_dealer=0),
    ],
    # four from the start; C (2) would deal after deal 1 but leaves: D (3), the sitter of deal 1,
    # deals next and settles deal 1's card points
    "leave_next_dealer": [
        P(0, four_active(0), FOUR),
        P(1, four_active(1), FOUR),
        P(3, {0, 1, 3}, {0, 1, 3}),
        P(0, {0, 1, 3}, {0, 1, 3}, final_new_dealer=1),
    ],
    # four from the start; C (2) sits out deal 0 and leaves after it
    "leave_sitter": [
        P(0, four_active(0), FOUR),
        P(1, {0, 1, 3}, {0, 1, 3}),
        P(3, {0, 1, 3}, {0, 1, 3}),
        P(0, {0, 1, 3}, {0, 1, 3}, final_new_dealer=1),
    ],
    # three, D joins as the sitter of deal 2 (dealer C); B (1) leaves after deal 2 (B was not the
    # next dealer: D is); then 0, 2, 3 play on
    "join_then_leave": [
        P(0, THREE, THREE),
        P(1, THREE, THREE),
        P(2, four_active(2), FOUR, pre=[("join", 3)]),
        P(3, {0, 2, 3}, {0, 2, 3}),
        P(0, {0, 2, 3}, {0, 2, 3}, final_new_dealer=2),
    ],
}


def doc(deals, desc, sheet=False):
    return {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {},
        "players": NAMES,
        "meta": {"description": desc},
        "deals": deals,
    }


def to_sheet(deals, S):
    """Replace every payment by score (net chips of the deal) and total lines per seat at the table."""
    totals = {}
    for d, info in zip(deals, S.log):
        d["events"] = [e for e in d["events"] if e["type"] != "payment"]
        seats = sorted({int(k) for k in info["net"] if k.isdigit()} | set(info["active"]))
        for s in seats:
            v = F(info["net"].get(str(s), 0))
            d["events"].append({"type": "score", "party": s, "points": amt(v)})
        for s in seats:
            v = F(info["net"].get(str(s), 0))
            totals[s] = totals.get(s, 0) + v
            d["events"].append({"type": "total", "party": s, "points": amt(totals[s])})
    return deals


def reshare(deals, n):
    """Share out what the recorded payments left in the pools (the club's own pools)."""
    ev = deals[-1]["events"]
    ends = [e for e in ev if e.get("reason") == "session_end"]
    seats = sorted({e["to"] for e in ends})
    for p in ("pagat_pool", "king_pool"):
        tot = F(0)
        for dd in deals:
            for x in dd["events"]:
                if x["type"] == "payment" and x.get("reason") != "session_end":
                    a = F(x["amount"]).limit_denominator(1000000)
                    tot += a if x["to"] == p else -a if x["from"] == p else 0
        for e in ends:
            if e["from"] == p:
                e["amount"] = amt(tot / n)
    assert len(seats) == n


def find(deal, pred):
    return [i for i, e in enumerate(deal["events"]) if pred(e)]


def main():
    out = {}
    seeds = {}

    def gen(name, plan, seed):
        for k in range(seed, seed + 500):
            try:
                deals, S = session(k, PLANS[plan])
                seeds[name] = k
                return deals, S
            except AssertionError:
                continue
        raise SystemExit("no seed")

    def gen_where(name, plan, seed, cond):
        for k in range(seed, seed + 2000):
            try:
                deals, S = session(k, PLANS[plan])
            except AssertionError:
                continue
            if cond(deals, S):
                seeds[name] = k
                return deals, S
        raise SystemExit("no seed " + name)

    def join_frac(di):
        def c(deals, S):
            ev = deals[di]["events"]
            js = [e for e in ev if e.get("reason") == "join"]
            return all(isinstance(e["amount"], float) for e in js)

        return c

    logs = {}
    # 01 clean: the joiner deals at once, settles deal 2's card points, shares among four
    deals, S = gen_where("01", "join_dealer_due", 1000, join_frac(3))
    out["01-join-dealer-due-clean.json"] = doc(deals, "D joins as the dealer due; exact thirds; share among four")
    logs["01"] = S.log
    # 02 clean: the joiner sits out his first deal
    deals, S = gen_where("02", "join_sits_out", 2000, join_frac(1))
    out["02-join-sits-out-clean.json"] = doc(deals, "D joins and sits out at once; exact thirds")
    logs["02"] = S.log
    # 03 the join rounded to the chip band (nearest 5) as a club might
    deals, S = gen_where("03", "join_sits_out", 3000, join_frac(1))
    for e in deals[1]["events"]:
        if e.get("reason") == "join":
            e["amount"] = 5 * round(e["amount"] / 5)
    reshare(deals, 4)
    out["03-join-third-chip-band.json"] = doc(deals, "D joins; each third rounded to the nearest 5")
    logs["03"] = S.log
    # 04 fault: the joiner pays 20 to each pool (a foundation) instead of the third
    deals, S = gen_where("04", "join_dealer_due", 4000, lambda d, s: True)
    for e in deals[3]["events"]:
        if e.get("reason") == "join":
            e["amount"] = 20
    out["04-join-wrong-amount.json"] = doc(deals, "FAULT: D pays 20 a pool on joining")
    logs["04"] = S.log
    # 05 fault: the joiner deals at once but A (0), the dealer due among three, pays the fee
    deals, S = gen_where("05", "join_dealer_due", 5000, lambda d, s: True)
    for e in deals[3]["events"]:
        if e.get("reason") == "deal_fee":
            e["from"] = 0
    out["05-join-fee-wrong-seat.json"] = doc(deals, "FAULT: deal 3's fee paid by A, D deals")
    logs["05"] = S.log
    # 06 clean: the would-be dealer leaves; the sitter of deal 1 deals and settles its card points
    deals, S = gen_where("06", "leave_next_dealer", 6000, lambda d, s: True)
    out["06-leave-next-dealer-clean.json"] = doc(deals, "C leaves when due to deal; D deals")
    logs["06"] = S.log
    # 07 the leaver settles the card points of his last deal before leaving (the other reading)
    deals, S = gen_where(
        "07", "leave_next_dealer", 7000, lambda d, s: len(s.log[1]["cp_settle"]) and any(s.log[1]["cp_settle"].values())
    )
    ev = deals[1]["events"]
    for e in ev:
        if e.get("reason") == "card_points":
            if e["from"] == 3:
                e["from"] = 2
            if e["to"] == 3:
                e["to"] = 2
    # the leaver's own points are then not settled; the sitter's settlement with him dropped
    cps = [i for i, e in enumerate(ev) if e.get("reason") == "card_points" and e["from"] == e["to"]]
    for i in reversed(cps):
        del ev[i]
    out["07-leaver-settles-card-points.json"] = doc(deals, "C (leaving, due to deal) settles deal 1's card points")
    logs["07"] = S.log
    # 08 fault: share to the leaver (the pools split in four)
    deals, S = gen_where("08", "leave_sitter", 8000, lambda d, s: True)
    ev = deals[-1]["events"]
    ends = [i for i, e in enumerate(ev) if e.get("reason") == "session_end"]
    for i in reversed(ends):
        del ev[i]
    pools = S.log[-1]["pools_after"]
    before = {p: F(pools[p]).limit_denominator(1000) for p in pools}
    for p in ("pagat_pool", "king_pool"):
        tot = sum(F(e["amount"]).limit_denominator(1000) for e in deals[-1]["events"] if False)
    out_pools = {}
    # reconstruct the pools before the share: the share took them to 0
    for p in ("pagat_pool", "king_pool"):
        out_pools[p] = sum(
            F(x["amount"]).limit_denominator(1000000) * (1 if x["to"] == p else -1 if x["from"] == p else 0)
            for dd in deals
            for x in dd["events"]
            if x["type"] == "payment"
        )
    for p in ("pagat_pool", "king_pool"):
        for s in (0, 1, 2, 3):
            ev.append({"type": "payment", "from": p, "to": s, "amount": amt(out_pools[p] / 4), "reason": "session_end"})
    out["08-leaver-sitter-share-to-leaver.json"] = doc(deals, "FAULT: the pools shared among four, C (left) included")
    logs["08"] = S.log
    logs["08_pools_before_share"] = {p: amt(v) for p, v in out_pools.items()}
    # 09 clean: the same story, shared among three
    deals, S = gen_where("09", "leave_sitter", 9000, lambda d, s: True)
    out["09-leaver-sitter-clean.json"] = doc(deals, "C sits out deal 0 and leaves; share among three")
    logs["09"] = S.log
    # 10 clean score sheet: join and leave
    deals, S = gen_where("10", "join_then_leave", 10000, join_frac(2))
    out["10-sheet-join-leave-clean.json"] = doc(to_sheet(deals, S), "score sheet only: D joins, B leaves")
    logs["10"] = S.log
    # 11 fault: a wrong total for the joiner in his first deal
    deals, S = gen_where("11", "join_then_leave", 11000, lambda d, s: True)
    deals = to_sheet(deals, S)
    i = find(deals[2], lambda e: e["type"] == "total" and e["party"] == 3)[0]
    deals[2]["events"][i]["points"] += 10
    logs["11_wrong_total_event"] = i
    out["11-sheet-join-leave-wrong-total.json"] = doc(deals, "FAULT: score sheet: D's total after joining off by 10")
    logs["11"] = S.log
    # 12 fault: the leaver (due to deal) pays the fee of the deal D deals
    deals, S = gen_where("12", "leave_next_dealer", 12000, lambda d, s: True)
    for e in deals[2]["events"]:
        if e.get("reason") == "deal_fee":
            e["from"] = 2
    out["12-leave-fee-by-leaver.json"] = doc(deals, "FAULT: deal 2's fee paid by C, who left; D deals")
    logs["12"] = S.log
    for name, d in out.items():
        # the format has no reason code for a join: the join's payments carry none
        for dd in d["deals"]:
            for e in dd["events"]:
                if e.get("reason") == "join":
                    del e["reason"]
        (OUT / name).write_text(json.dumps(d, indent=1) + "\n")
    (OUT / "_gen_log.txt").write_text(json.dumps({"seeds": seeds, "logs": logs}, indent=1, default=str))


if __name__ == "__main__":
    main()
