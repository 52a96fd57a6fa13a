"""Replays the written transcripts from their JSON alone (reusing _gen's card rules) and prints the
fault rounds trick by trick, for EXPECTED.md. Not part of the pinned corpus."""

import json
import sys
from pathlib import Path

from _gen import ACTION, Stock, colour, eff, lead_colour, trick_winner

HERE = Path(__file__).resolve().parent


def replay(path, show_rounds=()):
    d = json.loads(Path(path).read_text())
    n = len(d["players"])
    start = d.get("start", {})
    r0 = start.get("round", 1)
    tot = list(start.get("totals", [0] * n))
    out = []
    for di, dl in enumerate(d["deals"]):
        k = 11 - (r0 + di)
        hands = [list(h) for h in dl["hands"]]
        stock = Stock(dl["talon"])
        trump = stock.turn()
        ev = dl["events"]
        bids = {}
        plays = []
        for i, e in enumerate(ev):
            if e["type"] == "bid":
                bids[e["seat"]] = e["bid"]
            elif e["type"] == "play":
                plays.append((i, e))
        leader = (dl["dealer"] + 1) % n
        tr = [0] * n
        act = [0] * n
        lines = []
        for t in range(k):
            trick = []
            tt = trump
            nt = False
            for j in range(n):
                i, e = plays[t * n + j]
                s, c, nm = e["seat"], e["card"], e.get("named")
                exp_seat = (leader + j) % n
                L = lead_colour(trick)
                flag = ""
                if s != exp_seat:
                    flag += f" OUT-OF-TURN(expected {exp_seat})"
                if L is not None and any(colour(x) == L for x in hands[s]) and eff(c, nm) != L:
                    if c in ACTION:
                        flag += f" ACTION-WHILE-ABLE(led {L}, held {[x for x in hands[s] if colour(x) == L]})"
                    elif colour(c) != L:
                        flag += f" REVOKE(led {L}, held {[x for x in hands[s] if colour(x) == L]})"
                hands[s].remove(c)
                trick.append((s, c, nm))
                if c == "CHANGE":
                    old = tt
                    trump = stock.turn()
                    tt = trump
                    flag += f" [trump {old}->{trump} at once]"
                if c == "NOTRUMP":
                    nt = True
                    tt = None
                    flag += " [no trump this trick]"
                lines.append(f"  ev{i:3d} t{t} seat{s} {c}{'(' + nm + ')' if nm else ''}{flag}")
            w = trick_winner(trick, tt)
            lines.append(f"      -> trick {t} trump {tt} led {lead_colour(trick)}: winner seat {w}")
            tr[w] += 1
            for _s, c, _ in trick:
                act[w] += 5 if c == "PLUS5" else -5 if c == "MINUS5" else 0
            if nt:
                trump = stock.turn()
            leader = w
        sc = [tr[s] + act[s] + (10 if bids[s] == tr[s] else -5) for s in range(n)]
        prev = list(tot)
        tot = [tot[s] + sc[s] for s in range(n)]
        written = [(i, e) for i, e in enumerate(ev) if e["type"] in ("score", "total")]
        if di in show_rounds:
            out.append(
                f"deal {di} (round {r0 + di}, {k} cards, dealer {dl['dealer']}), bids in order "
                f"{[(e['seat'], e['bid']) for e in ev if e['type'] == 'bid']}"
            )
            out += lines
            out.append(f"  tricks {tr} action {act} scores {sc}; totals before {prev} after {tot}")
            for i, e in written:
                s = e["party"]
                good = sc[s] if e["type"] == "score" else tot[s]
                out.append(
                    f"  ev{i} {e['type']} seat{s} {e['points']}{'' if e['points'] == good else '  <-- rules ' + str(good)}"
                )
        else:
            out.append(
                f"deal {di}: bids {[bids[s] for s in range(n)]} tricks {tr} scores {sc} totals {tot} "
                f"written {[(e['type'][0], e['party'], e['points']) for i, e in written]}"
            )
    return "\n".join(out)


if __name__ == "__main__":
    f = sys.argv[1]
    rounds = [int(x) for x in sys.argv[2:]]
    print(replay(HERE / f, rounds))
