"""Annotations, settlements and the verdict (trick-verdict/1)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from .transcript import Deal, Event, Party, Problem

VERDICT_FORMAT = "trick-verdict/1"

VIOLATION = "violation"
WARNING = "warning"  # something the record does not let us check, or a table slip without rules effect
INFO = "info"


@dataclass(slots=True)
class Annotation:
    deal: int
    event: int | None  # index into the deal's events; None for the deal as a whole
    seat: int | None
    code: str
    rule: str
    message: str
    evidence: dict[str, Any] = field(default_factory=dict)
    severity: str = VIOLATION
    penalty: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "deal": self.deal,
            "event": self.event,
            "seat": self.seat,
            "code": self.code,
            "severity": self.severity,
            "rule": self.rule,
            "message": self.message,
            "evidence": self.evidence,
        }
        if self.penalty is not None:
            out["penalty"] = self.penalty
        return out


@dataclass(slots=True)
class Finding:
    """A rule broken, as a game's state machine reports it; the replay driver places it at an event.

    ``event`` is set when the finding concerns an earlier event than the one being applied
    (a bid found out of turn once bidding is over, a revoke proven by a later play).
    """

    code: str
    rule: str
    message: str
    evidence: dict[str, Any] = field(default_factory=dict)
    seat: int | None = None
    severity: str = VIOLATION
    event: int | None = None
    penalty: dict[str, Any] | None = None

    def annotation(self, deal: int, event: int | None) -> Annotation:
        return Annotation(
            deal=deal,
            event=self.event if self.event is not None else event,
            seat=self.seat,
            code=self.code,
            rule=self.rule,
            message=self.message,
            evidence=self.evidence,
            severity=self.severity,
            penalty=self.penalty,
        )


# Money and points agree when they differ by less than half a cent: a third of a pool is 11.666667
# as verdicts print it (six decimals), or 11.67 as a table paying money writes it (session 36,
# danish-pool-edges c2; every verdict on file was the same under 0.00001).
TOLERANCE = 0.005
# A party's difference in a settlement is shown from two cents on: several payments each rounded
# to the cent may leave it a cent out.
CENTS = 0.02


def unmatched_payment(
    recorded: list[tuple[int, float, str | None]], due: list[tuple[float, str | None]], default: int
) -> int:
    """Of a pair's recorded payments (event, flow, reason), the first that no due payment (flow,
    reason) accounts for: where a wrong amount among several payments lies; ``default`` when each
    is. A payment is matched to a due one of its own reason first, then to any of the same flow."""
    left = list(due)
    unmatched: list[tuple[int, float, str | None]] = []
    for rec in recorded:  # first pass: same reason and flow
        match = next(
            (
                i
                for i, (d, why) in enumerate(left)
                if rec[2] is not None and why == rec[2] and abs(d - rec[1]) < TOLERANCE
            ),
            None,
        )
        if match is None:
            unmatched.append(rec)
        else:
            del left[match]
    # then any due payment of the same flow: those that name no reason first (a payment whose reason
    # nothing due has is the likelier wrong one), and of what is left the earliest is reported
    wrong: list[int] = []
    for event, flow, _ in sorted(unmatched, key=lambda r: (r[2] is not None, r[0])):
        match = next((i for i, (d, _why) in enumerate(left) if abs(d - flow) < TOLERANCE), None)
        if match is None:
            wrong.append(event)
        else:
            del left[match]
    return min(wrong, default=default)


def party_key(p: Party) -> str:
    return str(p)


def party_of(key: str) -> Party:
    """The party a key names again: a seat's decimal string is the seat."""
    return int(key) if key.isascii() and key.isdigit() else key


def near_any(points: float | None, figures: Iterable[float | None]) -> bool:
    """A recorded figure is one of ``figures`` to the format's precision (6th place)."""
    return points is not None and any(x is not None and abs(points - x) < TOLERANCE for x in figures)


def clean_number(x: float) -> float | int:
    r = round(x, 6)  # (to the format's 6th place first: -10.0000000001 is -10, not -10.0)
    return int(r) if float(r).is_integer() else r


