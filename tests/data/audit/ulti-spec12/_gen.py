"""Blind generator for audit round ulti-spec12 (Ulti: bid hierarchy, point tables, silent bonuses,
contra on single components). Written from the Japanese source alone
(/work/shared/seeds/003_bb2f67de7752728b.txt) and the transcript format.

Run: python _gen.py  (writes *.json beside it and prints each file's computed facts)."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "HDSC"
RANKS = ["A", "10", "K", "Q", "J", "9", "8", "7"]
ORDER_T = {r: i for i, r in enumerate(["A", "10", "K", "Q", "J", "9", "8", "7"])}  # with trumps
ORDER_N = {r: i for i, r in enumerate(["A", "K", "Q", "J", "10", "9", "8", "7"])}  # without
DECK = [r + s for s in SUITS for r in RANKS]


def su(c):
    return c[-1]


def rk(c):
    return c[:-1]


# ------------------------------------------------------------------ values (my reading)
STD = {"party": 1, "ulti": 4, "40-100": 4, "20-100": 8, "durchmarsch": 6, "open-durchmarsch": 24,
       "betli": 5, "rebetli": 10, "open-betli": 20, "redurchmarsch": 12}
ULTINET = {"party": 1, "four-aces": 3, "40-100": 4, "ulti": 4, "betli": 5, "20-100": 6,
           "durchmarsch": 7, "four-tens": 9}
SILENT_STD = {"silent-ulti": 2, "silent-100": 2, "silent-durchmarsch": 3}
SILENT_UN = {"silent-ulti": 2, "silent-100": 1, "silent-durchmarsch": 4}
NOTRUMP_GOALS = {"betli", "rebetli", "open-betli", "redurchmarsch"}
BETLI = {"betli", "rebetli", "open-betli"}
HUNDRED = {"40-100", "20-100"}
DURCH = {"durchmarsch", "open-durchmarsch", "redurchmarsch"}


def beats(c, w, trump, order):
    if trump and su(c) == trump and su(w) != trump:
        return True
    return su(c) == su(w) and order[rk(c)] < order[rk(w)]


def winner_of(trick, trump, order):
    wi = 0
    for i in range(1, len(trick)):
        if beats(trick[i][1], trick[wi][1], trump, order):
            wi = i
    return trick[wi][0]


def legal(hand, trick, trump, order, hold7=None):
    if not trick:
        cand = list(hand)
    else:
        led = su(trick[0][1])
        cand = [c for c in hand if su(c) == led]
        if not cand and trump:
            cand = [c for c in hand if su(c) == trump]
        if not cand:
            cand = list(hand)
        w = trick[0][1]
        for _, c in trick[1:]:
            if beats(c, w, trump, order):
                w = c
        b = [c for c in cand if beats(c, w, trump, order)]
        if b:
            cand = b
    if hold7 and hold7 in cand and len(cand) > 1:
        cand.remove(hold7)
    return cand


def search(hands, declarer, trump, final_ok, trick_ok=lambda st: True, hold7=None, seed=0,
           limit=400000, playouts=3000):
    """DFS over legal plays; returns list of tricks [(leader, [(seat, card)x3], winner)]."""
    order = ORDER_T if trump else ORDER_N
    rnd = random.Random(seed)
    orig = {s: list(h) for s, h in hands.items()}
    hands = {s: list(h) for s, h in hands.items()}
    tricks = []
    nodes = [0]

    def rec(leader, trick):
        nodes[0] += 1
        if nodes[0] > limit:
            raise TimeoutError
        if len(trick) == 3:
            w = winner_of(trick, trump, order)
            tricks.append((leader, list(trick), w))
            if trick_ok(tricks):
                if len(tricks) == 10:
                    if final_ok(tricks):
                        return True
                elif rec(w, []):
                    return True
            tricks.pop()
            return False
        seat = (leader + len(trick)) % 3
        h7 = hold7 if seat == declarer else None
        opts = legal(hands[seat], trick, trump, order, h7)
        rnd.shuffle(opts)
        for c in opts:
            hands[seat].remove(c)
            trick.append((seat, c))
            if rec(leader, trick):
                return True
            trick.pop()
            hands[seat].append(c)
        return False

    if limit > 0:
        try:
            if rec(declarer, []):
                return tricks
        except TimeoutError:
            pass
    # random playouts
    for _ in range(playouts):
        hs = {s: list(h) for s, h in orig.items()}
        tr_ = []
        leader = declarer
        okk = True
        for _t in range(10):
            trick = []
            for j in range(3):
                seat = (leader + j) % 3
                h7 = hold7 if seat == declarer else None
                c = rnd.choice(legal(hs[seat], trick, trump, order, h7))
                hs[seat].remove(c)
                trick.append((seat, c))
            w = winner_of(trick, trump, order)
            tr_.append((leader, trick, w))
            if not trick_ok(tr_):
                okk = False
                break
            leader = w
        if okk and final_ok(tr_):
            return tr_
    return None


def card_points(tricks, seat_side, talon_side=None, talon=()):
    """Card points by side: A and 10 are 10, the last trick 10; talon points to talon_side."""
    pts = {"decl": 0, "def": 0}
    for i, (_, tr, w) in enumerate(tricks):
        p = sum(10 for _, c in tr if rk(c) in ("A", "10"))
        if i == 9:
            p += 10
        pts[seat_side(w)] += p
    if talon_side:
        pts[talon_side] += sum(10 for c in talon if rk(c) in ("A", "10"))
    return pts


def marriages(hand, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    return sorted(out, reverse=True)


# ------------------------------------------------------------------ transcript building
def build(name, desc, dealer, final_hands, talon, auction, trump_announce, red, goals_final,
          tricks, declarer, doubles, declares, payments, rules=None, expected=None):
    """final_hands: seat -> 10 cards after the auction. Seat dealer+1 is dealt final+talon.
    auction: list of entries in turn order from dealer+1: 'pass' or (goals, red).
    Every later bidder takes the talon and lays the same two cards away again."""
    first = (dealer + 1) % 3
    hands = [sorted(final_hands[s], key=DECK.index) for s in range(3)]
    hands[first] = sorted(final_hands[first] + list(talon), key=DECK.index)
    events = []
    seat = first
    started = False
    for a in auction:
        if a == "pass":
            events.append({"type": "bid", "seat": seat, "bid": "pass"})
        else:
            g, r = a
            if started:
                events.append({"type": "take", "seat": seat, "cards": list(talon)})
            events.append({"type": "discard", "seat": seat, "cards": list(talon)})
            events.append({"type": "bid", "seat": seat, "bid": {"goals": list(g), "red": r}})
            started = True
        seat = (seat + 1) % 3
    if trump_announce:
        events.append({"type": "announce", "seat": declarer,
                       "items": [{"kind": "trump", "suit": trump_announce}]})
    marks = {}
    for ti, (leader, tr, w) in enumerate(tricks):
        for s, c in tr:
            if ti == 0:
                if s in declares:
                    events.append({"type": "declare", "seat": s,
                                   "items": [{"kind": "marriage", "points": p} for p in declares[s]]})
                for (ds, tgt, lvl) in doubles:
                    if ds == s and lvl == 2:
                        events.append({"type": "double", "seat": ds, "target": tgt, "level": 2})
            events.append({"type": "play", "seat": s, "card": c})
        if ti == 0:
            for (ds, tgt, lvl) in doubles:
                if lvl > 2:
                    events.append({"type": "double", "seat": ds, "target": tgt, "level": lvl})
    marks["first_payment"] = len(events)
    for (f, t, amt, reason) in payments:
        events.append({"type": "payment", "from": f, "to": t, "amount": amt, "reason": reason})
    doc = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": rules or {"preset": "standard"},
        "players": ["Anna", "Béla", "Csilla"],
        "meta": {"description": desc},
        "deals": [{"dealer": dealer, "hands": hands, "events": events}],
    }
    if expected:
        doc["meta"]["expected"] = expected
    (HERE / name).write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n")
    return events


def net(payments):
    n = [0, 0, 0]
    for f, t, a, _ in payments:
        n[f] -= a
        n[t] += a
    return n


def show(name, tricks, trump, extra=""):
    print(f"== {name} {extra}")
    for i, (l, tr, w) in enumerate(tricks):
        print(f"  t{i+1}: " + " ".join(f"{s}:{c}" for s, c in tr) + f" -> {w}")


# ------------------------------------------------------------------ scenarios
def deal(decl, decl_hand, talon, trump, final_ok, trick_ok=lambda st: True, fixed=None,
         hold7=None, seed=1, tries=300):
    fixed = fixed or {}
    rest = [c for c in DECK if c not in decl_hand and c not in talon
            and not any(c in v for v in fixed.values())]
    defs = [s for s in range(3) if s != decl]
    for k in range(tries):
        rnd = random.Random(seed * 1000 + k)
        r = list(rest)
        rnd.shuffle(r)
        hands = {decl: list(decl_hand)}
        for d in defs:
            need = 10 - len(fixed.get(d, []))
            hands[d] = list(fixed.get(d, [])) + r[:need]
            r = r[need:]
        assert not r and all(len(h) == 10 for h in hands.values()), hands
        try:
            t = search(hands, decl, trump, final_ok, trick_ok, hold7, seed=k, limit=20000)
        except TimeoutError:
            t = None
        if t:
            return hands, t
    raise SystemExit(f"no deal found for {decl_hand}")


def sidef(decl):
    return lambda w: "decl" if w == decl else "def"


def last_card(tricks, seat):
    return dict(tricks[9][1])[seat]


def won_all(tricks, seat):
    return all(w == seat for _, _, w in tricks)


def won_none(tricks, seat):
    return all(w != seat for _, _, w in tricks)


def pts(tricks, decl, talon=(), talon_to_def=True):
    return card_points(tricks, sidef(decl), "def" if talon_to_def else None, talon)


ALL = []


def scenario(f):
    ALL.append(f)
    return f


def mar_all(hands, trump):
    return {s: marriages(hands[s], trump) for s in range(3) if marriages(hands[s], trump)}


def party_facts(tricks, hands, decl, trump, talon):
    p = pts(tricks, decl, talon)
    m = mar_all(hands, trump)
    dm = sum(m.get(decl, []))
    fm = sum(sum(v) for s, v in m.items() if s != decl)
    return p["decl"] + dm, p["def"] + fm, m


def L(tricks, seat):
    """seat's card in the last trick"""
    return dict(tricks[9][1])[seat]


