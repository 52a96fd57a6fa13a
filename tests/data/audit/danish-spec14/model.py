"""Own model of Danish Tarok (Ultimo) written from the Polish source (000_2fac32aef83ce8a1.txt) only.

Seats are in order of play (next = seat+1 mod 3); the first lead is dealer+1 (§10, 'gracz po prawej
od Rozdającego'; play goes counter-clockwise = to the right); the next dealer is dealer+1 (§17,
pools lie right of the old dealer and left of the new one).
"""

import random

SUITS = "HDSC"
RED = ["K", "Q", "N", "J"] + [str(i) for i in range(1, 11)]  # high -> low
BLACK = ["K", "Q", "N", "J"] + [str(i) for i in range(10, 0, -1)]
COURTS = ["K", "Q", "N", "J"]
DECK = [r + s for s in SUITS for r in (RED if s in "HD" else BLACK)] + [f"T{i}" for i in range(1, 22)] + ["JOKER"]
assert len(DECK) == 78
N = 3


def suit(c):
    if c == "JOKER":
        return None
    if c[0] == "T":
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c):
    if c[0] == "T":
        return int(c[1:])
    s = c[-1]
    order = RED if s in "HD" else BLACK
    return 14 - order.index(rank(c))


def is_king(c):
    return c != "JOKER" and c[0] == "K"


def honour(c):
    """§15 card points: Pagat, Mondo, Joker, kings 4; queens 3; knights 2; jacks (valets) 1."""
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c[0] == "T":
        return 0
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(rank(c), 0)


# ---------------------------------------------------------------- declarations (§14, §15)
DECL_VALUE_NOTE = "trumps 10=10,+5 each; matadors 3=10,+5 each; rich 15, full 10, half 5"


