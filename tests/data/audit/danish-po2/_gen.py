"""Blind generator for audit round danish-po2 (Danish Tarok, play-only records).

My own reading of the Polish source (§7-§15, §17-§18). Hands are simulated, then written as
`"hands": null`; every figure written in EXPECTED.md comes from this model, never from the engine.
Run: python _gen.py  (writes the *.json files beside it and prints the expectations).
"""

import json
import random
from pathlib import Path

HERE = Path(__file__).parent
SUITS = ("H", "D", "S", "C")
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
COURTS = ["K", "Q", "N", "J"]
DECK = [r + s for s in SUITS for r in RED_ORDER] + [f"T{i}" for i in range(1, 22)] + ["JOKER"]


def suit(c):
    if c == "JOKER":
        return None
    return "T" if c.startswith("T") else c[-1]


def rank(c):
    return c[:-1]


def strength(c):
    if c.startswith("T"):
        return 100 + int(c[1:])
    order = RED_ORDER if c[-1] in "HD" else BLACK_ORDER
    return 50 - order.index(rank(c))


def honour(c):
    if c in ("T1", "T21", "JOKER") or (suit(c) in SUITS and rank(c) == "K"):
        return 4
    if suit(c) in SUITS:
        return {"Q": 3, "N": 2, "J": 1}.get(rank(c), 0)
    return 0


def is_pip(c):
    return suit(c) in SUITS and rank(c) not in COURTS


