"""Blind generator: Danish Tarok ("Ultimo", Polish source 000_*.txt, §1-§18) sessions recorded as
payment records in several shapes, with planted payment faults.

Written from the source and the format spec only (does not import validator).
Run: python _gen.py  -> writes NN-*.json here and prints the expectations (figures) to stdout.
"""

from __future__ import annotations

import json
import random
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]
PIPS = [str(i) for i in range(1, 11)]
DECK = [r + s for s in SUITS for r in COURTS + PIPS] + [f"T{i}" for i in range(1, 22)] + ["JOKER"]
PP, KP = "pagat_pool", "king_pool"


def suit(c):
    if c == "JOKER":
        return "J*"
    if c[0] == "T":
        return "T"
    return c[-1]


def rank_key(c):
    """Higher is better, within a suit."""
    if c[0] == "T":
        return int(c[1:])
    r = c[:-1]
    if r in COURTS:
        return 100 - COURTS.index(r)
    n = int(r)
    return (11 - n) if c[-1] in "HD" else n  # red: 1 high .. 10 low; black: 10 high .. 1 low


def value(c):
    if c in ("T1", "T21", "JOKER") or c[0] == "K" and c != "JOKER":
        return 4
    if c[0] == "Q":
        return 3
    if c[0] == "N":
        return 2
    if c[0] == "J" and c != "JOKER":
        return 1
    return 0


def is_king(c):
    return c[0] == "K" and len(c) == 2


def declarations(hand):
    """§14 declarations and §15 amounts: list of (item, amount)."""
    out = []
    h = set(hand)
    joker = "JOKER" in h
    ntr = sum(1 for c in h if c[0] == "T") + (1 if joker else 0)
    if ntr >= 10:
        out.append(({"kind": "trumps", "count": ntr, "pagat": "T1" in h}, 10 + 5 * (ntr - 10)))
    if joker and "T21" in h and "T1" in h:
        m = 3
        k = 20
        while f"T{k}" in h:
            m += 1
            k -= 1
        out.append(({"kind": "matadors", "count": m}, 10 + 5 * (m - 3)))
    for s in SUITS:
        have = [r for r in COURTS if r + s in h]
        if len(have) == 4:
            if joker:
                out.append(({"kind": "cavalry", "suit": s, "form": "rich"}, 15))
            else:
                out.append(({"kind": "cavalry", "suit": s, "form": "full"}, 10))
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            out.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in SUITS if "K" + s in h]
    if len(kings) == 4:
        out.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        out.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return out


def band(points):
    """§15 card points: difference from 26 rounded to the nearest multiple of 5 (14-18 -> -10 ...)."""
    d = points - 26
    q = (abs(d) + 2) // 5
    return 5 * q * (1 if d > 0 else -1)


class Deal:
    pass


