"""The Rage round as a state machine: the one place where each rule of docs/rules/rage.md is checked.

``Round.bid`` and ``Round.play`` apply one event and return the annotations it earns (as
``Finding`` rows: code, rule, message, evidence); the driver in ``game.py`` turns them into
verdict annotations and replay steps. Play-only records (no hands) are checked for what the
record proves: a player who showed void in a colour and later played it revoked earlier.
"""

from __future__ import annotations

import copy
from bisect import bisect_right
from collections import Counter
from dataclasses import dataclass, replace
from itertools import chain, product
from typing import Any

from ...cards import RAGE, RAGE_COLOURS, Card
from ...transcript import Event
from ...tricks import due_seats, line_left_out, seat_written_wrongly
from ...verdict import Finding, early_lead, line_slip, seat_slip, second_card, short_lead, skip_lead
from . import tables

ACTION = frozenset({"WILD", "NOTRUMP", "CHANGE", "PLUS5", "MINUS5"})
# rage/score.incomplete: how many positions the search over the unrecorded rest of a round may
# visit before it gives up (the round's scores are then only bounded: Round.score_bounds)
COMPLETION_BUDGET = 2000


class TooManyWays(Exception):
    """The unrecorded rest of a round has more ways to be played than the search visits."""


COLOUR_NAMES = {"R": "red", "B": "blue", "G": "green", "Y": "yellow", "P": "purple", "O": "orange"}


def a_colour(colour: str) -> str:
    """The colour's name with its article: "a red", "an orange"."""
    name = COLOUR_NAMES[colour]
    return f"an {name}" if name[0] in "aeiou" else f"a {name}"


def is_colour_card(card: Card) -> bool:
    return card.suit != ""


# cards of each colour in the deck (16: 0-15)
COLOUR_CARDS: Counter[str] = Counter(
    RAGE.cards[code].suit for code, k in RAGE.copies.items() for _ in range(k) if RAGE.cards[code].suit
)


@dataclass(slots=True)
class TablePlay:
    seat: int
    card: Card
    named: str | None  # the colour a WILD stands for
    event: int
    # the colour the card counts as in this trick (None for action cards and unnamed jokers);
    # stored, not a property: the winner and the lead read it for every play
    colour: str | None = None
    # rage/trick.card-in-hand: a card not in the hand that stood for a known card of it, the play
    # as the table had it (Round.stood_for)
    stood: TablePlay | None = None


@dataclass(slots=True)
class OpenTrick:
    """rage/ruling.stock-exhausted: a finished trick whose winner depends on a trump the record
    does not show; the leads after it narrow that trump, and so settle it (or it stays open)."""

    number: int  # 0-based, in the round (and in Round.trick_log)
    period: int  # the index in Round.trumps of the unknown trump it was played under
    table: list[TablePlay]
    by_colour: dict[str, int]  # each colour the trump may be -> the seat that won the trick under it


def count_cards(cards: list[Card]) -> dict[Card, int]:
    """Card -> copies, in first-seen order (what dict(Counter(cards)) gives, without its overhead)."""
    out: dict[Card, int] = {}
    for c in cards:
        out[c] = out.get(c, 0) + 1
    return out


def as_played(seat: int, card: Card, named: str | None, event: int) -> TablePlay:
    """The card on the table: the colour it counts as (a colour card's, or the one a joker names)."""
    if card.suit:
        return TablePlay(seat, card, None, event, card.suit)
    if card.code == "WILD":
        return TablePlay(seat, card, named, event, named)
    return TablePlay(seat, card, None, event, None)


def action_of(card: Card) -> str | None:
    """The card's action on the trumps (rage/action.change, rage/action.notrump), or a joker (its
    colour unknown when it is the card a card not in hand stood for), if any."""
    return card.code if card.code in ("CHANGE", "NOTRUMP", "WILD") else None


def actions_in(plays: list[TablePlay]) -> list[str]:
    """The action cards with points in a trick (what its winner is credited), sorted."""
    return sorted(p.card.code for p in plays if p.card.code in tables.ACTION_POINTS)


def led_colour(plays: list[TablePlay]) -> str | None:
    """rage/action.lead: the first colour card or named joker sets the colour to follow."""
    for p in plays:
        if p.colour is not None:
            return p.colour
    return None


def trick_winner(plays: list[TablePlay], trump: str | None) -> int:
    """Index (into ``plays``) of the winning play (rage/trick.winner, rage/action.*).

    A joker ranks above every card of its colour; of two jokers for one colour the later wins.
    With no colour in the trick at all, the first card wins (rage/action.lead).
    """
    led = led_colour(plays)
    if led is None:
        return 0
    # a play's rank as one number: the trump's above the colour led's, and within each by value
    # (0-15, a joker 16, so 17 a tier); of equal ranks the later play wins (>=)
    best, best_rank = 0, -1
    for i, p in enumerate(plays):
        colour = p.colour
        if colour is None or (colour != trump and colour != led):
            continue
        rank = (34 if colour == trump else 17) + (16 if p.card.code == "WILD" else p.card.number)
        if rank >= best_rank:
            best, best_rank = i, rank
    return best


