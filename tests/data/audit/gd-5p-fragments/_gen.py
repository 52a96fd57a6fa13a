"""Blind generator for audit round gd-5p-fragments (Galician Tarok at four and five players).

Every figure below is computed here from Szczepański's text (seed 002), not from the engine:
- §3/§7 card values, §14 packets of three counted minus 2 (total 66), §18 consolation 33;
- §18 a three: won (p-33)*3+30, lost (33-p)*3+30 times the purchase number (always 1 here);
- §8 at four the dealer ("król") does not play but shares the result; at five one seat sits out of
  play and result for four deals (one "kolejka"), and the dealer among the other four is the king;
- §17/§20 the player pays (or receives) the value to each helper and to the king;
- §27 pool: a stake from each participant when the pool is founded (10), 10% of every win,
  a fee (5) from each of the three players when all pass, optional dealer fee.
Deals are re-rolled until no silent premium (trull, four kings, ultimo) or volat can arise, so the
game value is the whole result.  Run:  python _gen.py  (writes the .json files and _summary.txt)."""

import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
SUITS = "HDSC"
DECK = [r + s for s in SUITS for r in "KQNJ"] + ["1H", "1D", "10S", "10C"]
DECK += ["T%d" % i for i in range(1, 22)] + ["SKIZ"]
VAL = {"K": 5, "Q": 4, "N": 3, "J": 2}
SR = {"K": 5, "Q": 4, "N": 3, "J": 2}
NAMES = ["Adam", "Bożena", "Czesław", "Danuta", "Edward"]
STAKE, PCT, PASSFEE = 10, 0.10, 5


def cval(c):
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if c[0] == "T":
        return 1
    return VAL.get(c[0], 1)


def istrump(c):
    return c == "SKIZ" or c[0] == "T"


def suit(c):
    return "T" if istrump(c) else c[-1]


def trank(c):
    return 22 if c == "SKIZ" else int(c[1:])


def srank(c):
    return SR.get(c[0], 1)


def winner(trick):
    tr = [x for x in trick if istrump(x[1])]
    if tr:
        return max(tr, key=lambda x: trank(x[1]))[0]
    led = suit(trick[0][1])
    return max([x for x in trick if suit(x[1]) == led], key=lambda x: srank(x[1]))[0]


def legal(hand, led):
    if led is None:
        return list(hand)
    if led == "T":
        t = [c for c in hand if istrump(c)]
        return t or list(hand)
    f = [c for c in hand if suit(c) == led]
    if f:
        return f
    t = [c for c in hand if istrump(c)]  # §5: no card of the suit -> must trump
    return t or list(hand)


def r2(x):
    return round(x + 0.0, 6)


def active_seats(n, dealer, sitter):
    out = []
    for k in range(1, n + 1):
        s = (dealer + k) % n
        if s == dealer or s == sitter:
            continue
        out.append(s)
    return out  # forehand first


