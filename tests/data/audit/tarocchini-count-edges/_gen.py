"""Blind generator for the tarocchini-count-edges audit round.

Written from the Russian source (seeds/004) only; it does not import the validator.
Run:  python _gen.py [--seed N]   (writes NN-*.json and EXPECTED.md next to this file)

Reading of the source used here (the "primary" reading; see EXPECTED.md for the quotes):
- card points: K5 Q4 N3 J2 pips 1; Angel, Mondo, Bagatto, Matto 5; other trumps 1.
  Counted in pairs, 1 off each pair: a pile of 2k cards is worth raw - k.
- last trick: 6 to the side that wins it.
- combinations declared from the hand before play, and counted again from each side's
  captured cards after play; the side's score = declared + captured combos + card points + 6.
- the Ottocento dealer's two discards belong to the dealer's side unless the dealer takes
  no trick; the Matto goes back to its owner's side, which hands a low card (a 1-point
  pip) to the winner of that trick if he is an opponent.
- Terziglio: the declarer needs more than the opponents (a tie loses); the winners'
  points are rounded down to 50 unless less than 5 short of the next 50 (then up), /50;
  solo doubles; the widow goes to the gioco declarer if he takes a trick, in a solo to
  the winner of the last trick.
Every deal picked for a clean base is one where the readings the source leaves open
(contatori in suit/trump runs, gaps in runs, the doubling bonus, whether the discards
join the captured cards for combinations, cards shared between a cricca and a run)
give the same numbers, so a base tests the plain count only.
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

HERE = Path(__file__).resolve().parent
REJ: dict = {}


def _rej(line):
    REJ[line] = REJ.get(line, 0) + 1
    return None


SUITS = "SBCD"
LONG_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B, high -> low
ROUND_ORDER = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D, high -> low
DECK = (
    [r + s for s in "SB" for r in LONG_ORDER]
    + [r + s for s in "CD" for r in ROUND_ORDER]
    + [f"T{i}" for i in range(21)]
    + ["MATTO"]
)
assert len(DECK) == 62
WILDS = ("MATTO", "T0")
MORETTI = ("T1", "T2", "T3", "T4")
ACES = ("1S", "1B", "1C", "1D")


def suit_of(c):
    if c == "MATTO":
        return "X"
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank_of(c):
    return c[:-1]


def points(c):
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if c.startswith("T"):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(rank_of(c), 1)


def is_five(c):
    return points(c) == 5


def strength(c):
    """Order within its suit (bigger wins); Moretti all 1."""
    s = suit_of(c)
    if s == "X":
        return 0
    if s == "T":
        n = int(c[1:])
        return 1 if 1 <= n <= 4 else n
    order = LONG_ORDER if s in "SB" else ROUND_ORDER
    return len(order) - order.index(rank_of(c))


def trick_winner(plays):
    """plays: [(seat, card)] in order. Last-played of equal Moretti wins (source)."""
    lead = plays[0][1]
    led = suit_of(lead)
    best = None
    for seat, c in plays:
        if c == "MATTO":
            continue
        s = suit_of(c)
        key = None
        if s == "T":
            key = (1, strength(c))
        elif s == led:
            key = (0, strength(c))
        if key is None:
            continue
        if best is None or key >= best[0]:  # >=: the later of equals wins
            best = (key, seat)
    return best[1]


# ----------------------------------------------------------------------------- combos
CRICCA_POINTS = {
    "tarocchi": (18, 36),
    "kings": (17, 34),
    "queens": (14, 28),
    "knights": (13, 26),
    "jacks": (12, 24),
}
CRICCA_CARDS = {
    "tarocchi": ["T20", "T19", "T0", "MATTO"],
    "kings": ["K" + s for s in SUITS],
    "queens": ["Q" + s for s in SUITS],
    "knights": ["N" + s for s in SUITS],
    "jacks": ["J" + s for s in SUITS],
}


def seq_points(n):
    return 10 + 5 * (n - 3)


def cricche(cards):
    out = []
    for of, cs in CRICCA_CARDS.items():
        n = sum(c in cards for c in cs)
        if n >= 3:
            out.append(("cricca", of, n, CRICCA_POINTS[of][n - 3], [c for c in cs if c in cards]))
    return out


def suit_runs(cards, wilds, gaps):
    out = []
    for s in SUITS:
        if "K" + s not in cards:
            continue
        pos = ["Q" + s, "N" + s, "J" + s, "1" + s]
        if gaps:
            real = [c for c in pos[:3] if c in cards]
            if len(real) < 1:
                continue
            used = []
            w = list(wilds)
            while w and len(real) + len(used) < 3:
                used.append(w.pop())
            if len(real) + len(used) < 2:
                continue
            n = 1 + len(real) + len(used) + (1 if "1" + s in cards else 0)
            if n >= 3:
                out.append(("sequence", "suit", n, seq_points(n), ["K" + s] + real + used, s))
            continue
        n = 1
        w = list(wilds)
        used = []
        real_fig = 0
        for i, c in enumerate(pos):
            if c in cards:
                n += 1
                if i < 3:
                    real_fig += 1
            elif w:
                used.append(w.pop(0))
                n += 1
            else:
                break
        if n >= 3 and real_fig >= 1:
            out.append(("sequence", "suit", n, seq_points(n), used, s))
    return out


def trump_run(cards, wilds, gaps):
    if "T20" not in cards:
        return []
    grande = ["T19", "T18", "T17"]
    if gaps:
        real = [c for c in grande if c in cards]
        if len(real) >= 2:
            n = 1 + len(real)
            if all(c in cards for c in grande):
                k = 16
                while k >= 5 and f"T{k}" in cards:
                    n += 1
                    k -= 1
            return [("sequence", "trumps", n, seq_points(n), [], None)]
        return []
    w = list(wilds)
    used_pos = []
    n = 1
    real_grande = 0
    k = 19
    while k >= 5:
        c = f"T{k}"
        if c in cards:
            n += 1
            if k >= 17:
                real_grande += 1
        elif w:
            # no two wilds in a row, except the pair (a grande, 16)
            if used_pos and used_pos[-1] == k + 1 and not (k == 16 and k + 1 >= 17):
                break
            w.pop(0)
            used_pos.append(k)
            n += 1
        else:
            break
        k -= 1
    # trailing wilds at the end would be pointless to strip; keep them (they extend)
    if n >= 3 and real_grande >= 1:
        return [("sequence", "trumps", n, seq_points(n), used_pos, None)]
    return []


def count_runs(cards, wilds, base, cap=6):
    real = sum(c in cards for c in base)
    if real < 2:
        return None
    n = min(real + len(wilds), cap)
    if n >= 3:
        return n
    return None


def combos(cards, *, wild_suits=True, gaps=False, wild_counts=True):
    cards = set(cards)
    wilds = [c for c in WILDS if c in cards]
    out = cricche(cards)
    out += trump_run(cards, wilds if wild_suits else [], gaps)
    out += suit_runs(cards, wilds if wild_suits else [], gaps)
    for of, base in (("moretti", MORETTI), ("aces", ACES)):
        n = count_runs(cards, wilds if wild_counts else [], base)
        if n:
            out.append(("sequence", of, n, seq_points(n), [], None))
    return out


def combo_total(cs, doubling="group"):
    cr = [c for c in cs if c[0] == "cricca"]
    sq = [c for c in cs if c[0] == "sequence"]
    a = sum(c[3] for c in cr)
    b = sum(c[3] for c in sq)
    if doubling == "group":
        if len(cr) >= 3:
            a *= 2
        if len(sq) >= 3:
            b *= 2
    return a + b


def wilds_used(cards):
    """How many runs would use a contatore (primary reading)."""
    cards = set(cards)
    wilds = [c for c in WILDS if c in cards]
    if not wilds:
        return 0
    k = 0
    for _of, base in (("moretti", MORETTI), ("aces", ACES)):
        real = sum(c in cards for c in base)
        if real >= 2:
            k += 1
    return k


def pile_ambiguous(cards, extra=()):
    """True when a reading the source leaves quite open would change this pile's combos:
    a trump run that needs a contatore, a suit run that needs both contatori, or the
    discards/widow changing the combinations. (Runs are read without gaps: K Q N J, then
    the Ace; Angel, Mondo, Sun, Moon, 16, 15, ...)"""
    cards = list(cards)
    prim = combos(cards)
    p = combo_total(prim)
    for c in prim:
        if c[0] == "sequence" and c[1] == "trumps" and c[4]:
            return True
        if c[0] == "sequence" and c[1] == "suit" and len(c[4]) >= 2:
            return True
    if extra:
        rest = [c for c in cards if c not in extra]
        if combo_total(combos(rest)) != p:
            return True
    return False


def card_points(pile):
    assert len(pile) % 2 == 0, pile
    return sum(points(c) for c in pile) - len(pile) // 2


def item_json(c):
    if c[0] == "cricca":
        return {"kind": "cricca", "of": c[1], "count": c[2]}
    d = {"kind": "sequence", "of": c[1], "length": c[2]}
    if c[1] == "suit":
        d = {"kind": "sequence", "of": "suit", "suit": c[5], "length": c[2]}
    return d


def plain_declaration(hand):
    """At most one cricca and one run, from real cards only, nothing shared."""
    hand = set(hand)
    real = [c for c in combos(hand, wild_suits=False, wild_counts=False)]
    if combo_total(real) != combo_total(combos(hand, wild_suits=False, wild_counts=False, gaps=True)):
        real = [c for c in real if c[0] == "cricca" or c[1] in ("moretti", "aces")]
    cr = [c for c in real if c[0] == "cricca"]
    sq = [c for c in real if c[0] == "sequence"]
    items = []
    if cr:
        items.append(max(cr, key=lambda c: c[3]))
    for s in sorted(sq, key=lambda c: -c[3]):
        if items and items[0][1] == "kings" and s[1] == "suit":
            continue
        if items and items[0][1] == "tarocchi" and s[1] == "trumps":
            continue
        if items and items[0][1] in ("queens", "knights", "jacks") and s[1] == "suit":
            continue
        items.append(s)
        break
    return items


# ----------------------------------------------------------------------------- play
def legal(hand, trick):
    if not trick:
        return list(hand)
    led = suit_of(trick[0][1])
    same = [c for c in hand if suit_of(c) == led]
    if same:
        return same + (["MATTO"] if "MATTO" in hand else [])
    trumps = [c for c in hand if suit_of(c) == "T"]
    if trumps:
        return trumps + (["MATTO"] if "MATTO" in hand else [])
    return list(hand)


def side_of(seat, sides):
    return sides[seat]


def play_out(hands, leader, rng, sides, style=None):
    """Random legal play. style: {seat: 'low'|'high'} biases; the Matto is played as the
    last card of a trick its own side is winning, else on the first chance at the end."""
    style = style or {}
    n = len(hands)
    hands = [list(h) for h in hands]
    plays = []
    tricks = []
    ntricks = len(hands[0])
    for t in range(ntricks):
        trick = []
        seat = leader
        for k in range(n):
            h = hands[seat]
            opts = legal(h, trick)
            if not trick:
                nm = [c for c in opts if c != "MATTO"]
                opts = nm or opts
            choice = None
            if "MATTO" in opts and trick:
                cur = trick_winner(trick)
                last = k == n - 1
                left = len(h)
                if (last and side_of(cur, sides) == side_of(seat, sides)) or left <= 3:
                    choice = "MATTO"
            if choice is None:
                nm = [c for c in opts if c != "MATTO"] or opts
                st = style.get(seat)
                if st == "low":
                    choice = min(nm, key=lambda c: (suit_of(c) == "T", strength(c), points(c)))
                elif st == "high":
                    choice = max(nm, key=lambda c: (suit_of(c) == "T", strength(c)))
                else:
                    choice = rng.choice(nm)
            h.remove(choice)
            trick.append((seat, choice))
            seat = (seat + 1) % n
        if trick[0][1] == "MATTO" or (t == ntricks - 1 and any(c == "MATTO" for _, c in trick)):
            return None, None  # the Matto led or in the last trick: not wanted here
        w = trick_winner(trick)
        tricks.append((trick, w))
        plays.extend(trick)
        leader = w
    return plays, tricks


def piles_after(tricks, sides, matto_owner, extra_to=None, extra=()):
    """Cards per side. Returns (piles, matto_info)."""
    piles = {}
    for trick, w in tricks:
        piles.setdefault(side_of(w, sides), []).extend(c for _, c in trick)
    for s in set(sides.values()):
        piles.setdefault(s, [])
    info = None
    if matto_owner is not None:
        own = side_of(matto_owner, sides)
        for ti, (trick, w) in enumerate(tricks):
            if any(c == "MATTO" for _, c in trick):
                ws = side_of(w, sides)
                if ws != own:
                    own_won = any(side_of(w2, sides) == own for _, w2 in tricks)
                    if own_won:
                        piles[ws].remove("MATTO")
                        piles[own].append("MATTO")
                        info = ("exchange", ti, ws, own)
                    else:
                        info = ("forfeit", ti)
                else:
                    info = ("own", ti)
    if extra_to is not None:
        piles[extra_to].extend(extra)
    return piles, info


def give_low_card(piles, info, rng):
    """Matto exchange: the owner's side hands a 1-point pip (6..10, never in a combo)."""
    if not info or info[0] != "exchange":
        return None
    _, _, ws, own = info
    cands = [c for c in piles[own] if suit_of(c) in SUITS and rank_of(c) in ("6", "7", "8", "9", "10")]
    if not cands:
        return "none"
    c = sorted(cands)[0]
    piles[own].remove(c)
    piles[ws].append(c)
    return c


