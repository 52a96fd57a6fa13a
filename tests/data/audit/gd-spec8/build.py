"""gd-spec8: build the round's transcripts (blind).  python3 build.py  -> NN-*.json, notes.txt"""

from __future__ import annotations

import copy
from fractions import Fraction

from gen import (
    NAMES3,
    NAMES4,
    NAMES5,
    Session,
    find,
    game_money,
    num,
    plain,
    play_deal,
    strong,
    trick_winner,
)
from model import card_points, dump, is_trump, suit, trump_rank

OUT = []


def summary(fname, sess, extra=""):
    lines = [f"## {fname}"]
    for di, (info, money, netd) in enumerate(sess.log):
        if info.get("allpass"):
            lines.append(f"deal {di}: dealer {info['dealer']}, all pass; net {fmt(netd)}")
            continue
        lines.append(
            f"deal {di}: dealer {info['dealer']} active {info['active']} declarer {info['decl']} "
            f"{info['contract']} packet #{info['count']} contra x{info['contra']} take {info['take']} "
            f"discard {info['disc']}; points {info['pts']} (helpers {info['hpts']}); net {fmt(netd)}"
        )
    if extra:
        lines.append(extra)
    OUT.append("\n".join(lines) + "\n")


def fmt(d):
    return {k: num(v) for k, v in d.items()}


def P(won=None, k=6, lo=None, hi=None):
    return lambda deal, info: (not info.get("allpass")) and plain(info, won, lo, hi) and strong(deal, info, k)


def write(fname, sess):
    dump(fname, sess.t)


# ------------------------------------------------------------------ 01 clean 3p payments
def f01():
    fn = "01-clean-3p-payments.json"
    s = Session(3, NAMES3, meta={"event": "gd-spec8 control", "table": 1})
    _, d, i = find(P(True), 100, n=3, dealer=0, auction=[(0, "three"), (1, "pass"), (2, "pass")])
    s.add(d, i)
    _, d, i = find(lambda d, i: True, 200, n=3, dealer=1, auction=[(0, "pass"), (1, "pass"), (2, "pass")])
    s.add(d, i)
    _, d, i = find(P(False, lo=20), 300, n=3, dealer=2,
                   auction=[(0, "pass"), (1, "three"), (2, "bottom"), (1, "hold"), (2, "pass")], contra=1)
    s.add(d, i)
    write(fn, s)
    summary(fn, s, "clean control")


# ------------------------------------------------------------------ 02 clean 4p sheet
def f02():
    fn = "02-clean-4p-sheet.json"
    s = Session(4, NAMES4, start_pool=55, start_totals=[-30, 10, -60, 25],
                meta={"event": "gd-spec8 control", "table": 2})
    _, d, i = find(P(True), 400, n=4, dealer=0, auction=[(0, "pass"), (1, "three"), (2, "pass")])
    s.add(d, i, "sheet")
    _, d, i = find(P(False, lo=22), 500, n=4, dealer=1, auction=[(0, "three"), (1, "pass"), (2, "pass")])
    s.add(d, i, "sheet")
    _, d, i = find(lambda d, i: True, 600, n=4, dealer=2, auction=[(0, "pass"), (1, "pass"), (2, "pass")])
    s.add(d, i, "sheet")
    _, d, i = find(P(True), 700, n=4, dealer=3, auction=[(0, "pass"), (1, "pass"), (2, "three")], contra=1)
    s.add(d, i, "sheet")
    write(fn, s)
    summary(fn, s, "clean control")


