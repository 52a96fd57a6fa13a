"""Tarocchini (Russian Wikipedia text) as I read it: Ottocento (4 players, teams 0+2 / 1+3) and
Terziglio (3 players, 18 cards each and an 8-card widow).

Cards: S B long suits K Q N J 10 9 8 7 6 1; C D round suits K Q N J 1 6 7 8 9 10; trumps T0
(Bagatto) .. T20 (Angel), T1-T4 the Moretti of equal rank (the last played is highest); MATTO.
Points: T20 T19 T0 MATTO and kings 5, queens 4, knights 3, jacks 2, every other card 1; counted
in pairs, 1 off each pair; last trick 6 (93 in all).
Play: the eldest (dealer + 1) leads; follow suit, else trump, else anything; the Matto may be
played instead of following (here: only as last to play to a trick the partner/side is
winning, so it stays with its side and nothing is handed over).
Combinations (both from the hand, declared, and again in the captured cards after play):
cricche of three / four: tarocchi (T20 T19 T0 MATTO) 18/36, kings 17/34, queens 14/28,
knights 13/26, jacks 12/24; sequences 10 for three cards, +5 each further card: trumps (Angel and
at least two of T19 T18 T17, then T16 T15 ... down), suit (king and at least two courts, then the
ace), Moretti (two and more, up to six with contatori), aces (likewise); contatori (T0, MATTO)
stand in for missing cards (not the Angel, not the king) in several places at once; three or
more cricche or three or more sequences at once double (each group).
Deals are kept only when several readings of the unclear points agree (see VARIANTS).
"""

import random

SUITS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]
CONT = ("T0", "MATTO")


def deck():
    d = []
    for s in SUITS:
        order = LONG if s in "SB" else ROUND
        d += [r + s for r in order]
    d += ["T%d" % i for i in range(21)] + ["MATTO"]
    return d


def is_trump(c):
    return c.startswith("T")


def suit(c):
    if c == "MATTO":
        return None
    if is_trump(c):
        return "T"
    return c[-1]


def srank(c):
    order = LONG if c[-1] in "SB" else ROUND
    return 10 - order.index(c[:-1])


def tval(c):
    n = int(c[1:])
    return 1 if 1 <= n <= 4 else n  # Moretti equal


