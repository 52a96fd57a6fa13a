"""Builds the round's transcripts (NN-*.json) and figures.txt (the model's figures per file).

Run from this folder: /work/venv/bin/python build.py
"""

from __future__ import annotations

import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import model as M  # noqa: E402
import otto as O  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
PLAYERS4 = ["Alda", "Bepi", "Cesca", "Dante"]
PLAYERS3 = ["Ettore", "Fulvia", "Gino"]
FIG = []


def fig(s):
    FIG.append(s)


def write(name, rules, players, deals, start=None, meta=None):
    t = {"format": "trick-transcript/1", "game": rules.pop("game"), "rules": rules, "players": players}
    if start is not None:
        t["start"] = start
    t["meta"] = meta or {}
    t["deals"] = deals
    with open(os.path.join(HERE, name), "w") as f:
        json.dump(t, f, indent=1, ensure_ascii=False)
        f.write("\n")


def search(pred, dealer, start=0, limit=60000, **kw):
    for seed in range(start, start + limit):
        s = O.sim_ottocento(seed, dealer, **kw)
        if pred(s):
            return s
    raise RuntimeError("no seed")


def robust(s):
    """every reading gives the same figures, and neither side has a tiny pile"""
    p = s["fig"]["piles"]
    return s["fig"]["robust"] and min(len(p.get("team0", [])), len(p.get("team1", []))) >= 18


def ev_index(events, pred):
    for i, e in enumerate(events):
        if pred(e):
            return i
    return None


def play_index(events, k):
    """index of the k-th play event (0-based)"""
    n = -1
    for i, e in enumerate(events):
        if e["type"] == "play":
            n += 1
            if n == k:
                return i
    return None


def has_exchange(s):
    return s["fig"]["exchange"] is not None


def matto_trick(s):
    for i, (trick, w) in enumerate(s["tricks"]):
        for pos, (seat, c) in enumerate(trick):
            if c == "MATTO":
                return i, pos, w
    return None


def report_deal(label, s, events):
    fig("%s\n%s" % (label, O.describe(s)))
    mt = matto_trick(s)
    if mt:
        fig("  Matto: trick %d position %d, trick won by seat %d" % mt)
    ties = O.moretti_tie_tricks(s["tricks"])
    if ties:
        fig("  Moretti ties (winner differs first/last played, teams differ): tricks %s" % ties)
    fig("  trick winners: %s" % [w for _, w in s["tricks"]])


# --------------------------------------------------------------------------- Ottocento
def f01():
    # two deals; deal 0 with the dealer's 17 cards written in his hand; a Matto that goes to
    # the opponents (exchange of a low card); deal 1 the eldest asks monte alone (no throw-in)
    a = search(lambda s: robust(s) and has_exchange(s), 3, start=100)
    b = search(lambda s: robust(s), 0, start=a["seed"] + 1)
    d0, t0 = O.deal_record(a, take_form=False, scores="total")
    d1, t1 = O.deal_record(b, take_form=False, scores="total", monte_calls=[1],
                           start_totals=(t0["team0"], t0["team1"]))
    write("01-clean-two-deals.json", {"game": "tarocchini-ottocento"}, PLAYERS4, [d0, d1],
          meta={"event": "Circolo del Tarocchino, Tuesday", "table": 2})
    report_deal("01 deal 0", a, d0["events"])
    report_deal("01 deal 1", b, d1["events"])
    fig("  totals %s -> %s" % (t0, t1))


def f02():
    # breakdown by reason, dealer's widow as talon + take; the dealer himself takes no trick
    # while his partner does: his discards go to the opponents (source's words)
    def pred(s):
        return robust(s) and s["fig"]["dealer_tricks"] == 0
    a = search(pred, 1, start=2000, limit=20000)
    d0, t0 = O.deal_record(a, take_form=True, scores="breakdown", start_totals=(315, 402))
    write("02-dealer-no-trick-breakdown.json", {"game": "tarocchini-ottocento"}, PLAYERS4, [d0],
          start={"totals": [315, 402]}, meta={"event": "Circolo del Tarocchino", "table": 1, "sheet": "by reason"})
    report_deal("02", a, d0["events"])
    fig("  totals -> %s" % t0)