@dataclass
class Settlement:
    """Net result per party: what the rules say, and what the record says (None: not recorded)."""

    expected: dict[str, float] = field(default_factory=dict)
    recorded: dict[str, float] | None = None
    # a score sheet records per party: a party it writes nothing for is unrecorded, not a zero
    # (payments are not: a party paid nothing has a recorded net of 0)
    per_party: bool = False
    # across a session: what the rules give for the deals that record a result (a deal without a
    # record is no difference); None when every deal's rules result is compared
    compared: dict[str, float] | None = None
    # parties whose figure is recorded but whose expected one the rules cannot give (a deal or round
    # the record does not let the engine settle): shown in `recorded`, never a difference
    open: set[str] = field(default_factory=set)

    def add_expected(self, party: Party, amount: float) -> None:
        k = party_key(party)
        self.expected[k] = self.expected.get(k, 0) + amount

    def unjudged(self, dues: Iterable[Any], payments: Iterable[Any]) -> None:
        """What is not judged stands as recorded: ``dues`` (expected, each with payer, payee and
        amount) leave the expected figures and the recorded ``payments`` take their place (no
        false difference)."""
        for d in dues:
            self.add_expected(d.payer, d.amount)
            self.add_expected(d.payee, -d.amount)
        for ev in payments:
            self.add_expected(ev.payer, -(ev.amount or 0))
            self.add_expected(ev.payee, ev.amount or 0)

    def add_recorded(self, party: Party, amount: float) -> None:
        if self.recorded is None:
            self.recorded = {}
        k = party_key(party)
        self.recorded[k] = self.recorded.get(k, 0) + amount

    @classmethod
    def across(cls, settlements: list[Settlement]) -> Settlement:
        """The session's net: the deals' settlements added up (recorded only where some were)."""
        net = cls()
        compared: dict[str, float] = {}
        for one in settlements:
            for k, v in one.expected.items():
                net.expected[k] = net.expected.get(k, 0) + v
            if one.recorded is not None:
                for k, v in one.expected.items():
                    compared[k] = compared.get(k, 0) + v
                for k, v in one.recorded.items():
                    net.add_recorded(party_of(k), v)
                    # a figure the rules cannot give: the session's is unknown too (a line that stood
                    # as written, its expected the record's, adds no difference and leaves the
                    # party's other deals judged: gd-fragment-45p a1)
                    if k in one.open and k not in one.expected:
                        net.open.add(k)
        if any(one.recorded is None for one in settlements):
            net.compared = compared
        # a party no deal's record writes, where every record is a sheet written per party, is
        # unrecorded over the session as well (no difference)
        recorded = [one for one in settlements if one.recorded is not None]
        net.per_party = bool(recorded) and all(one.per_party for one in recorded)
        return net

    def difference(self) -> dict[str, float]:
        if self.recorded is None:
            return {}
        expected = self.expected if self.compared is None else self.compared
        keys = set(self.recorded) if self.per_party else set(expected) | set(self.recorded)
        diff = {}
        for k in keys - self.open:
            d = expected.get(k, 0) - self.recorded.get(k, 0)
            if abs(d) >= CENTS:
                diff[k] = d
        return diff

    def to_json(self) -> dict[str, Any]:
        def norm(d: dict[str, float]) -> dict[str, float | int]:
            return {k: clean_number(v) for k, v in sorted(d.items(), key=lambda kv: _sort_key(kv[0]))}

        out = {
            "expected": norm(self.expected),
            "recorded": None if self.recorded is None else norm(self.recorded),
            "difference": norm(self.difference()),
        }
        if self.compared is not None and self.recorded is not None:
            # what difference was taken from, when it is not expected (format-spec2 c3)
            out["compared"] = norm(self.compared)
        return out


def written_net(deal: Deal) -> dict[str, float]:
    """What a deal's payments and scores add up to per party, as the record writes them."""
    net: dict[str, float] = {}
    for ev in deal.events:
        if ev.type == "payment" and ev.payer is not None and ev.payee is not None:
            net[party_key(ev.payer)] = net.get(party_key(ev.payer), 0) - (ev.amount or 0)
            net[party_key(ev.payee)] = net.get(party_key(ev.payee), 0) + (ev.amount or 0)
        elif ev.type == "score" and ev.party is not None:
            net[party_key(ev.party)] = net.get(party_key(ev.party), 0) + (ev.points or 0)
    return net


def score_sums(events: list[Event]) -> dict[str, float]:
    """Each party's `score` lines in a deal added up (a line with no points left out)."""
    sums: dict[str, float] = {}
    for ev in events:
        if ev.type == "score" and ev.points is not None:
            sums[str(ev.party)] = sums.get(str(ev.party), 0) + ev.points
    return sums


