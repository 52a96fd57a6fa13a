"""Generate the ulti-spec4 transcripts from model.py (run: python3 gen.py)."""

from __future__ import annotations

import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model import (  # noqa: E402
    TRUMP_ORDER, Deal, bid_value, card_points, higher, make_hands, marriages, nets, settle, suit,
)

HERE = os.path.dirname(os.path.abspath(__file__))
PLAYERS = ["Emese", "Ferenc", "Gizella"]
OUT = {}
NOTES = {}


def low(hand, keep=(), trump=None):
    cands = [c for c in hand if c not in keep and card_points(c) == 0 and suit(c) != trump]
    if len(cands) < 2:
        cands = [c for c in hand if c not in keep and suit(c) != trump] or [c for c in hand if c not in keep]
    cands.sort(key=lambda c: -TRUMP_ORDER.index(c[:-1]))
    return cands[:2]


def pay_events(pay):
    return [{"type": "payment", "from": f, "to": t, "amount": a, "reason": r} for f, t, a, r in pay]


def score_events(n):
    return [{"type": "score", "party": s, "points": n[s]} for s in range(3)]


def total_events(tot):
    return [{"type": "total", "party": s, "points": tot[s]} for s in range(3)]


def transcript(deals, rules=None, start=None, meta=None):
    t = {"format": "trick-transcript/1", "game": "ulti", "rules": rules or {"preset": "standard"},
         "players": PLAYERS}
    if start:
        t["start"] = start
    t["meta"] = meta or {}
    t["deals"] = deals
    return t


def deal_json(d, extra, hands_null=False):
    return {"dealer": d.dealer, "hands": None if hands_null else d.hands0, "events": d.events + extra}


def search(fn, limit=5000):
    for k in range(limit):
        r = fn(k)
        if r is not None:
            return r
    raise RuntimeError(fn.__name__)


def emit(name, tr, note):
    OUT[name] = tr
    NOTES[name] = note


def evidx(d, pred):
    return [i for i, e in enumerate(d.events) if pred(e)]


# --------------------------------------------------------------------------- 01
def f01(k):
    """party -> red party -> 40-100: the talon goes round; 40-100 in spades made."""
    hands = make_hands(100 + k, 0, need={0: ["KS", "QS", "AS", "10S", "JS", "AC"]})
    d = Deal(0, hands)
    d.first(low(d.hands[1]), ["party"])
    d.bid(2, low(d.hands[2] + d.talon), ["party"], red=True)
    d.bid(0, low(d.hands[0] + d.talon, keep=("KS", "QS"), trump="S"), ["40-100"])
    d.pass_(1); d.pass_(2); d.pass_(0)
    d.finish_auction("S")
    d.play(random.Random(k))
    pay, won, r = settle(d)
    if not won["40-100"]:
        return None
    return d, pay, r


# --------------------------------------------------------------------------- 02
def f02(k):
    hands = make_hands(200 + k, 1)
    d = Deal(1, hands)
    d.first(low(d.hands[2]), ["party"])
    d.pass_(0); d.pass_(1); d.pass_(2)
    d.events.append({"type": "call", "seat": 2, "call": "fold"})
    pay = [(2, 0, 2, "fold"), (2, 1, 2, "fold")]
    return d, pay, None


# --------------------------------------------------------------------------- 03
def f03(k):
    hands = make_hands(300 + k, 2, need={2: ["7H", "AH", "KH", "QH", "9H"], 0: ["10H", "JH"]})
    d = Deal(2, hands)
    d.first(low(d.hands[0]), ["party"])
    d.bid(1, low(d.hands[1] + d.talon), ["party", "ulti"])
    d.bid(2, low(d.hands[2] + d.talon, keep=("KH", "QH", "7H"), trump="H"), ["ulti"], red=True)
    d.pass_(0); d.pass_(1); d.pass_(2)
    d.finish_auction("H")
    d.play(random.Random(k), doubles={0: [("ulti", 2)]}, redoubles=[(2, "ulti", 4)], keep_seven=True)
    pay, won, r = settle(d)
    if won["ulti"]:
        return None
    ls, lc, lw = r["last"]
    if "7H" not in lc or ls[lc.index("7H")] != 2:
        return None
    if any(p[3] == "silent-100" for p in pay):
        return None
    return d, pay, r