# ------------------------------------------------------------------ 03 clean 5p sheet
def f03():
    fn = "03-clean-5p-sheet.json"
    s = Session(5, NAMES5, start_pool=60, start_totals=[40, -70, 15, -25, -20],
                meta={"event": "gd-spec8 control", "table": 3,
                      "note": "Edward (seat 4) sits out this round of four deals (par. 8)."})
    _, d, i = find(P(True), 800, n=5, dealer=0, out_seat=4, auction=[(0, "three"), (1, "pass"), (2, "pass")])
    s.add(d, i, "sheet")
    _, d, i = find(P(False, lo=22), 900, n=5, dealer=1, out_seat=4, auction=[(0, "pass"), (1, "three"), (2, "pass")])
    s.add(d, i, "sheet")
    _, d, i = find(P(True), 1000, n=5, dealer=2, out_seat=4, auction=[(0, "pass"), (1, "pass"), (2, "three")])
    s.add(d, i, "sheet")
    write(fn, s)
    summary(fn, s, "clean control")


# ------------------------------------------------------------------ 04 follow out of turn
def f04():
    fn = "04-follow-out-of-turn-3p.json"
    s = Session(3, NAMES3, meta={"event": "gd-spec8", "table": 4})
    _, d, i = find(P(True), 1100, n=3, dealer=0, auction=[(0, "three"), (1, "pass"), (2, "pass")])
    s.add(d, i)

    def pred(deal, info):
        if not P(False, lo=24)(deal, info):
            return False
        w, tr, ev0 = info["tricks"][4]
        return not is_trump(tr[0][1])  # a suit lead, both followers legal in any order

    _, d, i = find(pred, 1200, n=3, dealer=1, auction=[(0, "pass"), (1, "three"), (2, "pass")])
    w, tr, ev0 = i["tricks"][4]
    ev = d["events"]
    ev[ev0 + 1], ev[ev0 + 2] = ev[ev0 + 2], ev[ev0 + 1]
    s.add(d, i)
    write(fn, s)
    summary(fn, s, f"PLANT deal 1 event {ev0 + 1}: seat {ev[ev0 + 1]['seat']} plays {ev[ev0 + 1]['card']} "
                   f"before seat {ev[ev0 + 2]['seat']} in trick 5 (led by seat {tr[0][0]} {tr[0][1]}); trick won by {w}")


# ------------------------------------------------------------------ 05 wrong leader 4p sheet
def f05():
    fn = "05-wrong-leader-4p-sheet.json"
    s = Session(4, NAMES4, start_pool=35, start_totals=[12, -40, 33, -40],
                meta={"event": "gd-spec8", "table": 5})
    _, d, i = find(P(True), 1300, n=4, dealer=2, auction=[(0, "three"), (1, "pass"), (2, "pass")])
    s.add(d, i, "sheet")
    # deal 1: dealer 3, active [0,1,2]; declarer seat 1; trick 6 (index 5) led by the partner
    auction = [(0, "pass"), (1, "three"), (2, "pass")]
    found = None
    for seed in range(1400, 6000):
        d0, i0 = play_deal(n=4, dealer=3, seed=seed, auction=auction)
        if not P(True)(d0, i0):
            continue
        w5 = i0["tricks"][4][0]
        if w5 == i0["decl"]:
            continue
        other = [h for h in i0["helpers"] if h != w5][0]
        d1, i1 = play_deal(n=4, dealer=3, seed=seed, auction=auction, force_leader={5: other})
        if i1["tricks"][4][0] != w5 or not P(True)(d1, i1):
            continue
        found = (seed, d1, i1, w5, other)
        break
    seed, d, i, w5, other = found
    ev_lead = i["tricks"][5][2]
    s.add(d, i, "sheet")
    _, d2, i2 = find(P(False, lo=22), 1500, n=4, dealer=0, auction=[(0, "three"), (1, "pass"), (2, "pass")])
    s.add(d2, i2, "sheet")
    write(fn, s)
    summary(fn, s, f"PLANT deal 1 event {ev_lead}: seat {other} leads trick 6 ({d['events'][ev_lead]['card']}); "
                   f"trick 5 was won by seat {w5}")


