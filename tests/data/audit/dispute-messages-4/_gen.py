"""Blind generator for audit round dispute-messages-4 (two planted faults per record).

Written from the sources in /work/shared/seeds/ only; imports nothing from the engine.
Run: python _gen.py [SEED]  (writes NN-*.json beside this file).

Every record is built as a clean base by this file's own small simulators, then edited with
two faults in one deal, where the second follows from the first (see EXPECTED.md).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
FMT = "trick-transcript/1"


def write(name: str, doc: dict) -> None:
    (HERE / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


# ------------------------------------------------------------------------------------- Rage
R_COLOURS = "RBGYPO"
R_ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3


def r_deck() -> list[str]:
    return [f"{c}{v}" for c in R_COLOURS for v in range(16)] + list(R_ACTIONS)


def r_col(card: str) -> str | None:
    return card[0] if card[0] in R_COLOURS and card[1:].isdigit() else None


def r_round(rng: random.Random, n_players: int, dealer: int, cards: int, bid_fn=None):
    """One Rage round with colour cards only in the hands (action cards stay in the stock),
    the stock's first card a colour card. Returns (deal, info)."""
    while True:
        deck = r_deck()
        rng.shuffle(deck)
        hands = [deck[i * cards : (i + 1) * cards] for i in range(n_players)]
        talon = deck[n_players * cards :]
        if all(r_col(c) for h in hands for c in h) and r_col(talon[0]):
            break
    trump = r_col(talon[0])
    first = (dealer + 1) % n_players
    order = [(first + i) % n_players for i in range(n_players)]
    bids = {}
    for s in order:
        bids[s] = rng.randint(0, min(cards, 2)) if bid_fn is None else bid_fn(s, bids, cards)
    events = [{"type": "bid", "seat": s, "bid": bids[s]} for s in order]
    live = [list(h) for h in hands]
    leader = first
    tricks = [0] * n_players
    winners = []
    for _t in range(cards):
        trick = []
        for i in range(n_players):
            s = (leader + i) % n_players
            if trick:
                led = r_col(trick[0][1])
                same = [c for c in live[s] if r_col(c) == led]
                legal = same or live[s]
            else:
                legal = live[s]
            c = rng.choice(legal)
            live[s].remove(c)
            trick.append((s, c))
            events.append({"type": "play", "seat": s, "card": c})
        w = r_winner(trick, trump)
        tricks[w] += 1
        winners.append(w)
        leader = w
    scores = [tricks[s] + (10 if tricks[s] == bids[s] else -5) for s in range(n_players)]
    deal = {"dealer": dealer, "hands": hands, "talon": talon, "events": events}
    return deal, {"bids": bids, "tricks": tricks, "scores": scores, "trump": trump, "winners": winners}


def r_winner(trick, trump):
    led = r_col(trick[0][1])
    best = None
    for s, c in trick:
        col, val = r_col(c), int(c[1:])
        key = (2 if col == trump else 1 if col == led else 0, val)
        if best is None or key > best[0]:
            best = (key, s)
    return best[1]


def r_scores(deal, scores, totals):
    for s, p in enumerate(scores):
        deal["events"].append({"type": "score", "party": s, "points": p})
    for s, p in enumerate(totals):
        deal["events"].append({"type": "total", "party": s, "points": p})


def gen_rage(seed: int) -> None:
    players = ["Anička", "Bohouš", "Katka", "Dalibor"]
    start_totals = [23, 41, 17, 30]

    def session(rng, rules, bid_fns=(None, None, None)):
        deals, infos = [], []
        for k, cards in enumerate((3, 2, 1)):
            d, info = r_round(rng, 4, (1 + k) % 4, cards, bid_fns[k])
            deals.append(d)
            infos.append(info)
        return deals, infos

    def finish(deals, infos, scores_override=None):
        tot = list(start_totals)
        for k, (d, info) in enumerate(zip(deals, infos, strict=False)):
            sc = list(info["scores"])
            if scores_override and k in scores_override:
                sc = scores_override[k]
            tot = [a + b for a, b in zip(tot, sc, strict=False)]
            r_scores(d, sc, tot)

    base = {
        "format": FMT,
        "game": "rage",
        "players": players,
        "start": {"totals": start_totals, "round": 8},
    }
    # 01 clean base: rounds 8-10 (3, 2, 1 cards).
    rng = random.Random(seed * 100 + 1)
    deals, infos = session(rng, {})
    finish(deals, infos)
    doc = dict(base, rules={"preset": "standard"}, deals=deals, meta={"seed": seed, "file": "01"})
    write("01-rage-clean-base.json", doc)

    # 02 revoke, then the sheet "corrects" the revoked trick: it gives the trick to the seat
    # that would have won it had the revoker followed, and scores both seats so.
    for attempt in range(2000):
        rng = random.Random(seed * 1000 + attempt)
        deals, infos = session(rng, {})
        d0 = deals[0]
        res = r_plant_revoke(d0, infos[0]["trump"])
        if res is None:
            continue
        ev_idx, rev_seat, fair_winner, new_tricks = res
        bids = infos[0]["bids"]
        if new_tricks[rev_seat] == infos[0]["tricks"][rev_seat]:
            continue
        # replayed scores of the edited round by this file's rules
        sc_rules = [new_tricks[s] + (10 if new_tricks[s] == bids[s] else -5) for s in range(4)]
        sheet_tr = list(new_tricks)
        sheet_tr[rev_seat] -= 1
        sheet_tr[fair_winner] += 1
        sc_sheet = [sheet_tr[s] + (10 if sheet_tr[s] == bids[s] else -5) for s in range(4)]
        if sc_sheet[rev_seat] == sc_rules[rev_seat] or sc_sheet[fair_winner] == sc_rules[fair_winner]:
            continue
        infos[0]["scores"] = sc_rules
        infos[0]["tricks"] = new_tricks
        finish(deals, infos, {0: sc_sheet})
        meta = {
            "seed": seed,
            "file": "02",
            "planted": [
                {"deal": 0, "event": ev_idx, "code": "revoke", "seat": rev_seat},
                {
                    "deal": 0,
                    "what": "sheet gives the revoked trick to the seat that would have won it",
                    "seats": [rev_seat, fair_winner],
                    "rules_scores": sc_rules,
                    "sheet_scores": sc_sheet,
                },
            ],
        }
        write(
            "02-rage-revoke-then-sheet-moves-trick.json",
            dict(base, rules={"preset": "standard"}, deals=deals, meta=meta),
        )
        break
    else:
        raise SystemExit("rage 02: no seed")

    # 03 plus/minus one: the dealer's bid makes the total equal the cards (forbidden); he
    # then makes exactly that bid and the sheet scores him as having missed it (-5).
    for attempt in range(2000):
        rng = random.Random(seed * 3000 + attempt)

        def last_bid(s, bids, cards, rng=rng):
            if len(bids) == 3:
                rest = cards - sum(bids.values())
                if 0 <= rest <= cards:
                    return rest
            return rng.randint(0, min(cards, 1))

        deals, infos = session(rng, {}, (last_bid, None, None))
        info = infos[0]
        dealer = deals[0]["dealer"]
        if sum(info["bids"].values()) != 3:
            continue
        if info["tricks"][dealer] != info["bids"][dealer]:
            continue
        # the other rounds must be legal under plus/minus one
        ok = all(sum(i["bids"].values()) != c for i, c in zip(infos[1:], (2, 1), strict=False))
        if not ok:
            continue
        sc_sheet = list(info["scores"])
        sc_sheet[dealer] = info["tricks"][dealer] - 5
        finish(deals, infos, {0: sc_sheet})
        ev = [i for i, e in enumerate(deals[0]["events"]) if e["type"] == "bid" and e["seat"] == dealer][0]
        meta = {
            "seed": seed,
            "file": "03",
            "planted": [
                {"deal": 0, "event": ev, "code": "bid_forbidden_plus_minus_one", "seat": dealer},
                {
                    "deal": 0,
                    "what": "sheet scores the forbidden bid as missed",
                    "seat": dealer,
                    "rules_score": info["scores"][dealer],
                    "sheet_score": sc_sheet[dealer],
                },
            ],
        }
        write(
            "03-rage-forbidden-bid-then-sheet-misses-it.json",
            dict(base, rules={"preset": "standard", "plus_minus_one": True}, deals=deals, meta=meta),
        )
        break
    else:
        raise SystemExit("rage 03: no seed")