def simulate(rng, n, dealer, revoke_trick=None):
    """Play one deal. Returns a Deal with events (itemised payments as tuples) or None."""
    active = [s for s in range(n) if not (n == 4 and s == (dealer + 2) % 4)]
    deck = DECK[:]
    rng.shuffle(deck)
    hands = {s: [] for s in range(n)}
    # deal by fives from the seat after the dealer, 25 each; dealer adds the last three
    order = [active[(active.index(dealer) + 1 + i) % 3] for i in range(3)]
    pos = 0
    for _ in range(5):
        for s in order:
            hands[s].extend(deck[pos : pos + 5])
            pos += 5
    hands[dealer].extend(deck[pos : pos + 3])
    dealt = {s: hands[s][:] for s in range(n)}
    # skat: three plain pip cards (never K, Mondo, Joker, trumps or declaration cards)
    pips = [c for c in hands[dealer] if c[0] != "T" and c != "JOKER" and c[:-1] in PIPS]
    if len(pips) < 3:
        return None
    skat = rng.sample(pips, 3)
    for c in skat:
        hands[dealer].remove(c)
    decl = {s: declarations(hands[s]) for s in active}
    # play
    leader = active[(active.index(dealer) + 1) % 3]
    joker_target = rng.randint(2, 21)
    pile_pts = defaultdict(int)
    tricks_won = defaultdict(int)
    trick_log = []
    revoke = None
    for t in range(25):
        trick = []
        seat = leader
        for k in range(3):
            h = hands[seat]
            named = None
            if k == 0:
                cands = [c for c in h if c != "JOKER"]
                if "JOKER" in h and (t == 22 or not cands):
                    card = "JOKER"
                    nxt = active[(active.index(seat) + 1) % 3]
                    opts = sorted({suit(c) for c in hands[nxt] if c != "JOKER"})
                    named = rng.choice(opts)
                else:
                    card = pick(rng, cands, t)
                led = named if card == "JOKER" else suit(card)
            else:
                follow = [c for c in h if suit(c) == led]
                trumps = [c for c in h if suit(c) == "T"]
                legal = follow or trumps or [c for c in h if c != "JOKER"]
                if revoke_trick == t and revoke is None and follow:
                    other = [c for c in h if suit(c) != led and c != "JOKER"]
                    if other:
                        card = rng.choice(other)
                        revoke = (t, seat, card, led, sorted(follow))
                        legal = None
                if legal is not None:
                    if "JOKER" in h and t != 23 and (t >= joker_target or t == 22):
                        card = "JOKER"
                    else:
                        card = pick(rng, legal, t) if legal else "JOKER"
            h.remove(card)
            trick.append((seat, card, named))
            seat = active[(active.index(seat) + 1) % 3]
        if revoke_trick == t and revoke is None:
            return None
        # winner
        tr = [(s, c) for s, c, _ in trick if suit(c) == "T"]
        if tr:
            win = max(tr, key=lambda x: rank_key(x[1]))[0]
        else:
            win = max([(s, c) for s, c, _ in trick if suit(c) == led], key=lambda x: rank_key(x[1]))[0]
        tricks_won[win] += 1
        for s, c, _ in trick:
            if c == "JOKER" and t != 24:
                pile_pts[s] += value(c)
            else:
                pile_pts[win] += value(c)
        trick_log.append((trick, win, led))
        leader = win
    if any(tricks_won[s] == 0 for s in active) or any(tricks_won[s] == 25 for s in active):
        return None  # no Nolo / Tout in this round
    pts = {s: pile_pts[s] + tricks_won[s] for s in active}
    pts[dealer] += 1 + sum(value(c) for c in skat)
    assert sum(pts.values()) == 78, pts
    d = Deal()
    d.n, d.dealer, d.active, d.hands, d.skat, d.decl = n, dealer, active, dealt, skat, decl
    d.trick_log, d.pts, d.tricks_won, d.revoke = trick_log, pts, dict(tricks_won), revoke
    return d


def pick(rng, cands, t):
    weights = []
    for c in cands:
        w = 1.0
        if t < 24 and c == "T1":
            w = 0.02
        elif t < 20 and is_king(c):
            w = 0.25
        weights.append(w)
    return rng.choices(cands, weights)[0]


