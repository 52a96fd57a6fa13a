"""Blind generator for the danish-multifault audit round.

Written from the Polish source (000_2fac32aef83ce8a1.txt, §7-§18) and the transcript format only.
A small simulator of my own deals, plays legal cards (or plants one fault) and settles every
payment as the source says; the figures are checked by hand in EXPECTED.md.

Run: python tests/data/audit/danish-multifault/_gen.py  (writes the .json files and _facts.json)
"""

from __future__ import annotations

import json
import random
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]


def deck():
    cards = []
    for s in SUITS:
        cards += [r + s for r in COURTS] + [f"{p}{s}" for p in range(1, 11)]
    cards += [f"T{n}" for n in range(1, 22)] + ["JOKER"]
    return cards


def suit(c):
    if c == "JOKER":
        return "X"
    if c.startswith("T"):
        return "T"
    return c[-1]


def strength(c):
    s = suit(c)
    if s == "T":
        return int(c[1:])
    r = c[:-1]
    if r in COURTS:
        return {"K": 14, "Q": 13, "N": 12, "J": 11}[r]
    p = int(r)
    return 11 - p if s in "HD" else p  # red: 1 high ... 10 low; black: 10 high ... 1 low


def value(c):
    # §15: Pagat, Mondo, Joker, kings 4; queens 3; knights 2; valets 1
    if c in ("T1", "T21", "JOKER"):
        return 4
    if suit(c) in SUITS:
        return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)
    return 0


def is_king(c):
    return c != "JOKER" and suit(c) in SUITS and c[0] == "K"


def declarations(hand):
    """§14/§15 declarations of a 25-card hand: list of (item, amount)."""
    out = []
    h = set(hand)
    joker = "JOKER" in h
    ntr = sum(1 for c in hand if suit(c) == "T") + (1 if joker else 0)
    if ntr >= 10:
        out.append(({"kind": "trumps", "count": ntr, "pagat": "T1" in h}, 10 + 5 * (ntr - 10)))
    if joker and "T21" in h and "T1" in h:
        n = 3
        k = 20
        while f"T{k}" in h:
            n += 1
            k -= 1
        out.append(({"kind": "matadors", "count": n}, 10 + 5 * (n - 3)))
    for s in SUITS:
        have = [r for r in COURTS if r + s in h]
        if len(have) == 4:
            if joker:
                out.append(({"kind": "cavalry", "suit": s, "form": "rich"}, 15))
            else:
                out.append(({"kind": "cavalry", "suit": s, "form": "full"}, 10))
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            out.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in SUITS if "K" + s in h]
    if len(kings) == 4:
        out.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        out.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return out


def decl_cards(hand):
    """cards that form part of a declaration (may not go to the skat, §13)."""
    h = set(hand)
    cards = set()
    for item, _ in declarations(hand):
        k = item["kind"]
        if k == "trumps":
            cards |= {c for c in h if suit(c) == "T" or c == "JOKER"}
        elif k == "matadors":
            cards |= {"JOKER", "T21", "T1"} | {f"T{n}" for n in range(22 - item["count"] + 2, 21)}
        elif k == "cavalry":
            cards |= {r + item["suit"] for r in COURTS if r + item["suit"] in h} | ({"JOKER"} & h)
        elif k == "kings":
            cards |= {"K" + s for s in SUITS if "K" + s in h} | ({"JOKER"} & h)
    return cards


def trick_winner(plays):
    """plays: list of (seat, card) in play order, first = leader."""
    led = suit(plays[0][1])
    best = None
    for seat, c in plays:
        if c == "JOKER":
            continue
        s = suit(c)
        if s == "T":
            key = (2, strength(c))
        elif s == led:
            key = (1, strength(c))
        else:
            continue
        if best is None or key > best[0]:
            best = (key, seat)
    return best[1]


