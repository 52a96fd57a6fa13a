"""Blind generator for audit round real-faults-near-slips-13 (no import of validator).

Each transcript is one deal with one or two real playing faults and one scoring slip (or a
recorded penalty the sources do not have). The play is simulated with the rules as read from
/work/shared/seeds (Ulti: 003, Tarocchini: 004, Rage: 001); the faults are planted by hand at
chosen tricks; the scores/payments are what the deal comes to *as played* (none of the three
sources has a penalty table for revokes, out-of-turn cards, bids or discards), then one line
is falsified.  The script prints, per file, the facts EXPECTED.md rests on (event indexes,
trick winners, points), and writes them to _facts.txt.

    python _gen.py            # writes NN-*.json and _facts.txt beside this file
"""

from __future__ import annotations

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
FACTS: list[str] = []


def fact(s: str) -> None:
    FACTS.append(s)


def write(name: str, doc: dict) -> None:
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
        f.write("\n")


class Retry(Exception):
    pass


# =============================================================================== ULTI
U_SUITS = "HDSC"
U_RANKS_T = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps
U_RANKS_N = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # without trumps


def u_suit(c):
    return c[-1]


def u_rank(c):
    return c[:-1]


def u_strength(c, trump):
    order = U_RANKS_T if trump else U_RANKS_N
    return len(order) - order.index(u_rank(c))


def u_beats(c, best, led, trump):
    """Does c beat the current best card of a trick led with suit `led`?"""
    if trump and u_suit(c) == trump and u_suit(best) != trump:
        return True
    if u_suit(c) != u_suit(best):
        return False
    return u_strength(c, trump) > u_strength(best, trump)


def u_winner(trick, trump):
    """trick: list of (seat, card) in play order; the first card leads."""
    led = u_suit(trick[0][1])
    best = trick[0]
    for s, c in trick[1:]:
        if u_beats(c, best[1], led, trump):
            best = (s, c)
    return best[0]


def u_best(trick, trump):
    led = u_suit(trick[0][1])
    best = trick[0][1]
    for _, c in trick[1:]:
        if u_beats(c, best, led, trump):
            best = c
    return best


def u_legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = u_suit(trick[0][1])
    best = u_best(trick, trump)
    follow = [c for c in hand if u_suit(c) == led]
    if follow:
        cand = follow
    elif trump and any(u_suit(c) == trump for c in hand):
        cand = [c for c in hand if u_suit(c) == trump]
    else:
        return list(hand)
    over = [c for c in cand if u_beats(c, best, led, trump)]
    return over or cand


def u_cp(cards, trump):
    if not trump:
        return 0
    return sum(10 for c in cards if u_rank(c) in ("A", "10"))


def u_deck():
    return [r + s for s in U_SUITS for r in U_RANKS_T]


def ulti_play(rng, hands, leader, trump, faults, ulti_seat=None, out_of_turn_last=None):
    """Plays 10 tricks.  faults: {trick_index: (seat, kind)} with kind in revoke,
    failure_to_trump, failure_to_overtake.  Returns (plays, tricks) where plays is a list
    of (seat, card, tag) and tricks a list of (trick, winner)."""
    hands = [list(h) for h in hands]
    plays = []
    tricks = []
    for t in range(10):
        order = [(leader + i) % 3 for i in range(3)]
        if t == 9 and out_of_turn_last is not None:
            lead = (leader + out_of_turn_last) % 3
            order = [(lead + i) % 3 for i in range(3)]
        trick = []
        for s in order:
            legal = u_legal(hands[s], trick, trump)
            tag = None
            if t in faults and faults[t][0] == s:
                kind = faults[t][1]
                led = u_suit(trick[0][1]) if trick else None
                if kind == "revoke":
                    bad = [c for c in hands[s] if u_suit(c) != led and led is not None]
                    if not any(u_suit(c) == led for c in hands[s]) or not bad:
                        raise Retry
                    # a revoke that is not a trump, so it is only a revoke
                    nb = [c for c in bad if u_suit(c) != trump] or bad
                    card = rng.choice(nb)
                elif kind == "failure_to_trump":
                    if led is None or any(u_suit(c) == led for c in hands[s]):
                        raise Retry
                    if not any(u_suit(c) == trump for c in hands[s]):
                        raise Retry
                    bad = [c for c in hands[s] if u_suit(c) != trump]
                    if not bad:
                        raise Retry
                    card = rng.choice(bad)
                elif kind == "failure_to_overtake":
                    if led is None:
                        raise Retry
                    follow = [c for c in hands[s] if u_suit(c) == led]
                    best = u_best(trick, trump)
                    over = [c for c in follow if u_beats(c, best, led, trump)]
                    under = [c for c in follow if not u_beats(c, best, led, trump)]
                    if not follow or not over or not under:
                        raise Retry
                    card = rng.choice(under)
                else:
                    raise ValueError(kind)
                tag = kind
            else:
                choices = legal
                if ulti_seat == s and t < 9:
                    keep = [c for c in legal if c != "7" + trump]
                    choices = keep or legal
                card = rng.choice(choices)
            hands[s].remove(card)
            trick.append((s, card))
            plays.append((s, card, tag))
        w = u_winner(trick, trump)
        tricks.append((trick, w))
        leader = w
    return plays, tricks


def ulti_doc(deals, meta):
    return {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "standard"},
        "players": ["Anna", "Béla", "Csilla"],
        "meta": meta,
        "deals": deals,
    }


def ulti_trump_result(tricks, declarer, trump, discard):
    """Card points and trick counts for a trump game as played."""
    cp = [0, 0, 0]
    won = [0, 0, 0]
    for i, (trick, w) in enumerate(tricks):
        cp[w] += u_cp([c for _, c in trick], trump)
        won[w] += 1
        if i == 9:
            cp[w] += 10
    dec = cp[declarer]
    dfn = sum(cp) - dec + u_cp(discard, trump)
    return dec, dfn, won


def silent_seven(tricks, trump):
    """Who played the trump 7 in the last trick and whether he won it."""
    trick, w = tricks[9]
    for s, c in trick:
        if c == "7" + trump:
            return s, s == w
    return None