def settle(d, pools, first, void_after_revoke):
    """Build the deal's events with itemised payments (in table order). Updates pools in place.
    Each payment: ["P", from, to, amount, reason]."""
    n, dealer, active = d.n, d.dealer, d.active
    ev = []

    def pay(a, b, amt, why):
        ev.append(["P", a, b, amt, why])
        for p, sign in ((a, -1), (b, 1)):
            if p in pools:
                pools[p] += sign * amt

    if first:
        for pool in (PP, KP):
            for s in range(n):
                pay(s, pool, 20, "foundation")
    pay(dealer, PP, 5, "deal_fee")
    pay(dealer, KP, 5, "deal_fee")
    ev.append({"type": "discard", "seat": dealer, "cards": d.skat})
    order = [active[(active.index(dealer) + i) % 3] for i in range(3)]
    feats = defaultdict(int)
    for s in order:
        ev.append({"type": "declare", "seat": s, "items": [it for it, _ in d.decl[s]]})
        for _, amt in d.decl[s]:
            feats["decl"] += 1
            for o in order[order.index(s) + 1 :] + order[: order.index(s)]:
                pay(o, s, amt, "declaration")
    for t, (trick, win, _led) in enumerate(d.trick_log):
        for s, c, named in trick:
            e = {"type": "play", "seat": s, "card": c}
            if named:
                e["named"] = named
            ev.append(e)
        others = lambda s: [o for o in active if o != s]  # noqa: E731
        if d.revoke and d.revoke[0] == t:
            if void_after_revoke:
                pay(d.revoke[1], PP, 40, "penalty")
                pay(d.revoke[1], KP, 40, "penalty")
                feats["void"] = 1
                return ev, feats
            pay(d.revoke[1], PP, 20, "penalty")
            pay(d.revoke[1], KP, 20, "penalty")
        if t < 24:
            for s, c, _ in trick:
                if s == win:
                    if c == "T1":
                        feats["pagat_trick"] += 1
                        for o in others(s):
                            pay(o, s, 5, "pagat_trick")
                    continue
                if is_king(c) or c == "T1":
                    why, pool = ("king_lost", KP) if is_king(c) else ("pagat_lost", PP)
                    feats[why] += 1
                    for o in others(s):
                        pay(s, o, 5, why)
                    pay(s, pool, 5, why)
        else:
            wcard = [c for s, c, _ in trick if s == win][0]
            kp0 = pools[KP]
            pp0 = pools[PP]
            kprz = [s for s, c, _ in trick if is_king(c) and s != win]
            pprz = [s for s, c, _ in trick if c == "T1" and s != win]
            if wcard == "T1":
                feats["pagat_ultimo"] = 1
                for o in others(win):
                    pay(o, win, 45, "pagat_ultimo")
                pay(PP, win, pp0, "pagat_ultimo")
                for s in range(n):
                    pay(s, PP, 20, "refill")
            elif is_king(wcard):
                feats["king_ultimo"] = 1
                for o in others(win):
                    pay(o, win, 40, "king_ultimo")
                pay(KP, win, kp0, "king_ultimo")
            for s in pprz:
                feats["pagat_przydupek"] = 1
                for o in others(s):
                    pay(s, o, 45, "pagat_przydupek")
                pay(s, PP, pp0, "pagat_przydupek")
            for s in kprz:
                feats["king_przydupek"] += 1
                for o in others(s):
                    pay(s, o, 40, "king_przydupek")
                pay(s, KP, kp0, "king_przydupek")
            if is_king(wcard) and not kprz:
                for s in range(n):
                    pay(s, KP, 20, "refill")
            if wcard != "T1" and not is_king(wcard) and not kprz and not pprz:
                feats["last_trick"] = 1
                for o in others(win):
                    pay(o, win, 20, "last_trick")
            if (kprz or pprz) and wcard != "T1" and not is_king(wcard):
                feats["przydupek_no_last_trick"] = 1
            # card points, to / from the new dealer
            nd = (dealer + 1) % n
            for s in order:
                if s == nd:
                    continue
                b = band(d.pts[s])
                if b > 0:
                    pay(nd, s, b, "card_points")
                elif b < 0:
                    pay(s, nd, -b, "card_points")
    return ev, feats


# ---------------------------------------------------------------- shapes


def net_of(payments):
    net = defaultdict(int)
    for _, a, b, amt, _ in payments:
        net[a] -= amt
        net[b] += amt
    return dict(net)


def pair_nets(payments, pools_only=False):
    """Net per unordered pair of parties: [(from, to, amount)], seats before pools."""
    pair = defaultdict(int)
    for _, a, b, amt, _ in payments:
        if pools_only and not (a in (PP, KP) or b in (PP, KP)):
            continue
        key = tuple(sorted((a, b), key=str))
        pair[key] += amt if (a, b) == key else -amt
    out = []

    def sk(k):
        return (isinstance(k[1], str), str(k[1]), str(k[0]))

    for key in sorted(pair, key=sk):
        v = pair[key]
        if v > 0:
            out.append((key[0], key[1], v))
        elif v < 0:
            out.append((key[1], key[0], -v))
    return out


def to_event(p, reason=True):
    e = {"type": "payment", "from": p[1], "to": p[2], "amount": p[3]}
    if reason and p[4]:
        e["reason"] = p[4]
    return e


