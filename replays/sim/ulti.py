"""A seedable Ulti simulator that plays legal deals, and a fault injector that plants one known fault.

The simulator keeps its own small model of the rules, written apart from the engine so that the
two check each other: an auction with the talon passed or taken and strictly rising bids over
every goal combination the options allow, the trump named, marriages announced, contras and the
higher doublings, legal plays (follow, trump, overtake; the ulti declarer keeps the trump seven),
and the payments goal by goal. ``inject`` replays one deal of a transcript with one player
breaking one rule at one moment, plays on legally from the state that results, and records the
payments the rules then call for (a follow fault, by default: the deal settled as played), so the
verdict must name exactly that event, with its code and penalty, and nothing else.
"""

from __future__ import annotations

import copy
import itertools
import random
from typing import Any

from validator.engine.games.ulti import tables as T
from validator.engine.games.ulti.options import OPTIONS

NAMES = ["Anna", "Béla", "Csilla"]
SUITS = "HDSC"
RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7")
DECK = [r + s for s in SUITS for r in RANKS]

FAULTS: tuple[str, ...] = (
    "revoke",
    "failure_to_trump",
    "failure_to_overtake",
    "illegal_discard",
    "illegal_bid",
    "false_marriage",
    "early_trump_seven",
    "wrong_settlement",
    "wrong_total",
)
FAULT_CODE = {f: f for f in FAULTS} | {"wrong_settlement": "wrong_payment"}
# the follow faults, which carry the ulti/penalty.revoke penalty
FOLLOW_FAULTS = frozenset({"revoke", "failure_to_trump", "failure_to_overtake"})

# the options and presets as the engine declares them (data, read once, never copied)
DEFAULTS: dict[str, Any] = {o.name: o.default for o in OPTIONS.options}
PRESETS: dict[str, dict[str, Any]] = OPTIONS.presets

TRUMP_GOALS = (
    "party",
    "ulti",
    "40-100",
    "20-100",
    "durchmarsch",
    "open-durchmarsch",
    "four-aces",
    "four-tens",
)
NT_SINGLES = ("betli", "rebetli", "open-betli", "redurchmarsch", "durchmarsch", "open-durchmarsch")


def suit(c: str) -> str:
    return c[-1]


def rank(c: str) -> str:
    return c[:-1]


def pts(cards: list[str]) -> int:
    return sum(10 for c in cards if rank(c) in ("A", "10"))


# --- Bids (the simulator's own reading of ulti/goal.combine and ulti/auction.hierarchy) -----------


def trump_combo_ok(goals: frozenset[str], red: bool, o: dict[str, Any]) -> bool:
    g = goals
    if "four-aces" in g and not o["four_aces"] or "four-tens" in g and not o["four_tens"]:
        return False
    if {"40-100", "20-100"} <= g or {"durchmarsch", "open-durchmarsch"} <= g:
        return False
    fam = g & {"four-aces", "four-tens", "durchmarsch", "open-durchmarsch"}
    if len(fam) > 1:
        return False
    if "party" in g and not g - {"party"} <= {"ulti", "four-aces", "four-tens"}:
        return False
    if (
        g & {"ulti", "four-aces", "four-tens"}
        and "party" not in g
        and not g
        & {
            "40-100",
            "20-100",
            "durchmarsch",
            "open-durchmarsch",
        }
    ):
        return False  # ulti / four aces need party (the abbreviation) or a further goal
    if g <= {"durchmarsch", "open-durchmarsch"} and red and not o["trump_durchmarsch_alone"]:
        return False
    return bool(g)


def all_bids(o: dict[str, Any]) -> list[tuple[frozenset[str], bool]]:
    out: list[tuple[frozenset[str], bool]] = []
    for k in range(1, 5):
        for combo in itertools.combinations(TRUMP_GOALS, k):
            g = frozenset(combo)
            for red in (False, True):
                if g <= {"durchmarsch", "open-durchmarsch"} and not red:
                    continue  # durchmarsch alone, not red, is listed with the no-trump singles
                if trump_combo_ok(g, red, o):
                    out.append((g, red))
    for s in NT_SINGLES:
        out.append((frozenset({s}), False))
    return out


def value(goal: str, red: bool, o: dict[str, Any], trump_game: bool | None = None) -> int:
    table = T.point_table(o)
    if goal == "open-durchmarsch" and table.open_durchmarsch_trumps is not None and trump_game and not red:
        return table.open_durchmarsch_trumps  # ulti/goal.open-durchmarsch-trumps
    v = table.goals[goal]
    return (
        v * 2
        if red and goal not in ("open-durchmarsch", "betli", "rebetli", "open-betli", "redurchmarsch")
        else v
    )


