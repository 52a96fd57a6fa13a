"""Independent re-check of the transcripts of this round with the round's own model (see _gen.py):
replays each file from its events and prints every finding and the computed scores/totals."""
import glob
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _gen import ACTIONS, COLS, Stock, colour, led_colour, resolve, score_of  # noqa: E402


def check(path):
    t = json.load(open(path, encoding="utf-8"))
    n = len(t["players"])
    start = t.get("start") or {}
    totals = list(start.get("totals") or [0] * n)
    sheet = list(totals)
    rnd = start.get("round")
    findings = []
    dealer_due = None
    for di, d in enumerate(t["deals"]):
        ev = d["events"]
        plays = [e for e in ev if e["type"] == "play"]
        k = len(plays) // n
        if rnd is None:
            rnd = 11 - (len(d["hands"][0]) if d["hands"] else k)
        dealer = d["dealer"]
        if dealer_due is not None and dealer != dealer_due:
            findings.append((di, None, "wrong_dealer"))
        hands = [list(h) for h in d["hands"]] if d["hands"] else None
        talon = d.get("talon")
        stock = Stock(talon) if talon else None
        trump = stock.turn() if stock else None
        bids = [None] * n
        order = [(dealer + 1 + j) % n for j in range(n)]
        bi = 0
        leader = (dealer + 1) % n
        trick = []
        won = [0] * n
        plus = [0] * n
        minus = [0] * n
        void = [set() for _ in range(n)]
        skipped = []
        unknown = False
        tricks_seen = 0
        for i, e in enumerate(ev):
            if e["type"] == "bid":
                if e["seat"] != order[bi]:
                    findings.append((di, i, "bid_out_of_turn"))
                bi += 1
                if not (0 <= e["bid"] <= k):
                    findings.append((di, i, "bid_out_of_range"))
                bids[e["seat"]] = e["bid"]
            elif e["type"] == "play":
                s, c = e["seat"], e["card"]
                exp = leader if not trick else (trick[-1][0] + 1) % n
                played = {x[0] for x in trick}
                while exp in played:
                    exp = (exp + 1) % n
                if s != exp and s not in skipped:
                    findings.append((di, i, "out_of_turn"))
                    # seats between exp and s were skipped
                    x = exp
                    while x != s:
                        if x not in played:
                            skipped.append(x)
                        x = (x + 1) % n
                if s in skipped:
                    skipped.remove(s)
                named = e.get("named")
                if c == "WILD" and not named:
                    findings.append((di, i, "wild_without_colour"))
                led = led_colour(trick)
                if hands is not None:
                    if c not in hands[s]:
                        findings.append((di, i, "card_not_in_hand"))
                        hand_for_follow = hands[s]
                    else:
                        hand_for_follow = hands[s]
                    if led and any(colour(x) == led for x in hand_for_follow) and colour(c) != led:
                        if c in ACTIONS:
                            findings.append((di, i, "action_card_while_able_to_follow"))
                        else:
                            findings.append((di, i, "revoke"))
                    if c in hands[s]:
                        hands[s].remove(c)
                else:
                    if led and colour(c) != led:
                        void[s].add((led, i))
                    if colour(c):
                        for (vc, vi) in list(void[s]):
                            if vc == colour(c):
                                findings.append((di, vi, "revoke(proved at %d)" % i))
                                void[s].discard((vc, vi))
                trick.append((s, c, named))
                if len(trick) == n:
                    tricks_seen += 1
                    if stock:
                        w, trump, _eff = resolve(trick, trump, stock)
                    else:
                        # next leader
                        nxt = [x for x in ev[i + 1:] if x["type"] == "play"]
                        w = nxt[0]["seat"] if nxt else None
                        if w is None:
                            unknown = True
                    if w is not None:
                        won[w] += 1
                        plus[w] += sum(1 for _, x, _ in trick if x == "PLUS5")
                        minus[w] += sum(1 for _, x, _ in trick if x == "MINUS5")
                        leader = w
                    trick = []
                    skipped = []
        scores = [score_of(bids[s], won[s], plus[s], minus[s]) if bids[s] is not None else None for s in range(n)]
        if unknown:
            scores_note = "last trick unknown"
        else:
            scores_note = ""
        written = {}
        for i, e in enumerate(ev):
            if e["type"] == "score":
                s = e["party"]
                written[s] = e["points"]
                if not unknown and scores[s] != e["points"]:
                    findings.append((di, i, f"wrong_score seat {s}: {e['points']} vs {scores[s]}"))
        for s in range(n):
            totals[s] += scores[s] if scores[s] is not None else 0
        prev_sheet = list(sheet)
        for s in range(n):
            sheet[s] = sheet[s] + written.get(s, scores[s])
        for i, e in enumerate(ev):
            if e["type"] == "total":
                s = e["party"]
                if e["points"] != totals[s] and e["points"] != sheet[s]:
                    findings.append((di, i, f"wrong_total seat {s}: {e['points']} vs rules {totals[s]} / sheet {sheet[s]}"))
                sheet[s] = e["points"]
        print(f"  deal {di} round {rnd} dealer {dealer} bids {bids} won {won} scores {scores} totals {totals} {scores_note}")
        rnd += 1
        dealer_due = (dealer + 1) % n
    return findings


for p in sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), "*.json"))):
    print(os.path.basename(p))
    f = check(p)
    print("  FINDINGS:", f)
