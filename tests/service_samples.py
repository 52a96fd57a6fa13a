"""Rage transcripts for the service tests, built with the engine as the oracle.

Not a simulator (that lives in replays/sim/): the deal is shuffled from a seed, and each
bid and play is the first candidate the engine accepts without a violation at that event.
"""

from __future__ import annotations

import copy
import random
from typing import Any

from validator.engine.games import GAMES
from validator.engine.validate import validate

COLOURS = "RBGYPO"


def _ok_at(doc: dict[str, Any], event: int) -> bool:
    verdict = validate(doc)
    if verdict["status"] == "rejected":
        return False
    return not any(
        a["event"] == event and a["severity"] == "violation"
        for d in verdict["deals"]
        for a in d["annotations"]
    )


def rage_transcript(seed: int = 1, players: int = 3, cards: int = 3) -> dict[str, Any]:
    """A one-deal Rage session of round ``11 - cards`` (``cards`` cards each), clean by the engine."""
    rng = random.Random(seed)
    deck = [c.code for c in GAMES["rage"].deck.full()]
    rng.shuffle(deck)
    hands = [deck[i * cards : (i + 1) * cards] for i in range(players)]
    talon = deck[players * cards :]
    dealer = rng.randrange(players)
    doc: dict[str, Any] = {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": {"preset": "standard"},
        "players": [f"P{i}" for i in range(players)],
        "start": {"round": 11 - cards, "totals": [0] * players},
        "meta": {"source": f"tests/service_samples.py seed {seed}"},
        "deals": [{"dealer": dealer, "hands": hands, "talon": talon, "events": []}],
    }
    events: list[dict[str, Any]] = doc["deals"][0]["events"]
    # bids, from the dealer's left
    for k in range(players):
        seat = (dealer + 1 + k) % players
        for bid in [rng.randrange(cards + 1), *range(cards + 1)]:
            events.append({"type": "bid", "seat": seat, "bid": bid})
            if _ok_at(doc, len(events) - 1):
                break
            events.pop()
        else:
            raise AssertionError("no legal bid found")
    remaining = [list(h) for h in hands]
    for _ in range(players * cards):
        placed = False
        for seat in range(players):
            for card in sorted(set(remaining[seat]), key=lambda _c: rng.random()):
                ev: dict[str, Any] = {"type": "play", "seat": seat, "card": card}
                if card == "WILD":
                    ev["named"] = rng.choice(COLOURS)
                events.append(ev)
                if _ok_at(doc, len(events) - 1):
                    remaining[seat].remove(card)
                    placed = True
                    break
                events.pop()
            if placed:
                break
        if not placed:
            raise AssertionError("no legal play found")
    return doc


def with_score(doc: dict[str, Any]) -> dict[str, Any]:
    """The transcript with the engine's own round scores recorded as ``score`` events."""
    out = copy.deepcopy(doc)
    verdict = validate(out)
    expected = verdict["deals"][0]["settlement"]["expected"]
    for party, points in expected.items():
        out["deals"][0]["events"].append({"type": "score", "party": int(party), "points": points})
    return out