def f03():
    # deal 0 thrown in (monte: all four, eldest first, dealer last; hands not written);
    # deal 1 dealt by the next player
    b = search(lambda s: robust(s), 3, start=400)
    monte = {"dealer": 2, "hands": None, "events": [
        {"type": "redeal", "seat": s, "reason": "monte"} for s in (3, 0, 1, 2)]}
    d1, t1 = O.deal_record(b, take_form=True, scores="total")
    write("03-monte-then-deal.json", {"game": "tarocchini-ottocento"}, PLAYERS4, [monte, d1],
          meta={"event": "Circolo del Tarocchino", "note": "first deal thrown in after five cards each"})
    report_deal("03 deal 1", b, d1["events"])
    fig("  totals -> %s" % t1)


def f04():
    a = search(lambda s: robust(s) and O.moretti_tie_tricks(s["tricks"]), 2, start=600, limit=20000)
    d0, t0 = O.deal_record(a, take_form=False, scores="total")
    write("04-moretti-last-played.json", {"game": "tarocchini-ottocento"}, PLAYERS4, [d0],
          meta={"event": "Circolo del Tarocchino"})
    report_deal("04", a, d0["events"])
    for i in O.moretti_tie_tricks(a["tricks"]):
        trick, w = a["tricks"][i]
        fig("  tie trick %d: %s won by %d (first_played would give %d)" % (
            i, trick, w, M.trick_winner(trick, "first_played")))


def f05():
    def led(s):
        mt = matto_trick(s)
        return mt and mt[1] == 0 and mt[0] < 14
    def last(s):
        mt = matto_trick(s)
        return mt and mt[0] == 14
    def shorter(decls):
        # one player declares a shorter run than he holds (the source allows it)
        out = {k: [dict(i) for i in v] for k, v in decls.items()}
        for seat in sorted(out):
            for item in out[seat]:
                if item["kind"] == "sequence" and item["length"] >= 4:
                    item["length"] -= 1
                    return out
        return out
    a = search(lambda s: robust(s) and led(s), 0, start=800, limit=20000, matto_plan="lead", decl_edit=shorter)
    b = search(lambda s: robust(s) and last(s), 1, start=a["seed"] + 1, limit=20000, matto_plan="last")
    d0, t0 = O.deal_record(a, take_form=True, scores="total", start_totals=(120, 95))
    d1, t1 = O.deal_record(b, take_form=True, scores="total", start_totals=(t0["team0"], t0["team1"]))
    write("05-matto-led-and-last.json", {"game": "tarocchini-ottocento"}, PLAYERS4, [d0, d1],
          start={"totals": [120, 95]}, meta={"event": "Circolo del Tarocchino"})
    report_deal("05 deal 0", a, d0["events"])
    report_deal("05 deal 1", b, d1["events"])
    fig("  totals %s -> %s" % (t0, t1))


def f06():
    a = search(lambda s: True, 2, start=1200)
    ev = [{"type": "discard", "seat": 2, "cards": a["discard"]}] + [
        {"type": "play", "seat": s, "card": c} for s, c in a["plays"]]
    write("06-play-only.json", {"game": "tarocchini-ottocento"}, PLAYERS4,
          [{"dealer": 2, "hands": None, "events": ev}], meta={"event": "club book, plays only"})
    report_deal("06", a, ev)


def f07():
    a = search(lambda s: True, 0, start=1300)
    ev = [{"type": "play", "seat": s, "card": c} for s, c in a["plays"][:36]]
    write("07-play-only-stops.json", {"game": "tarocchini-ottocento"}, PLAYERS4,
          [{"dealer": 0, "hands": None, "events": ev}], meta={"event": "club book, page torn after nine tricks"})
    report_deal("07", a, ev)


def f08():
    a = search(lambda s: True, 1, start=1400)
    d0, _ = O.deal_record(a, take_form=False, scores=None, stop_after_plays=26)
    write("08-stops-midplay.json", {"game": "tarocchini-ottocento"}, PLAYERS4, [d0],
          meta={"event": "Circolo del Tarocchino", "note": "recorder stopped after the second card of trick 7"})
    report_deal("08", a, d0["events"])


