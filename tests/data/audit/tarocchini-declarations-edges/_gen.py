"""Blind generator for the tarocchini-declarations-edges audit round.

Builds every transcript from the rule source (seeds/004, Russian Wikipedia "Тароккини") alone
and computes every score from it.  Does not import validator.  Fixed seeds.

Reading of the source used here (see EXPECTED.md for the quotes):
- card points: Angel, World, Bagatto, Matto, Kings 5; Queens 4, Knights 3, Jacks 2, the rest 1;
  a side's pile is counted in pairs, 1 taken off each pair; last trick 6.
- cricche: 3 or 4 of tarocchi (T20 T19 T0 MATTO), kings, queens, knights, jacks.
- sequences: 10 for three cards, 5 for each further card; contatori (T0, MATTO) stand for missing
  cards, never for the Angel or a King, and one contatore may serve several combinations.
- combinations are declared from the hand before play and counted again in each side's pile
  after play.
- three or more cricche (sequences) at once double the cricche (sequence) points, in a pile too;
  an ordinary card may count in a cricca and in a sequence (a King in the Kings and in its suit).
The generator searches (seeded) for deals whose piles stay clear of the questions this round
does not ask (gapped runs in a pile, a Matto handed across, the Matto led or in the last trick):
those are rejected and the next seed is tried.
"""

import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
SUITS = "SBCD"
FACES = ["K", "Q", "N", "J"]
PIPS = {
    "S": ["10", "9", "8", "7", "6", "1"],
    "B": ["10", "9", "8", "7", "6", "1"],
    "C": ["1", "6", "7", "8", "9", "10"],
    "D": ["1", "6", "7", "8", "9", "10"],
}
DECK = [r + s for s in SUITS for r in FACES + PIPS[s]] + [f"T{i}" for i in range(21)] + ["MATTO"]
assert len(DECK) == 62
CONT = {"T0", "MATTO"}
PLAIN = [p + s for s in SUITS for p in ("6", "7", "8", "9", "10")]


def is_trump(c):
    return c.startswith("T")


def suit_of(c):
    if c == "MATTO":
        return None
    return "T" if is_trump(c) else c[-1]


