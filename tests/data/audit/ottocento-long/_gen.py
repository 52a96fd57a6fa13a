"""Blind generator for the ottocento-long audit round.

Written from seeds/004 (Tarocchini, Russian) and the public transcript contract only.
Every figure is computed here from the source's rules.  Deals whose figures depend on a
point the source leaves open are re-dealt (see `ambiguous` below), so every transcript has
one reading:

* combinations: cricche (3/4 of a kind, no contatori), sequences of trumps, suits,
  Moretti, Aces; the contatori (Bagatto T0, Matto) are wild cards usable "в нескольких
  местах" (in several sequences at once) and never replace the Angel or a King;
* three or more cricche / sequences made at once double (the cricche's / the
  sequences' points: deals where "double everything" would differ are re-dealt);
* card points in pairs minus one a pair, 6 for the last trick (total 93);
* Ottocento: play to 800, the session ends after the deal in which a team reaches it.

Run: /work/venv/bin/python tests/data/audit/ottocento-long/_gen.py  (writes *.json and
_figures.txt next to itself).
"""

from __future__ import annotations

import itertools
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))

SUITS = "SBCD"
LONG_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B, high->low
ROUND_ORDER = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D, high->low
DECK = [r + s for s in SUITS for r in LONG_ORDER] + [f"T{i}" for i in range(21)] + ["MATTO"]
assert len(DECK) == 62
WILDS = ("T0", "MATTO")
PIPS_NEUTRAL = {r + s for s in SUITS for r in ("6", "7", "8", "9", "10")}  # in no combination
FIVE = {"T20", "T19", "T0", "MATTO"} | {"K" + s for s in SUITS}


def suit_of(c):
    if c == "MATTO":
        return None
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


assert sum(points(c) for c in DECK) == 118


def card_points(pile):
    assert len(pile) % 2 == 0, pile
    return sum(points(c) for c in pile) - len(pile) // 2


def trump_level(c):
    n = int(c[1:])
    return 1 if 1 <= n <= 4 else n  # Moretti equal rank


def suit_level(c):
    order = LONG_ORDER if c[-1] in "SB" else ROUND_ORDER
    return len(order) - order.index(rank_of(c))


def trick_winner(trick):
    """trick: list of (seat, card) in play order; Moretti tie: the last played is highest."""
    real = [(s, c) for s, c in trick if c != "MATTO"]
    best = None
    for s, c in real:
        if suit_of(c) != "T":
            continue
        if (
            best is None
            or trump_level(c) > trump_level(best[1])
            or (trump_level(c) == 1 == trump_level(best[1]))
        ):
            best = (s, c)
    if best:
        return best[0]
    led = suit_of(real[0][1])
    for s, c in real:
        if suit_of(c) == led and (best is None or suit_level(c) > suit_level(best[1])):
            best = (s, c)
    return best[0]


# ----------------------------------------------------------------- combinations
CRICCHE = {
    "tarocchi": (["T20", "T19", "T0", "MATTO"], 18, 36),
    "kings": (["K" + s for s in SUITS], 17, 34),
    "queens": (["Q" + s for s in SUITS], 14, 28),
    "knights": (["N" + s for s in SUITS], 13, 26),
    "jacks": (["J" + s for s in SUITS], 12, 24),
}


def seq_points(length):
    return 10 + 5 * (length - 3)


def item_points(it):
    if it["kind"] == "cricca":
        _, p3, p4 = CRICCHE[it["of"]]
        return p3 if it["count"] == 3 else p4
    return seq_points(it["length"])


class Ambiguous(Exception):
    pass


def trumps_seq(cards, w):
    if "T20" not in cards:
        return 0
    pos = list(range(19, 4, -1))
    missing = [p for p in pos if f"T{p}" not in cards]
    best = 0
    best_used = 0
    for k in range(0, w + 1):
        for chosen in itertools.combinations(missing, k):
            length = 1
            prev_wild = False
            prev = 20
            for p in pos:
                if f"T{p}" in cards:
                    length += 1
                    prev_wild = False
                elif p in chosen:
                    if prev_wild and not (prev == 17 and p == 16):
                        break
                    length += 1
                    prev_wild = True
                else:
                    break
                prev = p
            if length >= 3 and length > best:
                best, best_used = length, k
    # a grande held beyond the run: "Angel and two of the three next grande" might take it
    held_beyond = [g for g in (19, 18, 17) if f"T{g}" in cards and (20 - g) >= max(best, 2)]
    if held_beyond:
        raise Ambiguous(f"trumps gap {sorted(cards & {'T20', 'T19', 'T18', 'T17'})}")
    return best


