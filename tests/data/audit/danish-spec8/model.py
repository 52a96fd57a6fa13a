"""Blind model of Danish Tarok ("Ultimo") from the Polish source (seed 000), audit round danish-spec8.

Written from the source text only (no engine code read).  It deals, plays by simple policies,
and settles every payment as I read sections 10-18 of the source:

* play (s.10): follow the led suit, else trump, else anything; trumps are a suit of their own.
* the Joker (s.12): playable at any time, the lowest card of the led suit, never wins, goes to
  the pile of whoever played it except in the last trick (then to the trick's winner); never in
  the second-last trick; in the third-last trick a player without it may demand it; a Joker lead
  names a suit (H D S C or T); the naming may pass to the second player (he calls "void" and the
  third is void too) or to the third (the second played on; both void); with both followers void
  in the named suit and without trumps, the second player's card names the Joker.
* the skat (s.13): no king, no Mondo, no Joker (unless Tout is announced), no declaration card
  unless there is no other choice (then shown, and the declarations held before the discard are
  paid), trumps only if none is left in the hand.
* payments (s.15): foundations, deal fee, declarations, kings / Pagat lost in play, Pagat trick,
  Tout, Nolo, Ultimo, Przydupek, last trick, card points against the new dealer, pools split at
  the session's end; penalties (s.18): small 5, large 20, irreparable 40 into each pool.
"""

import json
import random

SUITS = "HDSC"
RED = ["K", "Q", "N", "J"] + [str(i) for i in range(1, 11)]
BLACK = ["K", "Q", "N", "J"] + [str(i) for i in range(10, 0, -1)]


def suit_cards(s):
    return [r + s for r in (RED if s in "HD" else BLACK)]


TRUMPS = ["T%d" % i for i in range(1, 22)]
DECK = [c for s in SUITS for c in suit_cards(s)] + TRUMPS + ["JOKER"]
assert len(DECK) == 78


def suit_of(c):
    if c == "JOKER":
        return None
    if c[0] == "T":
        return "T"
    return c[-1]


def rank_key(c):
    if c[0] == "T":
        return int(c[1:])
    s = c[-1]
    order = RED if s in "HD" else BLACK
    return 14 - order.index(c[:-1])


def is_king(c):
    return c != "JOKER" and c[0] == "K"


def card_points(c):
    if c in ("T1", "T21", "JOKER") or is_king(c):
        return 4
    if c[0] == "T":
        return 0
    return {"Q": 3, "N": 2, "J": 1}.get(c[0], 0)


def tidy(x):
    if round(x, 5) == int(round(x, 5)):
        return int(round(x, 5))
    return round(x, 6)


