"""A seedable Danish Tarok simulator that plays legal sessions, and plants one known fault on request.

The simulator keeps its own model of play and of every payment (§15: foundations, refills, the
dealer's fee, declarations, kings and the Pagat during play, the last trick in the source's pool
order, card points), written apart from the engine's ledger so that the two check each other.
``inject`` replays the session from its seed with one player breaking one rule at one moment,
and the table then carrying on as the rules say (the fine paid, none for a superficial one, whose
deal is settled as played; for an irreparable irregularity every payment of the deal handed back
except foundations, refills, the fee and the fine).
"""

from __future__ import annotations

import copy
import random
from typing import Any

from validator.engine.cards import DANISH_TAROK
from validator.engine.games.danish_tarok.cards import declaration_cards, declarations_of
from validator.engine.games.danish_tarok.tables import declaration_amount

NAMES = ["Agnieszka", "Bartek", "Celina", "Dawid"]
POOLS = ("pagat_pool", "king_pool")
STANDING = {"foundation", "refill", "deal_fee", "penalty", "session_end"}
CLASS_FINE = {"superficial": 0, "small": 5, "large": 20, "irreparable": 40}
# The engine's option defaults (docs/rules/danish-tarok.md, "Rule options").
OPTION_DEFAULTS = {
    "revoke_penalty": "irreparable",
    "joker_second_last_penalty": "irreparable",
    "joker_withheld_penalty": "irreparable",
    "false_redeal_penalty": "large",
    "failed_tout_penalty": "large",
}
FAULTS = (
    "revoke",
    "failure_to_trump",
    "illegal_skat",
    "false_declaration",
    "missing_declaration",
    "declaration_before_dealer",
    "out_of_turn",
    "joker_second_last",
    "joker_withheld",
    "false_joker_demand",
    "redeal_with_trumps",
    "misdeal",
    "wrong_payment",
    "missing_payment",
    "unexpected_payment",
)
FAULT_CLASS_OPTION = {
    "revoke": "revoke_penalty",
    "failure_to_trump": "revoke_penalty",
    "joker_second_last": "joker_second_last_penalty",
    "joker_withheld": "joker_withheld_penalty",
    "redeal_with_trumps": "false_redeal_penalty",
}
FIXED_FAULT_CLASS = {
    "illegal_skat": "irreparable",
    "misdeal": "irreparable",  # found at the first lead (danish-tarok/18.misdeal)
    "false_declaration": "irreparable",
    "missing_declaration": "irreparable",
    "declaration_before_dealer": "large",
    "out_of_turn": "large",
    "false_joker_demand": "large",
}
PAYMENT_FAULTS = ("wrong_payment", "missing_payment", "unexpected_payment")
COURT = {"K": 14, "Q": 13, "N": 12, "J": 11}
VALUE = {"K": 4, "Q": 3, "N": 2, "J": 1}


def suit(c: str) -> str:
    if c == "JOKER":
        return ""
    return "T" if c[0] == "T" else c[-1]


def rank(c: str) -> int:
    if c == "JOKER":
        return -1
    if c[0] == "T":
        return int(c[1:])
    r = c[:-1]
    if r in COURT:
        return COURT[r]
    return 11 - int(r) if c[-1] in "HD" else int(r)


def value(c: str) -> int:
    if c in ("JOKER", "T1", "T21"):
        return 4
    if c[0] == "T":
        return 0
    return VALUE.get(c[:-1], 0)


def is_king(c: str) -> bool:
    return c[0] == "K" and c != "JOKER"


def holdings(hand: list[str]) -> list[dict[str, Any]]:
    return declarations_of(DANISH_TAROK.card(c) for c in hand)


def decl_cards(hand: list[str]) -> set[str]:
    return {c.code for c in declaration_cards(DANISH_TAROK.card(c) for c in hand)}


