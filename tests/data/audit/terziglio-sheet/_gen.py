"""Blind Terziglio sessions with score sheets (audit terziglio-sheet).

Written from the Russian Tarocchini source only (/work/shared/seeds/004_c8bdb85b1ac896b0.txt,
sections "Описание колоды", "Общие правила", "Отточенто" (play, Matto), "Терцильо" and its
"Подсчет очков"). Every deal is simulated with legal random play (one planted fault where a file
says so) and scored here, independently of the engine.

Where the source leaves a point open, every deal is scored under every reading listed in READINGS
and a deal is kept only when all readings give the same winner and the same game points, so no
expectation rests on a reading the source does not fix.

Run: python _gen.py  (writes a*.json and _figures.txt (JSON) next to this file)
"""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # swords, batons: high -> low
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # cups, coins: high -> low
PLAYERS = ["Arrigo", "Bice", "Cesare"]


def deck():
    d = [r + s for s in SUITS for r in LONG]
    d += [f"T{i}" for i in range(21)] + ["MATTO"]
    return d


def suit(c):
    if c == "MATTO":
        return "M"
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def value(c):
    # "Описание колоды": Angel, World 5; Sun, Moon, numbered, Moretti 1; Bagatto 5; K5 Q4 N3 J2, pips 1; Matto 5
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if c.startswith("T"):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(rank(c), 1)


def trump_level(c):
    n = int(c[1:])
    return 1 if 1 <= n <= 4 else n  # Moretti of equal rank


def suit_level(c):
    order = LONG if suit(c) in "SB" else ROUND
    return len(order) - order.index(rank(c))


def beats(new, cur):
    """new played after cur; does new take over? (Moretti: the last played is highest)"""
    if suit(new) == "T":
        if suit(cur) != "T":
            return True
        a, b = trump_level(new), trump_level(cur)
        return a > b or (a == b == 1)
    if suit(cur) == "T":
        return False
    return suit(new) == suit(cur) and suit_level(new) > suit_level(cur)


def trick_winner(trick):
    best = None
    for seat, c in trick:
        if c == "MATTO":
            continue
        if best is None or beats(c, best[1]):
            best = (seat, c)
    return best[0]


def legal(hand, led):
    """cards legal to play to a trick led with suit `led` (None: leading)."""
    if led is None:
        return list(hand)
    same = [c for c in hand if suit(c) == led]
    if same:
        return same + [c for c in hand if c == "MATTO"]
    tr = [c for c in hand if suit(c) == "T"]
    if tr:
        return tr + [c for c in hand if c == "MATTO"]
    return list(hand)


# ---------------------------------------------------------------- combinations
CRICCHE = {
    "tarocchi": (["T20", "T19", "T0", "MATTO"], 18, 36),
    "kings": ([f"K{s}" for s in SUITS], 17, 34),
    "queens": ([f"Q{s}" for s in SUITS], 14, 28),
    "knights": ([f"N{s}" for s in SUITS], 13, 26),
    "jacks": ([f"J{s}" for s in SUITS], 12, 24),
}


def seq_points(n):
    return 0 if n < 3 else 10 + 5 * (n - 3)


def trump_seq(pile, k, strict):
    if "T20" not in pile:
        return 0
    g = [f"T{p}" in pile for p in (19, 18, 17)]
    if not strict and not all(g):
        r = sum(g)
        if r == 0:
            return 0
        w = min(k, 3 - r)
        return 1 + r + w if r + w >= 2 else 0
    length, used, prev_wild, prev_p, real_g = 1, 0, False, 20, 0
    for p in range(19, 4, -1):
        if f"T{p}" in pile:
            length += 1
            prev_wild = False
            real_g += p >= 17
        elif used < k and (not prev_wild or (p == 16 and prev_p == 17)):
            length += 1
            used += 1
            prev_wild = True
        else:
            break
        prev_p = p
    if length < 3 or real_g == 0:
        return 0
    return length


def suit_seq(pile, s, k, strict):
    if f"K{s}" not in pile:
        return 0
    courts = [f"{r}{s}" in pile for r in "QNJ"]
    ace = f"1{s}" in pile
    if not strict:
        r = sum(courts)
        if r == 0:
            return 0
        w = min(k, 3 - r)
        if r + w < 2:
            return 0
        return 1 + r + w + (1 if ace else 0)
    length, used, prev_wild, real = 1, 0, False, 0
    for present in courts:
        if present:
            length += 1
            prev_wild = False
            real += 1
        elif used < k and not prev_wild:
            length += 1
            used += 1
            prev_wild = True
        else:
            break
    if length < 3 or real == 0:
        return 0
    if length == 4 and ace:
        length = 5
    return length


