"""Blind generator: long Terziglio sessions and how they end (audit terziglio-session-end).

Written from the Russian source (004_c8bdb85b1ac896b0.txt) and the format spec only; it does
not import validator. Every deal is played legally (follow suit, else trump, else anything;
the Matto excuses), scored by this file's own reading of the source, and written with the
sheet's game points (`score`, one per seat) and running totals (`total`, one per seat).

Deals the combination count could decide by a hair are avoided: a played deal is kept only
when the sides differ by at least 30 points and the winner's points sit 10..35 above a
multiple of 50, so a reading of the combinations that differs by a few points cannot change
the game points. Deals where one side takes every trick (40 game points, no count) are built
by hand.

    python _gen.py [seed]
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).parent
SUITS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B high -> low
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D high -> low
DECK = [r + s for s in "SB" for r in LONG] + [r + s for s in "CD" for r in ROUND]
DECK += [f"T{i}" for i in range(21)] + ["MATTO"]
assert len(DECK) == 62
CONT = {"T0", "MATTO"}  # contatori
FIVE = {"T20", "T19", "T0", "MATTO", "KS", "KB", "KC", "KD"}


def value(c: str) -> int:
    if c in FIVE:
        return 5
    if c[0] == "T":
        return 1
    return {"Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def is_trump(c: str) -> bool:
    return c[0] == "T"


def suit(c: str) -> str:
    return "T" if is_trump(c) else c[-1]


def trump_rank(c: str) -> int:
    n = int(c[1:])
    return 1 if 1 <= n <= 4 else n  # Moretti of equal rank


def suit_rank(c: str) -> int:
    order = LONG if c[-1] in "SB" else ROUND
    return len(order) - order.index(c[:-1])


def trick_winner(trick: list[tuple[int, str]]) -> int:
    """Seat winning the trick; Matto never wins; equal Moretti: the last played is highest."""
    real = [(s, c) for s, c in trick if c != "MATTO"]
    led = suit(real[0][1])
    best = None
    for s, c in real:
        if is_trump(c):
            key = (2, trump_rank(c))
        elif suit(c) == led:
            key = (1, suit_rank(c))
        else:
            continue
        if best is None or key >= best[0]:  # >=: the later of equal Moretti wins
            best = (key, s)
    return best[1]


def legal(hand: list[str], led: str | None) -> list[str]:
    if led is None:
        return list(hand)
    follow = [c for c in hand if c != "MATTO" and suit(c) == led]
    if follow:
        out = follow
    else:
        trumps = [c for c in hand if is_trump(c)]
        out = trumps if trumps else [c for c in hand if c != "MATTO"]
    if "MATTO" in hand:
        out = out + ["MATTO"]
    return out


def strength(c: str) -> tuple[int, int]:
    if c == "MATTO":
        return (-1, 0)
    return (2, trump_rank(c)) if is_trump(c) else (1, suit_rank(c))


# ---------------------------------------------------------------- combinations
CRICCHE = {
    "tarocchi": (["T20", "T19", "T0", "MATTO"], 18, 36),
    "kings": (["K" + s for s in SUITS], 17, 34),
    "queens": (["Q" + s for s in SUITS], 14, 28),
    "knights": (["N" + s for s in SUITS], 13, 26),
    "jacks": (["J" + s for s in SUITS], 12, 24),
}


def seq_points(n: int) -> int:
    return 10 + 5 * (n - 3) if n >= 3 else 0


def combos(pile: set[str], variant: int = 0) -> int:
    """Combination points of a set of cards (a pile after play), this file's reading (variant 0);
    variants 1-3 are other readings a deal must not depend on: 1 no doubling, 2 doubling of
    everything once either group has three, 3 suit runs without gaps (K Q N J, then the Ace)."""
    k = len(CONT & pile)
    cr = []
    for cards, v3, v4 in CRICCHE.values():
        n = sum(c in pile for c in cards)
        if n == 3:
            cr.append(v3)
        elif n == 4:
            cr.append(v4)
    sq = []
    # trumps: Angel, then the grande 19 18 17, then 16 15 ...; contatori fill, never two in a row
    # save 17 and 16
    if "T20" in pile:
        length, used, prev_fill, real_grande = 1, 0, False, 0
        for pos in range(19, 4, -1):
            c = f"T{pos}"
            if c in pile:
                length += 1
                prev_fill = False
                if pos >= 17:
                    real_grande += 1
            elif used < k and (not prev_fill or pos == 16):
                length += 1
                used += 1
                prev_fill = True
            else:
                break
        if length >= 3 and real_grande >= 1:
            sq.append(seq_points(length))
    # suits: King and at least two court cards (one may be a contatore), then the Ace
    for s in SUITS:
        if "K" + s not in pile:
            continue
        if variant == 3:
            length, used, real = 1, 0, 0
            for x in "QNJ1":
                if x + s in pile:
                    length += 1
                    real += x != "1"
                elif used < k:
                    length += 1
                    used += 1
                else:
                    break
            if length >= 3 and real >= 1:
                sq.append(seq_points(length))
            continue
        r = sum((x + s) in pile for x in "QNJ")
        if r < 1 or r + k < 2:
            continue
        fill = min(k, 3 - r)
        length = 1 + r + fill
        if "1" + s in pile:
            length += 1
        elif k - fill > 0:
            length += 1
        sq.append(seq_points(length))
    # moretti, aces: two real plus contatori, up to six
    for group in (["T1", "T2", "T3", "T4"], ["1" + s for s in SUITS]):
        m = sum(c in pile for c in group)
        if m >= 2 and m + k >= 3:
            sq.append(seq_points(min(6, m + k)))
    if variant == 1:
        return sum(cr) + sum(sq)
    if variant == 2:
        return (sum(cr) + sum(sq)) * (2 if len(cr) >= 3 or len(sq) >= 3 else 1)
    return sum(cr) * (2 if len(cr) >= 3 else 1) + sum(sq) * (2 if len(sq) >= 3 else 1)


def card_points(pile: list[str], odd_up: bool = False) -> int:
    n = len(pile)
    return sum(value(c) for c in pile) - (n + 1) // 2 if odd_up else sum(value(c) for c in pile) - n // 2


def round_gp(p: int) -> int:
    base = p // 50
    return base + 1 if p - base * 50 >= 45 else base


# ---------------------------------------------------------------- play
def simulate(hands, dealer, declarer, contract, widow_after, rng):
    hands = [list(h) for h in hands]
    ntr = len(hands[0])
    leader = (dealer + 1) % 3
    plays = []
    won = {0: [], 1: [], 2: []}
    last_winner = None
    matto_note = None
    for t in range(ntr):
        trick = []
        for i in range(3):
            seat = (leader + i) % 3
            h = hands[seat]
            led = suit(trick[0][1]) if trick else None
            if trick and trick[0][1] == "MATTO":
                led = suit(trick[1][1]) if len(trick) > 1 else None
            opts = legal(h, led)
            if not trick:
                non = [c for c in opts if c != "MATTO"]
                if not non:
                    return None  # Matto would lead: avoided
                card = rng.choice(non)
            elif "MATTO" in opts and t < ntr - 1:
                card = "MATTO"
            else:
                opts = [c for c in opts if c != "MATTO"] or opts
                if t == ntr - 1 and opts == ["MATTO"]:
                    return None  # Matto in the last trick: avoided
                cur = trick + []
                winners = [c for c in opts if trick_winner(cur + [(seat, c)]) == seat]
                if winners:
                    card = max(winners, key=strength)
                else:
                    card = min(opts, key=lambda c: (strength(c), value(c)))
            h.remove(card)
            trick.append((seat, card))
            plays.append({"type": "play", "seat": seat, "card": card})
        w = trick_winner(trick)
        cards = [c for _, c in trick]
        if "MATTO" in cards:
            ms = [s for s, c in trick if c == "MATTO"][0]
            matto_note = (ms, w)
        won[w].extend(cards)
        leader = w
        last_winner = w
    return plays, won, last_winner, matto_note


def side_of(seat, declarer):
    return "D" if seat == declarer else "O"


def score_deal(won, declarer, contract, widow_after, last_winner, matto_note):
    piles = {"D": [], "O": []}
    tricks = {"D": 0, "O": 0}
    for s in range(3):
        piles[side_of(s, declarer)].extend(won[s])
        tricks[side_of(s, declarer)] += len(won[s]) // 3
    if tricks["D"] == 0 or tricks["O"] == 0:
        return {"all": "D" if tricks["O"] == 0 else "O"}
    if contract == "gioco":
        piles["D"].extend(widow_after)
    else:
        piles[side_of(last_winner, declarer)].extend(widow_after)
    if matto_note:
        ms, w = matto_note
        a, b = side_of(ms, declarer), side_of(w, declarer)
        if a != b:
            piles[b].remove("MATTO")
            piles[a].append("MATTO")
            low = [c for c in piles[a] if value(c) == 1 and c[0] not in "T1" and c != "MATTO"]
            if not low:
                return None
            give = sorted(low)[0]
            piles[a].remove(give)
            piles[b].append(give)
    res = []
    for variant, odd_up in ((0, False), (1, False), (2, False), (3, False), (0, True)):
        pts = {}
        for side in "DO":
            pts[side] = combos(set(piles[side]), variant) + card_points(piles[side], odd_up)
        pts[side_of(last_winner, declarer)] += 6
        res.append(pts)
    return {"pts": res[0], "variants": res}


def deal_cards(rng, widow_n, dealer, declarer, force):
    """Deal; `force` top cards (high trumps, kings) pushed to the declarer's hand."""
    deck = DECK[:]
    rng.shuffle(deck)
    each = (62 - widow_n) // 3
    hands = [deck[i * each : (i + 1) * each] for i in range(3)]
    widow = deck[3 * each :]
    if declarer is not None and force:
        strong = ["T20", "T19", "T18", "T17", "T16", "T15", "KS", "KB", "KC", "KD", "T14", "T13"]
        rng.shuffle(strong)
        for c in strong[:force]:
            if c in hands[declarer]:
                continue
            holder = [i for i in range(3) if c in hands[i]]
            src = hands[holder[0]] if holder else widow
            weak = [x for x in hands[declarer] if x not in strong and x not in CONT]
            x = rng.choice(weak)
            src[src.index(c)] = x
            hands[declarer][hands[declarer].index(x)] = c
    return hands, widow


