"""Blind generator for the disputed-rulings audit round (no import of validator).

Writes NN-desc.json beside this file. Every deal is played by a small rules model written from
the sources (/work/shared/seeds/000, 002, 003) and a seeded random choice among legal cards;
seeds are searched until a deal has the shape the probe needs. Run:

    python _gen.py [--seed N]
"""

from __future__ import annotations

import argparse
import copy
import json
import random
from pathlib import Path

OUT = Path(__file__).parent

# ---------------------------------------------------------------------------------------------
# Danish Tarok (seed 000)
# ---------------------------------------------------------------------------------------------

D_RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
D_BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
D_DECK = (
    [r + s for s in "HD" for r in D_RED]
    + [r + s for s in "SC" for r in D_BLACK]
    + [f"T{i}" for i in range(1, 22)]
    + ["JOKER"]
)


def d_suit(c: str) -> str:
    if c == "JOKER":
        return "X"
    return "T" if c.startswith("T") else c[-1]


def d_rank(c: str) -> int:
    """Higher is stronger within its suit."""
    if c.startswith("T"):
        return int(c[1:])
    s = c[-1]
    order = D_RED if s in "HD" else D_BLACK
    return 100 - order.index(c[:-1])


def d_honour(c: str) -> int:
    # §15: Pagat, Mondo, Joker and kings 4, queens 3, knights 2, valets 1
    if c in ("T1", "T21", "JOKER") or (not c.startswith("T") and c[0] == "K"):
        return 4
    if c.startswith("T"):
        return 0
    return {"Q": 3, "N": 2, "J": 1}.get(c[0], 0)


def d_declarations(hand: list[str]) -> list[str]:
    """Which mandatory declarations (§14) the hand holds (names only; used to avoid them)."""
    out = []
    trumps = sum(1 for c in hand if c.startswith("T")) + ("JOKER" in hand)
    if trumps >= 10:
        out.append("trumps")
    if {"JOKER", "T21", "T1"} <= set(hand):
        out.append("matadors")
    joker = "JOKER" in hand
    for s in "HDSC":
        courts = sum(1 for r in "KQNJ" if r + s in hand)
        if courts == 4 or (courts == 3 and joker):
            out.append("cavalry" + s)
    kings = sum(1 for s in "HDSC" if "K" + s in hand)
    if kings == 4 or (kings == 3 and joker):
        out.append("kings")
    return out


def d_legal(hand: list[str], led: str | None, trick_no: int) -> list[str]:
    """Legal cards (§10, §12); the Joker is kept to the last card by this model."""
    plain = [c for c in hand if c != "JOKER"]
    if not plain:
        return ["JOKER"]
    if led is None:
        return plain
    same = [c for c in plain if d_suit(c) == led]
    if same:
        return same
    tr = [c for c in plain if c.startswith("T")]
    if tr:
        return tr
    return plain


def d_winner(trick: list[tuple[int, str]], led: str) -> int:
    best = None
    for seat, c in trick:
        if c == "JOKER":
            continue
        key = (2, d_rank(c)) if c.startswith("T") else ((1, d_rank(c)) if d_suit(c) == led else (0, 0))
        if best is None or key > best[0]:
            best = (key, seat)
    return best[1]


