"""tarocchini26: writes the round's transcripts and figures (run from this directory).

Clean sessions first (two Ottocento, two Terziglio), then files derived from them that each
plant exactly one fault.  Figures come from model.py/sim.py only.
"""

from __future__ import annotations

import json
import sys

import sim

OTTO_PLAYERS = ["Anna", "Bruno", "Carla", "Dario"]
TERZ_PLAYERS = ["Elena", "Franco", "Giulia"]

CONTRACTS = [
    ["pass", "gioco", "pass"],
    ["gioco", "pass", "pass"],
    ["pass", "pass", "solo"],
    ["pass", "pass", "gioco"],
    ["gioco", "solo", "pass"],
]


# ---------------------------------------------------------------- Ottocento sessions


def otto_next_totals(totals, score):
    """Running totals of the game; a game ends when a team has 800 (the higher wins if both)."""
    new = [totals[0] + score[0], totals[1] + score[1]]
    ended = max(new) >= 800
    return new, ended


def build_otto(base, first_dealer, n, monte_at=(), want=None):
    """Search seeds deal by deal.  Returns specs [{seed, dealer, monte}]."""
    specs = []
    totals = [0, 0]
    dealer = first_dealer
    seed = base
    for i in range(n):
        if i in monte_at:
            specs.append({"seed": seed, "dealer": dealer, "monte": True})
            seed += 1
            dealer = (dealer + 1) % 4
            continue
        while True:
            seed += 1
            try:
                deal, fig, _ = sim.otto_deal(seed, dealer, totals)
            except sim.Reject:
                continue
            if want and not want(i, fig):
                continue
            break
        specs.append({"seed": seed, "dealer": dealer, "monte": False})
        totals, ended = otto_next_totals(totals, fig["score"])
        if ended:
            totals = [0, 0]
        dealer = (dealer + 1) % 4
    return specs


def render_otto(specs, plant=None, rules=None):
    """plant: {deal, kind, ...}.  Returns (transcript, expected list, figure notes)."""
    deals = []
    notes = []
    expected = []
    totals = [0, 0]  # by the rules
    sheet = [0, 0]  # as written
    for i, sp in enumerate(specs):
        pl = plant if plant and plant["deal"] == i else None
        dealer = sp["dealer"]
        if pl and pl.get("kind") == "dealer":
            dealer = pl["dealer"]
        if sp["monte"]:
            deal = sim.otto_monte(sp["seed"], dealer)
            deals.append(deal)
            notes.append({"deal": i, "monte": True, "dealer": dealer})
            if pl:
                expected.append((i, None, "wrong_dealer"))
            continue
        fault = pl.get("fault") if pl else None
        if fault:
            deal = None
            for ps in [None] + list(range(0, 4000)):
                try:
                    deal, fig, fev = sim.otto_deal(sp["seed"], dealer, totals, fault=fault, play_seed=ps)
                except sim.Reject:
                    continue
                if fev is not None:
                    break
                deal = None
            if deal is None:
                raise SystemExit(f"plant failed {plant!r}")
            expected.append((i, fev, pl["code"]))
        elif pl and pl.get("kind") == "dealer":
            deal = None
            for ps in [None] + list(range(0, 4000)):
                try:
                    deal, fig, fev = sim.otto_deal(sp["seed"], dealer, totals, play_seed=ps)
                    break
                except sim.Reject:
                    continue
            expected.append((i, None, "wrong_dealer"))
        else:
            deal, fig, fev = sim.otto_deal(sp["seed"], dealer, totals)
        ev = deal["events"]
        rec = list(fig["score"])
        if pl and pl.get("kind") == "score":
            rec[pl["team"]] += pl["delta"]
        if pl and pl.get("kind") == "payment":
            expected.append((i, len(ev), "unexpected_payment"))
            ev.append(
                {"type": "payment", "from": "team1", "to": "team0", "amount": pl["amount"], "reason": "game"}
            )
        for t in range(2):
            if pl and pl.get("kind") == "score" and pl["team"] == t:
                expected.append((i, len(ev), "wrong_score"))
            ev.append({"type": "score", "party": f"team{t}", "points": rec[t]})
        new_rules, ended_rules = otto_next_totals(totals, fig["score"])
        new_sheet, ended_sheet = otto_next_totals(sheet, rec)
        written = list(new_sheet)
        if pl and pl.get("kind") == "total":
            written[pl["team"]] += pl["delta"]
        for t in range(2):
            if pl and pl.get("kind") == "total" and pl["team"] == t:
                expected.append((i, len(ev), "wrong_total"))
            ev.append({"type": "total", "party": f"team{t}", "points": written[t]})
        notes.append(
            {
                "deal": i,
                "dealer": dealer,
                **fig,
                "recorded_score": rec,
                "totals_by_rules": new_rules,
                "totals_written": written,
                "game_ends_by_rules": ended_rules,
                "game_ends_on_sheet": ended_sheet,
            }
        )
        totals = [0, 0] if ended_rules else new_rules
        sheet = [0, 0] if ended_sheet else written
        deals.append(deal)
    tr = {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "rules": rules or {},
        "players": OTTO_PLAYERS,
        "deals": deals,
    }
    return tr, expected, notes