def bids_for(dealer, declarer, contract):
    ev = []
    for i in range(3):
        s = (dealer + 1 + i) % 3
        ev.append({"type": "bid", "seat": s, "bid": contract if s == declarer else "pass"})
    return ev


def declares(dealer):
    return [{"type": "declare", "seat": (dealer + 1 + i) % 3, "items": []} for i in range(3)]


def make_played(rng, widow_n, dealer, declarer, contract, want):
    """A random deal whose result is `want` ('win' or 'loss' for the declarer), robust."""
    for _ in range(200000):
        force = rng.randint(2, 10) if want == "win" else rng.randint(0, 4)
        hands, widow = deal_cards(rng, widow_n, dealer, declarer, force)
        h = [list(x) for x in hands]
        ev = bids_for(dealer, declarer, contract)
        widow_after = list(widow)
        if contract == "gioco":
            take = rng.sample(widow, 2)
            cand = [c for c in h[declarer] if not is_trump(c) and c not in FIVE and value(c) == 1]
            if len(cand) < 2:
                continue
            disc = sorted(cand, key=suit_rank)[:2]
            h[declarer] = [c for c in h[declarer] if c not in disc] + take
            widow_after = [c for c in widow if c not in take] + disc
            ev.append({"type": "take", "seat": declarer, "cards": take})
            ev.append({"type": "discard", "seat": declarer, "cards": disc})
        ev += declares(dealer)
        sim = simulate(h, dealer, declarer, contract, widow_after, rng)
        if sim is None:
            continue
        plays, won, lw, mn = sim
        res = score_deal(won, declarer, contract, widow_after, lw, mn)
        if res is None or "all" in res:
            continue
        d, o = res["pts"]["D"], res["pts"]["O"]
        dwin = d > o
        if (want == "win") != dwin or abs(d - o) < 30:
            continue
        wp = d if dwin else o
        if not (10 <= wp % 50 <= 35) or wp < 50:
            continue
        # the same winner and game points under every other reading tried
        if any(
            (v["D"] > v["O"]) != dwin
            or round_gp(v["D"] if dwin else v["O"]) != wp // 50
            or abs(v["D"] - v["O"]) < 20
            for v in res["variants"]
        ):
            continue
        if max(v["D"] if dwin else v["O"] for v in res["variants"]) % 50 < 5:
            continue
        gp = wp // 50 * (2 if contract == "solo" else 1)
        return {
            "hands": hands,
            "widow": widow,
            "events": ev + plays,
            "declarer": declarer,
            "contract": contract,
            "dwin": dwin,
            "gp": gp,
            "figures": {"declarer_points": d, "opponents_points": o},
        }
    raise RuntimeError("no robust deal found")


