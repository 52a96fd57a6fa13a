"""Generate the ulti-spec9 transcripts and EXPECTED data (blind, from the Japanese source)."""

from __future__ import annotations

import json
import sys

from build import bid, build, net
from helpers import (follow_no_beat, forced_overtake, last_seven, overtake_needed,
                     under_trump_forced)
from model import beats, legal, suit, bid_key

PLAYERS = ["Ákos", "Boglárka", "Csaba"]
P = "pass"


def M(info, g):
    return info["made"][g]


def no_silent(info):
    return not info["silent"]


# ---------- fault hooks ----------
def f_betli_duck(ctx):
    if ctx["seat"] != ctx["declarer"] or ctx["pos"] == 0:
        return None
    so = ctx["trick"]
    led = suit(so[0])
    from model import trick_winner_idx
    w = so[trick_winner_idx(so, None, ctx["order"])]
    same = [c for c in ctx["hand"] if suit(c) == led]
    hi = [c for c in same if beats(c, w, None, ctx["order"])]
    lo = [c for c in same if not beats(c, w, None, ctx["order"])]
    if hi and lo:
        return lo[0]
    return None


def f_no_trump_under(ctx):
    T = ctx["trump"]
    so = ctx["trick"]
    if ctx["pos"] != 2 or ctx["seat"] == ctx["declarer"]:
        return None
    led = suit(so[0])
    h = ctx["hand"]
    if led == T or suit(so[1]) != T or any(suit(c) == led for c in h):
        return None
    tr = [c for c in h if suit(c) == T]
    side = [c for c in h if suit(c) != T]
    if tr and side and not any(beats(c, so[1], T, ctx["order"]) for c in tr):
        return side[0]
    return None


def f_seven_early(ctx):
    T = ctx["trump"]
    if ctx["seat"] != ctx["declarer"] or not (3 <= ctx["trick_no"] <= 7):
        return None
    full = legal(ctx["hand"], ctx["trick"], T, ctx["order"])
    if "7" + T in full and len(full) > 1:
        return ("7" + T, "early_trump_seven")
    return None


# ---------- the files ----------
FILES = []


def F(name, desc, deals, preset="standard", record="payments", totals=False, notes=""):
    FILES.append(dict(name=name, desc=desc, deals=deals, preset=preset, record=record,
                      totals=totals, notes=notes))


# 01 party: fold, red party, plain party lost; score sheet with totals
F("01-party-fold-red-party",
  "Rows (1)-(2): a plain party folded (2 to each defender), a red party won over a party "
  "with talon passing, a plain party played and lost. Score sheet with running totals.",
  [
      dict(name="d0", dealer=0, declarer=1, trump="S", contract=bid(["party"]), fold=True,
           auction=[(1, bid(["party"])), (2, P), (0, P), (1, P)],
           pred=lambda r, i: True),
      dict(name="d1", dealer=1, declarer=0, trump="H", contract=bid(["party"], True),
           auction=[(2, bid(["party"])), (0, bid(["party"], True)), (1, P), (2, P), (0, P)],
           no_talon_points=True,
           pred=lambda r, i: M(i, "party") and no_silent(i) and
           any(s in i["declared"] for s in (1, 2))),
      dict(name="d2", dealer=2, declarer=0, trump="C", contract=bid(["party"]),
           auction=[(0, bid(["party"])), (1, P), (2, P), (0, P)],
           no_talon_points=True,
           pred=lambda r, i: (not M(i, "party")) and no_silent(i) and i["fp"] < 100),
  ],
  record="scores", totals=True)