def try_deal(rng, n, dealer, sitter, mode, bidder_idx):
    act = active_seats(n, dealer, sitter)
    assert len(act) == 3
    cards = DECK[:]
    rng.shuffle(cards)
    talon = cards[:6]
    hands = [[] for _ in range(n)]
    for i, s in enumerate(act):
        hands[s] = cards[6 + 12 * i : 18 + 12 * i]
    ev = []
    if mode == "allpass":
        for s in act:
            ev.append({"type": "bid", "seat": s, "bid": "pass"})
        return dict(hands=hands, talon=talon, events=ev, act=act, player=None)
    player = act[bidder_idx]
    for i, s in enumerate(act):
        ev.append({"type": "bid", "seat": s, "bid": "three" if i == bidder_idx else "pass"})
    hand = hands[player] + talon[:3]
    cand = sorted([c for c in hand if not istrump(c) and c[0] != "K"], key=lambda c: (cval(c), c))
    if len(cand) < 3:
        return None
    disc = cand[:3]
    ev.append({"type": "take", "seat": player, "cards": talon[:3]})
    ev.append({"type": "discard", "seat": player, "cards": disc})
    order = [player] + [act[(act.index(player) + k) % 3] for k in (1, 2)]
    for s in order:
        ev.append({"type": "announce", "seat": s, "items": []})
    cur = {s: list(hands[s]) for s in act}
    cur[player] = [c for c in hand if c not in disc]
    lead = act[0]
    piles = {"P": list(disc), "H": list(talon[3:])}
    tricks = {"P": 0, "H": 0}
    last = None
    for t in range(12):
        trick = []
        seat = lead
        ledsuit = None
        for k in range(3):
            opts = legal(cur[seat], ledsuit)
            c = rng.choice(opts)
            cur[seat].remove(c)
            trick.append((seat, c))
            ev.append({"type": "play", "seat": seat, "card": c})
            if ledsuit is None:
                ledsuit = suit(c)
            seat = act[(act.index(seat) + 1) % 3]
        w = winner(trick)
        side = "P" if w == player else "H"
        piles[side] += [c for _, c in trick]
        tricks[side] += 1
        lead = w
        last = trick
    # reject silent premiums and volat
    if any(c == "T1" for _, c in last):
        return None
    if min(tricks.values()) == 0:
        return None
    for side in "PH":
        if {"SKIZ", "T21", "T1"} <= set(piles[side]):
            return None
        if sum(1 for c in piles[side] if c[0] == "K") == 4:
            return None
    pts = sum(cval(c) for c in piles["P"]) - 2 * (tricks["P"] + 1)
    assert pts + sum(cval(c) for c in piles["H"]) - 2 * (tricks["H"] + 1) == 66
    won = pts > 33
    V = (pts - 33) * 3 + 30 if won else (33 - pts) * 3 + 30
    return dict(hands=hands, talon=talon, events=ev, act=act, player=player, pts=pts, won=won, V=V)


def make_deal(seed, n, dealer, sitter, mode="play", bidder_idx=0, want=None):
    s = seed
    while True:
        rng = random.Random(s)
        d = try_deal(rng, n, dealer, sitter, mode, bidder_idx)
        if d and (want is None or mode == "allpass" or d["won"] == want):
            d["seed"] = s
            return d
        s += 1000


def settle(n, dealer, sitter, d, found, dealer_fee=0):
    """The payments the source calls for: list of (from, to, amount, reason)."""
    pays = []
    part = [s for s in range(n) if s != sitter]
    if found:
        for s in part:
            pays.append((s, "pool", STAKE, "pool_stake"))
    if dealer_fee:
        pays.append((dealer, "pool", dealer_fee, "pool_deal"))
    if d["player"] is None:
        for s in d["act"]:
            pays.append((s, "pool", PASSFEE, "pool_pass"))
        return pays
    p, V = d["player"], d["V"]
    sharers = [s for s in part if s != p]  # two helpers and the king
    if d["won"]:
        for s in sharers:
            pays.append((s, p, V, "game"))
        pays.append((p, "pool", r2(PCT * V * len(sharers)), "pool_share"))
    else:
        for s in sharers:
            pays.append((p, s, V, "game"))
        for s in sharers:
            pays.append((s, "pool", r2(PCT * V), "pool_share"))
    return pays


def nets(n, pays):
    net = {s: 0.0 for s in range(n)}
    net["pool"] = 0.0
    for f, t, a, _ in pays:
        net[f] -= a
        net[t] += a
    return {k: r2(v) for k, v in net.items()}


SUMMARY = []


