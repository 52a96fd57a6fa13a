"""Blind generator for the tarocchini-combination-edges audit round.

Written from the Russian source (/work/shared/seeds/004_c8bdb85b1ac896b0.txt) alone: it deals,
plays legal deals (follow suit, else trump, else anything; the Matto at any time), scores them
itself under the source's rules and under every alternative reading the source leaves open, and
writes score sheets.  It never imports the engine.

    python _gen.py            # writes NN-*.json beside this file and prints a figures digest

Readings (P = the one a careful table is expected to use; the others are listed in EXPECTED.md):
  gap            hybrid (P): the source's minimum is a set ("Король и как минимум две фигурные
                 карты", "Ангел и как минимум двое из трех следующих гранд": any two of Q N J / of
                 19 18 17, one may be a contatore, a missing one is no break), and its "additional
                 cards" (the Ace; "последовательные пронумерованные козыри" 16, 15, ...) extend only
                 a complete top (K Q N J / Angel 19 18 17, each real or filled) and run on
                 consecutively, a missing card filled by a contatore or ending the sequence.
                 run: everything consecutive from the King / Angel (a gap among the courts or
                 grande ends it too).  set: everything unordered (courts, grande and Ace; the
                 numbered trumps run from 16 whatever the grande: Pisarri's count).
  end            True (P): a contatore may stand for the card after the last real one
                 (the source's own minimum "King + two court cards, one may be a joker" ends in one).
  suit_consec    False (P): the ban on two contatori in a row is written "Для козырей" only.
  dscope         group (P): three or more cricche double the cricche, three or more sequences
                 double the sequences; all: either doubles every combination point.
  dplayer        True (P): "made at once" = one player's declaration; False: a partnership's.
  matto_last     owner (P): the Matto always goes back to its player's pile; winner: French-tarot
                 custom, a Matto in the last trick is lost to the trick's winner.
  odd            half (P) / ceil / floor: a pile with an odd number of cards (Terziglio only).
  discard_combo  True (P): the dealer's (declarer's) laid-away cards are in his pile for
                 combinations too; False: for card points only.
"""

from __future__ import annotations

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

SUITS = "SBCD"
LONG = "SB"
SUIT_ORDER = {
    "S": ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"],
    "B": ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"],
    "C": ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"],
    "D": ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"],
}
DECK = [r + s for s in SUITS for r in SUIT_ORDER[s]] + ["T%d" % i for i in range(21)] + ["MATTO"]
assert len(DECK) == 62
CONT = ("MATTO", "T0")
MORETTI = ("T1", "T2", "T3", "T4")
ACES = ("1S", "1B", "1C", "1D")
FIVE = {"T20", "T19", "T0", "MATTO", "KS", "KB", "KC", "KD"}

CRICCA_KINDS = {
    "tarocchi": (("T20", "T19", "T0", "MATTO"), 18, 36),
    "kings": (("KS", "KB", "KC", "KD"), 17, 34),
    "queens": (("QS", "QB", "QC", "QD"), 14, 28),
    "knights": (("NS", "NB", "NC", "ND"), 13, 26),
    "jacks": (("JS", "JB", "JC", "JD"), 12, 24),
}

P = dict(
    gap="hybrid",
    end=True,
    suit_consec=False,
    dscope="group",
    dplayer=True,
    matto_last="owner",
    odd="half",
    discard_combo=True,
)
ALTS = {
    "gap_run": dict(gap="run"),
    "gap_set": dict(gap="set"),
    "suit_consec": dict(suit_consec=True),
    "no_end": dict(end=False),
    "dscope_all": dict(dscope="all"),
    "dteam": dict(dplayer=False),
    "matto_last_winner": dict(matto_last="winner"),
    "odd_ceil": dict(odd="ceil"),
    "odd_floor": dict(odd="floor"),
    "discard_nocombo": dict(discard_combo=False),
}


def rd(**kw):
    r = dict(P)
    r.update(kw)
    return r


def value(c):
    if c in FIVE:
        return 5
    if c.startswith("T"):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def suit_of(c):
    if c == "MATTO":
        return "M"
    if c.startswith("T"):
        return "T"
    return c[-1]


def trump_rank(c):
    n = int(c[1:])
    if 1 <= n <= 4:
        return 1
    return n


# ------------------------------------------------------------------ play


def legal(hand, trick):
    if not trick:
        return list(hand)
    led = None
    for _, c in trick:
        if c != "MATTO":
            led = suit_of(c)
            break
    if led is None:
        return list(hand)
    same = [c for c in hand if suit_of(c) == led]
    if same:
        return same + [c for c in hand if c == "MATTO"]
    tr = [c for c in hand if suit_of(c) == "T"]
    if tr:
        return tr + [c for c in hand if c == "MATTO"]
    return list(hand)


def winner(trick, moretti_tie="last_played"):
    """trick: list of (seat, card). Moretti: the last played is highest (source)."""
    cards = [(s, c) for s, c in trick if c != "MATTO"]
    led = suit_of(cards[0][1])
    best = None
    for s, c in cards:
        if suit_of(c) == "T":
            key = (2, trump_rank(c))
        elif suit_of(c) == led:
            key = (1, -SUIT_ORDER[led].index(c[:-1]))
        else:
            continue
        if best is None or key > best[0] or (key == best[0] and key == (2, 1) and moretti_tie == "last_played"):
            best = (key, s)
    return best[1]


def playout(hands, leader, rng, n, avoid_matto_lead=True, matto_last=None):
    """Random legal play. matto_last: seat that must keep the Matto for the last trick."""
    hands = [list(h) for h in hands]
    plays, tricks = [], []
    ntr = len(hands[leader])
    for t in range(ntr):
        trick = []
        for k in range(n):
            s = (leader + k) % n
            opts = legal(hands[s], trick)
            if avoid_matto_lead and not trick and len(opts) > 1:
                opts = [c for c in opts if c != "MATTO"] or opts
            if matto_last is not None and s == matto_last and t < ntr - 1 and len(opts) > 1:
                opts = [c for c in opts if c != "MATTO"] or opts
            c = rng.choice(opts)
            if not trick and c == "MATTO":
                return None
            hands[s].remove(c)
            trick.append((s, c))
            plays.append((s, c))
        w = winner(trick)
        tricks.append((trick, w))
        leader = w
    return plays, tricks


# ------------------------------------------------------------------ combinations


