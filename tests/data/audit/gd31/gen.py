"""gd31 generator: builds the round's transcripts from model.py (blind, own reading of the source)."""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from model import (  # noqa: E402
    VOLAT,
    game_value,
    pile_points,
    play_deal,
)

HERE = Path(__file__).parent
NAMES = ["Adam", "Bożena", "Czesław", "Danuta", "Edward"]
FIG = []


def r6(x):
    return round(x + 0.0, 6)


class Session:
    def __init__(self, n, rules=None, pool=None, totals=None, sheet=False, meta=None):
        self.n = n
        self.t = {"format": "trick-transcript/1", "game": "galician-tarok", "players": NAMES[:n]}
        if rules:
            self.t["rules"] = rules
        start = {}
        if pool is not None:
            start["pools"] = {"pool": pool}
        if totals is not None:
            start["totals"] = totals
        if start:
            self.t["start"] = start
        self.t["meta"] = meta or {}
        self.t["deals"] = []
        self.pool = pool or 0
        self.totals = list(totals) if totals else [0] * n
        self.ptotal = self.pool
        self.sheet = sheet

    def record(self, deal, events, pay):
        """pay: list of (from, to, amount, reason)."""
        net = {s: 0.0 for s in range(self.n)}
        pnet = 0.0
        for f, to, a, _ in pay:
            if f == "pool":
                pnet -= a
            else:
                net[f] -= a
            if to == "pool":
                pnet += a
            else:
                net[to] += a
        self.pool += pnet
        if self.sheet:
            for s in range(self.n):
                events.append({"type": "score", "party": s, "points": r6(net[s])})
            events.append({"type": "score", "party": "pool", "points": r6(pnet)})
            for s in range(self.n):
                self.totals[s] += net[s]
                events.append({"type": "total", "party": s, "points": r6(self.totals[s])})
            self.ptotal += pnet
            events.append({"type": "total", "party": "pool", "points": r6(self.ptotal)})
        else:
            for f, to, a, why in pay:
                events.append({"type": "payment", "from": f, "to": to, "amount": r6(a), "reason": why})
        deal["events"] = events
        self.t["deals"].append(deal)
        return net, pnet


def all_pass(sess, dealer, actives, hands, talon, szpricer_call=None, bids=None, stake=False):
    events = []
    order = actives
    for _i, s in enumerate(order):
        events.append({"type": "bid", "seat": s, "bid": (bids or {}).get(s, "pass")})
    if szpricer_call is not None:
        events.append({"type": "call", "seat": szpricer_call, "call": "szpricer"})
    pay = []
    if stake:
        for s in range(sess.n):
            pay.append((s, "pool", 10, "pool_stake"))
    for s in order:
        pay.append((s, "pool", 5, "pool_pass"))
    hs = [[] for _ in range(sess.n)]
    for s, h in hands.items():
        hs[s] = list(h)
    deal = {"dealer": dealer, "hands": hs, "talon": list(talon)}
    net, pnet = sess.record(deal, events, pay)
    FIG.append(
        f"  all-pass deal (dealer {dealer}): pass fees 5 from {order}; net {net}, pool +{pnet}; pool now {sess.pool}"
    )
    return deal


