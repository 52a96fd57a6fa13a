"""Seedable Danish Tarok (Ultimo) session simulator, written blind from the Polish source
(/work/shared/seeds/000_2fac32aef83ce8a1.txt, §1-§18). It does not import the validator.

    python _gen.py            # writes the NN-*.json transcripts next to this file

Every file is a whole session: foundations, deal fees, skat, declarations (with their payments),
the play with its in-play payments, the last-trick settlement (Tout, Nolo, ultimo, przydupek,
last trick), refills, card points to the new dealer, and the session-end split of the pools.
Faults are planted through `plant` hooks (one per file, in deal 1 or later); the table records the
consequence the source prescribes (a large penalty paid 20 to each pool, an irreparable one 40 to
each pool with the deal's other payments left out), so the planted event is the only finding.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

OUT = Path(__file__).parent
SUITS = "HDSC"
SUITL = tuple(SUITS)
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
DECK = [r + s for s in SUITS for r in (RED_ORDER if s in "HD" else BLACK_ORDER)]
DECK += [f"T{i}" for i in range(1, 22)] + ["JOKER"]
assert len(DECK) == 78
HONOUR = {"K": 4, "Q": 3, "N": 2, "J": 1}
PP, KP = "pagat_pool", "king_pool"
NAMES3 = ["Agata", "Bogdan", "Celina"]
NAMES4 = ["Agata", "Bogdan", "Celina", "Dariusz"]


def suit(c):
    if c == "JOKER":
        return None
    return "T" if c.startswith("T") and c[1:].isdigit() else c[-1]


def rank(c):
    return c[:-1]


def strength(c):
    if suit(c) == "T":
        return 100 + int(c[1:])
    order = RED_ORDER if suit(c) in "HD" else BLACK_ORDER
    return 20 - order.index(rank(c))


def is_king(c):
    return c != "JOKER" and suit(c) in SUITL and rank(c) == "K"


def value(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if suit(c) in SUITL:
        return HONOUR.get(rank(c), 0)
    return 0


def declarations(hand):
    """§14: the mandatory declarations of a hand, with their §15 price."""
    items = []
    h = set(hand)
    joker = "JOKER" in h
    ntr = sum(1 for c in h if suit(c) == "T") + (1 if joker else 0)
    if ntr >= 10:
        items.append(({"kind": "trumps", "count": ntr, "pagat": "T1" in h}, 10 + 5 * (ntr - 10)))
    if joker and "T21" in h and "T1" in h:
        n = 3
        k = 20
        while f"T{k}" in h:
            n += 1
            k -= 1
        items.append(({"kind": "matadors", "count": n}, 10 + 5 * (n - 3)))
    for s in SUITS:
        courts = [r for r in "KQNJ" if r + s in h]
        if len(courts) == 4:
            items.append(
                ({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"}, 15 if joker else 10)
            )
        elif len(courts) == 3 and joker:
            miss = next(r for r in "KQNJ" if r not in courts)
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in SUITS if "K" + s in h]
    if len(kings) == 4:
        items.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(kings) == 3 and joker:
        miss = next(s for s in SUITS if s not in kings)
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


def decl_cards(hand):
    """Cards that form part of some declaration of the hand."""
    out = set()
    h = set(hand)
    for it, _ in declarations(hand):
        k = it["kind"]
        if k == "trumps":
            out |= {c for c in h if suit(c) == "T" or c == "JOKER"}
        elif k == "matadors":
            out |= {"JOKER", "T21", "T1"} | {f"T{21 - i}" for i in range(1, it["count"] - 2)}
        elif k == "cavalry":
            out |= {r + it["suit"] for r in "KQNJ"} & h | ({"JOKER"} & h)
        elif k == "kings":
            out |= {"K" + s for s in SUITS} & h | ({"JOKER"} & h)
    return out


class Session:
    def __init__(self, seed, nplayers, ndeals, plans=None, first_dealer=0, desc=""):
        self.rng = random.Random(seed)
        self.seed = seed
        self.n = nplayers
        self.ndeals = ndeals
        self.plans = plans or {}
        self.first_dealer = first_dealer
        self.desc = desc
        self.pools = {PP: 0, KP: 0}
        self.notes = []  # (deal, event, text) facts for EXPECTED.md
        self.band_ambiguous = False

    # ------------------------------------------------------------------ helpers
    def active(self, d):
        if self.n == 3:
            return [0, 1, 2]
        return [s for s in range(4) if s != (d + 2) % 4]

    def order_from(self, d, start):
        """Active seats in order of play, beginning with `start`."""
        act = self.active(d)
        out, s = [], start
        while len(out) < len(act):
            if s in act:
                out.append(s)
            s = (s + 1) % self.n
        return out

    def nxt(self, d, s):
        return self.order_from(d, (s + 1) % self.n)[0]

    def pay(self, ev, frm, to, amount, reason):
        ev.append({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})
        if frm in self.pools:
            self.pools[frm] -= amount
        if to in self.pools:
            self.pools[to] += amount

    # ------------------------------------------------------------------ deal
    def deal_hands(self, d, plan):
        act = self.active(d)
        hands = [[] for _ in range(self.n)]
        if "hands" in plan:
            return plan["hands"](self, d)
        deck = DECK[:]
        self.rng.shuffle(deck)
        order = self.order_from(d, self.nxt(d, d))
        i = 0
        while any(len(hands[s]) < 25 for s in act):
            for s in order:
                hands[s] += deck[i : i + 5]
                i += 5
        hands[d] += deck[i : i + 3]
        if plan.get("few_trumps"):  # the dealer gets <=3 trumps, no Mondo: a trump skat is legal
            others = [s for s in act if s != d]
            mine = [c for c in hands[d] if suit(c) == "T"]
            keep = [c for c in mine if c not in ("T21",)][: plan["few_trumps"]]
            for c in mine:
                if c in keep:
                    continue
                for s in others:
                    swap = next((x for x in hands[s] if suit(x) in SUITL and not is_king(x)), None)
                    if swap:
                        hands[s][hands[s].index(swap)] = c
                        hands[d][hands[d].index(c)] = swap
                        break
        return hands

    def choose_skat(self, hand, plan):
        if "skat" in plan:
            return plan["skat"](hand)
        trumps = [c for c in hand if suit(c) == "T"]
        if plan.get("few_trumps") and len(trumps) <= 3 and "T21" not in trumps:
            fill = [c for c in hand if suit(c) in SUITL and not is_king(c) and c not in decl_cards(hand)]
            fill.sort(key=value)
            return trumps + fill[: 3 - len(trumps)]
        dc = decl_cards(hand)
        cand = [c for c in hand if suit(c) in SUITL and not is_king(c) and c not in dc]
        cand.sort(key=lambda c: (value(c), self.rng.random()))
        return cand[:3]

    # ------------------------------------------------------------------ play policy
    def legal(self, hand, trick, ctx, t):
        """Cards the hand may play to `trick` ([(seat, card)]) as trick number t (0-based)."""
        can_joker = "JOKER" in hand and t != 23
        if ctx.get("demand") and "JOKER" in hand:
            return ["JOKER"]
        plain = [c for c in hand if c != "JOKER"]
        if not trick:
            return plain + (["JOKER"] if can_joker else [])
        eff = ctx["eff"]
        if eff is None:  # second card after a Joker both followers could not follow: anything
            opts = plain
        else:
            opts = [c for c in plain if suit(c) == eff] or [c for c in plain if suit(c) == "T"] or plain
        if not opts:
            return ["JOKER"]
        return opts + (["JOKER"] if can_joker else [])

    def pick(self, seat, hand, trick, ctx, t, plan):
        opts = self.legal(hand, trick, ctx, t)
        if len(opts) == 1:
            return opts[0]
        hook = plan.get("pick")
        if hook:
            c = hook(self, seat, hand, trick, ctx, t, opts)
            if c:
                return c
        nonj = [c for c in opts if c != "JOKER"]
        if "JOKER" in opts and (self.rng.random() < plan.get("joker_p", 0.12) or not nonj):
            return "JOKER"
        opts = nonj
        if t < 24:
            safe = [c for c in opts if not is_king(c) and c != "T1"]
            if safe and self.rng.random() < 0.85:
                opts = safe
        return self.rng.choice(opts)

    def winner(self, trick, eff):
        cards = [(s, c) for s, c in trick if c != "JOKER"]
        tr = [(s, c) for s, c in cards if suit(c) == "T"]
        if tr:
            return max(tr, key=lambda x: strength(x[1]))
        fol = [(s, c) for s, c in cards if suit(c) == eff]
        return max(fol, key=lambda x: strength(x[1]))

    # ------------------------------------------------------------------ a deal
    def play_deal(self, k, d):
        plan = self.plans.get(k, {})
        act = self.active(d)
        ev = []
        if k == 0:
            for pool in (PP, KP):
                for s in range(self.n):
                    self.pay(ev, s, pool, 20, "foundation")
        self.pay(ev, d, PP, 5, "deal_fee")
        self.pay(ev, d, KP, 5, "deal_fee")
        hands = self.deal_hands(d, plan)
        dealt = [h[:] for h in hands]
        pre = hands[d][:]
        if plan.get("tout"):
            ev.append({"type": "announce", "seat": d, "items": ["tout"]})
        skat = self.choose_skat(hands[d], plan)
        disc = {"type": "discard", "seat": d, "cards": skat}
        if plan.get("shown"):
            disc["shown"] = True
        ev.append(disc)
        for c in skat:
            hands[d].remove(c)
        void = plan.get("void")  # irreparable: the deal is annulled
        # declarations, from the dealer in order of play
        for s in self.order_from(d, d):
            basis = pre if (s == d and plan.get("shown")) else hands[s]
            its = declarations(basis)
            ev.append({"type": "declare", "seat": s, "items": [i for i, _ in its]})
            if void:
                continue
            for _, price in its:
                for o in self.order_from(d, self.nxt(d, s)):
                    if o != s:
                        self.pay(ev, o, s, price, "declaration")
        if void:
            self.pay(ev, d, PP, 40, "penalty")
            self.pay(ev, d, KP, 40, "penalty")
            self.notes.append((k, None, f"void deal: dealer {d} pays 40 to each pool"))
        # play
        piles = {s: [] for s in act}
        tricks = {s: 0 for s in act}
        leader = self.nxt(d, d)
        last = None
        for t in range(25):
            ctx = {"eff": None}
            order = self.order_from(d, leader)
            holder = next((s for s in act if "JOKER" in hands[s]), None)
            if t == 22:
                dem = plan.get("demand")
                if holder is not None and dem is not False and (dem or self.rng.random() < 0.6):
                    caller = plan.get("caller", lambda se, d, h: se.rng.choice([s for s in act if s != h]))(
                        self, d, holder
                    )
                    ev.append({"type": "call", "seat": caller, "call": "joker"})
                    ctx["demand"] = True
                    self.notes.append((k, len(ev) - 1, f"Joker demanded by {caller}, holder {holder}"))
                elif holder is None and plan.get("false_demand"):
                    caller = self.rng.choice(act)
                    ev.append({"type": "call", "seat": caller, "call": "joker"})
                    self.notes.append((k, len(ev) - 1, f"FALSE Joker demand by {caller}"))
                    self.pay(ev, caller, PP, 20, "penalty")
                    self.pay(ev, caller, KP, 20, "penalty")
            trick = []
            ctx["order"] = order
            self._hands = hands
            self._dealer = d
            for i, s in enumerate(order):
                if i == 1 and trick[0][1] == "JOKER":
                    self.joker_followers(k, t, order, hands, ctx, ev, plan)
                c = self.pick(s, hands[s], trick, ctx, t, plan)
                e = {"type": "play", "seat": s, "card": c}
                if i == 0 and c == "JOKER":
                    named = self.name_joker(s, hands, order, t, plan)
                    e["named"] = named
                    ctx["eff"] = named
                    self.notes.append((k, len(ev), f"Joker led by {s} naming {named} (trick {t})"))
                elif i == 0:
                    ctx["eff"] = suit(c)
                ev.append(e)
                hands[s].remove(c)
                trick.append((s, c))
                if c == "JOKER":
                    ctx["demand"] = False
                if i == 1 and ctx.get("auto"):
                    ctx["eff"] = suit(c)
                    self.notes.append((k, len(ev) - 1, f"second card {c} names the Joker (auto)"))
            w, wc = self.winner(trick, ctx["eff"])
            tricks[w] += 1
            for s, c in trick:
                if c == "JOKER" and t < 24:
                    piles[s].append(c)
                else:
                    piles[w].append(c)
            if t < 24 and not void:
                for s, c in trick:
                    others = [o for o in self.order_from(d, self.nxt(d, s)) if o != s]
                    if is_king(c) and s != w:
                        for o in others:
                            self.pay(ev, s, o, 5, "king_lost")
                        self.pay(ev, s, KP, 5, "king_lost")
                    if c == "T1" and s != w:
                        for o in others:
                            self.pay(ev, s, o, 5, "pagat_lost")
                        self.pay(ev, s, PP, 5, "pagat_lost")
                    if c == "T1" and s == w:
                        for o in others:
                            self.pay(ev, o, s, 5, "pagat_trick")
            leader = w
            last = (trick, w, wc)
        if void:
            return dealt, ev, {"void": True}
        # ---------------------------------------------------------------- last trick settlement
        trick, w, wc = last
        info = {"tricks": tricks, "last": trick, "winner": w}
        tout = next((s for s in act if tricks[s] == 25), None)
        nolo = None if tout is not None else next((s for s in act if tricks[s] == 0), None)
        przy = [(s, c) for s, c in trick if s != w and (is_king(c) or c == "T1")]
        p0 = dict(self.pools)
        refill = set()
        if tout is not None:
            for o in act:
                if o != tout:
                    self.pay(ev, o, tout, 85, "tout")
            for pool in (PP, KP):
                if self.pools[pool]:
                    self.pay(ev, pool, tout, self.pools[pool], "tout")
            if not przy:
                refill |= {PP, KP}
            info["tout"] = tout
        if nolo is not None:
            for o in act:
                if o != nolo:
                    self.pay(ev, o, nolo, 25, "nolo")
            info["nolo"] = nolo
        if tout is None and nolo is None:
            others = [o for o in act if o != w]
            if wc == "T1":
                for o in others:
                    self.pay(ev, o, w, 45, "pagat_ultimo")
                self.pay(ev, PP, w, self.pools[PP], "pagat_ultimo")
                refill.add(PP)
                info["ultimo"] = ("pagat", w)
            elif is_king(wc):
                for o in others:
                    self.pay(ev, o, w, 40, "king_ultimo")
                self.pay(ev, KP, w, self.pools[KP], "king_ultimo")
                if not any(is_king(c) for _, c in przy):
                    refill.add(KP)
                info["ultimo"] = ("king", w)
        for s, c in przy:
            others = [o for o in act if o != s]
            if c == "T1":
                for o in others:
                    self.pay(ev, s, o, 45, "pagat_przydupek")
                self.pay(ev, s, PP, p0[PP], "pagat_przydupek")
            else:
                for o in others:
                    self.pay(ev, s, o, 40, "king_przydupek")
                self.pay(ev, s, KP, p0[KP], "king_przydupek")
            info.setdefault("przydupek", []).append((s, c))
        if tout is None and nolo is None and not przy and wc != "T1" and not is_king(wc):
            for o in act:
                if o != w:
                    self.pay(ev, o, w, 20, "last_trick")
            info["last_trick"] = w
        for pool in (PP, KP):
            if pool in refill:
                for s in range(self.n):
                    self.pay(ev, s, pool, 20, "refill")
        if plan.get("tout") and tout is None:
            self.pay(ev, d, PP, 20, "penalty")
            self.pay(ev, d, KP, 20, "penalty")
            info["failed_tout"] = d
        # card points
        pts, alt = {}, {}
        for s in act:
            h = sum(value(c) for c in piles[s])
            pts[s] = h + tricks[s]
            alt[s] = h + len(piles[s]) / 3
            if s == d:
                sk = sum(value(c) for c in skat)
                pts[s] += sk + 1
                alt[s] += sk + 1
        assert sum(pts.values()) == 78, pts
        info["points"] = pts
        newd = (d + 1) % self.n

        def band(p):
            return 5 * round((p - 26) / 5)

        if any(band(pts[s]) != band(alt[s]) for s in act):
            self.band_ambiguous = True
        if nolo is None:
            for s in act:
                if s == newd:
                    continue
                b = band(pts[s])
                if b < 0:
                    self.pay(ev, s, newd, -b, "card_points")
                elif b > 0:
                    self.pay(ev, newd, s, b, "card_points")
        return dealt, ev, info

    def joker_followers(self, k, t, order, hands, ctx, ev, plan):
        """§12: the calls after a Joker lead, before the second card."""
        f2, f3 = order[1], order[2]
        x = ctx["eff"]
        if plan.get("joker_followers") and plan["joker_followers"](self, k, t, order, hands, ctx, ev):
            return

        def holds(s, su):
            return any(suit(c) == su for c in hands[s])

        if not holds(f2, x) and self.rng.random() < plan.get("void_calls", 0.0):
            ev.append({"type": "call", "seat": f2, "call": "void"})
            self.notes.append((k, len(ev) - 1, f"void call by {f2} on {x}"))
            if not holds(f3, x):
                ys = [y for y in SUITS + "T" if holds(f2, y)]
                y = self.rng.choice(ys)
                ev.append({"type": "call", "seat": f2, "call": "name_joker", "named": y})
                self.notes.append((k, len(ev) - 1, f"{f2} names the Joker {y} (third {f3} void in {x})"))
                ctx["eff"] = y
                return
        if not (holds(f2, x) or holds(f2, "T") or holds(f3, x) or holds(f3, "T")):
            ctx["eff"] = None
            ctx["auto"] = True

    def name_joker(self, s, hands, order, t, plan):
        if "name" in plan:
            r = plan["name"](self, s, hands, order, t)
            if r:
                return r
        f = order[1:]
        held = [x for x in SUITS + "T" if any(suit(c) == x for o in f for c in hands[o])]
        return self.rng.choice(held or list(SUITS))

    # ------------------------------------------------------------------ the session
    def run(self):
        deals = []
        infos = []
        d = self.first_dealer
        for k in range(self.ndeals):
            hands, ev, info = self.play_deal(k, d)
            deals.append({"dealer": d, "hands": hands, "events": ev})
            infos.append(info)
            d = (d + 1) % self.n
        ev = deals[-1]["events"]
        split = {}
        for pool in (PP, KP):
            amt = self.pools[pool]
            share = amt // self.n
            split[pool] = share
            for s in range(self.n):
                self.pay(ev, pool, s, share, "session_end")
        self.infos = infos
        self.split = split
        self.divisible = all(v == 0 for v in self.pools.values())
        return {
            "format": "trick-transcript/1",
            "game": "danish-tarok",
            "rules": {},
            "players": NAMES3 if self.n == 3 else NAMES4,
            "meta": {
                "sim": {"seed": self.seed, "players": self.n, "deals": self.ndeals},
                "description": self.desc,
            },
            "deals": deals,
        }


# ---------------------------------------------------------------------- constructed hands
def others_deal(sess, d, fixed_dealer, extra=None):
    """The dealer gets `fixed_dealer` (28 cards); the rest is shuffled to the other active seats,
    with `extra` = {seat: [cards]} fixed first."""
    act = sess.active(d)
    hands = [[] for _ in range(sess.n)]
    hands[d] = list(fixed_dealer)
    used = set(fixed_dealer)
    for s, cs in (extra or {}).items():
        hands[s] = list(cs)
        used |= set(cs)
    rest = [c for c in DECK if c not in used]
    sess.rng.shuffle(rest)
    for s in act:
        if s == d:
            continue
        need = 25 - len(hands[s])
        hands[s] += rest[:need]
        rest = rest[need:]
    assert not rest and all(len(hands[s]) == (28 if s == d else 25) for s in act), [len(h) for h in hands]
    return hands


def tout_hands(sess, d, mondo_out=False):
    tr = [f"T{i}" for i in range(1, 22)]
    if mondo_out:
        tr = [f"T{i}" for i in range(1, 21)]
    fixed = tr + ["K" + s for s in SUITS] + ["JOKER"]
    act = sess.active(d)
    extra = {}
    if mondo_out:  # the seat after the dealer gets the Mondo
        extra = {sess.nxt(d, d): ["T21"]}
    pool = [c for c in DECK if suit(c) in SUITL and not is_king(c)]
    sess.rng.shuffle(pool)
    fixed += [c for c in pool if value(c) == 0][: 28 - len(fixed)]
    del act
    return others_deal(sess, d, fixed, extra)


def nolo_hands(sess, d, victim):
    low = []
    for s in SUITS:
        order = RED_ORDER if s in "HD" else BLACK_ORDER
        low += [r + s for r in order[-6:]]
    low.append("7C")
    assert "7C" not in low[:-1]
    return others_deal(sess, d, _dealer_pick(sess, set(low)), {victim: low})


def _dealer_pick(sess, exclude):
    rest = [c for c in DECK if c not in exclude]
    sess.rng.shuffle(rest)
    return rest[:28]


def shown_hands(sess, d):
    trumps = ["T21", "T20", "T18", "T15", "T12", "T9", "T7", "T5", "T3"]
    courts = [r + s for s in SUITS for r in "KQNJ"]
    fixed = trumps + ["JOKER"] + courts + ["6H", "4C"]
    return others_deal(sess, d, fixed)


def write(name, data):
    (OUT / name).write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n")


def build(seed0, n, ndeals, plans, desc, check=None, tries=400):
    """Run seeds from seed0 until the session's pools split evenly, no card-point band depends
    on how the Joker's trick is counted, and `check(sess)` holds."""
    for seed in range(seed0, seed0 + tries):
        s = Session(seed, n, ndeals, plans, desc=desc)
        data = s.run()
        if not s.divisible or s.band_ambiguous:
            continue
        if check and not check(s, data):
            continue
        return s, data
    raise SystemExit(f"no seed for {desc}")


