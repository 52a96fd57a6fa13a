"""Writes the transcripts of audit round tarocchini-opt2 and gen.out (every computed line)."""

import copy
import json
import os

from deal import (
    OTTO_DEFAULT,
    TERZ_DEFAULT,
    deal_cards,
    otto_events,
    otto_score,
    terz_events,
    terz_score,
)
from model import DECK, rng_for
from search_otto import build as obuild
from search_terz import build_gioco, build_solo

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = []
EXP = {}
OTTO_PLAYERS = ["Alba", "Bruno", "Cesare", "Dora"]
TERZ_PLAYERS = ["Elio", "Fausta", "Gino"]


def log(*a):
    OUT.append(" ".join(str(x) for x in a))


def write(name, game, rules, players, deals, expected, note):
    doc = {"format": "trick-transcript/1", "game": game}
    if rules is not None:
        doc["rules"] = rules
    doc["players"] = players
    doc["meta"] = {"round": "tarocchini-opt2", "file": name}
    doc["deals"] = deals
    with open(os.path.join(HERE, name), "w") as f:
        json.dump(doc, f, indent=1, ensure_ascii=False)
        f.write("\n")
    EXP[name] = {"violations": expected, "note": note}


# ------------------------------------------------------------------ Ottocento helpers
def otto_deal(seed, dealer, opts, fixed=None, reserve=None, avoid_win=()):
    h17, hands, disc, decl, tricks, flags = obuild(seed, dealer, opts, fixed, reserve, avoid_win)
    assert not flags, flags
    res = otto_score(dealer, h17, disc, decl, tricks, opts)
    assert not res["flags"], res["flags"]
    return dict(dealer=dealer, hands=h17, discard=disc, decl=decl, tricks=tricks, res=res)


def otto_log(name, k, d, opts):
    r = d["res"]
    log("%s deal %d dealer %d opts %s" % (name, k, d["dealer"], opts))
    log("  declarations:", {s: d["decl"][s] for s in range(4)})
    log("  trick winners:", r["winners"], "seat tricks", r["seat_won"], "ties", r["ties"])
    for t in ("team0", "team1"):
        x = r[t]
        log("  %s: decl %d comb %d cards %d (n=%d) last %d total %d; pile items %s" % (
            t, x["declarations"], x["combinations"], x["card_points"], x["ncards"],
            x["last_trick"], x["total"], x["items"]))


def otto_json(d, totals, monte=(), mutate=None):
    ev, totals = otto_events(d["dealer"], d["discard"], d["decl"], d["tricks"], d["res"], totals,
                             monte)
    if mutate:
        mutate(ev)
    return {"dealer": d["dealer"], "hands": d["hands"], "events": ev}, totals, ev


def idx(ev, pred):
    return [i for i, e in enumerate(ev) if pred(e)]