def legal(hand, led, trick_no):
    if led is None:
        return [c for c in hand if c != "JOKER"] or list(hand)
    same = [c for c in hand if suit(c) == led]
    if same:
        base = same
    else:
        tr = [c for c in hand if suit(c) == "T"]
        base = tr if tr else [c for c in hand if c != "JOKER"]
    out = list(base)
    if "JOKER" in hand and trick_no != 23:
        out.append("JOKER")
    return out or list(hand)


class Sim:
    def __init__(self, seed, dealer, n=3):
        self.rng = random.Random(seed)
        d = deck()
        self.rng.shuffle(d)
        self.dealer = dealer
        self.hands = [[] for _ in range(n)]
        pos = 0
        for s in range(n):
            self.hands[s] = d[pos : pos + 25]
            pos += 25
        self.hands[dealer] += d[75:78]
        self.dealt = [list(h) for h in self.hands]

    def choose_skat(self, illegal=None):
        h = self.hands[self.dealer]
        if illegal:
            return illegal
        bad = decl_cards(h)
        cand = [c for c in h if suit(c) in SUITS and not is_king(c) and c not in bad]
        cand.sort(key=lambda c: (value(c), strength(c)))
        return cand[:3]

    def play(self, faults=()):
        """faults: list of dicts {kind, seat, from_trick}. Returns list of tricks [(seat, card)...]
        in record order, and the list of fault descriptions (trick, position)."""
        n = 3
        hands = [list(h) for h in self.hands]
        leader = (self.dealer + 1) % n
        tricks = []
        done = []
        pending = list(faults)
        for t in range(25):
            order = [(leader + i) % n for i in range(n)]
            ooo = None
            for f in pending:
                if f["kind"] == "out_of_turn" and t >= f["from_trick"] and order[2] == f["seat"]:
                    ooo = f
                    break
                if f["kind"] == "lead_out_of_turn" and t >= f["from_trick"] and order[1] == f["seat"]:
                    ooo = f
                    break
            if ooo and ooo["kind"] == "out_of_turn":
                order = [order[0], order[2], order[1]]
            if ooo and ooo["kind"] == "lead_out_of_turn":
                order = [order[1], order[2], order[0]]
            if ooo:
                pending.remove(ooo)
                done.append(dict(ooo, trick=t, pos=1 if ooo["kind"] == "out_of_turn" else 0))
            plays = []
            led = None
            for pos, seat in enumerate(order):
                h = hands[seat]
                lg = legal(h, led, t)
                card = None
                for f in pending:
                    if f["seat"] != seat or t < f["from_trick"] or led is None or led == "T":
                        continue
                    if f["kind"] == "revoke" and any(suit(c) == led for c in h):
                        off = [c for c in h if suit(c) not in (led, "X")]
                        offp = [c for c in off if suit(c) != "T" and not is_king(c)]
                        if off:
                            card = self.rng.choice(offp or off)
                    if f["kind"] == "no_trump" and not any(suit(c) == led for c in h):
                        if any(suit(c) == "T" for c in h):
                            offp = [c for c in h if suit(c) in SUITS and not is_king(c)]
                            if offp:
                                card = self.rng.choice(offp)
                    if card:
                        pending.remove(f)
                        done.append(dict(f, trick=t, pos=pos, card=card, held=[c for c in h if suit(c) == led] or [c for c in h if suit(c) == "T"]))
                        break
                if card is None:
                    if "JOKER" in lg and led is not None and t < 20:
                        card = "JOKER"
                    else:
                        keep = [c for c in lg if not is_king(c) and c not in ("T1", "JOKER")]
                        if keep and self.rng.random() < 0.9:
                            card = self.rng.choice(keep)
                        else:
                            card = self.rng.choice([c for c in lg if c != "JOKER"] or lg)
                h.remove(card)
                plays.append((seat, card))
                if led is None:
                    led = suit(card)
            tricks.append(plays)
            leader = trick_winner(plays)
        self.unplanted = pending
        self.done = done
        self.tricks = tricks
        return tricks


def E(**kw):
    return kw