def no_seven_last(tricks, trump):
    return all(c != "7" + trump for _, c in tricks[9][1])


@scenario
def s01():
    d, T, tr = 1, ["7C", "8C"], "S"
    H = ["AS", "10S", "KS", "QS", "JS", "7S", "AH", "10H", "AD", "8D"]

    def ok(t):
        return (pts(t, d)["decl"] >= 60 and t[9][2] == d and L(t, d) == "7S"
                and not won_all(t, d))
    hands, t = deal(d, H, T, tr, ok, hold7="7S", seed=11)
    pay = []
    for df in (2, 0):
        pay += [(df, d, 4, "40-100"), (df, d, 16, "ulti")]
    build("01-40-100-ulti-recontra-on-ulti.json",
          "40-100 with ulti (spades), no party. Csilla contras the ulti only, Béla recontras it: "
          "ulti 4x4=16 from each defender, 40-100 undoubled 4 from each.",
          0, hands, T, [(["40-100", "ulti"], False), "pass", "pass", "pass"], tr, False, None, t, d,
          [(2, "ulti", 2), (1, "ulti", 4)], {}, pay)
    show("01", t, tr, pts(t, d))
    return net(pay)


@scenario
def s02():
    d, T, tr = 1, ["7C", "8C"], "S"
    H = ["AS", "10S", "KS", "QS", "JS", "9S", "7S", "AH", "KH", "QH"]
    hands, t = deal(d, H, T, tr, lambda t: won_all(t, d) and L(t, d) == "7S",
                    lambda st: st[-1][2] == d, seed=12)
    pay = []
    for df in (2, 0):
        pay += [(df, d, 8, "20-100"), (df, d, 12, "durchmarsch"), (df, d, 2, "silent-ulti")]
    build("02-20-100-durchmarsch-silent-ulti.json",
          "20-100 with durchmarsch (spades; Béla's 20 in hearts). Anna contras durchmarsch only. "
          "Béla takes every trick, the last with 7S: 20-100 8, durchmarsch 6x2=12, silent ulti 2, "
          "from each defender.",
          0, hands, T, [(["20-100", "durchmarsch"], False), "pass", "pass", "pass"], tr, False,
          None, t, d, [(0, "durchmarsch", 2)], {}, pay)
    show("02", t, tr)
    return net(pay)


