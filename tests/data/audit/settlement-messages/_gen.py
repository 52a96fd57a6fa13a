"""Blind generator for the settlement-messages audit round (no import of validator).

Four games, one clean base deal (or session) each, simulated with legal random play and settled
from the sources' payment/scoring sections; every written file plants ONE settlement slip of a kind
a club disputes.  Run: python _gen.py [SEED]  (writes NN-*.json beside this file and prints the
planted slips with their event indexes, which EXPECTED.md quotes).
"""

from __future__ import annotations

import copy
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
SEED = int(sys.argv[1]) if len(sys.argv) > 1 else 20260512
LOG: list[str] = []


def write(name: str, doc: dict) -> None:
    (HERE / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def pay(frm, to, amount, reason=None) -> dict:
    e = {"type": "payment", "from": frm, "to": to, "amount": amount}
    if reason:
        e["reason"] = reason
    return e


# ---------------------------------------------------------------- Danish Tarok (source 000)
D_SUITS = "HDSC"
D_COURTS = ["K", "Q", "N", "J"]


def d_deck() -> list[str]:
    cards = []
    for s in D_SUITS:
        cards += [r + s for r in D_COURTS] + [f"{n}{s}" for n in range(1, 11)]
    cards += [f"T{n}" for n in range(1, 22)] + ["JOKER"]
    return cards


def d_suit(c: str) -> str:
    return "J" if c == "JOKER" else ("T" if c[0] == "T" else c[-1])


def d_rank(c: str) -> int:
    if c[0] == "T" and c != "JOKER":
        return int(c[1:])
    r = c[:-1]
    if r in D_COURTS:
        return 20 - D_COURTS.index(r)
    n = int(r)
    # red: K Q N J 1 2 .. 10 ; black: K Q N J 10 9 .. 1
    return (11 - n) if c[-1] in "HD" else n


def d_value(c: str) -> int:  # §15: Pagat, Mondo, Joker, kings 4; queens 3; knights 2; jacks 1
    if c in ("T1", "T21", "JOKER") or c[0] == "K":
        return 4
    return {"Q": 3, "N": 2, "J": 1}.get(c[0] if c[0] in "QNJ" and c != "JOKER" else "", 0)


def d_declarations(hand: list[str]) -> bool:
    """True if the hand owes any §14 declaration."""
    joker = "JOKER" in hand
    trumps = sum(1 for c in hand if c[0] == "T") + joker
    if trumps >= 10:
        return True
    if joker and "T21" in hand and "T1" in hand:
        return True
    for s in D_SUITS:
        k = sum(1 for r in D_COURTS if r + s in hand)
        if k == 4 or (k == 3 and joker):
            return True
    kings = sum(1 for s in D_SUITS if "K" + s in hand)
    return kings == 4 or (kings == 3 and joker)


def danish_deal(rng: random.Random, dealer: int):
    """One legal 3-player deal; None if the draw is unfit (declarations, ultimo cards in the last
    trick, nolo/tout, a card-point total on a band edge)."""
    deck = d_deck()
    rng.shuffle(deck)
    hands = [deck[i * 25 : (i + 1) * 25] for i in range(3)]
    hands[dealer] += deck[75:]
    if any(d_declarations(h) for h in hands):
        return None
    # skat: three plain number cards (no court, trump, king, Joker)
    nums = [c for c in hands[dealer] if c[0] not in "TKQNJ"]
    if len(nums) < 3:
        return None
    skat = rng.sample(nums, 3)
    held = [list(h) for h in hands]
    for c in skat:
        held[dealer].remove(c)
    ev: list[dict] = []
    ev.append(pay(dealer, "pagat_pool", 5, "deal_fee"))
    ev.append(pay(dealer, "king_pool", 5, "deal_fee"))
    ev.append({"type": "discard", "seat": dealer, "cards": skat})
    for k in range(3):
        ev.append({"type": "declare", "seat": (dealer + k) % 3, "items": []})
    leader = (dealer + 1) % 3
    piles = [[] for _ in range(3)]
    tricks = [0, 0, 0]
    joker_done = False
    last_trick = None
    for t in range(25):
        trick = []
        for k in range(3):
            s = (leader + k) % 3
            h = held[s]
            if k == 0:
                opts = [c for c in h if c != "JOKER"] or h
                if opts == ["JOKER"]:
                    return None
            else:
                led = d_suit(trick[0][1])
                same = [c for c in h if d_suit(c) == led]
                if same:
                    opts = same
                else:
                    tr = [c for c in h if d_suit(c) == "T"]
                    opts = tr if tr else [c for c in h if c != "JOKER"]
                if "JOKER" in h and not joker_done and 2 <= t <= 20:
                    opts = ["JOKER"]
                elif not opts:
                    return None
            c = rng.choice(opts)
            if c == "JOKER":
                joker_done = True
            h.remove(c)
            trick.append((s, c))
            ev.append({"type": "play", "seat": s, "card": c})
        led = d_suit(trick[0][1])
        trumps = [(d_rank(c), s) for s, c in trick if d_suit(c) == "T"]
        if trumps:
            win = max(trumps)[1]
        else:
            win = max((d_rank(c), s) for s, c in trick if d_suit(c) == led)[1]
        tricks[win] += 1
        for s, c in trick:
            if c == "JOKER" and t < 24:
                piles[s].append(c)
            else:
                piles[win].append(c)
        if t == 24:
            last_trick = trick
            if any(c == "T1" or c[0] == "K" for _, c in trick):
                return None
        else:
            for s, c in trick:
                if (c == "T1" or c[0] == "K") and c != "JOKER" and s != win:
                    pool = "pagat_pool" if c == "T1" else "king_pool"
                    why = "pagat_lost" if c == "T1" else "king_lost"
                    for o in range(3):
                        if o != s:
                            ev.append(pay(s, o, 5, why))
                    ev.append(pay(s, pool, 5, why))
                if c == "T1" and s == win:
                    for o in range(3):
                        if o != s:
                            ev.append(pay(o, s, 5, "pagat_trick"))
        leader = win
    if 0 in tricks or 25 in tricks:
        return None
    win = leader
    end = []
    for o in range(3):
        if o != win:
            end.append(pay(o, win, 20, "last_trick"))
    pts = [sum(d_value(c) for c in piles[s]) + tricks[s] for s in range(3)]
    pts[dealer] += 1  # the skat's point (§15 'Skat = 1 punkt'), the dealer's
    assert sum(pts) == 78, pts
    new = (dealer + 1) % 3
    for s in range(3):
        if s == new:
            continue
        p = pts[s]
        if p in (18, 19, 23, 24, 28, 29, 33, 34) or p in (17, 20, 22, 25, 27, 30, 32, 35):
            return None  # keep one point away from every band edge (skat ownership, rounding)
        amt = 5 * round((p - 26) / 5)
        if amt < 0:
            end.append(pay(s, new, -amt, "card_points"))
        elif amt > 0:
            end.append(pay(new, s, amt, "card_points"))
    ev += end
    return {"dealer": dealer, "hands": hands, "events": ev}, {
        "pts": pts,
        "tricks": tricks,
        "last": last_trick,
    }


def gen_danish(rng: random.Random) -> None:
    players = ["Agnieszka", "Bartek", "Celina"]
    while True:
        r = danish_deal(rng, 0)
        if r is None:
            continue
        deal, info = r
        idx_king = [i for i, e in enumerate(deal["events"]) if e.get("reason") == "king_lost"]
        cp = [i for i, e in enumerate(deal["events"]) if e.get("reason") == "card_points"]
        lt = [i for i, e in enumerate(deal["events"]) if e.get("reason") == "last_trick"]
        # want: a king lost, two card-point payments, and a seat pair sharing a last-trick and a
        # card-point payment (for the netting file)
        if not idx_king or len(cp) < 2:
            continue
        pairs = {}
        for i in lt + cp:
            e = deal["events"][i]
            pairs.setdefault(frozenset((e["from"], e["to"])), []).append(i)
        net = [v for v in pairs.values() if len(v) == 2]
        if not net:
            continue
        break
    found = [pay(s, p, 20, "foundation") for p in ("pagat_pool", "king_pool") for s in range(3)]
    deal["events"] = found + deal["events"]
    off = len(found)
    base = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "players": players,
        "meta": {"round": "settlement-messages", "note": "clean base for 01-04"},
        "deals": [deal],
    }
    LOG.append(f"danish base: pts={info['pts']} tricks={info['tricks']} last={info['last']}")
    ev = deal["events"]
    # 01 too small: one last-trick payment written 15 instead of 20
    d = copy.deepcopy(base)
    i = lt[0] + off
    d["deals"][0]["events"][i]["amount"] = 15
    d["meta"]["slip"] = f"event {i}: last_trick 20 written 15"
    LOG.append(f"01 {d['meta']['slip']} {ev[i]}")
    write("01-danish-last-trick-short.json", d)
    # 02 to the wrong party: a king_lost fee paid into the pagat pool instead of the king pool
    d = copy.deepcopy(base)
    i = next(k + off for k in idx_king if ev[k + off]["to"] == "king_pool")
    d["deals"][0]["events"][i]["to"] = "pagat_pool"
    d["meta"]["slip"] = f"event {i}: king_lost 5 paid to pagat_pool"
    LOG.append(f"02 {d['meta']['slip']} {ev[i]}")
    write("02-danish-king-fee-wrong-pool.json", d)
    # 03 wrong direction: a card-point payment written the other way round
    d = copy.deepcopy(base)
    i = cp[0] + off
    e = d["deals"][0]["events"][i]
    e["from"], e["to"] = e["to"], e["from"]
    d["meta"]["slip"] = f"event {i}: card_points reversed"
    LOG.append(f"03 {d['meta']['slip']} {ev[i]}")
    write("03-danish-card-points-reversed.json", d)
    # 04 netted between two seats: a last-trick and a card-point payment of one pair as one line
    d = copy.deepcopy(base)
    a, b = sorted(k + off for k in net[0])
    ea, eb = ev[a], ev[b]
    flow = {}
    for e in (ea, eb):
        flow[e["from"]] = flow.get(e["from"], 0) - e["amount"]
        flow[e["to"]] = flow.get(e["to"], 0) + e["amount"]
    (x, fx), (y, fy) = sorted(flow.items(), key=lambda kv: kv[1])
    evs = d["deals"][0]["events"]
    evs[a] = pay(x, y, fy) if fy else None
    del evs[b]
    evs[:] = [e for e in evs if e is not None]
    d["meta"]["slip"] = f"events {a},{b} ({ea}, {eb}) netted into one line at {a}: {x}->{y} {fy}"
    LOG.append(f"04 {d['meta']['slip']}")
    write("04-danish-netted-pair.json", d)