class _Sim:
    def __init__(
        self,
        rng: random.Random,
        n: int,
        ndeals: int,
        rules: dict[str, str],
        fault: str | None = None,
        fault_deal: int = 0,
    ) -> None:
        self.rng = rng
        self.n = n
        self.ndeals = ndeals
        self.rules = {**OPTION_DEFAULTS, **rules}
        self.fault = fault
        self.fault_deal = fault_deal
        self.planted: dict[str, Any] | None = None
        self.pools = dict.fromkeys(POOLS, 0)
        # per deal (reset by deal()): fines seen but not yet paid, and whether the deal is void
        self.pending_fines: list[tuple[int, str]] = []
        self.void = False

    # -- bookkeeping
    def want(self, fault: str, k: int) -> bool:
        return self.fault == fault and self.planted is None and k >= self.fault_deal

    def klass(self, fault: str) -> str:
        return FIXED_FAULT_CLASS.get(fault) or self.rules[FAULT_CLASS_OPTION[fault]]

    def plant(self, k: int, event: int | None, fault: str, seat: int) -> None:
        self.planted = {"deal": k, "event": event, "code": fault, "penalty_class": self.klass(fault)}
        self.pending_fines.append((seat, self.klass(fault)))

    def pay(self, frm: Any, to: Any, amount: int, reason: str) -> None:
        if amount <= 0 or frm == to:
            return
        if self.void and reason not in STANDING:
            return
        self.events.append({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})
        self.paid.append((frm, to, amount, reason))
        for p, sign in ((frm, -1), (to, 1)):
            if p in self.pools:
                self.pools[p] += sign * amount

    def checkpoint(self) -> None:
        """Fines are paid when the table sees the irregularity; an irreparable one voids the deal."""
        for seat, cls in self.pending_fines:
            if self.void:
                continue
            for pool in POOLS:
                self.pay(seat, pool, CLASS_FINE[cls], "penalty")
            if cls == "irreparable":
                for frm, to, amount, reason in list(self.paid):
                    if reason not in STANDING:
                        self.pay(to, frm, amount, reason)
                self.void = True
        self.pending_fines = []

    # -- the session
    def run(self) -> dict[str, Any]:
        deals = []
        dealer = self.rng.randrange(self.n)
        first_of_turn = True
        k = 0
        while k < self.ndeals:
            deal, redealt = self.deal(k, dealer, first_of_turn)
            deals.append(deal)
            first_of_turn = not redealt
            if not redealt:
                dealer = (dealer + 1) % self.n
            k += 1
        return {
            "format": "trick-transcript/1",
            "game": "danish-tarok",
            "rules": {k: v for k, v in self.rules.items() if OPTION_DEFAULTS.get(k) != v},
            "players": NAMES[: self.n],
            "deals": deals,
        }

    def deal(self, k: int, dealer: int, first_of_turn: bool) -> tuple[dict[str, Any], bool]:
        rng, n = self.rng, self.n
        self.events: list[dict[str, Any]] = []
        self.paid: list[tuple[Any, Any, int, str]] = []
        self.pending_fines = []
        self.void = False
        sitter = (dealer + 2) % n if n == 4 else None
        active = [(dealer + 1 + i) % n for i in range(n) if (dealer + 1 + i) % n != sitter]
        pack = [c.code for c in DANISH_TAROK.full()]
        rng.shuffle(pack)
        hands: list[list[str]] = [[] for _ in range(n)]
        pos = 0
        for s in active:
            size = 28 if s == dealer else 25
            hands[s] = pack[pos : pos + size]
            pos += size
        redeal_seat = None
        self.tout = False
        roll = rng.random()
        if roll < 0.06 or self.want("redeal_with_trumps", k):
            redeal_seat = rng.choice(active)
            if not self.want("redeal_with_trumps", k):
                self.strip_trumps(hands, redeal_seat, active)
        elif roll < 0.09 and self.fault is None:
            self.rig_tout(hands, dealer, active)
        self.misdealt = redeal_seat is None and self.want("misdeal", k)
        if self.misdealt:  # one card of the second player's dealt to the first: 26 and 24
            card = self.rng.choice(hands[active[1]])
            hands[active[1]].remove(card)
            hands[active[0]].append(card)
        dealt = [list(h) for h in hands]
        # deal start (§15 Fundamenty, Rozdanie)
        for pool in POOLS:
            if self.pools[pool] <= 0:
                for s in range(n):
                    self.pay(s, pool, 20, "foundation" if k == 0 else "refill")
        if first_of_turn:
            for pool in POOLS:
                self.pay(dealer, pool, 5, "deal_fee")
        record = {"dealer": dealer, "hands": dealt, "events": self.events}
        if redeal_seat is not None:
            self.events.append({"type": "redeal", "seat": redeal_seat, "reason": "no_trumps"})
            if any(suit(c) == "T" for c in hands[redeal_seat]):
                self.plant(k, len(self.events) - 1, "redeal_with_trumps", redeal_seat)
                self.checkpoint()
                same = self.planted is not None and self.planted["penalty_class"] != "irreparable"
                return record, same
            return record, True
        self.skat(k, dealer, hands)
        self.declare(k, dealer, hands, active)
        self.checkpoint()
        self.play(k, dealer, hands, active)
        return record, False

    def rig_tout(self, hands: list[list[str]], dealer: int, active: list[int]) -> None:
        """A dealer with every trump, the Joker and the four kings lays the Joker away for Tout: whatever
        he plays he takes every trick (his kings are the only cards he holds of their suits)."""
        strong = [f"T{i}" for i in range(1, 22)] + ["JOKER", "KH", "KD", "KS", "KC"]
        pack = [c for h in hands for c in h if c not in strong]
        self.rng.shuffle(pack)
        pips = [c for c in pack if c[0] not in "KQNJ"][:2]
        rest = [c for c in pack if c not in pips]
        hands[dealer] = strong + pips
        pos = 0
        for s in active:
            if s != dealer:
                hands[s] = rest[pos : pos + 25]
                pos += 25
        self.tout = True

    def strip_trumps(self, hands: list[list[str]], seat: int, active: list[int]) -> None:
        """Rig a hand without trumps (the Joker may stay: it is no trump here)."""
        others = [s for s in active if s != seat]
        for i, c in enumerate(hands[seat]):
            if suit(c) != "T":
                continue
            for o in others:
                j = next((j for j, d in enumerate(hands[o]) if suit(d) not in ("T", "")), None)
                if j is not None:
                    hands[seat][i], hands[o][j] = hands[o][j], c
                    break

    # -- skat (§13)
    def skat(self, k: int, dealer: int, hands: list[list[str]]) -> None:
        rng = self.rng
        hand = hands[dealer]
        dc = decl_cards(hand)
        trumps = [c for c in hand if suit(c) == "T"]
        ok = [c for c in hand if not is_king(c) and c not in ("T21", "JOKER") and c not in dc]
        plain = [c for c in ok if suit(c) != "T"]
        shown = False
        if self.tout:
            self.events.append({"type": "announce", "seat": dealer, "items": ["tout"]})
            cards = ["JOKER", *[c for c in hand if c[0] not in "KTJ"][:2]]
        elif len(plain) >= 3:
            cards = rng.sample(plain, 3)
        elif (
            "T21" not in hand
            and all(c in ok for c in trumps)
            and len(trumps) <= 3
            and len(plain) + len(trumps) >= 3
        ):
            cards = trumps + rng.sample(plain, 3 - len(trumps))
        else:  # declaration cards must go, as few as can be (§13): say which (shown)
            free = plain + (trumps if "T21" not in hand and all(c in ok for c in trumps) else [])
            rest = [c for c in hand if not is_king(c) and c not in ("T21", "JOKER") and suit(c) != "T"]
            cards = free + rng.sample([c for c in rest if c not in free], 3 - len(free))
            shown = True
        if self.want("illegal_skat", k) and not shown:
            bad = [c for c in hand if is_king(c) or c == "T21"]
            if bad:
                cards[0] = rng.choice(bad)
                self.plant(k, len(self.events), "illegal_skat", dealer)
        ev: dict[str, Any] = {"type": "discard", "seat": dealer, "cards": cards}
        if shown:
            ev["shown"] = True
        self.events.append(ev)
        self.shown_hand = list(hand) if shown else None
        self.skat_cards = cards
        for c in cards:
            hand.remove(c)

    # -- declarations (§14), paid at once (§15 Deklaracja)
    def declare(self, k: int, dealer: int, hands: list[list[str]], active: list[int]) -> None:
        rng = self.rng
        order = [dealer] + active[:-1]
        items_by_seat = {}
        for s in order:
            hand = self.shown_hand if s == dealer and self.shown_hand else hands[s]
            items_by_seat[s] = copy.deepcopy(holdings(hand))
        fault_seat = None
        if self.want("false_declaration", k):
            fault_seat = rng.choice(order)
            items = items_by_seat[fault_seat]
            if items:
                it = rng.choice(items)
                if it["kind"] in ("trumps", "matadors"):
                    it["count"] += (
                        rng.choice([-1, 1]) if it["count"] > (10 if it["kind"] == "trumps" else 3) else 1
                    )
                else:
                    it["form"] = {"full": "rich", "rich": "full", "half": "full"}[it["form"]]
                    it.pop("missing", None)
            else:
                items.append({"kind": "matadors", "count": 3})  # no holding at all: nothing can match it
        elif self.want("missing_declaration", k):
            with_items = [s for s in order if items_by_seat[s]]
            if with_items:
                fault_seat = rng.choice(with_items)
                items = items_by_seat[fault_seat]
                items.pop(rng.randrange(len(items)))
        swap = self.want("declaration_before_dealer", k)
        seq = [order[1], order[0], *order[2:]] if swap else order
        for s in seq:
            self.events.append({"type": "declare", "seat": s, "items": items_by_seat[s]})
            if s == fault_seat:
                self.plant(k, len(self.events) - 1, self.fault or "", s)
            if swap and s == order[1]:
                self.plant(k, len(self.events) - 1, "declaration_before_dealer", s)
            for it in items_by_seat[s]:
                for o in active:
                    if o != s:
                        self.pay(o, s, declaration_amount(it), "declaration")

    # -- play (§10-§12) and the payments it earns
    def play(self, k: int, dealer: int, hands: list[list[str]], active: list[int]) -> None:
        rng = self.rng
        n = self.n
        leader = active[0]
        tricks = [0] * n
        points = [0] * n
        joker_gone = "JOKER" in self.skat_cards
        keep_joker = self.want("joker_second_last", k)
        keep_until = 23 if keep_joker else 22 if self.want("joker_withheld", k) else 0
        last_plays: list[tuple[int, str]] = []
        for t in range(25):
            seats = active[active.index(leader) :] + active[: active.index(leader)]
            holder = next((s for s in active if "JOKER" in hands[s]), None)
            demand = False
            withhold = False
            if t == 22:
                if joker_gone and self.want("false_joker_demand", k):
                    s = rng.choice(active)
                    self.events.append({"type": "call", "seat": s, "call": "joker"})
                    self.plant(k, len(self.events) - 1, "false_joker_demand", s)
                elif (
                    holder is not None
                    and not keep_joker
                    and (rng.random() < 0.5 or self.want("joker_withheld", k))
                ):
                    caller = rng.choice([s for s in active if s != holder])
                    self.events.append({"type": "call", "seat": caller, "call": "joker"})
                    demand = True
                    withhold = self.want("joker_withheld", k)
            table: list[tuple[int, str, str | None]] = []
            trick_events: list[dict[str, Any]] = []
            second_void_no_trumps = False
            fault_pos: int | None = None
            fault_code = ""
            for i, s in enumerate(seats):
                hand = hands[s]
                lead_suit = self.suit_to_follow(table, second_void_no_trumps, hand)
                legal = self.legal(hand, lead_suit, t)
                if t < keep_until and "JOKER" in legal and len(legal) > 1:
                    legal = [c for c in legal if c != "JOKER"]
                if demand and s == holder:
                    if withhold:
                        legal = [c for c in legal if c != "JOKER"] or legal
                        if "JOKER" not in legal:
                            fault_pos, fault_code = i, "joker_withheld"
                    else:
                        legal = ["JOKER"]
                if self.want("false_joker_demand", k) and "JOKER" in legal and t < 22:
                    legal = ["JOKER"]  # played early, so that a demand in the third-last trick is false
                elif "JOKER" in legal and len(legal) > 1 and rng.random() < 0.85:
                    legal = [c for c in legal if c != "JOKER"]  # the Joker is mostly kept for later
                card = rng.choice(legal)
                if keep_joker and t == 23 and "JOKER" in hand and fault_pos is None:
                    card, fault_pos, fault_code = "JOKER", i, "joker_second_last"
                elif fault_pos is None and i > 0 and lead_suit is not None and card != "JOKER":
                    follow = [c for c in hand if suit(c) == lead_suit]
                    others = [c for c in hand if suit(c) not in (lead_suit, "")]
                    trumps = [c for c in hand if suit(c) == "T"]
                    if self.want("revoke", k) and follow and [c for c in others]:
                        card, fault_pos, fault_code = rng.choice(others), i, "revoke"
                    elif (
                        self.want("failure_to_trump", k)
                        and not follow
                        and lead_suit != "T"
                        and trumps
                        and [c for c in hand if suit(c) not in ("T", "")]
                    ):
                        card = rng.choice([c for c in hand if suit(c) not in ("T", "")])
                        fault_pos, fault_code = i, "failure_to_trump"
                named = None
                if card == "JOKER" and i == 0:
                    rest = [c for s2 in active for c in hands[s2] if c != "JOKER"]
                    named = rng.choice(sorted({suit(c) for c in rest}))
                if i == 1 and table[0][1] == "JOKER":
                    nm = table[0][2]
                    second_void_no_trumps = not any(suit(c) in (nm, "T") for c in hand)
                hand.remove(card)
                if card == "JOKER":
                    joker_gone = True
                table.append((s, card, named))
                ev: dict[str, Any] = {"type": "play", "seat": s, "card": card}
                if named:
                    ev["named"] = named
                trick_events.append(ev)
            # out of turn: the second and third cards change places in the record
            if (
                self.want("out_of_turn", k)
                and fault_pos is None
                and t not in (22,)
                and all(c != "JOKER" for _, c, _ in table)
                and rng.random() < 0.2
            ):
                trick_events[1], trick_events[2] = trick_events[2], trick_events[1]
                fault_pos, fault_code = 1, "out_of_turn"
            base = len(self.events)
            self.events.extend(trick_events)
            if t == 0 and self.misdealt:  # seen at the first lead: irreparable, play stops after it
                self.plant(k, base, "misdeal", dealer)
            if fault_pos is not None:
                self.plant(k, base + fault_pos, fault_code, trick_events[fault_pos]["seat"])
            winner, wcard = self.winner(table, second_void_no_trumps)
            last = t == 24
            tricks[winner] += 1
            points[winner] += 1
            for s, c, _ in table:
                points[s if c == "JOKER" and not last else winner] += value(c)
            self.checkpoint()
            if self.misdealt:
                return
            if not last:
                for s, c, _ in table:
                    if s == winner:
                        continue
                    if is_king(c) or c == "T1":
                        pool = "king_pool" if is_king(c) else "pagat_pool"
                        reason = "king_lost" if is_king(c) else "pagat_lost"
                        for o in active:
                            if o != s:
                                self.pay(s, o, 5, reason)
                        self.pay(s, pool, 5, reason)
                if wcard == "T1":
                    for o in active:
                        if o != winner:
                            self.pay(o, winner, 5, "pagat_trick")
            else:
                last_plays = [(s, c) for s, c, _ in table]
                self.last_trick(winner, wcard, last_plays, tricks, active)
                points[dealer] += 1 + sum(value(c) for c in self.skat_cards)
                self.card_points(dealer, points, tricks, active)
            leader = winner

    def suit_to_follow(
        self, table: list[tuple[int, str, str | None]], second_void: bool, hand: list[str]
    ) -> str | None:
        if not table:
            return None
        first = table[0][1]
        if first != "JOKER":
            return suit(first)
        named = table[0][2]
        if len(table) == 1:
            return named
        if second_void and not any(suit(c) in (named, "T") for c in hand):
            return suit(table[1][1])
        return named

    def legal(self, hand: list[str], lead_suit: str | None, t: int) -> list[str]:
        plain = [c for c in hand if c != "JOKER"]
        if lead_suit is None:
            out = plain
        else:
            out = [c for c in plain if suit(c) == lead_suit]
            if not out and lead_suit != "T":
                out = [c for c in plain if suit(c) == "T"]
            if not out:
                out = plain
        if "JOKER" in hand and t != 23:
            out = [*out, "JOKER"]
        return out or list(hand)

    def winner(self, table: list[tuple[int, str, str | None]], second_void: bool) -> tuple[int, str]:
        plays = [(s, c) for s, c, _ in table if c != "JOKER"]
        trumps = [(s, c) for s, c in plays if suit(c) == "T"]
        if trumps:
            return max(trumps, key=lambda p: rank(p[1]))
        first = table[0]
        if first[1] != "JOKER":
            led = suit(first[1])
        else:
            third_hand_void = second_void and not any(suit(c) == first[2] for _, c in plays)
            led = suit(table[1][1]) if third_hand_void else first[2]  # type: ignore[assignment]
        same = [(s, c) for s, c in plays if suit(c) == led]
        if not same:  # a Joker led and (after a fault) nobody followed or trumped: the second's card names it
            same = [(s, c) for s, c in plays if suit(c) == suit(plays[0][1])]
        return max(same, key=lambda p: rank(p[1]))

    # -- after the last trick (§15 Po ostatniej kolejce)
    def last_trick(
        self, winner: int, wcard: str, plays: list[tuple[int, str]], tricks: list[int], active: list[int]
    ) -> None:
        orig = dict(self.pools)
        tout = next((s for s in active if tricks[s] == 25), None)
        nolo = None if tout is not None else next((s for s in active if tricks[s] == 0), None)
        others = {s: [o for o in active if o != s] for s in active}
        if tout is not None:
            for o in others[tout]:
                self.pay(o, tout, 85, "tout")
            for pool in POOLS:
                self.pay(pool, tout, orig[pool], "tout")
        if nolo is not None:
            for o in others[nolo]:
                self.pay(o, nolo, 25, "nolo")
        if tout is None and nolo is None:
            if wcard == "T1":
                for o in others[winner]:
                    self.pay(o, winner, 45, "pagat_ultimo")
                self.pay("pagat_pool", winner, orig["pagat_pool"], "pagat_ultimo")
            elif is_king(wcard):
                for o in others[winner]:
                    self.pay(o, winner, 40, "king_ultimo")
                self.pay("king_pool", winner, orig["king_pool"], "king_ultimo")
        losers = [(s, c) for s, c in plays if s != winner]
        prz = False
        for s, c in losers:
            if c == "T1":
                prz = True
                for o in others[s]:
                    self.pay(s, o, 45, "pagat_przydupek")
                self.pay(s, "pagat_pool", orig["pagat_pool"], "pagat_przydupek")
        for s, c in losers:
            if is_king(c):
                prz = True
                for o in others[s]:
                    self.pay(s, o, 40, "king_przydupek")
                self.pay(s, "king_pool", orig["king_pool"], "king_przydupek")
        if tout is None and nolo is None and not prz and wcard != "T1" and not is_king(wcard):
            for o in others[winner]:
                self.pay(o, winner, 20, "last_trick")
        for pool in POOLS:
            if self.pools[pool] <= 0:
                for s in range(self.n):
                    self.pay(s, pool, 20, "refill")
        self.nolo = nolo

    def card_points(self, dealer: int, points: list[int], tricks: list[int], active: list[int]) -> None:
        if self.nolo is not None:
            return
        new_dealer = (dealer + 1) % self.n
        for s in active:
            if s == new_dealer:
                continue
            diff = points[s] - 26
            steps = (abs(diff) + 2) // 5
            amount = 5 * steps
            if diff > 0:
                self.pay(new_dealer, s, amount, "card_points")
            elif diff < 0:
                self.pay(s, new_dealer, amount, "card_points")


