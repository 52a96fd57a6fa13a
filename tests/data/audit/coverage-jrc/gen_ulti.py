"""Ulti transcripts of the coverage-jrc round. Run: python3 gen_ulti.py > gen_ulti.out"""

from __future__ import annotations

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ulti_model as M  # noqa: E402

OUT = os.path.dirname(os.path.abspath(__file__))
PLAYERS = ["Anna", "Béla", "Csilla"]


def sole_bid(seat, goals, red=False):
    """seat opens and the other two and he pass (dealer = seat - 1)."""
    return [(seat, goals, red), ((seat + 1) % 3, None, False), ((seat + 2) % 3, None, False), (seat, None, False)]


def write(name, d, rules, extra_events=(), desc="", index_notes=None):
    deal = {"dealer": d.dealer, "hands": d.dealt, "events": d.events + list(extra_events)}
    doc = {"format": "trick-transcript/1", "game": "ulti", "rules": rules, "players": PLAYERS,
           "deals": [deal], "meta": {"description": desc}}
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
    r = d.result
    print(f"== {name} (seed {d.seed})")
    print("  goals", r["goals"], "won", r["won"], "ntr", r["ntr"], "decl pts", r["decl_pts"], "def pts",
          r["def_pts"], "silent", r["silent"], "talon", r["talon"], "marr", r["marr"])
    for i, e in enumerate(deal["events"]):
        if e["type"] not in ("play",):
            print("   ", i, json.dumps(e, ensure_ascii=False))
    if index_notes:
        for k, v in index_notes.items():
            print("   note", k, v)


def ev_index(d, pred):
    for i, e in enumerate(d.events):
        if pred(e):
            return i
    return None


def only_silent(*names):
    return lambda r: sorted(n for n, _, _ in r["silent"]) == sorted(names)


# ---------------------------------------------------------------------------------------------
# 01 ulti bid without the trump seven (達成不可能な目標を言うことも…認められます): no fault; ulti lost
spec = dict(name="01", dealer=2, declarer=0, auction=sole_bid(0, ["ulti"]),
            contract={"goals": ["ulti"], "red": False, "trump": "S"}, force={1: ["7S"]}, hold_back={1: "7S"})


def p01(r, d):
    return r["last_by"][1] != "7S" and not r["silent"] and "7S" not in r["talon"]


d = M.build(spec, p01, 100)
pays = d.settle()
write("01-ulti-without-the-seven.json", d, {"preset": "standard"}, M.payment_events(pays),
      "Anna bids ulti (party + ulti) in leaves without holding the 7 of leaves; the source allows "
      "an impossible goal. Ulti lost: 4 + 4 penalty to each defender; party as played.")
print("  pays", pays, "net", M.net(pays))

# 02 red durchmarsch played without trumps (赤の for a doubled no-trump goal, 目標 (2))
spec = dict(name="02", dealer=2, declarer=0, auction=sole_bid(0, ["durchmarsch"], True),
            contract={"goals": ["durchmarsch"], "red": True, "trump": None}, announce=False,
            pre_play=[{"type": "announce", "seat": 0, "items": [{"kind": "no-trump"}]}],
            force={0: ["AS", "KS", "QS", "AC", "KC", "QC", "AD", "KD", "QD", "AH"]}, def_style="random")


def void_discard_keeping_heart(d):
    hands = [list(h) for h in d.start_hands]
    for leader, trick, w in d.tricks:
        led = M.suit(trick[0])
        for k, c in enumerate(trick):
            s = (leader + k) % 3
            h = hands[s]
            if k and s != d.spec["declarer"] and not any(M.suit(x) == led for x in h) and M.suit(c) != "H" and any(
                M.suit(x) == "H" for x in h
            ):
                return True
            h.remove(c)
    return False


def p02(r, d):
    return r["ntr"][0] == 10 and void_discard_keeping_heart(d)


