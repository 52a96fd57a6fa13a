"""Expected payments (what the rules say is due) and their comparison with the recorded ones.

Pools are tracked by the rules: a payment the table got wrong does not change what the rules
say a pool holds (danish-tarok/15.pools). A payment that takes a pool's contents (or doubles
them) is right either by the rules' pool or by the pool as the record's own payments left it.
Recorded payments are matched to the expected ones per (payer, payee, reason), in order, by a
small sequence alignment, so a wrong amount is reported at the payment concerned, a payment too
many at its own event and a missing one at the deal.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...payments import Misdirected, Slip, misdirected
from ...transcript import Event, Party
from .tables import POOLS, STANDING_REASONS


@dataclass(slots=True)
class Due:
    payer: Party
    payee: Party
    amount: int
    reason: str
    rule: str
    anchor: int | None  # event index at which it falls due (None: the deal as a whole)
    alt: int | None = None  # the amount by the pool the record's payments left (15.pools)
    # the same, counting the record's own payments earlier in this deal too (diff9 A1)
    alt_in_deal: int | None = None
    # the amount a recorded payment matched where it was one of those (match): the settlement's
    # expected figure follows it, as the finding does (fresh-mainstream-1 a)
    paid_alt: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {"from": self.payer, "to": self.payee, "amount": self.amount, "reason": self.reason}


@dataclass
class Ledger:
    """The expected payments of one deal, and the pools as the rules keep them."""

    pools: dict[str, int]
    # what the record's own payments put into each pool beyond the rules' pool (15.pools)
    drift: dict[str, int] = field(default_factory=dict)
    dues: list[Due] = field(default_factory=list)
    start_pools: dict[str, int] = field(init=False)
    # what void() took back (danish-tarok/18.void), for the reading in which it stands (restore)
    voided: list[Due] = field(default_factory=list, init=False)
    # pools whose content the record does not give (a record taken up mid-session without its pools,
    # base.pools_not_carried): their figure in ``pools`` is only what moved since; an ultimo or a
    # Tout that takes one empties it, and it is known again (0)
    unknown: set[str] = field(default_factory=set)
    # the seats whose payments in the deal the content of an unknown pool decides (taken or doubled)
    blind: set[int] = field(default_factory=set, init=False)
    # the unknown pools whose content moved in the deal (taken or doubled): a sheet's line for one
    # rests on what it held
    moved: set[str] = field(default_factory=set, init=False)
    # an unknown pool whose content moved at the last trick: what the rules' figure held then (from an
    # assumed 0), how many przydupeks paid it back in, and whether it was taken (15.pool-order)
    content_at: dict[str, tuple[float, int, bool]] = field(default_factory=dict, init=False)

    def __post_init__(self) -> None:
        self.start_pools = dict(self.pools)
        self.start_unknown = frozenset(self.unknown)

    def pay(
        self,
        payer: Party,
        payee: Party,
        amount: int,
        reason: str,
        rule: str,
        anchor: int | None,
        alt: int | None = None,
    ) -> None:
        if amount <= 0 or payer == payee:
            return
        self.dues.append(Due(payer, payee, amount, reason, rule, anchor, alt if alt != amount else None))
        # (a pool holding a fraction, a third paid in at a joining, is kept to the format's 6th
        # place: no binary drift to tell a right payment from the rules' figure, seats-change2 a3)
        if payer in self.pools:
            self.pools[payer] = round(self.pools[payer] - amount, 6)  # type: ignore[index]
        if payee in self.pools:
            self.pools[payee] = round(self.pools[payee] + amount, 6)  # type: ignore[index]

    def copy(self) -> Ledger:
        """The same ledger, to try a reading on without touching this one."""
        out = Ledger(dict(self.pools), dict(self.drift), list(self.dues), set(self.unknown))
        out.start_pools = dict(self.start_pools)
        out.start_unknown = self.start_unknown
        out.blind = set(self.blind)
        out.moved = set(self.moved)
        out.content_at = dict(self.content_at)
        return out

    def void(self, fee_too: bool = False) -> list[Due]:
        """danish-tarok/18.void: drop every due the void deal reverses; return them. ``fee_too``: the
        record hands the dealer's fee back as well (danish-void-deal-edges c)."""
        standing = STANDING_REASONS - {"deal_fee"} if fee_too else STANDING_REASONS
        kept = [d for d in self.dues if d.reason in standing]
        dropped = [d for d in self.dues if d.reason not in standing]
        self.dues = kept
        self.pools = dict(self.start_pools)
        for d in kept:
            for p, sign in ((d.payer, -1), (d.payee, 1)):
                if p in self.pools:
                    self.pools[p] += sign * d.amount  # type: ignore[index]
        self.voided = list(dropped)
        return dropped

    def restore(self) -> None:
        """danish-tarok/18.void, the other reading: what fell due before the deal became void stands."""
        for d in self.voided:
            self.dues.append(d)
            for p, sign in ((d.payer, -1), (d.payee, 1)):
                if p in self.pools:
                    self.pools[p] += sign * d.amount  # type: ignore[index]
        self.voided = []

    def drop(self, reason: str, payee: Party, payer: Party | None = None) -> bool:
        """Take back the dues of one reason into one party that fell due during the deal (anchored at
        an event): a refill after the last trick that the record makes at the next deal's start; or,
        naming the ``payer``, those due at the deal's start too (a dealer's fee the record writes
        with the deal dealt again)."""
        gone = [
            d
            for d in self.dues
            if d.reason == reason
            and d.payee == payee
            and (d.anchor is not None if payer is None else d.payer == payer)
        ]
        for d in gone:
            self.dues.remove(d)
            if d.payer in self.pools:
                self.pools[d.payer] += d.amount  # type: ignore[index]
            if d.payee in self.pools:
                self.pools[d.payee] -= d.amount  # type: ignore[index]
        return bool(gone)

    def net(self) -> dict[Party, int]:
        out: dict[Party, int] = {}
        for d in self.dues:
            out[d.payer] = out.get(d.payer, 0) - d.amount
            out[d.payee] = out.get(d.payee, 0) + d.amount
        return out


