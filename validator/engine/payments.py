"""A payment written to the wrong party: one slip, one finding (shared by the games that pay).

Each game matches the recorded payments of a deal with the payments due in its own way (Danish
payment by payment, Galician and Ulti pair by pair). What its matching leaves over is, on one
side, recorded payments that nothing due explains and, on the other, dues that nothing recorded
pays. Where one of each agrees in amount and in one party - the same payer and another payee,
or the same payee and another payer - and in reason when both give one, the record holds one
payment written to (or from) the wrong party: one ``wrong_payment`` at that payment, not an
``unexpected_payment`` there and a ``missing_payment`` for the deal (diff9
knock-on audits: danish-knockon C3, galician-knockon C3, ulti-knockon C2). The settlement is the
game's own and does not change.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .transcript import Party
from .verdict import TOLERANCE, Finding


@dataclass(frozen=True, slots=True)
class Slip:
    """One payment left over by a game's matching.

    Recorded (a payment nothing due explains): ``copies`` are the events of the identical recorded
    payments it is one of, in order (one of them is too many; a game's matching may not tell
    which), and ``twins`` the positions, in the deal's dues, of the dues of its own pair and
    reason. Due (nothing recorded pays it): ``at`` is its position in the dues. ``tokens`` are the
    game's handles on the findings it would otherwise report (a due may stand for several: a
    pair's dues of several reasons, owed as one netted sum)."""

    payer: Party
    payee: Party
    amount: float
    reason: str | None
    tokens: tuple[Any, ...] = ()
    copies: tuple[int, ...] = ()
    twins: tuple[int, ...] = ()
    at: int = 0


@dataclass(frozen=True, slots=True)
class Misdirected:
    recorded: Slip
    due: Slip
    event: int  # the recorded payment reported


def _agree(r: Slip, d: Slip, same_reason: Callable[[str, str], bool]) -> int | None:
    """How well a recorded payment stands for a due (lower is better), None when it cannot."""
    if abs(r.amount - d.amount) >= TOLERANCE:
        return None
    if r.payer == d.payer and r.payee != d.payee:
        score = 0
    elif r.payee == d.payee and r.payer != d.payer:
        score = 1
    else:
        return None
    if r.reason is not None and d.reason is not None:
        if not same_reason(r.reason, d.reason):
            return None
    else:
        score += 2  # a payment that names no reason stands for any, less surely
    return score


def _in_place(r: Slip, d: Slip, written: Sequence[tuple[int, Any, Any, str | None]]) -> int:
    """Of the recorded payment's identical copies, the one written in the due's place.

    Where the copies lie in more than one run of successive payments of one reason, those of the
    run that holds most of them (the payment doubled there). Then the record's own order: where
    it writes two payments of one reason from (or to) one party, to (or from) the two parties
    concerned, one right after the other, the party due before or after the one paid - those of
    the copies' reason first (of two identical payments to one seat where one was due to
    another, the one where the record writes that other seat's). Else the order the dues fall
    in: before the copies' nearest due of their own, the earlier copy; after it, the later."""
    copies = list(r.copies)
    run, last = 0, (-2, object())
    runs_of: dict[int, int] = {}
    for event, _, _, reason in written:
        if (event - 1, reason) != last:
            run += 1
        runs_of[event] = run
        last = (event, reason)
    by_run: dict[int, list[int]] = {}
    for c in copies:
        by_run.setdefault(runs_of.get(c, -c), []).append(c)
    best = max(by_run.values(), key=len)
    if len(best) > 1:
        copies = max((v for v in by_run.values() if len(v) == len(best)), key=max)
    if len(copies) == 1:
        return copies[0]
    by_payer = r.payer == d.payer
    wrong, right = (r.payee, d.payee) if by_payer else (r.payer, d.payer)
    votes = {True: [0, 0], False: [0, 0]}  # same reason or not: [right first, wrong first]
    prev: tuple[int, Any, Any, str | None] | None = None
    for event, payer, payee, reason in written:
        common, other = (payer, payee) if by_payer else (payee, payer)
        if prev is not None and event == prev[0] + 1 and event not in copies and prev[0] not in copies:
            if (prev[1], prev[3]) == (common, reason) and {prev[2], other} == {wrong, right}:
                votes[reason == r.reason][0 if prev[2] == right else 1] += 1
        prev = (event, common, other, reason)
    for same in (True, False):
        first, later = votes[same]
        if first != later:
            return copies[0] if first > later else copies[-1]
    if r.twins:
        near = min(r.twins, key=lambda t: (abs(t - d.at), t))
        return copies[0] if d.at < near else copies[-1]
    return copies[-1]


