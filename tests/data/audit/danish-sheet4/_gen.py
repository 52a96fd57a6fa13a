"""Blind generator for audit round danish-sheet4 (Danish Tarok, records taken up mid-session).

Written from the Polish source (/work/shared/seeds/000_2fac32aef83ce8a1.txt) alone:
- §7 deal: 25 each, the dealer 3 more; §8/§13 skat: the dealer lays away three pip cards here;
- §10 play: follow suit; void: trump; void in trumps: any card; Joker any time but never in the
  second-last trick, in the last trick it goes to the winner's pile (here it is always kept for
  the last trick, so no pile question arises); never led here;
- §14 declarations, paid at once by the other two active players;
- §15 payments: deal fee 5 to each pool (dealer); king/pagat played and not winning (not in the
  last trick): 5 to each other active player and 5 to its pool; pagat winning a trick (not the
  last): 5 from each other; Tout 85 each and both pools; Nolo (never occurs here); pagat ultimo
  45 each + Pagat pool, refilled 20 a seat; king ultimo 40 each + King pool, refilled unless a
  simultaneous king przydupek; przydupek 45/40 to each other player and doubles its pool (pays
  the content as it was before the last trick's settlement); last trick 20 each otherwise;
  card points against 26, rounded to the nearest 5, paid to / by the new dealer.
- §2/§15/§17: with four players the seat opposite the dealer sits out and pays only refills.

Every figure below is computed by this file's own code from those paragraphs, never by the engine.
Run: python _gen.py  (writes the *.json files and _facts.txt, JSON, next to it; not .json: the corpus test pins every *.json).
"""

import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))

SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]
RED_ORDER = COURTS + [str(i) for i in range(1, 11)]  # K Q N J 1 2 ... 10 (high -> low)
BLACK_ORDER = COURTS + [str(i) for i in range(10, 0, -1)]  # K Q N J 10 ... 1
DECK = [r + s for s in SUITS for r in (RED_ORDER if s in "HD" else BLACK_ORDER)]
DECK += ["T%d" % i for i in range(1, 22)] + ["JOKER"]
assert len(DECK) == 78


def suit(c):
    if c == "JOKER":
        return None
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c):
    """Higher is stronger within its own suit."""
    if c.startswith("T"):
        return int(c[1:])
    order = RED_ORDER if suit(c) in "HD" else BLACK_ORDER
    return 100 - order.index(rank(c))


def is_king(c):
    return c != "JOKER" and not c.startswith("T") and rank(c) == "K"


def card_value(c):
    if c in ("T1", "T21", "JOKER") or is_king(c):
        return 4
    if c.startswith("T"):
        return 0
    return {"Q": 3, "N": 2, "J": 1}.get(rank(c), 0)


def is_pip(c):
    return not c.startswith("T") and c != "JOKER" and rank(c) not in COURTS


