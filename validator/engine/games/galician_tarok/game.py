"""Galician Tarok behind the Game interface: parse-time checks, the replay driver, settlement."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from functools import partial
from typing import Any, ClassVar

from ...cards import GALICIAN_TAROK, Card
from ...payments import covering_pairs, flow_slips, later_copy, misdirected, misdirected_finding
from ...transcript import Deal, Event, Party, Session, is_int, is_number, pointer
from ...tricks import due_seats, swapped_words
from ...verdict import (
    TOLERANCE,
    VIOLATION,
    WARNING,
    Annotation,
    DealResult,
    Finding,
    Settlement,
    SheetTotals,
    early_lead,
    merged_score_lines,
    near_any,
    score_sums,
    unmatched_payment,
)
from ..base import (
    Annotator,
    Game,
    ProblemSink,
    Rotation,
    Step,
    judged_from_due,
    penalty_line,
    pools_not_carried,
    unexpected_penalty,
)
from . import tables as T
from .options import OPTIONS
from .state import (
    CONTRA_VALUED,
    SESSION_ENDING_BUDGET,
    DealState,
    Due,
    Outcome,
    R,
    closes_short,
    codes,
    doubled_levels,
    forbidden_change,
    game_notes,
    game_value_text,
    is_szpricer,
    piles,
    settle,
    sitting_out,
    split_faults,
    trick_winner,
    ultimo_no_renonce,
)

# record-fit readings that only set a DealState flag (record_reading: taken where the record's payments
# or sheet fit them strictly better): the flag, whether the deal can take it, the deal's unchecked line
FLAG_READINGS: tuple[tuple[str, Callable[[DealState], bool], str], ...] = (
    # galician-tarok/14.counting: §14 counts threes ("Każda lewa składa się z trzech kart … strąca się
    # 2 punkty") and says nothing of the one or two cards a two's or a one's discard leaves over; the
    # engine takes 1 point off (whole points, 66 in all), four blind readers 2/3 a card (gd4,
    # gd-spec14, gd-volat-helper-premiums: 50⅔ points, 110.666667 a helper)
    (
        "points_in_thirds",
        lambda st: len(piles(st)[0]) % 3 != 0,
        "card points: the player's pile is no whole number of threes, and the record counts it in "
        "thirds (2/3 of a point off each card), which it fits better; read so (galician-tarok/14.counting)",
    ),
    # galician-tarok/18.volat-player-only: the source values a volat by the player's game only; a
    # reader may settle the helpers' every trick as a volat against him (galician-edge-probes (c))
    (
        "helpers_volat",
        DealState.helpers_took_every_trick,
        "the helpers took every trick, and the record settles it as a volat against the player (the "
        "volat's value as a game lost), which it fits better; read so (galician-tarok/18.volat-player-only)",
    ),
    # galician-tarok/17.contra: §17 counts a recontra and a supracontra "zawsze tylko w razie, gdy
    # gracz przegra" for the game; of a premium it says only "może dostać na ten walor contra", and a
    # blind reader paid a made premium's recontra in full (galician-fresh-5 (c))
    (
        "premium_doubles_full",
        lambda st: any(lv >= 4 and target not in ("game", "volat") for target, lv in st.levels.items()),
        "a premium the player made under a recontra: the record pays it at the full level, which it "
        "fits better; read so (galician-tarok/17.contra)",
    ),
    # galician-tarok/10.solo: a take at solo is an illegal_take and stands as bought; a blind reader
    # settled the solo as if it was not made, the whole talon the helpers' (galician-bidding-edges P7)
    (
        "solo_take_void",
        lambda st: st.contract == "solo" and bool(st.taken),
        "a take at solo: the record settles the solo as if it was not made (the talon the helpers'), "
        "which it fits better; read so (galician-tarok/10.solo)",
    ),
    # galician-tarok/17.contra: a double that does not stand (the king's or a sitter's, a helper's
    # recontra, one out of order) doubles nothing; the table went on with it, and the void double is
    # the one finding (gd-2faults-pay-45p probe G: one slip was five findings). Only in a deal the
    # record follows with the next one (§31, as 31.late-claim; readings-review K8, K9): the loop
    # below skips it in the session's last deal, where the rules' figures stand
    (
        "doubles_as_said",
        lambda st: bool(st.void_doubles),
        "a double that does not stand: the record settles the deal with it doubled and deals the next "
        "one, which it fits better; no claim stands once the next deal is dealt (galician-tarok/31.late-claim), "
        "so the table's settlement is read so (the double is still reported; galician-tarok/17.contra)",
    ),
)

# galician-tarok/17.contra (session 39, readings-review K8, K9 (a)): §11 and §17 are clear that a void
# double doubles nothing, so a record that pays it doubled is read so only as §31 lets a deal stand
# once the next one is dealt (31.late-claim); in the session's last deal its payments are wrong
LATE_CLAIM_FLAGS = frozenset({"doubles_as_said"})

EVENTS = frozenset(
    {
        "bid",
        "call",
        "take",
        "discard",
        "announce",
        "double",
        "redeal",
        "play",
        "payment",
        "score",
        "total",
        "penalty",
    }
)
LEDGER_TYPES = ("payment", "score", "total", "penalty")
# galician-tarok/9.play-only (no auction): what a record without the auction leaves unchecked
UNRECORDED = [
    "auction: not recorded (no call at all); the game is checked as played, the auction is not",
    "contract and player: unknown, so the sides (the player against the helpers) are unknown",
    "talon exchange: which packet was bought and what was laid away are not checked",
    "announcements and contras: not checked (they depend on who the player is)",
    "settlement: without the contract the game, premiums and pool cannot be settled",
]


def incomplete_deal(tricks: int, what: str | None = None) -> Finding:
    """galician-tarok/14.counting: the record stops before the twelfth trick (a warning)."""
    return Finding(
        "incomplete_deal",
        R + "14.counting",
        f"The record holds {tricks} complete trick{'' if tricks == 1 else 's'} of {T.TRICKS}"
        + (f"; {what}." if what else "."),
        {"tricks": tricks},
        severity=WARNING,
    )


def check_items(items: Any) -> tuple[str, str, str] | None:
    """The announcement vocabulary (galician-tarok/11.announcements): (pointer suffix, message, code)
    for the first item not in it — the item itself, a key it does not have (``unknown_field``), or
    the list when it is not one."""
    if not isinstance(items, list):
        return "", "items is a list of premiums ([] for 'nothing' / 'dobrze')", "bad_value"
    seen: set[str] = set()
    for i, it in enumerate(items):
        at = f"/{i}"
        if not isinstance(it, dict) or it.get("kind") not in T.PREMIUMS:
            return (
                at,
                f"an announced premium is an object whose kind is one of {', '.join(T.PREMIUMS)}",
                "bad_value",
            )
        kind = it["kind"]
        if kind in seen:
            return at, f"{kind} is announced once", "bad_value"
        seen.add(kind)
        extra = sorted(set(it) - ({"kind", "count"} if kind == "tarocks" else {"kind"}), key=str)
        if extra:  # a key the item does not have, at itself
            return (
                at + pointer(extra[0]),
                f"{kind} is announced without a field {extra[0]!r}",
                "unknown_field",
            )
        if kind == "tarocks":
            if set(it) != {"kind", "count"} or not is_int(it["count"]) or it["count"] not in T.TAROCK_VALUE:
                return at, 'tarocks are announced as {"kind": "tarocks", "count": 10 | 11 | 12}', "bad_value"
    return None


def szpricer_of(session: Session, deal: Deal) -> int | None:
    """galician-tarok/26.szpricer: the king who called a szpricer at the end of the deal before this
    one, whose deal this then is (the same dealer deals again and the king plays); else None."""
    kings = session.derived.get("szpricer_kings")
    if kings is None:  # once per session, in order: a szpricer's deal cannot itself be followed by one
        kings = []
        for i, d in enumerate(session.deals):
            prev = session.deals[i - 1] if i > 0 else None
            # unless the record's next deal is an ordinary one passed on (another dealer, who as the
            # king holds no cards): then the table played no szpricer, whatever was called
            passed_on = (
                prev is not None and d.dealer != prev.dealer and (d.hands is None or not d.hands[d.dealer])
            )
            ok = (
                prev is not None
                and prev.index == i - 1
                and d.index == i
                and kings[i - 1] is None
                and not passed_on
            )
            kings.append(_called(session, prev) if ok and prev is not None else None)
        session.derived["szpricer_kings"] = kings
    k = deal.index
    return kings[k] if 0 <= k < len(kings) and session.deals[k] is deal else None


def _called(session: Session, prev: Deal) -> int | None:
    """The king of ``prev`` if he called a szpricer, at four or five (the call itself is judged at
    replay, illegal_szpricer: with the option off too, the record shows what the table played)."""
    if session.n < 4:
        return None
    called = any(ev.seat == prev.dealer and is_szpricer(ev) for ev in prev.events)
    return prev.dealer if called else None


def field_slip(session: Session, deal: Deal) -> tuple[int, int | None] | None:
    """galician-tarok/9.dealer (diff9 galician-knockon B2): at four or five, (the king, the sitter)
    of a dealt deal whose dealer field alone is wrong, else None. The hands show the king (and at
    five the sitter) as the seats dealt no cards; the field is the slip when one of those seats is
    the dealer the rotation called for, the one written is not, and the first call (or first card)
    is by that king's forehand (at five, see _slip for which of the two is the king). The first
    deal has no rotation to go by: there the field stands (and the hands contradicting it are a
    rejected record). The deal is then judged from that king and sitter, and the rotation's
    wrong_dealer is its one finding."""
    slips = session.derived.get("field_slips")
    if slips is None:  # once per session, in order: the rotation runs on through the slips
        slips = _field_slips(session)
        session.derived["field_slips"] = slips
    k = deal.index
    return slips.get(k) if 0 <= k < len(session.deals) and session.deals[k] is deal else None


def _after(n: int, sitter: int | None) -> Callable[[int], int]:
    """The next dealer after a seat (galician-tarok/9.dealer), skipping the one sitting out."""

    def after(seat: int) -> int:
        want = (seat + 1) % n
        while want == sitter:
            want = (want + 1) % n
        return want

    return after


def _field_slips(session: Session) -> dict[int, tuple[int, int | None]]:
    """The rotation and, at five, the sitter's run as the replay judges them (rotation_findings),
    read from the dealer fields and the hands: a slip's deal passes the rotation on as the replay's
    does (from the king, who dealt: Rotation.dealt_by, diff10 twofault A2)."""
    n = session.n
    out: dict[int, tuple[int, int | None]] = {}
    if n < 4:
        return out
    rotation = Rotation()
    run: tuple[int | None, int, bool] = (None, 0, False)
    for i, deal in enumerate(session.deals):
        if szpricer_of(session, deal) is not None:
            rotation.written = rotation.due = deal.dealer
            continue
        slip = _slip(n, deal, rotation, run) if deal.index == i else None
        if slip is not None:
            out[deal.index] = slip
            king, sitter = slip
        else:
            king, sitter = deal.dealer, None
            if n == 5:
                if deal.hands is not None:
                    idle = [s for s, h in enumerate(deal.hands) if not h and s != king]
                else:  # play-only: the one seat besides the king with no event, if one
                    acted = {ev.seat for ev in deal.events}
                    idle = [s for s in range(n) if s != king and s not in acted]
                sitter = idle[0] if len(idle) == 1 else None
        rotation.check(deal.dealer, _after(n, sitter))
        if slip is not None:  # the king dealt: the rotation passes on from him (diff10 twofault A2)
            rotation.dealt_by(king)
        if n == 5:
            s0, k, began = run
            run = (sitter, k + 1, began) if sitter == s0 else (sitter, 1, s0 is not None or not session.start)
    return out


def _slip(
    n: int, deal: Deal, rotation: Rotation, run: tuple[int | None, int, bool]
) -> tuple[int, int | None] | None:
    """(king, sitter) of ``deal`` when its dealer field alone is wrong (see field_slip). Each seat
    dealt no cards is read as the king in turn (at five the other as the sitter). A reading is
    judged on four points: its king is the dealer due; the first call (or card) is by his forehand;
    at five its sitter may sit out this deal (8.players) and takes no part in the deal's result (no
    payment or score of his: "nie bierze udziału ani w grze, ani w wyniku gry", §8).

    Where the field names a seat with cards, the hands contradict it: it is the slip when a reading
    has the dealer due and his forehand first (at five, the one holding on more points). At five,
    where it names one of the two seats dealt no cards, it stands unless its own reading costs more
    than the one finding the slip is - a forehand or a result that is not his, or both a dealer and a
    sitter out of turn - and the reading with the other seat as king holds on every point."""
    last, last_due = rotation.written, rotation.due
    if deal.hands is None or last is None or last_due is None:
        return None
    hands = deal.hands
    empty = [s for s, h in enumerate(hands) if not h]
    if len(empty) != n - 3 or any(h and len(h) != T.HAND for h in hands):
        return None
    written = deal.dealer
    if n == 4 and written in empty:
        return None  # the hands agree with the field: he dealt
    first = next((ev.seat for ev in deal.events if ev.type in ("bid", "play") and ev.seat is not None), None)
    in_result = {
        p
        for ev in deal.events
        if (ev.type == "payment" and ev.amount) or (ev.type == "score" and ev.points)
        for p in (ev.payer, ev.payee, ev.party)
        if isinstance(p, int)
    }
    allowed = GalicianTarok.sitters_allowed(n, run)

    def due(after: Callable[[int], int]) -> set[int]:
        return {after(last), after(last_due)}

    # (king, sitter, due, forehand first, the sitter's turn allows him, takes no part in the result)
    readings: list[tuple[int, int | None, bool, bool, bool, bool]] = []
    for king in empty:
        sitter = next((s for s in empty if s != king), None)
        after = _after(n, sitter)
        readings.append(
            (
                king,
                sitter,
                king in due(after),
                first is None or first == after(king),
                sitter is None or sitter in allowed,
                sitter not in in_result,
            )
        )
    if written in empty:
        (own,) = (r for r in readings if r[0] == written)
        if own[3] and own[5] and (own[2] or own[4]):
            return None  # at most one finding as written: the field stands
        fits = [r for r in readings if r[0] != written and all(r[2:])]
    else:
        fits = [r for r in readings if r[2] and r[3] and written not in due(_after(n, r[1]))]
    # at five the two seats dealt no cards may each fit (the king next to the sitter): the sitter's
    # turn and the result tell, and where both still may, he who sat out the deal before stays
    # (a fragment's first turn may pass at any deal, so that is no wrong_sitter later)
    fits.sort(key=lambda r: (not r[4], not r[5], r[1] != run[0]))
    return (fits[0][0], fits[0][1]) if fits else None


def party_text(p: Party, names: list[str]) -> str:
    return names[p] if isinstance(p, int) else "the pool"


# the findings of what the record writes (its sheet and payments), not of what a seat did at the table
RECORD_CODES = frozenset(
    {
        "wrong_payment",
        "missing_payment",
        "unexpected_payment",
        "wrong_score",
        "wrong_total",
        "unexpected_penalty",
    }
)
# the rules a seat's call (not a card) breaks when out of turn
CALL_RULES = frozenset({R + "10.auction-order", R + "11.announcements"})


def fault_words(a: Annotation) -> str:
    """A seat's fault at the table, as a noun for "Zenon's …" (galician-tarok/23.recorded-penalty)."""
    if a.code == "out_of_turn":
        return "call out of turn" if a.rule in CALL_RULES else "card out of turn"
    return a.code.replace("_", " ")


