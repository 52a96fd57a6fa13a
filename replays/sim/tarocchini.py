"""A seedable Tarocchini simulator (Ottocento and Terziglio) that plays legal sessions, and plants one
known fault on request.

The simulator keeps its own small model of the rules (written apart from the engine, so the two
check each other): the deal, monte, the Terziglio auction and widow, random true declarations,
random legal plays (the Matto whenever its holder likes), the count after play (combinations,
card points in pairs, last trick, the Matto's exchange card, the widow's owner) and the score
sheet. ``plant`` makes one player break one rule at one moment and plays on legally from there, so
the verdict must name exactly that event.
"""

from __future__ import annotations

import random
from typing import Any

from validator.engine.games.tarocchini.options import OTTOCENTO_OPTIONS, TERZIGLIO_OPTIONS

NAMES4 = ["Anna", "Bruno", "Carla", "Dario"]
NAMES3 = ["Elena", "Franco", "Giulia"]
SUITS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]
DECK = [r + s for s in "SB" for r in LONG] + [r + s for s in "CD" for r in ROUND]
DECK += [f"T{i}" for i in range(21)] + ["MATTO"]
FIVE = {"T20", "T19", "T0", "MATTO", "KS", "KB", "KC", "KD"}

COMMON_FAULTS = (
    "revoke",
    "failure_to_trump",
    "card_not_in_hand",
    "out_of_turn",
    "false_declaration",
    "late_declaration",
    "repeated_declaration",
    "bad_monte",
    "wrong_score",
    "wrong_total",
    "wrong_dealer",
)
# no missing_discard: a discard the record does not write is unrecorded, not missing (the dealer's
# two cards never played, tarocchini/ottocento.discard); only one written after the first lead is
# missing, and that record holds a second fault (the late discard), so it is no single planted fault
OTTOCENTO_FAULTS = (*COMMON_FAULTS, "illegal_discard")
TERZIGLIO_FAULTS = (*COMMON_FAULTS, "bid_out_of_turn", "illegal_bid", "missing_bid", "illegal_take")
FAULTS = tuple(dict.fromkeys(OTTOCENTO_FAULTS + TERZIGLIO_FAULTS))


def suit(c: str) -> str:
    if c == "MATTO":
        return ""
    return "T" if c[0] == "T" else c[-1]


def strength(c: str) -> int:
    if c[0] == "T":
        v = int(c[1:])
        return 1 if 1 <= v <= 4 else v
    ranks = LONG if c[-1] in "SB" else ROUND
    return 10 - ranks.index(c[:-1])


