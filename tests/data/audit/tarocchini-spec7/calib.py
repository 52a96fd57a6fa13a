"""Replay the public examples with my model to see whether my reading gives their figures."""

import json
import sys

sys.path.insert(0, __file__.rsplit("/", 1)[0])
import model as M  # noqa: E402


def replay(path):
    d = json.load(open(path))
    game = d["game"]
    rules = d.get("rules") or {}
    n = len(d["players"])
    mlast = rules.get("moretti_tie", "last_played") == "last_played"
    for di, deal in enumerate(d["deals"]):
        ev = deal["events"]
        plays = [(e["seat"], e["card"]) for e in ev if e["type"] == "play"]
        decl = {e["seat"]: e["items"] for e in ev if e["type"] == "declare"}
        disc = [e for e in ev if e["type"] == "discard"]
        bids = [e for e in ev if e["type"] == "bid"]
        tricks = [plays[i : i + n] for i in range(0, len(plays), n)]
        piles = {s: [] for s in range(n)}
        won = {s: 0 for s in range(n)}
        matto_info = []
        for t in tricks:
            w = t[M.trick_winner(t, mlast)][0]
            won[w] += 1
            for s, c in t:
                if c == "MATTO":
                    piles[s].append(c)
                    matto_info.append((s, w))
                else:
                    piles[w].append(c)
        last = tricks[-1][M.trick_winner(tricks[-1], mlast)][0]
        if game == "tarocchini-ottocento":
            side = lambda s: s % 2  # noqa: E731
            pile = {0: piles[0] + piles[2], 1: piles[1] + piles[3]}
            dealer = deal["dealer"]
            dc = disc[0]["cards"] if disc else []
            cred = rules.get("discard_credit", "dealer_trick")
            took = won[dealer] > 0 if cred == "dealer_trick" else (won[dealer] + won[(dealer + 2) % 4]) > 0
            dside = side(dealer) if took else 1 - side(dealer)
            extra = {dside: dc}
            for s, w in matto_info:
                if side(s) != side(w):
                    print("   matto exchange", s, w)
            out = {}
            for t in (0, 1):
                dp = sum(M.item_points(decl.get(s, [])) for s in range(4) if side(s) == t)
                cards = pile[t] + extra.get(t, [])
                cp_with = M.combo_all_readings(cards)
                cp_wo = M.combo_all_readings(pile[t])
                cpts = M.card_points(cards) if len(cards) % 2 == 0 else None
                lt = 6 if side(last) == t else 0
                out[t] = (dp, sorted(cp_with), sorted(cp_wo), cpts, lt)
            rec = [(e["party"], e["points"], e.get("reason")) for e in ev if e["type"] == "score"]
            print(path.split("/")[-2:], "deal", di, out, "recorded", rec)
        else:
            order = [b for b in bids if b["bid"] != "pass"]
            decl_seat = order[-1]["seat"]
            contract = order[-1]["bid"]
            take = [e for e in ev if e["type"] == "take"]
            talon = deal["talon"]
            widow = [c for c in talon if not take or c not in take[0]["cards"]] + (disc[0]["cards"] if disc else [])
            ds = {decl_seat: piles[decl_seat]}
            opp = [s for s in range(3) if s != decl_seat]
            op = piles[opp[0]] + piles[opp[1]]
            if contract == "gioco":
                if won[decl_seat]:
                    dcards = piles[decl_seat] + widow
                    ocards = op
                else:
                    dcards = piles[decl_seat]
                    ocards = op + widow
            else:
                if last == decl_seat:
                    dcards, ocards = piles[decl_seat] + widow, op
                else:
                    dcards, ocards = piles[decl_seat], op + widow
            for s, w in matto_info:
                if (s == decl_seat) != (w == decl_seat):
                    print("   matto exchange", s, w)
            res = {}
            for name, cards, seats in (("decl", dcards, [decl_seat]), ("opp", ocards, opp)):
                dp = sum(M.item_points(decl.get(s, [])) for s in seats)
                cp = M.combo_all_readings(cards)
                cpts = sum(M.value(c) for c in cards) - len(cards) / 2
                lt = 6 if last in seats else 0
                res[name] = (dp, sorted(cp), cpts, lt, len(cards))
            rec = [(e["party"], e["points"]) for e in ev if e["type"] == "score"]
            print(path.split("/")[-2:], "deal", di, "decl", decl_seat, contract, "tricks", won, res, "recorded", rec)


for p in sys.argv[1:]:
    replay(p)
