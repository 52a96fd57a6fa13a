"""Blind generator for the rage-opt audit round (Rage under the source's variants).

Written from seeds/001 (the Czech Paluba translation of the Amigo rules) alone, not from the
engine. Every figure (tricks, +5/-5 cards, round scores, running totals) is computed here.

Rules used (seeds/001):
- round r deals 11 - r cards; the dealer passes clockwise ("po směru hodinových ručiček"), i.e.
  to the next seat in order of play; the dealer's left neighbour bids first and leads;
- the stock's top card is turned for trump, action cards turned are skipped ("otáčejí se další
  karty z balíčku, až než se objeví nějaká barevná");
- follow the led colour if able; only if unable any other colour, a trump or an action card;
  the led colour is that of the first colour card or joker ("První barevná karta nebo žolík");
- trick: highest trump, else highest of the led colour; a joker is the highest card of the colour
  it names, a second joker of the same colour beats the first; a trick of action cards only
  (no joker) goes to its first card;
- NOTRUMP: no trump in this trick; after the trick the next stock card gives the new trump;
  CHANGE: the next stock card gives the trump at once, for this trick and the rest of the round;
- round score: +1 a trick, +5 / -5 per PLUS5 / MINUS5 in one's tricks, +10 for an exact bid,
  -5 otherwise; Durch (option): a player who took every trick of the round scores 2 a trick,
  not in the last (one-card) round.

The policy avoids the cases the source leaves open: never two trump-changing cards (CHANGE /
NOTRUMP) in one trick, and an action card (the joker included) only when unable to follow.

Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/rage-opt/_gen.py
It writes the *.json files and _summary.txt (figures and planted faults) next to itself.
"""

import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
COLOURS = "RBGYPO"
ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
DECK = [f"{c}{v}" for c in COLOURS for v in range(16)] + ACTIONS
assert len(DECK) == 112
NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "František", "Gabriela", "Hynek"]


class Redo(Exception):
    pass


def colour(card):
    return card[0] if card[0] in COLOURS and card[1:].isdigit() else None


def value(card):
    return int(card[1:])


def led_colour(trick):
    for _s, c, named in trick:
        if c == "WILD":
            return named
        if colour(c):
            return colour(c)
    return None


def trick_winner(trick, trump, notrump):
    led = led_colour(trick)
    if led is None:
        return trick[0][0]
    eff = None if notrump else trump
    best, bestkey = None, None
    for i, (s, c, named) in enumerate(trick):
        if c == "WILD":
            col, val = named, 100 + i
        elif colour(c):
            col, val = colour(c), value(c)
        else:
            continue
        if eff is not None and col == eff:
            key = (2, val)
        elif col == led:
            key = (1, val)
        else:
            continue
        if bestkey is None or key > bestkey:
            best, bestkey = s, key
    return best


def play_round(hands, talon, dealer, rng):
    """Random legal play. Returns (plays, tricks per seat, bonus per seat)."""
    n = len(hands)
    hands = [list(h) for h in hands]
    cards = len(hands[0])
    ptr = 0

    def turn():
        nonlocal ptr
        while True:
            if ptr >= len(talon):
                raise Redo("stock exhausted")
            c = talon[ptr]
            ptr += 1
            if colour(c):
                return colour(c)

    trump = turn()
    leader = (dealer + 1) % n
    plays = []
    tricks = [0] * n
    bonus = [0] * n
    for _t in range(cards):
        trick = []
        notrump = False
        switched = False
        for k in range(n):
            seat = (leader + k) % n
            led = led_colour(trick)
            hand = hands[seat]
            if led is not None and any(colour(c) == led for c in hand):
                legal = [c for c in hand if colour(c) == led]
            else:
                legal = list(hand)
            if switched:
                legal2 = [c for c in legal if c not in ("CHANGE", "NOTRUMP")]
                if not legal2:
                    raise Redo("second trump-changing card forced")
                legal = legal2
            card = rng.choice(sorted(legal))
            named = None
            if card == "WILD":
                named = rng.choice(COLOURS) if led is None else rng.choice([led, trump, rng.choice(COLOURS)])
            hand.remove(card)
            if card == "CHANGE":
                trump = turn()
                switched = True
            elif card == "NOTRUMP":
                notrump = True
                switched = True
            trick.append((seat, card, named))
            plays.append((seat, card, named))
        w = trick_winner(trick, trump, notrump)
        tricks[w] += 1
        for _s, c, _n in trick:
            if c == "PLUS5":
                bonus[w] += 5
            elif c == "MINUS5":
                bonus[w] -= 5
        if notrump:
            trump = turn()
        leader = w
    return plays, tricks, bonus