def _config(seed: int, players: int | None, deals: int | None) -> tuple[random.Random, int, int]:
    rng = random.Random(seed)
    n = players or rng.choice((3, 3, 4))
    nd = deals or rng.randint(2, 4)
    return rng, n, nd


def simulate(
    seed: int, players: int | None = None, deals: int | None = None, **options: str
) -> dict[str, Any]:
    """A legal Danish Tarok session of several deals with every payment recorded."""
    rng, n, nd = _config(seed, players, deals)
    doc = _Sim(rng, n, nd, dict(options)).run()
    doc["meta"] = {"sim": {"seed": seed, "players": n, "deals": nd, "options": dict(options)}}
    return doc


def inject(
    transcript: dict[str, Any], fault: str, rng: random.Random
) -> tuple[dict[str, Any], dict[str, Any]] | None:
    """Plant one ``fault`` in a simulated session: (mutated transcript, expected finding), or None.

    expected = {"deal", "event", "code", "penalty_class"}; event None for a missing payment.
    """
    if fault not in FAULTS:
        raise ValueError(f"unknown fault {fault!r}; one of {FAULTS}")
    sim_meta = (transcript.get("meta") or {}).get("sim")
    if not isinstance(sim_meta, dict):
        return None
    if fault in PAYMENT_FAULTS:
        return _payment_fault(copy.deepcopy(transcript), fault, rng)
    seed = sim_meta["seed"]
    n, nd, options = sim_meta["players"], sim_meta["deals"], sim_meta["options"]
    fault_deal = rng.randrange(nd)
    sim_rng, _, _ = _config(seed, n, nd)
    sim = _Sim(sim_rng, n, nd, dict(options), fault, fault_deal)
    doc = sim.run()
    if sim.planted is None:
        return None
    doc["meta"] = copy.deepcopy(transcript.get("meta"))
    return doc, sim.planted


def _payment_fault(
    doc: dict[str, Any], fault: str, rng: random.Random
) -> tuple[dict[str, Any], dict[str, Any]] | None:
    k = rng.randrange(len(doc["deals"]))
    events = doc["deals"][k]["events"]
    pays = [i for i, e in enumerate(events) if e["type"] == "payment"]
    if not pays:
        return None
    if fault == "unexpected_payment":
        seats = list(range(len(doc["players"])))
        n = len(seats)
        dealer = doc["deals"][k]["dealer"]
        active = [s for s in seats if n == 3 or s != (dealer + 2) % 4]
        a, b = rng.sample(active, 2)
        at = rng.randrange(len(events) + 1)
        events.insert(at, {"type": "payment", "from": a, "to": b, "amount": 5, "reason": "penalty"})
        return doc, {"deal": k, "event": at, "code": fault, "penalty_class": None}
    i = rng.choice(pays)
    if fault == "missing_payment":
        del events[i]
        return doc, {"deal": k, "event": None, "code": fault, "penalty_class": None}
    amount = events[i]["amount"]
    events[i]["amount"] = amount + 5 if amount <= 5 or rng.random() < 0.5 else amount - 5
    return doc, {"deal": k, "event": i, "code": fault, "penalty_class": None}
