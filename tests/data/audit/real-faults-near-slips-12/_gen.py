"""Blind generator for audit round real-faults-near-slips-12 (no import of validator).

Danish Tarok and Galician Tarok transcripts, each holding a real playing fault (revoke,
failure to trump, card/lead out of turn, illegal skat/discard, false declaration, illegal
bid/announcement) in the same deal as a payment slip. The rules are implemented here from the
Polish sources in /work/shared/seeds (000_... Danish, 002_... Galician), nothing else.

    python _gen.py [--seed N]     writes NN-*.json and _expected.txt (notes used by EXPECTED.md)
"""

from __future__ import annotations

import json
import os
import random
import sys

OUT = os.path.dirname(os.path.abspath(__file__))
NOTES: list[str] = []


def note(s: str) -> None:
    NOTES.append(s)


# ============================================================ Danish Tarok (source 000)
D_RANKS = ["K", "Q", "N", "J"] + [str(i) for i in range(1, 11)]


def d_deck() -> list[str]:
    cards = [r + s for s in "HDSC" for r in D_RANKS]
    return cards + [f"T{i}" for i in range(1, 22)] + ["JOKER"]


def d_suit(c: str) -> str:
    if c == "JOKER":
        return "J"
    return "T" if c[0] == "T" else c[-1]


def d_power(c: str, led: str) -> int:
    if c == "JOKER":
        return -1
    if c[0] == "T":
        return 100 + int(c[1:])
    s, r = c[-1], c[:-1]
    if s != led:
        return -1
    courts = {"K": 14, "Q": 13, "N": 12, "J": 11}
    if r in courts:
        return courts[r]
    n = int(r)
    return 11 - n if s in "HD" else n  # §3: red 1 high .. 10 low; black 10 high .. 1 low


def d_value(c: str) -> int:  # §15 card points
    if c in ("T1", "T21", "JOKER") or c[0] == "K":
        return 4
    return {"Q": 3, "N": 2, "J": 1}.get(c[0], 0) if c[0] != "T" else 0


def d_decls(hand: list[str]) -> list[dict]:  # §14
    items = []
    tr = [c for c in hand if c[0] == "T" or c == "JOKER"]
    if len(tr) >= 10:
        items.append({"kind": "trumps", "count": len(tr), "pagat": "T1" in hand})
    if {"JOKER", "T21", "T1"} <= set(hand):
        n, k = 3, 20
        while f"T{k}" in hand:
            n, k = n + 1, k - 1
        items.append({"kind": "matadors", "count": n})
    joker = "JOKER" in hand
    for s in "HDSC":
        have = [r + s in hand for r in "KQNJ"]
        if all(have):
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"})
        elif sum(have) == 3 and joker:
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": "KQNJ"[have.index(False)]})
    have = ["K" + s in hand for s in "HDSC"]
    if all(have):
        items.append({"kind": "kings", "form": "rich" if joker else "full"})
    elif sum(have) == 3 and joker:
        items.append({"kind": "kings", "form": "half", "missing": "HDSC"[have.index(False)]})
    return items


def d_decl_value(it: dict) -> int:  # §15 Deklaracja
    if it["kind"] == "trumps":
        return 10 + 5 * (it["count"] - 10)
    if it["kind"] == "matadors":
        return 10 + 5 * (it["count"] - 3)
    return {"rich": 15, "full": 10, "half": 5}[it["form"]]


def d_legal(hand: list[str], led: str | None) -> list[str]:
    cards = [c for c in hand if c != "JOKER"]
    if led is None:
        return cards
    follow = [c for c in cards if d_suit(c) == led]
    if follow:
        return follow
    trumps = [c for c in cards if d_suit(c) == "T"]
    return trumps or cards


class DanishDeal:
    """One deal played by a simple random strategy, with hooks for faults."""

    def __init__(self, rng, dealer, hands, keep=None, dump=(), faults=None, skat=None):
        self.rng, self.dealer = rng, dealer
        self.dealt = [list(h) for h in hands]
        self.keep = keep or {}
        self.dump = set(dump)
        self.faults = faults or {}
        h = [list(x) for x in hands]
        if skat is None:  # §13: three lowest pip cards (never a king, Mondo, Joker, declaration card)
            pips = [c for c in h[dealer] if c[0] not in "TKQNJ"]
            pips.sort(key=lambda c: (d_power(c, c[-1]), c))
            skat = pips[:3]
        self.skat = list(skat)
        for c in skat:
            h[dealer].remove(c)
        self.hands25 = [list(x) for x in h]
        self.hand = h
        self.tricks: list[dict] = []
        self.fault_info: dict = {}

    def choose(self, seat, led, t, pos):
        hand = self.hand[seat]
        if "JOKER" in hand and pos > 0 and t < 20:
            return "JOKER"
        legal = d_legal(hand, led)
        keep = self.keep.get(seat, set())
        pref = [c for c in legal if c not in keep] or legal
        if seat in self.dump:
            tr = [c for c in pref if c[0] == "T"]
            if tr:
                return max(tr, key=lambda c: int(c[1:]))
        return self.rng.choice(sorted(pref))

    def play(self):
        leader = (self.dealer + 1) % 3  # §10: the player to the dealer's right leads
        for t in range(25):
            f = self.faults.get(t, {})
            if f.get("type") == "lead_out_of_turn":
                order_leader = f["seat"]
            else:
                order_leader = leader
            order = [(order_leader + i) % 3 for i in range(3)]
            cards, led = [], None
            for pos, seat in enumerate(order):
                c = None
                if f.get("seat") == seat and f.get("type") in ("revoke", "failure_to_trump"):
                    c = f["pick"](self.hand[seat], led)
                if c is None:
                    c = self.choose(seat, led, t, pos)
                self.hand[seat].remove(c)
                if pos == 0:
                    led = d_suit(c)
                cards.append((seat, c))
            win = max(cards, key=lambda sc: d_power(sc[1], led))[0]
            emit = list(cards)
            if f.get("type") == "play_out_of_turn":  # the third plays before the second
                emit = [cards[0], cards[2], cards[1]]
            self.tricks.append({"t": t, "cards": cards, "emit": emit, "led": led, "winner": win, "leader": order_leader})
            leader = win