def make_alltricks(rng, widow_n, dealer, declarer, contract):
    """Declarer holds the top trumps and kings and takes every trick."""
    each = (62 - widow_n) // 3
    kings = ["KS", "KB"] + (["KD"] if widow_n == 5 else [])
    if contract == "gioco":
        # 15 trumps, the kings and a 7C exchanged for the KC in the widow
        dh = [f"T{i}" for i in range(20, 5, -1)] + kings + ["7C"]
    else:
        dh = [f"T{i}" for i in range(20, 4, -1)] + kings  # 16 trumps
    assert len(dh) == each
    rest = [c for c in DECK if c not in dh and not (contract == "gioco" and c == "KC")]
    rng.shuffle(rest)
    opp = [s for s in range(3) if s != declarer]
    if contract == "gioco":
        widow = ["KC"] + rest[: widow_n - 1]
        rest = rest[widow_n - 1 :]
    else:
        widow = rest[:widow_n]
        rest = rest[widow_n:]
    hands = [None, None, None]
    hands[declarer] = dh
    hands[opp[0]] = rest[:each]
    hands[opp[1]] = rest[each:]
    assert len(hands[opp[1]]) == each
    ev = bids_for(dealer, declarer, contract)
    h = [list(x) for x in hands]
    if contract == "gioco":
        ev.append({"type": "take", "seat": declarer, "cards": ["KC"]})
        ev.append({"type": "discard", "seat": declarer, "cards": ["7C"]})
        h[declarer].remove("7C")
        h[declarer].append("KC")
    ev += declares(dealer)
    # declarer must lead from the first trick: he is eldest in these deals
    assert (dealer + 1) % 3 == declarer
    order = sorted(h[declarer], key=strength, reverse=True)
    for lead in order:
        trick = [(declarer, lead)]
        ev.append({"type": "play", "seat": declarer, "card": lead})
        for i in (1, 2):
            s = (declarer + i) % 3
            hh = h[s]
            opts = legal(hh, suit(lead))
            if "MATTO" in opts:
                c = "MATTO"
            else:
                c = min(opts, key=lambda x: (strength(x), value(x)))
            hh.remove(c)
            trick.append((s, c))
            ev.append({"type": "play", "seat": s, "card": c})
        assert trick_winner(trick) == declarer, trick
    return {
        "hands": hands,
        "widow": widow,
        "events": ev,
        "declarer": declarer,
        "contract": contract,
        "dwin": True,
        "gp": 40,
        "figures": {"all_tricks": True},
    }