def declarations(hand):
    """Mandatory declarations of a hand (a set/list of cards). Returns list of (item_dict, value)."""
    h = set(hand)
    out = []
    joker = "JOKER" in h
    ntr = sum(1 for c in h if suit(c) == "T") + (1 if joker else 0)
    if ntr >= 10:
        out.append(({"kind": "trumps", "count": ntr, "pagat": "T1" in h}, 10 + 5 * (ntr - 10)))
    if joker and "T21" in h and "T1" in h:
        m = 3
        t = 20
        while f"T{t}" in h:
            m += 1
            t -= 1
        out.append(({"kind": "matadors", "count": m}, 10 + 5 * (m - 3)))
    for s in SUITS:
        courts = [r for r in COURTS if r + s in h]
        if len(courts) == 4:
            out.append(({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"}, 15 if joker else 10))
        elif len(courts) == 3 and joker:
            miss = [r for r in COURTS if r not in courts][0]
            out.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in SUITS if "K" + s in h]
    if len(kings) == 4:
        out.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        out.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return out


def declaration_cards(hand):
    """Cards forming part of some declaration in the hand."""
    h = set(hand)
    cards = set()
    for item, _ in declarations(h):
        k = item["kind"]
        if k == "trumps":
            cards |= {c for c in h if suit(c) == "T" or c == "JOKER"}
        elif k == "matadors":
            cards |= {"JOKER", "T21", "T1"} | {f"T{t}" for t in range(22 - item["count"] + 2, 21)}
        elif k == "cavalry":
            cards |= {r + item["suit"] for r in COURTS if r + item["suit"] in h}
            if item["form"] != "full":
                cards.add("JOKER")
        elif k == "kings":
            cards |= {"K" + s for s in SUITS if "K" + s in h}
            if item["form"] != "full":
                cards.add("JOKER")
    return cards & h


def skat_problems(hand28, discard, tout=False):
    """§13. Returns list of problem strings ('' if legal). shown-declaration discards are checked separately."""
    h = set(hand28)
    probs = []
    trumps = {c for c in h if suit(c) == "T"}
    dcards = declaration_cards(h)
    for c in discard:
        if is_king(c):
            probs.append(f"king {c}")
        if c == "T21":
            probs.append("mondo")
        if c == "JOKER" and not tout:
            probs.append("joker")
    dtr = {c for c in discard if suit(c) == "T"}
    if dtr and dtr != trumps:
        probs.append("trump laid away while trumps remain")
    return probs


def free_discards(hand28):
    h = set(hand28)
    dcards = declaration_cards(h)
    return sorted(
        [c for c in h if not is_king(c) and c not in ("T21", "JOKER") and suit(c) != "T" and c not in dcards],
        key=lambda c: (honour(c), strength(c), DECK.index(c)),
    )


# ---------------------------------------------------------------- play
class Trick:
    def __init__(self, leader):
        self.leader = leader
        self.plays = []  # (seat, card)
        self.named = None  # suit named by a Joker lead
        self.eff = None  # effective suit to follow
        self.winner = None
        self.calls = []  # (seat, call, named)
        self.renamed_by = None


class Play:
    """State machine for the 25 tricks. hands: list of 3 lists of 25 cards (dealer after the skat)."""

    def __init__(self, hands, dealer):
        self.hands = [set(h) for h in hands]
        self.dealer = dealer
        self.tricks = []
        self.cur = Trick((dealer + 1) % N)
        self.demanded = False
        self.joker_played_in = None
        self.log = []  # sequence of events (dicts) for the transcript

    @property
    def tno(self):
        return len(self.tricks)

    def to_play(self):
        return (self.cur.leader + len(self.cur.plays)) % N

    def eff_suit(self, seat_pos):
        """Suit the player at position seat_pos (1 or 2) in the current trick must follow."""
        t = self.cur
        lead = t.plays[0][1]
        if lead != "JOKER":
            return suit(lead)
        if t.renamed_by is not None:
            return t.named2
        if seat_pos == 2:
            # automatic naming: second lacked the named suit and trumps
            s2, c2 = t.plays[1]
            if c2 != "JOKER" and suit(c2) != t.named and suit(c2) != "T":
                h3 = self.hands[(t.leader + 2) % N]
                if not any(suit(c) == t.named for c in h3) and not any(suit(c) == "T" for c in h3):
                    return suit(c2)
        return t.named

    def legal(self, seat):
        h = self.hands[seat]
        t = self.cur
        opts = []
        if "JOKER" in h:
            if self.tno == 22 and self.demanded:
                return ["JOKER"]
        joker_ok = "JOKER" in h and self.tno != 23
        if not t.plays:
            for c in h:
                if c != "JOKER":
                    opts.append(c)
            if joker_ok:
                opts.append("JOKER")
            return opts
        es = self.eff_suit(len(t.plays))
        same = [c for c in h if c != "JOKER" and suit(c) == es]
        if same:
            opts = same
        else:
            tr = [c for c in h if c != "JOKER" and suit(c) == "T"]
            opts = tr if tr else [c for c in h if c != "JOKER"]
        if joker_ok:
            opts = opts + ["JOKER"]
        if not opts and "JOKER" in h:
            opts = ["JOKER"]
        return opts

    def call(self, seat, call, named=None):
        ev = {"type": "call", "seat": seat, "call": call}
        if named:
            ev["named"] = named
        self.log.append(ev)
        if call == "joker":
            self.demanded = True
        if call == "name_joker":
            self.cur.renamed_by = seat
            self.cur.named2 = named

    def play(self, seat, card, named=None, check=True):
        assert seat == self.to_play(), (seat, self.to_play())
        if check:
            lg = self.legal(seat)
            assert card in lg, (self.tno, seat, card, sorted(lg))
        self.hands[seat].remove(card)
        ev = {"type": "play", "seat": seat, "card": card}
        if card == "JOKER" and not self.cur.plays:
            ev["named"] = named
            self.cur.named = named
        self.log.append(ev)
        self.cur.plays.append((seat, card))
        if card == "JOKER":
            self.joker_played_in = self.tno
        if len(self.cur.plays) == N:
            self.finish()

    def finish(self):
        t = self.cur
        cards = [(s, c) for s, c in t.plays if c != "JOKER"]
        trumps = [(strength(c), s) for s, c in cards if suit(c) == "T"]
        if trumps:
            t.winner = max(trumps)[1]
        else:
            lead = t.plays[0][1]
            if lead != "JOKER":
                es = suit(lead)
            elif t.renamed_by is not None:
                es = t.named2
            else:
                es = t.named
                if not any(suit(c) == es for s, c in cards):
                    es = suit(t.plays[1][1])  # automatic naming by the second card
            cand = [(strength(c), s) for s, c in cards if suit(c) == es]
            t.winner = max(cand)[1]
        t.eff = None
        self.tricks.append(t)
        self.log.append({"_trick_end": len(self.tricks) - 1})
        self.cur = Trick(t.winner)

    def done(self):
        return len(self.tricks) == 25


def random_playout(hands, dealer, rng, weight=None, demand=False, name_choice=None):
    p = Play(hands, dealer)
    while not p.done():
        if p.tno == 22 and not p.cur.plays and demand:
            holder = [s for s in range(N) if "JOKER" in p.hands[s]]
            if holder:
                others = [s for s in range(N) if s != holder[0]]
                p.call(rng.choice(others), "joker")
        seat = p.to_play()
        lg = sorted(p.legal(seat), key=DECK.index)
        if weight:
            ws = [max(weight(p, seat, c), 1e-9) for c in lg]
            card = rng.choices(lg, ws)[0]
        else:
            card = rng.choice(lg)
        named = None
        if card == "JOKER" and not p.cur.plays:
            named = name_choice(p, seat) if name_choice else rng.choice("HDSCT")
        p.play(seat, card, named)
    return p


# ---------------------------------------------------------------- settlement
class Ledger:
    def __init__(self, pools):
        self.pools = dict(pools)
        self.net = {0: 0, 1: 0, 2: 0, "pagat_pool": 0, "king_pool": 0}
        self.events = []

    def pay(self, frm, to, amount, reason):
        if amount == 0:
            return
        self.events.append({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})
        self.net[frm] -= amount
        self.net[to] += amount
        for p in ("pagat_pool", "king_pool"):
            if frm == p:
                self.pools[p] -= amount
            if to == p:
                self.pools[p] += amount


def trick_payments(led, t, last):
    """§15 'Podczas gry, ale nie w ostatnim sztychu'."""
    if last:
        return
    for s, c in t.plays:
        others = [o for o in range(N) if o != s]
        if is_king(c) and s != t.winner:
            for o in others:
                led.pay(s, o, 5, "king_lost")
            led.pay(s, "king_pool", 5, "king_lost")
        if c == "T1":
            if s != t.winner:
                for o in others:
                    led.pay(s, o, 5, "pagat_lost")
                led.pay(s, "pagat_pool", 5, "pagat_lost")
            else:
                for o in others:
                    led.pay(o, s, 5, "pagat_trick")


def last_trick_settlement(led, p):
    """§15 'Po ostatniej kolejce'. Returns dict of what happened."""
    t = p.tricks[24]
    counts = [sum(1 for x in p.tricks if x.winner == s) for s in range(N)]
    tout = [s for s in range(N) if counts[s] == 25]
    tout = tout[0] if tout else None
    nolo = None
    if tout is None:
        z = [s for s in range(N) if counts[s] == 0]
        nolo = z[0] if z else None
    w = t.winner
    wcard = [c for s, c in t.plays if s == w][0]
    kings_prz = [s for s, c in t.plays if is_king(c) and s != w]
    pagat_prz = [s for s, c in t.plays if c == "T1" and s != w]
    pagat_ult = wcard == "T1"
    king_ult = is_king(wcard)
    orig_k = led.pools["king_pool"]
    orig_p = led.pools["pagat_pool"]
    info = dict(counts=counts, tout=tout, nolo=nolo, winner=w, wcard=wcard, kings_prz=kings_prz, pagat_prz=pagat_prz)
    refill = []
    if tout is not None:
        for o in range(N):
            if o != tout:
                led.pay(o, tout, 85, "tout")
        led.pay("pagat_pool", tout, orig_p, "tout")
        led.pay("king_pool", tout, orig_k, "tout")
        if not pagat_prz:
            refill.append("pagat_pool")
        if not kings_prz:
            refill.append("king_pool")
    elif nolo is not None:
        for o in range(N):
            if o != nolo:
                led.pay(o, nolo, 25, "nolo")
    else:
        if pagat_ult:
            for o in range(N):
                if o != w:
                    led.pay(o, w, 45, "pagat_ultimo")
            led.pay("pagat_pool", w, orig_p, "pagat_ultimo")
            refill.append("pagat_pool")
        if king_ult:
            for o in range(N):
                if o != w:
                    led.pay(o, w, 40, "king_ultimo")
            led.pay("king_pool", w, orig_k, "king_ultimo")
            if not kings_prz:
                refill.append("king_pool")
    for s in pagat_prz:
        for o in range(N):
            if o != s:
                led.pay(s, o, 45, "pagat_przydupek")
        led.pay(s, "pagat_pool", orig_p, "pagat_przydupek")
    for s in kings_prz:
        for o in range(N):
            if o != s:
                led.pay(s, o, 40, "king_przydupek")
        led.pay(s, "king_pool", orig_k, "king_przydupek")
    if tout is None and nolo is None and not pagat_ult and not king_ult and not kings_prz and not pagat_prz:
        for o in range(N):
            if o != w:
                led.pay(o, w, 20, "last_trick")
    for pool in refill:
        for s in range(N):
            led.pay(s, pool, 20, "refill")
    info["refill"] = refill
    return info


def card_points(p, skat):
    pts = [0, 0, 0]
    for i, t in enumerate(p.tricks):
        pts[t.winner] += 1
        for s, c in t.plays:
            if c == "JOKER" and i != 24:
                pts[s] += honour(c)
            else:
                pts[t.winner] += honour(c)
    pts[p.dealer] += 1 + sum(honour(c) for c in skat)
    assert sum(pts) == 78, pts
    return pts


def cp_amount(pts):
    d = pts - 26
    # nearest multiple of 5 (differences are integers, no ties)
    q = round(d / 5)
    return 5 * q


def card_point_payments(led, pts, new_dealer):
    for s in range(N):
        if s == new_dealer:
            continue
        a = cp_amount(pts[s])
        if a > 0:
            led.pay(new_dealer, s, a, "card_points")
        elif a < 0:
            led.pay(s, new_dealer, -a, "card_points")