def played(
    sess,
    dealer,
    order,
    sharers,
    hands,
    talon,
    bids,
    declarer,
    contract,
    k,
    packet,
    discard,
    announces,
    doubles,
    rng,
    szpricer=False,
    calls=(),
    stake=False,
    strategy=None,
    check=None,
):
    """order: active seats from forehand. sharers: non-active seats that share (king, szpricer sitter)."""
    events = [{"type": "bid", "seat": s, "bid": b} for s, b in bids]
    for s, c in calls:
        events.append({"type": "call", "seat": s, "call": c})
    h = {s: list(v) for s, v in hands.items()}
    if packet is not None:
        take = [talon[i] for i in packet]
        events.append({"type": "take", "seat": declarer, "cards": take})
        events.append({"type": "discard", "seat": declarer, "cards": list(discard)})
        h[declarer] = [c for c in h[declarer] + take if c not in discard]
        assert len(h[declarer]) == 12
        unbought = [c for i, c in enumerate(talon) if i not in packet]
    else:
        take, unbought = [], list(talon)
    i0 = order.index(declarer)
    ann_order = [order[(i0 + j) % 3] for j in range(3)]
    ann = {s: announces.get(s, []) for s in ann_order}
    for s in ann_order:
        events.append(
            {
                "type": "announce",
                "seat": s,
                "items": [{"kind": x} if isinstance(x, str) else x for x in ann[s]],
            }
        )
    lvl = {}
    for s, tgt, lv in doubles:
        events.append({"type": "double", "seat": s, "target": tgt, "level": lv})
        lvl[tgt] = lv
    keep = declarer if "pagat_ultimo" in ann[declarer] else None
    plays, tricks = play_deal(h, order, declarer, rng, keep_pagat=keep, strategy=strategy)
    for s, c in plays:
        events.append({"type": "play", "seat": s, "card": c})
    dec_cards = [c for w, t in tricks if w == declarer for c in t] + list(discard)
    hel_cards = [c for w, t in tricks if w != declarer for c in t] + unbought
    dp, hp = pile_points(dec_cards), pile_points(hel_cards)
    assert dp + hp == 66
    dec_trick_cards = {c for w, t in tricks if w == declarer for c in t}
    hel_trick_cards = {c for w, t in tricks if w != declarer for c in t}
    ntr = sum(1 for w, _ in tricks if w == declarer)
    last_w, last_t = tricks[-1]
    pag_last = "T1" in last_t and dict((c, s) for s, c in plays[-3:])["T1"] == declarer and last_w == declarer
    res = {"dp": dp, "hp": hp, "tricks": ntr, "tricklist": tricks, "pag_last": pag_last}
    if check and not check(res, h, plays, tricks):
        return None
    opponents = [s for s in order if s != declarer] + list(sharers)
    side_ann = {"decl": set(ann[declarer]), "help": set(x for s in order if s != declarer for x in ann[s])}
    items = []  # (reason, amount to declarer from EACH opponent; negative = declarer pays)
    volat_made = ntr == 12
    if volat_made:
        v = VOLAT[contract] * (2 if "volat" in side_ann["decl"] else 1) * lvl.get("volat", 1)
        items.append(("volat", v))
        outcome = "volat"
    else:
        outcome, gv = game_value(contract, dp, k, lvl.get("game", 1), szpricer)
        items.append(("game", gv if outcome == "won" else -gv))
        if "volat" in side_ann["decl"]:
            items.append(("volat", -2 * VOLAT[contract] * lvl.get("volat", 1)))
    for kind, cards, base in (
        ("trull", {"SKIZ", "T21", "T1"}, 50),
        ("four_kings", {"KH", "KD", "KS", "KC"}, 100),
    ):
        dgot, hgot = cards <= dec_trick_cards, cards <= hel_trick_cards
        m = lvl.get(kind, 1)
        if kind in side_ann["decl"]:
            items.append((kind, (2 * base if dgot else -2 * base) * m))
        elif kind in side_ann["help"]:
            items.append((kind, (-2 * base if hgot else 2 * base) * m))
        elif dgot:
            items.append((kind, base))
        elif hgot:
            items.append((kind, -base))
    ult_ann = "pagat_ultimo" in side_ann["decl"]
    if ult_ann:
        items.append(("pagat_ultimo", (100 if pag_last else -100) * lvl.get("pagat_ultimo", 1)))
    elif pag_last:
        items.append(("pagat_ultimo", 50))
    res.update(outcome=outcome, items=items, pag_last=pag_last)
    pay = []
    if stake:
        for s in range(sess.n):
            pay.append((s, "pool", 10, "pool_stake"))
    net = {s: 0.0 for s in range(sess.n)}
    for reason, amt in items:
        for o in opponents:
            if amt > 0:
                pay.append((o, declarer, amt, reason))
            elif amt < 0:
                pay.append((declarer, o, -amt, reason))
            net[declarer] += amt
            net[o] -= amt
    pool_now = sess.pool + (10 * sess.n if stake else 0)
    if ult_ann:
        if pag_last:
            pay.append(("pool", declarer, pool_now, "pool_ultimo"))
        else:
            pay.append((declarer, "pool", pool_now, "pool_ultimo"))
    for s in sorted(
        net, key=lambda x: ([declarer] + opponents).index(x) if x in [declarer] + opponents else 99
    ):
        if net[s] > 0:
            pay.append((s, "pool", r6(net[s] / 10), "pool_share"))
    hs = [[] for _ in range(sess.n)]
    for s, hh in hands.items():
        hs[s] = list(hh)
    deal = {"dealer": dealer, "hands": hs, "talon": list(talon)}
    nets, pnet = sess.record(deal, events, pay)
    res["net"] = nets
    res["pnet"] = pnet
    FIG.append(
        f"  deal (dealer {dealer}) declarer {declarer} {contract} k={k}{' szpricer' if szpricer else ''}: "
        f"points {dp}/{hp}, tricks {ntr}, outcome {outcome}, items per opponent {items}, "
        f"opponents {opponents}; nets {dict((s, r6(v)) for s, v in nets.items())}, pool +{r6(pnet)} -> {r6(sess.pool)}"
    )
    return deal, res


def pick_discard(hand, n=3, avoid=()):
    cands = [
        c for c in hand if not c.startswith("T") and c != "SKIZ" and not c.startswith("K") and c not in avoid
    ]
    cands.sort(key=lambda c: {"Q": 4, "N": 3, "J": 2}.get(c[0], 1))
    return cands[:n]


def search(make, tries=4000):
    for seed in range(tries):
        out = make(seed)
        if out is not None:
            return seed, out
    raise SystemExit("no seed for " + make.__name__)


def write(name, sess, note, planted=None):
    sess.t["meta"]["note"] = note
    sess.t["meta"]["round"] = "gd31"
    if planted:
        sess.t["meta"]["planted"] = planted
    (HERE / name).write_text(json.dumps(sess.t, ensure_ascii=False, indent=1) + "\n")
    FIG.append(f"== wrote {name}")