def cricche(cards):
    out = []
    for kind, (members, v3, v4) in CRICCA_KINDS.items():
        k = sum(1 for m in members if m in cards)
        if k >= 3:
            out.append(("cricca", kind, k, v4 if k == 4 else v3))
    return out


def seq_points(length):
    return 10 + 5 * (length - 3)


def trump_seq(cards, r):
    if "T20" not in cards:
        return 0
    c = sum(1 for x in CONT if x in cards)
    numbered = ["T%d" % i for i in range(16, 4, -1)]
    if r["gap"] in ("hybrid", "set"):
        g = sum(1 for x in ("T19", "T18", "T17") if x in cards)
        if g < 1:
            return 0
        best = 0
        for fg in range(0, min(c, 3 - g) + 1):
            if g + fg < 2:
                continue
            left = c - fg
            n, prev_fill, trail = 0, False, 0
            # hybrid: the numbered trumps extend only a complete grande (Angel, 19, 18, 17 each
            # real or filled); set: they run from 16 whatever the grande (Pisarri's count).
            if r["gap"] == "set" or g + fg == 3:
                for i, slot in enumerate(numbered):
                    if slot in cards:
                        n += 1
                        prev_fill = False
                        trail = 0
                    elif left > 0 and (not prev_fill or not r.get("ban", True)):
                        # a fill at 16 after a filled grande is the source's one exception
                        left -= 1
                        n += 1
                        prev_fill = True
                        trail += 1
                    else:
                        break
            if not r["end"]:
                n -= trail
            best = max(best, 1 + g + fg + n)
        return best if best >= 3 else 0
    # strict run
    slots = ["T19", "T18", "T17"] + numbered
    n, left, prev_fill, trail = 1, c, False, 0
    fills = []
    for slot in slots:
        if slot in cards:
            n += 1
            prev_fill = False
            trail = 0
        elif left > 0 and (not prev_fill or not r.get("ban", True) or (slot == "T16" and fills and fills[-1] == "T17")):
            left -= 1
            n += 1
            prev_fill = True
            trail += 1
            fills.append(slot)
        else:
            break
    if not r["end"]:
        n -= trail
    first = [s for s in ("T19", "T18") if s in cards]
    if n < 3 or not first:
        return 0
    return n


def suit_seq(cards, suit, r):
    if "K" + suit not in cards:
        return 0
    c = sum(1 for x in CONT if x in cards)
    courts = ["Q" + suit, "N" + suit, "J" + suit]
    ace = "1" + suit
    if r["gap"] in ("hybrid", "set"):
        real = sum(1 for x in courts if x in cards)
        missing = [i for i, x in enumerate(courts) if x not in cards]
        fills = min(c, len(missing))
        if r["suit_consec"] and fills == 2 and missing[1] - missing[0] == 1:
            fills = 1
        if real < 1 or real + fills < 2:
            return 0
        n = 1 + real + fills
        left = c - fills
        if r["gap"] == "set" or real + fills == 3:
            if ace in cards:
                n += 1
            elif left > 0 and not (r["suit_consec"] and "J" + suit not in cards):
                n += 1
        return n
    n, left, prev_fill = 1, c, False
    court_real = court_cov = 0
    for i, slot in enumerate(courts + [ace]):
        if slot in cards:
            n += 1
            prev_fill = False
            if i < 3:
                court_real += 1
                court_cov += 1
        elif left > 0 and not (r["suit_consec"] and prev_fill):
            left -= 1
            n += 1
            prev_fill = True
            if i < 3:
                court_cov += 1
        else:
            break
    if court_real < 1 or court_cov < 2:
        return 0
    return n


def set_seq(cards, members):
    m = sum(1 for x in members if x in cards)
    c = sum(1 for x in CONT if x in cards)
    if m < 2:
        return 0
    n = m + c
    n = min(n, 6)
    return n if n >= 3 else 0


def max_combos(cards, r):
    """All combinations a set of cards holds, each at its maximum (contatori reusable)."""
    cards = set(cards)
    items = []
    for _, kind, k, v in cricche(cards):
        items.append({"kind": "cricca", "of": kind, "count": k})
    t = trump_seq(cards, r)
    if t:
        items.append({"kind": "sequence", "of": "trumps", "length": t})
    for s in SUITS:
        n = suit_seq(cards, s, r)
        if n:
            items.append({"kind": "sequence", "of": "suit", "suit": s, "length": n})
    n = set_seq(cards, MORETTI)
    if n:
        items.append({"kind": "sequence", "of": "moretti", "length": n})
    n = set_seq(cards, ACES)
    if n:
        items.append({"kind": "sequence", "of": "aces", "length": n})
    return items


def item_points(it):
    if it["kind"] == "cricca":
        _, v3, v4 = CRICCA_KINDS[it["of"]]
        return v4 if it["count"] == 4 else v3
    return seq_points(it["length"])


def group_points(items, r):
    cr = [item_points(i) for i in items if i["kind"] == "cricca"]
    sq = [item_points(i) for i in items if i["kind"] == "sequence"]
    a, b = sum(cr), sum(sq)
    if r["dscope"] == "group":
        return a * (2 if len(cr) >= 3 else 1) + b * (2 if len(sq) >= 3 else 1)
    return (a + b) * (2 if (len(cr) >= 3 or len(sq) >= 3) else 1)


def item_key(it):
    return (it["kind"], it["of"], it.get("suit"))


def item_size(it):
    return it.get("count", it.get("length"))


def safe_declaration(hand):
    """Each combination at the smallest maximum any reading allows (legal under all)."""
    per = [max_combos(hand, P)] + [max_combos(hand, rd(**a)) for a in ALTS.values()]
    keys = [set(item_key(i) for i in items) for items in per]
    common = set.intersection(*keys)
    out = []
    for it in per[0]:
        k = item_key(it)
        if k not in common:
            continue
        size = min(item_size(i) for items in per for i in items if item_key(i) == k)
        it = dict(it)
        it["count" if it["kind"] == "cricca" else "length"] = size
        out.append(it)
    return out


def decl_legal(hand, items, r):
    held = {item_key(i): item_size(i) for i in max_combos(hand, r)}
    return all(item_key(i) in held and item_size(i) <= held[item_key(i)] for i in items)


# ------------------------------------------------------------------ card points


