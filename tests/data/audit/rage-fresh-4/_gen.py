"""Blind generator for the rage-fresh-4 audit round.

Written from the Czech source only (/work/shared/seeds/001_e7f9d50c98dca0e9.txt) and the transcript
format spec. It does not import the validator. Every score and total is computed here from the
source text (see EXPECTED.md for the quotes).

Run: python _gen.py  (writes NN-*.json next to this file and prints the expectations)
"""

from __future__ import annotations

import json
import random
from pathlib import Path

SEED = 20260414
HERE = Path(__file__).parent
COLOURS = "RBGYPO"
ACTIONS = {"WILD": 2, "NOTRUMP": 4, "CHANGE": 4, "PLUS5": 3, "MINUS5": 3}


def deck() -> list[str]:
    cards = [f"{c}{v}" for c in COLOURS for v in range(16)]
    for name, k in ACTIONS.items():
        cards += [name] * k
    assert len(cards) == 112
    return cards


def is_colour(card: str) -> bool:
    return card[0] in COLOURS and card[1:].isdigit()


def colour(card: str) -> str:
    return card[0]


def value(card: str) -> int:
    return int(card[1:])


class Retry(Exception):
    pass


class Stock:
    """The stock: talon[0] is turned for trump; action cards turned over are skipped."""

    def __init__(self, talon: list[str]):
        self.talon = talon
        self.ptr = 0

    def turn(self) -> str:
        # "Jestliže byla otočena akční karta, otáčejí se další karty z balíčku, až než se objeví
        # nějaká barevná."
        while True:
            if self.ptr >= len(self.talon):
                raise Retry("stock exhausted")
            c = self.talon[self.ptr]
            self.ptr += 1
            if is_colour(c):
                return colour(c)


def trick_winner(plays: list[tuple[int, str, str | None]], led: str | None, trump: str | None) -> int:
    """plays: (seat, card, named). Returns the index in plays of the winner.

    - highest trump wins if any trump is in the trick; else highest card of the led colour
    - a WILD counts as the highest card of its named colour; of two WILDs named the same colour,
      the second is stronger
    - a trick of action cards only (no WILD) goes to the first card played
    """
    best = None
    best_key = None
    for i, (_seat, card, named) in enumerate(plays):
        if is_colour(card):
            col, val = colour(card), value(card)
        elif card == "WILD" and named is not None:
            col, val = named, 16 + i
        else:
            continue
        if trump is not None and col == trump:
            key = (2, val)
        elif col == led:
            key = (1, val)
        else:
            continue
        if best_key is None or key > best_key:
            best, best_key = i, key
    if best is None:
        return 0
    return best


def legal_cards(hand: list[str], led: str | None) -> list[str]:
    if led is None:
        return list(hand)
    follow = [c for c in hand if is_colour(c) and colour(c) == led]
    if follow:
        return follow
    return list(hand)


