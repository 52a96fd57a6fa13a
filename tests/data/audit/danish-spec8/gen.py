"""Generate the danish-spec8 transcripts from my blind model (model.py).

Run: python3 gen.py   (writes NN-*.json here and prints the facts EXPECTED.md quotes)
"""

import copy
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model import (  # noqa: E402
    DECK,
    SUITS,
    TRUMPS,
    Game,
    Policy,
    Session,
    active_order,
    deal_hands,
    declarations,
    default_skat,
    is_king,
    legal_skat_choices,
    suit_cards,
    suit_of,
    summary,
)

P3 = ["Agnieszka", "Bartek", "Celina"]
P4 = ["Agnieszka", "Bartek", "Celina", "Dawid"]
FACTS = {}


def fact(name, *a):
    FACTS.setdefault(name, []).append(" ".join(str(x) for x in a))


class SP(Policy):
    """Scenario policy: hooks for leads, Joker modes, demands and planted faults."""

    def __init__(self, rng, **kw):
        super().__init__(rng, keep=kw.pop("keep", None), joker_keep=kw.pop("joker_keep", False))
        self.kw = kw
        self.done = False
        self.mode = None
        self.info = {}

    def lead(self, g, seat, legal):
        h = self.kw.get("lead_hook")
        if h:
            r = h(self, g, seat, legal)
            if r:
                return r
        return super().lead(g, seat, legal)

    def follow(self, g, seat, legal):
        h = self.kw.get("follow_hook")
        if h:
            r = h(self, g, seat, legal)
            if r:
                return r
        return super().follow(g, seat, legal)

    def joker_mode(self, g, order, named):
        m = self.mode
        self.mode = None
        return m

    def takeover_suit(self, g, s):
        if self.info.get("y"):
            return self.info["y"]
        named = g.last_named
        counts = {x: sum(1 for c in g.hands[s] if suit_of(c) == x) for x in SUITS if x != named}
        return max(counts, key=lambda x: (counts[x], x))

    def demand(self, g):
        h = self.kw.get("demand_hook")
        return h(self, g) if h else None

    def after_trick(self, g):
        h = self.kw.get("after_hook")
        if h:
            h(self, g)


def holder(g):
    for s in g.active:
        if "JOKER" in g.hands[s]:
            return s
    return None


def others_in_order(g, seat):
    o = g.order_from(seat)
    return o[1], o[2]


def void(g, s, x):
    return not any(suit_of(c) == x for c in g.hands[s])


# -------------------------------------------------------------- file 01
def f01(seed):
    rng = random.Random(seed)
    S = Session(P3, meta={"description": "Club night: a Joker lead naming a suit, a Joker demanded in the third-last trick mid-trick, "
                          "the Joker led in the last trick with a king winning it; every chip recorded, pools split at the end."})

    # deal 0: a Joker lead naming a suit, plain
    def lead0(p, g, seat, legal):
        if p.done or "JOKER" not in legal or not (4 <= g.t <= 18):
            return None
        s1, s2 = others_in_order(g, seat)
        for x in SUITS:
            mine = [c for c in g.hands[seat] if suit_of(c) == x]
            if mine and not void(g, s1, x) and not void(g, s2, x):
                p.done = True
                p.info["trick"] = g.t
                g.last_named = x
                return "JOKER", x
        return None

    p0 = SP(rng, lead_hook=lead0, joker_keep=False)
    p0.pick_orig = p0.pick
    h = deal_hands(rng, 3, 0)
    # keep the Joker until the holder leads it
    p0.joker_keep = True
    g0 = Game(S, 0, h, p0).run()
    if not p0.done:
        return None
    # deal 1: demand in the third-last trick after the leader's card, Joker holder second
    p1 = SP(rng, joker_keep=True)

    def dem1(p, g):
        o = g.order_from(g.leader)
        hd = holder(g)
        if hd is None or hd != o[1]:
            return None
        p.done = True
        p.info = {"leader": o[0], "holder": o[1], "demander": o[2]}
        return (o[2], 1)

    p1.kw["demand_hook"] = dem1
    h = deal_hands(rng, 3, 1)
    g1 = Game(S, 1, h, p1).run()
    if not p1.done:
        return None
    # deal 2: the Joker led in the last trick naming H, KH wins (king ultimo)
    h = deal_hands(rng, 3, 2)
    jh = [s for s in range(3) if "JOKER" in h[s]][0]
    kh = [s for s in range(3) if "KH" in h[s]][0]
    if jh == kh:
        return None

    def lead2(p, g, seat, legal):
        if g.t == 24 and legal == ["JOKER"]:
            g.last_named = "H"
            return "JOKER", "H"
        return None

    p2 = SP(rng, joker_keep=True, keep={kh: {"KH"}}, lead_hook=lead2)
    g2 = Game(S, 2, h, p2, session_end=True).run()
    lp = dict(g2.last_plays)
    if lp.get(jh) != "JOKER" or g2.last_plays[0][1] != "JOKER" or g2.winner != kh or lp[kh] != "KH":
        return None
    if g1.trick_winners is None:
        return None
    return S, [g0, g1, g2], [p0, p1, p2]


