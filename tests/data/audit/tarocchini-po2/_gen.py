"""Blind generator for audit round tarocchini-po2 (play-only records, records cut short).

Written from the Russian source alone (004_c8bdb85b1ac896b0.txt) and the public format.
Run: python _gen.py  (writes the *.json next to it and prints the figures used in EXPECTED.md)
"""

import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))

LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B high->low
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D high->low
SUITS = "SBCD"


def deck():
    d = []
    for s in SUITS:
        for r in LONG:
            d.append(r + s)
    d += ["T%d" % i for i in range(21)]
    d.append("MATTO")
    return d


def suit(c):
    if c == "MATTO":
        return None
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def value(c):
    if c == "MATTO":
        return 5
    if c.startswith("T"):
        n = int(c[1:])
        return 5 if n in (0, 19, 20) else 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(rank(c), 1)


def strength(c):
    """Order within its suit (higher wins). Moretti T1-T4 equal."""
    if c.startswith("T"):
        n = int(c[1:])
        if 1 <= n <= 4:
            return 1
        if n == 0:
            return 0
        return n
    s = c[-1]
    order = LONG if s in "SB" else ROUND
    return 10 - order.index(rank(c))


def trick_winner(cards):
    """cards: list of (seat, card) in play order. Moretti: last played highest."""
    lead = None
    for _, c in cards:
        if c != "MATTO":
            lead = suit(c)
            break
    best = None
    for seat, c in cards:
        if c == "MATTO":
            continue
        s = suit(c)
        if best is None:
            best = (seat, c)
            continue
        bs = suit(best[1])
        if s == bs and strength(c) >= strength(best[1]) and (strength(c) > strength(best[1]) or strength(c) == 1):
            best = (seat, c)
        elif s == "T" and bs != "T":
            best = (seat, c)
    return best[0], lead


def legal(hand, lead):
    if lead is None:
        return list(hand)
    same = [c for c in hand if suit(c) == lead]
    if same:
        return same + (["MATTO"] if "MATTO" in hand else [])
    tr = [c for c in hand if suit(c) == "T"]
    if tr:
        return tr + (["MATTO"] if "MATTO" in hand else [])
    return list(hand)


# ---------------------------------------------------------------- combinations
CRICCA = {
    "tarocchi": (["T20", "T19", "T0", "MATTO"], 18, 36),
    "kings": (["K" + s for s in SUITS], 17, 34),
    "queens": (["Q" + s for s in SUITS], 14, 28),
    "knights": (["N" + s for s in SUITS], 13, 26),
    "jacks": (["J" + s for s in SUITS], 12, 24),
}


def seq_points(n):
    return 10 + 5 * (n - 3) if n >= 3 else 0


def combos(cards):
    """My reading: returns list of (desc, points) and total with doubling."""
    cs = set(cards)
    cont = [c for c in ("T0", "MATTO") if c in cs]
    cr = []
    for name, (members, p3, p4) in CRICCA.items():
        k = sum(1 for m in members if m in cs)
        if k == 3:
            cr.append(("cricca %s 3" % name, p3))
        elif k == 4:
            cr.append(("cricca %s 4" % name, p4))
    sq = []
    # trumps: Angel real, then T19 T18 T17 T16 ... T5 gapless; contatori fill; no two
    # consecutive contatori except (grande, 16); at least 1 real among the first two grande
    if "T20" in cs:
        order = ["T19", "T18", "T17"] + ["T%d" % i for i in range(16, 4, -1)]
        best = 0
        # try all ways: greedy with available contatori
        c_left = len(cont)
        n = 1
        prev_cont = False
        prev_pos = "T20"
        real_grande = 0
        for pos in order:
            if pos in cs:
                n += 1
                prev_cont = False
                if pos in ("T19", "T18", "T17"):
                    real_grande += 1
            elif c_left > 0 and (not prev_cont or (pos == "T16" and prev_pos in ("T17",))):
                c_left -= 1
                n += 1
                prev_cont = True
            else:
                break
            prev_pos = pos
        if n >= 3 and real_grande >= 1:
            best = n
        if best:
            sq.append(("sequence trumps %d" % best, seq_points(best)))
    for s in SUITS:
        if "K" + s not in cs:
            continue
        order = ["Q" + s, "N" + s, "J" + s, "1" + s]
        c_left = len(cont)
        n = 1
        real = 0
        for pos in order:
            if pos in cs:
                n += 1
                real += 1
            elif c_left > 0:
                c_left -= 1
                n += 1
            else:
                break
        # trailing contatori beyond real cards only count if they stand for a court / ace
        if n >= 3 and real >= 1:
            sq.append(("sequence suit %s %d" % (s, n), seq_points(n)))
    m = sum(1 for i in range(1, 5) if "T%d" % i in cs)
    if m >= 2:
        n = min(6, m + len(cont))
        if n >= 3:
            sq.append(("sequence moretti %d" % n, seq_points(n)))
    a = sum(1 for s in SUITS if "1" + s in cs)
    if a >= 2:
        n = min(6, a + len(cont))
        if n >= 3:
            sq.append(("sequence aces %d" % n, seq_points(n)))
    tot_c = sum(p for _, p in cr) * (2 if len(cr) >= 3 else 1)
    tot_s = sum(p for _, p in sq) * (2 if len(sq) >= 3 else 1)
    return cr + sq, tot_c + tot_s


