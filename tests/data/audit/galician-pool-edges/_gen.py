"""Blind generator for the galician-pool-edges audit round (no validator import).

Writes 15 transcripts NN-desc.json into this directory and prints each file's expected
findings (deal, event, code) so EXPECTED.md can quote them.

Reading of the source (Szczepański, §§3, 6, 8, 10, 14, 18, 26, 27) used here:
- card values §3/§7, a trick (any group of three cards) counts its cards' points minus 2 (§14);
  all 42 cards give 66 points, consolation 33 (§18); 33 exactly is a lost game.
- game deals are solos (§10 "gra bez kupna ... cały talon liczy się na korzyść pomagających"),
  so no purchase number and no talon-leftover question: value 6 x (points over 33) + 60 (§18),
  won: each opponent pays the value once; lost: the player pays it to each (once, no purchase).
- pagat ultimo announced and made: 100 from each opponent (§6) and the whole pool (§27);
  announced and failed: 100 to each opponent (§6) and the pool's content paid into the pool (§27);
  made silently: 50 from each opponent (§6), the pool untouched (§27 "który ultimo zapowie i zrobi").
- pool: each participant's stake when the pool is founded (and again in the deal after an ultimo
  won it, per the option text of pool_stake), 10 % of every win (pool_win_percent), 5 from each of
  the three passers at an all-pass (pool_pass_fee), no dealer fee (standard preset).
- 4 players: the dealer (king) sits out the play but shares the result (§8); szpricer (§26).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).parent
SUITS = "HDSC"


def pip(s: str) -> str:
    return "1" + s if s in "HD" else "10" + s


DECK = [r + s for s in SUITS for r in "KQNJ"] + [pip(s) for s in SUITS]
DECK += ["T%d" % i for i in range(1, 22)] + ["SKIZ"]
assert len(DECK) == 42


def suit(c: str) -> str:
    return "T" if c.startswith("T") or c == "SKIZ" else c[-1]


def trank(c: str) -> int:
    return 22 if c == "SKIZ" else int(c[1:])


SRANK = {"K": 5, "Q": 4, "N": 3, "J": 2}


def srank(c: str) -> int:
    return SRANK.get(c[0], 1) if not c[0].isdigit() else 1


def value(c: str) -> int:
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if suit(c) == "T":
        return 1
    return srank(c)


def pile_points(cards: list[str]) -> int:
    assert len(cards) % 3 == 0
    return sum(value(c) for c in cards) - 2 * (len(cards) // 3)


def winner(trick: list[tuple[int, str]]) -> int:
    trumps = [(trank(c), s) for s, c in trick if suit(c) == "T"]
    if trumps:
        return max(trumps)[1]
    led = suit(trick[0][1])
    return max((srank(c), s) for s, c in trick if suit(c) == led)[1]


def legal(hand: list[str], led: str | None) -> list[str]:
    if led is None:
        return list(hand)
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    tr = [c for c in hand if suit(c) == "T"]
    if tr:
        return tr
    return list(hand)


class Reject(Exception):
    pass


def play_deal(rng, hands, order_from_lead, player, keep_pagat):
    """Play 12 tricks. hands: dict seat -> list. Returns (plays, piles, last_trick)."""
    hands = {s: list(h) for s, h in hands.items()}
    piles = {s: [] for s in hands}
    plays = []
    seats = order_from_lead  # active seats in play order, starting with the forehand
    lead = seats[0]
    last = None
    for t in range(12):
        i0 = seats.index(lead)
        order = seats[i0:] + seats[:i0]
        trick = []
        for s in order:
            led = suit(trick[0][1]) if trick else None
            opts = legal(hands[s], led)
            if s == player and keep_pagat and t < 11:
                if opts == ["T1"]:
                    raise Reject("pagat driven out")
                opts = [c for c in opts if c != "T1"] or opts
            if s == player:
                if led is None:
                    tr = sorted((c for c in opts if suit(c) == "T" and c != "T1"), key=trank)
                    c = tr[-1] if tr and rng.random() < 0.8 else rng.choice(opts)
                else:
                    c = rng.choice(opts)
            else:
                c = rng.choice(opts)
            hands[s].remove(c)
            trick.append((s, c))
            plays.append({"type": "play", "seat": s, "card": c})
        w = winner(trick)
        piles[w].extend(c for _, c in trick)
        lead = w
        last = trick
    return plays, piles, last


TRULL = {"T1", "T21", "SKIZ"}
KINGS = {"K" + s for s in SUITS}


def solo_deal(rng, n, dealer, player, want, sitter=None, fixed_player_cards=None, max_tries=200000):
    """Deal and play a solo. want: dict with keys
    result: 'win'|'lose'; ultimo: None|'made'|'failed'|'silent'.
    Returns dict(hands, talon, events_before_play, plays, points, d)."""
    active = [s for s in range(n) if s != sitter and not (n == 4 and s == dealer and sitter is None)]
    for _ in range(max_tries):
        deck = list(DECK)
        if fixed_player_cards:
            for c in fixed_player_cards:
                deck.remove(c)
        rng.shuffle(deck)
        # bias the player's hand towards trumps
        need = 12 - len(fixed_player_cards or [])
        trumps = [c for c in deck if suit(c) == "T"]
        others = [c for c in deck if suit(c) != "T"]
        k = min(need, rng.randint(7, 10))
        ph = trumps[:k] + others[: need - k]
        if want["ultimo"] in ("made", "failed") and "T1" not in ph and "T1" not in (fixed_player_cards or []):
            continue
        rest = [c for c in deck if c not in ph]
        rng.shuffle(rest)
        ph = list(fixed_player_cards or []) + ph
        rng.shuffle(ph)
        hands = {}
        helpers = [s for s in active if s != player]
        for j, s in enumerate(helpers):
            hands[s] = rest[12 * j : 12 * j + 12]
        talon = rest[12 * len(helpers) : 12 * len(helpers) + 6]
        hands[player] = ph
        assert sorted(sum(hands.values(), []) + talon) == sorted(DECK)
        fore = (dealer + 1) % n
        while fore not in active:
            fore = (fore + 1) % n
        i0 = active.index(fore)
        order = active[i0:] + active[:i0]
        try:
            plays, piles, last = play_deal(rng, hands, order, player, want["ultimo"] in ("made", "failed"))
        except Reject:
            continue
        ppile = piles[player]
        hpile = sum((piles[s] for s in helpers), []) + talon
        if len(ppile) == 36 or not any(piles[s] for s in helpers):
            continue  # volat
        if TRULL <= set(ppile) or TRULL <= set(hpile) or KINGS <= set(ppile) or KINGS <= set(hpile):
            continue  # silent trull / four kings: keep premiums out
        pts = pile_points(ppile)
        assert pts + pile_points(hpile) == 66
        last_seat, last_card = None, None
        wl = winner(last)
        pagat_last = [(s, c) for s, c in last if c == "T1"]
        ult = want["ultimo"]
        if ult == "made":
            if not (pagat_last and pagat_last[0][0] == player and wl == player):
                continue
        elif ult == "failed":
            if not (pagat_last and pagat_last[0][0] == player and wl != player):
                continue
        elif ult == "silent":
            if not (pagat_last and pagat_last[0][0] == player and wl == player):
                continue
        else:
            if pagat_last and wl == pagat_last[0][0]:
                continue  # nobody makes a silent ultimo (helpers' either)
        if want["result"] == "win":
            if pts < 36 or pts > 50:
                continue
            d = pts - 33
        else:
            if pts > 30:
                continue
            d = 33 - pts
        full_hands = [[] for _ in range(n)]
        for s, h in hands.items():
            full_hands[s] = h
        return {
            "hands": full_hands,
            "talon": talon,
            "plays": plays,
            "points": pts,
            "d": d,
            "value": 6 * d + 60,
            "order": order,
        }
    raise RuntimeError("no deal found")


def allpass_deal(rng, n, dealer):
    deck = list(DECK)
    rng.shuffle(deck)
    hands = [[] for _ in range(n)]
    active = [s for s in range(n) if not (n == 4 and s == dealer)]
    for j, s in enumerate(active):
        hands[s] = deck[12 * j : 12 * j + 12]
    talon = deck[36:]
    fore = (dealer + 1) % n
    i0 = active.index(fore)
    order = active[i0:] + active[:i0]
    events = [{"type": "bid", "seat": s, "bid": "pass"} for s in order]
    return {"dealer": dealer, "hands": hands, "talon": talon, "events": events, "order": order}


def pay(frm, to, amount, reason):
    a = round(amount, 6)
    if a == int(a):
        a = int(a)
    return {"type": "payment", "from": frm, "to": to, "amount": a, "reason": reason}


STAKE, PASSFEE, PCT = 10, 5, 0.10


def solo_events(sd, n, dealer, player, announce_ultimo):
    order = sd["order"]
    ev = []
    for s in order:
        ev.append({"type": "bid", "seat": s, "bid": "solo" if s == player else "pass"})
        if s == player:
            pass
    # the auction: seats before the player pass, the player says solo, the rest pass
    ann_order = order[order.index(player) :] + order[: order.index(player)]
    ev.append(
        {"type": "announce", "seat": player, "items": [{"kind": "pagat_ultimo"}] if announce_ultimo else []}
    )
    for s in ann_order[1:]:
        ev.append({"type": "announce", "seat": s, "items": []})
    ev.extend(sd["plays"])
    return ev


def settle_solo(sd, n, dealer, player, ultimo, pool_before, opponents):
    """Payments of a solo deal (without stakes). Returns (payments, pool_after, nets)."""
    pays = []
    nets = {s: 0.0 for s in range(n)}
    nets["pool"] = 0.0
    v = sd["value"]
    won = ultimo_made = False
    if sd["points"] > 33:
        won = True
    recv = {s: 0.0 for s in range(n)}

    def p(frm, to, amt, reason):
        pays.append(pay(frm, to, amt, reason))
        nets[frm] -= amt
        nets[to] += amt
        if to != "pool" and frm != "pool":
            recv[to] += amt

    for o in opponents:
        if won:
            p(o, player, v, "game")
        else:
            p(player, o, v, "game")
    if ultimo == "made":
        for o in opponents:
            p(o, player, 100, "pagat_ultimo")
        p("pool", player, pool_before, "pool_ultimo")
        ultimo_made = True
    elif ultimo == "failed":
        for o in opponents:
            p(player, o, 100, "pagat_ultimo")
        p(player, "pool", pool_before, "pool_ultimo")
    elif ultimo == "silent":
        for o in opponents:
            p(o, player, 50, "pagat_ultimo")
    pool = pool_before + (pool_before if ultimo == "failed" else 0) - (pool_before if ultimo_made else 0)
    for s in range(n):
        if recv[s] > 0:
            sh = round(PCT * recv[s], 6)
            p(s, "pool", sh, "pool_share")
            pool += sh
    return pays, round(pool, 6), nets, ultimo_made


def transcript(players, deals, rules=None, meta=None):
    t = {"format": "trick-transcript/1", "game": "galician-tarok"}
    if rules:
        t["rules"] = rules
    t["players"] = players
    t["deals"] = deals
    t["meta"] = meta or {}
    return t


P3 = ["Adam", "Bożena", "Czesław"]
P4 = ["Adam", "Bożena", "Czesław", "Danuta"]


def main(seed: int = 2718) -> None:
    rng = random.Random(seed)
    files: dict[str, dict] = {}
    expected: dict[str, list] = {}

    # ---------------------------------------------------------------- A: all-pass founding (3p)
    d0 = allpass_deal(rng, 3, 0)
    d1 = allpass_deal(rng, 3, 1)
    base_a = []
    for k, d in enumerate((d0, d1)):
        ev = list(d["events"])
        if k == 0:
            ev += [pay(s, "pool", STAKE, "pool_stake") for s in range(3)]
        ev += [pay(s, "pool", PASSFEE, "pool_pass") for s in d["order"]]
        base_a.append({"dealer": d["dealer"], "hands": d["hands"], "talon": d["talon"], "events": ev})
    files["01-allpass-founding-clean"] = transcript(P3, base_a, meta={"pool_after": [45, 60]})
    expected["01-allpass-founding-clean"] = []

    v = json.loads(json.dumps(base_a))
    v[0]["events"][4]["amount"] = 20  # seat 1's founding stake written 20
    files["02-allpass-stake-wrong"] = transcript(P3, v, meta={"edit": "deal 0 event 4: stake 20 instead of 10"})
    expected["02-allpass-stake-wrong"] = [(0, 4, "wrong_payment")]

    v = json.loads(json.dumps(base_a))
    dropped = v[1]["events"].pop(4)  # deal 1: last passer's fee left out
    files["03-allpass-passfee-missing"] = transcript(
        P3, v, meta={"edit": "deal 1: pass fee of seat %s left out" % dropped["from"]}
    )
    expected["03-allpass-passfee-missing"] = [(1, None, "missing_payment")]

    # ---------------------------------------------------------------- B: ultimo wins the pool (3p)
    deals_b = []
    info_b = {}
    a0 = allpass_deal(rng, 3, 0)
    ev = list(a0["events"]) + [pay(s, "pool", STAKE, "pool_stake") for s in range(3)]
    ev += [pay(s, "pool", PASSFEE, "pool_pass") for s in a0["order"]]
    deals_b.append({"dealer": 0, "hands": a0["hands"], "talon": a0["talon"], "events": ev})
    pool = 45
    # deal 1: dealer 1, seat 0 plays solo and wins, no ultimo
    s1 = solo_deal(rng, 3, 1, 0, {"result": "win", "ultimo": None})
    ev = solo_events(s1, 3, 1, 0, False)
    pays, pool, _, _ = settle_solo(s1, 3, 1, 0, None, pool, [1, 2])
    info_b["deal1"] = (s1["points"], s1["value"], pool)
    deals_b.append({"dealer": 1, "hands": s1["hands"], "talon": s1["talon"], "events": ev + pays})
    # deal 2: dealer 2, seat 1 solo, pagat ultimo announced and made
    s2 = solo_deal(rng, 3, 2, 1, {"result": "win", "ultimo": "made"})
    ev = solo_events(s2, 3, 2, 1, True)
    pool_before2 = pool
    pays, pool, _, _ = settle_solo(s2, 3, 2, 1, "made", pool, [2, 0])
    info_b["deal2"] = (s2["points"], s2["value"], pool_before2, pool)
    deals_b.append({"dealer": 2, "hands": s2["hands"], "talon": s2["talon"], "events": ev + pays})
    # deal 3: dealer 0, all pass; the pool founded again
    a3 = allpass_deal(rng, 3, 0)
    ev = list(a3["events"]) + [pay(s, "pool", STAKE, "pool_stake") for s in range(3)]
    ev += [pay(s, "pool", PASSFEE, "pool_pass") for s in a3["order"]]
    deals_b.append({"dealer": 0, "hands": a3["hands"], "talon": a3["talon"], "events": ev})
    pool_end_b = round(pool + 45, 6)
    info_b["end"] = pool_end_b
    files["04-ultimo-session-clean"] = transcript(P3, deals_b, meta={"info": str(info_b)})
    expected["04-ultimo-session-clean"] = []

    v = json.loads(json.dumps(deals_b))
    idx = next(i for i, e in enumerate(v[2]["events"]) if e.get("reason") == "pool_ultimo")
    v[2]["events"][idx]["amount"] = round(pool_before2 - 15, 6)  # the all-pass deal's fees forgotten
    files["05-ultimo-payout-wrong"] = transcript(
        P3, v, meta={"edit": "deal 2 event %d: pool paid out %s, not %s" % (idx, pool_before2 - 15, pool_before2)}
    )
    expected["05-ultimo-payout-wrong"] = [(2, idx, "wrong_payment")]

    v = json.loads(json.dumps(deals_b))
    evs = v[1]["events"]
    first_pay = next(i for i, e in enumerate(evs) if e["type"] == "payment")
    evs.insert(first_pay, pay(2, "pool", STAKE, "pool_stake"))
    files["06-stake-repeated"] = transcript(
        P3, v, meta={"edit": "deal 1 event %d: seat 2 pays a stake again" % first_pay}
    )
    expected["06-stake-repeated"] = [(1, first_pay, "unexpected_payment")]

    v = json.loads(json.dumps(deals_b))
    evs = v[3]["events"]
    k = next(i for i, e in enumerate(evs) if e.get("reason") == "pool_stake" and e["from"] == 1)
    evs.pop(k)
    files["07-refound-stake-missing"] = transcript(
        P3, v, meta={"edit": "deal 3: seat 1's stake (pool founded again after the ultimo) left out"}
    )
    expected["07-refound-stake-missing"] = [(3, None, "missing_payment")]

    # ---------------------------------------------------------------- C: failed ultimo pays the pool (3p)
    deals_c = []
    a0 = allpass_deal(rng, 3, 2)
    ev = list(a0["events"]) + [pay(s, "pool", STAKE, "pool_stake") for s in range(3)]
    ev += [pay(s, "pool", PASSFEE, "pool_pass") for s in a0["order"]]
    deals_c.append({"dealer": 2, "hands": a0["hands"], "talon": a0["talon"], "events": ev})
    pool = 45
    s1 = solo_deal(rng, 3, 0, 2, {"result": "lose", "ultimo": "failed"})
    ev = solo_events(s1, 3, 0, 2, True)
    pays, pool, _, _ = settle_solo(s1, 3, 0, 2, "failed", pool, [0, 1])
    deals_c.append({"dealer": 0, "hands": s1["hands"], "talon": s1["talon"], "events": ev + pays})
    c_info = (s1["points"], s1["value"], pool)
    a2 = allpass_deal(rng, 3, 1)
    ev = list(a2["events"]) + [pay(s, "pool", PASSFEE, "pool_pass") for s in a2["order"]]
    deals_c.append({"dealer": 1, "hands": a2["hands"], "talon": a2["talon"], "events": ev})
    files["08-failed-ultimo-clean"] = transcript(P3, deals_c, meta={"info": str(c_info)})
    expected["08-failed-ultimo-clean"] = []

    v = json.loads(json.dumps(deals_c))
    evs = v[1]["events"]
    k = next(i for i, e in enumerate(evs) if e.get("reason") == "pool_ultimo")
    evs.pop(k)
    files["09-failed-ultimo-pool-missing"] = transcript(
        P3, v, meta={"edit": "deal 1: the failed ultimo's payment of the pool's content (45) left out"}
    )
    expected["09-failed-ultimo-pool-missing"] = [(1, None, "missing_payment")]

    # ---------------------------------------------------------------- D: silent ultimo (3p)
    deals_d = []
    a0 = allpass_deal(rng, 3, 1)
    ev = list(a0["events"]) + [pay(s, "pool", STAKE, "pool_stake") for s in range(3)]
    ev += [pay(s, "pool", PASSFEE, "pool_pass") for s in a0["order"]]
    deals_d.append({"dealer": 1, "hands": a0["hands"], "talon": a0["talon"], "events": ev})
    s1 = solo_deal(rng, 3, 2, 0, {"result": "win", "ultimo": "silent"})
    ev = solo_events(s1, 3, 2, 0, False)
    pays, pool, _, _ = settle_solo(s1, 3, 2, 0, "silent", 45, [1, 2])
    deals_d.append({"dealer": 2, "hands": s1["hands"], "talon": s1["talon"], "events": ev + pays})
    files["10-silent-ultimo-clean"] = transcript(P3, deals_d, meta={"info": str((s1["points"], s1["value"], pool))})
    expected["10-silent-ultimo-clean"] = []

    v = json.loads(json.dumps(deals_d))
    evs = v[1]["events"]
    k = next(i for i, e in enumerate(evs) if e.get("reason") == "pool_share")
    evs.insert(k, pay("pool", 0, 45, "pool_ultimo"))
    files["11-silent-ultimo-pool-taken"] = transcript(
        P3, v, meta={"edit": "deal 1 event %d: the pool (45) paid out for an ultimo never announced" % k}
    )
    expected["11-silent-ultimo-pool-taken"] = [(1, k, "unexpected_payment")]

    # ---------------------------------------------------------------- E: score sheet with the pool (3p)
    deals_e = []
    totals = {0: 0.0, 1: 0.0, 2: 0.0, "pool": 0.0}

    def sheet(nets):
        ev = []
        for party in (0, 1, 2, "pool"):
            x = round(nets[party], 6)
            ev.append({"type": "score", "party": party, "points": int(x) if x == int(x) else x})
        for party in (0, 1, 2, "pool"):
            totals[party] = round(totals[party] + nets[party], 6)
            x = totals[party]
            ev.append({"type": "total", "party": party, "points": int(x) if x == int(x) else x})
        return ev

    a0 = allpass_deal(rng, 3, 1)
    deals_e.append(
        {
            "dealer": 1,
            "hands": a0["hands"],
            "talon": a0["talon"],
            "events": list(a0["events"]) + sheet({0: -15, 1: -15, 2: -15, "pool": 45}),
        }
    )
    pool = 45
    s1 = solo_deal(rng, 3, 2, 2, {"result": "win", "ultimo": None})
    ev = solo_events(s1, 3, 2, 2, False)
    _, pool, nets, _ = settle_solo(s1, 3, 2, 2, None, pool, [0, 1])
    deals_e.append({"dealer": 2, "hands": s1["hands"], "talon": s1["talon"], "events": ev + sheet(nets)})
    e_info = [(s1["points"], s1["value"], pool)]
    s2 = solo_deal(rng, 3, 0, 0, {"result": "win", "ultimo": "made"})
    ev = solo_events(s2, 3, 0, 0, True)
    _, pool, nets, _ = settle_solo(s2, 3, 0, 0, "made", pool, [1, 2])
    deals_e.append({"dealer": 0, "hands": s2["hands"], "talon": s2["talon"], "events": ev + sheet(nets)})
    e_info.append((s2["points"], s2["value"], pool))
    files["12-sheet-pool-clean"] = transcript(P3, deals_e, meta={"info": str(e_info)})
    expected["12-sheet-pool-clean"] = []

    v = json.loads(json.dumps(deals_e))
    evs = v[1]["events"]
    k = [i for i, e in enumerate(evs) if e["type"] == "total" and e["party"] == "pool"][0]
    evs[k]["points"] = evs[k]["points"] + 10
    files["13-sheet-pool-total-wrong"] = transcript(
        P3, v, meta={"edit": "deal 1 event %d: the pool's running total written 10 too high" % k}
    )
    expected["13-sheet-pool-total-wrong"] = [(1, k, "wrong_total")]

    # ---------------------------------------------------------------- F: szpricer (4p)
    # deal 0: dealer (king) 2; seats 3, 0, 1 pass; the king keeps the talon: szpricer.
    # deal 1: dealer 2 deals again; the king holds the old talon + 6; seat 1 (the last passer,
    # the seat before the dealer) sits out ([]); the king bids solo and wins.
    for _ in range(100000):
        a0 = allpass_deal(rng, 4, 2)
        old_talon = a0["talon"]
        try:
            s1 = solo_deal(
                rng,
                4,
                2,
                2,
                {"result": "win", "ultimo": None},
                sitter=1,
                fixed_player_cards=old_talon,
                max_tries=3000,
            )
        except RuntimeError:
            continue
        break
    ev0 = list(a0["events"]) + [{"type": "call", "seat": 2, "call": "szpricer"}]
    ev0 += [pay(s, "pool", STAKE, "pool_stake") for s in range(4)]
    ev0 += [pay(s, "pool", PASSFEE, "pool_pass") for s in a0["order"]]
    deals_f = [{"dealer": 2, "hands": a0["hands"], "talon": a0["talon"], "events": ev0}]
    ev1 = solo_events(s1, 4, 2, 2, False)
    pays, pool, _, _ = settle_solo(s1, 4, 2, 2, None, 55, [3, 0, 1])
    deals_f.append({"dealer": 2, "hands": s1["hands"], "talon": s1["talon"], "events": ev1 + pays})
    files["14-szpricer-clean"] = transcript(
        P4, deals_f, rules={"szpricer": True}, meta={"info": str((s1["points"], s1["value"], pool))}
    )
    expected["14-szpricer-clean"] = []

    v = json.loads(json.dumps(deals_f))
    evs = v[0]["events"]
    k = len(evs)
    evs.append(pay(2, "pool", PASSFEE, "pool_pass"))
    files["15-szpricer-king-passfee"] = transcript(
        P4, v, rules={"szpricer": True}, meta={"edit": "deal 0 event %d: the king (who did not bid) pays a pass fee" % k}
    )
    expected["15-szpricer-king-passfee"] = [(0, k, "unexpected_payment")]

    for name, t in files.items():
        (OUT / (name + ".json")).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    for name in files:
        print(name, expected[name], files[name]["meta"])


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2718)
