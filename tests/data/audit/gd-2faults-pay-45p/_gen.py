"""Blind generator for audit round gd-2faults-pay-45p (Galician Tarok, 4 and 5 players, payment records).

Written from Szczepanski's rules (seeds/002, Polish) and the format spec only; it does not import the
engine. Every deal is played legally by the source's rules (sec. 5 follow suit / trump / any; sec. 6
pagat kept for an announced ultimo), the card points counted by sec. 14 (trick value minus 2 per three
cards, the discard a group of its own, the unbought talon to the helpers: 66 in all), the game valued by
sec. 18 (three: 3 per point over or under 33 plus 30; lost: times the purchase number, sec. 16), contra
by sec. 17 (won: double; lost: purchase number times two), premiums by secs. 6, 15, 19, the king's share
by secs. 8, 17, 20 (he pays and is paid as a helper), the pool by sec. 27 (stake 10 from every party in
the result when the pool is founded or after an ultimo took it, 10 per cent of every win, 5 from each of
the three players when all pass, the ultimo takes it / a failed announced ultimo pays its content).

Faults are planted on the record after the legal deal was computed (see EXPECTED.md).

Run:  python _gen.py   (writes NN-*.json beside it and prints a summary)
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
DECK = [r + s for s in SUITS for r in "KQNJ"] + [PIP[s] for s in SUITS]
DECK += [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
assert len(DECK) == 42
KINGS = {"KH", "KD", "KS", "KC"}
TRULL = {"SKIZ", "T21", "T1"}
CVAL = {"K": 5, "Q": 4, "N": 3, "J": 2}
LEVEL = {"three": 1, "bottom": 2, "top": 3}
STAKE, SHARE, PASSFEE = 10, 0.10, 5


def value(c: str) -> int:
    if c in TRULL:
        return 5
    if c.startswith("T"):
        return 1
    return CVAL.get(c[0], 1)


def trump_rank(c: str) -> int:
    if c == "SKIZ":
        return 22
    if c.startswith("T"):
        return int(c[1:])
    return 0


def suit(c: str) -> str:
    return "T" if trump_rank(c) else c[-1]


def suit_rank(c: str) -> int:
    return CVAL.get(c[0], 1)


def trick_winner(trick: list[tuple[int, str]]) -> int:
    trumps = [(trump_rank(c), s) for s, c in trick if trump_rank(c)]
    if trumps:
        return max(trumps)[1]
    led = suit(trick[0][1])
    return max((suit_rank(c), s) for s, c in trick if suit(c) == led)[1]


def legal(hand: list[str], trick: list[tuple[int, str]]) -> list[str]:
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    trumps = [c for c in hand if suit(c) == "T"]
    if trumps:  # sec. 5: a suit one cannot follow is trumped
        return trumps
    return list(hand)


def pile_points(cards: list[str]) -> float:
    assert len(cards) % 3 == 0
    return sum(value(c) for c in cards) - 2 * len(cards) // 3


def r2(x: float) -> float:
    x = round(x, 6)
    return int(x) if x == int(x) else x


class Fail(Exception):
    pass


def play_deal(rng: random.Random, n: int, dealer: int, sitter: int | None, plan: dict) -> dict:
    """Deal, auction, take, discard, announce, play; returns the deal record and the facts."""
    active = [(dealer + k) % n for k in range(1, n)]
    active = [s for s in active if s != sitter]
    if n >= 4:
        active = active[:3]  # the dealer (king) sits the deal out; in a five, the sitter too
    assert len(active) == 3
    king = dealer if n >= 4 else None
    deck = DECK[:]
    rng.shuffle(deck)
    talon = deck[:6]
    hands = {s: deck[6 + 12 * k : 18 + 12 * k] for k, s in enumerate(active)}
    rec_hands = [list(hands[s]) if s in hands else [] for s in range(n)]
    events: list[dict] = []
    F, S2, S3 = active
    auction = plan["auction"]
    bids = {
        "allpass": [(F, "pass"), (S2, "pass"), (S3, "pass")],
        "F3": [(F, "three"), (S2, "pass"), (S3, "pass")],
        "S3": [(F, "pass"), (S2, "three"), (S3, "pass")],
        "T3": [(F, "pass"), (S2, "pass"), (S3, "three")],
        "F_bottom_hold": [(F, "three"), (S2, "bottom"), (S3, "pass"), (F, "hold"), (S2, "pass")],
        "S_bottom": [(F, "three"), (S2, "bottom"), (S3, "pass"), (F, "pass")],
        "S_top": [(F, "three"), (S2, "bottom"), (S3, "pass"), (F, "hold"), (S2, "top"), (F, "pass")],
    }[auction]
    for s, b in bids:
        events.append({"type": "bid", "seat": s, "bid": b})
    facts: dict = {"active": active, "king": king, "sitter": sitter, "forehand": F, "dealer": dealer}
    if auction == "allpass":
        facts["allpass"] = True
        return {"rec": {"dealer": dealer, "hands": rec_hands, "talon": talon, "events": events}, "facts": facts}
    player = {"F3": F, "S3": S2, "T3": S3, "F_bottom_hold": F, "S_bottom": S2, "S_top": S2}[auction]
    level = {"F3": 1, "S3": 1, "T3": 1, "F_bottom_hold": 2, "S_bottom": 2, "S_top": 3}[auction]
    rejects = plan.get("rejects", 0)
    purchase = level + rejects
    for _ in range(rejects):
        events.append({"type": "call", "seat": player, "call": "reject"})
    packet = talon[0:3] if purchase % 2 == 1 else talon[3:6]
    unbought = talon[3:6] if purchase % 2 == 1 else talon[0:3]
    events.append({"type": "take", "seat": player, "cards": list(packet)})
    hand = hands[player] + list(packet)
    # discard: three suit cards, never a king (sec. 13), lowest value first
    cand = sorted((c for c in hand if suit(c) != "T" and c not in KINGS), key=lambda c: (value(c), c))
    if len(cand) < 3:
        raise Fail("discard")
    discard = cand[:3]
    for c in discard:
        hand.remove(c)
    hands[player] = hand
    events.append({"type": "discard", "seat": player, "cards": discard})
    helpers = [s for s in active if s != player]
    # helpers announce in order of play after the player
    order = [(player + k) % n for k in range(1, n)]
    helpers = [s for s in order if s in helpers]
    ann = plan.get("announce", [])
    if ann and "pagat_ultimo" in ann and "T1" not in hand:
        raise Fail("no pagat")
    events.append({"type": "announce", "seat": player, "items": [{"kind": k} for k in ann]})
    for h in helpers:
        events.append({"type": "announce", "seat": h, "items": []})
    contra = 1
    who = {"H1": helpers[0], "H2": helpers[1], "P": player, "K": king, "SIT": sitter}
    for w, lvl in plan.get("doubles", []):
        events.append({"type": "double", "seat": who[w], "target": "game", "level": lvl})
        if w in ("H1", "H2") and lvl == 2:
            contra = 2
    keep_pagat = "pagat_ultimo" in ann or plan.get("silent_ultimo", False)
    revoke_seat = {"P": player, "H1": helpers[0], "H2": helpers[1]}.get(plan.get("revoke", ""), None)
    revoke_at = None
    forced_pagat = False
    leader = F
    piles: dict[int, list[str]] = {s: [] for s in active}
    last_trick = None
    for t in range(12):
        trick: list[tuple[int, str]] = []
        for k in range(3):
            s = active[(active.index(leader) + k) % 3]
            h = hands[s]
            opts = legal(h, trick)
            if s == revoke_seat and revoke_at is None and trick and suit(trick[0][1]) != "T":
                trumps = [c for c in h if suit(c) == "T" and c != "T1"]
                if opts and suit(opts[0]) == trick[0][1][-1] and trumps:
                    opts = [min(trumps, key=trump_rank)]
                    revoke_at = len(events)
            if s == player and keep_pagat and t < 11:
                o2 = [c for c in opts if c != "T1"]
                if o2:
                    opts = o2
                elif "T1" in opts:
                    forced_pagat = True
            if s == player and plan.get("greedy"):
                c = max(opts, key=lambda c: (trump_rank(c), value(c)))
            else:
                c = rng.choice(opts)
            h.remove(c)
            trick.append((s, c))
            events.append({"type": "play", "seat": s, "card": c})
        w = trick_winner(trick)
        piles[w].extend(c for _, c in trick)
        leader = w
        last_trick = trick
    if revoke_seat is not None and revoke_at is None:
        raise Fail("no revoke chance")
    ppile = piles[player]
    ppoints = pile_points(ppile + discard)
    assert abs(ppoints + pile_points(sum((piles[h] for h in helpers), []) + unbought) - 66) < 1e-9
    tricks_player = len(ppile) // 3
    hpile = set(sum((piles[h] for h in helpers), []))
    facts.update(
        player=player,
        helpers=helpers,
        level=level,
        purchase=purchase,
        contra=contra,
        points=ppoints,
        tricks=tricks_player,
        trull_player=TRULL <= set(ppile),
        trull_helpers=TRULL <= hpile,
        kings_player=KINGS <= set(ppile),
        kings_helpers=KINGS <= hpile,
        ultimo_made=(last_trick is not None and ("T1" in [c for s, c in last_trick if s == player]) and trick_winner(last_trick) == player),
        pagat_player_last=any(s == player and c == "T1" for s, c in last_trick),
        forced_pagat=forced_pagat,
        revoke_at=revoke_at,
        announce=ann,
    )
    return {"rec": {"dealer": dealer, "hands": rec_hands, "talon": talon, "events": events}, "facts": facts}


def settle(f: dict, pool: float, founding: bool, plan: dict) -> tuple[list[tuple], float, dict]:
    """Payments of one deal (from, to, amount, reason), the pool after it, and notes for EXPECTED.md."""
    pays: list[tuple] = []
    notes: dict = {}
    parties = list(f["active"]) + ([f["king"]] if f["king"] is not None else [])
    parties.sort()
    if founding:
        for s in parties:
            pays.append((s, "pool", STAKE, "pool_stake"))
            pool += STAKE
    if f.get("allpass"):
        for s in sorted(f["active"]):
            pays.append((s, "pool", PASSFEE, "pool_pass"))
            pool += PASSFEE
        return pays, pool, notes
    P = f["player"]
    opps = sorted(f["helpers"] + ([f["king"]] if f["king"] is not None else []))
    pts = f["points"]
    renonce = plan.get("revoke") == "P"
    won = pts > 33 and not renonce
    p, c = f["purchase"], f["contra"]
    if renonce and pts > 33:
        g = 30 * p * c  # sec. 23 'tylko konsolacje', counted as a lost game (purchase, contra)
        notes["game"] = f"renonce, {pts:g} points made: consolation 30 x purchase {p} x contra {c} = {g}"
        won = False
    elif won:
        g = ((pts - 33) * 3 + 30) * (2 if c == 2 else 1)
        notes["game"] = f"won with {pts:g}: ({pts:g}-33)x3+30 = {(pts - 33) * 3 + 30:g}" + (" x2 contra" if c == 2 else "") + f" = {g:g}"
    else:
        g = ((33 - pts) * 3 + 30) * p * c
        notes["game"] = f"lost with {pts:g}" + (" (renonce)" if renonce else "") + f": ((33-{pts:g})x3+30) x purchase {p} x contra {c} = {g:g}"
    g = r2(g)
    gains = {s: 0.0 for s in parties}
    for o in opps:
        if won:
            pays.append((o, P, g, "game"))
            gains[P] += g
        else:
            pays.append((P, o, g, "game"))
            gains[o] += g
    prem: list[tuple[str, int, bool]] = []  # reason, amount, to player
    ann = f["announce"]
    if not renonce:
        if "pagat_ultimo" in ann:
            prem.append(("pagat_ultimo", 100, f["ultimo_made"] and not f["forced_pagat"]))
        elif f["ultimo_made"]:
            prem.append(("pagat_ultimo", 50, True))
        if f["trull_player"]:
            prem.append(("trull", 50, True))
        if f["kings_player"]:
            prem.append(("four_kings", 100, True))
    for reason, amt, to_player in prem:
        for o in opps:
            if to_player:
                pays.append((o, P, amt, reason))
                gains[P] += amt
            else:
                pays.append((P, o, amt, reason))
                gains[o] += amt
    notes["premiums"] = prem
    if "pagat_ultimo" in ann and not renonce:
        if f["ultimo_made"] and not f["forced_pagat"]:
            pays.append(("pool", P, r2(pool), "pool_ultimo"))
            notes["pool_take"] = pool
            pool = 0.0
            notes["refound"] = True
        else:
            pays.append((P, "pool", r2(pool), "pool_ultimo"))
            notes["pool_paid"] = pool
            pool += pool
    for s in sorted(gains):
        if gains[s] > 0:
            sh = r2(gains[s] * SHARE)
            pays.append((s, "pool", sh, "pool_share"))
            pool += sh
    return pays, r2(pool), notes


def pay_events(pays: list[tuple]) -> list[dict]:
    return [{"type": "payment", "from": a, "to": b, "amount": r2(x), "reason": r} for a, b, x, r in pays]


def check(f: dict, want: dict) -> bool:
    if f.get("allpass"):
        return True
    pts = f["points"]
    if f["tricks"] in (0, 12):
        return False  # no volat either way
    if f["trull_helpers"] or f["kings_helpers"]:
        return False
    if f["forced_pagat"]:
        return False
    if "win" in want and not (pts > 33 + want.get("margin", 0)):
        return False
    if "lose" in want and not (pts < 33 - want.get("margin", 0)):
        return False
    if "points_over" in want and not pts > want["points_over"]:
        return False
    if want.get("ultimo") is True and not f["ultimo_made"]:
        return False
    if want.get("ultimo") in (False, None) and f["ultimo_made"]:
        return False
    for k in ("trull_player", "kings_player"):
        if want.get(k, False) != f[k]:
            return False
    if "pagat_ultimo" in f["announce"] and want.get("ultimo") is None:
        return False
    if want.get("ultimo_failed") and not (f["pagat_player_last"] and not f["ultimo_made"]):
        return False
    return True


def build(seed: int, n: int, deal_specs: list[dict], start: dict | None) -> tuple[dict, list[dict]]:
    """deal_specs: dealer, sitter, plan, want. Searches the shuffle for each deal until `want` holds."""
    rng = random.Random(seed)
    pool = start["pools"]["pool"] if start and "pools" in start else 0.0
    totals = list(start["totals"]) if start and "totals" in start else [0.0] * n
    founding = pool == 0
    deals, infos = [], []
    for spec in deal_specs:
        for _attempt in range(200000):
            sub = random.Random(rng.random())
            try:
                d = play_deal(sub, n, spec["dealer"], spec.get("sitter"), spec["plan"])
            except Fail:
                continue
            if check(d["facts"], spec.get("want", {})):
                break
        else:
            raise SystemExit(f"no deal for {spec}")
        pool_before = pool
        pays, pool, notes = settle(d["facts"], pool, founding, spec["plan"])
        founding = bool(notes.get("refound"))
        for a, b, x, _r in pays:
            if a != "pool":
                totals[a] -= x
            if b != "pool":
                totals[b] += x
        d["rec"]["events"] += pay_events(pays)
        deals.append(d["rec"])
        infos.append({"facts": d["facts"], "pays": pays, "notes": notes, "pool_before": pool_before, "pool_after": pool, "totals": [r2(t) for t in totals]})
    doc = {"format": "trick-transcript/1", "game": "galician-tarok", "players": NAMES[n]}
    if start:
        doc["start"] = start
    doc["deals"] = deals
    return doc, infos


NAMES = {
    4: ["Adam", "Bronisława", "Cyprian", "Dorota"],
    5: ["Edward", "Felicja", "Gustaw", "Halina", "Ignacy"],
}


def find_pay(deal: dict, frm, to, reason: str) -> int:
    for i, e in enumerate(deal["events"]):
        if e["type"] == "payment" and e["from"] == frm and e["to"] == to and e.get("reason") == reason:
            return i
    raise KeyError((frm, to, reason))


def swap_events(deal: dict, i: int, j: int) -> None:
    ev = deal["events"]
    ev[i], ev[j] = ev[j], ev[i]


def first_trick_play_index(deal: dict, trick_no: int) -> int:
    k = [i for i, e in enumerate(deal["events"]) if e["type"] == "play"]
    return k[3 * trick_no]


FILES: list[dict] = []


def spec(name, seed, n, deals, start=None, faults=None, note=""):
    FILES.append({"name": name, "seed": seed, "n": n, "deals": deals, "start": start, "faults": faults or [], "note": note})


# ---------------------------------------------------------------- the round's files
P = dict  # shorthand
spec(
    "01-clean-4p-session",
    101,
    4,
    [
        P(dealer=0, plan=P(auction="F3"), want=P(win=1)),
        P(dealer=1, plan=P(auction="allpass"), want=P()),
        P(dealer=2, plan=P(auction="S_bottom", doubles=[("H1", 2)]), want=P(lose=1)),
        P(dealer=3, plan=P(auction="F3"), want=P(win=1, trull_player=True)),
    ],
)
spec(
    "02-clean-5p-session",
    202,
    5,
    [
        P(dealer=0, sitter=4, plan=P(auction="F3"), want=P(lose=1)),
        P(dealer=1, sitter=4, plan=P(auction="F_bottom_hold", doubles=[("H2", 2)]), want=P(win=1)),
        P(dealer=2, sitter=4, plan=P(auction="S3", greedy=True), want=P(win=1, trull_player=True)),
        P(dealer=3, sitter=4, plan=P(auction="F3", announce=["pagat_ultimo"], greedy=True), want=P(win=1, ultimo=True)),
    ],
)
spec(
    "03-clean-4p-midsession-ultimo",
    303,
    4,
    [
        P(dealer=2, plan=P(auction="F3", announce=["pagat_ultimo"], greedy=True), want=P(win=1, ultimo=True)),
        P(dealer=3, plan=P(auction="S3", rejects=1), want=P(lose=1)),
        P(dealer=0, plan=P(auction="T3"), want=P(win=1)),
    ],
    start={"totals": [-40, 25, -70, 5], "pools": {"pool": 80}},
)
spec(
    "04-4p-renonce-king-consolation",
    404,
    4,
    [
        P(dealer=1, plan=P(auction="F3"), want=P(win=1)),
        P(dealer=2, plan=P(auction="F3", rejects=1, revoke="P", greedy=True), want=P(points_over=34)),
        P(dealer=3, plan=P(auction="S3"), want=P(win=1)),
    ],
    faults=[("king_game_amount", 1, 0.5)],
)
spec(
    "05-4p-mid-ultimo-share-king-premium",
    505,
    4,
    [
        P(dealer=3, plan=P(auction="F3"), want=P(lose=1)),
        P(dealer=0, plan=P(auction="F3", announce=["pagat_ultimo"], greedy=True), want=P(win=1, ultimo=True)),
        P(dealer=1, plan=P(auction="S3"), want=P(win=1)),
    ],
    start={"totals": [35, -60, 10, -85], "pools": {"pool": 100}},
    faults=[("share_with_pool", 1), ("king_premium_half", 1, "pagat_ultimo")],
)
spec(
    "06-5p-renonce-sitter-paid",
    606,
    5,
    [
        P(dealer=3, sitter=2, plan=P(auction="F3"), want=P(win=1)),
        P(dealer=4, sitter=2, plan=P(auction="F3", revoke="P"), want=P(lose=1)),
        P(dealer=0, sitter=2, plan=P(auction="S3"), want=P(lose=1)),
    ],
    faults=[("sitter_paid", 1)],
)
spec(
    "07-5p-mid-ultimo-take-sitter-share",
    707,
    5,
    [
        P(dealer=2, sitter=1, plan=P(auction="F3"), want=P(win=1)),
        P(dealer=3, sitter=1, plan=P(auction="F3", announce=["pagat_ultimo"], greedy=True), want=P(win=1, ultimo=True)),
        P(dealer=4, sitter=1, plan=P(auction="T3"), want=P(lose=1)),
    ],
    start={"totals": [-30, 40, -55, 15, -30], "pools": {"pool": 60}},
    faults=[("take_plus", 1, 10), ("sitter_share", 1, 5)],
)
spec(
    "08-4p-lost-unmultiplied-bid-out-of-turn",
    808,
    4,
    [
        P(dealer=0, plan=P(auction="S3"), want=P(win=1)),
        P(dealer=1, plan=P(auction="F_bottom_hold"), want=P(lose=1)),
        P(dealer=2, plan=P(auction="F3"), want=P(win=1)),
    ],
    faults=[("king_game_unmultiplied", 1), ("bid_swap", 1)],
)
spec(
    "09-5p-mid-renonce-consolation-single-play-oot",
    909,
    5,
    [
        P(dealer=0, sitter=3, plan=P(auction="F3"), want=P(win=1)),
        P(dealer=1, sitter=3, plan=P(auction="F_bottom_hold", revoke="P", greedy=True), want=P(points_over=34)),
        P(dealer=2, sitter=3, plan=P(auction="S3"), want=P(lose=1)),
    ],
    start={"totals": [20, -45, 30, 0, -35], "pools": {"pool": 30}},
    faults=[("consolation_single", 1), ("play_swap", 1, 6)],
)
spec(
    "10-4p-king-contra-trull-mispaid",
    1010,
    4,
    [
        P(dealer=2, plan=P(auction="F3"), want=P(lose=1)),
        P(dealer=3, plan=P(auction="F3", doubles=[("H1", 2), ("K", 2)], greedy=True), want=P(win=1, trull_player=True)),
        P(dealer=0, plan=P(auction="S3"), want=P(win=1)),
    ],
    faults=[("premium_as_announced", 1, "trull", "H2")],
)
spec(
    "11-5p-sitter-contra-silent-ultimo-mispaid",
    1111,
    5,
    [
        P(dealer=1, sitter=0, plan=P(auction="F3"), want=P(win=1)),
        P(dealer=2, sitter=0, plan=P(auction="S3"), want=P(lose=1)),
        P(dealer=3, sitter=0, plan=P(auction="F3", doubles=[("H1", 2), ("SIT", 2)], silent_ultimo=True, greedy=True), want=P(win=1, ultimo=True)),
    ],
    faults=[("premium_as_announced", 2, "pagat_ultimo", "K")],
)
spec(
    "12-5p-mid-sitter-change",
    1212,
    5,
    [
        P(dealer=2, sitter=4, plan=P(auction="F3"), want=P(win=1)),
        P(dealer=3, sitter=4, plan=P(auction="S3"), want=P(lose=1)),
        P(dealer=4, sitter=0, plan=P(auction="F3"), want=P(win=1)),
        P(dealer=1, sitter=0, plan=P(auction="T3"), want=P(win=1)),
    ],
    start={"totals": [15, -20, -35, 50, -70], "pools": {"pool": 60}},
    faults=[("old_sitter_paid", 2), ("play_swap", 2, 4)],
)
spec(
    "13-4p-mid-recontra-by-helper-failed-ultimo-share",
    1313,
    4,
    [
        P(dealer=1, plan=P(auction="F3", doubles=[("H1", 2), ("H2", 4)]), want=P(win=1)),
        P(dealer=2, plan=P(auction="S3"), want=P(lose=1)),
        P(dealer=3, plan=P(auction="F3", announce=["pagat_ultimo"]), want=P(lose=1, ultimo=False, ultimo_failed=True)),
    ],
    start={"totals": [-10, 30, -45, -20], "pools": {"pool": 45}},
    faults=[("king_share_game_only", 2)],
)


def apply_fault(doc: dict, infos: list[dict], fault: tuple) -> dict:
    """Plant one fault; returns what EXPECTED.md says about it."""
    kind, di = fault[0], fault[1]
    deal = doc["deals"][di]
    f = infos[di]["facts"]
    ev = deal["events"]
    if kind in ("king_game_amount", "king_game_unmultiplied"):
        k = f["king"]
        i = find_pay(deal, f["player"], k, "game") if (f["player"], k) else None
        old = ev[i]["amount"]
        if kind == "king_game_amount":
            new = r2(old * fault[2])
        else:
            new = r2(old / f["purchase"])
        ev[i]["amount"] = new
        return {"deal": di, "event": i, "code": "wrong_payment", "what": f"the king (seat {k}) paid {new} for the game instead of {old}"}
    if kind == "share_with_pool":
        P_ = f["player"]
        i = find_pay(deal, P_, "pool", "pool_share")
        take = infos[di]["notes"]["pool_take"]
        old = ev[i]["amount"]
        new = r2(old + take * SHARE)
        ev[i]["amount"] = new
        return {"deal": di, "event": i, "code": "wrong_payment", "what": f"player's pool share {new} = 10% of wins and of the pool taken ({take}); due {old}"}
    if kind in ("king_premium_half",):
        k = f["king"]
        reason = fault[2]
        i = find_pay(deal, k, f["player"], reason)
        old = ev[i]["amount"]
        new = r2(old / 2)
        ev[i]["amount"] = new
        return {"deal": di, "event": i, "code": "wrong_payment", "what": f"the king (seat {k}) paid {new} for {reason} instead of {old}"}
    if kind in ("sitter_paid", "old_sitter_paid"):
        # an extra payment: the player pays the sitter (06) / the sitter of this deal is paid by the player too
        s = f["sitter"]
        P_ = f["player"]
        gi = [i for i, e in enumerate(ev) if e["type"] == "payment" and e.get("reason") == "game"]
        g = ev[gi[0]]
        if g["from"] == P_:
            new_ev = {"type": "payment", "from": P_, "to": s, "amount": g["amount"], "reason": "game"}
            what = f"the sitter (seat {s}) is paid the game ({g['amount']}) by the player as if in the result"
        else:
            new_ev = {"type": "payment", "from": s, "to": P_, "amount": g["amount"], "reason": "game"}
            what = f"the sitter (seat {s}) pays the game ({g['amount']}) to the player as if in the result"
        at = gi[-1] + 1
        ev.insert(at, new_ev)
        return {"deal": di, "event": at, "code": "unexpected_payment|wrong_payment", "what": what}
    if kind == "take_plus":
        i = find_pay(deal, "pool", f["player"], "pool_ultimo")
        old = ev[i]["amount"]
        ev[i]["amount"] = r2(old + fault[2])
        return {"deal": di, "event": i, "code": "wrong_payment", "what": f"the ultimo took {ev[i]['amount']} from the pool, which held {old}"}
    if kind == "sitter_share":
        s = f["sitter"]
        ui = find_pay(deal, "pool", f["player"], "pool_ultimo")
        shares = [i for i, e in enumerate(ev) if e["type"] == "payment" and e.get("reason") == "pool_share"]
        at = shares[-1] + 1
        ev.insert(at, {"type": "payment", "from": s, "to": "pool", "amount": fault[2], "reason": "pool_share"})
        assert at > ui
        return {"deal": di, "event": at, "code": "unexpected_payment|wrong_payment", "what": f"the sitter (seat {s}) pays a pool share of {fault[2]}"}
    if kind == "bid_swap":
        # second and third bids of the first round exchanged: S3 speaks in S2's turn
        b = [i for i, e in enumerate(ev) if e["type"] == "bid"]
        swap_events(deal, b[1], b[2])
        return {"deal": di, "event": b[1], "code": "bid_out_of_turn", "what": f"seat {ev[b[1]]['seat']} bids in seat {ev[b[2]]['seat']}'s turn"}
    if kind == "play_swap":
        t = fault[2]
        i = first_trick_play_index(deal, t) + 1
        if f.get("revoke_at") in (i, i + 1):
            raise SystemExit("swap on the revoke")
        swap_events(deal, i, i + 1)
        return {"deal": di, "event": i, "code": "out_of_turn", "what": f"trick {t + 1}: seat {ev[i]['seat']} plays {ev[i]['card']} in seat {ev[i + 1]['seat']}'s turn (second and third cards exchanged)"}
    if kind == "consolation_single":
        P_ = f["player"]
        out = []
        for o in sorted(f["helpers"] + [f["king"]]):
            i = find_pay(deal, P_, o, "game")
            old = ev[i]["amount"]
            ev[i]["amount"] = r2(old / (f["purchase"] * f["contra"]))
            out.append(i)
            j = find_pay(deal, o, "pool", "pool_share")
            ev[j]["amount"] = r2(ev[i]["amount"] * SHARE)
            out.append(j)
        # the shares follow the amounts paid: the whole deal is settled by the 'single' reading
        return {"deal": di, "event": out, "code": "wrong_payment", "what": f"consolation paid once (30) instead of 30 x purchase {f['purchase']} (events {out})"}
    if kind == "premium_as_announced":
        reason, who = fault[2], fault[3]
        payer = {"K": f["king"], "H1": f["helpers"][0], "H2": f["helpers"][1]}[who]
        i = find_pay(deal, payer, f["player"], reason)
        old = ev[i]["amount"]
        ev[i]["amount"] = old * 2
        return {"deal": di, "event": i, "code": "wrong_payment", "what": f"seat {payer} paid {old * 2} for the unannounced {reason} (the announced value); due {old}"}
    if kind == "king_share_game_only":
        k = f["king"]
        i = find_pay(deal, k, "pool", "pool_share")
        old = ev[i]["amount"]
        new = r2(old - 100 * SHARE)
        ev[i]["amount"] = new
        return {"deal": di, "event": i, "code": "wrong_payment", "what": f"the king's pool share {new}: 10% of the game only, the failed ultimo's 100 left out; due {old}"}
    raise ValueError(kind)


def describe(fi: dict, doc: dict, infos: list[dict]) -> str:
    lines = []
    for di, inf in enumerate(infos):
        f = inf["facts"]
        d = doc["deals"][di]
        head = f"deal {di}: dealer/king {f['dealer']}" + (f", sitter {f['sitter']}" if f.get("sitter") is not None else "")
        if f.get("allpass"):
            lines.append(head + f"; all pass; pool {inf['pool_before']:g} -> {inf['pool_after']:g}")
            continue
        lines.append(
            head
            + f"; player {f['player']} (forehand {f['forehand']}), helpers {f['helpers']}, level {f['level']}, purchase {f['purchase']}, contra x{f['contra']}; "
            + f"{f['points']:g} points ({f['tricks']} tricks); {inf['notes'].get('game')}; premiums {inf['notes'].get('premiums')}; "
            + (f"revoke at event {f['revoke_at']}; " if f.get("revoke_at") is not None else "")
            + f"pool {inf['pool_before']:g} -> {inf['pool_after']:g}; nets so far {inf['totals']}"
        )
        pay = [(i, e) for i, e in enumerate(d["events"]) if e["type"] == "payment"]
        lines.append("    payments: " + "; ".join(f"[{i}] {e['from']}->{e['to']} {e['amount']} {e.get('reason', '')}" for i, e in pay))
    return "\n".join(lines)


def main() -> None:
    out = []
    for fi in FILES:
        doc, infos = build(fi["seed"], fi["n"], fi["deals"], fi["start"])
        # descriptions before faults (the legal record), then plant
        desc = describe(fi, doc, infos)
        planted = [apply_fault(doc, infos, f) for f in fi["faults"]]
        # faults that are part of the play plan (revokes, wrong-seat doubles)
        for di, inf in enumerate(infos):
            f = inf["facts"]
            if f.get("revoke_at") is not None:
                planted.append({"deal": di, "event": f["revoke_at"], "code": "revoke", "what": f"seat {doc['deals'][di]['events'][f['revoke_at']]['seat']} trumps while holding the suit led (sec. 23 renonce)"})
            for i, e in enumerate(doc["deals"][di]["events"]):
                if e["type"] == "double":
                    bad = (e["seat"] in (f.get("king"), f.get("sitter"))) or (e["level"] == 4 and e["seat"] != f.get("player")) or (e["level"] == 2 and e["seat"] == f.get("player"))
                    if bad:
                        planted.append({"deal": di, "event": i, "code": "?double_by_wrong_seat", "what": f"seat {e['seat']} doubles (level {e['level']}) but is not entitled"})
        doc["meta"] = {"round": "gd-2faults-pay-45p", "seed": fi["seed"]}
        path = HERE / f"{fi['name']}.json"
        path.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
        out.append(f"## {fi['name']}\n{desc}\nplanted: {json.dumps(planted, ensure_ascii=False)}\n")
    (HERE / "_gen_summary.txt").write_text("\n".join(out))
    print("\n".join(out))


if __name__ == "__main__":
    sys.exit(main())