# -------------------------------------------------------------- file 02 (4 players, score sheet)
def f02(seed):
    rng = random.Random(seed)
    S = Session(P4, style="sheet", meta={"description": "Four at the table, the one opposite the dealer sits out; a score sheet "
                                         "(net chips per seat and pool, running totals). A Joker lead naming trumps won by the Pagat."})
    gs, ps = [], []
    found = None
    for d in range(4):
        p = SP(rng, joker_keep=True)

        def lead(p, g, seat, legal):
            if p.done or "JOKER" not in legal or g.t >= 21:
                return None
            s1, s2 = others_in_order(g, seat)
            for a, b in ((s1, s2), (s2, s1)):
                ta = [c for c in g.hands[a] if suit_of(c) == "T"]
                if ta == ["T1"] and void(g, b, "T"):
                    p.done = True
                    p.info = {"trick": g.t, "pagat": a}
                    g.last_named = "T"
                    return "JOKER", "T"
            return None

        if found is None:
            p.kw["lead_hook"] = lead
        h = deal_hands(rng, 4, d)
        g = Game(S, d, h, p, session_end=(d == 3)).run()
        if p.done and found is None:
            found = d
            p.joker_keep = False
        gs.append(g)
        ps.append(p)
    if found is None:
        return None
    return S, gs, ps


# -------------------------------------------------------------- naming scenarios
def naming_lead(mode, need_y_holder=False):
    def lead(p, g, seat, legal):
        if p.done or "JOKER" not in legal or g.t >= 21:
            return None
        s1, s2 = others_in_order(g, seat)
        for x in SUITS:
            if not any(suit_of(c) == x for c in g.hands[seat]):
                continue
            v1, v2 = void(g, s1, x), void(g, s2, x)
            if mode in ("void_takeover", "third_claims"):
                if not (v1 and v2):
                    continue
                namer = s1 if mode == "void_takeover" else s2
                # the namer names a suit he holds; the other must have a choice
                g.last_named = x
                y = p.takeover_suit(g, namer)
                if not any(suit_of(c) == y for c in g.hands[namer]):
                    continue
                other = s2 if namer == s1 else s1
                if not any(suit_of(c) == y for c in g.hands[other]):
                    continue
                p.mode = mode
            elif mode in ("auto", "auto_fault"):
                if not (v1 and v2 and void(g, s1, "T") and void(g, s2, "T")):
                    continue
                # s1 plays a suit s2 holds, and s2 also holds another suit
                ys = [y for y in SUITS if y != x and any(suit_of(c) == y for c in g.hands[s1])
                      and any(suit_of(c) == y for c in g.hands[s2])
                      and any(suit_of(c) not in (y, None) for c in g.hands[s2])]
                if not ys:
                    continue
                p.info["y"] = ys[0]
                p.mode = None
            elif mode in ("void_only", "wrong_takeover"):
                if not (v1 and void(g, s1, "T") and not v2):
                    continue
                g.last_named = x
                ys = [y for y in SUITS if y != x and any(suit_of(c) == y for c in g.hands[s1])]
                if not ys:
                    continue
                p.info["y"] = ys[0]
                p.mode = mode
            p.done = True
            p.info.update({"trick": g.t, "named": x, "leader": seat, "s1": s1, "s2": s2})
            g.last_named = x
            return "JOKER", x
        return None

    return lead