def round5(d):
    d = abs(d)
    return 5 * ((d + 2) // 5)


# ----------------------------------------------------------------- declarations


def declarations(hand):
    """Return [(item, amount, cards)] for a hand (s.14, amounts s.15)."""
    h = set(hand)
    out = []
    jok = "JOKER" in h
    nt = sum(1 for c in h if suit_of(c) == "T") + (1 if jok else 0)
    if nt >= 10:
        out.append(
            (
                {"kind": "trumps", "count": nt, "pagat": "T1" in h},
                5 * (nt - 8),
                {c for c in h if suit_of(c) == "T" or c == "JOKER"},
            )
        )
    if {"JOKER", "T21", "T1"} <= h:
        m, k, cards = 3, 20, {"JOKER", "T21", "T1"}
        while "T%d" % k in h:
            cards.add("T%d" % k)
            m += 1
            k -= 1
        out.append(({"kind": "matadors", "count": m}, 5 * (m - 1), cards))
    for s in SUITS:
        courts = [r + s for r in "KQNJ" if r + s in h]
        if len(courts) == 4:
            if jok:
                out.append(({"kind": "cavalry", "suit": s, "form": "rich"}, 15, set(courts) | {"JOKER"}))
            else:
                out.append(({"kind": "cavalry", "suit": s, "form": "full"}, 10, set(courts)))
        elif len(courts) == 3 and jok:
            miss = [r for r in "KQNJ" if r + s not in h][0]
            out.append(
                ({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5, set(courts) | {"JOKER"})
            )
    kings = ["K" + s for s in SUITS if "K" + s in h]
    if len(kings) == 4:
        if jok:
            out.append(({"kind": "kings", "form": "rich"}, 15, set(kings) | {"JOKER"}))
        else:
            out.append(({"kind": "kings", "form": "full"}, 10, set(kings)))
    elif len(kings) == 3 and jok:
        miss = [s for s in SUITS if "K" + s not in h][0]
        out.append(({"kind": "kings", "form": "half", "missing": miss}, 5, set(kings) | {"JOKER"}))
    return out


def declaration_cards(hand):
    s = set()
    for _, _, cards in declarations(hand):
        s |= cards
    return s


def legal_skat_choices(hand):
    """Cards the dealer may lay away freely (no king, Mondo, Joker, declaration card; no trump)."""
    dc = declaration_cards(hand)
    free = [c for c in hand if not is_king(c) and c not in ("T21", "JOKER") and c not in dc and suit_of(c) != "T"]
    return free


def default_skat(hand):
    free = legal_skat_choices(hand)
    free.sort(key=lambda c: (card_points(c), rank_key(c)))
    assert len(free) >= 3, hand
    return free[:3]


# ----------------------------------------------------------------- dealing


def deal_hands(rng, n, dealer, fixed=None):
    """Hands as dealt: 25 each, the dealer 28; a sitting-out seat (4 players) gets []."""
    fixed = fixed or {}
    sitter = (dealer + 2) % n if n == 4 else None
    deck = [c for c in DECK if not any(c in f for f in fixed.values())]
    rng.shuffle(deck)
    hands = []
    for s in range(n):
        if s == sitter:
            hands.append([])
            continue
        size = 28 if s == dealer else 25
        h = list(fixed.get(s, []))
        while len(h) < size:
            h.append(deck.pop())
        rng.shuffle(h)
        hands.append(h)
    assert not deck, len(deck)
    return hands


def active_order(n, dealer, start):
    sitter = (dealer + 2) % n if n == 4 else None
    return [(start + k) % n for k in range(n) if (start + k) % n != sitter]


# ----------------------------------------------------------------- policy


class Policy:
    """Random legal play with 'keep' sets (cards held back unless forced)."""

    def __init__(self, rng, keep=None, joker_keep=False):
        self.rng = rng
        self.keep = keep or {}
        self.joker_keep = joker_keep

    def pick(self, g, seat, legal):
        keep = set(self.keep.get(seat, ()))
        if self.joker_keep or g.t >= 22:
            keep.add("JOKER")
        opts = [c for c in legal if c not in keep] or legal
        if "JOKER" in opts and len(opts) > 1 and self.rng.random() < 0.8:
            opts = [c for c in opts if c != "JOKER"]
        return self.rng.choice(sorted(opts, key=DECK.index))

    def lead(self, g, seat, legal):
        c = self.pick(g, seat, legal)
        named = None
        if c == "JOKER":
            named = self.name_joker(g, seat)
        return c, named

    def name_joker(self, g, seat):
        counts = {s: sum(1 for c in g.hands[seat] if suit_of(c) == s) for s in "HDSCT"}
        best = max("HDSCT", key=lambda s: (counts[s], s))
        if counts[best] == 0:
            # post-run fix: the leader holds nothing but the Joker (last trick); name a suit still
            # in play -- the second player's -- never a dead one (s.18 superficial fault)
            s1 = g.order_from(seat)[1]
            best = suit_of(g.hands[s1][0])
        return best

    def follow(self, g, seat, legal):
        return self.pick(g, seat, legal)

    def demand(self, g):
        """(seat, position) of a Joker demand in the third-last trick, or None."""
        return None

    def joker_mode(self, g, order, named):
        return None

    def after_trick(self, g):
        pass


# ----------------------------------------------------------------- session


class Session:
    def __init__(self, players, style="payments", rules=None, seed=0, meta=None, start=None):
        self.players = players
        self.n = len(players)
        self.style = style  # payments | sheet | playonly | bare
        self.rules = rules or {}
        self.pools = {"pagat_pool": 0, "king_pool": 0}
        self.deals = []
        self.totals = {p: 0 for p in list(range(self.n)) + ["pagat_pool", "king_pool"]}
        self.meta = meta or {}
        self.first = True
        self.sheet_totals_until = 10**9
        self.start = start
        if start:
            self.pools.update(start.get("pools", {}))

    def transcript(self):
        d = {
            "format": "trick-transcript/1",
            "game": "danish-tarok",
            "rules": self.rules,
            "players": self.players,
        }
        if self.start:
            d["start"] = self.start
        d["meta"] = self.meta
        d["deals"] = self.deals
        return d

    def write(self, path):
        with open(path, "w") as f:
            json.dump(self.transcript(), f, indent=1, ensure_ascii=False)
            f.write("\n")


class Game:
    """One deal."""

    def __init__(self, sess, dealer, hands, policy, fee=True, skat=None, tout=False, shown=False,
                 redeal_by=None, declare_override=None, penalties=None, record_declares=True,
                 record_discard=True, session_end=False, sheet_totals=True):
        self.sess = sess
        self.n = sess.n
        self.dealer = dealer
        self.dealt = [list(h) for h in hands]
        self.hands = [list(h) for h in hands]
        self.policy = policy
        self.events = []
        self.net = {}
        self.t = 0
        self.fee = fee
        self.skat = skat
        self.tout = tout
        self.shown = shown
        self.redeal_by = redeal_by
        self.declare_override = declare_override
        self.penalties = penalties or {}
        self.record_declares = record_declares
        self.record_discard = record_discard
        self.session_end = session_end
        self.sheet_totals = sheet_totals
        self.active = active_order(self.n, dealer, (dealer + 1) % self.n)
        self.piles = {s: [] for s in self.active}
        self.tricks = {s: 0 for s in self.active}
        self.joker_played = False
        self.stopped = False
        self.log = []  # notes for EXPECTED.md
        self.trick_start_events = []
        self.pending_penalty = None
        self.new_dealer = (dealer + 1) % self.n

    # ---------------------------------------------------------- recording
    def ev(self, e):
        self.events.append(e)
        return len(self.events) - 1

    def pay(self, frm, to, amount, reason):
        if amount == 0:
            return
        for p, a in ((frm, -amount), (to, amount)):
            self.net[p] = self.net.get(p, 0) + a
            if p in self.sess.pools:
                self.sess.pools[p] += a
        if self.sess.style in ("payments", "playonly"):
            self.ev({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})

    def others(self, s):
        return [o for o in self.active if o != s]

    # ---------------------------------------------------------- phases
    def run(self):
        sess = self.sess
        if sess.first:
            for pool in ("pagat_pool", "king_pool"):
                for s in range(self.n):
                    self.pay(s, pool, 20, "foundation")
            sess.first = False
        if self.fee:
            self.pay(self.dealer, "pagat_pool", 5, "deal_fee")
            self.pay(self.dealer, "king_pool", 5, "deal_fee")
        if self.redeal_by is not None:
            self.ev({"type": "redeal", "seat": self.redeal_by, "reason": "no_trumps"})
            self.finish(redeal=True)
            return self
        dh = self.hands[self.dealer]
        pre_decl = declarations(dh)
        if self.tout:
            self.ev({"type": "announce", "seat": self.dealer, "items": ["tout"]})
        skat = self.skat or default_skat(dh)
        for c in skat:
            dh.remove(c)
        self.skat = skat
        if self.record_discard:
            e = {"type": "discard", "seat": self.dealer, "cards": skat}
            if self.shown:
                e["shown"] = True
            self.discard_event = self.ev(e)
        if self.penalties.get("skat"):
            pass
        # declarations from the dealer, in order
        for s in active_order(self.n, self.dealer, self.dealer):
            if self.shown and s == self.dealer:
                items = pre_decl
            else:
                items = declarations(self.hands[s])
            if self.declare_override and s in self.declare_override:
                items = self.declare_override[s]
            if self.record_declares:
                self.ev({"type": "declare", "seat": s, "items": [i for i, _, _ in items]})
            for item, amt, _ in items:
                for o in self.others(s):
                    self.pay(o, s, amt, "declaration")
        if self.penalties.get("skat"):
            cls, seat = self.penalties["skat"]
            self.penalty(seat, cls)
            if cls == "irreparable":
                self.stopped = True
                self.finish()
                return self
        self.leader = (self.dealer + 1) % self.n
        for t in range(25):
            self.t = t
            self.play_trick(t)
            if self.stopped:
                self.finish()
                return self
        self.settle_last()
        if self.pending_penalty_end:
            for seat, cls in self.pending_penalty_end:
                self.penalty(seat, cls)
        self.card_points()
        self.finish()
        return self

    pending_penalty_end = ()

    def penalty(self, seat, cls):
        amt = {"small": 5, "large": 20, "irreparable": 40}.get(cls, 0)
        self.log.append(("penalty", seat, cls, amt))
        if amt:
            self.pay(seat, "pagat_pool", amt, "penalty")
            self.pay(seat, "king_pool", amt, "penalty")

    def finish(self, redeal=False):
        sess = self.sess
        if self.session_end:
            # post-run fix: chips come in fives ("Opłaty dokonuje się w wielokrotności 5"), so the
            # table hands the whole pool out in 5s, as evenly as it goes (first seats first)
            for pool in ("pagat_pool", "king_pool"):
                content = sess.pools[pool]
                units, extra = divmod(int(round(content)) // 5, self.n)
                for s in range(self.n):
                    self.pay(pool, s, 5 * (units + (1 if s < extra else 0)), "session_end")
        if sess.style == "sheet":
            parties = list(range(self.n)) + ["pagat_pool", "king_pool"]
            for p in parties:
                self.ev({"type": "score", "party": p, "points": tidy(self.net.get(p, 0))})
            for p in parties:
                sess.totals[p] = sess.totals[p] + self.net.get(p, 0)
            if self.sheet_totals:
                for p in parties:
                    self.ev({"type": "total", "party": p, "points": tidy(sess.totals[p])})
        hands = self.dealt
        if sess.style in ("playonly", "bare"):
            hands = None
        sess.deals.append({"dealer": self.dealer, "hands": hands, "events": self.events})

    # ---------------------------------------------------------- play
    def order_from(self, leader):
        i = self.active.index(leader)
        return self.active[i:] + self.active[:i]

    def legal(self, seat, E, must_joker=False):
        hand = self.hands[seat]
        if must_joker and "JOKER" in hand:
            return ["JOKER"]
        nj = [c for c in hand if c != "JOKER"]
        if E is None:
            base = nj
        else:
            same = [c for c in nj if suit_of(c) == E]
            trumps = [c for c in nj if suit_of(c) == "T"]
            if same:
                base = same
            elif trumps:
                base = trumps
            else:
                base = nj
        if "JOKER" in hand and self.t != 23:
            base = base + ["JOKER"]
        if not base:
            base = ["JOKER"]  # only the Joker left
        return base

    def void(self, seat, s):
        return not any(suit_of(c) == s for c in self.hands[seat])

    def play_trick(self, t):
        pol = self.policy
        order = self.order_from(self.leader)
        dem = pol.demand(self) if t == 22 else None
        demanded = False
        plays = []
        E = None
        joker_led = False
        auto = None
        self.trick_events = []
        fault = None
        for pos, s in enumerate(order):
            if dem and dem[1] == pos:
                self.trick_events.append(self.ev({"type": "call", "seat": dem[0], "call": "joker"}))
                demanded = True
                self.demand_seat = dem[0]
            if pos == 0:
                legal = self.legal(s, None, must_joker=demanded)
                card, named = pol.lead(self, s, legal)
                e = {"type": "play", "seat": s, "card": card}
                if card == "JOKER":
                    e["named"] = named
                    joker_led = True
                    E = named
                else:
                    E = suit_of(card)
                self.hands[s].remove(card)
                self.trick_events.append(self.ev(e))
                plays.append((s, card))
                if joker_led:
                    s1, s2 = order[1], order[2]
                    mode = pol.joker_mode(self, order, named)
                    self.joker_mode_used = mode
                    if mode in ("void_takeover", "wrong_takeover"):
                        assert self.void(s1, named)
                        self.trick_events.append(self.ev({"type": "call", "seat": s1, "call": "void"}))
                        Y = pol.takeover_suit(self, s1)
                        self.trick_events.append(
                            self.ev({"type": "call", "seat": s1, "call": "name_joker", "named": Y})
                        )
                        if mode == "void_takeover":
                            assert self.void(s2, named)
                            E = Y
                    elif mode == "third_claims":
                        assert self.void(s1, named) and self.void(s2, named)
                        Y = pol.takeover_suit(self, s2)
                        self.trick_events.append(
                            self.ev({"type": "call", "seat": s2, "call": "name_joker", "named": Y,
                                     "note": "the second player had played on; he takes his card back"})
                        )
                        E = Y
                    elif mode == "void_only":
                        assert self.void(s1, named) and not self.void(s2, named)
                        self.trick_events.append(self.ev({"type": "call", "seat": s1, "call": "void"}))
                    if mode is None and E != "T":
                        if all(self.void(x, E) and self.void(x, "T") for x in (s1, s2)):
                            auto = True
                    elif mode is None and E == "T":
                        if all(self.void(x, "T") for x in (s1, s2)):
                            auto = True
                continue
            must = demanded and "JOKER" in self.hands[s]
            legal = self.legal(s, E, must_joker=must)
            card = pol.follow(self, s, legal)
            if card not in legal:
                fault = (s, len(self.events), card)
            self.hands[s].remove(card)
            self.trick_events.append(self.ev({"type": "play", "seat": s, "card": card}))
            plays.append((s, card))
            if auto and pos == 1:
                E = suit_of(card)
                self.auto_named = (t, E)
        # winner
        real = [(s, c) for s, c in plays if c != "JOKER"]
        tr = [(s, c) for s, c in real if suit_of(c) == "T"]
        if tr:
            w = max(tr, key=lambda x: rank_key(x[1]))[0]
        else:
            cand = [(s, c) for s, c in real if suit_of(c) == E]
            assert cand, (plays, E)
            w = max(cand, key=lambda x: rank_key(x[1]))[0]
        self.tricks[w] += 1
        for s, c in plays:
            if c == "JOKER":
                self.joker_played = True
                if t < 24:
                    self.piles[s].append(c)
                else:
                    self.piles[w].append(c)
            else:
                self.piles[w].append(c)
        self.last_plays = plays
        self.winner = w
        self.fault = fault
        self.E = E
        self.trick_winners = getattr(self, "trick_winners", []) + [w]
        if t < 24:
            for s, c in plays:
                if is_king(c) and s != w:
                    for o in self.others(s):
                        self.pay(s, o, 5, "king_lost")
                    self.pay(s, "king_pool", 5, "king_lost")
                if c == "T1":
                    if s != w:
                        for o in self.others(s):
                            self.pay(s, o, 5, "pagat_lost")
                        self.pay(s, "pagat_pool", 5, "pagat_lost")
                    else:
                        for o in self.others(s):
                            self.pay(o, s, 5, "pagat_trick")
        pol.after_trick(self)
        self.leader = w

    # ---------------------------------------------------------- settlement
    def settle_last(self):
        plays, w = self.last_plays, self.winner
        tout = [s for s in self.active if self.tricks[s] == 25]
        tout = tout[0] if tout else None
        nolo = None
        if tout is None:
            z = [s for s in self.active if self.tricks[s] == 0]
            nolo = z[0] if z else None
        self.tout_seat, self.nolo_seat = tout, nolo
        wcard = dict(plays)[w]
        kp0, pp0 = self.sess.pools["king_pool"], self.sess.pools["pagat_pool"]
        przyd_k = [s for s, c in plays if is_king(c) and s != w]
        przyd_p = [s for s, c in plays if c == "T1" and s != w]
        self.outcome = []
        if tout is not None:
            self.outcome.append("tout by %d" % tout)
            for o in self.others(tout):
                self.pay(o, tout, 85, "tout")
            self.pay("pagat_pool", tout, pp0, "tout")
            self.pay("king_pool", tout, kp0, "tout")
        if nolo is not None:
            self.outcome.append("nolo by %d" % nolo)
            for o in self.others(nolo):
                self.pay(o, nolo, 25, "nolo")
        if tout is None and nolo is None:
            if wcard == "T1":
                self.outcome.append("pagat ultimo by %d" % w)
                for o in self.others(w):
                    self.pay(o, w, 45, "pagat_ultimo")
                self.pay("pagat_pool", w, pp0, "pagat_ultimo")
            elif is_king(wcard):
                self.outcome.append("king ultimo by %d" % w)
                for o in self.others(w):
                    self.pay(o, w, 40, "king_ultimo")
                self.pay("king_pool", w, kp0, "king_ultimo")
        for s in przyd_p:
            self.outcome.append("pagat przydupek by %d" % s)
            for o in self.others(s):
                self.pay(s, o, 45, "pagat_przydupek")
            self.pay(s, "pagat_pool", pp0, "pagat_przydupek")
        for s in przyd_k:
            self.outcome.append("king przydupek by %d" % s)
            for o in self.others(s):
                self.pay(s, o, 40, "king_przydupek")
            self.pay(s, "king_pool", kp0, "king_przydupek")
        if tout is None and nolo is None and not przyd_k and not przyd_p and not (is_king(wcard) or wcard == "T1"):
            self.outcome.append("last trick by %d" % w)
            for o in self.others(w):
                self.pay(o, w, 20, "last_trick")
        for pool in ("pagat_pool", "king_pool"):
            if self.sess.pools[pool] == 0:
                self.outcome.append("refill " + pool)
                for s in range(self.n):
                    self.pay(s, pool, 20, "refill")

    def points(self):
        pts = {}
        for s in self.active:
            pts[s] = sum(card_points(c) for c in self.piles[s]) + self.tricks[s]
        pts[self.dealer] += 1 + sum(card_points(c) for c in self.skat)
        assert sum(pts.values()) == 78, pts
        return pts

    def card_points(self):
        pts = self.points()
        self.pts = pts
        if self.nolo_seat is not None:
            return
        nd = self.new_dealer
        for s in self.active:
            if s == nd:
                continue
            d = pts[s] - 26
            a = round5(d)
            if a == 0:
                continue
            if d < 0:
                self.pay(s, nd, a, "card_points")
            else:
                self.pay(nd, s, a, "card_points")


def summary(g):
    """Short human summary of a deal for EXPECTED.md."""
    out = []
    if getattr(g, "pts", None):
        out.append("tricks %s, card points %s" % (dict(g.tricks), g.pts))
    if getattr(g, "outcome", None):
        out.append("; ".join(g.outcome))
    out.append("net %s" % {k: round(v, 6) for k, v in g.net.items()})
    return "; ".join(out)