class GalicianTarok(Game):
    name: ClassVar[str] = "galician-tarok"
    title: ClassVar[str] = "Galician Tarok"
    deck = T.DECK
    options = OPTIONS
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 5
    digest: ClassVar[str] = "docs/rules/galician-tarok.md"
    event_types = EVENTS
    named_parties: ClassVar[frozenset[str]] = frozenset({T.POOL})
    extra_event_fields: ClassVar[dict[str, frozenset[str]]] = {"discard": frozenset({"shown"})}

    # -- parse-time checks -------------------------------------------------------------------
    def check_start(self, session: Session, problem: ProblemSink) -> None:
        self.check_start_keys(session, problem, ("pools", "totals"))
        self.check_start_totals(session, problem, whole=False)
        pools = session.start.get("pools")
        if pools is None:
            return
        if not isinstance(pools, dict):
            problem("/start/pools", "bad_pools", 'start.pools is {"pool": N}: what the żydek holds.')
            return
        for key in pools:
            if key != T.POOL:
                problem(
                    pointer("start", "pools", key),
                    "unknown_field",
                    f'The Galician game has one pool, "pool" (the żydek), not {key!r}.',
                )
        if T.POOL not in pools:
            problem("/start/pools/pool", "missing_field", 'start.pools is {"pool": N}: what the żydek holds.')
        elif not is_number(pools[T.POOL]) or pools[T.POOL] < 0:
            problem("/start/pools/pool", "bad_value", "The pool holds a number from 0 to 10^12.")

    def check_deal(self, session: Session, deal: Deal, problem: ProblemSink) -> None:
        base = f"/deals/{deal.index}"
        n = session.n
        if deal.talon is not None and len(deal.talon) != T.TALON:
            problem(
                f"{base}/talon",
                "bad_talon",
                f"The talon is {T.TALON} cards (galician-tarok/9.deal), not {len(deal.talon)}.",
            )
        if deal.hands is None:
            return
        if deal.talon is None:
            problem(f"{base}/talon", "missing_field", "A dealt deal records its talon of 6 cards.")
        empty = [s for s, h in enumerate(deal.hands) if not h]
        king = szpricer_of(session, deal)
        if king is not None:
            # galician-tarok/26.szpricer: the king plays (six dealt and the talon he kept), and
            # one of those who passed gets no cards (at five, besides the one sitting out)
            for s, hand in enumerate(deal.hands):
                want = 0 if (s != king and not hand and len(empty) == n - 3) else T.HAND
                if len(hand) != want:
                    who = "the king, who called the szpricer" if s == king else f"seat {s}"
                    problem(
                        f"{base}/hands/{s}",
                        "bad_hand_size",
                        f"A szpricer's deal gives {want} cards to {who} (it has {len(hand)}; "
                        "galician-tarok/26.szpricer).",
                    )
            if len(empty) != n - 3:
                problem(
                    f"{base}/hands",
                    "bad_hand_size",
                    f"In a szpricer's deal the king plays and {n - 3} of the others get no cards: "
                    f"{n - 3} hand(s) are [] (galician-tarok/26.szpricer).",
                )
            return
        # galician-tarok/9.dealer: where only the dealer field is wrong, the king is the one due
        slip = field_slip(session, deal)
        king = deal.dealer if slip is None else slip[0]
        for s, hand in enumerate(deal.hands):
            want = 0 if (n >= 4 and s == king) else T.HAND
            if n == 5 and s != king and not hand and len(empty) == 2:
                want = 0
            if len(hand) != want:
                who = "the dealer (the king, who does not play)" if want == 0 else f"seat {s}"
                problem(
                    f"{base}/hands/{s}",
                    "bad_hand_size",
                    f"Galician Tarok deals {want} cards to {who}; it has {len(hand)} "
                    "(galician-tarok/9.deal, 8.players).",
                )
        if n == 5 and len(empty) != 2:
            problem(
                f"{base}/hands",
                "bad_hand_size",
                "At five, the dealer (king) and one more player sit out: two hands are [] "
                "(galician-tarok/8.players).",
            )

    def check_event(self, ev: Event, ptr: str, n: int, problem: ProblemSink) -> None:
        t = ev.type
        d = ev.data
        if t == "bid":
            if d.get("bid") not in T.BID_WORDS:
                problem(
                    f"{ptr}/bid",
                    "bad_bid",
                    f"A Galician Tarok call is one of: {', '.join(T.BID_WORDS)}; not {d.get('bid')!r}.",
                )
        elif t == "call":
            if d.get("call") not in ("reject", T.SZPRICER):
                problem(
                    f"{ptr}/call",
                    "bad_value",
                    'A Galician Tarok call is "reject" (refuse a packet) or "szpricer" (the king, §26).',
                )
        elif t == "take":
            if not ev.cards:
                problem(f"{ptr}/cards", "bad_value", "A take names the cards bought.")
        elif t == "discard":
            if "shown" in d and not isinstance(d["shown"], bool):
                problem(f"{ptr}/shown", "bad_value", "shown is true or false.")
        elif t == "announce":
            bad = check_items(d.get("items"))
            if bad:
                at, msg, code = bad
                problem(f"{ptr}/items{at}", code, msg[0].upper() + msg[1:] + ".")
        elif t == "double":
            if d.get("target") not in T.DOUBLE_TARGETS:
                problem(
                    f"{ptr}/target", "bad_value", f"A contra targets one of: {', '.join(T.DOUBLE_TARGETS)}."
                )
            lv = d.get("level")
            # the spec's chain "contra (2), recontra (4), …": a call past supracontra is a record of a
            # fault at the table (illegal_double), not an unreadable one
            if not is_int(lv) or lv not in (2, 4, 8, 16, 32, 64):
                problem(
                    f"{ptr}/level",
                    "bad_value",
                    "The level is 2 (contra), 4 (recontra), 8 (supracontra), or a further doubling "
                    "(16, 32, 64), which the rules do not allow.",
                )
        elif t == "redeal":
            if d.get("reason") != "no_tarock":
                problem(f"{ptr}/reason", "bad_value", 'The only Galician Tarok redeal reason is "no_tarock".')
        elif t == "play":
            if "named" in d:
                problem(f"{ptr}/named", "bad_value", "A Galician Tarok play names nothing.")
        elif t == "payment":
            if ev.payer is not None and ev.payer == ev.payee:
                problem(f"{ptr}/to", "bad_party", "A payment goes from one party to another.")
            if ev.amount is not None and ev.amount < 0:
                problem(f"{ptr}/amount", "bad_value", "A payment amount is 0 or more.")
            if "reason" in d and (not isinstance(d["reason"], str) or d["reason"] not in T.REASONS):
                problem(f"{ptr}/reason", "bad_value", f"A payment reason is one of: {', '.join(T.REASONS)}.")
        elif t == "penalty":
            if not isinstance(ev.party, int):
                problem(f"{ptr}/party", "bad_party", "A Galician Tarok penalty names a seat.")
            if not isinstance(d.get("code"), str):
                problem(f"{ptr}/code", "bad_value", "A penalty code is a string.")

    # -- replay ------------------------------------------------------------------------------
    def replay(self, session: Session) -> Iterator[Step]:
        n = session.n
        names = session.players
        pool_unrecorded = pool_not_kept(session)
        if pool_unrecorded:
            session.rules["pool"] = False  # shown in the verdict's resolved rules
        rules = session.rules
        start_pools = session.start.get("pools")
        pool = float(start_pools[T.POOL]) if start_pools else 0.0
        running: dict[str, float] = {
            str(s): float(v) for s, v in enumerate(session.start.get("totals") or [])
        }
        written = SheetTotals(running)
        rotation = Rotation()
        prev_deal: Deal | None = None
        pool_won = False  # the deal before ended with an ultimo taking the pool
        # the pool as the rules keep it less the pool as the record's payments left it (§31: a slip
        # let stand is the pool's), for a later deal whose record follows the rules' pool (gd30 (c))
        pool_gap = 0.0
        pool_written: float | None = pool  # the sheet's last pool total (at first the start's: gd-spec7)
        sitter_run: tuple[int | None, int, bool] = (
            None,
            0,
            False,
        )  # (sitter, deals so far, block began here)
        # at five, a play-only deal left the sitter open with no rotation to go by: the next sitter's
        # turn may have begun in it, so it is not known to begin with the next deal (diff8 A3)
        sitter_open = False
        carry_unknown = False  # a deal before could not be settled: totals and pool no longer known
        # galician-tarok/27.pool (gd-spec16 a1, midway c1): a record that starts mid-session without
        # the pool's content (base.pools_not_carried): what it holds is unknown until an ultimo
        # empties it (the stake founding it read by the record, the ultimo's pool and the pool's
        # totals by the rules not judged)
        pool_open = pools_not_carried(session.start) and bool(rules["pool"])
        if pool_open:
            pool_written = None
        endings_left = [SESSION_ENDING_BUDGET]  # the session's positions for ending searches
        thrown_in = False  # the deal before was thrown in for want of a tarock (17.no-tarock)
        for deal in session.deals:
            result = DealResult(deal.index)
            open_at_start = pool_open  # (the pool's content unknown as the deal begins)
            if pool_unrecorded and deal is session.deals[0]:
                result.unchecked.append(
                    "the pool (żydek): the record pays nothing into or out of it and its rules do not name "
                    "it, so it is taken as not kept (option pool off; galician-tarok/27.pool)"
                )

            annotate = Annotator(result)

            narrate = session.narrate
            szpricer = szpricer_of(session, deal)
            slip = field_slip(session, deal)
            hands, known, sitter, stand_in = self.hands_of(
                session, deal, result, szpricer, sitter_run, None if slip is None else slip[0]
            )
            yield Step(
                "deal",
                deal.index,
                text=self.deal_text(session, deal, sitter, szpricer, stand_in) if narrate else "",
                data={"dealer": deal.dealer},
            )
            dealer = deal.dealer
            if szpricer is None:
                for f in self.rotation_findings(n, deal, rotation, sitter, sitter_run, names, thrown_in):
                    if f.code == "wrong_dealer":  # at three: of the seats due, the one the calls follow
                        # (he dealt: the rotation passes on from him, diff10 twofault A2)
                        as_due = rotation.judged(
                            f.evidence["expected"], partial(self.dealer_field_slip, n, deal)
                        )
                        dealer = dealer if as_due is None else as_due
                        if slip is not None:
                            as_due = slip[0]
                        if as_due is not None and as_due != deal.dealer:
                            # the dealer field alone is wrong: say so, as the deal is judged
                            # (replay-narrative-2 a: "Adam dealt" beside calls that follow Bożena)
                            f = replace(
                                f,
                                message=f.message[:-1].replace(
                                    f"{names[deal.dealer]} dealt deal {deal.index + 1},",
                                    f"Deal {deal.index + 1}'s dealer is written {names[deal.dealer]},",
                                    1,
                                )
                                + judged_from_due(names[as_due]),
                                evidence={**f.evidence, "judged_from": as_due},
                            )
                    yield annotate(f)
                if slip is not None:  # at four or five: the king the hands and the rotation show
                    dealer = slip[0]
                    rotation.dealt_by(dealer)  # he dealt (diff10 twofault A2)
                if n == 5:
                    s0, k, began = sitter_run
                    # the first sitter's turn began with the record only when the session starts
                    # fresh (no `start`, transcript-format.md); a fragment's may have begun before it
                    first_began = (s0 is not None or not session.start) and not sitter_open
                    sitter_run = (sitter, k + 1, began) if sitter == s0 else (sitter, 1, first_began)
                    if deal.hands is None and s0 is None and self.sitter_unproven(n, deal, szpricer):
                        sitter_run, sitter_open = (None, 0, False), True
                    else:
                        sitter_open = False
            else:
                # the same turn of the deal: it neither passes the deal on nor counts at five
                for f in self.szpricer_findings(deal, prev_deal, szpricer, stand_in, names):
                    yield annotate(f)
                rotation.written = rotation.due = deal.dealer
            prev_deal = deal
            talon = list(deal.talon or [])
            st = DealState(
                n,
                dealer,
                sitter,
                hands,
                talon,
                known,
                rules,
                names,
                None if szpricer is None else (szpricer, stand_in),
            )
            if not known:
                for ev in deal.events:
                    if ev.type == "play" and isinstance(ev.seat, int) and ev.card is not None:
                        st.shown.setdefault(ev.seat, set()).add(ev.card)
            # galician-tarok/9.play-only (no auction): not one call of the auction (and no throw-in)
            unrecorded = not any(ev.type in ("bid", "redeal") for ev in deal.events)
            if unrecorded:
                st.auction_unrecorded(deal.events, deal.hands is not None)
                result.unchecked += UNRECORDED
                if st.unsure:
                    who = ", ".join(names[s] for s in sorted(st.unsure))
                    result.unchecked.append(
                        f"cards in hand of {who}: the talon exchange is not recorded, so a card is taken as "
                        "held only where the seat plays it later"
                    )
            if carry_unknown:
                result.unchecked.append(
                    "running totals and the pool: an earlier deal of the session could not be settled"
                )
            # deal start: the pool founded or refilled, the dealer's fee (galician-tarok/27.pool)
            dues: list[Due] = []
            rules_delta = 0.0  # the pool's flow by the rules' pool less by the one read (pool_reading)
            # staked again only because an ultimo won the pool the deal before (the record may be
            # read without that stake: restake_reading)
            restaked = False
            if rules["pool"]:
                # founded: at the first deal of an empty pool, and again once an ultimo has won it
                # (or not, where the shares refilled it and the record fits that better: restaked)
                if (pool <= 0 or pool_won) and rules["pool_stake"]:
                    restaked = pool > 0 or pool_open
                    # "każdy w grze udział biorący": not the one sitting out at five, who "nie bierze
                    # udziału ani w grze, ani w wyniku gry" (§8); the king shares the result and stakes
                    for s in (s for s in range(n) if s != sitter):
                        dues.append(Due(s, T.POOL, rules["pool_stake"], "pool_stake", R + "27.pool"))
                if rules["pool_dealer_fee"]:
                    dues.append(Due(dealer, T.POOL, rules["pool_dealer_fee"], "pool_deal", R + "27.pool"))
            pool_now = pool + sum(d.amount for d in dues)
            ledger: list[Event] = []
            early: dict[int, int] = {}
            events, withdrawn, forbidden = taken_back(
                deal.events, st.active, rules["take_back"], deal.hands, early, st.extra_at
            )
            st.events = events
            st.given = deal.hands is not None
            for at, first in forbidden.items():  # a change after the trick's last card (taken_back)
                changed = next(e for e in deal.events if e.index == at)
                assert first.card is not None and changed.card is not None and changed.seat is not None
                stood = any(e is changed for e in events)
                yield annotate(
                    forbidden_change(
                        names[changed.seat],
                        changed.seat,
                        (first.card, first.index),
                        (changed.card, at),
                        rules,
                        stood,
                        closed=True,
                    ),
                    at,
                )
            for ev in events:
                if ev.index in early and ev.seat is not None:  # a lead before the trick was complete
                    f = early_lead(R + "5.turn", names, ev.seat, early[ev.index], len(st.tricks))
                    yield annotate(f, ev.index)
                gone = withdrawn.get(ev.index)
                if gone is not None:
                    yield annotate(
                        Finding(
                            "card_taken_back",
                            R + "24.take-back",
                            f"{names[ev.seat or 0]} took back {gone.card} and played {ev.card} instead "
                            f"(§24, take_back: {rules['take_back']}).",
                            {"card": gone.card.code if gone.card else None, "instead": ev.index},
                            ev.seat,
                            severity=WARNING,
                        ),
                        gone.index,
                    )
                if ev.type in LEDGER_TYPES:
                    ledger.append(ev)
                    if narrate:
                        yield Step("event", deal.index, ev.index, self.ledger_text(ev, names))
                    continue
                if not narrate:  # the usual run: nothing to tell around the event
                    for f in st.apply(ev):
                        yield annotate(f, ev.index)
                    continue
                tricks_before = len(st.tricks)
                phase_before = st.phase
                findings = st.apply(ev)
                yield Step("event", deal.index, ev.index, self.event_text(ev, names))
                for f in findings:
                    yield annotate(f, ev.index)
                if phase_before == "auction" and st.phase != "auction":
                    yield Step("note", deal.index, ev.index, self.auction_text(st, names))
                if len(st.tricks) > tricks_before:
                    rec = st.tricks[-1]
                    k = len(st.tricks)
                    cards = [c.code for _, c in rec["plays"]]
                    text = f"Trick {k} ({' '.join(cards)}) won by {names[rec['winner']]} with {rec['card']}"
                    data = {"trick": k, "winner": rec["winner"], "cards": cards}
                    if "swapped" in rec:  # 5.turn: the wrong lead and the due leader's card read swapped
                        sw = rec["swapped"]
                        text += (
                            f"; {swapped_words(names[sw['leader']], names[sw['written_first']])}, because "
                            f"{sw['as_written']}"
                        )
                        data["swapped"] = {
                            "leader": sw["leader"],
                            "written_first": sw["written_first"],
                            "as_written": sw["faults"],
                        }
                    if "sat_out" in rec:  # 5.turn: a seat a card short (a second card taken into a trick)
                        out = " and ".join(names[s] for s in rec["sat_out"])
                        text += f"; {out}, with no card left, {'sits' if len(rec['sat_out']) == 1 else 'sit'} it out"
                        data["sat_out"] = rec["sat_out"]
                    yield Step("note", deal.index, ev.index, text + ".", data=data)
            outcome = None
            cut_short = False
            if st.phase == "auction" and (
                st.standing is not None or st.turn in st.early or st.void_call == st.turn
            ):
                for f in st.close_auction_early("The record ends", None):
                    yield annotate(f)
            for f in st.record_ends():
                yield annotate(f)
            if deal.events:
                for f in st.play_forced_rest(deal.events[-1].index) or []:
                    yield annotate(f, deal.events[-1].index)
            # galician-tarok/27.pool: the stake after a won pool, read by what the record fits (once)
            restake_open = restaked and not carry_unknown
            sheet_state = (running, written, pool, pool_written)
            # §31 "Po rozdaniu następnej talii niedozwolonym jest wnoszenie pretensji o grę
            # poprzednią": a reading of the table's own settlement over the rules' needs a next deal,
            # and a wrong payment in such a deal says no claim of it stands (table_words)
            next_dealt = deal.index < len(session.deals) - 1
            symmetric: frozenset[str] = frozenset()  # what the record pays as contra_symmetric would
            if st.phase == "over" and rules["pool"] and rules["pool_pass_fee"]:
                # galician-tarok/26.all-pass, 27.pool: each of the three pays his due to the pool
                for s in st.active:
                    dues.append(Due(s, T.POOL, rules["pool_pass_fee"], "pool_pass", R + "27.pool"))
            elif st.player is not None and st.complete and not st.exchange_unknown:
                outcome = settle(st, pool_now)
                if st.forfeit is not None and next_dealt:
                    outcome = self.late_claim_reading(
                        st, outcome, pool_now, dues, ledger, sheet_state, names, result
                    )
                # the leniency leans on §23's "nie liczą się mu", which all_paid's agreement excludes
                if st.tarocks_not_held and rules["renonce_premiums"] == "not_counted":
                    outcome = self.tarock_count_reading(
                        st, outcome, pool_now, dues, ledger, sheet_state, names, result
                    )
                for flag, applies, read_so in FLAG_READINGS:
                    if flag in LATE_CLAIM_FLAGS and not next_dealt:
                        continue
                    if applies(st):
                        alt = self.record_reading(
                            st, flag, (outcome, pool_now, dues), (ledger, sheet_state, names), result, read_so
                        )
                        if alt is not None and flag == "doubles_as_said":
                            void_double_words(st, outcome, alt, result)
                        outcome = alt or outcome
                if rules["pool"] and rules["pool_win_percent"]:
                    outcome = self.share_reading(
                        st, outcome, pool_now, dues, ledger, sheet_state, names, result
                    )
                if restake_open:
                    restake_open = False
                    chosen, pool_now, dues = self.restake_reading(
                        partial(settle, st), outcome, (pool_now, dues), ledger, sheet_state, names
                    )
                    outcome = chosen or outcome
                if pool_gap and not carry_unknown:
                    outcome, rules_delta = self.pool_reading(
                        settle(st, pool_now + pool_gap), outcome, dues, ledger, sheet_state, names
                    )
                dues.extend(outcome.dues)
                if paid := [ev for ev in ledger if ev.type == "payment"]:
                    symmetric = symmetric_reasons(st, pool_now, paid)
            elif st.unrecorded or st.exchange_unknown:
                carry_unknown = True
                if not st.complete:
                    yield annotate(incomplete_deal(len(st.tricks)))
            elif (
                st.player is not None
                and deal.events
                and (ended := st.settle_over_endings(pool_now, deal.events[-1].index, endings_left))
                is not None
            ):
                # galician-tarok/14.counting: every legal ending of the tricks left out settles alike
                outcome = ended
                if restake_open:
                    restake_open = False
                    endings_at = partial(
                        _settle_over_endings, st, last=deal.events[-1].index, budget=endings_left
                    )
                    chosen, pool_now, dues = self.restake_reading(
                        endings_at, outcome, (pool_now, dues), ledger, sheet_state, names
                    )
                    outcome = chosen or outcome
                dues.extend(outcome.dues)
                yield annotate(
                    incomplete_deal(
                        len(st.tricks),
                        "every legal way to play the rest settles the deal alike, so it is settled so",
                    )
                )
            elif (
                st.player is not None
                and deal.events
                and not restake_open
                and (misfits := self.misfits_of(ledger, sheet_state, names)) is not None
                and (
                    endings := st.ending_outcomes(pool_now, deal.events[-1].index, endings_left, ENDINGS_MOST)
                )
                is not None
            ):
                # galician-tarok/14.counting (claims2 A2): the endings settle the deal differently; the
                # record's payments (or sheet) of one of them are right, and a figure none gives is
                # wrong by every one: the deal is settled by the ending the record fits, or comes nearest
                wrong = [
                    (misfits([*dues, *o.dues]), _net_distance([*dues, *o.dues], ledger)) for o in endings
                ]
                outcome = endings[wrong.index(min(wrong))]
                dues.extend(outcome.dues)
                result.unchecked.append(
                    f"the tricks the record leaves out: the legal ways to play them settle the deal in "
                    f"{len(endings)} different ways, and the record's figures are "
                    + (
                        "those of one of them, so it is settled by it"
                        if not min(wrong)[0]
                        else "those of none: it is settled by the one they come nearest"
                    )
                )
            elif st.phase not in ("over", "redeal"):
                result.unchecked.append("settlement: the deal was not played out in the record")
                yield annotate(incomplete_deal(len(st.tricks), "the game cannot be scored"))
                # its result is open, so the totals and the pool after it are unknown (diff7 A3-A6)
                cut_short = True
            payments = [ev for ev in ledger if ev.type == "payment"]
            scores = [ev for ev in ledger if ev.type == "score"]
            settled = outcome is not None or st.phase in ("over", "redeal")
            if restake_open and settled:  # all-passed or redealt: nothing turns on the pool
                _, pool_now, dues = self.restake_reading(
                    None, None, (pool_now, dues), ledger, sheet_state, names
                )
            settlement = Settlement()
            for d in dues:
                settlement.add_expected(d.payer, -d.amount)
                settlement.add_expected(d.payee, d.amount)
            if payments:
                for ev in payments:
                    settlement.add_recorded(ev.payer, -(ev.amount or 0))  # type: ignore[arg-type]
                    settlement.add_recorded(ev.payee, ev.amount or 0)  # type: ignore[arg-type]
                if settled:
                    judged_dues, judged = dues, payments
                    if (carry_unknown or pool_open) and rules["pool"]:
                        judged_dues, judged = pool_unknown(dues, payments)
                        kept_dues, kept = {id(d) for d in judged_dues}, {id(ev) for ev in judged}
                        settlement.unjudged(
                            [d for d in dues if id(d) not in kept_dues],
                            [ev for ev in payments if id(ev) not in kept],
                        )
                        result.unchecked.append(
                            "payments that rest on the pool's content (its stake when empty, an ultimo's "
                            "pool): " + unknown_why(carry_unknown)
                        )
                    withheld = (
                        renonce_withheld(outcome.summary, rules, names, st.announced.get(st.player, {}))
                        if outcome and st.player is not None
                        else None
                    )
                    for f in compare_payments(judged_dues, judged, names, withheld):
                        yield annotate(table_words(f, next_dealt, symmetric))
                elif cut_short:
                    # galician-tarok/27.pool: the stake and the dealer's fee fall due at the deal,
                    # whatever its play: judged where the record writes them (the rest may follow),
                    # between parties whose payments all name their reason
                    blind = {
                        frozenset((_pk(ev.payer), _pk(ev.payee)))  # type: ignore[arg-type]
                        for ev in payments
                        if ev.get("reason") is None
                    }
                    start = [
                        ev
                        for ev in payments
                        if ev.get("reason") in START_REASONS
                        and frozenset((_pk(ev.payer), _pk(ev.payee))) not in blind  # type: ignore[arg-type]
                    ]
                    dues_now, start = (
                        pool_unknown(dues, start) if carry_unknown or pool_open else (dues, start)
                    )
                    written_for = {(_pk(ev.payer), _pk(ev.payee), ev.get("reason")) for ev in start}  # type: ignore[arg-type]
                    dues_now = [d for d in dues_now if (_pk(d.payer), _pk(d.payee), d.reason) in written_for]
                    for f in compare_payments(dues_now, start, names):
                        yield annotate(table_words(f, next_dealt))
            elif scores:
                for ev in scores:
                    settlement.add_recorded(ev.party, ev.points or 0)  # type: ignore[arg-type]
                # a sheet records per party: one that writes the seats alone leaves the pool's figure
                # unrecorded, its shares being in the seats' scores, judged there (gd-spec16 19)
                settlement.per_party = True
            elif settled and any(abs(v) >= TOLERANCE for v in settlement.expected.values()):
                # (a deal that owes nothing and records nothing leaves nothing unchecked: gd-spec11)
                result.unchecked.append(
                    "payments: none recorded for this deal (the computed ones are in settlement)"
                )
            carry_unknown = carry_unknown or cut_short
            # the session's pool (session_result): unknown once a deal could not be settled (gd-spec7)
            session.derived["pool_unknown"] = (carry_unknown or pool_open) and bool(rules["pool"])
            for party, v in settlement.expected.items():
                if party != T.POOL:
                    running[party] = running.get(party, 0) + v
            pool_before = pool
            flow = settlement.expected.get(T.POOL, 0)
            pool = after = round(pool_before + flow, 9)  # what the rules leave in it
            taken = any(d.payer == T.POOL and d.reason == "pool_ultimo" for d in dues)
            pool_won = taken or (
                # the pool of unknown content taken by an ultimo made (its 0 is no due): won all the same
                pool_open
                and outcome is not None
                and bool(outcome.summary.get("ultimo"))
                and bool(outcome.summary.get("ultimo_announced"))
            )
            if taken and not pool_open:
                # §27: the ultimo took all it held, so by the rules it holds the shares paid in after,
                # also where a slip let the record put in less than the rules did (the rules' take
                # on the pool as paid read as an overdraft: gd-2faults-pay-3p probe A)
                pool = after = round(
                    sum(d.amount for d in dues if d.payee == T.POOL and d.reason == "pool_share"), 9
                )
            # what the table left in it: the record's own flows, where it records any (§31: a wrong
            # payment let stand is the pool's from then on, reported once, at itself)
            pool_recorded = None
            pool_lines = [ev.points or 0 for ev in ledger if ev.type == "score" and ev.party == T.POOL]
            if any(T.POOL in (ev.payer, ev.payee) for ev in payments) or (
                # a deal whose payments leave out every flow the rules make to or from the pool: the
                # pool as the record left it too (dispute-messages-10 c1: as a flow written short)
                payments and settlement.expected.get(T.POOL)
            ):
                flow = (settlement.recorded or {}).get(T.POOL, 0)
                pool = pool_recorded = round(pool_before + flow, 9)
                if pool_won and not pool_open:
                    pool = pool_recorded = self.pool_after_take(payments, pool_before, pool_recorded)
            elif not payments and pool_lines:
                # a sheet's pool line is the pool's flow as the table had it (a share written short
                # and let stand is the pool's, §31: the ultimo that takes it later takes what is
                # there; gd-long-sheet a1)
                pool = pool_recorded = round(pool_before + sum(pool_lines), 9)
            pool_gap = round(
                pool_before + pool_gap + settlement.expected.get(T.POOL, 0) + rules_delta - pool, 9
            )
            if pool_open and pool_won:
                # an ultimo took what the pool held, unknown as it was ("as it stood before the
                # shares"): it holds the shares paid in after, known from here (docs truth: the
                # pool went on from an assumed 0, negative)
                pool = after = round(
                    sum(d.amount for d in dues if d.payee == T.POOL and d.reason == "pool_share"), 9
                )
                pool_recorded, pool_gap = None, 0.0
            # an announced ultimo failed in a pool of unknown content: its player paid the content in,
            # so what he paid (or what his line and the pool's say he paid) gives it, and the pool
            # is known from here (gd-midway3 a1, a2)
            revealed = False
            if pool_open and not pool_won and settled and outcome is not None:
                content = self.failed_ultimo_content(
                    outcome.summary, dues, payments, ledger, settlement, pool_before
                )
                if content is not None:
                    pool_flow = (
                        (settlement.recorded or {}).get(T.POOL, 0)
                        if payments
                        else sum(pool_lines)
                        if pool_lines
                        # (no pool line: the rules' flow, and the content he paid in beyond what they saw)
                        else settlement.expected.get(T.POOL, 0) + content - pool_before
                    )
                    pool = after = round(content + pool_flow, 9)
                    pool_recorded, pool_gap, revealed = None, 0.0, True
            # a pool total is right by the rules, as the recorded payments left the pool, or by the
            # sheet's own arithmetic (its last pool total plus this deal's flow): a slip once
            # (the deal's flow as the sheet writes it, where it writes a pool score line: a slip in
            # that line carried into the pool total is one finding, at the line: gd-spec6 (a))
            sheet_flow = sum(pool_lines) if pool_lines and not payments else flow
            sheet_pool = None if pool_written is None else round(pool_written + sheet_flow, 9)
            written.add_deal(settlement)
            # the pool's content unknown: what an ultimo took from it (or a failed one paid into it) is
            # too, so its player's total is the sheet's own arithmetic (midway2 a1: not every seat's)
            tied = [
                {str(p) for p in (d.payer, d.payee) if isinstance(p, int)}
                for d in dues
                if d.reason in ULTIMO_REASONS
            ]
            on_pool = frozenset(set.intersection(*tied)) if pool_open and tied else frozenset()
            if settled:
                choices = (
                    score_choices(dues, rules["pool_stake"], n - (sitter is not None))
                    if (carry_unknown or pool_open) and rules["pool"]
                    else None
                )
                if choices is not None and not payments:
                    # a party whose net the pool's unknown content decides: its score stands as
                    # written, never a difference
                    settlement.open |= {k for k, v in choices.items() if v is None and k != "*"}
                    # (and stands as written: not a figure run on from an assumed empty pool, gd-sheet a1)
                    for key in settlement.open:
                        if settlement.recorded is not None and key in settlement.recorded:
                            settlement.expected[key] = settlement.recorded[key]
                    # (the seats in the deal: at five, not the one sitting out, §8; gd-fragment-long a1)
                    seats = [s for s in range(n) if s != sitter]
                    balanced = self.balance_take(settlement, choices, seats)
                    note = self.pool_by_balance(settlement, seats, unknown_why(carry_unknown))
                    if note:
                        result.unchecked.append(note)
                else:
                    balanced = None
                for f in self.sheet_findings(
                    ledger,
                    settlement,
                    running,
                    written,
                    (
                        None if pool_open and not pool_won and not revealed else after,
                        pool_recorded,
                        sheet_pool,
                    ),
                    names,
                    # (an ultimo's whose player the dues do not tell: every seat's total, as before)
                    carry_unknown or (pool_open and bool(tied) and not on_pool),
                    choices,
                    on_pool,
                    dues,
                ):
                    if balanced and f.code == "wrong_score" and str(f.seat) == balanced[0]:
                        f.message += (
                            f" The pool's content is not known, but its own line says what it gave: the "
                            f"deal's lines sum to {balanced[1]:g}, not 0."
                        )
                    yield annotate(f)
            pool_total = [ev.points for ev in ledger if ev.type == "total" and ev.party == T.POOL]
            pool_written = float(pool_total[-1]) if pool_total and pool_total[-1] is not None else sheet_pool
            # an ultimo took the pool (it is empty, known again), or a failed one showed what it held
            pool_open = pool_open and not pool_won and not revealed
            shown = after
            if pool_open and pool_total and pool_total[-1] is not None:
                # the sheet writes what the pool holds: known from here on (midway2 a2, as Danish)
                pool, pool_gap, pool_open = float(pool_total[-1]), 0.0, False
                shown = pool
            session.derived["pool_unknown"] = (carry_unknown or pool_open) and bool(rules["pool"])
            for ev in ledger:
                if ev.type == "total" and str(ev.party) in on_pool:
                    running[str(ev.party)] = ev.points or 0  # his net rested on the pool: as written
            for ev in ledger:  # the sheet's arithmetic goes on from each total as written
                if ev.type == "total" and isinstance(ev.party, int):
                    written.write(str(ev.party), ev.points or 0)
            for f in self.penalty_findings(ledger, st, result, names, dues):
                yield annotate(f)
            # galician-tarok/9.play-only (no auction): nothing is due by the rules that the record lets the
            # engine know, so nothing is compared (the recorded payments stay in the record)
            result.unchecked += st.unchecked
            for a in result.annotations:
                # a call out of turn the table went on with stands as its caller's call in his turn
                # (10.auction-order), which its message, written at the call, could not yet know
                if a.code == "out_of_turn" and a.event in st.taken_calls and a.message.endswith(VOID):
                    a.message = a.message[: -len(VOID)] + TAKEN.format(
                        name=names[a.seat] if a.seat is not None else "the caller"
                    )
            # a deal the rules cannot settle from the record has nothing to compare (no false difference)
            result.settlement = (
                Settlement() if st.unrecorded or st.exchange_unknown or not settled else settlement
            )
            # (a pool of unknown content: what its take or stake comes to is not the rules' figure)
            shown_dues = [d for d in dues if not (open_at_start and d.reason in POOL_CONTENT_REASONS)]
            result.computed = self.computed(st, outcome, shown_dues, None if pool_open else shown, sitter)
            if rules["pool"] and not pool_open and shown is not None and abs(pool - shown) > TOLERANCE:
                # a pool flow written wrong and let stand (§31): the next deal starts from the pool as
                # the record left it; say so here, where it parts from the rules' (dispute-messages-10 c2)
                result.computed["pool_as_recorded"] = (
                    int(pool) if float(pool).is_integer() else round(pool, 6)
                )
            if not rules["pool"]:
                del result.computed["pool"]  # played without one: no figure (dispute-messages-3 c3)
            thrown_in = st.redeal
            yield Step(
                "end",
                deal.index,
                text=(
                    self.end_text(st, outcome, names, after if rules["pool"] else None)
                    + (
                        f" (The record's payments leave it at {result.computed['pool_as_recorded']:g}; "
                        "the next deal starts from that.)"
                        if "pool_as_recorded" in result.computed
                        else ""
                    )
                )
                if narrate
                else "",
                result=result,
            )

    # -- hands, rotation ---------------------------------------------------------------------
    def hands_of(
        self,
        session: Session,
        deal: Deal,
        result: DealResult,
        szpricer: int | None,
        run: tuple[int | None, int, bool],
        king: int | None = None,
    ) -> tuple[list[list[Card]], bool, int | None, int | None]:
        """The hands (dealt, or rebuilt from the play), whether they are known, the seat sitting out
        at five, and in a szpricer's deal the passer who takes the king's place. ``king``: the king
        of a deal whose dealer field alone is wrong (field_slip), else the dealer written."""
        n = session.n
        last_sitter = run[0]
        if deal.hands is not None:
            dealer = deal.dealer if king is None else king
            idle = [s for s, h in enumerate(deal.hands) if not h and s != dealer]
            sitter, stand_in = self.idle_seats(n, idle, szpricer, last_sitter)
            return [list(h) for h in deal.hands], True, sitter, stand_in
        # galician-tarok/9.play-only: a hand as dealt = what the seat played and laid away, less what it bought
        # (a card the record shows twice is given to the first seat only: the deck holds one of each,
        # and the second play is a card_not_in_hand, galician-tarok/5.hand)
        hands: list[set[Card]] = [set() for _ in range(n)]
        seen: set[Card] = set()
        acted = [False] * n
        for ev in deal.events:
            s = ev.seat
            if s is None or not 0 <= s < n:
                continue
            acted[s] = True
            if ev.type == "play" and ev.card is not None:
                cards: tuple[Card, ...] = (ev.card,)
            elif ev.type == "discard":
                cards = tuple(ev.cards)
            else:
                continue
            hands[s] |= {c for c in cards if c not in seen}
            seen.update(cards)
        takers = {
            ev.seat for ev in deal.events if ev.type == "take" and ev.seat is not None and 0 <= ev.seat < n
        }
        for ev in deal.events:
            if ev.type == "take" and ev.seat is not None and 0 <= ev.seat < n:
                hands[ev.seat] -= set(ev.cards)
        # galician-tarok/9.play-only: the take or the discard not written: the one who plays talon
        # cards (or took) bought; what he laid away is the cards of no pile, talon or play, since a
        # hand as dealt is what he played, less what he bought, plus what he laid away
        # (without the auction the exchange is not judged, and the hands stay the cards played)
        talon = set(deal.talon or [])
        auction = any(ev.type == "bid" for ev in deal.events)
        if talon and auction and not any(ev.type == "discard" for ev in deal.events):
            buyers = takers or {s for s in range(n) if hands[s] & talon}
            if len(buyers) == 1:
                (s,) = buyers
                hands[s] -= talon
                hands[s] |= set(GALICIAN_TAROK.full()) - seen - talon
        # the seats besides the king that do nothing at all (a thrown-in deal has no plays, so having
        # played no card does not tell the sitter)
        idle = [s for s in range(n) if s != deal.dealer and not acted[s]]
        if self.sitter_unproven(n, deal, szpricer):
            # galician-tarok/8.players: the record stops before every active seat has acted, so it
            # does not prove who sits out: the one the rotation allows, if it can (diff8 A3)
            idle = [s for s in idle if s in self.sitters_allowed(n, run)] or idle
            # and, of those, one that makes the first recorded caller the forehand (§10)
            first = next((ev.seat for ev in deal.events if ev.seat is not None), None)
            ring = [(deal.dealer + 1 + i) % n for i in range(n - 1)]
            idle = [x for x in idle if next(s for s in ring if s != x) == first] or idle
        sitter, stand_in = self.idle_seats(n, idle, szpricer, last_sitter)
        king = deal.dealer if szpricer is None and n >= 4 else stand_in
        players = [s for s in range(n) if s != king and s != sitter]
        every = [c for s in players for c in hands[s]] + list(deal.talon or [])
        complete = (
            deal.talon is not None
            and all(len(hands[s]) == T.HAND for s in players)
            and len(every) == len(set(every)) == 42
        )
        if complete:
            result.unchecked.append(
                "cards in hand: the hands were rebuilt from the plays, discards and takes"
            )
        else:
            result.unchecked += [
                "hands: not recorded, and the record does not rebuild them completely; only what the plays "
                "prove is checked",
                "cards in hand",
                "tarock counts beyond what the cards the record shows prove, and 'pass volat' against the hands",
            ]
        return [sorted(h, key=lambda c: c.index) for h in hands], complete, sitter, stand_in

    @staticmethod
    def dealer_field_slip(n: int, deal: Deal, due: int) -> bool:
        """galician-tarok/9.dealer: only the dealer field is wrong when the deal's first call (or,
        without the auction, its first card) is by the forehand of the dealer who was due, not of the
        one written: the record follows that dealer, so the `wrong_dealer` is the one finding and
        the deal is judged from his forehand (diff9 galician-knockon A4). Three players only: at four
        or five the dealer is the king, who holds no cards, so the hands tell who dealt (field_slip,
        diff9 galician-knockon B2)."""
        if n != 3 or due == deal.dealer:
            return False
        first = next(
            (ev.seat for ev in deal.events if ev.type in ("bid", "play") and ev.seat is not None), None
        )
        return first == (due + 1) % n

    @staticmethod
    def sitter_unproven(n: int, deal: Deal, szpricer: int | None) -> bool:
        """At five, a play-only deal whose events leave more than one seat besides the dealer idle:
        an active seat may have had no event yet where the record stops."""
        if n != 5 or szpricer is not None or deal.hands is not None:
            return False
        acted = {ev.seat for ev in deal.events}
        return sum(1 for s in range(n) if s != deal.dealer and s not in acted) > 1

    @staticmethod
    def sitters_allowed(n: int, run: tuple[int | None, int, bool]) -> set[int]:
        """The seats that may sit out this deal without a wrong_sitter (as rotation_findings judges)."""
        s0, k, began = run
        if s0 is None:
            return set(range(n))
        out = {s0} if k < 4 else set()
        if not (began and k < 4):
            out.add((s0 + 1) % n)
        return out

    @staticmethod
    def idle_seats(
        n: int, idle: list[int], szpricer: int | None, last_sitter: int | None
    ) -> tuple[int | None, int | None]:
        """(the seat sitting out at five, the szpricer's stand-in king) among the seats besides the
        dealer that get no cards. In a szpricer's deal at five the one sitting out stays out
        (galician-tarok/26.szpricer), so the other takes the king's place."""
        if szpricer is None:
            return (idle[0] if n == 5 and idle else None), None
        if n == 5 and len(idle) >= 2:
            sitter = last_sitter if last_sitter in idle else idle[0]
            return sitter, next(s for s in idle if s != sitter)
        return None, (idle[0] if idle else None)

    @staticmethod
    def rotation_findings(
        n: int,
        deal: Deal,
        rotation: Rotation,
        sitter: int | None,
        run: tuple[int | None, int, bool],
        names: list[str],
        thrown_in: bool = False,
    ) -> list[Finding]:
        out: list[Finding] = []
        if n == 5 and sitter is not None:
            s0, k, began = run
            why = None
            if s0 is not None and sitter == s0 and k >= 4:
                why = f"{names[s0]} has already sat out four deals"
            elif s0 is not None and sitter != s0:
                if began and k < 4:  # the real fault, whoever took his place
                    why = f"{names[s0]} sat out only {k} deal(s), not four"
                elif sitter != (s0 + 1) % n:
                    why = f"after {names[s0]} the next to sit out is {names[(s0 + 1) % n]}"
            if why:
                out.append(
                    Finding(
                        "wrong_sitter",
                        R + "8.players",
                        f"{names[sitter]} sits out deal {deal.index + 1}, but {why}.",
                        {"sitter": sitter, "previous": s0, "deals": k},
                        sitter,
                    )
                )

        def after(seat: int) -> int:
            want = (seat + 1) % n
            while want == sitter:
                want = (want + 1) % n
            return want

        prev = rotation.written
        if thrown_in and deal.dealer == prev:
            # after a throw-in for want of a tarock the source names no next dealer (§26's "kolej
            # gry idzie dalej" is said of an all-pass): the same dealer dealing again is right too
            # (gd29 (c)), as the next one is
            rotation.written = rotation.due = deal.dealer
            rotation.other = None
            return out
        want = rotation.check(deal.dealer, after)
        if want is not None:
            assert prev is not None  # the first deal's dealer is free
            out.append(
                Finding(
                    "wrong_dealer",
                    R + "9.dealer",
                    f"{names[deal.dealer]} dealt deal {deal.index + 1}, but the deal passes to "
                    f"{names[want]}, the next player after {names[prev]}.",
                    {"dealer": deal.dealer, "expected": want},
                    deal.dealer,
                )
            )
        return out

    @staticmethod
    def szpricer_findings(
        deal: Deal, prev: Deal | None, king: int, stand_in: int | None, names: list[str]
    ) -> list[Finding]:
        """galician-tarok/26.szpricer: "ten, który rozdzielał karty … rozdziela drugi raz", and the
        king holds the talon he kept ("z tymi i 6-cioma kartami z poprzedniego talonu")."""
        out: list[Finding] = []
        if deal.dealer != king:
            out.append(
                Finding(
                    "wrong_dealer",
                    R + "26.szpricer",
                    f"{names[deal.dealer]} dealt deal {deal.index + 1}, but after {names[king]}'s szpricer "
                    f"{names[king]}, who dealt the deal before, deals again.",
                    {"dealer": deal.dealer, "expected": king},
                    deal.dealer,
                )
            )
        if prev is not None and prev.talon is not None and deal.hands is not None:
            kept = [c for c in prev.talon if c not in deal.hands[king]]
            if kept:
                out.append(
                    Finding(
                        "szpricer_talon",
                        R + "26.szpricer",
                        f"{names[king]} called a szpricer and keeps the talon of deal {prev.index + 1}, but "
                        f"their hand lacks {' '.join(codes(kept))} of it.",
                        {"missing": codes(kept)},
                        king,
                    )
                )
        return out

    # -- the score sheet and penalties -------------------------------------------------------
    def restake_reading(
        self,
        settle_at: Callable[[float], Outcome | None] | None,
        outcome: Outcome | None,
        start: tuple[float, list[Due]],
        ledger: list[Event],
        sheet: tuple[dict[str, float], SheetTotals, float, float | None],
        names: list[str],
    ) -> tuple[Outcome | None, float, list[Due]]:
        """galician-tarok/27.pool (leniency, the rulings review Q2): the source gives no time for the
        stake, and blind readers split. In the deal after an ultimo won the pool, whose shares left
        something in it, the deal is settled both ways - the table staking again (the rule) or only
        into an empty pool - and read as the one its record fits better (fewer wrong; the rule on a
        tie): its payments, or where it writes none its score sheet (gd26 C1). ``outcome``: the
        deal's as ``settle_at`` (the pool at the start -> the outcome) gives it; both None where
        nothing turns on the pool (an all-pass, a redeal). Returns the outcome, the pool at the
        deal's start and the dues so far of the reading chosen."""
        pool_now, dues = start
        misfits = self.misfits_of(ledger, sheet, names)
        if misfits is None:
            return outcome, pool_now, dues
        rule_wrong = misfits([*dues, *(outcome.dues if outcome else [])])
        if not rule_wrong:
            return outcome, pool_now, dues
        staked = sum(d.amount for d in dues if d.reason == "pool_stake")
        kept = [d for d in dues if d.reason != "pool_stake"]
        alt = None if settle_at is None else settle_at(pool_now - staked)
        if outcome is not None and alt is None:
            return outcome, pool_now, dues  # the other reading cannot be settled
        if misfits([*kept, *(alt.dues if alt else [])]) < rule_wrong:
            return alt, pool_now - staked, kept
        return outcome, pool_now, dues

    def share_reading(
        self,
        st: DealState,
        outcome: Outcome,
        pool_now: float,
        dues: list[Due],
        ledger: list[Event],
        sheet: tuple[dict[str, float], SheetTotals, float, float | None],
        names: list[str],
        result: DealResult,
    ) -> Outcome:
        """galician-tarok/27.pool: "10 procent od każdej wygranej" is taken of each seat's net for the
        deal, the engine's reading; blind readers split (gd11, gd17 with it; gd25, gd-spec12 for 10%
        of each sum won, the game and each premium apart), so a record that pays the shares of the
        sums won, and fits that strictly better, is read so."""
        won: dict[Party, float] = {}
        paid: set[Party] = set()
        for d in outcome.dues:
            if d.reason not in ("pool_ultimo", "pool_share"):
                won[d.payee] = won.get(d.payee, 0) + d.amount
                paid.add(d.payer)
        if not any(isinstance(s, int) and s in paid for s in won):
            return outcome  # no seat both wins and pays: the two readings are one
        alt = self.record_reading(
            st,
            "share_of_items",
            (outcome, pool_now, dues),
            (ledger, sheet, names),
            result,
            "pool shares: the record takes 10% of each sum a seat wins (the game and each premium), "
            "not of its net, which it fits better (galician-tarok/27.pool); read so",
        )
        return outcome if alt is None else alt

    def record_reading(
        self,
        st: DealState,
        flag: str,
        settled: tuple[Outcome, float, list[Due]],
        record: tuple[list[Event], tuple[dict[str, float], SheetTotals, float, float | None], list[str]],
        result: DealResult,
        note: str,
    ) -> Outcome | None:
        """The deal settled with ``st``'s reading ``flag`` on, where the record (its payments, else
        its sheet) fits it strictly better than ``settled``'s outcome (flagged_reading); the
        ``unchecked`` line ``note`` then says the deal was read so. Else None."""
        outcome, pool_now, dues = settled
        misfits = self.misfits_of(*record)
        alt = None if misfits is None else flagged_reading(st, flag, outcome, pool_now, dues, misfits)
        if alt is not None:
            result.unchecked.append(note)
        return alt

    def late_claim_reading(
        self,
        st: DealState,
        outcome: Outcome,
        pool_now: float,
        dues: list[Due],
        ledger: list[Event],
        sheet: tuple[dict[str, float], SheetTotals, float, float | None],
        names: list[str],
        result: DealResult,
    ) -> Outcome:
        """galician-tarok/31.late-claim: a fault that loses the game is settled so (§23), the engine's
        reading of an audit; blind readers split (gd-spec8, gd-spec15: §31 "Po rozdaniu następnej
        talii niedozwolonym jest wnoszenie pretensji o grę poprzednią. Takich pretensji już się nie
        uwzględnia"), so a deal the record follows with the next one and settles as played, fitting
        that strictly better, is read so: nobody claimed it in time. The fault is still reported."""
        alt = self.record_reading(
            st,
            "forfeit_unclaimed",
            (outcome, pool_now, dues),
            (ledger, sheet, names),
            result,
            "the game lost by a fault: the record settles the deal as played and deals the next one, "
            "which it fits better; no claim stands once the next deal is dealt (galician-tarok/31.late-claim)",
        )
        if alt is None:
            return outcome
        for a in result.annotations:
            if a.code == "wrong_tarock_count" and a.message.endswith(T.PAID_AS_PREMIUM):
                # (its premium stands as announced too, dispute-messages-4 a3)
                a.message = a.message[: -len(T.PAID_AS_PREMIUM)] + T.UNCLAIMED_AS_PLAYED
            if a.penalty is not None and a.penalty.get("class") == "game_lost":
                # the penalty says how the deal is settled: as the record reads it
                a.penalty = {
                    **a.penalty,
                    "effect": "none applied: not claimed before the next deal was dealt (§31), the "
                    "deal stands as played",
                }
        return alt

    def tarock_count_reading(
        self,
        st: DealState,
        outcome: Outcome,
        pool_now: float,
        dues: list[Due],
        ledger: list[Event],
        sheet: tuple[dict[str, float], SheetTotals, float, float | None],
        names: list[str],
        result: DealResult,
    ) -> Outcome:
        """galician-tarok/21.tarock-count: a wrong count announced pays the count's value (§21 "jak w
        ogóle ... płaci wartość tego waloru"), the engine's reading; blind readers split (gd-spec for
        it, gd-spec2 and gd-spec5 against: §23 "zapowiedziane walory nie liczą się mu"), so a record
        that settles the deal without that value, and fits it strictly better, is read so."""
        alt = self.record_reading(
            st,
            "wrong_count_unpaid",
            (outcome, pool_now, dues),
            (ledger, sheet, names),
            result,
            "tarocks announced in a wrong count: the record settles the deal without the count's "
            "value, which it fits better than paying it (galician-tarok/21.tarock-count); read so",
        )
        if alt is None:
            return outcome
        for a in result.annotations:
            if a.code == "wrong_tarock_count" and a.message.endswith(T.PAID_AS_PREMIUM):
                # the finding says how the deal is settled: as the record reads it
                a.message = a.message[: -len(T.PAID_AS_PREMIUM)] + T.UNPAID_AS_RECORDED
        return alt

    def pool_reading(
        self,
        by_rules: Outcome | None,
        outcome: Outcome,
        dues: list[Due],
        ledger: list[Event],
        sheet: tuple[dict[str, float], SheetTotals, float, float | None],
        names: list[str],
    ) -> tuple[Outcome, float]:
        """galician-tarok/27.pool (gd30 (c)): after a payment into or out of the pool the record let
        stand, the pool holds what was paid (§31), and a later deal is settled from that; but a
        record that went on from the pool as the rules keep it (an ultimo paid the rules' pool) is
        right too: the deal is read as the one its record fits better (the pool as paid on a tie).
        Returns the outcome and its pool flow less the rules' one (0 where the rules' is chosen)."""
        flow = _pool_flow(outcome.dues)
        if by_rules is None or _pool_flow(by_rules.dues) == flow:
            return outcome, 0.0
        misfits = self.misfits_of(ledger, sheet, names)
        if misfits is not None and misfits([*dues, *by_rules.dues]) < misfits([*dues, *outcome.dues]):
            return by_rules, 0.0
        return outcome, _pool_flow(by_rules.dues) - flow

    def misfits_of(
        self,
        ledger: list[Event],
        sheet: tuple[dict[str, float], SheetTotals, float, float | None],
        names: list[str],
    ) -> Callable[[list[Due]], int] | None:
        """How a deal's record judges a reading of its dues: by its payments, or where it writes
        none by its score sheet; None where it writes neither."""
        payments = [ev for ev in ledger if ev.type == "payment"]
        if payments:
            return partial(_payment_misfits, payments=payments, names=names)
        if any(ev.type in ("score", "total") for ev in ledger):
            return partial(self.sheet_misfits, ledger=ledger, sheet=sheet, names=names)
        return None

    def sheet_misfits(
        self,
        dues: list[Due],
        ledger: list[Event],
        sheet: tuple[dict[str, float], SheetTotals, float, float | None],
        names: list[str],
    ) -> int:
        """How many of the deal's scores and totals the sheet's findings would call wrong, were
        ``dues`` the deal's (restake_reading)."""
        running, written, pool_before, pool_written = sheet
        settlement = Settlement()
        for d in dues:
            settlement.add_expected(d.payer, -d.amount)
            settlement.add_expected(d.payee, d.amount)
        for ev in ledger:
            if ev.type == "score":
                settlement.add_recorded(ev.party, ev.points or 0)  # type: ignore[arg-type]
        after = dict(running)
        for party, v in settlement.expected.items():
            if party != T.POOL:
                after[party] = after.get(party, 0) + v
        flow = settlement.expected.get(T.POOL, 0)
        totals = SheetTotals(written.totals)
        totals.add_deal(settlement)
        sheet_pool = None if pool_written is None else round(pool_written + flow, 9)
        pool = (round(pool_before + flow, 9), None, sheet_pool)
        return len(self.sheet_findings(ledger, settlement, after, totals, pool, names))

    @staticmethod
    def pool_after_take(payments: list[Event], before: float, as_paid: float) -> float:
        """§27: an ultimo made takes all the pool holds. A take recorded at what the rules put in, above
        what a share written short let the record put in (gd-2faults-pay-3p, probe A: 99.6 taken from
        97.6), empties it all the same: it holds the shares paid in after, not the record's overdraft."""
        into = [ev for ev in payments if ev.payee == T.POOL]
        taken = sum(ev.amount or 0 for ev in payments if ev.payer == T.POOL)
        if any(ev.get("reason") is None for ev in into):
            return as_paid
        held = before + sum(ev.amount or 0 for ev in into if ev.get("reason") != "pool_share")
        if taken <= held + TOLERANCE:
            return as_paid  # (a take short of the content leaves the rest, and is itself judged)
        return round(sum(ev.amount or 0 for ev in into if ev.get("reason") == "pool_share"), 9)

    @staticmethod
    def failed_ultimo_content(
        summary: dict[str, Any],
        dues: list[Due],
        payments: list[Event],
        ledger: list[Event],
        settlement: Settlement,
        tracked: float,
    ) -> float | None:
        """galician-tarok/27.pool: "Jeżeli zapowiedzianego ultima nie zrobi, to gracz całą sumę, jaka
        jest w żydku, traci i tę do żydka składa" — a failed announced ultimo pays the pool's content
        into it. Where that content is unknown, the record's own figure gives it: the one payment
        from the player into the pool for it (reason `pool_ultimo`, or the only one naming no
        reason); on a sheet, what the player's line and the pool's line each say he paid beyond the
        rules' other dues (which hold what went in since the record began, ``tracked``), where the
        two agree, or his line alone where the sheet writes none for the pool. None where the record
        does not say."""
        if not summary.get("ultimo_announced") or summary.get("ultimo"):
            return None
        tied = [
            {p for p in (d.payer, d.payee) if isinstance(p, int)} for d in dues if d.reason == "pagat_ultimo"
        ]
        seats = set.intersection(*tied) if tied else set()
        if len(seats) != 1:
            return None
        seat = next(iter(seats))
        if payments:
            into = [ev for ev in payments if ev.payer == seat and ev.payee == T.POOL]
            named = [ev for ev in into if ev.get("reason") == "pool_ultimo"]
            bare = [ev for ev in into if ev.get("reason") is None]
            one = named if named else bare
            if len(one) != 1:
                return None
            # he paid the pool as it stood then, the deal's stake and dealer's fee in it already: the
            # content before the deal is his payment less those (gd-fragment-pay-45p a1)
            before = sum(
                ev.amount or 0 for ev in payments if ev.payee == T.POOL and ev.get("reason") in START_REASONS
            )
            return float((one[0].amount or 0) - before)
        lines = score_sums(ledger)
        pool, who = str(T.POOL), str(seat)
        if who not in lines:
            return None
        by_seat = settlement.expected.get(who, 0) - lines[who]
        # (a sheet without the pool's line: his line alone says it, as one payment does: gd-fragments4 c1)
        by_pool = lines[pool] - settlement.expected.get(pool, 0) if pool in lines else by_seat
        if abs(by_seat - by_pool) >= TOLERANCE or by_seat + tracked <= 0:
            return None
        return round(by_seat + tracked, 9)

    @staticmethod
    def balance_take(
        settlement: Settlement, choices: dict[str, list[float] | None], seats: list[int]
    ) -> tuple[str, float] | None:
        """A pool of unknown content taken (or fed) by one seat: the pool's own line in the deal says
        what it gave, so where the sheet writes every seat's line and the pool's, the taker's is the
        rest of them (the lines of a deal sum to 0: every chip goes from one party to another). A line
        that breaks the balance is the taker's, judged against it (gd-sheet a2)."""
        recorded = settlement.recorded or {}
        pool = str(T.POOL)
        taker = [k for k, v in choices.items() if v is None and k not in ("*", pool)]
        parties = {str(s) for s in seats} | {pool}
        if len(taker) != 1 or choices.get(pool) is not None or not parties <= set(recorded):
            return None

        # (the other seats at their lines where those are right, else the rules' figure: a slip in
        # another line is reported there alone)
        def fair(k: str) -> float:
            can = choices.get(k, choices.get("*"))
            return (
                recorded[k]
                if k == pool or can is None or near_any(recorded[k], can)
                else settlement.expected.get(k, 0)
            )

        gap = round(sum(fair(k) for k in parties), 9)
        if abs(gap) < TOLERANCE:
            return None
        choices[taker[0]] = [recorded[taker[0]] - gap]
        settlement.open.discard(taker[0])
        settlement.expected[taker[0]] = round(recorded[taker[0]] - gap, 9)
        return taker[0], gap

    @staticmethod
    def pool_by_balance(settlement: Settlement, seats: list[int], why: str) -> str | None:
        """A sheet that writes the seats' lines but none for the pool, in a deal whose pool content is
        unknown: the pool's net is what the seats' lines leave (a deal's lines sum to 0), never a
        figure run on from an assumed empty pool (gd-fragments4 a1). Returns the ``unchecked`` line
        for the seats whose lines stood as written, if any (where every line is written the balance
        judged the taker's: balance_take)."""
        pool = str(T.POOL)
        recorded = settlement.recorded
        if recorded is None:
            return None  # (no lines: the totals are judged as the sheet's arithmetic)
        blind = settlement.open - {pool}
        if pool in settlement.open and pool not in recorded and blind <= set(recorded):
            others = sum(v for k, v in settlement.expected.items() if k != pool)
            settlement.expected[pool] = round(-others, 9)
        if not blind or {pool, *map(str, seats)} <= set(recorded):
            return None
        return (
            "score lines that rest on the pool's content (an ultimo's take, a failed one's payment in) "
            f"stand as written: {why}"
        )

    @staticmethod
    def sheet_findings(
        ledger: list[Event],
        settlement: Settlement,
        running: dict[str, float],
        written: SheetTotals,
        pool: tuple[float | None, float | None, float | None],
        names: list[str],
        carry_unknown: bool = False,
        choices: dict[str, list[float] | None] | None = None,
        blind: frozenset[str] = frozenset(),
        dues: list[Due] | None = None,
    ) -> list[Finding]:
        """galician-tarok/18.score-sheet: a `score` is a party's net result in the deal; a `total` is a
        seat's net over the session (start.totals carried in), by the rules or by the sheet's own
        arithmetic (``written``), or what the pool holds after the deal. After a deal that could not
        be settled (``carry_unknown``) totals are not checked, and a score only against ``choices``
        (the pool's content unknown: see score_choices); nor the totals of the parties in ``blind``
        (whose net in the deal rests on a pool of unknown content). A party's score lines in the deal (by reason,
        say) are its net added up, judged once, at its first line (sheet-shape (a1)), or at the
        first of its reason lines the rules give otherwise (``dues``: gd-sheet-shapes c)."""
        out: list[Finding] = []
        flows = None if dues is None else (lambda: ((d.payer, d.payee, d.amount, d.reason) for d in dues))
        for ev in merged_score_lines(ledger, flows):
            key = str(ev.party)
            if ev.type not in ("score", "total") or (ev.type == "total" and (carry_unknown or key in blind)):
                continue
            points = ev.points or 0
            if ev.type == "score" and choices is not None:
                can = choices.get(key, choices.get("*"))
                if can is None or near_any(points, can):
                    continue
            if ev.type == "score":
                want = settlement.expected.get(key, 0)
                what = "net result in this deal"
            elif ev.party == T.POOL:
                # by the rules, or as the deal's recorded payments left it (the sheet's arithmetic)
                if near_any(ev.points or 0, pool[1:]):
                    continue
                if pool[0] is None:  # its content by the rules is unknown (gd-spec16 a1)
                    continue
                want, what = pool[0], "content after this deal"
            else:
                want, what = running.get(key, 0), "running total (net result over the session)"
                if written.agrees(key, ev.points or 0):
                    continue
            if abs(points - want) < TOLERANCE:
                continue
            should, evidence = (
                written.expected(key, want)
                if ev.type == "total" and ev.party != T.POOL
                else (f"{want:g}", {"expected": want})
            )
            out.append(
                Finding(
                    f"wrong_{ev.type}",
                    R + "18.score-sheet",
                    f"The record gives {party_text(ev.party, names)} {points:g} as {what}; the rules make "  # type: ignore[arg-type]
                    f"it {should}.",
                    {"recorded": points, **evidence},
                    ev.party if isinstance(ev.party, int) else None,
                    VIOLATION,
                    ev.index,
                )
            )
        return out

    @staticmethod
    def penalty_findings(
        ledger: list[Event],
        st: DealState,
        result: DealResult,
        names: list[str],
        dues: list[Due] | None = None,
    ) -> list[Finding]:
        """galician-tarok/23.recorded-penalty: a recorded `penalty` names a seat whose irregularity the
        rules find in this deal, or one whose announced premium failed and pays (§15 "Zapowiedziany a
        nie zrobiony tról płaci karę": the source calls it a penalty; penalty-spec (a2))."""
        offenders = {a.seat for a in result.annotations if a.severity == VIOLATION and a.penalty is not None}
        for seat, items in st.announced.items():
            side = st.side(seat)
            payers = {st.player} if side == "player" else set(st.helpers)
            if any(d.reason in items and d.payer in payers for d in dues or []):
                offenders.add(seat)
        out: list[Finding] = []
        for ev in ledger:
            if ev.type != "penalty" or ev.party in offenders:
                continue
            who = party_text(ev.party, names)  # type: ignore[arg-type]
            # a fault of theirs the rules set no penalty for (a card out of turn: the source names
            # none, §24 "Są to rzeczy zależne od umowy") is said as that, not as no fault at all
            # (real-faults-near-slips-19 c 16: it contradicted the out_of_turn found above it)
            faults = [
                a
                for a in result.annotations
                if a.seat == ev.party and a.severity == VIOLATION and a.code not in RECORD_CODES
            ]
            if faults:
                amount = ev.get("amount")
                fine = f"the fine of {amount:g}" if is_number(amount) else "the record's penalty"
                but = (
                    "the rules set no penalty for "
                    + " or ".join(
                        f"{who}'s {fault_words(a)}" + (f" (event {a.event})" if a.event is not None else "")
                        for a in faults
                    )
                    + f"; {fine} is not the rules'"
                )
            else:
                but = "the rules find no irregularity of theirs in this deal"
            finding = unexpected_penalty(ev, who, R + "23.recorded-penalty", but)
            finding.event = ev.index
            out.append(finding)
        return out

    # -- results and texts -------------------------------------------------------------------
    @staticmethod
    def computed(
        st: DealState, outcome: Any, dues: list[Due], pool: float | None, sitter: int | None
    ) -> dict[str, Any]:
        out: dict[str, Any] = {
            "dealer": st.dealer,
            "king": st.king,
            "sitting_out": sitter,
            "szpricer": st.szpricer,
            "szpricer_called": st.szpricer_call is not None,
            "forehand": st.forehand,
            "player": st.player,
            "bid": st.standing_word or None,
            "contract": st.contract,
            "all_passed": st.phase == "over",
            "redeal": st.redeal,
            "purchase": st.purchase if st.contract else None,
            "bought": codes(st.taken) if st.taken else None,
            "laid_away": codes(st.discard) if st.discard else None,
            "announced": {str(s): list(v.values()) for s, v in st.announced.items() if v},
            "contra": dict(st.levels),
            # the levels the deal is settled with where the record's reading counts a double that
            # does not stand (the king's, say): game.value is at these (real-faults-near-slips-14 c6)
            **({"contra_as_recorded": doubled_levels(st)} if st.doubles_as_said else {}),
            # by seat, as every game gives them: null for the king and the sitter (dispute-messages-2 a1:
            # in the forehand's order it read as the king taking tricks)
            "tricks": [
                sum(1 for t in st.tricks if t["winner"] == s) if s in st.active else None for s in range(st.n)
            ],
            "trick_winners": [t["winner"] for t in st.tricks],
            "payments": [d.to_json() for d in dues],
            # (null: a pool whose content the record does not give, start.pools left out)
            "pool": None if pool is None else int(pool) if float(pool).is_integer() else round(pool, 6),
        }
        if outcome is not None:
            out.update(outcome.summary)
        return out

    @staticmethod
    def deal_text(
        session: Session,
        deal: Deal,
        sitter: int | None,
        szpricer: int | None = None,
        stand_in: int | None = None,
    ) -> str:
        names = session.players
        head = f"Deal {deal.index + 1}, dealer {names[deal.dealer]}"
        if szpricer is not None:
            head += ", the king, plays their szpricer"
            if stand_in is not None:
                head += f"; {names[stand_in]} takes the king's place"
        elif session.n >= 4:
            head += " (the king, who does not play)"
        if sitter is not None:
            head += f", {names[sitter]} sits out"
        if deal.hands is None:
            return head + ". Hands not recorded (play-only record)."
        hands = "; ".join(f"{names[s]}: {' '.join(codes(h))}" for s, h in enumerate(deal.hands) if h)
        talon = " ".join(codes(deal.talon or []))
        return f"{head}. {hands}. Talon: {talon}."

    @staticmethod
    def event_text(ev: Event, names: list[str]) -> str:
        who = names[ev.seat] if ev.seat is not None else "?"
        t = ev.type
        if t == "play":
            return f"{who} plays {ev.card}."
        if t == "bid":
            return f"{who} says {ev.get('bid')}."
        if t == "call":
            return f"{who} refuses the packet shown."
        if t == "take":
            return f"{who} buys {' '.join(codes(ev.cards))}."
        if t == "discard":
            return f"{who} lays away {' '.join(codes(ev.cards))}{' (shown)' if ev.get('shown') else ''}."
        if t == "announce":
            items = ev.get("items") or []
            text = ", ".join(
                f"{i['count']} tarocks" if i.get("kind") == "tarocks" else str(i.get("kind")) for i in items
            )
            return f"{who} announces {text or 'nothing'}."
        if t == "double":
            return f"{who} says {T.LEVELS.get(ev.get('level'), '?')} on {ev.get('target')}."
        if t == "redeal":
            return f"{who} has no tarock and throws the cards in."
        return f"{t}."

    @staticmethod
    def ledger_text(ev: Event, names: list[str]) -> str:
        if ev.type == "payment":
            reason = f" ({ev.get('reason')})" if ev.get("reason") else ""
            return (
                f"Payment: {party_text(ev.payer, names)} pays {party_text(ev.payee, names)} "  # type: ignore[arg-type]
                f"{ev.amount:g}{reason}."
            )
        if ev.type == "penalty":
            return penalty_line(ev, party_text(ev.party, names))  # type: ignore[arg-type]
        what = "Score" if ev.type == "score" else "Running total"
        return f"{what} of {party_text(ev.party, names)}: {ev.points:g}."  # type: ignore[arg-type]

    @staticmethod
    def auction_text(st: DealState, names: list[str]) -> str:
        if st.phase == "over":
            return "Auction over: all passed; the cards are thrown in."
        if st.player is None:
            return "The cards are thrown in."
        return f"Auction over: {names[st.player]} plays {st.standing_word} ({st.contract})."

    @staticmethod
    def end_text(st: DealState, outcome: Any, names: list[str], pool: float | None) -> str:
        held = "" if pool is None else f" Pool {pool:g}."  # (None: the rules keep no pool)
        if st.redeal:
            return "Deal over: thrown in (no tarock)."
        if st.phase == "over":
            return f"Deal over: all passed.{held}"
        if outcome is None or st.player is None:
            return "Deal over: not played out; the game cannot be scored."
        s = outcome.summary
        res = "wins" if s["won"] else "loses"
        why = ""
        if s["forfeit"]:  # galician-tarok/23.renonce: the game was lost whatever the points
            f = s["forfeit"]
            fault = f"{names[f['seat']]}'s {f['code'].replace('_', ' ')}"
            # (the player's own fault lost it; a helper's, for the helpers: dispute-messages-10 c7)
            lost = "lost it" if f["seat"] == st.player else f"lost it for the {f['side']}"
            if f["side"] == "player" and s.get("by_points"):
                # (the passage: §12 for a bad discard, §23 for a renonce, real-faults-near-slips-12 c10)
                where = "§12" if f["code"] == "illegal_discard" else "§23"
                lost += f", but with more than 33 points the player pays the consolation alone ({where})"
            paid = ""
            if f["side"] == "helpers" and not s.get("by_points"):
                # the figure is no game on his points: the source speaks of the player's renonce
                # only, and the digest's ruling sets it (real-faults-near-slips-14 c3)
                paid = (
                    ", and with 33 points or fewer the player is paid the consolation, the contract's "
                    "addend, as a won game (the ruling of galician-tarok/23.renonce: §23 speaks of the "
                    "player's renonce only)"
                )
            why = (
                f"; {fault} {lost}{paid}"
                if f.get("applied", True)
                else f"; {fault} would have {lost.split(', but')[0]}, but it was not claimed before "
                "the next deal (§31): the deal stands as played"
            )
        if s.get("ultimo_announced"):
            why += "; the announced pagat ultimo " + ("is made" if s["ultimo"] else "failed")
            if no_renonce := ultimo_no_renonce(st, s):  # (not held: no renonce, §27b)
                why += f": {no_renonce}"
            f = s["forfeit"]
            if s["ultimo"] and f and f["side"] == "player" and f.get("applied", True):
                # (made, but withheld by the renonce: real-faults-near-slips-12 c10)
                why += (
                    f", but does not count for {names[st.player]} (§23)"
                    if st.rules["renonce_premiums"] != "all_paid"
                    else ""
                )
        game = s.get("game")
        if isinstance(game, dict) and game.get("value"):
            # the figure each opponent pays or is paid for the game itself (dispute-messages-13 c4)
            # with its factors, and why a double or a helper's share is not what a table may count
            # (real-faults-near-slips-16 c2, c3)
            why += f"; the game counts {game['value']:g}"
            if "base" in game:
                why += f" = {game_value_text(st, s)}"
            if st.void_double_counted is not None:
                # read as the record settles it, with a double that does not stand (the figures and
                # the sitter_acted finding agree: real-faults-near-slips-14 c6)
                who, word, by_rules = st.void_double_counted
                why += (
                    f" as the record settles it, with {names[who]}'s {word} counted; by the rules it "
                    f"does not stand and the game counts {by_rules:g}"
                )
            why += "".join(f"; {note}" for note in game_notes(st, s))
        # a pile that is no whole number of threes: how its count comes about (fresh-mainstream-5 c1)
        mine, _ = piles(st)
        count = ""
        if len(mine) % 3 and not st.points_in_thirds:
            values = sum(T.POINTS[c.index] for c in mine)
            count = (
                f": {len(mine)} cards, {values} in card values, less 2 for each of {len(mine) // 3} threes "
                f"and 1 for the {len(mine) % 3} left over"
            )
        # a solo is played without buying (§10 "gra bez kupna")
        bought = "no purchase" if st.contract == "solo" else f"purchase {s['purchase']}"
        return (
            f"Deal over: {names[st.player]} {res} the {st.contract} with {s['points']['player']} points{count} "
            f"({bought}{why}).{held}"
        )

    def session_result(self, session: Session, results: list[DealResult]) -> dict[str, Any] | None:
        if not results:
            return None
        net = Settlement.across([r.settlement for r in results])
        seat_at_zero(net, {s for r in results if isinstance(s := r.computed.get("sitting_out"), int)})
        if not session.rules["pool"]:
            return {"deals": len(results), "net": net.to_json()}  # no pool kept: no figure
        # (as the record left it, where a slip in the last deal's pool flows parts it from the rules')
        last = results[-1].computed
        pool = None if session.derived.get("pool_unknown") else last.get("pool_as_recorded", last.get("pool"))
        return {"deals": len(results), "pool": pool, "net": net.to_json()}


