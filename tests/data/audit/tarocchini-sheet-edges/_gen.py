"""Blind generator for the tarocchini-sheet-edges audit round (no validator import).

Writes NN-desc.json transcripts beside this file and prints, per file, the event indices of the
planted slips (EXPECTED.md is written from that output).

Scoring is computed here from the source (004_c8bdb85b1ac896b0.txt) alone. Deals are drawn at
random and kept only where the combinations in the captured cards are unambiguous under every
reading of the source (no contatore that could stand in a sequence, no gap in a run, no Ace
after a suit run, at most two cricche and two sequences per side, no Matto exchange), so that
the sheet lines, the focus of this round, are the only thing under test.

    python _gen.py [SEED]
"""

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent
SUITS = "SBCD"
RANKS_LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B, high -> low
RANKS_ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D, high -> low
DECK = [r + s for s in SUITS for r in RANKS_LONG] + [f"T{i}" for i in range(21)] + ["MATTO"]
assert len(DECK) == 62
CONTATORI = {"T0", "MATTO"}
MORETTI = {"T1", "T2", "T3", "T4"}
ACES = {"1" + s for s in SUITS}


def suit_of(c):
    if c == "MATTO":
        return "X"
    if c.startswith("T"):
        return "T"
    return c[-1]


def value(c):
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if c.startswith("T"):
        return 1
    r = c[:-1]
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(r, 1)


def strength(c):
    """Strength within its suit; trumps: T20..T5 by number, Moretti equal (1), Bagatto 0."""
    s = suit_of(c)
    if s == "T":
        n = int(c[1:])
        if n in (1, 2, 3, 4):
            return 1
        return n
    ranks = RANKS_LONG if s in "SB" else RANKS_ROUND
    return 100 - ranks.index(c[:-1])


def trick_winner(cards):
    """cards: list of (seat, card) in play order. Returns the winning seat."""
    led = next(suit_of(c) for _, c in cards if c != "MATTO")
    best = None
    for seat, c in cards:
        if c == "MATTO":
            continue
        s = suit_of(c)
        if s == "T":
            key = (2, strength(c))
        elif s == led:
            key = (1, strength(c))
        else:
            continue
        # Moretti of equal rank: the last played is the highest ("последний сыгранный козырь")
        if best is None or key > best[0] or (key == best[0] and c in MORETTI):
            best = (key, seat)
    return best[1]


def legal(hand, trick):
    if not trick:
        return [c for c in hand if c != "MATTO"]
    led = next((suit_of(c) for _, c in trick if c != "MATTO"), None)
    follow = [c for c in hand if suit_of(c) == led]
    if follow:
        return follow + [c for c in hand if c == "MATTO"]
    trumps = [c for c in hand if suit_of(c) == "T"]
    if trumps:
        return trumps + [c for c in hand if c == "MATTO"]
    return list(hand)


class Ambiguous(Exception):
    pass


CRICCHE = {
    "tarocchi": ({"T20", "T19", "T0", "MATTO"}, 18, 36),
    "kings": ({"K" + s for s in SUITS}, 17, 34),
    "queens": ({"Q" + s for s in SUITS}, 14, 28),
    "knights": ({"N" + s for s in SUITS}, 13, 26),
    "jacks": ({"J" + s for s in SUITS}, 12, 24),
}


def seq_points(n):
    return 10 + 5 * (n - 3)


def _run(pile, positions, w):
    """Walk a run's positions after its head, each filled by the real card or a contatore (never
    two contatori side by side). Returns (length after the head, reals used, wilds used, stop)."""
    n = reals = wilds = 0
    prev_wild = False
    for i, c in enumerate(positions):
        if c in pile:
            n, reals, prev_wild = n + 1, reals + 1, False
        elif wilds < w and not prev_wild:
            n, wilds, prev_wild = n + 1, wilds + 1, True
        else:
            return n, reals, wilds, i
    return n, reals, wilds, len(positions)


