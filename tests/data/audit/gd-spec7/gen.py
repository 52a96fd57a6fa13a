"""gd-spec7 generator: writes the round's transcripts (NN-*.json) and gen-summary.txt.

Run from this directory:  python3 gen.py
Every figure is computed by model.py from the auditor's reading of the source.
"""

from __future__ import annotations

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model import Deal, allpass_payments, is_trump, net, r2, rng_for, value  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
SUMMARY = []

NAMES3 = ["Antoni", "Bronisława", "Cyprian"]
NAMES4 = ["Antoni", "Bronisława", "Cyprian", "Dorota"]
NAMES5 = ["Antoni", "Bronisława", "Cyprian", "Dorota", "Eustachy"]


def auction(kind, act):
    """act = active seats in bidding order [forehand, middle, last].
    Returns (bids, player, ordinal, rejects)."""
    fh, mid, last = act
    if kind == "A":
        return [(fh, "three"), (mid, "pass"), (last, "pass")], fh, 1, 0
    if kind == "B":
        return [(fh, "pass"), (mid, "three"), (last, "pass")], mid, 1, 0
    if kind == "C":
        return [(fh, "three"), (mid, "bottom"), (last, "pass"), (fh, "hold"), (mid, "pass")], fh, 2, 0
    if kind == "D1":  # last seat plays a three and refuses the first three shown
        return [(fh, "pass"), (mid, "pass"), (last, "three")], last, 2, 1
    raise ValueError(kind)


def find(seed0, n, dealer, kind, want, sitter=None, doubles=None, renonce_at=None, extra=None):
    """Search seeds for a deal with the wanted outcome and no premiums."""
    seed = seed0
    while True:
        seed += 1
        d = Deal(rng_for(seed), n, dealer, sitter)
        bids, player, ordinal, rejects = auction(kind, d.active)
        dbl = []
        if doubles:
            helpers = [s for s in d.active if s != player]
            for who, lv in doubles:
                dbl.append((helpers[0] if who == "helper" else player, lv))
        if not d.setup(bids, player, "three", ordinal, rejects, dbl):
            continue
        if not d.play(renonce_at=renonce_at):
            continue
        if d.premiums_present():
            continue
        pts = d.player_points()
        if pts == 33:
            continue
        if want is not None and (pts > 33) != want:
            continue
        if extra and not extra(d):
            continue
        d.seed = seed
        return d


def deal_events(d, bids=True, take=True, discard=True, announce=True, doubles=True, stop_after=None):
    ev = []
    if bids:
        for s, b in d.bids:
            ev.append({"type": "bid", "seat": s, "bid": b})
        for _ in range(d.rejects):
            ev.append({"type": "call", "seat": d.player, "call": "reject"})
    if take and d.take:
        ev.append({"type": "take", "seat": d.player, "cards": list(d.take)})
    if discard and d.discard:
        ev.append({"type": "discard", "seat": d.player, "cards": list(d.discard)})
    if announce:
        ev.append({"type": "announce", "seat": d.player, "items": []})
        for h in d.helpers:
            ev.append({"type": "announce", "seat": h, "items": []})
    if doubles:
        for s, lv in d.doubles:
            ev.append({"type": "double", "seat": s, "target": "game", "level": lv})
    plays = d.plays if stop_after is None else d.plays[: 3 * stop_after]
    d.play_index = {}
    for s, c in plays:
        d.play_index[len(d.play_index)] = len(ev)
        ev.append({"type": "play", "seat": s, "card": c})
    return ev


def pay_events(payments, reasons=True):
    out = []
    for f, t, a, r in payments:
        e = {"type": "payment", "from": f, "to": t, "amount": a}
        if reasons:
            e["reason"] = r
        out.append(e)
    return out