# --- payments: recorded against due (galician-tarok/18.payments, 27.pool) --------------------------


def seat_at_zero(net: Settlement, sitters: set[int]) -> None:
    """The seats that sat out a deal at five in the session's net: each is one of the session's
    players, and §8 leaves his net at 0 for the deals he sits out ("nie bierze udziału ani w grze,
    ani w wyniku gry"), so one the figures leave out is listed at 0, not left out as if forgotten
    (real-faults-near-slips-14 c4; Danish lists its sitter, Galician its king). Only where the
    session has figures to list (a net no deal could settle lists no one), and a score sheet's
    recorded figures are per party: a seat it never writes stays unrecorded there."""
    if not net.expected:
        return
    for s in sorted(sitters):
        k = str(s)
        net.expected.setdefault(k, 0)
        if net.compared is not None:
            net.compared.setdefault(k, 0)
        if net.recorded is not None and not net.per_party:
            net.recorded.setdefault(k, 0)  # (payments: a seat paid nothing has a recorded net of 0)


VOID = " (the call is void)."
TAKEN = "; the table went on with it, so it stands as {name}'s own call, in {name}'s own turn."


def _pk(p: Party) -> str:
    return str(p)


def _flow(a: Party, b: Party, v: float) -> dict[str, Any] | None:
    if abs(v) < TOLERANCE:
        return None
    x, y = (a, b) if v > 0 else (b, a)
    amt = abs(v)
    return {"from": x, "to": y, "amount": int(amt) if float(amt).is_integer() else round(amt, 6)}


