"""Generate the ulti-opt audit transcripts from model.py (my reading of the source).

Run: python tests/data/audit/ulti-opt/gen.py  (writes NN-*.json here and prints figures to
figures.txt; the only .json files written are transcripts)."""

from __future__ import annotations

import json
import os
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model import DECK, Deal, default_policy, fold_payments, net, resolve  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = []
LOG = []


def log(*a):
    LOG.append(" ".join(str(x) for x in a))


def split(*parts):
    """parts: whitespace-separated card lists; returns lists; asserts a partition of the deck"""
    lists = [p.split() for p in parts]
    allc = [c for lst in lists for c in lst]
    assert sorted(allc) == sorted(DECK), (set(DECK) - set(allc), [c for c in allc if allc.count(c) > 1])
    return lists


def dealt(dealer, finals, first_discard):
    """hands as dealt: the first bidder (dealer+1) holds its final ten and its two discards"""
    h = [list(x) for x in finals]
    h[(dealer + 1) % 3] = h[(dealer + 1) % 3] + list(first_discard)
    return h


def pay_events(payments):
    return [{"type": "payment", "from": f, "to": t, "amount": a, "reason": r} for f, t, a, r in payments]


def score_events(n, totals):
    ev = [{"type": "score", "party": s, "points": n[s]} for s in range(3)]
    ev += [{"type": "total", "party": s, "points": totals[s]} for s in range(3)]
    return ev


def deal_json(deal, extra_events=(), hands_null=False):
    return {
        "dealer": deal.dealer,
        "hands": None if hands_null else deal.hands0,
        "events": deal.events + list(extra_events),
    }


def write(name, rules, players, deals, desc, start=None):
    t = {"format": "trick-transcript/1", "game": "ulti", "rules": rules, "players": players}
    if start is not None:
        t["start"] = start
    t["meta"] = {"round": "ulti-opt", "description": desc}
    t["deals"] = deals
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(t, f, ensure_ascii=False, indent=1)
        f.write("\n")
    OUT.append(name)


def show(deal, label, payments=None):
    log(f"  [{label}] declarer {deal.declarer} bid {deal.bid} trump {deal.trump}")
    if deal.tricks:
        log("   tricks won:", {s: deal.trick_count(s) for s in range(3)}, "points:", deal.points(),
            "sides (decl, defs):", deal.side_points(), "talon", deal.talon, "marriages", deal.marriages)
        log("   outcome:", deal.outcome())
        for i, (lead, tc, w) in enumerate(deal.tricks):
            log(f"   t{i + 1}: {tc} -> {w}")
    if payments is not None:
        log("   payments:", payments)
        log("   net:", net(payments))


def idx_of(deal, pred):
    return [i for i, e in enumerate(deal.events) if pred(e)]


# ============================================================== 01
def f01():
    rules = {"preset": "ultinet"}
    o = resolve(rules)
    D = 2
    s0, s1, s2, tal = split(
        "QS JS 9S KD QD JD 9D 8D 7D 7H",
        "8S 10D JH 9H 8H KC QC JC 10C 9C",
        "AS 10S KS 7S KH QH AH 10H AD AC",
        "8C 7C",
    )
    d = Deal(o, D, dealt(D, [s0, s1, s2], tal))
    d.first_bid(0, tal, ["party"])
    d.pass_(1)
    d.raise_bid(2, tal, ["20-100"])
    d.pass_(0)
    d.pass_(1)
    d.pass_(2)
    d.end_auction("S")
    lead = {3: "AH", 4: "AD", 5: "AC", 6: "10H", 7: "KH", 8: "QH", 9: "7S"}
    d.play_all(default_policy, trick1_extras={0: [{"type": "double", "seat": 0, "target": "20-100", "level": 2}]},
               overrides={(t, 2): c for t, c in lead.items()})
    assert d.outcome() == {"20-100": True}
    p = d.settlement()
    show(d, "01", p)
    write("01-ultinet-20-100-clean.json", rules, ["Anna", "Béla", "Csilla"], [deal_json(d, pay_events(p))],
          "UltiNet preset: Csilla bids 20-100 over Anna's party, Anna contras it; Csilla takes every trick "
          "and the last one with the 7 of trumps. 20-100 (UltiNet 6) x2, silent ulti 2, silent durchmarsch "
          "(UltiNet 4). Clean.")