def reason_nets(flows: Iterable[tuple[object, object, float, str]]) -> dict[tuple[str, str], float]:
    """Each party's net for each reason of a deal's payments, (payer, payee, amount, reason): what a
    sheet that writes one line per reason should write on each."""
    out: dict[tuple[str, str], float] = {}
    for payer, payee, amount, reason in flows:
        out[(str(payer), reason)] = out.get((str(payer), reason), 0) - amount
        out[(str(payee), reason)] = out.get((str(payee), reason), 0) + amount
    return out


def wrong_reason_line(lines: list[Event], by_reason: Mapping[tuple[str, str], float]) -> int | None:
    """Of a party's score lines that each name a reason the deal pays it for (a sheet of reason
    lines), the first whose figure the rules give otherwise; else None (sheet-shape c2)."""
    party = str(lines[0].party)
    dues = {r: v for (p, r), v in by_reason.items() if p == party}
    named = [ev for ev in lines if ev.get("reason") is not None]
    if not all(ev.get("reason") in dues for ev in named) or len(lines) - len(named) > 1:
        return None
    # one line naming no reason is the rest of the deal's net (a deal line beside its session-end
    # share line: danish-session-end-sheets c1)
    rest = sum(dues.values()) - sum(dues[str(ev.get("reason"))] for ev in named)
    return next(
        (
            ev.index
            for ev in lines
            if abs((ev.points or 0) - (dues[str(r)] if (r := ev.get("reason")) is not None else rest))
            >= TOLERANCE
        ),
        None,
    )


def merged_score_lines(
    sheet: list[Event], flows: Callable[[], Iterable[tuple[object, object, float, str]]] | None = None
) -> list[Event]:
    """A party's several `score` lines in a deal (one per reason, say) are its score added up, judged
    once, at its first line (the Danish and Galician sheets; sheet-shape (a1, a2)), or, where each
    line names a reason the deal pays the party for (``flows``: the deal's dues as reason_nets reads
    them, asked for only where some party writes several lines), at the first line the rules give
    otherwise (session 32: danish-sheet-shapes c, gd-sheet-shapes c)."""
    lines: dict[str, list[Event]] = {}
    for ev in sheet:
        if ev.type == "score":
            lines.setdefault(str(ev.party), []).append(ev)
    if all(len(x) == 1 for x in lines.values()):
        return sheet
    by_reason = None if flows is None else reason_nets(flows())
    out: list[Event] = []
    seen: set[str] = set()
    for ev in sheet:
        if ev.type == "score" and len(mine := lines[str(ev.party)]) > 1:
            if str(ev.party) in seen:
                continue
            seen.add(str(ev.party))
            at = wrong_reason_line(mine, by_reason) if by_reason is not None else None
            ev = replace(ev, points=sum(x.points or 0 for x in mine), index=ev.index if at is None else at)
        out.append(ev)
    return out


def totals_carried(deals: list[Deal], settlements: list[Settlement]) -> dict[str, float]:
    """A score sheet's claim for the session's running totals: each party's total as last written,
    carried forward by what each later deal records for it, and by the rules' result where a later
    deal records nothing for it (a round the sheet leaves blank makes no claim, so is no difference).
    Only parties with a written total are in it."""
    carried: dict[str, float] = {}
    for deal, one in zip(deals, settlements, strict=False):
        recorded = one.recorded
        for k in carried:
            if recorded is not None and (k in recorded or not one.per_party):
                carried[k] += recorded.get(k, 0)
            else:
                carried[k] += one.expected.get(k, 0)
        for ev in deal.events:  # a total is written after the deal's own result
            if ev.type == "total" and ev.party is not None and ev.points is not None:
                carried[party_key(ev.party)] = ev.points
    return carried


class SheetTotals:
    """Each seat's running total as the score sheet's own arithmetic makes it: its previous total as
    written (as the rules make it where none was written) plus the deal's result as recorded. A total
    right this way or by the rules is right, so a wrong payment or score is reported once, at itself,
    and a slip in an addition once, at the slip (the ruling of every game's score sheet)."""

    def __init__(self, start: dict[str, float]) -> None:
        self.totals = dict(start)

    def add_deal(self, settlement: Settlement) -> None:
        net = settlement.expected if settlement.recorded is None else settlement.recorded
        for k in set(settlement.expected) | set(net):
            self.totals[k] = self.totals.get(k, 0) + net.get(k, 0)

    def agrees(self, party: str, points: float) -> bool:
        return abs(points - self.totals.get(party, 0)) < TOLERANCE

    def expected(self, party: str, by_rules: float) -> tuple[str, dict[str, float]]:
        """What a wrong total should read, for its message and evidence: the sheet's own figure (a
        slip before it is closed, reported where it was made), and the rules' figure beside it
        where the two differ."""
        sheet = clean_number(self.totals.get(party, 0))
        by_rules = clean_number(by_rules)
        if abs(sheet - by_rules) < TOLERANCE:
            return f"{by_rules:g}", {"expected": by_rules}
        return (
            f"{sheet:g} (its previous total as written plus this deal's result; {by_rules:g} by the "
            "rules from the start)",
            {"expected": sheet, "by_rules": by_rules},
        )

    def write(self, party: str, points: float) -> None:
        self.totals[party] = points


