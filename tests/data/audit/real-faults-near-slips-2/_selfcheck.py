"""Blind self-check: replay each transcript with the generator's own rules and list the faults found
(card not in hand, out of turn by the strict rotation, revoke against the written led suit)."""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import _gen as G  # noqa: E402

HERE = Path(__file__).parent


def game_for(doc, deal):
    g = doc["game"]
    if g == "rage":
        return G.Rage(deal["talon"][0][0]), 4
    if g == "danish-tarok":
        return G.Danish(), 3
    if g == "galician-tarok":
        return G.Galician(), 3
    if g == "ulti":
        tr = [e for e in deal["events"] if e["type"] == "announce"][0]["items"][0]["suit"]
        return G.Ulti(tr), 3
    return G.Taro(), (4 if "ottocento" in g else 3)


for f in sorted(HERE.glob("[0-9][0-9]-*.json")):
    doc = json.loads(f.read_text())
    out = []
    for di, deal in enumerate(doc["deals"]):
        g, n = game_for(doc, deal)
        hands = {s: list(h) for s, h in enumerate(deal["hands"])}
        for e in deal["events"]:
            if e["type"] == "take":
                hands[e["seat"]] += e["cards"]
            if e["type"] == "discard":
                for c in e["cards"]:
                    hands[e["seat"]].remove(c)
        trick = []
        leader = None
        for i, e in enumerate(deal["events"]):
            if e["type"] != "play":
                continue
            s, c = e["seat"], e["card"]
            if leader is None:
                leader = s
            due = (leader + len(trick)) % n
            if s != due:
                out.append((di, i, "out_of_turn?"))
            if c not in hands[s]:
                out.append((di, i, "card_not_in_hand"))
            else:
                if trick and c not in g.legal(hands[s], trick):
                    out.append((di, i, "revoke"))
                hands[s].remove(c)
            trick.append((s, c))
            if len(trick) == n:
                leader = g.winner(trick)
                trick = []
    print(f.name, out)
