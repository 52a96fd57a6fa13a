"""Blind generator for the audit round rage-out-of-turn-2faults.

Written from the Czech Rage rules (Amigo 2000, Paluba translation, seeds/001_e7f9d50c98dca0e9.txt)
and the transcript format spec only; nothing here imports or reads the engine.

Out-of-turn events in Rage at 6-8 players (a bid out of turn, a lead or play out of turn in the
first and in later tricks, a card played twice or not in hand, hidden_bid / secret_bid with the
bids recorded in another order), each faulty round with a second, independent fault (a revoke, an
action card played while able to follow, a wrong score or a wrong total), plus clean rounds.

Usage: python _gen.py [--seed N]   (writes NN-*.json and EXPECTED.md next to this file)
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
NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "František", "Gábina", "Honza"]


class Retry(Exception):
    """The drawn deal does not allow the plant unambiguously: draw another."""


def colour(card: str) -> str | None:
    return card[0] if card[0] in COLOURS and card[1:].isdigit() else None


def value(card: str) -> int:
    return int(card[1:])


def is_action(card: str) -> bool:
    return colour(card) is None


def next_trump(talon: list[str], ptr: int) -> tuple[str, int]:
    """Turn talon cards from ptr until a colour card shows (the source: action cards turned are
    passed over). Returns (colour, new pointer)."""
    while ptr < len(talon):
        c = talon[ptr]
        ptr += 1
        if colour(c):
            return colour(c), ptr
    raise Retry("stock ran out")


def led_colour(trick: list[tuple[int, str, str | None]]) -> str | None:
    """'První barevná karta nebo žolík určují barvu, kterou další hráči musejí přiznat.'"""
    for _s, c, named in trick:
        if c == "WILD":
            return named
        if colour(c):
            return colour(c)
    return None


def judge_trick(trick, trump, talon, ptr):
    """Winner of a finished trick. Returns (winner seat, trump for the next trick, ptr, trick trump).

    NOTRUMP: no trump in this trick at all (cards of the trump colour already played count as plain);
    after the trick the next card is turned for the rest of the round.
    CHANGE: the next card is turned at once and is trump for this trick and the rest of the round
    ('Dosavadní barva už tedy nemá sílu trumfu ani v tomto štychu')."""
    kinds = [c for _s, c, _n in trick if c in ("NOTRUMP", "CHANGE")]
    if len(kinds) > 1:
        raise Retry("two trump-changing cards in one trick")
    trick_trump = trump
    after_trump = trump
    if kinds == ["CHANGE"]:
        trick_trump, ptr = next_trump(talon, ptr)
        after_trump = trick_trump
    elif kinds == ["NOTRUMP"]:
        trick_trump = None
    led = led_colour(trick)
    if led is None:  # only action cards, no joker: the first card wins
        winner = trick[0][0]
    else:
        best = None
        wild_no = 0
        for s, c, named in trick:
            if c == "WILD":
                wild_no += 1
                col, val = named, 16 + wild_no  # highest of its colour; the second joker beats the first
            elif colour(c):
                col, val = colour(c), value(c)
            else:
                continue
            if trick_trump is not None and col == trick_trump:
                key = (2, val)
            elif col == led:
                key = (1, val)
            else:
                continue
            if best is None or key > best[0]:
                best = (key, s)
        winner = best[1]
    if kinds == ["NOTRUMP"]:
        after_trump, ptr = next_trump(talon, ptr)
    return winner, after_trump, ptr, trick_trump


def round_score(bid, tricks, plus, minus):
    """'Za každý vyhraný štych ... jeden plusový bod', +5 / -5 per action card in one's tricks,
    +10 for a bid met exactly, -5 otherwise."""
    return tricks + (10 if bid == tricks else -5) + 5 * plus - 5 * minus


class Deal:
    def __init__(self, rng, n, cards, dealer):
        self.rng, self.n, self.cards, self.dealer = rng, n, cards, dealer
        deck = DECK[:]
        rng.shuffle(deck)
        self.hands = [deck[i * cards : (i + 1) * cards] for i in range(n)]
        self.talon = deck[n * cards :]

    def simulate(self, directives=None):
        """Play the round with a simple legal policy; directives {(trick, 'revoke'|'action'): None}
        force one seat (a follower holding the led colour) to break the follow rule in that trick.
        Returns the tricks (lists of (seat, card, named)) and fills self.* with the results."""
        directives = dict(directives or {})
        rng, n = self.rng, self.n
        hands = [h[:] for h in self.hands]
        trump, ptr = next_trump(self.talon, 0)
        self.trump0 = trump
        leader = (self.dealer + 1) % n
        tricks, winners, trumps, planted = [], [], [], {}
        for k in range(self.cards):
            trick = []
            for i in range(n):
                s = (leader + i) % n
                hand = hands[s]
                led = led_colour(trick)
                follow = [c for c in hand if colour(c) == led] if led else []
                fault = directives.get(k)
                if fault and i > 0 and follow and "done" not in planted.get(k, {}):
                    if fault == "revoke":
                        alt = [c for c in hand if colour(c) and colour(c) != led]
                    else:
                        alt = [c for c in hand if c in ("PLUS5", "MINUS5")]
                    if alt and s not in self.avoid_seats:
                        card = rng.choice(alt)
                        planted[k] = {
                            "done": True,
                            "seat": s,
                            "card": card,
                            "held": sorted(follow),
                            "led": led,
                        }
                        hand.remove(card)
                        trick.append((s, card, None))
                        continue
                if follow:
                    card = rng.choice(follow)
                elif trick:
                    card = rng.choice(hand)
                else:
                    cols = [c for c in hand if colour(c)]
                    card = rng.choice(cols) if cols and rng.random() < 0.85 else rng.choice(hand)
                named = None
                if card == "WILD":
                    named = led if led and rng.random() < 0.6 else rng.choice([trump] + list(COLOURS))
                hand.remove(card)
                trick.append((s, card, named))
            if sum(1 for _s, c, _n in trick if c == "WILD") > 1:
                raise Retry("two jokers in a trick")
            w, trump_next, ptr, tt = judge_trick(trick, trump, self.talon, ptr)
            trumps.append(tt)
            tricks.append(trick)
            winners.append(w)
            trump, leader = trump_next, w
        self.final_ptr = ptr
        for k in directives:
            if k not in planted:
                raise Retry("directive not placeable")
        self.tricks, self.winners, self.trick_trumps, self.planted = tricks, winners, trumps, planted
        self.count = [winners.count(s) for s in range(n)]
        self.plus = [0] * n
        self.minus = [0] * n
        for trick, w in zip(tricks, winners, strict=True):
            for _s, c, _n in trick:
                if c == "PLUS5":
                    self.plus[w] += 1
                if c == "MINUS5":
                    self.minus[w] += 1
        return tricks

    avoid_seats: tuple = ()

    def choose_bids(self):
        self.bids = []
        for s in range(self.n):
            if self.rng.random() < 0.5:
                self.bids.append(self.count[s])
            else:
                self.bids.append(self.rng.choice([b for b in range(self.cards + 1) if b != self.count[s]]))
        self.scores = [
            round_score(self.bids[s], self.count[s], self.plus[s], self.minus[s]) for s in range(self.n)
        ]


def build_events(deal, bid_order, trick_orders, bid_positions=None, replaced=None):
    """Events with internal tags: ('bid', seat), ('play', trick, seat), ('score', seat), ('total', seat).
    bid_positions: None (all bids first) or {seat: (trick, position) to insert the bid before that play,
    or 'end' for after the last play}."""
    replaced = replaced or {}
    plays = []
    for k, order in enumerate(trick_orders):
        for s, c, named in order:
            c = replaced.get((k, s), c)
            ev = {"type": "play", "seat": s, "card": c}
            if named:
                ev["named"] = named
            ev["_tag"] = ("play", k, s)
            plays.append(ev)
    bids = [{"type": "bid", "seat": s, "bid": deal.bids[s], "_tag": ("bid", s)} for s in bid_order]
    if bid_positions is None:
        events = bids + plays
    else:
        events = []
        early = [b for b in bids if b["seat"] not in bid_positions]
        events.extend(early)
        for p in plays:
            for b in bids:
                pos = bid_positions.get(b["seat"])
                if pos is not None and pos != "end" and pos == p["_tag"][1:]:
                    events.append(b)
            events.append(p)
        events.extend(b for b in bids if bid_positions.get(b["seat"]) == "end")
    return events


def tag_index(events, tag):
    for i, e in enumerate(events):
        if e.get("_tag") == tag:
            return i
    raise KeyError(tag)


class Session:
    def __init__(self, rng, n, first_round, dealer, rules, start_totals):
        self.rng, self.n, self.round, self.dealer = rng, n, first_round, dealer
        self.rules = rules
        self.start_totals = start_totals
        self.totals = list(start_totals)  # by the rules
        self.sheet_totals = list(start_totals)  # as written
        self.deals = []
        self.expected = []  # (deal, event, code, note)
        self.notes = []

    def add(self, spec):
        """spec: dict with optional keys: bid_plant, ott (out-of-turn plant), second (fault), bid_mode."""
        d_index = len(self.deals)
        cards = 11 - self.round
        for _attempt in range(4000):
            try:
                rec = self._try(spec, cards, d_index)
            except Retry:
                continue
            if rec is not None:
                break
        else:
            raise SystemExit(f"no deal found for {spec}")
        self.deals.append(rec)
        self.round += 1
        self.dealer = (self.dealer + 1) % self.n

    def _try(self, spec, cards, d_index):
        rng, n = self.rng, self.n
        deal = Deal(rng, n, cards, self.dealer)
        second = spec.get(
            "second"
        )  # ('revoke'|'action', trick) / ('score', seat_off, delta) / ('total', ...)
        ott = spec.get(
            "ott"
        )  # ('lead_swap', k) / ('lead_rotate', k, j) / ('mid_swap', k, p) / ('twice', k) / ('talon', k)
        directives = {}
        if second and second[0] in ("revoke", "action"):
            directives[second[1]] = second[0]
        deal.simulate(directives)
        deal.choose_bids()
        orders = [t[:] for t in deal.tricks]
        replaced = {}
        exp = []  # (tag, code, note)
        ott_trick = (
            ott[1] if ott and ott[0] in ("lead_swap", "lead_rotate", "mid_swap", "twice", "talon") else None
        )
        fault_seats = set()
        if second and second[0] in ("revoke", "action"):
            p = deal.planted[second[1]]
            fault_seats.add(p["seat"])
            if ott_trick is not None and ott_trick == second[1]:
                raise Retry
        # ---- out-of-turn plant
        if ott:
            kind = ott[0]
            if kind == "lead_swap":
                k = ott[1]
                t = orders[k]
                (s0, c0, _), (s1, c1, _) = t[0], t[1]
                if not (colour(c0) and colour(c1) and colour(c0) == colour(c1)):
                    raise Retry
                if s1 in fault_seats or any(c == "WILD" for _s, c, _n in t):
                    raise Retry
                orders[k] = [t[1], t[0]] + t[2:]
                exp.append(
                    (
                        ("play", k, s1),
                        "out_of_turn",
                        f"trick {k + 1}: {NAMES[s1]} led {c1}; the lead was {NAMES[s0]}'s "
                        f"({'left of the dealer' if k == 0 else 'winner of the previous trick'}); "
                        f"{NAMES[s0]} then played {c0}, the seat skipped (no second finding)",
                    )
                )
            elif kind == "lead_rotate":
                k, j = ott[1], ott[2]
                t = orders[k]
                s0, c0, _ = t[0]
                sj, cj, _ = t[j]
                if not (colour(c0) and colour(cj) and colour(c0) == colour(cj)):
                    raise Retry
                if sj in fault_seats or any(c == "WILD" for _s, c, _n in t):
                    raise Retry
                orders[k] = t[j:] + t[:j]
                exp.append(
                    (
                        ("play", k, sj),
                        "out_of_turn",
                        f"trick {k + 1}: {NAMES[sj]} led {cj}; the lead was {NAMES[s0]}'s "
                        f"({'left of the dealer' if k == 0 else 'winner of the previous trick'}); the table "
                        f"played on clockwise from {NAMES[sj]}, {NAMES[s0]} in that turn ({c0}): one finding",
                    )
                )
            elif kind == "mid_swap":
                k, p = ott[1], ott[2]
                t = orders[k]
                if not colour(t[0][1]):
                    raise Retry
                if t[p][1] == "WILD" and t[p + 1][1] == "WILD":
                    raise Retry
                if t[p + 1][0] in fault_seats:
                    raise Retry
                orders[k] = t[:p] + [t[p + 1], t[p]] + t[p + 2 :]
                exp.append(
                    (
                        ("play", k, t[p + 1][0]),
                        "out_of_turn",
                        f"trick {k + 1}: {NAMES[t[p + 1][0]]} played {t[p + 1][1]} before "
                        f"{NAMES[t[p][0]]} ({t[p][1]}), whose turn it was; one finding",
                    )
                )
            elif kind in ("twice", "talon"):
                k = ott[1]
                t = orders[k]
                led = led_colour(t)
                cands = []
                for i, (s, c, _n) in enumerate(t):
                    if i == 0 or not colour(c) or s in fault_seats:
                        continue
                    if kind == "twice":
                        pool = [
                            c2
                            for kk in range(k)
                            for s2, c2, _ in deal.tricks[kk]
                            if s2 == s and colour(c2) == colour(c)
                        ]
                    else:
                        pool = [c2 for c2 in deal.talon[deal.final_ptr :] if colour(c2) == colour(c)]
                    for w in pool:
                        cands.append((s, c, w))
                rng.shuffle(cands)
                ok = None
                for s, c, w in cands:
                    t2 = [(s2, w if s2 == s else c2, n2) for s2, c2, n2 in t]
                    if led_colour(t2) != led:
                        continue
                    if (
                        judge_trick(t2, deal_trump_before(deal, k), deal.talon, deal_ptr_before(deal, k))[0]
                        != deal.winners[k]
                    ):
                        continue
                    # the seat keeps c (unplayed): it must never look void in c's colour afterwards
                    bad = False
                    for kk in range(k + 1, cards):
                        lk = led_colour(deal.tricks[kk])
                        mine = [c2 for s2, c2, _ in deal.tricks[kk] if s2 == s][0]
                        if lk == colour(c) and colour(mine) != lk:
                            bad = True
                    if not bad:
                        ok = (s, c, w)
                        break
                if not ok:
                    raise Retry
                s, c, w = ok
                replaced[(k, s)] = w
                if kind == "twice":
                    note = (
                        f"trick {k + 1}: {NAMES[s]} wrote {w}, which he had already played; his {c} "
                        f"is never played (the card the slip stood for): card_not_in_hand, no revoke"
                    )
                else:
                    note = (
                        f"trick {k + 1}: {NAMES[s]} wrote {w}, a card of the stock (never dealt); his "
                        f"{c} is never played (the card the slip stood for): card_not_in_hand"
                    )
                exp.append((("play", k, s), "card_not_in_hand", note))
        # ---- bids
        bid_order = [(deal.dealer + 1 + i) % n for i in range(n)]
        bid_positions = None
        bmode = spec.get("bids", "normal")
        if bmode == "shuffled":  # hidden_bid: any order before the first card
            while bid_order == [(deal.dealer + 1 + i) % n for i in range(n)]:
                rng.shuffle(bid_order)
        elif bmode == "end":  # secret_bid: all after the last play
            bid_positions = {s: "end" for s in range(n)}
        elif bmode == "interleaved":  # secret_bid: anywhere before the scores
            bid_positions = {}
            for s in range(n):
                if rng.random() < 0.7:
                    k = rng.randrange(cards)
                    bid_positions[s] = (k, rng.choice([x[0] for x in orders[k]]))
                else:
                    bid_positions[s] = "end"
        if ott and ott[0] == "bid_swap":
            i = ott[1]
            a, b = bid_order[i], bid_order[i + 1]
            bid_order[i], bid_order[i + 1] = b, a
            exp.append(
                (
                    ("bid", b),
                    "bid_out_of_turn",
                    f"{NAMES[b]} bid before {NAMES[a]}, whose turn it was; {NAMES[a]} bid next (the seat skipped), one finding",
                )
            )
        elif ott and ott[0] == "dealer_first":
            bid_order = bid_order[-1:] + bid_order[:-1]
            exp.append(
                (
                    ("bid", deal.dealer),
                    "bid_out_of_turn",
                    f"the dealer {NAMES[deal.dealer]} bid first; the first bid is the left neighbour's "
                    f"({NAMES[(deal.dealer + 1) % n]}), who bid next, then the others in order: one finding",
                )
            )
        elif ott and ott[0] == "bid_after_play":
            # hidden_bid: the last seat's bid written after the first card of the first trick
            s = bid_order[-1]
            first = orders[0][0][0]
            bid_positions = {s: (0, orders[0][1][0])}
            exp.append(
                (
                    ("bid", s),
                    "bid_out_of_turn",
                    f"hidden_bid: {NAMES[s]}'s bid is written after {NAMES[first]} led the first card; "
                    f"every bid is written and revealed before play ('Když mají všichni svůj tip napsaný, odkryjí je')",
                )
            )
        events = build_events(deal, bid_order, orders, bid_positions, replaced)
        # ---- scores and totals
        scores_written = list(deal.scores)
        totals_rules = [self.totals[s] + deal.scores[s] for s in range(n)]
        totals_written = list(totals_rules)
        total_mode = spec.get(
            "totals", "rules"
        )  # 'rules' | 'sheet' (sheet's own sum after a wrong score) | 'none'
        if second and second[0] == "score":
            cand = [
                s for s in range(n) if s not in fault_seats and (not ott or s not in [e[0][-1] for e in exp])
            ]
            s = rng.choice(cand)
            delta = second[1]
            scores_written[s] = deal.scores[s] + delta
            if total_mode == "sheet":
                totals_written[s] = self.sheet_totals[s] + scores_written[s]
            exp.append(
                (
                    ("score", s),
                    "wrong_score",
                    f"{NAMES[s]}: bid {deal.bids[s]}, took {deal.count[s]}, +5 cards {deal.plus[s]}, -5 cards "
                    f"{deal.minus[s]}: the round scores {deal.scores[s]}; written {scores_written[s]}",
                )
            )
        if second and second[0] == "total":
            cand = [s for s in range(n) if not ott or s not in [e[0][-1] for e in exp]]
            s = rng.choice(cand)
            totals_written[s] = totals_rules[s] + second[1]
            exp.append(
                (
                    ("total", s),
                    "wrong_total",
                    f"{NAMES[s]}: previous total {self.totals[s]} + round {deal.scores[s]} = {totals_rules[s]}; written {totals_written[s]}",
                )
            )
        if second and second[0] in ("revoke", "action"):
            p = deal.planted[second[1]]
            code = "revoke" if second[0] == "revoke" else "action_card_while_able_to_follow"
            exp.append(
                (
                    ("play", second[1], p["seat"]),
                    code,
                    f"trick {second[1] + 1}: {NAMES[p['seat']]} played {p['card']} to a {p['led']} lead holding {', '.join(p['held'])}",
                )
            )
        for s in range(n):
            events.append({"type": "score", "party": s, "points": scores_written[s], "_tag": ("score", s)})
        if total_mode != "none":
            for s in range(n):
                events.append(
                    {"type": "total", "party": s, "points": totals_written[s], "_tag": ("total", s)}
                )
        # ---- resolve expectations to event indexes
        resolved = [(d_index, tag_index(events, tag), code, note) for tag, code, note in exp]
        for e in events:
            del e["_tag"]
        self.totals = totals_rules
        if total_mode != "none":
            self.sheet_totals = totals_written
        else:
            self.sheet_totals = [self.sheet_totals[s] + scores_written[s] for s in range(n)]
        self.expected.extend(sorted(resolved, key=lambda r: r[1]))
        self.notes.append(describe(deal, self.round, d_index))
        return {"dealer": deal.dealer, "hands": deal.hands, "talon": deal.talon, "events": events}

    def transcript(self, desc):
        doc = {
            "format": "trick-transcript/1",
            "game": "rage",
            "rules": self.rules,
            "players": NAMES[: self.n],
            "meta": {
                "audit": "rage-out-of-turn-2faults",
                "description": desc,
                "expected": [[d, e, c] for d, e, c, _ in self.expected],
            },
            "deals": self.deals,
        }
        if self.start is not None:
            doc["start"] = self.start
        return doc


def deal_trump_before(deal, k):
    trump, ptr = next_trump(deal.talon, 0)
    for kk in range(k):
        _w, trump, ptr, _t = judge_trick(deal.tricks[kk], trump, deal.talon, ptr)
    return trump


def deal_ptr_before(deal, k):
    trump, ptr = next_trump(deal.talon, 0)
    for kk in range(k):
        _w, trump, ptr, _t = judge_trick(deal.tricks[kk], trump, deal.talon, ptr)
    return ptr


def describe(deal, rnd, d_index):
    n = deal.n
    lines = [
        f"deal {d_index} (round {rnd}, {deal.cards} cards, dealer {NAMES[deal.dealer]}, first trump {deal.trump0})"
    ]
    lines.append("  tricks won: " + ", ".join(f"{NAMES[s]} {deal.count[s]}" for s in range(n)))
    lines.append("  bids: " + ", ".join(f"{NAMES[s]} {deal.bids[s]}" for s in range(n)))
    act = [f"{NAMES[s]} +5x{deal.plus[s]}" for s in range(n) if deal.plus[s]] + [
        f"{NAMES[s]} -5x{deal.minus[s]}" for s in range(n) if deal.minus[s]
    ]
    if act:
        lines.append("  action cards won: " + ", ".join(act))
    lines.append("  scores by the rules: " + ", ".join(f"{NAMES[s]} {deal.scores[s]}" for s in range(n)))
    lines.append(
        "  trick winners: "
        + " ".join(NAMES[w][:3] for w in deal.winners)
        + "; trump per trick: "
        + " ".join(t or "-" for t in deal.trick_trumps)
    )
    return "\n".join(lines)


SPECS = [
    # file, players, first round, rules, [deal specs], description
    ("01-clean-6p-two-rounds", 6, 3, {}, [{}, {}], "clean: two rounds, standard order of bids and plays"),
    (
        "02-bid-swap-revoke-7p",
        7,
        5,
        {},
        [{"ott": ("bid_swap", 2), "second": ("revoke", 2)}],
        "third and fourth bidders swapped + a revoke in trick 3",
    ),
    (
        "03-dealer-bids-first-wrong-score-8p",
        8,
        4,
        {},
        [{"ott": ("dealer_first",), "second": ("score", 15)}],
        "the dealer bids first + a score written as if the bid was met",
    ),
    (
        "04-first-lead-swap-action-6p",
        6,
        2,
        {},
        [{"ott": ("lead_swap", 0), "second": ("action", 3)}],
        "first trick led by the dealer's second neighbour (swapped with the first) + an action card while able to follow",
    ),
    (
        "05-first-lead-dealer-wrong-total-7p",
        7,
        6,
        {},
        [{}, {"ott": ("lead_rotate", 0, 6), "second": ("total", 10)}],
        "clean round, then the dealer leads the first trick and the table plays on + a wrong total",
    ),
    (
        "06-later-lead-swap-revoke-8p",
        8,
        3,
        {},
        [{"ott": ("lead_swap", 3), "second": ("revoke", 5)}],
        "trick 4 led by the seat after the winner of trick 3 + a revoke in trick 6",
    ),
    (
        "07-later-lead-rotate-action-6p",
        6,
        1,
        {},
        [{"ott": ("lead_rotate", 4, 2), "second": ("action", 6)}],
        "trick 5 led out of turn, the table plays on from the offender + an action card while able to follow in trick 7",
    ),
    (
        "08-midtrick-swap-wrong-score-7p",
        7,
        4,
        {},
        [{"ott": ("mid_swap", 2, 3), "second": ("score", -1)}],
        "two followers swapped in trick 3 + a score one short",
    ),
    (
        "09-card-twice-revoke-8p",
        8,
        5,
        {},
        [{"ott": ("twice", 4), "second": ("revoke", 2)}],
        "a card played a second time in trick 5 + a revoke in trick 3",
    ),
    (
        "10-card-from-stock-wrong-total-6p",
        6,
        3,
        {},
        [{"ott": ("talon", 3), "second": ("total", -5)}],
        "a card of the stock written in trick 4 + a wrong total",
    ),
    (
        "11-hidden-bid-order-clean-8p",
        8,
        6,
        {"hidden_bid": True},
        [{"bids": "shuffled"}, {"bids": "shuffled"}],
        "hidden_bid: bids written in another order, clean",
    ),
    (
        "12-hidden-bid-midswap-action-7p",
        7,
        5,
        {"hidden_bid": True},
        [{"bids": "shuffled", "ott": ("mid_swap", 1, 2), "second": ("action", 4)}],
        "hidden_bid with the bids in another order (no fault) + two followers swapped in trick 2 + an action card while able to follow",
    ),
    (
        "13-hidden-bid-after-lead-wrong-score-6p",
        6,
        4,
        {"hidden_bid": True},
        [{"ott": ("bid_after_play",), "second": ("score", 15), "totals": "sheet"}],
        "hidden_bid, one bid written after the first card was led + a wrong score (totals by the sheet's own sum)",
    ),
    (
        "14-secret-bid-late-clean-7p",
        7,
        7,
        {"secret_bid": True},
        [{"bids": "end"}, {"bids": "interleaved"}],
        "secret_bid: bids written after the plays, then among the plays; clean",
    ),
    (
        "15-secret-bid-lead-rotate-wrong-total-8p",
        8,
        6,
        {"secret_bid": True},
        [{"bids": "interleaved", "ott": ("lead_rotate", 2, 3), "second": ("total", 5)}, {"bids": "end"}],
        "secret_bid with bids among the plays + trick 3 led out of turn, table plays on + a wrong total; then a clean round",
    ),
]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=2026)
    args = ap.parse_args()
    for p in HERE.glob("[0-9][0-9]-*.json"):
        p.unlink()
    md = [
        "# rage-out-of-turn-2faults: expected verdicts (written blind, before running the engine)",
        "",
        f"Generated by `_gen.py --seed {args.seed}`. Events are indexed from 0 within each deal.",
        "",
    ]
    md += SOURCE_NOTES
    for i, (name, n, first_round, rules, specs, desc) in enumerate(SPECS):
        rng = random.Random(args.seed * 1000 + i)
        dealer = rng.randrange(n)
        start_totals = [0] * n if first_round == 1 else [rng.randrange(-20, 60) for _ in range(n)]
        sess = Session(rng, n, first_round, dealer, {"preset": "standard", **rules}, start_totals)
        sess.start = None if first_round == 1 else {"round": first_round, "totals": start_totals}
        for spec in specs:
            sess.add(spec)
        doc = sess.transcript(desc)
        (HERE / f"{name}.json").write_text(
            json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
        )
        status = "violations" if sess.expected else "clean"
        md.append(f"## {name}.json")
        md.append("")
        md.append(
            f"{desc}. {n} players, rules {json.dumps(rules) if rules else 'standard'}, "
            f"start {json.dumps(sess.start) if sess.start else 'fresh (round 1)'}."
        )
        md.append("")
        md.append(f"Expected: **{status}**" + (":" if sess.expected else "."))
        md.append("")
        for d, e, c, note in sess.expected:
            md.append(f"- ({d}, {e}, `{c}`): {note}")
        md.append("")
        md.append("```")
        md.extend(sess.notes)
        md.append("```")
        md.append("")
    (HERE / "EXPECTED.md").write_text("\n".join(md) + "\n", encoding="utf-8")


SOURCE_NOTES = [
    "## Source sentences relied on (seeds/001_e7f9d50c98dca0e9.txt)",
    "",
    "- Bidding order: „Jako první musí říct svůj odhad hráč po levé ruce hráče, který rozdával karty.“"
    " (the left neighbour of the dealer bids first; then in turn, „Po řadě ohlásí každý svůj tip“). "
    "In the format, the next player after seat i is seat i+1, so bids run dealer+1, dealer+2, …, dealer.",
    "- Tips repeated before the first trick: „Před prvním štychem se tipy ještě jednou pro všechny nahlas zopakují.“",
    "- Leading: „Levý soused hráče, který rozdával karty, vyloží první kartu prvního štychu. Ostatní hráči ho "
    "následují po směru hodinových ručiček.“ and „Vítěz štychu otvírá následující štych“.",
    "- Following colour: „Musí přitom přiznat barvu první karty štychu … Pouze pokud takovou nemá, vyloží kartu "
    "libovolné jiné barvy, akční kartu nebo trumfa.“",
    "- Action cards: „Jestliže hráč nemá v ruce kartu, kterou by mohl přiznat barvu, může také použít akční kartu.“ "
    "(so an action card played while holding the led colour breaks the rule: action_card_while_able_to_follow); "
    "„Akční karty nepatří k žádné ze šesti barev ve hře.“",
    "- No trump: „V tomto štychu nebude žádná barva trumfová … Po štychu se odkryje vrchní karta z balíku“; "
    "change trump: „Nová barevná karta určuje barvu trumfu pro aktuální štych a pro zbytek kola.“; joker: "
    "„Žolík se považuje za nejvyšší kartu dané barvy v tomto štychu“; „První barevná karta nebo žolík určují barvu“; "
    "„Pokud nakonec štych obsahuje jen samé akční karty bez žolíka, štych vyhraje první karta do něj položená.“",
    "- Round scoring: one point a trick, +5 / −5 for each „+5“ / „−5“ card in one's tricks, +10 for a bid met "
    "exactly, −5 otherwise („Za každý vyhraný štych … jeden plusový bod“ … „dostane pět minusových bodů“). "
    "Totals: „Potom se každému hráči sečtou výsledky všech deseti kol.“ (a running total is the previous one plus the round).",
    "- Hidden bid: „Hráči napíší své odhady nejdřív na papírek. Když mají všichni svůj tip napsaný, odkryjí je“ "
    "(written at once, so any recorded order is fine, but all before play). Secret bid: „ten se zveřejní až na konci "
    "kola“ (the bids may appear anywhere before the scores).",
    "- One slip, one finding (README, the project's documented reading): after a card out of turn the next may follow "
    "on from it or come from the seat it skipped; a card written for a seat that never held it is that seat's "
    "card_not_in_hand and the card it stood for leaves his hand, so no revoke follows. Rage names no penalty: "
    "the round is scored as played.",
    "- Seats: a revoke or action card fault is planted only on a follower who still holds the led colour; an "
    "out-of-turn trick keeps the same cards and the same colour led (the two leading cards are of one colour, no "
    "joker in the trick), so the trick winner and the round's figures do not depend on the reading.",
    "",
]

if __name__ == "__main__":
    main()
