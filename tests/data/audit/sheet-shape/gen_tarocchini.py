"""Tarocchini (Ottocento and Terziglio) transcripts for the sheet-shape round."""

import random
import sys

from common import ev_score, ev_total, write
from tarocchini_model import ottocento_deal, terziglio_deal

O_NAMES = ["Anna", "Bruno", "Carla", "Dario"]
T_NAMES = ["Elena", "Franco", "Giulia"]
LOG = []
TEAMS = ["team0", "team1"]
REASONS = ["declarations", "combinations", "card_points", "last_trick"]


def log(*a):
    LOG.append(" ".join(str(x) for x in a))


def base(game, names, rules=None, start=None, meta=None):
    t = {"format": "trick-transcript/1", "game": game, "players": names}
    if rules:
        t["rules"] = rules
    if start:
        t["start"] = start
    t["meta"] = meta or {}
    t["deals"] = []
    return t


def otto_session(seed, n, first_dealer):
    rng = random.Random(seed)
    return [ottocento_deal(rng, (first_dealer + i) % 4) for i in range(n)]


def odesc(tag, i, deal, res):
    log(tag, "deal", i, "dealer", deal["dealer"], "decl", {s: res["decl"][s] for s in sorted(res["decl"])},
        "team lines", res["lines"], "last trick won by", res["last"])
    log("    team0 combos", res["combos0"], "team1 combos", res["combos1"])


def f23():
    t = base("tarocchini-ottocento", O_NAMES, meta={"sheet": "one line per team per deal, running team totals"})
    tot = [0, 0]
    for i, (deal, res) in enumerate(otto_session(2301, 3, 3)):
        for tm in (0, 1):
            deal["events"].append(ev_score(TEAMS[tm], sum(res["lines"][tm].values())))
        for tm in (0, 1):
            tot[tm] += sum(res["lines"][tm].values())
            deal["events"].append(ev_total(TEAMS[tm], tot[tm]))
        t["deals"].append(deal)
        odesc("23", i, deal, res)
        log("23 totals", tot)
    write("23-ottocento-team-score-and-total.json", t)


def osplit(tag, seed, n, first_dealer, slip=None, start=None):
    t = base("tarocchini-ottocento", O_NAMES, start={"totals": start} if start else None,
             meta={"sheet": "per team: declarations written at once after the declaring, before the play; combinations, card points and last trick after the play; team totals"})
    tot = list(start or [0, 0])
    planted = None
    for i, (deal, res) in enumerate(otto_session(seed, n, first_dealer)):
        k = res["after_decl"]
        pre = [ev_score(TEAMS[tm], res["lines"][tm]["declarations"], "declarations") for tm in (0, 1)]
        deal["events"][k:k] = pre
        for tm in (0, 1):
            tot[tm] += res["lines"][tm]["declarations"]
        for tm in (0, 1):
            for r in REASONS[1:]:
                v = res["lines"][tm][r]
                if r == "last_trick" and v == 0:
                    continue
                if slip and slip[0] == i and slip[1] == tm and slip[2] == r:
                    planted = (i, len(deal["events"]), TEAMS[tm], r, v, slip[3](v))
                    v = slip[3](v)
                deal["events"].append(ev_score(TEAMS[tm], v, r))
                tot[tm] += v
        for tm in (0, 1):
            deal["events"].append(ev_total(TEAMS[tm], tot[tm]))
        t["deals"].append(deal)
        odesc(tag, i, deal, res)
        log(tag, "declarations lines at", k, k + 1, "totals as written", tot)
    return t, planted


def f24():
    t, _ = osplit("24", 2402, 3, 0)
    write("24-ottocento-lines-per-reason-declarations-before-play.json", t)


def f25():
    start = [110, 65]
    t = base("tarocchini-ottocento", O_NAMES, start={"totals": start},
             meta={"sheet": "team totals carried in; totals only, after the 2nd and 3rd deal"})
    tot = list(start)
    for i, (deal, res) in enumerate(otto_session(2503, 3, 1)):
        for tm in (0, 1):
            tot[tm] += sum(res["lines"][tm].values())
        if i in (1, 2):
            for tm in (0, 1):
                deal["events"].append(ev_total(TEAMS[tm], tot[tm]))
        t["deals"].append(deal)
        odesc("25", i, deal, res)
        log("25 totals", tot)
    write("25-ottocento-totals-only-start-carried-in.json", t)


def f26():
    # one slip: team1's card points written without taking 1 off each pair
    t, planted = osplit("26", 2604, 2, 2, slip=(1, 1, "card_points", lambda v: v + 10))
    t["meta"]["planted"] = "deal %d event %d %s: %s written %d, rules %d; totals carried from it" % (planted[0], planted[1], planted[2], planted[3], planted[5], planted[4])
    log("26 planted", planted)
    write("26-ottocento-slip-card-points-line.json", t)


def f27():
    t = base("tarocchini-ottocento", O_NAMES, meta={"sheet": "team score per deal and totals; an addition slip in team0's total, carried on"})
    tot = [0, 0]
    planted = None
    for i, (deal, res) in enumerate(otto_session(2705, 3, 0)):
        for tm in (0, 1):
            deal["events"].append(ev_score(TEAMS[tm], sum(res["lines"][tm].values())))
        for tm in (0, 1):
            tot[tm] += sum(res["lines"][tm].values())
            if i == 1 and tm == 0:
                tot[tm] -= 20
                planted = (i, len(deal["events"]), TEAMS[tm])
            deal["events"].append(ev_total(TEAMS[tm], tot[tm]))
        t["deals"].append(deal)
        odesc("27", i, deal, res)
        log("27 totals as written", tot)
    t["meta"]["planted"] = "deal %d event %d %s: total written 20 too low, later totals carried from it" % planted
    log("27 planted", planted)
    write("27-ottocento-slip-total-addition.json", t)


