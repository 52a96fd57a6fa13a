"""Blind generator: Danish Tarok (Ultimo), three players, score-sheet records (score/total lines).

Written from the Polish source alone (seeds/000_*.txt, sections 7-18). Does not import validator.
Usage: python _gen.py [seed]   -> writes NN-*.json here and prints a fault/figure digest to stdout.

Sheet convention (spec: "Danish Tarok: a seat's card points in the deal, or its net chips in it; a
pool's is the chips that went into it in the deal, net"): after the last card of each deal, one
`score` per seat (net chips in the deal), one per pool (net chips in), then one `total` per seat
(running net) and per pool (content).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).parent
SUITS = "HDSC"
COURTS = "KQNJ"
N = 3  # players


def deck():
    cards = [r + s for s in SUITS for r in ["K", "Q", "N", "J"] + [str(i) for i in range(1, 11)]]
    cards += [f"T{i}" for i in range(1, 22)]
    cards.append("JOKER")
    return cards


def suit(c):
    if c == "JOKER":
        return None
    return "T" if c[0] == "T" else c[-1]


def rank(c):
    return c[:-1]


def strength(c):
    if c[0] == "T":
        return int(c[1:])
    r = rank(c)
    if r in COURTS:
        return {"K": 14, "Q": 13, "N": 12, "J": 11}[r]
    n = int(r)
    return 11 - n if c[-1] in "HD" else n  # red: 1 high .. 10 low; black: 10 high .. 1 low


def value(c):
    if c in ("T1", "T21", "JOKER") or (c[0] != "T" and rank(c) == "K"):
        return 4
    if c[0] != "T" and c != "JOKER":
        return {"Q": 3, "N": 2, "J": 1}.get(rank(c), 0)
    return 0


def is_king(c):
    return c != "JOKER" and c[0] != "T" and rank(c) == "K"


# ---------------------------------------------------------------- declarations (par. 14, 15)


def declarations(hand):
    """Items and what each other seat pays for each."""
    h = set(hand)
    items = []
    joker = "JOKER" in h
    ntr = sum(1 for c in h if c[0] == "T") + (1 if joker else 0)
    if ntr >= 10:
        items.append(({"kind": "trumps", "count": ntr, "pagat": "T1" in h}, 5 * (ntr - 8)))
    if joker and "T21" in h and "T1" in h:
        n = 3
        t = 20
        while f"T{t}" in h:
            n += 1
            t -= 1
        items.append(({"kind": "matadors", "count": n}, 5 * (n - 1)))
    for s in SUITS:
        have = [r for r in COURTS if r + s in h]
        if len(have) == 4:
            items.append(
                ({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"}, 15 if joker else 10)
            )
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    ks = [s for s in SUITS if "K" + s in h]
    if len(ks) == 4:
        items.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(ks) == 3 and joker:
        miss = [s for s in SUITS if s not in ks][0]
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


def decl_cards(hand):
    h = set(hand)
    out = set()
    for it, _ in declarations(hand):
        k = it["kind"]
        if k == "trumps":
            out |= {c for c in h if c[0] == "T" or c == "JOKER"}
        elif k == "matadors":
            out |= {"JOKER", "T21", "T1"} | {f"T{t}" for t in range(22 - it["count"] + 2, 21)}
        elif k == "cavalry":
            out |= {r + it["suit"] for r in COURTS if r + it["suit"] in h} | ({"JOKER"} & h)
        elif k == "kings":
            out |= {"K" + s for s in SUITS if "K" + s in h} | ({"JOKER"} & h)
    return out


def legal_skat(hand):
    """Cards the dealer may lay away (par. 13): no king, Mondo, Joker, declaration card; trumps only
    if none stays (never used here). Prefer pip cards so the skat holds no card points."""
    dc = decl_cards(hand)
    return [c for c in hand if c[0] != "T" and c != "JOKER" and not is_king(c) and c not in dc]


# ---------------------------------------------------------------- play (par. 10, 12)


def legal_moves(hand, trick, led, tidx):
    """trick: list of (seat, card) so far; led: suit led (named suit for a Joker lead)."""
    joker_ok = "JOKER" in hand and tidx != 23
    if not trick:
        return [c for c in hand if c != "JOKER" or joker_ok]
    same = [c for c in hand if suit(c) == led]
    if same:
        base = same
    else:
        tr = [c for c in hand if suit(c) == "T"]
        base = tr if tr else [c for c in hand if c != "JOKER"]
    out = list(base)
    if joker_ok and "JOKER" not in out:
        out.append("JOKER")
    if not out:  # only the Joker left
        out = ["JOKER"]
    return out


def winner_of(trick, led):
    trumps = [(s, c) for s, c in trick if c != "JOKER" and suit(c) == "T"]
    if trumps:
        return max(trumps, key=lambda x: strength(x[1]))
    fol = [(s, c) for s, c in trick if c != "JOKER" and suit(c) == led]
    return max(fol, key=lambda x: strength(x[1]))


class Fail(Exception):
    pass


def play_deal(hands, dealer, rng, plan, joker_p=0.12, keep_p=0.9):
    """hands: dict seat->list (the dealer's after the skat). plan keys:
    revoke=(tidx, seat); ooturn_lead=tidx; ooturn_play=tidx; demand=("valid"|"false"|"withheld", seat);
    joker_second_last=True; keep_joker=True; script=callable(seat, legal, hand, tidx, trick, led)->card|None
    Returns dict with events, tricks, marks (name -> index into events)."""
    hands = {s: list(h) for s, h in hands.items()}
    leader = (dealer + 1) % N
    events, tricks, marks = [], [], {}
    joker_played = False
    demand_seat = None
    for t in range(25):
        if t == 22 and plan.get("demand"):
            kind, ds = plan["demand"]
            holder = [s for s in range(N) if "JOKER" in hands[s]]
            if kind == "false" and holder:
                raise Fail("joker still held")
            if kind in ("valid", "withheld") and (not holder or holder[0] == ds):
                raise Fail("no valid demand")
            marks["demand"] = len(events)
            events.append({"type": "call", "seat": ds, "call": "joker"})
            demand_seat = holder[0] if holder else None
        order = [(leader + i) % N for i in range(N)]
        if plan.get("ooturn_lead") == t:
            off = (leader + 1) % N
            order = [(off + i) % N for i in range(N)]
        if plan.get("ooturn_play") == t:
            order = [order[0], order[2], order[1]]
        trick, led = [], None
        for pos, s in enumerate(order):
            hand = hands[s]
            moves = legal_moves(hand, trick, led, t)
            if t == 23 and plan.get("joker_second_last") and "JOKER" in hand:
                card = "JOKER"
                marks["joker_second_last"] = len(events)
            elif t == 22 and demand_seat == s and plan["demand"][0] == "valid":
                card = "JOKER"
            else:
                card = None
                if plan.get("script"):
                    card = plan["script"](s, moves, hand, t, trick, led)
                if card is None:
                    cand = list(moves)
                    if t == 22 and demand_seat == s and len(cand) > 1:
                        cand = [c for c in cand if c != "JOKER"]  # withheld
                    if plan.get("keep_joker") or (t == 22 and demand_seat == s):
                        if len(cand) > 1:
                            cand = [c for c in cand if c != "JOKER"]
                    elif "JOKER" in cand and len(cand) > 1 and rng.random() > joker_p:
                        cand = [c for c in cand if c != "JOKER"]
                    if "T1" in cand and len(cand) > 1 and rng.random() < keep_p:
                        cand = [c for c in cand if c != "T1"]
                    card = rng.choice(cand)
                rv = plan.get("revoke")
                if rv and rv[0] == t and rv[1] == s and not trick:
                    raise Fail("revoker leads")
                if rv and rv[0] == t and rv[1] == s and trick:
                    bad = [c for c in hand if c not in moves]
                    if not bad:
                        raise Fail("no revoke possible")
                    card = rng.choice(bad)
                    marks["revoke"] = len(events)
            if t == 22 and plan.get("demand") and plan["demand"][0] == "withheld" and demand_seat == s:
                if card == "JOKER":
                    raise Fail("withheld but played")
                marks["withheld"] = len(events)
            ev = {"type": "play", "seat": s, "card": card}
            if not trick:
                if card == "JOKER":
                    # name a suit the next seat can follow (avoids the rare naming rules)
                    nxt = order[1]
                    opts = [x for x in "HDSCT" if any(suit(c) == x for c in hands[nxt])]
                    if not opts:
                        raise Fail("cannot name")
                    led = rng.choice(opts)
                    ev["named"] = led
                else:
                    led = suit(card)
            if plan.get("ooturn_lead") == t and pos == 0:
                marks["ooturn_lead"] = len(events)
            if plan.get("ooturn_play") == t and pos == 1:
                marks["ooturn_play"] = len(events)
            if card == "JOKER":
                joker_played = True
            hand.remove(card)
            trick.append((s, card))
            events.append(ev)
        if all(c == "JOKER" for _, c in trick[1:]) and trick[0][1] == "JOKER":
            raise Fail("bad trick")
        try:
            w, wc = winner_of(trick, led)
        except ValueError:
            raise Fail("nobody followed a Joker lead") from None
        tricks.append({"cards": trick, "led": led, "winner": w, "wcard": wc})
        leader = w
    assert joker_played or True
    return {"events": events, "tricks": tricks, "marks": marks}


# ---------------------------------------------------------------- settlement (par. 15, 18)


class Ledger:
    def __init__(self):
        self.net = {0: 0, 1: 0, 2: 0, "pagat_pool": 0, "king_pool": 0}
        self.items = []

    def pay(self, a, b, amt, why):
        if amt == 0:
            return
        self.net[a] -= amt
        self.net[b] += amt
        self.items.append((a, b, amt, why))


def band(points):
    d = points - 26
    q = abs(d)
    r = 5 * ((q + 2) // 5)
    return r if d > 0 else -r


def settle(deal, pools, penalties, foundation=False):
    """deal: dict(dealer, decl {seat: items}, tricks, skat). pools: dict content before the deal
    (mutated). penalties: list of (class, seat). Returns (ledger, info)."""
    L = Ledger()
    dealer = deal["dealer"]
    others = lambda s: [o for o in range(N) if o != s]  # noqa: E731

    def into(pool, s, amt, why):
        L.pay(s, pool, amt, why)
        pools[pool] += amt

    def out_of(pool, s, amt, why):
        L.pay(pool, s, amt, why)
        pools[pool] -= amt

    if foundation:
        for p in ("pagat_pool", "king_pool"):
            for s in range(N):
                into(p, s, 20, "foundation")
    for p in ("pagat_pool", "king_pool"):
        into(p, dealer, 5, "deal_fee")
    void = [s for c, s in penalties if c == "irreparable"]
    if void:
        for c, s in penalties:
            amt = {"large": 20, "irreparable": 40, "small": 5}[c]
            for p in ("pagat_pool", "king_pool"):
                into(p, s, amt, "penalty")
        return L, {"void": True}
    for s, items in deal["decl"].items():
        for _it, amt in items:
            for o in others(s):
                L.pay(o, s, amt, "declaration")
    # every planted large fault happens before the last trick: its fine is in the pools by then
    for c, s in penalties:
        amt = {"large": 20, "small": 5}[c]
        for p in ("pagat_pool", "king_pool"):
            into(p, s, amt, "penalty")
    tricks = deal["tricks"]
    won = {s: 0 for s in range(N)}
    for tr in tricks:
        won[tr["winner"]] += 1
    for tr in tricks[:24]:
        w = tr["winner"]
        for s, c in tr["cards"]:
            if s != w and is_king(c):
                for o in others(s):
                    L.pay(s, o, 5, "king_lost")
                into("king_pool", s, 5, "king_lost")
            if s != w and c == "T1":
                for o in others(s):
                    L.pay(s, o, 5, "pagat_lost")
                into("pagat_pool", s, 5, "pagat_lost")
        if tr["wcard"] == "T1":
            for o in others(w):
                L.pay(o, w, 5, "pagat_trick")
    last = tricks[24]
    w, wc = last["winner"], last["wcard"]
    tout = [s for s in range(N) if won[s] == 25]
    nolo = [s for s in range(N) if won[s] == 0] if not tout else []
    kprz = [s for s, c in last["cards"] if s != w and is_king(c)]
    pprz = [s for s, c in last["cards"] if s != w and c == "T1"]
    info = {"won": won, "tout": tout, "nolo": nolo, "kprz": kprz, "pprz": pprz, "void": False}
    kc, pc = pools["king_pool"], pools["pagat_pool"]
    if tout:
        s = tout[0]
        for o in others(s):
            L.pay(o, s, 85, "tout")
        out_of("pagat_pool", s, pc, "tout")
        out_of("king_pool", s, kc, "tout")
        if not pprz:
            for o in range(N):
                into("pagat_pool", o, 20, "refill")
        if not kprz:
            for o in range(N):
                into("king_pool", o, 20, "refill")
    elif nolo:
        s = nolo[0]
        for o in others(s):
            L.pay(o, s, 25, "nolo")
    elif wc == "T1":
        for o in others(w):
            L.pay(o, w, 45, "pagat_ultimo")
        out_of("pagat_pool", w, pc, "pagat_ultimo")
        for o in range(N):
            into("pagat_pool", o, 20, "refill")
        info["ultimo"] = "pagat"
    elif is_king(wc):
        for o in others(w):
            L.pay(o, w, 40, "king_ultimo")
        out_of("king_pool", w, kc, "king_ultimo")
        if not kprz:
            for o in range(N):
                into("king_pool", o, 20, "refill")
        info["ultimo"] = "king"
    elif not kprz and not pprz:
        for o in others(w):
            L.pay(o, w, 20, "last_trick")
        info["ultimo"] = "last_trick"
    for s in pprz:
        for o in others(s):
            L.pay(s, o, 45, "pagat_przydupek")
        into("pagat_pool", s, pc, "pagat_przydupek")
    for s in kprz:
        for o in others(s):
            L.pay(s, o, 40, "king_przydupek")
        into("king_pool", s, kc, "king_przydupek")
    # card points
    pts = {s: won[s] for s in range(N)}
    for t, tr in enumerate(tricks):
        for s, c in tr["cards"]:
            owner = s if (c == "JOKER" and t < 24) else tr["winner"]
            pts[owner] += value(c)
    pts[dealer] += 1 + sum(value(c) for c in deal["skat"])
    assert sum(pts.values()) == 78, pts
    info["points"] = pts
    if not nolo:
        nd = (dealer + 1) % N
        for s in range(N):
            if s == nd:
                continue
            b = band(pts[s])
            if b > 0:
                L.pay(nd, s, b, "card_points")
            elif b < 0:
                L.pay(s, nd, -b, "card_points")
    return L, info


# ---------------------------------------------------------------- building a deal


def random_hands(rng, dealer):
    while True:
        d = deck()
        rng.shuffle(d)
        hands, i = {}, 0
        for s in range(N):
            k = 28 if s == dealer else 25
            hands[s] = d[i : i + k]
            i += k
        if all(any(c[0] == "T" for c in hands[s]) for s in range(N)):
            return hands


def build(rng, dealer, plan=None, hands=None, skat=None, pred=None, tries=4000, bad_skat=False):
    """Find a deal (retrying seeds) whose play satisfies pred(result). Returns a dict."""
    plan = dict(plan or {})
    for _ in range(tries):
        dealt = hands or random_hands(rng, dealer)
        dh = list(dealt[dealer])
        opts = legal_skat(dh)
        if skat:
            sk = list(skat)
        elif bad_skat:
            pips = [c for c in opts if value(c) == 0]
            kings = [c for c in dh if is_king(c)]
            if len(pips) < 2 or not kings:
                continue
            sk = rng.sample(pips, 2) + [rng.choice(kings)]
        else:
            pips = [c for c in opts if value(c) == 0]
            if len(pips) < 3:
                continue
            sk = rng.sample(pips, 3)
        after = {s: list(dealt[s]) for s in range(N)}
        for c in sk:
            after[dealer].remove(c)
        decl = {s: declarations(after[s]) for s in range(N)}
        try:
            res = play_deal(after, dealer, rng, plan)
        except Fail:
            continue
        deal = {
            "dealer": dealer,
            "hands": {s: list(dealt[s]) for s in range(N)},
            "skat": sk,
            "decl": decl,
            "tricks": res["tricks"],
            "events": res["events"],
            "marks": res["marks"],
        }
        if pred and not pred(deal):
            continue
        return deal
    raise SystemExit(f"no deal found for plan {plan!r}")


def outcome(deal):
    won = {s: 0 for s in range(N)}
    for tr in deal["tricks"]:
        won[tr["winner"]] += 1
    last = deal["tricks"][24]
    return won, last


def has_pagat_ultimo(deal):
    won, last = outcome(deal)
    return last["wcard"] == "T1" and min(won.values()) > 0


def has_king_ultimo_and_prz(deal):
    won, last = outcome(deal)
    kings = [c for _, c in last["cards"] if is_king(c)]
    return is_king(last["wcard"]) and len(kings) >= 2 and min(won.values()) > 0


def has_king_prz(deal):
    won, last = outcome(deal)
    return (
        (not is_king(last["wcard"])) and any(is_king(c) for _, c in last["cards"]) and min(won.values()) > 0
    )


def has_pagat_prz(deal):
    won, last = outcome(deal)
    return last["wcard"] != "T1" and any(c == "T1" for _, c in last["cards"]) and min(won.values()) > 0


def has_nolo(deal):
    won, _ = outcome(deal)
    return min(won.values()) == 0 and max(won.values()) < 25


def ordinary(deal):
    won, last = outcome(deal)
    return min(won.values()) > 0


def with_decl(deal):
    return ordinary(deal) and any(deal["decl"][s] for s in range(N))


def no_decl(deal):
    return not any(deal["decl"][s] for s in range(N))


# ---------------------------------------------------------------- session assembly


class Session:
    def __init__(self, name, desc, start=None, rules=None):
        self.name, self.desc = name, desc
        self.start = start
        self.rules = rules or {}
        self.deals = []
        self.expect = []  # (deal, event, code, note)
        self.notes = []
        if start:
            self.pools = dict(start["pools"]) if "pools" in start else {"pagat_pool": 0, "king_pool": 0}
            self.totals = {s: start["totals"][s] for s in range(N)}
            self.fresh = False
        else:
            self.pools = {"pagat_pool": 0, "king_pool": 0}
            self.totals = {s: 0 for s in range(N)}
            self.fresh = True
        self.ptotals = dict(self.pools)

    def add(self, deal, penalties=(), decl_override=None, slips=(), decl_order=None):
        """pre: events before declarations (e.g. announce); decl_override: {seat: items list written};
        slips: list of ("score"|"total", party, delta, note)."""
        di = len(self.deals)
        foundation = self.fresh and di == 0
        pools_before = dict(self.pools)
        L, info = settle(deal, self.pools, list(penalties), foundation)
        ev = []
        ev.append({"type": "discard", "seat": deal["dealer"], "cards": deal["skat"]})
        order = decl_order or [(deal["dealer"] + i) % N for i in range(N)]
        decl_idx = {}
        for s in order:
            items = [it for it, _ in deal["decl"][s]]
            if decl_override and s in decl_override:
                items = decl_override[s]
            decl_idx[s] = len(ev)
            ev.append({"type": "declare", "seat": s, "items": items})
        base = len(ev)
        ev.extend(deal["events"])
        marks = {k: v + base for k, v in deal["marks"].items()}
        lines = {p: L.net[p] for p in L.net}
        written = dict(lines)
        slip_at = {}
        for kind, party, delta, _note in slips:
            if kind == "score":
                written[party] += delta
        score_idx = {}
        for p in [0, 1, 2, "pagat_pool", "king_pool"]:
            score_idx[p] = len(ev)
            ev.append({"type": "score", "party": p, "points": written[p]})
        total_idx = {}
        for p in [0, 1, 2]:
            self.totals[p] += written[p]
        for p in ["pagat_pool", "king_pool"]:
            self.ptotals[p] += written[p]
        wt = {p: self.totals[p] for p in [0, 1, 2]}
        wt.update(self.ptotals)
        for kind, party, delta, _note in slips:
            if kind == "total":
                wt[party] += delta
                if party in (0, 1, 2):
                    self.totals[party] += delta  # the sheet carries its slip forward
                else:
                    self.ptotals[party] += delta
        for p in [0, 1, 2, "pagat_pool", "king_pool"]:
            total_idx[p] = len(ev)
            ev.append({"type": "total", "party": p, "points": wt[p]})
        for kind, party, _delta, _note in slips:
            slip_at[(kind, party)] = score_idx[party] if kind == "score" else total_idx[party]
        out = {"dealer": deal["dealer"], "hands": [deal["hands"][s] for s in range(N)], "events": ev}
        self.deals.append(out)
        rec = {
            "di": di,
            "ledger": L,
            "info": info,
            "marks": marks,
            "decl_idx": decl_idx,
            "score_idx": score_idx,
            "total_idx": total_idx,
            "slip_at": slip_at,
            "pools_before": pools_before,
            "pools_after": dict(self.pools),
            "lines": lines,
            "written": written,
            "totals_written": wt,
            "dobj": deal,
        }
        self.notes.append(rec)
        return rec

    def write(self):
        doc = {
            "format": "trick-transcript/1",
            "game": "danish-tarok",
            "rules": self.rules,
            "players": ["Agata", "Bogdan", "Celina"],
            "meta": {"audit": "danish-2faults-sheet-3p", "description": self.desc},
        }
        if self.start:
            doc["start"] = self.start
        doc["deals"] = self.deals
        (OUT / self.name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def digest(sess):
    print("=" * 70)
    print(sess.name, "-", sess.desc, "rules", sess.rules)
    if sess.start:
        print("  start", sess.start)
    for rec in sess.notes:
        dobj, info = rec["dobj"], rec["info"]
        print("  deal", rec["di"], "dealer", dobj["dealer"], "skat", dobj["skat"])
        print("   decl", {s: [(i, a) for i, a in dobj["decl"][s]] for s in range(N)})
        print("   info", info)
        last = dobj["tricks"][24]
        print("   last trick", last["cards"], "winner", last["winner"], last["wcard"])
        print("   marks", rec["marks"], "decl_idx", rec["decl_idx"])
        print("   pools before", rec["pools_before"], "after", rec["pools_after"])
        print("   lines", rec["lines"])
        print("   written", rec["written"])
        print("   totals written", rec["totals_written"])
        print("   slips", rec["slip_at"], "score_idx", rec["score_idx"], "total_idx", rec["total_idx"])
        agg = {}
        for a, b, amt, why in rec["ledger"].items:
            agg.setdefault(why, []).append((a, b, amt))
        for why, xs in agg.items():
            print(f"     {why:<16} {xs}")


# ---------------------------------------------------------------- the files


def dry(S, deal, penalties, why, to):
    """What the rules pay for `why` into/to `to` in this deal (pools copied, nothing recorded)."""
    L, _ = settle(deal, dict(S.pools), list(penalties), S.fresh and not S.deals)
    return sum(a for _f, t, a, w in L.items if w == why and t == to) or sum(
        a for f, _t, a, w in L.items if w == why and f == to
    )


def tout_hands(rng, dealer):
    x = (dealer + 1) % N
    strong = [f"T{i}" for i in range(1, 22)] + ["K" + s for s in SUITS]
    rest = [c for c in deck() if c not in strong]
    rng.shuffle(rest)
    hands = {x: strong}
    i = 0
    for s in range(N):
        if s == x:
            continue
        k = 28 if s == dealer else 25
        hands[s] = rest[i : i + k]
        i += k
    return hands, x


def tout_script(x):
    def script(s, moves, hand, t, trick, led):
        if s != x or trick:
            return None
        ks = [c for c in moves if is_king(c)]
        if ks:
            return ks[0]
        tr = sorted([c for c in moves if c != "T1"], key=strength, reverse=True)
        return tr[0] if tr else "T1"

    return script


def main(seed=20261128):
    rng = random.Random(seed)
    files = []

    # 01 clean, fresh session, three deals
    S = Session(
        "01-clean-fresh-3deals.json",
        "Fresh session, three deals: declarations, a valid Joker demand, "
        "an ultimo or last trick; every line and total right.",
    )
    S.add(build(rng, 0, pred=with_decl))
    S.add(build(rng, 1, plan={"keep_joker": True, "demand": ("valid", 0)}, pred=ordinary))
    S.add(build(rng, 2, pred=has_king_ultimo_and_prz, tries=20000))
    files.append(S)

    # 02 clean, taken up mid-session, Pagat Ultimo
    S = Session(
        "02-clean-mid-pagat-ultimo.json",
        "Taken up mid-session (totals and pools given): "
        "Pagat Ultimo with the pool's refill, then a king przydupek; all right.",
        start={"totals": [-45, 30, -160], "pools": {"pagat_pool": 85, "king_pool": 90}},
    )
    S.add(build(rng, 1, pred=has_pagat_ultimo, tries=40000))
    S.add(build(rng, 2, pred=has_king_prz, tries=20000))
    files.append(S)

    # 03 clean, mid-session, Tout
    S = Session(
        "03-clean-mid-tout.json",
        "Taken up mid-session: a Tout (all 25 tricks) takes both pools, then an ordinary deal; all right.",
        start={"totals": [55, -120, -60], "pools": {"pagat_pool": 60, "king_pool": 65}},
    )
    th, x = tout_hands(rng, 2)
    S.add(build(rng, 2, plan={"script": tout_script(x)}, hands=th))
    S.add(build(rng, 0, pred=with_decl))
    files.append(S)

    # 04 revoke (irreparable by default: void) + a wrong score line, same deal
    S = Session(
        "04-revoke-void-and-score.json",
        "Deal 1: a revoke in trick 2 (void deal) and a seat's line written 5 off.",
    )
    S.add(build(rng, 0, pred=ordinary))

    def p04(d):
        t0 = d["tricks"][0]
        clean0 = not any(s != t0["winner"] and (is_king(c) or c == "T1") for s, c in t0["cards"])
        return no_decl(d) and clean0 and t0["wcard"] != "T1"

    S.add(
        build(rng, 1, plan={"revoke": (1, 0)}, pred=p04),
        penalties=[("irreparable", 0)],
        slips=[("score", 2, 5, "seat 2 written +5 instead of 0")],
    )
    S.add(build(rng, 2, pred=ordinary))
    files.append(S)

    # 05 false Joker demand (large) + a wrong total, same deal
    S = Session(
        "05-false-demand-and-total.json",
        "Mid-session. Deal 1: a Joker demanded in the third-last "
        "trick after it was played (large), and a seat's running total off by 10.",
        start={"totals": [20, -35, -70], "pools": {"pagat_pool": 40, "king_pool": 45}},
    )
    S.add(build(rng, 0, pred=ordinary))
    S.add(
        build(rng, 1, plan={"demand": ("false", 1)}, pred=ordinary),
        penalties=[("large", 1)],
        slips=[("total", 0, -10, "seat 0 total 10 short")],
    )
    S.add(build(rng, 2, pred=ordinary))
    files.append(S)

    # 06 illegal skat (a king laid away: irreparable) + an out-of-turn lead (large), same deal
    S = Session(
        "06-skat-king-and-lead-out-of-turn.json",
        "Fresh session. Deal 0: the dealer lays a "
        "king away and a seat leads out of turn in trick 6; the deal is void. Deal 1 ordinary.",
    )
    d6 = build(rng, 0, plan={"ooturn_lead": 5}, bad_skat=True, pred=no_decl)
    off6 = d6["tricks"][5]["cards"][0][0]
    S.add(d6, penalties=[("irreparable", 0), ("large", off6)])
    S.add(build(random.Random(seed + 6), 1, pred=ordinary))
    files.append(S)

    # 07 a missed mandatory declaration (irreparable) + a wrong pool line, same deal
    S = Session(
        "07-missed-declaration-and-pool-line.json",
        "Mid-session. Deal 1: a seat with ten or more "
        "trumps says pass (void deal), and the king pool's line is written 40 for 45.",
        start={"totals": [-10, -85, -30], "pools": {"pagat_pool": 55, "king_pool": 70}},
    )
    S.add(build(rng, 2, pred=ordinary))

    def p07(d):
        ds = [s for s in range(N) if d["decl"][s]]
        return (
            len(ds) == 1 and ds[0] != d["dealer"] and [i["kind"] for i, _ in d["decl"][ds[0]]] == ["trumps"]
        )

    files.append(S)
    d7 = build(rng, 0, pred=p07, tries=40000)
    miss = [s for s in range(N) if d7["decl"][s]][0]
    S.add(
        d7,
        penalties=[("irreparable", miss)],
        decl_override={miss: []},
        slips=[("score", "king_pool", -5, "king pool line 40 for 45")],
    )

    # 08 Joker in the second-last trick (option large) + a wrong total
    S = Session(
        "08-joker-second-last-and-total.json",
        "Rules: joker_second_last_penalty large. Deal 1: the "
        "Joker played in the second-last trick, and the pagat pool's total off by 5.",
        start={"totals": [-60, -15, -50], "pools": {"pagat_pool": 70, "king_pool": 55}},
        rules={"joker_second_last_penalty": "large"},
    )
    S.add(build(rng, 0, pred=ordinary))
    d8 = build(rng, 1, plan={"keep_joker": True, "joker_second_last": True}, pred=ordinary)
    jl = [s for s, c in d8["tricks"][23]["cards"] if c == "JOKER"][0]
    S.add(d8, penalties=[("large", jl)], slips=[("total", "pagat_pool", 5, "pagat pool total 5 over")])
    files.append(S)

    # 09 King Ultimo with a king przydupek + an out-of-turn play (large) + the king pool's line wrong
    S = Session(
        "09-king-ultimo-przydupek-and-play-out-of-turn.json",
        "Mid-session. Deal 0: a card played "
        "out of turn (trick 9), King Ultimo with a simultaneous king przydupek, the king pool's "
        "line written as if refilled (+60).",
        start={"totals": [-100, -40, -95], "pools": {"pagat_pool": 100, "king_pool": 135}},
    )
    d9 = build(rng, 2, plan={"ooturn_play": 8}, pred=has_king_ultimo_and_prz, tries=40000)
    off9 = d9["tricks"][8]["cards"][1][0]
    S.add(d9, penalties=[("large", off9)], slips=[("score", "king_pool", 60, "refilled on the pool line")])
    S.add(build(rng, 0, pred=ordinary))
    files.append(S)

    # 10 Pagat Ultimo + a revoke (option large) + the pagat pool's total wrong
    S = Session(
        "10-pagat-ultimo-revoke-large-and-pool-total.json",
        "Rules: revoke_penalty large. "
        "Mid-session. Deal 1: a revoke (large fine, play goes on), Pagat Ultimo, the pagat pool's "
        "total written without the refill (-60).",
        start={"totals": [-25, -95, -20], "pools": {"pagat_pool": 65, "king_pool": 75}},
        rules={"revoke_penalty": "large"},
    )
    S.add(build(rng, 0, pred=ordinary))
    S.add(
        build(rng, 1, plan={"revoke": (4, 2)}, pred=has_pagat_ultimo, tries=60000),
        penalties=[("large", 2)],
        slips=[("total", "pagat_pool", -60, "no refill in the total")],
    )
    files.append(S)

    # 11 Tout + an out-of-turn play by a defender + the Tout player's line without the king pool
    S = Session(
        "11-tout-play-out-of-turn-and-score.json",
        "Mid-session. Deal 1: Tout; a defender plays "
        "out of turn in trick 12; the Tout player's line leaves out the king pool's content.",
        start={"totals": [-70, -30, -95], "pools": {"pagat_pool": 80, "king_pool": 115}},
    )
    S.add(build(rng, 0, pred=ordinary))
    th, x = tout_hands(rng, 1)
    d11 = build(rng, 1, plan={"script": tout_script(x), "ooturn_play": 11}, hands=th)
    off11 = d11["tricks"][11]["cards"][1][0]
    kp = dry(S, d11, [("large", off11)], "tout", "king_pool")
    S.add(d11, penalties=[("large", off11)], slips=[("score", x, -kp, "king pool content left out")])
    files.append(S)

    # 12 declarations out of order (large) + pagat przydupek line wrong
    S = Session(
        "12-declaration-before-dealer-and-przydupek.json",
        "Fresh session. Deal 1: the seat after "
        "the dealer declares before the dealer (large); a Pagat przydupek whose line leaves out "
        "the pool doubling.",
    )
    S.add(build(rng, 0, pred=ordinary))

    def p12(d):
        return has_pagat_prz(d) and bool(d["decl"][2])

    d12 = build(rng, 1, pred=p12, tries=60000)
    pr = [s for s, c in d12["tricks"][24]["cards"] if c == "T1"][0]
    pc = dry(S, d12, [("large", 2)], "pagat_przydupek", "pagat_pool")
    S.add(
        d12,
        penalties=[("large", 2)],
        decl_order=[2, 1, 0],
        slips=[("score", pr, pc, "pool doubling left out of the przydupek line")],
    )
    files.append(S)

    # 13 Joker withheld after a valid demand (irreparable: void), deal 1; a wrong total in deal 2
    S = Session(
        "13-joker-withheld-then-total.json",
        "Mid-session. Deal 1: the Joker withheld after a valid "
        "demand (void deal); deal 2: a seat's total off by 5.",
        start={"totals": [-5, -50, -55], "pools": {"pagat_pool": 50, "king_pool": 60}},
    )
    S.add(build(rng, 0, pred=ordinary))
    d13 = build(rng, 1, plan={"keep_joker": True, "demand": ("withheld", 0)}, pred=no_decl)
    hold = [
        s for s in range(N) if "JOKER" in [c for tr in d13["tricks"][22:] for ss, c in tr["cards"] if ss == s]
    ][0]
    S.add(d13, penalties=[("irreparable", hold)])
    S.add(build(rng, 2, pred=ordinary), slips=[("total", 1, 5, "seat 1 total 5 over")])
    files.append(S)

    # 14 taken up with totals only (pools unknown): a declaration line overpaid + a lead out of turn
    S = Session(
        "14-no-pools-declaration-line-and-lead.json",
        "Taken up with totals only (pools unknown). "
        "Deal 0: a seat leads out of turn (trick 4) and the declarer's line counts one declaration "
        "5 too high; deal 1: King Ultimo takes the unknown king pool (sheet writes the pool lines).",
        start={"totals": [-35, -60, -110]},
    )
    S.pools = {"pagat_pool": 95, "king_pool": 110}  # hidden: what the table's pools really hold
    S.ptotals = dict(S.pools)

    def p14(d):
        return (
            ordinary(d)
            and not is_king(d["tricks"][24]["wcard"])
            and d["tricks"][24]["wcard"] != "T1"
            and any(d["decl"][s] for s in range(N))
        )

    d14 = build(rng, 0, plan={"ooturn_lead": 3}, pred=p14, tries=20000)
    dec = [s for s in range(N) if d14["decl"][s]][0]
    off14 = d14["tricks"][3]["cards"][0][0]
    S.add(
        d14,
        penalties=[("large", off14)],
        slips=[("score", dec, 10, "one declaration counted 5 over from each")],
    )
    S.add(build(rng, 1, pred=lambda d: is_king(d["tricks"][24]["wcard"]) and ordinary(d), tries=20000))
    files.append(S)

    for S in files:
        S.write()
        digest(S)


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:]))


def selfcheck(path):
    """Replay a written file from its JSON alone; list every anomaly found (planted ones expected)."""
    doc = json.loads(Path(path).read_text())
    out = []
    for di, d in enumerate(doc["deals"]):
        dealer = d["dealer"]
        hands = {s: list(h) for s, h in enumerate(d["hands"])}
        ev = d["events"]
        disc = [e for e in ev if e["type"] == "discard"][0]
        if set(disc["cards"]) - set(legal_skat(hands[dealer])):
            out.append((di, ev.index(disc), "illegal_skat"))
        for c in disc["cards"]:
            hands[dealer].remove(c)
        order = [(dealer + i) % N for i in range(N)]
        decls = [(i, e) for i, e in enumerate(ev) if e["type"] == "declare"]
        if [e["seat"] for _, e in decls] != order:
            out.append((di, decls[0][0], "declaration_order"))
        for i, e in decls:
            want = [it for it, _ in declarations(hands[e["seat"]])]
            if want != e["items"]:
                out.append((di, i, "declaration_mismatch"))
        leader = (dealer + 1) % N
        trick, led, t = [], None, 0
        joker_gone, demanded = False, None
        for i, e in enumerate(ev):
            if e["type"] == "call":
                holder = [s for s in range(N) if "JOKER" in hands[s]]
                if t != 22 or trick:
                    out.append((di, i, "call_timing"))
                if not holder:
                    out.append((di, i, "false_joker_demand"))
                else:
                    demanded = holder[0]
                continue
            if e["type"] != "play":
                continue
            s, c = e["seat"], e["card"]
            due = (leader + len(trick)) % N
            if s != due and not (trick and s == (trick[0][0] + len(trick)) % N):
                out.append((di, i, "out_of_turn"))
            moves = legal_moves(hands[s], trick, led, t)
            if c not in hands[s]:
                out.append((di, i, "card_not_in_hand"))
            elif c not in moves:
                if c == "JOKER" and t == 23:
                    out.append((di, i, "joker_second_last"))
                else:
                    out.append((di, i, "revoke"))
            if t == 22 and demanded == s and c != "JOKER":
                out.append((di, i, "joker_withheld"))
            if not trick:
                led = e.get("named") if c == "JOKER" else suit(c)
            hands[s].remove(c)
            trick.append((s, c))
            if len(trick) == N:
                leader = winner_of(trick, led)[0]
                trick, led, t = [], None, t + 1
        assert t == 25, (path, di, t)
        del joker_gone
    return out


if __name__ == "__main__" and "--check" in sys.argv:
    pass
