"""Replay every transcript of this round with the independent model and list the
faults the source implies: (deal, event, code). Self-check of build.py's output.

Run: /work/venv/bin/python tests/data/audit/rage-spec2/check.py
"""

import glob
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from model import Round, colour  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def check(t):
    n = len(t["players"])
    rules = t.get("rules") or {}
    start = t.get("start") or {}
    totals = list(start.get("totals") or [0] * n)
    sheet = list(totals)
    faults = []
    prev_dealer = None
    doubtful = []
    for di, d in enumerate(t["deals"]):
        dealer = d["dealer"]
        if prev_dealer is not None and dealer != (prev_dealer + 1) % n:
            faults.append((di, None, "wrong_dealer"))
        prev_dealer = dealer
        rnd = Round(d["hands"], d["talon"], dealer, rules.get("durch", False))
        rnd.strict = False
        cards = rnd.cards
        ev = d["events"]
        bids = [None] * n
        order = [(dealer + 1 + k) % n for k in range(n)]
        nb = 0
        for ei, e in enumerate(ev):
            if e["type"] != "bid":
                continue
            s = e["seat"]
            if not rules.get("hidden_bid") and not rules.get("secret_bid"):
                if s != order[nb]:
                    faults.append((di, ei, "bid_out_of_turn"))
            if not 0 <= e["bid"] <= cards:
                faults.append((di, ei, "bid_out_of_range"))
            if rules.get("plus_minus_one") and nb == n - 1:
                if sum(b for b in bids if b is not None) + e["bid"] == cards:
                    faults.append((di, ei, "bid_forbidden_plus_minus_one"))
            bids[s] = e["bid"]
            nb += 1
        plays = [(ei, e) for ei, e in enumerate(ev) if e["type"] == "play"]
        leader = (dealer + 1) % n
        k = 0
        while k < len(plays):
            trick_ev = plays[k : k + n]
            k += n
            seats = [e["seat"] for _, e in trick_ev]
            expect = [(leader + j) % n for j in range(n)]
            for (ei, e), want in zip(trick_ev, expect, strict=False):
                if e["seat"] != want:
                    faults.append((di, ei, "out_of_turn"))
                    break
            kinds = [e["card"] for _, e in trick_ev]
            if sum(c in ("NOTRUMP", "CHANGE") for c in kinds) > 1:
                doubtful.append((di, trick_ev[0][0], kinds))
            idx = {e["seat"]: (ei, e) for ei, e in trick_ev}

            def choose(r, seat, trick, legal, idx=idx, di=di):
                ei, e = idx[seat]
                card = e["card"]
                hand = r.hands[seat]
                if card not in hand:
                    faults.append((di, ei, "card_not_in_hand"))
                elif card not in legal:
                    if colour(card) is None:
                        faults.append((di, ei, "action_card_while_able_to_follow"))
                    else:
                        faults.append((di, ei, "revoke"))
                return card, e.get("named")

            trick, w = rnd.play_trick(leader, choose, order=seats)
            leader = w
        scores = rnd.scores(bids)
        written = {}
        for ei, e in enumerate(ev):
            if e["type"] == "score":
                written[e["party"]] = e["points"]
                if e["points"] != scores[e["party"]]:
                    faults.append((di, ei, "wrong_score"))
        new_totals = [a + b for a, b in zip(totals, scores, strict=False)]
        for ei, e in enumerate(ev):
            if e["type"] == "total":
                p = e["party"]
                own = sheet[p] + written.get(p, scores[p])
                if e["points"] not in (new_totals[p], own):
                    faults.append((di, ei, "wrong_total"))
                sheet[p] = e["points"]
        totals = new_totals
    return faults, doubtful


if __name__ == "__main__":
    for f in sorted(glob.glob(os.path.join(HERE, "*.json"))):
        t = json.load(open(f, encoding="utf-8"))
        faults, doubtful = check(t)
        print(os.path.basename(f), faults, "DOUBTFUL" if doubtful else "", doubtful)