# --------------------------------------------------------------------------- 04
def f04(k):
    lows = ["7H", "8H", "7D", "8D", "7S", "9S", "7C", "8C", "9C", "10C"]
    hands = make_hands(400 + k, 0, need={0: lows[:8]})
    d = Deal(0, hands)
    d.first(low(d.hands[1]), ["party"])
    d.bid(2, low(d.hands[2] + d.talon), ["betli"])
    d.pass_(0)
    h = d.hands[1] + d.talon
    d.bid(1, low(h), ["rebetli"])
    d.pass_(2)
    h = d.hands[0] + d.talon
    disc = sorted(h, key=lambda c: ["7", "8", "9", "10", "J", "Q", "K", "A"].index(c[:-1]))[-2:]
    d.bid(0, disc, ["open-betli"])
    d.pass_(1); d.pass_(2); d.pass_(0)
    d.finish_auction(None)
    d.play(random.Random(k), doubles={1: [("open-betli", 2)]})
    pay, won, r = settle(d)
    if not won["open-betli"]:
        return None
    return d, pay, r


# --------------------------------------------------------------------------- 05
def f05a(k):
    hands = make_hands(500 + k, 1, need={0: ["7C", "AC", "10C", "KC", "QC"]})
    d = Deal(1, hands)
    d.first(low(d.hands[2]), ["party"])
    d.bid(0, low(d.hands[0] + d.talon, keep=("7C", "KC", "QC"), trump="C"), ["party", "ulti"])
    d.pass_(1); d.pass_(2); d.pass_(0)
    d.finish_auction("C")
    d.play(random.Random(k), keep_seven=True)
    pay, won, r = settle(d)
    if not won["ulti"] or any(p[3] == "silent-100" for p in pay):
        return None
    if not any(d.declared[s] for s in (1, 2)):
        return None
    return d, pay, r


def f05b(k):
    hands = make_hands(550 + k, 2, need={0: ["KD", "QD", "AD", "10D", "JD"]})
    d = Deal(2, hands)
    d.first(low(d.hands[0], keep=("KD", "QD"), trump="D"), ["40-100"])
    d.pass_(1); d.pass_(2); d.pass_(0)
    d.finish_auction("D")
    d.play(random.Random(k))
    pay, won, r = settle(d)
    if won["40-100"]:
        return None
    if any(p[3].startswith("silent") for p in pay):
        return None
    return d, pay, r


# --------------------------------------------------------------------------- 06
def f06(k):
    hands = make_hands(600 + k, 0, need={2: ["7S"], 1: ["AS", "10S", "KS"]})
    d = Deal(0, hands)
    d.first(low(d.hands[1], trump="S"), ["party"])
    d.pass_(2); d.pass_(0); d.pass_(1)
    d.finish_auction("S")
    d.play(random.Random(k), keep_seven={2})
    pay, won, r = settle(d)
    ls, lc, lw = r["last"]
    if "7S" not in lc:
        return None
    p = ls[lc.index("7S")]
    if p == 1 or lw == p:
        return None
    if any(x[3] in ("silent-100", "silent-durchmarsch") for x in pay):
        return None
    return d, pay, r


# --------------------------------------------------------------------------- 07
def f07(k):
    hands = make_hands(700 + k, 1, need={2: ["KC", "QC", "AC", "10C", "AH", "AD"]})
    d = Deal(1, hands)
    d.first(low(d.hands[2], keep=("KC", "QC"), trump="C"), ["party"])
    d.pass_(0); d.pass_(1); d.pass_(2)
    d.finish_auction("C")
    d.play(random.Random(k))
    pay, won, r = settle(d)
    if not any(x[3] == "silent-100" for x in pay) or any(x[3] in ("silent-ulti", "silent-durchmarsch") for x in pay):
        return None
    if r["dec_cp"] >= 100 or r["dec_cp"] < 60:
        return None
    return d, pay, r


