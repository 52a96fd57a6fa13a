"""Blind generator for audit round gd-opt2: Galician Tarok under its rule options.

Every figure is computed here from Szczepanski's text (seeds/002), never from the engine.
Run: python _gen.py  (writes *.json here and prints a summary used for EXPECTED.md).
"""

import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _core import DECK, is_tarok, legal, points, suit, value, winner  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
NAMES3 = ["Antoni", "Bronisława", "Cyprian"]
NAMES4 = ["Antoni", "Bronisława", "Cyprian", "Dorota"]
ADDEND = {"three": 30, "two": 40, "one": 50, "solo": 60}  # par. 18
MULT = {"three": 3, "two": 4, "one": 5, "solo": 6}
SUMMARY = []


def r2(x):
    return round(x + 0.0, 6)


def game_value(level, pts):
    """par. 18: points over 33 times the multiplier plus the addend; 33 or less loses."""
    won = pts > 33
    diff = pts - 33 if won else 33 - pts
    return won, diff * MULT[level] + ADDEND[level]


def pay(frm, to, amount, reason=None):
    e = {"type": "payment", "from": frm, "to": to, "amount": r2(amount)}
    if reason:
        e["reason"] = reason
    return e


def choose_discard(hand, n):
    """Lowest suit cards, never a king (par. 13) nor a tarok (par. 22 avoided)."""
    cands = sorted([c for c in hand if not is_tarok(c) and c[0] != "K"], key=lambda c: (value(c), c))
    if len(cands) < n:
        return None
    return cands[:n]


def side_has(cards, need):
    return all(c in cards for c in need)


TRULL = ["SKIZ", "T21", "T1"]
KINGS = ["KH", "KD", "KS", "KC"]


def simulate(rng, hands, talon, player, active, leader, packet, ultimo=False, force=None, want=None, ndisc=3):
    """One three-game (packet = talon cards bought). Returns dict or None."""
    hands = {s: list(hands[s]) for s in active}
    if player is not None:
        hands[player] += packet
        disc = choose_discard(hands[player], ndisc)
        if disc is None:
            return None
        for c in disc:
            hands[player].remove(c)
    else:
        disc = []
    hands0 = {s: list(h) for s, h in hands.items()}
    evs, tricks, won = [], [], {s: [] for s in active}
    n = len(hands[active[0]])
    revokes = []
    for t in range(n):
        order = [active[(active.index(leader) + k) % len(active)] for k in range(len(active))]
        trick = []
        for s in order:
            led = trick[0][1] if trick else None
            opts = legal(hands[s], led, ultimo_guard=(ultimo and s == player), last=(t == n - 1))
            c = None
            if force and (t, s) in force:
                f = force[(t, s)]
                c = f(hands[s], led) if callable(f) else f
                if c is not None and c not in hands[s]:
                    c = None
                if c is not None and c not in opts:
                    revokes.append((t, s, c))
            if c is None:
                c = rng.choice(sorted(opts))
            hands[s].remove(c)
            trick.append((s, c))
            evs.append({"type": "play", "seat": s, "card": c})
        w = winner(trick)
        tricks.append(trick)
        won[w] += [c for _, c in trick]
        leader = w
    rest = [c for c in talon if c not in packet]
    res = {
        "plays": evs,
        "tricks": tricks,
        "won": won,
        "disc": disc,
        "hands_after": hands0,
        "revokes": revokes,
    }
    if player is not None:
        pcards = won[player] + disc
        res["ppts"] = points(won[player]) + points(disc)
        hcards = [c for s in active if s != player for c in won[s]] + rest
        res["pcards"], res["hcards"] = pcards, hcards
        last = tricks[-1]
        res["ultimo_made"] = any(s == player and c == "T1" for s, c in last) and winner(last) == player
        res["pagat_in_last"] = any(s == player and c == "T1" for s, c in last)
        res["p_trull"] = side_has(pcards, TRULL)
        res["p_kings"] = side_has(pcards, KINGS)
        res["h_trull"] = side_has(hcards, TRULL)
        res["h_kings"] = side_has(hcards, KINGS)
        res["volat"] = len(won[player]) in (0, 3 * n)
        res["ntarok"] = sum(1 for c in hands0[player] if is_tarok(c))
    return res


def deal_cards(rng, nseats, active, dealer):
    d = list(DECK)
    rng.shuffle(d)
    talon = d[:6]
    hands = [[] for _ in range(nseats)]
    i = 6
    for s in active:
        hands[s] = d[i : i + 12]
        i += 12
    return hands, talon


