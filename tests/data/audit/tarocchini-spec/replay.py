# ruff: noqa: UP031
"""Replay a transcript with the independent model (for figures and for reading the examples)."""

import json
import sys

import model as M

LAST_PILES = []
LOW_PICK = [0]


def side_of(game, seat, declarer=None):
    if game == "tarocchini-ottocento":
        return seat % 2
    return 0 if seat == declarer else 1


def replay_deal(game, deal, tie="last", double_three=True, pile_combos=True, discard_combos=True):
    n = 4 if game == "tarocchini-ottocento" else 3
    hands = [list(h) for h in deal["hands"]]
    talon = list(deal.get("talon") or [])
    declarer, contract = None, None
    discard = []
    decls = {}
    plays = []
    for e in deal["events"]:
        t = e["type"]
        if t == "bid" and e["bid"] != "pass":
            rank = {"gioco": 1, "solo": 2}
            if contract is None or rank[e["bid"]] > rank[contract]:  # a bid not higher is void
                declarer, contract = e["seat"], e["bid"]
        elif t == "take":
            for c in e["cards"]:
                if c in talon:
                    talon.remove(c)
                hands[e["seat"]].append(c)
        elif t == "discard":
            for c in e["cards"]:
                hands[e["seat"]].remove(c)
            discard += e["cards"]
        elif t == "declare":
            decls[e["seat"]] = e["items"]
        elif t == "play":
            plays.append((e["seat"], e["card"]))
    if game == "tarocchini-ottocento":
        declarer = deal["dealer"]  # owner of the discard
    sides = 2
    piles = [[] for _ in range(sides)]
    tricks_by_seat = [0] * n
    matto_events = []
    last_winner = None
    for i in range(0, len(plays), n):
        trick = plays[i : i + n]
        w, led = M.trick_winner(trick, tie)
        tricks_by_seat[w] += 1
        ws = side_of(game, w, declarer)
        for s, c in trick:
            if c == "MATTO":
                matto_events.append((s, ws))
            else:
                piles[ws].append(c)
        last_winner = w
    side_tricks = [0, 0]
    for s in range(n):
        side_tricks[side_of(game, s, declarer)] += tricks_by_seat[s]
    for s, ws in matto_events:
        own = side_of(game, s, declarer)
        if side_tricks[own] == 0:
            piles[ws].append("MATTO")
            continue
        piles[own].append("MATTO")
        if own != ws:
            low = [c for c in piles[own] if M.value(c) == 1]
            low.sort(key=lambda c: (c.startswith("T"), c[:-1] == "1", c))
            if not low:
                continue
            pick = low[LOW_PICK[0] % len(low)]
            piles[own].remove(pick)
            piles[ws].append(pick)
    # discard / widow
    rest = discard + talon
    if game == "tarocchini-ottocento":
        ds = side_of(game, deal["dealer"])
        to = ds if tricks_by_seat[deal["dealer"]] > 0 else 1 - ds
        piles[to] += rest
    elif contract == "solo":
        piles[side_of(game, last_winner, declarer)] += rest
    else:
        piles[0 if tricks_by_seat[declarer] > 0 else 1] += rest
    LAST_PILES[:] = piles
    res = []
    for sd in range(sides):
        dp = 0
        for s, items in decls.items():
            if side_of(game, s, declarer) == sd:
                dp += M.combo_points(M.decl_items(items), double_three)
        pc = M.combo_points(M.best_combos(piles[sd]), double_three) if pile_combos else 0
        cp = M.card_points(piles[sd]) if len(piles[sd]) % 2 == 0 else None
        lt = 6 if side_of(game, last_winner, declarer) == sd else 0
        res.append(
            {
                "decl": dp,
                "combos": pc,
                "cards": cp,
                "last": lt,
                "total": dp + pc + (cp or 0) + lt,
                "n": len(piles[sd]),
                "tricks": side_tricks[sd],
                "pilecombos": M.best_combos(piles[sd]),
            }
        )
    return res, declarer, contract


def game_points(pts):
    q, r = divmod(pts, 50)
    if r > 45:
        q += 1
    return q


if __name__ == "__main__":
    for f in sys.argv[1:]:
        d = json.load(open(f))
        for k, deal in enumerate(d["deals"]):
            for dt in (True, False):
                res, dec, con = replay_deal(
                    d["game"],
                    deal,
                    double_three=dt,
                    tie=(d.get("rules") or {}).get("moretti_tie", "last")[:4].replace("firs", "first"),
                )
                print(f, k, "double" if dt else "nodouble", dec, con)
                for r in res:
                    print("   ", {x: y for x, y in r.items() if x != "pilecombos"}, r["pilecombos"])
            print(
                "   recorded",
                [
                    (e["party"], e["points"], e.get("reason"))
                    for e in deal["events"]
                    if e["type"] in ("score",)
                ],
            )