def suit_seq(cards, s, w):
    if "K" + s not in cards:
        return 0
    pos = ["Q", "N", "J", "1"]

    def run(wmax):
        best = 0
        missing = [r for r in pos if r + s not in cards]
        for k in range(0, wmax + 1):
            for chosen in itertools.combinations(missing, k):
                length = 1
                reals_first_two = 0
                for i, r in enumerate(pos):
                    if r + s in cards:
                        length += 1
                        if i < 2:
                            reals_first_two += 1
                    elif r in chosen:
                        length += 1
                    else:
                        break
                if length >= 3 and reals_first_two >= 1 and length > best:
                    best = length
        return best

    b1, b2 = run(min(w, 1)), run(w)
    if b1 != b2:
        raise Ambiguous(f"two contatori in suit {s}")
    best = b1
    beyond = [r for i, r in enumerate(pos) if r + s in cards and best < i + 2]
    if best >= 3 and beyond:
        raise Ambiguous(f"suit {s}: a card after a gap")
    if best == 0 and sum(1 for q in pos[:3] if q + s in cards) >= 2:
        raise Ambiguous(f"suit {s}: King and two courts with a gap")
    return best


def group_seq(cards, members, w):
    m = sum(1 for c in members if c in cards)
    if m < 2 or m + w < 3:
        return 0
    return m + w


def combos(cards):
    """All combinations in a set of cards (the maximum), as declare items."""
    cards = set(cards)
    w = sum(1 for c in WILDS if c in cards)
    items = []
    for name, (members, _, _) in CRICCHE.items():
        n = sum(1 for c in members if c in cards)
        if n >= 3:
            items.append({"kind": "cricca", "of": name, "count": n})
    t = trumps_seq(cards, w)
    if t:
        items.append({"kind": "sequence", "of": "trumps", "length": t})
    m = group_seq(cards, ["T1", "T2", "T3", "T4"], w)
    if m:
        items.append({"kind": "sequence", "of": "moretti", "length": m})
    a = group_seq(cards, ["1" + s for s in SUITS], w)
    if a:
        items.append({"kind": "sequence", "of": "aces", "length": a})
    for s in SUITS:
        L = suit_seq(cards, s, w)
        if L:
            items.append({"kind": "sequence", "of": "suit", "suit": s, "length": L})
    return items


def made_points(items, mode="per_kind"):
    cr = [item_points(i) for i in items if i["kind"] == "cricca"]
    sq = [item_points(i) for i in items if i["kind"] == "sequence"]
    pc, ps = sum(cr), sum(sq)
    if mode == "per_kind":
        return pc * (2 if len(cr) >= 3 else 1) + ps * (2 if len(sq) >= 3 else 1)
    if len(cr) >= 3 or len(sq) >= 3:
        return 2 * (pc + ps)
    return pc + ps


def made(items):
    a, b = made_points(items, "per_kind"), made_points(items, "all")
    if a != b:
        raise Ambiguous("doubling reading")
    return a


# ----------------------------------------------------------------- play
def legal(hand, trick):
    if not trick:
        return [c for c in hand if c != "MATTO"] or list(hand)
    led = suit_of([c for _, c in trick if c != "MATTO"][0]) if any(c != "MATTO" for _, c in trick) else None
    if led is None:
        raise Ambiguous("Matto led")
    follow = [c for c in hand if suit_of(c) == led]
    if follow:
        return follow + (["MATTO"] if "MATTO" in hand else [])
    tr = [c for c in hand if suit_of(c) == "T"]
    if tr:
        return tr + (["MATTO"] if "MATTO" in hand else [])
    return list(hand)


def choose(rng, hand, trick, options, last):
    if "MATTO" in options and trick and not last:
        return "MATTO"
    opts = [c for c in options if c != "MATTO"] or options
    if not trick:
        return rng.choice(opts)

    # try to win cheaply, else throw the lowest
    def key(c):
        return (suit_of(c) == "T", trump_level(c) if suit_of(c) == "T" else suit_level(c))

    return rng.choice([max(opts, key=key), min(opts, key=key), rng.choice(opts)])


def play_out(rng, hands, leader, n, revoke_at=None):
    """Returns plays [(seat, card)], tricks [(plays, winner)], revoke event offset."""
    hands = [list(h) for h in hands]
    plays, tricks = [], []
    ntr = len(hands[0])
    revoke_info = None
    for t in range(ntr):
        trick = []
        seat = leader
        for _ in range(n):
            opts = legal(hands[seat], trick)
            last = t == ntr - 1
            if revoke_at is not None and t == revoke_at[0] and seat == revoke_at[1] and trick:
                led = suit_of([c for _, c in trick if c != "MATTO"][0])
                off = [c for c in hands[seat] if c not in opts and c != "MATTO"]
                follow = [c for c in hands[seat] if suit_of(c) == led]
                if follow and off:
                    c = rng.choice(off)
                    revoke_info = (len(plays), seat, c, led, follow)
                else:
                    c = choose(rng, hands[seat], trick, opts, last)
            else:
                c = choose(rng, hands[seat], trick, opts, last)
            if c == "MATTO" and (last or not trick):
                raise Ambiguous("Matto led or in the last trick")
            hands[seat].remove(c)
            trick.append((seat, c))
            plays.append((seat, c))
            seat = (seat + 1) % n
        win = trick_winner(trick)
        tricks.append((trick, win))
        leader = win
    if revoke_at is not None and revoke_info is None:
        raise Ambiguous("no revoke chance")
    return plays, tricks, revoke_info