def write(name, obj, expect):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(obj, f, ensure_ascii=False, indent=1)
        f.write("\n")
    SUMMARY.append((name, expect))


def transcript(rules, deals, players=NAMES3, start=None, note=None):
    t = {"format": "trick-transcript/1", "game": "galician-tarok", "rules": rules, "players": players}
    if start is not None:
        t["start"] = start
    t["deals"] = deals
    t["meta"] = {"round": "gd-opt2", "note": note or ""}
    return t


def search(fn, tries=200000, seed0=0):
    for k in range(tries):
        out = fn(random.Random(seed0 + k))
        if out is not None:
            return out
    raise SystemExit("no seed found")


def quiet(res, allow=()):
    """No silent premium nor volat unless allowed (keeps every figure one I computed)."""
    for key in ("p_trull", "p_kings", "h_trull", "h_kings", "volat", "ultimo_made"):
        if res[key] and key not in allow:
            return False
    return True


# ----------------------------------------------------------------------------- helpers per deal
def nxt(s, n=3):
    return (s + 1) % n


def packet_for(talon, k, size=3):
    """k-th three: odd k the top packet, even k the bottom one (par. 10: 'trzecia trojka' is the top again)."""
    return talon[:3] if k % 2 == 1 else talon[3:]


def head_events(bids, rejects, player, packet, disc, announces, doubles):
    ev = [{"type": "bid", "seat": s, "bid": b} for s, b in bids]
    ev += [{"type": "call", "seat": player, "call": "reject"} for _ in range(rejects)]
    ev.append({"type": "take", "seat": player, "cards": list(packet)})
    ev.append({"type": "discard", "seat": player, "cards": list(disc)})
    ev += [{"type": "announce", "seat": s, "items": it} for s, it in announces]
    ev += [{"type": "double", "seat": s, "target": tg, "level": lv} for s, tg, lv in doubles]
    return ev


def game_payments(player, opps, won, amount):
    if won:
        return [pay(o, player, amount, "game") for o in opps]
    return [pay(player, o, amount, "game") for o in opps]


def shares(payments, pct):
    """par. 27: 'zwykle 10 procent od kazdej wygranej': every seat that wins pays pct of its win."""
    net = {}
    for p in payments:
        if p["from"] == "pool" or p["to"] == "pool":
            continue
        net[p["from"]] = net.get(p["from"], 0) - p["amount"]
        net[p["to"]] = net.get(p["to"], 0) + p["amount"]
    out = []
    for s in sorted(net):
        if net[s] > 0 and pct:
            out.append(pay(s, "pool", net[s] * pct / 100, "pool_share"))
    return out


def pool_delta(payments):
    return sum(p["amount"] for p in payments if p["to"] == "pool") - sum(
        p["amount"] for p in payments if p["from"] == "pool"
    )


def simple_three(
    seed0,
    dealer,
    player,
    bids,
    k,
    rejects=0,
    announces=None,
    doubles=(),
    ultimo=False,
    force=None,
    cond=None,
    allow=(),
    nseats=3,
    hands_fn=None,
    sitout=None,
):
    """Search a deal where `player` plays the k-th three; cond(res, hands, talon) filters."""
    active = [
        s for s in range(nseats) if s != sitout and not (nseats == 4 and s == dealer and sitout is None)
    ]
    leader = next(s for s in [(dealer + i) % nseats for i in range(1, nseats + 1)] if s in active)

    def attempt(rng):
        if hands_fn:
            hands, talon = hands_fn(rng)
        else:
            hands, talon = deal_cards(rng, nseats, active, dealer)
        pk = packet_for(talon, k)
        res = simulate(
            rng,
            hands,
            talon,
            player,
            active,
            leader,
            pk,
            ultimo=ultimo,
            force=force() if callable(force) else force,
        )
        if res is None or not quiet(res, allow):
            return None
        if cond and not cond(res, hands, talon):
            return None
        # par. 11: the player, then each partner in turn ('po porzadku od prawej ku lewej'), i.e. in
        # order of play after the player (a first version sorted them by seat: my mistake, see REPORT.md)
        after = [active[(active.index(player) + i) % len(active)] for i in range(1, len(active))]
        ann = (
            announces(res)
            if callable(announces)
            else (announces or [[player, []]] + [[s, []] for s in after])
        )
        head = head_events(bids, rejects, player, pk, res["disc"], ann, doubles)
        return {"hands": hands, "talon": talon, "res": res, "head": head, "active": active}

    return search(attempt, seed0=seed0)