# --------------------------------------------------------------------------- 08
def f08(k):
    strong = ["AH", "KH", "QH", "JH", "10H", "9H", "AS", "KS", "AD", "KD"]
    hands = make_hands(800 + k, 2, need={2: strong})
    d = Deal(2, hands)
    d.first(low(d.hands[0]), ["20-100"])
    d.bid(1, low(d.hands[1] + d.talon), ["rebetli"])
    d.bid(2, list(d.talon), ["redurchmarsch"])
    d.pass_(0); d.pass_(1); d.pass_(2)
    d.finish_auction(None)
    d.play(random.Random(k))
    pay, won, r = settle(d)
    if not won["redurchmarsch"]:
        return None
    return d, pay, r


# --------------------------------------------------------------------------- 09
def f09(k):
    hands = make_hands(900 + k, 0, need={1: ["AC", "10C", "KC", "JC", "9C", "8C", "AH", "10H", "AD", "AS"]},
                       pred=lambda h: not marriages(h[1], "C"))
    d = Deal(0, hands)
    d.first(low(d.hands[1], trump="C"), ["party"])
    d.pass_(2); d.pass_(0); d.pass_(1)
    d.finish_auction("C")
    d.play(random.Random(k))
    pay, won, r = settle(d)
    if r["ntr"][1] != 10 or any(x[3] in ("silent-ulti", "silent-100") for x in pay):
        return None
    return d, pay, r


# --------------------------------------------------------------------------- 10
def f10(k):
    hands = make_hands(1000 + k, 0, need={1: ["KH", "QH", "AD", "10D", "KD", "AS", "AC"]})
    d = Deal(0, hands)
    d.first(low(d.hands[1], keep=("KH", "QH")), ["party"])
    d.bid(2, low(d.hands[2] + d.talon), ["40-100"])
    d.bid(0, low(d.hands[0] + d.talon), ["betli"])
    d.bid(1, low(d.hands[1] + d.talon, keep=("KH", "QH"), trump="D"), ["20-100"])
    d.pass_(2); d.pass_(0); d.pass_(1)
    d.finish_auction("D")
    d.play(random.Random(k))
    pay, won, r = settle(d, "ultinet")
    if any(x[3].startswith("silent") for x in pay):
        return None
    return d, pay, r


# --------------------------------------------------------------------------- 11
def f11(k):
    hands = make_hands(1100 + k, 1, need={0: ["KS", "QS", "AS", "10S"]})
    d = Deal(1, hands)
    d.first(low(d.hands[2]), ["party"])
    d.bid(0, low(d.hands[0] + d.talon, keep=("KS", "QS"), trump="S"), ["party"], red=True)
    d.pass_(1); d.pass_(2); d.pass_(0)
    # red party: hearts are trumps though he holds the spade pair
    d.finish_auction("H")
    d.play(random.Random(k))
    pay, won, r = settle(d)
    if any(x[3].startswith("silent") for x in pay):
        return None
    if not d.declared[0]:
        return None
    return d, pay, r


# --------------------------------------------------------------------------- 12
def f12(k):
    hands = make_hands(1200 + k, 1, need={0: ["7S", "AS", "10S", "KS", "JS"]})
    d = Deal(1, hands)
    d.first(low(d.hands[2]), ["betli"])
    d.bid(0, low(d.hands[0] + d.talon, keep=("7S",), trump="S"), ["ulti"])  # 5 pts, 2 goals < betli
    d.pass_(1); d.pass_(2); d.pass_(0)
    d.finish_auction("S")
    d.play(random.Random(k), keep_seven=True)
    pay, won, r = settle(d)
    if not won["ulti"] or any(x[3].startswith("silent") for x in pay):
        return None
    return d, pay, r