def combos(pile, strict=True):
    """Combinations in a set of cards. A contatore may stand in every sequence it fits (the
    source: "их можно использовать как дикие карты в нескольких местах"); cases the source leaves
    open (two contatori side by side, a gap with no contatore, an Ace after a suit run with a
    gap, three or more cricche or sequences) are refused as ambiguous. Returns (item, points)."""
    pile = set(pile)
    w = len(pile & CONTATORI)
    items = []
    wild_uses = 0
    for name, (cards, p3, p4) in CRICCHE.items():
        k = len(pile & cards)
        if k >= 3:
            items.append(({"kind": "cricca", "of": name, "count": k}, p3 if k == 3 else p4))
    # trumps: Angel and at least two of Mondo, Sun, Moon (one of them real), then numbered trumps
    if "T20" in pile:
        pos = [f"T{n}" for n in range(19, 4, -1)]
        n, reals, wilds, stop = _run(pile, pos, w)
        grande_real = sum(1 for t in ("T19", "T18", "T17") if t in pile)
        if w == 2 and wilds < 2 and stop < len(pos) - 1:
            # a second contatore unused: would two side by side (T16 and a grande) go on?
            nxt = pos[stop : stop + 2]
            if "T16" in nxt and any(t in nxt for t in ("T19", "T18", "T17")):
                raise Ambiguous("T16 and a grande both stood in")
        if w == 0 and grande_real >= 2 and not ("T19" in pile and "T18" in pile):
            raise Ambiguous("trump run with a gap")
        head = pos[: min(n, 3)]
        if n >= 2 and any(t in pile for t in head):
            items.append(({"kind": "sequence", "of": "trumps", "length": n + 1}, seq_points(n + 1)))
            wild_uses += wilds > 0
    for s in SUITS:
        if "K" + s not in pile:
            continue
        pos = ["Q" + s, "N" + s, "J" + s, "1" + s]
        real_courts = [c for c in pos[:3] if c in pile]
        if not real_courts:
            continue
        n, reals, wilds, stop = _run(pile, pos, w)
        if w == 0 and len(real_courts) >= 2 and n < 2:
            raise Ambiguous("suit run with a gap")
        after = [c for c in pos[stop:] if c in pile]
        if [c for c in after if c[0] != "1"] and len(real_courts) + w >= 2:
            raise Ambiguous("suit run stopped by a gap with courts after it")
        if "1" + s in after and n + 1 >= 3:
            raise Ambiguous("ace after a gap in a suit run")
        if wilds < w and stop < len(pos) and n > 0 and pos[stop - 1] not in pile:
            raise Ambiguous("suit run: two contatori side by side")
        if n + 1 >= 3:
            items.append(({"kind": "sequence", "of": "suit", "suit": s, "length": n + 1}, seq_points(n + 1)))
            wild_uses += wilds > 0
    for name, cards in (("moretti", MORETTI), ("aces", ACES)):
        k = len(pile & cards)
        if k >= 2 and k + w >= 3:
            n = min(6, k + w)
            wild_uses += n > k
            items.append(({"kind": "sequence", "of": name, "length": n}, seq_points(n)))
    if wild_uses > 1:
        # one contatore in several sequences ("в нескольких местах") or in one only: refused
        raise Ambiguous("contatori in more than one sequence")
    nc = sum(1 for i, _ in items if i["kind"] == "cricca")
    ns = len(items) - nc
    if nc >= 3 or ns >= 3:
        # "три или более крика или три или более последовательностей ... удваивает очки": the
        # group's points or all of them are the same where the other group is empty
        if nc and ns:
            raise Ambiguous("doubling with both groups")
        raise Ambiguous("doubling")
    return items


def card_points(pile):
    assert len(pile) % 2 == 0
    return sum(value(c) for c in pile) - len(pile) // 2


def declarable(hand, rng):
    """Items a player declares: at most two, only runs and cricche held outright."""
    try:
        its = combos(set(hand) - CONTATORI, strict=False)
    except Ambiguous:
        return []
    # never a tarocchi cricca (it would need the contatori we removed)
    its = [x for x in its if x[0].get("of") != "tarocchi"]
    rng.shuffle(its)
    if rng.random() < 0.25:
        return []
    return its[:2]


