#!/usr/bin/env python
"""Crash hunt: the engine must not fail on any input, so throw edited records at it for a while.

Run on demand (never part of the test suite)::

    python bench/crash_hunt.py [--seconds 600] [--games rage,ulti] [--seed 0]

Each case is a simulated clean session of one of the games with one to five edits of the kinds a
hand-written record gets wrong, or a fuzzer invents: a card changed for another of the session's,
a seat or party moved, an event dropped, copied or moved, a dealer changed, two hands trading a
card (or the hands dropped, a play-only record), a number nudged, a field set to an odd value or
deleted. Every verdict is checked for an ``engine_error`` problem (the engine's catch-all for a
bug of its own); a few in twenty are also replayed step by step, as ``arbiter replay`` does. Each
failing case is written, with its traceback, to ``--out`` (default: a temporary directory), and
the exit status is 1 when there was one.
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from replays.sim.games import SIMULATORS  # noqa: E402
from validator.engine.validate import load, steps, validate, verdict_for  # noqa: E402

SIMS = SIMULATORS
ODD: list[Any] = [None, -1, 0, 1, 2, 3, 7, 99, "x", "", [], {}, True, 1.5, "pass", "H", "T", "S", "R", "fold"]


def session_cards(doc: dict[str, Any]) -> list[str]:
    out: list[str] = []
    for d in doc["deals"]:
        for h in d.get("hands") or []:
            out += h
        out += d.get("talon") or []
    return out or ["R1"]


def edit(doc: dict[str, Any], rng: random.Random) -> None:
    """One edit of a random kind, in a random deal (see the module docstring)."""
    cards = session_cards(doc)
    n = len(doc["players"])
    deal = rng.choice(doc["deals"])
    events = deal["events"]
    kind = rng.randrange(8)
    if kind == 0 and events:
        e = rng.choice(events)
        if "card" in e:
            e["card"] = rng.choice(cards)
        elif isinstance(e.get("cards"), list) and e["cards"]:
            e["cards"][rng.randrange(len(e["cards"]))] = rng.choice(cards)
        else:
            e[rng.choice(list(e))] = rng.choice(ODD)
    elif kind == 1 and events:
        e = rng.choice(events)
        for f in ("seat", "party", "from", "to"):
            if f in e:
                e[f] = rng.randrange(n + 1) - (rng.random() < 0.05)
                break
    elif kind == 2 and events:
        del events[rng.randrange(len(events))]
    elif kind == 3 and events:
        events.insert(rng.randrange(len(events) + 1), copy.deepcopy(rng.choice(events)))
    elif kind == 4 and len(events) > 1:
        i, j = rng.randrange(len(events)), rng.randrange(len(events))
        events[i], events[j] = events[j], events[i]
    elif kind == 5:
        deal["dealer"] = rng.randrange(n)
    elif kind == 6 and deal.get("hands"):
        hands = deal["hands"]
        a, b = rng.randrange(len(hands)), rng.randrange(len(hands))
        if hands[a] and hands[b]:
            i, j = rng.randrange(len(hands[a])), rng.randrange(len(hands[b]))
            hands[a][i], hands[b][j] = hands[b][j], hands[a][i]
        elif rng.random() < 0.3:
            deal["hands"] = None
    elif kind == 7 and events:
        e = rng.choice(events)
        keys = [k for k in e if k != "type"]
        if keys:
            f = rng.choice(keys)
            v = e[f]
            if isinstance(v, int) and not isinstance(v, bool):
                e[f] = v + rng.choice([-10, -5, -1, 1, 5, 10])
            elif rng.random() < 0.3:
                e[f] = rng.choice(ODD)
            elif rng.random() < 0.3:
                del e[f]


def failure(doc: dict[str, Any], rng: random.Random) -> str | None:
    """The traceback (or the engine_error message) of a case the engine fails on, else None."""
    try:
        verdict = validate(doc)
        errors = [p for p in verdict.get("problems", []) if p["code"] == "engine_error"]
        if rng.random() < 0.05:  # the terminal replay's road too
            _, replay, _ = steps(doc)
            for _ in replay or ():
                pass
    except Exception:  # noqa: BLE001 - validate() promises not to raise: that is the finding
        return traceback.format_exc()
    if not errors:
        return None
    try:  # validate() caught it: run the replay again without the catch-all, for the traceback
        session, game, _ = load(doc)
        if session is not None and game is not None:
            verdict_for(doc, session, game)
    except Exception:  # noqa: BLE001
        return traceback.format_exc()
    return str(errors)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--seconds", type=float, default=600)
    p.add_argument("--games", default=",".join(SIMS), help="comma-separated (default: all)")
    p.add_argument("--seed", type=int, default=0, help="the first of the 8 simulated sessions a game")
    p.add_argument("--out", type=Path, default=None, help="where failing cases go")
    args = p.parse_args(argv)
    games = args.games.split(",")
    unknown = [g for g in games if g not in SIMS]
    if unknown:
        p.error(f"unknown game(s) {unknown}; one of {list(SIMS)}")
    out = args.out or Path(tempfile.mkdtemp(prefix="arbiter-crash-"))
    out.mkdir(parents=True, exist_ok=True)
    bases = {g: [SIMS[g](s) for s in range(args.seed, args.seed + 8)] for g in games}
    rng = random.Random(args.seed)
    deadline = time.monotonic() + args.seconds
    cases = failed = 0
    while time.monotonic() < deadline:
        game = rng.choice(games)
        doc = copy.deepcopy(rng.choice(bases[game]))
        for _ in range(rng.choice([1, 1, 2, 3, 5])):
            edit(doc, rng)
        cases += 1
        why = failure(doc, rng)
        if why is not None:
            failed += 1
            path = out / f"{game}-{args.seed}-{failed}.json"
            path.write_text(json.dumps({"transcript": doc, "failure": why}, indent=1), encoding="utf-8")
            print(f"engine failure: {path}", flush=True)
    print(f"{cases} edited records of {', '.join(games)}: {failed} engine failure(s)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