def points(c):
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if is_trump(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def rank(c):
    """Higher wins within its suit; Moretti share one rank (tie: last played)."""
    if is_trump(c):
        n = int(c[1:])
        return 1 if 1 <= n <= 4 else (0 if n == 0 else n)
    s = c[-1]
    order = FACES + PIPS[s]  # high -> low
    return 100 - order.index(c[:-1])


def trick_winner(trick):
    """trick: list of (seat, card). Moretti tie: the last played is highest."""
    led = None
    for _, c in trick:
        if c != "MATTO":
            led = suit_of(c)
            break
    best = None
    for seat, c in trick:
        if c == "MATTO":
            continue
        s = suit_of(c)
        key = (2 if s == "T" else (1 if s == led else 0), rank(c))
        if key[0] == 0:
            continue
        if best is None or key > best[0] or (key == best[0] and key[0] == 2 and key[1] == 1):
            best = (key, seat)
    return best[1]


def legal(hand, led):
    if led is None:
        return [c for c in hand if c != "MATTO"] or list(hand)
    same = [c for c in hand if suit_of(c) == led]
    if same:
        return same + [c for c in hand if c == "MATTO"]
    tr = [c for c in hand if suit_of(c) == "T"]
    if tr:
        return tr + [c for c in hand if c == "MATTO"]
    return list(hand)


# ---------------------------------------------------------------- combinations
CRICCA = {
    "tarocchi": (["T20", "T19", "T0", "MATTO"], 18, 36),
    "kings": (["K" + s for s in SUITS], 17, 34),
    "queens": (["Q" + s for s in SUITS], 14, 28),
    "knights": (["N" + s for s in SUITS], 13, 26),
    "jacks": (["J" + s for s in SUITS], 12, 24),
}


def seq_points(length):
    return 10 + 5 * (length - 3) if length >= 3 else 0


def cricche(cards):
    out = {}
    for k, (cs, p3, p4) in CRICCA.items():
        n = sum(c in cards for c in cs)
        if n >= 3:
            out[k] = (n, p3 if n == 3 else p4, [c for c in cs if c in cards])
    return out


def group_seq(cards, group):
    """Moretti / aces: two real plus contatori up to six."""
    real = [c for c in group if c in cards]
    cont = [c for c in sorted(CONT) if c in cards]
    if len(real) < 2 or len(real) + len(cont) < 3:
        return 0, real, []
    return len(real) + len(cont), real, cont


def suit_seq(cards, s, variant):
    """variant 'literal': King + at least two of Q N J (one real), gaps filled or not, the Ace
    adds; 'gapless': K Q N J in order, a gap needs a contatore, the Ace only after J;
    'gapless_ace_cont': as gapless, a contatore may also stand for the Ace."""
    if "K" + s not in cards:
        return 0, [], []
    cont = [c for c in sorted(CONT) if c in cards]
    faces = [f + s for f in "QNJ"]
    ace = "1" + s
    if variant == "literal":
        real = [c for c in faces if c in cards]
        fill = min(len(cont), 3 - len(real))
        if not real or len(real) + fill < 2:
            return 0, [], []
        used_real = ["K" + s] + real + ([ace] if ace in cards else [])
        return 1 + len(real) + fill + (ace in cards), used_real, cont[:fill]
    n, used, cu, k = 1, ["K" + s], [], 0
    nreal = 0
    for c in faces:
        if c in cards:
            n += 1
            used.append(c)
            nreal += 1
        elif k < len(cont):
            cu.append(cont[k])
            k += 1
            n += 1
        else:
            break
    else:
        if ace in cards:
            n += 1
            used.append(ace)
        elif variant == "gapless_ace_cont" and k < len(cont):
            cu.append(cont[k])
            n += 1
    if nreal == 0 or n < 3:
        return 0, [], []
    return n, used, cu


def trump_seq(cards, variant):
    """variant 'stop': two contatori in a row end the run before the second (except 17+16);
    'include': the second is counted, then the run ends; 'literal': also a grande gap left
    unfilled does not stop the numbered run."""
    if "T20" not in cards:
        return 0, [], []
    cont = [c for c in sorted(CONT) if c in cards]
    k = 0
    used, cu = ["T20"], []
    grande = ["T19", "T18", "T17"]
    real = [c for c in grande if c in cards]
    if not real:
        return 0, [], []
    n = 1
    prev_filled = None
    complete = True
    for c in grande:
        if c in cards:
            n += 1
            used.append(c)
            prev_filled = None
        elif k < len(cont):
            cu.append(cont[k])
            k += 1
            n += 1
            prev_filled = c
        else:
            complete = False
            prev_filled = None
    if n < 3:
        return 0, [], []
    if not complete and variant != "literal":
        return n, used, cu
    for v in range(16, 4, -1):
        c = f"T{v}"
        if c in cards:
            n += 1
            used.append(c)
            prev_filled = None
            continue
        if k >= len(cont):
            break
        if prev_filled is not None and not (prev_filled == "T17" and c == "T16"):
            if variant == "include":
                cu.append(cont[k])
                n += 1
            break
        cu.append(cont[k])
        k += 1
        n += 1
        prev_filled = c
    return n, used, cu


def pile_combos(cards, strict=True):
    """Return (points, detail) for a side's pile, or None where the pile touches a question
    this round keeps out of (strict)."""
    cards = set(cards)
    cr = cricche(cards)
    seqs = {}
    for name, grp in (("moretti", ["T1", "T2", "T3", "T4"]), ("aces", ["1" + s for s in SUITS])):
        n, used, cu = group_seq(cards, grp)
        if n:
            seqs[name] = (n, used, cu)
    for s in SUITS:
        vals = {v: suit_seq(cards, s, v) for v in ("literal", "gapless", "gapless_ace_cont")}
        if len({v[0] for v in vals.values()}) > 1:
            return None
        if vals["literal"][0]:
            seqs["suit" + s] = vals["gapless"]
    tv = {v: trump_seq(cards, v) for v in ("stop", "include", "literal")}
    if len({v[0] for v in tv.values()}) > 1:
        return None
    if tv["stop"][0]:
        seqs["trumps"] = tv["stop"]
    crp = sum(v[1] for v in cr.values())
    sqp = sum(seq_points(v[0]) for v in seqs.values())
    # "three or more cricche or three or more sequences made at once ... doubles the points":
    # read here as doubling the points of that kind (cricche, or sequences), in a pile as in
    # one player's declaration.
    if len(cr) >= 3:
        crp *= 2
    if len(seqs) >= 3:
        sqp *= 2
    pts = crp + sqp
    in_cr = {c for v in cr.values() for c in v[2] if c not in CONT}
    in_sq = {c for v in seqs.values() for c in v[1]}
    detail = {
        "shared": sorted(in_cr & in_sq),
        "cricche": {k: v[0] for k, v in cr.items()},
        "sequences": {k: v[0] for k, v in seqs.items()},
        "contatori_uses": {c: sum(c in v[2] for v in seqs.values()) for c in CONT if c in cards},
    }
    return pts, detail


def item_value(it):
    if it["kind"] == "cricca":
        _, p3, p4 = CRICCA[it["of"]]
        return p3 if it["count"] == 3 else p4
    return seq_points(it["length"])


def card_points(pile):
    assert len(pile) % 2 == 0, len(pile)
    return sum(points(c) for c in pile) - len(pile) // 2


# ---------------------------------------------------------------- dealing and play
def deal_hands(rng, n_seats, sizes, fixed, avoid, talon_plain=0):
    pool = [c for c in DECK if all(c not in f for f in fixed.values())]
    rng.shuffle(pool)
    talon = []
    if talon_plain:
        cand = [c for c in pool if c in PLAIN and all(c not in a for a in avoid.values()) or (c in PLAIN)]
        talon = cand[:talon_plain]
        pool = [c for c in pool if c not in talon]
    hands = {i: list(fixed.get(i, [])) for i in range(n_seats)}
    order = sorted(range(n_seats), key=lambda i: -len(avoid.get(i, ())))
    for i in order:
        need = sizes[i] - len(hands[i])
        take = [c for c in pool if c not in avoid.get(i, ())][:need]
        if len(take) < need:
            return None
        for c in take:
            pool.remove(c)
        hands[i] += take
    assert not pool
    return [hands[i] for i in range(n_seats)], talon


def play(rng, hands, leader, sides):
    """Random legal play; returns (events, tricks) or None where the Matto would be led,
    played to the last trick or handed across."""
    hs = [list(h) for h in hands]
    n = len(hs)
    events, tricks = [], []
    ntr = len(hs[0])
    for t in range(ntr):
        trick = []
        led = None
        for j in range(n):
            seat = (leader + j) % n
            opts = legal(hs[seat], led)
            safe = j == n - 1 and t < ntr - 1 and trick and sides[trick_winner(trick)] == sides[seat]
            if "MATTO" in opts and not safe:
                opts = [c for c in opts if c != "MATTO"] or opts
            if "MATTO" in opts and safe and rng.random() < 0.7:
                c = "MATTO"
            else:
                c = rng.choice(opts)
            if c == "MATTO" and not safe:
                return None
            hs[seat].remove(c)
            trick.append((seat, c))
            if led is None and c != "MATTO":
                led = suit_of(c)
            events.append({"type": "play", "seat": seat, "card": c})
        w = trick_winner(trick)
        for seat, c in trick:
            if c == "MATTO" and sides[seat] != sides[w]:
                return None
        tricks.append((trick, w))
        leader = w
    return events, tricks


def write(name, obj):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(obj, f, indent=1, ensure_ascii=False)
        f.write("\n")


SUMMARY = []


def log_line(fmt, *args):
    """Append a printf-style line to the summary."""
    SUMMARY.append(fmt % args)  # noqa: UP031


def quality(pc):
    """2: no doubling and no ordinary card in two combinations in either pile; 1: no doubling."""
    if not all(len(pc[s][1]["cricche"]) < 3 and len(pc[s][1]["sequences"]) < 3 for s in (0, 1)):
        return 0
    return 2 if not any(pc[s][1]["shared"] for s in (0, 1)) else 1


PREFER = 60000  # attempts spent looking for piles with no doubling before the first fit is kept


# ---------------------------------------------------------------- Ottocento
def ottocento(name, seed, fixed, avoid, decls, truth, score_sheet, extra_check=None, note=""):
    """decls: seat -> items; truth: seat -> list of booleans (my reading of each item)."""
    rng = random.Random(seed)
    dealer = 3
    sides = [0, 1, 0, 1]
    fallback = None
    for attempt in range(200000):
        dh = deal_hands(rng, 4, [15, 15, 15, 17], fixed, avoid)
        if dh is None:
            continue
        hands, _ = dh
        disc_opts = [c for c in hands[dealer] if c in PLAIN and c not in fixed.get(dealer, [])]
        if len(disc_opts) < 2:
            continue
        disc = rng.sample(disc_opts, 2)
        inplay = [list(h) for h in hands]
        for c in disc:
            inplay[dealer].remove(c)
        res = play(rng, inplay, (dealer + 1) % 4, sides)
        if res is None:
            continue
        events, tricks = res
        piles = {0: [], 1: []}
        dealer_tricks = 0
        for trick, w in tricks:
            piles[sides[w]] += [c for _, c in trick]
            dealer_tricks += w == dealer
        if dealer_tricks == 0:
            continue
        piles[sides[dealer]] += disc
        pc = {s: pile_combos(piles[s]) for s in (0, 1)}
        if pc[0] is None or pc[1] is None:
            continue
        if extra_check and not extra_check(pc):
            continue
        q = quality(pc)
        if fallback is None or q > fallback[0]:
            fallback = (q, attempt, hands, disc, events, tricks, piles, pc)
        if q == 2 or attempt >= PREFER:
            break
    else:
        raise SystemExit("no deal for " + name)
    q, attempt, hands, disc, events, tricks, piles, pc = fallback
    plain = q
    last = tricks[-1][1]
    decl_pts = {0: 0, 1: 0}
    for seat, items in decls.items():
        for it, ok in zip(items, truth[seat], strict=True):
            if ok:
                decl_pts[sides[seat]] += item_value(it)
    score = {}
    for s in (0, 1):
        cp = card_points(piles[s])
        score[s] = decl_pts[s] + pc[s][0] + cp + (6 if sides[last] == s else 0)
        log_line(
            "%s team%d: declarations %d, pile combos %d %s, card points %d, last trick %d, total %d",
            *(
                name,
                s,
                decl_pts[s],
                pc[s][0],
                json.dumps(pc[s][1]),
                cp,
                6 if sides[last] == s else 0,
                score[s],
            ),
        )
    assert sum(card_points(piles[s]) for s in (0, 1)) == 87
    evs = [{"type": "discard", "seat": dealer, "cards": disc}]
    for j in range(4):
        seat = (dealer + 1 + j) % 4
        evs.append({"type": "declare", "seat": seat, "items": decls.get(seat, [])})
    nfirst = len(evs)
    evs += events
    if score_sheet:
        evs += [
            {"type": "score", "party": "team0", "points": score[0]},
            {"type": "score", "party": "team1", "points": score[1]},
        ]
    obj = {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "rules": {"preset": "standard"},
        "players": ["Anna", "Bruno", "Carla", "Dario"],
        "meta": {"round": "tarocchini-declarations-edges", "note": note},
        "deals": [{"dealer": dealer, "hands": hands, "events": evs}],
    }
    write(name, obj)
    SUMMARY.append(f"{name} pile quality (2: no doubling, no shared card; 1: no doubling): {plain}")
    log_line(
        "%s seed-attempts %d, declare events at 1..4, plays from %d, hands %s",
        *(name, attempt, nfirst, json.dumps(hands)),
    )
    return score


# ---------------------------------------------------------------- Terziglio
def terziglio(name, seed, preset, contract, fixed, avoid, decls, truth, score_sheet, alt_truth=None, note=""):
    rng = random.Random(seed)
    dealer = 0
    declarer = 1
    widow_n = 8 if preset == "standard" else 5
    size = 18 if preset == "standard" else 19
    sides = [1, 0, 1]  # 0 = declarer's side
    fallback = None
    for attempt in range(200000):
        dh = deal_hands(rng, 3, [size] * 3, fixed, avoid, talon_plain=widow_n)
        if dh is None:
            continue
        hands, talon = dh
        inplay = [list(h) for h in hands]
        take = disc = []
        if contract == "gioco":
            take = talon[:2]
            opts = [c for c in hands[declarer] if c in PLAIN and c not in fixed.get(declarer, [])]
            if len(opts) < 2:
                continue
            disc = rng.sample(opts, 2)
            inplay[declarer] = [c for c in inplay[declarer] if c not in disc] + take
        res = play(rng, inplay, (dealer + 1) % 3, sides)
        if res is None:
            continue
        events, tricks = res
        piles = {0: [], 1: []}
        for trick, w in tricks:
            piles[sides[w]] += [c for _, c in trick]
        last = tricks[-1][1]
        rest = [c for c in talon if c not in take] + list(disc)
        if contract == "gioco":
            if not any(w == declarer for _, w in tricks):
                continue
            piles[0] += rest
        else:
            piles[sides[last]] += rest
        if len(piles[0]) % 2 or len(piles[0]) == 0 or len(piles[1]) == 0:
            continue
        pc = {s: pile_combos(piles[s]) for s in (0, 1)}
        if pc[0] is None or pc[1] is None:
            continue
        totals = []
        for tr in [truth] + ([alt_truth] if alt_truth else []):
            dp = {0: 0, 1: 0}
            for seat, items in decls.items():
                for it, ok in zip(items, tr[seat], strict=True):
                    if ok:
                        dp[sides[seat]] += item_value(it)
            tot = {
                s: dp[s] + pc[s][0] + card_points(piles[s]) + (6 if sides[last] == s else 0) for s in (0, 1)
            }
            win = 0 if tot[0] > tot[1] else 1
            w = tot[win]
            r = w % 50
            gp = w // 50 + (1 if 50 - r < 5 else 0)
            if contract == "solo":
                gp *= 2
            totals.append((tot, dp, win, gp))
        if len({(t[2], t[3]) for t in totals}) > 1:
            continue
        if all(w == tricks[0][1] for _, w in tricks):
            continue
        q = quality(pc)
        if fallback is None or q > fallback[0]:
            fallback = (q, attempt, hands, talon, take, disc, events, tricks, piles, pc, totals, last)
        if q == 2 or attempt >= PREFER:
            break
    else:
        raise SystemExit("no deal for " + name)
    q, attempt, hands, talon, take, disc, events, tricks, piles, pc, totals, last = fallback
    plain = q
    tot, dp, win, gp = totals[0]
    for s in (0, 1):
        log_line(
            "%s side%d (%s): declarations %d, pile combos %d %s, card points %d, last trick %d, total %d",
            *(
                name,
                s,
                "declarer" if s == 0 else "opponents",
                dp[s],
                pc[s][0],
                json.dumps(pc[s][1]),
                card_points(piles[s]),
                6 if sides[last] == s else 0,
                tot[s],
            ),
        )
    SUMMARY.append(f"{name} pile quality (2: no doubling, no shared card; 1: no doubling): {plain}")
    log_line("%s winner side %d, game points %d (alt readings agree: %s)", *(name, win, gp, len(totals)))
    evs = []
    for j in range(3):
        seat = (dealer + 1 + j) % 3
        evs.append({"type": "bid", "seat": seat, "bid": contract if seat == declarer else "pass"})
    if contract == "gioco":
        evs.append({"type": "take", "seat": declarer, "cards": take})
        evs.append({"type": "discard", "seat": declarer, "cards": disc})
    for j in range(3):
        seat = (dealer + 1 + j) % 3
        evs.append({"type": "declare", "seat": seat, "items": decls.get(seat, [])})
    nfirst = len(evs)
    evs += events
    if score_sheet:
        for seat in range(3):
            evs.append({"type": "score", "party": seat, "points": gp if sides[seat] == win else 0})
    obj = {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "rules": {"preset": preset},
        "players": ["Elena", "Franco", "Giulia"],
        "meta": {"round": "tarocchini-declarations-edges", "note": note},
        "deals": [{"dealer": dealer, "hands": hands, "talon": talon, "events": evs}],
    }
    write(name, obj)
    log_line(
        "%s attempts %d, plays from event %d, hands %s talon %s",
        *(name, attempt, nfirst, json.dumps(hands), talon),
    )


def cr(of, n):
    return {"kind": "cricca", "of": of, "count": n}


def sq(of, n, suit=None):
    d = {"kind": "sequence", "of": of, "length": n}
    if suit:
        d["suit"] = suit
    return d


ALL_MOR = ["T1", "T2", "T3", "T4"]
ALL_ACES = ["1S", "1B", "1C", "1D"]


def main():
    # 01: the Bagatto stands for the third Moretto and the third Ace at once.
    ottocento(
        "01-bagatto-in-moretti-and-aces.json",
        101,
        {0: ["T0", "T1", "T2", "1S", "1B"]},
        {0: ["MATTO", "T3", "T4", "1C", "1D"]},
        {0: [sq("moretti", 3), sq("aces", 3)]},
        {0: [True, True]},
        True,
        note="seat 0: T1 T2 + Bagatto = Moretti 3; 1S 1B + Bagatto = Aces 3",
    )
    # 02: the Matto stands for the Sun in the trumps and for a court card in cups.
    ottocento(
        "02-matto-in-trumps-and-suit.json",
        102,
        {1: ["T20", "T19", "MATTO", "KC", "QC"]},
        {1: ["T18", "T17", "T0", "NC", "JC", "1C"]},
        {1: [sq("trumps", 3), sq("suit", 3, "C")]},
        {1: [True, True]},
        True,
        note="seat 1: Angel World + Matto = trumps 3; KC QC + Matto = cups 3",
    )
    # 03: smaller than held.
    ottocento(
        "03-smaller-than-held.json",
        103,
        {2: ["KS", "KB", "KC", "KD", "T1", "T2", "T3", "T4"], 0: ["JS", "JB", "JC", "JD"]},
        {2: ["T0", "MATTO", "QS", "QB", "QC", "QD", "NS", "NB", "NC", "ND", "JS", "JB", "JC", "JD"]},
        {2: [cr("kings", 3), sq("moretti", 3)], 0: []},
        {2: [True, True], 0: []},
        True,
        note="seat 2 holds four Kings and four Moretti, declares three of each; seat 0 holds four Jacks, declares nothing",
    )
    # 04: larger than held.
    ottocento(
        "04-larger-than-held.json",
        104,
        {0: ["QS", "QB", "QC"], 1: ["1S", "1B", "T0"], 2: ["KS", "KB", "KC"]},
        {0: ["QD"], 1: ["1C", "1D", "MATTO"], 2: ["KD"]},
        {0: [cr("queens", 4)], 1: [sq("aces", 4)], 2: [cr("kings", 3)]},
        {0: [False], 1: [False], 2: [True]},
        False,
        note="seat 0 declares four Queens holding three; seat 1 Aces 4 holding 1S 1B + Bagatto; seat 2 three Kings, true",
    )
    # 05: runs with a missing card and no contatore, declared at the length held.
    ottocento(
        "05-gapped-runs-length-three.json",
        105,
        {0: ["KS", "QS", "JS"], 1: ["T20", "T19", "T17"]},
        {0: ["NS", "1S", "T0", "MATTO"], 1: ["T18", "T0", "MATTO"]},
        {0: [sq("suit", 3, "S")], 1: [sq("trumps", 3)]},
        {0: [True], 1: [True]},
        True,
        note="seat 0: KS QS JS (no knight, no contatore); seat 1: Angel World Moon (no Sun, no contatore)",
    )
    # 06: a gapped suit run with its Ace.
    ottocento(
        "06-gapped-suit-run-with-ace.json",
        106,
        {2: ["KB", "QB", "JB", "1B"]},
        {2: ["NB", "T0", "MATTO"]},
        {2: [sq("suit", 4, "B")]},
        {2: [True]},
        True,
        note="seat 2: KB QB JB 1B, no knight, no contatore: King + two courts + the Ace",
    )
    # 07: two contatori in a row in the trumps.
    ottocento(
        "07-trumps-contatori-in-a-row.json",
        107,
        {0: ["T20", "T19", "T18", "T17", "T0", "MATTO", "T14", "T13"]},
        {0: ["T16", "T15"]},
        {0: [sq("trumps", 8)]},
        {0: [False]},
        False,
        note="seat 0: Angel World Sun Moon, Bagatto for 16, Matto for 15, then 14 13: declared 8",
    )
    # 08: the exception: the Moon and the 16 replaced.
    ottocento(
        "08-trumps-moon-and-16-replaced.json",
        108,
        {0: ["T20", "T19", "T18", "T0", "MATTO", "T15", "T14"]},
        {0: ["T17", "T16", "T13"]},
        {0: [sq("trumps", 7)]},
        {0: [True]},
        True,
        note="seat 0: Angel World Sun, Bagatto for the Moon, Matto for 16, then 15 14: declared 7",
    )
    # 09: a contatore for a King, a contatore for the Angel.
    ottocento(
        "09-contatore-for-king-or-angel.json",
        109,
        {1: ["QS", "NS", "JS", "T0"], 3: ["T19", "T18", "T17", "MATTO"]},
        {1: ["KS"], 3: ["T20"]},
        {1: [sq("suit", 4, "S")], 3: [sq("trumps", 4)]},
        {1: [False], 3: [False]},
        False,
        note="seat 1: Bagatto for KS; seat 3: Matto for the Angel",
    )
    # 10: Moretti with both contatori to six; four Aces.
    ottocento(
        "10-moretti-six-aces-four.json",
        110,
        {0: ALL_MOR + ["T0", "MATTO"], 1: ALL_ACES},
        {},
        {0: [sq("moretti", 6)], 1: [sq("aces", 4)]},
        {0: [True], 1: [True]},
        True,
        note="seat 0: four Moretti + Bagatto + Matto = 6; seat 1: four Aces",
    )
    # 11: one real Moretto, one real Ace.
    ottocento(
        "11-one-real-moretto-or-ace.json",
        111,
        {2: ["T3", "T0", "MATTO", "1C"]},
        {2: ["T1", "T2", "T4", "1S", "1B", "1D"]},
        {2: [sq("moretti", 3), sq("aces", 3)], 0: []},
        {2: [False, False], 0: []},
        False,
        note="seat 2: one Moretto + both contatori; one Ace + both contatori",
    )
    # 12: no declarations: the piles alone, a contatore serving several sequences there.
    ottocento(
        "12-piles-only-contatore-twice.json",
        112,
        {},
        {},
        {},
        {},
        True,
        extra_check=lambda pc: any(max(pc[s][1]["contatori_uses"].values(), default=0) >= 2 for s in (0, 1)),
        note="nobody declares; a contatore serves two sequences in one side's pile",
    )
    # 13: Terziglio gioco: the Bagatto in two of the declarer's sequences.
    terziglio(
        "13-terziglio-gioco-bagatto-twice.json",
        113,
        "standard",
        "gioco",
        {1: ["T0", "T1", "T2", "1S", "1B"], 2: ["KS", "KB", "KC"]},
        {1: ["MATTO", "T3", "T4", "1C", "1D"], 2: ["KD"]},
        {1: [sq("moretti", 3), sq("aces", 3)], 2: [cr("kings", 3)], 0: []},
        {1: [True, True], 2: [True], 0: []},
        True,
        note="declarer seat 1: Bagatto serves Moretti 3 and Aces 3; seat 2 three Kings",
    )
    # 14: Terziglio solo (19 cards): an opponent declares more than held.
    terziglio(
        "14-terziglio-solo-false-declaration.json",
        114,
        "nineteen",
        "solo",
        {1: ["T20", "T19", "T18", "T17", "T16"], 2: ["NS", "NB", "NC"]},
        {1: ["T0", "MATTO", "T15"], 2: ["ND"]},
        {1: [sq("trumps", 5)], 2: [cr("knights", 4)], 0: []},
        {1: [True], 2: [False], 0: []},
        True,
        alt_truth={1: [True], 2: [True], 0: []},
        note="declarer seat 1 trumps 5 (Angel to 16); seat 2 declares four Knights holding three",
    )
    with open("/tmp/tdecl_summary.txt", "w") as f:
        f.write("\n".join(SUMMARY) + "\n")
    print("\n".join(s for s in SUMMARY if "hands" not in s))


if __name__ == "__main__":
    main()
