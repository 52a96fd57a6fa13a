"""Tarocchini behind the Game interface: Ottocento and Terziglio share the deal state and the count;
they differ in the deal, the widow, the auction and how a deal is scored."""

from __future__ import annotations

from abc import abstractmethod
from collections import Counter
from collections.abc import Iterator
from functools import partial
from itertools import chain
from typing import Any, ClassVar

from ...cards import TAROCCHINI, Card
from ...options import Options
from ...transcript import Deal, Event, Session, is_int, is_number
from ...verdict import TOLERANCE, WARNING, DealResult, Finding, Settlement, party_of, totals_carried
from ..base import (
    Annotator,
    Game,
    ProblemSink,
    Rotation,
    Step,
    fault_of_another,
    judged_from_due,
    unexpected_payment,
    unexpected_penalty,
    unknown_item_fields,
)
from . import tables as T
from .options import OTTOCENTO_OPTIONS, TERZIGLIO_OPTIONS
from .state import (
    BIDS,
    COUNTED_AS_HELD,
    OTTOCENTO,
    SCORES_NOTHING,
    TERZIGLIO,
    DealState,
)

OTTOCENTO_REASONS = ("declarations", "combinations", "card_points", "last_trick")
TERZIGLIO_REASONS = ("game_points",)
TARGET = 800  # tarocchini/ottocento.game
# tarocchini/terziglio.auction (not recorded): what a Terziglio record without a bid leaves unchecked
UNRECORDED = [
    "auction: not recorded (no bid at all); the play is checked, the auction is not",
    "contract and declarer: unknown, so the sides (the declarer against the two others) are unknown",
    "widow exchange: who may take and lay away is not checked (the cards taken must be in the widow, "
    "and as many laid away, none of 5 points, where the record gives both)",
    "deal scores: without the contract the deal cannot be scored (widow credit, game points)",
]

# the auction not recorded, but a seat exchanging with the widow: only a gioco declarer does
UNRECORDED_GIOCO = [
    "auction: not recorded (no bid at all); the seat that exchanges with the widow is taken as the "
    "gioco declarer (only a gioco declarer exchanges), and the bids and their order are not checked",
    "widow exchange: who may take and lay away is not checked (the cards taken must be in the widow, "
    "and as many laid away, none of 5 points, where the record gives both)",
]

_ITEM_HELP = (
    'A Tarocchini declaration item is {"kind": "cricca", "of": "tarocchi"|"kings"|"queens"|"knights"|"jacks", '
    '"count": 3|4} or {"kind": "sequence", "of": "trumps"|"moretti"|"aces", "length": N} or '
    '{"kind": "sequence", "of": "suit", "suit": "S"|"B"|"C"|"D", "length": N} (N at least 3).'
)


ITEM_FIELDS = {"cricca": {"kind", "of", "count"}, "sequence": {"kind", "of", "suit", "length"}}


def item_ok(it: Any) -> bool:
    if not isinstance(it, dict) or not all(isinstance(it.get(k), str) for k in ("kind", "of")):
        return False
    kind = it.get("kind")
    if kind == "cricca":
        return (
            set(it) == {"kind", "of", "count"}
            and it["of"] in T.CRICCHE
            and it["count"] in (3, 4)
            and (is_int(it["count"]))
        )
    if kind != "sequence":
        return False
    of = it.get("of")
    length = it.get("length")
    if not is_int(length) or length < 3:
        return False
    # no upper bound here: a run longer than the cards allow (a suit past 5, trumps past 16) is a
    # holding nobody has, a false declaration the replay reports, not a malformed record (diff8)
    if of == "suit":
        return set(it) == {"kind", "of", "suit", "length"} and it.get("suit") in tuple(T.SUITS)
    if of in ("trumps", "moretti", "aces"):
        return set(it) == {"kind", "of", "length"}
    return False


def game_points_text(computed: dict[str, Any], contract: str | None) -> str:
    """tarocchini/terziglio.game-points in words: who won, by what count, its rounding and doubling
    (dispute-messages-12 c2: a wrong score's figure, checked aloud)."""
    gp, winner = computed.get("game_points"), computed.get("winner")
    parts = computed.get("points")
    if gp is None or winner is None or not parts:
        return ""
    solo = contract == "solo"
    if computed.get("decided_by") == "all_tricks":
        return f"the {winner} took every trick: {gp} game points"
    loser = "opponents" if winner == "declarer" else "declarer"
    won, lost = parts[winner]["total"], parts[loser]["total"]
    q = rounded_game_points(won)
    return (
        f"the {winner} won the {contract or 'deal'} {won} to {lost}: {won} counts as {q * 50}, "
        f"{q} game point{'' if q == 1 else 's'}" + (f", doubled for the solo: {gp}" if solo else "")
    )


def rounded_game_points(points: int) -> int:
    """tarocchini/terziglio.game-points: down to a multiple of 50 unless less than 5 short of the next."""
    q, r = divmod(points, 50)
    if r > 45:
        q += 1
    return max(q, 0)


# tarocchini/deal.incomplete: the most ways of scoring a rest left out that are told apart (claims2)
ENDINGS_MOST = 32
ENDINGS_SESSION = 60_000  # positions a session's searches that tell endings apart may visit in all


def _reading_text(computed: dict[str, Any], base: dict[str, Any] | None = None, as_held: str = "") -> str:
    """How a reading of the deal's score differs from ``base``, the reading the deal is judged by
    (tarocchini/combo.sequences, play.matto, declare.items, score.card-points): only what differs is
    named (fresh-mainstream-11 c: a reading that differed in the Matto's exchange card was called
    "without gaps", as both were). ``as_held``: the words of the reading that counts a false item as
    far as the hand makes it (DealState.as_held_text)."""
    base = base or {}
    said = []
    for key, text in (
        (T.GAPLESS_KEY, "reading the runs without gaps"),
        (T.ACE_AFTER_GAP, "counting a suit's Ace (or the numbered trumps) after a gap"),
        (T.DOUBLE_ALL_KEY, "doubling every combination point once three of a class are made"),
    ):
        if computed.get(key) and not base.get(key):
            said.append(text)
    card = computed.get("matto_exchange_card")
    if card and card != base.get("matto_exchange_card"):
        said.append(f"if the card given for the Matto was {card}")
    # (real-faults-near-slips-20 c3: the false declaration counted as held was "another count …
    # of the combinations or of the odd pair's point")
    if as_held and computed.get("false_declarations_counted") and not base.get("false_declarations_counted"):
        said.append(as_held)
    off = (computed.get("widow") or {}).get("odd_pair_off")
    if off and base and off != (base.get("widow") or {}).get("odd_pair_off"):
        # tarocchini/score.card-points: whose count the odd pair's point comes off (fresh-mainstream-13 c2)
        said.append(f"with the odd pair's point off the {_side_count(off)} count")
    return (
        " and ".join(said)
        or "by another count the source allows, of the combinations or of the odd pair's point"
    )


def _side_count(side: str) -> str:
    """A Terziglio side's count, possessive: "opponents'", "declarer's"."""
    return f"{side}'" if side.endswith("s") else f"{side}'s"