def piles_from_tricks(tricks, side_of, nsides):
    """Card piles per side with the Matto's exchange (a neutral pip given for it)."""
    piles = [[] for _ in range(nsides)]
    matto_debt = None
    for trick, win in tricks:
        ws = side_of(win)
        for s, c in trick:
            if c == "MATTO" and side_of(s) != ws:
                piles[side_of(s)].append(c)
                matto_debt = (side_of(s), ws)
            else:
                piles[ws].append(c)
    if matto_debt:
        giver, taker = matto_debt
        pips = sorted(c for c in piles[giver] if c in PIPS_NEUTRAL)
        if not pips:
            raise Ambiguous("no neutral card for the Matto")
        piles[giver].remove(pips[0])
        piles[taker].append(pips[0])
    return piles, matto_debt


# ----------------------------------------------------------------- Ottocento
def deal_cards(rng, sizes):
    d = DECK[:]
    rng.shuffle(d)
    out, i = [], 0
    for k in sizes:
        out.append(d[i : i + k])
        i += k
    return out


def ottocento_deal(rng, dealer, totals, opts):
    """One deal; returns a dict with the deal record and figures, or raises Ambiguous."""
    eldest = (dealer + 1) % 4
    sizes = [15, 15, 15, 15]
    cards = deal_cards(rng, sizes + [2])
    hands = cards[:4]
    widow = cards[4]
    full = [list(h) for h in hands]
    full[dealer] = full[dealer] + widow
    neutral = [c for c in full[dealer] if c in PIPS_NEUTRAL]
    if len(neutral) < 2:
        raise Ambiguous("dealer has no two neutral discards")
    discard = rng.sample(neutral, 2)
    play_hands = [list(h) for h in full]
    for c in discard:
        play_hands[dealer].remove(c)
    # declarations
    decl_items = {}
    for k in range(4):
        s = (eldest + k) % 4
        items = combos(play_hands[s])
        if opts.get("declare_less") and s == opts["declare_less"][0]:
            items = opts["declare_less"][1](items)
        decl_items[s] = items
    decl_team = [0, 0]
    for s, items in decl_items.items():
        decl_team[s % 2] += made(items)
    # per-team reading of the doubling must agree
    for t in (0, 1):
        both = decl_items[t] + decl_items[t + 2]
        if made_points(both, "per_kind") != decl_team[t] and (
            sum(1 for i in both if i["kind"] == "cricca") >= 3
            or sum(1 for i in both if i["kind"] == "sequence") >= 3
        ):
            raise Ambiguous("team vs player doubling")
    for t in (0, 1):
        if totals[t] + decl_team[t] >= 800:
            raise Ambiguous("800 on declarations")
    revoke_at = opts.get("revoke_at")
    plays, tricks, revoke = play_out(rng, play_hands, eldest, 4, revoke_at)
    won = [0] * 4
    for _, w in tricks:
        won[w] += 1
    if won[dealer] == 0:
        raise Ambiguous("dealer took no trick")
    piles, matto = piles_from_tricks(tricks, lambda s: s % 2, 2)
    piles[dealer % 2] += discard
    assert sum(len(p) for p in piles) == 62
    after = [made(combos(p)) for p in piles]
    cp = [card_points(p) for p in piles]
    last = [0, 0]
    last[tricks[-1][1] % 2] = 6
    score = [decl_team[t] + after[t] + cp[t] + last[t] for t in (0, 1)]
    assert cp[0] + cp[1] + 6 == 93
    rec = {
        "dealer": dealer,
        "hands": full if not opts.get("talon_form") else [list(h) for h in hands],
        "events": [],
    }
    ev = rec["events"]
    if opts.get("talon_form"):
        rec["talon"] = widow
        ev.append({"type": "take", "seat": dealer, "cards": widow})
    ev.append({"type": "discard", "seat": dealer, "cards": discard})
    decl_index = {}
    for k in range(4):
        s = (eldest + k) % 4
        decl_index[s] = len(ev)
        ev.append({"type": "declare", "seat": s, "items": decl_items[s]})
    first_play = len(ev)
    for s, c in plays:
        ev.append({"type": "play", "seat": s, "card": c})
    fig = {
        "dealer": dealer,
        "decl": decl_team,
        "decl_items": {s: decl_items[s] for s in range(4)},
        "after": after,
        "after_items": [combos(p) for p in piles],
        "card_points": cp,
        "last": last,
        "score": score,
        "tricks_won": won,
        "matto": matto,
        "first_play": first_play,
        "decl_index": decl_index,
        "revoke": revoke and (first_play + revoke[0], revoke[1], revoke[2], revoke[3], revoke[4]),
        "hands": play_hands,
    }
    return rec, fig