def cval(c):
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if is_trump(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def pile_points(cards, odd="floor"):
    n = len(cards)
    pairs = n // 2 if odd == "floor" else (n + 1) // 2
    return sum(cval(c) for c in cards) - pairs


def seq_points(n):
    return 0 if n < 3 else 10 + 5 * (n - 3)


CRICCA = {"tarocchi": (18, 36), "kings": (17, 34), "queens": (14, 28), "knights": (13, 26), "jacks": (12, 24)}


def cricche(cards):
    out = []
    s = set(cards)
    groups = {
        "tarocchi": ["T20", "T19", "T0", "MATTO"],
        "kings": ["K" + x for x in SUITS],
        "queens": ["Q" + x for x in SUITS],
        "knights": ["N" + x for x in SUITS],
        "jacks": ["J" + x for x in SUITS],
    }
    for k, g in groups.items():
        n = sum(1 for c in g if c in s)
        if n >= 3:
            out.append((k, n, CRICCA[k][n - 3]))
    return out


def sequences(cards, v):
    """v: dict of variant flags. Returns list of (of, detail, length)."""
    s = set(cards)
    cont = [c for c in CONT if c in s]
    if v.get("cricca_blocks") and all(x in s for x in ("T20", "T19")) and sum(1 for x in ("T20", "T19", "T0", "MATTO") if x in s) >= 3:
        cont = []  # contatori used up in the tarocchi cricca
    c = len(cont)
    out = []
    # trumps: the Angel and at least two of Mondo, Sun, Moon ("Энджел и как минимум двое из трех
    # следующих гранд", one of them may be a contatore); a grande neither held nor replaced is a gap
    # the minimum allows, and then the run stops there; with all three grande (real or replaced)
    # the consecutive numbered trumps 16, 15, ... follow (post-run correction, see REPORT.md b2)
    if "T20" in s:
        gr = [("T%d" % p) in s for p in (19, 18, 17)]
        real = sum(gr)
        if real >= 1 and real + min(c, 3 - real) >= 2:
            used = min(c, 3 - real)
            # two contatori in a row among the grande end the run unless they are Moon and 16
            length = 1 + real + used
            avail = c - used
            if real + used == 3:
                last_sub = 17 if not gr[2] else None
                pos = 16
                ended_real = length
                while pos >= 5:
                    if "T%d" % pos in s:
                        length += 1
                        last_sub = None
                        ended_real = length
                    elif avail > 0:
                        if last_sub is not None and not (v.get("pair_16_grande", True) and {last_sub, pos} == {17, 16}):
                            break
                        avail -= 1
                        length += 1
                        last_sub = pos
                    else:
                        break
                    pos -= 1
                if v.get("no_extend"):
                    length = ended_real
            if length >= 3:
                out.append(("trumps", None, length))
    # suits
    for x in SUITS:
        if "K" + x not in s:
            continue
        faces = [r + x in s for r in ("Q", "N", "J")]
        ace = ("1" + x) in s
        real = sum(faces)
        if v.get("consecutive"):
            # K Q N ... without gaps, contatori allowed in gaps
            seq = ["Q", "N", "J", "1"]
            length = 1
            avail = c
            last_real = 1
            for r in seq:
                if r + x in s:
                    length += 1
                    last_real = length
                elif avail > 0:
                    avail -= 1
                    length += 1
                else:
                    break
            if v.get("no_extend"):
                length = last_real
            if real >= 1 and length >= 3:
                out.append(("suit", x, length))
            continue
        if real >= 2 or (real == 1 and c >= 1):
            missing = (3 - real) + (0 if ace else 1)
            if v.get("no_extend"):
                # contatori only inside the run K..last real card
                order = [("Q" + x) in s, ("N" + x) in s, ("J" + x) in s, ace]
                lastpos = max(i for i, b in enumerate(order) if b)
                inside_missing = sum(1 for i in range(lastpos + 1) if not order[i])
                length = 1 + real + (1 if ace else 0) + min(c, inside_missing)
            else:
                length = 1 + real + (1 if ace else 0) + min(c, missing)
            if length >= 3:
                out.append(("suit", x, length))
    # moretti / aces
    mor = sum(1 for i in range(1, 5) if "T%d" % i in s)
    aces = sum(1 for x in SUITS if "1" + x in s)
    cap = 4 if v.get("no_extend") else 6
    for of, n in (("moretti", mor), ("aces", aces)):
        if n >= 2:
            length = min(cap, n + c)
            if length >= 3:
                out.append((of, None, length))
    return out


def combo_points(cards, v):
    cr = cricche(cards)
    sq = sequences(cards, v)
    pc = sum(p for _, _, p in cr)
    ps = sum(seq_points(n) for _, _, n in sq)
    if v.get("double_all"):
        if len(cr) >= 3 or len(sq) >= 3:
            return 2 * (pc + ps), cr, sq
        return pc + ps, cr, sq
    if len(cr) >= 3:
        pc *= 2
    if len(sq) >= 3:
        ps *= 2
    return pc + ps, cr, sq


VARIANTS = [
    {},
    {"no_extend": True},
    {"consecutive": True},
    {"double_all": True},
    {"cricca_blocks": True},
    {"pair_16_grande": False},
]


def robust_combo(cards):
    vals = set()
    for v in VARIANTS:
        vals.add(combo_points(cards, v)[0])
    if len(vals) != 1:
        return None
    return combo_points(cards, {})


def safe_declaration(hand):
    """Items a player declares from the hand: only what every reading agrees on: cricche of
    courts/kings (no contatori in them) and suit sequences K Q N [J [1]] without gaps; at most
    two cricche and two sequences.  Returns (items, points)."""
    items = []
    pts = 0
    s = set(hand)
    ncr = 0
    for k in ("kings", "queens", "knights", "jacks"):
        g = [k[0].upper() + x for x in SUITS]
        if k == "knights":
            g = ["N" + x for x in SUITS]
        n = sum(1 for c in g if c in s)
        if n >= 3 and ncr < 2:
            items.append({"kind": "cricca", "of": k, "count": n})
            pts += CRICCA[k][n - 3]
            ncr += 1
    nsq = 0
    for x in SUITS:
        run = 0
        for r in ("K", "Q", "N", "J", "1"):
            if r + x in s:
                run += 1
            else:
                break
        if run >= 3 and nsq < 2:
            items.append({"kind": "sequence", "of": "suit", "suit": x, "length": run})
            pts += seq_points(run)
            nsq += 1
    return items, pts


class Reject(Exception):
    pass


def legal(hand, led):
    if led is None:
        return [c for c in hand if c != "MATTO"]
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    tr = [c for c in hand if is_trump(c)]
    if tr:
        return tr
    return [c for c in hand if c != "MATTO"] or list(hand)


def current_winner(trick):
    real = [(s, c) for s, c in trick if c != "MATTO"]
    if not real:
        return None
    led = suit(real[0][1])
    best = real[0]
    for s, c in real[1:]:
        b = best[1]
        if is_trump(c):
            if not is_trump(b) or tval(c) >= tval(b) and (tval(c) > tval(b) or tval(c) == 1):
                best = (s, c)
        elif not is_trump(b) and suit(c) == suit(b) and srank(c) > srank(b):
            best = (s, c)
    return best[0]


def play_tricks(rng, live, leader, n, side_of):
    """Plays out; Matto only as last card of a trick its side is winning. Returns (events,
    piles by seat, last winner)."""
    ev = []
    piles = {s: [] for s in range(n)}
    ntr = len(live[0])
    matto_holder = next((s for s in range(n) if "MATTO" in live[s]), None)
    w = None
    for t in range(max(len(h) for h in live)):
        trick = []
        led = None
        for j in range(n):
            s = (leader + j) % n
            c = None
            if s == matto_holder and "MATTO" in live[s] and j == n - 1:
                cw = current_winner(trick)
                if cw is not None and side_of(cw) == side_of(s) and len(live[s]) > 1:
                    c = "MATTO"
            if c is None:
                opts = legal(live[s], led)
                opts = [x for x in opts if x != "MATTO"] or opts
                if not opts:
                    raise Reject()
                c = rng.choice(opts)
            if c == "MATTO" and j != n - 1:
                raise Reject()
            live[s].remove(c)
            ev.append({"type": "play", "seat": s, "card": c})
            trick.append((s, c))
            if led is None and c != "MATTO":
                led = suit(c)
        w = current_winner(trick)
        for s, c in trick:
            if c == "MATTO":
                if side_of(s) != side_of(w):
                    raise Reject()
                piles[s].append(c)
            else:
                piles[w].append(c)
        leader = w
    if matto_holder is not None and any("MATTO" in p for p in live):
        raise Reject()
    # Matto must not be in the last trick
    last = ev[-n:]
    if any(e["card"] == "MATTO" for e in last):
        raise Reject()
    return ev, piles, w


def ottocento_deal(rng, dealer, tries=20000):
    for _ in range(tries):
        d = deck()
        rng.shuffle(d)
        hands = [[] for _ in range(4)]
        k = 0
        for rnd in range(3):
            for j in range(4):
                s = (dealer + 1 + j) % 4
                hands[s] += d[k:k + 5]
                k += 5
        hands[dealer] += d[k:k + 2]
        hands = [sorted(h) for h in hands]
        try:
            return _otto(rng, dealer, hands)
        except Reject:
            continue
    raise RuntimeError("ottocento")


def team(s):
    return s % 2


def _otto(rng, dealer, hands):
    ev = []
    live = [list(h) for h in hands]
    cand = [c for c in live[dealer] if cval(c) == 1 and not is_trump(c) and c[0] != "1" or c[:2] == "10"]
    cand = [c for c in cand if not is_trump(c) and cval(c) == 1]
    cand.sort(key=lambda c: (srank(c), c))
    if len(cand) < 2:
        raise Reject()
    disc = cand[:2]
    for c in disc:
        live[dealer].remove(c)
    ev.append({"type": "discard", "seat": dealer, "cards": disc})
    decl_pts = [0, 0]
    decl = {}
    for j in range(4):
        s = (dealer + 1 + j) % 4
        items, pts = safe_declaration(live[s])
        decl[s] = (items, pts)
        ev.append({"type": "declare", "seat": s, "items": items})
        decl_pts[team(s)] += pts
    after_decl = len(ev)
    pev, piles, lastw = play_tricks(rng, live, (dealer + 1) % 4, 4, team)
    ev += pev
    tp = {0: [], 1: []}
    for s in range(4):
        tp[team(s)] += piles[s]
    dealer_tricks = len(piles[dealer])
    if dealer_tricks == 0 or len(tp[team(dealer)]) == 0:
        raise Reject()
    tp[team(dealer)] += disc
    assert len(tp[0]) + len(tp[1]) == 62
    res = {"decl": decl, "after_decl": after_decl, "last": lastw}
    lines = {}
    for tm in (0, 1):
        rc = robust_combo(tp[tm])
        if rc is None:
            raise Reject()
        cpts, cr, sq = rc
        card = pile_points(tp[tm])
        lt = 6 if team(lastw) == tm else 0
        lines[tm] = {"declarations": decl_pts[tm], "combinations": cpts, "card_points": card, "last_trick": lt}
        res["combos%d" % tm] = (cr, sq)
    assert lines[0]["card_points"] + lines[1]["card_points"] == 87
    res["lines"] = lines
    return {"dealer": dealer, "hands": hands, "events": ev}, res


def terziglio_deal(rng, dealer, bid, tries=50000):
    for _ in range(tries):
        d = deck()
        rng.shuffle(d)
        hands = [sorted(d[18 * i:18 * (i + 1)]) for i in range(3)]
        talon = d[54:]
        # seat order of dealing does not matter for the record
        try:
            return _terz(rng, dealer, hands, talon, bid)
        except Reject:
            continue
    raise RuntimeError("terziglio")


def round50(x):
    r = x % 50
    if r == 45:
        raise Reject()
    return (x - r + 50) if r > 45 else (x - r)


def _terz(rng, dealer, hands, talon, bid):
    want_win = bid.endswith("!")
    bid = bid.rstrip("!")
    ev = []
    first = (dealer + 1) % 3
    declarer = first if bid != "second" else (dealer + 2) % 3
    kind = "solo" if bid == "solo" else "gioco"
    order = [(dealer + 1 + j) % 3 for j in range(3)]
    for s in order:
        ev.append({"type": "bid", "seat": s, "bid": kind if s == declarer else "pass"})
    live = [list(h) for h in hands]
    widow = list(talon)
    if "MATTO" in live[declarer]:
        raise Reject()
    if kind == "gioco":
        want = [c for c in widow if (cval(c) > 1 or is_trump(c)) and c != "MATTO"][:3]
        if not want:
            raise Reject()
        ev.append({"type": "take", "seat": declarer, "cards": want})
        live[declarer] += want
        for c in want:
            widow.remove(c)
        cand = [c for c in live[declarer] if cval(c) == 1 and not is_trump(c) and c not in want and (c[0] != "1" or c[:2] == "10")]
        cand.sort(key=lambda c: (srank(c), c))
        if len(cand) < len(want):
            raise Reject()
        disc = cand[:len(want)]
        for c in disc:
            live[declarer].remove(c)
        widow += disc
        ev.append({"type": "discard", "seat": declarer, "cards": disc})
    decl = {}
    side_decl = [0, 0]  # declarer side, opponents
    side = lambda s: 0 if s == declarer else 1
    for s in order:
        items, pts = safe_declaration(live[s])
        decl[s] = (items, pts)
        ev.append({"type": "declare", "seat": s, "items": items})
        side_decl[side(s)] += pts
    pev, piles, lastw = play_tricks(rng, live, first, 3, side)
    ev += pev
    sp = {0: list(piles[declarer]), 1: piles[(declarer + 1) % 3] + piles[(declarer + 2) % 3]}
    if len(piles[declarer]) == 0 or len(sp[1]) == 0:
        raise Reject()  # no all-tricks / no-trick deals here
    if kind == "gioco":
        sp[0] += widow
    else:
        sp[side(lastw)] += widow
    res = {"declarer": declarer, "kind": kind, "decl": decl, "last": lastw}
    # readings: widow in the combinations or not; odd piles floor / ceil
    outcomes = set()
    detail = None
    for widow_in_combos in (True, False):
        for odd in ("floor", "ceil"):
            tot = []
            for sd in (0, 1):
                cards = sp[sd]
                ccards = cards if widow_in_combos else [c for c in cards if c not in widow]
                rc = robust_combo(ccards)
                if rc is None:
                    raise Reject()
                card = pile_points(cards, odd)
                lt = 6 if side(lastw) == sd else 0
                tot.append((side_decl[sd], rc[0], card, lt))
            t0 = sum(tot[0])
            t1 = sum(tot[1])
            won = t0 > t1
            pts = t0 if won else t1
            gp = round50(pts) // 50 * (2 if kind == "solo" else 1)
            outcomes.add((won, gp))
            if widow_in_combos and odd == "floor":
                detail = (tot, t0, t1, won, gp)
    if len(outcomes) != 1:
        raise Reject()
    tot, t0, t1, won, gp = detail
    if want_win and not won:
        raise Reject()
    res.update({"sides": tot, "declarer_points": t0, "opponents_points": t1, "won": won, "game_points": gp})
    scores = {}
    for s in range(3):
        scores[s] = gp if (side(s) == 0) == won else 0
    res["scores"] = scores
    return {"dealer": dealer, "hands": hands, "talon": talon, "events": ev}, res