# ------------------------------------------------------------------ 06 card not held 3p
def f06():
    fn = "06-card-not-held-3p.json"
    s = Session(3, NAMES3, meta={"event": "gd-spec8", "table": 6})
    auction = [(0, "pass"), (1, "pass"), (2, "three")]
    for seed in range(1600, 9000):
        d, i = play_deal(n=3, dealer=2, seed=seed, auction=auction)
        if not P(True)(d, i):
            continue
        plain_rest = [c for c in i["rest"] if is_trump(c) and card_points(c) == 1]
        if not plain_rest:
            continue
        ok = None
        for h in i["helpers"]:
            # a helper's one-point tarok Y played to trick t, then later the helper shows void in
            # taroks (a suit card to a tarok lead) -> with Y 'still held' that would look like a revoke
            for t, (w, tr, ev0) in enumerate(i["tricks"][:9]):
                for k, (seat, c) in enumerate(tr):
                    if seat != h or not is_trump(c) or card_points(c) != 1 or w == h:
                        continue
                    # substitute X from the untaken talon, same trick winner
                    for X in plain_rest:
                        tr2 = list(tr)
                        tr2[k] = (seat, X)
                        if trick_winner(tr2) != w:
                            continue
                        # later: a tarok lead the helper answers with a suit card?
                        later = [(t2, tr3) for t2, (w3, tr3, e3) in enumerate(i["tricks"]) if t2 > t
                                 and is_trump(tr3[0][1]) and any(s3 == h and not is_trump(c3) for s3, c3 in tr3)]
                        if later:
                            ok = (h, t, k, ev0, c, X, later[0][0])
                            break
                    if ok:
                        break
                if ok:
                    break
            if ok:
                break
        if ok:
            break
    h, t, k, ev0, Y, X, tlater = ok
    d["events"][ev0 + k]["card"] = X
    s.add(d, i)
    _, d2, i2 = find(P(False, lo=22), 1700, n=3, dealer=0, auction=[(0, "three"), (1, "pass"), (2, "pass")])
    s.add(d2, i2)
    write(fn, s)
    summary(fn, s, f"PLANT deal 0 event {ev0 + k}: seat {h} recorded playing {X} (lies in the untaken talon) "
                   f"instead of {Y} (held) in trick {t + 1}; in trick {tlater + 1} seat {h} answers a tarok lead "
                   f"with a suit card (void in taroks by his real hand)")


# ------------------------------------------------------------------ 07 wrong dealer 4p sheet
def f07():
    fn = "07-wrong-dealer-4p-sheet.json"
    s = Session(4, NAMES4, start_pool=50, start_totals=[-20, 35, -45, -20],
                meta={"event": "gd-spec8", "table": 7})
    _, d, i = find(P(True), 1800, n=4, dealer=1, auction=[(0, "three"), (1, "pass"), (2, "pass")])
    s.add(d, i, "sheet")
    # deal 1 should be dealt by seat 2; seat 3 dealt (and sat out)
    _, d, i = find(P(False, lo=22), 1900, n=4, dealer=3, auction=[(0, "pass"), (1, "three"), (2, "pass")])
    s.add(d, i, "sheet")
    _, d, i = find(P(True), 2000, n=4, dealer=0, auction=[(0, "pass"), (1, "pass"), (2, "three")])
    s.add(d, i, "sheet")
    write(fn, s)
    summary(fn, s, "PLANT deal 1 (event null): dealer 3 recorded, the rotation gives 2 (deal 0 dealer 1); "
                   "deal 2 dealt by 0, the next after the seat that actually dealt")


# ------------------------------------------------------------------ 08 bid out of turn 3p
def f08():
    fn = "08-bid-out-of-turn-3p.json"
    s = Session(3, NAMES3, meta={"event": "gd-spec8", "table": 8})
    # dealer 2, active [0,1,2]: forehand 0 must speak first; 1 bids three first
    _, d, i = find(P(True), 2100, n=3, dealer=2, auction=[(1, "three"), (0, "pass"), (2, "pass")])
    s.add(d, i)
    _, d2, i2 = find(P(False, lo=22), 2200, n=3, dealer=0, auction=[(0, "three"), (1, "pass"), (2, "pass")])
    s.add(d2, i2)
    write(fn, s)
    summary(fn, s, "PLANT deal 0 event 0: seat 1 (middle hand) bids three before the forehand seat 0")