class _Tarocchini(Game):
    variant: ClassVar[str]
    deck = TAROCCHINI
    digest: ClassVar[str] = "docs/rules/tarocchini.md"
    options: ClassVar[Options]
    reasons: ClassVar[tuple[str, ...]]

    # -- parse-time checks -------------------------------------------------------------
    def check_start(self, session: Session, problem: ProblemSink) -> None:
        self.check_start_keys(session, problem, ("totals",))
        totals = session.start.get("totals")
        if totals is None:
            return
        want = 2 if self.variant == OTTOCENTO else session.n
        what = (
            "two team totals (team0, team1)" if self.variant == OTTOCENTO else f"{want} totals, one per seat"
        )
        if not isinstance(totals, list) or len(totals) != want:
            problem("/start/totals", "bad_totals", f"start.totals must be {what}, whole numbers.")
            return
        for i, t in enumerate(totals):  # each bad one at its own pointer
            if not is_int(t):
                problem(
                    f"/start/totals/{i}",
                    "bad_totals",
                    f"start.totals holds whole numbers of at most 10^12 either way, not {t!r}.",
                )

    def check_event(self, ev: Event, ptr: str, n: int, problem: ProblemSink) -> None:
        t = ev.type
        d = ev.data
        if t == "play":
            if "named" in d:
                problem(f"{ptr}/named", "bad_value", "A Tarocchini play names nothing.")
        elif t == "declare":
            items = d.get("items")
            if not isinstance(items, list):
                problem(f"{ptr}/items", "bad_value", "declare items must be a list ([] declares nothing).")
                return
            for i, it in enumerate(items):
                extra = unknown_item_fields(
                    it, ITEM_FIELDS, f"{ptr}/items/{i}", problem, "item", " " + _ITEM_HELP
                )
                if not extra and not item_ok(it):
                    problem(f"{ptr}/items/{i}", "bad_value", _ITEM_HELP)
        elif t == "bid":
            if d.get("bid") not in BIDS:
                problem(f"{ptr}/bid", "bad_bid", 'A Terziglio bid is "pass", "gioco" or "solo".')
        elif t == "redeal":
            if d.get("reason") != "monte":
                problem(f"{ptr}/reason", "bad_value", 'The only Tarocchini redeal is reason "monte".')
        elif t == "call":
            if d.get("call") != "signal":
                problem(
                    f"{ptr}/call", "bad_value", 'The only Tarocchini call is "signal" (tarocchini/signals).'
                )
        elif t in ("take", "discard"):
            if not ev.cards:
                # a take of nothing is no act: the record leaves the event out
                problem(
                    f"{ptr}/cards",
                    "bad_value",
                    f"A {t} names at least one card; where nothing was {'taken' if t == 'take' else 'laid away'}, leave the event out.",
                )
        elif t == "penalty" and not (isinstance(ev.party, int) or ev.party in ("team0", "team1")):
            problem(f"{ptr}/party", "bad_party", "A penalty names a seat (or, in Ottocento, team0 or team1).")
        elif t in ("score", "total"):
            party = ev.party
            if self.variant == OTTOCENTO and isinstance(party, int) and 0 <= party < n:
                # tarocchini/ottocento.sheet-seat: the side scores (the source counts by partners); a
                # line a scorer wrote against a seat is its partnership's (the replay notes it)
                ev.party = f"team{party % 2}"
            elif self.variant == OTTOCENTO and party not in ("team0", "team1"):
                problem(
                    f"{ptr}/party",
                    "bad_party",
                    "Ottocento scores and totals are per team: team0 or team1 (or a seat, for its team).",
                )
            elif self.variant == TERZIGLIO and not isinstance(party, int):
                problem(f"{ptr}/party", "bad_party", "Terziglio scores and totals are per seat.")
            if t == "score" and "reason" in d and d["reason"] not in self.reasons:
                problem(f"{ptr}/reason", "bad_value", f"A score reason is one of: {', '.join(self.reasons)}.")
            if not is_number(ev.points):  # a fraction is a number: a wrong score, judged as one
                problem(f"{ptr}/points", "bad_value", "Points are a number.")

    @staticmethod
    def _monte_only(deal: Deal) -> bool:
        return bool(deal.events) and all(ev.type in ("redeal", "score", "total") for ev in deal.events)

    def due_dealers(self, session: Session) -> dict[int, int]:
        """tarocchini/deal.dealer-rotation: for each deal whose written dealer is not the one due
        (by the replay's own Rotation), the dealer due. Derived once per session; a deal judged
        from the dealer due passes the rotation on from him, as in the replay (diff10 twofault A2)."""
        cached = session.derived.get("tarocchini_due_dealers")
        if cached is None:
            rotation = Rotation()
            n = session.n
            cached = {}
            for deal in session.deals:
                due = rotation.check(deal.dealer, lambda s: (s + 1) % n)
                if due is not None:
                    judged = rotation.judged(due, partial(self.fits_as_due, deal, n))
                    cached[deal.index] = due if judged is None else judged
            session.derived["tarocchini_due_dealers"] = cached
        return cached  # type: ignore[no-any-return]

    def holds_extra(self, deal: Deal) -> int | None:
        """Ottocento, hands given and no talon: the seat holding the dealer's 17 when every other
        holds 15 (None otherwise)."""
        if self.variant != OTTOCENTO or deal.hands is None or deal.talon:
            return None
        seventeen = [s for s, h in enumerate(deal.hands) if len(h) == 17]
        if len(seventeen) != 1 or any(len(h) != 15 for s, h in enumerate(deal.hands) if s != seventeen[0]):
            return None
        return seventeen[0]

    def fits_dealer(self, deal: Deal, dealer: int, n: int) -> tuple[bool, bool]:
        """Whether the deal's own record fits ``dealer``: who holds the extra cards (Ottocento), who
        takes and lays away first (the Ottocento dealer), who bids first (the Terziglio eldest), the
        monte calls in order from the eldest, who leads the first card. (fits, anything to judge by)."""
        eldest = (dealer + 1) % n
        signals: list[bool] = []
        extra = self.holds_extra(deal)
        if extra is not None:
            signals.append(extra == dealer)
        calls = [ev.seat for ev in deal.events if ev.type == "redeal" and ev.seat is not None]
        if calls:
            at = [(s - eldest) % n for s in calls]
            signals.append(all(a < b for a, b in zip(at, at[1:], strict=False)))
        kinds = ("take", "discard") if self.variant == OTTOCENTO else ("bid",)
        first = next((ev.seat for ev in deal.events if ev.type in kinds), None)
        if first is not None:
            signals.append(first == (dealer if self.variant == OTTOCENTO else eldest))
        lead = next((ev.seat for ev in deal.events if ev.type == "play"), None)
        if lead is not None:
            signals.append(lead == eldest)
        return all(signals), bool(signals)

    def fits_as_due(self, deal: Deal, n: int, due: int) -> bool:
        """Whether only the deal's dealer field is wrong, its record following ``due`` (judged_dealer)."""
        return self.judged_dealer(deal, due, n) == due

    def judged_dealer(self, deal: Deal, due: int | None, n: int) -> int:
        """tarocchini/deal.dealer-rotation (diff9 tarocchini-knockon A6): the dealer a deal is judged
        from. Only the dealer field is wrong when the deal's own record fits the dealer due by the
        rotation and not the one written (the Ottocento 17 cards in his hand alone decide it): the
        deal is judged from the dealer due, and the `wrong_dealer` is its one finding."""
        if due is None or due == deal.dealer:
            return deal.dealer
        extra = self.holds_extra(deal)
        if extra is not None:
            return due if extra == due else deal.dealer
        fits_due, shown = self.fits_dealer(deal, due, n)
        if shown and fits_due and not self.fits_dealer(deal, deal.dealer, n)[0]:
            return due
        return deal.dealer

    # -- replay --------------------------------------------------------------------------
    def rebuild(self, deal: Deal, n: int, dealer: int | None = None) -> list[list[Card]]:
        """A play-only record: each hand as dealt from the cards its seat plays, lays away and takes."""
        # The deck holds one copy of each card: a card is rebuilt into the hand of the first seat
        # that plays or lays it away, never twice, so a second play of it is a card_not_in_hand
        # (tarocchini/play.card-in-hand). The Ottocento widow, when given, is the dealer's (taken at
        # the first lead), so it is in no hand as dealt.
        hands: list[Counter[Card]] = [Counter() for _ in range(n)]
        taken: list[Counter[Card]] = [Counter() for _ in range(n)]
        # the Terziglio widow, when given, is in no hand as dealt either: a widow card goes only to a
        # seat the record has take it (its play by any other seat is a card_not_in_hand) — when the
        # record shows the exchange: a take written, or a solo won (no exchange at all); otherwise a
        # widow card is taken as the one who plays it took it (terziglio.exchange, not recorded)
        calls = [
            (ev.seat, ev.get("bid")) for ev in deal.events if ev.type == "bid" and ev.get("bid") != "pass"
        ]
        shown = any(ev.type == "take" for ev in deal.events) or (bool(calls) and calls[-1][1] == "solo")
        took = [
            {c for ev in deal.events if ev.type == "take" and ev.seat == s for c in ev.cards}
            for s in range(n)
        ]
        talon = set(deal.talon or [])
        if deal.talon is None:
            # diff8 A1: the widow left out, the take written names its cards (the Ottocento dealer's)
            talon = {c for ev in deal.events if ev.type == "take" for c in ev.cards}
            if self.variant == OTTOCENTO:
                talon = set(took[deal.dealer if dealer is None else dealer])
        gioco = self.variant == TERZIGLIO and bool(calls) and not shown and calls[0][0] is not None
        if gioco and talon:
            # diff8 A2: a gioco, the exchange not written: only its declarer (the first gioco, a later
            # one being no higher) can have taken widow cards
            d = calls[0][0]
            assert d is not None
            if 0 <= d < n:
                took[d] |= talon
        widow = talon if self.variant == OTTOCENTO or shown or gioco else set()
        seen: set[Card] = set(widow)
        claimed: set[Card] = set()
        for ev in deal.events:
            if ev.seat is None or not 0 <= ev.seat < n:
                continue
            if ev.type == "play" and ev.card is not None:
                cards: tuple[Card, ...] = (ev.card,)
            elif ev.type == "discard":
                cards = tuple(ev.cards)
            else:
                if ev.type == "take":
                    taken[ev.seat].update(ev.cards)
                continue
            for c in cards:
                mine = self.variant == TERZIGLIO and c in widow and c in took[ev.seat] and c not in claimed
                if c not in seen or mine:
                    seen.add(c)
                    claimed.add(c)
                    hands[ev.seat][c] += 1
        return [list((hands[s] - taken[s]).elements()) for s in range(n)]

    @staticmethod
    def discard_unwritten(st: DealState, deal: Deal) -> bool:
        """tarocchini/ottocento.discard, terziglio.exchange (not recorded): at the first lead the
        dealer (the gioco declarer who took widow cards) has laid nothing away and the record writes
        no discard of his at all. A take or declarations written beside it do not make it missing;
        only a discard of his the record writes after the first lead says he had not laid away by
        then (missing_discard)."""
        if st.variant == OTTOCENTO:
            seat: int | None = st.dealer
        elif st.declarer is not None and st.contract == "gioco" and st.taken and not st.unrecorded:
            seat = st.declarer
        else:
            return False
        return st.discard is None and not any(ev.type == "discard" and ev.seat == seat for ev in deal.events)

    @staticmethod
    def take_unwritten(st: DealState, deal: Deal) -> bool:
        """tarocchini/terziglio.exchange (not recorded): a gioco declarer whose record writes neither
        a take nor a discard of his: what he took is what the plays show (infer_take)."""
        d = st.declarer
        if d is None or st.contract != "gioco" or st.unrecorded or st.taken:
            return False
        return not any(ev.type in ("take", "discard") and ev.seat == d for ev in deal.events)

    def play_out_rest(self, st: DealState, deal: Deal, result: DealResult, session: Session) -> list[Finding]:
        """The tricks the record leaves out, played out at the record's last event where every legal
        way of playing them gives each side the same cards, last trick and tricks (one card left in
        each hand: the forced last trick); where the endings differ and the sheet writes the deal's
        scores, the ending those scores fit, or come nearest (claims2 A3, A4: a score no ending
        gives is wrong by every one); nothing otherwise."""
        written: dict[Any, float] = {}
        for ev in deal.events:
            if ev.type == "score" and ev.party is not None:
                written[ev.party] = written.get(ev.party, 0) + (ev.points or 0)
        lines = st.ending_lines(1)
        if lines is None and written:  # they differ: told apart within the session's allowance
            allowance = session.derived.setdefault("endings_allowance", [ENDINGS_SESSION])
            lines = st.ending_lines(ENDINGS_MOST, allowance=allowance)
        if lines is None:
            return []
        left = st.hand_size - st.trick_number
        if len(lines) == 1:
            ending = lines[0]
            note = (
                "the last trick: not in the record, and forced (one card left in each hand): played out "
                "from the hands"
                if left == 1
                else f"the last {left} tricks: not in the record; every legal way of playing them gives each "
                "side the same cards, last trick and tricks, so they are played out from the hands"
            )
        else:

            def misfits(line: list[tuple[int, Card]]) -> int:
                trial = st.clone_for_play()
                for seat, card in line:
                    trial.play(seat, card, -1)
                    if len(trial.table) == trial.trick_size:
                        trial.close_trick()
                expected = self.score(trial, "played")[0]
                return sum(p not in expected or abs(v - expected[p]) > TOLERANCE for p, v in written.items())

            counts = [misfits(line) for line in lines]
            ending = lines[counts.index(min(counts))]
            note = (
                f"the last {left} tricks: not in the record; the legal ways of playing them end in "
                f"{len(lines)} different ways, and the sheet's scores "
                + (
                    "are those of one of them, so the deal is played out by it"
                    if not min(counts)
                    else "are those of none: the deal is played out by the one they come nearest"
                )
            )
        at = deal.events[-1].index
        out: list[Finding] = []
        for seat, card in ending:
            out += st.play(seat, card, at)
            if len(st.table) == st.trick_size:
                st.close_trick()
        result.unchecked.append(note)
        return out

    @staticmethod
    def plays_by_seat(deal: Deal, n: int) -> list[Counter[Card]]:
        played: list[Counter[Card]] = [Counter() for _ in range(n)]
        for ev in deal.events:
            if ev.type == "play" and ev.seat is not None and ev.card is not None and 0 <= ev.seat < n:
                played[ev.seat][ev.card] += 1
        return played

    def replay(self, session: Session) -> Iterator[Step]:
        n = session.n
        names = session.players
        rules = session.rules
        ottocento = self.variant == OTTOCENTO
        parties: list[Any] = ["team0", "team1"] if ottocento else list(range(n))
        start = session.start.get("totals") or [0] * len(parties)
        by_rules = {p: start[i] for i, p in enumerate(parties)}
        carried = dict(by_rules)
        games_won: list[dict[str, Any]] = []
        new_game = False  # the deal before won the game: this deal's totals start again from 0
        # the sheet's totals as written when the game was won, and whether they showed the win: a
        # table that carries them on instead of starting from 0 is one finding (ottocento-2faults-
        # fragments c13), none where a slip in them hid the win (it is reported already: c11)
        ended_at: dict[Any, Any] | None = None
        end_hidden = False
        # the sheet's own totals showed a win the rules' do not (a slip faked it): a table that starts
        # a new game from there is no second finding (ottocento-multi-game a 08, a 10)
        end_faked = False
        # real-faults-near-slips-15 c: the sheet's slips of this game so far (deal, event, party), and
        # the words for a false 800 they made, for the deal whose new game rests on it
        slips: list[tuple[int, int | None, Any, str]] = []
        faked: str | None = None
        # the sheet carries a game the rules finished on (reported, or hidden by its own slip): its
        # totals past 800 are that game's, not a false 800 of this one
        sheet_in_old_game = False
        rotation = Rotation()
        # tarocchini/terziglio.auction (not recorded): after a deal that could not be scored the totals by
        # the rules are unknown; a party's running total is unknown until the record writes one
        rules_unknown = False
        unknown: set[Any] = set()
        narrate = session.narrate
        # tarocchini/combo.sequences (the gapless reading): one table reads the runs one way all
        # session; set by the first deal whose sheet tells the two apart ("strict" or "gapless")
        runs_read: str | None = None
        for deal in session.deals:
            result = DealResult(deal.index)

            annotate = Annotator(result)

            known = deal.hands is not None
            due_dealer = rotation.check(deal.dealer, lambda s: (s + 1) % n)
            # diff9 tarocchini-knockon A6: only the dealer field wrong: judged from the dealer due (of
            # the seats due, the one the record follows; he dealt, and the rotation passes on from
            # him: diff10 twofault A2)
            judged = rotation.judged(due_dealer, partial(self.fits_as_due, deal, n))
            if judged is not None:
                due_dealer = judged
            dealer = self.judged_dealer(deal, due_dealer, n)
            hands = deal.hands if deal.hands is not None else self.rebuild(deal, n, dealer)
            st = DealState(self.variant, n, dealer, hands, list(deal.talon or []), rules, names, known)
            st.record = deal.events
            # a play-only record that leaves the widow out: it is unknown, not empty (a take shows it)
            st.widow_unknown = not known and deal.talon is None
            # tarocchini/terziglio.auction (not recorded): a Terziglio deal without one bid
            # (a deal of monte calls alone is thrown in, not an auction left out: session-spec (a1))
            if (
                not ottocento
                and not any(ev.type == "bid" for ev in deal.events)
                and not self._monte_only(deal)
            ):
                st.auction_unrecorded(deal.events, known)
                result.unchecked += UNRECORDED if st.declarer is None else UNRECORDED_GIOCO
                if st.unsure:
                    who = ", ".join(names[s] for s in sorted(st.unsure))
                    result.unchecked.append(
                        f"cards in hand of {who}: the widow exchange is not recorded, so a card is taken as "
                        "held only where the seat plays it later; declarations are checked in full only when "
                        "the deal is played out (before that, only where the record proves an item false)"
                    )
            exact = known and not st.unsure  # every hand at the first lead fixed by the record
            unscored = st.unrecorded and st.declarer is None
            if unscored or rules_unknown:
                result.unchecked.append(
                    "running totals by the rules: "
                    + ("this deal" if unscored else "an earlier deal of the session")
                    + " could not be scored (a total written is taken as the new start)"
                )
            yield Step(
                "deal",
                deal.index,
                text=(
                    f"Deal {deal.index + 1}, dealer {names[deal.dealer]}. "
                    + (
                        "; ".join(f"{names[s]}: {' '.join(c.code for c in h)}" for s, h in enumerate(hands))
                        if known
                        else "hands not recorded (play-only record)"
                    )
                    # the widow, as dealt (dispute-messages-12 c5: what a widow dispute turns on)
                    + (f"; widow: {' '.join(c.code for c in deal.talon)}" if deal.talon else "")
                )
                if narrate
                else "",
                data={"dealer": deal.dealer},
            )
            if due_dealer is not None:
                # only the dealer field wrong (the deal is judged from the dealer due): say so
                # (replay-narrative-2 a)
                field = dealer == due_dealer != deal.dealer
                yield annotate(
                    Finding(
                        "wrong_dealer",
                        "tarocchini/deal.dealer-rotation",
                        (
                            f"The dealer is written {names[deal.dealer]}, but the deal passes to "
                            f"{names[due_dealer]}, the next player after {names[(due_dealer - 1) % n]}"
                            + judged_from_due(names[due_dealer], "the hands and the first acts")
                            if field
                            else f"{names[deal.dealer]} dealt, but the deal passes to {names[due_dealer]}, the "
                            f"next player after {names[(due_dealer - 1) % n]}."
                        ),
                        {
                            "dealer": deal.dealer,
                            "expected": due_dealer,
                            **({"judged_from": dealer} if field else {}),
                        },
                        deal.dealer,
                    ),
                    None,
                )
            if not known:
                result.unchecked.append(
                    "hands not recorded: rebuilt from the plays; only what the record proves is checked"
                )
            scores_seen: dict[Any, list[Event]] = {}
            totals_seen: list[Event] = []
            thrown_flagged = False
            for ev in deal.events:
                t = ev.type
                seat = ev.seat
                findings: list[Finding] = []
                text = ""
                if t in ("score", "total"):
                    (scores_seen.setdefault(ev.party, []) if t == "score" else totals_seen).append(ev)
                    seat_line = ev.get("party")
                    if isinstance(seat_line, int) and seat_line != ev.party:
                        result.unchecked.append(
                            f"event {ev.index}: the {t} written for {names[seat_line]} (seat {seat_line}) "
                            f"is counted for {ev.party}, the partnership (tarocchini/ottocento.sheet-seat)"
                        )
                    if narrate:
                        who = ev.party if isinstance(ev.party, str) else names[ev.party]  # type: ignore[index]
                        why = f" for {str(ev.get('reason')).replace('_', ' ')}" if ev.get("reason") else ""
                        text = (
                            f"Score sheet: {who} {'scores' if t == 'score' else 'total'} {ev.points:g}{why}."
                        )
                    if narrate:
                        yield Step("event", deal.index, ev.index, text)
                    continue
                if t == "penalty":
                    yield annotate(
                        unexpected_penalty(
                            ev,
                            names[ev.party] if isinstance(ev.party, int) else str(ev.party),
                            "tarocchini/score.recorded-penalty",
                            "Tarocchini has no penalties: a fault is annotated and the deal scored as played"
                            + fault_of_another(ev, result.annotations, names),
                        ),
                        ev.index,
                    )
                    continue
                if t == "payment":
                    yield annotate(
                        unexpected_payment(
                            ev,
                            names[ev.payer] if isinstance(ev.payer, int) else str(ev.payer),
                            names[ev.payee] if isinstance(ev.payee, int) else str(ev.payee),
                            "tarocchini/score.recorded-payment",
                            "Tarocchini is scored in points; its rules pay nothing",
                        ),
                        ev.index,
                    )
                    continue
                assert seat is not None
                if t == "redeal":
                    ahead: set[int] = set()
                    for later in deal.events[ev.index + 1 :]:
                        if later.type != "redeal" or later.seat is None:
                            break
                        ahead.add(later.seat)
                    findings = st.monte(seat, ev.index, frozenset(ahead))
                    text = f"{names[seat]} asks for monte."
                elif t == "call":  # a signal to the partner (tarocchini/signals)
                    findings = st.signal(seat)
                    text = f"{names[seat]} signals to their partner."
                elif st.thrown_in:
                    if not thrown_flagged:
                        thrown_flagged = True
                        monte = len(st.monte_calls) == st.n  # thrown in by the monte, else all passed
                        rule = "tarocchini/monte.redeal" if monte else "tarocchini/terziglio.all-pass"
                        findings = [
                            Finding(
                                "deal_thrown_in",
                                rule,
                                f"{names[seat]} went on with a deal that was thrown in "
                                f"({'monte' if monte else 'every player passed'}); the next player deals.",
                                {"event_type": t},
                                seat,
                            )
                        ]
                    text = f"{names[seat]}: {t} (the deal was thrown in)."
                else:
                    st.begin()
                    if t == "bid":
                        text = f"{names[seat]} bids {ev.get('bid')}."
                        findings = st.bid(seat, ev.get("bid"), ev.index)
                    elif t == "take":
                        if not ottocento:
                            findings = st.require_auction(seat, "widow")
                        if narrate:
                            text = f"{names[seat]} takes {' '.join(c.code for c in ev.cards)}."
                        findings += st.take(seat, ev.cards, ev.index)
                    elif t == "discard":
                        if not ottocento:
                            findings = st.require_auction(seat, "widow")
                        if narrate:
                            text = f"{names[seat]} lays away {' '.join(c.code for c in ev.cards)}."
                        findings += st.discard_cards(seat, ev.cards, ev.index)
                    elif t == "declare":
                        if not ottocento:
                            findings = st.require_auction(seat, "declarations")
                        items = ev.get("items") or []
                        if narrate:
                            text = (
                                f"{names[seat]} declares "
                                + (", ".join(T.item_text(i) for i in items) if items else "nothing")
                                + "."
                            )
                        findings += st.declare(seat, items, ev.index)
                    elif t == "play":
                        assert ev.card is not None
                        if st.plays == 0:
                            if not ottocento:
                                findings = st.require_auction(seat, "first lead")
                            if st.thrown_in:
                                thrown_flagged = True
                                findings.append(
                                    Finding(
                                        "deal_thrown_in",
                                        "tarocchini/terziglio.all-pass",
                                        f"{names[seat]} led although every player passed; the deal is "
                                        f"thrown in and the next player deals.",
                                        {"event_type": t},
                                        seat,
                                    )
                                )
                            else:
                                if exact and not ottocento and self.take_unwritten(st, deal):
                                    # tarocchini/terziglio.exchange (not recorded): the widow cards he plays
                                    result.unchecked += st.infer_take(deal.events)
                                if exact and self.discard_unwritten(st, deal):
                                    # tarocchini/ottocento.discard, terziglio.exchange (not recorded):
                                    # inferred from the cards never played, or unknown
                                    if ottocento:
                                        result.unchecked += st.infer_discard(deal.events)
                                    else:
                                        result.unchecked += st.infer_exchange(deal.events)
                                if exact:  # a play-only record need not give the discard
                                    findings += st.check_discard_made(ev.index)
                                    findings += st.check_declarations()
                                    st.kept = [Counter(h) for h in st.hands]  # as at the first lead
                                else:
                                    result.unchecked += st.keep_rebuilt_hands(self.plays_by_seat(deal, n))
                                findings += st.check_inferred_discard()
                        if not st.thrown_in:
                            if narrate:  # the text of every card, only where it is shown
                                text = f"{names[seat]} plays {ev.card}{st.matto_excuse(seat, ev.card)}."
                            findings += st.play(seat, ev.card, ev.index)
                if narrate:
                    yield Step("event", deal.index, ev.index, text)
                for f in findings:
                    yield annotate(f, ev.index)
                short, st.short_closed = st.short_closed, None  # the trick before, closed short at this lead
                if t == "play" and not st.thrown_in and (short is not None or len(st.table) == st.trick_size):
                    rec = st.close_trick() if short is None else short
                    if narrate:
                        sat = ""
                        if "sat_out" in rec:  # a seat a card short (a second card taken into a trick)
                            out = " and ".join(names[s] for s in rec["sat_out"])
                            sat = f"; {out}, with no card left, {'sits' if len(rec['sat_out']) == 1 else 'sit'} it out"
                        yield Step(
                            "note",
                            deal.index,
                            ev.index,
                            f"Trick {rec['trick']} ({' '.join(rec['cards'])}) won by {names[rec['winner']]} "
                            f"with {rec['winning_card']}{st.moretti_tie(rec)}{sat}.",
                            data=rec,
                        )
            # -- end of the deal
            # a party's parts written and then their sum on a line naming no reason (as scorers do:
            # tarocchini-sheet-edges probe 4): the sum line repeats the parts, which are judged
            for p, evs in scores_seen.items():
                parts = [ev for ev in evs if ev.get("reason") not in (None, "game_points")]
                sums = [ev for ev in evs if ev.get("reason") in (None, "game_points")]
                if (
                    parts
                    and sums
                    and sum(ev.points or 0 for ev in sums) == sum(ev.points or 0 for ev in parts)
                ):
                    scores_seen[p] = parts
            if exact and st.kept is not None and not st.thrown_in and not st.played_out and deal.events:
                # tarocchini/deal.incomplete: a record that stops before the last trick with one card
                # left in each hand yet to play to it: those cards are forced, so the deal is played
                # out from the hands (ottocento-spec a1), as in Galician (galician-tarok/14.counting);
                # so is a longer rest that every legal ending plays alike (claims a2)
                for f in self.play_out_rest(st, deal, result, session):
                    yield annotate(f, deal.events[-1].index)
            if not st.thrown_in and self._monte_only(deal):
                # tarocchini/monte.redeal (ruling): a record of nothing but monte calls, even calls
                # that had no effect (monte off, out of turn), shows a deal the table threw in
                st.thrown_in = True
                unscored = False
            # tarocchini/terziglio.auction (diff7 A4): a record that ends inside the auction has cut it
            # short; the players still to speak would do so in the part left out (incomplete_deal)
            if st.thrown_in:
                complete, mode = True, "thrown_in"
            elif st.played_out:
                complete, mode = True, "played"
            else:
                complete, mode = False, "incomplete"
            if not known and st.kept is None and not st.thrown_in and st.plays == 0:
                # diff8 A6: no play kept: the declarations are still judged against what the record
                # places (the widow, the discard), each hand open
                st.kept = [Counter(h) for h in st.hands]
            if not st.declarations_checked and not st.thrown_in and (exact or (known and st.played_out)):
                for f in st.check_declarations():
                    yield annotate(f, None)
            elif not st.declarations_checked and not st.thrown_in and st.kept is not None:
                # tarocchini/declare.items: the deal stops short and some hands are not known; an
                # item is false where the cards it needs are proved another's, else taken as made
                open_hands = st.open_hands()
                if open_hands and st.declarations:
                    result.unchecked.append(
                        "declarations of "
                        + ", ".join(names[s] for s in sorted(open_hands))
                        + ": the record does not show the whole hand; an item is false only where cards "
                        "it needs are shown in another seat's hand, laid away, or in a widow they could not take"
                    )
                for f in st.check_declarations(open_hands):
                    yield annotate(f, None)
            if not st.declarations_checked:
                st.accept_unchecked_declarations()
            # the game's totals before this deal, as far as known (tarocchini/ottocento.game)
            before = self.standing(by_rules, carried, rules_unknown, unknown)
            # tarocchini/combo.sequences (either reading): the deal is read with the additional cards
            # after a gap too (a suit's Ace, the numbered trumps), where that changes its score; the
            # engine's reading first, unless a declaration is true only in the other: the table's
            # declaration shows its reading (tarocchini-fresh-5 p10: Angel, Bagatto, Moon, 16 declared
            # as four scored nothing, unannotated). A Terziglio deal reads the trumps so only where a
            # declaration does (T.SUIT_ACE): its game points in steps of 50 would let a long run explain a slip
            ace_read = T.ACE_READ if ottocento or st.trumps_gap_declared() else T.SUIT_ACE
            run_readings: tuple[int, ...] = (ace_read, T.STRICT) if st.ace_differs() else (T.STRICT,)
            if ottocento and st.plays == 0 and not st.thrown_in and before is not None:
                reach = []
                for run_reading in run_readings:
                    st.reading = run_reading
                    declared = st.declared_points()
                    if any(before[p] + declared[p] >= TARGET for p in parties):
                        reach.append(run_reading)
                st.reading = T.STRICT
                if reach:
                    # won on declarations; where only in the Ace-counted reading, the record is read so
                    complete, mode = True, "declarations"
                    run_readings = tuple(r for r in run_readings if r in reach)
            cut_short = not complete  # (the replay says so, not "Deal over": play-only-messages-2 a3)
            if not complete:
                result.unchecked.append("deal scores: the deal was not played out in the record")
                yield annotate(
                    Finding(
                        "incomplete_deal",
                        "tarocchini/deal.incomplete",
                        f"The record holds {st.trick_number} complete trick{'' if st.trick_number == 1 else 's'} of {st.hand_size}; the deal's "
                        f"scores cannot be checked.",
                        {"tricks": st.trick_number, "expected": st.hand_size},
                        severity=WARNING,
                    ),
                    None,
                )
            if st.discard_unknown and complete and mode == "played":
                # tarocchini/ottocento.discard (exchange not recorded): the discard's points are unknown
                unscored = True
                result.unchecked.append(
                    "deal scores: the discard, which counts for a side, is not known (a total written "
                    "is taken as the new start)"
                )
            if unscored and not st.thrown_in:
                complete = False  # played, or not: nothing is scored
                mode = "unrecorded_auction" if st.unrecorded else "unrecorded_exchange"
            # diff7 A3, A6: an Ottocento deal the record stops in the play has its declarations over
            # (a later one is late) and, every kept hand known, judged in full: they are fixed
            declarations_fixed = (
                ottocento
                and mode == "incomplete"
                and st.plays > 0
                and ((exact and not st.hand_unknown) or not known)  # diff8 A4: play-only too
                and any(ev.type == "declare" for ev in deal.events)
            )
            # tarocchini/declare.timing (not recorded): a deal played out without one declare event,
            # the kept hands known: each seat declared what its hand holds, or nothing
            assumptions: list[dict[int, list[dict[str, Any]]] | None] = [None]
            declarations_assumed = False  # scored on declarations the record does not write
            if (
                complete
                and mode == "played"
                and st.kept is not None
                and not st.hand_unknown
                and not any(ev.type == "declare" for ev in deal.events)
            ):
                assumptions = self.declaration_readings(st)
                declarations_assumed = True
                result.unchecked.append(
                    "declarations: not recorded; the deal is scored with each player declaring what their hand "
                    "holds, and a sheet is right too where it fits some players declaring nothing"
                )
            expected: dict[Any, int] = {}
            by_the_rules: dict[Any, int] = {}  # (the deal's own reading, where a sheet reads it otherwise)
            odd_pair_fit = ""  # (Terziglio: the odd pair's side, as the sheet fits it where that decides)
            computed: dict[str, Any] = {}
            chosen = assumptions[0]
            if complete:
                if mode not in ("played", "declarations") or (not ottocento and st.declarer is None):
                    run_readings = (T.STRICT,)  # nothing is counted
                else:
                    if (
                        mode == "played"
                        and run_readings == (T.STRICT,)
                        and st.ace_counts(assumptions != [None], ace_read)
                    ):
                        run_readings = (T.STRICT, ace_read)
                    if st.gap_declared():
                        runs_read = "strict"  # a run with a gap declared: the table counts them
                    if (
                        (scores_seen or totals_seen)
                        and runs_read != "gapless"
                        and ace_read == T.SUIT_ACE
                        and mode == "played"
                        and st.ace_counts(False, T.ACE_READ)
                    ):
                        # Terziglio: the numbered trumps after a missing grande too, for a sheet that
                        # fits them as the gapless reading's test below asks (terziglio-auction-fresh (c))
                        run_readings = (*run_readings, T.ACE_READ)
                        st.trumps_tried = True
                    if (scores_seen or totals_seen) and runs_read != "strict":
                        # the runs without gaps last (tried only where the sheet fits none before);
                        # on Terziglio only where it changes the winner or fits every line (below). A table whose sheet
                        # has shown it counts them so reads them so first (tarocchini-spec9 a1: a
                        # slip that both readings find once went to the reading it does not use)
                        if runs_read == "gapless":
                            # as "strict" holds a table to the runs with gaps (tarocchini-spec10 a1:
                            # a deal scored with gaps after one scored without passed clean)
                            run_readings = (T.GAPLESS,)
                        else:
                            run_readings = (*run_readings, T.GAPLESS)
                # the readings the rules leave open (the unrecorded declarations, the odd pair's point,
                # the suit's Ace after a gap): the first is the deal's; a sheet that fits another is right
                readings = self.readings(st, mode, assumptions, run_readings)
                chosen, expected, computed = next(readings)
                by_the_rules = expected  # the deal's own reading: what a sheet-read deal says beside it
                tied = [(expected, computed)]  # the readings the sheet fits equally (equally badly)
                if scores_seen or totals_seen:
                    sheet = (names, scores_seen, totals_seen, carried, by_rules, unknown)
                    # the reading the sheet fits best (diff7 A5: a total wrong on its own, or left open
                    # by a deal cut short, does not decide how the deal's score is read)
                    first_wrong = self.wrong_lines(*sheet, expected, computed)
                    fewest = len(first_wrong)
                    winner = computed.get("winner")
                    # (fewest is read before the next reading is drawn: drawing one scores the deal)
                    score_lines = {ev.index for evs in scores_seen.values() for ev in evs}
                    while fewest and (reading := next(readings, None)) is not None:
                        here = self.wrong_lines(*sheet, reading[1], reading[2])
                        if (
                            not ottocento
                            and reading[2].get(T.GAPLESS_KEY)
                            and reading[2].get("winner") == winner
                            and not here <= first_wrong
                        ):
                            # Terziglio's game points in steps of 50 would let the gapless count
                            # explain a slip of one game point; a winner changed it cannot
                            # (tarocchini-spec2 S1), nor a sheet it fits in every line the deal's
                            # own reading fits (session 30: gapless readers' sheets,
                            # terziglio-multifault a8 a9 a12; a slip no reading fits, in a total,
                            # does not decide it: terziglio-long a1)
                            continue
                        if reading[2].get(T.TRUMPS_AFTER_GAP):
                            # the numbered trumps after a missing grande (Terziglio, no declaration
                            # showing them so): where the sheet fits them in every line the deal's
                            # own reading fits and in two score lines it does not; one line alone
                            # is a slip they would explain (terziglio-auction-fresh (c))
                            if not here <= first_wrong or len((first_wrong - here) & score_lines) < 2:
                                continue
                        wrong = len(here)
                        if wrong < fewest:
                            fewest, (chosen, expected, computed) = wrong, reading
                            tied = [(expected, computed)]
                        elif wrong == fewest:
                            tied.append((reading[1], reading[2]))
                    if runs_read is None and T.GAPLESS in run_readings:
                        if computed.get(T.GAPLESS_KEY):
                            runs_read = "gapless"
                        elif not fewest and all(
                            self.wrong_lines(*sheet, e, c)
                            for _, e, c in self.readings(st, mode, assumptions, (T.GAPLESS,), extras=False)
                        ):
                            # the sheet fits the runs with gaps and not without: it reads them so
                            runs_read = "strict"
                if computed and any(
                    computed.get(k) for k in (T.GAPLESS_KEY, T.ACE_AFTER_GAP, T.DOUBLE_ALL_KEY)
                ):
                    # say in words what computed marks: the sheet is judged by a count the source
                    # allows besides the engine's own (terziglio-sim-wide remark)
                    result.unchecked.append(
                        f"the deal's count: {_reading_text(computed)}, a count the source allows, the one the "
                        "sheet fits best (or this table's sheet has shown it keeps), so the deal is read so "
                        "(tarocchini/combo.sequences, tarocchini/combo.double)"
                    )
                if computed and computed.get("matto_exchange_card"):
                    # the card given for the Matto, not recorded, read as the sheet fits: say which
                    # (fresh-mainstream-9 c1: an Ace so read let a sheet's slip pass unsaid)
                    result.unchecked.append(
                        f"the card given for the Matto is not in the record: it is read as "
                        f"{computed['matto_exchange_card']}, the low card the sheet fits (tarocchini/play.matto)"
                    )
                st.assumed = chosen
                st.reading = (
                    T.GAPLESS
                    if computed.get(T.GAPLESS_KEY)
                    else T.ACE_READ
                    if computed.get(T.TRUMPS_AFTER_GAP)
                    else ace_read
                    if computed.get(T.ACE_AFTER_GAP)
                    else T.STRICT
                )
                # tarocchini/score.card-points: the odd pair's point off the other side, where that
                # changes the deal's figures: the reading taken, and why, and the other's figure
                # (fresh-mainstream-13 c2: a sheet of 5 and one of 4 both passed, neither saying so)
                other = self.odd_pair_other(st, mode, computed)
                if other is not None:
                    if not (scores_seen or totals_seen):
                        why = "as the record writes no score for the deal"
                    else:
                        theirs = len(self.wrong_lines(*sheet, *other))
                        odd_pair_fit = (
                            "the reading the sheet fits"
                            if not fewest
                            else "the reading the sheet fits best"
                            if fewest < theirs
                            else ""
                        )
                        why = odd_pair_fit or "as the sheet fits neither better"

                    def count_of(side: str) -> str:
                        own = " (the engine's own)" if side == "opponents" else ""
                        return f"the {_side_count(side)} count{own}"

                    result.unchecked.append(
                        f"the odd pair's point (both piles odd): the source fixes the deal's 93, not whose count "
                        f"loses it; it is taken off {count_of(computed['widow']['odd_pair_off'])}, {why}: "
                        f"{game_points_text(computed, st.contract)}; off "
                        f"{count_of(other[1]['widow']['odd_pair_off'])}, "
                        f"{game_points_text(other[1], st.contract)} (tarocchini/score.card-points)"
                    )
                if chosen is not None:
                    computed["declarations_assumed"] = {
                        str(s): {"items": items, "points": T.combination_points(items, rules["double_three"])}
                        for s, items in sorted(chosen.items())
                    }
            reasons_expected: dict[Any, dict[str, int]] = computed.pop("by_reason", {}) if computed else {}
            settlement = Settlement(per_party=True)
            corrected: dict[Any, int] = {}  # a cut deal's totals with its fixed part as the rules give it
            for p, v in expected.items():
                settlement.add_expected(p, v)
            as_held = st.as_held_text()  # (the words of that reading, where a figure of it is named)
            for p, evs in scores_seen.items():
                if not self.unwritten(evs, reasons_expected.get(p)):
                    for ev in evs:
                        settlement.add_recorded(p, ev.points or 0)
                if complete:
                    # the figures other readings the source allows give, where the sheet fits them no
                    # better (tarocchini-spec14 a1: a slip both readings miss named one figure alone)
                    # (the one nearest the sheet's figure, nearer than the rules' own reading)
                    written_as = sum(ev.points or 0 for ev in evs)
                    near = min(
                        (
                            (abs(written_as - e.get(p, 0)), e.get(p, 0), _reading_text(c, computed, as_held))
                            for e, c in tied
                        ),
                        default=None,
                    )
                    for f, at in self.check_scores(
                        names,
                        p,
                        evs,
                        expected.get(p, 0),
                        reasons_expected.get(p),
                        "" if ottocento else game_points_text(computed, st.contract),
                    ):
                        if (
                            near
                            and near[0] < abs(written_as - expected.get(p, 0))
                            and "reason" not in f.evidence
                        ):
                            f.message = (
                                f.message.rstrip(".")
                                + f" ({near[1]} {near[2]}, which the sheet fits no better)."
                            )
                            f.evidence["also"] = near[1]
                        # a fine the table wrote (reported at it) and took off the score: said here
                        fine = sum(
                            ev.get("amount") or 0
                            for ev in deal.events
                            if ev.type == "penalty"
                            and ev.party == p
                            and isinstance(ev.get("amount"), int | float)
                        )
                        if fine and written_as == expected.get(p, 0) - fine:
                            f.message += f" The difference is the table's own fine of {fine:g}, which the rules do not call for."
                        # a sheet over the rules beside a declaration of the party's that counts
                        # nothing: name it (real-faults-near-slips-18 c09: the 17 was Anna's 3 kings)
                        void = [
                            a
                            for a in result.annotations
                            if a.code in ("false_declaration", "late_declaration")
                            and a.seat is not None
                            and (a.seat == p or (isinstance(p, str) and p == f"team{a.seat % 2}"))
                        ]
                        if void and written_as > expected.get(p, 0):
                            f.message += (
                                " The sheet may count "
                                + " and ".join(
                                    f"{names[a.seat]}'s {a.code.split('_')[0]} declaration (event {a.event})"  # type: ignore[index]
                                    for a in void
                                )
                                + ", which counts nothing."
                            )
                        yield annotate(f, at)
                elif declarations_fixed:
                    # tarocchini/ottocento.score (diff7 A6): of a deal cut short only the declarations
                    # part is fixed, and a score written for that reason is checked against it
                    part = [ev for ev in evs if ev.get("reason") == "declarations"]
                    # diff8 A4: a play-only record leaves some items open: any value they may give is right
                    may_be = st.declared_values()[p]
                    on_sheet = sum(ev.points or 0 for ev in part)
                    fixed = {"declarations": int(on_sheet) if on_sheet in may_be else st.declared_points()[p]}
                    for f, at in self.check_scores(names, p, part, 0, fixed):
                        if len(may_be) > 1:
                            shown = ", ".join(map(str, may_be))
                            f.message = f.message.rstrip(".") + f" (the record leaves open {shown})."
                            f.evidence["possible"] = may_be
                        yield annotate(f, at)
                    if part and self.whole(evs):
                        # a total that takes the declarations as the rules give them is right too
                        rest = sum(ev.points or 0 for ev in evs if ev.get("reason") != "declarations")
                        corrected[p] = carried[p] + rest + fixed["declarations"]
            # running totals (tarocchini/ottocento.total, tarocchini/terziglio.total)
            new_carried = dict(carried)
            # tarocchini/deal.incomplete (diff7 A1): a deal not scored by the rules (stopped short, or
            # not recorded) leaves the running totals open: its result lies in the part left out
            open_deal = not complete and not st.thrown_in
            for p in parties:
                if p in scores_seen and (complete or self.whole(scores_seen[p])):
                    # reasons the sheet leaves out are taken as the rules give them
                    written = scores_seen[p]
                    unwritten = self.unwritten(written, reasons_expected.get(p))
                    new_carried[p] = carried[p] + sum(ev.points or 0 for ev in written) + unwritten
                elif p in expected:
                    new_carried[p] = carried[p] + expected[p]
                elif open_deal:
                    unknown.add(p)
                if p in expected:
                    by_rules[p] += expected[p]
                elif open_deal and p not in unknown:
                    # the rules' count goes on from the sheet's figure (its fixed part as the rules give it)
                    by_rules[p] = corrected.get(p, new_carried[p])
            if open_deal:
                rules_unknown = True
            rule_total = "tarocchini/ottocento.total" if ottocento else "tarocchini/terziglio.total"
            played_on = False  # a total carrying the finished game on is reported (once a deal)
            restarted = False  # a total starting a new game no win began is reported (once a deal)
            restart_faked = False  # ... or accepted, as the sheet's own false 800 began it
            for ev in totals_seen:
                p = ev.party
                if p in unknown and p in new_carried:
                    # the new start, for the rules' count from here on as well (diff7 C1)
                    new_carried[p] = by_rules[p] = ev.points  # type: ignore[assignment]
                    unknown.discard(p)
                    continue
                # as rage/score.total: a total right by the rules is right, even after a wrong score
                right_by_rules = (p in expected or p in corrected) and ev.points == by_rules[p]
                if p in new_carried and ev.points != new_carried[p] and not right_by_rules:
                    who = p if isinstance(p, str) else names[p]  # type: ignore[index]
                    evidence = {
                        "party": p,
                        "recorded": ev.points,
                        "expected": new_carried[p],
                        "previous": carried[p],
                    }
                    if new_game and ended_at is not None and ev.points == ended_at.get(p, 0) + new_carried[p]:
                        # the finished game's total carried on with this deal's score: one slip a deal
                        sheet_in_old_game = True
                        if end_hidden or played_on:
                            continue
                        played_on = True
                        evidence["carried_on_from"] = ended_at.get(p, 0)
                        # every line carried on, and who won the game at what (dispute-messages-11 c2)
                        on = [
                            (e.party, e.points, new_carried[e.party])
                            for e in totals_seen
                            if e.party in new_carried
                            and e.points is not None
                            and e.points
                            == ended_at.get(e.party, 0) + new_carried[e.party]
                            != new_carried[e.party]
                        ]
                        lines = "; ".join(
                            f"{q if isinstance(q, str) else names[q]} {got:g} should read {want:g}"  # type: ignore[index]
                            for q, got, want in on
                        )
                        ended = " to ".join(f"{ended_at[q]:g}" for q in parties if q in ended_at)
                        winner = games_won[-1]["team"] if games_won else None
                        evidence["carried_on"] = [
                            {"party": q, "recorded": got, "expected": want} for q, got, want in on
                        ]
                        text = (
                            f"{who}'s running total was written {ev.points:g}, the last game's "
                            f"{ended_at.get(p, 0):g} carried on; the game was won at 800 in the last deal"
                            + (f" by {winner} ({ended})" if winner is not None else "")
                            + f", so a new game began: {lines} (one slip: the sheet carried the finished game on)."
                        )
                    elif ottocento and not new_game and ev.points == new_carried[p] - carried[p]:
                        # a new game begun from 0 (this deal's score alone) though no team won
                        restart_faked = restart_faked or end_faked
                        if end_faked or restarted:
                            continue
                        restarted = True
                        text = (
                            f"{who}'s running total was written {ev.points:g}, this deal's score alone, as "
                            f"if a new game had begun; no team reached 800, so it should read "
                            f"{new_carried[p]:g} (previous total {carried[p]:g} plus this deal's score; the "
                            "sheet's other totals begun again with it are this one slip)."
                        )
                    else:
                        # the deal's score the total builds on is the sheet's where it writes one: say
                        # so where the rules' differs (dispute-messages-5 a7: "should read 321" beside
                        # the rules' 331)
                        base = 0 if new_game else carried[p]
                        by_sheet = new_carried[p] - base
                        rules_score = expected.get(p)
                        as_written = (
                            f" as written; the rules' score {rules_score:g} makes it {base + rules_score:g}"
                            if rules_score is not None and rules_score != by_sheet
                            else ""
                        )
                        # the deal's score named, and the rules' own total where a slip before this
                        # deal parts it from the sheet's (dispute-messages-12 c4)
                        rules_total = by_rules[p] if p in expected and not rules_unknown else None
                        if rules_total is not None and rules_total not in (
                            new_carried[p],
                            base + (rules_score if rules_score is not None else by_sheet),
                        ):
                            as_written += f"; the rules' running total is {rules_total:g}"
                            evidence["by_rules"] = rules_total
                        evidence["deal_score"] = by_sheet
                        text = (
                            f"{who}'s running total was written {ev.points:g}; it should read {new_carried[p]:g} "
                            + (
                                f"(a new game began after the last deal's win at 800: 0 plus this deal's score "
                                f"{by_sheet:g}{as_written})."
                                if new_game
                                else f"(previous total {carried[p]:g} plus this deal's score {by_sheet:g}{as_written})."
                            )
                        )
                    yield annotate(
                        Finding("wrong_total", rule_total, text, evidence, p if isinstance(p, int) else None),
                        ev.index,
                    )
            for ev in totals_seen:
                # tarocchini/ottocento.total: the next total builds on the sheet's previous total as
                # written (a slip in an addition is reported once, not at every total after it)
                if ev.party in new_carried and ev.points is not None:
                    new_carried[ev.party] = ev.points  # type: ignore[index]
            carried = new_carried
            totals_after = None if rules_unknown else {str(p): by_rules[p] for p in parties}
            won = None
            if ottocento:
                if before is not None and (mode == "played" or declarations_fixed):
                    # tarocchini/ottocento.game: "побеждает первая команда, набравшая 800 очков" — a
                    # team that reaches 800 on its declarations has won before the cards are played
                    # (diff7 A3: also where the record stops in the play, which cannot undo it)
                    if mode == "played":
                        declared = st.declared_points()
                        won = self.game_won({p: before[p] + declared.get(p, 0) for p in parties})
                    else:
                        # diff8 A7: only a winner every open item leaves the same (one side's least
                        # against the other's most, both ways) has won on the declarations
                        open_values = st.declared_values()
                        lo = {p: before[p] + min(open_values[p]) for p in parties}
                        hi = {p: before[p] + max(open_values[p]) for p in parties}
                        a = self.game_won({"team0": lo["team0"], "team1": hi["team1"]})
                        b = self.game_won({"team0": hi["team0"], "team1": lo["team1"]})
                        won = a if a == b else None
                after = self.standing(by_rules, carried, rules_unknown, unknown)
                if after is not None:
                    # diff7 A2: with the totals open, the sheet's own totals reach 800 as well
                    won = won or self.game_won(after)
                elif any(carried[p] >= TARGET for p in parties if p not in unknown):
                    # a team's total at 800 beside one unknown: the game may be over or go on; the
                    # next total written is taken as the new start either way
                    unknown.update(parties)
                new_game = won is not None
                ended_at = dict(carried) if won is not None else None
                end_hidden = won is not None and self.game_won(carried) is None
                slips += [
                    (deal.index, a.event, a.evidence.get("party"), a.code)
                    for a in result.annotations
                    if a.code in ("wrong_score", "wrong_total")
                ]
                if restart_faked and faked is not None:
                    # the new game the sheet began, accepted above (one slip, one finding), told with
                    # the rules' totals that go on through it (real-faults-near-slips-15 c)
                    result.unchecked.append(
                        self.faked_restart_text({p: carried[p] for p in parties}, faked, totals_after, won)
                    )
                faked = None
                end_faked = won is None and not unknown and self.game_won(carried) is not None
                if end_faked and totals_after is not None and not sheet_in_old_game:
                    faked = self.faked_cause(carried, totals_after, slips)
                    result.unchecked.append(
                        "the sheet's totals ("
                        + ", ".join(f"{q} {carried[q]:g}" for q in parties)
                        + f") {faked}: by the rules they are "
                        + ", ".join(f"{q} {v:g}" for q, v in totals_after.items())
                        + (
                            ", equal past 800: play on"
                            if any(v >= TARGET for v in totals_after.values())
                            else ", no team has reached 800 and the game goes on"
                        )
                        + " (tarocchini/ottocento.game)"
                    )
                if won is not None:
                    slips = []
                    sheet_in_old_game = False
                    games_won.append({"deal": deal.index, "team": won, "totals": totals_after})
                    # a new game from 0: its totals are known again, whatever the deals before held
                    by_rules = {p: 0 for p in parties}
                    carried = {p: 0 for p in parties}
                    rules_unknown = False
                    unknown.clear()
            # a deal not scored (tarocchini/deal.incomplete: stopped short; terziglio.auction,
            # ottocento.discard: not recorded) has nothing to compare the recorded scores with: they
            # stay out of the settlement, as a score the rules leave unknown (rage/score.round)
            result.settlement = settlement if complete else Settlement()
            result.computed = {
                "dealer": deal.dealer,
                "mode": mode,
                "tricks": st.tricks,
                "trick_winners": [r["winner"] for r in st.trick_log],
                "declarations": self.declarations_as_scored(st, computed, rules["double_three"]),
                **computed,
                "totals": totals_after,
            }
            if not ottocento:
                result.computed["bids"] = [st.bids.get(s) for s in range(n)]
                result.computed["declarer"] = st.declarer
                result.computed["contract"] = st.contract
            if won is not None:
                result.computed["game_won_by"] = won
            # a deal read as the sheet counts a false item as far as the hand makes it: the deal's
            # score without it, as the rules make it, named beside (dispute-messages-11 c1: a
            # director needs it)
            rules_core = (
                "by the rules the deal scores "
                + ", ".join(
                    f"{names[p] if isinstance(p, int) else p} {v:g}"
                    for p, v in sorted(by_the_rules.items(), key=str)
                )
                if by_the_rules and by_the_rules != expected
                else ""
            )
            rules_figures = f" {rules_core[0].upper()}{rules_core[1:]}." if rules_core else ""
            if computed.get("false_declarations_counted"):
                # the deal's figures (settlement, computed) are the sheet's reading: say so where they
                # are read (dispute-messages-5 a6), as the finding does
                result.unchecked.append(
                    "a false declaration: the sheet counts it (as far as the hand makes it; the table let it "
                    "stand), and the deal's figures are read so; by the rules it scores nothing "
                    "(tarocchini/declare.items)" + (f"; {rules_core}" if rules_core else "")
                )
                # the finding says how the deal is scored: as the sheet reads it (tarocchini-spec13 c1)
                for ann in result.annotations:
                    if ann.code == "false_declaration" and ann.message.endswith(SCORES_NOTHING):
                        ann.message = ann.message[: -len(SCORES_NOTHING)] + COUNTED_AS_HELD + rules_figures
                        if rules_figures:
                            ann.evidence = {**ann.evidence, "by_rules": dict(by_the_rules)}
            yield Step(
                "end",
                deal.index,
                text=(
                    f"The record stops after {st.trick_number} of {st.hand_size} tricks; the deal is not scored."
                    if cut_short and not expected
                    else self.end_text(st, expected, names, declarations_assumed)
                    # Terziglio: how the figure comes about, and whose the widow is (dispute-messages-12 c5)
                    + self.count_text(computed, st.contract, odd_pair_fit)
                    # the game to 800 won here: say so (replay-narrative-2 c3)
                    + (
                        (
                            # both past 800: the higher wins, as the source rules (dispute-messages-11 c6)
                            " Both teams pass 800 ("
                            + ", ".join(f"{q} {v:g}" for q, v in totals_after.items())
                            + f"): the higher, {won}, wins the game."
                            if sum(1 for v in totals_after.values() if v >= TARGET) > 1
                            else f" {won} reaches {totals_after[won]:g}: the game is won."
                        )
                        if won is not None and totals_after and won in totals_after
                        else ""
                    )
                )
                if narrate
                else "",
                result=result,
            )

    # tarocchini/declare.timing (not recorded): how many readings of the declarations are tried at
    # most beyond "all or nothing" per player (the closest to everyone declaring all he holds first)
    MAX_READINGS = 2000

    @classmethod
    def declaration_readings(cls, st: DealState) -> list[dict[int, list[dict[str, Any]]] | None]:
        """tarocchini/declare.timing (not recorded): «Игрок не обязан ничего объявлять, и может по
        желанию объявить меньший набор или пробег, чем фактически удерживаемый». First each seat
        declaring every combination its kept hand holds, or nothing (all, then none, then the rest);
        then every other value of the sides' declarations reachable by each seat declaring any of his
        combinations at any legal smaller size (T.declarable per seat, then the side's sums), the
        closest to all declared first, at most MAX_READINGS. One reading per distinct value of the
        sides' declarations."""
        assert st.kept is not None
        double = st.rules["double_three"]
        held = {s: T.combinations(st.kept[s].elements(), st.reading) for s in range(st.n)}
        seats = [s for s in range(st.n) if held[s]]
        subsets = sorted(
            (frozenset(c for i, c in enumerate(seats) if mask >> i & 1) for mask in range(1 << len(seats))),
            key=lambda sub: (len(sub) != len(seats), len(sub) != 0, -len(sub), sorted(sub)),
        )
        out: list[dict[int, list[dict[str, Any]]] | None] = []
        seen: set[tuple[int, ...]] = set()
        for sub in subsets:
            reading = {s: held[s] if s in sub else [] for s in range(st.n)}
            st.assumed = reading
            key = tuple(st.declared_points().values())
            if key not in seen:
                seen.add(key)
                out.append(reading)
        st.assumed = None
        # each side's reachable sums, each with the seats' declarations that give it
        sides: list[dict[int, dict[int, list[dict[str, Any]]]]] = []
        for side in st.sides:
            sums: dict[int, dict[int, list[dict[str, Any]]]] = {0: {}}
            for s in range(st.n):
                if st.side(s) != side:
                    continue
                grown: dict[int, dict[int, list[dict[str, Any]]]] = {}
                for v, items in T.declarable(held[s], double).items():
                    for total, who in sums.items():
                        grown.setdefault(total + v, {**who, s: items})  # the fullest found first
                sums = grown
            sides.append(sums)
        full = [max(one) for one in sides]
        keys = sorted(
            ((a, b) for a in sides[0] for b in sides[1] if (a, b) not in seen),
            key=lambda k: (full[0] - k[0] + full[1] - k[1], -k[0], -k[1]),
        )
        for a, b in keys[: cls.MAX_READINGS]:
            reading = {s: [] for s in range(st.n)}
            reading.update(sides[0][a])
            reading.update(sides[1][b])
            out.append(reading)
        return out

    def readings(
        self,
        st: DealState,
        mode: str,
        assumptions: list[dict[int, list[dict[str, Any]]] | None],
        run_readings: tuple[int, ...] = (T.STRICT,),
        extras: bool = True,
    ) -> Iterator[tuple[dict[int, list[dict[str, Any]]] | None, dict[Any, int], dict[str, Any]]]:
        """Every reading of the deal's score, the deal's own first: per reading of the runs in
        ``run_readings`` (tarocchini/combo.sequences: the engine's, then, where it changes the score, with a suit's Ace
        counted after a missing court card, marked ``ace_after_gap`` in computed, and, where a sheet
        is written, without gaps, marked ``gapless``), per declarations assumed, the score and its
        alternatives (tarocchini/score.card-points: the odd pair's point)."""
        later: list[tuple[int, dict[int, list[dict[str, Any]]] | None, list[str]]] = []
        for run_reading in run_readings:
            st.reading = run_reading
            cases = assumptions
            if run_reading and assumptions != [None]:
                cases = self.declaration_readings(st)  # each seat's combinations read so as well
            for assumed in cases:
                st.assumed = assumed
                st.reading = run_reading  # the generator may be resumed after the caller changed it
                expected, computed = self.score(st, mode)
                alternatives = computed.pop("alternatives", [])
                if extras:
                    # (Ottocento's exact points only: Terziglio's game points in steps of 50 would
                    # let another card explain a slip of one game point, as the gapless count would)
                    ottocento_played = mode == "played" and self.variant == OTTOCENTO
                    later.append((run_reading, assumed, list(st.exchange_others) if ottocento_played else []))
                for e, c in [(expected, computed), *alternatives]:
                    yield (
                        assumed,
                        e,
                        c if run_reading == T.STRICT else self.marked(c, run_reading, st.trumps_tried),
                    )
        # the readings a sheet may fit beside the runs' and the declarations', each scoring the deal
        # again: only once none of those fits (``extras`` False: not asked for)
        for run_reading, assumed, given in later:
            extra = chain(
                self.matto_readings(st, mode, given, run_reading, assumed),
                self.false_declared_reading(st, mode, run_reading, assumed),
                self.double_all_reading(st, mode, run_reading, assumed),
            )
            for e, c in extra:
                yield (
                    assumed,
                    e,
                    c if run_reading == T.STRICT else self.marked(c, run_reading, st.trumps_tried),
                )

    @staticmethod
    def marked(c: dict[str, Any], run_reading: int, trumps_tried: bool = False) -> dict[str, Any]:
        if run_reading in T.AFTER_GAP:
            c[T.ACE_AFTER_GAP] = True
            if run_reading == T.ACE_READ and trumps_tried:
                c[T.TRUMPS_AFTER_GAP] = True  # Terziglio, the trumps read so for the sheet alone
        elif run_reading == T.GAPLESS:
            c[T.GAPLESS_KEY] = True
        return c

    def double_all_reading(
        self,
        st: DealState,
        mode: str,
        run_reading: int,
        assumed: dict[int, list[dict[str, Any]]] | None,
    ) -> Iterator[tuple[dict[Any, int], dict[str, Any]]]:
        """tarocchini/combo.double: the deal scored with every combination point of a hand or pile
        doubled once three of either class are made (T.DOUBLE_ALL), where a sheet fits that better
        (tarocchini-contatori c2: "Это удваивает очки" does not say which points). Marked
        ``double_all`` in computed; lazily, as a sheet's disagreement asks for it. Ottocento only:
        Terziglio's game points in steps of 50 would let it explain a slip of one game point
        (tarocchini10 16), as the Matto's other cards would."""
        if not st.rules["double_three"] or self.variant != OTTOCENTO or assumed is not None:
            # (nor beside the readings of declarations the record leaves out: so many figures would
            # let it explain a slip by chance)
            return
        token = T.DOUBLE_ALL.set(True)
        try:
            st.reading, st.assumed = run_reading, assumed
            e, c = self.score(st, mode)
        finally:
            T.DOUBLE_ALL.reset(token)
        c.pop("alternatives", None)
        c[T.DOUBLE_ALL_KEY] = True
        yield e, c

    def matto_readings(
        self,
        st: DealState,
        mode: str,
        given: list[str],
        run_reading: int,
        assumed: dict[int, list[dict[str, Any]]] | None,
    ) -> Iterator[tuple[dict[Any, int], dict[str, Any]]]:
        """tarocchini/play.matto: the deal scored with another low card given for the Matto (the
        source names none: "карту с низким номиналом"); lazily, as a sheet's disagreement asks for it
        (tarocchini-spec6 c3). Marked ``matto_exchange_card`` in computed."""
        for code in given:
            st.reading, st.assumed = run_reading, assumed
            yield self.scored_as(st, mode, ("exchange_given", code, None), ("matto_exchange_card", code))

    @staticmethod
    def declarations_as_scored(st: DealState, computed: dict[str, Any], double_three: bool) -> dict[str, Any]:
        """Each seat's declarations as the deal is scored (state.declared_points): a false item the
        sheet counted as far as the hand makes it; a seat whose only declaration was late is listed
        too, with nothing counted (tarocchini-messages a, c4: the seats' points add up to the team's
        line)."""
        out: dict[str, Any] = {}
        for s in sorted({*st.declarations, *st.late}):
            d = st.declarations.get(s)
            items: list[dict[str, Any]] = []
            if d is not None:
                items = list(d.counted(st.reading))
                if computed.get("false_declarations_counted"):
                    items += d.held
            out[str(s)] = {"items": items, "points": T.combination_points(items, double_three)}
        return out

    def false_declared_reading(
        self,
        st: DealState,
        mode: str,
        run_reading: int,
        assumed: dict[int, list[dict[str, Any]]] | None,
    ) -> Iterator[tuple[dict[Any, int], dict[str, Any]]]:
        """tarocchini/declare.items: a false item counts nothing, but a sheet that counts it as far
        as the hand makes it (four kings declared, three held: the three, «может … объявить меньший
        набор»; ottocento-long c2) is the same one fault, reported at the declaration; lazily, as a
        sheet's disagreement asks for it. Marked ``false_declarations_counted: "as_held"``. Never
        as declared: «Все, что объявлено, должно быть помещено лицом вверх на стол» — what was not
        in the hand was not shown, and a sheet counting it is a wrong_score (session 39,
        readings-review K1 (a); as Ulti's false marriage, session 39). Nor a late declaration: it
        counts nothing whatever the sheet writes (K2 (a), tarocchini/declare.timing)."""
        st.reading, st.assumed = run_reading, assumed
        if mode not in ("played", "declarations") or not st.false_declared():
            return
        if any(d.held for d in st.declarations.values()):
            yield self.scored_as(
                st, mode, ("false_counted", True, False), ("false_declarations_counted", "as_held")
            )

    def scored_as(
        self, st: DealState, mode: str, setting: tuple[str, Any, Any], mark: tuple[str, Any]
    ) -> tuple[dict[Any, int], dict[str, Any]]:
        """The deal scored with one reading's state attribute set (``setting``: name, value, and the
        value it goes back to), marked in computed (``mark``: key, value) for the sheet that fits it."""
        name, value, back = setting
        setattr(st, name, value)
        try:
            e, c = self.score(st, mode)
        finally:
            setattr(st, name, back)
        c.pop("alternatives", None)
        c[mark[0]] = mark[1]
        return e, c

    def wrong_lines(
        self,
        names: list[str],
        scores_seen: dict[Any, list[Event]],
        totals_seen: list[Event],
        carried: dict[Any, Any],
        by_rules: dict[Any, Any],
        unknown: set[Any],
        expected: dict[Any, int],
        computed: dict[str, Any],
    ) -> set[int]:
        """The events of the deal's written scores and totals a reading of its score would find wrong
        (as the checks below: wrong_score, then wrong_total)."""
        by_reason: dict[Any, dict[str, int]] = computed.get("by_reason") or {}
        out = {
            at
            for p, evs in scores_seen.items()
            for _, at in self.check_scores(names, p, evs, expected.get(p, 0), by_reason.get(p))
        }
        for ev in totals_seen:
            p = ev.party
            if p in unknown or p not in carried:
                continue
            if p in scores_seen:
                evs = scores_seen[p]
                should = carried[p] + sum(e.points or 0 for e in evs) + self.unwritten(evs, by_reason.get(p))
            else:
                should = carried[p] + expected.get(p, 0)
            by_the_rules = p in expected and ev.points == by_rules[p] + expected[p]
            if ev.points != should and not by_the_rules:
                out.add(ev.index)
        return out

    @staticmethod
    def standing(
        by_rules: dict[Any, int], carried: dict[Any, Any], rules_unknown: bool, unknown: set[Any]
    ) -> dict[Any, Any] | None:
        """tarocchini/ottocento.game: the totals the game to 800 is judged by — the rules' while every
        deal of the game could be scored, else the sheet's own where each party has one, else none."""
        if not rules_unknown:
            return dict(by_rules)
        return None if unknown else dict(carried)

    def whole(self, evs: list[Event]) -> bool:
        """A party's written scores give the whole deal: one without a reason, or every reason."""
        reasons = {ev.get("reason") for ev in evs}
        return bool(reasons & {None, "game_points"}) or set(self.reasons) <= reasons

    @staticmethod
    def end_text(st: DealState, expected: dict[Any, int], names: list[str], assumed: bool = False) -> str:
        if st.thrown_in:  # (not a deal scored 0 each: dispute-messages-6 a4)
            return "Deal over: thrown in; the next player deals."
        if not expected:
            return "Deal over."
        # the figures rest on declarations the record does not write: say so where they are read
        # (dispute-messages-2 c)
        basis = " (on declarations the record does not write; see unchecked)" if assumed else ""

        def who(p: Any) -> str:  # a seat by name; an Ottocento team by its partners (0 and 2, 1 and 3)
            if isinstance(p, int):
                return names[p]
            k = int(str(p)[-1])
            return f"{p} ({names[k]} and {names[k + 2]})"

        return "Deal over" + basis + ": " + "; ".join(f"{who(p)} {v:+d}" for p, v in expected.items()) + "."

    def game_won(self, totals: dict[Any, int]) -> str | None:
        return None

    def odd_pair_other(
        self, st: DealState, mode: str, computed: dict[str, Any]
    ) -> tuple[dict[Any, int], dict[str, Any]] | None:
        """Terziglio's odd pair's point off the other side (Ottocento's piles are never odd: four
        cards a trick and a discard of two)."""
        return None

    def count_text(self, computed: dict[str, Any], contract: str | None, odd_pair_fit: str = "") -> str:
        """The deal's count in its parts, side by side, and what the count assumed (the odd pair's
        point, the card the Matto's side gave), then Terziglio's game points and the widow's side
        (fresh-mainstream-9 c1, c4; -10 c2, c4; dispute-messages-12 c5). ``odd_pair_fit``: why the
        odd pair's point comes off the side it does, where the other side changes the figures
        (fresh-mainstream-13 c2: "the reading the sheet fits")."""
        if not computed:
            return ""
        out = ""
        points = computed.get("points")
        if isinstance(points, dict) and points:
            sides = [
                f"{side} {p['declarations']} declared + {p['combinations']} in combinations + "
                f"{p['card_points']} card points + {p['last_trick']} last trick = {p['total']}"
                for side, p in points.items()
                if isinstance(p, dict) and "total" in p
            ]
            if sides:
                out += " Count: " + "; ".join(sides) + "."
        widow = computed.get("widow") or {}
        if widow.get("odd_pair_off"):
            whose = _side_count(widow["odd_pair_off"])
            fit = f", {odd_pair_fit}" if odd_pair_fit else ""
            other = (
                "; off the other side's count the game points differ: see unchecked" if odd_pair_fit else ""
            )
            out += (
                f" The odd pair's point is taken off the {whose} count{fit} (93 in all; a ruling: the source "
                f"says only one point off each pair{other})."
            )
        if computed.get("matto_exchange_card"):
            out += (
                f" The Matto's side is read as giving {computed['matto_exchange_card']} for it (the card is "
                "not in the record; the one the sheet fits)."
            )
        if self.variant == OTTOCENTO:
            return out
        text = game_points_text(computed, contract)
        if widow.get("widow_to"):
            text += f"{'; ' if text else ''}the widow's points go to the {widow['widow_to']}"
        return out + (f" {text[0].upper()}{text[1:]}." if text else "")

    @abstractmethod
    def score(self, st: DealState, mode: str) -> tuple[dict[Any, int], dict[str, Any]]:
        """The deal's scores by party, and what they are made of (each variant scores its own way)."""

    @staticmethod
    def unwritten(evs: list[Event], by_reason: dict[str, int] | None) -> int:
        """The rules' points for the reasons a party's scores leave out (0 when they give the whole
        deal): a sheet that writes only the declarations has not recorded the deal's net."""
        reasons = {ev.get("reason") for ev in evs}
        if by_reason is None or reasons & {None, "game_points"}:
            return 0
        return sum(v for r, v in by_reason.items() if r not in reasons and r != "total")

    @staticmethod
    def faked_cause(
        sheet: dict[Any, Any], rules: dict[str, Any], slips: list[tuple[int, int | None, Any, str]]
    ) -> str:
        """tarocchini/ottocento.game (real-faults-near-slips-15 c): the sheet's totals past 800 where
        the rules' are not, and the slips reported before that put them there, in words."""
        over = [q for q in sheet if sheet[q] >= TARGET and rules.get(str(q), 0) < TARGET] or [
            q for q in sheet if sheet[q] >= TARGET
        ]  # (the rules' totals tied past 800: play on)
        mine = [x for x in slips if x[2] in over] or slips
        where = " and ".join(
            (f"{q}'s " if q is not None else "the ")
            + f"{code} in deal {d + 1}"
            + (f", event {e}" if e is not None else "")
            for d, e, q, code in mine
        )
        return f"reach 800 for {' and '.join(map(str, over))} only by " + (
            where or "the slips reported before"
        )

    @staticmethod
    def faked_restart_text(
        sheet: dict[Any, Any], cause: str, rules: dict[str, Any] | None, won: str | None
    ) -> str:
        """tarocchini/ottocento.total: a new game the sheet began on its false 800 (accepted: one slip,
        one finding), and the rules' game going on through this deal (real-faults-near-slips-15 c)."""
        return (
            "the sheet begins a new game here ("
            + ", ".join(f"{q} {v:g}" for q, v in sheet.items())
            + f") after its false 800 of the deal before (its totals {cause}), accepted as that one slip; "
            "by the rules the game goes on"
            + (
                ": "
                + ", ".join(f"{q} {v:g}" for q, v in rules.items())
                + (f", and {won} reaches 800 in this deal" if won is not None else ", no team at 800 yet")
                if rules is not None
                else ""
            )
            + " (tarocchini/ottocento.game)"
        )

    def check_scores(
        self,
        names: list[str],
        party: Any,
        evs: list[Event],
        expected: int,
        by_reason: dict[str, int] | None,
        why: str = "",
    ) -> list[tuple[Finding, int]]:
        """``why``: how the rules reach the deal's figure, in words (Terziglio's game points)."""
        rule = "tarocchini/ottocento.score" if self.variant == OTTOCENTO else "tarocchini/terziglio.score"
        who = party if isinstance(party, str) else names[party]
        seat = party if isinstance(party, int) else None
        out: list[tuple[Finding, int]] = []
        groups: dict[str | None, list[Event]] = {}
        for ev in evs:
            r = ev.get("reason")
            if r == "game_points":
                r = None
            groups.setdefault(r, []).append(ev)
        for r, group in groups.items():
            if r is None or by_reason is None:
                continue
            rec = sum(ev.points or 0 for ev in group)
            if rec != by_reason.get(r, 0):
                out.append(
                    (
                        Finding(
                            "wrong_score",
                            rule,
                            f"{who} was written {rec:g} for {r.replace('_', ' ')}; the rules give "
                            f"{by_reason.get(r, 0)}.",
                            {"party": party, "reason": r, "recorded": rec, "expected": by_reason.get(r, 0)},
                            seat,
                        ),
                        group[0].index,
                    )
                )
        if None in groups and not out:
            rec = sum(ev.points or 0 for ev in evs)
            if rec != expected:
                out.append(
                    (
                        Finding(
                            "wrong_score",
                            rule,
                            f"{who} was written {rec:g} for this deal; the rules give {expected}"
                            + (f" ({why})." if why else "."),
                            {"party": party, "recorded": rec, "expected": expected, "by_reason": by_reason},
                            seat,
                        ),
                        groups[None][0].index,
                    )
                )
        return out

    def session_result(self, session: Session, results: list[DealResult]) -> dict[str, Any] | None:
        if not results:
            return None
        totals = Settlement()
        if results[-1].computed.get("totals") is None:
            # tarocchini/terziglio.auction (not recorded): a deal could not be scored, totals unknown
            return {"deals": len(results), "totals": totals.to_json()}
        for p, v in results[-1].computed.get("totals", {}).items():
            totals.add_expected(p, v)
        # the totals as last written, carried by the deals the sheet records after them; a new
        # game starts from 0 after the deal that won the last one
        first = 1 + max((i for i, r in enumerate(results[:-1]) if "game_won_by" in r.computed), default=-1)
        carried = totals_carried(session.deals[first:], [r.settlement for r in results[first:]])
        for k, v in carried.items():
            totals.add_recorded(party_of(k), v)
        out: dict[str, Any] = {"deals": len(results), "totals": totals.to_json()}
        won = [
            {"deal": r.index, "team": r.computed["game_won_by"]}
            for r in results
            if "game_won_by" in r.computed
        ]
        if self.variant == OTTOCENTO:
            out["games_won"] = won
        return out