def _place(
    j: int, options: dict[int, list[tuple[int, int, int]]], taken: dict[int, int], seen: set[int]
) -> bool:
    """Give unpaid ``j`` a recorded payment, moving others along (an augmenting path); a module-level
    function, not a closure, so that a replay makes no reference cycle (workers.heap)."""
    for _, _, i in sorted(options.get(j, [])):
        if i in seen:
            continue
        seen.add(i)
        if i not in taken or _place(taken[i], options, taken, seen):
            taken[i] = j
            return True
    return False


def misdirected(
    recorded: Sequence[Slip],
    unpaid: Sequence[Slip],
    written: Sequence[tuple[int, Any, Any, str | None]] = (),
    same_reason: Callable[[str, str], bool] = lambda a, b: a == b,
) -> list[Misdirected]:
    """Pair each unpaid due with a left-over recorded payment that agrees with it in amount and one
    party (and reason when both give one): as many pairs as can be made, and among them the same
    payer first, naming the reason both, then the earlier due and payment; each of the game's
    findings is used once. ``written`` is the deal's recorded payments (event, payer, payee,
    reason) in order: it tells which of identical copies is reported."""
    options: dict[int, list[tuple[int, int, int]]] = {}  # per unpaid: (score, first copy, recorded)
    for j, d in enumerate(unpaid):
        for i, r in enumerate(recorded):
            score = _agree(r, d, same_reason)
            if score is not None and not set(r.tokens) & set(d.tokens):
                options.setdefault(j, []).append((score, min(r.copies, default=0), i))
    # as many pairs as can be made (two payments each written to the other's party are two
    # wrong_payments, not one and an unexpected and a missing payment), the better first
    taken: dict[int, int] = {}  # recorded -> unpaid
    for j in sorted(options, key=lambda j: (min(options[j])[0], unpaid[j].at)):
        _place(j, options, taken, set())
    out: list[Misdirected] = []
    used: set[Any] = set()
    for i, j in sorted(taken.items(), key=lambda x: unpaid[x[1]].at):
        r, d = recorded[i], unpaid[j]
        if used.intersection(r.tokens) or used.intersection(d.tokens):
            continue  # a game's finding counted on both sides (a key both over and short)
        used.update(r.tokens + d.tokens)
        out.append(Misdirected(r, d, _in_place(r, d, written)))
    return out


Key = tuple[str | None, Any, Any]  # (reason, or None where netted; the pair's two parties)


def flow_slips(
    mismatched: Mapping[Key, tuple[Party, Party, float, float]],
    recorded: Sequence[tuple[Key, int, float, str | None]],
    dues: Sequence[tuple[Key, float, str | None]],
) -> tuple[list[Slip], list[Slip]]:
    """The left-over slips of a game that compares pair by pair (Galician, Ulti): ``mismatched``
    gives, for each key whose recorded flow differs from the due one, its parties ``a``, ``b`` and
    the flows due and recorded (positive: ``a`` pays ``b``); ``recorded`` the deal's payments (key,
    event, flow, reason) and ``dues`` its dues (key, flow, reason), each in order. A key has a
    payment too many where one of its payments is the whole difference (its copies: all such); a
    due unpaid where one of its dues is the whole shortfall, or nothing is recorded for it at all.
    Two parties between whom nothing is recorded also owe, as one sum, all their keys' dues (a
    record that nets each pair's payments and wrote one to the wrong party). Tokens are keys."""
    strays: list[Slip] = []
    unpaid: list[Slip] = []

    def way(a: Party, b: Party, flow: float) -> tuple[Party, Party, float]:
        return (a, b, flow) if flow > 0 else (b, a, -flow)

    paid_keys = {k for k, *_ in recorded}
    paid_pairs = {k[1:] for k in paid_keys}
    silent: dict[tuple[Any, Any], list[Key]] = {}
    for k, (a, b, e, r) in mismatched.items():
        over = r - e
        copies = [(ev, why) for kk, ev, f, why in recorded if kk == k and abs(f - over) < TOLERANCE]
        if copies:
            twins = tuple(i for i, (kk, *_) in enumerate(dues) if kk == k)
            strays.append(Slip(*way(a, b, over), copies[0][1], (k,), tuple(ev for ev, _ in copies), twins))
        owed = [i for i, (kk, f, _) in enumerate(dues) if kk == k and abs(f + over) < TOLERANCE]
        if not owed and k not in paid_keys:
            owed = [i for i, (kk, *_) in enumerate(dues) if kk == k][:1]
        if owed:
            unpaid.append(Slip(*way(a, b, -over), dues[owed[0]][2], (k,), at=owed[0]))
        if k[1:] not in paid_pairs:
            silent.setdefault(k[1:], []).append(k)
    for keys in silent.values():
        a, b, _, _ = mismatched[keys[0]]
        total = sum(mismatched[k][2] for k in keys)
        if len(keys) > 1 and abs(total) >= TOLERANCE:
            at = min(i for i, (kk, *_) in enumerate(dues) if kk in keys)
            unpaid.append(Slip(*way(a, b, total), None, tuple(keys), at=at))
    return strays, unpaid