# ------------------------------------------------------------------ 09 late announcement 5p payments
def f09():
    fn = "09-late-announcement-5p.json"
    s = Session(5, NAMES5, start_pool=80, meta={"event": "gd-spec8", "table": 9,
                                                 "note": "Edward (seat 4) sits out this round (par. 8)."})

    def pred(deal, info):
        if info.get("allpass") or info["trull_help"] or info["kings_help"] or info.get("ult_any"):
            return False
        if info["trull_decl"] or not info["kings_decl"]:
            return False
        return info["pts"] > 33 and info["pts"].denominator == 1 and strong(deal, info, 6)

    # dealer 0: king 0, out 4, active [1, 2, 3]; declarer 1
    _, d, i = find(pred, 2300, n=5, dealer=0, out_seat=4, auction=[(0, "three"), (1, "pass"), (2, "pass")])
    ev = d["events"]
    # the helpers' 'dobrze' are the two announces after the declarer's; append the late one after them
    idx = max(k for k, e in enumerate(ev) if e["type"] == "announce") + 1
    ev.insert(idx, {"type": "announce", "seat": i["decl"], "items": [{"kind": "four_kings"}]})
    i["ann"] = [{"kind": "four_kings"}]  # the table counted it as announced
    s.add(d, i)
    _, d2, i2 = find(P(False, lo=22), 2400, n=5, dealer=1, out_seat=4, auction=[(0, "pass"), (1, "three"), (2, "pass")])
    s.add(d2, i2)
    write(fn, s)
    summary(fn, s, f"PLANT deal 0 event {idx}: seat {i['decl']} announces four kings after both helpers said "
                   f"dobrze; the table paid 200 each (announced) for the four kings he made")


# ------------------------------------------------------------------ 10 payment to the wrong party 4p
def f10():
    fn = "10-payment-wrong-party-4p.json"
    s = Session(4, NAMES4, start_pool=45, meta={"event": "gd-spec8", "table": 10})
    _, d, i = find(P(False, lo=22), 2500, n=4, dealer=3, auction=[(0, "three"), (1, "pass"), (2, "pass")])
    s.add(d, i)
    _, d, i = find(P(True), 2600, n=4, dealer=0, auction=[(0, "pass"), (1, "three"), (2, "pass")])
    s.add(d, i)
    ev = d["events"]
    k = [n for n, e in enumerate(ev) if e["type"] == "payment" and e["from"] == 0 and e.get("reason") == "game"][0]
    ev[k]["to"] = [h for h in i["helpers"]][0]
    write(fn, s)
    summary(fn, s, f"PLANT deal 1 event {k}: the king (seat 0) pays the game to helper seat {ev[k]['to']} "
                   f"instead of the declarer seat {i['decl']} (amount {ev[k]['amount']})")


# ------------------------------------------------------------------ 11 payment of the wrong amount 3p
def f11():
    fn = "11-payment-wrong-amount-3p.json"
    s = Session(3, NAMES3, meta={"event": "gd-spec8", "table": 11})
    _, d, i = find(P(False, lo=22), 2700, n=3, dealer=1, auction=[(0, "pass"), (1, "three"), (2, "pass")])
    s.add(d, i)
    _, d, i = find(P(True, lo=40), 2800, n=3, dealer=2, auction=[(0, "three"), (1, "pass"), (2, "pass")])
    s.add(d, i)
    ev = d["events"]
    k = [n for n, e in enumerate(ev) if e["type"] == "payment" and e.get("reason") == "game"][1]
    right = ev[k]["amount"]
    ev[k]["amount"] = right - 9
    _, d3, i3 = find(lambda d, i: True, 2900, n=3, dealer=0, auction=[(0, "pass"), (1, "pass"), (2, "pass")])
    s.add(d3, i3)
    write(fn, s)
    summary(fn, s, f"PLANT deal 1 event {k}: seat {ev[k]['from']} pays {ev[k]['amount']} instead of {right}; "
                   f"the pool share is on the right figure")