def declarations(hand):
    """§14: every declaration a hand must make, with its price (§15)."""
    items = []
    joker = "JOKER" in hand
    trumps = sum(1 for c in hand if c.startswith("T")) + (1 if joker else 0)
    if trumps >= 10:
        items.append(({"kind": "trumps", "count": trumps, "pagat": "T1" in hand}, 10 + 5 * (trumps - 10)))
    if joker and "T21" in hand and "T1" in hand:
        n = 3
        t = 20
        while "T%d" % t in hand:
            n += 1
            t -= 1
        items.append(({"kind": "matadors", "count": n}, 10 + 5 * (n - 3)))
    for s in SUITS:
        have = [r for r in COURTS if r + s in hand]
        if len(have) == 4:
            if joker:
                items.append(({"kind": "cavalry", "suit": s, "form": "rich"}, 15))
            else:
                items.append(({"kind": "cavalry", "suit": s, "form": "full"}, 10))
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in SUITS if "K" + s in hand]
    if len(kings) == 4:
        if joker:
            items.append(({"kind": "kings", "form": "rich"}, 15))
        else:
            items.append(({"kind": "kings", "form": "full"}, 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


def legal(hand, led, trick_no):
    """Cards the seat may play (Joker excluded: this generator keeps it for the last trick)."""
    plain = [c for c in hand if c != "JOKER"]
    if led is None:
        return plain
    same = [c for c in plain if suit(c) == led]
    if same:
        return same
    tr = [c for c in plain if suit(c) == "T"]
    if tr:
        return tr
    return plain


def winner_of(trick):
    """trick: list of (seat, card), first is the lead."""
    led = suit(trick[0][1])
    trumps = [(s, c) for s, c in trick if c != "JOKER" and suit(c) == "T"]
    if trumps:
        return max(trumps, key=lambda sc: strength(sc[1]))[0]
    follow = [(s, c) for s, c in trick if c != "JOKER" and suit(c) == led]
    return max(follow, key=lambda sc: strength(sc[1]))[0]


class Deal:
    pass


def active_seats(n, dealer):
    """Seats in play order, starting with the player after the dealer (§10), sitter skipped."""
    sitter = (dealer + 2) % 4 if n == 4 else None
    order = []
    s = dealer
    for _ in range(n):
        s = (s + 1) % n
        if s != sitter:
            order.append(s)
    return order, sitter


def play_deal(n, dealer, hands, reserve, rng, lead_plan=None):
    """Random legal play; each seat avoids its reserved cards while it can."""
    order, sitter = active_seats(n, dealer)
    hands = {s: list(h) for s, h in hands.items()}
    leader = order[0]
    tricks = []
    for t in range(25):
        pos = order.index(leader)
        seq = order[pos:] + order[:pos]
        trick = []
        led = None
        for s in seq:
            if t == 24:
                assert len(hands[s]) == 1
                c = hands[s][0]
                if c == "JOKER" and s == leader:
                    return None
            else:
                opts = legal(hands[s], led, t)
                if not opts:
                    return None  # only the Joker left before the last trick
                if lead_plan and s == leader and lead_plan.get(s):
                    plan = [c for c in lead_plan[s] if c in opts]
                    if plan:
                        opts = [plan[0]]
                pref = [c for c in opts if c not in reserve.get(s, ())]
                c = rng.choice(pref or opts)
            hands[s].remove(c)
            trick.append((s, c))
            if led is None:
                led = suit(c)
        w = winner_of(trick)
        tricks.append((trick, w))
        leader = w
    return tricks


def settle(n, dealer, hands28, discard, tricks, pools, tout=False):
    """All §15 payments of one deal, as (from, to, amount, reason, after_trick) in table order.

    pools: dict with the content before the deal (mutated to the content after it).
    after_trick: -1 before play, k after trick k, 25 after the last trick.
    """
    order, sitter = active_seats(n, dealer)
    seats = list(range(n))
    pay = []

    def others(s):
        return [o for o in order if o != s]

    pay.append((dealer, "pagat_pool", 5, "deal_fee", -1))
    pay.append((dealer, "king_pool", 5, "deal_fee", -1))
    decl = {}
    hand_after = {s: list(hands28[s]) for s in order}
    for c in discard:
        hand_after[dealer].remove(c)
    decl_order = [dealer] + [s for s in order if s != dealer]
    for s in decl_order:
        items = declarations(hand_after[s])
        decl[s] = items
    for t, (trick, w) in enumerate(tricks[:24]):
        for s, c in trick:
            if is_king(c) and s != w:
                for o in others(s):
                    pay.append((s, o, 5, "king_lost", t))
                pay.append((s, "king_pool", 5, "king_lost", t))
            if c == "T1":
                if s != w:
                    for o in others(s):
                        pay.append((s, o, 5, "pagat_lost", t))
                    pay.append((s, "pagat_pool", 5, "pagat_lost", t))
                else:
                    for o in others(s):
                        pay.append((o, s, 5, "pagat_trick", t))
    # pool contents just before the last trick's settlement
    content = dict(pools)
    for f, to, a, r, _ in pay:
        if to in content:
            content[to] += a
    last, w = tricks[24]
    nwon = {s: 0 for s in order}
    for _, ww in tricks:
        nwon[ww] += 1
    nolo = [s for s in order if nwon[s] == 0]
    is_tout = any(nwon[s] == 25 for s in order)
    assert is_tout == tout
    assert tout or not nolo
    wcard = dict(last)[w]
    przy = [(s, c) for s, c in last if (is_king(c) or c == "T1") and s != w]
    end = []
    taken = set()
    if tout:
        for o in others(w):
            end.append((o, w, 85, "tout"))
        for p in ("king_pool", "pagat_pool"):
            end.append((p, w, content[p], "tout"))
            taken.add(p)
    elif wcard == "T1":
        for o in others(w):
            end.append((o, w, 45, "pagat_ultimo"))
        end.append(("pagat_pool", w, content["pagat_pool"], "pagat_ultimo"))
        taken.add("pagat_pool")
    elif is_king(wcard):
        for o in others(w):
            end.append((o, w, 40, "king_ultimo"))
        end.append(("king_pool", w, content["king_pool"], "king_ultimo"))
        taken.add("king_pool")
    doubled = set()
    for s, c in przy:
        p, amt, r = ("pagat_pool", 45, "pagat_przydupek") if c == "T1" else ("king_pool", 40, "king_przydupek")
        for o in others(s):
            end.append((s, o, amt, r))
        end.append((s, p, content[p], r))  # the content as it was before the take (§15)
        doubled.add(p)
    if not tout and not przy and wcard not in ("T1",) and not is_king(wcard):
        for o in others(w):
            end.append((o, w, 20, "last_trick"))
    for p in sorted(taken - doubled):
        for s in seats:  # every seat, the sitter too (§15 Fundamenty, §17)
            end.append((s, p, 20, "refill"))
    for e in end:
        pay.append(e + (25,))
    # card points (§15): trick piles, the skat to the dealer
    pts = {s: 0 for s in order}
    for trick, ww in tricks:
        pts[ww] += 1 + sum(card_value(c) for _, c in trick)
    pts[dealer] += 1 + sum(card_value(c) for c in discard)
    assert sum(pts.values()) == 78
    newd = (dealer + 1) % n
    assert newd in order
    for s in order:
        if s == newd:
            continue
        d = pts[s] - 26
        r = 5 * round(d / 5)
        if r < 0:
            pay.append((s, newd, -r, "card_points", 25))
        elif r > 0:
            pay.append((newd, s, r, "card_points", 25))
    net = {k: 0 for k in seats + ["king_pool", "pagat_pool"]}
    for f, to, a, r, _ in pay:
        net[f] -= a
        net[to] += a
    for p in ("king_pool", "pagat_pool"):
        pools[p] += net[p]
    assert sum(net.values()) == 0
    return dict(pay=pay, decl=decl, decl_order=decl_order, net=net, pts=pts, content_before_last=content,
                last=last, winner=w, wcard=wcard, przy=przy, nwon=nwon, taken=sorted(taken), doubled=sorted(doubled))


def classify(tricks):
    last, w = tricks[24]
    wcard = dict(last)[w]
    przy = sorted(c for s, c in last if (is_king(c) or c == "T1") and s != w)
    kind = "pagat_ultimo" if wcard == "T1" else "king_ultimo" if is_king(wcard) else "plain"
    return kind, przy


def make_deal(n, dealer, want, seed, reserve_kinds=("K", "T1", "JOKER")):
    """Search seeds until the last trick is `want` = (kind, przydupek list)."""
    order, sitter = active_seats(n, dealer)
    s0 = seed
    while True:
        rng = random.Random(s0)
        s0 += 1
        deck = list(DECK)
        rng.shuffle(deck)
        hands = {}
        pos = 0
        for s in order:
            k = 28 if s == dealer else 25
            hands[s] = deck[pos:pos + k]
            pos += k
        pips = [c for c in hands[dealer] if is_pip(c)]
        if len(pips) < 3:
            continue
        discard = rng.sample(pips, 3)
        # the discard must not break a declaration: pips never belong to one
        play_hands = {s: list(h) for s, h in hands.items()}
        for c in discard:
            play_hands[dealer].remove(c)
        reserve = {}
        for s in order:
            reserve[s] = {c for c in play_hands[s]
                          if ("K" in reserve_kinds and is_king(c)) or c in reserve_kinds}
        tricks = play_deal(n, dealer, play_hands, reserve, rng)
        if tricks is None:
            continue
        # Joker kept to the last trick and not led there (checked in play_deal)
        nwon = {s: 0 for s in order}
        for _, w in tricks:
            nwon[w] += 1
        if min(nwon.values()) == 0 or max(nwon.values()) == 25:
            continue
        if any(c == "JOKER" for t, _ in tricks[:24] for _, c in t):
            continue
        kind, przy = classify(tricks)
        if kind != want[0] or len(przy) != len(want[1]):
            continue
        if any(not (c == w or (w == "K*" and is_king(c))) for c, w in zip(przy, sorted(want[1]))):
            continue
        full = {s: hands.get(s, []) for s in range(n)}
        return dict(hands=full, discard=discard, tricks=tricks, seed=s0 - 1)


def make_tout(n, dealer, seed, przydupek_king=None):
    """§15 Tout: the leader holds all 21 trumps and the kings (or three kings and a queen whose
    king another seat keeps for the last trick: a king przydupek beside the Tout)."""
    order, sitter = active_seats(n, dealer)
    toutp = order[0]
    rng = random.Random(seed)
    while True:
        trumps = ["T%d" % i for i in range(1, 22)]
        if przydupek_king:
            ks = [k for k in ("KH", "KD", "KS", "KC") if k != przydupek_king]
            extra = ["QS" if przydupek_king != "KS" else "QH"]
            mine = trumps + ks + extra
        else:
            mine = trumps + ["KH", "KD", "KS", "KC"]
        rest = [c for c in DECK if c not in mine]
        rng.shuffle(rest)
        others = [s for s in order if s != toutp]
        hands = {toutp: mine}
        pos = 0
        for s in others:
            k = 28 if s == dealer else 25
            hands[s] = rest[pos:pos + k]
            pos += k
        if przydupek_king and przydupek_king not in hands[others[0]] + hands[others[1]]:
            continue
        jk = [s for s in others if "JOKER" in hands[s]][0]
        if przydupek_king and przydupek_king in hands[jk]:
            continue
        pips = [c for c in hands[dealer] if is_pip(c)]
        discard = rng.sample(pips, 3)
        play_hands = {s: list(h) for s, h in hands.items()}
        for c in discard:
            play_hands[dealer].remove(c)
        # the Tout seat leads its suit cards first (king before queen), then the trumps, Pagat
        # not last (a Pagat trick is paid, an ultimo does not count beside a Tout anyway)
        sc = [c for c in mine if not c.startswith("T")]
        sc.sort(key=lambda c: -strength(c))
        tr = ["T%d" % i for i in [1] + list(range(21, 1, -1))]
        plan = {toutp: sc + tr}
        reserve = {s: {c for c in play_hands[s] if is_king(c) or c == "JOKER"} for s in order}
        tricks = play_deal(n, dealer, play_hands, reserve, rng, lead_plan=plan)
        if tricks is None:
            continue
        if any(w != toutp for _, w in tricks):
            continue
        if any(c == "JOKER" for t, _ in tricks[:24] for _, c in t):
            continue
        last = dict(tricks[24][0])
        if przydupek_king and przydupek_king not in last.values():
            continue
        full = {s: hands.get(s, []) for s in range(n)}
        return dict(hands=full, discard=discard, tricks=tricks, seed=seed)


def seat_name(p):
    return p


def build(name, n, players, start_totals, hidden_pools, specs, mode, desc):
    """specs: one dict a deal: dealer, want | tout, seed, pool_lines (set), pool_totals (set),
    seat_totals (bool)."""
    assert sum(start_totals) == -sum(hidden_pools.values())
    pools = dict(hidden_pools)
    totals = list(start_totals)
    ptotal = dict(hidden_pools)
    deals = []
    facts = []
    for sp in specs:
        d = sp["dealer"]
        if sp.get("tout"):
            g = make_tout(n, d, sp["seed"], sp.get("przydupek_king"))
        else:
            g = make_deal(n, d, sp["want"], sp["seed"])
        before = dict(pools)
        st = settle(n, d, g["hands"], g["discard"], g["tricks"], pools, tout=bool(sp.get("tout")))
        ev = []
        pays = st["pay"]

        def emit_pay(when):
            for f, to, a, r, w in pays:
                if w == when:
                    ev.append({"type": "payment", "from": f, "to": to, "amount": a, "reason": r})

        if mode == "payments":
            emit_pay(-1)
        ev.append({"type": "discard", "seat": d, "cards": g["discard"]})
        for s in st["decl_order"]:
            items = st["decl"][s]
            ev.append({"type": "declare", "seat": s, "items": [i for i, _ in items]})
            if mode == "payments":
                order, _ = active_seats(n, d)
                for _, price in items:
                    for o in [x for x in order if x != s]:
                        ev.append({"type": "payment", "from": o, "to": s, "amount": price, "reason": "declaration"})
        for t, (trick, w) in enumerate(g["tricks"]):
            for s, c in trick:
                ev.append({"type": "play", "seat": s, "card": c})
            if mode == "payments" and t < 24:
                emit_pay(t)
        if mode == "payments":
            emit_pay(25)
        net = st["net"]
        # declarations are paid at once: add them to the net
        order, sitter = active_seats(n, d)
        for s in st["decl_order"]:
            for _, price in st["decl"][s]:
                for o in [x for x in order if x != s]:
                    net[o] -= price
                    net[s] += price
        assert sum(net.values()) == 0
        for s in range(n):
            totals[s] += net[s]
        for p in ("king_pool", "pagat_pool"):
            ptotal[p] += net[p]
            assert ptotal[p] == pools[p]
        if mode == "sheet":
            for s in range(n):
                ev.append({"type": "score", "party": s, "points": net[s]})
            for p in ("king_pool", "pagat_pool"):
                if p in sp.get("pool_lines", ()):
                    ev.append({"type": "score", "party": p, "points": net[p]})
        if sp.get("seat_totals", True):
            for s in range(n):
                ev.append({"type": "total", "party": s, "points": totals[s]})
        for p in ("king_pool", "pagat_pool"):
            if p in sp.get("pool_totals", ()):
                ev.append({"type": "total", "party": p, "points": ptotal[p]})
        hands = [g["hands"][s] for s in range(n)]
        deals.append({"dealer": d, "hands": hands, "events": ev})
        last = [(s, c) for s, c in st["last"]]
        facts.append({
            "dealer": d, "sitter": sitter, "seed": g["seed"], "pools_before": before,
            "content_before_last_trick": {k: st["content_before_last"][k] for k in ("king_pool", "pagat_pool")},
            "pools_after": dict(pools), "last_trick": last, "winner": st["winner"], "winning_card": st["wcard"],
            "przydupek": st["przy"], "taken": st["taken"], "doubled": st["doubled"],
            "tricks_won": st["nwon"], "card_points": st["pts"],
            "declarations": {s: [(i, p) for i, p in st["decl"][s]] for s in st["decl"]},
            "net": net, "totals_after": list(totals),
            "end_payments": [p[:4] for p in pays if p[4] == 25],
            "play_payments": [p[:5] for p in pays if 0 <= p[4] < 25],
        })
    doc = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {"preset": "standard"},
        "players": players,
        "start": {"totals": list(start_totals)},
        "meta": {"audit": "danish-sheet4", "description": desc},
        "deals": deals,
    }
    return doc, facts


def find(doc, deal, pred):
    ev = doc["deals"][deal]["events"]
    hits = [i for i, e in enumerate(ev) if pred(e)]
    assert len(hits) == 1, hits
    return hits[0]


def bump_total(doc, deal_from, party, delta):
    """A sheet carries its own arithmetic: every later total of the party moves by delta."""
    for k in range(deal_from, len(doc["deals"])):
        for e in doc["deals"][k]["events"]:
            if e["type"] == "total" and e["party"] == party:
                e["points"] += delta


P3 = ["Adam", "Beata", "Cezary"]
P4 = ["Adam", "Beata", "Cezary", "Dorota"]
K, PG = "king_pool", "pagat_pool"
BOTH = {K, PG}


def main():
    files = {}
    slips = {}

    # s01: king ultimo takes an unknown King pool; both pools' lines and totals in the same deal
    doc, f = build("s01", 3, P3, [-45, -120, -70], {K: 135, PG: 100}, [
        dict(dealer=0, want=("king_ultimo", []), seed=1000, pool_lines=BOTH, pool_totals=BOTH),
        dict(dealer=1, want=("plain", []), seed=1100, pool_lines=BOTH, pool_totals=BOTH),
    ], "sheet", "score sheet, 3 players, king ultimo on an unknown King pool, pool lines and totals")
    files["s01"] = (doc, f)

    # s02: pagat ultimo; the Pagat pool's total first written two deals later
    doc, f = build("s02", 3, P3, [30, -150, -95], {K: 110, PG: 105}, [
        dict(dealer=2, want=("pagat_ultimo", []), seed=2000),
        dict(dealer=0, want=("plain", []), seed=2100),
        dict(dealer=1, want=("plain", []), seed=2200, pool_totals={PG}),
    ], "sheet", "score sheet, 3 players, pagat ultimo, the Pagat pool's total written two deals later")
    files["s02"] = (doc, f)

    # s03: 4 players, a king przydupek doubles an unknown King pool, a king ultimo takes it next deal
    doc, f = build("s03", 4, P4, [-60, 15, -130, -50], {K: 125, PG: 100}, [
        dict(dealer=3, want=("plain", ["K*"]), seed=3000),
        dict(dealer=0, want=("king_ultimo", []), seed=3100, pool_totals={K}),
    ], "sheet", "score sheet, 4 players, king przydupek doubles an unknown pool, king ultimo takes it")
    files["s03"] = (doc, f)

    # s04: Tout takes both unknown pools
    doc, f = build("s04", 3, P3, [-80, -40, -90], {K: 95, PG: 115}, [
        dict(dealer=1, want=("plain", []), seed=4000),
        dict(dealer=2, tout=True, seed=4100, pool_lines=BOTH, pool_totals=BOTH),
    ], "sheet", "score sheet, 3 players, a Tout takes both unknown pools, pool lines and totals")
    files["s04"] = (doc, f)

    # s05: slip in a NON-taker's line in the king ultimo deal (the refill left out of it)
    doc, f = build("s05", 3, P3, [-100, -35, -105], {K: 140, PG: 100}, [
        dict(dealer=0, want=("plain", []), seed=5000, pool_lines={K}),
        dict(dealer=1, want=("king_ultimo", []), seed=5100, pool_lines={K}),
        dict(dealer=2, want=("plain", []), seed=5200, pool_lines={K}),
    ], "sheet", "score sheet, 3 players, king ultimo; one non-taker's line omits his refill")
    w = f[1]["winner"]
    victim = [s for s in (0, 1, 2) if s != w][0]
    i = find(doc, 1, lambda e: e["type"] == "score" and e["party"] == victim)
    doc["deals"][1]["events"][i]["points"] += 20
    bump_total(doc, 1, victim, 20)
    slips["s05"] = dict(deal=1, event=i, party=victim, written=doc["deals"][1]["events"][i]["points"],
                        right=f[1]["net"][victim], kind="wrong_score (non-taker seat line)")
    files["s05"] = (doc, f)

    # s06: 4 players, pagat ultimo; the sitter's line leaves out his refill
    doc, f = build("s06", 4, P4, [-20, -140, 35, -95], {K: 120, PG: 100}, [
        dict(dealer=1, want=("pagat_ultimo", []), seed=6000, pool_totals={PG}),
        dict(dealer=2, want=("plain", []), seed=6100),
        dict(dealer=3, want=("plain", []), seed=6200),
    ], "sheet", "score sheet, 4 players, pagat ultimo; the sitter's line leaves out his refill")
    sitter = f[0]["sitter"]
    i = find(doc, 0, lambda e: e["type"] == "score" and e["party"] == sitter)
    doc["deals"][0]["events"][i]["points"] += 20
    bump_total(doc, 0, sitter, 20)
    slips["s06"] = dict(deal=0, event=i, party=sitter, written=doc["deals"][0]["events"][i]["points"],
                        right=f[0]["net"][sitter], kind="wrong_score (sitter's line, refill left out)")
    files["s06"] = (doc, f)

    # s07: the King pool's total written in deal 0 makes it known; the taker's line slips in deal 1
    doc, f = build("s07", 3, P3, [-75, -55, -95], {K: 130, PG: 95}, [
        dict(dealer=0, want=("plain", []), seed=7000, pool_lines={K}, pool_totals={K}),
        dict(dealer=1, want=("king_ultimo", []), seed=7100, pool_lines={K}, pool_totals={K}),
    ], "sheet", "score sheet, 3 players, King pool known from a written total; the taker's line slips")
    w = f[1]["winner"]
    i = find(doc, 1, lambda e: e["type"] == "score" and e["party"] == w)
    doc["deals"][1]["events"][i]["points"] += 10
    bump_total(doc, 1, w, 10)
    slips["s07"] = dict(deal=1, event=i, party=w, written=doc["deals"][1]["events"][i]["points"],
                        right=f[1]["net"][w], kind="wrong_score (taker's line, pool known)")
    files["s07"] = (doc, f)

    # s08: king ultimo in deal 0; the King pool's total first written in deal 1, 5 too high
    doc, f = build("s08", 3, P3, [-35, -110, -90], {K: 135, PG: 100}, [
        dict(dealer=2, want=("king_ultimo", []), seed=8000),
        dict(dealer=0, want=("plain", []), seed=8100, pool_totals={K}),
        dict(dealer=1, want=("plain", []), seed=8200, pool_totals={K}),
    ], "sheet", "score sheet, 3 players, king ultimo; the King pool's later total is 5 off")
    i = find(doc, 1, lambda e: e["type"] == "total" and e["party"] == K)
    right = doc["deals"][1]["events"][i]["points"]
    bump_total(doc, 1, K, 5)
    slips["s08"] = dict(deal=1, event=i, party=K, written=right + 5, right=right, kind="wrong_total (King pool)")
    files["s08"] = (doc, f)

    # s09: king przydupek doubles an unknown pool; the Pagat pool's line slips in that deal
    doc, f = build("s09", 3, P3, [-10, -140, -85], {K: 125, PG: 110}, [
        dict(dealer=1, want=("plain", ["K*"]), seed=9000, pool_lines=BOTH),
        dict(dealer=2, want=("plain", []), seed=9100, pool_lines=BOTH),
    ], "sheet", "score sheet, 3 players, king przydupek on an unknown pool; the Pagat pool's line slips")
    i = find(doc, 0, lambda e: e["type"] == "score" and e["party"] == PG)
    doc["deals"][0]["events"][i]["points"] += 5
    slips["s09"] = dict(deal=0, event=i, party=PG, written=doc["deals"][0]["events"][i]["points"],
                        right=f[0]["net"][PG], kind="wrong_score (Pagat pool line)")
    files["s09"] = (doc, f)

    # s10: 4 players; King pool known from deal 0's total; the przydupek seat's line slips in deal 1
    doc, f = build("s10", 4, P4, [-55, -75, 10, -115], {K: 135, PG: 100}, [
        dict(dealer=0, want=("plain", []), seed=10000, pool_totals={K}),
        dict(dealer=1, want=("plain", ["K*"]), seed=10100, pool_totals={K}),
        dict(dealer=2, want=("king_ultimo", []), seed=10200, pool_totals={K}),
    ], "sheet", "score sheet, 4 players, King pool known; the przydupek seat's line slips by the deal fee")
    pz = [s for s, c in f[1]["last_trick"] if is_king(c) and s != f[1]["winner"]][0]
    i = find(doc, 1, lambda e: e["type"] == "score" and e["party"] == pz)
    doc["deals"][1]["events"][i]["points"] += 5
    bump_total(doc, 1, pz, 5)
    slips["s10"] = dict(deal=1, event=i, party=pz, written=doc["deals"][1]["events"][i]["points"],
                        right=f[1]["net"][pz], kind="wrong_score (przydupek seat's line, pool known)")
    files["s10"] = (doc, f)

    # p01: payments, king ultimo then pagat ultimo, both pools unknown
    doc, f = build("p01", 3, P3, [-65, -100, -70], {K: 130, PG: 105}, [
        dict(dealer=0, want=("king_ultimo", []), seed=11000),
        dict(dealer=1, want=("pagat_ultimo", []), seed=11100),
    ], "payments", "payments, 3 players, king ultimo then pagat ultimo on unknown pools")
    files["p01"] = (doc, f)

    # p02: payments, 4 players, pagat ultimo; one refill written as 15
    doc, f = build("p02", 4, P4, [-90, -30, -75, -40], {K: 135, PG: 100}, [
        dict(dealer=2, want=("plain", []), seed=12000, seat_totals=False),
        dict(dealer=3, want=("pagat_ultimo", []), seed=12100, seat_totals=False),
    ], "payments", "payments, 4 players, pagat ultimo; one refill written as 15")
    w = f[1]["winner"]
    act, sit = active_seats(4, 3)
    victim = [s for s in act if s != w][0]
    i = find(doc, 1, lambda e: e["type"] == "payment" and e.get("reason") == "refill" and e["from"] == victim)
    doc["deals"][1]["events"][i]["amount"] = 15
    slips["p02"] = dict(deal=1, event=i, party=victim, written=15, right=20, kind="wrong payment (refill)")
    files["p02"] = (doc, f)

    # p03: payments, a king przydupek doubles an unknown pool; a king ultimo takes it two deals later
    doc, f = build("p03", 3, P3, [-95, -25, -130], {K: 140, PG: 110}, [
        dict(dealer=1, want=("plain", ["K*"]), seed=13000),
        dict(dealer=2, want=("plain", []), seed=13100),
        dict(dealer=0, want=("king_ultimo", []), seed=13200),
    ], "payments", "payments, 3 players, przydupek doubles an unknown pool, a king ultimo takes it later")
    files["p03"] = (doc, f)

    # p04: payments, a Tout beside a king przydupek, both pools unknown
    doc, f = build("p04", 3, P3, [-70, -85, -60], {K: 110, PG: 105}, [
        dict(dealer=2, want=("plain", []), seed=14000),
        dict(dealer=0, tout=True, seed=14100, przydupek_king="KC"),
    ], "payments", "payments, 3 players, a Tout with a king przydupek in the last trick, unknown pools")
    files["p04"] = (doc, f)

    # p05: payments, 4 players, king ultimo and king przydupek in the same last trick (no refill)
    doc, f = build("p05", 4, P4, [-40, -105, 20, -110], {K: 135, PG: 100}, [
        dict(dealer=1, want=("king_ultimo", ["K*"]), seed=15000),
        dict(dealer=2, want=("plain", []), seed=15100),
    ], "payments", "payments, 4 players, king ultimo and king przydupek in one last trick")
    files["p05"] = (doc, f)

    allfacts = {}
    for name, (doc, f) in files.items():
        with open(os.path.join(HERE, name + ".json"), "w") as fh:
            json.dump(doc, fh, indent=1)
            fh.write("\n")
        allfacts[name] = {"facts": f, "slip": slips.get(name)}
    with open(os.path.join(HERE, "_facts.txt"), "w") as fh:
        json.dump(allfacts, fh, indent=1, default=str)
        fh.write("\n")


if __name__ == "__main__":
    main()