# ---------------------------------------------------------------- Galician Tarok (source 002)
G_SUITS = "HDSC"


def g_deck() -> list[str]:
    cards = []
    for s in G_SUITS:
        pip = "1" if s in "HD" else "10"
        cards += ["K" + s, "Q" + s, "N" + s, "J" + s, pip + s]
    cards += [f"T{n}" for n in range(1, 22)] + ["SKIZ"]
    return cards


def g_suit(c: str) -> str:
    return "T" if c == "SKIZ" or c[0] == "T" else c[-1]


def g_rank(c: str) -> int:
    if c == "SKIZ":
        return 22
    if c[0] == "T":
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def g_value(c: str) -> int:  # §3, §7
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if c[0] == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def g_group(cards: list[str]) -> int:  # §14: a trick's cards less 2
    return sum(g_value(c) for c in cards) - 2


def galician_deal(rng: random.Random, dealer: int):
    deck = g_deck()
    rng.shuffle(deck)
    talon = deck[:6]
    hands = [deck[6 + 12 * i : 18 + 12 * i] for i in range(3)]
    f = (dealer + 1) % 3  # forehand ('ręka')
    ev = [
        {"type": "bid", "seat": f, "bid": "three"},
        {"type": "bid", "seat": (f + 1) % 3, "bid": "pass"},
        {"type": "bid", "seat": (f + 2) % 3, "bid": "pass"},
    ]
    take = talon[:3]
    held = [list(h) for h in hands]
    held[f] += take
    cand = [c for c in held[f] if g_suit(c) != "T" and c[0] != "K"]
    if len(cand) < 3:
        return None
    cand.sort(key=g_value)
    disc = cand[:3]
    for c in disc:
        held[f].remove(c)
    ev.append({"type": "take", "seat": f, "cards": take})
    ev.append({"type": "discard", "seat": f, "cards": disc})
    for k in range(3):
        ev.append({"type": "announce", "seat": (f + k) % 3, "items": []})
    leader = f
    won = [[] for _ in range(3)]
    for t in range(12):
        trick = []
        for k in range(3):
            s = (leader + k) % 3
            h = held[s]
            if k == 0:
                opts = h
            else:
                led = g_suit(trick[0][1])
                same = [c for c in h if g_suit(c) == led]
                opts = same or [c for c in h if g_suit(c) == "T"] or h
            c = rng.choice(opts)
            h.remove(c)
            trick.append((s, c))
            ev.append({"type": "play", "seat": s, "card": c})
        led = g_suit(trick[0][1])
        tr = [(g_rank(c), s) for s, c in trick if g_suit(c) == "T"]
        win = max(tr)[1] if tr else max((g_rank(c), s) for s, c in trick if g_suit(c) == led)[1]
        won[win].append([c for _, c in trick])
        leader = win
        if t == 11 and any(c == "T1" for _, c in trick):
            return None
    player_cards = [c for tk in won[f] for c in tk] + disc
    helper_cards = [c for s in range(3) if s != f for tk in won[s] for c in tk] + talon[3:]
    for side in (player_cards, helper_cards):
        if all(c in side for c in ("SKIZ", "T21", "T1")):
            return None  # trull (§15)
        if all("K" + s in side for s in G_SUITS):
            return None  # four kings (§19)
    P = sum(g_group(tk) for tk in won[f]) + g_group(disc)
    H = sum(g_group(tk) for s in range(3) if s != f for tk in won[s]) + g_group(talon[3:])
    assert P + H == 66, (P, H)
    if P in (32, 33, 34):
        return None
    return {"dealer": dealer, "hands": hands, "talon": talon, "events": ev}, {"f": f, "P": P}


