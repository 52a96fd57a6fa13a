"""One Galician Tarok deal as a state machine, and its settlement.

``DealState.apply`` takes one event (anything but a payment, score, total or penalty) and returns
the findings it earns; it always brings the state forward, so a replay carries on after a fault.
``settle`` turns a finished deal into the payments the rules call for. Rule ids are those of
docs/rules/galician-tarok.md; values come from :mod:`.tables`.
"""

from __future__ import annotations

import copy
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any

from ...cards import Card
from ...transcript import Event
from ...tricks import (
    due_seats,
    never_played,
    seat_written_wrongly,
    slips_stand_for,
    swapped_words,
    unrecorded_exchange,
)
from ...verdict import WARNING, Finding, seat_slip, second_card, short_lead
from . import tables as T

R = "galician-tarok/"
# premiums a contra names in full (tarocks need their count): a contra on one of them, where the
# player's announcement is not in the record, shows that he announced it (galician-tarok/17.contra)
UNSPOKEN_PREMIUMS = frozenset({"trull", "pagat_ultimo", "four_kings", "volat"})
# galician-tarok/14.counting: positions of the search over a short record's ending, for one deal
# and for a whole session (so a session of many cut-short deals stays well under a second)
ENDING_BUDGET = 1500
HOLDINGS_MOST = 200  # the ways the unplayed cards may lie that a cut-short play-only record tries
SESSION_ENDING_BUDGET = 20000


def codes(cards: Any) -> list[str]:
    return [c.code for c in cards]


def _sort(cards: Any) -> list[Card]:
    return sorted(cards, key=lambda c: c.index)


def _dues_key(outcome: Outcome) -> list[tuple[Any, ...]]:
    return sorted((str(d.payer), str(d.payee), round(d.amount, 6), d.reason) for d in outcome.dues)


def trick_winner(cards: list[Card]) -> int:
    """galician-tarok/5.winner: index of the winning card: the highest tarock, else the highest
    card of the suit led."""
    power = T.POWER_LED[T.SUIT[cards[0].index]]
    ps = [power[c.index] for c in cards]
    return ps.index(max(ps))  # the first of the highest: a later card must beat it


def closes_short(
    trick: list[tuple[int, Card]], size: int, seat: int, card: Card, later: list[tuple[int, Card]], left: int
) -> bool:
    """galician-tarok/5.turn (real-faults-near-slips-3 a1): a card by a seat already in the open
    trick, one card short of ``size``, that wins it as it lies, whose card in it the record never
    plays again (``later``: the plays after this one) and with a trick after this one to lead
    (``left``: tricks to play, this one included): the trick was taken short (a seat skipped it) and
    this card is the next lead, not a take-back (24.take-back; the card taken back is played again)."""
    if len(trick) != size - 1 or left < 2:
        return False
    cards = [c for _, c in trick]
    k = trick_winner(cards)
    return trick[k][0] == seat and (seat, cards[k]) not in later and (seat, card) not in later


def sitting_out(short: dict[int, int], left: int) -> frozenset[int]:
    """galician-tarok/5.turn: the seats with no card for the trick ``left`` tricks from the deal's
    end (this one included): those a second card the table took into a trick (``short``: seat -> how
    many) left that many cards short sit out the deal's last such tricks."""
    return frozenset(s for s, k in short.items() if k >= left)


def next_leader(active: list[int], winner: int, sitting: frozenset[int]) -> int:
    """The seat to lead the next trick: its winner, or, where he has no card for it (sitting out),
    the next seat in turn that has."""
    if winner not in sitting:
        return winner
    i = active.index(winner)
    return next(
        (s for j in range(1, len(active)) if (s := active[(i + j) % len(active)]) not in sitting), winner
    )


def split_faults(
    table: list[tuple[int, Card]],
    need: int,
    rest: list[tuple[int, Card]],
    active: list[int],
    left: int,
    short: dict[int, int],
) -> int:
    """galician-tarok/5.turn (real-faults-near-slips-7 a): how badly the record's plays from an open
    trick on fit one reading of the deal. ``table``: the open trick's cards as read, closing with
    ``need`` cards; ``rest``: the plays after it, (seat, card); ``left``: the tricks to play, the open
    one included; ``short``: seat -> the cards it is short (second cards the table took), so that
    it sits out the deal's last tricks. Counted: a card in a trick by a seat already in it (the
    open trick's own cards aside) or sitting it out, a trick led by another seat than the last
    one's winner (or the next seat in turn, the winner sitting out), a card after the last trick,
    and each card the deal's last trick, once begun, lacks (real-faults-near-slips-10 a1: a card
    read as taken back or left in hand that its seat never plays there); a record that stops short
    before it is no misfit of its own."""
    faults = 0
    trick = list(table)
    seats = {s for s, _ in trick}
    leader: int | None = None
    sitting = sitting_out(short, left)
    p = 0
    while True:
        if need <= 0:  # (no seat with a card left: nothing more can be played)
            return faults + len(rest) - p
        while len(trick) < need and p < len(rest):
            s, c = rest[p]
            p += 1
            if s in seats or s in sitting:
                faults += 1
            if not trick and leader is not None and s != leader:
                faults += 1
            seats.add(s)
            trick.append((s, c))
        if len(trick) < need:  # the record ends here (in the deal's last trick, begun: short of it)
            return faults + (need - len(trick) if left == 1 and trick else 0)
        winner = trick[trick_winner([c for _, c in trick])][0]
        left -= 1
        if left == 0:
            return faults + len(rest) - p
        sitting = sitting_out(short, left)
        need = len(active) - len(sitting)
        leader = next_leader(active, winner, sitting)
        trick, seats = [], set()


@dataclass(slots=True)
class Due:
    payer: int | str
    payee: int | str
    amount: float
    reason: str
    rule: str
    # why the figure is what it is, where a table will argue (real-faults-near-slips-16 c2, c4): the
    # words a wrong or missing payment of it ends with
    why: str = ""
    # the doubles that multiply it (galician-tarok/17.contra-values; dispute-messages-16 c2): the
    # factor and who said each, for the evidence of a wrong or missing payment of it
    contra: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        a = self.amount
        return {
            "from": self.payer,
            "to": self.payee,
            "amount": int(a) if float(a).is_integer() else round(a, 6),
            "reason": self.reason,
        }


@dataclass
class Outcome:
    dues: list[Due] = field(default_factory=list)
    summary: dict[str, Any] = field(default_factory=dict)

    def net(self) -> dict[int | str, float]:
        out: dict[int | str, float] = {}
        for d in self.dues:
            out[d.payer] = out.get(d.payer, 0) - d.amount
            out[d.payee] = out.get(d.payee, 0) + d.amount
        return out


# what the acts that follow an auction are, for galician-tarok/26.all-pass (a call here is a
# refusal: the szpricer is dispatched before)
AFTER_AUCTION = {
    "call": "refused a packet of the talon",
    "take": "took from the talon",
    "discard": "laid away cards",
    "announce": "announced",
    "double": "",
}


def is_szpricer(ev: Event) -> bool:
    """The king's szpricer call (galician-tarok/26.szpricer)."""
    return ev.type == "call" and ev.get("call") == T.SZPRICER


# galician-tarok/6.pagat-kept: the penalty of a pagat given up, in words as the game-lost ones are
# (dispute-messages-10 c6): the announced ultimo is settled as failed
ULTIMO_LOST = {
    "class": "ultimo_lost",
    "rule": R + "6.pagat-kept",
    "side": "player",
    "effect": "the announced pagat ultimo is settled as failed",
}