def plant(dealer, start, finder, need_robust=False, **kw):
    """Find a seed with a place to plant a fault; finder(sim) -> (trick, seat, card) or None."""
    for seed in range(start, start + 60000):
        s = O.sim_ottocento(seed, dealer, **kw)
        spot = finder(s)
        if spot:
            t, seat, card = spot
            s2 = O.sim_ottocento(seed, dealer, faults={(t, seat): card}, **kw)
            assert s2["plays"][: 4 * t] == s["plays"][: 4 * t]
            if need_robust and not robust(s2):
                continue
            return s2, spot
    raise RuntimeError


def hand_at(s, seat, t):
    """seat's hand before trick t"""
    h = list(s["play_hands"][seat])
    for k in range(t):
        for st, c in s["tricks"][k][0]:
            if st == seat:
                h.remove(c)
    return h


def f09():
    def finder(s):
        for t in range(3, 10):
            trick, _ = s["tricks"][t]
            led = M.led_suit(trick)
            if led in (None, "T") or trick[0][1] == "MATTO":
                continue
            for pos in (1, 2, 3):
                seat = trick[pos][0]
                h = hand_at(s, seat, t)
                held = [c for c in h if M.suit_of(c) == led]
                tr = [c for c in h if M.suit_of(c) == "T"]
                if held and tr and len(held) >= 1:
                    return (t, seat, min(tr, key=M.trump_strength))
        return None
    s, spot = plant(2, 1500, finder, need_robust=True)
    d0, t0 = O.deal_record(s, take_form=False, scores="total")
    write("09-revoke.json", {"game": "tarocchini-ottocento"}, PLAYERS4, [d0], meta={"event": "Circolo del Tarocchino"})
    t, seat, card = spot
    k = 4 * t + [st for st, _ in s["tricks"][t][0]].index(seat)
    i = play_index(d0["events"], k)
    fig("09 planted revoke: trick %d seat %d plays %s; event %d; held %s" % (
        t, seat, card, i, [c for c in hand_at(s, seat, t) if M.suit_of(c) == M.led_suit(s["tricks"][t][0])]))
    report_deal("09", s, d0["events"])
    fig("  totals -> %s" % t0)


def f10():
    def finder(s):
        for t in range(2, 11):
            trick, _ = s["tricks"][t]
            led = M.led_suit(trick)
            if led in (None, "T") or trick[0][1] == "MATTO":
                continue
            for pos in (1, 2, 3):
                seat = trick[pos][0]
                h = hand_at(s, seat, t)
                if any(M.suit_of(c) == led for c in h):
                    continue
                tr = [c for c in h if M.suit_of(c) == "T"]
                other = [c for c in h if M.suit_of(c) not in ("T", led, None)]
                if tr and other:
                    return (t, seat, min(other, key=M.points))
        return None
    s, spot = plant(3, 1700, finder)
    d0, _ = O.deal_record(s, take_form=True, scores=None)
    write("10-failure-to-trump.json", {"game": "tarocchini-ottocento"}, PLAYERS4, [d0], meta={"event": "Circolo del Tarocchino"})
    t, seat, card = spot
    k = 4 * t + [st for st, _ in s["tricks"][t][0]].index(seat)
    i = play_index(d0["events"], k)
    fig("10 planted failure to trump: trick %d seat %d plays %s; event %d; trumps held %s" % (
        t, seat, card, i, [c for c in hand_at(s, seat, t) if M.suit_of(c) == "T"]))
    report_deal("10", s, d0["events"])