# ---------------------------------------------------------------------- policies for scenarios
def holds(hand, su):
    return any(suit(c) == su for c in hand)


def lead_joker_both_void(sess, seat, hand, trick, ctx, t, opts):
    """Lead the Joker naming a suit both followers lack (so the second may call void and name)."""
    if trick or "JOKER" not in opts:
        return None
    f2, f3 = ctx["order"][1], ctx["order"][2]
    h = sess._hands
    for x in SUITS:
        if not holds(h[f2], x) and not holds(h[f3], x) and any(holds(h[f2], y) for y in SUITS):
            sess._force_name = x
            return "JOKER"
    return None


def forced_name(sess, s, hands, order, t):
    x = getattr(sess, "_force_name", None)
    sess._force_name = None
    return x


def tout_skat(hand):
    pips = [c for c in hand if suit(c) in SUITL and not is_king(c)]
    return ["JOKER"] + pips[:2]


def tout_pick(sess, seat, hand, trick, ctx, t, opts):
    if seat != sess._dealer or trick:
        return None
    kings = [c for c in opts if is_king(c)]
    trumps = sorted([c for c in opts if suit(c) == "T"], key=strength, reverse=True)
    if len(kings) > 1:
        return kings[0]
    if trumps:
        return trumps[0]
    return opts[0]