# ------------------------------------------------------------------ 12 score slip carried 5p
def f12():
    fn = "12-score-slip-carried-5p.json"
    s = Session(5, NAMES5, start_pool=70, start_totals=[-10, 45, -30, 5, -80],
                meta={"event": "gd-spec8", "table": 12, "note": "Edward (seat 4) sits out this round (par. 8)."})
    _, d, i = find(P(True, lo=40), 3000, n=5, dealer=0, out_seat=4, auction=[(0, "pass"), (1, "three"), (2, "pass")])
    s.add(d, i, "sheet")
    _, d, i = find(P(False, lo=22), 3100, n=5, dealer=1, out_seat=4, auction=[(0, "three"), (1, "pass"), (2, "pass")])
    s.add(d, i, "sheet")
    _, d, i = find(P(True), 3200, n=5, dealer=2, out_seat=4, auction=[(0, "pass"), (1, "pass"), (2, "three")])
    s.add(d, i, "sheet")
    # slip: deal 0, the first helper's score written with its digits swapped; the sheet carries it
    info0 = s.log[0][0]
    h = info0["helpers"][0]
    ev = s.t["deals"][0]["events"]
    k = [n for n, e in enumerate(ev) if e["type"] == "score" and e["party"] == h][0]
    right = Fraction(ev[k]["points"])
    wrong = right - 9 if right > -90 else right + 9
    ev[k]["points"] = num(wrong)
    delta = wrong - right
    for di in range(3):
        for e in s.t["deals"][di]["events"]:
            if e["type"] == "total" and e["party"] == h:
                e["points"] = num(Fraction(e["points"]) + delta)
    write(fn, s)
    summary(fn, s, f"PLANT deal 0 event {k}: seat {h}'s score written {num(wrong)} instead of {num(right)}; "
                   f"the totals of seat {h} carry it in deals 0-2")


# ------------------------------------------------------------------ 13 addition slip in a total 3p
def f13():
    fn = "13-total-slip-carried-3p.json"
    s = Session(3, NAMES3, start_pool=30, start_totals=[25, -40, -15],
                meta={"event": "gd-spec8", "table": 13})
    _, d, i = find(P(True), 3300, n=3, dealer=0, auction=[(0, "three"), (1, "pass"), (2, "pass")])
    s.add(d, i, "sheet")
    _, d, i = find(P(False, lo=22), 3400, n=3, dealer=1, auction=[(0, "pass"), (1, "three"), (2, "pass")])
    s.add(d, i, "sheet")
    _, d, i = find(P(True), 3500, n=3, dealer=2, auction=[(0, "pass"), (1, "pass"), (2, "three")])
    s.add(d, i, "sheet")
    ev = s.t["deals"][1]["events"]
    k = [n for n, e in enumerate(ev) if e["type"] == "total" and e["party"] == 2][0]
    right = ev[k]["points"]
    ev[k]["points"] = num(Fraction(right) + 100)
    for e in s.t["deals"][2]["events"]:
        if e["type"] == "total" and e["party"] == 2:
            e["points"] = num(Fraction(e["points"]) + 100)
    write(fn, s)
    summary(fn, s, f"PLANT deal 1 event {k}: seat 2's total written {ev[k]['points']} instead of {right} "
                   f"(addition slip of 100); deal 2's total of seat 2 adds its score to the slipped total")


