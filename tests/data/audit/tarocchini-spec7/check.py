"""Self-check: replay my own transcripts from the JSON alone with model.py (not sim.py) and
print what a strict reader of the source would find. Used to make sure the only findings are
the planted ones."""

import glob
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import model as M  # noqa: E402


def check(path):
    d = json.load(open(path))
    game = d["game"]
    n = len(d["players"])
    rules = d.get("rules") or {}
    widow_n = 5 if rules.get("preset") == "nineteen" else 8
    tot = list((d.get("start") or {}).get("totals") or [0] * (2 if n == 4 else 3))
    sheet_tot = list(tot)
    out = []
    prev_dealer = None
    for di, deal in enumerate(d["deals"]):
        ev = deal["events"]
        dealer = deal["dealer"]
        if prev_dealer is not None and dealer != (prev_dealer + 1) % n:
            out.append((di, None, "wrong_dealer"))
        prev_dealer = dealer
        hands = deal["hands"]
        talon = deal.get("talon")
        held = {s: list(hands[s]) for s in range(n)} if hands else None
        plays = [(i, e["seat"], e["card"]) for i, e in enumerate(ev) if e["type"] == "play"]
        seen = set()
        for i, s, c in plays:
            if c in seen:
                out.append((di, i, "card_played_twice"))
            seen.add(c)
        # exchange / discard into held
        bids = [e for e in ev if e["type"] == "bid"]
        takes = [e for e in ev if e["type"] == "take"]
        discs = [e for e in ev if e["type"] == "discard"]
        declarer = contract = None
        if game == "tarocchini-terziglio":
            nb = [b for b in bids if b["bid"] != "pass"]
            if nb:
                declarer, contract = nb[-1]["seat"], nb[-1]["bid"]
            elif takes:
                declarer, contract = takes[0]["seat"], "gioco"
        if held is not None:
            for e in takes:
                held[e["seat"]] += e["cards"]
            for e in discs:
                for c in e["cards"]:
                    held[e["seat"]].remove(c)
            # unwritten exchange: a declarer plays a talon card
            if game == "tarocchini-terziglio" and declarer is not None and not takes:
                tk = [c for _, s, c in plays if s == declarer and c in talon]
                held[declarer] += tk
            if game == "tarocchini-terziglio" and declarer is not None and not discs:
                played = {c for _, s, c in plays if s == declarer}
                extra = [c for c in held[declarer] if c not in played]
                for c in extra:
                    held[declarer].remove(c)
        # tricks
        tricks = [plays[k : k + n] for k in range(0, len(plays), n)]
        complete = len(plays) == (60 if n == 4 else (62 - widow_n))
        voids = {s: set() for s in range(n)}
        winners = []
        leader = (dealer + 1) % n
        for t in tricks:
            if t[0][1] != leader:
                out.append((di, t[0][0], "out_of_turn"))
            cards_so_far = []
            for k, (i, s, c) in enumerate(t):
                if held is not None:
                    if c not in held[s]:
                        out.append((di, i, "card_not_in_hand"))
                    else:
                        if k > 0 and c not in M.legal(held[s], cards_so_far):
                            out.append((di, i, "revoke"))
                        held[s].remove(c)
                else:
                    led = next((M.suit(x) for x in cards_so_far if x != "MATTO"), None)
                    if c != "MATTO" and M.suit(c) in voids[s]:
                        out.append((di, i, f"provable revoke: {c} after showing void in {M.suit(c)}"))
                    if led and c != "MATTO":
                        if M.suit(c) != led:
                            voids[s].add(led)
                            if M.suit(c) != "T":
                                voids[s].add("T")
                cards_so_far.append(c)
            w = t[M.trick_winner([(s, c) for _, s, c in t])][1]
            winners.append(w)
            leader = w
        # score
        if not complete or len(seen) < len(plays):
            continue
        if game == "tarocchini-ottocento":
            side = lambda s: s % 2  # noqa: E731
        else:
            if declarer is None:
                continue
            side = lambda s: 0 if s == declarer else 1  # noqa: E731
        piles = {0: [], 1: []}
        for t, w in zip(tricks, winners):
            for _, s, c in t:
                piles[side(s) if c == "MATTO" else side(w)].append(c)
        unseen = [c for c in M.DECK if c not in seen]
        dl = {e["seat"]: e["items"] for e in ev if e["type"] == "declare"}
        if game == "tarocchini-ottocento":
            took = any(w == dealer for w in winners)
            piles[side(dealer) if took else 1 - side(dealer)] += unseen
        else:
            if contract == "gioco":
                piles[0 if any(w == declarer for w in winners) else 1] += unseen
            else:
                piles[side(winners[-1])] += unseen
        pts = {}
        for t in (0, 1):
            dp = sum(M.item_points(dl.get(s, [])) for s in range(n) if side(s) == t)
            cp = {M.combo_points(piles[t], r, "group") for r in M.READINGS}
            assert len(cp) == 1, (path, di, t, cp)
            pts[t] = dp + cp.pop() + M.card_points(piles[t]) + (6 if side(winners[-1]) == t else 0)
        if game == "tarocchini-ottocento":
            res = {f"team{t}": pts[t] for t in (0, 1)}
            keys = ["team0", "team1"]
        else:
            win = 0 if pts[0] > pts[1] else 1
            gp = M.round50(pts[win]) // 50 * (2 if contract == "solo" else 1)
            res = {s: (gp if side(s) == win else 0) for s in range(3)}
            keys = [0, 1, 2]
        rec_score = {}
        for i, e in enumerate(ev):
            if e["type"] == "score":
                rec_score[e["party"]] = e["points"]
                if e["points"] != res[e["party"]]:
                    out.append((di, i, f"wrong_score {e['points']} vs {res[e['party']]}"))
        for k, p in enumerate(keys):
            tot[k] += res[p]
            sheet_res = rec_score.get(p, res[p])
            sheet_tot[k] += sheet_res
        for i, e in enumerate(ev):
            if e["type"] == "total":
                k = keys.index(e["party"])
                if e["points"] != tot[k] and e["points"] != sheet_tot[k]:
                    out.append((di, i, f"wrong_total {e['points']} vs {tot[k]}/{sheet_tot[k]}"))
                sheet_tot[k] = e["points"]
        # declarations held
        if held is not None or True:
            pass
    return out


for p in sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), "*.json"))):
    print(os.path.basename(p), check(p))