def gen_galician(rng: random.Random) -> None:
    players = ["Adam", "Bożena", "Czesław"]
    while True:
        r = galician_deal(rng, 1)
        if r is None:
            continue
        deal, info = r
        if info["P"] < 33:  # a lost game: the player pays both helpers; both pay their 10%
            break
    f, P = info["f"], info["P"]
    ev = deal["events"]
    helpers = [(f + 1) % 3, (f + 2) % 3]
    loss = (33 - P) * 3 + 30  # §18 three: 3 a point + 30, times 1 purchase
    settle = [pay(s, "pool", 10, "pool_stake") for s in range(3)]
    settle += [pay(f, h, loss, "game") for h in helpers]
    share = round(loss * 0.10, 2)
    settle += [pay(h, "pool", share, "pool_share") for h in helpers]
    n0 = len(ev)
    ev += settle
    LOG.append(f"galician base: player {f} P={P} loses {loss} to each helper; 10% = {share}")
    base = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "players": players,
        "meta": {"round": "settlement-messages"},
        "deals": [deal],
    }
    g1, g2 = n0 + 3, n0 + 4  # the two game payments
    # 05 wrong direction: one helper's game payment written as paid TO the player
    d = copy.deepcopy(base)
    e = d["deals"][0]["events"][g1]
    e["from"], e["to"] = e["to"], e["from"]
    d["meta"]["slip"] = f"event {g1}: game {loss} reversed ({e['from']}->{e['to']})"
    LOG.append("05 " + d["meta"]["slip"])
    write("05-galician-game-reversed.json", d)
    # 06 missing: the second helper's game payment left off the slip
    d = copy.deepcopy(base)
    del d["deals"][0]["events"][g2]
    d["meta"]["slip"] = f"event {g2} (game {f}->{helpers[1]} {loss}) left off"
    LOG.append("06 " + d["meta"]["slip"])
    write("06-galician-game-missing.json", d)
    # 07 pool share wrong: first helper pays 10% of both helpers' wins (twice the share)
    d = copy.deepcopy(base)
    i = n0 + 5
    d["deals"][0]["events"][i]["amount"] = round(2 * share, 2)
    d["meta"]["slip"] = f"event {i}: pool_share {share} written {round(2 * share, 2)}"
    LOG.append("07 " + d["meta"]["slip"])
    write("07-galician-pool-share-double.json", d)