@dataclass(slots=True)
class Part:
    """One reason's share of a pair's payments netted "in all" (pairs_in_all), along the pair's
    due direction: what the rules make it and what the record pays (negative: the other way round)."""

    reason: str | None  # (None: the record's payments naming no reason)
    due: float
    paid: float
    rule: str | None  # the rule of the reason's dues (None: no due of it)
    first: Event | None  # the record's first payment of it


@dataclass(slots=True)
class InAll:
    """What a wrong_payment "in all" rests on (dispute-messages-16 c1): the record's sum along the
    rules' direction, and the reasons whose sums differ."""

    paid: float
    parts: tuple[Part, ...]


@dataclass(slots=True)
class Mismatch:
    code: str  # wrong_payment | missing_payment | unexpected_payment
    event: int | None
    due: Due | None
    recorded: Event | None
    # a wrong_payment that is a payment to (or from) the wrong party (payments.misdirected)
    misdirected: Misdirected | None = None
    # a wrong_payment "in all": the record's sum and the reasons that make the difference
    in_all: InAll | None = None


GAP = 10_000  # a wrong amount, an extra or a missing payment


def _align(rec: list[Event], exp: list[Due]) -> list[tuple[Event | None, Due | None]]:
    """Order-preserving alignment minimising mismatches (each GAP). Among equally good ones a pair
    costs a little when the reasons agree only as SAME_REASON merges them (a refill against a
    foundation, danish9), and less the nearer the payment is to where its due fell (its anchor; the
    deal's start for a due of the deal as a whole), so a payment made twice is the later one too
    many, not the one made when due (danish10; a dealer's fee too, diff9 A4)."""
    m, k = len(rec), len(exp)

    def pair_cost(ev: Event, due: Due) -> int:
        if ev.amount != due.amount:
            return GAP
        reason = 0 if ev.get("reason") in (None, due.reason) else 1000
        # a due of the deal as a whole (a fee, a foundation) falls due at its start: the earliest
        # payment is the one made when due, a later copy the one too many (diff9 A4)
        return reason + min(ev.index if due.anchor is None else abs(ev.index - due.anchor), 999)

    cost = [[0] * (k + 1) for _ in range(m + 1)]
    for i in range(m + 1):
        for j in range(k + 1):
            if i == 0 or j == 0:
                cost[i][j] = GAP * (i + j)
                continue
            cost[i][j] = min(
                cost[i - 1][j - 1] + pair_cost(rec[i - 1], exp[j - 1]),
                cost[i - 1][j] + GAP,
                cost[i][j - 1] + GAP,
            )
    pairs: list[tuple[Event | None, Due | None]] = []
    i, j = m, k
    while i or j:
        if i and j and cost[i][j] == cost[i - 1][j - 1] + pair_cost(rec[i - 1], exp[j - 1]):
            pairs.append((rec[i - 1], exp[j - 1]))
            i, j = i - 1, j - 1
            continue
        if i and cost[i][j] == cost[i - 1][j] + GAP:
            pairs.append((rec[i - 1], None))
            i -= 1
        else:
            pairs.append((None, exp[j - 1]))
            j -= 1
    pairs.reverse()
    return pairs


