"""Audit round one-slip-settlement: one recording slip in the settlement of a legal session.

Rage sessions are generated here from the Czech source's rules (seedable).  The other five games
take the plays of the project's clean example sessions (examples/<game>/clean*.json) as the legal
base and alter only the settlement events (see EXPECTED.md for why and what was checked).

Run from the worktree root:  python tests/data/audit/one-slip-settlement/_gen.py [SEED]
"""

import copy
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[3]
SEED = int(sys.argv[1]) if len(sys.argv) > 1 else 20261130

# ----------------------------------------------------------------------------------- Rage
COLOURS = "RBGYPO"


def rage_deck():
    deck = [f"{c}{v}" for c in COLOURS for v in range(16)]
    deck += ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
    return deck


def colour(card):
    return card[0] if card[0] in COLOURS and card[1:].isdigit() else None


def value(card):
    return int(card[1:])


def rage_round(rng, n_players, rnd, dealer):
    """One round by the source: 11-rnd cards each, the stock's top card turned for trumps."""
    ncards = 11 - rnd
    while True:
        deck = rage_deck()
        rng.shuffle(deck)
        # only colour cards and the two scoring action cards (+5/-5) in the hands: no joker,
        # no-trump or change-trump, so the turned trump stays for the whole round
        pool = [c for c in deck if colour(c) or c in ("PLUS5", "MINUS5")]
        hands = [pool[i * ncards : (i + 1) * ncards] for i in range(n_players)]
        dealt = [c for h in hands for c in h]
        rest = list(deck)
        for c in dealt:
            rest.remove(c)
        if colour(rest[0]):  # the turned card is a colour card: no further turning
            break
    trump = colour(rest[0])
    events = []
    first = (dealer + 1) % n_players  # "Levý soused hráče, který rozdával karty"
    bids = {}
    for k in range(n_players):
        s = (first + k) % n_players
        bids[s] = rng.randint(0, min(ncards, 2))
        events.append({"type": "bid", "seat": s, "bid": bids[s]})
    held = [list(h) for h in hands]
    tricks = [0] * n_players
    bonus = [0] * n_players
    leader = first
    for _ in range(ncards):
        trick = []
        for k in range(n_players):
            s = (leader + k) % n_players
            led = next((colour(c) for _, c in trick if colour(c)), None)
            if not trick:
                options = [c for c in held[s] if colour(c)] or list(held[s])
            elif led and any(colour(c) == led for c in held[s]):
                options = [c for c in held[s] if colour(c) == led]  # "Musí přitom přiznat barvu"
            else:
                options = list(held[s])
            card = rng.choice(sorted(options))
            held[s].remove(card)
            trick.append((s, card))
            events.append({"type": "play", "seat": s, "card": card})
        led = next((colour(c) for _, c in trick if colour(c)), None)
        trumps = [(value(c), s) for s, c in trick if colour(c) == trump]
        if trumps:
            winner = max(trumps)[1]
        elif led:
            winner = max((value(c), s) for s, c in trick if colour(c) == led)[1]
        else:
            winner = trick[0][0]
        tricks[winner] += 1
        for _, c in trick:
            bonus[winner] += 5 if c == "PLUS5" else -5 if c == "MINUS5" else 0
        leader = winner
    scores = []
    for s in range(n_players):
        # one point a trick, +10 for the bid made, -5 for the bid missed, +/-5 per +5/-5 card
        scores.append(tricks[s] + (10 if bids[s] == tricks[s] else -5) + bonus[s])
    return {"dealer": dealer, "hands": hands, "talon": rest, "events": events}, scores