class Session:
    def __init__(self, players=("Agnieszka", "Bartek", "Celina")):
        self.players = list(players)
        self.pools = {"pagat_pool": 0, "king_pool": 0}
        self.deals = []
        self.facts = []
        self.net = {0: 0, 1: 0, 2: 0, "pagat_pool": 0, "king_pool": 0}

    def pay(self, ev, frm, to, amount, reason):
        ev.append({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})
        for p, a in ((frm, -amount), (to, amount)):
            if p in self.pools:
                self.pools[p] += a
            self.net[p] += a
        return len(ev) - 1

    def deal(self, seed, dealer, faults=(), void=False, fine=None, illegal_skat=None, decl_mode=None,
             tamper=None, foundation=False, want=None):
        """want: a predicate on the simulated deal (for seed search). tamper: f(events, info) -> events."""
        sim = Sim(seed, dealer)
        skat = sim.choose_skat(illegal_skat)
        for c in skat:
            sim.hands[dealer].remove(c)
        sim.play(faults)
        if sim.unplanted:
            return None
        info = {"seed": seed, "dealer": dealer, "faults": sim.done, "skat": skat}
        if want and not want(sim, info):
            return None
        saved_pools = dict(self.pools)
        saved_net = dict(self.net)
        ev = []
        n = 3
        if foundation:
            for pool in ("pagat_pool", "king_pool"):
                for s in range(n):
                    self.pay(ev, s, pool, 20, "foundation")
        self.pay(ev, dealer, "pagat_pool", 5, "deal_fee")
        self.pay(ev, dealer, "king_pool", 5, "deal_fee")
        ev.append({"type": "discard", "seat": dealer, "cards": skat})
        info["skat_event"] = len(ev) - 1
        order = [(dealer + i) % n for i in range(n)]
        if decl_mode and decl_mode.get("before_dealer"):
            order = [order[1], order[0], order[2]]
        info["declare_events"] = {}
        for s in order:
            items = declarations(sim.hands[s])
            decl = [i for i, _ in items]
            amts = [a for _, a in items]
            if decl_mode and decl_mode.get("wrong_seat") == s:
                decl, amts = decl_mode["wrong"](sim.hands[s])
            ev.append({"type": "declare", "seat": s, "items": decl})
            info["declare_events"][s] = len(ev) - 1
            info.setdefault("declared", {})[s] = list(zip(decl, amts))
            for it, a in zip(decl, amts):
                for o in range(n):
                    if o != s:
                        k = self.pay(ev, o, s, a, "declaration")
                        info.setdefault("decl_payments", []).append(k)
        # fines at decl stage
        if fine:
            for f in fine:
                if f.get("at") == "declare":
                    f["events"] = [self.pay(ev, f["seat"], p, f["amount"], "penalty") for p in ("pagat_pool", "king_pool")]
        if illegal_skat and fine:
            pass
        tricks = sim.tricks
        info["play_events"] = {}
        pagat_pool = self.pools  # live
        pile = {s: [] for s in range(n)}
        ntricks = [0] * n
        for t, plays in enumerate(tricks):
            for pos, (seat, card) in enumerate(plays):
                ev.append({"type": "play", "seat": seat, "card": card})
                info["play_events"][(t, pos)] = len(ev) - 1
                for fl in sim.done:
                    if fl["trick"] == t and fl["pos"] == pos:
                        fl["event"] = len(ev) - 1
                        for f in fine or []:
                            if f.get("tag") is not None and f.get("tag") == fl.get("tag"):
                                if f.get("at") == "fault":
                                    f["events"] = [
                                        self.pay(ev, f["seat"], p, f["amount"], "penalty") for p in ("pagat_pool", "king_pool")
                                    ] if f["amount"] else []
            w = trick_winner(plays)
            ntricks[w] += 1
            last = t == 24
            for seat, card in plays:
                if card == "JOKER" and not last:
                    pile[seat].append(card)
                else:
                    pile[w].append(card)
            if void or last:
                continue
            for seat, card in plays:
                others = [o for o in range(n) if o != seat]
                if is_king(card) and seat != w:
                    for o in others:
                        self.pay(ev, seat, o, 5, "king_lost")
                    self.pay(ev, seat, "king_pool", 5, "king_lost")
                if card == "T1":
                    if seat != w:
                        for o in others:
                            self.pay(ev, seat, o, 5, "pagat_lost")
                        self.pay(ev, seat, "pagat_pool", 5, "pagat_lost")
                    else:
                        for o in others:
                            self.pay(ev, o, seat, 5, "pagat_trick")
        info["tricks"] = ntricks
        pts = [sum(value(c) for c in pile[s]) + ntricks[s] for s in range(n)]
        pts[dealer] += sum(value(c) for c in skat) + 1
        info["points"] = pts
        assert sum(pts) == 78, pts
        lastplays = tricks[24]
        w = trick_winner(lastplays)
        info["last_winner"] = w
        info["last"] = lastplays
        info["outcome"] = []
        if not void:
            tout = [s for s in range(n) if ntricks[s] == 25]
            nolo = [s for s in range(n) if ntricks[s] == 0]
            if tout or nolo:
                return "skip"
            wcard = dict((s, c) for s, c in lastplays)[w]
            kp0 = self.pools["king_pool"]
            pp0 = self.pools["pagat_pool"]
            kprz = [s for s, c in lastplays if is_king(c) and s != w]
            pprz = [s for s, c in lastplays if c == "T1" and s != w]
            if wcard == "T1":
                info["outcome"].append("pagat_ultimo")
                for o in range(n):
                    if o != w:
                        self.pay(ev, o, w, 45, "pagat_ultimo")
                info["pool_take_event"] = self.pay(ev, "pagat_pool", w, pp0, "pagat_ultimo")
                for s in range(n):
                    self.pay(ev, s, "pagat_pool", 20, "refill")
            elif is_king(wcard):
                info["outcome"].append("king_ultimo")
                for o in range(n):
                    if o != w:
                        self.pay(ev, o, w, 40, "king_ultimo")
                info["pool_take_event"] = self.pay(ev, "king_pool", w, kp0, "king_ultimo")
                if not kprz:
                    for s in range(n):
                        self.pay(ev, s, "king_pool", 20, "refill")
            for s in pprz:
                info["outcome"].append(f"pagat_przydupek:{s}")
                for o in range(n):
                    if o != s:
                        self.pay(ev, s, o, 45, "pagat_przydupek")
                info["przydupek_pool_event"] = self.pay(ev, s, "pagat_pool", pp0, "pagat_przydupek")
            for s in kprz:
                info["outcome"].append(f"king_przydupek:{s}")
                for o in range(n):
                    if o != s:
                        self.pay(ev, s, o, 40, "king_przydupek")
                info["przydupek_pool_event"] = self.pay(ev, s, "king_pool", kp0, "king_przydupek")
            if wcard != "T1" and not is_king(wcard) and not kprz and not pprz:
                info["outcome"].append("last_trick")
                for o in range(n):
                    if o != w:
                        self.pay(ev, o, w, 20, "last_trick")
            newd = (dealer + 1) % n
            info["card_payments"] = {}
            for s in range(n):
                if s == newd:
                    continue
                diff = pts[s] - 26
                amt = 5 * ((diff + 2) // 5)
                info["card_payments"][s] = amt
                if amt < 0:
                    self.pay(ev, s, newd, -amt, "card_points")
                elif amt > 0:
                    self.pay(ev, newd, s, amt, "card_points")
        else:
            info["outcome"].append("void")
            if decl_mode and decl_mode.get("refund"):
                ws = decl_mode["wrong_seat"]
                info["refund_events"] = []
                for it, a in info["declared"][ws]:
                    for o in range(n):
                        if o != ws:
                            info["refund_events"].append(self.pay(ev, ws, o, a, "declaration"))
            for f in fine or []:
                if f.get("at") == "end":
                    f["events"] = [self.pay(ev, f["seat"], p, f["amount"], "penalty") for p in ("pagat_pool", "king_pool")]
        if tamper:
            tamper(self, ev, info)
        info["pools_after"] = dict(self.pools)
        info["fines"] = fine
        self.deals.append({"dealer": dealer, "hands": sim.dealt, "events": ev})
        self.facts.append(info)
        return info

    def doc(self, desc, rules=None):
        return {
            "format": "trick-transcript/1",
            "game": "danish-tarok",
            "rules": rules or {},
            "players": self.players,
            "meta": {"audit": "danish-multifault", "description": desc},
            "deals": self.deals,
        }


def search(build, start=1, tries=4000):
    for seed in range(start, start + tries):
        r = build(seed)
        if r:
            return r
    raise SystemExit(f"no seed for {build}")


def clean_ok(sim, info):
    return all(c != "JOKER" for c in [c for s, c in sim.tricks[22]] + [c for s, c in sim.tricks[23]] + [c for s, c in sim.tricks[24]])


def build_session(specs, desc, rules=None, start=1):
    """specs: list of per-deal kwargs (with optional 'want'); seeds found one deal at a time."""

    def attempt(seed0):
        s = Session()
        seed = seed0
        for i, sp in enumerate(specs):
            sp = dict(sp)
            want = sp.pop("want", None)
            extra = sp.pop("extra_check", None)

            def w(sim, info, want=want):
                return clean_ok(sim, info) and (want is None or want(sim, info))

            got = None
            for k in range(3000):
                snap = (dict(s.pools), dict(s.net), len(s.deals), len(s.facts))
                fines = [dict(f) for f in sp.get("fine", [])] if sp.get("fine") else None
                kw = dict(sp)
                if fines is not None:
                    kw["fine"] = fines
                r = s.deal(seed + 7919 * k, dealer=i % 3, foundation=(i == 0), want=w, **kw)
                if r and r != "skip" and (extra is None or extra(r)):
                    got = r
                    break
                s.pools, s.net = snap[0], snap[1]
                del s.deals[snap[2]:]
                del s.facts[snap[3]:]
            if not got:
                return None
            seed += 1
        return s

    s = attempt(start)
    if not s:
        raise SystemExit("failed: " + desc)
    return s, s.doc(desc, rules)


def has_last(kind, seat=None):
    def f(sim, info):
        last = sim.tricks[24]
        w = trick_winner(last)
        wc = dict(last)[w]
        if kind == "king_ultimo":
            return is_king(wc) and not any(is_king(c) and s != w for s, c in last) and not any(c == "T1" for s, c in last)
        if kind == "pagat_ultimo":
            return wc == "T1" and not any(is_king(c) for s, c in last)
        if kind == "king_przydupek":
            kp = [s for s, c in last if is_king(c) and s != w]
            return len(kp) == 1 and (seat is None or kp[0] == seat) and not is_king(wc) and wc != "T1" and not any(c == "T1" for s, c in last)
        if kind == "plain":
            return not any(is_king(c) or c == "T1" for s, c in last)
        return True

    return f


def fault_seats_ok(*seats):
    def f(sim, info):
        got = [fl["seat"] for fl in info["faults"]]
        return got == list(seats)

    return f


def both(*fs):
    return lambda sim, info: all(f(sim, info) for f in fs)


FILES = {}


def main():
    facts = {}

    # c1: clean two-deal session, every payment recorded
    s, d = build_session(
        [{"want": lambda sim, info: any(declarations(sim.hands[x]) for x in range(3))}, {}],
        "Clean control: two deals, declarations, all payments.",
        start=11,
    )
    FILES["c1"] = (d, s)

    # c2: clean three deals, deal 2 ends in a king ultimo that takes the carried king pool (refilled)
    s, d = build_session(
        [{"want": has_last("plain")}, {"want": has_last("plain")}, {"want": has_last("king_ultimo")}],
        "Clean control: three deals, the third a king ultimo taking the carried King pool, refill.",
        start=21,
    )
    FILES["c2"] = (d, s)

    # m01: two revokes by different seats in one deal; default (irreparable): void, both fined 40+40
    def revoke2(seat_a, seat_b, t_a, t_b, fine_b=True):
        faults = [
            {"kind": "revoke", "seat": seat_a, "from_trick": t_a, "tag": "A"},
            {"kind": "revoke", "seat": seat_b, "from_trick": t_b, "tag": "B"},
        ]
        fine = [{"seat": seat_a, "amount": 40, "at": "fault", "tag": "A"}]
        if fine_b:
            fine.append({"seat": seat_b, "amount": 40, "at": "fault", "tag": "B"})
        return faults, fine

    faults, fine = revoke2(1, 2, 3, 9)
    s, d = build_session(
        [{"faults": faults, "fine": fine, "void": True, "want": both(fault_seats_ok(1, 2), lambda sim, i: not any(declarations(sim.hands[x]) for x in range(3)))}],
        "Two revokes by different seats (1, then 2); deal void, each pays 40 to each pool.",
        start=31,
    )
    FILES["m01"] = (d, s)

    # m02: same, the record fines only the first revoke (planted: second fine missing)
    faults, fine = revoke2(2, 0, 4, 12, fine_b=False)
    s, d = build_session(
        [{"faults": faults, "fine": fine, "void": True, "want": both(fault_seats_ok(2, 0), lambda sim, i: not any(declarations(sim.hands[x]) for x in range(3)))}],
        "Two revokes (seat 2, then seat 0); the record fines only the first: seat 0's 40+40 missing.",
        start=41,
    )
    FILES["m02"] = (d, s)

    # m03: revoke by seat 0, then failure to trump (illegal discard) by seat 1; void, both fined
    faults = [
        {"kind": "revoke", "seat": 0, "from_trick": 2, "tag": "A"},
        {"kind": "no_trump", "seat": 1, "from_trick": 6, "tag": "B"},
    ]
    fine = [{"seat": 0, "amount": 40, "at": "fault", "tag": "A"}, {"seat": 1, "amount": 40, "at": "fault", "tag": "B"}]
    s, d = build_session(
        [{"faults": faults, "fine": fine, "void": True, "want": both(fault_seats_ok(0, 1), lambda sim, i: not any(declarations(sim.hands[x]) for x in range(3)))}],
        "Revoke (seat 0) then a plain card discarded while holding trumps (seat 1); void, both fined 40+40.",
        start=51,
    )
    FILES["m03"] = (d, s)

    # m04: the same seat revokes and later fails to trump: fined twice
    faults = [
        {"kind": "revoke", "seat": 2, "from_trick": 2, "tag": "A"},
        {"kind": "no_trump", "seat": 2, "from_trick": 8, "tag": "B"},
    ]
    fine = [{"seat": 2, "amount": 40, "at": "fault", "tag": "A"}, {"seat": 2, "amount": 40, "at": "fault", "tag": "B"}]
    s, d = build_session(
        [{"faults": faults, "fine": fine, "void": True, "want": both(fault_seats_ok(2, 2), lambda sim, i: not any(declarations(sim.hands[x]) for x in range(3)))}],
        "Seat 2 revokes, later discards a plain card holding trumps; void, fined 40+40 for each fault.",
        start=61,
    )
    FILES["m04"] = (d, s)

    # m05: wrong declaration (trumps over-declared by one) not corrected, then revoke by another seat
    def over(hand):
        items = declarations(hand)
        out, amts = [], []
        for it, a in items:
            if it["kind"] == "trumps":
                it = dict(it, count=it["count"] + 1)
                a = a + 5
            out.append(it)
            amts.append(a)
        return out, amts

    def trumps_only(seat):
        def f(sim, info):
            for x in range(3):
                ds = declarations(sim.hands[x])
                if x == seat:
                    if [i["kind"] for i, _ in ds] != ["trumps"]:
                        return False
                elif ds:
                    return False
            return True

        return f

    faults = [{"kind": "revoke", "seat": 0, "from_trick": 5, "tag": "B"}]
    fine = [{"seat": 0, "amount": 40, "at": "fault", "tag": "B"}, {"seat": 1, "amount": 40, "at": "end"}]
    s, d = build_session(
        [{"faults": faults, "fine": fine, "void": True, "decl_mode": {"wrong_seat": 1, "wrong": over, "refund": True},
          "want": both(fault_seats_ok(0), trumps_only(1))}],
        "Seat 1 declares one trump too many (paid, then handed back), seat 0 later revokes; void, both fined 40+40.",
        start=71,
    )
    FILES["m05"] = (d, s)

    # m06: revoke_penalty large: revoke by seat 1 then out-of-turn play by seat 2; settled as played, 20+20 each
    faults = [
        {"kind": "revoke", "seat": 1, "from_trick": 3, "tag": "A"},
        {"kind": "out_of_turn", "seat": 2, "from_trick": 10, "tag": "B"},
    ]
    fine = [{"seat": 1, "amount": 20, "at": "fault", "tag": "A"}, {"seat": 2, "amount": 20, "at": "fault", "tag": "B"}]
    s, d = build_session(
        [{"faults": faults, "fine": fine, "want": both(fault_seats_ok(1, 2), has_last("plain"))}],
        "revoke_penalty=large: revoke (seat 1) then a card out of turn (seat 2); 20+20 each, deal settled as played.",
        rules={"preset": "standard", "revoke_penalty": "large"},
        start=81,
    )
    FILES["m06"] = (d, s)

    # m07: out-of-turn play (large) by seat 0 who later loses a king in the last trick (przydupek)
    faults = [{"kind": "out_of_turn", "seat": 0, "from_trick": 6, "tag": "A"}]
    fine = [{"seat": 0, "amount": 20, "at": "fault", "tag": "A"}]
    spec7 = {"faults": faults, "fine": fine, "want": both(fault_seats_ok(0), has_last("king_przydupek", 0))}
    s, d = build_session([spec7], "Seat 0 plays out of turn (20+20), then loses a king in the last trick: King przydupek doubles a pool that holds the fine.", start=91)
    FILES["m07"] = (d, s)

    # m08: as m07, but the przydupek doubling leaves the fine out (planted wrong payment)
    def tamper8(sess, ev, info):
        k = info["przydupek_pool_event"]
        ev[k]["amount"] -= 20
        sess.pools["king_pool"] -= 20
        info["tampered"] = k

    spec8 = dict(spec7, tamper=tamper8, fine=[dict(fine[0])])
    s, d = build_session([spec8], "As m07, but the przydupek pays the King pool as it was before the fine (20 short).", start=91)
    FILES["m08"] = (d, s)

    # m09: default rules: seat 1 revokes, later would have had a King przydupek; deal void, fine only
    faults = [{"kind": "revoke", "seat": 1, "from_trick": 4, "tag": "A"}]
    fine = [{"seat": 1, "amount": 40, "at": "fault", "tag": "A"}]
    s, d = build_session(
        [{"faults": faults, "fine": fine, "void": True, "want": both(fault_seats_ok(1), has_last("king_przydupek", 1), lambda sim, i: not any(declarations(sim.hands[x]) for x in range(3)))}],
        "Seat 1 revokes, the play runs on to a King przydupek by seat 1; the deal is void: only the 40+40 fine.",
        start=101,
    )
    FILES["m09"] = (d, s)

    # m10: one revoke, the record played on and settled as played with no fine (default rules)
    faults = [{"kind": "revoke", "seat": 2, "from_trick": 7, "tag": "A"}]
    s, d = build_session(
        [{"faults": faults, "want": both(fault_seats_ok(2), has_last("plain"))}],
        "One revoke by seat 2; the table played on and settled the deal as played, no fine.",
        start=111,
    )
    FILES["m10"] = (d, s)

    # m11: three deals; deal 1 has a revoke (void, 40+40); deal 2 a king ultimo takes the pool with the fine
    faults = [{"kind": "revoke", "seat": 0, "from_trick": 5, "tag": "A"}]
    fine = [{"seat": 0, "amount": 40, "at": "fault", "tag": "A"}]
    specs11 = [
        {"want": has_last("plain")},
        {"faults": faults, "fine": fine, "void": True, "want": both(fault_seats_ok(0), lambda sim, i: not any(declarations(sim.hands[x]) for x in range(3)))},
        {"want": has_last("king_ultimo")},
    ]
    s, d = build_session(specs11, "Three deals: deal 1 void for a revoke by seat 0 (40+40), deal 2 a king ultimo takes the King pool with the fine in it.", start=121)
    FILES["m11"] = (d, s)

    # m12: as m11, the ultimo winner takes the King pool as if the fine had not been paid (40 short)
    def tamper12(sess, ev, info):
        k = info["pool_take_event"]
        ev[k]["amount"] -= 40
        sess.pools["king_pool"] += 40
        info["tampered"] = k

    specs12 = [dict(x) for x in specs11]
    specs12[1]["fine"] = [dict(fine[0])]
    specs12[2] = dict(specs12[2], tamper=tamper12)
    s, d = build_session(specs12, "As m11, but the king ultimo takes the King pool 40 short (the fine left out).", start=121)
    FILES["m12"] = (d, s)

    # m13: declaration before the dealer (large, seat 1) then a revoke by seat 2 (irreparable): void
    def first_has_decl(sim, info):
        return bool(declarations(sim.hands[1])) and not declarations(sim.hands[0]) and not declarations(sim.hands[2])

    faults = [{"kind": "revoke", "seat": 2, "from_trick": 4, "tag": "B"}]
    fine = [{"seat": 1, "amount": 20, "at": "declare"}, {"seat": 2, "amount": 40, "at": "fault", "tag": "B"}]
    s, d = build_session(
        [{"faults": faults, "fine": fine, "void": True, "decl_mode": {"before_dealer": True},
          "want": both(fault_seats_ok(2), first_has_decl)}],
        "Seat 1 declares before the dealer (20+20), seat 2 later revokes (40+40, void). Seat 1's declaration is correct and kept.",
        start=131,
    )
    FILES["m13"] = (d, s)

    # m14: two large faults (lead out of turn by seat 2, card out of turn by seat 1); the record fines
    # the second with 5 (small) instead of 20 (planted)
    faults = [
        {"kind": "lead_out_of_turn", "seat": 2, "from_trick": 5, "tag": "A"},
        {"kind": "out_of_turn", "seat": 1, "from_trick": 12, "tag": "B"},
    ]
    fine = [{"seat": 2, "amount": 20, "at": "fault", "tag": "A"}, {"seat": 1, "amount": 5, "at": "fault", "tag": "B"}]
    s, d = build_session(
        [{"faults": faults, "fine": fine, "want": both(fault_seats_ok(2, 1), has_last("plain"))}],
        "Seat 2 leads out of turn (20+20), seat 1 plays out of turn later and is fined 5+5 (should be 20+20).",
        start=141,
    )
    FILES["m14"] = (d, s)

    # c3: clean control, one deal with a pagat ultimo
    s, d = build_session([{"want": has_last("pagat_ultimo")}], "Clean control: a Pagat ultimo, the Pagat pool taken and refilled.", start=151)
    FILES["c3"] = (d, s)

    for name, (doc, sess) in FILES.items():
        (HERE / f"{name}.json").write_text(json.dumps(doc, indent=1) + "\n")
        fx = []
        for info in sess.facts:
            info = dict(info)
            info["play_events"] = None
            info["last"] = [list(x) for x in info["last"]]
            fx.append(info)
        facts[name] = {"facts": fx, "net": {str(k): v for k, v in sess.net.items()}, "pools": sess.pools}
    Path("/tmp/danish-multifault-facts.json").write_text(json.dumps(facts, indent=1, default=str) + "\n")


if __name__ == "__main__":
    main()
