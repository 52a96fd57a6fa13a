"""A seedable Rage simulator that plays legal sessions, and plants one known fault on request.

The simulator keeps its own small model of the rules (written apart from the engine, so the
two check each other): random legal bids and plays, the stock turned as the source says, and
the score sheet written correctly. ``plant`` makes one player break one rule at one moment and
plays on legally from the state that results, so the verdict must name exactly that event.
"""

from __future__ import annotations

import random
from typing import Any

from validator.engine.cards import RAGE

COLOURS = "RBGYPO"
ACTIONS = ("WILD", "NOTRUMP", "CHANGE", "PLUS5", "MINUS5")
NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "František", "Gábina", "Honza"]
OPTION_NAMES = ("plus_minus_one", "hidden_bid", "secret_bid", "durch")

FAULTS = (
    "revoke",
    "action_card_while_able_to_follow",
    "wild_without_colour",
    "card_not_in_hand",
    "out_of_turn",
    "bid_out_of_turn",
    "bid_out_of_range",
    "bid_forbidden_plus_minus_one",
    "missing_bid",
    "wrong_score",
    "wrong_total",
    "wrong_dealer",
)


def colour_of(code: str, named: str | None = None) -> str | None:
    if code == "WILD":
        return named
    return None if code in ACTIONS else code[0]


def value_of(code: str) -> int:
    return 16 if code == "WILD" else int(code[1:])


def random_options(rng: random.Random) -> dict[str, bool]:
    """Any combination of the four variants (the source does not forbid combining them)."""
    return {
        "plus_minus_one": rng.random() < 0.4,
        "hidden_bid": rng.random() < 0.3,
        "secret_bid": rng.random() < 0.3,
        "durch": rng.random() < 0.5,
    }