def naming_follow(p, g, seat, legal):
    """In the auto / wrong-takeover tricks: the second plays a card of suit y; the fault variant
    makes the third discard another suit although he holds y."""
    if not p.done or p.info.get("trick") != g.t:
        return None
    y = p.info.get("y")
    if y is None:
        return None
    if seat == p.info["s1"]:
        c = [c for c in legal if suit_of(c) == y]
        return c[0] if c else None
    if seat == p.info["s2"] and p.kw.get("fault") == "auto":
        c = [c for c in g.hands[seat] if suit_of(c) not in (y, None)]
        p.info["fault_card"] = c[0]
        return c[0]
    return None


def f03(seed):
    rng = random.Random(seed)
    S = Session(P3, meta={"description": "The naming of a led Joker changes hands: the second player calls void and names "
                          "(deal 0); the third claims the naming after the second played on (deal 1); both followers void "
                          "in the named suit and in trumps, the second's card names the Joker (deal 2)."})
    gs, ps = [], []
    for d, mode in enumerate(("void_takeover", "third_claims", "auto")):
        p = SP(rng, joker_keep=True, lead_hook=naming_lead(mode), follow_hook=naming_follow)
        h = deal_hands(rng, 3, d)
        g = Game(S, d, h, p, session_end=(d == 2)).run()
        if not p.done:
            return None
        gs.append(g)
        ps.append(p)
    return S, gs, ps


def f04(seed):
    rng = random.Random(seed)
    S = Session(P3, meta={"description": "Both followers void in the suit named by a led Joker and in trumps: the second "
                          "player's card names the Joker, and the third does not follow that suit though he holds it."})
    p = SP(rng, joker_keep=True, lead_hook=naming_lead("auto"), follow_hook=naming_follow, fault="auto")

    def after(p, g):
        if p.done and p.info.get("trick") == g.t and "fault_card" in p.info:
            p.info["penalty_at"] = len(g.events)
            g.penalty(p.info["s2"], "irreparable")
            g.stopped = True

    p.kw["after_hook"] = after
    h = deal_hands(rng, 3, 0)
    # no king or Pagat in the faulty trick (its payments would blur the annulment)
    g = Game(S, 0, h, p).run()
    if not p.done or "fault_card" not in p.info:
        return None
    if any(is_king(c) or c == "T1" for _, c in g.last_plays):
        return None
    p1 = SP(rng)
    g1 = Game(S, 1, deal_hands(rng, 3, 1), p1, session_end=True).run()
    return S, [g, g1], [p, p1]


def f05(seed):
    rng = random.Random(seed)
    S = Session(P3, meta={"description": "A follower void in the suit named by a led Joker (and in trumps) calls void; the "
                          "third holds that suit, yet the second names the Joker anew. The third follows the suit first named."})
    p = SP(rng, joker_keep=True, lead_hook=naming_lead("wrong_takeover"), follow_hook=naming_follow)
    h = deal_hands(rng, 3, 0)
    g = Game(S, 0, h, p, session_end=True).run()
    if not p.done:
        return None
    if any(is_king(c) or c == "T1" for c in [c for _, c in []]):
        return None
    return S, [g], [p]