def build(name, n, plan, fmt, start=None, rules=None, fresh=True, fault=None, note=""):
    """plan: list of dicts(dealer, sitter, mode, bidder_idx, want, seed).
    fault(name, i, deal_dict, pays) may alter pays / deal; returns description."""
    deals = []
    totals = None
    if fmt == "sheet":
        totals = {s: (start["totals"][s] if start else 0) for s in range(n)}
        if start is None:
            totals["pool"] = 0
        elif "pools" in start:
            totals["pool"] = start["pools"]["pool"]
    lines = ["## %s  (%d players, %s, %s)" % (name, n, fmt, "fresh" if fresh else "mid-way")]
    if note:
        lines.append(note)
    fdesc = None
    for i, pl in enumerate(plan):
        d = make_deal(pl["seed"], n, pl["dealer"], pl.get("sitter"), pl.get("mode", "play"),
                      pl.get("bidder_idx", 0), pl.get("want"))
        pays = settle(n, pl["dealer"], pl.get("sitter"), d, fresh and i == 0,
                      (rules or {}).get("pool_dealer_fee", 0))
        true_net = nets(n, pays)
        rec_pays = list(pays)
        if fault and fault[0] == i and fault[1] == "pays":
            rec_pays, fdesc = fault[2](rec_pays, d)
        rec_net = nets(n, rec_pays)
        ev = list(d["events"])
        if fmt == "pay":
            for f, t, a, r in rec_pays:
                ev.append({"type": "payment", "from": f, "to": t, "amount": a, "reason": r})
        else:
            parties = list(range(n)) + ["pool"]
            for k in parties:
                ev.append({"type": "score", "party": k, "points": rec_net[k]})
            for k in parties:
                if k not in totals:
                    continue
                totals[k] = r2(totals[k] + rec_net[k])
                val = totals[k]
                if fault and fault[0] == i and fault[1] == "total" and fault[2] == k:
                    val = r2(val + fault[3])
                    fdesc = "total of %s written %s, should be %s" % (k, val, totals[k])
                    totals[k] = val  # the sheet carries on from what it wrote
                ev.append({"type": "total", "party": k, "points": val})
        deal = {"dealer": pl["dealer"], "hands": d["hands"], "talon": d["talon"], "events": ev}
        deals.append(deal)
        if d["player"] is None:
            desc = "all pass"
        else:
            desc = "player %d (%s) three, %d points, %s, value %d" % (
                d["player"], NAMES[d["player"]], d["pts"], "won" if d["won"] else "lost", d["V"])
        lines.append("- deal %d: dealer/king %d, sitter %s, active %s; %s; nets %s%s" % (
            i, pl["dealer"], pl.get("sitter"), d["act"], desc,
            {str(k): v for k, v in true_net.items() if v},
            ("; RECORDED nets %s" % {str(k): v for k, v in rec_net.items() if v}) if rec_net != true_net else ""))
        if fault and fault[0] == i and fault[1] == "deal":
            fdesc = fault[2]
    tr = {"format": "trick-transcript/1", "game": "galician-tarok", "players": NAMES[:n]}
    if rules:
        tr["rules"] = rules
    if start:
        tr["start"] = start
    tr["meta"] = {"audit": "gd-5p-fragments", "file": name}
    tr["deals"] = deals
    with open(os.path.join(HERE, name + ".json"), "w", encoding="utf-8") as fh:
        json.dump(tr, fh, ensure_ascii=False, indent=1)
    if fdesc:
        lines.append("- PLANTED: deal %d: %s" % (fault[0], fdesc))
    if fmt == "sheet":
        lines.append("- final totals (as written): %s" % {str(k): v for k, v in totals.items()})
    SUMMARY.append("\n".join(lines))


# ---------------------------------------------------------------- faults
def king_missing(king):
    def f(pays, d):
        p = d["player"]
        out = [x for x in pays if not (x[3] == "game" and king in (x[0], x[1]))]
        out = [x for x in out if not (x[3] == "pool_share" and x[0] == king)]
        if d["won"]:
            out = [x if x[3] != "pool_share" else (x[0], x[1], r2(PCT * d["V"] * 2), x[3]) for x in out]
        return out, "the king (seat %d) left out of the result: no game payment to/from him%s" % (
            king, ", player's 10% on 2V" if d["won"] else ", no share from him")
    return f


def sitter_stake(sitter):
    def f(pays, d):
        return pays + [(sitter, "pool", STAKE, "pool_stake")], "the sitter (seat %d) pays the stake 10" % sitter
    return f


def sitter_share(sitter):
    def f(pays, d):
        assert d["won"]
        p = d["player"]
        out = [x for x in pays if x[3] != "pool_share"]
        out.append((sitter, p, d["V"], "game"))
        out.append((p, "pool", r2(PCT * d["V"] * 4), "pool_share"))
        return out, "the sitter (seat %d) pays the player %d as if sharing; player's 10%% on 4V" % (sitter, d["V"])
    return f