def write_scores(ev, fig, totals, breakdown, score_override=None, total_override=None):
    """Appends the sheet's lines; returns the totals as the sheet writes them."""
    idx = {}
    sc = list(fig["score"]) if score_override is None else list(score_override)
    for t in (0, 1):
        party = f"team{t}"
        if breakdown:
            parts = [
                ("declarations", fig["decl"][t]),
                ("combinations", fig["after"][t]),
                ("card_points", fig["card_points"][t]),
                ("last_trick", fig["last"][t]),
            ]
            diff = sc[t] - fig["score"][t]
            if diff:
                parts[2] = ("card_points", parts[2][1] + diff)
            idx[t] = []
            for reason, p in parts:
                idx[t].append(len(ev))
                ev.append({"type": "score", "party": party, "points": p, "reason": reason})
        else:
            idx[t] = [len(ev)]
            ev.append({"type": "score", "party": party, "points": sc[t]})
    new = [totals[t] + sc[t] for t in (0, 1)]
    written = list(new) if total_override is None else list(total_override)
    tidx = {}
    for t in (0, 1):
        tidx[t] = len(ev)
        ev.append({"type": "total", "party": f"team{t}", "points": written[t]})
    return written, idx, tidx


def ottocento_session(
    seed, first_dealer=3, breakdown=False, plan=None, max_tries=4000, need=None, talon_form=False
):
    """plan: {deal_no_from_end_or_abs: opts}; need: predicate on the figures list."""
    plan = plan or {}
    for attempt in range(max_tries):
        rng = random.Random(seed * 100003 + attempt)
        try:
            totals = [0, 0]
            true_totals = [0, 0]
            deals, figs = [], []
            dealer = first_dealer
            k = 0
            while True:
                opts = dict(plan.get(k, {}))
                if talon_form:
                    opts["talon_form"] = True
                for sub in range(60):
                    try:
                        rec, fig = ottocento_deal(rng, dealer, true_totals, opts)
                        break
                    except Ambiguous:
                        continue
                else:
                    raise Ambiguous("deal")
                fig["true_before"] = list(true_totals)
                fig["sheet_before"] = list(totals)
                over = opts.get("score_override")
                sc_override = over(fig) if over else None
                tot_over = opts.get("total_override")
                t_override = tot_over(fig, totals, sc_override) if tot_over else None
                written, sidx, tidx = write_scores(
                    rec["events"], fig, totals, breakdown, sc_override, t_override
                )
                fig["score_idx"], fig["total_idx"] = sidx, tidx
                fig["sheet_score"] = sc_override or fig["score"]
                fig["sheet_total"] = written
                true_totals = [true_totals[t] + fig["score"][t] for t in (0, 1)]
                fig["true_total"] = list(true_totals)
                totals = written
                deals.append(rec)
                figs.append(fig)
                k += 1
                dealer = (dealer + 1) % 4
                stop_at = opts.get("stop")
                if stop_at or max(true_totals) >= 800:
                    break
                if k > 12:
                    raise Ambiguous("too long")
            # the plan's late faults are keyed by deal index; the session must be long enough
            if plan and max(plan) >= len(deals):
                raise Ambiguous("session too short for the plan")
            if any(p.get("last_only") and i != len(deals) - 1 for i, p in plan.items()):
                raise Ambiguous("fault not in last deal")
            if need and not need(figs):
                raise Ambiguous("need")
            return deals, figs, attempt
        except Ambiguous:
            continue
    raise RuntimeError(f"no session for seed {seed}")


# ----------------------------------------------------------------- Terziglio
def round_gp(p):
    r = p % 50
    base = p - r
    if 50 - r < 5:
        base += 50
    return base // 50