# ============================================================== 02
def f02():
    rules = {"preset": "ultinet"}
    o = resolve(rules)
    deals = []
    # deal 0: betli by seat 1 (first bidder), dealer 0
    D = 0
    s0, s1, s2, tal = split(
        "AH KH QH AD 10D 9D AS KS JS 8C",
        "7H 8H 9H 7D 8D 7S 8S 9S 7C 9C",
        "JH 10H KD QD JD QS 10S AC KC QC",
        "JC 10C",
    )
    d = Deal(o, D, dealt(D, [s0, s1, s2], tal))
    d.first_bid(1, tal, ["betli"])
    d.pass_(2)
    d.pass_(0)
    d.pass_(1)
    d.end_auction()
    d.play_all(default_policy)
    assert d.outcome() == {"betli": True}, d.outcome()
    p = d.settlement()
    show(d, "02/0", p)
    n0 = net(p)
    tot = [n0[s] for s in range(3)]
    deals.append(deal_json(d, score_events(n0, tot)))
    # deal 1: party by seat 2, silent 100
    D = 1
    s0, s1, s2, tal = split(
        "KH 8H 7H KD 9D 8D QS 9S 8C 9C",
        "QH JH 10H 10D QD JD KS JS 7S 7C",
        "AC 10C KC QC JC AH AD AS 10S 9H",
        "7D 8S",
    )
    d = Deal(o, D, dealt(D, [s0, s1, s2], tal))
    d.first_bid(2, tal, ["party"])
    d.pass_(0)
    d.pass_(1)
    d.pass_(2)
    d.end_auction("C")
    d.play_all(default_policy)
    p = d.settlement()
    show(d, "02/1", p)
    n1 = net(p)
    slip = {s: 2 * n1[s] for s in range(3)}  # the standard silent-100 value (2) written
    tot2 = [tot[s] + slip[s] for s in range(3)]
    log("   recorded (slip):", slip, "expected:", n1, "totals written", tot2)
    deals.append(deal_json(d, score_events(slip, tot2)))
    write("02-ultinet-silent-100-sheet.json", rules, ["Dóra", "Ede", "Flóra"], deals,
          "UltiNet preset, score sheet. Deal 0: Ede's betli (5). Deal 1: Flóra plays the party and takes "
          "100 with her 40: silent 100, which replaces the party, is worth 1 on the UltiNet table; the "
          "sheet writes the main table's 2 (+4/-2/-2).")


# ============================================================== 03
def f03():
    rules = {"durchmarsch_points": 7}
    o = resolve(rules)
    D = 1
    s0, s1, s2, tal = split(
        "KH QH JH 9H KS QS JS 9S KC 7D",
        "10H 8H 7H 10S 8S 7S 10C QC JC 9C",
        "AD 10D KD QD JD 9D 8D AH AS AC",
        "8C 7C",
    )
    d = Deal(o, D, dealt(D, [s0, s1, s2], tal))
    d.first_bid(2, tal, ["durchmarsch"])
    d.pass_(0)
    d.pass_(1)
    d.pass_(2)
    d.end_auction("D")
    d.play_all(default_policy)
    assert d.outcome() == {"durchmarsch": True}
    p = d.settlement()
    show(d, "03", p)
    rec = [(f, t, 6, r) for f, t, a, r in p]
    log("   recorded (slip):", rec)
    write("03-durch7-underpaid.json", rules, ["Gábor", "Hajnal", "Imre"], [deal_json(d, pay_events(rec))],
          "durchmarsch_points 7: Imre's durchmarsch in diamonds, every trick taken; the defenders pay the "
          "main table's 6 each instead of 7.")