class Sheet:
    def __init__(self, n, totals=None, pool=0):
        self.n = n
        self.totals = list(totals) if totals else [0] * n
        self.pool = pool

    def apply(self, payments):
        nt = net(payments, self.n)
        for s in range(self.n):
            self.totals[s] = r2(self.totals[s] + nt[str(s)])
        self.pool = r2(self.pool + nt["pool"])
        return nt

    def score_events(self, nt, seats, pool=True):
        ev = [{"type": "score", "party": s, "points": nt[str(s)]} for s in seats]
        if pool:
            ev.append({"type": "score", "party": "pool", "points": nt["pool"]})
        return ev

    def total_events(self, seats, pool=True):
        ev = [{"type": "total", "party": s, "points": self.totals[s]} for s in seats]
        if pool:
            ev.append({"type": "total", "party": "pool", "points": self.pool})
        return ev


def transcript(players, deals, start=None, rules=None, meta=None):
    t = {"format": "trick-transcript/1", "game": "galician-tarok", "players": players}
    if rules:
        t["rules"] = rules
    if start:
        t["start"] = start
    if meta:
        t["meta"] = meta
    t["deals"] = deals
    return t


def write(name, t, note):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(t, f, ensure_ascii=False, indent=1)
        f.write("\n")
    SUMMARY.append("== %s\n%s\n" % (name, note))


def describe(d, label=""):
    return "%s dealer %d active %s player %d ord %d contra %d pts %s won %s value %s take %s discard %s rest %s seed %d" % (
        label,
        d.dealer,
        d.active,
        d.player,
        d.ordinal,
        d.contra,
        d.pts,
        d.won,
        d.value,
        d.take,
        d.discard,
        d.rest,
        d.seed,
    )


def full_deal(d, events, hands=True, talon=True):
    out = {"dealer": d.dealer}
    out["hands"] = [list(h) for h in d.hands] if hands else None
    if talon:
        out["talon"] = list(d.talon)
    out["events"] = events
    return out


# ---------------------------------------------------------------------------
def f01():
    n = 3
    d0 = find(100, n, 0, "A", True)
    d1 = find(200, n, 1, "B", True, doubles=[("helper", 2), ("player", 4)])
    d2 = find(300, n, 2, "C", False)
    deals, notes = [], []
    for i, d in enumerate([d0, d1, d2]):
        pay = d.settle(stake=10 if i == 0 else 0)
        ev = deal_events(d) + pay_events(pay)
        deals.append(full_deal(d, ev))
        notes.append(describe(d, "deal %d" % i) + "\n  payments %s\n  net %s" % (pay, net(pay, n)))
    write(
        "01-control-3p-payments.json",
        transcript(NAMES3, deals, meta={"club": "Kółko tarokowe przy ul. Floriańskiej", "kind": "control"}),
        "\n".join(notes),
    )


def f02():
    n = 4
    sh = Sheet(n)
    d0 = find(400, n, 0, "A", True)
    d1 = find(500, n, 1, "D1", False)
    deals, notes = [], []
    for i, d in enumerate([d0, d1]):
        pay = d.settle(stake=10 if i == 0 else 0)
        nt = sh.apply(pay)
        ev = deal_events(d) + sh.score_events(nt, range(n)) + sh.total_events(range(n))
        deals.append(full_deal(d, ev))
        notes.append(describe(d, "deal %d" % i) + "\n  payments %s\n  net %s totals %s pool %s" % (pay, nt, sh.totals, sh.pool))
    write("02-control-4p-sheet.json", transcript(NAMES4, deals, meta={"kind": "control, four players, the king shares"}), "\n".join(notes))


def f03():
    n = 5
    start_totals = [35, -20.5, 14, -60, -8.5]
    pool = 40
    d0 = find(600, n, 0, "B", True, sitter=4)
    d1 = find(700, n, 1, "A", False, sitter=4, doubles=[("helper", 2)])
    deals, notes = [], []
    for i, d in enumerate([d0, d1]):
        pay = d.settle()
        ev = deal_events(d) + pay_events(pay)
        deals.append(full_deal(d, ev))
        notes.append(describe(d, "deal %d" % i) + "\n  payments %s\n  net %s" % (pay, net(pay, n)))
    write(
        "03-control-5p-midevening.json",
        transcript(NAMES5, deals, start={"totals": start_totals, "pools": {"pool": pool}}, meta={"kind": "control, five players, Eustachy sits out this round"}),
        "\n".join(notes),
    )