def group_seq(pile, cards, k):
    m = sum(c in pile for c in cards)
    if m < 2:
        return 0
    n = min(m + k, 6)
    return n if n >= 3 else 0


MORETTI = ["T1", "T2", "T3", "T4"]
ACES = [f"1{s}" for s in SUITS]


def combos(pile, rd):
    """(points, list of combos) of a pile of cards under reading rd."""
    pile = set(pile)
    cr = []
    for name, (cards, p3, p4) in CRICCHE.items():
        n = sum(c in pile for c in cards)
        if n == 4:
            cr.append((name, p4))
        elif n == 3:
            cr.append((name, p3))
    k_all = sum(c in pile for c in ("T0", "MATTO"))
    fns = [lambda k: trump_seq(pile, k, rd["strict"])]
    fns += [lambda k, s=s: suit_seq(pile, s, k, rd["strict"]) for s in SUITS]
    fns += [lambda k: group_seq(pile, MORETTI, k), lambda k: group_seq(pile, ACES, k)]
    table = [[f(k) for k in range(k_all + 1)] for f in fns]
    cp = sum(p for _, p in cr)
    if rd["reuse"]:
        choices = [[row[k_all]] for row in table]
    else:
        choices = None
    best = None
    if choices is not None:
        allocs = [tuple(c[0] for c in choices)]
    else:
        useful = [i for i, row in enumerate(table) if row[k_all] != row[0]]
        allocs = []
        for a in itertools.product(range(k_all + 1), repeat=len(useful)):
            if sum(a) <= k_all:
                lens = [row[0] for row in table]
                for i, k in zip(useful, a):
                    lens[i] = table[i][k]
                allocs.append(tuple(lens))
    for lens in allocs:
        seqs = [n for n in lens if n >= 3]
        sp = sum(seq_points(n) for n in seqs)
        tot = score_groups(len(cr), cp, len(seqs), sp, rd)
        if best is None or tot > best[0]:
            best = (tot, cr, list(lens))
    return best


def score_groups(ncr, cp, nseq, sp, rd):
    if rd["double"] == "group":
        return cp * (2 if ncr >= 3 else 1) + sp * (2 if nseq >= 3 else 1)
    if rd["double"] == "all":
        return (cp + sp) * (2 if (ncr >= 3 or nseq >= 3) else 1)
    return cp + sp  # "none": no doubling of combinations found in captured cards


def declared_points(items):
    cr = [i for i in items if i["kind"] == "cricca"]
    sq = [i for i in items if i["kind"] == "sequence"]
    cp = sum(CRICCHE[i["of"]][1 if i["count"] == 3 else 2] for i in cr)
    sp = sum(seq_points(i["length"]) for i in sq)
    # declarations here never hold 3 cricche or 3 sequences, so no doubling question
    assert len(cr) < 3 and len(sq) < 3
    return cp + sp


def card_points(pile, odd):
    n = len(pile)
    pairs = n // 2 if odd == "floor" else (n + 1) // 2
    return sum(value(c) for c in pile) - pairs


READINGS = [
    dict(strict=s, reuse=r, double=d, odd=o, pooled=p)
    for s in (True, False)
    for r in (True, False)
    for d in ("group", "all")
    for o in ("floor", "ceil")
    for p in (True,)
]


def plain_declarations(hand, limit=2):
    """combinations held without contatori and in forms every reading counts the same."""
    h = set(hand)
    items = []
    cr = []
    for name, (cards, _, _) in CRICCHE.items():
        n = sum(c in h for c in cards)
        if n >= 3:
            cr.append({"kind": "cricca", "of": name, "count": min(n, 4)})
    sq = []
    if all(t in h for t in ("T20", "T19", "T18")):
        n = 3
        p = 17
        while f"T{p}" in h and p >= 5:
            n += 1
            p -= 1
        sq.append({"kind": "sequence", "of": "trumps", "length": n})
    for s in SUITS:
        if all(f"{r}{s}" in h for r in "KQN"):
            n = 3 + (f"J{s}" in h)
            if n == 4 and f"1{s}" in h:
                n = 5
            sq.append({"kind": "sequence", "of": "suit", "suit": s, "length": n})
    for nm, cards in (("moretti", MORETTI), ("aces", ACES)):
        m = sum(c in h for c in cards)
        if m >= 3:
            sq.append({"kind": "sequence", "of": nm, "length": m})
    return cr[:limit] + sq[:limit]


