"""Blind generator: Tarocchini Ottocento, the dealer's discard and the rule options.

Written from the source text (seeds/004, Russian) and the transcript format only; no import
from validator.  Run from anywhere: python _gen.py [--seed N].  Writes NN-*.json and EXPECTED.md
next to this file.

Readings used (from the source):
- card values: K5 Q4 N3 J2, pips 1; Angel, Mondo, Bagatto 5; other trumps 1; Matto 5.
  A side's card points = sum of its cards - (number of cards)/2 ("pairs, 1 off each pair");
  last trick 6.  Total of both sides = 87 + 6 = 93.
- dealer: 15 + the last two = 17, lays away two, never a 5-point card (Kings, T20, T19, T0,
  Matto).  The discard counts for the dealer('s side) unless the dealer (discard_credit
  dealer_trick) / his side (side_trick) takes no trick: then it goes to the opponents.
- Matto: an excuse, returned to its owner's side, which gives a low card to the trick's
  winner if that is an opponent.
- trick: highest trump, else highest of the suit led; Moretti T1-T4 equal: the last played
  of them is highest (moretti_tie last_played) or the first (first_played).
- combinations: cricche (3/4 of tarocchi 18/36, kings 17/34, queens 14/28, knights 13/26,
  jacks 12/24); sequences 10 for three + 5 a card; contatori (T0, Matto) wild, never Angel or
  King, usable in several sequences; in trumps no two contatori in a row save T17+T16.
  Three or more cricche (or sequences) at once double those points (double_three).
- deal score = declarations + combinations in the captured cards + card points + last trick.
Seeds are drawn until no figure depends on a doubtful reading (gaps, the discard in the
combinations, which low card the Matto's side hands over, doubling of all vs of the kind).
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "SBCD"
LONG_ORDER = ["1", "6", "7", "8", "9", "10", "J", "N", "Q", "K"]  # low -> high (S, B)
ROUND_ORDER = ["10", "9", "8", "7", "6", "1", "J", "N", "Q", "K"]  # low -> high (C, D)
DECK = (
    [r + s for s in SUITS for r in ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]]
    + [f"T{i}" for i in range(21)]
    + ["MATTO"]
)
assert len(DECK) == 62
FIVE = {"KS", "KB", "KC", "KD", "T20", "T19", "T0", "MATTO"}
CONT = {"T0", "MATTO"}
PLAIN_PIPS = {r + s for s in SUITS for r in ["6", "7", "8", "9", "10"]}
MORETTI = {"T1", "T2", "T3", "T4"}
DEFAULTS = {
    "moretti_tie": "last_played",
    "monte": True,
    "signals": "allowed",
    "double_three": True,
    "discard_credit": "dealer_trick",
}


def suit(c):
    if c == "MATTO":
        return "M"
    if c[0] == "T":
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def value(c):
    if c in FIVE:
        return 5
    if c[0] == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(rank(c), 1)


def strength(c):
    s = suit(c)
    if s == "T":
        n = int(c[1:])
        return 1 if 1 <= n <= 4 else n
    order = LONG_ORDER if s in "SB" else ROUND_ORDER
    return order.index(rank(c))


def card_points(cards):
    assert len(cards) % 2 == 0
    return sum(value(c) for c in cards) - len(cards) // 2


# ---------------------------------------------------------------- combinations
CRICCHE = {
    "tarocchi": ({"T20", "T19", "T0", "MATTO"}, 18, 36),
    "kings": ({"K" + s for s in SUITS}, 17, 34),
    "queens": ({"Q" + s for s in SUITS}, 14, 28),
    "knights": ({"N" + s for s in SUITS}, 13, 26),
    "jacks": ({"J" + s for s in SUITS}, 12, 24),
}


def seq_points(n):
    return 10 + 5 * (n - 3)


def run_len(cards, positions, conts, allow_double, double_ok=None, grande_rule=False):
    """Length of the run from positions[0] (must be real) with contatori filling."""
    if positions[0] not in cards:
        return 0
    used = 0
    length = 1
    prev_cont = False
    reals_in_first3 = 0
    for i, p in enumerate(positions[1:], start=1):
        if p in cards:
            length += 1
            prev_cont = False
            if i <= 2:
                reals_in_first3 += 1
            continue
        if used >= conts:
            break
        if prev_cont and not allow_double and not (double_ok and double_ok(i)):
            break
        used += 1
        length += 1
        prev_cont = True
    # among the two cards after the top one, at most one contatore
    if length >= 3 and reals_in_first3 == 0:
        return 0
    return length if length >= 3 else 0


def sequences(cards, use_cont=True, suit_double_cont=False):
    cs = set(cards)
    k = len(cs & CONT) if use_cont else 0
    out = []
    # trumps: T20, T19, T18, T17, T16 ... T5
    tpos = [f"T{i}" for i in range(20, 4, -1)]
    # positions index: 3 = T17, 4 = T16: two contatori in a row allowed only there
    n = run_len(cs, tpos, k, False, double_ok=lambda i: i == 4)
    if n:
        out.append(("trumps", None, n))
    for s in SUITS:
        n = run_len(cs, ["K" + s, "Q" + s, "N" + s, "J" + s, "1" + s], k, suit_double_cont)
        if n:
            out.append(("suit", s, n))
    for kind, group in (("moretti", MORETTI), ("aces", {"1" + s for s in SUITS})):
        r = len(cs & group)
        if r >= 2 and r + k >= 3:
            out.append((kind, None, min(r + k, 6)))
    return out


def cricche(cards):
    cs = set(cards)
    out = []
    for name, (group, three, four) in CRICCHE.items():
        n = len(cs & group)
        if n >= 3:
            out.append((name, n, four if n == 4 else three))
    return out


def combo_points(cr, sq, double_three, reading="kind"):
    cp = sum(p for _, _, p in cr)
    sp = sum(seq_points(n) for _, _, n in sq)
    if not double_three:
        return cp + sp
    dc = len(cr) >= 3
    ds = len(sq) >= 3
    if reading == "kind":
        return cp * (2 if dc else 1) + sp * (2 if ds else 1)
    return (cp + sp) * (2 if (dc or ds) else 1)


def ambiguous(cards):
    """True if a doubtful reading changes the combinations of these cards."""
    cs = set(cards)
    # grande with a gap (T20 T18 T17, T20 T19 T17) or suit K with a later card after a gap
    if "T20" in cs:
        pat = [f"T{i}" in cs for i in (19, 18, 17)]
        if pat in ([False, True, True], [True, False, True], [False, False, True], [False, True, False]):
            return True
    for s in SUITS:
        if "K" + s in cs:
            pat = [r + s in cs for r in "QNJ1"]
            seen_gap = False
            for p in pat:
                if not p:
                    seen_gap = True
                elif seen_gap:
                    return True
    if sequences(cs, suit_double_cont=False) != sequences(cs, suit_double_cont=True):
        return True
    for dt in (True, False):
        if combo_points(cricche(cs), sequences(cs), dt, "kind") != combo_points(
            cricche(cs), sequences(cs), dt, "all"
        ):
            return True
    return False


def combos(cards, double_three):
    return combo_points(cricche(cards), sequences(cards), double_three)


def declared_items(hand):
    """What a seat declares: its cricche and its runs of real cards only (no contatori)."""
    items = []
    for name, n, _ in cricche(hand):
        items.append({"kind": "cricca", "of": name, "count": n})
    for kind, s, n in sequences(hand, use_cont=False):
        it = {"kind": "sequence", "of": kind, "length": n}
        if s:
            it["suit"] = s
        items.append(it)
    return items


def items_points(items, double_three):
    cr = [
        (i["of"], i["count"], CRICCHE[i["of"]][1 if i["count"] == 3 else 2])
        for i in items
        if i["kind"] == "cricca"
    ]
    sq = [(i["of"], i.get("suit"), i["length"]) for i in items if i["kind"] == "sequence"]
    return combo_points(cr, sq, double_three)


# ---------------------------------------------------------------- play
def legal(hand, trick):
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    m = [c for c in hand if c == "MATTO"]
    f = [c for c in hand if suit(c) == led]
    if f:
        return f + m
    t = [c for c in hand if suit(c) == "T"]
    if t:
        return t + m
    return list(hand)


def winner(trick, tie):
    """trick: list of (seat, card). Returns the winning seat."""
    cards = [(s, c) for s, c in trick if c != "MATTO"]
    led = suit(cards[0][1])
    trumps = [(s, c) for s, c in cards if suit(c) == "T"]
    pool = trumps if trumps else [(s, c) for s, c in cards if suit(c) == led]
    best = max(strength(c) for _, c in pool)
    tops = [(s, c) for s, c in pool if strength(c) == best]
    if len(tops) > 1:
        assert all(c in MORETTI for _, c in tops)
        return tops[-1][0] if tie == "last_played" else tops[0][0]
    return tops[0][0]


class Reject(Exception):
    pass


def play_deal(rng, hands15, dealer, policy):
    """hands15: the hands after the discard.  Returns the list of tricks [(seat, card)...]."""
    hands = [list(h) for h in hands15]
    leader = (dealer + 1) % 4
    tricks = []
    for t in range(15):
        trick = []
        for k in range(4):
            s = (leader + k) % 4
            opts = legal(hands[s], trick)
            c = policy(rng, s, hands[s], trick, opts, t)
            assert c in opts
            hands[s].remove(c)
            trick.append((s, c))
        tricks.append(trick)
        leader = winner(trick, policy.tie)
    return tricks


class Policy:
    def __init__(self, tie="last_played", weak=None, hold=(), matto_by=11):
        self.tie = tie
        self.weak = weak  # seat that always plays its lowest card
        self.hold = set(hold)
        self.matto_by = matto_by

    def __call__(self, rng, s, hand, trick, opts, t):
        if not trick:
            cand = [c for c in opts if c != "MATTO"]
            if not cand:
                raise Reject("only the Matto to lead")
        else:
            cand = list(opts)
            if "MATTO" in cand and t >= self.matto_by:
                return "MATTO"
            if "MATTO" in cand and rng.random() < 0.75:
                cand.remove("MATTO")
            if not cand:
                cand = ["MATTO"]
        keep = [c for c in cand if c not in self.hold]
        if keep:
            cand = keep
        if s == self.weak:
            non_m = [c for c in cand if c != "MATTO"] or cand
            return min(non_m, key=lambda c: (suit(c) == "T", strength(c), value(c)))
        return rng.choice(cand)


# ---------------------------------------------------------------- scoring
def team(seat):
    return seat % 2


def score_deal(hands15, dealer, discard, tricks, decls, opts):
    """Scores [team0, team1] with the breakdown.  Raises Reject on a doubtful figure."""
    tie = opts["moretti_tie"]
    piles = [[], []]
    won = [0, 0, 0, 0]
    leader = (dealer + 1) % 4
    matto = None
    for i, tr in enumerate(tricks):
        if tr[0][0] != leader:
            raise Reject("leader differs under this option")
        w = winner(tr, tie)
        won[w] += 1
        for s, c in tr:
            if c == "MATTO":
                matto = (s, w, i)
            piles[team(w)].append(c)
        leader = w
    last = team(winner(tricks[-1], tie))
    # Matto back to its side
    if matto:
        ms, mw, mi = matto
        if mi == 14:
            raise Reject("Matto in the last trick")
        if team(ms) != team(mw):
            if won[ms] + won[(ms + 2) % 4] == 0:
                raise Reject("Matto side took no trick")
            piles[team(mw)].remove("MATTO")
            piles[team(ms)].append("MATTO")
            pips = sorted(c for c in piles[team(ms)] if c in PLAIN_PIPS)
            if not pips:
                raise Reject("no plain pip to hand over")
            piles[team(ms)].remove(pips[0])
            piles[team(mw)].append(pips[0])
    # the discard
    dt = team(dealer)
    if opts["discard_credit"] == "dealer_trick":
        gets = dt if won[dealer] > 0 else 1 - dt
    else:
        gets = dt if won[dealer] + won[(dealer + 2) % 4] > 0 else 1 - dt
    card_piles = [list(piles[0]), list(piles[1])]
    card_piles[gets] += list(discard)
    # combinations: the discard must not change them (doubtful whether it counts there)
    comb = []
    for tm in (0, 1):
        for dtt in (True, False):
            a = combos(piles[tm], dtt)
            b = combos(card_piles[tm], dtt)
            if a != b:
                raise Reject("discard changes the combinations")
        if ambiguous(card_piles[tm]) or ambiguous(piles[tm]):
            raise Reject("doubtful combination reading")
        comb.append(combos(card_piles[tm], opts["double_three"]))
    cp = [card_points(card_piles[0]), card_points(card_piles[1])]
    assert cp[0] + cp[1] == 87, cp
    dec = [0, 0]
    for s, items in decls.items():
        dec[team(s)] += items_points(items, opts["double_three"])
    lt = [6 if last == 0 else 0, 6 if last == 1 else 0]
    total = [dec[t] + comb[t] + cp[t] + lt[t] for t in (0, 1)]
    return {
        "total": total,
        "declarations": dec,
        "combinations": comb,
        "card_points": cp,
        "last_trick": lt,
        "won": won,
        "discard_to": gets,
        "piles": card_piles,
    }


# ---------------------------------------------------------------- building a deal
def deal_cards(rng, dealer, rig=None):
    """rig: dict seat -> list of cards that seat must hold (dealer's list may hold 17)."""
    rig = rig or {}
    deck = list(DECK)
    hands = [[] for _ in range(4)]
    for s, cs in rig.items():
        for c in cs:
            deck.remove(c)
            hands[s].append(c)
    rng.shuffle(deck)
    for s in range(4):
        need = (17 if s == dealer else 15) - len(hands[s])
        hands[s] += deck[:need]
        deck = deck[need:]
    assert not deck
    for h in hands:
        rng.shuffle(h)
    return hands


def legal_discard(rng, hand17, avoid=()):
    cand = [c for c in hand17 if c not in FIVE and c not in avoid]
    return rng.sample(cand, 2)


def build(
    seed,
    dealer,
    opts,
    *,
    rig=None,
    weak=None,
    hold=(),
    discard_fn=None,
    declare=None,
    accept=None,
    alt_opts=(),
    talon_form=False,
    tries=20000,
):
    """Draw seeds until a deal meets `accept`; returns the deal dict and figures."""
    for k in range(tries):
        rng = random.Random(seed * 100003 + k)
        hands = deal_cards(rng, dealer, rig(rng) if callable(rig) else rig)
        h17 = hands[dealer]
        discard = discard_fn(rng, h17) if discard_fn else legal_discard(rng, h17)
        h15 = [list(h) for h in hands]
        for c in discard:
            h15[dealer].remove(c)
        pol = Policy(tie=opts["moretti_tie"], weak=weak, hold=hold)
        try:
            tricks = play_deal(rng, h15, dealer, pol)
        except Reject:
            continue
        decls = {}
        ok = True
        for j in range(4):
            s = (dealer + 1 + j) % 4
            items = declare(s, h15[s]) if declare else declared_items(h15[s])
            decls[s] = items
        if not ok or not decl_clear(decls):
            continue
        try:
            res = score_deal(h15, dealer, discard, tricks, decls, opts)
            alts = [score_deal(h15, dealer, discard, tricks, decls, {**opts, **a}) for a in alt_opts]
        except Reject:
            continue
        info = {
            "hands": hands,
            "h15": h15,
            "discard": discard,
            "tricks": tricks,
            "decls": decls,
            "res": res,
            "alts": alts,
            "k": k,
        }
        if accept and not accept(info):
            continue
        info["deal"] = to_deal(info, dealer, talon_form)
        return info
    raise SystemExit(f"no deal found for seed {seed}")


def to_deal(info, dealer, talon_form):
    hands = [list(h) for h in info["hands"]]
    ev = []
    if talon_form:
        # the dealer's last two cards as the widow (two cards he does not discard)
        widow = [c for c in hands[dealer] if c not in info["discard"]][-2:]
        for c in widow:
            hands[dealer].remove(c)
        deal = {"dealer": dealer, "hands": hands, "talon": widow}
        ev.append({"type": "take", "seat": dealer, "cards": widow})
    else:
        deal = {"dealer": dealer, "hands": hands}
    ev.append({"type": "discard", "seat": dealer, "cards": list(info["discard"])})
    for j in range(4):
        s = (dealer + 1 + j) % 4
        ev.append({"type": "declare", "seat": s, "items": info["decls"][s]})
    for tr in info["tricks"]:
        for s, c in tr:
            ev.append({"type": "play", "seat": s, "card": c})
    deal["events"] = ev
    return deal


def add_scores(deal, figures, totals_before, breakdown=False, override=None):
    """Appends the score sheet; returns the new totals (as written)."""
    ev = deal["events"]
    sc = override or figures
    if breakdown:
        for t in (0, 1):
            for key in ("declarations", "combinations", "card_points", "last_trick"):
                ev.append({"type": "score", "party": f"team{t}", "points": sc[key][t], "reason": key})
        tot = [
            sum(sc[k][t] for k in ("declarations", "combinations", "card_points", "last_trick"))
            for t in (0, 1)
        ]
    else:
        tot = list(sc["total"])
        for t in (0, 1):
            ev.append({"type": "score", "party": f"team{t}", "points": tot[t]})
    new = [totals_before[t] + tot[t] for t in (0, 1)]
    for t in (0, 1):
        ev.append({"type": "total", "party": f"team{t}", "points": new[t]})
    return new


def event_index(deal, pred):
    for i, e in enumerate(deal["events"]):
        if pred(e):
            return i
    raise KeyError


def decl_clear(decls):
    """No doubt whether the doubling goes by kind or by all, by seat or by team."""
    for dt in (True, False):
        for t in (0, 1):
            seats = [s for s in decls if team(s) == t]
            per_seat = sum(items_points(decls[s], dt) for s in seats)
            joined = [it for s in seats for it in decls[s]]
            if per_seat != items_points(joined, dt):
                return False
            for s in seats:
                cr = [
                    (i["of"], i["count"], CRICCHE[i["of"]][1 if i["count"] == 3 else 2])
                    for i in decls[s]
                    if i["kind"] == "cricca"
                ]
                sq = [(i["of"], i.get("suit"), i["length"]) for i in decls[s] if i["kind"] == "sequence"]
                if combo_points(cr, sq, dt, "kind") != combo_points(cr, sq, dt, "all"):
                    return False
    return True


def transcript(rules, deals, names=("Ada", "Bice", "Carlo", "Dino")):
    r = {"preset": "standard", **rules}
    return {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "rules": r,
        "players": list(names),
        "deals": deals,
    }


def fig(res):
    return (
        f"team0 {res['total'][0]} = decl {res['declarations'][0]} + comb {res['combinations'][0]}"
        f" + cards {res['card_points'][0]} + last {res['last_trick'][0]}; "
        f"team1 {res['total'][1]} = decl {res['declarations'][1]} + comb {res['combinations'][1]}"
        f" + cards {res['card_points'][1]} + last {res['last_trick'][1]}"
    )


# ---------------------------------------------------------------- the round's files
def discard_of(wanted):
    """A discard holding the cards `wanted` (rigged into the dealer's hand) plus legal fill."""

    def fn(rng, h17):
        rest = [c for c in h17 if c not in FIVE and c not in wanted]
        return list(wanted) + rng.sample(rest, 2 - len(wanted))

    return fn


def dealer_won(d):
    return lambda info: info["res"]["won"][d] > 0


def insert_call(deal, play_no, seat):
    """Insert a signal call right after the play_no-th play (0-based)."""
    n = -1
    for i, e in enumerate(deal["events"]):
        if e["type"] == "play":
            n += 1
            if n == play_no:
                assert e["seat"] == seat
                deal["events"].insert(i + 1, {"type": "call", "seat": seat, "call": "signal"})
                return i + 1
    raise KeyError


def legal_signal_points(tricks, seat, after_top_card_only=True):
    """Play numbers where `seat` plays after the top card of the suit led was played
    in that same trick (King of the suit, or the Angel for trumps)."""
    out = []
    for t, tr in enumerate(tricks):
        led = suit(tr[0][1])
        top = "T20" if led == "T" else "K" + led
        seen = False
        for k, (s, c) in enumerate(tr):
            if c == top:
                seen = True
            if s == seat and seen:
                out.append(4 * t + k)
    return out


def main(seed):
    files = {}
    exp = {}

    def put(name, tr, verdict, why, figs):
        files[name] = tr
        exp[name] = (verdict, why, figs)

    D = dict(DEFAULTS)

    # 01: clean, two deals, default rules, signals by the eldest under "allowed"
    a = build(seed + 1, 3, D, accept=dealer_won(3))
    b = build(seed + 2, 0, D, accept=dealer_won(0))
    t = add_scores(a["deal"], a["res"], [0, 0])
    add_scores(b["deal"], b["res"], t)
    rng = random.Random(seed)
    pts = [4 * i + k for i, tr in enumerate(b["tricks"]) for k, (s, _) in enumerate(tr) if s == 1]
    for p in sorted(rng.sample(pts, 2), reverse=True):
        insert_call(b["deal"], p, 1)
    put(
        "01-clean-default-two-deals.json",
        transcript({}, [a["deal"], b["deal"]]),
        "clean",
        "legal discards (no 5-point card); each dealer took a trick, so the discard counts for his side; "
        "two signals by the eldest (default signals: allowed)",
        [
            f"deal 0 (dealer 3, discard {a['discard']}, to team{a['res']['discard_to']}): {fig(a['res'])}",
            f"deal 1 (dealer 0, discard {b['discard']}, to team{b['res']['discard_to']}): {fig(b['res'])}",
            f"totals after deal 1: {t[0] + b['res']['total'][0]} / {t[1] + b['res']['total'][1]}",
        ],
    )

    # 02: clean; a Moretti and a Queen laid away (legal: 1 and 4 points); widow form; breakdown
    a = build(
        seed + 3,
        1,
        D,
        rig={1: ["T2", "QC"]},
        discard_fn=discard_of(["T2", "QC"]),
        accept=dealer_won(1),
        talon_form=True,
    )
    add_scores(a["deal"], a["res"], [0, 0], breakdown=True)
    put(
        "02-clean-discard-moretti-queen-widow.json",
        transcript({}, [a["deal"]]),
        "clean",
        "T2 (a Moretti, 1 point) and QC (4 points) are not 5-point cards; they count for team1 "
        "(dealer 1 took a trick); sheet by reasons",
        [f"deal 0: {fig(a['res'])}"],
    )

    # 03: illegal discard, a King
    a = build(seed + 4, 2, D, rig={2: ["KD"]}, discard_fn=discard_of(["KD"]), accept=dealer_won(2))
    add_scores(a["deal"], a["res"], [0, 0])
    i = event_index(a["deal"], lambda e: e["type"] == "discard")
    put(
        "03-illegal-discard-king.json",
        transcript({}, [a["deal"]]),
        [(0, i, "illegal_discard")],
        "KD laid away: a King is a 5-point card; the sheet scores the deal as played (discard to the dealer's side)",
        [f"deal 0 (discard {a['discard']}): {fig(a['res'])}"],
    )

    # 04: illegal discard, the Bagatto (a 5-point trump)
    a = build(seed + 5, 0, D, rig={0: ["T0"]}, discard_fn=discard_of(["T0"]), accept=dealer_won(0))
    add_scores(a["deal"], a["res"], [0, 0])
    i = event_index(a["deal"], lambda e: e["type"] == "discard")
    put(
        "04-illegal-discard-bagatto.json",
        transcript({}, [a["deal"]]),
        [(0, i, "illegal_discard")],
        "T0 (Bagatto, 5 points) laid away; scored as played",
        [f"deal 0 (discard {a['discard']}): {fig(a['res'])}"],
    )

    # 05/06/07/15: the dealer takes no trick, his partner does
    low = [r + s for s in SUITS for r in ["6", "7", "8", "9", "10"]]

    def weak_rig(dealer):
        def fn(rng):
            return {dealer: rng.sample([c for c in low], 17)}

        return fn

    def no_trick(dealer):
        def acc(info):
            w = info["res"]["won"]
            return w[dealer] == 0 and w[(dealer + 2) % 4] > 0

        return acc

    SIDE = {**D, "discard_credit": "side_trick"}
    for name, seedk, opts, sheet_opts, dealer in (
        ("05-dealer-no-trick-default.json", 6, D, D, 3),
        ("06-dealer-no-trick-side-trick.json", 7, SIDE, SIDE, 2),
        ("07-side-trick-sheet-gives-discard-away.json", 8, SIDE, D, 1),
        ("15-dealer-trick-sheet-keeps-discard.json", 9, D, SIDE, 0),
    ):
        alt = {"discard_credit": "side_trick" if opts["discard_credit"] == "dealer_trick" else "dealer_trick"}
        a = build(
            seed + seedk,
            dealer,
            opts,
            rig=weak_rig(dealer),
            weak=dealer,
            accept=no_trick(dealer),
            alt_opts=[alt],
        )
        res, other = a["res"], a["alts"][0]
        sheet = res if sheet_opts == opts else other
        add_scores(a["deal"], a["res"], [0, 0], override=sheet)
        rules = {} if opts is D else {"discard_credit": opts["discard_credit"]}
        if sheet is res:
            verdict = "clean"
        else:
            verdict = []
            for tm in (0, 1):
                if res["total"][tm] != other["total"][tm]:
                    i = event_index(
                        a["deal"], lambda e, tm=tm: e["type"] == "score" and e["party"] == f"team{tm}"
                    )
                    verdict.append((0, i, "wrong_score"))
        put(
            name,
            transcript(rules, [a["deal"]]),
            verdict,
            f"dealer {dealer} took no trick, partner {(dealer + 2) % 4} took {res['won'][(dealer + 2) % 4]}; "
            f"discard {a['discard']} (two pips: 1 card point net); rules discard_credit={opts['discard_credit']} give it to "
            f"team{res['discard_to']}; sheet written as {sheet_opts['discard_credit']}",
            [
                f"rules ({opts['discard_credit']}): {fig(res)}",
                f"other option ({alt['discard_credit']}): {fig(other)}",
            ],
        )

    # 08/09: Moretti tie in the last trick between opponents
    def moretti_last(info):
        last = info["tricks"][-1]
        trumps = [(s, c) for s, c in last if suit(c) == "T"]
        if not trumps:
            return False
        best = max(strength(c) for _, c in trumps)
        tops = [s for s, c in trumps if strength(c) == best]
        if best != 1 or len(tops) < 2 or team(tops[0]) == team(tops[-1]):
            return False
        return info["res"]["total"] != info["alts"][0]["total"]

    FIRST = {**D, "moretti_tie": "first_played"}
    for name, seedk, opts, _sheet_first, dealer in (
        ("08-moretti-first-played-clean.json", 10, FIRST, True, 2),
        ("09-moretti-default-sheet-first-played.json", 11, D, True, 3),
    ):
        alt = {"moretti_tie": "first_played" if opts["moretti_tie"] == "last_played" else "last_played"}
        a = build(seed + seedk, dealer, opts, hold=MORETTI, accept=moretti_last, alt_opts=[alt])
        res, other = a["res"], a["alts"][0]
        sheet = res if opts["moretti_tie"] == "first_played" else other
        add_scores(a["deal"], a["res"], [0, 0], override=sheet)
        rules = {} if opts is D else {"moretti_tie": "first_played"}
        if sheet is res:
            verdict = "clean"
        else:
            verdict = []
            for tm in (0, 1):
                if res["total"][tm] != other["total"][tm]:
                    i = event_index(
                        a["deal"], lambda e, tm=tm: e["type"] == "score" and e["party"] == f"team{tm}"
                    )
                    verdict.append((0, i, "wrong_score"))
        put(
            name,
            transcript(rules, [a["deal"]]),
            verdict,
            f"last trick {a['tricks'][-1]}: two Moretti, the top trumps, from opposing sides; "
            f"rules moretti_tie={opts['moretti_tie']}; sheet written as first_played",
            [f"rules ({opts['moretti_tie']}): {fig(res)}", f"other ({alt['moretti_tie']}): {fig(other)}"],
        )

    # 10/11: three cricche declared at once
    NODBL = {**D, "double_three": False}
    three = ["KS", "KB", "KC", "QS", "QB", "QC", "T20", "T19", "T0"]

    def three_cricche(s0):
        def acc(info):
            its = info["decls"][s0]
            return (
                sum(1 for i in its if i["kind"] == "cricca") >= 3
                and info["res"]["total"] != info["alts"][0]["total"]
            )

        return acc

    for name, seedk, opts, dealer in (
        ("10-double-three-off-clean.json", 12, NODBL, 1),
        ("11-double-three-default-sheet-undoubled.json", 13, D, 2),
    ):
        s0 = (dealer + 1) % 4
        alt = {"double_three": not opts["double_three"]}
        a = build(seed + seedk, dealer, opts, rig={s0: three}, accept=three_cricche(s0), alt_opts=[alt])
        res, other = a["res"], a["alts"][0]
        sheet = res if not opts["double_three"] else other
        add_scores(a["deal"], a["res"], [0, 0], override=sheet)
        rules = {} if opts is D else {"double_three": False}
        if sheet is res:
            verdict = "clean"
        else:
            verdict = []
            for tm in (0, 1):
                if res["total"][tm] != other["total"][tm]:
                    i = event_index(
                        a["deal"], lambda e, tm=tm: e["type"] == "score" and e["party"] == f"team{tm}"
                    )
                    verdict.append((0, i, "wrong_score"))
        put(
            name,
            transcript(rules, [a["deal"]]),
            verdict,
            f"seat {s0} declares {a['decls'][s0]}; rules double_three={opts['double_three']}; sheet written undoubled",
            [
                f"rules (double_three={opts['double_three']}): {fig(res)}",
                f"other (double_three={alt['double_three']}): {fig(other)}",
            ],
        )

    # 12/13: monte by all four on deal 0, then deal 1 by the next player
    for name, seedk, monte in (
        ("12-monte-all-four-then-played.json", 14, True),
        ("13-monte-off-thrown-in.json", 15, False),
    ):
        d0 = 2
        m = {
            "dealer": d0,
            "hands": None,
            "events": [{"type": "redeal", "seat": (d0 + 1 + j) % 4, "reason": "monte"} for j in range(4)],
        }
        b = build(seed + seedk, (d0 + 1) % 4, D, accept=dealer_won((d0 + 1) % 4))
        lone = 0
        if monte:
            b["deal"]["events"].insert(0, {"type": "redeal", "seat": (d0 + 2) % 4, "reason": "monte"})
            lone = 1
        add_scores(b["deal"], b["res"], [0, 0])
        rules = {} if monte else {"monte": False}
        verdict = "clean" if monte else [(0, 0, "monte_not_allowed (code guessed)")]
        put(
            name,
            transcript(rules, [m, b["deal"]]),
            verdict,
            (
                "all four ask monte, eldest first, dealer last: the deal is thrown in and the next player (3) deals; "
                "in deal 1 the eldest alone asks monte (event 0): not all agree, play goes on"
            )
            if monte
            else "monte off: the four calls and the thrown-in deal break the rules (first call flagged)",
            [
                f"deal 1 (dealer {(d0 + 1) % 4}): {fig(b['res'])}"
                + ("; lone monte call at event 0" if lone else "")
            ],
        )

    # 14: two faults in one deal: Matto laid away, and a signal before the top card (after_top_card)
    ATC = {**D, "signals": "after_top_card"}
    dealer = 3
    eld = 0

    def acc14(info):
        first = info["tricks"][0][0]
        if first[0] != eld or suit(first[1]) not in SUITS or rank(first[1]) == "K":
            return False
        return bool([p for p in legal_signal_points(info["tricks"], eld) if p >= 4]) and dealer_won(dealer)(
            info
        )

    a = build(seed + 16, dealer, ATC, rig={dealer: ["MATTO"]}, discard_fn=discard_of(["MATTO"]), accept=acc14)
    add_scores(a["deal"], a["res"], [0, 0])
    good = [p for p in legal_signal_points(a["tricks"], eld) if p >= 4][0]
    insert_call(a["deal"], good, eld)
    bad = insert_call(a["deal"], 0, eld)
    di = event_index(a["deal"], lambda e: e["type"] == "discard")
    gi = [i for i, e in enumerate(a["deal"]["events"]) if e["type"] == "call"][1]
    put(
        "14-two-faults-matto-discard-early-signal.json",
        transcript({"signals": "after_top_card"}, [a["deal"]]),
        [(0, di, "illegal_discard"), (0, bad, "illegal_signal")],
        f"discard {a['discard']}: the Matto is a 5-point card; eldest's signal after leading "
        f"{a['tricks'][0][0][1]} (its King not yet played) is early under after_top_card; "
        f"his later signal at event {gi} comes after the King/Angel of the suit led in that trick (legal)",
        [f"deal 0: {fig(a['res'])}"],
    )

    for name, tr in files.items():
        (HERE / name).write_text(json.dumps(tr, indent=1) + "\n")
    lines = [
        "# ottocento-discard-options: expected verdicts (written blind)",
        "",
        f"Generated by `_gen.py --seed {seed}`. Events are 0-based indices into each deal's `events`.",
        "",
    ]
    for name in sorted(exp):
        verdict, why, figs = exp[name]
        lines.append(f"## {name}")
        if verdict == "clean":
            lines.append("- expected: **clean**")
        else:
            lines.append(
                "- expected: **violations** "
                + ", ".join(f"(deal {d}, event {e}, {c})" for d, e, c in verdict)
            )
        lines.append(f"- why: {why}")
        for f_ in figs:
            lines.append(f"- figures: {f_}")
        lines.append("")
    (HERE / "EXPECTED.gen.txt").write_text("\n".join(lines))
    return exp


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=2611)
    main(ap.parse_args().seed)