def r_plant_revoke(deal, trump):
    """Find a trick where a follower holding the led colour could instead trump it and win;
    rewrite that card and replay the rest legally (deterministically: lowest legal card).
    Returns (event index, revoker, fair winner, tricks) or None."""
    n = len(deal["hands"])
    ev = deal["events"]
    bids_end = sum(1 for e in ev if e["type"] == "bid")
    plays = [e for e in ev if e["type"] == "play"]
    cards = len(deal["hands"][0])
    live = [list(h) for h in deal["hands"]]
    leader = (deal["dealer"] + 1) % n
    out = []
    planted = None
    for t in range(cards):
        trick = []
        for i in range(n):
            s = (leader + i) % n
            orig = plays[t * n + i]["card"] if planted is None else None
            if trick:
                led = r_col(trick[0][1])
                same = [c for c in live[s] if r_col(c) == led]
                legal = same or live[s]
            else:
                led = None
                legal = live[s]
            c = (
                orig
                if orig is not None and orig in live[s]
                else min(legal, key=lambda x: (r_col(x), int(x[1:])))
            )
            if planted is None and trick and led != trump:
                trumps = [x for x in live[s] if r_col(x) == trump]
                same = [x for x in live[s] if r_col(x) == led]
                if same and trumps:
                    fair = r_winner(trick + [(s, c)], trump)
                    cand = trumps[0]
                    if fair != s:
                        planted = (bids_end + len(out), s, None)
                        c = cand
            live[s].remove(c)
            trick.append((s, c))
            out.append({"type": "play", "seat": s, "card": c})
        w = r_winner(trick, trump)
        if planted is not None and planted[2] is None:
            # fair winner: the trick had the revoker played his lowest card of the led colour
            s_rev = planted[1]
            alt = []
            for s, c in trick:
                if s == s_rev:
                    hand_then = live[s] + [c]
                    same = sorted(
                        [x for x in hand_then if r_col(x) == r_col(trick[0][1])], key=lambda x: int(x[1:])
                    )
                    alt.append((s, same[0]))
                else:
                    alt.append((s, c))
            fw = r_winner(alt, trump)
            if w != s_rev or fw == s_rev:
                return None
            planted = (planted[0], s_rev, fw)
        leader = w
    if planted is None:
        return None
    # recount tricks
    tricks = [0] * n
    for t in range(cards):
        tr = [(e["seat"], e["card"]) for e in out[t * n : (t + 1) * n]]
        tricks[r_winner(tr, trump)] += 1
    # re-check leads follow winners (replay above used actual winners)
    deal["events"] = ev[:bids_end] + out
    return planted[0], planted[1], planted[2], tricks


# ------------------------------------------------------------------------------------- Ulti
U_SUITS = "HDSC"
U_RANKS_T = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # high to low, with trumps


def u_suit(c):
    return c[-1]


def u_rank(c):
    return c[:-1]


def u_str(c):
    return 8 - U_RANKS_T.index(u_rank(c))


def u_pts(c):
    return 10 if u_rank(c) in ("A", "10") else 0


def u_beats(a, b, led, trump):
    """Does card a beat card b (b the current best of a trick led in suit led)?"""
    if u_suit(a) == u_suit(b):
        return u_str(a) > u_str(b)
    return u_suit(a) == trump


def u_legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = u_suit(trick[0][1])
    best = trick[0][1]
    for _, c in trick[1:]:
        if u_beats(c, best, led, trump):
            best = c
    same = [c for c in hand if u_suit(c) == led]
    if same:
        over = [c for c in same if u_beats(c, best, led, trump)]
        return over or same
    tr = [c for c in hand if u_suit(c) == trump]
    if tr:
        over = [c for c in tr if u_beats(c, best, led, trump)]
        return over or tr
    return list(hand)


def u_winner(trick, trump):
    led = u_suit(trick[0][1])
    bs, best = trick[0]
    for s, c in trick[1:]:
        if u_beats(c, best, led, trump):
            bs, best = s, c
    return bs