# ------------------------------------------------------------------ 14 renonce found late, fined right
def f14():
    fn = "14-renonce-found-late-fined-3p.json"
    s = Session(3, NAMES3, meta={"event": "gd-spec8", "table": 14})

    def pred(deal, info):
        return (P(True, lo=38)(deal, info) and info["revoke_event"] is not None)

    auction = [(0, "three"), (1, "pass"), (2, "pass")]
    # find with the declarer revoking: declarer is active[0] = seat 2
    for seed in range(3600, 12000):
        d, i = play_deal(n=3, dealer=1, seed=seed, auction=auction, revoke={"seat": 2, "min_trick": 5})
        if i["revoke_event"] is not None and P(True, lo=38)(d, i):
            break
    rev = i["revoke_event"]
    ev = d["events"]
    ev.append({"type": "penalty", "party": i["decl"], "code": "revoke",
               "note": "found after the last trick: trumped a lead of his own suit (par. 23)"})
    s.add(d, i, renonce_by_decl=True)
    _, d2, i2 = find(P(False, lo=22), 3700, n=3, dealer=2, auction=[(0, "pass"), (1, "three"), (2, "pass")])
    s.add(d2, i2)
    write(fn, s)
    summary(fn, s, f"PLANT deal 0 event {rev}: seat {i['decl']} (declarer) plays {ev[rev]['card']} to a "
                   f"{suit(ev[rev - 1]['card'] if ev[rev - 1]['type'] == 'play' else '?')}-suit trick while holding the suit; "
                   f"found after the last trick; penalty event and payments as a lost game (consolation)")


# ------------------------------------------------------------------ 15 fine raised after the next deal
def f15():
    fn = "15-fine-after-next-deal-3p.json"
    s = Session(3, NAMES3, meta={"event": "gd-spec8", "table": 15})
    auction = [(0, "pass"), (1, "three"), (2, "pass")]
    for seed in range(3800, 12000):
        d, i = play_deal(n=3, dealer=0, seed=seed, auction=auction, revoke={"seat": 2, "min_trick": 4})
        if i["revoke_event"] is not None and P(True, lo=38)(d, i):
            break
    rev = i["revoke_event"]
    s.add(d, i)  # the table did not notice: paid as a won game
    won_pay = game_money(i)
    _, d2, i2 = find(P(False, lo=22), 3900, n=3, dealer=1, auction=[(0, "three"), (1, "pass"), (2, "pass")])
    # the claim: raised after deal 1 was dealt; the table fines seat 2 for deal 0 per par. 23
    _, mult, add = 3, 3, 30
    refund = won_pay[0][2]
    consol = 30 * i["count"]
    fine_events = [{"type": "penalty", "party": i["decl"], "code": "revoke",
                    "note": "renonce of the previous deal noticed after this deal was dealt; the table applies par. 23"}]
    for h in i["helpers"]:
        fine_events.append({"type": "payment", "from": i["decl"], "to": h, "amount": num(refund + consol),
                            "note": "refund of the previous game and consolation"})
    d2["events"] = fine_events + d2["events"]
    s.add(d2, i2)
    write(fn, s)
    summary(fn, s, f"deal 0 event {rev}: seat 2 (declarer) trumps while holding the suit (unnoticed; paid as won). "
                   f"PLANT deal 1 events 0-2: penalty and refund+consolation payments {num(refund + consol)} "
                   f"to each helper, raised after deal 1 was dealt (par. 31)")


# ------------------------------------------------------------------ 16 play-only partial, out of turn
def f16():
    fn = "16-playonly-partial-out-of-turn-3p.json"
    s = Session(3, NAMES3, meta={"event": "gd-spec8", "table": 16, "note": "play-only record; the sheet was lost after trick 7"})

    def pred(deal, info):
        w, tr, ev0 = info["tricks"][2]
        return strong(deal, info, 6) and not is_trump(tr[0][1])

    _, d, i = find(pred, 4000, n=3, dealer=0, auction=[(0, "three"), (1, "pass"), (2, "pass")], stop_after=8)
    ev = d["events"]
    w, tr, ev0 = i["tricks"][2]
    ev[ev0 + 1], ev[ev0 + 2] = ev[ev0 + 2], ev[ev0 + 1]
    # stop after one card of trick 8
    last = i["tricks"][7][2]
    d["events"] = ev[: last + 1]
    d["hands"] = None
    s.add(d, i, style="none")
    write(fn, s)
    summary(fn, s, f"PLANT deal 0 event {ev0 + 1}: seat {ev[ev0 + 1]['seat']} plays before seat "
                   f"{ev[ev0 + 2]['seat']} in trick 3; record stops after the lead of trick 8 (event {last})")