def gen_ulti_01(seed):
    """Betli (no trumps); a defender revokes in trick 2; the declarer loses the betli;
    the record pays as played with one payment doubled."""
    rng = random.Random(seed)
    for _ in range(20000):
        deck = u_deck()
        rng.shuffle(deck)
        dealer = 0
        hands = [deck[0:10], deck[10:22], deck[22:32]]
        dec = 1
        discard = rng.sample(hands[1], 2)
        h = [list(hands[0]), [c for c in hands[1] if c not in discard], list(hands[2])]
        try:
            plays, tricks = ulti_play(rng, h, dec, None, {1: (2, "revoke")})
        except Retry:
            continue
        won = [0, 0, 0]
        for _, w in tricks:
            won[w] += 1
        if won[dec] == 0:
            continue
        # the revoke must not be the trick the declarer first wins by force: any is fine
        break
    else:
        raise SystemExit("ulti 01: no deal")
    ev = [
        {"type": "discard", "seat": 1, "cards": discard},
        {"type": "bid", "seat": 1, "bid": {"goals": ["betli"], "red": False}},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "bid", "seat": 1, "bid": "pass"},
    ]
    fault_ev = None
    for s, c, tag in plays:
        if tag:
            fault_ev = len(ev)
        ev.append({"type": "play", "seat": s, "card": c})
    first_win = next(i for i, (_, w) in enumerate(tricks) if w == dec)
    pay0 = len(ev)
    ev.append({"type": "payment", "from": 1, "to": 0, "amount": 5, "reason": "betli"})
    ev.append({"type": "payment", "from": 1, "to": 2, "amount": 10, "reason": "betli"})
    write(
        "01-ulti-betli-revoke-doubled-payment.json",
        ulti_doc(
            [{"dealer": dealer, "hands": hands, "events": ev}],
            {"description": "Betli; Csilla revokes in trick 2; Béla takes a trick; the table pays as played, Csilla's 5 written as 10."},
        ),
    )
    fact(
        f"01: dealer 0, declarer 1 betli. revoke at event {fault_ev} (seat 2, trick 2). declarer's first trick: trick {first_win + 1}; tricks won {won}. "
        f"payments at events {pay0} (1->0 5, right) and {pay0 + 1} (1->2 10, rules 5)."
    )


def gen_ulti_02(seed):
    """Party in a trump suit (declarer 1).  The last trick is led by the seat to the due
    leader's right (the due leader plays second, the third seat last, as a table goes on
    from a wrong lead).  The party is won as written and lost had the due leader led (the
    last trick's 10 decide it).  Recorded payments as written, one wrong."""
    rng = random.Random(seed)
    for _ in range(200000):
        deck = u_deck()
        rng.shuffle(deck)
        hands = [deck[0:10], deck[10:22], deck[22:32]]
        dec = 1
        counts = {s: sum(1 for c in hands[1] if u_suit(c) == s) for s in "DSC"}
        trump = max(counts, key=counts.get)
        discard = rng.sample(hands[1], 2)
        h = [list(hands[0]), [c for c in hands[1] if c not in discard], list(hands[2])]
        try:
            plays, tricks = ulti_play(rng, h, dec, trump, {}, out_of_turn_last=2)
        except Retry:
            continue
        last, w_written = tricks[9]
        due = tricks[8][1]
        alt = [last[1], last[0], last[2]]  # the due leader's card led
        w_alt = u_winner(alt, trump)
        if w_written == w_alt or dec not in (w_written, w_alt):
            continue
        if silent_seven(tricks, trump):
            continue
        won = [0, 0, 0]
        for _, w in tricks:
            won[w] += 1
        if max(won) == 10:
            continue
        dcp, fcp, _ = ulti_trump_result(tricks, dec, trump, discard)
        tricks_alt = tricks[:9] + [(alt, w_alt)]
        dcp2, fcp2, _ = ulti_trump_result(tricks_alt, dec, trump, discard)
        won2 = [0, 0, 0]
        for _, w in tricks_alt:
            won2[w] += 1
        party_ok = dcp > fcp and won[dec] > 0
        party_ok2 = dcp2 > fcp2 and won2[dec] > 0
        if party_ok == party_ok2 or max(won2) == 10:
            continue
        break
    else:
        raise SystemExit("ulti 02: no deal")
    ev = [
        {"type": "discard", "seat": 1, "cards": discard},
        {"type": "bid", "seat": 1, "bid": {"goals": ["party"], "red": False}},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "bid", "seat": 1, "bid": "pass"},
        {"type": "announce", "seat": 1, "items": [{"kind": "trump", "suit": trump}]},
    ]
    for s, c, tag in plays:
        ev.append({"type": "play", "seat": s, "card": c})
    last_lead_ev = len(ev) - 3
    pays = []
    for d in (0, 2):
        pays.append((d, 1, 1, "party") if party_ok else (1, d, 1, "party"))
    pay0 = len(ev)
    slip_i = None
    for i, (f, t, a, r) in enumerate(pays):
        if 2 in (f, t):
            slip_i = pay0 + i
            a = 2  # written as if red
        ev.append({"type": "payment", "from": f, "to": t, "amount": a, "reason": r})
    write(
        "02-ulti-last-trick-led-out-of-turn.json",
        ulti_doc(
            [{"dealer": 0, "hands": hands, "events": ev}],
            {"description": "Party in %s; the last trick is led by the wrong seat and the due leader plays second; the Csilla party line written 2." % trump},
        ),
    )
    fact(
        f"02: trump {trump}; discard {discard}; trick 9 won by seat {due}; last trick written {last} (lead at event {last_lead_ev}, seat {last[0][0]}), "
        f"winner as written {w_written}, had the due leader led {w_alt}. As written: tricks {won} cp {dcp} v {fcp}, party {'won' if party_ok else 'lost'}. "
        f"Due-leader reading: tricks {won2} cp {dcp2} v {fcp2}, party {'won' if party_ok2 else 'lost'}. "
        f"payments from event {pay0}: {pays}; slip at event {slip_i} (amount 2 for 1)."
    )


