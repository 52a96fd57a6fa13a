"""rage22 blind checker: replays a transcript by the rage22 reading (model.py) and lists
(deal, event, code). Also prints the trick-by-trick figures. Imports nothing from the engine."""

import json
import sys

from model import UNKNOWN, Stock, colour_of, is_action, play_trick_effects, round_score, trick_winner


def check(tr, verbose=False):
    out = []
    lines = []
    rules = tr.get("rules") or {}
    n = len(tr["players"])
    start = tr.get("start") or {}
    totals_rules = list(start.get("totals", [0] * n))
    totals_sheet = list(totals_rules)
    rnd0 = start.get("round")
    prev_dealer = None
    for di, d in enumerate(tr["deals"]):
        dealer = d["dealer"]
        if prev_dealer is not None and dealer != (prev_dealer + 1) % n:
            out.append((di, None, "wrong_dealer"))
        prev_dealer = dealer
        hands = d.get("hands")
        if di > 0:
            rnd += 1  # noqa: F821
        elif rnd0 is not None:
            rnd = rnd0
        elif hands is not None:
            rnd = 11 - len(hands[0])
        else:
            rnd = 11 - sum(1 for e in d["events"] if e["type"] == "play") // n
        k = 11 - rnd
        hands = [list(h) for h in hands] if hands is not None else None
        stock = Stock(d.get("talon"))
        trump = stock.turn()
        lines.append(f"deal {di}: round {rnd} ({k} cards) dealer {dealer} first trump {trump}")
        order = [(dealer + 1 + i) % n for i in range(n)]
        bids = {}
        bid_i = 0
        leader = (dealer + 1) % n
        plays = []
        tricks_log = []
        voids = {}  # (seat, colour) -> (event index, was_action)
        pending_lead_check = None
        scores_written = {}
        totals_written = {}
        for ei, e in enumerate(d["events"]):
            t = e["type"]
            if t == "bid":
                s, b = e["seat"], e["bid"]
                if bid_i >= n or s != order[bid_i]:
                    if not rules.get("hidden_bid") and not rules.get("secret_bid"):
                        out.append((di, ei, "bid_out_of_turn"))
                if not isinstance(b, int) or b < 0 or b > k:
                    out.append((di, ei, "bid_out_of_range"))
                bids[s] = b
                bid_i += 1
                if rules.get("plus_minus_one") and bid_i == n and sum(bids.values()) == k:
                    out.append((di, ei, "bid_forbidden_plus_minus_one"))
            elif t == "play":
                s, card, named = e["seat"], e["card"], e.get("named")
                if pending_lead_check is not None:
                    if pending_lead_check != UNKNOWN and s != pending_lead_check:
                        out.append((di, ei, "out_of_turn"))
                    if pending_lead_check == UNKNOWN:
                        tricks_log[-1]["winner"] = s
                    leader = s
                    pending_lead_check = None
                elif s != (leader + len(plays)) % n:
                    out.append((di, ei, "out_of_turn"))
                led = None
                for _s, c, nm in plays:
                    col = colour_of(c, nm)
                    if col is not None:
                        led = col
                        break
                col = colour_of(card, named)
                if hands is not None:
                    if card not in hands[s]:
                        out.append((di, ei, "card_not_in_hand"))
                    else:
                        if led is not None and not (not is_action(card) and card[0] == led):
                            if any(not is_action(c) and c[0] == led for c in hands[s]):
                                out.append(
                                    (
                                        di,
                                        ei,
                                        "action_card_while_able_to_follow" if is_action(card) else "revoke",
                                    )
                                )
                        hands[s].remove(card)
                else:
                    if not is_action(card) and (s, card[0]) in voids:
                        vei, was_action = voids.pop((s, card[0]))
                        out.append((di, vei, "action_card_while_able_to_follow" if was_action else "revoke"))
                    if led is not None and not (not is_action(card) and card[0] == led):
                        voids.setdefault((s, led), (ei, is_action(card)))
                plays.append((s, card, named))
                if len(plays) == n:
                    judge, nxt = play_trick_effects(plays, trump, stock)
                    w = trick_winner(plays, judge)
                    tricks_log.append({"plays": plays, "judge": judge, "winner": w, "trump_before": trump})
                    trump = nxt
                    plays = []
                    pending_lead_check = w
            elif t == "score":
                scores_written[int(e["party"])] = (ei, e["points"])
            elif t == "total":
                totals_written[int(e["party"])] = (ei, e["points"])
        # scores
        known = all(x["winner"] != UNKNOWN for x in tricks_log) and len(tricks_log) == k
        tricks = [0] * n
        plus = [0] * n
        minus = [0] * n
        for x in tricks_log:
            w = x["winner"]
            if w == UNKNOWN:
                continue
            tricks[w] += 1
            for _s, c, _nm in x["plays"]:
                plus[w] += c == "PLUS5"
                minus[w] += c == "MINUS5"
        for i, x in enumerate(tricks_log):
            ps = " ".join(f"{s}:{c}{'=' + nm if nm else ''}" for s, c, nm in x["plays"])
            lines.append(
                f"  trick {i + 1}: trump {x['trump_before']} judged {x['judge']} | {ps} -> {x['winner']}"
            )
        lines.append(f"  turned: {stock.turned}")
        exp = []
        for s in range(n):
            if known and s in bids:
                durch = bool(rules.get("durch")) and k > 1 and tricks[s] == k
                exp.append(round_score(tricks[s], bids[s], plus[s], minus[s], durch))
            else:
                exp.append(None)
        lines.append(f"  bids {[bids.get(s) for s in range(n)]} tricks {tricks} +5 {plus} -5 {minus}")
        lines.append(f"  scores {exp} written {[scores_written.get(s, (0, None))[1] for s in range(n)]}")
        for s in range(n):
            if s in scores_written and exp[s] is not None and scores_written[s][1] != exp[s]:
                out.append((di, scores_written[s][0], "wrong_score"))
        new_rules = [
            None if (totals_rules[s] is None or exp[s] is None) else totals_rules[s] + exp[s]
            for s in range(n)
        ]
        new_sheet = []
        for s in range(n):
            if s in scores_written and totals_sheet[s] is not None:
                new_sheet.append(totals_sheet[s] + scores_written[s][1])
            else:
                new_sheet.append(new_rules[s])
        for s in range(n):
            if s in totals_written:
                ei, p = totals_written[s]
                if p != new_rules[s] and p != new_sheet[s]:
                    out.append((di, ei, "wrong_total"))
                new_sheet[s] = p
        lines.append(
            f"  totals {new_rules} written {[totals_written.get(s, (0, None))[1] for s in range(n)]}"
        )
        totals_rules = new_rules
        totals_sheet = new_sheet
    out.sort(key=lambda x: (x[0], -1 if x[1] is None else x[1]))
    return out, lines


if __name__ == "__main__":
    for f in [a for a in sys.argv[1:] if a != "-v"]:
        res, lines = check(json.load(open(f)))
        print(f, res)
        if "-v" in sys.argv:
            print("\n".join(lines))
