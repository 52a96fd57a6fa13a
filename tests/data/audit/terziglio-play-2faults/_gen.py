"""Blind generator for the terziglio-play-2faults audit round (no import from validator).

Writes 14 Terziglio transcripts (tests/data/audit/terziglio-play-2faults/NN-*.json) and
_expected.txt (one line per file: the planted faults as (deal, event, code) and the figures).

Everything is derived from the source text (seeds/004, Russian):
- play: follow suit; if void, trump; if no trump, any card; the Matto excuses from following,
  never wins, returns to its owner's side, which gives a low (1-point) card to the trick's
  winner if that is an opponent; Moretti (T1-T4) equal, the last played is highest;
- card points counted in pairs minus 1 a pair (even piles: sum - n/2), 6 for the last trick;
- combinations counted again in the captured cards (cricche and sequences, x2 for three or more);
- gioco: widow (remaining + discards) to the declarer when he wins a trick; solo: widow to the
  winner of the last trick; declarer must have more than the opponents (a tie loses);
- the winning side's points rounded down to 50 (up when fewer than 5 short), /50; solo doubles.

Where the source is open (combination details, whether the widow's cards form combinations, which
low card is given for the Matto) every deal is kept only if all readings give the same game points.

Usage: python _gen.py [seed]
"""

from __future__ import annotations

import itertools
import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).parent
SUITS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B high->low
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D high->low
DECK = (
    [r + s for s in SUITS for r in (LONG if s in "SB" else ROUND)] + [f"T{i}" for i in range(21)] + ["MATTO"]
)
assert len(DECK) == 62
FIVE = {"T20", "T19", "T0", "MATTO"} | {"K" + s for s in SUITS}
PLAYERS = ["Alma", "Bruno", "Carla"]


def value(c: str) -> int:
    if c in FIVE:
        return 5
    if c[0] == "Q" and c[1:] in SUITS:
        return 4
    if c[0] == "N":
        return 3
    if c[0] == "J":
        return 2
    return 1


def is_trump(c: str) -> bool:
    return c.startswith("T")


def suit(c: str) -> str:
    if c == "MATTO":
        return "X"
    return "T" if is_trump(c) else c[-1]


def rank(c: str) -> int:
    """Strength within its suit/trumps (higher wins). Moretti T1-T4 equal."""
    if c == "MATTO":
        return -1
    if is_trump(c):
        n = int(c[1:])
        return 1 if 1 <= n <= 4 else (0 if n == 0 else n)
    order = LONG if c[-1] in "SB" else ROUND
    return 100 - order.index(c[:-1])


def trick_winner(cards: list[tuple[int, str]]) -> int:
    """cards: (seat, card) in order played; the Matto never wins (never led here)."""
    led = suit(cards[0][1])
    best = None
    for seat, c in cards:
        if c == "MATTO":
            continue
        if best is None:
            best = (seat, c)
            continue
        bc = best[1]
        if is_trump(c):
            if not is_trump(bc) or rank(c) >= rank(bc) and (rank(c) > rank(bc) or rank(c) == 1):
                # equal Moretti: the last played is highest
                best = (seat, c)
        elif not is_trump(bc) and suit(c) == led and suit(bc) == led and rank(c) > rank(bc):
            best = (seat, c)
    assert best is not None
    return best[0]


def smart(opts: list[str], played: list[tuple[int, str]], seat: int, side) -> str:
    """Lead the strongest card; follow with the lowest card that wins, else the cheapest card
    (the cheapest also when the partner is already winning)."""
    key = lambda c: (is_trump(c), rank(c), value(c))  # noqa: E731
    if not played:
        return max(opts, key=key)
    w = trick_winner(played)
    if side(w) == side(seat):
        return min(opts, key=lambda c: (value(c), is_trump(c), rank(c)))
    winners = [c for c in opts if trick_winner(played + [(seat, c)]) == seat]
    if winners:
        return min(winners, key=key)
    return min(opts, key=lambda c: (value(c), is_trump(c), rank(c)))


def legal(hand: list[str], led: str | None) -> list[str]:
    """Cards a follower may play (the Matto always allowed)."""
    if led is None:
        return list(hand)
    same = [c for c in hand if suit(c) == led]
    if same:
        return same + [c for c in hand if c == "MATTO"]
    tr = [c for c in hand if is_trump(c)]
    if tr:
        return tr + [c for c in hand if c == "MATTO"]
    return list(hand)