# -------------------------------------------------------------- Joker end-game faults
def f06(seed):
    rng = random.Random(seed)
    S = Session(P3, meta={"description": "The Joker played in the second-last trick; the table voids the deal (40 into each pool)."})
    p = SP(rng, joker_keep=True)

    def follow(p, g, seat, legal):
        if g.t == 23 and "JOKER" in g.hands[seat]:
            p.done = True
            p.info = {"seat": seat, "event": len(g.events)}
            return "JOKER"
        return None

    def lead(p, g, seat, legal):
        r = follow(p, g, seat, legal)
        if r:
            g.last_named = "H"
            best = max(SUITS + "T", key=lambda x: sum(1 for c in g.hands[seat] if suit_of(c) == x))
            return "JOKER", best
        return None

    def after(p, g):
        if g.t == 23 and p.done:
            g.penalty(p.info["seat"], "irreparable")
            g.stopped = True

    p.kw.update(follow_hook=follow, lead_hook=lead, after_hook=after)
    h = deal_hands(rng, 3, 0)
    g = Game(S, 0, h, p).run()
    if not p.done:
        return None
    if any(is_king(c) or c == "T1" for _, c in g.last_plays):
        return None
    if g.events[p.info["event"]]["seat"] == g.last_plays[0][0]:
        return None  # keep it a follower's Joker
    p1 = SP(rng)
    g1 = Game(S, 1, deal_hands(rng, 3, 1), p1, session_end=True).run()
    return S, [g, g1], [p, p1]


def f07(seed):
    rng = random.Random(seed)
    S = Session(P3, rules={"joker_withheld_penalty": "large"},
                meta={"description": "The Joker demanded in the third-last trick and held back; the club plays a withheld "
                      "Joker as a large fault (20 into each pool), play goes on and the Joker falls in the last trick."})
    p = SP(rng, joker_keep=True)

    def dem(p, g):
        o = g.order_from(g.leader)
        hd = holder(g)
        if hd is None or hd == o[0]:
            return None
        d = [s for s in o if s != hd][0]
        p.done = True
        p.info = {"holder": hd, "demander": d, "call_event": len(g.events)}
        return (d, 0)

    def follow(p, g, seat, legal):
        if g.t == 22 and seat == p.info.get("holder"):
            # plays another card (as if no demand) -- the planted fault
            other = g.legal(seat, g_led(g), must_joker=False)
            other = [c for c in other if c != "JOKER"]
            p.info["fault_event"] = len(g.events)
            p.info["fault_card"] = other[0]
            return other[0]
        return None

    def after(p, g):
        if g.t == 22 and "fault_card" in p.info:
            p.info["penalty_at"] = len(g.events)
            g.penalty(p.info["holder"], "large")

    p.kw.update(demand_hook=dem, follow_hook=follow, after_hook=after)
    h = deal_hands(rng, 3, 0)
    g = Game(S, 0, h, p, session_end=True).run()
    if not p.done or "fault_card" not in p.info:
        return None
    return S, [g], [p]


def g_led(g):
    """The suit to follow in the trick in progress (plain leads only)."""
    evs = [e for e in g.events[g.trick_events[0]:] if e["type"] == "play"]
    c = evs[0]["card"]
    return suit_of(c) if c != "JOKER" else evs[0]["named"]


def f08(seed):
    rng = random.Random(seed)
    S = Session(P3, meta={"description": "The Joker demanded in the third-last trick although it was played earlier: a "
                          "large fault (20 into each pool), play goes on."})
    p = SP(rng)
    p.joker_keep = False

    def dem(p, g):
        if not g.joker_played:
            return None
        s = g.order_from(g.leader)[1]
        p.done = True
        p.info = {"demander": s, "call_event": len(g.events) + 1}
        return (s, 1)

    def after(p, g):
        if g.t == 22 and p.done:
            p.info["penalty_at"] = len(g.events)
            g.penalty(p.info["demander"], "large")

    p.kw.update(demand_hook=dem, after_hook=after)
    h = deal_hands(rng, 3, 0)
    # make the Joker go early
    g = Game(S, 0, h, p, session_end=True).run()
    if not p.done:
        return None
    return S, [g], [p]