def play_out(rng, hands, leader, nseats, greedy=None, side=lambda s: s % 2):
    """Random legal play. Returns (events, tricks) with tricks as (cards, winner)."""
    hands = [list(h) for h in hands]
    events, tricks = [], []
    ntricks = len(hands[0])
    for t in range(ntricks):
        trick = []
        for k in range(nseats):
            seat = (leader + k) % nseats
            opts = legal(hands[seat], trick)
            if not opts:
                raise Ambiguous("Matto would lead")
            if "MATTO" in opts and len(opts) > 1:
                # the Matto is laid only to a trick its side is winning (no exchange to settle)
                if trick and side(trick_winner(trick)) == side(seat) and rng.random() < 0.7:
                    opts = ["MATTO"]
                else:
                    opts = [c for c in opts if c != "MATTO"]
            if seat == greedy and rng.random() < 0.8:
                c = max(opts, key=lambda x: (x != "MATTO", suit_of(x) == "T", strength(x) if x != "MATTO" else 0))
            else:
                c = rng.choice(opts)
            hands[seat].remove(c)
            trick.append((seat, c))
            events.append({"type": "play", "seat": seat, "card": c})
        w = trick_winner(trick)
        tricks.append((trick, w))
        leader = w
    return events, tricks


# ------------------------------------------------------------------------------------ Ottocento


def team(seat):
    return seat % 2


def ottocento_deal(rng, dealer, tries=20000):
    for _ in range(tries):
        deck = DECK[:]
        rng.shuffle(deck)
        hands = [[] for _ in range(4)]
        order = [(dealer + 1 + i) % 4 for i in range(4)]
        pos = 0
        for _round in range(3):
            for s in order:
                hands[s] += deck[pos : pos + 5]
                pos += 5
        hands[dealer] += deck[pos : pos + 2]
        dealt = [list(h) for h in hands]
        pips = [c for c in hands[dealer] if suit_of(c) in SUITS and c[:-1] in ("6", "7", "8", "9", "10")]
        if len(pips) < 2:
            continue
        disc = rng.sample(pips, 2)
        for c in disc:
            hands[dealer].remove(c)
        try:
            decl = {s: declarable(hands[s], rng) for s in range(4)}
            plays, tricks = play_out(rng, hands, (dealer + 1) % 4, 4)
            matto_owner = next(s for s in range(4) if "MATTO" in dealt[s])
            for cards, w in tricks:
                if any(c == "MATTO" for _, c in cards) and team(w) != team(matto_owner):
                    raise Ambiguous("Matto exchange")
            if any(c == "MATTO" for _, c in tricks[-1][0]):
                raise Ambiguous("Matto in the last trick")
            if not any(w == dealer for _, w in tricks):
                raise Ambiguous("dealer took no trick")
            piles = [[], []]
            for cards, w in tricks:
                piles[team(w)] += [c for _, c in cards]
            piles[team(dealer)] += disc
            comb = [combos(p) for p in piles]
        except Ambiguous:
            continue
        last = team(tricks[-1][1])
        parts = []
        for tm in (0, 1):
            parts.append(
                {
                    "declarations": sum(p for s in range(4) if team(s) == tm for _, p in decl[s]),
                    "combinations": sum(p for _, p in comb[tm]),
                    "card_points": card_points(piles[tm]),
                    "last_trick": 6 if last == tm else 0,
                }
            )
        assert sum(parts[0][k] + parts[1][k] for k in ("card_points", "last_trick")) == 93
        events = [{"type": "discard", "seat": dealer, "cards": disc}]
        for s in order:
            events.append({"type": "declare", "seat": s, "items": [i for i, _ in decl[s]]})
        events += plays
        return {
            "dealer": dealer,
            "hands": dealt,
            "events": events,
            "parts": parts,
            "score": [sum(p.values()) for p in parts],
            "decl_only": [parts[0]["declarations"], parts[1]["declarations"]],
            "comb": [[i for i, _ in c] for c in comb],
        }
    raise RuntimeError("no deal found")