def gen_ulti_03(seed):
    """Party in a trump suit (declarer 1); defender 0 revokes in trick 3, declarer fails to
    trump in trick 6.  Payments as played, one missing the marriage-free... one wrong."""
    rng = random.Random(seed)
    for _ in range(50000):
        deck = u_deck()
        rng.shuffle(deck)
        hands = [deck[0:10], deck[10:22], deck[22:32]]
        dec = 1
        counts = {s: sum(1 for c in hands[1] if u_suit(c) == s) for s in "DSC"}
        trump = max(counts, key=counts.get)
        discard = rng.sample(hands[1], 2)
        h = [list(hands[0]), [c for c in hands[1] if c not in discard], list(hands[2])]
        try:
            plays, tricks = ulti_play(rng, h, dec, trump, {2: (0, "revoke"), 5: (1, "failure_to_trump")})
        except Retry:
            continue
        if sum(1 for p in plays if p[2]) != 2:
            continue
        won = [0, 0, 0]
        for _, w in tricks:
            won[w] += 1
        if max(won) == 10:
            continue
        if silent_seven(tricks, trump):
            continue
        dcp, fcp, _ = ulti_trump_result(tricks, dec, trump, discard)
        if dcp == fcp:
            continue
        break
    else:
        raise SystemExit("ulti 03: no deal")
    ev = [
        {"type": "discard", "seat": 1, "cards": discard},
        {"type": "bid", "seat": 1, "bid": {"goals": ["party"], "red": False}},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "bid", "seat": 1, "bid": "pass"},
        {"type": "announce", "seat": 1, "items": [{"kind": "trump", "suit": trump}]},
    ]
    fevs = []
    for s, c, tag in plays:
        if tag:
            fevs.append((len(ev), s, tag))
        ev.append({"type": "play", "seat": s, "card": c})
    party_ok = dcp > fcp and won[dec] > 0
    pay0 = len(ev)
    if party_ok:
        ev.append({"type": "payment", "from": 0, "to": 1, "amount": 1, "reason": "party"})
        ev.append({"type": "payment", "from": 2, "to": 1, "amount": 2, "reason": "party"})
    else:
        ev.append({"type": "payment", "from": 1, "to": 0, "amount": 1, "reason": "party"})
        ev.append({"type": "payment", "from": 1, "to": 2, "amount": 2, "reason": "party"})
    write(
        "03-ulti-two-seats-two-faults.json",
        ulti_doc(
            [{"dealer": 0, "hands": hands, "events": ev}],
            {"description": "Party; Anna revokes, later Béla (declarer) fails to trump; paid as played with one line 2 for 1."},
        ),
    )
    fact(
        f"03: trump {trump}; faults {fevs}; tricks won {won}; cp declarer {dcp} v defenders {fcp} (discard {discard}); party {'won' if party_ok else 'lost'}; "
        f"payments at {pay0} (right, 1) and {pay0 + 1} (written 2, rules 1)."
    )


def gen_ulti_04(seed):
    """Seat 1 bids betli; seat 2 takes the talon and bids ulti (party+ulti, 5 points, two
    goals: not higher than betli, 5 points one goal) - an illegal bid; all pass; seat 2 plays
    the ulti in a trump suit and the table settles it as played, an ulti-penalty line 8."""
    rng = random.Random(seed)
    for _ in range(50000):
        deck = u_deck()
        rng.shuffle(deck)
        hands = [deck[0:10], deck[10:22], deck[22:32]]
        d1 = rng.sample(hands[1], 2)
        h1 = [c for c in hands[1] if c not in d1]
        h2 = list(hands[2]) + d1
        counts = {s: sum(1 for c in h2 if u_suit(c) == s) for s in "DSC"}
        trump = max(counts, key=counts.get)
        if "7" + trump not in h2:
            continue
        d2 = rng.sample([c for c in h2 if c != "7" + trump], 2)
        h2 = [c for c in h2 if c not in d2]
        h = [list(hands[0]), h1, h2]
        dec = 2
        try:
            plays, tricks = ulti_play(rng, h, dec, trump, {}, ulti_seat=dec)
        except Retry:
            continue
        won = [0, 0, 0]
        for _, w in tricks:
            won[w] += 1
        if max(won) == 10:
            continue
        last, wl = tricks[9]
        ulti_ok = wl == dec and ("7" + trump) in [c for s, c in last if s == dec]
        if ulti_ok:
            continue  # want a failed ulti so the ulti-penalty is in play
        dcp, fcp, _ = ulti_trump_result(tricks, dec, trump, d2)
        if dcp == fcp:
            continue
        # any other seat's trump 7? declarer holds it by construction.
        break
    else:
        raise SystemExit("ulti 04: no deal")
    ev = [
        {"type": "discard", "seat": 1, "cards": d1},
        {"type": "bid", "seat": 1, "bid": {"goals": ["betli"], "red": False}},
        {"type": "take", "seat": 2, "cards": d1},
        {"type": "discard", "seat": 2, "cards": d2},
        {"type": "bid", "seat": 2, "bid": {"goals": ["ulti"], "red": False}},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "bid", "seat": 1, "bid": "pass"},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "announce", "seat": 2, "items": [{"kind": "trump", "suit": trump}]},
    ]
    illegal_ev = 4
    for s, c, tag in plays:
        ev.append({"type": "play", "seat": s, "card": c})
    party_ok = dcp > fcp and won[dec] > 0
    pay0 = len(ev)
    pays = []
    for d in (0, 1):
        pays.append((d, 2, 1, "party") if party_ok else (2, d, 1, "party"))
    for d in (0, 1):
        pays.append((2, d, 4, "ulti"))
        pays.append((2, d, 4, "ulti-penalty"))
    slip = None
    for i, (f, t, a, r) in enumerate(pays):
        if r == "ulti-penalty" and t == 1:
            a = 8
            slip = pay0 + i
        ev.append({"type": "payment", "from": f, "to": t, "amount": a, "reason": r})
    write(
        "04-ulti-illegal-bid-then-ulti-played.json",
        ulti_doc(
            [{"dealer": 0, "hands": hands, "events": ev}],
            {"description": "Béla bids betli, Csilla overcalls with ulti (not higher), nobody objects; Csilla plays and fails the ulti; one ulti-penalty line written 8."},
        ),
    )
    fact(
        f"04: betli by 1 then ulti by 2 at event {illegal_ev} (illegal, not higher); trump {trump}; declarer 2; the declarer leads trick 1. "
        f"tricks won {won}; cp {dcp} v {fcp}; party {'won' if party_ok else 'lost'}; ulti lost (last trick {last} won by {wl}). payments from {pay0}: {pays}; slip at {slip} (8 for 4)."
    )


# =============================================================================== TAROCCHINI
T_LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B high -> low
T_ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D high -> low


def t_deck():
    d = []
    for s in "SB":
        d += [r + s for r in T_LONG]
    for s in "CD":
        d += [r + s for r in T_ROUND]
    d += ["T%d" % i for i in range(21)]
    d.append("MATTO")
    return d


