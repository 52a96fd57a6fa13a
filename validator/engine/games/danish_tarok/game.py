"""Danish Tarok behind the Game interface: parse-time checks, the replay driver, settlement."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from itertools import chain, combinations, product
from typing import Any, ClassVar

from ...cards import DANISH_TAROK, Card
from ...payments import misdirected_finding
from ...transcript import UNKNOWN_CARD, Deal, Event, Party, Session, is_int, is_number, pointer
from ...verdict import (
    TOLERANCE,
    VIOLATION,
    WARNING,
    Annotation,
    DealResult,
    Settlement,
    SheetTotals,
    clean_number,
    merged_score_lines,
    near_any,
    party_of,
    reason_nets,
    score_sums,
)
from ..base import (
    Annotator,
    Game,
    ProblemSink,
    Step,
    judged_from_due,
    penalty_line,
    pools_not_carried,
    unknown_item_fields,
)
from . import tables as T
from .cards import (
    ACTIVE,
    COURTS,
    DECK_SIZE,
    N_TRICKS,
    PAGAT,
    SUIT_NAMES,
    SUITS,
    codes,
    describe,
    hand_sizes,
    is_king,
    say,
)
from .ledger import (
    Due,
    InAll,
    Ledger,
    Mismatch,
    Part,
    match,
    pair_misdirected,
    reason_key,
    record_pools_in_deal,
)
from .options import OPTIONS
from .state import DealState, Finding, Play

EVENTS = frozenset(
    {"announce", "discard", "declare", "call", "redeal", "play", "payment", "penalty", "score", "total"}
)
CALLS = ("joker", "void", "name_joker")
NAMEABLE = ("H", "D", "S", "C", "T")  # a tuple, not a string: "" and "HD" are not suits
FORMS = ("full", "rich", "half")
POOL_TEXT = {T.PAGAT_POOL: "the Pagat pool", T.KING_POOL: "the King pool"}


ITEM_FIELDS = {
    "trumps": {"kind", "count", "pagat"},
    "matadors": {"kind", "count"},
    "cavalry": {"kind", "suit", "form", "missing"},
    "kings": {"kind", "form", "missing"},
}


def check_item(item: Any) -> str | None:
    """The declaration vocabulary of transcript-format.md; a message if ``item`` is not in it."""
    if not isinstance(item, dict):
        return "a declaration item is an object with a kind"
    kind = item.get("kind")
    fields = ITEM_FIELDS
    if kind not in fields:
        return f"kind must be one of {', '.join(fields)}, not {kind!r}"
    extra = set(item) - fields[kind]
    if extra:
        return f"a {kind} declaration has no field {sorted(extra)[0]!r}"
    if kind == "trumps":
        # a count below 10 is no declaration of §9: well formed, and false (checked at the lead)
        if not is_int(item.get("count")) or not 1 <= item["count"] <= 22:
            return "a trumps declaration has a count of 1 to 22 (10 or more is a declaration)"
        if item.get("pagat") is not None and not isinstance(item.get("pagat"), bool):
            return "pagat, where a trumps declaration records it, is true or false"
        return None
    if kind == "matadors":
        if not is_int(item.get("count")) or not 1 <= item["count"] <= 22:
            return "a matadors declaration has a count of 1 to 22 (3 or more is a declaration)"
        return None
    if kind == "cavalry" and item.get("suit") not in tuple(SUITS):
        return "a cavalry declaration names its suit: H, D, S or C"
    form = item.get("form")
    if form not in FORMS:
        return "form must be full, rich or half"
    allowed = COURTS if kind == "cavalry" else tuple(SUITS)
    if form == "half":
        if item.get("missing") not in allowed:
            return (
                f"a half {kind} declaration names the missing {'court' if kind == 'cavalry' else 'king'}: "
                + (", ".join(allowed))
            )
    elif item.get("missing") is not None:
        return "only a half declaration names a missing card"
    return None


# danish-tarok/7.deal: the most ways of paying a rest left out that are told apart (claims2 A1)
ENDINGS_MOST = 8
ENDINGS_SESSION = 1_000  # positions a session's searches that tell endings apart may visit in all


def _is_refill(ev: Event, pool: str) -> bool:
    return ev.type == "payment" and ev.payee == pool and ev.get("reason") in ("refill", "foundation")


JOIN_REASONS = ("foundation", None)  # a joining is written as a foundation (the format's reasons)


def _sat_out(deal: Deal, seat: int) -> bool:
    """The seat was dealt no cards (or, hands not recorded, did nothing) in this deal."""
    if deal.hands is not None:
        return not deal.hands[seat]
    return not any(ev.seat == seat for ev in deal.events)


def _opposite(deal: Deal) -> int:
    """§2: the seat opposite the dealer, who sits out when four are at the table."""
    return (deal.dealer + 2) % 4


def _three_without(deal: Deal, seat: int) -> bool:
    """The deal was dealt without ``seat`` though it is not the seat opposite the dealer, who
    plays: so not four at the table (danish-tarok/17.join, 17.leave)."""
    return _opposite(deal) != seat and not _sat_out(deal, _opposite(deal))


# the acts of a seat at play (a seat sitting out makes none: danish-tarok/2.fourth-player)
SEAT_ACTS = frozenset({"announce", "discard", "declare", "play", "redeal", "call"})


def _wrong_sitter(n: int, deal: Deal, dealer: int, absent: frozenset[int]) -> int | None:
    """danish-tarok/2.players (reread-deal-auction c1): at four, the seat the table sat out instead of
    the one opposite the dealer, where the record shows the deal dealt and played so: the dealer
    holds 28 cards, one other seat (not the one opposite him) none and the other two 25 each, the
    empty seat does nothing, and the first card is led by the next of the three holders after the
    dealer (the turns go round them). With no card played the same hands are a misdeal found before
    play (18.misdeal: redealt), as before; with a seat yet to join or gone, 17.join / 17.leave."""
    if n != 4 or absent or deal.hands is None:
        return None
    empty = [s for s, hand in enumerate(deal.hands) if not hand]
    if len(empty) != 1 or empty[0] in (dealer, (dealer + 2) % n):
        return None
    seat = empty[0]
    if [len(hand) for hand in deal.hands] != hand_sizes(n, dealer, sitter=seat):
        return None
    if any(ev.seat == seat for ev in deal.events if ev.type in SEAT_ACTS):
        return None
    first = next((ev.seat for ev in deal.events if ev.type == "play"), None)
    return seat if first == next_seat(dealer, [s for s in range(n) if s != seat]) else None


def _join_payments(deal: Deal, seat: int) -> dict[str, Event]:
    """The seat's payments into each pool that may be its joining (a foundation, or no reason)."""
    return {
        ev.payee: ev  # type: ignore[misc]
        for ev in deal.events
        if ev.type == "payment"
        and ev.payer == seat
        and ev.payee in T.POOLS
        and ev.get("reason") in JOIN_REASONS
    }


def _on_sheet(deal: Deal, seat: int) -> bool:
    """The seat has a column in the deal's score sheet (a score or a total)."""
    return any(ev.type in ("score", "total") and ev.party == seat for ev in deal.events)


def _sheet_joiners(session: Session) -> dict[int, int]:
    """danish-tarok/17.join on a score sheet (danish27 A2): with no payment written, a seat that sat
    out every deal so far with no column of its own (no score or total, nothing carried in) while the
    others have their running totals joins in the first deal that gives it a score."""
    out: dict[int, int] = {}
    deals = session.deals
    if any(ev.type == "payment" for deal in deals for ev in deal.events):
        return out
    carried = session.start.get("totals") or []
    for seat in range(session.n):
        if seat < len(carried) and carried[seat]:
            continue
        for deal in deals:
            if any(ev.type == "score" and ev.party == seat for ev in deal.events):
                if deal.index > 0:
                    out[seat] = deal.index
                break
            others = [s for s in range(session.n) if s != seat]
            if (
                not _sat_out(deal, seat)
                or _on_sheet(deal, seat)
                or not all(_on_sheet(deal, s) for s in others)
            ):
                break
    return out


def joiners(session: Session) -> dict[int, int]:
    """danish-tarok/17.join: "Czwarty gracz może dołączyć się do gry w każdym momencie, dokładając do
    obydwu puli jedną trzecią sumy, jaka już się tam znajduje." At four seats, a seat that sat out
    every deal so far, paid no foundation when the session started, and pays into both pools in a
    later deal (reason `foundation`, or none) joins there; on a score sheet, where it first has a
    score (_sheet_joiners): seat -> the deal it joins in."""
    out: dict[int, int] = {}
    if session.n != 4 or len(session.deals) < 2:
        return out
    sheet = _sheet_joiners(session)
    if len(sheet) == 1:  # one fourth player joins (two seats without a column: not a joining)
        return sheet
    first = session.deals[0]
    pools = session.start.get("pools")
    if pools:
        # a record taken up with the pools carried in, where a seat pays a third of each before its
        # first deal: it joins there (no foundation is due in a session not fresh; danish-spec12)
        for seat in range(session.n):
            paid = _join_payments(first, seat)
            # (one of the two a third is enough: the other, if not, is the joining's wrong payment)
            if len(paid) == len(T.POOLS) and any(
                isinstance(pools.get(p), int | float)
                and abs((paid[p].amount or 0) - pools[p] / 3) < T.BAND * 2
                for p in T.POOLS
            ):
                return {seat: 0}
    for seat in range(session.n):
        if not _sat_out(first, seat) or _join_payments(first, seat):
            continue
        if not session.start.get("pools") and not any(ev.type == "payment" for ev in first.events):
            continue  # a record without payments cannot show who staked
        for deal in session.deals[1:]:
            if len(_join_payments(deal, seat)) == len(T.POOLS):
                out[seat] = deal.index
                break
            if not _sat_out(deal, seat):
                break
    if not out:
        out = _unpaid_joiners(session)
    return out


def _unpaid_joiners(session: Session) -> dict[int, int]:
    """danish-tarok/17.join (fractional-money-edges: a joining whose payments are missing, or paid
    into one pool only, re-read the deals before as four-handed and misdealt, some 90 findings): a
    seat dealt nothing in the first deals while the seat opposite the dealer (§2's sitter, were four
    at the table) played, was not at the table yet. It joins where it pays into a pool, dealt nothing
    before (danish-seats-edges a1: one third written, the other left out, dates the joining); with
    no such payment, in the first deal where it plays or is that sitter itself. Its joining's
    payments are judged there. One such seat at most."""
    deals = session.deals
    if session.start.get("pools") or not any(ev.type == "payment" for ev in deals[0].events):
        return {}

    out: dict[int, int] = {}
    for seat in range(session.n):
        paid = next((k for k, d in enumerate(deals) if _join_payments(d, seat)), None)
        if paid is not None and all(_sat_out(d, seat) for d in deals[:paid]):
            k = paid
        else:
            k = next(
                (
                    k
                    for k, d in enumerate(deals)
                    if not _sat_out(d, seat) or _opposite(d) == seat or _join_payments(d, seat)
                ),
                0,
            )
        # dealt nothing before, and at least one deal shows it was not the sitter
        if (
            k
            and all(
                _sat_out(d, seat) and (_opposite(d) == seat or _three_without(d, seat)) for d in deals[:k]
            )
            and any(_three_without(d, seat) for d in deals[:k])
        ):
            out[seat] = k
    return out if len(out) == 1 else {}


def leavers(session: Session) -> dict[int, int]:
    """danish-tarok/17.leave (danish-spec17 c1): at four seats, a seat that took part earlier and, from
    some deal to the record's end, is dealt nothing, does nothing and pays no foundation or refill, while
    in one of those deals the seat opposite the dealer (the sitter were four at the table) plays, or
    the other three alone refill an emptied pool and share the session's pools, has left the table
    there: §2's sitter is a rule of four persons at the table ("Przy czterech
    osobach"), the mirror of 17.join. One such seat at most: seat -> the deal it leaves in."""
    deals = session.deals
    if session.n != 4 or len(deals) < 2:
        return {}

    def gone(deal: Deal, seat: int) -> bool:
        # the cards tell, and a sitter's own payments (his foundations and refills, §15): a payment
        # written in his name later, a fee or a share, is judged as such, not a sign he stayed
        # (seats-change2 a2)
        # (danish-seats-edges a2: where the seat opposite the dealer plays, a seat dealt nothing is
        # not the sitter, so its refill is one payment too many, not a sign it is at the table)
        return _sat_out(deal, seat) and (
            _three_without(deal, seat)
            or not any(
                ev.type == "payment" and ev.payer == seat and ev.get("reason") in ("foundation", "refill")
                for ev in deal.events
            )
        )

    def without(seat: int, k: int) -> bool:
        # a seat opposite the dealer in every later deal may have left, not sat out (danish-joins-sheet
        # c2): the record shows it by two omissions a sitter at four would not make, an emptied pool
        # refilled by the other three alone (§15: the sitter pays too) and the session's pools
        # shared out among them alone ("pomiędzy trzech"); one alone is a slip (danish32 08: the
        # sitter left out of the shares)
        refills = {
            ev.payer
            for d in deals[k:]
            for ev in d.events
            if ev.type == "payment" and ev.get("reason") == "refill"
        }
        shares = {
            ev.payee for ev in deals[-1].events if ev.type == "payment" and ev.get("reason") == "session_end"
        }
        return all(seat not in who and len(who & set(range(4))) == 3 for who in (refills, shares))

    out: dict[int, int] = {}
    for seat in range(session.n):
        k = len(deals)
        while k > 0 and gone(deals[k - 1], seat):
            k -= 1
        if 0 < k < len(deals) and (any(_three_without(d, seat) for d in deals[k:]) or without(seat, k)):
            out[seat] = k
    return out if len(out) == 1 else {}


def rejoiners(session: Session) -> dict[int, tuple[int, int]]:
    """danish-tarok/17.leave then 17.join (danish-seats-edges2 a1): at four seats, a seat that took
    part, is then dealt nothing, pays nothing of a sitter's and does nothing from some deal on, in one
    of those deals the seat opposite the dealer playing (so not four at the table), and later pays into
    both pools (reason `foundation`, or none): it left and a player took the chair again by §17's
    joining. seat -> (the deal it leaves in, the deal it joins in); one at most."""
    deals = session.deals
    if session.n != 4 or len(deals) < 3:
        return {}
    out: dict[int, tuple[int, int]] = {}
    for seat in range(session.n):
        played = [not _sat_out(d, seat) for d in deals]
        if not played[0] and not any(
            ev.type == "payment" and ev.payer == seat and ev.get("reason") == "foundation"
            for ev in deals[0].events
        ):
            continue  # never at the table at the start: a joiner, not one who left
        again = next(
            (k for k in range(2, len(deals)) if len(_join_payments(deals[k], seat)) == len(T.POOLS)),
            None,
        )
        if again is None:
            continue
        gone = again
        while gone > 0 and not played[gone - 1]:
            gone -= 1  # the run of deals it was dealt nothing in, up to the joining
        if gone in (0, again) or not any(played[:gone]):
            continue
        away = deals[gone:again]
        if any(ev.type == "payment" and ev.payer == seat for d in away for ev in d.events) or not any(
            _three_without(d, seat) for d in away
        ):
            continue
        out[seat] = (gone, again)
    return out if len(out) == 1 else {}


# danish-tarok/10.turn: a card out of turn read as a slip of the record, its fine not due
# (DanishTarok._unfined_reading; a key of the rules for the while of that reading only)
UNFINED_OUT_OF_TURN = "_out_of_turn_unfined"


# the options of the faults §18 does not class whose default (irreparable, issue #3) a record may
# read as played instead (DanishTarok.replay)
AS_PLAYED_OPTIONS = ("revoke_penalty", "joker_second_last_penalty", "joker_withheld_penalty")


def _violations(steps: list[Step]) -> int:
    return sum(1 for st in steps if st.annotation is not None and st.annotation.severity == VIOLATION)


def _unclassed_faults(steps: list[Step], classed: set[str]) -> list[tuple[int, int | None, int | None]]:
    """(deal, seat, event) of each fault classed by an option (danish-tarok/ruling.unclassed-faults)."""
    return [
        (st.result.index, a.seat, a.event)
        for st in steps
        if st.result is not None
        for a in st.result.annotations
        if a.penalty is not None and a.penalty.get("classed_by") in classed
    ]


def _fine_payments(session: Session, faults: list[tuple[int, int | None, int | None]]) -> list[Event]:
    """The fines an offender paid into a pool after his fault (a `penalty`, or 40 naming no reason:
    foundations and refills are 20)."""
    return [
        ev
        for index, seat, at in faults
        for ev in session.deals[index].events
        if ev.type == "payment"
        and ev.payer == seat
        and ev.payee in T.POOLS
        and (at is None or ev.index > at)
        and (ev.get("reason") == "penalty" or (ev.get("reason") is None and ev.amount == 40))
    ]


def _fined(session: Session, faults: list[tuple[int, int | None, int | None]]) -> bool:
    """Whether an offender paid a fine into a pool after his fault (_fine_payments)."""
    return bool(_fine_payments(session, faults))


# the unclassed faults in words (danish-tarok/ruling.unclassed-faults; dispute-messages-14 c3)
UNCLASSED_TEXT = {
    "revoke": "a revoke",
    "failure_to_trump": "a failure to trump",
    "joker_second_last": "the Joker played in the second-last trick",
    "joker_withheld": "the Joker withheld after a demand",
}


