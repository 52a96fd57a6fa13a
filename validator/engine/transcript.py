"""The parsed transcript (trick-transcript/1) and the one place that parses it.

Parsing never raises on bad input: every problem is collected with a JSON pointer
(RFC 6901) into the transcript, so a rejected verdict can list all of them at once.
Game packages add what only they know (extra event fields, value vocabularies, hand
sizes) through the hooks on :class:`~validator.engine.games.base.Game`.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from itertools import chain
from typing import TYPE_CHECKING, Any, TypeGuard

from .cards import Card, Deck

if TYPE_CHECKING:
    from .games.base import Game

FORMAT = "trick-transcript/1"
# stands in a card list for a code the deck does not know (see Parser.parse_cards)
UNKNOWN_CARD = Card("?", "", "?", -1)


@dataclass(frozen=True, slots=True)
class Problem:
    pointer: str
    code: str
    message: str

    def to_json(self) -> dict[str, str]:
        return {"pointer": self.pointer, "code": self.code, "message": self.message}


def pointer(*parts: object) -> str:
    """Build a JSON pointer from path parts, escaping ``~`` and ``/``."""
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in parts)


Party = int | str  # a seat index, "team0"/"team1", or a pool name


@dataclass(slots=True)
class Event:
    index: int
    type: str
    data: dict[str, Any]  # the event as sent (for game-specific fields)
    seat: int | None = None
    card: Card | None = None
    cards: tuple[Card, ...] = ()
    named: str | None = None
    party: Party | None = None
    payer: Party | None = None  # "from"
    payee: Party | None = None  # "to"
    amount: float | None = None
    points: float | None = None

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)


@dataclass(slots=True)
class Deal:
    index: int
    dealer: int
    hands: list[list[Card]] | None
    talon: list[Card] | None
    events: list[Event]
    data: dict[str, Any]


@dataclass(slots=True)
class Session:
    game: str
    rules_json: dict[str, Any]
    players: list[str]
    start: dict[str, Any]
    meta: Any
    deals: list[Deal]
    rules: dict[str, Any] = field(default_factory=dict)  # resolved options
    # False when only the verdict is wanted: games may then skip the replay's readable text
    narrate: bool = True
    # what a game derives once from the whole record (e.g. the round Rage's first deal is)
    derived: dict[str, Any] = field(default_factory=dict)

    @property
    def n(self) -> int:
        return len(self.players)


# --- Envelope and event field tables ------------------------------------------------------

ENVELOPE_FIELDS = {"format", "game", "rules", "players", "start", "meta", "deals"}
ENVELOPE_REQUIRED = ("format", "game", "players", "deals")
DEAL_FIELDS = {"dealer", "hands", "talon", "events"}
COMMON_EVENT_FIELDS = frozenset({"type", "t", "note"})

# type -> (required fields, optional fields), transcript-format.md "Events"
EVENT_FIELDS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "bid": (frozenset({"seat", "bid"}), frozenset()),
    "take": (frozenset({"seat", "cards"}), frozenset()),
    "discard": (frozenset({"seat", "cards"}), frozenset()),
    "declare": (frozenset({"seat", "items"}), frozenset()),
    "announce": (frozenset({"seat", "items"}), frozenset()),
    "double": (frozenset({"seat", "target", "level"}), frozenset()),
    "call": (frozenset({"seat", "call"}), frozenset()),
    "redeal": (frozenset({"seat", "reason"}), frozenset()),
    "play": (frozenset({"seat", "card"}), frozenset({"named"})),
    "payment": (frozenset({"from", "to", "amount"}), frozenset({"reason"})),
    "score": (frozenset({"party", "points"}), frozenset({"reason"})),
    "total": (frozenset({"party", "points"}), frozenset()),
    "penalty": (frozenset({"party", "code"}), frozenset({"amount"})),
}


_ABSENT = object()

# fields parsed into typed attributes of Event
VALUE_FIELDS = frozenset({"seat", "card", "cards", "named", "party", "from", "to", "amount", "points"})


# No score, chip count, seat or bid comes near it; a larger number (JSON allows 1e308 and 10**400)
# would overflow the engine's sums to infinity, which no verdict can carry.
MAX_NUMBER = 10**12


def is_int(v: Any) -> TypeGuard[int]:
    """A JSON integer (not a boolean) of at most MAX_NUMBER in magnitude."""
    return isinstance(v, int) and not isinstance(v, bool) and -MAX_NUMBER <= v <= MAX_NUMBER


def is_number(v: Any) -> bool:
    """A finite JSON number (not a boolean) of at most MAX_NUMBER in magnitude."""
    if isinstance(v, bool) or not isinstance(v, int | float):
        return False
    return -MAX_NUMBER <= v <= MAX_NUMBER  # False for NaN too


class Parser:
    """Parse one transcript, collecting problems."""

    def __init__(self, doc: Any, games: dict[str, Game]) -> None:
        self.doc = doc
        self.games = games
        self.problems: list[Problem] = []
        self.game: Game | None = None
        self._plans: dict[str, tuple[frozenset[str], frozenset[str], frozenset[str]]] = {}

    def problem(self, ptr: str, code: str, message: str) -> None:
        self.problems.append(Problem(ptr, code, message))

    # -- envelope
    def parse(self) -> Session | None:
        doc = self.doc
        if not isinstance(doc, dict):
            self.problem("", "not_an_object", "The transcript must be a JSON object.")
            return None
        for key in doc:
            if key not in ENVELOPE_FIELDS:
                self.problem(pointer(key), "unknown_field", f"Unknown field {key!r} in the transcript.")
        for key in ENVELOPE_REQUIRED:
            if key not in doc:
                self.problem(pointer(key), "missing_field", f"The transcript has no {key!r}.")
        if "format" in doc and doc["format"] != FORMAT:
            self.problem("/format", "bad_format", f"format must be {FORMAT!r}, not {doc['format']!r}.")
        game_name = doc.get("game")
        if "game" in doc:
            if not isinstance(game_name, str) or game_name not in self.games:
                self.problem(
                    "/game",
                    "unknown_game",
                    f"Unknown game {game_name!r}; one of: {', '.join(sorted(self.games))}.",
                )
            else:
                self.game = self.games[game_name]
        players = doc.get("players")
        n = 0
        count_known = False  # the seats' count is the players list's, and one the game allows
        if "players" in doc:
            if not isinstance(players, list):
                self.problem("/players", "bad_players", "players must be a list of names (strings).")
                players = None
            else:
                for i, name in enumerate(players):
                    if not isinstance(name, str):
                        self.problem(
                            f"/players/{i}", "bad_players", f"A player's name is a string, not {name!r}."
                        )
                if (
                    self.game is not None
                    and not self.game.min_players <= len(players) <= self.game.max_players
                ):
                    g = self.game
                    self.problem(
                        "/players",
                        "bad_player_count",
                        f"{g.title} is played by {g.min_players}–{g.max_players} players, not {len(players)}.",
                    )
                else:
                    count_known = True
                n = len(players)
                if not all(isinstance(name, str) and name.strip() for name in players):
                    # a bad name is its own problem; the seats still count, so the deals' own checks
                    # run (the transcript is rejected, never replayed); an empty or blank name is a
                    # name, but a message read aloud needs a subject: the seat (format-spec2 a1)
                    players = [
                        name if isinstance(name, str) and name.strip() else f"seat {i}"
                        for i, name in enumerate(players)
                    ]
        rules_json = doc.get("rules", {})
        if rules_json is None:
            rules_json = {}
        if not isinstance(rules_json, dict):
            self.problem("/rules", "bad_rules", "rules must be an object {preset, option: value, ...}.")
            rules_json = {}
        start = doc.get("start", {})
        if start is None:
            start = {}
        if not isinstance(start, dict):
            self.problem("/start", "bad_start", "start must be an object.")
            start = {}
        resolved: dict[str, Any] = {}
        if self.game is not None:
            resolved = self.game.options.resolve(rules_json, self.problem)
        deals_json = doc.get("deals")
        deals: list[Deal] = []
        if not n and isinstance(deals_json, list) and deals_json:
            # no usable players list: the deals are still read, as many seats as the first deal's
            # hands (so their own problems are listed too), but never replayed
            first = deals_json[0]
            hands = first.get("hands") if isinstance(first, dict) else None
            n = len(hands) if isinstance(hands, list) else 0
        if "deals" in doc:
            if not isinstance(deals_json, list) or not deals_json:
                self.problem("/deals", "bad_deals", "deals must be a non-empty list.")
            elif self.game is not None and n:
                for i, d in enumerate(deals_json):
                    deal = self.parse_deal(i, d, n)
                    if deal is not None:
                        deals.append(deal)
        if self.game is None or players is None:
            return None
        session = Session(
            game=game_name,  # type: ignore[arg-type]
            rules_json=rules_json,
            players=players,
            start=start,
            meta=doc.get("meta", {}),
            deals=deals,
            rules=resolved,
        )
        # The game's own checks of the start and of each deal (hand and talon sizes) read only the
        # number of players, the resolved rules (a bad option resolves to its default) and each
        # deal's card lists, so they run whenever that number is one the game allows (a bad name
        # does not stop them): a rejected verdict lists every problem found, not only the first.
        if not count_known:
            return session
        self.game.check_start(session, self.problem)
        for deal in deals:
            self.game.check_deal(session, deal, self.problem)
        return session

    # -- deals
    def parse_deal(self, i: int, d: Any, n: int) -> Deal | None:
        assert self.game is not None
        base = pointer("deals", i)
        if not isinstance(d, dict):
            self.problem(base, "bad_deal", "A deal must be an object.")
            return None
        allowed = DEAL_FIELDS | self.game.extra_deal_fields
        for key in d:
            if key not in allowed:
                self.problem(base + pointer(key), "unknown_field", f"Unknown field {key!r} in a deal.")
        ok = True
        dealer: Any = d.get("dealer")  # an int seat once ok holds
        if "dealer" not in d:
            self.problem(f"{base}/dealer", "missing_field", "The deal has no dealer.")
            ok = False
        elif not is_int(dealer) or not 0 <= dealer < n:
            self.problem(f"{base}/dealer", "bad_seat", f"dealer must be a seat index 0..{n - 1}.")
            ok = False
        deck = self.game.deck
        hands: list[list[Card]] | None = None
        seen: list[tuple[str, list[Any], list[Card]]] = []
        if "hands" not in d:
            self.problem(
                f"{base}/hands", "missing_field", "The deal has no hands (use null for a play-only record)."
            )
            ok = False
        elif d["hands"] is not None:
            hj = d["hands"]
            if not isinstance(hj, list) or len(hj) != n:
                self.problem(
                    f"{base}/hands", "bad_hands", f"hands must be a list of {n} card lists, one per seat."
                )
                ok = False
                for s, h in enumerate(hj if isinstance(hj, list) else []):
                    self.parse_cards(h, f"{base}/hands/{s}", seen)  # their cards' problems too
            else:
                hands = []
                for s, h in enumerate(hj):
                    hands.append(self.parse_cards(h, f"{base}/hands/{s}", seen))
        talon: list[Card] | None = None
        if d.get("talon") is not None:
            talon = self.parse_cards(d["talon"], f"{base}/talon", seen)
        self.check_copies(deck, seen)
        events: list[Event] = []
        ev_json = d.get("events")
        if "events" not in d:
            self.problem(f"{base}/events", "missing_field", "The deal has no events.")
            ok = False
        elif not isinstance(ev_json, list):
            self.problem(f"{base}/events", "bad_events", "events must be a list.")
            ok = False
        else:
            # Fast paths for the bulk of every record, events of exactly their three required keys
            # with plain values: a play (seat, card code as sent), a bid (seat), a score or total
            # (a seat as party, integer points). A plain play is not shown to Game.check_event; a
            # bid, score or total is, as on the full road. Anything else, and every event type
            # the game does not have, takes parse_event's full road.
            plays = self.event_plan("play") is not None
            # a tuple, not a set: the type as sent may be unhashable
            quick = tuple(t for t in ("bid", "score", "total") if self.event_plan(t) is not None)
            cards = deck.cards
            append = events.append
            problems = self.problems
            check_event = self.game.check_event
            for k, e in enumerate(ev_json):
                if type(e) is dict and len(e) == 3:
                    etype = e.get("type")
                    ev: Event | None = None
                    if etype == "play":
                        seat = e.get("seat")
                        code = e.get("card")
                        # type() is, not isinstance: a bool is not a seat
                        if plays and type(seat) is int and 0 <= seat < n and type(code) is str:  # noqa: E721
                            card = cards.get(code)
                            if card is not None:
                                append(Event(k, "play", e, seat, card))
                                continue
                    elif etype in quick:
                        if etype == "bid":
                            seat = e.get("seat")
                            if type(seat) is int and 0 <= seat < n and "bid" in e:  # noqa: E721
                                ev = Event(k, etype, e, seat)
                        else:
                            party = e.get("party")
                            points = e.get("points")
                            if (
                                type(party) is int  # noqa: E721
                                and 0 <= party < n
                                and type(points) is int  # noqa: E721
                                and -MAX_NUMBER <= points <= MAX_NUMBER
                            ):
                                ev = Event(k, etype, e, party=party, points=points)
                        if ev is not None:
                            before = len(problems)
                            check_event(ev, f"{base}/events/{k}", n, self.problem)
                            if len(problems) == before:
                                append(ev)
                            continue
                ev = self.parse_event(k, e, f"{base}/events/{k}", n)
                if ev is not None:
                    append(ev)
        if not ok:
            return None
        return Deal(i, dealer, hands, talon, events, d)

    def parse_cards(
        self, value: Any, ptr: str, seen: list[tuple[str, list[Any], list[Card]]] | None = None
    ) -> list[Card]:
        """Parse a card list; ``seen`` collects (pointer, codes) for the copies check of the deal."""
        assert self.game is not None
        if not isinstance(value, list):
            self.problem(ptr, "bad_cards", "Expected a list of card codes.")
            return []
        deck = self.game.deck
        try:  # fast path: every code canonical already
            out: list[Card] = [deck.cards[code] for code in value]
        except (KeyError, TypeError):
            out = []
            for j, code in enumerate(value):
                c = deck.parse(code)
                if c is None:
                    self.problem(f"{ptr}/{j}", "unknown_card", f"{code!r} is not a card of {deck.name}.")
                    # held in its place, so the sizes checked later count what was dealt; a
                    # transcript with an unknown card is never replayed
                    out.append(UNKNOWN_CARD)
                    continue
                out.append(c)
        if seen is not None:
            seen.append((ptr, value, out))
        return out

    def check_copies(self, deck: Deck, seen: list[tuple[str, list[Any], list[Card]]]) -> None:
        """A card dealt more often than the deck holds it, pointed at each surplus copy."""
        counts = Counter(chain.from_iterable(cards for _, _, cards in seen))
        counts.pop(UNKNOWN_CARD, None)
        copies = deck.copies
        if not [c for c, k in counts.items() if k > 1 and k > copies[c.code]]:
            return
        running: dict[Card, int] = {}
        for ptr, codes, _ in seen:
            for j, code in enumerate(codes):
                c = deck.parse(code)
                if c is None:
                    continue
                running[c] = running.get(c, 0) + 1
                if running[c] > deck.copies[c.code]:
                    held = deck.copies[c.code]
                    times = "once" if held == 1 else f"{held} times"
                    self.problem(
                        f"{ptr}/{j}",
                        "duplicate_card",
                        f"{c} is dealt more often than the deck holds it (it holds it {times}).",
                    )

    # -- events
    def event_plan(self, etype: Any) -> tuple[frozenset[str], frozenset[str], frozenset[str]] | None:
        """(required, allowed, typed) fields of an event type this game uses, computed once;
        typed: the fields parsed into Event attributes besides seat and card. None for a type
        the format or the game does not have."""
        plan = self._plans.get(etype) if type(etype) is str else None
        if plan is None:
            game = self.game
            assert game is not None
            if not isinstance(etype, str) or etype not in EVENT_FIELDS:
                return None
            if game.event_types and etype not in game.event_types:
                return None
            required, optional = EVENT_FIELDS[etype]
            extra = game.extra_event_fields.get(etype, frozenset())
            allowed = required | optional | COMMON_EVENT_FIELDS | extra
            plan = self._plans[etype] = (required, allowed, VALUE_FIELDS & allowed - {"seat", "card"})
        return plan

    def parse_event(self, k: int, e: Any, ptr: str, n: int) -> Event | None:
        game = self.game
        assert game is not None
        if not isinstance(e, dict):
            self.problem(ptr, "bad_event", "An event must be an object.")
            return None
        etype: Any = e.get("type")  # a str once it has a plan
        # the cached plan directly for a known type; event_plan computes it (or None) once
        plan = self._plans.get(etype) if type(etype) is str else None
        if plan is None:
            plan = self.event_plan(etype)
        if plan is None:
            self.bad_event_type(etype, ptr)
            return None
        required, allowed, typed = plan
        # the common case (every field known, none missing) costs two set tests
        bad = not allowed.issuperset(e) or not required.issubset(e)
        if bad:
            for key in e:
                if key not in allowed:
                    self.problem(
                        ptr + pointer(key), "unknown_field", f"Unknown field {key!r} in a {etype} event."
                    )
            for key in required:
                if key not in e:
                    self.problem(f"{ptr}/{key}", "missing_field", f"A {etype} event needs {key!r}.")
        if "t" in e or "note" in e:
            for key in ("t", "note"):
                if key in e and not isinstance(e[key], str):
                    self.problem(f"{ptr}/{key}", "bad_value", f"{key} must be a string.")
                    bad = True
        # every field present is checked, so a rejected verdict lists all of an event's problems
        seat = e.get("seat", _ABSENT)
        if seat is _ABSENT:
            seat = None
        elif type(seat) is not int or not 0 <= seat < n:  # noqa: E721 - bool is not a seat
            self.problem(f"{ptr}/seat", "bad_seat", f"seat must be a seat index 0..{n - 1}.")
            seat, bad = None, True
        code = e.get("card", _ABSENT)
        card: Card | None = None
        if code is not _ABSENT:
            card = game.deck.parse(code)
            if card is None:
                self.problem(f"{ptr}/card", "unknown_card", f"{code!r} is not a card of {game.deck.name}.")
                bad = True
        ev = Event(k, etype, e, seat, card)
        if not typed.isdisjoint(e) and not self.parse_values(ev, e, ptr, n):
            bad = True
        if bad:  # the game's own checks read well-formed fields only
            return None
        problems = self.problems
        before = len(problems)
        game.check_event(ev, ptr, n, self.problem)
        if len(problems) > before:
            return None
        return ev

    def bad_event_type(self, etype: Any, ptr: str) -> None:
        assert self.game is not None
        if etype is None:  # no type at all (or null): a missing field, as any other (api5 c4)
            self.problem(
                f"{ptr}/type",
                "missing_field",
                f"The event has no type; {self.game.title} has: {', '.join(sorted(self.game.event_types))}.",
            )
        elif not isinstance(etype, str) or etype not in EVENT_FIELDS:
            self.problem(
                f"{ptr}/type",
                "unknown_event_type",
                f"Unknown event type {etype!r}; {self.game.title} has: {', '.join(sorted(self.game.event_types))}.",
            )
        else:
            self.problem(
                f"{ptr}/type",
                "event_not_in_game",
                f"{self.game.title} has no {etype!r} events; it has: {', '.join(sorted(self.game.event_types))}.",
            )

    def parse_values(self, ev: Event, e: dict[str, Any], ptr: str, n: int) -> bool:
        """The typed fields other than seat and card, each checked; False if any is bad."""
        ok = True
        if "cards" in e:
            before = len(self.problems)
            ev.cards = tuple(self.parse_cards(e["cards"], f"{ptr}/cards"))
            ok = len(self.problems) == before
        if "named" in e:
            if not isinstance(e["named"], str):
                self.problem(f"{ptr}/named", "bad_value", "named must be a suit or colour letter.")
                ok = False
            else:
                ev.named = e["named"].upper()
        for key, attr in (("party", "party"), ("from", "payer"), ("to", "payee")):
            v = e.get(key, _ABSENT)
            if v is _ABSENT:
                continue
            if type(v) is not int or not 0 <= v < n:  # noqa: E721 - the common case: a seat index
                v = self.parse_party(v, f"{ptr}/{key}", n)
                if v is None:
                    ok = False
                    continue
            setattr(ev, attr, v)
        for key in ("amount", "points"):
            v = e.get(key, _ABSENT)
            if v is _ABSENT:
                continue
            if not is_number(v):
                self.problem(
                    f"{ptr}/{key}", "bad_value", f"{key} must be a number of at most 10^12 either way."
                )
                ok = False
                continue
            setattr(ev, key, v)
        return ok

    def parse_party(self, v: Any, ptr: str, n: int) -> Party | None:
        assert self.game is not None
        if is_int(v):
            if 0 <= v < n:
                return v
        elif isinstance(v, str):
            if v in self.game.named_parties:
                return v
            if v.isascii() and v.isdigit() and int(v) < n:  # seats as strings ("²" is a digit too)
                return int(v)
        names = ", ".join(sorted(self.game.named_parties))
        named = f" or one of: {names}" if names else ""
        self.problem(ptr, "bad_party", f"A party is a seat index 0..{n - 1}{named}; not {v!r}.")
        return None


def parse(doc: Any, games: dict[str, Game]) -> tuple[Session | None, list[Problem]]:
    p = Parser(doc, games)
    session = p.parse()
    return session, p.problems
