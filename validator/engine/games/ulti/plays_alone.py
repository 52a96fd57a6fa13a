"""ulti/deal.auction-unrecorded: a deal whose record holds no auction at all, checked on the plays alone.

Many records hold only the plays (spec "Play-only records"). In Ulti the contract - who declares,
what, and which suit is trumps - decides who leads the first trick, who wins each trick, and the
duties to trump and to overtake. When the record holds no bid, take or discard (``AUCTION_ACTS``;
every played deal had a bid), the auction was not recorded, not broken: nothing that depends on
the contract is reported (the acts a contract makes legal that it writes - trumps named, a contra,
a fold - are not judged), and the deal's ``unchecked`` says what was left unchecked.

What the plays prove on their own is still checked:

- a card played twice (``card_not_in_hand``, ``ulti/play.turn``);
- a card after the tenth trick (``card_not_in_hand``, ``ulti/play.turn``);
- each trick goes round the table in seat order from whoever led it (``out_of_turn``,
  ``ulti/play.turn``; after a lead no trumps justify, the seat it skipped may also play next: one
  card out of turn is one fault); the next trick's leader is taken as the record's word for who won the
  trick before, and is reported only when no trump suit and no no-trump game would make him the
  winner of it;
- following suit, where the record proves the player held the led suit: he played a card of it
  later in the deal (``revoke``, ``ulti/play.follow``). Cards leave a hand before the
  play only by the talon exchange, so the cards a player plays later were in his hand all along;
  the hands as dealt prove nothing more, since with the auction unrecorded a dealt card may have
  gone to the talon and a played one may have come from it;
- overtaking, where it binds under every contract: a player who follows suit under the best card
  on the table while holding (he plays it later) a card of the suit that beats it in both rank
  orders, whichever suit is trumps, and the trick is not trumped under any of them
  (``failure_to_overtake``, ``ulti/play.overtake``).

Where the record names the trumps (an ``announce`` of the trump suit: a trump game in that suit,
whatever its bids), that suit is the only arrangement: trick winners follow from it, overtaking is
judged in its rank order, and a player who neither follows nor trumps while holding a trump (he
plays one later) is ``failure_to_trump`` (``ulti/play.trump``; ulti-po3's note).
"""

from __future__ import annotations

from typing import Any

from ...cards import Card
from ...transcript import Deal
from ...tricks import due_seats
from ...verdict import Finding
from . import tables as T
from .state import N, a_lead, codes, out_of_turn, played_again, trick_winner

# the auction (bids, passes, the talon taken and discarded: ulti/auction.*) and the acts only a
# contract makes legal (naming its trumps, doubling its goals, folding it). Marriages (declare,
# said with the first card), payments and penalties are not among them.
AUCTION_EVENTS = frozenset({"bid", "take", "discard", "announce", "double", "call"})
AUCTION_ACTS = frozenset({"bid", "take", "discard"})  # the auction itself (auction_recorded)

# every contract's trump arrangement: no trumps, or one of the four suits
HYPOTHESES: tuple[str | None, ...] = (None, "H", "D", "S", "C")


def auction_recorded(deal: Deal) -> bool:
    """The bids and the talon exchange are the auction (a discard or take without a bid is an
    auction broken: ulti/auction.first). The acts only a contract makes legal - the trumps named,
    a contra, a fold - show a contract, not its auction: a record with them and no bid left the
    bids out (every played deal had one; ulti-spec7 07)."""
    return any(ev.type in AUCTION_ACTS for ev in deal.events)


def named_trump(deal: Deal) -> str | None:
    """The trump suit an `announce` of the deal names (the last one), if any."""
    named = None
    for ev in deal.events:
        if ev.type == "announce":
            for item in ev.get("items") or []:
                if (
                    isinstance(item, dict)
                    and item.get("kind") == "trump"
                    and item.get("suit") in T.SUIT_NAMES
                ):
                    named = item["suit"]
    return named


def hypothesis_name(h: str | None) -> str:
    return h if h is not None else "no-trump"


def unchecked_for(deal: Deal) -> list[str]:
    types = {ev.type for ev in deal.events}
    named = named_trump(deal)
    duties = (
        "trumping and overtaking duties (ulti/play.trump, ulti/play.overtake) and the ulti declarer's "
        "trump seven (ulti/play.ulti-seven): they depend on the trump suit and the contract; a failure to "
        "overtake is reported only where it is one under every contract (both rank orders, any trumps)"
        if named is None
        else f"trumping and overtaking duties with the trumps named ({named}): reported only where the "
        "record proves the player held the trump or the better card (he played it later); the ulti "
        "declarer's trump seven (ulti/play.ulti-seven) depends on the contract"
    )
    out = [
        "auction: not recorded (the deal holds no bid, take or discard); "
        "the contract, the declarer and the talon are unknown"
        + (", and the trump suit" if named is None else f"; the trumps are named ({named})"),
        duties,
        "trick winners and the turn to lead: the first lead (the declarer's) is unknown; each later "
        "lead is taken as the record's word for who won the trick before, and is reported only when "
        "no trump suit and no no-trump game makes that player its winner",
        "following suit: reported only where the record proves the player held the led suit "
        "(they played a card of it later in the deal)",
        "settlement: goals, silent bonuses and payments cannot be scored without the contract",
    ]
    if deal.hands is None:
        out.append("cards in hand: the hands were not recorded; only a card played twice is reported")
    else:
        out.append(
            "cards in hand against the hands as dealt: with the talon exchange of the auction unknown, "
            "a dealt card may have been discarded and a played one taken from the talon; only a card "
            "played twice is reported"
        )
    if "declare" in types:
        out.append("marriages: whether they are allowed and held depends on the contract and its trumps")
    if "payment" in types:
        out.append("recorded payments: not compared, the settlement cannot be computed")
    if "penalty" in types:
        out.append("recorded penalties: not compared, the rules' penalties depend on the contract")
    return out