def rage_session(seed, start_round=7, start_totals=(12, -4, 7), first_dealer=2):
    rng = random.Random(seed)
    n = len(start_totals)
    totals = list(start_totals)
    deals, all_scores, all_totals = [], [], []
    for k, rnd in enumerate(range(start_round, 11)):
        deal, scores = rage_round(rng, n, rnd, (first_dealer + k) % n)
        totals = [t + s for t, s in zip(totals, scores, strict=True)]
        for s in range(n):
            deal["events"].append({"type": "score", "party": s, "points": scores[s]})
        for s in range(n):
            deal["events"].append({"type": "total", "party": s, "points": totals[s]})
        deals.append(deal)
        all_scores.append(scores)
        all_totals.append(list(totals))
    doc = {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": {"preset": "standard"},
        "players": ["Anička", "Bohouš", "Katka"],
        "start": {"round": start_round, "totals": list(start_totals)},
        "deals": deals,
    }
    return doc, all_scores, all_totals


def find(deal, **kw):
    return next(i for i, e in enumerate(deal["events"]) if all(e.get(k) == v for k, v in kw.items()))


def pick_deal_with_distinct(scores, a, b):
    return next(k for k, sc in enumerate(scores) if sc[a] != sc[b] and k > 0)


# ------------------------------------------------------------------------- example bases
def example(game, name):
    return json.loads((ROOT / "examples" / game / name).read_text(encoding="utf-8"))


def rotate_deal(deal, k, n):
    """The same deal with every seat moved on by k (order of play kept)."""
    d = copy.deepcopy(deal)
    d["dealer"] = (deal["dealer"] + k) % n
    if deal.get("hands") is not None:
        d["hands"] = [None] * n
        for s in range(n):
            d["hands"][(s + k) % n] = deal["hands"][s]
    for e in d["events"]:
        for f in ("seat", "from", "to", "party"):
            if isinstance(e.get(f), int):
                e[f] = (e[f] + k) % n
    return d


def nets(deal, n):
    out = [0] * n
    for e in deal["events"]:
        if e["type"] == "payment":
            if isinstance(e["from"], int):
                out[e["from"]] -= e["amount"]
            if isinstance(e["to"], int):
                out[e["to"]] += e["amount"]
    return out


FILES = {}


def emit(name, doc, expected, note):
    doc.setdefault("meta", {})
    doc["meta"] = {"audit": "one-slip-settlement", "slip": note, "expected": expected}
    FILES[name] = doc