def ambiguous(cards):
    """Reject piles whose combinations depend on a doubtful reading."""
    cs = set(cards)
    cont = [c for c in ("T0", "MATTO") if c in cs]
    # suit: a King with a gap before a real card, or contatori used at all in a suit run
    for s in SUITS:
        if "K" + s in cs:
            have = [p + s in cs for p in ("Q", "N", "J", "1")]
            if any(have) and cont:
                return True
            # gap: a real later card after a missing earlier one
            seen_gap = False
            for h in have:
                if not h:
                    seen_gap = True
                elif seen_gap:
                    return True
    if "T20" in cs:
        g = [p in cs for p in ("T19", "T18", "T17")]
        if any(g) and cont:
            return True
        if not g[0] and (g[1] or g[2]):
            return True
        if g[0] and not g[1] and g[2]:
            return True
    m = sum(1 for i in range(1, 5) if "T%d" % i in cs)
    a = sum(1 for s in SUITS if "1" + s in cs)
    if (m == 2 or a == 2) and cont:
        return True
    if (m >= 2 or a >= 2) and len(cont) == 2:
        return True
    return False


def declared_items(hand):
    """Declare only cricche (unambiguous), as the format's items."""
    items = []
    cs = set(hand)
    for name, (members, p3, p4) in CRICCA.items():
        k = sum(1 for mm in members if mm in cs)
        if k >= 3:
            items.append({"kind": "cricca", "of": name, "count": k})
    pts = sum((CRICCA[i["of"]][1] if i["count"] == 3 else CRICCA[i["of"]][2]) for i in items)
    if len(items) >= 3:
        pts *= 2
    return items, pts


# ---------------------------------------------------------------- Ottocento
def otto_deal(seed, dealer=3, nonfive=True):
    rng = random.Random(seed)
    d = deck()
    rng.shuffle(d)
    hands = [d[i * 15 : (i + 1) * 15] for i in range(4)]
    hands[dealer] = hands[dealer] + d[60:62]
    # dealer discards two lowest non-5-point cards (never trumps with value 5, kings)
    cand = sorted([c for c in hands[dealer] if value(c) < 5 and c != "MATTO"], key=lambda c: (value(c), c))
    disc = [c for c in cand if not c.startswith("T")][:2]
    if len(disc) < 2:
        disc = cand[:2]
    return rng, hands, disc


def otto_play(rng, hands, disc, dealer):
    hs = [list(h) for h in hands]
    for c in disc:
        hs[dealer].remove(c)
    start = [list(h) for h in hs]
    leader = (dealer + 1) % 4
    plays = []
    tricks = []
    for t in range(15):
        cards = []
        lead = None
        for k in range(4):
            seat = (leader + k) % 4
            opts = legal(hs[seat], lead)
            if k == 0:
                o2 = [c for c in opts if c != "MATTO"] or opts
                c = rng.choice(o2)
            else:
                c = "MATTO" if "MATTO" in opts and rng.random() < 0.5 else rng.choice(opts)
            hs[seat].remove(c)
            cards.append((seat, c))
            if lead is None and c != "MATTO":
                lead = suit(c)
        w, _ = trick_winner(cards)
        tricks.append((cards, w))
        plays += cards
        leader = w
    return start, plays, tricks