def in_event_order(annotations: list[Annotation]) -> list[Annotation]:
    """The annotations with an event in the order of their events (a check that ran late, e.g. the
    payments compared after the play, found in another order: real-faults-near-slips-14 c5); those
    of the deal as a whole (event null) keep their places."""
    at = [a.event for a in annotations if a.event is not None]
    if at == sorted(at):
        return annotations
    placed = iter(sorted((a for a in annotations if a.event is not None), key=lambda a: a.event or 0))
    return [a if a.event is None else next(placed) for a in annotations]


def _sort_key(k: str) -> tuple[int, int | str]:
    return (0, int(k)) if k.isascii() and k.isdigit() else (1, k)


@dataclass
class DealResult:
    index: int
    annotations: list[Annotation] = field(default_factory=list)
    computed: dict[str, Any] = field(default_factory=dict)
    settlement: Settlement = field(default_factory=Settlement)
    unchecked: list[str] = field(default_factory=list)  # checks the record did not allow

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "index": self.index,
            "annotations": [a.to_json() for a in in_event_order(self.annotations)],
            "computed": self.computed,
            "settlement": self.settlement.to_json(),
        }
        if self.unchecked:
            out["unchecked"] = self.unchecked
        return out


def summarize(deals: list[DealResult]) -> dict[str, Any]:
    by_code: Counter[str] = Counter()
    by_seat: Counter[str] = Counter()
    warnings = 0
    for d in deals:
        for a in d.annotations:
            if a.severity == VIOLATION:
                by_code[a.code] += 1
                if a.seat is not None:
                    by_seat[str(a.seat)] += 1
            elif a.severity == WARNING:
                warnings += 1
    return {
        "violations": sum(by_code.values()),
        "warnings": warnings,
        "by_code": dict(sorted(by_code.items())),
        "by_seat": dict(sorted(by_seat.items(), key=lambda kv: int(kv[0]))),
    }


def rejected_summary(problems: list[Problem]) -> dict[str, Any]:
    return {"violations": 0, "warnings": 0, "by_code": {}, "by_seat": {}, "problems": len(problems)}


def seat_slip(rule: str, names: Sequence[str], seat: int, holder: int, card: object) -> Finding:
    """The one finding of a card written for the wrong seat (tricks.seat_written_wrongly): the seat
    written did not hold it; the play is read as its holder's, whose turn it was."""
    return Finding(
        "card_not_in_hand",
        rule,
        f"{names[seat]} is written playing {card}, which {names[holder]} holds, in {names[holder]}'s turn: "
        f"the seat is written wrongly, and the card is read as {names[holder]}'s.",
        {"card": str(getattr(card, "code", card)), "holder": holder},
        seat,
    )


def _payment_of(evidence: Mapping[str, Any], key: str) -> tuple[Any, ...] | None:
    pay = evidence.get(key)
    if not isinstance(pay, dict) or not {"from", "to", "amount"} <= pay.keys():
        return None
    return (pay["from"], pay["to"], clean_number(pay["amount"]), pay.get("reason", evidence.get("reason")))


