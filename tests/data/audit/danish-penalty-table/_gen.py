"""Blind generator for the danish-penalty-table audit round.

Written from the Polish source (seed 000, §1-§18) only; it does not import the validator.
Each transcript is a clean base (3 players, or 4 with the seat opposite the dealer sitting
out) with one planted fault or one edge of the §18 penalty table.

Run: python _gen.py [SEED]  (writes NN-*.json next to this file)
"""

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent
SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]
RED = COURTS + [str(i) for i in range(1, 11)]
BLACK = COURTS + [str(i) for i in range(10, 0, -1)]
DECK = [r + s for s in SUITS for r in (RED if s in "HD" else BLACK)]
DECK += [f"T{i}" for i in range(1, 22)] + ["JOKER"]
assert len(DECK) == 78
NAMES = ["Agnieszka", "Bartek", "Celina", "Dawid"]


def suit(c):
    if c == "JOKER":
        return "X"
    return "T" if c.startswith("T") and c[1:].isdigit() else c[-1]


def rank(c):
    return c[:-1]


def strength(c):
    """Higher is better inside its own suit."""
    if suit(c) == "T":
        return int(c[1:])
    order = RED if suit(c) in "HD" else BLACK
    return 100 - order.index(rank(c))


def value(c):
    if c in ("T1", "T21", "JOKER") or (suit(c) in SUITS and rank(c) == "K"):
        return 4
    if suit(c) in SUITS:
        return {"Q": 3, "N": 2, "J": 1}.get(rank(c), 0)
    return 0


def is_king(c):
    return suit(c) in SUITS and rank(c) == "K"


def declarations(hand):
    """§14 mandatory declarations of a 25-card hand, with their §15 price."""
    items = []
    trumps = [c for c in hand if suit(c) == "T"]
    joker = "JOKER" in hand
    n = len(trumps) + (1 if joker else 0)
    if n >= 10:
        items.append(({"kind": "trumps", "count": n, "pagat": "T1" in hand}, 10 + 5 * (n - 10)))
    if joker and "T21" in hand and "T1" in hand:
        m = 3
        t = 20
        while f"T{t}" in hand:
            m += 1
            t -= 1
        items.append(({"kind": "matadors", "count": m}, 10 + 5 * (m - 3)))
    for s in SUITS:
        have = [r for r in COURTS if r + s in hand]
        if len(have) == 4:
            items.append(
                (
                    {"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"},
                    15 if joker else 10,
                )
            )
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


def card_points_amount(p):
    d = p - 26
    a = (abs(d) + 2) // 5 * 5
    return a if d > 0 else -a