def deal_obj(dealer, d, tail, nseats=3):
    hands = d["hands"]
    return {
        "dealer": dealer,
        "hands": [sorted(h, key=DECK.index) if h else [] for h in hands],
        "talon": d["talon"],
        "events": d["head"] + d["res"]["plays"] + tail,
    }


def note_deal(d):
    r = d["res"]
    return f"player points {r['ppts']}"


# ----------------------------------------------------------------------------- the files
def f01():
    """pool_stake 20, pool_win_percent 5: fresh session; stakes 20, shares 5 %."""
    rules = {"preset": "standard", "pool_stake": 20, "pool_win_percent": 5}
    # deal 0: dealer 0, forehand 1 bids three, others pass; player wins.
    d0 = simple_three(
        100, 0, 1, [(1, "three"), (2, "pass"), (0, "pass")], 1, cond=lambda r, h, t: r["ppts"] > 33
    )
    won, v = game_value("three", d0["res"]["ppts"])
    p0 = [pay(s, "pool", 20, "pool_stake") for s in (0, 1, 2)]
    g0 = game_payments(1, [2, 0], won, v)
    s0 = shares(g0, 5)
    # deal 1: dealer 1, forehand 2 passes, 0 three, 1 bottom, 0 hold, 1 pass: 0 plays the 2nd three, loses.
    d1 = simple_three(
        200,
        1,
        0,
        [(2, "pass"), (0, "three"), (1, "bottom"), (0, "hold"), (1, "pass")],
        2,
        cond=lambda r, h, t: r["ppts"] <= 33,
    )
    won1, v1 = game_value("three", d1["res"]["ppts"])
    g1 = game_payments(0, [1, 2], won1, v1 * 2)
    s1 = shares(g1, 5)
    pool = 60 + pool_delta(s0) + pool_delta(s1)
    t = transcript(
        rules,
        [deal_obj(0, d0, p0 + g0 + s0), deal_obj(1, d1, g1 + s1)],
        note="stake 20 and 5% share by option",
    )
    write(
        "f01_stake_share.json",
        t,
        {
            "status": "clean",
            "violations": [],
            "figures": f"d0: player 1 {d0['res']['ppts']} pts, wins {v}/opponent; stakes 3x20; share 5% = {s0[0]['amount']}."
            f" d1: player 0 {d1['res']['ppts']} pts at 2nd three, loses {v1}x2={v1 * 2}/helper; shares {[x['amount'] for x in s1]}. pool after: {r2(pool)}",
        },
    )


def f02():
    """pool_win_percent 20; the table wrote the usual 10 %: wrong only under the option."""
    rules = {"preset": "standard", "pool_win_percent": 20}
    d0 = simple_three(
        300, 2, 0, [(0, "three"), (1, "pass"), (2, "pass")], 1, cond=lambda r, h, t: r["ppts"] > 33
    )
    won, v = game_value("three", d0["res"]["ppts"])
    g = game_payments(0, [1, 2], won, v)
    right = shares(g, 20)
    slip = [pay(0, "pool", 2 * v * 0.10, "pool_share")]
    head = len(d0["head"]) + len(d0["res"]["plays"])
    t = transcript(
        rules,
        [deal_obj(2, d0, g + slip)],
        start={"pools": {"pool": 50}},
        note="20% share by option; the sheet took the usual 10%",
    )
    write(
        "f02_share_slip.json",
        t,
        {
            "status": "violations",
            "violations": [(0, head + 2, "wrong_payment")],
            "figures": f"player 0 {d0['res']['ppts']} pts wins {v} from each; share due 20% of {2 * v} = {right[0]['amount']}, written {slip[0]['amount']}",
        },
    )