# ----------------------------------------------------------------------------- Ottocento
PLAYERS4 = ["Anselmo", "Bice", "Corrado", "Delfina"]
SIDES4 = {0: "team0", 1: "team1", 2: "team0", 3: "team1"}


def otto_deal(seed, dealer, *, want=None):
    """One Ottocento deal from a seed. Returns a dict with everything needed or None."""
    rng = random.Random(seed)
    deck = DECK[:]
    rng.shuffle(deck)
    hands = [[] for _ in range(4)]
    pos = 0
    order = [(dealer + 1 + i) % 4 for i in range(4)]
    for _ in range(3):
        for s in order:
            hands[s].extend(deck[pos : pos + 5])
            pos += 5
    hands[dealer].extend(deck[pos : pos + 2])
    dealt = [list(h) for h in hands]
    # dealer discards two non-5-point cards: the lowest pips
    cand = [c for c in hands[dealer] if not is_five(c) and c not in MORETTI + ACES]
    cand = [c for c in cand if suit_of(c) in SUITS and rank_of(c) in ("6", "7", "8", "9", "10")] or cand
    if len(cand) < 2:
        return _rej(465)
    disc = sorted(cand, key=lambda c: (points(c), c))[:2]
    for c in disc:
        hands[dealer].remove(c)
    matto_owner = next(s for s in range(4) if "MATTO" in hands[s])
    decl = {s: plain_declaration(hands[s]) for s in range(4)}
    style = None
    if want == "dealer_no_trick":
        style = {dealer: "low", (dealer + 1) % 4: "high", (dealer + 3) % 4: "high"}
    plays, tricks = play_out(hands, (dealer + 1) % 4, rng, SIDES4, style)
    if plays is None:
        return _rej(476)
    dealer_tricks = sum(1 for _, w in tricks if w == dealer)
    if want == "dealer_no_trick":
        if dealer_tricks != 0:
            return _rej(480)
        if not any(SIDES4[w] == SIDES4[dealer] for _, w in tricks):
            return _rej(482)
        disc_to = "team1" if SIDES4[dealer] == "team0" else "team0"
    else:
        if dealer_tricks == 0:
            return _rej(486)
        disc_to = SIDES4[dealer]
    piles, info = piles_after(tricks, SIDES4, matto_owner, disc_to, disc)
    if info is None or info[0] == "forfeit":
        return _rej(490)
    if want == "matto_exchange":
        if info[0] != "exchange":
            return _rej(493)
    elif info[0] != "own":
        return _rej(495)
    given = give_low_card(piles, info, rng)
    if given == "none":
        return _rej(498)
    for s in piles:
        if pile_ambiguous(piles[s], disc if s == disc_to else ()):
            return _rej(501)
    # the team's declarations together: at most 2 cricche, 2 runs (no doubling)
    for team in ("team0", "team1"):
        items = [i for s in range(4) if SIDES4[s] == team for i in decl[s]]
        if sum(i[0] == "cricca" for i in items) >= 3 or sum(i[0] == "sequence" for i in items) >= 3:
            return _rej(508)
    last_w = SIDES4[tricks[-1][1]]
    res = {}
    for team in ("team0", "team1"):
        d = sum(i[3] for s in range(4) if SIDES4[s] == team for i in decl[s])
        pc = combos(piles[team])
        comb = combo_total(pc)
        cp = card_points(piles[team])
        lt = 6 if last_w == team else 0
        res[team] = {"declarations": d, "combinations": comb, "card_points": cp, "last_trick": lt}
        res[team]["total"] = d + comb + cp + lt
        res[team]["raw_cards"] = sum(points(c) for c in piles[team])
        res[team]["pile"] = sorted(piles[team])
        res[team]["pile_combos"] = [(c[0], c[1], c[2], c[3]) for c in pc]
    assert (
        res["team0"]["card_points"]
        + res["team0"]["last_trick"]
        + res["team1"]["card_points"]
        + res["team1"]["last_trick"]
        == 93
    )
    return {
        "seed": seed,
        "dealer": dealer,
        "hands": dealt,
        "discard": disc,
        "decl": decl,
        "plays": plays,
        "tricks": tricks,
        "res": res,
        "matto": info,
        "given": given,
        "disc_to": disc_to,
        "last": last_w,
    }


