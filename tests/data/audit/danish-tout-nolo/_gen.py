"""Blind generator for audit round danish-tout-nolo (Danish Tarok "Ultimo", Polish source 000_*.txt).

Written from the source text and the transcript format only (no validator import). Every deal is
played by the rules of §10-§12 (follow suit, else trump, the Joker any time but never in the
second-last trick), and every payment is computed here from §15 and §17:

* Tout (all 25 tricks): 85 from each other active player, both pools taken, each emptied pool
  refilled with 20 from every player (the fourth too, §15 Fundamenty / §17), except a pool that a
  simultaneous przydupek fills again with its former content.
* Nolo (no trick, no Tout): 25 from each other active player; no Ultimo, no last-trick 20, no
  card-point payments; a przydupek is still paid.
* card points after a Tout are paid (the Nolo of the other players "does not count").
* a dealer who laid the Joker away announcing Tout and failed pays the engine's documented default
  penalty class, large: 20 to each pool (the source says only "płaci karę").

Run: python _gen.py [seed]   (writes NN-*.json beside this file and prints the facts for EXPECTED.md)
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).parent
SUITS = "HDSC"
RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]


def order(s):
    return RED if s in "HD" else BLACK


DECK = [r + s for s in SUITS for r in order(s)] + [f"T{i}" for i in range(1, 22)] + ["JOKER"]
assert len(DECK) == 78


class Retry(Exception):
    pass


def suit(c):
    if c == "JOKER":
        return "X"
    if c[0] == "T":
        return "T"
    return c[-1]


def rank(c):
    if c[0] == "T":
        return int(c[1:])
    s = c[-1]
    return 14 - order(s).index(c[:-1])


def is_king(c):
    return c != "JOKER" and c[0] == "K"


def is_pip(c):
    return suit(c) in SUITS and c[0] not in "KQNJ"


def value(c):
    if c in ("T1", "T21", "JOKER") or is_king(c):
        return 4
    if suit(c) in SUITS:
        return {"Q": 3, "N": 2, "J": 1}.get(c[0], 0)
    return 0


def actives(n, dealer):
    if n == 3:
        return [0, 1, 2]
    return [s for s in range(4) if s != (dealer + 2) % 4]


def play_order(n, dealer):
    act = actives(n, dealer)
    out, s = [], dealer
    while len(out) < len(act):
        s = (s + 1) % n
        if s in act:
            out.append(s)
    return out  # starts with the seat after the dealer, ends with the dealer


def declare_order(n, dealer):
    po = play_order(n, dealer)
    return [dealer] + po[:-1]


# ---------------------------------------------------------------- declarations (§14, §15)
def declarations(hand):
    h = set(hand)
    items = []
    joker = "JOKER" in h
    ntr = sum(1 for c in h if suit(c) == "T") + (1 if joker else 0)
    if ntr >= 10:
        items.append(({"kind": "trumps", "count": ntr, "pagat": "T1" in h}, 10 + 5 * (ntr - 10)))
    if joker and "T21" in h and "T1" in h:
        m, k = 3, 20
        while f"T{k}" in h:
            m += 1
            k -= 1
        items.append(({"kind": "matadors", "count": m}, 10 + 5 * (m - 3)))
    for s in SUITS:
        courts = [r for r in "KQNJ" if r + s in h]
        if len(courts) == 4:
            items.append(({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"}, 15 if joker else 10))
        elif len(courts) == 3 and joker:
            miss = [r for r in "KQNJ" if r not in courts][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in SUITS if "K" + s in h]
    if len(kings) == 4:
        items.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


# ---------------------------------------------------------------- play (§10-§12)
def legal(hand, trick, t):
    cards = list(hand)
    if t == 23:
        cards = [c for c in cards if c != "JOKER"]
    if not trick:
        return cards
    led = suit(trick[0][1])
    jok = ["JOKER"] if "JOKER" in cards else []
    same = [c for c in cards if suit(c) == led]
    if same:
        return same + jok
    tr = [c for c in cards if suit(c) == "T"]
    if tr:
        return tr + jok
    return cards


def beats(c, best, led):
    """c beats the current best card of the trick (led suit `led`)."""
    if c == "JOKER":
        return False
    if best is None:
        return True
    sc, sb = suit(c), suit(best)
    if sc == "T":
        return sb != "T" or rank(c) > rank(best)
    if sb == "T":
        return False
    return sc == led and rank(c) > rank(best)


def trick_winner(trick):
    led = suit(trick[0][1])
    best, who = None, None
    for seat, c in trick:
        if beats(c, best, led):
            best, who = c, seat
    return who, best


def simulate(n, dealer, hands, policy, rng):
    """hands: seat -> 25 cards (after the skat). policy(seat, hand, trick, t, ctx) -> card."""
    hands = {s: list(h) for s, h in hands.items()}
    po = play_order(n, dealer)
    leader = po[0]
    tricks = []
    for t in range(25):
        trick = []
        i = po.index(leader)
        seq = po[i:] + po[:i]
        for seat in seq:
            lg = legal(hands[seat], trick, t)
            if not trick:
                lg = [c for c in lg if c != "JOKER"]
                if not lg:
                    raise Retry("joker lead")
            if "JOKER" in hands[seat] and t >= 22:
                raise Retry("joker held too long")
            c = policy(seat, hands[seat], trick, t, {"hands": hands, "legal": lg, "seq": seq})
            assert c in lg, (seat, c, lg)
            hands[seat].remove(c)
            trick.append((seat, c))
        w, _ = trick_winner(trick)
        tricks.append((trick, w))
        leader = w
    return tricks


# ---------------------------------------------------------------- policies
def make_policy(rng, roles, keep=None, joker_from=0, tout_plan=None):
    """roles: seat -> 'random' | 'nolo' | 'beat' | 'win' | 'tout'. keep: seat -> cards held to the end."""
    keep = keep or {}

    def pol(seat, hand, trick, t, ctx):
        lg = ctx["legal"]
        role = roles.get(seat, "random")
        if "JOKER" in lg and trick and t >= joker_from and t <= 21:
            return "JOKER"
        non_j = [c for c in lg if c != "JOKER"] or lg
        kept = [c for c in non_j if c not in keep.get(seat, ())]
        pool = kept or non_j
        if role == "tout":
            return tout_plan(seat, hand, trick, t, ctx)
        led = suit(trick[0][1]) if trick else None
        _, best = trick_winner(trick) if trick else (None, None)
        if role == "nolo":
            if not trick:
                return min(pool, key=strength)
            safe = [c for c in pool if not beats(c, best, led)]
            if safe:
                return max(safe, key=strength)
            return min(pool, key=strength)
        if role == "win":
            if not trick:
                return max(pool, key=strength)
            win = [c for c in pool if beats(c, best, led)]
            if win:
                return max(win, key=strength)
            return min(pool, key=strength)
        if role == "beat" and trick:
            w, _ = trick_winner(trick)
            if roles.get(w) == "nolo":
                win = [c for c in pool if beats(c, best, led)]
                if win:
                    return rng.choice(win)
        return rng.choice(pool)

    return pol


def strength(c):
    if c == "JOKER":
        return -1
    if suit(c) == "T":
        return 100 + rank(c)
    return rank(c)


def tout_leader_plan(n, dealer, T, saved_last=None, pagat_mid=False):
    def plan(seat, hand, trick, t, ctx):
        assert not trick, "the Tout player must lead every trick"
        hands = ctx["hands"]
        opp_tr = any(suit(c) == "T" for s, h in hands.items() if s != T for c in h)
        rest = [c for c in hand if c != saved_last]
        if not rest:
            return saved_last
        trumps = sorted([c for c in rest if suit(c) == "T"], key=rank, reverse=True)
        if opp_tr:
            top = [c for c in trumps if c != "T1"]
            if not top:
                raise Retry("tout player out of drawing trumps")
            return top[0]
        if pagat_mid and "T1" in rest:
            return "T1"
        suits_ = [c for c in rest if suit(c) in SUITS]
        if suits_:
            return max(suits_, key=strength)
        nonp = [c for c in trumps if c != "T1"]
        return nonp[0] if nonp else trumps[0]

    return plan


# ---------------------------------------------------------------- settlement (§15, §17)
class Table:
    def __init__(self, n, pools=None, fresh=True):
        self.n = n
        self.pools = dict(pools) if pools else {"pagat_pool": 0, "king_pool": 0}
        self.fresh = fresh


def pay(lst, frm, to, amount, reason, where=None):
    lst.append({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})


def round5(d):
    q, r = divmod(d, 5)
    return 5 * q + (5 if r >= 3 else 0)


def play_deal(table, dealer, hands28, discard, tricks, first=False, tout_announced=False):
    """Return (events, facts). Payments are events; table.pools is updated."""
    n = table.n
    act = actives(n, dealer)
    ev = []
    pools = table.pools

    def P(frm, to, amt, reason):
        ev.append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason})
        if isinstance(to, str):
            pools[to] += amt
        if isinstance(frm, str):
            pools[frm] -= amt

    if first:
        for pool in ("pagat_pool", "king_pool"):
            for s in range(n):
                P(s, pool, 20, "foundation")
    P(dealer, "pagat_pool", 5, "deal_fee")
    P(dealer, "king_pool", 5, "deal_fee")
    if tout_announced:
        ev.append({"type": "announce", "seat": dealer, "items": ["tout"]})
    ev.append({"type": "discard", "seat": dealer, "cards": list(discard)})
    hands25 = {s: list(hands28[s]) for s in act}
    for c in discard:
        hands25[dealer].remove(c)
    decl = {}
    for s in declare_order(n, dealer):
        items = declarations(hands25[s])
        decl[s] = items
        ev.append({"type": "declare", "seat": s, "items": [it for it, _ in items]})
        others = [o for o in play_order(n, dealer) if o != s]
        i = play_order(n, dealer).index(s)
        po = play_order(n, dealer)
        others = [po[(i + k) % len(po)] for k in range(1, len(po))]
        for _, v in items:
            for o in others:
                P(o, s, v, "declaration")
    tricks_won = {s: 0 for s in act}
    pile = {s: 0 for s in act}
    pile[dealer] += 1 + sum(value(c) for c in discard)
    for t, (trick, w) in enumerate(tricks):
        for seat, c in trick:
            ev.append({"type": "play", "seat": seat, "card": c})
        tricks_won[w] += 1
        pile[w] += 1
        for seat, c in trick:
            if c == "JOKER" and t < 24:
                pile[seat] += value(c)
            else:
                pile[w] += value(c)
        if t < 24:
            for seat, c in trick:
                others = [o for o in act if o != seat]
                if is_king(c) and seat != w:
                    for o in others:
                        P(seat, o, 5, "king_lost")
                    P(seat, "king_pool", 5, "king_lost")
                if c == "T1" and seat != w:
                    for o in others:
                        P(seat, o, 5, "pagat_lost")
                    P(seat, "pagat_pool", 5, "pagat_lost")
                if c == "T1" and seat == w:
                    for o in others:
                        P(o, seat, 5, "pagat_trick")
    assert sum(pile.values()) == 78, pile
    # ---- after the last trick
    last, w = tricks[-1]
    wcard = dict((s, c) for s, c in last)[w]
    tout = [s for s in act if tricks_won[s] == 25]
    tout = tout[0] if tout else None
    nolo = [s for s in act if tricks_won[s] == 0] if tout is None else []
    assert len(nolo) <= 1
    nolo = nolo[0] if nolo else None
    przy = [(s, c) for s, c in last if s != w and (is_king(c) or c == "T1")]
    orig = dict(pools)
    taken = set()
    facts = {"tricks": tricks_won, "card_points": pile, "tout": tout, "nolo": nolo, "last": last,
             "winner": w, "wcard": wcard, "przydupek": przy, "pools_before": orig, "decl": decl}
    others_of = lambda s: [o for o in act if o != s]  # noqa: E731
    if tout is not None:
        for o in others_of(tout):
            P(o, tout, 85, "tout")
        for pool in ("pagat_pool", "king_pool"):
            P(pool, tout, orig[pool], "tout")
            taken.add(pool)
    elif nolo is not None:
        for o in others_of(nolo):
            P(o, nolo, 25, "nolo")
    else:
        if wcard == "T1":
            for o in others_of(w):
                P(o, w, 45, "pagat_ultimo")
            P("pagat_pool", w, orig["pagat_pool"], "pagat_ultimo")
            taken.add("pagat_pool")
        elif is_king(wcard):
            for o in others_of(w):
                P(o, w, 40, "king_ultimo")
            P("king_pool", w, orig["king_pool"], "king_ultimo")
            taken.add("king_pool")
        elif not przy:
            for o in others_of(w):
                P(o, w, 20, "last_trick")
    refilled_by_przy = set()
    for s, c in przy:
        if c == "T1":
            for o in others_of(s):
                P(s, o, 45, "pagat_przydupek")
            P(s, "pagat_pool", orig["pagat_pool"], "pagat_przydupek")
            refilled_by_przy.add("pagat_pool")
        else:
            for o in others_of(s):
                P(s, o, 40, "king_przydupek")
            P(s, "king_pool", orig["king_pool"], "king_przydupek")
            refilled_by_przy.add("king_pool")
    for pool in ("pagat_pool", "king_pool"):
        if pool in taken and pool not in refilled_by_przy:
            for s in range(n):
                P(s, pool, 20, "refill")
    if tout_announced and tout != dealer:
        P(dealer, "pagat_pool", 20, "penalty")
        P(dealer, "king_pool", 20, "penalty")
        facts["failed_tout"] = True
    newdealer = (dealer + 1) % n
    cp = {}
    if nolo is None:
        for s in act:
            cp[s] = round5(pile[s] - 26)
        for s in act:
            if s == newdealer:
                continue
            if cp[s] < 0:
                P(s, newdealer, -cp[s], "card_points")
            elif cp[s] > 0:
                P(newdealer, s, cp[s], "card_points")
    facts["cp_diff"] = cp
    facts["pools_after"] = dict(pools)
    facts["reasons"] = [e.get("reason") for e in ev if e["type"] == "payment"]
    return ev, facts


def net_of(events, n):
    net = {s: 0 for s in range(n)}
    net["pagat_pool"] = 0
    net["king_pool"] = 0
    for e in events:
        if e["type"] == "payment":
            net[e["from"]] -= e["amount"]
            net[e["to"]] += e["amount"]
    return net


def to_sheet(events, n, totals):
    """Replace payments by score lines (net chips per seat and pool) and running totals."""
    net = net_of(events, n)
    out = [e for e in events if e["type"] != "payment"]
    parties = list(range(n)) + ["pagat_pool", "king_pool"]
    for p in parties:
        out.append({"type": "score", "party": p, "points": net[p]})
    for p in parties:
        totals[p] += net[p]
        out.append({"type": "total", "party": p, "points": totals[p]})
    return out


# ---------------------------------------------------------------- dealing helpers
def deal_cards(rng, n, dealer, fixed=None, weak_for=None):
    """fixed: seat -> list of cards given first. Returns seat -> hand (dealer 28)."""
    fixed = fixed or {}
    act = actives(n, dealer)
    need = {s: (28 if s == dealer else 25) for s in act}
    used = {c for cs in fixed.values() for c in cs}
    rest = [c for c in DECK if c not in used]
    rng.shuffle(rest)
    hands = {s: list(fixed.get(s, [])) for s in act}
    if weak_for is not None:
        weak = [c for c in rest if weak_card(c)]
        rng.shuffle(weak)
        take = weak[: need[weak_for] - len(hands[weak_for])]
        hands[weak_for] += take
        rest = [c for c in rest if c not in take]
    for s in act:
        k = need[s] - len(hands[s])
        hands[s] += rest[:k]
        rest = rest[k:]
    assert not rest
    full = {s: [] for s in range(n)}
    full.update(hands)
    return full


def weak_card(c):
    if c == "JOKER":
        return False
    if suit(c) == "T":
        return rank(c) <= 8
    return rank(c) <= 7  # the seven lowest pips of each suit


def skat_of(rng, hand, avoid=()):
    pips = [c for c in hand if is_pip(c) and c not in avoid]
    if len(pips) < 3:
        raise Retry("no pips to discard")
    return rng.sample(pips, 3)


def ordinary(f):
    return f["tout"] is None and f["nolo"] is None


def random_deal(rng, table, dealer, first=False, want=ordinary, tries=5000):
    n = table.n
    for _ in range(tries):
        try:
            hands = deal_cards(rng, n, dealer)
            disc = skat_of(rng, hands[dealer])
            h25 = {s: [c for c in hands[s]] for s in actives(n, dealer)}
            for c in disc:
                h25[dealer].remove(c)
            pol = make_policy(rng, {}, joker_from=rng.randrange(0, 18))
            tricks = simulate(n, dealer, h25, pol, rng)
        except Retry:
            continue
        snap = dict(table.pools)
        ev, facts = play_deal(table, dealer, hands, disc, tricks, first=first)
        if want and not want(facts):
            table.pools = snap
            continue
        return hands, ev, facts
    raise SystemExit("random deal: no luck")


def tout_deal(rng, table, dealer, T, t_cards, first=False, keep=None, fixed_opp=None, saved_last=None,
              pagat_mid=False, want=None, tries=5000):
    n = table.n
    for _ in range(tries):
        try:
            fixed = {T: list(t_cards)}
            fixed.update(fixed_opp or {})
            hands = deal_cards(rng, n, dealer, fixed=fixed)
            disc = skat_of(rng, hands[dealer], avoid=[c for cs in (keep or {}).values() for c in cs])
            h25 = {s: list(hands[s]) for s in actives(n, dealer)}
            for c in disc:
                h25[dealer].remove(c)
            roles = {T: "tout"}
            pol = make_policy(rng, roles, keep=keep, joker_from=rng.randrange(0, 18),
                              tout_plan=tout_leader_plan(n, dealer, T, saved_last, pagat_mid))
            tricks = simulate(n, dealer, h25, pol, rng)
        except Retry:
            continue
        if any(w != T for _, w in tricks):
            continue
        snap = dict(table.pools)
        ev, facts = play_deal(table, dealer, hands, disc, tricks, first=first)
        if want and not want(facts):
            table.pools = snap
            continue
        return hands, ev, facts
    raise SystemExit("tout deal: no luck")


def nolo_deal(rng, table, dealer, N, first=False, keep=None, fixed=None, want=None, tries=200000,
              tout_dealer=False):
    n = table.n
    for _ in range(tries):
        try:
            if tout_dealer:
                hands = deal_cards(rng, n, dealer, fixed={dealer: ["JOKER"], **(fixed or {})}, weak_for=N)
                h = hands[dealer]
                ntr = sum(1 for c in h if suit(c) == "T")
                if ntr > 8 or ("T21" in h and "T1" in h) or sum(is_king(c) for c in h) > 2:
                    continue
                if any(sum(1 for c in h if suit(c) == s and c[0] in "KQNJ") > 2 for s in SUITS):
                    continue
                disc = ["JOKER"] + skat_of(rng, h)[:2]
            else:
                hands = deal_cards(rng, n, dealer, fixed=fixed, weak_for=N)
                disc = skat_of(rng, hands[dealer], avoid=[c for cs in (keep or {}).values() for c in cs])
            h25 = {s: list(hands[s]) for s in actives(n, dealer)}
            for c in disc:
                h25[dealer].remove(c)
            roles = {s: "beat" for s in actives(n, dealer)}
            roles[N] = "nolo"
            if tout_dealer:
                roles[dealer] = "win"
            pol = make_policy(rng, roles, keep=keep, joker_from=rng.randrange(0, 18))
            tricks = simulate(n, dealer, h25, pol, rng)
        except Retry:
            continue
        if any(w == N for _, w in tricks):
            continue
        snap = dict(table.pools)
        ev, facts = play_deal(table, dealer, hands, disc, tricks, first=first, tout_announced=tout_dealer)
        if want and not want(facts):
            table.pools = snap
            continue
        return hands, ev, facts
    raise SystemExit("nolo deal: no luck")


# ---------------------------------------------------------------- files
PLAYERS3 = ["Agata", "Bogdan", "Celina"]
PLAYERS4 = ["Agata", "Bogdan", "Celina", "Dariusz"]
FACTS = []


def doc(players, deals, desc, start=None):
    d = {"format": "trick-transcript/1", "game": "danish-tarok", "rules": {}, "players": players}
    if start:
        d["start"] = start
    d["meta"] = {"round": "danish-tout-nolo", "description": desc}
    d["deals"] = deals
    return d


def deal_obj(n, dealer, hands, events):
    return {"dealer": dealer, "hands": [hands.get(s, []) for s in range(n)], "events": events}


def find(events, **kw):
    for i, e in enumerate(events):
        if all(e.get(k) == v for k, v in kw.items()):
            return i
    raise KeyError(kw)


def find_all(events, **kw):
    return [i for i, e in enumerate(events) if all(e.get(k) == v for k, v in kw.items())]


def note(name, deal, facts, extra=""):
    f = facts
    FACTS.append(
        f"{name} deal {deal}: tricks {f['tricks']} card_points {f['card_points']} cp_diff {f['cp_diff']} "
        f"tout {f['tout']} nolo {f['nolo']} last {f['last']} winner {f['winner']} przydupek {f['przydupek']} "
        f"pools_before_settle {f['pools_before']} pools_after {f['pools_after']} "
        f"decl { {s: [d for d, _ in v] for s, v in f['decl'].items()} } {extra}"
    )


def write(name, d):
    (OUT / name).write_text(json.dumps(d, ensure_ascii=False, indent=1) + "\n")


def trumps(*nums):
    return [f"T{i}" for i in nums]


def top(s, m):
    return [r + s for r in order(s)[:m]]


def main(seed):
    rng = random.Random(seed)

    # 01 clean: 3p fresh; normal, Tout by the leader (pools taken, refilled), normal
    tb = Table(3)
    h0, e0, f0 = random_deal(rng, tb, 0, first=True)
    T = 2
    tcards = trumps(1, *range(10, 22)) + top("H", 6) + top("S", 6)
    h1, e1, f1 = tout_deal(rng, tb, 1, T, tcards, pagat_mid=True,
                           want=lambda f: "king_lost" in f["reasons"] and not f["przydupek"])
    h2, e2, f2 = random_deal(rng, tb, 2)
    for i, f in enumerate((f0, f1, f2)):
        note("01", i, f)
    write("01-clean-tout-3p-pay.json", doc(PLAYERS3, [deal_obj(3, 0, h0, e0), deal_obj(3, 1, h1, e1),
                                                       deal_obj(3, 2, h2, e2)],
                                            "Clean. Deal 1: seat 2 takes all 25 tricks (Tout) and both pools."))

    # 02 clean: 3p fresh; Nolo with a king winning the last trick (Ultimo cancelled), then a normal deal
    tb = Table(3)
    h0, e0, f0 = nolo_deal(rng, tb, 0, 2, first=True,
                           want=lambda f: is_king(f["wcard"]) and not f["przydupek"])
    h1, e1, f1 = random_deal(rng, tb, 1)
    note("02", 0, f0)
    note("02", 1, f1)
    write("02-clean-nolo-king-last-3p-pay.json",
          doc(PLAYERS3, [deal_obj(3, 0, h0, e0), deal_obj(3, 1, h1, e1)],
              "Clean. Deal 0: seat 2 takes no trick (Nolo); the last trick is won by a king, which does not count."))

    # 03 clean: 4p score sheet; Tout with a king przydupek; then Nolo with the Nolo player's pagat przydupek
    start_pools = {"pagat_pool": 95, "king_pool": 130}
    start_tot = [-60, -75, -35, -55]
    tb = Table(4, pools=start_pools)
    dealer = 3
    T = 0  # seat after dealer 3; seat 1 sits out
    tcards = trumps(*range(11, 22)) + top("H", 7) + top("S", 7)
    h0, e0, f0 = tout_deal(rng, tb, dealer, T, tcards, keep={2: ["KD"]}, fixed_opp={2: ["KD"]},
                           want=lambda f: any(c == "KD" for _, c in f["przydupek"]))
    h1, e1, f1 = nolo_deal(rng, tb, 0, 3, keep={3: ["T1"]}, fixed={3: ["T1"]},
                           want=lambda f: any(c == "T1" and s == 3 for s, c in f["przydupek"]))
    note("03", 0, f0)
    note("03", 1, f1)
    totals = {0: start_tot[0], 1: start_tot[1], 2: start_tot[2], 3: start_tot[3], **start_pools}
    s0 = to_sheet(e0, 4, totals)
    s1 = to_sheet(e1, 4, totals)
    write("03-clean-tout-nolo-przydupek-4p-sheet.json",
          doc(PLAYERS4, [deal_obj(4, 3, h0, s0), deal_obj(4, 0, h1, s1)],
              "Clean score sheet, four players. Deal 0: Tout with a king przydupek; deal 1: Nolo with the "
              "Nolo player's pagat przydupek.",
              start={"pools": start_pools, "totals": start_tot}))

    # 04: Tout won last trick with the Pagat; the table also paid pagat_ultimo 45 each (fault)
    tb = Table(3)
    T = 1
    tcards = trumps(1, *range(12, 22)) + top("H", 7) + top("D", 7)
    h0, e0, f0 = tout_deal(rng, tb, 0, T, tcards, first=True, saved_last="T1",
                           want=lambda f: not f["przydupek"])
    note("04", 0, f0)
    i = find(e0, reason="tout")
    extra = [{"type": "payment", "from": o, "to": T, "amount": 45, "reason": "pagat_ultimo"} for o in (2, 0)]
    e0 = e0[:i] + extra + e0[i:]
    FACTS.append(f"04 fault: pagat_ultimo payments inserted at events {i}, {i + 1}")
    h1, e1, f1 = random_deal(rng, tb, 1, want=lambda f: f["tout"] is None)
    note("04", 1, f1)
    write("04-tout-pagat-last-ultimo-paid-3p.json",
          doc(PLAYERS3, [deal_obj(3, 0, h0, e0), deal_obj(3, 1, h1, e1)],
              "Tout won the last trick with the Pagat; the table also paid Pagat Ultimo."))

    # 05: Tout; the table also paid a Nolo to one of the other two (fault)
    tb = Table(3)
    h0, e0, f0 = random_deal(rng, tb, 0, first=True)
    T = 2
    tcards = trumps(*range(9, 22)) + top("C", 6) + top("D", 6)
    h1, e1, f1 = tout_deal(rng, tb, 1, T, tcards)
    note("05", 0, f0)
    note("05", 1, f1)
    i = find(e1, reason="refill")
    extra = [{"type": "payment", "from": o, "to": 1, "amount": 25, "reason": "nolo"} for o in (2, 0)]
    e1 = e1[:i] + extra + e1[i:]
    FACTS.append(f"05 fault: nolo payments inserted in deal 1 at events {i}, {i + 1}")
    write("05-tout-nolo-also-paid-3p.json",
          doc(PLAYERS3, [deal_obj(3, 0, h0, e0), deal_obj(3, 1, h1, e1)],
              "Tout; the table also paid Nolo to the dealer, who took no trick."))

    # 06: Nolo, ordinary last trick; table paid card points (fault 1) and one Nolo payment of 20 (fault 2)
    tb = Table(3)
    h0, e0, f0 = nolo_deal(rng, tb, 2, 0, first=True,
                           want=lambda f: (not is_king(f["wcard"])) and f["wcard"] != "T1" and not f["przydupek"])
    note("06", 0, f0)
    nd = 0  # new dealer after dealer 2
    cp = {}
    for s in (1, 2):
        cp[s] = round5(f0["card_points"][s] - 26)
    extra = []
    for s in (1, 2):
        if cp[s] < 0:
            extra.append({"type": "payment", "from": s, "to": nd, "amount": -cp[s], "reason": "card_points"})
        elif cp[s] > 0:
            extra.append({"type": "payment", "from": nd, "to": s, "amount": cp[s], "reason": "card_points"})
    i_n = find_all(e0, reason="nolo")
    e0[i_n[1]] = dict(e0[i_n[1]], amount=20)
    e0 = e0 + extra
    FACTS.append(f"06 fault: nolo amount 20 at event {i_n[1]}; card point payments appended at "
                 f"{list(range(len(e0) - len(extra), len(e0)))} {extra}")
    h1, e1, f1 = random_deal(rng, tb, 0, want=lambda f: f["tout"] is None and f["nolo"] is None)
    note("06", 1, f1)
    write("06-nolo-card-points-paid-3p.json",
          doc(PLAYERS3, [deal_obj(3, 2, h0, e0), deal_obj(3, 0, h1, e1)],
              "Nolo by seat 0; the table paid card points anyway and one Nolo payment short."))

    # 07: 4p Nolo with a king przydupek by another; the table left the przydupek out (fault)
    tb = Table(4)
    dealer = 1  # seat 3 sits out; order 2, 0, 1
    h0, e0, f0 = nolo_deal(rng, tb, dealer, 0, first=True, keep={2: ["KS"]}, fixed={2: ["KS"]},
                           want=lambda f: [(s, c) for s, c in f["przydupek"]] == [(2, "KS")]
                           and f["wcard"] not in ("T1",) and not is_king(f["wcard"]))
    note("07", 0, f0)
    idx = find_all(e0, reason="king_przydupek")
    FACTS.append(f"07 fault: king_przydupek payments removed, were at {idx}: {[e0[i] for i in idx]}")
    e0 = [e for k, e in enumerate(e0) if k not in idx]
    h1, e1, f1 = random_deal(rng, tb, 2, want=lambda f: f["tout"] is None and f["nolo"] is None
                             and not is_king(f["wcard"]) and f["wcard"] != "T1")
    note("07", 1, f1)
    write("07-nolo-przydupek-dropped-4p.json",
          doc(PLAYERS4, [deal_obj(4, 1, h0, e0), deal_obj(4, 2, h1, e1)],
              "Four players. Nolo with another player's king przydupek; the table did not pay the przydupek."))

    # 08: 4p Tout; the seat sitting out did not pay its refills (fault)
    tb = Table(4)
    dealer = 2  # seat 0 sits out; order 3, 1, 2
    T = 3
    tcards = trumps(*range(10, 22)) + top("C", 7) + top("H", 6)
    h0, e0, f0 = tout_deal(rng, tb, dealer, T, tcards, first=True)
    note("08", 0, f0)
    idx = [i for i in find_all(e0, reason="refill") if e0[i]["from"] == 0]
    FACTS.append(f"08 fault: sit-out refills removed, were at {idx}")
    e0 = [e for k, e in enumerate(e0) if k not in idx]
    h1, e1, f1 = random_deal(rng, tb, 3, want=lambda f: f["tout"] is None and f["nolo"] is None
                             and not is_king(f["wcard"]) and f["wcard"] != "T1")
    note("08", 1, f1)
    write("08-tout-sitout-refill-missing-4p.json",
          doc(PLAYERS4, [deal_obj(4, 2, h0, e0), deal_obj(4, 3, h1, e1)],
              "Four players. Tout; the player sitting out did not refill the two emptied pools."))

    # 09: Tout; the king pool handed over at its content before the deal's lost kings (fault)
    tb = Table(3)
    T = 1
    tcards = trumps(*range(10, 22)) + top("H", 7) + top("S", 6)
    h0, e0, f0 = tout_deal(rng, tb, 0, T, tcards, first=True,
                           want=lambda f: "king_lost" in f["reasons"] and not f["przydupek"])
    note("09", 0, f0)
    lost = sum(e["amount"] for e in e0 if e.get("reason") == "king_lost" and e["to"] == "king_pool")
    i = [k for k in find_all(e0, reason="tout") if e0[k]["from"] == "king_pool"][0]
    e0[i] = dict(e0[i], amount=e0[i]["amount"] - lost)
    # the table then refilled what it thought was an empty pool and kept the rest there: the record's
    # king pool ends `lost` too high, which the next deal does not use
    FACTS.append(f"09 fault: king_pool -> tout amount {e0[i]['amount']} (should be +{lost}) at event {i}")
    h1, e1, f1 = random_deal(rng, tb, 1, want=lambda f: f["tout"] is None and f["nolo"] is None
                             and not is_king(f["wcard"]) and not f["przydupek"])
    note("09", 1, f1)
    write("09-tout-king-pool-short-3p.json",
          doc(PLAYERS3, [deal_obj(3, 0, h0, e0), deal_obj(3, 1, h1, e1)],
              "Tout; the king pool handed over without the deal's lost-king chips."))

    # 10: dealer announces Tout laying the Joker away, fails; the third player has Nolo; table paid last_trick
    tb = Table(3)
    h0, e0, f0 = nolo_deal(rng, tb, 1, 0, first=True, tout_dealer=True,
                           want=lambda f: f["tout"] is None and f["nolo"] == 0
                           and not is_king(f["wcard"]) and f["wcard"] != "T1" and not f["przydupek"]
                           and f["tricks"][1] >= 12)
    note("10", 0, f0)
    i = find(e0, reason="penalty")
    w = f0["winner"]
    extra = [{"type": "payment", "from": o, "to": w, "amount": 20, "reason": "last_trick"} for o in (0, 1, 2)
             if o != w]
    e0 = e0[:i] + extra + e0[i:]
    FACTS.append(f"10 fault: last_trick payments inserted at {i}, {i + 1}: {extra}")
    write("10-failed-tout-nolo-last-trick-paid-3p.json",
          doc(PLAYERS3, [deal_obj(3, 1, h0, e0)],
              "Dealer laid the Joker away announcing Tout and failed; seat 0 took no trick (Nolo). "
              "The table also paid the last trick."))

    # 11: 3p sheet; Tout with both other players' king przydupek; sheet faults
    start_pools = {"pagat_pool": 70, "king_pool": 115}
    start_tot = [-80, -45, -60]
    tb = Table(3, pools=start_pools)
    T = 1
    tcards = trumps(*range(9, 22)) + top("H", 6) + top("S", 6)
    h0, e0, f0 = tout_deal(rng, tb, 0, T, tcards, keep={2: ["KD"], 0: ["KC"]},
                           fixed_opp={2: ["KD"], 0: ["KC"]}, saved_last="T9",
                           want=lambda f: len(f["przydupek"]) == 2)
    note("11", 0, f0)
    h1, e1, f1 = random_deal(rng, tb, 1, want=lambda f: f["tout"] is None and f["nolo"] is None)
    note("11", 1, f1)
    totals = {0: start_tot[0], 1: start_tot[1], 2: start_tot[2], **start_pools}
    s0 = to_sheet(e0, 3, totals)
    s1 = to_sheet(e1, 3, totals)
    # fault 1: the Tout player's line leaves out the pagat pool he took; his total follows his line
    i = find(s0, type="score", party=T)
    pp = f0["pools_before"]["pagat_pool"]
    s0[i] = dict(s0[i], points=s0[i]["points"] - pp)
    j = find(s0, type="total", party=T)
    s0[j] = dict(s0[j], points=s0[j]["points"] - pp)
    j1 = find(s1, type="total", party=T)
    s1[j1] = dict(s1[j1], points=s1[j1]["points"] - pp)
    FACTS.append(f"11 fault 1: deal 0 score of seat {T} at event {i} short by {pp} (totals follow: {j}, d1 {j1})")
    # fault 2: deal 1 king pool total miswritten by 10 (a slip of addition)
    k = find(s1, type="total", party="king_pool")
    s1[k] = dict(s1[k], points=s1[k]["points"] + 10)
    FACTS.append(f"11 fault 2: deal 1 king_pool total at event {k} +10 -> {s1[k]['points']}")
    write("11-tout-two-przydupek-sheet-3p.json",
          doc(PLAYERS3, [deal_obj(3, 0, h0, s0), deal_obj(3, 1, h1, s1)],
              "Score sheet. Tout with both other players' king przydupek; the Tout player's line leaves out "
              "the pagat pool, and a pool total is miswritten in deal 1.",
              start={"pools": start_pools, "totals": start_tot}))

    # 12: 4p sheet; Nolo with a pagat ultimo by another (not counted); sheet faults
    start_pools = {"pagat_pool": 110, "king_pool": 85}
    start_tot = [-40, -65, -50, -40]
    tb = Table(4, pools=start_pools)
    dealer = 0  # seat 2 sits out; order 1, 3, 0
    h0, e0, f0 = nolo_deal(rng, tb, dealer, 3, want=lambda f: f["wcard"] == "T1" and not f["przydupek"])
    note("12", 0, f0)
    h1, e1, f1 = random_deal(rng, tb, 1, want=lambda f: f["tout"] is None and f["nolo"] is None)
    note("12", 1, f1)
    totals = {0: start_tot[0], 1: start_tot[1], 2: start_tot[2], 3: start_tot[3], **start_pools}
    s0 = to_sheet(e0, 4, totals)
    s1 = to_sheet(e1, 4, totals)
    i = find(s0, type="score", party=3)
    s0[i] = dict(s0[i], points=s0[i]["points"] - 10)
    j = find(s0, type="total", party=3)
    s0[j] = dict(s0[j], points=s0[j]["points"] - 10)
    j1 = find(s1, type="total", party=3)
    s1[j1] = dict(s1[j1], points=s1[j1]["points"] - 10)
    FACTS.append(f"12 fault 1: deal 0 score of Nolo seat 3 at event {i} written 10 short (totals follow)")
    k = find(s1, type="total", party=1)
    s1[k] = dict(s1[k], points=s1[k]["points"] - 5)
    FACTS.append(f"12 fault 2: deal 1 total of seat 1 at event {k} 5 short -> {s1[k]['points']}")
    write("12-nolo-pagat-last-sheet-4p.json",
          doc(PLAYERS4, [deal_obj(4, 0, h0, s0), deal_obj(4, 1, h1, s1)],
              "Score sheet, four players. Nolo while another player wins the last trick with the Pagat "
              "(no Ultimo); the Nolo line is written 10 short, and a running total 5 short in deal 1.",
              start={"pools": start_pools, "totals": start_tot}))

    # 13: 4p Tout; the seat sitting out also paid 85 (fault)
    tb = Table(4)
    dealer = 3  # seat 1 sits out; order 0, 2, 3
    T = 0
    tcards = trumps(1, *range(11, 22)) + top("D", 6) + top("S", 7)
    h0, e0, f0 = tout_deal(rng, tb, dealer, T, tcards, first=True, pagat_mid=True)
    note("13", 0, f0)
    i = find_all(e0, reason="tout")[1] + 1
    e0 = e0[:i] + [{"type": "payment", "from": 1, "to": T, "amount": 85, "reason": "tout"}] + e0[i:]
    FACTS.append(f"13 fault: sit-out seat 1 pays 85 tout at event {i}")
    h1, e1, f1 = random_deal(rng, tb, 0, want=lambda f: f["tout"] is None and f["nolo"] is None)
    note("13", 1, f1)
    write("13-tout-sitout-pays-4p.json",
          doc(PLAYERS4, [deal_obj(4, 3, h0, e0), deal_obj(4, 0, h1, e1)],
              "Four players. Tout; the player sitting out paid the 85 too."))

    # 14: Tout; no card-point payments recorded (fault: the others' Nolo does not count)
    tb = Table(3)
    h0, e0, f0 = random_deal(rng, tb, 1, first=True, want=lambda f: f["tout"] is None and f["nolo"] is None)
    T = 0
    tcards = trumps(*range(10, 22)) + top("S", 7) + top("C", 6)
    h1, e1, f1 = tout_deal(rng, tb, 2, T, tcards)
    note("14", 0, f0)
    note("14", 1, f1)
    idx = find_all(e1, reason="card_points")
    FACTS.append(f"14 fault: card_points removed in deal 1, were at {idx}: {[e1[k] for k in idx]}")
    e1 = [e for k, e in enumerate(e1) if k not in idx]
    write("14-tout-no-card-points-3p.json",
          doc(PLAYERS3, [deal_obj(3, 1, h0, e0), deal_obj(3, 2, h1, e1)],
              "Tout; the table settled no card points after it."))

    for f in FACTS:
        print(f)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2026)