def f03():
    """pool_pass_fee 2, pool_dealer_fee 5; one passer paid the usual 5."""
    rules = {"preset": "standard", "pool_pass_fee": 2, "pool_dealer_fee": 5}
    rng = random.Random(7)
    hands, talon = deal_cards(rng, 3, [0, 1, 2], 0)
    ev0 = [{"type": "bid", "seat": s, "bid": "pass"} for s in (1, 2, 0)]
    pay0 = [
        pay(0, "pool", 5, "pool_deal"),
        pay(1, "pool", 2, "pool_pass"),
        pay(2, "pool", 5, "pool_pass"),
        pay(0, "pool", 2, "pool_pass"),
    ]
    deal0 = {
        "dealer": 0,
        "hands": [sorted(h, key=DECK.index) for h in hands],
        "talon": talon,
        "events": ev0 + pay0,
    }
    d1 = simple_three(
        400, 1, 2, [(2, "three"), (0, "pass"), (1, "pass")], 1, cond=lambda r, h, t: r["ppts"] > 33
    )
    won, v = game_value("three", d1["res"]["ppts"])
    g = game_payments(2, [0, 1], won, v)
    tail = [pay(1, "pool", 5, "pool_deal")] + g + shares(g, 10)
    t = transcript(
        rules,
        [deal0, deal_obj(1, d1, tail)],
        start={"pools": {"pool": 40}},
        note="pass fee 2 and dealer fee 5 by option; Cyprian paid the usual 5 for his pass",
    )
    pool = 40 + 5 + 2 * 3 + 5 + v * 2 * 0.1
    write(
        "f03_fees.json",
        t,
        {
            "status": "violations",
            "violations": [(0, 5, "wrong_payment")],
            "figures": f"d0 all pass: dealer fee 5 + 3x2 pass fee (Cyprian wrote 5: 3 too much). d1: dealer fee 5; player 2 {d1['res']['ppts']} pts wins {v}/opp; share {r2(v * 0.2)}; pool after (by the rules) {r2(pool)}",
        },
    )


def f04():
    """renonce_premiums all_paid: the player announced ultimo, made it, but revoked: he pays all he announced."""
    rules = {"preset": "standard", "renonce_premiums": "all_paid"}

    def force():
        f, st = revoke_once(1)
        return {(t, 1): f for t in range(12)}

    d = simple_three(
        500,
        0,
        1,
        [(1, "three"), (2, "pass"), (0, "pass")],
        1,
        ultimo=True,
        force=force,
        announces=[[1, [{"kind": "pagat_ultimo"}]], [2, []], [0, []]],
        cond=lambda r, h, t: (
            r["ppts"] <= 33 and r["ultimo_made"] and len(r["revokes"]) == 1 and "T1" in r["hands_after"][1]
        ),
        allow=("ultimo_made",),
    )
    won, v = game_value("three", d["res"]["ppts"])
    g = game_payments(1, [2, 0], False, v) + [pay(1, s, 100, "pagat_ultimo") for s in (2, 0)]
    tail = g + [pay(1, "pool", 70, "pool_ultimo")] + shares(g, 10)
    t_idx, s_idx, card = d["res"]["revokes"][0]
    ev_idx = len(d["head"]) + 3 * t_idx + [s for s, _ in d["res"]["tricks"][t_idx]].index(1)
    t = transcript(
        rules,
        [deal_obj(0, d, tail)],
        start={"pools": {"pool": 70}},
        note="renonce: by agreement the player pays everything he announced (par. 12, 23)",
    )
    write(
        "f04_renonce_all_paid.json",
        t,
        {
            "status": "violations",
            "violations": [(0, ev_idx, "revoke")],
            "figures": f"player 1 trumps with {card} holding the suit; {d['res']['ppts']} pts: lost game {v} each; announced ultimo (made) paid 100 each;"
            f" pool 70 paid in (renonce_pool with_ultimo follows the paid ultimo); shares {r2((v + 100) * 0.1)} each; pool after {r2(140 + (v + 100) * 0.2)}",
        },
    )


def contra_deal(seed):
    """dealer 0; forehand 1 three, 2 bottom, 0 pass, 1 hold (sam), 2 pass: seat 1 plays the 2nd three; 2 gives contra; 1 wins."""
    return simple_three(
        seed,
        0,
        1,
        [(1, "three"), (2, "bottom"), (0, "pass"), (1, "hold"), (2, "pass")],
        2,
        doubles=[(2, "game", 2)],
        cond=lambda r, h, t: r["ppts"] > 33,
    )


def f05():
    """preset common_usage: contra pays both ways alike (par. 17 'czesto'); dealer fee 1 (par. 27)."""
    rules = {"preset": "common_usage"}
    d = contra_deal(600)
    won, v = game_value("three", d["res"]["ppts"])
    g = game_payments(1, [2, 0], won, v * 2 * 2)
    tail = [pay(0, "pool", 1, "pool_deal")] + g + shares(g, 10)
    t = transcript(
        rules,
        [deal_obj(0, d, tail)],
        start={"pools": {"pool": 30}},
        note="common usage: a won game under contra at the 2nd three pays x2 (purchase) x2 (contra)",
    )
    write(
        "f05_common_contra.json",
        t,
        {
            "status": "clean",
            "violations": [],
            "figures": f"player 1 {d['res']['ppts']} pts, 2nd three, contra: wins {v}x2x2={v * 4}/opp; dealer fee 1; share {r2(v * 0.8)}",
        },
    )