# ------------------------------------------------------------------ 17 play-only partial, provable revoke
def f17():
    fn = "17-playonly-partial-revoke-4p.json"
    s = Session(4, NAMES4, meta={"event": "gd-spec8", "table": 17, "note": "play-only record, talon not kept, stops after trick 9"})
    auction = [(0, "pass"), (1, "three"), (2, "pass")]
    found = None
    for seed in range(4100, 20000):
        # dealer 1, active [2, 3, 0]; declarer 3; helper 0 revokes from trick 2 on
        d, i = play_deal(n=4, dealer=1, seed=seed, auction=auction, revoke={"seat": 0, "min_trick": 1}, stop_after=9)
        r = i["revoke_event"]
        if r is None or not strong(d, i, 6):
            continue
        led = suit(d["events"][r - 1]["card"] if d["events"][r - 1]["type"] == "play" else "")
        # the trick's lead
        tidx = [t for t, (w, tr, e0) in enumerate(i["tricks"]) if e0 <= r < e0 + 3][0]
        led = suit(i["tricks"][tidx][1][0][1])
        later = [e for e in d["events"][r + 1:] if e["type"] == "play" and e["seat"] == 0 and suit(e["card"]) == led]
        if later:
            found = (d, i, r, led, d["events"].index(later[0], r + 1))
            break
    d, i, r, led, lat = found
    d["hands"] = None
    d["talon"] = None
    s.add(d, i, style="none")
    write(fn, s)
    summary(fn, s, f"PLANT deal 0 event {r}: helper seat 0 plays {d['events'][r]['card']} to a {led} lead while "
                   f"holding {led}; provable at event {lat} where seat 0 plays {d['events'][lat]['card']}")


# ------------------------------------------------------------------ 18 partial with hands, card not held 5p
def f18():
    fn = "18-partial-card-not-held-5p.json"
    s = Session(5, NAMES5, start_pool=40, meta={"event": "gd-spec8", "table": 18,
                                                 "note": "Edward (seat 4) sits out; the record stops after trick 6"})
    auction = [(0, "pass"), (1, "pass"), (2, "three")]
    # dealer 2: king 2, out 4, active [3, 0, 1]; declarer 1
    for seed in range(4200, 20000):
        d, i = play_deal(n=5, dealer=2, seed=seed, auction=auction, out_seat=4, stop_after=6)
        if not strong(d, i, 6):
            continue
        h1, h2 = i["helpers"]
        played = [c for (w, tr, e0) in i["tricks"] for _, c in tr]
        ok = None
        for t in range(2, 5):
            w, tr, e0 = i["tricks"][t]
            for k, (seat, c) in enumerate(tr):
                if seat != h1 or k == 0 or is_trump(c) or seat == w:
                    continue
                # a card of the same suit held by the other helper and never played in the record
                for X in d["hands"][h2]:
                    if X in played or is_trump(X) or suit(X) != suit(c):
                        continue
                    tr2 = list(tr)
                    tr2[k] = (seat, X)
                    if trick_winner(tr2) == w:
                        ok = (t, k, e0, c, X)
                        break
                if ok:
                    break
            if ok:
                break
        if ok:
            break
    t, k, e0, Y, X = ok
    d["events"][e0 + k]["card"] = X
    s.add(d, i, style="none")
    write(fn, s)
    summary(fn, s, f"PLANT deal 0 event {e0 + k}: helper seat {h1} recorded playing {X} (held by seat {h2}, "
                   f"never played in the record) instead of {Y}, trick {t + 1}")


if __name__ == "__main__":
    for f in (f01, f02, f03, f04, f05, f06, f07, f08, f09, f10, f11, f12, f13, f14, f15, f16, f17, f18):
        f()
    with open("notes.txt", "w", encoding="utf-8") as fh:
        fh.write("\n".join(OUT))
    print("\n".join(OUT))