# 02 ulti (party+ulti): made with silent 100; failed with contra/recontra on ulti only
F("02-ulti-silent100-contra-chain",
  "Row (4) ulti (= party + ulti). Deal 0: ulti made and the declarer takes 100 with his 40: "
  "silent 100 replaces the party. Deal 1: contra and recontra on the ulti alone; the ulti "
  "fails in the last trick (4 x 4 + the 4 penalty, which the contra does not double); the "
  "party, not doubled, is won.",
  [
      dict(name="d0", dealer=1, declarer=0, trump="S", contract=bid(["ulti"]),
           auction=[(2, bid(["party"])), (0, bid(["ulti"])), (1, P), (2, P), (0, P)],
           fixed={0: ["KS", "QS", "7S", "AS", "10S"]}, no_talon_points=True,
           pred=lambda r, i: M(i, "ulti") and "silent-100" in i["silent"] and
           i["silent"]["silent-100"][0] == 0 and "silent-durchmarsch" not in i["silent"]),
      dict(name="d1", dealer=2, declarer=1, trump="D", contract=bid(["party", "ulti"]),
           auction=[(0, bid(["party"])), (1, bid(["party", "ulti"])), (2, P), (0, P), (1, P)],
           fixed={1: ["7D", "AD", "10D"]}, no_talon_points=True,
           contras=[(2, "ulti", 2, "card"), (1, "ulti", 4, "after1")],
           pred=lambda r, i: (not M(i, "ulti")) and M(i, "party") and no_silent(i) and
           last_seven(r) == (1, False)),
  ])

# 03 betli over ulti; betli made with one contra; betli lost by a forced overtake
F("03-betli-over-ulti-contra-one-defender",
  "Rows (4)/(5): betli (5, one goal) outranks ulti (5, two goals). Deal 0: betli made, one "
  "defender's contra counts only between him and the declarer (no trumps). Deal 1: betli "
  "lost when the declarer must overtake (must beat the trick with a card of the suit led).",
  [
      dict(name="d0", dealer=0, declarer=2, trump=None, contract=bid(["betli"]),
           auction=[(1, bid(["ulti"])), (2, bid(["betli"])), (0, P), (1, P), (2, P)],
           contras=[(0, "betli", 2, "card")], policy={2: "lo"},
           pred=lambda r, i: M(i, "betli") and overtake_needed(r)),
      dict(name="d1", dealer=1, declarer=2, trump=None, contract=bid(["betli"]),
           auction=[(2, bid(["betli"])), (0, P), (1, P), (2, P)], policy={2: "lo"},
           pred=lambda r, i: (not M(i, "betli")) and forced_overtake(r, 2) and
           r["tricks"][0]["winner"] != 2),
  ])

# 04 betli with the declarer failing to overtake (fault)
F("04-betli-declarer-fails-to-overtake",
  "Row (5) betli after a party: the declarer, holding a higher card of the suit led, plays "
  "under the card winning the trick (must beat it when able). Settled as played.",
  [
      dict(name="d0", dealer=2, declarer=2, trump=None, contract=bid(["betli"]),
           auction=[(0, bid(["party"])), (1, P), (2, bid(["betli"])), (0, P), (1, P), (2, P)],
           policy={2: "lo"}, fault=f_betli_duck,
           pred=lambda r, i: M(i, "betli")),
  ])

# 05 durchmarsch with trumps: made with silent ulti; lost, a defender loses the silent ulti
F("05-trump-durchmarsch-silent-ulti",
  "Row (6) durchmarsch with trumps, bid alone. Deal 0: made, and the declarer wins the last "
  "trick with the trump VII (silent ulti 2). Deal 1: lost; a defender plays the trump VII to "
  "the last trick and loses it: he pays 4 to each of the two others.",
  [
      dict(name="d0", dealer=0, declarer=0, trump="C", contract=bid(["durchmarsch"]),
           auction=[(1, bid(["party"])), (2, P), (0, bid(["durchmarsch"])), (1, P), (2, P), (0, P)],
           fixed={0: ["AC", "10C", "KC", "QC", "JC", "7C", "AH", "AD"]},
           pred=lambda r, i: M(i, "durchmarsch") and last_seven(r) == (0, True)),
      dict(name="d1", dealer=1, declarer=2, trump="D", contract=bid(["durchmarsch"]),
           auction=[(2, bid(["durchmarsch"])), (0, P), (1, P), (2, P)],
           fixed={2: ["AD", "10D", "KD", "AS"]},
           pred=lambda r, i: (not M(i, "durchmarsch")) and last_seven(r) is not None and
           last_seven(r)[0] != 2 and not last_seven(r)[1] and "silent-100" not in i["silent"]),
  ])