class _Session:
    def __init__(
        self, rng: random.Random, n: int, options: dict[str, bool], fault: str | None, rounds: int
    ) -> None:
        self.rng = rng
        self.n = n
        self.opts = {k: bool(options.get(k, False)) for k in OPTION_NAMES}
        self.fault = fault
        self.rounds = rounds
        self.planted: dict[str, Any] | None = None
        self.fault_deal = (
            rng.randrange(rounds) if fault != "wrong_dealer" else rng.randrange(1, max(2, rounds))
        )
        self.totals = [0] * n

    def want(self, fault: str, deal: int) -> bool:
        return self.fault == fault and self.planted is None and deal >= self.fault_deal

    def mark(self, deal: int, event: int | None, code: str, seat: int | None) -> None:
        self.planted = {"deal": deal, "event": event, "code": code, "seat": seat}

    def run(self) -> dict[str, Any]:
        deals = []
        dealer = self.rng.randrange(self.n)
        for k in range(self.rounds):
            if k and self.want("wrong_dealer", k):
                dealer = (dealer + self.rng.randrange(1, self.n)) % self.n
                self.mark(k, None, "wrong_dealer", dealer)
            deals.append(self.deal(k, dealer, 10 - k))
            dealer = (dealer + 1) % self.n
        transcript = {
            "format": "trick-transcript/1",
            "game": "rage",
            "rules": {k: v for k, v in self.opts.items() if v},
            "players": NAMES[: self.n],
            "deals": deals,
        }
        return transcript

    # -- one round
    def deal(self, k: int, dealer: int, cards: int) -> dict[str, Any]:
        rng, n = self.rng, self.n
        pack = [c.code for c in RAGE.full()]
        rng.shuffle(pack)
        hands = [pack[i * cards : (i + 1) * cards] for i in range(n)]
        talon = pack[n * cards :]
        events: list[dict[str, Any]] = []
        stock = list(talon)
        held = [list(h) for h in hands]

        def turn() -> str | None:
            while stock:
                c = stock.pop(0)
                if c not in ACTIONS:
                    return c[0]
            return None

        trump = turn()
        order = [(dealer + 1 + i) % n for i in range(n)]
        bids: dict[int, int] = {}
        for i, s in enumerate(order):
            bid = rng.randint(0, cards)
            others = sum(bids.values())
            if self.opts["plus_minus_one"] and i == n - 1:
                forbidden = cards - others
                if self.want("bid_forbidden_plus_minus_one", k) and 0 <= forbidden <= cards:
                    bid = forbidden
                    self.mark(k, len(events), "bid_forbidden_plus_minus_one", s)
                else:
                    while bid == forbidden:
                        bid = rng.randint(0, cards)
            if self.want("bid_out_of_range", k) and rng.random() < 0.5:
                bid = cards + rng.randint(1, 3)
                self.mark(k, len(events), "bid_out_of_range", s)
            bids[s] = bid
            events.append({"type": "bid", "seat": s, "bid": bid})
        bid_events = events[:]
        if self.opts["hidden_bid"]:
            rng.shuffle(bid_events)
        if self.want("bid_out_of_turn", k) and not (self.opts["hidden_bid"] or self.opts["secret_bid"]):
            bid_events[0], bid_events[1] = bid_events[1], bid_events[0]
            self.mark(k, 0, "bid_out_of_turn", bid_events[0]["seat"])
        missing = None
        said: dict[int, int] = {}  # the bid the table heard and the record left out
        if self.want("missing_bid", k):
            drop = rng.randrange(n)
            missing = bid_events.pop(drop)["seat"]
            said[missing] = bids.pop(missing)
        if (
            self.planted
            and self.planted["deal"] == k
            and self.planted["code"]
            in (
                "bid_out_of_range",
                "bid_forbidden_plus_minus_one",
            )
        ):  # bids were shuffled or reordered after marking: find the event again
            seat = self.planted["seat"]
            self.planted["event"] = next(i for i, e in enumerate(bid_events) if e["seat"] == seat)
        events = [] if self.opts["secret_bid"] else bid_events
        plays: list[dict[str, Any]] = []

        tricks = [0] * n
        won_actions: list[list[str]] = [[] for _ in range(n)]
        leader = (dealer + 1) % n
        for _t in range(cards):
            table: list[tuple[int, str, str | None]] = []
            trick_events: list[dict[str, Any]] = []
            notrump = False
            for i in range(n):
                s = (leader + i) % n
                code, named, ev_fault = self.choose(k, s, held[s], table, talon)
                if code in held[s] and ev_fault != "card_not_in_hand":
                    held[s].remove(code)
                ev: dict[str, Any] = {"type": "play", "seat": s, "card": code}
                if named is not None:
                    ev["named"] = named
                table.append((s, code, named))
                trick_events.append(ev)
                if ev_fault:
                    self.planted = {
                        "deal": k,
                        "event": ("trick", len(trick_events) - 1),
                        "code": ev_fault,
                        "seat": s,
                    }
                if code == "CHANGE":
                    trump = turn()
                elif code == "NOTRUMP":
                    notrump = True
            winner = self.winner(table, None if notrump else trump)
            if notrump:
                trump = turn()
            tricks[winner] += 1
            won_actions[winner] += [c for _, c, _ in table if c in ("PLUS5", "MINUS5")]
            if self.want("out_of_turn", k) and n >= 3:
                swap = [
                    i
                    for i in range(1, n - 1)
                    if table[0][1] not in ACTIONS
                    and table[i][1] not in ACTIONS
                    and table[i + 1][1] not in ACTIONS
                ]
                if swap:
                    i = rng.choice(swap)
                    trick_events[i], trick_events[i + 1] = trick_events[i + 1], trick_events[i]
                    self.planted = {
                        "deal": k,
                        "event": ("trick", i),
                        "code": "out_of_turn",
                        "seat": trick_events[i]["seat"],
                    }
            base = len(events) + len(plays)
            if self.planted and self.planted["deal"] == k and isinstance(self.planted["event"], tuple):
                self.planted["event"] = base + self.planted["event"][1]
            plays += trick_events
            leader = winner
        events += plays
        if self.opts["secret_bid"]:  # revealed at the end of the round
            events += bid_events
        if missing is not None and self.planted is None:
            first_play = next(i for i, e in enumerate(events) if e["type"] == "play")
            self.mark(k, None if self.opts["secret_bid"] else first_play, "missing_bid", missing)
        if (
            self.planted
            and self.planted["deal"] == k
            and self.planted["code"]
            in (
                "bid_out_of_turn",
                "bid_out_of_range",
                "bid_forbidden_plus_minus_one",
            )
            and self.opts["secret_bid"]
        ):
            self.planted["event"] += len(plays)
        # the score sheet
        durch = self.opts["durch"] and cards > 1 and cards in tricks
        scores = []
        for s in range(n):
            per = 2 if durch and tricks[s] == cards else 1
            pts = tricks[s] * per + 5 * won_actions[s].count("PLUS5") - 5 * won_actions[s].count("MINUS5")
            made = bids.get(s, said.get(s))  # the sheet scores the bid made, recorded or not
            if made is not None:
                pts += 10 if made == tricks[s] else -5
            scores.append(pts)
        score_at = len(events)
        for s in range(n):
            events.append({"type": "score", "party": s, "points": scores[s]})
        for s in range(n):
            self.totals[s] += scores[s]
            events.append({"type": "total", "party": s, "points": self.totals[s]})
        if self.want("wrong_score", k):
            s = rng.randrange(n)
            delta = rng.choice([-5, -1, 1, 5, 10])
            events[score_at + s]["points"] += delta
            self.totals[s] += delta
            events[score_at + n + s]["points"] += delta
            self.mark(k, score_at + s, "wrong_score", s)
        elif self.want("wrong_total", k):
            s = rng.randrange(n)
            events[score_at + n + s]["points"] += rng.choice([-10, -1, 1, 3])
            self.mark(k, score_at + n + s, "wrong_total", s)
        return {"dealer": dealer, "hands": hands, "talon": talon, "events": events}

    def choose(
        self, k: int, seat: int, hand: list[str], table: list[tuple[int, str, str | None]], talon: list[str]
    ) -> tuple[str, str | None, str | None]:
        """A legal card (and the colour a joker names), or the planted fault."""
        rng = self.rng
        led = next((c for _, code, named in table if (c := colour_of(code, named))), None)
        follow = [c for c in hand if led is not None and colour_of(c) == led]
        if follow and self.planted is None:
            others = [c for c in hand if c not in ACTIONS and colour_of(c) != led]
            actions = [c for c in hand if c in ACTIONS]
            if self.want("revoke", k) and others:
                return rng.choice(others), None, "revoke"
            if self.want("action_card_while_able_to_follow", k) and actions:
                c = rng.choice(actions)
                return c, rng.choice(COLOURS) if c == "WILD" else None, "action_card_while_able_to_follow"
        if self.want("card_not_in_hand", k) and len(hand) > 1:
            pool = [c for c in talon[-5:] if c not in ACTIONS and (not follow or colour_of(c) == led)]
            if pool:
                return rng.choice(pool), None, "card_not_in_hand"
        legal = follow or hand
        card = rng.choice(legal)
        if card == "WILD":
            if self.want("wild_without_colour", k):
                return card, None, "wild_without_colour"
            return card, rng.choice(COLOURS), None
        return card, None, None

    @staticmethod
    def winner(table: list[tuple[int, str, str | None]], trump: str | None) -> int:
        led = next((c for _, code, named in table if (c := colour_of(code, named))), None)
        if led is None:
            return table[0][0]
        ranked = []
        for pos, (seat, code, named) in enumerate(table):
            # a joker written without its colour stands for the colour led (rage/action.wild)
            colour = colour_of(code, named) or (led if code == "WILD" else None)
            if colour is None:
                continue
            if colour == trump:
                ranked.append((2, value_of(code), pos, seat))
            elif colour == led:
                ranked.append((1, value_of(code), pos, seat))
        return max(ranked)[3]