# ---------------------------------------------------------------- Ulti (source 003)
U_SUITS = "HDSC"
U_TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]


def u_deck() -> list[str]:
    return [r + s for s in U_SUITS for r in U_TRUMP_ORDER]


def u_rank(c: str) -> int:
    return 8 - U_TRUMP_ORDER.index(c[:-1])


def u_winner(trick, trump):
    led = trick[0][1][-1]
    tr = [(u_rank(c), s) for s, c in trick if c[-1] == trump]
    if tr:
        return max(tr)[1]
    return max((u_rank(c), s) for s, c in trick if c[-1] == led)[1]


def u_legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = trick[0][1][-1]
    cur = u_winner(trick, trump)
    curcard = dict(trick)[cur]

    def beats(c):
        return u_winner(trick + [(-1, c)], trump) == -1

    same = [c for c in hand if c[-1] == led]
    if same:
        opts = same
    else:
        opts = [c for c in hand if c[-1] == trump] or list(hand)
    better = [c for c in opts if beats(c)]
    del curcard
    return better or opts


def ulti_deal(rng: random.Random, dealer: int):
    deck = u_deck()
    rng.shuffle(deck)
    f = (dealer + 1) % 3
    hands = [[], [], []]
    pos = 0
    for s in range(3):
        n = 12 if s == f else 10
        hands[s] = deck[pos : pos + n]
        pos += n
    held = [list(h) for h in hands]
    low = sorted((c for c in held[f] if c[:-1] not in ("A", "10")), key=u_rank)
    disc = low[:2]
    for c in disc:
        held[f].remove(c)
    trump = "H"
    ev = [
        {"type": "discard", "seat": f, "cards": disc},
        {"type": "bid", "seat": f, "bid": {"goals": ["party"], "red": True}},
        {"type": "bid", "seat": (f + 1) % 3, "bid": "pass"},
        {"type": "bid", "seat": (f + 2) % 3, "bid": "pass"},
        {"type": "bid", "seat": f, "bid": "pass"},
    ]
    leader = f
    pts = [0, 0, 0]
    tricks = [0, 0, 0]
    for t in range(10):
        trick = []
        for k in range(3):
            s = (leader + k) % 3
            c = rng.choice(u_legal(held[s], trick, trump))
            held[s].remove(c)
            trick.append((s, c))
            ev.append({"type": "play", "seat": s, "card": c})
        w = u_winner(trick, trump)
        tricks[w] += 1
        pts[w] += sum(10 for _, c in trick if c[:-1] in ("A", "10"))
        if t == 9:
            pts[w] += 10
            if any(c == "7H" for _, c in trick):
                return None  # silent ulti (won or lost)
        leader = w
    if 10 in tricks:
        return None  # silent durchmarsch
    dpts = pts[f]
    opp = 90 - dpts  # the discards' points go to the defenders (none here: no A/10 laid away)
    if tricks[f] == 0:
        return None
    return {"dealer": dealer, "hands": hands, "events": ev}, {"f": f, "decl": dpts, "opp": opp}


