"""Blind model of Danish Tarok (Ultimo) from the Polish source (seed 000), danish-spec4 round.

Written from the source text, the public transcript format and openapi.yaml only.
Imports nothing from validator/ or replays/.
"""

import random

SUITS = "HDSC"
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
COURTS = ["K", "Q", "N", "J"]
KINGS = ["KH", "KD", "KS", "KC"]


def deck():
    cards = []
    for s in SUITS:
        for r in RED_ORDER:
            cards.append(r + s)
    cards += [f"T{i}" for i in range(1, 22)]
    cards.append("JOKER")
    return cards


def suit(c):
    if c == "JOKER":
        return None
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c):
    """Higher is better within its suit."""
    if c.startswith("T"):
        return int(c[1:])
    order = RED_ORDER if suit(c) in "HD" else BLACK_ORDER
    return 100 - order.index(rank(c))


def card_value(c):
    if c in ("T1", "T21", "JOKER") or (c not in ("JOKER",) and not c.startswith("T") and rank(c) == "K"):
        return 4
    if c.startswith("T"):
        return 0
    return {"Q": 3, "N": 2, "J": 1}.get(rank(c), 0)


def is_ultimo(c):
    return c == "T1" or c in KINGS


# ---------------------------------------------------------------- declarations


def declarations(hand):
    """§14: the declarations a hand must make, with §15 prices (paid by each other active seat)."""
    items = []
    hs = set(hand)
    joker = "JOKER" in hs
    ntr = sum(1 for c in hand if suit(c) == "T") + (1 if joker else 0)
    if ntr >= 10:
        items.append(({"kind": "trumps", "count": ntr, "pagat": "T1" in hs}, 10 + 5 * (ntr - 10)))
    if joker and "T21" in hs and "T1" in hs:
        m = 3
        t = 20
        while f"T{t}" in hs:
            m += 1
            t -= 1
        items.append(({"kind": "matadors", "count": m}, 10 + 5 * (m - 3)))
    for s in SUITS:
        have = [r for r in COURTS if r + s in hs]
        if len(have) == 4:
            if joker:
                items.append(({"kind": "cavalry", "suit": s, "form": "rich"}, 15))
            else:
                items.append(({"kind": "cavalry", "suit": s, "form": "full"}, 10))
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    ks = [k for k in KINGS if k in hs]
    if len(ks) == 4:
        if joker:
            items.append(({"kind": "kings", "form": "rich"}, 15))
        else:
            items.append(({"kind": "kings", "form": "full"}, 10))
    elif len(ks) == 3 and joker:
        miss = [k for k in KINGS if k not in ks][0][-1]
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


def declaration_cards(hand):
    """Cards that form part of a declaration on the hand (for the §13 skat rule)."""
    out = set()
    hs = set(hand)
    for it, _ in declarations(hand):
        k = it["kind"]
        if k == "trumps":
            out |= {c for c in hand if suit(c) == "T" or c == "JOKER"}
        elif k == "matadors":
            out |= {"JOKER", "T21", "T1"} | {f"T{t}" for t in range(22 - it["count"] + 2, 21)}
        elif k == "cavalry":
            out |= {r + it["suit"] for r in COURTS if r + it["suit"] in hs} | ({"JOKER"} & hs)
        elif k == "kings":
            out |= {k2 for k2 in KINGS if k2 in hs} | ({"JOKER"} & hs)
    return out


def legal_skat(hand28, cards):
    """§13 skat restrictions (without the Tout exception)."""
    for c in cards:
        if c in KINGS or c == "T21" or c == "JOKER":
            return False
    rest = [c for c in hand28 if c not in cards]
    if any(suit(c) == "T" for c in cards) and any(suit(c) == "T" for c in rest):
        return False
    dc = declaration_cards(hand28)
    if any(c in dc for c in cards):
        return False
    return True


# ---------------------------------------------------------------- play