def t_suit(c):
    if c == "MATTO":
        return "X"
    if c.startswith("T"):
        return "T"
    return c[-1]


def t_value(c):
    if c == "MATTO":
        return 5
    if c.startswith("T"):
        n = int(c[1:])
        return 5 if n in (0, 19, 20) else 1
    r = c[:-1]
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(r, 1)


def t_trump_rank(c):
    n = int(c[1:])
    if 1 <= n <= 4:
        return 1  # Moretti equal
    if n == 0:
        return 0
    return n


def t_suit_rank(c):
    s = c[-1]
    order = T_LONG if s in "SB" else T_ROUND
    return len(order) - order.index(c[:-1])


def t_winner(trick):
    """trick: list of (seat, card); Moretti equal, the last played highest."""
    led = None
    for _, c in trick:
        if c != "MATTO":
            led = t_suit(c)
            break
    best = None
    for s, c in trick:
        if c == "MATTO":
            continue
        if best is None:
            best = (s, c)
            continue
        bs = t_suit(best[1])
        cs = t_suit(c)
        if cs == "T" and bs != "T":
            best = (s, c)
        elif cs == "T" and bs == "T":
            rc, rb = t_trump_rank(c), t_trump_rank(best[1])
            if rc > rb or rc == rb == 1:  # Moretti: the last played is the highest
                best = (s, c)
        elif cs == bs == led and t_suit_rank(c) > t_suit_rank(best[1]):
            best = (s, c)
    return best[0]


def t_legal(hand, trick):
    if not trick:
        return [c for c in hand if c != "MATTO"] or list(hand)
    led = next((t_suit(c) for _, c in trick if c != "MATTO"), None)
    if led is None:
        return list(hand)
    follow = [c for c in hand if t_suit(c) == led]
    if follow:
        return follow
    trumps = [c for c in hand if t_suit(c) == "T"]
    if trumps:
        return trumps
    return [c for c in hand if c != "MATTO"] or list(hand)


def t_points(cards):
    assert len(cards) % 2 == 0, len(cards)
    return sum(t_value(c) for c in cards) - len(cards) // 2


def t_play(rng, hands, leader, n_tricks, faults, matto_safe=True, keep=None, strategy=None, on_trick=None):
    """faults: {trick: (seat, kind)} kind revoke / failure_to_trump.  keep: {seat: card}
    a card the seat keeps to the last trick.  Returns plays [(seat, card, tag)], tricks
    [(trick, winner)] and the Matto's fate."""
    hands = [list(h) for h in hands]
    n = len(hands)
    plays, tricks = [], []
    matto = None
    for t in range(n_tricks):
        if on_trick:
            on_trick(t, tricks)
        order = [(leader + i) % n for i in range(n)]
        trick = []
        for pos, s in enumerate(order):
            legal = t_legal(hands[s], trick)
            tag = None
            if t in faults and faults[t][0] == s:
                kind = faults[t][1]
                led = next((t_suit(c) for _, c in trick if c != "MATTO"), None)
                if led is None:
                    raise Retry
                has_led = [c for c in hands[s] if t_suit(c) == led]
                trumps = [c for c in hands[s] if t_suit(c) == "T"]
                if kind == "revoke":
                    if not has_led or led == "T":
                        raise Retry
                    if keep and keep.get(s) and keep[s] in has_led:
                        # revoke by trumping (consistent with a void), keep the card
                        if not trumps:
                            raise Retry
                        card = rng.choice(trumps)
                    else:
                        bad = [c for c in hands[s] if t_suit(c) not in (led, "X")]
                        if not bad:
                            raise Retry
                        card = rng.choice(bad)
                elif kind == "failure_to_trump":
                    if has_led or not trumps:
                        raise Retry
                    bad = [c for c in hands[s] if t_suit(c) not in ("T", "X")]
                    if not bad:
                        raise Retry
                    card = rng.choice(bad)
                else:
                    raise ValueError(kind)
                tag = kind
            else:
                if "MATTO" in hands[s] and matto_safe and pos == n - 1 and t < n_tricks - 1:
                    cur = t_winner(trick)
                    if n == 4 and cur == (s + 2) % 4:
                        card = "MATTO"
                        hands[s].remove(card)
                        trick.append((s, card))
                        plays.append((s, card, None))
                        continue
                choices = [c for c in legal if c != "MATTO"] or legal
                if keep and s in keep and t < n_tricks - 1:
                    k2 = [c for c in choices if c != keep[s]]
                    if k2:
                        choices = k2
                    else:
                        raise Retry
                if strategy:
                    card = strategy(s, choices, trick)
                else:
                    card = rng.choice(choices)
                if card == "MATTO" and t == n_tricks - 1:
                    raise Retry
            hands[s].remove(card)
            trick.append((s, card))
            plays.append((s, card, tag))
        w = t_winner(trick)
        tricks.append((trick, w))
        leader = w
    return plays, tricks


def t_side(seat, n):
    return "team%d" % (seat % 2) if n == 4 else seat


def otto_doc(deals, meta, start=None, rules=None):
    d = {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "rules": rules or {"preset": "standard"},
        "players": ["Alfonso", "Bice", "Carlo", "Dora"],
        "meta": meta,
        "deals": deals,
    }
    if start:
        d["start"] = start
    return d


def otto_piles(tricks, dealer, discard):
    """Cards per team as played (Matto back to its owner, a 1-point card for it, the
    count stays even)."""
    piles = {"team0": [], "team1": []}
    matto_swap = None
    for trick, w in tricks:
        cards = [c for _, c in trick]
        owner = next((s for s, c in trick if c == "MATTO"), None)
        if owner is not None:
            cards.remove("MATTO")
            piles[t_side(owner, 4)].append("MATTO")
            if t_side(owner, 4) != t_side(w, 4):
                matto_swap = (owner, w)
                # the owner gives a 1-point card: value-wise a '1'
                piles[t_side(w, 4)].append("<low>")
            else:
                pass
        piles[t_side(w, 4)] += cards
    won_dealer = any(w == dealer for _, w in tricks)
    piles[t_side(dealer, 4) if won_dealer else t_side(dealer + 1, 4)] += discard
    return piles, matto_swap


def otto_points(pile, owner_gave_low):
    vals = [1 if c == "<low>" else t_value(c) for c in pile]
    extra = 0
    return sum(vals) - len(vals) // 2 - owner_gave_low + extra