# -------------------------------------------------------------- Tout
def f09(seed):
    rng = random.Random(seed)
    S = Session(P3, meta={"description": "Deal 0 ends with a Pagat Ultimo; deal 1: the dealer announces Tout, lays the "
                          "Joker away and takes all 25 tricks, the last with the Pagat."})
    h0 = deal_hands(rng, 3, 0)
    ph = [s for s in range(3) if "T1" in h0[s]][0]
    g0 = Game(S, 0, h0, SP(rng, keep={ph: {"T1"}})).run()
    if g0.winner != ph or dict(g0.last_plays)[ph] != "T1" or g0.nolo_seat is not None:
        return None
    dealer = 1
    others = [c for c in DECK if suit_of(c) not in ("T", None) and not is_king(c)]
    rng.shuffle(others)
    low = [c for c in others if c in ("10H", "10D")]
    rest = [c for c in others if c not in low]
    dh = TRUMPS + ["K" + s for s in SUITS] + ["JOKER"] + low
    hands = [None, dh, None]
    hands[2] = rest[:25]
    hands[0] = rest[25:]
    for hh in hands:
        rng.shuffle(hh)
    order_leads = ["T%d" % i for i in range(21, 1, -1)] + ["K" + s for s in SUITS] + ["T1"]

    def lead(p, g, seat, legal):
        if seat == dealer:
            for c in order_leads:
                if c in legal:
                    return c, None
        return None

    p = SP(rng, lead_hook=lead)
    g1 = Game(S, dealer, hands, p, skat=["JOKER", "10H", "10D"], tout=True, session_end=True).run()
    if g1.tout_seat != dealer or g1.last_plays[[s for s, _ in g1.last_plays].index(dealer)][1] != "T1":
        return None
    return S, [g0, g1], [None, p]


def f10(seed):
    rng = random.Random(seed)
    S = Session(P3, rules={}, meta={"description": "The dealer announces Tout and lays the Joker away, then loses a trick: "
                                    "he pays the failed-Tout penalty."})
    dealer = 0
    h = deal_hands(rng, 3, dealer)
    dh = h[dealer]
    if "JOKER" not in dh:
        return None
    if declarations(dh) or any(declarations(h[s]) for s in (1, 2)):
        return None
    nt = sum(1 for c in dh if suit_of(c) == "T")
    if nt < 7 or nt > 8:
        return None
    free = sorted(legal_skat_choices(dh), key=lambda c: (c[0] in "QNJ", c))
    skat = ["JOKER"] + free[:2]
    p = SP(rng)

    def after(p, g):
        if not p.done and g.winner != dealer:
            p.done = True
            p.info = {"trick": g.t, "penalty_at": len(g.events)}
            g.penalty(dealer, "large")

    p.kw["after_hook"] = after
    g = Game(S, dealer, h, p, skat=skat, tout=True, session_end=True).run()
    lp = [c for _, c in g.last_plays]
    if any(is_king(c) or c == "T1" for c in lp):
        return None
    if g.nolo_seat is not None:
        return None
    return S, [g], [p]


def f11(seed):
    rng = random.Random(seed)
    S = Session(P3, meta={"description": "The dealer lays the Joker away without announcing Tout: an irreparable skat fault."})
    dealer = 0
    h = deal_hands(rng, 3, dealer)
    dh = h[dealer]
    if "JOKER" not in dh:
        return None
    post = [c for c in dh]
    free = sorted(legal_skat_choices(dh), key=lambda c: c)
    skat = ["JOKER"] + free[:2]
    post = [c for c in dh if c not in skat]
    if declarations(dh) or declarations(post) or any(declarations(h[s]) for s in (1, 2)):
        return None
    p = SP(rng)
    g = Game(S, dealer, h, p, skat=skat, penalties={"skat": ("irreparable", dealer)}).run()
    g1 = Game(S, 1, deal_hands(rng, 3, 1), SP(rng), session_end=True).run()
    return S, [g, g1], [p, None]