def f11():
    a = None
    for seed in range(1900, 4000):
        s = O.sim_ottocento(seed, 0)
        if not robust(s):
            continue
        for t in range(4, 10):
            trick, _ = s["tricks"][t]
            if any(c == "MATTO" for _, c in trick):
                continue
            if M.trick_winner(trick, "first_played") != M.trick_winner(trick, "last_played"):
                continue
            a = (s, t)
            break
        if a:
            break
    s, t = a
    d0, t0 = O.deal_record(s, take_form=False, scores="total")
    i2 = play_index(d0["events"], 4 * t + 1)
    i3 = play_index(d0["events"], 4 * t + 2)
    ev = d0["events"]
    ev[i2], ev[i3] = ev[i3], ev[i2]
    write("11-out-of-turn.json", {"game": "tarocchini-ottocento"}, PLAYERS4, [d0], meta={"event": "Circolo del Tarocchino"})
    fig("11 planted out of turn: trick %d, third player's card (seat %d %s) played before the second's; event %d" % (
        t, ev[i2]["seat"], ev[i2]["card"], i2))
    report_deal("11", s, ev)
    fig("  totals -> %s" % t0)


def f12():
    for seed in range(2100, 6000):
        s = O.sim_ottocento(seed, 1)
        trick, w = s["tricks"][14]
        d = s["dealer"]
        pos = [st for st, _ in trick].index(d)
        x = trick[pos][1]
        cands = [c for c in s["discard"] if pos == 0 or M.suit_of(c) == M.suit_of(x)]
        if x == "MATTO" or not cands:
            continue
        if pos != 0 and M.led_suit(trick) is not None and M.suit_of(x) != M.led_suit(trick) and M.suit_of(cands[0]) == M.led_suit(trick):
            continue
        dcard = cands[0]
        break
    d0, _ = O.deal_record(s, take_form=False, scores=None)
    k = 56 + pos
    i = play_index(d0["events"], k)
    assert d0["events"][i]["card"] == x
    d0["events"][i]["card"] = dcard
    write("12-card-not-held.json", {"game": "tarocchini-ottocento"}, PLAYERS4, [d0], meta={"event": "Circolo del Tarocchino"})
    fig("12 planted: dealer seat %d plays his discarded %s instead of %s in the last trick; event %d; last trick %s" % (
        d, dcard, x, i, trick))
    report_deal("12", s, d0["events"])


def f13():
    def finder(s):
        mt = matto_trick(s)
        if not mt or mt[1] != 0 or mt[0] > 12:
            return None
        t = mt[0]
        trick, _ = s["tricks"][t]
        x = M.suit_of(trick[1][1])
        if x == "T":
            return None
        seat = trick[2][0]
        h = hand_at(s, seat, t)
        if any(M.suit_of(c) == x for c in h):
            other = [c for c in h if M.suit_of(c) not in (x, None, "T")]
            if other:
                return (t, seat, min(other, key=M.points))
        return None
    s, spot = plant(2, 2300, finder, matto_plan="lead")
    d0, _ = O.deal_record(s, take_form=True, scores=None)
    write("13-matto-led-revoke.json", {"game": "tarocchini-ottocento"}, PLAYERS4, [d0], meta={"event": "Circolo del Tarocchino"})
    t, seat, card = spot
    i = play_index(d0["events"], 4 * t + 2)
    trick = s["tricks"][t][0]
    fig("13 planted: trick %d %s; Matto led, %s sets %s; seat %d plays %s holding %s; event %d" % (
        t, trick, trick[1][1], M.suit_of(trick[1][1]), seat, card,
        [c for c in hand_at(s, seat, t) if M.suit_of(c) == M.suit_of(trick[1][1])], i))
    report_deal("13", s, d0["events"])


def f14():
    a = search(lambda s: robust(s), 2, start=2600)
    d0, t0 = O.deal_record(a, take_form=True, scores="breakdown", start_totals=(0, 0))
    ev = d0["events"]
    i = ev_index(ev, lambda e: e["type"] == "score" and e["party"] == "team1" and e.get("reason") == "card_points")
    true = ev[i]["points"]
    ev[i]["points"] = true + 2
    for e in ev:
        if e["type"] == "total" and e["party"] == "team1":
            e["points"] += 2
    write("14-wrong-card-points.json", {"game": "tarocchini-ottocento"}, PLAYERS4, [d0], meta={"event": "Circolo del Tarocchino", "sheet": "by reason"})
    fig("14 planted: team1 card points written %d, right %d; event %d (total follows the sheet)" % (true + 2, true, i))
    report_deal("14", a, ev)