def otto_score(start, tricks, disc, dealer, decl_pts):
    """Returns per team (declarations, combinations, card_points, last_trick)."""
    piles = [[], []]
    won = [0, 0, 0, 0]
    matto_owner = None
    matto_trick = None
    for i, (cards, w) in enumerate(tricks):
        won[w] += 1
        for seat, c in cards:
            if c == "MATTO":
                matto_owner = seat
                matto_trick = w
            piles[w % 2].append(c)
    # discards
    if won[dealer] > 0:
        piles[dealer % 2] += disc
    else:
        piles[(dealer + 1) % 2] += disc
    # Matto exchange
    notes = []
    if matto_owner is not None and matto_trick % 2 != matto_owner % 2:
        mt = matto_owner % 2
        if any(won[s] for s in (mt, mt + 2)):
            piles[1 - mt].remove("MATTO")
            piles[mt].append("MATTO")
            lows = sorted([c for c in piles[mt] if value(c) == 1 and c != "MATTO"], key=lambda c: c)
            if not lows:
                return None, piles, ["nolow"]
            low = lows[0]
            piles[mt].remove(low)
            piles[1 - mt].append(low)
            notes.append("Matto returned to team%d, low card %s given" % (mt, low))
    last = tricks[-1][1] % 2
    out = []
    for tm in (0, 1):
        cp = sum(value(c) for c in piles[tm]) - len(piles[tm]) // 2
        cl, cpts = combos(piles[tm])
        out.append(
            {
                "declarations": decl_pts[tm],
                "combinations": cpts,
                "combo_list": cl,
                "card_points": cp,
                "cards": len(piles[tm]),
                "last_trick": 6 if last == tm else 0,
            }
        )
    return out, piles, notes


def ev_play(seat, card):
    return {"type": "play", "seat": seat, "card": card}


def write(name, obj):
    with open(os.path.join(HERE, name), "w") as f:
        json.dump(obj, f, indent=1, ensure_ascii=False)
        f.write("\n")


PLAYERS4 = ["Agata", "Boris", "Vera", "Gleb"]
PLAYERS3 = ["Agata", "Boris", "Vera"]


def find_otto(seed0, pred=None, need_unambiguous=True):
    s = seed0
    while True:
        rng, hands, disc = otto_deal(s)
        start, plays, tricks = otto_play(rng, hands, disc, 3)
        decl = []
        dp = [0, 0]
        for seat in (0, 1, 2, 3):
            items, p = declared_items(start[seat])
            decl.append(items)
            dp[seat % 2] += p
        sc, piles, notes = otto_score(start, tricks, disc, 3, dp)
        ok = sc is not None
        if ok and need_unambiguous and (ambiguous(piles[0]) or ambiguous(piles[1])):
            ok = False
        for seat in range(4):
            pass
        if ok and (pred is None or pred(start, plays, tricks, sc, notes)):
            return s, hands, disc, start, plays, tricks, decl, dp, sc, piles, notes
        s += 1


def otto_record(disc, decl, plays, score_lines, dealer=3, with_discard=True):
    ev = []
    if with_discard:
        ev.append({"type": "discard", "seat": dealer, "cards": disc})
    if decl is not None:
        for k in range(4):
            seat = (dealer + 1 + k) % 4
            ev.append({"type": "declare", "seat": seat, "items": decl[seat]})
    first_play = len(ev)
    for seat, c in plays:
        ev.append(ev_play(seat, c))
    for party, pts in score_lines:
        ev.append({"type": "score", "party": party, "points": pts})
    return {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "rules": {"preset": "standard"},
        "players": PLAYERS4,
        "deals": [{"dealer": dealer, "hands": None, "events": ev}],
    }, first_play


def total(sc):
    return sc["declarations"] + sc["combinations"] + sc["card_points"] + sc["last_trick"]



def sim(rng, hands, first_leader, ntricks, fault=None):
    """Generic legal play; fault=(trick, seat, kind) with kind 'follow' or 'trump'.
    Returns plays list and tricks list and whether the fault was planted."""
    n = len(hands)
    hs = [list(h) for h in hands]
    leader = first_leader
    plays, tricks = [], []
    planted = None
    for t in range(ntricks):
        cards = []
        lead = None
        for k in range(n):
            seat = (leader + k) % n
            opts = legal(hs[seat], lead)
            c = None
            if fault and fault[0] == t and fault[1] == seat and k > 0 and lead not in (None, "T"):
                if fault[2] == "follow" and any(suit(x) == lead for x in hs[seat]):
                    bad = [x for x in hs[seat] if suit(x) not in (lead, None)]
                    bad = [x for x in bad if suit(x) != "T"] or bad
                    if bad:
                        c = rng.choice(bad)
                        planted = (t, k, seat, c, lead)
                if fault[2] == "trump" and not any(suit(x) == lead for x in hs[seat]) and any(suit(x) == "T" for x in hs[seat]):
                    bad = [x for x in hs[seat] if suit(x) not in ("T", None)]
                    if bad:
                        c = rng.choice(bad)
                        planted = (t, k, seat, c, lead)
            if c is None:
                if k == 0:
                    o2 = [x for x in opts if x != "MATTO"] or opts
                    c = rng.choice(o2)
                else:
                    c = "MATTO" if "MATTO" in opts and rng.random() < 0.5 else rng.choice(opts)
            hs[seat].remove(c)
            cards.append((seat, c))
            if lead is None and c != "MATTO":
                lead = suit(c)
        w, _ = trick_winner(cards)
        tricks.append((cards, w))
        plays += cards
        leader = w
    return plays, tricks, planted