def make_pass(rng, widow_n, dealer):
    deck = DECK[:]
    rng.shuffle(deck)
    each = (62 - widow_n) // 3
    hands = [deck[i * each : (i + 1) * each] for i in range(3)]
    return {
        "hands": hands,
        "widow": deck[3 * each :],
        "events": bids_for(dealer, None, None),
        "declarer": None,
        "contract": None,
        "dwin": None,
        "gp": 0,
        "figures": {"all_pass": True},
    }


def sheet(d, settlement):
    """Each seat's game points for the deal by the rules."""
    if d["declarer"] is None:
        return [0, 0, 0]
    g, dec = d["gp"], d["declarer"]
    out = [0, 0, 0]
    for s in range(3):
        if settlement == "winners_score":
            out[s] = g if (s == dec) == d["dwin"] else 0
        else:
            sign = 1 if d["dwin"] else -1
            out[s] = sign * 2 * g if s == dec else -sign * g
    return out


def session(rng, plan, settlement="winners_score", widow_n=8, start=None, first_dealer=0):
    """plan: list of ('pass',) | (contract, want) with want 'win' | 'loss' | 'all'."""
    deals = []
    dealer = first_dealer
    for step in plan:
        if step[0] == "pass":
            d = make_pass(rng, widow_n, dealer)
        elif step[1] == "all":
            d = make_alltricks(rng, widow_n, dealer, (dealer + 1) % 3, step[0])
        else:
            d = make_played(rng, widow_n, dealer, rng.randrange(3), step[0], step[1])
        d["dealer"] = dealer
        deals.append(d)
        dealer = (dealer + 1) % 3
    totals = list(start) if start else [0, 0, 0]
    for d in deals:
        sc = sheet(d, settlement)
        d["scores"] = list(sc)
        totals = [a + b for a, b in zip(totals, sc, strict=True)]
        d["totals"] = list(totals)
    return deals


