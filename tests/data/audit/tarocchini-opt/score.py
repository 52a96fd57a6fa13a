"""Score a transcript with the auditor's model (for checking generated files and calibrating on
the public examples)."""
import json
import sys

import model as M


def score_ottocento(t, deal):
    rules = t.get("rules", {}) or {}
    tie = rules.get("moretti_tie", "last_played")
    dt = rules.get("double_three", True)
    credit = rules.get("discard_credit", "dealer_trick")
    dealer = deal["dealer"]
    hands = [list(h) for h in deal["hands"]]
    talon = deal.get("talon") or []
    discards = []
    decl = [0, 0]
    plays = []
    for e in deal["events"]:
        if e["type"] == "take":
            hands[e["seat"]] += e["cards"]
        elif e["type"] == "discard":
            for c in e["cards"]:
                hands[e["seat"]].remove(c)
            discards = list(e["cards"])
        elif e["type"] == "declare":
            decl[e["seat"] % 2] += M.combo_points(e["items"], dt)
        elif e["type"] == "play":
            plays.append((e["seat"], e["card"]))
    tricks, errs = M.play_out(hands, (dealer + 1) % 4, plays, tie, 4)
    piles, won, tr = M.side_piles(tricks, lambda s: s % 2, 2)
    ds = dealer % 2
    if credit == "dealer_trick":
        dealer_won = sum(1 for _, w in tricks if w == dealer)
    else:
        dealer_won = won[ds]
    if dealer_won:
        piles[ds] += discards
    else:
        piles[1 - ds] += discards
    last = tricks[-1][1] % 2
    res = []
    for side in (0, 1):
        combo = M.pile_combo_points(piles[side], dt)
        cp = M.card_points_pairs(piles[side])
        lt = 6 if last == side else 0
        res.append(dict(decl=decl[side], combo=combo, cards=cp, last=lt,
                        total=decl[side] + combo + cp + lt, n=len(piles[side])))
    return res, errs, tr


def score_terziglio(t, deal):
    rules = t.get("rules", {}) or {}
    tie = rules.get("moretti_tie", "last_played")
    dt = rules.get("double_three", True)
    dealer = deal["dealer"]
    hands = [list(h) for h in deal["hands"]]
    widow = list(deal.get("talon") or [])
    decl = [0, 0, 0]
    plays = []
    declarer = None
    contract = None
    for e in deal["events"]:
        if e["type"] == "bid" and e["bid"] != "pass":
            rank = {"gioco": 1, "solo": 2}[e["bid"]]
            if contract is None or rank > {"gioco": 1, "solo": 2}[contract]:
                declarer, contract = e["seat"], e["bid"]
        elif e["type"] == "take":
            hands[e["seat"]] += e["cards"]
            for c in e["cards"]:
                widow.remove(c)
        elif e["type"] == "discard":
            for c in e["cards"]:
                hands[e["seat"]].remove(c)
            widow += e["cards"]
        elif e["type"] == "declare":
            decl[e["seat"]] += M.combo_points(e["items"], dt)
        elif e["type"] == "play":
            plays.append((e["seat"], e["card"]))
    tricks, errs = M.play_out(hands, (dealer + 1) % 3, plays, tie, 3)
    side_of = lambda s: 0 if s == declarer else 1
    piles, won, tr = M.side_piles(tricks, side_of, 2)
    last = side_of(tricks[-1][1])
    if contract == "solo":
        piles[last] += widow
    else:
        piles[0 if won[0] else 1] += widow
    res = []
    for side in (0, 1):
        d = decl[declarer] if side == 0 else sum(decl) - decl[declarer]
        combo = M.pile_combo_points(piles[side], dt)
        cp = M.card_points_pairs(piles[side])
        lt = 6 if last == side else 0
        res.append(dict(decl=d, combo=combo, cards=cp, last=lt, total=d + combo + cp + lt,
                        n=len(piles[side]), tricks=won[side]))
    D, O = res[0]["total"], res[1]["total"]
    winner = 0 if D > O else 1
    allt = won[0] == 0 or won[1] == 0
    if allt:
        g = 40
        if contract == "solo" and rules.get("solo_doubles_all_tricks", False):
            g = 80
    else:
        g = M.round_game_points(res[winner]["total"])
        if contract == "solo":
            g *= 2
    return dict(declarer=declarer, contract=contract, sides=res, winner=winner, g=g,
                errs=errs, transfers=tr)


if __name__ == "__main__":
    for f in sys.argv[1:]:
        t = json.load(open(f))
        for i, d in enumerate(t["deals"]):
            if t["game"] == "tarocchini-ottocento":
                r = score_ottocento(t, d)
            else:
                r = score_terziglio(t, d)
            rec = [(e["party"], e["points"], e.get("reason")) for e in d["events"] if e["type"] in ("score", "total")]
            print(f, i, r, rec)
