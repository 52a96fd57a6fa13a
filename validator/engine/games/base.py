"""The small interface every game package implements."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .. import codes
from ..cards import Deck
from ..options import Options
from ..transcript import Deal, Event, Session, is_int, is_number, pointer
from ..verdict import Annotation, DealResult, Finding

ProblemSink = Callable[[str, str, str], None]


def pools_not_carried(start: dict[str, Any]) -> bool:
    """A record that starts mid-session without its pools (transcript-format `start`: "state carried
    in from earlier deals"): totals carried in (not all 0) leave what the pools hold unknown (gd-spec16
    a1, midway c1). Totals all 0 are a fresh session, as the format's own example writes one."""
    return not start.get("pools") and any(t for t in start.get("totals") or [] if is_number(t))


def judged_from_due(name: str, acts: str = "the hands and the first call", unit: str = "deal") -> str:
    """The end of a ``wrong_dealer`` whose dealer field alone is wrong, as every game words it (the
    deal judged from the dealer due; replay-narrative-2 a)."""
    return f"; {acts} follow {name}: only the dealer written is wrong, and the {unit} is judged from {name}."


def penalty_line(ev: Event, who: str, suffix: str = "") -> str:
    """The replay's line for a recorded `penalty`: whom it names, its code and the amount the table
    wrote (dispute-messages-3 a1: the amount, the disputed figure, was left out)."""
    amount = f", {ev.data['amount']}" if "amount" in ev.data else ""
    return f"Penalty recorded: {who} ({ev.get('code')}{amount}){suffix}."


def fault_of_another(ev: Event, annotations: Iterable[Any], names: list[str]) -> str:
    """Where a recorded penalty names a fault (its code) that the record shows by another seat only:
    "; the record's revoke is Anička's (event 4), not Bohouš's" (dispute-messages-6 a2: the message read
    as if the seat penalized had made it); else ""."""
    party = ev.party
    code = ev.get("code")
    theirs = [a for a in annotations if a.code == code and a.severity == "violation"]
    if not isinstance(party, int) or not theirs or any(a.seat == party for a in theirs):
        return ""
    a = theirs[0]
    if not isinstance(a.seat, int) or not 0 <= a.seat < len(names):
        return ""
    at = f" (event {a.event})" if a.event is not None else ""
    return f"; the record's {str(code).replace('_', ' ')} is {names[a.seat]}'s{at}, not {names[party]}'s"


def unexpected_penalty(ev: Event, who: str, rule: str, but: str) -> Finding:
    """A recorded ``penalty`` (transcript-format.md: "where present they are checked") that the
    rules do not prescribe, against ``who`` (the party as the game names it); ``but`` says why,
    e.g. "Rage has no penalties". Never applied to the scores."""
    party = ev.party
    recorded = {"party": party, "code": ev.get("code")}
    if "amount" in ev.data:
        recorded["amount"] = ev.get("amount")
    return Finding(
        "unexpected_penalty",
        rule,
        f"The record penalizes {who} ({ev.get('code')}), but {but}.",
        {"recorded": recorded},
        party if isinstance(party, int) else None,
    )


def unknown_item_fields(
    item: Any, fields: dict[str, set[str]], ptr: str, problem: ProblemSink, noun: str, more: str = ""
) -> bool:
    """Each key of a declaration item that its kind does not have, as ``unknown_field`` at that key
    (api5 a4: it was one bad value at the item); True where there was one."""
    kind = item.get("kind") if isinstance(item, dict) else None
    if kind not in fields:
        return False
    extra = sorted(set(item) - fields[kind], key=str)
    for key in extra:
        problem(ptr + pointer(key), "unknown_field", f"A {kind} {noun} has no field {key!r}.{more}")
    return bool(extra)


def unexpected_payment(ev: Event, payer: str, payee: str, rule: str, but: str) -> Finding:
    """A recorded ``payment`` in a game whose rules pay nothing (Rage and Tarocchini are scored in
    points): read, as the format's recorded payments are ("where present they are checked"), never
    applied, and annotated at its event rather than rejecting the record."""
    recorded = {"from": ev.payer, "to": ev.payee, "amount": ev.amount}
    return Finding(
        "unexpected_payment",
        rule,
        f"The record has {payer} pay {payee} {ev.amount:g}, but {but}.",
        {"recorded": recorded},
        ev.payer if isinstance(ev.payer, int) else None,
    )


