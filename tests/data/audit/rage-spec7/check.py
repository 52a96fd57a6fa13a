"""My own checker (blind): replays a rage-spec7 transcript by my reading of the source and prints
the findings a tournament director should see, one per slip. Run from the worktree root:

    /work/venv/bin/python tests/data/audit/rage-spec7/check.py tests/data/audit/rage-spec7/*.json

Knock-on policy (my reading; the source has no rules for irregularities, so a record stands as
played): after an out-of-turn play the turn goes on from the player who played; a wrong lead
does not make the rest of its trick out of turn; a trick is scored as played; a card not held is
taken out of the record's hand as the held card of the same colour would have been (the one
really played) so no phantom revoke follows; the dealer passes on from whoever dealt; a total is
right if it is the sheet's own addition (previous total as written + score as written).
"""

import json
import sys
import os

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rage_model as M  # noqa: E402


def check(path):
    t = json.load(open(path, encoding="utf-8"))
    n = len(t["players"])
    opts = t.get("rules") or {}
    start = t.get("start") or {}
    rnd = start.get("round")
    tot_rules = list(start.get("totals", [0] * n))
    tot_sheet = list(tot_rules)
    out = []
    prev_dealer = None
    for di, d in enumerate(t["deals"]):
        dealer = d["dealer"]
        if prev_dealer is not None and dealer != (prev_dealer + 1) % n:
            out.append((di, None, "wrong_dealer"))
        prev_dealer = dealer
        evs = d["events"]
        plays = [(i, e) for i, e in enumerate(evs) if e["type"] == "play"]
        if d["hands"] is not None:
            cards = len(d["hands"][0])
        else:
            cards = (11 - rnd) if rnd else len(plays) // n
        if rnd is None:
            rnd = 11 - cards
        if cards is None:
            cards = 11 - rnd
        hands = [list(h) for h in d["hands"]] if d["hands"] is not None else None
        talon = d.get("talon") or []
        trump, ptr, _ = M.next_colour_turn(talon, 0)
        first = (dealer + 1) % n
        # bids
        bids = [None] * n
        order = [(first + k) % n for k in range(n)]
        bid_evs = [(i, e) for i, e in enumerate(evs) if e["type"] == "bid"]
        first_play = plays[0][0] if plays else len(evs)
        for k, (i, e) in enumerate(bid_evs):
            s = e["seat"]
            if not (opts.get("hidden_bid") or opts.get("secret_bid")):
                exp = next((x for x in order if bids[x] is None), None)
                if s != exp:
                    out.append((di, i, "bid_out_of_turn"))
            if opts.get("hidden_bid") and not opts.get("secret_bid") and i > first_play:
                out.append((di, i, "bid_after_play"))
            if not (0 <= e["bid"] <= cards):
                out.append((di, i, "bid_out_of_range"))
            bids[s] = e["bid"]
        if opts.get("plus_minus_one") and all(b is not None for b in bids) and sum(bids) == cards:
            # the last bidder in turn (the dealer) may not make the total equal
            li = [i for i, e in bid_evs if e["seat"] == order[-1]]
            out.append((di, li[0] if li else None, "bid_forbidden_plus_minus_one"))
        # plays
        leader = first
        shown_void = [dict() for _ in range(n)]
        tricks = [0] * n
        plus = [0] * n
        minus = [0] * n
        k = 0
        complete = 0
        while k < len(plays):
            trick = M.Trick(trump)
            for j in range(n):
                if k + j >= len(plays):
                    break
                i, e = plays[k + j]
                s, card, named = e["seat"], e["card"].upper(), e.get("named")
                if j == 0:
                    if s != leader:
                        out.append((di, i, "out_of_turn"))
                    base = s  # the trick runs on from whoever led it
                else:
                    played = {x[0] for x in trick.plays}
                    expected = next((base + q) % n for q in range(n) if (base + q) % n not in played)
                    if s != expected:
                        out.append((di, i, "out_of_turn"))
                lc = trick.lead_colour()
                if hands is not None:
                    if card not in hands[s]:
                        out.append((di, i, "card_not_in_hand"))
                        # the held card really played: same colour, if any
                        later = [e2["card"].upper() for _, e2 in plays[k + j + 1:] if e2["seat"] == s]
                        same = [c for c in hands[s] if M.is_colour(c) and M.is_colour(card) and M.colour(c) == M.colour(card) and c not in later]
                        if same:
                            hands[s].remove(same[0])
                    else:
                        follow = [c for c in hands[s] if M.is_colour(c) and lc and M.colour(c) == lc]
                        if lc and follow and not (M.is_colour(card) and M.colour(card) == lc):
                            code = "revoke" if M.is_colour(card) else "action_card_while_able_to_follow"
                            out.append((di, i, code))
                        hands[s].remove(card)
                else:
                    if M.is_colour(card) and M.colour(card) in shown_void[s]:
                        # provable revoke: reported once, at the play that showed the void
                        ev = shown_void[s].pop(M.colour(card))
                        out.append((di, ev, "revoke"))
                    if lc and not (M.is_colour(card) and M.colour(card) == lc) and lc not in shown_void[s]:
                        shown_void[s][lc] = i
                if card == "WILD" and not named:
                    out.append((di, i, "wild_without_colour"))
                if card == "CHANGE":
                    trump, ptr, _ = M.next_colour_turn(talon, ptr)
                    trick.trump = trump
                if card == "NOTRUMP":
                    trick.notrump = True
                trick.plays.append((s, card, named))
            if len(trick.plays) < n:
                break
            w = trick.winner()
            tricks[w] += 1
            for _, c, _ in trick.plays:
                plus[w] += c == "PLUS5"
                minus[w] += c == "MINUS5"
            if trick.notrump and complete + 1 < cards:
                trump, ptr, _ = M.next_colour_turn(talon, ptr)
            leader = w
            complete += 1
            k += n
        finished = complete == cards
        scores = M.score_round(n, cards, bids, tricks, plus, minus, opts.get("durch", False)) if finished else None
        for i, e in enumerate(evs):
            if e["type"] == "score":
                p = int(e["party"])
                if scores is None or e["points"] != scores[p]:
                    out.append((di, i, "wrong_score"))
                tot_sheet[p] += e["points"]
            if e["type"] == "total":
                p = int(e["party"])
                ok_rules = scores is not None and e["points"] == tot_rules[p] + scores[p]
                ok_sheet = e["points"] == tot_sheet[p]
                if not (ok_rules or ok_sheet):
                    out.append((di, i, "wrong_total"))
                tot_sheet[p] = e["points"]
            if e["type"] == "penalty":
                out.append((di, i, "unexpected_penalty"))
                # the fine is part of the sheet's own arithmetic
                tot_sheet[int(e["party"])] -= e.get("amount", 0)
            if e["type"] == "payment":
                out.append((di, i, "unexpected_payment"))
        if scores is not None:
            tot_rules = [tot_rules[s] + scores[s] for s in range(n)]
        info = dict(deal=di, round=rnd, cards=cards, dealer=dealer, bids=bids, tricks=tricks,
                    scores=scores, totals_rules=list(tot_rules) if scores else None)
        yield_info.append(info)
        rnd += 1
    return sorted(out, key=lambda x: (x[0], -1 if x[1] is None else x[1]))


yield_info = []

if __name__ == "__main__":
    verbose = "-v" in sys.argv
    for p in sys.argv[1:]:
        if p == "-v":
            continue
        yield_info.clear()
        print(os.path.basename(p), check(p))
        if verbose:
            for x in yield_info:
                print("   ", x)