def card_points(pile, r):
    tot = sum(value(c) for c in pile)
    n = len(pile)
    if n % 2 == 0:
        return tot - n // 2
    if r["odd"] == "half":
        return tot - n / 2
    if r["odd"] == "ceil":
        return tot - (n + 1) // 2
    return tot - n // 2


# ------------------------------------------------------------------ deal scoring


def side_piles(n, side_of, tricks, discards, discard_owner_seat, matto_owner, r, low_choice=None, widow_last=None):
    """Piles per side after the Matto's return / exchange and the discards' credit.

    side_of: seat -> side id.  discards go to the side of discard_owner_seat if that seat won a
    trick (Ottocento dealer_trick / Terziglio gioco), else to the other side; widow_last: cards
    that go to the winner of the last trick (Terziglio solo).
    Returns piles (trick cards + discards), combo piles (discards per discard_combo), the exchange
    record and the candidates for the low card.
    """
    sides = sorted(set(side_of))
    piles = {s: [] for s in sides}
    won = {s: 0 for s in range(n)}
    matto_trick_winner = None
    for i, (trick, w) in enumerate(tricks):
        won[w] += 1
        for s, c in trick:
            if c == "MATTO":
                matto_trick_winner = (w, i == len(tricks) - 1)
                continue
            piles[side_of[w]].append(c)
    info = {"exchange": None}
    cand = []
    if matto_trick_winner is not None:
        w, last = matto_trick_winner
        ms = side_of[matto_owner]
        side_won = any(won[s] for s in range(n) if side_of[s] == ms)
        if last and r["matto_last"] == "winner":
            piles[side_of[w]].append("MATTO")
            info["exchange"] = "lost_last"
        elif not side_won:
            piles[side_of[w]].append("MATTO")
            info["exchange"] = "no_trick"
        elif side_of[w] == ms:
            piles[ms].append("MATTO")
            info["exchange"] = "partner_or_self"
        else:
            piles[ms].append("MATTO")
            cand = sorted(set(c for c in piles[ms] if value(c) == 1 and c != "MATTO"), key=DECK.index)
            if not cand:
                info["exchange"] = "no_low_card"
            else:
                low = low_choice if low_choice is not None else cand[0]
                piles[ms].remove(low)
                piles[side_of[w]].append(low)
                info["exchange"] = ("gave", low, side_of[w])
    combo = {s: list(p) for s, p in piles.items()}
    if discards:
        ds = side_of[discard_owner_seat]
        to = ds if won[discard_owner_seat] > 0 else [s for s in sides if s != ds][0]
        piles[to] += discards
        if r["discard_combo"]:
            combo[to] += discards
        info["discards_to"] = to
    if widow_last:
        lw = side_of[tricks[-1][1]]
        piles[lw] += widow_last
        if r["discard_combo"]:
            combo[lw] += widow_last
    return piles, combo, info, cand, won


def score_sides(n, side_of, decls, tricks, discards, discard_owner_seat, matto_owner, r, low_choice=None, widow_last=None):
    piles, combo, info, cand, won = side_piles(
        n, side_of, tricks, discards, discard_owner_seat, matto_owner, r, low_choice, widow_last
    )
    sides = sorted(piles)
    out = {}
    for sd in sides:
        seats = [s for s in range(n) if side_of[s] == sd]
        if r["dplayer"]:
            dp = sum(group_points(decls[s], r) for s in seats)
        else:
            dp = group_points([i for s in seats for i in decls[s]], r)
        citems = max_combos(combo[sd], r)
        cp = group_points(citems, r)
        kp = card_points(piles[sd], r)
        lt = 6 if side_of[tricks[-1][1]] == sd else 0
        out[sd] = {
            "declarations": dp,
            "combinations": cp,
            "card_points": kp,
            "last_trick": lt,
            "total": dp + cp + kp + lt,
            "combo_items": citems,
            "pile": len(piles[sd]),
        }
    return out, info, cand, won


def best_low(n, side_of, decls, tricks, discards, dseat, mowner, r, widow_last=None):
    """The careful giver gives the 1-point card that serves his side best (ties: first)."""
    res, info, cand, won = score_sides(n, side_of, decls, tricks, discards, dseat, mowner, r, None, widow_last)
    if not cand:
        return res, info, {}, won
    ms = side_of[mowner]
    variants = {}
    for c in cand:
        rs, inf, _, _ = score_sides(n, side_of, decls, tricks, discards, dseat, mowner, r, c, widow_last)
        variants[c] = (rs, inf)

    def margin(rs):
        return rs[ms]["total"] - sum(v["total"] for k, v in rs.items() if k != ms)

    pip = [c for c in cand if not c.startswith("T") and c[:-1] in ("6", "7", "8", "9", "10")]
    order = sorted(cand, key=lambda c: (-margin(variants[c][0]), 0 if c in pip else 1, DECK.index(c)))
    rs, inf = variants[order[0]]
    return rs, inf, {c: {k: v["total"] for k, v in variants[c][0].items()} for c in cand}, won


# ------------------------------------------------------------------ Ottocento


def deal_ottocento(rng, dealer, fixed=None):
    """fixed: {seat: [cards]} placed first. The dealer gets 17 cards (15 + the last two)."""
    fixed = fixed or {}
    rest = [c for c in DECK if not any(c in v for v in fixed.values())]
    rng.shuffle(rest)
    hands = []
    for s in range(4):
        need = 17 if s == dealer else 15
        h = list(fixed.get(s, []))
        while len(h) < need:
            h.append(rest.pop())
        rng.shuffle(h)
        hands.append(h)
    assert not rest
    return hands


def choose_discard(hand, rng, prefer=None):
    if prefer:
        return list(prefer)
    ok = [c for c in hand if c not in FIVE]
    pips = [c for c in ok if not c.startswith("T") and c[:-1] in ("6", "7", "8", "9", "10")]
    pool = pips if len(pips) >= 2 else ok
    return rng.sample(pool, 2)


class Deal:
    pass


