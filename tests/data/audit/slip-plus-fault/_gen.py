"""Blind generator for audit round slip-plus-fault.

Each transcript = one recording slip + one independent real rule fault, planted into a clean
base record (the bundled examples/<game>/clean*.json, used as deal material only).  The faults
are constructed so that they leave every trick winner and every side's captured card set as they
were (checked here by this file's own rules model, written from the sources), so the base
record's scores stand unless the fault itself changes a figure (which EXPECTED.md derives).

Run from the worktree root:  python tests/data/audit/slip-plus-fault/_gen.py [--seed N]
No import from validator.
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[3]
EX = ROOT / "examples"


def load(rel):
    return json.loads((EX / rel).read_text(encoding="utf-8"))


# --------------------------------------------------------------------------- rules models
# Each model: suit(card), led(trick), legal(card, hand, trick, st), winner(trick, st) -> pos,
# and step(trick, st) to carry per-deal state (Rage trumps).  trick = list of (seat, card, named).


class Rage:
    COL = "RBGYPO"

    def __init__(self, deal):
        self.talon = deal["talon"]
        self.p = self._next_colour(-1)

    def _next_colour(self, i):
        i += 1
        while i < len(self.talon) and not self.is_colour(self.talon[i]):
            i += 1
        return i

    def is_colour(self, c):
        return c[0] in self.COL and c[1:].isdigit()

    def trump(self):
        return self.talon[self.p][0] if self.p < len(self.talon) else None

    def led(self, trick):
        for _s, c, named in trick:
            if self.is_colour(c):
                return c[0]
            if c == "WILD":
                return named
        return None

    def legal(self, card, hand, trick, named=None):
        led = self.led(trick)
        if led is None:
            return True
        if any(self.is_colour(h) and h[0] == led for h in hand):
            return self.is_colour(card) and card[0] == led
        return True

    def play_trick(self, trick):
        """Resolve a whole trick, advancing trump state; return winner position."""
        notrump = False
        for _s, c, _n in trick:
            if c == "CHANGE":
                self.p = self._next_colour(self.p)
            elif c == "NOTRUMP":
                notrump = True
        t = None if notrump else self.trump()
        led = self.led(trick)
        best, bestv = None, None
        for pos, (_s, c, named) in enumerate(trick):
            if self.is_colour(c):
                col, v = c[0], int(c[1:])
            elif c == "WILD":
                col, v = named, 16 + pos / 10
            else:
                continue
            if t is not None and col == t:
                key = (2, v)
            elif col == led:
                key = (1, v)
            else:
                continue
            if bestv is None or key > bestv:
                best, bestv = pos, key
        if notrump:
            self.p = self._next_colour(self.p)
        return 0 if best is None else best


class Danish:
    def __init__(self, deal):
        pass

    @staticmethod
    def suit(c):
        if c == "JOKER":
            return "J"
        if c[0] == "T":
            return "T"
        return c[-1]

    @staticmethod
    def value(c):
        s = Danish.suit(c)
        if s == "T":
            return int(c[1:])
        r = c[:-1]
        court = {"K": 14, "Q": 13, "N": 12, "J": 11}
        if r in court:
            return court[r]
        n = int(r)
        return 11 - n if s in "HD" else n

    def led(self, trick):
        if not trick:
            return None
        s, c, named = trick[0]
        return named if c == "JOKER" else self.suit(c)

    def legal(self, card, hand, trick, named=None):
        led = self.led(trick)
        if led is None or card == "JOKER":
            return True
        hs = [h for h in hand if h != "JOKER"]
        if any(self.suit(h) == led for h in hs):
            return self.suit(card) == led
        if any(self.suit(h) == "T" for h in hs):
            return self.suit(card) == "T"
        return True

    def play_trick(self, trick):
        led = self.led(trick)
        best, bk = 0, None
        for pos, (_s, c, _n) in enumerate(trick):
            if c == "JOKER":
                continue
            s = self.suit(c)
            key = (2, self.value(c)) if s == "T" else ((1, self.value(c)) if s == led else None)
            if key and (bk is None or key > bk):
                best, bk = pos, key
        return best


class Galician:
    def __init__(self, deal):
        pass

    @staticmethod
    def suit(c):
        return "T" if (c == "SKIZ" or c[0] == "T") else c[-1]

    @staticmethod
    def value(c):
        if c == "SKIZ":
            return 22
        if c[0] == "T":
            return int(c[1:])
        return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)

    @staticmethod
    def points(c):  # §3, §7
        if c in ("SKIZ", "T1", "T21"):
            return 5
        if c[0] == "T":
            return 1
        return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)

    def led(self, trick):
        return self.suit(trick[0][1]) if trick else None

    def legal(self, card, hand, trick, named=None):
        led = self.led(trick)
        if led is None:
            return True
        if any(self.suit(h) == led for h in hand):
            return self.suit(card) == led
        if any(self.suit(h) == "T" for h in hand):
            return self.suit(card) == "T"
        return True

    def play_trick(self, trick):
        led = self.led(trick)
        best, bk = 0, None
        for pos, (_s, c, _n) in enumerate(trick):
            s = self.suit(c)
            key = (2, self.value(c)) if s == "T" else ((1, self.value(c)) if s == led else None)
            if key and (bk is None or key > bk):
                best, bk = pos, key
        return best


class Ulti:
    TR = "A 10 K Q J 9 8 7".split()
    NT = "A K Q J 10 9 8 7".split()

    def __init__(self, deal, trump):
        self.t = trump

    @staticmethod
    def suit(c):
        return c[-1]

    def value(self, c):
        order = self.TR if self.t else self.NT
        return 10 - order.index(c[:-1])

    def led(self, trick):
        return self.suit(trick[0][1]) if trick else None

    def key(self, c, led):
        s = self.suit(c)
        if self.t and s == self.t:
            return (2, self.value(c))
        if s == led:
            return (1, self.value(c))
        return None

    def cur_best(self, trick):
        led = self.led(trick)
        return max((k for k in (self.key(c, led) for _s, c, _n in trick) if k), default=None)

    def legal(self, card, hand, trick, named=None):
        led = self.led(trick)
        if led is None:
            return True
        best = self.cur_best(trick)
        follow = [h for h in hand if self.suit(h) == led]
        if follow:
            allowed = follow
        elif self.t and any(self.suit(h) == self.t for h in hand):
            allowed = [h for h in hand if self.suit(h) == self.t]
        else:
            return True
        if card not in allowed:
            return False
        beaters = [h for h in allowed if self.key(h, led) > best]
        if beaters:
            return card in beaters
        return True

    def play_trick(self, trick):
        led = self.led(trick)
        keys = [self.key(c, led) or (0, 0) for _s, c, _n in trick]
        return keys.index(max(keys))


class Taroc:
    def __init__(self, deal, tie="last_played"):
        self.tie = tie

    @staticmethod
    def suit(c):
        if c == "MATTO":
            return "M"
        if c[0] == "T":
            return "T"
        return c[-1]

    @staticmethod
    def value(c):
        s = Taroc.suit(c)
        if s == "T":
            n = int(c[1:])
            return 1 if 1 <= n <= 4 else (0 if n == 0 else n)
        r = c[:-1]
        court = {"K": 14, "Q": 13, "N": 12, "J": 11}
        if r in court:
            return court[r]
        n = int(r)
        if s in "SB":
            return n
        return {1: 10, 6: 9, 7: 8, 8: 7, 9: 6, 10: 5}[n]

    @staticmethod
    def points(c):
        if c in ("T20", "T19", "T0", "MATTO"):
            return 5
        if c[0] == "T":
            return 1
        return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)

    def led(self, trick):
        for _s, c, _n in trick:
            if c != "MATTO":
                return self.suit(c)
        return None

    def legal(self, card, hand, trick, named=None):
        led = self.led(trick)
        if led is None or card == "MATTO":
            return True
        hs = [h for h in hand if h != "MATTO"]
        if any(self.suit(h) == led for h in hs):
            return self.suit(card) == led
        if any(self.suit(h) == "T" for h in hs):
            return self.suit(card) == "T"
        return True

    def play_trick(self, trick):
        led = self.led(trick)
        best, bk = 0, None
        for pos, (_s, c, _n) in enumerate(trick):
            if c == "MATTO":
                continue
            s = self.suit(c)
            if s == "T":
                key = (2, self.value(c))
            elif s == led:
                key = (1, self.value(c))
            else:
                continue
            better = bk is None or key > bk or (key == bk and self.tie == "last_played")
            if better:
                best, bk = pos, key
        return best


# --------------------------------------------------------------------------- replay helpers


def plays(deal):
    return [i for i, e in enumerate(deal["events"]) if e["type"] == "play"]


def tricks_of(deal, n):
    idx = plays(deal)
    return [idx[k : k + n] for k in range(0, len(idx), n)]


def analyse(deal, model, n):
    """Return (winners, violations) where violations = set of event indices of illegal plays.
    A seat's hand at each trick = the cards it plays from then on (complete records)."""
    ev = deal["events"]
    trs = tricks_of(deal, n)
    seq = {}
    for t in trs:
        for i in t:
            seq.setdefault(ev[i]["seat"], []).append(i)
    winners, viol = [], set()
    for t in trs:
        trick = []
        for i in t:
            e = ev[i]
            s = e["seat"]
            hand = [ev[j]["card"] for j in seq[s] if j >= i]
            if not model.legal(e["card"], hand, trick, e.get("named")):
                viol.add(i)
            trick.append((s, e["card"], e.get("named")))
        w = model.play_trick(trick)
        winners.append(trick[w][0])
    return winners, viol