class Ottocento(_Tarocchini):
    name: ClassVar[str] = "tarocchini-ottocento"
    title: ClassVar[str] = "Tarocchini: Ottocento"
    variant: ClassVar[str] = OTTOCENTO
    options = OTTOCENTO_OPTIONS
    min_players: ClassVar[int] = 4
    max_players: ClassVar[int] = 4
    named_parties = frozenset({"team0", "team1"})
    event_types = frozenset(
        {"take", "discard", "declare", "redeal", "call", "play", "score", "total", "penalty", "payment"}
    )
    reasons = OTTOCENTO_REASONS

    def check_deal(self, session: Session, deal: Deal, problem: ProblemSink) -> None:
        base = f"/deals/{deal.index}"
        talon = deal.talon or []
        if deal.hands is None:
            if talon and len(talon) != 2:
                problem(
                    f"{base}/talon", "bad_talon_size", "The Ottocento widow is the dealer's two extra cards."
                )
            return
        sizes = [len(h) for h in deal.hands]
        if all(s == 5 for s in sizes) and not talon and self._monte_only(deal):
            return  # a monte after the first five cards each (tarocchini/monte.call)
        if talon and len(talon) != 2:
            problem(
                f"{base}/talon",
                "bad_talon_size",
                "The Ottocento widow is the two cards the dealer takes; give two, or none and 17 in the "
                "dealer's hand.",
            )
            return
        dealer = deal.dealer
        if self.holds_extra(deal) not in (None, dealer):
            # diff9 tarocchini-knockon A6: a deal legal with the dealer due is not rejected for the
            # dealer field alone (judged from him, wrong_dealer)
            dealer = self.judged_dealer(deal, self.due_dealers(session).get(deal.index), session.n)
        for s, h in enumerate(deal.hands):
            want = 15 if talon or s != dealer else 17
            if len(h) != want:
                who = "the dealer" if s == dealer else "this player"
                problem(
                    f"{base}/hands/{s}",
                    "bad_hand_size",
                    f"Ottocento deals 15 cards each and the last two to the dealer; {who} (seat {s}) should "
                    f"hold {want}, not {len(h)}.",
                )

    def game_won(self, totals: dict[Any, int]) -> str | None:
        """tarocchini/ottocento.game: the first side to 800; both there: the higher; equal: play on."""
        a, b = totals["team0"], totals["team1"]
        if max(a, b) < TARGET or a == b:
            return None
        return "team0" if a > b else "team1"

    def score(self, st: DealState, mode: str) -> tuple[dict[Any, int], dict[str, Any]]:
        if mode == "thrown_in":
            return {"team0": 0, "team1": 0}, {"points": None}
        if mode == "declarations":
            declared = st.declared_points()
            by_reason = {p: {"declarations": declared[p]} for p in st.sides}
            return dict(declared), {"points": by_reason, "by_reason": by_reason}
        c = st.count()
        parts = c["parts"]
        expected = {p: parts[p]["total"] for p in st.sides}
        return expected, {
            "points": parts,
            "after_play_combinations": c["combinations"],
            "widow": c["notes"],
            "by_reason": parts,
        }