class PlaysAlone:
    """The play of one deal with the auction unrecorded: only what the plays prove."""

    def __init__(self, deal: Deal, opts: Any, names: list[str]) -> None:
        self.opts = opts
        self.names = names
        self.trick: list[tuple[int, Card]] = []
        # the seats that may have been due to lead the current trick: its leader, or after a lead
        # no trumps justify, the possible winners of the trick before
        self.due_leaders: list[int] = []
        self.tricks: list[dict[str, Any]] = []  # {"plays", "leader", "winners": possible winners}
        self.seen: dict[Card, tuple[int, int]] = {}  # card -> (seat, trick number from 1)
        # what the record proves each seat held: the cards it plays later (event index, card)
        self.later: list[list[tuple[int, Card]]] = [[] for _ in range(N)]
        for ev in deal.events:
            if ev.type == "play" and ev.seat is not None and ev.card is not None and 0 <= ev.seat < N:
                self.later[ev.seat].append((ev.index, ev.card))
        # the trump arrangements the contract may have had: every one, unless the record names the
        # trumps (an `announce` of the trump suit shows a trump game in that suit, whatever its
        # unrecorded bids: ulti-po3's note), and then the duty to trump binds too
        self.named = named_trump(deal)
        self.hypotheses: tuple[str | None, ...] = HYPOTHESES if self.named is None else (self.named,)
        # trump arrangements under which every led trick's leader won the trick before
        self.consistent: list[str | None] = list(self.hypotheses)

    def name(self, s: int | None) -> str:
        return self.names[s] if s is not None and 0 <= s < len(self.names) else "?"

    def apply_play(self, seat: int, card: Card, event: int) -> list[Finding]:
        out: list[Finding] = []
        if len(self.tricks) >= 10:
            return [
                Finding(
                    "card_not_in_hand",
                    "ulti/play.turn",
                    f"{self.name(seat)} played {card} after the tenth trick.",
                    {"card": card.code},
                    seat,
                )
            ]
        if self.trick:
            # in turn from the card led: a card out of turn does not move the turn past those still to play
            lead = self.trick[0][0]
            played = {s for s, _ in self.trick}
            expected = next((s for s in ((lead + i) % N for i in range(N)) if s not in played), lead)
            # one card out of turn is one fault: the next may also be the seat a wrong lead skipped
            skipped = any(
                seat in due_seats(range(N), [s for s, _ in self.trick], d) for d in self.due_leaders
            )
            if seat != expected and not skipped:
                out.append(out_of_turn(self.name(seat), card, self.name(expected), expected, seat))
        elif self.tricks:
            prev = self.tricks[-1]
            winners: list[int] = prev["winners"]
            if seat not in winners:
                ev: dict[str, Any] = {
                    "possible_winners": winners,
                    "previous_trick": codes(c for _, c in prev["plays"]),
                }
                if len(winners) == 1:
                    ev["expected"] = winners[0]
                who = " or ".join(self.name(w) for w in winners)
                out.append(
                    Finding(
                        "out_of_turn",
                        "ulti/play.turn",
                        f"{self.name(seat)} led {card} to trick {len(self.tricks) + 1}, but whatever the "
                        f"trumps, trick {len(self.tricks)} ({' '.join(ev['previous_trick'])}) was won by "
                        f"{who}, who leads next.",
                        ev,
                        seat,
                    )
                )
            self.consistent = [h for h in self.consistent if trick_winner(prev["plays"], h) == seat]
            self.due_leaders = [seat] if seat in winners else list(winners)
        else:
            self.due_leaders = [seat]  # the first lead is the declarer's, unknown: taken as the record says
        if not out:
            if card in self.seen:
                by, k = self.seen[card]
                out.append(played_again(self.name(seat), card, self.name(by), by, k, seat))
            elif self.trick:
                out.extend(self.check_follow(seat, card, event))
        self.seen.setdefault(card, (seat, len(self.tricks) + 1))
        self.trick.append((seat, card))
        if len(self.trick) == N:
            plays = list(self.trick)
            winners = sorted({trick_winner(plays, h) for h in self.hypotheses})
            self.tricks.append({"plays": plays, "leader": plays[0][0], "winners": winners})
            self.trick = []
        return out

    def check_follow(self, seat: int, card: Card, event: int) -> list[Finding]:
        """ulti/play.follow where the record proves the player held the suit led (he plays it later),
        else, with the trumps named, ulti/play.trump where it proves he held a trump."""
        led = self.trick[0][1].suit
        if card.suit == led:
            return self.check_overtake(seat, card, event)
        if self.later_of(seat, event, led):
            return self.proven(seat, card, event, led, "revoke", "ulti/play.follow", "")
        trump = self.named
        if trump is None or led == trump or card.suit == trump or not self.later_of(seat, event, trump):
            return []
        # (the record does not show he had none of the suit led: the message asserts no void)
        return self.proven(
            seat,
            card,
            event,
            trump,
            "failure_to_trump",
            "ulti/play.trump",
            ", neither following nor trumping,",
        )

    def later_of(self, seat: int, event: int, suit: str) -> list[tuple[int, Card]]:
        """The cards of ``suit`` the seat plays after ``event``: the record's proof he held them."""
        return [(i, c) for i, c in self.later[seat] if i > event and c.suit == suit]

    def proven(
        self, seat: int, card: Card, event: int, suit: str, code: str, rule: str, how: str
    ) -> list[Finding]:
        """A follow or trump fault the player's later cards of ``suit`` prove."""
        led = self.trick[0][1].suit
        held = self.later_of(seat, event, suit)
        shown = codes(c for _, c in held)
        what = " of the trumps named" if code == "failure_to_trump" else ""
        msg = (
            f"{self.name(seat)} played {card} to {a_lead(led)}{how} while holding "
            f"{' and '.join(shown)}{what}, which {self.name(seat)} played later."
        )
        ev = {
            "led": led,
            "trump": self.named if code == "failure_to_trump" else None,
            "table": codes(c for _, c in self.trick),
            "played": card.code,
            "held": shown,
            "held_shown_at": [i for i, _ in held],
        }
        return [Finding(code, rule, msg, ev, seat, penalty=self.penalty())]

    def check_overtake(self, seat: int, card: Card, event: int) -> list[Finding]:
        """ulti/play.overtake under every trump arrangement: following suit, he played under the best
        card on the table while a card of the suit he plays later beats it in every one (none of which
        sees the trick trumped)."""
        led = self.trick[0][1].suit
        later = [c for i, c in self.later[seat] if i > event and c.suit == led]
        if not later:
            return []
        table = [c for _, c in self.trick]
        better: set[Card] = set()
        for h in self.hypotheses:
            if h is not None and h != led and any(c.suit == h for c in table):
                return []  # trumped under h: any card of the suit is legal
            rank = T.TRUMP_RANK if h is not None else T.NO_TRUMP_RANK
            best = max((rank[c.rank] for c in table if c.suit == led), default=-1)
            if rank[card.rank] > best:
                return []  # his card beats the table under h
            beats = {c for c in later if rank[c.rank] > best}
            if not beats:
                return []  # nothing he is shown to hold beats it under h
            better |= beats
        shown = codes(sorted(better, key=lambda c: -T.NO_TRUMP_RANK[c.rank]))
        msg = (
            f"{self.name(seat)} played {card} under {' '.join(codes(table))} while holding "
            f"{' or '.join(shown)}, which {self.name(seat)} played later and which beats the table "
            "whatever the contract and its trumps."
        )
        ev = {
            "led": led,
            "trump": None,
            "table": codes(table),
            "played": card.code,
            "held": shown,
            "held_shown_at": [i for i, c in self.later[seat] if i > event and c in better],
        }
        return [Finding("failure_to_overtake", "ulti/play.overtake", msg, ev, seat, penalty=self.penalty())]

    def penalty(self) -> dict[str, Any] | None:
        """ulti/penalty.revoke: prescribed as usual, but with the contract unknown the offending side
        is unknown and nothing can be settled, so it is never applied here."""
        effect = self.opts["revoke_penalty"]
        if effect == "play_stands":
            return None
        return {"rule": "ulti/penalty.revoke", "effect": effect, "applied": False}

    def computed(self, dealer: int) -> dict[str, Any]:
        certain = [t["winners"][0] if len(t["winners"]) == 1 else None for t in self.tricks]
        return {
            "dealer": dealer,
            "auction": "unrecorded",
            "declarer": None,
            "bid": None,
            "trump": self.named,
            "trump_consistent": [hypothesis_name(h) for h in self.consistent] if self.tricks else None,
            "talon": None,
            "tricks_played": len(self.tricks),
            "trick_leaders": [t["leader"] for t in self.tricks],
            "trick_winners": certain,
        }

    def trick_text(self, k: int) -> str:
        t = self.tricks[k - 1]
        cards = " ".join(c.code for _, c in t["plays"])
        if len(t["winners"]) == 1:
            return f"Trick {k} ({cards}) won by {self.name(t['winners'][0])} whatever the trumps."
        who = " or ".join(self.name(w) for w in t["winners"])
        return f"Trick {k} ({cards}): won by {who}, depending on the trumps (not recorded)."