# what falls due to or from the pool by its content (galician-tarok/27.pool): the stake when it is
# empty, and the pool an ultimo takes or pays
POOL_CONTENT_REASONS = frozenset({"pool_stake", "pool_ultimo"})
# an ultimo's dues: with the pool's content unknown, what its maker or loser nets is unknown too
ULTIMO_REASONS = frozenset({"pool_ultimo", "pagat_ultimo"})
START_REASONS = frozenset({"pool_stake", "pool_deal"})  # due at the deal, before any card


def pool_not_kept(session: Session) -> bool:
    """galician-tarok/27.pool (ruling): the pool is the usual practice ("Zwykle używanym jest
    utrzymywanie puli") with amounts the source leaves to the table ("pewna kwota"); a session whose
    rules do not name it (no pool option set), that does not start with one, and whose record writes
    payments but never one into or out of the pool, did not keep it, rather than owing every stake
    and share it never wrote."""
    named = session.rules_json if isinstance(session.rules_json, dict) else {}
    if not session.rules.get("pool") or any("pool" in k for k in named) or session.start.get("pools"):
        return False
    payments = [ev for d in session.deals for ev in d.events if ev.type == "payment"]
    # a record of payments that never pays the pool; a score sheet carries the pool in its figures
    return bool(payments) and not any(T.POOL in (ev.payer, ev.payee) for ev in payments)


