"""Blind generator: Rage score sheets over full (and late-starting) sessions.

Written from the Czech rule text (Paluba 2004 translation of Amigo's Rage) and the format spec
only; nothing here imports or reads the engine. Run from the worktree root:

    /work/venv/bin/python tests/data/audit/rage-session-end-sheets/_gen.py [--seed N]

It writes NN-*.json beside itself and _expected-figures.txt (every planted fault as (deal, event, code)
with the figure the rules give and the figure written).

Rules as read from the source:
- round r deals 11 - r cards; the dealer passes clockwise (next seat) every round; the player to
  the dealer's left (dealer + 1 in order of play) bids first and leads the first trick.
- the stock's top card is turned for trump, further cards while an action card shows.
- follow the colour led (the first colour card or joker of the trick); only a player who cannot
  follow may play another colour, a trump or an action card.
- NOTRUMP: no trump in this trick; after it a new card is turned for trump. CHANGE: a new card is
  turned at once and is trump for this trick and the rest of the round.
- joker: the highest card of the colour it names (a second joker of the same colour beats the
  first); any trump beats a joker of another colour. A trick of action cards only: the first wins.
- round score: +1 a trick (Durch: 2 a trick for a player who took every trick, not in the one-card
  round), +5 per PLUS5 and -5 per MINUS5 in his tricks, +10 for a bid met, -5 for a bid missed.
- the totals are the sums of the rounds' scores (start.totals carried in).
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

HERE = Path(__file__).parent
COLOURS = "RBGYPO"
ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
DECK = [f"{c}{v}" for c in COLOURS for v in range(16)] + ACTIONS
NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "Franta", "Gábina", "Honza"]


def colour(card: str) -> str | None:
    return card[0] if card[0] in COLOURS and card[1:].isdigit() else None


def value(card: str) -> int:
    return int(card[1:])


class Stock:
    def __init__(self, talon: list[str]) -> None:
        self.talon = talon
        self.pos = 0

    def turn(self) -> str:
        """Turn cards until a colour card shows; return its colour."""
        while True:
            card = self.talon[self.pos]
            self.pos += 1
            if colour(card):
                return colour(card)


def play_round(rng: random.Random, n: int, cards: int, dealer: int, deck: list[str] | None = None):
    """Deal and play one round at random (legal play). Returns the round record."""
    if deck is None:
        deck = DECK[:]
        rng.shuffle(deck)
    hands = [sorted(deck[i * cards : (i + 1) * cards]) for i in range(n)]
    talon = deck[n * cards :]
    stock = Stock(talon)
    trump = stock.turn()
    held = [h[:] for h in hands]
    plays: list[dict] = []
    tricks = [0] * n
    plus = [0] * n
    minus = [0] * n
    winners = []
    leader = (dealer + 1) % n
    for _ in range(cards):
        led = None
        trick_trump = trump
        special_used = False  # at most one NOTRUMP/CHANGE a trick (avoid unclear combinations)
        notrump = False
        trick: list[tuple[int, str, str | None]] = []
        for k in range(n):
            seat = (leader + k) % n
            hand = held[seat]
            if led is not None and any(colour(c) == led for c in hand):
                legal = [c for c in hand if colour(c) == led]
            else:
                legal = hand[:]
            if special_used:
                legal = [c for c in legal if c not in ("NOTRUMP", "CHANGE")] or legal
            if special_used and not [c for c in legal if c not in ("NOTRUMP", "CHANGE")]:
                raise RuntimeError("forced second special")
            card = rng.choice(legal)
            hand.remove(card)
            named = None
            if card == "WILD":
                if led is None:
                    own = [colour(c) for c in hand if colour(c)]
                    named = rng.choice(own) if own else rng.choice(COLOURS)
                elif trick_trump is None:
                    named = led
                else:
                    named = rng.choice([led, trick_trump])
                if led is None:
                    led = named
            elif card == "NOTRUMP":
                special_used = True
                notrump = True
                trick_trump = None
            elif card == "CHANGE":
                special_used = True
                trump = stock.turn()
                trick_trump = trump
            elif colour(card) and led is None:
                led = colour(card)
            trick.append((seat, card, named))
            ev = {"type": "play", "seat": seat, "card": card}
            if named:
                ev["named"] = named
            plays.append(ev)

        # winner
        def strength(i: int, entry, led=led, trick_trump=trick_trump) -> tuple[int, int, int] | None:
            seat, card, named = entry
            col = named if card == "WILD" else colour(card)
            if col is None:
                return None
            rank = 100 + i if card == "WILD" else value(card)
            if trick_trump is not None and col == trick_trump:
                return (2, rank, i)
            if col == led:
                return (1, rank, i)
            return None

        best = None
        for i, entry in enumerate(trick):
            s = strength(i, entry)
            if s is not None and (best is None or s > best[0]):
                best = (s, entry[0])
        win = best[1] if best else trick[0][0]
        winners.append(win)
        tricks[win] += 1
        for _, card, _ in trick:
            if card == "PLUS5":
                plus[win] += 1
            if card == "MINUS5":
                minus[win] += 1
        if notrump:
            trump = stock.turn()
        leader = win
    return {
        "hands": hands,
        "talon": talon,
        "plays": plays,
        "tricks": tricks,
        "plus": plus,
        "minus": minus,
        "winners": winners,
    }


def score(cards: int, bid: int, tricks: int, plus: int, minus: int, durch: bool) -> int:
    per = 2 if durch and cards > 1 and tricks == cards else 1
    return per * tricks + 5 * plus - 5 * minus + (10 if bid == tricks else -5)


def choose_bids(rng, n, cards, dealer, tricks, pm1, fixed=None):
    order = [(dealer + 1 + k) % n for k in range(n)]
    bids = [0] * n
    for k, seat in enumerate(order):
        if fixed is not None:
            bids[seat] = fixed[seat]
            continue
        if rng.random() < 0.45:
            b = tricks[seat]
        else:
            b = rng.randint(0, min(cards, max(2, cards * 2 // n + 1)))
        if pm1 and k == n - 1:
            forbidden = cards - sum(bids[s] for s in order[:-1])
            while b == forbidden:
                b = rng.randint(0, cards)
        bids[seat] = b
    if pm1:
        assert sum(bids) != cards
    return order, bids


def session(
    rng: random.Random,
    n: int,
    rules: dict,
    start_round: int = 1,
    start_totals: list[int] | None = None,
    totals_mode: str = "each",
    first_dealer: int | None = None,
    special: dict | None = None,
    require=None,
):
    """Build a session; returns (transcript, info). special: {deal: (deck, bids)} fixed rounds."""
    special = special or {}
    pm1 = rules.get("plus_minus_one", False)
    durch = rules.get("durch", False)
    hidden = rules.get("hidden_bid", False)
    secret = rules.get("secret_bid", False)
    dealer = rng.randrange(n) if first_dealer is None else first_dealer
    totals = list(start_totals) if start_totals else [0] * n
    deals = []
    info = []
    for d, rnd in enumerate(range(start_round, 11)):
        cards = 11 - rnd
        fixed_round, fixed_bids = special.get(d, (None, None))
        while fixed_round is None:
            try:
                r = play_round(rng, n, cards, dealer)
            except RuntimeError:
                continue
            if require is None or require(d, rnd, r):
                break
        if fixed_round is not None:
            r = fixed_round
        order, bids = choose_bids(rng, n, cards, dealer, r["tricks"], pm1, fixed_bids)
        scores = [score(cards, bids[s], r["tricks"][s], r["plus"][s], r["minus"][s], durch) for s in range(n)]
        totals = [t + s for t, s in zip(totals, scores, strict=True)]
        bid_events = [{"type": "bid", "seat": s, "bid": bids[s]} for s in order]
        if hidden:
            rng.shuffle(bid_events)
        events = (r["plays"] + bid_events) if secret else (bid_events + r["plays"])
        score_idx = {}
        for s in range(n):
            score_idx[s] = len(events)
            events.append({"type": "score", "party": s, "points": scores[s]})
        total_idx = {}
        if totals_mode == "each" or (totals_mode == "final" and rnd == 10):
            for s in range(n):
                total_idx[s] = len(events)
                events.append({"type": "total", "party": s, "points": totals[s]})
        deals.append({"dealer": dealer, "hands": r["hands"], "talon": r["talon"], "events": events})
        info.append(
            {
                "round": rnd,
                "cards": cards,
                "dealer": dealer,
                "bids": bids,
                "tricks": r["tricks"],
                "plus": r["plus"],
                "minus": r["minus"],
                "scores": scores,
                "totals": totals[:],
                "score_idx": score_idx,
                "total_idx": total_idx,
            }
        )
        dealer = (dealer + 1) % n
    start: dict = {}
    if start_totals is not None:
        start["totals"] = start_totals
    if start_round != 1:
        start["round"] = start_round
    t = {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": {"preset": "standard", **rules},
        "players": NAMES[:n],
    }
    if start:
        t["start"] = start
    t["deals"] = deals
    return t, info


def plant_score(t, info, d, seat, written, carry=True):
    """The sheet writes `written` for seat's round score at deal d; carry: later totals follow it."""
    ev = t["deals"][d]["events"][info[d]["score_idx"][seat]]
    delta = written - ev["points"]
    ev["points"] = written
    if carry:
        for k in range(d, len(info)):
            if seat in info[k]["total_idx"]:
                t["deals"][k]["events"][info[k]["total_idx"][seat]]["points"] += delta
    return (d, info[d]["score_idx"][seat], "wrong_score")


