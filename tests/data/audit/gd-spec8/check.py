"""gd-spec8: my blind mini-checker (my reading of the source, not the engine).  Lists every
irregularity it sees in a transcript, so EXPECTED.md can be checked against the files.

python3 check.py FILE...
"""

import json
import sys

from model import is_trump, legal, suit, trick_winner

ORDER = ["three", "bottom", "top", "two", "one", "solo"]


def check(t):
    n = len(t["players"])
    out = []
    prev_dealer = None
    for di, d in enumerate(t["deals"]):
        dealer = d["dealer"]
        if prev_dealer is not None and dealer != (prev_dealer + 1) % n:
            out.append((di, None, "wrong_dealer", f"{dealer} after {prev_dealer}"))
        prev_dealer = dealer
        hands = d["hands"]
        ev = d["events"]
        if hands is not None:
            active = [s for s in [(dealer + k) % n for k in range(1, n + 1)] if hands[s]]
        else:
            seen = []
            for e in ev:
                if e["type"] == "bid" and e["seat"] not in seen:
                    seen.append(e["seat"])
            order = [(dealer + k) % n for k in range(1, n + 1)]
            active = [s for s in order if s in seen or any(x["type"] == "play" and x["seat"] == s for x in ev)]
        # auction order: forehand first, then around; a passer drops out
        bids = [(i, e) for i, e in enumerate(ev) if e["type"] == "bid"]
        live = list(active)
        pos = 0
        best = None
        for i, e in bids:
            want = live[pos % len(live)] if live else None
            if e["seat"] != want:
                out.append((di, i, "bid_out_of_turn", f"seat {e['seat']} spoke, turn of {want}"))
                pos = live.index(e["seat"]) if e["seat"] in live else pos
            b = e["bid"]
            if b in ("pass", "pass_volat"):
                live.remove(e["seat"])
                pos = pos % max(1, len(live))
                continue
            if b in ORDER:
                best = (e["seat"], b)
            elif b == "hold":
                best = (e["seat"], best[1])
            pos = (pos + 1) % len(live)
        if best is None:
            continue
        decl = best[0]
        # announcements: declarer first, helpers after; no announcement after the helpers'
        anns = [(i, e) for i, e in enumerate(ev) if e["type"] == "announce"]
        said_ok = set()
        for i, e in anns:
            if e["seat"] == decl and said_ok:
                out.append((di, i, "announce_out_of_turn", "declarer announces after the helpers' dobrze (par. 25)"))
            if e["seat"] != decl:
                said_ok.add(e["seat"])
        # play
        cur = {s: list(hands[s]) for s in active} if hands is not None else None
        if cur is not None:
            for e in ev:
                if e["type"] == "take":
                    cur[e["seat"]] += e["cards"]
                if e["type"] == "discard":
                    for c in e["cards"]:
                        if c in cur[e["seat"]]:
                            cur[e["seat"]].remove(c)
        leader = active[0]
        trick = []
        void = {s: set() for s in active}
        for i, e in enumerate(ev):
            if e["type"] != "play":
                continue
            s, c = e["seat"], e["card"]
            want = active[(active.index(leader) + len(trick)) % 3]
            if s != want:
                out.append((di, i, "out_of_turn", f"seat {s} played, turn of {want}"))
            if cur is not None:
                if c not in cur[s]:
                    out.append((di, i, "card_not_in_hand", f"{c} not held by {s}"))
                else:
                    if trick and c not in legal(cur[s], trick):
                        out.append((di, i, "revoke", f"{c} to {trick[0][1]} holding {cur[s]}"))
                    cur[s].remove(c)
            else:
                if trick:
                    led = suit(trick[0][1])
                    if suit(c) != led:
                        void[s].add(led)
                        if not is_trump(c):
                            void[s].add("T")
                if suit(c) in void[s]:
                    out.append((di, i, "revoke(provable later)", f"{s} showed void in {suit(c)}"))
            trick.append((s, c))
            if len(trick) == 3:
                leader = trick_winner(trick)
                trick = []
    return out


if __name__ == "__main__":
    for f in sys.argv[1:]:
        print("==", f)
        for r in check(json.load(open(f))):
            print("  ", r)