def _class_read_words(
    penalty_class: str, fault: str, fines: list[Event], who: str, at: int | None
) -> tuple[str, str | None]:
    """The words of a fault's class read from a record that fines it and plays on
    (danish-tarok/ruling.unclassed-faults, dispute-messages-14 c3): the `unchecked` line, giving the
    class read and the default irreparable with both figures, and - where the record's fine is not
    the class's - the clause a `wrong_payment` of that fine ends with. The playing on decides the
    class, the amount being the slip (as the stopping does for a voided deal, real-faults-near-
    slips-12 a1): 40 into each pool with play going on is large, fined 20 too much into each pool."""
    read, default = T.PENALTY_CLASSES[penalty_class], T.PENALTY_CLASSES["irreparable"]
    paid = sorted({float(ev.amount or 0) for ev in fines})
    head = f"the fault's class: §18 does not class {UNCLASSED_TEXT.get(fault, fault.replace('_', ' '))}; "
    tail = (
        f"the default class, irreparable, would fine it {default.per_pool} into each pool and void the "
        f"deal ({default.rule}; danish-tarok/ruling.unclassed-faults)"
    )
    if paid == [read.per_pool]:
        return (
            f"{head}the record fines it {read.per_pool} into each pool and plays on, as the {read.name} "
            f"class does ({read.rule}: {read.what}), which is read so; {tail}",
            None,
        )
    amounts = " and ".join(f"{x:g}" for x in paid)
    off = " and ".join(
        f"{abs(x - read.per_pool):g} too {'much' if x > read.per_pool else 'little'}" for x in paid
    )
    irreparable = " (the irreparable class's figure)" if paid == [default.per_pool] else ""
    return (
        f"{head}the record plays on after it, as the {read.name} class does ({read.rule}: {read.what}), "
        f"but fines it {amounts} into each pool{irreparable}: the playing on decides the class (a deal "
        f"voided stops), so it is read as {read.name}, the fine {off} into each pool; {tail}",
        f": the record plays on after {who}'s {fault.replace('_', ' ')} (event {at}), so its class is read "
        f"as {read.name} ({read.rule}: {read.what}); {default.per_pool} into each pool is the irreparable "
        "class's fine, and that class voids the deal (danish-tarok/ruling.unclassed-faults)",
    )


def as_default(default: list[Step], read: list[Step], classed: set[str]) -> None:
    """A fault §18 does not class, read from a record that settles its deal as played (superficial):
    its penalty gives the option's default beside the class read (readings-review-2 c: "superficial
    (..., classed by ...)" read as the ruling's own class, with no figure for the default) -
    ``default``, the class, rule and fine the default reading gives the fault, and, as Ulti's
    penalty not applied does, ``if_applied`` (each seat's and pool's net for the deal by the
    default: the fine paid, the deal void) and ``as_settled`` (as read, the deal played)."""
    nets = {st.result.index: st.result.settlement.to_json()["expected"] for st in default if st.result}
    faults = {
        (st.result.index, a.event, a.code, a.seat): a.penalty
        for st in default
        if st.result is not None
        for a in st.result.annotations
        if a.penalty is not None and a.penalty.get("classed_by") in classed
    }
    for st in read:
        if st.result is None or st.result.index not in nets:
            continue
        for a in st.result.annotations:
            was = faults.get((st.result.index, a.event, a.code, a.seat))
            if a.penalty is None or a.penalty.get("classed_by") not in classed or was is None:
                continue
            by_default, as_read = nets[st.result.index], st.result.settlement.to_json()["expected"]
            # (a party with nothing in one reading - a sitter, a seat the void deal leaves even - is
            # 0 there, so both readings name the same parties)
            keys = sorted(set(by_default) | set(as_read), key=lambda k: (not k.isdigit(), k.zfill(3)))
            a.penalty = {
                **a.penalty,
                "default": {k: was[k] for k in ("class", "rule", "payments", "applied") if k in was},
                "if_applied": {k: by_default.get(k, 0) for k in keys},
                "as_settled": {k: as_read.get(k, 0) for k in keys},
            }


def _fined_or_stopped(session: Session, steps: list[Step], as_played: list[Step], classed: set[str]) -> bool:
    """Whether the record shows the table applied a class to an unclassed fault, so it was not settled
    as played (danish-spec8 (a)): the offender paid a fine into a pool after it, or the deal stops
    after it (as a deal voided stops): then the default stands however the two readings count
    findings - a later slip must not make the deal read as played."""
    return _fined(session, _unclassed_faults(steps, classed)) or _stopped(session, steps, as_played, classed)


def _stopped(session: Session, steps: list[Step], played: list[Step], classed: set[str]) -> bool:
    """Whether a deal stops after an unclassed fault as a voided deal stops: the record holds no
    trick played after the fault's own (``played``: a reading of the record that plays the deal on,
    whose incomplete_deal says it stops short). A record that plays on for tricks and then stops
    short was settled as played as far as it goes (danish-po2 a1)."""
    faults = _unclassed_faults(steps, classed)
    stopped = {
        index
        for index, _, at in faults
        if at is None
        or sum(1 for ev in session.deals[index].events if ev.type == "play" and ev.index > at) < ACTIVE
    }
    return any(
        st.result is not None
        and st.result.index in stopped
        and any(a.code == "incomplete_deal" for a in st.result.annotations)
        for st in played
    )


# §15's own words for what the last trick settles instead of the payments of play and the plain
# last trick (dispute-messages-14 c4)
NOT_IN_LAST_TRICK = '"Podczas gry, ale nie w ostatnim sztychu"'
LAST_TRICK_ONLY_IF = '"i nie nastąpił Tout, Nolo, ani Przydupek"'


def last_trick_why(ev: Event, state: DealState, dues: list[Due], names: list[str]) -> str:
    """Why the deal's last trick makes a recorded payment of play (a king or the Pagat lost, a trick
    taken with the Pagat) or the plain last trick's 20 not due, in words citing the rules that
    decide it (danish-tarok/15.king-lost ... 15.last-trick; dispute-messages-14 c4: "which the
    rules do not call for" alone does not settle the dispute); "" where the last trick is not why."""
    if not state.outcome or not state.trick_log:
        return ""  # (a deal stopped short or void settles no last trick)
    last = state.trick_log[-1]
    winner: int = last["winner"]
    plays: list[Play] = last["plays"]
    won = next(p.card for p in plays if p.seat == winner)
    reason, payer, payee = ev.get("reason"), ev.payer, ev.payee
    party = payee if reason == "pagat_trick" else payer
    if reason == "last_trick" and any(d.reason == reason for d in dues):
        return ""  # (a last trick due: this one is a copy or to the wrong seat, not the last trick's doing)
    if any(d.reason == reason and party == (d.payee if reason == "pagat_trick" else d.payer) for d in dues):
        return ""  # (the seat has such payments of play due: this one may be a copy of one)

    def przydupek(seat: int, card: Card) -> str:
        king = is_king(card)
        row, pool = (T.KING_PRZYDUPEK, T.KING_POOL) if king else (T.PAGAT_PRZYDUPEK, T.PAGAT_POOL)
        due = "king_przydupek" if king else "pagat_przydupek"
        content = next((d.amount for d in dues if (d.reason, d.payer, d.payee) == (due, seat, pool)), None)
        pays = f"{row.amount} to each other player" + (
            f" and the {'King' if king else 'Pagat'} pool's {content:g} into it"
            if content is not None
            else ""
        )
        return f"{names[seat]}'s {card.code}, lost in the last trick, is a przydupek ({row.rule}): {pays}"

    lost = {p.seat: p.card for p in plays if p.seat != winner and (p.card is PAGAT or is_king(p.card))}
    if reason in ("king_lost", "pagat_lost") and isinstance(payer, int) and payer in lost:
        card = lost[payer]
        if is_king(card) != (reason == "king_lost"):
            return ""
        row = T.KING_LOST if reason == "king_lost" else T.PAGAT_LOST
        kind = "a king" if reason == "king_lost" else "the Pagat"
        return (
            f": {kind} lost pays its 5s only during play, not in the last trick ({row.rule}: "
            f"{NOT_IN_LAST_TRICK}); {przydupek(payer, card)}"
        )
    if reason == "pagat_trick" and payee == winner and won is PAGAT:
        ultimo = (
            f"; {names[winner]} took the last trick with the Pagat, a Pagat Ultimo ({T.PAGAT_ULTIMO.rule})"
            if state.outcome.get("pagat_ultimo") == winner
            else ""
        )
        return (
            f": a trick taken with the Pagat pays its 5s only during play, not in the last trick "
            f"({T.PAGAT_TRICK.rule}: {NOT_IN_LAST_TRICK}){ultimo}"
        )
    if reason != "last_trick":
        return ""
    only_if = f"no last-trick 20 is paid {{}} ({T.LAST_TRICK.rule}: {LAST_TRICK_ONLY_IF})"
    o = state.outcome
    if o.get("tout") is not None:
        return f": {only_if.format('beside a Tout')}: {names[o['tout']]} took every trick ({T.TOUT.rule})"
    if o.get("nolo") is not None:
        return f": {only_if.format('beside a Nolo')}: {names[o['nolo']]} took no trick ({T.NOLO.rule})"
    if lost:
        return f": {only_if.format('where a przydupek was made')}; " + "; ".join(
            przydupek(s, c) for s, c in lost.items()
        )
    if won is PAGAT or is_king(won):
        row = T.PAGAT_ULTIMO if won is PAGAT else T.KING_ULTIMO
        return (
            f": {names[winner]} took the last trick with {describe(won)}, which is an Ultimo ({row.rule}), "
            f"not the plain last trick's 20 ({T.LAST_TRICK.rule}: the last trick taken with a card other "
            "than a king or the Pagat)"
        )
    return ""


def join_amount(recorded: Event | None, held: list[int]) -> float:
    """danish-tarok/17.join: a third of what the pool holds ("jedną trzecią sumy, jaka już się tam
    znajduje"). **Ruling**: the source fixes neither the moment (before or after the dealer's fee)
    nor the rounding of a sum not divisible by three, so a recorded amount that is a third of any of
    the pool's readings (``held``), exactly or in cents, or that third rounded to chips (a multiple
    of the band within one band of it: 20 or 25 for 23.33), is the joining; else a third of the
    first (fractional-money-edges a1: 26.33 for a third of 70 was taken as paid)."""
    amount = recorded.amount if recorded is not None else None
    if isinstance(amount, int | float) and any(
        abs(amount - h / 3) < TOLERANCE or (amount % T.BAND == 0 and abs(amount - h / 3) < T.BAND)
        for h in held
    ):
        return amount  # as paid: the exact third of 70 is 23.333333 (seats-change A1), not 23
    third = held[0] / 3  # (the exact third, to the format's 6th place: seats-change2 a1)
    return int(third) if third == int(third) else round(third, 6)


def party_text(p: Party, names: list[str]) -> str:
    if isinstance(p, int):
        return names[p]
    return POOL_TEXT.get(p, p)


def _whole_split(shares: list[float], content: int) -> bool:
    """danish-tarok/15.session-end: shares in whole 5s that hand out all of a pool, no two more
    than 5 apart - as equal as a pool that does not divide by the seats' 5s can be shared."""
    return (
        sum(shares) == content > 0
        and all(x >= 0 and x % T.BAND == 0 for x in shares)
        and max(shares) - min(shares) <= T.BAND
    )


def _is_share(x: float, content: float, n: int) -> bool:
    """danish-tarok/15.session-end, "rozdzielona po równo": ``x`` is an equal share of ``content``
    among ``n``: agreeing with it (to half a cent, TOLERANCE), or written in cents, the exact share rounded up or
    down to a cent (a pool that does not divide: 80 as 26.67, 26.67, 26.66; danish-pool-edges c2;
    the caller checks that such shares hand out the whole pool)."""
    exact = content / n
    if abs(x - exact) < TOLERANCE:
        return True
    return abs(x - exact) < 0.01 and abs(x * 100 - round(x * 100)) < TOLERANCE


def _unreasoned_shares(payments: list[Event], pool: str, seats: list[int]) -> list[float]:
    """What each seat (of ``seats``, in order) is paid out of ``pool`` by payments naming no reason."""
    return [
        sum(
            ev.amount or 0
            for ev in payments
            if ev.get("reason") is None and ev.payer == pool and ev.payee == s
        )
        for s in seats
    ]