def find_revokes(deal, make_model, n, *, exclude=(), same=lambda a, b: a == b, seats=None, last_skip=1):
    """Swap two cards of one seat between tricks t1 < t2 so that exactly one illegal play
    results (at t1), and every trick winner stays the same; t1's and t2's winners must be
    `same` party.  Returns candidates (t1_event, t2_event)."""
    ev = deal["events"]
    base_w, base_v = analyse(deal, make_model(), n)
    assert not base_v, ("base not clean by my model", base_v)
    trs = tricks_of(deal, n)
    out = []
    for a in range(len(trs) - last_skip):
        for b in range(a + 1, len(trs) - last_skip):
            for i in trs[a][1:]:
                s = ev[i]["seat"]
                if seats is not None and s not in seats:
                    continue
                for j in trs[b][1:]:
                    if ev[j]["seat"] != s:
                        continue
                    c1, c2 = ev[i]["card"], ev[j]["card"]
                    if c1 in exclude or c2 in exclude or "named" in ev[i] or "named" in ev[j]:
                        continue
                    d2 = copy.deepcopy(deal)
                    d2["events"][i]["card"], d2["events"][j]["card"] = c2, c1
                    w, v = analyse(d2, make_model(), n)
                    if v == {i} and w == base_w and same(base_w[a], base_w[b]):
                        out.append((i, j))
    return out