def otto_files():
    O = OTTO_DEFAULT
    # 01/02 Moretti tie in the last trick
    first = dict(O, moretti_tie="first_played")
    for name, opts, rules in (
        ("01-otto-moretti-last-default.json", O, None),
        ("02-otto-moretti-first-played.json", first, {"moretti_tie": "first_played"}),
    ):
        d = otto_deal(13576, 0, opts, {1: ["T2"], 2: ["T3"]}, {1: {"T2"}, 2: {"T3"}})
        otto_log(name, 0, d, rules)
        dj, tot, ev = otto_json(d, [0, 0])
        write(name, "tarocchini-ottocento", rules, OTTO_PLAYERS, [dj], [],
              "last trick: %s -> %s" % (d["tricks"][-1], d["res"]["winners"][-1]))

    # 03/04 double_three: seat 0 declares three cricche
    fx = {0: ["KS", "KB", "KC", "QS", "QB", "QD", "NS", "NB", "NC"]}
    off = dict(O, double_three=False)
    for name, opts, rules in (
        ("03-otto-double-three-default.json", O, {"preset": "standard"}),
        ("04-otto-double-three-off.json", off, {"double_three": False}),
    ):
        d = otto_deal(71, 3, opts, fx)
        otto_log(name, 0, d, rules)
        dj, tot, ev = otto_json(d, [0, 0])
        write(name, "tarocchini-ottocento", rules, OTTO_PLAYERS, [dj], [], "")

    # 05 double_three off, the declarations line written doubled (fault)
    d = otto_deal(207, 3, off, fx)
    otto_log("05", 0, d, off)
    on = otto_score(d["dealer"], d["hands"], d["discard"], d["decl"], d["tricks"], O)
    wrong = on["team0"]["declarations"]
    log("  planted: team0 declarations written %d (doubled) instead of %d" % (
        wrong, d["res"]["team0"]["declarations"]))
    hold = {}

    def mut(ev):
        i = idx(ev, lambda e: e["type"] == "score" and e["party"] == "team0"
                and e.get("reason") == "declarations")[0]
        diff = wrong - ev[i]["points"]
        ev[i]["points"] = wrong
        j = idx(ev, lambda e: e["type"] == "total" and e["party"] == "team0")[0]
        ev[j]["points"] += diff  # the sheet adds its own (wrong) line
        hold["i"] = i

    dj, tot, ev = otto_json(d, [0, 0], mutate=mut)
    write("05-otto-double-three-off-wrong-declarations.json", "tarocchini-ottocento",
          {"double_three": False}, OTTO_PLAYERS, [dj], [(0, hold["i"], "wrong_score")],
          "team0 declarations line doubled")

    # 06/07 discard credit: the dealer takes no trick, his partner does
    from search_otto import scen_discard  # noqa: F401  (seed found by it: 244)

    pips = [r + s for s in "SBCD" for r in ["6", "7", "8", "9", "10"]]
    rng = rng_for(244 + 1000)
    dh = rng.sample(pips, 13) + rng.sample(["1S", "1B", "1C", "1D", "JS", "JB", "JC", "JD"], 4)
    side = dict(O, discard_credit="side_trick")
    for name, opts, rules in (
        ("06-otto-discard-dealer-trick-default.json", O, None),
        ("07-otto-discard-side-trick.json", side, {"discard_credit": "side_trick"}),
    ):
        d = otto_deal(244, 0, opts, {0: dh}, None, (0,))
        assert d["res"]["seat_won"][0] == 0 and d["res"]["seat_won"][2] > 0
        otto_log(name, 0, d, rules)
        dj, tot, ev = otto_json(d, [0, 0])
        write(name, "tarocchini-ottocento", rules, OTTO_PLAYERS, [dj], [],
              "discard %s" % d["discard"])

    # 08 a monte thrown in (all four ask), then the next dealer deals and the deal is played
    rng = rng_for(808)
    deck = list(DECK)
    rng.shuffle(deck)
    five = [deck[i * 5:(i + 1) * 5] for i in range(4)]
    monte_deal = {
        "dealer": 0,
        "hands": five,
        "events": [{"type": "redeal", "seat": s, "reason": "monte"} for s in (1, 2, 3, 0)],
    }
    d = otto_deal(61, 1, O)
    otto_log("08", 1, d, None)
    dj, tot, ev = otto_json(d, [0, 0], monte=(2,))
    write("08-otto-monte-thrown-in.json", "tarocchini-ottocento", None, OTTO_PLAYERS,
          [monte_deal, dj], [], "deal 0 thrown in; deal 1 eldest asks monte alone")

    # 09 monte off: the eldest asks for a monte (fault under the option)
    d = otto_deal(40, 0, O)
    otto_log("09", 0, d, {"monte": False})
    dj, tot, ev = otto_json(d, [0, 0], monte=(1,))
    write("09-otto-monte-off-asked.json", "tarocchini-ottocento", {"monte": False},
          OTTO_PLAYERS, [dj], [(0, 0, "monte (not allowed)")], "")

    # 10 signals after_top_card: nothing in a record can show a signal
    d = otto_deal(125, 1, O)
    otto_log("10", 0, d, {"signals": "after_top_card"})
    dj, tot, ev = otto_json(d, [0, 0])
    write("10-otto-signals-after-top-card.json", "tarocchini-ottocento",
          {"signals": "after_top_card"}, OTTO_PLAYERS, [dj], [], "")