def score_choices(dues: list[Due], stake: float, stakers: int) -> dict[str, list[float] | None]:
    """Each party's possible net in a deal once the pool's content is unknown (an earlier deal could
    not be settled, galician-tarok/27.pool): the stake founding the pool paid or not (by each of the
    ``stakers``, into the pool); a seat an ultimo's pool is paid to or from, and the pool with it,
    anything (None)."""
    net: dict[str, float] = {}
    staked: set[str] = set()
    unknown: set[str] = set()
    # an ultimo's player takes the pool or pays its content in, unknown too (a 0 is not a due): he is
    # the party every pagat_ultimo payment of the deal names
    ultimo = [{str(d.payer), str(d.payee)} for d in dues if d.reason == "pagat_ultimo"]
    if ultimo:
        unknown |= set.intersection(*ultimo) | {str(T.POOL)}
    for d in dues:
        if d.reason == "pool_ultimo":
            unknown |= {str(d.payer), str(d.payee)}
            continue
        if d.reason == "pool_stake":
            staked.add(str(d.payer))
            continue
        net[str(d.payer)] = net.get(str(d.payer), 0) - d.amount
        net[str(d.payee)] = net.get(str(d.payee), 0) + d.amount
    out: dict[str, list[float] | None] = {"*": [0.0, -stake]}  # "*": a seat with nothing else due
    for party in set(net) | staked | unknown:
        base = net.get(party, 0)
        out[party] = None if party in unknown else [base, base - stake]
    pool = net.get(str(T.POOL), 0)
    out[str(T.POOL)] = None if unknown else [pool, pool + stake * stakers]
    return out