def plant_total(t, info, d, seat, delta, carry=True):
    """The sheet's total at deal d is off by delta; carry: later totals are built on it."""
    for k in range(d, len(info) if carry else d + 1):
        if seat in info[k]["total_idx"]:
            t["deals"][k]["events"][info[k]["total_idx"][seat]]["points"] += delta
    return (d, info[d]["total_idx"][seat], "wrong_total")


def worked_example_round(rng):
    """Round 1, five players: Anička bid 3 took 3 with a MINUS5 (8); Bohouš missed, took 1 trick
    with a PLUS5 (1); Katka bid 2 took 2 (12); Dalibor missed, took 4 (-1); Eva bid 0 took 0 (10)."""
    for attempt in range(2_000_000):
        deck = DECK[:]
        rng.shuffle(deck)
        sub = random.Random(rng.random())
        try:
            r = play_round(sub, 5, 10, 4, deck[:])
        except RuntimeError:
            continue
        if r["tricks"] != [3, 1, 2, 4, 0]:
            continue
        if r["plus"] != [0, 1, 0, 0, 0] or r["minus"] != [1, 0, 0, 0, 0]:
            continue
        return r, attempt
    raise RuntimeError("no worked example found")


def has_durch(info_round) -> bool:
    return info_round["cards"] > 1 and info_round["cards"] in info_round["tricks"]


