"""Blind generator + independent scorer for audit round terziglio-spec4.

Reading of the source (004_c8bdb85b1ac896b0.txt, Russian) encoded here; see EXPECTED.md.
"""

import itertools
import json
import random
import sys
from fractions import Fraction
from pathlib import Path

OUT = Path(__file__).parent
SUITS = "SBCD"
LONG_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B
ROUND_ORDER = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D
DECK = [r + s for s in SUITS for r in LONG_ORDER] + [f"T{i}" for i in range(21)] + ["MATTO"]
WILDS = ("T0", "MATTO")


def value(c):
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if c.startswith("T"):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def suit(c):
    return "T" if c.startswith("T") else ("M" if c == "MATTO" else c[-1])


def rank_in_suit(c):
    order = LONG_ORDER if c[-1] in "SB" else ROUND_ORDER
    return len(order) - order.index(c[:-1])


def trump_rank(c):
    n = int(c[1:])
    return 1 if 1 <= n <= 4 else n  # moretti equal


def trick_winner(plays, tie="last_played"):
    """plays: list of (seat, card). Returns the winning seat."""
    real = [(i, s, c) for i, (s, c) in enumerate(plays) if c != "MATTO"]
    led = real[0][2]
    trumps = [(i, s, c) for i, s, c in real if suit(c) == "T"]
    if trumps:
        best = None
        for i, s, c in trumps:
            r = trump_rank(c)
            if best is None or r > best[0] or (r == best[0] and tie == "last_played"):
                best = (r, s)
        return best[1]
    ls = suit(led)
    best = None
    for i, s, c in real:
        if suit(c) == ls and (best is None or rank_in_suit(c) > best[0]):
            best = (rank_in_suit(c), s)
    return best[1]


def legal(hand, trick):
    real = [c for _, c in trick if c != "MATTO"]
    if not real:
        return list(hand)
    ls = suit(real[0])
    same = [c for c in hand if suit(c) == ls]
    if same:
        return same + (["MATTO"] if "MATTO" in hand else [])
    tr = [c for c in hand if suit(c) == "T"]
    if tr:
        return tr + (["MATTO"] if "MATTO" in hand else [])
    return list(hand)


# ---------------------------------------------------------------- combinations
CRICCA = {
    "tarocchi": (["T20", "T19", "T0", "MATTO"], 18, 36),
    "kings": ([f"K{s}" for s in SUITS], 17, 34),
    "queens": ([f"Q{s}" for s in SUITS], 14, 28),
    "knights": ([f"N{s}" for s in SUITS], 13, 26),
    "jacks": ([f"J{s}" for s in SUITS], 12, 24),
}


def seq_points(length):
    return 10 + 5 * (length - 3)


def trump_seq_len(cards):
    """Longest trump sequence by my reading: Angel real; two of Mondo/Sun/Moon (one may be a
    contatore, at least one real, one may be skipped); then 16,15,... consecutive, a gap filled by
    a contatore; two contatori in a row end it, except when they stand for 16 and a grande.
    A contatore is used only inside the run (a real card must follow it)."""
    if "T20" not in cards:
        return 0
    wilds = [w for w in WILDS if w in cards]
    best = 0
    # grande positions 19, 18, 17: each real / wild / skip
    for choice in itertools.product("rws", repeat=3):
        used = 0
        ok = True
        skips = 0
        reals = 0
        slots = []  # list of 'r' or 'w' in order
        for pos, ch in zip((19, 18, 17), choice):
            have = f"T{pos}" in cards
            if ch == "r":
                if not have:
                    ok = False
                reals += 1
                slots.append("r")
            elif ch == "w":
                if have:
                    ok = False  # no point
                used += 1
                slots.append("w")
            else:
                if have:
                    ok = False
                skips += 1
        if not ok or skips > 1 or reals < 1 or used > len(wilds):
            continue
        # consecutive wilds among grande (e.g. 18 and 17) end the sequence: disallow
        if "ww" in "".join(slots):
            continue
        # trailing wild in grande must be followed by a real card: checked below
        length = 1 + len(slots)
        last = slots[-1] if slots else "r"
        last_pos = 17 if choice[2] != "s" else 18
        n = 16
        pending = []  # wild fills awaiting a real card
        cur_len = length
        confirmed = length if last == "r" else length - 1
        while n >= 5:
            if f"T{n}" in cards:
                cur_len += 1
                last = "r"
                confirmed = cur_len
                n -= 1
                continue
            if used < len(wilds):
                if last == "w":
                    # two in a row: allowed only for a grande and 16
                    if not (n == 16 and choice[2] == "w"):
                        break
                used += 1
                cur_len += 1
                last = "w"
                n -= 1
                continue
            break
        if confirmed >= 3:
            best = max(best, confirmed)
    return best