def gen_ulti(rng: random.Random) -> None:
    players = ["Anna", "Béla", "Csilla"]
    while True:
        r = ulti_deal(rng, 0)
        if r is None:
            continue
        deal, info = r
        if info["decl"] > info["opp"]:  # a won red party: each defender pays 2
            break
    f = info["f"]
    defs = [(f + 1) % 3, (f + 2) % 3]
    ev = deal["events"]
    n0 = len(ev)
    ev += [pay(x, f, 2, "party") for x in defs]
    LOG.append(f"ulti base: declarer {f} red party won {info['decl']}-{info['opp']}: 2 from each defender")
    base = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "standard"},
        "players": players,
        "meta": {"round": "settlement-messages"},
        "deals": [deal],
    }
    # 08 too large: red doubled twice, one defender pays 4
    d = copy.deepcopy(base)
    d["deals"][0]["events"][n0]["amount"] = 4
    d["meta"]["slip"] = f"event {n0}: party 2 written 4"
    LOG.append("08 " + d["meta"]["slip"])
    write("08-ulti-red-party-doubled-twice.json", d)
    # 09 to the wrong party: the second defender's 2 written as paid to the first defender
    d = copy.deepcopy(base)
    d["deals"][0]["events"][n0 + 1]["to"] = defs[0]
    d["meta"]["slip"] = f"event {n0 + 1}: party {defs[1]}->{f} written {defs[1]}->{defs[0]}"
    LOG.append("09 " + d["meta"]["slip"])
    write("09-ulti-party-paid-to-partner.json", d)
    # 10 extra: a silent 100 (red: 4) the declarer never made, from the first defender
    d = copy.deepcopy(base)
    d["deals"][0]["events"].append(pay(defs[0], f, 4, "silent-100"))
    d["meta"]["slip"] = f"event {n0 + 2}: extra silent-100 {defs[0]}->{f} 4 (declarer had {info['decl']})"
    LOG.append("10 " + d["meta"]["slip"])
    write("10-ulti-extra-silent-100.json", d)


