"""Blind generator for audit round dispute-messages-8 (Danish Tarok, dispute reports).

Written from the Polish source (seeds/000_*.txt, §1-§18) only; does NOT import validator.
Run: python _gen.py  (writes NN-*.json next to this file and prints a fault log used by EXPECTED.md)

Model (my reading of the source):
- order of play = seat order (i+1) % n ("kierunek ... przeciwny do wskazówek zegara"; the
  spec makes seat order the order of play); the leader of trick 1 is the player to the
  dealer's right = next seat; the next dealer is the next seat too (§17: the pools lie to the
  right of the old dealer and to the left of the new one).
- 4 players: the seat opposite the dealer, (dealer+2) % 4, sits out, hand [].
- dealer gets 28 (25 + 3), lays away 3 (skat), 1 point + card values of the skat count for
  the dealer (§15: "Skat = 1 punkt", total 78).
- follow suit; void -> must trump; no trump -> anything. Joker any time except second-last.
- payments: §15 as written (see EXPECTED.md).
"""

import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
PLAYERS4 = ["Agata", "Bogdan", "Czesia", "Darek"]
RED = "HD"
SUITS = "HDSC"
COURTS = "KQNJ"


def deck():
    d = []
    for s in SUITS:
        for r in ["K", "Q", "N", "J"] + [str(i) for i in range(1, 11)]:
            d.append(r + s)
    d += ["T%d" % i for i in range(1, 22)]
    d.append("JOKER")
    return d


def suit(c):
    if c == "JOKER":
        return "X"
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c):
    s = suit(c)
    if s == "T":
        return int(c[1:])
    r = rank(c)
    if r in COURTS:
        return {"K": 14, "Q": 13, "N": 12, "J": 11}[r]
    p = int(r)
    return 11 - p if s in RED else p