def nolo_name(victim):
    def f(sess, s, hands, order, t):
        other = next(o for o in order[1:] if o != victim) if victim in order[1:] else None
        if other is None:
            return None
        held = [x for x in SUITS + "T" if holds(hands[other], x)]
        return sess.rng.choice(held)

    return f


def bad_rename_lead(sess, seat, hand, trick, ctx, t, opts):
    if trick or "JOKER" not in opts or getattr(sess, "_bad_done", False):
        return None
    f2, f3 = ctx["order"][1], ctx["order"][2]
    h = sess._hands
    for x in SUITS:
        if not holds(h[f2], x) and holds(h[f2], "T") and holds(h[f3], x) and not holds(h[f3], "T"):
            sess._force_name = x
            sess._bad = x
            return "JOKER"
    return None


def bad_rename_followers(sess, k, t, order, hands, ctx, ev):
    x = getattr(sess, "_bad", None)
    if not x or getattr(sess, "_bad_done", False):
        return False
    f2 = order[1]
    ev.append({"type": "call", "seat": f2, "call": "void"})
    ev.append({"type": "call", "seat": f2, "call": "name_joker", "named": "T"})
    sess.notes.append((k, len(ev) - 1, f"PLANTED: {f2} names the Joker T though {order[2]} holds {x}"))
    ctx["eff"] = "T"
    sess._bad_done = True
    sess._bad_f3 = (order[2], x)
    return True