def terziglio_deal(rng, dealer, opts):
    eldest = (dealer + 1) % 3
    cards = deal_cards(rng, [18, 18, 18, 8])
    hands, widow = cards[:3], cards[3]
    # auction: each once from eldest; a strong hand bids
    strength = [sum(1 for c in h if suit_of(c) == "T") + sum(points(c) for c in h) / 10 for h in hands]
    want = opts.get("contract", "gioco")
    order = [(eldest + k) % 3 for k in range(3)]
    declarer = max(order, key=lambda s: strength[s])
    bids = []
    cur = None
    for s in order:
        if s == declarer:
            bids.append((s, want))
            cur = want
        else:
            bids.append((s, "pass"))
    play_hands = [list(h) for h in hands]
    take, disc = [], []
    if want == "gioco":
        n = rng.choice([1, 2, 3])
        take = rng.sample(widow, n)
        play_hands[declarer] += take
        cand = [c for c in play_hands[declarer] if c in PIPS_NEUTRAL and c not in take]
        if len(cand) < n:
            raise Ambiguous("no neutral discard")
        disc = rng.sample(cand, n)
        for c in disc:
            play_hands[declarer].remove(c)
        rest = [c for c in widow if c not in take] + disc
    else:
        rest = list(widow)
    decl_items = {s: combos(play_hands[s]) for s in order}
    side = lambda s: 0 if s == declarer else 1  # noqa: E731
    decl = [0, 0]
    for s in order:
        decl[side(s)] += made(decl_items[s])
    opp = [s for s in order if s != declarer]
    both = decl_items[opp[0]] + decl_items[opp[1]]
    if made_points(both, "per_kind") != decl[1] and (
        sum(1 for i in both if i["kind"] == "cricca") >= 3
        or sum(1 for i in both if i["kind"] == "sequence") >= 3
    ):
        raise Ambiguous("team vs player doubling")
    plays, tricks, revoke = play_out(rng, play_hands, eldest, 3, opts.get("revoke_at"))
    won = [0, 0]
    for _, w in tricks:
        won[side(w)] += 1
    piles, matto = piles_from_tricks(tricks, side, 2)
    if want == "gioco":
        if won[0] == 0:
            raise Ambiguous("declarer no trick")
        wpile = 0
    else:
        wpile = side(tricks[-1][1])
    a_with = [list(piles[0]), list(piles[1])]
    a_with[wpile] += rest
    if len(a_with[0]) % 2:
        raise Ambiguous("odd pile")
    after_with = [made(combos(p)) for p in a_with]
    after_without = [made(combos(p)) for p in piles]
    if after_with != after_without:
        raise Ambiguous("widow in combinations")
    cp = [card_points(p) for p in a_with]
    last = [0, 0]
    last[side(tricks[-1][1])] = 6
    pts = [decl[i] + after_with[i] + cp[i] + last[i] for i in (0, 1)]
    assert cp[0] + cp[1] == 87
    if won[1] == 0 or won[0] == 0:
        gp = 40
        win_side = 0 if won[1] == 0 else 1
        if want == "solo" and opts.get("solo_doubles_all"):
            gp = 80
    else:
        win_side = 0 if pts[0] > pts[1] else 1
        gp = round_gp(pts[win_side]) * (2 if want == "solo" else 1)
    seat_gp = [0, 0, 0]
    for s in order:
        if side(s) == win_side:
            seat_gp[s] = gp
    rec = {"dealer": dealer, "hands": [list(h) for h in hands], "talon": widow, "events": []}
    ev = rec["events"]
    for s, b in bids:
        ev.append({"type": "bid", "seat": s, "bid": b})
    if want == "gioco":
        ev.append({"type": "take", "seat": declarer, "cards": take})
        ev.append({"type": "discard", "seat": declarer, "cards": disc})
    decl_index = {}
    for s in order:
        decl_index[s] = len(ev)
        ev.append({"type": "declare", "seat": s, "items": decl_items[s]})
    fp = len(ev)
    for s, c in plays:
        ev.append({"type": "play", "seat": s, "card": c})
    fig = {
        "dealer": dealer,
        "declarer": declarer,
        "contract": want,
        "decl": decl,
        "after": after_with,
        "card_points": cp,
        "last": last,
        "points": pts,
        "win_side": win_side,
        "gp": gp,
        "seat_gp": seat_gp,
        "tricks": won,
        "first_play": fp,
        "decl_index": decl_index,
        "revoke": revoke and (fp + revoke[0], revoke[1], revoke[2], revoke[3], revoke[4]),
        "matto": matto,
    }
    return rec, fig


def terziglio_session(seed, ndeals, first_dealer=0, plan=None, need=None, max_tries=3000):
    plan = plan or {}
    for attempt in range(max_tries):
        rng = random.Random(seed * 7919 + attempt)
        try:
            deals, figs = [], []
            totals = [0, 0, 0]
            dealer = first_dealer
            for k in range(ndeals):
                opts = plan.get(k, {})
                for sub in range(400):
                    try:
                        rec, fig = terziglio_deal(rng, dealer, opts)
                    except Ambiguous:
                        continue
                    if opts.get("need") and not opts["need"](fig):
                        continue
                    if opts.get("revoke_at") and fig["revoke"][1] == fig["declarer"]:
                        continue
                    break
                else:
                    raise Ambiguous("deal")
                ev = rec["events"]
                sheet = list(fig["seat_gp"])
                if opts.get("score_override"):
                    sheet = opts["score_override"](fig)
                fig["score_idx"] = {}
                for s in range(3):
                    fig["score_idx"][s] = len(ev)
                    ev.append({"type": "score", "party": s, "points": sheet[s], "reason": "game_points"})
                new = [totals[s] + sheet[s] for s in range(3)]
                if opts.get("total_override"):
                    new = opts["total_override"](fig, totals, sheet)
                fig["total_idx"] = {}
                for s in range(3):
                    fig["total_idx"][s] = len(ev)
                    ev.append({"type": "total", "party": s, "points": new[s]})
                fig["sheet_score"], fig["sheet_total"] = sheet, new
                totals = new
                deals.append(rec)
                figs.append(fig)
                dealer = (dealer + 1) % 3
            if need and not need(figs):
                raise Ambiguous("need")
            return deals, figs, attempt
        except Ambiguous:
            continue
    raise RuntimeError(f"no terziglio session for seed {seed}")


# ----------------------------------------------------------------- files
O_PLAYERS = ["Alberto", "Beatrice", "Cesare", "Donatella"]
T_PLAYERS = ["Enrico", "Fiorella", "Gino"]