def f12(seed):
    rng = random.Random(seed)
    S = Session(P3, meta={"description": "The skat: the dealer lays away all his trumps, the Pagat among them (deal 0); a "
                          "dealer who can only lay away declaration cards shows them and is paid for what he held (deal 1)."})
    # deal 0: dealer 0 holds exactly the trumps T1 and T6
    plain = [c for c in DECK if suit_of(c) not in ("T", None)]
    rng.shuffle(plain)
    dh = ["T1", "T6"] + plain[:26]
    rest = [c for c in DECK if c not in dh]
    rng.shuffle(rest)
    hands = [dh, rest[:25], rest[25:]]
    free = sorted([c for c in legal_skat_choices(dh)], key=lambda c: (c[0] in "QNJ", c))
    skat = ["T1", "T6", free[0]]
    g0 = Game(S, 0, hands, SP(rng), skat=skat).run()
    # deal 1: dealer 1 with all 16 court cards and T2..T13
    courts = [r + s for s in SUITS for r in "KQNJ"]
    dh = courts + ["T%d" % i for i in range(2, 14)]
    rest = [c for c in DECK if c not in dh]
    rng.shuffle(rest)
    hands = [rest[:25], dh, rest[25:]]
    rng.shuffle(hands[1])
    g1 = Game(S, 1, hands, SP(rng), skat=["JH", "JD", "JS"], shown=True, session_end=True).run()
    return S, [g0, g1], [None, None]


# -------------------------------------------------------------- Nolo
def f13(seed):
    rng = random.Random(seed)
    S = Session(P3, meta={"description": "Deal 1: Agnieszka takes no trick (Nolo) and loses her king of spades in the last "
                          "trick (Przydupek): Nolo wipes out the last-trick prizes and the card points, not the Przydupek."})
    g0 = Game(S, 0, deal_hands(rng, 3, 0), SP(rng)).run()
    dealer = 1
    nolo = 0
    lows = []
    for s in SUITS:
        lows += suit_cards(s)[-7:]
    rng.shuffle(lows)
    nh = ["KS"] + [c for c in lows if c[-1] == "S"][:5] + [c for c in lows if c[-1] != "S"][:19]
    rest = [c for c in DECK if c not in nh]
    rng.shuffle(rest)
    rng.shuffle(nh)
    hands = [nh, rest[:28], rest[28:]]

    class Duck(SP):
        def follow(self, g, seat, legal):
            if seat == nolo:
                return duck(g, seat, legal)
            return super().follow(g, seat, legal)

    def duck(g, seat, legal):
        opts = [c for c in legal if c != "KS"] or legal
        evs = [e for e in g.events[g.trick_events[0]:] if e["type"] == "play"]
        led = evs[0]["card"]
        E = suit_of(led) if led != "JOKER" else evs[0]["named"]
        cur = [e["card"] for e in evs if e["card"] != "JOKER"]
        from model import rank_key

        def beats(c):
            tr = [x for x in cur if suit_of(x) == "T"]
            if suit_of(c) == "T":
                return not tr or rank_key(c) > max(rank_key(x) for x in tr)
            if tr or suit_of(c) != E:
                return False
            return all(rank_key(c) > rank_key(x) for x in cur if suit_of(x) == E)

        safe = [c for c in opts if not beats(c)]
        pool = safe or opts
        return min(pool, key=lambda c: (c == "JOKER", rank_key(c) if c != "JOKER" else 0))

    from model import rank_key  # noqa
    p = Duck(rng, keep={nolo: {"KS"}})
    g1 = Game(S, dealer, hands, p, session_end=True).run()
    if g1.tricks[nolo] != 0:
        return None
    if dict(g1.last_plays)[nolo] != "KS":
        return None
    return S, [g0, g1], [None, p]