def gen_otto(seed, name, faults, illegal_discard, slip, play_only=False, keep_fault=None, desc=""):
    rng = random.Random(seed)
    for attempt in range(100000):
        deck = t_deck()
        rng.shuffle(deck)
        dealer = 3
        hands = [deck[0:15], deck[15:30], deck[30:45], deck[45:62]]
        if illegal_discard:
            kings = [c for c in hands[dealer] if c[0] == "K"]
            if not kings:
                continue
            low = [c for c in hands[dealer] if t_value(c) == 1 and not c.startswith("T")]
            if not low:
                continue
            discard = [kings[0], low[0]]
        else:
            low = [c for c in hands[dealer] if t_value(c) <= 2 and not c.startswith("T") and c != "MATTO"]
            if len(low) < 2:
                continue
            discard = low[:2]
        if "MATTO" in discard:
            continue
        h = [list(x) for x in hands]
        for c in discard:
            h[dealer].remove(c)
        keep = None
        if keep_fault:
            # the revoker keeps one card of the suit to be led at the fault trick
            s, t = keep_fault
            keep = {}
        try:
            if keep_fault:
                plays, tricks, keep = otto_keep_play(rng, h, faults, keep_fault)
            else:
                plays, tricks = t_play(rng, h, (dealer + 1) % 4, 15, faults)
        except Retry:
            continue
        if sum(1 for p in plays if p[2]) != len(faults) + (1 if keep_fault else 0):
            continue
        # Matto: must have been played in a trick its own side won, not led, not last
        mt = [i for i, (tr, w) in enumerate(tricks) if any(c == "MATTO" for _, c in tr)]
        if not mt:
            continue
        tr, w = tricks[mt[0]]
        owner = next(s for s, c in tr if c == "MATTO")
        if t_side(owner, 4) != t_side(w, 4):
            continue
        if not any(w == dealer for _, w in tricks):
            continue
        break
    else:
        raise SystemExit(name + ": no deal")
    piles, swap = otto_piles(tricks, dealer, discard)
    assert swap is None
    cp = {k: t_points(v) for k, v in piles.items()}
    last_w = t_side(tricks[-1][1], 4)
    ev = [{"type": "discard", "seat": dealer, "cards": discard}]
    for i in range(4):
        ev.append({"type": "declare", "seat": (dealer + 1 + i) % 4, "items": []})
    fevs = []
    for s, c, tag in plays:
        if tag:
            fevs.append((len(ev), s, tag))
        ev.append({"type": "play", "seat": s, "card": c})
    lines = []
    for team in ("team0", "team1"):
        lines.append([team, cp[team], "card_points"])
    lines.append([last_w, 6, "last_trick"])
    slip_desc = slip(lines)
    sc0 = len(ev)
    for party, pts, reason in lines:
        ev.append({"type": "score", "party": party, "points": pts, "reason": reason})
    deal = {"dealer": dealer, "hands": None if play_only else hands, "events": ev}
    write(name, otto_doc([deal], {"description": desc}))
    fact(
        f"{name}: dealer {dealer}, discard {discard}; faults {fevs}; trick winners {[w for _, w in tricks]}; "
        f"card points as played {cp} (sum {sum(cp.values())}); last trick to {last_w}; score lines from event {sc0}: {lines}; slip: {slip_desc}"
    )
    return tricks


def otto_keep_play(rng, h, faults, keep_fault):
    """The revoker s at trick t holds exactly one card of the led suit, trumps instead, keeps
    the card to the last trick, and the suit is never led again before then."""
    s, t = keep_fault
    # choose the suit: one of which s holds exactly one card
    singles = [x for x in "SBCD" if sum(1 for c in h[s] if t_suit(c) == x) == 1]
    if not singles:
        raise Retry
    suit = rng.choice(singles)
    card = next(c for c in h[s] if t_suit(c) == suit)
    if not any(t_suit(c) == "T" for c in h[s]):
        raise Retry
    keep = {s: card}
    # others: lead the suit at trick t (if the leader can), never otherwise after t
    hands = [list(x) for x in h]
    state = {"t": 0}

    def strategy(seat, choices, trick):
        if not trick:
            if state["t"] == t:
                c = [x for x in choices if t_suit(x) == suit]
                if not c:
                    raise Retry
                return rng.choice(c)
            if state["t"] > t:
                c = [x for x in choices if t_suit(x) != suit]
                if c:
                    return rng.choice(c)
        return rng.choice(choices)

    def on_trick(ti, done):
        state["t"] = ti
        if ti > t + 1 and t_suit(done[-1][0][0][1]) == suit:
            raise Retry

    plays, tricks = t_play(rng, hands, 0, 15, {t: (s, "revoke")}, keep=keep, strategy=strategy, on_trick=on_trick)
    if any(t_suit(tr[0][1]) == suit for tr, _ in tricks[t + 1:14]):
        raise Retry
    if card not in [c for seat, c, _ in plays[-4:] if seat == s]:
        raise Retry
    return plays, tricks, keep


# ------------------------------------------------------------------------------ Terziglio


def terz_doc(deals, meta, start=None, rules=None):
    d = {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "rules": rules or {"preset": "standard"},
        "players": ["Ada", "Bruno", "Celeste"],
        "meta": meta,
        "deals": deals,
    }
    if start:
        d["start"] = start
    return d


def trumps_desc(n_from, n_to):
    return ["T%d" % i for i in range(n_from, n_to - 1, -1)]


