"""Play-only records (``"hands": null``), one clean and one faulty per game.

Each record is the first deal of the game's ``examples/<game>/clean*.json`` written as an app
that logs only the plays (plus the auction, discards and the score sheet) would write it: no
hands, no talon/stock/widow.  The faulty twin plants one fault the plays alone prove:

- a revoke proved by a void shown earlier: a seat that followed suit X with ``x`` in trick i
  and later discarded ``d`` (off-suit, not a trump) in trick j has the two cards swapped, so
  it shows void in X at trick i and plays ``x`` in trick j.  Neither card wins its trick, both
  have the same card-point value, and the seat plays no trump from trick i on, so nothing
  else changes.
- a card played twice: a follow below the led card replaced by another card below it, of the
  led colour, played before (Rage).
- a wrong score or payment: one recorded figure changed.

Usage: python _gen.py [seed]   (the seed picks among the candidate swaps/cards)
"""

import copy
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
EXAMPLES = HERE.parents[3] / "examples"

SPECIAL = {"JOKER", "SKIZ", "MATTO", "FOOL"}

RANKS = {
    # high -> low, suit cards only
    "danish-tarok": {
        "H": "K Q N J 1 2 3 4 5 6 7 8 9 10",
        "D": "K Q N J 1 2 3 4 5 6 7 8 9 10",
        "S": "K Q N J 10 9 8 7 6 5 4 3 2 1",
        "C": "K Q N J 10 9 8 7 6 5 4 3 2 1",
    },
    "galician-tarok": {s: "K Q N J 1 10" for s in "HDSC"},
    "ulti": {s: "A 10 K Q J 9 8 7" for s in "HDSC"},
    "tarocchini-terziglio": {
        "S": "K Q N J 10 9 8 7 6 1",
        "B": "K Q N J 10 9 8 7 6 1",
        "C": "K Q N J 1 6 7 8 9 10",
        "D": "K Q N J 1 6 7 8 9 10",
    },
    "tarocchini-ottocento": {
        "S": "K Q N J 10 9 8 7 6 1",
        "B": "K Q N J 10 9 8 7 6 1",
        "C": "K Q N J 1 6 7 8 9 10",
        "D": "K Q N J 1 6 7 8 9 10",
    },
}


TRUMP_SUIT = {"ulti": "H"}  # the example's red ulti: hearts are trumps
GAME = [None]


def suit(card):
    if card in SPECIAL:
        return "*"
    if card[0] == "T" and card[1:].isdigit():
        return "T"
    if TRUMP_SUIT.get(GAME[0]) == card[-1]:
        return "T"
    return card[-1]


def rank(card):
    return card[:-1]


def value(game, card):
    r = rank(card)
    if game == "ulti":
        return 10 if r in ("A", "10") else 0
    if game.startswith("tarocchini") and r == "1":
        return 99  # an ace counts in combinations: never swapped
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(r, 1)


def tricks(plays, n):
    return [plays[k : k + n] for k in range(0, len(plays), n)]


def wins_suitwise(game, trick, idx):
    """True when trick[idx] could be the winning card (no trump and highest of the led suit)."""
    led = suit(trick[0]["card"])
    if any(suit(p["card"]) in ("T", "*") for p in trick):
        return True  # be safe: tricks with trumps or specials are not used
    order = RANKS[game][led].split()
    best = min((p for p in trick if suit(p["card"]) == led), key=lambda p: order.index(rank(p["card"])))
    return best is trick[idx]


def load(game, name="clean.json"):
    d = json.loads((EXAMPLES / game / name).read_text(encoding="utf-8"))
    d["deals"] = d["deals"][:1]
    deal = d["deals"][0]
    deal["hands"] = None
    deal.pop("talon", None)
    d["meta"] = {"source": f"examples/{game}/{name}, deal 0, written play-only"}
    return d


def swap_candidates(game, deal, n):
    ev = deal["events"]
    plays = [e for e in ev if e["type"] == "play"]
    tr = tricks(plays, n)
    out = []
    for i, ti in enumerate(tr):
        for a in range(1, n):
            s = ti[a]["seat"]
            x = ti[a]["card"]
            X = suit(ti[0]["card"])
            if suit(x) != X or X in ("T", "*") or wins_suitwise(game, ti, a):
                continue
            # s plays no trump or special from trick i on
            later = [p for t in tr[i:] for p in t if p["seat"] == s]
            if any(suit(p["card"]) in ("T", "*") for p in later):
                continue
            for j in range(i + 1, len(tr)):
                tj = tr[j]
                Y = suit(tj[0]["card"])
                # no trick between i and j led with X
                if any(suit(tr[k][0]["card"]) == X for k in range(i + 1, j + 1)):
                    break
                for b in range(1, n):
                    if tj[b]["seat"] != s:
                        continue
                    dcard = tj[b]["card"]
                    D = suit(dcard)
                    if D in ("T", "*", X, Y) or Y in ("*",):
                        continue
                    if any(suit(p["card"]) in ("*",) for p in ti + tj):
                        continue
                    if value(game, dcard) != value(game, x) or value(game, x) == 99:
                        continue
                    out.append((ti[a], tj[b]))
    return out