def otto_events(d, *, scoring="team", totals=None):
    """Events of one deal. scoring: 'team' (one score a team), 'breakdown', 'per_player',
    None. totals: dict team -> running total to write (after the scores)."""
    ev = [{"type": "discard", "seat": d["dealer"], "cards": d["discard"]}]
    for k in range(4):
        s = (d["dealer"] + 1 + k) % 4
        ev.append({"type": "declare", "seat": s, "items": [item_json(i) for i in d["decl"][s]]})
    for seat, c in d["plays"]:
        ev.append({"type": "play", "seat": seat, "card": c})
    res = d["res"]
    if scoring == "team":
        for t in ("team0", "team1"):
            ev.append({"type": "score", "party": t, "points": res[t]["total"]})
    elif scoring == "breakdown":
        for t in ("team0", "team1"):
            for r in ("declarations", "combinations", "card_points", "last_trick"):
                if res[t][r]:
                    ev.append({"type": "score", "party": t, "points": res[t][r], "reason": r})
    elif scoring == "per_player":
        for t in ("team0", "team1"):
            for s in range(4):
                if SIDES4[s] == t:
                    p = sum(i[3] for i in d["decl"][s])
                    if p:
                        ev.append({"type": "score", "party": s, "points": p, "reason": "declarations"})
            for r in ("combinations", "card_points", "last_trick"):
                if res[t][r]:
                    ev.append({"type": "score", "party": t, "points": res[t][r], "reason": r})
    if totals:
        for t in ("team0", "team1"):
            ev.append({"type": "total", "party": t, "points": totals[t]})
    return ev


