"""Ulti behind the Game interface: parse-time checks, the replay driver, settlement goal by goal."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from functools import partial
from typing import Any, ClassVar

from ...cards import ULTI, Card
from ...payments import covering_pairs, flow_slips, later_copy, misdirected, misdirected_finding
from ...transcript import Deal, Event, Session, is_int, pointer
from ...verdict import (
    TOLERANCE,
    VIOLATION,
    WARNING,
    DealResult,
    Settlement,
    party_of,
    reason_nets,
    totals_carried,
    unmatched_payment,
    wrong_reason_line,
)
from ..base import (
    Annotator,
    Game,
    ProblemSink,
    Rotation,
    Step,
    fault_of_another,
    judged_from_due,
    penalty_line,
    unexpected_penalty,
)
from . import tables as T
from .options import OPTIONS
from .plays_alone import AUCTION_EVENTS, PlaysAlone, auction_recorded, unchecked_for
from .state import DealState, Finding, N, Outcome, Payment, marriages_held, parse_bid, settle, suit_name


def redeal_not_in_rules(ev: Event, who: str) -> Finding:
    """ulti/deal.redeal: the source names no redeal (the deal passes on after every deal), so a
    redeal the table made is outside the rules: a warning, the deal judged as recorded (nothing is
    settled for a deal the record ends there), and the same dealer may deal again (ulti-sheet c1:
    the whole record was rejected)."""
    return Finding(
        "redeal_not_in_rules",
        "ulti/deal.redeal",
        f"{who} asked for a redeal ({ev.get('reason')}); Ulti's rules name no redeal, so the deal is "
        "judged as the record has it, and the same dealer may deal again.",
        {"reason": ev.get("reason")},
        ev.seat,
        WARNING,
    )


ULTI_EVENTS = frozenset(
    {
        "bid",
        "take",
        "discard",
        "declare",
        "announce",
        "double",
        "call",
        "play",
        "payment",
        "penalty",
        "redeal",  # (not in the rules: ulti/deal.redeal)
        "score",
        "total",
    }
)
REASONS = frozenset(
    {*T.GOALS, "silent-ulti", "silent-100", "silent-durchmarsch", "silent-four-aces", "ulti-penalty", "fold"}
)


# ulti options the source names both ways with no default of its own ("…という人も,…という人も
# います", not a variant beside the main text: "…とする人がいます"), and the payment reasons of a deal
# they can change (split_readings)
SPLIT_OPTIONS: dict[str, frozenset[str]] = {
    "silent_durchmarsch_scoring": frozenset({"silent-durchmarsch"}),
}


class RunningTotals:
    """ulti/score.session: each seat's running total as the sheet's own payments add it up from the
    start (``owed``), as the sheet's arithmetic continues from its last written total
    (``written``), and as the rules' nets continue from it (``ruled``: a wrong payment in a deal
    that writes no total is not copied into the next total); an entry is None once a deal's
    result is unknown, until a total is written."""

    __slots__ = ("owed", "written", "ruled", "played", "played_ruled", "by_rules")

    def __init__(self, start: list[float | None]) -> None:
        self.owed = list(start)
        self.written = list(start)
        self.ruled = list(start)
        # as ``ruled``, but a deal with a follow fault that records no result counted as played
        # (ulti/penalty.revoke: the reading a record's payments may take too; mixed-records P1)
        self.played = list(start)  # (the record's own nets elsewhere, as ``owed``)
        self.played_ruled = list(start)  # (the rules' nets elsewhere, as ``ruled``)
        # the start plus the rules' nets of every deal, whatever the sheet wrote between: a total the
        # table put back to it is right (as rage/score.total; director-sessions a1)
        self.by_rules = list(start)


# ulti/ruling.play-stops: the most ways of paying a rest left out that are told apart (ulti-spec15 a1)
ENDINGS_MOST = 8
ENDINGS_SESSION = 100_000  # positions a session's searches that tell endings apart may visit in all


def settled_with(st: DealState, attr: str, value: Any) -> Outcome | None:
    """The deal settled with ``st.attr`` set to ``value`` for the while (another reading of it)."""
    kept = getattr(st, attr)
    setattr(st, attr, value)
    try:
        return settle(st)
    finally:
        setattr(st, attr, kept)


def side_holds_said(st: DealState) -> bool:
    """Whether each side whose marriages include a false one holds, between its seats, the pairs it
    said: the defenders' 40 said by the one without the pair while his partner holds it (ulti10 04).
    A declarer has no partner: his false pair is held by no one on his side. A hand not known (a
    play-only record not rebuilt) is read as before: the record's counting may settle it."""
    if not st.hands_known or st.declarer is None:
        return True
    defenders = [s for s in range(N) if s != st.declarer]
    for seats in ([st.declarer], defenders):
        if not any(st.false_marriage_points[s] for s in seats):
            continue
        if len(seats) == 1:
            return False
        # a pair is a king and queen in ONE hand (「手札に…ペアがあると」): the partner's pairs, not
        # the two hands pooled (fresh-mainstream-11 a: QH with one, KH with the other, is none)
        held = [marriages_held(st.hand_at_start(s), st.trump) for s in seats]
        trump_pair, plain = any(t for t, _ in held), sum(n for _, n in held)
        for p in sorted((p for s in seats for p in st.declared.get(s, [])), reverse=True):
            if p == T.MARRIAGE_TRUMP and trump_pair:
                trump_pair = False
            elif p == T.MARRIAGE_PLAIN and plain > 0:
                plain -= 1
            else:
                return False
    return True