def pay(frm, to, amount, reason):
    return {"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason}


def d_trick_payments(tr, last):
    """§15 'Podczas gry, ale nie w ostatnim sztychu'."""
    out = []
    if last:
        return out
    seats = [s for s, _ in tr["cards"]]
    for s, c in tr["cards"]:
        if s == tr["winner"]:
            if c == "T1":
                for o in seats:
                    if o != s:
                        out.append(pay(o, s, 5, "pagat_trick"))
            continue
        if c[0] == "K" and c != "JOKER":
            out += [pay(s, o, 5, "king_lost") for o in seats if o != s] + [pay(s, "king_pool", 5, "king_lost")]
        if c == "T1":
            out += [pay(s, o, 5, "pagat_lost") for o in seats if o != s] + [pay(s, "pagat_pool", 5, "pagat_lost")]
    return out


def d_last_trick(tr, pools, players=3):
    """§15 'Po ostatniej kolejce' (no Tout/Nolo in these deals; checked by the caller)."""
    out = []
    seats = [s for s, _ in tr["cards"]]
    w = tr["winner"]
    wcard = dict(tr["cards"])[w]
    prz_k = [s for s, c in tr["cards"] if c[0] == "K" and c != "JOKER" and s != w]
    prz_p = [s for s, c in tr["cards"] if c == "T1" and s != w]
    kp0, pp0 = pools["king_pool"], pools["pagat_pool"]
    if wcard == "T1":
        out += [pay(o, w, 45, "pagat_ultimo") for o in seats if o != w]
        out.append(pay("pagat_pool", w, pp0, "pagat_ultimo"))
        pools["pagat_pool"] = 0
    elif wcard[0] == "K":
        out += [pay(o, w, 40, "king_ultimo") for o in seats if o != w]
        out.append(pay("king_pool", w, kp0, "king_ultimo"))
        pools["king_pool"] = 0
    elif not prz_k and not prz_p:
        out += [pay(o, w, 20, "last_trick") for o in seats if o != w]
    for s in prz_p:
        out += [pay(s, o, 45, "pagat_przydupek") for o in seats if o != s]
        out.append(pay(s, "pagat_pool", pp0, "pagat_przydupek"))
        pools["pagat_pool"] += pp0
    for s in prz_k:
        out += [pay(s, o, 40, "king_przydupek") for o in seats if o != s]
        out.append(pay(s, "king_pool", kp0, "king_przydupek"))
        pools["king_pool"] += kp0
    for p in ("pagat_pool", "king_pool"):
        if pools[p] == 0:
            out += [pay(s, p, 20, "refill") for s in range(players)]
            pools[p] = 20 * players
    return out


def d_card_points(deal: DanishDeal):
    pts = [0, 0, 0]
    ntr = [0, 0, 0]
    for tr in deal.tricks:
        w = tr["winner"]
        ntr[w] += 1
        for s, c in tr["cards"]:
            owner = s if (c == "JOKER" and tr["t"] < 24) else w
            pts[owner] += d_value(c)
        pts[w] += 1
    assert sum(pts) == 77, pts
    pts[deal.dealer] += 1  # 'Skat = 1 punkt' (the dealer's); the skat holds pips only (value 0)
    for c in deal.skat:
        pts[deal.dealer] += d_value(c)
    return pts, ntr


def d_band(p: int) -> int:  # 24-28: 0, 29-33: +5, 19-23: -5, ... (§15 table)
    return 5 * ((p - 24) // 5)


def d_card_payments(pts, new_dealer):
    out = []
    for s, p in enumerate(pts):
        if s == new_dealer:
            continue
        b = d_band(p)
        if b > 0:
            out.append(pay(new_dealer, s, b, "card_points"))
        elif b < 0:
            out.append(pay(s, new_dealer, -b, "card_points"))
    return out


def net(events, parties=(0, 1, 2, "pagat_pool", "king_pool")):
    n = {p: 0 for p in parties}
    for e in events:
        if e["type"] == "payment":
            n[e["from"]] -= e["amount"]
            n[e["to"]] += e["amount"]
    return n


def d_shuffle(rng, dealer):
    deck = d_deck()
    rng.shuffle(deck)
    hands = [deck[0:25], deck[25:50], deck[50:75]]
    hands[dealer] += deck[75:78]
    return hands


def d_events(deal: DanishDeal, pools, first=False, decl_override=None, stop_after=None, extra=None):
    """Events of a deal as a correct table records them. extra: {('trick', t): [events after trick t]}."""
    ev = []
    d = deal.dealer
    if first:
        for p in ("pagat_pool", "king_pool"):
            for s in range(3):
                ev.append(pay(s, p, 20, "foundation"))
                pools[p] += 20
    ev += [pay(d, "pagat_pool", 5, "deal_fee"), pay(d, "king_pool", 5, "deal_fee")]
    pools["pagat_pool"] += 5
    pools["king_pool"] += 5
    ev.append({"type": "discard", "seat": d, "cards": deal.skat})
    for i in range(3):
        s = (d + i) % 3
        items = (decl_override or {}).get(s, d_decls(deal.hands25[s]))
        ev.append({"type": "declare", "seat": s, "items": items})
        for it in items:
            for o in range(3):
                if o != s:
                    ev.append(pay(o, s, d_decl_value(it), "declaration"))
    idx = {}
    for tr in deal.tricks:
        t = tr["t"]
        for x in (extra or {}).get(("before", t), []):
            ev.append(x)
            if x["type"] == "payment" and x["to"] in pools:
                pools[x["to"]] += x["amount"]
        for s, c in tr["emit"]:
            idx[(t, s)] = len(ev)
            e = {"type": "play", "seat": s, "card": c}
            ev.append(e)
        if stop_after is not None and t == stop_after:
            for x in (extra or {}).get(("trick", t), []):
                ev.append(x)
            return ev, idx
        tp = d_trick_payments(tr, t == 24)
        for p in tp:
            if p["to"] in pools:
                pools[p["to"]] += p["amount"]
        ev += tp
        for x in (extra or {}).get(("trick", t), []):
            ev.append(x)
            if x["type"] == "payment" and x["to"] in pools:
                pools[x["to"]] += x["amount"]
    ev += d_last_trick(deal.tricks[24], pools)
    pts, ntr = d_card_points(deal)
    assert min(ntr) > 0 and max(ntr) < 25, "nolo/tout"
    ev += d_card_payments(pts, (d + 1) % 3)
    deal.pts, deal.ntr = pts, ntr
    return ev, idx


def pick_revoke(hand, led):
    """Holding the led suit, play a card of another suit (not the Joker)."""
    if led in (None, "T"):
        return None
    if not any(d_suit(c) == led for c in hand):
        return None
    other = sorted(c for c in hand if d_suit(c) not in (led, "J", "T") and c[0] != "K")
    return other[0] if other else None


def pick_no_trump(hand, led):
    """Void in the led suit, holding a trump, play a suit card instead."""
    if led in (None, "T") or any(d_suit(c) == led for c in hand):
        return None
    if not any(d_suit(c) == "T" for c in hand):
        return None
    other = sorted(c for c in hand if d_suit(c) not in ("J", "T") and c[0] != "K")
    return other[0] if other else None


# ============================================================ Galician Tarok (source 002)
G_SUIT_RANKS = {"H": ["K", "Q", "N", "J", "1"], "D": ["K", "Q", "N", "J", "1"],
                "S": ["K", "Q", "N", "J", "10"], "C": ["K", "Q", "N", "J", "10"]}


def g_deck():
    cards = [r + s for s, rs in G_SUIT_RANKS.items() for r in rs]
    return cards + [f"T{i}" for i in range(1, 22)] + ["SKIZ"]


def g_suit(c):
    return "T" if (c == "SKIZ" or c[0] == "T") else c[-1]


def g_power(c, led):
    if c == "SKIZ":
        return 200
    if c[0] == "T":
        return 100 + int(c[1:])
    if c[-1] != led:
        return -1
    return 10 - G_SUIT_RANKS[c[-1]].index(c[:-1])


def g_value(c):  # §3, §7
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if c[0] == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def g_group(cards):  # §14: a trick (three cards) counts its values minus 2
    return sum(g_value(c) for c in cards) - 2


def g_legal(hand, led):  # §5
    if led is None:
        return list(hand)
    f = [c for c in hand if g_suit(c) == led]
    if f:
        return f
    t = [c for c in hand if g_suit(c) == "T"]
    return t or list(hand)


class GalicianDeal:
    def __init__(self, rng, dealer, hands, talon, player, nplayers=3, keep=None, dump=(), faults=None, laid=None):
        self.rng, self.dealer, self.n = rng, dealer, nplayers
        self.dealt = [list(h) for h in hands]
        self.talon = list(talon)
        self.active = [s for s in range(nplayers) if not (nplayers == 4 and s == dealer)]
        self.forehand = (dealer + 1) % nplayers
        self.player = player
        self.keep, self.dump, self.faults = keep or {}, set(dump), faults or {}
        h = [list(x) for x in hands]
        self.bought = self.talon[:3]
        self.rest = self.talon[3:]
        h[player] += self.bought
        if laid is None:  # three cheapest suit cards, never a king (§13)
            cand = [c for c in h[player] if g_suit(c) != "T" and c[0] != "K"]
            cand.sort(key=lambda c: (g_value(c), c))
            laid = cand[:3]
        self.laid = list(laid)
        for c in laid:
            h[player].remove(c)
        self.hand = h
        self.hand12 = [list(x) for x in h]
        self.tricks = []

    def nxt(self, s):
        i = self.active.index(s)
        return self.active[(i + 1) % 3]

    def choose(self, seat, led):
        legal = g_legal(self.hand[seat], led)
        keep = self.keep.get(seat, set())
        pref = [c for c in legal if c not in keep] or legal
        if seat in self.dump:
            tr = [c for c in pref if g_suit(c) == "T"]
            if tr:
                return max(tr, key=lambda c: g_power(c, "T"))
        return self.rng.choice(sorted(pref))

    def play(self):
        leader = self.forehand  # §11 'Ręka wydaje pierwszą kartę'
        for t in range(12):
            f = self.faults.get(t, {})
            order = [leader, self.nxt(leader), self.nxt(self.nxt(leader))]
            cards, led = [], None
            for pos, seat in enumerate(order):
                c = None
                if f.get("seat") == seat and "pick" in f:
                    c = f["pick"](self.hand[seat], led)
                    if c is not None:
                        f["done"] = True
                if c is None:
                    c = self.choose(seat, led)
                self.hand[seat].remove(c)
                if pos == 0:
                    led = g_suit(c)
                cards.append((seat, c))
            win = max(cards, key=lambda sc: g_power(sc[1], led))[0]
            emit = list(cards)
            if f.get("type") == "play_out_of_turn":
                emit = [cards[0], cards[2], cards[1]]
            self.tricks.append({"t": t, "cards": cards, "emit": emit, "led": led, "winner": win})
            leader = win

    def score(self):
        side = {s: ("P" if s == self.player else "H") for s in self.active}
        pts = {"P": g_group(self.laid), "H": g_group(self.rest)}
        got = {"P": [], "H": []}
        for tr in self.tricks:
            sd = side[tr["winner"]]
            pts[sd] += g_group([c for _, c in tr["cards"]])
            got[sd] += [c for _, c in tr["cards"]]
        assert pts["P"] + pts["H"] == 66, pts
        self.pts = pts
        self.got = got
        last = self.tricks[-1]
        self.ultimo = last["winner"] == self.player and dict(last["cards"])[self.player] == "T1"
        self.trull = {sd for sd in "PH" if {"SKIZ", "T21", "T1"} <= set(got[sd])}
        self.kings = {sd for sd in "PH" if {"KH", "KD", "KS", "KC"} <= set(got[sd])}
        return pts


def g_pick_renonce(hand, led):
    """§23: trump a suit lead while holding that suit."""
    if led in (None, "T") or not any(g_suit(c) == led for c in hand):
        return None
    t = sorted((c for c in hand if g_suit(c) == "T" and c not in ("T1",)), key=lambda c: g_power(c, "T"))
    return t[0] if t else None


def g_pick_no_trump(hand, led):
    """§5: void in the suit led, holding a tarock, play another suit card."""
    if led in (None, "T") or any(g_suit(c) == led for c in hand):
        return None
    if not any(g_suit(c) == "T" for c in hand):
        return None
    o = sorted(c for c in hand if g_suit(c) != "T" and c[0] != "K")
    return o[0] if o else None


def g_three_value(p):  # §18 at a three: won (p-33)*3+30; lost ((33-p)*3+30) * purchase(1)
    return (p - 33) * 3 + 30 if p > 33 else -((33 - p) * 3 + 30)


# ============================================================ scenarios
def write(name, tr):
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as fh:
        json.dump(tr, fh, ensure_ascii=False, indent=1)
        fh.write("\n")


def d_transcript(players, deals, rules=None, start=None, desc=""):
    t = {"format": "trick-transcript/1", "game": "danish-tarok", "rules": rules or {}, "players": players,
         "meta": {"round": "real-faults-near-slips-12", "description": desc}, "deals": deals}
    if start:
        t["start"] = start
    return t


PL_D = ["Agata", "Bruno", "Celina"]
PL_G = ["Adam", "Bożena", "Czesław"]


def search(fn, seed0, tries=4000):
    for k in range(tries):
        r = fn(seed0 * 10007 + k)
        if r is not None:
            return r
    raise SystemExit(f"no seed for {fn.__name__}")


def first_fault_trick(deal_factory, seat, picker, t_min, t_max):
    """Play deals and find the first trick >= t_min where `seat` can commit the fault."""
    for t in range(t_min, t_max):
        d = deal_factory({t: {"type": "x", "seat": seat, "pick": picker}})
        d.play()
        tr = d.tricks[t]
        if any(s == seat and c == picker_probe(d, t, seat) for s, c in tr["cards"]):
            return d, t
    return None


def picker_probe(d, t, seat):
    return None


def s01(seed):
    """Danish: revoke (irreparable by default), table stops and fines as 'large'."""
    rng = random.Random(seed)
    hands = d_shuffle(rng, 0)
    for t in range(2, 12):
        d = DanishDeal(random.Random(seed + 1), 0, hands, faults={t: {"type": "revoke", "seat": 1, "pick": pick_revoke}})
        d.play()
        tr = d.tricks[t]
        c1 = dict(tr["cards"])[1]
        held = d.hands25[1]
        if tr["led"] not in ("T",) and d_suit(c1) != tr["led"] and d_suit(c1) != "J":
            # no play payments before the fault (so nothing to keep or hand back)
            if any(d_trick_payments(x, False) for x in d.tricks[: t + 1]):
                return None
            if any(d_decls(h) for h in d.hands25):
                return None
            return d, t
    return None


def build01():
    d, t = search(s01, 1)
    pools = {"pagat_pool": 0, "king_pool": 0}
    fine = [pay(1, "pagat_pool", 20, "penalty"), pay(1, "king_pool", 20, "penalty")]
    ev0, idx = d_events(d, pools, first=True, stop_after=t, extra={("trick", t): fine})
    rev_ev = idx[(t, 1)]
    # deal 1: the new dealer (seat 1) deals, clean
    rng = random.Random(11)
    d1 = None
    for k in range(200):
        h1 = d_shuffle(random.Random(500 + k), 1)
        cand = DanishDeal(random.Random(600 + k), 1, h1)
        cand.play()
        pts, ntr = d_card_points(cand)
        if min(ntr) > 0 and dict(cand.tricks[24]["cards"])[cand.tricks[24]["winner"]] not in ("T1",) and not any(
            c[0] == "K" or c == "T1" for _, c in cand.tricks[24]["cards"]):
            d1 = cand
            break
    pools_exp = {"pagat_pool": 0, "king_pool": 0}
    ev1, _ = d_events(d1, pools)
    deals = [
        {"dealer": 0, "hands": d.dealt, "events": ev0},
        {"dealer": 1, "hands": d1.dealt, "events": ev1},
    ]
    write("01-dk-revoke-void-fined-as-large.json", d_transcript(PL_D, deals, desc=(
        "Bruno revokes; the table stops the deal and fines him 20+20 (the large class), as if the "
        "revoke were not irreparable; the next deal is dealt by Bruno.")))
    note(f"01: deal 0 trick {t}: revoke at event {rev_ev} (seat 1 played {dict(d.tricks[t]['cards'])[1]} to {d.tricks[t]['led']} lead, "
         f"holding {[c for c in d.hands25[1] if d_suit(c)==d.tricks[t]['led']]}); fine events {len(ev0)-2},{len(ev0)-1} (20 each, rules: 40 each)")
    note(f"01: deal 1 pools after: {pools}; points {d1.pts} tricks {d1.ntr}")


def s02(seed):
    """Danish: king ultimo; out-of-turn card in the last trick."""
    rng = random.Random(seed)
    hands = d_shuffle(rng, 2)
    # the first leader (seat 0) keeps a king; the others dump trumps
    kings = [c for c in hands[0] if c[0] == "K"]
    if not kings:
        return None
    k = kings[0]
    d = DanishDeal(random.Random(seed + 7), 2, hands, keep={0: {k}}, dump=(1, 2),
                   faults={24: {"type": "play_out_of_turn"}})
    d.play()
    last = d.tricks[24]
    if last["leader"] != 0 or dict(last["cards"])[0] != k or last["winner"] != 0:
        return None
    if any(c[0] == "K" or c == "T1" for s, c in last["cards"] if s != 0):
        return None
    pts, ntr = d_card_points(d)
    if min(ntr) == 0:
        return None
    return d


def build02():
    d = search(s02, 2)
    pools = {"pagat_pool": 0, "king_pool": 0}
    # the out-of-turn card is the third seat's (seat 2) played before seat 1's
    fine = [pay(2, "pagat_pool", 20, "penalty"), pay(2, "king_pool", 20, "penalty")]
    # record: fine paid right after the last trick's cards, before the ultimo payments
    ev, idx = d_events(d, pools, first=True)
    # find last play, insert fine after it, and make the king pool take include the fine (rules)
    last_play = max(i for i, e in enumerate(ev) if e["type"] == "play")
    take_i = next(i for i, e in enumerate(ev) if e.get("reason") == "king_ultimo" and e["from"] == "king_pool")
    true_take = ev[take_i]["amount"] + 20
    # slip: the record takes the pool as it stood before the fine (d_events did not see the fine)
    ev = ev[: last_play + 1] + fine + ev[last_play + 1:]
    take_i += 2
    deals = [{"dealer": 2, "hands": d.dealt, "events": ev}]
    write("02-dk-last-trick-out-of-turn-king-ultimo-pool-short.json", d_transcript(PL_D, deals, desc=(
        "Last trick: Celina plays before Bruno (large, 20+20); Agata wins it with a king (king ultimo) "
        "and takes the king pool as it stood before Celina's fine went in.")))
    ooe = idx[(24, 2)]
    note(f"02: ooturn play at event {ooe} (seat 2, trick 24); fine events {last_play+1},{last_play+2}; "
         f"king pool take event {take_i} recorded {ev[take_i]['amount']} rules {true_take}; refill after; pts {d.pts}")


def s03a(seed):
    rng = random.Random(seed)
    hands = d_shuffle(rng, 0)
    for t in range(3, 15):
        d = DanishDeal(random.Random(seed + 3), 0, hands, faults={t: {"type": "failure_to_trump", "seat": 2, "pick": pick_no_trump}})
        d.play()
        tr = d.tricks[t]
        c2 = dict(tr["cards"])[2]
        if tr["led"] != "T" and d_suit(c2) not in (tr["led"], "T", "J"):
            last = d.tricks[24]
            if any(c[0] == "K" or c == "T1" for _, c in last["cards"]):
                return None
            if min(d_card_points(d)[1]) == 0:
                return None
            return d, t
    return None


def s03b(seed):
    rng = random.Random(seed)
    hands = d_shuffle(rng, 1)
    holder = next(s for s in range(3) if "T1" in hands[s] or (s == 1 and "T1" in hands[1]))
    d = DanishDeal(random.Random(seed + 5), 1, hands, keep={holder: {"T1"}}, dump=[s for s in range(3) if s != holder])
    if "T1" not in d.hands25[holder]:
        return None
    d.play()
    last = d.tricks[24]
    if dict(last["cards"]).get(holder) != "T1" or last["winner"] != holder:
        return None
    if any(c[0] == "K" for _, c in last["cards"]):
        return None
    if min(d_card_points(d)[1]) == 0:
        return None
    return d


def build03():
    d0, t = search(s03a, 3)
    d1 = search(s03b, 33)
    pools = {"pagat_pool": 0, "king_pool": 0}
    fine = [pay(2, "pagat_pool", 20, "penalty"), pay(2, "king_pool", 20, "penalty")]
    ev0, idx = d_events(d0, pools, first=True, extra={("trick", t): fine})
    # slip: one card-points payment 5 off
    cp = [i for i, e in enumerate(ev0) if e.get("reason") == "card_points"]
    slip_i = cp[0]
    true_amt = ev0[slip_i]["amount"]
    ev0[slip_i] = dict(ev0[slip_i], amount=true_amt + 5)
    p_before = dict(pools)
    ev1, _ = d_events(d1, pools)
    deals = [{"dealer": 0, "hands": d0.dealt, "events": ev0}, {"dealer": 1, "hands": d1.dealt, "events": ev1}]
    write("03-dk-failure-to-trump-large-then-pagat-ultimo.json", d_transcript(PL_D, deals, rules={"revoke_penalty": "large"}, desc=(
        "revoke_penalty large: Celina fails to trump (20+20, play goes on, scored as played); one card-points "
        "payment is 5 out; next deal a pagat ultimo takes the pagat pool, fine included.")))
    fi = [i for i, e in enumerate(ev0) if e.get("reason") == "penalty"]
    note(f"03: deal0 failure to trump at event {idx[(t, 2)]} trick {t} card {dict(d0.tricks[t]['cards'])[2]} led {d0.tricks[t]['led']}; "
         f"fine events {fi}; card_points slip event {slip_i} "
         f"{ev0[slip_i]} rules {true_amt}; pts {d0.pts}")
    note(f"03: pools after deal0 {p_before}; deal1 pagat ultimo by {d1.tricks[24]['winner']}; pools after {pools}; pts {d1.pts}")


def s04(seed):
    rng = random.Random(seed)
    hands = d_shuffle(rng, 1)
    d = DanishDeal(random.Random(seed + 9), 1, hands)
    decl = [d_decls(h) for h in d.hands25]
    tr_decl = [s for s in range(3) if any(i["kind"] == "trumps" and i["count"] >= 11 for i in decl[s])]
    if len(tr_decl) != 1 or sum(bool(x) for x in decl) != 1 or len(decl[tr_decl[0]]) != 1:
        return None
    s = tr_decl[0]
    # out-of-turn lead at trick 12 by a seat that did not win trick 11
    d.play()
    winner11 = d.tricks[11]["winner"]
    wrong = (winner11 + 1) % 3
    d2 = DanishDeal(random.Random(seed + 9), 1, hands, faults={12: {"type": "lead_out_of_turn", "seat": wrong}})
    d2.play()
    if d2.tricks[11]["winner"] != winner11:
        return None
    last = d2.tricks[24]
    if any(c[0] == "K" or c == "T1" for _, c in last["cards"]) or min(d_card_points(d2)[1]) == 0:
        return None
    return d2, s, wrong


def build04():
    d, s, wrong = search(s04, 4)
    pools = {"pagat_pool": 0, "king_pool": 0}
    fine = [pay(wrong, "pagat_pool", 20, "penalty"), pay(wrong, "king_pool", 20, "penalty")]
    ev, idx = d_events(d, pools, first=True, extra={("trick", 12): fine})
    dp = [i for i, e in enumerate(ev) if e.get("reason") == "declaration"]
    true_amt = ev[dp[0]]["amount"]
    ev[dp[0]] = dict(ev[dp[0]], amount=true_amt - 5)
    deals = [{"dealer": 1, "hands": d.dealt, "events": ev}]
    write("04-dk-lead-out-of-turn-declaration-underpaid.json", d_transcript(PL_D, deals, desc=(
        "A lead out of turn in trick 12 (large, 20+20, play goes on); a trumps declaration paid 5 short by one player.")))
    note(f"04: decl seat {s} {d_decls(d.hands25[s])}; underpaid event {dp[0]} {ev[dp[0]]} rules {true_amt}; "
         f"ooturn lead event {idx[(12, wrong)]} by seat {wrong} (trick 11 won by {d.tricks[11]['winner']}); pts {d.pts}")


def s05(seed):
    rng = random.Random(seed)
    hands = d_shuffle(rng, 0)
    kings = sorted(c for c in hands[0] if c[0] == "K")
    if not kings:
        return None
    pips = sorted((c for c in hands[0] if c[0] not in "TKQNJ"), key=lambda c: (d_power(c, c[-1]), c))
    skat = [kings[0]] + pips[:2]
    d = DanishDeal(random.Random(seed + 2), 0, hands, skat=skat)
    decl = [d_decls(h) for h in d.hands25]
    if not decl[1] or decl[0] or decl[2]:
        return None
    if any(i["kind"] == "kings" for i in decl[1]):
        return None
    d.play()
    if d_trick_payments(d.tricks[0], False):
        return None
    return d


def build05():
    d = search(s05, 5)
    pools = {"pagat_pool": 0, "king_pool": 0}
    fine = [pay(0, "pagat_pool", 40, "penalty")]  # slip: the king pool's 40 not paid
    ev0, idx = d_events(d, pools, first=True, stop_after=0, extra={("trick", 0): fine})
    for k in range(300):
        h1 = d_shuffle(random.Random(900 + k), 1)
        d1 = DanishDeal(random.Random(950 + k), 1, h1)
        d1.play()
        last = d1.tricks[24]
        if not any(c[0] == "K" or c == "T1" for _, c in last["cards"]) and min(d_card_points(d1)[1]) > 0:
            break
    pools2 = dict(pools)
    ev1, _ = d_events(d1, pools2)
    deals = [{"dealer": 0, "hands": d.dealt, "events": ev0}, {"dealer": 1, "hands": d1.dealt, "events": ev1}]
    write("05-dk-king-in-skat-void-king-pool-fine-missing.json", d_transcript(PL_D, deals, desc=(
        "Agata lays a king in the skat; found after the first trick (irreparable: deal void, 40+40); the table "
        "fines her only 40 to the pagat pool; Bruno's declaration money stays; Bruno deals the next deal.")))
    note(f"05: skat {d.skat}; decl seat1 {d_decls(d.hands25[1])}; fine event {len(ev0)-1}; discard event 3; "
         f"pools after deal1 (as recorded) {pools2}")


def s06(seed):
    rng = random.Random(seed)
    hands = d_shuffle(rng, 2)
    d = DanishDeal(random.Random(seed + 4), 2, hands)
    decl = [d_decls(h) for h in d.hands25]
    if any(decl):
        return None
    # seat 0 holds exactly 9 trumps (Joker counted) and declares 10
    tr = [c for c in d.hands25[0] if c[0] == "T" or c == "JOKER"]
    if len(tr) != 9:
        return None
    d.play()
    last = d.tricks[24]
    if any(c[0] == "K" or c == "T1" for _, c in last["cards"]) or min(d_card_points(d)[1]) == 0:
        return None
    return d


def build06():
    d = search(s06, 6)
    pools = {"pagat_pool": 0, "king_pool": 0}
    false = {0: [{"kind": "trumps", "count": 10, "pagat": "T1" in d.hands25[0]}]}
    fine = [pay(0, "pagat_pool", 40, "penalty"), pay(0, "king_pool", 40, "penalty")]
    ev, idx = d_events(d, pools, first=True, decl_override=false)
    ev += fine
    di = next(i for i, e in enumerate(ev) if e["type"] == "declare" and e["seat"] == 0)
    deals = [{"dealer": 2, "hands": d.dealt, "events": ev}]
    write("06-dk-false-declaration-found-late-money-kept.json", d_transcript(PL_D, deals, desc=(
        "Agata declares 10 trumps holding 9; found only after the last trick. The table fines her 40+40 "
        "but keeps every payment of the deal, the 2x10 declaration money included.")))
    note(f"06: false declaration event {di}; decl payments {di+1},{di+2}; fines {len(ev)-2},{len(ev)-1}; pts {d.pts}; "
         f"trumps held {len([c for c in d.hands25[0] if c[0]=='T' or c=='JOKER'])}")


def s07(seed):
    rng = random.Random(seed)
    hands = d_shuffle(rng, 1)
    holder = next(s for s in range(3) if "T1" in hands[s])
    others = [s for s in range(3) if s != holder]
    d = DanishDeal(random.Random(seed + 6), 1, hands, keep={holder: {"T1"}, others[0]: {"T21", "T20", "T19", "T18"}})
    if "T1" not in d.hands25[holder] or any(d_decls(h) for h in d.hands25):
        return None
    d.play()
    last = d.tricks[24]
    if dict(last["cards"]).get(holder) != "T1" or last["winner"] == holder:
        return None
    if any(c[0] == "K" for _, c in last["cards"]):
        return None
    if any(c == "JOKER" for tr in d.tricks[20:] for _, c in tr["cards"]):
        return None
    if min(d_card_points(d)[1]) == 0:
        return None
    if any(d_trick_payments(tr, False) and any(p["to"] == "pagat_pool" for p in d_trick_payments(tr, False)) for tr in d.tricks[:24]):
        return None
    return d, holder


def build07():
    d, holder = search(s07, 7)
    demander = (holder + 1) % 3
    pools = {"pagat_pool": 0, "king_pool": 0}
    call = {"type": "call", "seat": demander, "call": "joker"}
    fine = [pay(demander, "pagat_pool", 20, "penalty"), pay(demander, "king_pool", 20, "penalty")]
    ev, idx = d_events(d, pools, first=True, extra={("before", 22): [call] + fine})
    pi = next(i for i, e in enumerate(ev) if e.get("reason") == "pagat_przydupek" and e["to"] == "pagat_pool")
    true_amt = ev[pi]["amount"]
    ev[pi] = dict(ev[pi], amount=true_amt - 20)  # slip: doubles the pool as it stood before the fine
    ci = ev.index(call)
    deals = [{"dealer": 1, "hands": d.dealt, "events": ev}]
    write("07-dk-false-joker-demand-pagat-przydupek-pool-short.json", d_transcript(PL_D, deals, desc=(
        "Third-last trick: a player demands the Joker, already played (large, 20+20). Last trick: a pagat "
        "przydupek; the pool is 'doubled' from its content before the fine went in.")))
    note(f"07: call at {ci} by seat {demander}; fines {ci+1},{ci+2}; przydupek by {holder}, pool payment event {pi} "
         f"recorded {true_amt-20} rules {true_amt}; pools after (rules) {pools}; pts {d.pts}")


# ---------------------------------------------------------------- Galician
def g_shuffle(rng, dealer, n=3, stack=None):
    deck = g_deck()
    rng.shuffle(deck)
    talon, rest = deck[:6], deck[6:]
    hands = [[] for _ in range(n)]
    act = [s for s in range(n) if not (n == 4 and s == dealer)]
    for i, s in enumerate(act):
        hands[s] = rest[i * 12:(i + 1) * 12]
    return hands, talon


def g_auction(d: GalicianDeal):
    f = d.forehand
    order = [f, d.nxt(f), d.nxt(d.nxt(f))]
    return [{"type": "bid", "seat": s, "bid": "three" if s == d.player else "pass"} for s in order]


def g_events(d: GalicianDeal, ann=None, bids=None):
    ev = list(bids or g_auction(d))
    ev.append({"type": "take", "seat": d.player, "cards": d.bought})
    ev.append({"type": "discard", "seat": d.player, "cards": d.laid})
    p = d.player
    order = [p, d.nxt(p), d.nxt(d.nxt(p))]
    for s in order:
        ev.append({"type": "announce", "seat": s, "items": (ann or {}).get(s, [])})
    idx = {}
    for tr in d.tricks:
        for s, c in tr["emit"]:
            idx[(tr["t"], s)] = len(ev)
            ev.append({"type": "play", "seat": s, "card": c})
    return ev, idx


def g_settle(d: GalicianDeal, game_amt, extra=()):
    """game_amt > 0: each opponent (helpers and the king) pays the player; < 0 the player pays each."""
    opp = [s for s in range(d.n) if s != d.player]
    out = []
    for o in opp:
        if game_amt > 0:
            out.append(pay(o, d.player, game_amt, "game"))
        elif game_amt < 0:
            out.append(pay(d.player, o, -game_amt, "game"))
    for amt, reason in extra:
        for o in opp:
            out.append(pay(o, d.player, amt, reason) if amt > 0 else pay(d.player, o, -amt, reason))
    return out


def g_pool_shares(pays):
    """§27: 10 per cent of every win into the pool, by the party that receives it."""
    got = {}
    for e in pays:
        if e["to"] != "pool" and e["from"] != "pool":
            got[e["to"]] = got.get(e["to"], 0) + e["amount"]
    return [pay(s, "pool", round(v * 0.1, 6), "pool_share") for s, v in sorted(got.items(), key=lambda kv: str(kv[0]))]


def g_transcript(players, deals, rules=None, start=None, desc=""):
    t = {"format": "trick-transcript/1", "game": "galician-tarok", "rules": rules or {}, "players": players,
         "meta": {"round": "real-faults-near-slips-12", "description": desc}, "deals": deals}
    if start:
        t["start"] = start
    return t


def g_find(seed, dealer, fault_seat_fn, picker, cond, n=3, keep_fn=None, dump_fn=None, t_range=(1, 10), hands_fn=None):
    rng = random.Random(seed)
    hands, talon = (hands_fn or g_shuffle)(rng, dealer, n)
    player = (dealer + 1) % n
    fs = fault_seat_fn(player, n, dealer)
    for t in range(*t_range):
        faults = {t: {"seat": fs, "pick": picker}} if picker else {}
        d = GalicianDeal(random.Random(seed + 1), dealer, hands, talon, player, n,
                         keep=keep_fn(player, hands, talon) if keep_fn else None,
                         dump=dump_fn(player, n, dealer) if dump_fn else (), faults=faults)
        d.play()
        if picker and not faults[t].get("done"):
            continue
        d.score()
        if cond(d):
            return d, t, fs
        if not picker:
            return None
    return None


def no_silent(d):  # keep the premiums out of the picture unless wanted
    return not d.trull and not d.kings and not d.ultimo


def build08():
    def s(seed):
        return g_find(seed, 2, lambda p, n, dl: p, g_pick_renonce, lambda d: d.pts["P"] > 40 and no_silent(d))
    d, t, fs = search(s, 8)
    ev, idx = g_events(d)
    won = g_three_value(d.pts["P"])
    stake = [pay(s_, "pool", 10, "pool_stake") for s_ in range(3)]
    pays = g_settle(d, won)  # slip: scored as played, the renonce ignored
    ev += stake + pays + g_pool_shares(pays)
    write("08-gt-player-renonce-scored-as-won.json", g_transcript(PL_G, [{"dealer": 2, "hands": d.dealt, "talon": d.talon, "events": ev}], desc=(
        "Adam (player, three) trumps a suit lead holding the suit (renonce, §23) and ends with more than 33; "
        "the table scores the game as played and won.")))
    note(f"08: renonce event {idx[(t, fs)]} trick {t} card {dict(d.tricks[t]['cards'])[fs]} led {d.tricks[t]['led']}; "
         f"P points {d.pts['P']}; recorded game {won} each; rules: consolation 30 to each helper, helpers 3 each to pool; stakes 10 each")


def build09():
    def hands4(rng, dealer, n):
        return g_shuffle(rng, dealer, 4)

    def s(seed):
        return g_find(seed, 0, lambda p, n, dl: (p + 1) % 4 if (p + 1) % 4 != dl else (p + 2) % 4, g_pick_renonce,
                      lambda d: d.pts["P"] < 30 and no_silent(d), n=4, hands_fn=hands4)
    d, t, fs = search(s, 9)
    ev, idx = g_events(d)
    pays = [pay(o, d.player, 30, "game") for o in range(4) if o != d.player]
    ev += pays  # slip: the player's 10 per cent (9) not paid into the pool
    players = PL_G + ["Dorota"]
    write("09-gt-4p-helper-renonce-king-pays-pool-share-missing.json", g_transcript(players, [{"dealer": 0, "hands": d.dealt, "talon": d.talon, "events": ev}],
          start={"pools": {"pool": 40}}, desc=(
        "Four players, Adam deals and sits out (king). A helper trumps holding the suit (renonce): the helpers lose "
        "unconditionally though the player was short of 33. Both helpers and the king pay 30; the player's pool share is left out.")))
    note(f"09: player {d.player}; renonce event {idx[(t, fs)]} by seat {fs} trick {t}; P points {d.pts['P']}; "
         f"recorded 30 from each of {[o for o in range(4) if o != d.player]}; pool share 9 missing")


def build10():
    def keep_fn(p, hands, talon):
        return {p: {"T1"}}

    def dump_fn(p, n, dl):
        return [s for s in range(n) if s != p]

    def hands_fn(rng, dealer, n):
        hands, talon = g_shuffle(rng, dealer, n)
        p = (dealer + 1) % n
        if "T1" not in hands[p]:
            return hands, talon
        return hands, talon

    def s(seed):
        rng = random.Random(seed)
        hands, talon = g_shuffle(rng, 1)
        if "T1" not in hands[2]:
            return None
        return g_find(seed, 1, lambda p, n, dl: p, g_pick_renonce, lambda d: d.ultimo and not d.trull and not d.kings,
                      keep_fn=keep_fn, dump_fn=dump_fn)
    d, t, fs = search(s, 10)
    ann = {d.player: [{"kind": "pagat_ultimo"}]}
    ev, idx = g_events(d, ann=ann)
    # slip: the table lets the made ultimo count, takes the pool, and pays the consolation for the renonce
    pays = [pay(d.player, o, 30, "game") for o in range(3) if o != d.player]
    pays += [pay(o, d.player, 100, "pagat_ultimo") for o in range(3) if o != d.player]
    ev += pays + [pay("pool", d.player, 60, "pool_ultimo")] + g_pool_shares(pays)
    # deal 1: an ordinary game, dealer 2, forehand 0 plays a three
    def s1(seed):
        return g_find(seed, 2, lambda p, n, dl: p, None, lambda d: d.pts["P"] > 33 and no_silent(d))
    d1 = search(lambda sd: (lambda r: r if r else None)(s1(sd)), 110)[0]
    ev1, _ = g_events(d1)
    pays1 = g_settle(d1, g_three_value(d1.pts["P"]))
    stake1 = [pay(s_, "pool", 10, "pool_stake") for s_ in range(3)]  # the table re-founds the pool it thinks empty
    ev1 += stake1 + pays1 + g_pool_shares(pays1)
    deals = [{"dealer": 1, "hands": d.dealt, "talon": d.talon, "events": ev},
             {"dealer": 2, "hands": d1.dealt, "talon": d1.talon, "events": ev1}]
    write("10-gt-renonce-announced-ultimo-made-pool-taken.json", g_transcript(PL_G, deals, start={"pools": {"pool": 60}}, desc=(
        "Bożena (player, three) announces pagat ultimo, renonces, and makes the ultimo. The table makes her pay "
        "the consolation but lets the ultimo count and gives her the pool (60); next deal it re-founds the pool.")))
    note(f"10: renonce event {idx[(t, fs)]} trick {t}; P points {d.pts['P']}; deal1 P {d1.player} points {d1.pts['P']} value {g_three_value(d1.pts['P'])}")


def build11():
    def s(seed):
        return g_find(seed, 0, lambda p, n, dl: p, None, lambda d: d.pts["P"] > 36 and no_silent(d))
    d = None
    for sd in range(1100, 5000):
        rng = random.Random(sd)
        hands, talon = g_shuffle(rng, 0)
        cand = GalicianDeal(random.Random(sd + 1), 0, hands, talon, 1, faults={11: {"type": "play_out_of_turn"}})
        cand.play()
        cand.score()
        last = cand.tricks[11]
        if cand.pts["P"] > 36 and no_silent(cand) and last["cards"][2][0] != cand.player:
            d = cand
            break
    ev, idx = g_events(d)
    true = g_three_value(d.pts["P"])
    slip = true - 3  # one point short in the count
    pays = g_settle(d, slip)
    stake = [pay(s_, "pool", 10, "pool_stake") for s_ in range(3)]
    ev += stake + pays + g_pool_shares(pays)
    d1 = None
    for sd in range(7000, 9000):
        rng = random.Random(sd)
        hands, talon = g_shuffle(rng, 1)
        cand = GalicianDeal(random.Random(sd + 1), 1, hands, talon, 2)
        cand.play()
        cand.score()
        if no_silent(cand):
            d1 = cand
            break
    ev1, _ = g_events(d1)
    pays1 = g_settle(d1, g_three_value(d1.pts["P"]))
    ev1 += pays1 + g_pool_shares(pays1)
    deals = [{"dealer": 0, "hands": d.dealt, "talon": d.talon, "events": ev},
             {"dealer": 1, "hands": d1.dealt, "talon": d1.talon, "events": ev1}]
    write("11-gt-last-trick-out-of-turn-game-one-point-short.json", g_transcript(PL_G, deals, desc=(
        "Last trick: the third hand plays before the second (no penalty in the source; played out). The table counts "
        "the player one point short (3 less each), pool shares following its figure; next deal clean.")))
    oo = idx[(11, d.tricks[11]["cards"][2][0])]
    note(f"11: ooturn event {oo} (seat {d.tricks[11]['cards'][2][0]}); P points {d.pts['P']} rules {true} recorded {slip}; "
         f"deal1 P points {d1.pts['P']} value {g_three_value(d1.pts['P'])}")


def build12():
    d = None
    for sd in range(1200, 9000):
        rng = random.Random(sd)
        hands, talon = g_shuffle(rng, 1)
        p = 2
        hand15 = hands[p] + talon[:3]
        kings = sorted(c for c in hand15 if c[0] == "K")
        if not kings:
            continue
        cheap = sorted((c for c in hand15 if g_suit(c) != "T" and c[0] != "K"), key=lambda c: (g_value(c), c))[:2]
        cand = GalicianDeal(random.Random(sd + 1), 1, hands, talon, p, laid=[kings[0]] + cheap)
        cand.play()
        cand.score()
        if cand.pts["P"] > 36 and no_silent(cand):
            d = cand
            break
    ev, idx = g_events(d)
    pays = [pay(d.player, o, 30, "game") for o in range(3) if o != d.player]
    stake = [pay(s_, "pool", 10, "pool_stake") for s_ in range(3)]
    ev += stake + pays + [pay(d.player, "pool", 6, "pool_share")]  # slip: the loser pays the 10 per cent
    write("12-gt-king-laid-away-consolation-share-by-loser.json", g_transcript(PL_G, [{"dealer": 1, "hands": d.dealt, "talon": d.talon, "events": ev}], desc=(
        "Czesław (player, three) lays a king away (§13: game lost unconditionally) and makes more than 33. The table "
        "pays the consolation (30 each) right, but Czesław pays the 10 per cent of the helpers' win.")))
    note(f"12: laid {d.laid}; P points {d.pts['P']}; discard event 4")


def build13():
    d = None
    for sd in range(1300, 20000):
        rng = random.Random(sd)
        hands, talon = g_shuffle(rng, 2)
        p = 0
        # seat 1 (a helper) holds the pagat and says pass_volat
        if "T1" not in hands[1]:
            continue
        for t in range(1, 11):
            f = {t: {"seat": 2, "pick": g_pick_no_trump}}
            cand = GalicianDeal(random.Random(sd + 1), 2, hands, talon, p, faults=f)
            cand.play()
            if not f[t].get("done"):
                continue
            cand.score()
            if cand.pts["P"] > 33 and no_silent(cand):
                g = g_three_value(cand.pts["P"])
                if (2 * g) % 10 != 0:
                    d = (cand, t)
                break
        if d:
            break
    d, t = d
    bids = [{"type": "bid", "seat": 0, "bid": "three"}, {"type": "bid", "seat": 1, "bid": "pass_volat"},
            {"type": "bid", "seat": 2, "bid": "pass"}]
    ev, idx = g_events(d, bids=bids)
    val = g_three_value(d.pts["P"])
    pays = g_settle(d, val)
    stake = [pay(s_, "pool", 10, "pool_stake") for s_ in range(3)]
    share = round(2 * val * 0.1, 6)
    ev += stake + pays + [pay(0, "pool", -(-share // 1), "pool_share")]  # slip: share rounded up to a whole
    write("13-gt-pass-volat-with-pagat-failure-to-trump-share-rounded.json", g_transcript(PL_G, [{"dealer": 2, "hands": d.dealt, "talon": d.talon, "events": ev}], desc=(
        "Bożena says pass volat holding the pagat (§28 forbids it); Czesław, void in the suit led, discards a suit card "
        "holding tarocks (§5). The game is scored as played; Adam's 10 per cent is rounded up to a whole point.")))
    note(f"13: bid event 1; failure to trump event {idx[(t, 2)]} trick {t}; P points {d.pts['P']} value {val}; share {share} recorded {-(-share // 1)}")


def build14():
    d = None
    for sd in range(1400, 200000):
        rng = random.Random(sd)
        hands, talon = g_shuffle(rng, 0)
        p = 1
        cand = GalicianDeal(random.Random(sd + 1), 0, hands, talon, p)
        n_t = sum(1 for c in cand.hand12[p] if g_suit(c) == "T")
        if n_t != 11 or len(cand.laid) != 3:
            continue
        cand.play()
        cand.score()
        if cand.pts["P"] > 33 and no_silent(cand) or (cand.pts["P"] > 33 and cand.trull == {"P"} and not cand.kings and not cand.ultimo):
            d = cand
            break
    ann = {d.player: [{"kind": "tarocks", "count": 10}]}
    ev, idx = g_events(d, ann=ann)
    val = g_three_value(d.pts["P"])
    extra = [(50, "tarocks")]
    if d.trull:
        extra.append((50, "trull"))
    pays = g_settle(d, val, extra)
    stake = [pay(s_, "pool", 10, "pool_stake") for s_ in range(3)]
    ev += stake + pays + g_pool_shares(pays)
    write("14-gt-wrong-tarock-count-premium-paid.json", g_transcript(PL_G, [{"dealer": 0, "hands": d.dealt, "talon": d.talon, "events": ev}], desc=(
        "Bożena (player, three) announces 10 tarocks holding 11 (§21: game lost unconditionally); the table pays her the "
        "game as won and the 50 for the tarocks.")))
    ai = next(i for i, e in enumerate(ev) if e["type"] == "announce")
    note(f"14: announce event {ai}; P points {d.pts['P']} value {val}; trull {d.trull}; tarocks in hand {sum(1 for c in d.hand12[1] if g_suit(c)=='T')}")


def main():
    for f in os.listdir(OUT):
        if f.endswith(".json"):
            os.remove(os.path.join(OUT, f))
    for b in (build01, build02, build03, build04, build05, build06, build07,
              build08, build09, build10, build11, build12, build13, build14):
        b()
    with open(os.path.join(OUT, "_expected.txt"), "w") as fh:
        fh.write("\n".join(NOTES) + "\n")
    print("\n".join(NOTES))


if __name__ == "__main__":
    main()