class Deal:
    """One deal simulated by legal random play, with hooks for one planted fault."""

    def __init__(self, rng, nplayers, dealer, fault=None):
        self.rng = rng
        self.n = nplayers
        self.dealer = dealer
        self.fault = fault or {}
        self.sitter = (dealer + 2) % 4 if nplayers == 4 else None
        self.active = [s for s in range(nplayers) if s != self.sitter]
        deck = DECK[:]
        rng.shuffle(deck)
        self.hands = [[] for _ in range(nplayers)]
        # §7: by five until each has 25; the dealer adds the last three to his own hand
        order = self.order_from(self.nxt(dealer))
        i = 0
        for _ in range(5):
            for s in order:
                self.hands[s] += deck[i : i + 5]
                i += 5
        self.hands[dealer] += deck[i : i + 3]
        self.events = []
        self.ok = True

    def nxt(self, s):
        t = (s + 1) % self.n
        return t if t != self.sitter else (t + 1) % self.n

    def order_from(self, s):
        out = [s]
        while len(out) < 3:
            out.append(self.nxt(out[-1]))
        return out

    def others(self, s):
        return [t for t in self.active if t != s]

    def pay(self, frm, to, amount, reason, **extra):
        e = {"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason}
        e.update(extra)
        self.events.append(e)
        return len(self.events) - 1

    def legal(self, hand, led):
        cards = [c for c in hand if c != "JOKER"]
        same = [c for c in cards if suit(c) == led]
        if same:
            return same
        tr = [c for c in cards if suit(c) == "T"]
        if tr:
            return tr
        return cards

    def run(self, first=False, foundations_all=None):
        f = self.fault
        rng = self.rng
        d = self.dealer
        hand = {s: list(self.hands[s]) for s in self.active}
        self.marks = {}
        if first:
            for pool in ("pagat_pool", "king_pool"):
                for s in range(self.n):
                    self.pay(s, pool, 20, "foundation")
        self.pay(d, "pagat_pool", 5, "deal_fee")
        self.pay(d, "king_pool", 5, "deal_fee")
        # §13 skat: three plain pip cards (never a king, Mondo, Joker or declaration card)
        pips = [c for c in hand[d] if suit(c) in SUITS and rank(c) not in COURTS]
        if len(pips) < 3:
            self.ok = False
            return
        skat = rng.sample(pips, 3)
        if f.get("skat") == "king":
            kings = [c for c in hand[d] if is_king(c)]
            if not kings:
                self.ok = False
                return
            skat = [kings[0]] + skat[:2]
        elif f.get("skat") == "trump":
            tr = sorted((c for c in hand[d] if suit(c) == "T" and c != "T21"), key=strength)
            if len(tr) < 2:
                self.ok = False
                return
            skat = [tr[0]] + skat[:2]
        for c in skat:
            hand[d].remove(c)
        if f.get("skat") and declarations(hand[d]) != declarations(hand[d] + skat[:1]):
            self.ok = False  # the illegal card must not also be a declaration card
            return
        self.skat = skat
        self.marks["discard"] = len(self.events)
        self.events.append({"type": "discard", "seat": d, "cards": skat})
        # declarations, from the dealer, in order of play
        decl = {s: declarations(hand[s]) for s in self.active}
        self.decl = decl
        order = self.order_from(d)
        if f.get("declare_first"):
            x = f["declare_first"]
            order = [x] + [s for s in order if s != x]
        for s in order:
            items = decl[s]
            shown = [it for it, _ in items]
            if f.get("false_trumps") == s:
                shown = [{"kind": "trumps", "count": 10, "pagat": "T1" in hand[s]}]
                items = [(shown[0], 10)]
            if f.get("omit_then_correct") == s:
                self.marks["decl_pass"] = len(self.events)
                self.events.append({"type": "declare", "seat": s, "items": []})
                continue
            self.marks.setdefault("declare", {})[s] = len(self.events)
            self.events.append({"type": "declare", "seat": s, "items": shown})
            for _, price in items:
                for t in self.others(s):
                    self.pay(t, s, price, "declaration")
            if f.get("declare_first") == s:
                self.penalty(s, 20, f.get("penalty_to"))
        if f.get("omit_then_correct") is not None:
            s = f["omit_then_correct"]
            self.marks["decl_fix"] = len(self.events)
            self.events.append({"type": "declare", "seat": s, "items": [it for it, _ in decl[s]]})
            for _, price in decl[s]:
                for t in self.others(s):
                    self.pay(t, s, price, "declaration")
        # play
        joker_holder = [s for s in self.active if "JOKER" in hand[s]][0]
        joker_from = 23 if f.get("joker_late") else rng.randint(1, 8)
        leader = self.nxt(d)
        piles = {s: [] for s in self.active}
        tricks = {s: 0 for s in self.active}
        for t in range(25):
            seq = self.order_from(leader)
            if f.get("ooturn_lead") == t:
                seq = self.order_from(self.nxt(leader))
            if f.get("joker_call") == t:
                self.marks["call"] = len(self.events)
                self.events.append({"type": "call", "seat": seq[0], "call": "joker"})
                if f.get("call_penalty", True):
                    self.penalty(seq[0], f.get("call_amount", 20), f.get("penalty_to"))
            played = []
            led = None
            for i, s in enumerate(seq):
                if i == 0:
                    opts = [c for c in hand[s] if c != "JOKER"]
                    if not opts:
                        self.ok = False
                        return
                    c = rng.choice(opts)
                    led = suit(c)
                else:
                    if s == joker_holder and "JOKER" in hand[s] and t >= joker_from:
                        c = "JOKER"
                    else:
                        opts = self.legal(hand[s], led)
                        if f.get("revoke") == t and i == 1 and "revoked" not in self.marks:
                            bad = [c for c in hand[s] if c != "JOKER" and c not in opts]
                            if not bad or suit(opts[0]) != led:
                                self.ok = False
                                return
                            opts = bad
                            self.marks["revoked"] = True
                        if not opts:
                            self.ok = False
                            return
                        c = rng.choice(opts)
                hand[s].remove(c)
                played.append((s, c))
            if t == 24 and any(c == "JOKER" for _, c in played):
                self.ok = False
                return
            if t == 23 and not f.get("joker_late") and any(c == "JOKER" for _, c in played):
                self.ok = False
                return
            real = [(s, c) for s, c in played if c != "JOKER"]
            trumps = [(s, c) for s, c in real if suit(c) == "T"]
            pool = trumps if trumps else [(s, c) for s, c in real if suit(c) == led]
            w, wc = max(pool, key=lambda x: strength(x[1]))
            rec = list(played)
            if f.get("ooturn_follow") == t:
                rec = [rec[0], rec[2], rec[1]]
            for k, (s, c) in enumerate(rec):
                if f.get("ooturn_lead") == t and k == 0:
                    self.marks["ooturn"] = len(self.events)
                if f.get("ooturn_follow") == t and k == 1:
                    self.marks["ooturn"] = len(self.events)
                if f.get("revoke") == t and k == 1:
                    self.marks["revoke_ev"] = len(self.events)
                if c == "JOKER":
                    self.marks["joker"] = len(self.events)
                self.events.append({"type": "play", "seat": s, "card": c})
            if f.get("ooturn_lead") == t or f.get("ooturn_follow") == t:
                off = rec[0][0] if f.get("ooturn_lead") == t else rec[1][0]
                payer = self.sitter if f.get("penalty_from") == "sitter" else off
                self.penalty(payer, f.get("ooturn_amount", 20), f.get("penalty_to"))
            if f.get("revoke") == t:
                if led not in SUITS:
                    self.ok = False
                    return
                self.penalty(rec[1][0], f.get("revoke_amount", 40), None)
            if f.get("stop_after") == t:
                if f.get("skat"):
                    self.penalty(d, 40, f.get("penalty_to"))
                if f.get("false_trumps") is not None:
                    x = f["false_trumps"]
                    self.marks["refund"] = [self.pay(x, o, 10, "declaration") for o in self.others(x)]
                    self.penalty(x, 40, None)
                self.void = True
                return
            if f.get("joker_late") and t == 23:
                if all(c != "JOKER" for _, c in played):
                    self.ok = False
                    return
                self.penalty(joker_holder, 40, None)
                self.void = True
                return
            if t < 24:
                for s, c in played:
                    if s != w and is_king(c):
                        for o in self.others(s):
                            self.pay(s, o, 5, "king_lost")
                        self.pay(s, "king_pool", 5, "king_lost")
                    if s != w and c == "T1":
                        for o in self.others(s):
                            self.pay(s, o, 5, "pagat_lost")
                        self.pay(s, "pagat_pool", 5, "pagat_lost")
                if wc == "T1":
                    for o in self.others(w):
                        self.pay(o, w, 5, "pagat_trick")
            else:
                if any(is_king(c) or c == "T1" for _, c in played):
                    self.ok = False
                    return
                for o in self.others(w):
                    self.pay(o, w, 20, "last_trick")
            for s, c in played:
                if c == "JOKER" and t < 24:
                    piles[s].append(c)
                else:
                    piles[w].append(c)
            tricks[w] += 1
            leader = w
        if any(v == 0 for v in tricks.values()):
            self.ok = False  # no Nolo / Tout in the bases
            return
        self.void = False
        pts = {}
        for s in self.active:
            pts[s] = sum(value(c) for c in piles[s]) + tricks[s] + (1 if s == d else 0)
        assert sum(pts.values()) == 78, pts
        self.points = pts
        newd = (d + 1) % self.n
        self.card_points = {}
        for s in self.active:
            if s == newd:
                continue
            a = card_points_amount(pts[s])
            self.card_points[s] = a
            if a < 0:
                self.pay(s, newd, -a, "card_points")
            elif a > 0:
                self.pay(newd, s, a, "card_points")

    def penalty(self, seat, amount, to=None):
        if to == "players":
            self.marks["penalty"] = [self.pay(seat, o, amount, "penalty") for o in self.others(seat)]
        else:
            self.marks["penalty"] = [
                self.pay(seat, "pagat_pool", amount, "penalty"),
                self.pay(seat, "king_pool", amount, "penalty"),
            ]

    def as_json(self):
        hands = [h if s in self.active else [] for s, h in enumerate(self.hands)]
        return {"dealer": self.dealer, "hands": hands, "events": self.events}


def make_deal(rng, n, dealer, first, fault=None, need=None, tries=4000):
    for _ in range(tries):
        state = rng.getstate()
        dl = Deal(rng, n, dealer, fault)
        dl.run(first=first)
        if dl.ok and (need is None or need(dl)):
            dl.rng_state = state
            return dl
    raise SystemExit(f"no deal found for {fault!r}")


def session(rng, n, ndeals, faults=None, needs=None):
    faults = faults or {}
    needs = needs or {}
    deals = []
    for k in range(ndeals):
        deals.append(make_deal(rng, n, k % n, k == 0, faults.get(k), needs.get(k)))
    return deals


def transcript(n, deals, desc, rules=None):
    return {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": rules or {},
        "players": NAMES[:n],
        "meta": {"round": "danish-penalty-table", "description": desc},
        "deals": [d.as_json() for d in deals],
    }


def has_decl(dl, s):
    return bool(dl.decl.get(s))


def main(seed=20261122):
    files = {}
    info = {}

    def put(name, n, deals, desc, **kw):
        files[name] = transcript(n, deals, desc, **kw)
        info[name] = deals

    # 01 clean 3-player base, 3 deals
    rng = random.Random(seed + 1)
    put("01-clean-base-3p", 3, session(rng, 3, 3), "Clean 3-player base, every payment recorded.")
    # 02 clean 4-player base, 4 deals (each seat sits out once)
    rng = random.Random(seed + 2)
    put(
        "02-clean-base-4p",
        4,
        session(rng, 4, 4),
        "Clean 4-player base; the seat opposite the dealer sits out.",
    )
    # 03 lead out of turn, fined 20 to each pool (§18 large), play goes on
    rng = random.Random(seed + 3)
    put(
        "03-lead-out-of-turn-large",
        3,
        session(rng, 3, 2, {0: {"ooturn_lead": 6}}),
        "Deal 0: trick 7 led by the wrong seat; 20 to each pool; play goes on.",
    )
    # 04 same, fined 40 to each pool (too much) and play goes on
    rng = random.Random(seed + 3)
    put(
        "04-lead-out-of-turn-overfined",
        3,
        session(rng, 3, 2, {0: {"ooturn_lead": 6, "ooturn_amount": 40}}),
        "Deal 0: trick 7 led by the wrong seat; fined 40 to each pool (should be 20).",
    )
    # 05 false Joker demand in the third-last trick, fined 20 to each pool
    rng = random.Random(seed + 5)
    put(
        "05-false-joker-demand",
        3,
        session(rng, 3, 2, {1: {"joker_call": 22}}),
        "Deal 1: the Joker demanded in the third-last trick after it was played; 20 to each pool.",
    )
    # 06 same, no fine paid at all
    rng = random.Random(seed + 5)
    put(
        "06-false-joker-demand-unpaid",
        3,
        session(rng, 3, 2, {1: {"joker_call": 22, "call_penalty": False}}),
        "Deal 1: false Joker demand; the table collected no fine.",
    )
    # 07 4 players: a declaration made before the dealer's, 20 to each pool
    rng = random.Random(seed + 7)
    put(
        "07-declared-before-dealer-4p",
        4,
        session(rng, 4, 2, {0: {"declare_first": 1}}, {0: lambda dl: has_decl(dl, 1)}),
        "Deal 0 (4 players, seat 2 sits out): seat 1 declares before the dealer; 20 to each pool.",
    )
    # 08 4 players: illegal skat (a king), discovered after the declarations, deal void
    rng = random.Random(seed + 8)
    put(
        "08-illegal-skat-king-void-4p",
        4,
        session(rng, 4, 2, {0: {"skat": "king", "stop_after": 0}}, {0: lambda dl: any(dl.decl.values())}),
        "Deal 0 (4 players): dealer lays away a king; found after trick 1; 40 to each pool, "
        "deal void (declaration money kept); seat 1 deals next.",
    )
    # 09 illegal skat (a trump kept with other trumps), 40 paid to the players, not the pools
    rng = random.Random(seed + 9)
    put(
        "09-illegal-skat-fine-to-players",
        3,
        session(rng, 3, 2, {0: {"skat": "trump", "stop_after": 0, "penalty_to": "players"}}),
        "Deal 0: dealer lays away one trump and keeps others; the 40 fine is paid to the two "
        "players instead of the pools; deal void.",
    )
    # 10 wrong declaration found after the first trick: 40 to each pool, money returned
    rng = random.Random(seed + 10)
    put(
        "10-false-declaration-void",
        3,
        session(
            rng,
            3,
            2,
            {0: {"false_trumps": 2, "stop_after": 1}},
            {
                0: lambda dl: (
                    7 <= sum(1 for c in dl.hands[2] if suit(c) == "T") <= 8
                    and "JOKER" not in dl.hands[2]
                    and not dl.decl[2]
                )
            },
        ),
        "Deal 0: seat 2 declares 10 trumps holding fewer; found in trick 2; money returned, "
        "40 to each pool, deal void.",
    )
    # 11 a declaration left out, then made before the first lead (no penalty)
    rng = random.Random(seed + 11)
    put(
        "11-declaration-corrected-before-lead",
        3,
        session(rng, 3, 2, {0: {"omit_then_correct": 1}}, {0: lambda dl: has_decl(dl, 1)}),
        "Deal 0: seat 1 passes, then after seat 2 and before the first lead makes the declaration it holds "
        "and is paid; §18 superficial.",
    )
    # 12 revoke, read by the table as irreparable: 40 to each pool, deal void
    rng = random.Random(seed + 12)
    put(
        "12-revoke-void",
        3,
        session(
            rng,
            3,
            2,
            {0: {"revoke": 9, "stop_after": 9}},
            {
                0: lambda dl: any(
                    e.get("reason") in ("king_lost", "pagat_lost")
                    for e in dl.events[: dl.marks.get("revoke_ev", 0)]
                )
            },
        ),
        "Deal 0: revoke in trick 10; 40 to each pool, deal void; king/pagat chips paid before it are kept.",
    )
    # 13 a fine for looking at cards early (no §18 class)
    rng = random.Random(seed + 13)
    deals = session(rng, 3, 2)
    ev = deals[1].events
    ev.insert(
        2,
        {
            "type": "payment",
            "from": 0,
            "to": "pagat_pool",
            "amount": 5,
            "reason": "penalty",
            "note": "picked up her cards before the deal was done",
        },
    )
    ev.insert(
        3,
        {
            "type": "payment",
            "from": 0,
            "to": "king_pool",
            "amount": 5,
            "reason": "penalty",
            "note": "picked up her cards before the deal was done",
        },
    )
    put(
        "13-fine-for-looking-at-cards",
        3,
        deals,
        "Deal 1: seat 0 fined 5 to each pool for picking up cards before the deal ended; "
        "§18 gives no fine for it.",
    )
    # 14 4 players: card out of turn by a follower; the sitter's chips pay the fine
    rng = random.Random(seed + 14)
    put(
        "14-out-of-turn-fine-from-sitter-4p",
        4,
        session(rng, 4, 2, {1: {"ooturn_follow": 4, "penalty_from": "sitter"}}),
        "Deal 1 (4 players, seat 3 sits out): the third seat plays before the second in trick 5; "
        "the 20+20 fine is taken from the sitter, not the offender.",
    )
    # 15 Joker in the second-last trick, table voids the deal (40 each pool)
    rng = random.Random(seed + 15)
    put(
        "15-joker-second-last-void",
        3,
        session(rng, 3, 2, {0: {"joker_late": True}}),
        "Deal 0: the Joker played in the second-last trick; 40 to each pool, deal void.",
    )

    for old in OUT.glob("*.json"):
        old.unlink()
    for name, tr in files.items():
        (OUT / (name + ".json")).write_text(json.dumps(tr, indent=1) + "\n")
    return info


if __name__ == "__main__":
    info = main(int(sys.argv[1]) if len(sys.argv) > 1 else 20261122)
    for name, deals in info.items():
        for k, dl in enumerate(deals):
            print(
                name,
                k,
                "dealer",
                dl.dealer,
                "sitter",
                dl.sitter,
                "marks",
                dl.marks,
                "void",
                getattr(dl, "void", None),
                "decl",
                {s: [i for i, _ in v] for s, v in dl.decl.items() if v},
            )