def gen_terz_01(seed):
    """Gioco by seat 2 (eldest is seat 1, dealer 0); the declarer takes two widow cards and
    lays away KS (a 5-point card) and 6B; he then takes every trick: 40 game points.  The
    sheet writes 80 (as if doubled)."""
    rng = random.Random(seed)
    others = [c for c in t_deck() if c not in trumps_desc(20, 3) + ["KS", "6B"]]
    # declarer: T20..T5 + KS + 6B (18); widow holds T4, T3 and MATTO + 5 more
    for _ in range(10000):
        rng.shuffle(others)
        rest = [c for c in others if c != "MATTO"]
        widow = ["T4", "MATTO"] + rest[:5] + ["T3"]
        rng.shuffle(widow)
        pool = rest[5:]
        h0, h1 = pool[:18], pool[18:36]
        h2 = trumps_desc(20, 5) + ["KS", "6B"]
        assert len(pool) == 36
        hands = [h0, h1, h2]
        h = [list(h0), list(h1), trumps_desc(20, 3)]
        try:
            plays, tricks = t_play(
                rng,
                h,
                1,
                18,
                {},
                matto_safe=False,
                strategy=lambda s, ch, tr: max(ch, key=lambda c: int(c[1:])) if s == 2 else rng.choice(ch),
            )
        except Retry:
            continue
        if all(w == 2 for _, w in tricks):
            break
    else:
        raise SystemExit("terz 01")
    ev = [
        {"type": "bid", "seat": 1, "bid": "pass"},
        {"type": "bid", "seat": 2, "bid": "gioco"},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "take", "seat": 2, "cards": ["T4", "T3"]},
        {"type": "discard", "seat": 2, "cards": ["KS", "6B"]},
        {"type": "declare", "seat": 1, "items": []},
        {"type": "declare", "seat": 2, "items": []},
        {"type": "declare", "seat": 0, "items": []},
    ]
    for s, c, _ in plays:
        ev.append({"type": "play", "seat": s, "card": c})
    sc = len(ev)
    ev += [
        {"type": "score", "party": 0, "points": 0, "reason": "game_points"},
        {"type": "score", "party": 1, "points": 0, "reason": "game_points"},
        {"type": "score", "party": 2, "points": 80, "reason": "game_points"},
    ]
    write(
        "08-terziglio-illegal-discard-sweep-written-80.json",
        terz_doc([{"dealer": 0, "hands": hands, "talon": widow, "events": ev}], {"description": "Gioco; Celeste lays away KS (a 5-point card) and takes every trick; the sheet writes 80."}),
    )
    fact(f"08: widow {widow}; illegal discard at event 4 (KS); declarer 2 wins all 18 tricks; score lines from {sc}: 0,0,80 (rules: 40 to seat 2, others 0).")


def gen_terz_02(seed):
    """Gioco by seat 1 (dealer 2, eldest 0); no exchange.  Seat 1 revokes (holds the suit
    led, plays another), seat 2 fails to trump; seat 1 takes no trick: the opponents took
    every trick: 40 game points each (winners_score).  The sheet writes 40 for seat 0 only."""
    rng = random.Random(seed)
    for _ in range(200000):
        deck = t_deck()
        # declarer gets low suit cards only
        lows = [c for c in deck if not c.startswith("T") and c != "MATTO" and t_value(c) == 1]
        rng.shuffle(lows)
        h1 = lows[:18]
        rest = [c for c in deck if c not in h1]
        rng.shuffle(rest)
        widow = rest[:8]
        h0, h2 = rest[8:26], rest[26:44]
        if "MATTO" in h0 + h2:
            continue
        hands = [h0, h1, h2]
        try:
            plays, tricks = t_play(
                rng,
                hands,
                0,
                18,
                {9: (1, "revoke"), 12: (2, "failure_to_trump")},
                matto_safe=False,
                strategy=lambda s, ch, tr: (
                    min(ch, key=lambda c: (t_suit(c) == "T", t_value(c)))
                    if s == 1
                    else rng.choice(ch)
                    if not tr
                    else max(ch, key=lambda c: (t_suit(c) == "T", t_trump_rank(c) if t_suit(c) == "T" else t_suit_rank(c)))
                ),
            )
        except Retry:
            continue
        if sum(1 for p in plays if p[2]) != 2:
            continue
        if any(w == 1 for _, w in tricks):
            continue
        break
    else:
        raise SystemExit("terz 02")
    ev = [
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "bid", "seat": 1, "bid": "gioco"},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "declare", "seat": 0, "items": []},
        {"type": "declare", "seat": 1, "items": []},
        {"type": "declare", "seat": 2, "items": []},
    ]
    fevs = []
    for s, c, tag in plays:
        if tag:
            fevs.append((len(ev), s, tag))
        ev.append({"type": "play", "seat": s, "card": c})
    sc = len(ev)
    ev += [
        {"type": "score", "party": 0, "points": 40, "reason": "game_points"},
        {"type": "score", "party": 1, "points": 0, "reason": "game_points"},
        {"type": "score", "party": 2, "points": 0, "reason": "game_points"},
    ]
    write(
        "09-terziglio-two-faults-opponents-sweep.json",
        terz_doc([{"dealer": 2, "hands": hands, "talon": widow, "events": ev}], {"description": "Gioco by Bruno, who revokes; Celeste fails to trump; the opponents take every trick; the sheet writes 40 for Ada only."}),
    )
    fact(f"09: widow {widow}; faults {fevs}; winners {[w for _, w in tricks]}; score lines from {sc}: 40,0,0 (rules: 40 to seats 0 and 2).")


def gen_terz_03(seed):
    """Dealer 1, eldest 2: seat 2 gioco, seat 0 solo, seat 1 gioco (illegal: not higher
    than solo), seat 2 pass... seat 0 plays solo, no exchange, and takes every trick.
    Start totals given; the sheet's scores right, one total wrong."""
    rng = random.Random(seed)
    others = [c for c in t_deck() if c not in trumps_desc(20, 3)]
    for _ in range(10000):
        rng.shuffle(others)
        rest = [c for c in others if c != "MATTO"]
        widow = ["MATTO"] + rest[:7]
        pool = rest[7:]
        h1, h2 = pool[:18], pool[18:36]
        h0 = trumps_desc(20, 3)
        hands = [h0, h1, h2]
        try:
            plays, tricks = t_play(
                rng, hands, 2, 18, {}, matto_safe=False,
                strategy=lambda s, ch, tr: max(ch, key=lambda c: int(c[1:])) if s == 0 else rng.choice(ch),
            )
        except Retry:
            continue
        if all(w == 0 for _, w in tricks):
            break
    else:
        raise SystemExit("terz 03")
    ev = [
        {"type": "bid", "seat": 2, "bid": "gioco"},
        {"type": "bid", "seat": 0, "bid": "solo"},
        {"type": "bid", "seat": 1, "bid": "gioco"},
        {"type": "declare", "seat": 2, "items": []},
        {"type": "declare", "seat": 0, "items": []},
        {"type": "declare", "seat": 1, "items": []},
    ]
    for s, c, _ in plays:
        ev.append({"type": "play", "seat": s, "card": c})
    sc = len(ev)
    ev += [
        {"type": "score", "party": 0, "points": 40, "reason": "game_points"},
        {"type": "score", "party": 1, "points": 0, "reason": "game_points"},
        {"type": "score", "party": 2, "points": 0, "reason": "game_points"},
        {"type": "total", "party": 0, "points": 152},
        {"type": "total", "party": 1, "points": 64},
        {"type": "total", "party": 2, "points": 97},
    ]
    write(
        "10-terziglio-illegal-bid-after-solo-total-slip.json",
        terz_doc(
            [{"dealer": 1, "hands": hands, "talon": widow, "events": ev}],
            {"description": "Celeste gioco, Ada solo, Bruno gioco under the solo (illegal); Ada's solo takes every trick: 40; Ada's total added wrong."},
            start={"totals": [102, 64, 97]},
        ),
    )
    fact(f"10: solo by 0, sweep; illegal bid at event 2 (seat 1 gioco after solo); scores from {sc}: 40,0,0; totals at {sc + 3}..: 152 (rules 142), 64, 97.")