def simulate(seed: int, players: int | None = None, rounds: int = 10, **options: bool) -> dict[str, Any]:
    """A legal Rage session; players and options drawn from the seed when not given."""
    rng = random.Random(seed)
    n = players or rng.randint(3, 8)
    opts = options or random_options(rng)
    return _Session(rng, n, opts, None, rounds).run()


def plant(
    seed: int, fault: str, players: int | None = None, rounds: int = 10, **options: bool
) -> tuple[dict[str, Any], dict[str, Any]] | None:
    """A session with exactly one planted fault, and where it is: {deal, event, code, seat}.

    None when the seed's session gives no chance to plant it (e.g. nobody ever could revoke).
    """
    if fault not in FAULTS:
        raise ValueError(f"unknown fault {fault!r}; one of {FAULTS}")
    rng = random.Random(seed)
    n = players or rng.randint(3, 8)
    opts = options or random_options(rng)
    if fault == "bid_forbidden_plus_minus_one":
        opts = {**opts, "plus_minus_one": True}
    if fault == "bid_out_of_turn":
        opts = {**opts, "hidden_bid": False, "secret_bid": False}
    sim = _Session(rng, n, opts, fault, rounds)
    transcript = sim.run()
    if sim.planted is None:
        return None
    return transcript, sim.planted