def f15():
    a = search(lambda s: robust(s), 1, start=2800)
    b = search(lambda s: robust(s), 2, start=a["seed"] + 1)
    d0, t0 = O.deal_record(a, take_form=False, scores="total", start_totals=(410, 388))
    ev = d0["events"]
    i = ev_index(ev, lambda e: e["type"] == "total" and e["party"] == "team0")
    ev[i]["points"] += 10
    wrong0 = {"team0": t0["team0"] + 10, "team1": t0["team1"]}
    d1, t1 = O.deal_record(b, take_form=False, scores="total", start_totals=(wrong0["team0"], wrong0["team1"]))
    write("15-wrong-total.json", {"game": "tarocchini-ottocento"}, PLAYERS4, [d0, d1], start={"totals": [410, 388]},
          meta={"event": "Circolo del Tarocchino"})
    fig("15 planted: deal 0 team0 total written %d, right %d; event %d; deal 1 totals carry the sheet's figure" % (
        wrong0["team0"], t0["team0"], i))
    report_deal("15 deal 0", a, ev)
    report_deal("15 deal 1", b, d1["events"])
    fig("  totals right %s; deal 1 written %s (right by the rules %s)" % (t0, t1, {"team0": t1["team0"] - 10, "team1": t1["team1"]}))


def f16():
    def disc(h17):
        ks = sorted(c for c in h17 if c[0] == "K")
        lows = sorted(c for c in h17 if M.points(c) == 1 and not c.startswith("T") and c[0] != "1")
        if not ks or not lows:
            return ["XX"]
        return [ks[0], lows[0]]
    for seed in range(3000, 4000):
        try:
            s = O.sim_ottocento(seed, 0, discard=disc)
        except Exception:
            continue
        break
    d0, _ = O.deal_record(s, take_form=True, scores=None)
    write("16-dealer-discards-king.json", {"game": "tarocchini-ottocento"}, PLAYERS4, [d0], meta={"event": "Circolo del Tarocchino"})
    i = ev_index(d0["events"], lambda e: e["type"] == "discard")
    fig("16 planted: dealer seat 0 lays away %s (a King, 5 points); event %d" % (s["discard"], i))
    report_deal("16", s, d0["events"])


# --------------------------------------------------------------------------- Terziglio
def f17():
    s = O.sim_terziglio(39, 0)
    assert s["robust"]
    eld = 1
    bids = [(1, "pass"), (2, "pass"), (0, "gioco")]
    assert s["declarer"] == 0
    d, tot = O.terziglio_record(s, bids)
    write("17-terziglio-gioco.json", {"game": "tarocchini-terziglio"}, PLAYERS3, [d], meta={"event": "Circolo, three-handed"})
    fig("17\n" + O.describe_terziglio(s))
    fig("  totals %s outcomes under readings %s" % (tot, s["outcomes"]))


def f18():
    s = O.sim_terziglio(67, 67 % 3, widow=5, contract="solo")
    assert s["robust_gp"], s
    dealer = s["dealer"]
    eld = (dealer + 1) % 3
    order = [eld, (eld + 1) % 3, (eld + 2) % 3]
    bids = [(x, "solo" if x == s["declarer"] else "pass") for x in order]
    d, tot = O.terziglio_record(s, bids)
    write("18-terziglio-solo.json", {"game": "tarocchini-terziglio", "preset": "nineteen"}, PLAYERS3, [d],
          meta={"event": "Circolo, three-handed"})
    fig("18\n" + O.describe_terziglio(s))
    fig("  bids %s totals %s outcomes under readings %s" % (bids, tot, s["outcomes"]))


if __name__ == "__main__":
    only = sys.argv[1:]
    for name, fn in sorted(globals().items()):
        if name.startswith("f") and name[1:].isdigit() and (not only or name[1:] in only):
            fn()
            print(name, "done", file=sys.stderr)
    if not only:
        with open(os.path.join(HERE, "figures.txt"), "w") as f:
            f.write("\n".join(FIG) + "\n")
    else:
        print("\n".join(FIG))