def find(fn, start, *args, limit=20000, **kw):
    for seed in range(start, start + limit):
        d = fn(seed, *args, **kw)
        if d is not None:
            return d
    raise SystemExit(f"no deal found for {fn.__name__} {args} {kw}")


# ----------------------------------------------------------------------------- Terziglio
PLAYERS3 = ["Ettore", "Fosca", "Gino"]


def terz_deal(seed, dealer, *, contract="gioco", want=None):
    rng = random.Random(seed)
    deck = DECK[:]
    rng.shuffle(deck)
    hands = [[] for _ in range(3)]
    order = [(dealer + 1 + i) % 3 for i in range(3)]
    pos = 0
    for _ in range(3):
        for s in order:
            hands[s].extend(deck[pos : pos + 6])
            pos += 6
    talon = deck[pos:]
    assert len(talon) == 8
    dealt = [list(h) for h in hands]
    eldest = (dealer + 1) % 3
    # the declarer: the hand with most trumps bids first-come (eldest order)
    strength_of = [sum(suit_of(c) == "T" for c in h) + sum(is_five(c) for c in h) for h in hands]
    declarer = max(order, key=lambda s: strength_of[s])
    bids = []
    for s in order:
        bids.append((s, contract if s == declarer else "pass"))
    take = disc = []
    if contract == "gioco":
        # take the talon's trumps and 5-pointers (up to 3), lay away as many low pips
        take = [c for c in talon if suit_of(c) == "T" or is_five(c)][:3]
        hand = hands[declarer] + take
        cand = [c for c in hand if suit_of(c) in SUITS and rank_of(c) in ("6", "7", "8", "9", "10")]
        cand = [c for c in cand if c not in take]
        if len(cand) < len(take):
            return _rej(616)
        disc = sorted(cand)[: len(take)]
        for c in disc:
            hand.remove(c)
        hands[declarer] = hand
        widow = [c for c in talon if c not in take] + disc
    else:
        widow = list(talon)
    if "MATTO" not in hands[(declarer + 1) % 3] + hands[(declarer + 2) % 3]:
        return _rej(625)
    matto_owner = next(s for s in range(3) if "MATTO" in hands[s])
    sides = {s: ("decl" if s == declarer else "opp") for s in range(3)}
    decl = {s: plain_declaration(hands[s]) for s in range(3)}
    plays, tricks = play_out(hands, eldest, rng, sides)
    if plays is None:
        return _rej(631)
    dtricks = sum(1 for _, w in tricks if w == declarer)
    if dtricks in (0, 18):
        return _rej(634)
    if dtricks % 2:
        return _rej(636)
    if contract == "gioco":
        wto = "decl"
    else:
        wto = sides[tricks[-1][1]]
        if wto != "decl":
            return _rej(642)
    piles, info = piles_after(tricks, sides, matto_owner, wto, widow)
    if info is None or info[0] != "own":
        return _rej(645)
    for s in piles:
        if pile_ambiguous(piles[s], widow if s == wto else ()):
            return _rej(648)
    for side in ("decl", "opp"):
        items = [i for s in range(3) if sides[s] == side for i in decl[s]]
        if sum(i[0] == "cricca" for i in items) >= 3 or sum(i[0] == "sequence" for i in items) >= 3:
            return _rej(652)
    last_w = sides[tricks[-1][1]]
    res = {}
    for side in ("decl", "opp"):
        dp = sum(i[3] for s in range(3) if sides[s] == side for i in decl[s])
        comb = combo_total(combos(piles[side]))
        cp = card_points(piles[side])
        lt = 6 if last_w == side else 0
        res[side] = {"declarations": dp, "combinations": comb, "card_points": cp, "last_trick": lt}
        res[side]["total"] = dp + comb + cp + lt
    win = "decl" if res["decl"]["total"] > res["opp"]["total"] else "opp"
    w = res[win]["total"]
    q, r = divmod(w, 50)
    gp = q + (1 if 50 - r < 5 else 0)
    if contract == "solo":
        gp *= 2
    if want == "round_up" and not (50 - r < 5):
        return _rej(669)
    if want == "five_short" and r != 45:
        return _rej(671)
    if want == "win" and win != "decl":
        return _rej(1)
    if want == "tie" and res["decl"]["total"] != res["opp"]["total"]:
        return _rej(673)
    if want in (None, "win") and (r >= 40 or r <= 5 or res["decl"]["total"] == res["opp"]["total"]):
        return _rej(675)
    if abs(res["decl"]["total"] - res["opp"]["total"]) < 4 and want != "tie":
        return _rej(677)
    scores = {s: (gp if sides[s] == win else 0) for s in range(3)}
    return {
        "seed": seed,
        "dealer": dealer,
        "hands": dealt,
        "talon": talon,
        "bids": bids,
        "declarer": declarer,
        "contract": contract,
        "take": take,
        "disc": disc,
        "decl": decl,
        "plays": plays,
        "tricks": tricks,
        "res": res,
        "win": win,
        "gp": gp,
        "r": r,
        "scores": scores,
        "dtricks": dtricks,
    }