def build():
    # ---- Rage ------------------------------------------------------------------------
    doc, scores, totals = rage_session(SEED)
    k = pick_deal_with_distinct(scores, 0, 1)
    d = doc["deals"][k]
    i0, i1 = find(d, type="score", party=0), find(d, type="score", party=1)
    d["events"][i0]["points"], d["events"][i1]["points"] = scores[k][1], scores[k][0]
    emit(
        "01-rage-score-lines-swapped.json",
        doc,
        [[k, i0, "wrong_score"], [k, i1, "wrong_score"]],
        f"deal {k}: seats 0 and 1's round scores written on each other's line; totals by the rules",
    )

    doc, scores, totals = rage_session(SEED + 1)
    k = next(j for j in range(1, 4) if totals[j][1] != totals[j][2])
    d = doc["deals"][k]
    i1 = find(d, type="total", party=1)
    d["events"][i1]["party"] = 2  # seat 1's running total written on seat 2's line
    emit(
        "02-rage-total-for-wrong-seat.json",
        doc,
        [[k, i1, "wrong_total"]],
        f"deal {k}: seat 1's running total {totals[k][1]} written for seat 2 (seat 2's own follows)",
    )

    doc, scores, totals = rage_session(SEED + 2)
    k = next(j for j in (2, 3) if scores[j - 1][0] != 0)
    d = doc["deals"][k]
    i0 = find(d, type="total", party=0)
    wrong = totals[k - 2][0] + scores[k][0]
    d["events"][i0]["points"] = wrong  # deal k-1's score skipped: carried from two deals back
    for j in range(k + 1, len(doc["deals"])):  # the sheet goes on from its own figure
        wrong += scores[j][0]
        dj = doc["deals"][j]
        dj["events"][find(dj, type="total", party=0)]["points"] = wrong
    emit(
        "03-rage-total-from-two-deals-back.json",
        doc,
        [[k, i0, "wrong_total"]],
        f"deal {k}: seat 0's total = total after deal {k - 2} + this round's score"
        " (deal k-1 skipped); later totals carried on from the wrong figure",
    )

    doc, scores, totals = rage_session(SEED + 3)
    d = doc["deals"][1]
    del d["events"][find(d, type="score", party=2)]
    emit(
        "04-rage-score-line-left-out.json",
        doc,
        [],
        "deal 1: seat 2's round score line not written; totals written and right",
    )

    # ---- Ulti -------------------------------------------------------------------------
    trump = example("ulti", "clean-trump.json")
    betli = example("ulti", "clean-no-trump.json")
    base = {k: v for k, v in trump.items() if k not in ("deals", "meta")}

    doc = copy.deepcopy(base)
    doc["deals"] = [copy.deepcopy(trump["deals"][0])]
    d = doc["deals"][0]
    i = find(d, type="payment", **{"from": 0, "to": 1, "reason": "ulti"})
    d["events"][i]["from"], d["events"][i]["to"] = 1, 0
    emit(
        "05-ulti-payment-from-to-swapped.json",
        doc,
        [[0, i, "wrong_payment"]],
        "Anna's 8 for Béla's red ulti written as Béla paying Anna",
    )

    doc = copy.deepcopy(base)
    doc["deals"] = [copy.deepcopy(trump["deals"][0]), rotate_deal(betli["deals"][0], 1, 3)]
    i = find(doc["deals"][0], type="payment", **{"from": 2, "to": 1, "reason": "ulti"})
    late = doc["deals"][0]["events"].pop(i)
    doc["deals"][1]["events"].insert(0, late)
    emit(
        "06-ulti-payment-one-deal-late.json",
        doc,
        [[1, 0, "wrong_payment"]],
        "deal 0's Csilla->Béla 8 (ulti) written at the head of deal 1",
    )

    doc = copy.deepcopy(base)
    doc["deals"] = [
        copy.deepcopy(trump["deals"][0]),
        rotate_deal(betli["deals"][0], 1, 3),
        rotate_deal(trump["deals"][0], 2, 3),
    ]
    run = [0, 0, 0]
    hist = []
    for d in doc["deals"]:
        run = [a + b for a, b in zip(run, nets(d, 3), strict=True)]
        hist.append(list(run))
        for s in range(3):
            d["events"].append({"type": "total", "party": s, "points": run[s]})
    d = doc["deals"][2]
    i = find(d, type="total", party=1)
    d["events"][i]["points"] = hist[0][1] + (hist[2][1] - hist[1][1])
    emit(
        "07-ulti-total-from-two-deals-back.json",
        doc,
        [[2, i, "wrong_total"]],
        f"deal 2: Béla's total = his total after deal 0 + deal 2's net ({hist[0][1]} + "
        f"{hist[2][1] - hist[1][1]}), deal 1 skipped; right: {hist[2][1]}",
    )

    # ---- Danish Tarok ------------------------------------------------------------------
    dk = example("danish-tarok", "clean.json")
    doc = copy.deepcopy(dk)
    d = doc["deals"][0]
    i = find(d, type="payment", **{"from": 1, "to": 2, "reason": "last_trick"})
    d["events"][i]["from"], d["events"][i]["to"] = 2, 1
    emit(
        "08-danish-payment-from-to-swapped.json",
        doc,
        [[0, i, "wrong_payment"]],
        "deal 0: Bartek's 20 to Celina for the last trick written as Celina paying Bartek",
    )

    doc = copy.deepcopy(dk)
    i = find(doc["deals"][1], type="payment", **{"from": 0, "to": 1, "reason": "pagat_trick"})
    late = doc["deals"][1]["events"].pop(i)
    doc["deals"][2]["events"].insert(0, late)
    emit(
        "09-danish-payment-one-deal-late.json",
        doc,
        [[2, 0, "wrong_payment"]],
        "deal 1's Agnieszka->Bartek 5 (pagat_trick) written at the head of deal 2",
    )

    # ---- Galician Tarok ----------------------------------------------------------------
    gk = example("galician-tarok", "clean.json")
    doc = copy.deepcopy(gk)
    d = doc["deals"][1]
    i = find(d, type="payment", **{"from": 0, "to": 2, "reason": "game"})
    d["events"][i]["from"], d["events"][i]["to"] = 2, 0
    emit(
        "10-galician-payment-from-to-swapped.json",
        doc,
        [[1, i, "wrong_payment"]],
        "deal 1: Adam's 90 to Czesław for the game written as Czesław paying Adam",
    )

    doc = copy.deepcopy(gk)
    run = [0, 0, 0]
    for d in doc["deals"]:
        run = [a + b for a, b in zip(run, nets(d, 3), strict=True)]
        for s in range(3):
            d["events"].append({"type": "total", "party": s, "points": run[s]})
    d = doc["deals"][1]
    i = find(d, type="total", party=0)
    d["events"][i]["party"] = 1
    emit(
        "11-galician-total-for-wrong-seat.json",
        doc,
        [[1, i, "wrong_total"]],
        f"deal 1: Adam's total {run[0]} written on Bożena's line (hers follows)",
    )

    # ---- Tarocchini Ottocento ------------------------------------------------------------
    ot = example("tarocchini-ottocento", "clean.json")
    doc = copy.deepcopy(ot)
    d = doc["deals"][1]
    i0, i1 = find(d, type="score", party="team0"), find(d, type="score", party="team1")
    d["events"][i0]["points"], d["events"][i1]["points"] = (
        d["events"][i1]["points"],
        d["events"][i0]["points"],
    )
    emit(
        "12-ottocento-team-scores-swapped.json",
        doc,
        [[1, i0, "wrong_score"], [1, i1, "wrong_score"]],
        "deal 1: the two teams' deal scores written on each other's line; totals right",
    )

    doc = copy.deepcopy(ot)
    third = rotate_deal(ot["deals"][0], 2, 4)  # dealer 3 -> 1; teams unchanged
    doc["deals"].append(third)
    sc = {p: [] for p in ("team0", "team1")}
    for d in doc["deals"]:
        for e in d["events"]:
            if e["type"] == "score":
                sc[e["party"]].append(e["points"])
    # rebuild the totals of deal 2 (the rotated copy carries deal 0's)
    tot = {p: sum(sc[p]) for p in sc}
    for e in third["events"]:
        if e["type"] == "total":
            e["points"] = tot[e["party"]]
    i = find(third, type="total", party="team1")
    third["events"][i]["points"] = sc["team1"][0] + sc["team1"][2]
    emit(
        "13-ottocento-total-from-two-deals-back.json",
        doc,
        [[2, i, "wrong_total"]],
        f"deal 2: team1's total = its total after deal 0 + deal 2's score "
        f"({sc['team1'][0]} + {sc['team1'][2]}); right: {tot['team1']}",
    )

    # ---- Tarocchini Terziglio ------------------------------------------------------------
    tz = example("tarocchini-terziglio", "clean.json")
    doc = copy.deepcopy(tz)
    d = doc["deals"][1]
    del d["events"][find(d, type="score", party=0)]
    emit(
        "14-terziglio-score-line-left-out.json",
        doc,
        [],
        "deal 1: Elena's game-points line not written; totals written and right",
    )

    doc = copy.deepcopy(tz)
    d = doc["deals"][1]
    i = find(d, type="total", party=1)
    d["events"][i]["party"] = 2
    emit(
        "15-terziglio-total-for-wrong-seat.json",
        doc,
        [[1, i, "wrong_total"]],
        "deal 1: Franco's total 6 written on Giulia's line (hers, 3, follows)",
    )


def main():
    build()
    for old in HERE.glob("*.json"):
        old.unlink()
    for name, doc in FILES.items():
        (HERE / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(name, doc["meta"]["expected"])


if __name__ == "__main__":
    main()
