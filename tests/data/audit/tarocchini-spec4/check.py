"""Independent re-check of the transcripts from their JSON (my reading of seed 004).
python3 check.py [files]  -> per file: findings (deal, event, code) and the figures."""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from gen import settle  # noqa: E402
from model import (DECK, READINGS, best_combos, legal_cards, suit, trick_winner, value)  # noqa: E402

FIVE = {"T20", "T19", "T0", "MATTO", "KS", "KB", "KC", "KD"}


def item_ok(it, cards):
    """Declared item held under every reading of the sequence rules?"""
    for r in READINGS:
        ok = False
        for full in best_combos(cards, *r):
            if full["kind"] != it["kind"] or full["of"] != it["of"]:
                continue
            if it["kind"] == "cricca" and it["count"] <= full["count"]:
                ok = True
            if it["kind"] == "sequence" and full.get("suit") == it.get("suit") and it["length"] <= full["length"]:
                ok = True
        if not ok:
            return False
    return True


def check(path):
    t = json.load(open(path))
    game = t["game"]
    n = len(t["players"])
    otto = game == "tarocchini-ottocento"
    rules = t.get("rules", {})
    widow_n = 5 if rules.get("preset") == "nineteen" or rules.get("widow") == 5 else 8
    totals = list(t.get("start", {}).get("totals", [0, 0] if otto else [0] * n))
    out = []
    figs = []
    for di, dl in enumerate(t["deals"]):
        ev = dl["events"]
        dealer = dl["dealer"]
        eldest = (dealer + 1) % n
        plays = [(i, e) for i, e in enumerate(ev) if e["type"] == "play"]
        if dl["hands"] is None:
            hands = [[] for _ in range(n)]
            for _, e in plays:
                hands[e["seat"]].append(e["card"])
            for e in ev:
                if e["type"] == "discard":
                    hands[e["seat"]] += e["cards"]
        else:
            hands = [list(h) for h in dl["hands"]]
            allc = sorted(sum(hands, []) + (dl.get("talon") or []))
            assert allc == sorted(DECK), "deck"
        cur = [list(h) for h in hands]
        disc = []
        declared = []
        take_seat = None
        for i, e in enumerate(ev):
            if e["type"] == "take":
                cur[e["seat"]] += e["cards"]
                take_seat = e["seat"]
            elif e["type"] == "discard":
                for c in e["cards"]:
                    if c in FIVE:
                        out.append((di, i, "illegal_discard"))
                    cur[e["seat"]].remove(c)
                disc = list(e["cards"])
            elif e["type"] == "declare":
                # post-run: a false item scores nothing (no score is written in the files that have one)
                good = [it for it in e["items"] if item_ok(it, cur[e["seat"]])]
                declared.append((e["seat"], good))
                if len(good) != len(e["items"]):
                    out.append((di, i, "false_declaration"))
        # play
        hs = [list(h) for h in cur]
        tricks = []
        trick = []
        leader = eldest
        for i, e in plays:
            s, c = e["seat"], e["card"]
            exp = (leader + len(trick)) % n
            if s != exp:
                out.append((di, i, "out_of_turn"))
            if c not in hs[s]:
                out.append((di, i, "card_not_in_hand"))
            else:
                if trick:
                    legal = legal_cards(hs[s], trick)
                    if c not in legal:
                        led = suit([x for _, x in trick if x != "MATTO"][0])
                        has = any(suit(x) == led for x in hs[s])
                        out.append((di, i, "revoke" if has else "failure_to_trump"))
                hs[s].remove(c)
            trick.append((s, c))
            if len(trick) == n:
                w = trick_winner(trick)
                tricks.append((trick, w))
                trick = []
                leader = w
        # settlement
        sc = {}
        for i, e in enumerate(ev):
            if e["type"] == "score":
                sc.setdefault(str(e["party"]), []).append((i, e["points"]))
        tots = [(i, e) for i, e in enumerate(ev) if e["type"] == "total"]
        if otto:
            side_of = {0: 0, 1: 1, 2: 0, 3: 1}
            teams = ["team0", "team1"]
            if not tricks:
                # no play: declarations only
                res = [sum(sum(_pts(it) for it in [items]) for s, items in declared if side_of[s] == k) for k in range(2)]
                deal_pts = res
                figs.append({"deal": di, "declarations_only": res})
            else:
                dealer_won = any(w == dealer for _, w in tricks)
                ds = side_of[dealer] if dealer_won else 1 - side_of[dealer]
                res, matto = settle(tricks, side_of, 2, declared, [(ds, disc)])
                deal_pts = [r["total"] for r in res]
                figs.append({"deal": di, "teams": [{k: r[k] for k in ("declarations", "combinations", "card_points", "last_trick", "total", "ncards", "give")} for r in res],
                             "after_items": [r["items"] for r in res], "matto": matto,
                             "tricks_won": [sum(1 for _, w in tricks if w == s) for s in range(4)],
                             "last_trick_winner": tricks[-1][1]})
            for k in range(2):
                rec = sc.get(teams[k])
                if rec is not None and sum(p for _, p in rec) != deal_pts[k]:
                    out.append((di, rec[-1][0], "wrong_score"))
            # totals: game over at 800 -> new game from 0
            prev = list(totals)
            new = [prev[k] + deal_pts[k] for k in range(2)]
            for i, e in tots:
                k = teams.index(e["party"])
                rec_deal = sum(p for _, p in sc.get(teams[k], [])) if teams[k] in sc else deal_pts[k]
                if e["points"] != new[k] and e["points"] != prev[k] + rec_deal:
                    out.append((di, i, "wrong_total"))
            totals = new
            if max(totals) >= 800:
                figs[-1]["game_over"] = {"totals": totals, "winner": "team0" if totals[0] > totals[1] else "team1"}
                totals = [0, 0]
        else:
            bids = [e for e in ev if e["type"] == "bid" and e["bid"] != "pass"]
            decl = bids[-1]["seat"]
            contract = bids[-1]["bid"]
            side_of = {s: (0 if s == decl else 1) for s in range(3)}
            widow = list(dl["talon"])
            for e in ev:
                if e["type"] == "take":
                    for c in e["cards"]:
                        widow.remove(c)
                if e["type"] == "discard":
                    widow += e["cards"]
            if len({side_of[w] for _, w in tricks}) == 1:
                winner = side_of[tricks[0][1]]
                gp = 40
                figs.append({"deal": di, "all_tricks": winner, "gp": 40})
            else:
                if contract == "gioco":
                    ws = 0 if any(w == decl for _, w in tricks) else 1
                else:
                    ws = side_of[tricks[-1][1]]
                res, matto = settle(tricks, side_of, 2, declared, [(ws, widow)], "93")
                winner = 0 if res[0]["total"] > res[1]["total"] else 1
                p = res[winner]["total"]
                gp = (p + 4) // 50 * (2 if contract == "solo" else 1)
                figs.append({"deal": di, "declarer": decl, "contract": contract,
                             "sides": [{k: r[k] for k in ("declarations", "combinations", "card_points", "last_trick", "total", "ncards", "give")} for r in res],
                             "winner": "declarer" if winner == 0 else "opponents", "gp": gp})
            deal_pts = [gp if side_of[s] == winner else 0 for s in range(3)]
            figs[-1]["pts"] = deal_pts
            for s in range(3):
                rec = sc.get(str(s))
                if rec is not None and sum(p for _, p in rec) != deal_pts[s]:
                    out.append((di, rec[-1][0], "wrong_score"))
            prev = list(totals)
            new = [prev[s] + deal_pts[s] for s in range(3)]
            for i, e in tots:
                s = e["party"]
                rec_deal = sum(p for _, p in sc.get(str(s), [])) if str(s) in sc else deal_pts[s]
                if e["points"] != new[s] and e["points"] != prev[s] + rec_deal:
                    out.append((di, i, "wrong_total"))
            totals = new
    return out, figs


def _pts(items):
    from model import combo_points
    return combo_points(items)


if __name__ == "__main__":
    files = sys.argv[1:] or sorted(str(p) for p in Path(__file__).parent.glob("[0-9]*.json"))
    for f in files:
        o, figs = check(f)
        print(Path(f).name, o)
        for fg in figs:
            print("   ", json.dumps(fg, default=str))