# ---------------------------------------------------------------- a deal
class Reject(Exception):
    pass


def play_deal(rng, dealer, declarer, contract, widow_n, fault=None, decl_mod=None):
    d = deck()
    rng.shuffle(d)
    per = (62 - widow_n) // 3
    hands = [sorted(d[i * per:(i + 1) * per], key=deck().index) for i in range(3)]
    talon = d[3 * per:]
    dealt = [list(h) for h in hands]
    hands = [list(h) for h in hands]
    ev = []
    info = {"fault_event": None}
    eldest = (dealer + 1) % 3
    for i in range(3):
        s = (eldest + i) % 3
        ev.append({"type": "bid", "seat": s, "bid": contract if s == declarer else "pass"})
    widow = list(talon)
    if contract == "gioco":
        k = rng.choice([1, 2, 2, 3])
        taken = rng.sample(widow, k)
        for c in taken:
            widow.remove(c)
        hands[declarer] += taken
        h = hands[declarer]
        protect = set(plain_cards_in_combos(h))
        cand = [c for c in h if value(c) < 5 and c not in protect and suit(c) != "T"]
        cand.sort(key=lambda c: (value(c), rng.random()))
        disc = cand[:k]
        if fault == "illegal_discard":
            kings = [c for c in h if c.startswith("K")]
            if not kings:
                raise Reject
            disc = disc[:-1] + [kings[0]]
        if len(disc) < k:
            raise Reject
        for c in disc:
            h.remove(c)
        widow += disc
        ev.append({"type": "take", "seat": declarer, "cards": taken})
        ev.append({"type": "discard", "seat": declarer, "cards": disc})
        if fault == "illegal_discard":
            info["fault_event"] = len(ev) - 1
            info["fault_card"] = disc[-1]
    decls = {}
    for i in range(3):
        s = (eldest + i) % 3
        items = plain_declarations(hands[s])
        if decl_mod:
            items = decl_mod(s, hands[s], items, info)
        decls[s] = items
        if decl_mod and info.get("false_seat") == s:
            info["fault_event"] = len(ev)
        ev.append({"type": "declare", "seat": s, "items": items})
    # play
    piles = {0: [], 1: [], 2: []}
    leader = eldest
    tricks = [0, 0, 0]
    if "MATTO" in talon:
        raise Reject
    matto_owner = next(s for s in range(3) if "MATTO" in hands[s])
    matto_trick_winner = None
    fault_done = False
    last_winner = None
    ntr = len(hands[0])
    for t in range(ntr):
        trick = []
        led = None
        for i in range(3):
            s = (leader + i) % 3
            h = hands[s]
            if led is None:
                opts = [c for c in h if c != "MATTO"]
                if not opts:
                    raise Reject
            else:
                opts = legal(h, led)
                if "MATTO" in h:
                    opts = ["MATTO"]
            c = None
            if fault and not fault_done and led is not None and t >= 3 and "MATTO" not in opts:
                same = [x for x in h if suit(x) == led]
                trumps = [x for x in h if suit(x) == "T"]
                if fault == "revoke" and same:
                    other = [x for x in h if suit(x) not in (led, "M")]
                    if other:
                        c = rng.choice(other)
                        info["fault_kind"] = "revoke"
                elif fault == "no_trump" and not same and trumps and led != "T":
                    other = [x for x in h if suit(x) not in ("T", "M")]
                    if other:
                        c = rng.choice(other)
                        info["fault_kind"] = "no_trump"
                if c is not None:
                    fault_done = True
                    info["fault_event"] = len(ev)
                    info["fault_seat"] = s
                    info["fault_card"] = c
                    info["fault_led"] = led
                    info["fault_held"] = same if fault == "revoke" else trumps
            if c is None:
                c = rng.choice(opts)
            h.remove(c)
            if led is None:
                led = suit(c)
            trick.append((s, c))
            ev.append({"type": "play", "seat": s, "card": c})
        w = trick_winner(trick)
        tricks[w] += 1
        for s, c in trick:
            if c == "MATTO":
                piles[matto_owner].append(c)
                matto_trick_winner = w
            else:
                piles[w].append(c)
        leader = w
        last_winner = w
    if fault in ("revoke", "no_trump") and not fault_done:
        raise Reject
    side = lambda s: "D" if s == declarer else "O"  # noqa: E731
    if tricks[declarer] == 0 or tricks[declarer] == ntr:
        raise Reject  # all tricks to one side: not exercised here
    # Matto: back to its owner, who gives a low card to the winner if an opponent
    if matto_trick_winner is not None and side(matto_trick_winner) != side(matto_owner):
        own = [s for s in range(3) if side(s) == side(matto_owner)]
        pips = [(s, c) for s in own for c in piles[s] if suit(c) in SUITS and rank(c) in ("6", "7", "8", "9", "10")]
        if not pips:
            raise Reject
        s, c = pips[0]
        piles[s].remove(c)
        piles[matto_trick_winner].append(c)
    # widow
    if contract == "gioco":
        piles[declarer] += widow
    else:
        piles[last_winner] += widow
    opp = [s for s in range(3) if s != declarer]
    results = set()
    detail = None
    variants = [decls]
    if info.get("false_seat") is not None:
        fs = info["false_seat"]
        v2 = dict(decls)
        v2[fs] = [i for i in decls[fs] if i.get("of") != "kings"]
        variants.append(v2)
    for rd, decls in itertools.product(READINGS, variants):
        dpile = piles[declarer]
        opile = piles[opp[0]] + piles[opp[1]]
        dcomb = combos(dpile, rd)[0]
        if rd["pooled"]:
            ocomb = combos(opile, rd)[0]
        else:
            ocomb = combos(piles[opp[0]], rd)[0] + combos(piles[opp[1]], rd)[0]
        ddec = declared_points(decls[declarer])
        odec = declared_points(decls[opp[0]]) + declared_points(decls[opp[1]])
        dcp = card_points(dpile, rd["odd"])
        ocp = card_points(opile, rd["odd"]) if rd["pooled"] else card_points(piles[opp[0]], rd["odd"]) + card_points(
            piles[opp[1]], rd["odd"]
        )
        dl = 6 if side(last_winner) == "D" else 0
        dtot = ddec + dcomb + dcp + dl
        otot = odec + ocomb + ocp + (6 - dl)
        win = "D" if dtot > otot else "O"
        x = dtot if win == "D" else otot
        r = (x // 50) * 50
        if 50 - (x - r) < 5:
            r += 50
        gp = r // 50 * (2 if contract == "solo" else 1)
        results.add((win, gp))
        if rd == READINGS[0] and detail is None:
            detail = dict(
                declarer=declarer, contract=contract, tricks=tricks, last=last_winner,
                decl_declared=ddec, opp_declared=odec, decl_combos=dcomb, opp_combos=ocomb,
                decl_cards=dcp, opp_cards=ocp, decl_total=dtot, opp_total=otot, winner=win,
                rounded=r, game_points=gp, x=x,
            )
        if x % 50 == 45:
            raise Reject
    if len(results) != 1:
        raise Reject
    win, gp = results.pop()
    scores = [0, 0, 0]
    for s in range(3):
        if side(s) == win:
            scores[s] = gp
    deal = {"dealer": dealer, "hands": dealt, "talon": talon, "events": ev}
    detail["scores"] = scores
    detail.update(info)
    return deal, detail


def plain_cards_in_combos(h):
    out = []
    for it in plain_declarations(h, limit=9):
        if it["kind"] == "cricca":
            out += [c for c in CRICCHE[it["of"]][0] if c in h]
        elif it["of"] == "suit":
            out += [f"{r}{it['suit']}" for r in "KQNJ1"]
        elif it["of"] == "aces":
            out += ACES
    return out


def session(seed, contracts, widow_n=8, fault_deal=None, fault=None, decl_mod=None, want=None, tries=4000):
    """contracts: list of (declarer-offset-from-dealer, 'gioco'|'solo'). Dealer rotates 0,1,2,..."""
    rng = random.Random(seed)
    for _ in range(tries):
        st = rng.getstate()
        deals, details = [], []
        ok = True
        for i, (off, con) in enumerate(contracts):
            dealer = i % 3
            declarer = (dealer + off) % 3
            for _ in range(200):
                try:
                    f = fault if i == fault_deal else None
                    dm = decl_mod if i == fault_deal else None
                    deal, det = play_deal(rng, dealer, declarer, con, widow_n, f, dm)
                    if want and i == fault_deal and not want(det):
                        raise Reject
                    break
                except Reject:
                    continue
            else:
                ok = False
                break
            deals.append(deal)
            details.append(det)
        if ok:
            return deals, details
        rng.setstate(st)
        rng.random()
    raise SystemExit(f"no session for seed {seed}")


def add_sheet(deals, details, written_scores=None, total_slip=None):
    """score and total events per seat after the last play. written_scores[i] overrides deal i's
    scores; total_slip=(deal, seat, delta) writes that total off and carries the sheet's own sum on."""
    tot = [0, 0, 0]
    where = {}
    for i, (deal, det) in enumerate(zip(deals, details)):
        sc = list(det["scores"])
        if written_scores and i in written_scores:
            sc = written_scores[i]
        for s in range(3):
            where[(i, "score", s)] = len(deal["events"])
            deal["events"].append({"type": "score", "party": s, "points": sc[s], "reason": "game_points"})
        for s in range(3):
            tot[s] += sc[s]
            if total_slip and total_slip[0] == i and total_slip[1] == s:
                tot[s] += total_slip[2]
            where[(i, "total", s)] = len(deal["events"])
            deal["events"].append({"type": "total", "party": s, "points": tot[s]})
    return where


def write(name, deals, rules=None, meta=None):
    t = {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "rules": rules or {"preset": "standard"},
        "players": PLAYERS,
        "meta": meta or {},
        "deals": deals,
    }
    (HERE / f"{name}.json").write_text(json.dumps(t, indent=1) + "\n")


def main():
    out = {}

    def rec(name, details, where, note, **kw):
        out[name] = {"note": note, "deals": details, **kw}

    # a1: clean, three deals (gioco, gioco, solo)
    deals, det = session(101, [(1, "gioco"), (2, "gioco"), (1, "solo")])
    w = add_sheet(deals, det)
    write("a1", deals, meta={"audit": "a1 clean"})
    rec("a1", det, w, "clean: three deals, gioco, gioco, solo")

    # a2: clean, six deals: every player deals twice (the session's agreed length)
    deals, det = session(202, [(1, "gioco"), (2, "solo"), (0, "gioco"), (1, "gioco"), (2, "gioco"), (0, "solo")])
    w = add_sheet(deals, det)
    write("a2", deals, meta={"audit": "a2 clean, six deals: two full rounds of the deal, as agreed"})
    rec("a2", det, w, "clean: six deals, each player deals twice")

    # a3: wrong score: the declarer's game points one too high in deal 1
    deals, det = session(303, [(1, "gioco"), (2, "gioco"), (0, "gioco")])
    ws = {1: [s + (1 if s else 0) for s in det[1]["scores"]]}
    # one too high for every seat the sheet credits; if nobody is credited, credit the declarer
    if ws[1] == det[1]["scores"]:
        ws[1] = list(det[1]["scores"])
        ws[1][det[1]["declarer"]] += 1
    w = add_sheet(deals, det, written_scores=ws)
    write("a3", deals, meta={"audit": "a3 wrong score"})
    rec("a3", det, w, "fault: deal 1 scores written one game point too high", written=ws)

    # a4: wrong total: seat 2's total after deal 1 off by +2, sheet's own sum carried on
    deals, det = session(404, [(2, "gioco"), (1, "solo"), (1, "gioco")])
    w = add_sheet(deals, det, total_slip=(1, 2, 2))
    write("a4", deals, meta={"audit": "a4 wrong total"})
    rec("a4", det, w, "fault: seat 2's total after deal 1 is 2 too high (addition slip); later totals continue from it")

    # a5: solo won, sheet did not double
    def solo_won(d):
        return d["winner"] == "D" and d["game_points"] >= 4

    deals, det = session(505, [(1, "gioco"), (2, "solo")], fault_deal=1, want=solo_won)
    ws = {1: [s // 2 for s in det[1]["scores"]]}
    w = add_sheet(deals, det, written_scores=ws)
    write("a5", deals, meta={"audit": "a5 solo not doubled"})
    rec("a5", det, w, "fault: deal 1 solo won, sheet writes the undoubled game points", written=ws)

    # a6: clean, a deal whose winning side is 46..49 past a multiple of 50 (rounded up)
    def near_up(d):
        return d["x"] % 50 >= 47

    deals, det = session(606, [(1, "gioco"), (2, "gioco")], fault_deal=1, want=near_up)
    w = add_sheet(deals, det)
    write("a6", deals, meta={"audit": "a6 clean, round-up exception"})
    rec("a6", det, w, "clean: deal 1's winning side is within 5 below a multiple of 50 and rounds up")

    # a7: the sheet rounded such a deal down
    deals, det = session(707, [(2, "gioco"), (1, "gioco"), (0, "gioco")], fault_deal=2, want=near_up)
    ws = {2: [max(0, s - 1) if s else 0 for s in det[2]["scores"]]}
    w = add_sheet(deals, det, written_scores=ws)
    write("a7", deals, meta={"audit": "a7 rounded down"})
    rec("a7", det, w, "fault: deal 2, the sheet rounded the winners' points down instead of up", written=ws)

    # a8: false declaration: an opponent declares three kings holding fewer; not game-points relevant
    def false_kings(s, hand, items, info):
        if info.get("false_seat") is not None:
            return items
        kings = sum(c.startswith("K") for c in hand)
        if kings <= 2 and not any(i.get("of") == "kings" for i in items):
            info["false_seat"] = s
            info["false_held"] = [c for c in hand if c.startswith("K")]
            return items[:1] + [{"kind": "cricca", "of": "kings", "count": 3}]
        return items

    deals, det = session(808, [(1, "gioco"), (1, "gioco"), (2, "gioco")], fault_deal=1, decl_mod=false_kings,
                         want=lambda d: d.get("false_seat") is not None and d["false_seat"] != d["declarer"]
                         and robust_false(d))
    w = add_sheet(deals, det)
    write("a8", deals, meta={"audit": "a8 false declaration"})
    rec("a8", det, w, "fault: deal 1, a declaration of three kings by a player holding fewer")

    # a9: clean: one player declares nothing though holding combinations, another declares less
    def shy(s, hand, items, info):
        full = plain_declarations(hand, limit=9)
        if info.get("shy") is None and full:
            info["shy"] = s
            info["shy_held"] = full
            return []
        return items

    deals, det = session(909, [(2, "gioco"), (1, "gioco")], fault_deal=0, decl_mod=shy,
                         want=lambda d: d.get("shy") is not None)
    w = add_sheet(deals, det)
    write("a9", deals, meta={"audit": "a9 clean, a declaration left out (declaring is optional)"})
    rec("a9", det, w, "clean: a player who holds combinations declares nothing (optional), scored without them")

    # a10: revoke (failure to follow suit)
    deals, det = session(1010, [(1, "gioco"), (2, "solo"), (0, "gioco")], fault_deal=1, fault="revoke")
    w = add_sheet(deals, det)
    write("a10", deals, meta={"audit": "a10 revoke"})
    rec("a10", det, w, "fault: deal 1, a player fails to follow suit while holding it; scored as played")

    # a11: failure to trump
    deals, det = session(1111, [(2, "gioco"), (1, "gioco"), (2, "gioco")], fault_deal=0, fault="no_trump")
    w = add_sheet(deals, det)
    write("a11", deals, meta={"audit": "a11 failure to trump"})
    rec("a11", det, w, "fault: deal 0, a player void in the suit led discards a plain card holding trumps")

    # a12: illegal discard (a King laid away in the gioco exchange)
    deals, det = session(1212, [(1, "gioco"), (2, "gioco")], fault_deal=1, fault="illegal_discard")
    w = add_sheet(deals, det)
    write("a12", deals, meta={"audit": "a12 illegal discard"})
    rec("a12", det, w, "fault: deal 1, the gioco declarer lays away a King (a 5-point card)")

    # a13: clean, preset nineteen (19 each, 5 to the widow), a solo among them
    deals, det = session(1313, [(1, "solo"), (2, "gioco"), (0, "gioco")], widow_n=5)
    w = add_sheet(deals, det)
    write("a13", deals, rules={"preset": "nineteen"}, meta={"audit": "a13 clean, nineteen"})
    rec("a13", det, w, "clean: preset nineteen, solo then two gioco")

    # a14: opponents win, sheet credits only one of them
    deals, det = session(1414, [(1, "gioco"), (2, "gioco")], fault_deal=1,
                         want=lambda d: d["winner"] == "O" and d["game_points"] >= 1)
    sc = list(det[1]["scores"])
    opp = [s for s in range(3) if s != det[1]["declarer"]]
    sc[opp[1]] = 0
    ws = {1: sc}
    w = add_sheet(deals, det, written_scores=ws)
    write("a14", deals, meta={"audit": "a14 one winner left off"})
    rec("a14", det, w, "fault: deal 1 won by the opponents, the sheet credits only one of them", written=ws)

    (HERE / "_figures.txt").write_text(json.dumps(out, indent=1, default=str) + "\n")


def robust_false(d):
    return True  # play_deal scores the deal with and without the false item and keeps it only if equal


if __name__ == "__main__":
    main()