def f04():
    n = 3
    d0 = find(800, n, 2, "A", True)
    d1 = find(900, n, 0, "C", False)
    deals, notes = [], []
    for i, d in enumerate([d0, d1]):
        pay = d.settle(stake=10 if i == 0 else 0)
        ev = deal_events(d) + pay_events(pay)
        deals.append(full_deal(d, ev, hands=False, talon=True))
        notes.append(describe(d, "deal %d" % i) + "\n  payments %s\n  net %s" % (pay, net(pay, n)))
    write("04-playonly-talon-take-discard.json", transcript(NAMES3, deals, meta={"kind": "play-only, talon and the buying written"}), "\n".join(notes))


def f05():
    n = 3
    sh = Sheet(n, [18, -44, 6], 20)
    d0 = find(1000, n, 1, "B", False)
    d1 = find(1100, n, 2, "A", True)
    deals, notes = [], []
    for i, d in enumerate([d0, d1]):
        pay = d.settle()
        nt = sh.apply(pay)
        ev = deal_events(d, take=False) + sh.score_events(nt, range(n)) + sh.total_events(range(n))
        deals.append(full_deal(d, ev, hands=False, talon=False))
        notes.append(describe(d, "deal %d" % i) + "\n  payments %s\n  net %s totals %s pool %s" % (pay, nt, sh.totals, sh.pool))
    write(
        "05-playonly-discard-no-talon.json",
        transcript(NAMES3, deals, start={"totals": [18, -44, 6], "pools": {"pool": 20}}, meta={"kind": "play-only, discard written, talon not kept"}),
        "\n".join(notes),
    )


def f06():
    n = 3
    d0 = find(1200, n, 1, "A", True)
    pay = d0.settle(stake=10)
    ev = deal_events(d0, take=False, discard=False, announce=False) + pay_events(pay, reasons=False)
    write(
        "06-playonly-bare-noreasons.json",
        transcript(NAMES3, [full_deal(d0, ev, hands=False, talon=False)], meta={"kind": "bids and plays only; payments without reasons"}),
        describe(d0, "deal 0") + "\n  payments %s\n  net %s" % (pay, net(pay, n)),
    )


def f07():
    n = 3
    d0 = find(1300, n, 0, "B", False)
    d1 = find(1400, n, 1, "A", None)
    pay = d0.settle(stake=10)
    ev0 = deal_events(d0) + pay_events(pay)
    d1.settle()
    ev1 = deal_events(d1, stop_after=5)
    deals = [full_deal(d0, ev0), full_deal(d1, ev1)]
    write(
        "07-stops-midplay.json",
        transcript(NAMES3, deals, meta={"kind": "second deal written only to the fifth trick"}),
        describe(d0, "deal 0") + "\n  payments %s\n  net %s\n" % (pay, net(pay, n)) + describe(d1, "deal 1 (stops after 5 tricks)"),
    )


def f08():
    n = 3
    d0 = find(1500, n, 2, "B", True)
    pay = d0.settle(stake=10)
    ev = deal_events(d0, bids=False, announce=False) + pay_events(pay)
    write(
        "08-no-auction.json",
        transcript(NAMES3, [full_deal(d0, ev)], meta={"kind": "auction not written"}),
        describe(d0, "deal 0") + "\n  payments %s\n  net %s" % (pay, net(pay, n)),
    )


def f09():
    n = 3
    st = [62, -81, -66]
    sh = Sheet(n, st, 85)
    d0 = find(1600, n, 2, "C", True)
    d1 = find(1700, n, 0, "B", False)
    deals, notes = [], []
    for i, d in enumerate([d0, d1]):
        pay = d.settle()
        nt = sh.apply(pay)
        ev = deal_events(d) + sh.score_events(nt, range(n)) + sh.total_events(range(n))
        deals.append(full_deal(d, ev))
        notes.append(describe(d, "deal %d" % i) + "\n  payments %s\n  net %s totals %s pool %s" % (pay, nt, sh.totals, sh.pool))
    write(
        "09-midevening-sheet.json",
        transcript(NAMES3, deals, start={"totals": st, "pools": {"pool": 85}}, meta={"kind": "taken up at 22:10, sheet carried over"}),
        "\n".join(notes),
    )