d = M.build(spec, p02, 200)
pays = d.settle()
write("02-red-durchmarsch-no-trumps.json", d, {"preset": "standard"}, M.payment_events(pays),
      "Anna bids red durchmarsch and announces no trumps (the source: some say 'red' for the doubled "
      "no-trump goals; row (11) redurchmarsch = 12). Played without trumps, she takes all ten; a "
      "defender void in the led suit discards a plain card while holding hearts.")
print("  pays", pays, "net", M.net(pays))

# 03 20-100 + ulti (12, two goals; not in the source's table) is beaten by redurchmarsch (12, one goal)
spec = dict(name="03", dealer=2, declarer=1,
            auction=[(0, ["20-100", "ulti"], False), (1, ["redurchmarsch"], False), (2, None, False), (0, None, False),
                     (1, None, False)],
            contract={"goals": ["redurchmarsch"], "red": False, "trump": None}, def_style="random")
d = M.build(spec, lambda r, d: not r["won"]["redurchmarsch"], 300)
pays = d.settle()
write("03-redurchmarsch-over-20-100-ulti.json", d, {"preset": "standard"}, M.payment_events(pays),
      "Anna opens 20-100 + ulti (8 + 4 = 12, two goals), Béla takes and bids redurchmarsch (12, one "
      "goal: higher at equal points). Béla loses it: 12 to each defender.")
print("  pays", pays, "net", M.net(pays))

# 04 the reverse: 20-100 + ulti after redurchmarsch is not higher (illegal); Csilla then 20-100 + durchmarsch
spec = dict(name="04", dealer=2, declarer=2,
            auction=[(0, ["redurchmarsch"], False), (1, ["20-100", "ulti"], False), (2, ["20-100", "durchmarsch"], False),
                     (0, None, False), (1, None, False), (2, None, False)],
            contract={"goals": ["20-100", "durchmarsch"], "red": False, "trump": "C"},
            force={2: ["KD", "QD"]}, keep={1: ["7C"]})
d = M.build(spec, lambda r, d: not r["silent"], 400)
pays = d.settle()
bad = ev_index(d, lambda e: e["type"] == "bid" and e["seat"] == 1 and e["bid"] != "pass")
write("04-20-100-ulti-not-over-redurchmarsch.json", d, {"preset": "standard"}, M.payment_events(pays),
      "Anna opens redurchmarsch (12, one goal); Béla's 20-100 + ulti (12, two goals) is lower: illegal "
      "bid. Csilla takes and bids 20-100 + durchmarsch (14) in acorns.", {"illegal bid event": bad})
print("  pays", pays, "net", M.net(pays))

# 05 open durchmarsch alone with trumps where such a durchmarsch must be combined (trump_durchmarsch_alone off)
spec = dict(name="05", dealer=2, declarer=0, auction=sole_bid(0, ["open-durchmarsch"]),
            contract={"goals": ["open-durchmarsch"], "red": False, "trump": "S"},
            force={0: ["AS", "10S", "KS", "QS", "JS", "9S", "8S", "7S", "AH", "AD"]})
d = M.build(spec, lambda r, d: r["ntr"][0] == 10, 500)
pays = d.settle()
ann = ev_index(d, lambda e: e["type"] == "announce")
write("05-open-durchmarsch-trumps-alone-forbidden.json", d,
      {"preset": "standard", "trump_durchmarsch_alone": False}, M.payment_events(pays),
      "Under 'a durchmarsch with trumps must be combined' (切札ありの場合,他の目標と組み合わさないといけない, said of "
      "the open durchmarsch too), Anna bids open durchmarsch alone and names leaves. She takes all ten.",
      {"announce event": ann})
print("  pays", pays, "net", M.net(pays))

# 06 silent 100 by the defenders replaces the party
spec = dict(name="06", dealer=2, declarer=0, auction=sole_bid(0, ["party"]),
            contract={"goals": ["party"], "red": False, "trump": "D"}, decl_style="random")
d = M.build(spec, lambda r, d: only_silent("silent-100")(r) and r["silent"][0][1] == "defs", 600)
pays = d.settle()
write("06-defenders-silent-100.json", d, {"preset": "standard"}, M.payment_events(pays),
      "Plain party in bells; the defenders take 100 or more card points (marriages included): silent "
      "100 (2) replaces the party, Anna pays 2 to each.")