def covering_pairs(
    dues: Sequence[tuple[Any, str | None, float]], recorded: Sequence[tuple[Any, str | None, float]]
) -> set[Any]:
    """The pairs (Galician, Ulti) whose one payment, labelled with one reason, pays several of their
    dues: ``dues`` and ``recorded`` are (pair, reason, flow). A pair qualifies where its payments
    add up wrong, some reason due has no payment of its own, and a payment's reason is off by
    about the dues it leaves unpaid (a game, trull and four kings paid as one "game" sum 10 too
    much). Such a pair is compared netted: one ``wrong_payment`` in all, not a wrong payment and
    a ``missing_payment`` for each reason it paid (payment-shape a3)."""
    due_by: dict[Any, dict[str | None, float]] = {}
    rec_by: dict[Any, dict[str | None, float]] = {}
    for pair, reason, f in dues:
        due_by.setdefault(pair, {})[reason] = due_by.get(pair, {}).get(reason, 0) + f
    for pair, reason, f in recorded:
        rec_by.setdefault(pair, {})[reason] = rec_by.get(pair, {}).get(reason, 0) + f
    out: set[Any] = set()
    for pair, rec in rec_by.items():
        due = due_by.get(pair, {})
        if abs(sum(due.values()) - sum(rec.values())) < TOLERANCE:
            continue  # right in all: the reasons are labels (a warning, not a fault)
        unpaid = sum(f for reason, f in due.items() if reason not in rec)
        if abs(unpaid) < TOLERANCE:
            continue
        for reason, r in rec.items():
            e = due.get(reason, 0)
            if abs(r - (e + unpaid)) < abs(r - e) - TOLERANCE:
                out.add(pair)
                break
    return out


def later_copy(event: int, recorded: Sequence[tuple[int, float, str | None]], over: float) -> int:
    """A payment written twice: ``event`` is the payment a game reports of a pair's ``recorded``
    (event, flow, reason) that come to ``over`` too much. Where it is one of identical copies (the
    same flow and reason), each of which is the whole surplus, the later copy is the one too
    many, the earlier being made when due (as Danish pairs them, danish10)."""
    reason = next((why for ev, _, why in recorded if ev == event), None)
    copies = [ev for ev, f, why in recorded if abs(f - over) < TOLERANCE and why == reason]
    return max(copies) if event in copies else event


def misdirected_finding(
    m: Misdirected,
    rule: str,
    name: Callable[[Party], str],
    seat: int | None,
) -> Finding:
    """The one ``wrong_payment`` for a payment written to (or from) the wrong party, at it."""
    r, d = m.recorded, m.due
    amount = f"{r.amount:g}"
    what = f" ({r.reason or d.reason})" if (r.reason or d.reason) else ""
    if r.payer == d.payer:
        rules = f"the rules have it paid to {name(d.payee)}"
    else:
        rules = f"the rules have {name(d.payer)} pay it"
    return Finding(
        "wrong_payment",
        rule,
        f"{name(r.payer)} paid {amount} to {name(r.payee)}{what}; {rules}.",
        {
            "recorded": {"from": r.payer, "to": r.payee, "amount": _num(r.amount), "reason": r.reason},
            "expected": {"from": d.payer, "to": d.payee, "amount": _num(d.amount), "reason": d.reason},
            "wrong": "payee" if r.payer == d.payer else "payer",
        },
        seat,
        event=m.event,
    )


def _num(x: float) -> float | int:
    return int(x) if float(x).is_integer() else round(x, 6)