# ---------------------------------------------------------------- combinations (post-play)
CRICCHE = {
    "tarocchi": ({"T20", "T19", "T0", "MATTO"}, 18, 36),
    "kings": ({"K" + s for s in SUITS}, 17, 34),
    "queens": ({"Q" + s for s in SUITS}, 14, 28),
    "knights": ({"N" + s for s in SUITS}, 13, 26),
    "jacks": ({"J" + s for s in SUITS}, 12, 24),
}


def seq_pts(n: int) -> int:
    return 10 + 5 * (n - 3) if n >= 3 else 0


def combos(pile: set[str], v: dict) -> int:
    cr = []
    for cards, p3, p4 in CRICCHE.values():
        k = len(cards & pile)
        if k == 4:
            cr.append(p4)
        elif k == 3:
            cr.append(p3)
    cont = [c for c in ("MATTO", "T0") if c in pile] if v["contatori"] else []
    avail = len(cont)
    seqs = []

    def take(n: int) -> int:
        nonlocal avail
        if v["reuse"]:
            return min(n, len(cont))
        got = min(n, avail)
        avail -= got
        return got

    # trumps: Angel + at least two of 19/18/17 (one real), then 16, 15, ...
    if "T20" in pile:
        positions = [19, 18, 17] + list(range(16, 4, -1))
        a = len(cont) if v["reuse"] else avail
        used = 0
        length = 1
        real_g = 0
        prev_hole = None
        for p in positions:
            if f"T{p}" in pile:
                length += 1
                if p >= 17:
                    real_g += 1
                prev_hole = None
            else:
                ok_hole = prev_hole is None or (p == 16 and prev_hole == 17)
                if used < a and ok_hole:
                    used += 1
                    length += 1
                    prev_hole = p
                else:
                    break
        if v["trump_gap"] and length < 3:
            g = sum(f"T{p}" in pile for p in (19, 18, 17))
            if g >= 2:
                length, used = 3, 0
        if length >= 3 and (real_g >= 1 or v["trump_gap"]):
            if not v["reuse"]:
                avail -= used
            seqs.append(seq_pts(length))
    # suits: King + at least two court cards (one real), extra the Ace
    for s in SUITS:
        if "K" + s not in pile:
            continue
        courts = [r + s for r in ("Q", "N", "J")]
        rc = sum(c in pile for c in courts)
        if rc == 0:
            continue
        a = len(cont) if v["reuse"] else avail
        if v["gappy"]:
            fill = min(3 - rc, a)
            n = 1 + rc + fill
            if n >= 3 and "1" + s in pile and rc + fill == 3:
                n += 1
            used = fill
        else:
            n, used = 1, 0
            for c in courts + ["1" + s]:
                if c in pile:
                    n += 1
                elif used < a:
                    used += 1
                    n += 1
                else:
                    break
        if n >= 3:
            if not v["reuse"]:
                avail -= used
            seqs.append(seq_pts(n))
    # moretti and aces: two real + contatori, up to six
    for group in ({"T1", "T2", "T3", "T4"}, {"1" + s for s in SUITS}):
        m = len(group & pile)
        if m < 2:
            continue
        a = len(cont) if v["reuse"] else avail
        extra = min(a, 6 - m)
        n = m + extra
        if n >= 3:
            if not v["reuse"]:
                avail -= extra
            seqs.append(seq_pts(n))
    c_pts, s_pts = sum(cr), sum(seqs)
    if v["dbl_whole"]:
        tot = c_pts + s_pts
        return tot * 2 if (len(cr) >= 3 or len(seqs) >= 3) else tot
    return c_pts * (2 if len(cr) >= 3 else 1) + s_pts * (2 if len(seqs) >= 3 else 1)


VARIANTS = [
    dict(zip(("contatori", "reuse", "gappy", "trump_gap", "dbl_whole", "widow_combos"), bits, strict=True))
    for bits in itertools.product((True, False), repeat=6)
]
MAIN = VARIANTS[0]  # contatori, reuse, gappy (the source's "at least two court cards"), trump_gap,
# per-kind doubling: only as a reference; every deal kept is the same under all of them


def game_points(p: int) -> int:
    q, r = divmod(p, 50)
    if r and 50 - r < 5:
        q += 1
    return q