# 06 40-100 + ulti with a contra chain on the 40-100 alone; then 40-100 lost, ulti doubled made
F("06-40-100-ulti-contra-chain",
  "Row (7) 40-100 and ulti. Deal 0: contra (2), recontra (4) and subcontra (8) on the 40-100 "
  "only; both made: 4 x 8 + 4 from each defender. Deal 1: contra on the ulti alone; 40-100 "
  "lost (4 to each), ulti made (8 from each).",
  [
      dict(name="d0", dealer=2, declarer=1, trump="S", contract=bid(["40-100", "ulti"]),
           auction=[(0, bid(["party"])), (1, bid(["40-100", "ulti"])), (2, P), (0, P), (1, P)],
           fixed={1: ["KS", "QS", "7S", "AS", "10S"]},
           contras=[(2, "40-100", 2, "card"), (1, "40-100", 4, "after1"), (0, "40-100", 8, "after1")],
           pred=lambda r, i: M(i, "40-100") and M(i, "ulti") and no_silent(i)),
      dict(name="d1", dealer=0, declarer=1, trump="C", contract=bid(["40-100", "ulti"]),
           auction=[(1, bid(["40-100", "ulti"])), (2, P), (0, P), (1, P)],
           fixed={1: ["KC", "QC", "7C", "AC"]},
           contras=[(2, "ulti", 2, "card")],
           pred=lambda r, i: (not M(i, "40-100")) and M(i, "ulti") and no_silent(i)),
  ])

# 07 red 40-100 over 40-100+ulti; 20-100 over 40-100+ulti lost
F("07-red-40-100-and-20-100",
  "Rows (3), (7), (8): 40-100 (4) < 40-100 and ulti (8, two goals) < red 40-100 (8, one goal); "
  "red 40-100 made (8 from each). Deal 1: 20-100 (8, one goal) over 40-100 and ulti, lost "
  "(8 to each). Deal 0 has a trick where the third hand follows suit low although it holds a "
  "card above the lead: the trick was already trumped, so there is nothing it can beat.",
  [
      dict(name="d0", dealer=1, declarer=2, trump="H", contract=bid(["40-100"], True),
           auction=[(2, bid(["40-100"])), (0, bid(["40-100", "ulti"])), (1, P),
                    (2, bid(["40-100"], True)), (0, P), (1, P), (2, P)],
           fixed={2: ["KH", "QH", "AH", "10H"]},
           pred=lambda r, i: M(i, "40-100") and no_silent(i) and follow_no_beat(r)),
      dict(name="d1", dealer=2, declarer=1, trump="D", contract=bid(["20-100"]),
           auction=[(0, bid(["40-100", "ulti"])), (1, bid(["20-100"])), (2, P), (0, P), (1, P)],
           fixed={1: ["KS", "QS", "AD", "10D"]}, avoid={1: ["7D"]},
           pred=lambda r, i: (not M(i, "20-100")) and no_silent(i)),
  ])

# 08 red ulti, then 40-100 + durchmarsch (equal: not higher, fault), then rebetli
F("08-red-ulti-equal-bid-then-rebetli",
  "Rows (9)/(9')/(10): after red ulti (10, two goals), 40-100 and durchmarsch (10, two goals) "
  "is not higher in the table's default (only 'some' rank it above). Rebetli (10, one goal) "
  "then outranks both and is made.",
  [
      dict(name="d0", dealer=0, declarer=0, trump=None, contract=bid(["rebetli"]),
           auction=[(1, bid(["ulti"], True)), (2, bid(["40-100", "durchmarsch"])),
                    (0, bid(["rebetli"])), (1, P), (2, P), (0, P)],
           bad_bid_at=1, bad_bid_code="illegal_bid", policy={0: "lo"},
           pred=lambda r, i: M(i, "rebetli")),
  ])