# =============================================================================== RAGE
R_COLS = "RBGYPO"
ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3


def r_deck():
    return [c + str(v) for c in R_COLS for v in range(16)] + list(ACTIONS)


def r_col(c):
    return None if c in ("WILD", "NOTRUMP", "CHANGE", "PLUS5", "MINUS5") else c[0]


def r_val(c):
    return int(c[1:])


class RageRound:
    def __init__(self, hands, stock):
        self.hands = [list(h) for h in hands]
        self.stock = list(stock)
        self.p = 0
        self.trump = self.turn()

    def turn(self):
        while True:
            if self.p >= len(self.stock):
                raise Retry
            c = self.stock[self.p]
            self.p += 1
            if r_col(c):
                return r_col(c)


def r_led(trick):
    for _, c, named in trick:
        if c == "WILD":
            return named
        if r_col(c):
            return r_col(c)
    return None


def r_legal(hand, trick):
    led = r_led(trick)
    if led is None:
        return list(hand)
    f = [c for c in hand if r_col(c) == led]
    return f if f else list(hand)


def r_resolve(trick, trump, notrump):
    """trick: (seat, card, named) in order; trump the trump colour in force at the end of
    the trick (CHANGE applied), notrump whether NOTRUMP was played."""
    led = r_led(trick)
    best = None
    bestkey = None
    for i, (s, c, named) in enumerate(trick):
        col = named if c == "WILD" else r_col(c)
        if col is None:
            continue
        v = 100 + i if c == "WILD" else r_val(c)
        if not notrump and col == trump:
            key = (2, v)
        elif col == led:
            key = (1, v)
        else:
            continue
        if bestkey is None or key > bestkey:
            best, bestkey = s, key
    if best is None:
        return trick[0][0]
    return best


def rage_play(rng, rnd: RageRound, leader, n, faults, plays_override=None, last_lead_offset=None, wild_unnamed=None):
    """faults: {trick: (seat, kind)} kind revoke / action / wild_unnamed.  Returns plays
    (seat, card, named, tag), tricks (trick, winner, trump) and the wild's table reading."""
    np_ = len(rnd.hands)
    plays, tricks = [], []
    for t in range(n):
        order = [(leader + i) % np_ for i in range(np_)]
        if t == n - 1 and last_lead_offset is not None:
            lead = (leader + last_lead_offset) % np_
            order = [(lead + i) % np_ for i in range(np_)]
        trick = []
        notrump = False
        for s in order:
            hand = rnd.hands[s]
            legal = r_legal(hand, trick)
            led = r_led(trick)
            tag = None
            named = None
            if t in faults and faults[t][0] == s:
                kind = faults[t][1]
                if led is None:
                    raise Retry
                has = [c for c in hand if r_col(c) == led]
                if kind == "revoke":
                    bad = [c for c in hand if r_col(c) and r_col(c) != led]
                    if not has or not bad:
                        raise Retry
                    card = rng.choice(bad)
                elif kind == "action":
                    bad = [c for c in hand if c in ("PLUS5", "MINUS5")]
                    if not has or not bad:
                        raise Retry
                    card = bad[0]
                elif kind == "wild_unnamed":
                    if has or "WILD" not in hand:
                        raise Retry
                    card = "WILD"
                    named = None
                else:
                    raise ValueError(kind)
                tag = kind
            else:
                ch = [c for c in legal if c != "WILD"] or legal
                card = rng.choice(ch)
                if card == "WILD":
                    named = rng.choice(R_COLS)
            if card == "CHANGE":
                rnd.trump = rnd.turn()
            if card == "NOTRUMP":
                notrump = True
            hand.remove(card)
            trick.append((s, card, named))
            plays.append((s, card, named, tag))
        if notrump and any(c == "CHANGE" for _, c, _ in trick):
            raise Retry
        # an unnamed wild: the table read it as a colour neither trump nor led (it loses)
        tr2 = []
        for s, c, named in trick:
            if c == "WILD" and named is None:
                other = [x for x in R_COLS if x != rnd.trump and x != r_led(trick)]
                tr2.append((s, c, other[0]))
            else:
                tr2.append((s, c, named))
        w = r_resolve(tr2, rnd.trump, notrump)
        tricks.append((trick, w, rnd.trump, notrump))
        if notrump:
            rnd.trump = rnd.turn()
        leader = w
    return plays, tricks


def rage_scores(tricks, bids):
    n = len(bids)
    won = [0] * n
    bonus = [0] * n
    for trick, w, _, _ in tricks:
        won[w] += 1
        for _, c, _ in trick:
            if c == "PLUS5":
                bonus[w] += 5
            if c == "MINUS5":
                bonus[w] -= 5
    sc = [won[i] + (10 if bids[i] == won[i] else -5) + bonus[i] for i in range(n)]
    return won, bonus, sc


def rage_doc(deal, meta, rnd_no, rules=None, start_totals=None):
    start = {"round": rnd_no}
    if start_totals:
        start["totals"] = start_totals
    return {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": rules or {"preset": "standard"},
        "players": ["Anička", "Bohouš", "Katka", "Dalibor"],
        "start": start,
        "meta": meta,
        "deals": [deal],
    }


def rage_events(plays, bids, dealer, scores, extra_before_scores=None):
    ev = []
    for i in range(4):
        s = (dealer + 1 + i) % 4
        ev.append({"type": "bid", "seat": s, "bid": bids[s]})
    fevs = []
    for s, c, named, tag in plays:
        e = {"type": "play", "seat": s, "card": c}
        if named is not None:
            e["named"] = named
        if tag:
            fevs.append((len(ev), s, tag))
        ev.append(e)
    if extra_before_scores:
        ev += extra_before_scores
    sc0 = len(ev)
    for s in range(4):
        ev.append({"type": "score", "party": s, "points": scores[s]})
    return ev, fevs, sc0


