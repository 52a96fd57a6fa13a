"""One Tarocchini deal as a state machine: monte, auction (Terziglio), widow, declarations, play, count.

Each method applies one event and returns the rules it breaks as :class:`Finding`s; the count at
the end follows tarocchini/score.* (docs/rules/tarocchini.md).
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from ...cards import TAROCCHINI as DECK
from ...cards import Card
from ...tricks import (
    EARLY_TRIALS,
    EarlyLeadTrials,
    due_seats,
    ending_keys,
    line_left_out,
    never_played,
    seat_written_wrongly,
    slips_stand_for,
    unrecorded_exchange,
    within,
)
from ...verdict import Finding, early_lead, line_slip, seat_slip, second_card, short_lead, skip_lead
from . import tables as T

OTTOCENTO = "ottocento"
TERZIGLIO = "terziglio"
BIDS = ("pass", "gioco", "solo")
BID_LEVEL = {"pass": 0, "gioco": 1, "solo": 2}
# tarocchini/deal.incomplete: positions searched, at most, to play out the rest of a deal cut short
ENDINGS_BUDGET = 20000
# tarocchini/declare.items: how a false declaration is scored, as the finding says it (the rules'
# way, or the sheet's where the deal is read with the item cut to what the hand makes of it)
SCORES_NOTHING = "; it scores nothing."
COUNTED_AS_HELD = (
    "; by the rules it scores nothing, but the sheet counts what the hand makes of it (the smaller set "
    "or run there was to show), and the deal is read so: one fault."
)
# tarocchini/declare.timing: how a late declaration is scored, as the finding says it
LATE_NOT_COUNTED = " and this one does not count."
FULL_DECK = tuple(DECK.full())  # every card, in deck order: built once, not at every count


def trumps_held(trumps: list[str]) -> str:
    """The trumps a failure_to_trump names, read aloud (dispute-messages-14 c9): "the trump T5", "the
    trumps T5, T9", and the Bagatto by name, since whether the lowest card of the suit is a trump
    at all is what such a dispute turns on ("Маг — самый низкий козырь")."""
    if trumps == [T.BAGATTO]:
        return f"the Bagatto ({T.BAGATTO}), the lowest trump"
    # high to low, as read aloud (real-faults-near-slips-18 c07: "T0, T1, T10, T14, T3" was text order)
    ranked = sorted(trumps, key=lambda c: -int(c[1:]) if c[1:].isdigit() else 1)
    named = [f"{c} (the Bagatto)" if c == T.BAGATTO else c for c in ranked]
    return f"the trump{'s' if len(trumps) > 1 else ''} {', '.join(named)}"


@dataclass(slots=True)
class TablePlay:
    seat: int
    card: Card
    event: int


@dataclass
class Declaration:
    seat: int
    event: int
    items: list[dict[str, Any]]
    valid: list[dict[str, Any]] = field(default_factory=list)
    # of ``valid``, the items the record proves (a play-only record: the seat's own plays make them);
    # the rest may still be false in the part left out
    proved: list[dict[str, Any]] = field(default_factory=list)
    # tarocchini/combo.sequences (either reading): ``valid`` and ``proved`` as read with a suit's Ace
    # counted after a missing court card (T.ACE_AFTER_GAP); they hold ``valid`` and more
    valid_ace: list[dict[str, Any]] = field(default_factory=list)
    proved_ace: list[dict[str, Any]] = field(default_factory=list)
    # ``valid`` as read without gaps (T.GAPLESS): it holds ``valid`` or less
    valid_gapless: list[dict[str, Any]] = field(default_factory=list)
    # each false item cut to what the hand makes of it (four kings declared, three held: three), for
    # the reading of a sheet that counted what was shown (ottocento-long c2)
    held: list[dict[str, Any]] = field(default_factory=list)
    # each false item (not one declared twice) with the cards of its kind the hand holds, in the
    # item's order (real-faults-near-slips-20 c3: "holds KD KB KC" settles it at the table)
    short: list[tuple[dict[str, Any], list[str]]] = field(default_factory=list)
    checked: bool = False

    def counted(self, reading: int) -> list[dict[str, Any]]:
        """The items that count, in the reading of the runs the deal is counted by."""
        if reading == T.GAPLESS:
            return self.valid_gapless
        return self.valid_ace if reading in T.AFTER_GAP else self.valid


def codes_of(cards: Any) -> list[str]:
    return sorted(c.code for c in cards)


class DealState(EarlyLeadTrials):
    def __init__(
        self,
        variant: str,
        n: int,
        dealer: int,
        hands: list[list[Card]],
        talon: list[Card],
        rules: dict[str, Any],
        names: list[str],
        hands_known: bool = True,
    ) -> None:
        self.variant = variant
        self.n = n
        self.dealer = dealer
        self.eldest = (dealer + 1) % n
        self.rules = rules
        self.names = names
        self.hands_known = hands_known
        self.hands: list[Counter[Card]] = [Counter(h) for h in hands]
        self.talon = list(talon)
        self.widow_dealt = list(talon)  # the widow as the record gives it (a take changes talon)
        self.hand_size = 15 if variant == OTTOCENTO else (18 if rules.get("widow", 8) == 8 else 19)
        # monte (tarocchini/monte.*)
        self.monte_calls: list[int] = []  # the monte asked, in turn, by every player so far
        self.monte_broken = False  # someone declined: later calls have no effect
        self.monte_last = -1  # the position (in bid order) of the last player who asked
        self.monte_seen: set[int] = set()
        # a call made before its turn that the seats skipped follow in order: it counts in its turn
        # (one finding, at it: ottocento-edge-probes a1)
        self.monte_early: set[int] = set()
        self.thrown_in = False  # monte agreed, or (Terziglio) every player passed
        self.started = False  # anything but a monte call has happened
        # auction (Terziglio)
        self.bid_order = [(self.eldest + i) % n for i in range(n)]
        self.bids: dict[int, str] = {}
        self.bid_events: dict[int, int] = {}
        self.auction_closed = variant == OTTOCENTO
        self.top: tuple[int, str] | None = None
        self.overcalled_passed: set[int] = set()  # bidders overcalled who said pass after it
        self.declarer: int | None = None
        self.contract: str | None = None
        # widow
        self.widow_taken = False  # Ottocento: the dealer's two cards
        self.taken: list[Card] = []
        # Terziglio: a solo declarer's take, held until his discard completes the exchange
        self.solo_take: tuple[tuple[Card, ...], int] | None = None
        # a Terziglio defender's take of widow cards (seat, cards, event): it stands if he lays as many
        # away before the first card, an exchange completed (real-faults-near-slips-3 a3)
        self.foreign_take: tuple[int, tuple[Card, ...], int] | None = None
        self.short_closed: dict[str, Any] | None = None  # a trick closed short at the card just played
        self.take_event: int | None = None
        # diff9 tarocchini-knockon A4b: a gioco take written after the discard, applied at it
        self.late_take: int | None = None
        self.discard: list[Card] | None = None
        self.discard_event: int | None = None
        # declarations
        self.declarations: dict[int, Declaration] = {}
        self.declarations_checked = False
        # play-only: the hands as kept when the first card is led (declarations are checked against
        # them once the deal is played out, when the hands themselves are empty)
        self.kept: list[Counter[Card]] | None = None
        # play
        self.plays = 0
        self.trick_number = 0
        self.leader = self.eldest  # after a wrong lead, the seat that led
        self.due_leader = self.eldest  # the seat due to lead the current trick
        self.table: list[TablePlay] = []
        # tarocchini/play.turn: the cards the current trick closes with (trick_complete): one from each
        # seat, one more where the table took a seat's second card into it (extra_card), one fewer for
        # each seat left without a card by that (the deal's last tricks: ``sitting``)
        self.trick_size = n
        self.extra: dict[int, int] = {}  # seat -> its second cards the table took into a trick
        self.sitting: frozenset[int] = frozenset()  # seats with no card for the current trick
        # a trial copy told whether the next card by a seat already in the trick is a second card the
        # table took into it (True) or not (False); None: weighed there (extra_card)
        self.extra_next: bool | None = None
        self.extra_left = EARLY_TRIALS  # the deal's allowance of such weighings (its own: early_lead's stays)
        # diff9 tarocchini-knockon A2/A3: the deal's events (game.py sets them), and for the current
        # trick, by position, the card a card_not_in_hand stood for where the record tells it, and
        # the positions of the cards not in hand
        self.record: list[Any] = []
        self.stood_for: dict[int, Card] = {}
        # tarocchini/play.turn (session 34, early_lead): cards played ahead into the trick they
        # completed (their events passed over when they come), and a trial copy's reading of the next
        # such lead
        self.ahead: set[int] = set()
        self.early_next: bool | None = None
        # tarocchini/play.turn (real-faults-near-slips-10 c2): a trick closed short without the seat due
        # to lead it, skipped by a wrong lead (set at that close, read by the copy skips_lead plays the
        # trick out on); skip_check off in that copy (it does not ask again)
        self.lead_skipped = False
        self.skip_check = True
        self.trialling = False
        self.trials_left = EARLY_TRIALS  # the deal's allowance of such weighings (each plays the rest twice)
        self.impossible: set[int] = set()
        self.won: list[list[Card]] = [[] for _ in range(n)]
        self.tricks = [0] * n
        self.trick_log: list[dict[str, Any]] = []
        self.matto_plays: list[tuple[int, int]] = []  # (owner seat, trick winner)
        self.last_winner: int | None = None
        self.missing_discard_flagged = False
        self.widow_unknown = False  # a play-only record without the widow (game.py)
        # tarocchini/terziglio.auction (not recorded): a Terziglio record without a single bid
        self.unrecorded = False
        self.exchanger: int | None = None  # who the record shows exchanging with the widow, if anyone
        self.unsure: set[int] = set()  # seats whose hand at the first lead the record does not fix
        # tarocchini/ottocento.discard (exchange not recorded): dealt hands, no take and no discard
        self.exchange_unrecorded = False
        self.discard_unknown = False  # ... and the plays do not show which two cards were laid away
        self.discard_inferred = False  # the discard is the dealer's two cards never played (played out)
        self.hand_unknown: set[int] = set()  # seats whose declarations cannot be checked
        # tarocchini/declare.items (a hand the record does not fix): with hands given, every card such
        # a seat may have kept at the first lead (his dealt hand and the widow cards he may have taken)
        self.might: dict[int, set[str]] = {}
        self.laid: set[str] = set()  # every card a discard event lays away
        # tarocchini/declare.timing (not recorded): the declarations a deal without one declare event
        # is scored with (each seat's items), when the game assumes them
        self.assumed: dict[int, list[dict[str, Any]]] | None = None
        # tarocchini/combo.sequences (Rulings, other readings accepted): the deal counted with a suit's
        # Ace after a missing court card (T.ACE_READ) or without gaps (T.GAPLESS), readings a sheet
        # may fit (game.readings); T.STRICT, the engine's, unless chosen so
        self.reading: int = T.STRICT
        # Terziglio: the numbered trumps after a missing grande tried for the sheet alone (T.ACE_READ
        # where no declaration shows it; marked TRUMPS_AFTER_GAP, held to the gapless test)
        self.trumps_tried = False
        # count(): the piles, once per position of the deal and reading of the suits
        self._piles: dict[tuple[int, int, int, str | None, bool], Any] = {}
        self._pile_counts: dict[
            tuple[int, int, int, str | None, bool], dict[str, tuple[list[dict[str, object]], int, int]]
        ] = {}
        self._exchange: dict[tuple[Any, ...], tuple[Card, list[str]]] = {}  # exchange_card()
        # the Matto's exchange card (tarocchini/play.matto): the source says only "карту с низким
        # номиналом", so another low card the sheet fits is read too (tarocchini-spec6 c3): the
        # card forced for such a reading, and the other low cards of the last exchange that could
        # change the score (one card that makes no combination stands for all such)
        # a false item counted as far as the hand makes it (four kings declared, three held: the
        # three; «может … объявить меньший набор», ottocento-long c2, readings-review K3 (c)). Never
        # as declared: a false item counts nothing whatever the sheet writes (session 39,
        # readings-review K1 (a): «Все, что объявлено, должно быть помещено лицом вверх на стол»)
        self.false_counted = False
        # a declaration made after the first card (a seat's first such): it counts nothing, whatever
        # the sheet writes (session 39, readings-review K2 (a): «После того, как первое объявление
        # очков закончено, следует обычная карточная игра»); kept to list the seat in computed
        self.late: dict[int, Declaration] = {}
        self.early_passes: set[int] = set()  # seats that passed out of turn (bid)
        self.exchange_given: str | None = None
        self.exchange_others: list[str] = []

    # -- sides -------------------------------------------------------------------------
    def side(self, seat: int) -> str:
        if self.variant == OTTOCENTO:
            return f"team{seat % 2}"
        return "declarer" if seat == self.declarer else "opponents"

    @property
    def sides(self) -> tuple[str, str]:
        return ("team0", "team1") if self.variant == OTTOCENTO else ("declarer", "opponents")

    def name(self, seat: int) -> str:
        return self.names[seat]

    # -- monte (tarocchini/monte.call) ------------------------------------------------------
    def monte(self, seat: int, event: int, ahead: frozenset[int] = frozenset()) -> list[Finding]:
        """tarocchini/monte.call: "Старшая рука говорит первой … Это продолжается с каждым игроком,
        пока не дойдет до дилера": each speaks in turn; one who says nothing has declined, and a
        later call then has no effect (the monte has failed) but is no fault. A call before its turn
        that every seat it skipped follows (``ahead``: the seats whose calls come next in the record),
        all of them asking, is one fault, and counts in its turn (as a call out of turn the table
        follows on from); where not every seat asks, the seats skipped had declined (as before)."""
        why = None
        at = self.bid_order.index(seat)
        due = len(self.monte_calls)
        skipped = self.bid_order[due:at]
        if (
            self.rules["monte"]
            and not (self.started or self.thrown_in or self.monte_broken)
            and at > due
            and seat not in self.monte_seen
            and set(skipped) <= ahead
            and len({*self.monte_calls, seat, *ahead}) == self.n  # the monte then stands
        ):
            self.monte_seen.add(seat)
            self.monte_early.add(seat)
            return [
                Finding(
                    "bad_monte",
                    "tarocchini/monte.call",
                    f"{self.name(seat)} asked for monte before "
                    + ", ".join(self.name(s) for s in skipped)
                    + " had spoken (monte is asked in turn from the eldest hand to the dealer); the table "
                    "went on, and the call counts in its turn.",
                    {"calls": list(self.monte_calls), "before": skipped},
                    seat,
                )
            ]
        if not self.rules["monte"]:
            why = "monte is not played at this table (option monte is off)"
        elif self.started or self.thrown_in:
            why = "a monte may be asked only before anything else happens in the deal"
        elif at <= self.monte_last:
            why = (
                f"monte is asked in turn from the eldest hand to the dealer, and "
                f"{self.name(self.bid_order[self.monte_last])} had already spoken after {self.name(seat)}'s turn"
                if seat not in self.monte_seen
                else "they had already asked"
            )
        if why is not None:
            return [
                Finding(
                    "bad_monte",
                    "tarocchini/monte.call",
                    f"{self.name(seat)} asked for monte, but {why}.",
                    {"calls": list(self.monte_calls)},
                    seat,
                )
            ]
        self.monte_seen.add(seat)
        if at != len(self.monte_calls):
            self.monte_broken = True  # a player before him declined
        self.monte_last = at
        if not self.monte_broken:
            self.monte_calls.append(seat)
            # the early calls whose turn has now come count (monte_early)
            while (
                len(self.monte_calls) < self.n and self.bid_order[len(self.monte_calls)] in self.monte_early
            ):
                self.monte_last = len(self.monte_calls)
                self.monte_calls.append(self.bid_order[self.monte_last])
            if len(self.monte_calls) == self.n:
                self.thrown_in = True
        return []

    def begin(self) -> None:
        """Anything but a monte call: the monte can no longer be asked."""
        self.started = True

    # -- auction (Terziglio; tarocchini/terziglio.auction) ------------------------------------
    def expected_bidder(self) -> int | None:
        if self.auction_closed:
            return None
        for s in self.bid_order:
            if s not in self.bids:
                return s
        return None

    def highest(self) -> tuple[int, str] | None:
        """The standing bid: the last bid above pass (each accepted bid is higher than the one before)."""
        return self.top

    def bid(self, seat: int, value: str, event: int) -> list[Finding]:
        if self.variant == OTTOCENTO:
            return []  # rejected at parse time
        name = self.name(seat)
        expected = self.expected_bidder()
        if (
            expected is not None
            and seat != expected
            and not self.plays
            and not self.auction_closed
            and expected not in self.bids
            and not any(e.type == "bid" and e.seat == expected for e in self.record)
            and any(e.type == "bid" and e.seat == seat and e.index > event for e in self.record)
        ):
            # one slip, one finding (one-slip-auction-declare a5): a bid in the turn of a seat that
            # writes none, its writer bidding again later: the seat is written wrongly, the bid the
            # due seat's
            return [
                Finding(
                    "bid_out_of_turn",
                    "tarocchini/terziglio.auction",
                    f"{name} is written bidding {value} in {self.name(expected)}'s turn, and bids again later; "
                    f"{self.name(expected)} writes no bid: the seat is written wrongly, and the bid is read as "
                    f"{self.name(expected)}'s.",
                    {"bid": value, "expected_seat": expected, "written_for": seat},
                    seat,
                ),
                *self.bid(expected, value, event),
            ]
        unspoken = [s for s in self.bid_order if s not in self.bids]
        if self.auction_closed and not self.plays and not self.thrown_in and unspoken and seat == unspoken[0]:
            # the players after a solo may still speak, in turn: a pass, or a bid that cannot be
            # higher, which counts as one (and their turn is taken either way)
            self.bids[seat] = "pass"
            self.bid_events[seat] = event
            if value == "pass" or self.top is None:
                return []
            return [
                Finding(
                    "illegal_bid",
                    "tarocchini/terziglio.auction",
                    f"{name} bid {value} over {self.name(self.top[0])}'s {self.top[1]}; a bid must be higher "
                    f"(gioco, then solo); it counts as a pass.",
                    {"bid": value, "standing": self.top[1], "standing_seat": self.top[0]},
                    seat,
                )
            ]
        if (
            value == "pass"
            and self.auction_closed
            and not self.plays
            and self.top is not None
            and self.bids.get(seat) not in (None, "pass")
            and self.top[0] != seat
            and seat not in self.overcalled_passed
        ):
            # a bidder overcalled says he passes (an auction read in rounds, as a recorder may keep
            # it): the same outcome, no fault (tarocchini-spec5's remark)
            self.overcalled_passed.add(seat)
            return []
        if not self.plays and not self.auction_closed and seat in self.early_passes:
            # one call out of turn is one fault (the README's rule, as Galician and Ulti read it;
            # real-faults-near-slips a): a seat that passed out of turn and calls again in its own
            # turn makes that its call, the early pass the one finding
            kept, kept_at = self.bids.pop(seat), self.bid_events.pop(seat)
            self.early_passes.discard(seat)
            if self.expected_bidder() == seat:
                return self.bid(seat, value, event)
            self.bids[seat], self.bid_events[seat] = kept, kept_at
        if self.plays or self.auction_closed or seat in self.bids:
            why = (
                "the auction was over"
                if self.auction_closed or self.plays
                else f"they had already bid ({self.bids[seat]})"
            )
            return [
                Finding(
                    "bid_out_of_turn",
                    "tarocchini/terziglio.auction",
                    f"{name} bid {value} but {why}; the bid has no effect.",
                    {"bid": value, "expected_seat": expected},
                    seat,
                )
            ]
        out: list[Finding] = []
        # diff9 tarocchini-knockon A1 (as play.turn): one bid out of turn is one fault: the next
        # may follow on from it, or come from the seat it skipped
        if seat != expected and seat not in due_seats(range(self.n), list(self.bids), self.eldest):
            if value == "pass":
                self.early_passes.add(seat)
            out.append(
                Finding(
                    "bid_out_of_turn",
                    "tarocchini/terziglio.auction",
                    f"{name} bid {value} when it was {self.name(expected)}'s turn to speak."  # type: ignore[arg-type]
                    if expected is not None
                    else f"{name} bid {value} out of turn.",
                    {"bid": value, "expected_seat": expected},
                    seat,
                )
            )
        top = self.top
        if value != "pass" and top is not None and BID_LEVEL[value] <= BID_LEVEL[top[1]]:
            out.append(
                Finding(
                    "illegal_bid",
                    "tarocchini/terziglio.auction",
                    f"{name} bid {value} over {self.name(top[0])}'s {top[1]}; a bid must be higher "
                    f"(gioco, then solo); it counts as a pass.",
                    {"bid": value, "standing": top[1], "standing_seat": top[0]},
                    seat,
                )
            )
            value = "pass"
        self.bids[seat] = value
        self.bid_events[seat] = event
        if value != "pass":
            self.top = (seat, value)
        if value == "solo" or len(self.bids) == self.n:
            self.close_auction()
        return out

    def close_auction(self) -> None:
        self.auction_closed = True
        top = self.highest()
        if top is None:
            self.thrown_in = True
        else:
            self.declarer, self.contract = top

    def auction_unrecorded(self, events: list[Any], hands_given: bool) -> None:
        """Terziglio without one bid in the record: the play is checked, the contract is not known.

        The eldest leads whatever the contract (deal.eldest) and trumps are fixed, so the play needs
        no contract. Only a gioco declarer exchanges with the widow: when the record does not give
        both the take and the discard, the hand of whoever may have exchanged is not fixed by the
        dealt hands and is taken as the cards of it (and of the widow, for the one who plays widow
        cards) that the seat plays in this deal: a card held is one he plays later."""
        self.unrecorded = True
        self.auction_closed = True
        found = unrecorded_exchange(range(self.n), dict(enumerate(self.hands)), self.talon, events)
        self.exchanger = found.exchanger
        if found.exchanger is not None:
            # «В gioco разыгрывающий может обмениваться картами с колодой … В solo … без обмена»:
            # only a gioco declarer exchanges, so a seat the record shows exchanging (a take, a
            # discard, a widow card played) is the gioco declarer, and the deal is scored (tarocchini-
            # spec7 (a); the bids and their order stay unchecked)
            self.declarer, self.contract = found.exchanger, "gioco"
        if not hands_given:
            return  # hands rebuilt from the plays
        self.unsure = set(found.unsure)
        widow = {c.code for c in self.talon}
        for s, hand in found.unsure.items():
            dealt = {c.code for c in self.hands[s]}
            self.might[s] = dealt | widow if found.exchanger in (None, s) else dealt
            self.hands[s] = hand

    def played_by(self, seat: int, events: list[Any]) -> tuple[Counter[Card], bool]:
        """The cards ``seat`` plays in the deal's record, and whether every seat plays its whole hand."""
        played: Counter[Card] = Counter()
        per_seat: Counter[int] = Counter()
        for e in events:
            if e.type == "play" and e.seat is not None and e.card is not None:
                per_seat[e.seat] += 1
                if e.seat == seat:
                    played[e.card] += 1
        return played, all(per_seat[s] == self.hand_size for s in range(self.n))

    def lay_away(self, seat: int, full: Counter[Card], laid: list[Card]) -> None:
        """The discard the record leaves out but the plays show: judged as if written."""
        self.discard = laid
        self.discard_inferred = True
        self.hands[seat] = full - Counter(laid)

    def discard_not_shown(self, seat: int, full: Counter[Card], played: Counter[Card]) -> None:
        """The discard the record leaves out and the plays do not show: the seat holds a card only
        where he plays it later, and might have kept any card of ``full``."""
        self.discard_unknown = True
        self.might[seat] = {c.code for c in full}
        self.hands[seat] = full & played
        self.hand_unknown.add(seat)

    def infer_discard(self, events: list[Any]) -> list[str]:
        """Ottocento with dealt hands and plays, and no discard by the dealer in the record (a take,
        declarations or a monte call may be written): the discard is not recorded, not missing. The
        dealer's cards are his dealt hand and the widow; when every seat plays its fifteen cards and
        exactly two of his seventeen are never played, those two are the discard and his hand in play
        is the fifteen he plays. Otherwise which two he laid away is unknown: he holds a card only
        where he plays it later in the deal (a revoke or a failure to trump is then reported only
        where the record proves it). Called at the first lead. Returns the unchecked notes."""
        self.exchange_unrecorded = True
        d = self.dealer
        self.take_widow_implicitly()
        full = self.hands[d]
        played, out = self.played_by(d, events)
        laid = never_played(full, played, 2) if out else None
        if laid is not None:
            self.lay_away(d, full, laid)
            return [
                "widow exchange: not recorded (the dealer's discard is not written); it is taken as the two of "
                f"their cards never played ({' '.join(c.code for c in laid)})"
            ]
        self.discard_not_shown(d, full, played)
        return [
            "widow exchange: not recorded (the dealer's discard is not written), and the plays do not show "
            "which two cards they laid away",
            f"cards in hand of {self.name(d)} (the dealer): a card is taken as held only where they play "
            "it later in the deal",
            f"declarations of {self.name(d)} (the dealer) against their hand: an item is false only where their "
            "seventeen cards do not make it",
            "card points of the discard (so the deal scores, when the deal is played out)",
        ]

    def require_auction(self, seat: int | None, what: str) -> list[Finding]:
        """Terziglio: an event that needs the auction over; unspoken players are missing bids."""
        if self.auction_closed:
            return []
        out = []
        for s in self.bid_order:
            if s not in self.bids:
                out.append(
                    Finding(
                        "missing_bid",
                        "tarocchini/terziglio.auction",
                        f"{self.name(s)} never spoke in the auction before the {what}; every player bids "
                        f"or passes in turn.",
                        {},
                        s,
                    )
                )
                self.bids[s] = "pass"
        self.close_auction()
        return out

    # -- widow: take and discard --------------------------------------------------------
    def take_widow_implicitly(self) -> None:
        """Ottocento with the widow recorded apart: the dealer takes its two cards."""
        if self.variant == OTTOCENTO and not self.widow_taken and self.talon:
            self.widow_taken = True
            self.hands[self.dealer].update(self.talon)

    def take(self, seat: int, cards: tuple[Card, ...], event: int) -> list[Finding]:
        reasons: list[str] = []
        if self.widow_unknown and not self.talon and not self.widow_taken and self.take_event is None:
            self.talon = list(cards)  # the widow the record leaves out: what was taken from it
        widow = codes_of(self.talon)  # as it was before this take
        if self.variant == OTTOCENTO:
            rule = "tarocchini/ottocento.widow"
            if seat != self.dealer:
                reasons.append("not_dealer")
            elif self.widow_taken or not self.talon:
                reasons.append("repeated" if self.widow_taken else "no_widow")
            elif Counter(cards) != Counter(self.talon):
                reasons.append("not_the_widow")
            if self.plays or self.discard is not None:
                reasons.append("too_late")
            if not reasons:
                self.take_widow_implicitly()
                self.take_event = event
        else:
            rule = "tarocchini/terziglio.exchange"
            if self.unsure:
                return []  # tarocchini/terziglio.auction (not recorded): the exchange is not checked
            if event == self.late_take:
                # diff9 tarocchini-knockon A4b: made before the discard, written after it
                return [
                    Finding(
                        "illegal_take",
                        rule,
                        f"{self.name(seat)} took {' '.join(codes_of(cards))} from the widow, written after "
                        "the discard (too_late); it stands, as made before the discard that completes "
                        "the exchange.",
                        {"reasons": ["too_late"], "cards": codes_of(cards), "widow": widow, "stands": True},
                        seat,
                    )
                ]
            nxt = next((e for e in self.record if e.index > event and e.type in ("take", "discard")), None)
            if self.unrecorded:
                pass  # who declared is unknown: the taker is not judged by it
            elif (
                seat != self.declarer
                and self.declarer is not None
                and self.contract == "gioco"
                and self.take_event is None
                and not any(e.type == "take" and e.seat == self.declarer for e in self.record)
                and nxt is not None
                and nxt.type == "discard"
                and nxt.seat == self.declarer
            ):
                # one slip, one finding (one-slip-acts a6): the gioco declarer's take written for
                # another seat, his discard next: read as his
                return [
                    Finding(
                        "illegal_take",
                        rule,
                        f"{self.name(seat)} is written taking {' '.join(codes_of(cards))} from the widow; "
                        f"{self.name(self.declarer)}, the gioco declarer, writes no take and lays cards "
                        f"away next: the seat is written wrongly, and the take is read as "
                        f"{self.name(self.declarer)}'s.",
                        {
                            "reasons": ["written_for_another_seat"],
                            "cards": codes_of(cards),
                            "owner": self.declarer,
                        },
                        seat,
                    ),
                    *self.take(self.declarer, cards, event),
                ]
            elif seat != self.declarer:
                reasons.append("not_declarer")
                if self.declarer is not None and not self.plays and not Counter(cards) - Counter(self.talon):
                    self.foreign_take = (seat, cards, event)
            elif self.contract != "gioco":
                reasons.append("solo")
            if self.take_event is not None:
                reasons.append("repeated")
            if self.plays or self.discard is not None:
                reasons.append("too_late")
            if Counter(cards) - Counter(self.talon):
                reasons.append("not_in_widow")
            if (
                reasons != ["not_declarer"]
                and self.foreign_take is not None
                and self.foreign_take[2] == event
            ):
                self.foreign_take = None  # (only a take whose one fault is the seat's stands so)
            if not reasons:
                self.apply_take(seat, cards, event)
            elif reasons == ["not_in_widow"]:
                # diff9 tarocchini-knockon A4: only the cards not in the widow have no effect
                stood = self.take_as_stood(seat, cards, event)
                if stood:
                    self.apply_take(seat, stood, event)
            elif reasons == ["solo"]:
                # the solo declarer's own take of widow cards: it stands if he lays cards away for
                # it (his discard stands, terziglio.exchange), so a completed exchange is one fault
                self.solo_take = (cards, event)
        if not reasons:
            return []
        if (self.solo_take is not None and self.solo_take[1] == event) or (
            self.foreign_take is not None and self.foreign_take[2] == event and reasons == ["not_declarer"]
        ):
            effect = "it stands only if they lay as many cards away"
        elif self.take_event == event:
            bad = sorted(c.code for c in (Counter(cards) - Counter(self.taken)).elements())
            effect = (
                f"{' '.join(bad)} {'has' if len(bad) == 1 else 'have'} no effect; they took "
                f"{' '.join(codes_of(self.taken))}"
            )
        else:
            effect = "the take has no effect"
        return [
            Finding(
                "illegal_take",
                rule,
                f"{self.name(seat)} took {' '.join(codes_of(cards))} from the widow, which the rules do not "
                f"allow ({', '.join(reasons)}); {effect}.",
                {"reasons": reasons, "cards": codes_of(cards), "widow": widow},
                seat,
            )
        ]

    def take_as_stood(self, seat: int, cards: tuple[Card, ...], event: int) -> tuple[Card, ...]:
        """diff9 tarocchini-knockon A4: a gioco take naming cards the widow does not hold: the widow
        cards it names are taken; and when the record shows him lay away or play later exactly as
        many other widow cards as it names cards not in the widow, those are the cards the slips
        stood for (taken too)."""
        widow = Counter(self.talon)
        bad = Counter(cards) - widow
        good = Counter(cards) - bad
        rest = widow - good
        shown: set[Card] = set()
        for ev in self.record:
            if ev.index > event and ev.seat == seat:
                if ev.type == "play" and ev.card in rest:
                    shown.add(ev.card)
                elif ev.type == "discard":
                    shown.update(c for c in ev.cards if c in rest)
        if len(shown) == sum(bad.values()):
            good.update(shown)
        return tuple(good.elements())

    def take_written_late(self, seat: int, event: int) -> None:
        """diff9 tarocchini-knockon A4b: the gioco declarer's discard with nothing taken yet, and his
        take of widow cards written after it, before the first card: the two written in the wrong
        order. The take is applied at the discard (judged with it); at its own event it is one
        illegal_take (too_late) that stands."""
        if (
            self.variant != TERZIGLIO
            or self.unrecorded
            or self.plays
            or self.take_event is not None
            or seat != self.declarer
            or self.contract != "gioco"
        ):
            return
        for ev in self.record:
            if ev.index <= event:
                continue
            if ev.type == "play":
                return
            if ev.type == "take" and ev.seat == seat:
                if not Counter(ev.cards) - Counter(self.talon):
                    self.apply_take(seat, tuple(ev.cards), ev.index)
                    self.late_take = ev.index
                return

    def apply_take(self, seat: int, cards: tuple[Card, ...], event: int) -> None:
        self.take_event = event
        self.taken = list(cards)
        for c in cards:
            self.talon.remove(c)
        self.hands[seat].update(cards)

    def discard_cards(self, seat: int, cards: tuple[Card, ...], event: int) -> list[Finding]:
        if self.foreign_exchange(seat, cards):
            return []  # the take's illegal_take is the exchange's one finding
        self.take_widow_implicitly()
        # the solo declarer's exchange completed: both halves stand, and it is one fault, reported
        # at the take (tarocchini-spec (c)2, tarocchini26 (c): «играет без обмена с колодой»)
        exchanged = (
            self.solo_take is not None and seat == self.declarer and self.discard is None and not self.plays
        )
        if exchanged:
            assert self.solo_take is not None
            self.apply_take(seat, *self.solo_take)
        self.solo_take = None
        reasons: list[str] = []
        if self.variant == OTTOCENTO:
            rule = "tarocchini/ottocento.discard"
            who_ok = seat == self.dealer
            want = 2
            if not who_ok:
                reasons.append("not_dealer")
        else:
            rule = "tarocchini/terziglio.exchange"
            if self.unsure:
                return []  # tarocchini/terziglio.auction (not recorded): the exchange is not checked
            who_ok = self.unrecorded or (seat == self.declarer and self.contract == "gioco")
            if self.discard is None:
                self.take_written_late(seat, event)
            want = len(self.taken)
            if not who_ok:
                reasons.append("not_declarer" if seat != self.declarer else "solo")
        if self.discard is not None:
            reasons.append("repeated")
        if self.plays:
            reasons.append("too_late")
        if len(cards) != want:
            reasons.append("count")
        hand = self.hands[seat]
        missing = Counter(cards) - hand if self.hands_known else Counter()
        if missing:
            reasons.append("not_in_hand")
        five = [c.code for c in cards if c.code in T.FIVE_POINT]
        if five:
            reasons.append("five_point_card")
        self.laid.update(c.code for c in cards)
        out: list[Finding] = []
        if exchanged and reasons == ["solo"]:
            reasons = []  # the take's illegal_take is the exchange's one finding
        # a Terziglio declarer's discard stands even in a solo (the cards he laid away are out of his hand)
        stands = who_ok or (self.variant != OTTOCENTO and seat == self.declarer)
        if reasons:
            # each reason said in words, naming the cards it concerns (the codes stay in evidence)
            said = {
                "count": f"{len(cards)} card{'' if len(cards) == 1 else 's'} where {want} are laid away",
                "not_in_hand": f"{' '.join(sorted(c.code for c in missing.elements()))} not in the hand",
                "five_point_card": f"{' '.join(five)}: {'a card' if len(five) == 1 else 'cards'} of 5 points, "
                "which may not be laid away",
                "not_dealer": "only the dealer lays away",
                "not_declarer": "only the declarer of a gioco exchanges",
                "solo": "a solo exchanges nothing",
                "repeated": "a second discard",
                "too_late": "after the first card",
            }
            out.append(
                Finding(
                    "illegal_discard",
                    rule,
                    f"{self.name(seat)} laid away {' '.join(c.code for c in cards)}, which the rules do not "
                    f"allow ({'; '.join(said.get(r, r) for r in reasons)})."
                    + self.discard_cost(seat, stands and self.discard is None),
                    {
                        "reasons": reasons,
                        "cards": codes_of(cards),
                        "five_point": five,
                        "expected_count": want,
                    },
                    seat,
                )
            )
        if stands and self.discard is None:
            # the discard stands (even a wrong one: the cards are out of the hand); diff9
            # tarocchini-knockon A7: one written after the first card too, from its event on (the
            # writer moved the event; missing_discard at the first lead stays)
            laid = list(cards)
            if missing and len(cards) == want:
                # diff9 tarocchini-knockon A5: a card named that he did not hold: played out, the
                # cards of his hand he never plays are the discard (as an unrecorded one)
                laid = self.unplayed_after(seat, event, want) or laid
            self.discard = laid
            self.discard_event = event
            kept = self.kept[seat] if self.kept is not None and self.plays else None
            for c in laid:
                for h in (hand, kept):
                    if h is not None and h.get(c):
                        h[c] -= 1
                        if not h[c]:
                            del h[c]
        return out

    def foreign_exchange(self, seat: int, cards: tuple[Card, ...]) -> bool:
        """tarocchini/terziglio.exchange (real-faults-near-slips-3 a3): a defender who took widow cards
        (illegal_take) and now lays as many away from his hand, before the first card, completed an
        exchange with the widow: it stands (his hand as he then holds it, the cards laid away in the
        widow), one fault, at the take, as the solo declarer's. Whether it was so."""
        took, self.foreign_take = self.foreign_take, None
        if took is None or took[0] != seat or self.plays or len(cards) != len(took[1]):
            if took is not None and took[0] != seat:
                self.foreign_take = took  # (the seat's own discard may still come)
            return False
        hand = self.hands[seat]
        if Counter(took[1]) - Counter(self.talon) or Counter(cards) - (hand + Counter(took[1])):
            return False
        for c in took[1]:
            self.talon.remove(c)
        hand.update(took[1])
        for c in cards:
            hand[c] -= 1
            if not hand[c]:
                del hand[c]
        self.talon.extend(cards)
        return True

    def unplayed_after(self, seat: int, event: int, count: int) -> list[Card] | None:
        """The ``count`` cards of ``seat``'s hand he never plays after ``event``, when exactly that
        many are left and every card he plays later is in the hand (so the deal is played out)."""
        if not self.hands_known or seat in self.unsure or seat in self.hand_unknown:
            return None
        later: Counter[Card] = Counter(
            ev.card
            for ev in self.record
            if ev.index > event and ev.type == "play" and ev.seat == seat and ev.card is not None
        )
        return never_played(self.hands[seat], later, count)

    def keep_rebuilt_hands(self, played: list[Counter[Card]]) -> list[str]:
        """A play-only record at the first lead: the widow is the dealer's (Ottocento) even when the
        record gives no take or discard; with no discard recorded, the cards the dealer holds and
        never plays are the ones he laid away (only those the record proves: a revoke must not be
        inferred from a widow card that went into the discard). Played out, the discard is the two
        cards of the deck nobody plays, widow cards or not (tarocchini/ottocento.discard). The hands
        kept now are what the declarations are checked against at the end. A Terziglio gioco's
        discard is inferred as in infer_play_only_exchange. Returns the unchecked notes."""
        self.take_widow_implicitly()
        if self.variant == OTTOCENTO and self.discard is None:
            hand = self.hands[self.dealer]
            unplayed = hand - played[self.dealer]
            hand.subtract(unplayed)
            self.hands[self.dealer] = +hand
            if all(sum(p.values()) == self.hand_size for p in played):
                # every seat plays its fifteen: the two cards of the 62 nobody plays, widow cards or
                # not, can only be the dealer's discard (4 x 15 + 2)
                nobody = Counter(set(FULL_DECK) - {c for p in played for c in p})
                if sum(nobody.values()) == 2:
                    self.discard = sorted(nobody.elements(), key=lambda c: c.code)
                    self.discard_inferred = True
                else:  # a card played twice: which two he laid away the plays do not show
                    self.discard_unknown = True
            elif sum(unplayed.values()) == 2:
                self.discard = list(unplayed.elements())
        d = self.declarer
        if self.variant == TERZIGLIO and d is not None and self.contract == "gioco" and self.discard is None:
            if self.taken:
                # the gioco declarer took widow cards and the record writes no discard: the cards he
                # never plays were laid away (a revoke must not be proved by one of them)
                hand = self.hands[d]
                hand.subtract(hand - played[d])
                self.hands[d] = +hand
        notes = self.infer_play_only_exchange(played)
        self.kept = [Counter(h) for h in self.hands]
        return notes

    def infer_play_only_exchange(self, played: list[Counter[Card]]) -> list[str]:
        """A play-only Terziglio gioco, the widow given and no discard written, played out
        (tarocchini/terziglio.exchange, not recorded): «Каждому игроку раздается 18 … из которых 8 …
        идут в колоду», so each opponent's plays are his whole hand and a card outside the widow that
        nobody plays was the declarer's. When exactly as many such cards are left as he took (the
        take written, else the widow cards he plays), they are his discard, judged as if written."""
        d = self.declarer
        if (
            self.variant != TERZIGLIO
            or d is None
            or self.contract != "gioco"
            or self.unrecorded
            or self.discard is not None
            or not self.widow_dealt
        ):
            return []
        if any(sum(p.values()) != self.hand_size or max(p.values(), default=1) > 1 for p in played):
            return []
        seen = [c for p in played for c in p]
        if len(set(seen)) != len(seen):
            return []  # a card played twice: whose card is left over the plays do not show
        widow = set(self.widow_dealt)
        taken = list(self.taken) or [c for c in played[d] if c in widow]
        left = sorted(set(FULL_DECK) - set(seen) - widow, key=lambda c: c.code)
        if not taken or len(left) != len(taken):
            return []
        self.discard = left
        self.discard_inferred = True
        return [
            f"widow exchange: not recorded; the declarer took {' '.join(sorted(c.code for c in taken))} "
            f"and laid away the cards outside the widow nobody plays ({' '.join(c.code for c in left)})"
        ]

    def infer_take(self, events: list[Any]) -> list[str]:
        """Terziglio gioco with dealt hands and the auction written, and neither take nor discard of
        the declarer's (tarocchini/terziglio.exchange, not recorded): the widow cards he plays were
        taken («может обмениваться картами с колодой»). Called at the first lead, before the discard
        is inferred. Returns the unchecked notes (none when he plays no widow card: no exchange is
        shown, and his dealt hand stands)."""
        d = self.declarer
        assert d is not None
        widow = Counter(self.talon)
        taken: list[Card] = []
        for e in events:
            if e.type == "play" and e.seat == d and e.card is not None:
                if widow.get(e.card) and not self.hands[d].get(e.card):
                    widow[e.card] -= 1
                    taken.append(e.card)
        if not taken:
            return []
        self.apply_take(d, tuple(taken), -1)
        self.take_event = None
        return [
            f"widow exchange: the declarer's take is not recorded; it is taken as the widow cards they play "
            f"({' '.join(c.code for c in taken)})"
        ]

    def discard_cost(self, seat: int, stands: bool) -> str:
        """What an illegal discard costs, in words (real-faults-near-slips-20 c2: the first thing a
        director is asked): the source names no penalty for it («Дилер должен сбросить две карты,
        которые не могут быть картами «5 очков»», «...но не может сбрасывать 5-очковые карты»), so
        the deal is scored as played: a discard that stands counts as laid, where any discard counts
        (ottocento.discard-credit, terziglio.widow-credit, terziglio.solo); one that does not stand
        (another seat's, a second one) leaves the cards in the hand."""
        head = " The source names no penalty: "
        if not stands:
            return head + f"the discard has no effect, and the cards stay in {self.name(seat)}'s hand."
        if self.variant == OTTOCENTO:
            who = "the dealer" if self.rules["discard_credit"] == "dealer_trick" else "that side"
            where = f"as the dealer's discard, for the dealer's side unless {who} takes no trick"
        elif self.contract == "solo":
            where = "with the widow, which goes to the side that wins the last trick"
        else:
            where = "with the widow, for the declarer unless the declarer takes no trick"
        return head + f"the deal is scored as played, the cards laid away counting {where}."

    def infer_exchange(self, events: list[Any]) -> list[str]:
        """Terziglio gioco with dealt hands, played on, and no discard by the declarer in the record
        (tarocchini/terziglio.exchange, not recorded): the discard is the cards of his hand he never
        plays, when the deal is played out and exactly as many are left as he took. Otherwise which
        cards he laid away is unknown: he holds a card only where he plays it later, his declaration
        is taken as made and the deal is not scored. Called at the first lead. Returns the unchecked
        notes."""
        d = self.declarer
        assert d is not None
        self.exchange_unrecorded = True
        played, out = self.played_by(d, events)
        full = self.hands[d]
        laid = never_played(full, played, len(self.taken)) if out else None
        taken = " ".join(c.code for c in self.taken)
        if laid is not None:
            self.lay_away(d, full, laid)
            return [
                f"widow exchange: the declarer's discard is not recorded; for the {taken} they took it is "
                f"taken as the cards of their hand they never play ({' '.join(c.code for c in laid)})"
            ]
        self.discard_not_shown(d, full, played)
        return [
            f"widow exchange: the declarer's discard is not recorded (they took {taken}), and the plays do "
            "not show which cards they laid away",
            f"cards in hand of {self.name(d)} (the declarer): a card is taken as held only where they play "
            "it later in the deal",
            f"declarations of {self.name(d)} (the declarer) against their hand: an item is false only where their "
            "dealt hand and the cards they took do not make it",
            "deal scores: the widow, which counts for a side, is not known",
        ]

    def check_inferred_discard(self) -> list[Finding]:
        """The discard inferred from a played-out record (ottocento.discard, terziglio.exchange): the
        dealer's (declarer's) cards never played were laid away, so a 5-point card among them is an
        illegal discard the record proves, though it does not write the discard."""
        if not self.discard_inferred or self.discard is None:
            return []
        five = [c.code for c in self.discard if c.code in T.FIVE_POINT]
        if not five:
            return []
        if self.variant == OTTOCENTO:
            seat, rule = self.dealer, "tarocchini/ottocento.discard"
        else:
            assert self.declarer is not None
            seat, rule = self.declarer, "tarocchini/terziglio.exchange"
        return [
            Finding(
                "illegal_discard",
                rule,
                f"{self.name(seat)} never played {' '.join(five)}, so they laid it away with the "
                "discard, which may not hold a 5-point card." + self.discard_cost(seat, True),
                {
                    "reasons": ["five_point_card"],
                    "cards": codes_of(self.discard),
                    "five_point": five,
                    "expected_count": len(self.discard),
                    "inferred": True,
                },
                seat,
            )
        ]

    def check_discard_made(self, event: int) -> list[Finding]:
        """At the first lead: the dealer (Ottocento) or the gioco declarer who took cards must have
        laid away as many."""
        if self.missing_discard_flagged or self.discard is not None or self.exchange_unrecorded:
            return []
        self.take_widow_implicitly()
        if self.variant == OTTOCENTO:
            seat, want, rule = self.dealer, 2, "tarocchini/ottocento.discard"
        else:
            if self.declarer is None or not self.taken:
                return []
            seat, want, rule = self.declarer, len(self.taken), "tarocchini/terziglio.exchange"
        self.missing_discard_flagged = True
        return [
            Finding(
                "missing_discard",
                rule,
                f"{self.name(seat)} laid no {want} cards away before the first lead.",
                {"expected_count": want},
                seat,
            )
        ]

    # -- declarations (tarocchini/declare.*) ----------------------------------------------
    def declare(self, seat: int, items: list[dict[str, Any]], event: int) -> list[Finding]:
        name = self.name(seat)
        if self.plays:
            if seat not in self.late:
                self.late[seat] = Declaration(seat, event, list(items))
            return [
                Finding(
                    "late_declaration",
                    "tarocchini/declare.timing",
                    f"{name} declared after the first card was played; declarations are made before play"
                    + LATE_NOT_COUNTED,
                    {"items": items},
                    seat,
                )
            ]
        if seat in self.declarations:
            # one slip, one finding (one-slip-danish-tarocchini a): a line written for this seat that
            # another seat's hand makes, that seat writing none, is that seat's (the first line, or
            # this one); the other line is this seat's own
            first = self.declarations[seat]
            owner = self.declaration_owner(seat, first.items)
            slip, at = (first.items, first.event) if owner is not None else (items, event)
            if owner is None:
                owner = self.declaration_owner(seat, items)
            if owner is not None:
                if slip is first.items:
                    self.declarations[seat] = Declaration(seat, event, list(items))
                self.declarations[owner] = Declaration(owner, at, list(slip))
                return [
                    Finding(
                        "false_declaration",
                        "tarocchini/declare.items",
                        f"{name} is written declaring {', '.join(T.item_text(i) for i in slip)}, which "
                        f"{self.name(owner)}'s hand makes and {name}'s does not, and {self.name(owner)} writes no "
                        f"declaration: the seat is written wrongly, and it is read as {self.name(owner)}'s.",
                        {"items": slip, "owner": owner},
                        seat,
                        event=at,
                    )
                ]
            return [
                Finding(
                    "repeated_declaration",
                    "tarocchini/declare.timing",
                    f"{name} declared a second time; each player declares once and the first declaration "
                    f"stands.",
                    {"items": items, "first_event": self.declarations[seat].event},
                    seat,
                )
            ]
        self.declarations[seat] = Declaration(seat, event, list(items))
        return []

    def declaration_owner(self, seat: int, items: list[dict[str, Any]]) -> int | None:
        """Of a seat that declares twice, a line (``items``) its hand does not make: the one other seat
        whose hand makes it and who writes no declaration in the record, else None (the hands
        known)."""
        if not self.hands_known or self.hand_unknown or not items:
            return None

        def makes(s: int) -> bool:
            codes = {c.code for c in self.hands[s].elements()}
            return all(T.holds_item(it, codes, T.ACE_READ) for it in items)

        if makes(seat):
            return None
        writes = {ev.seat for ev in self.record if ev.type == "declare" and ev.seat is not None}
        owners = [s for s in range(self.n) if s != seat and s not in writes and makes(s)]
        return owners[0] if len(owners) == 1 else None

    def may_take(self, seat: int) -> bool:
        """Whether ``seat`` may hold widow cards at the first lead: the Ottocento dealer; the gioco
        declarer; with the auction not recorded, the seat the record shows exchanging (any, if none)."""
        if self.variant == OTTOCENTO:
            return seat == self.dealer
        if self.unrecorded:
            return self.exchanger in (None, seat)
        return seat == self.declarer and self.contract == "gioco"

    def open_hands(self) -> dict[int, set[str]]:
        """tarocchini/declare.items, the hand not fixed by the record (a play-only record that stops
        short; an exchange left out): for each such seat, every card he may have kept at the first
        lead — the cards he plays, and any card the record does not show in another seat's hand
        (played by it), laid away, or in a widow he could not take. The widest such hand: a
        declared item it does not make is false whatever the rest of the deal held."""
        assert self.kept is not None
        kept = [{c.code for c in h} for h in self.kept]
        out: dict[int, set[str]] = {}
        if self.hands_known:
            seats: list[int] = sorted(self.might)
            may = dict(self.might)
        else:
            # diff8 A3, A5: a seat whose plays show a whole hand is judged on it; one short of it
            # (cut, or a play impossible) is open, even in a deal played out
            seats = [s for s in range(self.n) if sum(self.kept[s].values()) != self.hand_size]
            pool = {c.code for c in FULL_DECK} - self.laid - set().union(*kept)
            widow = {c.code for c in self.widow_dealt}
            # a Terziglio take written names the widow cards taken: the rest of the widow he could not
            untaken = (
                widow - {c.code for c in self.taken} if self.variant == TERZIGLIO and self.taken else set()
            )
            may = {s: pool - (untaken if self.may_take(s) else widow) for s in seats}
        for s in seats:
            others = set().union(*(kept[t] for t in range(self.n) if t != s))
            out[s] = (may[s] | kept[s]) - (others - kept[s])
        return out

    def owner_text(self, code: str) -> str:
        """Where the record shows a card that a seat's hand cannot have held."""
        if self.kept is not None:
            for t, h in enumerate(self.kept):
                if any(c.code == code for c in h):
                    return f"{code} was {self.name(t)}'s"
        if code in self.laid:
            return f"{code} was laid away"
        return f"{code} was in the widow"

    def check_declarations(self, open_hands: dict[int, set[str]] | None = None) -> list[Finding]:
        """Each declared item against the hand kept (after the widow), at the first lead. A seat whose
        kept hand the record does not fix is judged against every card he may have kept
        (``open_hands``, else the declaration is taken as made): an item false only where the cards
        it needs are proved another's."""
        if self.declarations_checked:
            return []
        self.declarations_checked = True
        if open_hands is None and self.hand_unknown and self.might:
            open_hands = {s: self.might[s] for s in self.hand_unknown if s in self.might}
        open_hands = open_hands or {}
        out: list[Finding] = []
        for seat, d in sorted(self.declarations.items()):
            d.checked = True
            open_hand = open_hands.get(seat)
            if open_hand is None and (
                seat in self.hand_unknown or (self.kept is None and not self.hands_known)
            ):
                d.valid = list(d.items)  # his hand is not known: the declaration is taken as made
                d.valid_ace = list(d.items)
                d.valid_gapless = list(d.items)
                continue
            held = self.kept[seat] if self.kept is not None else self.hands[seat]
            codes = open_hand if open_hand is not None else {c.code for c in held}
            shown = {c.code for c in held}
            # diff8 A5: the cards he has not shown are all an item may still get beyond his own
            unshown = self.hand_size - sum(held.values()) if open_hand is not None else 0
            seen: set[tuple[object, ...]] = set()
            bad: list[dict[str, Any]] = []
            for it in d.items:
                key = T.item_key(it)
                # tarocchini/combo.sequences (either reading): false only where the suit's Ace counted
                # after a missing court card does not make it either (that reading holds more)
                if (
                    key in seen
                    or not T.holds_item(it, codes, T.ACE_READ)
                    or self.short_of(it, shown, unshown)
                ):
                    bad.append(it)
                    if key not in seen and open_hand is None:
                        d.held += T.as_held(it, codes)
                        if all(T.item_key(it) != T.item_key(o) for o, _ in d.short):
                            d.short.append((it, [c for c in T.item_cards(it) if c in codes]))
                    continue
                seen.add(key)
                d.valid_ace.append(it)
                if open_hand is None or T.holds_item(it, shown, T.ACE_READ):
                    d.proved_ace.append(it)
                if not T.holds_item(it, codes):
                    continue  # true only with the Ace after the gap: it counts in that reading
                d.valid.append(it)
                if open_hand is None or T.holds_item(it, shown):
                    d.proved.append(it)
                if T.holds_item(it, codes, T.GAPLESS):
                    d.valid_gapless.append(it)
            if not bad:
                continue
            items = ", ".join(T.item_text(i) for i in bad)
            evidence: dict[str, Any] = {"false_items": bad, "hand": codes_of(held.elements())}
            if open_hand is None:
                # what the hand holds of each (as Ulti's false marriage lists the kings and queens held)
                many = len(d.short) > 1  # (each named where there are several)
                holds = "; ".join(
                    f"{f'for {T.item_text(it)}, ' if many else ''}{T.held_label(it)}: {' '.join(cs) or 'none'}"
                    for it, cs in d.short
                )
                text = (
                    f"{self.name(seat)} declared {items}, which their hand does not make"
                    + (f" ({holds})" if holds else "")
                    + SCORES_NOTHING
                )
            else:
                not_his = sorted({c for i in bad for c in T.item_cards(i)} - open_hand)
                evidence.update({"partial": True, "not_his": not_his, "may_hold": sorted(open_hand)})
                why = "; ".join(self.owner_text(c) for c in not_his)
                text = (
                    f"{self.name(seat)} declared {items}, which the record proves their hand did not make"
                    + (f" ({why})" if why else "")
                    + SCORES_NOTHING
                )
            out.append(
                Finding("false_declaration", "tarocchini/declare.items", text, evidence, seat, event=d.event)
            )
        return out

    def short_of(self, item: dict[str, Any], shown: set[str], unshown: int) -> bool:
        """diff8 A5: a play-only seat of whose hand ``shown`` is known and ``unshown`` cards are not
        cannot fill the item: each card fills one place, so it needs more unshown cards than he has."""
        if self.hands_known:
            return False
        size = int(item["count"] if item["kind"] == "cricca" else item["length"])
        have = len(shown & set(T.item_cards(item)))
        return size - min(have, size) > max(unshown, 0)

    def declared_values(self) -> dict[str, list[int]]:
        """tarocchini/ottocento.score (diff8 A4): every value each side's declarations may score — the
        proved items, plus any of the items the record neither proves nor disproves; in either reading
        of the suits (tarocchini/combo.sequences: the Ace after a missing court card, or not)."""
        double = self.rules["double_three"]
        out: dict[str, set[int]] = {s: set() for s in self.sides}
        for ace in (False, True) if self.ace_differs() else (False,):
            per_side: dict[str, tuple[list[dict[str, Any]], list[dict[str, Any]]]] = {
                s: ([], []) for s in self.sides
            }
            for seat, d in self.declarations.items():
                sure, maybe = per_side[self.side(seat)]
                proved = d.proved_ace if ace else d.proved
                sure.extend(proved)
                maybe.extend(it for it in d.counted(ace) if not any(it is p for p in proved))
            for side, (sure, maybe) in per_side.items():
                if len(maybe) > 16:
                    # too many to enumerate: every figure between none and all (points only grow with
                    # items), so nothing the open items could give is called wrong
                    lo, hi = (T.combination_points(x, double) for x in (sure, sure + maybe))
                    out[side].update(range(lo, hi + 1))
                    continue
                for mask in range(1 << len(maybe)):
                    chosen = [it for i, it in enumerate(maybe) if mask >> i & 1]
                    out[side].add(T.combination_points(sure + chosen, double))
        return {s: sorted(v) for s, v in out.items()}

    def ace_differs(self) -> bool:
        """tarocchini/combo.sequences: whether some declaration is true only with the additional cards
        counted after a gap (a suit's Ace, the numbered trumps)."""
        return any(len(d.valid_ace) != len(d.valid) for d in self.declarations.values())

    def trumps_gap_declared(self) -> bool:
        """tarocchini/combo.sequences: whether some declaration is true only with the numbered trumps
        counted after a missing grande (the table reads the trumps so: T.ACE_READ, not T.SUIT_ACE)."""
        return any(
            sum(it["of"] == "trumps" for it in d.valid_ace) != sum(it["of"] == "trumps" for it in d.valid)
            for d in self.declarations.values()
        )

    def gap_declared(self) -> bool:
        """tarocchini/combo.sequences: whether some declaration is true only with a run that has a
        gap (declared so, the record reads runs with gaps: never T.GAPLESS)."""
        return any(len(d.valid_gapless) != len(d.valid) for d in self.declarations.values())

    def accept_unchecked_declarations(self) -> None:
        """No hand known (a deal with no play): declarations are taken as made."""
        for d in self.declarations.values():
            if not d.checked:
                d.valid = list(d.items)
                d.valid_ace = list(d.items)
                d.valid_gapless = list(d.items)

    # -- play (tarocchini/play.*) ------------------------------------------------------
    def next_seat(self, played: list[int]) -> int:
        """The first seat from the leader not in ``played`` (the seats in the trick so far), passing
        the seats sitting the trick out (extra_card)."""
        sitting = self.sitting
        for i in range(self.n):
            s = (self.leader + i) % self.n
            if s not in played and s not in sitting:
                return s
        return self.leader

    @property
    def active(self) -> range | list[int]:
        """The seats that play to the current trick (all but those sitting it out: extra_card)."""
        if not self.sitting:
            return range(self.n)
        return [s for s in range(self.n) if s not in self.sitting]

    @property
    def trick_complete(self) -> bool:
        """tarocchini/play.turn: every seat with a card for the trick has played to it (and a second
        card the table took into it, extra_card)."""
        return len(self.table) == self.trick_size

    @property
    def to_play(self) -> int:
        return self.next_seat([p.seat for p in self.table])

    @property
    def led(self) -> str | None:
        for p in self.table:
            if p.card.code != T.MATTO:
                return p.card.suit
        return None

    def signal(self, seat: int) -> list[Finding]:
        """tarocchini/signals (ottocento-spec3 c1): a signal to the partner ("Во время игры ...
        разрешается подавать определенные сигналы своему партнеру") is allowed, but under
        ``after_top_card`` ("ограничивают подачу сигналов, пока не будет сыграна самая высокая карта
        масти взятки (Короли или Ангел)") only once the highest card of the suit led - its King, or
        the Angel when trumps are led - has been played. A signal with no card led is not judged."""
        if self.rules["signals"] == "eldest" and seat != self.eldest:
            # the play rules' "Во время игры старшему разрешается подавать ... сигналы своему партнеру"
            # read strictly (session 33 source review; the introduction lets partners signal each other)
            return [
                Finding(
                    "illegal_signal",
                    "tarocchini/signals",
                    f"{self.name(seat)} signalled; at this table only the eldest hand, "
                    f"{self.name(self.eldest)}, signals to his partner (signals: eldest).",
                    {"eldest": self.eldest},
                    seat,
                )
            ]
        suit = self.led
        if self.rules["signals"] != "after_top_card" or suit is None:
            return []
        top = "T20" if suit == "T" else f"K{suit}"
        if any(c.code == top for pile in self.won for c in pile) or any(
            p.card.code == top for p in self.table
        ):
            return []
        return [
            Finding(
                "illegal_signal",
                "tarocchini/signals",
                f"{self.name(seat)} signalled before {top}, the highest card of the suit led, was played; "
                "the table allows signals only after it (signals: after_top_card).",
                {"led": suit, "top_card": top},
                seat,
            )
        ]

    def play(self, seat: int, card: Card, event: int) -> list[Finding]:
        if self.ahead and event in self.ahead:
            self.ahead.discard(event)
            return []  # played already, into the trick it completed (early_lead)
        out: list[Finding] = []
        name = self.names[seat]
        if self.trick_number >= self.hand_size and not self.table:  # played out (a spare card): no trick
            return [
                Finding(
                    "card_not_in_hand",
                    "tarocchini/play.card-in-hand",
                    f"{name} played {card} after the last trick; it joins no trick.",
                    {"after_last_trick": True},
                    seat,
                )
            ]
        played = [p.seat for p in self.table]  # the seats in the trick, read once per card
        expected = self.next_seat(played)
        # a lead out of turn: whether the seat due to lead skips the whole trick (its finding says so)
        skips = (
            not played
            and seat != expected
            and expected == self.due_leader
            and self.skip_check
            and not self.trialling
            and self.skips_lead(seat, card, event)
        )
        slip = (
            seat_written_wrongly(
                seat, card, expected, lambda s, c: bool(self.hands[s].get(c)), range(self.n), played
            )
            if not self.hands[seat].get(card)
            and self.hands_known
            and not self.hand_unknown
            and not self.unsure
            else None
        )
        if slip is not None:  # one slip, one finding: the seat written is the slip, the play his
            return [
                seat_slip("tarocchini/play.card-in-hand", self.names, seat, slip, card),
                *self.play(slip, card, event),
            ]
        lost = (
            line_left_out(
                seat,
                expected,
                played,
                self.trick_size - len(played) - 2,
                self.hands[expected].elements(),
                [(e.seat, e.card) for e in self.record if e.index > event and e.type == "play" and e.card],  # type: ignore[misc]
            )
            if played
            and expected is not None
            and seat != expected
            and self.hands_known
            and not self.hand_unknown
            and not self.unsure
            else None
        )
        if lost is not None and not self.left_out_fits(seat, card, expected, lost, event):
            lost = None  # (real-faults-near-slips-3 a2) the seat rather skipped the trick
        if lost is not None:  # one slip, one finding (one-slip-play-lines a1): the due seat's line left out
            assert expected is not None
            return [
                line_slip(
                    "tarocchini/play.turn",
                    self.names,
                    seat,
                    card,
                    expected,
                    self.trick_number + 1,
                    lost,
                    {"trick": self.trick_number + 1, "expected_seat": expected, "left_out": lost.code},
                ),
                *self.play(expected, lost, event),
                *self.then_play(seat, card, event),
            ]
        k = self.taken_back(seat, card, event) if seat in played else None
        if k is not None:
            # tarocchini/play.turn (real-faults-near-slips-6 a1): the seat took its card back and played
            # this one instead; the record plays the first again later, so it went back to the hand.
            # One fault, here; this card stands in its place
            old = self.table.pop(k).card
            self.hands[seat][old] += 1
            self.plays -= 1
            before = len(self.table)
            found = [f for f in self.play(seat, card, event) if f.code != "out_of_turn"]
            if len(self.table) == before + 1:  # (it may have closed the trick, a line read as left out)
                self.table.insert(k, self.table.pop())
            return [
                Finding(
                    "out_of_turn",
                    "tarocchini/play.turn",
                    f"{self.name(seat)} took back {old} and played {card} instead, to trick {self.trick_number + 1}: a card played may "
                    f"not be changed (one card each), but the table let the change stand ({old} is played later).",
                    {"trick": self.trick_number + 1, "taken_back": old.code, "instead": card.code},
                    seat,
                ),
                *found,
            ]
        # tarocchini/play.turn (real-faults-near-slips-4 a2): a second card the table took into the trick,
        # weighed first, against every other reading of the card (extra_card)
        extra = seat in played and self.extra_card(seat, card, event)
        early = self.early_lead(seat, card, event) if seat in played and not extra else None
        if early is not None:
            # tarocchini/play.turn (session 34): the trick's winner led the next before the missing
            # seat played, whose card the record writes next: that card completes the trick (judged
            # there, at its own event), this one leads the next. One fault, this lead
            at, who, theirs = early
            trick = self.trick_number + 1
            found = [f if f.event is not None else replace(f, event=at) for f in self.play(who, theirs, at)]
            self.ahead.add(at)
            if len(self.table) == self.trick_size:
                self.short_closed = self.close_trick()
            return [
                early_lead("tarocchini/play.turn", self.names, seat, who, trick),
                *found,
                *self.play(seat, card, event),
            ]
        if extra:
            # tarocchini/play.turn (real-faults-near-slips-4 a2): the table took the seat's second card
            # into the trick (one fault, here): it counts there for the trick's winner, and the seat, a
            # card short, sits out the deal's last trick
            out.append(
                second_card(
                    "tarocchini/play.turn",
                    self.names,
                    seat,
                    card,
                    self.trick_number + 1,
                    expected,
                    self.extra.get(seat, 0) + 1,
                )
            )
        elif seat in played and self.closes_short(seat, card):
            # tarocchini/play.turn (real-faults-near-slips-3 a1): a seat skipped the trick; the table
            # took it as it lay and its winner leads the next, this card. One fault: the card played
            # in the skipped seat's turn (found already; the seat due to lead skipped: the wrong lead,
            # real-faults-near-slips-10 c2), or, the seat due last skipped, this lead
            active = self.active
            last = next(s for i in range(1, self.n + 1) if (s := (self.leader - i) % self.n) in active)
            skipped_lead = expected == self.due_leader != self.leader
            self.short_closed = self.close_trick()
            self.lead_skipped = self.lead_skipped or skipped_lead
            found = [short_lead("tarocchini/play.turn", self.names, seat, expected, self.trick_number)]
            return (found if expected == last and not skipped_lead else []) + self.play(seat, card, event)
        elif seat in played:
            return [
                Finding(
                    "out_of_turn",
                    "tarocchini/play.turn",
                    f"{name} played {card} to trick {self.trick_number + 1}, to which they had already played.",
                    {"trick": self.trick_number + 1, "expected_seat": expected},
                    seat,
                )
            ]
        # one card out of turn is one fault: the next may follow on from it, or be the seat skipped
        if not extra and seat != expected and seat not in due_seats(self.active, played, self.due_leader):
            if skips:
                # tarocchini/play.turn (real-faults-near-slips-10 c2): the seat due to lead skipped the
                # trick: one fault, here (its winner's lead closes it short, no second finding)
                out.append(
                    skip_lead("tarocchini/play.turn", self.names, seat, card, expected, self.trick_number + 1)
                )
            else:
                out.append(
                    Finding(
                        "out_of_turn",
                        "tarocchini/play.turn",
                        f"{name} played {card} when it was {self.name(expected)}'s turn.",
                        {"trick": self.trick_number + 1, "expected_seat": expected},
                        seat,
                    )
                )
            if not self.table:
                self.leader = seat
        hand = self.hands[seat]
        if not hand.get(card):
            held = codes_of(hand.elements())  # (the hand as the card was played)
            self.impossible.add(len(self.table))
            stood = self.drop_stood_for(seat, event, card)
            if stood is not None:
                self.stood_for[len(self.table)] = stood
            # what the record shows of it, as the other games say (real-faults-near-slips-10 c3): the
            # seat's earlier play of it, and the card of the hand it stands for
            before = any(
                ev.index < event
                and ev.type == "play"
                and ev.seat == seat
                and ev.card is not None
                and ev.card.code == card.code
                for ev in self.record
            )
            out.append(
                Finding(
                    "card_not_in_hand",
                    "tarocchini/play.card-in-hand",
                    f"{name} played {card}, which is not in their hand"
                    + (" (they had already played it in this deal)" if before else "")
                    + (
                        f"; the record never shows them play {stood}, the card it stands for."
                        if stood is not None
                        else "."
                    ),
                    {"hand": held} | ({"stands_for": stood.code} if stood is not None else {}),
                    seat,
                )
            )
        else:
            if hand[card] == 1:
                hand.pop(card)  # dict.pop: Counter's own __delitem__ is Python code, run per card
            else:
                hand[card] -= 1
            led = self.led
            if led is not None and card.suit != led and card.code != T.MATTO:
                faults = self.check_follow(seat, card, led, hand)
                if faults and self.stood_for:
                    # diff9 tarocchini-knockon A2: legal against the table with the card a slip stood
                    # for (the card really played) is no fault either
                    alt = self.led_as_stood()
                    if alt is None or card.suit == alt or not self.check_follow(seat, card, alt, hand):
                        faults = []
                swapped = self.swapped_lead(seat, card, faults) if faults else None
                if swapped is not None:
                    self.plays += 1
                    self.table.insert(0, TablePlay(seat, card, event))
                    self.leader = seat
                    return out + swapped
                out.extend(faults)
        self.plays += 1
        self.table.append(TablePlay(seat, card, event))
        if extra:  # the trick closes with one card more
            self.trick_size += 1
            self.extra[seat] = self.extra.get(seat, 0) + 1
        return out

    def closes_short(self, seat: int, card: Card) -> bool:
        """A card by a seat already in a trick one card short, that wins the trick as it lies, from
        its hand, before the last trick: the trick closed short and this card the next lead (a line
        written twice is not in the hand)."""
        return (
            len(self.table) == self.trick_size - 1
            and self.trick_number + 1 < self.hand_size
            and not self.stood_for
            and not self.impossible
            and bool(self.hands[seat].get(card))
            and self.table[self.winner_index()].seat == seat
        )

    def skips_lead(self, seat: int, card: Card, event: int) -> bool:
        """tarocchini/play.turn (real-faults-near-slips-10 c2), at a lead out of turn: whether the seat
        due to lead skips the trick, the table taking it as it lay, one card short (closes_short, at
        its winner's lead): a copy plays the trick out from this card, as the deal will, to tell.
        Where the record shows the due leader play to it, no."""
        rest = [e for e in self.record if e.index > event and e.type == "play" and e.card is not None]
        seen = {seat}
        for e in rest:  # the trick's next cards, up to a seat's second
            if e.seat == self.due_leader:
                return False
            if e.seat in seen:
                break
            seen.add(e.seat)
        else:
            return False  # (the record stops before the trick's next lead)
        st = self.clone_for_play()
        st.skip_check, st.lead_skipped = False, False
        number = self.trick_number
        for s, c, i in [(seat, card, event), *((e.seat, e.card, e.index) for e in rest)]:
            st.play(s, c, i)
            if st.lead_skipped:
                return True
            if len(st.table) == st.trick_size or st.trick_number != number:
                return False
        return False

    def taken_back(self, seat: int, card: Card, event: int) -> int | None:
        """tarocchini/play.turn (real-faults-near-slips-6 a1), the hands known: a second card by a seat
        to the open trick (one it holds) whose first card there the seat plays again later in the
        record (so it went back to the hand): that card's place in the trick (not the lead with cards
        after it); else None."""
        if self.stood_for or self.impossible or not self.hands_known or self.hand_unknown or self.unsure:
            return None
        if not self.hands[seat].get(card):
            return None
        k = next(i for i, p in enumerate(self.table) if p.seat == seat)
        if k == 0 and len(self.table) > 1:
            return None
        old = self.table[k].card
        later = any(
            e.index > event and e.type == "play" and e.seat == seat and e.card is old for e in self.record
        )
        return k if later else None

    def early_lead(self, seat: int, card: Card, event: int) -> tuple[int, int, Card] | None:
        """tarocchini/play.turn (session 34): a card by a seat already in a trick one card short (not
        the last), the hands known, where the record's next card is the missing seat's: the missing
        card written after the next lead (a lead before the trick was complete, or two lines
        swapped), where the rest of the record fits that no worse (no more faults) than the trick
        closed short or the card out of turn. That card's event, seat and card; else None."""
        if not self.early_may(seat, card):
            return None
        told = self.early_told()
        if told is False:
            return None
        found = self.early_missing(event)
        if found is None or (told is None and not self.early_weighed(event)):
            return None
        return found

    def early_may(self, seat: int, card: Card) -> bool:
        """early_lead's trick and hand: one card short, not the last, the hands known, the card held."""
        if (
            len(self.table) != self.trick_size - 1
            or self.trick_number + 1 >= self.hand_size
            or self.stood_for
        ):
            return False
        if self.impossible or not self.hands_known or self.hand_unknown or self.unsure:
            return False
        return bool(self.hands[seat].get(card))

    def early_missing(self, event: int) -> tuple[int, int, Card] | None:
        """early_lead's missing card: the record's next card, by a seat not in the trick that holds it
        (its event, seat and card), else None."""
        nxt = next((e for e in self.record if e.index > event and e.type == "play" and e.card), None)
        if nxt is None or nxt.seat is None or nxt.card is None:
            return None
        who = nxt.seat
        if (
            any(p.seat == who for p in self.table)
            or not 0 <= who < self.n
            or not self.hands[who].get(nxt.card)
        ):
            return None
        return nxt.index, who, nxt.card

    def trial_faults_from(self, event: int, early: bool, extra: bool | None = None) -> int:
        """The play faults of the record from ``event`` on, on a copy told whether to read its first
        card as a lead written early (early_lead), or (``extra``) as a second card the table took into
        the trick (extra_card); later such cards read greedily."""
        st = self.trial_copy((self.record, self.names, self.rules), early)
        st.extra_next = extra
        faults = 0
        for e in self.record:
            if e.index >= event and e.type == "play" and e.seat is not None and e.card is not None:
                faults += len(st.play(e.seat, e.card, e.index))
                if len(st.table) == st.trick_size:
                    st.close_trick()
        return faults

    def extra_card(self, seat: int, card: Card, event: int) -> bool:
        """tarocchini/play.turn (real-faults-near-slips-4 a2): a second card by a seat to the trick, the
        hands known and the card in its hand (not the Matto; not in the deal's last trick): the table
        took it into the trick (it counts there for the trick's winner, and the seat, a card short,
        has none for the deal's last trick), where the rest of the record fits that strictly better
        (fewer faults) than every other reading of the card: a lead made early (early_lead, where the
        record's next card is the missing seat's), the trick closed short, or the card out of turn
        left out (one card each: "следует обычная карточная игра"). At most tricks.EARLY_TRIALS such
        weighings a deal (an allowance of its own); a trial copy reads it as told, else not."""
        if card.code == T.MATTO or self.trick_number + 1 >= self.hand_size:
            return False
        if self.stood_for or self.impossible or not self.hands_known or self.hand_unknown or self.unsure:
            return False
        if not self.hands[seat].get(card):
            return False
        forced, self.extra_next = self.extra_next, None
        if forced is not None:
            return forced
        if self.trialling or self.extra_left <= 0:
            return False
        self.extra_left -= 1
        taken = self.trial_faults_from(event, False, True)
        if taken >= self.trial_faults_from(event, False, False):
            return False
        early = self.early_may(seat, card) and self.early_missing(event) is not None
        return not early or taken < self.trial_faults_from(event, True, False)

    def sit_out(self) -> None:
        """tarocchini/play.turn, at a new trick after a second card the table took (extra_card): the
        seats with no card left for it sit it out; the turn passes them, and the trick closes without
        them (a leader among them: the next seat leads)."""
        left = self.hand_size - self.trick_number  # tricks left, this one included
        self.sitting = frozenset(s for s, k in self.extra.items() if k >= left)
        self.trick_size = self.n - len(self.sitting)
        if self.sitting and len(self.sitting) < self.n and self.leader in self.sitting:
            self.leader = self.due_leader = next(
                s for i in range(1, self.n) if (s := (self.leader + i) % self.n) not in self.sitting
            )

    def left_out_fits(self, seat: int, card: Card, due: int, lost: Card, event: int) -> bool:
        """tricks.line_left_out, weighed against the due seat skipping the trick: the card read as left
        out must be legal where it would lie, and the trick it completes won by the seat the record
        shows leading next (else the record fits the short trick better); and not where the due seat
        is the one due to lead, skipped by a wrong lead, and this card closes the trick short (that
        reading is the one fault, the wrong lead; the line left out would be a second:
        real-faults-near-slips-10 c2)."""
        if (
            due == self.due_leader != self.leader
            and any(p.seat == seat for p in self.table)
            and self.closes_short(seat, card)
        ):
            return False
        led = self.led
        if led is not None and lost.suit != led and lost.code != T.MATTO:
            if self.check_follow(due, lost, led, self.hands[due] - Counter({lost: 1})):
                return False
        table = [*self.table, TablePlay(due, lost, event)]
        plays = [(seat, card)]  # (it completes the trick: this card is the next lead, by its winner)
        if len(table) < self.trick_size:
            table.append(TablePlay(seat, card, event))
            plays = [(e.seat, e.card) for e in self.record if e.index > event and e.type == "play" and e.card]  # type: ignore[misc]
        rest = self.trick_size - len(table)
        if rest < 0 or len(plays) <= rest:
            return True
        table += [TablePlay(s, c, event) for s, c in plays[:rest]]
        kept, self.table = self.table, table
        try:
            return table[self.winner_index()].seat == plays[rest][0]
        finally:
            self.table = kept

    def then_play(self, seat: int, card: Card, event: int) -> list[Finding]:
        """The card after a line read as left out: the trick that line completed is closed first."""
        if len(self.table) == self.trick_size:
            self.close_trick()
        return self.play(seat, card, event)

    def swapped_lead(self, seat: int, card: Card, faults: list[Finding]) -> list[Finding] | None:
        """tarocchini/play.turn (terziglio-play-2faults P2): a wrong lead, then the seat due to lead,
        whose card does not follow it: read as two cards swapped in the record (the due leader's card
        the lead) where the card written first follows that lead with fewer faults; its faults then
        (at its own event), else None."""
        if not (
            len(self.table) == 1
            and seat == self.due_leader
            and self.leader != self.due_leader
            and card.code != T.MATTO
            and not self.stood_for
            and not self.impossible
        ):
            return None
        first = self.table[0]
        if first.card.code == T.MATTO or first.card.suit == card.suit:
            return None
        theirs = self.check_follow(first.seat, first.card, card.suit, self.hands[first.seat])
        if len(theirs) >= len(faults):
            return None
        return [replace(f, event=first.event) for f in theirs]

    def drop_stood_for(self, seat: int, event: int, card: Card) -> Card | None:
        """diff9 tarocchini-knockon A2 (as Ulti's): a card the seat did not hold stood for one it did.
        With the hands given that card is known when exactly one card of the seat's hand is never
        played by it in the rest of the record: it leaves the hand at this play (the record shows
        it played, only written wrongly), so no revoke or failure to trump rests on it later, and
        it is the card on the table (close_trick). That card, or None when it is not known.
        diff10 twofault A1: with a second card not in hand (``card`` this one) the cards left match
        the slips by suit (``slips_stand_for``); of several of one suit the lowest by code, when
        their card points are the same."""
        if not self.hands_known:
            return self.unaccounted()
        if seat in self.unsure or seat in self.hand_unknown:
            return None
        later: Counter[Card] = Counter(
            ev.card
            for ev in self.record
            if ev.index > event and ev.type == "play" and ev.seat == seat and ev.card is not None
        )
        left = self.hands[seat] - later
        stood: Card | None = next(iter(left)) if sum(left.values()) == 1 else None
        if stood is None:
            written = [
                ev.card
                for ev in self.record
                if ev.index > event and ev.type == "play" and ev.seat == seat and ev.card is not None
            ]
            stood = slips_stand_for(card, written, self.hands[seat], list(left.elements()), T.card_points)
        if stood is None:
            return None
        hand = self.hands[seat]
        hand[stood] -= 1
        if not hand[stood]:
            del hand[stood]
        return stood

    def unaccounted(self) -> Card | None:
        """A play-only record (diff9 tarocchini-knockon A2): the one card of the deck the record
        places nowhere — no seat plays it, no discard lays it away, it is not in the widow given —
        is the card a card not in hand stood for (the seat's hand is rebuilt from its plays, so the
        card it really played is the one the record leaves out; a Terziglio widow card taken is in
        a hand, the Ottocento widow the dealer's). None unless exactly one."""
        placed = {ev.card for ev in self.record if ev.type == "play" and ev.card is not None}
        placed.update(c for ev in self.record if ev.type == "discard" for c in ev.cards)
        if self.variant == TERZIGLIO:  # the Ottocento widow is the dealer's, in his hand
            taken = {c for ev in self.record if ev.type == "take" for c in ev.cards}
            placed.update(c for c in self.widow_dealt if c not in taken)
        left = [c for c in FULL_DECK if c not in placed]
        return left[0] if len(left) == 1 else None

    def table_as_stood(self) -> list[TablePlay]:
        """The current trick with each card not in hand replaced by the one it stood for."""
        return [
            TablePlay(p.seat, self.stood_for[i], p.event) if i in self.stood_for else p
            for i, p in enumerate(self.table)
        ]

    def led_as_stood(self) -> str | None:
        for p in self.table_as_stood():
            if p.card.code != T.MATTO:
                return p.card.suit
        return None

    def check_follow(self, seat: int, card: Card, led: str, hand: Counter[Card]) -> list[Finding]:
        held = sorted(c.code for c in hand if c.suit == led)
        name = self.name(seat)
        if held:
            return [
                Finding(
                    "revoke",
                    "tarocchini/play.follow-suit",
                    f"{name} played {card} to a {T.SUIT_NAMES[led]} lead while holding {', '.join(held)}.",
                    # the trick, counted from 1 as the replay does (dispute-messages-16 c5)
                    {"led": led, "held": held, "trick": self.trick_number + 1},
                    seat,
                )
            ]
        if card.suit != "T":
            trumps = sorted(c.code for c in hand if c.suit == "T")
            if trumps:
                holding = trumps_held(trumps)
                return [
                    Finding(
                        "failure_to_trump",
                        "tarocchini/play.must-trump",
                        f"{name}, void in {T.SUIT_NAMES[led]}, played {card} while holding {holding}."
                        if self.hands_known or not self.cut_short()
                        # (hands rebuilt from a record cut short: the trumps are shown, not the void;
                        # tarocchini-po2 c1)
                        else f"{name} played {card} to a {T.SUIT_NAMES[led]} lead while holding {holding}, "
                        f"which the record shows played later: a failure to trump, or "
                        f"a revoke if they held any {T.SUIT_NAMES[led]}, a fault either way.",
                        {"led": led, "held": trumps, "trick": self.trick_number + 1},
                        seat,
                    )
                ]
        return []

    def matto_excuse(self, seat: int, card: Card) -> str:
        """tarocchini/play.matto, for the replay (dispute-messages-14 c7): the words after a Matto
        played to a trick whose suit the seat could have followed (or, void, trumped), the card in
        hand still: what the Matto excused, so a claimed revoke is answered at the card. "" else."""
        led = self.led
        if card.code != T.MATTO or not self.table or led is None:
            return ""
        hand = self.hands[seat]
        held = sorted(c.code for c in hand if c.suit == led)
        duty = f"following {T.SUIT_NAMES[led]}"
        if not held and led != "T":
            held = sorted(c.code for c in hand if c.suit == "T")
            duty = "trumping"
        if not held:
            return ""
        return (
            f": the Matto, excused from {duty} ({self.name(seat)} holds {', '.join(held)}): "
            '"Дурак освобождает игрока от следования масти" (tarocchini/play.matto)'
        )

    def moretti_tie(self, rec: dict[str, Any]) -> str:
        """tarocchini/deck.moretti, for the replay (dispute-messages-14 c8): the words after a trick
        whose winner is a Moretto tied with another, which the rule (and option) of the tie settle. ""
        else."""
        won = rec["winning_card"]
        tied = [c for c in rec["cards"] if c in T.MORETTI]
        if won not in T.MORETTI or len(tied) < 2:
            return ""
        which = "last" if self.rules["moretti_tie"] == "last_played" else "first"
        source = (
            '"последний сыгранный козырь является наивысшим"'
            if which == "last"
            else "the source has the last played hold"
        )
        return (
            f": the Moretti {' and '.join(tied)} are of one rank, and the {which} played holds "
            f"({source}; tarocchini/deck.moretti, option moretti_tie {self.rules['moretti_tie']})"
        )

    def cut_short(self) -> bool:
        """A play-only record that stops before every seat has played its hand: a rebuilt hand is
        then only the cards the record shows, not all the seat held."""
        plays = Counter(ev.seat for ev in self.record if ev.type == "play")
        return any(plays[s] < self.hand_size for s in range(self.n))

    def winner_index(self) -> int:
        """tarocchini/play.trick-winner and tarocchini/deck.moretti. Two copies of one card in a
        trick (one not in its player's hand): the real holder's wins (diff9 tarocchini-knockon A3)."""
        last_wins = self.rules["moretti_tie"] == "last_played"
        best_i = -1
        best_key = -2
        trumps = any(p.card.suit == "T" for p in self.table)
        led = self.led
        for i, p in enumerate(self.table):
            c = p.card
            if c.code == T.MATTO:
                continue
            if trumps:
                if c.suit != "T":
                    continue
            elif c.suit != led:
                continue
            key = T.PLAY_RANK[c]
            if (
                key > best_key
                or (key == best_key and last_wins and key == 1)
                or (key == best_key and best_i in self.impossible and c == self.table[best_i].card)
            ):
                best_i, best_key = i, key
        return best_i if best_i >= 0 else 0

    def close_trick(self) -> dict[str, Any]:
        if self.stood_for:
            # diff9 tarocchini-knockon A2: the trick holds the card a card not in hand stood for (its
            # winner and points), unless the record's next card is led by the winner only with the
            # card as written (the table played on from it)
            written = self.table
            won = written[self.winner_index()].seat
            self.table = self.table_as_stood()
            won_alt = self.table[self.winner_index()].seat
            if won != won_alt and self.next_player(written[-1].event) == won:
                self.table = written
            self.stood_for = {}
        i = self.winner_index()
        self.impossible = set()
        winner = self.table[i].seat
        self.tricks[winner] += 1
        for p in self.table:
            self.won[winner].append(p.card)
            if p.card.code == T.MATTO:
                self.matto_plays.append((p.seat, winner))
        rec = {
            "trick": self.trick_number + 1,
            "leader": self.table[0].seat,
            "cards": [p.card.code for p in self.table],
            "winner": winner,
            "winning_card": self.table[i].card.code,
        }
        if self.sitting:  # tarocchini/play.turn: seats a second card taken into a trick left without one
            rec["sat_out"] = sorted(self.sitting)
        self.trick_log.append(rec)
        self.last_winner = winner
        self.leader = self.due_leader = winner
        self.table = []
        self.trick_number += 1
        if self.extra:
            self.sit_out()
        return rec

    # -- a record that stops short (tarocchini/deal.incomplete) --------------------------------
    def legal_cards(self, seat: int) -> list[Card]:
        """tarocchini/play.follow-suit, play.must-trump: the cards ``seat`` may play now (the Matto
        always)."""
        hand = [c for c, k in self.hands[seat].items() if k > 0]
        led = self.led
        if led is None:
            return hand
        matto = [c for c in hand if c.code == T.MATTO]
        for pool in ([c for c in hand if c.suit == led], [c for c in hand if c.suit == "T"]):
            if pool:
                return pool + [c for c in matto if c not in pool]
        return hand

    def clone_for_play(self) -> DealState:
        """A copy the rest of the play (play and close_trick) can run on without touching this one."""
        c = copy.copy(self)
        c.hands = [Counter(h) for h in self.hands]
        c.table = list(self.table)
        c.tricks = list(self.tricks)
        c.won = [list(w) for w in self.won]
        c.matto_plays = list(self.matto_plays)
        c.trick_log = list(self.trick_log)
        c.impossible = set(self.impossible)
        c.stood_for = {}
        c.ahead = set(self.ahead)
        c.extra = dict(self.extra)
        return c

    def ending_key(self) -> tuple[Any, ...]:
        """What of a played-out deal its score rests on: each side's cards, the side of the last
        trick, each side's tricks, and whose Matto fell in whose trick."""
        piles = {
            side: sorted(c.code for s in range(self.n) if self.side(s) == side for c in self.won[s])
            for side in self.sides
        }
        tricks = {
            side: sum(self.tricks[s] for s in range(self.n) if self.side(s) == side) for side in self.sides
        }
        last = self.side(self.last_winner) if self.last_winner is not None else None
        matto = sorted((self.side(o), self.side(w)) for o, w in self.matto_plays)
        return (tuple(piles.items()), last, tuple(tricks.items()), tuple(matto))

    def ending_lines(
        self, most: int, budget: int = ENDINGS_BUDGET, allowance: list[int] | None = None
    ) -> list[list[tuple[int, Card]]] | None:
        """tarocchini/deal.incomplete (claims a2; claims2 A3, A4): the plays of one legal ending of the
        deal's rest for each different set of cards, last trick, tricks and Matto the legal endings
        give each side; None where there are more than ``most``, the rest is not known, or it has
        more than ``budget`` positions."""
        if any(
            sum(self.hands[s].values())
            != self.hand_size - self.trick_number - (s in {p.seat for p in self.table}) - self.extra.get(s, 0)
            for s in range(self.n)
        ):
            return None

        def moves(st: DealState) -> Iterator[tuple[tuple[int, Card], DealState]]:
            seat = st.to_play
            for card in st.legal_cards(seat):
                nxt = st.clone_for_play()
                nxt.play(seat, card, -1)
                if len(nxt.table) == nxt.trick_size:
                    nxt.close_trick()
                yield (seat, card), nxt

        def finished(st: DealState) -> bool:
            return st.played_out

        found = within(
            allowance,
            budget,
            lambda budget, spent: ending_keys(
                self, moves, finished, DealState.ending_key, budget, most, spent
            ),
        )
        return None if found is None else [line for _, line in found]

    def next_player(self, event: int) -> int | None:
        """The seat of the record's next card after ``event``."""
        return next(
            (ev.seat for ev in self.record if ev.index > event and ev.type == "play" and ev.card is not None),
            None,
        )

    @property
    def played_out(self) -> bool:
        return self.trick_number >= self.hand_size and not self.table

    # -- the count (tarocchini/score.*) ----------------------------------------------------
    def piles(self) -> tuple[dict[str, list[Card]], dict[str, Any]]:
        """Each side's cards, for combinations and card points alike, with what happened to the
        Matto and the widow."""
        sides = self.sides
        pile: dict[str, list[Card]] = {s: [] for s in sides}
        side_tricks = {s: 0 for s in sides}
        for seat in range(self.n):
            pile[self.side(seat)].extend(self.won[seat])
            side_tricks[self.side(seat)] += self.tricks[seat]
        notes: dict[str, Any] = {}
        # the widow (tarocchini/ottocento.discard-credit, tarocchini/terziglio.widow-credit)
        if self.variant == OTTOCENTO:
            # a discarded card a seat played after all (card_not_in_hand) counts in its trick, not twice
            in_tricks = {c for w in self.won for c in w}
            laid = [c for c in self.discard or [] if c not in in_tricks]
            mine = self.side(self.dealer)
            other = sides[1] if mine == sides[0] else sides[0]
            if self.rules["discard_credit"] == "dealer_trick":
                keeps = self.tricks[self.dealer] > 0
            else:
                keeps = side_tricks[mine] > 0
            pile[mine if keeps else other].extend(laid)
            notes["discard_to"] = mine if keeps else other
        elif self.declarer is not None:
            # the widow is what no trick holds: the talon left and the discard, less a widow card a
            # seat played (counted in its trick, not twice); played out, the cards of the deck no
            # one played (a card a solo declarer kept back in place of the widow card he played
            # stayed with the widow), so the deal holds 93
            in_tricks = {c for w in self.won for c in w}
            if self.played_out:
                widow = [c for c in FULL_DECK if c not in in_tricks]
            else:
                widow = [c for c in list(self.talon) + list(self.discard or []) if c not in in_tricks]
            if self.contract == "solo":
                to = self.side(self.last_winner) if self.last_winner is not None else "declarer"
            else:
                to = "declarer" if self.tricks[self.declarer] > 0 else "opponents"
            pile[to].extend(widow)
            notes["widow_to"] = to
        # the Matto (tarocchini/play.matto)
        for owner, winner in self.matto_plays:
            mine, theirs = self.side(owner), self.side(winner)
            if mine == theirs:
                notes["matto"] = {"owner": owner, "to": mine, "exchange": None}
                continue
            if side_tricks[mine] == 0:
                notes["matto"] = {"owner": owner, "to": theirs, "exchange": None}
                continue
            matto = next((c for c in pile[theirs] if c.code == T.MATTO), None)
            if matto is None:  # a second Matto played (a card not in hand): nothing to move
                continue
            pile[theirs].remove(matto)
            pile[mine].append(matto)
            give = self.exchange_card(pile[mine], pile[theirs])
            if give is not None:
                # given "в конце руки", before "Наконец, партнеры подсчитывают": at the count it is
                # the winner's card, for his combinations as for his card points
                pile[mine].remove(give)
                pile[theirs].append(give)
            notes["matto"] = {
                "owner": owner,
                "to": mine,
                "exchange": None if give is None else {"to": theirs, "value": T.card_points(give)},
            }
        return pile, notes

    def exchange_card(self, pile: list[Card], receiver: list[Card]) -> Card | None:
        """The low card the Matto's side gives ("карту с низким номиналом"): of its lowest-valued
        cards, the one that costs it least, counting what its combinations lose and what the
        receiver's gain with it."""
        rest = [c for c in pile if c.code != T.MATTO]
        if not rest:
            return None
        points = [T.CARD_POINTS[c] for c in rest]
        low = min(points)
        lows = [c for c, p in zip(rest, points, strict=True) if p == low]
        double = self.rules["double_three"]
        ace = self.reading
        if ace in T.AFTER_GAP and low == 1:
            # a 1-point card given or kept changes no King, court card or contatore: the readings of
            # the runs differ on a candidate only where they differ on the pile, or on the receiver's
            # cards with the low cards (an Ace or a numbered trump among them)
            mine, theirs = {c.code for c in pile}, {c.code for c in receiver} | {c.code for c in lows}
            if not (T.ace_decides(mine, ace) or T.ace_decides(theirs, ace)):
                ace = T.STRICT
        key = (ace, tuple(codes_of(pile)), tuple(codes_of(receiver)), self.exchange_given)
        if key not in self._exchange:
            # each side's combinations part by part (T.PARTS): a card moved changes only its parts
            mine_codes, theirs_codes = {c.code for c in pile}, {c.code for c in receiver}
            kept_parts = [T.part_points(i, mine_codes, ace) for i in range(len(T.PARTS))]
            given_parts = [T.part_points(i, theirs_codes, ace) for i in range(len(T.PARTS))]
            plain = T.parts_total(kept_parts, double) - T.parts_total(given_parts, double)

            def net(c: Card) -> int:
                if c.code in T.CONTATORI:  # a contatore serves every sequence: count all afresh
                    left = list(pile)
                    left.remove(c)
                    kept = T.combination_points(T.combinations(left, ace), double)
                    return kept - T.combination_points(T.combinations([*receiver, c], ace), double)
                parts = T.CARD_PARTS.get(c.code, ())
                if not parts:
                    return plain  # no combination counts it
                # a second copy of it (a card not in hand) stays in the pile
                left_codes = mine_codes - {c.code} if pile.count(c) == 1 else mine_codes
                more_codes = theirs_codes | {c.code}
                moved = [
                    (i, T.part_points(i, left_codes, ace), T.part_points(i, more_codes, ace)) for i in parts
                ]
                if all(k == kept_parts[i] and g == given_parts[i] for i, k, g in moved):
                    return plain  # it makes or breaks none of its combinations
                kept_c, given_c = list(kept_parts), list(given_parts)
                for i, k, g in moved:
                    kept_c[i], given_c[i] = k, g
                return T.parts_total(kept_c, double) - T.parts_total(given_c, double)

            best = max(lows, key=net)
            forced = next((c for c in lows if c.code == self.exchange_given), None)
            chosen = forced or best
            others: list[str] = []
            plain_seen = not T.CARD_PARTS.get(chosen.code) and chosen.code not in T.CONTATORI
            for c in sorted(lows, key=lambda c: c.code):
                # a suit card only: a numbered trump or a contatore is no "низкий номинал" (and
                # would let the sheet explain a slip by a run it completes: tarocchini-po 12)
                if (
                    c.code == chosen.code
                    or c.code in others
                    or c.code.startswith("T")
                    or c.code in T.CONTATORI
                ):
                    continue
                if not T.CARD_PARTS.get(c.code) and c.code not in T.CONTATORI:
                    if plain_seen:
                        continue  # one card that makes no combination gives what any such gives
                    plain_seen = True
                others.append(c.code)
            self._exchange[key] = (chosen, others)
        chosen, self.exchange_others = self._exchange[key]
        return chosen

    def as_held_text(self) -> str:
        """The reading that counts each false item as far as the hand makes it (``false_declarations_counted``
        "as_held"), in words (real-faults-near-slips-20 c3: a figure of it was called "another count …
        of the combinations or of the odd pair's point")."""
        said = []
        for seat, d in sorted(self.declarations.items()):
            for it, cards in d.short:
                for cut in T.as_held(it, set(cards)):
                    shown = " ".join(cards)
                    held = (
                        f"they hold ({shown})"
                        if cut["kind"] == "cricca"
                        else f"their hand makes (of {shown})"
                    )
                    said.append(
                        f"{self.name(seat)}'s declaration of {T.item_text(it)} were counted as the "
                        f"{T.item_text(cut)} {held}"
                    )
        return "if " + " and ".join(said) if said else ""

    def declared_points(self) -> dict[str, int]:
        out = {s: 0 for s in self.sides}
        if self.assumed is not None:  # declarations not recorded: as assumed
            for seat, items in self.assumed.items():
                out[self.side(seat)] += T.combination_points(items, self.rules["double_three"])
            return out
        for seat, d in self.declarations.items():
            items = d.counted(self.reading)
            if self.false_counted:
                items = items + d.held
            out[self.side(seat)] += T.combination_points(items, self.rules["double_three"])
        return out

    def false_declared(self) -> bool:
        """Whether some declaration recorded is false in every reading of the runs (one true with
        the Ace after a gap, say, is that reading's, not this one's)."""
        return self.assumed is None and any(
            len(d.items) != len(d.valid_ace) for d in self.declarations.values()
        )

    def cached_piles(self, reading: int) -> tuple[dict[str, list[Card]], dict[str, Any]]:
        """piles(), once per position of the deal and reading of the suits (the Matto's exchange card
        is chosen by what the combinations lose and gain, so the reading may change it)."""
        key = (self.trick_number, self.plays, reading, self.exchange_given, T.DOUBLE_ALL.get())
        if key not in self._piles:
            self._piles = {k: v for k, v in self._piles.items() if k[:2] == key[:2]}
            was, self.reading = self.reading, reading
            self.exchange_others = []
            try:
                self._piles[key] = (*self.piles(), self.exchange_others)
            finally:
                self.reading = was
        pile, notes, self.exchange_others = self._piles[key]
        return pile, notes

    def pile_counts(self) -> dict[str, tuple[list[dict[str, object]], int, int]]:
        """Each side's combinations after play, their points and its card points: a function of the
        cached piles, so counted once per position and reading of the suits as they are (every
        reading of the declarations counts the same piles)."""
        key = (self.trick_number, self.plays, self.reading, self.exchange_given, T.DOUBLE_ALL.get())
        if key not in self._pile_counts:
            pile = self.cached_piles(self.reading)[0]
            double = self.rules["double_three"]
            self._pile_counts = {k: v for k, v in self._pile_counts.items() if k[:2] == key[:2]}
            self._pile_counts[key] = {}
            for s in self.sides:
                found = T.combinations(pile[s], self.reading)
                self._pile_counts[key][s] = (
                    found,
                    T.combination_points(found, double),
                    T.pile_points(pile[s]),
                )
        return self._pile_counts[key]

    def ace_counts(self, assumed: bool, reading: int = T.ACE_READ) -> bool:
        """tarocchini/combo.sequences (either reading): whether counting the additional cards after a
        gap (``reading``: a suit's Ace, and unless SUIT_ACE the numbered trumps) changes anything in the deal's score — a declaration true only so, a kept hand's
        combinations (``assumed``: declarations not recorded, each seat's taken from his hand), or a
        side's pile at the count (its combinations, or the Matto's exchange card)."""
        if self.ace_differs():
            return True
        if assumed and self.kept is not None:
            if any(T.ace_decides({c.code for c in h}, reading) for h in self.kept):
                return True
        strict, ace = self.cached_piles(False)[0], self.cached_piles(reading)[0]
        for s in self.sides:
            if codes_of(strict[s]) != codes_of(ace[s]) or T.ace_decides({c.code for c in ace[s]}, reading):
                return True
        return False

    def count(self, odd_pair_off: str | None = None) -> dict[str, Any]:
        """Every side's points: declarations, combinations after play, card points, last trick.

        tarocchini/score.card-points: with both piles odd the two lone cards are the deck's 31st pair,
        and its point comes off ``odd_pair_off`` (the second side unless told), so the deal holds 93."""
        # the piles do not depend on the declarations: counted once per position of the deal (the
        # readings of unrecorded declarations score the same piles many times)
        pile, notes = self.cached_piles(self.reading)
        notes = dict(notes)
        declared = self.declared_points()
        counted = self.pile_counts()
        parts: dict[str, dict[str, int]] = {}
        combos: dict[str, list[dict[str, object]]] = {}
        for s in self.sides:
            found, combination_points, card_points = counted[s]
            combos[s] = found
            parts[s] = {
                "declarations": declared[s],
                "combinations": combination_points,
                "card_points": card_points,
                "last_trick": T.LAST_TRICK
                if self.last_winner is not None and self.side(self.last_winner) == s
                else 0,
            }
        if all(len(pile[s]) % 2 for s in self.sides):
            bearer = odd_pair_off or self.sides[1]
            parts[bearer]["card_points"] -= 1
            notes["odd_pair_off"] = bearer
        for s in self.sides:
            parts[s]["total"] = sum(parts[s].values())
        return {"parts": parts, "combinations": combos, "notes": notes}