# danish-tarok/15.payments: reasons that name the same payment. §15 "Fundamenty" covers both the
# first payment into the pools and their refilling, so a refill recorded as `foundation` is the same.
SAME_REASON = {"refill": "foundation"}


def _match(rec: list[Event], exp: list[Due], out: list[Mismatch], extras: list[Event]) -> list[Due]:
    """Pair recorded payments with dues: wrong amounts go to ``out``, unmatched payments to
    ``extras``; the dues nobody paid are returned."""
    unpaid: list[Due] = []
    for ev, due in _align(rec, exp):
        if ev is not None and due is not None:
            if ev.amount not in (due.amount, due.alt, due.alt_in_deal):
                out.append(Mismatch("wrong_payment", ev.index, due, ev))
            elif ev.amount != due.amount:
                due.paid_alt = int(ev.amount or 0)
        elif ev is not None:
            extras.append(ev)
        else:
            assert due is not None
            unpaid.append(due)
    return unpaid


def _same_total(rec: list[Event], exp: list[Due]) -> bool:
    """The recorded payments add up to the due ones: several dues handed over as one payment (the
    declarations of one player, say) or one due in several payments is no mistake."""
    return bool(rec) and bool(exp) and sum(ev.amount or 0 for ev in rec) == sum(d.amount for d in exp)


def _net_handed_back(recorded: list[Event], dues: list[Due]) -> tuple[list[Event], list[Due]]:
    """Payments of one reason running both ways between two parties (a declaration corrected down
    before the first lead and the surplus handed back, §14) are one sum: where their net is the net
    of that reason's dues between the two, both sides are settled and leave the matching."""
    ways: dict[tuple[frozenset[str], str], set[str]] = {}
    for ev in recorded:
        r = ev.get("reason")
        if isinstance(r, str):
            ways.setdefault((frozenset((str(ev.payer), str(ev.payee))), r), set()).add(str(ev.payer))
    settled: set[tuple[frozenset[str], str]] = set()
    for (pair, reason), payers in ways.items():
        if len(payers) < 2:
            continue
        first = min(pair)
        net_rec = sum(
            (ev.amount or 0) * (1 if str(ev.payer) == first else -1)
            for ev in recorded
            if ev.get("reason") == reason and frozenset((str(ev.payer), str(ev.payee))) == pair
        )
        net_due = sum(
            d.amount * (1 if str(d.payer) == first else -1)
            for d in dues
            if d.reason == reason and frozenset((str(d.payer), str(d.payee))) == pair
        )
        if abs(net_rec - net_due) < 1e-9:
            settled.add((pair, reason))
    if not settled:
        return recorded, dues

    def key(payer: object, payee: object, reason: object) -> tuple[frozenset[str], object]:
        return frozenset((str(payer), str(payee))), reason

    return (
        [ev for ev in recorded if key(ev.payer, ev.payee, ev.get("reason")) not in settled],
        [d for d in dues if key(d.payer, d.payee, d.reason) not in settled],
    )


def _as_due(recorded: list[Event], dues: list[Due]) -> bool:
    """Each recorded payment is the due at its place: the same parties, amount and reason (a clean
    deal's record)."""
    return len(recorded) == len(dues) and all(
        ev.payer == d.payer and ev.payee == d.payee and ev.amount == d.amount and ev.get("reason") == d.reason
        for ev, d in zip(recorded, dues, strict=True)
    )