# -------------------------------------------------------------- redeal + ultimo/przydupek, score sheet
def f14(seed):
    rng = random.Random(seed)
    S = Session(P3, style="sheet", meta={"description": "Score sheet (net chips per seat and pool); the running totals are "
                                         "written for the first two deals only. Deal 0 is dealt again (Bartek had no trump), "
                                         "deal 1 ends with a king Ultimo and a king Przydupek in the same last trick, deal 2 with a "
                                         "Pagat Przydupek."})
    # deal 0: Bartek (1) has no trump
    plain = [c for c in DECK if suit_of(c) not in ("T",)]
    rng.shuffle(plain)
    bh = plain[:25]
    rest = [c for c in DECK if c not in bh]
    rng.shuffle(rest)
    hands = [rest[:28], bh, rest[28:]]
    g0 = Game(S, 0, hands, SP(rng), redeal_by=1, sheet_totals=True).run()
    # deal 1: same dealer, no fee
    h = deal_hands(rng, 3, 0)
    kh = [s for s in range(3) if "KH" in h[s]][0]
    ks = [s for s in range(3) if "KS" in h[s]][0]
    if kh == ks:
        return None
    p = SP(rng, keep={kh: {"KH"}, ks: {"KS"}})
    g1 = Game(S, 0, h, p, fee=False).run()
    lp = dict(g1.last_plays)
    if lp.get(kh) != "KH" or lp.get(ks) != "KS" or g1.winner not in (kh, ks):
        return None
    if g1.nolo_seat is not None:
        return None
    h2 = deal_hands(rng, 3, 1)
    ph = [s for s in range(3) if "T1" in h2[s]][0]
    g2 = Game(S, 1, h2, SP(rng, keep={ph: {"T1"}}), sheet_totals=False).run()
    if g2.winner == ph or dict(g2.last_plays)[ph] != "T1" or g2.nolo_seat is not None:
        return None
    g3 = Game(S, 2, deal_hands(rng, 3, 2), SP(rng), sheet_totals=False, session_end=True).run()
    return S, [g0, g1, g2, g3], [None, p, None, None]


# -------------------------------------------------------------- superficial: naming an exhausted suit
def f15(seed):
    rng = random.Random(seed)
    S = Session(P3, meta={"description": "The Joker led naming a suit whose cards are all gone (superficial, no penalty)."})
    p = SP(rng, joker_keep=True)

    def lead(p, g, seat, legal):
        if p.done or "JOKER" not in legal or g.t >= 21:
            return None
        played = set()
        for e in g.events:
            if e["type"] == "play":
                played.add(e["card"])
        for x in SUITS:
            if all(c in played for c in suit_cards(x)):
                p.done = True
                p.info = {"trick": g.t, "named": x, "event": len(g.events)}
                g.last_named = x
                return "JOKER", x
        return None

    p.kw["lead_hook"] = lead
    g = Game(S, 0, deal_hands(rng, 3, 0), p, session_end=True).run()
    if not p.done:
        return None
    return S, [g], [p]


# -------------------------------------------------------------- play-only
def f16(seed):
    rng = random.Random(seed)
    S = Session(P3, style="playonly", meta={"description": "Play-only record (hands null) with the skat, declarations and "
                                            "payments: the Joker played to a suit its player still held (no revoke), and a "
                                            "Joker lead with a void call and a change of naming."})
    p = SP(rng, joker_keep=False)

    def follow(p, g, seat, legal):
        if p.done or "JOKER" not in legal or g.t >= 20 or g.t < 3:
            return None
        E = g_led(g)
        if E in SUITS and any(suit_of(c) == E for c in g.hands[seat]):
            p.done = True
            p.info = {"trick": g.t, "seat": seat, "event": len(g.events), "suit": E}
            return "JOKER"
        return None

    p.kw["follow_hook"] = follow
    p.joker_keep = False
    g0 = Game(S, 0, deal_hands(rng, 3, 0), p).run()
    if not p.done:
        return None
    p1 = SP(rng, joker_keep=True, lead_hook=naming_lead("void_takeover"))
    g1 = Game(S, 1, deal_hands(rng, 3, 1), p1, session_end=True).run()
    if not p1.done:
        return None
    return S, [g0, g1], [p, p1]