@scenario
def s03():
    d, T, tr = 1, ["7D", "8D"], "H"
    H = ["AH", "10H", "JH", "9H", "7H", "KD", "QD", "AS", "9C", "8C"]

    def ok(t):
        return pts(t, d)["decl"] < 80 and t[9][2] == d and L(t, d) == "7H"
    hands, t = deal(d, H, T, tr, ok, hold7="7H", seed=13)
    pay = []
    for df in (2, 0):
        pay += [(d, df, 32, "20-100"), (df, d, 8, "ulti")]
    build("03-red-20-100-ulti-contra-20-100-lost.json",
          "Red 20-100 with ulti (hearts). Csilla contras the 20-100 only. Béla makes the ulti "
          "(red 8 from each, undoubled) but his card points fall short of 80: red 20-100 16x2=32 "
          "to each defender.",
          0, hands, T, [(["20-100", "ulti"], True), "pass", "pass", "pass"], None, True, None, t,
          d, [(2, "20-100", 2)], {}, pay)
    show("03", t, tr, pts(t, d))
    return net(pay)


@scenario
def s04():
    d, T, tr = 1, ["7D", "8D"], "C"
    H = ["10C", "KC", "QC", "7C", "AH", "10H", "AD", "10D", "AS", "KS"]
    holder = {}

    def ok(t):
        hd = holder["h"]
        a, b, _ = party_facts(t, hd, d, tr, T)
        return (L(t, d) == "7C" and t[9][2] != d and a > b and a < 100 and b < 100)
    # the search needs the hands for marriages: wrap deal
    for seed in range(40, 80):
        try:
            rest = [c for c in DECK if c not in H and c not in T]
            r = random.Random(seed)
            r.shuffle(rest)
            hd = {1: H, 2: rest[:10], 0: rest[10:]}
            holder["h"] = hd
            t = search(hd, d, tr, ok, hold7="7C", seed=seed, limit=60000)
        except TimeoutError:
            t = None
        if t:
            break
    a, b, m = party_facts(t, hd, d, tr, T)
    pay = [(2, d, 1, "party"), (0, d, 1, "party"),
           (d, 2, 8, "ulti"), (d, 2, 4, "ulti-penalty"),
           (d, 0, 8, "ulti"), (d, 0, 4, "ulti-penalty")]
    true_net = net(pay)
    rec = list(pay)
    rec[3] = (d, 2, 8, "ulti-penalty")  # PLANTED: penalty doubled by the contra on ulti
    ev = build("04-ulti-contra-penalty-doubled-PLANTED.json",
               "Ulti (with party, acorns). Anna contras the ulti only. Béla wins the party but "
               "loses the last trick with 7C: party 1 from each; ulti 4x2=8 plus penalty 4 (not "
               "doubled by the contra) to each. PLANTED: the penalty to Csilla recorded as 8.",
               0, hd, T, [(["ulti"], False), "pass", "pass", "pass"], tr, False, None, t, d,
               [(0, "ulti", 2)], m, rec)
    show("04", t, tr, (a, b, m))
    idx = [i for i, e in enumerate(ev) if e.get("reason") == "ulti-penalty"][0]
    print("   planted at event", idx)
    return true_net