# ---------------------------------------------------------------- one deal
class Reject(Exception):
    pass


def play_deal(rng: random.Random, dealer: int, contract: str, decl_off: int, plan: dict) -> dict:
    """plan: faults to plant: {'revoke': trick, 'notrump': trick, 'ooo': trick, 'cnih': trick,
    'matto_excuse': True (Matto played while able to follow), 'moretti_tie': True}."""
    deck = DECK[:]
    rng.shuffle(deck)
    hands = [sorted(deck[i * 18 : (i + 1) * 18], key=DECK.index) for i in range(3)]
    talon = deck[54:]
    eldest = (dealer + 1) % 3
    strength = [sum(is_trump(c) for c in h) + sum(is_trump(c) and rank(c) >= 15 for c in h) for h in hands]
    order = [(eldest + decl_off + i) % 3 for i in range(3)]
    declarer = max(order, key=lambda s: strength[s])
    events: list[dict] = []
    for i in range(3):
        seat = (eldest + i) % 3
        events.append({"type": "bid", "seat": seat, "bid": contract if seat == declarer else "pass"})
    hand = [list(h) for h in hands]
    widow = list(talon)
    discards: list[str] = []
    if contract == "gioco":
        k = rng.randint(1, 3)
        taken = sorted(widow, key=lambda c: (is_trump(c), rank(c)), reverse=True)[:k]
        for c in taken:
            widow.remove(c)
        hand[declarer] += taken
        cand = [c for c in hand[declarer] if c not in FIVE]
        discards = rng.sample(cand, k)
        for c in discards:
            hand[declarer].remove(c)
        events.append({"type": "take", "seat": declarer, "cards": taken})
        events.append({"type": "discard", "seat": declarer, "cards": discards})
    declared = {0: 0, 1: 0, 2: 0}
    for i in range(3):
        seat = (eldest + i) % 3
        items = []
        if plan.get("declare") and seat == declarer:
            for name, (cards, p3, _p4) in CRICCHE.items():
                if name != "tarocchi" and len(cards & set(hand[seat])) == 3:
                    items.append({"kind": "cricca", "of": name, "count": 3})
                    declared[seat] += p3
            if not items:
                raise Reject
        events.append({"type": "declare", "seat": seat, "items": items})
    side = lambda s: 0 if s == declarer else 1  # noqa: E731
    leader = eldest
    tricks = []  # (list[(seat, card)], winner, first event index)
    faults = []
    holders = [s for s in range(3) if "MATTO" in hand[s]]
    if not holders:
        raise Reject  # the Matto in the widow: not this round's subject
    matto_owner = holders[0]
    excuse_while_able = False
    for t in range(18):
        played: list[tuple[int, str]] = []
        first_ev = len(events)
        for j in range(3):
            seat = (leader + j) % 3
            led = suit(played[0][1]) if played else None
            h = hand[seat]
            opts = legal(h, led)
            if led is None:
                opts = [c for c in opts if c != "MATTO"] or opts
                if opts == ["MATTO"]:
                    raise Reject
            choice = None
            if "MATTO" in h and led is not None:
                if t >= 15 or rng.random() < 0.12:
                    choice = "MATTO"
                    if any(suit(c) == led for c in h):
                        excuse_while_able = True
            if choice is None:
                nm = [c for c in opts if c != "MATTO"] or opts
                if rng.random() < 0.75:
                    choice = smart(nm, played, seat, side)
                else:
                    choice = rng.choice(nm)
            kind = None
            if led is not None and j >= 1 and choice != "MATTO":
                if plan.get("revoke") == t and any(suit(c) == led for c in h):
                    bad = [c for c in h if suit(c) not in (led, "X")]
                    if bad:
                        choice, kind = rng.choice(bad), "revoke"
                        plan["revoke"] = None
                elif (
                    plan.get("notrump") == t
                    and led != "T"
                    and not any(suit(c) == led for c in h)
                    and any(is_trump(c) for c in h)
                ):
                    bad = [c for c in h if not is_trump(c) and c != "MATTO"]
                    if bad:
                        choice, kind = rng.choice(bad), "notrump"
                        plan["notrump"] = None
            if kind is None and plan.get("revoke") == t and j == 2:
                plan["revoke"] = t + 1 if t < 15 else -1
            if kind is None and plan.get("notrump") == t and j == 2:
                plan["notrump"] = t + 1 if t < 15 else -1
            if kind:
                faults.append((len(events), kind, seat))
            h.remove(choice)
            played.append((seat, choice))
            events.append({"type": "play", "seat": seat, "card": choice})
        w = trick_winner(played)
        tricks.append((played, w, first_ev))
        leader = w
    if plan.get("revoke") is not None or plan.get("notrump") is not None:
        raise Reject
    if plan.get("matto_excuse") and not excuse_while_able:
        raise Reject
    if plan.get("moretti_tie"):
        ok = False
        for played, _w, _ in tricks:
            tr = [(s, c) for s, c in played if is_trump(c)]
            if tr and len(tr) >= 2:
                top = max(rank(c) for _, c in tr)
                mor = [(s, c) for s, c in tr if rank(c) == top]
                if top == 1 and len(mor) >= 2 and side(mor[0][0]) != side(mor[-1][0]):
                    ok = True
        if not ok:
            raise Reject
    # card not in hand: a follower's losing pip 6-10 replaced by a same-suit pip from the widow
    if plan.get("cnih") is not None:
        pool = [c for c in widow if c[:-1] in ("6", "7", "8", "9", "10")]
        done = False
        for t in range(plan["cnih"], 16):
            played, w, fe = tricks[t]
            for j in (1, 2):
                seat, c = played[j]
                if any(f[0] == fe + j for f in faults):
                    continue
                if seat == w or c[:-1] not in ("6", "7", "8", "9", "10") or suit(c) == "T":
                    continue
                for d in pool:
                    if suit(d) != suit(c):
                        continue
                    new = list(played)
                    new[j] = (seat, d)
                    if trick_winner(new) != w:
                        continue
                    events[fe + j]["card"] = d
                    faults.append((fe + j, "cnih", seat))
                    done = True
                    break
                if done:
                    break
            if done:
                break
        if not done:
            raise Reject
    # out of turn: the two followers of a trick swapped (no two Moretti among them)
    if plan.get("ooo") is not None:
        done = False
        for t in range(plan["ooo"], 17):
            played, w, fe = tricks[t]
            if any(fe + 1 == f[0] or fe + 2 == f[0] for f in faults):
                continue
            if sum(is_trump(c) and rank(c) == 1 for _, c in played[1:]) >= 2:
                continue
            events[fe + 1], events[fe + 2] = events[fe + 2], events[fe + 1]
            faults.append((fe + 1, "ooo", events[fe + 1]["seat"]))
            done = True
            break
        if not done:
            raise Reject
    # ---- scoring (actual cards as recorded; the cnih card counts as played: pips of equal value)
    k = sum(1 for _, w, _ in tricks if side(w) == 0)
    if k == 0 or k == 18 or k % 2:
        raise Reject  # keep piles even and avoid the all-tricks/no-trick cases
    piles = {0: [], 1: []}
    for played, w, fe in tricks:
        for j, (s, _c) in enumerate(played):
            cc = (
                events[fe + j]["card"]
                if events[fe + j]["seat"] == s
                else next(e["card"] for e in events[fe : fe + 3] if e["seat"] == s)
            )
            if cc == "MATTO":
                continue
            piles[side(w)].append(cc)
    piles[side(matto_owner)].append("MATTO")
    matto_trick = next((w for played, w, _ in tricks if any(c == "MATTO" for _, c in played)))
    exchange = side(matto_trick) != side(matto_owner)
    last_w = tricks[-1][1]
    widow_side = 0 if contract == "gioco" else side(last_w)
    widow_cards = widow + discards
    outcomes = set()
    figures = None
    low_choices = [None]
    if exchange:
        ms = side(matto_owner)
        low_choices = sorted({c for c in piles[ms] if value(c) == 1})
        if not low_choices:
            raise Reject
    for low in low_choices:
        p = {0: list(piles[0]), 1: list(piles[1])}
        if low is not None:
            ms = side(matto_owner)
            p[ms].remove(low)
            p[1 - ms].append(low)
        full = {s: p[s] + (widow_cards if widow_side == s else []) for s in (0, 1)}
        cards_pts = {s: sum(value(c) for c in full[s]) - len(full[s]) // 2 for s in (0, 1)}
        assert all(len(full[s]) % 2 == 0 for s in (0, 1)), "odd pile"
        assert cards_pts[0] + cards_pts[1] == 87
        last = {s: 6 if side(last_w) == s else 0 for s in (0, 1)}
        decl = {0: declared[declarer], 1: sum(declared[s] for s in range(3) if s != declarer)}
        for v in VARIANTS:
            cp = {s: combos(set(full[s] if v["widow_combos"] else p[s]), v) for s in (0, 1)}
            tot = {s: cards_pts[s] + last[s] + cp[s] + decl[s] for s in (0, 1)}
            win = 0 if tot[0] > tot[1] else 1
            g = game_points(tot[win]) * (2 if contract == "solo" else 1)
            outcomes.add((win, g))
            if v is MAIN and figures is None:
                figures = dict(
                    tricks=k,
                    card_points=cards_pts,
                    last=last,
                    combos=cp,
                    declared=decl,
                    totals=tot,
                    win=win,
                    game=g,
                    low=low,
                    exchange=exchange,
                )
    if len(outcomes) != 1:
        raise Reject
    win, g = outcomes.pop()
    if g < 1 or (plan.get("decl_win") and win != 0):
        raise Reject
    scores = {s: (g if (side(s) == win) else 0) for s in range(3)}
    return dict(
        dealer=dealer,
        hands=hands,
        talon=talon,
        events=events,
        faults=faults,
        scores=scores,
        declarer=declarer,
        contract=contract,
        figures=figures,
    )


def make_deal(rng: random.Random, dealer: int, contract: str, decl_off: int, plan: dict) -> dict:
    for _ in range(20000):
        try:
            return play_deal(rng, dealer, contract, decl_off, dict(plan))
        except Reject:
            continue
    raise RuntimeError(f"no deal found for {plan}")


CODE = {"revoke": "revoke", "notrump": "revoke", "ooo": "out_of_turn", "cnih": "card_not_in_hand"}


def transcript(rng, specs, start_dealer=0):
    """specs: list of dicts: contract, decl_off, plan, score_err ((seat, delta) or None),
    total_err ((seat, delta) or None)."""
    totals = [0, 0, 0]
    deals = []
    expected = []
    notes = []
    dealer = start_dealer
    for di, sp in enumerate(specs):
        d = make_deal(rng, dealer, sp["contract"], sp.get("decl_off", 0), sp.get("plan", {}))
        ev = d["events"]
        for idx, kind, seat in d["faults"]:
            expected.append((di, idx, CODE[kind]))
            notes.append(f"deal {di} event {idx}: seat {seat} {kind} ({ev[idx]['card']})")
        written = dict(d["scores"])
        if sp.get("score_err"):
            s, delta = sp["score_err"]
            written[s] = d["scores"][s] + delta
        for s in range(3):
            if sp.get("score_err") and sp["score_err"][0] == s:
                expected.append((di, len(ev), "wrong_score"))
                notes.append(
                    f"deal {di} event {len(ev)}: score seat {s} written {written[s]}, rules {d['scores'][s]}"
                )
            ev.append({"type": "score", "party": s, "points": written[s]})
        for s in range(3):
            totals[s] += written[s]  # the sheet's own arithmetic carries on from what it wrote
        for s in range(3):
            pts = totals[s]
            if sp.get("total_err") and sp["total_err"][0] == s:
                pts = totals[s] + sp["total_err"][1]
                expected.append((di, len(ev), "wrong_total"))
                notes.append(f"deal {di} event {len(ev)}: total seat {s} written {pts}, right {totals[s]}")
            ev.append({"type": "total", "party": s, "points": pts})
        f = d["figures"]
        notes.append(
            f"deal {di}: dealer {d['dealer']}, {d['contract']} by seat {d['declarer']}, declarer tricks {f['tricks']}, "
            f"card points {f['card_points'][0]}/{f['card_points'][1]}, last trick {f['last'][0]}/{f['last'][1]}, "
            f"combinations {f['combos'][0]}/{f['combos'][1]}, declared {f['declared'][0]}/{f['declared'][1]}, "
            f"totals {f['totals'][0]}/{f['totals'][1]} (declarer/opponents), "
            f"{'declarer' if f['win'] == 0 else 'opponents'} win {f['game']} game points; "
            f"scores {[d['scores'][s] for s in range(3)]}; Matto exchange: {f['exchange']}"
        )
        deals.append({"dealer": d["dealer"], "hands": d["hands"], "talon": d["talon"], "events": ev})
        dealer = (dealer + 1) % 3
    doc = {"format": "trick-transcript/1", "game": "tarocchini-terziglio", "players": PLAYERS, "deals": deals}
    return doc, expected, notes


FILES = [
    ("01-clean-gioco-matto-excuse", [dict(contract="gioco", plan={"matto_excuse": True})]),
    ("02-clean-solo", [dict(contract="solo", decl_off=1, plan={"decl_win": True})]),
    ("03-clean-moretti-tie", [dict(contract="gioco", decl_off=2, plan={"moretti_tie": True})]),
    ("04-revoke-and-out-of-turn", [dict(contract="gioco", plan={"revoke": 3, "ooo": 10})]),
    (
        "05-no-trump-and-card-not-in-hand",
        [dict(contract="gioco", decl_off=1, plan={"notrump": 2, "cnih": 9})],
    ),
    (
        "06-revoke-and-wrong-score",
        [dict(contract="gioco", decl_off=2, plan={"revoke": 5}, score_err=("W", -1))],
    ),
    ("07-out-of-turn-and-wrong-total", [dict(contract="gioco", plan={"ooo": 4}, total_err=(1, 2))]),
    (
        "08-solo-card-not-in-hand-and-not-doubled",
        [dict(contract="solo", plan={"cnih": 6, "decl_win": True}, score_err=("HALF", 0))],
    ),
    ("09-two-revokes", [dict(contract="solo", decl_off=2, plan={"revoke": 2, "notrump": 11})]),
    (
        "10-matto-excuse-no-trump-and-out-of-turn",
        [dict(contract="gioco", decl_off=1, plan={"matto_excuse": True, "notrump": 3, "ooo": 12})],
    ),
    (
        "11-declared-cricca-revoke-card-not-in-hand",
        [dict(contract="gioco", plan={"declare": True, "revoke": 7, "cnih": 1})],
    ),
    (
        "12-session-clean-four-deals",
        [
            dict(contract="gioco"),
            dict(contract="solo", decl_off=1),
            dict(contract="gioco", decl_off=2, plan={"decl_win": True}),
            dict(contract="gioco", decl_off=1),
        ],
    ),
    (
        "13-session-faults-in-two-deals",
        [
            dict(contract="gioco", decl_off=1),
            dict(contract="gioco", plan={"revoke": 4}, score_err=("W", 1)),
            dict(contract="solo", decl_off=2, plan={"decl_win": True}),
            dict(contract="gioco", plan={"ooo": 2, "cnih": 8}),
        ],
    ),
    (
        "14-session-notrump-and-total",
        [
            dict(contract="solo"),
            dict(contract="gioco", decl_off=2, plan={"notrump": 1}, total_err=(2, -3)),
            dict(contract="gioco", decl_off=1),
        ],
    ),
]


def resolve(rng, specs):
    """Score errors named 'W' (a winner's score off by delta) or 'HALF' (a solo's game points
    written undoubled) need the deal first: generate, then place the error."""
    for _ in range(200):
        state = rng.getstate()
        doc, exp, notes = transcript(rng, [{**s, "score_err": None} for s in specs])
        fixed = []
        ok = True
        for di, s in enumerate(specs):
            se = s.get("score_err")
            if not se:
                fixed.append(s)
                continue
            ev = doc["deals"][di]["events"]
            sc = {e["party"]: e["points"] for e in ev if e["type"] == "score"}
            winners = [p for p, v in sc.items() if v > 0]
            w = winners[0]
            if se[0] == "HALF":
                delta = sc[w] // 2 - sc[w]
                if delta == 0:
                    ok = False
            else:
                delta = se[1]
            fixed.append({**s, "score_err": (w, delta)})
        if not ok:
            continue
        rng.setstate(state)
        return transcript(rng, fixed)
    raise RuntimeError("no deal for score error")


def main() -> None:
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 2026
    lines = []
    for name, specs in FILES:
        rng = random.Random(f"{seed}-{name}")
        doc, exp, notes = resolve(rng, specs)
        doc["meta"] = {"audit": "terziglio-play-2faults", "seed": seed}
        (OUT / f"{name}.json").write_text(
            json.dumps(doc, indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
        )
        lines.append(f"{name}.json: {'clean' if not exp else 'violations'} {sorted(exp)}")
        lines += ["    " + n for n in notes]
    (OUT / "_expected.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