def match(recorded: list[Event], dues: list[Due]) -> list[Mismatch]:
    """Compare the recorded payments of a deal with the expected ones."""
    # a payment of 0 (a card-point band of 0) is none; but one naming a due's parties and reason is
    # that due written 0 (danish-payment-edge-probes (c): a przydupek paid 0 into an emptied pool)
    zeros = [ev for ev in recorded if not ev.amount and ev.get("reason") is not None]
    recorded = [ev for ev in recorded if ev.amount]
    for d in dues:
        d.paid_alt = None
    if _as_due(recorded, dues):  # every group below would agree in its total: nothing to report
        return []
    recorded, dues = _net_handed_back(recorded, dues)
    out: list[Mismatch] = []
    extras: list[Event] = []
    missing: list[Due] = []
    # 1. recorded payments that name their reason: per (payer, payee, reason)
    keyed_rec: dict[tuple[str, str, str | None], list[Event]] = {}
    for ev in recorded:
        r = ev.get("reason")
        r = SAME_REASON.get(r, r) if isinstance(r, str) else None
        keyed_rec.setdefault((str(ev.payer), str(ev.payee), r), []).append(ev)
    keyed_exp: dict[tuple[str, str, str | None], list[Due]] = {}
    for d in dues:
        keyed_exp.setdefault((str(d.payer), str(d.payee), SAME_REASON.get(d.reason, d.reason)), []).append(d)
    leftover_exp: dict[tuple[str, str], list[Due]] = {}
    for key, exp in keyed_exp.items():
        rec = keyed_rec.pop(key, [])
        if _same_total(rec, exp):
            continue
        if len(rec) == 1 and len(exp) > 1 and all(d.amount != rec[0].amount for d in exp):
            # one payment for several dues of one reason (a player's declarations, §15 "Każda
            # Deklaracja musi być zapłacona"), short or over: one wrong payment against their sum
            combined = Due(
                exp[0].payer,
                exp[0].payee,
                sum(d.amount for d in exp),
                exp[0].reason,
                exp[0].rule,
                exp[0].anchor,
            )
            out.append(Mismatch("wrong_payment", rec[0].index, combined, rec[0]))
            continue
        leftover_exp.setdefault(key[:2], []).extend(_match(rec, exp, out, extras))
    # 2. recorded payments without a reason: against what is left, per (payer, payee)
    for key, rec in keyed_rec.items():
        if key[2] is not None:
            extras.extend(rec)
            continue
        exp = sorted(leftover_exp.pop(key[:2], []), key=lambda d: -1 if d.anchor is None else d.anchor)
        if not _same_total(rec, exp):
            missing.extend(_match(rec, exp, out, extras))
    for rest in leftover_exp.values():
        missing.extend(rest)
    # 3. payments made and handed back (a void deal's reversals, §18) cancel out: between two
    # parties all of them when they net to nothing (15 and 10 handed back as one 25), else pair
    # by pair (one payment handed back as it was made)
    extras.sort(key=lambda e: e.index)
    between: dict[frozenset[str], list[Event]] = {}
    for ev in extras:
        between.setdefault(frozenset((str(ev.payer), str(ev.payee))), []).append(ev)
    used: set[int] = set()
    for evs in between.values():
        first = str(evs[0].payer)
        net = sum((ev.amount or 0) * (1 if str(ev.payer) == first else -1) for ev in evs)
        forth = [ev for ev in evs if str(ev.payer) == first]
        back = [ev for ev in evs if str(ev.payer) != first]
        if back and abs(net) < 1e-9 and _handed_back(forth, back):
            used.update(ev.index for ev in evs)
            continue
        for i, a in enumerate(evs):
            if a.index in used:
                continue
            for b in evs[i + 1 :]:
                if (
                    b.index not in used
                    and b.payer == a.payee
                    and b.payee == a.payer
                    and b.amount == a.amount
                    and _handed_back([a], [b])
                ):
                    used.update((a.index, b.index))
                    break
    for ev in extras:
        if ev.index not in used:
            out.append(Mismatch("unexpected_payment", ev.index, None, ev))
    for due in missing:
        zero = next(
            (
                ev
                for ev in zeros
                if ev.payer == due.payer
                and ev.payee == due.payee
                and reason_key(ev.get("reason")) == reason_key(due.reason)
            ),
            None,
        )
        if zero is not None:
            zeros.remove(zero)
            out.append(Mismatch("wrong_payment", zero.index, due, zero))
        else:
            out.append(Mismatch("missing_payment", None, due, None))
    out.sort(key=lambda m: (m.event is None, m.event or 0))
    return out


def _handed_back(forth: list[Event], back: list[Event]) -> bool:
    """Whether payments one way can be the others handed back: the reasons one side names are
    among the other's, or one side names none (real-faults-near-slips-12 c6: a Pagat-lost 5 one
    way and a card-point 5 the other are two payments, not one made and handed back). A hand-back
    written as a `penalty` (the false declarer's, §18) names no reason of its own."""
    one = {reason_key(ev.get("reason")) for ev in forth} - {None, "penalty"}
    other = {reason_key(ev.get("reason")) for ev in back} - {None, "penalty"}
    return not one or not other or one <= other or other <= one