def f06():
    """standard (asymmetric contra), but the sheet paid the common usage: won with contra = x2 only."""
    rules = {"preset": "standard"}
    d = contra_deal(700)
    won, v = game_value("three", d["res"]["ppts"])
    g = game_payments(1, [2, 0], won, v * 4)
    tail = g + shares(g, 10)
    head = len(d["head"]) + len(d["res"]["plays"])
    t = transcript(
        rules,
        [deal_obj(0, d, tail)],
        start={"pools": {"pool": 30}},
        note="standard: the sheet paid the symmetric contra of the common usage",
    )
    write(
        "f06_standard_symmetric_slip.json",
        t,
        {
            "status": "violations",
            "violations": [
                (0, head, "wrong_payment"),
                (0, head + 1, "wrong_payment"),
                (0, head + 2, "wrong_payment"),
            ],
            "figures": f"player 1 {d['res']['ppts']} pts: due {v}x2={v * 2}/opp (par. 17), written {v * 4}; share due {r2(v * 0.4)}, written {r2(v * 0.8)}. One slip (the symmetric reading), seen in every payment.",
        },
    )


def no_tarock_hands(rng, seat=2):
    d = list(DECK)
    rng.shuffle(d)
    suits = [c for c in d if not is_tarok(c)]
    hand = suits[:12]
    rest = [c for c in d if c not in hand]
    talon = rest[:6]
    others = rest[6:]
    hands = [None, None, None]
    hands[seat] = hand
    o = [s for s in range(3) if s != seat]
    hands[o[0]], hands[o[1]] = others[:12], others[12:]
    return hands, talon


def f07():
    """common_usage (dealer fee set to 0): a seat without a tarock has the cards thrown in; same dealer deals again."""
    rules = {"preset": "common_usage", "pool_dealer_fee": 0}
    hands, talon = no_tarock_hands(random.Random(11))
    deal0 = {
        "dealer": 0,
        "hands": [sorted(h, key=DECK.index) for h in hands],
        "talon": talon,
        "events": [{"type": "redeal", "seat": 2, "reason": "no_tarock"}],
    }
    d1 = simple_three(
        800, 0, 1, [(1, "three"), (2, "pass"), (0, "pass")], 1, cond=lambda r, h, t: r["ppts"] > 33
    )
    won, v = game_value("three", d1["res"]["ppts"])
    g = game_payments(1, [2, 0], won, v)
    t = transcript(
        rules,
        [deal0, deal_obj(0, d1, g + shares(g, 10))],
        start={"pools": {"pool": 30}},
        note="common usage: no game without a tarock; the same dealer deals again",
    )
    write(
        "f07_no_tarock_redeal.json",
        t,
        {
            "status": "clean",
            "violations": [],
            "figures": f"d0 thrown in (Cyprian holds no tarock); d1 dealer 0 again: player 1 {d1['res']['ppts']} pts wins {v}/opp; share {r2(v * 0.2)}",
        },
    )


def f08():
    """standard: the author rejects the no-tarock throw-in: a redeal asked for is a finding."""
    rules = {"preset": "standard"}
    hands, talon = no_tarock_hands(random.Random(12))
    deal0 = {
        "dealer": 0,
        "hands": [sorted(h, key=DECK.index) for h in hands],
        "talon": talon,
        "events": [{"type": "redeal", "seat": 2, "reason": "no_tarock"}],
    }
    t = transcript(
        rules,
        [deal0],
        start={"pools": {"pool": 30}},
        note="standard: 'bez taroka u jednego z partnerow grac sie powinno'",
    )
    write(
        "f08_no_tarock_standard.json",
        t,
        {
            "status": "violations",
            "violations": [(0, 0, "illegal_redeal")],
            "figures": "redeal not in the rules under standard (par. 17); the deal should have been played",
        },
    )


def szpricer_first(rng):
    """4 players, dealer 1 is the king (no cards); all three pass."""
    d = list(DECK)
    rng.shuffle(d)
    talon = d[:6]
    hands = [d[6:18], [], d[18:30], d[30:42]]
    return hands, talon