def dump(name, game, players, deals, rules=None, meta=None):
    doc = {"format": "trick-transcript/1", "game": game}
    if rules:
        doc["rules"] = rules
    doc["players"] = players
    doc["meta"] = meta or {}
    doc["deals"] = deals
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
        f.write("\n")


FIG = []
T0 = __import__("time").time()


def note(name, text):
    import time

    print(name, round(time.time() - T0, 1), flush=True)
    FIG.append(f"## {name}\n{text}\n")


def o_summary(figs):
    lines = []
    for i, f in enumerate(figs):
        lines.append(
            f"deal {i} dealer {f['dealer']}: decl {f['decl']} after {f['after']} cards {f['card_points']} "
            f"last {f['last']} = score {f['score']} (sheet {f['sheet_score']}); total rules {f['true_total']} "
            f"sheet {f['sheet_total']}; score lines {f['score_idx']} total lines {f['total_idx']}"
        )
        for s, it in f["decl_items"].items():
            if it:
                lines.append(f"    seat {s} declares (event {f['decl_index'][s]}): {json.dumps(it)}")
        lines.append(f"    after-play items team0 {json.dumps(f['after_items'][0])}")
        lines.append(f"    after-play items team1 {json.dumps(f['after_items'][1])}")
    return "\n".join(lines)


def t_summary(figs):
    lines = []
    for i, f in enumerate(figs):
        lines.append(
            f"deal {i} dealer {f['dealer']} declarer {f['declarer']} {f['contract']}: decl {f['decl']} "
            f"after {f['after']} cards {f['card_points']} last {f['last']} = points [decl side, opp] {f['points']} "
            f"tricks {f['tricks']} winner side {f['win_side']} gp {f['gp']} seat gp {f['seat_gp']} "
            f"(sheet {f['sheet_score']}) totals sheet {f['sheet_total']}; score lines {f['score_idx']} total lines {f['total_idx']}"
        )
    return "\n".join(lines)