def terz_events(d, totals=None, scores=None):
    ev = []
    for s, b in d["bids"]:
        ev.append({"type": "bid", "seat": s, "bid": b})
    if d["contract"] == "gioco":
        ev.append({"type": "take", "seat": d["declarer"], "cards": d["take"]})
        ev.append({"type": "discard", "seat": d["declarer"], "cards": d["disc"]})
    for k in range(3):
        s = (d["dealer"] + 1 + k) % 3
        ev.append({"type": "declare", "seat": s, "items": [item_json(i) for i in d["decl"][s]]})
    for seat, c in d["plays"]:
        ev.append({"type": "play", "seat": seat, "card": c})
    sc = scores if scores is not None else d["scores"]
    for s in range(3):
        ev.append({"type": "score", "party": s, "points": sc[s], "reason": "game_points"})
    if totals:
        for s in range(3):
            ev.append({"type": "total", "party": s, "points": totals[s]})
    return ev


# ----------------------------------------------------------------------------- files
def transcript(game, players, deals, rules=None, start=None, note=""):
    t = {"format": "trick-transcript/1", "game": game}
    if rules:
        t["rules"] = rules
    t["players"] = players
    if start:
        t["start"] = start
    t["meta"] = {"audit": "tarocchini-count-edges", "note": note}
    t["deals"] = deals
    return t