def f09():
    """szpricer true: king keeps the talon after an all-pass, plays a three, gets contra, loses: pays x4 (par. 26)."""
    rules = {"preset": "standard", "szpricer": True}
    rng = random.Random(21)
    hands0, old_talon = szpricer_first(rng)
    ev0 = [{"type": "bid", "seat": s, "bid": "pass"} for s in (2, 3, 0)] + [
        {"type": "call", "seat": 1, "call": "szpricer"}
    ]
    pay0 = [pay(s, "pool", 5, "pool_pass") for s in (2, 3, 0)]
    deal0 = {
        "dealer": 1,
        "hands": [sorted(h, key=DECK.index) for h in hands0],
        "talon": old_talon,
        "events": ev0 + pay0,
    }

    def hands_fn(r):
        rest = [c for c in DECK if c not in old_talon]
        r.shuffle(rest)
        return [[], old_talon + rest[:6], rest[6:18], rest[18:30]], rest[30:36]

    d1 = simple_three(
        900,
        1,
        1,
        [(2, "pass"), (3, "pass"), (1, "three")],
        1,
        nseats=4,
        sitout=0,
        hands_fn=hands_fn,
        doubles=[(2, "game", 2)],
        announces=[[1, []], [2, []], [3, []]],
        cond=lambda r, h, t: r["ppts"] <= 33,
    )
    won, v = game_value("three", d1["res"]["ppts"])
    g = game_payments(1, [0, 2, 3], won, v * 2 * 2)
    t = transcript(
        rules,
        [deal0, deal_obj(1, d1, g + shares(g, 10), nseats=4)],
        players=NAMES4,
        start={"pools": {"pool": 40}},
        note="szpricer by option: the king (Bronislawa) keeps the talon; contra and a lost game: x4",
    )
    write(
        "f09_szpricer.json",
        t,
        {
            "status": "clean",
            "violations": [],
            "figures": f"d0 pass fees 3x5; d1 king {d1['res']['ppts']} pts loses {v} x2 (szpricer) x2 (contra) = {v * 4} to each of 0,2,3; shares {r2(v * 0.4)} each",
        },
    )


def f10():
    """standard (szpricer false): the king's szpricer call is a finding."""
    rules = {"preset": "standard"}
    rng = random.Random(22)
    hands0, talon = szpricer_first(rng)
    ev0 = [{"type": "bid", "seat": s, "bid": "pass"} for s in (2, 3, 0)] + [
        {"type": "call", "seat": 1, "call": "szpricer"}
    ]
    pay0 = [pay(s, "pool", 5, "pool_pass") for s in (2, 3, 0)]
    deal0 = {
        "dealer": 1,
        "hands": [sorted(h, key=DECK.index) for h in hands0],
        "talon": talon,
        "events": ev0 + pay0,
    }
    t = transcript(
        rules,
        [deal0],
        players=NAMES4,
        start={"pools": {"pool": 40}},
        note="szpricer called where the rules do not play it",
    )
    write(
        "f10_szpricer_off.json",
        t,
        {
            "status": "violations",
            "violations": [(0, 3, "szpricer_not_in_rules")],
            "figures": "pass fees 3x5 stand (all three passed); the call has no effect",
        },
    )


def f11():
    """defend_pool required; deal 0 the third passes without the pagat after pass volat; deals 1-2 legal (pagat; tape)."""
    rules = {"preset": "standard", "defend_pool": "required"}
    no_t1 = lambda h, s: "T1" not in h[s]  # noqa: E731
    d0 = simple_three(
        1000,
        2,
        1,
        [(0, "pass_volat"), (1, "three"), (2, "pass")],
        1,
        cond=lambda r, h, t: no_t1(h, 0) and no_t1(h, 2) and r["ppts"] > 33,
    )
    won0, v0 = game_value("three", d0["res"]["ppts"])
    g0 = game_payments(1, [2, 0], won0, v0)
    g0 += shares(g0, 10)
    d1 = simple_three(
        1100,
        0,
        2,
        [(1, "pass_volat"), (2, "three"), (0, "pass")],
        1,
        cond=lambda r, h, t: no_t1(h, 1) and "T1" in h[0] and r["ppts"] <= 33,
    )
    won1, v1 = game_value("three", d1["res"]["ppts"])
    g1 = game_payments(2, [0, 1], won1, v1)
    g1 += shares(g1, 10)
    d2 = simple_three(
        1200,
        1,
        2,
        [(2, "tape"), (0, "three"), (1, "pass_volat"), (2, "bottom"), (0, "pass")],
        2,
        cond=lambda r, h, t: no_t1(h, 2) and no_t1(h, 1) and r["ppts"] > 33,
    )
    won2, v2 = game_value("three", d2["res"]["ppts"])
    g2 = game_payments(2, [0, 1], won2, v2)
    g2 += shares(g2, 10)
    t = transcript(
        rules,
        [deal_obj(2, d0, g0), deal_obj(0, d1, g1), deal_obj(1, d2, g2)],
        start={"pools": {"pool": 80}},
        note="defending the pool required by option; deal 0 Cyprian (no pagat) let the three through",
    )
    write(
        "f11_defend_pool.json",
        t,
        {
            "status": "violations",
            "violations": [(0, 2, "pool_not_defended")],
            "figures": f"d0 player 1 {d0['res']['ppts']} wins {v0}/opp; d1 player 2 {d1['res']['ppts']} loses {v1}/opp (Antoni held the pagat: need not defend);"
            f" d2 tape then bottom: player 2 {d2['res']['ppts']} at 2nd three wins {v2}/opp",
        },
    )