def random_deal(n, cards, rng):
    deck = list(DECK)
    rng.shuffle(deck)
    hands = [deck[i * cards : (i + 1) * cards] for i in range(n)]
    return hands, deck[n * cards :]


def durch_deal(n, cards, x, rng):
    """Seat x holds the top `cards` cards of the trump colour; nobody else holds a trump, a
    joker or a trump-changing card, so x takes every trick whatever is played."""
    t = rng.choice(COLOURS)
    xh = [f"{t}{v}" for v in range(15, 15 - cards, -1)]
    rest_t = [f"{t}{v}" for v in range(0, 16 - cards)]
    others = [c for c in DECK if colour(c) and colour(c) != t] + ["PLUS5"] * 3 + ["MINUS5"] * 3
    rng.shuffle(others)
    hands = []
    i = 0
    for s in range(n):
        if s == x:
            h = list(xh)
            rng.shuffle(h)
            hands.append(h)
        else:
            hands.append(others[i : i + cards])
            i += cards
    top = rng.choice(rest_t)
    rest = others[i:] + [c for c in rest_t if c != top] + ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4
    rng.shuffle(rest)
    return hands, [top] + rest


def round_score(bid, tricks, bonus, cards, all_tricks, durch):
    per = 2 if (durch and all_tricks and cards > 1) else 1
    return tricks * per + bonus + (10 if bid == tricks else -5)


def choose_bids(tricks, cards, rng):
    bids = []
    for t in tricks:
        if rng.random() < 0.5:
            bids.append(t)
        else:
            d = rng.choice([-2, -1, 1, 1, 2])
            b = min(cards, max(0, t + d))
            if b == t:
                b = t + 1 if t < cards else t - 1
            bids.append(b)
    return bids


