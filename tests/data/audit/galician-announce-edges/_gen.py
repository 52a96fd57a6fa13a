"""Blind generator for the galician-announce-edges audit round.

Written from Szczepanski's rules (seed 002, Polish) without reading the engine. Every deal is
searched for over seeds until its scenario holds (a small simulator below plays legal cards);
the payments written are computed here from my own reading of §3, §6, §14-§21, §27.

Run: python _gen.py [seed]   (writes NN-*.json next to this file)
"""

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent
SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
SUIT_RANK = {"K": 5, "Q": 4, "N": 3, "J": 2}
TAROCKS = [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
SUIT_CARDS = [r + s for s in SUITS for r in "KQNJ"] + list(PIP.values())
DECK = SUIT_CARDS + TAROCKS
KINGS = ["KH", "KD", "KS", "KC"]
TRULL = {"SKIZ", "T21", "T1"}
NAMES = ["Adam", "Bożena", "Czesław", "Danuta", "Edward"]
# §18: contract -> (multiplier, addend); §18 volat values
CONTRACT = {"three": (3, 30), "two": (4, 40), "one": (5, 50), "solo": (6, 60)}
VOLAT = {"three": 300, "two": 400, "one": 500, "solo": 600}


def is_t(c):
    return c == "SKIZ" or c.startswith("T")


def t_rank(c):
    return 22 if c == "SKIZ" else int(c[1:])


def suit(c):
    return "T" if is_t(c) else c[-1]


def s_rank(c):
    return SUIT_RANK.get(c[0], 1) if len(c) == 2 else 1


def points(c):
    """§3, §7: pagat, mond, skiz 5; other tarocks 1; K5 Q4 N3 J2, pip 1."""
    if is_t(c):
        return 5 if c in TRULL else 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def packet_points(cards):
    """§14: a packet of three counts its cards minus 2."""
    assert len(cards) % 3 == 0
    return sum(points(c) for c in cards) - 2 * (len(cards) // 3)


def winner_idx(trick):
    """trick = [(seat, card)]; returns index in trick of the winning card."""
    led = suit(trick[0][1])
    best = 0
    for i, (_, c) in enumerate(trick[1:], 1):
        b = trick[best][1]
        if is_t(c):
            if not is_t(b) or t_rank(c) > t_rank(b):
                best = i
        elif not is_t(b) and suit(c) == led and s_rank(c) > s_rank(b):
            best = i
    return best


def beats(c, b, led):
    if is_t(c):
        return not is_t(b) or t_rank(c) > t_rank(b)
    return not is_t(b) and suit(c) == led and suit(b) == led and s_rank(c) > s_rank(b)


def legal(hand, trick):
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    if led != "T":
        ts = [c for c in hand if is_t(c)]
        if ts:
            return ts  # §5: no card of the suit -> trump
    return list(hand)


def low_key(c):
    return (t_rank(c) + 100) if is_t(c) else (points(c), s_rank(c))


def order_key(c):
    # lower = lesser card to give away
    return (1, t_rank(c)) if is_t(c) else (0, points(c))


def choose(seat, hand, trick, ctx, rng, n_left):
    leg = legal(hand, trick)
    protect = seat in ctx["protect"]
    if (
        ctx.get("release") == seat
        and "T1" in leg
        and len(leg) > 1
        and 1 < n_left <= 8
        and not ctx.get("released")
    ):
        ctx["released"] = True
        return "T1"
    if protect and "T1" in leg and len(leg) > 1:
        leg = [c for c in leg if c != "T1"]
    if not trick:
        if seat == ctx["player"]:
            ts = sorted([c for c in leg if is_t(c)], key=t_rank, reverse=True)
            if ts and ctx.get("lead_trumps", True):
                return ts[0]
            ss = sorted([c for c in leg if not is_t(c)], key=s_rank, reverse=True)
            return ss[0] if ss else leg[0]
        ss = [c for c in leg if not is_t(c)]
        if ss:
            return rng.choice(ss)
        return min(leg, key=t_rank)
    cur = trick[winner_idx(trick)][1]
    led = suit(trick[0][1])
    beat = [c for c in leg if beats(c, cur, led)]
    if beat:
        return min(beat, key=lambda c: t_rank(c) if is_t(c) else s_rank(c))
    return min(leg, key=lambda c: order_key(c))


def seats_of(n, dealer, sitter=None):
    """Active seats in order from the forehand (dealer+1), the king (dealer) and sitter out."""
    order = [(dealer + i) % n for i in range(1, n + 1)]
    out = {dealer} if n >= 4 else set()
    if sitter is not None:
        out.add(sitter)
    return [s for s in order if s not in out]


def build(rng, n, dealer, sitter, spec):
    """spec: player_cards, talon_first, helper_cards {idx: cards}, helper_tarocks {idx: count}."""
    act = seats_of(n, dealer, sitter)
    player = act[0]
    helpers = act[1:]
    fixed = {s: list(spec.get("player_cards", [])) if s == player else [] for s in act}
    for hi, cards in spec.get("helper_cards", {}).items():
        fixed[helpers[hi]] += cards
    talon_first = list(spec.get("talon_first", []))
    talon_rest = list(spec.get("talon_rest", []))
    used = set(talon_first) | set(talon_rest) | {c for s in act for c in fixed[s]}
    rest = [c for c in DECK if c not in used]
    rng.shuffle(rest)
    # exact tarock counts for some helpers
    for hi, cnt in spec.get("helper_tarocks", {}).items():
        s = helpers[hi]
        have = sum(is_t(c) for c in fixed[s])
        need_t = cnt - have
        ts = [c for c in rest if is_t(c)][:need_t]
        ss = [c for c in rest if not is_t(c)][: 12 - len(fixed[s]) - need_t]
        fixed[s] += ts + ss
        for c in ts + ss:
            rest.remove(c)
    hands = {}
    for s in act:
        need = 12 - len(fixed[s])
        hands[s] = fixed[s] + rest[:need]
        rest = rest[need:]
    talon = talon_first + rest[: 3 - len(talon_first)]
    rest = rest[3 - len(talon_first) :]
    talon += talon_rest + rest
    assert len(talon) == 6, talon
    for s in act:
        rng.shuffle(hands[s])
    full = [hands.get(s, []) for s in range(n)]
    return act, player, helpers, full, talon


def simulate(rng, n, dealer, sitter, spec):
    act, player, helpers, hands, talon = build(rng, n, dealer, sitter, spec)
    king = dealer if n >= 4 else None
    opponents = helpers + ([king] if king is not None else [])
    ev = []
    # auction: forehand bids three, the others pass (§10)
    ev.append({"type": "bid", "seat": player, "bid": "three"})
    for h in helpers:
        ev.append({"type": "bid", "seat": h, "bid": "pass"})
    hand = {s: list(hands[s]) for s in act}
    bought = talon[:3]
    ev.append({"type": "take", "seat": player, "cards": bought})
    hand[player] += bought
    cand = sorted([c for c in hand[player] if not is_t(c) and c not in KINGS], key=lambda c: (points(c), c))
    if len(cand) < 3:
        return None
    disc = cand[:3]
    for c in disc:
        hand[player].remove(c)
    ev.append({"type": "discard", "seat": player, "cards": disc})
    ann = {s: [] for s in act}
    for s, items in spec.get("announce", lambda ctx: {})(
        {"player": player, "helpers": helpers, "hand": hand}
    ).items():
        ann[s] = items
    p_tarocks = sum(is_t(c) for c in hand[player])
    if spec.get("player_tarocks_announce"):
        cnt = spec["player_tarocks_announce"](p_tarocks)
        if cnt is None:
            return None
        ann[player] = [{"kind": "tarocks", "count": cnt}] + ann[player]
    for s in act:
        ev.append({"type": "announce", "seat": s, "items": ann[s]})
    doubles = []
    for d in spec.get("doubles", []):
        who = {"player": player, "h0": helpers[0], "h1": helpers[1], "king": king}[d[0]]
        ev.append({"type": "double", "seat": who, "target": d[1], "level": d[2]})
        doubles.append((d[0], d[1], d[2]))
    ctx = {"player": player, "protect": set(), "release": None}
    if spec.get("protect_pagat"):
        ctx["protect"].add(player)
    if "protect_helper" in spec:
        ctx["protect"].add(helpers[spec["protect_helper"]])
    if spec.get("release"):
        ctx["release"] = player
        ctx["protect"].add(player)
    tricks = []
    leader = player
    release_event = None
    for t in range(12):
        trick = []
        order = [act[(act.index(leader) + i) % 3] for i in range(3)]
        for s in order:
            before = ctx.get("released")
            c = choose(s, hand[s], trick, ctx, rng, 12 - t)
            if ctx.get("released") and not before:
                release_event = len(ev)
            assert c in legal(hand[s], trick) or c == "T1"
            hand[s].remove(c)
            trick.append((s, c))
            ev.append({"type": "play", "seat": s, "card": c})
        w = trick[winner_idx(trick)][0]
        tricks.append((trick, w))
        leader = w
    res = {
        "act": act,
        "player": player,
        "helpers": helpers,
        "king": king,
        "opponents": opponents,
        "hands": hands,
        "talon": talon,
        "events": ev,
        "tricks": tricks,
        "discard": disc,
        "ann": ann,
        "doubles": doubles,
        "release_event": release_event,
        "p_tarocks": p_tarocks,
    }
    won_cards = {s: [c for tr, w in tricks if w == s for _, c in tr] for s in act}
    res["won_cards"] = won_cards
    pc = [c for tr, w in tricks if w == player for _, c in tr]
    res["p_points"] = packet_points(pc) + packet_points(disc)
    res["volat"] = all(w == player for _, w in tricks)
    last, lw = tricks[-1]
    res["pagat_last"] = dict((s, c) for s, c in last).get(player) == "T1"
    res["ultimo_made"] = res["pagat_last"] and lw == player
    return res


def side_gathered(res, cards):
    """Which side has all of cards in its tricks: 'player', ('helper', seat), 'helpers', or None."""
    pl = set(res["won_cards"][res["player"]])
    if cards <= pl:
        return "player"
    for h in res["helpers"]:
        if cards <= set(res["won_cards"][h]):
            return ("helper", h)
    hs = set(res["won_cards"][res["helpers"][0]]) | set(res["won_cards"][res["helpers"][1]])
    if cards <= hs:
        return "helpers"
    return None


def settle(res, renonce=False, pool_before=0, founding=False):
    """My reading. Returns (payments list, notes). Per opponent amounts (each helper and the king)."""
    P = res["player"]
    opp = res["opponents"]
    ann = res["ann"]
    dbl = {}
    for who, tgt, lvl in res["doubles"]:
        if who == "king":
            continue  # §17: only a helper may give contra; an illegal one is not counted
        dbl[tgt] = max(dbl.get(tgt, 1), lvl)
    m, a = CONTRACT["three"]
    k = 1
    pay = []  # (from, to, amount, reason)
    notes = []
    n_seats = len(res["hands"])
    if founding:
        for s in range(n_seats):
            if res["hands"][s] or s == res["king"]:
                pay.append((s, "pool", 10, "pool_stake"))
        pool_before += 10 * len([x for x in pay if x[3] == "pool_stake"])
    p = res["p_points"]
    c_game = dbl.get("game", 1)
    if renonce:
        if p >= 34:
            g = -(a * k * c_game)
            notes.append(f"renonce, points made ({p}): consolation {a}x{k}x{c_game}")
        else:
            g = -(((33 - p) * m + a) * k * c_game)
            notes.append(f"renonce, lost on points {p}")
        pay_game = g
    elif res["volat"]:
        v = VOLAT["three"] * (2 if any(i.get("kind") == "volat" for i in ann[P]) else 1)
        pay_game = v
        notes.append(f"volat {v} (replaces the game value)")
    elif p >= 34:
        pay_game = ((p - 33) * m + a) * (2 if c_game >= 2 else 1)
        notes.append(
            f"won {p} pts: ({p}-33)x{m}+{a}"
            + (" x2 (contra; re/supra only on a loss)" if c_game >= 2 else "")
        )
    else:
        pay_game = -(((33 - p) * m + a) * k * c_game)
        notes.append(f"lost {p} pts: ((33-{p})x{m}+{a})x{k}x{c_game}")
    per = [("volat" if res["volat"] and not renonce else "game", pay_game)]
    if not renonce:
        kinds_p = {i.get("kind") for i in ann[P]}
        # trull §15
        g = side_gathered(res, TRULL)
        trull_ann_p = "trull" in kinds_p
        cl = dbl.get("trull", 1)
        if g == "player":
            per.append(("trull", (100 if trull_ann_p else 50) * cl))
        elif trull_ann_p:
            per.append(("trull", -100 * cl))
        elif g is not None:
            per.append(("trull", -50))
        # four kings §19
        gk = side_gathered(res, set(KINGS))
        fk_ann = "four_kings" in kinds_p
        cl = dbl.get("four_kings", 1)
        if gk == "player":
            per.append(("four_kings", (200 if fk_ann else 100) * cl))
        elif fk_ann:
            per.append(("four_kings", -200 * cl))
        elif gk is not None:
            per.append(("four_kings", -100))
        # ultimo §6, §27: only the player's counts
        ult = "pagat_ultimo" in kinds_p
        cl = dbl.get("pagat_ultimo", 1)
        released = res["release_event"] is not None
        if ult:
            if res["ultimo_made"] and not released:
                per.append(("pagat_ultimo", 100 * cl))
            else:
                per.append(("pagat_ultimo", -100 * cl))
        elif res["ultimo_made"]:
            per.append(("pagat_ultimo", 50))
        # tarocks §20 (always, default)
        val = {10: 50, 11: 100, 12: 150}
        for s in res["act"]:
            for i in ann[s]:
                if i.get("kind") == "tarocks":
                    v = val[i["count"]] * dbl.get("tarocks", 1)
                    per.append(("tarocks", v if s == P else -v))
    net = {s: 0 for s in range(n_seats)}
    for reason, amt in per:
        if amt == 0:
            continue
        for o in opp:
            if amt > 0:
                pay.append((o, P, amt, reason))
            else:
                pay.append((P, o, -amt, reason))
            net[P] += amt
            net[o] -= amt
    # pool §27
    pool = pool_before
    kinds_p = {i.get("kind") for i in ann[P]}
    if "pagat_ultimo" in kinds_p and not renonce:
        if res["ultimo_made"] and res["release_event"] is None:
            pay.append(("pool", P, pool, "pool_ultimo"))
            notes.append(f"ultimo made: pool {pool} taken")
            pool = 0
        else:
            pay.append((P, "pool", pool, "pool_ultimo"))
            notes.append(f"ultimo failed: pays pool content {pool} into it")
            pool *= 2
    for s in range(n_seats):
        if net[s] > 0:
            sh = round(net[s] * 0.10, 2)
            pay.append((s, "pool", sh, "pool_share"))
            pool += sh
    return pay, per, notes, net, pool


def deal_json(res, dealer, pay):
    d = {"dealer": dealer, "hands": res["hands"], "talon": res["talon"], "events": list(res["events"])}
    for f, t, amt, r in pay:
        if amt:
            d["events"].append({"type": "payment", "from": f, "to": t, "amount": amt, "reason": r})
    return d


def search(base_seed, n, dealer, sitter, spec, pred, tries=200000):
    for s in range(base_seed, base_seed + tries):
        rng = random.Random(s)
        res = simulate(rng, n, dealer, sitter, spec)
        if res is None:
            continue
        if pred(res):
            res["seed"] = s
            return res
    raise SystemExit(f"no deal found for {spec.get('name')}")


def no_silent(res, allow=()):
    """No premium besides those allowed, to keep one edge per file."""
    if "trull" not in allow and side_gathered(res, TRULL) is not None:
        return False
    if "kings" not in allow and side_gathered(res, set(KINGS)) is not None:
        return False
    if "ultimo" not in allow and res["ultimo_made"]:
        return False
    if "volat" not in allow and (res["volat"] or all(w != res["player"] for _, w in res["tricks"])):
        return False
    return True


def write(name, n, rules, start, deals, meta):
    doc = {"format": "trick-transcript/1", "game": "galician-tarok", "players": NAMES[:n]}
    if rules:
        doc["rules"] = rules
    if start:
        doc["start"] = start
    doc["meta"] = meta
    doc["deals"] = deals
    (OUT / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


REPORT = []


def find(d, typ, seat):
    return next(i for i, e in enumerate(d["events"]) if e["type"] == typ and e.get("seat") == seat)


def emit(name, n, dealer, sitter, spec, pred, pool_before=None, renonce=False, seed0=0, edit=None, note=""):
    res = search(seed0, n, dealer, sitter, spec, pred)
    founding = pool_before is None
    pay, per, notes, net, pool = settle(res, renonce=renonce, pool_before=pool_before or 0, founding=founding)
    d = deal_json(res, dealer, pay)
    planted = None
    if edit:
        planted = edit(d, res)
    start = None if founding else {"pools": {"pool": pool_before}}
    meta = {"round": "galician-announce-edges", "seed": res["seed"], "note": note}
    if planted:
        meta["planted"] = planted
    write(name, n, None, start, [d], meta)
    REPORT.append(
        f"{name}: seed {res['seed']} player {res['player']} pts {res['p_points']} "
        f"per-opponent {per} notes {notes} net {net} pool_after {pool} release_ev {res['release_event']}"
    )
    return res, d


def main(seed):
    base = seed * 1000

    # 01 3p clean base: announced ultimo made, silent trull, fresh pool founded
    emit(
        "01-clean-3p-ultimo-made.json",
        3,
        0,
        None,
        {
            "player_cards": ["T1", "SKIZ", "T21", "T20", "T19", "T18", "T17", "T16"],
            "announce": lambda c: {c["player"]: [{"kind": "pagat_ultimo"}]},
            "protect_pagat": True,
        },
        lambda r: (
            r["ultimo_made"]
            and r["p_points"] >= 34
            and no_silent(r, ("trull", "ultimo"))
            and side_gathered(r, TRULL) == "player"
        ),
        pool_before=None,
        seed0=base + 1,
        note="ultimo announced and made, trull silent, pool founded and taken",
    )
    # 02 4p clean base: player announces tarocks, helper contra, player wins
    emit(
        "02-clean-4p-tarocks-contra-won.json",
        4,
        2,
        None,
        {
            "player_cards": ["SKIZ", "T21", "T20", "T19", "T18", "T17", "T16", "T15", "T14", "T13"],
            "player_tarocks_announce": lambda n: n if 10 <= n <= 12 else None,
            "doubles": [("h0", "game", 2)],
        },
        lambda r: r["p_points"] >= 34 and no_silent(r) and r["p_tarocks"] == 10,
        pool_before=40,
        seed0=base + 2,
        note="tarocks announced; contra on the game; player wins: game x2, tarocks single",
    )
    # 03 5p clean base: a helper announces 10 tarocks, the player loses
    emit(
        "03-clean-5p-helper-tarocks-lost.json",
        5,
        0,
        4,
        {
            "helper_tarocks": {0: 10},
            "announce": lambda c: {c["helpers"][0]: [{"kind": "tarocks", "count": 10}]},
        },
        lambda r: r["p_points"] <= 33 and no_silent(r),
        pool_before=40,
        seed0=base + 3,
        note="5 players, seat 4 sits out, dealer 0 is king; helper's tarocks paid by player to both helpers and the king",
    )
    # 04 3p contra + recontra, player wins
    emit(
        "04-3p-recontra-won.json",
        3,
        1,
        None,
        {
            "player_cards": ["SKIZ", "T21", "T20", "T19", "T18", "T17"],
            "doubles": [("h0", "game", 2), ("player", "game", 4)],
        },
        lambda r: r["p_points"] >= 34 and no_silent(r),
        pool_before=60,
        seed0=base + 4,
        note="recontra raises only a loss (§17): won game counted x2",
    )
    # 05 3p announced ultimo, pagat beaten in the last trick
    emit(
        "05-3p-ultimo-announced-failed.json",
        3,
        2,
        None,
        {
            "player_cards": ["T1", "T20", "T19", "T18", "T17"],
            "announce": lambda c: {c["player"]: [{"kind": "pagat_ultimo"}]},
            "protect_pagat": True,
        },
        lambda r: r["pagat_last"] and not r["ultimo_made"] and no_silent(r),
        pool_before=60,
        seed0=base + 5,
        note="ultimo announced, pagat beaten in the last trick: pays 100 to each and the pool's content into it",
    )

    # 06 3p pagat released voluntarily
    def ed06(d, r):
        return {"deal": 0, "event": r["release_event"], "code": "pagat_released"}

    emit(
        "06-3p-pagat-released.json",
        3,
        0,
        None,
        {
            "player_cards": ["T1", "T20", "T19", "T18", "T17", "T16"],
            "announce": lambda c: {c["player"]: [{"kind": "pagat_ultimo"}]},
            "release": True,
        },
        lambda r: (
            r["release_event"] is not None and no_silent(r) and r["release_event"] < len(r["events"]) - 6
        ),
        pool_before=60,
        seed0=base + 6,
        edit=ed06,
        note="ultimo announced, the player gives up the pagat of his own accord (§6)",
    )
    # 07 3p helper announces pagat ultimo
    emit(
        "07-3p-helper-announces-ultimo.json",
        3,
        1,
        None,
        {
            "player_cards": ["SKIZ", "T21", "T20", "T19"],
            "helper_cards": {1: ["T1"]},
            "announce": lambda c: {c["helpers"][1]: [{"kind": "pagat_ultimo"}]},
            "protect_helper": 1,
        },
        lambda r: no_silent(r),
        pool_before=60,
        seed0=base + 7,
        edit=lambda d, r: {
            "deal": 0,
            "event": find(d, "announce", r["helpers"][1]),
            "code": "illegal_announcement",
        },
        note="§27: 'Ultimo liczy się tylko graczowi' - a helper announces pagat ultimo",
    )
    # 08 4p the king gives contra
    emit(
        "08-4p-king-contra.json",
        4,
        3,
        None,
        {"player_cards": ["SKIZ", "T21", "T20", "T19", "T18"], "doubles": [("king", "game", 2)]},
        lambda r: no_silent(r) and r["p_points"] >= 34,
        pool_before=40,
        seed0=base + 8,
        edit=lambda d, r: {
            "deal": 0,
            "event": find(d, "double", r["king"]),
            "code": "sitter_acted (guess) / illegal_double",
        },
        note="§17: 'Każdy z pomagających może dać graczowi: contra' - the king (dealer, not playing) gives contra; not counted",
    )
    # 09 3p wrong tarock count (11 held, 10 announced)
    emit(
        "09-3p-wrong-tarock-count.json",
        3,
        0,
        None,
        {
            "player_cards": ["SKIZ", "T21", "T20", "T19", "T18", "T17", "T16", "T15", "T14", "T13", "T12"],
            "player_tarocks_announce": lambda n: 10 if n == 11 else None,
        },
        lambda r: r["p_points"] >= 34 and no_silent(r),
        pool_before=60,
        renonce=True,
        seed0=base + 9,
        edit=lambda d, r: {
            "deal": 0,
            "event": find(d, "announce", r["player"]),
            "code": "wrong_tarock_count",
        },
        note="§21: 11 tarocks held, 10 announced: game lost unconditionally; points made, so only the consolation (addend) is paid",
    )
    # 10 3p contra on pagat ultimo, made
    emit(
        "10-3p-contra-ultimo-made.json",
        3,
        2,
        None,
        {
            "player_cards": ["T1", "SKIZ", "T20", "T19", "T18", "T17", "T16"],
            "announce": lambda c: {c["player"]: [{"kind": "pagat_ultimo"}]},
            "protect_pagat": True,
            "doubles": [("h0", "pagat_ultimo", 2)],
        },
        lambda r: r["ultimo_made"] and no_silent(r, ("ultimo",)),
        pool_before=60,
        seed0=base + 10,
        note="§27: contra on ultimo doubles its value, not the pool (contra się do żydka nie odnosi)",
    )
    # 11 4p four kings announced, lost
    emit(
        "11-4p-four-kings-announced-lost.json",
        4,
        0,
        None,
        {
            "player_cards": KINGS + ["SKIZ", "T21", "T20", "T19"],
            "announce": lambda c: {c["player"]: [{"kind": "four_kings"}]},
        },
        lambda r: side_gathered(r, set(KINGS)) is None and no_silent(r),
        pool_before=40,
        seed0=base + 11,
        note="§19/§21: four kings announced (held) but one captured: pays 200 to each helper and the king",
    )
    # 12 5p silent trull made by one helper
    emit(
        "12-5p-helper-silent-trull.json",
        5,
        1,
        0,
        {"helper_cards": {0: ["SKIZ", "T21", "T1"]}},
        lambda r: isinstance(side_gathered(r, TRULL), tuple) and no_silent(r, ("trull",)),
        pool_before=40,
        seed0=base + 12,
        note="§15: trull silent, gathered by a helper: player pays 50 to both helpers and the king",
    )
    # 13 3p silent ultimo lost
    emit(
        "13-3p-silent-ultimo-lost.json",
        3,
        1,
        None,
        {"player_cards": ["T1", "T20", "T19", "T18", "T17"], "protect_pagat": True},
        lambda r: r["pagat_last"] and not r["ultimo_made"] and no_silent(r),
        pool_before=60,
        seed0=base + 13,
        note="§6: only an announced ultimo that fails pays; silent pagat lost in the last trick pays nothing",
    )
    # 14 3p tarocks announced, game lost: tarocks still paid; pool shares on net
    emit(
        "14-3p-tarocks-announced-game-lost.json",
        3,
        2,
        None,
        {
            "player_cards": ["T2", "T3", "T4", "T5", "T6", "T7", "T8", "T9", "T10", "T11"],
            "player_tarocks_announce": lambda n: n if n == 10 else None,
        },
        lambda r: r["p_points"] <= 26 and no_silent(r),
        pool_before=60,
        seed0=base + 14,
        note="§20 tarocks count for the holder 'bezwarunkowo' even with the game lost; pool 10% of each party's net win",
    )
    # 15 3p silent volat
    emit(
        "15-3p-silent-volat.json",
        3,
        0,
        None,
        {
            "player_cards": ["SKIZ"] + [f"T{i}" for i in range(13, 22)],
            "talon_first": ["T12", "T11"],
            "talon_rest": ["T1", "KH"],
        },
        lambda r: r["volat"] and no_silent(r, ("volat",)),
        pool_before=60,
        seed0=base + 15,
        note="§18 volat at three: 300 from each helper, instead of the game value",
    )
    (OUT / "_gen_report.txt").write_text("\n".join(REPORT) + "\n", encoding="utf-8")
    print("\n".join(REPORT))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