def f10():
    n = 3
    st = [-12, 40, -58]
    sh = Sheet(n, st, 30)
    d0 = find(1800, n, 1, "A", True)
    pay0 = d0.settle()
    nt0 = sh.apply(pay0)
    ev0 = deal_events(d0) + sh.total_events(range(n))
    # deal 1: all three pass (dealer 2, forehand 0)
    pay1 = allpass_payments([0, 1, 2])
    nt1 = sh.apply(pay1)
    ev1 = [{"type": "bid", "seat": s, "bid": "pass"} for s in (0, 1, 2)] + sh.total_events(range(n))
    d2 = find(1900, n, 0, "B", False)
    pay2 = d2.settle()
    nt2 = sh.apply(pay2)
    ev2 = deal_events(d2)
    deals = [full_deal(d0, ev0), {"dealer": 2, "hands": None, "events": ev1}, full_deal(d2, ev2, hands=False, talon=True)]
    write(
        "10-totals-only-then-stop.json",
        transcript(NAMES3, deals, start={"totals": st, "pools": {"pool": 30}}, meta={"kind": "sheet writes totals only, then stops"}),
        describe(d0, "deal 0") + "\n  payments %s net %s" % (pay0, nt0) + "\ndeal 1 all pass %s net %s\n" % (pay1, nt1) + describe(d2, "deal 2") + "\n  payments %s net %s (not written) totals %s pool %s" % (pay2, nt2, sh.totals, sh.pool),
    )


def f11():
    n = 3
    d0 = find(2000, n, 0, "A", True)
    pay = d0.settle(stake=10)
    ev = deal_events(d0) + pay_events(pay)
    # slip: the second game payment written 9 too high
    idx = [i for i, e in enumerate(ev) if e["type"] == "payment" and e.get("reason") == "game"][1]
    right = ev[idx]["amount"]
    ev[idx]["amount"] = right + 9
    write(
        "11-wrong-payment.json",
        transcript(NAMES3, [full_deal(d0, ev)], meta={"kind": "one slip: a payment"}),
        describe(d0, "deal 0") + "\n  payments %s\n  net %s\n  PLANTED: event %d amount %s (right %s)" % (pay, net(pay, n), idx, right + 9, right),
    )


def f12():
    n = 3
    st = [5, 25, -80]
    sh = Sheet(n, st, 50)

    def ok(d):
        return d.renonce_event is not None and d.renonce_event >= 6

    d0 = find(2100, n, 1, "B", True, renonce_at=3, extra=ok)
    pay = d0.settle(renonce=True)
    ev = deal_events(d0) + pay_events(pay)
    ridx = d0.play_index[d0.renonce_event]
    seat, card = d0.plays[d0.renonce_event]
    trick = d0.renonce_event // 3
    led = d0.tricks[trick][0][0][1]
    later = [(i, c) for i, (s, c) in enumerate(d0.plays) if s == seat and i > d0.renonce_event and not is_trump(c) and c[-1] == led[-1]]
    write(
        "12-renonce-playonly.json",
        transcript(NAMES3, [full_deal(d0, ev, hands=False, talon=True)], start={"totals": st, "pools": {"pool": 50}}, meta={"kind": "play-only; one slip: a renonce"}),
        describe(d0, "deal 0")
        + "\n  payments %s\n  net %s\n  PLANTED: renonce at event %d (seat %d plays %s on %s lead); suit cards later at plays %s"
        % (pay, net(pay, n), ridx, seat, card, led, [(d0.play_index[i], c) for i, c in later]),
    )