def group_seq_len(cards, members):
    real = sum(1 for m in members if m in cards)
    if real < 2:
        return 0
    w = sum(1 for x in WILDS if x in cards)
    ln = min(real + w, 6)
    return ln if ln >= 3 else 0


def suit_seq_len(cards, s):
    if f"K{s}" not in cards:
        return 0
    courts = [f"{r}{s}" for r in "QNJ"]
    real = sum(1 for c in courts if c in cards)
    if real < 1:
        return 0
    w = sum(1 for x in WILDS if x in cards)
    filled = min(3, real + w)
    if filled < 2:
        return 0
    return 1 + filled + (1 if f"1{s}" in cards else 0)


MORETTI = ["T1", "T2", "T3", "T4"]
ACES = [f"1{s}" for s in SUITS]


def combos(cards, double_three=True):
    cards = set(cards)
    cr = []
    for name, (mem, p3, p4) in CRICCA.items():
        k = sum(1 for m in mem if m in cards)
        if k == 3:
            cr.append((name, p3))
        elif k == 4:
            cr.append((name, p4))
    sq = []
    t = trump_seq_len(cards)
    if t:
        sq.append(("trumps", t))
    m = group_seq_len(cards, MORETTI)
    if m:
        sq.append(("moretti", m))
    a = group_seq_len(cards, ACES)
    if a:
        sq.append(("aces", a))
    for s in SUITS:
        k = suit_seq_len(cards, s)
        if k:
            sq.append((s, k))
    pc = sum(p for _, p in cr)
    ps = sum(seq_points(l) for _, l in sq)
    if double_three and len(cr) >= 3:
        pc *= 2
    if double_three and len(sq) >= 3:
        ps *= 2
    return pc + ps, cr, sq


def declared_points(items, double_three=True):
    pc = ps = 0
    nc = ns = 0
    for it in items:
        if it["kind"] == "cricca":
            mem, p3, p4 = CRICCA[it["of"]]
            pc += p3 if it["count"] == 3 else p4
            nc += 1
        else:
            ps += seq_points(it["length"])
            ns += 1
    if double_three and nc >= 3:
        pc *= 2
    if double_three and ns >= 3:
        ps *= 2
    return pc + ps


def card_points(pile):
    n = len(pile)
    return sum(value(c) for c in pile) - n // 2  # odd card: full value (no pair)


# ---------------------------------------------------------------- play
def play_out(hands, leader, n, rng, matto_last=None, tie="last_played", script=None):
    """Random legal play. matto_last: seat that keeps the Matto for the last trick.
    script: dict trick_index -> {seat: card} forced plays."""
    hands = [list(h) for h in hands]
    events, tricks = [], []
    ntr = len(hands[0])
    for ti in range(ntr):
        trick = []
        for k in range(n):
            s = (leader + k) % n
            lg = legal(hands[s], trick)
            if script and ti in script and s in script[ti]:
                c = script[ti][s]
                assert c in lg, (ti, s, c, lg)
            else:
                if not trick:  # a lead: never the Matto unless forced
                    lg2 = [c for c in lg if c != "MATTO"] or lg
                else:
                    lg2 = lg
                if s == matto_last and ti < ntr - 1:
                    lg2 = [c for c in lg2 if c != "MATTO"] or lg2
                elif s == matto_last and "MATTO" in lg2:
                    lg2 = ["MATTO"]
                elif ti < ntr - 1 and len(lg2) > 1:
                    lg2 = [c for c in lg2 if c != "MATTO"] or lg2
                c = rng.choice(sorted(lg2, key=DECK.index))
            hands[s].remove(c)
            trick.append((s, c))
            events.append({"type": "play", "seat": s, "card": c})
        w = trick_winner(trick, tie)
        tricks.append((trick, w))
        leader = w
    return events, tricks


def piles_from_tricks(tricks, side_of, nsides):
    """side_of(seat)->side. Returns piles, trick counts per side, Matto info."""
    piles = [[] for _ in range(nsides)]
    won = [0] * nsides
    matto = None
    for trick, w in tricks:
        ws = side_of(w)
        won[ws] += 1
        for s, c in trick:
            if c == "MATTO":
                matto = (side_of(s), ws)
                continue
            piles[ws].append(c)
    return piles, won, matto