def late_payments(results: list[DealResult]) -> None:
    """One slip, one finding (every game; one-slip-settlement a): a payment a deal owes written in the
    next deal, the same payer, payee, amount and reason, is one finding - the next deal's
    unexpected_payment, which says so - not also the deal's missing_payment (its settlement
    difference still shows it)."""
    for before, after in zip(results, results[1:], strict=False):
        missing = [
            a
            for a in before.annotations
            if a.code == "missing_payment" and a.event is None and _payment_of(a.evidence, "expected")
        ]
        if not missing:
            continue
        for late in after.annotations:
            pay = _payment_of(late.evidence, "recorded") if late.code == "unexpected_payment" else None
            if late.code == "wrong_payment":
                # (lumped with the next deal's own line of the pair and reason: the record's sum is that
                # line and the late one; slip-plus-fault a3)
                rec, due = _payment_of(late.evidence, "recorded"), _payment_of(late.evidence, "expected")
                if rec is not None and due is not None and rec[:2] == due[:2] and rec[3] == due[3]:
                    pay = (*rec[:2], clean_number(rec[2] - due[2]), rec[3])
            owed = next(
                (m for m in missing if pay is not None and _payment_of(m.evidence, "expected") == pay), None
            )
            if owed is None:
                continue
            missing.remove(owed)
            before.annotations.remove(owed)
            late.message += (
                f" It is the payment deal {before.index + 1} owes, written one deal late (one slip: deal "
                f"{before.index + 1} is not also annotated for it; its settlement shows it)."
            )
            late.evidence = {**late.evidence, "owed_by_deal": before.index}


def line_slip(
    rule: str,
    names: Sequence[str],
    seat: int,
    card: object,
    due: int,
    trick: int,
    lost: object,
    evidence: dict[str, Any],
) -> Finding:
    """The one finding of a play line left out (tricks.line_left_out): the card written next, in the
    turn of the seat whose card the record never shows, that card read as played before it."""
    return Finding(
        "out_of_turn",
        rule,
        f"{names[seat]} played {card} when it was {names[due]}'s turn; {names[due]}'s card to trick {trick} "
        f"is not in the record: {lost}, the one card of {names[due]}'s hand the record never shows, is read "
        "as played before it.",
        evidence,
        seat,
    )


def short_lead(rule: str, names: Sequence[str], seat: int, missing: int, trick: int) -> Finding:
    """The one finding of a trick its last seat skipped (real-faults-near-slips-3 a1): the winner of
    the trick as it lay led the next before that seat played; the trick is taken one card short."""
    return Finding(
        "out_of_turn",
        rule,
        f"{names[seat]} led trick {trick + 1} before {names[missing]} played to trick {trick}; "
        "the trick is taken as it lay, one card short.",
        {"trick": trick, "expected_seat": missing, "closed_short": True},
        seat,
    )


def second_card(
    rule: str,
    names: Sequence[str],
    seat: int,
    card: object,
    trick: int,
    expected: int | None,
    short: int,
    why: str = "one card each",
) -> Finding:
    """The one finding of a second card by a seat the table took into the trick (real-faults-near-
    slips-4 a2): it counts there, and the seat, ``short`` cards short, sits out as many last tricks.
    ``trick`` counts from 1; ``why``: the rule it breaks. The seat is named again, not "they"
    (real-faults-near-slips-13 c/a2: "they" read as another party, and "(one card each)" beside
    "both cards" as a contradiction)."""
    sits = "the last trick" if short == 1 else f"the last {short} tricks"
    return Finding(
        "out_of_turn",
        rule,
        f"{names[seat]} played {card} to trick {trick}, to which {names[seat]} had already played; the "
        f"table took both cards into the trick, though the rule is {why}, so {names[seat]} has no card "
        f"for {sits}.",
        {"trick": trick, "expected_seat": expected, "second_card": True},
        seat,
    )


def skip_lead(rule: str, names: Sequence[str], seat: int, card: object, missing: int, trick: int) -> Finding:
    """The one finding of a trick the seat due to lead skipped (real-faults-near-slips-10 c2): the card
    led in its turn; the trick, closed without it, is taken as it lay, one card short (its winner's
    next lead is no second finding)."""
    return Finding(
        "out_of_turn",
        rule,
        f"{names[seat]} played {card} when it was {names[missing]}'s turn: {names[missing]}, due to lead "
        f"trick {trick}, did not play to it; the trick is taken as it lay, one card short.",
        {"trick": trick, "expected_seat": missing, "closed_short": True},
        seat,
    )


def early_lead(rule: str, names: Sequence[str], seat: int, missing: int, trick: int) -> Finding:
    """The one finding of a lead made before the trick was complete, the missing card written after it:
    that card completes the trick, this one leads the next."""
    return Finding(
        "out_of_turn",
        rule,
        f"{names[seat]} led trick {trick + 1} before {names[missing]} played to trick {trick}; "
        f"{names[missing]}'s card, written after the lead, completes trick {trick}.",
        {"trick": trick, "expected_seat": missing, "early_lead": True},
        seat,
    )