def legal_plays(hand, trick, trick_no, led_suit):
    """§10, §12: follow suit, else trump, else anything; the Joker any time but the second-last trick."""
    joker_ok = trick_no != 23
    if not trick:
        return [c for c in hand if c != "JOKER" or joker_ok]
    same = [c for c in hand if suit(c) == led_suit]
    if same:
        base = same
    else:
        tr = [c for c in hand if suit(c) == "T"]
        base = tr if tr else [c for c in hand if c != "JOKER"]
    out = list(base)
    if "JOKER" in hand and joker_ok and "JOKER" not in out:
        out.append("JOKER")
    if not out:  # only the Joker left (last trick)
        out = ["JOKER"]
    return out


def trick_winner(plays, led_suit):
    """plays: list of (seat, card). Highest trump, else highest of the led suit. The Joker never wins."""
    best = None
    for seat, c in plays:
        if c == "JOKER":
            continue
        s = suit(c)
        if s == "T":
            key = (2, strength(c))
        elif s == led_suit:
            key = (1, strength(c))
        else:
            continue
        if best is None or key > best[0]:
            best = (key, seat, c)
    return best[1], best[2]


def points_amount(p):
    d = p - 26
    a = 5 * ((abs(d) + 2) // 5)
    return a if d > 0 else -a


class Session:
    def __init__(self, players, start_pools=None, seed=0):
        self.n = len(players)
        self.players = players
        self.pools = dict(start_pools) if start_pools else None
        self.rng = random.Random(seed)

    def active(self, dealer):
        if self.n == 3:
            return [(dealer + 1) % 3, (dealer + 2) % 3, dealer]
        return [(dealer + 1) % 4, (dealer + 3) % 4, dealer]

    def next_of(self, seat, dealer):
        act = self.active(dealer)
        return act[(act.index(seat) + 1) % 3]


class Deal:
    """Plays out one deal with a simple AI, records events with every payment."""

    def __init__(
        self,
        sess,
        dealer,
        hands,
        skat=None,
        ai=None,
        joker_trick=None,
        joker_call=None,
        joker_lead=None,
        fault=None,
    ):
        self.s = sess
        self.dealer = dealer
        self.hands_dealt = [list(h) for h in hands]
        self.events = []
        self.net = {}  # party -> net chips this deal
        self.skat = skat
        self.ai = ai or {}
        self.joker_trick = joker_trick
        self.joker_call = joker_call
        self.joker_lead = joker_lead
        self.fault = fault or {}
        self.fault_event = None

    def pay(self, frm, to, amount, reason):
        if amount == 0:
            return
        self.events.append({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})
        self.net[frm] = self.net.get(frm, 0) - amount
        self.net[to] = self.net.get(to, 0) + amount
        for p, sgn in ((frm, -1), (to, 1)):
            if isinstance(p, str):
                self.s.pools[p] += sgn * amount

    def refill(self, pool):
        for seat in range(self.s.n):
            self.pay(seat, pool, 20, "refill")

    def run(self, fee=True):
        s = self.s
        d = self.dealer
        act = s.active(d)
        if s.pools is None:
            s.pools = {"pagat_pool": 0, "king_pool": 0}
            for pool in ("pagat_pool", "king_pool"):
                for seat in range(s.n):
                    self.pay(seat, pool, 20, "foundation")
        if fee:
            self.pay(d, "pagat_pool", 5, "deal_fee")
            self.pay(d, "king_pool", 5, "deal_fee")
        hands = [list(h) for h in self.hands_dealt]
        h28 = hands[d]
        if self.skat is None:
            pips = [c for c in h28 if c != "JOKER" and suit(c) in "HDSC" and rank(c) not in COURTS]
            pips.sort(key=lambda c: (card_value(c), strength(c)))
            self.skat = pips[:3]
        if self.fault.get("kind") != "skat":
            assert legal_skat(h28, self.skat), self.skat
        else:
            assert not legal_skat(h28, self.skat), self.skat
            self.fault_event = len(self.events)
        for c in self.skat:
            h28.remove(c)
        self.events.append({"type": "discard", "seat": d, "cards": list(self.skat)})
        decl_order = [d] + act[:2]
        self.decl = {}
        for seat in decl_order:
            items = declarations(hands[seat])
            if self.fault.get("kind") == "declaration" and self.fault["seat"] == seat:
                assert items
                items = []
                self.fault_event = len(self.events)
            self.decl[seat] = items
            self.events.append({"type": "declare", "seat": seat, "items": [i for i, _ in items]})
            for _, price in items:
                for o in act:
                    if o != seat:
                        self.pay(o, seat, price, "declaration")
        self.hands = hands
        if self.fault.get("kind") in ("skat", "declaration"):
            culprit = self.fault.get("seat", d)
            self.pay(culprit, "pagat_pool", 40, "penalty")
            self.pay(culprit, "king_pool", 40, "penalty")
            self.annulled = True
            if self.fault.get("play"):
                self.play(act, settle=False)
            return self
        self.annulled = False
        self.play(act)
        return self

    def choose(self, seat, hand, trick, tno, led):
        legal = legal_plays(hand, trick, tno, led)
        fk = self.fault.get("kind")
        if fk and self.fault_event is None and tno >= self.fault.get("trick", 99) and trick:
            if fk == "revoke":
                same = [c for c in hand if suit(c) == led]
                other = [c for c in hand if c != "JOKER" and suit(c) not in (led, "T")]
                if same and other and not any(is_ultimo(c) for c in other[:1]):
                    self.fault_event = len(self.events)
                    return other[0]
            if fk == "no_trump":
                same = [c for c in hand if suit(c) == led]
                tr = [c for c in hand if suit(c) == "T"]
                other = [c for c in hand if c != "JOKER" and suit(c) not in (led, "T") and not is_ultimo(c)]
                if not same and tr and other and led != "T":
                    self.fault_event = len(self.events)
                    return other[0]
        if fk == "joker_second_last" and tno == 23 and "JOKER" in hand and self.fault_event is None:
            self.fault_event = len(self.events)
            return "JOKER"
        if "JOKER" in legal and self.joker_trick is not None and self.joker_trick <= tno <= 21 and trick:
            return "JOKER"
        if self.joker_call is not None and tno == self.joker_call and "JOKER" in legal:
            return "JOKER"
        cand = [c for c in legal if c != "JOKER"] or legal
        keep = self.ai.get("keep", True)
        if keep and tno < 24:
            nu = [c for c in cand if not is_ultimo(c)]
            if nu:
                cand = nu
        if self.ai.get("low", False):
            cand.sort(key=lambda c: (suit(c) == "T", strength(c)))
            return cand[0]
        return self.s.rng.choice(sorted(cand))

    def play(self, act, settle=True):
        d = self.dealer
        hands = self.hands
        leader = act[0]
        tricks = {a: 0 for a in act}
        pile = {a: [] for a in act}
        self.last = None
        joker_done = False
        for tno in range(25):
            if self.joker_call is not None and tno == self.joker_call:
                caller = [a for a in act if "JOKER" not in hands[a]][0]
                self.events.append({"type": "call", "seat": caller, "call": "joker"})
            trick = []
            led = None
            seat = leader
            for _ in range(3):
                if (
                    self.joker_lead is not None
                    and self.joker_lead[0] <= tno <= 21
                    and not trick
                    and "JOKER" in hands[seat]
                ):
                    c = "JOKER"
                else:
                    c = self.choose(seat, hands[seat], trick, tno, led)
                hands[seat].remove(c)
                ev = {"type": "play", "seat": seat, "card": c}
                if not trick:
                    if c == "JOKER":
                        led = self.joker_lead[1]
                        ev["named"] = led
                    else:
                        led = suit(c)
                trick.append((seat, c))
                self.events.append(ev)
                seat = self.s.next_of(seat, d)
            w, wc = trick_winner(trick, led)
            if self.fault.get("kind") == "out_of_turn" and tno == self.fault["trick"]:
                i2, i3 = len(self.events) - 2, len(self.events) - 1
                self.events[i2], self.events[i3] = self.events[i3], self.events[i2]
                self.fault_event = i2
                culprit = self.events[i2]["seat"]
            tricks[w] += 1
            for st, c in trick:
                if c == "JOKER":
                    joker_done = True
                    if tno == 24:
                        pile[w].append(c)
                    else:
                        pile[st].append(c)
                else:
                    pile[w].append(c)
            if tno < 24:
                others = lambda x: [a for a in act if a != x]  # noqa: E731
                for st, c in trick:
                    if c in KINGS and st != w:
                        for o in others(st):
                            self.pay(st, o, 5, "king_lost")
                        self.pay(st, "king_pool", 5, "king_lost")
                    if c == "T1" and st != w:
                        for o in others(st):
                            self.pay(st, o, 5, "pagat_lost")
                        self.pay(st, "pagat_pool", 5, "pagat_lost")
                    if c == "T1" and st == w:
                        for o in others(st):
                            self.pay(o, st, 5, "pagat_trick")
            else:
                self.last = (trick, w, wc)
            if self.fault.get("kind") == "out_of_turn" and tno == self.fault["trick"]:
                self.pay(culprit, "pagat_pool", 20, "penalty")
                self.pay(culprit, "king_pool", 20, "penalty")
            leader = w
        self.tricks = tricks
        self.pile = pile
        self.joker_done = joker_done
        if not settle:
            return
        self.settle_last(act)
        self.card_points(act)

    def settle_last(self, act):
        trick, w, wc = self.last
        pools = self.s.pools
        tout = [a for a in act if self.tricks[a] == 25]
        nolo = [a for a in act if self.tricks[a] == 0] if not tout else []
        self.tout, self.nolo = tout, nolo
        kp0, pp0 = pools["king_pool"], pools["pagat_pool"]
        king_prz = [st for st, c in trick if c in KINGS and st != w]
        pagat_prz = [st for st, c in trick if c == "T1" and st != w]
        others = lambda x: [a for a in act if a != x]  # noqa: E731
        refill_k = refill_p = False
        if tout:
            t = tout[0]
            for o in others(t):
                self.pay(o, t, 85, "tout")
            self.pay("pagat_pool", t, pp0, "tout")
            self.pay("king_pool", t, kp0, "tout")
            refill_k = not king_prz
            refill_p = not pagat_prz
        elif nolo:
            t = nolo[0]
            for o in others(t):
                self.pay(o, t, 25, "nolo")
        else:
            if wc == "T1":
                for o in others(w):
                    self.pay(o, w, 45, "pagat_ultimo")
                self.pay("pagat_pool", w, pp0, "pagat_ultimo")
                refill_p = True
            elif wc in KINGS:
                for o in others(w):
                    self.pay(o, w, 40, "king_ultimo")
                self.pay("king_pool", w, kp0, "king_ultimo")
                refill_k = not king_prz
        for st in pagat_prz:
            for o in others(st):
                self.pay(st, o, 45, "pagat_przydupek")
            self.pay(st, "pagat_pool", pp0, "pagat_przydupek")
        for st in king_prz:
            for o in others(st):
                self.pay(st, o, 40, "king_przydupek")
            self.pay(st, "king_pool", kp0, "king_przydupek")
        if not tout and not nolo and not king_prz and not pagat_prz and wc != "T1" and wc not in KINGS:
            for o in others(w):
                self.pay(o, w, 20, "last_trick")
        if refill_p:
            self.refill("pagat_pool")
        if refill_k:
            self.refill("king_pool")

    def card_points(self, act):
        d = self.dealer
        pts = {}
        for a in act:
            p = sum(card_value(c) for c in self.pile[a]) + self.tricks[a]
            if a == d:
                p += 1 + sum(card_value(c) for c in self.skat)
            pts[a] = p
        assert sum(pts.values()) == 78, pts
        self.points = pts
        if self.nolo:
            return
        nd = (d + 1) % self.s.n
        for a in act:
            if a == nd:
                continue
            amt = points_amount(pts[a])
            if amt < 0:
                self.pay(a, nd, -amt, "card_points")
            elif amt > 0:
                self.pay(nd, a, amt, "card_points")


def random_hands(rng, n, dealer):
    cards = deck()
    rng.shuffle(cards)
    hands = [[] for _ in range(n)]
    act = (
        [(dealer + 1) % n, (dealer + 2) % n, dealer]
        if n == 3
        else [(dealer + 1) % 4, (dealer + 3) % 4, dealer]
    )
    for i, a in enumerate(act):
        hands[a] = cards[25 * i : 25 * (i + 1)]
    hands[dealer] += cards[75:]
    return hands