# ---------------------------------------------------------------- Rage (source 001)
R_COLS = "RBGYPO"
R_SPECIAL_OUT = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4


def r_deck(rng: random.Random) -> list[str]:
    deck = [f"{c}{v}" for c in R_COLS for v in range(16)] + ["PLUS5"] * 3 + ["MINUS5"] * 3
    rng.shuffle(deck)
    return deck + R_SPECIAL_OUT  # the trump-changing cards lie at the bottom of the stock


def r_col(c: str):
    return None if c in ("PLUS5", "MINUS5", "WILD", "NOTRUMP", "CHANGE") else c[0]


def rage_session(rng: random.Random, n: int = 4):
    deals = []
    totals = [0] * n
    info = []
    for rd in range(10):
        cards = 10 - rd
        dealer = rd % n
        deck = r_deck(rng)
        hands = [deck[i * cards : (i + 1) * cards] for i in range(n)]
        talon = deck[n * cards :]
        trump = next(r_col(c) for c in talon if r_col(c))
        ev = []
        bids = [0] * n
        for k in range(n):
            s = (dealer + 1 + k) % n
            bids[s] = rng.randint(0, min(cards, 3))
            ev.append({"type": "bid", "seat": s, "bid": bids[s]})
        held = [list(h) for h in hands]
        leader = (dealer + 1) % n
        tricks = [0] * n
        bonus = [0] * n
        for _t in range(cards):
            trick = []
            led = None
            for k in range(n):
                s = (leader + k) % n
                h = held[s]
                if k == 0:
                    opts = [c for c in h if r_col(c)] or h
                else:
                    same = [c for c in h if r_col(c) == led] if led else []
                    opts = same or h
                c = rng.choice(opts)
                h.remove(c)
                if led is None and r_col(c):
                    led = r_col(c)
                trick.append((s, c))
                ev.append({"type": "play", "seat": s, "card": c})
            tr = [(int(c[1:]), s) for s, c in trick if r_col(c) == trump]
            if tr:
                w = max(tr)[1]
            elif led:
                w = max((int(c[1:]), s) for s, c in trick if r_col(c) == led)[1]
            else:
                w = trick[0][0]
            tricks[w] += 1
            for _s, c in trick:
                bonus[w] += 5 if c == "PLUS5" else (-5 if c == "MINUS5" else 0)
            leader = w
        score = [tricks[s] + bonus[s] + (10 if bids[s] == tricks[s] else -5) for s in range(n)]
        si = len(ev)
        for s in range(n):
            ev.append({"type": "score", "party": s, "points": score[s]})
        totals = [totals[s] + score[s] for s in range(n)]
        for s in range(n):
            ev.append({"type": "total", "party": s, "points": totals[s]})
        deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": ev})
        info.append({"score_at": si, "bids": bids, "tricks": tricks, "bonus": bonus, "score": score})
    return deals, info