def write(name, deals, settlement, widow_n, start=None, plants=()):
    """plants: callables editing the sheet rows; each returns the expected findings."""
    rows = []
    for d in deals:
        rows.append({"scores": list(d["scores"]), "totals": list(d["totals"])})
    expected = []
    for p in plants:
        expected += p(rows, deals)
    out_deals = []
    for i, d in enumerate(deals):
        ev = list(d["events"])
        for s in range(3):
            ev.append({"type": "score", "party": s, "points": rows[i]["scores"][s]})
        for s in range(3):
            ev.append({"type": "total", "party": s, "points": rows[i]["totals"][s]})
        out_deals.append({"dealer": d["dealer"], "hands": d["hands"], "talon": d["widow"], "events": ev})
    rules = {"settlement": settlement}
    if widow_n == 5:
        rules["preset"] = "nineteen"
    doc = {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "rules": rules,
        "players": ["Alda", "Bruno", "Carla"],
    }
    if start:
        doc["start"] = {"totals": list(start)}
    doc["meta"] = {
        "audit": "terziglio-session-end",
        "deals": [
            {
                "contract": d["contract"] or "all pass",
                "declarer": d["declarer"],
                "declarer_wins": d["dwin"],
                "game_points": d["gp"],
                **d["figures"],
            }
            for d in deals
        ],
    }
    doc["deals"] = out_deals
    (OUT / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
    return expected


def ev_index(deals, di, kind, seat):
    base = len(deals[di]["events"])
    return base + seat if kind == "score" else base + 3 + seat


def carry(rows, di, seat, delta):
    for r in rows[di:]:
        r["totals"][seat] += delta


# ---------------------------------------------------------------- plants
def plant_wrong_total(di, seat, delta):
    def f(rows, deals):
        carry(rows, di, seat, delta)  # the slip carried on: later totals are its own arithmetic
        return [(di, ev_index(deals, di, "total", seat), "wrong_total")]

    return f


def plant_pass_scored(di, seat, pts):
    def f(rows, deals):
        assert deals[di]["declarer"] is None
        rows[di]["scores"][seat] += pts
        carry(rows, di, seat, pts)  # the total adds the score written
        return [(di, ev_index(deals, di, "score", seat), "wrong_score")]

    return f


def plant_solo_total(di, factor_missing):
    """Solo won: score written doubled (right), the declarer's total adds it undoubled."""

    def f(rows, deals):
        d = deals[di]
        assert d["contract"] == "solo" and d["dwin"]
        s = d["declarer"]
        right = rows[di]["scores"][s]
        carry(rows, di, s, -right // factor_missing)
        return [(di, ev_index(deals, di, "total", s), "wrong_total")]

    return f


def plant_solo_alltricks_doubled(di):
    def f(rows, deals):
        d = deals[di]
        assert d["contract"] == "solo" and d["gp"] == 40
        s = d["declarer"]
        extra = rows[di]["scores"][s]  # 40 (winners) or 80 (zero-sum): doubled once more
        rows[di]["scores"][s] += extra
        carry(rows, di, s, extra)
        return [(di, ev_index(deals, di, "score", s), "wrong_score")]

    return f


def find(deals, pred, last=True):
    idx = [i for i, d in enumerate(deals) if pred(d)]
    return idx[-1] if last else idx[0]


def main(seed: int = 2027) -> None:
    rng = random.Random(seed)
    G, S, P = "gioco", "solo", ("pass",)
    exp = {}

    def mk(name, plan, settlement="winners_score", widow_n=8, start=None, first=0, plants=None):
        deals = session(rng, plan, settlement, widow_n, start, first)
        pl = plants(deals) if plants else []
        exp[name] = write(name, deals, settlement, widow_n, start, pl)
        exp[name + "#deals"] = deals

    long_w = [
        (G, "win"),
        (G, "loss"),
        P,
        (S, "win"),
        (G, "win"),
        (G, "all"),
        (S, "loss"),
        P,
        (G, "loss"),
        (G, "win"),
        (S, "win"),
        (G, "win"),
        P,
        (G, "loss"),
    ]
    mk("01-clean-winners-long.json", long_w)
    long_z = [
        (G, "win"),
        (S, "win"),
        P,
        (G, "loss"),
        (G, "win"),
        (S, "all"),
        (G, "loss"),
        (S, "loss"),
        P,
        (G, "win"),
        (G, "win"),
        (G, "loss"),
    ]
    mk("02-clean-zerosum-long.json", long_z, "zero_sum", 5)
    mid = [(G, "win"), P, (S, "all"), (G, "loss"), (S, "win"), (G, "win"), P, (G, "win")]
    mk("03-clean-midway.json", mid, start=[23, 7, 15], first=2)

    plan4 = [
        (G, "win"),
        (G, "loss"),
        (S, "win"),
        P,
        (G, "win"),
        (G, "loss"),
        (G, "win"),
        (S, "loss"),
        (G, "win"),
        P,
        (G, "win"),
        (G, "loss"),
    ]
    mk(
        "04-late-wrong-total-winners.json",
        plan4,
        plants=lambda ds: [
            plant_wrong_total(10, [s for s in range(3) if sheet(ds[10], "winners_score")[s]][0], 10)
        ],
    )
    mk(
        "05-late-wrong-total-zerosum.json",
        plan4,
        "zero_sum",
        plants=lambda ds: [plant_wrong_total(11, ds[11]["declarer"], -2)],
    )
    plan6 = [
        (G, "win"),
        (S, "win"),
        (G, "loss"),
        P,
        (G, "win"),
        (G, "loss"),
        (S, "loss"),
        (G, "win"),
        P,
        (G, "win"),
        (G, "loss"),
    ]
    mk("06-passed-scored-winners.json", plan6, plants=lambda ds: [plant_pass_scored(8, ds[8]["dealer"], 2)])
    mk(
        "07-passed-scored-zerosum.json",
        plan6,
        "zero_sum",
        5,
        plants=lambda ds: [plant_pass_scored(8, (ds[8]["dealer"] + 1) % 3, -2)],
    )
    plan8 = [
        (G, "win"),
        (G, "loss"),
        P,
        (G, "win"),
        (S, "loss"),
        (G, "win"),
        (G, "loss"),
        (S, "win"),
        (G, "win"),
        P,
        (G, "win"),
    ]
    mk("08-solo-total-undoubled-winners.json", plan8, plants=lambda ds: [plant_solo_total(7, 2)])
    mk("09-solo-total-undoubled-zerosum.json", plan8, "zero_sum", plants=lambda ds: [plant_solo_total(7, 2)])
    plan10 = [(G, "win"), (S, "win"), P, (G, "loss"), (G, "win"), (G, "win"), (S, "loss"), (G, "loss")]
    mk(
        "10-midway-late-wrong-total.json",
        plan10,
        "zero_sum",
        start=[-14, 31, -17],
        first=1,
        plants=lambda ds: [plant_wrong_total(7, (ds[7]["declarer"] + 1) % 3, 1)],
    )
    mk(
        "11-midway-passed-scored.json",
        plan10,
        start=[40, 12, 33],
        first=2,
        widow_n=5,
        plants=lambda ds: [plant_pass_scored(2, ds[2]["dealer"], 3)],
    )
    mk(
        "12-midway-solo-total-undoubled.json",
        plan10,
        start=[9, 0, 21],
        first=0,
        plants=lambda ds: [plant_solo_total(1, 2)],
    )
    plan13 = [(G, "win"), P, (G, "loss"), (S, "all"), (G, "win"), (S, "win"), (G, "loss")]
    mk("13-solo-alltricks-doubled.json", plan13, plants=lambda ds: [plant_solo_alltricks_doubled(3)])

    lines = []
    for name in sorted(k for k in exp if not k.endswith("#deals")):
        lines.append(f"{name} {exp[name]}")
        for i, d in enumerate(exp[name + "#deals"]):
            lines.append(
                f"  deal {i} dealer {d['dealer']} {d['contract']} decl {d['declarer']} win {d['dwin']}"
                f" gp {d['gp']} scores {d['scores']} totals {d['totals']} {d['figures']}"
            )
    (OUT / "_gen_out.txt").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2027)