def pay(frm, to, amount, reason):
    return {"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason}


def card_points_payments(points: list[int], new_dealer: int) -> list[dict]:
    out = []
    for p, pts in enumerate(points):
        if p == new_dealer:
            continue
        d = pts - 26
        amt = 5 * ((d + 2) // 5)
        if amt < 0:
            out.append(pay(p, new_dealer, -amt, "card_points"))
        elif amt > 0:
            out.append(pay(new_dealer, p, amt, "card_points"))
    return out


def danish_deal(rng: random.Random, dealer: int, tout: bool, demand: int | None = None):
    """One 3-player deal. Returns (deal dict, info) or None if the shape is unwanted.

    tout: the dealer holds the Joker, announces Tout and lays it away (§13), then plays on.
    demand: a seat that demands the Joker (call) at the start of the third-last trick.
    """
    deck = D_DECK[:]
    rng.shuffle(deck)
    hands = [deck[0:25], deck[25:50], deck[50:75]]
    # rotate so that dealer gets 28 (the 3 left over go to the dealer, §7)
    hands = [list(h) for h in hands]
    order = [(dealer + i) % 3 for i in range(3)]
    dealt = {order[0]: hands[0] + deck[75:78], order[1]: hands[1], order[2]: hands[2]}
    H = [sorted(dealt[s], key=D_DECK.index) for s in range(3)]
    if tout:
        if "JOKER" not in H[dealer]:
            return None
    else:
        if "JOKER" in H[dealer]:
            return None  # keep the Joker in play (held by a non-dealer to the last trick)
    for s in range(3):
        if d_declarations(H[s]):
            return None
    if not any(c.startswith("T") for c in H[dealer]):
        return None
    # skat: Joker (with tout) plus low pip cards; never honours (no skat points to argue about)
    pips = [c for c in H[dealer] if not c.startswith("T") and c != "JOKER" and d_honour(c) == 0]
    pips.sort(key=d_rank)
    skat = (["JOKER"] + pips[:2]) if tout else pips[:3]
    if len(skat) < 3:
        return None
    as_dealt = [h[:] for h in H]
    hand = [[c for c in h] for h in H]
    for c in skat:
        hand[dealer].remove(c)
    for s in range(3):
        if d_declarations(hand[s]):
            return None
    events: list[dict] = []
    if tout:
        events.append({"type": "announce", "seat": dealer, "items": ["tout"]})
    events.append({"type": "discard", "seat": dealer, "cards": skat})
    for i in range(3):
        events.append({"type": "declare", "seat": (dealer + i) % 3, "items": []})
    leader = (dealer + 1) % 3
    tricks_won = [0, 0, 0]
    honours = [0, 0, 0]
    pool_in = {"king_pool": 0, "pagat_pool": 0}
    dealer_first_loss = None
    info = {}
    for t in range(25):
        if demand is not None and t == 22:
            info["demand_event"] = len(events)
            events.append({"type": "call", "seat": demand, "call": "joker"})
        trick = []
        led = None
        for k in range(3):
            seat = (leader + k) % 3
            legal = d_legal(hand[seat], led, t)
            c = rng.choice(legal)
            ev = {"type": "play", "seat": seat, "card": c}
            if k == 0:
                if c == "JOKER":
                    # name the suit of the next player's last card
                    nxt = hand[(seat + 1) % 3][0]
                    led = d_suit(nxt)
                    ev["named"] = led
                else:
                    led = d_suit(c)
            hand[seat].remove(c)
            trick.append((seat, c))
            events.append(ev)
        w = d_winner(trick, led)
        tricks_won[w] += 1
        honours[w] += sum(d_honour(c) for _, c in trick)
        if t == 24:
            last_trick = trick
            last_winner = w
            info["last_event"] = len(events) - 1
            break
        if tout and w != dealer and dealer_first_loss is None:
            dealer_first_loss = t
            info["first_loss_event"] = len(events) - 1
        for seat, c in trick:
            others = [o for o in range(3) if o != seat]
            if c[0] == "K" and not c.startswith("T"):
                if seat != w:
                    for o in others:
                        events.append(pay(seat, o, 5, "king_lost"))
                    events.append(pay(seat, "king_pool", 5, "king_lost"))
                    pool_in["king_pool"] += 5
            if c == "T1":
                if seat != w:
                    for o in others:
                        events.append(pay(seat, o, 5, "pagat_lost"))
                    events.append(pay(seat, "pagat_pool", 5, "pagat_lost"))
                    pool_in["pagat_pool"] += 5
                else:
                    for o in others:
                        events.append(pay(o, seat, 5, "pagat_trick"))
        leader = w
    # unwanted endings: ultimo/przydupek, Tout, Nolo
    if any(c == "T1" or (c[0] == "K" and not c.startswith("T")) for _, c in last_trick):
        return None
    if max(tricks_won) == 25 or min(tricks_won) == 0:
        return None
    if tout and (dealer_first_loss is None or dealer_first_loss < 2):
        return None
    for o in range(3):
        if o != last_winner:
            events.append(pay(o, last_winner, 20, "last_trick"))
    skat_pts = 1 + sum(d_honour(c) for c in skat)
    points = [honours[s] + tricks_won[s] + (skat_pts if s == dealer else 0) for s in range(3)]
    assert sum(points) == 78, points
    if tout:
        info["penalty_at"] = len(events)
        events.append(pay(dealer, "pagat_pool", 20, "penalty"))
        events.append(pay(dealer, "king_pool", 20, "penalty"))
        pool_in["pagat_pool"] += 20
        pool_in["king_pool"] += 20
    if demand is not None:
        events.append(pay(demand, "pagat_pool", 20, "penalty"))
        events.append(pay(demand, "king_pool", 20, "penalty"))
        pool_in["pagat_pool"] += 20
        pool_in["king_pool"] += 20
    events.extend(card_points_payments(points, (dealer + 1) % 3))
    info.update(points=points, tricks=tricks_won, pool_in=pool_in, dealer_first_loss=dealer_first_loss)
    return {"dealer": dealer, "hands": as_dealt, "events": events}, info


def danish_session(rng, n_deals, tout_deal=None, demand=None, session_end=True, divisible=True):
    """Full-payment session; pools founded at deal 0 (§15 fundamenty), split at the end."""
    while True:
        deals = []
        infos = []
        pools = {"pagat_pool": 60, "king_pool": 60}
        for d in range(n_deals):
            while True:
                r = danish_deal(
                    rng, d % 3, tout=(d == tout_deal), demand=(demand if d == tout_deal else None)
                )
                if r:
                    break
            deal, info = r
            head = []
            if d == 0:
                for pool in ("pagat_pool", "king_pool"):
                    for s in range(3):
                        head.append(pay(s, pool, 20, "foundation"))
            head.append(pay(d % 3, "pagat_pool", 5, "deal_fee"))
            head.append(pay(d % 3, "king_pool", 5, "deal_fee"))
            for k in ("demand_event", "first_loss_event", "last_event", "penalty_at"):
                if k in info:
                    info[k] += len(head)
            deal["events"] = head + deal["events"]
            pools["pagat_pool"] += 5 + info["pool_in"]["pagat_pool"]
            pools["king_pool"] += 5 + info["pool_in"]["king_pool"]
            deals.append(deal)
            infos.append(info)
        if not divisible or all(v % 15 == 0 for v in pools.values()):
            break
    if session_end:
        for pool, v in pools.items():
            if v % 3 == 0:
                shares = [v // 3] * 3
            else:  # an exact third to the 6th place, the last share the rest
                third = round(v / 3, 6)
                shares = [third, third, round(v - 2 * third, 6)]
            for s in range(3):
                deals[-1]["events"].append(pay(pool, s, shares[s], "session_end"))
    return deals, infos, pools


def danish_doc(deals, desc):
    return {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {"preset": "standard"},
        "players": ["Agnieszka", "Bartek", "Celina"],
        "meta": {"description": desc},
        "deals": deals,
    }


# ---------------------------------------------------------------------------------------------
# Ulti (seed 003)
# ---------------------------------------------------------------------------------------------

U_RANKS = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps, high to low
U_DECK = [r + s for s in "HDSC" for r in U_RANKS]


def u_suit(c):
    return c[-1]


def u_rank(c):
    return 10 - U_RANKS.index(c[:-1])


def u_beats(a, b, led, trump):
    """Does card a beat card b (b currently winning)?"""
    if u_suit(a) == u_suit(b):
        return u_rank(a) > u_rank(b)
    return u_suit(a) == trump


def u_best(trick, led, trump):
    best = trick[0]
    for x in trick[1:]:
        if u_beats(x[1], best[1], led, trump):
            best = x
    return best


def u_legal(hand, trick, trump):
    if not trick:
        return hand[:]
    led = u_suit(trick[0][1])
    cur = u_best(trick, led, trump)[1]
    same = [c for c in hand if u_suit(c) == led]
    if same:
        over = [c for c in same if u_beats(c, cur, led, trump)]
        return over or same
    tr = [c for c in hand if u_suit(c) == trump]
    if tr:
        over = [c for c in tr if u_beats(c, cur, led, trump)]
        return over or tr
    return hand[:]


def u_points(cards):
    return sum(10 for c in cards if c[:-1] in ("A", "10"))


def u_play(rng, hands, leader, trump, keep7=None, forced=None, events=None, start_trick=0, hooks=None):
    """Play tricks from start_trick; keep7: the ulti declarer, who keeps the trump seven.

    forced: {(trick, seat): card} overrides. hooks: {(trick, position, 'before'|'after'): [events]}.
    Returns (events, tricks list of (winner, cards)), or None if the declarer had to give up the
    seven before the last trick.
    """
    hands = [h[:] for h in hands]
    events = [] if events is None else events
    tricks = []
    seven = "7" + trump if trump else None
    for t in range(start_trick, 10):
        trick = []
        for k in range(3):
            seat = (leader + k) % 3
            for ev in (hooks or {}).get((t, k, "before"), []):
                events.append(ev)
            if forced and (t, seat) in forced:
                c = forced[(t, seat)]
            else:
                legal = u_legal(hands[seat], trick, trump)
                if keep7 == seat and t < 9 and seven in legal:
                    others = [c for c in legal if c != seven]
                    if not others:
                        return None
                    legal = others
                c = rng.choice(legal)
            hands[seat].remove(c)
            trick.append((seat, c))
            events.append({"type": "play", "seat": seat, "card": c})
            for ev in (hooks or {}).get((t, k, "after"), []):
                events.append(ev)
        w = u_best(trick, u_suit(trick[0][1]), trump)[0]
        tricks.append((w, [c for _, c in trick]))
        leader = w
    return events, tricks


def ulti_doc(deals, desc):
    return {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "standard"},
        "players": ["Anna", "Béla", "Csilla"],
        "meta": {"description": desc},
        "deals": deals,
    }


def ulti_base(rng):
    """Dealer 0; Béla (1) bids ulti with spades trumps, others pass. Csilla (2) holds a plain
    marriage (hearts K+Q) and says 20 and contra on the party with her first card."""
    while True:
        deck = U_DECK[:]
        rng.shuffle(deck)
        hands = [deck[0:10], deck[10:22], deck[22:32]]
        if "7S" not in hands[1]:
            continue
        if not ({"KH", "QH"} <= set(hands[2])):
            continue
        # nobody else holds a marriage; Csilla holds no spade marriage
        ok = True
        for s in range(3):
            for su in "HDSC":
                if {"K" + su, "Q" + su} <= set(hands[s]) and not (s == 2 and su == "H"):
                    ok = False
        if not ok:
            continue
        if sum(1 for c in hands[1] if c[-1] == "S") < 5:
            continue
        low = [c for c in hands[1] if c[-1] != "S" and c[:-1] in ("9", "8", "7", "J")]
        if len(low) < 2:
            continue
        disc = low[:2]
        h1 = [c for c in hands[1] if c not in disc]
        play_hands = [hands[0][:], h1, hands[2][:]]
        pre = [
            {"type": "discard", "seat": 1, "cards": disc},
            {"type": "bid", "seat": 1, "bid": {"goals": ["ulti"], "red": False}},
            {"type": "bid", "seat": 2, "bid": "pass"},
            {"type": "bid", "seat": 0, "bid": "pass"},
            {"type": "bid", "seat": 1, "bid": "pass"},
            {"type": "announce", "seat": 1, "items": [{"kind": "trump", "suit": "S"}]},
        ]
        hooks = {
            (0, 1, "before"): [
                {"type": "declare", "seat": 2, "items": [{"kind": "marriage", "points": 20}]},
                {"type": "double", "seat": 2, "target": "party", "level": 2},
            ]
        }
        sub = random.Random(rng.random())
        r = u_play(sub, play_hands, 1, "S", keep7=1, hooks=hooks)
        if r is None:
            continue
        ev, tricks = r
        decl = sum(u_points(cs) for w, cs in tricks if w == 1) + 10 * (tricks[-1][0] == 1)
        defs = sum(u_points(cs) for w, cs in tricks if w != 1) + 10 * (tricks[-1][0] != 1) + u_points(disc)
        assert decl + defs == 90
        decl_tricks = sum(1 for w, _ in tricks if w == 1)
        if decl_tricks in (0, 10):
            continue
        ulti_won = tricks[-1][0] == 1 and "7S" in tricks[-1][1]
        if not ulti_won:
            continue
        # party decided the same way with or without Csilla's 20; nobody near 100
        if not (decl > defs + 20 + 10 or decl + 10 < defs):
            continue
        if decl >= 100 or defs + 20 >= 100:
            continue
        party_won = decl > defs + 20
        pays = []
        for d in (0, 2):
            if party_won:
                pays.append({"type": "payment", "from": d, "to": 1, "amount": 2, "reason": "party"})
            else:
                pays.append({"type": "payment", "from": 1, "to": d, "amount": 2, "reason": "party"})
        for d in (0, 2):
            pays.append({"type": "payment", "from": d, "to": 1, "amount": 4, "reason": "ulti"})
        deal = {"dealer": 0, "hands": hands, "events": pre + ev + pays}
        info = dict(
            decl=decl, defs=defs, party_won=party_won, tricks=tricks, play_hands=play_hands, disc=disc
        )
        return deal, info, sub


def ulti_auction(rng, first_bid):
    """Dealer 0. Béla (1) discards and bids first_bid; Csilla (2) takes, discards, bids 40-100
    (plain, clubs trumps); Anna, Béla, Csilla pass. Csilla plays 40-100 (she holds KC QC)."""
    while True:
        deck = U_DECK[:]
        rng.shuffle(deck)
        hands = [deck[0:10], deck[10:22], deck[22:32]]
        if not ({"KC", "QC"} <= set(hands[2])):
            continue
        if sum(1 for c in hands[2] if c[-1] == "C") < 4:
            continue
        disc1 = [c for c in hands[1] if c[:-1] in ("7", "8", "9")][:2]
        if len(disc1) < 2:
            continue
        h1 = [c for c in hands[1] if c not in disc1]
        h2full = hands[2] + disc1
        disc2 = [c for c in h2full if c[-1] != "C" and c[:-1] in ("7", "8", "9", "J")][:2]
        if len(disc2) < 2:
            continue
        h2 = [c for c in h2full if c not in disc2]
        play_hands = [hands[0][:], h1, h2]
        pre = [
            {"type": "discard", "seat": 1, "cards": disc1},
            {"type": "bid", "seat": 1, "bid": first_bid},
            {"type": "take", "seat": 2, "cards": disc1},
            {"type": "discard", "seat": 2, "cards": disc2},
            {"type": "bid", "seat": 2, "bid": {"goals": ["40-100"], "red": False}},
            {"type": "bid", "seat": 0, "bid": "pass"},
            {"type": "bid", "seat": 1, "bid": "pass"},
            {"type": "bid", "seat": 2, "bid": "pass"},
            {"type": "announce", "seat": 2, "items": [{"kind": "trump", "suit": "C"}]},
        ]
        sub = random.Random(rng.random())
        r = u_play(sub, play_hands, 2, "C")
        if r is None:
            continue
        ev, tricks = r
        if "7C" in tricks[-1][1]:
            continue  # no silent ulti / its loss
        decl_tricks = sum(1 for w, _ in tricks if w == 2)
        if decl_tricks in (0, 10):
            continue
        decl = sum(u_points(cs) for w, cs in tricks if w == 2) + 10 * (tricks[-1][0] == 2)
        won = decl + 40 >= 100
        pays = []
        for d in (0, 1):
            if won:
                pays.append({"type": "payment", "from": d, "to": 2, "amount": 4, "reason": "40-100"})
            else:
                pays.append({"type": "payment", "from": 2, "to": d, "amount": 4, "reason": "40-100"})
        return {"dealer": 0, "hands": hands, "events": pre + ev + pays}, dict(decl=decl, won=won)


# ---------------------------------------------------------------------------------------------
# Galician Tarok (seed 002), five players
# ---------------------------------------------------------------------------------------------

G_DECK = (
    [r + s for s in "HD" for r in ("K", "Q", "N", "J", "1")]
    + [r + s for s in "SC" for r in ("K", "Q", "N", "J", "10")]
    + [f"T{i}" for i in range(1, 22)]
    + ["SKIZ"]
)


def galician_5p(rng, return_stake: bool):
    """Five players, every deal passed out. Deals 0-3: Ewa (4) sits out, dealers 0..3 (each
    dealer is the 'king' of a four-player table and does not play); deal 4: Adam (0) sits out,
    dealer 4: Ewa is back (as king). The pool is founded at deal 0 by the four taking part."""
    deals = []
    plan = [(0, 4), (1, 4), (2, 4), (3, 4), (4, 0)]
    for d, (dealer, sitter) in enumerate(plan):
        deck = G_DECK[:]
        rng.shuffle(deck)
        players = [(dealer + k) % 5 for k in range(1, 5) if (dealer + k) % 5 != sitter]
        hands = [[] for _ in range(5)]
        for i, s in enumerate(players):
            hands[s] = deck[6 + 12 * i : 18 + 12 * i]
        ev = []
        if d == 0:
            for s in range(5):
                if s != sitter:
                    ev.append(
                        {"type": "payment", "from": s, "to": "pool", "amount": 10, "reason": "pool_stake"}
                    )
        if d == 4 and return_stake:
            ev.append({"type": "payment", "from": 4, "to": "pool", "amount": 10, "reason": "pool_stake"})
        for s in players:
            ev.append({"type": "bid", "seat": s, "bid": "pass"})
        for s in players:
            ev.append({"type": "payment", "from": s, "to": "pool", "amount": 5, "reason": "pool_pass"})
        deals.append({"dealer": dealer, "hands": hands, "talon": deck[:6], "events": ev})
    return {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "rules": {"preset": "standard"},
        "players": ["Adam", "Bożena", "Czesław", "Dorota", "Ewa"],
        "deals": deals,
    }


# ---------------------------------------------------------------------------------------------


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=2024)
    seed = ap.parse_args().seed
    files: dict[str, dict] = {}
    notes: dict[str, dict] = {}

    # --- Danish -------------------------------------------------------------------------------
    rng = random.Random(seed)
    deals, infos, pools = danish_session(rng, 2)
    files["01-danish-clean-2deals-paid.json"] = danish_doc(
        deals, "Two deals, every payment written, the pools split at the session's end (clean base)."
    )
    notes["01"] = dict(points=[i["points"] for i in infos], pools=pools)
    d2 = copy.deepcopy(deals)
    d2[-1]["events"] = [e for e in d2[-1]["events"] if e.get("reason") != "session_end"]
    files["02-danish-session-end-split-left-out.json"] = danish_doc(
        d2, "01 without the session-end split of the pools (the record stops after the card points)."
    )

    rng = random.Random(seed + 1)
    deals, infos, pools = danish_session(rng, 1, tout_deal=0, divisible=False)
    files["03-danish-failed-tout-paid.json"] = danish_doc(
        deals,
        "The dealer announces Tout, lays the Joker away and loses tricks; 20 to each pool as penalty.",
    )
    notes["03"] = dict(info={k: v for k, v in infos[0].items()}, pools=pools)

    rng = random.Random(seed + 1)
    deals4, infos4, pools4 = danish_session(rng, 1, tout_deal=0, demand=1, divisible=False)
    files["04-danish-failed-tout-joker-demanded-from-skat.json"] = danish_doc(
        deals4,
        "03 with Bartek demanding the Joker in the third-last trick; it lies in the skat. 20 to each pool.",
    )
    notes["04"] = dict(info=infos4[0], pools=pools4)

    # --- Ulti ---------------------------------------------------------------------------------
    rng = random.Random(seed + 10)
    base, binfo, _ = ulti_base(rng)
    files["05-ulti-clean-ulti-20-contra.json"] = ulti_doc(
        [base], "Béla plays ulti in spades; Csilla says 20 and contra on the party with her first card."
    )
    notes["05"] = {k: v for k, v in binfo.items() if k != "play_hands"}
    ev = base["events"]
    i_decl = next(i for i, e in enumerate(ev) if e["type"] == "declare")
    i_dbl = next(i for i, e in enumerate(ev) if e["type"] == "double")
    i_c = next(i for i, e in enumerate(ev) if e["type"] == "play" and e["seat"] == 2)

    def moved(src, to_after):
        e2 = copy.deepcopy(base)
        evs = e2["events"]
        item = evs.pop(src)
        j = next(i for i, e in enumerate(evs) if e is not None and e == to_after)
        evs.insert(j + 1, item)
        return e2

    csilla_first = ev[i_c]
    files["06-ulti-20-said-just-after-own-first-card.json"] = ulti_doc(
        [moved(i_decl, csilla_first)], "05 with Csilla's 20 written right after her first card."
    )
    files["07-ulti-contra-said-just-after-own-first-card.json"] = ulti_doc(
        [moved(i_dbl, csilla_first)], "05 with Csilla's contra written right after her first card."
    )
    anna_first = next(e for e in ev if e["type"] == "play" and e["seat"] == 0)
    files["08-ulti-20-said-after-next-seats-card.json"] = ulti_doc(
        [moved(i_decl, anna_first)], "05 with Csilla's 20 written after Anna's first card (control)."
    )

    # 09: Béla's trump seven given up early as a revoke; 10: led early (no revoke)
    ph = binfo["play_hands"]
    plays = [e for e in ev if e["type"] == "play"]
    # rebuild hands before each trick
    hands_at = []
    h = [x[:] for x in ph]
    for t in range(10):
        hands_at.append([x[:] for x in h])
        for e in plays[3 * t : 3 * t + 3]:
            h[e["seat"]].remove(e["card"])
    pre_len = next(i for i, e in enumerate(ev) if e["type"] == "play")
    made = {}
    for t in range(2, 8):
        tp = plays[3 * t : 3 * t + 3]
        lead = tp[0]
        led = lead["card"][-1]
        if "09" not in made and lead["seat"] != 1 and led != "S":
            pos = next(k for k, e in enumerate(tp) if e["seat"] == 1)
            if any(c[-1] == led for c in hands_at[t][1]):
                made["09"] = (t, pos)
        if "10" not in made and lead["seat"] == 1:
            made["10"] = (t, 0)
    for key, (t, pos) in made.items():
        for attempt in range(200):
            sub = random.Random(seed * 1000 + attempt)
            # events before trick t kept; trick t up to Béla's card kept, then Béla plays 7S
            cut_plays = 3 * t + pos
            idx = [i for i, e in enumerate(ev) if e["type"] == "play"][cut_plays]
            head = copy.deepcopy(ev[:idx])
            h = [x[:] for x in hands_at[t]]
            trick_so_far = []
            for e in plays[3 * t : 3 * t + pos]:
                h[e["seat"]].remove(e["card"])
                trick_so_far.append((e["seat"], e["card"]))
            head.append({"type": "play", "seat": 1, "card": "7S"})
            h[1].remove("7S")
            trick_so_far.append((1, "7S"))
            # finish trick t
            leader = plays[3 * t]["seat"]
            ok = True
            for k in range(pos + 1, 3):
                seat = (leader + k) % 3
                c = sub.choice(u_legal(h[seat], trick_so_far, "S"))
                h[seat].remove(c)
                trick_so_far.append((seat, c))
                head.append({"type": "play", "seat": seat, "card": c})
            w = u_best(trick_so_far, u_suit(trick_so_far[0][1]), "S")[0]
            if t + 1 < 10:
                r = u_play(sub, h, w, "S", start_trick=t + 1)
                if r is None:
                    ok = False
                else:
                    head += r[0]
            if ok:
                break
        d = copy.deepcopy(base)
        d["events"] = head  # no settlement written: the revoke's cost is the engine's to state
        made[key] = (t, pos, idx)
        name = (
            "09-ulti-trump-seven-early-as-revoke.json"
            if key == "09"
            else "10-ulti-trump-seven-led-early.json"
        )
        led_suit = plays[3 * t]["card"][-1]
        if key == "09":
            desc = (
                f"05 up to trick {t + 1}; Béla follows a {led_suit} lead with the trump seven while "
                f"holding {led_suit}; play goes on; no settlement written."
            )
        else:
            desc = (
                f"05 up to trick {t + 1}; Béla leads the trump seven while holding other cards; "
                "play goes on; no settlement written."
            )
        files[name] = ulti_doc([d], desc)
    notes["09/10"] = {k: v for k, v in made.items()}
    _ = pre_len

    rng = random.Random(seed + 20)
    a_base, a_info = ulti_auction(rng, {"goals": ["party"], "red": False})
    files["11-ulti-auction-clean-40-100.json"] = ulti_doc(
        [a_base], "Béla bids party, Csilla takes and bids 40-100 (clubs), all pass; settled as 40-100."
    )
    a_ill = copy.deepcopy(a_base)
    a_ill["events"][1]["bid"] = {"goals": ["ulti"], "red": False}
    files["12-ulti-illegal-bid-ends-auction.json"] = ulti_doc(
        [a_ill],
        "11 with Béla bidding ulti (5): Csilla's 40-100 (4) does not rank above it, yet all pass; played and settled as 40-100.",
    )
    notes["11"] = a_info

    # --- Galician ----------------------------------------------------------------------------
    rng = random.Random(seed + 30)
    g1 = galician_5p(rng, True)
    rng = random.Random(seed + 30)
    g2 = galician_5p(rng, False)
    g1["meta"] = {
        "description": "Five players, all deals passed out; Ewa sits out deals 0-3 and, back at deal 4, puts in her stake."
    }
    g2["meta"] = {"description": "13 without Ewa's stake when she comes back (deal 4)."}
    files["13-galician-5p-returning-seat-pays-stake.json"] = g1
    files["14-galician-5p-returning-seat-no-stake.json"] = g2

    for old in OUT.glob("*.json"):
        old.unlink()
    for name, doc in files.items():
        (OUT / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
    print(json.dumps(notes, default=str, indent=1))


if __name__ == "__main__":
    main()
