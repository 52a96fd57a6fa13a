"""Independent re-read of the written JSON files with model.py: legality, auction order, settlement."""
import json, sys
import model as M

def check(path):
    doc = json.load(open(path))
    out = []
    run = list(doc.get("start", {}).get("totals", [0, 0, 0]))
    sheet = list(run)
    for di, dl in enumerate(doc["deals"]):
        ev = dl["events"]
        dealer = dl["dealer"]
        plays = [(i, e["seat"], e["card"]) for i, e in enumerate(ev) if e["type"] == "play"]
        bids = [(i, e) for i, e in enumerate(ev) if e["type"] == "bid"]
        # auction
        last = None; decl = None; goals = None; red = False
        exp_first = (dealer + 1) % 3
        for k, (i, e) in enumerate(bids):
            if k == 0 and e["seat"] != exp_first:
                out.append((di, i, "first bidder not dealer+1"))
            if k > 0 and e["seat"] != (bids[k-1][1]["seat"] + 1) % 3:
                out.append((di, i, "bid out of turn"))
            if e["bid"] != "pass":
                r = M.bid_rank((e["bid"]["goals"], e["bid"]["red"]))
                if last is not None and not r > last:
                    out.append((di, i, "illegal_bid (not higher)"))
                    continue
                last = r; decl = e["seat"]; goals = e["bid"]["goals"]; red = e["bid"]["red"]
        trump = None
        for e in ev:
            if e["type"] == "announce":
                for it in e["items"]:
                    if it.get("kind") == "trump": trump = it["suit"]
                if decl is None: decl = e["seat"]
        if red: trump = "H"
        if goals and set(goals) & M.NO_TRUMP_GOALS: trump = None
        fold = any(e["type"] == "call" and e["call"] == "fold" for e in ev)
        # hands
        discards = {}
        if dl["hands"] is not None:
            hands = [list(h) for h in dl["hands"]]
            assert sorted(sum(hands, [])) == sorted(M.DECK)
            assert len(hands[exp_first]) == 12
            talon = None
            for i, e in enumerate(ev):
                if e["type"] == "take":
                    assert talon is not None and sorted(e["cards"]) == sorted(talon), (di, i)
                    hands[e["seat"]] += e["cards"]
                if e["type"] == "discard":
                    for c in e["cards"]:
                        hands[e["seat"]].remove(c)
                    talon = list(e["cards"])
            final_talon = talon
        else:
            hands = [[] for _ in range(3)]
            for i, s, c in plays: hands[s].append(c)
            dis = [e for e in ev if e["type"] == "discard"]
            final_talon = dis[-1]["cards"] if dis else [c for c in M.DECK if c not in [p[2] for p in plays]]
        if fold:
            n = [0, 0, 0]
            for d in ((decl + 1) % 3, (decl + 2) % 3):
                n[d] += 2; n[decl] -= 2
        else:
            hand0 = [list(h) for h in hands]
            # replay
            h = [list(x) for x in hands]
            leader = decl; table = []; tseats = []; t = 0
            marr = {}
            for i, e in enumerate(ev):
                if e["type"] == "declare":
                    marr[e["seat"]] = [it["points"] for it in e["items"]]
                    # check holding
                    ms = sorted((p for _, p in M.marriages_of(hand0[e["seat"]], trump)), reverse=True)
                    if sorted(marr[e["seat"]], reverse=True) != ms:
                        out.append((di, i, f"declared {marr[e['seat']]} holds {ms}"))
                if e["type"] != "play": continue
                s, c = e["seat"], e["card"]
                exp = (leader + len(table)) % 3
                if s != exp:
                    out.append((di, i, f"out_of_turn seat {s} expected {exp}"))
                opts = M.legal_for(s, h[s], table, trump, decl, goals or [], t)
                if c not in opts:
                    out.append((di, i, f"illegal {c} by {s} opts {opts}"))
                h[s].remove(c); table.append(c); tseats.append(s)
                if len(table) == 3:
                    w = tseats[M.trick_winner(table, trump)]
                    leader = w; table = []; tseats = []; t += 1
            full = [(s, c) for _, s, c in plays]
            n = None
            if len(full) == 30 and goals:
                # order plays by trick for settle: settle uses groups of 3 in record order
                pays, info, o = M.settle(decl, trump, goals, red, final_talon, marr, full, contra={e["target"]: e["level"] for e in ev if e["type"] == "double"}, dealt_hand_decl=hand0[decl])
                n = M.net(pays)
            out.append((di, None, f"tricks played {t}, decl {decl} goals {goals} red {red} trump {trump} net {n}"))
        rec = [0, 0, 0]; has_pay = False
        for i, e in enumerate(ev):
            if e["type"] == "payment":
                has_pay = True; rec[e["from"]] -= e["amount"]; rec[e["to"]] += e["amount"]
        if has_pay:
            out.append((di, None, f"recorded payments net {rec}"))
        tots = {e["party"]: (i, e["points"]) for i, e in enumerate(ev) if e["type"] == "total"}
        if tots:
            dn = [tots[s][1] - sheet[s] for s in range(3)]
            out.append((di, None, f"totals written {[tots[s][1] for s in range(3)]}, deal by sheet {dn}"))
            sheet = [tots[s][1] for s in range(3)]
    return out

for p in sys.argv[1:]:
    print("=====", p)
    for x in check(p):
        print("  ", x)