def reason_key(r: object) -> str | None:
    return SAME_REASON.get(r, r) if isinstance(r, str) else None


def pair_misdirected(mismatches: list[Mismatch], payments: list[Event], dues: list[Due]) -> list[Mismatch]:
    """danish-tarok/15.payments (diff9 danish-knockon C3): an unexpected payment and a missing one
    that agree in amount and one party (the same payer, another payee or pool; or the same payee,
    another payer) and in reason where both give one are one payment written to the wrong party:
    one ``wrong_payment`` at it. Of identical copies of it, the one written in the missing
    payment's place is reported (payments.misdirected). Other mismatches are kept as they are."""
    if not mismatches:  # no payment to pair: misdirected finds no pair in nothing
        return mismatches
    recorded = [ev for ev in payments if ev.amount]

    def same(ev: Event | Due, other: Event | Due) -> bool:
        r1 = ev.get("reason") if isinstance(ev, Event) else ev.reason
        r2 = other.get("reason") if isinstance(other, Event) else other.reason
        return (
            (ev.payer, ev.payee) == (other.payer, other.payee)
            and abs((ev.amount or 0) - (other.amount or 0)) < 1e-9
            and (r1 is None or r2 is None or reason_key(r1) == reason_key(r2))
        )

    strays: list[Slip] = []
    for m in mismatches:
        ev = m.recorded
        if m.code != "unexpected_payment" or ev is None:
            continue
        why = reason_key(ev.get("reason"))
        strays.append(
            Slip(
                ev.payer,  # type: ignore[arg-type]
                ev.payee,  # type: ignore[arg-type]
                ev.amount or 0,
                ev.get("reason"),
                (id(m),),
                tuple(x.index for x in recorded if same(x, ev)) or (ev.index,),
                # the dues of its pair (and reason, where it gives one)
                tuple(
                    k
                    for k, d in enumerate(dues)
                    if (d.payer, d.payee) == (ev.payer, ev.payee) and why in (None, reason_key(d.reason))
                ),
            )
        )
    position = {id(d): k for k, d in enumerate(dues)}
    unpaid = [
        Slip(
            m.due.payer,
            m.due.payee,
            m.due.amount,
            m.due.reason,
            (id(m),),
            at=position.get(id(m.due), len(dues)),
        )
        for m in mismatches
        if m.code == "missing_payment" and m.due is not None
    ]
    written = [(ev.index, ev.payer, ev.payee, ev.get("reason")) for ev in recorded]
    pairs = misdirected(strays, unpaid, written, lambda a, b: reason_key(a) == reason_key(b))  # type: ignore[arg-type]
    if not pairs:
        return mismatches
    by_id = {id(m): m for m in mismatches}
    gone = {t for p in pairs for t in p.recorded.tokens + p.due.tokens}
    out = [m for m in mismatches if id(m) not in gone]
    for p in pairs:
        ev = next(e for e in recorded if e.index == p.event)
        out.append(Mismatch("wrong_payment", p.event, by_id[p.due.tokens[0]].due, ev, p))
    out.sort(key=lambda m: (m.event is None, m.event or 0))
    return out


def record_pools_in_deal(
    recorded: list[Event], dues: list[Due], start: dict[str, int], content_reasons: frozenset[str]
) -> None:
    """danish-tarok/15.pools (diff9 A1): a payment of a pool's content (an ultimo or a Tout taking it,
    a przydupek paying it in again) is right by the rules' pool, or by the pool as the record's own
    payments left it - across deals (``Due.alt``) and within the deal: ``start`` is what the record's
    payments of the deals before left in each pool, and the record's payments of this deal written
    before its first pool-content payment of that pool are added (a fine written at the end of the
    deal or not at all, a payment too many or wrong earlier in it). Sets ``Due.alt_in_deal``."""
    for pool, held in start.items():
        at: int | None = None
        for ev in recorded:
            if ev.get("reason") in content_reasons and pool in (ev.payer, ev.payee):
                at = ev.index
                break
        if at is None:
            continue
        content = held + sum(
            (ev.amount or 0) * ((ev.payee == pool) - (ev.payer == pool)) for ev in recorded if ev.index < at
        )
        if content < 0 or content != int(content):
            continue
        for d in dues:
            if d.reason in content_reasons and pool in (d.payer, d.payee) and d.alt_in_deal is None:
                if content not in (d.amount, d.alt):
                    d.alt_in_deal = int(content)


def pool_name(p: Party) -> bool:
    return p in POOLS