# --------------------------------------------------------------------------- 13
def f13(k):
    hands = make_hands(1300 + k, 2, need={1: ["7D", "AD", "10D", "KD", "JD", "9D"], 0: ["KC", "QC"]})
    d = Deal(2, hands)
    d.first(low(d.hands[0], keep=("KC", "QC")), ["40-100"])
    d.bid(1, low(d.hands[1] + d.talon, keep=("7D",), trump="D"), ["ulti"])
    d.pass_(2); d.pass_(0); d.pass_(1)
    d.finish_auction("D")
    d.play(random.Random(k), keep_seven=True)
    pay, won, r = settle(d, "ultinet")
    if not won["ulti"] or any(x[3].startswith("silent") for x in pay):
        return None
    return d, pay, r


# --------------------------------------------------------------------------- 14
def f14(k):
    hands = make_hands(1400 + k, 0)
    d = Deal(0, hands)
    d.first(low(d.hands[1], trump="H"), ["party"])
    d.pass_(2); d.pass_(0); d.pass_(1)
    d.finish_auction("C")
    d.play(random.Random(k), fault=("overtake", 2, 2))
    if d.fault_event is None:
        return None
    return d, None, None


# --------------------------------------------------------------------------- 15
def f15(k):
    hands = make_hands(1500 + k, 1, need={2: ["7D", "AD", "10D", "KD"]})
    d = Deal(1, hands)
    d.first(low(d.hands[2], keep=("7D",), trump="D"), ["party", "ulti"])
    d.pass_(0); d.pass_(1); d.pass_(2)
    d.finish_auction("D")
    d.play(random.Random(k), fault=("trump", 0, 1), keep_seven=True)
    if d.fault_event is None:
        return None
    pay, won, r = settle(d)
    if any(x[3].startswith("silent") for x in pay):
        return None
    return d, pay, r


# --------------------------------------------------------------------------- 16
def f16(k):
    hands = make_hands(1600 + k, 2, pred=lambda h: "KS" in h[1] and "QS" not in h[1] and not marriages(h[1], "S"))
    d = Deal(2, hands)
    d.first(low(d.hands[0], trump="S"), ["party"])
    d.pass_(1); d.pass_(2); d.pass_(0)
    d.finish_auction("S")
    d.play(random.Random(k), fake_declare={1: [{"kind": "marriage", "points": 40}]})
    pay, won, r = settle(d)
    # the false 40 must not change the party: with it the defenders still lose / win alike
    fake_def = r["def_total"] + 40
    if (r["dec_total"] > r["def_total"]) != (r["dec_total"] > fake_def) or fake_def >= 100:
        return None
    if any(x[3].startswith("silent") for x in pay):
        return None
    return d, pay, r


# --------------------------------------------------------------------------- 17
def f17(k):
    hands = make_hands(1700 + k, 0, need={1: ["KH", "QH", "AH", "10H", "JH", "AC"]})
    d = Deal(0, hands)
    d.first(low(d.hands[1], keep=("KH", "QH"), trump="H"), ["40-100"], red=True)
    d.pass_(2); d.pass_(0); d.pass_(1)
    d.finish_auction("H")
    d.play(random.Random(k), doubles={2: [("40-100", 2)]})
    pay, won, r = settle(d)
    if any(x[3].startswith("silent") for x in pay):
        return None
    return d, pay, r


# --------------------------------------------------------------------------- 18
def f18a(k):
    hands = make_hands(1800 + k, 2, need={0: ["KS", "QS", "AS", "7S"]})
    d = Deal(2, hands)
    d.first(low(d.hands[0], keep=("KS", "QS", "7S"), trump="S"), ["party"])
    d.pass_(1); d.pass_(2); d.pass_(0)
    d.finish_auction("S")
    d.play(random.Random(k))
    pay, won, r = settle(d)
    if any(x[3] in ("silent-100", "silent-durchmarsch") for x in pay):
        return None
    return d, pay, r


def f18b(k):
    hands = make_hands(1850 + k, 0, need={1: ["7H", "AH", "10H", "KH", "QH"]})
    d = Deal(0, hands)
    d.first(low(d.hands[1], keep=("7H", "KH", "QH"), trump="H"), ["ulti"], red=True)
    d.pass_(2); d.pass_(0); d.pass_(1)
    d.finish_auction("H")
    d.play(random.Random(k), keep_seven=True)
    pay, won, r = settle(d)
    if any(x[3].startswith("silent") for x in pay):
        return None
    return d, pay, r