# ============================================================== 04
def f04():
    rules = {"durchmarsch_points": 7}
    o = resolve(rules)
    deals = []
    D = 0
    s0, s1, s2, tal = split(
        "KH QH JH 9H KS QS JS 9S KD 9D",
        "10H 8H 7H 10S 8S 7S 10D QD JD 8D",
        "AC 10C KC QC JC 9C 8C 7C AH AS",
        "AD 7D",
    )
    d = Deal(o, D, dealt(D, [s0, s1, s2], tal))
    d.first_bid(1, tal, ["ulti"], red=True)
    d.raise_bid(2, tal, ["ulti", "durchmarsch"])
    d.pass_(0)
    d.pass_(1)
    d.pass_(2)
    d.end_auction("C")
    d.play_all(default_policy)
    assert d.outcome() == {"ulti": True, "durchmarsch": True}, d.outcome()
    p = d.settlement()
    show(d, "04/0", p)
    deals.append(deal_json(d, pay_events(p)))
    D = 1
    s0, s1, s2, tal = split(
        "10H 9H 8H JS 10S 9S QD JD 10D QC",
        "7H 8S 7S 9D 8D 7D JC 10C 9C 8C",
        "AH KH QH JH AS KS QS AD KD AC",
        "KC 7C",
    )
    d = Deal(o, D, dealt(D, [s0, s1, s2], tal))
    d.first_bid(2, tal, ["durchmarsch"], trumps=False)
    d.pass_(0)
    d.pass_(1)
    d.pass_(2)
    d.end_auction()
    d.play_all(default_policy)
    assert d.outcome() == {"durchmarsch": True}
    p = d.settlement()
    show(d, "04/1", p)
    deals.append(deal_json(d, pay_events(p)))
    write("04-durch7-hierarchy-clean.json", rules, ["Jolán", "Kálmán", "Lili"], deals,
          "durchmarsch_points 7. Deal 0: Lili's ulti and durchmarsch (4+7=11) outbids Kálmán's red ulti "
          "(10), a bid that ties at 10 under the main table; both made, 11 each. Deal 1: a durchmarsch "
          "without trumps, paid at the no-trump value 6 (the 7-point variant is written in the trump "
          "durchmarsch's bullet).")


# ============================================================== 05
def f05():
    rules = {"open_durchmarsch_trump_points": 12}
    o = resolve(rules)
    deals = []
    D = 2
    s0, s1, s2, tal = split(
        "KH QH JH 9H KD QD JD 9D KC QC",
        "AS 10S KS QS JS 9S 8S AH AD AC",
        "10H 8H 7H 7S 10D 8D 7D 10C JC 9C",
        "8C 7C",
    )
    d = Deal(o, D, dealt(D, [s0, s1, s2], tal))
    d.first_bid(0, tal, ["rebetli"])
    d.raise_bid(1, tal, ["open-durchmarsch"], trumps=True)
    d.pass_(2)
    d.pass_(0)
    d.pass_(1)
    d.end_auction("S")
    d.play_all(default_policy)
    assert d.outcome() == {"open-durchmarsch": True}
    p = d.settlement()
    show(d, "05/0", p)
    deals.append(deal_json(d, pay_events(p)))
    D = 0
    s0, s1, s2, tal = split(
        "KS QS JS AS AD KD QD JD 9D 8D",
        "10S 9S 8S 7C JH 9H 8H 7H 10D 7D",
        "AC 10C KC QC JC 9C AH 10H KH QH",
        "7S 8C",
    )
    d = Deal(o, D, dealt(D, [s0, s1, s2], tal))
    d.first_bid(1, tal, ["open-durchmarsch"], trumps=True)
    d.raise_bid(2, tal, ["20-100", "durchmarsch"])
    d.pass_(0)
    d.pass_(1)
    d.pass_(2)
    d.end_auction("C")
    d.play_all(default_policy)
    assert d.outcome() == {"20-100": True, "durchmarsch": True}, d.outcome()
    p = d.settlement()
    show(d, "05/1", p)
    deals.append(deal_json(d, pay_events(p)))
    write("05-open-durch12-clean.json", rules, ["Márta", "Nándor", "Olga"], deals,
          "open_durchmarsch_trump_points 12. Deal 0: Nándor's open durchmarsch with trumps (spades), "
          "said with trumps in the bid, over Márta's rebetli (10); every trick, 12 each. Deal 1: Olga's "
          "20-100 and durchmarsch (14) outbids Nándor's open durchmarsch with trumps (12) - under the "
          "main table (24) it would not; made, 8+6=14 each.")