def otto_dealjson(d, events):
    return {"dealer": d["dealer"], "hands": d["hands"], "events": events}


def idx(events, pred):
    return [i for i, e in enumerate(events) if pred(e)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=4004)
    a = ap.parse_args()
    S = a.seed
    out = {}
    exp = {}  # file -> (list of (deal, event, code), explanation)
    info = {}

    # ---- Ottocento bases
    d0 = find(otto_deal, S, 3)
    d1 = find(otto_deal, d0["seed"] + 1, 0)
    tot0 = {t: d0["res"][t]["total"] for t in ("team0", "team1")}
    tot1 = {t: tot0[t] + d1["res"][t]["total"] for t in ("team0", "team1")}
    e0 = otto_events(d0, totals=tot0)
    e1 = otto_events(d1, totals=tot1)
    out["01-otto-clean-base.json"] = transcript(
        "tarocchini-ottocento",
        PLAYERS4,
        [otto_dealjson(d0, e0), otto_dealjson(d1, e1)],
        note="two plain deals, one score per team, running totals",
    )
    exp["01-otto-clean-base.json"] = ([], "clean")
    info["d0"] = d0
    info["d1"] = d1

    e = otto_events(d0, scoring="breakdown")
    out["02-otto-clean-breakdown.json"] = transcript(
        "tarocchini-ottocento",
        PLAYERS4,
        [otto_dealjson(d0, e)],
        note="deal 0 of 01, the sheet split by reason",
    )
    exp["02-otto-clean-breakdown.json"] = ([], "clean")

    e = otto_events(d0, scoring="per_player")
    out["03-otto-per-player-declarations.json"] = transcript(
        "tarocchini-ottocento",
        PLAYERS4,
        [otto_dealjson(d0, e)],
        note="declarations written against each declaring player, the rest per team",
    )
    exp["03-otto-per-player-declarations.json"] = ([], "edge: clean expected")

    # 04: raw card points (no pair deduction), one score per team
    e = otto_events(d0, scoring="breakdown")
    bad = []
    for i, ev in enumerate(e):
        if ev.get("type") == "score" and ev.get("reason") == "card_points":
            t = ev["party"]
            ev["points"] = d0["res"][t]["raw_cards"]
            bad.append((0, i, "wrong_score"))
    out["04-otto-raw-card-points.json"] = transcript(
        "tarocchini-ottocento",
        PLAYERS4,
        [otto_dealjson(d0, e)],
        note="card points written raw, without one off each pair",
    )
    exp["04-otto-raw-card-points.json"] = (bad, "fault")

    # 05: last-trick bonus written for the other team
    e = otto_events(d0, scoring="breakdown")
    loser = "team1" if d0["last"] == "team0" else "team0"
    bad = []
    for i, ev in enumerate(e):
        if ev.get("type") == "score" and ev.get("reason") == "last_trick":
            ev["party"] = loser
            bad.append((0, i, "wrong_score"))
    out["05-otto-last-trick-wrong-team.json"] = transcript(
        "tarocchini-ottocento",
        PLAYERS4,
        [otto_dealjson(d0, e)],
        note="the 6 for the last trick written for the team that lost it",
    )
    exp["05-otto-last-trick-wrong-team.json"] = (bad, "fault; one or two findings")
    info["last"] = d0["last"]

    # 06: combinations from the tricks left out (one score per team)
    e = otto_events(d0)
    bad = []
    for i, ev in enumerate(e):
        if ev.get("type") == "score":
            t = ev["party"]
            if d0["res"][t]["combinations"]:
                ev["points"] = d0["res"][t]["total"] - d0["res"][t]["combinations"]
                bad.append((0, i, "wrong_score"))
    out["06-otto-trick-combos-omitted.json"] = transcript(
        "tarocchini-ottocento",
        PLAYERS4,
        [otto_dealjson(d0, e)],
        note="the sheet forgot the combinations counted again from the tricks",
    )
    exp["06-otto-trick-combos-omitted.json"] = (bad, "fault")

    # 07: the dealer takes no trick; his partner does. Discards go to the opponents.
    d7 = find(otto_deal, S + 50000, 1, want="dealer_no_trick", limit=200000)
    e = otto_events(d7, scoring="breakdown")
    out["07-otto-dealer-no-trick.json"] = transcript(
        "tarocchini-ottocento",
        PLAYERS4,
        [otto_dealjson(d7, e)],
        note="the dealer takes no trick (his partner does): his two discards counted to the opponents",
    )
    exp["07-otto-dealer-no-trick.json"] = ([], "edge: clean expected (discards to the opponents)")
    info["d7"] = d7

    # 08: the Matto played to a trick the opponents win: back to its owner, a low card over
    d8 = find(otto_deal, S + 100000, 2, want="matto_exchange", limit=200000)
    e = otto_events(d8, scoring="breakdown")
    out["08-otto-matto-to-opponent.json"] = transcript(
        "tarocchini-ottocento",
        PLAYERS4,
        [otto_dealjson(d8, e)],
        note="the Matto goes to an opponents' trick; it returns, a 1-point card goes over",
    )
    exp["08-otto-matto-to-opponent.json"] = ([], "edge: clean expected")
    info["d8"] = d8

    # 09: running total mis-added in the second deal
    e0b = otto_events(d0, totals=tot0)
    e1b = otto_events(d1, totals={"team0": tot1["team0"] - 10, "team1": tot1["team1"]})
    ti = idx(e1b, lambda ev: ev["type"] == "total" and ev["party"] == "team0")[0]
    out["09-otto-total-slip.json"] = transcript(
        "tarocchini-ottocento",
        PLAYERS4,
        [otto_dealjson(d0, e0b), otto_dealjson(d1, e1b)],
        note="deal 1's team0 total is 10 under its previous total plus its score",
    )
    exp["09-otto-total-slip.json"] = ([(1, ti, "wrong_total")], "fault")

    # 10: a team passes 800; the next deal starts a new game (totals from 0)
    start = {"team0": 800 - d0["res"]["team0"]["total"] + 15, "team1": 700 - d0["res"]["team1"]["total"]}
    if start["team1"] + d0["res"]["team1"]["total"] >= 800:
        raise SystemExit("10: pick another start")
    t0 = {t: start[t] + d0["res"][t]["total"] for t in ("team0", "team1")}
    t1 = {t: d1["res"][t]["total"] for t in ("team0", "team1")}
    out["10-otto-800-new-game.json"] = transcript(
        "tarocchini-ottocento",
        PLAYERS4,
        [otto_dealjson(d0, otto_events(d0, totals=t0)), otto_dealjson(d1, otto_events(d1, totals=t1))],
        start={"totals": [start["team0"], start["team1"]]},
        note="team0 passes 800 in deal 0 and wins the game; deal 1 begins a new game, totals from 0",
    )
    exp["10-otto-800-new-game.json"] = ([], "edge: clean expected")
    info["start10"] = start
    info["t0_10"] = t0

    # ---- Terziglio
    g0 = find(terz_deal, S + 200000, 0)
    g1 = find(terz_deal, g0["seed"] + 1, 1)
    tt0 = [g0["scores"][s] for s in range(3)]
    tt1 = [tt0[s] + g1["scores"][s] for s in range(3)]
    out["11-terz-clean-base.json"] = transcript(
        "tarocchini-terziglio",
        PLAYERS3,
        [
            {"dealer": 0, "hands": g0["hands"], "talon": g0["talon"], "events": terz_events(g0, totals=tt0)},
            {"dealer": 1, "hands": g1["hands"], "talon": g1["talon"], "events": terz_events(g1, totals=tt1)},
        ],
        note="two gioco deals, game points per seat, running totals",
    )
    exp["11-terz-clean-base.json"] = ([], "clean")
    info["g0"] = g0
    info["g1"] = g1

    g2 = find(terz_deal, S + 300000, 2, want="round_up", limit=400000)
    out["12-terz-round-up.json"] = transcript(
        "tarocchini-terziglio",
        PLAYERS3,
        [{"dealer": 2, "hands": g2["hands"], "talon": g2["talon"], "events": terz_events(g2)}],
        note="the winners are less than 5 short of the next 50: rounded up",
    )
    exp["12-terz-round-up.json"] = ([], "edge: clean expected")
    info["g2"] = g2

    g3 = find(terz_deal, S + 700000, 0, want="five_short", limit=800000)
    out["13-terz-five-short.json"] = transcript(
        "tarocchini-terziglio",
        PLAYERS3,
        [{"dealer": 0, "hands": g3["hands"], "talon": g3["talon"], "events": terz_events(g3)}],
        note="the winners are exactly 5 short of the next 50: rounded down",
    )
    exp["13-terz-five-short.json"] = ([], "edge: clean expected")
    info["g3"] = g3

    g4 = find(terz_deal, S + 1600000, 1, want="tie", limit=2000000)
    out["14-terz-tie-loses.json"] = transcript(
        "tarocchini-terziglio",
        PLAYERS3,
        [{"dealer": 1, "hands": g4["hands"], "talon": g4["talon"], "events": terz_events(g4)}],
        note="declarer and opponents equal: the declarer loses, the opponents are written",
    )
    exp["14-terz-tie-loses.json"] = ([], "edge: clean expected")
    info["g4"] = g4

    g5 = find(terz_deal, S + 3700000, 2, contract="solo", want="win", limit=2000000)
    out["15-terz-solo-doubled.json"] = transcript(
        "tarocchini-terziglio",
        PLAYERS3,
        [{"dealer": 2, "hands": g5["hands"], "talon": g5["talon"], "events": terz_events(g5)}],
        note="solo: widow untouched, to the winner of the last trick (the declarer); game points doubled",
    )
    exp["15-terz-solo-doubled.json"] = ([], "edge: clean expected")
    info["g5"] = g5

    for name, t in out.items():
        (HERE / name).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return out, exp, info