def u_deal(rng, dealer, policy=None):
    """A party (game) contract with trumps, bid by the first bidder, played out.
    Returns (deal, info) or None when the deal has a marriage or a silent bonus."""
    deck = [r + s for s in U_SUITS for r in U_RANKS_T]
    rng.shuffle(deck)
    fb = (dealer + 1) % 3
    hands = [None, None, None]
    hands[fb] = deck[:12]
    hands[(fb + 1) % 3] = deck[12:22]
    hands[(fb + 2) % 3] = deck[22:32]
    h = [list(x) for x in hands]
    # the first bidder lays away his two lowest non-point cards
    disc = sorted([c for c in h[fb] if u_pts(c) == 0], key=u_str)[:2]
    for c in disc:
        h[fb].remove(c)
    # trump: his longest suit that is not hearts (a red party would double)
    counts = {s: sum(1 for c in h[fb] if u_suit(c) == s) for s in "DSC"}
    trump = max(counts, key=lambda s: (counts[s], s))
    # no marriages anywhere (keeps the party's card points simple)
    for hh in h:
        for s in U_SUITS:
            if "K" + s in hh and "Q" + s in hh:
                return None
    events = [
        {"type": "discard", "seat": fb, "cards": disc},
        {"type": "bid", "seat": fb, "bid": {"goals": ["party"], "red": False}},
        {"type": "bid", "seat": (fb + 1) % 3, "bid": "pass"},
        {"type": "bid", "seat": (fb + 2) % 3, "bid": "pass"},
        {"type": "bid", "seat": fb, "bid": "pass"},
        {"type": "announce", "seat": fb, "items": [{"kind": "trump", "suit": trump}]},
    ]
    live = [list(x) for x in h]
    leader = fb
    pts = [0, 0, 0]
    tricks_won = [0, 0, 0]
    plays = []
    declared = set()
    for t in range(10):
        trick = []
        for i in range(3):
            s = (leader + i) % 3
            legal = u_legal(live[s], trick, trump)
            c = policy(t, s, live[s], trick, legal, trump) if policy else None
            if c is None:
                c = rng.choice(legal)
            if s not in declared:
                events.append({"type": "declare", "seat": s, "items": []})
                declared.add(s)
            live[s].remove(c)
            trick.append((s, c))
            events.append({"type": "play", "seat": s, "card": c})
            plays.append((t, s, c))
        w = u_winner(trick, trump)
        tricks_won[w] += 1
        pts[w] += sum(u_pts(c) for _, c in trick) + (10 if t == 9 else 0)
        if t == 9 and any(c == "7" + trump for _, c in trick):
            return None  # a trump seven in the last trick: silent ulti either way
        leader = w
    decl_pts = pts[fb]
    def_pts = sum(pts) - pts[fb] + sum(u_pts(c) for c in disc)
    if max(pts[fb], def_pts) >= 100 or decl_pts == def_pts:
        return None
    if tricks_won[fb] in (0, 10):
        return None
    won = decl_pts > def_pts
    deal = {"dealer": dealer, "hands": hands, "events": events}
    info = {
        "declarer": fb,
        "trump": trump,
        "decl_pts": decl_pts,
        "def_pts": def_pts,
        "won": won,
        "discard": disc,
        "tricks": tricks_won,
    }
    return deal, info


def u_pay(deal, info, won=None):
    fb = info["declarer"]
    won = info["won"] if won is None else won
    for d in ((fb + 1) % 3, (fb + 2) % 3):
        if won:
            deal["events"].append({"type": "payment", "from": d, "to": fb, "amount": 1, "reason": "party"})
        else:
            deal["events"].append({"type": "payment", "from": fb, "to": d, "amount": 1, "reason": "party"})


def gen_ulti(seed: int) -> None:
    players = ["Anna", "Béla", "Csilla"]
    base = {"format": FMT, "game": "ulti", "players": players, "rules": {"preset": "standard"}}

    def clean_pair(rng):
        out = []
        for k in range(2):
            while True:
                r = u_deal(rng, k % 3)
                if r:
                    break
            out.append(r)
        return out

    # 04 clean base: two deals, party each, paid.
    rng = random.Random(seed * 10 + 4)
    pair = clean_pair(rng)
    for d, info in pair:
        u_pay(d, info)
    write(
        "04-ulti-clean-base.json",
        dict(
            base,
            deals=[p[0] for p in pair],
            meta={"seed": seed, "file": "04", "results": [p[1] for p in pair]},
        ),
    )

    # 05 a defender revokes (trumps while holding the suit led), the revoke makes the
    # declarer lose the party as played; the table has the revoker alone pay the declarer 2
    # ("the revoker pays for his side").
    for attempt in range(5000):
        rng = random.Random(seed * 5000 + attempt)
        r = u_plant(rng, "revoke")
        if r is None:
            continue
        d, info, ev, rev = r
        if info["won"]:
            continue  # as played the declarer must lose (the revoke cost him the party)
        fb = info["declarer"]
        d["events"].append({"type": "payment", "from": rev, "to": fb, "amount": 2, "reason": "party"})
        d2 = u_second(rng)
        write(
            "05-ulti-revoke-then-revoker-pays-for-side.json",
            dict(
                base,
                deals=[d, d2[0]],
                meta={
                    "seed": seed,
                    "file": "05",
                    "result": info,
                    "planted": [
                        {"deal": 0, "event": ev, "code": "revoke", "seat": rev},
                        {"deal": 0, "what": "revoker pays the declarer 2 alone, partner pays nothing"},
                    ],
                },
            ),
        )
        break
    else:
        raise SystemExit("ulti 05")

    # 06 false 40: the declarer announces 40 without the trump king and queen; with the 40 he
    # would win the party, without it he loses; the table pays him as the winner.
    for attempt in range(5000):
        rng = random.Random(seed * 7000 + attempt)
        r = u_deal(rng, 0)
        if r is None:
            continue
        d, info = r
        if info["won"] or info["decl_pts"] + 40 <= info["def_pts"] or info["decl_pts"] + 40 >= 100:
            continue
        fb = info["declarer"]
        tr = info["trump"]
        hand_after = [c for c in d["hands"][fb] if c not in info["discard"]]
        if "K" + tr in hand_after and "Q" + tr in hand_after:
            continue
        for i, e in enumerate(d["events"]):
            if e["type"] == "declare" and e["seat"] == fb:
                e["items"] = [{"kind": "marriage", "points": 40}]
                ev = i
                break
        u_pay(d, info, won=True)
        d2 = u_second(rng)
        write(
            "06-ulti-false-40-then-paid-as-won.json",
            dict(
                base,
                deals=[d, d2[0]],
                meta={
                    "seed": seed,
                    "file": "06",
                    "result": info,
                    "planted": [
                        {"deal": 0, "event": ev, "code": "false_marriage", "seat": fb},
                        {"deal": 0, "what": "party paid as won, as the false 40 would make it"},
                    ],
                },
            ),
        )
        break
    else:
        raise SystemExit("ulti 06")

    # 07 a defender leads out of turn (the declarer won the trick before); play goes on from
    # that lead; as played the declarer loses the party; the table, taking that trick's card
    # points from the out-of-turn side, pays the declarer as winner.
    for attempt in range(5000):
        rng = random.Random(seed * 9000 + attempt)
        r = u_plant(rng, "lead")
        if r is None:
            continue
        d, info, ev, off = r
        if info["won"]:
            continue
        u_pay(d, info, won=True)
        d2 = u_second(rng)
        write(
            "07-ulti-lead-out-of-turn-then-paid-as-won.json",
            dict(
                base,
                deals=[d, d2[0]],
                meta={
                    "seed": seed,
                    "file": "07",
                    "result": info,
                    "planted": [
                        {"deal": 0, "event": ev, "code": "out_of_turn", "seat": off},
                        {"deal": 0, "what": "party paid as won (the table disallowed the out-of-turn trick)"},
                    ],
                },
            ),
        )
        break
    else:
        raise SystemExit("ulti 07")