# ============================================================== 06
def f06():
    rules = {"open_durchmarsch_trump_points": 12}
    o = resolve(rules)
    D = 1
    s0, s1, s2, tal = split(
        "AS 10S KS QS JS 9S 8S 7S AH AD",
        "KH QH JH 9H KD QD JD 9D KC QC",
        "10H 8H 7H 10D 8D 7D 10C JC 9C 8C",
        "AC 7C",
    )
    d = Deal(o, D, dealt(D, [s0, s1, s2], tal))
    d.first_bid(2, tal, ["redurchmarsch"])
    bid_ev = d.raise_bid(0, tal, ["open-durchmarsch"], trumps=True, check=False)
    d.pass_(1)
    d.pass_(2)
    d.pass_(0)
    d.end_auction("S")
    d.play_all(default_policy)
    assert d.outcome() == {"open-durchmarsch": True}
    p = d.settlement()
    show(d, "06", p)
    log("   planted: illegal bid at event", bid_ev)
    write("06-open-durch12-tie-bid.json", rules, ["Péter", "Rozi", "Sándor"], [deal_json(d, pay_events(p))],
          "open_durchmarsch_trump_points 12: Péter bids open durchmarsch with trumps (12) over Sándor's "
          "redurchmarsch (12): a tie, not a higher bid (legal under the main table's 24). Played and paid "
          "at 12.")
    return bid_ev


# ============================================================== 07
def f07():
    rules = {"bid_hierarchy": "points_only"}
    o = resolve(rules)
    D = 2
    s0, s1, s2, tal = split(
        "AH KH QH AD KD QD AS KS AC KC",
        "7H 8H 9H 7D 8D 7S 8S 9S 7C 8C",
        "JH 10H JD 10D 9D QS JS 10S QC JC",
        "10C 9C",
    )
    d = Deal(o, D, dealt(D, [s0, s1, s2], tal))
    d.first_bid(0, tal, ["ulti"])
    bid_ev = d.raise_bid(1, tal, ["betli"], check=False)
    d.pass_(2)
    d.pass_(0)
    d.pass_(1)
    d.end_auction()
    d.play_all(default_policy)
    assert d.outcome() == {"betli": True}, d.outcome()
    p = d.settlement()
    show(d, "07", p)
    write("07-points-only-betli-over-ulti.json", rules, ["Tamás", "Ubul", "Vera"], [deal_json(d, pay_events(p))],
          "bid_hierarchy points_only: Ubul's betli (5) over Tamás's ulti (party 1 + ulti 4 = 5) is a tie "
          "when the number of goals is not compared. Betli made, 5 each.")
    return bid_ev


# ============================================================== 08
def f08():
    rules = {"bid_hierarchy": "points_without_party"}
    o = resolve(rules)
    D = 0
    s0, s1, s2, tal = split(
        "KH QH JH 9H 8H KS QS JS 9S 7C",
        "10H 7H 10S 8S 7S KD QD JD 10D 9D",
        "AC 10C KC QC JC 9C 8C AH AS AD",
        "8D 7D",
    )
    d = Deal(o, D, dealt(D, [s0, s1, s2], tal))
    d.first_bid(1, tal, ["ulti"], red=True)
    d.raise_bid(2, tal, ["40-100", "durchmarsch"])
    d.pass_(0)
    d.pass_(1)
    d.pass_(2)
    d.end_auction("C")
    d.play_all(default_policy, trick1_extras={1: [{"type": "double", "seat": 1, "target": "durchmarsch", "level": 2}]})
    assert d.outcome() == {"40-100": True, "durchmarsch": True}
    p = d.settlement()
    show(d, "08", p)
    write("08-without-party-clean.json", rules, ["Zoltán", "Ágnes", "Bence"], [deal_json(d, pay_events(p))],
          "bid_hierarchy points_without_party: Bence's 40-100 and durchmarsch (10) outbids Ágnes's red "
          "ulti (10 with the red party, 8 without it). Ágnes contras the durchmarsch; Bence takes every "
          "trick: 40-100 4 + durchmarsch 6x2 = 16 each.")


