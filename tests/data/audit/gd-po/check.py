"""Independent replay of the gd-po files: turn order, follow rules, duplicates (plays only)."""
import json, sys
from pathlib import Path
from model import is_tarock, suit, winner_index, legal

for f in sorted(Path(__file__).parent.glob("[0-9]*.json")):
    t = json.loads(f.read_text())
    n = len(t["players"])
    for di, d in enumerate(t["deals"]):
        ev = d["events"]
        plays = [(i, e) for i, e in enumerate(ev) if e["type"] == "play"]
        seen, finds = {}, []
        active = [(d["dealer"] + 1 + k) % n for k in range(n)]
        if n == 4:
            active = [s for s in active if s != d["dealer"]]
        leader = active[0]
        byseat = {s: [e["card"] for _, e in plays if e["seat"] == s] for s in active}
        pos = {s: 0 for s in active}
        for k in range(0, len(plays), 3):
            tr = plays[k:k + 3]
            exp = [active[(active.index(leader) + j) % 3] for j in range(3)]
            cards = []
            for j, (i, e) in enumerate(tr):
                if e["seat"] != exp[j]:
                    finds.append((di, i, "out_of_turn"))
                c = e["card"]
                if c in seen:
                    finds.append((di, i, "dup"))
                seen[c] = i
                hand = byseat[e["seat"]][pos[e["seat"]]:]
                if c not in legal(hand, cards):
                    finds.append((di, i, "illegal_vs_later_plays"))
                pos[e["seat"]] += 1
                cards.append(c)
            if len(tr) == 3:
                leader = tr[winner_index(cards)][1]["seat"]
        for tk in ("talon",):
            for c in d.get("talon") or []:
                pass
        print(f.name, di, len(plays), finds)
