"""Blind generator for the `declarations` audit round (written from the sources only).

Declarations and announcements in five games: Danish Tarok's mandatory declarations (§9, §14,
§15 'Deklaracja', §18), Galician Tarok's announcements and contra (§6, §11, §15, §19-§22, §25,
§27), Ulti's 20/40 and silent bonuses ('ペアの宣言', '出来役'), Tarocchini's declarations
before play ('Декларации').

Every figure written into a transcript is computed here from the source, never by the engine.
Run: python tests/data/audit/declarations/_gen.py  (writes the *.json beside it and _figures.txt).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

HERE = Path(__file__).parent
FIGURES: list[str] = []


def note(name: str, text: str) -> None:
    FIGURES.append(f"{name}: {text}")


def write(name: str, doc: dict) -> None:
    (HERE / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")


def play_ev(seat: int, card: str, named: str | None = None) -> dict:
    e = {"type": "play", "seat": seat, "card": card}
    if named:
        e["named"] = named
    return e


def pay(frm, to, amount, reason=None) -> dict:
    e = {"type": "payment", "from": frm, "to": to, "amount": amount}
    if reason:
        e["reason"] = reason
    return e


# ============================================================================ Danish Tarok
DK_SUITS = "HDSC"
DK_RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
DK_BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
DK_DECK = [r + s for s in DK_SUITS for r in DK_RED_ORDER] + [f"T{i}" for i in range(1, 22)] + ["JOKER"]
COURTS = ["K", "Q", "N", "J"]


def dk_suit(c: str) -> str:
    return "T" if c.startswith("T") else ("X" if c == "JOKER" else c[-1])


def dk_rank(c: str) -> str:
    return c[:-1]


def dk_strength(c: str, led: str) -> int:
    """Higher wins. Trumps beat everything; led suit by its order; others and the Joker lose."""
    if c == "JOKER":
        return -1
    if c.startswith("T"):
        return 100 + int(c[1:])
    if dk_suit(c) != led:
        return -1
    order = DK_RED_ORDER if c[-1] in "HD" else DK_BLACK_ORDER
    return 50 - order.index(dk_rank(c))


def dk_value(c: str) -> int:
    """§15 card points: Pagat, Mondo, Joker and kings 4; queens 3; knights 2; jacks 1."""
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c.startswith("T"):
        return 0
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(dk_rank(c), 0)


def dk_declarations(hand: list[str]) -> list[dict]:
    """§14: the declarations a hand must make."""
    items: list[dict] = []
    joker = "JOKER" in hand
    ntr = sum(1 for c in hand if c.startswith("T")) + (1 if joker else 0)
    if ntr >= 10:
        items.append({"kind": "trumps", "count": ntr, "pagat": "T1" in hand})
    if joker and "T21" in hand and "T1" in hand:
        n = 3
        k = 20
        while f"T{k}" in hand:
            n += 1
            k -= 1
        items.append({"kind": "matadors", "count": n})
    for s in DK_SUITS:
        have = [r for r in COURTS if r + s in hand]
        if len(have) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"})
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
    kings = [s for s in DK_SUITS if "K" + s in hand]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if joker else "full"})
    elif len(kings) == 3 and joker:
        items.append({"kind": "kings", "form": "half", "missing": [s for s in DK_SUITS if s not in kings][0]})
    return items


def dk_decl_value(item: dict) -> int:
    """§15 'Deklaracja'."""
    k = item["kind"]
    if k == "trumps":
        return 10 + 5 * (item["count"] - 10)
    if k == "matadors":
        return 10 + 5 * (item["count"] - 3)
    return {"rich": 15, "full": 10, "half": 5}[item["form"]]


def dk_legal(hand: list[str], trick: list[tuple[int, str]]) -> list[str]:
    if not trick:
        return [c for c in hand if c != "JOKER"]  # my sim never leads the Joker
    led = dk_suit(trick[0][1])
    same = [c for c in hand if dk_suit(c) == led]
    if same:
        return same + (["JOKER"] if "JOKER" in hand else [])
    tr = [c for c in hand if c.startswith("T")]
    if tr:
        return tr + (["JOKER"] if "JOKER" in hand else [])
    return list(hand)


def dk_play(hands: list[list[str]], leader: int, rng: random.Random):
    """Play 25 tricks; returns (plays, tricks) with tricks = [(cards [(seat, card)], winner)]."""
    hands = [list(h) for h in hands]
    ntr = len(hands[0])
    plays, tricks = [], []
    for t in range(ntr):
        trick: list[tuple[int, str]] = []
        for k in range(3):
            s = (leader + k) % 3
            legal = dk_legal(hands[s], trick)
            if "JOKER" in legal and trick:
                card = "JOKER"  # got rid of early (never in the last three tricks here)
            else:
                pref = [c for c in legal if c != "JOKER" and (c == "T1" or dk_rank(c) == "K")]
                pool = pref if pref and rng.random() < 0.7 else [c for c in legal if c != "JOKER"] or legal
                card = rng.choice(sorted(pool))
            hands[s].remove(card)
            trick.append((s, card))
            plays.append((s, card))
        led = dk_suit(trick[0][1])
        win = max(trick, key=lambda sc: dk_strength(sc[1], led))[0]
        tricks.append((trick, win))
        leader = win
    return plays, tricks


def dk_deal(seed: int, dealer: int, fixed: dict[int, list[str]], skat_pick=None):
    """Deal: fixed cards per seat, the rest at random; the dealer holds 28."""
    rng = random.Random(seed)
    rest = [c for c in DK_DECK if all(c not in v for v in fixed.values())]
    rng.shuffle(rest)
    hands = []
    for s in range(3):
        size = 28 if s == dealer else 25
        h = list(fixed.get(s, []))
        while len(h) < size:
            h.append(rest.pop())
        hands.append(h)
    return hands


def dk_skat(hand: list[str]) -> list[str]:
    """Three low pip cards (no king, Mondo, Joker, trump or declaration card: §13)."""
    pips = [c for c in hand if not c.startswith("T") and c != "JOKER" and dk_rank(c) not in COURTS]
    pips.sort(key=lambda c: (c[-1], c))
    return pips[:3]


def dk_round5(points: int) -> int:
    """§15: difference from 26 rounded to the nearest multiple of 5 (table 14-38)."""
    d = points - 26
    q = round(d / 5)
    return 5 * q


def dk_settle(dealer, hands_after, skat, tricks):
    """Payments during play and after the last trick (§15), the card-point settlement."""
    pays = []  # (trick index or 'end', payment dict)
    nt = len(tricks)
    for t, (trick, win) in enumerate(tricks):
        if t == nt - 1:
            break
        for s, c in trick:
            if c.startswith("K") and len(c) == 2 and s != win:
                for o in range(3):
                    if o != s:
                        pays.append((t, pay(s, o, 5, "king_lost")))
                pays.append((t, pay(s, "king_pool", 5, "king_lost")))
            if c == "T1":
                if s != win:
                    for o in range(3):
                        if o != s:
                            pays.append((t, pay(s, o, 5, "pagat_lost")))
                    pays.append((t, pay(s, "pagat_pool", 5, "pagat_lost")))
                else:
                    for o in range(3):
                        if o != s:
                            pays.append((t, pay(o, s, 5, "pagat_trick")))
    last, lwin = tricks[-1]
    counts = [sum(1 for _, w in tricks if w == s) for s in range(3)]
    assert all(counts), "nolo: choose another seed"
    assert not any(c == "T1" or (c.startswith("K") and len(c) == 2) for _, c in last), (
        "ultimo card in last trick"
    )
    for o in range(3):
        if o != lwin:
            pays.append(("end", pay(o, lwin, 20, "last_trick")))
    # card points
    pts = [0, 0, 0]
    for trick, win in tricks:
        pts[win] += 1
        for s, c in trick:
            if c == "JOKER" and (trick, win) != tricks[-1]:
                pts[s] += dk_value(c)
            else:
                pts[win] += dk_value(c)
    pts[dealer] += 1 + sum(dk_value(c) for c in skat)
    assert sum(pts) == 78, pts
    newd = (dealer + 1) % 3
    for s in range(3):
        if s == newd:
            continue
        a = dk_round5(pts[s])
        if a < 0:
            pays.append(("end", pay(s, newd, -a, "card_points")))
        elif a > 0:
            pays.append(("end", pay(newd, s, a, "card_points")))
    return pays, pts, counts


def dk_file(
    name,
    seed,
    dealer,
    fixed,
    *,
    decl_override=None,
    decl_order=None,
    record=True,
    wrong=None,
    extra_penalty=None,
    correction=None,
    meta="",
):
    """Build one Danish transcript. Returns (doc, info)."""
    for tryseed in range(seed, seed + 400):
        hands = dk_deal(tryseed, dealer, fixed)
        if any(not any(c.startswith("T") for c in h) for h in hands):
            continue
        skat = dk_skat(hands[dealer])
        after = [list(h) for h in hands]
        for c in skat:
            after[dealer].remove(c)
        true_decl = [dk_declarations(h) for h in after]
        rng = random.Random(tryseed * 7 + 1)
        plays, tricks = dk_play(after, (dealer + 1) % 3, rng)
        try:
            pays, pts, counts = dk_settle(dealer, after, skat, tricks)
        except AssertionError:
            continue
        break
    else:
        raise RuntimeError(name)
    decl = [list(x) for x in true_decl]
    if correction and correction[1] == "auto":
        cs = correction[0]
        first = [dict(it) for it in true_decl[cs]]
        first[0]["count"] -= 1  # one trump too few, corrected before the first card
        decl_override = {cs: first}
        correction = (cs, true_decl[cs])
    if decl_override:
        for s, items in decl_override.items():
            decl[s] = items
    events: list[dict] = []
    if record:
        for s in range(3):
            events.append(pay(s, "pagat_pool", 20, "foundation"))
            events.append(pay(s, "king_pool", 20, "foundation"))
        events.append(pay(dealer, "pagat_pool", 5, "deal_fee"))
        events.append(pay(dealer, "king_pool", 5, "deal_fee"))
    events.append({"type": "discard", "seat": dealer, "cards": skat})
    order = decl_order or [dealer, (dealer + 1) % 3, (dealer + 2) % 3]
    idx = {}
    for s in order:
        idx[s] = len(events)
        events.append({"type": "declare", "seat": s, "items": decl[s]})
        if record:
            if extra_penalty and extra_penalty[0] == s:
                events.append(pay(s, "pagat_pool", extra_penalty[1], "penalty"))
                events.append(pay(s, "king_pool", extra_penalty[1], "penalty"))
            if not correction or correction[0] != s:
                for it in decl[s]:
                    for o in range(3):
                        if o != s:
                            amt = dk_decl_value(it)
                            if wrong and wrong[0] == s and wrong[1] == it["kind"] and wrong[2] == o:
                                idx["wrong"] = len(events)
                                amt = wrong[3]
                            events.append(pay(o, s, amt, "declaration"))
    if correction:
        s, items = correction
        idx["correction"] = len(events)
        events.append({"type": "declare", "seat": s, "items": items})
        if record:
            for it in items:
                for o in range(3):
                    if o != s:
                        events.append(pay(o, s, dk_decl_value(it), "declaration"))
    first_play = len(events)
    by_trick = {}
    for t, p in pays:
        by_trick.setdefault(t, []).append(p)
    pi = 0
    for t, (trick, _w) in enumerate(tricks):
        for s, c in trick:
            events.append(play_ev(s, c))
            pi += 1
        if record:
            events.extend(by_trick.get(t, []))
    if record:
        events.extend(by_trick.get("end", []))
    net = [0, 0, 0]
    pools = {"pagat_pool": 0, "king_pool": 0}
    for e in events:
        if e["type"] == "payment":
            for side, sign in ((e["from"], -1), (e["to"], 1)):
                if isinstance(side, int):
                    net[side] += sign * e["amount"]
                else:
                    pools[side] += sign * e["amount"]
    doc = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {"preset": "standard"},
        "players": ["Agata", "Borys", "Cecylia"],
        "meta": {"audit": "declarations", "description": meta},
        "deals": [{"dealer": dealer, "hands": hands, "events": events}],
    }
    info = {
        "seed": tryseed,
        "decl_idx": idx,
        "first_play": first_play,
        "true_decl": true_decl,
        "card_points": pts,
        "tricks": counts,
        "net_recorded": net,
        "pools_recorded": pools,
    }
    write(name, doc)
    note(name, json.dumps(info))
    return doc, info


def danish() -> None:
    # D1 clean: the Joker in three declarations of one seat; a king that belongs to kings and cavalry.
    fixed = {
        1: ["JOKER", "T21", "T1", "T2", "T3", "T4", "T5", "T6", "T7", "T8", "KH", "QH", "JH"],
        2: ["KD", "QD", "ND", "JD", "KS", "KC", "T9"],
    }
    dk_file(
        "dk01-clean-joker-shared.json",
        100,
        0,
        fixed,
        meta="Borys: 11 trumps and the Joker (12 trumps with Pagat), 3 matadors, half cavalry of hearts "
        "without the knight, the Joker in all three; Cecylia: full cavalry of diamonds and "
        "(with KH elsewhere) no kings declaration. Every payment recorded.",
    )
    # D2 clean: a declaration corrected before the first trick (§18 superficial)
    fixed = {1: ["T1", "T2", "T3", "T4", "T5", "T6", "T7", "T8", "T9", "T10", "T11"], 0: ["JOKER", "T21"]}
    dk_file(
        "dk02-clean-corrected-before-play.json",
        200,
        0,
        fixed,
        correction=(1, "auto"),
        meta="Borys first says 11 trumps with Pagat, then, before the first card, corrects it to "
        "12 with Pagat (§18: corrected without penalty until the first trick). Paid once, "
        "at the corrected value.",
    )
    # D3 violations: a declaration not held (full kings with three kings), not corrected: irreparable
    fixed = {2: ["KH", "KD", "KS", "T5"], 0: ["KC"]}
    dk_file(
        "dk03-kings-not-held.json",
        300,
        1,
        fixed,
        decl_override={2: [{"kind": "kings", "form": "full"}]},
        record=False,
        meta="Cecylia declares full kings holding three kings and no Joker; never corrected "
        "(§18 irreparable). No payment recorded.",
    )
    # D4 violations: Borys declares before the dealer (large) and is paid 10 instead of 15 by Cecylia
    fixed = {1: ["T2", "T3", "T4", "T5", "T6", "T7", "T8", "T9", "T10", "T11", "T12"], 0: ["T1", "T21"]}
    dk_file(
        "dk04-out-of-turn-and-underpaid.json",
        400,
        0,
        fixed,
        decl_order=[1, 0, 2],
        extra_penalty=(1, 20),
        wrong=(1, "trumps", 2, 10),
        meta="Borys declares 12 trumps without Pagat before the dealer Agata has declared "
        "(§18 large: 20 to each pool, recorded); Cecylia pays him 10 for it instead of 20.",
    )
    # D5 violations: a mandatory declaration left out (four kings, 'pass')
    fixed = {2: ["KH", "KD", "KS", "KC", "T3"], 0: ["JOKER"]}
    dk_file(
        "dk05-kings-withheld.json",
        500,
        1,
        fixed,
        decl_override={2: []},
        record=False,
        meta="Cecylia holds the four kings (and 10 trumps with Pagat) and says pass (§14 'musi zadeklarować'); "
        "never corrected (§18 irreparable). No payment recorded.",
    )


# ============================================================================ Galician Tarok
GT_SUITS = "HDSC"


def gt_pip(s: str) -> str:
    return ("1" if s in "HD" else "10") + s


GT_DECK = (
    [r + s for s in GT_SUITS for r in COURTS]
    + [gt_pip(s) for s in GT_SUITS]
    + [f"T{i}" for i in range(1, 22)]
    + ["SKIZ"]
)


def gt_suit(c):
    return "T" if (c.startswith("T") or c == "SKIZ") else c[-1]


def gt_strength(c, led):
    if c == "SKIZ":
        return 200
    if c.startswith("T"):
        return 100 + int(c[1:])
    if gt_suit(c) != led:
        return -1
    r = c[:-1]
    return {"K": 50, "Q": 40, "N": 30, "J": 20}.get(r, 10)


def gt_value(c):
    """§3, §7."""
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if gt_suit(c) == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def gt_legal(hand, trick):
    """§5: follow suit, else tarock, else anything; a tarock led: beat it if one can (played safe)."""
    if not trick:
        return list(hand)
    led = gt_suit(trick[0][1])
    same = [c for c in hand if gt_suit(c) == led]
    if same:
        if led == "T":
            best = max(gt_strength(c, led) for _, c in trick)
            higher = [c for c in same if gt_strength(c, led) > best]
            return higher or same
        return same
    tr = [c for c in hand if gt_suit(c) == "T"]
    return tr or list(hand)


def gt_play(hands, leader, rng, keep_pagat=None):
    hands = [list(h) for h in hands]
    tricks = []
    for t in range(12):
        trick = []
        for k in range(3):
            s = (leader + k) % 3
            legal = gt_legal(hands[s], trick)
            if keep_pagat == s and t < 11 and len(legal) > 1 and "T1" in legal:
                legal = [c for c in legal if c != "T1"]
            card = rng.choice(sorted(legal))
            hands[s].remove(card)
            trick.append((s, card))
        led = gt_suit(trick[0][1])
        win = max(trick, key=lambda sc: gt_strength(sc[1], led))[0]
        tricks.append((trick, win))
        leader = win
    return tricks


def gt_group_points(cards):
    """§14: a group of three counts its card values less 2."""
    return sum(gt_value(c) for c in cards) - 2


def gt_file(
    name,
    seed,
    dealer,
    fixed,
    announce_decl,
    *,
    discard_pick,
    doubles=(),
    record=True,
    start_pool=None,
    keep_pagat=False,
    helper_ann=None,
    late=None,
    wrong=None,
    require=None,
    meta="",
):
    f = (dealer + 1) % 3
    for tryseed in range(seed, seed + 3000):
        rng = random.Random(tryseed)
        rest = [c for c in GT_DECK if all(c not in v for v in fixed.values())]
        rng.shuffle(rest)
        hands = []
        talon_fixed = fixed.get("talon", [])
        talon = list(talon_fixed)
        while len(talon) < 6:
            talon.append(rest.pop())
        for s in range(3):
            h = list(fixed.get(s, []))
            while len(h) < 12:
                h.append(rest.pop())
            hands.append(h)
        decl = f
        bought = talon[:3]
        hand = hands[decl] + bought
        disc = discard_pick(hand)
        if disc is None:
            continue
        after = [list(h) for h in hands]
        after[decl] = [c for c in hand if c not in disc]
        tricks = gt_play(after, f, random.Random(tryseed + 11), keep_pagat=decl if keep_pagat else None)
        side = {decl: "D", (decl + 1) % 3: "H", (decl + 2) % 3: "H"}
        pts = {"D": gt_group_points(disc), "H": gt_group_points(talon[3:])}
        won = {"D": [], "H": []}
        for trick, win in tricks:
            pts[side[win]] += gt_group_points([c for _, c in trick])
            won[side[win]] += [c for _, c in trick]
        assert pts["D"] + pts["H"] == 66, pts
        ctx = dict(
            hands=hands, after=after, talon=talon, disc=disc, tricks=tricks, pts=pts, won=won, decl=decl
        )
        if require and not require(ctx):
            continue
        break
    else:
        raise RuntimeError(name)
    events = []
    events.append({"type": "bid", "seat": f, "bid": "three"})
    events.append({"type": "bid", "seat": (f + 1) % 3, "bid": "pass"})
    events.append({"type": "bid", "seat": (f + 2) % 3, "bid": "pass"})
    events.append({"type": "take", "seat": decl, "cards": bought})
    dev = {"type": "discard", "seat": decl, "cards": disc}
    events.append(dev)
    idx = {}
    idx["announce_decl"] = len(events)
    events.append({"type": "announce", "seat": decl, "items": announce_decl})
    for k in (1, 2):
        s = (decl + k) % 3
        idx[f"announce_{s}"] = len(events)
        events.append({"type": "announce", "seat": s, "items": (helper_ann or {}).get(s, [])})
    if late:
        idx["late"] = len(events)
        events.append({"type": "announce", "seat": late[0], "items": late[1]})
    for s, target, level in doubles:
        idx[f"double_{target}"] = len(events)
        events.append({"type": "double", "seat": s, "target": target, "level": level})
    for trick, _w in tricks:
        for s, c in trick:
            events.append(play_ev(s, c))
    info = {
        "seed": tryseed,
        "declarer": decl,
        "points": pts,
        "idx": idx,
        "won_D": sorted(ctx["won"]["D"]),
        "hand_after": sorted(after[decl]),
    }
    doc = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "rules": {"preset": "standard"},
        "players": ["Adam", "Barbara", "Czesław"],
        "meta": {"audit": "declarations", "description": meta},
        "deals": [{"dealer": dealer, "hands": hands, "talon": talon, "events": events}],
    }
    if start_pool is not None:
        doc["start"] = {"pools": {"pool": start_pool}}
    return doc, info, ctx


def gt_game_value(points, k=1, contra=1):
    """§18 three: over 33 -> (p-33)*3+30 won; else ((33-p)*3+30)*k lost; contra doubles (§17)."""
    if points > 33:
        return (points - 33) * 3 * 1 + 30, True
    return ((33 - points) * 3 + 30) * k, False


def gt_finish(name, doc, info, payments, idx_wrong=None):
    ev = doc["deals"][0]["events"]
    base = len(ev)
    for i, p in enumerate(payments):
        if idx_wrong is not None and i == idx_wrong:
            info["idx"]["wrong"] = base + i
        ev.append(p)
    net = {0: 0, 1: 0, 2: 0, "pool": 0}
    for p in payments:
        net[p["from"]] -= p["amount"]
        net[p["to"]] += p["amount"]
    info["net"] = net
    write(name, doc)
    note(name, json.dumps(info, default=str))


def galician() -> None:
    # G1 clean (unusual legal): pagat ultimo announced without the pagat (§21, §27b: no renonce);
    # the helper holding the pagat gives contra on it; the declarer makes the game.
    def disc1(hand):
        low = [c for c in hand if gt_suit(c) != "T" and not c.startswith("K")]
        low.sort(key=gt_value)
        return low[:3] if len(low) >= 3 else None

    def req1(ctx):
        won = ctx["won"]
        kings_split = not all(k + s in won["D"] for k in "K" for s in GT_SUITS) and not all(
            "K" + s in won["H"] for s in GT_SUITS
        )
        trull = lambda w: all(c in w for c in ("SKIZ", "T21", "T1"))
        return ctx["pts"]["D"] > 33 and kings_split and not trull(won["D"]) and not trull(won["H"])

    fixed = {1: ["SKIZ", "T21", "T20", "T19", "T18", "T17", "T16", "T15", "KH", "KD"], 2: ["T1"]}
    doc, info, ctx = gt_file(
        "gt01-clean-ultimo-without-pagat.json",
        10,
        0,
        fixed,
        [{"kind": "pagat_ultimo"}],
        discard_pick=disc1,
        doubles=[(2, "pagat_ultimo", 2)],
        start_pool=60,
        require=req1,
        meta="Barbara (declarer, three) announces pagat ultimo without the pagat; "
        "Czesław, who holds it, gives contra on the ultimo (§27b). Not a "
        "renonce: Barbara wins her game, pays the ultimo doubled to each helper "
        "and the pool's content into the pool.",
    )
    d = info["declarer"]
    p = ctx["pts"]["D"]
    gv, won = gt_game_value(p)
    assert won
    helpers = [(d + 1) % 3, (d + 2) % 3]
    pays = []
    for h in helpers:
        pays.append(pay(h, d, gv, "game"))
    for h in helpers:
        pays.append(pay(d, h, 200, "pagat_ultimo"))
    pays.append(pay(d, "pool", 60, "pool_ultimo"))
    # 10% of every win into the pool: each seat's net win in the deal (game - ultimo)
    net_d = 2 * gv - 400
    for h in helpers:
        w = 200 - gv
        if w > 0:
            pays.append(pay(h, "pool", round(w * 0.1, 6), "pool_share"))
    if net_d > 0:
        pays.append(pay(d, "pool", round(net_d * 0.1, 6), "pool_share"))
    info["game_value"] = gv
    gt_finish("gt01-clean-ultimo-without-pagat.json", doc, info, pays)

    # G2 violations: tarocks announced wrongly (11 held, 10 announced): §21 renonce. No payments.
    def disc2(hand):
        low = [c for c in hand if gt_suit(c) != "T" and not c.startswith("K")]
        low.sort(key=gt_value)
        return low[:3] if len(low) >= 3 else None

    def req2(ctx):
        n = sum(1 for c in ctx["after"][ctx["decl"]] if gt_suit(c) == "T")
        return n == 11

    fixed = {2: ["SKIZ", "T21", "T20", "T19", "T18", "T17", "T16", "T15", "T14", "T13", "T12"]}
    doc, info, ctx = gt_file(
        "gt02-tarocks-miscounted.json",
        20,
        1,
        fixed,
        [{"kind": "tarocks", "count": 10}],
        discard_pick=disc2,
        require=req2,
        meta="Czesław (declarer) holds 11 tarocks after his discard and announces 10 "
        "(§21: 'mylnie zapowiadający bezwarunkowo przegrał grę', a renonce "
        "by §23). No payment recorded.",
    )
    gt_finish("gt02-tarocks-miscounted.json", doc, info, [])

    # G3 violations: trull announced and made, paid 50 instead of 100 by one helper;
    # four kings announced after the helpers answered (§11, §25).
    def disc3(hand):
        low = [c for c in hand if gt_suit(c) != "T" and not c.startswith("K")]
        low.sort(key=gt_value)
        return low[:3] if len(low) >= 3 else None

    def req3(ctx):
        won = ctx["won"]
        trull_d = all(c in won["D"] for c in ("SKIZ", "T21", "T1"))
        kings_d = sum(1 for s in GT_SUITS if "K" + s in won["D"])
        kings_h = sum(1 for s in GT_SUITS if "K" + s in won["H"])
        t_pagat = [i for i, (tr, _w) in enumerate(ctx["tricks"]) if any(c == "T1" for _, c in tr)][0]
        return (
            t_pagat < 11
            and trull_d
            and ctx["pts"]["D"] > 33
            and kings_d < 4
            and kings_h < 4
            and all(c in ctx["after"][ctx["decl"]] for c in ("SKIZ", "T21", "T1"))
        )

    fixed = {0: ["SKIZ", "T21", "T1", "T20", "T19", "T18", "T17", "T16", "T15", "KH"]}
    doc, info, ctx = gt_file(
        "gt03-trull-underpaid-late-kings.json",
        30,
        2,
        fixed,
        [{"kind": "trull"}],
        discard_pick=disc3,
        start_pool=60,
        require=req3,
        late=(0, [{"kind": "four_kings"}]),
        meta="Adam (declarer) announces the trull, holds it and takes it home: 100 from "
        "each helper (§15), but Czesław pays 50. After both helpers have "
        "answered, Adam adds four kings (§11 order, §25 no change of announced "
        "premiums): the table ignored it and settled nothing for it.",
    )
    d = info["declarer"]
    p = ctx["pts"]["D"]
    gv, won = gt_game_value(p)
    assert won
    helpers = [(d + 1) % 3, (d + 2) % 3]
    pays = [pay(h, d, gv, "game") for h in helpers]
    pays.append(pay(helpers[0], d, 100, "trull"))
    pays.append(pay(helpers[1], d, 50, "trull"))  # wrong: 100 is due
    net_right = 2 * gv + 200
    pays.append(pay(d, "pool", round(net_right * 0.1, 6), "pool_share"))
    info["game_value"] = gv
    gt_finish("gt03-trull-underpaid-late-kings.json", doc, info, pays, idx_wrong=3)


# ============================================================================ Ulti
U_SUITS = "HDSC"
U_TR_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]
U_DECK = [r + s for s in U_SUITS for r in U_TR_ORDER]


def u_strength(c, led, trump):
    r, s = c[:-1], c[-1]
    base = 8 - U_TR_ORDER.index(r)
    if trump and s == trump:
        return 100 + base
    if s == led:
        return base
    return -1


def u_legal(hand, trick, trump):
    """Follow suit; else trump; else anything; and beat the trick if one can within that."""
    if not trick:
        return list(hand)
    led = trick[0][1][-1]
    same = [c for c in hand if c[-1] == led]
    cand = same or [c for c in hand if c[-1] == trump] or list(hand)
    best = max(u_strength(c, led, trump) for _, c in trick)
    beat = [c for c in cand if u_strength(c, led, trump) > best]
    return beat or cand


def u_play(hands, leader, trump, rng):
    hands = [list(h) for h in hands]
    tricks = []
    for t in range(10):
        trick = []
        for k in range(3):
            s = (leader + k) % 3
            legal = u_legal(hands[s], trick, trump)
            card = rng.choice(sorted(legal))
            hands[s].remove(card)
            trick.append((s, card))
        led = trick[0][1][-1]
        win = max(trick, key=lambda sc: u_strength(sc[1], led, trump))[0]
        tricks.append((trick, win))
        leader = win
    return tricks


def u_card_points(tricks, seats):
    pts = 0
    for i, (trick, win) in enumerate(tricks):
        if win in seats:
            pts += sum(10 for _, c in trick if c[:-1] in ("A", "10"))
            if i == 9:
                pts += 10
    return pts


def u_file(
    name,
    seed,
    dealer,
    fixed,
    trump,
    marriages,
    discard_pick,
    require,
    *,
    bid=None,
    late_marriage=None,
    meta="",
):
    f = (dealer + 1) % 3
    for tryseed in range(seed, seed + 5000):
        rng = random.Random(tryseed)
        rest = [c for c in U_DECK if all(c not in v for v in fixed.values())]
        rng.shuffle(rest)
        hands = []
        for s in range(3):
            h = list(fixed.get(s, []))
            while len(h) < (12 if s == f else 10):
                h.append(rest.pop())
            hands.append(h)
        disc = discard_pick(hands[f])
        if disc is None:
            continue
        after = [list(h) for h in hands]
        for c in disc:
            after[f].remove(c)
        tricks = u_play(after, f, trump, random.Random(tryseed + 3))
        ctx = dict(hands=hands, after=after, disc=disc, tricks=tricks, decl=f)
        if not require(ctx):
            continue
        break
    else:
        raise RuntimeError(name)
    events = [
        {"type": "discard", "seat": f, "cards": disc},
        {"type": "bid", "seat": f, "bid": bid or {"goals": ["party"], "red": False}},
        {"type": "bid", "seat": (f + 1) % 3, "bid": "pass"},
        {"type": "bid", "seat": (f + 2) % 3, "bid": "pass"},
        {"type": "bid", "seat": f, "bid": "pass"},
    ]
    if not (bid or {}).get("red"):
        events.append({"type": "announce", "seat": f, "items": [{"kind": "trump", "suit": trump}]})
    idx = {}
    for t, (trick, _w) in enumerate(tricks):
        for s, c in trick:
            if t == 0 and s in marriages:
                idx[f"marriage_{s}"] = len(events)
                events.append(
                    {
                        "type": "declare",
                        "seat": s,
                        "items": [{"kind": "marriage", "points": p} for p in marriages[s]],
                    }
                )
            if late_marriage and t == 1 and s == late_marriage[0]:
                idx["late"] = len(events)
                events.append(
                    {
                        "type": "declare",
                        "seat": s,
                        "items": [{"kind": "marriage", "points": p} for p in late_marriage[1]],
                    }
                )
            events.append(play_ev(s, c))
    info = {
        "seed": tryseed,
        "declarer": f,
        "idx": idx,
        "trick_winners": [w for _, w in tricks],
        "cp_decl": u_card_points(tricks, {f}),
        "cp_def": u_card_points(tricks, {(f + 1) % 3, (f + 2) % 3})
        + sum(10 for c in disc if c[:-1] in ("A", "10")),
    }
    doc = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "standard"},
        "players": ["Anna", "Béla", "Csilla"],
        "meta": {"audit": "declarations", "description": meta},
        "deals": [{"dealer": dealer, "hands": hands, "events": events}],
    }
    return doc, info, ctx


def u_has_pair(hand, suit):
    return "K" + suit in hand and "Q" + suit in hand


def ulti() -> None:
    def disc_low(hand):
        cand = [c for c in hand if c[:-1] in ("7", "8", "9", "J") and c[-1] != "S"]
        return sorted(cand)[:2] if len(cand) >= 2 else None

    # U1 clean: declarer (trumps S) declares 40 and 20 with his first card, a defender 20;
    # declarer reaches 100 with his marriages -> silent 100 replaces party (2 each).
    def req1(ctx):
        d = ctx["decl"]
        tr = ctx["tricks"]
        cpd = u_card_points(tr, {d})
        cpf = u_card_points(tr, {(d + 1) % 3, (d + 2) % 3}) + sum(
            10 for c in ctx["disc"] if c[:-1] in ("A", "10")
        )
        won_trick = any(w == d for _, w in tr)
        last_not7 = not any(c == "7S" and w == s for s, c in tr[9][0] for w in [tr[9][1]])
        seven_in_last = any(c == "7S" for _, c in tr[9][0])
        return (
            won_trick
            and cpd + 60 >= 100
            and cpd + 60 > cpf + 20
            and not seven_in_last
            and last_not7
            and cpd < 100
            and cpf < 80
            and not all(w == d for _, w in tr)
        )

    fixed = {1: ["KS", "QS", "KD", "QD", "AS", "10S", "AC"], 2: ["KC", "QC"]}
    doc, info, ctx = u_file(
        "ul01-clean-forty-twenty-silent-100.json",
        1,
        0,
        fixed,
        "S",
        {1: [40, 20], 2: [20]},
        disc_low,
        req1,
        meta="Béla plays party with leaves trumps, says '40 and 20' with his first card, "
        "Csilla says 20. Béla's card points plus 60 reach 100: silent 100 (2), "
        "replacing the party's 1 ('“ゲーム”の点を置き換えます').",
    )
    d = info["declarer"]
    pays = [pay((d + 1) % 3, d, 2, "silent-100"), pay((d + 2) % 3, d, 2, "silent-100")]
    ev = doc["deals"][0]["events"]
    ev.extend(pays)
    info["settled"] = "each defender pays 2 (silent-100)"
    write("ul01-clean-forty-twenty-silent-100.json", doc)
    note("ul01-clean-forty-twenty-silent-100.json", json.dumps(info))

    # U2 violations: a defender declares 40 holding only the king of trumps; the declarer's party,
    # won by card points, is paid 2 by one defender (1 due).
    def req2(ctx):
        d = ctx["decl"]
        tr = ctx["tricks"]
        cpd = u_card_points(tr, {d})
        cpf = u_card_points(tr, {(d + 1) % 3, (d + 2) % 3}) + sum(
            10 for c in ctx["disc"] if c[:-1] in ("A", "10")
        )
        seven_in_last = any(c == "7D" for _, c in tr[9][0])
        return (
            cpd > cpf
            and cpd < 100
            and cpf + 40 < 100
            and not seven_in_last
            and "QD" not in ctx["hands"][2]
            and not all(w == d for _, w in tr)
            and cpd > cpf + 40
        )

    fixed = {1: ["AD", "10D", "AH", "10H", "AS", "QD"], 2: ["KD"]}
    doc, info, ctx = u_file(
        "ul02-forty-not-held-overpaid.json",
        2,
        0,
        fixed,
        "D",
        {2: [40]},
        disc_low,
        req2,
        meta="Csilla says 40 (hearts trumps) holding the king of hearts without the queen "
        "(the queen is Béla's). Béla wins the party by card points anyway; Csilla pays "
        "him 1, Anna 2 (1 is due).",
    )
    d = info["declarer"]
    pays = [pay((d + 1) % 3, d, 1, "party"), pay((d + 2) % 3, d, 2, "party")]
    info["idx"]["wrong"] = len(doc["deals"][0]["events"]) + 1
    doc["deals"][0]["events"].extend(pays)
    write("ul02-forty-not-held-overpaid.json", doc)
    note("ul02-forty-not-held-overpaid.json", json.dumps(info))

    # U3 violations: a defender's 20 said with her second card (too late); the party lost by the
    # declarer counting only the marriages said in time.
    def req3(ctx):
        d = ctx["decl"]
        tr = ctx["tricks"]
        cpd = u_card_points(tr, {d})
        cpf = u_card_points(tr, {(d + 1) % 3, (d + 2) % 3}) + sum(
            10 for c in ctx["disc"] if c[:-1] in ("A", "10")
        )
        seven_in_last = any(c == "7C" for _, c in tr[9][0])
        return (
            any(w == d for _, w in tr)
            and cpd > cpf
            and cpd < 100
            and cpf + 20 < 100
            and not seven_in_last
            and cpd > cpf + 20
            and u_has_pair(ctx["hands"][0], "D")
        )

    fixed = {1: ["AC", "10C", "KC", "AS", "10S"], 0: ["KD", "QD"]}
    doc, info, ctx = u_file(
        "ul03-twenty-too-late.json",
        3,
        0,
        fixed,
        "C",
        {},
        disc_low,
        req3,
        late_marriage=(0, [20]),
        meta="Anna (defender) holds the diamond king and queen and says 20 only with "
        "her second card (the source: with the first card). Béla wins the party; "
        "each defender pays 1.",
    )
    d = info["declarer"]
    doc["deals"][0]["events"].extend([pay((d + 1) % 3, d, 1, "party"), pay((d + 2) % 3, d, 1, "party")])
    write("ul03-twenty-too-late.json", doc)
    note("ul03-twenty-too-late.json", json.dumps(info))


# ============================================================================ Tarocchini
TC_SUITS = "SBCD"
TC_LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
TC_ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]
TC_DECK = (
    [r + s for s in TC_SUITS for r in (TC_LONG if s in "SB" else TC_ROUND)]
    + [f"T{i}" for i in range(0, 21)]
    + ["MATTO"]
)
assert len(TC_DECK) == 62


def tc_suit(c):
    return "M" if c == "MATTO" else ("T" if c.startswith("T") else c[-1])


def tc_strength(c, led, pos):
    if c == "MATTO":
        return -1
    if c.startswith("T"):
        n = int(c[1:])
        if 1 <= n <= 4:
            return 100 + 1 + pos * 0.01  # Moretti: equal rank, the last played highest
        return 100 + n
    if tc_suit(c) != led:
        return -1
    order = TC_LONG if c[-1] in "SB" else TC_ROUND
    return 50 - order.index(c[:-1])


def tc_legal(hand, trick):
    if not trick:
        return [c for c in hand if c != "MATTO"] or list(hand)
    led = tc_suit(trick[0][1])
    same = [c for c in hand if tc_suit(c) == led]
    if same:
        return same + (["MATTO"] if "MATTO" in hand else [])
    tr = [c for c in hand if tc_suit(c) == "T"]
    return (tr + (["MATTO"] if "MATTO" in hand else [])) if tr else list(hand)


def tc_play(hands, leader, n, rng):
    hands = [list(h) for h in hands]
    tricks = []
    for t in range(len(hands[0])):
        trick = []
        for k in range(n):
            s = (leader + k) % n
            legal = tc_legal(hands[s], trick)
            card = (
                "MATTO"
                if "MATTO" in legal and trick
                else rng.choice(sorted(c for c in legal if c != "MATTO") or legal)
            )
            hands[s].remove(card)
            trick.append((s, card))
        led = tc_suit(trick[0][1])
        win = max(range(n), key=lambda i: tc_strength(trick[i][1], led, i))
        tricks.append((trick, trick[win][0]))
        leader = trick[win][0]
    return tricks


CRICCA = {"tarocchi": (18, 36), "kings": (17, 34), "queens": (14, 28), "knights": (13, 26), "jacks": (12, 24)}


def tc_value(items):
    """Cricche 3/4 from the table; sequences 10 for three, 5 each further card; three or more
    cricche, or three or more sequences, made at once double the points."""
    v = 0
    nc = ns = 0
    for it in items:
        if it["kind"] == "cricca":
            v += CRICCA[it["of"]][0 if it["count"] == 3 else 1]
            nc += 1
        else:
            v += 10 + 5 * (it["length"] - 3)
            ns += 1
    # the doubling read as applying to the group of three or more (cricche or sequences)
    vc = sum(CRICCA[it["of"]][0 if it["count"] == 3 else 1] for it in items if it["kind"] == "cricca")
    vs = v - vc
    return vc * (2 if nc >= 3 else 1) + vs * (2 if ns >= 3 else 1)


def tc_deal(seed, n, sizes, fixed, widow=0):
    rng = random.Random(seed)
    rest = [c for c in TC_DECK if all(c not in v for v in fixed.values())]
    rng.shuffle(rest)
    hands = []
    for s in range(n):
        h = list(fixed.get(s, []))
        while len(h) < sizes[s]:
            h.append(rest.pop())
        hands.append(h)
    talon = list(fixed.get("talon", []))
    while len(talon) < widow:
        talon.append(rest.pop())
    assert not rest or widow == 0
    return hands, talon, rest


def tc_hand_combos(hand):
    """The cricche a hand holds (count 3/4), to keep random fill from adding unwanted ones."""
    out = {}
    sets = {"kings": "K", "queens": "Q", "knights": "N", "jacks": "J"}
    for k, r in sets.items():
        out[k] = sum(1 for s in TC_SUITS if r + s in hand)
    out["tarocchi"] = sum(1 for c in ("T20", "T19", "T0", "MATTO") if c in hand)
    return out


def tarocchini() -> None:
    FIVE = {"T20", "T19", "T0", "MATTO"} | {"K" + s for s in TC_SUITS}

    # O1 clean (Ottocento): fewer declared than held; contatori in two sequences at once;
    # three sequences from one player doubled.
    fixed = {
        0: ["KS", "KB", "KC", "KD", "T1", "T2", "T3", "T4", "T0", "MATTO", "1S", "1B", "QC", "NC"],
        1: ["QS", "QB", "NS"],
    }
    dealer = 3
    hands, _t, _r = tc_deal(7, 4, [15, 15, 15, 17], fixed)
    decls = {
        0: [
            {"kind": "cricca", "of": "kings", "count": 3},
            {"kind": "sequence", "of": "moretti", "length": 6},
            {"kind": "sequence", "of": "aces", "length": 4},
            {"kind": "sequence", "of": "suit", "suit": "C", "length": 3},
        ],
        1: [],
        2: [],
        3: [],
    }
    v0 = (17) + (25 + 15 + 10) * 2
    # dealer discards two non-five-point low cards
    d_hand = hands[dealer]
    disc = sorted(c for c in d_hand if c not in FIVE and not c.startswith("T") and c[:-1] in ("6", "7", "8"))[
        :2
    ]
    assert len(disc) == 2
    after = [list(h) for h in hands]
    for c in disc:
        after[dealer].remove(c)
    for s in (1, 2, 3):
        cm = tc_hand_combos(after[s])
        pass  # declaring is optional: other holdings need not be declared
    tricks = tc_play(after, 0, 4, random.Random(70))
    events = [{"type": "discard", "seat": dealer, "cards": disc}]
    for s in (0, 1, 2, 3):
        events.append({"type": "declare", "seat": s, "items": decls[s]})
    for trick, _w in tricks:
        for s, c in trick:
            events.append(play_ev(s, c))
    events.append({"type": "score", "party": "team0", "points": v0, "reason": "declarations"})
    events.append({"type": "score", "party": "team1", "points": 0, "reason": "declarations"})
    doc = {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "rules": {"preset": "standard"},
        "players": ["Anna", "Bruno", "Carla", "Dario"],
        "meta": {
            "audit": "declarations",
            "description": "Anna holds four kings and declares three (17: 'может по желанию объявить меньший набор'); "
            "the Bagatto and the Matto serve as contatori in both her moretti sequence (4 Moretti + 2 = 6: 25) "
            "and her aces sequence (2 aces + 2 = 4: 15) ('в нескольких местах'); with the cups K Q N (10) "
            "that is three sequences at once, doubled: (25+15+10)*2 = 100, + 17 = 117. Only the "
            "declaration scores are recorded.",
        },
        "deals": [{"dealer": dealer, "hands": hands, "events": events}],
    }
    write("oc01-clean-fewer-and-contatori-twice.json", doc)
    note(
        "oc01-clean-fewer-and-contatori-twice.json",
        json.dumps({"decl_value_team0": v0, "first_play": 5, "trick_winners": [w for _, w in tricks]}),
    )

    # O2 violations: a queens cricca declared with two queens; a knights cricca of four (26)
    # written into the declarations score as 13.
    fixed = {
        1: ["QS", "QB", "NS", "NB", "NC", "ND", "T5", "T6"],
        2: ["QC", "QD"],
    }
    dealer = 0
    # dealer is seat 0 here: 17 cards for seat 0
    hands, _t, _r = tc_deal(8, 4, [17, 15, 15, 15], fixed)
    d_hand = hands[dealer]
    disc = sorted(
        c for c in d_hand if c not in FIVE and not c.startswith("T") and c[:-1] in ("6", "7", "8", "9")
    )[:2]
    after = [list(h) for h in hands]
    for c in disc:
        after[dealer].remove(c)
    for s in (0, 2, 3):
        cm = tc_hand_combos(after[s])
        pass  # declaring is optional: other holdings need not be declared
    tricks = tc_play(after, 1, 4, random.Random(80))
    events = [{"type": "discard", "seat": dealer, "cards": disc}]
    order = [1, 2, 3, 0]
    decl = {
        1: [{"kind": "cricca", "of": "queens", "count": 3}, {"kind": "cricca", "of": "knights", "count": 4}],
        2: [],
        3: [],
        0: [],
    }
    idx = {}
    for s in order:
        idx[s] = len(events)
        events.append({"type": "declare", "seat": s, "items": decl[s]})
    for trick, _w in tricks:
        for s, c in trick:
            events.append(play_ev(s, c))
    idx["score"] = len(events)
    events.append({"type": "score", "party": "team1", "points": 13, "reason": "declarations"})
    events.append({"type": "score", "party": "team0", "points": 0, "reason": "declarations"})
    doc = {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "rules": {"preset": "standard"},
        "players": ["Anna", "Bruno", "Carla", "Dario"],
        "meta": {
            "audit": "declarations",
            "description": "Bruno declares three queens holding two (QS QB; QC QD are Carla's) and four knights (26); "
            "the sheet writes 13 for team1's declarations (26 due for the knights; the queens, not held, "
            "score nothing).",
        },
        "deals": [{"dealer": dealer, "hands": hands, "events": events}],
    }
    write("oc02-queens-not-held-knights-miswritten.json", doc)
    note("oc02-queens-not-held-knights-miswritten.json", json.dumps({"idx": idx}))

    # T1 Terziglio violations: a cups sequence declared with the Matto for the King (forbidden:
    # 'Contatori не могут быть использованы для замены Angel или King'); the gioco declarer's
    # legal cricca of kings completed from the widow.
    fixed = {
        1: ["KS", "KB", "T20"],
        2: ["QC", "NC", "JC", "MATTO"],
        "talon": ["KC", "T10", "6S", "7S", "8S", "9S", "10S", "6B"],
    }
    dealer = 0
    hands, talon, rest = tc_deal(9, 3, [18, 18, 18], fixed, widow=8)
    # declarer seat 1 (gioco) takes KC and T10, lays away two low cards (never a 5-point card)
    hand1 = hands[1] + ["KC", "T10"]
    lay = sorted(
        c
        for c in hands[1]
        if c not in FIVE and not c.startswith("T") and c[:-1] in ("6", "7", "8", "9", "10", "1")
    )[:2]
    assert len(lay) == 2
    after = [list(h) for h in hands]
    after[1] = [c for c in hand1 if c not in lay]
    for s in (0, 2):
        cm = tc_hand_combos(after[s])
        pass  # declaring is optional: other holdings need not be declared
    tricks = tc_play(after, 1, 3, random.Random(90))
    events = [
        {"type": "bid", "seat": 1, "bid": "gioco"},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "take", "seat": 1, "cards": ["KC", "T10"]},
        {"type": "discard", "seat": 1, "cards": lay},
    ]
    kings1 = sum(1 for s in TC_SUITS if "K" + s in after[1])
    idx = {}
    d1 = [{"kind": "cricca", "of": "kings", "count": kings1}] if kings1 >= 3 else []
    for s, items in ((1, d1), (2, [{"kind": "sequence", "of": "suit", "suit": "C", "length": 4}]), (0, [])):
        idx[s] = len(events)
        events.append({"type": "declare", "seat": s, "items": items})
    for trick, _w in tricks:
        for s, c in trick:
            events.append(play_ev(s, c))
    doc = {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "rules": {"preset": "standard"},
        "players": ["Elena", "Franco", "Giulia"],
        "meta": {
            "audit": "declarations",
            "description": "Franco (gioco) takes KC and T10 from the widow and declares the kings cricca the widow "
            "completed (legal). Giulia declares a cups sequence Q N J + Matto standing for the King, "
            "which the source forbids (the King is missing). No score recorded.",
        },
        "deals": [{"dealer": dealer, "hands": hands, "talon": talon, "events": events}],
    }
    write("tz01-matto-for-king.json", doc)
    note(
        "tz01-matto-for-king.json",
        json.dumps({"idx": idx, "kings_franco": kings1, "lay": lay, "trick_winners": [w for _, w in tricks]}),
    )

    # T2 Terziglio violations: a declaration made after the first card; a legal trumps
    # sequence with the Matto standing for the Sun.
    fixed = {
        2: ["T20", "T19", "MATTO", "T17", "T16", "T15"],
        0: ["KS", "KB", "KC"],
        1: ["T18"],
        "talon": ["6S", "7S", "8S", "9S", "6B", "7B", "8B", "9B"],
    }
    dealer = 1
    hands, talon, rest = tc_deal(10, 3, [18, 18, 18], fixed, widow=8)
    for s in (0, 1, 2):
        cm = tc_hand_combos(hands[s])
        if s != 0:
            pass
    assert "T18" not in hands[2]
    tricks = tc_play(hands, 2, 3, random.Random(100))
    events = [
        {"type": "bid", "seat": 2, "bid": "solo"},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "bid", "seat": 1, "bid": "pass"},
    ]
    idx = {}
    idx[2] = len(events)
    events.append(
        {"type": "declare", "seat": 2, "items": [{"kind": "sequence", "of": "trumps", "length": 6}]}
    )
    idx[1] = len(events)
    events.append({"type": "declare", "seat": 1, "items": []})
    for t, (trick, _w) in enumerate(tricks):
        for k, (s, c) in enumerate(trick):
            events.append(play_ev(s, c))
            if t == 0 and k == 0:
                idx["late0"] = len(events)
                events.append(
                    {"type": "declare", "seat": 0, "items": [{"kind": "cricca", "of": "kings", "count": 3}]}
                )
    doc = {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "rules": {"preset": "standard"},
        "players": ["Elena", "Franco", "Giulia"],
        "meta": {
            "audit": "declarations",
            "description": "Giulia (solo) declares Angel, World, Matto for the Sun, Moon, 16, 15: a trumps sequence "
            "of 6 (25), legal (one contatore, not for the Angel). Elena declares her three kings only "
            "after Giulia has led the first card (too late: declarations come right after the deal, "
            "before play). No score recorded.",
        },
        "deals": [{"dealer": dealer, "hands": hands, "talon": talon, "events": events}],
    }
    write("tz02-kings-after-first-card.json", doc)
    note(
        "tz02-kings-after-first-card.json", json.dumps({"idx": idx, "trick_winners": [w for _, w in tricks]})
    )


if __name__ == "__main__":
    danish()
    galician()
    ulti()
    tarocchini()
    (HERE / "_figures.txt").write_text("\n".join(FIGURES) + "\n")
    print("\n".join(FIGURES))