# ---------------------------------------------------------------- Terziglio sessions


def build_terz(base, first_dealer, n, widow_n=8, want=None):
    specs = []
    dealer = first_dealer
    seed = base
    for i in range(n):
        while True:
            seed += 1
            contract = {"bids": CONTRACTS[seed % len(CONTRACTS)]}
            try:
                deal, fig, _ = sim.terz_deal(seed, dealer, contract, widow_n)
            except sim.Reject:
                continue
            if want and not want(i, fig, dealer):
                continue
            break
        specs.append({"seed": seed, "dealer": dealer, "contract": contract})
        dealer = (dealer + 1) % 3
    return specs


def render_terz(specs, widow_n=8, plant=None, rules=None):
    deals, notes, expected = [], [], []
    totals = [0, 0, 0]
    sheet = [0, 0, 0]
    for i, sp in enumerate(specs):
        pl = plant if plant and plant["deal"] == i else None
        contract = dict(sp["contract"])
        fault = pl.get("fault") if pl else None
        if pl and pl.get("kind") == "bid":
            contract["bids"] = pl["bids"]
            fault = {"kind": "bid"}
        if fault and fault["kind"] != "bid":
            deal = None
            for ps in [None] + list(range(0, 4000)):
                try:
                    deal, fig, fev = sim.terz_deal(
                        sp["seed"], sp["dealer"], contract, widow_n, fault=fault, play_seed=ps
                    )
                except sim.Reject:
                    continue
                if fev is not None:
                    break
                deal = None
            if deal is None:
                raise SystemExit(f"plant failed {plant!r}")
            expected.append((i, fev, pl["code"]))
        else:
            deal, fig, fev = sim.terz_deal(sp["seed"], sp["dealer"], contract, widow_n, fault=fault)
            if fault:
                expected.append((i, fev, pl["code"]))
        ev = deal["events"]
        rec = list(fig["seat_scores"])
        if pl and pl.get("kind") == "score":
            rec[pl["seat"]] = pl["points"]
            expected.append((i, len(ev) + pl["seat"], "wrong_score"))
        for s in range(3):
            ev.append({"type": "score", "party": s, "points": rec[s], "reason": "game_points"})
        new_rules = [totals[s] + fig["seat_scores"][s] for s in range(3)]
        written = [sheet[s] + rec[s] for s in range(3)]
        if pl and pl.get("kind") == "total":
            written[pl["seat"]] += pl["delta"]
            expected.append((i, len(ev) + pl["seat"], "wrong_total"))
        for s in range(3):
            ev.append({"type": "total", "party": s, "points": written[s]})
        notes.append(
            {
                "deal": i,
                "dealer": sp["dealer"],
                **fig,
                "recorded": rec,
                "totals_by_rules": new_rules,
                "totals_written": written,
            }
        )
        totals, sheet = new_rules, written
        deals.append(deal)
    tr = {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "rules": rules or {},
        "players": TERZ_PLAYERS,
        "deals": deals,
    }
    return tr, expected, notes


# ---------------------------------------------------------------- the round


def terz_fig(spec, widow_n):
    return sim.terz_deal(spec["seed"], spec["dealer"], spec["contract"], widow_n)[1]