@dataclass
class Rotation:
    """Who deals next (every game's dealer rotation). The deal passes on from the previous deal's
    dealer as written or - where that deal was itself dealt by the wrong seat - from the one the
    rules called for: a dealer written wrongly once is one ``wrong_dealer``, not two (the deal
    after it, back in turn, is right either way).

    Where only a deal's dealer FIELD was wrong (its hands and first acts follow the dealer due, and
    the game judges the deal from him), that dealer really dealt: the game says so with
    ``dealt_by``, and the deal passes on from him alone, so that two such slips in consecutive
    deals are two ``wrong_dealer`` and nothing else (diff10 twofault A2)."""

    written: int | None = None
    due: int | None = None
    # after check found the deal out of turn: the other seat that was due (after the seat that
    # should have dealt the deal before, where that deal was dealt out of turn), else None
    other: int | None = None

    def check(self, dealer: int, after: Callable[[int], int]) -> int | None:
        """The seat due to deal when ``dealer`` is not (``after`` gives the dealer due after a
        seat); None when he is. Moves the rotation on."""
        want = alt = None
        if self.written is not None:
            want = after(self.written)
            alt = None if self.due is None else after(self.due)
            if dealer in (want, alt):
                want = None
        self.written, self.due = dealer, dealer if want is None else want
        self.other = alt if want is not None and alt != want else None
        return want

    def judged(self, want: int | None, fits: Callable[[int], bool]) -> int | None:
        """After ``check`` returned ``want``: the seat due (``want``, else ``other``) whose dealing the
        deal's own record fits (``fits``: its hands and first acts follow him, the dealer field alone
        wrong), passing the rotation on from him (``dealt_by``); None when the record fits neither."""
        for seat in (want, self.other if want is not None else None):
            if seat is not None and fits(seat):
                self.dealt_by(seat)
                return seat
        return None

    def dealt_by(self, seat: int) -> None:
        """The deal just checked was really dealt by ``seat`` (its dealer field alone was wrong, and
        the deal is judged from ``seat``): the next deal passes on from him, not from the field."""
        self.written = self.due = seat


@dataclass(slots=True)
class Step:
    """One step of a replay: what the terminal and HTML renderings show, in order.

    kind: "deal" (start), "event" (an event applied; text says what it did),
    "note" (a derived fact: trick won, trump turned), "annotation", "end" (result set).
    """

    kind: str
    deal: int
    event: int | None = None
    text: str = ""
    data: dict[str, Any] = field(default_factory=dict)
    annotation: Annotation | None = None
    result: DealResult | None = None


@dataclass(slots=True)
class Annotator:
    """The one way a replay records a finding: on its deal's result, and as a replay step."""

    result: DealResult

    def __call__(self, f: Finding, event: int | None = None) -> Step:
        a = f.annotation(self.result.index, event)
        self.result.annotations.append(a)
        return Step("annotation", self.result.index, a.event, a.message, annotation=a)


class Game(ABC):
    name: ClassVar[str]
    title: ClassVar[str]
    deck: ClassVar[Deck]
    options: ClassVar[Options]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    digest: ClassVar[str]  # docs/rules/<file>.md
    named_parties: ClassVar[frozenset[str]] = frozenset()
    extra_deal_fields: ClassVar[frozenset[str]] = frozenset()
    extra_event_fields: ClassVar[dict[str, frozenset[str]]] = {}
    # the event types of trick-transcript/1 this game uses; others reject the transcript
    event_types: ClassVar[frozenset[str]] = frozenset()

    # -- parse-time hooks (problems reject the transcript)
    def check_start(self, session: Session, problem: ProblemSink) -> None:
        """Check ``start`` (carried-in state)."""

    def check_deal(self, session: Session, deal: Deal, problem: ProblemSink) -> None:
        """Check that the deal is a deal of this game (hand sizes, talon size...)."""

    def check_event(self, ev: Event, ptr: str, n: int, problem: ProblemSink) -> None:
        """Check game-specific values of one event (bid vocabulary, items...).

        Not called for an event of only ``type``, ``seat`` and ``card`` (a plain play): the parser
        checks those fields itself, and a game has nothing to add to them."""

    # shared pieces of check_start
    def check_start_keys(self, session: Session, problem: ProblemSink, allowed: tuple[str, ...]) -> None:
        """Only the carried-in state this game knows may appear in ``start``."""
        for key in session.start:
            if key not in allowed:
                problem(
                    pointer("start", key),
                    "unknown_field",
                    f"{self.title} carries only {', '.join(allowed)} in start, not {key!r}.",
                )

    def check_start_totals(self, session: Session, problem: ProblemSink, whole: bool = True) -> None:
        """``start.totals``: one running total per seat (whole numbers unless ``whole`` is False)."""
        totals = session.start.get("totals")
        if totals is None:
            return
        ok = is_int if whole else is_number
        kind = "whole numbers" if whole else "numbers"
        if not isinstance(totals, list) or len(totals) != session.n:
            problem("/start/totals", "bad_totals", f"start.totals must be {session.n} {kind}, one per seat.")
            return
        for i, t in enumerate(totals):  # each bad one at its own pointer
            if not ok(t):
                problem(
                    f"/start/totals/{i}",
                    "bad_totals",
                    f"start.totals holds {kind} of at most 10^12 either way, not {t!r}.",
                )

    # -- replay
    @abstractmethod
    def replay(self, session: Session) -> Iterator[Step]:
        """Replay every deal of the session; yield steps, one "end" step per deal."""

    def session_result(self, session: Session, results: list[DealResult]) -> dict[str, Any] | None:
        """What the session adds up to across its deals (running totals, pools shared), if anything."""
        return None

    def describe(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "title": self.title,
            "players": {"min": self.min_players, "max": self.max_players},
            "deck": {"size": self.deck.size, "cards": [c for c in self.deck.copies]},
            "parties": sorted(self.named_parties),
            "digest": self.digest,
            **self.options.to_json(),
            "codes": codes.for_game(self.name),
        }