def f12():
    """tarocks_paid if_game_won + contra_on_pool: 10 tarocks and ultimo announced, contra on ultimo, all lost."""
    rules = {"preset": "standard", "tarocks_paid": "if_game_won", "contra_on_pool": True}
    d = simple_three(
        1300,
        0,
        1,
        [(1, "three"), (2, "pass"), (0, "pass")],
        1,
        ultimo=True,
        announces=[[1, [{"kind": "tarocks", "count": 10}, {"kind": "pagat_ultimo"}]], [2, []], [0, []]],
        doubles=[(2, "pagat_ultimo", 2)],
        cond=lambda r, h, t: (
            r["ppts"] <= 33 and not r["ultimo_made"] and r["ntarok"] == 10 and "T1" in r["hands_after"][1]
        ),
    )
    won, v = game_value("three", d["res"]["ppts"])
    g = (
        game_payments(1, [2, 0], won, v)
        + [pay(1, s, 50, "tarocks") for s in (2, 0)]
        + [pay(1, s, 200, "pagat_ultimo") for s in (2, 0)]
    )
    tail = g + [pay(1, "pool", 120, "pool_ultimo")] + shares(g, 10)
    t = transcript(
        rules,
        [deal_obj(0, d, tail)],
        start={"pools": {"pool": 60}},
        note="tarocks pay only with a won game; a contra on ultimo doubles the pool paid too",
    )
    write(
        "f12_tarocks_contra_pool.json",
        t,
        {
            "status": "clean",
            "violations": [],
            "figures": f"player 1 {d['res']['ppts']} pts loses {v}/helper; pays tarocks 50 (lost game), failed ultimo 100x2=200 each, pool 60x2=120; shares {r2((v + 250) * 0.1)} each; pool after {r2(60 + 120 + 2 * (v + 250) * 0.1)}",
        },
    )


def revoke_once(seat):
    state = {"done": False}

    def f(hand, led):
        if state["done"] or led is None or is_tarok(led):
            return None
        if any(suit(c) == suit(led) for c in hand) and any(is_tarok(c) for c in hand):
            tar = sorted(
                [c for c in hand if is_tarok(c) and c != "T1"],
                key=lambda c: int(c[1:]) if c != "SKIZ" else 99,
            )
            if tar:
                state["done"] = True
                return tar[0]
        return None

    return f, state


def f13():
    """helper_renonce_pays offender: a helper's revoke; he pays his whole side's share."""
    rules = {"preset": "standard", "helper_renonce_pays": "offender", "pool": False}

    def force():
        f, st = revoke_once(0)
        return {(t, 0): f for t in range(12)}

    d = simple_three(
        1400,
        1,
        2,
        [(2, "three"), (0, "pass"), (1, "pass")],
        1,
        force=force,
        cond=lambda r, h, t: r["ppts"] > 33 and len(r["revokes"]) == 1,
    )
    won, v = game_value("three", d["res"]["ppts"])
    tail = [pay(0, 2, 2 * v, "game")]
    t_idx, s_idx, card = d["res"]["revokes"][0]
    ev_idx = len(d["head"]) + 3 * t_idx + [s for s, _ in d["res"]["tricks"][t_idx]].index(0)
    t = transcript(
        rules,
        [deal_obj(1, d, tail)],
        note="no pool; a helper's renonce: by option the offender pays his whole side's share",
    )
    write(
        "f13_helper_renonce_offender.json",
        t,
        {
            "status": "violations",
            "violations": [(0, ev_idx, "revoke")],
            "figures": f"Antoni trumps with {card} holding the suit (trick {t_idx + 1}); helpers lose; player 2 {d['res']['ppts']} pts wins {v}/opp; Antoni pays {2 * v}, Bronislawa nothing; no pool, no share",
        },
    )