def declarations(hand):
    items = []
    trumps = [c for c in hand if suit(c) == "T"]
    joker = "JOKER" in hand
    n = len(trumps) + (1 if joker else 0)
    if n >= 10:
        items.append(({"kind": "trumps", "count": n, "pagat": "T1" in hand}, 5 * (n - 8)))
    if joker and "T21" in hand and "T1" in hand:
        m = 3
        while f"T{22 - m}" in hand:
            m += 1
        items.append(({"kind": "matadors", "count": m}, 5 * (m - 1)))
    for s in SUITS:
        have = [r for r in COURTS if r + s in hand]
        if len(have) == 4:
            items.append(({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"}, 15 if joker else 10))
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in SUITS if "K" + s in hand]
    if len(kings) == 4:
        items.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


def cp_amount(points):
    return 5 * round((points - 26) / 5)


class Deal:
    """One deal simulated with a random legal policy and optional planted faults."""

    def __init__(self, rng, n, dealer, plant=None):
        self.rng = rng
        self.n = n
        self.dealer = dealer
        self.sitter = (dealer + 2) % 4 if n == 4 else None
        self.active = [s for s in range(n) if s != self.sitter]
        # order of play from the seat after the dealer
        start = (dealer + 1) % n
        self.order = [(start + i) % n for i in range(n) if (start + i) % n != self.sitter]
        deck = DECK[:]
        rng.shuffle(deck)
        self.hands = {}
        for i, s in enumerate(self.active):
            self.hands[s] = deck[25 * i : 25 * i + 25]
        self.hands[dealer] += deck[75:]
        dh = self.hands[dealer]
        pips = [c for c in dh if is_pip(c)]
        rng.shuffle(pips)
        self.skat = pips[:3]
        for c in self.skat:
            dh.remove(c)
        self.dealt = {s: list(h) for s, h in self.hands.items()}
        self.decl = {s: declarations(self.hands[s]) for s in self.active}
        self.plant = plant or {}
        self.planted = None
        self.play()

    def next_seat(self, s):
        i = self.order.index(s)
        return self.order[(i + 1) % len(self.order)]

    def legal(self, hand, led, t):
        if led is None:
            opts = [c for c in hand if not (c == "JOKER" and t == 23)]
            return opts or hand
        same = [c for c in hand if suit(c) == led]
        tr = [c for c in hand if suit(c) == "T"]
        base = same or tr or [c for c in hand if c != "JOKER"]
        if "JOKER" in hand and t != 23:
            base = base + ["JOKER"]
        return base or hand

    def play(self):
        hands = {s: list(h) for s, h in self.hands.items()}
        self.tricks = []  # list of dicts: plays [(seat, card, named)], winner
        leader = self.order[0]
        p = self.plant
        for t in range(25):
            plays = []
            led = None
            seat = leader
            for k in range(len(self.order)):
                h = hands[seat]
                named = None
                opts = self.legal(h, led, t)
                # keep the Joker for the plant that needs it
                if p.get("keep_joker") is not None and t < p["keep_joker"] and len(opts) > 1:
                    opts = [c for c in opts if c != "JOKER"] or opts
                if p.get("no_joker_until_last") and t < 24 and len(opts) > 1:
                    opts = [c for c in opts if c != "JOKER"] or opts
                card = self.rng.choice(opts)
                if p.get("joker_lead") and k == 0 and "JOKER" in h and t >= p["joker_lead"] and t < 22 and self.planted is None:
                    card = "JOKER"
                if p.get("joker_follow") and k > 0 and "JOKER" in h and t >= p["joker_follow"] and t < 22:
                    same = [c for c in h if suit(c) == led]
                    if same and any(True for _ in same):
                        card = "JOKER"
                        p["joker_follow"] = None
                # planted revoke
                if p.get("revoke") and self.planted is None and k > 0 and t >= p["revoke"]["from"]:
                    rv = p["revoke"]
                    if rv.get("seat") in (None, seat) and (not rv.get("joker_trick") or plays[0][1] == "JOKER"):
                        same = [c for c in h if suit(c) == led]
                        tr = [c for c in h if suit(c) == "T"]
                        if rv["kind"] == "follow" and same:
                            bad = [c for c in h if suit(c) not in (led, None)]
                            if rv.get("bad") == "T":
                                bad = [c for c in h if suit(c) == "T"]
                            if bad:
                                card = self.rng.choice(bad)
                                self.planted = ("revoke", t, k, seat, card)
                        elif rv["kind"] == "trump" and not same and tr and led != "T":
                            bad = [c for c in h if suit(c) in SUITS]
                            if bad:
                                card = self.rng.choice(bad)
                                self.planted = ("revoke", t, k, seat, card)
                if k == 0 and card == "JOKER":
                    # name a suit the next seat holds, else trumps
                    nxt = self.next_seat(seat)
                    cands = [s for s in SUITS if any(suit(c) == s for c in hands[nxt])]
                    if p.get("revoke", {}).get("joker_trick"):
                        # name a suit the next seat holds and also holds something else
                        cands = [s for s in cands if any(suit(c) not in (s, None) for c in hands[nxt])]
                    named = self.rng.choice(cands) if cands else "T"
                    led = named
                elif k == 0:
                    led = suit(card)
                h.remove(card)
                plays.append((seat, card, named))
                seat = self.next_seat(seat)
            # winner
            best = None
            for s, c, _ in plays:
                if c == "JOKER":
                    continue
                sc = suit(c)
                if sc == "T" or sc == led:
                    v = strength(c)
                    if best is None or v > best[0]:
                        best = (v, s)
            assert best is not None, plays
            winner = best[1]
            self.tricks.append({"plays": plays, "winner": winner, "led": led})
            leader = winner

    # --- settlement by my reading of §15 ---
    def settle(self, pools, upto=25):
        """Return list of (phase, trick_index_or_None, payment dict) and updated pools."""
        pays = []
        others = lambda s: [o for o in self.active if o != s]  # noqa: E731
        for t, tr in enumerate(self.tricks[:upto]):
            if t == 24:
                break
            w = tr["winner"]
            for s, c, _ in tr["plays"]:
                if suit(c) in SUITS and rank(c) == "K" and s != w:
                    for o in others(s):
                        pays.append((t, {"from": s, "to": o, "amount": 5, "reason": "king_lost"}))
                    pays.append((t, {"from": s, "to": "king_pool", "amount": 5, "reason": "king_lost"}))
                    pools["king_pool"] += 5
                if c == "T1" and s != w:
                    for o in others(s):
                        pays.append((t, {"from": s, "to": o, "amount": 5, "reason": "pagat_lost"}))
                    pays.append((t, {"from": s, "to": "pagat_pool", "amount": 5, "reason": "pagat_lost"}))
                    pools["pagat_pool"] += 5
                if c == "T1" and s == w:
                    for o in others(s):
                        pays.append((t, {"from": o, "to": s, "amount": 5, "reason": "pagat_trick"}))
        if upto < 25:
            return pays, pools, None
        # last trick
        last = self.tricks[24]
        w = last["winner"]
        ntr = {s: 0 for s in self.active}
        for tr in self.tricks:
            ntr[tr["winner"]] += 1
        assert max(ntr.values()) < 25 and min(ntr.values()) > 0, "tout/nolo not modelled"
        wcard = [c for s, c, _ in last["plays"] if s == w][0]
        przy = [(s, c) for s, c, _ in last["plays"] if s != w and (c == "T1" or (suit(c) in SUITS and rank(c) == "K"))]
        end = []
        kp0, pp0 = pools["king_pool"], pools["pagat_pool"]
        refill = []
        if wcard == "T1":
            for o in others(w):
                end.append({"from": o, "to": w, "amount": 45, "reason": "pagat_ultimo"})
            end.append({"from": "pagat_pool", "to": w, "amount": pp0, "reason": "pagat_ultimo"})
            pools["pagat_pool"] = 0
        elif suit(wcard) in SUITS and rank(wcard) == "K":
            for o in others(w):
                end.append({"from": o, "to": w, "amount": 40, "reason": "king_ultimo"})
            end.append({"from": "king_pool", "to": w, "amount": kp0, "reason": "king_ultimo"})
            pools["king_pool"] = 0
        elif not przy:
            for o in others(w):
                end.append({"from": o, "to": w, "amount": 20, "reason": "last_trick"})
        for s, c in przy:
            if c == "T1":
                for o in others(s):
                    end.append({"from": s, "to": o, "amount": 45, "reason": "pagat_przydupek"})
                end.append({"from": s, "to": "pagat_pool", "amount": pp0, "reason": "pagat_przydupek"})
                pools["pagat_pool"] += pp0
            else:
                for o in others(s):
                    end.append({"from": s, "to": o, "amount": 40, "reason": "king_przydupek"})
                end.append({"from": s, "to": "king_pool", "amount": kp0, "reason": "king_przydupek"})
                pools["king_pool"] += kp0
        for pool in ("pagat_pool", "king_pool"):
            if pools[pool] == 0:
                for s in range(self.n):
                    refill.append({"from": s, "to": pool, "amount": 20, "reason": "refill"})
                pools[pool] = 20 * self.n
        # card points
        pts = {s: 0 for s in self.active}
        for t, tr in enumerate(self.tricks):
            pts[tr["winner"]] += 1
            for s, c, _ in tr["plays"]:
                if c == "JOKER" and t < 24:
                    pts[s] += honour(c)
                else:
                    pts[tr["winner"]] += honour(c)
        pts[self.dealer] += 1 + sum(honour(c) for c in self.skat)
        assert sum(pts.values()) == 78, pts
        new = (self.dealer + 1) % self.n
        cp = []
        for s in self.active:
            if s == new:
                continue
            a = cp_amount(pts[s])
            if a > 0:
                cp.append({"from": new, "to": s, "amount": a, "reason": "card_points"})
            elif a < 0:
                cp.append({"from": s, "to": new, "amount": -a, "reason": "card_points"})
        self.points = pts
        self.ntricks = ntr
        return pays, pools, (end, refill, cp)


def play_events(deal, upto=25, pays=(), mutate=None):
    ev = []
    by_trick = {}
    for t, p in pays:
        by_trick.setdefault(t, []).append(p)
    for t, tr in enumerate(deal.tricks[:upto]):
        for s, c, named in tr["plays"]:
            e = {"type": "play", "seat": s, "card": c}
            if named:
                e["named"] = named
            ev.append(e)
        for p in by_trick.get(t, []):
            ev.append({"type": "payment", **p})
    return ev


def build_deal(deal, pools, *, first, skat=True, decl=True, payments=True, upto=25, extra=None):
    """Events of one deal and its expected net per party."""
    ev = []
    net = {}

    def pay(p):
        ev.append({"type": "payment", **p})
        net[p["from"]] = net.get(p["from"], 0) - p["amount"]
        net[p["to"]] = net.get(p["to"], 0) + p["amount"]

    allpays = []

    def rec(p):
        allpays.append(p)
        net[p["from"]] = net.get(p["from"], 0) - p["amount"]
        net[p["to"]] = net.get(p["to"], 0) + p["amount"]

    if first:
        for pool in ("pagat_pool", "king_pool"):
            for s in range(deal.n):
                p = {"from": s, "to": pool, "amount": 20, "reason": "foundation"}
                (pay if payments else rec)(p)
                pools[pool] += 20
    for pool in ("pagat_pool", "king_pool"):
        p = {"from": deal.dealer, "to": pool, "amount": 5, "reason": "deal_fee"}
        (pay if payments else rec)(p)
        pools[pool] += 5
    if skat:
        ev.append({"type": "discard", "seat": deal.dealer, "cards": list(deal.skat)})
    dorder = [deal.dealer] + [s for s in deal.order if s != deal.dealer]
    for s in dorder:
        items = deal.decl[s]
        if decl:
            ev.append({"type": "declare", "seat": s, "items": [i for i, _ in items]})
        for _, amt in items:
            for o in deal.active:
                if o != s:
                    (pay if payments else rec)({"from": o, "to": s, "amount": amt, "reason": "declaration"})
    pays, pools, tail = deal.settle(pools, upto)
    if payments:
        for _, p in pays:
            rec(p)
        ev += play_events(deal, upto, pays)
    else:
        for _, p in pays:
            rec(p)
        ev += play_events(deal, upto)
    if tail:
        end, refill, cp = tail
        for p in end + refill + cp:
            (pay if payments else rec)(p)
    return ev, net, pools


OUT = {}


def session(name, seed, n, deals_spec, desc, mutate=None):
    rng = random.Random(seed)
    pools = {"pagat_pool": 0, "king_pool": 0}
    deals = []
    info = []
    total = {}
    for i, spec in enumerate(deals_spec):
        dealer = spec.get("dealer", i % n)
        while True:
            d = Deal(rng, n, dealer, plant=dict(spec.get("plant", {})))
            try:
                d.settle({"pagat_pool": 0, "king_pool": 0})
            except AssertionError:
                continue
            if spec.get("want") and not spec["want"](d):
                continue
            break
        saved = dict(pools)
        ev, net, pools = build_deal(
            d, dict(saved), first=(i == 0), skat=spec.get("skat", True), decl=spec.get("decl", True),
            payments=spec.get("payments", True), upto=spec.get("upto", 25),
        )
        deals.append({"dealer": dealer, "hands": None, "events": ev})
        info.append((d, net, dict(pools)))
        for k, v in net.items():
            total[k] = total.get(k, 0) + v
    doc = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {},
        "players": ["Ania", "Bogdan", "Cezary", "Dorota"][:n],
        "meta": {"round": "danish-po2", "description": desc},
        "deals": deals,
    }
    if mutate:
        mutate(doc, info)
    (HERE / f"{name}.json").write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    OUT[name] = (doc, info, total)
    return doc, info


def ev_index(doc, deal, pred, nth=0):
    hits = [i for i, e in enumerate(doc["deals"][deal]["events"]) if pred(e)]
    return hits[nth]


def report():
    for name, (doc, info, total) in OUT.items():
        print("==", name)
        for i, (d, net, pools) in enumerate(info):
            print(f"  deal {i}: dealer {d.dealer} sitter {d.sitter} skat {d.skat} tricks {d.ntricks if hasattr(d, 'ntricks') else '-'}"
                  f" points {getattr(d, 'points', '-')} planted {d.planted}")
            print(f"    decl { {s: [x for x, _ in v] for s, v in d.decl.items() if v} }")
            print(f"    net {dict(sorted(net.items(), key=str))} pools-after {pools}")
            last = d.tricks[24]
            print(f"    last trick {last['plays']} -> {last['winner']}")
        print("  session net", dict(sorted(total.items(), key=str)))


# ---------------------------------------------------------------- scenarios
def first_suit_play_after(d, seat, s, t):
    for u in range(t + 1, 25):
        for ps, c, _ in d.tricks[u]["plays"]:
            if ps == seat and suit(c) == s:
                return u
    return None


def proof_trick(d):
    kind, t, k, seat, card = d.planted
    led = d.tricks[t]["led"]
    # follow: a later card of the led suit; trump: a later trump
    s = led if any(True for _ in [0]) and d.plant["revoke"]["kind"] == "follow" else "T"
    return first_suit_play_after(d, seat, s, t)


def plain_last(d):
    last = d.tricks[24]
    w = last["winner"]
    return not any(c == "T1" or (suit(c) in SUITS and rank(c) == "K") for _, c, _ in last["plays"])


def joker_trick(d):
    for t, tr in enumerate(d.tricks):
        for s, c, n in tr["plays"]:
            if c == "JOKER":
                return t, s, n
    return None


def main():
    session("01-3p-two-deals-everything-recorded-clean", 101, 3, [{}, {}],
            "3 players, 2 deals, hands null; skat, declarations and every payment recorded. Clean.")
    session("02-3p-skat-unrecorded-payments-recorded-clean", 202, 3, [{"skat": False}],
            "3 players, no discard event: the skat is the three cards never played (its 1 point to the dealer). "
            "Declarations and every payment recorded, card points included. Clean.")
    session("03-4p-two-deals-skat-once-clean", 303, 4, [{"dealer": 0}, {"dealer": 1, "skat": False}],
            "4 players (seat opposite the dealer sits out), 2 deals; the skat recorded in deal 0 only; "
            "foundation paid by all four; every payment recorded. Clean.")
    # 04 replaced after the engine run (REPORT.md, b1): the blind 04 (plays only, clean) was
    # "04-3p-plays-only-clean", seed 404, {"skat": False, "decl": False, "payments": False}.
    session("04-3p-stops-after-16-unprovable-revoke-by-trumping", 404, 3,
            [{"upto": 16, "skat": False, "decl": False, "payments": False,
              "plant": {"revoke": {"kind": "follow", "bad": "T", "from": 3}},
              "want": lambda d: d.planted is not None and d.planted[1] < 16 and (proof_trick(d) or 99) >= 16}],
            "3 players, plays only, the record stops after trick 16. A seat trumps a suit lead while still "
            "holding that suit, which it plays only after the record stops: the record shows a void and a "
            "legal trump, so nothing is provable. Added after the engine run (see REPORT.md).")
    session("05-3p-provable-revoke-follow", 505, 3,
            [{"payments": False, "plant": {"revoke": {"kind": "follow", "from": 4}},
              "want": lambda d: d.planted is not None}],
            "3 players, skat and declarations recorded, no payments; one seat fails to follow suit "
            "and plays that suit later (provable).")
    session("06-3p-provable-failure-to-trump", 606, 3,
            [{"skat": False, "decl": False, "payments": False, "plant": {"revoke": {"kind": "trump", "from": 2}},
              "want": lambda d: d.planted is not None}],
            "3 players, plays only; a seat void in the led suit discards another suit and plays a trump later (provable).")
    session("07-3p-stops-after-18-unprovable-revoke", 707, 3,
            [{"upto": 18, "plant": {"revoke": {"kind": "follow", "from": 3}},
              "want": lambda d: d.planted is not None and d.planted[1] < 18 and (proof_trick(d) or 99) >= 18}],
            "3 players, the record stops after trick 18 (the rest left out); skat, declarations and the in-play "
            "payments of tricks 1-18 recorded. A seat revokes, but the card of that suit it still held is only "
            "played after the record stops: not provable, so no finding.")
    session("08-3p-stops-after-20-provable-revoke", 808, 3,
            [{"upto": 20, "skat": False, "payments": False, "plant": {"revoke": {"kind": "follow", "from": 3}},
              "want": lambda d: d.planted is not None and (proof_trick(d) or 99) < 20}],
            "3 players, the record stops after trick 20; no skat, no payments. A seat revokes and plays the suit "
            "later within the recorded tricks: provable.")
    session("09-3p-joker-followed-while-holding-suit-clean", 909, 3,
            [{"skat": False, "plant": {"joker_follow": 2},
              "want": lambda d: (jt := joker_trick(d)) is not None and jt[0] < 22 and d.tricks[jt[0]]["plays"][0][1] != "JOKER"}],
            "3 players, the Joker is played to a suit lead while its holder still holds that suit (played later): "
            "legal (§12). Every payment recorded; the Joker's 4 points stay with its player. Clean.")
    session("10-3p-joker-in-last-trick-clean", 1010, 3,
            [{"skat": False, "plant": {"no_joker_until_last": True},
              "want": lambda d: (jt := joker_trick(d)) is not None and jt[0] == 24 and jt[2] is None}],
            "3 players, the Joker is kept to the last trick and played there: it goes to the trick's winner "
            "(§12). No skat recorded; every payment recorded. Clean.")
    session("11-3p-joker-led-named-suit-revoke", 1111, 3,
            [{"payments": False, "plant": {"joker_lead": 3, "revoke": {"kind": "follow", "from": 3, "joker_trick": True}},
              "want": lambda d: d.planted is not None}],
            "3 players, the Joker is led and names a suit; the next seat holds that suit (plays it later) but "
            "plays another card: provable revoke. Skat and declarations recorded, no payments.")

    def wrong_payment(doc, info):
        evs = doc["deals"][0]["events"]
        i = ev_index(doc, 0, lambda e: e["type"] == "payment" and e.get("reason") == "last_trick")
        evs[i]["amount"] = 25
        doc["meta"]["planted"] = {"deal": 0, "event": i, "code": "wrong_payment", "was": 20}

    session("12-3p-wrong-last-trick-payment", 1212, 3, [{"skat": False, "want": plain_last}],
            "3 players, every payment recorded, one last-trick payment written as 25 instead of 20.",
            mutate=wrong_payment)

    def played_twice(doc, info):
        d = info[0][0]
        evs = doc["deals"][0]["events"]
        plays = [i for i, e in enumerate(evs) if e["type"] == "play"]
        for u in range(8, 22):
            tr = d.tricks[u]
            led = tr["led"]
            wcard = [c for s, c, _ in tr["plays"] if s == tr["winner"]][0]
            if suit(wcard) != "T":
                continue
            for k in (1, 2):
                s, c, _ = tr["plays"][k]
                if s == tr["winner"] or not is_pip(c) or suit(c) != led:
                    continue
                earlier = [c2 for t2 in range(u) for s2, c2, _ in d.tricks[t2]["plays"] if s2 == s and is_pip(c2) and suit(c2) == led]
                if earlier:
                    i = plays[3 * u + k]
                    assert evs[i]["card"] == c
                    evs[i]["card"] = earlier[-1]
                    doc["meta"]["planted"] = {"deal": 0, "event": i, "code": "card played twice",
                                              "true_card": c, "repeated": earlier[-1]}
                    return
        raise SystemExit("no place for played-twice")

    session("13-3p-card-played-twice", 1313, 3, [{"payments": False}],
            "3 players, skat and declarations recorded, no payments; one seat's card is written as a card it "
            "had already played (the real card is the one card never played outside the skat).",
            mutate=played_twice)

    def out_of_turn(doc, info):
        d = info[0][0]
        evs = doc["deals"][0]["events"]
        plays = [i for i, e in enumerate(evs) if e["type"] == "play"]
        u = 10
        a, b = plays[3 * u + 1], plays[3 * u + 2]
        evs[a], evs[b] = evs[b], evs[a]
        off = evs[a]["seat"]
        # penalty (§18 large: 20 to each pool) recorded right after the out-of-turn card
        pen = [{"type": "payment", "from": off, "to": "pagat_pool", "amount": 20, "reason": "penalty"},
               {"type": "payment", "from": off, "to": "king_pool", "amount": 20, "reason": "penalty"}]
        evs[b + 1:b + 1] = pen  # after the trick's last card
        doc["meta"]["planted"] = {"deal": 0, "event": a, "code": "out of turn", "seat": off}

    session("14-3p-out-of-turn-penalty-paid", 1414, 3, [{"want": plain_last}],
            "3 players, every payment recorded; in trick 11 the third seat plays before the second; the table "
            "fined it §18's large penalty (20 to each pool), recorded as payments.",
            mutate=out_of_turn)
    session("15-4p-skat-unrecorded-provable-revoke", 1515, 4,
            [{"dealer": 2, "skat": False, "payments": False, "plant": {"revoke": {"kind": "follow", "from": 5}},
              "want": lambda d: d.planted is not None}],
            "4 players (seat 0 sits out opposite dealer 2), no skat, declarations recorded, no payments; a seat "
            "fails to follow and plays the suit later: provable.")
    report()


if __name__ == "__main__":
    main()