def unknown_why(carry_unknown: bool) -> str:
    """Why the pool's content is not known, for a deal's ``unchecked`` line."""
    if carry_unknown:
        return "an earlier deal of the session could not be settled"
    return "the record starts mid-session without it (start.pools)"


def _pool_flow(dues: list[Due]) -> float:
    return sum(d.amount if d.payee == T.POOL else -d.amount if d.payer == T.POOL else 0 for d in dues)


def _payment_misfits(dues: list[Due], *, payments: list[Event], names: list[str]) -> int:
    """How many findings the deal's recorded payments would give, were ``dues`` the deal's."""
    return len(compare_payments(dues, payments, names))


# galician-tarok/14.counting: the most ways of settling a rest left out that are told apart (claims2 A2)
ENDINGS_MOST = 16


def _net_distance(dues: list[Due], ledger: list[Event]) -> float:
    """How far the record's nets (its payments, else its scores) lie from ``dues``' in all: of two
    endings a record fits equally badly, the nearer one is the one it meant (claims2 A2)."""
    net: dict[str, float] = {}
    for d in dues:
        net[_pk(d.payer)] = net.get(_pk(d.payer), 0) - d.amount
        net[_pk(d.payee)] = net.get(_pk(d.payee), 0) + d.amount
    payments = [ev for ev in ledger if ev.type == "payment"]
    for ev in payments or [ev for ev in ledger if ev.type == "score"]:
        if ev.type == "payment":
            net[_pk(ev.payer)] = net.get(_pk(ev.payer), 0) + (ev.amount or 0)  # type: ignore[arg-type]
            net[_pk(ev.payee)] = net.get(_pk(ev.payee), 0) - (ev.amount or 0)  # type: ignore[arg-type]
        else:
            net[_pk(ev.party)] = net.get(_pk(ev.party), 0) - (ev.points or 0)  # type: ignore[arg-type]
    return sum(abs(v) for v in net.values())


def _settle_over_endings(st: DealState, pool: float, *, last: int, budget: list[int]) -> Outcome | None:
    """DealState.settle_over_endings with the pool first (restake_reading's settle_at)."""
    return st.settle_over_endings(pool, last, budget)


def pool_unknown(dues: list[Due], payments: list[Event]) -> tuple[list[Due], list[Event]]:
    """The dues and payments still judged once the pool's content is unknown (an earlier deal could not
    be settled): all but those resting on the content; where a payment between the pool and a seat
    names no reason, nothing between the two can be told apart, so none of theirs is judged (the
    other seats' pool payments still are, diff8 playonly-cut A4). But the one such payment that moves
    the content itself, between the pool and an ultimo's player the way the ultimo went (the take to
    him, a failed one's content from him), is that (gd-midway3 c1: the bundled example writes its
    take so, and his 10% share was never judged)."""
    ultimo = [d for d in dues if d.reason == "pagat_ultimo"]
    player = set.intersection(*({d.payer, d.payee} for d in ultimo)) if ultimo else set()
    made = bool(player) and all(d.payee in player for d in ultimo)  # paid by each opponent
    failed = bool(player) and all(d.payer in player for d in ultimo)
    content = [
        ev
        for ev in payments
        if ev.get("reason") is None
        and (
            (made and ev.payer == T.POOL and ev.payee in player)
            or (failed and ev.payee == T.POOL and ev.payer in player)
        )
    ]
    moves = {id(content[0])} if len(content) == 1 else set()
    blind = {
        _pk(ev.payer if ev.payee == T.POOL else ev.payee)  # type: ignore[arg-type]
        for ev in payments
        if ev.get("reason") is None and T.POOL in (ev.payer, ev.payee) and id(ev) not in moves
    }

    def judged(payer: Party, payee: Party, reason: str | None) -> bool:
        if T.POOL not in (payer, payee):
            return True
        seat = payer if payee == T.POOL else payee
        return reason not in POOL_CONTENT_REASONS and _pk(seat) not in blind

    return (
        [d for d in dues if judged(d.payer, d.payee, d.reason)],
        [ev for ev in payments if id(ev) not in moves and judged(ev.payer, ev.payee, ev.get("reason"))],  # type: ignore[arg-type]
    )


def void_double_words(st: DealState, by_rules: Outcome, read: Outcome, result: DealResult) -> None:
    """galician-tarok/17.contra (ruling, gd-2faults-pay-45p probe G): the record settles the deal
    with the king's (or a sitter's) double counted, and is read so, the double its one finding. Its
    `sitter_acted` message says so, and what the rules make of it: the figures would otherwise say
    the double counts while the finding says it may not be made (real-faults-near-slips-14 c6). The
    reading stands only because the next deal was dealt (§31, session 39, readings-review K8, K9):
    both the `sitter_acted` and the `illegal_double` message say so."""
    by_index = {ev.index: ev for ev in st.events}
    announced = st.announced.get(st.player, {}) if st.player is not None else {}
    for a in result.annotations:
        ev = by_index.get(a.event) if a.event is not None else None
        if a.code not in ("sitter_acted", "illegal_double") or ev is None or ev.type != "double":
            continue
        target, level = ev.get("target"), ev.get("level")
        if level not in T.LEVELS or not (target == "game" or target in announced):
            continue  # (a double on nothing of the deal: the reading counts it nowhere)
        if level <= st.levels.get(target, 1):
            continue  # (a double that stands already raised it so far: this one changes nothing)
        if a.code == "illegal_double":
            # (readings-review K8: the reading stands only by §31, and the finding says so)
            a.message += f" The record settles the deal with this {T.LEVELS[level]} counted; {T.STANDS_BY_31}"
            continue
        before, after = by_rules.summary.get("game"), read.summary.get("game")
        figures = (
            f" (the game at {after['value']:g} each)"
            if target == "game" and isinstance(after, dict) and "value" in after
            else ""
        )
        rules_make = (
            f"the game is worth {before['value']:g} each, undoubled"
            if target == "game" and isinstance(before, dict) and "value" in before
            else f"the {target} counts undoubled"
        )
        part = (
            "the king takes no active part in the play"
            if ev.seat == st.king
            else "who sits out takes no part in the play or its result"
        )
        if target == "game" and isinstance(before, dict) and "value" in before and ev.seat is not None:
            st.void_double_counted = (ev.seat, T.LEVELS[level], before["value"])
        a.message += (
            f" The record settles the deal with this {T.LEVELS[level]} counted{figures}; by the rules "
            f"it doubles nothing (§8: {part}; §17 gives contra to "
            f'the helpers alone, "Każdy z pomagających może dać graczowi: contra"), so {rules_make}. '
            f"But {T.STANDS_BY_31}"
        )