def u_second(rng):
    while True:
        r = u_deal(rng, 1)
        if r:
            u_pay(*r)
            return r


def u_plant(rng, kind):
    """Deal 0 (dealer 0) with one planted fault: 'revoke' (a defender trumps while holding the
    suit led, winning the trick) or 'lead' (a defender leads a trick the declarer won the
    right to lead). The rest is played legally. Returns (deal, info, event, seat) or None."""
    state = {"done": None}
    fb = 1

    def policy(t, s, hand, trick, legal, trump):
        if state["done"] is not None or t < 2 or t > 7:
            return None
        if kind == "revoke" and trick and s != fb:
            led = u_suit(trick[0][1])
            if led != trump and any(u_suit(c) == led for c in hand):
                tr = [c for c in hand if u_suit(c) == trump]
                if tr:
                    c = max(tr, key=u_str)
                    state["done"] = (t, s, c)
                    return c
        return None

    if kind == "revoke":
        r = u_deal(rng, 0, policy)
        if r is None or state["done"] is None:
            return None
        d, info = r
        t, s, c = state["done"]
        ev = [i for i, e in enumerate(d["events"]) if e["type"] == "play" and e["card"] == c][0]
        # the revoker must win that trick (checked by u_deal's own winner count via replay)
        tr = [e for e in d["events"] if e["type"] == "play"][t * 3 : t * 3 + 3]
        if u_winner([(e["seat"], e["card"]) for e in tr], info["trump"]) != s:
            return None
        return d, info, ev, s
    # kind == "lead": play a clean deal, then rewrite one trick led by the declarer so that
    # the next defender leads instead, and replay the rest legally from there.
    r = u_deal(rng, 0)
    if r is None:
        return None
    d, info = r
    trump = info["trump"]
    ev_all = d["events"]
    head = [e for e in ev_all if e["type"] != "play" and e["type"] != "declare"]
    plays = [e for e in ev_all if e["type"] == "play"]
    h = [list(x) for x in d["hands"]]
    for c in info["discard"]:
        h[fb].remove(c)
    target = None
    for t in range(3, 8):
        if plays[t * 3]["seat"] == fb:
            target = t
            break
    if target is None:
        return None
    events = list(head)
    live = [list(x) for x in h]
    leader = fb
    pts = [0, 0, 0]
    won = [0, 0, 0]
    declared = set()
    ev_idx = None
    off = None
    for t in range(10):
        trick = []
        if t == target:
            off = (fb + 1) % 3
            leader = off
        for i in range(3):
            s = (leader + i) % 3
            legal = u_legal(live[s], trick, trump)
            if t < target:
                c = plays[t * 3 + i]["card"]
            else:
                c = (
                    sorted(legal, key=lambda x: (u_pts(x), u_str(x)))[0]
                    if rng.random() < 0.5
                    else rng.choice(legal)
                )
            if s not in declared:
                events.append({"type": "declare", "seat": s, "items": []})
                declared.add(s)
            if t == target and i == 0:
                ev_idx = len(events)
            live[s].remove(c)
            trick.append((s, c))
            events.append({"type": "play", "seat": s, "card": c})
        w = u_winner(trick, trump)
        won[w] += 1
        pts[w] += sum(u_pts(c) for _, c in trick) + (10 if t == 9 else 0)
        if t == 9 and any(c == "7" + trump for _, c in trick):
            return None
        leader = w
    decl = pts[fb]
    dfn = sum(pts) - pts[fb] + sum(u_pts(c) for c in info["discard"])
    if max(decl, dfn) >= 100 or decl == dfn or won[fb] in (0, 10):
        return None
    d["events"] = events
    info = dict(info, decl_pts=decl, def_pts=dfn, won=decl > dfn, tricks=won, out_of_turn_trick=target)
    return d, info, ev_idx, off