# 09 rebetli in its red-betli form with contra + recontra; rebetli lost. Score sheet.
F("09-red-betli-contra-recontra-one-defender",
  "Row (10): 'red betli' is rebetli (10). Deal 0: one defender's contra and the declarer's "
  "recontra are between those two only (no trumps): 10 x 4 from him, 10 from the other. "
  "Deal 1: rebetli lost, 10 to each. Score sheet with running totals.",
  [
      dict(name="d0", dealer=1, declarer=0, trump=None, contract=bid(["betli"], True),
           auction=[(2, bid(["party"])), (0, bid(["betli"], True)), (1, P), (2, P), (0, P)],
           contras=[(1, "betli", 2, "card"), (0, "betli", 4, "after1", 1)], policy={0: "lo"},
           pred=lambda r, i: M(i, "betli")),
      dict(name="d1", dealer=2, declarer=0, trump=None, contract=bid(["rebetli"]),
           auction=[(0, bid(["rebetli"])), (1, P), (2, P), (0, P)], policy={0: "lo"},
           pred=lambda r, i: not M(i, "rebetli")),
  ], record="scores", totals=True)

# 10 redurchmarsch made (no trumps); red durchmarsch over 40-100+durchmarsch lost
F("10-redurchmarsch-and-red-durchmarsch",
  "Row (11): redurchmarsch (no trumps, 12) made; red durchmarsch (hearts, 12, one goal) over "
  "40-100 and durchmarsch (10) lost: 12 to each defender.",
  [
      dict(name="d0", dealer=0, declarer=1, trump=None, contract=bid(["redurchmarsch"]),
           auction=[(1, bid(["redurchmarsch"])), (2, P), (0, P), (1, P)],
           fixed={1: ["AH", "KH", "QH", "JH", "AD", "KD", "QD", "AS", "KS", "AC"]},
           pred=lambda r, i: M(i, "redurchmarsch")),
      dict(name="d1", dealer=1, declarer=0, trump="H", contract=bid(["durchmarsch"], True),
           auction=[(2, bid(["40-100", "durchmarsch"])), (0, bid(["durchmarsch"], True)),
                    (1, P), (2, P), (0, P)],
           fixed={0: ["AH", "10H", "KH", "AS"]}, avoid={0: ["7H"]},
           pred=lambda r, i: (not M(i, "durchmarsch")) and no_silent(i)),
  ])

# 11 40-100+ulti+durchmarsch, contra on durchmarsch, all made; 20-100+durch: 20-100 made, durch lost
F("11-40-100-ulti-durch-and-20-100-durch",
  "Rows (12)/(13). Deal 0: 40-100, ulti and durchmarsch (14, three goals), contra on the "
  "durchmarsch only, all made: 4 + 4 + 6 x 2 from each. Deal 1: 20-100 and durchmarsch "
  "(14, two goals) outranks the three-goal 14; 20-100 made (8 from each), durchmarsch lost "
  "(6 to each).",
  [
      dict(name="d0", dealer=2, declarer=0, trump="S", contract=bid(["40-100", "ulti", "durchmarsch"]),
           auction=[(0, bid(["40-100", "ulti", "durchmarsch"])), (1, P), (2, P), (0, P)],
           fixed={0: ["AS", "10S", "KS", "QS", "JS", "9S", "7S", "AH", "AD", "AC"]},
           contras=[(1, "durchmarsch", 2, "card")],
           pred=lambda r, i: all(i["made"].values())),
      dict(name="d1", dealer=0, declarer=2, trump="C", contract=bid(["20-100", "durchmarsch"]),
           auction=[(1, bid(["40-100", "ulti", "durchmarsch"])), (2, bid(["20-100", "durchmarsch"])),
                    (0, P), (1, P), (2, P)],
           fixed={2: ["AC", "10C", "KC", "QC", "KH", "QH", "AH", "10H"]}, avoid={2: ["7C"]},
           pred=lambda r, i: M(i, "20-100") and not M(i, "durchmarsch") and no_silent(i)),
  ])