def sim_ottocento(rng, dealer, fixed=None, discard=None, decl_mode=None, matto_last=False, tries=6000, pred=None,
                  rules=None, pre=None, allow=(), hand_ok=None, cap=None):
    """Search for a deal whose play satisfies pred(deal). decl_mode: {seat: 'primary'|'safe'|list}."""
    rules = rules or {}
    decl_mode = decl_mode or {}
    for _ in range(tries):
        hands = deal_ottocento(rng, dealer, fixed)
        if hand_ok is not None and not hand_ok(hands):
            continue
        disc = choose_discard(hands[dealer], rng, discard)
        if any(c not in hands[dealer] for c in disc):
            continue
        play_hands = [list(h) for h in hands]
        for c in disc:
            play_hands[dealer].remove(c)
        decls = {}
        for s in range(4):
            m = decl_mode.get(s, "safe")
            if isinstance(m, list):
                decls[s] = m
            elif m == "primary":
                decls[s] = max_combos(play_hands[s], P)
            else:
                decls[s] = safe_declaration(play_hands[s])
        leader = (dealer + 1) % 4
        mowner = next(s for s in range(4) if "MATTO" in play_hands[s])
        res = playout(play_hands, leader, rng, 4, matto_last=mowner if matto_last else None)
        if res is None:
            continue
        plays, tricks = res
        d = Deal()
        d.game = "ottocento"
        d.dealer, d.hands, d.discard, d.decls, d.plays, d.tricks = dealer, hands, disc, decls, plays, tricks
        d.play_hands, d.mowner, d.rules = play_hands, mowner, rules
        d.side_of = [0, 1, 0, 1]
        if pre is not None and not pre(d):
            continue
        evaluate(d)
        if cap is not None and max(totals(d).values()) > cap:
            continue
        if allow is not None and not neutral(d, allow):
            continue
        if pred is None or pred(d):
            return d
    raise RuntimeError("no deal found")


def discard_seat(d, side_trick=False):
    """The seat whose taking a trick keeps the laid-away cards home."""
    if d.game == "terziglio":
        return d.declarer
    if side_trick:
        won = [0] * 4
        for _, w in d.tricks:
            won[w] += 1
        partner = (d.dealer + 2) % 4
        if won[d.dealer] == 0 and won[partner] > 0:
            return partner
    return d.dealer


def evaluate(d):
    n = 4 if d.game == "ottocento" else 3
    widow_last = getattr(d, "widow_last", None)
    st = d.rules.get("discard_credit") == "side_trick"
    dseat = discard_seat(d, st)

    def run(r):
        return best_low(n, d.side_of, d.decls, d.tricks, d.discard, dseat, d.mowner, r, widow_last)

    d.res = {"P": run(P)}
    ex = d.res["P"][1].get("exchange")
    low = ex[1] if isinstance(ex, tuple) else None
    d.combo_piles = side_piles(n, d.side_of, d.tricks, d.discard, dseat, d.mowner, P, low, widow_last)[1]
    for k, a in ALTS.items():
        d.res[k] = run(rd(**a))
    d.decl_ok = {}
    for k, a in [("P", {})] + list(ALTS.items()):
        r = rd(**a)
        d.decl_ok[k] = all(decl_legal(d.play_hands[s], d.decls[s], r) for s in range(n))
    if d.game == "ottocento":
        # the option's other value, for EXPECTED.md
        other = discard_seat(d, not st)
        d.other_credit = best_low(n, d.side_of, d.decls, d.tricks, d.discard, other, d.mowner, P)


def totals(d, key="P"):
    rs = d.res[key][0]
    return {sd: rs[sd]["total"] for sd in rs}


def neutral(d, allow=()):
    base = totals(d)
    for k in ALTS:
        if k in allow:
            continue
        if d.game == "terziglio":
            if game_points(d, k) != game_points(d, "P"):
                return False
        elif totals(d, k) != base:
            return False
        if not d.decl_ok[k]:
            return False
    if not d.decl_ok["P"]:
        return False
    cand = d.res["P"][2]
    if "low" not in allow and cand:
        vals = set(json.dumps(v, sort_keys=True) for v in cand.values())
        if len(vals) > 1:
            return False
    return True


# ------------------------------------------------------------------ Terziglio


