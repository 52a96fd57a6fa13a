"""One slip, one finding (every game; one-slip-deal-fields a): a deal whose `hands` are written
against the wrong seats - two swapped, or the list rotated - while every seat plays from one other
seat's written hand. The plays prove whose each hand is, so the deal is judged with the hands so
read, and the slip is one `card_not_in_hand` at the first card a seat plays from another's hand."""

from __future__ import annotations

from collections import Counter

from .cards import Card
from .transcript import Deal, Session
from .verdict import Finding

# each game's rule for a card not in its player's hand
RULES = {
    "rage": "rage/trick.card-in-hand",
    "ulti": "ulti/play.turn",
    "danish-tarok": "danish-tarok/10.card-in-hand",
    "galician-tarok": "galician-tarok/5.hand",
    "tarocchini-ottocento": "tarocchini/play.card-in-hand",
    "tarocchini-terziglio": "tarocchini/play.card-in-hand",
}


def hands_read(deal: Deal, n: int) -> list[int] | None:
    """The seat whose written hand each seat plays from (``read[s]``), where that is not each seat's
    own: every seat that plays at least two dealt cards plays all of them from one other seat's
    written hand and from no other, the seats so read a permutation; else None."""
    if deal.hands is None or len(deal.hands) != n:
        return None
    own = [set(h) for h in deal.hands]
    anyone = set().union(*own)
    # (a card taken from a talon may have been dealt to another seat: Ulti's passes round the table)
    taken = {c for ev in deal.events if ev.type == "take" for c in ev.cards}
    strays = sum(
        1
        for ev in deal.events
        if ev.type == "play"
        and ev.seat is not None
        and 0 <= ev.seat < n
        and ev.card not in own[ev.seat]
        and ev.card in anyone
        and ev.card not in taken
    )
    if strays < 2:  # (the common case: every card from its seat's own hand, or one slip at most)
        return None
    dealt = [Counter(h) for h in deal.hands]
    plays: list[Counter[Card]] = [Counter() for _ in range(n)]
    for ev in deal.events:
        if ev.type == "play" and ev.seat is not None and 0 <= ev.seat < n and ev.card is not None:
            if ev.card not in taken and any(ev.card in d for d in dealt):
                plays[ev.seat][ev.card] += 1
    read: list[int | None] = []
    for s in range(n):
        if sum(plays[s].values()) < 2:
            read.append(None)
            continue
        fits = [t for t in range(n) if all(dealt[t][c] >= k for c, k in plays[s].items())]
        if len(fits) != 1:
            return None
        read.append(fits[0])
    known = [t for t in read if t is not None]
    if len(set(known)) != len(known) or all(t in (None, s) for s, t in enumerate(read)):
        return None
    # a seat that plays nothing (one that sits out) keeps the one hand left over, if one is left
    left = [t for t in range(n) if t not in known]
    idle = [s for s, t in enumerate(read) if t is None]
    if len(left) != len(idle):
        return None
    if len(idle) == 1:
        read[idle[0]] = left[0]
    elif idle and any(s != t for s, t in zip(idle, left, strict=True)):
        return None
    else:
        for s, t in zip(idle, left, strict=True):
            read[s] = t
    return [t for t in read if t is not None] if None not in read else None


def read_hands(session: Session) -> dict[int, Finding]:
    """Each deal whose hands the plays prove written against the wrong seats gets them read so (the
    session is changed in place), with its one finding, by deal index."""
    out: dict[int, Finding] = {}
    for deal in session.deals:
        read = hands_read(deal, session.n)
        if read is None or deal.hands is None:
            continue
        written = deal.hands
        deal.hands = [list(written[read[s]]) for s in range(session.n)]
        first = next(
            ev
            for ev in deal.events
            if ev.type == "play" and ev.seat is not None and ev.card is not None and read[ev.seat] != ev.seat
        )
        names = session.players
        moved = ", ".join(f"{names[s]}'s is written as {names[t]}'s" for s, t in enumerate(read) if s != t)
        out[deal.index] = Finding(
            "card_not_in_hand",
            RULES.get(session.game, "card-in-hand"),
            f"{names[first.seat]} played {first.card}, which the hands written give to {names[read[first.seat]]}: "  # type: ignore[index]
            f"the hands are written against the wrong seats ({moved}), as every seat's plays show; the "
            "deal is judged with the hands so read.",
            {"hands_read_from": read},
            first.seat,
            event=first.index,
        )
    return out