class Ulti(Game):
    name: ClassVar[str] = "ulti"
    title: ClassVar[str] = "Ulti"
    deck = ULTI
    options = OPTIONS
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 3
    digest: ClassVar[str] = "docs/rules/ulti.md"
    event_types = ULTI_EVENTS

    # -- parse-time checks -------------------------------------------------------------
    def check_start(self, session: Session, problem: ProblemSink) -> None:
        self.check_start_keys(session, problem, ("totals",))
        self.check_start_totals(session, problem, whole=False)

    def check_deal(self, session: Session, deal: Deal, problem: ProblemSink) -> None:
        base = f"/deals/{deal.index}"
        if deal.hands is None:
            pass  # play-only: rebuilt from the record at replay (ulti/deal.play-only)
        elif twelve_at(deal.hands) is not None:
            pass  # 12, 10, 10: a deal, if perhaps to the wrong seat (a misdeal played on, at replay)
        else:
            first = (deal.dealer + 1) % N
            for s, hand in enumerate(deal.hands):
                want = 12 if s == first else 10
                if len(hand) != want:
                    who = "the player after the dealer" if s == first else "this player"
                    problem(
                        f"{base}/hands/{s}",
                        "bad_hand_size",
                        f"Ulti deals 12 cards to the player after the dealer and 10 to the others; {who} "
                        f"(seat {s}) has {len(hand)}.",
                    )
        if deal.talon:
            problem(
                f"{base}/talon",
                "bad_talon",
                "Ulti deals all 32 cards; the talon is formed by discards in the auction, so talon must be "
                "empty or absent.",
            )

    def check_event(self, ev: Event, ptr: str, n: int, problem: ProblemSink) -> None:
        t = ev.type
        d = ev.data
        if t == "bid":
            self._check_bid(d.get("bid"), f"{ptr}/bid", problem)
        elif t in ("take", "discard"):
            # (a discard of another number of cards is a fault of the table, judged at replay:
            # illegal_discard; the take after it takes what lies there: ulti-auction-talon-2faults a)
            if not ev.cards:
                problem(f"{ptr}/cards", "bad_value", f"An Ulti {t} names the cards.")
        elif t == "declare":
            items = d.get("items")
            if not isinstance(items, list):
                problem(f"{ptr}/items", "bad_value", "declare items must be a list of marriages.")
                return
            for i, it in enumerate(items):
                extra = set(it) - {"kind", "points"} if isinstance(it, dict) else set()
                for key in sorted(extra, key=str):  # a key the item does not have, at itself
                    problem(
                        f"{ptr}/items/{i}" + pointer(key),
                        "unknown_field",
                        f'An Ulti declaration item has no field {key!r}: {{"kind": "marriage", "points": 20 | 40}}.',
                    )
                if extra:
                    continue
                if (
                    not isinstance(it, dict)
                    or set(it) != {"kind", "points"}
                    or it.get("kind") != "marriage"
                    or not is_int(it.get("points"))
                    or it.get("points") not in (20, 40)
                ):
                    problem(
                        f"{ptr}/items/{i}",
                        "bad_value",
                        'An Ulti declaration item is {"kind": "marriage", "points": 20 | 40}.',
                    )
        elif t == "announce":
            announced: Any = d.get("items")
            ok = isinstance(announced, list) and len(announced) == 1 and isinstance(announced[0], dict)
            unknown: list[Any] = []
            if ok and announced[0].get("kind") in ("trump", "no-trump"):
                it = announced[0]
                unknown = sorted(set(it) - ({"kind", "suit"} if it["kind"] == "trump" else {"kind"}), key=str)
                for key in unknown:  # a key the item does not have, at itself (as its declare items)
                    problem(
                        f"{ptr}/items/0" + pointer(key),
                        "unknown_field",
                        f"An Ulti {it['kind']} announcement has no field {key!r}.",
                    )
            if ok and not unknown:
                it = announced[0]
                ok = (
                    set(it) == {"kind", "suit"}
                    and it.get("kind") == "trump"
                    and isinstance(it.get("suit"), str)
                    and it["suit"] in T.SUIT_NAMES
                ) or (it == {"kind": "no-trump"})
            if not ok and not unknown:
                problem(
                    f"{ptr}/items",
                    "bad_value",
                    'An Ulti announcement is [{"kind": "trump", "suit": "H"|"D"|"S"|"C"}] '
                    '(or the extension [{"kind": "no-trump"}]).',
                )
        elif t == "double":
            if d.get("target") not in T.GOALS:
                problem(f"{ptr}/target", "bad_value", f"A double targets a goal: {', '.join(T.GOALS)}.")
            lv = d.get("level")
            if not is_int(lv) or lv not in T.CONTRA_LEVELS:
                problem(f"{ptr}/level", "bad_value", "A double's level is 2, 4, 8, 16, 32 or 64.")
        elif t == "call":
            if d.get("call") != "fold":
                problem(f"{ptr}/call", "bad_value", 'The only Ulti call is "fold".')
        elif t == "play":
            if "named" in d:
                problem(f"{ptr}/named", "bad_value", "An Ulti play names nothing.")
        elif t == "penalty":
            if not isinstance(ev.party, int):
                problem(f"{ptr}/party", "bad_party", "An Ulti penalty names a seat.")
        elif t in ("score", "total"):
            if not isinstance(ev.party, int):
                problem(f"{ptr}/party", "bad_party", f"An Ulti {t} is a seat's.")
        elif t == "payment":
            if not isinstance(ev.payer, int) or not isinstance(ev.payee, int):
                problem(ptr, "bad_party", "Ulti payments are between seats.")
            elif ev.payer == ev.payee:
                problem(f"{ptr}/to", "bad_value", "A payment goes from one seat to another.")
            if ev.amount is not None and ev.amount <= 0:
                problem(f"{ptr}/amount", "bad_value", "A payment amount is positive.")
            if "reason" in d and (not isinstance(d["reason"], str) or d["reason"] not in REASONS):
                problem(
                    f"{ptr}/reason", "bad_value", f"A payment reason is one of: {', '.join(sorted(REASONS))}."
                )

    @staticmethod
    def _check_bid(bid: Any, ptr: str, problem: ProblemSink) -> None:
        if bid == "pass":
            return
        msg = 'An Ulti bid is "pass" or {"goals": [GOAL, ...], "red": true | false, "trumps": true | false}.'
        if isinstance(bid, dict) and "goals" in bid and set(bid) - {"goals", "red", "trumps"}:
            for key in sorted(set(bid) - {"goals", "red", "trumps"}, key=str):  # each at its own key
                problem(ptr + pointer(key), "unknown_field", f"An Ulti bid has no field {key!r}. {msg}")
            return
        if not isinstance(bid, dict) or "goals" not in bid:
            problem(ptr, "bad_bid", msg)
            return
        goals = bid["goals"]
        if not isinstance(goals, list) or not goals:
            problem(f"{ptr}/goals", "bad_bid", "goals is a non-empty list of goal names.")
            return
        for i, g in enumerate(goals):
            if g not in T.GOALS:
                problem(
                    f"{ptr}/goals/{i}", "bad_bid", f"{g!r} is not an Ulti goal; one of: {', '.join(T.GOALS)}."
                )
        if len({g for g in goals if isinstance(g, str)}) != len(goals):
            problem(f"{ptr}/goals", "bad_bid", "A goal is named once in a bid.")
        if "red" in bid and not isinstance(bid["red"], bool):
            problem(f"{ptr}/red", "bad_bid", "red is true or false.")
        if "trumps" in bid and not isinstance(bid["trumps"], bool):
            problem(f"{ptr}/trumps", "bad_bid", "trumps is true or false.")

    # -- replay --------------------------------------------------------------------------
    def replay(self, session: Session) -> Iterator[Step]:
        rotation = Rotation()
        carried = RunningTotals(list(session.start.get("totals") or [0] * session.n))
        redealt = False  # the deal before was dealt again at the table's word (ulti/deal.redeal)
        for deal in session.deals:
            # after a redeal the same dealer may deal again, or the deal pass on
            same = redealt and deal.dealer == rotation.written
            due = rotation.check(deal.dealer, (lambda s: s) if same else (lambda s: (s + 1) % N))
            redealt = any(ev.type == "redeal" for ev in deal.events)
            # the dealer field alone wrong: of the seats due, the one the record follows; he dealt,
            # and the rotation passes on from him (diff10 twofault A2)
            judged = rotation.judged(due, partial(self.dealt_as_due, deal))
            yield from self.replay_deal(session, deal, due if judged is None else judged, carried)

    def replay_deal(
        self,
        session: Session,
        deal: Deal,
        due_dealer: int | None = None,
        carried: RunningTotals | None = None,
    ) -> Iterator[Step]:
        """``due_dealer``: the seat the rotation called for, when another dealt."""
        names = session.players
        if carried is None:
            carried = RunningTotals([0] * N)
        if not auction_recorded(deal):
            yield from self.replay_plays_alone(session, deal, due_dealer, carried)
            return
        result = DealResult(deal.index)
        if deal.hands is None:
            hands, complete = rebuild_hands(deal.events)
            result.unchecked.extend(PLAY_ONLY_COMPLETE if complete else PLAY_ONLY_PARTIAL)
        else:
            hands, complete = [list(h) for h in deal.hands], True
        st = DealState(deal.dealer, hands, session.rules, names)
        st.hands_known = complete
        st.hands_rebuilt = deal.hands is None
        st.record = deal.events
        # ulti/auction.unrecorded: the exchange and the turns are parts a record may leave out
        st.exchange_written = any(ev.type in ("take", "discard") for ev in deal.events)
        st.passes_written = any(ev.type == "bid" and ev.get("bid") == "pass" for ev in deal.events)
        misdealt = twelve_at(deal.hands) if deal.hands is not None else None
        misdeal: Finding | None = None
        if misdealt is not None and due_dealer is not None and self.dealt_as_due(deal, due_dealer):
            # diff9 ulti-knockon A4: the hands and the first call fit the dealer the rotation called
            # for; only the dealer field is wrong, one fault (wrong_dealer), not also a misdeal
            st.first = st.turn = misdealt
        elif misdealt is not None and misdealt != st.first:
            # ulti/deal.hands: the twelve went to another seat and the table played on: the
            # holder of twelve opens (he must lay two away), one fault at the first call
            misdeal = Finding(
                "out_of_turn",
                "ulti/deal.hands",
                f"The twelve cards were dealt to {names[misdealt]}, who opened the auction; they go to "
                f"the player after the dealer, {names[st.first]} (a misdeal, played on).",
                {"holder": misdealt, "expected": st.first},
                misdealt,
            )
            st.first = st.turn = misdealt

        annotate = Annotator(result)

        # the readable texts only for the replay views, not for a verdict
        narrate = session.narrate
        deal_text = ""
        if narrate:
            hands_text = "; ".join(f"{names[s]}: {' '.join(c.code for c in h)}" for s, h in enumerate(hands))
            if deal.hands is None:
                hands_text = "Hands not recorded (play-only record); rebuilt from the record: " + hands_text
            deal_text = f"Deal {deal.index + 1}, dealer {names[deal.dealer]}; {names[st.first]} bids first. {hands_text}"
        yield Step(
            "deal",
            deal.index,
            text=deal_text,
            data={"dealer": deal.dealer, "first": st.first},
        )
        wrong = self.wrong_dealer(deal, due_dealer, names)
        if wrong is not None and due_dealer is not None and self.dealt_as_due(deal, due_dealer):
            # only the dealer field is wrong: say so, as the deal is judged (replay-narrative-2 a)
            wrong = replace(
                wrong,
                message=wrong.message[:-1].replace(
                    f"{names[deal.dealer]} dealt,", f"The dealer is written {names[deal.dealer]},", 1
                )
                + judged_from_due(names[due_dealer]),
                evidence={**wrong.evidence, "judged_from": due_dealer},
            )
        if wrong is not None:
            yield annotate(wrong, None)
        payments: list[Event] = []
        penalties: list[Event] = []  # recorded by the table: checked, never applied (payments are)
        totals: list[Event] = []
        scores: list[Event] = []
        text = ""
        for ev in deal.events:
            if misdeal is not None and ev.type in ("bid", "take", "discard"):
                yield annotate(misdeal, ev.index)
                misdeal = None
            was_over = st.auction_over
            tricks_before = len(st.tricks)
            findings: list[Finding] = []
            seat = ev.seat
            who = names[seat] if seat is not None else ""
            if ev.type == "play":  # the most frequent event, tested first
                assert seat is not None and ev.card is not None
                if narrate:
                    text = f"{who} plays {ev.card}."
                findings = st.apply_play(seat, ev.card, ev.index)
            elif ev.type == "bid":
                assert seat is not None
                value = ev.get("bid")
                if narrate:
                    bid = parse_bid(value)
                    text = f"{who} passes." if bid is None else f"{who} bids {bid.label()}."
                owner = st.call_written_for(seat, ev.index)
                if owner is not None:
                    why = (
                        f"{names[owner]} has just laid two cards away, so the goal is theirs to name"
                        if st.just_discarded(owner, ev.index)
                        else f"{who} calls again later, and {names[owner]} writes no call"
                    )
                    findings = [
                        Finding(
                            "out_of_turn",
                            "ulti/auction.order",
                            f"{who} is written calling in {names[owner]}'s turn; {why}: the seat is "
                            f"written wrongly, and the call is read as {names[owner]}'s.",
                            {"expected": owner, "written_for": seat},
                            seat,
                        ),
                        *st.apply_bid(owner, value),
                    ]
                else:
                    findings = st.apply_bid(seat, value)
            elif ev.type == "take":
                assert seat is not None
                text = f"{who} takes the talon ({' '.join(c.code for c in ev.cards)})."
                owner = st.take_written_for(seat, ev.index)
                if owner is not None:
                    findings = [
                        Finding(
                            "out_of_turn",
                            "ulti/auction.order",
                            f"{who} is written taking the talon in {names[owner]}'s turn, and {names[owner]} "
                            f"lays two away next: the seat is written wrongly, and the take is read as "
                            f"{names[owner]}'s.",
                            {"expected": owner, "written_for": seat},
                            seat,
                        ),
                        *st.apply_take(owner, ev.cards),
                    ]
                else:
                    findings = st.apply_take(seat, ev.cards)
            elif ev.type == "discard":
                assert seat is not None
                text = f"{who} discards {' '.join(c.code for c in ev.cards)}."
                findings = st.apply_discard(seat, ev.cards)
            elif ev.type == "announce":
                assert seat is not None
                item = ev.get("items")[0]
                suit = item.get("suit") if item.get("kind") == "trump" else None
                text = f"{who} names {suit_name(suit)} as trumps." if suit else f"{who} plays without trumps."
                findings = st.apply_announce(seat, ev.get("items"))
            elif ev.type == "declare":
                assert seat is not None
                pts = [int(i["points"]) for i in ev.get("items")]
                text = (
                    f"{who} announces {' and '.join(map(str, pts))}."
                    if pts
                    else f"{who} announces no marriage."
                )
                findings = st.apply_declare(seat, ev.get("items"))
            elif ev.type == "double":
                assert seat is not None
                target, level = ev.get("target"), ev.get("level")
                text = f"{who} says {T.CONTRA_LEVELS[level][0]} ({level}) on {T.GOAL_NAMES[target]}."
                findings = st.apply_double(seat, target, level)
            elif ev.type == "call":
                assert seat is not None
                text = f"{who} folds."
                findings = st.apply_fold(seat)
            elif ev.type == "redeal":
                text = f"{who} asks for a redeal ({ev.get('reason')})."
                findings = [redeal_not_in_rules(ev, who)]
            elif ev.type == "penalty":
                penalties.append(ev)
                text = penalty_line(ev, names[ev.party])  # type: ignore[index]
            else:  # payment, score, total
                text = self.on_sheet(ev, names, {"payment": payments, "score": scores, "total": totals})
            if narrate:
                yield Step("event", deal.index, ev.index, text)
            for f in findings:
                yield annotate(f, ev.index)
            if st.auction_over and not was_over:
                yield self.auction_note(st, deal.index, ev.index, names)
            if narrate and len(st.tricks) > tricks_before:
                rec = st.tricks[-1]
                k = len(st.tricks)
                cards = " ".join(c.code for _, c in rec["plays"])
                data: dict[str, Any] = {"trick": k, "winner": rec["winner"], "cards": cards.split()}
                sat = ""
                if "sat_out" in rec:  # a seat a card short (a second card taken into a trick)
                    data["sat_out"] = rec["sat_out"]
                    sitters = " and ".join(names[s] for s in rec["sat_out"])
                    sat = f"; {sitters}, with no card left, {'sits' if len(rec['sat_out']) == 1 else 'sit'} it out"
                yield Step(
                    "note",
                    deal.index,
                    ev.index,
                    f"Trick {k} ({cards}) won by {names[rec['winner']]} with {rec['card']}{sat}.",
                    data=data,
                )
        if not st.auction_over and st.passed_out():
            st.end_auction()
        if not st.auction_over and st.bid is not None and not st.play_started:
            yield annotate(
                Finding(
                    "auction_unfinished",
                    "ulti/auction.end",
                    "The record ends before three passes ended the auction.",
                    {"passes": st.passes},
                    severity=WARNING,
                ),
                None,
            )
            st.end_auction()
        outcome = settle(st) if st.auction_over else None
        if (outcome is None or outcome.partial) and st.auction_over and not st.complete:
            # (the search stops at the first two endings that differ unless payments are to be judged)
            endings = st.ending_outcomes(1)
            if endings is None and payments:  # they differ: told apart within the session's allowance
                allowance = session.derived.setdefault("endings_allowance", [ENDINGS_SESSION])
                endings = st.ending_outcomes(ENDINGS_MOST, allowance=allowance)
            if endings is not None and len(endings) == 1:
                # ulti/ruling.play-stops: every legal way of playing the rest pays the same (a claim
                # the hands bear out): settled in full (ulti-spec10 a1)
                outcome = endings[0]
                result.unchecked.append(
                    f"play: the record stops after {len(st.tricks)} tricks of 10; every legal way of playing "
                    "the rest from the hands gives the same payments, so the deal is settled by them"
                )
            elif endings is not None:
                # ulti/ruling.play-stops (ulti-spec15 a1): the endings pay differently; the payments of
                # any one of them are right, and payments no ending gives are judged by the ending
                # they come nearest (fewest findings; the first found on a tie)
                misfits = [len(self.compare_payments(o, payments, names)) for o in endings]
                outcome = endings[misfits.index(min(misfits))]
                result.unchecked.append(
                    f"play: the record stops after {len(st.tricks)} tricks of 10; the legal ways of playing the "
                    f"rest from the hands pay in {len(endings)} ways, and the record's payments are "
                    + (
                        "those of one of them, so the deal is settled by it"
                        if not min(misfits)
                        else "those of none: they are judged by the ending they come nearest"
                    )
                )
        if outcome is not None and st.fold_forced and (payments or scores):
            # ulti/auction.fold (ulti-aces-tens-fold P2): a compulsory fold the table played on and
            # settled as played is one fault (fold_required); the play is then judged too
            played = settled_with(st, "fold_forced", False)
            note = (
                "ulti/auction.fold: the record settles the deal as played, not folded; it is read so, "
                "and the play is checked"
            )
            if self.fitter(outcome, played, (payments, scores, names), result, note) is played:
                assert played is not None
                outcome, st.fold_forced = played, False
                for f in st.fold_shadow:
                    yield annotate(f, f.event)
        if outcome is not None and st.penalty and st.penalty["effect"] == "lose_all_goals":
            outcome = self.revoke_reading(st, outcome, payments, scores, names, result)
        if outcome is not None and any(st.false_marriage_points):
            outcome = self.marriage_reading(st, outcome, payments, scores, names, result)
        if outcome is not None and st.late_contras:
            note = (
                "the late contra: the record settles the deal with it counted as said (the table took "
                "it), which is read so (the illegal_double is the one finding; ulti/contra.levels)"
            )
            read = self.reread(
                st, "levels", st.levels_with_late_contras(), outcome, (payments, scores, names), result, note
            )
            if read is not outcome:
                # the deal's figures as read (dispute-messages-5 a3: computed.contra was empty beside
                # doubled goals)
                st.levels = st.levels_with_late_contras()
                read.note = read.note or "the late contra counted as said, as the record settles the deal"
            outcome = read
        if (
            outcome is not None
            and st.trump == "H"
            and any(g["goal"] == "silent-ulti" and not g["won"] for g in outcome.goals)
        ):
            outcome = self.seven_failure_reading(st, outcome, payments, scores, names, result)
        if outcome is not None and st.opts["point_table"] == "ultinet":
            outcome = self.ultinet_party_reading(st, outcome, payments, scores, names, result)
        if outcome is not None and session.rules_json.get("preset", "standard") == "standard":
            outcome = self.split_readings(session.rules_json, st, outcome, (payments, scores, names), result)
        if outcome is not None and st.penalty is not None:
            self.as_played(st, outcome, names, result)  # (after every reading: the deal as read)
            self.unapplied_figures(st, outcome, names, result)
        if outcome is not None and len(st.tricks) < 10 and st.decided_early():
            result.unchecked.append(
                f"play: the record stops after {len(st.tricks)} tricks of 10, every goal already decided "
                "(ulti/ruling.play-stops); the tricks not recorded are not checked"
            )
        elif (
            outcome is not None
            and st.play_started  # (a fold, or a deal thrown in, has no tricks to leave out)
            and 0 < len(st.tricks) < 10
            and not any(u.startswith("play: the record stops") for u in result.unchecked)
        ):
            # (settled all the same, by a fault's penalty, say: the rest is still unseen, ulti-po2 a1)
            result.unchecked.append(
                f"play: the record stops after {len(st.tricks)} tricks of 10; the tricks not recorded are "
                "not checked"
            )
        if st.hands_from_plays:
            for item in PLAY_ONLY_PARTIAL + PLAY_ONLY_COMPLETE:
                if item in result.unchecked:
                    result.unchecked.remove(item)
            result.unchecked.extend(HANDS_FROM_PLAYS if st.hands_known else HANDS_FROM_SOME_PLAYS)
        partial = outcome is not None and outcome.partial
        if (outcome is None or partial) and not st.no_contract:
            if outcome is None:
                result.unchecked.append("settlement: the deal was not played out in the record")
                what = "the goals cannot be scored"
                evidence: dict[str, Any] = {"tricks": len(st.tricks)}
            else:
                undecided = self.undecided(st, outcome)
                result.unchecked.append(
                    f"settlement: the deal was not played out in the record; only the payments of the goals "
                    f"already decided are checked (ulti/ruling.play-stops), not those of {undecided}, "
                    "nor scores or the seats' nets"
                )
                what = f"{undecided} cannot be scored"
                evidence = {"tricks": len(st.tricks), "open_goals": outcome.open_goals}
            yield annotate(
                Finding(
                    "incomplete_play",
                    "ulti/play.tricks",
                    f"The record holds {len(st.tricks)} complete tricks of 10; {what}.",
                    evidence,
                    severity=WARNING,
                ),
                None,
            )
        settlement = Settlement()
        decided_part: Outcome | None = None
        if outcome is not None and partial:
            # judged only on a sheet that names its payments' reasons, and only the payments naming
            # a goal already decided: reasonless ones net goals still open
            decided_part, outcome = outcome, None
            due = {p.reason for p in decided_part.payments}
            if any(ev.get("reason") is not None for ev in payments):
                written = frozenset(str(ev.get("reason")) for ev in payments)
                judged = [ev for ev in payments if self.reason_of(ev, due, written) in due]
                for f, event in self.compare_payments(decided_part, judged, names, sheet_written=True):
                    yield annotate(f, event)
        elif outcome is not None:
            for s, v in outcome.net().items():
                settlement.add_expected(s, v)
            if payments:  # payments record every seat's net: one paid nothing is 0 (dispute-messages-4 a4)
                for s in range(N):
                    settlement.add_recorded(s, 0)
            for ev in payments:
                assert isinstance(ev.payer, int) and isinstance(ev.payee, int)
                settlement.add_recorded(ev.payer, -(ev.amount or 0))
                settlement.add_recorded(ev.payee, ev.amount or 0)
            if not payments and scores:
                # a score sheet without payments records each seat's net as written (per seat: a
                # seat it writes nothing for is unrecorded; ulti11)
                settlement.per_party = True
                for seat, written_net in self.scored_net(scores).items():
                    settlement.add_recorded(seat, written_net)
            for f, event in self.compare_payments(outcome, payments, names):
                yield annotate(f, event)
        # ulti/score.recorded-penalty: a recorded penalty names a seat the rules penalize in this deal
        offenders = {a.seat for a in result.annotations if a.severity == VIOLATION and a.penalty is not None}
        # and the seat a failed ulti costs its penalty ("ペナルティとして 4 点を失います", the ulti
        # penalty; a failed silent ulti's 4 as well): the table may write it as one (penalty-spec a3)
        paid = outcome.payments if outcome is not None else []
        offenders |= {p.payer for p in paid if p.reason == "ulti-penalty"}
        # (a failed silent ulti's seat pays each of the other two; a won one is paid by the losers)
        offenders |= {
            p.payer
            for p in paid
            if p.reason == "silent-ulti"
            and len({q.payee for q in paid if q.reason == "silent-ulti" and q.payer == p.payer}) > 1
        }
        # the fixed penalties (the ulti penalty, a failed silent ulti): their amount, if written,
        # is the source's figure to each opponent or in all (as danish-tarok/18.recorded-penalty)
        fault_seats = {
            a.seat for a in result.annotations if a.severity == VIOLATION and a.penalty is not None
        }
        fixed: dict[int, set[float]] = {}
        for p in paid:
            if p.reason in ("ulti-penalty", "silent-ulti"):
                fixed.setdefault(p.payer, set()).add(p.amount)
        for ev in penalties:
            if ev.party not in offenders:
                assert isinstance(ev.party, int)  # a seat (check_event)
                but = "the rules find no penalized fault of theirs in this deal"
                yield annotate(
                    unexpected_penalty(
                        ev,
                        names[ev.party],
                        "ulti/score.recorded-penalty",
                        but + fault_of_another(ev, result.annotations, names),
                    ),
                    ev.index,
                )
                continue
            amount = ev.get("amount")
            seat = ev.party
            assert isinstance(seat, int)  # a seat (check_event)
            per = fixed.get(seat)
            if amount is None or not per or seat in fault_seats:
                continue
            allowed = per | {2 * a for a in per}
            if all(abs(amount - a) >= TOLERANCE for a in allowed):
                yield annotate(
                    Finding(
                        "wrong_penalty",
                        "ulti/score.recorded-penalty",
                        f"The record penalizes {names[seat]} {amount:g}; the rules make it "
                        f"{'/'.join(f'{a:g}' for a in sorted(per))} to each opponent.",
                        {
                            "recorded": {"party": seat, "code": ev.get("code"), "amount": amount},
                            "per_opponent": sorted(per),
                        },
                        seat,
                    ),
                    ev.index,
                )
        rules_net: dict[int, float] | None = (
            dict(outcome.net()) if outcome is not None else {} if st.no_contract else None
        )
        if scores and rules_net is not None:
            for f, event in self.check_scores(rules_net, scores, names, outcome):
                yield annotate(f, event)
        elif scores:
            result.unchecked.append("scores: the deal's result is not known from the record")
        # the deal's net as the sheet has it: its recorded payments or scores, else what the rules give
        net: dict[int, float] | None
        if payments:
            net = self.recorded_net(payments)
        elif scores:
            net = self.scored_net(scores)
        else:
            net = rules_net
        played_net = None
        if not payments and not scores and outcome is not None and st.penalty is not None:
            # a follow fault's deal that records no result: the sheet's later totals may count it as
            # played, as a record's payments may (revoke_reading)
            as_played = settled_with(st, "penalty", None)
            if as_played is not None and not as_played.partial:
                played_net = {s: float(v) for s, v in as_played.net().items()}
        for f, event in self.check_totals(carried, net, totals, names, rules_net, played_net):
            yield annotate(f, event)
        if rules_net is None:  # the rules cannot settle the deal: no seat's result is known
            settlement.open.update(str(s) for s in range(N))
        result.settlement = settlement
        result.computed = self.computed(st, outcome or decided_part)
        yield Step("end", deal.index, text=self.end_text(st, outcome or decided_part, names), result=result)

    @staticmethod
    def on_sheet(ev: Event, names: list[str], sheet: dict[str, list[Event]]) -> str:
        """A payment, score or total: kept in ``sheet`` for the deal's end; the replay's text."""
        sheet[ev.type].append(ev)
        if ev.type == "payment":
            assert isinstance(ev.payer, int) and isinstance(ev.payee, int)
            reason = ev.get("reason")
            return f"Payment: {names[ev.payer]} pays {names[ev.payee]} {ev.amount:g}" + (
                f" ({reason})." if reason else "."
            )
        assert isinstance(ev.party, int)
        if ev.type == "score":
            return f"Score sheet: {names[ev.party]} {ev.points:+g} this deal."
        return f"Score sheet: {names[ev.party]} total {ev.points:g}."

    @staticmethod
    def recorded_net(payments: list[Event]) -> dict[int, float]:
        net: dict[int, float] = {}
        for ev in payments:
            assert isinstance(ev.payer, int) and isinstance(ev.payee, int)
            net[ev.payer] = net.get(ev.payer, 0) - (ev.amount or 0)
            net[ev.payee] = net.get(ev.payee, 0) + (ev.amount or 0)
        return net

    @staticmethod
    def scored_net(scores: list[Event]) -> dict[int, float]:
        net: dict[int, float] = {}
        for ev in scores:
            assert isinstance(ev.party, int)
            net[ev.party] = net.get(ev.party, 0) + (ev.points or 0)
        return net

    @staticmethod
    def check_scores(
        expected: dict[int, float],
        scores: list[Event],
        names: list[str],
        outcome: Outcome | None = None,
    ) -> Iterator[tuple[Finding, int]]:
        """ulti/score.sheet: what a seat is written for the deal (its score events added up, whatever
        their reasons) is its net in the settlement; annotated at the seat's first score, or, on a
        sheet that writes each goal on a line of its own (every line of the seat names a reason), at
        the first line whose goal ``outcome`` scores otherwise (ulti-sheet-shapes c1)."""
        written = Ulti.scored_net(scores)
        for seat, rec in written.items():
            want = expected.get(seat, 0)
            if rec != want:
                lines = [ev for ev in scores if ev.party == seat]
                nets = (
                    {}
                    if outcome is None
                    else reason_nets((p.payer, p.payee, p.amount, p.reason) for p in outcome.payments)
                )
                at = None if outcome is None else wrong_reason_line(lines, nets)
                first = lines[0].index if at is None else at
                text = f"{names[seat]} was written {rec:g} for this deal; the settlement gives {want:+g}."
                evidence: dict[str, Any] = {"recorded": rec, "expected": want}
                line = next((ev for ev in lines if ev.index == at), None)
                reason = None if line is None else line.get("reason")
                if line is not None and reason is not None:
                    # a sheet of goal lines: name the goal whose line is wrong (ulti-sheet-edges)
                    due = nets.get((str(seat), reason), 0)
                    text = f"{names[seat]}'s {reason} line was written {line.points:g}; the rules give {due:+g}. {text}"
                    evidence["line"] = {"reason": reason, "recorded": line.points, "expected": due}
                yield (Finding("wrong_score", "ulti/score.sheet", text, evidence, seat), first)

    @staticmethod
    def check_totals(
        carried: RunningTotals,
        net: dict[int, float] | None,
        totals: list[Event],
        names: list[str],
        rules_net: dict[int, float] | None = None,
        played_net: dict[int, float] | None = None,
    ) -> Iterator[tuple[Finding, int]]:
        """ulti/score.session: a running total is the previous one plus the deal's net. It is right as
        the sheet's own arithmetic (its previous total as written, plus the deal's net as recorded or
        as the rules give it) or as its payments add up from the start (as in Rage: a wrong payment or
        a slip in an addition is reported once, not at every total after it). After a deal whose
        result is unknown (``net`` None) a total is taken as written. ``carried`` is updated in
        place."""
        before = list(carried.written)
        for chain in (carried.owed, carried.written):
            for s in range(N):
                prev = chain[s]
                chain[s] = None if net is None or prev is None else prev + net.get(s, 0)
        ruling = rules_net if rules_net is not None else net
        for s in range(N):
            prev = carried.ruled[s]
            carried.ruled[s] = None if ruling is None or prev is None else prev + ruling.get(s, 0)
            prev = carried.by_rules[s]
            carried.by_rules[s] = None if ruling is None or prev is None else prev + ruling.get(s, 0)
        for chain, other in ((carried.played, net), (carried.played_ruled, ruling)):
            alt = played_net if played_net is not None else other
            for s in range(N):
                prev = chain[s]
                chain[s] = None if alt is None or prev is None else prev + alt.get(s, 0)
        for ev in totals:
            seat = ev.party
            assert isinstance(seat, int) and ev.points is not None
            want, prev, owed = carried.written[seat], before[seat], carried.owed[seat]
            ruled, played = carried.ruled[seat], (carried.played[seat], carried.played_ruled[seat])
            whole = carried.by_rules[seat]
            if whole is None:  # (unknown since a deal whose result is unknown: from this total on)
                carried.by_rules[seat] = ev.points
            carried.written[seat] = ev.points
            carried.ruled[seat] = ev.points
            carried.played[seat] = carried.played_ruled[seat] = ev.points
            if owed is None:
                carried.owed[seat] = ev.points
            by_rules = None if prev is None or rules_net is None else prev + rules_net.get(seat, 0)
            if want is not None and ev.points not in (want, owed, by_rules, ruled, whole, *played):
                assert prev is not None
                if by_rules is not None:
                    want = by_rules  # the figure to name: the deal's net as the rules give it
                yield (
                    Finding(
                        "wrong_total",
                        "ulti/score.session",
                        f"{names[seat]}'s running total was written {ev.points:g}; it should read {want:g} "
                        f"(previous total {prev:g} plus this deal's net {want - prev:+g}).",
                        {"recorded": ev.points, "expected": want, "previous": prev},
                        seat,
                    ),
                    ev.index,
                )

    @staticmethod
    def dealt_as_due(deal: Deal, due: int) -> bool:
        """diff9 ulti-knockon A4: only the dealer field is wrong when the auction is recorded and the
        hands and the first call fit the dealer ``due`` the rotation called for: the twelve cards
        with the player after him, who opens (if anyone does)."""
        if not auction_recorded(deal) or deal.hands is None:
            return False
        misdealt = twelve_at(deal.hands)
        opener = next((ev.seat for ev in deal.events if ev.type in ("bid", "take", "discard")), None)
        return misdealt is not None and misdealt == (due + 1) % N and opener in (None, misdealt)

    @staticmethod
    def wrong_dealer(deal: Deal, want: int | None, names: list[str]) -> Finding | None:
        """ulti/deal.dealer: the deal passes to the next player (``want``, when another dealt)."""
        if want is None:
            return None
        return Finding(
            "wrong_dealer",
            "ulti/deal.dealer",
            f"{names[deal.dealer]} dealt, but the deal passes to {names[want]}, the player after "
            f"{names[(want - 1) % N]}.",
            {"dealer": deal.dealer, "expected": want},
            deal.dealer,
        )

    def replay_plays_alone(
        self, session: Session, deal: Deal, due_dealer: int | None, carried: RunningTotals
    ) -> Iterator[Step]:
        """ulti/deal.auction-unrecorded: no auction event in the deal; only what the plays prove."""
        names = session.players
        result = DealResult(deal.index)
        result.unchecked.extend(unchecked_for(deal))
        play = PlaysAlone(deal, session.rules, names)

        annotate = Annotator(result)

        narrate = session.narrate
        deal_text = ""
        if narrate:
            if deal.hands is None:
                hands_text = "Hands not recorded (play-only record)"
            else:
                hands_text = "; ".join(
                    f"{names[s]}: {' '.join(c.code for c in h)}" for s, h in enumerate(deal.hands)
                )
            deal_text = (
                f"Deal {deal.index + 1}, dealer {names[deal.dealer]}; the auction is not recorded, "
                f"so the contract and its trumps are unknown. {hands_text}"
            )
        yield Step(
            "deal", deal.index, text=deal_text, data={"dealer": deal.dealer, "first": (deal.dealer + 1) % N}
        )
        wrong = self.wrong_dealer(deal, due_dealer, names)
        if wrong is not None:
            yield annotate(wrong, None)
        payments: list[Event] = []
        totals: list[Event] = []
        scores: list[Event] = []
        for ev in deal.events:
            seat = ev.seat
            who = names[seat] if seat is not None else ""
            findings: list[Finding] = []
            tricks_before = len(play.tricks)
            if ev.type == "play":
                assert seat is not None and ev.card is not None
                text = f"{who} plays {ev.card}."
                findings = play.apply_play(seat, ev.card, ev.index)
            elif ev.type == "declare":
                text = f"{who} announces marriages (not checked: the contract is unknown)."
            elif ev.type == "penalty":
                text = penalty_line(ev, names[ev.party], " (not checked)")  # type: ignore[index]
            elif ev.type == "redeal":
                text = f"{who} asks for a redeal ({ev.get('reason')})."
                findings = [redeal_not_in_rules(ev, who)]
            elif ev.type in AUCTION_EVENTS:  # the bids left out: the rest of the auction is not judged
                text = f"{who}: {ev.type} (not checked: the bids are not recorded)."
            else:  # payment, score, total: the contract is unknown, so only the totals are checked
                text = self.on_sheet(ev, names, {"payment": payments, "score": scores, "total": totals})
            if narrate:
                yield Step("event", deal.index, ev.index, text)
            for f in findings:
                yield annotate(f, ev.index)
            if narrate and len(play.tricks) > tricks_before:
                k = len(play.tricks)
                t = play.tricks[-1]
                yield Step(
                    "note",
                    deal.index,
                    ev.index,
                    play.trick_text(k),
                    data={"trick": k, "winners": t["winners"], "cards": [c.code for _, c in t["plays"]]},
                )
        # the payments and scores are not checked, but the sheet's totals add up from them
        net = self.recorded_net(payments) if payments else self.scored_net(scores) if scores else None
        for f, event in self.check_totals(carried, net, totals, names):
            yield annotate(f, event)
        result.settlement.open.update(str(s) for s in range(N))  # nothing is settled (no auction)
        result.computed = play.computed(deal.dealer)
        end = f"Deal over: {len(play.tricks)} tricks played; the auction is not recorded, so nothing is settled."
        yield Step("end", deal.index, text=end, result=result)

    @staticmethod
    def auction_note(st: DealState, deal: int, event: int, names: list[str]) -> Step:
        if st.contract is None or st.declarer is None:
            return Step("note", deal, event, "Auction over: nobody bid.", data={})
        c = st.contract
        trump = " Hearts are trumps." if c.red else ""
        return Step(
            "note",
            deal,
            event,
            f"Auction over: {names[st.declarer]} declares {c.label()}; "
            + (f"talon {' '.join(x.code for x in st.talon)}." if st.talon else "talon not recorded.")
            + trump,
            data={"declarer": st.declarer, "bid": c.to_json(), "talon": [x.code for x in st.talon]},
        )

    # -- settlement comparison (ulti/score.payments) ----------------------------------------
    @staticmethod
    def undecided(st: DealState, outcome: Outcome) -> str:
        """What a deal cut short leaves unscored: its open goals and (with trumps) the silent bonuses."""
        parts = [T.GOAL_NAMES[g] for g in outcome.open_goals]
        if st.trump is not None:
            parts.append("the silent bonuses")
        return " and ".join(parts) or "nothing"

    @staticmethod
    def reason_of(ev: Event, due: set[str], written: frozenset[str] = frozenset()) -> str | None:
        """A payment's reason; a sheet may call rebetli and redurchmarsch by the names they were bid
        under, "red betli" and "red durchmarsch" (ulti/goal.no-trump-goals, ulti/goal.red), a failed
        silent ulti's 4 the ulti's penalty, which it is in all but name (ulti/silent.ulti; ulti-spec5
        06), and a silent bonus that replaced the party's points the party (ulti/silent.hundred)."""
        reason = ev.get("reason")
        if reason == "betli" and "rebetli" in due and "betli" not in due:
            return "rebetli"
        if reason == "durchmarsch" and "redurchmarsch" in due and "durchmarsch" not in due:
            return "redurchmarsch"  # "red durchmarsch" announced without trumps (ulti/goal.red)
        if reason == "ulti-penalty" and "silent-ulti" in due and "ulti-penalty" not in due:
            return "silent-ulti"
        if reason == "party" and "party" not in due:
            # a silent bonus that replaced the party's points is paid in its place, and a sheet may
            # call it the party (ulti-netted-payments c 07: one slip was four findings)
            # (not where the record pays the bonus by its name too: the party is then paid beside it)
            replaced = [b for b in ("silent-100", "silent-durchmarsch") if b in due and b not in written]
            if len(replaced) == 1:
                return replaced[0]
        return reason

    def revoke_reading(
        self,
        st: DealState,
        outcome: Outcome,
        payments: list[Event],
        scores: list[Event],
        names: list[str],
        result: DealResult,
    ) -> Outcome:
        """ulti/penalty.revoke (issue #4's default, lose_all_goals): the source itself names no penalty
        and scores each goal as achieved, and every blind reader who met a follow fault settled the
        deal as played (ulti-po, ulti-spec, ulti-spec2, ulti29, ulti-spec3). A record whose payments
        or scores fit the deal as played better than the penalty is read so (the fault is still
        annotated with the default's penalty); the penalty on a tie."""
        note = (
            "the follow fault's penalty: the record settles the deal as played (revoke_penalty "
            "play_stands), which is accepted beside the default (ulti/penalty.revoke)"
        )
        chosen = self.reread(st, "penalty", None, outcome, (payments, scores, names), result, note)
        if chosen is outcome:
            return chosen
        # what the default would have made of the deal, each seat's net beside the one settled as
        # played (real-faults-near-slips-15 c: "applied: false" named an effect without its figures,
        # and in a party game "the defenders lose all goals" says nothing of who gains what)
        figures = {"if_applied": penalty_nets(outcome), "as_settled": penalty_nets(chosen)}
        if st.penalty is not None:
            # computed says it too (dispute-messages-5 a2: lose_all_goals shown beside a deal as played);
            # settle() no longer applies it, in this reading or any later one (unapplied-reread), and
            # its figures are said once every reading is taken (unapplied_figures)
            st.penalty = {**st.penalty, "applied": False, **figures}
            chosen.note = chosen.note or UNAPPLIED
        # the penalty the annotation names is not the one the settlement applies: say so, so a
        # director reading it aloud does not announce it (dispute-messages c4), with its figures on
        # the fault that set it (a later fault's penalty is not applied in any reading)
        for a in result.annotations:
            if a.penalty is not None and a.penalty.get("rule") == "ulti/penalty.revoke":
                first = "applied" not in a.penalty  # (the state marks every later fault's already)
                a.penalty["applied"] = False
                if first:
                    a.penalty.update({k: dict(v) for k, v in figures.items()})
        return chosen

    @staticmethod
    def unapplied_figures(st: DealState, outcome: Outcome, names: list[str], result: DealResult) -> None:
        """ulti/penalty.revoke not applied (revoke_reading): its figures, taken after every later
        reading of the deal (a false marriage or late contra counted, ...), as ``as_played`` takes
        its own: ``as_settled`` is the settlement, and ``if_applied`` the default applied to the deal
        as read (unapplied-reread: they were the figures before the late contra was counted, and the
        note lost the penalty's words to the contra's). On the fault that set it, in
        ``computed.penalty``, and in words in the note."""
        pen = st.penalty
        if pen is None or pen.get("applied") is not False or "if_applied" not in pen:
            return
        applied = {k: v for k, v in pen.items() if k not in ("applied", "if_applied", "as_settled")}
        by_default = settled_with(st, "penalty", applied)
        assert by_default is not None  # (a penalty settles the deal whole)
        figures = {"if_applied": penalty_nets(by_default), "as_settled": penalty_nets(outcome)}
        st.penalty = {**pen, **figures}
        note = outcome.note or UNAPPLIED
        if UNAPPLIED not in note:  # (a later reading's outcome: its own words, after the penalty's)
            note = f"{UNAPPLIED}; {note}"
        outcome.note = note + f"; applied, it would make the deal {nets_words(figures['if_applied'], names)}"
        for a in result.annotations:
            if (
                a.penalty is not None
                and a.penalty.get("rule") == "ulti/penalty.revoke"
                and "if_applied" in a.penalty
            ):
                a.penalty.update({k: dict(v) for k, v in figures.items()})  # (the fault that set it)
                break

    @staticmethod
    def as_played(st: DealState, outcome: Outcome, names: list[str], result: DealResult) -> None:
        """ulti/penalty.revoke applied (the default, lose_all_goals; the source names no penalty and
        scores each goal as achieved, "目標の一部が失敗しても,成功した目標の点を得られます"): what
        the deal would have paid as played, beside it, as a penalty not applied gives its own figures
        (dispute-messages-15 c9: a declarer who "made his points" and lost them to the penalty had no
        figure for what they were worth). On the fault that set it (``as_played``), in
        ``computed.penalty``, and in words in the note."""
        pen = st.penalty
        if (
            pen is None
            or pen["effect"] != "lose_all_goals"
            or pen.get("applied") is False  # (settled as played: if_applied/as_settled say it)
            or outcome.partial
            or st.folded
            or st.fold_forced
        ):
            return
        played = settled_with(st, "penalty", None)
        if played is None or played.partial:
            return
        nets = penalty_nets(played)
        st.penalty = {**pen, "as_played": nets}
        outcome.note = (outcome.note or "") + f"; as played, it would make the deal {nets_words(nets, names)}"
        for a in result.annotations:
            if (
                a.penalty is not None
                and a.penalty.get("rule") == "ulti/penalty.revoke"
                and "applied" not in a.penalty
            ):
                a.penalty["as_played"] = dict(nets)  # (the fault that set it: later ones say applied false)
                break

    def fitter(
        self,
        outcome: Outcome,
        other: Outcome | None,
        record: tuple[list[Event], list[Event], list[str]],
        result: DealResult,
        note: str,
    ) -> Outcome:
        """The reading of the deal its record (payments, else scores) fits strictly better: ``other``
        (``note`` then goes to unchecked) or ``outcome``."""
        if other is None or other.partial:
            return outcome
        if self.misfits(other, *record) < self.misfits(outcome, *record):
            result.unchecked.append(note)
            return other
        return outcome

    def misfits(self, o: Outcome, payments: list[Event], scores: list[Event], names: list[str]) -> int:
        """How many of a deal's payments (else scores) a reading of its outcome finds wrong."""
        if payments:
            return len(self.compare_payments(o, payments, names))
        return len(list(self.check_scores(dict(o.net()), scores, names)))

    def split_readings(
        self,
        named: dict[str, Any],
        st: DealState,
        outcome: Outcome,
        record: tuple[list[Event], list[Event], list[str]],
        result: DealResult,
    ) -> Outcome:
        """The options the source gives both ways, with no default of its own ("…という人も,…という
        人もいます": some do one, some the other): a record that leaves one to the default and whose
        payments or scores fit the other strictly better, in a deal the option touches, is read so
        (ulti-long-sheet's probe: a silent durchmarsch in place of the party cost three findings)."""
        if not record[0] and not record[1]:
            return outcome
        reasons = {p.reason for p in outcome.payments}
        for name, touches in SPLIT_OPTIONS.items():
            if name in named or not reasons & touches:
                continue
            default = st.opts[name]
            other = next(v for v in OPTIONS.by_name[name].allowed if v != default)
            note = (
                f"{name}: the record settles the deal as {other!r} would, which is accepted beside the "
                f"default {default!r} (the source gives both; {OPTIONS.by_name[name].rule})"
            )
            outcome = self.reread(st, "opts", {**st.opts, name: other}, outcome, record, result, note)
        return outcome

    def reread(
        self,
        st: DealState,
        attr: str,
        value: Any,
        outcome: Outcome,
        record: tuple[list[Event], list[Event], list[str]],
        result: DealResult,
        note: str,
    ) -> Outcome:
        """The deal settled with ``st.attr`` set to ``value`` (a reading the source allows beside the
        engine's), taken where the record fits it strictly better (``fitter``)."""
        if not record[0] and not record[1]:
            return outcome
        return self.fitter(outcome, settled_with(st, attr, value), record, result, note)

    def seven_failure_reading(
        self,
        st: DealState,
        outcome: Outcome,
        payments: list[Event],
        scores: list[Event],
        names: list[str],
        result: DealResult,
    ) -> Outcome:
        """ulti/silent.ulti: the source doubles silent bonuses in red ("赤が切札のときは倍になります") and
        says of the failed silent ulti only "1 人あたり 4 点を払います"; the engine doubles it (as the
        declared ulti's penalty), and reads a record that settles the flat 4 so where its payments or
        scores fit that strictly better (ulti-2faults-fragments probe A)."""
        note = (
            "ulti/silent.ulti: the record pays the failed silent ulti 4 to each, not doubled in red; the "
            'source says only "1 人あたり 4 点を払います", so that reading is accepted beside the doubled 8'
        )
        return self.reread(st, "seven_failure_flat", True, outcome, (payments, scores, names), result, note)

    def ultinet_party_reading(
        self,
        st: DealState,
        outcome: Outcome,
        payments: list[Event],
        scores: list[Event],
        names: list[str],
        result: DealResult,
    ) -> Outcome:
        """ulti/preset.ultinet: "ウルティ,2 (A) 4 枚,X (10) 4 枚 と複合するパルティの点は数えません" follows
        "組み合わせは合計点だけを比較しますが", so the engine reads it of comparing bids and settles the
        party; a record that leaves the party unsettled beside those goals, and fits that strictly
        better, is read so (ulti-2faults-fragments probe B)."""
        c = st.contract
        if (
            (not payments and not scores)
            or c is None
            or "party" not in c.goals
            or not {"ulti", "four-aces", "four-tens"} & set(c.goals)
            or not any(p.reason == "party" for p in outcome.payments)
        ):
            return outcome
        uncounted = Outcome(
            goals=[g for g in outcome.goals if g["goal"] != "party"],
            payments=[p for p in outcome.payments if p.reason != "party"],
            note=outcome.note,
            partial=outcome.partial,
            open_goals=list(outcome.open_goals),
        )
        note = (
            "ulti/preset.ultinet: the record does not settle the party beside the deal's ulti, four aces "
            'or four tens ("…と複合するパルティの点は数えません"), which is accepted beside the party settled'
        )
        return self.fitter(outcome, uncounted, (payments, scores, names), result, note)

    def marriage_reading(
        self,
        st: DealState,
        outcome: Outcome,
        payments: list[Event],
        scores: list[Event],
        names: list[str],
        result: DealResult,
    ) -> Outcome:
        """ulti/marriage.held: a false marriage counts nothing, but a record that settles the deal
        with it counted as said (the table did not notice) is the same one fault, reported at the
        announcement: read so where its payments or scores fit that strictly better."""
        if not side_holds_said(st):
            # (real-faults-near-slips-15 a, -16 a): a pair nobody on the side holds counts nothing
            # however the table settled it; only a side's pair said by the wrong seat of the side
            # (ulti10 04) is the one slip the record's counting may read over
            outcome.note = outcome.note or "the false marriage counts nothing (ulti/marriage.held)"
            return outcome
        said = [a + b for a, b in zip(st.marriage_points, st.false_marriage_points, strict=True)]
        note = (
            "the false marriage: the record settles the deal with it counted as said, which is read "
            "so (the false_marriage is the one finding; ulti/marriage.held)"
        )
        chosen = self.reread(st, "marriage_points", said, outcome, (payments, scores, names), result, note)
        if chosen is not outcome:
            # the deal's figures as read (dispute-messages-4 a1: computed showed no marriage, the party
            # won on card points that lose it)
            st.marriage_points = said
            # what the rules make of the deal, in figures (real-faults-near-slips-15 a: the swing the
            # table's reading is worth was nowhere)
            goals = "; ".join(f"{g['goal']} {'won' if g.get('won') else 'lost'}" for g in outcome.goals)
            net = nets_words(penalty_nets(outcome), names)
            chosen.note = chosen.note or (
                "the false marriage counted as said, as the record settles the deal; by the rules it "
                f"counts nothing ({goals}: {net})"
            )
        return chosen

    def compare_payments(
        self, outcome: Outcome, payments: list[Event], names: list[str], sheet_written: bool = False
    ) -> list[tuple[Finding, int | None]]:
        """``sheet_written``: the deal records payments, though none of ``payments``."""
        if not payments and not sheet_written:
            return []
        # reason by reason between two seats whose every recorded payment gives one (a wrong amount
        # is then reported at its own payment), else their payments netted
        netted = {
            (min(ev.payer, ev.payee), max(ev.payer, ev.payee))  # type: ignore[type-var]
            for ev in payments
            if ev.get("reason") is None
        }

        def flow(a: int, b: int, amount: float) -> float:
            return amount if a < b else -amount  # positive: the lower seat pays the higher

        due = {p.reason for p in outcome.payments}
        written = frozenset(str(ev.get("reason")) for ev in payments)
        netted |= covering_pairs(
            [
                ((min(p.payer, p.payee), max(p.payer, p.payee)), p.reason, flow(p.payer, p.payee, p.amount))
                for p in outcome.payments
            ],
            [
                (
                    (min(ev.payer, ev.payee), max(ev.payer, ev.payee)),  # type: ignore[type-var]
                    self.reason_of(ev, due, written),
                    flow(ev.payer, ev.payee, ev.amount or 0),  # type: ignore[arg-type]
                )
                for ev in payments
            ],
        )

        def key(a: int, b: int, reason: str | None) -> tuple[str | None, int, int]:
            pair = (min(a, b), max(a, b))
            return (None if pair in netted else reason, *pair)

        exp: dict[tuple[str | None, int, int], float] = {}
        due_flows: dict[tuple[str | None, int, int], list[tuple[float, str | None]]] = {}
        in_order: list[tuple[tuple[str | None, int, int], float, str | None]] = []
        for p in outcome.payments:
            k = key(p.payer, p.payee, p.reason)
            exp[k] = exp.get(k, 0) + flow(p.payer, p.payee, p.amount)
            due_flows.setdefault(k, []).append((flow(p.payer, p.payee, p.amount), p.reason))
            in_order.append((k, flow(p.payer, p.payee, p.amount), p.reason))
        rec: dict[tuple[str | None, int, int], float] = {}
        rec_flows: dict[tuple[str | None, int, int], list[tuple[int, float, str | None]]] = {}
        first_ev: dict[tuple[str | None, int, int], int] = {}
        for ev in payments:
            assert isinstance(ev.payer, int) and isinstance(ev.payee, int)
            reason = self.reason_of(ev, due, written)
            k = key(ev.payer, ev.payee, reason)
            rec[k] = rec.get(k, 0) + flow(ev.payer, ev.payee, ev.amount or 0)
            rec_flows.setdefault(k, []).append((ev.index, flow(ev.payer, ev.payee, ev.amount or 0), reason))
            first_ev.setdefault(k, ev.index)
        paid = [(k, *x) for k, xs in rec_flows.items() for x in xs]
        bad: dict[tuple[str | None, int, int], tuple[int, int, float, float]] = {}
        at: dict[tuple[str | None, int, int], int] = {}  # each bad key's finding in ``out``
        pair_exp: dict[tuple[int, int], float] = {}
        pair_rec: dict[tuple[int, int], float] = {}
        for k, v in exp.items():
            pair_exp[k[1:]] = pair_exp.get(k[1:], 0) + v
        for k, v in rec.items():
            pair_rec[k[1:]] = pair_rec.get(k[1:], 0) + v
        out: list[tuple[Finding, int | None]] = []
        warned: set[tuple[int, int]] = set()
        for k in sorted(set(exp) | set(rec), key=lambda x: (x[1], x[2], x[0] or "")):
            e, r = exp.get(k, 0), rec.get(k, 0)
            if abs(e - r) < TOLERANCE:
                continue
            reason, a, b = k
            pair = (a, b)
            if abs(pair_exp.get(pair, 0) - pair_rec.get(pair, 0)) < TOLERANCE:
                # (nothing written between two players whose dues cancel is their net, not a warning:
                # ulti-netted-payments probe G3)
                if pair not in warned and pair in pair_rec:
                    warned.add(pair)
                    out.append(
                        (
                            Finding(
                                "payment_reason",
                                "ulti/score.payments",
                                f"The payments between {names[a]} and {names[b]} add up to what the rules "
                                f"say, but not reason by reason.",
                                {"pair": [a, b]},
                                severity=WARNING,
                            ),
                            first_ev.get(k),
                        )
                    )
                continue
            what = f" for {reason}" if reason else ""
            bad[k], at[k] = (a, b, e, r), len(out)
            ev_json = {
                "reason": reason,
                "pair": [a, b],
                "expected": _flow_json(a, b, e),
                "recorded": _flow_json(a, b, r),
            }
            if k not in rec:
                payer, payee = (a, b) if e > 0 else (b, a)
                out.append(
                    (
                        Finding(
                            "missing_payment",
                            "ulti/score.payments",
                            f"No payment{what} between {names[a]} and {names[b]} is recorded; "
                            f"{names[payer]} owes {names[payee]} {abs(e):g}.",
                            ev_json,
                            payer,
                        ),
                        None,
                    )
                )
            elif abs(e) < TOLERANCE:
                payer, payee = (a, b) if r > 0 else (b, a)
                out.append(
                    (
                        Finding(
                            "unexpected_payment",
                            "ulti/score.payments",
                            f"{names[payer]} is recorded paying {names[payee]} {abs(r):g}{what}, "
                            f"but nothing is owed{what}"
                            + (
                                f": the {instead} made replaces the party's points, and is paid as {instead}."
                                if reason == "party" and (instead := replaced_party(outcome))
                                else "."
                            ),
                            ev_json,
                            payer,
                        ),
                        first_ev[k],
                    )
                )
            else:
                payer, payee = (a, b) if e > 0 else (b, a)
                rp, rq = (a, b) if r > 0 else (b, a)
                # the ulti's penalty, its own rule and why its figure stands (dispute-messages-14 c6)
                own = reason == "ulti-penalty" and any(p.reason == "ulti-penalty" for p in outcome.payments)
                out.append(
                    (
                        Finding(
                            "wrong_payment",
                            "ulti/score.ulti-penalty" if own else "ulti/score.payments",
                            f"{names[rp]} is recorded paying {names[rq]} {abs(r):g}{what}"
                            + (" in all" if len(rec_flows[k]) > 1 else "")
                            + f"; the rules say {names[payer]} pays {names[payee]} {abs(e):g}"
                            + (
                                " (this is the payment no amount due matches)"
                                if len(rec_flows[k]) > 1
                                else ""
                            )
                            + (ulti_penalty_words(outcome, payee) if own else "")
                            + ".",
                            ev_json,
                            rp,
                        ),
                        # of several payments, the one no due payment accounts for; of identical
                        # copies each of which would be right, the later
                        later_copy(
                            unmatched_payment(rec_flows[k], due_flows.get(k, []), first_ev[k]),
                            rec_flows[k],
                            r - e,
                        ),
                    )
                )
        # a payment to (or from) the wrong seat: one wrong_payment at it (diff9 ulti-knockon C2)
        strays, unpaid = flow_slips(bad, paid, in_order)
        drop: set[int] = set()
        for m in misdirected(
            strays, unpaid, [(ev.index, ev.payer, ev.payee, ev.get("reason")) for ev in payments]
        ):
            f = misdirected_finding(m, "ulti/score.payments", lambda s: names[s], m.recorded.payer)  # type: ignore[index,arg-type]
            out[at[m.recorded.tokens[0]]] = (f, m.event)
            drop.update(at[k] for k in m.due.tokens)
        return [x for i, x in enumerate(out) if i not in drop]

    # -- results ----------------------------------------------------------------------------
    @staticmethod
    def computed(st: DealState, outcome: Outcome | None) -> dict[str, Any]:
        c = st.contract
        out: dict[str, Any] = {
            "dealer": st.dealer,
            "declarer": st.declarer,
            "bid": c.to_json() if c else None,
            "trump": st.trump,
            # (an unknown talon is null, not empty: play-only-messages-2 a7)
            "talon": [x.code for x in st.talon] if st.auction_over and st.talon else None,
            "folded": st.folded or st.fold_forced,
            "contra": {g: {str(d): lv for d, lv in lv_.items()} for g, lv_ in st.levels.items()},
            "marriages": list(st.marriage_points),
            "tricks": [sum(1 for t in st.tricks if t["winner"] == s) for s in range(N)],
            "trick_winners": [t["winner"] for t in st.tricks],
        }
        if st.trump is not None and st.declarer is not None and st.complete:
            out["card_points"] = st.points()
        if st.penalty is not None:
            out["penalty"] = {k: v for k, v in st.penalty.items()}
        if outcome is not None:
            out["goals"] = outcome.goals
            out["payments"] = [_pay_json(p) for p in outcome.payments]
            if outcome.note:
                out["note"] = outcome.note
            if outcome.partial:
                out["open_goals"] = outcome.open_goals
        return out

    @staticmethod
    def end_text(st: DealState, outcome: Outcome | None, names: list[str]) -> str:
        if st.contract is None or st.declarer is None:
            return "Deal over: no contract."
        if outcome is None:
            return "Deal over: not played out; the goals cannot be scored."
        parts = []
        for g in outcome.goals:
            if g["goal"] == "fold":
                parts.append(f"folded ({names[st.declarer]} pays {g['value']} to each defender)")
            elif "by" in g:
                parts.append(f"silent ulti lost by {names[g['by']]} (pays {g['value']} to each)")
            elif g["goal"] == "ulti-penalty":
                parts.append(f"ulti penalty {g['value']} to each")
            elif g["goal"].startswith("silent"):
                parts.append(
                    f"{g['goal']} made by the {'declarer' if g['won'] else 'defenders'}"
                    + (" (in place of the party)" if g.get("replaces") else "")
                )
            else:
                parts.append(f"{g['goal']} {'won' if g['won'] else 'lost'}")
        done = "; ".join(parts) or "nothing"
        if outcome.note and outcome.note not in ("folded", "no contract"):
            done += f" ({outcome.note})"  # why, where a penalty decided it (dispute-messages-2 c)
        if outcome.partial:
            return (
                f"Deal over: not played out; {names[st.declarer]}'s {st.contract.label()}: {done}; "
                f"{Ulti.undecided(st, outcome)} not decided."
            )
        net = outcome.net()
        nets = ", ".join(f"{names[s]} {net[s]:+d}" for s in range(N))
        return f"Deal over: {names[st.declarer]}'s {st.contract.label()}: {done}.{Ulti.points_text(st, outcome)} Net: {nets}."

    @staticmethod
    def points_text(st: DealState, outcome: Outcome) -> str:
        """The card points, where a goal is decided by them (party, the 100s): the talon laid away
        named, as it counts for the defenders (dispute-messages-9 c1)."""
        if not any(g["goal"] == "party" or "100" in g["goal"] for g in outcome.goals):
            return ""
        pts = st.points()
        talon = f" ({pts['talon']} of them in the talon laid away)" if pts["talon"] else ""
        return f" Card points: declarer {pts['declarer']}, defenders {pts['defenders']}{talon}.{Ulti.hundred_text(st)}"

    @staticmethod
    def hundred_text(st: DealState) -> str:
        """A 40-100's (20-100's) count in words: the declarer's card points and the pair the goal counts
        against 100 ("40 + 40 = 80 < 100"), as settle counts it (ulti/goal.forty-hundred,
        ulti/goal.twenty-hundred; dispute-messages-15 c10: the card points alone never showed the 80)."""
        c, decl = st.contract, st.declarer
        if c is None or decl is None or st.trump is None:
            return ""
        trump_pair, plain = marriages_held(st.hand_at_start(decl), st.trump)
        cards = st.points()["declarer_cards"]
        out = ""
        for goal, pair, held, what in (
            ("40-100", T.MARRIAGE_TRUMP, trump_pair, "trump pair"),
            ("20-100", T.MARRIAGE_PLAIN, plain > 0, "non-trump pair"),
        ):
            if goal not in c.goals:
                continue
            total = cards + (pair if held else 0)
            counts = f"{cards} + {pair} for the {what} = {total}" if held else f"{cards} (no {what} held)"
            out += f" The {goal} counts {counts} {'≥' if total >= T.HUNDRED else '<'} {T.HUNDRED}."
        return out

    def session_result(self, session: Session, results: list[DealResult]) -> dict[str, Any] | None:
        start = session.start.get("totals") or [0] * session.n
        if len(results) < 2 and "totals" not in session.start:
            return None
        totals = Settlement()
        for s, v in enumerate(start):
            totals.add_expected(s, v)
            totals.add_recorded(s, v)
        any_recorded = False
        for r in results:
            for k, v in r.settlement.expected.items():
                totals.add_expected(int(k), v)
            if r.settlement.recorded is not None:
                any_recorded = True
                for k, v in r.settlement.recorded.items():
                    totals.add_recorded(int(k), v)
        if not any_recorded:
            totals.recorded = None
        # a sheet that writes running totals records the session as its last total for each seat,
        # carried by the deals it records after it
        written = totals_carried(session.deals, [r.settlement for r in results])
        if written:
            totals.recorded, totals.per_party = {}, True
            for k, v in written.items():
                totals.add_recorded(party_of(k), v)
        # a seat with a deal the rules cannot settle has no session result by them: its recorded
        # figure is shown, never a difference (ulti-spec15 a2)
        for r in results:
            totals.open |= r.settlement.open
        for k in totals.open:
            totals.expected.pop(k, None)
        return {"deals": len(results), "totals": totals.to_json()}