@scenario
def s05():
    d, T = 1, ["AH", "AS"]
    H = ["7H", "8H", "9H", "7D", "8D", "9D", "7S", "8S", "7C", "8C"]
    hands, t = deal(d, H, T, None, lambda t: won_none(t, d), lambda st: st[-1][2] != d, seed=15)
    pay = [(2, d, 40, "open-betli"), (0, d, 20, "open-betli")]
    build("05-open-betli-contra-one-defender.json",
          "Open betli (20). Only Csilla contras. No trumps, so the contra counts only between "
          "Csilla and Béla: Csilla pays 40, Anna 20.",
          0, hands, T, [(["open-betli"], False), "pass", "pass", "pass"], None, False, None, t, d,
          [(2, "open-betli", 2)], {}, pay)
    show("05", t, None)
    return net(pay)


@scenario
def s06():
    d, T = 1, ["10H", "10S"]
    H = ["7H", "8H", "9H", "7D", "8D", "9D", "7S", "8S", "7C", "AC"]

    def tok(st):
        return st[-1][2] != d or len(st) == 10
    hands, t = deal(d, H, T, None, lambda t: t[9][2] == d, tok, seed=16)
    pay = [(d, 0, 40, "rebetli"), (d, 2, 10, "rebetli")]
    rec = [(d, 0, 40, "rebetli"), (d, 2, 40, "rebetli")]  # PLANTED
    ev = build("06-rebetli-lost-recontra-PLANTED.json",
               "Rebetli (10) lost: Béla takes the last trick. Anna contras, Béla recontras (x4). "
               "No trumps: the doubling is between Anna and Béla only, so Béla pays Anna 40 and "
               "Csilla 10. PLANTED: Csilla recorded as paid 40.",
               0, hands, T, [(["rebetli"], False), "pass", "pass", "pass"], None, False, None, t,
               d, [(0, "rebetli", 2), (1, "rebetli", 4)], {}, rec)
    show("06", t, None)
    print("   planted at event", len(ev) - 1)
    return net(pay)


def replay(hands, leader, trump, plays, hold7=None, declarer=None):
    """Check a hand-written play (list of 10 lists of cards in play order) and return tricks."""
    order = ORDER_T if trump else ORDER_N
    hs = {s: list(h) for s, h in hands.items()}
    out = []
    for cards in plays:
        trick = []
        for j, c in enumerate(cards):
            seat = (leader + j) % 3
            lg = legal(hs[seat], trick, trump, order, hold7 if seat == declarer else None)
            assert c in lg, (seat, c, lg, trick)
            hs[seat].remove(c)
            trick.append((seat, c))
        w = winner_of(trick, trump, order)
        out.append((leader, trick, w))
        leader = w
    return out