def write(name, game, players, deals, rules=None, start=None, meta=None):
    doc = {"format": "trick-transcript/1", "game": game}
    if rules:
        doc["rules"] = rules
    doc["players"] = players
    if start is not None:
        doc["start"] = start
    doc["meta"] = meta or {"round": "tarocchini-sheet-edges", "file": name}
    doc["deals"] = deals
    (OUT / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")


def strip(d):
    return {"dealer": d["dealer"], "hands": d["hands"], **({"talon": d["talon"]} if "talon" in d else {}), "events": list(d["events"])}


def team_sheet(deals, start=(0, 0), carry=None):
    """One score line per team per deal, then the two running totals. Returns deals and a map
    (deal, what) -> event index."""
    out, idx = [], {}
    tot = list(start)
    for k, d in enumerate(deals):
        dd = strip(d)
        ev = dd["events"]
        for tm in (0, 1):
            idx[(k, f"score{tm}")] = len(ev)
            ev.append({"type": "score", "party": f"team{tm}", "points": d["score"][tm]})
        for tm in (0, 1):
            tot[tm] += d["score"][tm]
            idx[(k, f"total{tm}")] = len(ev)
            ev.append({"type": "total", "party": f"team{tm}", "points": tot[tm]})
        out.append(dd)
    return out, idx


def component_sheet(deals, start=(0, 0)):
    """Lines by component, as a scorer writes them after the deal: per team the declarations,
    the combinations found in the tricks, the card points and (winners only) the last trick."""
    out, idx = [], {}
    tot = list(start)
    for k, d in enumerate(deals):
        dd = strip(d)
        ev = dd["events"]
        for tm in (0, 1):
            for comp in ("declarations", "combinations", "card_points", "last_trick"):
                pts = d["parts"][tm][comp]
                if comp == "last_trick" and pts == 0:
                    continue
                idx[(k, f"{comp}{tm}")] = len(ev)
                ev.append({"type": "score", "party": f"team{tm}", "points": pts, "reason": comp})
        for tm in (0, 1):
            tot[tm] += d["score"][tm]
            idx[(k, f"total{tm}")] = len(ev)
            ev.append({"type": "total", "party": f"team{tm}", "points": tot[tm]})
        out.append(dd)
    return out, idx


# ------------------------------------------------------------------------------------ Terziglio


def terziglio_deal(rng, dealer, tries=200000, want_win=False):
    for _ in range(tries):
        deck = DECK[:]
        rng.shuffle(deck)
        order = [(dealer + 1 + i) % 3 for i in range(3)]
        hands = [[] for _ in range(3)]
        pos = 0
        for _round in range(3):
            for s in order:
                hands[s] += deck[pos : pos + 6]
                pos += 6
        talon = deck[pos:]
        assert len(talon) == 8
        if "MATTO" in talon:
            continue
        decl_seat = rng.choice(order)
        bids = []
        for s in order:
            bids.append({"type": "bid", "seat": s, "bid": "solo" if s == decl_seat else "pass"})
        try:
            decl = {s: declarable(hands[s], rng) for s in range(3)}
            plays, tricks = play_out(
                rng, hands, order[0], 3, greedy=decl_seat, side=lambda s: 0 if s == decl_seat else 1
            )
            side = lambda s: 0 if s == decl_seat else 1  # noqa: E731
            matto_owner = next(s for s in range(3) if "MATTO" in hands[s])
            for cards, w in tricks:
                if any(c == "MATTO" for _, c in cards) and side(w) != side(matto_owner):
                    raise Ambiguous("Matto exchange")
            if any(c == "MATTO" for _, c in tricks[-1][0]):
                raise Ambiguous("Matto in the last trick")
            k = sum(1 for _, w in tricks if w == decl_seat)
            if k in (0, 18) or k % 2:
                raise Ambiguous("all tricks, or an odd pile")
            piles = [[], []]
            for cards, w in tricks:
                piles[side(w)] += [c for _, c in cards]
            last = side(tricks[-1][1])
            piles[last] += talon  # solo: the widow to the winner of the last trick
            comb = [combos(p) for p in piles]
        except Ambiguous:
            continue
        pts = []
        for sd in (0, 1):
            pts.append(
                sum(p for s in range(3) if side(s) == sd for _, p in decl[s])
                + sum(p for _, p in comb[sd])
                + card_points(piles[sd])
                + (6 if last == sd else 0)
            )
        declarer_wins = pts[0] > pts[1]
        if want_win and not declarer_wins:
            continue
        w = pts[0] if declarer_wins else pts[1]
        r = w % 50
        if r in (0, 44, 45, 46):
            continue
        gp = w // 50 + (1 if 50 - r < 5 else 0)
        gp *= 2  # solo
        score = [0, 0, 0]
        for s in range(3):
            if side(s) == (0 if declarer_wins else 1):
                score[s] = gp
        events = bids[:]
        for s in order:
            events.append({"type": "declare", "seat": s, "items": [i for i, _ in decl[s]]})
        events += plays
        return {
            "dealer": dealer,
            "hands": hands,
            "talon": talon,
            "events": events,
            "score": score,
            "side_points": pts,
            "declarer": decl_seat,
        }
    raise RuntimeError("no terziglio deal")


def seat_sheet(deals, start):
    out, idx = [], {}
    tot = list(start)
    for k, d in enumerate(deals):
        dd = strip(d)
        ev = dd["events"]
        for s in range(3):
            idx[(k, f"score{s}")] = len(ev)
            ev.append({"type": "score", "party": s, "points": d["score"][s], "reason": "game_points"})
        for s in range(3):
            tot[s] += d["score"][s]
            idx[(k, f"total{s}")] = len(ev)
            ev.append({"type": "total", "party": s, "points": tot[s]})
        out.append(dd)
    return out, idx


def ev_at(deals, k, i):
    return deals[k]["events"][i]


# ------------------------------------------------------------------------------------ main


def main(seed=20261201):
    rng = random.Random(seed)
    for f in OUT.glob("*.json"):
        f.unlink()
    P4 = ["Alda", "Bruno", "Cesira", "Dante"]
    P3 = ["Elena", "Franco", "Giulia"]
    O = "tarocchini-ottocento"
    Z = "tarocchini-terziglio"
    info = {}

    # base A: three deals, team lines
    A = [ottocento_deal(rng, dealer) for dealer in (3, 0, 1)]
    base, ix = team_sheet(A)
    write("01-team-lines-clean.json", O, P4, base)
    info["01"] = {"scores": [d["score"] for d in A], "parts": [d["parts"] for d in A], "comb": [d["comb"] for d in A]}

    # 02: one team line wrong (team1, deal 1, written 10 high); totals right by the rules
    d2, _ = team_sheet(A)
    e = ev_at(d2, 1, ix[(1, "score1")])
    e["points"] += 10
    write("02-team-line-wrong.json", O, P4, d2)
    info["02"] = [(1, ix[(1, "score1")], "wrong_score")]

    # 03: a slip in deal 0's team0 total (+20) carried forward through deals 1 and 2
    d3, _ = team_sheet(A)
    for k in range(3):
        ev_at(d3, k, ix[(k, "total0")])["points"] += 20
    write("03-total-slip-carried.json", O, P4, d3)
    info["03"] = [(0, ix[(0, "total0")], "wrong_total")]

    # 04: the same slip corrected back in deal 1 (deal 1's total right again by the rules)
    d4, _ = team_sheet(A)
    ev_at(d4, 0, ix[(0, "total0")])["points"] += 20
    write("04-total-corrected-back.json", O, P4, d4)
    info["04"] = [(0, ix[(0, "total0")], "wrong_total")]

    # base B: three deals, lines by component
    B = [ottocento_deal(rng, dealer) for dealer in (0, 1, 2)]
    cb, cix = component_sheet(B)
    write("05-component-lines-clean.json", O, P4, cb)
    info["05"] = {"parts": [d["parts"] for d in B], "comb": [d["comb"] for d in B]}

    # 06: one component line wrong (deal 1, team1 card points written 2 low)
    d6, _ = component_sheet(B)
    ev_at(d6, 1, cix[(1, "card_points1")])["points"] -= 2
    write("06-component-line-wrong.json", O, P4, d6)
    info["06"] = [(1, cix[(1, "card_points1")], "wrong_score")]

    # 07: component lines right, the last deal's team0 total wrong (a transposition, +9)
    d7, _ = component_sheet(B)
    ev_at(d7, 2, cix[(2, "total0")])["points"] += 9
    write("07-component-total-wrong.json", O, P4, d7)
    info["07"] = [(2, cix[(2, "total0")], "wrong_total")]

    # base C: taken up mid-session, start.totals
    C = [ottocento_deal(rng, dealer) for dealer in (2, 3)]
    st = [350, 410]
    c8, c8ix = team_sheet(C, start=st)
    write("08-midsession-start-totals.json", O, P4, c8, start={"totals": st})
    info["08"] = {"scores": [d["score"] for d in C]}

    # 09: the scorer forgot the carried totals at the first deal (team1 total = its deal score),
    # and carried on from his own figure
    d9, _ = team_sheet(C, start=st)
    for k in range(2):
        ev_at(d9, k, c8ix[(k, "total1")])["points"] -= st[1]
    write("09-midsession-total-from-zero.json", O, P4, d9, start={"totals": st})
    info["09"] = [(0, c8ix[(0, "total1")], "wrong_total")]

    # base D: a session that reaches 800: deal 0 takes team0 past 800 (team1 stays below), and the
    # next deal starts a new game from 0 on a fresh sheet.
    while True:
        D0 = ottocento_deal(rng, 1)
        if D0["score"][0] >= 80 and D0["score"][1] <= 120:
            break
    st = [800 - D0["score"][0] + 15, 640]
    D1 = ottocento_deal(rng, 2)
    e0, i0 = team_sheet([D0], start=st)
    e1, i1 = team_sheet([D1], start=(0, 0))
    write("10-reaches-800-new-game.json", O, P4, e0 + e1, start={"totals": st})
    info["10"] = {"start": st, "scores": [D0["score"], D1["score"]], "parts": [D0["parts"], D1["parts"]]}

    # 11: the crossing deal's team0 total written 30 short (the sheet shows no winner)
    e0b, _ = team_sheet([D0], start=st)
    ev_at(e0b, 0, i0[(0, "total0")])["points"] -= 30
    e1b, _ = team_sheet([D1], start=(0, 0))
    write("11-reaches-800-total-short.json", O, P4, e0b + e1b, start={"totals": st})
    info["11"] = [(0, i0[(0, "total0")], "wrong_total")]

    # 12: won on the declarations: team0 at 790 declares enough to pass 800; the deal is not
    # played, the sheet writes the declarations only.
    while True:
        E = ottocento_deal(rng, 3)
        if E["decl_only"][0] >= 20 and E["decl_only"][1] == 0:
            break
    ev = [x for x in E["events"] if x["type"] != "play"]
    st12 = [790, 520]
    ev += [
        {"type": "score", "party": "team0", "points": E["decl_only"][0], "reason": "declarations"},
        {"type": "score", "party": "team1", "points": 0, "reason": "declarations"},
        {"type": "total", "party": "team0", "points": st12[0] + E["decl_only"][0]},
        {"type": "total", "party": "team1", "points": st12[1]},
    ]
    write(
        "12-won-on-declarations.json",
        O,
        P4,
        [{"dealer": 3, "hands": E["hands"], "events": ev}],
        start={"totals": st12},
    )
    info["12"] = {"decl": E["decl_only"]}

    # Terziglio base: three solo deals taken up mid-session, per-seat game points and totals
    T = [terziglio_deal(rng, dealer, want_win=(dealer == 1)) for dealer in (0, 1, 2)]
    stz = [12, 4, 8]
    t13, tix = seat_sheet(T, stz)
    write("13-terziglio-seat-lines-clean.json", Z, P3, t13, start={"totals": stz})
    info["13"] = {"scores": [d["score"] for d in T], "pts": [d["side_points"] for d in T], "decl": [d["declarer"] for d in T]}

    # 14: one seat's game points wrong in deal 1: a loser written the winner's figure
    t14, _ = seat_sheet(T, stz)
    loser = next(s for s in range(3) if T[1]["score"][s] == 0)
    ev_at(t14, 1, tix[(1, f"score{loser}")])["points"] = max(T[1]["score"])
    write("14-terziglio-seat-line-wrong.json", Z, P3, t14, start={"totals": stz})
    info["14"] = [(1, tix[(1, f"score{loser}")], "wrong_score")]

    # 15: a total slip for seat 2 at deal 0 (+10), carried forward
    t15, _ = seat_sheet(T, stz)
    for k in range(3):
        ev_at(t15, k, tix[(k, "total2")])["points"] += 10
    write("15-terziglio-total-slip-carried.json", Z, P3, t15, start={"totals": stz})
    info["15"] = [(0, tix[(0, "total2")], "wrong_total")]

    print(json.dumps(info, default=str, indent=1))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20261201)