def P(dealer, sitter=None, seed=1, **kw):
    x = dict(dealer=dealer, sitter=sitter, seed=seed)
    x.update(kw)
    return x


if __name__ == "__main__":
    # ----- four players
    build("a1", 4, [P(0, seed=11, want=True), P(1, seed=12, want=False), P(2, seed=13, bidder_idx=1, want=True),
                    P(3, seed=14, want=False)], "pay")
    build("a2", 4, [P(1, seed=21, want=False), P(2, seed=22, mode="allpass"), P(3, seed=23, bidder_idx=2, want=True)],
          "sheet")
    build("a3", 4, [P(2, seed=31, want=True), P(3, seed=32, want=True), P(0, seed=33, want=False),
                    P(1, seed=34, want=True)], "pay", fault=(2, "pays", king_missing(0)))
    build("a4", 4, [P(3, seed=41, want=True), P(0, seed=42, want=False), P(1, seed=43, want=False)], "sheet",
          start={"totals": [120, -85.5, 40, -159.5], "pools": {"pool": 85}}, fresh=False,
          fault=(1, "total", 2, 10))
    build("a5", 4, [P(0, seed=51, want=False), P(1, seed=52, mode="allpass"), P(2, seed=53, bidder_idx=1, want=True)],
          "sheet", start={"totals": [-40, 210, -96, -120]}, fresh=False)
    build("a6", 4, [P(1, seed=61, want=True), P(2, seed=62, want=False), P(3, seed=63, want=True),
                    P(1, seed=64, want=False)], "pay",
          fault=(3, "deal", "dealer written and acting is seat 1 (dealt the first deal); due is seat 0"))
    build("a7", 4, [P(3, seed=71, want=False), P(0, seed=72, mode="allpass"), P(1, seed=73, want=True)], "pay",
          rules={"pool_dealer_fee": 2})
    # ----- five players
    build("b1", 5, [P(0, 4, seed=81, want=True), P(1, 4, seed=82, want=False), P(2, 4, seed=83, bidder_idx=2, want=True),
                    P(3, 4, seed=84, want=False), P(4, 0, seed=85, want=True)], "pay")
    build("b2", 5, [P(1, 0, seed=91, want=False), P(2, 0, seed=92, mode="allpass"), P(3, 0, seed=93, want=True),
                    P(4, 0, seed=94, bidder_idx=1, want=False)], "sheet")
    build("b3", 5, [P(2, 1, seed=101, want=True), P(3, 1, seed=102, want=False), P(4, 1, seed=103, want=True)], "pay",
          fault=(0, "pays", sitter_stake(1)))
    build("b4", 5, [P(3, 2, seed=111, want=False), P(4, 2, seed=112, want=True), P(0, 2, seed=113, want=False),
                    P(1, 2, seed=114, want=True)], "pay", fault=(1, "pays", sitter_share(2)))
    build("b5", 5, [P(0, 4, seed=121, want=True), P(1, 4, seed=122, want=False), P(2, 4, seed=123, want=True),
                    P(3, 0, seed=124, want=False)], "pay",
          fault=(3, "deal", "seat 0 sits out and seat 4 plays in the fourth deal of the first round; seat 4 is due to sit"))
    build("b6", 5, [P(1, 3, seed=131, want=True), P(2, 3, seed=132, want=False), P(3, 4, seed=133, want=False),
                    P(0, 4, seed=134, bidder_idx=1, want=True)], "sheet",
          start={"totals": [64, -210, 35.5, 108, -59.5], "pools": {"pool": 62}}, fresh=False)
    build("b7", 5, [P(4, 2, seed=141, want=False), P(0, 2, seed=142, want=True), P(1, 2, seed=143, want=False)], "pay",
          start={"totals": [15, -300, 99, 66, 80]}, fresh=False, fault=(1, "pays", king_missing(0)))
    with open(os.path.join(HERE, "_summary.txt"), "w", encoding="utf-8") as fh:
        fh.write("\n\n".join(SUMMARY) + "\n")