@scenario
def s08():
    d, T, tr = 1, ["7C", "8C"], "S"
    hands = {1: ["AS", "10S", "KH", "QH", "JH", "KD", "QD", "JD", "KC", "QC"],
             2: ["KS", "QS", "JS", "9S", "8S", "7S", "AH", "10H", "AD", "10D"],
             0: ["9H", "8H", "7H", "9D", "8D", "7D", "AC", "10C", "JC", "9C"]}
    plays = [["AS", "8S", "7H"], ["10S", "9S", "8H"], ["KH", "10H", "9H"], ["KS", "7D", "QH"],
             ["QS", "8D", "JH"], ["JS", "9D", "JD"], ["AH", "9C", "QD"], ["AD", "JC", "KD"],
             ["10D", "10C", "QC"], ["7S", "AC", "KC"]]
    t = replay(hands, d, tr, plays)
    assert t[9][2] == 2 and L(t, 2) == "7S"
    pay = [(d, 2, 6, "durchmarsch"), (d, 0, 6, "durchmarsch"),
           (d, 2, 2, "silent-ulti"), (d, 0, 2, "silent-ulti")]
    build("08-durchmarsch-lost-defender-silent-ulti.json",
          "Durchmarsch alone with trumps (spades). Csilla wins the last trick with 7S: "
          "durchmarsch lost (6 to each defender) and the defenders' silent ulti (2 to each).",
          0, hands, T, [(["durchmarsch"], False), "pass", "pass", "pass"], tr, False, None, t, d,
          [], {}, pay)
    show("08", t, tr)
    return net(pay)


def keep(card):
    return lambda st: len(st) == 10 or all(c != card for _, c in st[-1][1])


def party_deal(d, H, T, tr, ok_full, seeds, fixed=None, hold7=None, tok=lambda st: True):
    fixed = fixed or {}
    for seed in seeds:
        rest = [c for c in DECK if c not in H and c not in T
                and not any(c in v for v in fixed.values())]
        r = random.Random(seed)
        r.shuffle(rest)
        hd = {d: list(H)}
        for s in range(3):
            if s == d:
                continue
            n = 10 - len(fixed.get(s, []))
            hd[s] = list(fixed.get(s, [])) + rest[:n]
            rest = rest[n:]
        try:
            t = search(hd, d, tr, lambda t: ok_full(t, hd), tok, hold7=hold7, seed=seed, limit=20000)
        except TimeoutError:
            t = None
        if t:
            return hd, t
    raise SystemExit("no party deal")


@scenario
def s09():
    d, T, tr = 1, ["7D", "8D"], "S"
    H = ["AS", "10S", "KS", "QS", "9S", "AH", "KH", "KD", "QC", "JC"]

    def ok(t, hd):
        a, b, _ = party_facts(t, hd, d, tr, T)
        return (L(t, 2) == "7S" and t[9][2] != 2 and a > b and a < 100 and b < 100
                and not won_all(t, d))
    hd, t = party_deal(d, H, T, tr, ok, range(90, 140), fixed={2: ["7S"]}, tok=keep("7S"))
    a, b, m = party_facts(t, hd, d, tr, T)
    pay = [(2, d, 1, "party"), (0, d, 1, "party"), (2, d, 4, "silent-ulti"),
           (2, 0, 4, "silent-ulti")]
    build("09-party-defender-fails-silent-ulti.json",
          "Party (spades) won by Béla. Csilla plays 7S to the last trick and loses it: a failed "
          "silent ulti, settled between Csilla and both other players (4 each), not declarer "
          "against defenders.",
          0, hd, T, [(["party"], False), "pass", "pass", "pass"], tr, False, None, t, d, [], m, pay)
    show("09", t, tr, (a, b, m))
    return net(pay)


@scenario
def s10():
    d, T, tr = 1, ["7S", "8S"], "H"
    H = ["AH", "KH", "QH", "7H", "AD", "KD", "AS", "KS", "AC", "JC"]

    def ok(t, hd):
        a, b, _ = party_facts(t, hd, d, tr, T)
        return L(t, d) == "7H" and t[9][2] != d and a > b and a < 100 and b < 100
    hd, t = party_deal(d, H, T, tr, ok, range(200, 260), hold7="7H")
    a, b, m = party_facts(t, hd, d, tr, T)
    pay = [(2, d, 2, "party"), (0, d, 2, "party"), (d, 2, 8, "silent-ulti"),
           (d, 0, 8, "silent-ulti")]
    build("10-red-party-declarer-fails-silent-ulti.json",
          "Red party (hearts) won by Béla (2 from each), but he plays 7H to the last trick and "
          "loses it: failed silent ulti 4, doubled for red, 8 to each defender.",
          0, hd, T, [(["party"], True), "pass", "pass", "pass"], None, True, None, t, d, [], m, pay)
    show("10", t, tr, (a, b, m))
    return net(pay)


def s11_deal():
    d, T, tr = 1, ["7D", "8D"], "S"
    H = ["AS", "10S", "KS", "QS", "JS", "AH", "10H", "AD", "10D", "9C"]

    def ok(t, hd):
        a, b, _ = party_facts(t, hd, d, tr, T)
        return a >= 100 and b < 100 and not won_all(t, d) and no_seven_last(t, tr)
    return d, T, tr, party_deal(d, H, T, tr, ok, range(300, 360))