# ============================================================== 09
def f09():
    rules = {"bid_hierarchy": "durchmarsch_above_red", "four_aces": True, "silent_four_aces": True}
    o = resolve(rules)
    deals = []
    D = 1
    s0, s1, s2, tal = split(
        "AS 10S KS QS JS 9S 8S 7S AH AD",
        "KH QH JH 9H KD QD JD 9D KC QC",
        "10H 8H 7H 10D 8D 7D 10C JC 9C 8C",
        "AC 7C",
    )
    d = Deal(o, D, dealt(D, [s0, s1, s2], tal))
    d.first_bid(2, tal, ["four-aces"], red=True)
    d.raise_bid(0, tal, ["ulti", "durchmarsch"])
    d.pass_(1)
    d.pass_(2)
    d.pass_(0)
    d.end_auction("S")
    d.play_all(default_policy)
    assert d.outcome() == {"ulti": True, "durchmarsch": True}
    p = d.settlement()
    show(d, "09/0", p)
    deals.append(deal_json(d, pay_events(p)))
    D = 2
    s0, s1, s2, tal = split(
        "AD 10D KD JD 7D AH AS AC 9H 8S",
        "QD 9D KH JH 10S QS 9S KC JC 8C",
        "8D 10H QH 8H 7H KS JS 7S 10C QC",
        "9C 7C",
    )
    d = Deal(o, D, dealt(D, [s0, s1, s2], tal))
    d.first_bid(0, tal, ["ulti"])
    d.pass_(1)
    d.pass_(2)
    d.pass_(0)
    d.end_auction("D")
    d.play_all(default_policy)
    p = d.settlement()
    show(d, "09/1", p)
    assert d.outcome() == {"party": True, "ulti": True}, d.outcome()
    deals.append(deal_json(d, pay_events(p)))
    write("09-above-red-four-aces-clean.json", rules, ["Csaba", "Dénes", "Emese"], deals,
          "bid_hierarchy durchmarsch_above_red, four_aces, silent_four_aces. Deal 0: Csaba's ulti and "
          "durchmarsch (4+6=10) outbids Emese's red four aces (2+8=10), as the source's exception says; "
          "made, 10 each. Deal 1: Csaba's ulti, made with the party; he also takes the four aces "
          "unbid: silent four aces 2. 1+4+2 = 7 each.")


# ============================================================== 10
def f10():
    rules = {"preset": "ultinet"}
    o = resolve(rules)
    D = 0
    s0, s1, s2, tal = split(
        "QS 9S KH QH JH 10D KD QC JC 9C",
        "8S 10H 8H 7H QD JD 9D 10C 8C 7C",
        "AS 10S KS JS 7S AH AD AC 9H 8D",
        "KC 7D",
    )
    d = Deal(o, D, dealt(D, [s0, s1, s2], tal))
    d.first_bid(1, tal, ["40-100"])
    bid_ev = d.raise_bid(2, tal, ["ulti"], check=False)
    d.pass_(0)
    d.pass_(1)
    d.pass_(2)
    d.end_auction("S")
    d.play_all(default_policy)
    p = d.settlement()
    show(d, "10", p)
    assert d.outcome() == {"party": True, "ulti": True}, d.outcome()
    write("10-ultinet-ulti-ties-40-100.json", rules, ["Ferenc", "Gizella", "Hugó"], [deal_json(d, pay_events(p))],
          "UltiNet preset: Hugó bids ulti over Gizella's 40-100; on the UltiNet comparison the party is "
          "not counted beside ulti, so ulti (4) ties 40-100 (4) and is not a higher bid. Played: party "
          "and ulti made, 1+4 = 5 each.")
    return bid_ev


# ============================================================== 11
def f11():
    rules = {"fold": "compulsory"}
    o = resolve(rules)
    deals = []
    D = 1
    s0, s1, s2, tal = split(
        "AH KH 9H AD 10D 8D KS 9S AC 8C",
        "QH JH 8H KD QD 9D AS QS 10C 9C",
        "10H 7H JD 7D 10S JS 8S 7S KC JC",
        "QC 7C",
    )
    d = Deal(o, D, dealt(D, [s0, s1, s2], tal))
    d.first_bid(2, tal, ["party"])
    d.pass_(0)
    d.pass_(1)
    d.pass_(2)
    d.fold()
    p = fold_payments(d)
    log("  [11/0] fold payments", p)
    deals.append(deal_json(d, pay_events(p)))
    D = 2
    s0, s1, s2, tal = split(
        "AC 10C KC JC AH 10H AS 9S 8D 7D",
        "QC 9C KH QH 8H 10S KS 10D 9D 8S",
        "8C JH 9H 7H QS JS AD KD QD JD",
        "7S 7C",
    )
    d = Deal(o, D, dealt(D, [s0, s1, s2], tal))
    d.first_bid(0, tal, ["party"])
    d.pass_(1)
    d.pass_(2)
    d.pass_(0)
    n_before = len(d.events)
    d.end_auction("C")
    d.play_all(default_policy)
    show(d, "11/1", d.settlement())
    log("   planted: no fold; trump announced at event", n_before)
    deals.append(deal_json(d))
    write("11-fold-compulsory.json", rules, ["Ilona", "János", "Kata"], deals,
          "fold compulsory. Deal 0: Kata is left with the plain party and folds, paying 2 to each. "
          "Deal 1: Ilona is left with the plain party and plays it out instead of folding (no settlement "
          "written).")
    return n_before


