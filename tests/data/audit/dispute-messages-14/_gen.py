"""Blind generator for audit round dispute-messages-14 (no import of validator).

Each transcript carries one disputed event a tournament director must settle from the verdict:
a revoke claimed and denied, a payment or score written two ways, a fine whose class is
disputed, or a card out of turn the table let stand.

    python _gen.py [--seed N] [--facts]

writes NN-*.json beside this file (deterministic for a seed; default 14) and, with --facts,
prints the figures each expectation in EXPECTED.md rests on.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
FACTS: list[str] = []


def fact(s: str) -> None:
    FACTS.append(s)


def write(name: str, doc: dict) -> None:
    (HERE / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def base(game: str, players: list[str], rules: dict | None = None, meta: dict | None = None) -> dict:
    d = {"format": "trick-transcript/1", "game": game, "players": players}
    if rules is not None:
        d["rules"] = rules
    d["meta"] = meta or {}
    return d


def P(seat, card, **kw):
    e = {"type": "play", "seat": seat, "card": card}
    e.update(kw)
    return e


def pay(f, t, a, r=None):
    e = {"type": "payment", "from": f, "to": t, "amount": a}
    if r:
        e["reason"] = r
    return e


# ----------------------------------------------------------------------------------------- Rage
RCOLS = "RBGYPO"
RDECK = [c + str(v) for c in RCOLS for v in range(16)] + ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + [
    "PLUS5"
] * 3 + ["MINUS5"] * 3


def rage_talon(rng, hands, first):
    rest = list(RDECK)
    for h in hands:
        for c in h:
            rest.remove(c)
    rest.remove(first)
    rng.shuffle(rest)
    return [first] + rest


def rage_score(bid, tricks, plus, minus):
    return tricks + 5 * plus - 5 * minus + (10 if bid == tricks else -5)


def gen_rage(rng):
    # 01: an action card led, the second card (a colour) sets the colour; seat 2 held yellow and
    # played blue. He says "an action card was led, anything goes"; the others say "Y8 set yellow".
    hands = [["PLUS5", "R12", "G3"], ["Y8", "B4", "O9"], ["Y2", "B10", "R5"], ["Y14", "G9", "P1"]]
    d = base(
        "rage",
        ["Anička", "Bohouš", "Katka", "Dalibor"],
        {"preset": "standard"},
        {"dispute": "Katka played B10 to trick 1 (PLUS5 led, then Y8) holding Y2; she says an action card "
         "was led so any colour was free; Dalibor says Y8 set yellow."},
    )
    d["start"] = {"round": 8, "totals": [12, 30, 5, 20]}
    ev = [{"type": "bid", "seat": s, "bid": b} for s, b in [(0, 1), (1, 1), (2, 0), (3, 1)]]
    ev += [P(0, "PLUS5"), P(1, "Y8"), P(2, "B10"), P(3, "Y14")]  # s3 wins (+5)
    ev += [P(3, "G9"), P(0, "G3"), P(1, "O9"), P(2, "R5")]  # orange trump: s1
    ev += [P(1, "B4"), P(2, "Y2"), P(3, "P1"), P(0, "R12")]  # s1
    sc = [rage_score(1, 0, 0, 0), rage_score(1, 2, 0, 0), rage_score(0, 0, 0, 0), rage_score(1, 1, 1, 0)]
    ev += [{"type": "score", "party": s, "points": sc[s]} for s in range(4)]
    ev += [{"type": "total", "party": s, "points": [12, 30, 5, 20][s] + sc[s]} for s in range(4)]
    d["deals"] = [{"dealer": 3, "hands": hands, "talon": rage_talon(rng, hands, "O5"), "events": ev}]
    fact(f"01 rage scores {sc}")
    write("01-rage-action-lead-revoke-denied.json", d)

    # 02: trump R4 beaten by NOTRUMP played after it (the source's own example); the table wrote
    # Bohouš (seat 2, the R4) as winning trick 1.
    hands = [["Y3", "B12"], ["Y8", "B2"], ["R4", "G1"], ["NOTRUMP", "B9"]]
    first = "R7"
    tal = list(RDECK)
    for h in hands:
        for c in h:
            tal.remove(c)
    tal.remove(first)
    tal.remove("G6")
    # the next card turned after the NOTRUMP trick must be G6 (green): keep no action card before it
    rng.shuffle(tal)
    talon = [first, "G6"] + tal
    d = base(
        "rage",
        ["Anička", "Bohouš", "Katka", "Dalibor"],
        {"preset": "standard"},
        {"dispute": "Trick 1: Y8 led, R4 (trump), NOTRUMP, Y3. Katka's side wrote the trick to the R4; "
         "Bohouš's side says NOTRUMP cancels trumps for the trick, so Y8 wins."},
    )
    d["start"] = {"round": 9, "totals": [0, 0, 0, 0]}
    ev = [{"type": "bid", "seat": s, "bid": b} for s, b in [(1, 1), (2, 2), (3, 0), (0, 0)]]
    ev += [P(1, "Y8"), P(2, "R4"), P(3, "NOTRUMP"), P(0, "Y3")]  # s1 wins (no trump in the trick)
    ev += [P(1, "B2"), P(2, "G1"), P(3, "B9"), P(0, "B12")]  # green trump now: s2 wins
    rules_sc = [rage_score(0, 0, 0, 0), rage_score(1, 1, 0, 0), rage_score(2, 1, 0, 0), rage_score(0, 0, 0, 0)]
    table_sc = [rage_score(0, 0, 0, 0), rage_score(1, 0, 0, 0), rage_score(2, 2, 0, 0), rage_score(0, 0, 0, 0)]
    ev += [{"type": "score", "party": s, "points": table_sc[s]} for s in range(4)]
    d["deals"] = [{"dealer": 0, "hands": hands, "talon": talon, "events": ev}]
    fact(f"02 rage rules {rules_sc} table {table_sc}")
    write("02-rage-notrump-score-disputed.json", d)

    # 03: Bohouš (seat 1) leads trick 2 though Anička won trick 1; the table let it stand and fined
    # him 5 on the sheet as a penalty event; scores as played.
    hands = [["R10", "B3", "Y6"], ["R2", "B11", "P4"], ["R8", "B5", "O1"]]
    d = base(
        "rage",
        ["Anička", "Bohouš", "Katka"],
        {"preset": "standard"},
        {"dispute": "Bohouš led trick 2 although Anička had won trick 1; the table let the card stand and "
         "wrote a 5-point fine against Bohouš; Bohouš says Rage has no fines."},
    )
    d["start"] = {"round": 8, "totals": [0, 0, 0]}
    ev = [{"type": "bid", "seat": s, "bid": b} for s, b in [(0, 1), (1, 2), (2, 0)]]
    ev += [P(0, "R10"), P(1, "R2"), P(2, "R8")]  # s0
    ev += [P(1, "B11"), P(2, "B5"), P(0, "B3")]  # out of turn lead; s1 wins
    ev += [{"type": "penalty", "party": 1, "code": "out_of_turn", "amount": 5}]
    ev += [P(1, "P4"), P(2, "O1"), P(0, "Y6")]  # s1 (green trump, none played)
    sc = [rage_score(1, 1, 0, 0), rage_score(2, 2, 0, 0), rage_score(0, 0, 0, 0)]
    ev += [{"type": "score", "party": s, "points": sc[s]} for s in range(3)]
    d["deals"] = [{"dealer": 2, "hands": hands, "talon": rage_talon(rng, hands, "G2"), "events": ev}]
    fact(f"03 rage scores {sc}")
    write("03-rage-lead-out-of-turn-fined.json", d)


# --------------------------------------------------------------------------------- Danish Tarok
DSUITS = "HDSC"
DCOURT = ["K", "Q", "N", "J"]
DRED_PIPS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
DBLK_PIPS = ["10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]


def dk_deck():
    d = []
    for s in DSUITS:
        pips = DRED_PIPS if s in "HD" else DBLK_PIPS
        d += [r + s for r in DCOURT + pips]
    d += ["T%d" % i for i in range(1, 22)] + ["JOKER"]
    return d


def dk_suit(c):
    if c == "JOKER":
        return None
    return "T" if c[0] == "T" else c[-1]


def dk_rank(c):  # higher is stronger, within the suit
    if c[0] == "T":
        return int(c[1:])
    s = c[-1]
    r = c[:-1]
    order = DCOURT + (DRED_PIPS if s in "HD" else DBLK_PIPS)
    return 100 - order.index(r)


def dk_value(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c[0] == "T":
        return 0
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)


def dk_needs_declaration(h):
    trumps = sum(1 for c in h if c[0] == "T" or c == "JOKER")
    if trumps >= 10:
        return True
    if {"JOKER", "T21", "T1"} <= set(h):
        return True
    j = "JOKER" in h
    for s in DSUITS:
        n = sum(1 for r in DCOURT if r + s in h)
        if n == 4 or (n == 3 and j):
            return True
    k = sum(1 for s in DSUITS if "K" + s in h)
    return k == 4 or (k == 3 and j)


def dk_trick_winner(cards):  # cards: list of (seat, card); Joker never wins
    led = None
    for _, c in cards:
        if c != "JOKER":
            led = dk_suit(c)
            break
    best = None
    for s, c in cards:
        if c == "JOKER":
            continue
        su = dk_suit(c)
        key = (2 if su == "T" else 1 if su == led else 0, dk_rank(c))
        if key[0] and (best is None or key > best[0]):
            best = (key, s, c)
    return best[1]


def dk_legal(hand, led, trick_no):
    cands = [c for c in hand if c != "JOKER"]
    if led is not None:
        f = [c for c in cands if dk_suit(c) == led]
        if not f:
            f = [c for c in cands if dk_suit(c) == "T"]
        if not f:
            f = cands
    else:
        f = cands
    if "JOKER" in hand and trick_no != 23 and trick_no < 22:
        f = f + ["JOKER"]
    return f or cands


class DanishDeal:
    """One 3-player deal of Danish Tarok, played by a simple random strategy, with payments."""

    def __init__(self, rng, dealer, tweak=None):
        self.rng = rng
        self.n = 3
        self.dealer = dealer
        deck = dk_deck()
        rng.shuffle(deck)
        hands = [[] for _ in range(3)]
        pos = 0
        for s in [(dealer + 1 + i) % 3 for i in range(3)]:
            hands[s] = deck[pos : pos + 25]
            pos += 25
        hands[dealer] += deck[pos:]
        self.hands = [list(h) for h in hands]
        self.tweak = tweak or {}

    def setup_ok(self):
        h = list(self.hands[self.dealer])
        pips = [c for c in h if c[0] != "T" and c != "JOKER" and c[:-1] not in DCOURT]
        pips.sort(key=dk_rank)
        self.skat = pips[:3]
        for c in self.skat:
            h.remove(c)
        self.live = [list(x) for x in self.hands]
        self.live[self.dealer] = h
        return not any(dk_needs_declaration(x) for x in self.live)

    def play(self):
        rng = self.rng
        live = [list(x) for x in self.live]
        leader = (self.dealer + 1) % 3
        self.tricks = []  # list of (order [(seat, card)], winner)
        jk_holder = next(s for s in range(3) if "JOKER" in live[s])
        for t in range(25):
            order = []
            led = None
            lead_seat = leader
            if t == self.tweak.get("ooturn_trick"):
                lead_seat = (leader + 1) % 3
            for i in range(3):
                s = (lead_seat + i) % 3
                hand = live[s]
                if i == 0:
                    cands = [c for c in hand if c != "JOKER"] or hand
                    c = rng.choice(cands)
                else:
                    legal = dk_legal(hand, led, t)
                    c = None
                    if s == jk_holder and "JOKER" in hand and t < 20:
                        c = "JOKER"
                    fn = self.tweak.get("force")
                    if c is None and fn:
                        c = fn(self, t, s, hand, led, order)
                    if c is None:
                        nonj = [x for x in legal if x != "JOKER"]
                        c = rng.choice(nonj or legal)
                hand.remove(c)
                order.append((s, c))
                if led is None and c != "JOKER":
                    led = dk_suit(c)
            w = dk_trick_winner(order)
            self.tricks.append((order, w))
            leader = w
        return self

    def settle(self, *, first_deal=True, fines=None, table=None):
        """Payments by the rules. fines: list of (after_trick_index, payments) for table penalties
        (inserted after that trick). table: optional overrides for a dispute."""
        n = 3
        d = self.dealer
        pools = {"pagat_pool": 0, "king_pool": 0}
        pre = []
        if first_deal:
            for pool in ("pagat_pool", "king_pool"):
                for s in range(n):
                    pre.append(pay(s, pool, 20, "foundation"))
        pre += [pay(d, "pagat_pool", 5, "deal_fee"), pay(d, "king_pool", 5, "deal_fee")]
        per_trick = {}
        won = [[] for _ in range(n)]
        ntricks = [0] * n
        jk_owner = None
        for t, (order, w) in enumerate(self.tricks):
            ntricks[w] += 1
            ps = []
            last = t == 24
            for s, c in order:
                if c == "JOKER" and not last:
                    jk_owner = s
                    continue
                won[w].append(c)
            if not last:
                for s, c in order:
                    if (c[0] == "K" and c != "JOKER") and s != w:
                        ps += [pay(s, o, 5, "king_lost") for o in range(n) if o != s] + [
                            pay(s, "king_pool", 5, "king_lost")
                        ]
                    if c == "T1" and s != w:
                        ps += [pay(s, o, 5, "pagat_lost") for o in range(n) if o != s] + [
                            pay(s, "pagat_pool", 5, "pagat_lost")
                        ]
                    if c == "T1" and s == w:
                        ps += [pay(o, s, 5, "pagat_trick") for o in range(n) if o != s]
            per_trick[t] = ps
        self.ntricks = ntricks
        # the last trick
        order, w = self.tricks[24]
        last_pay = []
        tout = [s for s in range(n) if ntricks[s] == 25]
        nolo = [s for s in range(n) if ntricks[s] == 0]
        assert not tout and not nolo, (tout, nolo)
        kings_lost = [s for s, c in order if c[0] == "K" and s != w]
        pagat_lost = [s for s, c in order if c == "T1" and s != w]
        wc = dict((s, c) for s, c in order)[w]
        self.last = (order, w, wc, kings_lost, pagat_lost)
        # pools content before the last trick (for przydupek / ultimo)
        allpre = pre + [p for t in range(24) for p in per_trick[t]] + [p for _, ps in (fines or []) for p in ps]
        for p in allpre:
            if p["to"] in pools:
                pools[p["to"]] += p["amount"]
            if p["from"] in pools:
                pools[p["from"]] -= p["amount"]
        self.pools_before_last = dict(pools)
        if wc == "T1":
            raise ValueError("pagat ultimo not modelled")
        if wc[0] == "K":
            last_pay += [pay(o, w, 40, "king_ultimo") for o in range(n) if o != w]
            last_pay.append(pay("king_pool", w, pools["king_pool"], "king_ultimo"))
        for s in kings_lost:
            last_pay += [pay(s, o, 40, "king_przydupek") for o in range(n) if o != s]
            last_pay.append(pay(s, "king_pool", pools["king_pool"], "king_przydupek"))
        for s in pagat_lost:
            last_pay += [pay(s, o, 45, "pagat_przydupek") for o in range(n) if o != s]
            last_pay.append(pay(s, "pagat_pool", pools["pagat_pool"], "pagat_przydupek"))
        if wc[0] != "K" and not kings_lost and not pagat_lost:
            last_pay += [pay(o, w, 20, "last_trick") for o in range(n) if o != w]
        # card points
        pts = [ntricks[s] + sum(dk_value(c) for c in won[s]) for s in range(n)]
        if jk_owner is not None:
            pts[jk_owner] += 4
        pts[d] += 1 + sum(dk_value(c) for c in self.skat)
        assert sum(pts) == 78, pts
        self.card_points = pts
        nd = (d + 1) % n
        cp = []
        for s in range(n):
            if s == nd:
                continue
            amt = 5 * round((pts[s] - 26) / 5)
            if amt < 0:
                cp.append(pay(s, nd, -amt, "card_points"))
            elif amt > 0:
                cp.append(pay(nd, s, amt, "card_points"))
        return pre, per_trick, last_pay, cp

    def events(self, pre, per_trick, last_pay, cp, fines=None, extra_after=None):
        d = self.dealer
        ev = list(pre)
        ev.append({"type": "discard", "seat": d, "cards": self.skat})
        for i in range(3):
            ev.append({"type": "declare", "seat": (d + i) % 3, "items": []})
        marks = {}
        fines = dict(fines or [])
        for t, (order, w) in enumerate(self.tricks):
            for s, c in order:
                marks[(t, s)] = len(ev)
                ev.append(P(s, c))
            ev += per_trick[t] if t < 24 else []
            if t in fines:
                marks[("fine", t)] = len(ev)
                ev += fines[t]
        marks["last_pay"] = len(ev)
        ev += last_pay
        marks["cp"] = len(ev)
        ev += cp
        return ev, marks


def gen_danish(rng):
    names = ["Agnieszka", "Bartek", "Celina"]

    # 04: a revoke; the table fined it 20 to each pool and played on (large), the offender's
    # neighbour wanted 40 to each pool and the deal void (irreparable).
    def force_revoke(self, t, s, hand, led, order):
        if t == 6 and not self.tweak.get("done") and led not in (None, "T"):
            has = [c for c in hand if dk_suit(c) == led]
            tr = [c for c in hand if dk_suit(c) == "T" and c != "T1"]
            if has and tr and s == self.tweak["who"]:
                self.tweak["done"] = True
                return tr[0]
        return None

    for seed in range(1, 5000):
        r = random.Random(seed * 7 + 1)
        dd = DanishDeal(r, 0, {"force": force_revoke, "who": 2})
        if not dd.setup_ok():
            continue
        dd.play()
        if not dd.tweak.get("done"):
            continue
        try:
            pre, pt, lp, cp = dd.settle()
        except (ValueError, AssertionError):
            continue
        break
    rv = next((i, s, c) for i, s, c in [(6, s, c) for s, c in dd.tricks[6][0]] if s == 2)
    fine = [pay(2, "pagat_pool", 20, "penalty"), pay(2, "king_pool", 20, "penalty")]
    ev, marks = dd.events(pre, pt, lp, cp, fines=[(6, fine)])
    ev.insert(marks[("fine", 6)], {"type": "penalty", "party": 2, "code": "revoke", "amount": 20})
    doc = base(
        "danish-tarok",
        names,
        {"preset": "standard"},
        {"dispute": "Celina trumped trick 7 holding the suit led. The table fined her 20 to each pool and "
         "played on; Bartek wanted 40 to each pool and the deal void."},
    )
    doc["deals"] = [{"dealer": 0, "hands": dd.hands, "events": ev}]
    led_card = dd.tricks[6][0][0][1]
    fact(f"04 danish seed {seed}: revoke trick 6 seat 2 played {rv[2]} to lead {led_card}; "
         f"event {marks[(6, 2)]}; fine events {marks[('fine', 6)]}..+2; tricks {dd.ntricks} pts {dd.card_points}")
    fact(f"04 last {dd.last[:3]} cp {cp} last_pay {lp}")
    write("04-danish-revoke-fine-class.json", doc)

    # 05: a card led out of turn (trick 9), let stand; the table fined 5 to each pool (small),
    # §18 lists it as large (20 to each pool, play goes on).
    for seed in range(1, 5000):
        r = random.Random(seed * 11 + 3)
        dd = DanishDeal(r, 1, {"ooturn_trick": 9})
        if not dd.setup_ok():
            continue
        dd.play()
        lead_seat = dd.tricks[9][0][0][0]
        if any(c == "JOKER" for _, c in dd.tricks[9][0]):
            continue
        try:
            pre, pt, lp, cp = dd.settle(first_deal=True)
        except (ValueError, AssertionError):
            continue
        break
    fine = [pay(lead_seat, "pagat_pool", 5, "penalty"), pay(lead_seat, "king_pool", 5, "penalty")]
    ev, marks = dd.events(pre, pt, lp, cp, fines=[(9, fine)])
    doc = base(
        "danish-tarok",
        names,
        {"preset": "standard"},
        {"dispute": f"{names[lead_seat]} led trick 10 out of turn; the table let the card stand and fined "
         "5 to each pool; the others say §18 puts a lead out of turn among the large faults."},
    )
    doc["deals"] = [{"dealer": 1, "hands": dd.hands, "events": ev}]
    due = dd.tricks[8][1]
    fact(f"05 danish seed {seed}: trick 9 led by seat {lead_seat}, due {due}; lead event "
         f"{marks[(9, lead_seat)]}; fine events {marks[('fine', 9)]}..+1; tricks {dd.ntricks} pts {dd.card_points}")
    fact(f"05 last {dd.last[:3]} cp {cp} last_pay {lp}")
    write("05-danish-lead-out-of-turn-fine-class.json", doc)

    # 06: a king played to the last trick and lost. The table paid it as a king lost in play (5 to
    # each and 5 to the king pool) and paid the last-trick 20s; the rules make it a przydupek.
    for seed in range(1, 20000):
        r = random.Random(seed * 13 + 5)
        dd = DanishDeal(r, 2)
        if not dd.setup_ok():
            continue
        dd.play()
        order, w = dd.tricks[24]
        kl = [s for s, c in order if c[0] == "K" and s != w]
        wc = dict(order)[w]
        if len(kl) != 1 or wc[0] == "K" or wc == "T1" or any(c == "T1" for _, c in order):
            continue
        try:
            pre, pt, lp, cp = dd.settle()
        except (ValueError, AssertionError):
            continue
        break
    ks = kl[0]
    table_last = [pay(ks, o, 5, "king_lost") for o in range(3) if o != ks] + [pay(ks, "king_pool", 5, "king_lost")]
    table_last += [pay(o, w, 20, "last_trick") for o in range(3) if o != w]
    ev, marks = dd.events(pre, pt, table_last, cp)
    doc = base(
        "danish-tarok",
        names,
        {"preset": "standard"},
        {"dispute": f"{names[ks]} played a king to the last trick and lost it; the table paid it as a king "
         "lost in play and paid the last trick; the others claim a przydupek."},
    )
    doc["deals"] = [{"dealer": 2, "hands": dd.hands, "events": ev}]
    fact(f"06 danish seed {seed}: last trick {order} winner {w}; king lost by {ks}; pools before last "
         f"{dd.pools_before_last}; rules last pay {lp}; table last pay at event {marks['last_pay']}: "
         f"{table_last}; cp {cp}; pts {dd.card_points}; tricks {dd.ntricks}")
    write("06-danish-king-last-trick-przydupek.json", doc)


# ------------------------------------------------------------------------------- Galician Tarok
GS = "HDSC"


def gt_deck():
    d = []
    for s in GS:
        d += [r + s for r in ["K", "Q", "N", "J"]] + ["1" + s if s in "HD" else "10" + s]
    d += ["T%d" % i for i in range(1, 22)] + ["SKIZ"]
    return d


def gt_suit(c):
    return "T" if (c[0] == "T" or c == "SKIZ") else c[-1]


def gt_rank(c):
    if c == "SKIZ":
        return 22
    if c[0] == "T":
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def gt_value(c):
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if c[0] == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def gt_legal(hand, led):
    if led is None:
        return list(hand)
    f = [c for c in hand if gt_suit(c) == led]
    if not f:
        f = [c for c in hand if gt_suit(c) == "T"]
    return f or list(hand)


def gt_winner(order):
    led = gt_suit(order[0][1])
    best = None
    for s, c in order:
        su = gt_suit(c)
        k = (2 if su == "T" else 1 if su == led else 0, gt_rank(c))
        if k[0] and (best is None or k > best[0]):
            best = (k, s)
    return best[1]


def gt_points(cards):  # counted in threes, 2 off each three
    assert len(cards) % 3 == 0
    return sum(gt_value(c) for c in cards) - 2 * (len(cards) // 3)


def gen_galician(rng):
    names = ["Adam", "Bożena", "Czesław"]
    # 07: the player (seat 0) trumps a heart lead holding a heart and wins 'on points'; the table
    # paid him as a won game; the helpers say renonce (§23), game lost unconditionally.
    for seed in range(1, 50000):
        r = random.Random(seed * 17 + 2)
        deck = gt_deck()
        r.shuffle(deck)
        dealer = 2
        talon = deck[:6]
        hands = [deck[6:18], deck[18:30], deck[30:42]]
        player = 0
        bought = talon[:3]
        h = hands[player] + bought
        lay = [c for c in h if c[0] != "K" and gt_suit(c) != "T"]
        lay.sort(key=lambda c: gt_value(c))
        lay = lay[:3]
        if len(lay) < 3:
            continue
        for c in lay:
            h.remove(c)
        live = [list(x) for x in hands]
        live[player] = h
        leader = (dealer + 1) % 3
        tricks = []
        ren = None
        for t in range(12):
            order = []
            led = None
            for i in range(3):
                s = (leader + i) % 3
                legal = gt_legal(live[s], led)
                c = None
                if ren is None and s == player and led not in (None, "T") and t >= 2:
                    has = [x for x in live[s] if gt_suit(x) == led]
                    tr = [x for x in live[s] if gt_suit(x) == "T" and x != "T1"]
                    if has and tr:
                        c = max(tr, key=gt_rank)
                        ren = (t, i, c, led)
                if c is None:
                    if s == player:
                        c = max(legal, key=lambda x: (gt_suit(x) == "T", gt_rank(x)))
                    else:
                        c = r.choice(legal)
                live[s].remove(c)
                order.append((s, c))
                if led is None:
                    led = gt_suit(c)
            w = gt_winner(order)
            tricks.append((order, w))
            leader = w
        if ren is None:
            continue
        if tricks[ren[0]][1] != player:
            continue
        pc = [c for o, w in tricks if w == player for _, c in o] + lay
        hc = [c for o, w in tricks if w != player for _, c in o] + talon[3:]
        pp, hp = gt_points(pc), gt_points(hc)
        if pp <= 36 or pp + hp != 66:
            continue
        break
    ev = [{"type": "bid", "seat": 0, "bid": "three"}, {"type": "bid", "seat": 1, "bid": "pass"},
          {"type": "bid", "seat": 2, "bid": "pass"}]
    ev = [{"type": "bid", "seat": 0, "bid": "three"}, {"type": "bid", "seat": 1, "bid": "pass"},
          {"type": "bid", "seat": 2, "bid": "pass"}]
    ev += [{"type": "take", "seat": 0, "cards": bought}, {"type": "discard", "seat": 0, "cards": lay}]
    ev += [{"type": "announce", "seat": s, "items": []} for s in (0, 1, 2)]
    marks = {}
    for t, (o, w) in enumerate(tricks):
        for s, c in o:
            marks[(t, s)] = len(ev)
            ev.append(P(s, c))
    win = (pp - 33) * 3 + 30
    marks["pay"] = len(ev)
    ev += [pay(s, "pool", 10, "pool_stake") for s in range(3)]
    ev += [pay(1, 0, win, "game"), pay(2, 0, win, "game"), pay(0, "pool", round(0.2 * win, 6), "pool_share")]
    doc = base(
        "galician-tarok",
        names,
        None,
        {"dispute": "Adam (the player) trumped a suit lead while holding the suit and made his points; the "
         "table paid him a won game; Bożena and Czesław say renonce: game lost unconditionally (§23)."},
    )
    doc["deals"] = [{"dealer": dealer, "hands": hands, "talon": talon, "events": ev}]
    fact(f"07 galician seed {seed}: dealer {dealer}, forehand {(dealer + 1) % 3}; renonce trick {ren[0]} "
         f"pos {ren[1]} card {ren[2]} led {ren[3]} event {marks[(ren[0], 0)]}; player points {pp} helpers {hp}; "
         f"table win {win} each; payments from event {marks['pay']}")
    write("07-galician-renonce-denied.json", doc)

    # 08: a helper leads out of turn (trick 5) and the table let it stand; no fine; settled as played.
    for seed in range(1, 50000):
        r = random.Random(seed * 19 + 4)
        deck = gt_deck()
        r.shuffle(deck)
        dealer = 0
        talon = deck[:6]
        hands = [deck[6:18], deck[18:30], deck[30:42]]
        player = 1
        bought = talon[:3]
        h = hands[player] + bought
        lay = sorted([c for c in h if c[0] != "K" and gt_suit(c) != "T"], key=gt_value)[:3]
        if len(lay) < 3:
            continue
        for c in lay:
            h.remove(c)
        live = [list(x) for x in hands]
        live[player] = h
        leader = (dealer + 1) % 3
        tricks = []
        oot = None
        for t in range(12):
            order = []
            led = None
            ls = leader
            if t == 5 and leader == player:
                ls = (leader + 1) % 3  # a helper leads in the player's turn
                oot = (t, ls, leader)
            for i in range(3):
                s = (ls + i) % 3
                legal = gt_legal(live[s], led)
                if s == player:
                    c = max(legal, key=lambda x: (gt_suit(x) == "T", gt_rank(x)))
                else:
                    c = r.choice(legal)
                live[s].remove(c)
                order.append((s, c))
                if led is None:
                    led = gt_suit(c)
            w = gt_winner(order)
            tricks.append((order, w))
            leader = w
        if oot is None:
            continue
        pc = [c for o, w in tricks if w == player for _, c in o] + lay
        hc = [c for o, w in tricks if w != player for _, c in o] + talon[3:]
        pp, hp = gt_points(pc), gt_points(hc)
        if pp <= 36:
            continue
        break
    ev = [{"type": "bid", "seat": 1, "bid": "three"}, {"type": "bid", "seat": 2, "bid": "pass"},
          {"type": "bid", "seat": 0, "bid": "pass"}]
    ev += [{"type": "take", "seat": 1, "cards": bought}, {"type": "discard", "seat": 1, "cards": lay}]
    ev += [{"type": "announce", "seat": s, "items": []} for s in (1, 2, 0)]
    marks = {}
    for t, (o, w) in enumerate(tricks):
        for s, c in o:
            marks[(t, s)] = len(ev)
            ev.append(P(s, c))
    win = (pp - 33) * 3 + 30
    marks["pay"] = len(ev)
    ev += [pay(s, "pool", 10, "pool_stake") for s in range(3)]
    ev += [pay(2, 1, win, "game"), pay(0, 1, win, "game"), pay(1, "pool", round(0.2 * win, 6), "pool_share")]
    doc = base(
        "galician-tarok",
        names,
        None,
        {"dispute": f"{names[oot[1]]} (a helper) led trick {oot[0] + 1} although Bożena (the player) had won "
         "the trick before; nobody objected until the settlement, when Bożena asked for a fine."},
    )
    doc["deals"] = [{"dealer": dealer, "hands": hands, "talon": talon, "events": ev}]
    fact(f"08 galician seed {seed}: out-of-turn lead trick {oot[0]} by seat {oot[1]} (due {oot[2]}) event "
         f"{marks[(oot[0], oot[1])]}; player points {pp} helpers {hp}; win {win}; payments from {marks['pay']}")
    write("08-galician-lead-out-of-turn-let-stand.json", doc)


# ----------------------------------------------------------------------------------------- Ulti
US = "HDSC"
U_TR = ["7", "8", "9", "J", "Q", "K", "10", "A"]  # low -> high with trumps
U_NT = ["7", "8", "9", "10", "J", "Q", "K", "A"]


def u_deck():
    return [r + s for s in US for r in U_TR]


class Ulti:
    def __init__(self, trump):
        self.trump = trump
        self.order = U_TR if trump else U_NT

    def rank(self, c):
        return self.order.index(c[:-1])

    def beats(self, c, best, led):
        if best is None:
            return True
        cs, bs = c[-1], best[-1]
        if cs == bs:
            return self.rank(c) > self.rank(best)
        return cs == self.trump

    def legal(self, hand, trick):
        if not trick:
            return list(hand)
        led = trick[0][1][-1]
        best = trick[0][1]
        for _, c in trick[1:]:
            if self.beats(c, best, led):
                best = c
        f = [c for c in hand if c[-1] == led]
        if not f and self.trump:
            f = [c for c in hand if c[-1] == self.trump]
        if not f:
            return list(hand)
        b = [c for c in f if self.beats(c, best, led)]
        return b or f

    def winner(self, trick):
        led = trick[0][1][-1]
        best = trick[0]
        for sc in trick[1:]:
            if self.beats(sc[1], best[1], led):
                best = sc
        return best[0]


def u_cp(cards):
    return sum(10 for c in cards if c[:-1] in ("A", "10"))


def gen_ulti(rng):
    names = ["Anna", "Béla", "Csilla"]
    # 09: a defender plays under her partner's winning card holding a card that beats it; she says
    # "my partner was winning", the declarer says the rules make her overtake; settled as played.
    for seed in range(1, 100000):
        r = random.Random(seed * 23 + 9)
        deck = u_deck()
        r.shuffle(deck)
        dealer = 0
        decl = 1
        hands = [deck[0:10], deck[10:22], deck[22:32]]
        g = Ulti("S")
        h = list(hands[decl])
        # discard the two lowest non-trump cards without point value
        cand = sorted([c for c in h if c[-1] != "S" and c[:-1] not in ("A", "10")], key=g.rank)
        if len(cand) < 2:
            continue
        disc = cand[:2]
        for c in disc:
            h.remove(c)
        live = [list(x) for x in hands]
        live[decl] = h
        leader = decl
        tricks = []
        fto = None
        for t in range(10):
            trick = []
            for i in range(3):
                s = (leader + i) % 3
                legal = g.legal(live[s], trick)
                c = r.choice(legal)
                if (fto is None and i == 2 and s != decl and trick[0][0] == decl and t >= 1
                        and g.winner(trick) != decl):
                    led = trick[0][1][-1]
                    same = [x for x in live[s] if x[-1] == led]
                    beat = [x for x in same if g.beats(x, trick[1][1], led)]
                    under = [x for x in same if not g.beats(x, trick[1][1], led)]
                    if beat and under:
                        c = under[0]
                        fto = (t, s, c, beat)
                live[s].remove(c)
                trick.append((s, c))
            w = g.winner(trick)
            tricks.append((trick, w))
            leader = w
        if fto is None:
            continue
        dc = [c for tr, w in tricks if w == decl for _, c in tr]
        fc = [c for tr, w in tricks if w != decl for _, c in tr] + disc
        dp = u_cp(dc) + (10 if tricks[-1][1] == decl else 0)
        fp = u_cp(fc) + (10 if tricks[-1][1] != decl else 0)
        ndt = sum(1 for _, w in tricks if w == decl)
        if not (fp > dp and ndt >= 1):
            continue
        # the declarer must hold the trump seven? not needed for party
        break
    ev = [{"type": "discard", "seat": decl, "cards": disc},
          {"type": "bid", "seat": decl, "bid": {"goals": ["party"], "red": False}},
          {"type": "bid", "seat": 2, "bid": "pass"}, {"type": "bid", "seat": 0, "bid": "pass"},
          {"type": "bid", "seat": 1, "bid": "pass"},
          {"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": "S"}]}]
    marks = {}
    for t, (tr, w) in enumerate(tricks):
        for s, c in tr:
            marks[(t, s)] = len(ev)
            ev.append(P(s, c))
    marks["pay"] = len(ev)
    ev += [pay(decl, 0, 1, "party"), pay(decl, 2, 1, "party")]
    doc = base(
        "ulti",
        names,
        {"preset": "standard"},
        {"dispute": f"{names[fto[1]]} played {fto[2]} under her partner's winning card holding "
         f"{', '.join(fto[3])}; she says partners need not overtake each other, Béla says the rules make "
         "every player beat the table when able. The table settled as played."},
    )
    doc["deals"] = [{"dealer": dealer, "hands": hands, "events": ev}]
    fact(f"09 ulti seed {seed}: fto trick {fto[0]} seat {fto[1]} played {fto[2]} could beat with {fto[3]} "
         f"event {marks[(fto[0], fto[1])]}; declarer points {dp} defenders {fp}; declarer tricks {ndt}; "
         f"payments from {marks['pay']}")
    write("09-ulti-overtake-partner-denied.json", doc)

    # 10: ulti (with party) in leaves, contra on ulti; the ulti fails (trump seven loses the last
    # trick). The table doubled the 4-point failed-ulti penalty with the contra; the source says the
    # contra does not double it.
    for seed in range(1, 200000):
        r = random.Random(seed * 29 + 11)
        deck = u_deck()
        r.shuffle(deck)
        dealer = 2
        decl = 0
        hands = [deck[0:12], deck[12:22], deck[22:32]]
        g = Ulti("S")
        h = list(hands[decl])
        if "7S" not in h or sum(1 for c in h if c[-1] == "S") < 4:
            continue
        cand = sorted([c for c in h if c[-1] != "S" and c[:-1] not in ("A", "10")], key=g.rank)
        if len(cand) < 2:
            continue
        disc = cand[:2]
        for c in disc:
            h.remove(c)
        live = [list(x) for x in hands]
        live[decl] = h
        leader = decl
        tricks = []
        bad = False
        for t in range(10):
            trick = []
            for i in range(3):
                s = (leader + i) % 3
                legal = g.legal(live[s], trick)
                if s == decl and t < 9:
                    nl = [c for c in legal if c != "7S"]
                    if not nl:
                        bad = True
                        nl = legal
                    c = r.choice(nl)
                else:
                    c = r.choice(legal)
                live[s].remove(c)
                trick.append((s, c))
            w = g.winner(trick)
            tricks.append((trick, w))
            leader = w
        if bad:
            continue
        last, lw = tricks[-1]
        if not any(c == "7S" and s == decl for s, c in last) or lw == decl:
            continue
        dc = [c for tr, w in tricks if w == decl for _, c in tr]
        fc = [c for tr, w in tricks if w != decl for _, c in tr] + disc
        dp = u_cp(dc) + (10 if lw == decl else 0)
        fp = u_cp(fc) + (10 if lw != decl else 0)
        ndt = sum(1 for _, w in tricks if w == decl)
        if dp == fp or ndt == 0:
            continue
        party_won = dp > fp
        break
    cont = 1  # seat 1 says contra on ulti with her first card
    ev = [{"type": "discard", "seat": decl, "cards": disc},
          {"type": "bid", "seat": decl, "bid": {"goals": ["ulti"], "red": False}},
          {"type": "bid", "seat": 1, "bid": "pass"}, {"type": "bid", "seat": 2, "bid": "pass"},
          {"type": "bid", "seat": 0, "bid": "pass"},
          {"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": "S"}]}]
    marks = {}
    for t, (tr, w) in enumerate(tricks):
        for s, c in tr:
            if t == 0 and s == cont:
                marks["contra"] = len(ev)
                ev.append({"type": "double", "seat": cont, "target": "ulti", "level": 2})
            marks[(t, s)] = len(ev)
            ev.append(P(s, c))
    marks["pay"] = len(ev)
    if party_won:
        ev += [pay(1, 0, 1, "party"), pay(2, 0, 1, "party")]
    else:
        ev += [pay(0, 1, 1, "party"), pay(0, 2, 1, "party")]
    ev += [pay(0, 1, 8, "ulti"), pay(0, 2, 8, "ulti")]
    marks["pen"] = len(ev)
    ev += [pay(0, 1, 8, "ulti-penalty"), pay(0, 2, 8, "ulti-penalty")]
    doc = base(
        "ulti",
        names,
        {"preset": "standard"},
        {"dispute": "Anna's ulti failed (her seven of leaves lost the last trick) after Béla's contra on the "
         "ulti. The table doubled the failed-ulti penalty too (8 to each); Anna says the contra does not "
         "double the penalty (4 to each)."},
    )
    doc["deals"] = [{"dealer": dealer, "hands": hands, "events": ev}]
    fact(f"10 ulti seed {seed}: last trick {last} winner {lw}; declarer points {dp} defenders {fp} "
         f"party_won {party_won}; contra event {marks['contra']}; payments from {marks['pay']}, penalty lines "
         f"{marks['pen']}, {marks['pen'] + 1}")
    write("10-ulti-failed-ulti-penalty-contra.json", doc)


# ----------------------------------------------------------------------------------- Tarocchini
TS = "SBCD"
T_LONG = ["1", "6", "7", "8", "9", "10", "J", "N", "Q", "K"]  # S B low -> high
T_ROUND = ["10", "9", "8", "7", "6", "1", "J", "N", "Q", "K"]  # C D low -> high


def tc_deck():
    d = []
    for s in TS:
        d += [r + s for r in (T_LONG if s in "SB" else T_ROUND)]
    d += ["T%d" % i for i in range(0, 21)] + ["MATTO"]
    return d


def tc_suit(c):
    if c == "MATTO":
        return None
    return "T" if c[0] == "T" else c[-1]


def tc_rank(c):
    if c[0] == "T":
        n = int(c[1:])
        return 1 if 1 <= n <= 4 else n  # moretti equal
    s = c[-1]
    return (T_LONG if s in "SB" else T_ROUND).index(c[:-1])


def tc_value(c):
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if c[0] == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def tc_five(c):
    return tc_value(c) == 5


def tc_legal(hand, led):
    if led is None:
        return list(hand)
    f = [c for c in hand if tc_suit(c) == led]
    if not f:
        f = [c for c in hand if tc_suit(c) == "T"]
    if not f:
        f = [c for c in hand if c != "MATTO"]
    f = f + (["MATTO"] if "MATTO" in hand else [])
    return f or list(hand)


def tc_winner(order):
    led = None
    for _, c in order:
        if c != "MATTO":
            led = tc_suit(c)
            break
    best = None
    for s, c in order:
        if c == "MATTO":
            continue
        su = tc_suit(c)
        k = (2 if su == "T" else 1 if su == led else 0, tc_rank(c))
        if k[0] and (best is None or k >= best[0]):  # >=: the last moretto played is highest
            best = (k, s)
    return best[1]


def tc_play(rng, live, leader, ntricks, force=None, avoid_moretti=False):
    n = len(live)
    tricks = []
    for t in range(ntricks):
        order = []
        led = None
        for i in range(n):
            s = (leader + i) % n
            hand = live[s]
            if i == 0:
                legal = [c for c in hand if c != "MATTO"] or hand
            else:
                legal = tc_legal(hand, led)
            c = force(t, i, s, hand, led, order) if force else None
            if c is None and i > 0 and "MATTO" in legal and t < ntricks - 1 and rng.random() < 0.2:
                c = "MATTO"
            if c is None:
                pool = [x for x in legal if x != "MATTO"] or legal
                if avoid_moretti:
                    pool = [x for x in pool if x not in ("T1", "T2", "T3", "T4")] or pool
                c = rng.choice(pool)
            hand.remove(c)
            order.append((s, c))
            if led is None and c != "MATTO":
                led = tc_suit(c)
        w = tc_winner(order)
        tricks.append((order, w))
        leader = w
    return tricks


def gen_tarocchini(rng):
    names = ["Anna", "Bruno", "Carla", "Dario"]
    # 11: Ottocento. Bruno plays the Matto to a suit lead while holding that suit; Anna claims a
    # revoke, Bruno says the Matto excuses him. No sheet written.
    for seed in range(1, 50000):
        r = random.Random(seed * 31 + 7)
        deck = tc_deck()
        r.shuffle(deck)
        dealer = 3
        hands = [deck[0:15], deck[15:30], deck[30:45], deck[45:62]]
        if "MATTO" not in hands[1]:
            continue
        h = list(hands[dealer])
        disc = [c for c in h if not tc_five(c) and c[0] != "T"][:2]
        for c in disc:
            h.remove(c)
        live = [list(x) for x in hands]
        live[dealer] = h
        state = {}

        def force(t, i, s, hand, led, order):
            if s == 1 and "MATTO" in hand:
                if "m" not in state and led not in (None, "T") and t >= 3 and any(tc_suit(x) == led for x in hand):
                    state["m"] = (t, led)
                    return "MATTO"
                if "m" not in state:
                    return None
            return None

        tricks = tc_play(r, live, (dealer + 1) % 4, 15, force)
        if "m" not in state or any(c == "MATTO" for _, c in tricks[-1][0]):
            continue
        if tricks[state["m"][0]][1] in (1, 3):
            continue  # let an opponent win the Matto's trick
        break
    ev = [{"type": "discard", "seat": dealer, "cards": disc}]
    ev += [{"type": "declare", "seat": (dealer + 1 + i) % 4, "items": []} for i in range(4)]
    marks = {}
    for t, (o, w) in enumerate(tricks):
        for s, c in o:
            marks[(t, s)] = len(ev)
            ev.append(P(s, c))
    doc = base(
        "tarocchini-ottocento",
        names,
        {"preset": "standard"},
        {"dispute": "Bruno played the Matto to a suit lead while holding that suit; Anna claims a revoke, "
         "Bruno says the Matto excuses him from following."},
    )
    doc["deals"] = [{"dealer": dealer, "hands": hands, "events": ev}]
    t0 = state["m"][0]
    fact(f"11 ottocento seed {seed}: matto trick {t0} led {state['m'][1]} event {marks[(t0, 1)]}, trick won by "
         f"{tricks[t0][1]}; trick {tricks[t0][0]}")
    write("11-ottocento-matto-revoke-claimed.json", doc)

    # 12: Ottocento last trick with two Moretti as the highest trumps: who wins it (and the 6)? The
    # table wrote the 6 to the first Moretto's team. Sheet lines by reason: card_points, last_trick.
    for seed in range(1, 200000):
        r = random.Random(seed * 37 + 13)
        deck = tc_deck()
        r.shuffle(deck)
        dealer = 0
        hands = [deck[0:17], deck[17:32], deck[32:47], deck[47:62]]
        h = list(hands[dealer])
        disc = [c for c in h if not tc_five(c) and c[0] != "T"][:2]
        for c in disc:
            h.remove(c)
        live = [list(x) for x in hands]
        live[dealer] = h
        tricks = tc_play(r, live, 1, 15, avoid_moretti=True)
        last, lw = tricks[-1]
        if any(c == "MATTO" for _, c in last):
            continue
        trumps = [(s, c) for s, c in last if tc_suit(c) == "T"]
        if not trumps:
            continue
        top = max(tc_rank(c) for _, c in trumps)
        mor = [(s, c) for s, c in trumps if tc_rank(c) == top]
        if top != 1 or len(mor) < 2 or (mor[0][0] % 2) == (mor[-1][0] % 2):
            continue
        if any(c == "MATTO" for o, _ in tricks for _, c in o):
            # keep the Matto out of the way: it must not be in a trick won by the opponents
            mt = next((t, s) for t, (o, _) in enumerate(tricks) for s, c in o if c == "MATTO")
            if tricks[mt[0]][1] % 2 != mt[1] % 2:
                continue
        if not any(w == dealer for _, w in tricks):
            continue
        break
    # card points by pairs; the dealer's discards count for his team (he won a trick, checked)
    piles = {0: [], 1: []}
    for o, w in tricks:
        for s, c in o:
            if c == "MATTO":
                piles[s % 2].append(c)
            else:
                piles[w % 2].append(c)
    assert any(w == dealer for _, w in tricks)
    piles[dealer % 2] += disc
    cp = {k: sum(tc_value(c) for c in v) - len(v) // 2 for k, v in piles.items()}
    assert all(len(v) % 2 == 0 for v in piles.values()), {k: len(v) for k, v in piles.items()}
    assert sum(cp.values()) == 87, cp
    first_team = mor[0][0] % 2
    ev = [{"type": "discard", "seat": dealer, "cards": disc}]
    ev += [{"type": "declare", "seat": (dealer + 1 + i) % 4, "items": []} for i in range(4)]
    for o, w in tricks:
        for s, c in o:
            ev.append(P(s, c))
    sc_at = len(ev)
    # the table's reading: the first Moretto took the last trick, so its four cards went to that team
    lastv = sum(tc_value(c) for _, c in last) - 2
    tcp = dict(cp)
    if first_team != lw % 2:
        tcp[first_team] += lastv
        tcp[1 - first_team] -= lastv
    fact(f"12 table card points {tcp} (last trick worth {lastv} in pairs)")
    ev += [{"type": "score", "party": "team0", "points": tcp[0], "reason": "card_points"},
           {"type": "score", "party": "team1", "points": tcp[1], "reason": "card_points"},
           {"type": "score", "party": f"team{first_team}", "points": 6, "reason": "last_trick"}]
    doc = base(
        "tarocchini-ottocento",
        names,
        {"preset": "standard"},
        {"dispute": f"Last trick {last}: two Moretti (equal rank) are its highest trumps. The sheet gave the "
         f"trick and its 6 to team{first_team} (the first Moretto); team{1 - first_team} says the last "
         "Moretto played is the highest."},
    )
    doc["deals"] = [{"dealer": dealer, "hands": hands, "events": ev}]
    fact(f"12 ottocento seed {seed}: last trick {last}, winner by rules seat {lw} (team{lw % 2}); card "
         f"points {cp}; sheet from event {sc_at}; table gave last_trick 6 to team{first_team}")
    write("12-ottocento-moretti-last-trick.json", doc)

    names3 = ["Elena", "Franco", "Giulia"]
    # 13: Terziglio solo. Franco, void in the suit led, plays a suit card holding only the Bagatto
    # (T0) as trump: "the Bagatto is a contatore, not a trump". No sheet.
    for seed in range(1, 100000):
        r = random.Random(seed * 41 + 17)
        deck = tc_deck()
        r.shuffle(deck)
        dealer = 2
        hands = [deck[0:18], deck[18:36], deck[36:54]]
        talon = deck[54:62]
        live = [list(x) for x in hands]
        state = {}

        def force(t, i, s, hand, led, order):
            if s == 1 and "f" not in state and led not in (None, "T") and i > 0:
                trumps = [x for x in hand if tc_suit(x) == "T"]
                if trumps == ["T0"] and not any(tc_suit(x) == led for x in hand):
                    other = [x for x in hand if x not in ("T0", "MATTO")]
                    if other:
                        state["f"] = (t, led, other[0])
                        return other[0]
            if s == 1 and "T0" in hand and "f" not in state:
                # keep the Bagatto; play other trumps first where trumps are due
                legal = tc_legal(hand, led)
                nl = [x for x in legal if x not in ("T0", "MATTO")]
                if nl:
                    return r.choice(nl)
            return None

        if "T0" not in hands[1]:
            continue
        tricks = tc_play(r, live, 0, 18, force)
        if "f" not in state:
            continue
        break
    ev = [{"type": "bid", "seat": 0, "bid": "solo"}, {"type": "bid", "seat": 1, "bid": "pass"},
          {"type": "bid", "seat": 2, "bid": "pass"}]
    ev += [{"type": "declare", "seat": s, "items": []} for s in (0, 1, 2)]
    marks = {}
    for t, (o, w) in enumerate(tricks):
        for s, c in o:
            marks[(t, s)] = len(ev)
            ev.append(P(s, c))
    doc = base(
        "tarocchini-terziglio",
        names3,
        {"preset": "standard"},
        {"dispute": "Franco, void in the suit led, played a suit card although he held the Bagatto; he says "
         "the Bagatto is a counter (contatore), not a trump he must play."},
    )
    doc["deals"] = [{"dealer": dealer, "hands": hands, "talon": talon, "events": ev}]
    t0 = state["f"][0]
    fact(f"13 terziglio seed {seed}: trick {t0} led {state['f'][1]} Franco played {state['f'][2]} event "
         f"{marks[(t0, 1)]}")
    write("13-terziglio-bagatto-must-trump.json", doc)

    # 14: Terziglio gioco. Giulia plays out of turn (second card of trick 4 in Franco's place);
    # the table let it stand and wrote a penalty of 10 against her.
    for seed in range(1, 100000):
        r = random.Random(seed * 43 + 19)
        deck = tc_deck()
        r.shuffle(deck)
        dealer = 0
        hands = [deck[0:18], deck[18:36], deck[36:54]]
        talon = deck[54:62]
        decl = 1
        take = [c for c in talon if True][:1]
        h = list(hands[decl]) + take
        lay = [c for c in h if not tc_five(c) and c[0] != "T" and c not in take][:1]
        if not lay:
            continue
        h.remove(lay[0])
        live = [list(x) for x in hands]
        live[decl] = h
        # play, with trick 3 taken in the order leader, leader+2, leader+1
        tricks = []
        leader = 1
        ok = True
        for t in range(18):
            seq = [leader, (leader + 1) % 3, (leader + 2) % 3]
            if t == 3:
                seq = [leader, (leader + 2) % 3, (leader + 1) % 3]
                oot = (t, seq[1], seq[2])
            order = []
            led = None
            for i, s in enumerate(seq):
                hand = live[s]
                legal = ([c for c in hand if c != "MATTO"] or hand) if i == 0 else tc_legal(hand, led)
                c = r.choice([x for x in legal if x != "MATTO"] or legal)
                hand.remove(c)
                order.append((s, c))
                if led is None and c != "MATTO":
                    led = tc_suit(c)
            w = tc_winner(order)
            tricks.append((order, w))
            leader = w
        if not ok:
            continue
        # the out-of-turn card must not be one the seat skipped could have played in swapped order
        break
    ev = [{"type": "bid", "seat": 1, "bid": "gioco"}, {"type": "bid", "seat": 2, "bid": "pass"},
          {"type": "bid", "seat": 0, "bid": "pass"}]
    ev += [{"type": "take", "seat": 1, "cards": take}, {"type": "discard", "seat": 1, "cards": lay}]
    ev += [{"type": "declare", "seat": s, "items": []} for s in (1, 2, 0)]
    marks = {}
    for t, (o, w) in enumerate(tricks):
        for s, c in o:
            marks[(t, s)] = len(ev)
            ev.append(P(s, c))
        if t == 3:
            marks["pen"] = len(ev)
            ev.append({"type": "penalty", "party": oot[1], "code": "out_of_turn", "amount": 10})
    doc = base(
        "tarocchini-terziglio",
        names3,
        {"preset": "standard"},
        {"dispute": f"{names3[oot[1]]} played the second card of trick 4 in {names3[oot[2]]}'s turn; the table "
         "let it stand and wrote a 10-point penalty against her, which she disputes."},
    )
    doc["deals"] = [{"dealer": dealer, "hands": hands, "talon": talon, "events": ev}]
    fact(f"14 terziglio seed {seed}: trick 3 {tricks[3][0]} (leader {tricks[3][0][0][0]}), out of turn seat "
         f"{oot[1]} at event {marks[(3, oot[1])]}; penalty event {marks['pen']}; take {take} lay {lay}")
    write("14-terziglio-card-out-of-turn-fined.json", doc)


def main():
    seed = 14
    if "--seed" in sys.argv:
        seed = int(sys.argv[sys.argv.index("--seed") + 1])
    rng = random.Random(seed)
    gen_rage(rng)
    gen_danish(rng)
    gen_galician(rng)
    gen_ulti(rng)
    gen_tarocchini(rng)
    if "--facts" in sys.argv:
        print("\n".join(FACTS))


if __name__ == "__main__":
    main()