def main():
    info = {}

    d, pay, r = search(f01)
    emit("01-talon-round-40-100.json", transcript([deal_json(d, pay_events(pay))],
         meta={"description": "party, red party, 40-100: the talon goes round the table; 40-100 in spades made."}),
         (d, pay, r))

    d, pay, r = search(f02)
    emit("02-fold.json", transcript([deal_json(d, pay_events(pay))],
         meta={"description": "Plain party left standing; the declarer folds and pays 2 to each defender."}),
         (d, pay, r))

    d, pay, r = search(f03)
    emit("03-red-ulti-contra-recontra.json", transcript([deal_json(d, pay_events(pay))],
         meta={"description": "Red ulti, contra on ulti by a defender, recontra; ulti lost with the 7 of hearts."}),
         (d, pay, r))

    d, pay, r = search(f04)
    emit("04-open-betli-contra.json", transcript([deal_json(d, pay_events(pay))],
         meta={"description": "party, betli, rebetli, open betli; one defender says contra on the open betli; made."}),
         (d, pay, r))

    start = [12, -5, -7]
    d1, pay1, r1 = search(f05a)
    d2, pay2, r2 = search(f05b)
    n1, n2 = nets(pay1), nets(pay2)
    t1 = [start[i] + n1[i] for i in range(3)]
    t2 = [t1[i] + n2[i] for i in range(3)]
    emit("05-score-sheet-two-deals.json", transcript(
        [deal_json(d1, score_events(n1) + total_events(t1)), deal_json(d2, score_events(n2) + total_events(t2))],
        start={"totals": start},
        meta={"description": "Score sheet of two deals: ulti in clubs (marriages declared), then 40-100 in bells lost."}),
        ((d1, pay1, r1), (d2, pay2, r2)))

    d, pay, r = search(f06)
    emit("06-silent-ulti-defender-lost.json", transcript([deal_json(d, pay_events(pay))],
         meta={"description": "Party in leaves; a defender plays the 7 of trumps to the last trick and loses it."}),
         (d, pay, r))

    d, pay, r = search(f07)
    emit("07-silent-100.json", transcript([deal_json(d, pay_events(pay))],
         meta={"description": "Party in acorns; the declarer's 40 and card points reach 100: silent 100 replaces party."}),
         (d, pay, r))

    d, pay, r = search(f08)
    emit("08-redurchmarsch.json", transcript([deal_json(d, pay_events(pay))],
         meta={"description": "20-100, rebetli, redurchmarsch: the talon taken back and laid away unchanged; all tricks won."}),
         (d, pay, r))

    start9 = [0, 0, 0]
    d, pay, r = search(f09)
    n = nets(pay)
    emit("09-silent-durchmarsch-sheet.json", transcript(
        [deal_json(d, score_events(n) + total_events([start9[i] + n[i] for i in range(3)]))],
        meta={"description": "Party in acorns; the declarer takes every trick: party 1 + silent durchmarsch 3."}),
        (d, pay, r))

    d, pay, r = search(f10)
    emit("10-ultinet-20-100.json", transcript([deal_json(d, pay_events(pay))], rules={"preset": "ultinet"},
         meta={"description": "UltiNet table: party 1, 40-100 4, betli 5, 20-100 6 in bells."}),
         (d, pay, r))

    d, pay, r = search(f11)
    emit("11-play-only-red-party.json", transcript([deal_json(d, pay_events(pay), hands_null=True)],
         meta={"description": "Play-only record (hands null): red party over party, marriages declared."}),
         (d, pay, r))

    d, pay, r = search(f12)
    emit("12-fault-ulti-under-betli.json", transcript([deal_json(d, pay_events(pay))],
         meta={"description": "FAULT: ulti (5 points, 2 goals) bid over betli (5 points, 1 goal): not higher."}),
         (d, pay, r))

    d, pay, r = search(f13)
    emit("13-fault-ultinet-ulti-not-over-40-100.json", transcript([deal_json(d, pay_events(pay))],
         rules={"preset": "ultinet"},
         meta={"description": "FAULT (UltiNet): ulti (4, party not counted) bid over 40-100 (4): not higher."}),
         (d, pay, r))

    d, pay, r = search(f14)
    emit("14-fault-failure-to-overtake.json", transcript([deal_json(d, [])],
         meta={"description": "FAULT: a defender follows suit under the winning card while holding a card that beats it. No settlement written."}),
         (d, pay, r))

    d, pay, r = search(f15)
    emit("15-fault-failure-to-trump.json", transcript([deal_json(d, pay_events(pay))],
         rules={"preset": "standard", "revoke_penalty": "play_stands"},
         meta={"description": "FAULT: a defender void in the led suit discards while holding trumps; settled as played."}),
         (d, pay, r))

    d, pay, r = search(f16)
    emit("16-fault-false-40.json", transcript([deal_json(d, pay_events(pay))],
         meta={"description": "FAULT: a defender says 40 holding the king of trumps without the queen."}),
         (d, pay, r))

    d, pay, r = search(f17)
    # the defender who did not say contra is recorded paying the undoubled 8
    ev = pay_events(pay)
    wrong = None
    for i, e in enumerate(ev):
        if e["reason"] == "40-100" and 0 in (e["from"], e["to"]):
            e["amount"] = e["amount"] // 2
            wrong = len(d.events) + i
    emit("17-fault-wrong-payment.json", transcript([deal_json(d, ev)],
         meta={"description": "FAULT: red 40-100 with a contra by one defender; the other defender's payment written undoubled."}),
         (d, pay, r, wrong))

    start18 = [3, 1, -4]
    d1, pay1, r1 = search(f18a)
    d2, pay2, r2 = search(f18b)
    n1, n2 = nets(pay1), nets(pay2)
    t1 = [start18[i] + n1[i] for i in range(3)]
    t2 = [t1[i] + n2[i] for i in range(3)]
    t2w = list(t2)
    t2w[2] += 10
    ev2 = score_events(n2) + total_events(t2w)
    wrong = len(d2.events) + 5
    emit("18-fault-sheet-wrong-total.json", transcript(
        [deal_json(d1, score_events(n1) + total_events(t1)), deal_json(d2, ev2)],
        start={"totals": start18},
        meta={"description": "FAULT: score sheet of two deals; Gizella's running total after deal 2 mis-added by 10."}),
        ((d1, pay1, r1), (d2, pay2, r2), start18, wrong, t2))
    return info