# ------------------------------------------------------------------------------ Galician Tarok
G_TAROCKS = [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
G_SUITS = {
    "H": ["K", "Q", "N", "J", "1"],
    "D": ["K", "Q", "N", "J", "1"],
    "S": ["K", "Q", "N", "J", "10"],
    "C": ["K", "Q", "N", "J", "10"],
}
G_DECK = G_TAROCKS + [r + s for s, rs in G_SUITS.items() for r in rs]
G_MULT = {"three": (3, 30, 1), "two": (4, 40, 1), "one": (5, 50, 1), "solo": (6, 60, 1)}
G_BUY = {"three": 3, "two": 2, "one": 1, "solo": 0}


def g_is_t(c):
    return c == "SKIZ" or c.startswith("T")


def g_str(c):
    if c == "SKIZ":
        return 22
    if c.startswith("T"):
        return int(c[1:])
    return 5 - G_SUITS[c[-1]].index(c[:-1])


def g_pts(c):
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if g_is_t(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def g_pile(cards):
    """Card points of a pile counted by threes, 2 off each three (section 14)."""
    assert len(cards) % 3 == 0, cards
    return sum(g_pts(c) for c in cards) - 2 * (len(cards) // 3)


def g_legal(hand, trick):
    if not trick:
        return list(hand)
    led = trick[0][1]
    if g_is_t(led):
        t = [c for c in hand if g_is_t(c)]
        return t or list(hand)
    same = [c for c in hand if not g_is_t(c) and c[-1] == led[-1]]
    if same:
        return same
    t = [c for c in hand if g_is_t(c)]
    return t or list(hand)


def g_winner(trick):
    bs, best = trick[0]
    for s, c in trick[1:]:
        if g_is_t(c):
            if not g_is_t(best) or g_str(c) > g_str(best):
                bs, best = s, c
        elif not g_is_t(best) and c[-1] == best[-1] and g_str(c) > g_str(best):
            bs, best = s, c
    return bs


def g_play(rng, hands, leader, policy=None):
    live = [list(h) for h in hands]
    plays, winners, piles = [], [], [[], [], []]
    for t in range(12):
        trick = []
        for i in range(3):
            s = (leader + i) % 3
            legal = g_legal(live[s], trick)
            c = policy(t, s, live[s], trick, legal) if policy else None
            if c is None:
                c = rng.choice(legal)
            live[s].remove(c)
            trick.append((s, c))
            plays.append({"type": "play", "seat": s, "card": c})
        w = g_winner(trick)
        winners.append(w)
        piles[w] += [c for _, c in trick]
        leader = w
    return plays, winners, piles


def g_deal(
    rng,
    dealer,
    bid="three",
    auction=None,
    hands=None,
    talon=None,
    policy=None,
    discard_fn=None,
    announce=None,
):
    """One Galician deal: the contract `bid` played by the forehand (or by auction's winner).
    Returns (deal, info) or None when a silent premium or a volat would arise."""
    if hands is None:
        deck = list(G_DECK)
        rng.shuffle(deck)
        talon = deck[:6]
        hands = [deck[6:18], deck[18:30], deck[30:42]]
    f = (dealer + 1) % 3
    if auction is None:
        auction = [(f, bid), ((f + 1) % 3, "pass"), ((f + 2) % 3, "pass")]
    player = auction[-3][0] if auction[-1][1] == "pass" else auction[-1][0]
    player = [s for s, b in auction if b not in ("pass", "pass_volat")][-1]
    n = G_BUY[bid]
    bought = talon[:n]
    rest = talon[n:]
    hand = hands[player] + bought
    if discard_fn:
        disc = discard_fn(hand, n)
    else:
        cand = sorted([c for c in hand if not g_is_t(c) and not c.startswith("K")], key=g_pts)
        disc = cand[:n]
    if len(disc) != n:
        return None
    play_hands = [list(h) for h in hands]
    play_hands[player] = [c for c in hand if c not in disc]
    events = [{"type": "bid", "seat": s, "bid": b} for s, b in auction]
    if n:
        events.append({"type": "take", "seat": player, "cards": bought})
        events.append({"type": "discard", "seat": player, "cards": disc})
    events.append({"type": "announce", "seat": player, "items": announce or []})
    for k in (1, 2):
        events.append({"type": "announce", "seat": (player + k) % 3, "items": []})
    plays, winners, piles = g_play(rng, play_hands, f, policy)
    events += plays
    ppile = [c for s in range(3) if s == player for c in piles[s]] + disc
    hpile = [c for s in range(3) if s != player for c in piles[s]] + rest
    pp, hp = g_pile(ppile), g_pile(hpile)
    assert pp + hp == 66, (pp, hp)
    trick_p = [c for c in piles[player]]
    trick_h = [c for s in range(3) if s != player for c in piles[s]]
    for side in (trick_p, trick_h):
        if all(x in side for x in ("SKIZ", "T21", "T1")):
            return None
        if all("K" + s in side for s in "HDSC"):
            return None
    if all("K" + s in hpile for s in "HDSC") or all("K" + s in ppile for s in "HDSC"):
        return None
    if any(e["card"] == "T1" for e in plays[-3:]):
        return None
    if winners.count(player) in (0, 12) or pp == 33:
        return None
    won = pp > 33
    a, b, _ = G_MULT[bid]
    value = (abs(pp - 33)) * a + b
    deal = {"dealer": dealer, "hands": hands, "talon": talon, "events": events}
    info = {"player": player, "points": pp, "won": won, "value": value, "bid": bid}
    return deal, info


def g_pay(deal, info, stakes, won=None, value=None, share=True):
    ev = deal["events"]
    p = info["player"]
    hs = [(p + 1) % 3, (p + 2) % 3]
    won = info["won"] if won is None else won
    value = info["value"] if value is None else value
    if stakes:
        for s in range(3):
            ev.append({"type": "payment", "from": s, "to": "pool", "amount": 10, "reason": "pool_stake"})
    for h in hs:
        if won:
            ev.append({"type": "payment", "from": h, "to": p, "amount": value, "reason": "game"})
        else:
            ev.append({"type": "payment", "from": p, "to": h, "amount": value, "reason": "game"})
    if share:
        if won:
            ev.append(
                {
                    "type": "payment",
                    "from": p,
                    "to": "pool",
                    "amount": round(0.2 * value, 6),
                    "reason": "pool_share",
                }
            )
        else:
            for h in hs:
                ev.append(
                    {
                        "type": "payment",
                        "from": h,
                        "to": "pool",
                        "amount": round(0.1 * value, 6),
                        "reason": "pool_share",
                    }
                )


def gen_galician(seed: int) -> None:
    players = ["Adam", "Bożena", "Czesław"]
    base = {"format": FMT, "game": "galician-tarok", "players": players, "rules": {"preset": "standard"}}

    def second(rng):
        while True:
            r = g_deal(rng, 2)
            if r:
                g_pay(r[0], r[1], stakes=False)
                return r

    # 08 clean base: two deals, the pool founded in the first.
    rng = random.Random(seed * 10 + 8)
    while True:
        r0 = g_deal(rng, 1)
        if r0:
            break
    g_pay(r0[0], r0[1], stakes=True)
    r1 = second(rng)
    write(
        "08-galician-clean-base.json",
        dict(base, deals=[r0[0], r1[0]], meta={"seed": seed, "file": "08", "results": [r0[1], r1[1]]}),
    )

    # 09 renonce: the player trumps a suit lead while holding that suit and, as played, wins
    # the game; the table pays him the game (and his pool share) as won.
    for attempt in range(20000):
        rng = random.Random(seed * 20000 + attempt)
        state = {"done": None}
        dealer = 1
        f = (dealer + 1) % 3

        def policy(t, s, hand, trick, legal, state=state, f=f):
            if state["done"] is None and s == f and trick and 2 <= t <= 8:
                led = trick[0][1]
                if not g_is_t(led) and any(not g_is_t(c) and c[-1] == led[-1] for c in hand):
                    tt = [c for c in hand if g_is_t(c) and c != "T1"]
                    if tt:
                        c = max(tt, key=g_str)
                        state["done"] = (t, c)
                        return c
            return None

        r = g_deal(rng, dealer, policy=policy)
        if r is None or state["done"] is None or not r[1]["won"]:
            continue
        d, info = r
        ev = [i for i, e in enumerate(d["events"]) if e["type"] == "play" and e["card"] == state["done"][1]][
            0
        ]
        g_pay(d, info, stakes=True)
        r1 = second(rng)
        write(
            "09-galician-renonce-then-paid-as-won.json",
            dict(
                base,
                deals=[d, r1[0]],
                meta={
                    "seed": seed,
                    "file": "09",
                    "results": [info, r1[1]],
                    "planted": [
                        {"deal": 0, "event": ev, "code": "revoke", "seat": f},
                        {
                            "deal": 0,
                            "what": "game paid to the player as won (the renonce loses it: consolation 30 to each helper)",
                        },
                    ],
                },
            ),
        )
        break
    else:
        raise SystemExit("galician 09")

    # 10 illegal bid: the second seat passes, then bids 'solo' over the third seat's 'two'
    # after passing; the table lets him play the solo and pays it.
    for attempt in range(20000):
        rng = random.Random(seed * 30000 + attempt)
        dealer = 1
        f = (dealer + 1) % 3
        s1, s2 = (f + 1) % 3, (f + 2) % 3
        auction = [(f, "three"), (s1, "pass"), (s2, "two"), (f, "pass"), (s1, "solo"), (s2, "pass")]
        r = g_deal(rng, dealer, bid="solo", auction=auction)
        if r is None:
            continue
        d, info = r
        g_pay(d, info, stakes=True)
        r1 = second(rng)
        write(
            "10-galician-solo-after-pass-then-played.json",
            dict(
                base,
                deals=[d, r1[0]],
                meta={
                    "seed": seed,
                    "file": "10",
                    "results": [info, r1[1]],
                    "planted": [
                        {"deal": 0, "event": 4, "code": "illegal_bid", "seat": s1},
                        {
                            "deal": 0,
                            "what": "the solo played by the seat that bid after passing, and paid as his",
                        },
                    ],
                },
            ),
        )
        break
    else:
        raise SystemExit("galician 10")

    # 11 a false tarock count: the player holds 11 tarocks after buying and announces 10; as
    # played he wins; the table pays him the game and the 10 tarocks' 50 from each helper.
    for attempt in range(20000):
        rng = random.Random(seed * 40000 + attempt)
        dealer = 1
        f = (dealer + 1) % 3
        deck = list(G_DECK)
        rng.shuffle(deck)
        tar = [c for c in deck if g_is_t(c) and c != "T1"]
        sui = [c for c in deck if not g_is_t(c)]
        # player's hand: 10 tarocks + 2 plain (non-king) suit cards; talon packet: 1 tarock + 2
        # suit cards; he lays away 3 non-king suit cards: 11 tarocks kept.
        plain = [c for c in sui if not c.startswith("K")]
        ph = tar[:10] + plain[:2]
        talon = [tar[10], plain[2], plain[3]]
        rest = [c for c in deck if c not in ph and c not in talon]
        rng.shuffle(rest)
        talon += rest[:3]
        others = rest[3:]
        hands = [None, None, None]
        hands[f] = ph
        hands[(f + 1) % 3] = others[:12]
        hands[(f + 2) % 3] = others[12:]
        r = g_deal(rng, dealer, hands=hands, talon=talon, announce=[{"kind": "tarocks", "count": 10}])
        if r is None or not r[1]["won"]:
            continue
        d, info = r
        held = [c for c in d["hands"][f] + talon[:3] if c not in d["events"][4]["cards"]]
        if sum(1 for c in held if g_is_t(c)) != 11:
            continue
        ev = 5
        assert d["events"][ev]["type"] == "announce"
        # pay: stakes, game as won, tarocks 50 from each helper, 10% of the whole win
        evs = d["events"]
        for s in range(3):
            evs.append({"type": "payment", "from": s, "to": "pool", "amount": 10, "reason": "pool_stake"})
        for h in ((f + 1) % 3, (f + 2) % 3):
            evs.append({"type": "payment", "from": h, "to": f, "amount": info["value"], "reason": "game"})
            evs.append({"type": "payment", "from": h, "to": f, "amount": 50, "reason": "tarocks"})
        evs.append(
            {
                "type": "payment",
                "from": f,
                "to": "pool",
                "amount": round(0.2 * (info["value"] + 50), 6),
                "reason": "pool_share",
            }
        )
        r1 = second(rng)
        write(
            "11-galician-false-tarock-count-then-paid.json",
            dict(
                base,
                deals=[d, r1[0]],
                meta={
                    "seed": seed,
                    "file": "11",
                    "results": [info, r1[1]],
                    "planted": [
                        {"deal": 0, "event": ev, "code": "wrong_tarock_count", "seat": f},
                        {"deal": 0, "what": "game paid as won, and 50 a helper for the 10 tarocks announced"},
                    ],
                },
            ),
        )
        break
    else:
        raise SystemExit("galician 11")


# --------------------------------------------------------------------------- Tarocchini Terziglio
T_LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # swords, batons: high to low
T_ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # cups, coins
T_DECK = (
    [f"T{i}" for i in range(21)]
    + ["MATTO"]
    + [r + s for s in "SB" for r in T_LONG]
    + [r + s for s in "CD" for r in T_ROUND]
)
T_CRICCHE = {
    "tarocchi": (18, 36),
    "kings": (17, 34),
    "queens": (14, 28),
    "knights": (13, 26),
    "jacks": (12, 24),
}
T_OF = {"kings": "K", "queens": "Q", "knights": "N", "jacks": "J"}


def t_is_t(c):
    return c.startswith("T")


def t_val(c):
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if t_is_t(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def t_tstr(c):
    n = int(c[1:])
    return 1 if 1 <= n <= 4 else n  # the Moretti are of equal rank


def t_sstr(c):
    order = T_LONG if c[-1] in "SB" else T_ROUND
    return 10 - order.index(c[:-1])


def t_legal(hand, trick):
    if not trick:
        return list(hand)
    led = trick[0][1]
    if t_is_t(led):
        t = [c for c in hand if t_is_t(c)]
        return t or list(hand)
    same = [c for c in hand if not t_is_t(c) and c != "MATTO" and c[-1] == led[-1]]
    if same:
        return same
    t = [c for c in hand if t_is_t(c)]
    return t or list(hand)


def t_winner(trick):
    bs, best = trick[0]
    for s, c in trick[1:]:
        if t_is_t(c):
            if not t_is_t(best) or t_tstr(c) >= t_tstr(best):  # last played of equal Moretti
                bs, best = s, c
        elif not t_is_t(best) and c[-1] == best[-1] and t_sstr(c) > t_sstr(best):
            bs, best = s, c
    return bs


def t_combos(cards, loose=False, contatori=True):
    """Combinations in a set of cards: list of (kind, detail, points). Readings:
    contatori (Bagatto, Matto as wild cards), loose (K and any two of Q N J)."""
    cs = set(cards)
    out = []
    tar = [c for c in ("T20", "T19", "T0", "MATTO") if c in cs]
    if len(tar) >= 3:
        out.append(("cricca", "tarocchi", T_CRICCHE["tarocchi"][len(tar) - 3], len(tar)))
    for k, r in T_OF.items():
        n = sum(1 for s in "SBCD" if r + s in cs)
        if n >= 3:
            out.append(("cricca", k, T_CRICCHE[k][n - 3], n))
    wild = sum(1 for c in ("T0", "MATTO") if c in cs) if contatori else 0

    def run(chain):
        # chain[0] must be real; walk down filling single gaps with a wild card that is
        # followed by a real card
        if chain[0] not in cs:
            return 0
        length, w, prev_wild = 1, wild, False
        i = 1
        while i < len(chain):
            if chain[i] in cs:
                length += 1
                prev_wild = False
            elif w and not prev_wild and i + 1 < len(chain) and chain[i + 1] in cs:
                length += 1
                w -= 1
                prev_wild = True
            else:
                break
            i += 1
        return length

    # trumps: Angel down
    tchain = [f"T{i}" for i in range(20, 4, -1)]
    n = run(tchain)
    if loose and n < 3 and "T20" in cs and sum(1 for c in ("T19", "T18", "T17") if c in cs) >= 2:
        n = 3
    if n >= 3:
        out.append(("sequence", "trumps", 10 + 5 * (n - 3), n))
    for s in "SBCD":
        chain = ["K" + s, "Q" + s, "N" + s, "J" + s, "1" + s]
        n = run(chain)
        if loose and n < 3 and "K" + s in cs and sum(1 for r in "QNJ" if r + s in cs) >= 2:
            n = 3
        if n >= 3:
            out.append(("sequence", "suit:" + s, 10 + 5 * (n - 3), n))
    mor = sum(1 for i in range(1, 5) if f"T{i}" in cs)
    if mor >= 2 and mor + wild >= 3:
        n = mor + (wild if mor >= 2 else 0) if contatori else mor
        if n >= 3:
            out.append(("sequence", "moretti", 10 + 5 * (n - 3), n))
    aces = sum(1 for s in "SBCD" if "1" + s in cs)
    if aces >= 2 and aces + wild >= 3:
        n = aces + wild if contatori else aces
        if n >= 3:
            out.append(("sequence", "aces", 10 + 5 * (n - 3), n))
    return out


def t_combo_points(combos):
    cr = [c for c in combos if c[0] == "cricca"]
    sq = [c for c in combos if c[0] == "sequence"]
    pc = sum(c[2] for c in cr) * (2 if len(cr) >= 3 else 1)
    ps = sum(c[2] for c in sq) * (2 if len(sq) >= 3 else 1)
    return pc + ps


def t_unambiguous(cards):
    """No three cricche or three sequences at once (whether that doubles the cricche, the
    sequences or everything is left open by the source). Runs are read without gaps (a
    sequence is a run) and contatori fill single gaps."""
    a = t_combos(cards)
    cr = sum(1 for x in a if x[0] == "cricca")
    sq = sum(1 for x in a if x[0] == "sequence")
    return cr < 3 and sq < 3


def t_item(combo):
    kind, detail, _pts, n = combo
    if kind == "cricca":
        return {"kind": "cricca", "of": detail, "count": n}
    if detail.startswith("suit:"):
        return {"kind": "sequence", "of": "suit", "suit": detail[-1], "length": n}
    return {"kind": "sequence", "of": detail, "length": n}


def t_deal(rng, dealer, auction=None, declarer=None, decl_fn=None):
    """A gioco deal. Bagatto and Matto lie in the widow and stay there. Returns (deal, info) or
    None where a reading the source leaves open would decide the score."""
    deck = [c for c in T_DECK if c not in ("T0", "MATTO")]
    rng.shuffle(deck)
    widow = ["T0", "MATTO"] + deck[54:]
    rng.shuffle(widow)
    hands = [deck[0:18], deck[18:36], deck[36:54]]
    e = (dealer + 1) % 3
    if auction is None:
        auction = [(e, "pass"), ((e + 1) % 3, "gioco"), ((e + 2) % 3, "pass")]
        declarer = (e + 1) % 3
    h = [list(x) for x in hands]
    # exchange: take up to two widow cards that are not contatori, lay away as many plain
    # non-5-point cards
    takeable = [c for c in widow if c not in ("T0", "MATTO")]
    take = sorted(takeable, key=lambda c: -t_val(c))[:2]
    lay = sorted([c for c in h[declarer] if t_val(c) < 5 and not t_is_t(c)], key=t_val)[:2]
    h[declarer] = [c for c in h[declarer] if c not in lay] + take
    new_widow = [c for c in widow if c not in take] + lay
    # declarations: each seat declares what its hand holds, only where unambiguous
    decls = []
    for k in range(3):
        s = (e + k) % 3
        if not t_unambiguous(h[s]):
            return None
        items = [t_item(c) for c in t_combos(h[s])]
        decls.append((s, items, t_combo_points(t_combos(h[s]))))
    events = [{"type": "bid", "seat": s, "bid": b} for s, b in auction]
    events.append({"type": "take", "seat": declarer, "cards": take})
    events.append({"type": "discard", "seat": declarer, "cards": lay})
    for s, items, _ in decls:
        events.append({"type": "declare", "seat": s, "items": items})
    live = [list(x) for x in h]
    leader = e
    piles = [[], [], []]
    last = None
    for _t in range(18):
        trick = []
        for i in range(3):
            s = (leader + i) % 3
            c = rng.choice(t_legal(live[s], trick))
            live[s].remove(c)
            trick.append((s, c))
            events.append({"type": "play", "seat": s, "card": c})
        w = t_winner(trick)
        piles[w] += [c for _, c in trick]
        leader = w
        last = w
    dtr = len(piles[declarer]) // 3
    if dtr == 0 or dtr == 18 or dtr % 2:
        return None
    dpile = piles[declarer] + new_widow
    opile = [c for s in range(3) if s != declarer for c in piles[s]]
    if not (t_unambiguous(dpile) and t_unambiguous(opile)):
        return None
    decl_d = sum(p for s, _, p in decls if s == declarer)
    decl_o = sum(p for s, _, p in decls if s != declarer)
    comb_d, comb_o = t_combo_points(t_combos(dpile)), t_combo_points(t_combos(opile))
    card_d = sum(t_val(c) for c in dpile) - len(dpile) // 2
    card_o = sum(t_val(c) for c in opile) - len(opile) // 2
    assert card_d + card_o == 87
    last_d = 6 if last == declarer else 0
    last_o = 6 - last_d
    d_sum = decl_d + comb_d + card_d + last_d
    o_sum = decl_o + comb_o + card_o + last_o
    won = d_sum > o_sum
    W = d_sum if won else o_sum
    if W % 50 in (44, 45, 46):
        return None
    g = W // 50 + (1 if W % 50 > 45 else 0)
    scores = [0, 0, 0]
    for s in range(3):
        if (s == declarer) == won:
            scores[s] = g
    deal = {"dealer": dealer, "hands": hands, "talon": widow, "events": events}
    info = {
        "declarer": declarer,
        "won": won,
        "D": d_sum,
        "O": o_sum,
        "game_points": g,
        "scores": scores,
        "parts": {
            "declarations": [decl_d, decl_o],
            "combinations": [comb_d, comb_o],
            "cards": [card_d, card_o],
            "last_trick": [last_d, last_o],
        },
        "declarer_tricks": dtr,
        "decls": decls,
    }
    return deal, info


def t_sheet(deal, scores, totals):
    for s in range(3):
        deal["events"].append({"type": "score", "party": s, "points": scores[s]})
    for s in range(3):
        deal["events"].append({"type": "total", "party": s, "points": totals[s]})


def gen_terziglio(seed: int) -> None:
    players = ["Elena", "Franco", "Giulia"]
    base = {
        "format": FMT,
        "game": "tarocchini-terziglio",
        "players": players,
        "rules": {"preset": "standard"},
    }

    def get(rng, dealer, **kw):
        while True:
            r = t_deal(rng, dealer, **kw)
            if r:
                return r

    # 12 clean base: two deals.
    rng = random.Random(seed * 10 + 12)
    r0, r1 = get(rng, 0), get(rng, 1)
    tot0 = r0[1]["scores"]
    t_sheet(r0[0], r0[1]["scores"], tot0)
    tot1 = [a + b for a, b in zip(tot0, r1[1]["scores"], strict=False)]
    t_sheet(r1[0], r1[1]["scores"], tot1)
    write(
        "12-terziglio-clean-base.json",
        dict(base, deals=[r0[0], r1[0]], meta={"seed": seed, "file": "12", "results": [r0[1], r1[1]]}),
    )

    # 13 a false declaration: an opponent declares a cricca of queens holding two queens; the
    # table counts its 14 points and that turns the deal: the sheet writes the opponents as
    # winners (or the game points the 14 would give).
    for attempt in range(20000):
        rng = random.Random(seed * 50000 + attempt)
        r = t_deal(rng, 0)
        if r is None:
            continue
        d, info = r
        dcl = info["declarer"]
        opp = [s for s in range(3) if s != dcl]
        # an opponent holding exactly two queens and no other cricca of queens
        cand = None
        for s in opp:
            hand = d["hands"][s]
            if sum(1 for x in "SBCD" if "Q" + x in hand) == 2:
                cand = s
                break
        if cand is None:
            continue
        d_sum, o_sum = info["D"], info["O"] + 14
        if d_sum > o_sum:
            continue  # the false 14 must leave the opponents winning
        if o_sum % 50 in (44, 45, 46):
            continue
        g = o_sum // 50 + (1 if o_sum % 50 > 45 else 0)
        sheet = [0 if s == dcl else g for s in range(3)]
        if sheet == info["scores"]:
            continue  # and change what the sheet writes
        ev = None
        for i, e in enumerate(d["events"]):
            if e["type"] == "declare" and e["seat"] == cand:
                e["items"] = list(e["items"]) + [{"kind": "cricca", "of": "queens", "count": 3}]
                ev = i
        r1 = get(rng, 1)
        tot0 = sheet
        t_sheet(d, sheet, tot0)
        tot1 = [a + b for a, b in zip(tot0, r1[1]["scores"], strict=False)]
        t_sheet(r1[0], r1[1]["scores"], tot1)
        write(
            "13-terziglio-false-cricca-then-sheet.json",
            dict(
                base,
                deals=[d, r1[0]],
                meta={
                    "seed": seed,
                    "file": "13",
                    "results": [info, r1[1]],
                    "planted": [
                        {"deal": 0, "event": ev, "code": "false_declaration", "seat": cand},
                        {
                            "deal": 0,
                            "what": "sheet counts the false 14 for the opponents",
                            "sheet": sheet,
                            "rules": info["scores"],
                        },
                    ],
                },
            ),
        )
        break
    else:
        raise SystemExit("terziglio 13")

    # 14 an illegal bid: the eldest passes, then bids gioco over the second seat's gioco
    # (after passing, and not higher); the table lets him play the gioco, exchange included.
    for attempt in range(20000):
        rng = random.Random(seed * 60000 + attempt)
        dealer = 0
        e = (dealer + 1) % 3
        auction = [(e, "pass"), ((e + 1) % 3, "gioco"), ((e + 2) % 3, "pass"), (e, "gioco")]
        r = t_deal(rng, dealer, auction=auction, declarer=e)
        if r is None:
            continue
        d, info = r
        r1 = get(rng, 1)
        tot0 = info["scores"]
        t_sheet(d, info["scores"], tot0)
        tot1 = [a + b for a, b in zip(tot0, r1[1]["scores"], strict=False)]
        t_sheet(r1[0], r1[1]["scores"], tot1)
        write(
            "14-terziglio-gioco-after-pass-then-played.json",
            dict(
                base,
                deals=[d, r1[0]],
                meta={
                    "seed": seed,
                    "file": "14",
                    "results": [info, r1[1]],
                    "planted": [
                        {"deal": 0, "event": 3, "code": "illegal_bid", "seat": e},
                        {
                            "deal": 0,
                            "what": "the gioco played (exchange and all) by the seat that bid after passing; sheet as played",
                        },
                    ],
                },
            ),
        )
        break
    else:
        raise SystemExit("terziglio 14")


if __name__ == "__main__":
    SEED = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    gen_rage(SEED)
    gen_ulti(SEED)
    gen_galician(SEED)
    gen_terziglio(SEED)