def settle_matto(piles, won, matto, double_three=True):
    """Matto back to its owner's side; a low card (value 1) to the trick winner if an opponent;
    to the opponents if the owner's side took no trick. Low card chosen best for the owner."""
    if matto is None:
        return piles
    own, ws = matto
    if won[own] == 0:
        piles[ws].append("MATTO")
        return piles
    piles[own].append("MATTO")
    if own == ws:
        return piles
    best = None
    low = min(value(c) for c in piles[own])
    for c in sorted(set(piles[own]), key=DECK.index):
        if value(c) != low:
            continue
        a = [x for x in piles[own] if x != c]
        b = piles[ws] + [c]
        sc = combos(a, double_three)[0] - combos(b, double_three)[0]
        if best is None or sc > best[0]:
            best = (sc, c)
    c = best[1]
    piles[own].remove(c)
    piles[ws].append(c)
    return piles


def game_points(p):
    p = Fraction(p)
    r = (p // 50) * 50
    if (r + 50) - p < 5:
        r += 50
    return int(r // 50)


def dump(name, obj):
    (OUT / name).write_text(json.dumps(obj, indent=1, ensure_ascii=False) + "\n")


# ---------------------------------------------------------------- scoring a transcript
def tricks_of(deal, n, tie):
    plays = [(e["seat"], e["card"].upper()) for e in deal["events"] if e["type"] == "play"]
    out = []
    for i in range(0, len(plays), n):
        t = plays[i : i + n]
        out.append((t, trick_winner(t, tie)))
    return out


def score_ottocento(deal, rules):
    tie = rules.get("moretti_tie", "last_played")
    dt = rules.get("double_three", True)
    tricks = tricks_of(deal, 4, tie)
    side = lambda s: s % 2
    piles, won, matto = piles_from_tricks(tricks, side, 2)
    piles = settle_matto(piles, won, matto, dt)
    dealer = deal["dealer"]
    disc = [e for e in deal["events"] if e["type"] == "discard"]
    dcards = [c.upper() for e in disc for c in e["cards"]]
    dealer_took = any(w == dealer for _, w in tricks)
    side_took = won[side(dealer)] > 0
    credit = dealer_took if rules.get("discard_credit", "dealer_trick") == "dealer_trick" else side_took
    piles[side(dealer) if credit else 1 - side(dealer)].extend(dcards)
    decl = [0, 0]
    for e in deal["events"]:
        if e["type"] == "declare":
            decl[side(e["seat"])] += declared_points(e["items"], dt)
    comb = [combos(p, dt)[0] for p in piles]
    cp = [card_points(p) for p in piles]
    last = [0, 0]
    last[side(tricks[-1][1])] = 6
    tot = [decl[i] + comb[i] + cp[i] + last[i] for i in range(2)]
    return dict(declarations=decl, combinations=comb, card_points=cp, last_trick=last, total=tot,
                piles=piles, won=won, combos=[combos(p, dt)[1:] for p in piles])


def score_terziglio(deal, rules):
    tie = rules.get("moretti_tie", "last_played")
    dt = rules.get("double_three", True)
    bids = [e for e in deal["events"] if e["type"] == "bid" and e["bid"] != "pass"]
    decl_seat = bids[-1]["seat"]
    kind = bids[-1]["bid"]
    tricks = tricks_of(deal, 3, tie)
    side = lambda s: 0 if s == decl_seat else 1
    piles, won, matto = piles_from_tricks(tricks, side, 2)
    piles = settle_matto(piles, won, matto, dt)
    talon = [c.upper() for c in deal["talon"]]
    taken = [c.upper() for e in deal["events"] if e["type"] == "take" for c in e["cards"]]
    disc = [c.upper() for e in deal["events"] if e["type"] == "discard" for c in e["cards"]]
    widow = [c for c in talon if c not in taken] + disc
    if kind == "solo":
        piles[side(tricks[-1][1])].extend(widow)
    else:
        piles[0 if won[0] else 1].extend(widow)
    decl = [0, 0]
    for e in deal["events"]:
        if e["type"] == "declare":
            decl[side(e["seat"])] += declared_points(e["items"], dt)
    comb = [combos(p, dt)[0] for p in piles]
    cp = [card_points(p) for p in piles]
    last = [0, 0]
    last[side(tricks[-1][1])] = 6
    tot = [decl[i] + comb[i] + cp[i] + last[i] for i in range(2)]
    allt = won[1] == 0 or won[0] == 0
    if won[1] == 0:
        winner, gp = 0, 40
    elif won[0] == 0:
        winner, gp = 1, 40
    else:
        winner = 0 if tot[0] > tot[1] else 1
        gp = game_points(tot[winner])
    if kind == "solo" and (not allt or rules.get("solo_doubles_all_tricks", False)):
        gp *= 2
    seats = [decl_seat] if winner == 0 else [s for s in range(3) if s != decl_seat]
    per_seat = {s: (gp if s in seats else 0) for s in range(3)}
    return dict(declarer=decl_seat, kind=kind, declarations=decl, combinations=comb, card_points=cp,
                last_trick=last, total=tot, winner=winner, gp=gp, per_seat=per_seat, won=won,
                piles=[len(p) for p in piles], combos=[combos(p, dt)[1:] for p in piles])


def score_file(path):
    t = json.loads(Path(path).read_text())
    rules = t.get("rules", {})
    out = []
    for d in t["deals"]:
        if t["game"] == "tarocchini-ottocento":
            out.append(score_ottocento(d, rules))
        else:
            out.append(score_terziglio(d, rules))
    return out


if __name__ == "__main__" and len(sys.argv) > 1 and sys.argv[1] == "score":
    for r in score_file(sys.argv[2]):
        r.pop("piles", None) if isinstance(r.get("piles", [None])[0], list) else None
        print(r)
    sys.exit()


# ---------------------------------------------------------------- builders
def build_hands(sizes, fixed, talon_size, talon_fixed, rng):
    rest = [c for c in DECK if c not in {x for v in fixed.values() for x in v} and c not in talon_fixed]
    rng.shuffle(rest)
    hands = []
    for s, n in enumerate(sizes):
        h = list(fixed.get(s, []))
        while len(h) < n:
            h.append(rest.pop())
        rng.shuffle(h)
        hands.append(h)
    talon = list(talon_fixed)
    while len(talon) < talon_size:
        talon.append(rest.pop())
    assert not rest
    return hands, talon


def low_discards(hand, k, keep):
    cands = [c for c in sorted(hand, key=DECK.index) if value(c) == 1 and not c.startswith("T") and c not in keep]
    cands = [c for c in cands if c[:-1] not in ("1",)] or cands
    return cands[-k:]


def terziglio_deal(dealer, fixed, talon_fixed, declarer, kind, decls, seed, take=2, matto_last=None,
                   tie="last_played", keep=(), script=None):
    rng = random.Random(seed)
    sizes = [18, 18, 18]
    hands, talon = build_hands(sizes, fixed, 8, talon_fixed, rng)
    events = []
    for k in range(3):
        s = (dealer + 1 + k) % 3
        events.append({"type": "bid", "seat": s, "bid": kind if s == declarer else "pass"})
    play_hands = [list(h) for h in hands]
    if kind == "gioco" and take:
        tk = talon[:take]
        events.append({"type": "take", "seat": declarer, "cards": tk})
        play_hands[declarer] += tk
        keepset = set(keep) | {c for it in decls.get(declarer, []) for c in it.get("_cards", [])}
        dc = low_discards(play_hands[declarer], take, keepset)
        for c in dc:
            play_hands[declarer].remove(c)
        events.append({"type": "discard", "seat": declarer, "cards": dc})
    for k in range(3):
        s = (dealer + 1 + k) % 3
        items = [{kk: vv for kk, vv in it.items() if not kk.startswith("_")} for it in decls.get(s, [])]
        events.append({"type": "declare", "seat": s, "items": items})
    pe, tricks = play_out(play_hands, (dealer + 1) % 3, 3, rng, matto_last=matto_last, tie=tie, script=script)
    events += pe
    return {"dealer": dealer, "hands": hands, "talon": talon, "events": events}


def ottocento_deal(dealer, fixed, decls, seed, matto_last=None, tie="last_played", discard=None, script=None):
    rng = random.Random(seed)
    sizes = [17 if s == dealer else 15 for s in range(4)]
    hands, _ = build_hands(sizes, fixed, 0, [], rng)
    play_hands = [list(h) for h in hands]
    keep = {c for v in fixed.values() for c in v}
    dc = discard or low_discards(hands[dealer], 2, keep)
    for c in dc:
        play_hands[dealer].remove(c)
    events = [{"type": "discard", "seat": dealer, "cards": dc}]
    for k in range(4):
        s = (dealer + 1 + k) % 4
        items = [{kk: vv for kk, vv in it.items() if not kk.startswith("_")} for it in decls.get(s, [])]
        events.append({"type": "declare", "seat": s, "items": items})
    pe, tricks = play_out(play_hands, (dealer + 1) % 4, 4, rng, matto_last=matto_last, tie=tie, script=script)
    events += pe
    return {"dealer": dealer, "hands": hands, "events": events}


def transcript(game, players, deals, rules=None, meta=None):
    t = {"format": "trick-transcript/1", "game": game}
    if rules:
        t["rules"] = rules
    t["players"] = players
    t["deals"] = deals
    t["meta"] = meta or {"round": "terziglio-spec4"}
    return t


def T(*cards):
    return list(cards)


# ---------------------------------------------------------------- alternative readings (for planting)
def alt_card_points_minus1(pile):
    n = len(pile)
    return sum(value(c) for c in pile) - (n + 1) // 2


def rescore_terziglio(deal, rules, *, odd=None, matto_to_winner=False, undouble_decl=False):
    """Re-score with one count changed (for plants and seed selection)."""
    global card_points, settle_matto, declared_points
    saved = card_points, settle_matto, declared_points
    try:
        if odd == "minus1":
            card_points = alt_card_points_minus1
        elif odd == "half":
            card_points = lambda p: sum(value(c) for c in p) - Fraction(len(p), 2)
        if matto_to_winner:
            def sm(piles, won, matto, dt=True):
                if matto:
                    piles[matto[1]].append("MATTO")
                return piles
            settle_matto = sm
        if undouble_decl:
            declared_points = lambda items, dt=True: saved[2](items, False)
        return score_terziglio(deal, rules)
    finally:
        card_points, settle_matto, declared_points = saved


def rescore_ottocento(deal, rules, *, matto_to_winner=False, undouble_decl=False):
    global settle_matto, declared_points
    saved = settle_matto, declared_points
    try:
        if matto_to_winner:
            def sm(piles, won, matto, dt=True):
                if matto:
                    piles[matto[1]].append("MATTO")
                return piles
            settle_matto = sm
        if undouble_decl:
            declared_points = lambda items, dt=True: saved[1](items, False)
        return score_ottocento(deal, rules)
    finally:
        settle_matto, declared_points = saved


def tz_lines(res, totals, with_scores=True, with_totals=True, override=None):
    ev = []
    ps = dict(res["per_seat"])
    if override:
        ps.update(override)
    if with_scores:
        for s in range(3):
            ev.append({"type": "score", "party": s, "points": ps[s]})
    new = [totals[s] + ps[s] for s in range(3)]
    if with_totals:
        for s in range(3):
            ev.append({"type": "total", "party": s, "points": new[s]})
    return ev, new


def oc_lines(res, totals, with_scores=True, with_totals=True, override=None):
    ev = []
    sc = list(res["total"])
    if override:
        for k, v in override.items():
            sc[k] = v
    if with_scores:
        for i in range(2):
            ev.append({"type": "score", "party": f"team{i}", "points": sc[i]})
    new = [totals[i] + sc[i] for i in range(2)]
    if with_totals:
        for i in range(2):
            ev.append({"type": "total", "party": f"team{i}", "points": new[i]})
    return ev, new


def fmt(res):
    keys = ["declarer", "kind", "declarations", "combinations", "card_points", "last_trick", "total", "winner",
            "gp", "per_seat", "won", "piles"]
    out = {k: res[k] for k in keys if k in res}
    if "piles" in res and res["piles"] and isinstance(res["piles"][0], list):
        out["piles"] = [len(p) for p in res["piles"]]
    out["combos"] = res["combos"]
    return out


P3 = ["Alda", "Bice", "Ciro"]
P4 = ["Dora", "Ezio", "Fede", "Gino"]
TZR = {}
LOG = []


def log(name, di, res, extra=""):
    LOG.append(f"{name} deal {di}: {fmt(res)} {extra}")


def search(fn, pred, start=1, limit=3000):
    for seed in range(start, start + limit):
        d = fn(seed)
        if d is None:
            continue
        ok = pred(d)
        if ok:
            return seed, d
    raise RuntimeError("no seed")


def seq(of, length, suit=None):
    it = {"kind": "sequence", "of": of, "length": length}
    if suit:
        it["suit"] = suit
    return it


def cri(of, count):
    return {"kind": "cricca", "of": of, "count": count}


def tz1():
    name = "tz-16-grande-session.json"
    def d0(seed):
        return terziglio_deal(0, {1: T("T20", "T19", "T18", "T0", "MATTO", "T15", "T14"), 0: T("T16", "T13"),
                                  2: T("T17")}, ["7S", "8B"], 1, "gioco",
                              {1: [dict(seq("trumps", 7), _cards=["T20", "T19", "T18", "T0", "MATTO", "T15", "T14"])]}, seed)
    def d1(seed):
        return terziglio_deal(1, {2: T("T1", "T2", "T0", "MATTO", "1S", "1B"), 0: T("T3", "T4", "1C", "1D")},
                              ["7C", "8D"], 2, "gioco",
                              {2: [dict(seq("moretti", 4), _cards=["T1", "T2"]), dict(seq("aces", 4), _cards=["1S", "1B"])]},
                              seed)
    s0, a = search(d0, (lambda d: (lambda r: r['won'][0] not in (0, 18) and r['winner'] == 0 and r['total'][0] - 15 > r['total'][1] and game_points(r['total'][0]) != game_points(r['total'][0] - 15))(score_terziglio(d, TZR))))
    s1, b = search(d1, (lambda d: (lambda r: r['won'][0] not in (0, 18) and r['winner'] == 0 and r['total'][0] - 10 > r['total'][1] and game_points(r['total'][0]) != game_points(r['total'][0] - 10))(score_terziglio(d, TZR))), start=100)
    tot = [0, 0, 0]
    for i, d in enumerate((a, b)):
        r = score_terziglio(d, TZR)
        ev, tot = tz_lines(r, tot)
        d["events"] += ev
        log(name, i, r)
    dump(name, transcript("tarocchini-terziglio", P3, [a, b]))


def tz2():
    name = "tz-double-wild-false-decl.json"
    def d0(seed):
        return terziglio_deal(2, {0: T("T20", "T19", "T18", "T17", "T16", "T0", "MATTO", "T13"), 1: T("T15", "T14")},
                              ["7S", "8B"], 0, "gioco",
                              {0: [dict(seq("trumps", 8), _cards=["T20", "T19", "T18", "T17", "T16", "T0", "MATTO", "T13"])]},
                              seed)
    s, a = search(d0, lambda d: True, start=200)
    log(name, 0, score_terziglio(a, TZR), "(declared trumps 8; my reading allows at most 6)")
    dump(name, transcript("tarocchini-terziglio", P3, [a]))


def tz3():
    name = "tz-suit-gap-ace.json"
    def d0(seed):
        return terziglio_deal(0, {1: T("KS", "QS", "JS", "1S", "KC", "NC", "MATTO", "1C", "KB", "QB", "NB"),
                                  2: T("NS", "QC", "JC", "JB", "T0")}, ["7D", "8D"], 1, "gioco",
                              {1: [dict(seq("suit", 4, "S"), _cards=["KS", "QS", "JS", "1S"]),
                                   dict(seq("suit", 4, "C"), _cards=["KC", "NC", "MATTO", "1C"]),
                                   dict(seq("suit", 3, "B"), _cards=["KB", "QB", "NB"])]}, seed, keep=["1B"])
    s, a = search(d0, (lambda d: (lambda r: r['won'][0] not in (0, 18) and r['winner'] == 0 and r['total'][0] - 20 > r['total'][1] and game_points(r['total'][0]) != game_points(r['total'][0] - 20))(score_terziglio(d, TZR))), start=300)
    r = score_terziglio(a, TZR)
    ev, _ = tz_lines(r, [0, 0, 0])
    a["events"] += ev
    log(name, 0, r)
    dump(name, transcript("tarocchini-terziglio", P3, [a]))


def tz4():
    name = "tz-three-cricche-wrong.json"
    def d0(seed):
        return terziglio_deal(1, {2: T("KS", "KB", "KC", "QS", "QB", "QD", "NS", "NB", "NC"), 0: T("KD", "QC", "ND")},
                              ["7D", "8D"], 2, "gioco",
                              {2: [dict(cri("kings", 3), _cards=["KS", "KB", "KC"]), dict(cri("queens", 3), _cards=["QS", "QB", "QD"]),
                                   dict(cri("knights", 3), _cards=["NS", "NB", "NC"])]}, seed)
    def pred(d):
        r = score_terziglio(d, TZR)
        u = rescore_terziglio(d, TZR, undouble_decl=True)
        return r["won"][0] not in (0, 18) and r["winner"] == 0 and u["winner"] == 0 and u["gp"] != r["gp"]
    s, a = search(d0, pred, start=400)
    r = score_terziglio(a, TZR)
    u = rescore_terziglio(a, TZR, undouble_decl=True)
    ev, _ = tz_lines(r, [0, 0, 0], override={2: u["gp"]})
    a["events"] += ev
    log(name, 0, r, f"PLANT: seat 2 written {u['gp']} (cricche not doubled: total {u['total']})")
    dump(name, transcript("tarocchini-terziglio", P3, [a]))


def tz5():
    name = "tz-matto-last-trick-session.json"
    def d0(seed):
        return terziglio_deal(0, {2: T("MATTO")}, ["7D", "8D"], 1, "gioco", {}, seed, matto_last=2)
    def d1(seed):
        return terziglio_deal(1, {1: T("MATTO")}, ["7S", "8S"], 0, "gioco", {}, seed, matto_last=1)
    def pred(dseat):
        def p(d):
            r = score_terziglio(d, TZR)
            plays = [e for e in d["events"] if e["type"] == "play"]
            last = plays[-3:]
            w = trick_winner([(e["seat"], e["card"]) for e in last])
            return r["won"][0] not in (0, 18) and w == dseat and any(e["card"] == "MATTO" for e in last)
        return p
    s0, a = search(d0, pred(1), start=500)
    s1, b = search(d1, pred(0), start=600)
    tot = [0, 0, 0]
    for i, d in enumerate((a, b)):
        r = score_terziglio(d, TZR)
        ev, tot = tz_lines(r, tot)
        d["events"] += ev
        log(name, i, r)
    dump(name, transcript("tarocchini-terziglio", P3, [a, b]))


def tz6():
    name = "tz-matto-last-trick-wrong.json"
    def d0(seed):
        return terziglio_deal(2, {0: T("MATTO")}, ["7D", "8D"], 1, "gioco", {}, seed, matto_last=0)
    def pred(d):
        r = score_terziglio(d, TZR)
        alt = rescore_terziglio(d, TZR, matto_to_winner=True)
        plays = [e for e in d["events"] if e["type"] == "play"]
        w = trick_winner([(e["seat"], e["card"]) for e in plays[-3:]])
        return r["won"][0] not in (0, 18) and w == 1 and alt["per_seat"] != r["per_seat"]
    s, a = search(d0, pred, start=700)
    r = score_terziglio(a, TZR)
    alt = rescore_terziglio(a, TZR, matto_to_winner=True)
    ev, _ = tz_lines(r, [0, 0, 0], override=alt["per_seat"])
    a["events"] += ev
    log(name, 0, r, f"PLANT: written {alt['per_seat']} = Matto kept by the last trick's winner (total {alt['total']})")
    dump(name, transcript("tarocchini-terziglio", P3, [a]))


def tz7():
    name = "tz-odd-pile-boundary.json"
    def d0(seed):
        return terziglio_deal(0, {}, [], 1, "gioco", {}, seed)
    def pred(d):
        r = score_terziglio(d, TZR)
        if r["won"][0] % 2 == 0 or r["won"][0] in (0, 18):
            return False
        m = rescore_terziglio(d, TZR, odd="minus1")
        h = rescore_terziglio(d, TZR, odd="half")
        return m["per_seat"] != r["per_seat"]
    s, a = search(d0, pred, start=800, limit=20000)
    r = score_terziglio(a, TZR)
    m = rescore_terziglio(a, TZR, odd="minus1")
    h = rescore_terziglio(a, TZR, odd="half")
    ev, _ = tz_lines(r, [0, 0, 0])
    a["events"] += ev
    log(name, 0, r, f"odd card value-1: {m['total']} {m['per_seat']}; value-1/2: {h['total']} {h['per_seat']}")
    dump(name, transcript("tarocchini-terziglio", P3, [a]))


def tz8():
    name = "tz-solo-totals-wrong.json"
    def d0(seed):
        return terziglio_deal(0, {}, [], 1, "solo", {}, seed)
    def d1(seed):
        return terziglio_deal(1, {2: T("KS", "QS", "NS", "KB", "QB", "JB", "T1", "T2", "T3")}, ["7D", "8D"], 2, "gioco",
                              {2: [dict(seq("suit", 3, "S"), _cards=["KS", "QS", "NS"]),
                                   dict(seq("suit", 3, "B"), _cards=["KB", "QB", "JB"]),
                                   dict(seq("moretti", 3), _cards=["T1", "T2", "T3"])]}, seed)
    def p0(d):
        r = score_terziglio(d, TZR)
        plays = [e for e in d["events"] if e["type"] == "play"]
        w = trick_winner([(e["seat"], e["card"]) for e in plays[-3:]])
        return r["won"][0] not in (0, 18) and w != 1
    def p1(d):
        r = score_terziglio(d, TZR)
        u = rescore_terziglio(d, TZR, undouble_decl=True)
        return r["won"][0] not in (0, 18) and r["winner"] == 0 and u["per_seat"] != r["per_seat"]
    s0, a = search(d0, p0, start=900)
    s1, b = search(d1, p1, start=1000)
    tot = [0, 0, 0]
    r = score_terziglio(a, TZR)
    ev, tot = tz_lines(r, tot, with_scores=False)
    a["events"] += ev
    log(name, 0, r, "(solo: widow to the last trick's winner, an opponent)")
    r = score_terziglio(b, TZR)
    u = rescore_terziglio(b, TZR, undouble_decl=True)
    ev, tot2 = tz_lines(r, tot, with_scores=False, override=u["per_seat"])
    b["events"] += ev
    log(name, 1, r, f"PLANT: totals written with {u['per_seat']} (three sequences not doubled) -> {tot2}")
    dump(name, transcript("tarocchini-terziglio", P3, [a, b]))


def oc1():
    name = "oc-moretti-tie-session.json"
    def mk(dealer, base):
        def f(seed):
            return ottocento_deal(dealer, {}, {}, seed)
        def p(d):
            tr = tricks_of(d, 4, "last_played")
            for t, w in tr:
                w2 = trick_winner(t, "first_played")
                if w % 2 != w2 % 2:
                    return True
            return False
        return search(f, p, start=base)[1]
    a = mk(3, 1100)
    b = mk(0, 1200)
    tot = [0, 0]
    for i, d in enumerate((a, b)):
        r = score_ottocento(d, {})
        ev, tot = oc_lines(r, tot)
        d["events"] += ev
        f = rescore_first = score_ottocento(d, {"moretti_tie": "first_played"})
        log(name, i, r, f"(first_played would give {f['total']})")
    dump(name, transcript("tarocchini-ottocento", P4, [a, b]))


def oc2():
    name = "oc-matto-side-no-trick.json"
    team1 = [f"T{i}" for i in range(21)] + [f"K{s}" for s in SUITS] + [f"Q{s}" for s in SUITS] + ["NS", "NB", "NC"]
    team0 = [c for c in DECK if c not in team1]
    s0 = ["MATTO", "1S", "1B", "1C", "1D", "JS", "JB", "JC", "JD"]
    rest0 = [c for c in team0 if c not in s0]
    def f(seed):
        rng = random.Random(seed)
        r0 = list(rest0)
        rng.shuffle(r0)
        fixed = {0: s0 + r0[:6], 2: r0[6:]}
        t1 = [c for c in team1 if c not in ("T5", "T6")]
        rng.shuffle(t1)
        fixed[1] = ["T5", "T6"] + t1[:15]
        fixed[3] = t1[15:]
        return ottocento_deal(1, fixed, {0: [cri("jacks", 4), seq("aces", 5)]}, seed, discard=["T5", "T6"])
    s, a = search(f, lambda d: score_ottocento(d, {})["won"][0] == 0, start=1300)
    r = score_ottocento(a, {})
    ev, _ = oc_lines(r, [0, 0])
    a["events"] += ev
    log(name, 0, r)
    dump(name, transcript("tarocchini-ottocento", P4, [a]))


def oc3():
    name = "oc-triple-seq-wrong-total.json"
    def f0(seed):
        return ottocento_deal(2, {3: T("1S", "1B", "T0", "MATTO", "T1", "T2", "T3", "KC", "QC", "NC"), 0: T("1C", "1D", "T4", "JC")},
                              {3: [seq("aces", 4), seq("moretti", 3), seq("suit", 3, "C")]}, seed)
    def f1(seed):
        return ottocento_deal(3, {}, {}, seed)
    s0, a = search(f0, lambda d: True, start=1400)
    s1, b = search(f1, lambda d: True, start=1500)
    r0 = score_ottocento(a, {})
    u0 = rescore_ottocento(a, {}, undouble_decl=True)
    ev, tot = oc_lines(r0, [0, 0], with_scores=False, override={1: u0["total"][1]})
    a["events"] += ev
    log(name, 0, r0, f"PLANT: team1 total written {u0['total'][1]} (declared sequences not doubled)")
    r1 = score_ottocento(b, {})
    ev, tot = oc_lines(r1, tot, with_scores=False)
    b["events"] += ev
    log(name, 1, r1, f"totals written {tot} (the sheet's own arithmetic from the wrong total)")
    dump(name, transcript("tarocchini-ottocento", P4, [a, b]))


def oc4():
    name = "oc-matto-last-trick-wrong.json"
    def f(seed):
        return ottocento_deal(0, {2: T("MATTO")}, {}, seed, matto_last=2)
    def p(d):
        plays = [e for e in d["events"] if e["type"] == "play"]
        w = trick_winner([(e["seat"], e["card"]) for e in plays[-4:]])
        return w % 2 == 1
    s, a = search(f, p, start=1600)
    r = score_ottocento(a, {})
    alt = rescore_ottocento(a, {}, matto_to_winner=True)
    ev, _ = oc_lines(r, [0, 0], override={0: alt["total"][0], 1: alt["total"][1]})
    a["events"] += ev
    log(name, 0, r, f"PLANT: written {alt['total']} (Matto kept by the last trick's winner, no exchange)")
    dump(name, transcript("tarocchini-ottocento", P4, [a]))


if __name__ == "__main__":
    for fn in (tz1, tz2, tz3, tz4, tz5, tz6, tz7, tz8, oc1, oc2, oc3, oc4):
        fn()
    (OUT / "_computed.txt").write_text("\n".join(LOG) + "\n")
    print("\n".join(LOG))