@scenario
def s11():
    d, T, tr, (hd, t) = s11_deal()
    a, b, m = party_facts(t, hd, d, tr, T)
    # Phase 2 (after the engine run): the blind standard version of this file (silent-100 2 from
    # each, no party) was clean; the file now probes the UltiNet table on the same deal, recorded
    # with UltiNet's silent 100 (1) beside the party (1), as an increment, not a replacement.
    pay = [(2, d, 1, "party"), (2, d, 1, "silent-100"), (0, d, 1, "party"), (0, d, 1, "silent-100")]
    build("11-ultinet-silent-100-beside-party-PROBE.json",
          "UltiNet table. Party (spades). Béla declares 40 and takes enough card points for 100. "
          "Recorded as UltiNet's silent 100 (1) beside the party (1): 2 from each. Replacing the "
          "party with it would leave the silent 100 worth nothing.",
          0, hd, T, [(["party"], False), "pass", "pass", "pass"], tr, False, None, t, d, [], m, pay,
          rules={"preset": "ultinet"})
    show("11", t, tr, (a, b, m))
    return net(pay)


@scenario
def s12():
    d, T, tr, (hd, t) = s11_deal()
    a, b, m = party_facts(t, hd, d, tr, T)
    pay = [(2, d, 2, "silent-100"), (0, d, 2, "silent-100")]
    build("12-party-recontra-silent-100-declarer.json",
          "As 11, but Anna contras the party and Béla recontras. Silent 100 replaces the party; "
          "by default a contra on party does not double a silent bonus: 2 from each.",
          0, hd, T, [(["party"], False), "pass", "pass", "pass"], tr, False, None, t, d,
          [(0, "party", 2), (1, "party", 4)], m, pay)
    return net(pay)


@scenario
def s14():
    d, T, tr = 1, ["7D", "9D"], "S"
    H = ["AS", "10S", "KS", "JS", "9S", "AH", "9H", "8D", "8C", "7C"]

    def ok(t, hd):
        a, b, _ = party_facts(t, hd, d, tr, T)
        return (b >= 100 and a < b and not won_all(t, d) and no_seven_last(t, tr)
                and any(w == d for _, _, w in t))
    hd, t = party_deal(d, H, T, tr, ok, range(400, 460),
                       fixed={0: ["KH", "QH"], 2: ["KD", "QD", "KC", "QC"]})
    a, b, m = party_facts(t, hd, d, tr, T)
    pay = [(d, 2, 2, "silent-100"), (d, 0, 2, "silent-100")]
    build("14-party-silent-100-defenders.json",
          "Party (spades) lost; the defenders' marriages and card points reach 100: their silent "
          "100 (2) replaces the party's 1, Béla pays 2 to each.",
          0, hd, T, [(["party"], False), "pass", "pass", "pass"], tr, False, None, t, d, [], m, pay)
    show("14", t, tr, (a, b, m))
    return net(pay)


@scenario
def s15():
    d, T, tr = 1, ["7C", "8C"], "D"
    H = ["AD", "10D", "JD", "9D", "8D", "7D", "AH", "10H", "AS", "10S"]

    def ok(t, hd):
        return won_all(t, d) and L(t, d) != "7D"
    hd, t = party_deal(d, H, T, tr, ok, range(500, 560), fixed={0: ["KD"], 2: ["QD"]})
    m = mar_all(hd, tr)
    pay = []
    for df in (2, 0):
        pay += [(df, d, 1, "party"), (df, d, 9, "four-tens")]
    build("15-ultinet-four-tens-no-silent-durchmarsch.json",
          "UltiNet table. Party with four tens (bells). Béla takes every trick: four tens 9 and "
          "party 1 from each; no silent durchmarsch, which UltiNet does not allow beside a bid "
          "of four tens.",
          0, hd, T, [(["party", "four-tens"], False), "pass", "pass", "pass"], tr, False, None, t,
          d, [], m, pay, rules={"preset": "ultinet"})
    show("15", t, tr, m)
    return net(pay)


@scenario
def s16():
    d, T, tr = 1, ["7S", "8S"], "C"
    H = ["AC", "10C", "KC", "JC", "9C", "KH", "QH", "AD", "10D", "AS"]

    def ok(t):
        return (pts(t, d)["decl"] >= 80 and not won_all(t, d)
                and no_seven_last(t, tr))
    hands, t = deal(d, H, T, tr, ok, seed=116)
    pay = [(2, d, 6, "20-100"), (0, d, 6, "20-100")]
    ev = build("16-ultinet-ulti-not-above-40-100-PLANTED.json",
               "UltiNet table (points only; party with ulti not counted). Béla bids 40-100 (4); "
               "Csilla bids ulti, which counts 4 there: not higher (PLANTED illegal bid). Béla "
               "then bids 20-100 (6) and makes it: 6 from each.",
               0, hands, T,
               [(["40-100"], False), (["ulti"], False), "pass", (["20-100"], False), "pass",
                "pass", "pass"], tr, False, None, t, d, [], {}, pay,
               rules={"preset": "ultinet"})
    show("16", t, tr, pts(t, d))
    idx = [i for i, e in enumerate(ev) if e["type"] == "bid" and e["seat"] == 2
           and e["bid"] != "pass"][0]
    print("   planted at event", idx)
    return net(pay)