def flagged_reading(
    st: DealState,
    flag: str,
    outcome: Outcome,
    pool_now: float,
    dues: list[Due],
    misfits: Callable[[list[Due]], int],
) -> Outcome | None:
    """The deal settled with ``st``'s reading ``flag`` on (a record-fit reading: the other side of a
    split among blind readers), where the record fits it strictly better than ``outcome``; the flag
    then stays on, so later settlements of this deal read it so too. Else None, the flag off."""
    setattr(st, flag, True)
    alt = settle(st, pool_now)
    if misfits([*dues, *alt.dues]) < misfits([*dues, *outcome.dues]):
        return alt
    setattr(st, flag, False)
    return None


PREMIUM_REASONS = ("volat", "tarocks", "trull", "four_kings", "pagat_ultimo")
# galician-tarok/17.contra-symmetric: what the option changes (a won game, a premium made, doubled,
# and so the pool's share of the win, 27.pool)
SYMMETRIC_REASONS = ("game", *PREMIUM_REASONS, "pool_share")
# §17, the usage option contra_symmetric sets (the source's own words)
SYMMETRIC_USAGE = (
    "Często jest w użyciu, że przy contrze oblicza się wynik gry tak, że gracz tę samą sumę otrzymuje "
    "przy wygranej, jaką płaci przy przegranej"
)


def symmetric_reasons(st: DealState, pool_now: float, payments: list[Event]) -> frozenset[str]:
    """galician-tarok/17.contra-symmetric (dispute-messages-15 c6): the reasons (the game, a premium,
    the pool's share) whose recorded payments are, pair by pair, what option contra_symmetric would
    settle the deal with, where it is off and a double stands (the only deals it changes): the
    table's own theory, for the words of its wrong payments (table_words). A payment that only
    happens to match (a helper at fault paying both shares, the other's unpaid) is not so read."""
    if st.rules["contra_symmetric"] or max(doubled_levels(st).values(), default=1) < 2:
        return frozenset()
    rules = st.rules
    st.rules = {**rules, "contra_symmetric": True}
    try:
        by_option = settle(st, pool_now).dues
    finally:
        st.rules = rules

    def flows(
        items: list[tuple[Party, Party, float, str | None]],
    ) -> dict[tuple[str | None, str, str], float]:
        out: dict[tuple[str | None, str, str], float] = {}
        for payer, payee, amount, reason in items:
            a, b = sorted((_pk(payer), _pk(payee)))
            k = (reason, a, b)
            out[k] = out.get(k, 0) + (amount if _pk(payer) == a else -amount)
        return out

    option = flows(
        [(d.payer, d.payee, d.amount, d.reason) for d in by_option if d.reason in SYMMETRIC_REASONS]
    )
    recorded = flows(
        [
            (ev.payer, ev.payee, ev.amount or 0, ev.get("reason"))  # type: ignore[misc]
            for ev in payments
            if ev.get("reason") in SYMMETRIC_REASONS
        ]
    )
    keys = set(option) | set(recorded)
    return frozenset(
        str(r)
        for r in {k[0] for k in keys}
        if all(abs(option.get(k, 0) - recorded.get(k, 0)) < TOLERANCE for k in keys if k[0] == r)
    )


def table_words(f: Finding, next_dealt: bool, symmetric: frozenset[str] = frozenset()) -> Finding:
    """The close of a wrong payment's message, where the table's figure has a ground a dispute
    turns on (dispute-messages-15 c6, c7): the figure option contra_symmetric (§17's "często"
    usage) gives, the option off, where the record pays the reason so throughout
    (symmetric_reasons); and, in a deal the record follows with the next one, that no claim of it
    stands (§31, in 31.late-claim's words): the finding is kept, for the record."""
    if f.code != "wrong_payment":
        return f
    rec = f.evidence.get("recorded")
    if rec and "pair" in f.evidence and f.evidence.get("reason") in symmetric:
        f.message += (
            f" The table's {rec['amount']:g} is what option contra_symmetric gives (§17: "
            f'"{SYMMETRIC_USAGE}"), which these rules do not set.'
        )
    if next_dealt:
        f.message += f" But {T.FOR_THE_RECORD_BY_31}"
    return f


def renonce_withheld(
    summary: dict[str, Any], rules: dict[str, Any], names: list[str], announced: dict[str, Any] | None = None
) -> dict[str, tuple[str, str, Party]] | None:
    """What a player's renonce withholds from him (galician-tarok/23.renonce: "zapowiedziane walory
    nie liczą się mu"; 27.pool-renonce: the pool), reason -> (rule, why, the player), for the words
    of a payment the record makes him all the same. ``announced``: the player's announcements, so
    that each premium is named as what it is (real-faults-near-slips-16 c5: "the premiums he made"
    was said of tarocks announced, a holding, and of a player who is a she)."""
    f = summary.get("forfeit")
    if not f or f["side"] != "player" or not f.get("applied", True):
        return None
    fault = f"{names[f['seat']]}'s {f['code'].replace('_', ' ')}"
    player = f["seat"]
    out: dict[str, tuple[str, str, Party]] = {}
    if rules["renonce_premiums"] != "all_paid":
        for reason in PREMIUM_REASONS:
            what, does = T.PREMIUM_WORDS[reason]
            # announced, a premium of the announcement (§23); else one held or made silently, which
            # renonce_silent_premiums withholds too (23.renonce)
            how = "announced" if reason in (announced or {}) else "held" if reason == "tarocks" else "made"
            why = f": after {fault}, {what} {how} {does} not count for {names[player]} (§23)"
            out[reason] = (R + "23.renonce", why, player)
    if rules.get("pool"):
        out["pool_ultimo"] = (
            R + "27.pool-renonce",
            f": after {fault}, the pool is not his (§27a, renonce_pool {rules['renonce_pool']})",
            player,
        )
    return out


def compare_payments(
    dues: list[Due],
    payments: list[Event],
    names: list[str],
    withheld: dict[str, tuple[str, str, Party]] | None = None,
) -> list[Finding]:
    """Compare pair by pair, and reason by reason between two parties whose every recorded payment
    gives one (so a wrong amount is reported at its own payment, not netted with the others).
    ``withheld``: reason -> (rule, why, party) of what the rules withhold from that party this deal
    (a renonce's premiums), which a payment of that reason to it the rules do not call for cites."""
    parties: dict[str, Party] = {}
    netted = {
        (min(_pk(ev.payer), _pk(ev.payee)), max(_pk(ev.payer), _pk(ev.payee)))  # type: ignore[arg-type]
        for ev in payments
        if ev.get("reason") is None
    }

    def flow(a: Party, b: Party, amount: float) -> float:
        return amount if _pk(a) < _pk(b) else -amount

    def pair_of(a: Party, b: Party) -> tuple[str, str]:
        ka, kb = _pk(a), _pk(b)
        return (min(ka, kb), max(ka, kb))

    netted |= covering_pairs(
        [(pair_of(d.payer, d.payee), d.reason, flow(d.payer, d.payee, d.amount)) for d in dues],
        [
            (pair_of(ev.payer, ev.payee), ev.get("reason"), flow(ev.payer, ev.payee, ev.amount or 0))  # type: ignore[arg-type]
            for ev in payments
        ],
    )

    def key(a: Party, b: Party, reason: str | None) -> tuple[str | None, str, str]:
        parties[_pk(a)], parties[_pk(b)] = a, b
        pair = pair_of(a, b)
        return (None if pair in netted else reason, *pair)

    exp: dict[tuple[str | None, str, str], float] = {}
    rule_of: dict[tuple[str | None, str, str], str] = {}
    why_of: dict[tuple[str | None, str, str], str] = {}  # the due's own words (Due.why)
    contra_of: dict[tuple[str | None, str, str], dict[str, Any]] = {}  # its doubles (Due.contra)
    due_flows: dict[tuple[str | None, str, str], list[tuple[float, str | None]]] = {}
    in_order: list[tuple[tuple[str | None, str, str], float, str | None]] = []
    for d in dues:
        k = key(d.payer, d.payee, d.reason)
        exp[k] = exp.get(k, 0) + flow(d.payer, d.payee, d.amount)
        due_flows.setdefault(k, []).append((flow(d.payer, d.payee, d.amount), d.reason))
        in_order.append((k, flow(d.payer, d.payee, d.amount), d.reason))
        rule_of.setdefault(k, d.rule)
        if d.why and k[0] is not None:  # (a netted pair's figure is no one due's)
            why_of.setdefault(k, d.why)
        if d.contra and k[0] is not None:
            contra_of.setdefault(k, d.contra)
    rec: dict[tuple[str | None, str, str], float] = {}
    rec_flows: dict[tuple[str | None, str, str], list[tuple[int, float, str | None]]] = {}
    first_ev: dict[tuple[str | None, str, str], int] = {}
    for ev in payments:
        k = key(ev.payer, ev.payee, ev.get("reason"))  # type: ignore[arg-type]
        f = flow(ev.payer, ev.payee, ev.amount or 0)  # type: ignore[arg-type]
        rec[k] = rec.get(k, 0) + f
        rec_flows.setdefault(k, []).append((ev.index, f, ev.get("reason")))
        first_ev.setdefault(k, ev.index)
    paid = [(k, *x) for k, xs in rec_flows.items() for x in xs]
    bad: dict[tuple[str | None, str, str], tuple[Party, Party, float, float]] = {}
    at: dict[tuple[str | None, str, str], int] = {}  # each bad key's finding in ``out``
    pair_exp: dict[tuple[str, str], float] = {}
    pair_rec: dict[tuple[str, str], float] = {}
    for k, v in exp.items():
        pair_exp[k[1:]] = pair_exp.get(k[1:], 0) + v
    for k, v in rec.items():
        pair_rec[k[1:]] = pair_rec.get(k[1:], 0) + v
    out: list[Finding] = []
    warned: set[tuple[str, str]] = set()

    def seat_of(a: Party, b: Party) -> int | None:
        return a if isinstance(a, int) else b if isinstance(b, int) else None

    for k in sorted(set(exp) | set(rec), key=lambda x: (x[1], x[2], x[0] or "")):
        e, r = exp.get(k, 0), rec.get(k, 0)
        if abs(e - r) < TOLERANCE:
            continue
        reason, ka, kb = k
        a, b = parties[ka], parties[kb]
        pair = (ka, kb)
        if abs(pair_exp.get(pair, 0) - pair_rec.get(pair, 0)) < TOLERANCE:
            if pair not in warned:
                warned.add(pair)
                out.append(
                    Finding(
                        "payment_reason",
                        R + "18.payments",
                        f"The payments between {party_text(a, names)} and {party_text(b, names)} add up to "
                        "what the rules say, but not reason by reason.",
                        {"pair": [a, b]},
                        severity=WARNING,
                        event=first_ev.get(k),
                    )
                )
            continue
        rule = rule_of.get(k, R + "18.payments")
        doubled = contra_of.get(k) if abs(e) >= TOLERANCE else None  # (a wrong or missing payment)
        if doubled is not None and rule in CONTRA_VALUED:
            # the figure turns on the double, said in the words (Due.why): §17's rule, not the
            # value's own (dispute-messages-16 c2)
            rule = R + "17.contra-values"
        what = f" ({reason})" if reason else ""
        bad[k], at[k] = (a, b, e, r), len(out)

        evidence = {"reason": reason, "pair": [a, b], "expected": _flow(a, b, e), "recorded": _flow(a, b, r)}
        if doubled is not None:  # the doubles the rules' figure is multiplied by (dispute-messages-16 c2)
            evidence["contra"] = doubled
        if k not in rec:
            x, y = (a, b) if e > 0 else (b, a)
            out.append(
                Finding(
                    "missing_payment",
                    rule,
                    f"No payment{what} between {party_text(a, names)} and {party_text(b, names)} is recorded; "
                    f"{party_text(x, names)} owes {party_text(y, names)} {abs(e):g}{why_of.get(k, '')}.",
                    evidence,
                    seat_of(x, y),
                )
            )
        elif abs(e) < TOLERANCE:
            x, y = (a, b) if r > 0 else (b, a)
            # (why not, where the rules withhold it: real-faults-near-slips-12 c10)
            held_back = (withheld or {}).get(reason or "")
            why = ""
            if held_back is not None and held_back[2] == y:
                rule, why, _ = held_back
            out.append(
                Finding(
                    "unexpected_payment",
                    rule,
                    f"{party_text(x, names)} is recorded paying {party_text(y, names)} {abs(r):g}{what}, "
                    f"which the rules do not call for{why}.",
                    evidence,
                    seat_of(x, y),
                    event=first_ev[k],
                )
            )
        else:
            x, y = (a, b) if e > 0 else (b, a)
            rx, ry = (a, b) if r > 0 else (b, a)
            several = len(rec_flows[k]) > 1
            out.append(
                Finding(
                    "wrong_payment",
                    rule,
                    f"{party_text(rx, names)} is recorded paying {party_text(ry, names)} {abs(r):g}{what}"
                    + (" in all" if several else "")
                    + f"; the rules say {party_text(x, names)} pays {party_text(y, names)} {abs(e):g}"
                    + why_of.get(k, "")
                    + (" (this is the payment no amount due matches)." if several else "."),
                    evidence,
                    seat_of(rx, ry),
                    # of several payments, the one no due payment accounts for; of identical
                    # copies each of which would be right, the later
                    event=later_copy(
                        unmatched_payment(rec_flows[k], due_flows.get(k, []), first_ev[k]),
                        rec_flows[k],
                        r - e,
                    ),
                )
            )
    # a payment to (or from) the wrong party: one wrong_payment at it (diff9 galician-knockon C3)
    strays, unpaid = flow_slips(bad, paid, in_order)
    drop: set[int] = set()
    for m in misdirected(
        strays, unpaid, [(ev.index, ev.payer, ev.payee, ev.get("reason")) for ev in payments]
    ):
        rule = rule_of.get(m.due.tokens[0], R + "18.payments")
        seat = seat_of(m.recorded.payer, m.recorded.payee)
        out[at[m.recorded.tokens[0]]] = misdirected_finding(m, rule, lambda p: party_text(p, names), seat)
        drop.update(at[k] for k in m.due.tokens)
    return [f for i, f in enumerate(out) if i not in drop]


def change_proven(
    events: list[Event],
    i: int,
    active: list[int],
    last: tuple[list[int | None], list[Card], int],
    renonce: bool,
    left: int,
    last_at: dict[tuple[int | None, Card | None], int] | None = None,
) -> bool:
    """galician-tarok/24.take-back (diff9 galician-knockon A6): the play ``events[i]``, by the seat
    of card ``k`` of the trick just completed (``last`` = its seats, cards and ``k``; ``left``
    tricks are still to play), is a change of that card and not a lead where the record proves it:
    the seat plays the first card again later in the deal (a card is played once, so it went back
    to his hand), or the next card comes from a seat that could not play it if the new card were a
    lead, and is the lead of the winner of the trick as changed. Where the seat won the trick (he
    leads next, so a lead is no fault), the first card played again must come with a second proof:
    the next card as above, the new card proving the first a renonce, or the seat's cards from here
    on one more than the tricks left (the record holds one card of his too many)."""
    seats, cards, k = last
    ev = events[i]
    if ev.card is None or ev.seat is None:
        return False
    # ``last_at``: each (seat, card)'s last play by position, so the scan below is not made per trick
    if last_at is not None:
        again = last_at.get((ev.seat, cards[k]), -1) > i
    else:
        again = any(e.type == "play" and e.seat == ev.seat and e.card == cards[k] for e in events[i + 1 :])
    winner = seats[trick_winner(cards)]
    if ev.seat == winner and not again:
        return False
    if winner is None:
        return False
    changed = list(cards)
    changed[k] = ev.card
    new_winner = seats[trick_winner(changed)]
    nxt = next((e.seat for e in events[i + 1 :] if e.type == "play" and e.seat in active), None)
    as_lead = due_seats(active, [ev.seat], winner)  # who may play next if the new card were a lead
    next_proves = nxt is not None and nxt == new_winner and nxt not in as_lead
    if ev.seat != winner:
        return again or next_proves
    extra = sum(1 for e in events[i:] if e.type == "play" and e.seat == ev.seat) > left
    return again and (next_proves or renonce or extra)


def stood_for_plays(
    events: list[Event], hands: list[list[Card]] | None, active: list[int]
) -> dict[int, Card]:
    """galician-tarok/5.hand, the hands given (diff9 galician-knockon A3): each play of a card its seat
    does not hold (as dealt, with what it takes from the talon and less what it lays away) where the
    seat leaves exactly one card of that hand unplayed in the record: the card it stood for, by the
    play's index (as ``DealState.stood_for`` finds it at the replay), for ``taken_back`` to read the
    trick with."""
    if hands is None:
        return {}
    held = [set(h) for h in hands]
    by_seat: dict[int, list[Event]] = {s: [] for s in active}  # each active seat's plays, in order
    for ev in events:
        s = ev.seat
        if ev.type == "play":
            if s in by_seat and ev.card is not None:
                by_seat[s].append(ev)
        elif s is not None and 0 <= s < len(held):
            if ev.type == "take":
                held[s] |= set(ev.cards)
            elif ev.type == "discard":
                held[s] -= set(ev.cards)
    out: dict[int, Card] = {}
    for s in active:
        plays = by_seat[s]
        slips = [ev for ev in plays if ev.card not in held[s]]
        rest = held[s] - {ev.card for ev in plays}
        if len(slips) == 1 and len(rest) == 1:
            out[slips[0].index] = next(iter(rest))
    return out