def shape(ev, kind, rng):
    pays = [e for e in ev if isinstance(e, list)]
    rest = [e for e in ev if not isinstance(e, list)]
    if kind == "items":
        return [to_event(e) if isinstance(e, list) else e for e in ev]
    if kind == "items_noreason":
        return [to_event(e, False) if isinstance(e, list) else e for e in ev]
    if kind == "pairs":
        return rest + [{"type": "payment", "from": a, "to": b, "amount": v} for a, b, v in pair_nets(pays)]
    if kind == "pairs_reason":  # netted per pair, first line of each pair keeps a reason word? no: none
        return rest + [{"type": "payment", "from": a, "to": b, "amount": v} for a, b, v in pair_nets(pays)]
    if kind in ("poolsum", "poolsum_noreason"):
        seatpays = [
            to_event(e, kind == "poolsum") if isinstance(e, list) else e
            for e in ev
            if not (isinstance(e, list) and (e[1] in (PP, KP) or e[2] in (PP, KP)))
        ]
        return seatpays + [
            {"type": "payment", "from": a, "to": b, "amount": v} for a, b, v in pair_nets(pays, True)
        ]
    if kind == "end_shuffled":
        ps = [to_event(e) for e in pays]
        rng.shuffle(ps)
        return rest + ps
    if kind == "front_shuffled":
        ps = [to_event(e, False) for e in pays]
        rng.shuffle(ps)
        k = max(i for i, e in enumerate(rest) if e["type"] == "declare") + 1
        return rest[:k] + ps + rest[k:]
    raise ValueError(kind)


# ---------------------------------------------------------------- files

FILES = [
    # name, players, deals: list of (required features), shape, faults
    dict(
        name="01-clean-items-reasons-3p",
        n=3,
        deals=[{"decl"}, {"king_lost", "pagat_lost"}, {"king_ultimo"}],
        shape="items",
        faults=[],
    ),
    dict(
        name="02-clean-pairs-4p",
        n=4,
        deals=[{"decl"}, {"pagat_ultimo"}, {"king_przydupek"}, {"decl"}],
        shape="pairs",
        faults=[],
    ),
    dict(
        name="03-clean-end-shuffled-3p",
        n=3,
        deals=[{"decl", "pagat_trick"}, {"przydupek_no_last_trick"}, {"decl"}, set()],
        shape="end_shuffled",
        faults=[],
    ),
    dict(
        name="04-pairs-wrong-net-3p",
        n=3,
        deals=[{"decl"}, {"king_ultimo"}, {"king_lost"}],
        shape="pairs",
        faults=[("net_amount", 1, "seatpair", 5)],
    ),
    dict(
        name="05-items-noreason-wrong-direction-4p",
        n=4,
        deals=[{"decl"}, {"king_lost"}, {"decl"}],
        shape="items_noreason",
        faults=[("reverse_item", 1, "king_lost")],
    ),
    dict(
        name="06-items-missing-declaration-3p",
        n=3,
        deals=[set(), {"decl"}, {"pagat_lost"}],
        shape="items",
        faults=[("drop_item", 1, "declaration")],
    ),
    dict(
        name="07-pairs-missing-declaration-4p",
        n=4,
        deals=[{"king_lost"}, {"decl"}, set(), {"king_ultimo"}],
        shape="pairs",
        faults=[("drop_item", 1, "declaration")],
    ),
    dict(
        name="08-poolsum-wrong-pool-sum-3p",
        n=3,
        deals=[{"decl"}, {"king_lost", "pagat_lost"}, {"king_przydupek"}],
        shape="poolsum",
        faults=[("net_amount", 2, "kingpool", -5)],
    ),
    dict(
        name="09-revoke-void-plus-wrong-net-3p",
        n=3,
        deals=[{"decl"}, {"revoke_void"}, {"king_lost"}],
        shape="pairs",
        faults=[("net_amount", 2, "seatpair", 5)],
    ),
    dict(
        name="10-revoke-large-plus-wrong-direction-3p",
        n=3,
        rules={"revoke_penalty": "large"},
        deals=[{"revoke_large", "king_lost"}, {"decl"}],
        shape="items",
        faults=[("reverse_item", 0, "card_points")],
    ),
    dict(
        name="11-pairs-two-faults-4p",
        n=4,
        deals=[{"decl"}, {"king_lost"}, {"pagat_ultimo"}],
        shape="pairs",
        faults=[("reverse_net", 0, "seatpair"), ("net_amount", 2, "pagatpool", 20)],
    ),
    dict(
        name="12-front-shuffled-wrong-direction-3p",
        n=3,
        deals=[{"decl"}, {"king_lost"}, {"king_ultimo"}],
        shape="front_shuffled",
        faults=[("reverse_item", 2, "king_ultimo")],
    ),
    dict(
        name="13-poolsum-przydupek-missing-decl-4p",
        n=4,
        deals=[{"decl"}, {"pagat_przydupek"}, {"decl"}],
        shape="poolsum",
        faults=[("net_amount", 1, "pagatpool", -10), ("drop_item", 2, "declaration")],
    ),
    dict(
        name="14-clean-poolsum-noreason-3p",
        n=3,
        deals=[{"decl"}, {"king_ultimo"}, {"pagat_lost"}, {"decl"}],
        shape="poolsum_noreason",
        faults=[],
    ),
]