def _shared_out(shares: list[float], content: int, n: int) -> bool:
    """danish-tarok/15.session-end: every seat paid out of the pool, about equally (the equal shares
    in whole 5s, the whole pool as equal as 5s allow, or one of those with a slip of a chip band in
    a share, which the shares' check then finds)."""
    equal = T.BAND * (content // (T.BAND * n))
    return (
        all(x > 0 for x in shares)
        and max(shares) - min(shares) <= 2 * T.BAND
        and abs(sum(shares) - equal * n) <= (n + 1) * T.BAND
    )


def _netted_shares(payments: list[Event], dues: list[Due], seats: list[int]) -> dict[str, list[float]]:
    """danish-tarok/15.session-end with 15.payments: what each pool paid each seat (of ``seats``, in
    order) in the deal's payments beyond what the deal's dues between the two come to (a share-out
    netted per pair)."""
    at = {s: i for i, s in enumerate(seats)}
    out = {pool: [0.0] * len(seats) for pool in T.POOLS}
    for payer, payee, amount in [(ev.payer, ev.payee, ev.amount or 0) for ev in payments] + [
        (d.payer, d.payee, -d.amount) for d in dues
    ]:
        if payer in out and isinstance(payee, int) and payee in at:
            out[payer][at[payee]] += amount
        elif payee in out and isinstance(payer, int) and payer in at:
            out[payee][at[payer]] -= amount
    return out


def _nearest_whole_split(shares: list[float], content: int) -> list[int]:
    """danish-tarok/15.session-end: the whole pool in 5s, as equal as it can be, with the extra 5s
    to the seats the record gives the most (the split a record with one slip in it meant)."""
    n = len(shares)
    # (a pool holding a fraction, a third paid in at a joining: its whole 5s are shared)
    base = T.BAND * int(max(content, 0) // (T.BAND * n))
    extra = int((max(content, 0) - base * n) // T.BAND)
    out = [base] * n
    for s in sorted(range(n), key=lambda s: -shares[s])[:extra]:
        out[s] += T.BAND
    return out


def present(seat: int, k: int, joins: dict[int, int], leaves: dict[int, int]) -> bool:
    """danish-tarok/17.join, 17.leave: whether the seat is at the table in deal ``k``: from its joining
    on, until it leaves; a seat that left and joins again (``leaves`` before ``joins``: a new player
    in the chair, danish-seats-edges2 a1) is away between the two."""
    joined, left = joins.get(seat, 0), leaves.get(seat)
    if left is None:
        return joined <= k
    if left < joined:
        return k < left or k >= joined
    return joined <= k < left


def next_seat(seat: int, seated: list[int]) -> int:
    """danish-tarok/7.dealer-rotation: the next seat in order of play among those at the table
    (before a fourth joins, the next present one: danish-tarok/17.join, danish27 A1)."""
    return min(seated, key=lambda s: (s <= seat, s))


def passes_to(pdealer: int, same: bool | None, dealer: int, seated: list[int]) -> bool:
    """danish-tarok/7.dealer-rotation: whether ``dealer`` deals in turn after ``pdealer`` (the same
    seat again after a redeal, ``same``; None: the deal before recorded nothing, either)."""
    if same is None:
        return dealer in (pdealer, next_seat(pdealer, seated))
    return dealer == (pdealer if same else next_seat(pdealer, seated))


class DanishTarok(Game):
    name: ClassVar[str] = "danish-tarok"
    title: ClassVar[str] = "Danish Tarok (Ultimo)"
    deck = DANISH_TAROK
    options = OPTIONS
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 4
    digest: ClassVar[str] = "docs/rules/danish-tarok.md"
    event_types = EVENTS
    named_parties: ClassVar[frozenset[str]] = frozenset(T.POOLS)
    extra_event_fields: ClassVar[dict[str, frozenset[str]]] = {
        "discard": frozenset({"shown"}),
        "call": frozenset({"named"}),
    }

    # -- parse-time checks -------------------------------------------------------------
    def check_start(self, session: Session, problem: ProblemSink) -> None:
        for key in session.start:
            # danish-tarok/15.score-sheet: start.totals are the seats' net chips carried in
            if key == "totals":
                self.check_start_totals(session, problem)
            elif key != "pools":
                problem(
                    pointer("start", key),
                    "unknown_field",
                    f"Danish Tarok carries only pools in start, not {key!r}.",
                )
        pools = session.start.get("pools")
        if pools is None:
            return
        if not isinstance(pools, dict):
            problem("/start/pools", "bad_pools", 'start.pools is {"pagat_pool": N, "king_pool": N}.')
            return
        for key, value in pools.items():
            if key not in T.POOLS:
                problem(
                    pointer("start", "pools", key),
                    "unknown_field",
                    f"The pools are pagat_pool and king_pool, not {key!r}.",
                )
            elif not is_number(value) or value < 0:
                # (a fraction too: a pool a joiner's exact third went into, carried on: review29)
                problem(
                    pointer("start", "pools", key),
                    "bad_value",
                    f"{key} holds a number of chips from 0 to 10^12.",
                )
        for key in T.POOLS:
            if key not in pools:
                problem(pointer("start", "pools", key), "missing_field", f"start.pools needs {key}.")

    def check_deal(self, session: Session, deal: Deal, problem: ProblemSink) -> None:
        base = f"/deals/{deal.index}"
        n = session.n
        if deal.data.get("talon"):
            problem(f"{base}/talon", "unexpected_talon", "Danish Tarok deals every card: there is no talon.")
        if deal.hands is None:
            return
        if sum(len(h) for h in deal.hands) == DECK_SIZE and UNKNOWN_CARD not in chain(*deal.hands):
            # every card dealt once, to the wrong seats: a misdeal, which §18 classes (replayed as
            # `misdeal`, danish-tarok/18.misdeal); a record short of cards cannot be replayed
            return
        sitter = (deal.dealer + 2) % n if n == 4 else None
        for s, (hand, want) in enumerate(zip(deal.hands, hand_sizes(n, deal.dealer), strict=True)):
            if len(hand) != want:
                who = (
                    "the player opposite the dealer, who sits out,"
                    if s == sitter
                    else ("the dealer" if s == deal.dealer else f"seat {s}")
                )
                problem(
                    f"{base}/hands/{s}",
                    "bad_hand_size",
                    f"Danish Tarok deals {want} cards to {who}; seat {s} has {len(hand)} "
                    "(danish-tarok/7.deal).",
                )

    def check_event(self, ev: Event, ptr: str, n: int, problem: ProblemSink) -> None:
        t = ev.type
        if t == "payment":  # most of the events shown here (plain plays are not): tested first
            reason = ev.get("reason")
            if "reason" in ev.data and reason not in T.PAYMENT_REASONS:
                problem(
                    f"{ptr}/reason",
                    "bad_value",
                    f"A payment reason is one of: {', '.join(T.PAYMENT_REASONS)}.",
                )
            if ev.payer is not None and ev.payer == ev.payee:
                problem(f"{ptr}/to", "bad_party", "A payment goes from one party to another.")
            if ev.amount is not None and ev.amount < 0:
                problem(f"{ptr}/amount", "bad_value", "A payment amount is 0 or more.")
        elif t == "announce":
            items = ev.get("items")
            if not isinstance(items, list) or items != ["tout"]:
                problem(f"{ptr}/items", "bad_value", 'The only Danish Tarok announcement is ["tout"].')
        elif t == "discard":
            if "shown" in ev.data and not isinstance(ev.data["shown"], bool):
                problem(f"{ptr}/shown", "bad_value", "shown is true or false.")
        elif t == "declare":
            items = ev.get("items")
            if not isinstance(items, list):
                problem(f"{ptr}/items", "bad_value", "items is a list of declarations ([] for pass).")
                return
            for i, item in enumerate(items):
                extra = unknown_item_fields(item, ITEM_FIELDS, f"{ptr}/items/{i}", problem, "declaration")
                msg = None if extra else check_item(item)
                if msg:
                    problem(f"{ptr}/items/{i}", "bad_declaration", msg[0].upper() + msg[1:] + ".")
        elif t == "call":
            call = ev.get("call")
            if call not in CALLS:
                problem(
                    f"{ptr}/call",
                    "bad_value",
                    f"A Danish Tarok call is one of {', '.join(CALLS)}; not {call!r}.",
                )
            elif call == "name_joker":
                if ev.named is None or ev.named not in NAMEABLE:
                    problem(f"{ptr}/named", "bad_value", "name_joker names a suit: H, D, S, C or T.")
            elif "named" in ev.data:
                problem(f"{ptr}/named", "bad_value", "Only a name_joker call names a suit.")
        elif t == "redeal":
            if ev.get("reason") != "no_trumps":
                problem(f"{ptr}/reason", "bad_value", 'The only Danish Tarok redeal reason is "no_trumps".')
        elif t == "play":
            if "named" in ev.data:
                if ev.card is None or ev.card.code != "JOKER":
                    problem(f"{ptr}/named", "bad_value", "Only the Joker names a suit.")
                elif ev.named not in NAMEABLE:
                    problem(f"{ptr}/named", "bad_value", "The Joker names H, D, S, C or T.")
        elif t == "score":
            if not isinstance(ev.party, int) and ev.party not in T.POOLS:
                problem(
                    f"{ptr}/party",
                    "bad_party",
                    "A Danish Tarok score is a seat's (card points or net chips) or a pool's (the chips "
                    "that went into it in the deal).",
                )

    # -- replay --------------------------------------------------------------------------
    def replay(self, session: Session) -> Iterator[Step]:
        # the faults §18 does not class, at issue #3's default (irreparable), where the transcript
        # leaves the option to it (danish-tarok/ruling.unclassed-faults)
        unclassed = [
            o
            for o in AS_PLAYED_OPTIONS
            if o not in session.rules_json and session.rules.get(o) == "irreparable"
        ]
        recorded = any(
            ev.type in ("payment", "score", "total") for deal in session.deals for ev in deal.events
        )
        if not unclassed or not recorded:
            yield from self._read(session)
            return
        steps = list(self._read(session))
        classed = {OPTIONS.by_name[o].rule for o in unclassed}
        if not any(
            st.annotation is not None
            and st.annotation.penalty is not None
            and st.annotation.penalty.get("classed_by") in classed
            for st in steps
        ):
            yield from steps
            return
        # every blind reader who met such a fault settled the deal as played, with no fine (danish-spec,
        # danish-spec2, danish31, danish-spec3, danish-spec4, danish-spec5): a record that fits that
        # better is read so, the faults then classed superficial; the default on a tie
        saved = {o: session.rules[o] for o in unclassed}

        def read_as(penalty_class: str) -> list[Step]:
            session.rules.update(dict.fromkeys(unclassed, penalty_class))
            try:
                return list(self._read(session))
            finally:
                session.rules.update(saved)

        best, read = steps, ""
        as_played = read_as("superficial")
        if _violations(as_played) < _violations(steps) and not _fined_or_stopped(
            session, steps, as_played, classed
        ):
            best, read = as_played, "superficial"
        elif _fined(session, _unclassed_faults(steps, classed)):
            # a fine of another class, the deal played on: the spec's own example fines a revoke
            # as large (20 to each pool); a record that fits a class better is read by it
            for penalty_class in ("large", "small"):
                fined = read_as(penalty_class)
                # (only where play goes on after the fine, as those classes say: a deal stopped at
                # the fault was voided, the fine an irreparable one written short,
                # real-faults-near-slips-12 a1)
                if _violations(fined) < _violations(best) and not _stopped(session, steps, fined, classed):
                    best, read = fined, penalty_class
        if best is not steps:
            if read == "superficial":
                as_default(steps, best, classed)
            for st in best:
                if st.result is None:
                    continue
                for a in [
                    a for a in st.result.annotations if a.penalty and a.penalty.get("classed_by") in classed
                ]:
                    if read == "superficial":
                        st.result.unchecked.append(
                            "the fault's class: the record settles the deal as played, with no fine, which "
                            "is read as superficial beside the default irreparable "
                            "(danish-tarok/ruling.unclassed-faults)"
                        )
                        break
                    # the class read and the default, with both figures (dispute-messages-14 c3)
                    who = session.players[a.seat] if a.seat is not None else "?"
                    fines = _fine_payments(session, [(st.result.index, a.seat, a.event)])
                    line, clause = _class_read_words(read, a.code, fines, who, a.event)
                    if line not in st.result.unchecked:
                        st.result.unchecked.append(line)
                    for w in st.result.annotations:
                        # the fine's own lines say why the figure is not the record's (P3)
                        if clause and w.code == "wrong_payment" and w.event in {ev.index for ev in fines}:
                            w.message = w.message.rstrip(".") + clause + "."
        yield from best

    def _read(self, session: Session) -> Iterator[Step]:
        joins = joiners(session)  # danish-tarok/17.join: seat -> the deal it joins in
        # a score sheet shows a joining only by a seat's first score (danish27 A2); a seat that sat
        # out deal 0 with no line may have been the sitter who staked all the same (danish28 A1: the
        # pools written say so): the sheet is read as the reading it fits, with fewer findings, the
        # joining on a tie
        sheet_join = joins and not any(ev.type == "payment" for deal in session.deals for ev in deal.events)
        # danish-tarok/17.leave: a seat gone from the table, or four at it all along (the record's
        # fit decides, the leaving on a tie)
        # (a joiner may leave again after his joining: seats-change A2)
        leaves = {s: k for s, k in leavers(session).items() if k > joins.get(s, 0)}
        if not leaves and not joins:
            # a seat that left and, some deals on, pays its joining into the pools (a new player in
            # the chair): away between the two (danish-seats-edges2 a1)
            back = rejoiners(session)
            if back:
                ((seat, (gone, again)),) = back.items()
                joins, leaves = {seat: again}, {seat: gone}
        readings = list(product([joins, {}] if sheet_join else [joins], [leaves, {}] if leaves else [{}]))
        # a seat that may have joined or left is read by 17.join / 17.leave, or as four at the table
        # all along (its empty hands then misdeals), never as a wrong sitter deal after deal (2.players)
        session.derived["danish_seat_changes"] = frozenset(joins) | frozenset(leaves)
        if len(readings) == 1:
            yield from self._unfined_reading(session, list(self._replay(session, joins)), (joins,))
            return
        best, chosen = list(self._replay(session, *readings[0])), readings[0]
        for reading in readings[1:]:
            steps = list(self._replay(session, *reading))
            if _violations(steps) < _violations(best):
                best, chosen = steps, reading
        # (session_result: who shares the pools; a seat that joined again is at the table)
        session.derived["danish_leaves"] = {s: k for s, k in chosen[1].items() if chosen[0].get(s, 0) <= k}
        yield from self._unfined_reading(session, best, chosen)

    def _unfined_reading(
        self, session: Session, steps: list[Step], reading: tuple[dict[int, int], ...]
    ) -> list[Step]:
        """danish-tarok/10.turn (real-faults-near-slips-8 c, one-slip-danish-tarocchini c): a card out
        of turn carries §18's large fine; a record that writes payments, none of them that fine, and
        fits the deal better without it, shows the table saw no card out of turn (two lines swapped
        in the record, say): read so, the out_of_turn the one finding, its fine not due - where the
        trick's written cards, put back in turn order, break no rule of play (DealState.lines_out_of_
        order; readings-review-2 a16): a card out of turn no such order explains keeps its fine."""
        faults = [
            (st.result.index, a.seat, a.event)
            for st in steps
            if st.result is not None
            for a in st.result.annotations
            if a.code == "out_of_turn" and a.penalty is not None and a.penalty.get("payments")
        ]
        if not faults or _fined(session, faults):
            return steps
        if not any(ev.type == "payment" for deal in session.deals for ev in deal.events):
            return steps
        # a `penalty` the table wrote against the seat after the card shows it saw the fault
        # (real-faults-near-slips-17 a, P5): its fine is due, the table's penalty no unexpected one
        if any(
            ev.type == "penalty" and ev.party == seat and (at is None or ev.index > at)
            for index, seat, at in faults
            for ev in session.deals[index].events
        ):
            return steps
        session.rules[UNFINED_OUT_OF_TURN] = True
        try:
            unfined = list(self._replay(session, *reading))
        finally:
            del session.rules[UNFINED_OUT_OF_TURN]
        if _violations(unfined) >= _violations(steps):
            return steps
        for st in unfined:
            # (a deal whose only cards out of turn keep their fine is read as played: no such line)
            if st.result is not None and any(
                a.code == "out_of_turn" and "slip of the record" in str(a.evidence.get("fine", ""))
                for a in st.result.annotations
            ):
                st.result.unchecked.append(
                    "the card out of turn: the record pays no fine for it and fits the deal better "
                    "without one, so it is read as a slip of the record (danish-tarok/10.turn)"
                )
        return unfined

    def _replay(
        self, session: Session, joins: dict[int, int], leaves: dict[int, int] | None = None
    ) -> Iterator[Step]:
        n = session.n
        names = session.players
        start_pools = session.start.get("pools")
        pools: dict[str, int] = (
            # (whole chips but for a pool a joiner's exact third went into: to the 6th place)
            {p: clean_number(start_pools[p]) for p in T.POOLS}  # type: ignore[misc]
            if start_pools
            else dict.fromkeys(T.POOLS, 0)
        )
        # danish-tarok/15.foundations: a record taken up mid-session (its totals carried in, its pools
        # not) holds pools of unknown content, not fresh ones (midway c1, as Galician reads it)
        unknown_pools: set[str] = set(T.POOLS) if pools_not_carried(session.start) else set()
        fresh = not start_pools and not unknown_pools
        # danish-tarok/15.pools: the record's pools beyond the rules' ones, from its own payments
        drift: dict[str, int] = dict.fromkeys(T.POOLS, 0)
        prev: tuple[int, bool | None] | None = None  # (dealer, deal passes to the same dealer)
        # who should have dealt the deal before (Rotation, in base): the next deal may follow on
        # from either; after a dealer field slip (dealt_as_due) both are the dealer due, who dealt
        prev_due: int | None = None
        # the dealer written on the deal before where its record fitted him as well as the dealer
        # due (nothing in it tells who dealt): the next deal may follow on from him too
        prev_open: int | None = None
        fee_paid = False  # this deal's fee was recorded at the end of the previous deal (15.deal-fee)
        fee_moved = False  # the turn's fee is written with the deal dealt again, not the first
        # danish-tarok/15.score-sheet: each seat's net chips over the session (start.totals carried in)
        running: dict[str, float] = {
            str(s): float(v) for s, v in enumerate(session.start.get("totals") or [])
        }
        # the sheet's own arithmetic, the pools' figures too (danish29 A3: a pool's slip once)
        written = SheetTotals({**running, **pools})
        # danish-tarok/7.deal: after a deal the record stops short of, what the pools hold is unknown
        pools_unknown = False
        for deal in session.deals:
            result = DealResult(deal.index)
            ledger = Ledger(dict(pools), dict(drift), unknown=set(unknown_pools))

            annotate = Annotator(result)

            # the readable texts only for the replay views, not for a verdict
            narrate = session.narrate
            deal_text = self.deal_text(session, deal) if narrate else ""
            yield Step("deal", deal.index, text=deal_text, data={"dealer": deal.dealer})
            first_of_turn = True
            dealer = deal.dealer  # whom the deal is judged from (the field, unless only it slipped)
            open_now: int | None = None
            # the other dealer the next deal may follow on from: who should have dealt this one
            due_now = deal.dealer
            # danish-tarok/17.join: the seats at the table in this deal (a joiner from its joining
            # deal on: the deal before it passes to the next seat counting him, danish27 B1)
            # (and a seat that left, from its leaving deal on: danish-tarok/17.leave)
            seated = [s for s in range(n) if present(s, deal.index, joins, leaves or {})]
            absent = frozenset(s for s in range(n) if s not in seated)
            if prev is not None:
                pdealer, same = prev
                if (
                    prev_open is not None
                    and not passes_to(pdealer, same, deal.dealer, seated)
                    and passes_to(prev_open, same, deal.dealer, seated)
                ):
                    pdealer = prev_open
                if same is None:  # an empty deal before: redealt or not, the record cannot say
                    same = deal.dealer == pdealer
                expected = pdealer if same else next_seat(pdealer, seated)
                # a dealer written wrongly once is one fault: the deal after it may follow the
                # dealer that was due (games/base.Rotation)
                back_in_turn = prev_due is not None and deal.dealer == (
                    prev_due if same else next_seat(prev_due, seated)
                )
                if deal.dealer != expected and not back_in_turn:
                    due_now = expected
                    # of the seats due (the other: after the one who should have dealt the deal
                    # before, where that was dealt out of turn), the one the record follows
                    alt = None if prev_due is None else prev_due if same else next_seat(prev_due, seated)
                    slip = self.dealt_as_due(n, deal, expected, absent)
                    if (
                        not slip
                        and alt is not None
                        and alt != expected
                        and self.dealt_as_due(n, deal, alt, absent)
                    ):
                        expected, slip = alt, True
                    if slip:
                        # diff9 danish-knockon C2: the cards and the first act follow the dealer due,
                        # only the field is wrong: the deal is his, and the rotation passes on from
                        # him alone, not from the field (Rotation.dealt_by; diff10 twofault A2) -
                        # unless the record fits the field's dealer just as well (no hands, no act,
                        # no fee): then the next deal may follow on from either
                        dealer = due_now = expected
                        if self.follows_dealer(n, deal, deal.dealer, absent):
                            open_now = deal.dealer
                    yield annotate(
                        Finding(
                            "wrong_dealer",
                            "danish-tarok/7.dealer-rotation",
                            f"{names[deal.dealer]} dealt deal {deal.index + 1}, but the deal was "
                            f"{names[expected]}'s"
                            + (
                                " (the same dealer deals again after a redeal or misdeal)"
                                if same
                                else f", the next player after {names[pdealer]}"
                            )
                            + (
                                judged_from_due(names[expected], "the hands and the first act")
                                if slip
                                else "."
                            ),
                            {"dealer": deal.dealer, "expected": expected, "judged_from": dealer},
                            deal.dealer,
                        )
                    )
                # §15 "Rozdający płaci": whoever deals, unless the same dealer deals again after a
                # redeal (one fee a turn); a fee the record moved to the deal dealt again is due there
                first_of_turn = not same or dealer != pdealer or fee_moved
            prev_due, prev_open = due_now, open_now
            # deal start: foundations or refills of empty pools, then the dealer's fee
            # (a fourth player not yet joined pays neither: danish-tarok/17.join)
            for pool in T.POOLS:
                if pool not in ledger.unknown and ledger.pools[pool] <= 0:
                    row = T.FOUNDATION if fresh and deal.index == 0 else T.REFILL
                    reason = "foundation" if row is T.FOUNDATION else "refill"
                    for s in seated:
                        ledger.pay(s, pool, row.amount, reason, row.rule, None)
            for s in (s for s, k in joins.items() if k == deal.index):
                paid = _join_payments(deal, s)
                for pool in T.POOLS:
                    held = ledger.pools[pool]
                    readings = [held, held + drift[pool], held + T.DEAL_FEE.amount]
                    ev = paid.get(pool)
                    # (a third paid in fractions is the pool's to the 6th place, as a share is)
                    ledger.pay(s, pool, join_amount(ev, readings), "foundation", T.JOIN_RULE, None)  # type: ignore[arg-type]
            if first_of_turn and not fee_paid:
                for pool in T.POOLS:
                    ledger.pay(dealer, pool, T.DEAL_FEE.amount, "deal_fee", T.DEAL_FEE.rule, None)
            # danish-tarok/2.players (reread-deal-auction c1): the table sat the wrong seat out and the
            # three holding cards played the deal: one fault, at the deal, and the deal judged as
            # they played it (it was read as a misdeal at the first lead, then 76 findings)
            sat_out = _wrong_sitter(n, deal, dealer, absent)
            if sat_out in session.derived.get("danish_seat_changes", ()):
                sat_out = None
            if sat_out is not None:
                yield annotate(
                    Finding(
                        "wrong_sitter",
                        "danish-tarok/2.players",
                        f"{names[sat_out]} sits out deal {deal.index + 1}, but with four at the table "
                        f"the player opposite {names[dealer]}, the dealer, sits out (§2): that is "
                        f"{names[(dealer + 2) % n]}. The deal is judged as the three holding cards "
                        "played it; §18 names no fine for this.",
                        {"sitter": sat_out, "expected": (dealer + 2) % n, "dealer": dealer},
                        dealer,
                    )
                )
            state = DealState(
                n, dealer, deal.hands, deal.events, session.rules, names, ledger, absent, sat_out
            )
            payments: list[Event] = []
            penalties: list[Event] = []
            sheet: list[Event] = []  # score and total events
            for ev in deal.events:
                t = ev.type
                if t == "penalty":
                    penalties.append(ev)
                elif t in ("score", "total"):
                    sheet.append(ev)
                    if not narrate:
                        continue
                    yield Step(
                        "event",
                        deal.index,
                        ev.index,
                        # (card points or the deal's net chips: the sheet's reading is the deal's, told
                        # at its end, so the line says neither: fresh-mainstream-7 c1)
                        f"Score sheet: {party_text(ev.party, names)} "  # type: ignore[arg-type]
                        + (f"{ev.points:+g} this deal." if t == "score" else f"total {ev.points:g}."),
                    )
                    continue
                if t == "payment":
                    payments.append(ev)
                    if not narrate:
                        continue
                    reason = f" ({ev.get('reason')})" if ev.get("reason") else ""
                    yield Step(
                        "event",
                        deal.index,
                        ev.index,
                        f"Payment: {party_text(ev.payer, names)} pays {party_text(ev.payee, names)} "  # type: ignore[arg-type]
                        f"{ev.amount:g}{reason}.",
                    )
                    continue
                findings = state.apply(ev)
                if narrate:
                    yield Step("event", deal.index, ev.index, self.event_text(ev, names))
                for f in findings:
                    yield annotate(f, ev.index)
                # state.trick_complete, without a property call per card
                short, state.short_closed = state.short_closed, None  # the trick before, closed short here
                if (
                    t == "play"
                    and state.table
                    and (short is not None or len(state.table) == state.trick_size)
                ):
                    rec = state.close_trick(narrate) if short is None else short
                    if not narrate:
                        continue
                    sat = ""
                    if "sat_out" in rec:  # a seat a card short (a second card taken into a trick)
                        who = " and ".join(names[s] for s in rec["sat_out"])
                        sat = f"; {who}, with no card left, {'sits' if len(rec['sat_out']) == 1 else 'sit'} it out"
                    yield Step(
                        "note",
                        deal.index,
                        ev.index,
                        f"Trick {rec['trick']} ({' '.join(rec['cards'])}) won by {names[rec['winner']]} "
                        f"with {rec['winning_card']}{sat}.",
                        data={k: v for k, v in rec.items() if k != "plays"},
                    )
            lines = state.ending_lines(deal.events[-1].index, 1) if deal.events else None
            if lines is None and payments and deal.events:  # they differ: told apart within the allowance
                allowance = session.derived.setdefault("endings_allowance", [ENDINGS_SESSION])
                lines = state.ending_lines(deal.events[-1].index, ENDINGS_MOST, allowance)
            ending = None if lines is None else lines[0]
            note = ""
            if lines is not None and len(lines) > 1:
                # danish-tarok/7.deal (claims2 A1): the endings pay differently; the payments of one
                # are right, and a payment none calls for is wrong by every one: played out by the
                # ending the payments fit, or come nearest (fewest findings)
                at = deal.events[-1].index
                wrong = [len(match(payments, state.played_out(line, at).ledger.dues)) for line in lines]
                # two endings the payments fit alike may differ in card points (a sheet's scores):
                # then the record does not say which was played, and the deal stays as recorded
                ending = lines[wrong.index(min(wrong))] if wrong.count(min(wrong)) == 1 else None
                note = (
                    f"the last {N_TRICKS - state.trick_no} tricks: not in the record; the legal ways of playing "
                    f"them pay in {len(lines)} different ways, and the record's payments are "
                    + (
                        "those of one of them, so they are played out by it"
                        if not min(wrong)
                        else "those of none: they are played out by the one they come nearest"
                    )
                )
            if ending is not None:
                # danish-tarok/7.deal: every legal way of playing the rest pays the same (claims a1, 08)
                at = deal.events[-1].index
                tricks = N_TRICKS - state.trick_no
                for seat, card in ending:
                    ev = Event(at, "play", {"type": "play", "seat": seat, "card": card.code}, seat, card)
                    for f in state.apply(ev):
                        yield annotate(f, at)
                    if len(state.table) == state.trick_size:
                        state.close_trick(False)
                state.unchecked.append(
                    note
                    or (
                        "the last trick: not in the record, and forced (one card left in each hand): played "
                        "out from the hands"
                        if tricks == 1
                        else f"the last {tricks} tricks: not in the record; every legal way of playing them "
                        "pays the same, so they are played out from the hands"
                    )
                )
            for f in state.finish():
                yield annotate(f)
            self.card_points_with_next_dealer(session, deal, state, ledger, payments, joins, leaves or {})
            result.unchecked.extend(state.unchecked)  # after finish(), which may add to it
            for f in self.pools_not_moved(dealer, penalties, payments, result.annotations, ledger, names):
                yield annotate(f)
            self.fines_paid_after_void(state.fines_after_void, payments, result.annotations, ledger)
            if (
                state.fines_after_void
                and not payments
                and sheet
                and not (pools_unknown or ledger.start_unknown)
            ):
                # the same on a score sheet: its lines carry the fines where they fit that better
                # (danish-2faults-sheet-3p a1: a lead out of turn in a deal a laid-away king voided)
                fined = ledger.copy()
                for seat, per_pool, _code, event in state.fines_after_void:
                    for pool in T.POOLS:
                        fined.pay(seat, pool, per_pool, "penalty", "danish-tarok/18.void", event)
                carried = (running, written, drift)
                if self.sheet_misfits(fined, sheet, state, carried, names) < self.sheet_misfits(
                    ledger, sheet, state, carried, names
                ):
                    for fine in state.fines_after_void:
                        self.fine_after_void_taken(fine, result.annotations, ledger)
            for f in self.penalty_findings(penalties, result.annotations, names):
                if not payments:
                    state.fined_shifts = fined_shifts(f)
                yield annotate(f)
            # whether the void had anything to hand back: where not, the two readings are one
            # (void_reading null; dispute-messages-6 a3)
            void_told = bool(ledger.voided)
            if (
                state.void
                and ledger.voided
                and (payments or (sheet and not (pools_unknown or ledger.start_unknown)))
            ):
                # danish-tarok/18.void (either reading): the blind readers split on whether the
                # payments made before the fault (declarations paid "od razu", kings and the Pagat
                # in play) are handed back or stand; the record (its payments, or its sheet) is read
                # by the one it fits better, handed back on a tie
                standing = ledger.copy()
                standing.voided = list(ledger.voided)
                standing.restore()
                if payments:
                    better = len(match(payments, standing.dues)) < len(match(payments, ledger.dues))
                else:
                    carried = (running, written, drift)
                    better = self.sheet_misfits(standing, sheet, state, carried, names) < self.sheet_misfits(
                        ledger, sheet, state, carried, names
                    )
                if better:
                    ledger.restore()
                    state.void_kept = True
            if state.void:
                yield Step(
                    "note",
                    deal.index,
                    None,
                    "The deal is void (an irreparable irregularity"
                    + (f": {cause}" if (cause := self.void_cause(state, names)) else "")
                    + "): "
                    + (
                        # which of the two readings 18.void accepts, said as a reading (real-faults-
                        # near-slips-14 c1: §18 orders only a false declaration's money handed back)
                        "what was paid before it stands; nothing more is due but fines (read so as the "
                        "record keeps it; §18 itself orders only a false declaration's money handed back)."
                        if state.void_kept
                        else "only foundations, refills, the dealer's fee and fines stand (the annulment "
                        "read as handing back every other payment; §18 itself orders only a false "
                        "declaration's money handed back, and a record that keeps the rest is read so)."
                    ),
                )
            # danish-tarok/15.foundations: a pool emptied by the last trick and refilled in the record
            # only at the start of the next deal is refilled there, not here
            following = session.deals[deal.index + 1] if deal.index + 1 < len(session.deals) else None
            if following is not None:
                for pool in T.POOLS:
                    due = sum(
                        1 for d in ledger.dues if d.payee == pool and d.reason in ("foundation", "refill")
                    )
                    made = sum(1 for ev in payments if _is_refill(ev, pool))
                    # the refills due at the end of this deal (not its start), none of them written
                    # here: one written and one left out is that one missing (danish27 A3)
                    late = sum(
                        1
                        for d in ledger.dues
                        if d.payee == pool and d.reason == "refill" and d.anchor is not None
                    )
                    # only from a deal that writes payments: a sheet's deal shows its refill in its
                    # totals, and the next deal's refills are its own (danish28 A2)
                    if (
                        late
                        and made <= due - late
                        and payments
                        and any(_is_refill(ev, pool) for ev in following.events)
                    ):
                        ledger.drop("refill", pool)
            # danish-tarok/15.deal-fee: §17 has the new dealer pay his fee "when all payments have been
            # made", so a record may write it at the end of the deal before his: due there, not again
            same = (state.redeal is not None and state.redeal_class != "irreparable") or state.misdeal_redealt
            nxt = dealer if same else (dealer + 1) % n
            # §17: one fee for the dealer's turn; a record may write it with the deal dealt again
            fee_moved = (
                same
                and first_of_turn
                and following is not None
                and not _fee_written(deal.events, dealer)
                and _fee_written(following.events, dealer)
            )
            if fee_moved:
                for pool in T.POOLS:
                    ledger.drop("deal_fee", pool, dealer)
            # the next dealer's fee written here is his only "when all payments have been made": both
            # halves, after the deal's last card, and with a next deal in the record to be his (a fee
            # before that, or in the record's last deal, is this deal's fee paid by the wrong seat)
            # (the events are in index order: the last play, from the end, has the highest)
            after = next((ev.index for ev in reversed(deal.events) if ev.type == "play"), -1)
            fee_paid = (
                not same
                and following is not None
                and {ev.payee for ev in payments if _is_fee(ev, nxt) and ev.index > after} == set(T.POOLS)
            )
            if fee_paid:
                for pool in T.POOLS:
                    ledger.pay(nxt, pool, T.DEAL_FEE.amount, "deal_fee", T.DEAL_FEE.rule, None)
            # danish-tarok/15.session-end: the pools shared, when the record says the session ends here
            last = deal.index == len(session.deals) - 1
            # the pools shared out with no reason written (payment-shape a4): every seat paid out of
            # each pool, the equal shares or the whole pool in 5s, is the session's end all the same
            # (the record's last payments: a run of reasonless payments out of the pools to seats)
            tail: list[Event] = []
            for ev in reversed(payments):
                if ev.get("reason") is not None or ev.payer not in T.POOLS or not isinstance(ev.payee, int):
                    break
                tail.append(ev)
            # (pools unknown until the last deal of a sheet writes their totals, before the shares:
            # known from those, the session is ended as below; danish-session-end-sheets a3)
            learned = bool(last and not payments and sheet and not pools_unknown) and self.pools_learned(
                sheet, ledger
            )
            # (a pool of unknown content, Ledger.unknown: its shares are the record's, not judged)
            known = [pool for pool in T.POOLS if pool not in ledger.unknown]
            # the seats at the table share the pools (a player who left has no share: 17.leave)
            sharers = [s for s in range(n) if s not in absent]
            n_sharers = len(sharers)
            shared_out = last and all(
                _shared_out(_unreasoned_shares(tail, pool, sharers), ledger.pools[pool], n_sharers)
                for pool in known
            )
            tail_ids = {id(ev) for ev in tail} if shared_out else set()

            def is_share(ev: Event, tail_ids: set[int] = tail_ids) -> bool:
                return ev.get("reason") == "session_end" or id(ev) in tail_ids

            # the shares netted into the deal's other pool payments (payment-shape2 a2: §15 lets a
            # table net what a seat and a pool owe each other): what each pool paid each seat beyond
            # the deal's dues between them, when that is every seat paid about equally
            named_end = last and any(ev.get("reason") == "session_end" for ev in payments)
            netted_shares = (
                _netted_shares(payments, ledger.dues, sharers)
                if last
                and not shared_out
                and not named_end
                and all(any(ev.payer == pool for ev in payments) for pool in T.POOLS)
                else None
            )
            if netted_shares is not None and not all(
                _shared_out(netted_shares[pool], ledger.pools[pool], n_sharers) for pool in known
            ):
                netted_shares = None
            if last and (shared_out or netted_shares is not None or named_end):
                for pool in known:
                    # the pool as the record's own payments left it (15.pools): as the deal started,
                    # and with this deal's payments before the shares (danish24/15: a przydupek that
                    # doubled a pool an earlier slip had swollen)
                    by_record = ledger.start_pools[pool] + drift[pool]
                    for ev in payments:
                        if not is_share(ev) and pool in (ev.payer, ev.payee):
                            by_record += int(ev.amount or 0) * (1 if ev.payee == pool else -1)
                    if netted_shares is not None:
                        shares = netted_shares[pool]
                        by_record += int(sum(shares))  # the shares are in the payments counted above
                    else:
                        shares = [
                            sum(
                                ev.amount or 0
                                for ev in payments
                                if is_share(ev) and ev.payer == pool and ev.payee == s
                            )
                            for s in sharers
                        ]
                    share = T.BAND * (ledger.pools[pool] // (T.BAND * n_sharers))
                    alt = T.BAND * (by_record // (T.BAND * n_sharers))
                    if _whole_split(shares, ledger.pools[pool]) or _whole_split(shares, by_record):
                        # the whole pool handed out as nearly equal as 5s allow
                        for i, s in enumerate(sharers):
                            ledger.pay(pool, s, int(shares[i]), "session_end", T.SESSION_END_RULE, None)
                        continue
                    # "rozdzielona po równo": the exact equal shares, a pool that does not divide by
                    # the seats' 5s handed out in fractions (payment-shape2 a1), all of them as
                    # written or all but one, that one the slip
                    exact = next(
                        (
                            c // n_sharers if c % n_sharers == 0 else c / n_sharers
                            for c in (ledger.pools[pool], by_record)
                            if c > 0
                            and sum(_is_share(x, c, n_sharers) for x in shares) >= max(n_sharers - 1, 2)
                        ),
                        None,
                    )
                    if exact is not None:
                        # shares in cents hand out the whole pool, to the cent (a slip's share
                        # counted as the exact one)
                        fits = [_is_share(x, exact * n_sharers, n_sharers) for x in shares]
                        handed = sum(x if ok else exact for x, ok in zip(shares, fits, strict=True))
                        cents = abs(handed - exact * n_sharers) <= 0.01 + TOLERANCE
                        for i, s in enumerate(sharers):
                            # a share that agrees with the exact one (to half a cent), or one of
                            # cents handing out the whole pool, is the share as written
                            agrees = abs(shares[i] - exact) < TOLERANCE
                            x = shares[i] if agrees or (cents and fits[i]) else exact
                            ledger.pay(pool, s, x, "session_end", T.SESSION_END_RULE, None)  # type: ignore[arg-type]
                        continue
                    if any(x > share for x in shares):
                        # a share above the equal one: the whole pool handed out, with a slip in it -
                        # judged by the whole split nearest the record, so the slip is one finding
                        # (danish-spec8: one share written 5 high flagged its neighbours too)
                        near = _nearest_whole_split(shares, ledger.pools[pool])
                        for i, s in enumerate(sharers):
                            ledger.pay(pool, s, near[i], "session_end", T.SESSION_END_RULE, None)
                        continue
                    for s in sharers:
                        ledger.pay(pool, s, share, "session_end", T.SESSION_END_RULE, None, alt)
            elif (
                last
                and not payments
                and sheet
                and not (pools_unknown or (ledger.start_unknown and not learned))
            ):
                # a score sheet ends the session in its figures, there being no payment to say so
                self.sheet_ends_session(ledger, sheet, state, (running, written, drift), names)
            settlement = Settlement()
            expected_net = ledger.net()  # the dues are final from here (read again below)
            for party, v in expected_net.items():
                settlement.add_expected(party, v)
            if payments:
                for ev in payments:
                    settlement.add_recorded(ev.payer, -(ev.amount or 0))  # type: ignore[arg-type]
                    settlement.add_recorded(ev.payee, ev.amount or 0)  # type: ignore[arg-type]
                all_payments = list(payments)
                unknown = state.unknowable_payments()
                if pools_unknown:  # a pool's content, taken or doubled, is not known any more
                    unknown |= T.POOL_CONTENT_REASONS
                dues = ledger.dues
                if unknown:  # payments that rest on what the record does not hold are not judged
                    payments = [ev for ev in payments if ev.get("reason") not in unknown]
                    dues = [d for d in dues if d.reason not in unknown]
                    result.unchecked.append(
                        f"payments for {', '.join(sorted(unknown))}: the record lacks what they rest on"
                    )
                    # a payment between two seats naming no reason may be one of those: it, and what
                    # else falls due between the same two seats, cannot be told apart
                    blind = {
                        frozenset((ev.payer, ev.payee))
                        for ev in payments
                        if ev.get("reason") is None
                        and isinstance(ev.payer, int)
                        and isinstance(ev.payee, int)
                    }
                    if blind:
                        payments = [ev for ev in payments if frozenset((ev.payer, ev.payee)) not in blind]
                        dues = [d for d in dues if frozenset((d.payer, d.payee)) not in blind]
                        result.unchecked.append(
                            "payments between seats that name no reason: they may be for "
                            f"{' or '.join(sorted(unknown))}"
                        )
                if ledger.start_unknown:
                    # a pool of unknown content (Ledger.unknown): what takes, doubles, refills or
                    # shares it, or moves chips in or out of it naming no reason, is the record's
                    n_pay, n_due = len(payments), len(dues)
                    # a pool taken in the deal is empty: its refill, 20 a seat, is owed whatever it
                    # held, so it is judged (danish-sheet3 a1)
                    refilled = frozenset(d.payee for d in ledger.dues if d.reason == "refill")
                    payments = [
                        ev
                        for ev in payments
                        if not _blind_pool(ev.get("reason"), ev.payer, ev.payee, ledger, refilled)
                    ]
                    dues = [d for d in dues if not _blind_pool(d.reason, d.payer, d.payee, ledger, refilled)]
                    if (n_pay, n_due) != (len(payments), len(dues)):
                        result.unchecked.append(
                            f"what moves the content of {' and '.join(sorted(ledger.start_unknown))}: the "
                            "record starts mid-session without the pools (start.pools), so what they hold is "
                            "not known"
                        )
                # what is not judged stands as recorded in the settlement: its expected figures are
                # the rules' for what is known and the record's for the rest (no false difference)
                judged = {id(ev) for ev in payments}
                kept = {id(d) for d in dues}
                settlement.unjudged(
                    [d for d in ledger.dues if id(d) not in kept],
                    [ev for ev in all_payments if id(ev) not in judged],
                )
                # 15.pools within the deal too (diff9 A1): a pool-content payment by the pool as the
                # record's own payments, earlier in this deal, left it
                record_pools_in_deal(
                    all_payments,
                    [d for d in dues if d.anchor is not None],
                    {p: ledger.start_pools[p] + ledger.drift.get(p, 0) for p in T.POOLS},
                    T.POOL_CONTENT_REASONS - {"session_end"},
                )
                mismatches = match(payments, dues)
                for d in dues:
                    if d.paid_alt is not None:
                        # a pool-content payment right by the pool as the record's payments left it
                        # (15.pools): expected so, as judged (fresh-mainstream-1 a: a difference that
                        # no finding explained, the one wrong payment being reported at itself)
                        settlement.add_expected(d.payer, d.amount - d.paid_alt)
                        settlement.add_expected(d.payee, d.paid_alt - d.amount)
                if state.stopped_short:
                    # danish-tarok/7.deal: a payment the recorded tricks do not call for may be for the
                    # tricks the record leaves out: taken as recorded, not judged
                    rest = [
                        m
                        for m in mismatches
                        if m.code == "unexpected_payment"
                        and m.recorded is not None
                        and m.recorded.get("reason") in (None, "declaration", *T.REST_REASONS)
                        and state.may_fall_due_later(m.recorded)
                    ]
                    if rest:
                        mismatches = [m for m in mismatches if m not in rest]
                        for m in rest:
                            assert m.recorded is not None
                            settlement.add_expected(m.recorded.payer, -(m.recorded.amount or 0))  # type: ignore[arg-type]
                            settlement.add_expected(m.recorded.payee, m.recorded.amount or 0)  # type: ignore[arg-type]
                        result.unchecked.append(
                            "payments for the tricks the record leaves out (the deal stops short): taken as recorded"
                        )
                netted = netted_pairs(mismatches, payments, dues)
                # a payment to (or from) the wrong party: one wrong_payment (diff9 danish-knockon C3)
                mismatches = [m for m in mismatches if _pair_of(m) in netted] + pair_misdirected(
                    [m for m in mismatches if _pair_of(m) not in netted], payments, dues
                )
                if not state.void:
                    mismatches = pairs_in_all(mismatches, payments, dues, netted)
                for m in mismatches:
                    if _pair_of(m) not in netted:
                        yield annotate(
                            self.payment_finding(
                                m,
                                names,
                                state.void and not state.void_kept,
                                dues,
                                self.void_cause(state, names),
                                false_declarer=(
                                    state.void_by[1]
                                    if state.void_by is not None and state.void_by[0] == "false_declaration"
                                    else None
                                ),
                                state=state,
                            )
                        )
                for a, b in sorted(netted):
                    yield annotate(
                        Finding(
                            "payment_reason",
                            "danish-tarok/15.payments",
                            f"Between {party_text(party_of(a), names)} and {party_text(party_of(b), names)} the "
                            "record's payments come to what the rules say, netted, but not reason by reason.",
                            {"parties": [party_of(a), party_of(b)]},
                            None,
                            WARNING,
                            None,
                        )
                    )
                if ledger.start_unknown:
                    for f in self.paid_back_as_taken(all_payments, ledger, names):
                        # (the payment back by the rules, so the settlement shows the difference)
                        gap = f.evidence["expected"] - f.evidence["recorded"]
                        settlement.add_expected(f.evidence["payer"], -gap)
                        settlement.add_expected(f.evidence["pool"], gap)
                        yield annotate(f)
            else:
                result.unchecked.append(
                    "payments: none recorded for this deal (the computed ones are in settlement)"
                    if not any(ev.type == "score" for ev in sheet)
                    else "payments: none recorded for this deal; its score sheet is judged line by line "
                    "instead (a score is card points or net chips: the computed payments are in settlement)"
                )
            result.settlement = settlement
            # a pool shared in exact fractions, as written to the 6th place, is empty, not -0.000001
            pools = {p: round(v) if abs(v - round(v)) < TOLERANCE else v for p, v in ledger.pools.items()}
            if payments:
                for pool in T.POOLS:
                    into = sum((ev.amount or 0) for ev in payments if ev.payee == pool)
                    out_of = sum((ev.amount or 0) for ev in payments if ev.payer == pool)
                    # (to the 6th place: a third paid in fractions is not cut to a whole chip,
                    # seats-change A3)
                    drift[pool] += round(into - out_of - expected_net.get(pool, 0), 6)  # type: ignore[assignment]
            if not payments and ledger.blind:
                self.blind_on_sheet(sheet, state, settlement)
                result.unchecked.append(
                    f"the deal's score of {' and '.join(names[s] for s in sorted(ledger.blind))}: it rests "
                    "on what a pool of unknown content held (the sheet's line stands, unless the pool's "
                    "own line shows the deal's lines do not balance)"
                )
            for k, total in settlement.expected.items():
                if k not in T.POOLS:
                    running[k] = running.get(k, 0) + total
            written.add_deal(settlement)
            pools_unknown = pools_unknown or state.stopped_short
            # a pool as the record's own payments left it (15.pools): a total written from them is
            # right, the payment that made the gap having been reported once, at itself
            as_paid = {pool: pools[pool] + drift[pool] for pool in T.POOLS}
            for f in self.sheet_findings(sheet, state, running, written, (pools, as_paid), names, settlement):
                yield annotate(f)
            if not payments and ledger.blind:
                self.pools_by_balance(sheet, state, settlement)
            if ledger.content_at and (payments or sheet):
                # the record's payments (or sheet lines) say what a pool of unknown content held
                # (danish-sheet4 c; danish-fragment-4p a1)
                contents = (
                    self.content_paid(all_payments, ledger)
                    if payments
                    else self.content_on_sheet(sheet, state, expected_net)
                )
                for pool, now in contents.items():
                    pools[pool] = now  # type: ignore[assignment]
                    ledger.unknown.discard(pool)
            if ledger.start_unknown:
                for pool in ledger.start_unknown:
                    shown = [ev.points for ev in sheet if ev.type == "total" and ev.party == pool]
                    if pool in ledger.unknown and shown:
                        # the sheet writes the pool's content: from here on it is known (midway c1)
                        pools[pool] = shown[-1]  # type: ignore[assignment]
                        ledger.unknown.discard(pool)
                    if pool not in ledger.unknown:
                        drift[pool] = 0  # taken, or written: the record's pool and the rules' agree
                if settlement.recorded is None:
                    # a seat's net rested on what the pool held: its total as the sheet writes it
                    for ev in sheet:
                        if ev.type == "total" and ev.party in ledger.blind:
                            running[str(ev.party)] = ev.points or 0
                unknown_pools = set(ledger.unknown)
            shown_pools = {p: None if p in unknown_pools else v for p, v in pools.items()}
            # a deal that records neither a play nor a redeal (a record of the plays alone, where the
            # deal was thrown in): the next dealer may deal again or pass the deal on
            # (danish-tarok/7.dealer-rotation)
            # (a deal voided by an irreparable fault before the lead is not one: §18 "Rozdaje nowy
            # Rozdający", the next dealer deals)
            unplayed = (
                state.redeal is None
                and state.first_play is None
                and not state.misdeal_redealt
                and not state.void
            )
            prev = (dealer, None if unplayed else same)
            result.computed = {
                "dealer": dealer,
                # the seat not playing: the sitter, or one yet to join (danish-tarok/17.join)
                "sitting_out": next(iter(state.absent), state.sitter),
                "hands": state.mode,
                "redeal": state.redeal is not None,
                "void": state.void,
                # danish-tarok/18.void: which reading of the void deal the record was read by
                "void_reading": ("kept" if state.void_kept else "reversed")
                if state.void and void_told
                else None,
                "tricks": [state.tricks[s] if s in state.active else None for s in range(n)],
                "card_points": self.card_points(state) if state.trick_no == 25 else None,
                "trick_winners": [r["winner"] for r in state.trick_log],
                "declarations": {str(s): v for s, v in sorted(state.truth.items())},  # in seat order
                "last_trick": state.outcome or None,
                # (not the content of a pool the record does not give, taken or paid back: no figure
                # the rules give, danish-fragment-long a1, as Galician's gd-sheet a1)
                "payments": [
                    d.to_json()
                    for d in ledger.dues
                    if not (d.reason in T.POOL_CONTENT_REASONS and {d.payer, d.payee} & ledger.moved)
                ],
                "pools": shown_pools,
            }
            end_text = self.end_text(state, names, shown_pools) if narrate else ""
            yield Step("end", deal.index, text=end_text, result=result)

    def card_points_with_next_dealer(
        self,
        session: Session,
        deal: Deal,
        state: DealState,
        ledger: Ledger,
        payments: list[Event],
        joins: dict[int, int],
        leaves: dict[int, int],
    ) -> None:
        """danish-tarok/15.card-points (seats-change2 c): "nowemu Rozdającemu (temu, który dopiero
        będzie rozdawał)". Where the table changes at the next deal (a fourth joins, or a player
        leaves), the seat that does deal it may not be the next seat present now: a joiner who deals
        at once, or the sitter who deals for the one who left. A record of payments is read by the
        one it fits, the next seat present on a tie."""
        following = session.deals[deal.index + 1] if deal.index + 1 < len(session.deals) else None
        nxt = deal.index + 1
        if (
            following is None
            or following.dealer == state.new_dealer
            or not any(k == nxt for k in (*joins.values(), *leaves.values()))
            or not payments
        ):
            return
        points = [d for d in ledger.dues if d.reason == "card_points"]
        if not points:
            return
        trial = ledger.copy()
        trial.dues = [d for d in trial.dues if d.reason != "card_points"]
        saved = state.ledger, state.new_dealer
        state.ledger, state.new_dealer = trial, following.dealer
        try:
            state.settle_card_points(points[0].anchor)  # type: ignore[arg-type]
        finally:
            state.ledger, state.new_dealer = saved
        if len(match(payments, trial.dues)) < len(match(payments, ledger.dues)):
            ledger.dues = trial.dues
            state.unchecked.append(
                f"card points: settled with {session.players[following.dealer]}, who deals next (the "
                "table changes there), as the record has it (danish-tarok/15.card-points)"
            )

    @staticmethod
    def dealt_as_due(n: int, deal: Deal, due: int, absent: frozenset[int] = frozenset()) -> bool:
        """danish-tarok/7.dealer-rotation (diff9 danish-knockon C2): whether only the deal's dealer
        field is wrong, the record following the dealer ``due``. The hands, where recorded, must give
        his 28 cards (and, at four, sit out the player opposite him), and the deal's first act must
        be his (a Tout announcement, the skat, the first declaration) or the first lead by the player
        after him - or there is no act, with the hands recorded (without them, a dealer's fee written
        in the deal, if any, must be his, and at four no redeal asked by the seat sitting out for him).
        A deal whose record follows the dealer written is his, dealt out of turn."""
        return due != deal.dealer and DanishTarok.follows_dealer(n, deal, due, absent)

    @staticmethod
    def follows_dealer(n: int, deal: Deal, due: int, absent: frozenset[int] = frozenset()) -> bool:
        """Whether the deal's record (hands, first act, fee, a redeal at four) fits ``due`` dealing
        (dealt_as_due); ``absent``: a seat yet to join (danish-tarok/17.join)."""
        first = next(
            (
                (ev.type, ev.seat)
                for ev in deal.events
                if ev.type in ("announce", "discard", "declare", "play") and isinstance(ev.seat, int)
            ),
            None,
        )
        seated = [s for s in range(n) if s not in absent]
        # the first lead is the next seat's: its dealer is the present seat before it
        by_act = (
            None
            if first is None
            else next((s for s in seated if next_seat(s, seated) == first[1]), None)
            if first[0] == "play"
            else first[1]
        )
        if deal.hands is None:
            if first is None:  # no act (a deal redealt at once): the dealer's fee tells, if written;
                # with nothing of the dealer written, nothing follows the field: the rotation's dealer
                fee = {
                    ev.payer for ev in deal.events if ev.type == "payment" and ev.get("reason") == "deal_fee"
                }
                # (at four, a redeal asked by the seat that sits out for him follows another dealer)
                sitter = (due + 2) % n if n == 4 and not absent else None
                return fee <= {due} and not any(
                    ev.seat == sitter for ev in deal.events if ev.type == "redeal"
                )
            return by_act == due
        return [len(h) for h in deal.hands] == hand_sizes(n, due, absent) and by_act in (None, due)

    @staticmethod
    def pools_learned(sheet: list[Event], ledger: Ledger) -> bool:
        """danish-tarok/15.session-end: a last deal that writes the total of every pool whose content
        is unknown (nothing in the deal having moved it by its content) makes it known: the first
        total written, the content after the deal's own flows, before any share. Whether it did (the
        ledger's pools set so)."""
        if not ledger.unknown or ledger.blind or ledger.content_at:
            return False
        first: dict[str, float] = {}
        for ev in sheet:
            if ev.type == "total" and ev.party in ledger.unknown and str(ev.party) not in first:
                first[str(ev.party)] = ev.points or 0
        if set(first) != set(ledger.unknown) or any(v <= 0 for v in first.values()):
            return False
        for pool, total in first.items():
            ledger.pools[pool] = total  # type: ignore[index,assignment]
            ledger.unknown.discard(pool)
        return True

    def sheet_ends_session(
        self,
        ledger: Ledger,
        sheet: list[Event],
        state: DealState,
        carried: tuple[dict[str, float], SheetTotals, dict[str, int]],
        names: list[str],
    ) -> None:
        """danish-tarok/15.session-end (danish25 A1): "Po ostatnim rozdaniu sesji Zawartość puli jest
        rozdzielona po równo". A score sheet has no payment to say the session ends, so its last deal
        is read as sharing the pools out (each seat's score and total with its equal shares in them,
        the pools' totals what is left) or not, whichever its figures fit better (not on a tie): the
        shares are then due, as a payments record's would be."""
        running, written, drift = carried
        seats = [s for s in range(state.n) if s not in state.absent]  # a leaver has no share
        n = len(seats)
        shares = [(pool, T.BAND * (ledger.pools[pool] // (T.BAND * n))) for pool in T.POOLS]
        if not any(ledger.pools[pool] > 0 for pool in T.POOLS):
            return

        def misfits(candidate: Ledger) -> int:
            return self.sheet_misfits(candidate, sheet, state, carried, names)

        # each pool in equal 5s (what is left stays), or handed out whole in 5s, no two shares more
        # than 5 apart, as a payments record may (_whole_split; danish29 A1): every way of it
        ways: list[list[tuple[str, list[int]]]] = [[(pool, [share] * n) for pool, share in shares]]
        splits: list[list[list[int]]] = []
        for pool, share in shares:
            extra, odd = divmod(ledger.pools[pool] - share * n, T.BAND)
            if odd or not extra:
                splits.append([[share] * n])
                continue
            splits.append(
                [[share + T.BAND * (s in more) for s in range(n)] for more in combinations(range(n), extra)]
            )
        if any(len(sp) > 1 or sp[0] != [share] * n for sp, (_, share) in zip(splits, shares, strict=True)):
            ways += [list(zip(T.POOLS, way, strict=True)) for way in product(*splits)]
        # or the exact equal shares, a pool that does not divide by the seats' 5s handed out in
        # fractions to the 6th place, as a payments record may (seats-change2 a1)
        exact = [(pool, [round(ledger.pools[pool] / n, 6)] * n) for pool in T.POOLS]
        if any(amounts != [share] * n for (_, amounts), (_, share) in zip(exact, shares, strict=True)):
            ways.append(exact)  # type: ignore[arg-type]
        # the shares folded into the deal's lines, or come after its lines and before its totals (or
        # between its totals before and after them: danish-session-end-sheets a2), not written
        totals = [ev for ev in sheet if ev.type == "total"]
        seen: set[object] = set()
        repeat = None
        for ev in totals:
            if ev.party in seen:
                repeat = ev.index
                break
            seen.add(ev.party)
        # (a total written twice marks where the shares came; else all the totals have them)
        cuts = [
            None,
            *dict.fromkeys(at for at in (repeat, *(ev.index for ev in totals[:1])) if at is not None),
        ]
        best, fewest, cut = None, misfits(ledger), None
        for way in ways:
            shared = ledger.copy()
            for pool, amounts in way:
                for i, s in enumerate(seats):
                    shared.pay(pool, s, amounts[i], "session_end", T.SESSION_END_RULE, None)
            for at in cuts:
                state.share_cut = at
                wrong = misfits(shared)
                if wrong < fewest:
                    best, fewest, cut = way, wrong, at
        state.share_cut = cut
        for pool, amounts in best or []:
            for i, s in enumerate(seats):
                ledger.pay(pool, s, amounts[i], "session_end", T.SESSION_END_RULE, None)

    def sheet_misfits(
        self,
        candidate: Ledger,
        sheet: list[Event],
        state: DealState,
        carried: tuple[dict[str, float], SheetTotals, dict[str, int]],
        names: list[str],
    ) -> int:
        """How many of a deal's scores and totals the sheet's findings would call wrong, were
        ``candidate`` the deal's ledger (a reading to choose by the sheet's fit)."""
        running, written, drift = carried
        settlement = Settlement()
        for party, chips in candidate.net().items():
            settlement.add_expected(party, chips)
        after = dict(running)
        for k, v in settlement.expected.items():
            if k not in T.POOLS:
                after[k] = after.get(k, 0) + v
        totals = SheetTotals(written.totals)
        totals.add_deal(settlement)
        pools = dict(candidate.pools)
        as_paid = {pool: pools[pool] + drift[pool] for pool in T.POOLS}
        if state.share_cut is None:
            return len(self.sheet_findings(sheet, state, after, totals, (pools, as_paid), names, settlement))
        # the shares not written: the lines before them are judged less the candidate's shares
        kept, state.ledger = state.ledger, candidate
        try:
            return len(self.sheet_findings(sheet, state, after, totals, (pools, as_paid), names, settlement))
        finally:
            state.ledger = kept

    def sheet_findings(
        self,
        sheet: list[Event],
        state: DealState,
        running: dict[str, float],
        written: SheetTotals,
        pools: tuple[dict[str, int], dict[str, int]],
        names: list[str],
        settlement: Settlement,
    ) -> list[Finding]:
        """danish-tarok/15.score-sheet: a `score` is a seat's card points in the deal (§15: "Gracze
        liczą wartość swoich kupek") or his net chips in it; a `total` is a seat's net chips over the
        session so far (start.totals carried in), by the rules or by the sheet's own arithmetic
        (``written``), or a pool's content after the deal (``pools``: by the rules, and as the
        record's payments left it)."""
        by_rules, as_paid = pools
        sheet = merged_score_lines(
            sheet, lambda: ((d.payer, d.payee, d.amount, d.reason) for d in state.ledger.dues)
        )
        out: list[Finding] = []
        points = self.card_points(state) if state.trick_no == 25 and not state.void else None
        if points is None and state.first_play is None and (state.redeal is not None or state.void):
            # a deal redealt, or voided, before the first card: nobody took a card point; a score
            # written for it is 0, or the deal's net chips (its fee and foundations)
            points = [0] * state.n
        # danish-tarok/record.plays-alone: what rests on what the record does not hold is not judged
        unknown = state.unknowable_payments()
        # the dealer's pile lacks the skat the record does not show
        blind_seat = state.dealer if "card_points" in unknown else None

        def deal_net(key: str) -> float:
            # the deal's net chips by the rules (less the session's shares, where they are not written
            # and so not in the deal's lines: danish-session-end-sheets a2)
            return settlement.expected.get(key, 0) - unshare.get((key, ""), 0)

        def chips_of(key: str) -> set[float]:
            chips = {deal_net(key)}  # the deal's net chips, by the rules
            if settlement.recorded is not None:  # or as the record's payments give it
                chips.add(settlement.recorded.get(key, 0))
            # or as the fine the record wrote
            return chips | {deal_net(key) + d for d in state.fined_shifts.get(key, ())}

        def points_of(seat: int) -> float | None:
            return None if points is None or seat == blind_seat else (points[seat] or 0)

        # the session's pools shared out in this deal: from which event (a total written before them
        # is judged without them)
        ends = [e for e in state.events if e.type == "payment" and e.get("reason") == "session_end"]
        # (on a sheet: the shares' own score lines, danish-session-end-sheets a1)
        end_lines = [e for e in state.events if e.type == "score" and e.get("reason") == "session_end"]
        ends_at = min((e.index for e in [*ends, *end_lines]), default=-1)
        unwritten = not ends and not end_lines and state.share_cut is not None
        if unwritten:
            ends_at = state.share_cut  # type: ignore[assignment]
        # each party's net from the shares, as recorded and as due (a pool's is what it paid out): a
        # total written before them is its figure less these, and the sheet's arithmetic for a total
        # after them goes on from that one plus the shares recorded (danish-session-end a1-a3)
        share_rec = reason_nets((e.payer, e.payee, e.amount or 0, "") for e in ends)
        for e in end_lines:
            share_rec[(str(e.party), "")] = share_rec.get((str(e.party), ""), 0) + (e.points or 0)
        share_due = reason_nets(
            (d.payer, d.payee, d.amount, "") for d in state.ledger.dues if d.reason == "session_end"
        )
        unshare: dict[tuple[str, str], float] = {}
        if unwritten:  # the shares not written: a total before them is judged less the shares due
            share_rec = unshare = share_due

        def shared(key: str, nets: dict[tuple[str, str], float]) -> float:
            return nets.get((key, ""), 0)

        # one sheet, one reading (danish25 C1): where the deal's scores fit one reading better than
        # the other, each is judged by that one (a sitter's 0 among net chips is not card points)
        scores = [ev for ev in sheet if ev.type == "score" and isinstance(ev.party, int)]
        # (a pool's line is net chips, never card points: it counts for that reading)
        as_chips = sum(
            near_any(ev.points, chips_of(str(ev.party)))
            for ev in sheet
            if ev.type == "score" and (isinstance(ev.party, int) or ev.party in T.POOLS)
        )
        # (the seat sitting out has no card points: his 0 is no vote for them, danish-fragment-4p a3)
        as_points = sum(
            ev.points == points_of(ev.party)  # type: ignore[arg-type]
            for ev in scores
            if ev.party in state.active
        )
        reading = "chips" if as_chips > as_points else "points" if as_points > as_chips else None
        if points is None and state.void:
            reading = "chips"  # voided in mid-play: no card points are counted (danish29 A2)
        # a net-chip score is the deal's result as the sheet has it: a total that adds it to the
        # seat's previous total as written is the sheet's own arithmetic, so a wrong score is
        # reported once, at itself (verdict.SheetTotals)
        net = settlement.expected if settlement.recorded is None else settlement.recorded
        # (shares not written: the sheet's result for the deal is its line plus the share)
        as_scored = (
            {str(ev.party): (ev.points or 0) + shared(str(ev.party), unshare) for ev in scores}
            if reading == "chips"
            else {}
        )
        pool_lines = {
            str(ev.party): (ev.points or 0) + shared(str(ev.party), unshare)
            for ev in sheet
            if ev.type == "score" and not isinstance(ev.party, int)
        }
        balanced = (
            self.balance_blind(sheet, state, settlement.expected, state.doubled_lines)
            if reading != "points"
            else None
        )
        doubled = state.doubled_lines
        for ev in sheet:
            who = party_text(ev.party, names)  # type: ignore[arg-type]
            want: float | None
            if ev.type == "score" and not isinstance(ev.party, int):
                # a pool's line on the sheet (danish-spec3 b2): what went into it in the deal, net
                key = str(ev.party)
                want, what = deal_net(key), "net chips into the pool for the deal"
                if key in doubled:  # its content known from its total (danish-sheet3 a2)
                    want = doubled[key]
                elif near_any(ev.points, chips_of(key)) or key in state.ledger.moved:
                    continue
            elif ev.type == "score":
                assert isinstance(ev.party, int)
                key = str(ev.party)
                chips = chips_of(key)
                if near_any(ev.points, chips) and reading != "points":
                    continue
                want = points_of(ev.party)
                if reading == "chips":
                    want = deal_net(key)
                elif reading == "points" and want is None:
                    continue  # card points the record does not let the engine count
                what = "as the deal's score"
                if ev.party in state.ledger.blind and reading != "points":
                    # its net rests on an unknown pool's content: judged only by the deal's balance
                    if balanced is None or ev.party != balanced[0] or near_any(ev.points, {balanced[1]}):
                        continue
                    want = balanced[1]
                    out.append(
                        Finding(
                            "wrong_score",
                            "danish-tarok/15.score-sheet",
                            f"The record gives {who} {ev.points:g} as the deal's score; the pool's content is "
                            f"not known, but the deal's other lines make it {want:+g} net chips (a deal's "
                            "lines sum to 0: every chip goes from one party to another).",
                            {"recorded": ev.points, "expected": want},
                            ev.party,
                            VIOLATION,
                            ev.index,
                        )
                    )
                    continue
            elif isinstance(ev.party, int):
                want, what = running.get(str(ev.party), 0), "as the running total of net chips"
                key = str(ev.party)
                # a total written before the session's pools are shared out (the shares come "po
                # ostatnim rozdaniu"): without this seat's shares (danish-fragment-pay-4p a1)
                before = shared(key, share_rec) if ev.index < ends_at else 0
                if ev.index < ends_at:
                    want -= shared(key, share_due)
                sheet_ok = written.agrees(key, (ev.points or 0) + before) or (
                    key in as_scored
                    and abs(
                        (ev.points or 0)
                        + before
                        - (written.totals.get(key, 0) - net.get(key, 0) + as_scored[key])
                    )
                    < TOLERANCE
                )
                should = (
                    written.expected(key, want + before) if not before else (f"{want:g}", {"expected": want})
                )
                written.write(str(ev.party), (ev.points or 0) + before)
                if sheet_ok or (
                    (unknown or state.stopped_short or ev.party in state.ledger.blind)
                    and settlement.recorded is None
                ):
                    continue
            elif ev.party in by_rules:
                key = str(ev.party)
                if key in state.ledger.unknown:  # the record's word on a pool of unknown content
                    written.write(key, ev.points or 0)
                    continue
                want, what = by_rules[key], "chips in the pool"
                # before the session's shares: the pool's content they are taken from (as seats')
                before = shared(key, share_rec) if ev.index < ends_at else 0
                if ev.index < ends_at:
                    want -= shared(key, share_due)
                # the sheet's own arithmetic: its last total plus the deal's flow, by the rules or
                # as the pool's own line writes it (a slip in that line is one finding, at it)
                sheet_ok = written.agrees(key, (ev.points or 0) + before) or (
                    key in pool_lines
                    and abs(
                        (ev.points or 0)
                        + before
                        - (written.totals.get(key, 0) - net.get(key, 0) + pool_lines[key])
                    )
                    < TOLERANCE
                )
                should = (
                    written.expected(key, want + before) if not before else (f"{want:g}", {"expected": want})
                )
                written.write(key, (ev.points or 0) + before)
                paid_in = as_paid.get(key)
                if sheet_ok or near_any(ev.points, {None if paid_in is None else paid_in - before}):
                    continue
            else:
                want, what = None, ""
            if want is None or near_any(ev.points, {want}):
                continue
            if ev.type == "score" and not isinstance(ev.party, int):
                should = (f"{want:+g}", {"expected": want})
            elif ev.type == "score" and reading == "chips":
                should = (
                    f"{want:+g} net chips for the deal (the deal's other scores are net chips)",
                    {"expected": want},
                )
            elif ev.type == "score":
                # a score is card points or the deal's net chips (15.score-sheet): name both
                chips_due = deal_net(str(ev.party))
                should = (
                    f"{want:g} card points (or {chips_due:+g} net chips for the deal)",
                    {"expected": want, "expected_chips": chips_due},
                )
            out.append(
                Finding(
                    f"wrong_{ev.type}",
                    "danish-tarok/15.score-sheet",
                    f"The record gives {who} {ev.points:g} {what}; the rules make it {should[0]}.",
                    {"recorded": ev.points, **should[1]},
                    ev.party if isinstance(ev.party, int) else None,
                    VIOLATION,
                    ev.index,
                )
            )
        return out

    @staticmethod
    def content_paid(payments: list[Event], ledger: Ledger) -> dict[str, float]:
        """danish-tarok/15.pool-order: a przydupek pays into the pool "ilość, która pierwotnie była w
        puli", and an ultimo or a Tout takes that content, so where the pool's content is unknown the
        record's payment for it gives it, as one payment does a Galician failed ultimo's (danish-sheet4
        c): the take, else the przydupeks' payments back (all the same figure). The pool is known from
        there: pool -> what it holds after the deal (the rules' figure run on from that content)."""
        out: dict[str, float] = {}
        for pool, (tracked, backs, taken) in ledger.content_at.items():
            if pool not in ledger.unknown:
                continue
            back = "pagat_przydupek" if pool == T.PAGAT_POOL else "king_przydupek"
            paid = [ev.amount or 0 for ev in payments if ev.payee == pool and ev.get("reason") == back]
            if backs == 0 or len(paid) != backs:
                continue
            if taken:
                takes = [ev.amount or 0 for ev in payments if ev.payer == pool and ev.get("reason") in TAKES]
                if len(takes) != 1:
                    continue
                content, times = takes[0], backs  # (emptied, then paid back by each przydupek)
            elif max(paid) - min(paid) < TOLERANCE:
                content, times = paid[0], backs + 1  # (doubled by each przydupek)
            else:
                continue
            # (never less than what went in since the record began: a figure below that is a slip,
            # not the content, and gives nothing; danish-fragment-pay-4p a2)
            if content > 0 and content >= tracked - TOLERANCE:
                out[pool] = round(ledger.pools[pool] + times * (content - tracked), 6)
        return out

    @staticmethod
    def content_on_sheet(
        sheet: list[Event], state: DealState, rules_net: dict[Party, int]
    ) -> dict[str, float]:
        """danish-tarok/15.pool-order on a score sheet: one przydupek doubled a pool of unknown content
        (no one took it) and paid "ilość, która pierwotnie była w puli": what the pool's line, or
        his own, says he paid beyond the rules' figure (which ran on from an assumed 0) is the
        content's part the record does not give, where the two agree (as content_paid on a payment
        record; danish-fragment-4p a1). Pool -> what it holds after the deal."""
        ledger = state.ledger
        lines = score_sums(sheet)
        out: dict[str, float] = {}
        for pool, (tracked, backs, taken) in ledger.content_at.items():
            if pool not in ledger.unknown or taken or backs != 1:
                continue
            gaps = []
            if pool in lines:
                gaps.append(lines[pool] - rules_net.get(pool, 0))
            if len(ledger.blind) == 1 and str(payer := next(iter(ledger.blind))) in lines:
                gaps.append(rules_net.get(payer, 0) - lines[str(payer)])
            if (
                not gaps
                or max(gaps) - min(gaps) >= TOLERANCE
                or tracked + gaps[0] <= 0
                or gaps[0] < -TOLERANCE
            ):
                continue  # (nor below what went in since the record began, as content_paid)
            out[pool] = round(ledger.pools[pool] + 2 * gaps[0], 6)
        return out

    @staticmethod
    def paid_back_as_taken(payments: list[Event], ledger: Ledger, names: list[str]) -> list[Finding]:
        """danish-tarok/15.pool-order with a pool of unknown content (Ledger.start_unknown): an ultimo
        or a Tout takes it and a przydupek in the same last trick pays back "ilość, która pierwotnie
        była w puli" - the same sum, whatever it was. The take and the payment back are each the
        record's, but where they differ the record contradicts itself: the payment back is wrong
        (danish-sheet4 a1)."""
        out: list[Finding] = []
        for pool, back in ((T.PAGAT_POOL, "pagat_przydupek"), (T.KING_POOL, "king_przydupek")):
            if pool not in ledger.start_unknown:
                continue
            takes = [ev for ev in payments if ev.payer == pool and ev.get("reason") in TAKES]
            if len(takes) != 1:
                continue
            taken = takes[0].amount or 0
            for ev in payments:
                if (
                    ev.payee == pool
                    and ev.get("reason") == back
                    and abs((ev.amount or 0) - taken) >= TOLERANCE
                ):
                    who = party_text(ev.payer, names)  # type: ignore[arg-type]
                    out.append(
                        Finding(
                            "wrong_payment",
                            "danish-tarok/15.pool-order",
                            f"{who} paid {POOL_TEXT[pool]} {ev.amount:g} ({back}); the przydupek pays "
                            f"back what the pool held, which the record's take ({taken:g}) gives.",
                            {
                                "recorded": ev.amount,
                                "expected": taken,
                                "take_event": takes[0].index,
                                "payer": ev.payer,
                                "pool": pool,
                            },
                            ev.payer if isinstance(ev.payer, int) else None,
                            VIOLATION,
                            ev.index,
                        )
                    )
        return out

    @classmethod
    def blind_on_sheet(cls, sheet: list[Event], state: DealState, settlement: Settlement) -> None:
        """A sheet of net chips where an unknown pool's content decides a seat's net (Ledger.blind):
        that seat's figure, and the moved pool's, are the sheet's lines (the seat's is the balance
        of the deal where the pool's line is written), not ones run on from a pool assumed empty,
        so the running totals carry what the table had (a later total is not a false finding)."""
        lines = score_sums(sheet)
        seats = [s for s in range(state.n) if s not in state.ledger.blind and str(s) in lines]
        chips = sum(near_any(lines[str(k)], {settlement.expected.get(str(k), 0)}) for k in seats)
        # (the card-points reading, where the deal was played out: the seats in play only; a sheet
        # with two slips beside the take is still one of net chips, danish-fragment-4p a2)
        points = cls.card_points(state) if state.trick_no == N_TRICKS and not state.void else None
        as_points = sum(points is not None and lines[str(k)] == points[k] for k in seats if k in state.active)
        if not chips or as_points >= chips:
            return  # not a sheet of net chips (card points, or too far off to tell)
        state.doubled_lines = doubled = doubled_lines(sheet, state, settlement.expected)
        balanced = cls.balance_blind(sheet, state, settlement.expected, doubled)
        for seat in state.ledger.blind:
            if balanced is not None and balanced[0] == seat:
                settlement.expected[str(seat)] = balanced[1]
            elif str(seat) in lines:
                settlement.expected[str(seat)] = lines[str(seat)]
        for pool in state.ledger.moved:
            if pool in doubled or pool in lines:
                settlement.expected[pool] = doubled.get(pool, lines.get(pool, 0))

    @staticmethod
    def pools_by_balance(sheet: list[Event], state: DealState, settlement: Settlement) -> None:
        """The settlement's figure for a pool of unknown content that moved in a sheet deal and that
        the sheet writes no line for: what the other lines leave (a deal's lines sum to 0), never a
        figure run on from a pool assumed empty; with both moved (a Tout) only their sum is known,
        and neither is given (danish-fragment-long a1, as gd-fragments4 a1). Once the sheet's checks
        have run: it is the verdict's figure, not one a running total is judged by."""
        lines = score_sums(sheet)
        unwritten = [p for p in state.ledger.moved if p not in state.doubled_lines and p not in lines]
        for pool in unwritten:
            settlement.expected.pop(pool, None)
        if len(unwritten) == 1:
            settlement.expected[unwritten[0]] = round(-sum(settlement.expected.values()), 6)

    @staticmethod
    def balance_blind(
        sheet: list[Event], state: DealState, expected: dict[str, float], doubled: dict[str, float]
    ) -> tuple[int, float] | None:
        """A seat whose net in the deal an unknown pool's content decides (Ledger.blind: it took the
        pool, or doubled it) has no figure by the rules; but where the sheet writes the line of each
        pool whose content moved, that line says what the pool gave, and the seat's net is the rest
        of the deal (a deal's lines sum to 0; the other parties at the rules' figures, so a slip in
        another line is reported there alone: gd-sheet a2, as Galician reads it). (seat, its
        figure), else None."""
        if len(state.ledger.blind) != 1:
            return None
        lines = score_sums(sheet)
        seat = next(iter(state.ledger.blind))
        moved = {**{p: lines[p] for p in state.ledger.moved if p in lines}, **doubled}
        if str(seat) not in lines or not state.ledger.moved <= set(moved):
            return None
        rest = sum(moved[p] if p in moved else v for p, v in expected.items() if p != str(seat))
        rest += sum(v for p, v in moved.items() if p not in expected)
        return seat, round(-rest, 6)

    @staticmethod
    def pools_not_moved(
        dealer: int,
        penalties: list[Event],
        payments: list[Event],
        found: list[Annotation],
        ledger: Ledger,
        names: list[str],
    ) -> list[Finding]:
        """danish-tarok/18.small: "Kiedy nowy Rozdający nie przesunął puli na swoją prawą stronę" — the
        new dealer not moving the pools is fined 5 into each pool, and no record can show it. A fine
        of the dealer that the record gives (a `penalty` of 5 per pool or 10 in all, or 5 from him
        into each pool with reason `penalty`), when the rules find no fined fault of his in the deal,
        is taken as the table found it: due, and a warning that it cannot be checked. The penalty
        event is then the fine's own (penalty_findings does not call it unexpected)."""
        fined = any(a.seat == dealer and a.penalty is not None and a.penalty.get("payments") for a in found)
        # a fine the record names for a fault the rules found of his (a superficial one, say) is that
        # fault's, judged as such, not the pools' (penalty-spec (a1): it passed as the pools' fine)
        named = {a.code for a in found if a.seat == dealer}
        if fined or any(ev.party == dealer and ev.get("code") in named for ev in penalties):
            return []
        small = T.PENALTY_CLASSES["small"]
        events = [
            ev
            for ev in penalties
            if ev.party == dealer
            and ev.get("amount") in (None, small.per_pool, small.per_pool * len(T.POOLS))
        ]
        paid = {
            ev.payee
            for ev in payments
            if ev.payer == dealer
            and ev.payee in T.POOLS
            and ev.get("reason") == "penalty"
            and ev.amount == small.per_pool
        }
        if not events and paid != set(T.POOLS):
            return []
        anchor = events[0].index if events else None
        for pool in T.POOLS:
            ledger.pay(dealer, pool, small.per_pool, "penalty", small.rule, anchor)
            # the fault is the deal's first (right after the fee, §18), so the fine was in the pool
            # when an ultimo or a Tout took its contents and a przydupek paid them in again; it is
            # booked here only because no record can show it before the deal's end (danish-spec12 a2)
            for d in ledger.dues:
                if (
                    d.reason in T.POOL_CONTENT_REASONS
                    and pool in (d.payer, d.payee)
                    and d.reason != "session_end"
                ):
                    ledger.pools[pool] += small.per_pool if d.payee == pool else -small.per_pool
                    d.amount += small.per_pool
                    if d.alt is not None:
                        d.alt += small.per_pool
        return [
            Finding(
                "unverifiable_penalty",
                small.rule,
                f"The record fines {names[dealer]}, the dealer, {small.per_pool} into each pool, as for not "
                "moving the pools (§18, small): a fault no record can show, so it is taken as the "
                "table found it.",
                {"class": "small", "per_pool": small.per_pool},
                dealer,
                WARNING,
                anchor,
            )
        ]

    @staticmethod
    def fines_paid_after_void(
        fines: list[tuple[int, int, str, int | None]],
        payments: list[Event],
        found: list[Annotation],
        ledger: Ledger,
    ) -> None:
        """danish-tarok/18.void (multi-fault c1): a fault found after the deal became void costs no
        further fine, play having had to stop; but where the record pays its class's fine into each
        pool (with reason `penalty`, or none), the table fined it as §18's row says, each offender
        paying for his own fault ("gra trwa nadal" of the large class): the fine is taken as due and
        the annotation shows it. Paid fines already due (the voiding fault's) are counted first."""
        for seat, per_pool, code, event in fines:
            paid = all(
                sum(
                    1
                    for ev in payments
                    if ev.payer == seat
                    and ev.payee == pool
                    and ev.amount == per_pool
                    and ev.get("reason") in (None, "penalty")
                )
                > sum(
                    1
                    for d in ledger.dues
                    if d.payer == seat and d.payee == pool and d.amount == per_pool and d.reason == "penalty"
                )
                for pool in T.POOLS
            )
            if paid:
                DanishTarok.fine_after_void_taken((seat, per_pool, code, event), found, ledger)

    @staticmethod
    def fine_after_void_taken(
        fine: tuple[int, int, str, int | None], found: list[Annotation], ledger: Ledger
    ) -> None:
        """A fine after the deal became void that the record pays (fines_paid_after_void): due, and
        shown so in its annotation."""
        seat, per_pool, code, event = fine
        for pool in T.POOLS:
            ledger.pay(seat, pool, per_pool, "penalty", "danish-tarok/18.void", event)
        for a in found:
            if a.seat == seat and a.code == code and a.event == event and a.penalty is not None:
                a.penalty["payments"] = [{"from": seat, "to": pool, "amount": per_pool} for pool in T.POOLS]
                # (the row's fine, as the table applied it)
                a.penalty.pop("applied", None)
                a.penalty["rule"] = T.PENALTY_CLASSES[a.penalty["class"]].rule
                a.evidence["fine"] = "paid by the record, though the deal was already void: taken as due"

    @staticmethod
    def penalty_findings(penalties: list[Event], found: list[Annotation], names: list[str]) -> list[Finding]:
        """danish-tarok/18.recorded-penalty: a recorded `penalty` names a player whom the rules fine in
        this deal, and its amount (if given) is the fine per pool or in all (§18: "do każdej puli")."""
        fines: dict[int, list[int]] = {}
        faults: dict[int, list[str]] = {}  # each fine's fault, class and event, in words
        for a in found:
            if a.seat is not None and a.penalty is not None:
                per_pool = T.PENALTY_CLASSES[a.penalty["class"]].per_pool
                if per_pool and a.penalty["payments"]:
                    fines.setdefault(a.seat, []).append(per_pool)
                    faults.setdefault(a.seat, []).append(
                        f"{a.code} at event {a.event} ({a.penalty['class']})"
                    )
            elif a.seat is not None and a.code == "unverifiable_penalty":  # pools_not_moved
                fines.setdefault(a.seat, []).append(a.evidence["per_pool"])
        out: list[Finding] = []
        for ev in penalties:
            who = party_text(ev.party, names) if ev.party is not None else "?"  # type: ignore[arg-type]
            seat = ev.party if isinstance(ev.party, int) else None
            mine = fines.get(seat, []) if seat is not None else []
            amount = ev.get("amount")
            if not mine:
                out.append(
                    Finding(
                        "unexpected_penalty",
                        "danish-tarok/18.recorded-penalty",
                        f"The record fines {who} ({ev.get('code')}), but the rules find no fined "
                        "irregularity of theirs in this deal.",
                        {"recorded": {"party": ev.party, "code": ev.get("code"), "amount": amount}},
                        seat,
                        VIOLATION,
                        ev.index,
                    )
                )
                continue
            allowed = {f for f in mine} | {2 * f for f in mine} | {sum(mine), 2 * sum(mine)}
            if amount is not None and amount not in allowed:
                out.append(
                    Finding(
                        "wrong_penalty",
                        "danish-tarok/18.recorded-penalty",
                        f"The record fines {who} {amount:g}; the rules make it "
                        f"{' + '.join(str(f) for f in mine)} into each pool, {2 * sum(mine):g} in all (the "
                        "amount may be written either way)"
                        # which fault, of which class (dispute-messages-8 c2)
                        + (f", for {'; '.join(faults[seat])}." if seat in faults else "."),
                        {
                            "recorded": {"party": ev.party, "code": ev.get("code"), "amount": amount},
                            "per_pool": mine,
                        },
                        seat,
                        VIOLATION,
                        ev.index,
                    )
                )
        return out

    @staticmethod
    def card_points(state: DealState) -> list[int | None]:
        return [state.points[s] if s in state.active else None for s in range(state.n)]

    @staticmethod
    def void_cause(state: DealState, names: list[str]) -> str:
        """The fault that voided the deal, in words (a void deal's payment findings name it)."""
        if state.void_by is None:
            return ""
        code, seat = state.void_by
        who = f"{names[seat]}'s " if seat is not None else ""
        return f"{who}{code.replace('_', ' ')} at event {state.void_at}"

    def payment_finding(
        self,
        m: Mismatch,
        names: list[str],
        void: bool = False,
        dues: list[Due] | None = None,
        void_cause: str = "",
        false_declarer: int | None = None,
        state: DealState | None = None,
    ) -> Finding:
        def due_text(d: Due) -> str:
            return f"{party_text(d.payer, names)} pays {party_text(d.payee, names)} {d.amount} ({d.reason})"

        rule = m.due.rule if m.due is not None else "danish-tarok/15.payments"
        if m.misdirected is not None:
            ev = m.recorded
            assert ev is not None
            seat = ev.payer if isinstance(ev.payer, int) else ev.payee if isinstance(ev.payee, int) else None
            f = misdirected_finding(m.misdirected, rule, lambda p: party_text(p, names), seat)
            return Finding(f.code, f.rule, f.message, f.evidence, f.seat, f.severity, f.event)
        if m.code == "missing_payment":
            assert m.due is not None
            d = m.due
            seat = d.payer if isinstance(d.payer, int) else d.payee if isinstance(d.payee, int) else None
            return Finding(
                "missing_payment",
                rule,
                f"A payment is missing from the record: {due_text(d)}.",
                {"expected": d.to_json(), "due_at": d.anchor},
                seat,  # type: ignore[arg-type]
                VIOLATION,
                None,
            )
        ev = m.recorded
        assert ev is not None
        rec = {"from": ev.payer, "to": ev.payee, "amount": ev.amount, "reason": ev.get("reason")}
        seat = ev.payer if isinstance(ev.payer, int) else ev.payee if isinstance(ev.payee, int) else None
        what = f"{party_text(ev.payer, names)} paid {party_text(ev.payee, names)} {ev.amount:g}"  # type: ignore[arg-type]
        if m.code == "wrong_payment":
            assert m.due is not None
            # the line is a due of its own reason and amount written the wrong way round: say that,
            # with the due's own rule (settlement-messages a1: it was told as the pair's net)
            swapped = (
                next(
                    (
                        d
                        for d in dues or ()
                        if d.reason == ev.get("reason")
                        and abs(d.amount - (ev.amount or 0)) < TOLERANCE
                        and (str(d.payer), str(d.payee)) == (str(ev.payee), str(ev.payer))
                    ),
                    None,
                )
                if m.due.reason == "in all"
                else None
            )
            if swapped is not None:
                return Finding(
                    "wrong_payment",
                    swapped.rule,
                    f"{what} ({ev.get('reason')}); the rules have {party_text(swapped.payer, names)} pay "
                    f"{party_text(swapped.payee, names)} {swapped.amount:g}: the payment is written the wrong way "
                    "round.",
                    {"recorded": rec, "expected": swapped.to_json(), "wrong": "direction"},
                    # the seat that owed it and did not pay (dispute-messages-8 c4), not its payee
                    swapped.payer if isinstance(swapped.payer, int) else seat,  # type: ignore[arg-type]
                    VIOLATION,
                    ev.index,
                )
            if m.due.reason == "in all" and ev.get("reason") not in (None, "in all"):
                # the pair's payments netted (danish-tarok/15.payments): the line's own reason, and the
                # net the rules give (one-slip-settlement: "paid 20 (in all)" read as the pair's sum)
                d = m.due
                evidence: dict[str, Any] = {"recorded": rec, "expected": d.to_json()}
                sums = ""
                if m.in_all is not None:
                    # the record's sum beside the rules' and the reasons that make the difference
                    # (dispute-messages-16 c1: "55 in all" named neither the King Ultimo nor the 35)
                    sums = in_all_words(
                        m.in_all,
                        d,
                        names,
                        # why a reason paid is not due where the last trick decides it (dispute-messages-14 c4)
                        lambda x: last_trick_why(x, state, dues or [], names) if state is not None else "",
                    )
                    evidence["recorded_in_all"] = m.in_all.paid
                    evidence["by_reason"] = [
                        {"reason": p.reason, "expected": p.due, "recorded": p.paid} for p in m.in_all.parts
                    ]
                return Finding(
                    "wrong_payment",
                    rule,
                    f"{what} ({ev.get('reason')}); over all their payments in the deal the rules say "
                    f"{party_text(d.payer, names)} pays {party_text(d.payee, names)} {d.amount} in all{sums}.",
                    evidence,
                    seat,  # type: ignore[arg-type]
                    VIOLATION,
                    ev.index,
                )
            return Finding(
                "wrong_payment",
                rule,
                f"{what} ({m.due.reason}); the rules make it {m.due.amount}."
                if (str(m.due.payer), str(m.due.payee)) == (str(ev.payer), str(ev.payee))
                # (the other way round: say who pays whom, danish-netted-payments a2)
                else f"{what} ({m.due.reason}); the rules say {due_text(m.due)}.",
                {"recorded": rec, "expected": m.due.to_json()},
                seat,  # type: ignore[arg-type]
                VIOLATION,
                ev.index,
            )
        if (
            false_declarer is not None
            and ev.payee == false_declarer
            and rec["reason"] in ("declaration", None)
        ):
            # §18's own sentence for it, not the annulment's general reading (real-faults-near-
            # slips-14 c2): due when paid (§15 "od razu"), it is owed back, and was not handed back
            return Finding(
                "unexpected_payment",
                "danish-tarok/18.void",
                f"{what}{' (' + str(rec['reason']) + ')' if rec['reason'] else ''}, which §18 orders handed "
                f'back: the money received for a false declaration ({void_cause}; "Należy oddać '
                'pieniądze, jakie otrzymało się za źle zgłoszoną deklarację"), and the record does not '
                "hand it back.",
                {"recorded": rec},
                seat,  # type: ignore[arg-type]
                VIOLATION,
                ev.index,
            )
        why = (
            # danish29 C1: made when due, perhaps, but the annulment hands it back
            "the void deal does not call for: an irregularity that cannot be repaired"
            + (f" ({void_cause})" if void_cause else "")
            + " annuls the deal, and only "
            "foundations, refills, the dealer's fee and fines stand (a payment already made is handed back)"
            + (
                # a refill the void deal made no room for: no pool was emptied (fresh-mainstream-7 c4)
                "; no pool was emptied in it, so there is nothing to refill"
                if rec["reason"] in ("refill", "foundation")
                else ""
            )
            if void
            # the rule that decides it where the last trick does (dispute-messages-14 c4)
            else "the rules do not call for" + (last_trick_why(ev, state, dues or [], names) if state else "")
        )
        return Finding(
            "unexpected_payment",
            "danish-tarok/18.void" if void else rule,
            f"{what}{' (' + str(rec['reason']) + ')' if rec['reason'] else ''}, which {why}.",
            {"recorded": rec},
            seat,  # type: ignore[arg-type]
            VIOLATION,
            ev.index,
        )

    # -- texts ---------------------------------------------------------------------------
    @staticmethod
    def deal_text(session: Session, deal: Deal) -> str:
        names = session.players
        n = session.n
        head = f"Deal {deal.index + 1}, dealer {names[deal.dealer]}"
        if n == 4:
            opposite = _opposite(deal)
            empty = [i for i, h in enumerate(deal.hands or ()) if not h]
            if len(empty) == 1 and empty[0] not in (opposite, deal.dealer):
                # the record's own sitter, a fact of the hands (reread-deal-auction c1: the header
                # named the seat opposite, who played the deal)
                head += f", {names[empty[0]]} sits out with no cards (the seat opposite the dealer is {names[opposite]})"
            else:
                head += f", {names[opposite]} sits out"
        if deal.hands is None:
            return head + ". Hands not recorded (play-only record)."
        hands = "; ".join(f"{names[s]}: {' '.join(codes(h))}" for s, h in enumerate(deal.hands) if h)
        return f"{head}. {hands}"

    @staticmethod
    def event_text(ev: Event, names: list[str]) -> str:
        who = names[ev.seat] if ev.seat is not None else "?"
        t = ev.type
        if t == "play":
            assert ev.card is not None
            named = f", naming {SUIT_NAMES.get(ev.named or '', ev.named)}" if ev.named else ""
            return f"{who} plays {describe(ev.card)}{named}."
        if t == "discard":
            shown = " (shown)" if ev.get("shown") else ""
            return f"{who} lays away the skat{shown}: {' '.join(codes(ev.cards))}."
        if t == "declare":
            items = ev.get("items") or []
            return f"{who} declares {', '.join(say(i) for i in items) if items else 'nothing (pass)'}."
        if t == "announce":
            return f"{who} announces Tout."
        if t == "call":
            call = ev.get("call")
            if call == "joker":
                return f"{who} demands the Joker."
            if call == "void":
                return f"{who} says: no cards of the Joker's suit."
            return f"{who} names the Joker {SUIT_NAMES.get(ev.named or '', ev.named)}."
        if t == "redeal":
            return f"{who} asks for a redeal (no trumps)."
        if t == "penalty":
            return penalty_line(ev, party_text(ev.party, names))  # type: ignore[arg-type]
        return f"{t}."

    @staticmethod
    def end_text(state: DealState, names: list[str], pools: dict[str, int | None]) -> str:
        if state.redeal is not None:
            return "Redeal: the cards are dealt again."
        parts = [
            f"{names[s]} {state.tricks[s]} trick{'' if state.tricks[s] == 1 else 's'}"
            # a void deal counts no card points (dispute-messages-5 a4: they were printed beside null)
            + ("" if state.void else f", {state.points[s]} points")
            for s in state.active
        ]
        held = {p: "unknown" if v is None else v for p, v in pools.items()}
        pool = f"Pagat pool {held[T.PAGAT_POOL]}, King pool {held[T.KING_POOL]}"
        void = " The deal is void." if state.void else ""
        if not state.void and state.first_play is not None and state.trick_no < 25:
            # a deal the record stops in is not over (play-only-messages-2 a2): tricks so far only
            so_far = [
                f"{names[s]} {state.tricks[s]} trick{'' if state.tricks[s] == 1 else 's'}"
                for s in state.active
            ]
            return f"The record stops after {state.trick_no} of 25 tricks; so far: {'; '.join(so_far)}."
        return f"Deal over: {'; '.join(parts)}. {pool}.{void}"

    def session_result(self, session: Session, results: list[DealResult]) -> dict[str, Any] | None:
        if not results:
            return None
        net = Settlement.across([r.settlement for r in results])
        pools = results[-1].computed.get("pools", {})
        # the seats that share the pools: a player who left has no share (danish-tarok/17.leave)
        n = session.n - len(session.derived.get("danish_leaves", {}))
        shares = {p: None if v is None else T.BAND * int(v // (T.BAND * n)) for p, v in pools.items()}
        return {
            "deals": len(results),
            "pools": pools,
            "pool_shares": shares,
            # what whole 5s a seat leave in each pool (an exact share, the rest divided too, is
            # right as well: danish-tarok/15.session-end; dispute-messages-3 c1)
            "pool_left": {
                p: None if v is None or (share := shares[p]) is None else round(v - n * share, 6)
                for p, v in pools.items()
            },
            "net": net.to_json(),
        }


def fined_shifts(finding: Finding) -> dict[str, set[float]]:
    """danish-tarok/18.recorded-penalty on a score sheet: a `penalty` written with the wrong amount
    (its ``wrong_penalty`` finding) is the table's fine, and the lines that follow it (the fined
    seat's and each pool's net chips as that fine leaves them, the amount per pool or in all) are the
    same one slip, not a wrong_score each (danish-long-sheet c). Party key -> how far such a line is
    off the rules' net chips."""
    if finding.code != "wrong_penalty" or finding.seat is None:
        return {}
    fine = sum(finding.evidence["per_pool"])
    amount = finding.evidence["recorded"]["amount"]
    out: dict[str, set[float]] = {}
    for per_pool in {amount, amount / 2}:
        short = fine - per_pool  # what the table left out of each pool
        out.setdefault(str(finding.seat), set()).add(2 * short)
        for pool in T.POOLS:
            out.setdefault(pool, set()).add(-short)
    return out


def doubled_lines(sheet: list[Event], state: DealState, expected: dict[str, float]) -> dict[str, float]:
    """A pool of unknown content doubled by a przydupek (and not taken: it is still unknown) whose
    total the sheet writes in the same deal: nothing goes in after the last trick, so it held half
    that total then, and its line for the deal is that half plus what went in before the doubling
    (the rules' flow, which the ledger doubled from an assumed 0: half its figure) (danish-sheet3 a2).
    Pool -> its line by the rules."""
    out: dict[str, float] = {}
    if len(state.ledger.blind) != 1:  # (an ultimo and a przydupek in one trick: taken and doubled)
        return out
    for ev in sheet:
        key = str(ev.party)
        if (
            ev.type == "total"
            and key in state.ledger.moved
            and key in state.ledger.unknown
            and ev.points is not None
        ):
            out[key] = round(ev.points / 2 + expected.get(key, 0) / 2, 6)
    return out


# what takes a pool's whole content at the last trick (15.tout, 15.ultimo)
TAKES = frozenset({"pagat_ultimo", "king_ultimo", "tout"})

# what moves a pool's content in or out, besides the fixed fees and fines
_CONTENT_MOVES = T.POOL_CONTENT_REASONS | {"refill", "foundation", None}


def _blind_pool(
    reason: str | None,
    payer: Party | None,
    payee: Party | None,
    ledger: Ledger,
    refilled: frozenset[Party] = frozenset(),
) -> bool:
    """Whether a payment (or due) moves the content of a pool whose content the record does not give
    at the deal's start (Ledger.unknown): it cannot be checked. A refill into a pool the rules refill
    in this deal (``refilled``: taken, so empty) is a fixed sum, and is checked."""
    if reason == "refill" and payee in refilled:
        return False
    return reason in _CONTENT_MOVES and (payer in ledger.start_unknown or payee in ledger.start_unknown)


def _is_fee(ev: Event, dealer: int) -> bool:
    """A recorded dealer's fee (danish-tarok/15.deal-fee) paid by ``dealer`` into a pool."""
    return (
        ev.type == "payment" and ev.get("reason") == "deal_fee" and ev.payer == dealer and ev.payee in T.POOLS
    )


def _fee_written(events: list[Event], dealer: int) -> bool:
    """Whether a deal's record holds ``dealer``'s fee: one named so, or a payment of the fee's amount
    into a pool that gives no reason, made before the deal's first act (nothing else of the dealer's
    goes into a pool then: foundations and refills are 20)."""
    if any(_is_fee(ev, dealer) for ev in events):
        return True
    for ev in events:
        if ev.type != "payment":
            break
        if (
            ev.payer == dealer
            and ev.payee in T.POOLS
            and ev.get("reason") is None
            and ev.amount == T.DEAL_FEE.amount
        ):
            return True
    return False


def _flow(pair: tuple[str, str], payer: Party | None, payee: Party | None, amount: float) -> float:
    """``amount`` as it moves along ``pair`` (first to second), 0 if it is another pair's."""
    x, y = str(payer), str(payee)
    return amount if (x, y) == pair else -amount if (y, x) == pair else 0.0


def pairs_in_all(
    mismatches: list[Mismatch], payments: list[Event], dues: list[Due], netted: set[tuple[str, str]]
) -> list[Mismatch]:
    """danish-tarok/15.payments (payment-shape a1-a3): a pair whose payments miss the dues in more
    than one way (a wrong amount and a due missing, or an unexpected part of a due split in two)
    where one payment covers several dues, names no reason, or one reason's dues are paid in parts:
    one slip in the pair's sum, reported once, as one wrong_payment "in all" at a payment of the
    pair (as the other games report a pair netted). Different kinds of mismatch only: a pair whose
    every payment is unexpected (or every due missing) keeps each."""
    by_pair: dict[tuple[str, str], list[Mismatch]] = {}
    for m in mismatches:
        if m.misdirected is None and _pair_of(m) not in netted:
            by_pair.setdefault(_pair_of(m), []).append(m)
    out = list(mismatches)
    for (a, b), ms in by_pair.items():
        between = [ev for ev in payments if {str(ev.payer), str(ev.payee)} == {a, b}]
        # (or of one kind where the pair's every payment names no reason: its net written the wrong
        # way round that one due happens to match is one slip, danish-netted-payments a1)
        netted_by_pair = bool(between) and all(ev.get("reason") is None for ev in between)
        if len(ms) < 2 or (len({m.code for m in ms}) < 2 and not netted_by_pair):
            continue
        if not lumped(between, [d for d in dues if {str(d.payer), str(d.payee)} == {a, b}]):
            continue  # each payment names the one due it pays: its slips are its own (danish-tout-nolo a1)
        paid = sum(_flow((a, b), ev.payer, ev.payee, ev.amount or 0) for ev in payments)
        due = sum(_flow((a, b), d.payer, d.payee, d.amount) for d in dues)
        at = next((m.recorded for m in ms if m.recorded is not None), between[0] if between else None)
        if at is None or abs(paid - due) < 1e-9:
            continue
        payer, payee = (party_of(a), party_of(b)) if due >= 0 else (party_of(b), party_of(a))
        total = Due(payer, payee, int(abs(due)), "in all", "danish-tarok/15.payments", None)
        sign = 1 if due >= 0 else -1
        pair_dues = [d for d in dues if {str(d.payer), str(d.payee)} == {a, b}]
        # the record's sum beside the rules' and the reasons whose sums differ (dispute-messages-16
        # c1: "55 in all" alone hid the King Ultimo 40 paid as the last trick's 20)
        in_all = InAll(sign * paid, in_all_parts((a, b), sign, between, pair_dues))
        out = [m for m in out if m not in ms] + [
            Mismatch("wrong_payment", at.index, total, at, in_all=in_all)
        ]
    return out


def in_all_words(in_all: InAll, due: Due, names: list[str], why: Callable[[Event], str]) -> str:
    """The words a wrong_payment "in all" goes on with after the rules' sum: the record's sum, and
    each reason whose sum differs, the rules' figure beside the record's (dispute-messages-16 c1);
    ``why`` a reason the record pays is not due (last_trick_why), from its first payment."""
    payer, payee = party_text(due.payer, names), party_text(due.payee, names)

    def amount(v: float) -> str:  # (along the rules' direction of the sum; else said the other way)
        return f"{v:g}" if v >= 0 else f"{-v:g} from {payee} to {payer}"

    def named(p: Part, v: float) -> str:
        return f"{p.reason.replace('_', ' ')} {amount(v)}" if p.reason else f"{amount(v)} naming no reason"

    def cited(p: Part) -> str:
        return f"{named(p, p.due)} ({p.rule})" if p.rule else named(p, p.due)

    paid = amount(in_all.paid) if in_all.paid >= 0 else f"has {payee} pay {payer} {-in_all.paid:g}"
    parts = in_all.parts
    short = [p for p in parts if abs(p.paid) < TOLERANCE]  # (due, the record paying none of it)
    over = [p for p in parts if abs(p.due) < TOLERANCE]  # (paid, none of it due)

    def not_due(p: Part) -> str:
        return why(p.first) if p.first is not None else ""

    if len(parts) == 2 and len(short) == len(over) == 1:
        # one due paid as another: "King Ultimo 40 where the record pays the last trick's 20"
        diff = f"{cited(short[0])} where the record pays {named(over[0], over[0].paid)}{not_due(over[0])}"
    else:
        diff = "; ".join(
            f"{cited(p)}, which the record does not pay"
            if p in short
            else f"{named(p, p.paid)}, which the rules do not call for{not_due(p)}"
            if p in over
            else f"{cited(p)} where the record pays {amount(p.paid)}"
            for p in parts
        )
    return f", the record {paid}: the difference is {diff}"


def in_all_parts(pair: tuple[str, str], sign: int, between: list[Event], dues: list[Due]) -> tuple[Part, ...]:
    """A pair's payments and dues netted reason by reason (both ways: a declaration each way, or one
    handed back, nets), along the rules' direction of the pair's sum (``sign`` along ``pair``): the
    reasons whose sums differ, which add up to the difference "in all" (pairs_in_all)."""
    due: dict[str | None, float] = {}
    paid: dict[str | None, float] = {}
    rule: dict[str | None, str] = {}
    first: dict[str | None, Event] = {}
    name: dict[str | None, str] = {}  # (a refill's own name, not the foundation it is matched as)
    for d in dues:
        r = reason_key(d.reason)
        due[r] = due.get(r, 0) + sign * _flow(pair, d.payer, d.payee, d.amount)
        rule.setdefault(r, d.rule)
        name.setdefault(r, d.reason)
    for ev in between:
        r = reason_key(ev.get("reason"))
        paid[r] = paid.get(r, 0) + sign * _flow(pair, ev.payer, ev.payee, ev.amount or 0)
        first.setdefault(r, ev)
        name.setdefault(r, str(ev.get("reason")))
    return tuple(
        Part(name.get(r) if r is not None else None, due.get(r, 0), paid.get(r, 0), rule.get(r), first.get(r))
        for r in chain(due, (r for r in paid if r not in due))
        if abs(due.get(r, 0) - paid.get(r, 0)) >= TOLERANCE
    )


def lumped(between: list[Event], dues: list[Due]) -> bool:
    """A pair's payments do not each name the one due they pay: one names no reason, one reason is
    paid in parts, one payment pays a reason several dues share, or one is paid the wrong way round
    (pairs_in_all)."""
    reasons = [reason_key(ev.get("reason")) for ev in between]
    due_count = Counter(reason_key(d.reason) for d in dues)
    ways = {(reason_key(d.reason), str(d.payer)) for d in dues}
    return (
        None in reasons
        or any(n > 1 for n in Counter(reasons).values())
        or any(due_count[r] > 1 for r in reasons)
        # (or one paid the wrong way round: the pair's sum is its one slip, payment-shape2 08)
        or any(
            (r, str(ev.payer)) not in ways and due_count[r] for r, ev in zip(reasons, between, strict=True)
        )
    )


def _pair_of(m: Mismatch) -> tuple[str, str]:
    x = m.recorded if m.recorded is not None else m.due
    assert x is not None
    a, b = str(x.payer), str(x.payee)
    return (a, b) if a < b else (b, a)


def netted_pairs(mismatches: list[Mismatch], payments: list[Event], dues: list[Due]) -> set[tuple[str, str]]:
    """danish-tarok/15.payments: §15 "Płaci się bezpośrednio między graczami, jak i do obydwu puli" —
    pairs whose payments disagree with the rules reason by reason but come to the same net (a table
    that nets what two parties owe each other)."""
    if not mismatches:  # nothing to net (the flows below are read only for a mismatch)
        return set()
    flow: dict[tuple[str, str], float] = {}

    def add(payer: Party, payee: Party, amount: float) -> None:
        a, b = str(payer), str(payee)
        key, sign = ((a, b), 1) if a < b else ((b, a), -1)
        flow[key] = flow.get(key, 0) + sign * amount

    for ev in payments:
        add(ev.payer, ev.payee, ev.amount or 0)  # type: ignore[arg-type]
    for d in dues:
        add(d.payer, d.payee, -d.amount)
    return {_pair_of(m) for m in mismatches if abs(flow.get(_pair_of(m), 0)) < TOLERANCE}