def main():
    # o01: a whole session, one line a team a deal, clean
    d, f, a = ottocento_session(1)
    dump(
        "o01-session-clean.json",
        "tarocchini-ottocento",
        O_PLAYERS,
        d,
        meta={"event": "Circolo del Tarocchino, serata"},
    )
    note("o01-session-clean.json", o_summary(f))

    # o02: breakdown lines, one player declares less than he holds (legal), clean
    def less(items):
        # drop a sequence or lower a 4-cricca to 3 if possible
        out = []
        done = False
        for it in items:
            if not done and it["kind"] == "cricca" and it["count"] == 4:
                out.append(dict(it, count=3))
                done = True
            elif not done and it["kind"] == "sequence" and it["length"] > 3:
                out.append(dict(it, length=it["length"] - 1))
                done = True
            else:
                out.append(it)
        if not done:
            raise Ambiguous("nothing to declare less")
        return out

    d, f, a = ottocento_session(2, first_dealer=0, breakdown=True, plan={1: {"declare_less": (2, less)}})
    dump("o02-breakdown-declare-less-clean.json", "tarocchini-ottocento", O_PLAYERS, d)
    note("o02-breakdown-declare-less-clean.json", o_summary(f))

    # o03: revoke in the last deal
    # simpler: plan the revoke on a seat in trick 9 of deal k; need the session to end at deal k
    d, f = None, None
    for k in (3, 2, 4):
        for seat in range(4):
            try:
                d, f, a = ottocento_session(
                    30 + k * 4 + seat, plan={k: {"revoke_at": (9, seat), "last_only": True}}, max_tries=600
                )
                break
            except RuntimeError:
                continue
        if d:
            break
    dump("o03-revoke-last-deal.json", "tarocchini-ottocento", O_PLAYERS, d)
    note("o03-revoke-last-deal.json", o_summary(f) + f"\nREVOKE deal {len(d) - 1}: {f[-1]['revoke']}")

    # o04: false declaration late (a Moretti sequence not held), sheet counts it
    def false_moretti(k):
        def fn(items):
            return items + [{"kind": "sequence", "of": "moretti", "length": 3}]

        return fn

    # choose a seat with < 2 Moretti and no chance of a valid 3-Moretti sequence
    d = None
    for seed in range(40, 80):
        try:
            dd, ff, a = ottocento_session(seed, first_dealer=1)
        except RuntimeError:
            continue
        n = len(dd)
        if n < 4:
            continue
        k = n - 2  # the penultimate deal
        fig = ff[k]
        for s in range(4):
            h = set(fig["hands"][s])
            m = sum(1 for c in ("T1", "T2", "T3", "T4") if c in h)
            w = sum(1 for c in WILDS if c in h)
            if m + w < 2 and not fig["decl_items"][s] and fig["true_total"][s % 2] + 10 < 800:
                d, f, false_seat, kk = dd, ff, s, k
                break
        if d:
            break
    # rewrite deal kk: add the item and raise the team's score lines and all later totals
    ev = d[kk]["events"]
    ie = f[kk]["decl_index"][false_seat]
    ev[ie]["items"] = [{"kind": "sequence", "of": "moretti", "length": 3}]
    team = false_seat % 2
    for i in range(kk, len(d)):
        for e in d[i]["events"]:
            if e["type"] == "score" and e["party"] == f"team{team}" and i == kk:
                e["points"] += 10
            if e["type"] == "total" and e["party"] == f"team{team}":
                e["points"] += 10
    dump("o04-false-declaration.json", "tarocchini-ottocento", O_PLAYERS, d)
    note(
        "o04-false-declaration.json",
        o_summary(f)
        + f"\nFALSE DECLARATION: deal {kk} event {ie} seat {false_seat} declares moretti 3 holding "
        f"{sorted(c for c in f[kk]['hands'][false_seat] if c in ('T1', 'T2', 'T3', 'T4', 'T0', 'MATTO'))}; "
        f"sheet team{team} score {f[kk]['score'][team] + 10} (rules {f[kk]['score'][team]}); later totals +10",
    )

    # o05: four kings declared holding three, penultimate or last deal; sheet counts 34
    d = None
    for seed in range(80, 200):
        try:
            dd, ff, a = ottocento_session(seed, first_dealer=2)
        except RuntimeError:
            continue
        n = len(dd)
        if n < 4:
            continue
        for k in (n - 1, n - 2):
            fig = ff[k]
            for s in range(4):
                its = fig["decl_items"][s]
                kc = [i for i in its if i["kind"] == "cricca" and i["of"] == "kings" and i["count"] == 3]
                ncr = sum(1 for i in its if i["kind"] == "cricca")
                if kc and ncr <= 1 and (k == n - 1 or fig["true_total"][s % 2] + 17 < 800):
                    d, f, seat, kk = dd, ff, s, k
                    break
            if d:
                break
        if d:
            break
    ev = d[kk]["events"]
    ie = f[kk]["decl_index"][seat]
    for it in ev[ie]["items"]:
        if it["kind"] == "cricca" and it["of"] == "kings":
            it["count"] = 4
    team = seat % 2
    for i in range(kk, len(d)):
        for e in d[i]["events"]:
            if e["type"] == "score" and e["party"] == f"team{team}" and i == kk:
                e["points"] += 17
            if e["type"] == "total" and e["party"] == f"team{team}":
                e["points"] += 17
    dump("o05-four-kings-holding-three.json", "tarocchini-ottocento", O_PLAYERS, d)
    note(
        "o05-four-kings-holding-three.json",
        o_summary(f) + f"\nOVER-DECLARED: deal {kk} event {ie} seat {seat} declares kings count 4 holding "
        f"{sorted(c for c in f[kk]['hands'][seat] if c[0] == 'K')}; sheet team{team} score {f[kk]['score'][team] + 17} "
        f"(rules {f[kk]['score'][team]}); totals from deal {kk} on +17",
    )

    # o06: wrong deal score in the last deal (card points counted without the pair deduction for
    # one pair: +1), totals follow the sheet
    def sc_over(fig):
        s = list(fig["score"])
        s[1] += 1
        return s

    for seed in range(300, 400):
        try:
            d, f, a = ottocento_session(
                seed,
                first_dealer=3,
                breakdown=True,
                plan={3: {"score_override": sc_over, "last_only": True}},
                max_tries=300,
            )
            break
        except RuntimeError:
            continue
    dump("o06-wrong-deal-score-last.json", "tarocchini-ottocento", O_PLAYERS, d)
    note("o06-wrong-deal-score-last.json", o_summary(f) + "\nWRONG SCORE: last deal team1 card_points +1")

    # o07: running total slip (+10 for team0) in the penultimate deal; later total continues from it
    def tot_over(fig, totals, sc):
        s = sc or fig["score"]
        return [totals[0] + s[0] + 10, totals[1] + s[1]]

    for seed in range(400, 500):
        try:
            d, f, a = ottocento_session(
                seed,
                first_dealer=0,
                plan={2: {"total_override": tot_over}},
                need=lambda figs: len(figs) == 4 and figs[2]["true_total"][0] + 10 < 800,
                max_tries=300,
            )
            break
        except RuntimeError:
            continue
    dump("o07-wrong-running-total.json", "tarocchini-ottocento", O_PLAYERS, d)
    note(
        "o07-wrong-running-total.json",
        o_summary(f) + "\nWRONG TOTAL: deal 2 team0 total +10; deal 3 continues from it",
    )

    # o08: both teams pass 800 in the last deal (the higher wins), clean
    def both800(figs):
        return min(figs[-1]["true_total"]) >= 800

    for seed in range(500, 900):
        try:
            d, f, a = ottocento_session(seed, first_dealer=1, need=both800, max_tries=60)
            break
        except RuntimeError:
            continue
    dump("o08-both-pass-800-clean.json", "tarocchini-ottocento", O_PLAYERS, d)
    note("o08-both-pass-800-clean.json", o_summary(f))

    # o09: the last total is written over 800 by an addition slip while the true total stays under it;
    # the record ends there.  Talon form for the dealer's two cards.
    d = None
    for seed in range(900, 1300):
        try:
            dd, ff, a = ottocento_session(seed, first_dealer=2, talon_form=True, max_tries=40)
        except RuntimeError:
            continue
        # cut the session at the deal before the one that reaches 800, if some team is within 30 of 800
        for k in range(len(dd) - 1):
            tt = ff[k]["true_total"]
            lead = max(0, 1, key=lambda t: tt[t])
            if 720 <= tt[lead] < 800:
                d, f, kk, lead_team = dd[: k + 1], ff[: k + 1], k, lead
                break
        if d:
            break
    gap = 800 - f[kk]["true_total"][lead_team]
    slip = gap + 10  # written 10 over 800
    ti = f[kk]["total_idx"][lead_team]
    d[kk]["events"][ti]["points"] += slip
    dump("o09-false-800-total.json", "tarocchini-ottocento", O_PLAYERS, d)
    note(
        "o09-false-800-total.json",
        o_summary(f)
        + f"\nWRONG TOTAL: deal {kk} event {ti} team{lead_team} written {f[kk]['true_total'][lead_team] + slip} "
        f"(rules {f[kk]['true_total'][lead_team]}); the record ends there (session not over by the rules)",
    )

    # o10: two faults: a revoke in the penultimate deal and a running-total slip in the last deal
    def tot_over2(fig, totals, sc):
        s = sc or fig["score"]
        return [totals[0] + s[0], totals[1] + s[1] - 20]

    d = None
    for seed in range(1300, 1500):
        for seat in range(4):
            try:
                d, f, a = ottocento_session(
                    seed,
                    first_dealer=3,
                    plan={2: {"revoke_at": (6, seat)}, 3: {"total_override": tot_over2, "last_only": True}},
                    max_tries=100,
                )
                break
            except RuntimeError:
                continue
        if d:
            break
    dump("o10-revoke-and-total.json", "tarocchini-ottocento", O_PLAYERS, d)
    note(
        "o10-revoke-and-total.json",
        o_summary(f) + f"\nREVOKE deal 2: {f[2]['revoke']}\nWRONG TOTAL deal 3 team1 -20",
    )

    # ---------------- Terziglio
    d, f, a = terziglio_session(1, 6, plan={2: {"contract": "solo"}, 4: {"contract": "solo"}})
    dump("t01-session-clean.json", "tarocchini-terziglio", T_PLAYERS, d)
    note("t01-session-clean.json", t_summary(f))

    # t02: wrong game points: the winners' points 46..49 past a multiple of 50, written rounded down
    def near(fig):
        return fig["points"][fig["win_side"]] % 50 >= 46 and fig["tricks"][0] and fig["tricks"][1]

    def sc_down(fig):
        g = fig["gp"] - (2 if fig["contract"] == "solo" else 1)
        return [g if x else 0 for x in fig["seat_gp"]]

    d = None
    for seed in range(2, 400):
        try:
            d, f, a = terziglio_session(
                seed, 4, first_dealer=1, plan={3: {"need": near, "score_override": sc_down}}, max_tries=40
            )
            break
        except RuntimeError:
            continue
    dump("t02-rounding-up-missed.json", "tarocchini-terziglio", T_PLAYERS, d)
    note(
        "t02-rounding-up-missed.json",
        t_summary(f) + "\nWRONG SCORE: deal 3 winners' game points rounded down (should be up)",
    )

    # t03: revoke in the last deal by a defender
    d = None
    for seed in range(400, 700):
        for seat in range(3):
            try:
                d, f, a = terziglio_session(
                    seed, 5, first_dealer=2, plan={4: {"revoke_at": (8, seat)}}, max_tries=20
                )
                break
            except RuntimeError:
                continue
        if d:
            break
    dump("t03-revoke-last-deal.json", "tarocchini-terziglio", T_PLAYERS, d)
    note("t03-revoke-last-deal.json", t_summary(f) + f"\nREVOKE deal 4: {f[4]['revoke']}")

    # t04: a solo; running total slip in the last deal
    def tot_t(fig, totals, sheet):
        new = [totals[s] + sheet[s] for s in range(3)]
        w = [s for s in range(3) if sheet[s]][0]
        new[w] += 1
        return new

    d = None
    for seed in range(700, 1000):
        try:
            d, f, a = terziglio_session(
                seed,
                3,
                first_dealer=0,
                plan={1: {"contract": "solo"}, 2: {"total_override": tot_t}},
                max_tries=20,
            )
            break
        except RuntimeError:
            continue
    dump("t04-wrong-total.json", "tarocchini-terziglio", T_PLAYERS, d)
    note("t04-wrong-total.json", t_summary(f) + "\nWRONG TOTAL: deal 2, the first winning seat's total +1")

    with open(os.path.join(HERE, "_figures.txt"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(FIG))


if __name__ == "__main__":
    main()