def key(bid: tuple[frozenset[str], bool], o: dict[str, Any]) -> tuple[int, ...]:
    g, red = bid
    trump_game = is_trump_game(g, red)
    total = sum(value(x, red, o, trump_game) for x in g)
    party = value("party", red, o) if "party" in g else 0
    h = o["bid_hierarchy"]
    if h == "points_only":
        return (total,)
    if h == "points_without_party":
        return (total - party, total)
    if h == "ultinet":
        return (total - party if g & {"ulti", "four-aces", "four-tens"} else total,)
    if h == "durchmarsch_above_red":
        # "例外として": only the two pairs the source names rise above the red bids they tie with
        return (total, -len(g), int(not red and g in ({"40-100", "durchmarsch"}, {"ulti", "durchmarsch"})))
    return (total, -len(g))


def must_say_trumps(g: frozenset[str], red: bool, o: dict[str, Any]) -> bool:
    """ulti/goal.open-durchmarsch-trumps: at 12 points, a bid of open durchmarsch that could be
    played either way says whether it has trumps (the simulator plays it without)."""
    return (
        o["open_durchmarsch_trump_points"] != "table"
        and "open-durchmarsch" in g
        and is_trump_game(g, red) is None
    )


def bid_json(bid: tuple[frozenset[str], bool], rng: random.Random, o: dict[str, Any]) -> dict[str, Any]:
    g, red = bid
    if must_say_trumps(g, red, o):
        return {"goals": ["open-durchmarsch"], "red": False, "trumps": False}
    goals = [x for x in T.GOALS if x in g]
    if red is False and g == {"rebetli"} and rng.random() < 0.3:
        return {"goals": ["betli"], "red": True}  # "red betli" is rebetli
    if "party" in g and len(g) == 2 and g & {"ulti", "four-aces", "four-tens"} and rng.random() < 0.5:
        goals.remove("party")  # "ulti" abbreviates ulti with party
    return {"goals": goals, "red": red}


def is_trump_game(g: frozenset[str], red: bool) -> bool | None:
    if red or g & {"party", "ulti", "40-100", "20-100", "four-aces", "four-tens"}:
        return True
    if g & {"betli", "rebetli", "open-betli", "redurchmarsch"}:
        return False
    return None


# --- One deal ---------------------------------------------------------------------------------


class Planted(Exception):
    pass