class DealState:
    def __init__(
        self,
        n: int,
        dealer: int,
        sitter: int | None,
        hands: list[list[Card]],
        talon: list[Card],
        known: bool,
        rules: dict[str, Any],
        names: list[str],
        szpricer: tuple[int, int | None] | None = None,
    ) -> None:
        self.n = n
        self.dealer = dealer
        self.sitter = sitter
        self.rules = rules
        self.names = names
        self.known = known  # the hands are known (dealt, or rebuilt completely)
        # the cards each seat plays in the record: a passer never buys from the talon, so what he
        # plays he held in the auction, hands known or not (gd-po2 P1, P2: set by the replay)
        self.shown: dict[int, set[Card]] = {}
        self.given = False  # the hands are the record's, as dealt (set by the replay), not rebuilt
        self.king = dealer if n >= 4 else None  # galician-tarok/8.king
        # galician-tarok/26.szpricer: in the deal after his call the king plays, and the passer
        # dealt no cards takes his place (``szpricer`` = (the king who called, that stand-in))
        self.szpricer: int | None = None
        if szpricer is not None:
            self.szpricer, self.king = szpricer
        self.szpricer_call: int | None = None  # the event of a szpricer call in this deal
        order = [(dealer + 1 + i) % n for i in range(n)]
        self.active = [s for s in order if s != self.king and s != sitter]
        self.forehand = self.active[0]
        # each active seat's order of play when he leads (trick_order)
        self.order = {s: self.active[i:] + self.active[:i] for i, s in enumerate(self.active)}
        self.hands: list[set[Card]] = [set(h) for h in hands]
        self.dealt = [frozenset(h) for h in hands]
        self.talon = list(talon)
        # auction (§10, §28)
        self.phase = "auction"  # auction | buy | discard | announce | play | over | redeal
        self.turn = self.forehand
        self.out: set[int] = set()
        self.spoke: set[int] = set()
        self.early: dict[int, Event] = {}  # a void call out of turn, which the record may act on
        self.taken_calls: set[int] = set()  # the events of calls out of turn taken (take_early)
        # 10.auction-order, one call out of turn is one fault: (the caller, the seat he skipped)
        # until the next call, which may follow on from him or come from the seat he skipped
        self.skipped: tuple[int, int] | None = None
        # the seat whose call in his turn was void (10.bid-rank, 28.tape), until the next call in turn
        self.void_call: int | None = None
        self.void_at = -1  # the event of that void call
        self.first_call: dict[int, str] = {}
        self.standing: tuple[int, int] | None = None  # (rank, seat)
        self.standing_word = ""
        self.player: int | None = None
        self.contract: str | None = None
        self.start_no = 1  # the purchase number the auction fixed (galician-tarok/10.buying)
        # buying (§10, §11)
        self.rejects = 0
        self.taken: list[Card] = []
        self.purchase = 1
        self.discard: list[Card] | None = None
        self.discard_shown = False
        # announcements (§11, §20-§22, §25) and contras (§17)
        self.player_announced = False  # the player's turn to announce is over (he spoke, or a helper did)
        self.player_spoke = False  # the player himself announced
        # the player's announcement recorded before his discard (§11 has it after): its tarock
        # checks wait for the discard, which stands until a helper answers (§25)
        self.announce_before_discard: Event | None = None
        # the helpers still to answer, in each order §11 allows (from the player, from the forehand)
        self.helper_turns: list[list[int]] = []
        self.helpers_done: set[int] = set()
        self.announced: dict[int, dict[str, dict[str, Any]]] = {}
        # seats that announced a number of tarocks they did not hold (galician-tarok/21.tarock-count)
        self.tarocks_not_held: set[int] = set()
        # the other reading of a wrong count (tarock_count_reading): its value is not paid either
        self.wrong_count_unpaid = False
        # galician-tarok/27.pool: the share taken of each sum won, not of the net (the record's reading)
        self.share_of_items = False
        # galician-tarok/31.late-claim: the fault that lost the game went unclaimed (the record's reading)
        self.forfeit_unclaimed = False
        self.levels: dict[str, int] = {}
        self.doubled_by: dict[str, set[int]] = {}  # the helpers who said contra on each target
        self.raised_by: dict[str, dict[int, int]] = {}  # who said the recontra, supracontra on each
        # doubles that do not stand (said by the king, a sitter, the wrong side, or out of order):
        # (target, level); the record's reading (game.FLAG_READINGS) settles them as said
        self.void_doubles: list[tuple[Any, Any]] = []
        self.doubles_as_said = False
        # so read, a king's or sitter's double counted on the game: (who said it, its word, the game's value
        # by the rules), for the deal line (game.void_double_words; real-faults-near-slips-14 c6)
        self.void_double_counted: tuple[int, str, float] | None = None
        # galician-tarok/14.counting: a pile of no whole threes counted in thirds (the record's reading)
        self.points_in_thirds = False
        # galician-tarok/18.volat-player-only: the helpers' every trick settled as a volat against the
        # player (a reading a record may fit; the engine's is a game lost on points)
        self.helpers_volat = False
        # galician-tarok/17.contra: a recontra (or more) on a premium the player made paid at its full
        # level (a reading a record may fit; the engine's is the game's rule, §17)
        self.premium_doubles_full = False
        # galician-tarok/10.solo: a solo's illegal take left out of the settlement, the talon the
        # helpers' as at any solo (a reading a record may fit; the engine's: the take stands)
        self.solo_take_void = False
        self.events: list[Event] = []  # the deal's events (set by the replay): what comes later
        # play
        self.trick: list[tuple[int, Card, int]] = []
        # the open trick's cards not in hand whose stood-for card is known: event -> that card (stood_for)
        self.stood: dict[int, Card] = {}
        # galician-tarok/5.turn: the open trick's lead and next card read swapped (reads_swapped):
        # who led it, whose card was written first, and what the order written would have made of it
        # (readings-review-2 c 11), for the trick's record and the wrong lead's words
        self.swapped_lead: dict[str, Any] | None = None
        self.trial = False  # a copy playing ahead for a wrong lead's words (lead_read_swapped)
        self.gone: set[Card] = set()  # every card played so far in the deal
        self.play_hands: list[set[Card]] | None = None  # the hands as play began (when known)
        self.leader = self.forehand
        # galician-tarok/5.turn: the cards the open trick closes with (one a seat; one more for a
        # second card the table took into it; one fewer for each seat such a card left without one)
        self.trick_size = len(self.active)
        # the events of the second cards the table took into their trick (taken_back, at the replay)
        self.extra_at: dict[int, int] = {}
        self.extra: dict[int, int] = {}  # seat -> the cards such second cards left it short
        self.sitting: frozenset[int] = frozenset()  # the seats with no card for the open trick
        self.tricks: list[dict[str, Any]] = []
        self.won: dict[int, list[Card]] = {s: [] for s in self.active}
        # play-only records: each seat's plays that showed it void in a suit, by suit
        self.voids: dict[int, dict[str, list[int]]] = {s: {} for s in self.active}
        self.proved: set[int] = set()
        self.pagat_released = False
        self.no_contract_reported = False
        # the first irregularity that loses the game unconditionally: (side, seat, code, event)
        self.forfeit: tuple[str, int, str, int] | None = None
        self.redeal = False
        # galician-tarok/9.play-only (no auction): a record without a single call of the auction
        self.unrecorded = False
        self.buyer: int | None = None  # who the record shows exchanging with the talon, if anyone
        self.unsure: set[int] = set()  # seats whose hand at the first lead the record does not fix
        self.exchange_unknown = False  # the take or discard left out, and the record does not show it
        self.unchecked: list[str] = []

    # -- helpers ----------------------------------------------------------------------------
    def name(self, s: int | None) -> str:
        return self.names[s] if s is not None and 0 <= s < len(self.names) else "?"

    def helpers_took_every_trick(self) -> bool:
        """galician-tarok/18.volat-player-only: the deal a reader may settle as a volat against the player."""
        return (
            self.player is not None
            and bool(self.tricks)
            and all(t["winner"] != self.player for t in self.tricks)
        )

    def side(self, seat: int) -> str:
        return "player" if seat == self.player else "helpers"

    @property
    def opponents(self) -> list[int]:
        """Who settles with the player: the helpers and, at four or five, the king (§8, §17, §20)."""
        out = [s for s in self.active if s != self.player]
        if self.king is not None:
            out.append(self.king)
        return out

    @property
    def helpers(self) -> list[int]:
        return [s for s in self.active if s != self.player]

    def lose_game(self, seat: int, code: str, event: int, rule: str = "23.renonce") -> dict[str, Any]:
        """Record a renonce (or a bad discard) and return the penalty for the annotation; ``rule``: the
        paragraph that prescribes the loss (a bad discard's is §12/§13, not §23's renonce: "Przeoczenia
        §§ 21, 22 i 23 wykazane, zowią się renonce"; verdict-spec a1)."""
        if self.unrecorded:
            # galician-tarok/9.play-only (no auction): the offender's side is not known
            return {
                "class": "game_lost",
                "rule": R + rule,
                "side": None,
                "effect": "the offender's side loses the game unconditionally (which side is not known: "
                "the auction is not recorded)",
            }
        side = self.side(seat) if self.player is not None else "helpers"
        if self.forfeit is None:
            self.forfeit = (side, seat, code, event)
            effect = (
                "the player loses the game unconditionally"
                if side == "player"
                else "the helpers lose the game unconditionally"
            )
        else:
            effect = "none: the game was already lost unconditionally by an earlier irregularity"
        return {"class": "game_lost", "rule": R + rule, "side": side, "effect": effect}

    def next_in_auction(self, seat: int) -> int:
        i = self.active.index(seat)
        k = len(self.active)
        for j in range(1, k + 1):
            s = self.active[(i + j) % k]
            if s not in self.out:
                return s
        return seat

    # -- a record without the auction (galician-tarok/9.play-only) ----------------------------------
    def auction_unrecorded(self, events: list[Event], hands_given: bool) -> None:
        """No call of the auction in the record: the play is checked, the contract is not known.

        The first lead is the forehand's whatever the contract (11.first-lead), and tarocks are
        trumps in every game, so the play needs no contract. Only the player buys and lays away
        (§10-§11): when the record does not give both, the hand of whoever may have exchanged is not
        fixed by the dealt hands, and is then taken as the cards of it (and of the talon, for the one
        who plays talon cards) that the seat plays in this deal: a card held is one he plays later."""
        self.unrecorded = True
        self.phase = "play"
        dealt = {s: Counter(self.dealt[s]) for s in self.active}
        found = unrecorded_exchange(self.active, dealt, self.talon, events)
        self.buyer = found.exchanger
        if not hands_given:
            return  # hands rebuilt from the plays
        self.unsure = set(found.unsure)
        for s, hand in found.unsure.items():
            self.hands[s] = set(hand)

    def on_unrecorded_exchange(self, ev: Event) -> list[Finding]:
        """Buying, laying away, announcing and contra without the auction: not checked (they depend on
        who the player is and what he plays); a take or discard moves the cards when the record gives
        the whole exchange."""
        seat = ev.seat
        if seat is None or self.unsure:
            return []
        if ev.type == "take":
            bought = [c for c in ev.cards if c in self.talon] if self.talon else list(ev.cards)
            self.taken += bought
            self.hands[seat] |= set(bought)
        elif ev.type == "discard":
            self.hands[seat] -= set(ev.cards)
        return []

    # -- events -------------------------------------------------------------------------------
    def apply(self, ev: Event) -> list[Finding]:
        seat = ev.seat
        if self.redeal:
            return []
        if ev.type == "play" and seat in self.active:  # a card of a seat that plays: no check below is for it
            return self.on_play(ev)
        if is_szpricer(ev):  # the king's call: he takes no part in the deal it ends
            return self.on_szpricer(ev)
        if seat is not None and seat not in self.active:
            who = "the king (the dealer, who does not play at four)" if seat == self.king else "sitting out"
            if ev.type == "double":
                self.void_doubles.append((ev.get("target"), ev.get("level")))
            return [
                Finding(
                    "sitter_acted",
                    R + "8.players",
                    f"{self.name(seat)} is {who} in this deal and may not {ev.type}.",
                    {"type": ev.type, "king": self.king, "sitter": self.sitter},
                    seat,
                )
            ]
        t = ev.type
        if self.unrecorded and t in ("call", "take", "discard", "announce", "double"):
            return self.on_unrecorded_exchange(ev)
        if t == "bid":
            return self.on_bid(ev)
        # after an all-pass: one no_contract only (26.all-pass); nobody_won finds none once there is a player
        if t in AFTER_AUCTION and seat is not None and self.player is None:
            level = ev.get("level")
            what = AFTER_AUCTION[t] or f"said {T.LEVELS.get(level, str(level))}"  # a double: its word
            after = self.nobody_won(seat, f"{self.name(seat)} {what}")
            if after is not None:
                return after
        if t == "call":
            return self.on_reject(ev)
        if t == "take":
            return self.on_take(ev)
        if t == "discard":
            return self.on_discard(ev)
        if t in ("announce", "double"):
            # galician-tarok/record.exchange: the player's exchange left out of the record came
            # before any announcement or contra (§11 "odkłada …, potem zapowiada")
            pre = (
                self.infer_exchange(ev)
                if self.phase in ("buy", "discard") and self.exchange_unwritten()
                else []
            )
            return pre + (self.on_announce(ev) if t == "announce" else self.on_double(ev))
        if t == "redeal":
            return self.on_redeal(ev)
        if t == "play":
            return self.on_play(ev)
        return []

    # -- auction (§10, §26, §28) ---------------------------------------------------------------
    def on_bid(self, ev: Event) -> list[Finding]:
        seat = ev.seat
        assert seat is not None
        word = ev.get("bid")

        def bad(rule: str, why: str, code: str = "illegal_bid", **evidence: Any) -> list[Finding]:
            return [
                Finding(
                    code,
                    R + rule,
                    f"{self.name(seat)} said {word!r}, but {why}.",
                    {"bid": word, **evidence},
                    seat,
                )
            ]

        if self.phase != "auction":
            if word == "pass":
                # a pass after the auction changes nothing: the auction's last pass written late, or
                # the answer to a late call (that call the one fault; galician-fresh-6 P8, review29)
                return []
            return bad("10.auction-order", "the auction was over", standing=self.standing_word or None)
        if seat in self.out:
            if self.acted_on(seat, ev.index):
                # (real-faults-near-slips-5 a) the table acted on it: the seat buys as the player, so
                # its game stood, in the seat's own place; one fault, this call (as a call out of turn
                # the table acted on, 10.auction-order)
                self.out.discard(seat)
                self.turn = seat
                return bad(
                    "10.pass-final",
                    "a player who has passed takes no further part in the auction; the table played "
                    "the game so bid (one fault)",
                    acted_on=True,
                ) + [f for f in self.on_bid(ev) if f.code != "out_of_turn"]
            return bad("10.pass-final", "a player who has passed takes no further part in the auction")
        due = self.turn
        if (
            due is not None
            and seat != due
            and due not in self.spoke
            and not any(e.type == "bid" and e.seat == due for e in self.events)
            and any(e.type == "bid" and e.seat == seat and e.index > ev.index for e in self.events)
        ):
            # one slip, one finding (one-slip-auction-declare a3): a call in the turn of a seat that
            # writes none, its writer calling again later: the seat is written wrongly, the call the
            # due seat's
            return [
                Finding(
                    "out_of_turn",
                    R + "10.auction-order",
                    f"{self.name(seat)} is written saying {word!r} in {self.name(due)}'s turn, and calls again "
                    f"later; {self.name(due)} writes no call: the seat is written wrongly, and the call is "
                    f"read as {self.name(due)}'s.",
                    {"bid": word, "expected": due, "written_for": seat},
                    seat,
                ),
                *self.on_bid(replace(ev, seat=due)),
            ]
        out: list[Finding] = []
        skipped, self.skipped = self.skipped, None
        if seat != self.turn and skipped is not None and skipped[1] == self.turn:
            # galician-tarok/10.auction-order: the next call follows on from the call out of turn,
            # so the table acted on it there: it is its caller's call (one fault, one finding)
            offender = skipped[0]
            if offender in self.early and seat == self.next_in_auction(offender):
                out += self.take_early(offender)
        if seat != self.turn and self.turn in self.early:
            # the seat a call out of turn skipped has called since (two calls swapped in the record),
            # and now the record goes on without the caller: his call stands as his call in his turn
            out += self.take_early(self.turn)
        if self.phase != "auction":  # the call taken closed the auction
            if word == "pass":
                return out
            return out + bad("10.auction-order", "the auction was over", standing=self.standing_word or None)
        if seat != self.turn and self.void_call == self.turn and seat == self.next_in_auction(self.turn):
            # galician-tarok/10.bid-rank: the next player called after a void call, so the table let
            # the void call spend its caller's turn (he stays in the auction): one fault, one finding
            self.void_call_passes()
            self.turn = seat
        if (
            seat != self.turn
            and self.standing is not None
            and self.standing[1] == self.turn
            and seat == self.next_in_auction(self.turn)
        ):
            # the turn came back to a game nobody has bid over (one left in by a void call): its
            # holder has nothing to answer (§10 "Każdy z następnych graczy albo zgadza się, albo
            # deklaruje wyższą grę"), so the next still in calls in turn (gd-long a1); a record
            # where the holder holds it again is in turn too (gd7/t04)
            self.turn = seat
        if seat != self.turn:
            self.early[seat] = ev
            self.skipped = (seat, self.turn)
            return out + bad(
                "10.auction-order",
                f"it was {self.name(self.turn)}'s turn to call (the call is void)",
                code="out_of_turn",
                expected=self.turn,
            )
        self.early.pop(seat, None)
        self.void_call, self.void_at = seat, ev.index  # until the call proves valid (below)
        first = seat not in self.spoke
        if word in T.PASSES:
            held = self.hands[seat] if self.known else self.shown.get(seat, set())  # (a pass is final)
            if word == "pass_volat" and T.PAGAT in held:
                out += bad("28.pass-volat", "a player holding the pagat may not say 'pass volat'")
            if (
                self.rules["defend_pool"] == "required"
                and self.rules["pool"]  # no pool, nothing to defend
                # the defence is against an ultimo: a third player holding the pagat knows there is
                # none to fear (§28 "Mając pagata … wie, że żydka bronić nie ma potrzeby")
                and T.PAGAT not in held
                and first
                and len(self.active) == 3
                and seat == self.active[2]
                and self.first_call.get(self.active[0]) == "pass_volat"
                and self.first_call.get(self.active[1]) in T.BIDS
                and self.standing is not None
                and self.standing[0] < 6
            ):
                out += bad(
                    "28.defend-pool",
                    "after the forehand's 'pass volat' and a bid, the third player must defend the pool "
                    "(defend_pool is required)",
                )
            if (
                seat == self.szpricer
                and first
                and (self.standing is None or self.standing[0] < T.BIDS["top"][0])
            ):
                out += bad(
                    "26.szpricer",
                    "the szpricer must announce a three (§26 'obowiązany jest zapowiedzieć trójkę'), and "
                    "one was still to be had",
                )
            self.out.add(seat)
        elif word == "tape":
            if seat != self.forehand or not first:
                return out + bad(
                    "28.tape", "only the forehand says 'tape', as their first call (the call is void)"
                )
        else:
            if word == "hold" or (
                word in T.BIDS and self.standing is not None and T.BIDS[word][0] == self.standing[0]
            ):
                if self.standing is None:
                    return out + bad("10.bid-rank", "there was no game to hold (the call is void)")
                rank, by = self.standing
                if self.active.index(seat) > self.active.index(by):
                    why = (
                        f"only a player before {self.name(by)} in the order of calling may hold their "
                        "game; they must bid higher"
                    )
                    if not self.acted_on(seat, ev.index):
                        return out + bad(
                            "10.bid-rank", why + " (the call is void)", standing=self.standing_word
                        )
                    out += bad(
                        "10.bid-rank", why + "; the table played the game so held (one fault)", acted_on=True
                    )
                self.standing = (rank, seat)
            else:
                rank = T.BIDS[word][0]
                if self.standing is not None and rank <= self.standing[0]:
                    if not self.acted_on(seat, ev.index):
                        return out + bad(
                            "10.bid-rank",
                            f"it does not beat the game standing ({self.standing_word}; the call is void)",
                            standing=self.standing_word,
                        )
                    out += bad(
                        "10.bid-rank",
                        f"it does not beat the game standing ({self.standing_word}); the table played the "
                        "game so bid (one fault)",
                        standing=self.standing_word,
                        acted_on=True,
                    )
                self.standing = (rank, seat)
                self.standing_word = word
        self.void_call = None
        self.spoke.add(seat)
        self.first_call.setdefault(seat, word)
        self.turn = self.next_in_auction(seat)
        self.check_auction_end()
        return out

    def acted_on(self, seat: int, index: int) -> bool:
        """galician-tarok/10.bid-rank, 10.pass-final (real-faults-near-slips-5 a, galician-auction-fresh
        a): the table acted on a call the rules void when the record then shows its caller buying as
        the player (the deal's first take or discard his) and calling no more: the call stands."""
        buyer = next((e.seat for e in self.events if e.index > index and e.type in ("take", "discard")), None)
        return buyer == seat and not any(
            e.type == "bid" and e.seat == seat and e.index > index for e in self.events
        )

    def void_call_passes(self) -> bool:
        """galician-tarok/10.bid-rank: a void call whose caller never calls again, the record going on
        without him, was his pass: the table treated it as one (diff9 galician-knockon A2). He leaves
        the auction, so the seats after him are in turn, the player is the seat the record shows
        winning it, and an all-pass stays one. A caller who calls again stays in the auction."""
        seat = self.void_call
        if seat is None or any(
            e.type == "bid" and e.seat == seat and e.index > self.void_at for e in self.events
        ):
            return False
        self.out.add(seat)
        self.void_call = None
        return True

    def take_early(self, seat: int) -> list[Finding]:
        """galician-tarok/10.auction-order: ``seat``'s call out of turn, never called again, taken as
        his call in his turn (the out_of_turn was reported at it; what else it breaks, there)."""
        early = self.early.pop(seat)
        self.turn = seat
        self.taken_calls.add(early.index)
        return [replace(f, event=early.index) for f in self.on_bid(early)]

    def on_szpricer(self, ev: Event) -> list[Finding]:
        """galician-tarok/26.szpricer: after an all-pass the king keeps the talon and the cards are
        dealt again (the next deal of the record); by agreement (option ``szpricer``)."""
        seat = ev.seat
        assert seat is not None
        why = None
        if not self.rules["szpricer"]:
            why = "the szpricer is not played at this table (option szpricer is false)"
        elif self.king is None or self.szpricer is not None:
            why = "only the king, at four or five, may call it" + (
                " (this deal is itself a szpricer's)" if self.szpricer is not None else ""
            )
        elif seat != self.king:
            why = f"only the king ({self.name(self.king)}) may call it"
        elif self.phase != "over":
            why = "only after all three players have passed"
        elif self.szpricer_call is not None:
            why = "it was called already"
        if why is None:
            self.szpricer_call = ev.index
            return []
        return [
            Finding(
                "illegal_szpricer",
                R + "26.szpricer",
                f"{self.name(seat)} called a szpricer, but {why}.",
                {"call": T.SZPRICER, "king": self.king},
                seat,
            )
        ]

    def check_auction_end(self) -> None:
        left = [s for s in self.active if s not in self.out]
        if not left:
            self.phase = "over"  # galician-tarok/26.all-pass
        elif self.standing is not None and left == [self.standing[1]]:
            self.end_auction()

    def end_auction(self) -> None:
        assert self.standing is not None
        self.player = self.standing[1]
        _, self.contract, self.start_no = T.BIDS[self.standing_word]
        self.purchase = self.start_no
        self.phase = "announce" if self.contract == "solo" else "buy"
        # galician-tarok/11.announcements: §11 "po porządku od prawej ku lewej" names no first seat:
        # the helpers answer in order from the player, or in the table's order from the forehand
        i = self.active.index(self.player)
        from_player = [self.active[(i + j) % len(self.active)] for j in range(1, len(self.active))]
        self.helper_turns = [from_player, [s for s in self.active if s != self.player]]

    def nobody_won(self, seat: int, what: str, open_too: bool = False) -> list[Finding] | None:
        """galician-tarok/26.all-pass: the record went on after an auction nobody won (all passed; for
        a card, also left open with no game standing, since play ends any auction). One fault, at
        the first act after it: `no_contract` once, and nothing more for the take, discard,
        announcements, contras or cards that follow (None: judge the act as usual; a take in an
        auction still open may be followed by more calls, so it is a fault of its own)."""
        if self.player is not None or self.phase not in (("auction", "over") if open_too else ("over",)):
            return None
        if self.no_contract_reported:
            return []
        self.no_contract_reported = True
        why = (
            "all passed: the cards are thrown in"
            if self.phase == "over"
            else "it was left open, with no game standing"
        )
        return [
            Finding(
                "no_contract", R + "26.all-pass", f"{what} although nobody won the auction ({why}).", {}, seat
            )
        ]

    def close_auction_early(self, at: str, seat: int | None) -> list[Finding]:
        """The record went on to what follows the auction before the auction was over."""
        if self.phase != "auction":
            return []
        out: list[Finding] = []
        # galician-tarok/10.auction-order: a player who called out of turn and never called again is
        # taken at his word when his turn comes, since the table went on as if the call stood
        # (the out_of_turn at the call is its one finding: diff9 galician-knockon A1)
        while self.phase == "auction" and self.turn in self.early:
            out += self.take_early(self.turn)
        if self.phase == "auction" and self.void_call == self.turn and self.void_call_passes():
            self.turn = self.next_in_auction(self.turn)
            self.check_auction_end()
        if self.phase != "auction" or self.standing is None:
            return out
        self.end_auction()
        return out + [
            Finding(
                "auction_unfinished",
                R + "10.auction-order",
                f"{at} before the auction was over; the game standing ({self.standing_word}) is taken "
                f"as {self.name(self.player)}'s.",
                {"standing": self.standing_word, "player": self.player},
                seat,
                WARNING,
            )
        ]

    # -- buying and discarding (§10-§13, §22) ---------------------------------------------------
    def packets(self) -> list[list[Card]]:
        assert self.contract is not None
        b = T.CONTRACTS[self.contract][0]
        return [self.talon[i : i + b] for i in range(0, T.TALON, b)] if b else []

    def shown_packet(self) -> int:
        m = len(self.packets())
        return (self.start_no - 1 + self.rejects) % m

    def on_reject(self, ev: Event) -> list[Finding]:
        seat = ev.seat
        assert seat is not None
        out = self.close_auction_early(f"{self.name(seat)} refused a packet", seat)

        def bad(why: str) -> list[Finding]:
            return out + [
                Finding(
                    "illegal_take",
                    R + "10.buying",
                    f"{self.name(seat)} refused the packet of the talon shown, but {why}.",
                    {"call": "reject", "rejects": self.rejects},
                    seat,
                )
            ]

        if self.phase != "buy" or self.player is None:
            return bad("nobody was buying from the talon")
        if seat != self.player:
            return bad(f"only the player ({self.name(self.player)}) buys from the talon")
        m = len(self.packets())
        if self.rejects >= m:
            return bad("every packet has been seen: they must go back and take one of those they refused")
        self.rejects += 1
        return out

    def on_take(self, ev: Event) -> list[Finding]:
        seat = ev.seat
        assert seat is not None
        cards = list(ev.cards)
        out = self.close_auction_early(f"{self.name(seat)} took from the talon", seat)

        def bad(why: str, **evidence: Any) -> list[Finding]:
            return out + [
                Finding(
                    "illegal_take",
                    R + "10.buying",
                    f"{self.name(seat)} took {' '.join(codes(cards))} from the talon, but {why}.",
                    {"cards": codes(cards), **evidence},
                    seat,
                )
            ]

        if self.player is None or self.phase in ("auction", "over", "redeal"):
            return bad("no game had been won in the auction")
        if seat != self.player:
            return bad(f"only the player ({self.name(self.player)}) buys")
        if self.contract == "solo":
            f = bad("a solo is played without buying; nobody sees the talon until the end (§10)")
            f[-1].rule = R + "10.solo"
            taken = [c for c in cards if c in self.talon] if self.talon else cards
            if self.phase == "announce" and taken and not self.taken and not self.discard:
                # the cards recorded are taken, as with any other wrong take (10.buying): one act,
                # one finding, the deal played and settled as the table played it (gd-spec14 c2);
                # (none of them the talon's: nothing was taken, review29)
                self.taken = taken
                self.hands[seat] |= set(taken)
                self.phase = "discard"
            return f
        if self.phase != "buy":
            return bad("they had already bought")
        packets = self.packets()
        m = len(packets)
        self.phase = "discard"
        if self.rejects < m:
            want = [packets[self.shown_packet()]]
        else:
            last = (self.start_no - 1 + m - 1) % m
            want = [p for i, p in enumerate(packets) if i != last]
        self.purchase = self.start_no + self.rejects
        # galician-tarok/9.play-only: without the talon in the record, the purchase is taken as recorded
        ok = not self.talon or any(set(p) == set(cards) and len(p) == len(cards) for p in want)
        self.taken = [c for c in cards if c in self.talon] if self.talon else cards
        self.hands[seat] |= set(self.taken)
        if not ok:
            return bad(
                "the packet they were to buy (purchase number "
                f"{self.purchase}) is {' or '.join(' '.join(codes(p)) for p in want)}",
                expected=[codes(p) for p in want],
                purchase=self.purchase,
            )
        return out

    def exchange_unwritten(self) -> bool:
        """galician-tarok/record.exchange: a record that writes neither the take nor the discard (or
        only the take) and plays on leaves them out; it does not show a player who did not buy."""
        kinds = {e.type for e in self.events}
        plays_on = any(e.type == "play" and e.seat == self.player for e in self.events)
        return plays_on and "discard" not in kinds and ("take" not in kinds or self.phase == "discard")

    def infer_exchange(self, ev: Event) -> list[Finding]:
        """The take and discard the record leaves out, from the hands and the plays: the packet whose
        cards the player plays (the only one that leaves him laying away as many as he bought), and
        the cards of his hand he never plays. Judged as if written, at ``ev`` (the first event the
        record writes past them: an announcement, a contra or a card). When the record does not
        tell them, the game's points are not known (``exchange_unknown``)."""
        seat = self.player
        assert seat is not None
        plays = {e.card for e in self.events if e.type == "play" and e.seat == seat and e.card is not None}
        out: list[Finding] = []
        if self.phase == "buy":
            packets = self.packets() if self.talon else []
            hand = self.hands[seat]
            fits = [(i, p) for i, p in enumerate(packets) if len((hand | set(p)) - plays) == len(p)]
            if not self.known or len(fits) != 1:
                return self.exchange_not_known()
            i, packet = fits[0]
            if not any(e.type == "call" for e in self.events):
                # the refusals left out with the take: he refused the packets shown before this one
                self.rejects = (i - (self.start_no - 1)) % len(packets)
            # as if written: the purchase number follows the refusals
            take = Event(ev.index, "take", {"type": "take", "seat": seat}, seat=seat, cards=tuple(packet))
            out += self.on_take(take)
        laid = sorted(self.hands[seat] - plays, key=lambda c: c.index)
        if not self.known or len(laid) != len(self.taken):
            return self.exchange_not_known()
        self.unchecked.append(
            "the player's take and discard: not recorded; taken as the packet they play from and the cards "
            "they never play"
        )
        written = Event(ev.index, "discard", {"type": "discard", "seat": seat}, seat=seat, cards=tuple(laid))
        out += self.on_discard(written)
        if self.phase == "discard":  # not taken: the record left the phase where it was
            return out + self.exchange_not_known()
        return out

    def take_left_out(self, ev: Event, cards: list[Card]) -> list[Finding]:
        """galician-tarok/record.exchange: the take a written discard shows was made, left out of the
        record: the packet that holds the cards he lays away and plays beyond his hand (the talon
        written), the cards beyond his dealt hand (no talon), or, the hands rebuilt from the plays,
        the cards laid away (the piles do not depend on which). Judged as if written; where nothing
        tells the packet, the discard stays a discard before buying."""
        seat = self.player
        assert seat is not None
        plays = {e.card for e in self.events if e.type == "play" and e.seat == seat and e.card is not None}
        hand = self.hands[seat]
        laid = set(cards)
        taken: list[Card] | None = None
        if self.talon:
            packets = self.packets()
            if self.known:
                fits = [(i, p) for i, p in enumerate(packets) if (laid | plays) <= hand | set(p)]
            else:
                fits = [(i, p) for i, p in enumerate(packets) if set(p) <= hand]
            if len(fits) == 1:
                i, packet = fits[0]
                if not any(e.type == "call" for e in self.events):
                    self.rejects = (i - (self.start_no - 1)) % len(packets)
                taken = list(packet)
        elif self.known:
            extra = sorted((laid | plays) - hand, key=lambda c: c.index)
            if self.contract is not None and len(extra) == T.CONTRACTS[self.contract][0] > 0:
                taken = extra
        else:
            taken = list(cards)
        if taken is None:
            return []
        self.unchecked.append(
            "the player's take: not recorded; a discard is written, so the purchase was made"
        )
        take = Event(ev.index, "take", {"type": "take", "seat": seat}, seat=seat, cards=tuple(taken))
        return self.on_take(take)

    def exchange_not_known(self) -> list[Finding]:
        self.exchange_unknown = True
        self.phase = "announce"
        self.discard = None
        self.unchecked.append(
            "the player's take and discard: not recorded, and the record does not show them: the game's "
            "points and payments cannot be counted"
        )
        return []

    def missing_purchase(self, ev: Event, what: str) -> list[Finding]:
        """The record went on before the player bought or discarded."""
        if self.phase in ("buy", "discard") and self.exchange_unwritten():
            # galician-tarok/record.exchange: left out, not skipped
            return self.infer_exchange(ev)
        out: list[Finding] = []
        seat = self.player
        if self.phase == "buy":
            out.append(
                Finding(
                    "illegal_take",
                    R + "10.buying",
                    f"{what} before {self.name(seat)} bought from the talon.",
                    {"cards": []},
                    seat,
                )
            )
            self.phase = "announce"
            self.discard = []
        elif self.phase == "discard":
            assert seat is not None
            b = len(self.taken)
            pen = self.lose_game(seat, "illegal_discard", ev.index, "12.discard-count")
            out.append(
                Finding(
                    "illegal_discard",
                    R + "12.discard-count",
                    f"{what} before {self.name(seat)} laid away the {b} card(s) they bought: a player who "
                    "lays away fewer cards than they bought loses the game.",
                    {"cards": [], "bought": b, "reasons": ["count"]},
                    seat,
                    penalty=pen,
                )
            )
            self.phase = "announce"
            self.discard = []
            out += self.announced_tarocks_checks()
        return out

    def on_discard(self, ev: Event) -> list[Finding]:
        seat = ev.seat
        assert seat is not None
        cards = list(ev.cards)

        def bad(rule: str, why: str, reasons: list[str], pen: dict[str, Any] | None = None) -> list[Finding]:
            return [
                Finding(
                    "illegal_discard",
                    R + rule,
                    f"{self.name(seat)} laid away {' '.join(codes(cards))}, but {why}.",
                    {"cards": codes(cards), "reasons": reasons},
                    seat,
                    penalty=pen,
                )
            ]

        player = self.player
        if (
            player is not None
            and seat != player
            and self.known
            and self.phase == "discard"
            and all(c in self.hands[player] for c in cards)
            and not all(c in self.hands[seat] for c in cards)
            and not any(e.type == "discard" and e.seat == player for e in self.events)
        ):
            # one slip, one finding (one-slip-acts a2): the player's discard written for another seat
            # (the cards his, the seat's not, the player writes none): read as his
            return [
                Finding(
                    "illegal_discard",
                    R + "11.discard",
                    f"{self.name(seat)} is written laying away {' '.join(codes(cards))}, which {self.name(player)}, "
                    f"the player, holds and lays away nowhere else: the seat is written wrongly, and the "
                    f"discard is read as {self.name(player)}'s.",
                    {"cards": codes(cards), "reasons": ["written_for_another_seat"], "owner": player},
                    seat,
                ),
                *self.on_discard(replace(ev, seat=player)),
            ]
        if seat != self.player or self.player is None:
            return bad("11.discard", "only the player lays away cards, after buying", ["not_player"])
        if self.contract == "solo" and not self.taken:  # (after a take at solo: its laying away)
            return bad("10.solo", "a solo is played without buying or laying away", ["solo"])
        out: list[Finding] = []
        if self.phase == "buy" and not any(e.type == "take" for e in self.events):
            # galician-tarok/record.exchange: a discard written without its take shows the purchase
            # made (§11 "zabiera kupno i odkłada"), the take left out (gd-spec7 a1)
            out = self.take_left_out(ev, cards)
        if self.phase == "buy":
            return bad("11.discard", "they had not bought yet", ["before_buying"])
        if (
            self.phase == "announce"
            and self.discard
            and self.known
            and not (
                (self.player_spoke and (self.helpers_done or not self.answers_written()))
                or self.levels
                or self.forfeit
            )
        ):
            # galician-tarok/25.no-changes: the cards laid away are fixed "jeżeli już grę zadeklarował,
            # a partnerzy swe przyzwolenie dali" - both: until he has announced and the helpers have
            # answered, a new discard replaces the one before it (coverage-pl a1; session 33: his own
            # announcement alone does not fix it, unless the record writes no helper's answer at all:
            # then they are read as given with it), as a new announcement does
            self.hands[seat] |= set(self.discard)
            self.discard, self.phase = None, "discard"
        if self.phase != "discard":
            return bad(
                "25.no-changes", "their cards were already laid away and may not be changed", ["again"]
            )
        self.phase = "announce"
        hand = self.hands[seat]
        missing = [c for c in cards if c not in hand]
        if missing and self.known:
            self.discard = [c for c in cards if c in hand]
            self.hands[seat] -= set(self.discard)
            self.discard_shown = bool(ev.get("shown", False))
            return out + (
                self.announced_first()
                + self.announced_tarocks_checks()
                + bad(
                    "11.discard",
                    f"{' '.join(codes(missing))} {'was' if len(missing) == 1 else 'were'} not in their hand",
                    ["not_in_hand"],
                )
            )
        self.discard = cards
        self.hands[seat] -= set(cards)
        self.discard_shown = bool(ev.get("shown", False))
        b = len(self.taken)
        out += self.announced_first() + self.announced_tarocks_checks()
        if len(cards) != b or len(set(cards)) != len(cards):
            out += bad(
                "12.discard-count",
                f"they bought {b}: a player who lays away more or fewer cards than they bought loses the game",
                ["count"],
                self.lose_game(seat, "illegal_discard", ev.index, "12.discard-count"),
            )
        kings = [c for c in cards if c in T.KINGS]
        if kings:
            out += bad(
                "13.no-kings",
                f"a king ({' '.join(codes(kings))}) may never be laid away: the player loses the game",
                ["king"],
                self.lose_game(seat, "illegal_discard", ev.index, "13.no-kings"),
            )
        return out

    # -- announcements (§11, §20-§22, §25, §27) ------------------------------------------------
    def on_announce(self, ev: Event) -> list[Finding]:
        seat = ev.seat
        assert seat is not None
        items: list[dict[str, Any]] = ev.get("items") or []
        kinds = [it["kind"] for it in items]

        def bad(rule: str, why: str, code: str = "illegal_announcement") -> Finding:
            return Finding(
                code,
                R + rule,
                f"{self.name(seat)} announced {', '.join(kinds) or 'nothing'}, but {why}.",
                {"items": items},
                seat,
            )

        out = self.close_auction_early(f"{self.name(seat)} announced", seat)
        if self.player is None or self.phase in ("auction", "over"):
            return out + [bad("11.announcements", "no game had been won in the auction")]
        if self.phase == "play":
            return out + [bad("11.announcements", "the play had begun (announcements come before the lead)")]
        deferred = False
        if seat == self.player:
            if self.player_spoke:
                if self.helpers_done:
                    return out + [
                        bad(
                            "25.no-changes",
                            "announcements may not be changed once the helpers answered (§25)",
                        )
                    ]
                # §25 binds him "jeżeli już grę zadeklarował, a partnerzy swe przyzwolenie dali":
                # before a helper answers, a new announcement replaces the one before it
                self.announced[seat] = {}
            if self.phase == "discard":
                # bought, not yet laid away: §25 fixes the discard only once the helpers have agreed,
                # so a discard recorded next still stands; the tarock checks wait for it
                self.announce_before_discard = ev
                deferred = True
            else:
                out += self.missing_purchase(ev, f"{self.name(seat)} announced")
            self.player_announced = self.player_spoke = True
            allowed = set(T.PREMIUMS)
        else:
            if not self.player_announced:
                if self.phase in ("buy", "discard") or self.player_announces_after(ev.index):
                    # (the player named: dispute-messages-10 c4)
                    out.append(
                        bad(
                            "11.announcements",
                            f"the player, {self.name(self.player)}, announces first",
                            "out_of_turn",
                        )
                    )
                # else his "nic" went unrecorded, as a helper's "dobrze" may (galician-tarok/11.announcements)
                self.player_announced = True
            # a helper's answer fixes the player's discard: none recorded by now is none laid away
            out += self.missing_purchase(ev, f"{self.name(seat)} announced")
            if seat in self.helpers_done:
                return out + [bad("25.no-changes", "each helper answers once (§11, §25)")]
            self.helpers_done.add(seat)
            fits = [order for order in self.helper_turns if seat in order]
            if fits:
                # galician-tarok/11.announcements: helpers before him who said nothing said 'dobrze'
                self.helper_turns = [order[order.index(seat) + 1 :] for order in fits]
            else:
                out.append(
                    bad(
                        "11.announcements",
                        "their turn to answer had passed (a later helper had answered)",
                        "out_of_turn",
                    )
                )
            allowed = set(T.HELPER_PREMIUMS)
        mine = self.announced.setdefault(seat, {})
        for it in items:
            k = it["kind"]
            if k not in allowed:
                why = (
                    "pagat ultimo counts only for the player (§27)"
                    if k == "pagat_ultimo"
                    else "only the player announces volat (§18)"
                )
                f = bad("27.ultimo-player-only" if k == "pagat_ultimo" else "18.volat-player-only", why)
                f.evidence["item"] = it
                out.append(f)
                continue
            mine[k] = it
        if not deferred:
            out += self.tarocks_checks(seat, ev.index)
        return out

    def rest_playable(self) -> bool:
        """The record stops in the play with every hand known: the rest could be played out."""
        return (
            not self.complete
            and self.known
            and self.phase == "play"
            and not self.unrecorded
            and not self.exchange_unknown
        )

    def play_forced_rest(self, at: int) -> list[Finding] | None:
        """galician-tarok/14.counting: a record that stops before the last trick with one card left in
        each hand that has not played to it: those cards are forced (§5), so the deal is played out
        from the hands (at event ``at``, the record's last). None when the rest is not forced."""
        if not self.rest_playable():
            return None
        if len(self.tricks) != T.TRICKS - 1:
            return None
        played = {s for s, _, _ in self.trick}
        if any(len(self.hands[s]) != (0 if s in played or s in self.sitting else 1) for s in self.active):
            return None
        out: list[Finding] = []
        while not self.complete:
            seat = next(s for s in self.trick_order() if s not in {p for p, _, _ in self.trick})
            card = next(iter(self.hands[seat]))
            out += self.on_play(Event(at, "play", {"type": "play", "seat": seat}, seat=seat, card=card))
        self.unchecked.append(
            "the last trick: not in the record, and forced (one card left in each hand): played out "
            "from the hands"
        )
        return out

    def clone_for_play(self) -> DealState:
        """A copy that the rest of the play (``on_play`` with legal cards, ``close_trick``) can run
        on without touching this one: only what playing a card changes is copied (the hands, the
        trick, the tricks, the cards won and gone); the rest is shared, read-only from here on."""
        c = copy.copy(self)
        c.hands = [set(h) for h in self.hands]
        c.trick = list(self.trick)
        c.stood = dict(self.stood)
        c.tricks = list(self.tricks)
        c.won = {s: list(v) for s, v in self.won.items()}
        c.gone = set(self.gone)
        c.extra = dict(self.extra)
        c.unchecked = list(self.unchecked)
        return c

    def settle_over_endings(self, pool_before: float, at: int, allowance: list[int]) -> Outcome | None:
        """galician-tarok/14.counting: a record that stops short with the hands known: every legal
        way to play the rest is tried (at most ENDING_BUDGET positions, and no more than
        ``allowance[0]``, what the session has left, which this spends); when all of them settle the
        deal alike, that settlement is the deal's (the order of the last tricks may be free, their
        result not). None when they differ, or the rest is too large or not known."""
        found = self.ending_outcomes(pool_before, at, allowance, 1)
        if found is None:
            return None
        self.unchecked.append(
            "the tricks the record leaves out: every legal way to play them settles the deal alike, so "
            "it is settled so"
        )
        return found[0]

    def ending_outcomes(
        self, pool_before: float, at: int, allowance: list[int], most: int
    ) -> list[Outcome] | None:
        """galician-tarok/14.counting (claims2 A2): the settlements the legal endings of the rest give
        (as settle_over_endings tries them), one for each set of dues, in the order found; None where
        there are more than ``most``, or the rest is too large or not known."""
        if self.player is None or self.contract is None or len(self.tricks) < T.TRICKS - 3:
            return None  # more than three tricks left: too many endings to try
        holdings = [self.hands] if self.rest_playable() else self.rest_holdings()
        if not holdings:
            return None
        budget = min(ENDING_BUDGET, allowance[0])
        seen: list[Outcome] = []
        keys: list[Any] = []
        visited = [0]

        def walk(st: DealState) -> bool:
            visited[0] += 1
            if visited[0] > budget:
                return False
            if st.complete:
                outcome = settle(st, pool_before)
                key = _dues_key(outcome)
                if key not in keys:
                    keys.append(key)
                    seen.append(outcome)
                return len(seen) <= most
            played = {p for p, _, _ in st.trick}
            seat = next(p for p in st.trick_order() if p not in played)
            for card in sorted(st.legal(seat), key=lambda c: c.index):
                nxt = st.clone_for_play()
                nxt.on_play(Event(at, "play", {"type": "play", "seat": seat}, seat=seat, card=card))
                if not walk(nxt):
                    return False
            return True

        done = True
        for hands in holdings:
            start = self
            if hands is not self.hands:  # (a holding the record's plays allow: rest_holdings)
                start = self.clone_for_play()
                start.hands, start.known = [set(h) for h in hands], True
            done = walk(start)
            if not done:
                break
        allowance[0] -= min(visited[0], budget)
        return seen if done and seen else None

    def rest_holdings(self) -> list[list[set[Card]]] | None:
        """galician-tarok/14.counting, hands not known (a record of the plays alone, cut short): every
        way the cards nobody has played can lie in the hands, each seat holding as many as he has
        tricks left to play and none of a suit his plays showed him void in (gd-spec16 a2). Only where
        the record puts every other card (played, laid away, or left in the talon), and at most
        HOLDINGS_MOST of them; None else."""
        if (
            self.known
            or self.complete
            or self.phase != "play"
            or self.unrecorded
            or self.exchange_unknown
            or self.discard is None
            or self.proved
            or self.stood
        ):
            return None
        unseen = sorted(
            (c for c in T.ALL if c not in self.gone and self.out_of_play(c) is None), key=lambda c: c.index
        )
        played = {s for s, _, _ in self.trick}
        left = {s: T.TRICKS - len(self.tricks) - (s in played) - self.extra.get(s, 0) for s in self.active}
        if sum(left.values()) != len(unseen):
            return None
        seats = [s for s in self.active if left[s]]
        out: list[list[set[Card]]] = []

        def deal(i: int, hands: dict[int, set[Card]]) -> bool:
            if i == len(unseen):
                out.append([set(hands.get(s, ())) for s in range(self.n)])
                return len(out) <= HOLDINGS_MOST
            card = unseen[i]
            for s in seats:
                if len(hands[s]) < left[s] and T.suit_of(card) not in self.voids[s]:
                    hands[s].add(card)
                    more = deal(i + 1, hands)
                    hands[s].discard(card)
                    if not more:
                        return False
            return True

        return out if deal(0, {s: set() for s in seats}) else None

    def player_announcement_recorded(self) -> bool:
        return any(e.type == "announce" and e.seat == self.player for e in self.events)

    def player_announces_after(self, index: int) -> bool:
        """Whether the record shows the player announcing after event ``index`` (else an answer or
        contra before it stands on his unrecorded "nic")."""
        return any(e.type == "announce" and e.seat == self.player and e.index > index for e in self.events)

    def record_ends(self) -> list[Finding]:
        """The record stops after the player announced, his discard still owed: he laid away none."""
        ev = self.announce_before_discard
        if ev is None or self.phase != "discard":
            return []
        return [
            replace(f, event=f.event if f.event is not None else ev.index)
            for f in self.missing_purchase(ev, f"{self.name(self.player)} announced")
        ]

    def announced_first(self) -> list[Finding]:
        """galician-tarok/11.announcements: the player lays away, then announces. Announcing first is
        out of turn; the discard after it still stands, no helper having answered (§25)."""
        ev = self.announce_before_discard
        if ev is None or self.player is None:
            return []
        return [
            Finding(
                "out_of_turn",
                R + "11.announcements",
                f"{self.name(self.player)} announced before laying away the cards they bought (§11: the player lays "
                "away, then announces); the discard recorded after it stands, as no helper had answered.",
                {"items": ev.get("items") or []},
                self.player,
                event=ev.index,
            )
        ]

    def announced_tarocks_checks(self) -> list[Finding]:
        """The player's announcement recorded before his discard, checked once the discard is known."""
        ev, self.announce_before_discard = self.announce_before_discard, None
        if ev is None or self.player is None:
            return []
        return self.tarocks_checks(self.player, ev.index)

    def tarocks_checks(self, seat: int, at: int) -> list[Finding]:
        """galician-tarok/21.tarock-count and 22.shown-tarocks for ``seat``'s announcement at ``at``."""
        out: list[Finding] = []
        it = self.announced.get(seat, {}).get("tarocks")
        if it is None:
            return out
        if self.known:
            held = sum(1 for c in self.hands[seat] if T.is_tarock(c))
            if held != it["count"]:
                self.tarocks_not_held.add(seat)
                out.append(
                    Finding(
                        "wrong_tarock_count",
                        R + "21.tarock-count",
                        f"{self.name(seat)} announced {it['count']} tarocks holding {held}: a wrong "
                        f"count is a renonce that loses the game{T.PAID_AS_PREMIUM}",
                        {"announced": it["count"], "held": held},
                        seat,
                        event=at,
                        penalty=self.lose_game(seat, "wrong_tarock_count", at),
                    )
                )
        else:
            out += self.tarock_count_proven(seat, it["count"], at)
        if seat == self.player and self.discard:
            laid = [c for c in self.discard if T.is_tarock(c)]
            if laid and not self.discard_shown:
                out.append(
                    Finding(
                        "concealed_discard",
                        R + "22.shown-tarocks",
                        f"{self.name(seat)} announced tarocks after laying away {' '.join(codes(laid))} "
                        "without showing it: a renonce that loses the game.",
                        {"laid_away": codes(laid)},
                        seat,
                        event=at,
                        penalty=self.lose_game(seat, "concealed_discard", at),
                    )
                )
        return out

    def shown_hand(self, seat: int) -> set[Card]:
        """Play-only records: cards the record proves in ``seat``'s twelve as he announces (a helper:
        as dealt; the player: after laying away). Every card he plays is one (none leaves a hand
        but by a play), unless the record puts it elsewhere (another seat played it first, it was
        laid away, another seat took it, or it lay in the talon and he did not take it); so is a
        card he took and, by his recorded discard, did not lay away (galician-tarok/9.play-only)."""
        took: set[Card] = set()
        others_took: set[Card] = set()
        laid: set[Card] = set()
        laid_recorded = False
        first: dict[Card, int] = {}
        for e in self.events:
            if e.type == "take":
                (took if e.seat == seat else others_took).update(e.cards)
            elif e.type == "discard":
                laid.update(e.cards)
                laid_recorded = laid_recorded or e.seat == seat
            elif e.type == "play" and e.card is not None and e.seat is not None:
                first.setdefault(e.card, e.seat)
        talon = set(self.talon)
        mine = {c for c, s in first.items() if s == seat}
        mine -= laid | others_took | (talon - took)
        if laid_recorded:
            mine |= took - laid - others_took
        return mine

    def tarock_count_proven(self, seat: int, count: int, at: int) -> list[Finding]:
        """galician-tarok/21.tarock-count, hands not known: the count is proven wrong only where the
        cards the record shows in his twelve rule it out (diff8 A2); else it is not judged."""
        shown = self.shown_hand(seat)
        if len(shown) > T.HAND:  # a record at odds with one deck proves nothing here
            return []
        least = sum(1 for c in shown if T.is_tarock(c))
        most = T.HAND - (len(shown) - least)
        if least <= count <= most:
            return []
        self.tarocks_not_held.add(seat)
        held = f"at least {least}" if count < least else f"at most {most}"
        return [
            Finding(
                "wrong_tarock_count",
                R + "21.tarock-count",
                f"{self.name(seat)} announced {count} tarocks, but the record shows them holding {held}: "
                f"a wrong count is a renonce that loses the game{T.PAID_AS_PREMIUM}",
                {"announced": count, "held_at_least": least, "held_at_most": most},
                seat,
                event=at,
                penalty=self.lose_game(seat, "wrong_tarock_count", at),
            )
        ]

    def on_double(self, ev: Event) -> list[Finding]:
        seat = ev.seat
        assert seat is not None
        target, level = ev.get("target"), ev.get("level")
        word = T.LEVELS.get(level, str(level))

        def bad(why: str) -> list[Finding]:
            self.void_doubles.append((target, level))
            return [
                Finding(
                    "illegal_double",
                    R + "17.contra",
                    f"{self.name(seat)} said {word} on {target}, but {why}.",
                    {"target": target, "level": level, "standing": self.levels.get(target, 1)},
                    seat,
                )
            ]

        out = self.close_auction_early(f"{self.name(seat)} said {word}", seat)
        if self.player is None or self.phase in ("auction", "over"):
            return out + bad("no game had been won in the auction")
        if self.phase == "play":
            return out + bad("the play had begun")
        if level not in T.LEVELS:
            return out + bad("§17 names no call past supracontra (8)")
        if not self.player_announced:
            # §11: the player takes, lays away and announces; "Wtedy" the helpers answer, contra too.
            # Once he has laid away, a record that never shows his announcement left his "nic" out.
            if self.phase in ("buy", "discard") or self.player_announces_after(ev.index):
                return out + bad("contra comes after the player's announcement (§11)")
            self.player_announced = True
        if target != "game" and target not in self.announced.get(self.player, {}):
            if target in UNSPOKEN_PREMIUMS and not self.player_announcement_recorded():
                # his announcement is not in the record: a contra on a premium shows he announced it
                self.announced.setdefault(self.player, {})[target] = {"kind": target}
            else:
                # (a helper's own announcement doubled by his side says so: gd-announcements-contra-2faults)
                by = [s for s, said in self.announced.items() if target in said and s != self.player]
                why = (
                    f"{target} was announced by {self.name(by[0])}, a helper, and contra is said only "
                    "against the player's announcements"
                    if by
                    else f"the player did not announce {target}"
                )
                return out + bad(why)
        if level == 4:
            if seat != self.player:
                return out + bad("only the player says recontra")
        elif seat == self.player:
            return out + bad(f"{word} is said by a helper")
        if level == 2 and self.levels.get(target, 1) == 2 and seat not in self.doubled_by.get(target, set()):
            # "Każdy z pomagających może dać graczowi: contra": the other helper's contra stands,
            # and the game counts double once (galician-tarok/17.contra)
            self.doubled_by[target].add(seat)
            return out
        if self.levels.get(target, 1) != level // 2:
            # in the game's words, not its factor (dispute-messages-10 c5)
            stood = self.levels.get(target, 1)
            said = f"only {T.LEVELS[stood]} had been said" if stood in T.LEVELS else "no contra had been said"
            answers = T.LEVELS.get(level // 2, "contra")
            return out + bad(f"{word} answers {answers}, and on {target} {said} (the call is void)")
        if level == 2:
            self.doubled_by[target] = {seat}
        else:
            self.raised_by.setdefault(target, {})[level] = seat
        self.levels[target] = level
        return out

    def answers_written(self) -> bool:
        """Whether the record writes some helper's answer (an announcement by a seat not the player)."""
        return any(e.type == "announce" and e.seat != self.player for e in self.events)

    def on_redeal(self, ev: Event) -> list[Finding]:
        seat = ev.seat
        assert seat is not None
        if not self.rules["no_tarock_redeal"]:
            why = "these rules play on without a tarock (no_tarock_redeal is off; §17)"
        elif self.phase != "auction" or self.spoke:
            why = "the cards are thrown in before the auction"
        elif self.known and any(T.is_tarock(c) for c in self.hands[seat]):
            why = "they hold a tarock"
        else:
            self.redeal = True
            self.phase = "redeal"
            return []
        if not any(
            e.index > ev.index and e.type in ("bid", "take", "discard", "announce", "double", "play")
            for e in self.events
        ):
            # the table threw the cards in all the same (nothing of the deal follows): the one fault;
            # the deal moves no chip and the same dealer deals again (gd-redeal-renonce-pool a)
            self.redeal = True
            self.phase = "redeal"
        return [
            Finding(
                "illegal_redeal",
                R + "17.no-tarock",
                f"{self.name(seat)} asked to throw the cards in, but {why}.",
                {"reason": ev.get("reason")},
                seat,
            )
        ]

    # -- play (§5, §6, §23) ---------------------------------------------------------------------
    def trick_order(self) -> list[int]:
        """galician-tarok/5.turn: the seats to play to the open trick, in turn from its leader (the
        seats sitting it out passed)."""
        if not self.sitting:
            return self.order[self.leader]
        return [s for s in self.order[self.leader] if s not in self.sitting]

    def legal(self, seat: int, hand: set[Card] | None = None, lead: Card | None = None) -> list[Card]:
        """galician-tarok/5.follow: the cards of ``hand`` (the seat's) that may go to the open trick, led
        with its first card (or ``lead``)."""
        hand = self.hands[seat] if hand is None else hand
        if not self.trick:
            return list(hand)
        suit = T.SUIT
        led = suit[(self.trick[0][1] if lead is None else lead).index]
        same = [c for c in hand if suit[c.index] == led]
        if same:
            return same
        if led != "T":
            tarocks = [c for c in hand if suit[c.index] == "T"]
            if tarocks:
                return tarocks
        return list(hand)

    def on_play(self, ev: Event) -> list[Finding]:
        seat = ev.seat
        card = ev.card
        assert seat is not None and card is not None
        out: list[Finding] = []
        if self.phase != "play":  # the first card (play_hands is set with the phase, or never)
            if self.phase in ("auction", "over"):
                out += self.close_auction_early(f"{self.name(seat)} played", seat)
                if self.phase in ("auction", "over"):
                    return out + (self.nobody_won(seat, "Cards were played", open_too=True) or [])
            if self.phase in ("buy", "discard"):
                out += self.missing_purchase(ev, f"{self.name(seat)} played")
            if self.play_hands is None and self.known and not self.unrecorded:
                # what each seat held as play began: a premium announced is held or not (§21, §23)
                self.play_hands = [set(h) for h in self.hands]
            self.phase = "play"
        if len(self.tricks) >= T.TRICKS:
            return out + [
                Finding(
                    "card_not_in_hand",
                    R + "5.hand",
                    f"{self.name(seat)} played {card} after the last trick.",
                    {"card": card.code},
                    seat,
                )
            ]
        played = [p[0] for p in self.trick]
        if self.known and self.given and card not in self.hands[seat]:
            in_order = self.trick_order()
            turn = (
                in_order[len(played)]
                if len(played) < len(in_order) and played == list(in_order[: len(played)])
                else None  # (nobody's turn: a trick kept open for a second card, 5.turn)
            )
            slip = seat_written_wrongly(
                seat, card, turn, lambda s, c: c in self.hands[s], self.active, played
            )
            if slip is not None:  # one slip, one finding: the seat written is the slip, the play his
                return [
                    *out,
                    seat_slip(R + "5.hand", self.names, seat, slip, card),
                    *self.on_play(replace(ev, seat=slip)),
                ]
        second = seat in played and ev.index in self.extra_at
        if second:
            # galician-tarok/5.turn (real-faults-near-slips-7 a): a second card the table took into
            # the trick (taken_back read it so): one fault, here; it counts in the trick for its
            # winner, and the seat, a card short, sits out the deal's last trick
            self.extra[seat] = self.extra.get(seat, 0) + 1
            self.trick_size += 1
            out.append(
                second_card(
                    R + "5.turn",
                    self.names,
                    seat,
                    card,
                    len(self.tricks) + 1,
                    self.to_play(),
                    self.extra[seat],
                    "§14: one card each",
                )
            )
        elif seat in played and not self.stood:
            later = [(e.seat, e.card) for e in self.events if e.index > ev.index and e.type == "play"]
            trick = [(s, c) for s, c, _ in self.trick]
            if closes_short(trick, self.trick_size, seat, card, later, T.TRICKS - len(self.tricks)):  # type: ignore[arg-type]
                # a seat skipped the trick; the table took it as it lay and its winner leads the next,
                # this card. One fault: the card played in the skipped seat's turn (found already),
                # or, the seat due last skipped, this lead
                order = self.trick_order()
                missing = next(s for s in order if s not in played)
                self.close_trick()
                if missing == order[-1]:
                    out.append(short_lead(R + "5.turn", self.names, seat, missing, len(self.tricks)))
                return out + self.on_play(ev)
        if not second and seat in played and any(s == seat and c == card for s, c, _ in self.trick):
            # the same card written again (a line copied): a slip of the record, not a card taken
            # back (real-faults-near-slips-8 c: read as one, a warning alone, or under take_back
            # never "the ND stands and the ND stays in hand")
            return out + [
                Finding(
                    "out_of_turn",
                    R + "5.turn",
                    f"{self.name(seat)} is written playing {card} to trick {len(self.tricks) + 1} a "
                    "second time: the line is written twice, and the copy joins no trick.",
                    {"trick": len(self.tricks) + 1, "copied": True},
                    seat,
                )
            ]
        if not second and seat in played:
            return out + self.forbidden_take_back(played.index(seat), card, ev.index)
        # galician-tarok/5.turn: one card out of turn is one fault - the next card may follow on from
        # it or come from the seat it skipped (``self.leader`` stays the seat due to lead the trick)
        in_order, k = self.trick_order(), len(played)
        if second:
            pass  # (its one fault is named above)
        elif played != in_order[:k] or k >= len(in_order) or seat != in_order[k]:  # else due_seats' first
            seats = self.active if not self.sitting else [s for s in self.active if s not in self.sitting]
            due = due_seats(seats, played, self.leader)
            if seat not in due:
                # trick and expected_seat as the other games give them (dispute-messages-14
                # c10); card and expected kept for readers of the old shape
                evidence: dict[str, Any] = {
                    "card": card.code,
                    "expected": due[0],
                    "trick": len(self.tricks) + 1,
                    "expected_seat": due[0],
                }
                # a lead is said as one (dispute-messages-14 c10, as Danish words it)
                text = (
                    f"{self.name(seat)} led {card} to trick {len(self.tricks) + 1} when it was "
                    f"{self.name(due[0])}'s turn to lead."
                    if not played
                    else f"{self.name(seat)} played {card} when it was {self.name(due[0])}'s turn."
                )
                swap = None if played else self.lead_read_swapped(ev)
                if swap is not None:
                    # the reading that decides the deal, said where the wrong lead is (readings-review-2
                    # c 11: neither the words nor the evidence said the two lines were read swapped)
                    lead, at = swap["lead"]
                    text = (
                        f"{self.name(seat)}'s {card} is written as the lead to trick {len(self.tricks) + 1} "
                        f"when it was {self.name(due[0])}'s turn to lead; the trick is "
                        f"{swapped_words(self.name(due[0]), self.name(seat))}, because "
                        f"{swap['as_written']}."
                    )
                    evidence |= {
                        "judged_swapped": True,
                        "lead": {"seat": due[0], "card": lead, "event": at},
                        "as_written": swap["faults"],
                    }
                out.append(Finding("out_of_turn", R + "5.turn", text, evidence, seat))
        hand = self.hands[seat]
        # a known hand that holds the card: nothing for not_held to find
        not_held = None if self.known and card in hand else self.not_held(seat, card)
        self.gone.add(card)
        if not_held:
            out.append(not_held)
            stood = self.stood_for(seat, ev.index, card)
            if stood is not None and self.given:
                # hands given (play-only records stay as they were: 9.play-only)
                self.stood[ev.index] = stood
        elif self.known:
            # a lead, or a card of the suit led, is legal as played (the first reading holds it): only a
            # card off the suit led, or the announcer's pagat (6.pagat-kept), needs the readings
            written = self.reads_swapped(seat, card, ev.index)
            if written is not None:
                # the lead and this card swapped in the record: this card led, the other judged after it
                first = self.trick[0]
                self.swapped_lead = {
                    "leader": seat,
                    "written_first": first[0],
                    "lead": [card.code, ev.index],
                    **self.as_written_words(written),
                }
                self.trick = [(seat, card, ev.index)]
                self.hands[first[0]].add(first[1])
                try:
                    if T.SUIT[first[1].index] != T.SUIT[card.index]:
                        out += [
                            replace(f, event=first[2])
                            for f in self.follow_findings(first[0], first[1], first[2])
                        ]
                finally:
                    self.hands[first[0]].discard(first[1])
                hand.discard(card)
                self.trick.append(first)
                if len(self.trick) == self.trick_size:
                    self.close_trick()
                return out
            if (self.trick and T.SUIT[card.index] != T.SUIT[self.trick[0][1].index]) or (
                card is T.PAGAT and seat == self.player and "pagat_ultimo" in self.announced.get(seat, {})
            ):
                out += self.follow_findings(seat, card, ev.index)
        else:
            out += self.revoke_proven_by_take(seat, card, ev.index)
            out += self.provable_revoke(seat, card, ev.index)
            out += self.pagat_released_proven(seat, card, ev.index)
        hand.discard(card)
        self.trick.append((seat, card, ev.index))
        if self.trick_complete and not self.second_card_next(ev.index):
            self.close_trick()
        return out

    def second_card_next(self, index: int) -> bool:
        """galician-tarok/5.turn (real-faults-near-slips-10 a1): the next card played after the event
        ``index`` is a second card the table took into the trick (``extra_at``) by a seat already in
        it, so the trick, its last seat's card down, stays open for it (the seat due last played twice)."""
        if not self.extra_at:
            return False
        after = False
        for e in self.events:
            if after and e.type == "play" and e.seat in self.active:
                return e.index in self.extra_at and any(s == e.seat for s, _, _ in self.trick)
            after = after or e.index == index
        return False

    def reads_swapped(self, seat: int, card: Card, event: int) -> list[tuple[int, Card, list[Card]]] | None:
        """galician-tarok/5.turn (as Danish diff9 A5): after a wrong lead, the seat due to lead plays
        next: the two cards may be swapped in the record. Judged so (his card the lead) where that
        order, the rest of the trick from the record included, breaks 5.follow less often than the
        order written: then the cards the order written breaks it with (each with the cards its
        seat could play), else None."""
        if len(self.trick) != 1 or seat != self.leader or self.trick[0][0] == seat or self.stood:
            return None
        first_seat, first_card, _ = self.trick[0]
        if T.PAGAT in (card, first_card) or card not in self.hands[seat]:
            return None
        rest: list[tuple[int, Card]] = []
        for e in self.events:
            if len(rest) == len(self.active) - 2:
                break
            if e.index > event and e.type == "play" and e.seat is not None and e.card is not None:
                if e.seat in (seat, first_seat) or any(e.seat == s for s, _ in rest):
                    break
                if e.card not in self.hands[e.seat]:
                    break
                rest.append((e.seat, e.card))
        held = {first_seat: self.hands[first_seat] | {first_card}}

        def faults(order: list[tuple[int, Card]]) -> list[tuple[int, Card, list[Card]]]:
            lead = order[0][1]
            return [
                (s, c, legal)
                for s, c in order[1:]
                if c not in (legal := self.legal(s, held.get(s, self.hands[s]), lead))
            ]

        written = faults([(first_seat, first_card), (seat, card), *rest])
        return (
            written if len(faults([(seat, card), (first_seat, first_card), *rest])) < len(written) else None
        )

    def as_written_words(self, written: list[tuple[int, Card, list[Card]]]) -> dict[str, Any]:
        """What the order written would have made of a trick read swapped (reads_swapped's
        ``written``, the open trick's first card its lead): each card a renonce (§23, in 5.follow's
        words) and the side that would lose the game (readings-review-2 c 11: the reading decides
        the deal, and nothing said so). ``as_written``: the words; ``faults``: the evidence."""
        led = T.suit_of(self.trick[0][1])
        said: list[str] = []
        for s, c, legal in written:
            kind = "follow" if led == "T" or any(T.suit_of(x) == led for x in legal) else "trump"
            why = f"held {T.SUIT_NAMES[led]}" if kind == "follow" else "was void and held tarocks"
            named = led != "T" and kind == "follow" and T.suit_of(c) == "T"
            said.append(
                f"{self.name(s)}'s {c} to the {T.SUIT_NAMES[led]} lead would be "
                + ("a renonce (§23: " if named else "treated as a renonce (§23, by the ruling of 5.follow: ")
                + f"{self.name(s)} {why}, {' '.join(codes(_sort(legal)))})"
            )
        s0 = written[0][0]
        if self.forfeit is not None:
            loses = ", the game already lost by an earlier irregularity"
        elif self.unrecorded or self.player is None:
            loses = " and the offender's side would lose the game unconditionally"
        else:
            side = self.side(s0)
            loses = (
                f" and the {'player' if side == 'player' else 'helpers'} would lose the game unconditionally"
            )
        return {
            "as_written": f"in the order written {' and '.join(said)}{loses}",
            "faults": [{"seat": s, "card": c.code, "held": codes(_sort(legal))} for s, c, legal in written],
        }

    def lead_read_swapped(self, ev: Event) -> dict[str, Any] | None:
        """galician-tarok/5.turn: whether the wrong lead ``ev`` will be read swapped with the next
        card, the due leader's (reads_swapped): the trick played ahead on a copy, so the wrong
        lead's own finding can say so (readings-review-2 c 11). Its ``swapped_lead``, else None."""
        if self.trial or not self.known or self.trick:
            return None
        nxt = next((e for e in self.events if e.index > ev.index and e.type == "play"), None)
        if nxt is None or nxt.seat != self.leader or nxt.card is None:
            return None
        ahead = self.clone_for_play()
        ahead.trial = True
        ahead.on_play(ev)
        ahead.on_play(nxt)
        if len(ahead.tricks) > len(self.tricks):  # (a trick of two, a seat sitting out: closed)
            swapped: dict[str, Any] | None = ahead.tricks[-1].get("swapped")
            return swapped
        return ahead.swapped_lead

    def follow_findings(self, seat: int, card: Card, event: int) -> list[Finding]:
        """galician-tarok/5.follow, 6.pagat-kept, hands known: a card in hand played against the duty to
        follow (a renonce), or the announced pagat given up before the last trick."""
        out: list[Finding] = []
        hand = self.hands[seat]
        legal = self.legal(seat)
        # diff9 galician-knockon A3: a lead not in hand that stood for a known card of the hand was
        # that card on the table; a card legal against the lead as played or as written is no fault
        readings = [legal]
        if self.trick and self.trick[0][2] in self.stood:
            readings.append(self.legal(seat, lead=self.stood[self.trick[0][2]]))
        fits = [r for r in readings if card in r]
        if not fits:
            led = T.suit_of(self.trick[0][1])
            kind = "follow" if led == "T" or any(T.suit_of(c) == led for c in hand) else "trump"
            why = f"held {T.SUIT_NAMES[led]}" if kind == "follow" else "was void and held tarocks"
            # §23 names only a tarock played while holding the suit; any other such card is one by
            # the digest's ruling, and says so (real-faults-near-slips-12 c13)
            named = led != "T" and kind == "follow" and T.suit_of(card) == "T"
            out.append(
                Finding(
                    "revoke",
                    R + "5.follow",
                    f"{self.name(seat)} played {card} to a {T.SUIT_NAMES[led]} lead, but {why} "
                    f"({' '.join(codes(_sort(legal)))}): "
                    + (
                        "a renonce (§23)."
                        if named
                        else "treated as a renonce (§23, by the ruling of 5.follow)."
                    ),
                    {"led": led, "held": codes(_sort(legal)), "kind": kind},
                    seat,
                    penalty=self.lose_game(seat, "revoke", event),
                )
            )
        elif (
            card is T.PAGAT
            and seat == self.player
            and len(self.tricks) < T.TRICKS - 1
            and "pagat_ultimo" in self.announced.get(seat, {})
            and all(len(r) > 1 for r in fits)
        ):
            self.pagat_released = True
            out.append(
                Finding(
                    "pagat_released",
                    R + "6.pagat-kept",
                    f"{self.name(seat)} gave up the pagat in trick {len(self.tricks) + 1} of their own "
                    "accord, having announced pagat ultimo: the ultimo is lost.",
                    {"trick": len(self.tricks) + 1, "legal": codes(_sort(legal))},
                    seat,
                    penalty=dict(ULTIMO_LOST),
                )
            )
        return out

    def not_held(self, seat: int, card: Card) -> Finding | None:
        """galician-tarok/5.hand: a card not in the seat's hand (when the hands are known), one
        already played in this deal (the deck holds one of each, so a second play is provable), or,
        hands unknown, one the record puts elsewhere: laid away, or in the talon and not bought."""
        # with the hands known, a card in the seat's hand is his to play, even where another seat
        # played it first (that play was the card_not_in_hand: diff9 galician-knockon A3); the
        # "played a second time" proof is for hands not known, where the rebuild gives the card to
        # its first player
        again = card in self.gone and not (self.known and card in self.hands[seat])
        away = None if self.known or again else self.out_of_play(card)
        if not ((self.known and card not in self.hands[seat]) or again or away):
            return None
        return Finding(
            "card_not_in_hand",
            R + "5.hand",
            f"{self.name(seat)} played {card}, which was not in their hand"
            + (" (it had already been played in this deal)." if again else f" ({away})." if away else "."),
            {
                "card": card.code,
                **({"played_before": True} if again else {}),
                **({"where": away} if away else {}),
            },
            seat,
        )

    def stood_for(self, seat: int, event: int, card: Card) -> Card | None:
        """galician-tarok/5.hand, hands known: a card not in the seat's hand stood in the trick for one
        of his. Where the record proves which, the one card of his hand he never plays in the deal,
        that card leaves his hand with it, so it makes no follow or tarock duties later (diff9
        galician-knockon A3: one card written wrong is one finding). That card, or None when the
        record does not tell it. diff10 twofault A1: with a second card not in hand later (``card``
        this one) the cards left match the slips by suit (``slips_stand_for``); of several of one
        suit the lowest by code, when their card points are the same."""
        if not self.known:
            return None
        written = [
            e.card for e in self.events if e.type == "play" and e.seat == seat and e.index > event and e.card
        ]
        later = Counter(written)
        held = Counter(self.hands[seat])
        rest = never_played(held, later, 1)  # every later card his, one left over
        stood = rest[0] if rest is not None else None
        if stood is None:
            stood = slips_stand_for(
                card, written, self.hands[seat], list((held - later).elements()), lambda c: T.POINTS[c.index]
            )
        if stood is None:
            return None
        self.hands[seat].discard(stood)
        return stood

    def out_of_play(self, card: Card) -> str | None:
        """Play-only records: where the record puts a card no hand holds in play (§10, §11): laid away
        by the player, or left in the talon (not bought; at solo, the whole talon)."""
        if self.discard and card in self.discard:
            return "it was laid away"
        if (
            self.talon
            and card in self.talon
            and ((self.contract == "solo" and not self.taken) or (self.taken and card not in self.taken))
        ):
            return "it lies in the talon, not bought"
        return None

    def pagat_released_proven(self, seat: int, card: Card, event: int) -> list[Finding]:
        """galician-tarok/6.pagat-kept, hands unknown: the announcer's pagat played before the last
        trick when his own later plays show he held another card he could have played."""
        if not (
            card is T.PAGAT
            and seat == self.player
            and len(self.tricks) < T.TRICKS - 1
            and "pagat_ultimo" in self.announced.get(seat, {})
        ):
            return []
        later = {
            e.card for e in self.events if e.type == "play" and e.seat == seat and e.index > event and e.card
        }
        legal = self.legal(seat, later | {card})
        if len(legal) < 2:
            return []
        self.pagat_released = True
        return [
            Finding(
                "pagat_released",
                R + "6.pagat-kept",
                f"{self.name(seat)} gave up the pagat in trick {len(self.tricks) + 1} of their own accord, having "
                f"announced pagat ultimo (they play {' '.join(codes(_sort([c for c in legal if c is not card])))} "
                "later, which they could have played here): the ultimo is lost.",
                {"trick": len(self.tricks) + 1, "legal": codes(_sort(legal))},
                seat,
                penalty=dict(ULTIMO_LOST),
            )
        ]

    def forbidden_take_back(self, k: int, card: Card, event: int) -> list[Finding]:
        """galician-tarok/24.take-back: a second card to the open trick by a seat that has played to
        it, a change ``take_back`` does not allow (those it allows were put in place before the
        replay). The fault is named once, and the first card was judged as it was played. What the
        record plays next tells what the table did: the first card played again later means the
        change was let stand (the new card takes its place, the first goes back to the hand);
        otherwise the first card stands, as the rule has it, and the new one stays in hand."""
        seat, old, old_at = self.trick[k]
        let_stand = any(
            e.type == "play" and e.seat == seat and e.card == old and e.index > event for e in self.events
        )
        out = [forbidden_change(self.name(seat), seat, (old, old_at), (card, event), self.rules, let_stand)]
        if not let_stand:
            return out
        hand = self.hands[seat]
        hand.add(old)
        self.gone.discard(old)
        self.stood.pop(old_at, None)
        not_held = self.not_held(seat, card)
        if not_held:
            out.append(not_held)
        self.gone.add(card)
        hand.discard(card)
        self.trick[k] = (seat, card, event)
        return out

    def revoke_proven_by_take(self, seat: int, card: Card, event: int) -> list[Finding]:
        """Play-only records: a card the player took and, by his recorded discard, kept stays in his
        hand until he plays it (a card leaves a hand only so), so it proves what he had to play
        (diff8 A1). A card another seat plays in the deal proves nothing here."""
        if not self.trick or seat != self.player or self.discard is None or not self.taken:
            return []
        others = {e.card for e in self.events if e.type == "play" and e.seat != seat}
        kept = {c for c in self.taken if c in self.hands[seat] and c not in self.gone and c not in others}
        kept.discard(card)
        legal = self.legal(seat, kept | {card})
        if card in legal:
            return []
        led = T.suit_of(self.trick[0][1])
        kind = "follow" if led == "T" or any(T.suit_of(c) == led for c in kept) else "trump"
        self.proved.add(event)  # a later play that shows the same renonce does not report it again
        return [
            Finding(
                "revoke",
                R + "5.follow",
                f"{self.name(seat)} played {card} to a {T.SUIT_NAMES[led]} lead, but they took "
                f"{' '.join(codes(_sort(legal)))} from the talon and kept it: a renonce.",
                {"led": led, "held": codes(_sort(legal)), "kind": kind, "proved_by": "take"},
                seat,
                penalty=self.lose_game(seat, "revoke", event),
            )
        ]

    def provable_revoke(self, seat: int, card: Card, event: int) -> list[Finding]:
        """Play-only records: a seat that showed void in a suit and later plays it revoked back then."""
        out: list[Finding] = []
        s = T.suit_of(card)
        voids = self.voids[seat]
        # every earlier play that showed him void in the suit was a renonce, not the first alone
        for at in [a for a in voids.get(s, []) if a not in self.proved]:
            self.proved.add(at)
            out.append(
                Finding(
                    "revoke",
                    R + "5.follow",
                    f"{self.name(seat)} showed void in {T.SUIT_NAMES[s]} and later played {card}: the "
                    "earlier card was a renonce.",
                    {"suit": s, "proved_by": event, "kind": "follow"},
                    seat,
                    event=at,
                    penalty=self.lose_game(seat, "revoke", at),
                )
            )
        if self.trick:
            led = T.suit_of(self.trick[0][1])
            if s != led:
                voids.setdefault(led, []).append(event)
                if led != "T" and s != "T":
                    voids.setdefault("T", []).append(event)
        return out

    def next_player(self, event: int) -> int | None:
        """The seat of the record's next card after ``event`` (of a seat that plays)."""
        return next(
            (e.seat for e in self.events if e.type == "play" and e.index > event and e.seat in self.active),
            None,
        )

    def table_as_stood(self) -> list[Card]:
        """The open trick's cards, each card not in hand whose stood-for card is known (``stood``)
        read as that card: it was on the table, and the rest of the record was written from it (diff9
        galician-knockon A3) - unless the record's next lead is the winner only with the card as
        written (the table played on from that card), where the trick keeps the cards as written."""
        cards = [c for _, c, _ in self.trick]
        if not self.stood:
            return cards
        alt = [self.stood.get(e, c) for _, c, e in self.trick]
        written = self.trick[trick_winner(cards)][0]
        if (
            written != self.trick[trick_winner(alt)][0]
            and len(self.tricks) < T.TRICKS - 1
            and self.next_player(self.trick[-1][2]) == written
        ):
            return cards
        return alt

    def close_trick(self) -> None:
        """galician-tarok/5.winner: the trick goes to its winner, with its cards (as stood)."""
        cards = self.table_as_stood()
        self.stood = {}
        k = trick_winner(cards)
        seat = self.trick[k][0]
        self.won.setdefault(seat, []).extend(cards)
        self.tricks.append(
            {
                "plays": [(s, c) for (s, _, _), c in zip(self.trick, cards, strict=True)],
                "winner": seat,
                "card": cards[k],
                "event": self.trick[-1][2],
            }
        )
        if self.swapped_lead is not None:  # (the replay's trick line says so)
            self.tricks[-1]["swapped"] = self.swapped_lead
            self.swapped_lead = None
        self.leader = seat
        self.trick = []
        if self.extra:  # 5.turn: the seats a second card taken left short sit out the last tricks
            if self.sitting:
                self.tricks[-1]["sat_out"] = sorted(self.sitting)
            left = T.TRICKS - len(self.tricks)
            self.sitting = sitting_out(self.extra, left) if left > 0 else frozenset()
            self.leader = next_leader(self.active, seat, self.sitting)
        self.trick_size = len(self.active) - len(self.sitting)

    @property
    def trick_complete(self) -> bool:
        """galician-tarok/5.turn: every seat with a card for the trick has played to it (and a second
        card the table took into it, with it)."""
        return len(self.trick) == self.trick_size

    def to_play(self) -> int | None:
        """The first seat, in turn from the leader, that has not played to the open trick."""
        played = {s for s, _, _ in self.trick}
        return next((s for s in self.trick_order() if s not in played), None)

    @property
    def complete(self) -> bool:
        return len(self.tricks) == T.TRICKS


# --- Settlement (§6, §15-§20, §23, §27) ---------------------------------------------------------


def forbidden_change(
    name: str,
    seat: int,
    first: tuple[Card, int],
    instead: tuple[Card, int],
    rules: dict[str, Any],
    stood: bool,
    closed: bool = False,
) -> Finding:
    """galician-tarok/24.take-back: a card taken back where ``take_back`` forbids it, at the new card
    (``first``, ``instead``: each card and its event); ``stood``: the table let the change stand (the
    first card is played later); ``closed``: the trick's last card was down."""
    (old, old_at), (card, _) = first, instead
    rule = '§24 "Karty zagranej i już leżącej na stole cofnąć i zmienić nie wolno"'
    then = (
        f"the table let the change stand ({old} is played later): the trick "
        + (f"holds the {card}." if closed else f"goes on with the {card}.")
        if stood
        else f"the {old} stands and the {card} stays in hand."
    )
    return Finding(
        "out_of_turn",
        R + "24.take-back",
        f"{name} took back {old} and played {card} instead, which take_back {rules['take_back']} does "
        f"not allow ({rule}); {then}",
        {"card": old.code, "instead": card.code, "taken_back_at": old_at, "change_stood": stood},
        seat,
    )


def piles(st: DealState) -> tuple[list[Card], list[Card]]:
    """The player's cards (his tricks and what he laid away) and the helpers' (their tricks and the
    talon he did not buy; at solo the whole talon): galician-tarok/14.piles."""
    assert st.player is not None
    mine = list(st.won.get(st.player, []))
    theirs = [c for s in st.helpers for c in st.won.get(s, [])]
    if st.contract == "solo" and (not st.taken or st.solo_take_void):  # (a take at solo stands: 10.solo)
        theirs += st.talon
    else:
        mine += st.discard or []
        theirs += [c for c in st.talon if c not in st.taken]
        if len(st.tricks) >= T.TRICKS and st.known:
            # a card still in his hand after the last trick (he laid away fewer than he bought,
            # 12.discard-count) is his own, as the cards he laid away: the piles make 66 (gd-spec5)
            mine += sorted(st.hands[st.player], key=lambda c: c.code)
    return mine, theirs


def doubled_levels(st: DealState) -> dict[str, int]:
    """Each target's contra level: as the doubles that stand left it, or, read as the record has it
    (``st.doubles_as_said``), with the void ones too where they name a target of the deal."""
    if not st.doubles_as_said:
        return st.levels
    out = dict(st.levels)
    announced = st.announced.get(st.player, {}) if st.player is not None else {}
    for target, level in st.void_doubles:
        if level in T.LEVELS and (target == "game" or target in announced):
            out[target] = max(out.get(target, 1), level)
    return out


def factors(base: float, purchase: int, contra: int, szpricer: int = 1) -> dict[str, float | int]:
    """How the game's value comes about, for ``computed.game`` and the deal line (a director
    checking a disputed figure needs its multipliers: real-faults-near-slips-16 c3): the base
    (18.game-value, 12.consolation, 18.volat), times the purchase number and the contra level as
    they apply, and the king's szpricer doubling a lost game (26.szpricer)."""
    return {
        "base": int(base) if float(base).is_integer() else round(base, 6),
        "purchase": purchase,
        "contra": contra,
        **({"szpricer": szpricer} if szpricer != 1 else {}),
    }


def settle(st: DealState, pool_before: float) -> Outcome:
    """The payments the rules call for once the deal has been played out (or thrown in)."""
    rules = st.rules
    levels = doubled_levels(st)
    out = Outcome()
    assert st.player is not None and st.contract is not None
    p = st.player
    opps = st.opponents
    mine, theirs = piles(st)
    pts: float = T.count_points_in_thirds(mine) if st.points_in_thirds else T.count_points(mine)
    b, mult, add, vol = T.CONTRACTS[st.contract]
    ordinal = st.purchase
    by_points = pts > T.CONSOLATION
    volat = all(t["winner"] == p for t in st.tricks)
    against = st.helpers_volat and st.helpers_took_every_trick()
    forfeit = st.forfeit[0] if st.forfeit and not st.forfeit_unclaimed else None
    game_won = by_points if forfeit is None else forfeit == "helpers"
    ann_p = st.announced.get(p, {})
    sym = rules["contra_symmetric"]

    def wf(target: str) -> int:
        lv = levels.get(target, 1)
        return lv if sym else (2 if lv >= 2 else 1)

    def won_ordinal(target: str) -> int:
        # galician-tarok/17.contra-symmetric: "przy contrze" the player wins what he would lose, the
        # purchase number included; without a contra a won game is not multiplied by it
        return ordinal if sym and levels.get(target, 1) >= 2 else 1

    # galician-tarok/23.renonce, renonce_premiums all_paid: the side at fault pays every premium it
    # announced (§12 "płaci wszystko co zapowiedział"), as the option has always meant
    all_paid = rules["renonce_premiums"] == "all_paid"

    def lf(target: str) -> int:
        return levels.get(target, 1)

    def pwf(target: str) -> int:
        # a premium the player made: as the game (§17, a recontra counts only against him), or, the
        # reading a record may fit, at its full level (galician-fresh-5 (c))
        return lf(target) if st.premium_doubles_full else wf(target)

    flows: list[tuple[str, float, str, str]] = []  # (side receiving, amount per opponent, reason, rule)
    # galician-tarok/17.contra-values: each flow a double multiplies, by its place in ``flows``: the
    # targets doubled, the factor applied, and the value it multiplies (a premium's; the game's is
    # computed.game's), for the words of its payments (dispute-messages-16 c2)
    doubled: dict[int, tuple[tuple[str, ...], int, float]] = {}

    def contra(targets: tuple[str, ...], factor: int, value: float = 0) -> None:
        if factor > 1:
            doubled[len(flows) - 1] = (targets, factor, value)

    note: dict[str, Any] = {}
    # -- the game (galician-tarok/18.game-value, 18.volat, 12.consolation)
    volat_counts = volat and forfeit != "player"
    if volat_counts:
        base: float = vol * (2 if "volat" in ann_p else 1)
        # the volat is the game's value (§18 "Obliczenie gry … Volat liczy …"): a contra on the game
        # doubles it, announced or not; one on the announced volat does too, and both only once
        targets = ("game", "volat") if "volat" in ann_p else ("game",)
        by_purchase, by_contra = max(won_ordinal(t) for t in targets), max(wf(t) for t in targets)
        amount: float = base * by_contra * by_purchase
        flows.append(("player", amount, "volat", R + "18.volat"))
        contra(targets, by_contra)
        note["game"] = {"won": True, "volat": True, "value": amount, **factors(base, by_purchase, by_contra)}
    elif game_won:
        if forfeit == "helpers" and not by_points:
            base = add
        else:
            base = (pts - T.CONSOLATION) * mult + add
        by_purchase, by_contra = won_ordinal("game"), wf("game")
        amount = base * by_contra * by_purchase
        flows.append(("player", amount, "game", R + "18.game-value"))
        contra(("game",), by_contra)
        note["game"] = {"won": True, "value": amount, **factors(base, by_purchase, by_contra)}
    else:
        by_purchase, by_contra = ordinal, lf("game")
        if forfeit == "player" and by_points:
            base = add
            if rules["consolation"] != "as_lost_game":
                by_purchase = by_contra = 1
            # the passage that sets it: §12 for a bad discard, §23 for a renonce (dispute-messages-15
            # c6: a renonce's consolation cited the bad-discard paragraph)
            bad_discard = st.forfeit is not None and st.forfeit[2] == "illegal_discard"
            rule = R + ("12.consolation" if bad_discard else "23.renonce")
        elif against:
            # the reading a record may fit: the volat's value, as a game lost (purchases, doubles)
            base = vol
            rule = R + "18.volat-player-only"
        else:
            base = (T.CONSOLATION - pts) * mult + add
            rule = R + "18.game-value"
        amount = base * by_purchase * by_contra
        by_szpricer = 1
        if p == st.szpricer:
            by_szpricer = 2  # galician-tarok/26.szpricer: "jeżeli przegra, to płaci podwójnie"
            amount *= 2
            rule = R + "26.szpricer"
        flows.append(("helpers", amount, "volat" if against else "game", rule))
        contra(("game",), by_contra)
        note["game"] = {
            "won": False,
            "value": amount,
            **({"volat": True} if against else {}),
            **factors(base, by_purchase, by_contra, by_szpricer),
        }
    if "volat" in ann_p and not volat_counts and (forfeit != "player" or all_paid):
        # a player at fault pays his announced volat only where his premiums are paid (23.renonce)
        flows.append(("helpers", 2 * vol * lf("volat"), "volat", R + "18.volat"))
        contra(("volat",), lf("volat"), 2 * vol)

    # -- premiums announced or made (galician-tarok/15.trull, 19.four-kings, 20.tarocks, 6.ultimo)
    def held(seat: int, cards: frozenset[Card] | set[Card]) -> bool:
        """Whether ``seat`` held ``cards`` as play began (taken as held where the record cannot say)."""
        return st.play_hands is None or cards <= st.play_hands[seat]

    def forfeited(
        side: str, made: bool, value: float, won_f: int, lost_f: int, reason: str, rule: str, had: bool = True
    ) -> None:
        other = "helpers" if side == "player" else "player"
        if forfeit == side:
            # §23 "Zwykle gracz płaci przy wygranej grze tylko konsolację, a zapowiedziane walory nie
            # liczą się mu — przy przegranej grze płaci grę, lub też i zapowiedziane walory": none
            # of them (not_counted) or all (all_paid); and §21, whatever the agreement, a premium
            # announced without the cards and not made "oczywiście płaci wartość tego waloru"
            if all_paid or not (had or made):
                flows.append((other, value * lost_f, reason, rule))
                contra((reason,), lost_f, value)
            return
        if made:
            flows.append((side, value * won_f, reason, rule))
            contra((reason,), won_f, value)
        else:
            flows.append((other, value * lost_f, reason, rule))
            contra((reason,), lost_f, value)

    def silent_counts(side: str) -> bool:
        """An unannounced premium counts for ``side`` unless that side lost the game unconditionally
        (galician-tarok/23.renonce, option renonce_silent_premiums)."""
        return forfeit != side or rules["renonce_silent_premiums"] == "counted"

    for s in [p, *st.helpers]:
        it = st.announced.get(s, {}).get("tarocks")
        if it is None or (s in st.tarocks_not_held and st.wrong_count_unpaid):
            continue
        side = st.side(s)
        side_won = game_won if side == "player" else not game_won
        # §21: a count announced but not held is a premium not held: "oczywiście płaci wartość
        # tego waloru", whatever renonce_premiums says of the premiums he did hold
        # (a wrong count not claimed before the next deal stands as played, §31: the count as
        # announced, like the game; dispute-messages-4 a3)
        had = s not in st.tarocks_not_held or st.forfeit_unclaimed
        made = had and (rules["tarocks_paid"] == "always" or side_won)
        # a contra reaches the player's tarocks as any premium he announced (§21 "może dostać na ten
        # walor contra")
        won_f, lost_f = (pwf("tarocks"), lf("tarocks")) if s == p else (1, 1)
        forfeited(side, made, T.TAROCK_VALUE[it["count"]], won_f, lost_f, "tarocks", R + "20.tarocks", had)
    # §15 "zgromadzi razem w lewach", §19 "Cztery króle w lewach": only cards won in tricks, not the
    # cards laid away nor the talon (galician-tarok/15.trull, 19.four-kings)
    in_tricks = {
        "player": set(st.won.get(p, [])),
        "helpers": {c for s in st.helpers for c in st.won.get(s, [])},
    }
    for prem, cards in (("trull", T.TRULL), ("four_kings", T.KINGS)):
        collected = next((side for side, pile in in_tricks.items() if cards <= pile), None)
        announcers = [s for s in [p, *st.helpers] if prem in st.announced.get(s, {})]
        rule = R + ("15.trull" if prem == "trull" else "19.four-kings")
        # each side's announcement is settled by its own rule (§15 "Zapowiedziany a nie zrobiony tról
        # płaci karę", §21 "płaci wartość tego waloru"): the player's, and the helpers' (their first
        # announcer's: one side makes an item once)
        for s in [s for s in announcers if s == p] + [s for s in announcers if s != p][:1]:
            side = st.side(s)
            own = side == "player"
            forfeited(
                side,
                collected == side,
                T.ANNOUNCED_VALUE[prem],
                pwf(prem) if own else 1,
                lf(prem) if own else 1,
                prem,
                rule,
                held(s, cards),
            )
        if not announcers and collected is not None and silent_counts(collected):
            flows.append((collected, T.SILENT_VALUE[prem], prem, rule))
    last = st.tricks[-1] if st.tricks else None
    ultimo = bool(last and last["winner"] == p and last["card"] is T.PAGAT)
    pool_flow: tuple[str, float] | None = None
    pool_excess = 0.0
    pool_rule = R + ("27.pool-renonce" if forfeit == "player" else "27.pool")
    if "pagat_ultimo" in ann_p:
        value = T.ANNOUNCED_VALUE["pagat_ultimo"]
        had_pagat = held(p, {T.PAGAT})
        forfeited(
            "player",
            ultimo,
            value,
            pwf("pagat_ultimo"),
            lf("pagat_ultimo"),
            "pagat_ultimo",
            R + "6.ultimo",
            had_pagat,
        )
        if rules["pool"] and pool_before > 0:
            factor = levels.get("pagat_ultimo", 1) if rules["contra_on_pool"] else 1
            if forfeit == "player":
                # §27a: "musi być osobną umową szczegółowo postanowione" (galician-tarok/27.pool-renonce)
                mode = rules["renonce_pool"]
                if mode == "paid" or (mode == "with_ultimo" and (all_paid or not had_pagat)):
                    pool_flow = ("pool", pool_before * factor)
            elif ultimo:
                # the pool "staje się własnością" of its winner: he takes what it holds, and the
                # contra's excess comes from the side that doubled (galician-tarok/27.pool-contra)
                pool_flow = ("player", pool_before)
                pool_excess = pool_before * (factor - 1) / len(opps)
            else:
                pool_flow = ("pool", pool_before * factor)
    elif ultimo and silent_counts("player"):
        flows.append(("player", T.SILENT_VALUE["pagat_ultimo"], "pagat_ultimo", R + "6.ultimo"))

    # -- between the player and each opponent (galician-tarok/18.payments)
    offender = None
    if forfeit == "helpers" and rules["helper_renonce_pays"] == "offender" and st.forfeit:
        offender = st.forfeit[1]
    for i, (side, per_opp, reason, rule) in enumerate(flows):
        if per_opp == 0:
            continue
        doubling = doubled.get(i)
        for o in opps:
            payer = o if side == "player" else p
            payee = p if side == "player" else o
            if offender is not None and reason in ("game", "volat") and payer != p:
                payer = offender
            if payer == payee:
                continue
            out.dues.append(Due(payer, payee, per_opp, reason, rule))
            if doubling is not None:
                on, factor, worth = doubling
                out.dues[-1].contra = contra_evidence(st, on, factor)
                if worth:  # a premium's (the announced volat lost too): its value times the double
                    word = T.LEVELS.get(factor, "contra")
                    out.dues[-1].why = f": {worth:g} × {word} {factor}; {contra_text(st, on, factor)}"
    if pool_flow is not None:
        to, pooled = pool_flow
        if to == "player":
            out.dues.append(Due(T.POOL, p, pooled, "pool_ultimo", pool_rule))
            for o in opps if pool_excess else []:
                out.dues.append(Due(o, p, pool_excess, "pool_ultimo", R + "27.pool-contra"))
        else:
            out.dues.append(Due(p, T.POOL, pooled, "pool_ultimo", pool_rule))
    # -- a share of every win to the pool (galician-tarok/27.pool)
    pct = rules["pool_win_percent"] if rules["pool"] else 0
    if pct:
        net: dict[int | str, float] = {}
        for d in out.dues:
            if d.reason == "pool_ultimo":
                continue
            net[d.payer] = net.get(d.payer, 0) - d.amount
            net[d.payee] = net.get(d.payee, 0) + d.amount
        if st.share_of_items:
            # the other reading of "10 procent od każdej wygranej": of each sum a seat wins (the game
            # and every premium), not of its net (gd-spec12 c1; chosen where the record fits it)
            net = {}
            for d in out.dues:
                if d.reason != "pool_ultimo" and isinstance(d.payee, int):
                    net[d.payee] = net.get(d.payee, 0) + d.amount
        for s in sorted(k for k in net if isinstance(k, int)):
            if net[s] > 0:
                out.dues.append(Due(s, T.POOL, net[s] * pct / 100, "pool_share", R + "27.pool"))
    out.summary = {
        "points": {
            "player": pts,
            "helpers": T.count_points_in_thirds(theirs) if st.points_in_thirds else T.count_points(theirs),
        },
        "won": game_won,
        "by_points": by_points,
        "volat": volat,
        "purchase": ordinal,
        "forfeit": None
        if st.forfeit is None
        else {
            "side": st.forfeit[0],
            "seat": st.forfeit[1],
            "code": st.forfeit[2],
            "event": st.forfeit[3],
            # not claimed before the next deal (§31): reported, not applied (dispute-messages-4 a2)
            **({"applied": False} if st.forfeit_unclaimed else {}),
        },
        "ultimo": ultimo,
        "ultimo_announced": "pagat_ultimo" in ann_p,
        **note,
    }
    # the words of a payment a table will argue about (real-faults-near-slips-16 c2, c4)
    game_why = "; ".join(game_notes(st, out.summary))
    pool_why = pool_contra_note(st.rules, levels.get("pagat_ultimo", 1)) if forfeit != "player" else ""
    no_renonce = ultimo_no_renonce(st, out.summary)
    for d in out.dues:
        if d.reason in ("game", "volat") and d.contra is not None and not d.why:  # (the game's value)
            # the double that multiplies the game, named with who said it (dispute-messages-16 c2)
            said = contra_text(st, tuple(d.contra["targets"]), d.contra["factor"])
            d.why = f": {game_value_text(st, out.summary)}; {said}"
        if game_why and game_won and d.payee == p and d.reason in ("game", "volat"):
            d.why = f"{d.why or ': ' + game_value_text(st, out.summary)}; {game_why}"
        elif pool_why and d.reason == "pool_ultimo":
            d.rule, d.why = R + "27.pool-contra", pool_why
        if no_renonce and p in (d.payer, d.payee) and d.reason in ("game", "volat", "pagat_ultimo"):
            # the figure a table that called it a renonce disputes (dispute-messages-15 c8)
            said = d.why or (f": {game_value_text(st, out.summary)}" if d.reason != "pagat_ultimo" else "")
            d.why = f"{said}{'; ' if said else ': '}the announced pagat ultimo failed: {no_renonce}"
    return out


def ultimo_no_renonce(st: DealState, summary: dict[str, Any]) -> str:
    """galician-tarok/6.ultimo, §27b (dispute-messages-15 c8: a table called it a renonce, and nothing
    said it is none): the words of an ultimo the player announced without holding the pagat as play
    began; "" where he held it, the record cannot say, or his own fault lost the game."""
    p = st.player
    f = summary.get("forfeit")
    if (
        p is None
        or st.play_hands is None
        or T.PAGAT in st.play_hands[p]
        or "pagat_ultimo" not in st.announced.get(p, {})
        or (f and f["side"] == "player" and f.get("applied", True))
    ):
        return ""
    n = st.name(p)
    return (
        f'{n} announced it without the pagat, which is no renonce (§27b: "w tym wypadku renoncu nie ma"), '
        + (
            f'so the game {n} won counts for {n} ("ale gra, jeżeli ją wygrał … liczą się na jego korzyść")'
            if summary["won"]
            else "so the game is settled as played"
        )
    )


def game_value_text(st: DealState, summary: dict[str, Any]) -> str:
    """How the game's value comes about, in words (real-faults-near-slips-16 c3: "the game counts
    240" gave no factors): the base (points over or short of 33 times the contract's multiplier
    plus its addend, the consolation, or the volat) times the factors ``computed.game`` gives."""
    game = summary["game"]
    _, mult, add, vol = T.CONTRACTS[st.contract or "three"]
    pts, won, f = summary["points"]["player"], summary["won"], summary["forfeit"]
    applied = f is not None and f.get("applied", True)
    if game.get("volat"):
        base = f"the volat {vol:g}" + (" × 2 (announced)" if game["base"] == 2 * vol else "")
    elif applied and game["base"] == add and (f["side"] == "player") == summary["by_points"]:
        # the player at fault with his points, or the helpers at fault with the player short of 33
        base = f"the consolation {add:g}"
    else:
        d = f"{pts:g} − 33" if won else f"33 − {pts:g}"
        base = f"({d}) × {mult} + {add}"
    parts: list[str] = []
    # a lost game is paid times the purchase number (a won one only under contra_symmetric): said
    # where any factor applies, so "× purchase 1 × supracontra 8" shows the purchase was counted
    if (not won and st.contract != "solo" and game["contra"] * game["purchase"] > 1) or game["purchase"] > 1:
        parts.append(f"purchase {game['purchase']}")
    if game["contra"] > 1:
        parts.append(f"{T.LEVELS.get(game['contra'], 'contra')} {game['contra']}")
    if game.get("szpricer"):
        parts.append("2 (the king's szpricer, §26)")
    if not parts:
        return base
    if base.startswith("("):
        base = f"({base})"
    return " × ".join([base, *parts])


# the values whose figure a double multiplies (galician-tarok/17.contra-values): a wrong or missing
# payment of one so doubled (Due.contra) cites the double's rule (game.compare_payments); a lost
# game's own ground (a renonce, the consolation, the szpricer, the volat read against the player)
# keeps its own
CONTRA_VALUED = frozenset(
    R + r for r in ("18.game-value", "18.volat", "20.tarocks", "15.trull", "19.four-kings", "6.ultimo")
)


def contra_sayers(st: DealState, targets: tuple[str, ...], factor: int) -> list[tuple[str, list[int]]]:
    """Who said each double that ``factor`` counts on ``targets`` (contra, then recontra, then
    supracontra): (its word, the seats), as far as the doubles that stand tell (a void double the
    record's reading counts names no one)."""
    out: list[tuple[str, list[int]]] = []
    for level in (2, 4, 8):
        if level > factor:
            break
        if level == 2:
            seats = sorted({s for t in targets for s in st.doubled_by.get(t, set())})
        else:
            seats = sorted({st.raised_by[t][level] for t in targets if level in st.raised_by.get(t, {})})
        out.append((T.LEVELS[level], seats))
    return out


def contra_text(st: DealState, targets: tuple[str, ...], factor: int) -> str:
    """The doubles a payment's figure is multiplied by, in words (dispute-messages-16 c2: "the rules
    say Bożena pays Adam 102" never said that Czesław's contra doubled it): "Czesław's contra binds
    the whole side (§17)" (§17: "Każdy z pomagających może dać graczowi: contra"; the player pays
    "każdemu z pomagających i królowi podwójnie"). A double no standing call names: "the contra"."""
    on = "" if "game" in targets else f" on {T.PREMIUM_WORDS[targets[0]][0]}"
    said = [
        " and ".join(st.name(s) + "'s" for s in seats) + f" {word}" if seats else f"the {word}"
        for word, seats in contra_sayers(st, targets, factor)
    ]
    said[-1] += on
    chain = said[0] if len(said) == 1 else f"{', '.join(said[:-1])} and {said[-1]}"
    return f"{chain} {'binds' if len(said) == 1 else 'bind'} the whole side (§17)"


def contra_evidence(st: DealState, targets: tuple[str, ...], factor: int) -> dict[str, Any]:
    """A doubled payment's evidence (galician-tarok/17.contra-values): the targets, the factor
    applied, and the seats that said each double it counts."""
    return {
        "targets": list(targets),
        "factor": factor,
        **{word: seats for word, seats in contra_sayers(st, targets, factor)},
    }


def game_notes(st: DealState, summary: dict[str, Any]) -> list[str]:
    """Why a won game's figure is not what a table may count (real-faults-near-slips-16 c2): a
    recontra or supracontra left out (§17 "zawsze tylko w razie, gdy gracz przegra"), and who of
    the helpers pays when one of them lost the game by a renonce (option helper_renonce_pays)."""
    game = summary.get("game")
    if not isinstance(game, dict) or not summary["won"]:
        return []
    out: list[str] = []
    levels = doubled_levels(st)
    targets = ("game", "volat") if game.get("volat") else ("game",)
    level = max(levels.get(t, 1) for t in targets)
    if level > game["contra"]:
        out.append(f"the {T.LEVELS.get(level, 'contra')} counts only when the player loses (§17)")
    f = summary["forfeit"]
    if f and f["side"] == "helpers" and f.get("applied", True):
        out.append(
            "the helper at fault pays for the whole side (option helper_renonce_pays offender)"
            if st.rules["helper_renonce_pays"] == "offender"
            else "each helper pays their own share (option helper_renonce_pays side)"
        )
    return out


def pool_contra_note(rules: dict[str, Any], level: int) -> str:
    """Why the pool of a doubled ultimo is what it is (galician-tarok/27.pool-contra;
    real-faults-near-slips-16 c4: the record had the recontra reach the pool)."""
    if level < 2 or not rules.get("pool"):
        return ""
    word = T.LEVELS.get(level, "contra")
    if rules["contra_on_pool"]:
        return f": the {word} on the ultimo multiplies the pool as well (option contra_on_pool)"
    return (
        f': the {word} on the ultimo multiplies its 100, not the pool (§27 "Zwykle contra się do żydka '
        'nie odnosi"; option contra_on_pool)'
    )