def shown_later(tricks, upto, t, seat, pred):
    return [(v, c) for v in range(t + 1, upto) for (ss, c) in tricks[v][0] if ss == seat and pred(c)]


def build_faults(seed):
    # Ottocento cut-short records with planted faults
    specs = [
        ("04-otto-cut-revoke-proved.json", "follow", True, 9, True),
        ("05-otto-cut-no-trump-proved.json", "trump", True, 9, False),
        ("06-otto-cut-revoke-unprovable.json", "follow", False, 7, True),
        ("07-otto-cut-no-trump-unprovable.json", "trump", False, 8, True),
    ]
    s = seed
    for name, kind, provable, cut, with_decl in specs:
        while True:
            s += 1
            rng, hands, disc = otto_deal(s)
            start = [list(h) for h in hands]
            for c in disc:
                start[3].remove(c)
            ft = rng.randrange(1, cut - 1)
            fs = rng.randrange(4)
            plays, tricks, planted = sim(rng, start, 0, 15, (ft, fs, kind))
            if not planted:
                continue
            t, k, seat, c, lead = planted
            if kind == "follow":
                later = shown_later(tricks, cut, t, seat, lambda x: suit(x) == lead)
            else:
                later = shown_later(tricks, cut, t, seat, lambda x: suit(x) == "T")
            if provable != bool(later):
                continue
            if "MATTO" in [x for cs, w in tricks[:cut] for _, x in cs]:
                continue
            break
        decl = None
        if with_decl:
            decl = [declared_items(start[q])[0] for q in range(4)]
        rec, fp = otto_record(disc, decl, plays[: 4 * cut], [], with_discard=(kind == "follow"))
        write(name, rec)
        log(name, "seed", s, "fault trick", t, "seat", seat, "played", c, "to lead", lead, "event", fp + 4 * t + k,
            "shown later", later, "cut after tricks", cut, "discard written", kind == "follow", "decl", decl)

    # 08 Matto played to a suit lead by a seat holding the suit (shown later): legal. Plus clean otherwise.
    while True:
        s += 1
        rng, hands, disc = otto_deal(s)
        start = [list(h) for h in hands]
        for c in disc:
            start[3].remove(c)
        plays, tricks, _ = sim(rng, start, 0, 15)
        cut = 10
        mt = [(v, ss, cs[0][1]) for v in range(cut) for (ss, c) in tricks[v][0] for cs in [tricks[v][0]] if c == "MATTO"]
        if not mt:
            continue
        v, ss, ld = mt[0]
        if v >= cut - 2 or suit(ld) == "T":
            continue
        L = suit(ld)
        if not shown_later(tricks, cut, v, ss, lambda x: suit(x) == L):
            continue
        break
    decl = [declared_items(start[q])[0] for q in range(4)]
    rec, fp = otto_record(disc, decl, plays[: 4 * cut], [])
    write("08-otto-cut-matto-excuse.json", rec)
    mi = [i for i, (a, b) in enumerate(plays) if b == "MATTO"][0]
    log("08 seed", s, "Matto by seat", ss, "in trick", v, "to lead", ld, "event", fp + mi, "cut", cut)

    # 09 cut before the last trick but with score lines (14 of 15 tricks)
    while True:
        s += 1
        rng, hands, disc = otto_deal(s)
        start = [list(h) for h in hands]
        for c in disc:
            start[3].remove(c)
        plays, tricks, _ = sim(rng, start, 0, 15)
        dp = [0, 0]
        decl = []
        for q in range(4):
            it, p = declared_items(start[q])
            decl.append(it)
            dp[q % 2] += p
        sc, piles, notes = otto_score(start, tricks, disc, 3, dp)
        if sc is None or ambiguous(piles[0]) or ambiguous(piles[1]):
            continue
        break
    rec, fp = otto_record(disc, decl, plays[:56], [("team0", total(sc[0])), ("team1", total(sc[1]))])
    write("09-otto-cut-14-tricks-with-scores.json", rec)
    log("09 seed", s, "full-deal score (as the table would have it)", sc, notes, "last trick cards missing", tricks[14])

    # Terziglio: cut-short records (18 each, 8 widow, gioco with take/discard)
    tspecs = [
        ("10-terz-cut-revoke-proved.json", "follow", True, 10),
        ("11-terz-cut-no-trump-proved.json", "trump", True, 11),
        ("12-terz-cut-clean-matto.json", None, None, 9),
    ]
    for name, kind, provable, cut in tspecs:
        while True:
            s += 1
            rng = random.Random(s)
            d = deck()
            rng.shuffle(d)
            hands = [d[0:18], d[18:36], d[36:54]]
            talon = d[54:62]
            dealer = 0
            decl_seat = 1
            # gioco declarer seat 1 takes 2 widow cards and lays away 2 non-5-point cards
            take = [c for c in talon if value(c) < 5][:2]
            h1 = hands[1] + take
            lay = sorted([c for c in h1 if value(c) == 1 and c not in take and not c.startswith("T")])[:2]
            if len(lay) < 2 or len(take) < 2:
                continue
            start = [list(h) for h in hands]
            start[1] = [c for c in h1 if c not in lay]
            plays, tricks, planted = sim(rng, start, 1, 18, (rng.randrange(1, cut - 1), rng.choice([0, 2]), kind) if kind else None)
            mplays = [x for cs, w in tricks[:cut] for _, x in cs]
            if kind:
                if not planted:
                    continue
                t, k, seat, c, lead = planted
                pr = (lambda x: suit(x) == lead) if kind == "follow" else (lambda x: suit(x) == "T")
                later = shown_later(tricks, cut, t, seat, pr)
                if not later or "MATTO" in mplays:
                    continue
            else:
                if "MATTO" not in mplays:
                    continue
            break
        ev = [
            {"type": "bid", "seat": 1, "bid": "gioco"},
            {"type": "bid", "seat": 2, "bid": "pass"},
            {"type": "bid", "seat": 0, "bid": "pass"},
            {"type": "take", "seat": 1, "cards": take},
            {"type": "discard", "seat": 1, "cards": lay},
        ]
        fp = len(ev)
        for a, b in plays[: 3 * cut]:
            ev.append(ev_play(a, b))
        rec = {
            "format": "trick-transcript/1",
            "game": "tarocchini-terziglio",
            "rules": {"preset": "standard"},
            "players": PLAYERS3,
            "deals": [{"dealer": dealer, "hands": None, "talon": None, "events": ev}],
        }
        if not name.startswith("10"):
            del rec["deals"][0]["talon"]
        write(name, rec)
        if kind:
            log(name, "seed", s, "fault trick", t, "seat", seat, "played", c, "to lead", lead, "event", fp + 3 * t + k, "shown later", later, "cut", cut)
        else:
            mi = [i for i, (a, b) in enumerate(plays) if b == "MATTO"][0]
            log(name, "seed", s, "Matto event", fp + mi, "trick", mi // 3, "by", plays[mi][0], "trick", tricks[mi // 3][0], "cut", cut)

REPORT = []


def log(*a):
    REPORT.append(" ".join(str(x) for x in a))


def main():
    # 01 complete, discard + declarations written, correct scores -> clean
    s, hands, disc, start, plays, tricks, decl, dp, sc, piles, notes = find_otto(100)
    rec, fp = otto_record(disc, decl, plays, [("team0", total(sc[0])), ("team1", total(sc[1]))])
    write("01-otto-complete-clean.json", rec)
    log("01 seed", s, "disc", disc, "decl", decl, "score", sc, notes, "first play event", fp)

    # 02 complete, wrong score for team1 (+10)
    s, hands, disc, start, plays, tricks, decl, dp, sc, piles, notes = find_otto(s + 1)
    rec, fp = otto_record(disc, decl, plays, [("team0", total(sc[0])), ("team1", total(sc[1]) + 10)])
    write("02-otto-complete-wrong-score.json", rec)
    log("02 seed", s, "disc", disc, "decl", decl, "score", sc, notes, "recorded team1", total(sc[1]) + 10, "score ev", fp + 60, fp + 61)

    # 03 complete, no discard written, declarations written, correct scores -> clean
    s, hands, disc, start, plays, tricks, decl, dp, sc, piles, notes = find_otto(s + 1, pred=lambda st, pl, tr, sc, no: sc[0]["declarations"] and sc[1]["declarations"])
    rec, fp = otto_record(disc, decl, plays, [("team0", total(sc[0])), ("team1", total(sc[1]))], with_discard=False)
    write("03-otto-complete-no-discard-clean.json", rec)
    log("03 seed", s, "disc (not written)", disc, "decl", decl, "score", sc, notes, "first play", fp)

    build_faults(s + 1)
    # The rest are built by hand-written plays below (see _hand.py part)
    for line in REPORT:
        print(line)


if __name__ == "__main__":
    main()