class DealSim:
    def __init__(
        self,
        rng: random.Random,
        o: dict[str, Any],
        dealer: int,
        hands: list[list[str]] | None,
        fault: str | None = None,
        payments: str | None = None,
    ) -> None:
        self.rng = rng
        self.o = o
        self.dealer = dealer
        self.first = (dealer + 1) % 3
        self.fresh = hands is None
        if hands is None:
            pack = DECK[:]
            rng.shuffle(pack)
            hands = [[], [], []]
            hands[self.first] = pack[:12]
            hands[(self.first + 1) % 3] = pack[12:22]
            hands[(self.first + 2) % 3] = pack[22:32]
        self.dealt = [list(h) for h in hands]
        self.hands = [list(h) for h in hands]
        self.fault = fault
        self.payments_mode = payments or rng.choice(["reasons", "reasons", "reasons", "pairs", "none"])
        if fault == "wrong_settlement":
            self.payments_mode = rng.choice(["reasons", "pairs"])
        self.events: list[dict[str, Any]] = []
        self.planted: dict[str, Any] | None = None

    def mark(self, code: str) -> None:
        self.planted = {"event": len(self.events) - 1, "code": code}

    # -- choosing the contract
    def choose(self) -> tuple[int, tuple[frozenset[str], bool], list[tuple[frozenset[str], bool]]]:
        o, rng = self.o, self.rng
        bids = all_bids(o)
        f = self.fault
        if f == "false_marriage":
            bids = [b for b in bids if b[0] <= {"party", "ulti", "four-aces", "four-tens"}]
        elif f == "early_trump_seven":
            bids = [b for b in bids if "ulti" in b[0]]
        elif f == "failure_to_trump":
            bids = [b for b in bids if is_trump_game(*b)]
        elif f in ("revoke", "failure_to_overtake", "wrong_settlement", "illegal_bid"):
            pass
        final = rng.choice(bids)
        declarer = rng.randrange(3)
        fk = key(final, o)
        lower = sorted({key(b, o): b for b in all_bids(o) if key(b, o) < fk}.items())
        n_lower = rng.randint(0, min(3, len(lower)))
        if f == "illegal_bid":
            n_lower = max(1, n_lower)
        if declarer != self.first:
            n_lower = max(1, n_lower)
        if n_lower > len(lower):
            declarer, n_lower = self.first, len(lower)
        chain = [b for _, b in sorted(rng.sample(lower, n_lower))] if n_lower else []
        return declarer, final, chain

    def discard(self, seat: int, keep: set[str]) -> list[str]:
        h = self.hands[seat]
        choices = [c for c in h if c not in keep]
        if len(choices) < 2:
            choices = h
        cards = self.rng.sample(choices, 2)
        for c in cards:
            h.remove(c)
        return cards

    def auction(self) -> None:
        o, rng = self.o, self.rng
        declarer, final, chain = self.choose()
        queue = chain + [final]
        self.want_trump: str | None = None
        keep: set[str] = set()
        kind = is_trump_game(*final)
        if kind is not False:
            # decide trumps now so the declarer can keep what the goal needs
            if final[1]:
                self.want_trump = "H"
            elif kind is None and (
                not o["trump_durchmarsch_alone"] or must_say_trumps(*final, o) or rng.random() < 0.5
            ):
                self.want_trump = None
            else:
                self.want_trump = rng.choice("DSC")
        if self.fault == "early_trump_seven" and self.want_trump:
            keep.add("7" + self.want_trump)
        if self.fresh and rng.random() < 0.3:
            self.rig(declarer, final[0], self.want_trump)
        turn, passes = self.first, 0
        standing: tuple[frozenset[str], bool] | None = None
        talon: list[str] = []
        plant_after = rng.randrange(len(chain)) if self.fault == "illegal_bid" and chain else None
        bids_made = 0
        while True:
            bid_now = False
            if turn == self.first and standing is None:
                bid_now = True
            elif queue:
                if len(queue) == 1:
                    bid_now = turn == declarer
                else:
                    bid_now = passes == 2 or rng.random() < 0.6
            if bid_now:
                bid = queue.pop(0)
                if standing is not None:
                    self.events.append({"type": "take", "seat": turn, "cards": talon})
                    self.hands[turn].extend(talon)
                want_keep = keep if turn == declarer else set()
                talon = self.discard(turn, want_keep)
                planted_discard = False
                if self.fault == "illegal_discard" and not queue and turn == declarer:
                    others = [
                        c for x in range(3) if x != turn for c in self.hands[x] if rank(c) not in ("A", "10")
                    ]
                    if others:
                        idx = rng.randrange(2)
                        self.hands[turn].append(talon[idx])  # recorded as discarded, actually kept
                        talon[idx] = rng.choice(others)
                        planted_discard = True
                self.events.append({"type": "discard", "seat": turn, "cards": list(talon)})
                if planted_discard:
                    self.mark("illegal_discard")
                self.events.append({"type": "bid", "seat": turn, "bid": bid_json(bid, rng, o)})
                standing = bid
                bids_made += 1
                passes = 0
                if (
                    plant_after is not None
                    and bids_made == plant_after + 1
                    and self.planted is None
                    and queue
                ):
                    turn = (turn + 1) % 3
                    self.events.append({"type": "take", "seat": turn, "cards": talon})
                    self.hands[turn].extend(talon)
                    talon = self.discard(turn, keep if turn == declarer else set())
                    self.events.append({"type": "discard", "seat": turn, "cards": list(talon)})
                    self.events.append({"type": "bid", "seat": turn, "bid": self.bad_bid(standing, queue[0])})
                    self.mark("illegal_bid")
            else:
                self.events.append({"type": "bid", "seat": turn, "bid": "pass"})
                passes += 1
                if passes == 3:
                    break
            turn = (turn + 1) % 3
        self.declarer = declarer
        self.contract = final
        self.talon = talon

    def rig(self, declarer: int, goals: frozenset[str], trump: str | None) -> None:
        """Stack the deck for the declarer (strong cards for winning goals, low ones for betli), so that
        won goals are as common in the simulated deals as lost ones."""
        order = T.TRUMP_ORDER if trump else T.NO_TRUMP_ORDER

        def power(c: str) -> float:
            p = 8 - order.index(rank(c)) + (10 if trump and suit(c) == trump else 0)
            return p + self.rng.random() * 3

        pack = sorted(DECK, key=power, reverse=not goals & {"betli", "rebetli", "open-betli"})
        sizes = [len(h) for h in self.hands]
        mine = pack[: sizes[declarer]]
        rest = pack[sizes[declarer] :]
        self.rng.shuffle(rest)
        out: list[list[str]] = [[], [], []]
        out[declarer] = mine
        for x in range(3):
            if x != declarer:
                out[x], rest = rest[: sizes[x]], rest[sizes[x] :]
        self.hands = [list(h) for h in out]
        self.dealt = [list(h) for h in out]

    def taken_cards(self, seat: int) -> list[str]:
        out: list[str] = []
        for e in self.events:
            if e["type"] == "take" and e["seat"] == seat:
                out.extend(e["cards"])
        return out

    def bad_bid(self, standing: tuple[frozenset[str], bool], nxt: tuple[frozenset[str], bool]) -> Any:
        """An illegal bid here: the standing bid again, or an impossible combination below the next."""
        o, rng = self.o, self.rng
        options: list[Any] = [{"goals": [x for x in T.GOALS if x in standing[0]], "red": standing[1]}]
        impossible = [
            ({"party", "40-100"}, False),
            ({"party", "durchmarsch"}, False),
            ({"betli", "ulti"}, False),
            ({"40-100", "20-100"}, False),
        ]
        for g, red in impossible:
            pts_ = sum(value(x, red, o) for x in g)
            if (pts_, -len(g)) < key(nxt, o)[:2] and o["bid_hierarchy"] == "points_then_fewer_goals":
                options.append({"goals": [x for x in T.GOALS if x in g], "red": red})
        return rng.choice(options)

    # -- after the auction
    def setup(self) -> bool:
        """Trumps, fold. True when cards are played."""
        g, red = self.contract
        d = self.declarer
        kind = is_trump_game(g, red)
        self.trump: str | None = None
        if kind is True:
            self.trump = "H" if red else (self.want_trump or self.rng.choice("DSC"))
            if not red or self.rng.random() < 0.5:
                self.events.append(
                    {"type": "announce", "seat": d, "items": [{"kind": "trump", "suit": self.trump}]}
                )
        elif kind is None:
            self.trump = self.want_trump
            if self.trump:
                self.events.append(
                    {"type": "announce", "seat": d, "items": [{"kind": "trump", "suit": self.trump}]}
                )
            elif self.rng.random() < 0.5:
                self.events.append({"type": "announce", "seat": d, "items": [{"kind": "no-trump"}]})
        else:
            if self.rng.random() < 0.3:
                self.events.append({"type": "announce", "seat": d, "items": [{"kind": "no-trump"}]})
        self.folded = False
        if g == {"party"} and not red and self.fault is None:
            if self.o["fold"] == "compulsory" or self.rng.random() < 0.3:
                self.events.append({"type": "call", "seat": d, "call": "fold"})
                self.folded = True
        if g == {"party"} and not red and self.o["fold"] == "compulsory" and self.fault is not None:
            raise Planted("plain party must fold")
        return not self.folded

    # -- play
    def better(self, a: str, b: str) -> bool:
        order = T.TRUMP_ORDER if self.trump else T.NO_TRUMP_ORDER
        if suit(a) == suit(b):
            return order.index(rank(a)) < order.index(rank(b))
        return self.trump is not None and suit(a) == self.trump

    def best(self, table: list[tuple[int, str]]) -> tuple[int, str]:
        w = table[0]
        for p in table[1:]:
            if self.better(p[1], w[1]):
                w = p
        return w

    def legal(self, seat: int, table: list[tuple[int, str]]) -> tuple[list[str], list[str]]:
        h = self.hands[seat]
        if not table:
            return list(h), list(h)
        led = suit(table[0][1])
        pool = [c for c in h if suit(c) == led]
        if not pool and self.trump:
            pool = [c for c in h if suit(c) == self.trump]
        if not pool:
            pool = list(h)
        w = self.best(table)[1]
        higher = [c for c in pool if self.better(c, w)]
        return (higher or pool), pool

    def choose_card(self, seat: int, table: list[tuple[int, str]], trick_no: int) -> str:
        rng = self.rng
        legal, pool = self.legal(seat, table)
        f = self.fault
        g = self.contract[0]
        seven = f"7{self.trump}" if self.trump else None
        ulti_decl = "ulti" in g and seat == self.declarer and seven is not None
        if self.planted is None and f and rng.random() < 0.35:
            h = self.hands[seat]
            led = suit(table[0][1]) if table else None
            if f == "revoke" and led and any(suit(c) == led for c in h):
                bad = [c for c in h if suit(c) != led]
                if bad:
                    return self.plant(rng.choice(bad), "revoke")
            if f == "failure_to_trump" and led and self.trump and not any(suit(c) == led for c in h):
                if any(suit(c) == self.trump for c in h):
                    bad = [c for c in h if suit(c) != self.trump]
                    if bad:
                        return self.plant(rng.choice(bad), "failure_to_trump")
            if f == "failure_to_overtake" and table:
                bad = [c for c in pool if c not in legal]
                if bad:
                    return self.plant(rng.choice(bad), "failure_to_overtake")
            if f == "early_trump_seven" and ulti_decl and trick_no < 9 and seven in legal and len(legal) > 1:
                return self.plant(seven, "early_trump_seven")  # type: ignore[arg-type]
        if ulti_decl and trick_no < 9 and seven in legal and len(legal) > 1:
            legal = [c for c in legal if c != seven]
        if seat == self.declarer and len(legal) > 1 and rng.random() < 0.6:
            # play towards the goals now and then, so that won goals are common too
            order = T.TRUMP_ORDER if self.trump else T.NO_TRUMP_ORDER

            def power(c: str) -> int:
                return (100 if self.trump and suit(c) == self.trump else 0) - order.index(rank(c))

            legal = sorted(legal, key=power)
            return legal[0] if g & {"betli", "rebetli", "open-betli"} else legal[-1]
        return rng.choice(legal)

    def plant(self, card: str, code: str) -> str:
        self.planted = {"event": len(self.events), "code": code, "card": card}
        return card

    def play(self) -> None:
        rng = self.rng
        d = self.declarer
        g, red = self.contract
        defs = [s for s in range(3) if s != d]
        # in the goals' table order, not the frozenset's: the same seed, the same session in any process
        self.levels: dict[str, dict[int, int]] = {x: {s: 1 for s in defs} for x in T.GOALS if x in g}
        self.marriage = [0, 0, 0]
        self.start = [list(h) for h in self.hands]
        marriages_ok = self.trump is not None and not g & {
            "40-100",
            "20-100",
            "durchmarsch",
            "open-durchmarsch",
        }
        self.tricks: list[tuple[list[tuple[int, str]], int]] = []
        self.penalty: tuple[int, str] | None = None
        leader = d
        for t in range(10):
            table: list[tuple[int, str]] = []
            for i in range(3):
                seat = (leader + i) % 3
                if t == 0:
                    if marriages_ok:
                        self.maybe_declare(seat)
                    if seat != d and rng.random() < 0.25:
                        self.maybe_contra(seat, 2)
                card = self.choose_card(seat, table, t)
                self.events.append({"type": "play", "seat": seat, "card": card})
                if (
                    self.planted
                    and self.planted.get("card") == card
                    and self.planted["event"] == len(self.events) - 1
                ):
                    if self.planted["code"] in FOLLOW_FAULTS and self.penalty is None:
                        side = "declarer" if seat == d else "defenders"
                        self.penalty = (seat, side)
                        # ulti/penalty.revoke: the source prescribes none, so by default (play_stands)
                        # the annotation carries no penalty and the deal is settled as played
                        effect = self.o["revoke_penalty"]
                        self.planted["penalty"] = (
                            None
                            if effect == "play_stands"
                            else {"rule": "ulti/penalty.revoke", "effect": effect, "side": side}
                        )
                self.hands[seat].remove(card)
                table.append((seat, card))
            winner = self.best(table)[0]
            self.tricks.append((table, winner))
            leader = winner
            if t == 0:
                self.contra_chain(defs)

    def maybe_declare(self, seat: int) -> None:
        rng = self.rng
        h = set(self.start[seat])
        pairs = [x for x in SUITS if f"K{x}" in h and f"Q{x}" in h]
        trump_pair = self.trump in pairs
        plain = [x for x in pairs if x != self.trump]
        items = ([40] if trump_pair and rng.random() < 0.8 else []) + [
            20 for _ in plain if rng.random() < 0.8
        ]
        valid = sum(items)
        if self.fault == "false_marriage" and self.planted is None and rng.random() < 0.5:
            # one item more than the hand backs (ulti/marriage.held)
            items = [40] if not trump_pair else [40] + [20] * (len(plain) + 1)
            valid = 0 if not trump_pair else 40 + 20 * len(plain)
            self.events.append({"type": "declare", "seat": seat, "items": _marriages(items)})
            self.mark("false_marriage")
        elif items or rng.random() < 0.1:
            self.events.append({"type": "declare", "seat": seat, "items": _marriages(items)})
        self.marriage[seat] += valid

    def maybe_contra(self, seat: int, level: int) -> None:
        g = [x for x in T.GOALS if x in self.contract[0]]
        target = self.rng.choice(g)
        lv = self.levels[target]
        if lv[seat] != 1:
            return
        self.events.append({"type": "double", "seat": seat, "target": target, "level": 2})
        if self.trump is not None:
            for s in lv:
                lv[s] = 2
        else:
            lv[seat] = 2

    def contra_chain(self, defs: list[int]) -> None:
        rng, d = self.rng, self.declarer
        for target, lv in self.levels.items():
            while True:
                cur = max(lv.values())
                nxt = cur * 2
                if cur == 1 or nxt > self.o["max_contra_level"] or rng.random() < 0.5:
                    break
                if T.CONTRA_LEVELS[nxt][1] == "declarer":
                    self.events.append({"type": "double", "seat": d, "target": target, "level": nxt})
                    for s in lv:
                        if lv[s] == cur:
                            lv[s] = nxt
                else:
                    who = [s for s in defs if lv[s] == cur]
                    s = rng.choice(who)
                    self.events.append({"type": "double", "seat": s, "target": target, "level": nxt})
                    for x in lv if self.trump is not None else [s]:
                        if lv[x] == cur:
                            lv[x] = nxt

    # -- scoring (the simulator's own reading of ulti/score.*)
    def score(self) -> list[tuple[int, int, int, str]]:
        o = self.o
        table = T.point_table(o)
        d = self.declarer
        g, red = self.contract
        defs = [s for s in range(3) if s != d]
        out: list[tuple[int, int, int, str]] = []
        if self.folded:
            return [(d, s, table.fold, "fold") for s in defs]
        # a follow fault (self.penalty) changes the settlement only under the non-default
        # revoke_penalty values; play_stands scores the deal as played
        if self.penalty and o["revoke_penalty"] == "void_deal":
            return []
        won_tricks = [w for _, w in self.tricks]
        dt = won_tricks.count(d)
        taken: list[list[str]] = [[], [], []]
        for tab, w in self.tricks:
            taken[w].extend(c for _, c in tab)
        dcards = pts(taken[d]) + (10 if won_tricks[-1] == d else 0)
        fcards = (
            pts(taken[defs[0]]) + pts(taken[defs[1]]) + pts(self.talon) + (10 if won_tricks[-1] != d else 0)
        )
        dp = dcards + self.marriage[d]
        fp = fcards + self.marriage[defs[0]] + self.marriage[defs[1]]
        start = set(self.start[d])
        trump = self.trump
        tp = trump is not None and {f"K{trump}", f"Q{trump}"} <= start
        pp = any({f"K{s}", f"Q{s}"} <= start for s in SUITS if s != trump)
        last_table, last_w = self.tricks[-1]

        def goal_won(x: str) -> bool:
            if x == "party":
                return dp > fp and dt > 0
            if x == "ulti":
                return last_w == d and (d, f"7{trump}") in last_table
            if x == "40-100":
                return dcards + (40 if tp else 0) >= 100
            if x == "20-100":
                return dcards + (20 if pp else 0) >= 100
            if x in ("durchmarsch", "open-durchmarsch", "redurchmarsch"):
                return dt == 10
            if x in ("betli", "rebetli", "open-betli"):
                return dt == 0
            if x == "four-aces":
                return sum(rank(c) == "A" for c in taken[d]) == 4
            if x == "four-tens":
                return sum(rank(c) == "10" for c in taken[d]) == 4
            raise AssertionError(x)

        def pay(won: bool, amount: int, reason: str, levels: dict[int, int] | None) -> None:
            for s in defs:
                a = amount * (levels[s] if levels else 1)
                out.append((s, d, a, reason) if won else (d, s, a, reason))

        sr = 2 if trump == "H" else 1
        silent: dict[str, bool] = {}
        seven_lost: int | None = None
        penal = self.penalty is not None and o["revoke_penalty"] == "lose_all_goals"
        if (
            trump
            and not g & {"betli", "rebetli", "open-betli"}
            and (
                o["silent_bonuses_in_durchmarsch"]
                or not g & {"durchmarsch", "open-durchmarsch", "redurchmarsch"}
            )
        ):
            if "ulti" not in g:
                for s, c in last_table:
                    if c == f"7{trump}":
                        if last_w == s:
                            silent["silent-ulti"] = s == d
                        else:
                            seven_lost = s
            if not g & {"40-100", "20-100"}:
                if dp >= 100 and dt > 0:
                    silent["silent-100"] = True
                elif fp >= 100 and dt < 10:
                    silent["silent-100"] = False
            if not g & {"durchmarsch", "open-durchmarsch"} and (
                o["silent_durchmarsch_with_aces_tens"] or not g & {"four-aces", "four-tens"}
            ):
                if dt == 10:
                    silent["silent-durchmarsch"] = True
                elif dt == 0:
                    silent["silent-durchmarsch"] = False
            if o["silent_four_aces"] and "four-aces" not in g:
                if sum(rank(c) == "A" for c in taken[d]) == 4:
                    silent["silent-four-aces"] = True
                elif not any(rank(c) == "A" for c in taken[d] + self.talon):
                    silent["silent-four-aces"] = False
        if penal and self.penalty:
            # ulti/penalty.revoke (real-faults-near-slips-16 c1): the innocent side's silent bonuses
            # count, the offending side's are void; a failed silent ulti is paid by an offending seat only
            at_fault_decl = self.penalty[1] == "declarer"
            silent = {b: by_decl for b, by_decl in silent.items() if by_decl != at_fault_decl}
            if seven_lost is not None and (seven_lost == d) != at_fault_decl:
                seven_lost = None
        repl = None
        if "party" in g:
            if "silent-durchmarsch" in silent and o["silent_durchmarsch_scoring"] == "replaces_party":
                repl = "silent-durchmarsch"  # a silent 100 beside it is paid on its own
            elif "silent-100" in silent:
                repl = "silent-100"
        for x in [x for x in T.GOALS if x in g]:
            won = (self.penalty[1] == "defenders") if penal and self.penalty else goal_won(x)
            if x == "party" and repl:
                w = silent.pop(repl)
                pay(
                    w,
                    table.silent[repl] * sr,
                    repl,
                    self.levels["party"] if o["silent_bonus_contra"] else None,
                )
                continue
            pay(won, value(x, red, o, is_trump_game(g, red)), x, self.levels[x])
            if x == "ulti" and not won:
                pay(False, table.ulti_penalty * (2 if red else 1), "ulti-penalty", None)
        for b in ("silent-ulti", "silent-100", "silent-durchmarsch", "silent-four-aces"):
            if b in silent:
                by_party = (
                    b in ("silent-100", "silent-durchmarsch") and "party" in g and o["silent_bonus_contra"]
                )
                pay(silent[b], table.silent[b] * sr, b, self.levels["party"] if by_party else None)
        if seven_lost is not None:
            for s in range(3):
                if s != seven_lost:
                    out.append((seven_lost, s, table.silent_ulti_failure * sr, "silent-ulti"))
        return out

    def record_payments(self, pays: list[tuple[int, int, int, str]]) -> None:
        mode = self.payments_mode
        if mode == "none":
            return
        if mode == "reasons":
            agg: dict[tuple[str, int, int], int] = {}
            for a, b, amt, why in pays:
                k = (why, min(a, b), max(a, b))
                agg[k] = agg.get(k, 0) + (amt if a < b else -amt)
            for (why, a, b), v in agg.items():
                if v:
                    self.events.append(_pay(a, b, v, why))
            return
        net: dict[tuple[int, int], int] = {}
        for a, b, amt, _ in pays:
            pair = (min(a, b), max(a, b))
            net[pair] = net.get(pair, 0) + (amt if a < b else -amt)
        for (a, b), v in sorted(net.items()):
            if v:
                self.events.append(_pay(a, b, v, None))

    def run(self) -> dict[str, Any]:
        self.auction()
        if self.setup():
            self.play()
        pays = self.score()
        self.record_payments(pays)
        penalty = (self.planted or {}).get("penalty")
        if penalty and penalty["effect"] == "lose_all_goals" and self.penalty:
            # ulti/penalty.revoke applied: the annotation gives the deal as played beside it
            # (dispute-messages-15 c9), each seat's net scored without the penalty
            kept, self.penalty = self.penalty, None
            try:
                played = [0, 0, 0]
                for a, b, amt, _ in self.score():
                    played[a] -= amt
                    played[b] += amt
            finally:
                self.penalty = kept
            penalty["as_played"] = {str(s): v for s, v in enumerate(played)}
        if self.fault == "wrong_settlement":
            idx = [i for i, e in enumerate(self.events) if e["type"] == "payment"]
            if idx:
                i = self.rng.choice(idx)
                e = self.events[i]
                e["amount"] = e["amount"] + self.rng.choice([1, 2, e["amount"]])
                self.planted = {"event": i, "code": "wrong_payment"}
        # the deal's net as the sheet has it, which its running totals add up (ulti/score.session):
        # its recorded payments (a wrong one included), else what the rules give
        recorded = [(e["from"], e["to"], e["amount"]) for e in self.events if e["type"] == "payment"]
        self.net = [0, 0, 0]
        for a, b, amt in recorded or [(a, b, amt) for a, b, amt, _ in pays]:
            self.net[a] -= amt
            self.net[b] += amt
        return {"dealer": self.dealer, "hands": self.dealt, "events": self.events}