class Terziglio(_Tarocchini):
    name: ClassVar[str] = "tarocchini-terziglio"
    title: ClassVar[str] = "Tarocchini: Terziglio"
    variant: ClassVar[str] = TERZIGLIO
    options = TERZIGLIO_OPTIONS
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 3
    event_types = frozenset(
        {
            "bid",
            "take",
            "discard",
            "declare",
            "redeal",
            "call",
            "play",
            "score",
            "total",
            "penalty",
            "payment",
        }
    )
    reasons = TERZIGLIO_REASONS

    def check_deal(self, session: Session, deal: Deal, problem: ProblemSink) -> None:
        base = f"/deals/{deal.index}"
        widow = session.rules.get("widow", 8)
        size = 18 if widow == 8 else 19
        talon = deal.talon
        if deal.hands is None:
            if talon and len(talon) != widow:
                problem(f"{base}/talon", "bad_talon_size", f"The Terziglio widow holds {widow} cards.")
            return
        sizes = [len(h) for h in deal.hands]
        if all(s == 5 for s in sizes) and not talon and self._monte_only(deal):
            return
        for s, h in enumerate(deal.hands):
            if len(h) != size:
                problem(
                    f"{base}/hands/{s}",
                    "bad_hand_size",
                    f"Terziglio with a {widow}-card widow deals {size} cards each; seat {s} has {len(h)}.",
                )
        if talon is None or len(talon) != widow:
            problem(
                f"{base}/talon",
                "bad_talon_size",
                f"The Terziglio widow (talon) holds {widow} cards; the record gives "
                f"{0 if talon is None else len(talon)}.",
            )

    def odd_pair_other(
        self, st: DealState, mode: str, computed: dict[str, Any]
    ) -> tuple[dict[Any, int], dict[str, Any]] | None:
        """tarocchini/score.card-points: the deal as ``computed`` reads it (st set to that reading),
        scored with the odd pair's point off the other side, where that changes its figures (246
        counts as 250, 245 as 200); None where it does not, or the piles are even."""
        off = (computed.get("widow") or {}).get("odd_pair_off")
        if not off or mode != "played" or computed.get("decided_by") != "count":
            return None
        back = st.false_counted
        st.false_counted = bool(computed.get("false_declarations_counted"))
        try:
            e, c = self.score_count(st, "declarer" if off == "opponents" else "opponents")
        finally:
            st.false_counted = back
        same = c["game_points"] == computed.get("game_points") and c["winner"] == computed.get("winner")
        return None if same else (e, c)

    def score(self, st: DealState, mode: str) -> tuple[dict[Any, int], dict[str, Any]]:
        if mode == "thrown_in" or st.declarer is None:
            return {s: 0 for s in range(st.n)}, {"points": None, "game_points": 0}
        expected, computed = self.score_count(st, "opponents")
        if "odd_pair_off" in computed["widow"]:
            # tarocchini/score.card-points: the source fixes the deal's 93, not whose pile loses the
            # odd pair's point; a record that takes it off the declarer's side is right too
            computed["alternatives"] = [self.score_count(st, "declarer")]
        return expected, computed

    def score_count(self, st: DealState, odd_pair_off: str) -> tuple[dict[Any, int], dict[str, Any]]:
        n = st.n
        decl = st.declarer
        assert decl is not None
        solo = st.contract == "solo"
        c = st.count(odd_pair_off)
        parts = c["parts"]
        dt = st.tricks[decl]
        total_tricks = sum(st.tricks)
        if dt == total_tricks or dt == 0:
            winner = "declarer" if dt == total_tricks else "opponents"
            gp = 40 * (2 if solo and st.rules["solo_doubles_all_tricks"] else 1)
            how = "all_tricks"
        else:
            d, o = parts["declarer"]["total"], parts["opponents"]["total"]
            winner = "declarer" if d > o else "opponents"
            gp = rounded_game_points(parts[winner]["total"]) * (2 if solo else 1)
            how = "count"
        expected: dict[Any, int] = {}
        zero_sum = st.rules["settlement"] == "zero_sum"
        for s in range(n):
            on_win = (s == decl) == (winner == "declarer")
            if zero_sum:
                k = 2 if s == decl else 1
                expected[s] = k * gp if on_win else -k * gp
            else:
                expected[s] = gp if on_win else 0
        return expected, {
            "points": parts,
            "after_play_combinations": c["combinations"],
            "widow": c["notes"],
            "winner": winner,
            "game_points": gp,
            "decided_by": how,
        }