print("  pays", pays, "net", M.net(pays))

# 07 a defender's trump seven loses the last trick in a red party: he pays 8 to each other player
spec = dict(name="07", dealer=2, declarer=0, auction=sole_bid(0, ["party"], True),
            contract={"goals": ["party"], "red": True, "trump": "H"}, force={1: ["7H"]}, hold_back={1: "7H"})
d = M.build(spec, lambda r, d: only_silent("silent-ulti-fail")(r) and r["silent"][0][2] == 1, 700)
pays = d.settle()
write("07-defender-silent-ulti-fails-red.json", d, {"preset": "standard"}, M.payment_events(pays),
      "Red party; Béla (defender) plays the 7 of hearts to the tenth trick and loses it: he pays 4 x 2 "
      "(red) to each of the other two.")
print("  pays", pays, "net", M.net(pays))

# 08 betli with a contra by one defender: only that defender's payment is doubled (切札なしの場合)
spec = dict(name="08", dealer=2, declarer=0, auction=sole_bid(0, ["betli"]),
            contract={"goals": ["betli"], "red": False, "trump": None},
            doubles=[{"at": ("t1", 1), "seat": 1, "target": "betli", "level": 2}],
            levels={("betli", 1): 2}, def_style="random")
d = M.build(spec, lambda r, d: not r["won"]["betli"], 800)
pays = d.settle()
write("08-betli-contra-one-defender.json", d, {"preset": "standard"}, M.payment_events(pays),
      "Betli; Béla says contra with his first card. Betli lost: Anna pays 10 to Béla, 5 to Csilla.")
print("  pays", pays, "net", M.net(pays))

# 09 red ulti with a contra on ulti, ulti lost: the penalty is red-doubled, not contra-doubled
spec = dict(name="09", dealer=2, declarer=0, auction=sole_bid(0, ["ulti"], True),
            contract={"goals": ["ulti"], "red": True, "trump": "H"}, force={0: ["7H"]},
            doubles=[{"at": ("t1", 1), "seat": 1, "target": "ulti", "level": 2}], levels={"ulti": 2})


def p09(r, d):
    return not r["won"]["ulti"] and r["last_by"][0] == "7H" and not r["silent"]


d = M.build(spec, p09, 900)
pays = d.settle()
write("09-red-ulti-contra-penalty.json", d, {"preset": "standard"}, M.payment_events(pays),
      "Red ulti, Béla contras the ulti. Anna's 7 of hearts loses the last trick: ulti 4 x 2 (red) x 2 "
      "(contra) = 16 to each defender, penalty 4 x 2 (red, no contra) = 8 to each; party as played.")
print("  pays", pays, "net", M.net(pays))

# 10 40-100 with the chain up to hirschcontra (32)
spec = dict(name="10", dealer=2, declarer=0, auction=sole_bid(0, ["40-100"]),
            contract={"goals": ["40-100"], "red": False, "trump": "S"}, force={0: ["KS", "QS"]},
            doubles=[{"at": ("t1", 1), "seat": 1, "target": "40-100", "level": 2},
                     {"at": "after1", "seat": 0, "target": "40-100", "level": 4},
                     {"at": "after1", "seat": 2, "target": "40-100", "level": 8},
                     {"at": "after1", "seat": 0, "target": "40-100", "level": 16},
                     {"at": "after1", "seat": 1, "target": "40-100", "level": 32}],
            levels={"40-100": 32})
d = M.build(spec, lambda r, d: not r["silent"] and r["won"]["40-100"], 1000)
pays = d.settle()
write("10-40-100-hirschcontra.json", d, {"preset": "standard"}, M.payment_events(pays),
      "40-100 in leaves: Béla contra (2) with his first card; after trick 1 Anna recontra (4), Csilla "
      "subcontra (8), Anna mordcontra (16), Béla hirschcontra (32). 40-100 won: 4 x 32 from each.")