def play_round(rng, n, hands, talon, dealer, *, fault=None, policy_action=0.35):
    """Simulate one round. Returns dict with events (plays), tricks, action points, trump log.

    fault: None or dict(kind=..., ...) for faults that change the play itself:
      revoke, action_while_able, out_of_turn, wild_no_colour.
    """
    hands = [list(h) for h in hands]
    cards = len(hands[0])
    stock = Stock(talon)
    trump = stock.turn()
    trumps = [trump]
    leader = (dealer + 1) % n
    events = []
    tricks = [0] * n
    plus = [0] * n
    minus = [0] * n
    winners = []
    fault_event = None
    fault_done = False
    for t in range(cards):
        if fault and fault["kind"] == "out_of_turn" and t == cards - 1:
            # the wrong seat leads the last trick: the next one after the rightful leader
            leader = (leader + 1) % n
            fault_event = len(events)
            fault_done = True
        plays = []
        led = None
        notrump = False
        change = False
        for k in range(n):
            seat = (leader + k) % n
            hand = hands[seat]
            legal = legal_cards(hand, led)
            card = None
            named = None
            skip_named = False
            if fault and not fault_done and k > 0 and led is not None:
                follow = [c for c in hand if is_colour(c) and colour(c) == led]
                if fault["kind"] == "revoke" and follow:
                    other = [c for c in hand if is_colour(c) and colour(c) != led]
                    if other:
                        card = rng.choice(other)
                if fault["kind"] == "action_while_able" and follow:
                    acts = [c for c in hand if c in ("PLUS5", "MINUS5")]
                    if acts:
                        card = acts[0]
                if card is not None:
                    fault_event = len(events)
                    fault_done = True
            if (
                card is None
                and fault
                and fault["kind"] == "wild_no_colour"
                and not fault_done
                and k > 0
                and "WILD" in hand
            ):
                card = "WILD"
                skip_named = True
                fault_event = len(events)
                fault_done = True
            if card is None:
                # forbid ambiguous combos: NOTRUMP with CHANGE in one trick, two NOTRUMPs
                cand = [
                    c
                    for c in legal
                    if not (c == "NOTRUMP" and (notrump or change)) and not (c == "CHANGE" and notrump)
                ]
                if not cand:
                    raise Retry("forced ambiguous combo")
                acts = [c for c in cand if not is_colour(c)]
                if acts and rng.random() < policy_action:
                    card = rng.choice(acts)
                else:
                    cols = [c for c in cand if is_colour(c)] or cand
                    card = rng.choice(cols)
            if card == "WILD" and not skip_named:
                r = rng.random()
                if led is not None and r < 0.2:
                    named = led
                elif r < 0.6 and trump is not None:
                    named = trump
                else:
                    named = rng.choice(COLOURS)
            hand.remove(card)
            ev = {"type": "play", "seat": seat, "card": card}
            if named is not None:
                ev["named"] = named
            events.append(ev)
            plays.append((seat, card, named))
            if led is None:
                if is_colour(card):
                    led = colour(card)
                elif card == "WILD" and named is not None:
                    led = named
            if card == "NOTRUMP":
                notrump = True
            if card == "CHANGE":
                # "ihned se odkryje vrchní karta z balíku ... Nová barevná karta určuje barvu trumfu
                # pro aktuální štych a pro zbytek kola."
                change = True
                trump = stock.turn()
                trumps.append(trump)
        eff_trump = None if notrump else trump
        w = trick_winner(plays, led, eff_trump)
        wseat = plays[w][0]
        tricks[wseat] += 1
        plus[wseat] += sum(1 for p in plays if p[1] == "PLUS5")
        minus[wseat] += sum(1 for p in plays if p[1] == "MINUS5")
        winners.append(wseat)
        if notrump:
            # "Po štychu se odkryje vrchní karta z balíku ... Nová barevná karta určuje novou barvu
            # trumfů pro zbytek kola."
            trump = stock.turn()
            trumps.append(trump)
        leader = wseat
    if fault and fault["kind"] in ("revoke", "action_while_able", "out_of_turn", "wild_no_colour"):
        if not fault_done:
            raise Retry("fault not placed")
    return {
        "events": events,
        "tricks": tricks,
        "plus": plus,
        "minus": minus,
        "winners": winners,
        "trumps": trumps,
        "stock_used": stock.ptr,
        "fault_event": fault_event,
    }


def round_score(rnd, bid, tricks, plus, minus, cards, durch_opt, n):
    durch = durch_opt and rnd != 10 and tricks == cards
    trick_pts = tricks * (2 if durch else 1)
    bid_pts = 10 if bid == tricks else -5
    return trick_pts + 5 * plus - 5 * minus + bid_pts


def choose_bids(rng, n, dealer, cards, tricks, pm1):
    order = [(dealer + 1 + k) % n for k in range(n)]
    bids = [0] * n
    for s in order:
        if rng.random() < 0.45:
            bids[s] = tricks[s]
        else:
            bids[s] = rng.choice([b for b in range(cards + 1) if b != tricks[s]] or [0])
    if pm1:
        last = order[-1]
        if sum(bids) == cards:
            rest = sum(bids) - bids[last]
            opts = [b for b in range(cards + 1) if rest + b != cards]
            bids[last] = rng.choice(opts)
    return bids, order


