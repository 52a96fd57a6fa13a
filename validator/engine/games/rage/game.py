"""Rage behind the Game interface: parse-time checks, the replay driver, settlement."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from typing import Any, ClassVar

from ...cards import RAGE, RAGE_COLOURS
from ...transcript import Deal, Event, Session, is_int
from ...tricks import swapped_words
from ...verdict import WARNING, Annotation, DealResult, Finding, Settlement, totals_carried
from ..base import (
    Annotator,
    Game,
    ProblemSink,
    Rotation,
    Step,
    fault_of_another,
    judged_from_due,
    penalty_line,
    unexpected_payment,
    unexpected_penalty,
)
from . import tables
from .options import OPTIONS
from .state import COLOUR_NAMES, COMPLETION_BUDGET, Round

COLOUR_LETTERS = tuple(RAGE_COLOURS)  # whole letters: "in" on the string would take "" and "RB"

RAGE_EVENTS = frozenset({"bid", "play", "score", "total", "penalty", "payment"})


def _colour(c: str | None) -> str:
    return COLOUR_NAMES.get(c, "none") if c else "none"


def _one_of(values: list[int]) -> str:
    """The scores a seat may have, written out (a long list as its span)."""
    if len(values) <= 8:
        return " or ".join(f"{x:+d}" for x in values)
    return f"one of {len(values)} figures from {values[0]:+d} to {values[-1]:+d}"


FOLLOW_UNRECORDED = "follow colour: hands not recorded; only revokes the record itself proves are reported"


def stock_exhausted(stock: int) -> Finding:
    return Finding(
        "stock_exhausted",
        "rage/ruling.stock-exhausted",
        "The recorded stock ran out of colour cards when a trump was to be turned; a full stock "
        "always turns one, so the trump is a colour the record does not show: a trick whose "
        "winner depends on it is settled by who leads next, or, at the round's end, by the scores "
        "written.",
        {"stock": stock},
        severity=WARNING,
    )


class Rage(Game):
    name: ClassVar[str] = "rage"
    title: ClassVar[str] = "Rage"
    deck = RAGE
    options = OPTIONS
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 8
    digest: ClassVar[str] = "docs/rules/rage.md"
    event_types = RAGE_EVENTS

    # -- parse-time checks -------------------------------------------------------------
    def check_start(self, session: Session, problem: ProblemSink) -> None:
        start = session.start
        self.check_start_keys(session, problem, ("totals", "round"))
        self.check_start_totals(session, problem)
        rnd = start.get("round")
        if rnd is not None and (not is_int(rnd) or not 1 <= rnd <= tables.ROUNDS):
            problem(
                "/start/round",
                "bad_round",
                f"start.round is the round of the first deal, 1..{tables.ROUNDS}.",
            )

    def first_round(self, session: Session) -> int:
        """rage/deal.hand-size: round of the first deal (1 = ten cards).

        Every hand of every deal votes for the reading it fits (deal i of a record starting at round
        r deals 11 - r - i cards), so one hand of a wrong size is that hand's problem, not every other
        hand's. A play-only deal fits every reading that deals at least as many cards as a seat
        played and no more than its recorded stock leaves undealt (a round whose last trick is not
        recorded is not a smaller round); of readings it fits, one in which its stock is exactly the
        cards not dealt ranks first, then one in which a deal whose scores are written was played
        out, then one in which every recorded bid is in range (rage-po a5: a bid of 4 in a record cut
        short after 3 tricks), then one in which it was played out. A tie goes to the reading of the earliest deal."""
        rnd = session.start.get("round")
        if is_int(rnd) and 1 <= rnd <= tables.ROUNDS:
            return rnd
        cached = session.derived.get("rage_first_round")
        if cached is not None:
            return cached  # type: ignore[no-any-return]
        top = tables.FIRST_ROUND_CARDS + 1
        fits = dict.fromkeys(range(1, tables.ROUNDS + 1), 0)
        played_out = dict.fromkeys(fits, 0)
        full_stock = dict.fromkeys(fits, 0)
        bids_fit = dict.fromkeys(fits, 0)  # readings under which every recorded bid is in range
        scored_out = dict.fromkeys(fits, 0)  # a deal whose scores are written was played out
        order: list[int] = []  # readings in the order the deals first give them (the tie-break)
        n = session.n
        for deal in session.deals:
            if deal.hands is not None:
                for size in (len(h) for h in deal.hands if h):  # an empty hand is its own problem
                    first = top - size - deal.index
                    if first in fits:
                        fits[first] += 1
                        order.append(first)
                continue
            plays: dict[int | None, int] = {}
            top_bid = 0
            scored = False
            for ev in deal.events:
                if ev.type == "play":
                    plays[ev.seat] = plays.get(ev.seat, 0) + 1
                elif ev.type == "bid" and is_int(ev.get("bid")):
                    top_bid = max(top_bid, ev.get("bid"))
                elif ev.type == "score":
                    scored = True
            least = max(plays.values(), default=0)
            most = tables.FIRST_ROUND_CARDS
            if deal.talon is not None and n:
                most = min(most, (self.deck.size - len(deal.talon)) // n)
            if least and top - least - deal.index in fits:
                order.append(top - least - deal.index)
            for first in fits:
                size = top - first - deal.index
                if least <= size <= most and (least or deal.talon):
                    fits[first] += 1
                    played_out[first] += size == least
                    bids_fit[first] += size >= top_bid
                    scored_out[first] += scored and size == least
                    full_stock[first] += (
                        deal.talon is not None and len(deal.talon) + n * size == self.deck.size
                    )
        if not order and not any(fits.values()):
            found = 1
        else:
            rank = {r: i for i, r in reversed(list(enumerate(order)))}
            found = max(
                fits,
                key=lambda r: (
                    fits[r],
                    full_stock[r],
                    scored_out[r],
                    bids_fit[r],
                    played_out[r],
                    -rank.get(r, len(order) + r),
                ),
            )
        session.derived["rage_first_round"] = found
        return found

    def cards_in(self, session: Session, deal_index: int) -> int:
        return tables.FIRST_ROUND_CARDS + 1 - (self.first_round(session) + deal_index)

    def check_deal(self, session: Session, deal: Deal, problem: ProblemSink) -> None:
        base = f"/deals/{deal.index}"
        cards = self.cards_in(session, deal.index)
        if cards < 1:
            problem(
                base,
                "too_many_rounds",
                f"Rage has {tables.ROUNDS} rounds (10 cards down to 1); this deal is one too many.",
            )
            return
        if deal.hands is not None:
            for s, hand in enumerate(deal.hands):
                if len(hand) != cards:
                    problem(
                        f"{base}/hands/{s}",
                        "bad_hand_size",
                        f"Round {11 - cards} deals {cards} cards to each player; seat {s} has {len(hand)}.",
                    )
        # [] is a stock recorded to no card: the trump is unknown; a play-only record may leave the
        # stock out (absent or null) as the other games' play-only records leave their talon out
        if deal.talon is None and deal.hands is not None:
            problem(
                f"{base}/talon",
                "missing_talon",
                "Rage needs the stock (talon): its first colour card is the trump.",
            )
        elif deal.talon is not None and len(deal.talon) > self.deck.size - cards * session.n:
            problem(
                f"{base}/talon",
                "bad_talon_size",
                f"The stock holds at most the {self.deck.size - cards * session.n} cards not dealt.",
            )

    def check_event(self, ev: Event, ptr: str, n: int, problem: ProblemSink) -> None:
        t = ev.type
        if t == "play":  # the common case first: nothing to check unless a colour is named
            if "named" not in ev.data:
                return
            if ev.card is None or ev.card.code != "WILD":
                problem(f"{ptr}/named", "bad_value", "Only a WILD card names a colour.")
            elif ev.named not in COLOUR_LETTERS:  # a whole letter: "" and "RB" are not colours
                problem(
                    f"{ptr}/named",
                    "bad_value",
                    f"A joker names one of the colours {', '.join(RAGE_COLOURS)}.",
                )
        elif t == "bid":
            if not is_int(ev.get("bid")):
                problem(f"{ptr}/bid", "bad_bid", "A Rage bid is a whole number of tricks.")
        elif t in ("score", "total", "penalty") and not isinstance(ev.party, int):
            problem(f"{ptr}/party", "bad_party", "Rage scores and penalties are per seat.")

    @staticmethod
    def table_dealt(deal: Deal, due: int, n: int, rules: dict[str, Any]) -> bool:
        """Whether the deal's first bid said aloud (or, none, its first card) comes from the left of
        the dealer ``due`` and not from the left of the dealer written (rage/setup.dealer-rotation).
        Hidden and secret bids are written in no order of turns: only the first card tells."""
        acts = ("play",) if rules["hidden_bid"] or rules["secret_bid"] else ("bid", "play")
        first = next((ev.seat for ev in deal.events if ev.type in acts), None)
        return first is not None and first == (due + 1) % n != (deal.dealer + 1) % n

    # -- replay --------------------------------------------------------------------------
    def replay(self, session: Session) -> Iterator[Step]:
        n = session.n
        names = session.players
        start_totals = session.start.get("totals") or [0] * n
        # rage/score.total: a record that starts after round 1 without start.totals may carry totals
        # from rounds it does not hold; its first deal's totals tell (below)
        resumed = "totals" not in session.start and self.first_round(session) > 1
        # running totals by the rules, and as the sheet should read given its own scores; None once
        # a round of the seat's could not be scored (no bid, round not played out) and, for the
        # sheet's, until it writes a total again
        by_rules: list[float | None] = list(start_totals)
        carried: list[float | None] = list(start_totals)
        carried_open: dict[int, set[float]] = {}  # seats whose total is one of several (carried None)
        rules_open: dict[int, set[float]] = {}  # seats whose total by the rules is one of several
        rotation = Rotation()
        for deal in session.deals:
            result = DealResult(deal.index)
            cards = self.cards_in(session, deal.index)
            expected = rotation.check(deal.dealer, lambda s: (s + 1) % n)
            # one slip, one finding: a dealer written wrongly where the bids and the play go round
            # from the dealer due is the sheet's slip alone, and the turns follow the table's dealer
            # (of the seats due; he dealt: the rotation passes on from him, diff10 twofault A2)
            dealer = deal.dealer
            judged = rotation.judged(expected, partial(self.table_dealt, deal, n=n, rules=session.rules))
            if judged is not None:
                dealer = expected = judged
            # with the hands given, the deal's events: the card a card not in hand stood for is the one
            # its seat is never written playing (rage/trick.card-in-hand), read at the first such card
            rnd = Round(
                n,
                dealer,
                cards,
                deal.hands,
                deal.talon or [],
                session.rules,
                names,
                deal.events,
                session.narrate,
            )

            annotate = Annotator(result)

            narrate = session.narrate
            if narrate:  # the readable steps only for the replay views: a verdict reads the "end" steps
                hands_text = (
                    "; ".join(f"{names[s]}: {' '.join(c.code for c in h)}" for s, h in enumerate(deal.hands))
                    if deal.hands is not None
                    else "hands not recorded (play-only record)"
                )
                yield Step(
                    "deal",
                    deal.index,
                    text=f"Round {11 - cards} ({cards} card{'s' if cards > 1 else ''}), dealer {names[deal.dealer]}. "
                    f"{hands_text}",
                    data={"round": 11 - cards, "cards": cards, "dealer": deal.dealer},
                )
            if expected is not None:
                # only the dealer field wrong (the turns follow the dealer due): say so, as the deal is
                # judged (replay-narrative-2 a)
                field = judged is not None and judged != deal.dealer
                yield annotate(
                    Finding(
                        "wrong_dealer",
                        "rage/setup.dealer-rotation",
                        (
                            f"Round {11 - cards}'s dealer is written {names[deal.dealer]}, but the deal passes to "
                            f"{names[expected]}, the next player after {names[(expected - 1) % n]}"
                            + judged_from_due(names[expected], "the bids and the play", "round")
                            if field
                            else f"{names[deal.dealer]} dealt round {11 - cards}, but the deal passes to "
                            f"{names[expected]}, the next player after {names[(expected - 1) % n]}."
                        ),
                        {
                            "dealer": deal.dealer,
                            "expected": expected,
                            **({"judged_from": expected} if field else {}),
                        },
                        deal.dealer,
                    ),
                    None,
                )
            if deal.hands is None:  # play-only record (transcript-format.md, "Play-only records")
                result.unchecked += [
                    FOLLOW_UNRECORDED,
                    "cards in hand: only cards the deck cannot have left are reported",
                ]
            if narrate:
                trump_text = (
                    _colour(rnd.trump)
                    if rnd.trump is not None
                    else "a colour the recorded stock does not show"
                    if deal.talon
                    else "not in the record (no stock kept)"  # (unknown, not none: play-only-messages a1)
                )
                yield Step("note", deal.index, text=f"Trump: {trump_text}.", data={"trump": rnd.trump})
            exhausted_seen = rnd.stock_exhausted  # already when the first trump was turned
            if exhausted_seen and not deal.talon:
                # a stock not kept has not run out (rage22, rage-spec5): said once, with what it costs
                result.unchecked.append(
                    "trump: the record keeps no stock, so no trump turned shows; the tricks whose "
                    "winner depends on it are settled by who leads next (rage/ruling.stock-exhausted)"
                )
            elif exhausted_seen:
                yield annotate(stock_exhausted(len(rnd.stock)), None)
            secret = session.rules["secret_bid"]
            first_play: int | None = None  # the event of the round's first card
            bids_recorded = False
            scores_seen: dict[int, list[Event]] = {}
            fined: dict[int, float] = {}  # penalties the table wrote this round, by seat
            totals_seen: list[Event] = []
            text = ""
            trumps_before = 0
            for ev in deal.events:
                if narrate:
                    trumps_before = len(rnd.trumps)
                rec = None  # the trick the event closed, if any
                etype = ev.type
                # a trick whose winner the next lead tells (an unnamed joker; NOTRUMP then CHANGE)
                pending = rnd.trick_log[-1] if narrate and rnd.wild_pending is not None else None
                if etype == "play":  # the common case first
                    # (seat and card: parse checks that a play has them)
                    if rnd.plays_made == 0 and not secret:  # bidding is over: judge it
                        findings = rnd.check_bid_order()
                        first_play = ev.index
                        findings += rnd.play(ev.seat, ev.card, ev.named, ev.index)  # type: ignore[arg-type]
                    else:
                        findings = rnd.play(ev.seat, ev.card, ev.named, ev.index)  # type: ignore[arg-type]
                    # rnd.trick_complete, inlined; closed before the play's findings are annotated,
                    # which read nothing the close changes
                    if len(rnd.table) == rnd.trick_size:
                        rec = rnd.close_trick()
                    elif rnd.short_closed is not None:  # the trick before, closed short at this lead
                        rec, rnd.short_closed = rnd.short_closed, None
                    if narrate:
                        named = f" as {_colour(ev.named)}" if ev.named else ""
                        text = f"{names[ev.seat]} plays {ev.card}{named}."  # type: ignore[index]
                elif etype == "bid":
                    assert ev.seat is not None
                    bids_recorded = True
                    if narrate:
                        text = f"{names[ev.seat]} bids {ev.get('bid')}."
                    findings = rnd.bid(ev.seat, ev.get("bid"), ev.index)
                    if (
                        secret
                        and ev.seat in scores_seen
                        and not any(f.code == "repeated_bid" for f in findings)
                    ):
                        # rage/v.secret-bid: revealed "až na konci kola", before the round is scored
                        # (rage-spec13 a1): a bid written after its own score came too late
                        findings.insert(
                            0,
                            Finding(
                                "bid_out_of_turn",
                                "rage/v.secret-bid",
                                f"{names[ev.seat]}'s secret bid ({ev.get('bid')}) is written after "
                                f"{names[ev.seat]}'s score for the round; a secret bid is revealed at the "
                                "end of the round, before the round is scored.",
                                {"bid": ev.get("bid"), "score_event": scores_seen[ev.seat][0].index},
                                ev.seat,
                            ),
                        )
                elif etype == "penalty":
                    amount = ev.get("amount")
                    if isinstance(ev.party, int) and isinstance(amount, int | float):
                        fined[ev.party] = fined.get(ev.party, 0) + amount  # taken off the total (below)
                    findings = [
                        unexpected_penalty(
                            ev,
                            names[ev.party],  # type: ignore[index]  # a seat (check_event)
                            "rage/score.recorded-penalty",
                            "Rage has no penalties: a fault is annotated and the deal scored as played"
                            + fault_of_another(ev, result.annotations, names),
                        )
                    ]
                    if narrate:
                        text = penalty_line(ev, names[ev.party])  # type: ignore[index]
                elif etype == "payment":
                    findings = [
                        unexpected_payment(
                            ev,
                            names[ev.payer],  # type: ignore[index]  # seats: Rage names no other party
                            names[ev.payee],  # type: ignore[index]
                            "rage/score.recorded-payment",
                            "Rage is scored in points; its rules pay nothing",
                        )
                    ]
                    if narrate:
                        text = f"{names[ev.payer]} pays {names[ev.payee]} {ev.amount:g}."  # type: ignore[index]
                elif etype == "score":
                    findings = []
                    assert isinstance(ev.party, int)
                    scores_seen.setdefault(ev.party, []).append(ev)
                    if narrate:
                        text = f"Score sheet: {names[ev.party]} {ev.points:+g} this round."
                else:
                    findings = []
                    totals_seen.append(ev)
                    if narrate:
                        text = f"Score sheet: {names[ev.party]} total {ev.points:g}."  # type: ignore[index]
                if narrate:
                    yield Step("event", deal.index, ev.index, text)
                    if pending is not None and rnd.wild_pending is None:
                        yield Step(
                            "note",
                            deal.index,
                            ev.index,
                            f"Trick {pending['trick']} was {names[pending['winner']]}'s (with "
                            f"{pending['winning_card']}): the next lead tells.",
                        )
                for f in findings:
                    yield annotate(f, ev.index)
                if rnd.stock_exhausted and not exhausted_seen:
                    # at the play that found no colour card: a CHANGE, or the last card of a
                    # NOTRUMP trick (the turn after it)
                    exhausted_seen = True
                    yield annotate(stock_exhausted(len(rnd.stock)), ev.index)
                if rec is not None and narrate:
                    trump_text = (
                        "no trump"
                        if rec["trump"] is None
                        else "trump not in the record"
                        if rec["trump"] == "unknown"
                        else f"trump {_colour(rec['trump'])}"
                    )
                    if rec["winner"] is None:  # rage/ruling.stock-exhausted: the next lead tells
                        who = [names[s] for s in rec["possible_winners"]]
                        won_text = f"won by {', '.join(who[:-1])} or {who[-1]}, by the trump the record does not show"
                    elif rnd.wild_pending is not None:  # the next lead (or the sheet) tells which
                        if rec["trump"] is None and "CHANGE" in rec["cards"]:
                            trump_text = "no trump, or the trump the CHANGE after the NOTRUMP turned"
                        ways = [
                            f"{names[s]} with {t[i].card.code}"
                            for s, (t, i) in sorted(rnd.wild_pending.items())
                        ]
                        won_text = f"won by {' or '.join(ways)}, as the next lead (or the score sheet) tells"
                    else:
                        won_text = f"won by {names[rec['winner']]} with {rec['winning_card']}"
                    if "swapped" in rec:  # the wrong lead and the due leader's card read swapped
                        lead, first = rec["swapped"]["leader"], rec["swapped"]["written_first"]
                        won_text += (
                            f"; {swapped_words(names[lead], names[first])}, as the rest of the record "
                            "(the next lead or the score sheet) fits that better than the table playing on from the wrong lead"
                        )
                    if "sat_out" in rec:  # a seat a card short (a second card taken into a trick)
                        out = " and ".join(names[s] for s in rec["sat_out"])
                        trump_text += f"; {out}, with no card left, {'sits' if len(rec['sat_out']) == 1 else 'sit'} it out"
                    yield Step(
                        "note",
                        deal.index,
                        ev.index,
                        f"Trick {rec['trick']} ({' '.join(rec['cards'])}; {trump_text}) {won_text}.",
                        data=rec,
                    )
                if narrate and len(rnd.trumps) > trumps_before:
                    yield Step(
                        "note",
                        deal.index,
                        ev.index,
                        "New trump turned: a colour the recorded stock does not show."
                        if rnd.trumps[-1] is None
                        else f"New trump turned: {_colour(rnd.trump)}"
                        + (" again." if rnd.trumps[-2:-1] == [rnd.trump] else "."),
                        data={"trump": rnd.trump},
                    )
            complete = sum(rnd.tricks) + len(rnd.open_tricks) == cards and not rnd.table
            if complete and deal.hands is None and FOLLOW_UNRECORDED in result.unchecked:
                # every card of every hand played: the hands are whole, so any revoke is one the
                # record proves (a colour not followed and played later): nothing is left unchecked
                # (play-only-messages a3)
                result.unchecked.remove(FOLLOW_UNRECORDED)
            if rnd.plays_made == 0:
                for f in rnd.check_bid_order():
                    yield annotate(f, None)
            # rage/bid.complete: a seat that never bid this round, annotated at the first card (a
            # bid made after it is late, bid_out_of_turn, and not missing as well). A round that
            # records no bid at all is a record of the plays alone: its bids are unrecorded, not
            # missing (rage/bid.complete).
            if not bids_recorded:
                result.unchecked.append(
                    "bids: none recorded for this round; the bids, and the round scores that need them"
                )
            elif not self.bids_cut_off(session, deal, rnd.plays_made, complete, secret):
                for s in rnd.bid_order:
                    if s not in rnd.bids:
                        yield annotate(self.missing_bid(names, s), None if secret else first_play)
            # rage/score.incomplete: a round the record stops short of is scored over every legal
            # way of playing its rest (known from the hands, or from a whole stock)
            rest = None if complete else rnd.completion_scores()
            bounds = rnd.score_bounds() if not complete and rest is None else None
            if not complete:
                checked = "the round scores cannot be checked"
                if rest is None:
                    checked = "a score is checked only against what no ending of the round can give"
                    result.unchecked.append(
                        "round scores: the round was not played out in the record, and its rest is not known "
                        f"well enough to search (or has more than {COMPLETION_BUDGET} positions): only a score "
                        "no ending of the round can give is reported"
                    )
                elif all(len(v) == 1 for v in rest.values()):
                    # every legal way of playing the rest scores the same: checked as if written
                    # (rage-spec9 remark: the note doubted what nothing leaves open)
                    checked = "the rest is forced (every legal way to play it scores the same), so the scores are checked as if it were written"
                else:
                    checked = "each written score is checked against every legal way to play the rest"
                    result.unchecked.append(
                        "round scores: the round was not played out in the record; a score is wrong only "
                        "if no legal way of playing the rest gives it"
                    )
                yield annotate(
                    Finding(
                        "incomplete_round",
                        "rage/score.incomplete",
                        f"The record holds {sum(rnd.tricks)} complete trick{'' if sum(rnd.tricks) == 1 else 's'} of {cards}; {checked}.",
                        {"tricks": sum(rnd.tricks), "cards": cards},
                        severity=WARNING,
                    ),
                    None,
                )
            # each seat's round score as written (its score lines added up), once
            sheet = {s: sum(ev.points or 0 for ev in evs) for s, evs in scores_seen.items()}
            if complete and rnd.stood_tricks:  # rage/trick.card-in-hand: the sheet tells
                rnd.settle_stood_by_sheet(sheet)
            if complete and rnd.wild_pending is not None:  # rage/action.wild: the sheet tells
                if not sheet:  # nothing tells: the round's scores rest on the presumed colour
                    others = sorted(s for s in rnd.wild_pending if s != rnd.leader)
                    result.unchecked.append(
                        "round scores: the last trick held a joker written without its colour and no score "
                        "was written to tell which; it is read as the colour led, which gives the trick to "
                        f"{names[rnd.leader]} (another colour gives it to "
                        + " or ".join(names[s] for s in others)
                        + ")"
                    )
                rnd.settle_wild_by_sheet(sheet)
                if sheet and narrate:  # which way the sheet read it (dispute-messages-7 c2)
                    last = rnd.trick_log[-1]
                    yield Step(
                        "note",
                        deal.index,
                        deal.events[-1].index if deal.events else None,
                        f"Trick {last['trick']} was {names[last['winner']]}'s (with {last['winning_card']}): "
                        "the score sheet tells.",
                    )
            scores = rnd.scores() if complete else {}
            # rage/ruling.stock-exhausted: the last trick's winner left open by an unknown trump:
            # a seat whose score depends on it may have any of its scores (and is left unsettled)
            either: dict[int, set[int]] = {}
            either_why = "whoever won the tricks whose trump the record does not show"
            if rest is not None:
                scores = {s: next(iter(v.values())) for s, v in rest.items() if len(v) == 1 and s in rnd.bids}
                either = {s: set(v) for s, v in rest.items() if s not in scores}
                either_why = "however the rest of the round, which the record does not hold, was played"
            elif bounds is not None:
                either = bounds
                either_why = "whatever the rest of the round, which the record does not hold, gave"
            elif complete and rnd.open_tricks:
                worlds = rnd.open_worlds()
                by_world = [rnd.scores_if_won(w) for w in worlds]
                # (and, last, the unbid seats' scores over every way: rnd.unbid_scores)
                spread = rnd.open_scores()
                numbers = [str(t.number + 1) for t in rnd.open_tricks]
                which = (
                    f"winner of trick {numbers[0]} depends"
                    if len(numbers) == 1
                    else f"winners of tricks {', '.join(numbers[:-1])} and {numbers[-1]} depend"
                )

                # the written scores each possible alone (one none gives is wrong whatever the way),
                # and for each way of winning how many of them it does not give
                bid_lines = [(s, sheet[s]) for s in sheet if s in rnd.bids and sheet[s] in spread.get(s, ())]
                misses = [sum(1 for s, x in bid_lines if s in w and w[s]["score"] != x) for w in by_world]
                least = min(misses)
                if least:
                    # each trick has one winner: written scores that no one way of winning the open
                    # tricks gives together are judged by the way most of them fit (the first such;
                    # rage-action-combos-2 probe p3)
                    best = misses.index(least)
                    scores = by_world[best]
                    result.unchecked.append(
                        f"round scores: the {which} on a trump the record does not show, and no one way of "
                        "winning gives every score written (each trick has one winner); judged by "
                        + ", ".join(
                            f"trick {t.number + 1} won by {names[w]}"
                            for t, w in zip(rnd.open_tricks, worlds[best], strict=True)
                        )
                        + ", the way most of them fit"
                    )
                else:
                    # the seats whose score is the same whoever won them: any one way gives it
                    either = {s: v for s, v in spread.items() if len(v) > 1}
                    scores = {s: parts for s, parts in by_world[0].items() if s not in either}
                    for s, v in sorted(either.items()):
                        result.unchecked.append(
                            f"score of seat {s}: the {which} on a trump the record does "
                            f"not show, so its round score is one of {', '.join(f'{x:+d}' for x in sorted(v))}"
                        )
            settlement = Settlement(per_party=True)  # a seat whose score is not written is unrecorded
            for s, parts in scores.items():
                settlement.add_expected(s, parts["score"])
            for s, evs in scores_seen.items():
                recorded = sheet[s]
                # a score the record leaves open (the last trick's winner, rage/ruling.stock-exhausted;
                # no bid, rage/bid.complete: +10 or -5) is wrong only if it is none of those it may
                # be, and is recorded but never a difference (its expected figure is unknown)
                possible: list[int] | None = None
                if s in either:
                    possible, why = sorted(either[s]), either_why
                elif complete and s not in scores and s in rnd.unbid_scores:
                    possible, why = list(rnd.unbid_scores[s]), "with no bid recorded (bid met or missed)"
                if possible is not None:
                    settlement.add_recorded(s, recorded)
                    settlement.open.add(str(s))
                    if recorded not in possible:
                        yield annotate(
                            Finding(
                                "wrong_score",
                                "rage/score.round",
                                f"{names[s]} was written {recorded:+g} for round {11 - cards}; {why}, the round "
                                f"scores {_one_of(possible)}, nothing else.",
                                {
                                    "recorded": recorded,
                                    "possible": possible,
                                    "bid": rnd.bids.get(s),
                                    "tricks": rnd.tricks[s],
                                },
                                s,
                            ),
                            evs[0].index,
                        )
                    continue
                for ev in evs:
                    settlement.add_recorded(s, ev.points or 0)
                if s in scores and recorded != scores[s]["score"]:
                    parts = scores[s]
                    # rage/v.durch: say when it counts, and when the round of one card keeps it out
                    took_all = session.rules["durch"] and rnd.tricks[s] == cards == sum(rnd.tricks)
                    durch = (
                        ""
                        if not took_all
                        else " at 2 a trick (Durch)"
                        if cards > 1
                        else ", no Durch in the round of one card"
                    )
                    # the action cards won, by name: a net +0 may hide a +5 and a -5 in one trick
                    won = rnd.actions_won[s]
                    cards_won = " ".join(
                        f"{k}" + (f"×{v}" if v > 1 else "") for k, v in sorted(won.items()) if v
                    )
                    actions = f"{parts['action_points']:+d} for action cards" + (
                        f": {cards_won}" if cards_won else ""
                    )
                    # several lines for the seat, one of them the round's score: the slip is another
                    # (a line written twice: the copy; one-slip-rage-ulti-gd c)
                    # (lines naming their part, tricks / bid / action_cards: the first one off; sheet-shape c1)
                    by_part = {"tricks": parts["trick_points"], "bid": parts["bid_points"]}
                    by_part["action_cards"] = parts["action_points"]
                    part_lines = [e for e in evs if e.get("reason") in by_part]
                    off_lines = [e for e in part_lines if e.points != by_part[str(e.get("reason"))]]
                    right = next((k for k, e in enumerate(evs) if e.points == parts["score"]), None)
                    if len(part_lines) == len(evs) > 1 and off_lines:
                        where = off_lines[0].index
                    elif len(evs) > 1 and right is not None:
                        where = next(e.index for k, e in enumerate(evs) if k != right)
                    else:
                        where = evs[0].index
                    yield annotate(
                        Finding(
                            "wrong_score",
                            "rage/score.round",
                            f"{names[s]} was written {recorded:+g} for round {11 - cards}; the round scores "
                            f"{parts['score']:+d} ({parts['trick_points']} for tricks{durch}, {parts['bid_points']:+d} for the "
                            f"bid, {actions})."
                            # the difference a fine the table wrote makes (reported there) said here
                            + (
                                f" The difference is the table's own fine of {fined[s]:g}, which the rules do not "
                                "call for."
                                if s in fined and recorded == parts["score"] - fined[s]
                                else ""
                            ),
                            {
                                "recorded": recorded,
                                "expected": parts["score"],
                                "bid": rnd.bids[s],
                                "tricks": rnd.tricks[s],
                                **parts,
                            },
                            s,
                        ),
                        where,
                    )
            # rage/score.incomplete: scores each possible alone may be impossible together (one ending
            # gives them all or none does): those the likeliest ending does not give are wrong
            by_ending: dict[int, int] = {}  # the scores settled by the likeliest ending (below)
            if rest is not None:
                written = {s: v for s, v in sheet.items() if s in either and v in either[s]}
                written.update({s: v for s, v in sheet.items() if s in scores})
                wrong, likeliest = rnd.jointly_impossible(written)
                for s in wrong:
                    if s not in either:
                        continue  # a fixed score written wrong is reported above
                    evs = scores_seen[s]
                    if likeliest is not None and len(likeliest[s]) == 1:
                        # settled by the ending it is judged by (rage-midway c1): its score there is
                        # the rules' figure, a difference, and the running total's
                        (by_ending[s],) = likeliest[s]
                        settlement.add_expected(s, by_ending[s])
                        settlement.open.discard(str(s))
                        either[s] = {by_ending[s]}
                    yield annotate(
                        Finding(
                            "wrong_score",
                            "rage/score.incomplete",
                            f"{names[s]} was written {written[s]:+g} for round {11 - cards}; that score is "
                            "possible alone, but no way of playing the rest of the round gives it together "
                            "with the other scores written.",
                            {"recorded": written[s], "possible": sorted(either[s]), "written": written},
                            s,
                        ),
                        evs[0].index,
                    )
            # rage/score.total: each total is the sheet's previous total as written plus its round score
            # (so one wrong score or slip is reported once), or else the total by the rules (a correct
            # total is never wrong because a score before it was)
            if complete and bids_recorded:
                for s in range(n):
                    if s not in scores and s in rnd.unbid_scores:
                        result.unchecked.append(
                            f"score of seat {s}: no bid, so its round score is {_one_of(list(rnd.unbid_scores[s]))} "
                            "and its running total by the rules is unknown"
                        )
            new_carried = list(carried)
            # rage/score.incomplete: a seat whose round score the record leaves open (not written, one
            # of several) has a running total that may be any of those it leads to, until one is written
            open_totals: dict[int, set[float]] = {}
            rules_now: dict[int, set[float]] = {}  # by the rules, where a round left a seat's score open
            for s in range(n):
                was, rules_was = carried[s], by_rules[s]
                base = {was} if was is not None else carried_open.get(s)
                added: set[float] | None = None
                if s in scores_seen:
                    added = {sheet[s]}
                elif s in scores:
                    added = {scores[s]["score"]}
                elif s in either:
                    added = set(either[s])
                elif complete and s in rnd.unbid_scores:  # no bid: met or missed (rage/bid.complete)
                    added = set(rnd.unbid_scores[s])
                if base is not None and added is not None and len(base) * len(added) <= 400:
                    totals_now = {b + a for b in base for a in added}
                    if len(totals_now) == 1:
                        new_carried[s] = next(iter(totals_now))
                    else:
                        new_carried[s] = None
                        open_totals[s] = totals_now
                else:  # nothing to add: what this round adds is unknown
                    new_carried[s] = None
                by_rules[s] = None if s not in scores or rules_was is None else rules_was + scores[s]["score"]
                # a score one of several (an open trick, no bid) leaves the total by the rules one of
                # several too: a total written as any of them is right (diff9 rage-knockon A5)
                rules_base = {rules_was} if rules_was is not None else rules_open.get(s)
                # the score the sheet writes, where it is one of them, says which (one slip, one finding)
                may = (
                    set(either[s])
                    if s in either
                    else set(rnd.unbid_scores[s])
                    if complete and s in rnd.unbid_scores
                    else None
                )
                written_score = sheet.get(s)
                rules_added = (
                    {scores[s]["score"]}
                    if s in scores
                    else {written_score}
                    if may is not None and written_score in may
                    else may
                )
                if (
                    by_rules[s] is None
                    and rules_base
                    and rules_added
                    and len(rules_base) * len(rules_added) <= 400
                ):
                    rules_now[s] = {b + a for b in rules_base for a in rules_added}
                    if len(rules_now[s]) == 1:
                        # the score written (one of those the rules allow) said which: the total by
                        # the rules is known again without a total written (rage-spec11 a1, a2); a
                        # total written as it is right (below)
                        (by_rules[s],) = rules_now[s]
            if resumed and deal.index == 0:
                carried_in = self.carried_in(totals_seen, new_carried, by_rules)
                if carried_in is not None:
                    new_carried, by_rules = carried_in
                    result.unchecked.append(
                        f"running totals: the record starts at round {11 - cards} without start.totals and "
                        "none of its first totals fits a fresh start, so they carry earlier rounds and are "
                        "taken as the base"
                    )
                    totals_seen = []  # the base itself: nothing to check it against
            for ev in totals_seen:
                s = ev.party  # type: ignore[assignment]
                assert isinstance(s, int)
                should = new_carried[s]
                if ev.points is not None and ev.points in rules_now.get(s, ()):
                    by_rules[s] = ev.points  # one of the totals the rules allow: it says which
                    del rules_now[s]
                    continue
                if should is None and s in open_totals and ev.points not in open_totals[s]:
                    choices = sorted(int(x) for x in open_totals[s])
                    yield annotate(
                        Finding(
                            "wrong_total",
                            "rage/score.total",
                            f"{names[s]}'s running total was written {ev.points:g}; with this round's score "
                            f"left open by the record it can only read {_one_of(choices)}.",
                            {"recorded": ev.points, "possible": choices, "previous": carried[s]},
                            s,
                        ),
                        ev.index,
                    )
                    continue
                if by_rules[s] is None and ev.points is not None and (should is None or ev.points == should):
                    # the rules' count was lost (a round left open, no bid): the first total the sheet
                    # writes that nothing contradicts is its new start, so a right total after a slip
                    # is right again by the rules (diff8 playonly-cut-rage A2, A3)
                    by_rules[s] = ev.points
                if should is None:  # rage/bid.complete: nothing to check it against
                    continue
                # a fine the table wrote (unexpected_penalty, reported there) and took off the total
                # is the sheet's own arithmetic too: one slip, one finding (rage-spec7 14)
                fine = fined.get(s)
                if (
                    ev.points != should
                    and not (s in scores and ev.points == by_rules[s])
                    and not (fine is not None and ev.points in (should - fine, should + fine))
                ):
                    # (where a wrong score before it makes the sheet's own sum differ from the
                    # rules', both are named: rage-session-end-sheets c)
                    rules = by_rules[s]
                    also = rules is not None and rules != should
                    # the round's score named, so the sum can be checked aloud (dispute-messages-7 c4)
                    prev = carried[s]
                    added_now = None if prev is None else should - prev
                    yield annotate(
                        Finding(
                            "wrong_total",
                            "rage/score.total",
                            f"{names[s]}'s running total was written {ev.points:g}; it should read "
                            f"{should:g} (previous total {carried[s]:g} plus this round's score"
                            + (f" {added_now:+g}" if added_now is not None else "")
                            + (f" as written; {rules:g} by the rules)." if also else ")."),
                            {
                                "recorded": ev.points,
                                "expected": should,
                                "previous": carried[s],
                                "round_score": added_now,
                            }
                            | ({"by_rules": rules} if also else {}),
                            s,
                        ),
                        ev.index,
                    )
            for ev in totals_seen:
                # the next total builds on this one as written: a slip in an addition is reported once
                if ev.points is not None:
                    new_carried[ev.party] = ev.points  # type: ignore[index]
                    open_totals.pop(ev.party, None)  # type: ignore[arg-type]
            carried = new_carried
            carried_open = open_totals
            rules_open = rules_now
            result.settlement = settlement
            result.computed = {
                "round": 11 - cards,
                "cards": cards,
                "dealer": deal.dealer,
                "trumps": rnd.trumps,
                "bids": [rnd.bids.get(s) for s in range(n)],
                # (a rest the record leaves out counted as the rules play it out, as the scores are)
                "tricks": [scores[s]["tricks"] if s in scores else rnd.tricks[s] for s in range(n)],
                "trick_winners": [t["winner"] for t in rnd.trick_log],
                # each trick's trump: null where a NOTRUMP left it without one (dispute-messages-14 c2)
                "trick_trumps": rnd.trick_trumps(),
                "action_cards": [dict(rnd.actions_won[s]) for s in range(n)],
                "scores": [scores[s]["score"] if s in scores else by_ending.get(s) for s in range(n)],
                # each score in its parts (null where the score is not one figure): a Durch or an
                # action card shows why a score is not tricks plus the bid (dispute-messages-7 c1)
                "score_parts": [
                    {
                        "tricks": scores[s]["trick_points"],
                        "bid": scores[s]["bid_points"],
                        "action_cards": scores[s]["action_points"],
                    }
                    if s in scores
                    else None
                    for s in range(n)
                ],
                "totals": list(by_rules),
            }
            if rnd.wild_reads is not None:  # a joker written without its colour: the reading taken, said
                self.read_jokers(names, rnd, result.annotations, complete)
            text = self.round_text(names, rnd, scores, complete) if narrate else ""
            yield Step("end", deal.index, text=text, result=result)

    @staticmethod
    def read_jokers(names: list[str], rnd: Round, annotations: list[Annotation], complete: bool) -> None:
        """rage/action.wild (rage-fresh-5 c): "Kdo zahraje žolíka, musí oznámit barvu, kterou žolík
        reprezentuje" (whoever plays the joker must announce the colour it stands for). One written
        without it is read as the colour led, or as the next lead (the round's last trick: the score
        sheet) tells; its finding says the reading taken, once the trick is settled, and what naming
        another colour would have given (the dispute a director hears: "had I named red I would have
        won"). Evidence ``read_as`` (the colour the trick was judged with), ``read_by``, ``winner``,
        ``readings`` (each colour -> the seat it gives the trick to: all one seat, the trick is his
        whatever it named). Called only for a round that had such a joker (Round.wild_reads)."""
        for a in annotations:
            trick = a.evidence.get("trick") if a.code == "wild_without_colour" else None
            if not isinstance(trick, int) or trick > len(rnd.trick_log):
                continue  # (the record stops before the trick closes)
            rec = rnd.trick_log[trick - 1]
            winner = rec["winner"]
            if "wild_reads" not in rec or winner not in rec["wild_reads"][0].values():
                continue  # no reading: an unshown trump leaves it open, or the trick read with a card stood for
            seat_of, led, trump = rec["wild_reads"]
            first = next(iter(seat_of))  # the colour led (no colour card in the trick: the trump, or red)
            ways: dict[int, list[str]] = {}  # seat -> the colours giving it the trick (the colour led first)
            for c, s in seat_of.items():
                ways.setdefault(s, []).append(c)
            if seat_of[first] == winner:
                read_by = "colour_led" if first == led else "no_colour_card"
            else:  # another seat's: the next lead said so, or in the round's last trick the score sheet
                read_by = "score_sheet" if complete and trick == rnd.cards else "next_lead"

            def said(cs: list[str], aside: str, led: str | None = led, trump: str | None = trump) -> str:
                """Colours in words, the colour led and the trump so called (``aside`` their form)."""
                out = [
                    _colour(c)
                    + (
                        aside.format("the colour led" if c == led else "the trump")
                        if c in (led, trump)
                        else ""
                    )
                    for c in cs
                ]
                return " or ".join(out) if len(out) < 3 else ", ".join(out[:-1]) + " or " + out[-1]

            mine = ways[winner]
            if len(ways) == 1:
                clause = (
                    f"read as {said(mine[:1], ', {}')}"
                    if read_by == "colour_led"
                    else "the trick holds no colour card"
                ) + f": the trick is {names[winner]}'s whatever it named"
            else:
                if read_by == "colour_led":
                    clause = f"read as {said(mine[:1], ', {}')}, which gives the trick to {names[winner]}"
                elif len(mine) == 1:
                    clause = f"read as {said(mine, ', {}')}, which gives the trick to {names[winner]}"
                else:
                    clause = (
                        f"read as a colour that gives the trick to {names[winner]} ({said(mine, ' ({})')})"
                    )
                if read_by == "next_lead":
                    clause += f", as {names[winner]}'s lead after it tells"
                elif read_by == "score_sheet":
                    clause += ", as the score sheet tells"
                clause += "; naming " + "; naming ".join(
                    f"{said(cs, ' ({})')} would have given it to {names[s]}"
                    for s, cs in ways.items()
                    if s != winner
                )
            a.message = a.message.removesuffix(".") + f"; {clause}."
            a.evidence.update(
                read_as=mine[0],  # (the colour the trick was judged with: the first giving it to him)
                read_by=read_by,
                winner=winner,
                readings={c: seat_of[c] for c in RAGE_COLOURS},
            )

    @staticmethod
    def carried_in(
        totals: list[Event], from_zero: list[float | None], by_rules: list[float | None]
    ) -> tuple[list[float | None], list[float | None]] | None:
        """rage/score.total: the first totals of a record resumed mid-session without start.totals.

        Read from 0 unless more of the seats' first totals written are not this round's score (as
        written or by the rules) on its own than are: then they carry rounds the record does not
        hold, and each seat's earlier total is its written total less this round's score (0 for a
        seat that happened to stand at 0)."""
        written = {
            ev.party: ev.points for ev in totals if isinstance(ev.party, int) and ev.points is not None
        }
        fresh = sum(1 for s, v in written.items() if v in (from_zero[s], by_rules[s]))
        if len(written) - fresh <= fresh:
            return None
        carried: list[float | None] = [None] * len(from_zero)
        rules: list[float | None] = [None] * len(from_zero)
        for s, v in written.items():
            carried[s] = v
            sheet_score, rules_score = from_zero[s], by_rules[s]
            if sheet_score is not None and rules_score is not None:
                rules[s] = v - sheet_score + rules_score  # the same base, this round by the rules
        return carried, rules

    @staticmethod
    def bids_cut_off(session: Session, deal: Deal, plays: int, complete: bool, secret: bool) -> bool:
        """rage/bid.complete: the record stops where the bids still to come were due (diff8
        playonly-cut-rage A1): the last deal ends in the bidding, before any card, or - bids
        secret, revealed at the round's end - before the round ends or during the reveal. The bids
        not recorded are in the part left out, not missing."""
        if deal is not session.deals[-1]:
            return False
        if not secret:
            return plays == 0
        return not complete or (bool(deal.events) and deal.events[-1].type == "bid")

    @staticmethod
    def missing_bid(names: list[str], seat: int) -> Finding:
        return Finding(
            "missing_bid",
            "rage/bid.complete",
            f"{names[seat]} made no bid this round; every player bids before the first trick.",
            {},
            seat,
        )

    @staticmethod
    def round_text(
        names: list[str], rnd: Round, scores: dict[int, dict[str, int]], complete: bool = True
    ) -> str:
        # a round the record stops in is not over (play-only-messages-2 a3): say how far it goes
        head = (
            "Round over: "
            if complete
            else f"The record stops after {sum(rnd.tricks)} trick{'' if sum(rnd.tricks) == 1 else 's'} of "
            f"{rnd.cards}; so far: "
        )
        parts = []
        for s in range(rnd.n):
            got = scores.get(s, {})
            score = got.get("score")
            parts.append(
                f"{names[s]} bid {rnd.bids.get(s, '-')}, took {got.get('tricks', rnd.tricks[s])}"
                + (f", scores {score:+d}" if score is not None else "")
                + Rage.score_breakdown(got)
            )
        return head + "; ".join(parts) + "."

    @staticmethod
    def score_breakdown(parts: dict[str, int]) -> str:
        """A score that is not tricks and the bid alone, in its parts: Durch's doubled tricks, the
        action cards won (dispute-messages-7 c1: a +1 for 3 tricks and a missed bid reads as a slip
        unless the line says why)."""
        if not parts:
            return ""
        durch = parts["trick_points"] != parts["tricks"] * tables.TRICK.points
        if not durch and not parts["action_points"]:
            return ""
        return (
            f" ({parts['trick_points']} for tricks{' at 2 a trick (Durch)' if durch else ''}, "
            f"{parts['bid_points']:+d} for the bid"
            + (f", {parts['action_points']:+d} for action cards" if parts["action_points"] else "")
            + ")"
        )

    def session_result(self, session: Session, results: list[DealResult]) -> dict[str, Any] | None:
        """The running totals after the last deal: by the rules, and as last written on the sheet."""
        if not results:
            return None
        totals = Settlement(per_party=True)
        for s, v in enumerate(results[-1].computed["totals"]):
            if v is not None:  # None: a round of the seat's could not be scored (rage/bid.complete)
                totals.add_expected(s, v)
        # rage/score.total: the totals as last written, carried by the rounds the sheet scores after
        recorded = totals_carried(session.deals, [r.settlement for r in results])
        known = {str(s) for s, v in enumerate(results[-1].computed["totals"]) if v is not None}
        for k, v in recorded.items():
            totals.add_recorded(int(k), v)
            if k not in known:  # a total the rules cannot give is not compared (rage/bid.complete)
                totals.open.add(k)
        out: dict[str, Any] = {"rounds": len(results), "totals": totals.to_json()}
        # rage/score.winner: after the tenth round, the highest total by the rules wins (ties: all)
        last = results[-1].computed
        if last["round"] == tables.ROUNDS and all(v is not None for v in last["totals"]):
            best = max(last["totals"])
            out["winners"] = [s for s, v in enumerate(last["totals"]) if v == best]
        return out
