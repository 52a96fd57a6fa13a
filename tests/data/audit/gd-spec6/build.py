"""Builds the gd-spec6 transcripts (run: python build.py). Figures go to gen-figures.txt."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from gen import HERE, session  # noqa: E402

P3 = ["Adam", "Bronisława", "Cezary"]
P4 = ["Dominik", "Ewelina", "Feliks", "Genowefa"]
P5 = ["Henryk", "Irena", "Jerzy", "Kazimiera", "Leon"]
CLUB = {"club": "Koło Tarokowe przy ul. Floriańskiej, Kraków", "sheet": "arkusz wieczoru"}


def plain(r):
    """No premium made by anyone, no ultimo."""
    return (r["kind"] == "play" and r["trull_side"] is None and r["kings_side"] is None
            and not r["ultimo"] and not r["pagat_last_by_player"])


def wins(r):
    return plain(r) and r["pts"] > 33


def loses(r):
    return plain(r) and r["pts"] < 33


def _edit(tr, deal, pred, delta, carry_party=None):
    """Change one recorded figure; with carry_party, the later totals of that party carry it."""
    evs = tr["deals"][deal]["events"]
    idx = next(i for i, e in enumerate(evs) if pred(e))
    old = evs[idx].get("points", evs[idx].get("amount"))
    key = "points" if "points" in evs[idx] else "amount"
    evs[idx][key] = round(old + delta, 6)
    if carry_party is not None:
        for d in tr["deals"][deal:]:
            for i, e in enumerate(d["events"]):
                if e["type"] == "total" and e["party"] == carry_party and not (d is tr["deals"][deal] and i <= idx and e is not evs[idx]):
                    if e is evs[idx]:
                        continue
                    e["points"] = round(e["points"] + delta, 6)
    return f"deal {deal} event {idx}: {evs[idx]['type']} {old} -> {evs[idx][key]}"


figs = []

# ------------------------------------------------------------ 01 three players, a long evening, clean
figs += session("01-three-evening-sheet.json", P3, [
    {"dealer": 0, "spec": {"declarer": 0, "contract": "three", "cond": wins}},
    {"dealer": 1, "spec": {"kind": "allpass"}},
    {"dealer": 2, "spec": {"declarer": 1, "contract": "three", "cond": loses,
                           "doubles": [(2, "game", 2)]}},
    {"dealer": 0, "spec": {"declarer": 0, "contract": "bottom",
                           "auction": [(0, "three"), (1, "bottom"), (2, "pass"), (0, "hold"), (1, "pass")],
                           "cond": wins}},
    {"dealer": 1, "spec": {"declarer": 2, "contract": "three",
                           "cond": lambda r: r["trull_side"] == "H" and r["kings_side"] is None
                           and not r["ultimo"] and r["pts"] < 33}},
    {"dealer": 2, "spec": {"declarer": 1, "contract": "two", "cond": wins,
                           "doubles": [(2, "game", 2)]}},
], meta=dict(CLUB, date="1903-01-14", note="wieczór, trzech graczy"))

# ------------------------------------------------------------ 02 four players, king shares, ultimo takes the pool
figs += session("02-four-king-ultimo-sheet.json", P4, [
    {"dealer": 0, "spec": {"declarer": 0, "contract": "three", "cond": wins}},
    {"dealer": 1, "spec": {"declarer": 1, "contract": "three", "seed0": 5000,
                           "announce": {1: [{"kind": "pagat_ultimo"}]},
                           "cond": lambda r: r["ultimo"] and not r["pagat_forced"] and r["pts"] > 33
                           and r["trull_side"] is None and r["kings_side"] is None}},
    {"dealer": 2, "spec": {"kind": "allpass"}},
    {"dealer": 3, "spec": {"declarer": 2, "contract": "three", "cond": loses}},
    {"dealer": 0, "spec": {"declarer": 0, "contract": "three",
                           "cond": lambda r: r["kings_side"] == "H" and r["trull_side"] is None
                           and not r["ultimo"] and r["pts"] < 33}},
    {"dealer": 1, "spec": {"declarer": 1, "contract": "one", "rejects": 1, "cond": wins}},
], meta=dict(CLUB, date="1903-01-21", note="czterech graczy; rozdający (król) nie gra, ale płaci i bierze"))

# ------------------------------------------------------------ 03 five players, the sitter rotating
START5 = {"totals": [120, -45, 30, -80, -85], "pools": {"pool": 60}}
figs += session("03-five-rotating-sheet.json", P5, [
    {"dealer": 0, "sitter": 4, "spec": {"declarer": 0, "contract": "three", "cond": wins}},
    {"dealer": 1, "sitter": 4, "spec": {"declarer": 1, "contract": "three", "cond": loses,
                                        "doubles": [(0, "game", 2)]}},
    {"dealer": 2, "sitter": 4, "spec": {"kind": "allpass"}},
    {"dealer": 3, "sitter": 4, "spec": {"declarer": 2, "contract": "two", "cond": wins}},
    {"dealer": 4, "sitter": 0, "spec": {"declarer": 0, "contract": "three", "keep_pagat": True,
                                        "cond": lambda r: r["ultimo"] and r["pts"] > 33
                                        and r["trull_side"] is None and r["kings_side"] is None}},
    {"dealer": 1, "sitter": 0, "spec": {"declarer": 1, "contract": "solo", "cond": wins}},
    {"dealer": 2, "sitter": 0, "spec": {"declarer": 2, "contract": "three", "cond": loses}},
    {"dealer": 3, "sitter": 0, "spec": {"declarer": 0, "contract": "three", "cond": wins}},
], start=START5, meta=dict(CLUB, date="1903-01-28",
                           note="pięciu graczy: jeden pauzuje przez kolejkę (cztery rozdania), rozdający jest królem"))

# ------------------------------------------------------------ 04 contra chains on the game and on premiums
figs += session("04-contra-chains-sheet.json", P3, [
    {"dealer": 0, "spec": {"declarer": 0, "contract": "three", "cond": wins,
                           "doubles": [(1, "game", 2), (0, "game", 4)]}},
    {"dealer": 1, "spec": {"declarer": 0, "contract": "three", "cond": loses,
                           "doubles": [(1, "game", 2), (0, "game", 4), (2, "game", 8)]}},
    {"dealer": 2, "spec": {"declarer": 1, "contract": "three", "seed0": 3000,
                           "announce": {1: [{"kind": "trull"}]}, "doubles": [(2, "trull", 2)],
                           "cond": lambda r: r["trull_side"] == "P" and r["kings_side"] is None
                           and not r["ultimo"] and not r["pagat_last_by_player"] and r["pts"] > 33}},
    {"dealer": 0, "spec": {"declarer": 0, "contract": "three", "seed0": 7000,
                           "announce": {0: [{"kind": "pagat_ultimo"}]},
                           "doubles": [(1, "pagat_ultimo", 2), (0, "pagat_ultimo", 4)],
                           "cond": lambda r: r["ultimo"] and not r["pagat_forced"] and r["pts"] > 33
                           and r["trull_side"] is None and r["kings_side"] is None}},
    {"dealer": 1, "spec": {"declarer": 2, "contract": "three", "seed0": 9000,
                           "announce": {2: [{"kind": "four_kings"}]}, "doubles": [(0, "four_kings", 2)],
                           "cond": lambda r: r["kings_side"] is None and r["trull_side"] is None
                           and not r["ultimo"] and not r["pagat_last_by_player"] and r["pts"] > 33
                           and sum(c in r["hands"][r["player"]] + r["taken"] for c in ("KH", "KD", "KS", "KC")) >= 3}},
], meta=dict(CLUB, date="1903-02-04", note="kontry: na grę i na walory"))

# ------------------------------------------------------------ 05 three players in payments
figs += session("05-three-payments.json", P3, [
    {"dealer": 2, "spec": {"declarer": 0, "contract": "three", "cond": wins}},
    {"dealer": 0, "spec": {"declarer": 1, "contract": "three", "seed0": 2000,
                           "announce": {1: [{"kind": "pagat_ultimo"}]},
                           "cond": lambda r: (not r["ultimo"]) and r["pagat_forced"] is False
                           and r["pagat_last_by_player"]
                           and r["pts"] > 33 and r["trull_side"] is None and r["kings_side"] is None}},
    {"dealer": 1, "spec": {"kind": "allpass"}},
    {"dealer": 2, "spec": {"declarer": 2, "contract": "three", "seed0": 4000,
                           "announce": {0: lambda h: [{"kind": "tarocks", "count": 10}]},
                           "cond": lambda r: plain(r)}},
    {"dealer": 0, "spec": {"declarer": 0, "contract": "two", "rejects": 1, "cond": loses}},
    {"dealer": 1, "spec": {"declarer": 1, "contract": "three", "cond": wins}},
], meta=dict(CLUB, date="1903-02-11", note="zapis wypłat"))

# ------------------------------------------------------------ 06 four players in payments
figs += session("06-four-payments.json", P4, [
    {"dealer": 3, "spec": {"declarer": 0, "contract": "three", "cond": wins,
                           "doubles": [(1, "game", 2)]}},
    {"dealer": 0, "spec": {"kind": "allpass", "pass_word": {0: "pass", 1: "pass", 2: "pass"}}},
    {"dealer": 1, "spec": {"declarer": 2, "contract": "three", "keep_pagat": True,
                           "cond": lambda r: r["ultimo"] and r["pts"] > 33
                           and r["trull_side"] is None and r["kings_side"] is None}},
    {"dealer": 2, "spec": {"declarer": 1, "contract": "two", "rejects": 1, "cond": loses}},
    {"dealer": 3, "spec": {"declarer": 0, "contract": "three",
                           "cond": lambda r: r["trull_side"] == "H" and r["kings_side"] is None
                           and not r["ultimo"] and r["pts"] > 33}},
], mode="payments", meta=dict(CLUB, date="1903-02-18", note="czterech graczy, zapis wypłat"))

# ------------------------------------------------------------ 07 the sheet stops writing totals
figs += session("07-totals-stop-sheet.json", P3, [
    {"dealer": 1, "spec": {"declarer": 0, "contract": "three", "cond": loses}},
    {"dealer": 2, "spec": {"declarer": 2, "contract": "three", "cond": wins}},
    {"dealer": 0, "spec": {"declarer": 1, "contract": "bottom",
                           "auction": [(0, "three"), (1, "bottom"), (2, "pass"), (0, "pass")],
                           "cond": loses}},
    {"dealer": 1, "spec": {"kind": "allpass"}},
    {"dealer": 2, "spec": {"declarer": 0, "contract": "three", "cond": wins}},
    {"dealer": 0, "spec": {"declarer": 2, "contract": "two", "cond": wins}},
    {"dealer": 1, "spec": {"declarer": 1, "contract": "three", "cond": loses,
                           "doubles": [(2, "game", 2), (1, "game", 4)]}},
], totals_until=4, meta=dict(CLUB, date="1903-02-25",
                             note="po czwartym rozdaniu sumy przestano wpisywać"))

# ------------------------------------------------------------ 08 play-only record
figs += session("08-play-only.json", P3, [
    {"dealer": 0, "spec": {"declarer": 0, "contract": "three", "cond": wins}},
    {"dealer": 1, "spec": {"declarer": 1, "contract": "three", "cond": loses}},
    {"dealer": 2, "spec": {"kind": "allpass"}},
    {"dealer": 0, "spec": {"declarer": 2, "contract": "three", "cond": wins,
                           "doubles": [(0, "game", 2)]}},
    {"dealer": 1, "spec": {"declarer": 0, "contract": "three", "cond": loses}},
], mode="playonly", meta=dict(CLUB, date="1903-03-04", note="zapisano tylko zagrania i wynik"))

# ------------------------------------------------------------ 09 silent premiums for either side
figs += session("09-silent-both-sides-sheet.json", P3, [
    {"dealer": 2, "spec": {"declarer": 0, "contract": "three", "cond": wins}},
    {"dealer": 0, "spec": {"declarer": 1, "contract": "three",
                           "cond": lambda r: r["trull_side"] == "H" and r["kings_side"] is None
                           and not r["ultimo"] and 33 < r["pts"] < 40}},
    {"dealer": 1, "spec": {"declarer": 2, "contract": "three",
                           "cond": lambda r: r["trull_side"] == "P" and r["kings_side"] is None
                           and not r["ultimo"] and 28 <= r["pts"] < 33}},
    {"dealer": 2, "spec": {"declarer": 0, "contract": "three", "keep_pagat": True,
                           "cond": lambda r: r["ultimo"] and r["trull_side"] == "P"
                           and r["kings_side"] is None and r["pts"] > 33}},
    {"dealer": 0, "spec": {"declarer": 1, "contract": "three",
                           "cond": lambda r: r["trull_side"] == "H" and r["kings_side"] is None
                           and not r["ultimo"] and r["pts"] < 33}},
], meta=dict(CLUB, date="1903-03-11", note="walory ciche po obu stronach"))

# ------------------------------------------------------------ 10 one wrong score
figs += session("10-wrong-score-sheet.json", P3, [
    {"dealer": 0, "spec": {"declarer": 0, "contract": "three", "cond": wins}},
    {"dealer": 1, "spec": {"declarer": 2, "contract": "three", "cond": wins}},
    {"dealer": 2, "spec": {"declarer": 1, "contract": "three", "cond": loses}},
    {"dealer": 0, "spec": {"kind": "allpass"}},
    {"dealer": 1, "spec": {"declarer": 0, "contract": "two", "cond": wins}},
], slip=lambda tr: _edit(tr, 2, lambda e: e["type"] == "score" and e["party"] == 0, 10, carry_party=0),
    meta=dict(CLUB, date="1903-03-18"))

# ------------------------------------------------------------ 11 a wrong total carried on
figs += session("11-wrong-total-carried-sheet.json", P4, [
    {"dealer": 0, "spec": {"declarer": 1, "contract": "three", "cond": wins}},
    {"dealer": 1, "spec": {"declarer": 0, "contract": "three", "cond": loses}},
    {"dealer": 2, "spec": {"declarer": 2, "contract": "three", "cond": wins}},
    {"dealer": 3, "spec": {"kind": "allpass"}},
    {"dealer": 0, "spec": {"declarer": 0, "contract": "three", "cond": wins}},
    {"dealer": 1, "spec": {"declarer": 1, "contract": "two", "cond": loses}},
], slip=lambda tr: _edit(tr, 2, lambda e: e["type"] == "total" and e["party"] == 3, 20, carry_party=3),
    meta=dict(CLUB, date="1903-03-25"))

# ------------------------------------------------------------ 12 a wrong pool figure
figs += session("12-wrong-pool-figure-sheet.json", P3, [
    {"dealer": 1, "spec": {"declarer": 0, "contract": "three", "cond": wins}},
    {"dealer": 2, "spec": {"declarer": 1, "contract": "three", "cond": loses}},
    {"dealer": 0, "spec": {"kind": "allpass"}},
    {"dealer": 1, "spec": {"declarer": 2, "contract": "three", "cond": loses}},
    {"dealer": 2, "spec": {"declarer": 0, "contract": "three", "cond": wins}},
    {"dealer": 0, "spec": {"declarer": 1, "contract": "three", "cond": wins}},
], slip=lambda tr: _edit(tr, 3, lambda e: e["type"] == "score" and e["party"] == "pool", -4.5, carry_party="pool"),
    meta=dict(CLUB, date="1903-04-01"))

# ------------------------------------------------------------ 13 a wrong payment
figs += session("13-wrong-payment.json", P3, [
    {"dealer": 2, "spec": {"declarer": 0, "contract": "three", "cond": wins}},
    {"dealer": 0, "spec": {"declarer": 2, "contract": "three", "cond": loses}},
    {"dealer": 1, "spec": {"declarer": 1, "contract": "three", "cond": wins}},
    {"dealer": 2, "spec": {"declarer": 1, "contract": "three", "cond": loses,
                           "doubles": [(0, "game", 2)]}},
    {"dealer": 0, "spec": {"kind": "allpass"}},
], mode="payments", slip=lambda tr: _edit(tr, 3, lambda e: e["type"] == "payment" and e.get("reason") == "game" and e["to"] == 2, -18),
    meta=dict(CLUB, date="1903-04-08"))

# ------------------------------------------------------------ 14 the player's renonce
figs += session("14-renonce-player-sheet.json", P3, [
    {"dealer": 0, "spec": {"declarer": 1, "contract": "three", "cond": loses}},
    {"dealer": 1, "spec": {"declarer": 0, "contract": "three", "cond": wins}},
    {"dealer": 2, "spec": {"declarer": 1, "contract": "three", "fault": ("renonce",),
                           "cond": lambda r: plain(r) and r["pts"] > 33}},
    {"dealer": 0, "spec": {"declarer": 2, "contract": "three", "cond": wins}},
    {"dealer": 1, "spec": {"kind": "allpass"}},
], meta=dict(CLUB, date="1903-04-15"))

# ------------------------------------------------------------ 15 a card out of turn
figs += session("15-out-of-turn-sheet.json", P4, [
    {"dealer": 1, "spec": {"declarer": 0, "contract": "three", "cond": wins}},
    {"dealer": 2, "spec": {"declarer": 1, "contract": "three", "cond": loses}},
    {"dealer": 3, "spec": {"declarer": 2, "contract": "three", "cond": wins}},
    {"dealer": 0, "spec": {"declarer": 0, "contract": "three", "cond": loses, "fault": ("out_of_turn", 4)}},
    {"dealer": 1, "spec": {"declarer": 1, "contract": "three", "cond": wins}},
], meta=dict(CLUB, date="1903-04-22"))

# ------------------------------------------------------------ 16 five players in payments
START16 = {"pools": {"pool": 85}}
figs += session("16-five-payments.json", P5, [
    {"dealer": 3, "sitter": 2, "spec": {"declarer": 0, "contract": "three", "cond": wins}},
    {"dealer": 4, "sitter": 2, "spec": {"declarer": 1, "contract": "three", "cond": loses}},
    {"dealer": 0, "sitter": 2, "spec": {"declarer": 2, "contract": "three",
                                        "cond": lambda r: r["kings_side"] == "H" and r["trull_side"] is None
                                        and not r["ultimo"] and r["pts"] < 33}},
    {"dealer": 1, "sitter": 2, "spec": {"kind": "allpass"}},
    {"dealer": 2, "sitter": 3, "spec": {"declarer": 0, "contract": "three", "cond": wins,
                                        "doubles": [(1, "game", 2)]}},
    {"dealer": 4, "sitter": 3, "spec": {"declarer": 1, "contract": "three", "cond": wins}},
], mode="payments", start=START16, meta=dict(CLUB, date="1903-04-29", note="pięciu graczy, zapis wypłat"))
figs += ["(end)"]
(HERE / "gen-figures.txt").write_text("\n".join(figs) + "\n")
print("\n".join(figs))