def write(files):
    summary = []
    for name, tr, exp, notes, what in files:
        tr["meta"] = {"round": "tarocchini26", "note": what}
        with open(name + ".json", "w") as f:
            json.dump(tr, f, indent=1, ensure_ascii=False)
            f.write("\n")
        with open(name + ".fig.json.txt", "w") as f:
            json.dump({"expected": exp, "deals": notes}, f, indent=1)
            f.write("\n")
        summary.append({"file": name + ".json", "what": what, "expected": exp})
    with open("expected.json.txt", "w") as f:
        json.dump(summary, f, indent=1)
        f.write("\n")


def main():

    cache = {}
    try:
        with open("sessions.json.txt") as f:
            cache = json.load(f)
    except OSError:
        pass
    if cache:
        s1, s2, s3, s4 = cache["s1"], cache["s2"], cache["s3"], cache["s4"]
    else:
        s1, s2, s3, s4 = build_sessions()
        with open("sessions.json.txt", "w") as f:
            json.dump({"s1": s1, "s2": s2, "s3": s3, "s4": s4}, f, indent=1)
            f.write("\n")
    return plants(s1, s2, s3, s4)


def build_sessions():
    # S1: Ottocento, four deals
    s1 = build_otto(1000, 3, 4)
    # S2: Ottocento, five deals, the fourth thrown in (monte), the last dealt after it
    s2 = build_otto(5000, 0, 5, monte_at=(3,))

    # S3: Terziglio (widow 8), five deals; deal 0 the winners' points end in 45 (rounded down)
    def want3(i, fig, dealer):
        p = max(fig["points"]) if fig["winner"] == "declarer" else fig["points"][1]
        if i == 0:
            b = CONTRACTS.index(next(c for c in CONTRACTS if c == fig["_bids"]))
            return (
                p % 50 == 45
                and fig["winner"] == "declarer"
                and fig["declarer"] != (dealer + 1) % 3
                and CONTRACTS[b][2] == "pass"
                and "solo" not in CONTRACTS[b]
            )
        if i == 1:
            return fig["contract"] == "solo"
        if i == 4:
            return fig["contract"] == "gioco" and fig["declarer"] != (dealer + 1) % 3
        return True

    s3 = build_terz(9000, 0, 5, 8, want3)

    # S4: Terziglio (widow 5, 19 cards), four deals; one winner's total ends in 46..49 (rounded up)
    def want4(i, fig, dealer):
        p = fig["points"][0] if fig["winner"] == "declarer" else fig["points"][1]
        if i == 1:
            return p % 50 in (46, 47, 48, 49)
        if i == 3:
            return fig["contract"] == "gioco"
        return True

    s4 = build_terz(13000, 2, 4, 5, want4)
    return s1, s2, s3, s4