def gen_rage(seed, name, rnd_no, faults, slip, desc, last_lead_offset=None, pm1=False, penalty=None):
    rng = random.Random(seed)
    n = 11 - rnd_no
    for _ in range(100000):
        deck = r_deck()
        rng.shuffle(deck)
        dealer = 0
        hands = [deck[i * n:(i + 1) * n] for i in range(4)]
        stock = deck[4 * n:]
        try:
            rnd = RageRound(hands, stock)
            plays, tricks = rage_play(rng, rnd, 1, n, faults, last_lead_offset=last_lead_offset)
        except Retry:
            continue
        if sum(1 for p in plays if p[3]) != len(faults):
            continue
        if last_lead_offset is not None:
            # the last trick's winner must differ between the written order and the
            # order with the first two cards swapped
            trick, w, trump, nt = tricks[-1]
            sw = [trick[1], trick[0]] + trick[2:]
            if r_resolve(sw, trump, nt) == w:
                continue
            if any(c in ("CHANGE", "NOTRUMP", "WILD") for _, c, _ in trick):
                continue
        won = [0] * 4
        for _, w, _, _ in tricks:
            won[w] += 1
        # bids: seats 1, 2 exact, seat 3 off by one, dealer 0 as needed
        bids = [0] * 4
        bids[1] = won[1]
        bids[2] = won[2]
        bids[3] = won[3] + 1 if won[3] < n else won[3] - 1
        if pm1:
            bids[0] = n - bids[1] - bids[2] - bids[3]
            if not 0 <= bids[0] <= n:
                continue
        else:
            bids[0] = won[0]
        break
    else:
        raise SystemExit(name)
    won, bonus, sc = rage_scores(tricks, bids)
    rec = list(sc)
    slip_desc = slip(rec, won, bonus, bids)
    extra = []
    if penalty:
        extra.append({"type": "penalty", "party": penalty[0], "code": penalty[1], "amount": penalty[2]})
    ev, fevs, sc0 = rage_events(plays, bids, dealer, rec, extra)
    deal = {"dealer": dealer, "hands": hands, "talon": stock, "events": ev}
    write(name, rage_doc(deal, {"description": desc}, rnd_no, rules={"preset": "standard", "plus_minus_one": True} if pm1 else None))
    fact(
        f"{name}: round {rnd_no} ({n} cards), dealer 0, trump at start {stock[:3]}; bids {bids}; faults {fevs}; "
        f"trick winners {[w for _, w, _, _ in tricks]} (trumps {[t for _, _, t, _ in tricks]}); won {won}; bonus {bonus}; rules scores {sc}; "
        f"recorded {rec} from event {sc0}; slip: {slip_desc}; last trick {tricks[-1][0]}"
    )
    return tricks


# =============================================================================== main


def main():
    gen_ulti_01(101)
    gen_ulti_02(102)
    gen_ulti_03(103)
    gen_ulti_04(104)

    def slip_cp_plus1(lines):
        lines[1][1] += 1
        return "team1 card_points +1"

    gen_otto(
        205, "05-ottocento-king-discarded-cardpoints-slip.json", {}, True, slip_cp_plus1,
        desc="Dora (dealer) lays away a king (a 5-point card) with a pip; the team1 card points are written one too many.",
    )

    def slip_last_to_wrong(lines):
        lines[2][0] = "team1" if lines[2][0] == "team0" else "team0"
        return "last_trick written to the other team"

    gen_otto(
        206, "06-ottocento-two-seats-two-faults-last-trick-slip.json", {2: (0, "revoke"), 7: (1, "failure_to_trump")}, False,
        slip_last_to_wrong, desc="Alfonso revokes (trick 3), Bice fails to trump (trick 8); the last-trick 6 written to the wrong team.",
    )

    def slip_cp_minus2(lines):
        lines[0][1] -= 2
        return "team0 card_points -2"

    gen_otto(
        207, "07-ottocento-play-only-revoke-proven-in-last-trick.json", {}, False, slip_cp_minus2, play_only=True,
        keep_fault=(2, 5), desc="Play-only record: Carlo trumps a lead in trick 6 and plays that suit in the last trick; team0 card points written 2 short.",
    )
    gen_terz_01(301)
    gen_terz_02(302)
    gen_terz_03(303)

    def slip_plus5(rec, won, bonus, bids):
        rec[2] += 5
        return "seat 2 +5"

    gen_rage(
        401, "11-rage-wild-without-colour-score-slip.json", 5, {2: (3, "wild_unnamed")}, slip_plus5,
        "Dalibor plays a WILD naming no colour (trick 3); Katka's score written 5 too many.",
    )

    def slip_exact(rec, won, bonus, bids):
        rec[3] = won[3] + 10 + bonus[3]
        return "seat 3 written as if his bid were exact"

    gen_rage(
        402, "12-rage-last-trick-led-out-of-turn.json", 6, {}, slip_exact,
        "The last trick is led by the seat before the due leader; Dalibor written +10 for a missed bid.",
        last_lead_offset=3,
    )

    def slip_penalty(rec, won, bonus, bids):
        rec[1] -= 5
        return "seat 1 (revoker) written 5 less, a penalty the table imposed"

    gen_rage(
        403, "13-rage-two-faults-table-penalty.json", 4, {1: (1, "revoke"), 3: (2, "action")}, slip_penalty,
        "Bohouš revokes (trick 2), Katka plays +5/-5 while able to follow (trick 4); the table fines Bohouš 5 on the sheet.",
        penalty=(1, "revoke", 5),
    )

    def slip_minus(rec, won, bonus, bids):
        rec[0] = won[0] - 5 + bonus[0] if bids[0] == won[0] else won[0] + 10 + bonus[0]
        return "seat 0 (forbidden bidder) scored the other way round"

    gen_rage(
        404, "14-rage-plus-minus-one-forbidden-bid.json", 7, {}, slip_minus,
        "Plus/minus one: Anička (dealer, last to bid) makes the bids add up to the cards; her score written the other way round.",
        pm1=True,
    )
    with open(os.path.join(HERE, "_facts.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(FACTS) + "\n")
    print("\n".join(FACTS))


if __name__ == "__main__":
    sys.exit(main())
