"""Blind generator for the danish-seats-edges audit round (no validator import).

Written from the Polish translation of the Danish rules (seed 000_2fac32aef83ce8a1.txt) alone:
§2 (the fourth player, opposite the dealer, sits out), §7 (dealing), §10 (play), §12 (Joker),
§14-§15 (declarations, payments, pools, session end) and §17 (logistics: the sitter pays only
refills, the fourth player joins by paying a third of each pool's content).

Three sessions, each with single-edit variants:
  A: four players from the start (sitter rotates opposite the dealer);
  B: three players, a fourth joins before deal 2;
  C: four players, one leaves after deal 1 (the source is silent on leaving).

Run: python _gen.py [--seed N]; writes NN-desc.json beside this file and prints the event
indices EXPECTED.md quotes.
"""

from __future__ import annotations

import argparse
import copy
import json
import random
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]
PIPS = [str(i) for i in range(1, 11)]
DECK = [r + s for s in SUITS for r in COURTS + PIPS] + [f"T{i}" for i in range(1, 22)] + ["JOKER"]
assert len(DECK) == 78


class Reject(Exception):
    pass


def suit_of(c: str) -> str:
    if c == "JOKER":
        return "X"
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank_value(c: str) -> int:
    """Higher is stronger within its suit (§3)."""
    if c.startswith("T"):
        return int(c[1:])
    r, s = c[:-1], c[-1]
    if r in COURTS:
        return 100 - COURTS.index(r)
    n = int(r)
    return (11 - n) if s in "HD" else n  # red: 1 high .. 10 low; black: 10 high .. 1 low


def card_points(c: str) -> int:
    if c in ("T1", "T21", "JOKER") or (c[0] == "K" and not c.startswith("T")):
        return 4
    if c.startswith("T"):
        return 0
    return {"Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)


def declarations(hand: list[str]) -> list[dict]:
    items: list[dict] = []
    joker = "JOKER" in hand
    trumps = [c for c in hand if c.startswith("T")]
    n = len(trumps) + (1 if joker else 0)
    if n >= 10:
        items.append({"kind": "trumps", "count": n, "pagat": "T1" in hand})
    if joker and "T21" in hand and "T1" in hand:
        m = 3
        k = 20
        while f"T{k}" in hand:
            m += 1
            k -= 1
        items.append({"kind": "matadors", "count": m})
    for s in SUITS:
        have = [r for r in COURTS if r + s in hand]
        if len(have) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"})
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
    kings = [s for s in SUITS if "K" + s in hand]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if joker else "full"})
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append({"kind": "kings", "form": "half", "missing": miss})
    return items


def decl_value(it: dict) -> int:
    if it["kind"] == "trumps":
        return 10 + 5 * (it["count"] - 10)
    if it["kind"] == "matadors":
        return 10 + 5 * (it["count"] - 3)
    return {"rich": 15, "full": 10, "half": 5}[it["form"]]


def pay(ev: list, frm, to, amount, reason):
    ev.append({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})