class Round:
    """One deal of Rage: stock, bids, tricks, action points."""

    def __init__(
        self,
        n: int,
        dealer: int,
        cards: int,
        hands: list[list[Card]] | None,
        talon: list[Card],
        rules: dict[str, Any],
        names: list[str],
        events: list[Event] | None = None,
        narrate: bool = True,
    ) -> None:
        self.n = n
        # False for a verdict: the trick records then leave out their cards, which only the
        # replay's text reads
        self.narrate = narrate
        self.dealer = dealer
        self.cards = cards
        self.rules = rules
        self.names = names
        self.known_hands = hands is not None
        # play-only records: every copy seen so far (the stock's and the plays'), against the deck
        self.copies = RAGE.copies
        self.accounted: Counter[Card] = Counter(talon if hands is None else ())
        # hands as plain dicts card -> copies (a Counter's item deletion runs in Python)
        self.hands: list[dict[Card, int]] = [count_cards(h) for h in hands] if hands is not None else []
        self.last_play: tuple[int, Card] | None = None  # the round's previous card, and its seat
        self.stock = list(talon)
        self.dealt = hands  # as dealt (never changed): read only when the stock runs out
        self.turned = 0  # cards of the stock turned so far
        self.trumps: list[str | None] = []  # every trump colour of the round, in order
        self.stock_exhausted = False
        # rage/ruling.stock-exhausted: for each trump the record does not show (by its index in
        # trumps), the colours it may still be; the recorded leads narrow them
        self.unknown: dict[int, set[str]] = {}
        # the finished tricks whose winner depends on such a trump, oldest first
        self.open_tricks: list[OpenTrick] = []
        self.trump: str | None = self.turn_trump()
        self.bid_order = [(dealer + 1 + i) % n for i in range(n)]
        self.bids: dict[int, int] = {}
        self.bid_events: dict[int, int] = {}
        self.leader = (dealer + 1) % n  # rage/trick.lead; after a wrong lead, the seat that led
        self.due_leader = self.leader  # the seat due to lead the current trick
        # the seats that may have been due to lead it, where the record does not say (a wrong lead
        # after an open trick: the seats that can have won that): each may be the one it skipped
        self.due_options: tuple[int, ...] = ()
        self.seats = list(range(n))  # the seats that play to the current trick, in order
        self.table: list[TablePlay] = []
        # rage/trick.turn: the cards the current trick closes with (trick_complete): one from each
        # seat, one more where the table took a seat's second card into it (extra_card), one fewer
        # for each seat left without a card by that (the round's last tricks: ``sitting``)
        self.trick_size = n
        self.extra: dict[int, int] = {}  # seat -> its second cards the table took into a trick
        self.sitting: frozenset[int] = frozenset()  # seats with no card for the current trick
        self.played_seats: set[int] = set()  # seats that played to the current trick
        # True while the current trick's cards came in order from the leader: the next seat to
        # play is then simply the leader plus the cards on the table (to_play's walk not needed)
        self.in_order = True
        self.led: str | None = None  # the colour to follow in the current trick, once set
        self.trick_number = 0
        self.notrump_in_trick = False
        self.unnamed_wild_in_trick = False  # rage/action.wild: a joker written without its colour
        self.wild_led_unnamed = False  # ... and it led the trick: the colour to follow is unknown
        # the last trick's other possible winners, by the colour its unnamed joker stood for: seat ->
        # (the trick as that colour has it, the winning play's index); the next lead tells
        self.wild_pending: dict[int, tuple[list[TablePlay], int]] | None = None
        # the last such joker's readings: each colour -> the seat it gives the trick to (the colour
        # led first, then the trump); the colour led and the trump (Rage.read_jokers says the one taken)
        self.wild_reads: tuple[dict[str, int], str | None, str | None] | None = None
        self.tricks = [0] * n
        self.actions_won: list[dict[str, int]] = [{} for _ in range(n)]  # action card code -> copies won
        self.trick_log: list[dict[str, Any]] = []
        self.plays_made = 0
        # seats without a bid: the scores their round could have (bid met, bid missed; with tricks
        # left open by an unshown trump, those of every way they went: open_scores)
        self.unbid_scores: dict[int, tuple[int, ...]] = {}
        # play-only records: colours a seat has shown void in, with the event that showed it
        self.shown_void: list[dict[str, list[tuple[int, str]]]] = [{} for _ in range(n)]
        self.played = [0] * n  # play-only records: cards each seat played (its hand size is known)
        # rage/score.incomplete: every legal ending of a round the record stops short of, as each
        # seat's possible scores together (filled by completion_scores)
        self.endings: set[tuple[frozenset[int], ...]] = set()
        # rage/trick.card-in-hand, with the hands given: the deal's events, read once, at the first
        # card not in hand (record_plays)
        # (play-only too: the lead after an open trick reads the rest of the record, open_reading)
        self.events = events
        # rage/ruling.stock-exhausted: the lead after an open trick is read the way that leaves the
        # record fewest faults (open_reading); off in the copies that play the rest out, where
        # lead_won, if set, is the reading to play
        self.lead_look_ahead = True
        self.lead_won: int | None = None
        # the greedy reading played out from an earlier such lead left at most one fault, and the
        # round has followed it since: so does every later lead's (no other reading can do better)
        self.greedy_quiet = False
        self.plays: list[tuple[int, int, Card, str | None]] | None = None
        self.written: list[dict[Card, int]] = []
        self.play_events: list[int] = []
        self.play_seats: list[int] = []
        self.sheet: dict[int, float] = {}
        self.stood_in_trick = False  # a play of the current trick has a known card it stood for
        # a card not in hand whose action differs from the card it stood for: the rest of the record
        # tells which the table played (rest_fits_written); off in the copies that play it out, and
        # written_next makes such a copy read the next such card as written
        self.look_ahead = True
        self.written_next = False
        # rage/trick.turn: a copy told whether the next wrong lead and the seat it skipped are two
        # cards swapped (True) or the table playing on (False); None: decided there (play)
        self.swap_next: bool | None = None
        # the trick's swapped lead, (due leader, the seat written first), for its words
        self.swapped: tuple[int, int] | None = None
        # rage/trick.turn: a copy told to read the next card's missing line as left out (True), and
        # whether the next card by a seat already in a trick one card short is the next lead, that
        # trick closed short (None: decided there, short_trick)
        self.left_out_next = False
        self.short_next: bool | None = None
        self.short_closed: dict[str, Any] | None = None  # a trick closed short at the card just played
        # rage/trick.turn (real-faults-near-slips-10 c2): a trick closed short without the seat due to
        # lead it, skipped by a wrong lead (set at that close, read by the copy skips_lead plays the
        # trick out on); skip_check off in that copy (it does not ask again)
        self.lead_skipped = False
        self.skip_check = True
        # rage/trick.turn: a copy told to read the next lead by a seat already in a trick one card short
        # as written before the missing seat's card, which the record writes next (early_lead); and the
        # events of such cards, played into their trick at the lead, to pass over when they come
        self.early_next = False
        self.ahead: set[int] = set()
        # rage/trick.turn: a copy told whether the next card by a seat already in the trick is a
        # second card the table took into it (True) or a card out of turn left out (False); None:
        # decided there (extra_card)
        self.extra_next: bool | None = None
        # tricks read with such a card whose written card would credit other action cards (or, the
        # round's last trick, another winner): (trick, its winner and table as read, as written),
        # for the score sheet to tell (settle_stood_by_sheet)
        self.stood_tricks: list[tuple[int, int, list[TablePlay], int, list[TablePlay]]] = []

    # -- the stock ("Příprava hry"; rage/deal.trump-card)
    def turn_trump(self) -> str | None:
        """Turn stock cards until a colour card shows; it names the trump."""
        while self.turned < len(self.stock):
            card = self.stock[self.turned]
            self.turned += 1
            if is_colour_card(card):
                self.trumps.append(card.suit)
                return card.suit
        # rage/ruling.stock-exhausted: a full stock always turns a colour; the record's does not
        # show which, so the trump is one of the six, to be told by the tricks that follow
        self.stock_exhausted = True
        self.trumps.append(None)
        # a colour whose every card is dealt or in the recorded stock cannot be turned from the part
        # of the stock the record leaves out
        seen = Counter(c.suit for c in chain(self.stock, *(self.dealt or ())) if is_colour_card(c))
        left = {c for c in RAGE_COLOURS if seen[c] < COLOUR_CARDS[c]}
        self.unknown[len(self.trumps) - 1] = left or set(RAGE_COLOURS)
        return None

    @property
    def candidates(self) -> set[str] | None:
        """The colours the trump in force may be; None when the record shows it."""
        return self.unknown.get(len(self.trumps) - 1) if self.unknown else None

    # -- bidding (rage/bid.*)
    def expected_bidder(self) -> int | None:
        for s in self.bid_order:
            if s not in self.bids:
                return s
        return None

    def bids_complete(self) -> bool:
        return len(self.bids) == self.n

    def bid(self, seat: int, value: int, event: int) -> list[Finding]:
        out: list[Finding] = []
        name = self.names[seat]
        secret = self.rules["secret_bid"]
        hidden = self.rules["hidden_bid"]
        owner = self.bid_owner(seat) if seat in self.bids else None
        if owner is not None:
            # one slip, one finding (one-slip-auction-declare a1): the seat's first bid was the owner's,
            # written for this seat in the owner's turn; this one is the seat's own
            first, at = self.bids[seat], self.bid_events[seat]
            self.bids[owner], self.bid_events[owner] = first, at
            self.bids[seat], self.bid_events[seat] = value, event
            out.append(
                Finding(
                    "bid_out_of_turn",
                    "rage/bid.order",
                    f"{name} is written bidding {first} in {self.names[owner]}'s turn, and bids again ({value}); "
                    f"{self.names[owner]} writes no bid: the seat is written wrongly, and {first} is read as "
                    f"{self.names[owner]}'s bid.",
                    {"bid": first, "owner": owner},
                    seat,
                    event=at,
                )
            )
            if self.rules["plus_minus_one"] and len(self.bids) == self.n:
                out.extend(self.check_plus_minus_one())
            return out
        due = self.second_bid_owner(seat, value, event) if seat in self.bids else None
        if due is not None:
            # one slip, one finding (rage-sheet-slips c): a second bid, other than the seat's first,
            # in the turn of a seat that writes no bid in the round: the seat is written wrongly
            self.bids[due], self.bid_events[due] = value, event
            out.append(
                Finding(
                    "bid_out_of_turn",
                    "rage/bid.order",
                    f"{name}, who bid {self.bids[seat]} already, is written bidding {value} in "
                    f"{self.names[due]}'s turn; {self.names[due]} writes no bid: the seat is written "
                    f"wrongly, and {value} is read as {self.names[due]}'s bid.",
                    {"bid": value, "owner": due},
                    seat,
                )
            )
            if self.rules["plus_minus_one"] and len(self.bids) == self.n:
                out.extend(self.check_plus_minus_one())
            return out
        if (
            seat in self.bids
            and value == self.bids[seat]
            and len(self.bids) == self.n
            and not self.plays_made
        ):
            # "Před prvním štychem se tipy ještě jednou pro všechny nahlas zopakují": once all have
            # bid, a bid said again before the first card is the repetition the rules ask for
            # (real-faults-near-slips-9 P1); a line copied while the bidding goes on is repeated_bid
            return out
        if seat in self.bids:
            out.append(
                Finding(
                    "repeated_bid",
                    "rage/bid.order",
                    f"{name} bid a second time ({value}); the first bid ({self.bids[seat]}) stands.",
                    {"first_bid": self.bids[seat], "first_event": self.bid_events[seat], "bid": value},
                    seat,
                )
            )
            return out
        if self.plays_made and not secret:
            rule = "rage/v.hidden-bid" if hidden else "rage/bid.order"
            out.append(
                Finding(
                    "bid_out_of_turn",
                    rule,
                    f"{name} bid {value} after the first card was played; every bid comes before the first trick.",
                    {"bid": value, "plays_before": self.plays_made},
                    seat,
                )
            )
        if not 0 <= value <= self.cards:
            out.append(
                Finding(
                    "bid_out_of_range",
                    "rage/bid.range",
                    f"{name} bid {value} {'trick' if value == 1 else 'tricks'} in a round of {self.cards} "
                    f"{'card' if self.cards == 1 else 'cards'}; a bid is 0 to {self.cards}.",
                    {"bid": value, "cards": self.cards},
                    seat,
                )
            )
        self.bids[seat] = value
        self.bid_events[seat] = event
        if self.rules["plus_minus_one"] and len(self.bids) == self.n:
            out.extend(self.check_plus_minus_one())
        return out

    def bid_owner(self, seat: int) -> int | None:
        """A seat bidding a second time: the seat whose turn its first bid was made in, where that seat
        writes no bid in the round (bids in order: not hidden or secret); else None."""
        if self.rules["hidden_bid"] or self.rules["secret_bid"] or self.events is None:
            return None
        bids = [ev for ev in self.events if ev.type == "bid" and ev.seat is not None]
        k = next((i for i, ev in enumerate(bids) if ev.index == self.bid_events[seat]), None)
        if k is None or k >= len(self.bid_order) or any(bids[i].seat != self.bid_order[i] for i in range(k)):
            return None
        owner = self.bid_order[k]
        if owner == seat or owner in self.bids or any(ev.seat == owner for ev in bids):
            return None
        return owner

    def second_bid_owner(self, seat: int, value: int, event: int) -> int | None:
        """A seat bidding a second time, another value than its first, in the turn of a seat that
        writes no bid in the round, every bid before it in order (bids in order: not hidden or
        secret): that seat, whose bid it is; else None (the same value again: a line copied)."""
        if self.rules["hidden_bid"] or self.rules["secret_bid"] or self.events is None:
            return None
        if value == self.bids.get(seat):
            return None
        bids = [ev for ev in self.events if ev.type == "bid" and ev.seat is not None]
        k = next((i for i, ev in enumerate(bids) if ev.index == event), None)
        if k is None or k >= len(self.bid_order) or any(bids[i].seat != self.bid_order[i] for i in range(k)):
            return None
        due = self.bid_order[k]
        if due == seat or due in self.bids or any(ev.seat == due for ev in bids):
            return None
        return due

    def check_plus_minus_one(self) -> list[Finding]:
        """rage/v.plus-minus-one, once every bid is in: the last bidder in order (the dealer) may not
        make the bids add up to the tricks of the round. With hidden or secret bids nobody bids
        last, and the dealer's bid still answers for the sum (ruling)."""
        total = sum(self.bids.values())
        if total != self.cards:
            return []
        last = self.bid_order[-1]
        value = self.bids[last]
        together = self.rules["hidden_bid"] or self.rules["secret_bid"]
        who = (
            f"{self.names[last]}, the dealer, whose bid answers for the sum when all bid at once,"
            if together
            else f"{self.names[last]}, bidding last,"
            if self.bid_events[last] == max(self.bid_events.values())
            # bids out of order: the dealer's turn was the last, and the sum is his to answer for
            else f"{self.names[last]}, the dealer, whose turn it was to bid last,"
        )
        return [
            Finding(
                "bid_forbidden_plus_minus_one",
                "rage/v.plus-minus-one",
                f"{who} bid {value}, making the bids add up to the {self.cards} "
                f"tricks of the round, which plus/minus one forbids.",
                {"bid": value, "others": total - value, "cards": self.cards},
                last,
                event=self.bid_events[last],
            )
        ]

    def check_bid_order(self) -> list[Finding]:
        """rage/bid.order, judged once bidding is over: one slip, one annotation. The turn passes
        from each bidder to the next in order who has not bid; a bid by another seat is out of turn
        (the seat whose turn it was is then owed a bid, and makes it late without a second fault).
        A player who never bid is a missing bid, not a reason to call every later bid out of turn."""
        if self.rules["hidden_bid"] or self.rules["secret_bid"]:
            return []
        order = self.bid_order
        made = sorted(self.bid_events.items(), key=lambda kv: kv[1])
        done = set(order) - set(self.bid_events)  # never bid: a missing bid, passed over
        owed: set[int] = set()
        turn = 0  # index in ``order`` of the seat whose turn it is
        out: list[Finding] = []
        for seat, event in made:
            due = next(
                (
                    order[(turn + i) % len(order)]
                    for i in range(len(order))
                    if order[(turn + i) % len(order)] not in done
                ),
                seat,
            )
            # an owed bid comes late without a second fault, but the owed keep their own order
            first_owed = next((s for s in order if s in owed), None)
            if seat != due and (seat not in owed or seat != first_owed):
                due = first_owed if seat in owed and first_owed is not None else due
                # the seats passed over, from the one due up to this bidder, are owed their bids
                k = order.index(due)
                while order[k] != seat:
                    if order[k] not in done:
                        owed.add(order[k])
                    k = (k + 1) % len(order)
                out.append(
                    Finding(
                        "bid_out_of_turn",
                        "rage/bid.order",
                        f"{self.names[seat]} bid {self.bids[seat]} before {self.names[due]}, "
                        f"whose turn it was to bid.",
                        {"bid": self.bids[seat], "expected_seat": due},
                        seat,
                        event=event,
                    )
                )
            owed.discard(seat)
            done.add(seat)
            turn = (order.index(seat) + 1) % len(order)
        return out

    # -- play (rage/trick.*, rage/action.*)
    @property
    def to_play(self) -> int:
        """rage/trick.turn: the first seat, in order from the leader, that has not played."""
        played = self.played_seats
        sitting = self.sitting
        for i in range(self.n):
            s = (self.leader + i) % self.n
            if s not in played and s not in sitting:
                return s
        return self.leader

    def skipped_unknown(self, seat: int) -> bool:
        """rage/trick.turn with the due leader unknown (a wrong lead after an open trick, diff9
        rage-knockon A7): a card in turn were any of the seats that may have been due the leader,
        as with the leader known (the seat a wrong lead skipped may play next). The seats left are
        those under which every card so far was in turn."""
        if not self.due_options:
            return False
        played = [p.seat for p in self.table]
        fits = tuple(d for d in self.due_options if seat in due_seats(self.seats, played, d))
        if fits:
            self.due_options = fits
        return bool(fits)

    def play(self, seat: int, card: Card, named: str | None, event: int) -> list[Finding]:
        if self.ahead and event in self.ahead:
            self.ahead.discard(event)
            return []  # played already, into the trick it completed (early_lead)
        # a lead out of turn: whether the seat due to lead skips the whole trick (its finding says so)
        skips = (
            not self.table
            and seat != self.leader
            and self.look_ahead
            and self.skip_check
            and self.skips_lead(seat, card, named, event)
        )
        due = (
            seat_written_wrongly(
                seat,
                card,
                (self.leader + len(self.table)) % self.n if self.in_order else self.to_play,
                lambda s, c: bool(self.hands[s].get(c)),
                range(self.n),
                self.played_seats,
            )
            if self.known_hands and not self.open_tricks and not self.hands[seat].get(card)
            else None
        )
        lost = None
        if due is None and self.table and (self.look_ahead or self.left_out_next):
            told, self.left_out_next = self.left_out_next, False
            lost = self.line_left_out(seat, event)
            # (real-faults-near-slips-3 a2) read so only where the rest of the record fits it no worse
            # than the card out of turn, the seat it skipped not playing to the trick at all
            if lost is not None and not told and self.fits(seat, card, named, event, "left_out_next") < 0:
                lost = None
        if lost is not None:
            # one slip, one finding (one-slip-play-lines a1): the due seat's card is not in the record;
            # the one card of his hand the record never shows is read as played before this one
            who, unwritten = lost
            return [
                line_slip(
                    "rage/trick.turn",
                    self.names,
                    seat,
                    card,
                    who,
                    self.trick_number + 1,
                    unwritten,
                    {"trick": self.trick_number + 1, "expected_seat": who, "left_out": unwritten.code},
                ),
                *self.play(who, unwritten, None, event),
                *self.then_play(seat, card, named, event),
            ]
        if due is not None:  # one slip, one finding: the seat written is the slip, the play his
            return [
                seat_slip("rage/trick.card-in-hand", self.names, seat, due, card),
                *self.play(due, card, named, event),
            ]
        back = self.taken_back(seat, card, event) if seat in self.played_seats else None
        if back is not None:
            # rage/trick.turn (real-faults-near-slips-6 a1): the seat took its card back and played
            # this one instead; the record plays the first again later, so it went back to the hand.
            # One fault, here ("každý hráč odehraje ... jednu kartu"); this card stands in its place
            k, old = back
            del self.table[k]
            self.hands[seat][old.card] = self.hands[seat].get(old.card, 0) + 1
            self.played_seats.discard(seat)
            self.plays_made -= 1
            in_order, self.led = self.in_order, led_colour(self.table) if k else None
            before = len(self.table)
            found = [f for f in self.play(seat, card, named, event) if f.code != "out_of_turn"]
            if len(self.table) == before + 1:  # (it may have closed the trick, a line read as left out)
                self.table.insert(k, self.table.pop())
            self.led, self.in_order = led_colour(self.table), in_order
            return [
                Finding(
                    "out_of_turn",
                    "rage/trick.turn",
                    f"{self.names[seat]} took back {old.card} and played {card} instead, to trick "
                    f"{self.trick_number + 1}: a card played may not be changed (one card each), but the table let the "
                    f"change stand ({old.card} is played later).",
                    {"trick": self.trick_number + 1, "taken_back": old.card.code, "instead": card.code},
                    seat,
                ),
                *found,
            ]
        early = self.early_lead(seat, card, event) if seat in self.played_seats else None
        if early is not None:
            # rage/trick.turn (session 34): the trick's winner led the next before the missing seat
            # played, whose card the record writes next: that card completes the trick (judged there,
            # at its own event), this one leads the next. One fault, this lead
            at, who, theirs, named_theirs = early
            trick = self.trick_number + 1
            found = [
                f if f.event is not None else replace(f, event=at)
                for f in self.play(who, theirs, named_theirs, at)
            ]
            self.ahead.add(at)
            if len(self.table) == self.trick_size:
                self.short_closed = self.close_trick()
            return [
                early_lead("rage/trick.turn", self.names, seat, who, trick),
                *found,
                *self.play(seat, card, named, event),
            ]
        if (
            seat in self.played_seats
            and self.extra_next is None
            and self.short_trick(seat, card, named, event)
        ):
            # rage/trick.turn (real-faults-near-slips-3 a1): a seat skipped the trick. The table took
            # it as it lay, and its winner leads the next: this card. One fault, at the card played in
            # the skipped seat's turn (the seat due to lead skipped: the wrong lead, real-faults-near-
            # slips-10 c2), or (the seat due last skipped) at this lead
            order = [(self.leader + i) % self.n for i in range(self.n)]
            missing = next(s for s in order if s not in self.played_seats)
            trick = self.trick_number + 1
            skipped_lead = missing == self.due_leader != self.leader
            self.short_closed = self.close_trick()
            self.lead_skipped = self.lead_skipped or skipped_lead
            if order.index(missing) < self.n - 1 or skipped_lead:
                return self.play(seat, card, named, event)
            return [
                short_lead("rage/trick.turn", self.names, seat, missing, trick),
                *self.play(seat, card, named, event),
            ]
        out: list[Finding] = []
        table = self.table
        # rage/trick.card-in-hand: one slip, one finding. A card after the round's last trick, or
        # the line just before written again when it closed a trick, starts no trick (it would
        # throw every later trick's turn and colour out: out_of_turn, revokes, scores)
        if not table:  # both only where a trick would start
            over = self.trick_number >= self.cards
            copied = not over and (seat, card) == self.last_play and not self.has(seat, card)
            if over or copied:
                when = "after the round's last trick" if over else "again, the line before written twice"
                return [
                    Finding(
                        "card_not_in_hand",
                        "rage/trick.card-in-hand",
                        f"{self.names[seat]} played {card} {when}; it joins no trick.",
                        {"after_last_trick": over, "copied": copied},
                        seat,
                    )
                ]
        # rage/ruling.stock-exhausted: the lead after a trick its winner left open, and who won that
        # trick (None: the leader, if he can have)
        after_open = (
            not table and bool(self.open_tricks) and self.open_tricks[-1].number == self.trick_number - 1
        )
        won: int | None = None
        if after_open:
            won, self.lead_won = self.lead_won, None
            if won is None and self.lead_look_ahead:
                won = self.open_reading(seat, card, named, event)
        # rage/trick.card-in-hand (one slip, one finding): with the hands given, a card not in the
        # hand stood for the seat's one card the record never shows it play, when there is one
        gone: Card | None = None  # the card of the hand it stood for
        stood: TablePlay | None = None  # ... as the table read it
        # the seat's hand and the copies of the card in it, looked up once: nothing below changes
        # them before the card leaves the hand (stood_for and the look-ahead read, or play copies)
        known = self.known_hands
        hand = self.hands[seat] if known else {}
        copies = hand.get(card, 0)
        if known and not copies:
            gone = self.stood_for(seat, card)
            if gone is not None:
                read_stood = not self.written_next
                self.written_next = False
                if read_stood and self.look_ahead and action_of(gone) != action_of(card):
                    read_stood = not self.rest_fits_written(seat, card, named, event)
                if read_stood:  # a joker named the colour led, if any (played to win), set below
                    stood = as_played(seat, gone, None, event)
        self.last_play = (seat, card)
        if self.wild_pending is not None:
            self.settle_wild(seat)
        extra = False
        if seat in self.played_seats:
            extra = self.extra_card(seat, card, named, event)
            if not extra:
                out.append(
                    Finding(
                        "out_of_turn",
                        "rage/trick.turn",
                        f"{self.names[seat]} played {card} to trick {self.trick_number + 1}, to which they had already played.",
                        {"trick": self.trick_number + 1, "expected_seat": self.to_play},
                        seat,
                    )
                )
                return out  # the card does not join the trick
            # rage/trick.turn: the table took it into the trick (one fault, here): it counts there for
            # the trick's winner, and the seat, a card short, sits out the round's last trick
            out.append(
                second_card(
                    "rage/trick.turn",
                    self.names,
                    seat,
                    card,
                    self.trick_number + 1,
                    self.to_play,
                    self.extra.get(seat, 0) + 1,
                )
            )
        if after_open:
            # the trick before was won by whoever leads now, if he can have won it; if he cannot,
            # the lead is out of turn and the trick stays open (the record does not say who won it)
            last = self.open_tricks[-1]
            if won is not None and won != seat:
                # the record fits another winner better: the lead is out of turn (below), the seat
                # that won may play next (the two cards swapped), diff9 rage-knockon A8
                self.narrow(last, won)
                self.leader = self.due_leader = won
            elif not self.narrow(last, seat):
                could = sorted({last.by_colour[c] for c in self.unknown[last.period]})
                out.append(
                    Finding(
                        "out_of_turn",
                        "rage/trick.turn",
                        f"{self.names[seat]} led trick {self.trick_number + 1}, but the lead belongs to "
                        f"the winner of trick {self.trick_number}, which {self.names[seat]} cannot have "
                        "won whatever colour the unrecorded trump is ("
                        + ", ".join(self.names[s] for s in could[:-1])
                        + f" or {self.names[could[-1]]} won it).",
                        {"trick": self.trick_number + 1, "expected_seat": None, "possible_seats": could},
                        seat,
                    )
                )
                self.due_options = tuple(could)
            if won is None or won == seat:
                self.leader = self.due_leader = seat  # the others follow from the card actually led
        expected = (self.leader + len(table)) % self.n if self.in_order else self.to_play
        # rage/trick.turn (rage-out-of-turn-2faults P1e): a wrong lead, and then the seat it skipped,
        # the seat due to lead: two cards swapped in the record, the due leader's card the lead
        swap = bool(
            known
            and stood is None
            and len(table) == 1
            and table[0].stood is None
            and self.leader != self.due_leader
            and seat == self.due_leader
            and self.in_order
            and not after_open
        )
        if swap:  # or the table played on from the wrong lead: whichever the rest of the record fits
            forced, self.swap_next = self.swap_next, None
            if forced is not None:
                swap = forced
            else:
                swap = self.look_ahead and self.rest_fits(seat, card, named, event, "swap_next")
        # one card out of turn is one fault: the next may follow on from it, or be the seat skipped
        if swap or extra:
            pass
        elif seat != expected:
            played = [p.seat for p in table]
            if seat not in due_seats(self.seats, played, self.due_leader) and not self.skipped_unknown(seat):
                if skips and not table and expected == self.due_leader:
                    # rage/trick.turn (real-faults-near-slips-10 c2): the seat due to lead skipped the
                    # trick: one fault, here (its winner's lead closes it short, no second finding)
                    out.append(
                        skip_lead("rage/trick.turn", self.names, seat, card, expected, self.trick_number + 1)
                    )
                else:
                    out.append(
                        Finding(
                            "out_of_turn",
                            "rage/trick.turn",
                            # a lead is said as one (dispute-messages-14 c10, as Danish words it)
                            f"{self.names[seat]} led {card} to trick {self.trick_number + 1} when it was "
                            f"{self.names[expected]}'s turn to lead."
                            if not table
                            else f"{self.names[seat]} played {card} when it was {self.names[expected]}'s turn.",
                            {"trick": self.trick_number + 1, "expected_seat": expected},
                            seat,
                        )
                    )
                if not table:  # a wrong lead: the others follow from the card actually led
                    self.leader = seat
                else:
                    self.in_order = False
            else:  # the seat a card out of turn skipped: in turn, out of the leader's order
                self.in_order = False
        code = card.code
        if stood is not None:
            if stood.card.code == "WILD":
                stood.named = stood.colour = self.led
            if stood.colour is None and stood.card.code == "WILD":
                self.unnamed_wild_in_trick = True
                self.wild_led_unnamed = self.led is None
        elif code == "WILD" and named is None:
            self.unnamed_wild_in_trick = True
            self.wild_led_unnamed = self.led is None  # no colour yet: it would have set it
            out.append(
                Finding(
                    "wild_without_colour",
                    "rage/action.wild",
                    f"{self.names[seat]} played a joker without naming the colour it stands for.",
                    # the trick, so the reading taken can be said once it is settled (Rage.read_jokers)
                    {"trick": self.trick_number + 1},
                    seat,
                )
            )
        if known:
            if not copies:
                evidence: dict[str, Any] = {"hand": sorted(c.code for c, k in hand.items() for _ in range(k))}
                if gone is not None:
                    evidence["stands_for"] = gone.code
                out.append(
                    Finding(
                        "card_not_in_hand",
                        "rage/trick.card-in-hand",
                        f"{self.names[seat]} played {card}, which is not in their hand"
                        + (
                            f"; the record never shows them play {gone}, the card it stands for."
                            if gone is not None
                            else "."
                        ),
                        evidence,
                        seat,
                    )
                )
                if gone is not None:  # the card it stood for leaves the hand
                    if hand[gone] == 1:
                        del hand[gone]
                    else:
                        hand[gone] -= 1
            elif copies == 1:
                del hand[card]
            else:
                hand[card] = copies - 1
            led = None if swap else self.led  # (swapped: this card is the lead)
            # the call only when the colour was not followed, and known: a joker led without its
            # colour named the colour to follow, which the record does not say (rage/action.wild)
            if led is not None and card.suit != led and not self.wild_led_unnamed:
                found = self.check_follow(seat, card, hand)
                # a card not in hand that stood for a card of the hand: a fault only if neither card
                # follows (one slip, one finding; the card really played is the one it stood for)
                if (
                    found
                    and gone is not None
                    and (gone.suit == led or not self.check_follow(seat, gone, hand))
                ):
                    found = []
                if found and self.stood_in_trick:
                    # a card on the table stood for another: a card legal against the colour led as
                    # written is no fault either (the table may have played on from the written card)
                    alt = led_colour(self.table)
                    if alt is None or card.suit == alt or not any(c.suit == alt for c in hand):
                        found = []
                out.extend(found)
        else:
            self.played[seat] += 1
            proven = self.check_copies_proven(seat, card)
            out.extend(proven)
            # a card proved not in the hand tells nothing of the hand (diff9 rage-knockon A4): it is
            # no evidence that the seat held its colour, nor void in the colour led
            if not proven:
                out.extend(self.check_follow_proven(seat, card, event))
        self.plays_made += 1
        colour: str | None = card.suit  # a colour card's colour, or the colour a joker names
        if colour:
            named = None
        elif code == "WILD":
            colour = named
        else:
            named = colour = None
        if stood is not None:  # the card's action is the table's card's: the one it stood for
            code = stood.card.code
        if code == "CHANGE":  # rage/action.change: a new trump at once, for this trick too
            self.trump = self.turn_trump()
        elif code == "NOTRUMP":  # rage/action.notrump: no trump in this trick
            self.notrump_in_trick = True
        table.append(TablePlay(seat, card, named, event, colour, stood))
        self.played_seats.add(seat)
        if extra:  # the trick closes with one card more; the seat's turn is gone, so read it walking
            self.trick_size += 1
            self.extra[seat] = self.extra.get(seat, 0) + 1
            self.in_order = False
        if stood is not None:
            self.stood_in_trick = True
            colour = stood.colour
        if swap:
            # the swapped lead: the trick in its true order, led from the due leader, and the card
            # written first judged against it (at its own event)
            table.insert(0, table.pop())
            self.leader = seat
            self.led = led_colour(table)
            first = table[1]
            self.swapped = (seat, first.seat)
            if self.led is not None and first.card.suit != self.led and not self.wild_led_unnamed:
                out.extend(
                    replace(f, event=first.event)
                    for f in self.check_follow(first.seat, first.card, self.hands[first.seat])
                )
        elif self.led is None:
            self.led = colour  # rage/action.lead: the first colour card or named joker (on the table)
        return out

    def record_plays(self) -> list[tuple[int, int, Card, str | None]]:
        """rage/trick.card-in-hand, with the hands given: the deal's plays as written, (event, seat,
        card, colour named), read once: each seat's cards written (to find the one a card not in its
        hand stood for), the seat of each play (the next lead after a trick) and the round scores
        written (rest_fits_written)."""
        if self.plays is not None:
            return self.plays
        self.plays = []
        self.written = [{} for _ in range(self.n)]
        for ev in self.events or ():
            if ev.type == "play" and ev.seat is not None and ev.card is not None:
                self.plays.append((ev.index, ev.seat, ev.card, ev.named))
                if 0 <= ev.seat < self.n:
                    self.written[ev.seat][ev.card] = self.written[ev.seat].get(ev.card, 0) + 1
                self.play_events.append(ev.index)
                self.play_seats.append(ev.seat)
            elif ev.type == "score" and isinstance(ev.party, int):
                self.sheet[ev.party] = self.sheet.get(ev.party, 0) + (ev.points or 0)
        return self.plays

    def rest_fits_written(self, seat: int, card: Card, named: str | None, event: int) -> bool:
        """rage/trick.card-in-hand: a card not in hand stood for a card of the hand with another action
        (a CHANGE or NOTRUMP on one side only: the trumps of the rest of the round differ; or a joker,
        whose colour the record does not say). Whether the rest of the record, played out from here,
        fits the card as written (the table played it, and its action) better than the card it stood
        for: fewer faults, or as many and more of the round scores written. On a tie, the card it
        stood for."""
        return self.rest_fits(seat, card, named, event, "written_next")

    def rest_fits(self, seat: int, card: Card, named: str | None, event: int, reading: str) -> bool:
        """Whether the rest of the record, played out from this card, fits the reading the flag
        ``reading`` forces on the copy (``written_next``, ``swap_next``, ``left_out_next``,
        ``short_next``) strictly better than the other: fewer faults, or as many and more of the
        round scores written."""
        return self.fits(seat, card, named, event, reading) > 0

    def fits(self, seat: int, card: Card, named: str | None, event: int, reading: str) -> int:
        """rest_fits as a comparison: 1 where the reading fits strictly better, -1 where strictly
        worse, 0 on a tie."""
        rest = self.record_plays()[bisect_right(self.play_events, event) :]
        fits: list[tuple[int, int]] = []
        for written in (False, True):
            r = self.clone()
            r.look_ahead = False
            setattr(r, reading, written)
            faults = self.play_out(r, seat, card, named, event, rest)
            fits.append((-faults, self.sheet_fit(r)))
        return (fits[1] > fits[0]) - (fits[1] < fits[0])

    def taken_back(self, seat: int, card: Card, event: int) -> tuple[int, TablePlay] | None:
        """rage/trick.turn (real-faults-near-slips-6 a1), the hands known: a second card by a seat to
        the open trick whose first card there the seat plays again later in the record (so it went
        back to the hand): its place in the trick and that play; None otherwise, or where undoing it
        is not plain (an action card or a joker, a card standing for another, the lead with cards
        after it)."""
        if not self.known_hands or self.stood_in_trick or self.open_tricks or not self.hands[seat].get(card):
            return None
        k = next(i for i, p in enumerate(self.table) if p.seat == seat)
        old = self.table[k]
        if (
            old.stood is not None
            or old.colour is None
            or old.card.code == "WILD"
            or (k == 0 and len(self.table) > 1)
        ):
            return None
        later = self.record_plays()[bisect_right(self.play_events, event) :]
        return (k, old) if any(s == seat and c is old.card for _, s, c, _ in later) else None

    def early_lead(self, seat: int, card: Card, event: int) -> tuple[int, int, Card, str | None] | None:
        """rage/trick.turn (session 34): a card by a seat already in a trick one card short (not the
        round's last), the hands known, where the record's next card is the missing seat's: the
        missing card written after the next lead (a lead before the trick was complete, or two lines
        swapped), where the rest of the round fits that no worse than the trick closed short
        (short_trick: the seat skipped it) or the card out of turn. That card's event, seat, card and
        colour named; else None."""
        if (
            len(self.table) != self.trick_size - 1
            or self.trick_number + 1 >= self.cards
            or not self.known_hands
        ):
            return None
        if (
            self.open_tricks
            or self.stood_in_trick
            or self.unnamed_wild_in_trick
            or self.candidates is not None
        ):
            return None
        if self.wild_pending is not None or not self.hands[seat].get(card):
            return None
        told, self.early_next = self.early_next, False
        if not told and not self.look_ahead:
            return None
        plays = self.record_plays()
        i = bisect_right(self.play_events, event)
        if i >= len(plays):
            return None
        at, who, theirs, named = plays[i]
        if who in self.played_seats or not 0 <= who < self.n or not self.hands[who].get(theirs):
            return None
        if not told and self.fits(seat, card, None, event, "early_next") < 0:
            return None
        return at, who, theirs, named

    def short_trick(self, seat: int, card: Card, named: str | None, event: int) -> bool:
        """rage/trick.turn (real-faults-near-slips-3 a1): a card by a seat already in a trick that
        lacks one seat's card, the seat the trick's winner as it lies and the card in its hand: the
        trick closed short and this card the next lead, unless the rest of the record fits the card
        out of turn better (a line written twice). Not in the round's last trick."""
        if len(self.table) != self.trick_size - 1 or self.trick_number + 1 >= self.cards:
            return False
        if self.open_tricks or self.stood_in_trick or self.unnamed_wild_in_trick:
            return False
        if self.wild_pending is not None or self.candidates is not None:
            return False
        if self.known_hands and not self.hands[seat].get(card):
            return False
        trump = None if self.notrump_in_trick else self.trump
        if self.table[trick_winner(self.table, trump)].seat != seat:
            return False
        forced, self.short_next = self.short_next, None
        if forced is not None:
            return forced
        return not self.look_ahead or self.fits(seat, card, named, event, "short_next") >= 0

    def skips_lead(self, seat: int, card: Card, named: str | None, event: int) -> bool:
        """rage/trick.turn (real-faults-near-slips-10 c2), at a lead out of turn, the hands known:
        whether the seat due to lead skips the trick, the table taking it as it lay, one card short
        (short_trick, at its winner's lead): a copy plays the trick out from this card, as the round
        will, to tell. Where the record shows the due leader play to it, no."""
        if not self.known_hands or self.open_tricks or self.events is None:
            return False
        rest = self.record_plays()[bisect_right(self.play_events, event) :]
        seen = {seat}
        for _, s, _, _ in rest:  # the trick's next cards, up to a seat's second
            if s == self.leader:
                return False
            if s in seen:
                break
            seen.add(s)
        else:
            return False  # (the record stops before the trick's next lead)
        r = self.clone()
        r.lead_look_ahead, r.skip_check, r.lead_skipped = self.lead_look_ahead, False, False
        r.trick_log = [dict(rec) for rec in self.trick_log]
        number = self.trick_number
        for s, c, nm, i in [(seat, card, named, event), *((s, c, nm, i) for i, s, c, nm in rest)]:
            r.play(s, c, nm, i)
            if r.lead_skipped:
                return True
            if len(r.table) == r.trick_size or r.trick_number != number:
                return False
        return False

    def extra_card(self, seat: int, card: Card, named: str | None, event: int) -> bool:
        """rage/trick.turn (real-faults-near-slips-4 a2): a second card by a seat to the trick, the
        hands known and the card in its hand (a colour card; not in the round's last trick): the table
        took it into the trick (it counts there for the trick's winner, and the seat, a card short,
        has none for the round's last trick), where the rest of the record fits that strictly better
        than the card out of turn left out of the trick (one card each, "Po řadě každý hráč odehraje
        ... jednu kartu")."""
        if not self.known_hands or not card.suit or self.trick_number + 1 >= self.cards:
            return False
        if self.open_tricks or self.stood_in_trick or self.unnamed_wild_in_trick:
            return False
        if self.wild_pending is not None or self.candidates is not None or not self.hands[seat].get(card):
            return False
        forced, self.extra_next = self.extra_next, None
        if forced is not None:
            return forced
        return self.look_ahead and self.fits(seat, card, named, event, "extra_next") > 0

    def sit_out(self) -> None:
        """rage/trick.turn, at a new trick after a second card the table took (extra_card): the seats
        with no card left for it sit it out; the turn passes them, and the trick closes without them
        (a leader among them: the next seat leads)."""
        left = self.cards - self.trick_number  # tricks left, this one included
        sitting = frozenset(s for s, k in self.extra.items() if k >= left)
        if sitting != self.sitting:
            self.sitting = sitting
            self.seats = [s for s in range(self.n) if s not in sitting]
        self.trick_size = len(self.seats)
        if sitting:
            self.in_order = False
            if self.seats and self.leader in sitting:
                self.leader = self.due_leader = next(
                    s for i in range(1, self.n) if (s := (self.leader + i) % self.n) not in sitting
                )

    def play_out(
        self,
        r: Round,
        seat: int,
        card: Card,
        named: str | None,
        event: int,
        rest: list[tuple[int, int, Card, str | None]],
    ) -> int:
        """Play this card and the rest of the record on ``r``, a copy of this round set up for one
        reading: the faults the play finds (rest_fits_written, faults_if_won)."""
        r.trick_log = [dict(rec) for rec in self.trick_log]  # a settled lead rewrites its record
        faults = 0
        for s, c, nm, i in [(seat, card, named, event), *((s, c, nm, i) for i, s, c, nm in rest)]:
            faults += len(r.play(s, c, nm, i))
            if len(r.table) == r.trick_size:
                r.close_trick()
        return faults

    def open_reading(self, seat: int, card: Card, named: str | None, event: int) -> int | None:
        """rage/ruling.stock-exhausted, at the lead after an open trick that ``seat`` can have won
        with another seat: the trick goes to the leader unless, the rest of the round played out
        from here, another seat's winning it (the lead then out of turn) leaves the record fewer
        faults: the play faults and the round scores written that no way of the round gives
        (diff9 rage-knockon A8: a wrong lead taken as the trump's evidence). None: the leader, or
        the trick stays as the record leaves it. On a tie the leader; among others the lowest seat."""
        last = self.open_tricks[-1]
        could = {last.by_colour[c] for c in self.unknown[last.period]}
        if seat not in could or len(could) < 2 or self.events is None or self.greedy_quiet:
            return None
        rest = self.record_plays()[bisect_right(self.play_events, event) :]
        best, fewest = None, self.faults_if_won(None, seat, card, named, event, rest)
        if fewest <= 1:  # another reading puts this lead out of turn at least: no fewer
            self.greedy_quiet = True
            return None
        for w in sorted(could - {seat}):
            faults = self.faults_if_won(w, seat, card, named, event, rest)
            if faults < fewest:
                best, fewest = w, faults
        return best

    def faults_if_won(
        self,
        won: int | None,
        seat: int,
        card: Card,
        named: str | None,
        event: int,
        rest: list[tuple[int, int, Card, str | None]],
    ) -> int:
        """The faults of the round from this lead on, with the open trick before it won by ``won``
        (None: by the leader, if he can have), the rest of the record played out: the play faults,
        and the scores written that no way of ending it gives (open_reading)."""
        r = self.clone()
        r.look_ahead, r.lead_won = False, won
        faults = self.play_out(r, seat, card, named, event, rest)
        sheet = self.sheet
        if not sheet or r.table or sum(r.tricks) + len(r.open_tricks) != r.cards:
            return faults
        r.settle_stood_by_sheet(sheet)
        if r.open_tricks:
            may = r.open_scores()
        else:
            may = {s: {parts["score"]} for s, parts in r.scores().items()}
        may.update({s: set(both) for s, both in r.unbid_scores.items()})
        return faults + sum(1 for s, v in sheet.items() if s in may and v not in may[s])

    def stood_for(self, seat: int, card: Card) -> Card | None:
        """rage/trick.card-in-hand: with the hands given, a card ``card`` the seat does not hold stood
        for the one card of its hand (counting copies) the record never shows it play, anywhere in
        the deal, when there is exactly one (the deal played out: a record that stops short, or a
        second slip, leaves more than one, and none is known). That card, if the seat still holds it."""
        if self.events is None or self.dealt is None:
            return None
        self.record_plays()
        written = self.written[seat]
        left = count_cards(self.dealt[seat])
        for c, k in written.items():
            if c == card:
                k -= 1  # this play
            if c in left:
                left[c] -= k
        rest = [c for c, k in left.items() if k > 0]
        if len(rest) == 1 and left[rest[0]] == 1:
            return rest[0] if self.hands[seat].get(rest[0]) else None
        return self.slips_stand_for(seat, card)

    def slips_stand_for(self, seat: int, card: Card) -> Card | None:
        """rage/trick.card-in-hand (diff10 twofault A1): k cards written for the seat beyond its hand
        (counting copies; ``card`` one of them) and exactly k cards of its hand never written: when
        their colours match one to one (no action card among them), a slip stands for the unplayed
        card of the colour written, when the seat still holds just one such card (copies alike);
        None otherwise."""
        assert self.dealt is not None
        dealt = count_cards(self.dealt[seat])
        written = self.written[seat]
        unplayed = [c for c, k in dealt.items() for _ in range(k - written.get(c, 0))]
        slips = [c for c, k in written.items() for _ in range(k - dealt.get(c, 0))]
        if card not in slips or len(slips) < 2 or len(unplayed) != len(slips):
            return None
        if any(not c.suit for c in chain(slips, unplayed)):
            return None
        if Counter(c.suit for c in slips) != Counter(c.suit for c in unplayed):
            return None
        held = {c for c in unplayed if c.suit == card.suit and self.hands[seat].get(c)}
        return next(iter(held)) if len(held) == 1 else None

    def then_play(self, seat: int, card: Card, named: str | None, event: int) -> list[Finding]:
        """The card after a line read as left out: the trick that line completed is closed first."""
        if len(self.table) == self.trick_size:
            self.close_trick()
        return self.play(seat, card, named, event)

    def line_left_out(self, seat: int, event: int) -> tuple[int, Card] | None:
        """rage/trick.turn (tricks.line_left_out), the hands known and the turn in order: the seat
        whose line is left out before this card, and its card (not a joker, whose colour the record
        would have to name); else None."""
        if not self.known_hands or self.open_tricks or not self.in_order:
            return None
        who = (self.leader + len(self.table)) % self.n
        if who == seat or who in self.played_seats:  # (in turn: the common case, nothing to read)
            return None
        rest = self.record_plays()[bisect_right(self.play_events, event) :]
        later = [(s, c) for _, s, c, _ in rest]
        lost = line_left_out(
            seat,
            who,
            self.played_seats,
            self.n - len(self.table) - 2,
            (c for c, k in self.hands[who].items() for _ in range(k)),
            later,
        )
        return None if lost is None or lost.code == "WILD" else (who, lost)

    def has(self, seat: int, card: Card) -> bool:
        """Whether the seat may still hold the card: in its hand, or (hands not recorded) a copy the
        deck has left."""
        if self.known_hands:
            return bool(self.hands[seat].get(card))
        return self.accounted[card] < self.copies[card.code]

    def check_follow(self, seat: int, card: Card, hand: dict[Card, int]) -> list[Finding]:
        """rage/trick.follow-colour and rage/action.only-when-void, with the hand known."""
        led = self.led
        if led is None or card.suit == led:  # nothing to follow, or followed
            return []
        held = [c for c in hand if c.suit == led]
        if not held:
            return []
        held.sort(key=lambda c: -c.number)
        name = self.names[seat]
        # the trick, counted from 1 as the replay does (dispute-messages-16 c5)
        evidence: dict[str, Any] = {
            "led": led,
            "held": [c.code for c in held],
            "trick": self.trick_number + 1,
        }
        to = f"to {a_colour(led)} lead"
        setter = next((p for p in self.table if p.colour is not None), None)
        if setter is not None and setter is not self.table[0]:
            # rage/action.lead (dispute-messages-14 c1): the trick was led with an action card (or a
            # joker without its colour), so the colour to follow is the first colour card's ("Pokud
            # štych začíná akční kartou, … První barevná karta nebo žolík určují barvu"): say whose
            # card set it, not "a yellow lead", which reads as a trick that did not happen
            as_named = f", named {COLOUR_NAMES[led]}," if setter.card.code == "WILD" else ""
            to = (
                f"to trick {self.trick_number + 1}, where {self.table[0].card} was led and "
                f"{self.names[setter.seat]}'s {setter.card}{as_named} set {COLOUR_NAMES[led]} as the colour "
                "to follow,"
            )
            evidence["lead"] = self.table[0].card.code
            evidence["colour_set_by"] = {"seat": setter.seat, "card": setter.card.code, "event": setter.event}
        elif setter is not None and setter.card.code == "WILD":
            # a joker led, named the colour (real-faults-near-slips-18 c03: "a red lead" where no red
            # card was led): say whose joker named it
            to = f"to {self.names[setter.seat]}'s WILD, led and named {COLOUR_NAMES[led]},"
            evidence["lead"] = "WILD"
            evidence["colour_set_by"] = {"seat": setter.seat, "card": "WILD", "event": setter.event}
        held_text = ", ".join(evidence["held"])
        if card.code in ACTION:
            return [
                Finding(
                    "action_card_while_able_to_follow",
                    "rage/action.only-when-void",
                    f"{name} played {card} {to} while holding "
                    f"{held_text}; an action card may only be played when unable to follow.",
                    evidence,
                    seat,
                )
            ]
        return [
            Finding(
                "revoke",
                "rage/trick.follow-colour",
                f"{name} played {card} {to} while holding {held_text}.",
                evidence,
                seat,
            )
        ]

    def check_copies_proven(self, seat: int, card: Card) -> list[Finding]:
        """Play-only record: a card the deck no longer has (played already, or lying in the stock)."""
        self.accounted[card] += 1
        if self.accounted[card] <= self.copies[card.code]:
            return []
        in_stock = self.stock.count(card)
        where = "lies in the recorded stock" if in_stock else "has already been played this round"
        return [
            Finding(
                "card_not_in_hand",
                "rage/trick.card-in-hand",
                f"{self.names[seat]} played {card}, which cannot have been in their hand: the deck holds it "
                f"{'once' if self.copies[card.code] == 1 else str(self.copies[card.code]) + ' times'} and it {where}.",
                {"card": card.code, "copies": self.copies[card.code], "in_stock": in_stock},
                seat,
            )
        ]

    def check_follow_proven(self, seat: int, card: Card, event: int) -> list[Finding]:
        """Play-only record: a card of a colour the seat showed void in proves the earlier revoke."""
        out: list[Finding] = []
        voids = self.shown_void[seat]
        # every earlier play that showed the seat void in this colour was a fault, not the first alone
        for shown_at, shown_card in voids.pop(card.suit, []) if is_colour_card(card) else []:
            code = "action_card_while_able_to_follow" if shown_card in ACTION else "revoke"
            rule = "rage/action.only-when-void" if code != "revoke" else "rage/trick.follow-colour"
            out.append(
                Finding(
                    code,
                    rule,
                    f"{self.names[seat]} played {shown_card} to {a_colour(card.suit)} lead, "
                    f"yet later played {card}, so they could have followed.",
                    {"led": card.suit, "played": shown_card, "later": card.code, "later_event": event},
                    seat,
                    event=shown_at,
                )
            )
        led = self.led
        if led is not None and card.suit != led and not self.wild_led_unnamed:
            voids.setdefault(led, []).append((event, card.code))
        return out

    @property
    def trick_complete(self) -> bool:
        """rage/trick.turn: every seat with a card for the trick has played to it (and a second
        card the table took into it, extra_card)."""
        return len(self.table) == self.trick_size

    def open_worlds(self) -> list[tuple[int, ...]]:
        """rage/ruling.stock-exhausted: each way the open tricks can have been won together (one
        winner per open trick, in order), over the colours each unknown trump may still be."""
        periods = sorted({t.period for t in self.open_tricks})
        worlds: set[tuple[int, ...]] = set()
        for colours in product(*(sorted(self.unknown[p]) for p in periods)):
            trump = dict(zip(periods, colours, strict=True))
            worlds.add(tuple(t.by_colour[trump[t.period]] for t in self.open_tricks))
        return sorted(worlds)

    def scores_if_won(self, world: tuple[int, ...]) -> dict[int, dict[str, int]]:
        """The round's scores with each open trick given to its winner in ``world`` (and, as
        scores does, the unbid seats' scores in it)."""
        saved = (list(self.tricks), [dict(a) for a in self.actions_won])
        for t, winner in zip(self.open_tricks, world, strict=True):
            self.credit(winner, t.table)
        out = self.scores()
        self.tricks, self.actions_won = saved
        return out

    def open_scores(self) -> dict[int, set[int]]:
        """The round over with open tricks (rage/ruling.stock-exhausted): for each seat that bid,
        the scores it has under each way the unknown trumps allow."""
        out: dict[int, set[int]] = {}
        # a seat without a bid: met or missed, for each number of tricks the open ones leave it
        # (diff9 rage-knockon A6: not the tricks settled alone)
        unbid: dict[int, dict[int, None]] = {}
        for world in self.open_worlds():
            for s, parts in self.scores_if_won(world).items():
                out.setdefault(s, set()).add(parts["score"])
            for s, both in self.unbid_scores.items():
                unbid.setdefault(s, {}).update(dict.fromkeys(both))
        self.unbid_scores = {s: tuple(v) if len(v) <= 2 else tuple(sorted(v)) for s, v in unbid.items()}
        return out

    def credit(self, winner: int, table: list[TablePlay], sign: int = 1) -> None:
        """The trick and the action cards in it go to its winner (``sign`` -1: taken back)."""
        self.tricks[winner] += sign
        won = self.actions_won[winner]
        for p in table:
            code = p.card.code
            if code in tables.ACTION_POINTS:
                won[code] = won.get(code, 0) + sign

    def unnamed_wild(self, trump: str | None) -> dict[int, tuple[list[TablePlay], int]] | None:
        """rage/action.wild: a joker written without its colour stood for one the record does not
        say (one slip, one finding: the trick goes as the table had it). The trick is read with it
        standing for the colour led (a joker played to win names it), and the other colours that
        give the trick to someone else are kept for the next lead to tell (``wild_pending``). New
        plays, not changes to the shared ones: the rest-of-round search copies the table."""
        readings: dict[int, tuple[list[TablePlay], int]] = {}
        seat_of: dict[str, int] = {}  # each colour -> the seat it gives the trick to
        for colour in (self.led, trump, *RAGE_COLOURS):
            if colour is None or colour in seat_of:
                continue
            table = [
                replace(p, colour=colour) if p.colour is None and p.card.code == "WILD" else p
                for p in self.table
            ]
            i = trick_winner(table, trump)
            readings.setdefault(table[i].seat, (table, i))
            seat_of[colour] = table[i].seat
        self.table = next(iter(readings.values()))[0]
        # for the finding's words (rage-fresh-5 c): what each colour gives, the colour led, the trump
        self.wild_reads = (seat_of, self.led, trump)
        return readings if len(readings) > 1 else None

    def change_after_notrump(self, i: int) -> dict[int, tuple[list[TablePlay], int]] | None:
        """rage/ruling.notrump-and-change: a CHANGE played after the trick's NOTRUMP sets the trump
        "pro aktuální štych" as the later act - the reading three blind readers took (rage3 t03,
        rage-spec 19, rage-spec6 06) beside the engine's trumpless trick. Where the two give the trick
        to different players, the next lead tells which (the winner leads), or in the round's last
        trick the sheet; the trumpless reading on a tie. (The trump after the trick is the same either
        way.)"""
        codes = [p.card.code for p in self.table]
        last_notrump = max(k for k, c in enumerate(codes) if c == "NOTRUMP")
        if "CHANGE" not in codes[last_notrump + 1 :] or self.trump is None:
            return None
        j = trick_winner(self.table, self.trump)
        if self.table[j].seat == self.table[i].seat:
            return None
        return {self.table[i].seat: (self.table, i), self.table[j].seat: (self.table, j)}

    def change_stands(self, table: list[TablePlay]) -> bool:
        """rage/ruling.notrump-and-change (rage-action-edges c1): a CHANGE played after the trick's
        last NOTRUMP sets the trump "pro aktuální štych a pro zbytek kola" as the later act, so the
        NOTRUMP's card turned after the trick may never have been turned. Read so where the rest of
        the round, played out both ways, fits it strictly better (fewer faults, or as many and more
        of the round scores written); else the NOTRUMP's turn. Called once the trick is closed."""
        codes = [p.card.code for p in table]
        last_notrump = max(k for k, c in enumerate(codes) if c == "NOTRUMP")
        if "CHANGE" not in codes[last_notrump + 1 :]:
            return False
        if not self.look_ahead or self.events is None:
            return False
        rest = self.record_plays()[bisect_right(self.play_events, table[-1].event) :]
        fits: list[tuple[int, int]] = []
        for stands in (False, True):
            r = self.clone()
            r.look_ahead = False
            r.trick_log = [dict(rec) for rec in self.trick_log]
            if not stands:
                r.trump = r.turn_trump()
            faults = 0
            for i, s, c, nm in rest:
                faults += len(r.play(s, c, nm, i))
                if len(r.table) == r.trick_size:
                    r.close_trick()
            fits.append((-faults, self.sheet_fit(r)))
        return fits[1] > fits[0]

    def sheet_fit(self, r: Round) -> int:
        """How many of the round scores written a copy played to the round's end gives (0 when it
        did not reach the end)."""
        if not self.sheet or r.table or sum(r.tricks) != r.cards:
            return 0
        r.settle_stood_by_sheet(self.sheet)
        # a seat not yet bid (secret bids come after the cards): its score met or missed
        made = {s: {parts["score"]} for s, parts in r.scores().items()}
        made.update({s: set(both) for s, both in r.unbid_scores.items()})
        return sum(1 for s, v in self.sheet.items() if v in made.get(s, ()))

    def settle_stood_by_sheet(self, written: dict[int, float]) -> None:
        """rage/trick.card-in-hand: a trick read with the card a card not in hand stood for, where the
        card as written would credit other action cards (or, the round's last trick, give it to
        another seat): the sheet may have been scored from the card as written. That reading
        stands where the scores written fit it better."""
        if not written:
            return

        def fit() -> int:
            return sum(1 for s, parts in self.scores().items() if written.get(s) == parts["score"])

        for number, winner, table, w_seat, w_table in self.stood_tricks:
            before = fit()
            self.credit(winner, table, -1)
            self.credit(w_seat, w_table)
            if fit() > before:
                record = self.trick_log[number]
                if "written_trump" in record:
                    record["trump"] = record["written_trump"]
                record["winner"] = w_seat
                record["winning_card"] = next(p.card.code for p in w_table if p.seat == w_seat)
                record["cards"] = [
                    p.card.code if p.named is None else f"{p.card.code}:{p.named}" for p in w_table
                ]
            else:
                self.credit(w_seat, w_table, -1)
                self.credit(winner, table)
        self.stood_tricks = []

    def settle_wild_by_sheet(self, written: dict[int, float]) -> None:
        """The round's last trick held an unnamed joker (no lead after it to tell): the reading whose
        scores fit the scores written best, the colour led's on a tie."""
        pending = self.wild_pending
        if pending is None or not written:
            return

        def fit() -> int:
            return sum(1 for s, parts in self.scores().items() if written.get(s) == parts["score"])

        best, best_fit = self.leader, fit()
        for seat in pending:
            if seat == self.leader:
                continue
            saved = (list(self.tricks), [dict(a) for a in self.actions_won], dict(self.trick_log[-1]))
            self.settle_wild(seat)
            self.wild_pending = pending
            if fit() > best_fit:
                best, best_fit = seat, fit()
            self.tricks, self.actions_won = saved[0], saved[1]
            self.trick_log[-1] = saved[2]
            self.leader = self.due_leader = saved[2]["winner"]
        self.settle_wild(best)

    def settle_wild(self, leader: int) -> None:
        """The lead after a trick with an unnamed joker: if the leader may have won it, he did."""
        pending, self.wild_pending = self.wild_pending, None
        if pending is None or leader not in pending or leader == self.leader:
            return
        record = self.trick_log[-1]
        before = record["winner"]
        if before not in pending:
            # the trick was read since with the card a card not in hand stood for as written
            # (settle_stood_by_sheet): the joker's readings were of the other table
            return
        table, i = pending[leader]
        self.credit(before, pending[before][0], -1)
        self.credit(leader, table)
        record["winner"], record["winning_card"] = leader, table[i].card.code
        self.leader = self.due_leader = leader

    def narrow(self, trick: OpenTrick, leader: int) -> bool:
        """rage/ruling.stock-exhausted: ``leader`` leads after the open ``trick``, so he won it:
        its trump is one of the colours under which he did. False (nothing narrowed) when there
        is none. Every open trick of that trump the colours left decide is settled."""
        period = trick.period
        colours = {c for c in self.unknown[period] if trick.by_colour[c] == leader}
        if not colours:
            return False
        self.unknown[period] = colours
        still: list[OpenTrick] = []
        for t in self.open_tricks:
            winners = {t.by_colour[c] for c in colours} if t.period == period else None
            rec = self.trick_log[t.number]
            if winners is None or len(winners) > 1:
                if winners is not None:
                    rec["possible_winners"] = sorted(winners)
                still.append(t)
                continue
            winner = winners.pop()
            self.credit(winner, t.table)
            rec["winner"] = winner
            rec["winning_card"] = t.table[trick_winner(t.table, min(colours))].card.code
            rec.pop("possible_winners", None)
        self.open_tricks = still
        if len(colours) == 1:  # told by the tricks after all
            colour = next(iter(colours))
            del self.unknown[period]
            self.trumps[period] = colour
            if period == len(self.trumps) - 1:
                self.trump = colour
        return True

    def next_seat(self, event: int) -> int | None:
        """The seat of the record's next card after ``event`` (with the hands given)."""
        self.record_plays()
        i = bisect_right(self.play_events, event)
        return self.play_seats[i] if 0 <= event and i < len(self.play_seats) else None

    def table_as_played(self) -> list[TablePlay]:
        """rage/trick.card-in-hand: a card not in the hand that stood for a known card of it was that
        card on the table (the rest of the record was written from it): the trick is read with it
        (its winner, colour and action cards), unless the record's next lead is the trick's winner
        only with the card as written (the table played on from that card)."""
        alt = [p.stood or p for p in self.table]

        def winner(table: list[TablePlay]) -> int:
            notrump = any(p.card.code == "NOTRUMP" for p in table)
            return table[trick_winner(table, None if notrump else self.trump)].seat

        if self.trick_number + 1 < self.cards:
            written = winner(self.table)
            if written != winner(alt) and self.next_seat(self.table[-1].event) == written:
                return self.table
        return alt

    def close_trick(self) -> dict[str, Any]:
        """Settle the finished trick: winner, action cards won, the trump after a no-trump card."""
        written: list[TablePlay] | None = None
        written_trump: str | None = None  # the trump of the trick as written, if the sheet reads it so
        if self.stood_in_trick:
            self.stood_in_trick = False
            written = self.table
            self.table = self.table_as_played()
            self.notrump_in_trick = any(p.card.code == "NOTRUMP" for p in self.table)
            self.unnamed_wild_in_trick = any(p.card.code == "WILD" and p.colour is None for p in self.table)
        trump = None if self.notrump_in_trick else self.trump
        candidates = self.candidates  # read once: nothing in the trick's settling changes them
        wild_reads = None
        if self.unnamed_wild_in_trick and candidates is None:
            self.wild_pending = self.unnamed_wild(trump)
            wild_reads = self.wild_reads
        i = trick_winner(self.table, trump)
        changed = None
        if self.notrump_in_trick and candidates is None and self.wild_pending is None:
            self.wild_pending = changed = self.change_after_notrump(i)
        by_seat: dict[int, set[str]] = {}
        if candidates is not None and not self.notrump_in_trick:
            for colour in candidates:
                by_seat.setdefault(self.table[trick_winner(self.table, colour)].seat, set()).add(colour)
            if len(by_seat) == 1:
                i = trick_winner(self.table, next(iter(candidates)))
        winner = self.table[i].seat
        open_winner = len(by_seat) > 1
        if not open_winner:
            self.credit(winner, self.table)
            if written is not None and written is not self.table:
                written_trump = None if any(p.card.code == "NOTRUMP" for p in written) else self.trump
                w = written[trick_winner(written, written_trump)]
                last = self.trick_number + 1 == self.cards
                if (w.seat == winner or last) and (
                    w.seat != winner or actions_in(written) != actions_in(self.table)
                ):
                    self.stood_tricks.append((self.trick_number, winner, self.table, w.seat, written))
        record = {
            "trick": self.trick_number + 1,
            "leader": self.leader,
            "cards": [p.card.code if p.named is None else f"{p.card.code}:{p.named}" for p in self.table]
            if self.narrate
            else [],
            "trump": trump if candidates is None or self.notrump_in_trick else "unknown",
            "winner": None if open_winner else winner,
            "winning_card": None if open_winner else self.table[i].card.code,
        }
        # what computed.trick_trumps reads where a later reading may tell the trick's trump
        # (dispute-messages-14 c2); set on those rare paths only
        if record["trump"] == "unknown":  # the unshown trump, once the leads tell it (narrow)
            record["period"] = len(self.trumps) - 1
        if changed is not None:  # the CHANGE's trump, if the next lead (or the sheet) reads it so
            record["change_trump"] = (self.trump, self.table[trick_winner(self.table, self.trump)].seat)
        if self.stood_tricks and self.stood_tricks[-1][0] == self.trick_number and candidates is None:
            record["written_trump"] = written_trump  # the sheet may read the trick as written
        if wild_reads is not None:  # (an unnamed joker's readings: Rage.read_jokers says the one taken)
            record["wild_reads"] = wild_reads
        if self.sitting:  # rage/trick.turn: seats a second card taken into a trick left without one
            record["sat_out"] = sorted(self.sitting)
        if self.swapped is not None:  # (the reading chosen, said: real-faults-near-slips-13 c P4)
            record["swapped"] = {"leader": self.swapped[0], "written_first": self.swapped[1]}
            self.swapped = None
        if open_winner:
            record["possible_winners"] = sorted(by_seat)
            self.open_tricks.append(
                OpenTrick(
                    self.trick_number,
                    len(self.trumps) - 1,
                    self.table,
                    {c: s for s, colours in by_seat.items() for c in colours},
                )
            )
        self.trick_log.append(record)
        # rage/action.notrump: a new trump after the trick; after the round's last trick there is
        # nothing left to play, so nothing is turned (and a short recorded stock is no fault)
        turn = self.notrump_in_trick and self.trick_number + 1 < self.cards
        self.notrump_in_trick = self.unnamed_wild_in_trick = self.wild_led_unnamed = False
        self.leader = self.due_leader = winner  # if open, settled by the next lead (play)
        self.due_options = ()
        table, self.table = self.table, []
        self.played_seats = set()
        self.in_order = True
        self.led = None
        self.trick_number += 1
        if self.extra:
            self.sit_out()
        if turn and not self.change_stands(table):
            self.trump = self.turn_trump()
        return record

    def trick_trumps(self) -> list[str | None]:
        """computed.trick_trumps (dispute-messages-14 c2): the trump each trick was judged under, in
        the reading its winner is: a colour; None where a NOTRUMP left the trick without one
        (rage/action.notrump); "unknown" where the record never shows it (rage/ruling.stock-exhausted)."""
        out: list[str | None] = []
        for rec in self.trick_log:
            trump = rec["trump"]
            if trump == "unknown":
                trump = self.trumps[rec["period"]] or "unknown"
            elif "change_trump" in rec and rec["winner"] == rec["change_trump"][1]:
                trump = rec["change_trump"][0]  # (rage/ruling.notrump-and-change: the later act)
            out.append(trump)
        return out

    # -- scoring (rage/score.round, rage/v.durch)
    def scores(self) -> dict[int, dict[str, int]]:
        """Round score per seat that bid: its parts and the sum."""
        durch_seat = None
        played = sum(self.tricks)
        if self.rules["durch"] and self.cards > 1 and played:
            for s, t in enumerate(self.tricks):
                if t == played == self.cards:
                    durch_seat = s
        out: dict[int, dict[str, int]] = {}
        self.unbid_scores = {}
        for s in range(self.n):
            per_trick = tables.DURCH_TRICK.points if s == durch_seat else tables.TRICK.points
            tricks = self.tricks[s] * per_trick
            actions = sum(tables.ACTION_POINTS[k].points * v for k, v in self.actions_won[s].items())
            if s not in self.bids:
                # the bid only chooses between +10 and -5 (rage/score.round): the score is one of two
                made = tricks + actions
                self.unbid_scores[s] = (made + tables.EXACT_BID.points, made + tables.MISSED_BID.points)
                continue
            bid = tables.EXACT_BID.points if self.bids[s] == self.tricks[s] else tables.MISSED_BID.points
            out[s] = {
                "tricks": self.tricks[s],  # (with a rest the record leaves out, as played out)
                "trick_points": tricks,
                "bid_points": bid,
                "action_points": actions,
                "score": tricks + bid + actions,
            }
        return out

    # -- the unrecorded rest of a round (rage/score.incomplete)
    def clone(self) -> Round:
        """A copy whose play does not touch this round (what a search over the rest of it needs)."""
        c = copy.copy(self)
        c.lead_look_ahead = False  # a copy plays greedily (or as told: lead_won)
        c.hands = [dict(h) for h in self.hands]
        c.accounted = Counter(self.accounted)
        c.trumps = list(self.trumps)
        c.unknown = {p: set(v) for p, v in self.unknown.items()}
        c.open_tricks = list(self.open_tricks)
        c.table = list(self.table)
        c.played_seats = set(self.played_seats)
        c.tricks = list(self.tricks)
        c.actions_won = [dict(a) for a in self.actions_won]
        # the records a settle may still change: the open tricks'
        c.trick_log = list(self.trick_log)
        for t in self.open_tricks:
            c.trick_log[t.number] = dict(self.trick_log[t.number])
        c.shown_void = [{k: list(x) for k, x in v.items()} for v in self.shown_void]
        c.played = list(self.played)
        c.stood_tricks = list(self.stood_tricks)
        c.ahead = set(self.ahead)
        c.extra = dict(self.extra)
        return c

    def unplayed_hands(self) -> list[list[dict[Card, int]]] | None:
        """Play-only record: every way the cards not yet seen can lie in the hands, when the
        recorded stock is the whole stock (else they are not known); None when there are too many."""
        if len(self.stock) + self.n * self.cards != RAGE.size:
            return None
        left: dict[Card, int] = {}
        for card in RAGE.full():
            left[card] = self.copies[card.code] - self.accounted[card]
        pool = [c for c, k in left.items() for _ in range(k)]
        need = [self.cards - k for k in self.played]
        if any(k < 0 for k in need) or sum(need) != len(pool):
            return None  # the record played more than a hand holds: nothing to complete
        ways: list[list[dict[Card, int]]] = []
        distinct = sorted(set(pool), key=lambda c: c.code)
        stock = {c: pool.count(c) for c in distinct}
        steps = [0]

        def deal(seat: int, hands: list[dict[Card, int]]) -> None:
            if seat == self.n:
                ways.append([dict(h) for h in hands])
                if len(ways) > COMPLETION_BUDGET:
                    raise TooManyWays
                return
            void = self.shown_void[seat]

            def fill(i: int, room: int, hand: dict[Card, int]) -> None:
                steps[0] += 1
                if steps[0] > 20 * COMPLETION_BUDGET:  # dead ends (shown voids) count too
                    raise TooManyWays
                if room == 0:
                    deal(seat + 1, [*hands, dict(hand)])
                    return
                if i == len(distinct):
                    return
                card = distinct[i]
                most = 0 if card.suit in void else min(room, stock[card])  # a shown void holds none
                for k in range(most, -1, -1):
                    if k:
                        hand[card] = k
                        stock[card] -= k
                    fill(i + 1, room - k, hand)
                    if k:
                        del hand[card]
                        stock[card] += k

            fill(0, need[seat], {})

        try:
            deal(0, [])
        except TooManyWays:
            return None
        return ways

    def jointly_impossible(
        self, written: dict[int, float]
    ) -> tuple[list[int], tuple[frozenset[int], ...] | None]:
        """rage/score.incomplete: the seats whose written score no ending gives together with the
        others': none when some ending gives them all; else those the ending that gives most of them
        (the earlier seats first, on a tie) does not - with that ending (each seat's scores in it), by
        which they are settled (rage-midway c1)."""
        if not self.endings or not written:
            return [], None
        best: tuple[list[int], tuple[frozenset[int], ...]] | None = None
        for ending in sorted(self.endings, key=lambda e: [sorted(x) for x in e]):
            wrong = [s for s, v in sorted(written.items()) if v not in ending[s]]
            if not wrong:
                return [], None
            if best is None or (len(wrong), [-s for s in wrong]) < (len(best[0]), [-s for s in best[0]]):
                best = wrong, ending
        return best if best is not None else ([], None)

    def completion_scores(self) -> dict[int, dict[int, dict[str, int]]] | None:
        """rage/score.incomplete: for each seat, every score (with its parts) some legal way of
        playing the round's unrecorded rest gives it; None when the rest is not known well enough
        (a play-only record without the whole stock) or has too many ways to be played."""
        starts: list[Round] = []
        if self.known_hands:
            starts = [self]
        else:
            ways = self.unplayed_hands()
            if ways is None:
                return None
            for hands in ways:
                start = self.clone()
                start.hands, start.known_hands = hands, True
                starts.append(start)
        out: dict[int, dict[int, dict[str, int]]] = {}
        visited = [0]
        self.endings = set()

        def finish(r: Round) -> None:
            # each way the open tricks went, with the unbid seats' scores in it (scores_if_won sets
            # them: diff9 rage-knockon A6)
            ends: list[tuple[dict[int, dict[str, int]], dict[int, tuple[int, ...]]]] = []
            for w in r.open_worlds() if r.open_tricks else [None]:
                scores = r.scores() if w is None else r.scores_if_won(w)
                ends.append((scores, r.unbid_scores))
            for scores, unbid in ends:
                for s, parts in scores.items():
                    out.setdefault(s, {}).setdefault(parts["score"], parts)
                # the ending as a whole: each seat's score (an unbid seat's: met or missed)
                self.endings.add(
                    tuple(
                        frozenset({scores[s]["score"]}) if s in scores else frozenset(unbid.get(s, ()))
                        for s in range(r.n)
                    )
                )
                for s, both in unbid.items():
                    for v in both:
                        out.setdefault(s, {}).setdefault(v, {"score": v})

        seen: set[tuple[Any, ...]] = set()  # positions between tricks already walked

        def walk(r: Round) -> None:
            if not r.table and not r.open_tricks and r.wild_pending is None:
                # the same cards left in the same hands, trump, leader and tricks and action cards won
                # by each seat: the same endings (the tricks played in another order got here)
                key = (
                    r.leader,
                    r.trump,
                    r.turned,
                    tuple(r.tricks),
                    tuple(tuple(sorted((c.code, k) for c, k in h.items())) for h in r.hands),
                    tuple(tuple(sorted(a.items())) for a in r.actions_won),
                )
                if key in seen:
                    return
                seen.add(key)
            visited[0] += 1
            if visited[0] > COMPLETION_BUDGET:
                raise TooManyWays
            if not r.table and sum(r.tricks) + len(r.open_tricks) == r.cards:
                finish(r)
                return
            last = r.open_tricks[-1] if r.open_tricks else None
            if last is not None and last.number == r.trick_number - 1 and not r.table:
                # whoever can have won the open trick leads next
                for w in sorted({last.by_colour[c] for c in r.unknown[last.period]}):
                    c = r.clone()
                    c.leader = w
                    c.narrow(c.open_tricks[-1], w)
                    walk(c)
                return
            seat = r.to_play
            hand = r.hands[seat]
            follow = [c for c in hand if r.led is not None and c.suit == r.led]
            for card in follow or list(hand):
                for named in RAGE_COLOURS if card.code == "WILD" else (None,):
                    c = r.clone()
                    c.play(seat, card, named, -1)
                    if len(c.table) == c.trick_size:
                        c.close_trick()
                    walk(c)

        try:
            for start in starts:
                walk(start)
        except TooManyWays:
            return None
        return out

    def score_bounds(self) -> dict[int, set[int]]:
        """rage/score.incomplete, where the rest of the round is not searched: every score a seat could
        still reach, over-counted (its tricks from those won to those plus every trick left, and the
        +5 and -5 cards not yet won and not lying in the recorded stock, any of them, with any trick
        it wins), so a written score outside it is wrong however the round ended."""
        left = self.cards - sum(self.tricks)  # the tricks not yet credited (an open one included)
        in_stock = Counter(c.code for c in self.stock)
        free = {}
        for code in tables.ACTION_POINTS:
            won = sum(a.get(code, 0) for a in self.actions_won)
            free[code] = max(0, self.copies[code] - won - in_stock[code])
        plus, minus = tables.ACTION_POINTS["PLUS5"].points, tables.ACTION_POINTS["MINUS5"].points
        extra_actions = {
            plus * i + minus * j for i in range(free["PLUS5"] + 1) for j in range(free["MINUS5"] + 1)
        }
        out: dict[int, set[int]] = {}
        for s in range(self.n):
            held = sum(tables.ACTION_POINTS[k].points * v for k, v in self.actions_won[s].items())
            values: set[int] = set()
            for more in range(left + 1):
                t = self.tricks[s] + more
                durch = self.rules["durch"] and self.cards > 1 and t == self.cards
                tricks = t * (tables.DURCH_TRICK.points if durch else tables.TRICK.points)
                bids = (
                    [tables.EXACT_BID.points if self.bids[s] == t else tables.MISSED_BID.points]
                    if s in self.bids
                    else [tables.EXACT_BID.points, tables.MISSED_BID.points]
                )
                for a in extra_actions if more else {0}:
                    for b in bids:
                        values.add(tricks + b + held + a)
            out[s] = values
        return out