def plants(s1, s2, s3, s4):

    f30 = terz_fig(s3[0], 8)
    f34 = terz_fig(s3[4], 8)
    f40 = terz_fig(s4[0], 5)
    opp40 = next(s for s in range(3) if s != f40["declarer"])
    files = []

    def otto(name, specs, plant=None, what=""):
        tr, exp, notes = render_otto(specs, plant)
        files.append((name, tr, exp, notes, what))

    def terz(name, specs, widow_n, plant=None, what=""):
        rules = {"widow": 5} if widow_n == 5 else {}
        tr, exp, notes = render_terz(specs, widow_n, plant, rules)
        files.append((name, tr, exp, notes, what))

    otto("01-otto-clean-four-deals", s1, what="clean session S1")
    otto("02-otto-clean-monte-session", s2, what="clean session S2 (deal 3 thrown in by monte)")
    terz(
        "03-terz-clean-five-deals",
        s3,
        8,
        what="clean session S3 (deal 0: winners' points end in 45, rounded down)",
    )
    terz("04-terz-clean-nineteen", s4, 5, what="clean session S4 (widow 5; deal 1 rounded up)")

    # Ottocento plants on S1 / S2
    otto(
        "05-otto-first-lead-wrong-seat",
        s1,
        {"deal": 0, "fault": {"kind": "lead", "seat": 2}, "code": "out_of_turn"},
        "S1 deal 0: the first trick led by the dealer's partner (seat 2) instead of the eldest (seat 0)",
    )
    otto(
        "06-otto-revoke-last-card-of-trick",
        s1,
        {"deal": 0, "fault": {"kind": "revoke", "trick": 2, "pos": 3}, "code": "revoke"},
        "S1 deal 0: the fourth card of the third trick does not follow suit though the player holds it",
    )
    otto(
        "07-otto-no-trump-second-last-trick",
        s1,
        {"deal": 3, "fault": {"kind": "notrump", "trick": 13, "pos": 1}, "code": "revoke"},
        "S1 last deal: void in the suit led, holding a trump, the player discards a suit card in trick 14",
    )
    otto(
        "08-otto-last-trick-led-out-of-turn",
        s1,
        {"deal": 3, "fault": {"kind": "lastlead", "offset": 1}, "code": "out_of_turn"},
        "S1 last deal: the last trick led by the seat after the winner of trick 14",
    )
    otto(
        "09-otto-dealer-discards-king",
        s1,
        {"deal": 1, "fault": {"kind": "discard5"}, "code": "illegal_discard"},
        "S1 deal 1: the dealer lays away a King (a 5-point card)",
    )
    otto(
        "10-otto-false-declaration",
        s1,
        {"deal": 2, "fault": {"kind": "falsedecl", "seat": 3}, "code": "false_declaration"},
        "S1 deal 2: seat 3 declares a cricca he does not hold",
    )
    otto(
        "11-otto-wrong-score-first-deal",
        s1,
        {"deal": 0, "kind": "score", "team": 0, "delta": 10},
        "S1 deal 0: team0's score written 10 too high; the totals follow the sheet",
    )
    otto(
        "12-otto-wrong-total-last-deal",
        s1,
        {"deal": 3, "kind": "total", "team": 1, "delta": -20},
        "S1 last deal: team1's total written 20 too low (an addition slip)",
    )
    otto(
        "13-otto-payment-first-deal",
        s1,
        {"deal": 0, "kind": "payment", "amount": 5},
        "S1 deal 0: a payment recorded (Tarocchini pays nothing)",
    )
    otto(
        "14-otto-same-dealer-after-monte",
        s2,
        {"deal": 4, "kind": "dealer", "dealer": 3},
        "S2 last deal: after the monte of deal 3 (dealer 3), seat 3 deals again instead of seat 0",
    )

    # Terziglio plants on S3 / S4
    b0 = s3[0]["contract"]["bids"]
    terz(
        "15-terz-illegal-final-call",
        s3,
        8,
        {"deal": 0, "kind": "bid", "bids": b0[:2] + ["gioco"], "code": "illegal_bid"},
        "S3 deal 0: the dealer's final call is gioco after a gioco",
    )
    terz(
        "16-terz-gioco-discards-king",
        s3,
        8,
        {"deal": 4, "fault": {"kind": "discard5"}, "code": "illegal_discard"},
        "S3 last deal: the gioco declarer lays away a King",
    )
    terz(
        "17-terz-solo-exchanges",
        s3,
        8,
        {"deal": 1, "fault": {"kind": "soloexchange"}, "code": "illegal_exchange"},
        "S3 deal 1: the solo declarer takes two widow cards and lays two away",
    )
    terz(
        "18-terz-declarer-leads-first",
        s3,
        8,
        {"deal": 4, "fault": {"kind": "lead", "seat": f34["declarer"]}, "code": "out_of_turn"},
        "S3 last deal: the declarer (not the eldest) leads the first trick",
    )
    terz(
        "19-terz-game-points-rounded-up-at-45",
        s3,
        8,
        {"deal": 0, "kind": "score", "seat": f30["declarer"], "points": f30["game_points"] + 1},
        "S3 deal 0: the winners' 45-ending points rounded up (one game point too many)",
    )
    terz(
        "20-terz-wrong-total-last-deal",
        s4,
        5,
        {"deal": 3, "kind": "total", "seat": 0, "delta": 3},
        "S4 last deal: seat 0's total written 3 too high",
    )
    terz(
        "21-terz-false-declaration-opponent",
        s4,
        5,
        {"deal": 0, "fault": {"kind": "falsedecl", "seat": opp40}, "code": "false_declaration"},
        "S4 deal 0: an opponent of the declarer declares a cricca he does not hold",
    )
    terz(
        "22-terz-revoke-first-trick",
        s4,
        5,
        {"deal": 0, "fault": {"kind": "revoke", "trick": 0, "pos": 1}, "code": "revoke"},
        "S4 deal 0: second hand to the first lead does not follow suit",
    )
    return files, (s1, s2, s3, s4)


if __name__ == "__main__":
    files, _ = main()
    write(files)
    sys.exit(0)