def bad_rename_pick(sess, seat, hand, trick, ctx, t, opts):
    f3 = getattr(sess, "_bad_f3", None)
    if f3 and seat == f3[0] and len(trick) == 2:
        sess._bad_f3 = None
        return next(c for c in opts if suit(c) == f3[1])
    return bad_rename_lead(sess, seat, hand, trick, ctx, t, opts)


def combine(*fs):
    def f(*a):
        for g in fs:
            r = g(*a)
            if r:
                return r
        return None

    return f


def events(data, k, typ=None):
    return [(i, e) for i, e in enumerate(data["deals"][k]["events"]) if typ is None or e["type"] == typ]


def joker_leads(data, k):
    return [i for i, e in events(data, k, "play") if e["card"] == "JOKER" and "named" in e]


def calls(data, k, call):
    return [i for i, e in events(data, k, "call") if e["call"] == call]


def has_reason(data, k, reason):
    return [i for i, e in events(data, k, "payment") if e.get("reason") == reason]


def plain_joker_lead(data, k):
    """A Joker lead with no call right after it."""
    ev = data["deals"][k]["events"]
    return [i for i in joker_leads(data, k) if ev[i + 1]["type"] == "play"]


TOUT = {"hands": tout_hands, "tout": True, "skat": tout_skat, "pick": tout_pick, "joker_p": 0.0}