def round50(x):
    base = (x // 50) * 50
    if (base + 50) - x < 5:
        return base + 50
    return base


def game_points(d, key="P"):
    """Per seat, winners_score: each player of the winning side is written the game points."""
    rs = d.res[key][0]
    won = d.res[key][3]
    decl_side, opp_side = 0, 1
    tr = {0: 0, 1: 0}
    for s in range(3):
        tr[d.side_of[s]] += won[s]
    mult = 2 if d.contract == "solo" else 1
    if tr[opp_side] == 0 or tr[decl_side] == 0:
        winner_side = decl_side if tr[opp_side] == 0 else opp_side
        gp = 40  # solo_doubles_all_tricks false (default)
    else:
        winner_side = decl_side if rs[decl_side]["total"] > rs[opp_side]["total"] else opp_side
        gp = int(round50(rs[winner_side]["total"]) // 50) * mult
    return [gp if d.side_of[s] == winner_side else 0 for s in range(3)]


def sim_terziglio(rng, dealer, contract="gioco", fixed=None, fixed_widow=None, take_n=None, tries=6000, pred=None,
                  bids=None, pre=None, allow=(), decl_mode=None):
    fixed = fixed or {}
    for _ in range(tries):
        used = set(c for v in fixed.values() for c in v) | set(fixed_widow or [])
        rest = [c for c in DECK if c not in used]
        rng.shuffle(rest)
        hands = []
        for s in range(3):
            h = list(fixed.get(s, []))
            while len(h) < 18:
                h.append(rest.pop())
            rng.shuffle(h)
            hands.append(h)
        widow = list(fixed_widow or [])
        while len(widow) < 8:
            widow.append(rest.pop())
        rng.shuffle(widow)
        assert not rest
        eldest = (dealer + 1) % 3
        declarer = eldest if bids is None else bids[1]
        bid_events = []
        order = [(eldest + k) % 3 for k in range(3)]
        for s in order:
            bid_events.append({"type": "bid", "seat": s, "bid": contract if s == declarer else "pass"})
        play_hands = [list(h) for h in hands]
        take, disc = [], []
        if contract == "gioco":
            k = take_n if take_n is not None else rng.randint(0, 3)
            take = rng.sample(widow, k)
            h = play_hands[declarer] + take
            ok = [c for c in h if c not in FIVE and c not in take]
            pips = [c for c in ok if not c.startswith("T") and c[:-1] in ("6", "7", "8", "9", "10")]
            pool = pips if len(pips) >= k else ok
            disc = rng.sample(pool, k)
            for c in disc:
                h.remove(c)
            play_hands[declarer] = h
            set_aside = [c for c in widow if c not in take] + disc
        else:
            set_aside = list(widow)
        decl_mode = decl_mode or {}
        decls = {s: (max_combos(play_hands[s], P) if decl_mode.get(s) == "primary" else safe_declaration(play_hands[s]))
                 for s in range(3)}
        mowner = next((s for s in range(3) if "MATTO" in play_hands[s]), None)
        res = playout(play_hands, eldest, rng, 3)
        if res is None:
            continue
        plays, tricks = res
        d = Deal()
        d.game = "terziglio"
        d.dealer, d.hands, d.widow, d.decls, d.plays, d.tricks = dealer, hands, widow, decls, plays, tricks
        d.play_hands, d.declarer, d.contract = play_hands, declarer, contract
        d.take, d.disc, d.bid_events = take, disc, bid_events
        d.side_of = [0 if s == declarer else 1 for s in range(3)]
        if contract == "gioco":
            d.discard, d.widow_last = set_aside, None
        else:
            d.discard, d.widow_last = [], set_aside
        if mowner is None:
            continue  # Matto in the widow: keep it simple, always in play
        d.mowner = mowner
        d.rules = {}
        if pre is not None and not pre(d):
            continue
        evaluate(d)
        if allow is not None and not neutral(d, allow):
            continue
        if pred is None or pred(d):
            return d
    raise RuntimeError("no deal found")


# ------------------------------------------------------------------ transcripts


def ottocento_events(d, itemized=False, plant=None):
    ev = [{"type": "discard", "seat": d.dealer, "cards": d.discard}]
    for k in range(4):
        s = (d.dealer + 1 + k) % 4
        ev.append({"type": "declare", "seat": s, "items": d.decls[s]})
    for s, c in d.plays:
        ev.append({"type": "play", "seat": s, "card": c})
    return ev


def write(name, game, deals_events, rules=None, meta=None, start=None):
    t = {
        "format": "trick-transcript/1",
        "game": game,
        "rules": rules or {"preset": "standard"},
        "players": ["Anna", "Bruno", "Carla", "Dario"] if game.endswith("ottocento") else ["Anna", "Bruno", "Carla"],
        "meta": meta or {},
        "deals": deals_events,
    }
    if start:
        t["start"] = start
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(t, f, indent=1, ensure_ascii=False)
        f.write("\n")


def sheet_ottocento(d, run_tot, itemized=False, wrong=None, key="P"):
    """Score lines per team (plus totals). wrong: {'team': 0/1, 'delta': n, 'line': reason|None,
    'total_slip': n}. Totals follow the sheet's own arithmetic."""
    rs = d.res[key][0]
    ev = []
    written = {}
    for sd in (0, 1):
        if itemized:
            tot = 0
            for reason in ("declarations", "combinations", "card_points", "last_trick"):
                pts = rs[sd][reason]
                if wrong and wrong.get("team") == sd and wrong.get("line") == reason:
                    pts += wrong["delta"]
                tot += pts
                ev.append({"type": "score", "party": "team%d" % sd, "points": pts, "reason": reason})
            written[sd] = tot
        else:
            pts = rs[sd]["total"]
            if wrong and wrong.get("team") == sd and wrong.get("delta"):
                pts += wrong["delta"]
            ev.append({"type": "score", "party": "team%d" % sd, "points": pts})
            written[sd] = pts
    for sd in (0, 1):
        run_tot[sd] += written[sd]
        tv = run_tot[sd]
        if wrong and wrong.get("team") == sd and wrong.get("total_slip"):
            tv += wrong["total_slip"]
            run_tot[sd] = tv
        ev.append({"type": "total", "party": "team%d" % sd, "points": tv})
    return ev


def sheet_terziglio(d, run_tot, wrong=None, key="P"):
    gp = game_points(d, key)
    ev = []
    for s in range(3):
        pts = gp[s] + (wrong["delta"] if wrong and wrong.get("seat") == s and wrong.get("delta") else 0)
        ev.append({"type": "score", "party": s, "points": pts})
        run_tot[s] += pts
    for s in range(3):
        tv = run_tot[s]
        if wrong and wrong.get("seat") == s and wrong.get("total_slip"):
            tv += wrong["total_slip"]
            run_tot[s] = tv
        ev.append({"type": "total", "party": s, "points": tv})
    return ev


def terziglio_events(d):
    ev = list(d.bid_events)
    if d.contract == "gioco" and d.take:
        ev.append({"type": "take", "seat": d.declarer, "cards": d.take})
        ev.append({"type": "discard", "seat": d.declarer, "cards": d.disc})
    for k in range(3):
        s = (d.dealer + 1 + k) % 3
        ev.append({"type": "declare", "seat": s, "items": d.decls[s]})
    for s, c in d.plays:
        ev.append({"type": "play", "seat": s, "card": c})
    return ev


# ------------------------------------------------------------------ digest for EXPECTED.md


def describe(d, idx, events_offset_note=""):
    lines = []
    rs = d.res["P"][0]
    info = d.res["P"][1]
    won = d.res["P"][3]
    lines.append("deal %d: dealer %d, tricks by seat %s" % (idx, d.dealer, [won[s] for s in range(len(won))]))
    for s, items in d.decls.items():
        if items:
            lines.append("  seat %d declares %s" % (s, fmt_items(items)))
    for sd, v in rs.items():
        lines.append(
            "  side %d: decl %s + combos %s + cards %s + last %s = %s  (pile %d; combos: %s)"
            % (sd, v["declarations"], v["combinations"], v["card_points"], v["last_trick"], v["total"], v["pile"],
               fmt_items(v["combo_items"]))
        )
    lines.append("  matto: %s" % (info.get("exchange"),))
    if d.game == "ottocento":
        lines.append("  discards %s -> side %s" % (d.discard, info.get("discards_to")))
    cand = d.res["P"][2]
    if cand and len(set(json.dumps(v, sort_keys=True) for v in cand.values())) > 1:
        lines.append("  low-card choice matters: %s" % cand)
    for k in ALTS:
        if d.game == "terziglio":
            a, b = game_points(d, k), game_points(d, "P")
            if a != b or totals(d, k) != totals(d):
                lines.append("  reading %s: totals %s game points %s" % (k, totals(d, k), a))
        elif totals(d, k) != totals(d):
            lines.append("  reading %s: totals %s" % (k, totals(d, k)))
        if not d.decl_ok[k]:
            lines.append("  reading %s: a declaration is NOT legal" % k)
    if d.game == "terziglio":
        lines.append("  game points (P): %s" % game_points(d))
    return "\n".join(lines)


def fmt_items(items):
    out = []
    for i in items:
        if i["kind"] == "cricca":
            out.append("cricca %s x%d (%d)" % (i["of"], i["count"], item_points(i)))
        else:
            out.append("seq %s%s len %d (%d)" % (i["of"], "/" + i["suit"] if i.get("suit") else "", i["length"],
                                                 item_points(i)))
    return ", ".join(out)


# ------------------------------------------------------------------ the round's files


def trick_side_cards(d):
    """side -> cards of the tricks it won (before the Matto's return and the discards)."""
    out = {0: set(), 1: set()}
    for trick, w in d.tricks:
        for _, c in trick:
            out[d.side_of[w]].add(c)
    return out


def won_count(d):
    won = [0] * len(d.hands)
    for _, w in d.tricks:
        won[w] += 1
    return won


def lacks(hand, cards):
    return all(c not in hand for c in cards)


def side_items(d, side):
    return d.res["P"][0][side]["combo_items"]


def seqs(items):
    return [i for i in items if i["kind"] == "sequence"]


def crs(items):
    return [i for i in items if i["kind"] == "cricca"]


def matto_in_last(d):
    return any(c == "MATTO" for _, c in d.tricks[-1][0])


def exch(d):
    return d.res["P"][1].get("exchange")


def build():
    files = []  # (name, game, rules, [(deal, sheet kwargs)], note)

    # 01 clean: contatori inside runs, in declarations (all readings agree)
    rng = random.Random(101)
    a = sim_ottocento(rng, 1, fixed={0: ["T20", "T19", "T18", "T17", "T16", "T15", "T13", "T12", "MATTO"],
                                     1: ["T0", "T1", "T2", "1S", "1B"]},
                      hand_ok=lambda h: "T14" not in h[0], decl_mode={0: "primary", 1: "primary"},
                      pred=lambda d: exch(d) not in ("lost_last",))
    b = sim_ottocento(rng, cap=390, dealer=3, fixed={2: ["KC", "QC", "JC", "1C", "T0"]},
                      hand_ok=lambda h: lacks(h[2], ["NC", "MATTO"]), decl_mode={2: "primary"})
    c = sim_ottocento(rng, cap=390, dealer=0, fixed={3: ["T20", "T19", "T18", "MATTO", "T0", "T15", "T14"]},
                      hand_ok=lambda h: lacks(h[3], ["T17", "T16", "T13"]), decl_mode={3: "primary"})
    files.append(("01-clean-contatori-inside-runs", "tarocchini-ottocento", None, [(b, {}), (c, {}), (a, {})], ""))

    # 02 clean: the Matto exchanged for a low card / played into a partner's trick
    rng = random.Random(202)
    a = sim_ottocento(rng, cap=390, dealer=2, pred=lambda d: isinstance(exch(d), tuple))
    b = sim_ottocento(rng, cap=390, dealer=3, pred=lambda d: exch(d) == "partner_or_self")
    c = sim_ottocento(rng, 0, pred=lambda d: isinstance(exch(d), tuple) and exch(d)[1][:-1] in ("6", "7", "8", "9", "10"))
    files.append(("02-clean-matto-exchange", "tarocchini-ottocento", None, [(a, {}), (b, {}), (c, {})], ""))

    # 03 clean: Terziglio gioco, even piles, contatori in declarations
    rng = random.Random(303)
    a = sim_terziglio(rng, 0, pre=lambda d: True, pred=lambda d: isinstance(exch(d), tuple))
    b = sim_terziglio(rng, 1, take_n=3, fixed={2: ["T1", "T3", "MATTO", "T0", "1D", "1C"]}, decl_mode={2: "primary"})
    c = sim_terziglio(rng, 2, take_n=2)
    files.append(("03-clean-terziglio", "tarocchini-terziglio", None, [(a, {}), (b, {}), (c, {})], ""))

    # 04 one fault: a captured trump run with a double gap and both contatori; the sheet
    #    counts through both contatori (deal 1, team of the Angel)
    rng = random.Random(404)
    a = sim_ottocento(rng, cap=390, dealer=3)

    def pre_dg(d):
        tc = trick_side_cards(d)
        sd = 0 if "T20" in tc[0] else 1
        have = tc[sd] | ({"MATTO"} if d.side_of[d.mowner] == sd else set())
        return (all(x in have for x in ("T20", "T19", "T18", "T17", "T16", "T13", "T0", "MATTO"))
                and lacks(have, ["T15", "T14"]))

    b = sim_ottocento(rng, cap=390, dealer=0, fixed={0: ["T20", "T19", "T18", "T17", "T16"], 2: ["T13", "T12", "MATTO", "T0"],
                                     1: ["T15"], 3: ["T14"]}, pre=pre_dg, allow={"no_end"}, tries=20000)
    c = sim_ottocento(rng, 1)
    files.append(("04-trump-double-gap-sheet", "tarocchini-ottocento", None,
                  [(a, {}), (b, {"wrong": {"team": "angel", "kind": "noban"}}), (c, {})], ""))

    # 05 suit gaps: K Q _ J, K _ N J 1, K Q [M] 1 declared at 3 (clean by the hybrid reading)
    rng = random.Random(505)
    gaps = {"gap_run", "gap_set"}
    a = sim_ottocento(rng, cap=390, dealer=1, fixed={2: ["KS", "QS", "JS"]}, hand_ok=lambda h: lacks(h[2], ["NS", "MATTO", "T0"]),
                      decl_mode={2: "primary"}, allow=gaps)
    b = sim_ottocento(rng, cap=390, dealer=2, fixed={3: ["KB", "NB", "JB", "1B"]}, hand_ok=lambda h: lacks(h[3], ["QB", "MATTO", "T0"]),
                      decl_mode={3: "primary"}, allow=gaps)
    c = sim_ottocento(rng, 3, fixed={0: ["KD", "QD", "MATTO", "1D"]}, hand_ok=lambda h: lacks(h[0], ["ND", "JD", "T0"]),
                      decl_mode={0: "primary"}, allow=gaps)
    files.append(("05-suit-gaps", "tarocchini-ottocento", None, [(a, {}), (b, {}), (c, {})], ""))

    # 06 trump gaps and a contatore at the end of a run
    rng = random.Random(606)
    tg = {"gap_run", "gap_set", "no_end"}
    a = sim_ottocento(rng, cap=390, dealer=0, fixed={1: ["T20", "T19", "T17"]}, hand_ok=lambda h: lacks(h[1], ["T18", "MATTO", "T0"]),
                      decl_mode={1: "primary"}, allow=tg)
    b = sim_ottocento(rng, cap=390, dealer=1, fixed={2: ["T20", "T19", "T18", "T17", "T16", "MATTO"]},
                      hand_ok=lambda h: lacks(h[2], ["T15", "T14", "T0"]), decl_mode={2: "primary"}, allow=tg)
    c = sim_ottocento(rng, 2, fixed={3: ["T20", "T19", "T18", "T16", "T15", "T14"]},
                      hand_ok=lambda h: lacks(h[3], ["T17", "MATTO", "T0"]), decl_mode={3: "primary"}, allow=tg)
    files.append(("06-trump-gaps-and-ends", "tarocchini-ottocento", None, [(a, {}), (b, {}), (c, {})], ""))

    # 07 doubling: three sequences / three cricche declared at once; partners' cricche; the sheet
    #    forgets to double a pile's three sequences (deal 2)
    rng = random.Random(707)
    a = sim_ottocento(rng, cap=390, dealer=3, fixed={0: ["T1", "T2", "T3", "1S", "1B", "1C", "KD", "QD", "ND"],
                                     1: ["KS", "KB", "KC", "QS", "QB", "QC", "NS", "NB", "NC"]},
                      hand_ok=lambda h: lacks(h[0], ["MATTO", "T0"]), decl_mode={0: "primary", 1: "primary"})
    b = sim_ottocento(rng, cap=390, dealer=0, fixed={1: ["KS", "KB", "KC", "QS", "QB", "QC"], 3: ["JS", "JB", "JC"]},
                      hand_ok=lambda h: lacks(h[1], ["KD", "QD", "JS", "JB", "JC", "JD"]) and lacks(h[3], ["JD", "KD", "QD"]),
                      decl_mode={1: "primary", 3: "primary"}, allow={"dteam"},
                      pred=lambda d: len(crs(d.decls[1])) == 2 and len(crs(d.decls[3])) == 1)

    def pred_c(d):
        it = side_items(d, 1)
        return len(seqs(it)) >= 3 and len(crs(it)) < 3

    c = sim_ottocento(rng, 1, pred=pred_c)
    files.append(("07-doubling-three", "tarocchini-ottocento", None,
                  [(a, {}), (b, {}), (c, {"wrong": {"team": 1, "kind": "nodouble"}})], ""))

    # 08 the dealer takes no trick (his partner does); deal 2 carries a total slip
    rng = random.Random(808)

    def pre_dnt(d):
        w = won_count(d)
        return w[d.dealer] == 0 and w[(d.dealer + 2) % 4] > 0

    low = ["6S", "7S", "8S", "9S", "6B", "7B", "8B", "9B", "7C", "8C", "6D", "7D"]
    a = sim_ottocento(rng, cap=390, dealer=2, pre=pre_dnt, tries=40000, fixed={2: low})
    b = sim_ottocento(rng, cap=390, dealer=3, pre=pre_dnt, discard=["QC", "JC"], tries=40000,
                      fixed={3: low[1:] + ["QC", "JC"]}, allow={"discard_nocombo"})
    c = sim_ottocento(rng, 0)
    files.append(("08-dealer-takes-no-trick", "tarocchini-ottocento", None,
                  [(a, {}), (b, {}), (c, {"wrong": {"team": 1, "total_slip": 10}})], ""))

    # 09 the Matto played to the last trick
    rng = random.Random(909)

    def lost_last(d):
        return matto_in_last(d) and d.side_of[d.tricks[-1][1]] != d.side_of[d.mowner]

    a = sim_ottocento(rng, cap=390, dealer=1, matto_last=True, pre=lost_last, allow={"matto_last_winner"})
    b = sim_ottocento(rng, cap=390, dealer=2, matto_last=True, pre=lost_last, allow={"matto_last_winner"})
    c = sim_ottocento(rng, 3, matto_last=True,
                      pre=lambda d: matto_in_last(d) and d.side_of[d.tricks[-1][1]] == d.side_of[d.mowner])
    files.append(("09-matto-last-trick", "tarocchini-ottocento", None, [(a, {}), (b, {}), (c, {})], ""))

    # 10 a side takes no trick: the Matto goes to the winners, so do the dealer's discards
    rng = random.Random(1010)
    a = sim_ottocento(rng, cap=390, dealer=0)
    courts = [r + s for s in SUITS for r in ("K", "Q")] + ["ND"]
    trumps = ["T%d" % i for i in range(21)]
    team0 = trumps + courts  # 30 cards: seats 0 and 2 (15 each); the dealer (seat 1) is in team1
    t0 = list(team0)
    rng.shuffle(t0)
    b = sim_ottocento(rng, 1, fixed={0: t0[:15], 2: t0[15:]}, decl_mode={},
                      pre=lambda d: won_count(d)[1] == 0 and won_count(d)[3] == 0, allow={"dscope_all"},
                      cap=None)
    files.append(("10-capot-matto-to-winners", "tarocchini-ottocento", None, [(a, {}), (b, {})], ""))

    # 11 Terziglio: the odd card of a pile counted in pairs, at a rounding edge
    rng = random.Random(1111)

    def odd_pile(d):
        w = won_count(d)
        return w[d.declarer] % 2 == 1

    def odd_edge(d):
        return game_points(d, "odd_ceil") != game_points(d, "P") or game_points(d, "odd_floor") != game_points(d, "P")

    a = sim_terziglio(rng, 0, pre=odd_pile, allow={"odd_ceil", "odd_floor"}, pred=odd_edge, tries=60000)
    b = sim_terziglio(rng, 1, pre=odd_pile, pred=lambda d: True)
    c = sim_terziglio(rng, 2, pre=lambda d: not odd_pile(d))
    files.append(("11-terziglio-odd-pile", "tarocchini-terziglio", None, [(a, {}), (b, {}), (c, {})], ""))

    # 12 Terziglio solo: the widow to the last trick's winner; the sheet forgets to double (deal 1)
    rng = random.Random(1212)
    strong = ["T20", "T19", "T18", "T17", "T16", "T15", "T14", "T0", "KS", "KB", "KC", "KD"]

    def solo_won(d):
        w = won_count(d)
        return game_points(d)[d.declarer] > 0 and sum(w) - w[d.declarer] > 0

    a = sim_terziglio(rng, 0, contract="solo", fixed={1: strong}, pred=solo_won, allow={"discard_nocombo"})
    b = sim_terziglio(rng, 1, contract="solo", fixed={2: strong}, pred=solo_won, allow={"discard_nocombo"})
    files.append(("12-terziglio-solo", "tarocchini-terziglio", None,
                  [(a, {}), (b, {"wrong": {"seat": "declarer", "kind": "nosolo"}})], ""))

    # 13 Terziglio: the declarer takes no trick (widow to the opponents, 40 game points each);
    #    deal 2 carries a total slip
    rng = random.Random(1313)
    weak = ["6S", "7S", "8S", "9S", "10S", "6B", "7B", "8B", "9B", "10B", "6C", "7C", "8C", "9C", "6D", "7D", "8D", "9D"]
    a = sim_terziglio(rng, 0, take_n=0, fixed={1: weak}, pre=lambda d: won_count(d)[d.declarer] == 0)
    b = sim_terziglio(rng, 1, take_n=1)
    c = sim_terziglio(rng, 2, take_n=2)
    files.append(("13-terziglio-declarer-no-trick", "tarocchini-terziglio", None,
                  [(a, {}), (b, {}), (c, {"wrong": {"seat": 0, "total_slip": -2}})], ""))

    # 14 itemized sheet: one contatore serves two sequences; the sheet counts it once (deal 1)
    rng = random.Random(1414)
    a = sim_ottocento(rng, cap=390, dealer=2)

    def pre_reuse(d):
        tc = trick_side_cards(d)
        for sd in (0, 1):
            have = tc[sd] | ({"MATTO"} if d.side_of[d.mowner] == sd else set())
            mo = sum(1 for x in MORETTI if x in have)
            ac = sum(1 for x in ACES if x in have)
            ct = sum(1 for x in CONT if x in have)
            if mo == 2 and ac == 2 and ct == 1:
                return True
        return False

    def pred_reuse(d):
        for sd in (0, 1):
            it = side_items(d, sd)
            k = [i["of"] for i in seqs(it)]
            if "moretti" in k and "aces" in k and len(seqs(it)) == 2 and len(crs(it)) < 3:
                d.reuse_side = sd
                return True
        return False

    b = sim_ottocento(rng, 3, pre=pre_reuse, pred=pred_reuse, tries=40000)
    files.append(("14-itemized-contatore-reuse", "tarocchini-ottocento", None,
                  [(a, {"itemized": True}), (b, {"itemized": True, "wrong": {"team": "reuse", "kind": "reuse"}})], ""))
    return files


def wrong_delta(d, w):
    """The planted fault's figure, from its kind."""
    kind = w.get("kind")
    if kind == "noban":
        sd = 0 if "T20" in d.combo_piles[0] else 1
        good = group_points(max_combos(d.combo_piles[sd], P), P)
        bad = group_points(max_combos(d.combo_piles[sd], rd(ban=False)), P)
        return sd, bad - good, "combinations"
    if kind == "nodouble":
        sd = w["team"]
        it = side_items(d, sd)
        sq = sum(item_points(i) for i in seqs(it))
        return sd, -sq, "combinations"
    if kind == "reuse":
        sd = d.reuse_side
        it = side_items(d, sd)
        aces = [i for i in it if i.get("of") == "aces"][0]
        return sd, -item_points(aces), "combinations"
    return None


def main():
    files = build()
    digest = []
    for name, game, rules, deals, note in files:
        evs = []
        is_otto = game.endswith("ottocento")
        run = [0, 0] if is_otto else [0, 0, 0]
        planted = []
        digest.append("=" * 78 + "\n" + name)
        for idx, (d, kw) in enumerate(deals):
            ev = ottocento_events(d) if is_otto else terziglio_events(d)
            w = kw.get("wrong")
            if is_otto:
                wk = None
                if w and w.get("kind"):
                    sd, delta, line = wrong_delta(d, w)
                    wk = {"team": sd, "delta": delta, "line": line}
                elif w:
                    wk = dict(w)
                sheet = sheet_ottocento(d, run, itemized=kw.get("itemized", False), wrong=wk)
            else:
                wk = None
                if w and w.get("kind") == "nosolo":
                    gp = game_points(d)
                    wk = {"seat": d.declarer, "delta": -gp[d.declarer] // 2}
                elif w:
                    wk = dict(w)
                sheet = sheet_terziglio(d, run, wrong=wk)
            base = len(ev)
            ev += sheet
            if wk:
                if wk.get("total_slip"):
                    party = ("team%d" % wk["team"]) if is_otto else wk["seat"]
                    i = next(k for k, e in enumerate(sheet) if e["type"] == "total" and e["party"] == party)
                    planted.append((idx, base + i, "wrong_total"))
                else:
                    party = ("team%d" % wk["team"]) if is_otto else wk["seat"]
                    i = next(k for k, e in enumerate(sheet) if e["type"] == "score" and e["party"] == party
                             and (not wk.get("line") or not kw.get("itemized") or e.get("reason") == wk["line"]))
                    planted.append((idx, base + i, "wrong_score"))
                digest.append("PLANTED deal %d: %s -> %s" % (idx, wk, planted[-1]))
            deal = {"dealer": d.dealer, "hands": d.hands, "events": ev}
            if not is_otto:
                deal["talon"] = d.widow
            evs.append(deal)
            if is_otto and idx < len(deals) - 1:
                assert max(run) < 800, (name, idx, run)
            digest.append(describe(d, idx))
            if is_otto:
                digest.append("  other discard_credit value: %s" % {k: v["total"] for k, v in d.other_credit[0].items()})
            digest.append("  sheet: %s" % [(e["party"], e["points"], e.get("reason")) for e in sheet])
            first_play = base - len(d.plays)
            digest.append("  events: %d (plays from %d, sheet from %d)" % (len(ev), first_play, base))
        write(name + ".json", game, evs, rules, meta={"round": "tarocchini-combination-edges", "file": name})
        digest.append("EXPECTED %s: %s" % (name, planted))
    with open(os.path.join(HERE, "_figures.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(digest) + "\n")
    print("\n".join(digest))


if __name__ == "__main__":
    sys.exit(main())