# ============================================================== 12
def f12():
    rules = {"trump_durchmarsch_alone": False}
    o = resolve(rules)
    D = 0
    s0, s1, s2, tal = split(
        "KH QH JH 9H KS QS JS 9S KC 7D",
        "10H 8H 7H 10S 8S 7S 10C QC JC 9C",
        "AD 10D KD QD JD 9D 8D AH AS AC",
        "8C 7C",
    )
    d = Deal(o, D, dealt(D, [s0, s1, s2], tal))
    d.first_bid(1, tal, ["party"])
    bid_ev = d.raise_bid(2, tal, ["durchmarsch"], trumps=True, check=False)
    d.pass_(0)
    d.pass_(1)
    d.pass_(2)
    d.end_auction("D")
    d.play_all(default_policy)
    assert d.outcome() == {"durchmarsch": True}
    p = d.settlement()
    show(d, "12", p)
    write("12-durch-alone-play-only.json", rules, ["Lajos", "Magda", "Noémi"],
          [deal_json(d, pay_events(p), hands_null=True)],
          "trump_durchmarsch_alone false, play-only record (hands null): Noémi bids a lone durchmarsch "
          "with trumps over Magda's party; with this option a trump durchmarsch must be combined with "
          "another goal. Played, every trick, 6 each.")
    return bid_ev


# ============================================================== 13
def f13():
    rules = {"durchmarsch_points": 7, "silent_bonuses_in_durchmarsch": False}
    o = resolve(rules)
    D = 1
    s0, s1, s2, tal = split(
        "KD QD JD 9D KS QS JS 9S KC QC",
        "10D 8D 7D 10S 8S 7S 10C JC 9C 8C",
        "AH 10H KH QH JH 9H 8H 7H AS AC",
        "AD 7C",
    )
    d = Deal(o, D, dealt(D, [s0, s1, s2], tal))
    d.first_bid(2, tal, ["durchmarsch"], red=True)
    d.pass_(0)
    d.pass_(1)
    d.pass_(2)
    d.end_auction()
    d.play_all(default_policy, overrides={(7, 2): "AS", (8, 2): "AC", (9, 2): "7H"})
    assert d.outcome() == {"durchmarsch": True}
    p = d.settlement()
    show(d, "13", p)
    rec = list(p) + [(f, 2, 4, "silent-ulti") for f in (0, 1)]
    log("   recorded (slip):", rec)
    n0 = len(d.events)
    write("13-no-silent-in-durch.json", rules, ["Orsolya", "Pál", "Réka"], [deal_json(d, pay_events(rec))],
          "durchmarsch_points 7 and silent_bonuses_in_durchmarsch false: Réka's red durchmarsch (14), "
          "the last trick taken with the 7 of hearts; the table also pays a red silent ulti (4 each), "
          "which these rules do not score in a durchmarsch game.")
    return n0