# 12 red 40-100 + ulti: made; then red ulti lost with contra; penalty recorded doubled (fault)
F("12-red-40-100-ulti-penalty-doubled",
  "Row (14) red 40-100 and ulti (16). Deal 0: both made, 8 + 8 from each. Deal 1: contra on "
  "the ulti; red 40-100 made (8 from each), red ulti lost: 8 x 2 + the red penalty 8 (the "
  "contra does not double the penalty). The record doubles one penalty payment (fault).",
  [
      dict(name="d0", dealer=1, declarer=1, trump="H", contract=bid(["40-100", "ulti"], True),
           auction=[(2, bid(["40-100", "ulti"])), (0, P), (1, bid(["40-100", "ulti"], True)),
                    (2, P), (0, P), (1, P)],
           fixed={1: ["KH", "QH", "7H", "AH", "10H"]},
           pred=lambda r, i: M(i, "40-100") and M(i, "ulti") and no_silent(i)),
      dict(name="d1", dealer=2, declarer=0, trump="H", contract=bid(["40-100", "ulti"], True),
           auction=[(0, bid(["40-100", "ulti"], True)), (1, P), (2, P), (0, P)],
           fixed={0: ["KH", "QH", "7H", "AH", "10H"]},
           contras=[(1, "ulti", 2, "card")],
           bad_pay=lambda f, t, a, r: r == "ulti-penalty" and t == 1, bad_pay_amount=16,
           pred=lambda r, i: M(i, "40-100") and not M(i, "ulti") and no_silent(i)),
  ])

# 13 red 20-100 made with a forced under-trump; 20-100+ulti+durch: 20-100 made, others lost
F("13-red-20-100-and-20-100-ulti-durch",
  "Rows (15)/(16). Deal 0: red 20-100 (16) made; on one trick a defender void in the suit led "
  "must trump though he cannot beat the trump already played, and does. Deal 1: 20-100, ulti "
  "and durchmarsch (18): 20-100 made (8 from each), ulti lost (4 + 4 to each), durchmarsch "
  "lost (6 to each).",
  [
      dict(name="d0", dealer=0, declarer=1, trump="H", contract=bid(["20-100"], True),
           auction=[(1, bid(["20-100"], True)), (2, P), (0, P), (1, P)],
           fixed={1: ["AH", "10H", "KH", "KD", "QD", "AD", "10D"]}, avoid={1: ["7H"]},
           pred=lambda r, i: M(i, "20-100") and no_silent(i) and under_trump_forced(r)),
      dict(name="d1", dealer=1, declarer=2, trump="D", contract=bid(["20-100", "ulti", "durchmarsch"]),
           auction=[(2, bid(["20-100", "ulti", "durchmarsch"])), (0, P), (1, P), (2, P)],
           fixed={2: ["AD", "10D", "KD", "7D", "KS", "QS", "AS", "10S"]},
           pred=lambda r, i: M(i, "20-100") and not M(i, "ulti") and not M(i, "durchmarsch")),
  ])

# 14 open betli made over rebetli; open betli lost with a contra from one defender
F("14-open-betli",
  "Row (18) open betli (20): betli (5) < rebetli (10) < open betli (20), each bidder taking "
  "the talon. Deal 0: made, 20 from each. Deal 1: lost; one defender's contra doubles only "
  "his 20.",
  [
      dict(name="d0", dealer=2, declarer=2, trump=None, contract=bid(["open-betli"]),
           auction=[(0, bid(["betli"])), (1, bid(["rebetli"])), (2, bid(["open-betli"])),
                    (0, P), (1, P), (2, P)], policy={2: "lo"},
           pred=lambda r, i: M(i, "open-betli")),
      dict(name="d1", dealer=0, declarer=1, trump=None, contract=bid(["open-betli"]),
           auction=[(1, bid(["open-betli"])), (2, P), (0, P), (1, P)], policy={1: "lo"},
           contras=[(2, "open-betli", 2, "card")],
           pred=lambda r, i: not M(i, "open-betli")),
  ])