def f17(seed):
    rng = random.Random(seed)
    S = Session(P4, style="playonly", rules={"revoke_penalty": "large"},
                meta={"description": "Play-only record, four players: Dawid discards on a suit lead while holding trumps; "
                      "it shows when he later plays a trump, and the club (revoke as a large fault) charges 20 into each pool."})
    p = SP(rng)
    st = {}

    def follow(p, g, seat, legal):
        if p.done or g.t < 4 or g.t > 14 or seat != 3:
            return None
        E = g_led(g)
        if E in SUITS and void(g, seat, E) and not void(g, seat, "T"):
            c = [c for c in g.hands[seat] if suit_of(c) not in ("T", None, E)]
            if not c:
                return None
            p.done = True
            p.info = {"trick": g.t, "event": len(g.events), "card": c[0]}
            return c[0]
        return None

    def after(p, g):
        if p.done and "found" not in p.info:
            for i in range(g.trick_events[0], len(g.events)):
                e = g.events[i]
                if e["type"] == "play" and e["seat"] == 3 and suit_of(e["card"]) == "T" and g.t > p.info["trick"]:
                    p.info["found"] = i
                    p.info["penalty_at"] = len(g.events)
                    g.penalty(3, "large")
                    break

    p.kw.update(follow_hook=follow, after_hook=after)
    g = Game(S, 0, deal_hands(rng, 4, 0), p, session_end=False).run()
    if not p.done or "found" not in p.info:
        return None
    if any(is_king(c) or c == "T1" for c in []):
        return None
    g1 = Game(S, 1, deal_hands(rng, 4, 1), SP(rng), session_end=True).run()
    return S, [g, g1], [p, None]


def f18(seed):
    rng = random.Random(seed)
    S = Session(P4, meta={"description": "Four players: a revoke in the second trick (a heart held, a club played); by the "
                          "default ruling the deal is void with 40 into each pool and the next dealer deals."})
    p = SP(rng)

    def follow(p, g, seat, legal):
        if p.done or g.t != 1:
            return None
        E = g_led(g)
        if E in SUITS and not void(g, seat, E):
            c = [c for c in g.hands[seat] if suit_of(c) not in (E, None) and not is_king(c) and c != "T1"]
            if not c:
                return None
            p.done = True
            p.info = {"seat": seat, "event": len(g.events), "card": c[0], "suit": E}
            return c[0]
        return None

    def after(p, g):
        if p.done and g.t == 1:
            p.info["penalty_at"] = len(g.events)
            g.penalty(p.info["seat"], "irreparable")
            g.stopped = True

    p.kw.update(follow_hook=follow, after_hook=after)
    g = Game(S, 0, deal_hands(rng, 4, 0), p).run()
    if not p.done:
        return None
    if any(is_king(c) or c == "T1" for _, c in g.last_plays):
        return None
    g1 = Game(S, 1, deal_hands(rng, 4, 1), SP(rng), session_end=True).run()
    return S, [g, g1], [p, None]


FILES = [
    ("01-clean-joker-demand-ultimo.json", f01),
    ("02-clean-4p-sheet-joker-trumps.json", f02),
    ("03-clean-naming-changes-hands.json", f03),
    ("04-auto-naming-revoke.json", f04),
    ("05-naming-taken-without-right.json", f05),
    ("06-joker-second-last.json", f06),
    ("07-joker-withheld.json", f07),
    ("08-false-joker-demand.json", f08),
    ("09-clean-tout-joker-skat.json", f09),
    ("10-failed-tout.json", f10),
    ("11-joker-in-skat.json", f11),
    ("12-clean-skat-trumps-shown.json", f12),
    ("13-clean-nolo-przydupek.json", f13),
    ("14-clean-redeal-ultimo-sheet.json", f14),
    ("15-joker-named-exhausted-suit.json", f15),
    ("16-playonly-clean-joker.json", f16),
    ("17-playonly-failure-to-trump.json", f17),
    ("18-4p-revoke-void-deal.json", f18),
]


def main(only=None):
    out = {}
    for name, fn in FILES:
        if only and not any(o in name for o in only):
            continue
        for seed in range(1, 20000):
            try:
                r = fn(seed)
            except AssertionError:
                r = None
            if r:
                break
        else:
            print("NO SEED for", name)
            continue
        S, gs, ps = r
        S.meta["generator"] = {"seed": seed, "model": "tests/data/audit/danish-spec8/model.py"}
        S.write(HERE / name)
        print("==", name, "seed", seed)
        for i, g in enumerate(gs):
            print("  deal", i, "dealer", g.dealer, summary(g))
            if ps[i] is not None and getattr(ps[i], "info", None):
                print("    info", ps[i].info)
            for lg in g.log:
                print("    log", lg)
        out[name] = r
    return out


if __name__ == "__main__":
    main(sys.argv[1:] or None)
