"""Blind generator for audit round brief-danish-ulti (Danish Tarok and Ulti).

Written from the sources alone (seeds/000, Polish, Danish Tarok §1-§18; seeds/003, Japanese, Ulti)
and the public transcript contract. Every figure (payments, pools, card points, scores, totals) is
computed here, never by the engine. Run from the worktree root:

    /work/venv/bin/python tests/data/audit/brief-danish-ulti/_gen.py

Each file: realistic hands dealt from a shuffled deck (random.Random(seed)), legal play chosen by
simple heuristics, one planted fault (or none), settled as the table would record it. The planted
faults and the event indexes are printed and written to _faults.txt (a side file).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

OUT = Path(__file__).parent
FAULTS: list[str] = []

# =============================================================================== Danish Tarok
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]  # §3 red, high->low
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]  # §3 black
DK_DECK = (
    [r + s for s in "HD" for r in RED_ORDER]
    + [r + s for s in "SC" for r in BLACK_ORDER]
    + [f"T{i}" for i in range(1, 22)]
    + ["JOKER"]
)
COURTS = ["K", "Q", "N", "J"]


def dk_suit(c: str) -> str | None:
    if c == "JOKER":
        return None
    if c.startswith("T"):
        return "T"
    return c[-1]


def dk_rank(c: str) -> str:
    return c[:-1]


def dk_strength(c: str) -> int:
    """Higher wins within its suit (trumps: number)."""
    if c.startswith("T"):
        return int(c[1:])
    order = RED_ORDER if c[-1] in "HD" else BLACK_ORDER
    return 100 - order.index(dk_rank(c))


def dk_points(c: str) -> int:
    """§15 card points: Pagat, Mondo, Joker, kings 4; queens 3; knights 2; jacks 1."""
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c.startswith("T"):
        return 0
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(dk_rank(c), 0)


def is_precious(c: str) -> bool:
    return c in ("T1", "T21") or (dk_suit(c) in "HDSC" and dk_rank(c) == "K" if dk_suit(c) else False)


def dk_declarations(hand: list[str]) -> tuple[list[dict], list[int], set[str]]:
    """§14 declarations of a hand and §15 their prices; also the cards that form part of them."""
    items: list[dict] = []
    prices: list[int] = []
    cards: set[str] = set()
    joker = "JOKER" in hand
    trumps = [c for c in hand if c.startswith("T")]
    n = len(trumps) + (1 if joker else 0)  # "Dla tej zasady Joker liczy się jako triumf"
    if n >= 10:
        items.append({"kind": "trumps", "count": n, "pagat": "T1" in hand})
        prices.append(10 + 5 * (n - 10))
        cards |= set(trumps) | ({"JOKER"} if joker else set())
    if joker and "T21" in hand and "T1" in hand:
        m = 3
        k = 20
        while f"T{k}" in hand:
            m += 1
            k -= 1
        items.append({"kind": "matadors", "count": m})
        prices.append(10 + 5 * (m - 3))
        cards |= {"JOKER", "T21", "T1"} | {f"T{j}" for j in range(k + 1, 21)}
    for s in "HDSC":
        held = [r for r in COURTS if r + s in hand]
        if len(held) == 4:
            if joker:
                items.append({"kind": "cavalry", "suit": s, "form": "rich"})
                prices.append(15)
                cards |= {"JOKER"}
            else:
                items.append({"kind": "cavalry", "suit": s, "form": "full"})
                prices.append(10)
            cards |= {r + s for r in COURTS}
        elif len(held) == 3 and joker:
            miss = [r for r in COURTS if r not in held][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
            prices.append(5)
            cards |= {r + s for r in held} | {"JOKER"}
    kings = [s for s in "HDSC" if "K" + s in hand]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if joker else "full"})
        prices.append(15 if joker else 10)
        cards |= {"K" + s for s in kings} | ({"JOKER"} if joker else set())
    elif len(kings) == 3 and joker:
        miss = [s for s in "HDSC" if s not in kings][0]
        items.append({"kind": "kings", "form": "half", "missing": miss})
        prices.append(5)
        cards |= {"K" + s for s in kings} | {"JOKER"}
    return items, prices, cards


def dk_deal_hands(rng: random.Random, dealer: int) -> list[list[str]]:
    """§7: five at a time until each has 25, the dealer adds the three left to his own."""
    deck = DK_DECK[:]
    rng.shuffle(deck)
    hands: list[list[str]] = [[], [], []]
    pos = 0
    for _round in range(5):
        for k in range(3):
            seat = (dealer + 1 + k) % 3
            hands[seat].extend(deck[pos : pos + 5])
            pos += 5
    hands[dealer].extend(deck[pos : pos + 3])
    return hands


def dk_legal_skat(hand: list[str]) -> list[str]:
    """§13: three cards, never a king, the Mondo, the Joker, a declaration card; trumps only if all go."""
    _, _, dcards = dk_declarations(hand)
    cand = [c for c in hand if dk_suit(c) in ("H", "D", "S", "C") and dk_rank(c) != "K" and c not in dcards]
    # prefer to void the shortest suit, then low pips
    by_suit = {s: [c for c in cand if c[-1] == s] for s in "HDSC"}
    cand.sort(key=lambda c: (sum(1 for x in hand if dk_suit(x) == c[-1]), dk_points(c) > 0, dk_strength(c)))
    return cand[:3]


class DKSession:
    """Carries pools and the events of one Danish session."""

    def __init__(self, players: list[str], seed: int):
        self.players = players
        self.rng = random.Random(seed)
        self.pools = {"pagat_pool": 0, "king_pool": 0}
        self.deals: list[dict] = []
        self.net = [0, 0, 0]  # running net chips per seat (the sheet's totals)

    def pay(self, ev: list, frm, to, amount: int, reason: str) -> None:
        ev.append({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})
        if isinstance(frm, int):
            self.net[frm] -= amount
        else:
            self.pools[frm] -= amount
        if isinstance(to, int):
            self.net[to] += amount
        else:
            self.pools[to] += amount


def dk_trick_winner(trick: list[tuple[int, str]]) -> int:
    cards = [(s, c) for s, c in trick if c != "JOKER"]
    led = dk_suit(cards[0][1])
    trumps = [(s, c) for s, c in cards if dk_suit(c) == "T"]
    pool = trumps if trumps else [(s, c) for s, c in cards if dk_suit(c) == led]
    return max(pool, key=lambda sc: dk_strength(sc[1]))[0]


def dk_legal(hand: list[str], trick: list[tuple[int, str]], trick_no: int) -> list[str]:
    if not trick:
        return [c for c in hand if c != "JOKER"]  # our players never lead the Joker
    led = dk_suit(trick[0][1])
    follow = [c for c in hand if dk_suit(c) == led]
    if not follow:
        follow = [c for c in hand if dk_suit(c) == "T"]
    if not follow:
        follow = [c for c in hand if c != "JOKER"]
    if "JOKER" in hand and trick_no != 23:  # §12: any time, never in the second-last trick
        follow = follow + ["JOKER"]
    return follow or hand[:]


def dk_choose(rng, hand, trick, trick_no, joker_at: int) -> str:
    legal = dk_legal(hand, trick, trick_no)
    if "JOKER" in legal and trick and trick_no >= joker_at:
        return "JOKER"
    legal = [c for c in legal if c != "JOKER"] or legal
    if not trick:
        plain = [c for c in legal if not is_precious(c)] or legal
        return rng.choice(plain)
    plain = [c for c in legal if not is_precious(c)]
    if not plain:
        return rng.choice(legal)
    # win cheaply when possible (half of the time), else throw the lowest
    winners = [c for c in plain if dk_trick_winner(trick + [(9, c)]) == 9]
    if winners and rng.random() < 0.5:
        return min(winners, key=lambda c: (dk_suit(c) == "T", dk_strength(c)))
    return min(plain, key=lambda c: (dk_suit(c) == "T", dk_points(c), dk_strength(c)))


def dk_play_deal(
    sess: DKSession,
    dealer: int,
    first: bool,
    *,
    skat_override: list[str] | None = None,
    plant: str | None = None,
    plant_trick: int = 8,
    hands_pred=None,
    void_after_declarations: int | None = None,
) -> dict:
    """Deal, skat, declarations, 25 tricks and every §15 payment; returns the deal dict.

    plant: None | 'revoke' | 'declare_forgot_joker' | 'follow_out_of_turn' | 'false_joker_call'
    """
    rng = sess.rng
    for _ in range(500):
        hands = dk_deal_hands(rng, dealer)
        # §17 a player without trumps may ask for a redeal: deal again instead of recording it
        if any(not any(dk_suit(c) == "T" for c in h) for h in hands):
            continue
        if hands_pred is None or hands_pred(hands, dealer):
            break
    else:
        raise RuntimeError("no hand found")
    dealt = [h[:] for h in hands]
    ev: list[dict] = []
    info: dict = {"dealer": dealer}
    if first:
        for pool in ("pagat_pool", "king_pool"):
            for s in range(3):
                sess.pay(ev, s, pool, 20, "foundation")
    sess.pay(ev, dealer, "pagat_pool", 5, "deal_fee")
    sess.pay(ev, dealer, "king_pool", 5, "deal_fee")
    skat = skat_override if skat_override is not None else dk_legal_skat(hands[dealer])
    assert len(skat) == 3 and all(c in hands[dealer] for c in skat)
    ev.append({"type": "discard", "seat": dealer, "cards": skat})
    info["skat_event"] = len(ev) - 1
    for c in skat:
        hands[dealer].remove(c)
    # declarations, from the dealer round the table
    for k in range(3):
        s = (dealer + k) % 3
        items, prices, _ = dk_declarations(hands[s])
        if (
            plant == "declare_forgot_joker"
            and items
            and items[0]["kind"] == "trumps"
            and items[0]["count"] == 10
        ):
            info["fault_event"] = len(ev)
            info["fault_seat"] = s
            info["fault_true_items"] = items
            items, prices = items[1:], prices[1:]
        ev.append({"type": "declare", "seat": s, "items": items})
        for p in prices:
            for j in (1, 2):
                sess.pay(ev, (s + j) % 3, s, p, "declaration")
    if void_after_declarations is not None:
        return {"dealer": dealer, "hands": dealt, "events": ev, "_info": info}
    joker_at = {s: rng.randint(1, 14) for s in range(3)}
    piles: list[list[str]] = [[], [], []]
    tricks_won = [0, 0, 0]
    leader = (dealer + 1) % 3
    joker_played = False
    for t in range(25):
        trick: list[tuple[int, str]] = []
        order = [(leader + k) % 3 for k in range(3)]
        caller = None
        if plant == "false_joker_call" and t == 22:
            caller = order[1]
            assert joker_played and "JOKER" not in hands[caller]
        swap = plant == "follow_out_of_turn" and t >= plant_trick and "fault_event" not in info
        plays: list[tuple[int, str]] = []
        for k, s in enumerate(order):
            if plant == "revoke" and "fault_event" not in info and t >= plant_trick and k > 0:
                led = dk_suit(trick[0][1])
                hs = hands[s]
                if (
                    not any(dk_suit(c) == led for c in hs)
                    and any(dk_suit(c) == "T" for c in hs)
                    and any(dk_suit(c) in "HDSC" and dk_suit(c) != led and not is_precious(c) for c in hs)
                    and led != "T"
                ):
                    c = min(
                        (c for c in hs if dk_suit(c) in "HDSC" and dk_suit(c) != led and not is_precious(c)),
                        key=dk_strength,
                    )
                    info["fault_event_pending"] = (s, c, led)
                    trick.append((s, c))
                    hands[s].remove(c)
                    continue
            c = dk_choose(rng, hands[s], trick, t, joker_at[s])
            if c == "JOKER":
                joker_played = True
            trick.append((s, c))
            hands[s].remove(c)
        # record (optionally with seats 2 and 3 of the trick swapped: a card thrown out of turn, §18)
        rec = trick[:]
        if swap and "JOKER" not in [c for _, c in trick]:
            rec = [trick[0], trick[2], trick[1]]
        for k, (s, c) in enumerate(rec):
            if swap and rec is not trick and k == 1:
                info["fault_event"] = len(ev)
                info["fault_seat"] = s
            if "fault_event_pending" in info and info["fault_event_pending"][:2] == (s, c):
                info["fault_event"] = len(ev)
                info["fault_seat"] = s
                info["fault_detail"] = info.pop("fault_event_pending")
            if caller is not None and k == 1:
                # the second hand, at his turn, demands the Joker (§12), though it was played
                ev.append({"type": "call", "seat": caller, "call": "joker"})
                info["fault_event"] = len(ev) - 1
                info["fault_seat"] = caller
            ev.append({"type": "play", "seat": s, "card": c})
        w = dk_trick_winner(trick)
        tricks_won[w] += 1
        for s, c in trick:
            if c == "JOKER" and t != 24:
                piles[s].append(c)
            else:
                piles[w].append(c)
        if swap and rec is not trick:
            info["penalty_seat"] = info["fault_seat"]
            for pool in ("pagat_pool", "king_pool"):
                sess.pay(ev, info["fault_seat"], pool, 20, "penalty")  # §18 large: 20 to each pool
        if plant == "false_joker_call" and t == 22:
            for pool in ("pagat_pool", "king_pool"):
                # PLANTED: §18 classes it large (20 to each pool); the table took the small 5
                sess.pay(ev, info["fault_seat"], pool, 5, "penalty")
            info["penalty_events"] = [len(ev) - 2, len(ev) - 1]
        if t < 24:
            # §15 during play, not in the last trick
            for s, c in trick:
                others = [(s + 1) % 3, (s + 2) % 3]
                if c in ("KH", "KD", "KS", "KC") and w != s:
                    for o in others:
                        sess.pay(ev, s, o, 5, "king_lost")
                    sess.pay(ev, s, "king_pool", 5, "king_lost")
                if c == "T1" and w != s:
                    for o in others:
                        sess.pay(ev, s, o, 5, "pagat_lost")
                    sess.pay(ev, s, "pagat_pool", 5, "pagat_lost")
                if c == "T1" and w == s:
                    for o in others:
                        sess.pay(ev, o, s, 5, "pagat_trick")
        else:
            info["last_trick"] = trick
            info["last_winner"] = w
        leader = w
        if swap and rec is not trick:
            swap = False
    assert all(not h for h in hands)
    # ----- after the last trick (§15)
    trick = info["last_trick"]
    w = info["last_winner"]
    wcard = [c for s, c in trick if s == w][0]
    tout = [s for s in range(3) if tricks_won[s] == 25]
    nolo = [s for s in range(3) if tricks_won[s] == 0] if not tout else []
    prz_pagat = [s for s, c in trick if c == "T1" and s != w]
    prz_king = [s for s, c in trick if c in ("KH", "KD", "KS", "KC") and s != w]
    king_pool_before = sess.pools["king_pool"]
    pagat_pool_before = sess.pools["pagat_pool"]
    info["tricks"] = tricks_won
    if tout:
        raise RuntimeError("tout not expected in this corpus")
    ult = None
    if not nolo:
        if wcard == "T1":
            ult = "pagat"
            for o in ((w + 1) % 3, (w + 2) % 3):
                sess.pay(ev, o, w, 45, "pagat_ultimo")
            sess.pay(ev, "pagat_pool", w, pagat_pool_before, "pagat_ultimo")
        elif wcard in ("KH", "KD", "KS", "KC"):
            ult = "king"
            for o in ((w + 1) % 3, (w + 2) % 3):
                sess.pay(ev, o, w, 40, "king_ultimo")
            sess.pay(ev, "king_pool", w, king_pool_before, "king_ultimo")
    else:
        for n in nolo:
            for o in ((n + 1) % 3, (n + 2) % 3):
                sess.pay(ev, o, n, 25, "nolo")
    for s in prz_pagat:
        for o in ((s + 1) % 3, (s + 2) % 3):
            sess.pay(ev, s, o, 45, "pagat_przydupek")
        sess.pay(ev, s, "pagat_pool", pagat_pool_before, "pagat_przydupek")
    for s in prz_king:
        for o in ((s + 1) % 3, (s + 2) % 3):
            sess.pay(ev, s, o, 40, "king_przydupek")
        sess.pay(ev, s, "king_pool", king_pool_before, "king_przydupek")
    if ult is None and not nolo and not prz_pagat and not prz_king:
        for o in ((w + 1) % 3, (w + 2) % 3):
            sess.pay(ev, o, w, 20, "last_trick")
    info["ultimo"] = ult
    info["przydupek"] = (prz_pagat, prz_king)
    # refill a pool emptied by an ultimo (not if a przydupek refilled it)
    if ult == "pagat" and not prz_pagat:
        for s in range(3):
            sess.pay(ev, s, "pagat_pool", 20, "refill")
    if ult == "king" and not prz_king:
        for s in range(3):
            sess.pay(ev, s, "king_pool", 20, "refill")
    # card points (skat: its cards and 1 point, the dealer's)
    pts = [sum(dk_points(c) for c in piles[s]) + tricks_won[s] for s in range(3)]
    pts[dealer] += sum(dk_points(c) for c in skat) + 1
    assert sum(pts) == 78, pts
    info["card_points"] = pts
    new_dealer = (dealer + 1) % 3
    cp = {}
    if not nolo:
        for k in (1, 2):
            s = (new_dealer + k) % 3
            amt = 5 * round((pts[s] - 26) / 5)
            cp[s] = amt
            if amt < 0:
                sess.pay(ev, s, new_dealer, -amt, "card_points")
            elif amt > 0:
                sess.pay(ev, new_dealer, s, amt, "card_points")
    info["card_point_payments"] = cp
    return {"dealer": dealer, "hands": dealt, "events": ev, "_info": info}


def write(name: str, doc: dict, fault: str) -> None:
    infos = []
    for i, d in enumerate(doc["deals"]):
        inf = d.pop("_info", None)
        if inf:
            infos.append((i, {k: v for k, v in inf.items() if k not in ("last_trick",)}))
    (OUT / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
    line = f"{name}: {fault}"
    for i, inf in infos:
        line += f"\n    deal {i}: {json.dumps(inf, ensure_ascii=False)}"
    FAULTS.append(line)
    print(line)


DK_PLAYERS = ["Agata", "Bogdan", "Cecylia"]


def dk_doc(deals: list[dict], desc: str, rules: dict | None = None) -> dict:
    return {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": rules or {},
        "players": DK_PLAYERS,
        "meta": {"event": "audit brief-danish-ulti", "description": desc},
        "deals": deals,
    }


def add_sheet(deal: dict, sess: DKSession, before: list[int], pools_before: dict, wrong: dict | None = None):
    """Score (net chips of the deal) per seat and pool, then running totals per seat."""
    after = sess.net
    for s in range(3):
        deal["events"].append({"type": "score", "party": s, "points": after[s] - before[s]})
    for s in range(3):
        pts = after[s]
        if wrong and wrong.get("seat") == s:
            pts += wrong["delta"]
        deal["events"].append({"type": "total", "party": s, "points": pts})


def gen_danish() -> None:
    # ---- D1 clean, three deals
    sess = DKSession(DK_PLAYERS, 1101)
    deals = [dk_play_deal(sess, d, d == 0) for d in range(3)]
    write("dk-01-clean-session.json", dk_doc(deals, "Three deals, every payment recorded."), "clean")

    # ---- D2 revoke: failure to trump (§10)
    sess = DKSession(DK_PLAYERS, 2202)
    d = dk_play_deal(sess, 0, True, plant="revoke", plant_trick=6)
    write(
        "dk-02-revoke-no-trump.json",
        dk_doc(
            [d],
            "One deal; a void player throws a suit card while holding trumps; nobody noticed, settled as played.",
        ),
        "revoke (failure to trump)",
    )

    # ---- D3 illegal discard: the Pagat laid away while other trumps stay (§13); §18 irreparable
    sess = DKSession(DK_PLAYERS, 3303)

    def pred3(hands, dealer):
        h = hands[dealer]
        tr = [c for c in h if dk_suit(c) == "T"]
        items, _, _ = dk_declarations(h)
        if "T1" not in h or len(tr) < 4 or "JOKER" in h:
            return False
        if any(dk_declarations(x)[0] for x in hands):
            return False
        return True

    d0 = dk_play_deal(sess, 0, True, hands_pred=pred3, void_after_declarations=1)
    hand0 = d0["hands"][0]
    legal = dk_legal_skat(hand0)
    bad = ["T1"] + legal[:2]
    # redo the discard event with the illegal skat (the void deal has no play)
    ev = d0["events"]
    ev[d0["_info"]["skat_event"]]["cards"] = bad
    d0["_info"]["fault_event"] = d0["_info"]["skat_event"]
    d0["_info"]["fault_seat"] = 0
    for pool in ("pagat_pool", "king_pool"):
        sess.pay(ev, 0, pool, 40, "penalty")  # §18 irreparable: 40 to each pool, the deal void
    d1 = dk_play_deal(sess, 1, False)
    write(
        "dk-03-skat-pagat-kept-trumps.json",
        dk_doc(
            [d0, d1],
            "Deal 0: the dealer lays the Pagat away but keeps other trumps (§13); the table voids the deal (§18 irreparable), the next dealer deals.",
        ),
        "illegal discard at deal 0 skat event",
    )

    # ---- D4 illegal declaration: ten trumps counting the Joker, declared pass (§14); unnoticed
    sess = DKSession(DK_PLAYERS, 4404)

    def pred4(hands, dealer):
        for k in (1, 2):
            h = hands[(dealer + k) % 3]
            n = sum(1 for c in h if dk_suit(c) == "T")
            items, _, _ = dk_declarations(h)
            if "JOKER" in h and n == 9 and len(items) == 1:
                return True
        return False

    d = dk_play_deal(sess, 0, True, plant="declare_forgot_joker", hands_pred=pred4)
    write(
        "dk-04-declaration-forgot-joker.json",
        dk_doc(
            [d],
            "A player with nine trumps and the Joker declares pass (the Joker counts as a trump, §14); nobody noticed, settled as played.",
        ),
        "wrong declaration",
    )

    # ---- D5 out of turn: a follower throws before the second hand (§18 large, 20 to each pool, paid)
    sess = DKSession(DK_PLAYERS, 5505)
    d = dk_play_deal(sess, 2, True, plant="follow_out_of_turn", plant_trick=4)
    write(
        "dk-05-card-out-of-turn.json",
        dk_doc(
            [d],
            "The third hand throws before the second; the table fines him 20 to each pool (§18 large) and plays on.",
        ),
        "out of turn, penalty paid right",
    )

    # ---- D6 wrong payment: one card-points payment off by 5
    sess = DKSession(DK_PLAYERS, 6606)
    d = dk_play_deal(sess, 1, True)
    cp_idx = [i for i, e in enumerate(d["events"]) if e.get("reason") == "card_points"]
    i = cp_idx[0]
    d["events"][i]["amount"] += 5
    d["_info"]["fault_event"] = i
    write(
        "dk-06-card-points-overpaid.json",
        dk_doc([d], "One card-points payment recorded 5 too high."),
        f"wrong payment at event {i}",
    )

    # ---- D7 wrong running total: a slip of 10 in one seat's total of deal 1, carried on
    sess = DKSession(DK_PLAYERS, 7707)
    deals = []
    carried = 0
    for k in range(3):
        before = sess.net[:]
        d = dk_play_deal(sess, k, k == 0)
        wrong = None
        if k >= 1:
            wrong = {"seat": 2, "delta": 10}
        add_sheet(d, sess, before, {}, wrong)
        if k == 1:
            d["_info"]["fault_event"] = len(d["events"]) - 1
        deals.append(d)
    write(
        "dk-07-total-slip.json",
        dk_doc(
            deals,
            "Three deals with a score sheet (each seat's net chips per deal, running totals); deal 1's total for Cecylia is 10 too high and the sheet carries it on.",
        ),
        "wrong total at deal 1 last event; carried to deal 2",
    )

    # ---- D8 penalty paid wrong: a false Joker demand (§12, §18 large) fined as small
    sess = DKSession(DK_PLAYERS, 8808)
    d = dk_play_deal(sess, 0, True, plant="false_joker_call")
    write(
        "dk-08-false-joker-call-small-fine.json",
        dk_doc(
            [d],
            "In the third-last trick a player demands the Joker although it was played; the table fines him 5 to each pool instead of §18's 20.",
        ),
        "false joker call + wrong penalty",
    )


# =============================================================================== Ulti
U_TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]
U_PLAIN_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]
U_DECK = [r + s for s in "HDSC" for r in U_TRUMP_ORDER]


def u_suit(c):
    return c[-1]


def u_rank(c):
    return c[:-1]


def u_strength(c, trumps: bool):
    order = U_TRUMP_ORDER if trumps else U_PLAIN_ORDER
    return 10 - order.index(u_rank(c))


def u_winner(trick, trump):
    led = u_suit(trick[0][1])
    tr = [(s, c) for s, c in trick if trump and u_suit(c) == trump]
    pool = tr if tr else [(s, c) for s, c in trick if u_suit(c) == led]
    return max(pool, key=lambda sc: u_strength(sc[1], trump is not None))[0]


def u_legal(hand, trick, trump, keep=None):
    """Follow suit; else trump; and within that, beat the cards on the table if possible."""
    if not trick:
        res = hand[:]
    else:
        led = u_suit(trick[0][1])
        w = u_winner(trick, trump)
        wcard = [c for s, c in trick if s == w][0]
        same = [c for c in hand if u_suit(c) == led]
        if same:
            if trump and u_suit(wcard) == trump and led != trump:
                res = same
            else:
                hi = [
                    c for c in same if u_strength(c, trump is not None) > u_strength(wcard, trump is not None)
                ]
                res = hi or same
        elif trump and any(u_suit(c) == trump for c in hand):
            tr = [c for c in hand if u_suit(c) == trump]
            if u_suit(wcard) == trump:
                hi = [c for c in tr if u_strength(c, True) > u_strength(wcard, True)]
                res = hi or tr
            else:
                res = tr
        else:
            res = hand[:]
    if keep and keep in res and len(res) > 1:
        res = [c for c in res if c != keep]
    return res


def u_points(c):
    return 10 if u_rank(c) in ("A", "10") else 0


class UDeal:
    def __init__(self, rng, dealer):
        deck = U_DECK[:]
        rng.shuffle(deck)
        b = (dealer + 1) % 3
        hands = [[], [], []]
        pos = 0
        for n, order in ((5, [b, b + 1, b + 2]), (7, [b]), (5, [b + 1, b + 2])):
            for s in order:
                hands[s % 3].extend(deck[pos : pos + n])
                pos += n
        self.dealer = dealer
        self.hands = hands
        self.dealt = [h[:] for h in hands]


def u_play(
    rng,
    hands,
    declarer,
    trump,
    ev,
    *,
    keep7=None,
    betli=False,
    plant=None,
    plant_trick=5,
    info=None,
    marriages=None,
    doubles=None,
):
    """Ten tricks, the declarer leading the first. Returns (tricks list, winners)."""
    tricks = []
    leader = declarer
    first_card_done = set()
    hands = [h[:] for h in hands]
    for t in range(10):
        trick = []
        order = [(leader + k) % 3 for k in range(3)]
        if plant == "lead_out_of_turn" and t == plant_trick:
            wrong = (leader + 1) % 3
            order = [(wrong + k) % 3 for k in range(3)]
            info["fault_event_next"] = True
            info["fault_seat"] = wrong
            info["rightful_leader"] = leader
        for k, s in enumerate(order):
            if t == 0:
                if marriages is not None and s in marriages:
                    ev.append({"type": "declare", "seat": s, "items": marriages[s]})
                for dbl in doubles or []:
                    if dbl["seat"] == s and dbl["level"] == 2:
                        ev.append({"type": "double", "seat": s, "target": dbl["target"], "level": 2})
            keep = keep7 if s == declarer else None
            legal = u_legal(hands[s], trick, trump, keep)
            if (
                plant == "no_overtrump"
                and info is not None
                and "fault_event" not in info
                and t >= plant_trick
                and k == 2
                and s != declarer
            ):
                led = u_suit(trick[0][1])
                w = u_winner(trick, trump)
                wcard = [c for ss, c in trick if ss == w][0]
                if (
                    trump
                    and led != trump
                    and not any(u_suit(c) == led for c in hands[s])
                    and u_suit(wcard) == trump
                ):
                    tr = [c for c in hands[s] if u_suit(c) == trump]
                    lo = [c for c in tr if u_strength(c, True) < u_strength(wcard, True)]
                    hi = [c for c in tr if u_strength(c, True) > u_strength(wcard, True)]
                    if lo and hi:
                        c = min(lo, key=lambda c: u_strength(c, True))
                        info["fault_event"] = len(ev)
                        info["fault_seat"] = s
                        info["fault_detail"] = {"played": c, "could_overtrump_with": hi, "on": wcard}
                        ev.append({"type": "play", "seat": s, "card": c})
                        hands[s].remove(c)
                        trick.append((s, c))
                        continue
            if betli and s == declarer:
                # the betli player keeps low: the highest card that does not win, else the lowest
                nonwin = [c for c in legal if trick and u_winner(trick + [(9, c)], None) != 9]
                if nonwin:
                    c = max(nonwin, key=lambda c: u_strength(c, False))
                else:
                    c = min(legal, key=lambda c: u_strength(c, False))
            elif not trick:
                c = rng.choice(legal)
            else:
                winners = [c for c in legal if u_winner(trick + [(9, c)], trump) == 9]
                if winners and rng.random() < 0.6:
                    c = min(
                        winners,
                        key=lambda c: (
                            u_strength(c, trump is not None) + (20 if trump and u_suit(c) == trump else 0)
                        ),
                    )
                else:
                    c = min(legal, key=lambda c: (u_points(c), u_strength(c, trump is not None)))
            if info is not None and info.pop("fault_event_next", False):
                info["fault_event"] = len(ev)
            ev.append({"type": "play", "seat": s, "card": c})
            hands[s].remove(c)
            trick.append((s, c))
        if t == 0:
            for dbl in doubles or []:
                if dbl["level"] == 4:
                    ev.append({"type": "double", "seat": dbl["seat"], "target": dbl["target"], "level": 4})
        w = u_winner(trick, trump)
        tricks.append((trick, w))
        leader = w
    return tricks


U_PLAYERS = ["Anna", "Bence", "Csaba"]


def u_doc(deals, desc, rules=None):
    return {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": rules or {"preset": "standard"},
        "players": U_PLAYERS,
        "meta": {"event": "audit brief-danish-ulti", "description": desc},
        "deals": deals,
    }


GOAL_VALUE = {"party": 1, "ulti": 4, "40-100": 4, "20-100": 8, "durchmarsch": 6, "betli": 5, "rebetli": 10}


def u_settle(
    ev, declarer, goals, red, trump, tricks, talon, marriages, contra=None, *, wrong=None, sheet=None
):
    """Every goal scored apart (source 点数計算); contra doubles a goal between declarer and both
    defenders (trump game); the failed-ulti penalty 4 (x2 red, never x contra). Returns nets."""
    contra = contra or {}
    mult = 2 if red else 1
    net = [0, 0, 0]
    defenders = [s for s in range(3) if s != declarer]
    payments = []

    def pay(frm, to, amt, reason):
        payments.append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason})
        net[frm] -= amt
        net[to] += amt

    res = {}
    if "betli" in goals or "rebetli" in goals:
        g = "betli" if "betli" in goals else "rebetli"
        won = not any(w == declarer for _, w in tricks)
        v = GOAL_VALUE[g]
        res[g] = won
        for d in defenders:
            if won:
                pay(d, declarer, v * contra.get(g, 1), g)
            else:
                pay(declarer, d, v * contra.get(g, 1), g)
        return net, payments, res
    # card points
    pts = {"decl": 0, "def": 0}
    for i, (trick, w) in enumerate(tricks):
        p = sum(u_points(c) for _, c in trick) + (10 if i == 9 else 0)
        pts["decl" if w == declarer else "def"] += p
    pts["def"] += sum(u_points(c) for c in talon)
    assert pts["decl"] + pts["def"] == 90
    m_decl = sum(i["points"] for i in marriages.get(declarer, []))
    m_def = sum(i["points"] for s in defenders for i in marriages.get(s, []))
    decl_tricks = sum(1 for _, w in tricks if w == declarer)
    res["points"] = (pts["decl"], m_decl, pts["def"], m_def)
    last_trick, last_w = tricks[9]
    seven = "7" + trump
    seven_play = [(s, c) for s, c in last_trick if c == seven]
    # silent bonuses would complicate the expectations; this corpus avoids them
    assert pts["decl"] + m_decl < 100 and pts["def"] + m_def < 100, "silent 100"
    assert 0 < decl_tricks < 10, "silent durchmarsch"
    for g in goals:
        if g == "party":
            won = decl_tricks > 0 and pts["decl"] + m_decl > pts["def"] + m_def
        elif g == "ulti":
            won = bool(seven_play) and seven_play[0][0] == declarer and last_w == declarer
        elif g == "40-100":
            won = (
                pts["decl"] + (40 if any(i["points"] == 40 for i in marriages.get(declarer, [])) else 0)
                >= 100
            )
        else:
            raise ValueError(g)
        res[g] = won
        v = GOAL_VALUE[g] * mult * contra.get(g, 1)
        for d in defenders:
            if won:
                pay(d, declarer, v, g)
            else:
                pay(declarer, d, v, g)
        if g == "ulti" and not won:
            for d in defenders:
                pay(declarer, d, 4 * mult, "ulti-penalty")
    if "ulti" not in goals and seven_play:
        s7 = seven_play[0][0]
        if last_w == s7:
            res["silent-ulti"] = s7
            if s7 == declarer:
                for d in defenders:
                    pay(d, declarer, 2 * mult, "silent-ulti")
            else:
                for d in defenders:
                    pay(declarer, d, 2 * mult, "silent-ulti")
        else:
            res["silent-ulti-lost"] = s7
            for o in range(3):
                if o != s7:
                    pay(s7, o, 4 * mult, "silent-ulti")
    return net, payments, res


def u_marriages(hand, trump, allowed=True):
    if not allowed or trump is None:
        return []
    out = []
    for s in "HDSC":
        if "K" + s in hand and "Q" + s in hand:
            out.append({"kind": "marriage", "points": 40 if s == trump else 20})
    out.sort(key=lambda i: -i["points"])
    return out


def u_run_deal(
    seed,
    dealer,
    script,
    *,
    plant=None,
    plant_trick=5,
    contra=None,
    hand_pred=None,
    tries=4000,
    result_pred=None,
):
    """script(hands, bidder) -> list of auction steps and the final contract, or None to reject.

    Returns (deal dict, info, nets)."""
    for k in range(tries):
        rng = random.Random(seed * 1000 + k)
        deal = UDeal(rng, dealer)
        plan = script(deal.hands, (dealer + 1) % 3)
        if plan is None:
            continue
        ev, hands_after, declarer, goals, red, trump, talon = plan
        keep7 = ("7" + trump) if "ulti" in goals and trump else None
        marr = {}
        mar_allowed = trump is not None and not any(g in goals for g in ("40-100", "20-100", "durchmarsch"))
        for s in range(3):
            ms = u_marriages(hands_after[s], trump, mar_allowed)
            if ms:
                marr[s] = ms
        if "40-100" in goals:
            marr = {}  # only the declarer's trump 40 counts, and it is not announced as a marriage
        info = {"seed": seed * 1000 + k}
        ev2 = list(ev)
        doubles = []
        if contra:
            for g, lv in contra.items():
                doubles.append({"seat": (declarer + 1) % 3, "target": g, "level": 2})
                if lv >= 4:
                    doubles.append({"seat": declarer, "target": g, "level": 4})
        try:
            tricks = u_play(
                rng,
                hands_after,
                declarer,
                trump,
                ev2,
                keep7=keep7,
                betli=any(g in goals for g in ("betli", "rebetli")),
                plant=plant,
                plant_trick=plant_trick,
                info=info,
                marriages=marr if trump else None,
                doubles=doubles,
            )
        except Exception:
            continue
        if plant and "fault_event" not in info:
            continue
        mdecl = {s: m for s, m in marr.items()}
        if (
            "40-100" in goals
            and "KH"
            and trump
            and ("K" + trump in hands_after[declarer] and "Q" + trump in hands_after[declarer])
        ):
            mdecl = {declarer: [{"kind": "marriage", "points": 40}]}
        try:
            net, pays, res = u_settle(ev2, declarer, goals, red, trump, tricks, talon, mdecl, contra)
        except AssertionError:
            continue
        if result_pred and not result_pred(res, tricks, declarer):
            continue
        info.update(
            {"declarer": declarer, "goals": goals, "red": red, "trump": trump, "results": res, "talon": talon}
        )
        return {"dealer": dealer, "hands": deal.dealt, "events": ev2, "_pays": pays}, info, net
    raise RuntimeError("no deal found")


def suit_count(hand, s):
    return sum(1 for c in hand if u_suit(c) == s)


def lowest(hand, n, keep=()):
    cand = [c for c in hand if c not in keep]
    cand.sort(key=lambda c: (u_points(c), u_strength(c, True)))
    return cand[:n]


def simple_script(goals, red, trump_pick, *, contra_target=None, needs=None, over_bid=None):
    """First bidder discards and bids; the others pass; he passes. trump_pick(hand)->suit."""

    def script(hands, b):
        h = hands[b]
        trump = "H" if red else (trump_pick(h) if trump_pick else None)
        if trump is None and goals[0] not in ("betli", "rebetli"):
            return None
        if goals[0] in ("betli", "rebetli"):
            trump = None
        if needs and not needs(h, trump):
            return None
        keep = set()
        if trump:
            keep = {c for c in h if u_suit(c) == trump}
            if not any(g in goals for g in ("40-100", "20-100")):
                keep |= {"K" + s for s in "HDSC"} | {"Q" + s for s in "HDSC"}
        if trump is None:
            disc = sorted(h, key=lambda c: -u_strength(c, False))[:2]
        else:
            disc = lowest(h, 2, keep)
        if len(disc) < 2:
            return None
        ev = [
            {"type": "discard", "seat": b, "cards": disc},
            {"type": "bid", "seat": b, "bid": {"goals": goals, "red": red}},
        ]
        for k in (1, 2):
            ev.append({"type": "bid", "seat": (b + k) % 3, "bid": "pass"})
        ev.append({"type": "bid", "seat": b, "bid": "pass"})
        if trump is None:
            ev.append({"type": "announce", "seat": b, "items": [{"kind": "no-trump"}]})
        elif trump != "H":
            ev.append({"type": "announce", "seat": b, "items": [{"kind": "trump", "suit": trump}]})
        hands2 = [x[:] for x in hands]
        for c in disc:
            hands2[b].remove(c)
        return (
            ev,
            hands2,
            b,
            ["party"] if goals == ["party"] else (["party", "ulti"] if goals == ["ulti"] else goals),
            red,
            trump,
            disc,
        )

    return script


def longest_suit(h, avoid_h=True):
    best = max(
        "DSC" if avoid_h else "HDSC",
        key=lambda s: (suit_count(h, s), sum(u_strength(c, True) for c in h if u_suit(c) == s)),
    )
    return best if suit_count(h, best) >= 4 else None


def gen_ulti() -> None:
    # ---- U1 clean session: three deals, dealer rotating
    deals = []
    nets = [0, 0, 0]
    # deal 0: dealer 0, Bence (1) plays a plain party in his long suit, marriages announced
    d, info, net = u_run_deal(
        11,
        0,
        simple_script(
            ["party"],
            False,
            longest_suit,
            needs=lambda h, t: suit_count(h, t) >= 5 and any(u_rank(c) == "A" for c in h if u_suit(c) == t),
        ),
    )
    deals.append((d, info))
    # deal 1: dealer 1, Csaba (2) bids ulti (party + ulti) with trump 7, contra on the ulti
    d, info, net = u_run_deal(
        12,
        1,
        simple_script(
            ["ulti"],
            False,
            longest_suit,
            needs=lambda h, t: t is not None and "7" + t in h and suit_count(h, t) >= 5,
        ),
        contra={"ulti": 2},
    )
    deals.append((d, info))
    # deal 2: dealer 2, Anna (0) plays betli and makes it
    d, info, net = u_run_deal(
        13,
        2,
        simple_script(
            ["betli"],
            False,
            None,
            needs=lambda h, t: (
                sum(1 for c in h if u_rank(c) in ("A", "K")) <= 1
                and all(
                    any(u_rank(c) in ("7", "8") for c in h if u_suit(c) == s) or suit_count(h, s) == 0
                    for s in "HDSC"
                )
            ),
        ),
        result_pred=lambda r, t, dcl: r.get("betli"),
    )
    deals.append((d, info))
    out = []
    for d, info in deals:
        d["events"] += d.pop("_pays")
        d["_info"] = info
        out.append(d)
    write(
        "ulti-01-clean-session.json",
        u_doc(out, "Three deals: a plain party with marriages, an ulti with contra, a betli."),
        "clean",
    )

    # ---- U2 revoke: failure to overtrump (source: beat the cards on the table if the rules allow)
    d, info, _ = u_run_deal(
        21,
        0,
        simple_script(["party"], False, longest_suit, needs=lambda h, t: suit_count(h, t) >= 5),
        plant="no_overtrump",
        plant_trick=1,
    )
    d["events"] += d.pop("_pays")
    d["_info"] = info
    write(
        "ulti-02-revoke-no-overtrump.json",
        u_doc(
            [d],
            "Party in a suit; a defender void in the suit led under-trumps while he could over-trump; unnoticed, settled as played.",
        ),
        "failure to overtrump",
    )

    # ---- U3 illegal bid: ulti (5 points, two goals) over betli (5 points, one goal): lower by the table
    def script3(hands, b):
        b1, b2 = (b + 1) % 3, (b + 2) % 3
        h = [x[:] for x in hands]
        # Anna/first bidder: betli, discarding her two highest
        d1 = sorted(h[b], key=lambda c: -u_strength(c, False))[:2]
        for c in d1:
            h[b].remove(c)
        h[b1] += d1
        t1 = longest_suit(h[b1])
        if t1 is None or "7" + t1 not in h[b1]:
            return None
        d2 = lowest(h[b1], 2, {c for c in h[b1] if u_suit(c) == t1})
        for c in d2:
            h[b1].remove(c)
        h[b2] += d2
        # the third: red 40-100 needs KH QH and hearts
        if not ("KH" in h[b2] and "QH" in h[b2] and suit_count(h[b2], "H") >= 5 and "AH" in h[b2]):
            return None
        d3 = lowest(h[b2], 2, {c for c in h[b2] if u_suit(c) == "H"})
        for c in d3:
            h[b2].remove(c)
        ev = [
            {"type": "discard", "seat": b, "cards": d1},
            {"type": "bid", "seat": b, "bid": {"goals": ["betli"], "red": False}},
            {"type": "take", "seat": b1, "cards": d1},
            {"type": "discard", "seat": b1, "cards": d2},
            {"type": "bid", "seat": b1, "bid": {"goals": ["ulti"], "red": False}},
            {"type": "take", "seat": b2, "cards": d2},
            {"type": "discard", "seat": b2, "cards": d3},
            {"type": "bid", "seat": b2, "bid": {"goals": ["40-100"], "red": True}},
            {"type": "bid", "seat": b, "bid": "pass"},
            {"type": "bid", "seat": b1, "bid": "pass"},
            {"type": "bid", "seat": b2, "bid": "pass"},
        ]
        return ev, h, b2, ["40-100"], True, "H", d3

    d, info, _ = u_run_deal(31, 1, script3)
    d["events"] += d.pop("_pays")
    info["fault_event"] = 4
    d["_info"] = info
    write(
        "ulti-03-bid-ulti-over-betli.json",
        u_doc(
            [d],
            "Auction: betli, then ulti (lower than betli by the table: 5 points in two goals against 5 in one), then red 40-100 which wins it.",
        ),
        "illegal bid at event 4",
    )

    # ---- U4 out of turn: a defender leads although the declarer took the trick
    d, info, _ = u_run_deal(
        41,
        2,
        simple_script(["party"], False, longest_suit, needs=lambda h, t: suit_count(h, t) >= 5),
        plant="lead_out_of_turn",
        plant_trick=3,
    )
    d["events"] += d.pop("_pays")
    d["_info"] = info
    write(
        "ulti-04-lead-out-of-turn.json",
        u_doc(
            [d],
            "Party; in trick 4 the player after the trick's winner leads; the others follow; settled as played.",
        ),
        "out of turn lead",
    )

    # ---- U5 wrong payment: red party not doubled to one defender
    d, info, _ = u_run_deal(
        51, 0, simple_script(["party"], True, None, needs=lambda h, t: suit_count(h, "H") >= 5 and "AH" in h)
    )
    pays = d.pop("_pays")
    i0 = len(d["events"])
    for k, p in enumerate(pays):
        if p["reason"] == "party" and k == 1:
            p["amount"] //= 2
            info["fault_event"] = i0 + k
    d["events"] += pays
    d["_info"] = info
    write(
        "ulti-05-red-party-paid-single.json",
        u_doc(
            [d],
            "Red party (hearts): the second defender's payment is written at the plain party's 1 instead of 2.",
        ),
        "wrong payment",
    )

    # ---- U6 wrong score / total: three deals with a score sheet; deal 2's total for Bence slips by 2
    deals = []
    totals = [0, 0, 0]
    specs = [
        (
            61,
            0,
            simple_script(["party"], False, longest_suit, needs=lambda h, t: suit_count(h, t) >= 5),
            None,
        ),
        (
            62,
            1,
            simple_script(
                ["40-100"],
                False,
                longest_suit,
                needs=lambda h, t: t is not None and "K" + t in h and "Q" + t in h and suit_count(h, t) >= 5,
            ),
            None,
        ),
        (63, 2, simple_script(["party"], True, None, needs=lambda h, t: suit_count(h, "H") >= 5), None),
    ]
    for k, (seed, dealer, sc, contra) in enumerate(specs):
        d, info, net = u_run_deal(seed, dealer, sc, contra=contra)
        d["events"] += d.pop("_pays")
        for s in range(3):
            d["events"].append({"type": "score", "party": s, "points": net[s]})
        for s in range(3):
            totals[s] += net[s]
        for s in range(3):
            pts = totals[s]
            if k == 1 and s == 1:
                pts += 2
                info["fault_event"] = len(d["events"])
            d["events"].append({"type": "total", "party": s, "points": pts})
        if k == 1:
            totals[1] += 2  # the sheet carries its slip on
        info["nets"] = net
        d["_info"] = info
        deals.append(d)
    write(
        "ulti-06-total-slip.json",
        u_doc(
            deals,
            "Three deals with the sheet: each seat's net per deal and running totals; Bence's total after deal 1 is 2 too high and carried on.",
        ),
        "wrong total deal 1",
    )

    # ---- U7 penalty paid wrong: contra'd ulti failed, the failed-ulti penalty doubled by the contra
    d, info, _ = u_run_deal(
        71,
        1,
        simple_script(
            ["ulti"],
            False,
            longest_suit,
            needs=lambda h, t: t is not None and "7" + t in h and suit_count(h, t) >= 4,
        ),
        contra={"ulti": 2},
        result_pred=lambda r, t, dcl: r.get("ulti") is False,
    )
    pays = d.pop("_pays")
    i0 = len(d["events"])
    idx = []
    for k, p in enumerate(pays):
        if p["reason"] == "ulti-penalty":
            p["amount"] *= 2  # PLANTED: the source: the contra does not double the penalty
            idx.append(i0 + k)
    info["fault_events"] = idx
    d["events"] += pays
    d["_info"] = info
    write(
        "ulti-07-ulti-penalty-doubled.json",
        u_doc(
            [d],
            "Ulti with contra, the ulti lost: the table doubled the failed-ulti penalty too (8 instead of 4).",
        ),
        "wrong penalty (ulti-penalty doubled)",
    )


if __name__ == "__main__":
    gen_danish()
    gen_ulti()
    (OUT / "_faults.txt").write_text("\n".join(FAULTS) + "\n")