# 15 open durchmarsch over red 20-100+ulti; ulti + open durchmarsch: durch lost, ulti made
F("15-open-durchmarsch-and-ulti-open-durch",
  "Rows (19)/(20)/(22): red 20-100 and ulti (24, two goals) < open durchmarsch (24, one goal); "
  "made with trumps, 24 from each. Deal 1: ulti and open durchmarsch (28): open durchmarsch "
  "lost (24 to each), ulti made (4 from each).",
  [
      dict(name="d0", dealer=1, declarer=0, trump="S", contract=bid(["open-durchmarsch"]),
           auction=[(2, bid(["20-100", "ulti"], True)), (0, bid(["open-durchmarsch"])),
                    (1, P), (2, P), (0, P)],
           fixed={0: ["AS", "10S", "KS", "QS", "JS", "AH", "AD", "AC"]}, avoid={0: ["7S"]},
           pred=lambda r, i: M(i, "open-durchmarsch") and no_silent(i)),
      dict(name="d1", dealer=2, declarer=0, trump="C", contract=bid(["ulti", "open-durchmarsch"]),
           auction=[(0, bid(["ulti", "open-durchmarsch"])), (1, P), (2, P), (0, P)],
           fixed={0: ["AC", "10C", "KC", "7C", "AH", "AD"]},
           pred=lambda r, i: M(i, "ulti") and not M(i, "open-durchmarsch")),
  ])

# 16 red ulti + durchmarsch made; red 40-100 + durch over 40-100 + durch: 40-100 made, durch lost
F("16-red-ulti-durch-and-red-40-100-durch",
  "Rows (9')/(17): red ulti and durchmarsch (20) made: 8 + 12 from each. Deal 1: 40-100 and "
  "durchmarsch (10) < red 40-100 and durchmarsch (20): red 40-100 made (8 from each), red "
  "durchmarsch lost (12 to each). Score sheet, no totals.",
  [
      dict(name="d0", dealer=0, declarer=1, trump="H", contract=bid(["ulti", "durchmarsch"], True),
           auction=[(1, bid(["ulti", "durchmarsch"], True)), (2, P), (0, P), (1, P)],
           fixed={1: ["AH", "10H", "KH", "QH", "JH", "9H", "7H", "AS", "AD", "AC"]},
           pred=lambda r, i: all(i["made"].values())),
      dict(name="d1", dealer=1, declarer=0, trump="H", contract=bid(["40-100", "durchmarsch"], True),
           auction=[(2, bid(["40-100", "durchmarsch"])), (0, bid(["40-100", "durchmarsch"], True)),
                    (1, P), (2, P), (0, P)],
           fixed={0: ["AH", "10H", "KH", "QH", "AS", "10S"]}, avoid={0: ["7H"]},
           pred=lambda r, i: M(i, "40-100") and not M(i, "durchmarsch") and no_silent(i)),
  ], record="scores")

# 17 silent bonuses in party games; score sheet, one total wrong (fault)
F("17-silent-bonuses-party-sheet",
  "Silent bonuses: deal 0 the defenders take 100 with their 40 (silent 100, 2, replaces the "
  "party: the declarer pays 2 to each); deal 1 a defender wins the last trick with the trump "
  "VII (silent ulti, 2 to each defender) while the party is won; deal 2 the declarer takes "
  "every trick (party 1 + silent durchmarsch 3). One running total is mis-added (fault).",
  [
      dict(name="d0", dealer=2, declarer=0, trump="C", contract=bid(["party"]),
           auction=[(0, bid(["party"])), (1, P), (2, P), (0, P)], no_talon_points=True,
           fixed={1: ["KC", "QC"]},
           pred=lambda r, i: list(i["silent"].keys()) == ["silent-100"] and
           i["silent"]["silent-100"][0] == "defs" and i["dp"] < 100),
      dict(name="d1", dealer=0, declarer=1, trump="D", contract=bid(["party"]),
           auction=[(1, bid(["party"])), (2, P), (0, P), (1, P)], no_talon_points=True,
           pred=lambda r, i: M(i, "party") and list(i["silent"].keys()) == ["silent-ulti"] and
           last_seven(r)[0] != 1 and last_seven(r)[1]),
      dict(name="d2", dealer=1, declarer=2, trump="S", contract=bid(["party"]),
           auction=[(2, bid(["party"])), (0, P), (1, P), (2, P)], no_talon_points=True,
           fixed={2: ["AS", "10S", "KS", "JS", "AH", "AD", "AC"]}, avoid={2: ["7S", "QS"]},
           pred=lambda r, i: list(i["silent"].keys()) == ["silent-durchmarsch"], bad_total=(0, 1)),
  ], record="scores", totals=True)