def f14():
    """the player's renonce: renonce_pool paid, consolation single,
    renonce_silent_premiums counted, pool_win_percent 0. Plant: one consolation written as a lost game (60)."""
    rules = {
        "preset": "standard",
        "renonce_pool": "paid",
        "consolation": "single",
        "renonce_silent_premiums": "counted",
        "pool_win_percent": 0,
    }

    def force():
        f, st = revoke_once(0)
        return {(t, 0): f for t in range(12)}

    if True:
        if True:
            d = simple_three(
                1500,
                2,
                0,
                [(0, "three"), (1, "bottom"), (2, "pass"), (0, "hold"), (1, "pass")],
                2,
                ultimo=True,
                force=force,
                allow=("p_kings",),
                announces=[[0, [{"kind": "pagat_ultimo"}]], [1, []], [2, []]],
                cond=lambda r, h, t: (
                    r["ppts"] > 33
                    and len(r["revokes"]) == 1
                    and r["p_kings"]
                    and not r["ultimo_made"]
                    and "T1" in r["hands_after"][0]
                ),
            )
    tail = [
        pay(0, 1, 60, "game"),
        pay(0, 2, 30, "game"),
        pay(1, 0, 100, "four_kings"),
        pay(2, 0, 100, "four_kings"),
        pay(0, "pool", 50, "pool_ultimo"),
    ]
    t_idx, s_idx, card = d["res"]["revokes"][0]
    ev_idx = len(d["head"]) + 3 * t_idx + [s for s, _ in d["res"]["tricks"][t_idx]].index(0)
    head = len(d["head"]) + len(d["res"]["plays"])
    t = transcript(
        rules,
        [deal_obj(2, d, tail)],
        start={"pools": {"pool": 50}},
        note="the player's renonce under the agreed options; the consolation to Bronislawa written as a lost game",
    )
    write(
        "f14_player_renonce.json",
        t,
        {
            "status": "violations",
            "violations": [(0, ev_idx, "revoke"), (0, head, "wrong_payment")],
            "figures": f"player 0 (2nd three, ultimo announced) trumps with {card} holding the suit; {d['res']['ppts']} pts: consolation single 30 each (written 60 to seat 1);"
            f" announced ultimo not counted (renonce_premiums not_counted); silent four kings counted +100 each; pool content 50 paid in; no shares (0%)",
        },
    )


def f15():
    """take_back until_covered: a lead changed before it is covered, a mistaken trump changed while the trick lies."""
    rules = {"preset": "standard", "take_back": "until_covered"}

    def cond(r, h, t):
        return r["ppts"] > 33

    d = simple_three(1800, 0, 1, [(1, "three"), (2, "pass"), (0, "pass")], 1, cond=cond)
    plays = d["res"]["plays"]
    tricks = d["res"]["tricks"]
    # hand of each seat before each trick
    hands = {s: list(h) for s, h in d["res"]["hands_after"].items()}
    new = []
    done_lead = done_follow = False
    for ti, trick in enumerate(tricks):
        for pos, (s, c) in enumerate(trick):
            if pos == 0 and not done_lead and ti >= 1:
                other = sorted(x for x in hands[s] if x != c)
                if other:
                    new.append(
                        {"type": "play", "seat": s, "card": other[0], "note": "taken back before covered"}
                    )
                    done_lead = True
            if pos > 0 and not done_follow and not is_tarok(trick[0][1]) and suit(c) == suit(trick[0][1]):
                tar = sorted(x for x in hands[s] if is_tarok(x) and x != "T1")
                if tar:
                    new.append(
                        {"type": "play", "seat": s, "card": tar[0], "note": "mistaken trump, taken back"}
                    )
                    done_follow = True
            new.append({"type": "play", "seat": s, "card": c})
            hands[s].remove(c)
    assert done_lead and done_follow
    d["res"]["plays"] = new
    won, v = game_value("three", d["res"]["ppts"])
    g = game_payments(1, [2, 0], won, v)
    t = transcript(
        rules,
        [deal_obj(0, d, g + shares(g, 10))],
        start={"pools": {"pool": 20}},
        note="take back until covered by option",
    )
    write(
        "f15_take_back.json",
        t,
        {
            "status": "clean",
            "violations": [],
            "figures": f"player 1 {d['res']['ppts']} pts wins {v}/opp; share {r2(v * 0.2)}; two taken-back cards (lead before cover; mistaken trump)",
        },
    )


if __name__ == "__main__":
    for fn in (f01, f02, f03, f04, f05, f06, f07, f08, f09, f10, f11, f12, f13, f14, f15):
        fn()
    with open(os.path.join(HERE, "_summary.txt"), "w") as f:
        for name, e in SUMMARY:
            f.write(f"{name}: {e['status']} {e['violations']}\n    {e['figures']}\n")
    print(open(os.path.join(HERE, "_summary.txt")).read())