def build_session(
    name,
    rng,
    n,
    players,
    rules,
    *,
    faults=(),
    all_tricks_rounds=(),
    anchor=False,
    first_dealer=None,
    secret=False,
    hidden=False,
):
    """faults: list of dicts with 'round' (1-based) and 'kind'."""
    pm1 = bool(rules.get("plus_minus_one"))
    durch_opt = bool(rules.get("durch"))
    fault_by_round = {f["round"]: f for f in faults}
    dealer = rng.randrange(n) if first_dealer is None else first_dealer
    totals = [0] * n
    deals = []
    expected = []
    notes = []
    stats = {k: 0 for k in ACTIONS}
    for rnd in range(1, 11):
        cards = 11 - rnd
        fault = fault_by_round.get(rnd)
        play_fault = (
            fault
            if fault and fault["kind"] in ("revoke", "action_while_able", "out_of_turn", "wild_no_colour")
            else None
        )
        for _attempt in range(200000):
            d = deck()
            rng.shuffle(d)
            hands = [d[i * cards : (i + 1) * cards] for i in range(n)]
            talon = d[n * cards :]
            if play_fault and play_fault["kind"] == "wild_no_colour":
                # a follower (not the leader) must hold a WILD
                holder = (dealer + 2) % n
                if "WILD" not in hands[holder]:
                    continue
                if "WILD" in hands[(dealer + 1) % n]:
                    continue
            try:
                res = play_round(rng, n, hands, talon, dealer, fault=play_fault)
            except Retry:
                continue
            if rnd in all_tricks_rounds and max(res["tricks"]) != cards:
                continue
            if anchor and rnd == 1:
                # the worked example: Anička 3 tricks with one -5; Bohouš 1 trick with one +5;
                # Katka 2 tricks; Dalibor 4 tricks; no other action points
                if res["tricks"] != [3, 1, 2, 4]:
                    continue
                if res["plus"] != [0, 1, 0, 0] or res["minus"] != [1, 0, 0, 0]:
                    continue
            if fault and fault["kind"] == "card_not_in_hand":
                # need a colour card played by a follower in trick >= 2 and a deep action card
                deep = [i for i in range(res["stock_used"], len(talon)) if not is_colour(talon[i])]
                if not deep:
                    continue
            break
        else:
            raise RuntimeError(f"{name}: no round {rnd} found")
        events = []
        bids, order = choose_bids(rng, n, dealer, cards, res["tricks"], pm1)
        if anchor and rnd == 1:
            bids = [3, 2, 2, 3]  # Anička right (3), Bohouš wrong (2 for 1), Katka right, Dalibor wrong
        fault_events = []
        if fault and fault["kind"] == "bid_out_of_range":
            s = order[fault.get("pos", 2)]
            bids[s] = cards + 1
            fault["seat"] = s
        if fault and fault["kind"] == "pm1_forbidden":
            last = order[-1]
            rest = sum(bids) - bids[last]
            need = cards - rest
            if not 0 <= need <= cards:
                # lower earlier bids until it fits
                for s in order[:-1]:
                    while rest > cards and bids[s] > 0:
                        bids[s] -= 1
                        rest -= 1
                need = cards - rest
            assert 0 <= need <= cards
            bids[last] = need
            assert sum(bids) == cards
        bid_events = [{"type": "bid", "seat": s, "bid": bids[s]} for s in order]
        if hidden:
            rng.shuffle(bid_events)
        if fault and fault["kind"] == "bid_out_of_turn":
            p = fault.get("pos", 1)
            bid_events[p], bid_events[p + 1] = bid_events[p + 1], bid_events[p]
        plays = res["events"]
        if secret:
            events = plays + bid_events
            bid_base = len(plays)
        else:
            events = bid_events + plays
            bid_base = 0
        play_base = 0 if secret else len(bid_events)
        if fault and fault["kind"] == "bid_out_of_turn":
            fault_events.append((bid_base + fault.get("pos", 1), "bid_out_of_turn"))
        if fault and fault["kind"] == "bid_out_of_range":
            idx = [i for i, e in enumerate(bid_events) if e["seat"] == fault["seat"]][0]
            fault_events.append((bid_base + idx, "bid_out_of_range"))
        if fault and fault["kind"] == "pm1_forbidden":
            fault_events.append((bid_base + n - 1, "bid_forbidden_plus_minus_one"))
        if play_fault:
            code = {
                "revoke": "revoke",
                "action_while_able": "action_card_while_able_to_follow",
                "out_of_turn": "out_of_turn",
                "wild_no_colour": "wild_without_colour",
            }[play_fault["kind"]]
            fault_events.append((play_base + res["fault_event"], code))
        if fault and fault["kind"] == "card_not_in_hand":
            # swap: a colour card a follower played (trick >= 2) leaves the dealt hand; a deep action
            # card of the stock takes its place in the hand (and never gets played)
            cands = [(i, e) for i, e in enumerate(plays) if i >= n and is_colour(e["card"]) and i % n != 0]
            i, e = cands[rng.randrange(len(cands))]
            deep = [j for j in range(res["stock_used"], len(talon)) if not is_colour(talon[j])]
            j = deep[0]
            seat = e["seat"]
            h = hands[seat]
            swapped_in = talon[j]
            h[h.index(e["card"])], talon[j] = talon[j], e["card"]
            fault_events.append((play_base + i, "card_not_in_hand"))
            notes.append(
                f"round {rnd}: seat {seat} played {e['card']} (not dealt to it); its hand "
                f"holds {swapped_in} instead"
            )
        for k in ACTIONS:
            stats[k] += sum(1 for e in plays if e["card"] == k)
        score_events = []
        total_events = []
        scores = []
        for s in range(n):
            sc = round_score(
                rnd, bids[s], res["tricks"][s], res["plus"][s], res["minus"][s], cards, durch_opt, n
            )
            scores.append(sc)
        for s in range(n):
            totals[s] += scores[s]
        written_scores = list(scores)
        written_totals = list(totals)
        if fault and fault["kind"] == "wrong_score":
            s = fault.get("seat")
            if s is None:
                s = max(range(n), key=lambda x: res["tricks"][x])
            if fault.get("no_durch"):
                # the sheet counted 1 a trick instead of 2 for the durch
                written_scores[s] = scores[s] - res["tricks"][s]
            else:
                written_scores[s] = scores[s] + fault.get("delta", 5)
            fault_events.append((len(events) + s, "wrong_score"))
        score_events = [{"type": "score", "party": s, "points": written_scores[s]} for s in range(n)]
        if fault and fault["kind"] == "wrong_total":
            s = fault.get("seat", 1)
            written_totals[s] = totals[s] + fault.get("delta", 10)
            fault_events.append((len(events) + n + s, "wrong_total"))
        total_events = [{"type": "total", "party": s, "points": written_totals[s]} for s in range(n)]
        if fault and fault["kind"] == "wild_no_colour":
            pass  # no scores, no totals for this round: the unnamed joker leaves the trick open
        else:
            events = events + score_events + total_events
        deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": events})
        durch_seat = [s for s in range(n) if res["tricks"][s] == cards]
        info = {
            "round": rnd,
            "dealer": dealer,
            "bids": bids,
            "tricks": res["tricks"],
            "plus": res["plus"],
            "minus": res["minus"],
            "scores": scores,
            "totals": list(totals),
            "trumps": res["trumps"],
            "all_tricks": durch_seat,
        }
        notes.append(info)
        for ev, code in fault_events:
            expected.append((rnd - 1, ev, code))
        dealer = (dealer + 1) % n
    transcript = {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": rules,
        "players": players,
        "meta": {"audit": "rage-fresh-4", "file": name},
        "deals": deals,
    }
    return transcript, sorted(expected), notes, stats


