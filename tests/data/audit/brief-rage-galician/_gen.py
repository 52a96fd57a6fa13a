"""Blind generator for audit round brief-rage-galician.

Written from the rule sources only (seeds/001 Rage, Czech; seeds/002 Galician Tarok, Polish),
not from the engine. Every figure (trick winners, card points, round scores, totals, payments)
is computed here. Run from the worktree root:

    PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/brief-rage-galician/_gen.py

It writes the transcripts next to itself and prints, per file, the planted fault and the key
figures (copied into EXPECTED.md).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

OUT = Path(__file__).resolve().parent
FACTS: dict[str, dict] = {}


class Retry(Exception):
    """The shuffle led to a situation this generator keeps out of the corpus; try the next seed."""


# ====================================================================== Rage (seeds/001)

COLOURS = "RBGYPO"
ACTIONS = ("WILD", "NOTRUMP", "CHANGE", "PLUS5", "MINUS5")


def rage_deck() -> list[str]:
    deck = [f"{c}{v}" for c in COLOURS for v in range(16)]
    deck += ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
    assert len(deck) == 112
    return deck


def is_colour(c: str) -> bool:
    return c not in ACTIONS


def col(c: str) -> str:
    return c[0]


def value(c: str) -> int:
    return int(c[1:])


class RageRound:
    """One round: deal, bids, tricks, scores.  plant: dict describing a fault to make in play."""

    def __init__(self, n: int, dealer: int, rnd: int, rng: random.Random, plant: dict | None = None):
        self.n, self.dealer, self.rnd, self.rng = n, dealer, rnd, rng
        self.plant = plant or {}
        k = 11 - rnd  # round 1: ten cards ... round 10: one card (source: "Rozdávání karet")
        deck = rage_deck()
        rng.shuffle(deck)
        self.hands = [deck[i * k : (i + 1) * k] for i in range(n)]
        self.talon = deck[n * k :]
        self.k = k
        self.live = [list(h) for h in self.hands]
        # "Horní karta z tohoto balíčku se otočí ... Jestliže byla otočena akční karta, otáčejí se
        # další karty z balíčku, až než se objeví nějaká barevná."
        self.ptr = 0
        self.trump = self.turn()
        self.events: list[dict] = []
        self.facts: dict = {}

    def turn(self) -> str:
        while True:
            if self.ptr >= len(self.talon):
                raise Retry("stock exhausted")
            c = self.talon[self.ptr]
            self.ptr += 1
            if is_colour(c):
                return col(c)

    # ---------------------------------------------------------------- bidding
    def estimate(self, hand: list[str]) -> int:
        est = 0.0
        for c in hand:
            if c == "WILD":
                est += 0.9
            elif is_colour(c):
                v = value(c)
                if col(c) == self.trump:
                    est += 0.9 if v >= 10 else (0.5 if v >= 6 else 0.2)
                elif v >= 14:
                    est += 0.6
                elif v >= 12:
                    est += 0.3
        b = int(round(est + self.rng.uniform(-0.6, 0.6)))
        return max(0, min(self.k, b))

    # ---------------------------------------------------------------- play helpers
    @staticmethod
    def led_colour(trick: list[tuple[int, str, str | None]]) -> str | None:
        # "První barevná karta nebo žolík určují barvu, kterou další hráči musejí přiznat."
        for _, c, named in trick:
            if c == "WILD":
                return named
            if is_colour(c):
                return col(c)
        return None

    def legal(self, seat: int, trick) -> list[str]:
        hand = self.live[seat]
        led = self.led_colour(trick)
        if led is None:
            return list(hand)
        follow = [c for c in hand if is_colour(c) and col(c) == led]
        # must follow; only a player who cannot may play another colour, an action card or a trump
        return follow if follow else list(hand)

    def winner(self, trick, trump: str | None) -> int:
        led = self.led_colour(trick)

        def key(i: int) -> tuple[str | None, int]:
            _, c, named = trick[i]
            if c == "WILD":
                return named, 100 + i  # highest of its colour; the second joker beats the first
            if is_colour(c):
                return col(c), value(c)
            return None, -1

        idx = range(len(trick))
        if trump is not None:
            tr = [i for i in idx if key(i)[0] == trump]
            if tr:
                return trick[max(tr, key=lambda i: key(i)[1])][0]
        if led is not None:
            ld = [i for i in idx if key(i)[0] == led]
            return trick[max(ld, key=lambda i: key(i)[1])][0]
        return trick[0][0]  # only action cards, no joker: the first card wins

    def current_best(self, trick, trump):
        return self.winner(trick, trump) if trick else None

    def choose(self, seat: int, trick, trump, want: bool) -> tuple[str, str | None]:
        opts = self.legal(seat, trick)
        in_trick = [c for _, c, _ in trick]

        # keep two trump-changing cards or two jokers out of one trick (the source leaves the
        # combination open); if a seat has nothing else, the round is regenerated
        def ok(c: str) -> bool:
            if c in ("NOTRUMP", "CHANGE") and ({"NOTRUMP", "CHANGE"} & set(in_trick)):
                return False
            if c == "WILD" and "WILD" in in_trick:
                return False
            return True

        opts2 = [c for c in opts if ok(c)]
        if not opts2:
            raise Retry("awkward action combination")
        opts = opts2
        rng = self.rng

        def named_for(c: str) -> str | None:
            if c != "WILD":
                return None
            led = self.led_colour(trick)
            if want:
                if "NOTRUMP" in in_trick:
                    return led or rng.choice(COLOURS)
                return trump if trump else (led or rng.choice(COLOURS))
            others = [x for x in COLOURS if x != trump and x != led]
            return rng.choice(others) if led is not None else (trump or rng.choice(COLOURS))

        def wins_with(c: str) -> bool:
            t2 = trick + [(seat, c, named_for_fixed[c])]
            tr = trump
            if "NOTRUMP" in [x for _, x, _ in t2]:
                tr = None
            if c == "CHANGE":
                return False  # unknown next trump: not counted on
            return self.winner(t2, tr) == seat

        named_for_fixed = {c: named_for(c) for c in set(opts)}
        # occasionally dump an action card when void and the choice is free
        acts = [c for c in opts if not is_colour(c)]
        colours = [c for c in opts if is_colour(c)]
        if acts and rng.random() < 0.35:
            c = rng.choice(acts)
            return c, named_for_fixed[c]
        pool = colours if colours else opts
        if want:
            winners = [c for c in pool if wins_with(c)]
            if winners:
                c = min(winners, key=lambda x: value(x) if is_colour(x) else 99)
            else:
                c = min(pool, key=lambda x: value(x) if is_colour(x) else 99)
        else:
            losers = [c for c in pool if not wins_with(c)]
            src = losers if losers else pool
            c = (
                max(src, key=lambda x: value(x) if is_colour(x) else -1)
                if losers
                else min(src, key=lambda x: value(x) if is_colour(x) else 99)
            )
        return c, named_for_fixed[c]

    # ---------------------------------------------------------------- the round
    def play(self):
        n, rng = self.n, self.rng
        first = (self.dealer + 1) % n
        # bids, from the dealer's left-hand neighbour ("Jako první musí říct svůj odhad hráč po
        # levé ruce hráče, který rozdával karty")
        self.bids = [0] * n
        for j in range(n):
            s = (first + j) % n
            self.bids[s] = self.estimate(self.hands[s])
            self.events.append({"type": "bid", "seat": s, "bid": self.bids[s]})
        won = [0] * n
        plus = [0] * n
        minus = [0] * n
        leader = first
        trump = self.trump
        trick_no = 0
        self.trick_log = []
        while self.live[leader]:
            trick: list[tuple[int, str, str | None]] = []
            trick_trump = trump
            notrump = False
            for j in range(n):
                s = (leader + j) % n
                want = won[s] < self.bids[s]
                c, named = self.choose(s, trick, trick_trump if not notrump else None, want)
                pl = self.plant
                if (
                    pl.get("trick") == trick_no
                    and pl.get("pos") == j
                    and pl["kind"]
                    in (
                        "revoke",
                        "action",
                        "wild",
                    )
                ):
                    c, named = self.planted_card(s, trick, trick_trump if not notrump else None)
                self.live[s].remove(c)
                trick.append((s, c, named))
                if c == "NOTRUMP":
                    notrump = True
                elif c == "CHANGE":
                    trick_trump = self.turn()
                    trump = trick_trump
            w = self.winner(trick, None if notrump else trick_trump)
            if notrump:
                trump = self.turn()  # "Po štychu se odkryje vrchní karta z balíku"
            won[w] += 1
            cards = [c for _, c, _ in trick]
            plus[w] += cards.count("PLUS5")
            minus[w] += cards.count("MINUS5")
            start = len(self.events)
            for s, c, named in trick:
                e = {"type": "play", "seat": s, "card": c}
                if named is not None:
                    e["named"] = named
                self.events.append(e)
            self.trick_log.append(
                {
                    "no": trick_no,
                    "start": start,
                    "trick": trick,
                    "winner": w,
                    "trump": None if notrump else trick_trump,
                }
            )
            leader = w
            trick_no += 1
        self.won, self.plus, self.minus = won, plus, minus
        # "Za každý vyhraný štych ... jeden plusový bod ... +5 ... -5 ... deset plusových bodů ...
        # pět minusových bodů"
        self.scores = [
            won[s] + 5 * plus[s] - 5 * minus[s] + (10 if won[s] == self.bids[s] else -5) for s in range(n)
        ]

    def planted_card(self, s, trick, trump):
        kind = self.plant["kind"]
        hand = self.live[s]
        led = self.led_colour(trick)
        if kind == "revoke":
            # a colour card of another colour (a trump if he has one) while holding the led colour
            if led is None or not any(is_colour(c) and col(c) == led for c in hand):
                raise Retry("revoke not possible here")
            other = [c for c in hand if is_colour(c) and col(c) != led]
            if not other:
                raise Retry("no other colour")
            tr = [c for c in other if trump and col(c) == trump]
            c = max(tr, key=value) if tr else min(other, key=value)
            self.facts["planted"] = {
                "seat": s,
                "card": c,
                "led": led,
                "held": sorted(x for x in hand if is_colour(x) and col(x) == led),
            }
            return c, None
        if kind == "action":
            if led is None or not any(is_colour(c) and col(c) == led for c in hand):
                raise Retry("not able to follow")
            acts = [c for c in hand if c in ("MINUS5", "PLUS5")]
            if not acts:
                raise Retry("no +5/-5")
            c = acts[0]
            self.facts["planted"] = {
                "seat": s,
                "card": c,
                "led": led,
                "held": sorted(x for x in hand if is_colour(x) and col(x) == led),
            }
            return c, None
        if kind == "wild":
            if "WILD" not in hand:
                raise Retry("no wild")
            if led is None or any(is_colour(c) and col(c) == led for c in hand):
                raise Retry("wild player must be void")
            if trump is None or "WILD" in [c for _, c, _ in trick] or "CHANGE" in [c for _, c, _ in trick]:
                raise Retry("wild: keep trick simple")
            self.facts["planted"] = {"seat": s, "card": "WILD", "named_orally": trump, "led": led}
            return "WILD", trump
        raise AssertionError(kind)


def rage_session(
    name: str,
    n: int,
    rounds: int,
    seed0: int,
    plants: dict[int, dict] | None = None,
    players: list[str] | None = None,
    meta_note: str = "",
) -> dict:
    """plants: round index -> plant dict. Searches seeds until every round can be generated."""
    plants = plants or {}
    names = players or ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "Franta"][:n]
    seed = seed0
    while True:
        try:
            deals, facts = [], []
            totals = [0] * n
            rng = random.Random(seed)
            for r in range(rounds):
                dealer = r % n  # the deal passes clockwise: next seat in order of play
                rr = RageRound(n, dealer, r + 1, rng, plants.get(r))
                rr.play()
                pl = plants.get(r, {})
                check_plant_feasible(rr, pl)
                ev = rr.events
                scores = list(rr.scores)
                recorded_scores = list(scores)
                fact: dict = {
                    "round": r + 1,
                    "dealer": dealer,
                    "trump0": rr.trump,
                    "bids": rr.bids,
                    "won": rr.won,
                    "plus5": rr.plus,
                    "minus5": rr.minus,
                    "scores": scores,
                }
                if pl.get("kind") == "wrong_score":
                    s = pl["seat_pick"](rr)
                    recorded_scores[s] = scores[s] + 5  # the -5 card forgotten
                    fact["planted"] = {"seat": s, "right": scores[s], "written": recorded_scores[s]}
                base = len(ev)
                for s in range(n):
                    ev.append({"type": "score", "party": s, "points": recorded_scores[s]})
                new_tot = [totals[s] + recorded_scores[s] for s in range(n)]
                written_tot = list(new_tot)
                if pl.get("kind") == "wrong_total":
                    s = pl["seat"]
                    written_tot[s] = new_tot[s] + pl["delta"]
                    fact["planted"] = {"seat": s, "right": new_tot[s], "written": written_tot[s]}
                for s in range(n):
                    ev.append({"type": "total", "party": s, "points": written_tot[s]})
                # the sheet carries its own figures on (a slip is carried, not repaired)
                totals = written_tot
                fact["totals_written"] = written_tot
                fact["score_event0"] = base
                apply_record_plant(rr, pl, fact)
                fact.update(rr.facts)
                deals.append({"dealer": dealer, "hands": rr.hands, "talon": rr.talon, "events": ev})
                facts.append(fact)
            break
        except Retry:
            seed += 1
    t = {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": {"preset": "standard"},
        "players": names,
        "meta": {
            "event": "Klub deskových her, čtvrteční večer",
            "audit": "brief-rage-galician",
            "generator_seed": seed,
            "note": meta_note,
        },
        "deals": deals,
    }
    FACTS[name] = {"seed": seed, "deals": facts}
    return t


def check_plant_feasible(rr: RageRound, pl: dict) -> None:
    kind = pl.get("kind")
    if kind in ("revoke", "action", "wild") and "planted" not in rr.facts:
        raise Retry("plant did not happen")
    if kind == "wrong_score":
        if not any(rr.minus):
            raise Retry("nobody took a -5")
    if kind == "out_of_turn":
        if not [t for t in rr.trick_log if swappable(t)]:
            raise Retry("no trick to swap")
    if kind == "not_in_hand":
        if not [t for t in rr.trick_log if substitutable(rr, t)]:
            raise Retry("no card to substitute")
    # the planted card must be the only irregularity: a revoke-like play must not be a joker etc.
    if kind == "wild":
        # the joker player named the trump and won: the table's scores rest on that
        t = [
            t
            for t in rr.trick_log
            if any(c == "WILD" and s == rr.facts["planted"]["seat"] for s, c, _ in t["trick"])
        ]
        if not t or t[0]["winner"] != rr.facts["planted"]["seat"]:
            raise Retry("wild did not win")


def swappable(t: dict) -> bool:
    tr = t["trick"]
    if len(tr) < 4:
        return False
    led = RageRound.led_colour(tr)
    if led is None or not is_colour(tr[0][1]):
        return False
    return all(is_colour(c) and col(c) == led for _, c, _ in tr[:3])


def substitutable(rr: RageRound, t: dict):
    """A follower's colour card that can be written as its neighbour value: a card nobody was
    dealt, deep in the stock (never turned), and the trick's winner unchanged."""
    tr = t["trick"]
    held = {c for h in rr.hands for c in h}
    turned = set(rr.talon[: rr.ptr + 3])
    tail = set(rr.talon[len(rr.talon) // 2 :])
    for pos in range(1, len(tr)):
        s, c, _ = tr[pos]
        if not is_colour(c):
            continue
        for d in (1, -1, 2, -2):
            v = value(c) + d
            if not 0 <= v <= 15:
                continue
            c2 = f"{col(c)}{v}"
            if c2 in held or c2 in turned or c2 not in tail:
                continue
            tr2 = list(tr)
            tr2[pos] = (s, c2, None)
            if rr.winner(tr2, t["trump"]) != t["winner"]:
                continue
            # no card of the trick may lie between c and c2 in the same colour
            between = [
                x
                for _, x, _ in tr
                if is_colour(x) and col(x) == col(c) and min(v, value(c)) < value(x) < max(v, value(c))
            ]
            if between:
                continue
            return pos, c, c2
    return None


def apply_record_plant(rr: RageRound, pl: dict, fact: dict) -> None:
    kind = pl.get("kind")
    ev = rr.events
    if kind == "out_of_turn":
        t = [t for t in rr.trick_log if swappable(t)][
            pl.get("which", 0) % len([t for t in rr.trick_log if swappable(t)])
        ]
        i = t["start"] + 1
        ev[i], ev[i + 1] = ev[i + 1], ev[i]
        fact["planted"] = {"event": i, "seat": ev[i]["seat"], "due": ev[i + 1]["seat"], "trick": t["no"]}
    elif kind == "not_in_hand":
        cands = [(t, substitutable(rr, t)) for t in rr.trick_log]
        cands = [x for x in cands if x[1]]
        t, (pos, c, c2) = cands[pl.get("which", 0) % len(cands)]
        i = t["start"] + pos
        assert ev[i]["card"] == c
        ev[i]["card"] = c2
        fact["planted"] = {"event": i, "seat": ev[i]["seat"], "written": c2, "held": c, "trick": t["no"]}
    elif kind == "bid_out_of_turn":
        ev[0], ev[1] = ev[1], ev[0]
        fact["planted"] = {"event": 0, "seat": ev[0]["seat"], "due": ev[1]["seat"]}
    elif kind in ("revoke", "action", "wild"):
        seat = rr.facts["planted"]["seat"]
        card = rr.facts["planted"]["card"]
        idx = [i for i, e in enumerate(ev) if e["type"] == "play" and e["seat"] == seat and e["card"] == card]
        # the planted trick
        t = rr.trick_log[pl["trick"]]
        i = [j for j in idx if t["start"] <= j < t["start"] + rr.n][0]
        rr.facts["planted"]["event"] = i
        if kind == "wild":
            del ev[i]["named"]
    elif kind == "wrong_score":
        s = fact["planted"]["seat"]
        fact["planted"]["event"] = fact["score_event0"] + s
    elif kind == "wrong_total":
        s = fact["planted"]["seat"]
        fact["planted"]["event"] = fact["score_event0"] + rr.n + s


# ====================================================================== Galician (seeds/002)

SUITS = "HDSC"


def gal_deck() -> list[str]:
    d = []
    for s in SUITS:
        pip = "1" if s in "HD" else "10"
        d += [f"K{s}", f"Q{s}", f"N{s}", f"J{s}", f"{pip}{s}"]
    d += [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
    assert len(d) == 42
    return d


def is_tarock(c: str) -> bool:
    return c == "SKIZ" or c.startswith("T")


def trank(c: str) -> int:
    return 22 if c == "SKIZ" else int(c[1:])


def srank(c: str) -> int:
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def gval(c: str) -> int:
    # §3 pagat, mond, skiz 5; each tarock 1. §7 king 5, queen 4, cavalier 3, jack 2, pip 1.
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if is_tarock(c):
        return 1
    return srank(c)


def gpoints(cards: list[str]) -> int:
    # §14: each trick of three counts its cards less 2 points
    assert len(cards) % 3 == 0
    return sum(gval(c) for c in cards) - 2 * (len(cards) // 3)


def gwinner(trick: list[tuple[int, str]]) -> int:
    tr = [(trank(c), s) for s, c in trick if is_tarock(c)]
    if tr:
        return max(tr)[1]
    led = trick[0][1][-1]
    return max((srank(c), s) for s, c in trick if not is_tarock(c) and c[-1] == led)[1]


def glegal(hand: list[str], trick: list[tuple[int, str]]) -> list[str]:
    # §5: follow the suit led; without it, trump; a tarock led: any tarock (higher or lower);
    # without tarocks any suit card.
    if not trick:
        return list(hand)
    lead = trick[0][1]
    if is_tarock(lead):
        t = [c for c in hand if is_tarock(c)]
        return t or list(hand)
    same = [c for c in hand if not is_tarock(c) and c[-1] == lead[-1]]
    if same:
        return same
    t = [c for c in hand if is_tarock(c)]
    return t or list(hand)


class GalDeal:
    def __init__(self, dealer: int, rng: random.Random, names: list[str]):
        self.dealer, self.rng = dealer, rng
        deck = gal_deck()
        rng.shuffle(deck)
        # §9: first six cards to the talon, then six to each player in turn, twice
        self.talon = deck[:6]
        fh = (dealer + 1) % 3
        hands: list[list[str]] = [[], [], []]
        p = 6
        for _ in range(2):
            for j in range(3):
                s = (fh + j) % 3
                hands[s] += deck[p : p + 6]
                p += 6
        self.hands = hands
        self.fh = fh
        self.events: list[dict] = []
        self.facts: dict = {}

    def strength(self, h: list[str]) -> float:
        return (
            sum(1 for c in h if is_tarock(c))
            + 0.5 * sum(1 for c in h if c[0] == "K" and not is_tarock(c))
            + (1.5 if "SKIZ" in h else 0)
            + (1 if "T21" in h else 0)
        )

    def play_deal(self, plant: dict | None = None) -> None:
        plant = plant or {}
        rng = self.rng
        fh = self.fh
        ev = self.events
        # ---- auction (§10): forehand first; the first strong hand bids "three", the rest pass
        order = [(fh + j) % 3 for j in range(3)]
        decl = None
        thr = plant.get("threshold", 8.5)
        for s in order:
            if decl is None and self.strength(self.hands[s]) >= thr:
                decl = s
                ev.append({"type": "bid", "seat": s, "bid": "three"})
            else:
                word = "pass"
                if (
                    plant.get("kind") == "pass_volat_pagat"
                    and decl is None
                    and "T1" in self.hands[s]
                    and s != order[-1]
                    and "planted" not in self.facts
                ):
                    word = "pass_volat"
                    self.facts["planted"] = {"event": len(ev), "seat": s, "bid": "pass_volat", "holds": "T1"}
                elif (
                    plant.get("volat_ok")
                    and decl is None
                    and s == fh
                    and "T1" not in self.hands[s]
                    and self.strength(self.hands[s]) < 5
                ):
                    word = "pass_volat"
                    self.facts["pass_volat_legal"] = {"event": len(ev), "seat": s}
                ev.append({"type": "bid", "seat": s, "bid": word})
        self.decl = decl
        if decl is None:
            self.facts["all_pass"] = True
            return
        # ---- buying (§10, §11): the first three, or refuse it and take the second
        reject = plant.get("reject", False)
        packet = self.talon[3:6] if reject else self.talon[0:3]
        rest = self.talon[0:3] if reject else self.talon[3:6]
        self.purchase = 2 if reject else 1
        if reject:
            ev.append({"type": "call", "seat": decl, "call": "reject"})
        ev.append({"type": "take", "seat": decl, "cards": list(packet)})
        hand = self.hands[decl] + packet
        # ---- discard (§11, §13: never a king); lowest suit cards, no tarocks
        suitc = sorted((c for c in hand if not is_tarock(c) and c[0] != "K"), key=gval)
        if len(suitc) < 3:
            raise Retry("too few suit cards to lay away")
        disc = suitc[:3]
        if plant.get("kind") == "king_discard":
            kings = [c for c in hand if c[0] == "K" and not is_tarock(c)]
            if not kings:
                raise Retry("no king to lay away")
            disc = [kings[0]] + suitc[:2]
            self.facts["planted"] = {"event": len(ev), "seat": decl, "cards": disc, "king": kings[0]}
        for c in disc:
            hand.remove(c)
        ev.append({"type": "discard", "seat": decl, "cards": disc})
        self.discard, self.rest = disc, rest
        live = [list(h) for h in self.hands]
        live[decl] = hand
        # ---- announcements (§11): the player, then each partner
        ntar = sum(1 for c in hand if is_tarock(c))
        self.ntar = ntar
        items: list = []
        if plant.get("kind") == "tarock_miscount":
            if ntar != 11:
                raise Retry("declarer must hold 11 tarocks")
            items = [{"kind": "tarocks", "count": 10}]
            self.facts["planted"] = {"event": len(ev), "seat": decl, "announced": 10, "held": 11}
        elif ntar >= 10:
            raise Retry("keep optional tarock announcements out")
        ev.append({"type": "announce", "seat": decl, "items": items})
        for j in (1, 2):
            s = (decl + j) % 3
            if sum(1 for c in live[s] if is_tarock(c)) >= 10:
                raise Retry("helper with 10 tarocks")
            ev.append({"type": "announce", "seat": s, "items": []})
        # ---- play (§5, §11 "Ręka wydaje pierwszą kartę")
        leader = fh
        piles: dict[int, list[str]] = {0: [], 1: [], 2: []}
        self.trick_log = []
        tno = 0
        while live[leader]:
            trick: list[tuple[int, str]] = []
            for j in range(3):
                s = (leader + j) % 3
                opts = glegal(live[s], trick)
                c = self.gchoose(s, opts, trick)
                if (
                    plant.get("kind") == "renonce"
                    and plant.get("seat_role") == "decl"
                    and s == decl
                    and trick
                    and not is_tarock(trick[0][1])
                    and "planted" not in self.facts
                    and tno >= plant.get("from_trick", 2)
                ):
                    led = trick[0][1][-1]
                    same = [x for x in live[s] if not is_tarock(x) and x[-1] == led]
                    tars = [x for x in live[s] if is_tarock(x) and x != "T1"]
                    if same and tars:
                        c = min(tars, key=trank)
                        self.facts["planted"] = {
                            "seat": s,
                            "card": c,
                            "led": led,
                            "held": sorted(same),
                            "trick": tno,
                        }
                live[s].remove(c)
                trick.append((s, c))
            w = gwinner(trick)
            start = len(ev)
            for s, c in trick:
                ev.append({"type": "play", "seat": s, "card": c})
            if (
                "planted" in self.facts
                and self.facts["planted"].get("trick") == tno
                and "event" not in self.facts["planted"]
            ):
                self.facts["planted"]["event"] = start + [s for s, _ in trick].index(decl)
            self.trick_log.append({"no": tno, "start": start, "trick": trick, "winner": w})
            piles[w] += [c for _, c in trick]
            leader = w
            tno += 1
        if plant.get("kind") == "renonce" and "planted" not in self.facts:
            raise Retry("no renonce occasion")
        decl_cards = piles[decl] + disc
        help_cards = [c for s in range(3) if s != decl for c in piles[s]] + rest
        assert len(decl_cards) + len(help_cards) == 42
        self.p = gpoints(decl_cards)
        assert self.p + gpoints(help_cards) == 66
        # keep silent premiums and volat out (who is paid for them when helpers hold them is open)
        last = self.trick_log[-1]
        if (
            any(c == "T1" for _, c in last["trick"])
            and last["winner"] == decl
            and dict((c, s) for s, c in last["trick"]).get("T1") == decl
        ):
            raise Retry("silent ultimo")
        kings = {"KH", "KD", "KS", "KC"}
        trull = {"T1", "T21", "SKIZ"}
        for side in (decl_cards, help_cards):
            if kings <= set(side) or trull <= set(side):
                raise Retry("silent premium")
        if not piles[decl] or all(not piles[s] for s in range(3) if s != decl):
            raise Retry("volat")
        self.piles = piles

    def gchoose(self, s: int, opts: list[str], trick) -> str:
        rng = self.rng
        decl = self.decl
        if not trick:
            # lead: a king or a low card of a suit, or a low tarock
            suits = [c for c in opts if not is_tarock(c)]
            if suits and rng.random() < 0.6:
                return max(suits, key=srank) if rng.random() < 0.5 else min(suits, key=srank)
            t = [c for c in opts if is_tarock(c) and c != "T1"]
            if t:
                return rng.choice(t)
            return rng.choice(opts)
        cur = gwinner(trick)
        partner_winning = s != decl and cur != decl

        def beats(c: str) -> bool:
            return gwinner(trick + [(s, c)]) == s

        if partner_winning:
            # smear points to the partner, but not the pagat
            nonp = [c for c in opts if c != "T1"] or opts
            return max(nonp, key=lambda c: (gval(c), -trank(c) if is_tarock(c) else 0))
        winners = [c for c in opts if beats(c) and c != "T1"]
        if winners and rng.random() < 0.85:
            return min(winners, key=lambda c: trank(c) if is_tarock(c) else srank(c))
        nonp = [c for c in opts if c != "T1"] or opts
        return min(nonp, key=lambda c: (gval(c), trank(c) if is_tarock(c) else srank(c)))


def gal_session(
    name: str, seed0: int, plans: list[dict], names: list[str] | None = None, note: str = ""
) -> dict:
    """plans: one dict per deal: {"kind": ..., "reject": bool, "want": "win"/"lose"/"pass"/None,
    "fault_pay": ...}."""
    names = names or ["Adam", "Bożena", "Czesław"]
    seed = seed0
    while True:
        try:
            deals, facts = [], []
            rng = random.Random(seed)
            pool = 0.0
            founded = False
            for di, plan in enumerate(plans):
                dealer = di % 3
                gd = GalDeal(dealer, rng, names)
                gd.play_deal(plan)
                f = gd.facts
                if plan.get("want") == "pass":
                    if gd.decl is not None:
                        raise Retry("wanted an all-pass")
                elif gd.decl is None:
                    raise Retry("wanted a game")
                pays: list[dict] = []
                if not founded:
                    # §27: each player puts a stake in when the pool is founded
                    for s in range(3):
                        pays.append(
                            {"type": "payment", "from": s, "to": "pool", "amount": 10, "reason": "pool_stake"}
                        )
                    pool += 30
                    founded = True
                fact: dict = {"deal": di, "dealer": dealer, "forehand": gd.fh}
                if gd.decl is None:
                    # §27 "W razie, gdy wszyscy trzej grający powiedzą: passe, składa każdy pewną
                    # daninę żydkowi"
                    for s in range(3):
                        pays.append(
                            {"type": "payment", "from": s, "to": "pool", "amount": 5, "reason": "pool_pass"}
                        )
                    pool += 15
                    fact["all_pass"] = True
                else:
                    decl, p, k = gd.decl, gd.p, gd.purchase
                    unconditional = plan.get("kind") in ("renonce", "king_discard", "tarock_miscount")
                    won = p > 33 and not unconditional
                    want = plan.get("want")
                    if want == "win" and not won:
                        raise Retry("wanted a won game")
                    if want == "lose" and (won or (unconditional and p <= 33)):
                        raise Retry("wanted a lost game on points")
                    if want == "lose_points" and p > 33:
                        raise Retry("wanted points <= 33")
                    if want == "fault_over33" and p <= 33:
                        raise Retry("wanted the faulty player over 33")
                    helpers = [(decl + 1) % 3, (decl + 2) % 3]
                    if won:
                        amt = 3 * (p - 33) + 30  # §18 three: 3 per point over 33, plus 30
                        lines = [(h, decl, amt) for h in helpers]
                        win_by = {decl: 2 * amt}
                    elif unconditional and p > 33:
                        # §12/§23 "Zwykle gracz przy wygranej grze przegrywa tylko konsolacją":
                        # the contract's addend (30), as a lost game: times the purchase number
                        amt = 30 * k
                        lines = [(decl, h, amt) for h in helpers]
                        win_by = {h: amt for h in helpers}
                    else:
                        # §16/§18: lost, times the purchase ("tyle razy, ile razy kupił")
                        amt = (3 * (33 - p) + 30) * k
                        lines = [(decl, h, amt) for h in helpers]
                        win_by = {h: amt for h in helpers}
                    fact.update(
                        {
                            "declarer": decl,
                            "points": p,
                            "helpers_points": 66 - p,
                            "purchase": k,
                            "game_won": won,
                            "unconditional_loss": unconditional,
                            "game_amount_each": amt,
                            "tarocks_after_discard": gd.ntar,
                        }
                    )
                    game_idx = []
                    for fr, to, a in lines:
                        game_idx.append(len(gd.events) + len(pays))
                        pays.append({"type": "payment", "from": fr, "to": to, "amount": a, "reason": "game"})
                    share_idx = {}
                    for s, w in sorted(win_by.items()):
                        share = round(w * 0.10, 6)  # §27 "10 procent od każdej wygranej"
                        share_idx[s] = len(gd.events) + len(pays)
                        pays.append(
                            {
                                "type": "payment",
                                "from": s,
                                "to": "pool",
                                "amount": share,
                                "reason": "pool_share",
                            }
                        )
                        pool += share
                    fact["pool_shares"] = {s: round(w * 0.10, 6) for s, w in win_by.items()}
                    if plan.get("kind") == "wrong_payment":
                        i = game_idx[plan.get("line", 1)]
                        right = pays[i - len(gd.events)]["amount"]
                        wrong = plan["wrong"](right)
                        if wrong == right:
                            raise Retry("slip equals the right figure")
                        pays[i - len(gd.events)]["amount"] = wrong
                        f["planted"] = {"event": i, "right": right, "written": wrong}
                    if plan.get("kind") == "wrong_pool":
                        if not won:
                            raise Retry("wanted a won game for the pool slip")
                        i = share_idx[decl]
                        right = pays[i - len(gd.events)]["amount"]
                        wrong = round(amt * 0.10, 6)  # 10% of one helper's payment only
                        pays[i - len(gd.events)]["amount"] = wrong
                        pool += wrong - right
                        f["planted"] = {"event": i, "right": right, "written": wrong}
                if plan.get("kind") == "out_of_turn":
                    cands = [
                        t
                        for t in gd.trick_log
                        if t["no"] >= 1
                        and not is_tarock(t["trick"][0][1])
                        and all(not is_tarock(c) and c[-1] == t["trick"][0][1][-1] for _, c in t["trick"])
                    ]
                    if not cands:
                        raise Retry("no trick where all follow suit")
                    t = cands[0]
                    i = t["start"] + 1
                    ev = gd.events
                    ev[i], ev[i + 1] = ev[i + 1], ev[i]
                    f["planted"] = {
                        "event": i,
                        "seat": ev[i]["seat"],
                        "due": ev[i + 1]["seat"],
                        "trick": t["no"],
                    }
                if plan.get("kind") and plan["kind"] not in ("pass",) and "planted" not in f:
                    raise Retry("plant missing")
                gd.events += pays
                fact["pool_after"] = round(pool, 6)
                fact.update(f)
                deals.append({"dealer": dealer, "hands": gd.hands, "talon": gd.talon, "events": gd.events})
                facts.append(fact)
            break
        except Retry:
            seed += 1
    t = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "rules": {"preset": "standard"},
        "players": names,
        "meta": {
            "event": "Kółko tarokowe, Kraków",
            "audit": "brief-rage-galician",
            "generator_seed": seed,
            "note": note,
        },
        "deals": deals,
    }
    FACTS[name] = {"seed": seed, "deals": facts}
    return t


# ====================================================================== the corpus


def write(name: str, t: dict) -> None:
    (OUT / name).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def main() -> None:
    # ---------------- Rage
    write(
        "r01-4p-ten-rounds-clean.json",
        rage_session(
            "r01-4p-ten-rounds-clean.json",
            4,
            10,
            1000,
            meta_note="A whole game of ten rounds, four players, no fault.",
        ),
    )
    write(
        "r02-4p-card-not-in-hand.json",
        rage_session(
            "r02-4p-card-not-in-hand.json",
            4,
            3,
            2000,
            {1: {"kind": "not_in_hand"}},
            meta_note="Round 2: a card written as its neighbour value, a card nobody held.",
        ),
    )
    write(
        "r03-5p-play-out-of-turn.json",
        rage_session(
            "r03-5p-play-out-of-turn.json",
            5,
            2,
            3000,
            {1: {"kind": "out_of_turn"}},
            meta_note="Round 2: two followers of one trick played in the wrong order.",
        ),
    )
    write(
        "r04-4p-revoke.json",
        rage_session(
            "r04-4p-revoke.json",
            4,
            3,
            4000,
            {2: {"kind": "revoke", "trick": 2, "pos": 2}},
            meta_note="Round 3: a player holding the colour led plays another colour.",
        ),
    )
    write(
        "r05-4p-action-while-able.json",
        rage_session(
            "r05-4p-action-while-able.json",
            4,
            2,
            5000,
            {0: {"kind": "action", "trick": 3, "pos": 1}},
            meta_note="Round 1: a +5/-5 card played while holding the colour led.",
        ),
    )
    write(
        "r06-3p-wild-unnamed.json",
        rage_session(
            "r06-3p-wild-unnamed.json",
            3,
            3,
            6000,
            {1: {"kind": "wild", "trick": 1, "pos": 2}},
            meta_note="Round 2: the joker was played by a player void in the colour led, "
            "named the trump aloud and won; the record has no colour for it.",
        ),
    )
    write(
        "r07-4p-bid-out-of-turn.json",
        rage_session(
            "r07-4p-bid-out-of-turn.json",
            4,
            3,
            7000,
            {1: {"kind": "bid_out_of_turn"}},
            meta_note="Round 2: the second bidder called before the dealer's left-hand neighbour.",
        ),
    )
    write(
        "r08-4p-wrong-round-score.json",
        rage_session(
            "r08-4p-wrong-round-score.json",
            4,
            3,
            8000,
            {1: {"kind": "wrong_score", "seat_pick": lambda rr: [s for s in range(rr.n) if rr.minus[s]][0]}},
            meta_note="Round 2: the -5 card in one player's tricks left out of the score.",
        ),
    )
    write(
        "r09-4p-wrong-total.json",
        rage_session(
            "r09-4p-wrong-total.json",
            4,
            4,
            9000,
            {1: {"kind": "wrong_total", "seat": 2, "delta": 10}},
            meta_note="Round 2: one running total added up 10 too high; the sheet carries it.",
        ),
    )
    # ---------------- Galician
    write(
        "g01-3p-four-deals-clean.json",
        gal_session(
            "g01-3p-four-deals-clean.json",
            100,
            [
                {"want": "win", "volat_ok": True},
                {"want": "pass", "threshold": 99},
                {"want": "lose", "reject": True},
                {"want": "win"},
            ],
            note="Four deals: a game won, an all-pass, a game lost after refusing the "
            "first three, a game won. No fault.",
        ),
    )
    write(
        "g02-3p-renonce.json",
        gal_session(
            "g02-3p-renonce.json",
            200,
            [{"want": "win"}, {"kind": "renonce", "seat_role": "decl", "want": "fault_over33"}],
            note="Deal 2: the player trumps a suit card while holding the suit (§23).",
        ),
    )
    write(
        "g03-3p-king-discarded.json",
        gal_session(
            "g03-3p-king-discarded.json",
            300,
            [{"kind": "king_discard", "want": "fault_over33"}, {"want": "win"}],
            note="Deal 1: the player lays a king away (§13).",
        ),
    )
    write(
        "g04-3p-pass-volat-with-pagat.json",
        gal_session(
            "g04-3p-pass-volat-with-pagat.json",
            400,
            [{"want": "win"}, {"kind": "pass_volat_pagat", "want": None}],
            note="Deal 2: a player holding the pagat says 'pass volat' (§28 forbids it).",
        ),
    )
    write(
        "g05-3p-tarocks-miscounted.json",
        gal_session(
            "g05-3p-tarocks-miscounted.json",
            500,
            [{"kind": "tarock_miscount", "threshold": 9.5, "want": "fault_over33"}, {"want": "win"}],
            note="Deal 1: the player holds 11 tarocks and announces 10 (§21).",
        ),
    )
    write(
        "g06-3p-play-out-of-turn.json",
        gal_session(
            "g06-3p-play-out-of-turn.json",
            600,
            [{"want": "win"}, {"kind": "out_of_turn", "want": None}],
            note="Deal 2: the last two cards of a trick written in the wrong order.",
        ),
    )
    write(
        "g07-3p-wrong-payment.json",
        gal_session(
            "g07-3p-wrong-payment.json",
            700,
            [
                {"want": "lose"},
                {
                    "kind": "wrong_payment",
                    "want": "win",
                    "line": 1,
                    "wrong": lambda a: int(str(int(a))[::-1]) if int(a) >= 10 else a + 10,
                },
            ],
            note="Deal 2: one helper's game payment written with its digits swapped.",
        ),
    )
    write(
        "g08-3p-wrong-pool-share.json",
        gal_session(
            "g08-3p-wrong-pool-share.json",
            800,
            [{"want": "win"}, {"kind": "wrong_pool", "want": "win"}],
            note="Deal 2: the winner pays the pool 10% of one helper's payment only.",
        ),
    )
    (OUT / "_facts.txt").write_text(
        json.dumps(FACTS, ensure_ascii=False, indent=1, default=str) + "\n", encoding="utf-8"
    )


if __name__ == "__main__":
    main()