print("  pays", pays, "net", M.net(pays))

# 11 compulsory fold: the plain party is played instead of folding
spec = dict(name="11", dealer=2, declarer=0, auction=sole_bid(0, ["party"]),
            contract={"goals": ["party"], "red": False, "trump": "C"})
d = M.build(spec, lambda r, d: True, 1100)
first = ev_index(d, lambda e: e["type"] == "play")
fold_pays = [(0, 1, 2, "fold"), (0, 2, 2, "fold")]
d.result = d.result
write("11-compulsory-fold-played.json", d, {"preset": "standard", "fold": "compulsory"},
      M.payment_events(fold_pays),
      "Fold compulsory (この下りを任意でなく強制にする人もいます): Anna is left with plain party in acorns and "
      "plays it instead of folding; the table settles the fold (2 to each defender).",
      {"first play": first})
print("  pays", fold_pays)

# 12 four aces + ulti with no further goal (four_aces on): illegal bid
spec = dict(name="12", dealer=2, declarer=2,
            auction=[(0, ["party"], False), (1, ["ulti", "four-aces"], False), (2, ["40-100", "ulti"], True),
                     (0, None, False), (1, None, False), (2, None, False)],
            contract={"goals": ["40-100", "ulti"], "red": True, "trump": "H"}, force={2: ["KH", "QH", "7H"]})
d = M.build(spec, lambda r, d: not r["silent"] and r["last_by"][2] == "7H", 1200)
pays = d.settle()
bad = ev_index(d, lambda e: e["type"] == "bid" and e["seat"] == 1 and e["bid"] != "pass")
write("12-ulti-four-aces-alone.json", d, {"preset": "standard", "four_aces": True}, M.payment_events(pays),
      "Four aces allowed. Béla bids ulti + four aces with no further goal (ともに単独で言えない…他の目標も組み合わせる必要): "
      "illegal. Csilla bids red 40-100 + ulti and plays it.", {"illegal bid event": bad})
print("  pays", pays, "net", M.net(pays))

# 13 UltiNet: four tens (9) with party
spec = dict(name="13", dealer=2, declarer=0, auction=sole_bid(0, ["four-tens"]),
            contract={"goals": ["four-tens"], "red": False, "trump": "S"},
            force={0: ["AS", "10S", "KS", "QS", "AH", "10H", "AD", "10D", "AC", "10C"]},
            table=M.ULTINET, silent_table=M.SILENT_NET, no_silent_durch_with={"four-tens", "four-aces"})
d = M.build(spec, lambda r, d: r["won"]["four-tens"] and r["silent"] == [("silent-100", "decl", 0)], 1300)
pays = d.settle()
write("13-ultinet-four-tens.json", d, {"preset": "ultinet"}, M.payment_events(pays),
      "UltiNet table: Anna bids four tens (with party) in leaves and takes all four tens: 9 from each "
      "defender, and the party.")
print("  pays", pays, "net", M.net(pays))

# 14 durchmarsch above red: ulti + durchmarsch (10) over red ulti (10)
spec = dict(name="14", dealer=2, declarer=1,
            auction=[(0, ["ulti"], True), (1, ["ulti", "durchmarsch"], False), (2, None, False), (0, None, False),
                     (1, None, False)],
            contract={"goals": ["ulti", "durchmarsch"], "red": False, "trump": "C"},
            force={1: ["AC", "10C", "KC", "QC", "JC", "9C", "8C", "7C"]}, keep={0: ["7H"]})
d = M.build(spec, lambda r, d: not r["silent"], 1400)
pays = d.settle()
write("14-durchmarsch-above-red-ulti.json", d, {"preset": "standard", "bid_hierarchy": "durchmarsch_above_red"},
      M.payment_events(pays),
      "Option durchmarsch_above_red (“ウルティとドゥルヒマルシュ (4+6=10)”は“赤のウルティ (8+2=10)”と同点でなく上): Anna "
      "opens red ulti, Béla takes and bids ulti + durchmarsch in acorns.")
print("  pays", pays, "net", M.net(pays))