def _pay(a: int, b: int, v: int, why: str | None) -> dict[str, Any]:
    e: dict[str, Any] = (
        {"type": "payment", "from": a, "to": b, "amount": abs(v)}
        if v > 0
        else {
            "type": "payment",
            "from": b,
            "to": a,
            "amount": abs(v),
        }
    )
    if why:
        e["reason"] = why
    return e


def _marriages(items: list[int]) -> list[dict[str, Any]]:
    return [{"kind": "marriage", "points": p} for p in items]


# --- Public API --------------------------------------------------------------------------------


def resolve(options: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    preset = options.get("preset", "standard")
    o = {**DEFAULTS, **PRESETS[preset], **{k: v for k, v in options.items() if k != "preset"}}
    return preset, o


def random_options(rng: random.Random) -> dict[str, Any]:
    if rng.random() < 0.25:
        return {"preset": "ultinet"}
    out: dict[str, Any] = {}
    for name, choices in (
        (
            "bid_hierarchy",
            ("points_then_fewer_goals", "durchmarsch_above_red", "points_only", "points_without_party"),
        ),
        ("fold", ("optional", "compulsory")),
        ("max_contra_level", (4, 8, 64)),
        ("revoke_penalty", ("lose_all_goals", "play_stands", "void_deal")),
        ("silent_durchmarsch_scoring", ("separate", "replaces_party")),
    ):
        if rng.random() < 0.3:
            out[name] = rng.choice(choices)
    for flag_ in (
        "four_aces",
        "trump_durchmarsch_alone",
        "silent_bonuses_in_durchmarsch",
        "silent_bonus_contra",
    ):
        if rng.random() < 0.25:
            out[flag_] = not DEFAULTS[flag_]
    if out.get("four_aces") and rng.random() < 0.5:
        out["silent_four_aces"] = True
    return out


def _deal(
    rng: random.Random, o: dict[str, Any], dealer: int, hands: list[list[str]] | None, fault: str | None
) -> tuple[dict[str, Any], dict[str, Any] | None, list[int]]:
    for _ in range(200):
        state = rng.getstate()
        sim = DealSim(rng, o, dealer, hands, fault)
        try:
            deal = sim.run()
        except Planted:
            continue
        if fault is None or sim.planted is not None:
            return deal, sim.planted, sim.net
        rng.setstate(state)
        rng.random()
    raise Planted("could not plant")


def simulate(seed: int, deals: int | None = None, **options: Any) -> dict[str, Any]:
    """A legal Ulti session (1-3 deals unless given); options drawn from the seed when none are given."""
    rng = random.Random(seed)
    opts = dict(options) if options else random_options(rng)
    preset, o = resolve(opts)
    n = deals or rng.randint(1, 3)
    dealer = rng.randrange(3)
    out_deals = []
    nets = []
    for _ in range(n):
        deal, _p, net = _deal(rng, o, dealer, None, None)
        out_deals.append(deal)
        nets.append(net)
        dealer = (dealer + 1) % 3
    rules = {k: v for k, v in opts.items()}
    out = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": rules,
        "players": list(NAMES),
        # the deals' nets, for the fault injector to keep running totals true (meta is never read)
        "meta": {"simulator": "replays.sim.ulti", "seed": seed, "nets": nets},
        "deals": out_deals,
    }
    if seed % 2:  # every other session keeps a score sheet of running totals (no draw: seeds stay put)
        write_totals(out)
    return out