def value(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if suit(c) in SUITS:
        return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(rank(c), 0)
    return 0


def is_king(c):
    return suit(c) in SUITS and rank(c) == "K"


def rnd5(x):
    # nearest multiple of 5 (x integer, never a tie)
    q = x / 5.0
    return int(5 * (int(q + 0.5) if q >= 0 else -int(-q + 0.5)))


def declarations(hand):
    items = []
    trumps = [c for c in hand if suit(c) == "T"]
    joker = "JOKER" in hand
    nt = len(trumps) + (1 if joker else 0)
    if nt >= 10:
        items.append(({"kind": "trumps", "count": nt, "pagat": "T1" in hand}, 10 + 5 * (nt - 10)))
    if joker and "T21" in hand and "T1" in hand:
        m = 3
        k = 20
        while "T%d" % k in hand:
            m += 1
            k -= 1
        items.append(({"kind": "matadors", "count": m}, 10 + 5 * (m - 3)))
    for s in SUITS:
        have = [r for r in COURTS if r + s in hand]
        if len(have) == 4:
            if joker:
                items.append(({"kind": "cavalry", "suit": s, "form": "rich"}, 15))
            else:
                items.append(({"kind": "cavalry", "suit": s, "form": "full"}, 10))
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


def decl_cards(hand):
    """cards that are part of a declaration (may not be laid away)"""
    out = set()
    for it, _ in declarations(hand):
        k = it["kind"]
        if k == "trumps":
            out |= {c for c in hand if suit(c) == "T" or c == "JOKER"}
        elif k == "matadors":
            out |= {"JOKER", "T21", "T1"} | {"T%d" % (21 - i) for i in range(1, it["count"] - 2)}
        elif k == "cavalry":
            out |= {r + it["suit"] for r in COURTS if r + it["suit"] in hand} | {"JOKER"}
        elif k == "kings":
            out |= {"K" + s for s in SUITS if "K" + s in hand} | {"JOKER"}
    return out


class Session:
    def __init__(self, n, seed, name, desc, rules=None, start_pools=None):
        self.n = n
        self.rng = random.Random(seed)
        self.name = name
        self.desc = desc
        self.rules = rules or {}
        self.players = PLAYERS4[:n]
        self.deals = []
        self.pools = dict(start_pools) if start_pools else {"pagat_pool": 0, "king_pool": 0}
        self.fresh = start_pools is None
        self.net = {p: 0 for p in list(range(n)) + ["pagat_pool", "king_pool"]}
        self.log = []
        self.start_pools = start_pools

    # ---- helpers
    def pay(self, ev, frm, to, amt, reason, record=True, real=True):
        if real:
            self.net[frm] -= amt
            self.net[to] += amt
            for p in (frm, to):
                if p in self.pools:
                    self.pools[p] += -amt if p == frm else amt
        if record:
            ev.append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason})

    def note(self, di, ev, what):
        self.log.append((di, len(ev), what))

    def active(self, dealer):
        if self.n == 3:
            return [0, 1, 2]
        return [s for s in range(4) if s != (dealer + 2) % 4]

    def order_from(self, dealer, first):
        act = self.active(dealer)
        out = []
        s = first
        while len(out) < len(act):
            if s in act:
                out.append(s)
            s = (s + 1) % self.n
        return out

    # ---- one deal
    def deal(self, dealer, faults=None, hooks=None):
        """faults: dict of planted faults; returns nothing, appends deal."""
        faults = faults or {}
        hooks = hooks or {}
        di = len(self.deals)
        n = self.n
        act = self.active(dealer)
        ev = []
        # shuffle until the deal fits the file's needs
        for _attempt in range(20000):
            d = deck()
            self.rng.shuffle(d)
            hands = {s: [] for s in range(n)}
            pos = 0
            for s in self.order_from(dealer, (dealer + 1) % n):
                take = 28 if s == dealer else 25
                hands[s] = d[pos : pos + take]
                pos += take
            if hooks.get("accept") is None or hooks["accept"](hands, dealer, act):
                break
        else:
            raise SystemExit("no deal found for %s deal %d" % (self.name, di))
        dealt = {s: list(hands[s]) for s in range(n)}
        # --- fees
        if di == 0 and self.fresh:
            for pool in ("pagat_pool", "king_pool"):
                for s in range(n):
                    if faults.get("skip_foundation") == s:
                        self.pay(ev, s, pool, 20, "foundation", record=False)
                        continue
                    self.pay(ev, s, pool, 20, "foundation")
        for pool in ("pagat_pool", "king_pool"):
            self.pay(ev, dealer, pool, 5, "deal_fee")
        # --- skat
        dh = hands[dealer]
        if "skat" in faults:
            skat = faults["skat"](dh)
        else:
            forb = decl_cards(dh)
            cand = [c for c in dh if suit(c) in SUITS and rank(c) not in COURTS and c not in forb]
            skat = self.rng.sample(cand, 3)
        for c in skat:
            dh.remove(c)
        ev.append({"type": "discard", "seat": dealer, "cards": skat})
        void = False
        if faults.get("skat_irreparable"):
            self.note(di, ev, "illegal skat at event %d" % (len(ev) - 1))
        # --- declarations
        order = self.order_from(dealer, dealer)
        if faults.get("decl_before_dealer"):
            order = order[1:] + order[:1]
        decl_events = []
        for s in order:
            items = declarations(hands[s])
            shown = [it for it, _ in items]
            if faults.get("false_decl") == s:
                # claims one trump more than held
                shown = [dict(it) for it in shown]
                for it in shown:
                    if it["kind"] == "trumps":
                        it["count"] += 1
                        break
                else:
                    raise SystemExit("false_decl needs trumps")
            if faults.get("decl_before_dealer") and s == order[0]:
                self.note(di, ev, "declaration before dealer at event %d seat %d" % (len(ev), s))
            decl_events.append(len(ev))
            ev.append({"type": "declare", "seat": s, "items": shown})
            for it, amt in items:
                if faults.get("false_decl") == s and it["kind"] == "trumps":
                    amt += 5
                for o in act:
                    if o != s:
                        self.pay(ev, o, s, amt, "declaration")
        if faults.get("decl_before_dealer"):
            off = order[0]
            if faults.get("penalty_event", True):
                ev.append({"type": "penalty", "party": off, "code": "declaration_before_dealer", "amount": 20})
            for pool in ("pagat_pool", "king_pool"):
                self.pay(ev, off, pool, 20, "penalty")
        if faults.get("false_decl") is not None:
            fs = faults["false_decl"]
            self.note(di, ev, "false declaration by seat %d at event %d; irreparable" % (fs, decl_events[order.index(fs)]))
        if faults.get("skat_irreparable"):
            for pool in ("pagat_pool", "king_pool"):
                self.pay(ev, dealer, pool, 40, "penalty")
            self.deals.append({"dealer": dealer, "hands": [dealt[s] for s in range(n)], "events": ev})
            return
        # --- play
        won = {s: [] for s in act}
        tricks = {s: 0 for s in act}
        joker_to = None
        leader = (dealer + 1) % n
        jt = self.rng.randint(2, 19)
        if "joker_keep" in faults:
            jt = 99
        joker_played = False
        last_trick = None
        for t in range(25):
            if faults.get("demand_at") == t:
                ev.append({"type": "call", "seat": faults["demand_seat"], "call": "joker"})
                self.note(di, ev, "joker demand at event %d" % (len(ev) - 1))
                if faults.get("demand_false"):
                    ev.append({"type": "penalty", "party": faults["demand_seat"], "code": "false_joker_demand", "amount": 20})
                    for pool in ("pagat_pool", "king_pool"):
                        self.pay(ev, faults["demand_seat"], pool, 20, "penalty")
            if faults.get("wrong_lead_at") == t:
                wl = faults["wrong_lead_seat"](leader, act)
                self.note(di, ev, "lead out of turn at event %d by seat %d (due %d)" % (len(ev), wl, leader))
                seq = self.order_from(dealer, wl)
            else:
                seq = self.order_from(dealer, leader)
            if faults.get("ooturn_at") == t:
                seq = [seq[0], seq[2], seq[1]]
            trick = []
            led = None
            stop = False
            pending = None
            for pos_i, s in enumerate(seq):
                h = hands[s]
                named = None
                card = None
                if led is None:
                    if t == 24:
                        card = h[0]
                    elif faults.get("demand_at") == t and "JOKER" in h and faults.get("withhold"):
                        card = self.rng.choice([c for c in h if c != "JOKER"])
                        self.note(di, ev, "joker withheld (lead) at event %d seat %d" % (len(ev), s))
                        stop = True
                    elif faults.get("demand_at") == t and "JOKER" in h:
                        card = "JOKER"
                    elif faults.get("joker_second_last") and t == 23 and "JOKER" in h:
                        card = "JOKER"
                        self.note(di, ev, "joker led in second-last trick at event %d seat %d" % (len(ev), s))
                        stop = True
                    elif "JOKER" in h and (jt <= t and t <= 21) and faults.get("joker_lead"):
                        card = "JOKER"
                    else:
                        opts = [c for c in h if c != "JOKER"]
                        prefer = [c for c in opts if not is_king(c) and c != "T1"]
                        card = self.rng.choice(prefer or opts)
                    if card == "JOKER":
                        others = [c for o in seq[1:] for c in hands[o] if c != "JOKER"]
                        both = [x for x in SUITS if all(any(suit(c) == x for c in hands[o]) for o in seq[1:])]
                        named = self.rng.choice(both or [x for x in SUITS if any(suit(c) == x for c in others)])
                    led = named if card == "JOKER" else suit(card)
                else:
                    same = [c for c in h if suit(c) == led]
                    tr = [c for c in h if suit(c) == "T"]
                    legal = same or tr or [c for c in h if c != "JOKER"] or h
                    if "JOKER" in h and not faults.get("joker_keep") and not faults.get("joker_lead") and jt <= t <= 21:
                        card = "JOKER"
                        jt = 99
                    elif faults.get("revoke_at") is not None and t >= faults["revoke_at"] and faults.get("revoke_seat") == s and same and not faults.get("_done_rev"):
                        bad = [c for c in h if suit(c) not in (led, "X")]
                        if bad:
                            card = self.rng.choice(bad)
                            faults["_done_rev"] = True
                            self.note(di, ev, "revoke at event %d seat %d (%s to %s lead, held %s)" % (len(ev), s, card, led, same))
                            pending = s
                            if faults.get("revoke_stop"):
                                stop = True
                    elif faults.get("ftt_at") is not None and t >= faults["ftt_at"] and faults.get("ftt_seat") in (s, "any") and not same and tr and not faults.get("_done_ftt"):
                        bad = [c for c in h if suit(c) not in ("T", "X")]
                        if bad:
                            card = self.rng.choice(bad)
                            faults["_done_ftt"] = True
                            self.note(di, ev, "failure to trump at event %d seat %d (%s, held trumps %s)" % (len(ev), s, card, tr))
                            pending = s
                            if faults.get("revoke_stop"):
                                stop = True
                    elif faults.get("demand_at") == t and "JOKER" in h and faults.get("withhold"):
                        card = self.rng.choice([c for c in legal if c != "JOKER"])
                        self.note(di, ev, "joker withheld at event %d seat %d" % (len(ev), s))
                        stop = True
                    elif faults.get("demand_at") == t and "JOKER" in h:
                        card = "JOKER"
                    elif faults.get("joker_second_last") and t == 23 and "JOKER" in h:
                        card = "JOKER"
                        self.note(di, ev, "joker in second-last trick at event %d seat %d" % (len(ev), s))
                        stop = True
                    if card is None:
                        legal = [c for c in legal if c != "JOKER"] or legal
                        if t == 23 and "JOKER" in h:
                            legal = [c for c in legal if c != "JOKER"]
                        prefer = [c for c in legal if not is_king(c) and c != "T1"]
                        card = self.rng.choice(prefer or legal)
                if faults.get("ooturn_at") == t and pos_i == 1:
                    self.note(di, ev, "card out of turn at event %d seat %d" % (len(ev), s))
                    pending = s
                if faults.get("wrong_lead_at") == t and pos_i == 0:
                    pending = s
                if card == "JOKER":
                    self.log.append((di, len(ev), "JOKER played by seat %d in trick %d" % (s, t)))
                h.remove(card)
                e = {"type": "play", "seat": s, "card": card}
                if named:
                    e["named"] = named
                if card == "JOKER" and named and faults.get("joker_unnamed"):
                    del e["named"]
                    self.note(di, ev, "joker led unnamed at event %d seat %d" % (len(ev), s))
                ev.append(e)
                trick.append((s, card))
            # winner
            trumps = [(s, c) for s, c in trick if suit(c) == "T"]
            if trumps:
                w = max(trumps, key=lambda x: strength(x[1]))[0]
            else:
                w = max([(s, c) for s, c in trick if suit(c) == led], key=lambda x: strength(x[1]))[0]
            tricks[w] += 1
            for s, c in trick:
                if c == "JOKER" and t != 24:
                    won[s].append(c)
                else:
                    won[w].append(c)
            if faults.get("false_decl") is not None and t == faults.get("found_after", 1):
                fs = faults["false_decl"]
                self.note(di, ev, "false declaration found after trick %d; money returned, fine" % t)
                for it, amt in declarations(dealt[fs] if fs != dealer else hands[fs] + []):
                    pass
                for it, amt in declarations_of_decl(ev, fs):
                    for o in act:
                        if o != fs:
                            self.pay(ev, fs, o, amt, "declaration")
                for pool in ("pagat_pool", "king_pool"):
                    self.pay(ev, fs, pool, 40, "penalty")
                self.deals.append({"dealer": dealer, "hands": [dealt[x] for x in range(n)], "events": ev})
                return
            if stop:
                return self._void(ev, di, dealer, dealt, faults)
            if pending is not None and "fine" in faults and not faults.get("revoke_stop"):
                if faults.get("penalty_event"):
                    ev.append({"type": "penalty", "party": pending, "code": faults["penalty_event"], "amount": faults["fine"]})
                    self.note(di, ev, "penalty event")
                for pool in ("pagat_pool", "king_pool"):
                    self.pay(ev, pending, pool, faults["fine"], "penalty", real=not faults.get("fine_wrong"))
                if faults.get("fine_wrong"):
                    for pool in ("pagat_pool", "king_pool"):
                        self.pay(ev, pending, pool, faults["fine_due"], "penalty", record=False)
            if t < 24:
                for s, c in trick:
                    if (is_king(c) or c == "T1") and s != w:
                        pool = "king_pool" if is_king(c) else "pagat_pool"
                        reason = "king_lost" if is_king(c) else "pagat_lost"
                        for o in act:
                            if o != s:
                                self.pay(ev, s, o, 5, reason)
                        self.pay(ev, s, pool, 5, reason)
                    if c == "T1" and s == w:
                        for o in act:
                            if o != s:
                                self.pay(ev, o, s, 5, "pagat_trick")
            else:
                last_trick = (trick, w)
            leader = w
        # --- last trick
        self._last_trick(ev, di, dealer, act, last_trick, tricks, faults)
        # --- card points
        pts = {s: tricks[s] + sum(value(c) for c in won[s]) for s in act}
        pts[dealer] += 1 + sum(value(c) for c in skat)
        assert sum(pts.values()) == 78, pts
        nolo = any(tricks[s] == 0 for s in act) and not any(tricks[s] == 25 for s in act)
        nd = (dealer + 1) % n
        self.log.append((di, None, "tricks %s points %s" % (tricks, pts)))
        if not nolo:
            for s in act:
                if s == nd:
                    continue
                a = rnd5(pts[s] - 26)
                if faults.get("cp_wrong") == "auto" and a != 0:
                    faults["cp_wrong"] = s
                if faults.get("cp_wrong") == s:
                    rec = faults["cp_amount"](a)
                    self.note(di, ev, "card_points wrong for seat %d: due %d recorded %d" % (s, a, rec))
                    if rec < 0:
                        self.pay(ev, s, nd, -rec, "card_points", real=False)
                    elif rec > 0:
                        self.pay(ev, nd, s, rec, "card_points", real=False)
                    if a < 0:
                        self.pay(ev, s, nd, -a, "card_points", record=False)
                    elif a > 0:
                        self.pay(ev, nd, s, a, "card_points", record=False)
                    continue
                if a < 0:
                    self.pay(ev, s, nd, -a, "card_points")
                elif a > 0:
                    self.pay(ev, nd, s, a, "card_points")
        self.deals.append({"dealer": dealer, "hands": [dealt[s] for s in range(n)], "events": ev})

    def _void(self, ev, di, dealer, dealt, faults):
        off = faults["void_seat"]() if callable(faults.get("void_seat")) else faults.get("void_seat")
        amt = faults.get("fine", 40)
        if faults.get("penalty_event"):
            ev.append({"type": "penalty", "party": off, "code": faults["penalty_event"], "amount": amt})
        for pool in ("pagat_pool", "king_pool"):
            self.pay(ev, off, pool, amt, "penalty")
        self.deals.append({"dealer": dealer, "hands": [dealt[s] for s in range(self.n)], "events": ev})

    def _last_trick(self, ev, di, dealer, act, last, tricks, faults):
        trick, w = last
        wcard = dict(trick)[w]
        tout = [s for s in act if tricks[s] == 25]
        nolo = [s for s in act if tricks[s] == 0] if not tout else []
        przy_k = [s for s, c in trick if is_king(c) and s != w]
        przy_p = [s for s, c in trick if c == "T1" and s != w]
        desc = "last trick %s winner %d" % (trick, w)
        self.log.append((di, len(ev), desc))
        assert not tout
        for s in nolo:
            for o in act:
                if o != s:
                    self.pay(ev, o, s, 25, "nolo")
        K = self.pools["king_pool"]
        P = self.pools["pagat_pool"]
        ultimo = None
        if not nolo:
            if wcard == "T1":
                ultimo = "pagat"
                for o in act:
                    if o != w:
                        self.pay(ev, o, w, 45, "pagat_ultimo")
                self.pay(ev, "pagat_pool", w, P, "pagat_ultimo")
            elif is_king(wcard):
                ultimo = "king"
                for o in act:
                    if o != w:
                        self.pay(ev, o, w, 40, "king_ultimo")
                self.pay(ev, "king_pool", w, K, "king_ultimo")
        for s in przy_p:
            for o in act:
                if o != s:
                    self.pay(ev, s, o, 45, "pagat_przydupek")
            amt = P
            if faults.get("przy_pool_wrong"):
                rec = faults["przy_pool_wrong"](P)
                self.note(di, ev, "pagat przydupek pool payment due %d recorded %d" % (P, rec))
                self.pay(ev, s, "pagat_pool", rec, "pagat_przydupek", real=False)
                self.pay(ev, s, "pagat_pool", amt, "pagat_przydupek", record=False)
            else:
                self.pay(ev, s, "pagat_pool", amt, "pagat_przydupek")
        for s in przy_k:
            for o in act:
                if o != s:
                    self.pay(ev, s, o, 40, "king_przydupek")
            if faults.get("przy_pool_wrong"):
                rec = faults["przy_pool_wrong"](K)
                self.note(di, ev, "king przydupek pool payment due %d recorded %d" % (K, rec))
                self.pay(ev, s, "king_pool", rec, "king_przydupek", real=False)
                self.pay(ev, s, "king_pool", K, "king_przydupek", record=False)
            else:
                self.pay(ev, s, "king_pool", K, "king_przydupek")
        if not nolo and not przy_k and not przy_p and ultimo is None:
            for o in act:
                if o != w:
                    self.pay(ev, o, w, 20, "last_trick")
        # refill empty pools: every player (the sitter too)
        for pool in ("pagat_pool", "king_pool"):
            if self.pools[pool] == 0:
                for s in range(self.n):
                    if faults.get("skip_refill") == s:
                        self.note(di, ev, "refill by seat %d to %s left out" % (s, pool))
                        self.pay(ev, s, pool, 20, "refill", record=False)
                        continue
                    self.pay(ev, s, pool, 20, "refill")

    def write(self, fname):
        doc = {
            "format": "trick-transcript/1",
            "game": "danish-tarok",
            "rules": dict({"preset": "standard"}, **self.rules),
            "players": self.players,
            "meta": {"event": "Dispute report (audit dispute-messages-8)", "description": self.desc},
            "deals": self.deals,
        }
        if self.start_pools:
            doc["start"] = {"pools": self.start_pools, "totals": [0] * self.n}
        with open(os.path.join(HERE, fname), "w") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        print("==", fname, "pools", self.pools, "net", self.net)
        for di, e, w in self.log:
            print("   deal %d ev %s: %s" % (di, e, w))