def robust(d):
    """Card-point payments the same whether the Joker trick's point / the skat's point shifts by 1."""
    nd = (d.dealer + 1) % d.n
    return all(d.pts[s] % 5 in (0, 1, 2) for s in d.active if s != nd)


def want_ok(feats, want):
    for w in want:
        if w in ("revoke_void", "revoke_large"):
            continue
        if not feats.get(w):
            return False
    return True


def build(spec, base_seed):
    n = spec["n"]
    pools = {PP: 0, KP: 0}
    deals_out = []
    info = []
    faults = spec["faults"]
    for di, want in enumerate(spec["deals"]):
        dealer = di % n
        for attempt in range(200000):
            r = random.Random(base_seed * 1000003 + di * 7919 + attempt)
            rv = None
            if "revoke_void" in want:
                rv = r.randint(1, 3)
            if "revoke_large" in want:
                rv = r.randint(2, 10)
            d = simulate(r, n, dealer, rv)
            if d is None or not robust(d):
                continue
            if rv is not None and d.revoke is None:
                continue
            p2 = dict(pools)
            ev, feats = settle(d, p2, di == 0, "revoke_void" in want)
            if "revoke_void" in want:
                # nothing paid for the play before the revoke, no declarations (kept simple)
                if any(x for s in d.active for x in d.decl[s]):
                    continue
                played = [e for e in ev if isinstance(e, list) and e[4] not in ("deal_fee", "penalty")]
                if played:
                    continue
            if not want_ok(feats, want):
                continue
            break
        else:
            raise SystemExit(f"no deal for {spec['name']} {di} {want}")
        pools = p2
        # faults on the itemised list
        notes = []
        true_pays = [list(e) for e in ev if isinstance(e, list)]
        for f in faults:
            if f[1] != di:
                continue
            if f[0] == "reverse_item":
                i = next(i for i, e in enumerate(ev) if isinstance(e, list) and e[4] == f[2])
                ev[i] = ["P", ev[i][2], ev[i][1], ev[i][3], ev[i][4]]
                notes.append(("reverse_item", i, list(ev[i])))
            if f[0] == "drop_item":
                i = next(i for i, e in enumerate(ev) if isinstance(e, list) and e[4] == f[2])
                notes.append(("drop_item", i, list(ev[i])))
                ev[i] = ["DROPPED"] + ev[i][1:]
        ev = [e for e in ev if not (isinstance(e, list) and e[0] == "DROPPED")]
        events = shape(ev, spec["shape"], r)
        for f in faults:
            if f[1] != di or f[0] not in ("net_amount", "reverse_net"):
                continue
            pays = [(i, e) for i, e in enumerate(events) if e["type"] == "payment"]
            if f[2] == "seatpair":
                i, e = next((i, e) for i, e in pays if isinstance(e["from"], int) and isinstance(e["to"], int))
            elif f[2] == "kingpool":
                i, e = max(((i, e) for i, e in pays if KP in (e["from"], e["to"])), key=lambda x: x[1]["amount"])
            else:
                i, e = max(((i, e) for i, e in pays if PP in (e["from"], e["to"])), key=lambda x: x[1]["amount"])
            if f[0] == "net_amount":
                e["amount"] += f[3]
            else:
                e["from"], e["to"] = e["to"], e["from"]
            notes.append((f[0], i, dict(e)))
        # final event index of each itemised fault
        for k, nt in enumerate(notes):
            if nt[0] == "reverse_item":
                p = nt[2]
                hits = [
                    i
                    for i, e in enumerate(events)
                    if e["type"] == "payment"
                    and (e["from"], e["to"], e["amount"], e.get("reason", p[4])) == (p[1], p[2], p[3], p[4])
                ]
                notes[k] = ("reverse_item", "final events", hits, p)
            if nt[0] == "drop_item":
                p = nt[2]
                decl_ev = [i for i, e in enumerate(events) if e["type"] == "declare" and e["seat"] == p[2]]
                notes[k] = ("drop_item", "declare event", decl_ev, p)
        deal = {
            "dealer": dealer,
            "hands": [d.hands[s] if s in d.active else [] for s in range(n)],
            "events": events,
        }
        deals_out.append(deal)
        # expected nets (the rules) vs recorded nets
        recorded = defaultdict(int)
        for e in events:
            if e["type"] == "payment":
                recorded[e["from"]] -= e["amount"]
                recorded[e["to"]] += e["amount"]
        exp = net_of(true_pays)
        diff = {k: exp.get(k, 0) - recorded.get(k, 0) for k in set(exp) | set(recorded)}
        diff = {k: v for k, v in diff.items() if v}
        info.append(
            dict(
                deal=di,
                dealer=dealer,
                active=d.active,
                feats=dict(feats),
                decl={s: d.decl[s] for s in d.active if d.decl[s]},
                pts=d.pts,
                tricks=d.tricks_won,
                revoke=d.revoke,
                last=d.trick_log[-1] if not feats.get("void") else None,
                expected_net={str(k): v for k, v in sorted(exp.items(), key=lambda x: str(x[0]))},
                recorded_net={str(k): v for k, v in sorted(recorded.items(), key=lambda x: str(x[0]))},
                diff={str(k): v for k, v in diff.items()},
                pools_after=dict(pools),
                notes=notes,
                itemised=[tuple(p[1:]) for p in true_pays],
            )
        )
    doc = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": dict(spec.get("rules", {})),
        "players": ["Agnieszka", "Bartek", "Celina", "Dawid"][:n],
        "meta": {"audit": "danish-netted-payments", "shape": spec["shape"], "seed": base_seed},
        "deals": deals_out,
    }
    return doc, info


def main():
    out = sys.stdout
    for k, spec in enumerate(FILES):
        doc, info = build(spec, 4100 + k)
        (HERE / f"{spec['name']}.json").write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n")
        out.write(f"=== {spec['name']} shape={spec['shape']} rules={spec.get('rules', {})}\n")
        for x in info:
            out.write(
                f" deal {x['deal']} dealer {x['dealer']} feats {x['feats']} pts {x['pts']} tricks {x['tricks']}\n"
            )
            if x["decl"]:
                out.write(f"   decl {x['decl']}\n")
            if x["revoke"]:
                out.write(f"   revoke {x['revoke']}\n")
            if x["last"]:
                out.write(f"   last trick {x['last']}\n")
            out.write(f"   expected net {x['expected_net']}\n")
            if x["diff"]:
                out.write(f"   recorded net {x['recorded_net']}\n   DIFF {x['diff']}\n")
            for nt in x["notes"]:
                out.write(f"   FAULT {nt}\n")
            out.write(f"   pools after {x['pools_after']}\n")
            if "-v" in sys.argv:
                for p in x["itemised"]:
                    out.write(f"     {p}\n")


if __name__ == "__main__":
    main()