def tag(e, name):
    e["_tag"] = name
    return e


def find_tag(doc, name):
    for di, dl in enumerate(doc["deals"]):
        for ei, e in enumerate(dl["events"]):
            if e.get("_tag") == name:
                return di, ei
    raise KeyError(name)


def strip_tags(doc):
    for dl in doc["deals"]:
        for e in dl["events"]:
            e.pop("_tag", None)


# --------------------------------------------------------------------------- slips


def slip_swap_pair(deal, tr_events, di, note):
    """Two cards of one trick written in swapped order (positions 1 and 2)."""
    ev = deal["events"]
    a, b = tr_events[1], tr_events[2]
    ev[a], ev[b] = ev[b], ev[a]
    tag(ev[a], "slip")
    return f"deal {di}: plays of seats {ev[b]['seat']} and {ev[a]['seat']} in one trick written in swapped order ({note})"


def slip_wrong_seat(deal, i, seat):
    e = deal["events"][i]
    old = e["seat"]
    e["seat"] = seat
    tag(e, "slip")
    return old


# --------------------------------------------------------------------------- Rage scoring


def rage_scores(deal, n):
    ev = deal["events"]
    m = Rage(deal)
    tricks_won = [0] * n
    bonus = [0] * n
    for t in tricks_of(deal, n):
        trick = [(ev[i]["seat"], ev[i]["card"], ev[i].get("named")) for i in t]
        w = trick[m.play_trick(trick)][0]
        tricks_won[w] += 1
        for _s, c, _n in trick:
            bonus[w] += 5 if c == "PLUS5" else (-5 if c == "MINUS5" else 0)
    bids = {e["seat"]: e["bid"] for e in ev if e["type"] == "bid"}
    return [tricks_won[s] + bonus[s] + (10 if bids[s] == tricks_won[s] else -5) for s in range(n)]


# --------------------------------------------------------------------------- Danish card points


def danish_card_points(deal, n=3):
    """§15 'Po rozliczeniach za ostatni sztych': K, Pagat, Mondo, Joker 4; Q 3; N 2; J 1;
    each trick 1; the skat 1 (the dealer's, with its cards). Joker stays with its player except
    in the last trick."""
    ev = deal["events"]
    m = Danish(deal)

    def val(c):
        if c in ("T1", "T21", "JOKER"):
            return 4
        if c[0] == "T":
            return 0
        return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)

    pts = [0] * n
    trs = tricks_of(deal, n)
    for k, t in enumerate(trs):
        trick = [(ev[i]["seat"], ev[i]["card"], ev[i].get("named")) for i in t]
        w = trick[m.play_trick(trick)][0]
        pts[w] += 1
        for s, c, _n in trick:
            if c == "JOKER" and k != len(trs) - 1:
                pts[s] += val(c)
            else:
                pts[w] += val(c)
    skat = next(e for e in ev if e["type"] == "discard")
    pts[deal["dealer"]] += 1 + sum(val(c) for c in skat["cards"])
    return pts