def build(spec):
    """spec: name, n, rounds, rules, seed, dealer0, rounds_cfg {round: {...}}, note."""
    n, rounds, rules = spec["n"], spec["rounds"], spec["rules"]
    pm1 = rules.get("plus_minus_one", False)
    hidden = rules.get("hidden_bid", False)
    secret = rules.get("secret_bid", False)
    durch = rules.get("durch", False)
    rng = random.Random(spec["seed"])
    dealer = spec["dealer0"]
    totals = [0] * n
    written_totals = [0] * n  # what the sheet carries (after planted slips)
    deals = []
    log = []
    faults = []
    for r in range(1, rounds + 1):
        cfg = spec.get("cfg", {}).get(r, {})
        cards = 11 - r
        order = [(dealer + 1 + k) % n for k in range(n)]  # seat order of bidding
        while True:
            try:
                if "durch_seat" in cfg:
                    hands, talon = durch_deal(n, cards, cfg["durch_seat"], rng)
                else:
                    hands, talon = random_deal(n, cards, rng)
                plays, tricks, bonus = play_round(hands, talon, dealer, rng)
            except Redo:
                continue
            if "durch_seat" in cfg:
                assert tricks[cfg["durch_seat"]] == cards
            if cfg.get("need_all_tricks_somebody") and max(tricks) != cards:
                continue
            break
        bids = choose_bids(tricks, cards, rng)
        for s, b in cfg.get("bids", {}).items():
            bids[s] = b
        if "bid_fn" in cfg:
            bids = cfg["bid_fn"](bids, tricks, order, cards)
        forbidden = cfg.get("forbidden_last_bid")
        if forbidden is not None:
            # the last bidder (in seat order) makes the total equal the cards dealt
            last = order[-1]
            need = cards - sum(bids[s] for s in order[:-1])
            assert 0 <= need <= cards, (spec["name"], r, need)
            bids[last] = need
        elif pm1 and sum(bids) == cards:
            last = order[-1]
            bids[last] = bids[last] + 1 if bids[last] < cards else bids[last] - 1
        if pm1 and forbidden is None:
            assert sum(bids) != cards
        all_seat = [s for s in range(n) if tricks[s] == cards]
        scores = [
            round_score(bids[s], tricks[s], bonus[s], cards, bool(all_seat) and all_seat[0] == s, durch)
            for s in range(n)
        ]
        written_scores = list(scores)
        for s, pts in cfg.get("write_score", {}).items():
            written_scores[s] = pts
        totals = [totals[s] + scores[s] for s in range(n)]
        written_totals = [written_totals[s] + written_scores[s] for s in range(n)]
        for s, delta in cfg.get("total_slip", {}).items():
            written_totals[s] += delta  # the slip is carried forward on the sheet
        # events
        if secret:
            bid_order = cfg.get("bid_order") or order
        elif hidden:
            bid_order = cfg.get("bid_order")
            if bid_order is None:
                bid_order = list(order)
                while bid_order == order:
                    rng.shuffle(bid_order)
        else:
            bid_order = order
        bid_events = [{"type": "bid", "seat": s, "bid": bids[s]} for s in bid_order]
        play_events = []
        for s, c, named in plays:
            e = {"type": "play", "seat": s, "card": c}
            if named:
                e["named"] = named
            play_events.append(e)
        if secret and not cfg.get("secret_bids_first"):
            events = play_events + bid_events
        else:
            events = bid_events + play_events
        score_start = len(events)
        events += [{"type": "score", "party": s, "points": written_scores[s]} for s in range(n)]
        total_start = len(events)
        if not spec.get("no_totals"):
            events += [{"type": "total", "party": s, "points": written_totals[s]} for s in range(n)]
        deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": events})
        di = r - 1
        bid_idx = {e["seat"]: events.index(e) for e in events if e["type"] == "bid"}
        log.append(
            f"  deal {di} (round {r}, {cards} cards, dealer {dealer}): bids {bids} (sum {sum(bids)}), "
            f"tricks {tricks}, +-5 {bonus}, scores {scores}, totals {totals}"
            + (f", written scores {written_scores}" if written_scores != scores else "")
            + (f", written totals {written_totals}" if written_totals != totals else "")
            + (f", ALL TRICKS seat {all_seat[0]}" if all_seat else "")
        )
        if forbidden is not None:
            faults.append((di, bid_idx[order[-1]], "bid_forbidden_plus_minus_one"))
        for s in cfg.get("write_score", {}):
            faults.append((di, score_start + s, "wrong_score"))
        for s in cfg.get("total_slip", {}):
            faults.append((di, total_start + s, "wrong_total"))
        dealer = (dealer + 1) % n
    doc = {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": dict({"preset": "standard"}, **rules),
        "players": NAMES[:n],
        "meta": {"audit": "rage-opt", "note": spec["note"]},
        "deals": deals,
    }
    if spec.get("start_zero"):
        doc["start"] = {"totals": [0] * n}
    with open(os.path.join(HERE, spec["name"] + ".json"), "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
    return log, faults, totals


def pm1_partial_equal(bids, tricks, order, cards):
    """First bidders already bid exactly the cards; the last bids 1 (total cards+1: allowed)."""
    b = [0] * len(bids)
    rest = cards
    for s in order[:-1]:
        b[s] = min(tricks[s], rest)
        rest -= b[s]
    b[order[-2]] += rest
    b[order[-1]] = 1
    return b


def pm1_partial_over(bids, tricks, order, cards):
    """The first bidders already bid more than the cards; the last may bid 0."""
    b = list(bids)
    b[order[0]] = cards
    b[order[-1]] = 0
    assert sum(b[s] for s in order[:-1]) > cards
    return b


SPECS = [
    dict(
        name="01-pm1-4p-full",
        n=4,
        rounds=10,
        rules={"plus_minus_one": True},
        seed=101,
        dealer0=0,
        note="plus/minus one, clean; round 3 the first three bid exactly 8 and the dealer bids 1; round 6 the first three bid over 5 and the dealer bids 0",
        cfg={3: {"bid_fn": pm1_partial_equal}, 6: {"bid_fn": pm1_partial_over}},
    ),
    dict(
        name="02-pm1-5p-forbidden",
        n=5,
        rounds=4,
        rules={"plus_minus_one": True},
        seed=202,
        dealer0=2,
        note="plus/minus one: the dealer (last bidder) makes the total equal the cards in round 2 and again, bidding 0, in round 4",
        cfg={
            2: {"forbidden_last_bid": True},
            4: {"bid_fn": "ZERO_LAST", "forbidden_last_bid": True},
        },
    ),
    dict(
        name="03-durch-3p-full",
        n=3,
        rounds=10,
        rules={"durch": True},
        seed=303,
        dealer0=1,
        note="Durch, clean: round 2 seat 2 takes all 9 tricks having bid 7 (2 a trick, -5); round 7 seat 0 takes all 4 having bid 4; round 10 the single trick scores 1",
        cfg={2: {"durch_seat": 2, "bids": {2: 7}}, 7: {"durch_seat": 0, "bids": {0: 4}}},
    ),
    dict(
        name="04-durch-wrong-4p",
        n=4,
        rounds=7,
        rules={"durch": True},
        seed=404,
        dealer0=3,
        note="Durch: round 5 seat 1 takes all 6 tricks but is written 1 a trick; the totals carry the written figure",
        cfg={5: {"durch_seat": 1, "bids": {1: 6}, "write_score": "DURCH_AS_ONE"}},
    ),
    dict(
        name="05-durch-round10-6p",
        n=6,
        rounds=10,
        rules={"durch": True},
        seed=505,
        dealer0=0,
        note="Durch: round 8 seat 4 takes all 3 tricks (correctly doubled); round 10 the trick's winner is written 2 for it",
        cfg={8: {"durch_seat": 4, "bids": {4: 3}}, 10: {"write_score": "ROUND10_DOUBLED"}},
    ),
    dict(
        name="06-hidden-allwin-3p",
        n=3,
        rounds=5,
        rules={"hidden_bid": True},
        seed=606,
        dealer0=2,
        note="hidden bid, no Durch, clean: bids written in any order; round 4 seat 1 takes all 7 tricks and scores 1 a trick",
        cfg={4: {"durch_seat": 1, "bids": {1: 7}}},
        start_zero=True,
    ),
    dict(
        name="07-hidden-5p-full",
        n=5,
        rounds=10,
        rules={"hidden_bid": True},
        seed=707,
        dealer0=4,
        note="hidden bid, clean: every round's bids recorded in the order the slips were read, not seat order",
    ),
    dict(
        name="08-hidden-7p-faults",
        n=7,
        rounds=3,
        rules={"hidden_bid": True},
        seed=808,
        dealer0=5,
        note="hidden bid: round 2 a seat whose bid was exact is written as missed; round 3 one total is 10 short",
        cfg={2: {"write_score": "EXACT_AS_MISSED"}, 3: {"total_slip": "MINUS10"}},
    ),
    dict(
        name="09-secret-4p-full",
        n=4,
        rounds=10,
        rules={"secret_bid": True},
        seed=909,
        dealer0=1,
        note="secret bid, clean: each round's bids revealed and recorded after the last card",
    ),
    dict(
        name="10-secret-8p-faults",
        n=8,
        rounds=3,
        rules={"secret_bid": True},
        seed=1010,
        dealer0=7,
        note="secret bid: round 1 a missed bid revealed at the end is written +10; round 2 one total is 5 high and carried on",
        cfg={1: {"write_score": "MISSED_AS_EXACT"}, 2: {"total_slip": "PLUS5"}},
    ),
    dict(
        name="11-pm1-durch-5p-full",
        n=5,
        rounds=10,
        rules={"plus_minus_one": True, "durch": True},
        seed=1111,
        dealer0=0,
        note="plus/minus one and Durch, clean: round 6 the dealer (last bidder) takes all 5 tricks",
        cfg={6: {"durch_seat": "DEALER", "bids": {}}},
    ),
    dict(
        name="12-all4-4p",
        n=4,
        rounds=6,
        rules={"plus_minus_one": True, "hidden_bid": True, "secret_bid": True, "durch": True},
        seed=1212,
        dealer0=2,
        note="all four variants (secret rules the bids): round 3 seat 3 takes all 8 tricks, scored right, but the total adds 1 a trick and is carried on",
        cfg={3: {"durch_seat": 3, "bids": {3: 8}, "total_slip": "DURCH_TOTAL"}},
    ),
    dict(
        name="13-pm1-hidden-3p-full",
        n=3,
        rounds=10,
        rules={"plus_minus_one": True, "hidden_bid": True},
        seed=1313,
        dealer0=0,
        note="plus/minus one with hidden bids, clean: bids in slip order, never totalling the cards",
    ),
    dict(
        name="14-pm1-8p-faults",
        n=8,
        rounds=4,
        rules={"plus_minus_one": True},
        seed=1414,
        dealer0=6,
        note="plus/minus one, no Durch: round 3 the dealer bids 0 to make the total 8; round 4 seat 5 takes all 7 tricks and is written 2 a trick",
        cfg={
            3: {"forbidden_last_bid": True, "bid_fn": "ZERO_LAST"},
            4: {"durch_seat": 5, "bids": {5: 7}, "write_score": "ALL_AS_DURCH"},
        },
    ),
]


def _zero_last(bids, order, cards):
    """Bids such that the first bidders total exactly the cards, so the forbidden last bid is 0."""
    b = list(bids)
    s = sum(b[x] for x in order[:-1])
    i = 0
    while s != cards:
        x = order[i % (len(order) - 1)]
        if s < cards and b[x] < cards:
            b[x] += 1
            s += 1
        elif s > cards and b[x] > 0:
            b[x] -= 1
            s -= 1
        i += 1
    return b


_FIG = {}


def main():
    summary = []
    for spec in SPECS:
        # first pass: figures without planted score/total slips
        cfg = spec.get("cfg", {})
        saved = {r: {k: c.get(k) for k in ("write_score", "total_slip")} for r, c in cfg.items()}
        for c in cfg.values():
            if c.get("bid_fn") == "ZERO_LAST":
                c["bid_fn"] = lambda b, t, o, cards: _zero_last(b, o, cards)
        for r, c in cfg.items():
            if c.get("durch_seat") == "DEALER":
                c["durch_seat"] = (spec["dealer0"] + r - 1) % spec["n"]
                c["bids"] = {c["durch_seat"]: 11 - r}
            for k in ("write_score", "total_slip"):
                if isinstance(c.get(k), str):
                    c[k] = {}
        _FIG[spec["name"]] = {}
        log, faults, totals = build(spec)
        # parse figures back from the log is clumsy: recompute from the written file instead
        doc = json.load(open(os.path.join(HERE, spec["name"] + ".json"), encoding="utf-8"))
        for di, d in enumerate(doc["deals"]):
            r = di + 1
            n = spec["n"]
            bids = [None] * n
            for e in d["events"]:
                if e["type"] == "bid":
                    bids[e["seat"]] = e["bid"]
            scores = [e["points"] for e in d["events"] if e["type"] == "score"]
            line = log[di]
            tricks = json.loads(line.split("tricks ")[1].split(", +-5")[0])
            bonus = json.loads(line.split("+-5 ")[1].split(", scores")[0])
            _FIG[spec["name"]][r] = (bids, tricks, bonus, scores, 11 - r)
        # second pass with the slips resolved
        for r, v in saved.items():
            for k, m in v.items():
                if isinstance(m, str):
                    cfg[r][k] = m
        markers = {
            (r, k): c[k]
            for r, c in cfg.items()
            for k in ("write_score", "total_slip")
            if isinstance(c.get(k), str)
        }
        for (r, k), m in markers.items():
            bids, tricks, bonus, scores, cards = _FIG[spec["name"]][r]
            n = spec["n"]
            if m == "DURCH_AS_ONE":
                s = cfg[r]["durch_seat"]
                v = {s: scores[s] - cards}
            elif m == "ROUND10_DOUBLED":
                s = tricks.index(1)
                v = {s: scores[s] + 1}
            elif m == "EXACT_AS_MISSED":
                s = next(x for x in range(n) if bids[x] == tricks[x] and tricks[x] > 0)
                v = {s: scores[s] - 15}
            elif m == "MISSED_AS_EXACT":
                s = next(x for x in range(n) if bids[x] != tricks[x])
                v = {s: scores[s] + 15}
            elif m == "MINUS10":
                v = {2: -10}
            elif m == "PLUS5":
                v = {6: 5}
            elif m == "DURCH_TOTAL":
                v = {cfg[r]["durch_seat"]: -cards}
            elif m == "ALL_AS_DURCH":
                s = cfg[r]["durch_seat"]
                v = {s: scores[s] + cards}
            cfg[r][k] = v
        log, faults, totals = build(spec)
        summary.append(
            f"{spec['name']}.json  rules {spec['rules']}  players {spec['n']}  rounds {spec['rounds']}"
        )
        summary.append(f"  note: {spec['note']}")
        summary += log
        summary.append(f"  final totals (by the rules): {totals}")
        summary.append(f"  planted faults (deal, event, code): {faults}")
        summary.append("")
    open(os.path.join(HERE, "_summary.txt"), "w", encoding="utf-8").write("\n".join(summary))
    print("\n".join(summary))


if __name__ == "__main__":
    main()
