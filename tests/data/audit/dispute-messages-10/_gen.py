"""Blind generator for audit round dispute-messages-10 (galician-tarok).

Written from Szczepański's rules (seed 002, Polish) and the public transcript format only; it
does NOT import the engine.  `python _gen.py [SEED]` writes NN-*.json and _expected.json next to it.

Model (my reading of the source):
- 42 cards; the talon 6 first, then 12 to each active seat (§9).  3 players: all play.  4 players:
  the dealer ("król") sits out but shares the result (§8).  5 players: one sits out a whole round
  of four deals (neither play nor result), the dealer of the other four is the king (§8).
- Forehand = next active seat after the dealer; auction three < bottom(spód) < top(wierzch) <
  two < one < solo; purchase number = which three is bought (three=1, reject -> 2 ...).
- Follow (§5): follow the suit led; void -> a tarock; tarock led -> any tarock (higher or lower);
  none -> anything.  Renonce (§23): trumping while holding the suit led; I also treat a failure
  to play a tarock while void (a §5 breach) as the same follow fault.
- Points (§14): each card's value, minus 2 a three cards; player's pile = his tricks + his
  discard; the helpers' = their tricks + the talon cards not bought.  Total 66; 33 loses (§18).
- Game (§18): won = (p-33)*m + a once (m,a = 3,30 three / 6,60 solo); lost = ((33-p)*m + a) *
  purchase number; contra x2 both ways, recontra/supracontra only when lost (§17).  Each
  opponent (helpers and the king) pays or is paid (§17, §20).
- Premiums: trull 50/100, four kings 100/200, ultimo 50/100, tarocks 10/11/12 = 50/100/150.
- Renonce by the player (§12, §13, §21-§23): game lost; if he made his points he pays only the
  "consolation": the addend as a lost game (a x purchase x contra); announced premiums not
  counted; unannounced not counted.  Renonce by a helper: the helpers lose; the player is paid
  the game he made, or the addend once if he did not make 34.
- Pool (§27): stake 10 by every seat of the table when the pool is empty (4 players: the king
  too; 5 players: the four of the round); 5 by each of the three players on an all-pass; 10% of
  every seat's winnings of the deal (pool flows excluded); an announced ultimo made takes the
  pool (before this deal's shares), failed pays its content in.
"""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SUITS = "HDSC"
PIP = {"H": "1", "D": "1", "S": "10", "C": "10"}
DECK = [r + s for s in SUITS for r in ("K", "Q", "N", "J", PIP[s])] + [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
NAMES = ["Adam", "Bożena", "Czesław", "Danuta", "Edward"]
ADDEND = {"three": (3, 30), "bottom": (3, 30), "top": (3, 30), "solo": (6, 60)}
PURCHASE0 = {"three": 1, "bottom": 2, "top": 3, "solo": 1}


def is_t(c):
    return c == "SKIZ" or c.startswith("T")


def suit(c):
    return "T" if is_t(c) else c[-1]


def rank(c):
    if c == "SKIZ":
        return 22
    if is_t(c):
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def val(c):
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if is_t(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def pts(cards):
    assert len(cards) % 3 == 0, cards
    return sum(val(c) for c in cards) - 2 * len(cards) // 3


def legal(hand, trick):
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    if led != "T":
        ts = [c for c in hand if is_t(c)]
        if ts:
            return ts
    return list(hand)


def winner(trick):
    best = trick[0]
    for s, c in trick[1:]:
        b = best[1]
        if (is_t(c) and not is_t(b)) or (suit(c) == suit(b) and rank(c) > rank(b)):
            best = (s, c)
    return best[0]


def r2(x):
    x = round(x, 6)
    return int(x) if x == int(x) else x


class Session:
    def __init__(self, name, n, rng, rules=None, start=None, sitter=None):
        self.name, self.n, self.rng = name, n, rng
        self.rules, self.start, self.sitter = rules, start, sitter
        self.pool = (start or {}).get("pools", {}).get("pool", 0)
        self.deals, self.expected, self.notes = [], [], []
        self.net = {str(i): 0 for i in range(n)}
        self.net["pool"] = 0
        self.refound = False

    # ------------------------------------------------------------------ seats
    def active(self, dealer):
        if self.n == 3:
            return [(dealer + 1 + i) % 3 for i in range(3)]
        out = []
        for i in range(1, self.n):
            s = (dealer + i) % self.n
            if s != self.sitter:
                out.append(s)
        assert len(out) == 3
        return out

    def table(self, dealer):  # seats sharing the result (3 players + the king)
        return [s for s in range(self.n) if s != self.sitter]

    # ------------------------------------------------------------------ dealing
    def deal_cards(self, act, rig=None):
        """rig: {seat: [cards forced into its hand]}; talon_rig: cards forced into the talon."""
        rig = dict(rig or {})
        talon_rig = rig.pop("talon", [])
        forced = {c for cs in rig.values() for c in cs} | set(talon_rig)
        rest = [c for c in DECK if c not in forced]
        self.rng.shuffle(rest)
        talon = list(talon_rig) + [rest.pop() for _ in range(6 - len(talon_rig))]
        self.rng.shuffle(talon)
        hands = [[] for _ in range(self.n)]
        for s in act:
            h = list(rig.get(s, []))
            while len(h) < 12:
                h.append(rest.pop())
            self.rng.shuffle(h)
            hands[s] = h
        assert not rest
        return hands, talon

    # ------------------------------------------------------------------ one deal
    def deal(self, dealer, spec):
        """spec keys: player_rank (0 strongest), contract, rejects, announce, doubles, fault,
        rig, allpass, pay_fault, bids (explicit), discard_pick, min_trick ..."""
        act = self.active(dealer)
        ev = []
        exp = []
        k = len(self.deals)
        for attempt in range(4000):
            ok = self._try(dealer, act, spec, ev, exp, k)
            if ok:
                break
            ev.clear()
            exp.clear()
        else:
            raise RuntimeError(f"{self.name} deal {k}: no deal fits {spec}")
        return ok

    def _try(self, dealer, act, spec, ev, exp, k):
        rng = self.rng
        hands, talon = self.deal_cards(act, spec.get("rig_fn", lambda a: None)(act))
        hand = {s: list(hands[s]) for s in act}
        fore = act[0]
        table = self.table(dealer)
        pay = []  # (from, to, amount, reason)
        if (self.pool == 0 or self.refound) and not spec.get("no_stake"):
            for s in table:
                pay.append((s, "pool", spec.get("stake", 10), "pool_stake"))
        if spec.get("allpass"):
            for s in act:
                ev.append({"type": "bid", "seat": s, "bid": "pass"})
            for s in act:
                pay.append((s, "pool", 5, "pool_pass"))
            return self._finish(dealer, hands, talon, ev, exp, pay, k, spec, flows={})
        # --- auction: the chosen player bids, the others pass
        tcount = {s: sum(is_t(c) for c in hand[s]) for s in act}
        order = sorted(act, key=lambda s: -tcount[s])
        P = spec["player"](act, hand) if "player" in spec else order[spec.get("player_rank", 0)]
        contract = spec.get("contract", "three")
        bids = []
        pi = act.index(P)
        for s in act[:pi]:
            bids.append((s, "pass"))
        bids.append((P, contract))
        for s in act[pi + 1:]:
            bids.append((s, "pass"))
        if spec.get("bid_swap"):  # a bid written out of turn: the first two calls swapped
            bids[0], bids[1] = bids[1], bids[0]
        for s, b in bids:
            ev.append({"type": "bid", "seat": s, "bid": b})
        if spec.get("bid_swap"):
            exp.append((k, 0, "out_of_turn"))
        helpers = [s for s in act if s != P]
        opp = [s for s in table if s != P]
        purchase = PURCHASE0[contract]
        discard = []
        if contract != "solo":
            packet = talon[0:3]
            for _ in range(spec.get("rejects", 0)):
                ev.append({"type": "call", "seat": P, "call": "reject"})
                purchase += 1
                packet = talon[3:6] if packet == talon[0:3] else talon[0:3]
            ev.append({"type": "take", "seat": P, "cards": list(packet)})
            hand[P] += packet
            unbought = [c for c in talon if c not in packet]
            discard = spec.get("discard_fn", default_discard)(hand[P], rng)
            if discard is None:
                return False
            dev = {"type": "discard", "seat": P, "cards": list(discard)}
            if spec.get("discard_shown"):
                dev["shown"] = True
            ev.append(dev)
            if spec.get("discard_fault"):
                exp.append((k, len(ev) - 1, spec["discard_fault"]))
            for c in discard:
                hand[P].remove(c)
        else:
            unbought = list(talon)
        # --- announcements
        ann = spec.get("announce_fn", lambda h: [])(hand[P])
        if ann is None:
            return False
        ann_ev = [{"type": "announce", "seat": P, "items": ann}] + [
            {"type": "announce", "seat": s, "items": []} for s in helpers
        ]
        if spec.get("announce_fault"):
            exp.append((k, len(ev), spec["announce_fault"]))
        if spec.get("announce_swap"):
            ann_ev[0], ann_ev[1] = ann_ev[1], ann_ev[0]
            exp.append((k, len(ev), "out_of_turn"))
        ev += ann_ev
        kinds = {a["kind"]: a for a in ann}
        contra = {"game": 1}
        for d in spec.get("doubles", []):
            seat = d["seat"](P, helpers, dealer) if callable(d["seat"]) else d["seat"]
            ev.append({"type": "double", "seat": seat, "target": d["target"], "level": d["level"]})
            if d.get("fault"):
                exp.append((k, len(ev) - 1, d["fault"]))
            else:
                contra[d["target"]] = d["level"]
        # --- play
        fault = spec.get("fault")
        leader = fore
        tricks = []
        pile = {s: [] for s in act}
        fault_at = None
        released = False
        ult = "pagat_ultimo" in kinds
        for t in range(12):
            trick = []
            seat = leader
            for _ in range(3):
                h = hand[seat]
                lg = legal(h, trick)
                card = None
                if fault and fault_at is None and t >= fault.get("from", 0):
                    card = fault_card(fault, seat, P, helpers, h, lg, trick, t, ult)
                    if card is not None:
                        fault_at = len(ev) + t * 3 + len(trick)
                if card is None:
                    card = choose(h, lg, trick, seat, P, ult, t, rng)
                    if card is None:
                        return False
                if ult and seat == P and card == "T1" and t < 11:
                    released = True
                h.remove(card)
                trick.append((seat, card))
                seat = act[(act.index(seat) + 1) % 3]
            w = winner(trick)
            pile[w] += [c for _, c in trick]
            tricks.append(trick)
            leader = w
        if fault and fault_at is None:
            return False
        for tr in tricks:
            for s, c in tr:
                ev.append({"type": "play", "seat": s, "card": c})
        if fault:
            exp.append((k, fault_at, fault["code"]))
        # --- scoring
        ppile = pile[P] + discard + hand[P]  # hand[P]: a card left over after a short discard
        hpile = [c for s in helpers for c in pile[s]] + unbought
        p = pts(ppile)
        assert p + pts(hpile) == 66
        m, a = ADDEND[contract]
        won = p > 33
        last = tricks[-1]
        pagat_last = any(c == "T1" for _, c in last)
        ultimo_made = pagat_last and winner(last) == P and ("T1" in [c for s, c in last if s == P])
        # silent premiums of the helpers' side are kept out of the corpus (ambiguous)
        hp = set(hpile) - set(unbought)
        if {"SKIZ", "T21", "T1"} <= set(hpile) or {"KH", "KD", "KS", "KC"} <= set(hpile):
            return False
        if pagat_last and not ult and winner(last) != P:
            return False  # a silent pagat lost in the last trick: kept out
        renonce = spec.get("renonce")  # "player" | "helpers" | None
        fl = spec.get("forfeit_filter")
        if fl == "made" and not won:
            return False
        if fl == "lost" and won:
            return False
        if spec.get("need_ultimo_made") and not (ultimo_made and not released):
            return False
        if spec.get("need_released") and not released:
            return False
        if spec.get("need_forced") and not spec["need_forced"](tricks, P):
            return False
        held = set(pile[P])
        if "filter" in spec and not spec["filter"](locals()):
            return False
        gl = contra.get("game", 1)
        # game
        if renonce == "player":
            g = (m * (33 - p) + a) if not won else a
            gv = -g * purchase * gl
        elif renonce == "helpers":
            gv = ((p - 33) * m + a) if won else a
            gv *= min(gl, 2)
        elif won:
            gv = ((p - 33) * m + a) * min(gl, 2)
        else:
            gv = -((33 - p) * m + a) * purchase * gl
        prem = []  # (reason, amount per opponent, + to player)
        silent_ok = renonce != "player"
        if "tarocks" in kinds:
            if renonce != "player":
                prem.append(("tarocks", {10: 50, 11: 100, 12: 150}[kinds["tarocks"]["count"]] * contra.get("tarocks", 1)))
        if "trull" in kinds:
            if renonce != "player":
                made = {"SKIZ", "T21", "T1"} <= held
                prem.append(("trull", (100 if made else -100) * contra.get("trull", 1)))
        elif silent_ok and {"SKIZ", "T21", "T1"} <= held:
            prem.append(("trull", 50))
        if "four_kings" in kinds:
            if renonce != "player":
                made = {"KH", "KD", "KS", "KC"} <= held
                prem.append(("four_kings", (200 if made else -200) * contra.get("four_kings", 1)))
        elif silent_ok and {"KH", "KD", "KS", "KC"} <= held:
            prem.append(("four_kings", 100))
        pool_flow = 0
        if ult:
            if renonce != "player":
                ok_u = ultimo_made and not released
                prem.append(("pagat_ultimo", (100 if ok_u else -100) * contra.get("pagat_ultimo", 1)))
                pool_flow = -self.pool_before(pay) if ok_u else self.pool_before(pay)
        elif silent_ok and ultimo_made:
            prem.append(("pagat_ultimo", 50))
        # payments, game first
        for o in opp:
            if gv > 0:
                pay.append((o, P, gv, "game"))
            elif gv < 0:
                pay.append((P, o, -gv, "game"))
        for reason, amt in prem:
            for o in opp:
                pay.append((o, P, amt, reason) if amt > 0 else (P, o, -amt, reason))
        if pool_flow < 0:
            pay.append(("pool", P, -pool_flow, "pool_ultimo"))
        elif pool_flow > 0:
            pay.append((P, "pool", pool_flow, "pool_ultimo"))
        win = {s: 0 for s in table}
        for f, t_, amt, r in pay:
            if r in ("game", "tarocks", "trull", "four_kings", "pagat_ultimo", "volat"):
                win[t_] += amt
                win[f] -= amt
        for s in table:
            if win[s] > 0:
                pay.append((s, "pool", r2(win[s] * 0.10), "pool_share"))
        flows = dict(P=P, p=p, won=won, contract=contract, purchase=purchase, gv=gv, prem=prem,
                     ultimo_made=ultimo_made, released=released, held_talon=hp)
        return self._finish(dealer, hands, talon, ev, exp, pay, k, spec, flows)

    def pool_before(self, pay):
        return self.pool + sum(a for f, t, a, r in pay if t == "pool") - sum(a for f, t, a, r in pay if f == "pool")

    def _finish(self, dealer, hands, talon, ev, exp, pay, k, spec, flows):
        # the rules' nets
        for f, t, a, r in pay:
            self.net[str(f)] -= a
            self.net[str(t)] += a
        self.pool = self.pool_before(pay)
        self.refound = any(r == "pool_ultimo" and f == "pool" for f, t, a, r in pay)
        flows["pool_after"] = self.pool
        # recorded payments (with a planted slip where asked)
        pf = spec.get("pay_fault")
        rec = [list(x) for x in pay]
        base = len(ev)
        if pf:
            i = pf["find"](rec)
            if pf["kind"] == "amount":
                rec[i][2] = pf["new"](rec[i][2])
                exp.append((k, base + i, "wrong_payment"))
            elif pf["kind"] == "drop":
                del rec[i]
                exp.append((k, None, "missing_payment"))
        for f, t, a, r in rec:
            ev.append({"type": "payment", "from": f, "to": t, "amount": r2(a), "reason": r})
        self.deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": ev})
        self.expected += exp
        self.notes.append(flows)
        return True

    def write(self):
        doc = {"format": "trick-transcript/1", "game": "galician-tarok"}
        if self.rules:
            doc["rules"] = self.rules
        doc["players"] = NAMES[: self.n]
        if self.start:
            doc["start"] = self.start
        doc["meta"] = {"event": "dispute-messages-10", "generator": "_gen.py"}
        doc["deals"] = self.deals
        with open(os.path.join(HERE, self.name + ".json"), "w", encoding="utf-8") as fh:
            json.dump(doc, fh, ensure_ascii=False, indent=1)
            fh.write("\n")
        return {"expected": self.expected, "net": {k: r2(v) for k, v in self.net.items()}, "pool": r2(self.pool),
                "notes": [{k: (sorted(v) if isinstance(v, set) else v) for k, v in n.items()} for n in self.notes]}


def default_discard(hand, rng):
    cands = sorted([c for c in hand if not is_t(c) and c[0] != "K"], key=lambda c: (val(c), c))
    return cands[:3] if len(cands) >= 3 else None


def choose(hand, lg, trick, seat, P, ult, t, rng):
    opts = list(lg)
    if ult and seat == P and "T1" in opts and len(opts) > 1 and t < 11:
        opts.remove("T1")  # keep the pagat for the last trick
    if seat != P and t < 11 and "T1" in opts and len(opts) > 1:
        opts.remove("T1")
    return rng.choice(opts)


def fault_card(fault, seat, P, helpers, hand, lg, trick, t, ult):
    who = fault["who"]
    if who == "player" and seat != P:
        return None
    if who == "helper" and seat != helpers[fault.get("helper", 0)]:
        return None
    kind = fault["kind"]
    if not trick:
        if kind == "release" and "T1" in hand and len(hand) > 1 and len(lg) > 1:
            return "T1"
        return None
    led = suit(trick[0][1])
    if kind == "trump_holding_suit" and led != "T":
        if any(suit(c) == led for c in hand):
            ts = [c for c in hand if is_t(c) and c != "T1"]
            return min(ts, key=rank) if ts else None
    if kind == "no_tarock_when_void" and led != "T":
        if not any(suit(c) == led for c in hand) and any(is_t(c) for c in hand):
            others = [c for c in hand if not is_t(c)]
            return min(others, key=val) if others else None
    if kind == "suit_on_tarock_lead" and led == "T":
        if any(is_t(c) for c in hand):
            others = [c for c in hand if not is_t(c)]
            return min(others, key=val) if others else None
    if kind == "release" and "T1" in lg and len(lg) > 1:
        return "T1"
    return None


# ---------------------------------------------------------------------------------- the corpus
def rig_tarocks(n_t, with_pagat=True, extra=()):
    def f(act):
        return None
    return f


def strong(seat_pick, n_t, pagat=True, kings=0, extra=(), rng_seed=0):
    """A rig giving the seat seat_pick(act) n_t tarocks (with the pagat if asked)."""
    def f(act):
        r = random.Random(rng_seed + n_t)
        s = seat_pick(act)
        ts = [c for c in DECK if is_t(c) and c != "T1"]
        r.shuffle(ts)
        ts = [c for c in ts if c not in extra]
        ex_t = [c for c in extra if is_t(c)]
        cards = (["T1"] if pagat else []) + ex_t + ts[: n_t - (1 if pagat else 0) - len(ex_t)]
        ks = ["KH", "KD", "KS", "KC"][:kings]
        return {s: cards + ks + [c for c in extra if not is_t(c)]}
    return f


def main(seed):
    rng = random.Random(seed)
    out = {}

    def S(name, n, **kw):
        return Session(name, n, random.Random(rng.randrange(10**9)), **kw)

    first = lambda act: act[0]  # noqa: E731
    second = lambda act: act[1]  # noqa: E731
    P_first = lambda act, h: act[0]  # noqa: E731
    P_second = lambda act, h: act[1]  # noqa: E731
    P_third = lambda act, h: act[2]  # noqa: E731
    helper0 = lambda P, hs, d: hs[0]  # noqa: E731
    helper1 = lambda P, hs, d: hs[1]  # noqa: E731
    player = lambda P, hs, d: P  # noqa: E731
    king = lambda P, hs, d: d  # noqa: E731

    def find(reason, frm=None, to=None, nth=0):
        def f(rec):
            hits = [i for i, x in enumerate(rec) if x[3] == reason and (frm is None or x[0] == frm) and (to is None or x[1] == to)]
            return hits[nth]
        return f

    # 01: 3p, player trumps a suit lead while holding the suit, makes his points -> consolation
    s = S("01-3p-player-trumps-holding-suit", 3)
    s.deal(0, {"player": P_first})
    s.deal(1, {"player": P_first, "rig_fn": strong(first, 9), "fault": {"who": "player", "kind": "trump_holding_suit", "code": "revoke", "from": 1},
               "renonce": "player", "forfeit_filter": "made"})
    s.deal(2, {"player": P_second})
    out[s.name] = s.write()

    # 02: 3p, a helper void in the suit led throws another suit while holding tarocks; + a pool share short
    s = S("02-3p-helper-fails-to-trump", 3)
    s.deal(2, {"player": P_first, "rig_fn": strong(first, 9)})
    s.deal(0, {"player": P_second, "rig_fn": strong(second, 9), "fault": {"who": "helper", "kind": "no_tarock_when_void", "code": "revoke", "helper": 0},
               "renonce": "helpers", "forfeit_filter": "made"})
    s.deal(1, {"player": P_first, "rig_fn": strong(first, 9),
               "pay_fault": {"kind": "amount", "find": find("pool_share"), "new": lambda a: r2(a / 2)}})
    out[s.name] = s.write()

    # 03: 3p, ultimo announced, pagat released voluntarily; fresh pool
    s = S("03-3p-pagat-released", 3)
    s.deal(1, {"player": P_first, "rig_fn": strong(first, 9)})
    s.deal(2, {"player": P_first, "rig_fn": strong(first, 10), "announce_fn": lambda h: [{"kind": "pagat_ultimo"}] if "T1" in h else None,
               "fault": {"who": "player", "kind": "release", "code": "pagat_released", "from": 3}, "need_released": True})
    out[s.name] = s.write()

    # 04: 3p, a king laid away (game lost) + a bid out of turn in the next deal
    s = S("04-3p-king-discarded-bid-out-of-turn", 3)
    s.deal(0, {"player": P_first, "rig_fn": strong(first, 9, kings=2),
               "discard_fn": king_discard, "renonce": "player", "forfeit_filter": "made", "discard_fault": "illegal_discard"})
    s.deal(1, {"player": P_second, "rig_fn": strong(second, 9), "bid_swap": True})
    out[s.name] = s.write()

    # 05: 3p, tarocks announced, a tarock laid away unshown (renonce); a shown one in another deal
    s = S("05-3p-concealed-tarock-discard", 3)
    s.deal(2, {"player": P_first, "rig_fn": strong(first, 10), "discard_fn": tarock_discard,
               "announce_fn": lambda h: tarocks_item(h), "discard_shown": True})
    s.deal(0, {"player": P_first, "rig_fn": strong(first, 11), "discard_fn": tarock_discard,
               "announce_fn": lambda h: tarocks_item(h), "renonce": "player", "forfeit_filter": "made",
               "announce_fault": "concealed_discard"})
    s.deal(1, {"player": P_first, "rig_fn": strong(first, 9)})
    out[s.name] = s.write()

    # 06: 3p, contra/recontra on a won game (x2 only); then the player's own contra (illegal)
    s = S("06-3p-contra-chain-and-player-contra", 3)
    s.deal(0, {"player": P_first, "rig_fn": strong(first, 10), "forfeit_filter": "made",
               "doubles": [{"seat": helper0, "target": "game", "level": 2}, {"seat": player, "target": "game", "level": 4}]})
    s.deal(1, {"player": P_first, "rig_fn": strong(first, 9),
               "doubles": [{"seat": player, "target": "game", "level": 2, "fault": "illegal_double"}]})
    s.deal(2, {"player": P_second, "rig_fn": strong(second, 9)})
    out[s.name] = s.write()

    # 07: 3p, silent four kings paid as if announced (200) + an announced-tarocks premium right
    s = S("07-3p-wrong-premium", 3)
    s.deal(1, {"player": P_first, "rig_fn": strong(first, 8, kings=4), "discard_fn": default_discard,
               "filter": lambda L: {"KH", "KD", "KS", "KC"} <= L["held"],
               "pay_fault": {"kind": "amount", "find": find("four_kings", nth=1), "new": lambda a: 200}})
    s.deal(2, {"player": P_first, "rig_fn": strong(first, 10), "announce_fn": lambda h: tarocks_item(h)})
    out[s.name] = s.write()

    # 08: 3p, all pass (fees), then an announced ultimo made: the pool paid out short
    s = S("08-3p-allpass-ultimo-pool-short", 3)
    s.deal(2, {"allpass": True})
    s.deal(0, {"player": P_first, "rig_fn": strong(first, 12), "announce_fn": lambda h: [{"kind": "pagat_ultimo"}],
               "need_ultimo_made": True,
               "pay_fault": {"kind": "amount", "find": find("pool_ultimo"), "new": lambda a: 30}})
    s.deal(1, {"player": P_second, "rig_fn": strong(second, 9)})
    out[s.name] = s.write()

    # 09: 4p, a helper trumps holding the suit (helpers lose, the king pays too) + the king gives contra
    s = S("09-4p-helper-revoke-king-contra", 4, start={"totals": [0, 0, 0, 0], "pools": {"pool": 60}})
    s.deal(0, {"player": P_first, "rig_fn": strong(first, 9)})
    s.deal(1, {"player": P_second, "rig_fn": strong(second, 9), "fault": {"who": "helper", "kind": "trump_holding_suit", "code": "revoke", "helper": 1},
               "renonce": "helpers", "forfeit_filter": "made",
               "doubles": [{"seat": king, "target": "game", "level": 2, "fault": "sitter_acted"}]})
    s.deal(2, {"player": P_first, "rig_fn": strong(first, 9)})
    out[s.name] = s.write()

    # 10: 4p, a helper announces before the player; + trull announced, made, paid at 50
    s = S("10-4p-announce-out-of-turn-trull-underpaid", 4, start={"totals": [0, 0, 0, 0], "pools": {"pool": 40}})
    s.deal(3, {"player": P_first, "rig_fn": strong(first, 9), "announce_swap": True})
    s.deal(0, {"player": P_first, "rig_fn": strong(first, 11, extra=("SKIZ", "T21")), "announce_fn": trull_item,
               "filter": lambda L: {"SKIZ", "T21", "T1"} <= L["held"],
               "pay_fault": {"kind": "amount", "find": find("trull", nth=2), "new": lambda a: 50}})
    out[s.name] = s.write()

    # 11: 4p fresh: stakes from all four; contra on a premium nobody announced; a failed ultimo pays the pool in
    s = S("11-4p-fresh-contra-unannounced-failed-ultimo", 4)
    s.deal(2, {"player": P_first, "rig_fn": strong(first, 9),
               "doubles": [{"seat": helper0, "target": "trull", "level": 2, "fault": "illegal_double"}]})
    s.deal(3, {"player": P_first, "rig_fn": strong(first, 9), "announce_fn": lambda h: [{"kind": "pagat_ultimo"}] if "T1" in h else None,
               "filter": lambda L: L["pagat_last"] and not L["ultimo_made"]})
    s.deal(0, {"player": P_second, "rig_fn": strong(second, 9)})
    out[s.name] = s.write()

    # 12: 5p (seat 4 sits the round out): player void, throws a suit instead of a tarock; + bid out of turn
    s = S("12-5p-player-no-tarock-bid-out-of-turn", 5, sitter=4, start={"totals": [0, 0, 0, 0, 0], "pools": {"pool": 50}})
    s.deal(0, {"player": P_first, "rig_fn": strong(first, 9), "bid_swap": True})
    s.deal(1, {"player": P_first, "rig_fn": strong(first, 9), "fault": {"who": "player", "kind": "no_tarock_when_void", "code": "revoke"},
               "renonce": "player"})
    s.deal(2, {"player": P_second, "rig_fn": strong(second, 9)})
    out[s.name] = s.write()

    # 13: 5p, a discard of two cards after buying three (game lost) + a pool share not paid
    s = S("13-5p-short-discard-pool-share-missing", 5, sitter=0, start={"totals": [0, 0, 0, 0, 0], "pools": {"pool": 25}})
    s.deal(1, {"player": P_first, "rig_fn": strong(first, 9), "discard_fn": short_discard, "renonce": "player",
               "forfeit_filter": "made", "discard_fault": "illegal_discard"})
    s.deal(2, {"player": P_first, "rig_fn": strong(first, 9), "pay_fault": {"kind": "drop", "find": find("pool_share")}})
    s.deal(3, {"player": P_second, "rig_fn": strong(second, 9)})
    out[s.name] = s.write()

    # 14: 5p, ultimo announced, pagat forced out (no fault, ultimo lost); + supracontra without recontra
    s = S("14-5p-pagat-forced-supracontra-alone", 5, sitter=2, start={"totals": [0, 0, 0, 0, 0], "pools": {"pool": 35}})
    s.deal(3, {"player": P_first, "rig_fn": strong(first, 7), "announce_fn": lambda h: [{"kind": "pagat_ultimo"}] if "T1" in h else None,
               "need_forced": pagat_forced})
    s.deal(4, {"player": P_first, "rig_fn": strong(first, 9),
               "doubles": [{"seat": helper1, "target": "game", "level": 8, "fault": "illegal_double"}]})
    out[s.name] = s.write()

    with open(os.path.join(HERE, "_expected.txt"), "w", encoding="utf-8") as fh:
        json.dump(out, fh, ensure_ascii=False, indent=1)


def king_discard(hand, rng):
    ks = [c for c in hand if c[0] == "K" and not is_t(c)]
    low = sorted([c for c in hand if not is_t(c) and c[0] != "K"], key=val)
    if not ks or len(low) < 2:
        return None
    return [ks[0]] + low[:2]


def short_discard(hand, rng):
    low = sorted([c for c in hand if not is_t(c) and c[0] != "K"], key=val)
    return low[:2] if len(low) >= 2 else None


def tarock_discard(hand, rng):
    ts = sorted([c for c in hand if is_t(c) and c not in ("T1", "T21", "SKIZ")], key=rank)
    low = sorted([c for c in hand if not is_t(c) and c[0] != "K"], key=val)
    if not ts or len(low) < 2:
        return None
    return [ts[0]] + low[:2]


def tarocks_item(hand):
    n = sum(is_t(c) for c in hand)
    return [{"kind": "tarocks", "count": n}] if 10 <= n <= 12 else None


def trull_item(hand):
    return [{"kind": "trull"}] if {"SKIZ", "T21", "T1"} <= set(hand) else None


def pagat_forced(tricks, P):
    # the player had to give up the pagat before the last trick (his only legal card)
    return any(c == "T1" and s == P for tr in tricks[:11] for s, c in tr)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10)