def summary(info):
    lines = []
    for k in ("d0", "d1", "d7", "d8"):
        d = info[k]
        lines.append(f"{k}: seed {d['seed']} dealer {d['dealer']} discard {d['discard']} to {d['disc_to']}")
        lines.append(f"   decl {[(s, [i[:4] for i in v]) for s, v in d['decl'].items()]}")
        lines.append(f"   matto {d['matto']} given {d['given']} last {d['last']}")
        for t in ("team0", "team1"):
            r = d["res"][t]
            lines.append(
                f"   {t}: decl {r['declarations']} comb {r['combinations']} cards {r['card_points']}"
                f" (raw {r['raw_cards']}, {len(r['pile'])} cards) last {r['last_trick']} = {r['total']}"
                f"  pile combos {r['pile_combos']}"
            )
    for k in ("g0", "g1", "g2", "g3", "g4", "g5"):
        g = info[k]
        lines.append(
            f"{k}: seed {g['seed']} dealer {g['dealer']} {g['contract']} by {g['declarer']} tricks {g['dtricks']}"
            f" take {g['take']} disc {g['disc']} win {g['win']} gp {g['gp']} scores {g['scores']}"
        )
        lines.append(f"   decl {[(s, [i[:4] for i in v]) for s, v in g['decl'].items()]}")
        for side in ("decl", "opp"):
            lines.append(f"   {side}: {g['res'][side]}")
    return "\n".join(lines)


if __name__ == "__main__":
    o, e, i = main()
    print(summary(i))
    for k, v in e.items():
        print(k, v)