# ------------------------------------------------------------------ Terziglio
def terz_log(name, k, dd):
    r = dd["res"]
    log("%s deal %d dealer %d declarer %d %s opts %s" % (name, k, dd["dealer"], dd["declarer"],
                                                        dd["contract"], dd["opts"]))
    log("  declarations:", dd["decl"])
    log("  take", dd.get("take"), "discard", dd.get("discard"), "widow", dd["widow"])
    log("  winners:", r["winners"], "won", r["won"], "ties", r["ties"])
    for sd in ("decl", "opp"):
        x = r[sd]
        log("  %s: decl %s comb %s cards %s (n=%d) last %s total %s; pile %s" % (
            sd, x["declarations"], x["combinations"], x["card_points"], x["ncards"],
            x["last_trick"], x["total"], x["items"]))
    log("  all_tricks", r.get("all_tricks"), "winner", r["winner"], "gp", r["gp"], "scores",
        r["scores"])


def gioco(seed, opts, bids=None, fixed=None):
    dealer = seed % 3
    declarer = (dealer + 1 + (seed // 3) % 3) % 3
    hands, widow, take, disc, decl, tricks, flags = build_gioco(
        seed, dealer, declarer, opts, {declarer: fixed} if fixed else None)
    assert not flags, flags
    res = terz_score(dealer, declarer, "gioco", widow, take, disc, decl, tricks, opts)
    assert not res["flags"], res["flags"]
    if bids is None:
        bids = []
        for i in range(3):
            s = (dealer + 1 + i) % 3
            bids.append((s, "gioco" if s == declarer else "pass"))
    return dict(seed=seed, dealer=dealer, declarer=declarer, contract="gioco", hands=hands,
                widow=widow, take=take, discard=disc, decl=decl, tricks=tricks, res=res,
                bids=bids, opts=opts)


def solo(seed, opts):
    dealer = seed % 3
    declarer = (dealer + 1 + (seed // 3) % 3) % 3
    hands, widow, decl, tricks, flags = build_solo(seed, dealer, declarer, opts)
    assert not flags, flags
    res = terz_score(dealer, declarer, "solo", widow, None, [], decl, tricks, opts)
    assert not res["flags"], res["flags"]
    bids = [((dealer + 1 + i) % 3, "solo" if (dealer + 1 + i) % 3 == declarer else "pass")
            for i in range(3)]
    return dict(seed=seed, dealer=dealer, declarer=declarer, contract="solo", hands=hands,
                widow=widow, take=None, discard=[], decl=decl, tricks=tricks, res=res,
                bids=bids, opts=opts)


def terz_json(dd, totals, monte=()):
    ev, totals = terz_events(dd["dealer"], dd["bids"], dd["declarer"], dd["take"],
                             dd["discard"], dd["decl"], dd["tricks"], dd["res"]["scores"],
                             totals, monte)
    return {"dealer": dd["dealer"], "hands": dd["hands"], "talon": dd["widow"],
            "events": ev}, totals, ev


def crafted(widow_n, opts, last_tie):
    """The solo where the eldest takes every trick (widow 8), or (widow 5) every trick but a
    last one that two Moretti decide."""
    from model import legal
    from deal import declared_items

    dealer, D, X, Y = 0, 1, 2, 0
    if widow_n == 8:
        hD = ["T20", "T19", "T18", "T17", "T16", "T15", "T14", "T13", "T3",
              "KS", "QS", "NS", "JS", "10S", "KB", "QB", "NB", "JB"]
        hX = ["T12", "T11", "T10", "T9", "T8", "T7", "T6", "T5",
              "9S", "8S", "7S", "6S", "1S", "10B", "9B", "8B", "7B", "6B"]
        hY = ["T4", "T2", "T1", "T0", "MATTO", "6C", "7C", "1C", "JC", "QC", "NC", "KC", "1D",
              "JD", "1B", "ND", "QD", "KD"]
        widow = ["8C", "9C", "10C", "6D", "7D", "8D", "9D", "10D"]
        script = [
            ("T20", "T12", "T4"), ("T19", "T11", "T2"), ("T18", "T10", "T1"),
            ("T17", "T9", "T0"), ("T16", "T8", "MATTO"), ("T15", "T7", "6C"),
            ("T14", "T6", "7C"), ("T13", "T5", "1C"), ("T3", "9S", "JC"),
            ("KS", "8S", "QC"), ("QS", "7S", "NC"), ("NS", "6S", "KC"), ("JS", "1S", "1D"),
            ("10S", "6B", "JD"), ("KB", "10B", "1B"), ("QB", "9B", "ND"), ("NB", "8B", "QD"),
            ("JB", "7B", "KD"),
        ]
    else:
        hD = ["T20", "T19", "T18", "T17", "T16", "T15", "T14", "T13", "T3",
              "KS", "QS", "NS", "JS", "10S", "KB", "QB", "NB", "JB", "KC"]
        hX = ["T12", "T11", "T10", "T9", "T8", "T7", "T6", "T5", "T1",
              "9S", "8S", "7S", "6S", "1S", "10B", "9B", "8B", "7B", "10C"]
        hY = ["T4", "T2", "T0", "MATTO", "6B", "1B", "QC", "NC", "JC", "1C",
              "KD", "QD", "ND", "JD", "1D", "7D", "8D", "9D", "10D"]
        widow = ["6C", "7C", "8C", "9C", "6D"]
        script = [
            ("T20", "T12", "T4"), ("T19", "T11", "T2"), ("T18", "T10", "T0"),
            ("T17", "T9", "MATTO"), ("T16", "T8", "1C"), ("T15", "T7", "8D"),
            ("T14", "T6", "9D"), ("T13", "T5", "1D"), ("KS", "9S", "JD"), ("QS", "8S", "ND"),
            ("NS", "7S", "QD"), ("JS", "6S", "KD"), ("10S", "1S", "10D"), ("KB", "10B", "6B"),
            ("QB", "9B", "1B"), ("NB", "8B", "JC"), ("JB", "7B", "NC"), ("KC", "10C", "QC"),
            ("T3", "T1", "7D"),
        ]
    hands = [None, None, None]
    hands[D], hands[X], hands[Y] = hD, hX, hY
    assert sorted(sum(hands, []) + widow) == sorted(DECK)
    # the tricks, checked for legality; the leader of each trick is its winner before
    from model import trick_winner

    held = {s: list(h) for s, h in enumerate(hands)}
    tricks = []
    lead = D
    for t in script:
        byseat = {D: t[0], X: t[1], Y: t[2]}
        trick = []
        for i in range(3):
            s = (lead + i) % 3
            c = byseat[s]
            assert c in legal(held[s], trick), (t, s, c)
            held[s].remove(c)
            trick.append((s, c))
        tricks.append(trick)
        lead, _ = trick_winner(trick, opts["moretti_tie"])
    flags = []
    decl = {s: declared_items(hands[s], flags) for s in range(3)}
    assert not flags, flags
    res = terz_score(dealer, D, "solo", widow, None, [], decl, tricks, opts)
    bids = [(1, "solo"), (2, "pass"), (0, "pass")]
    return dict(dealer=dealer, declarer=D, contract="solo", hands=hands, widow=widow, take=None,
                discard=[], decl=decl, tricks=tricks, res=res, bids=bids, opts=opts)


def terz_files():
    T = TERZ_DEFAULT
    n19 = dict(T, widow=5)

    # 11 preset nineteen, gioco, 298 rounded up to 300
    dd = gioco(1669, n19)
    terz_log("11", 0, dd)
    dj, tot, ev = terz_json(dd, [0, 0, 0])
    write("11-terz-nineteen-preset-gioco.json", "tarocchini-terziglio", {"preset": "nineteen"},
          TERZ_PLAYERS, [dj], [], "")

    # 12 widow 5 as an option, solo (the widow to the last trick's winner), signals option
    o12 = dict(n19, signals="after_top_card")
    dd = solo(3991, o12)
    terz_log("12", 0, dd)
    dj, tot, ev = terz_json(dd, [0, 0, 0])
    write("12-terz-widow5-option-solo.json", "tarocchini-terziglio",
          {"widow": 5, "signals": "after_top_card"}, TERZ_PLAYERS, [dj], [], "")

    # 13/14 settlement: three deals (tie 135:135 lost; won 296 -> 6; lost, 445 -> 8)
    zs = dict(T, settlement="zero_sum")
    for name, opts, rules in (
        ("13-terz-settlement-winners-score-default.json", T, None),
        ("14-terz-settlement-zero-sum.json", zs, {"settlement": "zero_sum"}),
    ):
        deals = []
        tot = [0, 0, 0]
        for k, seed in enumerate((17031, 14344, 9953)):
            dd = gioco(seed, opts)
            terz_log(name, k, dd)
            dj, tot, ev = terz_json(dd, tot, monte=((dd["dealer"] + 1) % 3,) if k == 1 else ())
            deals.append(dj)
        write(name, "tarocchini-terziglio", rules, TERZ_PLAYERS, deals, [], "")

    # 15/16 solo, the declarer takes every trick
    for name, opts, rules in (
        ("15-terz-solo-all-tricks-default.json", T, None),
        ("16-terz-solo-all-tricks-doubled.json", dict(T, solo_doubles_all_tricks=True),
         {"solo_doubles_all_tricks": True}),
    ):
        dd = crafted(8, opts, False)
        terz_log(name, 0, dd)
        dj, tot, ev = terz_json(dd, [0, 0, 0])
        write(name, "tarocchini-terziglio", rules, TERZ_PLAYERS, [dj], [], "")

    # 17/18 the last trick's two Moretti decide whether the soloist took every trick
    for name, opts, rules in (
        ("17-terz-moretti-first-played-all-tricks.json", dict(n19, moretti_tie="first_played"),
         {"preset": "nineteen", "moretti_tie": "first_played"}),
        ("18-terz-moretti-last-played-same-deal.json", n19, {"preset": "nineteen"}),
    ):
        dd = crafted(5, opts, True)
        assert dd["res"]["all_tricks"] or not dd["res"]["flags"], dd["res"]["flags"]
        terz_log(name, 0, dd)
        dj, tot, ev = terz_json(dd, [0, 0, 0])
        write(name, "tarocchini-terziglio", rules, TERZ_PLAYERS, [dj], [], "")

    # 19 double_three off: the declarer's three cricche (and the piles) not doubled
    dd = gioco(1207, dict(T, double_three=False),
               fixed=["KS", "KB", "KC", "QS", "QB", "QD", "NS", "NB", "NC"])
    terz_log("19", 0, dd)
    on = terz_score(dd["dealer"], dd["declarer"], "gioco", dd["widow"], dd["take"],
                    dd["discard"], dd["decl"], dd["tricks"], T)
    log("  with doubling:", on["winner"], on["gp"], on["scores"], on["decl"]["total"],
        on["opp"]["total"])
    dj, tot, ev = terz_json(dd, [0, 0, 0])
    write("19-terz-double-three-off.json", "tarocchini-terziglio", {"double_three": False},
          TERZ_PLAYERS, [dj], [], "")

    # 20 monte off: the eldest asks
    dd = gioco(128, T)
    terz_log("20", 0, dd)
    dj, tot, ev = terz_json(dd, [0, 0, 0], monte=((dd["dealer"] + 1) % 3,))
    write("20-terz-monte-off-asked.json", "tarocchini-terziglio", {"monte": False},
          TERZ_PLAYERS, [dj], [(0, 0, "monte (not allowed)")], "")


if __name__ == "__main__":
    otto_files()
    terz_files()
    with open(os.path.join(HERE, "gen.out"), "w") as f:
        f.write("\n".join(OUT) + "\n")
    with open(os.path.join(HERE, "expected_raw.txt"), "w") as f:
        for k, v in sorted(EXP.items()):
            f.write("%s %s %s\n" % (k, v["violations"], v["note"]))
    print("\n".join(OUT))