def gen_rage(rng: random.Random) -> None:
    players = ["Anička", "Bohouš", "Katka", "Dalibor"]
    while True:
        deals, info = rage_session(rng)
        minus = [(r, s) for r, x in enumerate(info) for s in range(4) if x["bonus"][s] < 0]
        if minus and any(x["score"][0] != x["score"][1] for x in info[2:4]):
            break
    base = {
        "format": "trick-transcript/1",
        "game": "rage",
        "players": players,
        "meta": {"round": "settlement-messages"},
        "deals": deals,
    }
    LOG.append(
        "rage base: "
        + "; ".join(
            f"r{r}: bids {x['bids']} tricks {x['tricks']} bonus {x['bonus']} score {x['score']}"
            for r, x in enumerate(info)
        )
    )
    # 11 score mis-added: a -5 card left out of one round score; totals written by the rules
    d = copy.deepcopy(base)
    r, s = minus[0]
    i = info[r]["score_at"] + s
    d["deals"][r]["events"][i]["points"] += 5
    d["meta"]["slip"] = (
        f"round {r} event {i}: seat {s} score {info[r]['score'][s]} written {info[r]['score'][s] + 5} (-5 card left out); totals right"
    )
    LOG.append("11 " + d["meta"]["slip"])
    write("11-rage-minus5-left-out.json", d)
    # 12 total mis-added: seat 2's total in round 4 written 10 too high, carried on after
    d = copy.deepcopy(base)
    r, s = 4, 2
    for rr in range(r, 10):
        j = info[rr]["score_at"] + 4 + s
        d["deals"][rr]["events"][j]["points"] += 10
    i = info[r]["score_at"] + 4 + s
    d["meta"]["slip"] = f"round {r} event {i}: seat {s} total 10 too high, carried to the end"
    LOG.append("12 " + d["meta"]["slip"])
    write("12-rage-total-carried-slip.json", d)
    # 13 two seats' round scores swapped (written on each other's line); totals add what was written
    d = copy.deepcopy(base)
    r = next(rr for rr in (2, 3) if info[rr]["score"][0] != info[rr]["score"][1])
    sa = info[r]["score_at"]
    evs = d["deals"][r]["events"]
    evs[sa]["points"], evs[sa + 1]["points"] = evs[sa + 1]["points"], evs[sa]["points"]
    delta = info[r]["score"][1] - info[r]["score"][0]
    for rr in range(r, 10):
        j = info[rr]["score_at"] + 4
        d["deals"][rr]["events"][j]["points"] += delta
        d["deals"][rr]["events"][j + 1]["points"] -= delta
    d["meta"]["slip"] = (
        f"round {r} events {sa},{sa + 1}: seats 0/1 scores swapped ({info[r]['score'][0]}/{info[r]['score'][1]}); totals add the written scores"
    )
    LOG.append("13 " + d["meta"]["slip"])
    write("13-rage-scores-swapped.json", d)


def main() -> None:
    for old in HERE.glob("*.json"):
        old.unlink()
    rng = random.Random(SEED)
    gen_danish(random.Random(rng.random()))
    gen_galician(random.Random(rng.random()))
    gen_ulti(random.Random(rng.random()))
    gen_rage(random.Random(rng.random()))
    for line in LOG:
        print(line)


if __name__ == "__main__":
    main()