NAMES8 = ["Alena", "Boris", "Cyril", "Dana", "Emil", "Fanda", "Gita", "Hana"]

FILES = [
    # name, n, rules, kwargs
    (
        "01-4p-anchor-worked-example-clean",
        4,
        {"preset": "standard"},
        dict(anchor=True, first_dealer=3, players=["Anička", "Bohouš", "Katka", "Dalibor"]),
    ),
    (
        "02-3p-standard-all-tricks-no-durch-clean",
        3,
        {"preset": "standard"},
        dict(all_tricks_rounds=(6, 8, 9)),
    ),
    ("03-5p-plus-minus-one-clean", 5, {"preset": "standard", "plus_minus_one": True}, {}),
    ("04-6p-hidden-bid-clean", 6, {"preset": "standard", "hidden_bid": True}, dict(hidden=True)),
    ("05-7p-secret-bid-clean", 7, {"preset": "standard", "secret_bid": True}, dict(secret=True)),
    (
        "06-3p-durch-wrong-score-r8",
        3,
        {"preset": "standard", "durch": True},
        dict(all_tricks_rounds=(7, 8, 9), faults=[{"round": 8, "kind": "wrong_score", "no_durch": True}]),
    ),
    (
        "07-8p-wrong-total-r9",
        8,
        {"preset": "standard"},
        dict(faults=[{"round": 9, "kind": "wrong_total", "seat": 5, "delta": 10}]),
    ),
    (
        "08-4p-card-not-in-hand-r7",
        4,
        {"preset": "standard", "plus_minus_one": True},
        dict(faults=[{"round": 7, "kind": "card_not_in_hand"}]),
    ),
    ("09-5p-out-of-turn-r8", 5, {"preset": "standard"}, dict(faults=[{"round": 8, "kind": "out_of_turn"}])),
    (
        "10-3p-secret-bid-revoke-r6",
        3,
        {"preset": "standard", "secret_bid": True},
        dict(secret=True, faults=[{"round": 6, "kind": "revoke"}]),
    ),
    (
        "11-6p-hidden-bid-action-while-able-r5",
        6,
        {"preset": "standard", "hidden_bid": True},
        dict(hidden=True, faults=[{"round": 5, "kind": "action_while_able"}]),
    ),
    (
        "12-4p-wild-without-colour-r10",
        4,
        {"preset": "standard"},
        dict(faults=[{"round": 10, "kind": "wild_no_colour"}]),
    ),
    (
        "13-5p-durch-bid-out-of-turn-r6",
        5,
        {"preset": "standard", "durch": True},
        dict(faults=[{"round": 6, "kind": "bid_out_of_turn", "pos": 1}]),
    ),
    (
        "14-7p-bid-out-of-range-r8",
        7,
        {"preset": "standard"},
        dict(faults=[{"round": 8, "kind": "bid_out_of_range", "pos": 2}]),
    ),
    (
        "15-4p-plus-minus-one-forbidden-bid-r7",
        4,
        {"preset": "standard", "plus_minus_one": True},
        dict(faults=[{"round": 7, "kind": "pm1_forbidden"}]),
    ),
]


def main() -> None:
    summary = {}
    for idx, (name, n, rules, kw) in enumerate(FILES):
        rng = random.Random(SEED * 100 + idx)
        kw = dict(kw)
        players = kw.pop("players", NAMES8[:n])
        tr, exp, notes, stats = build_session(name, rng, n, players, rules, **kw)
        (HERE / f"{name}.json").write_text(json.dumps(tr, ensure_ascii=False, indent=1) + "\n")
        summary[name] = {"rules": rules, "expected": exp, "stats": stats, "notes": notes}
        print(name, rules, "expected:", exp, "actions played:", stats)
    (Path("/tmp") / "rage-fresh-4-summary.json").write_text(json.dumps(summary, ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