# ============================================================== 14
def f14():
    rules = {"silent_durchmarsch_scoring": "replaces_party"}
    o = resolve(rules)
    deals = []
    totals = [10, -4, -6]
    D = 2
    s0, s1, s2, tal = split(
        "AC 10C KC JC 9C AH 10H AD 10D AS",
        "QC 8C 7C KH QH 8H KD JD 9S 8S",
        "JH 9H 7H QD 9D 7D KS QS JS 10S",
        "8D 7S",
    )
    d = Deal(o, D, dealt(D, [s0, s1, s2], tal))
    d.first_bid(0, tal, ["party"])
    d.pass_(1)
    d.pass_(2)
    d.pass_(0)
    d.end_auction("C")
    d.play_all(default_policy, declare_empty=False)
    assert d.trick_count(0) == 10
    p = d.settlement()
    show(d, "14/0", p)
    n = net(p)
    totals = [totals[s] + n[s] for s in range(3)]
    deals.append(deal_json(d, score_events(n, totals)))
    D = 0
    s0, s1, s2, tal = split(
        "QS 8S KH QH JH KD QD JD KC QC",
        "AS 10S KS JS 9S 7S AH AD AC 10H",
        "9H 8H 7H 10D 9D 8D 7D 10C JC 9C",
        "8C 7C",
    )
    d = Deal(o, D, dealt(D, [s0, s1, s2], tal))
    d.first_bid(1, tal, ["ulti"])
    d.pass_(2)
    d.pass_(0)
    d.pass_(1)
    d.end_auction("S")
    d.play_all(default_policy, declare_empty=False)
    assert d.trick_count(1) == 10
    p = d.settlement()
    show(d, "14/1", p)
    n = net(p)
    totals = [totals[s] + n[s] for s in range(3)]
    deals.append(deal_json(d, score_events(n, totals)))
    log("   totals:", totals)
    write("14-silent-durch-replaces-party.json", rules, ["Sára", "Tibor", "Ubul"], deals,
          "silent_durchmarsch_scoring replaces_party, score sheet with running totals carried in. Deal 0: "
          "Sára plays the party and takes every trick: silent durchmarsch 3 instead of the party "
          "(+6/-3/-3). Deal 1: Tibor's ulti, every trick, last with the 7 of trumps: ulti 4 + silent "
          "durchmarsch 3, no party (+14/-7/-7).", start={"totals": [10, -4, -6]})


