"""Second, record-side check of the rage-spec5 files (no engine): replays every transcript from
its own JSON (hands, or plays when hands are null; the stock when kept) and prints, per deal,
the dealer, bid order, trumps, trick winners and scores it finds, and every recorded score or
total that disagrees with the replay.  Used to double-check generate.py's output."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from model import colour, trick_winner

HERE = Path(__file__).parent


def replay(path: Path) -> None:
    t = json.loads(path.read_text(encoding="utf-8"))
    n = len(t["players"])
    start = t.get("start") or {}
    tot = list(start.get("totals") or [0] * n)
    rnd = start.get("round", 1)
    print(f"== {path.name}  rules={t.get('rules')}  start={start}")
    prev_dealer = None
    sheet = list(tot)
    for di, dl in enumerate(t["deals"]):
        cards = 11 - rnd
        ev = dl["events"]
        plays = [(i, e) for i, e in enumerate(ev) if e["type"] == "play"]
        bids = {e["seat"]: e["bid"] for e in ev if e["type"] == "bid"}
        order = [e["seat"] for e in ev if e["type"] == "bid"]
        exp_dealer = None if prev_dealer is None else (prev_dealer + 1) % n
        flag = "" if exp_dealer in (None, dl["dealer"]) else f"  DEALER expected {exp_dealer}"
        talon = dl.get("talon") or []
        pos = 0

        def turn(talon=talon):
            nonlocal pos
            while pos < len(talon):
                c = talon[pos]
                pos += 1
                if colour(c):
                    return colour(c)
            return "?"

        trump = turn() if talon else "?"
        leader = (dl["dealer"] + 1) % n
        tricks = [0] * n
        pm = [0] * n
        winners = []
        trumps = []
        oot = []
        k = 0
        complete = len(plays) == n * cards
        while k + n <= len(plays):
            trick = [(e["seat"], e["card"], e.get("named")) for _, e in plays[k : k + n]]
            if trick[0][0] != leader:
                oot.append((plays[k][0], trick[0][0], leader))
            nt = False
            for _, c, _ in trick:
                if c == "CHANGE":
                    trump = turn() if talon else "?"
                if c == "NOTRUMP":
                    nt = True
            tr = None if nt else trump
            w = trick_winner(trick, tr) if tr != "?" else None
            trumps.append(tr)
            winners.append(w)
            if w is not None:
                tricks[w] += 1
                for _, c, _ in trick:
                    pm[w] += 5 if c == "PLUS5" else -5 if c == "MINUS5" else 0
            if nt:
                trump = turn() if talon else "?"
            # the next leader is the next trick's first player when trump unknown
            if k + n < len(plays):
                nxt = plays[k + n][1]["seat"]
                if w is not None and nxt != w:
                    pass
                leader = w if w is not None else nxt
            k += n
        scores = None
        if complete and None not in winners:
            scores = [
                tricks[s] + pm[s] + (10 if bids.get(s) == tricks[s] else -5) for s in range(n)
            ]
        print(
            f" deal {di} r{rnd} cards {cards} dealer {dl['dealer']}{flag} bids-order {order} "
            f"bids {[bids.get(s) for s in range(n)]} trumps {trumps} winners {winners} "
            f"tricks {tricks if scores else '-'} scores {scores} plays {len(plays)}"
        )
        if oot:
            print("   lead out of turn:", oot)
        wrote_score = {e["party"]: e["points"] for e in ev if e["type"] == "score"}
        wrote_total = {e["party"]: (i, e["points"]) for i, e in enumerate(ev) if e["type"] == "total"}
        if scores:
            for s in range(n):
                if s in wrote_score and wrote_score[s] != scores[s]:
                    print(f"   score seat {s}: written {wrote_score[s]} rules {scores[s]}")
            newtot = [a + b for a, b in zip(tot, scores, strict=True)]
            for s in range(n):
                res = wrote_score.get(s, scores[s])
                if s in wrote_total:
                    i, v = wrote_total[s]
                    if v != newtot[s] and v != sheet[s] + res:
                        print(f"   total seat {s} (event {i}): written {v} rules {newtot[s]} sheet {sheet[s] + res}")
                    sheet[s] = v
                else:
                    sheet[s] += res
            tot = newtot
        prev_dealer = dl["dealer"]
        rnd += 1
    print(" final totals by the rules:", tot, "sheet:", sheet)


if __name__ == "__main__":
    files = sys.argv[1:] or sorted(str(p) for p in HERE.glob("*.json") if p.name != "figures.out")
    for f in files:
        replay(Path(f))