def write_totals(transcript: dict[str, Any]) -> None:
    """The running totals after every deal, from the simulator's nets (replacing any written)."""
    running = [0, 0, 0]
    for deal, net in zip(transcript["deals"], transcript["meta"]["nets"], strict=True):
        deal["events"] = [e for e in deal["events"] if e["type"] != "total"]
        running = [r + x for r, x in zip(running, net, strict=True)]
        deal["events"] += [{"type": "total", "party": s, "points": running[s]} for s in range(3)]


def has_totals(transcript: dict[str, Any]) -> bool:
    return any(e["type"] == "total" for d in transcript["deals"] for e in d["events"])


def inject(
    transcript: dict[str, Any], fault: str, rng: random.Random
) -> tuple[dict[str, Any], dict[str, Any]] | None:
    """Replay one deal of ``transcript`` (same dealer and hands) with ``fault`` planted in it.

    Returns the mutated transcript and where the fault is: {"deal", "event", "code", "penalty_class",
    "penalty"}, "penalty" being the annotation's exact ``penalty`` (None when it has none: every fault
    but a follow fault under a ``revoke_penalty`` other than the default ``play_stands``); None when
    the deal gives no chance to plant it.
    """
    if fault not in FAULTS:
        raise ValueError(f"unknown fault {fault!r}; one of {FAULTS}")
    out = copy.deepcopy(transcript)
    _, o = resolve(out.get("rules") or {})
    k = rng.randrange(len(out["deals"]))
    d = out["deals"][k]
    nets = (out.get("meta") or {}).get("nets")  # written by simulate()
    if fault == "wrong_total":  # ulti/score.session: one seat's running total written wrong
        if nets is None:
            return None
        write_totals(out)
        events = out["deals"][k]["events"]
        seat = rng.randrange(3)
        i = len(events) - 3 + seat
        events[i]["points"] += rng.choice([-10, -2, -1, 1, 2, 10])
        return out, {"deal": k, "event": i, "code": "wrong_total", "penalty_class": None, "penalty": None}
    try:
        deal, planted, net = _deal(rng, o, d["dealer"], d["hands"], fault)
    except Planted:
        return None
    if planted is None:
        return None
    out["deals"][k] = deal
    if nets is not None:
        nets[k] = net
        if has_totals(transcript):
            write_totals(out)  # the replayed deal has a net of its own
    return out, {
        "deal": k,
        "event": planted["event"],
        "code": planted["code"],
        "penalty_class": None,
        "penalty": planted.get("penalty"),
    }