def plant_revoke(d, n, rng):
    game = d["game"]
    GAME[0] = game
    deal = d["deals"][0]
    cands = swap_candidates(game, deal, n)
    assert cands, game
    pi, pj = rng.choice(cands)
    x, dcard = pi["card"], pj["card"]
    pi["card"], pj["card"] = dcard, x
    ev = deal["events"]
    return {
        "fault": "revoke",
        "seat": pi["seat"],
        "event_revoke": ev.index(pi),
        "event_proof": ev.index(pj),
        "revoke_card": dcard,
        "held_card": x,
        "candidates": len(cands),
    }


def plant_twice(d, n, rng):
    """Rage: a follow replaced by a lower card of the led colour that was played before."""
    deal = d["deals"][0]
    ev = deal["events"]
    plays = [e for e in ev if e["type"] == "play"]
    tr = tricks(plays, n)
    seen = []
    cands = []
    for t in tr:
        led = t[0]["card"]
        for k, p in enumerate(t[1:], 1):
            c = p["card"]
            if c[0] != led[0] or not (c[1:].isdigit() and led[1:].isdigit()):
                continue
            if int(c[1:]) >= int(led[1:]):
                continue
            for e in seen + [q["card"] for q in t[:k]]:
                if e != c and e[0] == led[0] and e[1:].isdigit() and int(e[1:]) < int(led[1:]):
                    cands.append((p, e))
        seen.extend(p["card"] for p in t)
    p, e = rng.choice(cands)
    orig = p["card"]
    p["card"] = e
    return {
        "fault": "card_played_twice",
        "seat": p["seat"],
        "event": ev.index(p),
        "card": e,
        "replaced": orig,
    }


def change_figure(d, kind, pred, delta):
    deal = d["deals"][0]
    for k, e in enumerate(deal["events"]):
        if e["type"] == kind and pred(e):
            key = "amount" if kind == "payment" else "points"
            old = e[key]
            e[key] = old + delta
            return {"fault": f"wrong_{kind}", "event": k, "old": old, "new": e[key]}
    raise AssertionError(kind)


def main(seed=7):
    rng = random.Random(seed)
    files = {}
    log = {}

    d = load("danish-tarok")
    files["01-danish-clean.json"] = copy.deepcopy(d)
    log["02-danish-revoke.json"] = plant_revoke(d, 3, rng)
    files["02-danish-revoke.json"] = d

    d = load("rage")
    files["03-rage-clean.json"] = copy.deepcopy(d)
    log["04-rage-card-twice.json"] = plant_twice(d, 4, rng)
    files["04-rage-card-twice.json"] = d

    d = load("galician-tarok")
    files["05-galician-clean.json"] = copy.deepcopy(d)
    log["06-galician-wrong-payment.json"] = change_figure(
        d, "payment", lambda e: e.get("reason") == "game" and e["to"] == 1, -40
    )
    files["06-galician-wrong-payment.json"] = d

    d = load("ulti", "clean-trump.json")
    files["07-ulti-clean.json"] = copy.deepcopy(d)
    log["08-ulti-wrong-payment.json"] = change_figure(
        d, "payment", lambda e: e.get("reason") == "party" and e["to"] == 0, 2
    )
    files["08-ulti-wrong-payment.json"] = d

    d = load("tarocchini-ottocento")
    files["09-ottocento-clean.json"] = copy.deepcopy(d)
    log["10-ottocento-revoke.json"] = plant_revoke(d, 4, rng)
    files["10-ottocento-revoke.json"] = d

    d = load("tarocchini-terziglio")
    files["11-terziglio-clean.json"] = copy.deepcopy(d)
    log["12-terziglio-wrong-score.json"] = change_figure(d, "score", lambda e: e["party"] == 2, 1)
    files["12-terziglio-wrong-score.json"] = d

    for name, obj in files.items():
        (HERE / name).write_text(json.dumps(obj, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    (HERE / "_plants.txt").write_text(
        "\n".join(f"{k}: {json.dumps(v)}" for k, v in log.items()) + "\n", encoding="utf-8"
    )
    for k, v in log.items():
        print(k, v)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