# 18 must trump though unable to overtake: a side card instead (fault)
F("18-must-trump-cannot-overtake",
  "Ulti over party with the talon taken: a defender void in the suit led, after the other "
  "defender trumped higher than any trump he holds, throws a side card instead of "
  "under-trumping (the duty to trump stands when the trick cannot be beaten). Settled as "
  "played.",
  [
      dict(name="d0", dealer=1, declarer=0, trump="S", contract=bid(["ulti"]),
           auction=[(2, bid(["party"])), (0, bid(["ulti"])), (1, P), (2, P), (0, P)],
           fixed={0: ["7S", "AS"]}, no_talon_points=True, fault=f_no_trump_under,
           pred=lambda r, i: True),
  ])

# 19 ulti declarer plays the trump VII early (fault)
F("19-ulti-seven-played-early",
  "40-100 and ulti: the declarer leads/plays his trump VII before the last trick while other "
  "cards were allowed (he must keep it as long as the rules allow). Settled as played: the "
  "ulti is lost.",
  [
      dict(name="d0", dealer=2, declarer=0, trump="D", contract=bid(["40-100", "ulti"]),
           auction=[(0, bid(["40-100", "ulti"])), (1, P), (2, P), (0, P)],
           fixed={0: ["KD", "QD", "7D", "AD", "10D"]}, fault=f_seven_early,
           pred=lambda r, i: True),
  ])

# 20 UltiNet: ulti (4) after 40-100 (4) is not higher (fault); 20-100 (6) made
F("20-ultinet-ulti-not-above-40-100",
  "UltiNet.hu table (points only; party not counted with ulti or four aces): party (1) < four "
  "aces (3) < 40-100 (4); ulti counts 4 and is not above 40-100 (fault); 20-100 (6) then "
  "made: 6 from each.",
  [
      dict(name="d0", dealer=0, declarer=2, trump="S", contract=bid(["20-100"]), table="ultinet",
           auction=[(1, bid(["party"])), (2, bid(["four-aces"])), (0, bid(["40-100"])),
                    (1, bid(["ulti"])), (2, bid(["20-100"])), (0, P), (1, P), (2, P)],
           bad_bid_at=3, bad_bid_code="illegal_bid",
           fixed={2: ["AS", "10S", "KS", "KH", "QH", "AH", "10H", "AD"]}, avoid={2: ["7S"]},
           pred=lambda r, i: M(i, "20-100") and no_silent(i)),
  ], preset="ultinet")

# 21 UltiNet values: four tens 9, silent 100 1, silent ulti 2, silent durchmarsch 4
F("21-ultinet-four-tens-silent-values",
  "UltiNet.hu values. Deal 0: four tens (9) with party (1), both made. Deal 1: party with "
  "silent 100 (1, replacing the party's 1) and silent ulti (2). Deal 2: party and silent "
  "durchmarsch (4). Score sheet with totals.",
  [
      dict(name="d0", dealer=1, declarer=0, trump="S", contract=bid(["four-tens"]), table="ultinet",
           auction=[(2, bid(["party"])), (0, bid(["four-tens"])), (1, P), (2, P), (0, P)],
           fixed={0: ["AS", "10S", "KS", "10H", "10D", "10C"]}, no_talon_points=True, avoid={0: ["7S"]},
           pred=lambda r, i: M(i, "four-tens") and M(i, "party") and no_silent(i)),
      dict(name="d1", dealer=2, declarer=0, trump="C", contract=bid(["party"]), table="ultinet",
           auction=[(0, bid(["party"])), (1, P), (2, P), (0, P)], no_talon_points=True,
           fixed={0: ["KC", "QC", "7C", "AC"]},
           pred=lambda r, i: sorted(i["silent"]) == ["silent-100", "silent-ulti"] and
           i["silent"]["silent-100"][0] == 0 and last_seven(r) == (0, True)),
      dict(name="d2", dealer=0, declarer=1, trump="D", contract=bid(["party"]), table="ultinet",
           auction=[(1, bid(["party"])), (2, P), (0, P), (1, P)], no_talon_points=True,
           fixed={1: ["AD", "10D", "KD", "JD", "AS", "AH", "AC"]}, avoid={1: ["7D", "QD"]},
           pred=lambda r, i: list(i["silent"].keys()) == ["silent-durchmarsch"]),
  ], preset="ultinet", record="scores", totals=True)

