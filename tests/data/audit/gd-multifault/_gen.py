"""Blind transcripts for audit gd-multifault (Galician Tarok, Szczepanski §§5, 12-14, 16-18, 23-24, 27).

Scoring is this file's own, written from the source (seed 002, §3, §7, §14, §16, §18, §27), and
checked by hand against nothing from the engine.  Run: python _gen.py  (writes a*.json).
"""

import json
import random
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "HDSC"
DECK = [r + s for s in SUITS for r in "KQNJ"] + ["1H", "1D", "10S", "10C"]
DECK += [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
PLAYERS = ["Antoni", "Bronisława", "Cyryl"]
ADD = {"three": 30}  # §18: three -> x3 + 30
MUL = {"three": 3}


def val(c):  # §3, §7
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if is_t(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def is_t(c):
    return c == "SKIZ" or c.startswith("T")


def suit(c):
    return "T" if is_t(c) else c[-1]


def rank(c):
    if c == "SKIZ":
        return 100
    if is_t(c):
        return 50 + int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def pts(cards):  # §14: each three cards count their values less 2
    assert len(cards) % 3 == 0
    return sum(map(val, cards)) - 2 * len(cards) // 3


def legal(hand, led):  # §5
    if led is None:
        return list(hand)
    if led == "T":
        t = [c for c in hand if is_t(c)]
        return t or list(hand)
    f = [c for c in hand if suit(c) == led]
    if f:
        return f
    t = [c for c in hand if is_t(c)]
    return t or list(hand)


def winner(trick):
    led = suit(trick[0][1])

    def key(sc):
        c = sc[1]
        if is_t(c):
            return 1000 + rank(c)
        if suit(c) == led:
            return rank(c)
        return -1

    return max(trick, key=key)[0]


class Deal:
    """One deal played by a seeded random player, with faults forced where asked."""

    def __init__(self, seed, dealer, rejects=0, faults=(), discard_king=False, keep_pagat=False,
                 takeback=None):
        self.rng = random.Random(seed)
        deck = DECK[:]
        self.rng.shuffle(deck)
        self.dealer = dealer
        self.talon = deck[:6]
        self.hands = [sorted(deck[6 + 12 * i: 18 + 12 * i], key=DECK.index) for i in range(3)]
        self.fore = (dealer + 1) % 3
        self.decl = self.fore
        self.rejects = rejects
        self.purchase = 1 + rejects
        self.events = [
            {"type": "bid", "seat": self.fore, "bid": "three"},
            {"type": "bid", "seat": (self.fore + 1) % 3, "bid": "pass"},
            {"type": "bid", "seat": (self.fore + 2) % 3, "bid": "pass"},
        ]
        for _ in range(rejects):
            self.events.append({"type": "call", "seat": self.decl, "call": "reject"})
        packet = self.talon[:3] if rejects % 2 == 0 else self.talon[3:]
        self.rest = [c for c in self.talon if c not in packet]
        hand = self.hands[self.decl] + packet
        self.events.append({"type": "take", "seat": self.decl, "cards": packet})
        suits_ = [c for c in hand if not is_t(c) and c[0] != "K"]
        suits_.sort(key=lambda c: (val(c), c))
        disc = suits_[:3]
        if discard_king:
            ks = [c for c in hand if c[0] == "K" and not is_t(c)]
            if not ks:
                raise ValueError("no king to lay away")
            k = ks[0]
            disc = [k] + suits_[:2]
        self.discard = disc
        self.events.append({"type": "discard", "seat": self.decl, "cards": disc})
        hand = [c for c in hand if c not in disc]
        self.cur = [list(h) for h in self.hands]
        self.cur[self.decl] = hand
        self.events.append({"type": "announce", "seat": self.decl, "items": []})
        for k in (1, 2):
            self.events.append({"type": "announce", "seat": (self.decl + k) % 3, "items": []})
        self.faults = list(faults)  # (min_trick, seat): first chance from that trick
        self.fault_at = []  # (trick, event index, seat)
        self.takeback = takeback  # (min_trick, seat)
        self.tb_at = None
        self.keep_pagat = keep_pagat
        self.play()

    def choose(self, seat, led, tno):
        hand = self.cur[seat]
        opts = legal(hand, led)
        if self.keep_pagat and seat == self.decl and "T1" in hand and tno < 11 and len(opts) > 1:
            opts = [c for c in opts if c != "T1"]
        return self.rng.choice(opts)

    def play(self):
        lead = self.fore
        self.tricks = []
        for tno in range(12):
            trick = []
            for k in range(3):
                seat = (lead + k) % 3
                hand = self.cur[seat]
                led = suit(trick[0][1]) if trick else None
                card = None
                for f in self.faults:
                    if f[1] == seat and tno >= f[0] and led not in (None, "T"):
                        has_suit = any(suit(c) == led for c in hand)
                        tar = [c for c in hand if is_t(c) and c != "T1"]
                        if has_suit and tar:
                            card = self.rng.choice(tar)
                            self.fault_at.append((tno, len(self.events), seat, card))
                            self.faults.remove(f)
                            break
                tb = self.takeback
                if card is None and tb and tb[1] == seat and tno >= tb[0] and led not in (None, "T"):
                    has_suit = [c for c in hand if suit(c) == led]
                    tar = [c for c in hand if is_t(c) and c != "T1"]
                    if has_suit and tar:
                        wrong = self.rng.choice(tar)
                        self.tb_at = (tno, len(self.events), seat, wrong)
                        self.events.append({"type": "play", "seat": seat, "card": wrong})
                        self.takeback = None
                        card = self.rng.choice(has_suit)
                if card is None:
                    card = self.choose(seat, led, tno)
                hand.remove(card)
                trick.append((seat, card))
                self.events.append({"type": "play", "seat": seat, "card": card})
            w = winner(trick)
            self.tricks.append((w, [c for _, c in trick]))
            lead = w

    # --- results -------------------------------------------------------------------
    def side_cards(self):
        d = [c for w, t in self.tricks if w == self.decl for c in t] + self.discard
        h = [c for w, t in self.tricks if w != self.decl for c in t] + self.rest
        return d, h

    def decl_points(self):
        d, h = self.side_cards()
        assert pts(d) + pts(h) == 66
        return pts(d)

    def premiums(self):
        """Silent premiums anyone made (the audit avoids them): trull, four kings, ultimo."""
        d, h = self.side_cards()
        out = []
        for name, cs in (("trull", {"T1", "T21", "SKIZ"}), ("kings", {"KH", "KD", "KS", "KC"})):
            if cs <= set(d):
                out.append(("decl", name))
            for s in range(3):
                if s != self.decl and cs <= {c for w, t in self.tricks if w == s for c in t}:
                    out.append((s, name))
            if cs <= set(h):
                out.append(("helpers", name))
        last_w, last_t = self.tricks[-1]
        if "T1" in last_t and winner(list(zip([0, 1, 2], last_t))) is not None:
            # pagat won the last trick?
            if max(last_t, key=lambda c: 1000 + rank(c) if is_t(c) else -1) == "T1":
                out.append((last_w, "ultimo"))
        return out

    def as_played(self):
        """Per-helper amount, + = declarer receives (§16, §18)."""
        p = self.decl_points()
        if p > 33:
            return MUL["three"] * (p - 33) + ADD["three"]
        return -(MUL["three"] * (33 - p) + ADD["three"]) * self.purchase


def pay(frm, to, amount, reason):
    return {"type": "payment", "from": frm, "to": to, "amount": round(amount, 6), "reason": reason}


def settle(deal, per_helper, stake=False, share=True):
    """per_helper > 0: each helper pays the declarer; < 0: the declarer pays each helper."""
    ev = []
    if stake:
        ev += [pay(s, "pool", 10, "pool_stake") for s in range(3)]
    helpers = [(deal.decl + 1) % 3, (deal.decl + 2) % 3]
    if per_helper > 0:
        ev += [pay(h, deal.decl, per_helper, "game") for h in helpers]
        if share:
            ev.append(pay(deal.decl, "pool", 0.1 * 2 * per_helper, "pool_share"))
    elif per_helper < 0:
        ev += [pay(deal.decl, h, -per_helper, "game") for h in helpers]
        if share:
            ev += [pay(h, "pool", 0.1 * -per_helper, "pool_share") for h in helpers]
    return ev


def transcript(deals, rules=None, note=""):
    t = {"format": "trick-transcript/1", "game": "galician-tarok", "players": PLAYERS,
         "meta": {"audit": "gd-multifault", "note": note}, "deals": deals}
    if rules:
        t["rules"] = rules
    return t


def deal_json(d, extra):
    return {"dealer": d.dealer, "hands": d.hands, "talon": d.talon, "events": d.events + extra}


def find(cond, **kw):
    for seed in range(1, 20000):
        try:
            d = Deal(seed, **kw)
        except ValueError:
            continue
        want = len(kw.get("faults", ()))
        if len(d.fault_at) != want:
            continue
        if kw.get("takeback") and d.tb_at is None:
            continue
        if d.premiums() and not kw.get("allow_prem"):
            continue
        if any(sum(1 for c in h if is_t(c)) >= 10 for h in d.hands):
            continue
        if cond(d):
            return seed, d
    raise SystemExit(f"no seed for {kw}")


LOG = []


def log(name, seed, d, **info):
    LOG.append({"file": name, "seed": seed, "dealer": d.dealer, "declarer": d.decl,
                "purchase": d.purchase, "decl_points": d.decl_points(), "as_played": d.as_played(),
                "faults": d.fault_at, "takeback": d.tb_at, "premiums": d.premiums(), **info})


def write(name, t):
    (HERE / name).write_text(json.dumps(t, indent=1, ensure_ascii=False) + "\n")


def main():
    # a1 clean control: declarer wins, first packet, pool founded
    s, d = find(lambda d: d.decl_points() > 36, dealer=0)
    log("a1.json", s, d)
    write("a1.json", transcript([deal_json(d, settle(d, d.as_played(), stake=True))],
                                note="clean control: three, won"))

    # a2 clean control: one reject (second packet, purchase 2), declarer loses
    s, d = find(lambda d: d.decl_points() < 31, dealer=1, rejects=1)
    log("a2.json", s, d)
    write("a2.json", transcript([deal_json(d, settle(d, d.as_played(), stake=True))],
                                note="clean control: three, second packet, lost x2"))

    # a3 declarer renonce, would have won on points; record pays the consolation (30 x purchase)
    s, d = find(lambda d: d.decl_points() > 36, dealer=2, faults=[(2, 0)])
    log("a3.json", s, d, recorded="consolation -30 each")
    write("a3.json", transcript([deal_json(d, settle(d, -30 * d.purchase, stake=True))],
                                note="declarer renonce, won on points: consolation"))

    # a4 the same kind of deal, the record settles it as played (declarer collects his win)
    s, d = find(lambda d: d.decl_points() > 36, dealer=0, faults=[(4, 1)])
    log("a4.json", s, d, recorded="as played +%s each" % d.as_played())
    write("a4.json", transcript([deal_json(d, settle(d, d.as_played(), stake=True))],
                                note="declarer renonce, won on points, record settles as played"))

    # a5 helper renonce, declarer lost on points; helpers pay him the consolation (30 each)
    s, d = find(lambda d: d.decl_points() < 31, dealer=1, faults=[(3, 0)])
    log("a5.json", s, d, recorded="helpers pay 30 each")
    write("a5.json", transcript([deal_json(d, settle(d, 30, stake=True))],
                                note="helper renonce, declarer lost on points: helpers lose"))

    # a6 two faults: declarer renonce first, then a helper renonce; declarer won on points
    s, d = find(lambda d: d.decl_points() > 36 and d.fault_at[0][2] == d.decl,
                dealer=2, faults=[(1, 0), (5, 1)])
    log("a6.json", s, d, recorded="consolation -30 each (first fault decides)")
    write("a6.json", transcript([deal_json(d, settle(d, -30, stake=True))],
                                note="declarer renonce then helper renonce; first fault decides"))

    # a7 two faults: helper renonce first, then the declarer's; declarer lost on points
    s, d = find(lambda d: d.decl_points() < 31 and d.fault_at[0][2] != d.decl,
                dealer=0, faults=[(1, 2), (6, 1)])
    log("a7.json", s, d, recorded="helpers pay 30 each (first fault decides)")
    write("a7.json", transcript([deal_json(d, settle(d, 30, stake=True))],
                                note="helper renonce then declarer renonce; first fault decides"))

    # a8 two faults on the same side: both helpers renonce; declarer lost on points
    s, d = find(lambda d: d.decl_points() < 31, dealer=1, faults=[(2, 0), (5, 1)])
    log("a8.json", s, d, recorded="helpers pay 30 each, once")
    write("a8.json", transcript([deal_json(d, settle(d, 30, stake=True))],
                                note="both helpers renonce: one lost game for the helpers"))

    # a9 king laid away (§13) and later a helper renonce; declarer won on points
    s, d = find(lambda d: d.decl_points() > 36, dealer=0, discard_king=True, faults=[(3, 2)])
    log("a9.json", s, d, recorded="consolation -30 each (king discard decides)")
    write("a9.json", transcript([deal_json(d, settle(d, -30, stake=True))],
                                note="king laid away, then a helper renonce"))

    # a10 helper trumps while holding the suit and takes it back in the same trick (§24): clean
    s, d = find(lambda d: d.decl_points() > 36, dealer=1, takeback=(2, 0))
    log("a10.json", s, d, recorded="as played")
    write("a10.json", transcript([deal_json(d, settle(d, d.as_played(), stake=True))],
                                 note="mistaken tarock taken back while the trick lies"))

    # a11 the same with take_back never: the first card stands, a renonce
    s, d = find(lambda d: d.decl_points() < 31, dealer=2, takeback=(2, 1))
    log("a11.json", s, d, recorded="as played (helpers win)")
    write("a11.json", transcript([deal_json(d, settle(d, d.as_played(), stake=True))],
                                 rules={"take_back": "never"},
                                 note="take_back never: a card taken back; the record plays on"))

    # a12 session of three deals; deal 1 declarer renonce settled right; pool carried
    s0, d0 = find(lambda d: d.decl_points() > 36, dealer=0)
    s1, d1 = find(lambda d: d.decl_points() > 36, dealer=1, faults=[(3, 2)])
    s2, d2 = find(lambda d: d.decl_points() < 31, dealer=2)
    for n, (s, d) in enumerate(((s0, d0), (s1, d1), (s2, d2))):
        log(f"a12.json#deal{n}", s, d)
    write("a12.json", transcript([
        deal_json(d0, settle(d0, d0.as_played(), stake=True)),
        deal_json(d1, settle(d1, -30)),
        deal_json(d2, settle(d2, d2.as_played())),
    ], note="session: fault in the middle deal, settled by the penalty"))

    # a13 session of two deals; deal 1 helper renonce but the record settles it as played
    s0, d0 = find(lambda d: d.decl_points() < 31, dealer=2)
    s1, d1 = find(lambda d: d.decl_points() < 31, dealer=0, faults=[(2, 2)])
    s2, d2 = find(lambda d: d.decl_points() > 36, dealer=1)
    for n, (s, d) in enumerate(((s0, d0), (s1, d1), (s2, d2))):
        log(f"a13.json#deal{n}", s, d)
    write("a13.json", transcript([
        deal_json(d0, settle(d0, d0.as_played(), stake=True)),
        deal_json(d1, settle(d1, d1.as_played())),
        deal_json(d2, settle(d2, d2.as_played())),
    ], note="session: helper renonce in deal 1 settled as played (wrong)"))

    # a14 score sheet session: declarer renonce in deal 0, lost on points anyway; totals carried
    s0, d0 = find(lambda d: d.decl_points() < 31, dealer=1, faults=[(2, 2)])
    s1, d1 = find(lambda d: d.decl_points() > 36, dealer=2)
    log("a14.json#deal0", s0, d0)
    log("a14.json#deal1", s1, d1)
    tot = {0: 0, 1: 0, 2: 0, "pool": 0}
    deals = []
    for k, d in enumerate((d0, d1)):
        net = {0: 0, 1: 0, 2: 0, "pool": 0}
        for e in settle(d, d.as_played(), stake=(k == 0)):
            net[e["from"]] -= e["amount"]
            net[e["to"]] += e["amount"]
        ev = [{"type": "score", "party": p, "points": round(v, 6)} for p, v in net.items()]
        for p in tot:
            tot[p] = round(tot[p] + net[p], 6)
        ev += [{"type": "total", "party": p, "points": v} for p, v in tot.items()]
        deals.append(deal_json(d, ev))
    write("a14.json", transcript(deals, note="sheet: renonce by a declarer who lost anyway"))

    # a15 all-pass deal, then a declarer renonce with his won-on-points deal; pool carried
    rng = random.Random(7)
    deck = DECK[:]
    rng.shuffle(deck)
    ap = {"dealer": 0, "hands": [sorted(deck[6 + 12 * i: 18 + 12 * i], key=DECK.index) for i in range(3)],
          "talon": deck[:6],
          "events": [{"type": "bid", "seat": s, "bid": "pass"} for s in (1, 2, 0)]
          + [pay(s, "pool", 10, "pool_stake") for s in range(3)]
          + [pay(s, "pool", 5, "pool_pass") for s in range(3)]}
    s1, d1 = find(lambda d: d.decl_points() > 36, dealer=1, faults=[(5, 2)])
    log("a15.json#deal1", s1, d1)
    write("a15.json", transcript([ap, deal_json(d1, settle(d1, -30))],
                                 note="all pass (stake + pass fee), then a declarer renonce"))

    (HERE / "_log.txt").write_text(json.dumps(LOG, indent=1, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