def describe(d, pay, r):
    lines = []
    lines.append(f"  dealer {d.dealer}, declarer {d.declarer}, bid {d.last_bid}, contract {getattr(d, 'contract', None)}, "
                 f"trump {getattr(d, 'trump', None)}, final talon {d.talon}")
    if r:
        lines.append(f"  tricks {r['ntr']}, card points {r['cp']}, talon pts {r['talon_pts']}, "
                     f"declared {d.declared}, dec total {r['dec_total']} vs def total {r['def_total']}")
        lines.append(f"  winners {d.trick_winners}; last trick {r['last']}")
    if getattr(d, "doubles", None):
        lines.append(f"  doubles {d.doubles}")
    if pay:
        lines.append(f"  payments {pay}; nets {nets(pay)}")
    return "\n".join(lines)


if __name__ == "__main__":
    main()
    for name, tr in OUT.items():
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as fh:
            json.dump(tr, fh, ensure_ascii=False, indent=1)
            fh.write("\n")
        print("==", name)
        note = NOTES[name]
        if isinstance(note[0], tuple):
            for x in note:
                if isinstance(x, tuple):
                    print(describe(*x))
                else:
                    print("  extra", x)
        else:
            print(describe(*note[:3]), *(["  extra", note[3:]] if len(note) > 3 else []))
            if getattr(note[0], "fault_event", None) is not None:
                print("  fault event", note[0].fault_event)
