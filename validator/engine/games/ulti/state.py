"""The Ulti state machine of one deal: auction with the talon, trumps, marriages, contras, play, settlement.

Each ``apply_*`` method takes one event and returns the findings it gives rise to (empty when
the event is legal) and always brings the state forward, so a replay carries on after a fault.
Rule ids are those of docs/rules/ulti.md; values come from :mod:`.tables`.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from ...cards import ULTI, Card
from ...transcript import Event
from ...tricks import (
    EARLY_TRIALS,
    EarlyLeadTrials,
    due_seats,
    ending_keys,
    line_left_out,
    seat_written_wrongly,
    slips_stand_for,
    within,
)
from ...verdict import WARNING, Finding, early_lead, line_slip, seat_slip, second_card, short_lead, skip_lead
from . import tables as T

N = 3
# ulti/ruling.play-stops: positions searched, at most, to play out the rest of a deal cut short
ENDINGS_BUDGET = 20000


# --- Bids --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Bid:
    goals: frozenset[str]
    red: bool
    trumps: bool | None = None  # what the bid says of trumps, if anything (a durchmarsch's extension)

    def label(self) -> str:
        order = [g for g in T.GOALS if g in self.goals]
        text = " + ".join(T.GOAL_NAMES[g] for g in order)
        if self.trumps is not None:
            text += " with trumps" if self.trumps else " without trumps"
        return ("red " + text) if self.red else text

    @property
    def kind(self) -> str:
        """'trump', 'no-trump', or 'either' (durchmarsch alone: the trump announcement decides,
        unless the bid says so)."""
        if self.goals & T.TRUMP_ONLY or self.red or self.trumps:
            return "trump"
        if self.goals & T.NO_TRUMP_ONLY or self.trumps is False:
            return "no-trump"
        return "either"

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"goals": [g for g in T.GOALS if g in self.goals], "red": self.red}
        if self.trumps is not None:
            out["trumps"] = self.trumps
        return out


# a lone red durchmarsch announced without trumps: the no-trump goal "red" was said of (ulti/goal.red)
RED_SAID_OF_NO_TRUMPS = {
    frozenset({"durchmarsch"}): Bid(frozenset({"redurchmarsch"}), False),
    frozenset({"open-durchmarsch"}): Bid(frozenset({"open-durchmarsch"}), False, False),
}


def parse_bid(value: Any) -> Bid | None:
    """A bid value (vocabulary already checked) as a normalized Bid; None for "pass".

    ulti/goal.ulti: "ulti" (or "four aces", "four tens") alone abbreviates it with party.
    ulti/goal.no-trump-goals: "red betli" is rebetli.
    """
    if not isinstance(value, dict):
        return None
    goals = {g for g in value.get("goals", []) if isinstance(g, str)}
    red = value.get("red") is True
    trumps = value.get("trumps")
    if red and goals == {"betli"}:
        goals, red = {"rebetli"}, False
    if len(goals) == 1 and goals <= T.NOT_ALONE:
        goals.add("party")
    return Bid(frozenset(goals), red, trumps if isinstance(trumps, bool) else None)


def combination_problem(bid: Bid, opts: Mapping[str, Any]) -> str | None:
    """Why a bid is not a goal combination of these rules (ulti/goal.combine), or None."""
    g = bid.goals
    if not g:
        return "a bid names at least one goal"
    for goal, option in (("four-aces", "four_aces"), ("four-tens", "four_tens")):
        if goal in g and not opts[option]:
            return f"{T.GOAL_NAMES[goal]} is not a goal under these rules ({option} is off)"
    if g & T.NO_TRUMP_ONLY:
        if len(g) > 1:
            return f"{T.GOAL_NAMES[next(iter(sorted(g & T.NO_TRUMP_ONLY)))]} is played alone, without trumps"
        if bid.red:
            return f"{T.GOAL_NAMES[next(iter(g))]} is played without trumps; it cannot be red"
        return None
    for a, b, why in T.EXCLUSIVE:
        if a in g and b in g:
            return f"{T.GOAL_NAMES[a]} and {T.GOAL_NAMES[b]} do not combine ({why})"
    if "party" in g and g - {"party"} - T.PARTY_COMBINES:
        others = ", ".join(T.GOAL_NAMES[x] for x in T.GOALS if x in g - {"party"} - T.PARTY_COMBINES)
        return f"party combines only with ulti and four aces, not with {others}"
    if len(g) > 1 and g <= T.NOT_ALONE:
        return "ulti and four aces (or four tens) together need a further goal"
    if g <= T.EITHER and (bid.red or bid.trumps) and not opts["trump_durchmarsch_alone"]:
        return "a durchmarsch with trumps must be combined with another goal under these rules"
    if bid.trumps is not None:
        if not g & T.EITHER:
            return "only a durchmarsch bid says whether it is played with trumps"
        if bid.trumps is False and (g & T.TRUMP_ONLY or bid.red):
            return "a bid with a trump goal, or red, is played with trumps"
    if (
        opts.get("open_durchmarsch_trump_points", "table") != "table"
        and "open-durchmarsch" in g
        and bid.kind == "either"
    ):
        return MUST_SAY_TRUMPS
    return None


# ulti/goal.open-durchmarsch-trumps: "せりで,切札の有無を言わなければなりません"
MUST_SAY_TRUMPS = 'the bid must say whether open durchmarsch is played with trumps ("trumps": true or false)'


def goal_value(goal: str, bid: Bid, table: T.PointTable) -> int:
    if (
        goal == "open-durchmarsch"
        and table.open_durchmarsch_trumps is not None
        and bid.kind == "trump"
        and not bid.red
    ):
        return table.open_durchmarsch_trumps  # ulti/goal.open-durchmarsch-trumps
    return table.goals[goal] * (2 if bid.red and goal in T.RED_DOUBLES else 1)


def bid_points(bid: Bid, table: T.PointTable) -> int:
    return sum(goal_value(g, bid, table) for g in bid.goals)


def bid_key(bid: Bid, opts: Mapping[str, Any]) -> tuple[int, ...]:
    """The bid's rank (ulti/auction.hierarchy): a higher key beats a lower one; equal keys do not."""
    table = T.point_table(opts)
    pts = bid_points(bid, table)
    party = goal_value("party", bid, table) if "party" in bid.goals else 0
    mode = opts["bid_hierarchy"]
    if mode == "points_only":
        return (pts,)
    if mode == "points_without_party":
        return (pts - party, pts)
    if mode == "ultinet":
        # the hierarchy's own rule, whichever point table counts the sums (digest: "party not
        # counted when combined with ulti, four aces or four tens")
        return (pts - party if bid.goals & T.ULTINET.party_uncounted_with else pts,)
    if mode == "durchmarsch_above_red":
        # "例外として": only the two bids the source names rise above the red bids they tie with
        return (pts, -len(bid.goals), int(not bid.red and set(bid.goals) in DURCHMARSCH_ABOVE_RED))
    return (pts, -len(bid.goals))


# the lowest bid there is: what an unrecorded opening bid is at least (ulti/auction.unrecorded)
LOWEST = Bid(frozenset({"party"}), False)

# ulti/auction.hierarchy, durchmarsch_above_red: "“40-100 とドゥルヒマルシュ”と“ウルティとドゥルヒマルシュ”"
DURCHMARSCH_ABOVE_RED = ({"40-100", "durchmarsch"}, {"ulti", "durchmarsch"})


def beats_bid(new: Bid, old: Bid | None, opts: Mapping[str, Any]) -> bool:
    return old is None or bid_key(new, opts) > bid_key(old, opts)


# --- Cards ---------------------------------------------------------------------------------


def codes(cards: Iterable[Card]) -> list[str]:
    return [c.code for c in cards]


def card_points(cards: Iterable[Card]) -> int:
    return sum(T.CARD_POINTS.get(c.rank, 0) for c in cards)


def played_again(player: str, card: Card, earlier: str, by: int, trick: int, seat: int) -> Finding:
    """ulti/play.turn: each of the 32 cards exists once; a card already played to a trick (trick
    numbered from 1) is in nobody's hand."""
    return Finding(
        "card_not_in_hand",
        "ulti/play.turn",
        f"{player} played {card}, which {earlier} had already played in trick {trick}.",
        {"card": card.code, "played_before": {"seat": by, "trick": trick}},
        seat,
    )


def out_of_turn(who: str, card: Card, whose: str, expected: int, seat: int) -> Finding:
    """ulti/play.turn: a card played when it was another seat's turn."""
    return Finding(
        "out_of_turn",
        "ulti/play.turn",
        f"{who} played {card} when it was {whose}'s turn.",
        {"expected": expected},
        seat,
    )


def trick_winner(plays: Iterable[tuple[int, Card]], trump: str | None) -> int:
    """ulti/play.rank under one trump arrangement."""
    rank = T.TRUMP_RANK if trump else T.NO_TRUMP_RANK
    it = iter(plays)
    best_seat, best = next(it)
    for s, c in it:
        if c.suit == best.suit:
            if rank[c.rank] > rank[best.rank]:
                best_seat, best = s, c
        elif trump is not None and c.suit == trump:
            best_seat, best = s, c
    return best_seat


def suit_name(s: str | None) -> str:
    return T.SUIT_NAMES.get(s or "", "no trumps")


def a_lead(s: str | None) -> str:
    """ "an acorns lead", "a bells lead": the article the suit's name takes."""
    name = suit_name(s)
    return f"{'an' if name[0] in 'aeiou' else 'a'} {name} lead"


