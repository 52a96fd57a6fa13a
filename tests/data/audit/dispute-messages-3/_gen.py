"""Blind generator for the dispute-messages-3 audit round (no import of validator).

Four games (danish-tarok, galician-tarok, rage, ulti), each simulated from its source's
rules; every file is a clean session or a clean session with one planted fault of the kinds a
dispute is about. Run: python _gen.py [--seed N]; writes NN-*.json beside this file.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED = int(sys.argv[sys.argv.index("--seed") + 1]) if "--seed" in sys.argv else 3


class Reject(Exception):
    """A simulated deal that does not fit the file's filter; try the next seed."""


def write(name: str, doc: dict) -> None:
    (HERE / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


# ============================================================== Danish Tarok (source 000)
D_SUITS = "HDSC"
D_COURTS = ["K", "Q", "N", "J"]
D_RED_PIPS = [str(i) for i in range(1, 11)]  # 1 high .. 10 low
D_BLACK_PIPS = [str(i) for i in range(10, 0, -1)]  # 10 high .. 1 low


def d_deck() -> list[str]:
    cards = [r + s for s in D_SUITS for r in D_COURTS + D_RED_PIPS]
    return cards + [f"T{i}" for i in range(1, 22)] + ["JOKER"]


def d_suit(c: str) -> str:
    if c == "JOKER":
        return "J*"
    return "T" if c.startswith("T") else c[-1]


def d_rank(c: str) -> int:
    """Higher is stronger within its suit."""
    if c.startswith("T"):
        return int(c[1:])
    r, s = c[:-1], c[-1]
    order = D_COURTS + (D_RED_PIPS if s in "HD" else D_BLACK_PIPS)
    return 100 - order.index(r)


def d_value(c: str) -> int:
    if c in ("T1", "T21", "JOKER") or (c[0] == "K" and not c.startswith("T")):
        return 4
    if c.startswith("T"):
        return 0
    return {"Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)


def d_declarations(hand: list[str]) -> list[tuple[dict, int]]:
    h = set(hand)
    out: list[tuple[dict, int]] = []
    trumps = sum(1 for c in h if c.startswith("T")) + (1 if "JOKER" in h else 0)
    if trumps >= 10:
        out.append(({"kind": "trumps", "count": trumps, "pagat": "T1" in h}, 10 + 5 * (trumps - 10)))
    if {"JOKER", "T21", "T1"} <= h:
        n, t = 3, 20
        while f"T{t}" in h:
            n, t = n + 1, t - 1
        out.append(({"kind": "matadors", "count": n}, 10 + 5 * (n - 3)))
    for s in D_SUITS:
        courts = [r for r in D_COURTS if r + s in h]
        if len(courts) == 4:
            rich = "JOKER" in h
            out.append(
                ({"kind": "cavalry", "suit": s, "form": "rich" if rich else "full"}, 15 if rich else 10)
            )
        elif len(courts) == 3 and "JOKER" in h:
            miss = [r for r in D_COURTS if r not in courts][0]
            out.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in D_SUITS if "K" + s in h]
    if len(kings) == 4:
        rich = "JOKER" in h
        out.append(({"kind": "kings", "form": "rich" if rich else "full"}, 15 if rich else 10))
    elif len(kings) == 3 and "JOKER" in h:
        out.append(
            ({"kind": "kings", "form": "half", "missing": [s for s in D_SUITS if s not in kings][0]}, 5)
        )
    return out


def d_legal(hand: list[str], trick: list[tuple[int, str]], trick_no: int) -> list[str]:
    no_joker = [c for c in hand if c != "JOKER"]
    if not trick:
        return no_joker or hand
    led = d_suit(trick[0][1])
    same = [c for c in no_joker if d_suit(c) == led]
    if same:
        legal = same
    else:
        tr = [c for c in no_joker if d_suit(c) == "T"]
        legal = tr or no_joker
    if "JOKER" in hand and trick_no != 23:
        legal = legal + ["JOKER"]
    return legal or hand


def d_winner(trick: list[tuple[int, str]]) -> int:
    led = d_suit(trick[0][1])
    best = None
    for seat, c in trick:
        if c == "JOKER":
            continue
        s = d_suit(c)
        key = (2 if s == "T" else 1 if s == led else 0, d_rank(c))
        if key[0] and (best is None or key > best[0]):
            best = (key, seat)
    assert best is not None
    return best[1]


def round5(x: int) -> int:
    return 5 * int(round(x / 5.0))


def danish_deal(
    rng: random.Random, dealer: int, pools: dict, *, fault: str | None = None, fault_trick: int = 8
):
    """One 3-player deal. Returns (deal dict, facts). fault: revoke | lead_out_of_turn."""
    n = 3
    deck = d_deck()
    rng.shuffle(deck)
    hands = [[] for _ in range(n)]
    pos = 0
    for _ in range(5):  # by fives, starting right of the dealer (seat order dealer+1)
        for k in range(1, n + 1):
            s = (dealer + k) % n
            hands[s] += deck[pos : pos + 5]
            pos += 5
    hands[dealer] += deck[pos : pos + 3]
    dealt = [list(h) for h in hands]
    ev: list[dict] = []
    pay = []  # (from, to, amount, reason)

    def p(frm, to, amount, reason):
        ev.append({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})
        pay.append((frm, to, amount, reason))

    p(dealer, "pagat_pool", 5, "deal_fee")
    p(dealer, "king_pool", 5, "deal_fee")
    pips = [c for c in hands[dealer] if not c.startswith("T") and c != "JOKER" and c[:-1] not in D_COURTS]
    if len(pips) < 3:
        raise Reject("no pips")
    skat = rng.sample(pips, 3)
    for c in skat:
        hands[dealer].remove(c)
    ev.append({"type": "discard", "seat": dealer, "cards": skat})
    decl_paid = {}
    for k in range(n):
        s = (dealer + k) % n
        ds = d_declarations(hands[s])
        ev.append({"type": "declare", "seat": s, "items": [d for d, _ in ds]})
        decl_paid[s] = ds
        for _, v in ds:
            for j in range(1, n):
                p((s + j) % n, s, v, "declaration")
    # play
    leader = (dealer + 1) % n
    tricks = [0] * n
    points = [0] * n
    points[dealer] += 1  # the skat's one point (guess: the dealer's)
    joker_holder = next(s for s in range(n) if "JOKER" in hands[s])
    facts = {"fault_event": None, "fault_seat": None, "fault_card": None, "held": None, "trick_of": []}
    for t in range(25):
        if fault == "lead_out_of_turn" and t == fault_trick:
            wrong = (leader + 1) % n
            facts.update(fault_seat=wrong, due_leader=leader)
            leader = wrong
        trick: list[tuple[int, str]] = []
        for k in range(n):
            s = (leader + k) % n
            legal = d_legal(hands[s], trick, t)
            if k > 0 and "JOKER" in legal and s == joker_holder and t < 20:
                c = "JOKER"
            else:
                choices = [c for c in legal if c != "JOKER"] or legal
                c = rng.choice(choices)
            if fault == "revoke" and t == fault_trick and k == 1 and facts["fault_seat"] is None:
                led = d_suit(trick[0][1])
                same = [x for x in hands[s] if d_suit(x) == led]
                others = [
                    x for x in hands[s] if d_suit(x) not in (led, "J*") and x not in ("T1",) and x[0] != "K"
                ]
                if led == "T" or len(same) < 2 or not others:
                    raise Reject("no revoke")
                c = rng.choice(others)
                facts.update(fault_seat=s, fault_card=c, held=sorted(same), led=led)
            if fault == "lead_out_of_turn" and t == fault_trick and k == 0:
                facts["fault_card"] = c
            hands[s].remove(c)
            trick.append((s, c))
            ev.append({"type": "play", "seat": s, "card": c})
            if (fault == "revoke" and t == fault_trick and k == 1) or (
                fault == "lead_out_of_turn" and t == fault_trick and k == 0
            ):
                facts["fault_event"] = len(ev) - 1
        w = d_winner(trick)
        facts["trick_of"].append((t, trick, w))
        tricks[w] += 1
        points[w] += 1
        for s, c in trick:
            if c == "JOKER" and t != 24:
                points[s] += 4
            else:
                points[w] += d_value(c)
        if fault in ("revoke", "lead_out_of_turn") and t == fault_trick:
            facts["penalty_at"] = len(ev)
            ev.append({"type": "_penalty_slot"})
        if t < 24:
            for s, c in trick:
                if s != w and (c == "T1" or (c[0] == "K" and not c.startswith("T"))):
                    pool = "pagat_pool" if c == "T1" else "king_pool"
                    reason = "pagat_lost" if c == "T1" else "king_lost"
                    for j in range(1, n):
                        p(s, (s + j) % n, 5, reason)
                    p(s, pool, 5, reason)
                if s == w and c == "T1":
                    for j in range(1, n):
                        p((s + j) % n, s, 5, "pagat_trick")
        else:
            if any(c == "T1" or (c[0] == "K" and not c.startswith("T")) or c == "JOKER" for _, c in trick):
                raise Reject("ultimo card in last trick")
            if 0 in tricks or 25 in tricks:
                raise Reject("nolo/tout")
            for j in range(1, n):
                p((w + j) % n, w, 20, "last_trick")
        leader = w
    assert sum(points) == 78, points
    new_dealer = (dealer + 1) % n
    cp = []
    for j in range(1, n):
        s = (new_dealer + j) % n
        a = round5(points[s] - 26)
        if a > 0:
            cp.append((new_dealer, s, a))
        elif a < 0:
            cp.append((s, new_dealer, -a))
    for frm, to, a in cp:
        p(frm, to, a, "card_points")
    for _frm, to, a, _ in pay:
        if isinstance(to, str):
            pools[to] += a
    facts.update(hands=dealt, tricks=tricks, points=points, pay=pay, skat=skat, decl=decl_paid)
    return {"dealer": dealer, "hands": dealt, "events": ev}, facts


def danish_session(seed: int, deals: int, fault: str | None = None, fault_deal: int = 0, **kw):
    for attempt in range(2000):
        rng = random.Random(seed * 1000 + attempt)
        pools = {"pagat_pool": 0, "king_pool": 0}
        out, facts = [], []
        found = [
            {"type": "payment", "from": s, "to": pl, "amount": 20, "reason": "foundation"}
            for pl in ("pagat_pool", "king_pool")
            for s in range(3)
        ]
        pools["pagat_pool"] = pools["king_pool"] = 60
        try:
            for i in range(deals):
                dl, f = danish_deal(rng, i % 3, pools, fault=fault if i == fault_deal else None, **kw)
                out.append(dl)
                facts.append(f)
        except Reject:
            continue
        out[0]["events"] = found + out[0]["events"]
        for dl, f in zip(out, facts, strict=True):
            if f.get("fault_event") is not None and dl is out[0]:
                f["fault_event"] += len(found)
                f["penalty_at"] += len(found)
        return out, facts, attempt
    raise RuntimeError("no danish session")


# ============================================================== Galician Tarok (source 002)
G_SUITS = "HDSC"


def g_deck() -> list[str]:
    cards = [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
    for s in G_SUITS:
        cards += [r + s for r in "KQNJ"] + ["1" + s if s in "HD" else "10" + s]
    return cards


def g_is_tarock(c: str) -> bool:
    return c == "SKIZ" or c.startswith("T")


def g_suit(c: str) -> str:
    return "T" if g_is_tarock(c) else c[-1]


def g_rank(c: str) -> int:
    if c == "SKIZ":
        return 22
    if c.startswith("T"):
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def g_value(c: str) -> int:
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if g_is_tarock(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def g_pile_points(cards: list[str]) -> int:
    assert len(cards) % 3 == 0
    return sum(g_value(c) for c in cards) - 2 * (len(cards) // 3)


def g_legal(hand: list[str], trick: list[tuple[int, str]]) -> list[str]:
    if not trick:
        return list(hand)
    led = g_suit(trick[0][1])
    same = [c for c in hand if g_suit(c) == led]
    if same:
        return same
    tr = [c for c in hand if g_is_tarock(c)]
    return tr or list(hand)


def g_winner(trick: list[tuple[int, str]]) -> int:
    led = g_suit(trick[0][1])
    best = max(
        trick, key=lambda sc: (2 if g_is_tarock(sc[1]) else 1 if g_suit(sc[1]) == led else 0, g_rank(sc[1]))
    )
    return best[0]


def galician_deal(rng: random.Random, dealer: int, *, fault: str | None = None, need_win: bool | None = None):
    n = 3
    deck = g_deck()
    rng.shuffle(deck)
    talon = deck[:6]
    hands = [[] for _ in range(n)]
    pos = 6
    for _ in range(2):
        for k in range(1, n + 1):
            s = (dealer + k) % n
            hands[s] += deck[pos : pos + 6]
            pos += 6
    dealt = [list(h) for h in hands]
    fh = (dealer + 1) % n
    ev: list[dict] = [
        {"type": "bid", "seat": fh, "bid": "three"},
        {"type": "bid", "seat": (fh + 1) % n, "bid": "pass"},
        {"type": "bid", "seat": (fh + 2) % n, "bid": "pass"},
    ]
    bought, rest = talon[:3], talon[3:]
    ev.append({"type": "take", "seat": fh, "cards": bought})
    hands[fh] += bought
    facts: dict = {"fault_event": None}
    suitcards = [c for c in hands[fh] if not g_is_tarock(c) and c[0] != "K"]
    if fault == "king_discard":
        kings = [c for c in hands[fh] if c[0] == "K" and not g_is_tarock(c)]
        if not kings or len(suitcards) < 2:
            raise Reject("no king")
        lay = [rng.choice(kings)] + rng.sample(suitcards, 2)
        facts.update(fault_event=len(ev), fault_seat=fh, fault_card=lay[0])
    else:
        if len(suitcards) < 3:
            raise Reject("few suit cards")
        lay = rng.sample(suitcards, 3)
    for c in lay:
        hands[fh].remove(c)
    ev.append({"type": "discard", "seat": fh, "cards": lay})
    for k in range(n):
        ev.append({"type": "announce", "seat": (fh + k) % n, "items": []})
    leader = fh
    piles = {"player": list(lay), "helpers": list(rest)}
    tricks = [0] * n
    for t in range(12):
        trick: list[tuple[int, str]] = []
        for k in range(n):
            s = (leader + k) % n
            legal = g_legal(hands[s], trick)
            c = rng.choice(legal)
            if fault == "renonce" and s == fh and k > 0 and facts["fault_event"] is None and t >= 2:
                led = g_suit(trick[0][1])
                same = [x for x in hands[s] if g_suit(x) == led]
                trs = [x for x in hands[s] if g_is_tarock(x) and x != "T1"]
                if led != "T" and same and trs:
                    c = rng.choice(trs)
                    facts.update(fault_seat=s, fault_card=c, held=sorted(same), led=led, fault_trick=t)
                    facts["fault_event"] = len(ev)
            hands[s].remove(c)
            trick.append((s, c))
            ev.append({"type": "play", "seat": s, "card": c})
        w = g_winner(trick)
        tricks[w] += 1
        piles["player" if w == fh else "helpers"] += [c for _, c in trick]
        if t == 11 and any(c == "T1" for _, c in trick):
            raise Reject("pagat in last trick")
        leader = w
    if fault and facts["fault_event"] is None:
        raise Reject("fault not placed")
    for side in ("player", "helpers"):
        pile = piles[side]
        if {"SKIZ", "T21", "T1"} <= set(pile):
            raise Reject("trull")
        if sum(1 for c in pile if c[0] == "K" and not g_is_tarock(c)) == 4:
            raise Reject("four kings")
    if tricks[fh] in (0, 12):
        raise Reject("volat")
    pts = g_pile_points(piles["player"])
    assert pts + g_pile_points(piles["helpers"]) == 66
    won_by_points = pts > 33
    if need_win is not None and won_by_points != need_win:
        raise Reject("points")
    if fault in ("renonce", "king_discard"):
        amount, player_pays = 30, True  # game lost unconditionally; 33+ points: the consolation (x1)
        if not won_by_points:
            amount = (33 - pts) * 3 + 30
    elif won_by_points:
        amount, player_pays = (pts - 33) * 3 + 30, False
    else:
        amount, player_pays = (33 - pts) * 3 + 30, True
    for k in (1, 2):
        h = (fh + k) % n
        ev.append(
            {
                "type": "payment",
                "from": fh if player_pays else h,
                "to": h if player_pays else fh,
                "amount": amount,
                "reason": "game",
            }
        )
    facts.update(
        player=fh,
        points=pts,
        won_by_points=won_by_points,
        amount=amount,
        player_pays=player_pays,
        tricks=tricks,
        lay=lay,
    )
    return {"dealer": dealer, "hands": dealt, "talon": talon, "events": ev}, facts


def galician_session(seed: int, deals: int, fault: str | None = None, need_win: bool | None = None):
    for attempt in range(5000):
        rng = random.Random(seed * 1000 + attempt)
        try:
            res = [
                galician_deal(
                    rng, (1 + i) % 3, fault=fault if i == 0 else None, need_win=need_win if i == 0 else None
                )
                for i in range(deals)
            ]
        except Reject:
            continue
        return [r[0] for r in res], [r[1] for r in res], attempt
    raise RuntimeError("no galician session")


# ============================================================== Rage (source 001)
R_COLOURS = "RBGYPO"
R_ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3


def r_deck() -> list[str]:
    return [c + str(v) for c in R_COLOURS for v in range(16)] + list(R_ACTIONS)


def r_colour(c: str) -> str | None:
    return c[0] if c[0] in R_COLOURS and c[1:].isdigit() else None


def rage_round(
    rng: random.Random, rnd: int, dealer: int, n: int, *, pm1: bool = False, fault: str | None = None
):
    cards = 11 - rnd
    for _ in range(200):
        deck = r_deck()
        rng.shuffle(deck)
        hands = [deck[i * cards : (i + 1) * cards] for i in range(n)]
        talon = deck[n * cards :]
        try:
            return _rage_play(rng, rnd, dealer, n, hands, talon, pm1=pm1, fault=fault)
        except Reject:
            continue
    raise RuntimeError("no rage round")


def _rage_play(rng, rnd, dealer, n, hands0, talon, *, pm1, fault):
    cards = len(hands0[0])
    hands = [list(h) for h in hands0]
    stock = list(talon)
    sp = 0

    def turn():
        nonlocal sp
        while sp < len(stock):
            c = stock[sp]
            sp += 1
            if r_colour(c):
                return c[0]
        raise Reject("stock out")

    trump = turn()
    ev: list[dict] = []
    bids = [None] * n
    facts: dict = {"fault_event": None}
    for k in range(1, n + 1):
        s = (dealer + k) % n
        b = max(0, min(cards, round(cards / n + rng.choice([-1, 0, 0, 1]))))
        if pm1 and k == n and sum(bids[x] for x in range(n) if bids[x] is not None) + b == cards:
            b = b + 1 if b < cards else b - 1
        if fault == "pm1_bid" and k == n:
            b = cards - sum(bids[x] for x in range(n) if bids[x] is not None)
            if b < 0 or b > cards:
                raise Reject("cannot plant")
            facts.update(
                fault_event=len(ev), fault_seat=s, bid=b, others=sum(bids[x] for x in range(n) if x != s)
            )
        bids[s] = b
        ev.append({"type": "bid", "seat": s, "bid": b})
    leader = (dealer + 1) % n
    tricks = [0] * n
    bonus = [0] * n
    fault_trick = cards // 2
    for t in range(cards):
        if fault == "lead_out_of_turn" and t == fault_trick:
            wrong = (leader + 1) % n
            facts.update(fault_seat=wrong, due_leader=leader, fault_event=len(ev))
            leader = wrong
        trick_trump = trump
        led = None
        played = []  # (seat, card, named)
        special = 0
        after_notrump = False
        for k in range(n):
            s = (leader + k) % n
            h = hands[s]
            if led is None:
                legal = list(h)
            else:
                same = [c for c in h if r_colour(c) == led]
                legal = same if same else list(h)
            c = rng.choice(legal)
            named = None
            if c == "WILD":
                cols = [r_colour(x) for x in h if r_colour(x)]
                named = (
                    max(R_COLOURS, key=lambda col: (cols.count(col), col == trick_trump))
                    if cols
                    else rng.choice(R_COLOURS)
                )
                if led is not None and any(r_colour(x) == led for x in h):
                    raise Reject("wild while able to follow")
            if c in ("NOTRUMP", "CHANGE"):
                special += 1
                if special > 1:
                    raise Reject("two trump actions in a trick")
                if c == "NOTRUMP":
                    trick_trump = None
                    after_notrump = True
                else:
                    trump = turn()
                    trick_trump = trump
            h.remove(c)
            e = {"type": "play", "seat": s, "card": c}
            if named:
                e["named"] = named
            ev.append(e)
            played.append((s, c, named))
            if led is None:
                if r_colour(c):
                    led = r_colour(c)
                elif c == "WILD":
                    led = named

        # winner
        def key(i_sc, trick_trump=trick_trump, led=led):
            i, (_s, c, nm) = i_sc
            col = r_colour(c) or (nm if c == "WILD" else None)
            if col is None:
                return (0, 0, 0)
            val = 16 + i if c == "WILD" else int(c[1:])
            tier = 2 if (trick_trump and col == trick_trump) else 1 if col == led else 0
            return (tier, val, 0)

        ranked = max(enumerate(played), key=key)
        if key(ranked) == (0, 0, 0):
            w = played[0][0]
        else:
            w = ranked[1][0]
        tricks[w] += 1
        for _s, c, _ in played:
            if c == "PLUS5":
                bonus[w] += 5
            elif c == "MINUS5":
                bonus[w] -= 5
        if after_notrump:
            trump = turn()
        leader = w
    scores = [tricks[s] + bonus[s] + (10 if tricks[s] == bids[s] else -5) for s in range(n)]
    facts.update(bids=bids, tricks=tricks, bonus=bonus, scores=scores)
    return {"dealer": dealer, "hands": hands0, "talon": talon, "events": ev}, facts


def rage_session(
    seed: int,
    rounds: int = 10,
    *,
    pm1: bool = False,
    fault: str | None = None,
    fault_round: int = 3,
    wrong_score: tuple | None = None,
):
    rng = random.Random(seed)
    n = 4
    totals = [0] * n
    deals, facts = [], []
    for r in range(1, rounds + 1):
        dealer = (r - 1) % n
        dl, f = rage_round(rng, r, dealer, n, pm1=pm1, fault=fault if r == fault_round else None)
        written = list(f["scores"])
        if wrong_score and r == wrong_score[0]:
            written[wrong_score[1]] += wrong_score[2]
            f["score_event"] = len(dl["events"]) + wrong_score[1]
        for s in range(n):
            dl["events"].append({"type": "score", "party": s, "points": written[s]})
        for s in range(n):
            totals[s] += written[s]
            dl["events"].append({"type": "total", "party": s, "points": totals[s]})
        deals.append(dl)
        facts.append(f)
    return deals, facts


# ============================================================== Ulti (source 003)
U_SUITS = "HDSC"
U_TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]


def u_deck() -> list[str]:
    return [r + s for s in U_SUITS for r in U_TRUMP_ORDER]


def u_rank(c: str) -> int:
    return 8 - U_TRUMP_ORDER.index(c[:-1])


def u_legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = trick[0][1][-1]
    trumps_in = [c for _, c in trick if c[-1] == trump]
    same = [c for c in hand if c[-1] == led]
    if same:
        if trumps_in and led != trump:
            return same
        best = max(u_rank(c) for _, c in trick if c[-1] == led)
        higher = [c for c in same if u_rank(c) > best]
        return higher or same
    tr = [c for c in hand if c[-1] == trump]
    if tr:
        if trumps_in:
            best = max(u_rank(c) for c in trumps_in)
            higher = [c for c in tr if u_rank(c) > best]
            return higher or tr
        return tr
    return list(hand)


def u_winner(trick, trump):
    led = trick[0][1][-1]
    return max(
        trick, key=lambda sc: (2 if sc[1][-1] == trump else 1 if sc[1][-1] == led else 0, u_rank(sc[1]))
    )[0]


def ulti_deal(
    rng: random.Random, dealer: int, *, fault: str | None = None, need_declarer_wins: bool | None = None
):
    n = 3
    deck = u_deck()
    rng.shuffle(deck)
    f = (dealer + 1) % n
    hands = [[] for _ in range(n)]
    # 7 to the first bidder, then fives (the source: 右隣りに 7 枚,後の 2 人に 5 枚ずつ)
    order = [f, (f + 1) % n, (f + 2) % n]
    pos = 0
    for s in order:
        hands[s] += deck[pos : pos + 7 if s == f else pos + 5]
        pos += 7 if s == f else 5
    for s in order:
        hands[s] += deck[pos : pos + 5]
        pos += 5
    assert pos == 32
    dealt = [list(h) for h in hands]
    suits_count = {s: sum(1 for c in hands[f] if c[-1] == s) for s in "DSC"}
    trump = max(suits_count, key=lambda s: (suits_count[s], s))
    cand = sorted([c for c in hands[f] if c[-1] != trump and c[:-1] not in ("A", "10")], key=u_rank)
    if len(cand) < 2:
        raise Reject("discard")
    disc = cand[:2]
    for c in disc:
        hands[f].remove(c)
    ev: list[dict] = [
        {"type": "discard", "seat": f, "cards": disc},
        {"type": "bid", "seat": f, "bid": {"goals": ["party"], "red": False}},
        {"type": "bid", "seat": (f + 1) % n, "bid": "pass"},
        {"type": "bid", "seat": (f + 2) % n, "bid": "pass"},
        {"type": "bid", "seat": f, "bid": "pass"},
        {"type": "announce", "seat": f, "items": [{"kind": "trump", "suit": trump}]},
    ]
    marriages = [[] for _ in range(n)]
    for s in range(n):
        for su in U_SUITS:
            if "K" + su in hands[s] and "Q" + su in hands[s]:
                marriages[s].append(40 if su == trump else 20)
        marriages[s].sort(reverse=True)
    leader = f
    tricks = [0] * n
    cardpts = [0] * n
    facts: dict = {"fault_event": None, "trump": trump, "declarer": f, "marriages": marriages}
    first = [True] * n
    for t in range(10):
        trick = []
        for k in range(n):
            s = (leader + k) % n
            legal = u_legal(hands[s], trick, trump)
            c = rng.choice(legal)
            if fault == "no_overtake" and facts["fault_event"] is None and s != f and k > 0 and t >= 1:
                led = trick[0][1][-1]
                same = [x for x in hands[s] if x[-1] == led]
                trumped = any(x[-1] == trump for _, x in trick) and led != trump
                if same and not trumped:
                    best = max(u_rank(x) for _, x in trick if x[-1] == led)
                    lower = [x for x in same if u_rank(x) < best]
                    higher = [x for x in same if u_rank(x) > best]
                    if lower and higher:
                        c = rng.choice(lower)
                        facts.update(
                            fault_seat=s,
                            fault_card=c,
                            higher=sorted(higher),
                            fault_event=len(ev) + (1 if first[s] and marriages[s] else 0),
                            fault_trick=t,
                        )
            if first[s]:
                if marriages[s]:
                    ev.append(
                        {
                            "type": "declare",
                            "seat": s,
                            "items": [{"kind": "marriage", "points": m} for m in marriages[s]],
                        }
                    )
                first[s] = False
            hands[s].remove(c)
            trick.append((s, c))
            ev.append({"type": "play", "seat": s, "card": c})
        w = u_winner(trick, trump)
        tricks[w] += 1
        cardpts[w] += 10 * sum(1 for _, c in trick if c[:-1] in ("A", "10"))
        if t == 9:
            cardpts[w] += 10
            if any(c == "7" + trump for _, c in trick):
                raise Reject("trump seven in last trick")
        leader = w
    if fault and facts["fault_event"] is None:
        raise Reject("fault not placed")
    defs = [(f + 1) % n, (f + 2) % n]
    decl_pts = cardpts[f] + (sum(marriages[f]) if tricks[f] else 0)
    def_tricks = tricks[defs[0]] + tricks[defs[1]]
    def_pts = cardpts[defs[0]] + cardpts[defs[1]] + 10 * sum(1 for c in disc if c[:-1] in ("A", "10"))
    def_pts += sum(marriages[defs[0]]) + sum(marriages[defs[1]]) if def_tricks else 0
    if decl_pts == def_pts:
        raise Reject("tie")
    if decl_pts >= 100 or def_pts >= 100:
        raise Reject("silent 100")
    if tricks[f] == 10 or def_tricks == 10:
        raise Reject("durchmarsch")
    won = decl_pts > def_pts
    if need_declarer_wins is not None and won != need_declarer_wins:
        raise Reject("outcome")
    facts.update(won=won, decl_pts=decl_pts, def_pts=def_pts, tricks=tricks, cardpts=cardpts, disc=disc)
    return {"dealer": dealer, "hands": dealt, "events": ev}, facts


def ulti_pay(dl, facts, won: bool, amount_override: dict | None = None):
    f = facts["declarer"]
    for k in (1, 2):
        d = (f + k) % 3
        amt = (amount_override or {}).get(d, 1)
        if won:
            dl["events"].append({"type": "payment", "from": d, "to": f, "amount": amt, "reason": "party"})
        else:
            dl["events"].append({"type": "payment", "from": f, "to": d, "amount": amt, "reason": "party"})


def ulti_session(seed: int, deals: int, fault: str | None = None, need: bool | None = None):
    for attempt in range(5000):
        rng = random.Random(seed * 1000 + attempt)
        try:
            res = [
                ulti_deal(
                    rng, i % 3, fault=fault if i == 0 else None, need_declarer_wins=need if i == 0 else None
                )
                for i in range(deals)
            ]
        except Reject:
            continue
        return [r[0] for r in res], [r[1] for r in res], attempt
    raise RuntimeError("no ulti session")


# ============================================================== files
def doc(game, players, deals, rules=None, meta=None):
    d = {"format": "trick-transcript/1", "game": game}
    if rules is not None:
        d["rules"] = rules
    d["players"] = players
    d["meta"] = meta or {}
    d["deals"] = deals
    return d


def fill_penalty(dl, facts, payments):
    i = facts["penalty_at"]
    dl["events"][i : i + 1] = payments


DN = ["Agnieszka", "Bartek", "Celina"]
GN = ["Adam", "Bożena", "Czesław"]
RN = ["Anička", "Bohouš", "Katka", "Dalibor"]
UN = ["Anna", "Béla", "Csilla"]
NOTES: dict[str, dict] = {}


def main():
    # ---- Danish
    deals, facts, a = danish_session(SEED, 2)
    write(
        "01-danish-clean-two-deals.json",
        doc("danish-tarok", DN, deals, {}, {"round": "dispute-messages-3", "attempt": a}),
    )
    NOTES["01"] = {"points": [f["points"] for f in facts], "tricks": [f["tricks"] for f in facts]}

    deals, facts, a = danish_session(SEED + 1, 2, fault="revoke", fault_deal=0, fault_trick=6)
    f = facts[0]
    fill_penalty(
        deals[0],
        f,
        [
            {"type": "payment", "from": f["fault_seat"], "to": pl, "amount": 20, "reason": "penalty"}
            for pl in ("pagat_pool", "king_pool")
        ],
    )
    write(
        "02-danish-revoke-large.json",
        doc(
            "danish-tarok",
            DN,
            deals,
            {"revoke_penalty": "large"},
            {"round": "dispute-messages-3", "attempt": a},
        ),
    )
    NOTES["02"] = {k: f[k] for k in ("fault_event", "fault_seat", "fault_card", "held", "led")}
    NOTES["02"]["penalty_events"] = [f["penalty_at"], f["penalty_at"] + 1]

    deals, facts, a = danish_session(SEED + 2, 1)
    evs = deals[0]["events"]
    cp = [i for i, e in enumerate(evs) if e.get("reason") == "card_points"]
    if cp:
        i = cp[0]
        evs[i]["amount"] += 5
    else:  # no card-point payment: the last-trick payment
        i = [i for i, e in enumerate(evs) if e.get("reason") == "last_trick"][0]
        evs[i]["amount"] = 25
    write(
        "03-danish-wrong-payment.json",
        doc("danish-tarok", DN, deals, {}, {"round": "dispute-messages-3", "attempt": a}),
    )
    NOTES["03"] = {"event": i, "payment": evs[i], "points": facts[0]["points"]}

    deals, facts, a = danish_session(SEED + 3, 1, fault="lead_out_of_turn", fault_trick=10)
    f = facts[0]
    x = f["fault_seat"]
    fill_penalty(
        deals[0],
        f,
        [{"type": "penalty", "party": x, "code": "out_of_turn", "amount": 5}]
        + [
            {"type": "payment", "from": x, "to": pl, "amount": 5, "reason": "penalty"}
            for pl in ("pagat_pool", "king_pool")
        ],
    )
    write(
        "04-danish-lead-out-of-turn-penalty-underpaid.json",
        doc("danish-tarok", DN, deals, {}, {"round": "dispute-messages-3", "attempt": a}),
    )
    NOTES["04"] = {k: f[k] for k in ("fault_event", "fault_seat", "fault_card", "due_leader", "penalty_at")}

    # ---- Galician
    deals, facts, a = galician_session(SEED, 2)
    write(
        "05-galician-clean-two-deals.json",
        doc("galician-tarok", GN, deals, {"pool": False}, {"round": "dispute-messages-3", "attempt": a}),
    )
    NOTES["05"] = [{k: ff[k] for k in ("player", "points", "amount", "player_pays")} for ff in facts]

    deals, facts, a = galician_session(SEED + 1, 1, fault="renonce", need_win=True)
    write(
        "06-galician-renonce.json",
        doc("galician-tarok", GN, deals, {"pool": False}, {"round": "dispute-messages-3", "attempt": a}),
    )
    NOTES["06"] = {
        k: facts[0][k]
        for k in ("player", "points", "amount", "fault_event", "fault_seat", "fault_card", "held", "led")
    }

    deals, facts, a = galician_session(SEED + 2, 1, fault="king_discard", need_win=True)
    write(
        "07-galician-king-laid-away.json",
        doc("galician-tarok", GN, deals, {"pool": False}, {"round": "dispute-messages-3", "attempt": a}),
    )
    NOTES["07"] = {k: facts[0][k] for k in ("player", "points", "amount", "fault_event", "fault_card", "lay")}

    # ---- Rage
    deals, facts = rage_session(SEED)
    write("08-rage-clean-ten-rounds.json", doc("rage", RN, deals, {}, {"round": "dispute-messages-3"}))
    NOTES["08"] = {"scores": [f["scores"] for f in facts]}

    deals, facts = rage_session(SEED + 1, fault="lead_out_of_turn", fault_round=3)
    write("09-rage-lead-out-of-turn.json", doc("rage", RN, deals, {}, {"round": "dispute-messages-3"}))
    NOTES["09"] = {k: facts[2][k] for k in ("fault_event", "fault_seat", "due_leader")}

    deals, facts = rage_session(SEED + 2, wrong_score=(4, 2, 10))
    write("10-rage-wrong-score.json", doc("rage", RN, deals, {}, {"round": "dispute-messages-3"}))
    NOTES["10"] = {
        "deal": 3,
        "event": facts[3]["score_event"],
        "right": facts[3]["scores"],
        "bids": facts[3]["bids"],
        "tricks": facts[3]["tricks"],
        "bonus": facts[3]["bonus"],
    }

    deals, facts = rage_session(SEED + 3, pm1=True, fault="pm1_bid", fault_round=5)
    write(
        "11-rage-plus-minus-one-bid.json",
        doc("rage", RN, deals, {"plus_minus_one": True}, {"round": "dispute-messages-3"}),
    )
    NOTES["11"] = {k: facts[4][k] for k in ("fault_event", "fault_seat", "bid", "others")}

    # ---- Ulti
    deals, facts, a = ulti_session(SEED, 2)
    for dl, ff in zip(deals, facts, strict=True):
        ulti_pay(dl, ff, ff["won"])
    write(
        "12-ulti-clean-two-deals.json",
        doc("ulti", UN, deals, {"preset": "standard"}, {"round": "dispute-messages-3", "attempt": a}),
    )
    NOTES["12"] = [
        {k: ff[k] for k in ("declarer", "trump", "won", "decl_pts", "def_pts", "marriages")} for ff in facts
    ]

    deals, facts, a = ulti_session(SEED + 1, 1, fault="no_overtake", need=False)
    ulti_pay(deals[0], facts[0], True)  # lose_all_goals: the defenders' fault makes the declarer's party good
    write(
        "13-ulti-failure-to-overtake.json",
        doc("ulti", UN, deals, {"preset": "standard"}, {"round": "dispute-messages-3", "attempt": a}),
    )
    NOTES["13"] = {
        k: facts[0][k]
        for k in (
            "declarer",
            "trump",
            "won",
            "decl_pts",
            "def_pts",
            "fault_event",
            "fault_seat",
            "fault_card",
            "higher",
            "fault_trick",
        )
    }

    deals, facts, a = ulti_session(SEED + 2, 1)
    ff = facts[0]
    d1 = (ff["declarer"] + 2) % 3
    ulti_pay(deals[0], ff, ff["won"], {d1: 2})
    write(
        "14-ulti-wrong-payment.json",
        doc("ulti", UN, deals, {"preset": "standard"}, {"round": "dispute-messages-3", "attempt": a}),
    )
    NOTES["14"] = {k: ff[k] for k in ("declarer", "trump", "won", "decl_pts", "def_pts")}
    NOTES["14"]["wrong_event"] = len(deals[0]["events"]) - 1
    NOTES["14"]["overpaid"] = d1
    (Path("/tmp") / "dm3-notes.json").write_text(json.dumps(NOTES, indent=1, default=str))


if __name__ == "__main__":
    main()