@scenario
def s17():
    d, T, tr = 1, ["7S", "8S"], "H"
    H = ["AH", "10H", "KH", "QH", "7H", "AD", "10D", "AS", "10S", "AC"]

    def ok(t):
        return (pts(t, d)["decl"] >= 60 and t[9][2] == d and L(t, d) == "7H"
                and not won_all(t, d))
    hands, t = deal(d, H, T, tr, ok, hold7="7H", seed=117)
    A = [(["ulti"], False), (["betli"], False), (["40-100", "ulti"], False), (["20-100"], False),
         (["ulti"], True), (["rebetli"], False), (["redurchmarsch"], False),
         (["40-100", "ulti", "durchmarsch"], False), (["20-100", "durchmarsch"], False),
         (["40-100", "ulti"], True), "pass", "pass", "pass"]
    pay = []
    for df in (2, 0):
        pay += [(df, d, 16, "40-100"), (df, d, 8, "ulti")]
    build("17-hierarchy-walk-red-40-100-ulti.json",
          "An auction up the source's hierarchy table: ulti(5,2) < betli(5,1) < 40-100+ulti(8,2) "
          "< 20-100(8,1) < red ulti(10,2) < rebetli(10,1) < redurchmarsch(12) < "
          "40-100+ulti+durchmarsch(14,3) < 20-100+durchmarsch(14,2) < red 40-100+ulti(16,2). "
          "Béla plays red 40-100 with ulti; Anna contras the 40-100: 8x2=16 and ulti 8 from each.",
          0, hands, T, A, None, True, None, t, d, [(0, "40-100", 2)], {}, pay)
    show("17", t, tr, pts(t, d))
    return net(pay)


@scenario
def s18():
    d, T = 0, ["AC", "KC"]
    H = ["7H", "8H", "9H", "7D", "8D", "9D", "7S", "8S", "9S", "7C"]
    hands, t = deal(d, H, T, None, lambda t: won_none(t, d), lambda st: st[-1][2] != d,
                    fixed={1: ["AC", "KC"]}, seed=118)
    # seat 1 was dealt its 10 plus the talon: remove the talon from its final hand
    hands[1] = [c for c in hands[1] if c not in T]
    assert len(hands[1]) == 8
    # refill: the generator's deal gave seat 1 AC KC among 10; give it two more from seat 2? no:
    raise RuntimeError("use s18b")


def s18b_hands():
    d, T = 0, ["AC", "KC"]
    H = ["7H", "8H", "9H", "7D", "8D", "9D", "7S", "8S", "9S", "7C"]
    for k in range(200):
        rest = [c for c in DECK if c not in H and c not in T]
        r = random.Random(7000 + k)
        r.shuffle(rest)
        hd = {0: H, 1: rest[:10], 2: rest[10:]}
        try:
            t = search(hd, d, None, lambda t: won_none(t, d), lambda st: st[-1][2] != d,
                       seed=k, limit=60000)
        except TimeoutError:
            t = None
        if t:
            return d, T, hd, t
    raise SystemExit("s18")


def _s18():
    d, T, hd, t = s18b_hands()
    pay = [(1, 0, 10, "rebetli"), (2, 0, 10, "rebetli")]
    A = [(["ulti"], True), (["40-100", "durchmarsch"], False), (["rebetli"], False),
         "pass", "pass", "pass"]
    ev = build("18-equal-bid-not-above-red-ulti-PLANTED.json",
               "Béla bids red ulti (10, 2 goals); Csilla bids 40-100 with durchmarsch (10, 2 goals):"
               " equal by the source's table, so not higher (PLANTED illegal bid; legal only where "
               "the table's (9') reading is played). Anna bids rebetli (10, 1 goal: higher than both) "
               "and makes it: 10 from each.",
               0, hd, T, A, None, False, None, t, d, [], {}, pay)
    show("18", t, None)
    idx = [i for i, e in enumerate(ev) if e["type"] == "bid" and e["seat"] == 2][0]
    print("   planted at event", idx)
    return net(pay)


ALL[ALL.index(s18)] = _s18