def listed(items: list[str]) -> str:
    """'10S, 9S and 8S': cards named in a message."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1] if items else ""


def marriages_held(hand: Iterable[Card], trump: str | None) -> tuple[bool, int]:
    """(holds the trump K+Q, number of non-trump K+Q pairs)."""
    have = {c.code for c in hand}
    trump_pair = False
    plain = 0
    for s in "HDSC":
        if f"K{s}" in have and f"Q{s}" in have:
            if s == trump:
                trump_pair = True
            else:
                plain += 1
    return trump_pair, plain


def sub_multiset(part: Iterable[Card], whole: Iterable[Card]) -> list[Card]:
    """Cards of ``part`` that ``whole`` does not hold (as multisets)."""
    have = Counter(whole)
    missing = []
    for c in part:
        if have[c] > 0:
            have[c] -= 1
        else:
            missing.append(c)
    return missing


# --- The deal ----------------------------------------------------------------------------------


class DealState(EarlyLeadTrials):
    def __init__(
        self,
        dealer: int,
        hands: list[list[Card]],
        opts: Mapping[str, Any],
        names: list[str],
    ) -> None:
        self.dealer = dealer
        self.opts = opts
        self.names = names
        self.table = T.point_table(opts)
        self.hands: list[list[Card]] = [list(h) for h in hands]
        # False for a play-only record whose hands could not be rebuilt completely (game.py):
        # marriages are then taken as announced (ulti/deal.play-only).
        self.hands_known = True
        self.first = (dealer + 1) % N
        # auction
        self.turn = self.first
        self.stage = "fresh"  # fresh | took | discarded (for the seat whose turn it is)
        self.talon: list[Card] = []
        self.passes = 0
        self.passers: set[int] = set()  # who passed in turn since the last bid
        # who passed out of turn since the last bid, not yet in his own turn (diff9 ulti-knockon A3):
        # such a pass is no turn, so it ends the auction only if the record goes on to what follows it
        self.stray_passers: set[int] = set()
        # ulti/auction.order, one act out of turn is one fault: (the seat that may also take the
        # next turn, the seat whose turn must end first, the seat that may then follow it), or None
        self.also_due: tuple[int, int, int | None] | None = None
        self.bid: Bid | None = None
        self.bidder: int | None = None
        # the last bid the rules allowed: the one a later bid must beat (an illegal bid sets no
        # level; ulti-auction-sim-2 c), and its bidder
        self.level: Bid | None = None
        self.level_bidder: int | None = None
        self.bids: list[tuple[int, Any]] = []
        self.auction_over = False
        # after the auction
        self.declarer: int | None = None
        self.contract: Bid | None = None
        self.trump: str | None = None
        self.trump_announced = False
        # a trump game's trumps never named: taken from the record (trumps_that_fit); unsure when
        # more than one suit fits it, and then only following suit is judged
        self.trump_unsure = False
        self.record: list[Event] = []  # the deal's events as recorded (game.py), for trumps_that_fit
        self.no_trump_announced = False
        self.trump_from_defender = False  # the trumps a defender named, the declarer naming none (yet)
        self.folded = False
        self.fold_forced = False
        # the findings of a compulsory fold's play, kept aside (start_play)
        self.fold_shadow: list[Finding] = []
        self.fold_shadow_setup: list[Finding] = []
        self.no_contract = False
        self.start_hands: list[list[Card]] = []
        self.declared: dict[int, list[int]] = {}
        self.marriage_points = [0, 0, 0]
        # marriages said but false (ulti/marriage.held): not counted, unless a record that settles
        # them as said fits better (Ulti.marriage_reading)
        self.false_marriage_points = [0, 0, 0]
        # a failed silent ulti's 4 not doubled in red (Ulti.seven_failure_reading; ulti/silent.ulti)
        self.seven_failure_flat = False
        # contra: goal -> defender -> level
        self.levels: dict[str, dict[int, int]] = {}
        # contras said after the seat's own first card while the first trick is open (illegal_double):
        # not counted, unless a record that settles them as said fits better (the late contra reading, game.py;
        # once the trick is complete they count nothing, session 39): (seat, goal)
        self.late_contras: list[tuple[int, str]] = []
        # play
        self.play_started = False
        self.rank: dict[str, int] = T.NO_TRUMP_RANK
        self.leader: int | None = None  # the current trick's turn runs from here (after a wrong lead: it)
        self.due_leader: int | None = None  # the seat due to lead the current trick
        self.trick: list[tuple[int, Card]] = []
        # ulti/play.turn: the cards the current trick closes with (trick_complete): one from each seat,
        # one more where the table took a seat's second card into it (extra_card), one fewer for each
        # seat left without a card by that (the deal's last trick: ``sitting``)
        self.trick_size = N
        self.extra: dict[int, int] = {}  # seat -> its second cards the table took into a trick
        self.sitting: frozenset[int] = frozenset()  # seats with no card for the current trick
        # a trial copy told whether the next card by a seat already in the trick is a second card the
        # table took into it (True) or not (False); None: weighed there (extra_card)
        self.extra_next: bool | None = None
        self.extra_left = EARLY_TRIALS  # the deal's allowance of such weighings (its own: early_lead's stays)
        # the trick complete, held open for a second card by this seat, the record's next event
        # (hold_for_second, real-faults-near-slips-11 a2): the table took that into the trick too
        self.held: int | None = None
        # ulti/play.turn (real-faults-near-slips-13 c/a2): a wrong lead in the deal's last trick, the due
        # leader's card next: a trial copy told whether to read the two swapped (True) or as written
        # (False); None: weighed there by the payments written (swap_fits). ``swapped_by_sheet``: this
        # copy read them swapped so (the lead's message says why)
        self.swap_next: bool | None = None
        self.swapped_by_sheet = False
        # ulti/play.turn (real-faults-near-slips-11 a3): a trick closed short without the seat due to
        # lead it, skipped by a wrong lead (set at that close, read by the copy skips_lead plays the
        # trick out on); skip_check off in that copy (it does not ask again)
        self.lead_skipped = False
        self.skip_check = True
        # position in the trick -> the card a wrong card there stood for, when known (drop_stood_for)
        self.stood_for: dict[int, Card] = {}
        # ulti/play.turn (session 34, early_lead): cards played ahead into the trick they completed
        # (their events passed over when they come), and a trial copy's reading of the next such lead
        self.ahead: set[int] = set()
        self.early_next: bool | None = None
        self.trialling = False
        self.trials_left = EARLY_TRIALS  # the deal's allowance of such weighings (each plays the rest twice)
        self.tricks: list[dict[str, Any]] = []  # completed: {"plays": [(seat, card)], "winner": seat}
        self.taken: list[list[Card]] = [[], [], []]
        self.played: dict[Card, tuple[int, int]] = {}  # card -> (seat, trick) that played it
        self.penalty: dict[str, Any] | None = None  # first follow fault: {"seat", "side", "event"}
        self.skip_play = False
        self.flagged_after_fold = False
        # ulti/deal.unrecorded: parts of the auction a record may leave out. The exchange (take,
        # discard) is unrecorded when the deal writes neither; the turns (the passes) when it writes
        # no pass. Set by game.py from the record.
        self.exchange_written = True
        self.passes_written = True
        self.exchange_inferred = False  # a bid was made on an exchange the record does not write
        self.talon_unknown = False  # the talon lying there is not written (an unrecorded discard)
        self.opening_unrecorded = False  # the first bidder's discard and bid, before a written act
        self.hands_from_plays = False  # hands at the start of play taken from the plays (end_auction)
        self.hands_rebuilt = False  # play-only: the hands rebuilt from the record (game.py)

    # -- helpers
    def name(self, s: int | None) -> str:
        return self.names[s] if s is not None and 0 <= s < len(self.names) else "?"

    def defenders(self) -> list[int]:
        return [s for s in range(N) if s != self.declarer]

    @property
    def trump_game(self) -> bool:
        return self.trump is not None

    def with_first_card(self, seat: int) -> str | None:
        """ulti/marriage.when, ulti/contra.levels: said "1 回目のカード勝負に…手札を出すとき" (when
        playing one's card to the first trick) — from the end of the auction until that player's own
        card is down: why a contra or a 20/40 said now is late, or None. After the trick's third card
        (「3 人がカードを出し終わったとき」) only recontra and above are said (ulti5 t12, ulti7 18);
        after one's own card, before the trick is complete, it is late too (ulti27 07)."""
        if self.tricks:
            return "the first trick was already complete"
        if any(s == seat for s, _ in self.trick):
            return f"{self.name(seat)}'s card to the first trick was already down"
        return None

    def goal_pair(self, seat: int, pts: list[int]) -> bool | None:
        """The declarer of 40-100 saying 40, or of 20-100 saying 20: the one pair the goal counts
        without an announcement. True when he holds it (or the hands are unknown), False when he
        does not (a false claim), None for any other announcement."""
        c = self.contract
        if c is None or seat != self.declarer or self.trump is None:
            return None
        want = (
            [T.MARRIAGE_TRUMP] if "40-100" in c.goals else [T.MARRIAGE_PLAIN] if "20-100" in c.goals else None
        )
        if pts != want:
            return None
        if not self.hands_known:
            return True
        trump_pair, plain = marriages_held(self.hand_at_start(seat), self.trump)
        return trump_pair if want == [T.MARRIAGE_TRUMP] else plain > 0

    def goal_pair_among(self, seat: int, pts: list[int]) -> int | None:
        """The goal's own pair (``goal_pair``) said with other marriages, and held: its points (the
        40 of "40 and 20" in 40-100, which the goal counts), else None."""
        for kept in (T.MARRIAGE_TRUMP, T.MARRIAGE_PLAIN):
            if len(pts) > 1 and kept in pts and self.goal_pair(seat, [kept]):
                return kept
        return None

    def hand_at_start(self, seat: int) -> list[Card]:
        """The hand marriages are judged by (ulti/marriage.held): as play began, once it has."""
        return self.start_hands[seat] if self.start_hands else self.hands[seat]

    def holders_given(self) -> bool:
        """The hands as dealt are the record's own (not rebuilt from the plays of a play-only record,
        nor taken from the plays for an unrecorded exchange): each card's holder is known."""
        return self.hands_known and not self.hands_rebuilt and not self.hands_from_plays

    def marriages_allowed(self) -> bool:
        """ulti/marriage.when: trumps, and no 100 or durchmarsch goal declared."""
        c = self.contract
        return c is not None and self.trump is not None and not (c.goals & (T.HUNDREDS | T.ALL_TRICKS))

    # -- auction -----------------------------------------------------------------------------
    def _turn_check(self, seat: int, what: str, talon_act: bool = False) -> Finding | None:
        if seat == self.turn:
            if self.also_due is not None and seat != self.also_due[1]:
                self.also_due = None  # the turns went on in order from the act out of turn
            return None
        if self.unrecorded_turns(seat, talon_act):
            self.also_due = None
            return None
        if self.skipped_turn(seat):
            return None
        f = Finding(
            "out_of_turn",
            "ulti/auction.order",
            f"{self.name(seat)} {what} in the auction, but it was {self.name(self.turn)}'s turn.",
            {"expected": self.turn},
            seat,
        )
        # the record is followed from the offender; the seat he skipped may still act next
        self.also_due = (self.turn, seat, (seat + 1) % N)
        self.turn, self.stage = seat, "fresh"
        return f

    def call_written_for(self, seat: int, event: int) -> int | None:
        """ulti/auction.order, one slip, one finding (one-slip-auction-declare a2): a call by a seat not
        due, in the turn of a seat that writes no call in the whole auction, the writer calling again
        later, or right after the due seat's discard (ulti-session-edges c): the seat is written
        wrongly, the call the due seat's. That seat, else None."""
        due = self.turn
        if self.auction_over or due is None or due == seat:
            return None
        if not (self.exchange_written and self.passes_written) or self.opening_unrecorded:
            return None  # (a record that leaves parts of the auction out: its turns are not all there)
        if self.just_discarded(due, event):
            # the due seat has just laid two away, so the goal is his to name next ("2 枚の不要札を
            # 伏せて場に捨ててから目標とするゲーム種別をいいます"); another seat bids only after taking
            # the talon (ulti-session-edges c: six findings for the one slip)
            return due
        calls = [e for e in self.record if e.type == "bid" and e.seat is not None]
        if any(e.seat == due for e in calls) or not any(e.seat == seat and e.index > event for e in calls):
            return None
        return due

    def just_discarded(self, seat: int, event: int) -> bool:
        """The record's last talon act or call before ``event`` is ``seat``'s discard."""
        before = next(
            (e for e in reversed(self.record) if e.index < event and e.type in ("take", "discard", "bid")),
            None,
        )
        return before is not None and before.type == "discard" and before.seat == seat

    def take_written_for(self, seat: int, event: int) -> int | None:
        """ulti/auction.order, one slip, one finding (one-slip-acts a1): a take by a seat not due, the
        record's next talon act or call the due seat's (his discard after it, as a taker's): the seat
        is written wrongly, the take the due seat's. That seat, else None."""
        due = self.turn
        if self.auction_over or due is None or due == seat or self.stage != "fresh":
            return None
        if not (self.exchange_written and self.passes_written) or self.opening_unrecorded:
            return None
        nxt = next((e for e in self.record if e.index > event and e.type in ("take", "discard", "bid")), None)
        return due if nxt is not None and nxt.type == "discard" and nxt.seat == due else None

    def skipped_turn(self, seat: int) -> bool:
        """ulti/auction.order: one act out of turn is one fault, as in the play (ulti/play.turn).
        Once the offender's turn is over, the next turn may follow on from it or be taken by the
        seat it skipped (ulti6 t11); after that seat's turn, the next may follow on from it or be
        the one after the offender (a record with two turns swapped)."""
        if self.also_due is None or self.stage != "fresh":
            return False
        due, current, then = self.also_due
        if seat != due or self.turn == current:
            return False
        self.also_due = (then, seat, None) if then is not None and then != (seat + 1) % N else None
        self.turn = seat
        return True

    def unrecorded_turns(self, seat: int, talon_act: bool = True) -> bool:
        """ulti/auction.unrecorded: a record that writes no pass leaves the turns unrecorded; a take,
        discard or bid by ``seat`` shows the talon reached him, so the turns between were taken (passes
        handing it on, or the first bidder's own discard and bid). Filled in when they fit (they do
        not end the auction); False (out of turn) otherwise. A record whose first auction act is by
        another seat than the first bidder begins after his compulsory opening (ulti21 A2): the
        turns before that act are unrecorded even where passes are written, and a pass proves the
        opening as a take or bid does."""
        if self.auction_over:
            return False
        opening = self.bid is None and not self.opening_unrecorded and self.bidder is None
        prefix = opening and not self.bids and self.turn == self.first and self.stage == "fresh"
        if not prefix and (self.passes_written or not talon_act):
            return False
        gap = []
        s = self.turn
        while s != seat:
            gap.append(s)
            s = (s + 1) % N
        passing = [g for g in gap if not (opening and g == self.first)]
        if opening and self.first not in gap:
            return False  # the first bidder opens before anyone else acts
        if len(self.passers | set(passing)) >= N:
            return False
        if opening:
            self.opening_unrecorded = True
            self.bidder = self.first
            self.talon_unknown = True
            self.exchange_inferred = self.exchange_inferred or not self.exchange_written
        for g in passing:
            self.passes += 1
            self.passers.add(g)
        self.turn, self.stage = seat, "fresh"
        return True

    def _after_auction(self, seat: int, what: str, code: str, rule: str) -> Finding | None:
        if not self.auction_over:
            return None
        return Finding(
            code,
            rule,
            f"{self.name(seat)} {what} after the auction had ended (three passes in a row).",
            {},
            seat,
        )

    def apply_take(self, seat: int, cards: tuple[Card, ...]) -> list[Finding]:
        f = self._after_auction(seat, f"took {' '.join(codes(cards))}", "illegal_take", "ulti/auction.talon")
        if f:
            return [f]
        out: list[Finding] = []
        t = self._turn_check(seat, "took the talon", talon_act=True)
        if t:
            out.append(t)
        if self.talon_unknown and self.stage == "fresh":
            # the talon lying there was not written: it is what he is recorded taking, in his turn
            # or out of it (ulti21 A1: the cards the record's own take names are his)
            if self.opening_unrecorded and self.bid is None:
                first = self.hands[self.first]
                if not sub_multiset(cards, first):
                    for c in cards:
                        first.remove(c)
            self.talon = list(cards)
            self.talon_unknown = False
        if self.bid is None and seat == self.first and not self.talon and not self.opening_unrecorded:
            out.append(
                Finding(
                    "illegal_take",
                    "ulti/auction.talon",
                    f"{self.name(seat)} holds twelve cards as first bidder and only discards; "
                    f"there is no talon to take.",
                    {"talon": []},
                    seat,
                )
            )
            return out
        if self.stage != "fresh":
            out.append(
                Finding(
                    "illegal_take",
                    "ulti/auction.talon",
                    f"{self.name(seat)} took the talon twice in one turn.",
                    {},
                    seat,
                )
            )
            return out
        if Counter(cards) != Counter(self.talon) and not out:
            out.append(
                Finding(
                    "illegal_take",
                    "ulti/auction.talon",
                    f"{self.name(seat)} is recorded taking {' '.join(codes(cards))}, but the talon held "
                    f"{' '.join(codes(self.talon))}.",
                    {"taken": codes(cards), "talon": codes(self.talon)},
                    seat,
                )
            )
        self.hands[seat].extend(self.talon)
        self.talon = []
        self.stage = "took"
        return out

    def apply_discard(self, seat: int, cards: tuple[Card, ...]) -> list[Finding]:
        f = self._after_auction(
            seat, f"discarded {' '.join(codes(cards))}", "illegal_discard", "ulti/auction.talon"
        )
        if f:
            return [f]
        out: list[Finding] = []
        t = self._turn_check(seat, "discarded", talon_act=True)
        if t:
            out.append(t)
        first_turn = (
            self.bid is None and seat == self.first and not self.talon and not self.opening_unrecorded
        )
        if not out and self.stage != "took" and not (first_turn and self.stage == "fresh"):
            out.append(
                Finding(
                    "illegal_discard",
                    "ulti/auction.talon",
                    f"{self.name(seat)} discarded {' '.join(codes(cards))} without first taking the talon.",
                    {"stage": self.stage},
                    seat,
                )
            )
        if not out and len(cards) != 2:
            # 「2 枚の不要札を伏せて」: two, no more, no fewer (the next taker takes what lies there)
            out.append(
                Finding(
                    "illegal_discard",
                    "ulti/auction.talon",
                    f"{self.name(seat)} laid away {len(cards)} card{'' if len(cards) == 1 else 's'} ({' '.join(codes(cards))}); a bidder "
                    "lays away two.",
                    {"discarded": codes(cards), "expected_count": 2},
                    seat,
                )
            )
        # a hand rebuilt from a record that stops short holds only what the record proves: a card
        # laid away, taken back with the talon and not yet played is in it all the same
        missing = (
            sub_multiset(cards, self.hands[seat])
            if self.hands_known
            else [c for c in cards if c not in self.hands[seat] and any(c in h for h in self.hands)]
        )  # hands unknown: a card the record places in another hand (taken, or played by it)
        if missing and not out:
            out.append(
                Finding(
                    "illegal_discard",
                    "ulti/auction.talon",
                    f"{self.name(seat)} discarded {' '.join(codes(missing))}, which "
                    f"{'is' if len(missing) == 1 else 'are'} not in {self.name(seat)}'s hand.",
                    {"discarded": codes(cards), "held": codes(sorted(self.hands[seat], key=_sort))},
                    seat,
                )
            )
        for c in cards:
            if c in self.hands[seat]:
                self.hands[seat].remove(c)
        self.talon = list(cards)
        self.talon_unknown = False
        self.stage = "discarded"
        return out

    def apply_bid(self, seat: int, value: Any) -> list[Finding]:
        # the bid's words, for the findings below that name it: none is made for a bid in turn and
        # in the auction (_after_auction and _turn_check return None then without reading them)
        if seat == self.turn and not self.auction_over:
            label = ""
        else:
            label = "pass" if value == "pass" else (parse_bid(value) or Bid(frozenset(), False)).label()
        f = self._after_auction(seat, f"bid {label}", "illegal_bid", "ulti/auction.end")
        if f:
            return [f]
        out: list[Finding] = []
        t = self._turn_check(seat, f"bid {label}", talon_act=value != "pass")
        if t:
            out.append(t)
        self.bids.append((seat, value))
        if value == "pass":
            if not out and self.bid is None and seat == self.first and not self.opening_unrecorded:
                out.append(
                    Finding(
                        "illegal_bid",
                        "ulti/auction.first",
                        f"{self.name(seat)}, the first bidder, passed; "
                        "the first bidder discards two and bids.",
                        {"bid": "pass"},
                        seat,
                    )
                )
            elif not out and self.stage != "fresh":
                out.append(
                    Finding(
                        "illegal_bid",
                        "ulti/auction.talon",
                        f"{self.name(seat)} passed after taking the talon; "
                        "a player who takes it must bid higher.",
                        {"bid": "pass", "stage": self.stage},
                        seat,
                    )
                )
            self.turn, self.stage = (seat + 1) % N, "fresh"
            if t is not None:
                # "後の自分の順番に言えます.3 人が続けて目標を言わなかったら": the passes that end the
                # auction are turns; a pass out of turn is none (diff9 ulti-knockon A3)
                self.stray_passers.add(seat)
                return out
            self.passes += 1
            self.passers.add(seat)
            self.stray_passers.discard(seat)
            # "3 人が続けて目標を言わなかったら": three players, not three passes (one out of turn)
            if len(self.passers) >= N:
                self.end_auction()
            return out
        bid = parse_bid(value)
        assert bid is not None
        need = (
            "discarding two"
            if seat == self.first and self.bid is None
            else "taking the talon and discarding two"
        )
        if self.stage != "discarded" and not self.exchange_written:
            # ulti/auction.unrecorded: the record writes no exchange; his was made, unrecorded
            self.exchange_inferred = True
            self.talon_unknown = True
        elif not out and self.stage != "discarded":
            out.append(
                Finding(
                    "illegal_bid",
                    "ulti/auction.talon",
                    f"{self.name(seat)} bid {bid.label()} without first {need}.",
                    {"bid": bid.to_json(), "stage": self.stage},
                    seat,
                )
            )
        ruled = len(out)  # findings before the bid's own legality (the talon's: it still sets a level)
        why = combination_problem(bid, self.opts)
        if not out and why:
            rule = "ulti/goal.open-durchmarsch-trumps" if why == MUST_SAY_TRUMPS else "ulti/goal.combine"
            out.append(
                Finding(
                    "illegal_bid",
                    rule,
                    f"{self.name(seat)} bid {bid.label()}, which is not a legal bid: {why}.",
                    {"bid": bid.to_json(), "reason": why},
                    seat,
                )
            )
        if not out and self.bid is None and self.opening_unrecorded and not beats_bid(bid, LOWEST, self.opts):
            out.append(
                Finding(
                    "illegal_bid",
                    "ulti/auction.hierarchy",
                    f"{self.name(seat)} bid {bid.label()}, which does not beat any bid "
                    f"{self.name(self.first)} can have opened with (the lowest is party).",
                    {"bid": bid.to_json(), "previous": None, "hierarchy": self.opts["bid_hierarchy"]},
                    seat,
                )
            )
        elif not out and not beats_bid(bid, self.level, self.opts):
            assert self.level is not None
            out.append(
                Finding(
                    "illegal_bid",
                    "ulti/auction.hierarchy",
                    f"{self.name(seat)} bid {bid.label()}, which does not beat {self.name(self.level_bidder)}'s "
                    f"{self.level.label()}.",
                    {
                        "bid": bid.to_json(),
                        "previous": self.level.to_json(),
                        "rank": list(bid_key(bid, self.opts)),
                        "previous_rank": list(bid_key(self.level, self.opts)),
                        "hierarchy": self.opts["bid_hierarchy"],
                    },
                    seat,
                )
            )
        if len(out) == ruled:  # a legal level: the next bid must beat it
            self.level, self.level_bidder = bid, seat
        self.bid, self.bidder = bid, seat
        self.passes = 0
        self.passers.clear()
        self.stray_passers.clear()
        self.turn, self.stage = (seat + 1) % N, "fresh"
        return out

    def end_auction(self) -> None:
        self.auction_over = True
        if self.bid is None:
            self.no_contract = True
            return
        self.declarer = self.bidder
        self.contract = self.bid
        if self.contract.red:
            self.trump = "H"
        if self.exchange_inferred or self.talon_unknown:
            self.hands_from_plays_()
        self.start_hands = [list(h) for h in self.hands]

    def hands_from_plays_(self) -> None:
        """ulti/auction.unrecorded: an exchange the record does not write. No card enters a hand
        during the play, so each hand at the start of play holds the cards its seat plays; when every
        seat plays ten distinct cards that is the whole hand, and the two cards nobody plays are the
        talon, the declarer's discard ("親が捨てた 2 枚"). Otherwise the hands hold only what the
        plays prove, the talon is unknown and marriages are taken as announced."""
        plays: list[list[Card]] = [[] for _ in range(N)]
        seen: set[Card] = set()
        again = False
        for ev in self.record:
            if ev.type == "play" and ev.seat is not None and ev.card is not None and 0 <= ev.seat < N:
                if ev.card in seen:  # played before: no proof of this hand (card_not_in_hand at its play)
                    again = True
                    continue
                seen.add(ev.card)
                plays[ev.seat].append(ev.card)
        played = [c for p in plays for c in p]
        full = all(len(p) == 10 for p in plays) and not again
        self.hands = plays
        self.hands_from_plays = True
        if full:
            self.hands_known = True
            if self.talon_unknown:
                self.talon = [c for c in ULTI.cards.values() if c not in set(played)]
        else:
            self.hands_known = False
            if self.talon_unknown:
                self.talon = []

    def passed_out(self) -> bool:
        """Every player has passed since the last bid, one of them only out of turn (diff9 ulti-knockon
        A3): the auction is over when the record goes on to what follows it, with no fault of its own."""
        return self.bid is not None and len(self.passers | self.stray_passers) >= N

    def close_early(self, what: str, seat: int | None = None) -> list[Finding]:
        """ulti/auction.end: an act that only follows the auction (the first card, the trump named by the
        last bidder, a fold, a marriage, a contra) closes it when the record skips the last passes."""
        if self.auction_over or self.bid is None:
            return []
        if self.passed_out():
            self.end_auction()
            return []
        if seat is not None and seat != self.bidder:
            return []
        f = Finding(
            "auction_unfinished",
            "ulti/auction.end",
            f"{what} before three passes ended the auction; {self.name(self.bidder)}'s "
            f"{self.bid.label()} is taken as the contract.",
            {"passes": self.passes},
            severity=WARNING,
        )
        self.end_auction()
        return [f]

    # -- after the auction -------------------------------------------------------------------
    def apply_announce(self, seat: int, items: list[dict[str, Any]]) -> list[Finding]:
        item = items[0]
        suit = item.get("suit") if item.get("kind") == "trump" else None
        what = f"named {suit_name(suit)} as trumps" if suit else "announced no trumps"

        def bad(why: str, evidence: dict[str, Any] | None = None) -> list[Finding]:
            return [
                Finding(
                    "bad_trump",
                    "ulti/auction.trump",
                    f"{self.name(seat)} {what}, but {why}.",
                    evidence or {},
                    seat,
                )
            ]

        early = self.close_early(f"{self.name(seat)} {what}", seat)
        if not self.auction_over or self.contract is None:
            return bad("the auction had not ended")
        c = self.contract
        if seat != self.declarer:
            if (
                suit is not None
                and not self.play_started
                and self.trump is None
                and not (self.trump_announced or self.no_trump_announced)
                and c.kind != "no-trump"
            ):
                # diff9 ulti-knockon A5: a naming written under a defender's seat is still the suit
                # the table played ("the named suit is then used"), a lone durchmarsch included; the
                # declarer may still name his own (it then stands)
                self.trump = suit
                self.trump_from_defender = True
            return bad(f"only the declarer, {self.name(self.declarer)}, names trumps")
        if self.play_started:
            return bad("the first card had already been played")
        if self.trump_announced or self.no_trump_announced:
            return bad("the trump suit had already been settled")
        if self.trump_from_defender:
            self.trump, self.trump_from_defender = None, False  # the declarer's own naming decides
        found: list[Finding] = []
        if suit is None:
            self.no_trump_announced = True
            if c.red and c.trumps is None and c.goals in RED_SAID_OF_NO_TRUMPS:
                # ulti/goal.red: "倍の目標は,切札がないにも関わらず“赤の”と言う人がいます" - some say
                # "red" of the doubled no-trump goals; a lone red durchmarsch announced without
                # trumps is the redurchmarsch (row 11, the same 12), played without (coverage-jrc a1)
                self.contract, self.trump = RED_SAID_OF_NO_TRUMPS[c.goals], None
                return early
            if c.kind == "trump":
                found = bad(f"{c.label()} is played with trumps", {"bid": c.to_json()})
            return early + found
        self.trump_announced = True
        if c.kind == "no-trump":
            # betli and the no-trump goals are played without trumps whatever was said: the
            # naming is void (the table's play shows it), not a trump for the play
            return early + bad(f"{c.label()} is played without trumps", {"bid": c.to_json()})
        elif c.red and suit != "H":
            found = bad("the bid was red: hearts are trumps", {"bid": c.to_json()})
        elif not c.red and suit == "H":
            found = bad("hearts are trumps only in a red bid", {"bid": c.to_json()})
        elif c.kind == "either" and not self.opts["trump_durchmarsch_alone"]:
            found = bad(
                "a durchmarsch with trumps may not be played alone under these rules", {"bid": c.to_json()}
            )
        self.trump = suit
        return early + found

    def apply_fold(self, seat: int) -> list[Finding]:
        early = self.close_early(f"{self.name(seat)} folded", seat)
        c = self.contract
        why = None
        if not self.auction_over or c is None:
            why = "the auction had not ended"
        elif seat != self.declarer:
            why = f"only the declarer, {self.name(self.declarer)}, may fold"
        elif self.play_started:
            why = "the play had begun"
        elif not (c.goals == {"party"} and not c.red):
            why = f"only the plain party may be folded, not {c.label()}"
        elif self.folded:
            why = "the deal was already folded"
        if why:
            return [
                Finding(
                    "illegal_fold", "ulti/auction.fold", f"{self.name(seat)} folded, but {why}.", {}, seat
                )
            ]
        self.folded = True
        return early

    def apply_declare(self, seat: int, items: list[dict[str, Any]]) -> list[Finding]:
        pts = [int(i["points"]) for i in items]
        said = " and ".join(str(p) for p in pts) or "nothing"

        def bad(why: str, code: str = "marriage_not_allowed") -> list[Finding]:
            return [
                Finding(
                    code,
                    "ulti/marriage.when" if code == "marriage_not_allowed" else "ulti/marriage.held",
                    f"{self.name(seat)} announced {said}, but {why}.",
                    {"announced": pts},
                    seat,
                )
            ]

        if not pts:
            return []
        early = self.close_early(f"{self.name(seat)} announced {said}")
        if not self.auction_over or self.contract is None:
            return bad("the auction had not ended")
        late = self.with_first_card(seat)
        if late:
            found = bad(f"marriages are announced with one's own first card: {late}")
            # too late and false as well: one finding, saying both (dispute-messages-9 c3)
            false = self.pairs_not_held(seat, pts) if self.hands_known else []
            if false:
                held = [c.code for c in sorted(self.hand_at_start(seat), key=_sort) if c.rank in ("K", "Q")]
                found[0].message = (
                    found[0].message[:-1] + f"; nor does {self.name(seat)} hold the king and queen for "
                    f"{' and '.join(str(p) for p in false)} (kings and queens held: {' '.join(held) or 'none'})."
                )
                found[0].evidence = {**found[0].evidence, "false": false, "held": held}
            return found
        if seat in self.declared:
            return early + bad("that player had already announced")
        if not self.marriages_allowed():
            named = self.goal_pair(seat, pts)
            if named is False:  # the goal's own pair, not held: the claim is false, not just unasked
                return early + self.false_marriage(seat, said, pts, pts)
            if named:
                # the declarer saying the very pair his 100 goal counts (ulti/marriage.when): no
                # announcement is made in a 100 game, but this one changes nothing
                return early + [
                    Finding(
                        "marriage_redundant",
                        "ulti/marriage.when",
                        f"{self.name(seat)} announced {said}; no marriage is announced in "
                        f"{self.contract.label()}, whose goal counts that pair unannounced.",
                        {"announced": pts},
                        seat,
                        WARNING,
                    )
                ]
            kept = self.goal_pair_among(seat, pts)
            if kept is not None:
                # the goal's own pair said with another (40-100's 40 and a 20; "切札のペア 40 点以外の
                # ペア点を認めないで"): one finding, for the one not allowed, saying which counts
                # (dispute-messages-15 c10: "no marriage is announced" read as if the 40 the goal
                # counts counted nothing too)
                rest = list(pts)
                rest.remove(kept)
                others = " and ".join(str(p) for p in rest)
                found = bad(
                    f"no marriage is announced in {self.contract.label()}: the {kept} counts for the goal, "
                    f"which counts that pair unannounced; the {others} "
                    f"{'counts' if len(rest) == 1 else 'count'} nothing"
                )
                found[0].evidence.update({"goal_pair": kept, "not_counted": rest})
                return early + found
            return early + bad(f"no marriage is announced in {self.contract.label()}")
        self.declared[seat] = pts
        if not self.hands_known:  # play-only record, not rebuilt completely: taken as announced
            disproved = self.marriages_disproved(seat, pts)  # unless the record shows otherwise
            self.marriage_points[seat] += sum(pts) - sum(disproved)
            self.false_marriage_points[seat] += sum(disproved)
            return early + (self.false_marriage(seat, said, pts, disproved) if disproved else [])
        false = self.pairs_not_held(seat, pts)
        self.marriage_points[seat] += sum(pts) - sum(false)
        self.false_marriage_points[seat] += sum(false)
        if false:
            return early + self.false_marriage(seat, said, pts, false)
        return early

    def pairs_not_held(self, seat: int, pts: list[int]) -> list[int]:
        """ulti/marriage.held, the hand known: the marriages said that the seat's hand does not make
        (a 40 without the trump pair, a 20 beyond the plain pairs held)."""
        trump_pair, plain = marriages_held(self.hand_at_start(seat), self.trump)
        false: list[int] = []
        for p in pts:
            if p == T.MARRIAGE_TRUMP and trump_pair:
                trump_pair = False
            elif p == T.MARRIAGE_PLAIN and plain > 0:
                plain -= 1
            else:
                false.append(p)
        return false

    def marriages_disproved(self, seat: int, pts: list[int]) -> list[int]:
        """ulti/marriage.held in a play-only record not rebuilt completely: the marriages said that
        the record disproves, a king or queen of every pair they could be placed by the rebuild in
        another seat's hand (played by it, or taken and kept) or lying in the talon (the hand is
        otherwise unknown, so the rest are taken as announced)."""
        open_suits = self.pairs_possible(seat)
        trump_open = self.trump in open_suits
        plain_open = sum(1 for s in open_suits if s != self.trump)
        false: list[int] = []
        for p in pts:
            if p == T.MARRIAGE_TRUMP and trump_open:
                trump_open = False
            elif p == T.MARRIAGE_PLAIN and plain_open > 0:
                plain_open -= 1
            else:
                false.append(p)
        return false

    def pairs_possible(self, seat: int) -> list[str]:
        """The suits whose K and Q the record places neither in another seat's hand nor in the talon."""
        # the rebuild's placement, not the raw plays: a card played again proves nothing (diff8 A3)
        # and a card taken with the talon is the taker's (diff8 A5)
        elsewhere = {c.code for c in self.talon} | {
            c.code for s in range(N) if s != seat for c in self.hand_at_start(s)
        }
        return [s for s in "HDSC" if f"K{s}" not in elsewhere and f"Q{s}" not in elsewhere]

    def false_marriage(self, seat: int, said: str, pts: list[int], false: list[int]) -> list[Finding]:
        """ulti/marriage.held: a 40 without the trump king and queen, a 20 without a further pair."""
        held = [c.code for c in sorted(self.hand_at_start(seat), key=_sort) if c.rank in ("K", "Q")]
        # "further" only where some of the pairs said were held
        kind = "trump" if false[0] == 40 else ("further " if len(false) < len(pts) else "") + "non-trump"
        return [
            Finding(
                "false_marriage",
                "ulti/marriage.held",
                f"{self.name(seat)} announced {said}, but holds no "
                f"{kind} king and queen for "
                f"{' and '.join(str(p) for p in false)} "
                f"(kings and queens held: {' '.join(held) or 'none'}).",
                {"announced": pts, "false": false, "held": held, "trump": self.trump},
                seat,
            )
        ]

    def apply_double(self, seat: int, target: str, level: int) -> list[Finding]:
        name, side = T.CONTRA_LEVELS.get(level, (f"x{level}", "?"))

        def bad(why: str, evidence: dict[str, Any] | None = None) -> list[Finding]:
            return [
                Finding(
                    "illegal_double",
                    "ulti/contra.levels",
                    f"{self.name(seat)} said {name} on {T.GOAL_NAMES.get(target, target)}, but {why}.",
                    {"target": target, "level": level, **(evidence or {})},
                    seat,
                )
            ]

        early = self.close_early(f"{self.name(seat)} said {name}")
        c = self.contract
        if not self.auction_over or c is None or self.declarer is None:
            return bad("the auction had not ended")
        if self.folded:
            return early + bad("the deal was folded")
        if target == "betli" and "rebetli" in c.goals:
            target = "rebetli"  # "レベトリまたは赤のベトリ": red betli is rebetli (ulti/goal.no-trump-goals)
        if target not in c.goals:
            return early + bad(
                f"{T.GOAL_NAMES.get(target, target)} is not a goal of {c.label()}", {"bid": c.to_json()}
            )
        if level > self.opts["max_contra_level"]:
            return early + bad(f"these rules stop at {self.opts['max_contra_level']}")
        is_declarer = seat == self.declarer
        if level == 16 and not is_declarer and self.levels.get(target, {}).get(seat) == 8:
            # ulti/contra.levels (either reading): the source's own figure, 「ヒルシュコントラは 16 倍」:
            # a defender's 16 right after subcontra is hirschcontra at 16 (session 33 source review)
            name, side = "hirschcontra", "defender"
        if level == 16 and not is_declarer and max(self.levels.get(target, {}).values(), default=1) == 16:
            # (reread-ulti-scoring c: a defender's 16 after the declarer's mordcontra is the source's
            # hirschcontra figure said one call late, not a mordcontra)
            name = "hirschcontra at 16"
            return early + bad(
                "after the declarer's mordcontra (16) hirschcontra doubles again, to 32 "
                "(16 is the source's hirschcontra figure only straight after subcontra)",
                {"expected_level": 32},
            )
        if (side == "declarer") != is_declarer:
            return early + bad(f"{name} is said by {'the declarer' if side == 'declarer' else 'a defender'}")
        if level == 2:
            late = self.with_first_card(seat)
            if late and self.tricks:
                # (session 39, readings-review K4 (a)): 「子は,1 回目のカード勝負に手札を出すとき,…コントラ
                # と言えます」 leaves no reading of a contra said once the first trick is complete: it
                # counts nothing however the record settles the deal (not a late_contras reading)
                return early + bad(
                    f"a contra is said with one's own card to the first trick: {late} "
                    "(it counts nothing: the deal is settled undoubled)"
                )
            if late:
                # written just after one's own card, the trick still open: 「手札を出すとき」 ("when
                # playing") leaves it open to reading as said with the card (readings-review K5 (c))
                self.late_contras.append((seat, target))
                return early + bad(f"a contra is said with one's own card to the first trick: {late}")
        elif not (len(self.tricks) == 1 and not self.trick):
            return early + bad("recontra and higher are said after the first trick, before the second is led")
        levels = self.levels.setdefault(target, {d: 1 for d in self.defenders()})
        binds_both = self.trump is not None or (c.kind == "trump")
        if is_declarer:
            hit = [d for d, lv in levels.items() if lv == level // 2]
            if not hit:
                return early + bad("the goal was not doubled to the level below", {"levels": _skeys(levels)})
            for d in hit:
                levels[d] = level
            return early
        if binds_both and levels.get(seat, 1) == level and not is_declarer:
            # ulti/contra.scope: his partner's call already binds him; saying it too changes nothing
            return early
        if levels.get(seat, 1) != level // 2:
            return early + bad(
                f"{T.GOAL_NAMES.get(target, target)} stood at {levels.get(seat, 1)}",
                {"levels": _skeys(levels)},
            )
        for d in levels if binds_both else [seat]:
            levels[d] = level
        return early

    def levels_with_late_contras(self) -> dict[str, dict[int, int]]:
        """The contra levels with the late contras counted as said (a goal left undoubled by then)."""
        out = {goal: dict(levels) for goal, levels in self.levels.items()}
        c = self.contract
        binds_both = self.trump is not None or (c is not None and c.kind == "trump")
        for seat, target in self.late_contras:
            levels = out.setdefault(target, {d: 1 for d in self.defenders()})
            if levels.get(seat, 1) == 1:
                for d in levels if binds_both else [seat]:
                    levels[d] = max(levels.get(d, 1), 2)
        return out

    # -- play ----------------------------------------------------------------------------------
    def start_play(self) -> list[Finding]:
        """Called at the first card: settle the auction's loose ends."""
        out: list[Finding] = []
        self.play_started = True
        if not self.auction_over:
            out.extend(self.close_early("The play began"))
            if not self.auction_over:
                self.end_auction()
        if self.contract is None:
            self.skip_play = True
            out.append(
                Finding(
                    "no_contract",
                    "ulti/auction.first",
                    "Cards were played although nobody made a bid.",
                    {},
                )
            )
            return out
        c = self.contract
        if self.folded:
            return out
        if c.goals == {"party"} and not c.red and self.opts["fold"] == "compulsory":
            self.fold_forced = True
            out.append(
                Finding(
                    "fold_required",
                    "ulti/auction.fold",
                    f"{self.name(self.declarer)} played the plain party, which these rules make "
                    f"the declarer fold "
                    f"(paying {self.table.fold} to each defender); the deal is settled as folded and "
                    "the cards played are not checked, unless the record settles it as played "
                    "(ulti-aces-tens-fold P2).",
                    {"fold": self.opts["fold"]},
                    self.declarer,
                )
            )
            # the play is followed all the same, its findings kept aside: they count only where the
            # record settles the deal as played (game.fold_played_reading)
            self.fold_shadow_setup = self.set_up_play(c)
            return out
        return out + self.set_up_play(c)

    def set_up_play(self, c: Bid) -> list[Finding]:
        """The trumps, the ranks and the first leader, as the contract makes them."""
        out: list[Finding] = []
        if c.kind == "trump" and self.trump is None:
            # the trumps the table played: the suits under which every recorded lead is the last
            # trick's winner (hearts only for a red bid); one fits: it; several: the first, with
            # the checks that tell them apart (trumping, overtaking) left unmade
            fits = self.trumps_that_fit(c.red)
            if fits:
                self.trump = fits[0]
                self.trump_unsure = len(fits) > 1
            how = (
                f"the play is checked with {suit_name(fits[0])} as trumps, the only suit the tricks' leads fit"
                if len(fits) == 1
                else "the play is checked for following suit only (the tricks' leads fit "
                + " or ".join(suit_name(x) for x in fits)
                + ")"
                if fits
                else "no suit fits the tricks' leads, so the play is checked without trumps"
            )
            out.append(
                Finding(
                    "missing_trump",
                    "ulti/auction.trump",
                    f"{self.name(self.declarer)} never named trumps for {c.label()}; {how}.",
                    {"bid": c.to_json(), "trumps_that_fit": fits},
                    self.declarer,
                )
            )
        self.rank = T.TRUMP_RANK if self.trump else T.NO_TRUMP_RANK
        self.leader = self.due_leader = self.declarer
        return out

    def trumps_that_fit(self, red: bool) -> list[str]:
        """The trump suits under which the recorded plays (in ``record``, from the declarer's
        lead) have each trick led by the winner of the one before (ulti/auction.trump)."""
        plays = [
            (ev.seat, ev.card)
            for ev in self.record
            if ev.type == "play" and ev.seat is not None and ev.card is not None
        ]
        fits = []
        for suit in ("H",) if red else ("D", "S", "C"):
            leader = self.declarer
            ok = True
            for k in range(0, len(plays) - len(plays) % N, N):
                trick = plays[k : k + N]
                if trick[0][0] != leader or len({seat for seat, _ in trick}) != N:
                    ok = False
                    break
                leader = trick_winner(trick, suit)
            if ok:
                fits.append(suit)
        return fits

    def beats(self, card: Card, best: Card) -> bool:
        if card.suit == best.suit:
            return self.rank[card.rank] > self.rank[best.rank]
        return self.trump is not None and card.suit == self.trump

    def current_best(self) -> Card | None:
        best: Card | None = None
        for _, c in self.trick:
            if best is None or self.beats(c, best):
                best = c
        return best

    def legal(self, seat: int) -> tuple[list[Card], str, list[Card]]:
        """(legal cards, the obligation that bound, the cards that obligation allowed)."""
        hand = self.hands[seat]
        if not self.trick:
            return list(hand), "lead", list(hand)
        led = self.trick[0][1].suit
        same = [c for c in hand if c.suit == led]
        if same:
            pool, why = same, "follow"
        else:
            trumps = [c for c in hand if self.trump is not None and c.suit == self.trump]
            pool, why = (trumps, "trump") if trumps else (list(hand), "free")
        best = self.current_best()
        assert best is not None
        higher = [c for c in pool if self.beats(c, best)]
        return (higher or pool), why, pool

    def to_play(self) -> int | None:
        if self.leader is None:
            return None
        if not self.trick:
            return self.leader
        played = [seat for seat, _ in self.trick]
        # in turn from the leader: a card out of turn does not move the turn past those still to play
        # (a seat sitting the trick out, extra_card, has no turn)
        sitting = self.sitting
        for i in range(N):
            s = (self.leader + i) % N
            if s not in played and s not in sitting:
                return s
        return self.leader

    @property
    def active(self) -> range | list[int]:
        """The seats that play to the current trick (all but those sitting it out: extra_card)."""
        if not self.sitting:
            return range(N)
        return [s for s in range(N) if s not in self.sitting]

    @property
    def trick_complete(self) -> bool:
        """ulti/play.turn: every seat with a card for the trick has played to it (and a second card the
        table took into it, extra_card)."""
        return len(self.trick) == self.trick_size

    def skipped_seat(self, seat: int) -> bool:
        """ulti/play.turn: one card out of turn is one fault. After it the next card may follow on
        from it (to_play) or come from the seat it skipped (a record with two cards swapped)."""
        if self.due_leader is None:
            return False
        return seat in due_seats(self.active, [s for s, _ in self.trick], self.due_leader)

    def apply_play(self, seat: int, card: Card, event: int) -> list[Finding]:
        out: list[Finding] = []
        if not self.play_started:
            out.extend(self.start_play())
        if self.skip_play:
            return out
        if self.fold_forced and not self.folded:
            # a compulsory fold played on: followed aside (start_play)
            self.fold_shadow.extend(
                f if f.event is not None else replace(f, event=event)
                for f in [*self.fold_shadow_setup, *self.play_card(seat, card, event)]
            )
            self.fold_shadow_setup = []
            return out
        return out + self.play_card(seat, card, event)

    def play_card(self, seat: int, card: Card, event: int) -> list[Finding]:
        """One card played, once the play has begun (ulti/play.*)."""
        if self.ahead and event in self.ahead:
            self.ahead.discard(event)
            return []  # played already, into the trick it completed (early_lead)
        out: list[Finding] = []
        if self.folded:
            if not self.flagged_after_fold:
                self.flagged_after_fold = True
                out.append(
                    Finding(
                        "play_after_fold",
                        "ulti/auction.fold",
                        f"{self.name(seat)} played {card} after the declarer had folded; "
                        "the deal ended with the fold.",
                        {},
                        seat,
                    )
                )
            return out
        if len(self.tricks) >= 10:
            out.append(
                Finding(
                    "card_not_in_hand",
                    "ulti/play.turn",
                    f"{self.name(seat)} played {card} after the tenth trick.",
                    {"card": card.code},
                    seat,
                )
            )
            return out
        held = False
        if self.held is not None:
            # ulti/play.turn (real-faults-near-slips-11 a2): the trick was held open for this seat's
            # second card (hold_for_second); any other card: it closes as it lay
            held_for, self.held = self.held, None
            if self.trick and seat == held_for and card in self.hands[seat]:
                held = True
            else:
                self.trick_size -= 1
                self.close_trick()
        # (held: the seat due to lead next, the trick's winner as it lay)
        expected = self.best_of(self.trick)[0] if held else self.to_play()
        skips = (
            not self.trick
            and expected is not None
            and seat != expected
            and expected == self.due_leader
            and self.skip_check
            and not self.trialling
            and self.skips_lead(seat, card, event)
        )
        slip = (
            seat_written_wrongly(
                seat, card, expected, lambda s, c: c in self.hands[s], self.active, [s for s, _ in self.trick]
            )
            if card not in self.hands[seat] and self.holders_given() and card not in self.played
            else None
        )
        if slip is not None:  # one slip, one finding: the seat written is the slip, the play his
            return [
                seat_slip("ulti/play.turn", self.names, seat, slip, card),
                *self.play_card(slip, card, event),
            ]
        lost = (
            line_left_out(
                seat,
                expected,
                [s for s, _ in self.trick],
                self.trick_size - len(self.trick) - 2,
                self.hands[expected],
                [(e.seat, e.card) for e in self.record if e.index > event and e.type == "play" and e.card],  # type: ignore[misc]
            )
            if self.trick
            and not held
            and expected is not None
            and seat != expected
            and self.holders_given()
            and not self.stood_for
            else None
        )
        if (
            lost is not None
            and expected is not None
            and not self.left_out_fits(seat, card, expected, lost, event)
        ):
            lost = None  # (real-faults-near-slips-3 a2) the seat rather skipped the trick
        if lost is not None:  # one slip, one finding (one-slip-play-lines a1): the due seat's line left out
            assert expected is not None
            return [
                line_slip(
                    "ulti/play.turn",
                    self.names,
                    seat,
                    card,
                    expected,
                    len(self.tricks) + 1,
                    lost,
                    {"expected": expected, "left_out": lost.code},
                ),
                *self.play_card(expected, lost, event),
                *self.play_card(seat, card, event),
            ]
        # a seat already in the trick (never the common case): a card taken back, a lead made early,
        # a trick closed short
        again = seat != expected and any(s == seat for s, _ in self.trick)
        k = self.taken_back(seat, card, event) if again and not held else None
        if k is not None:
            # ulti/play.turn (real-faults-near-slips-6 a1): the seat took its card back and played this
            # one instead; the record plays the first again later, so it went back to the hand. One
            # fault, here; this card stands in its place
            old = self.trick.pop(k)[1]
            self.hands[seat].append(old)
            self.played.pop(old, None)
            before = len(self.trick)
            found = [f for f in self.play_card(seat, card, event) if f.code != "out_of_turn"]
            if len(self.trick) == before + 1:  # (it may have closed the trick, a line read as left out)
                self.trick.insert(k, self.trick.pop())
            return [
                Finding(
                    "out_of_turn",
                    "ulti/play.turn",
                    f"{self.name(seat)} took back {old} and played {card} instead, to trick {len(self.tricks) + 1}: a card played may "
                    f"not be changed (one card each), but the table let the change stand ({old} is played later).",
                    {"taken_back": old.code, "instead": card.code},
                    seat,
                ),
                *found,
            ]
        # ulti/play.turn (real-faults-near-slips-4 a2): a second card the table took into the trick,
        # weighed against every other reading of the card (extra_card)
        extra = held or (again and self.extra_card(seat, card, event))
        early = self.early_lead(seat, card, event) if again and not extra and expected is not None else None
        if early is not None:
            # ulti/play.turn (session 34): the trick's winner led the next before the missing seat
            # played, whose card the record writes next: that card completes the trick (judged there,
            # at its own event), this one leads the next. One fault, this lead
            at, theirs = early
            assert expected is not None
            trick = len(self.tricks) + 1
            found = [
                f if f.event is not None else replace(f, event=at)
                for f in self.play_card(expected, theirs, at)
            ]
            self.ahead.add(at)
            return [
                early_lead("ulti/play.turn", self.names, seat, expected, trick),
                *found,
                *self.play_card(seat, card, event),
            ]
        if again and not extra and expected is not None and self.closes_short(seat, card):
            # ulti/play.turn (real-faults-near-slips-3 a1): a seat skipped the trick; the table took it
            # as it lay and its winner leads the next, this card. One fault: the card played in the
            # skipped seat's turn (found already), or, the seat due last skipped, this lead
            active = self.active
            leader = self.leader
            last = (
                next(s for i in range(1, N + 1) if (s := (leader - i) % N) in active)
                if leader is not None
                else None
            )
            # (the seat due to lead skipped, after a wrong lead: that lead is the one fault,
            # real-faults-near-slips-11 a3)
            skipped_lead = expected == self.due_leader != leader
            self.close_trick(event)
            self.lead_skipped = self.lead_skipped or skipped_lead
            found = [short_lead("ulti/play.turn", self.names, seat, expected, len(self.tricks))]
            if expected != last or skipped_lead:
                found = []
            return found + self.play_card(seat, card, event)
        hand = self.hands[seat]
        held_elsewhere = False
        lead_swapped = False
        if extra:
            # ulti/play.turn (real-faults-near-slips-4 a2): the table took the seat's second card into
            # the trick (one fault, here: a turn fault, not a follow fault, so no follow duty or revoke
            # penalty comes from it): it counts there for the trick's winner, and the seat, a card
            # short, sits out the deal's last trick
            out.append(
                second_card(
                    "ulti/play.turn",
                    self.names,
                    seat,
                    card,
                    len(self.tricks) + 1,
                    expected,
                    self.extra.get(seat, 0) + 1,
                )
            )
        elif expected is not None and seat != expected and not self.skipped_seat(seat):
            if skips:
                # ulti/play.turn (real-faults-near-slips-11 a3): the seat due to lead skipped the trick:
                # one fault, here (its winner's lead closes it short, no second finding)
                out.append(
                    skip_lead("ulti/play.turn", self.names, seat, card, expected, len(self.tricks) + 1)
                )
            elif not self.trick and self.last_lead_swapped(event):
                # ulti/play.turn (real-faults-near-slips-13 c/a2): the due leader's card is next and
                # the payments fit the trick as he led it: the one fault, said so
                assert self.due_leader is not None
                out.append(self.swapped_by_payments(seat, card, event))
            else:
                out.append(out_of_turn(self.name(seat), card, self.name(expected), expected, seat))
            if not self.trick:  # a wrong lead: the others follow in turn from the card led
                self.leader = seat
        elif card in self.played:
            # ulti/play.turn: each of the 32 cards exists once (「4 つの印ごとに…32 枚」); one already
            # played to a trick is in nobody's hand, whatever the record leaves out (ulti21 A4)
            by, k = self.played[card]
            out.append(played_again(self.name(seat), card, self.name(by), by, k + 1, seat))
        elif card in self.talon and self.hands_rebuilt:
            # ulti/auction.talon: the talon is handed on face down and untouched; a card laid away
            # there is in nobody's hand (a play-only record rebuilds it into the hand that plays it)
            out.append(
                Finding(
                    "card_not_in_hand",
                    "ulti/play.turn",
                    f"{self.name(seat)} played {card}, which lies in the talon "
                    f"({self.name(self.declarer)}'s discard {' '.join(codes(self.talon))}).",
                    {"card": card.code, "talon": codes(self.talon)},
                    seat,
                )
            )
            self.talon.remove(card)  # on the table now: counted once, in the trick it was played to
        elif card not in hand:
            out.append(
                Finding(
                    "card_not_in_hand",
                    "ulti/play.turn",
                    f"{self.name(seat)} played {card}, which {self.name(seat)} does not hold.",
                    {"card": card.code, "held": codes(sorted(hand, key=_sort))},
                    seat,
                )
            )
            if self.holders_given() and any(card in self.hands[o] for o in range(N) if o != seat):
                # diff9 ulti-knockon A1: with the hands given, the card is another seat's; this play
                # did not take it from him, so his own later play of it is no card played twice
                held_elsewhere = True
        else:
            # ulti/play.turn (as danish diff9 A5, terziglio-play-2faults P2): a wrong lead, then the
            # seat due to lead: two cards swapped in the record where, judged in that order (the
            # trick's third card, from the record, included), they break the rules less often
            swap = self.swapped_lead(seat, card, event) if self.may_swap_lead(seat, card) else None
            if swap is not None:
                out.extend(swap)
                lead_swapped = True
            else:
                out.extend(self.check_follow(seat, card, event))
        stood_for = None
        if out and out[-1].code == "card_not_in_hand":  # the three branches above that say so
            stood_for = self.drop_stood_for(seat, event, card)
        if card in hand:
            hand.remove(card)
        if not held_elsewhere:
            self.played.setdefault(card, (seat, len(self.tricks)))
        if lead_swapped:
            self.trick.insert(0, (seat, card))
            self.leader = seat
        else:
            self.trick.append((seat, card))
        if stood_for is not None:
            self.stood_for[len(self.trick) - 1] = stood_for
        if extra:  # the trick closes with one card more (held: made room for it already)
            if not held:
                self.trick_size += 1
            self.extra[seat] = self.extra.get(seat, 0) + 1
        if len(self.trick) == self.trick_size:
            if not extra and (second := self.hold_for_second(event)) is not None:
                self.held = second  # the trick waits for this seat's second card, the next (extra_card)
                self.trick_size += 1
            else:
                self.close_trick(event)
        return out

    def hold_for_second(self, event: int) -> int | None:
        """ulti/play.turn (real-faults-near-slips-11 a2), extra_card after the trick is complete (the
        card at ``event`` completed it), the hands known: where the record's next event is a play by a
        seat in the trick again, of a card it holds, before the deal's last trick, and that seat does not
        win the trick as it lies (its next card no lead of its own), and the record shows it a card
        short after that card, the trick is held open for it (that seat; else None) when the rest of
        the record fits that strictly better (fewer faults, or as many and more of the payment and
        score lines written) than the trick closed and that card a lead out of turn. Within
        extra_card's allowance; a trial copy does not weigh."""
        if (
            self.trialling
            or self.extra_left <= 0
            or len(self.tricks) >= 9
            or self.stood_for
            or self.sitting
            or not self.holders_given()
        ):
            return None
        i = next((k for k, e in enumerate(self.record) if e.index == event), None)
        if i is None or i + 1 >= len(self.record):
            return None
        nxt = self.record[i + 1]
        seat = nxt.seat
        if nxt.type != "play" or seat is None or nxt.card is None or nxt.index in self.ahead:
            return None
        if all(s != seat for s, _ in self.trick) or nxt.card not in self.hands[seat]:
            return None
        if self.best_of(self.trick)[0] == seat:
            return None
        later = [e.card for e in self.record[i + 2 :] if e.type == "play" and e.seat == seat and e.card]
        if len(later) != len(self.hands[seat]) - 1 or nxt.card in later:
            return None
        self.extra_left -= 1
        faults, st = self.trial_held(nxt.index, seat)
        taken = (-faults, st.sheet_fit())
        faults, st = self.trial_held(nxt.index, None)
        return seat if taken > (-faults, st.sheet_fit()) else None

    def trial_held(self, start: int, hold: int | None) -> tuple[int, DealState]:
        """hold_for_second's trial: the play faults of the record from event ``start`` on, and the copy
        played out, the complete trick held open for a second card by seat ``hold``, or (None) closed
        as it lay."""
        st = self.trial_copy((self.record, self.names, self.opts), False)
        if hold is not None:
            st.held = hold
            st.trick_size += 1
        else:
            st.close_trick()
        faults = 0
        for e in self.record:
            if e.index >= start and e.type == "play" and e.seat is not None and e.card is not None:
                faults += len(st.play_card(e.seat, e.card, e.index))
        return faults, st

    def skips_lead(self, seat: int, card: Card, event: int) -> bool:
        """ulti/play.turn (real-faults-near-slips-11 a3), at a lead out of turn, the hands known: whether
        the seat due to lead skips the trick, the table taking it as it lay, one card short (closes_short,
        at its winner's lead): a copy plays the trick out from this card, as the deal will, to tell.
        Where the record shows the due leader play to it, no."""
        if not self.holders_given() or self.stood_for or self.sitting or self.extra:
            return False
        rest = [
            e for e in self.record if e.index > event and e.type == "play" and e.seat is not None and e.card
        ]
        seen = {seat}
        for e in rest:  # the trick's next cards, up to a seat's second
            if e.seat == self.due_leader:
                return False
            if e.seat in seen:
                break
            seen.add(e.seat)  # type: ignore[arg-type]
        else:
            return False  # (the record stops before the trick's next lead)
        st = self.trial_copy((self.record, self.names, self.opts), False)
        st.skip_check, st.lead_skipped = False, False
        number = len(self.tricks)
        for s, c, i in [(seat, card, event), *((e.seat, e.card, e.index) for e in rest)]:
            st.play_card(s, c, i)  # type: ignore[arg-type]
            if st.lead_skipped:
                return True
            if len(st.trick) == st.trick_size or len(st.tricks) != number:
                return False
        return False

    def closes_short(self, seat: int, card: Card) -> bool:
        """A card by a seat already in a trick one card short, that wins the trick as it lies, from
        its hand, before the tenth trick: the trick closed short and this card the next lead (a line
        written twice is not in the hand)."""
        return (
            len(self.trick) == self.trick_size - 1
            and len(self.tricks) < 9
            and not self.stood_for
            and card in self.hands[seat]
            and any(s == seat for s, _ in self.trick)
            and self.best_of(self.trick)[0] == seat
        )

    def taken_back(self, seat: int, card: Card, event: int) -> int | None:
        """ulti/play.turn (real-faults-near-slips-6 a1), the hands known: a second card by a seat to
        the open trick (one it holds) whose first card there the seat plays again later in the record
        (so it went back to the hand): that card's place in the trick (not the lead with cards after
        it); else None."""
        if self.stood_for or not self.holders_given() or card not in self.hands[seat]:
            return None
        k = next((i for i, (s, _) in enumerate(self.trick) if s == seat), None)
        if k is None or (k == 0 and len(self.trick) > 1) or len(self.trick) == self.trick_size:
            return None
        old = self.trick[k][1]
        later = any(
            e.index > event and e.type == "play" and e.seat == seat and e.card is old for e in self.record
        )
        return k if later else None

    def early_lead(self, seat: int, card: Card, event: int) -> tuple[int, Card] | None:
        """ulti/play.turn (session 34): a card by a seat already in a trick one card short (before the
        tenth), the hands known, where the record's next card is the missing seat's: the missing card
        written after the next lead (a lead before the trick was complete, or two lines swapped),
        where the rest of the record fits that no worse (no more faults) than the trick closed
        short or the card out of turn. That card's event and card; else None."""
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
        """early_lead's trick and hand: one card short, not the last, the hands known, the card held
        by a seat already in the trick."""
        if (
            len(self.trick) != self.trick_size - 1
            or len(self.tricks) >= 9
            or self.stood_for
            or not self.holders_given()
        ):
            return False
        return card in self.hands[seat] and any(s == seat for s, _ in self.trick)

    def early_missing(self, event: int) -> tuple[int, Card] | None:
        """early_lead's missing card: the record's next card, by a seat not in the trick that holds it
        (its event and card), else None."""
        nxt = next((e for e in self.record if e.index > event and e.type == "play" and e.card), None)
        if nxt is None or nxt.seat is None or nxt.card is None:
            return None
        who = nxt.seat
        if any(s == who for s, _ in self.trick) or nxt.card not in self.hands[who]:
            return None
        return nxt.index, nxt.card

    def trial_faults_from(self, event: int, early: bool) -> int:
        """The play faults of the record from ``event`` on, on a copy told whether to read its first
        card as a lead written early (early_lead); later such cards read greedily."""
        return self.trial_from(event, early)[0]

    def trial_from(self, event: int, early: bool, extra: bool | None = None) -> tuple[int, DealState]:
        """The play faults of the record from ``event`` on, and the copy played out, told whether to
        read its first card as a lead written early (early_lead), or (``extra``) as a second card the
        table took into the trick (extra_card); later such cards read greedily."""
        st = self.trial_copy((self.record, self.names, self.opts), early)
        st.extra_next = extra
        faults = 0
        for e in self.record:
            if e.index >= event and e.type == "play" and e.seat is not None and e.card is not None:
                faults += len(st.play_card(e.seat, e.card, e.index))
        return faults, st

    def extra_card(self, seat: int, card: Card, event: int) -> bool:
        """ulti/play.turn (real-faults-near-slips-4 a2): a second card by a seat to the open trick, the
        hands known and the card in its hand (not in the deal's last trick): the table took it into
        the trick (it counts there for the trick's winner, and the seat, a card short, has none for
        the deal's last trick), where the rest of the record, played out, fits that strictly better
        (fewer faults, or as many and more of the payment and score lines written) than every other
        reading of the card: a lead made early (early_lead, where the record's next card is the
        missing seat's), the trick closed short, or the card out of turn (one card each: 「ついで,
        反時計回りに順番に 1 枚ずつ」). At most tricks.EARLY_TRIALS such weighings a deal (an allowance
        of its own); a trial copy reads it as told, else not."""
        if (
            len(self.tricks) >= 9
            or self.stood_for
            or not self.holders_given()
            or card not in self.hands[seat]
        ):
            return False
        forced, self.extra_next = self.extra_next, None
        if forced is not None:
            return forced
        if self.trialling or self.extra_left <= 0:
            return False
        self.extra_left -= 1
        faults, st = self.trial_from(event, False, True)
        taken = (-faults, st.sheet_fit())
        faults, st = self.trial_from(event, False, False)
        if taken <= (-faults, st.sheet_fit()):
            return False
        if not (self.early_may(seat, card) and self.early_missing(event) is not None):
            return True
        faults, st = self.trial_from(event, True, False)
        return taken > (-faults, st.sheet_fit())

    def sheet_fit(self) -> int:
        """How many of the deal's payment lines (payer, payee, amount), and of its seats' score lines
        added up, the deal as played settles as written (extra_card's tie-break)."""
        o = settle(self) if self.auction_over else None
        if o is None:
            return 0
        due = Counter((p.payer, p.payee, p.amount) for p in o.payments)
        fit = 0
        scored: dict[int, float] = {}
        for e in self.record:
            if e.type == "payment" and due[(e.payer, e.payee, e.amount)] > 0:  # type: ignore[index]
                due[(e.payer, e.payee, e.amount)] -= 1  # type: ignore[index]
                fit += 1
            elif e.type == "score" and isinstance(e.party, int):
                scored[e.party] = scored.get(e.party, 0) + (e.points or 0)
        net = o.net()
        return fit + sum(1 for s, v in scored.items() if net.get(s, 0) == v)

    def sit_out(self) -> None:
        """ulti/play.turn, at a new trick after a second card the table took (extra_card): the seats with
        no card left for it sit it out; the turn passes them, and the trick closes without them (a
        leader among them: the next seat leads)."""
        left = 10 - len(self.tricks)  # tricks left, this one included
        self.sitting = frozenset(s for s, k in self.extra.items() if k >= left)
        self.trick_size = N - len(self.sitting)
        leader = self.leader
        if self.sitting and len(self.sitting) < N and leader is not None and leader in self.sitting:
            self.leader = self.due_leader = next(
                s for i in range(1, N) if (s := (leader + i) % N) not in self.sitting
            )

    def left_out_fits(self, seat: int, card: Card, due: int, lost: Card, event: int) -> bool:
        """tricks.line_left_out, weighed against the due seat skipping the trick: the card read as left
        out must be legal where it would lie, and the trick it completes won by the seat the record
        shows leading next (else the record fits the short trick better); and not where the due seat
        is the one due to lead, skipped by a wrong lead, and this card closes the trick short (that
        reading is the one fault, the wrong lead; the line left out would be a second:
        real-faults-near-slips-11 a3)."""
        if due == self.due_leader != self.leader and self.closes_short(seat, card):
            return False
        if lost not in self.legal(due)[0]:
            return False
        trick = [*self.trick, (due, lost)]
        if len(trick) == self.trick_size:  # it completes the trick: this card is the next lead, by its winner
            return self.best_of(trick)[0] == seat
        plays = [(e.seat, e.card) for e in self.record if e.index > event and e.type == "play" and e.card]
        trick.append((seat, card))
        rest = self.trick_size - len(trick)
        if rest < 0 or len(plays) <= rest:
            return True
        trick += plays[:rest]  # type: ignore[arg-type]
        return self.best_of(trick)[0] == plays[rest][0]

    def may_swap_lead(self, seat: int, card: Card) -> bool:
        """The card after a wrong lead, from the seat due to lead, with the hands known: the two
        may be swapped in the record."""
        return (
            len(self.trick) == 1
            and seat == self.due_leader
            and self.leader != self.due_leader
            and not self.stood_for
            and self.hands_known
        )

    def swapped_lead(self, seat: int, card: Card, event: int) -> list[Finding] | None:
        """The findings of the trick's first two cards read swapped (the card written first judged as
        the second, at its own event), where that order, the record's third card included, breaks
        the rules less often than the order written; else None."""
        first_seat, first_card = self.trick[0]
        at = max(
            (
                ev.index
                for ev in self.record
                if ev.index < event and ev.type == "play" and ev.seat == first_seat and ev.card == first_card
            ),
            default=None,
        )
        if at is None:
            return None
        nxt = next((ev for ev in self.record if ev.index > event and ev.type == "play"), None)
        third = (
            (nxt.seat, nxt.card)
            if nxt is not None
            and nxt.seat not in (seat, first_seat, None)
            and nxt.card is not None
            and nxt.card in self.hands[nxt.seat]
            else None
        )
        mine, theirs = (seat, card, event), (first_seat, first_card, at)
        kept, written = self.penalty, self.trick
        self.hands[first_seat].append(first_card)  # back in the hand it was played from, for the trial
        try:
            as_written = self.trial_faults([theirs, mine], third)
            as_swapped = self.trial_faults([mine, theirs], third)
        finally:
            self.hands[first_seat].remove(first_card)
            self.trick, self.penalty = written, kept
        if as_swapped == as_written and third is not None:
            # as many faults: the record's next lead tells which trick the table saw (its winner)
            after = next(
                (
                    ev.seat
                    for ev in self.record
                    if nxt is not None and ev.index > nxt.index and ev.type == "play" and ev.card is not None
                ),
                None,
            )
            trick_as_written = [(first_seat, first_card), (seat, card), third]
            trick_swapped = [(seat, card), (first_seat, first_card), third]
            if after is None and len(self.tricks) == 9:
                # ulti/play.turn (real-faults-near-slips-13 c/a2): the deal's last trick has no next
                # lead to tell; the payments written do (swap_fits)
                if not self.swap_fits(event):
                    return None
                self.swapped_by_sheet = True
            elif after is None or not (
                self.best_of(trick_swapped)[0] == after != self.best_of(trick_as_written)[0]
            ):
                return None
        elif as_swapped >= as_written:
            return None
        self.trick = [(seat, card)]
        self.hands[first_seat].append(first_card)
        try:
            return [replace(f, event=at) for f in self.check_follow(first_seat, first_card, at)]
        finally:
            self.hands[first_seat].remove(first_card)
            self.trick = written

    def swap_fits(self, event: int) -> bool:
        """ulti/play.turn (real-faults-near-slips-13 c/a2), swapped_lead in the deal's last trick, the
        two orders breaking the rules as often: whether the rest of the record, played out from the due
        leader's card at ``event``, fits the two cards read swapped strictly better (fewer faults, or
        as many and more of the payment and score lines written) than as written (the table's reading
        on a tie, as Rage's rage/trick.turn). A trial copy told the reading (swap_next) takes it."""
        forced, self.swap_next = self.swap_next, None
        if forced is not None:
            return forced
        fits: list[tuple[int, int]] = []
        for swap in (False, True):
            st = self.trial_copy((self.record, self.names, self.opts), False)
            st.swap_next = swap
            faults = 0
            for e in self.record:
                if e.index >= event and e.type == "play" and e.seat is not None and e.card is not None:
                    faults += len(st.play_card(e.seat, e.card, e.index))
            fits.append((-faults, st.sheet_fit()))
        return fits[1] > fits[0]

    def last_lead_swapped(self, event: int) -> bool:
        """ulti/play.turn (real-faults-near-slips-13 c/a2), at a wrong lead to the deal's last trick
        whose next card in the record is the due leader's: whether the deal, played out from here,
        reads the two swapped by the payments written (swapped_lead, swap_fits), so that this lead's
        message can say so. A trial copy does not ask."""
        if self.trialling or len(self.tricks) != 9 or not self.hands_known or self.stood_for:
            return False
        if self.due_leader is None or self.next_player(event) != self.due_leader:
            return False
        st = self.trial_copy((self.record, self.names, self.opts), False)
        for e in self.record:
            if e.index >= event and e.type == "play" and e.seat is not None and e.card is not None:
                st.play_card(e.seat, e.card, e.index)
        return st.swapped_by_sheet

    def swapped_by_payments(self, seat: int, card: Card, event: int) -> Finding:
        """The one finding of a wrong lead to the deal's last trick read swapped with the due leader's
        card by the payments written (last_lead_swapped): one card each, three to the trick
        (「ついで,反時計回りに順番に 1 枚ずつ」), the trick judged as the due leader led it."""
        due = self.due_leader
        assert due is not None
        theirs = next(
            (
                e.card
                for e in self.record
                if e.index > event and e.type == "play" and e.seat == due and e.card
            ),
            None,
        )
        return Finding(
            "out_of_turn",
            "ulti/play.turn",
            f"{self.name(seat)} played {card} when it was {self.name(due)}'s turn to lead trick 10; the "
            f"trick is judged as led by {self.name(due)} with {theirs} (the two cards written in swapped "
            "order), because the payments written fit it so.",
            {"expected": due, "judged_swapped": True},
            seat,
        )

    def trial_faults(self, order: list[tuple[int, Card, int]], third: tuple[int, Card] | None) -> int:
        """How many follow faults the trick's cards make in ``order`` (the lead, then the second, then
        ``third``), each judged against the cards before it; the state is the caller's to restore."""
        self.trick = [(order[0][0], order[0][1])]
        faults = 0
        for s, c, at in order[1:]:
            faults += len(self.check_follow(s, c, at))
            self.trick.append((s, c))
        if third is not None:
            faults += len(self.check_follow(third[0], third[1], order[-1][2]))
        return faults

    def next_player(self, event: int) -> int | None:
        """The seat of the record's next card after ``event``."""
        return next(
            (ev.seat for ev in self.record if ev.index > event and ev.type == "play" and ev.card is not None),
            None,
        )

    def drop_stood_for(self, seat: int, event: int, card: Card) -> Card | None:
        """diff9 ulti-knockon A2: a card the seat did not hold stood for one it did. With the hands
        given that card is known when exactly one card of the hand is never played by the seat in the
        rest of the record: it left the hand at this play (the record shows it played, only written
        wrongly), so no duty to follow, trump, overtake or keep the ulti seven comes from it. That
        card, or None when it is not known. diff10 twofault A1: with a second wrong card (``card``
        this one) the cards left match the slips by suit (``slips_stand_for``); of several of one
        suit, alike only when the rank decides nothing here (not the trump, not the suit led or
        leading) and the card points are the same."""
        if not self.holders_given():
            return None
        later_cards = [
            ev.card
            for ev in self.record
            if ev.index > event and ev.type == "play" and ev.seat == seat and ev.card is not None
        ]
        later = set(later_cards)
        left = [c for c in self.hands[seat] if c not in later]
        if len(left) == 1:
            stood: Card | None = left[0]
        else:
            ranked = {self.trump, self.trick[0][1].suit if self.trick else card.suit}
            stood = slips_stand_for(
                card,
                later_cards,
                self.hands[seat],
                left,
                lambda c: (T.CARD_POINTS.get(c.rank, 0), c.code if c.suit in ranked else ""),
            )
        if stood is None:
            return None
        self.hands[seat].remove(stood)
        return stood

    def check_follow(self, seat: int, card: Card, event: int) -> list[Finding]:
        best = self.current_best()
        # a lead, or a card of the suit led that beats the table, is legal (``legal`` holds it): then
        # only the ulti seven (check_seven) reads the legal cards
        if best is None or (card.suit == self.trick[0][1].suit and self.beats(card, best)):
            return (
                self.check_seven(seat, card, self.legal(seat)[0]) if self.seven_at_stake(seat, card) else []
            )
        legal, why, pool = self.legal(seat)
        if card in legal:
            return self.check_seven(seat, card, legal)
        if self.stood_for:
            # diff9 ulti-knockon A2: a card on the table written wrongly, the one it stood for
            # known: a card legal to either is no fault of this seat
            written, self.trick = self.trick, self.table_as_stood()
            try:
                alt = self.legal(seat)[0]
            finally:
                self.trick = written
            if card in alt:
                return self.check_seven(seat, card, alt)
        if self.trump_unsure and not (why == "follow" and card.suit != self.trick[0][1].suit):
            return []  # trumping and overtaking depend on trumps the record does not settle
        hand = self.hands[seat]
        led = self.trick[0][1].suit
        best = self.current_best()
        assert best is not None
        table = codes(c for _, c in self.trick)
        ev: dict[str, Any] = {
            "led": led,
            "trump": self.trump,
            "table": table,
            "played": card.code,
            "legal": codes(sorted(legal, key=_sort)),
        }
        if why == "follow" and card.suit != led:
            code, rule = "revoke", "ulti/play.follow"
            held = [c for c in hand if c.suit == led]
            held_codes = codes(sorted(held, key=_sort))
            legal_codes = codes(sorted(legal, key=_sort))
            msg = (
                f"{self.name(seat)} played {card} to {a_lead(led)} while holding {listed(held_codes)}"
                # the narrower duty, where it decides (fresh-mainstream-6 c4): beat the table if able
                + (
                    f", of which {' or '.join(legal_codes)} had to be played (a card that beats the table)."
                    if legal_codes and set(legal_codes) < set(held_codes)
                    else "."
                )
            )
        elif why == "trump" and card.suit != self.trump:
            code, rule = "failure_to_trump", "ulti/play.trump"
            held = [c for c in hand if c.suit == self.trump]
            trumps_held = listed(codes(sorted(held, key=_sort)))
            msg = (
                f"{self.name(seat)}, void in {suit_name(led)}, played {card} instead of a trump "
                f"while holding {trumps_held}."
                if self.hands_known
                # (hands from the plays of a record cut short: the void is not shown, the trump is;
                # ulti-po2 c1)
                else f"{self.name(seat)} played {card} to {a_lead(led)} while holding {trumps_held}, "
                f"which the record shows played later: a failure to trump, or to follow if they held "
                f"{suit_name(led)}, a fault either way."
            )
        else:
            code, rule = "failure_to_overtake", "ulti/play.overtake"
            held = legal
            # whose card it was to beat (dispute-messages-14 c5): the duty is to beat the card on
            # the table (「すでに場に出てるカードに勝てる手札があれば出さなければなりません」), a
            # partner's as much as an opponent's, and a partner's is what a defender disputes
            by = next(s for s, c in self.trick if c is best)
            partner = self.declarer is not None and self.declarer not in (seat, by)
            ev.update({"beat": best.code, "beat_by": by, "beat_by_partner": partner})
            whose = f", which {self.name(seat)}'s partner {self.name(by)} played," if partner else ""
            msg = (
                f"{self.name(seat)} played {card} under {best}{whose} while able to beat it with "
                f"{' or '.join(codes(sorted(legal, key=_sort)))}"
                + ("; a partner's card on the table must be beaten too." if partner else ".")
            )
        ev["held"] = codes(sorted(held, key=_sort))
        penalty = self.revoke_penalty(seat, event)
        # an illegal card may also be the ulti seven given up early: both faults (ulti/play.ulti-seven)
        return [Finding(code, rule, msg, ev, seat, penalty=penalty), *self.check_seven(seat, card, legal)]

    def revoke_penalty(self, seat: int, event: int) -> dict[str, Any] | None:
        effect = self.opts["revoke_penalty"]
        side = "declarer" if seat == self.declarer else "defenders"
        first = self.penalty is None
        if first:
            self.penalty = {"seat": seat, "side": side, "event": event, "effect": effect}
        if effect == "play_stands":
            return None
        p: dict[str, Any] = {"rule": "ulti/penalty.revoke", "effect": effect, "side": side}
        if not first:
            p["applied"] = False  # only the deal's first offence is penalised (ulti/penalty.revoke)
        return p

    def check_seven(self, seat: int, card: Card, legal: list[Card]) -> list[Finding]:
        """ulti/play.ulti-seven: the ulti declarer keeps the trump 7 to the last trick if the rules allow."""
        if not self.seven_at_stake(seat, card):
            return []
        others = [x for x in legal if x is not card]
        if not others:
            return []
        return [
            Finding(
                "early_trump_seven",
                "ulti/play.ulti-seven",
                f"{self.name(seat)}, playing ulti, {'led' if not self.trick else 'played'} the trump seven "
                f"{card} in trick {len(self.tricks) + 1} while {' or '.join(codes(sorted(others, key=_sort)))} "
                "could be played; no further penalty: the ulti is lost by the play itself.",
                {"card": card.code, "trick": len(self.tricks) + 1, "legal": codes(sorted(legal, key=_sort))},
                seat,
            )
        ]

    def seven_at_stake(self, seat: int, card: Card) -> bool:
        """ulti/play.ulti-seven: ``card`` is the trump 7 of the ulti declarer, before the last trick."""
        c = self.contract
        return not (
            c is None
            or "ulti" not in c.goals
            or seat != self.declarer
            or self.trump is None
            or card.code != f"7{self.trump}"
            or len(self.tricks) >= 9
        )

    def best_of(self, plays: list[tuple[int, Card]]) -> tuple[int, Card]:
        """The seat and card winning ``plays`` (ulti/play.rank)."""
        best_seat, best = plays[0]
        for s, c in plays[1:]:
            if self.beats(c, best):
                best_seat, best = s, c
        return best_seat, best

    def table_as_stood(self) -> list[tuple[int, Card]]:
        """The current trick with each wrong card replaced by the one it stood for (drop_stood_for)."""
        return [(s, self.stood_for.get(i, c)) for i, (s, c) in enumerate(self.trick)]

    def close_trick(self, event: int | None = None) -> dict[str, Any]:
        if self.stood_for:
            # diff9 ulti-knockon A2: the trick holds the card the wrong one stood for (its winner and
            # points), unless the record's next lead is the winner only with the card as written
            alt = self.table_as_stood()
            won, won_alt = self.best_of(self.trick)[0], self.best_of(alt)[0]
            if won == won_alt or event is None or self.next_player(event) != won:
                self.trick = alt
            self.stood_for = {}
        best_seat, best = self.best_of(self.trick)
        rec = {"plays": list(self.trick), "winner": best_seat, "card": best}
        if self.sitting:  # ulti/play.turn: seats a second card taken into a trick left without one
            rec["sat_out"] = sorted(self.sitting)
        self.tricks.append(rec)
        self.taken[best_seat].extend(c for _, c in self.trick)
        self.trick = []
        self.leader = self.due_leader = best_seat
        if self.extra:
            self.sit_out()
        return rec

    # -- results ------------------------------------------------------------------------------
    @property
    def complete(self) -> bool:
        return len(self.tricks) == 10

    def side_of(self, seat: int) -> str:
        return "declarer" if seat == self.declarer else "defenders"

    def points(self) -> dict[str, int]:
        """Card points of each side (ulti/points.cards), marriages included where they count."""
        decl = self.declarer
        dp = fp = 0
        for s in range(N):
            pts = card_points(self.taken[s])
            if s == decl:
                dp += pts
            else:
                fp += pts
        if self.tricks:
            if self.tricks[-1]["winner"] == decl and self.complete:
                dp += T.LAST_TRICK_POINTS
            elif self.complete:
                fp += T.LAST_TRICK_POINTS
        fp += card_points(self.talon)
        tricks_dp = dp
        tricks_fp = fp
        for s in range(N):
            if s == decl:
                dp += self.marriage_points[s]
            else:
                fp += self.marriage_points[s]
        return {
            "declarer": dp,
            "defenders": fp,
            "declarer_cards": tricks_dp,
            "defenders_cards": tricks_fp,
            # the two cards laid away, counted for the defenders (in defenders_cards): named apart, as
            # a declarer who took more in tricks asks why he lost (dispute-messages-9 c1)
            "talon": card_points(self.talon),
        }

    def decided_early(self) -> bool:
        """ulti/ruling.play-stops: every goal already decided before ten tricks - lost, or (with
        trumps) won beyond the reach of the tricks left - and (with trumps) no silent bonus left to be
        made by either side, so the tricks not played change no payment."""
        open_goals = self.open_goals()
        return open_goals is not None and not open_goals and not self.silent_bonus_open()

    def doubling_open(self, goal: str) -> bool:
        """ulti/contra.levels: a goal's level may still rise - a contra with the first card, a
        recontra and above after the first trick, before the second is led."""
        if not self.tricks:
            return True
        return (
            len(self.tricks) == 1
            and not self.trick
            and any(v > 1 for v in self.levels.get(goal, {}).values())
        )

    def silent_bonus_open(self) -> bool:
        """With trumps, a silent bonus either side may still make in the tricks not recorded."""
        c = self.contract
        if c is None or self.trump is None:
            return False
        if not self.opts["silent_bonuses_in_durchmarsch"] and c.goals & T.ALL_TRICKS:
            return False  # ulti/silent.when: this bid scores none (as settle's silent_ok; diff8 A2)
        decl = self.declarer
        if not self.seven_played():
            return True  # silent ulti or its failure still to come in the last trick
        decl_tricks = sum(1 for t in self.tricks if t["winner"] == decl)
        # only the bonuses settle() would score for this bid (diff8 A2): none for a goal it bids
        aces_tens = bool(c.goals & {"four-aces", "four-tens"})
        durchmarsch_ok = not (c.goals & T.ALL_TRICKS) and (
            self.opts["silent_durchmarsch_with_aces_tens"] or not aces_tens
        )
        if durchmarsch_ok and decl_tricks in (0, len(self.tricks)):
            return True  # a silent durchmarsch still open for one side
        pts = self.points()
        if (
            not (c.goals & T.HUNDREDS)
            and max(pts["declarer"], pts["defenders"]) + self.points_left() >= T.HUNDRED
        ):
            return True  # a silent 100 may yet be made
        his_ace = any(x.rank == "A" for x in self.taken[decl])  # type: ignore[index]
        return bool(
            self.opts["four_aces"] and self.opts["silent_four_aces"] and "four-aces" not in c.goals
        ) and not (his_ace and self.out_of_reach("A"))

    def seven_played(self) -> bool:
        """The trump seven is out before the last trick (a trick begun before the tenth counts, and
        the talon the declarer laid it in): no ulti now."""
        seven = f"7{self.trump}"
        return (
            any(x.code == seven for t in self.tricks for _, x in t["plays"])
            or (len(self.tricks) < 9 and any(x.code == seven for _, x in self.trick))
            or any(x.code == seven for x in self.talon)  # laid away: it can take no last trick
        )

    def points_left(self) -> int:
        """The card points not yet taken (aces and tens in play) and the last trick's ten."""
        played = [x for t in self.tricks for _, x in t["plays"]]
        return 8 * 10 - card_points(played) - card_points(self.talon) + T.LAST_TRICK_POINTS

    def out_of_reach(self, rank: str) -> bool:
        """A card of ``rank`` the declarer can no longer take: in the talon or taken by a defender."""
        return any(x.rank == rank for x in self.talon) or any(
            x.rank == rank for s in range(N) if s != self.declarer for x in self.taken[s]
        )

    def clone_for_play(self) -> DealState:
        """A copy the rest of the play (legal cards and close_trick) can run on without touching this
        one: only what playing a card changes is copied; the rest is shared, read-only."""
        c = copy.copy(self)
        c.hands = [list(h) for h in self.hands]
        c.trick = list(self.trick)
        c.tricks = list(self.tricks)
        c.taken = [list(t) for t in self.taken]
        c.stood_for = {}
        c.ahead = set(self.ahead)
        c.extra = dict(self.extra)
        return c

    def ending_outcomes(
        self, most: int, budget: int = ENDINGS_BUDGET, allowance: list[int] | None = None
    ) -> list[Outcome] | None:
        """ulti/ruling.play-stops (ulti-spec10 a1, ulti-spec15 a1): a record that stops before the
        tenth trick with every hand known (the record's own): the outcomes of the legal ways of
        playing the rest (following, trumping and overtaking as 「出さなければなりません」 binds, the
        ulti declarer keeping his seven), one for each set of payments, in the order found; None
        where there are more than ``most``, the rest is not known, or it has more than ``budget``
        positions."""
        if (
            self.complete
            or not self.holders_given()
            or self.penalty is not None
            or self.contract is None
            or self.leader is None
            or self.stood_for
            or any(self.doubling_open(g) for g in self.contract.goals)
            # (each second card the table took into a trick: one card fewer, extra_card; the one in
            # the current trick is counted there)
            or sum(map(len, self.hands))
            != N * (10 - len(self.tricks))
            - len(self.trick)
            - sum(self.extra.values())
            + max(0, self.trick_size - N)
        ):
            return None

        def moves(st: DealState) -> Iterator[tuple[tuple[int, Card], DealState]]:
            seat = st.to_play()
            if seat is None:
                return
            cards = st.legal(seat)[0]
            keep = [c for c in cards if not st.seven_at_stake(seat, c)]
            for card in dict.fromkeys(keep or cards):
                nxt = st.clone_for_play()
                nxt.hands[seat].remove(card)
                nxt.trick.append((seat, card))
                if len(nxt.trick) == nxt.trick_size:
                    nxt.close_trick()
                yield (seat, card), nxt

        def finished(st: DealState) -> bool:
            return st.complete

        first: dict[Any, Outcome] = {}  # each set of payments' first ending's outcome

        def key(st: DealState) -> Any:
            o = settle(st)
            if o is None or o.partial:
                return None
            k = tuple(sorted((p.payer, p.payee, p.amount, p.reason) for p in o.payments))
            first.setdefault(k, o)
            return k

        found = within(
            allowance,
            budget,
            lambda budget, spent: ending_keys(self, moves, finished, key, budget, most, spent),
        )
        return None if found is None else [first[k] for k, _ in found]

    def open_goals(self) -> list[str] | None:
        """ulti/ruling.play-stops, goal by goal ("宣言の目標ひとつずつ…別々に採点します"): the goals of
        the bid whose payment the tricks not recorded may still change - not yet lost or won, their
        contra level still open, or (the party) a silent bonus that would replace it still possible.
        None without a contract."""
        c = self.contract
        if c is None or self.declarer is None:
            return None
        decl = self.declarer
        decl_tricks = sum(1 for t in self.tricks if t["winner"] == decl)
        pts = self.points()
        remaining = self.points_left()
        hand0 = self.start_hands[decl] if self.start_hands else self.hands[decl]
        trump_pair, plain_pairs = marriages_held(hand0, self.trump)
        best = pts["declarer_cards"] + remaining
        now = pts["declarer_cards"]
        out: list[str] = []
        for goal in [g for g in T.GOALS if g in c.goals]:
            # decided: lost whatever the rest, or (won) already made whatever the rest
            if goal in T.NO_TRICKS:
                decided = decl_tricks > 0
            elif goal in T.ALL_TRICKS:
                decided = decl_tricks < len(self.tricks)  # the defenders have a trick
            elif self.trump is None:
                decided = False
            elif goal == "party":
                decided = (
                    pts["declarer"] + remaining <= pts["defenders"]
                    or pts["declarer"] > pts["defenders"] + remaining  # he holds a trick (decl_tricks)
                ) and not (
                    # a silent durchmarsch or silent 100 would replace the party's points
                    decl_tricks in (0, len(self.tricks))
                    or (
                        not (c.goals & T.HUNDREDS)
                        and max(pts["declarer"], pts["defenders"]) + remaining >= T.HUNDRED
                    )
                )
            elif goal == "ulti":
                decided = self.seven_played()
            elif goal in ("40-100", "20-100"):
                value = T.MARRIAGE_TRUMP if goal == "40-100" else T.MARRIAGE_PLAIN
                pair = value if (trump_pair if goal == "40-100" else plain_pairs) else 0
                # a play-only record not rebuilt completely shows only the cards played so far:
                # the pair may be in the rest of his hand, so the goal is lost only without it
                # (unless the record places its K or Q elsewhere, as for a marriage said)
                possible = self.pairs_possible(decl)
                maybe = self.trump in possible if goal == "40-100" else any(x != self.trump for x in possible)
                could = value if not self.hands_known and maybe else pair
                decided = best + could < T.HUNDRED or now + pair >= T.HUNDRED
            elif goal in ("four-aces", "four-tens"):
                rank = "A" if goal == "four-aces" else "10"
                decided = self.out_of_reach(rank) or sum(1 for x in self.taken[decl] if x.rank == rank) == 4
            else:
                decided = False
            if not decided or self.doubling_open(goal):
                out.append(goal)
        return out


def _sort(c: Card) -> tuple[str, int]:
    return (c.suit, -T.TRUMP_RANK.get(c.rank, 0))


def _skeys(d: Mapping[int, int]) -> dict[str, int]:
    return {str(k): v for k, v in d.items()}


# --- Settlement ------------------------------------------------------------------------------


@dataclass
class Payment:
    payer: int
    payee: int
    amount: int
    reason: str


@dataclass
class Outcome:
    goals: list[dict[str, Any]] = field(default_factory=list)
    payments: list[Payment] = field(default_factory=list)
    note: str = ""
    # a deal the record stops short of: only its goals already decided are scored; the goals not
    # yet decided are listed (silent bonuses are never scored in such a deal)
    partial: bool = False
    open_goals: list[str] = field(default_factory=list)

    def net(self) -> dict[int, int]:
        out = {s: 0 for s in range(N)}
        for p in self.payments:
            out[p.payer] -= p.amount
            out[p.payee] += p.amount
        return out


def settle(st: DealState) -> Outcome | None:
    """Every payment the deal calls for, goal by goal (ulti/score.*); None when it cannot be known."""
    out = Outcome()
    c = st.contract
    decl = st.declarer
    table = st.table
    if c is None or decl is None:
        out.note = "no contract"
        return out
    defs = st.defenders()
    if st.folded or st.fold_forced:
        for d in defs:
            out.payments.append(Payment(decl, d, table.fold, "fold"))
        out.goals.append({"goal": "fold", "won": False, "value": table.fold, "rule": "ulti/auction.fold"})
        out.note = "folded"
        return out
    pen = st.penalty
    effect = pen["effect"] if pen else None
    if effect == "void_deal":
        out.note = "void: a follow fault voids the deal (revoke_penalty void_deal)"
        return out
    # a penalty the record settles as played is not applied (``applied`` False: the source names
    # none, 「目標の一部が失敗しても,成功した目標の点を得られます」; ulti/penalty.revoke), and every later
    # reading of the deal (a false marriage or late contra counted, an option's other value) is
    # a reading of the deal as played: it kept lose_all_goals there, so the late contra was weighed
    # against the penalty it had been read without (unapplied-reread)
    penalised = effect == "lose_all_goals" and pen is not None and pen.get("applied") is not False
    open_goals: list[str] = []
    if not st.complete and not penalised and not st.decided_early():
        open_goals = st.open_goals() or []
        if len(open_goals) == len(c.goals):
            return None
        # ulti/ruling.play-stops: each goal is scored on its own, so one already decided is paid
        # whatever the tricks not recorded would have done to the others
        out.partial, out.open_goals = True, open_goals
    red = 2 if c.red else 1
    silent_red = 2 if st.trump == "H" else 1
    pts = st.points()
    decl_tricks = sum(1 for t in st.tricks if t["winner"] == decl)
    last = st.tricks[-1] if st.complete else None
    hand0 = st.start_hands[decl] if st.start_hands else st.hands[decl]
    trump_pair, plain_pairs = marriages_held(hand0, st.trump)
    decl_cards = pts["declarer_cards"]

    def taken_by_decl(rank: str) -> bool:
        return sum(1 for x in st.taken[decl] if x.rank == rank) == 4

    def natural(goal: str) -> bool:
        if goal == "party":
            return pts["declarer"] > pts["defenders"] and decl_tricks >= 1
        if goal == "ulti":
            return (
                last is not None
                and st.trump is not None
                and last["winner"] == decl
                and any(s == decl and x.code == f"7{st.trump}" for s, x in last["plays"])
            )
        if goal == "40-100":
            return st.trump is not None and decl_cards + (T.MARRIAGE_TRUMP if trump_pair else 0) >= T.HUNDRED
        if goal == "20-100":
            return st.trump is not None and decl_cards + (T.MARRIAGE_PLAIN if plain_pairs else 0) >= T.HUNDRED
        if goal in T.ALL_TRICKS:
            return decl_tricks == 10
        if goal in T.NO_TRICKS:
            return decl_tricks == 0
        if goal == "four-aces":
            return taken_by_decl("A")
        if goal == "four-tens":
            return taken_by_decl("10")
        return False

    def level(goal: str, d: int) -> int:
        return st.levels.get(goal, {}).get(d, 1)

    def pay(goal: str, won: bool, base: int, reason: str, rule: str, contra: bool = True) -> dict[str, Any]:
        rec: dict[str, Any] = {"goal": reason, "won": won, "value": base, "rule": rule, "payments": []}
        for d in defs:
            lv = level(goal, d) if contra else 1
            amt = base * lv
            p = Payment(d, decl, amt, reason) if won else Payment(decl, d, amt, reason)
            out.payments.append(p)
            rec["payments"].append({"from": p.payer, "to": p.payee, "amount": amt, "contra": lv})
        out.goals.append(rec)
        return rec

    silent: dict[str, str] = {}  # bonus -> side that made it
    seven_failed: int | None = None
    silent_ok = (
        st.trump is not None
        and st.complete
        and not (c.goals & T.NO_TRICKS)
        and (st.opts["silent_bonuses_in_durchmarsch"] or not (c.goals & T.ALL_TRICKS))
    )
    if silent_ok:
        assert last is not None
        if "ulti" not in c.goals:
            for s, x in last["plays"]:
                if x.code == f"7{st.trump}":
                    if last["winner"] == s:
                        silent["silent-ulti"] = st.side_of(s)
                    else:
                        seven_failed = s
        if not (c.goals & T.HUNDREDS):
            # "カード点で 100 点以上取った … ペアによる 40,20 の点がいくつあっても構いません": taken in
            # card points, marriages counted however many; a side that took no card point at all
            # (marriages alone) took nothing. No trick as such is asked for (the discards count)
            if pts["declarer"] >= T.HUNDRED and pts["declarer_cards"] > 0:
                silent["silent-100"] = "declarer"
            elif pts["defenders"] >= T.HUNDRED and pts["defenders_cards"] > 0:
                silent["silent-100"] = "defenders"
        aces_tens = bool(c.goals & {"four-aces", "four-tens"})
        if not (c.goals & T.ALL_TRICKS) and (st.opts["silent_durchmarsch_with_aces_tens"] or not aces_tens):
            if decl_tricks == 10:
                silent["silent-durchmarsch"] = "declarer"
            elif decl_tricks == 0:
                silent["silent-durchmarsch"] = "defenders"
        if st.opts["four_aces"] and st.opts["silent_four_aces"] and "four-aces" not in c.goals:
            if taken_by_decl("A"):
                silent["silent-four-aces"] = "declarer"
            elif not any(x.rank == "A" for x in st.taken[decl]) and not any(x.rank == "A" for x in st.talon):
                silent["silent-four-aces"] = "defenders"

    if penalised:
        assert pen is not None
        # ulti/penalty.revoke (real-faults-near-slips-16 c1): the loss falls on the offending side
        # (issue #4), and a silent bonus counts for whoever makes it (出来役: 「親か子が達成したら」):
        # the innocent side's bonuses stand, the offending side's are void; a failed silent ulti is
        # the offending side's to pay, and an innocent seat's costs it nothing. The party the penalty
        # gives the innocent side is replaced by its silent 100 as in play (the same side's both)
        silent = {b: side for b, side in silent.items() if side != pen["side"]}
        if seven_failed is not None and st.side_of(seven_failed) != pen["side"]:
            seven_failed = None
    # the party's points may be replaced by a silent bonus (ulti/silent.hundred, ulti/silent.durchmarsch)
    replaced: str | None = None
    if "party" in c.goals:
        if "silent-durchmarsch" in silent and st.opts["silent_durchmarsch_scoring"] == "replaces_party":
            # a silent 100 beside it is still scored, as its own bonus: "宣言の目標ひとつずつと
            # 出来役を,別々に採点します" (each goal and each silent bonus is scored separately)
            replaced = "silent-durchmarsch"
        elif "silent-100" in silent:
            replaced = "silent-100"

    for goal in [g for g in T.GOALS if g in c.goals and g not in open_goals]:
        if penalised:
            assert pen is not None
            won = pen["side"] == "defenders"
            rule = "ulti/penalty.revoke"
        else:
            won = natural(goal)
            rule = f"ulti/goal.{_goal_rule(goal)}"
        # a lone durchmarsch whose bid said nothing of trumps is valued as played: the trump named
        # decides it (ulti/ruling.durchmarsch-trump; ulti-spec11 P8: valued 24, not 12, after a suit)
        played = replace(c, trumps=st.trump is not None) if c.kind == "either" else c
        base = goal_value(goal, played, table)
        if goal == "party" and replaced is not None:
            side = silent.pop(replaced)
            won = side == "declarer"
            base = table.silent[replaced] * silent_red
            paid_as = pay(
                "party",
                won,
                base,
                replaced,
                f"ulti/silent.{_silent_rule(replaced)}",
                st.opts["silent_bonus_contra"],
            )
            paid_as["replaces"] = "party"  # the party bid, paid as the silent bonus (dispute-messages-9 c2)
            paid_as["made_by"] = side  # as a silent bonus beside the party says (fresh-mainstream-6 c2)
            continue
        pay(goal, won, base, goal, rule)
        if goal == "ulti" and not won:
            pay(
                "ulti",
                False,
                table.ulti_penalty * red,
                "ulti-penalty",
                "ulti/score.ulti-penalty",
                contra=False,
            )
    for bonus in ("silent-ulti", "silent-100", "silent-durchmarsch", "silent-four-aces"):
        if bonus in silent:
            # silent_bonus_contra: a contra on the party doubles silent 100 and silent durchmarsch too
            by_party = bonus in PARTY_LIKE and "party" in c.goals and bool(st.opts["silent_bonus_contra"])
            made = pay(
                "party" if by_party else bonus,
                silent[bonus] == "declarer",
                table.silent[bonus] * silent_red,
                bonus,
                f"ulti/silent.{_silent_rule(bonus)}",
                contra=by_party,
            )
            made["made_by"] = silent[bonus]  # "won" is the declarer's; a defenders' bonus is made too
    if seven_failed is not None:
        amt = table.silent_ulti_failure * (1 if st.seven_failure_flat else silent_red)
        rec: dict[str, Any] = {
            "goal": "silent-ulti",
            "won": False,
            "value": amt,
            "by": seven_failed,
            "rule": "ulti/silent.ulti",
            "payments": [],
        }
        for s in range(N):
            if s != seven_failed:
                out.payments.append(Payment(seven_failed, s, amt, "silent-ulti"))
                rec["payments"].append({"from": seven_failed, "to": s, "amount": amt, "contra": 1})
        out.goals.append(rec)
    if penalised:
        assert pen is not None
        # pen["side"] is the side at fault: a defender's fault gives the declarer every goal
        verb = "wins" if pen["side"] == "defenders" else "loses"
        out.note = f"{st.name(pen['seat'])}'s follow fault: the declarer {verb} every goal"
        # the silent bonuses it leaves standing, said (real-faults-near-slips-16 c1)
        kept = list(silent)
        if kept:
            innocent = "declarer's" if pen["side"] == "defenders" else "defenders'"
            out.note += (
                f"; the {innocent} {' and '.join(kept)} still {'count' if len(kept) > 1 else 'counts'}"
            )
        if seven_failed is not None:
            out.note += f"; {st.name(seven_failed)}'s failed silent ulti is paid"
    return out


PARTY_LIKE = frozenset({"silent-100", "silent-durchmarsch"})


def _goal_rule(goal: str) -> str:
    return {
        "40-100": "forty-hundred",
        "20-100": "twenty-hundred",
        "open-durchmarsch": "durchmarsch",
        "redurchmarsch": "durchmarsch",
        "rebetli": "betli",
        "open-betli": "betli",
    }.get(goal, goal)


def _silent_rule(bonus: str) -> str:
    return {
        "silent-ulti": "ulti",
        "silent-100": "hundred",
        "silent-durchmarsch": "durchmarsch",
        "silent-four-aces": "four-aces",
    }[bonus]