# ============================================================== 15
def f15():
    rules = {"silent_bonus_contra": True}
    o = resolve(rules)
    D = 0
    s0, s1, s2, tal = split(
        "KH QH JH 9H KS QS JS 9S 9C 8C",
        "AD 10D KD QD JD AH AS AC 10S 8H",
        "10H 7H 9D 8D 7D 8S 7S KC QC JC",
        "10C 7C",
    )
    d = Deal(o, D, dealt(D, [s0, s1, s2], tal))
    d.first_bid(1, tal, ["party"])
    d.pass_(2)
    d.pass_(0)
    d.pass_(1)
    d.end_auction("D")
    d.play_all(default_policy, trick1_extras={2: [{"type": "double", "seat": 2, "target": "party", "level": 2}]},
               declare_empty=False)
    p = d.settlement()
    show(d, "15", p)
    assert d.side_points()[0] >= 100 and d.trick_count(1) < 10
    rec = [(f, t, a // 2, r) for f, t, a, r in p]
    log("   recorded (slip):", rec)
    write("15-silent-100-under-contra.json", rules, ["Vilma", "Zsolt", "Ábel"], [deal_json(d, pay_events(rec))],
          "silent_bonus_contra: Ábel contras Zsolt's party; Zsolt takes 100 with his 40 (silent 100, "
          "replacing the party). With this option the party's contra doubles the silent 100 (2x2 = 4 "
          "each); the table pays 2 each.")


# ============================================================== 16
def f16():
    rules = {"preset": "ultinet"}
    o = resolve(rules)
    D = 1
    s0, s1, s2, tal = split(
        "QC 9C KH QS JS 9S KD JD 9D 8D",
        "8C 7C QH JH 9H 8H 7H KS 8S 7S",
        "AC 10C KC JC AH 10H AD 10D AS 10S",
        "QD 7D",
    )
    d = Deal(o, D, dealt(D, [s0, s1, s2], tal))
    d.first_bid(2, tal, ["party", "four-tens"])
    d.pass_(0)
    d.pass_(1)
    d.pass_(2)
    d.end_auction("C")
    d.play_all(default_policy)
    assert d.outcome() == {"party": True, "four-tens": True} and d.trick_count(2) == 10
    p = d.settlement()
    show(d, "16", p)
    rec = list(p) + [(f, 2, 4, "silent-durchmarsch") for f in (0, 1)]
    log("   recorded (slip):", rec)
    write("16-ultinet-four-tens-no-silent-durch.json", rules, ["Bálint", "Cecília", "Dániel"],
          [deal_json(d, pay_events(rec))],
          "UltiNet preset: Dániel's party with four tens, every trick taken. UltiNet scores no silent "
          "durchmarsch when four tens was bid; the table pays one (4 each) besides party 1 and four tens 9.")


# ============================================================== 17
def f17():
    rules = {"revoke_penalty": "play_stands", "max_contra_level": 4}
    o = resolve(rules)
    D = 2
    s0, s1, s2, tal = split(
        "AS 10S KS QS AH AD AC 10H 9D 8C",
        "JS 8S KH QH 9H KD QD 10C QC 9C",
        "9S 7S JH 8H 7H 10D JD 8D KC JC",
        "7D 7C",
    )
    d = Deal(o, D, dealt(D, [s0, s1, s2], tal))
    d.first_bid(0, tal, ["40-100"])
    d.pass_(1)
    d.pass_(2)
    d.pass_(0)
    d.end_auction("S")
    d.play_all(default_policy,
               trick1_extras={1: [{"type": "double", "seat": 1, "target": "40-100", "level": 2}]},
               after_trick1=[{"type": "double", "seat": 0, "target": "40-100", "level": 4}],
               overrides={(4, 2): "JD"}, skip_check={(4, 2)})
    p = d.settlement()
    show(d, "17", p)
    log("   planted fault:", d.faults)
    write("17-revoke-play-stands.json", rules, ["Erika", "Fülöp", "Gréta"], [deal_json(d, pay_events(p))],
          "revoke_penalty play_stands, max_contra_level 4: Fülöp contras Erika's 40-100, Erika "
          "recontras (4, the highest level allowed here). Gréta fails to follow hearts in trick 5; "
          "the play stands and the deal is scored as played.")
    return d.faults


# ============================================================== 18
def f18():
    rules = {"revoke_penalty": "void_deal"}
    o = resolve(rules)
    deals = []
    totals = [0, 0, 0]
    D = 0
    s0, s1, s2, tal = split(
        "JD 9D KH 9H KS QS JS KC QC JC",
        "AD 10D KD QD AH AS AC 10S 8H 8S",
        "8D 7D 10H QH JH 7H 9S 7S 9C 8C",
        "10C 7C",
    )
    d = Deal(o, D, dealt(D, [s0, s1, s2], tal))
    d.first_bid(1, tal, ["40-100"])
    d.pass_(2)
    d.pass_(0)
    d.pass_(1)
    d.end_auction("D")
    d.play_all(default_policy)
    p = d.settlement()
    show(d, "18/0", p)
    assert d.outcome() == {"40-100": True}
    n = net(p)
    totals = [totals[s] + n[s] for s in range(3)]
    deals.append(deal_json(d, score_events(n, totals)))
    D = 1
    s0, s1, s2, tal = split(
        "QS 9S KH QH 10D KD QD JD 9D 8D",
        "8S 10H JH 8H 7H 7D KC QC JC 10C",
        "AS 10S KS JS 7S AH AD AC 9H 9C",
        "8C 7C",
    )
    d = Deal(o, D, dealt(D, [s0, s1, s2], tal))
    d.first_bid(2, tal, ["ulti"])
    d.pass_(0)
    d.pass_(1)
    d.pass_(2)
    d.end_auction("S")
    d.play_all(default_policy, overrides={(8, 2): "7S"}, skip_check={(8, 2)})
    p = d.settlement(penalty=2)
    show(d, "18/1", p)
    log("   planted fault:", d.faults)
    n = net(p)
    totals = [totals[s] + n[s] for s in range(3)]
    deals.append(deal_json(d, score_events(n, totals)))
    write("18-revoke-void-deal-sheet.json", rules, ["Hedvig", "Iván", "Judit"], deals,
          "revoke_penalty void_deal, score sheet. Deal 0: Iván's 40-100 made (+8/-4/-4). Deal 1: "
          "Judit (declarer, ulti) trumps Iván's club lead in trick 9 with the 7 of spades while holding the 9 of "
          "clubs; the deal is void: 0 each, totals unchanged.")
    return d.faults


if __name__ == "__main__":
    res = {}
    for name, fn in sorted(globals().items()):
        if name.startswith("f") and name[1:].isdigit():
            log(f"== {name}")
            r = fn()
            if r is not None:
                log("   returned:", r)
    with open(os.path.join(HERE, "figures.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(LOG) + "\n")
    print("\n".join(LOG))
    print(OUT)