def main():
    written = {}

    def out(name, sess, data):
        write(name, data)
        written[name] = (sess, data)

    # 01: clean, 3 players: Joker leads (plain, void call + naming), a demand, a skat of trumps
    plans = {
        1: {
            "few_trumps": 2,
            "void_calls": 1.0,
            "pick": lead_joker_both_void,
            "name": forced_name,
            "demand": False,
        },
        2: {"demand": True, "joker_p": 0.0},
        3: {"joker_p": 0.35, "demand": False},
    }
    out(
        "01-clean-3p-joker.json",
        *build(
            1000,
            3,
            4,
            plans,
            "Clean 3-player session: Joker led and named, a void call with the second player naming, a Joker demand, a skat of the dealer's only trumps.",
            check=lambda s, d: (
                calls(d, 1, "name_joker")
                and calls(d, 2, "joker")
                and plain_joker_lead(d, 3)
                and any(suit(c) == "T" for c in events(d, 1, "discard")[0][1]["cards"])
            ),
        ),
    )
    # 02: clean, 4 players, every dealer once, an ultimo refill the sitter pays into
    plans = {0: {"joker_p": 0.3}, 1: {"demand": True, "joker_p": 0.0}, 2: {"joker_p": 0.3}, 3: {}}
    out(
        "02-clean-4p-session.json",
        *build(
            2000,
            4,
            4,
            plans,
            "Clean 4-player session (the seat opposite the dealer sits out): foundations and refills by all four, the split among four.",
            check=lambda s, d: (
                any(has_reason(d, k, "refill") for k in range(1, 4))
                and any(joker_leads(d, k) for k in range(4))
                and any(calls(d, k, "joker") for k in range(4))
            ),
        ),
    )
    # 03: clean, 3 players: Tout (Joker laid away), Nolo, a forced skat of a declaration card shown
    plans = {
        1: dict(TOUT),
        2: {"hands": lambda s, d: nolo_hands(s, d, 0), "name": nolo_name(0), "joker_p": 0.1},
        3: {"hands": shown_hands, "shown": True, "skat": lambda h: ["6H", "4C", "JD"]},
    }

    def ok3(s, d):
        return s.infos[1].get("tout") == 1 and s.infos[2].get("nolo") == 0

    out(
        "03-clean-tout-nolo-shown.json",
        *build(
            3000,
            3,
            4,
            plans,
            "Clean 3-player session: deal 1 Tout by the dealer who laid the Joker away, deal 2 Nolo, deal 3 a declaration card laid away (shown), paid as held before.",
            check=ok3,
        ),
    )

    # 04: the Joker led without naming (deal >= 1)
    plans = {1: {"joker_p": 0.4, "demand": False}, 2: {"joker_p": 0.3}}
    s, d = build(
        4000,
        3,
        3,
        plans,
        "One fault: deal 1, the Joker led without naming a suit.",
        check=lambda s, d: plain_joker_lead(d, 1),
    )
    i = plain_joker_lead(d, 1)[0]
    del d["deals"][1]["events"][i]["named"]
    s.notes.append((1, i, "PLANTED joker_not_named"))
    out("04-joker-unnamed.json", s, d)

    # 05: the second player names the Joker though the third holds the named suit
    plans = {
        1: {
            "pick": bad_rename_pick,
            "name": forced_name,
            "joker_followers": bad_rename_followers,
            "demand": False,
        }
    }
    out(
        "05-joker-rename-third-holds.json",
        *build(
            5000,
            3,
            3,
            plans,
            "One fault: deal 1, after a Joker lead the second player calls void and names trumps although the third player holds the named suit.",
            check=lambda s, d: calls(d, 1, "name_joker"),
        ),
    )

    # 06: the Joker demanded in the third-last trick after it was played (large: 20 to each pool)
    plans = {1: {"joker_p": 0.5, "demand": False, "false_demand": True}}
    out(
        "06-false-joker-demand.json",
        *build(
            6000,
            3,
            3,
            plans,
            "One fault: deal 1, the Joker demanded in the third-last trick after it was played; 20 to each pool.",
            check=lambda s, d: calls(d, 1, "joker"),
        ),
    )

    # 07: Tout announced, Joker laid away, Tout failed (large by default: 20 to each pool)
    plans = {1: dict(TOUT, hands=lambda s, d: tout_hands(s, d, mondo_out=True))}
    out(
        "07-failed-tout.json",
        *build(
            7000,
            3,
            3,
            plans,
            "One fault: deal 1, the dealer lays the Joker away announcing Tout and loses a trick to the Mondo; fined 20 to each pool.",
            check=lambda s, d: s.infos[1].get("failed_tout") == 1,
        ),
    )

    # 08: Tout paid 80 instead of 85 by one player
    plans = {1: dict(TOUT)}
    s, d = build(
        8000,
        3,
        3,
        plans,
        "One fault: deal 1 Tout, one loser pays 80 instead of 85.",
        check=lambda s, d: s.infos[1].get("tout") == 1,
    )
    i = has_reason(d, 1, "tout")[1]
    d["deals"][1]["events"][i]["amount"] = 80
    s.notes.append((1, i, "PLANTED tout 80"))
    out("08-tout-underpaid.json", s, d)

    # 09: Nolo deal, but card points paid as usual
    plans = {1: {"hands": lambda s, d: nolo_hands(s, d, 2), "name": nolo_name(2), "joker_p": 0.1}}
    s, d = build(
        9000,
        3,
        3,
        plans,
        "One fault: deal 1 Nolo (seat 2), but card points paid to the new dealer as if there were none.",
        check=lambda s, d: s.infos[1].get("nolo") == 2,
    )
    pts = s.infos[1]["points"]
    newd = (d["deals"][1]["dealer"] + 1) % 3
    ev1 = d["deals"][1]["events"]
    for seat in (0, 1, 2):
        if seat == newd:
            continue
        b = 5 * round((pts[seat] - 26) / 5)
        if b:
            ev1.append(
                {
                    "type": "payment",
                    "from": seat if b < 0 else newd,
                    "to": newd if b < 0 else seat,
                    "amount": abs(b),
                    "reason": "card_points",
                }
            )
            s.notes.append((1, len(ev1) - 1, f"PLANTED card_points in Nolo deal {b}"))
    out("09-nolo-card-points.json", s, d)

    # 10: the dealer lays away two trumps but keeps the rest (irreparable: void, 40 to each pool)
    def partial(hand):
        tr = sorted([c for c in hand if suit(c) == "T" and c != "T21"], key=strength)
        pip = [c for c in hand if suit(c) in SUITL and not is_king(c) and c not in decl_cards(hand)]
        return tr[:2] + pip[:1]

    plans = {1: {"skat": partial, "void": True}}
    out(
        "10-skat-trumps-kept.json",
        *build(
            10000,
            3,
            3,
            plans,
            "One fault: deal 1, the dealer lays away two trumps and keeps the others; the deal is void, 40 to each pool.",
            check=lambda s, d: sum(suit(c) == "T" for c in d["deals"][1]["hands"][1]) >= 5,
        ),
    )

    # 11: Tout deal, Joker (in the skat) demanded in the third-last trick: 20 to each pool
    plans = {1: dict(TOUT, false_demand=True)}
    out(
        "11-joker-demand-in-skat.json",
        *build(
            11000,
            3,
            3,
            plans,
            "One fault: deal 1 Tout with the Joker laid away; a player demands the Joker in the third-last trick; 20 to each pool.",
            check=lambda s, d: s.infos[1].get("tout") == 1 and calls(d, 1, "joker"),
        ),
    )

    # 12: a king przydupek paid 20 (the last-trick rate) to one player instead of 40
    s, d = build(
        12000,
        3,
        4,
        {},
        "One fault: a king przydupek paid 20 instead of 40 to one player.",
        check=lambda s, d: any(has_reason(d, k, "king_przydupek") for k in (1, 2, 3)),
    )
    k = next(k for k in (1, 2, 3) if has_reason(d, k, "king_przydupek"))
    i = has_reason(d, k, "king_przydupek")[0]
    d["deals"][k]["events"][i]["amount"] = 20
    s.notes.append((k, i, "PLANTED king_przydupek 20"))
    out("12-przydupek-underpaid.json", s, d)

    # 13: 4 players, the sitter pays a declaration too
    s, d = build(
        13000,
        4,
        4,
        {},
        "One fault: 4 players, the seat sitting out pays a declaration.",
        check=lambda s, d: any(has_reason(d, k, "declaration") for k in (1, 2, 3)),
    )
    k = next(k for k in (1, 2, 3) if has_reason(d, k, "declaration"))
    i = has_reason(d, k, "declaration")[0]
    e = dict(d["deals"][k]["events"][i])
    e["from"] = (d["deals"][k]["dealer"] + 2) % 4
    d["deals"][k]["events"].insert(i + 1, e)
    s.notes.append((k, i + 1, f"PLANTED sitter {e['from']} pays declaration {e['amount']}"))
    out("13-4p-sitter-pays-declaration.json", s, d)

    # 14: the session-end split unequal (5 moved from one seat's share to another's)
    s, d = build(
        14000,
        3,
        3,
        {1: {"joker_p": 0.3}},
        "One fault: the session-end split of the king pool is unequal (one seat 5 more, one 5 less).",
    )
    ix = has_reason(d, 2, "session_end")
    kp = [i for i in ix if d["deals"][2]["events"][i]["from"] == KP]
    d["deals"][2]["events"][kp[0]]["amount"] += 5
    d["deals"][2]["events"][kp[1]]["amount"] -= 5
    s.notes.append((2, kp[0], "PLANTED session_end +5"))
    s.notes.append((2, kp[1], "PLANTED session_end -5"))
    out("14-session-end-unequal.json", s, d)

    # 15: 4 players, the sitter demands the Joker in the third-last trick
    plans = {1: {"joker_p": 0.0, "demand": True, "caller": lambda se, dd, h: (dd + 2) % 4}}
    out(
        "15-4p-sitter-demands-joker.json",
        *build(
            15000,
            4,
            3,
            plans,
            "One fault: 4 players, deal 1, the seat sitting out demands the Joker in the third-last trick.",
            check=lambda s, d: calls(d, 1, "joker"),
        ),
    )

    report = []
    for name, (sess, data) in written.items():
        report.append(f"## {name} (seed {sess.seed})")
        for k, info in enumerate(sess.infos):
            dd = data["deals"][k]
            report.append(
                f"- deal {k} dealer {dd['dealer']}: "
                + ", ".join(f"{a}={b}" for a, b in info.items() if a not in ("last",))
            )
        for n in sess.notes:
            report.append(f"  - note deal {n[0]} event {n[1]}: {n[2]}")
        report.append(f"  - pools at end split: {sess.split}")
    Path("/tmp/djts_notes.md").write_text("\n".join(report) + "\n")


if __name__ == "__main__":
    main()