def declarations_of_decl(ev, seat):
    """the amounts paid for what seat declared (as declared)"""
    out = []
    for e in ev:
        if e["type"] == "declare" and e["seat"] == seat:
            for it in e["items"]:
                if it["kind"] == "trumps":
                    out.append((it, 10 + 5 * (it["count"] - 10)))
                else:
                    raise SystemExit("only trumps handled")
    return out


def no_decl(hands, dealer, act):
    return all(not declarations(hands[s] if s != dealer else hands[s]) for s in act)


def acc_all(*fs):
    return lambda h, d, a: all(f(h, d, a) for f in fs)


def main():
    # 01: 3p, 2 deals. Revoke in deal 0 (default: irreparable, deal void), fined 40 each pool.
    s = Session(3, 101, "01", "Revoke by Bogdan in deal 0, trick 2 or later; table voids the deal and fines 40 to each pool; deal 1 clean.")
    s.deal(0, {"revoke_at": 1, "revoke_seat": 1, "revoke_stop": True, "void_seat": 1}, {"accept": no_decl})
    s.deal(1)
    s.write("01-revoke-void-3p.json")

    # 02: 4p, 3 deals; failure to trump, revoke_penalty=large: 20 each pool, play goes on.
    s = Session(4, 202, "02", "Failure to trump in deal 1 under revoke_penalty=large; fined 20 to each pool with a penalty event; play goes on.", rules={"revoke_penalty": "large"})
    s.deal(0)
    s.deal(1, {"ftt_at": 3, "ftt_seat": "any", "fine": 20, "penalty_event": "failure_to_trump"})
    # the fine is written right after the trick with the fault, see post-processing
    s.deal(2)
    s.write("02-failure-to-trump-large-4p.json")

    # 03: 3p, 3 deals; illegal skat (a king laid away) in deal 1; irreparable; deal 2 by next dealer.
    def king_skat(dh):
        k = [c for c in dh if is_king(c)][0]
        low = [c for c in dh if suit(c) in SUITS and rank(c) not in COURTS][:2]
        return [k] + low

    s = Session(3, 303, "03", "Deal 1: dealer Czesia lays a king away; noticed after all declared; irreparable 40 to each pool, deal void; deal 2 by the next dealer.")
    s.deal(0)
    s.deal(1, {"skat": king_skat, "skat_irreparable": True}, {"accept": lambda h, d, a: no_decl(h, d, a) and any(is_king(c) for c in h[d])})
    s.deal(2)
    s.write("03-illegal-skat-king-3p.json")

    # 04: 4p, 2 deals; Joker in the second-last trick (irreparable default), fined 40.
    def has_joker_nondealer(h, d, a):
        return no_decl(h, d, a) and any("JOKER" in h[x] for x in a if x != d)

    s = Session(4, 404, "04", "Deal 0: the Joker kept to the second-last trick and played there; fined 40 to each pool, deal void.")
    holder = {}

    def acc04(h, d, a):
        ok = has_joker_nondealer(h, d, a)
        if ok:
            holder["s"] = [x for x in a if "JOKER" in h[x]][0]
        return ok

    s.deal(0, {"joker_keep": True, "joker_second_last": True, "void_seat": lambda: holder["s"]}, {"accept": acc04})
    s.deal(1)
    s.write("04-joker-second-last-4p.json")

    # 05: 3p, 3 deals; false Joker demand in deal 2 (Joker already played): large, 20 each pool.
    s = Session(3, 505, "05", "Deal 2: Agata demands the Joker in the third-last trick although it was played earlier; large penalty 20 to each pool, play goes on.")
    s.deal(0)
    s.deal(1)
    s.deal(2, {"demand_at": 22, "demand_seat": 0, "demand_false": True}, {"accept": lambda h, d, a: "JOKER" not in h[0]})
    s.write("05-false-joker-demand-3p.json")

    # 06: 3p, 2 deals; declaration before the dealer ("bid out of turn"), large 20 each pool.
    s = Session(3, 606, "06", "Deal 1: Czesia declares before the dealer Bogdan; large penalty 20 to each pool, with a penalty event.")
    s.deal(0)
    s.deal(1, {"decl_before_dealer": True}, {"accept": lambda h, d, a: bool(declarations(h[2]))})
    s.write("06-declaration-before-dealer-3p.json")

    # 07: 4p, 3 deals; card points paid wrong (5 short) in deal 1.
    s = Session(4, 707, "07", "Deal 2: one card-points payment between a seat and the new dealer written 5 short.")
    s.deal(0)
    s.deal(1)
    s.deal(2, {"cp_wrong": "auto", "cp_amount": lambda a: a + 5 if a < 0 else a - 5})
    s.write("07-card-points-short-4p.json")

    # 08: 3p, 3 deals; a lost king's pool payment written into the Pagat pool (post-processed).
    for seed in range(808, 900):
        s = Session(3, seed, "08", "Deal 1: a lost king's 5 to the King pool written to the Pagat pool.")
        s.deal(0)
        s.deal(1)
        s.deal(2)
        ev = s.deals[1]["events"]
        idx = [i for i, e in enumerate(ev) if e["type"] == "payment" and e.get("reason") == "king_lost" and e["to"] == "king_pool"]
        if idx:
            ev[idx[0]]["to"] = "pagat_pool"
            s.log.append((1, idx[0], "king_lost pool payment written to pagat_pool (seat %s)" % ev[idx[0]]["from"]))
            break
    s.write("08-king-lost-wrong-pool-3p.json")

    # 09: 3p, 2 deals; lead out of turn in deal 0, the table fines it as small (5 each pool).
    s = Session(3, 909, "09", "Deal 0: a lead out of turn (large, 20 to each pool) that the table fined 5 to each pool.")
    s.deal(0, {"wrong_lead_at": 4, "wrong_lead_seat": lambda due, act: [x for x in act if x != due][0],
               "fine": 5, "fine_wrong": True, "fine_due": 20, "penalty_event": "out_of_turn"})
    s.deal(1)
    s.write("09-lead-out-of-turn-underfined-3p.json")

    # 10: 4p, 2 deals; the sitter's foundation left out; the Joker led without naming a suit in deal 1.
    for seed in range(1010, 1100):
        s = Session(4, seed, "10", "Deal 0: the sitting-out player Czesia pays no foundation; deal 1: the Joker led without naming its suit.")
        s.deal(0, {"skip_foundation": 2})
        s.deal(1, {"joker_lead": True, "joker_unnamed": True})
        if any("unnamed" in w for _, _, w in s.log):
            break
    s.write("10-sitter-foundation-joker-unnamed-4p.json")

    # 11: 3p, 3 deals; a false trumps declaration found after the first lead: irreparable.
    def acc11(h, d, a):
        s1 = (d + 1) % 3
        return [it["kind"] for it, _ in declarations(h[s1])] == ["trumps"] and all(
            not declarations(h[x]) for x in a if x != s1)

    s = Session(3, 1111, "11", "Deal 1: Czesia declares one trump more than she holds; noticed only after the second trick: irreparable (40 each pool), money returned, deal void.")
    s.deal(0)
    s.deal(1, {"false_decl": 2}, {"accept": acc11})
    s.deal(2)
    s.write("11-false-trumps-declaration-3p.json")

    # 12: 3p, 4 deals; the table fines Agata for a revoke she did not make (she was void).
    s = Session(3, 1212, "12", "Deal 2: Agata is fined 20 to each pool for a 'revoke'; she was void in the suit led.")
    s.deal(0)
    s.deal(1)
    s.deal(2)
    s.deal(0)
    ev = s.deals[2]["events"]
    plays = [(i, e) for i, e in enumerate(ev) if e["type"] == "play"]
    for k in range(0, len(plays) - 3, 3):
        tr = plays[k : k + 3]
        led = suit(tr[0][1]["card"])
        for i, e in tr[1:]:
            if e["seat"] == 0 and suit(e["card"]) != led and led != "X" and e["card"] != "JOKER":
                pos = tr[2][0] + 1
                ins = [{"type": "penalty", "party": 0, "code": "revoke", "amount": 20},
                       {"type": "payment", "from": 0, "to": "pagat_pool", "amount": 20, "reason": "penalty"},
                       {"type": "payment", "from": 0, "to": "king_pool", "amount": 20, "reason": "penalty"}]
                ev[pos:pos] = ins
                s.log.append((2, pos, "unfounded fine inserted after trick %d (Agata played %s to %s lead)" % (k // 3, e["card"], led)))
                break
        else:
            continue
        break
    s.write("12-unfounded-revoke-fine-3p.json")

    # 13: 4p, 3 deals; a card out of turn in deal 0 (large, fined 20 with a penalty event);
    # a card-points payment written in the wrong direction in deal 2.
    s = Session(4, 1313, "13", "Deal 0: a card played out of turn (large, 20 each pool, penalty event); deal 2: a card-points payment written the wrong way round.")
    s.deal(0, {"ooturn_at": 6, "fine": 20, "penalty_event": "out_of_turn"})
    s.deal(1)
    s.deal(2, {"cp_wrong": "auto", "cp_amount": lambda a: -a})
    s.write("13-card-out-of-turn-cp-reversed-4p.json")

    # 14: 3p, 2 deals; the Joker demanded in the third-last trick and withheld: irreparable.
    def acc14(h, d, a):
        return no_decl(h, d, a) and "JOKER" in h[(d + 2) % 3]

    s = Session(3, 1414, "14", "Deal 1: Bogdan demands the Joker in the third-last trick; Agata holds it and plays another card; fined 40 each pool, deal void.")
    s.deal(0)
    s.deal(1, {"joker_keep": True, "demand_at": 22, "demand_seat": 1, "withhold": True, "void_seat": 0}, {"accept": acc14})
    s.write("14-joker-withheld-3p.json")

    # 15: 3p, 2 deals from pools carried in; a przydupek's pool payment written as 40.
    for seed in range(1515, 1700):
        s = Session(3, seed, "15", "Pools carried in (Pagat 60, King 135); a przydupek's payment into the pool written as 40, not the pool's content.",
                    start_pools={"pagat_pool": 60, "king_pool": 135})
        s.deal(0, {"przy_pool_wrong": lambda content: 40})
        s.deal(1)
        if any("przydupek pool" in w for _, _, w in s.log):
            break
    s.write("15-przydupek-pool-short-carried-pools-3p.json")


if __name__ == "__main__":
    main()