HANDS_FROM_PLAYS = [
    "talon exchange: not recorded; each hand at the start of play is the ten cards its seat plays and "
    "the talon the two cards nobody plays (ulti/auction.unrecorded); the hands before the exchange are "
    "not checked"
]
HANDS_FROM_SOME_PLAYS = [
    "talon exchange: not recorded, and the play is not complete: each hand holds only the cards its seat "
    "plays (ulti/auction.unrecorded); the talon is unknown",
    "cards in hand",
    "marriages against the hands (taken as announced)",
]
PLAY_ONLY_COMPLETE = ["cards in hand: the hands were rebuilt from the plays, takes and discards"]
PLAY_ONLY_PARTIAL = [
    "hands: not recorded, and the plays, takes and discards do not rebuild all 32 cards; "
    "only what the record proves is checked",
    "cards in hand",
    "marriages against the hands (taken as announced)",
]


def rebuild_hands(events: list[Event]) -> tuple[list[list[Card]], bool]:
    """ulti/deal.play-only: each hand as dealt = the cards it played + those it discarded - those it
    took. Complete when every seat played ten cards and the rebuilt hands hold each of the 32 cards
    once (the first bidder twelve); otherwise each hand holds only what the record proves it held."""
    count: list[Counter[Card]] = [Counter() for _ in range(N)]
    played = [0] * N
    # where the talon exchange leaves a card as play begins: with the seat that took it, or in the
    # talon; a play the record itself contradicts (that card, or one already played) proves nothing
    # of the player's hand, and is the fault at its play (card_not_in_hand)
    placed: dict[Card, int | None] = {}
    gone: set[Card] = set()
    for ev in events:
        s = ev.seat
        if s is None or not 0 <= s < N:
            continue
        if ev.type == "play" and ev.card is not None:
            played[s] += 1
            where = placed.get(ev.card, s)
            if ev.card in gone or where != s:
                continue
            gone.add(ev.card)
            count[s][ev.card] += 1
        elif ev.type == "discard":
            # a card the exchange left elsewhere (with another seat, or in the talon) proves nothing
            count[s].update(c for c in ev.cards if placed.get(c, s) == s)
            placed.update(dict.fromkeys(ev.cards))
        elif ev.type == "take":
            count[s].subtract(ev.cards)
            placed.update(dict.fromkeys(ev.cards, s))
    consistent = all(k >= 0 for c in count for k in c.values())
    hands = [sorted(c.elements(), key=lambda x: (x.suit, x.rank)) for c in count]
    every = Counter(x for h in hands for x in h)
    complete = (
        consistent
        and played == [10] * N
        and len(every) == len(ULTI.cards)
        and all(k == 1 for k in every.values())
    )
    return hands, complete