def terz_session(seed, bids, first_dealer):
    rng = random.Random(seed)
    return [terziglio_deal(rng, (first_dealer + i) % 3, b) for i, b in enumerate(bids)]


def tdesc(tag, i, deal, res):
    log(tag, "deal", i, "dealer", deal["dealer"], res["kind"], "declarer", res["declarer"], "decl", res["decl"],
        "sides (decl, combos, cards, last)", res["sides"], "D", res["declarer_points"], "opp", res["opponents_points"],
        "won", res["won"], "game points", res["game_points"], "scores", res["scores"])


def f28():
    t = base("tarocchini-terziglio", T_NAMES, meta={"sheet": "game points written for every player each deal (0 for the losers), running totals"})
    tot = [0, 0, 0]
    for i, (deal, res) in enumerate(terz_session(2801, ["first", "second!", "solo", "first!"], 0)):
        for s in range(3):
            deal["events"].append(ev_score(s, res["scores"][s], "game_points"))
        for s in range(3):
            tot[s] += res["scores"][s]
            deal["events"].append(ev_total(s, tot[s]))
        t["deals"].append(deal)
        tdesc("28", i, deal, res)
        log("28 totals", tot)
    write("28-terziglio-game-points-and-totals.json", t)


def f29():
    start = [7, 3, 12]
    t = base("tarocchini-terziglio", T_NAMES, start={"totals": start},
             meta={"sheet": "totals carried in; only the winners' game points written (losers left blank); totals after the 2nd and 3rd deal"})
    tot = list(start)
    for i, (deal, res) in enumerate(terz_session(2902, ["first", "first", "second"], 1)):
        for s in range(3):
            if res["scores"][s]:
                deal["events"].append(ev_score(s, res["scores"][s]))
        for s in range(3):
            tot[s] += res["scores"][s]
        if i in (1, 2):
            for s in range(3):
                deal["events"].append(ev_total(s, tot[s]))
        t["deals"].append(deal)
        tdesc("29", i, deal, res)
        log("29 totals", tot)
    write("29-terziglio-winners-only-totals-every-second-deal.json", t)


def f30():
    t = base("tarocchini-terziglio", T_NAMES, meta={"sheet": "totals only, every deal; the first deal's line skipped"})
    tot = [0, 0, 0]
    for i, (deal, res) in enumerate(terz_session(3003, ["second", "first", "first"], 2)):
        for s in range(3):
            tot[s] += res["scores"][s]
        if i != 0:
            for s in range(3):
                deal["events"].append(ev_total(s, tot[s]))
        t["deals"].append(deal)
        tdesc("30", i, deal, res)
        log("30 totals", tot)
    write("30-terziglio-totals-only-first-deal-skipped.json", t)


def f31():
    t = base("tarocchini-terziglio", T_NAMES, meta={"sheet": "game points per player each deal, totals; one wrong score line"})
    tot = [0, 0, 0]
    planted = None
    for i, (deal, res) in enumerate(terz_session(3104, ["first!", "solo", "second"], 0)):
        for s in range(3):
            v = res["scores"][s]
            if i == 1 and planted is None and v != 0:
                planted = (i, len(deal["events"]), s, v, v + 1)
                v = v + 1
            deal["events"].append(ev_score(s, v))
            tot[s] += v
        for s in range(3):
            deal["events"].append(ev_total(s, tot[s]))
        t["deals"].append(deal)
        tdesc("31", i, deal, res)
        log("31 totals as written", tot)
    t["meta"]["planted"] = "deal %d event %d seat %d: game points written %d, rules %d; totals carried from it" % (planted[0], planted[1], planted[2], planted[4], planted[3])
    log("31 planted", planted)
    write("31-terziglio-slip-one-score-line.json", t)


def f33():
    """Post-run file (added after the engine run, see REPORT.md): the sheet of each deal written
    before the play (after the declarations), as a recorder who copies the sheet first."""
    t = base("tarocchini-terziglio", T_NAMES, meta={"sheet": "game points and totals of each deal written before its play events", "post_run": "added after the engine run"})
    tot = [0, 0, 0]
    for i, (deal, res) in enumerate(terz_session(3305, ["first!", "solo", "second"], 1)):
        sheet = [ev_score(s, res["scores"][s]) for s in range(3)]
        for s in range(3):
            tot[s] += res["scores"][s]
            sheet.append(ev_total(s, tot[s]))
        k = next(j for j, e in enumerate(deal["events"]) if e["type"] == "play")
        deal["events"][k:k] = sheet
        t["deals"].append(deal)
        tdesc("33", i, deal, res)
        log("33 sheet lines at", k, "totals", tot)
    write("33-terziglio-sheet-written-before-play.json", t)


if __name__ == "__main__":
    for f in (f23, f24, f25, f26, f27, f28, f29, f30, f31, f33):
        f()
    open("figures-tarocchini.txt", "w").write("\n".join(LOG) + "\n")
    print("\n".join(LOG) if "-v" in sys.argv else "ok")
