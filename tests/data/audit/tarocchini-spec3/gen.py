"""Generate the tarocchini-spec3 blind transcripts and a figures file."""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import model  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OTTO_PLAYERS = ["Anna", "Bruno", "Carla", "Dario"]
TERZ_PLAYERS = ["Elena", "Franco", "Giulia"]
FIG = {}


def find(fn, *args, start=0, **kw):
    for seed in range(start, start + 20000):
        try:
            return seed, fn(model.rng_for(seed), *args, **kw)
        except (ValueError, AssertionError):
            continue
    raise RuntimeError("no seed")


def moretti_tie(deal, n):
    plays = [e["card"] for e in deal["events"] if e["type"] == "play"]
    for k in range(0, len(plays), n):
        ts = [c for c in plays[k : k + n] if c.startswith("T")]
        mor = [c for c in ts if c in model.MORETTI]
        if len(mor) >= 2 and all(model.trump_strength(c) <= 1 for c in ts):
            return True
    return False


def with_tie(fn, n):
    def inner(rng, *a, **kw):
        d, r = fn(rng, *a, **kw)
        if not moretti_tie(d, n):
            raise ValueError("no moretti tie")
        return d, r

    return inner


def write(name, game, players, deals, rules=None, start=None):
    t = {"format": "trick-transcript/1", "game": game, "players": players}
    if rules:
        t["rules"] = rules
    if start:
        t["start"] = start
    t["deals"] = deals
    t["meta"] = {"source": "tarocchini-spec3 blind model", "file": name}
    with open(os.path.join(HERE, name), "w") as f:
        json.dump(t, f, indent=1, ensure_ascii=False)


def otto_sheet(deal, res, totals):
    for side in (0, 1):
        deal["events"].append({"type": "score", "party": f"team{side}", "points": res[side]["total"]})
    for side in (0, 1):
        totals[side] += res[side]["total"]
        deal["events"].append({"type": "total", "party": f"team{side}", "points": totals[side]})


def terz_sheet(deal, res, totals):
    for s in range(3):
        deal["events"].append({"type": "score", "party": s, "points": res["scores"][s]})
    for s in range(3):
        totals[s] += res["scores"][s]
        deal["events"].append({"type": "total", "party": s, "points": totals[s]})


def fig(name, *items):
    FIG[name] = [
        {k: v for k, v in r.items() if k not in ("fault_event",)} | {"fault_event": r.get("fault_event")}
        for r in items
    ]