UNAPPLIED = "settled as played, as the record settles it: the follow fault's penalty not applied"


def penalty_nets(outcome: Outcome) -> dict[str, int]:
    """A reading of the deal as each seat's net (keys as a settlement's: seats as strings)."""
    return {str(s): v for s, v in outcome.net().items()}


def ulti_penalty_words(outcome: Outcome, defender: int) -> str:
    """ulti/score.ulti-penalty: why a failed ulti's penalty is what it is, for a wrong payment of it:
    「このペナルティには,赤の倍は適用されますが,ウルティへのコントラの倍は適用されません」 (red doubles
    it, a contra on the ulti does not)."""
    contra = max(
        (
            q["contra"]
            for g in outcome.goals
            if g["goal"] == "ulti"
            for q in g["payments"]
            if defender in (q["from"], q["to"])
        ),
        default=1,
    )
    said = f"the contra on the ulti (x{contra}) does not double it" if contra > 1 else "no contra doubles it"
    return f": the ulti's penalty is doubled by red only; {said}"


def nets_words(nets: dict[str, int], names: list[str]) -> str:
    """Each seat's net for a reading of the deal, in words: "Anna -1, Béla -1, Csilla +2"."""
    return ", ".join(f"{names[int(s)]} {v:+d}" for s, v in sorted(nets.items(), key=lambda kv: int(kv[0])))


def replaced_party(outcome: Outcome) -> str | None:
    """The silent bonus the party bid is paid as (ulti/silent.hundred, silent.durchmarsch), if any."""
    return next((g["goal"] for g in outcome.goals if g.get("replaces") == "party"), None)


def _flow_json(a: int, b: int, v: float) -> dict[str, Any] | None:
    if abs(v) < TOLERANCE:
        return None
    payer, payee = (a, b) if v > 0 else (b, a)
    return {"from": payer, "to": payee, "amount": abs(v)}


def _pay_json(p: Payment) -> dict[str, Any]:
    return {"from": p.payer, "to": p.payee, "amount": p.amount, "reason": p.reason}


def twelve_at(hands: list[list[Card]]) -> int | None:
    """The seat dealt twelve cards when the hands are 12, 10 and 10 (ulti/deal.hands), else None."""
    sizes = [len(h) for h in hands]
    if len(sizes) != N or sorted(sizes) != [10, 10, 12]:
        return None
    return sizes.index(12)