def f13():
    n = 3

    def cand(d):
        # a later trump (1 point, not winning) by a follower, replaceable by an earlier
        # 1-point trump of the same seat that is lower than the trick's winning card
        for t in range(6, 12):
            trick, w = d.tricks[t]
            win_card = dict(trick)[w]
            for pos in (1, 2):
                s, c = trick[pos]
                if s == w or not is_trump(c) or value(c) != 1 or not is_trump(win_card):
                    continue
                for k in range(0, t):
                    for s2, c2 in d.tricks[k][0]:
                        if s2 == s and is_trump(c2) and value(c2) == 1 and int(c2[1:]) < (22 if win_card == "SKIZ" else int(win_card[1:])):
                            d.dup = (t * 3 + pos, c2, c)
                            return True
        return False

    d0 = find(2200, n, 2, "A", True, extra=cand)
    pay = d0.settle(stake=10)
    ev = deal_events(d0) + pay_events(pay)
    pi, c2, c = d0.dup
    eidx = d0.play_index[pi]
    ev[eidx]["card"] = c2
    write(
        "13-card-twice-playonly.json",
        transcript(NAMES3, [full_deal(d0, ev, hands=False, talon=True)], meta={"kind": "play-only; one slip: a card written twice"}),
        describe(d0, "deal 0") + "\n  payments %s\n  net %s\n  PLANTED: event %d written %s (was %s), %s already played earlier" % (pay, net(pay, n), eidx, c2, c, c2),
    )


def f14():
    n = 3
    d0 = find(2300, n, 0, "A", True)
    d1 = find(2400, n, 1, "B", False)
    d2 = find(2500, n, 1, "A", True)  # PLANTED: dealer 1 again (should be 2)
    deals, notes = [], []
    for i, d in enumerate([d0, d1, d2]):
        pay = d.settle(stake=10 if i == 0 else 0)
        ev = deal_events(d) + pay_events(pay)
        deals.append(full_deal(d, ev))
        notes.append(describe(d, "deal %d" % i) + "\n  payments %s\n  net %s" % (pay, net(pay, n)))
    notes.append("PLANTED: deal 2 dealer 1 (after dealer 1 in deal 1 the deal passes to seat 2)")
    write("14-wrong-dealer.json", transcript(NAMES3, deals, meta={"kind": "one slip: the dealer"}), "\n".join(notes))


def f15():
    n = 3
    st = [44, -10, -64]
    sh = Sheet(n, st, 30)
    d0 = find(2600, n, 0, "B", True)
    d1 = find(2700, n, 1, "A", False)
    deals, notes = [], []
    for i, d in enumerate([d0, d1]):
        pay = d.settle()
        nt = sh.apply(pay)
        ev = deal_events(d) + sh.total_events(range(n))
        if i == 1:
            k = [j for j, e in enumerate(ev) if e["type"] == "total" and e["party"] == 1][0]
            right = ev[k]["points"]
            ev[k]["points"] = r2(right - 10)
            notes.append("PLANTED: deal 1 event %d total seat 1 written %s (right %s)" % (k, ev[k]["points"], right))
        deals.append(full_deal(d, ev, hands=(i == 0), talon=True))
        notes.append(describe(d, "deal %d" % i) + "\n  payments %s\n  net %s totals %s pool %s" % (pay, nt, sh.totals, sh.pool))
    write(
        "15-wrong-total.json",
        transcript(NAMES3, deals, start={"totals": st, "pools": {"pool": 30}}, meta={"kind": "totals only; one slip: an addition"}),
        "\n".join(notes),
    )


def f16():
    n = 4
    d0 = find(2800, n, 3, "B", True)
    pay = d0.settle()
    ev = deal_events(d0, bids=False, take=False, discard=False, announce=False, stop_after=8) + pay_events(pay, reasons=False)
    write(
        "16-playonly-4p-noauction-stops.json",
        transcript(NAMES4, [full_deal(d0, ev, hands=False, talon=False)], start={"totals": [0, 30, -45, 5], "pools": {"pool": 10}}, meta={"kind": "four players; plays to the eighth trick only; payments without reasons"}),
        describe(d0, "deal 0") + "\n  payments %s\n  net %s" % (pay, net(pay, n)),
    )


if __name__ == "__main__":
    for f in (f01, f02, f03, f04, f05, f06, f07, f08, f09, f10, f11, f12, f13, f14, f15, f16):
        f()
    with open(os.path.join(HERE, "gen-summary.txt"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(SUMMARY))
    print("\n".join(SUMMARY))