def main():
    # 01 Ottocento score sheet, 2 deals, full declarations
    s1, (d1, r1) = find(model.ottocento_deal, 3)
    s2, (d2, r2) = find(model.ottocento_deal, 0, start=s1 + 1)
    tot = [0, 0]
    otto_sheet(d1, r1, tot)
    otto_sheet(d2, r2, tot)
    write("01-otto-sheet-clean.json", "tarocchini-ottocento", OTTO_PLAYERS, [d1, d2])
    fig("01", r1, r2)

    # 02 Ottocento with a monte asked by one seat only, carried totals
    s3, (d3, r3) = find(with_tie(model.ottocento_deal, 4), 1, monte_seat=2, start=100)
    tot = [310, 455]
    otto_sheet(d3, r3, tot)
    write(
        "02-otto-monte-carried-clean.json",
        "tarocchini-ottocento",
        OTTO_PLAYERS,
        [d3],
        start={"totals": [310, 455]},
    )
    fig("02", r3)

    # 03 Ottocento play-only (hands null), no declarations recorded, no sheet
    s4, (d4, r4) = find(model.ottocento_deal, 2, declare_policy="none", start=200)
    d4["hands"] = None
    d4["events"] = [e for e in d4["events"] if e["type"] in ("play", "discard")]
    write("03-otto-playonly-clean.json", "tarocchini-ottocento", OTTO_PLAYERS, [d4])
    fig("03", r4)

    # 04 Ottocento revoke
    s5, (d5, r5) = find(model.ottocento_deal, 3, fault=("revoke", 3), start=300)
    write("04-otto-revoke.json", "tarocchini-ottocento", OTTO_PLAYERS, [d5])
    fig("04", r5)

    # 05 Ottocento illegal discard: dealer lays away a King
    def king_discard(hand, disc):
        kings = [c for c in hand if c.startswith("K")]
        if not kings:
            raise ValueError("no king")
        return [kings[0], disc[1]]

    s6, (d6, r6) = find(model.ottocento_deal, 0, start=400, force_discard=king_discard)
    write("05-otto-illegal-discard.json", "tarocchini-ottocento", OTTO_PLAYERS, [d6])
    fig("05", r6 | {"fault_event": 0})

    # 06 Ottocento false declaration: elder declares kings 4 holding fewer
    for seed in range(600, 5000):
        try:
            d7, r7 = model.ottocento_deal(model.rng_for(seed), 1)
        except ValueError:
            continue
        elder = 2
        held = sum(1 for c in d7["hands"][elder] if c.startswith("K"))
        if held == 2:
            break
    for i, e in enumerate(d7["events"]):
        if e["type"] == "declare" and e["seat"] == 2:
            e["items"] = [it for it in e["items"] if it.get("of") != "kings"] + [
                {"kind": "cricca", "of": "kings", "count": 3}
            ]
            bad_idx = i
    write("06-otto-false-declaration.json", "tarocchini-ottocento", OTTO_PLAYERS, [d7])
    fig("06", r7 | {"fault_event": bad_idx})

    # 07 Ottocento out of turn: in trick 5 the 3rd and 2nd plays are swapped
    s8, (d8, r8) = find(model.ottocento_deal, 2, start=700)
    plays = [i for i, e in enumerate(d8["events"]) if e["type"] == "play"]
    a, b = plays[4 * 4 + 1], plays[4 * 4 + 2]
    ev = d8["events"]
    ev[a], ev[b] = ev[b], ev[a]
    write("07-otto-out-of-turn.json", "tarocchini-ottocento", OTTO_PLAYERS, [d8])
    fig("07", r8 | {"fault_event": a})

    # 08 Ottocento wrong score (team1 written 10 too high), totals follow the sheet
    s9, (d9, r9) = find(model.ottocento_deal, 3, start=800)
    tot = [0, 0]
    otto_sheet(d9, r9, tot)
    sc = [i for i, e in enumerate(d9["events"]) if e["type"] == "score"][1]
    d9["events"][sc]["points"] += 10
    for e in d9["events"]:
        if e["type"] == "total" and e["party"] == "team1":
            e["points"] += 10
    write("08-otto-wrong-score.json", "tarocchini-ottocento", OTTO_PLAYERS, [d9])
    fig("08", r9 | {"fault_event": sc})

    # 09 Ottocento wrong total in deal 2 (team0 total off by 20)
    s10, (d10, r10) = find(model.ottocento_deal, 0, start=900)
    s11, (d11, r11) = find(model.ottocento_deal, 1, start=s10 + 1)
    tot = [0, 0]
    otto_sheet(d10, r10, tot)
    otto_sheet(d11, r11, tot)
    ti = [i for i, e in enumerate(d11["events"]) if e["type"] == "total"][0]
    d11["events"][ti]["points"] += 20
    write("09-otto-wrong-total.json", "tarocchini-ottocento", OTTO_PLAYERS, [d10, d11])
    fig("09", r10, r11 | {"fault_event": ti})

    # 10 Terziglio gioco, widow 5, two deals, score sheet
    s12, (t1, q1) = find(model.terziglio_deal, 0, 5, "gioco", 1, exchange=2, start=1000, want_winner=0)
    s13, (t2, q2) = find(model.terziglio_deal, 1, 5, "gioco", 2, exchange=3, start=s12 + 1)
    tot = [0, 0, 0]
    terz_sheet(t1, q1, tot)
    terz_sheet(t2, q2, tot)
    write(
        "10-terz-gioco-w5-sheet-clean.json",
        "tarocchini-terziglio",
        TERZ_PLAYERS,
        [t1, t2],
        rules={"widow": 5},
    )
    fig("10", q1, q2)

    # 11 Terziglio solo, widow 8, score sheet
    s14, (t3, q3) = find(model.terziglio_deal, 2, 8, "solo", 0, start=1100, want_winner=0)
    tot = [0, 0, 0]
    terz_sheet(t3, q3, tot)
    write("11-terz-solo-w8-sheet-clean.json", "tarocchini-terziglio", TERZ_PLAYERS, [t3], rules={"widow": 8})
    fig("11", q3)

    # 12 Terziglio gioco widow 8, declarer is not elder (elder leads), carried totals
    s15, (t4, q4) = find(with_tie(model.terziglio_deal, 3), 0, 8, "gioco", 2, exchange=4, start=1200)
    s16, (t5, q5) = find(model.terziglio_deal, 1, 8, "solo", 1, start=s15 + 1)
    tot = [12, 4, 7]
    terz_sheet(t4, q4, tot)
    terz_sheet(t5, q5, tot)
    write(
        "12-terz-mixed-w8-carried-clean.json",
        "tarocchini-terziglio",
        TERZ_PLAYERS,
        [t4, t5],
        rules={"widow": 8},
        start={"totals": [12, 4, 7]},
    )
    fig("12", q4, q5)

    # 13 Terziglio failure to trump
    s17, (t6, q6) = find(model.terziglio_deal, 1, 5, "gioco", 2, fault=("notrump", 2), start=1300)
    write("13-terz-no-trump.json", "tarocchini-terziglio", TERZ_PLAYERS, [t6], rules={"widow": 5})
    fig("13", q6)

    # 14 Terziglio gioco discards a 5-point card (a King)
    def five_discard(hand, disc):
        kings = [c for c in hand if c.startswith("K")]
        if not kings:
            raise ValueError("no king")
        return [kings[0]] + disc[1:]

    s7, (t7, q7) = find(
        model.terziglio_deal, 2, 5, "gioco", 0, exchange=2, start=1400, force_discard=five_discard
    )
    di = next(i for i, e in enumerate(t7["events"]) if e["type"] == "discard")
    write("14-terz-illegal-discard.json", "tarocchini-terziglio", TERZ_PLAYERS, [t7], rules={"widow": 5})
    fig("14", q7 | {"fault_event": di})

    # 15 Terziglio illegal bid: gioco after a solo
    s18, (t8, q8) = find(model.terziglio_deal, 0, 5, "solo", 1, start=1500)
    bids = [i for i, e in enumerate(t8["events"]) if e["type"] == "bid"]
    # seat 1 solo, seat 2 then bids gioco (illegal: lower than solo), seat 0 passes
    t8["events"][bids[1]]["bid"] = "gioco"
    # POST-RUN CORRECTION (REPORT (b)1): the opponents' pile holds KB JB + Matto, a suit run of three
    # by the source's minimum ("Король и как минимум две фигурные карты"); my blind model wanted the
    # courts consecutive.  Their count is 503, not 483: 500 / 50 = 10, x2 (solo) = 20 each.
    q8["scores"] = [20, 0, 20]
    terz_sheet(t8, q8, [0, 0, 0])
    write("15-terz-illegal-bid.json", "tarocchini-terziglio", TERZ_PLAYERS, [t8], rules={"widow": 5})
    fig("15", q8 | {"fault_event": bids[1]})

    # 16 Terziglio wrong game points (declarer's score written one too high)
    s19, (t9, q9) = find(model.terziglio_deal, 2, 5, "gioco", 1, exchange=1, start=1600, want_winner=0)
    terz_sheet(t9, q9, [0, 0, 0])
    sc = [i for i, e in enumerate(t9["events"]) if e["type"] == "score"]
    win_seats = [s for s in range(3) if q9["scores"][s] > 0]
    target = sc[win_seats[0]]
    t9["events"][target]["points"] += 1
    for e in t9["events"]:
        if e["type"] == "total" and e["party"] == win_seats[0]:
            e["points"] += 1
    write("16-terz-wrong-gamepoints.json", "tarocchini-terziglio", TERZ_PLAYERS, [t9], rules={"widow": 5})
    fig("16", q9 | {"fault_event": target})

    with open(os.path.join(HERE, "figures.fig.json.txt"), "w") as f:
        json.dump(FIG, f, indent=1, default=str)


if __name__ == "__main__":
    main()