def band(points: int) -> int:
    """§15: the difference from 26 rounded to the nearest multiple of 5 (24-28 -> 0, 19-23 -> 5...)."""
    d = abs(points - 26)
    return 5 * ((d + 2) // 5)


def play_deal(rng: random.Random, nseats: int, dealer: int, active: list[int], present: list[int],
              new_dealer: int, pools: dict) -> tuple[dict, dict]:
    """One deal. active: the three who play, in order of play starting from the dealer.
    present: everyone at the table (pays refills). Returns (deal, info); mutates pools."""
    assert active[0] == dealer and len(active) == 3 and new_dealer in active
    deck = DECK[:]
    rng.shuffle(deck)
    hands = {s: [] for s in range(nseats)}
    for i, s in enumerate(active):
        hands[s] = deck[25 * i: 25 * i + 25]
    hands[dealer] += deck[75:78]
    ev: list = []
    info: dict = {"dealer": dealer, "active": active}
    pay(ev, dealer, "pagat_pool", 5, "deal_fee")
    pay(ev, dealer, "king_pool", 5, "deal_fee")
    pools["pagat_pool"] += 5
    pools["king_pool"] += 5
    # §13 skat: three pip cards (never a king, Mondo, Joker, a trump or a declaration card)
    pips = [c for c in hands[dealer] if not c.startswith("T") and c != "JOKER" and c[:-1] in PIPS]
    skat = rng.sample(pips, 3)
    ev.append({"type": "discard", "seat": dealer, "cards": skat})
    held = {s: [c for c in hands[s] if c not in skat] for s in active}
    # §14 declarations from the dealer, in rotation; §15 the others pay at once
    info["declare_idx"] = {}
    for s in active:
        items = declarations(held[s])
        info["declare_idx"][s] = len(ev)
        ev.append({"type": "declare", "seat": s, "items": items})
        for it in items:
            for o in active:
                if o != s:
                    pay(ev, o, s, decl_value(it), "declaration")
    # §10 play: the player right of the dealer (next in order of play) leads
    leader = active[1]
    pile_pts = {s: 0 for s in active}
    tricks = {s: 0 for s in active}
    info["king_lost"] = []
    for t in range(25):
        order = active[active.index(leader):] + active[: active.index(leader)]
        trick = []
        for pos, s in enumerate(order):
            h = held[s]
            if pos == 0:
                choices = [c for c in h if c != "JOKER"]
                if not choices:
                    raise Reject("joker lead")
                c = rng.choice(choices)
            else:
                led = suit_of(trick[0][1])
                legal = [c for c in h if suit_of(c) == led]
                if not legal:
                    legal = [c for c in h if suit_of(c) == "T"]
                if not legal:
                    legal = [c for c in h if c != "JOKER"]
                if "JOKER" in h and t <= 21 and (t >= 15 or rng.random() < 0.25):
                    c = "JOKER"  # §12: any time, but not in the second-last trick
                elif not legal:
                    c = "JOKER"
                else:
                    c = rng.choice(legal)
            if c == "JOKER" and t > 21:
                raise Reject("joker late")
            h.remove(c)
            trick.append((s, c))
        led = suit_of(trick[0][1])
        tr = [(s, c) for s, c in trick if suit_of(c) == "T"]
        cand = tr if tr else [(s, c) for s, c in trick if suit_of(c) == led]
        win_s, win_c = max(cand, key=lambda x: rank_value(x[1]))
        for s, c in trick:
            ev.append({"type": "play", "seat": s, "card": c})
        tricks[win_s] += 1
        for s, c in trick:
            if c == "JOKER" and t < 24:
                pile_pts[s] += 4  # §12: the Joker goes to its player's pile
            else:
                pile_pts[win_s] += card_points(c)
        others = lambda p: [o for o in active if o != p]  # noqa: E731
        if t < 24:
            for s, c in trick:
                is_king = c[0] == "K" and not c.startswith("T")
                if is_king and s != win_s:
                    info["king_lost"].append((s, len(ev)))
                    for o in others(s):
                        pay(ev, s, o, 5, "king_lost")
                    pay(ev, s, "king_pool", 5, "king_lost")
                    pools["king_pool"] += 5
                if c == "T1" and s != win_s:
                    for o in others(s):
                        pay(ev, s, o, 5, "pagat_lost")
                    pay(ev, s, "pagat_pool", 5, "pagat_lost")
                    pools["pagat_pool"] += 5
                if c == "T1" and s == win_s:
                    for o in others(s):
                        pay(ev, o, s, 5, "pagat_trick")
        else:
            # the last trick (§15 after the last trick)
            if min(tricks.values()) == 0 or max(tricks.values()) == 25:
                raise Reject("nolo/tout")
            specials = [(s, c) for s, c in trick if c == "T1" or (c[0] == "K" and not c.startswith("T"))]
            if any(s != win_s for s, c in specials):
                raise Reject("przydupek")
            info["last"] = "plain"
            if win_c == "T1" or (win_c[0] == "K" and not win_c.startswith("T")):
                pool, kind, amt = (("pagat_pool", "pagat_ultimo", 45) if win_c == "T1"
                                   else ("king_pool", "king_ultimo", 40))
                info["last"] = kind
                for o in others(win_s):
                    pay(ev, o, win_s, amt, kind)
                pay(ev, pool, win_s, pools[pool], kind)
                pools[pool] = 0
                info["refill_idx"] = {}
                for p in present:
                    info["refill_idx"][p] = len(ev)
                    pay(ev, p, pool, 20, "refill")
                    pools[pool] += 20
            else:
                for o in others(win_s):
                    pay(ev, o, win_s, 20, "last_trick")
        leader = win_s
    pile_pts[dealer] += 1  # the skat's point (its cards are pips, worth nothing)
    pts = {s: pile_pts[s] + tricks[s] for s in active}
    assert sum(pts.values()) == 78, pts
    info["points"] = pts
    info["cp_zero"] = True
    for s in active:
        if s == new_dealer:
            continue
        a = band(pts[s])
        if a:
            info["cp_zero"] = False
            if pts[s] < 26:
                pay(ev, s, new_dealer, a, "card_points")
            else:
                pay(ev, new_dealer, s, a, "card_points")
    deal = {"dealer": dealer, "hands": [hands[s] for s in range(nseats)], "events": ev}
    return deal, info


def order_from(dealer: int, seats: list[int]) -> list[int]:
    i = seats.index(dealer)
    return seats[i:] + seats[:i]


def build(base_seed: int, nseats: int, plan: list[dict], pools0: dict | None,
          foundation_payers: list[int], accept) -> tuple[list[dict], list[dict], dict]:
    """plan: per deal {dealer, active (set), present, new_dealer, pre (callable -> events)}.
    Tries sub-seeds deal by deal; accept(k, info, pools) filters each deal."""
    pools = dict(pools0 or {"pagat_pool": 0, "king_pool": 0})
    deals, infos = [], []
    for k, p in enumerate(plan):
        for sub in range(3000):
            rng = random.Random(base_seed * 1000003 + k * 7919 + sub)
            trial = dict(pools)
            pre: list = []
            if k == 0:
                for pool in ("pagat_pool", "king_pool"):
                    for s in foundation_payers:
                        pay(pre, s, pool, 20, "foundation")
                        trial[pool] += 20
            if p.get("join") is not None:
                j = p["join"]
                for pool in ("pagat_pool", "king_pool"):
                    third = trial[pool] / 3
                    pre.append({"type": "payment", "from": j, "to": pool, "amount": int(third)})
                    trial[pool] += int(third)
            pools_before_join = dict(pools)
            active = order_from(p["dealer"], sorted(p["active"]))
            try:
                deal, info = play_deal(rng, nseats, p["dealer"], active, p["present"], p["new_dealer"], trial)
            except Reject:
                continue
            info["pools_before_join"] = pools_before_join
            info["pre_len"] = len(pre)
            deal["events"] = pre + deal["events"]
            # shift indices recorded by play_deal
            for key in ("declare_idx", "refill_idx"):
                if key in info:
                    info[key] = {s: i + len(pre) for s, i in info[key].items()}
            info["king_lost"] = [(s, i + len(pre)) for s, i in info["king_lost"]]
            info["sub"] = sub
            if not accept(k, info, trial):
                continue
            pools = trial
            info["pools_after"] = dict(pools)
            deals.append(deal)
            infos.append(info)
            break
        else:
            raise Reject(f"no sub-seed for deal {k}")
    return deals, infos, pools


def session_end(deal: dict, pools: dict, sharers: list[int]) -> dict:
    idx = {}
    for pool in ("pagat_pool", "king_pool"):
        share = pools[pool] // len(sharers)
        assert share * len(sharers) == pools[pool]
        for s in sharers:
            idx[(pool, s)] = len(deal["events"])
            pay(deal["events"], pool, s, share, "session_end")
    return idx


def doc(players: list[str], deals: list[dict], desc: str) -> dict:
    return {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {"preset": "standard"},
        "players": players,
        "meta": {"round": "danish-seats-edges", "description": desc},
        "deals": deals,
    }


def write(name: str, d: dict, log: list[str]) -> None:
    (HERE / name).write_text(json.dumps(d, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    log.append(name)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=2026)
    seed = ap.parse_args().seed
    log: list[str] = []
    for f in HERE.glob("*.json"):
        f.unlink()

    # ---------------- Session A: four players from the start ----------------
    PA = ["Anna", "Bo", "Cilla", "Dorte"]
    planA = [
        {"dealer": d, "active": {d, (d + 1) % 4, (d + 3) % 4}, "present": [0, 1, 2, 3],
         "new_dealer": (d + 1) % 4}
        for d in range(4)
    ]

    def accA(k, info, pools):
        if k == 2 and info["last"] != "king_ultimo":
            return False  # deal 2 (dealer 2, seat 0 sits out): a king ultimo, refilled by all four
        if k == 3 and (pools["pagat_pool"] % 20 or pools["king_pool"] % 20 or info["last"] != "plain"):
            return False
        return True

    dA, iA, poolsA = build(seed, 4, planA, None, [0, 1, 2, 3], accA)
    endA = session_end(dA[3], poolsA, [0, 1, 2, 3])
    baseA = doc(PA, dA, "Four players; the seat opposite the dealer sits out in rotation.")
    write("01-four-clean.json", baseA, log)
    print("A pools", poolsA, "end idx", endA)
    for k, i in enumerate(iA):
        print(" A deal", k, "dealer", i["dealer"], "active", i["active"], "last", i["last"],
              "pts", i["points"], "pools", i["pools_after"], "declare_idx", i["declare_idx"],
              "refill", i.get("refill_idx"), "king_lost", i["king_lost"][:3])

    # 02: deal 1 (dealer 1, seat 3 sits out): the sitter passes among the declarations
    v = copy.deepcopy(baseA)
    at = iA[1]["declare_idx"][0]  # seat 3 "declares" where seat 0's turn is (after 1 and 2)
    v["deals"][1]["events"].insert(at, {"type": "declare", "seat": 3, "items": []})
    v["meta"]["description"] = "01 with the sitter of deal 1 (seat 3) passing among the declarations."
    write("02-four-sitter-declares.json", v, log)
    print("02 sitter declare at", 1, at)

    # 03: deal 0: the sitter (seat 2) does not pay his foundation into the pagat pool
    v = copy.deepcopy(baseA)
    ev = v["deals"][0]["events"]
    j = next(i for i, e in enumerate(ev) if e.get("reason") == "foundation" and e["from"] == 2
             and e["to"] == "pagat_pool")
    del ev[j]
    v["meta"]["description"] = "01 without the sitter's (seat 2) foundation into the pagat pool."
    write("03-four-sitter-no-foundation.json", v, log)
    print("03 removed", 0, j)

    # 04: deal 2: the sitter (seat 0) does not refill the king pool after the king ultimo
    v = copy.deepcopy(baseA)
    j = iA[2]["refill_idx"][0]
    assert v["deals"][2]["events"][j]["from"] == 0
    del v["deals"][2]["events"][j]
    v["meta"]["description"] = "01 without the sitter's (seat 0) refill of the king pool in deal 2."
    write("04-four-sitter-no-refill.json", v, log)
    print("04 removed", 2, j)

    # 05: the first king lost in the session pays that deal's sitter too
    v = copy.deepcopy(baseA)
    k = next(k for k, i in enumerate(iA) if i["king_lost"])
    sitter = (iA[k]["dealer"] + 2) % 4
    s, j = iA[k]["king_lost"][0]
    ins = j + 2  # after the two payments to the others, before the pool's
    v["deals"][k]["events"].insert(ins, {"type": "payment", "from": s, "to": sitter, "amount": 5,
                                         "reason": "king_lost"})
    v["meta"]["description"] = f"01 with a lost king in deal {k} also paying the sitter (seat {sitter})."
    write("05-four-king-lost-pays-sitter.json", v, log)
    print("05 inserted", k, ins, "payer", s, "sitter", sitter)

    # 06: session end: the sitter of the last deal (seat 1) left out of the king pool's share
    v = copy.deepcopy(baseA)
    j = endA[("king_pool", 1)]
    del v["deals"][3]["events"][j]
    v["meta"]["description"] = "01 with the last deal's sitter (seat 1) given no share of the king pool."
    write("06-four-end-share-sitter-missing.json", v, log)
    print("06 removed", 3, j)

    # ---------------- Session B: three players, a fourth joins before deal 2 ----------------
    PB = ["Erik", "Frida", "Gustav", "Hanne"]
    planB = [
        {"dealer": 0, "active": {0, 1, 2}, "present": [0, 1, 2], "new_dealer": 1},
        {"dealer": 1, "active": {0, 1, 2}, "present": [0, 1, 2], "new_dealer": 2},
        {"dealer": 2, "active": {2, 3, 1}, "present": [0, 1, 2, 3], "new_dealer": 3, "join": 3},
        {"dealer": 3, "active": {3, 0, 2}, "present": [0, 1, 2, 3], "new_dealer": 0},
    ]

    def accB(k, info, pools):
        if k == 1:
            p = pools
            return (p["pagat_pool"] % 15 == 0 and p["king_pool"] % 15 == 0 and p["pagat_pool"] != 60
                    and p["king_pool"] != 60 and p["pagat_pool"] != p["king_pool"])
        if k == 2 and not info["cp_zero"]:
            return False  # deal 2's card points are all 0 (so the next dealer receives nothing)
        if k == 3 and (pools["pagat_pool"] % 20 or pools["king_pool"] % 20 or info["last"] != "plain"):
            return False
        return True

    dB, iB, poolsB = build(seed + 1, 4, planB, None, [0, 1, 2], accB)
    endB = session_end(dB[3], poolsB, [0, 1, 2, 3])
    baseB = doc(PB, dB, "Three players; Hanne (seat 3) joins before deal 2, paying a third of each pool.")
    write("07-join-clean.json", baseB, log)
    print("B pools", poolsB, "end idx", endB)
    for k, i in enumerate(iB):
        print(" B deal", k, "dealer", i["dealer"], "active", i["active"], "last", i["last"],
              "pts", i["points"], "pools", i["pools_after"], "before-join", i["pools_before_join"],
              "declare_idx", i["declare_idx"], "cp_zero", i["cp_zero"])
    print(" B deal 2 first events", dB[2]["events"][:4])

    # 08: the joiner's third into the king pool left out
    v = copy.deepcopy(baseB)
    ev = v["deals"][2]["events"]
    assert ev[1]["from"] == 3 and ev[1]["to"] == "king_pool"
    del ev[1]
    v["meta"]["description"] = "07 without the joiner's third into the king pool."
    write("08-join-king-third-missing.json", v, log)

    # 09: the joiner pays 20 (a foundation) into the pagat pool instead of a third of it
    v = copy.deepcopy(baseB)
    ev = v["deals"][2]["events"]
    assert ev[0]["from"] == 3 and ev[0]["to"] == "pagat_pool" and ev[0]["amount"] != 20
    ev[0]["amount"] = 20
    v["meta"]["description"] = "07 with the joiner paying 20 into the pagat pool, not a third of it."
    write("09-join-pagat-paid-20.json", v, log)

    # 10: seat 3 passes among the declarations of deal 1, before joining
    v = copy.deepcopy(baseB)
    at = iB[1]["declare_idx"][0] + 0  # dealer 1, then 2, then (3), then 0
    v["deals"][1]["events"].insert(at, {"type": "declare", "seat": 3, "items": []})
    v["meta"]["description"] = "07 with seat 3 passing among the declarations of deal 1, before joining."
    write("10-join-acts-before-joining.json", v, log)
    print("10 inserted", 1, at)

    # 11: deal 3 dealt by seat 0 (the three-handed rotation) instead of the joiner, seat 3
    planB11 = planB[:3] + [{"dealer": 0, "active": {0, 1, 3}, "present": [0, 1, 2, 3], "new_dealer": 1}]

    def accB11(k, info, pools):
        if k == 3 and not info["cp_zero"]:
            return False
        return accB(k, info, pools)

    dB11, iB11, poolsB11 = build(seed + 1, 4, planB11, None, [0, 1, 2], accB11)
    assert dB11[:3] == dB[:3]
    endB11 = session_end(dB11[3], poolsB11, [0, 1, 2, 3])
    v = doc(PB, dB11, "07's first three deals; deal 3 dealt by seat 0, skipping the joiner (seat 3) whose turn it was.")
    write("11-join-dealer-skips-joiner.json", v, log)
    print("11 pools", poolsB11, "deal3 pts", iB11[3]["points"], "active", iB11[3]["active"])

    # 12: session end: the joiner's pagat share written as the third he paid in
    v = copy.deepcopy(baseB)
    j = endB[("pagat_pool", 3)]
    ev = v["deals"][3]["events"]
    paid = dB[2]["events"][0]["amount"]
    assert ev[j]["amount"] != paid
    ev[j]["amount"] = paid
    v["meta"]["description"] = "07 with the joiner's pagat-pool share written as the third he paid in."
    write("12-join-end-share-wrong.json", v, log)
    print("12 changed", 3, j, "to", paid, "from", poolsB["pagat_pool"] // 4)

    # ---------------- Session C: four players, seat 3 leaves after deal 1 ----------------
    PC = ["Ida", "Jens", "Karen", "Lars"]
    planC = [
        {"dealer": 0, "active": {0, 1, 3}, "present": [0, 1, 2, 3], "new_dealer": 1},
        {"dealer": 1, "active": {1, 2, 0}, "present": [0, 1, 2, 3], "new_dealer": 2},
        {"dealer": 2, "active": {0, 1, 2}, "present": [0, 1, 2], "new_dealer": 0},
        {"dealer": 0, "active": {0, 1, 2}, "present": [0, 1, 2], "new_dealer": 1},
    ]

    def accC(k, info, pools):
        if k == 2 and info["last"] == "plain":
            return False  # an ultimo after the leaving: the refill is by the three left
        if k == 3 and (pools["pagat_pool"] % 15 or pools["king_pool"] % 15 or info["last"] != "plain"):
            return False
        return True

    for off in range(2, 200):
        try:
            dC, iC, poolsC = build(seed + off, 4, planC, None, [0, 1, 2, 3], accC)
            break
        except Reject:
            continue
    endC = session_end(dC[3], poolsC, [0, 1, 2])
    baseC = doc(PC, dC, "Four players; Lars (seat 3) leaves after deal 1 and the three play on.")
    write("13-leave-clean.json", baseC, log)
    print("C pools", poolsC, "end", endC)
    for k, i in enumerate(iC):
        print(" C deal", k, "dealer", i["dealer"], "active", i["active"], "last", i["last"],
              "pools", i["pools_after"], "refill", i.get("refill_idx"))

    # 14: the leaver still pays a refill after the ultimo of deal 2
    v = copy.deepcopy(baseC)
    j = max(iC[2]["refill_idx"].values()) + 1
    pool = v["deals"][2]["events"][j - 1]["to"]
    v["deals"][2]["events"].insert(j, {"type": "payment", "from": 3, "to": pool, "amount": 20,
                                       "reason": "refill"})
    v["meta"]["description"] = "13 with the departed seat 3 still paying a refill in deal 2."
    write("14-leave-leaver-refills.json", v, log)
    print("14 inserted", 2, j, pool)
    print("wrote", len(log), "files")


if __name__ == "__main__":
    main()