@scenario
def s19():
    d, T, tr = 2, ["7D", "8D"], "S"
    H = ["AS", "10S", "KS", "QS", "JS", "9S", "7S", "AH", "AD", "AC"]
    for k in range(200):
        rest = [c for c in DECK if c not in H and c not in T]
        r = random.Random(9000 + k)
        r.shuffle(rest)
        hd = {2: H, 1: rest[:10], 0: rest[10:]}
        try:
            t = search(hd, d, tr, lambda t: won_all(t, d) and L(t, d) == "7S",
                       lambda st: st[-1][2] == d, hold7="7S", seed=k, limit=60000)
        except TimeoutError:
            t = None
        if t:
            break
    pay = []
    for df in (0, 1):
        pay += [(df, d, 8, "ulti"), (df, d, 6, "durchmarsch")]
    # seat 1 is dealt its final 10 + the talon in build(); here seat 1 is a defender
    build("19-option-durchmarsch-above-red-ulti.json",
          "bid_hierarchy durchmarsch_above_red (the table's (9') reading). Béla bids red ulti; "
          "Csilla bids ulti with durchmarsch (10, 2 goals), above it under this option, and wins "
          "every trick, the last with 7S. Béla contras the ulti only: ulti 4x2=8, durchmarsch 6 "
          "from each; no party in this combination.",
          0, hd, T, [(["ulti"], True), (["ulti", "durchmarsch"], False), "pass", "pass", "pass"],
          tr, False, None, t, d, [(1, "ulti", 2)], {}, pay,
          rules={"preset": "standard", "bid_hierarchy": "durchmarsch_above_red"})
    show("19", t, tr)
    return net(pay)


@scenario
def s20():
    d, T, tr = 1, ["7S", "8S"], "H"
    H = ["AH", "10H", "KH", "QH", "JH", "9H", "8H", "AD", "AS", "AC"]
    hands, t = deal(d, H, T, tr, lambda t: won_all(t, d), lambda st: st[-1][2] == d, seed=120)
    pay = []
    for df in (2, 0):
        pay += [(df, d, 16, "40-100"), (df, d, 24, "open-durchmarsch")]
    build("20-red-40-100-open-durchmarsch-contra-40-100.json",
          "Red 40-100 with open durchmarsch (row (24), 32). Anna contras the 40-100 only. Béla "
          "takes every trick: red 40-100 8x2=16, open durchmarsch 24 (not doubled for red) from "
          "each.",
          0, hands, T, [(["40-100", "open-durchmarsch"], True), "pass", "pass", "pass"], None,
          True, None, t, d, [(0, "40-100", 2)], {}, pay)
    show("20", t, tr)
    return net(pay)


@scenario
def s21():
    d, T, tr = 1, ["7C", "8C"], "H"
    H = ["AH", "10H", "KH", "QH", "JH", "AD", "10D", "AS", "10S", "9C"]

    def ok(t):
        return pts(t, d)["decl"] >= 60 and not won_all(t, d) and no_seven_last(t, tr)
    hands, t = deal(d, H, T, tr, ok, seed=121)
    pay = [(2, d, 8, "40-100"), (0, d, 8, "40-100"), (d, 2, 24, "durchmarsch"),
           (d, 0, 24, "durchmarsch")]
    rec = list(pay)
    rec[3] = (d, 0, 12, "durchmarsch")  # PLANTED: contra applied only to the seat that said it
    ev = build("21-red-40-100-durchmarsch-contra-both-defenders-PLANTED.json",
               "Red 40-100 with durchmarsch (hearts). Csilla contras the durchmarsch. 40-100 made "
               "(8 from each), durchmarsch lost: 12x2=24 to each defender, since with trumps a "
               "contra counts between the declarer and both defenders. PLANTED: Anna recorded as "
               "paid 12.",
               0, hands, T, [(["40-100", "durchmarsch"], True), "pass", "pass", "pass"], None,
               True, None, t, d, [(2, "durchmarsch", 2)], {}, rec)
    show("21", t, tr, pts(t, d))
    print("   planted at event", len(ev) - 1)
    return net(pay)


@scenario
def s22():
    d, T, tr = 1, ["7C", "8C"], "S"
    H = ["KS", "QS", "9S", "8S", "7S", "AH", "KH", "9D", "8D", "7D"]

    def ok(t):
        return pts(t, d)["decl"] < 60 and t[9][2] == d and L(t, d) == "7S"
    hands, t = deal(d, H, T, tr, ok, seed=122)
    pay = []
    for df in (2, 0):
        pay += [(d, df, 32, "40-100"), (df, d, 2, "silent-ulti")]
    build("22-40-100-lost-subcontra-silent-ulti.json",
          "40-100 (spades) lost at subcontra: Anna contras, Béla recontras, Anna subcontras (x8): "
          "Béla pays 32 to each. Béla wins the last trick with 7S: silent ulti 2 from each.",
          0, hands, T, [(["40-100"], False), "pass", "pass", "pass"], tr, False, None, t, d,
          [(0, "40-100", 2), (1, "40-100", 4), (0, "40-100", 8)], {}, pay)
    show("22", t, tr, pts(t, d))
    return net(pay)


if __name__ == "__main__":
    for f in ALL:
        print(f.__name__, "net", f())