def danish_points_payment(p):
    """The table 14-18 -10 ... 34-38 +10, i.e. the difference from 26 rounded to the nearest 5."""
    d = p - 26
    return 5 * round(d / 5)


# --------------------------------------------------------------------------- build


def write(name, doc, expected, notes):
    strip_tags(doc)
    doc.setdefault("meta", {})["audit"] = {"round": "slip-plus-fault", "plants": notes}
    (HERE / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return name


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    manifest = {}

    def rec(name, doc, exp, notes):
        # exp: list of (tag or (deal, event), code, figure/comment)
        out = []
        for where, code, fig in exp:
            di, ei = find_tag(doc, where) if isinstance(where, str) else where
            out.append([di, ei, code, fig])
        write(name, doc, exp, notes)
        manifest[name] = {"expected": out, "plants": notes}

    # ================================================================ RAGE
    base = load("rage/clean.json")
    N = 4
    for dl in base["deals"]:  # my scorer agrees with the base sheet
        sc = {e["party"]: e["points"] for e in dl["events"] if e["type"] == "score"}
        assert rage_scores(dl, N) == [sc[s] for s in range(N)], "rage scorer"

    def rage_revoke(doc, di):
        dl = doc["deals"][di]
        acts = ("WILD", "NOTRUMP", "CHANGE", "PLUS5", "MINUS5")
        c = find_revokes(dl, lambda: Rage(dl), N, exclude=acts)
        assert c, f"no rage revoke in deal {di}"
        i, j = rng.choice(c)
        ev = dl["events"]
        ev[i]["card"], ev[j]["card"] = ev[j]["card"], ev[i]["card"]
        tag(ev[i], "fault")
        sc = {e["party"]: e["points"] for e in ev if e["type"] == "score"}
        assert rage_scores(dl, N) == [sc[s] for s in range(N)]
        return f"deal {di}: seat {ev[i]['seat']} plays {ev[i]['card']} though holding the suit led ({ev[j]['card']}, played later)"

    # R1: two cards of one trick written in swapped order + a real revoke
    doc = copy.deepcopy(base)
    trs = tricks_of(doc["deals"][2], N)
    t = trs[3]  # a trick led by a colour card, no action card at positions 1-2
    n1 = slip_swap_pair(doc["deals"][2], t, 2, "trick 4")
    n2 = rage_revoke(doc, 1)
    rec(
        "01-rage-swapped-pair-plus-revoke.json",
        doc,
        [
            ("slip", "out_of_turn", "one finding for the swapped pair"),
            ("fault", "revoke", "round scored as played"),
        ],
        [n1, n2],
    )

    # R2: a card written for the wrong seat + a wrong score
    doc = copy.deepcopy(base)
    dl = doc["deals"][3]
    t = tricks_of(dl, N)[2]
    i = t[2]
    written = dl["events"][t[0]]["seat"]  # the leader of that trick, who never held the card
    assert dl["events"][i]["card"] not in dl["hands"][written]
    old = slip_wrong_seat(dl, i, written)
    n1 = f"deal 3: {dl['events'][i]['card']} (seat {old}'s, in seat {old}'s turn) written for seat {written}"
    dl = doc["deals"][6]
    sc = next(e for e in dl["events"] if e["type"] == "score" and e["party"] == 1)
    right = rage_scores(dl, N)[1]
    sc["points"] = right + 10
    tag(sc, "fault")
    n2 = f"deal 6: seat 1's round score written {right + 10}, the rules give {right}"
    rec(
        "02-rage-card-wrong-seat-plus-wrong-score.json",
        doc,
        [
            ("slip", "card_not_in_hand", f"seat {written}; play read as seat {old}'s"),
            ("fault", "wrong_score", f"seat 1: rules {right}, written {right + 10}"),
        ],
        [n1, n2],
    )

    # R3: a bid written for the wrong seat + a real revoke
    doc = copy.deepcopy(base)
    dl = doc["deals"][4]
    bids = [k for k, e in enumerate(dl["events"]) if e["type"] == "bid"]
    b1, b2 = bids[1], bids[2]
    due = dl["events"][b1]["seat"]
    dl["events"][b1]["seat"] = dl["events"][b2]["seat"]
    tag(dl["events"][b1], "slip")
    n1 = (
        f"deal 4: seat {due}'s bid ({dl['events'][b1]['bid']}) written for seat "
        f"{dl['events'][b2]['seat']}, who bids again in its own turn"
    )
    n2 = rage_revoke(doc, 0)
    rec(
        "03-rage-bid-wrong-seat-plus-revoke.json",
        doc,
        [
            ("slip", "bid_out_of_turn", f"read as seat {due}'s bid"),
            ("fault", "revoke", "round scored as played"),
        ],
        [n1, n2],
    )

    # ================================================================ DANISH
    base = load("danish-tarok/clean.json")
    for dl in base["deals"]:
        assert not analyse(dl, Danish(dl), 3)[1]
    # my card-point count against the base's card_points payments
    cp = {}
    for di, dl in enumerate(base["deals"]):
        pts = danish_card_points(dl)
        assert sum(pts) == 78, pts
        newd = (dl["dealer"] + 1) % 3
        net = [0, 0, 0]
        for s in range(3):
            if s != newd:
                net[s] += danish_points_payment(pts[s])
                net[newd] -= danish_points_payment(pts[s])
        rnet = [0, 0, 0]
        for e in dl["events"]:
            if e["type"] == "payment" and e.get("reason") == "card_points":
                rnet[e["from"]] -= e["amount"]
                rnet[e["to"]] += e["amount"]
        assert net == rnet, (di, pts, net, rnet)
        cp[di] = (pts, net)

    def danish_ooo_lead(doc, di, k_from_end_min=4):
        """A real lead out of turn: a trick whose three cards are of one suit, led by the seat
        after the due leader and followed round in order; winner unchanged (§18 'Duże')."""
        dl = doc["deals"][di]
        ev = dl["events"]
        trs = tricks_of(dl, 3)
        base_w, _ = analyse(dl, Danish(dl), 3)
        cands = []
        for k in range(1, len(trs) - k_from_end_min):
            cs = [ev[i]["card"] for i in trs[k]]
            if any(c in ("JOKER", "T1") for c in cs):
                continue
            if len({Danish.suit(c) for c in cs}) != 1:
                continue
            cands.append(k)
        assert cands
        k = rng.choice(cands)
        t = trs[k]
        rot = [ev[t[1]], ev[t[2]], ev[t[0]]]
        for pos, i in enumerate(t):
            ev[i] = rot[pos]
        w, v = analyse(dl, Danish(dl), 3)
        assert w == base_w and not v
        off = ev[t[0]]["seat"]
        tag(ev[t[0]], "fault")
        pay = [
            {"type": "payment", "from": off, "to": "pagat_pool", "amount": 20, "reason": "penalty"},
            {"type": "payment", "from": off, "to": "king_pool", "amount": 20, "reason": "penalty"},
        ]
        for p in reversed(pay):
            ev.insert(t[2] + 1, p)
        return (
            f"deal {di}: trick {k + 1} led by seat {off} instead of seat {rot[2]['seat']} "
            f"(the last trick's winner); the table followed on from it; seat {off} pays the "
            f"'Duże' fine, 20 to each pool (recorded)"
        )

    # D1: a payment written one deal late + a real lead out of turn
    doc = copy.deepcopy(base)
    ev0 = doc["deals"][0]["events"]
    k = next(k for k, e in enumerate(ev0) if e.get("reason") == "pagat_lost" and e["to"] == 0)
    p = ev0.pop(k)
    doc["deals"][1]["events"].insert(0, tag(p, "slip"))
    n1 = f"deal 0's line {p['from']}->{p['to']} {p['amount']} pagat_lost written at the top of deal 1"
    n2 = danish_ooo_lead(doc, 2)
    rec(
        "04-danish-late-payment-plus-lead-out-of-turn.json",
        doc,
        [
            ("slip", "unexpected_payment", "the line deal 0 owes; no missing_payment in deal 0"),
            ("fault", "out_of_turn", "§18 Duże: 20 to each pool, paid"),
        ],
        [n1, n2],
    )

    # D2: a card written for the wrong seat + a wrong payment (card points)
    doc = copy.deepcopy(base)
    dl = doc["deals"][0]
    t = tricks_of(dl, 3)[5]
    i = t[1]
    written = dl["events"][t[2]]["seat"]
    old = slip_wrong_seat(dl, i, written)
    n1 = f"deal 0: {dl['events'][i]['card']} (seat {old}'s, in its turn) written for seat {written}"
    dl = doc["deals"][2]
    pts, net = cp[2]
    line = next(e for e in dl["events"] if e.get("reason") == "card_points" and e["from"] == 1)
    right = line["amount"]
    line["amount"] = right + 5
    tag(line, "fault")
    n2 = (
        f"deal 2: card points {pts}; seat 1's card-points line to the new dealer written "
        f"{right + 5}, the table gives {right}"
    )
    rec(
        "05-danish-card-wrong-seat-plus-wrong-payment.json",
        doc,
        [
            ("slip", "card_not_in_hand", f"seat {written}; read as seat {old}'s"),
            ("fault", "wrong_payment", f"card points {pts}: {right}"),
        ],
        [n1, n2],
    )

    # D3: hands of two seats swapped in the hands list + a wrong declaration payment
    doc = copy.deepcopy(base)
    dl = doc["deals"][0]
    dl["hands"][1], dl["hands"][2] = dl["hands"][2], dl["hands"][1]
    first = next(i for i in plays(dl) if dl["events"][i]["seat"] in (1, 2))
    tag(dl["events"][first], "slip")
    n1 = "deal 0: the hands of seats 1 and 2 written against each other's seat"
    dl = doc["deals"][1]
    line = next(e for e in dl["events"] if e.get("reason") == "declaration")
    line["amount"] = 10
    tag(line, "fault")
    n2 = "deal 1: a half-cavalry declaration paid 10 by one payer (the source: 'pół kawalerii = 5')"
    rec(
        "06-danish-hands-swapped-plus-wrong-declaration-payment.json",
        doc,
        [
            ("slip", "card_not_in_hand", "one, at the first card of seat 1 or 2"),
            ("fault", "wrong_payment", "half cavalry = 5"),
        ],
        [n1, n2],
    )

    # ================================================================ GALICIAN
    base = load("galician-tarok/clean.json")
    for dl in base["deals"]:
        assert not analyse(dl, Galician(dl), 3)[1]

    # G1: a payment written one deal late + a helper's real renonce (declarer wins anyway)
    doc = copy.deepcopy(base)
    ev0 = doc["deals"][0]["events"]
    k = next(k for k, e in enumerate(ev0) if e.get("reason") == "game" and e["to"] == 2)
    p = ev0.pop(k)
    doc["deals"][1]["events"].insert(0, tag(p, "slip"))
    n1 = f"deal 0's line {p['from']}->{p['to']} {p['amount']} game written at the top of deal 1"
    dl = doc["deals"][1]
    c = find_revokes(
        dl,
        lambda: Galician(dl),
        3,
        seats=(0, 1),
        exclude=("T1", "SKIZ", "T21"),
        same=lambda a, b: (a == 2) == (b == 2),
    )
    # a plain failure to follow a suit led (§5, §23 'Do zagranej farby dorzuca się farbę tego
    # samego gatunku'): no candidate here trumps the suit (§23's second sentence)
    c = [
        (i, j)
        for i, j in c
        if Galician.suit(dl["events"][i]["card"]) != "T" and Galician.suit(dl["events"][j]["card"]) != "T"
    ]
    assert c, "no galician renonce"
    i, j = rng.choice(c)
    ev = dl["events"]
    ev[i]["card"], ev[j]["card"] = ev[j]["card"], ev[i]["card"]
    tag(ev[i], "fault")
    n2 = (
        f"deal 1: helper seat {ev[i]['seat']} plays {ev[i]['card']} holding the suit led "
        f"({ev[j]['card']}); the declarer (seat 2) wins the game anyway"
    )
    rec(
        "07-galician-late-payment-plus-renonce.json",
        doc,
        [
            ("slip", "unexpected_payment", "no missing_payment in deal 0"),
            ("fault", "revoke", "§23 renonce: helpers lose; declarer already won, settlement as played"),
        ],
        [n1, n2],
    )

    # G2: a bid written for the wrong seat + a wrong premium payment (trull)
    doc = copy.deepcopy(base)
    dl = doc["deals"][0]
    ev = dl["events"]
    assert ev[2] == {"type": "bid", "seat": 1, "bid": "pass"}
    ev[2]["seat"] = 2
    tag(ev[2], "slip")
    n1 = "deal 0: seat 1's pass written for seat 2, who calls again in its own turn"
    dl = doc["deals"][1]
    line = next(e for e in dl["events"] if e.get("reason") == "trull" and e["from"] == 1)
    line["amount"] = 100
    tag(line, "fault")
    n2 = (
        "deal 1: seat 1 pays the declarer's trull at 100 (the announced figure); trull was not "
        "announced (only pagat ultimo): §15 'tról ... liczy 50 punktów'"
    )
    rec(
        "08-galician-bid-wrong-seat-plus-wrong-trull-payment.json",
        doc,
        [
            ("slip", "out_of_turn", "read as seat 1's pass (Galician names it out_of_turn)"),
            ("fault", "wrong_payment", "unannounced trull = 50 from each helper"),
        ],
        [n1, n2],
    )

    # ================================================================ ULTI
    base = load("ulti/clean-trump.json")  # red ulti: hearts trumps
    dl0 = base["deals"][0]
    assert not analyse(dl0, Ulti(dl0, "H"), 3)[1]

    # U1: a card written for the wrong seat + a wrong payment
    doc = copy.deepcopy(base)
    dl = doc["deals"][0]
    t = tricks_of(dl, 3)[4]
    i = t[2]
    written = dl["events"][t[0]]["seat"]
    old = slip_wrong_seat(dl, i, written)
    n1 = f"{dl['events'][i]['card']} (seat {old}'s, in its turn) written for seat {written}"
    line = next(e for e in dl["events"] if e.get("reason") == "ulti" and e["from"] == 2)
    line["amount"] = 4
    tag(line, "fault")
    n2 = "seat 2 pays red ulti at 4; the source: red ulti 8 (ulti 4, doubled for red)"
    rec(
        "09-ulti-card-wrong-seat-plus-wrong-payment.json",
        doc,
        [
            ("slip", "card_not_in_hand", f"seat {written}; read as seat {old}'s"),
            ("fault", "wrong_payment", "red ulti = 8 from each defender"),
        ],
        [n1, n2],
    )

    # U2: a bid written for the wrong seat + a real revoke
    doc = copy.deepcopy(base)
    dl = doc["deals"][0]
    ev = dl["events"]
    assert ev[2] == {"type": "bid", "seat": 2, "bid": "pass"}
    ev[2]["seat"] = 1
    tag(ev[2], "slip")
    n1 = "seat 2's pass written for seat 1, who calls again in its own turn"
    c = find_revokes(dl, lambda: Ulti(dl, "H"), 3, exclude=("7H",))
    # a plain failure to follow suit (not only a failure to overtake)
    cands = []
    for i, j in c:
        tr = next(t for t in tricks_of(dl, 3) if i in t)
        led = Ulti.suit(ev[tr[0]]["card"])
        if Ulti.suit(ev[i]["card"]) == led and Ulti.suit(ev[j]["card"]) != led:
            cands.append((i, j))
    assert cands, c
    i, j = rng.choice(cands)
    ev[i]["card"], ev[j]["card"] = ev[j]["card"], ev[i]["card"]
    tag(ev[i], "fault")
    n2 = f"seat {ev[i]['seat']} plays {ev[i]['card']} holding the suit led ({ev[j]['card']})"
    rec(
        "10-ulti-bid-wrong-seat-plus-revoke.json",
        doc,
        [
            ("slip", "out_of_turn", "read as seat 2's pass (Ulti names it out_of_turn)"),
            ("fault", "revoke", "no penalty named by the source; as played"),
        ],
        [n1, n2],
    )

    # ================================================================ OTTOCENTO
    base = load("tarocchini-ottocento/clean.json")
    for dl in base["deals"]:
        assert not analyse(dl, Taroc(dl), 4)[1]
    team = lambda a, b: a % 2 == b % 2  # noqa: E731

    def taroc_revoke(doc, di, n, tie="last_played", same=team):
        dl = doc["deals"][di]
        c = find_revokes(dl, lambda: Taroc(dl, tie), n, exclude=("MATTO",), same=same)
        assert c, f"no taroc revoke deal {di}"
        i, j = rng.choice(c)
        ev = dl["events"]
        ev[i]["card"], ev[j]["card"] = ev[j]["card"], ev[i]["card"]
        tag(ev[i], "fault")
        return f"deal {di}: seat {ev[i]['seat']} plays {ev[i]['card']} holding the suit led ({ev[j]['card']})"

    # O1: hands of two seats swapped + a real revoke
    doc = copy.deepcopy(base)
    dl = doc["deals"][0]
    dl["hands"][0], dl["hands"][1] = dl["hands"][1], dl["hands"][0]
    first = next(i for i in plays(dl) if dl["events"][i]["seat"] in (0, 1))
    tag(dl["events"][first], "slip")
    n1 = "deal 0: the hands of seats 0 and 1 written against each other's seat"
    n2 = taroc_revoke(doc, 1, 4)
    rec(
        "11-ottocento-hands-swapped-plus-revoke.json",
        doc,
        [
            ("slip", "card_not_in_hand", "one, at the first card of seat 0 or 1"),
            ("fault", "revoke", "no penalty in the source; scored as played"),
        ],
        [n1, n2],
    )

    # O2: two cards of one trick written in swapped order + a real revoke in the other deal
    doc = copy.deepcopy(base)
    dl = doc["deals"][1]
    t = tricks_of(dl, 4)[5]
    n1 = slip_swap_pair(dl, t, 1, "trick 6")
    n2 = taroc_revoke(doc, 0, 4)
    rec(
        "12-ottocento-swapped-pair-plus-revoke.json",
        doc,
        [
            ("slip", "out_of_turn", "one finding for the swapped pair"),
            ("fault", "revoke", "scored as played"),
        ],
        [n1, n2],
    )

    # ================================================================ TERZIGLIO
    base = load("tarocchini-terziglio/clean.json")  # moretti_tie first_played
    for dl in base["deals"]:
        assert not analyse(dl, Taroc(dl, "first_played"), 3)[1]

    # Z1: a bid written for the wrong seat + a real revoke
    doc = copy.deepcopy(base)
    dl = doc["deals"][1]
    ev = dl["events"]
    assert ev[1] == {"type": "bid", "seat": 0, "bid": "pass"}
    ev[1]["seat"] = 1
    tag(ev[1], "slip")
    n1 = "deal 1: seat 0's pass written for seat 1, who calls again in its own turn"
    decl0 = 2
    n2 = taroc_revoke(doc, 0, 3, tie="first_played", same=lambda a, b: (a == decl0) == (b == decl0))
    rec(
        "13-terziglio-bid-wrong-seat-plus-revoke.json",
        doc,
        [("slip", "bid_out_of_turn", "read as seat 0's pass"), ("fault", "revoke", "scored as played")],
        [n1, n2],
    )

    # Z2: a card written for the wrong seat + a real lead out of turn
    doc = copy.deepcopy(base)
    dl = doc["deals"][1]
    t = tricks_of(dl, 3)[6]
    i = t[2]
    written = dl["events"][t[0]]["seat"]
    old = slip_wrong_seat(dl, i, written)
    n1 = f"deal 1: {dl['events'][i]['card']} (seat {old}'s, in its turn) written for seat {written}"
    dl = doc["deals"][0]
    ev = dl["events"]
    trs = tricks_of(dl, 3)
    base_w, _ = analyse(dl, Taroc(dl, "first_played"), 3)
    cands = []
    for k in range(1, len(trs) - 1):
        cs = [ev[i]["card"] for i in trs[k]]
        if "MATTO" in cs or len({Taroc.suit(c) for c in cs}) != 1:
            continue
        d2 = copy.deepcopy(dl)
        t = trs[k]
        rot = [d2["events"][t[1]], d2["events"][t[2]], d2["events"][t[0]]]
        for pos, i in enumerate(t):
            d2["events"][i] = rot[pos]
        w, v = analyse(d2, Taroc(d2, "first_played"), 3)
        if w == base_w and not v:
            cands.append(k)
    assert cands, "no terziglio lead out of turn"
    k = rng.choice(cands)
    t = trs[k]
    rot = [ev[t[1]], ev[t[2]], ev[t[0]]]
    for pos, i in enumerate(t):
        ev[i] = rot[pos]
    tag(ev[t[0]], "fault")
    n2 = (
        f"deal 0: trick {k + 1} led by seat {ev[t[0]]['seat']} instead of seat "
        f"{ev[t[2]]['seat']} (the last trick's winner), the table following on from it; "
        f"all three cards of one suit, so the trick and its winner are unchanged"
    )
    rec(
        "14-terziglio-card-wrong-seat-plus-lead-out-of-turn.json",
        doc,
        [
            ("slip", "card_not_in_hand", f"seat {written}; read as seat {old}'s"),
            ("fault", "out_of_turn", "no penalty in the source; scored as played"),
        ],
        [n1, n2],
    )

    (HERE / "manifest.txt").write_text(json.dumps(manifest, indent=1, ensure_ascii=False) + "\n")
    for k, v in manifest.items():
        print(k, v["expected"])
        for p in v["plants"]:
            print("   ", p)


if __name__ == "__main__":
    sys.exit(main())
