"""Writes the rage-spec8 transcripts and expected.txt (run from this folder)."""

import json
import random
import sys

from model import ACTION_SET, colour, is_colour, play_round, round_scores, trick_winner, value
from sim import find_round

NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "František", "Gábina", "Honza"]


def plays_events(plays):
    ev = []
    for s, c, nm in plays:
        e = {"type": "play", "seat": s, "card": c}
        if c == "WILD" and nm is not None:
            e["named"] = nm
        ev.append(e)
    return ev


def build(spec):
    n = spec["n"]
    rules = spec["rules"]
    d0 = spec.get("d0", 0)
    pm1 = rules.get("plus_minus_one", False)
    hidden = rules.get("hidden_bid", False)
    secret = rules.get("secret_bid", False)
    durch = rules.get("durch", False)
    fault = spec.get("fault")  # dict(kind, round)
    deals = []
    expected = []
    totals = [0] * n  # by the rules
    sheet = [0] * n  # as written
    notes = []
    scores_by_rules_all = []
    for r in range(10):
        cards = 10 - r
        dealer = (d0 + r) % n
        want = set(spec.get("want", {}).get(r, set()))
        sim_fault = None
        if fault and fault["round"] == r and fault["kind"] in ("revoke", "action_follow", "joker_follow"):
            sim_fault = fault["kind"]
            want.add({"revoke": "revoke"}.get(sim_fault, "action_card_while_able_to_follow"))
        if fault and fault["round"] == r and fault["kind"] == "wild_without_colour":
            want.add("wild_nocolour_ok")
        pred = spec.get("pred", {}).get(r)
        custom = spec.get("custom", {}).get(r)
        if custom:
            rd = custom(n, cards, dealer)
        else:
            rd = find_round(n, cards, dealer, want, seed=spec["seed"] * 100 + r, pm1=pm1,
                            fault=sim_fault, pred=pred)
        hands, stock, bids, plays = rd["hands"], rd["stock"], list(rd["bids"]), list(rd["plays"])
        findings = []  # (kind, locator)
        k = fault["kind"] if fault and fault["round"] == r else None
        if k == "bid_out_of_range":
            s = fault.get("seat", (dealer + 2) % n)
            bids[s] = cards + 1
            findings.append(("bid", s, "bid_out_of_range"))
        if k == "bid_pm1":
            others = sum(b for s, b in enumerate(bids) if s != dealer)
            need = cards - others
            assert 0 <= need <= cards, (need, bids)
            bids[dealer] = need
            findings.append(("bid", dealer, "bid_forbidden_plus_minus_one"))
        if k == "wild_without_colour":
            # find the trick with both jokers
            res0 = play_round(hands, stock, dealer, plays)
            base = 0
            done = False
            for lg in res0["logs"]:
                tr = lg["trick"]
                idx = [j for j, (_s, c, _n) in enumerate(tr) if c == "WILD"]
                if len(idx) == 2 and not done:
                    j = base + idx[0]
                    s, c, nm = plays[j]
                    notes.append(f"deal {r}: the first joker was named {nm} at the table; the record leaves the colour out")
                    plays[j] = (s, c, None)
                    findings.append(("play", j, "wild_without_colour"))
                    done = True
                base += len(tr)
            assert done
        if k == "card_not_in_hand":
            # a follower's low colour card written as a neighbouring card of the stock
            res0 = play_round(hands, stock, dealer, plays)
            deep = set(stock[12:])
            in_hands = {c for h in hands for c in h}
            base = 0
            done = False
            for lg in res0["logs"]:
                tr = lg["trick"]
                if lg["notrump"] or lg["changes"] or any(c in ACTION_SET for _s, c, _n in tr):
                    base += len(tr)
                    continue
                for j in range(1, len(tr)):
                    s, c, nm = tr[j]
                    if s == lg["winner"] or done:
                        continue
                    for dv in (1, -1, 2, -2):
                        v2 = value(c) + dv
                        c2 = f"{colour(c)}{v2}"
                        if not (0 <= v2 <= 15) or c2 not in deep or c2 in in_hands:
                            continue
                        tr2 = list(tr)
                        tr2[j] = (s, c2, None)
                        if trick_winner(tr2, lg["trump"], False) != lg["winner"]:
                            continue
                        trial = list(plays)
                        trial[base + j] = (s, c2, None)
                        if len(play_round(hands, stock, dealer, trial)["faults"]) != 1:
                            continue
                        plays[base + j] = (s, c2, None)
                        notes.append(f"deal {r}: seat {s} played {c}, written {c2} (a card of the stock)")
                        findings.append(("play", base + j, "card_not_in_hand"))
                        done = True
                        break
                base += len(tr)
            assert done
        if k == "out_of_turn":
            res0 = play_round(hands, stock, dealer, plays)
            base = 0
            done = False
            for lg in res0["logs"]:
                tr = lg["trick"]
                if (not done and n >= 4 and not any(c in ACTION_SET for _s, c, _n in tr)):
                    j = base + 1
                    plays[j], plays[j + 1] = plays[j + 1], plays[j]
                    notes.append(f"deal {r}: plays {j} and {j+1} written in swapped order")
                    findings.append(("play", j, "out_of_turn"))
                    done = True
                base += len(tr)
            assert done
        res = play_round(hands, stock, dealer, plays)
        # faults my model sees in the play
        got = [(i, c) for i, c in res["faults"]]
        want_play = [(loc, code) for kind, loc, code in findings if kind == "play"] + rd["planted"]
        assert sorted(got) == sorted(want_play), (r, got, want_play)
        findings += [("play", i, c) for i, c in rd["planted"]]
        sc = round_scores(bids, res, cards, durch)
        # events
        bid_events = []
        order = [(dealer + 1 + i) % n for i in range(n)]
        if hidden and not secret:
            rng = random.Random(spec["seed"] * 1000 + r)
            order = list(order)
            rng.shuffle(order)
        for s in order:
            bid_events.append({"type": "bid", "seat": s, "bid": bids[s]})
        pe = plays_events(plays)
        if secret and not spec.get("secret_front", {}).get(r):
            events = pe + bid_events
            bid_base = len(pe)
            play_base = 0
        else:
            events = bid_events + pe
            bid_base = 0
            play_base = len(bid_events)
        written = list(sc)
        if k == "wrong_score":
            ws = fault["seat"](rd, sc) if callable(fault.get("seat")) else fault["seat"]
            written[ws] = sc[ws] + fault["delta"]
            notes.append(f"deal {r}: seat {ws} written {written[ws]}, rules give {sc[ws]}")
        score_base = len(events)
        for s in range(n):
            events.append({"type": "score", "party": s, "points": written[s]})
        for s in range(n):
            totals[s] += sc[s]
            sheet[s] += written[s]
        tot_written = list(sheet)
        if k == "wrong_total":
            s = fault["seat"]
            tot_written[s] = sheet[s] + fault["delta"]
            notes.append(f"deal {r}: seat {s} total written {tot_written[s]}, sheet arithmetic gives {sheet[s]}")
            sheet[s] = tot_written[s]
        total_base = len(events)
        for s in range(n):
            events.append({"type": "total", "party": s, "points": tot_written[s]})
        # expectations with event indices
        for kind, loc, code in findings:
            if kind == "play":
                expected.append((r, play_base + loc, code))
            else:
                ei = bid_base + [e["seat"] for e in bid_events].index(loc)
                expected.append((r, ei, code))
        if k == "wrong_score":
            expected.append((r, score_base + ws, "wrong_score"))
        if k == "wrong_total":
            expected.append((r, total_base + fault["seat"], "wrong_total"))
        deals.append({"dealer": dealer, "hands": hands, "talon": stock, "events": events})
        scores_by_rules_all.append(dict(
            round=r + 1, dealer=dealer, bids=bids, tricks=res["tricks"], plus=res["plus"],
            minus=res["minus"], trumps=res["trumps"], scores=sc, written=written,
            totals=list(totals), sheet=tot_written, features=sorted(rd.get("features", []))))
    tr = {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": dict({"preset": "standard"}, **rules),
        "players": NAMES[:n],
        "meta": {"event": "Klub deskových her, audit rage-spec8", "table": spec["table"],
                 "note": spec["note"]},
        "deals": deals,
    }
    return tr, expected, scores_by_rules_all, notes