def value(c: str) -> int:
    if c in FIVE:
        return 5
    if c[0] != "T" and c != "MATTO":
        return {"Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)
    return 1


def pair_count(cards: list[str]) -> int:
    total = 0
    for i in range(0, len(cards) - 1, 2):
        total += value(cards[i]) + value(cards[i + 1]) - 1
    if len(cards) % 2:
        total += value(cards[-1])
    return total


# -- combinations, the simulator's own way ---------------------------------------------------

SETS = {
    "tarocchi": (["T20", "T19", "T0", "MATTO"], 18),
    "kings": (["K" + s for s in SUITS], 17),
    "queens": (["Q" + s for s in SUITS], 14),
    "knights": (["N" + s for s in SUITS], 13),
    "jacks": (["J" + s for s in SUITS], 12),
}
CRICCA_FOUR = {"tarocchi": 36, "kings": 34, "queens": 28, "knights": 26, "jacks": 24}


def run(order: list[str], have: set[str], trumps: bool, ace_after_gap: bool = False) -> int:
    """The head card, then of the next three at least two (one real, one may be wild; the third may
    be missing, but then the sequence stops there), then the rest in order, wild cards filling gaps.
    ``ace_after_gap``: the other reading the rules accept for suits, the Ace after a missing card too."""
    if order[0] not in have:
        return 0
    jokers = ("T0" in have) + ("MATTO" in have)
    best = 0
    for pattern in range(27):  # each of the three next cards: 0 real/skip, 1 wild, 2 gap
        marks = [pattern // 9 % 3, pattern // 3 % 3, pattern % 3]
        filled = ["real"]
        ok = True
        for card, m in zip(order[1:4], marks, strict=True):
            if card in have:
                ok = ok and m == 0
                filled.append("real")
            elif m == 1:
                filled.append("wild")
            elif m == 2:
                filled.append("gap")
            else:
                ok = False
        wild = filled.count("wild")
        if not ok or wild > jokers or filled.count("real") < 2 or filled.count("real") + wild < 3:
            continue
        if trumps and any(filled[i] == filled[i + 1] == "wild" for i in range(1, 3)):
            continue
        left = jokers - wild
        if "gap" not in filled or (ace_after_gap and not trumps):
            for card in order[4:]:
                if card in have:
                    filled.append("real")
                    continue
                if not left or (trumps and filled[-1] == "wild" and card != "T16"):
                    break
                left -= 1
                filled.append("wild")
        best = max(best, len(filled) - filled.count("gap"))
    return best if best >= 3 else 0


def group(cards: list[str], have: set[str]) -> int:
    real = len([c for c in cards if c in have])
    n = real + ("T0" in have) + ("MATTO" in have)
    return n if real >= 2 and n >= 3 else 0


def held_combos(cards: list[str], ace_after_gap: bool = False) -> list[dict[str, Any]]:
    have = set(cards)
    out: list[dict[str, Any]] = []
    for kind, (members, _) in SETS.items():
        k = len([c for c in members if c in have])
        if k >= 3:
            out.append({"kind": "cricca", "of": kind, "count": k})
    t = run([f"T{i}" for i in range(20, 4, -1)], have, True)
    if t:
        out.append({"kind": "sequence", "of": "trumps", "length": t})
    m = group(["T1", "T2", "T3", "T4"], have)
    if m:
        out.append({"kind": "sequence", "of": "moretti", "length": m})
    a = group(["1" + s for s in SUITS], have)
    if a:
        out.append({"kind": "sequence", "of": "aces", "length": a})
    for s in SUITS:
        n = run([r + s for r in ("K", "Q", "N", "J", "1")], have, False, ace_after_gap)
        if n:
            out.append({"kind": "sequence", "of": "suit", "suit": s, "length": n})
    return out


def combo_value(items: list[dict[str, Any]], double: bool) -> int:
    cr = [
        CRICCA_FOUR[i["of"]] if i["count"] == 4 else SETS[i["of"]][1] for i in items if i["kind"] == "cricca"
    ]
    sq = [10 + 5 * (i["length"] - 3) for i in items if i["kind"] == "sequence"]
    a = sum(cr) * (2 if double and len(cr) >= 3 else 1)
    b = sum(sq) * (2 if double and len(sq) >= 3 else 1)
    return a + b


def game_points(p: int) -> int:
    return p // 50 + (1 if p % 50 >= 46 else 0)


# -- the session ----------------------------------------------------------------------------------


class _Session:
    def __init__(
        self,
        rng: random.Random,
        variant: str,
        options: dict[str, Any],
        fault: str | None,
        deals: int,
    ) -> None:
        self.rng = rng
        self.variant = variant
        self.ott = variant == "ottocento"
        self.n = 4 if self.ott else 3
        table = OTTOCENTO_OPTIONS if self.ott else TERZIGLIO_OPTIONS
        self.o = {**table.defaults(), **options}
        self.options = options
        self.fault = fault
        self.deals = deals
        self.fault_deal = rng.randrange(deals)
        self.written: str | None = None  # a planted card_not_in_hand: the card the record writes
        self.planted: dict[str, Any] | None = None
        self.parties: list[Any] = ["team0", "team1"] if self.ott else list(range(self.n))
        self.totals = {p: 0 for p in self.parties}  # as the sheet carries them
        self.rules_totals = {p: 0 for p in self.parties}  # as the rules do

    def want(self, fault: str, k: int, chance: float = 0.35) -> bool:
        return (
            self.fault == fault
            and self.planted is None
            and k >= self.fault_deal
            and (k > self.fault_deal + 2 or self.rng.random() < chance)
        )

    def mark(self, k: int, event: int, code: str, seat: int | None) -> None:
        self.planted = {"deal": k, "event": event, "code": code, "seat": seat}

    def run(self) -> dict[str, Any]:
        names = NAMES4 if self.ott else NAMES3
        dealer = self.rng.randrange(self.n)
        out = []
        for k in range(self.deals):
            if k and self.want("wrong_dealer", k, 0.5):
                wrong = (dealer + self.rng.randrange(1, self.n)) % self.n
                dealer = wrong
                self.mark(k, None, "wrong_dealer", wrong)  # type: ignore[arg-type]
            out.append(self.deal(k, dealer))
            dealer = (dealer + 1) % self.n
        doc = {
            "format": "trick-transcript/1",
            "game": f"tarocchini-{self.variant}",
            "rules": dict(self.options),
            "players": names,
            "deals": out,
        }
        if self.planted and self.planted["code"] == "wrong_dealer":
            self.planted["event"] = None
        return doc

    # -- one deal
    def deal(self, k: int, dealer: int) -> dict[str, Any]:
        rng, n = self.rng, self.n
        cards = list(DECK)
        rng.shuffle(cards)
        events: list[dict[str, Any]] = []
        eldest = (dealer + 1) % n
        order = [(eldest + i) % n for i in range(n)]
        size = 15 if self.ott else (18 if self.o["widow"] == 8 else 19)
        hands = [cards[i * size : (i + 1) * size] for i in range(n)]
        talon = cards[n * size :]
        rec: dict[str, Any] = {"dealer": dealer}
        # monte: rarely all ask; sometimes the first few ask and then someone does not
        if self.o["monte"] and rng.random() < 0.06 and self.fault not in ("wrong_score", "wrong_total"):
            rec.update(
                hands=[h[:5] for h in hands],
                events=[{"type": "redeal", "seat": s, "reason": "monte"} for s in order],
            )
            return rec
        if self.o["monte"] and rng.random() < 0.15:
            for s in order[: rng.randrange(1, n)]:
                events.append({"type": "redeal", "seat": s, "reason": "monte"})
        if self.want("bad_monte", k, 0.5):
            # a call after a later seat has spoken (a call after a silent seat is no fault)
            i = rng.randrange(0, n - 1)
            later = order[rng.randrange(i + 1, n)]
            events = [
                {"type": "redeal", "seat": later, "reason": "monte"},
                {"type": "redeal", "seat": order[i], "reason": "monte"},
            ]
            self.mark(k, 1, "bad_monte", order[i])
        declarer = None
        contract = None
        widow_pile: list[str] = []
        discard: list[str] | None = None
        if self.ott:
            dealt = [list(h) for h in hands]
            if rng.random() < 0.5:
                dealt[dealer] = dealt[dealer] + talon
                rec_talon = None
            else:
                rec_talon = list(talon)
                if rng.random() < 0.5:
                    events.append({"type": "take", "seat": dealer, "cards": list(talon)})
            hands[dealer] = hands[dealer] + talon
            rec["hands"] = dealt
            if rec_talon is not None:
                rec["talon"] = rec_talon
            lay = [c for c in hands[dealer] if c not in FIVE]
            discard = rng.sample(lay, 2)
            if self.want("illegal_discard", k, 0.5):
                five = [c for c in hands[dealer] if c in FIVE]
                if five:
                    discard = [rng.choice(five), discard[0]]
                    self.mark(k, len(events), "illegal_discard", dealer)
            events.append({"type": "discard", "seat": dealer, "cards": discard})
            for c in discard:
                hands[dealer].remove(c)
        else:
            rec["hands"] = [list(h) for h in hands]
            rec["talon"] = list(talon)
            # auction from the eldest: pass, gioco or solo, each above the standing bid
            top = 0
            spoken = []
            planted_order = self.want("bid_out_of_turn", k, 0.5)
            calls: list[tuple[int, str]] = []
            for s in order:
                r = rng.random()
                if top == 0:
                    b = "gioco" if r < 0.55 else "solo" if r < 0.7 else "pass"
                elif top == 1:
                    b = "solo" if r < 0.15 else "pass"
                else:
                    break
                calls.append((s, b))
                spoken.append(s)
                if b != "pass":
                    declarer, contract = s, b
                    top = 2 if b == "solo" else 1
            if planted_order and len(calls) >= 2 and calls[0][1] == "pass" and calls[1][1] == "pass":
                calls[0], calls[1] = calls[1], calls[0]
                self.mark(k, len(events), "bid_out_of_turn", calls[0][0])
            illegal_at = None
            if self.want("illegal_bid", k, 0.5) and top == 1:
                i = next(i for i, (_, b) in enumerate(calls) if b == "gioco")
                if i + 1 < len(calls) and calls[i + 1][1] == "pass":
                    calls[i + 1] = (calls[i + 1][0], "gioco")
                    illegal_at = i + 1
            missing = None
            if self.want("missing_bid", k, 0.5) and len(calls) == n and declarer is not None:
                if calls[-1][1] == "pass" and calls[-1][0] != declarer:
                    missing = calls.pop()
            for i, (s, b) in enumerate(calls):
                if illegal_at == i:
                    self.mark(k, len(events), "illegal_bid", s)
                events.append({"type": "bid", "seat": s, "bid": b})
            if missing is not None:
                self.mark(k, len(events), "missing_bid", missing[0])
            if contract == "solo" and rng.random() < 0.5:
                for s in order:
                    if s not in spoken:
                        events.append({"type": "bid", "seat": s, "bid": "pass"})
            if planted_order and self.planted is None and declarer is not None and missing is None:
                events.append({"type": "bid", "seat": declarer, "bid": "pass"})  # after the auction closed
                self.mark(k, len(events) - 1, "bid_out_of_turn", declarer)
            if declarer is None:
                rec["events"] = events
                self.sheet(k, events, {p: 0 for p in self.parties}, {})
                return rec
            widow_pile = list(talon)
            if contract == "gioco":
                take = rng.sample(talon, rng.randrange(0, len(talon) + 1))
                if take:
                    events.append({"type": "take", "seat": declarer, "cards": take})
                    hands[declarer] += take
                    for c in take:
                        widow_pile.remove(c)
                    lay = [c for c in hands[declarer] if c not in FIVE]
                    discard = rng.sample(lay, len(take)) if len(lay) >= len(take) else None
                    if discard is None:  # cannot lay away: take nothing after all
                        events.pop()
                        for c in take:
                            hands[declarer].remove(c)
                        widow_pile = list(talon)
                    else:
                        events.append({"type": "discard", "seat": declarer, "cards": discard})
                        for c in discard:
                            hands[declarer].remove(c)
                        widow_pile += discard
            if self.want("illegal_take", k, 0.5):
                opp = next(s for s in order if s != declarer)
                if widow_pile:
                    events.append({"type": "take", "seat": opp, "cards": [rng.choice(widow_pile)]})
                    self.mark(k, len(events) - 1, "illegal_take", opp)
        # declarations, in order from the eldest
        declared: dict[int, list[dict[str, Any]]] = {}
        decl_at: dict[int, int] = {}
        late: int | None = None
        late_wanted = self.want("late_declaration", k, 0.4)
        for s in order:
            if rng.random() < 0.12:
                continue
            if late_wanted and late is None:
                late = s
                continue
            items = [dict(i) for i in held_combos(hands[s]) if rng.random() < 0.75]
            for it in items:
                if it["kind"] == "cricca" and it["count"] == 4 and rng.random() < 0.2:
                    it["count"] = 3
                elif it["kind"] == "sequence" and it["length"] > 3 and rng.random() < 0.2:
                    it["length"] -= 1
            good = list(items)
            if self.want("false_declaration", k, 0.4):
                bogus = self.bogus_item(hands[s])
                if bogus is not None:
                    items.insert(rng.randrange(len(items) + 1), bogus)
                    self.mark(k, len(events), "false_declaration", s)
            decl_at[s] = len(events)
            events.append({"type": "declare", "seat": s, "items": items})
            declared[s] = good
            if self.want("repeated_declaration", k, 0.3):
                events.append({"type": "declare", "seat": s, "items": []})
                self.mark(k, len(events) - 1, "repeated_declaration", s)
        # play
        won: list[list[str]] = [[] for _ in range(n)]
        tricks = [0] * n
        leader = eldest
        matto: list[tuple[int, int]] = []
        last = leader
        first_play_event = len(events)
        for t in range(size):
            table: list[tuple[int, str]] = []
            seats = [(leader + i) % n for i in range(n)]
            swap = None
            if self.want("out_of_turn", k, 0.08) and t > 0:
                swap = 1
                seats[1], seats[2] = seats[2], seats[1]
            for pos, s in enumerate(seats):
                self.written = None
                card, code = self.choose(k, s, hands[s], table, discard, widow_pile)
                if swap is not None and pos == swap:
                    code = "out_of_turn"
                events.append({"type": "play", "seat": s, "card": self.written or card})
                if code is not None:
                    self.mark(k, len(events) - 1, code, s)
                if card in hands[s]:
                    hands[s].remove(card)
                table.append((s, card))
                if t == 0 and pos == 0 and late is not None:
                    events.append({"type": "declare", "seat": late, "items": []})
                    self.mark(k, len(events) - 1, "late_declaration", late)
                    late = None
            w = self.winner(table)
            tricks[w] += 1
            for s, c in table:
                won[w].append(c)
                if c == "MATTO":
                    matto.append((s, w))
            leader = w
            last = w
        del first_play_event
        # the count
        side = self.side_fn(declarer)
        sides = ("team0", "team1") if self.ott else ("declarer", "opponents")
        pile: dict[str, list[str]] = {x: [] for x in sides}
        side_tricks = {x: 0 for x in sides}
        for s in range(n):
            pile[side(s)] += won[s]
            side_tricks[side(s)] += tricks[s]
        if self.ott:
            if discard is not None:
                mine = side(dealer)
                keep = (
                    tricks[dealer] > 0
                    if self.o["discard_credit"] == "dealer_trick"
                    else side_tricks[mine] > 0
                )
                # a discarded card played after all (a planted card_not_in_hand) counts in its trick only
                in_tricks = {c for w in won for c in w}
                laid = [c for c in discard if c not in in_tricks]
                pile[mine if keep else ("team1" if mine == "team0" else "team0")] += laid
        else:
            # tarocchini/terziglio.solo (Ruling): the widow is what no trick holds, a widow card
            # played counts in its trick only, and the card kept back in its place lies with the widow
            played = {c for w in won for c in w}
            widow_pile = [c for c in widow_pile if c not in played] + [c for h in hands for c in h]
            if contract == "solo":
                pile[side(last)] += widow_pile
            else:
                pile["declarer" if tricks[declarer] else "opponents"] += widow_pile  # type: ignore[index]
        give: tuple[str, str] | None = None
        for owner, w in matto:  # the Matto goes back to its owner's side, which gives a low card for it
            a, b = side(owner), side(w)
            if a != b and side_tricks[a] > 0:
                pile[b].remove("MATTO")
                pile[a].append("MATTO")
                give = (a, b)

        def count(ace: bool) -> dict[str, dict[str, int]]:
            """Each side's parts; ``ace``: the suits read with the Ace after a missing court card."""
            piles = {x: list(v) for x, v in pile.items()}
            low = None
            if give is not None:
                # the low card given for the Matto, before the count: of the lowest, the one whose
                # loss costs the giver's combinations least
                rest = [c for c in piles[give[0]] if c != "MATTO"]
                if rest:
                    least = min(value(c) for c in rest)

                    def kept(c: str) -> int:
                        left = list(piles[give[0]])
                        left.remove(c)
                        return combo_value(held_combos(left, ace), self.o["double_three"])

                    low = max((c for c in rest if value(c) == least), key=kept)
                    piles[give[0]].remove(low)
            combos = {x: combo_value(held_combos(piles[x], ace), self.o["double_three"]) for x in sides}
            cardpile = {x: list(v) for x, v in piles.items()}
            if give is not None and low is not None:
                cardpile[give[1]].append(low)  # its point for the winner, no combination
            parts = {}
            for x in sides:
                decl = sum(combo_value(declared[s], self.o["double_three"]) for s in declared if side(s) == x)
                parts[x] = {
                    "declarations": decl,
                    "combinations": combos[x],
                    "card_points": pair_count(cardpile[x]),
                    "last_trick": 6 if side(last) == x else 0,
                }
            return parts

        def settle(parts: dict[str, dict[str, int]]) -> dict[Any, int]:
            if self.ott:
                return {x: sum(parts[x].values()) for x in sides}
            assert declarer is not None
            solo = contract == "solo"
            if tricks[declarer] in (0, size):
                winner = "declarer" if tricks[declarer] else "opponents"
                gp = 40 * (2 if solo and self.o["solo_doubles_all_tricks"] else 1)
            else:
                d = sum(parts["declarer"].values())
                o = sum(parts["opponents"].values())
                winner = "declarer" if d > o else "opponents"
                gp = game_points(d if winner == "declarer" else o) * (2 if solo else 1)
            per: dict[Any, int] = {}
            for s in range(n):
                wins = (s == declarer) == (winner == "declarer")
                if self.o["settlement"] == "zero_sum":
                    mult = 2 if s == declarer else 1
                    per[s] = mult * gp if wins else -mult * gp
                else:
                    per[s] = gp if wins else 0
            return per

        parts = count(False)
        # tarocchini/combo.sequences accepts a sheet counted with the Ace after a missing court card
        # as well: a planted wrong score must fit neither reading
        other = settle(count(True))
        rec["events"] = events
        self.sheet(k, events, settle(parts), parts if self.ott else {}, other)
        return rec

    def side_fn(self, declarer: int | None) -> Any:
        if self.ott:
            return lambda s: f"team{s % 2}"
        return lambda s: "declarer" if s == declarer else "opponents"

    def sheet(
        self,
        k: int,
        events: list[dict[str, Any]],
        scores: dict[Any, int],
        parts: dict[str, Any],
        other: dict[Any, int] | None = None,
    ) -> None:
        rng = self.rng
        first_score = len(events)
        at: dict[Any, int] = {}
        for p in self.parties:
            if self.ott and rng.random() < 0.4:
                at[p] = len(events)
                for reason, v in parts[p].items():
                    events.append({"type": "score", "party": p, "points": v, "reason": reason})
            else:
                at[p] = len(events)
                events.append({"type": "score", "party": p, "points": scores[p]})
        if self.want("wrong_score", k, 0.5):
            p = rng.choice(self.parties)
            slips = [-10, -5, -1, 1, 2, 50]
            slip = rng.choice(slips)
            whole = events[at[p]].get("reason") is None
            while whole and other is not None and {**scores, p: scores[p] + slip} == other:
                slip = slips[(slips.index(slip) + 1) % len(slips)]  # that figure is the other reading's
            events[at[p]]["points"] += slip
            self.mark(k, at[p], "wrong_score", p if isinstance(p, int) else None)
            recorded = {
                q: sum(e["points"] for e in events[first_score:] if e.get("party") == q) for q in self.parties
            }
        else:
            recorded = dict(scores)
        totals_at = {}
        new = {}
        for p in self.parties:
            new[p] = self.totals[p] + recorded[p]
            totals_at[p] = len(events)
            events.append({"type": "total", "party": p, "points": new[p]})
        if self.want("wrong_total", k, 0.5):
            p = rng.choice(self.parties)
            events[totals_at[p]]["points"] += rng.choice([-10, -3, 1, 7])
            self.mark(k, totals_at[p], "wrong_total", p if isinstance(p, int) else None)
        # each total is the sheet's previous total plus the deal's recorded score; a game won by the
        # rules' totals (Ottocento, 800) starts both afresh
        self.totals = new
        self.rules_totals = {p: self.rules_totals[p] + scores[p] for p in self.parties}
        if self.ott:
            a, b = self.rules_totals["team0"], self.rules_totals["team1"]
            if max(a, b) >= 800 and a != b:
                self.totals = {p: 0 for p in self.parties}
                self.rules_totals = {p: 0 for p in self.parties}

    def bogus_item(self, hand: list[str]) -> dict[str, Any] | None:
        have = {c["of"] if c["kind"] == "cricca" else (c["of"], c.get("suit")) for c in held_combos(hand)}
        for kind in self.rng.sample(list(SETS), len(SETS)):
            if kind not in have:
                return {"kind": "cricca", "of": kind, "count": 3}
        for s in SUITS:
            if ("suit", s) not in have:
                return {"kind": "sequence", "of": "suit", "suit": s, "length": 3}
        return None

    # -- play
    def legal(self, hand: list[str], table: list[tuple[int, str]]) -> list[str]:
        led = next((suit(c) for _, c in table if c != "MATTO"), None)
        if led is None:
            return list(hand)
        follow = [c for c in hand if suit(c) == led]
        if follow:
            return follow + [c for c in hand if c == "MATTO"]
        trumps = [c for c in hand if suit(c) == "T"]
        if trumps:
            return trumps + [c for c in hand if c == "MATTO"]
        return list(hand)

    def choose(
        self,
        k: int,
        seat: int,
        hand: list[str],
        table: list[tuple[int, str]],
        discard: list[str] | None,
        widow: list[str],
    ) -> tuple[str, str | None]:
        rng = self.rng
        legal = self.legal(hand, table)
        led = next((suit(c) for _, c in table if c != "MATTO"), None)
        if led is not None and self.planted is None:
            follow = [c for c in hand if suit(c) == led]
            if follow and self.want("revoke", k, 0.1):
                others = [c for c in hand if suit(c) not in (led, "")]
                if others:
                    return rng.choice(others), "revoke"
            if not follow and led != "T" and self.want("failure_to_trump", k, 0.3):
                trumps = [c for c in hand if suit(c) == "T"]
                others = [c for c in hand if suit(c) not in ("T", "")]
                if trumps and others:
                    return rng.choice(others), "failure_to_trump"
        if self.want("card_not_in_hand", k, 0.1) and len(hand) > 1:
            pool = list(discard or []) if self.ott else list(widow)
            pool = [c for c in pool if c not in hand and c != "MATTO"]
            if pool:
                # the recorder's slip: a legal card of the hand is played, another (laid away, in the
                # widow) is written; the one card the seat never plays is the one the slip stood for
                # (tarocchini/play.card-in-hand, diff9 tarocchini-knockon A2)
                self.written = rng.choice(pool)
                return rng.choice(legal), "card_not_in_hand"
        return rng.choice(legal), None

    def winner(self, table: list[tuple[int, str]]) -> int:
        trumps = [(strength(c), i) for i, (_, c) in enumerate(table) if suit(c) == "T"]
        if trumps:
            top = max(v for v, _ in trumps)
            at = [i for v, i in trumps if v == top]
            i = at[-1] if self.o["moretti_tie"] == "last_played" else at[0]
            return table[i][0]
        led = next(suit(c) for _, c in table if c != "MATTO")
        best = max((strength(c), -i) for i, (_, c) in enumerate(table) if suit(c) == led)
        return table[-best[1]][0]


def random_options(rng: random.Random, variant: str) -> dict[str, Any]:
    o: dict[str, Any] = {}
    if rng.random() < 0.3:
        o["moretti_tie"] = "first_played"
    if rng.random() < 0.2:
        o["double_three"] = False
    if rng.random() < 0.2:
        o["monte"] = False
    if variant == "ottocento":
        if rng.random() < 0.3:
            o["discard_credit"] = "side_trick"
    else:
        if rng.random() < 0.4:
            o["widow"] = 5
        if rng.random() < 0.3:
            o["settlement"] = "zero_sum"
        if rng.random() < 0.3:
            o["solo_doubles_all_tricks"] = True
    return o


def simulate(
    seed: int, variant: str | None = None, deals: int | None = None, **options: Any
) -> dict[str, Any]:
    """A legal session; the variant, the number of deals and the options drawn from the seed when not given."""
    rng = random.Random(seed)
    variant = variant or rng.choice(["ottocento", "terziglio"])
    opts = options or random_options(rng, variant)
    return _Session(rng, variant, opts, None, deals or rng.randint(1, 4)).run()


def plant(
    seed: int, fault: str, variant: str | None = None, deals: int | None = None, **options: Any
) -> tuple[dict[str, Any], dict[str, Any]] | None:
    """A session with exactly one planted fault, and where it is: {deal, event, code, seat}.

    None when the seed's session gives no chance to plant it.
    """
    if fault not in FAULTS:
        raise ValueError(f"unknown fault {fault!r}; one of {FAULTS}")
    rng = random.Random(seed)
    if variant is None:
        choices = [
            v for v, fs in (("ottocento", OTTOCENTO_FAULTS), ("terziglio", TERZIGLIO_FAULTS)) if fault in fs
        ]
        variant = rng.choice(choices)
    opts = options or random_options(rng, variant)
    if fault == "bad_monte":
        opts = {**opts, "monte": True}
    sim = _Session(rng, variant, opts, fault, deals or rng.randint(1, 4))
    if fault == "wrong_dealer" and sim.deals < 2:
        sim.deals = 2
        sim.fault_deal = 1
    transcript = sim.run()
    if sim.planted is None:
        return None
    return transcript, sim.planted
