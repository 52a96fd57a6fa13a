"""One Danish Tarok deal as a state machine: the one place where each rule of the digest is checked.

``DealState.apply`` takes one event (anything but a payment) and returns the findings it earns;
``DealState.finish`` closes the deal (last-trick payments, card points). Expected payments go
to the :class:`~.ledger.Ledger` as they fall due, fines included, so the pools the last trick
pays from are the pools the rules say (danish-tarok/15.pools). The driver in ``game.py`` turns
findings into annotations and replay steps and compares the ledger with the recorded payments.

Hands: as dealt when recorded; for a play-only record (``hands: null``) each seat's hand is
rebuilt from the cards it plays (and the skat, for the dealer). A complete rebuild (25 cards a
seat, 3 in the skat) is checked like a dealt hand; a partial one only for what the record proves.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any

from ... import verdict
from ...cards import DANISH_TAROK, Card
from ...transcript import Event, Party
from ...tricks import (
    EARLY_TRIALS,
    EarlyLeadTrials,
    due_seats,
    ending_keys,
    never_played,
    order_from,
    seat_written_wrongly,
    slips_stand_for,
    within,
)
from ...verdict import VIOLATION, WARNING, early_lead, seat_slip, second_card, short_lead
from . import tables as T
from .cards import (
    DECK_SIZE,
    HAND,
    JOKER,
    MONDO,
    N_TRICKS,
    NO_CARDS,
    OF_SUIT,
    PAGAT,
    SKAT,
    SUIT_NAMES,
    TRUMPS_IN_PACK,
    codes,
    declaration_cards,
    declarations_of,
    hand_sizes,
    is_king,
    is_trump,
    item_cards,
    item_denied,
    item_group,
    item_key,
    say,
    strength,
)
from .ledger import Due, Ledger
from .options import OPTIONS

# danish-tarok/7.deal: the tricks a record may leave out that are searched (each way copies the
# deal), and the positions searched at most
ENDINGS_TRICKS = 3
ENDINGS_BUDGET = 800

# payments that fall due in tricks a record may leave out, with their amount between two seats
LATER_ROWS: dict[str, T.Row] = {
    "king_lost": T.KING_LOST,
    "pagat_lost": T.PAGAT_LOST,
    "pagat_trick": T.PAGAT_TRICK,
    "tout": T.TOUT,
    "nolo": T.NOLO,
    "pagat_ultimo": T.PAGAT_ULTIMO,
    "king_ultimo": T.KING_ULTIMO,
    "pagat_przydupek": T.PAGAT_PRZYDUPEK,
    "king_przydupek": T.KING_PRZYDUPEK,
    "last_trick": T.LAST_TRICK,
}


@dataclass(slots=True)
class Finding(verdict.Finding):
    penalty_class: str | None = None  # the §18 class of the irregularity, once penalized


@dataclass(slots=True)
class Play:
    seat: int
    card: Card
    event: int
    named: str | None = None
    stands_for: Card | None = None  # a card not in hand: the card of the hand it stands for (diff9 A2)


PREPLAY_EVENTS = ("discard", "declare", "announce")  # what a record of the plays alone leaves out


class DealState(EarlyLeadTrials):
    """The state of one deal: hands, skat, declarations, the trick in progress, the ledger."""

    def __init__(
        self,
        n: int,
        dealer: int,
        hands: list[list[Card]] | None,
        events: list[Event],
        rules: dict[str, Any],
        names: list[str],
        ledger: Ledger,
        absent: frozenset[int] = frozenset(),
        sitter: int | None = None,
    ) -> None:
        self.n = n
        self.dealer = dealer
        self.rules = rules
        self.names = names
        self.ledger = ledger
        # danish-tarok/17.join: the fourth seat while it has not yet joined (it owes no refill); until
        # then the three present play every deal: nobody sits out (danish27 A1)
        self.absent = absent
        # danish-tarok/2.players: the seat opposite the dealer, or ``sitter``, the seat the table sat
        # out instead (a `wrong_sitter`: the deal is played by the three who hold cards)
        self.wrong_sitter = sitter is not None
        if sitter is None:
            sitter = (dealer + 2) % n if n == 4 and not absent else None
        self.sitter = sitter
        self.active = [
            s for s in ((dealer + 1 + i) % n for i in range(n)) if s != self.sitter and s not in absent
        ]
        # danish-tarok/15.card-points: settled against the next player in the deal (the next seat,
        # or before a joining the next present one) - the one who deals next, "temu, który dopiero
        # będzie rozdawał": after a wrong sitter the next seat all the same, though he sat out
        self.new_dealer = (dealer + 1) % n if self.wrong_sitter else self.active[0]
        self.first_leader = self.active[0]  # danish-tarok/10.first-lead
        self.decl_order = [dealer] + self.active[:-1]  # danish-tarok/14.order
        # each active seat's order of play from it (danish-tarok/10.turn), once a deal, not per card
        self.order_of = {s: order_from(s, self.active) for s in self.active}
        self.unchecked: list[str] = []
        # play-only records: every card each seat plays in the deal, what the record proves it held
        # (set by rebuild; check_declaration_proven reads it)
        self.plays_of: list[set[Card]] = [set() for _ in range(n)]
        # danish-tarok/record.plays-alone: each part a record may leave out is judged apart: the
        # skat (no discard), the declarations (no declare), the Tout announcement (nothing before play)
        self.skat_unrecorded = not any(e.type == "discard" for e in events)
        self.decl_unrecorded = not any(e.type == "declare" for e in events)
        self.preplay_unrecorded = not any(e.type in PREPLAY_EVENTS for e in events)
        self.deduced_skat: list[Card] | None = None  # a play-only record: the pack's cards never seen
        self.hands: list[set[Card]] = [set() for _ in range(n)]
        if hands is not None:
            self.mode = "dealt"
            self.hands = [set(h) for h in hands]
        else:
            self.mode = self.rebuild(events)
        self.events = events  # read by the lazy indexes below, which only rare faults need
        self.dealt = [list(h) for h in self.hands]  # as dealt (danish-tarok/17.redeal looks at these)
        inferred_skat: list[Card] | None = self.deduced_skat
        if self.skat_unrecorded and self.mode == "dealt" and any(e.type == "play" for e in events):
            inferred_skat = self.infer_skat(events)
        self.full = self.mode != "partial"
        # skat (§8, §13)
        self.tout_announced = False
        self.skat: list[Card] | None = inferred_skat
        self.skat_event: int | None = None
        self.skat_shown = False
        self.skat_pending: Finding | None = None
        self.skat_closed = False
        self.dealer_decl_hand: set[Card] | None = None
        self.dealer_decl_either = False  # that hand or the cards kept (apply_skat)
        # declarations (§9, §14)
        self.declared: dict[int, tuple[int, list[dict[str, Any]]]] = {}
        self.dealer_declares_at = next(
            (e.index for e in events if e.type == "declare" and e.seat == dealer), None
        )
        self.truth: dict[int, list[dict[str, Any]]] = {}
        self.decl_closed = False
        # play (§10-§12)
        self.trick_no = 0
        self.leader = self.first_leader
        self.table: list[Play] = []
        self.slip_on_table = False  # a card on the table stands for another (diff9 A2)
        self.gone: set[Card] = set()  # cards played this deal: the pack has one of each (§3)
        # dealt hands: cards played by a seat that was not dealt them (diff9 A3): the holder's own
        # later play of such a card is legal, the earlier play being the fault
        self.stray: set[Card] = set()
        self.lead_in_hand = False  # the trick's first card was in its player's hand (diff9 A5)
        self.first_play: int | None = None
        self.tricks = [0] * n
        self.points = [0] * n  # card values in each pile (danish-tarok/15.card-points)
        self.trick_log: list[dict[str, Any]] = []
        self.joker_gone = inferred_skat is not None and JOKER in inferred_skat  # played, or in the skat
        if inferred_skat is not None:  # danish-tarok/13.skat: what the cards alone show is judged
            if JOKER in inferred_skat and self.preplay_unrecorded:
                # the Joker laid away shows the Tout announcement the record leaves out: judged as
                # one (13.failed-tout, should he not take every trick)
                self.tout_announced = True
            self.skat_pending = self.check_unwritten_skat(inferred_skat)
        self.named: str | None = None  # the suit a Joker lead calls for (after any re-naming)
        self.void_caller: int | None = None
        self.void_false = False  # the void call was false (the caller holds the suit named)
        self.second_void_no_trumps = False
        self.auto_named = False
        # the second player's card to a Joker lead while the third may still claim the naming (§12):
        # its follow check waits for the third's call or card (danish-tarok/12.void-naming)
        self.pending_second: tuple[Event, set[Card]] | None = None
        self.short_closed: dict[str, Any] | None = None  # a trick closed short at the card just played
        # danish-tarok/10.turn (session 34, early_lead): cards played ahead into the trick they
        # completed (their events passed over when they come), and a trial copy's reading of the next
        # such lead
        self.ahead: set[int] = set()
        self.early_next: bool | None = None
        self.trialling = False
        self.trials_left = EARLY_TRIALS  # the deal's allowance of such weighings (each plays the rest twice)
        # danish-tarok/10.turn (session 38, extra_card): the cards the current trick closes with
        # (trick_complete): one from each seat playing it, one more where the table took a seat's
        # second card into it; the seats left without a card by that sit out the deal's last tricks
        self.trick_size = len(self.active)
        self.playing = list(self.active)  # the seats that play to the current trick
        self.extra: dict[int, int] = {}  # seat -> its second cards the table took into a trick
        self.sitting: frozenset[int] = frozenset()  # seats with no card for the current trick
        # a trial copy told whether the next card by a seat already in the trick is a second card
        # the table took into it (True) or not (False); None: weighed there (extra_card)
        self.extra_next: bool | None = None
        # the trick complete, held open for a second card by a seat in it, the next card
        # (hold_for_second): the table took that into the trick too
        self.held = False
        self.extra_left = EARLY_TRIALS  # the deal's allowance of such weighings
        self.conformed: int | None = None  # the second's card that conforms to the third's naming (§12)
        self.demand: int | None = None  # event of a valid third-last-trick demand
        self.demand_by: int | None = None  # ... and the seat that made it (named in joker_withheld)
        self.joker_played: tuple[int, int] | None = None  # the Joker's seat and event, once played
        self.void = False
        # danish-tarok/18.void, the reading chosen by the record: what was paid before the fault stands
        self.void_kept = False
        # faults found after the deal became void, whose fine a record may still pay (18.void):
        # (seat, per pool, code, event)
        self.fines_after_void: list[tuple[int, int, str, int | None]] = []
        self.void_at: int | None = None  # the event of the fault that voided the deal
        self.void_by: tuple[str, int | None] | None = None  # ... its code and seat (named in messages)
        # a doubled pool of unknown content whose total the sheet writes: its line by the rules
        # (game.doubled_lines, danish-sheet3 a2)
        self.doubled_lines: dict[str, float] = {}
        # a fine the record writes wrong (wrong_penalty): how far the fined seat's and each pool's net
        # chips are off the rules' where the sheet follows it (game.fined_shifts, danish-long-sheet c)
        self.fined_shifts: dict[str, set[float]] = {}
        # a score sheet that shares the session's pools out without writing the shares: the first
        # event whose figure has them (its lines before it do not; game.sheet_ends_session)
        self.share_cut: int | None = None
        self.redeal: int | None = None  # event of a redeal request
        self.redeal_class: str | None = None
        # danish-tarok/18.misdeal: every card dealt, to the wrong seats (found at the first lead, or,
        # with no play recorded, before it: the same dealer deals again)
        self.sizes_due = hand_sizes(n, dealer, absent, self.sitter if self.wrong_sitter else None)
        sizes = [len(h) for h in hands] if hands is not None else self.sizes_due
        # (the whole deck, as Game.check_deal lets through; anything else was rejected before)
        self.misdealt = sizes if sizes != self.sizes_due and sum(sizes) == DECK_SIZE else None
        self.misdeal_redealt = False
        self.last_event = -1
        self.outcome: dict[str, Any] = {}

    # -- indexes of the deal's events, built on first use (a clean deal needs none of them) -----
    @cached_property
    def play_evs(self) -> list[Event]:
        """The deal's plays, in record order (a refused redeal, 17.redeal; diff9 A2, A5)."""
        return [e for e in self.events if e.type == "play"]

    @cached_property
    def event_at(self) -> dict[int, Event]:
        return {e.index: e for e in self.events}

    @cached_property
    def plays_by(self) -> list[list[tuple[int, Card]]]:
        """Each seat's plays (event index, card), to see what it never plays (diff9 A2)."""
        out: list[list[tuple[int, Card]]] = [[] for _ in range(self.n)]
        for e in self.play_evs:
            if e.seat is not None and e.card is not None and 0 <= e.seat < self.n:
                out[e.seat].append((e.index, e.card))
        return out

    # -- hands of a play-only record ----------------------------------------------------
    def rebuild(self, events: list[Event]) -> str:
        plays: list[list[Card]] = [[] for _ in range(self.n)]
        held: list[set[Card]] = [set() for _ in range(self.n)]
        first: dict[Card, int] = {}
        skat: list[Card] = []
        for ev in events:
            if ev.type == "play" and ev.seat is not None and ev.card is not None:
                plays[ev.seat].append(ev.card)
                # a copy another seat played first is card_not_in_hand (§3): it proves no holding
                if first.setdefault(ev.card, ev.seat) == ev.seat:
                    held[ev.seat].add(ev.card)
            elif ev.type == "discard" and ev.seat == self.dealer and not any(plays):
                skat = list(ev.cards)
        # nor does a card the written skat laid away (§8), toward a revoke or a declaration (diff8 A1)
        self.plays_of = [h - set(skat) for h in held]
        played = [c for s in range(self.n) for c in plays[s]]
        if not skat and self.skat_unrecorded and len(set(played)) == len(played) == DECK_SIZE - SKAT:
            # every card but three was played: those three are the skat (§7, §8)
            skat = [c for c in DANISH_TAROK.full() if c not in set(played)]
            self.deduced_skat = skat
        for s in range(self.n):
            self.hands[s] = set(self.plays_of[s])
        if self.deduced_skat is None:  # a written skat leaves the hand at the discard
            self.hands[self.dealer] |= set(skat)
        every = played + skat
        complete = (
            len(skat) == SKAT
            and all(len(plays[s]) == HAND for s in self.active)
            and (self.sitter is None or not plays[self.sitter])
            and len(set(every)) == len(every) == DECK_SIZE
        )
        if complete:
            self.unchecked.append("cards in hand: the hands were rebuilt from the plays and the skat")
            if self.deduced_skat is not None:
                self.unchecked.append(
                    "the skat: not recorded; taken as the three cards of the pack never played"
                )
            return "reconstructed"
        self.deduced_skat = None
        self.unchecked += [
            "hands: not recorded, and the plays and skat do not rebuild them completely; "
            "only what the plays prove is checked",
            "declarations against the hands",
            "the skat's declaration cards",
            "cards in hand (only a card played twice is provable)",
            "a redeal request against the hand",
            "failure to follow suit, where the player plays no card of the suit led later in the record",
            "failure to trump, where the player plays no trump later in the record",
        ]
        return "partial"

    def infer_skat(self, events: list[Event]) -> list[Card] | None:
        """Dealt hands, no skat discard recorded: the dealer's cards never played are the skat when
        exactly three are left (a played-out deal); the dealer's hand is then the cards played.
        Otherwise which three were laid away is unknown: the dealer is held to the cards seen
        played (revokes only where provable) and checks that need whole hands are off."""
        dealer = self.dealer
        played = {e.card for e in events if e.type == "play" and e.seat == dealer and e.card is not None}
        dealt = self.hands[dealer]
        self.hands[dealer] = dealt & played
        skat = never_played(Counter(dealt), Counter(played), SKAT)
        if skat is not None:
            self.unchecked.append("the skat: not recorded; taken as the dealer's three cards never played")
            return skat
        self.mode = "partial"
        self.unchecked += [
            "the dealer's hand: the plays do not show which three cards the unrecorded skat was, so "
            "it is taken as the cards the dealer played",
            "cards in hand (only a card played twice is provable)",
            "failure to follow suit, where the player plays no card of the suit led later in the record",
            "failure to trump, where the player plays no trump later in the record",
            "declarations against the hands",
        ]
        return None

    @property
    def stopped_short(self) -> bool:
        """danish-tarok/7.deal: the record stops before the last trick (in the play, or before its
        first card: the tricks it leaves out were still played) - not a deal dealt again, after a
        redeal or a misdeal found before play (18.misdeal): nothing was left out of it."""
        return (
            not (self.trick_no == N_TRICKS and not self.table)
            and not self.void
            and self.redeal is None
            and not self.misdeal_redealt
        )

    def may_fall_due_later(self, ev: Event) -> bool:
        """danish-tarok/7.deal: a payment the recorded tricks do not call for, in a deal the record
        stops short of, may be for a trick left out - unless the dealt hands show it cannot be (its
        amount between two seats is not the table's, its seat no longer has the king or Pagat it
        needs, the Tout or Nolo player already lost or took a trick, only the last trick is left
        for a payment never made there). A declaration payment, cut before the first lead, to a seat
        not yet declared may be for its declaration left out. Pool amounts are the pool's content:
        not judged. In a play-only record (hands not dealt) a king or the Pagat not yet played may
        be in any hand."""
        dealt = self.mode == "dealt"
        reason, payer, payee = ev.get("reason"), ev.payer, ev.payee
        if reason == "card_points":  # 15.card-points: in fives, between a player and the new dealer
            new_dealer = self.new_dealer
            other = payee if payer == new_dealer else payer if payee == new_dealer else None
            amount = ev.amount or 0
            return other in self.others(new_dealer) and amount > 0 and amount % 5 == 0
        if reason == "declaration":  # diff8 A4: to a seat whose declaration the record does not reach
            amount = ev.amount or 0
            return (
                self.first_play is None
                and isinstance(payee, int)
                and payee in self.active
                and payee not in self.declared
                and payer in self.others(payee)
                and (not self.full or bool(declarations_of(self.hands[payee])))  # known: it holds one
                and amount > 0
                and amount % 5 == 0
            )
        row = LATER_ROWS.get(reason)  # type: ignore[arg-type]
        if row is None:
            return True

        def active(seat: Party | None) -> bool:
            return isinstance(seat, int) and seat in self.active

        def holds(seat: Party | None, king: bool) -> bool:
            if not isinstance(seat, int) or not active(seat):
                return False
            if not dealt:
                unseen = [c for c in DANISH_TAROK.cards.values() if c not in self.gone]
                return any(is_king(c) if king else c is PAGAT for c in unseen) or any(
                    p.seat == seat and (is_king(p.card) if king else p.card is PAGAT) for p in self.table
                )
            mine = [c for c in self.hands[seat] if c not in self.gone] + [
                p.card for p in self.table if p.seat == seat
            ]
            return any(is_king(c) if king else c is PAGAT for c in mine)

        # the seat whose card or tricks earn or owe the payment, and the other party
        paid_by_it = reason in ("king_lost", "pagat_lost", "pagat_przydupek", "king_przydupek")
        seat, other = (payer, payee) if paid_by_it else (payee, payer)
        if not active(seat):
            return False
        if active(other):
            if ev.amount != row.amount or other not in self.others(seat):  # type: ignore[arg-type]
                return False
        elif reason in ("king_lost", "pagat_lost"):
            pool = T.KING_POOL if reason == "king_lost" else T.PAGAT_POOL
            if ev.amount != row.amount or other != pool:
                return False
        elif reason not in T.POOL_CONTENT_REASONS:
            return False  # seat to seat only
        if reason in ("king_lost", "pagat_lost", "pagat_trick") and self.trick_no >= N_TRICKS - 1:
            return False  # only the last trick is left, where these are not paid (15.king-lost)
        if reason in ("king_lost", "king_ultimo", "king_przydupek"):
            return holds(seat, True)
        if reason in ("pagat_lost", "pagat_trick", "pagat_ultimo", "pagat_przydupek"):
            return holds(seat, False)
        if reason == "tout":
            return self.tricks[seat] == self.trick_no  # type: ignore[index]
        if reason == "nolo":
            return self.tricks[seat] == 0  # type: ignore[index]
        return True

    def unknowable_payments(self) -> set[str]:
        """Payment reasons a play-only record cannot prove (danish-tarok/record.plays-alone): the
        declarations when neither they nor the hands are recorded; card points when the skat,
        which counts for the dealer, is unknown."""
        out: set[str] = set()
        if self.decl_unrecorded and not self.full:
            out.add("declaration")
        if self.skat is None and self.skat_unrecorded and self.redeal is None and not self.misdeal_redealt:
            out.add("card_points")
        return out

    # -- helpers ------------------------------------------------------------------------
    def name(self, seat: int) -> str:
        return self.names[seat]

    def others(self, seat: int) -> list[int]:
        return [s for s in self.active if s != seat]

    def pay(
        self,
        payer: Party,
        payee: Party,
        row: T.Row,
        reason: str,
        anchor: int | None,
        amount: int = -1,
        held: bool = False,
    ) -> None:
        """``amount``: a pool's contents (taken from it or paid into it again), else the row's;
        ``held``: a declaration the hand holds (its money stands in the reading that keeps what was
        paid, though declared with the false one: danish-declarations-skat-2faults c, 14 and 15)."""
        if self.void and reason not in T.STANDING_REASONS:
            if self.void_at is not None and (
                (reason == "declaration" and (anchor != self.void_at or held))
                or (anchor is not None and anchor < self.void_at)
            ):
                # paid before the fault was found (a declaration "od razu", before any play, but not
                # the false one that voided the deal, whose money is handed back: §18): it stands
                # in the reading of 18.void that keeps what was paid (Ledger.restore)
                self.ledger.voided.append(
                    Due(payer, payee, row.amount if amount < 0 else amount, reason, row.rule, anchor)
                )
            return
        if amount < 0:
            self.ledger.pay(payer, payee, row.amount, reason, row.rule, anchor)
            return
        pool = payer if payer in T.POOLS else payee
        alt = amount + self.ledger.drift.get(pool, 0)  # type: ignore[arg-type]
        self.ledger.pay(payer, payee, amount, reason, row.rule, anchor, alt)

    def penalize(self, f: Finding) -> Finding:
        """Attach the §18 penalty (class from the table or a rule option) and book the fine."""
        name = f.penalty_class or T.FIXED_CLASS.get(f.code)  # a class chosen by the finder first
        classed_by: str | None = None  # the ruling that chose the class, where §18 names none
        if name is None and f.code in T.OPTION_CLASS:
            option = T.OPTION_CLASS[f.code]
            name = str(self.rules[option])
            classed_by = OPTIONS.by_name[option].rule
        if name is None:
            return f
        cls = T.PENALTY_CLASSES[name]
        payments: list[dict[str, Any]] = []
        if f.code == "out_of_turn" and self.rules.get("_out_of_turn_unfined") and self.lines_out_of_order(f):
            # the record pays no fine and fits the deal better without it, and its lines put back in
            # turn order make a faultless trick: a slip of the record, not a card out of turn at the
            # table (DanishTarok._unfined_reading)
            f.penalty_class = name
            f.penalty = {"class": name, "rule": cls.rule, "payments": [], "applied": False}
            # (the fine it would be, and no claim of a swap the record may not hold: real-faults-near-
            # slips-17 c13)
            f.evidence["fine"] = (
                f"none: §18 {name} would be {cls.per_pool:g} into each pool; the record pays none and fits "
                "the deal better without it, so it is read as a slip of the record, not a card out of turn "
                "the table saw"
                if cls.per_pool
                else "none: the record pays none, read as a slip of the record"
            )
            # the message says the reading, not only the fault it stands beside (dispute-messages-15 c3)
            had = (
                f"; had the table seen one, §18 {name}: {cls.per_pool:g} into each pool"
                if cls.per_pool
                else ""
            )
            f.message = (
                f"As written, {f.message.rstrip('.')}; it is read as a slip of the record (no fine paid, and "
                f"the deal fits better without one), not a card out of turn the table saw{had}."
            )
            return f
        if cls.per_pool and f.seat is not None and not self.void:
            for pool in T.POOLS:
                payments.append({"from": f.seat, "to": pool, "amount": cls.per_pool})
                self.ledger.pay(f.seat, pool, cls.per_pool, "penalty", cls.rule, f.event)
        f.penalty_class = name
        f.penalty = {"class": name, "rule": cls.rule, "payments": payments}
        if classed_by is not None:
            f.penalty["classed_by"] = classed_by
        if self.void and cls.per_pool:
            # danish-tarok/18.void: play had to stop, so the row's fine is not applied (danish-multifault c1)
            f.penalty.update(rule="danish-tarok/18.void", applied=False)
            f.evidence["fine"] = "none: the deal was already void"
            if f.seat is not None:
                self.fines_after_void.append((f.seat, cls.per_pool, f.code, f.event))
        if cls.voids_deal and not self.void:
            self.void = True
            self.void_at = f.event
            self.void_by = (f.code, f.seat)
            self.ledger.void(fee_too=self.fee_handed_back())
        return f

    def fee_handed_back(self) -> bool:
        """danish-tarok/18.void (danish-void-deal-edges c): §18 "Unieważnienie rozdania" names no
        refund of the dealer's fee, which the engine keeps; a record whose pools pay the dealer his
        fee back (reason `deal_fee`, from each pool) read the annulment as undoing it, and is read so."""
        back = {
            ev.payer
            for ev in self.events
            if ev.type == "payment" and ev.payee == self.dealer and ev.get("reason") == "deal_fee"
        }
        return back >= set(T.POOLS)

    def find(
        self,
        code: str,
        rule: str,
        message: str,
        evidence: dict[str, Any],
        seat: int | None,
        event: int | None,
        severity: str = VIOLATION,
    ) -> Finding:
        return self.penalize(Finding(code, rule, message, evidence, seat, severity, event))

    # -- events ---------------------------------------------------------------------------
    def apply(self, ev: Event) -> list[Finding]:
        self.last_event = ev.index
        if self.redeal is not None and ev.type not in ("payment", "penalty"):
            return []
        if ev.seat is not None and ev.seat == self.sitter:
            return [
                self.find(
                    "sitter_acted",
                    "danish-tarok/2.fourth-player",
                    f"{self.name(ev.seat)} sits out this deal "
                    + ("(the table sat him out)" if self.wrong_sitter else "(opposite the dealer)")
                    + f" and may not {ev.type}.",
                    {"type": ev.type, "sitter": ev.seat},
                    ev.seat,
                    ev.index,
                )
            ]
        if ev.seat is not None and ev.seat in self.absent:  # danish-tarok/17.join: not at the table yet
            return [
                self.find(
                    "sitter_acted",
                    "danish-tarok/17.join",
                    f"{self.name(ev.seat)} has not joined the game yet and may not {ev.type}.",
                    {"type": ev.type, "sitter": ev.seat},
                    ev.seat,
                    ev.index,
                )
            ]
        if ev.type == "play":  # most events are plays: tested first (the types exclude each other)
            return self.on_play(ev)
        if ev.type == "announce":
            return self.on_announce(ev)
        if ev.type == "discard":
            return self.on_discard(ev)
        if ev.type == "declare":
            return self.on_declare(ev)
        if ev.type == "redeal":
            return self.on_redeal(ev)
        if ev.type == "call":
            return self.on_call(ev)
        return []

    def on_announce(self, ev: Event) -> list[Finding]:
        assert ev.seat is not None
        # a skat the record does not write (taken as the cards never played) was laid away at no
        # moment the record shows: the dealer's Tout is not after it
        laid = self.skat is not None and not self.skat_unrecorded
        if ev.seat != self.dealer or laid or self.first_play is not None:
            return [
                self.find(
                    "misplaced_announcement",
                    "danish-tarok/13.tout-announcement",
                    f"{self.name(ev.seat)} announced Tout, which only the dealer does, before "
                    "laying away the skat.",
                    {"dealer": self.dealer, "skat_laid": self.skat is not None},
                    ev.seat,
                    ev.index,
                )
            ]
        self.tout_announced = True
        if self.skat_pending is not None and self.skat_unrecorded and self.skat is not None:
            self.skat_pending = self.check_unwritten_skat(self.skat)  # the Joker laid away with a Tout
        return []

    # -- the skat (§8, §13)
    def on_discard(self, ev: Event) -> list[Finding]:
        assert ev.seat is not None
        seat = ev.seat
        if seat != self.dealer or self.skat_closed:
            why = (
                "only the dealer lays away the skat"
                if seat != self.dealer
                else "the skat can no longer be changed"
            )
            return [
                self.find(
                    "illegal_skat",
                    "danish-tarok/13.skat",
                    f"{self.name(seat)} laid away {' '.join(codes(ev.cards))}, but {why}.",
                    {
                        "skat": codes(ev.cards),
                        "reasons": ["not_dealer" if seat != self.dealer else "too_late"],
                    },
                    seat,
                    ev.index,
                )
            ]
        if self.skat is not None:  # danish-tarok/13.correction: take the earlier skat back
            self.hands[seat] |= set(self.skat)
            self.joker_gone = False
        hand = set(self.hands[seat])
        cards = list(ev.cards)
        self.skat_pending = self.check_skat(ev, hand, cards)
        self.skat = cards
        self.skat_event = ev.index
        self.skat_shown = bool(ev.get("shown", False))
        self.hands[seat] -= set(cards)
        if JOKER in cards:
            self.joker_gone = True
        # §13 "W takiej sytuacji": paid for the hand before the discard where laying declaration cards
        # away was forced; where it was not (the discard itself illegal, shown all the same), the
        # declarations may follow either hand, the illegal skat the one finding (danish13/16 declared
        # the hand before, danish-declarations-skat-2faults 08 the cards kept)
        shown_laid = self.skat_shown and self.full and bool(declaration_cards(hand) & set(cards))
        # (a forced skat written without its `shown` flag, the one fault: the dealer may still have
        # declared the 28 cards, as §13 pays them; one-slip-acts 07)
        forced_unshown = (
            not self.skat_shown
            and self.full
            and self.skat_pending is not None
            and self.skat_pending.evidence.get("reasons") == ["not_shown"]
        )
        self.dealer_decl_hand = hand if shown_laid or forced_unshown else None
        self.dealer_decl_either = (shown_laid and self.skat_pending is not None) or forced_unshown
        return []

    def check_skat(self, ev: Event, hand: set[Card], cards: list[Card]) -> Finding | None:
        reasons: list[str] = []
        text: list[str] = []
        if len(cards) != SKAT or len(set(cards)) != len(cards):
            reasons.append("count")
            text.append(f"the skat is {SKAT} different cards, not {len(cards)}")
        missing = [c for c in cards if c not in hand]
        if missing and self.full:
            reasons.append("not_in_hand")
            text.append(
                f"{' '.join(codes(missing))} {'was' if len(missing) == 1 else 'were'} not in the hand"
            )
        self.cards_never_laid_away(cards, hand - set(cards), True, reasons, text)
        if self.full:
            dcards = declaration_cards(hand)
            if self.tout_announced:
                dcards = dcards - {JOKER}  # danish-tarok/ruling.tout-joker: the Tout Joker is exempt
            laid = [c for c in cards if c in dcards]
            if laid:
                if len(laid) > SKAT - self.free_cards(hand, dcards):
                    reasons.append("declaration_card")
                    text.append(
                        f"{' '.join(codes(laid))} {'is' if len(laid) == 1 else 'are'} part of a declaration "
                        "and other cards could have been laid away"
                    )
                elif not ev.get("shown", False):
                    reasons.append("not_shown")
                    text.append(
                        f"declaration cards ({' '.join(codes(laid))}) had to go, but the dealer "
                        "did not say which"
                    )
        if not reasons:
            return None
        dealer = self.dealer
        return Finding(
            "illegal_skat",
            "danish-tarok/13.skat",
            f"{self.name(dealer)} laid away {' '.join(codes(cards))}: {'; '.join(text)}.",
            {"skat": codes(cards), "reasons": reasons},
            dealer,
            VIOLATION,
            ev.index,
        )

    def cards_never_laid_away(
        self, cards: list[Card], kept: set[Card], judge_joker: bool, reasons: list[str], text: list[str]
    ) -> None:
        """danish-tarok/13.skat, what the cards alone decide: never a king or the Mondo, the Joker only
        with a Tout announcement, a trump only when no trump is kept."""
        kings = [c for c in cards if is_king(c)]
        if kings:
            reasons.append("king")
            text.append(f"a king ({' '.join(codes(kings))}) may never be laid away")
        if MONDO in cards:
            reasons.append("mondo")
            text.append("the Mondo (T21) may never be laid away")
        if JOKER in cards and judge_joker and not self.tout_announced:
            reasons.append("joker")
            text.append("the Joker may be laid away only with a Tout announcement")
        if any(is_trump(c) for c in cards) and any(is_trump(c) for c in kept):
            reasons.append("trump")
            kept_trumps = codes(c for c in kept if is_trump(c))
            text.append(
                f"trumps may be laid away only if none are kept, and {' '.join(kept_trumps)} were kept"
            )

    def check_unwritten_skat(self, skat: list[Card]) -> Finding | None:
        """danish-tarok/13.skat for a skat the record does not write but shows (the dealer's cards
        never played): what the cards alone prove, a king, the Mondo, a trump laid away while trumps
        are kept, and the Joker where the record shows the dealer's words before play without a Tout
        announcement. What was shown with it is not in the record, so the declaration cards are not
        judged."""
        kept = self.hands[self.dealer] - set(skat)
        reasons: list[str] = []
        text: list[str] = []
        self.cards_never_laid_away(skat, kept, not self.preplay_unrecorded, reasons, text)
        if not reasons:
            return None
        return Finding(
            "illegal_skat",
            "danish-tarok/13.skat",
            f"{self.name(self.dealer)}'s skat, not written but shown by the cards never played, was "
            f"{' '.join(codes(skat))}: {'; '.join(text)}.",
            {"skat": codes(skat), "reasons": reasons, "recorded": False},
            self.dealer,
            VIOLATION,
            None,
        )

    def free_cards(self, hand: set[Card], dcards: set[Card]) -> int:
        """How many of the three skat cards could have been other than declaration cards (§13: a
        declaration card only "jeżeli nie ma innej możliwości", so each one laid away must be one
        that could not have been avoided)."""
        cands = [
            c
            for c in hand
            if not is_king(c)
            and c is not MONDO
            and (c is not JOKER or self.tout_announced)
            and c not in dcards
        ]
        plain = [c for c in cands if not is_trump(c)]
        trumps = [c for c in hand if is_trump(c)]
        all_trumps_go = MONDO not in hand and all(c in cands for c in trumps) and len(trumps) <= SKAT
        return min(SKAT, len(plain) + (len(trumps) if all_trumps_go else 0))

    def close_skat(self, at: int | None) -> list[Finding]:
        """danish-tarok/13.correction: the skat stands once the player after the dealer has declared."""
        if self.skat_closed:
            return []
        if self.skat is None and self.first_play is None:
            return []  # no skat yet, and no card led: it may still come (or the record stops here)
        self.skat_closed = True
        if self.skat is None and self.skat_unrecorded:
            self.unchecked.append("the skat: not recorded")
            return []
        if self.skat is None:
            return [
                self.find(
                    "illegal_skat",
                    "danish-tarok/13.skat",
                    f"{self.name(self.dealer)} never laid away the skat of {SKAT} cards.",
                    {"skat": [], "reasons": ["missing"]},
                    self.dealer,
                    at,
                )
            ]
        if self.skat_pending is not None:
            f = self.skat_pending
            self.skat_pending = None
            return [self.penalize(f)]
        return []

    # -- declarations (§9, §14)
    def on_declare(self, ev: Event) -> list[Finding]:
        assert ev.seat is not None
        seat = ev.seat
        out: list[Finding] = []
        items = [dict(i) for i in ev.get("items") or []]
        if self.first_play is not None:
            return [
                self.find(
                    "late_declaration",
                    "danish-tarok/14.correction",
                    f"{self.name(seat)} declared after the first lead; declarations and their corrections "
                    "come before it, so this one does not count.",
                    {"items": items},
                    seat,
                    ev.index,
                )
            ]
        dealer_later = self.dealer_declares_at is not None and self.dealer_declares_at > ev.index
        if seat != self.dealer and dealer_later and seat not in self.declared:
            out.append(
                self.find(
                    "declaration_before_dealer",
                    "danish-tarok/14.order",
                    # ("pas" is the declaration round's word too, §14: said so, dispute-messages-8 06)
                    f"{self.name(seat)} {'declared' if items else 'passed'} before the dealer, "
                    f"{self.name(self.dealer)}, had declared.",
                    {"dealer": self.dealer},
                    seat,
                    ev.index,
                )
            )
        elif seat not in self.declared:
            expected = next((s for s in self.decl_order if s not in self.declared), None)
            if expected is not None and expected != seat:
                out.append(
                    self.find(
                        "declaration_out_of_turn",
                        "danish-tarok/14.order",
                        f"{self.name(seat)} declared before {self.name(expected)}, whose turn it was.",
                        {"expected_seat": expected},
                        seat,
                        ev.index,
                        WARNING,
                    )
                )
        owner = self.declaration_owner(seat, items) if seat in self.declared else None
        if owner is not None:
            # one slip, one finding (one-slip-danish-tarocchini P3): the seat's first line was the
            # owner's, written for this seat; this line is the seat's own, no correction
            event, said = self.declared[seat]
            self.declared[owner] = (event, said)
            out.append(
                Finding(
                    "false_declaration",
                    "danish-tarok/14.declarations",
                    f"{self.name(seat)} is written declaring {', '.join(say(i) for i in said) or 'nothing'}, "
                    f"which {self.name(owner)}'s hand holds and {self.name(seat)}'s does not, and "
                    f"{self.name(owner)} writes no declaration: the seat is written wrongly, and it is read "
                    f"as {self.name(owner)}'s.",
                    {"declared": said, "owner": owner},
                    seat,
                    VIOLATION,
                    event,
                )
            )
        self.declared[seat] = (ev.index, items)
        if seat == self.first_leader:
            out += self.close_skat(ev.index)
        return out

    def declaration_owner(self, seat: int, items: list[dict[str, Any]]) -> int | None:
        """A seat declaring again (``items``) whose first line its hand does not hold: the one other
        seat whose hand holds exactly that line and who writes no declaration in the record; else
        None (the hands known)."""
        if not self.full:
            return None
        said = self.declared[seat][1]

        def holds(s: int, line: list[dict[str, Any]]) -> bool:
            truth = declarations_of(self.hands[s])
            self.truth[s] = truth  # (as_said reads the seat's holdings)
            return {item_key(i) for i in self.as_said(s, line)} == {item_key(i) for i in truth}

        if not said or holds(seat, said) or not holds(seat, items):
            return None
        writes = {e.seat for e in self.event_at.values() if e.type == "declare"}
        owners = [s for s in self.decl_order if s != seat and s not in writes and holds(s, said)]
        return owners[0] if len(owners) == 1 else None

    def close_declarations(self, at: int | None) -> list[Finding]:
        """At the first lead: corrections are over; check each seat's last declaration; book payments."""
        if self.decl_closed:
            return []
        self.decl_closed = True
        out: list[Finding] = []
        if self.decl_unrecorded and self.first_play is not None:
            if not self.full:
                self.unchecked.append(
                    "declarations: none recorded, and the hands are not known: their payments"
                )
                return out
            # every declaration is mandatory: the hands show what each seat had to declare
            self.unchecked.append("declarations: none recorded; taken as the holdings the hands show")
            for seat in self.decl_order:
                self.declared[seat] = (self.first_play, declarations_of(self.hands[seat]))
        for seat in self.decl_order:
            if self.full:
                hand = (
                    self.dealer_decl_hand
                    if seat == self.dealer and self.dealer_decl_hand
                    else self.hands[seat]
                )
                self.truth[seat] = declarations_of(hand)
                found = self.check_declaration(seat, at, hand)
                if seat == self.dealer and self.dealer_decl_either and found:
                    self.truth[seat] = declarations_of(self.hands[seat])
                    kept = self.check_declaration(seat, at, self.hands[seat])
                    if len(kept) < len(found):
                        found = kept
                    else:
                        self.truth[seat] = declarations_of(hand)
                out += found
            else:
                self.truth[seat] = []
                if not self.decl_unrecorded:
                    out += self.check_declaration_proven(seat, at)
        for seat in self.decl_order:
            if seat not in self.declared:
                continue
            event, items = self.declared[seat]
            truth = {item_key(i) for i in self.truth.get(seat, [])}
            held = [item_key(i) in truth for i in self.as_said(seat, items)] if seat in self.truth else []
            for k, item in enumerate(items):
                amount = T.declaration_amount(item)
                for other in self.others(seat):
                    self.pay(
                        other,
                        seat,
                        T.Row(amount, T.DECLARATIONS_RULE, "declaration"),
                        "declaration",
                        event,
                        held=bool(held) and held[k],
                    )
        return out

    def check_declaration_proven(self, seat: int, at: int | None) -> list[Finding]:
        """danish-tarok/14.declarations when the hands are not known (play-only, not rebuilt
        completely): what the record proves alone. A declared item is false when a card it needs is
        played by another seat (or, the trumps' count, when the others play too many trumps); a
        holding the seat's own plays show (it played those cards, so held them at the first lead) and
        that it did not declare in that group is missing."""
        event, items = self.declared.get(seat, (at, []))
        if seat not in self.declared and self.first_play is None:
            return []
        others = set().union(*(self.plays_of[s] for s in range(self.n) if s != seat))
        out: list[Finding] = []
        for item in items:
            need = item_cards(item)
            trumps_elsewhere = sum(1 for c in others if is_trump(c) or c is JOKER)
            gone = (need & others) or (
                item.get("kind") == "trumps" and trumps_elsewhere > TRUMPS_IN_PACK - int(item.get("count", 0))
            )
            # a card the item says he lacks, which he plays himself (diff8 A3)
            own = item_denied(item) & self.plays_of[seat]
            if own and not gone:
                out.append(
                    self.find(
                        "false_declaration",
                        "danish-tarok/14.declarations",
                        f"{self.name(seat)} declared {say(item)}, which the record disproves: they play "
                        f"{' '.join(codes(own))} themselves.",
                        {"declared": item, "played_by_seat": codes(own)},
                        seat,
                        event,
                    )
                )
            if gone:
                shown = " ".join(codes(need & others)) if need & others else f"{trumps_elsewhere} trumps"
                out.append(
                    self.find(
                        "false_declaration",
                        "danish-tarok/14.declarations",
                        f"{self.name(seat)} declared {say(item)}, which the record disproves: the other "
                        f"seats play {shown}.",
                        {"declared": item, "played_by_others": shown},
                        seat,
                        event,
                    )
                )
        said = {item_group(i) for i in items}
        for item in declarations_of(self.plays_of[seat]):
            if item_group(item) not in said:
                out.append(
                    self.find(
                        "missing_declaration",
                        "danish-tarok/14.declarations",
                        f"{self.name(seat)} did not declare {say(item)}, which the cards they play show they "
                        "held; every declaration is mandatory.",
                        {"missing": item, "declared": items},
                        seat,
                        event,
                    )
                )
        return out

    def as_said(self, seat: int, items: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """A seat's declared items, a trumps declaration recorded without its Pagat flag taken with
        the flag the hand gives (the record does not say, so only the count is compared)."""
        held_pagat = {i["count"]: i["pagat"] for i in self.truth[seat] if i["kind"] == "trumps"}
        return [
            dict(i, pagat=held_pagat.get(i.get("count"), False))
            if i.get("kind") == "trumps" and i.get("pagat") is None
            else i
            for i in items
        ]

    def check_declaration(self, seat: int, at: int | None, hand: Any = ()) -> list[Finding]:
        truth = self.truth[seat]
        event, items = self.declared.get(seat, (at, []))
        declared_here = seat in self.declared
        if not declared_here and self.first_play is None:
            return []  # the record stops before play: the declaration may simply not be recorded
        # a trumps declaration recorded without its Pagat flag: the record does not say, so only the
        # count is compared (danish-tarok/14.declarations)
        items = self.as_said(seat, items)
        said = {item_key(i): i for i in items}
        held = {item_key(i): i for i in truth}
        wrong = [i for k, i in said.items() if k not in held]
        missing = [i for k, i in held.items() if k not in said]
        out: list[Finding] = []
        for item in wrong:
            counterpart = next((m for m in missing if item_group(m) == item_group(item)), None)
            extra: dict[str, Any] = {}
            if counterpart is not None:
                missing.remove(counterpart)
                msg = f"{self.name(seat)} declared {say(item)}, but held {say(counterpart)}."
            elif item.get("kind") == "trumps":
                # no trumps declaration held at all: say how many there are (danish-spec11 14: "which
                # the hand does not hold" read as if of the Pagat)
                n = len(set(hand) & OF_SUIT["T"]) + (1 if JOKER in set(hand) else 0)
                extra = {"trumps_held": n}  # (the count the message gives: dispute-messages-15 c4)
                msg = (
                    f"{self.name(seat)} declared {say(item)}, but held {n} trumps (the Joker counted), "
                    "fewer than the 10 a trumps declaration needs."
                )
            else:
                msg = f"{self.name(seat)} declared {say(item)}, which the hand does not hold."
            out.append(
                self.find(
                    "false_declaration",
                    "danish-tarok/14.declarations",
                    msg,
                    {"declared": item, "held": counterpart, "holdings": truth, **extra},
                    seat,
                    event,
                )
            )
        for item in missing:
            verb = "declared nothing" if not declared_here else "did not declare"
            tail = f" but held {say(item)}" if not declared_here else f" {say(item)}, which the hand holds"
            out.append(
                self.find(
                    "missing_declaration",
                    "danish-tarok/14.declarations",
                    f"{self.name(seat)} {verb}{tail}; every declaration is mandatory.",
                    {"missing": item, "declared": items, "holdings": truth},
                    seat,
                    event,
                )
            )
        return out

    # -- misdeal (§18)
    def misdeal(self, cls: str, event: int | None) -> Finding:
        """The dealer dealt every card, to the wrong seats; ``cls`` by when it came to light."""
        sizes = self.misdealt or []
        wrong = [s for s in range(self.n) if sizes[s] != self.sizes_due[s]]
        held = ", ".join(f"{self.name(s)} {sizes[s]} (not {self.sizes_due[s]})" for s in wrong)
        when = "found at the first lead" if event is not None else "found before play: dealt again"
        f = Finding(
            "misdeal",
            "danish-tarok/18.misdeal",
            f"{self.name(self.dealer)} misdealt: {held}; {when}.",
            {"hand_sizes": sizes, "expected": self.sizes_due},
            self.dealer,
            VIOLATION,
            event,
            penalty_class=cls,
        )
        return self.penalize(f)

    # -- redeal (§17)
    def on_redeal(self, ev: Event) -> list[Finding]:
        assert ev.seat is not None
        self.redeal = ev.index
        if self.mode == "partial":
            return []
        trumps = [c for c in self.dealt[ev.seat] if is_trump(c)]
        if not trumps:
            return []
        f = self.find(
            "redeal_with_trumps",
            "danish-tarok/17.redeal",
            f"{self.name(ev.seat)} asked for a redeal for want of trumps while holding "
            f"{' '.join(codes(trumps))}.",
            {"trumps": codes(trumps)},
            ev.seat,
            ev.index,
        )
        self.redeal_class = f.penalty_class
        if f.penalty_class != "irreparable" and any(e.index > ev.index for e in self.play_evs):
            # a player holding trumps has no right to a redeal (§17): when the record plays the
            # deal on, the table refused it, and the deal is checked and settled as played (the
            # fine, by its class, stands: "gra trwa nadal")
            self.redeal = None
            self.redeal_class = None
        return [f]

    # -- calls (§12)
    def trick_seats(self) -> tuple[int, ...]:
        """The trick's seats in order of play: those who played, as the record has them, then the
        others following on from the last card (danish-tarok/10.turn); before the second card, a seat
        that said it cannot follow (12.void-naming) is the second."""
        played = [p.seat for p in self.table]
        if not played:
            return tuple(s for s in order_from(self.leader, self.active) if s not in self.sitting)
        rest = [s for s in order_from(played[-1], self.active) if s not in played and s not in self.sitting]
        if len(played) == 1 and self.void_caller in rest:
            rest.remove(self.void_caller)
            rest.insert(0, self.void_caller)
        return (*played, *rest)

    def may_play_second(self, seat: int) -> bool:
        """After the lead, the seat may play the next card in turn: the seat due (even after a lead out
        of turn) or the seat after the card led (danish-tarok/10.turn)."""
        played = [p.seat for p in self.table]
        return len(played) == 1 and seat in due_seats(self.playing, played, self.leader)

    def ending_lines(
        self, at: int, most: int, allowance: list[int] | None = None
    ) -> list[list[tuple[int, Card]]] | None:
        """danish-tarok/7.deal (claims a1, 08; claims2 A1): the plays of one legal ending of the tricks
        a record leaves out, the dealt hands recorded, for each different payments and card points
        the legal endings (§10: follow suit, else trump) give; None where there are more than
        ``most``, or the rest is not searched. One card left in each hand is a forced last trick
        (unless the Joker would lead it: the suit it names decides the trick); two or three tricks
        are searched with the Joker gone."""
        rest = N_TRICKS - self.trick_no
        if self.mode != "dealt" or self.void or not 1 <= rest <= ENDINGS_TRICKS or self.pending_second:
            return None
        played = {p.seat for p in self.table}
        left = {s: [c for c in self.hands[s] if c not in self.gone] for s in self.active}
        if any(len(left[s]) != rest - (s in played) for s in self.active):
            return None
        if rest == 1:
            if not self.table and JOKER in left[self.leader]:
                return None
        elif any(JOKER in cards for cards in left.values()) or any(p.card is JOKER for p in self.table):
            return None
        # what a copy shares with this state: the record and the rules, and the cards themselves
        shared: dict[int, Any] = {id(c): c for c in DANISH_TAROK.cards.values()}
        for x in (self.rules, self.names, self.events):
            shared[id(x)] = x

        def moves(st: DealState) -> Iterator[tuple[tuple[int, Card], DealState]]:
            seat = st.to_play()
            for card in [c for c in st.hands[seat] if c not in st.gone]:
                nxt = copy.deepcopy(st, dict(shared))
                found = nxt.apply(
                    Event(at, "play", {"type": "play", "seat": seat, "card": card.code}, seat, card)
                )
                if any(f.severity == VIOLATION for f in found):
                    continue
                if len(nxt.table) == nxt.trick_size:
                    nxt.close_trick(False)
                yield (seat, card), nxt

        def finished(st: DealState) -> bool:
            return st.trick_no == N_TRICKS and not st.table

        def key(st: DealState) -> Any:
            st.finish()
            return (
                sorted((str(d.payer), str(d.payee), d.amount, d.reason) for d in st.ledger.dues),
                list(st.points),
            )

        found = within(
            allowance,
            ENDINGS_BUDGET,
            lambda budget, spent: ending_keys(self, moves, finished, key, budget, most, spent),
        )
        return None if found is None else [line for _, line in found]

    def played_out(self, line: list[tuple[int, Card]], at: int) -> DealState:
        """A copy of this deal with ``line`` (an ending from ending_lines) played and finished."""
        shared: dict[int, Any] = {id(c): c for c in DANISH_TAROK.cards.values()}
        for x in (self.rules, self.names, self.events):
            shared[id(x)] = x
        st = copy.deepcopy(self, shared)
        for seat, card in line:
            st.apply(Event(at, "play", {"type": "play", "seat": seat, "card": card.code}, seat, card))
            if len(st.table) == st.trick_size:
                st.close_trick(False)
        st.finish()
        return st

    def to_play(self, played: list[int] | None = None) -> int:
        """``played``: the seats of the table, when the caller has them already."""
        if not self.table:
            return self.leader
        if played is None:
            played = [p.seat for p in self.table]
        # every seat on the table is active: apply refuses the sitter's cards
        sitting = self.sitting
        for s in self.order_of[played[0]]:
            if s not in played and s not in sitting:
                return s
        return self.leader

    def holds(self, seat: int, suit: str, extra: Card | None = None) -> bool:
        return (extra is not None and extra.suit == suit) or not self.hands[seat].isdisjoint(
            OF_SUIT.get(suit, NO_CARDS)
        )

    def on_call(self, ev: Event) -> list[Finding]:
        assert ev.seat is not None
        call = ev.get("call")
        if call == "joker":
            return self.on_joker_demand(ev)
        seat = ev.seat
        joker_led = bool(self.table) and self.table[0].card is JOKER
        if not joker_led:
            return [self.bad_naming(ev, "no trick led by the Joker is in progress")]
        seats = self.trick_seats()
        # (a trick a seat sits out, extra_card, may have no third player)
        second = seats[1] if len(seats) > 1 else None
        third = seats[2] if len(seats) > 2 else None
        played = {p.seat: p for p in self.table}
        named = self.named
        if call == "void":
            if seat == third and self.void_caller == second and seat not in played:
                # §12 "Wtedy trzeci gracz ... sprawdza, czy ma karty w tym kolorze": the third's
                # answer to the second's call, written as his own void (danish-joker-edges-2 c)
                if self.full and named is not None and self.holds(seat, named):
                    self.void_false = True  # one false claim, one finding (as the second's)
                    return [self.bad_naming(ev, f"{self.name(seat)} holds {SUIT_NAMES[named]}")]
                return []
            if not self.may_play_second(seat):
                return [
                    self.bad_naming(ev, "only the second player, before playing, may say they cannot follow")
                ]
            self.void_caller = seat
            if self.full and named is not None and self.holds(seat, named):
                # (danish-joker-edges c1) one false claim, one finding: the table took it, so the
                # naming it led to stands and the cards after it are judged by that naming
                self.void_false = True
                return [self.bad_naming(ev, f"{self.name(seat)} holds {SUIT_NAMES[named]}")]
            return []
        # name_joker
        new = ev.named
        if seat in played:
            return [self.bad_naming(ev, f"{self.name(seat)} has already played to this trick")]
        if seat == second:
            if self.void_caller != second:
                return [
                    self.bad_naming(
                        ev, "the second player may re-name the Joker only after saying they cannot follow"
                    )
                ]
        elif seat == third:
            if self.void_caller == second:
                return [
                    self.bad_naming(
                        ev, "the second player said they could not follow, so the naming is theirs"
                    )
                ]
        else:
            return [self.bad_naming(ev, "only the second or third player of the trick may re-name the Joker")]
        if self.full and named is not None and not self.void_false:
            p2 = played.get(second) if second is not None else None
            if (second is not None and self.holds(second, named, p2.card if p2 else None)) or (
                third is not None and self.holds(third, named)
            ):
                return [self.bad_naming(ev, f"the Joker's {SUIT_NAMES[named]} can still be followed")]
        self.named = new
        if self.pending_second is not None:  # the second's card now follows the third's naming
            return self.resolve_second()
        return []

    def bad_naming(self, ev: Event, why: str) -> Finding:
        assert ev.seat is not None
        return self.find(
            "bad_joker_naming",
            "danish-tarok/12.void-naming",
            f"{self.name(ev.seat)} called {ev.get('call')!r}{' ' + ev.named if ev.named else ''}, but {why}.",
            {"call": ev.get("call"), "named": ev.named, "joker_names": self.named},
            ev.seat,
            ev.index,
        )

    def on_joker_demand(self, ev: Event) -> list[Finding]:
        assert ev.seat is not None
        seat = ev.seat
        third_last = N_TRICKS - 3
        if self.trick_no != third_last:
            return [
                self.find(
                    "joker_demand_out_of_time",
                    "danish-tarok/12.joker-demand",
                    f"{self.name(seat)} demanded the Joker in trick {self.trick_no + 1}; it may "
                    "be demanded only "
                    f"in the third-last trick ({third_last + 1}).",
                    {"trick": self.trick_no + 1},
                    seat,
                    ev.index,
                )
            ]
        answered = next((p for p in self.table if p.card is JOKER), None)
        if answered is not None and answered.seat != seat:
            # diff9 A6: the Joker that answered the demand stands before it in the trick as finally
            # played (§12: the others take their cards back to use the Joker); not "used earlier in
            # the game", so the demand was met
            self.demand, self.demand_by = ev.index, seat
            return []
        where = "played" if self.joker_gone and not (self.skat and JOKER in self.skat) else "in the skat"
        if self.joker_gone:
            return [
                self.find(
                    "false_joker_demand",
                    "danish-tarok/12.joker-demand",
                    f"{self.name(seat)} demanded the Joker in the third-last trick, but it was "
                    f"already {where}"
                    # by whom, and when (dispute-messages-8 c5)
                    + (
                        f" ({self.name(self.joker_played[0])} played it at event {self.joker_played[1]})."
                        if where == "played" and self.joker_played is not None
                        else "."
                    ),
                    {"joker": where}
                    | (
                        {"played_by": self.joker_played[0], "played_at": self.joker_played[1]}
                        if where == "played" and self.joker_played is not None
                        else {}
                    ),
                    seat,
                    ev.index,
                )
            ]
        if self.full and JOKER in self.hands[seat]:
            # §12 "gracz, który nie ma Jokera, może zażądać": the holder's own demand means nothing
            return [
                self.find(
                    "joker_demand_by_holder",
                    "danish-tarok/12.joker-demand",
                    f"{self.name(seat)} demanded the Joker while holding it; only a player without the "
                    "Joker may demand it, so the demand has no effect.",
                    {},
                    seat,
                    ev.index,
                    WARNING,
                )
            ]
        self.demand, self.demand_by = ev.index, seat
        for p in self.table:  # the holder already played another card: it had to be taken back
            if JOKER in self.hands[p.seat]:
                return [
                    self.find(
                        "joker_withheld",
                        "danish-tarok/12.joker-demand",
                        f"{self.name(p.seat)} kept {p.card} in the third-last trick although the Joker was "
                        f"demanded (by {self.name(seat)}) and was in their hand.",
                        {"demand_event": ev.index, "demanded_by": seat},
                        p.seat,
                        p.event,
                    )
                ]
        return []

    # -- play (§10-§12)
    def on_play(self, ev: Event) -> list[Finding]:
        assert ev.seat is not None and ev.card is not None
        if self.ahead and ev.index in self.ahead:
            self.ahead.discard(ev.index)
            return []  # played already, into the trick it completed (early_lead)
        seat, card = ev.seat, ev.card
        out: list[Finding] = []
        if self.first_play is None:
            self.first_play = ev.index
            out += self.close_skat(ev.index)
            out += self.close_declarations(ev.index)
            if self.misdealt is not None:
                out.append(self.misdeal("irreparable", ev.index))
        if self.trick_no >= N_TRICKS:
            return out + [
                self.find(
                    "card_not_in_hand",
                    "danish-tarok/10.card-in-hand",
                    f"{self.name(seat)} played {card} after the last trick.",
                    {"trick": self.trick_no + 1},
                    seat,
                    ev.index,
                )
            ]
        # danish-tarok/10.turn (session 38): a second card by a seat already in the trick that the table
        # took into it (extra_card); ``held``: the trick complete, held open for this card
        extra = held = False
        if self.held:
            self.held = False
            if any(p.seat == seat for p in self.table) and card in self.hands[seat]:
                extra = held = True
            else:  # (not the card it was held for: the trick closes as it lay)
                self.trick_size -= 1
                self.short_closed = self.close_trick()
        played = [p.seat for p in self.table]  # once for the two turn checks below
        slip = (
            seat_written_wrongly(
                seat, card, self.to_play(played), lambda s, c: c in self.hands[s], self.active, played
            )
            if self.full and card not in self.hands[seat]
            else None
        )
        if slip is not None:  # one slip, one finding (slip-plus-fault a1): the play is its holder's
            f = seat_slip("danish-tarok/10.card-in-hand", self.names, seat, slip, card)
            return out + [
                Finding(f.code, f.rule, f.message, f.evidence, f.seat, f.severity, f.event),
                *self.on_play(replace(ev, seat=slip)),
            ]
        if seat in played and any(p.seat == seat and p.card == card for p in self.table):
            # the same card written again (a line copied): a slip of the record, no card played out
            # of turn, so no §18 fine (one-slip-danish-tarocchini P2f)
            return out + [
                Finding(
                    "out_of_turn",
                    "danish-tarok/10.turn",
                    f"{self.name(seat)} is written playing {card} to trick {self.trick_no + 1} a second "
                    "time: the line is written twice, and the copy joins no trick.",
                    {"trick": self.trick_no + 1, "copied": True},
                    seat,
                    VIOLATION,
                    ev.index,
                )
            ]
        k = self.taken_back(seat, card, ev.index) if seat in played and not extra else None
        if k is not None:
            # danish-tarok/10.turn (real-faults-near-slips-6 a1): the seat took its card back and played
            # this one instead; the record plays the first again later, so it went back to the hand.
            # One fault (a card out of turn, §18), here; this card stands in its place
            old = self.table.pop(k).card
            self.hands[seat].add(old)
            self.gone.discard(old)
            before = len(self.table)
            found = [f for f in self.on_play(ev) if f.code != "out_of_turn"]
            if len(self.table) == before + 1:  # (it may have closed the trick, a line read as left out)
                self.table.insert(k, self.table.pop())
            if self.conformed == ev.index:  # §12's own take-back (resolve_second): no fault
                return out + found
            return out + [
                self.find(
                    "out_of_turn",
                    "danish-tarok/10.turn",
                    f"{self.name(seat)} took back {old} and played {card} instead, to trick {self.trick_no + 1}: "
                    f"a card played may not be changed, but the table let the change stand ({old} is played later).",
                    {"trick": self.trick_no + 1, "taken_back": old.code, "instead": card.code},
                    seat,
                    ev.index,
                ),
                *found,
            ]
        if not extra and seat in played and self.extra_card(seat, card, ev.index):
            extra = True
        early = self.early_lead(seat, card, ev.index) if seat in played and not extra else None
        if early is not None:
            # danish-tarok/10.lead (session 34): the trick's winner led the next before the missing
            # seat played, whose card the record writes next: that card completes the trick (judged
            # there, at its own event), this one leads the next. One fault (a lead out of turn, §18)
            trick = self.trick_no + 1
            f = early_lead("danish-tarok/10.lead", self.names, seat, early.seat, trick)  # type: ignore[arg-type]
            out.append(self.find(f.code, f.rule, f.message, f.evidence, seat, ev.index))
            out += [f if f.event is not None else replace(f, event=early.index) for f in self.on_play(early)]
            self.ahead.add(early.index)
            if len(self.table) == self.trick_size:
                self.short_closed = self.close_trick()
            return out + self.on_play(ev)
        if seat in played and not extra and self.closes_short(seat, card):
            # danish-tarok/10.turn (real-faults-near-slips-3 a1): a seat skipped the trick; the table
            # took it as it lay and its winner leads the next, this card. One fault: the card played
            # in the skipped seat's turn (found already), or, the seat due last skipped, this lead
            order = self.order_of[self.leader]
            missing = next(s for s in order if s not in played)
            self.short_closed = self.close_trick()
            if missing == order[-1]:
                f = short_lead("danish-tarok/10.lead", self.names, seat, missing, self.trick_no)
                out.append(self.find(f.code, f.rule, f.message, f.evidence, seat, ev.index))
            return out + self.on_play(ev)
        if seat in played and not extra:
            return out + [
                self.find(
                    "out_of_turn",
                    "danish-tarok/10.turn",
                    f"{self.name(seat)} played {card} to trick {self.trick_no + 1}, to which "
                    "they had already played.",
                    {"trick": self.trick_no + 1, "expected_seat": self.to_play(played)},
                    seat,
                    ev.index,
                )
            ]
        expected = self.to_play(played)
        if extra:
            # danish-tarok/10.turn (session 38, real-faults-near-slips-4 a2): the table took it into
            # the trick (one fault, here, with its §18 fine): it counts there for the trick's winner,
            # and the seat, a card short, sits out the deal's last trick
            if not held:
                self.trick_size += 1
            due = self.best_card(self.table)[0].seat if held else expected  # held: its winner leads next
            f = second_card(
                "danish-tarok/10.turn",
                self.names,
                seat,
                card,
                self.trick_no + 1,
                due,
                self.extra.get(seat, 0) + 1,
            )
            out.append(self.find(f.code, f.rule, f.message, f.evidence, f.seat, ev.index))
        # one card out of turn is one fault: the next may follow on from it, or be the seat skipped
        if not extra and seat != expected and seat not in due_seats(self.playing, played, self.leader):
            lead = not self.table
            out.append(
                self.find(
                    "out_of_turn",
                    "danish-tarok/10.lead" if lead else "danish-tarok/10.turn",
                    f"{self.name(seat)} {'led' if lead else 'played'} {card} to trick "
                    f"{self.trick_no + 1} when it was "
                    f"{self.name(expected)}'s turn{' to lead' if lead else ''}.",
                    {"trick": self.trick_no + 1, "expected_seat": expected, "lead": lead},
                    seat,
                    ev.index,
                )
            )
        hand = self.hands[seat]
        in_hand = card in hand
        dealt = self.mode == "dealt"
        # dealt hands (diff9 A3): a card its holder plays after another seat played it is his own;
        # the other seat's play was the fault (reported there). Without the hands the first copy
        # played counts, for the seat that played it (diff8 A1).
        owned = dealt and in_hand and card in self.stray
        self.stray.discard(card)
        again = card in self.gone and not owned  # provable from any record, a play-only one too
        # a card the written skat laid away is in play no more (§8 "nie używa się ich"): provable too
        laid = bool(self.skat) and card in (self.skat or []) and not self.skat_unrecorded
        self.gone.add(card)
        stands_for: Card | None = None
        if (self.full and not in_hand) or again or laid:
            if dealt and not in_hand and not again and not laid:
                self.stray.add(card)
            # dealt hands (diff9 A2): the seat's one card it never plays is the card this slip stands
            # for; it leaves the hand here, so no revoke is inferred from it later
            stands_for = self.slip_stands_for(seat, ev.index) if dealt else None
            out.append(
                self.find(
                    "card_not_in_hand",
                    "danish-tarok/10.card-in-hand",
                    f"{self.name(seat)} played {card}, which is not in their hand"
                    + (
                        " (it had already been played in this deal)"
                        if again
                        else " (it was laid away in the skat)"
                        if laid
                        else ""
                    )
                    + (
                        f"; the record never shows {stands_for} played, the card it stands for."
                        if stands_for is not None
                        else "."
                    ),
                    {
                        "hand": codes(hand),
                        **({"played_before": True} if again else {}),
                        **({"stands_for": stands_for.code} if stands_for is not None else {}),
                    },
                    seat,
                    ev.index,
                )
            )
            if stands_for is not None:
                hand.discard(stands_for)
        pos = len(self.table)
        # a record with the lead and the next card swapped (diff9 A5): this card, by the seat the lead
        # out of turn skipped, is judged as the lead, and the card before it as the second
        # (reads_swapped is False for any seat but the one due to lead)
        swapped = pos == 1 and seat == self.leader and self.reads_swapped(ev)
        if swapped:
            pos = 0
        if pos == 2 and self.pending_second is not None:  # the third plays without claiming the naming
            out += self.resolve_second()
        if card is JOKER:
            out += self.joker_checks(ev, pos)
        # (may_be_renamed is False for all but the second card to a Joker lead)
        elif in_hand and pos == 1 and self.table[0].card is JOKER and self.may_be_renamed(pos, seat, card):
            self.pending_second = (ev, set(hand))
        elif pos and (in_hand or not self.full) and not extra:  # a lead follows nothing
            # (a second card the table took, extra: one fault, out of turn, not judged for following
            # as well; real-faults-near-slips-11 a1, c probe p01)
            out += self.follow_checks(ev, pos, hand)
        if self.demand is not None and self.trick_no == N_TRICKS - 3 and card is not JOKER and JOKER in hand:
            out.append(
                self.find(
                    "joker_withheld",
                    "danish-tarok/12.joker-demand",
                    f"{self.name(seat)} played {card} in the third-last trick although the Joker had been "
                    + (
                        f"demanded by {self.name(self.demand_by)}"
                        if self.demand_by is not None
                        else "demanded"
                    )
                    + " and was in their hand.",
                    {"demand_event": self.demand}
                    | ({"demanded_by": self.demand_by} if self.demand_by is not None else {}),
                    seat,
                    ev.index,
                )
            )
        # a partial record judges the void by the cards the seat is seen to hold (played later)
        if pos == 1 and self.table[0].card is JOKER and self.named is not None:
            self.second_void_no_trumps = not self.holds(seat, self.named, card) and not self.holds(
                seat, "T", card
            )
        hand.discard(card)
        if card is JOKER:
            self.joker_gone = True
            self.joker_played = (seat, ev.index)
        named = ev.named if card is JOKER and pos == 0 else None
        if pos == 0:
            self.named = named
            self.void_caller = None
            self.void_false = False
            self.second_void_no_trumps = False
            self.auto_named = False
            self.pending_second = None
        if stands_for is not None:
            self.slip_on_table = True
        if swapped:
            self.table.insert(0, Play(seat, card, ev.index, named, stands_for))
            return out + self.judge_swapped_second()
        self.lead_in_hand = in_hand
        self.table.append(Play(seat, card, ev.index, named, stands_for))
        if extra:
            self.extra[seat] = self.extra.get(seat, 0) + 1
        elif (
            len(self.table) == self.trick_size
            and ev.index == self.last_event
            and self.hold_for_second(seat, ev)
        ):
            self.held = True  # the trick waits for this seat's second card, the next (extra_card)
            self.trick_size += 1
        return out

    def follow_faults(self, order: list[tuple[int, Card, str | None]], held: dict[int, set[Card]]) -> int:
        """How many cards of ``order`` (seat, card, named), read as a trick in that order, break §10
        by the hands ``held`` (each still holding the card it plays); a Joker lead naming nothing
        cannot be read this way (a large count)."""
        first = order[0][1]
        led = order[0][2] if first is JOKER else first.suit
        if led is None:
            return N_TRICKS
        faults = 0
        for seat, card, _ in order[1:]:
            if card is JOKER or card.suit == led:
                continue
            hand = held[seat] - {card}
            if any(c.suit == led for c in hand) or (
                led != "T" and not is_trump(card) and any(is_trump(c) for c in hand)
            ):
                faults += 1
        return faults

    def lines_out_of_order(self, f: Finding) -> bool:
        """danish-tarok/10.turn (readings-review-2 a16): whether the card out of turn ``f`` may be the
        record's slip (lines written out of order), not the table's fault: the trick's written cards,
        one from each seat playing it, each its writer's, put back in turn order from the player due
        to lead, break §10 nowhere ("Wszyscy gracze muszą przestrzegać koloru…", "Jeżeli gracz nie ma
        kart w tym kolorze, musi użyć triumfa"; follow_faults judges them). Called as the card is
        played (its hand still holds it): the rest of the trick is read ahead in the record. No
        such order (a seat with two cards in the trick, the trick not written out, a card that
        order makes a revoke or a failure to trump): the card out of turn was the table's, and
        §18's fine is due."""
        if f.seat is None or f.event is None or any(p.seat == f.seat for p in self.table):
            return False
        ev = self.event_at.get(f.event)
        if ev is None or ev.card is None:
            return False
        trick = {p.seat: (p.seat, p.card, p.named) for p in self.table}
        trick[f.seat] = (f.seat, ev.card, ev.named)
        for e in self.play_evs:
            if len(trick) >= self.trick_size:
                break
            if e.index <= f.event:
                continue
            if e.seat is None or e.card is None or e.seat in trick or e.seat not in self.playing:
                return False
            trick[e.seat] = (e.seat, e.card, e.named)
        if len(trick) != self.trick_size or f.seat not in self.playing:
            return False
        held = {s: set(self.hands[s]) for s in trick}
        for p in self.table:
            held[p.seat].add(p.card)
        order = [trick[s] for s in self.order_of[self.leader] if s in trick]
        return self.follow_faults(order, held) == 0

    def reads_swapped(self, ev: Event) -> bool:
        """danish-tarok/10.turn (diff9 A5): after a lead out of turn, the next card comes from the seat
        it skipped, the player due to lead (the shared turn rule's swapped record). With the hands
        known, following is judged in the proper order - his card led, the card before it second -
        when that order breaks §10 less often than the order written (the third card, from the
        record, included): the record then shows the two cards swapped, not a lead the others
        followed."""
        assert ev.seat is not None and ev.card is not None
        first = self.table[0]
        if (
            not self.full
            or ev.seat != self.leader
            or first.seat == self.leader
            or not self.lead_in_hand
            or ev.card not in self.hands[ev.seat]
            or (first.card is JOKER and first.named is not None)  # a Joker naming a suit was led
        ):
            return False
        held = {s: set(self.hands[s]) for s in self.active}
        held[first.seat].add(first.card)
        nxt = next((e for e in self.play_evs if e.index > ev.index), None)
        end = nxt.index if nxt is not None else ev.index
        if any(e.type == "call" for i, e in self.event_at.items() if first.event < i <= end):
            return False  # a call in the trick (§12's naming) is read as written
        tail: list[tuple[int, Card, str | None]] = []
        if (
            nxt is not None
            and nxt.card is not None
            and nxt.seat in self.active
            and nxt.seat not in (first.seat, ev.seat)
        ):
            tail.append((nxt.seat, nxt.card, nxt.named))
        mine = (ev.seat, ev.card, ev.named)
        theirs = (first.seat, first.card, first.named)
        return self.follow_faults([mine, theirs, *tail], held) < self.follow_faults(
            [theirs, mine, *tail], held
        )

    def judge_swapped_second(self) -> list[Finding]:
        """The card written first, read as the second card of a swapped record (diff9 A5): §10 and §12
        against the lead, by the hand it was played from."""
        p = self.table[1]
        ev = self.event_at[p.event]
        held = self.hands[p.seat] | {p.card}
        if self.table[0].card is JOKER and self.named is not None:
            self.second_void_no_trumps = not self.holds(p.seat, self.named, p.card) and not self.holds(
                p.seat, "T", p.card
            )
        if p.card is JOKER:
            return []
        return self.follow_checks(ev, 1, held)

    def slip_stands_for(self, seat: int, at: int) -> Card | None:
        """danish-tarok/10.card-in-hand (diff9 A2): with dealt hands, a card not in the seat's hand
        stands for the one card of his hand he never plays in the record, when there is exactly one
        (the deal played out: every other card he held is played later; a card he is written playing
        anywhere, even in a play that did not count, stands for nothing).

        diff10 twofault A1: with k such slips by the seat from this one on (a later card not in his
        hand, or written twice) and exactly k cards of his hand never written, the slips stand for
        them when the suits match one to one (each slip for an unplayed card of the suit written):
        this one stands for an unplayed card of its own suit. Several of that suit: the one of
        lowest code, when they are alike in card points (only which leaves the hand first differs,
        not the suits the seat holds); otherwise none is known, as when the suits do not match
        (``slips_stand_for``)."""
        later = [c for i, c in self.plays_by[seat] if i > at]
        written = {c for i, c in self.plays_by[seat] if i != at}  # a card written anywhere is no stand-in
        rest = self.hands[seat] - written
        if self.trick_no + len(later) + 1 != N_TRICKS:
            return None
        if len(rest) == 1 and len(set(later)) == len(later):
            return next(iter(rest))
        card = next(c for i, c in self.plays_by[seat] if i == at)
        return slips_stand_for(card, later, self.hands[seat], rest, card_value)

    def may_be_renamed(self, pos: int, seat: int, card: Card) -> bool:
        """The second player, void in the Joker's suit, plays on without saying so; if the third is
        void too he may claim the naming, and the second's card must then follow the third's suit
        (§12 "Wtedy drugi gracz musi wycofać swoją kartę"). The record shows the card as finally
        played, so it is judged once the third has called or played."""
        if pos != 1 or not self.full or self.table[0].card is not JOKER or self.named is None:
            return False
        if card.suit == self.named or self.holds(seat, self.named) or self.void_caller is not None:
            return False
        third = next((s for s in self.trick_seats()[1:] if s != seat), None)  # the seat still to play
        return third is not None and not self.holds(third, self.named)

    def resolve_second(self) -> list[Finding]:
        assert self.pending_second is not None
        ev, held = self.pending_second
        self.pending_second = None
        nxt = next((e for e in self.play_evs if e.index > self.last_event), None)
        if (
            nxt is not None
            and nxt.seat == ev.seat
            and nxt.card is not None
            and nxt.card.suit == self.named
            and any(e.seat == ev.seat and e.card is ev.card and e.index > nxt.index for e in self.play_evs)
        ):
            # §12 "drugi gracz musi wycofać swoją kartę i dostosować się do koloru zażądanego przez
            # trzeciego gracza": the record shows him do so (his next card of the suit named, the
            # first played later): no fault, and the change is no card out of turn (danish6 18)
            self.conformed = nxt.index
            return []
        return self.follow_checks(ev, 1, held)

    def suit_to_follow(self, pos: int, seat: int, held: set[Card]) -> str | None:
        first = self.table[0].card
        if first is not JOKER:
            return first.suit
        if pos == 1:
            return self.named
        second = self.table[1].card
        if self.named is None:
            return None if second is JOKER else second.suit
        if self.second_void_no_trumps and not any(c.suit == self.named or is_trump(c) for c in held):
            self.auto_named = True  # danish-tarok/12.void-naming: the second card names the Joker
            return second.suit
        return self.named

    def follow_checks(self, ev: Event, pos: int, hand: set[Card]) -> list[Finding]:
        """``hand`` still holds the card played (when it was in the hand)."""
        assert ev.seat is not None and ev.card is not None
        if pos == 0:
            return []
        seat, card = ev.seat, ev.card
        first = self.table[0].card
        # a card led is followed by its suit: suit_to_follow's first answer, without the call
        led = first.suit if first is not JOKER else self.suit_to_follow(pos, seat, hand)
        if led is None or card.suit == led:
            return []
        lead = self.table[0]
        if lead.stands_for is not None and JOKER not in (lead.card, lead.stands_for):
            # diff9 A2: a lead not in hand stood for a card of the hand; a card legal against the lead
            # as played or as written is no fault
            alt = lead.stands_for.suit
            rest = [c for c in hand if c is not card]
            if card.suit == alt or not (
                any(c.suit == alt for c in rest)
                or (alt != "T" and not is_trump(card) and any(is_trump(c) for c in rest))
            ):
                return []
        # the hand's cards of the suit by set intersection (codes() sorts what is reported)
        same = [c for c in hand & OF_SUIT.get(led, NO_CARDS) if c is not card]
        if same:
            return [
                self.find(
                    "revoke",
                    "danish-tarok/10.follow-suit",
                    f"{self.name(seat)} played {card} to a {SUIT_NAMES[led]} lead while holding "
                    f"{', '.join(codes(same))}.",
                    {"led": led, "held": codes(same), "played": card.code},
                    seat,
                    ev.index,
                )
            ]
        if led != "T" and not is_trump(card):
            # in a partial record ``hand`` is the cards still to be played: a trump among them is
            # proof he held one, and the card broke §10 either way (a revoke if he also held the suit)
            trumps = [c for c in hand & OF_SUIT["T"] if c is not card]
            if trumps:
                return [
                    self.find(
                        "failure_to_trump",
                        "danish-tarok/10.must-trump",
                        f"{self.name(seat)} played {card} to a {SUIT_NAMES[led]} lead, holding "
                        + (
                            f"no {SUIT_NAMES[led]} but holding the trumps {', '.join(codes(trumps))}."
                            if self.mode != "partial"
                            # (rebuilt hands: the record shows the trumps, not the void; danish-po2 c1)
                            else f"the trumps {', '.join(codes(trumps))}, which the record shows played "
                            f"later: a failure to trump, or a revoke if they held any {SUIT_NAMES[led]}, "
                            "§10 either way."
                        ),
                        {"led": led, "held": codes(trumps), "played": card.code},
                        seat,
                        ev.index,
                    )
                ]
        return []

    def joker_checks(self, ev: Event, pos: int) -> list[Finding]:
        assert ev.seat is not None
        seat = ev.seat
        out: list[Finding] = []
        if self.trick_no == N_TRICKS - 2:
            out.append(
                self.find(
                    "joker_second_last",
                    "danish-tarok/12.joker-second-last",
                    f"{self.name(seat)} played the Joker in the second-last trick, where it may "
                    "never be played.",
                    {"trick": self.trick_no + 1},
                    seat,
                    ev.index,
                )
            )
        if pos == 0:
            if ev.named is None:
                out.append(
                    self.find(
                        "joker_not_named",
                        "danish-tarok/12.joker-named",
                        f"{self.name(seat)} led the Joker without naming the suit to follow.",
                        {},
                        seat,
                        ev.index,
                    )
                )
            elif self.full and not any(any(c.suit == ev.named for c in self.hands[s]) for s in self.active):
                out.append(
                    self.find(
                        "joker_named_dead_suit",
                        "danish-tarok/18.superficial",
                        f"{self.name(seat)} led the Joker naming {SUIT_NAMES[ev.named]}, of "
                        "which no card is left "
                        "in play.",
                        {"named": ev.named},
                        seat,
                        ev.index,
                        WARNING,
                    )
                )
        return out

    # -- the trick
    def taken_back(self, seat: int, card: Card, event: int) -> int | None:
        """danish-tarok/10.turn (real-faults-near-slips-6 a1), dealt hands: a second card by a seat to
        the open trick (one it holds) whose first card there the seat plays again later in the record
        (so it went back to the hand): that card's place in the trick (not the lead with cards after
        it, nor a Joker, whose naming it set); else None."""
        if self.mode != "dealt" or not self.full or self.slip_on_table or self.pending_second is not None:
            return None
        if card not in self.hands[seat] or card is JOKER:
            return None
        k = next(i for i, p in enumerate(self.table) if p.seat == seat)
        old = self.table[k].card
        if old is JOKER or (k == 0 and len(self.table) > 1):
            return None
        later = any(e.index > event and e.seat == seat and e.card is old for e in self.play_evs)
        return k if later else None

    def early_lead(self, seat: int, card: Card, event: int) -> Event | None:
        """danish-tarok/10.turn (session 34): a card by a seat already in a trick one card short (not
        the last), the hands known, no Joker on the table, where the record's next card is the missing
        seat's: the missing card written after the next lead (a lead before the trick was complete,
        or two lines swapped), where the rest of the record fits that no worse (no more faults)
        than the trick closed short or the card out of turn. That card's event; else None."""
        if len(self.table) != self.trick_size - 1 or self.trick_no >= N_TRICKS - 1 or not self.full:
            return None
        if self.mode != "dealt" or self.pending_second is not None or self.slip_on_table:
            return None
        if card not in self.hands[seat] or any(p.card is JOKER for p in self.table):
            return None
        told = self.early_told()
        if told is False:
            return None
        nxt = next((e for e in self.play_evs if e.index > event), None)
        if nxt is None or nxt.seat is None or nxt.card is None or nxt.card is JOKER:
            return None
        if nxt.seat not in self.playing or any(p.seat == nxt.seat for p in self.table):
            return None
        if nxt.card not in self.hands[nxt.seat]:
            return None
        if told is None and not self.early_weighed(event):
            return None
        return nxt

    def trial_faults_from(self, event: int, early: bool) -> int:
        """The play faults of the record from ``event`` on, on a copy told whether to read its first
        card as a lead written early (early_lead); later such cards read greedily."""
        st = self.trial_copy((self.rules, self.names, self.events), early)
        faults = 0
        for e in self.events:
            if e.index >= event and e.type in ("play", "call"):
                faults += sum(1 for f in st.apply(e) if f.severity == VIOLATION)
                if len(st.table) == st.trick_size:
                    st.close_trick(False)
        return faults

    def closes_short(self, seat: int, card: Card) -> bool:
        """A card by a seat already in a trick one card short, that wins the trick as it lies, from
        its hand, before the last trick, no Joker on the table: the trick closed short and this card
        the next lead (a line written twice is not in the hand)."""
        return (
            len(self.table) == self.trick_size - 1
            and self.trick_no < N_TRICKS - 1
            and self.pending_second is None
            and not self.slip_on_table
            and not (self.full and card not in self.hands[seat])
            and all(p.card is not JOKER for p in self.table)
            and self.best_card(self.table)[0].seat == seat
        )

    def may_take_second(self, seat: int, card: Card) -> bool:
        """extra_card's bounds: the hands known, the card in the seat's hand, no Joker in the trick (nor
        §12's naming pending), nothing standing for another card, and a later trick for the seat to sit
        out (not the deal's last)."""
        return (
            self.mode == "dealt"
            and self.full
            and not self.slip_on_table
            and self.pending_second is None
            and card is not JOKER
            and card in self.hands[seat]
            and seat not in self.sitting
            and self.trick_no + self.extra.get(seat, 0) < N_TRICKS - 1
            and all(p.card is not JOKER for p in self.table)
        )

    def extra_card(self, seat: int, card: Card, event: int) -> bool:
        """danish-tarok/10.turn (session 38, real-faults-near-slips-4 a2, -7 a): a second card by a seat
        already in the open trick (extra's bounds, may_take_second): the table took it into the trick
        (it counts there for the trick's winner; the seat, a card short, has none for the deal's last
        trick), where the rest of the record fits that strictly better (fewer faults) than every other
        reading of it: left out of the trick, the trick closed short, an early lead ("Trzy karty ze
        sztychu": one card each)."""
        if not self.may_take_second(seat, card):
            return False
        told, self.extra_next = self.extra_next, None
        if told is not None:
            return told
        if self.trialling or self.extra_left <= 0 or not self.a_card_short(seat, card, event):
            return False
        self.extra_left -= 1
        taken = self.extra_faults_from(event, True)
        others = [self.extra_faults_from(event, False)]
        if len(self.table) == self.trick_size - 1:  # (early_lead's case)
            others.append(self.extra_faults_from(event, False, early=True))
        return taken < min(others)

    def hold_for_second(self, seat: int, ev: Event) -> bool:
        """extra_card where the trick is complete: where the record's next card is again that of a seat
        in it (the seat that completed it, or one before it: the leader's, real-faults-near-slips-11
        a1), not the trick's winner as it lies (its next card no lead of its own), the trick is held
        open for it when the rest of the record fits that strictly better than the trick closed and
        that card a lead out of turn. Checked at each trick's last card (``seat``'s), weighed only
        where the next card is such a card."""
        if self.trialling or self.extra_left <= 0 or self.mode != "dealt":
            return False
        nxt = self.next_play(ev.index)
        if nxt is None or nxt.seat is None or nxt.card is None or nxt.index in self.ahead:
            return False
        seat = nxt.seat
        if all(p.seat != seat for p in self.table):
            return False
        if not self.may_take_second(seat, nxt.card) or self.best_card(self.table)[0].seat == seat:
            return False
        if not self.a_card_short(seat, nxt.card, nxt.index):
            return False
        self.extra_left -= 1
        start = ev.index + 1
        return self.extra_faults_from(start, True, hold=True) < self.extra_faults_from(start, False)

    def a_card_short(self, seat: int, card: Card, event: int) -> bool:
        """The record shows the seat a card short after its second card ``card`` at ``event`` (still in
        its hand): it plays as many cards after it as it has left, none of them that card again, and
        the record plays out every hand, card for card (no other seat short or long)."""
        later = [c for i, c in self.plays_by[seat] if i > event]
        if len(later) != len(self.hands[seat]) - 1 or card in later:
            return False
        rest = sum(1 for e in self.play_evs if e.index > event)
        return rest == sum(len(self.hands[s]) for s in self.active) - 1

    def next_play(self, index: int) -> Event | None:
        """The record's next play after event ``index`` (the events are in index order)."""
        events = self.events
        i = min(index + 1, len(events))
        while i > 0 and events[i - 1].index > index:
            i -= 1
        while i < len(events):
            e = events[i]
            if e.type == "play" and e.index > index:
                return e
            i += 1
        return None

    def extra_faults_from(self, start: int, extra: bool, early: bool = False, hold: bool = False) -> int:
        """The play faults of the record from event ``start`` on, on a trial copy told whether its
        first card by a seat already in the trick joins it (extra_card; ``hold``: the trick complete,
        held open for that card) and whether a lead is written early there (early_lead)."""
        st = self.trial_copy((self.rules, self.names, self.events), early)
        if hold:
            st.held = True
            st.trick_size += 1
        else:
            st.extra_next = extra
            if st.table and len(st.table) == st.trick_size:
                st.close_trick(False)
        faults = 0
        for e in self.events:
            if e.index >= start and e.type in ("play", "call"):
                faults += sum(1 for f in st.apply(e) if f.severity == VIOLATION)
                if st.table and len(st.table) == st.trick_size:
                    st.close_trick(False)
        return faults

    def sit_out(self) -> None:
        """danish-tarok/10.turn, at a new trick after a second card the table took (extra_card): the
        seats with no card left for it sit it out; the turn passes them and the trick closes without
        them (a leader among them: the next seat leads)."""
        left = N_TRICKS - self.trick_no  # tricks left, this one included
        sitting = frozenset(s for s, k in self.extra.items() if k >= left)
        if sitting == self.sitting:
            return
        playing = [s for s in self.active if s not in sitting]
        if not playing:  # (every seat short: nobody can play; the record is read as it is)
            return
        self.sitting, self.playing = sitting, playing
        self.trick_size = len(playing)
        if self.leader in sitting:
            self.leader = next(s for s in self.order_of[self.leader] if s not in sitting)

    @property
    def trick_complete(self) -> bool:
        """danish-tarok/10.turn: every seat with a card for the trick has played to it (and a second
        card the table took into it, extra_card)."""
        return len(self.table) == self.trick_size

    def effective_suit(self, table: list[Play] | None = None) -> str | None:
        table = self.table if table is None else table
        first = table[0].card
        if first is not JOKER:
            return first.suit
        if self.auto_named or self.named is None:
            return table[1].card.suit if len(table) > 1 else None
        return self.named

    def best_card(self, table: list[Play]) -> tuple[Play, str | None]:
        """danish-tarok/10.trick-winner, 12.joker-never-wins: the play that takes ``table``, and the suit."""
        plays = [p for p in table if p.card is not JOKER]
        trumps = [p for p in plays if p.card.suit == "T"]  # is_trump
        suit = self.effective_suit(table)
        if trumps:
            return max(trumps, key=lambda p: p.card.number), suit
        same = [p for p in plays if p.card.suit == suit]
        if not same and plays:
            # a Joker led and nobody followed its suit or trumped (only after a fault, or calls
            # the record leaves out): the second player's card names the suit, as §12's automatic
            # naming has it ("karta, którą wyrzucił drugi gracz, automatycznie nazywa Jokera"),
            # and the highest card of that suit takes the trick (10.trick-winner)
            suit = plays[0].card.suit
            same = [p for p in plays if p.card.suit == suit]
        return (max(same, key=lambda p: strength(p.card)) if same else table[0]), suit

    def table_as_played(self) -> list[Play]:
        """diff9 A2: a card not in hand that stands for a card of the hand was that card on the table
        (the rest of the record was written from it): the trick goes, and its card points and §15
        payments fall, by it - unless the record's next lead is the winner only with the card as
        written (the table played on from that card)."""
        if not self.slip_on_table:  # every alt below would be its play
            return self.table
        alt = [
            Play(p.seat, p.stands_for, p.event, p.named)
            if p.stands_for is not None and JOKER not in (p.card, p.stands_for)
            else p
            for p in self.table
        ]
        if all(a is p for a, p in zip(alt, self.table, strict=True)):
            return self.table
        written = self.best_card(self.table)[0].seat
        if written != self.best_card(alt)[0].seat:
            end = self.table[-1].event
            nxt = next((e for e in self.play_evs if e.index > end), None)
            if nxt is not None and nxt.seat == written and self.trick_no < N_TRICKS - 1:
                return self.table
        return alt

    def close_trick(self, narrate: bool = True) -> dict[str, Any]:
        """danish-tarok/10.trick-winner, 12.joker-never-wins; the payments of 15.king-lost, 15.pagat-lost
        and 15.pagat-trick. ``narrate``: False when the record's cards for the replay's text are not
        wanted (a verdict)."""
        table = self.table_as_played()
        win, suit = self.best_card(table)
        winner = win.seat
        last = self.trick_no == N_TRICKS - 1
        self.tricks[winner] += 1
        self.points[winner] += T.TRICK_POINT
        for p in table:
            to = p.seat if p.card is JOKER and not last else winner  # danish-tarok/12.joker-pile
            self.points[to] += _VALUE[p.card.index]  # card_value
        anchor = self.table[-1].event
        if not last:
            for p in table:
                if p.seat == winner:
                    continue
                if is_king(p.card):
                    for o in self.others(p.seat):
                        self.pay(p.seat, o, T.KING_LOST, "king_lost", anchor)
                    self.pay(p.seat, T.KING_POOL, T.KING_LOST, "king_lost", anchor)
                elif p.card is PAGAT:
                    for o in self.others(p.seat):
                        self.pay(p.seat, o, T.PAGAT_LOST, "pagat_lost", anchor)
                    self.pay(p.seat, T.PAGAT_POOL, T.PAGAT_LOST, "pagat_lost", anchor)
            if win.card is PAGAT:
                for o in self.others(winner):
                    self.pay(o, winner, T.PAGAT_TRICK, "pagat_trick", anchor)
        # the cards as written: only the replay's text reads them
        cards = [p.card.code + (f":{p.named}" if p.named else "") for p in self.table] if narrate else []
        rec = {
            "trick": self.trick_no + 1,
            "leader": self.table[0].seat,
            "cards": cards,
            "suit": suit,
            "winner": winner,
            "winning_card": win.card.code,
            "plays": list(table),
        }
        if self.sitting:  # danish-tarok/10.turn: seats a second card taken into a trick left without one
            rec["sat_out"] = sorted(self.sitting)
        self.trick_log.append(rec)
        self.leader = winner
        self.table = []
        self.slip_on_table = False
        self.trick_no += 1
        self.held = False
        self.trick_size = len(self.playing)
        if self.extra:
            self.sit_out()
        return rec

    # -- the end of the deal (§15 "Po ostatniej kolejce", card points)
    def finish(self) -> list[Finding]:
        out: list[Finding] = []
        at = self.last_event if self.last_event >= 0 else None
        if self.redeal is not None:
            return out
        if self.first_play is None and self.misdealt is not None:
            # found before the first lead: "Rozdanie złej ilości kart w taki sposób, że karty trzeba
            # rozdać ponownie" (small); the cards are dealt again, so nothing of this deal stands
            self.misdeal_redealt = True
            f = self.misdeal("small", None)
            self.ledger.void()
            return out + [f]
        if self.first_play is None:
            out += self.close_skat(at)
            out += self.close_declarations(at)
        if self.held:  # (the second card a trick was held open for never came: it closes as it lay)
            self.held = False
            self.trick_size -= 1
            self.close_trick(False)
        complete = self.trick_no == N_TRICKS and not self.table
        if not complete:
            if not self.void:
                self.unchecked.append(
                    "last-trick and card-point payments: the deal was not played out in the record"
                )
            lost = next((t for t in self.trick_log if t["winner"] != self.dealer), None)
            if self.tout_announced and self.skat and JOKER in self.skat and lost is not None:
                # danish-tarok/13.failed-tout: a trick lost, the Tout is failed whatever the rest
                # (danish-opt2 a1: a record stopped there, the deal voided, showed no fault)
                out.append(
                    self.find(
                        "failed_tout",
                        "danish-tarok/13.failed-tout",
                        f"{self.name(self.dealer)} laid the Joker away announcing Tout and lost trick "
                        f"{lost['trick']}; the record stops after {self.trick_no} tricks.",
                        {"tricks": self.tricks[self.dealer], "lost_trick": lost["trick"]},
                        self.dealer,
                        lost["plays"][-1].event,
                    )
                )
            if not self.void:
                out.append(
                    Finding(
                        "incomplete_deal",
                        "danish-tarok/7.deal",
                        f"The record holds {self.trick_no} complete tricks of {N_TRICKS}; the "
                        "deal's last-trick "
                        "and card-point payments cannot be checked.",
                        {"tricks": self.trick_no},
                        None,
                        WARNING,
                        None,
                    )
                )
            return out
        last_play = self.trick_log[-1]["plays"][-1].event
        if self.tout_announced and self.skat and JOKER in self.skat and self.tricks[self.dealer] != N_TRICKS:
            out.append(
                self.find(
                    "failed_tout",
                    "danish-tarok/13.failed-tout",
                    f"{self.name(self.dealer)} laid the Joker away announcing Tout and took "
                    f"{self.tricks[self.dealer]} of the {N_TRICKS} tricks.",
                    {"tricks": self.tricks[self.dealer]},
                    self.dealer,
                    last_play,
                )
            )
        if self.skat:  # the skat counts for the dealer (his card points are shown in a void deal too)
            self.points[self.dealer] += T.SKAT_POINT + sum(card_value(c) for c in self.skat)
        if not self.void:
            self.settle_last_trick(last_play)
            self.settle_card_points(last_play)
        return out

    def settle_last_trick(self, at: int) -> None:
        """danish-tarok/15.tout ... 15.last-trick, in the order of danish-tarok/15.pool-order."""
        rec = self.trick_log[-1]
        winner: int = rec["winner"]
        plays: list[Play] = rec["plays"]
        wcard = next(p.card for p in plays if p.seat == winner)
        orig = dict(self.ledger.pools)
        tout = next((s for s in self.active if self.tricks[s] == N_TRICKS), None)
        nolo = None if tout is not None else next((s for s in self.active if self.tricks[s] == 0), None)
        losers = [p for p in plays if p.seat != winner]
        pagat_prz = [p.seat for p in losers if p.card is PAGAT]
        king_prz = [p.seat for p in losers if is_king(p.card)]
        bonus: dict[str, Any] = {
            "tout": tout,
            "nolo": nolo,
            "pagat_przydupek": pagat_prz,
            "king_przydupek": king_prz,
        }
        # the seats paid or paying a pool's content: one the record does not give (Ledger.unknown)
        # decides what nobody can check
        unknown = self.ledger.unknown
        if tout is not None and unknown:
            self.ledger.blind.add(tout)
        if tout is None and nolo is None:
            if (wcard is PAGAT and T.PAGAT_POOL in unknown) or (is_king(wcard) and T.KING_POOL in unknown):
                self.ledger.blind.add(winner)
        self.ledger.blind |= set(pagat_prz) if T.PAGAT_POOL in unknown else set()
        self.ledger.blind |= set(king_prz) if T.KING_POOL in unknown else set()
        # a pool taken is empty and known again, unless a przydupek pays its content back into it
        # (review29: an ultimo and a przydupek in one last trick)
        doubled = {T.PAGAT_POOL} if pagat_prz else set()
        doubled |= {T.KING_POOL} if king_prz else set()
        taken: set[str] = set(T.POOLS) if tout is not None else set()
        if tout is not None:
            for o in self.others(tout):
                self.pay(o, tout, T.TOUT, "tout", at)
            for pool in T.POOLS:
                self.pay(pool, tout, T.TOUT, "tout", at, orig[pool])
        if nolo is not None:
            for o in self.others(nolo):
                self.pay(o, nolo, T.NOLO, "nolo", at)
        if tout is None and nolo is None:
            if wcard is PAGAT:
                bonus["pagat_ultimo"] = winner
                for o in self.others(winner):
                    self.pay(o, winner, T.PAGAT_ULTIMO, "pagat_ultimo", at)
                self.pay(T.PAGAT_POOL, winner, T.PAGAT_ULTIMO, "pagat_ultimo", at, orig[T.PAGAT_POOL])
                taken.add(T.PAGAT_POOL)
            elif is_king(wcard):
                bonus["king_ultimo"] = winner
                for o in self.others(winner):
                    self.pay(o, winner, T.KING_ULTIMO, "king_ultimo", at)
                self.pay(T.KING_POOL, winner, T.KING_ULTIMO, "king_ultimo", at, orig[T.KING_POOL])
                taken.add(T.KING_POOL)
        for s in pagat_prz:
            for o in self.others(s):
                self.pay(s, o, T.PAGAT_PRZYDUPEK, "pagat_przydupek", at)
            self.pay(s, T.PAGAT_POOL, T.PAGAT_PRZYDUPEK, "pagat_przydupek", at, orig[T.PAGAT_POOL])
        for s in king_prz:
            for o in self.others(s):
                self.pay(s, o, T.KING_PRZYDUPEK, "king_przydupek", at)
            self.pay(s, T.KING_POOL, T.KING_PRZYDUPEK, "king_przydupek", at, orig[T.KING_POOL])
        if (
            tout is None
            and nolo is None
            and not pagat_prz
            and not king_prz
            and wcard is not PAGAT
            and not is_king(wcard)
        ):
            bonus["last_trick"] = winner
            for o in self.others(winner):
                self.pay(o, winner, T.LAST_TRICK, "last_trick", at)
        self.ledger.moved |= (taken | doubled) & unknown  # (a sheet's pool line rests on it)
        for pool in (taken | doubled) & unknown:
            backs = len(pagat_prz if pool == T.PAGAT_POOL else king_prz)
            self.ledger.content_at[pool] = (orig[pool], backs, pool in taken)
        self.ledger.unknown -= taken - doubled
        self.refill(at)
        self.outcome = bonus

    def refill(self, at: int | None) -> None:
        """danish-tarok/15.foundations: an emptied pool is refilled by every seat, the fourth included
        (not one that has yet to join: danish-tarok/17.join)."""
        for pool in T.POOLS:
            if pool not in self.ledger.unknown and self.ledger.pools[pool] <= 0:
                for s in range(self.n):
                    if s not in self.absent:
                        self.pay(s, pool, T.REFILL, "refill", at)

    def settle_card_points(self, at: int) -> None:
        """danish-tarok/15.card-points: each player against the new dealer, in bands of 5 around 26."""
        if self.outcome.get("nolo") is not None:
            return
        new_dealer = self.new_dealer
        for s in self.active:
            if s == new_dealer:
                continue
            amount = T.card_points_payment(self.points[s])
            row = T.Row(abs(amount), T.CARD_POINTS_RULE, "card points")
            if amount > 0:
                self.pay(new_dealer, s, row, "card_points", at)
            elif amount < 0:
                self.pay(s, new_dealer, row, "card_points", at)


def card_value(c: Card) -> int:
    return _VALUE[c.index]


def _card_value(c: Card) -> int:
    if c.code in T.SPECIAL_POINTS:
        return T.SPECIAL_POINTS[c.code]
    if c.suit != "T":
        return T.COURT_POINTS.get(c.rank, 0)
    return 0


# by card index (a replayed record holds only the deck's cards), as cards.strength reads them
_VALUE = [_card_value(c) for c in DANISH_TAROK.cards.values()]