def build(seed: int):
    out = {}
    base = random.Random(seed)

    def rng():
        return random.Random(base.random())

    # 01 clean, 3 players, standard
    t, info = session(rng(), 3, {})
    out["01-clean-3p-standard"] = (t, info, [], "clean ten-round session, totals every round")

    # 02 clean, 5 players, plus_minus_one, round 1 is the source's worked example
    r = rng()
    we, _ = worked_example_round(r)
    # dealer 4 (Eva): bidding order Anička, Bohouš, Katka, Dalibor, Eva; bids 3, 2, 2, 3, 0 = 10?
    # that would be 10 = cards: forbidden under plus_minus_one; Dalibor bids 2 instead -> 9
    t, info = session(r, 5, {"plus_minus_one": True}, first_dealer=4, special={0: (we, [3, 2, 2, 2, 0])})
    assert info[0]["scores"] == [8, 1, 12, -1, 10], info[0]
    out["02-clean-5p-pm1-worked-example"] = (
        t,
        info,
        [],
        "round 1 is the source's worked example (8, 1, 12, -1) plus Eva's met 0 (10)",
    )

    # 03 clean, 8 players, hidden_bid (bids written in any order before the first card)
    t, info = session(rng(), 8, {"hidden_bid": True})
    out["03-clean-8p-hidden-bid"] = (t, info, [], "hidden bids written out of turn, before play")

    # 04 clean, 3 players, durch, at least two Durch rounds (not round 10)
    while True:
        t, info = session(rng(), 3, {"durch": True})
        if sum(has_durch(i) for i in info) >= 2:
            break
    out["04-clean-3p-durch"] = (t, info, [], "Durch rounds scored 2 a trick; round 10's trick 1")

    # 05 clean, 5 players, secret_bid, from round 7 with totals carried in
    t, info = session(rng(), 5, {"secret_bid": True}, start_round=7, start_totals=[23, -4, 41, 8, 15])
    out["05-clean-5p-secret-start7"] = (t, info, [], "secret bids written after the play")

    # 06 last-round score wrong, 3 players: a missed bid written as met (+15), total follows it
    t, info = session(rng(), 3, {})
    last = len(info) - 1
    seat = next(s for s in range(3) if info[last]["bids"][s] != info[last]["tricks"][s])
    exp = info[last]["scores"][seat]
    f = [plant_score(t, info, last, seat, exp + 15)]
    out["06-3p-last-score-missed-bid-as-met"] = (
        t,
        info,
        [(f[0], seat, exp, exp + 15)],
        "last round: a missed bid scored as met; the total adds the written score",
    )

    # 07 last-round total wrong, 5 players, hidden bids
    t, info = session(rng(), 5, {"hidden_bid": True})
    last = len(info) - 1
    seat = 3
    exp = info[last]["totals"][seat]
    f = [plant_total(t, info, last, seat, -10)]
    out["07-5p-hidden-last-total-wrong"] = (
        t,
        info,
        [(f[0], seat, exp, exp - 10)],
        "last round: one final total added wrong (scores right)",
    )

    # 08 a total added wrong in round 4 and carried on to the end, 8 players, plus_minus_one
    t, info = session(rng(), 8, {"plus_minus_one": True})
    seat = 5
    exp = info[3]["totals"][seat]
    f = [plant_total(t, info, 3, seat, +10, carry=True)]
    out["08-8p-pm1-total-carried-from-round-4"] = (
        t,
        info,
        [(f[0], seat, exp, exp + 10)],
        "round 4's total 10 too high, every later total built on it (final total 10 too high)",
    )

    # 09 two faults in the last round, 5 players, secret bids, from round 4 with totals carried in
    t, info = session(rng(), 5, {"secret_bid": True}, start_round=4, start_totals=[12, 30, -7, 5, 19])
    last = len(info) - 1
    # seat a: a score wrong, but the total written is the rules' (prev + right score)
    a = 1
    exp_a = info[last]["scores"][a]
    fa = plant_score(t, info, last, a, exp_a - 5, carry=False)
    # seat b: its score right, its total 1 short
    b = 4
    exp_b = info[last]["totals"][b]
    fb = plant_total(t, info, last, b, -1)
    out["09-5p-secret-start4-last-two-faults"] = (
        t,
        info,
        [(fa, a, exp_a, exp_a - 5), (fb, b, exp_b, exp_b - 1)],
        "last round: seat 1 score 5 low (total right by the rules), seat 4 total 1 short",
    )

    # 10 durch, 3 players: round 10's single trick scored 2 (Durch wrongly applied), total follows
    while True:
        t, info = session(rng(), 3, {"durch": True})
        if any(has_durch(i) for i in info):
            break
    last = len(info) - 1
    seat = info[last]["tricks"].index(1)
    exp = info[last]["scores"][seat]
    f = [plant_score(t, info, last, seat, exp + 1)]
    out["10-3p-durch-round10-doubled"] = (
        t,
        info,
        [(f[0], seat, exp, exp + 1)],
        "Durch bonus wrongly given for round 10's one trick; earlier Durch rounds right",
    )

    # 11 durch, 5 players, from round 6: a Durch scored 1 a trick, total follows it
    while True:
        t, info = session(rng(), 5, {"durch": True}, start_round=6, start_totals=[0, 14, 22, -9, 3])
        ds = [k for k, i in enumerate(info) if has_durch(i)]
        if ds:
            break
    d = ds[-1]
    seat = info[d]["tricks"].index(info[d]["cards"])
    exp = info[d]["scores"][seat]
    f = [plant_score(t, info, d, seat, exp - info[d]["cards"])]
    out["11-5p-durch-start6-durch-missed"] = (
        t,
        info,
        [(f[0], seat, exp, exp - info[d]["cards"])],
        "a Durch scored 1 a trick instead of 2; the totals add the written score",
    )

    # 12 8 players, secret bids, totals only after round 10; one final total wrong
    t, info = session(rng(), 8, {"secret_bid": True}, totals_mode="final")
    last = len(info) - 1
    seat = 2
    exp = info[last]["totals"][seat]
    f = [plant_total(t, info, last, seat, +5)]
    out["12-8p-secret-final-totals-only-wrong"] = (
        t,
        info,
        [(f[0], seat, exp, exp + 5)],
        "totals written only at the end; one final total 5 too high",
    )

    # 13 5 players, totals only at the end: a round-5 score wrong (a MINUS5 forgotten, or a
    # met bid scored as missed), the final total is the sum of the scores as written
    t, info = session(rng(), 5, {}, totals_mode="final")
    d = 4
    minus_seats = [s for s in range(5) if info[d]["minus"][s]]
    met_seats = [s for s in range(5) if info[d]["bids"][s] == info[d]["tricks"][s]]
    seat = minus_seats[0] if minus_seats else met_seats[0]
    exp = info[d]["scores"][seat]
    written = exp + 5 if info[d]["minus"][seat] else exp - 15
    f = [plant_score(t, info, d, seat, written)]
    out["13-5p-final-totals-only-round5-score"] = (
        t,
        info,
        [(f[0], seat, exp, written)],
        "totals written only at the end; a round-5 score wrong, the final total sums the scores written",
    )

    # 14 3 players, plus_minus_one, from round 8: last round one seat's score and total both wrong
    t, info = session(rng(), 3, {"plus_minus_one": True}, start_round=8, start_totals=[45, 38, 51])
    last = len(info) - 1
    seat = next(s for s in range(3) if info[last]["bids"][s] != info[last]["tricks"][s])
    exp_s = info[last]["scores"][seat]
    exp_t = info[last]["totals"][seat]
    fs = plant_score(t, info, last, seat, exp_s + 15)  # total follows the wrong score ...
    ft = plant_total(t, info, last, seat, +10)  # ... and is added 10 too high on top
    out["14-3p-pm1-start8-last-score-and-total"] = (
        t,
        info,
        [(fs, seat, exp_s, exp_s + 15), (ft, seat, exp_t, exp_t + 25)],
        "last round: missed bid scored as met, and the total then added 10 too high",
    )
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=20261201)
    args = ap.parse_args()
    for p in HERE.glob("[0-9][0-9]-*.json"):
        p.unlink()
    out = build(args.seed)
    expected = {}
    for name, (t, info, faults, note) in out.items():
        t.setdefault("meta", {})["note"] = note
        t["meta"]["source"] = f"_gen.py seed {args.seed}"
        (HERE / f"{name}.json").write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n", "utf-8")
        expected[f"{name}.json"] = {
            "violations": sorted([list(f[0]) for f in faults]),
            "faults": [{"at": list(f[0]), "seat": f[1], "rules": f[2], "written": f[3]} for f in faults],
            "rounds": [
                {
                    k: i[k]
                    for k in (
                        "round",
                        "cards",
                        "dealer",
                        "bids",
                        "tricks",
                        "plus",
                        "minus",
                        "scores",
                        "totals",
                    )
                }
                for i in info
            ],
            "note": note,
        }
    (HERE / "_expected-figures.txt").write_text(
        json.dumps(expected, ensure_ascii=False, indent=1) + "\n", "utf-8"
    )
    for k, v in expected.items():
        print(k, v["violations"], [(f["seat"], f["rules"], f["written"]) for f in v["faults"]])


if __name__ == "__main__":
    main()