# 22 UltiNet: 40-100 + durchmarsch (11) made; four aces (3) lost with party won
F("22-ultinet-40-100-durch-four-aces",
  "UltiNet.hu: 40-100 and durchmarsch (4 + 7 = 11) made, 11 from each; four aces with party "
  "(3, party not counted in the auction): party won (1 from each), four aces lost (3 to each).",
  [
      dict(name="d0", dealer=2, declarer=0, trump="C", contract=bid(["40-100", "durchmarsch"]), table="ultinet",
           auction=[(0, bid(["40-100", "durchmarsch"])), (1, P), (2, P), (0, P)],
           fixed={0: ["AC", "10C", "KC", "QC", "JC", "9C", "AH", "AD", "AS"]}, avoid={0: ["7C"]},
           pred=lambda r, i: all(i["made"].values())),
      dict(name="d1", dealer=0, declarer=1, trump="D", contract=bid(["four-aces"]), table="ultinet",
           auction=[(1, bid(["party"])), (2, P), (0, P), (1, bid(["four-aces"])), (2, P), (0, P), (1, P)],
           fixed={1: ["AD", "AS"]}, no_talon_points=True, avoid={1: ["7D"]},
           pred=lambda r, i: M(i, "party") and not M(i, "four-aces") and no_silent(i)),
  ], preset="ultinet")


def make_file(f, seed):
    doc = {"format": "trick-transcript/1", "game": "ulti", "players": PLAYERS,
           "rules": {"preset": f["preset"]}, "meta": {"description": f["desc"]}, "deals": []}
    exp = dict(name=f["name"], desc=f["desc"], deals=[], marks=[])
    totals = [0, 0, 0]
    for di, spec in enumerate(f["deals"]):
        spec["record"] = f["record"]
        b = build(spec, seed * 100 + di)
        dealt = [sorted(b.dealt[s], key=lambda c: "HDSC".index(c[-1])) for s in range(3)]
        ev = b.events
        n = net(b.pays)
        if f["record"] == "scores":
            for s in range(3):
                ev.append({"type": "score", "party": s, "points": n[s]})
            if f["totals"]:
                for s in range(3):
                    totals[s] += n[s]
                    pts = totals[s]
                    bt = spec.get("bad_total")
                    if bt and bt[0] == s:
                        b.marks.append((len(ev), "wrong_total", "planted"))
                        pts += bt[1]
                    ev.append({"type": "total", "party": s, "points": pts})
        doc["deals"].append({"dealer": spec["dealer"], "hands": dealt, "events": ev})
        for (e, code, txt) in b.marks:
            exp["marks"].append((di, e, code))
        exp["deals"].append(dict(spec=spec, pays=b.pays, net=n, info=b.info, res=b.res,
                                 talon=b.talon, declared=b.declared))
    return doc, exp


if __name__ == "__main__":
    import pickle
    out = []
    only = sys.argv[1:]
    for k, f in enumerate(FILES):
        if only and f["name"][:2] not in only:
            continue
        doc, exp = make_file(f, 1000 + k)
        with open(f["name"] + ".json", "w") as fh:
            json.dump(doc, fh, indent=1, ensure_ascii=False)
            fh.write("\n")
        print(f["name"], exp["marks"], [d["net"] for d in exp["deals"]])
        out.append(exp)
