"""Blind generator for the rage-edge-probes audit round (does not import validator).

Builds 5 clean base sessions from the Czech source (seed 001, Paluba translation of Amigo's Rage)
and single-edit variants of them, each carrying at most one fault. Every score is computed here
from the source text; a variant's one edit is applied after the computation and noted in FAULTS.

Run: python _gen.py  (writes NN-*.json next to this file)
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

SEED = 20260417
HERE = Path(__file__).parent
COLOURS = "RBGYPO"
ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
DECK = [f"{c}{v}" for c in COLOURS for v in range(16)] + ACTIONS
PLAYERS3 = ["Anička", "Bohouš", "Katka"]
PLAYERS4 = ["Anička", "Bohouš", "Katka", "Dalibor"]


def colour(card: str) -> str | None:
    return card[0] if card[0] in COLOURS and card[1:].isdigit() else None


def full_talon(hands: list[list[str]], top: list[str], rng: random.Random) -> list[str]:
    rest = list(DECK)
    for card in [c for h in hands for c in h] + top:
        rest.remove(card)
    rng.shuffle(rest)
    return top + rest


def next_colour_index(talon: list[str], i: int) -> int:
    # "Jestliže byla otočena akční karta, otáčejí se další karty z balíčku, až než se objeví
    # nějaká barevná."
    while colour(talon[i]) is None:
        i += 1
    return i


def simulate(deal: dict, rnd: int, opts: dict) -> dict:
    """Replays one deal by the source; returns tricks, actions, scores and faults found."""
    hands = [list(h) for h in deal["hands"]]
    n = len(hands)
    talon = deal["talon"]
    ti = next_colour_index(talon, 0)
    trump = colour(talon[ti])
    leader = (deal["dealer"] + 1) % n
    bids: dict[int, int] = {}
    tricks = [0] * n
    plus = [0] * n
    minus = [0] * n
    trick: list[tuple[int, str, str | None]] = []
    notrump = False
    led: str | None = None
    faults: list[tuple[int, str]] = []
    winners = []
    for ei, ev in enumerate(deal["events"]):
        if ev["type"] == "bid":
            bids[ev["seat"]] = ev["bid"]
            continue
        if ev["type"] != "play":
            continue
        seat, card, named = ev["seat"], ev["card"], ev.get("named")
        due = (leader + len(trick)) % n
        assert seat == due, (ei, seat, due)
        # "Musí přitom přiznat barvu ... Pouze pokud takovou nemá, vyloží kartu libovolné jiné
        # barvy, akční kartu nebo trumfa."
        if led is not None and colour(card) != led and any(colour(c) == led for c in hands[seat]):
            faults.append((ei, "revoke"))
        hands[seat].remove(card)
        if card == "NOTRUMP":
            notrump = True
        if card == "CHANGE":
            ti = next_colour_index(talon, ti + 1)
            trump = colour(talon[ti])
        if led is None:
            led = colour(card) or (named if card == "WILD" else None)
        trick.append((seat, card, named))
        if len(trick) < n:
            continue

        # winner
        def eff(c: str, nm: str | None) -> str | None:
            return nm if c == "WILD" else colour(c)

        def rank(k: int, trick: list = trick) -> int:
            c = trick[k][1]
            # "Jsou-li oba žolíci použiti v témže štychu za stejnou barvu, je druhý žolík silnější"
            return 100 + k if c == "WILD" else int(c[1:])

        ks = range(n)
        trumps = [k for k in ks if not notrump and eff(trick[k][1], trick[k][2]) == trump]
        if trumps:
            w = max(trumps, key=rank)
        elif led is not None:
            w = max([k for k in ks if eff(trick[k][1], trick[k][2]) == led], key=rank)
        else:
            # "Pokud nakonec štych obsahuje jen samé akční karty bez žolíka, štych vyhraje první"
            w = 0
        ws = trick[w][0]
        winners.append(ws)
        tricks[ws] += 1
        plus[ws] += sum(1 for _, c, _ in trick if c == "PLUS5")
        minus[ws] += sum(1 for _, c, _ in trick if c == "MINUS5")
        if notrump:
            # "Po štychu se odkryje vrchní karta z balíku ... Nová barevná karta určuje novou barvu"
            ti = next_colour_index(talon, ti + 1)
            trump = colour(talon[ti])
        trick, notrump, led, leader = [], False, None, ws
    cards = 11 - rnd
    assert sum(tricks) == cards
    durch = opts.get("durch") and max(tricks) == cards and rnd != 10
    scores = []
    for s in range(n):
        per = 2 if durch and tricks[s] == cards else 1
        sc = tricks[s] * per + 5 * plus[s] - 5 * minus[s]
        sc += 10 if bids[s] == tricks[s] else -5
        scores.append(sc)
    return {"tricks": tricks, "winners": winners, "scores": scores, "faults": faults}


def deal(dealer, hands, top, events, rng):
    return {"dealer": dealer, "hands": hands, "talon": full_talon(hands, top, rng), "events": events}


def B(seat, bid):
    return {"type": "bid", "seat": seat, "bid": bid}


def P(seat, card, named=None):
    ev = {"type": "play", "seat": seat, "card": card}
    if named:
        ev["named"] = named
    return ev


def session(players, rules, start_round, deals):
    return {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": {"preset": "standard", **rules},
        "players": players,
        "start": {"round": start_round, "totals": [0] * len(players)},
        "meta": {"audit": "rage-edge-probes", "generator": "_gen.py", "seed": SEED},
        "deals": deals,
    }


def score_all(sess):
    """Appends one score event per seat to every deal, computed by simulate()."""
    out = []
    for di, d in enumerate(sess["deals"]):
        rnd = sess["start"]["round"] + di
        r = simulate(d, rnd, sess["rules"])
        for s, sc in enumerate(r["scores"]):
            d["events"].append({"type": "score", "party": s, "points": sc})
        out.append(r)
    return out


def build():
    rng = random.Random(SEED)
    files = {}

    # ---- 01 jokers: named another colour loses to a trump; named trump beats R15
    s01 = session(
        PLAYERS3,
        {},
        8,
        [
            deal(
                2,
                [["WILD", "WILD", "P9"], ["R2", "B5", "P4"], ["Y3", "R15", "P11"]],
                ["R7"],
                [
                    B(0, 1),
                    B(1, 0),
                    B(2, 1),
                    P(0, "WILD", "G"),
                    P(1, "R2"),
                    P(2, "Y3"),
                    P(1, "B5"),
                    P(2, "R15"),
                    P(0, "WILD", "R"),
                    P(0, "P9"),
                    P(1, "P4"),
                    P(2, "P11"),
                ],
                rng,
            )
        ],
    )
    files["01-base-jokers-trump-vs-other.json"] = s01

    # ---- 02 two jokers of one colour in one trick, MINUS5 in it; PLUS5 to a trump winner
    s02 = session(
        PLAYERS4,
        {},
        9,
        [
            deal(
                0,
                [["WILD", "Y10"], ["G4", "Y2"], ["WILD", "B1"], ["MINUS5", "PLUS5"]],
                ["B3"],
                [
                    B(1, 0),
                    B(2, 1),
                    B(3, 0),
                    B(0, 1),
                    P(1, "G4"),
                    P(2, "WILD", "G"),
                    P(3, "MINUS5"),
                    P(0, "WILD", "G"),
                    P(0, "Y10"),
                    P(1, "Y2"),
                    P(2, "B1"),
                    P(3, "PLUS5"),
                ],
                rng,
            )
        ],
    )
    files["02-base-two-jokers-minus5.json"] = s02

    # ---- 03 NOTRUMP led, CHANGE led (turning an action card first), a trick of action cards
    s03 = session(
        PLAYERS3,
        {},
        7,
        [
            deal(
                1,
                [
                    ["Y8", "CHANGE", "MINUS5", "B11"],
                    ["Y5", "B7", "PLUS5", "B2"],
                    ["NOTRUMP", "P13", "CHANGE", "O1"],
                ],
                ["R7", "P6", "PLUS5", "G9", "O2"],
                [
                    B(2, 1),
                    B(0, 0),
                    B(1, 2),
                    P(2, "NOTRUMP"),
                    P(0, "Y8"),
                    P(1, "Y5"),
                    P(0, "CHANGE"),
                    P(1, "B7"),
                    P(2, "P13"),
                    P(1, "PLUS5"),
                    P(2, "CHANGE"),
                    P(0, "MINUS5"),
                    P(1, "B2"),
                    P(2, "O1"),
                    P(0, "B11"),
                ],
                rng,
            )
        ],
    )
    files["03-base-notrump-change-action-trick.json"] = s03

    # ---- 04 Durch (round 9) and the last round (10) under plus/minus one, bids of 0
    s04 = session(
        PLAYERS3,
        {"durch": True, "plus_minus_one": True},
        9,
        [
            deal(
                2,
                [["O14", "G15"], ["G3", "Y2"], ["G7", "Y4"]],
                ["O5"],
                [
                    B(0, 2),
                    B(1, 0),
                    B(2, 1),
                    P(0, "G15"),
                    P(1, "G3"),
                    P(2, "G7"),
                    P(0, "O14"),
                    P(1, "Y2"),
                    P(2, "Y4"),
                ],
                rng,
            ),
            deal(
                0,
                [["B12"], ["R10"], ["R3"]],
                ["Y9"],
                [B(1, 0), B(2, 0), B(0, 0), P(1, "R10"), P(2, "R3"), P(0, "B12")],
                rng,
            ),
        ],
    )
    files["04-base-durch-last-round-pm1.json"] = s04

    # ---- 05 hidden bid: bids written in another order than the seating, all before play
    s05 = session(
        PLAYERS3,
        {"hidden_bid": True},
        9,
        [
            deal(
                1,
                [["G12", "Y6"], ["G2", "B8"], ["G9", "P3"]],
                ["P1"],
                [
                    B(1, 0),
                    B(0, 2),
                    B(2, 0),
                    P(2, "G9"),
                    P(0, "G12"),
                    P(1, "G2"),
                    P(0, "Y6"),
                    P(1, "B8"),
                    P(2, "P3"),
                ],
                rng,
            )
        ],
    )
    files["05-base-hidden-bids-any-order.json"] = s05

    results = {name: score_all(s) for name, s in files.items()}
    for name, res in results.items():
        for r in res:
            assert not r["faults"], (name, r)

    faults: dict[str, list] = {name: [] for name in files}

    def variant(base, name, edit, expect):
        v = copy.deepcopy(files[base])
        edit(v)
        v["meta"]["variant_of"] = base
        files[name] = v
        faults[name] = expect

    def score_ev(sess, d, seat):
        evs = sess["deals"][d]["events"]
        return next(i for i, e in enumerate(evs) if e["type"] == "score" and e["party"] == seat)

    # 06: the joker names blue; Bohouš holds B5 and plays the trump R2 -> revoke (winner unchanged)
    def e06(v):
        v["deals"][0]["events"][3]["named"] = "B"

    variant(
        "01-base-jokers-trump-vs-other.json",
        "06-joker-named-colour-must-be-followed.json",
        e06,
        [(0, 4, "revoke")],
    )

    # 07: the sheet gives the FIRST joker's player (Katka) the trick of two green jokers
    def e07(v):
        # Katka bid 1 and would take 2 tricks (MINUS5 and PLUS5): 2 + 5 - 5 - 5 = -3
        v["deals"][0]["events"][score_ev(v, 0, 2)]["points"] = -3

    variant(
        "02-base-two-jokers-minus5.json",
        "07-two-jokers-first-scored-stronger.json",
        e07,
        [(0, 14, "wrong_score")],
    )

    # 08: the sheet drops the MINUS5 from the trick the joker won: Anička 11 for 6
    def e08(v):
        v["deals"][0]["events"][score_ev(v, 0, 0)]["points"] = 11

    variant(
        "02-base-two-jokers-minus5.json",
        "08-minus5-in-joker-trick-ignored.json",
        e08,
        [(0, 12, "wrong_score")],
    )

    # 09: NOTRUMP led, Anička's Y8 sets yellow; Bohouš plays B2 holding Y5 -> revoke.
    # Y5 then leads the last trick (Katka O1 trump wins it as before; Anička B11 is void-yellow).
    def e09(v):
        evs = v["deals"][0]["events"]
        evs[5]["card"] = "B2"
        evs[12]["card"] = "Y5"

    variant(
        "03-base-notrump-change-action-trick.json",
        "09-notrump-lead-first-colour-must-be-followed.json",
        e09,
        [(0, 5, "revoke")],
    )

    # 10: CHANGE led: the sheet lets Katka's P13 (the old trump) take the trick
    def e10(v):
        # Katka bid 1, would take 2 tricks: 2 - 5 = -3
        v["deals"][0]["events"][score_ev(v, 0, 2)]["points"] = -3

    variant(
        "03-base-notrump-change-action-trick.json",
        "10-change-lead-old-trump-scored.json",
        e10,
        [(0, 17, "wrong_score")],
    )

    # 11: Durch not doubled in round 9: Anička 12 for 14
    def e11(v):
        v["deals"][0]["events"][score_ev(v, 0, 0)]["points"] = 12

    variant("04-base-durch-last-round-pm1.json", "11-durch-not-doubled.json", e11, [(0, 9, "wrong_score")])

    # 12: Durch doubled in the last round: Bohouš -3 for -4 (bid 0, took the one trick)
    def e12(v):
        v["deals"][1]["events"][score_ev(v, 1, 1)]["points"] = -3

    variant(
        "04-base-durch-last-round-pm1.json",
        "12-durch-doubled-in-last-round.json",
        e12,
        [(1, 7, "wrong_score")],
    )

    # 13: last round, plus/minus one: 0, 0 then the dealer bids 1 (sum = 1 trick) -> forbidden;
    # his score is written for the bid he made (1, no trick: -5), so the bid is the only fault
    def e13(v):
        evs = v["deals"][1]["events"]
        evs[2]["bid"] = 1
        evs[score_ev(v, 1, 0)]["points"] = -5

    variant(
        "04-base-durch-last-round-pm1.json",
        "13-last-round-bid-completes-sum.json",
        e13,
        [(1, 2, "bid_forbidden_plus_minus_one")],
    )

    # 14: hidden bid: Katka's bid written after the first card (her own lead) -> too late
    def e14(v):
        evs = v["deals"][0]["events"]
        bid = evs.pop(2)
        evs.insert(3, bid)

    variant(
        "05-base-hidden-bids-any-order.json",
        "14-hidden-bid-after-first-card.json",
        e14,
        [(0, 3, "bid_out_of_turn (guess)")],
    )

    # 15: the same record under secret_bid (bids may be written any time before the scores): clean
    def e15(v):
        e14(v)
        v["rules"] = {"preset": "standard", "secret_bid": True}

    variant("05-base-hidden-bids-any-order.json", "15-secret-bid-after-first-card.json", e15, [])

    return files, faults, results


def main():
    files, faults, results = build()
    for name, sess in files.items():
        (HERE / name).write_text(json.dumps(sess, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    for name, sess in files.items():
        # re-simulate every file: the faults found and the scores the rules give vs written
        for di, d in enumerate(sess["deals"]):
            r = simulate(d, sess["start"]["round"] + di, sess["rules"])
            written = [e["points"] for e in d["events"] if e["type"] == "score"]
            diff = [s for s in range(len(written)) if written[s] != r["scores"][s]]
            print(
                name, di, "tricks", r["tricks"], "scores", r["scores"], "faults", r["faults"], "wrong", diff
            )
        print("   expected:", faults[name])


if __name__ == "__main__":
    main()