def partition_faults(plays: list[tuple[int, Card]], size: int, leader: int | None) -> int:
    """How badly ``plays`` (seat, card), from a trick's lead on, split into tricks of ``size`` cards,
    each led by the last one's winner (``leader``: the first's due leader): the tricks led by another
    seat or holding a seat twice (a last trick left short is the record's end, not counted)."""
    faults = 0
    for k in range(0, len(plays) - size + 1, size):  # (a last trick left short: the record's end)
        block = plays[k : k + size]
        seats = [s for s, _ in block]
        faults += (leader is not None and seats[0] != leader) + (len(set(seats)) < len(seats))
        leader = block[trick_winner([c for _, c in block])][0]
    return faults


def second_card_fit(
    events: list[Event],
    i: int,
    active: list[int],
    hands: list[list[Card]] | None,
    table: list[tuple[int, Card]],
    k: int,
    open_trick: tuple[int, int, dict[int, int]],
    change: bool,
) -> tuple[int, int] | None:
    """galician-tarok/5.turn (real-faults-near-slips-7 a): ``events[i]``, a second card by a seat to
    the trick ``table`` (its ``k``-th card the seat's first; open, or just closed with the seat's
    card its last), the hands known, read as the table taking both into the trick ("Każda lewa
    składa się z trzech kart", §14: one card each, so one fault), the trick closing with a card
    more and the seat, a card short, sitting out the deal's last trick. Where it may be so (neither
    card is played again later: 24.take-back's first card is; the new one held and not played
    before; not in the deal's last trick): how badly the rest of the record splits into tricks so
    (split_faults), and so as a card taken back (``change``: the option allows it) or left out of
    the trick. ``open_trick``: the cards the trick closes with, the tricks left (it included), the
    seats short already."""
    ev = events[i]
    need, left, short = open_trick
    seat, card = ev.seat, ev.card
    if hands is None or seat is None or card is None or left < 2 or not 0 <= seat < len(hands):
        return None
    if len({s for s, _ in table}) < len(table):
        return None  # one such card a trick
    if len(active) - len(sitting_out({**short, seat: 1}, 1)) < 2:
        return None  # (the deal's last trick is two cards at least)
    first = table[k][1]
    held = set(hands[seat])
    for e in events[:i]:
        if e.type == "play" and e.card == card:
            return None  # played before (a line copied, or not his)
        if e.seat == seat and e.type == "take":
            held |= set(e.cards)
        elif e.seat == seat and e.type == "discard":
            held -= set(e.cards)
    if card not in held:
        return None
    rest = plays_after(events, i + 1, active)
    if any(s == seat and c in (first, card) for s, c in rest):
        return None  # the first card played again: taken back (24.take-back)
    as_one = [*table[:k], (seat, card), *table[k + 1 :]] if change else table
    taken = split_faults(
        [*table, (seat, card)], need + 1, rest, active, left, {**short, seat: short.get(seat, 0) + 1}
    )
    return taken, split_faults(as_one, need, rest, active, left, short)


def plays_after(events: list[Event], j: int, active: list[int]) -> list[tuple[int, Card]]:
    """The record's plays from ``events[j]`` on by the seats that play, (seat, card)."""
    return [
        (e.seat, e.card)
        for e in events[j:]
        if e.type == "play" and e.seat in active and e.seat is not None and e.card is not None
    ]


def second_card_wins(fit: tuple[int, int] | None, other: int | None = None) -> bool:
    """galician-tarok/5.turn (real-faults-near-slips-7 a, -10 a1): the second-card reading
    (``second_card_fit``) is taken where the rest of the record fits it strictly better than the
    card taken back or left out, and than ``other``, the misfits of the reading the card would
    otherwise get (a lead before the trick was complete, a trick taken short, a lead)."""
    return fit is not None and fit[0] < fit[1] and (other is None or fit[0] < other)


def taken_back(
    events: list[Event],
    active: list[int],
    mode: str,
    hands: list[list[Card]] | None = None,
    early: dict[int, int] | None = None,
    extra: dict[int, int] | None = None,
) -> tuple[list[Event], dict[int, Event], dict[int, Event]]:
    """galician-tarok/24.take-back: the events in the order the replay takes them, and each card
    taken back by the index of the card played instead. A second play by a seat to the trick it has
    played to, where ``take_back`` allows it, stands in the first card's place; the first card stays
    in hand. A trick whose last card is down still lies on the table: a play by one of its seats
    who did not win it (so cannot be leading the next) changes that seat's card, where allowed,
    when the new card proves the first a renonce (it follows the suit led, or is a tarock where the
    first was neither): otherwise it is read as what it looks like, a lead out of turn. A card by
    the king or the sitter (``active`` are the seats that play) has no effect (8.players), so it is
    no card of any trick here either (diff9 galician-knockon A5). A card of the trick not in its
    seat's hand that stood for a known one (``stood_for_plays`` of the dealt ``hands``) may be either:
    the first card is a renonce only as both, and the seat won the trick if it did as either (diff9
    galician-knockon A3). A second card the table took into the trick (``extra``: its event -> its
    seat; ``second_card_fit``) joins it, a card more, and its seat sits out the deal's last trick."""
    stood: dict[int, Card] | None = None  # stood_for_plays, worked out at the first trick that reads it

    def allows(k: int, n: int, mistake: bool) -> bool:
        """Whether ``mode`` lets the ``k``-th card of a trick of ``n`` cards so far be changed;
        ``mistake``: the change proves that card a renonce. A card added by mistake "zwykle" may be
        changed while the trick lies under until_covered too (coverage-pl c1), a covered card
        followed rightly not (gd-opt 16)."""
        if mode == "until_covered":
            return k == n - 1 or (k > 0 and mistake)
        return mode != "never" and k > 0

    def proves_renonce(cards: list[Card | None], k: int, new: Card | None) -> bool:
        """The new card follows the suit led, or trumps, where the card it replaces did neither."""
        lead, first = cards[0], cards[k]
        if lead is None or first is None or new is None:
            return False
        led, was, now = T.suit_of(lead), T.suit_of(first), T.suit_of(new)
        return was != led and (now == led or (was != "T" and now == "T"))

    last_at = {(e.seat, e.card): j for j, e in enumerate(events) if e.type == "play"}
    size = len(active)
    out: list[Event] = []
    withdrawn: dict[int, Event] = {}
    forbidden: dict[int, Event] = {}  # a change after the trick's last card the option forbids
    trick: list[int] = []  # positions in ``out`` of the open trick's cards
    # their seats, and those of ``last`` (a card put in another's place is by the same seat)
    trick_seats: list[int | None] = []
    last_seats: list[int | None] = []
    last: list[int] = []  # the trick just completed, while it lies on the table
    done = 0  # tricks completed
    ahead: set[int] = set()  # a card played ahead into the trick it completed (early)
    # 5.turn: the seats a second card the table took left short (seat -> cards), and such cards in
    # the open trick: the trick closes with one card a seat that has one left, and one more each
    short: dict[int, int] = {}
    bonus = 0

    def need() -> int:
        return size - len(sitting_out(short, T.TRICKS - done)) + bonus

    for i, ev in enumerate(events):
        if i in ahead:
            continue
        if ev.type != "play" or ev.seat not in active:
            out.append(ev)  # a card of the king or the sitter: sitter_acted, at the replay
            continue
        if not trick and last:
            seats = last_seats
            cards = [out[k].card for k in last]
            if (
                ev.seat in seats
                and None not in cards
                and len(set(seats)) == len(seats)  # (no change read into a trick with a second card)
                # the trick's winner leading the next, his card in it not played again: as below,
                # no change (he won it as written, and change_proven needs his card again), nor a
                # second card (real-faults-near-slips-10 a1: weighed at every lead, a later slip the
                # split does not resolve could make it fit better by chance)
                and not (
                    ev.seat == seats[trick_winner(cards)]  # type: ignore[arg-type]
                    and last_at.get((ev.seat, cards[seats.index(ev.seat)]), -1) <= i
                )
            ):
                k = seats.index(ev.seat)
                now = T.suit_of(ev.card) if ev.card is not None else None
                written = [c for c in cards if c is not None]
                if stood is None:
                    stood = stood_for_plays(events, hands, active)
                alt = [stood.get(out[j].index, c) for j, c in zip(last, written, strict=True)]
                renonce = all(
                    T.suit_of(t[k]) != T.suit_of(t[0])
                    and (now == T.suit_of(t[0]) or (T.suit_of(t[k]) != "T" and now == "T"))
                    for t in (written, alt)
                )
                changes = (renonce and k not in (trick_winner(written), trick_winner(alt))) or change_proven(
                    events,
                    i,
                    active,
                    (seats, cards, k),  # type: ignore[arg-type]
                    renonce,
                    T.TRICKS - done,
                    last_at,
                )
                if extra is not None and ev.card is not None and k == len(last) - 1:
                    # 5.turn (real-faults-near-slips-10 a1): the seat due last played twice and the
                    # table took both into the trick, where the record fits that better than the
                    # card as a change (allowed, or refused) or as a lead (its one fault, a lead out
                    # of turn, is counted there: the second card's is added to its own)
                    table = list(zip(seats, cards, strict=True))
                    fit = second_card_fit(
                        events,
                        i,
                        active,
                        hands,
                        table,  # type: ignore[arg-type]
                        k,
                        (len(last), T.TRICKS - done + 1, short),
                        changes and allows(k, len(last), renonce),
                    )
                    lead = (
                        None
                        if changes or fit is None
                        else split_faults(
                            table,  # type: ignore[arg-type]
                            len(last),
                            [(ev.seat, ev.card), *plays_after(events, i + 1, active)],  # type: ignore[list-item]
                            active,
                            T.TRICKS - done + 1,
                            short,
                        )
                    )
                    if second_card_wins(fit, None if lead is None else lead - 1):
                        extra[ev.index] = ev.seat  # type: ignore[assignment]
                        short[ev.seat] = short.get(ev.seat, 0) + 1  # type: ignore[index]
                        last.append(len(out))
                        last_seats.append(ev.seat)
                        out.append(ev)
                        continue
                if changes:
                    if allows(k, len(last), renonce):
                        withdrawn[ev.index] = out[last[k]]
                        out[last[k]] = ev
                        continue
                    # a change the option forbids, as in an open trick (DealState.forbidden_take_back):
                    # one fault (gd-opt: read as a lead it dragged turns and renonces after it); the
                    # first card stands and the new one stays in hand, unless the first is played
                    # again later (the table let the change stand: the trick holds the new card)
                    forbidden[ev.index] = out[last[k]]
                    first = out[last[k]].card
                    if any(
                        e.type == "play" and e.seat == ev.seat and e.card == first and e.index > ev.index
                        for e in events
                    ):
                        out[last[k]] = ev
                    continue
        last = []
        seats = trick_seats
        seat: int | None = ev.seat
        if (
            hands is not None
            and ev.card is not None
            and seat is not None
            and seats
            and ev.card not in hands[seat]
        ):
            # a card of the dealt hand of the seat next in turn: the seat written wrongly (DealState
            # reads the play as the holder's, tricks.seat_written_wrongly); the trick holds his card
            after = seats[-1]
            turn = active[(active.index(after) + 1) % len(active)] if after in active else None
            holders = [s for s in active if s != seat and ev.card in hands[s]]
            if turn is not None and holders == [turn] and turn not in seats and ev.card not in hands[seat]:
                seat = turn  # (a seat already in the trick too: no take-back, the card is not his)
        nxt = events[i + 1] if seat in seats and i + 1 < len(events) else None  # (a seat in the trick again)
        # 5.turn: a second card by a seat to the open trick, read as the table taking both into it,
        # weighed below against each other reading the card may get (second_card_fit)
        fit = None
        take_second = False
        if extra is not None and seat is not None and seat == ev.seat and seat in seats:
            k = seats.index(seat)
            fit = second_card_fit(
                events,
                i,
                active,
                hands,
                [(s, out[j].card) for s, j in zip(seats, trick, strict=True)],  # type: ignore[misc]
                k,
                (need(), T.TRICKS - done, short),
                allows(k, len(trick), proves_renonce([out[j].card for j in trick], k, ev.card)),
            )
        if (
            early is not None
            and nxt is not None
            and ev.card is not None
            and len(trick) == need() - 1
            and nxt.type == "play"
            and nxt.card is not None
            and nxt.seat in active
            and nxt.seat not in seats
        ):
            # a lead before the trick was complete, the missing card written next (5.turn): read so
            # where the rest of the record splits into tricks better that way than with the trick
            # closed short (a seat that skipped it)
            table = [(s, out[j].card) for s, j in zip(seats, trick, strict=True)]
            rest = [
                (e.seat, e.card) for e in events[i + 2 :] if e.type == "play" and e.seat in active and e.card
            ]
            done_b = [*table, (nxt.seat, nxt.card)]
            won = done_b[trick_winner([c for _, c in done_b])][0]  # type: ignore[misc]
            # (not the trick's winner, or his card in it played again: a take-back, 24.take-back)
            can = won == seat and table[seats.index(seat)] not in rest
            as_early = partition_faults([(seat, ev.card), *rest], size, won) if can else None  # type: ignore[list-item]
            as_short = partition_faults(
                [(seat, ev.card), (nxt.seat, nxt.card), *rest],  # type: ignore[list-item]
                size,
                table[trick_winner([c for _, c in table])][0] if None not in [c for _, c in table] else None,  # type: ignore[misc]
            )
            if as_early is not None and as_early < as_short:
                # (real-faults-near-slips-10 a1: the second card the table took, where the record
                # fits it better than the lead before the trick was complete)
                take_second = second_card_wins(
                    fit,
                    split_faults(
                        [*table, (nxt.seat, nxt.card)],  # type: ignore[list-item]
                        need(),
                        [(seat, ev.card), *rest],  # type: ignore[list-item]
                        active,
                        T.TRICKS - done,
                        short,
                    ),
                )
            if as_early is not None and as_early < as_short and not take_second:
                trick.append(len(out))
                trick_seats.append(nxt.seat)
                out.append(nxt)
                ahead.add(i + 1)
                early[ev.index] = nxt.seat  # type: ignore[assignment]
                last, trick = trick, []
                last_seats, trick_seats = trick_seats, []
                done += 1
                bonus = 0
                seats = trick_seats
        if (
            not take_second
            and seat in seats
            and ev.card is not None
            and closes_short(
                [(s, out[j].card) for s, j in zip(seats, trick, strict=True)],  # type: ignore[misc]
                need(),
                seat,  # type: ignore[arg-type]
                ev.card,
                [(e.seat, e.card) for e in events[i + 1 :] if e.type == "play"],  # type: ignore[misc]
                T.TRICKS - done,
            )
            and not (
                take_second := second_card_wins(
                    fit,
                    split_faults(
                        [(s, out[j].card) for s, j in zip(seats, trick, strict=True)],  # type: ignore[misc]
                        len(trick),
                        [(seat, ev.card), *plays_after(events, i + 1, active)],  # type: ignore[list-item]
                        active,
                        T.TRICKS - done,
                        short,
                    ),
                )
            )
        ):
            # a seat skipped the trick: it was taken short, and this card leads the next (DealState)
            last, trick = trick, []
            last_seats, trick_seats = trick_seats, []
            done += 1
            bonus = 0
            seats = trick_seats
        if seat in seats and out[trick[seats.index(seat)]].card == ev.card:
            out.append(ev)  # the same card written again: a line copied, no take-back (DealState)
            continue
        if seat in seats:
            k = seats.index(ev.seat)
            if extra is not None and ev.seat is not None and (take_second or second_card_wins(fit)):
                # 5.turn: the table took both cards into the trick (one fault, at this card, DealState)
                extra[ev.index] = ev.seat
                short[ev.seat] = short.get(ev.seat, 0) + 1
                bonus += 1
                trick.append(len(out))
                trick_seats.append(ev.seat)
                out.append(ev)
                continue
            if allows(k, len(trick), proves_renonce([out[j].card for j in trick], k, ev.card)):
                withdrawn[ev.index] = out[trick[k]]
                out[trick[k]] = ev
                continue
            # a change the option forbids: the replay names it (out_of_turn, 24.take-back); it is no
            # card of its own, so the trick still waits for the same seats. Where the table let it
            # stand (the first card is played again later, DealState.forbidden_take_back), the
            # trick holds the new card, so what follows is judged against the card on the table
            first = out[trick[k]].card
            out.append(ev)
            if any(
                e.type == "play" and e.seat == ev.seat and e.card == first and e.index > ev.index
                for e in events
            ):
                trick[k] = len(out) - 1
            continue
        trick.append(len(out))
        trick_seats.append(seat)
        if len(trick) == need():
            last, trick = trick, []
            last_seats, trick_seats = trick_seats, []
            done += 1
            bonus = 0
        out.append(ev)
    return out, withdrawn, forbidden
