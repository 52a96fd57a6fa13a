"""Blind generator for the ulti-announcements-2faults audit round.

Written from the Japanese Ulti source (seed 003) and the transcript format spec only; it imports
nothing from the engine. Each scenario draws deals from a seeded RNG until the deal has the shape
the scenario needs (holdings, a fault that can be planted where asked, outcomes), then writes the
transcript with the payments the source's scoring gives and records the expected findings.

Run: python _gen.py [--seed N]   (writes NN-*.json and _expected.txt next to this file)
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "HDSC"
RANKS = ["A", "10", "K", "Q", "J", "9", "8", "7"]
TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # every suit, in a trump game
NT_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # no-trump game
DECK = [r + s for s in SUITS for r in RANKS]
PLAYERS = ["Ágota", "Bence", "Csongor"]

# goal values (source main text): party 1, ulti 4, 40-100 4, 20-100 8, betli 5; red doubles trump goals
GOAL_POINTS = {"party": 1, "ulti": 4, "40-100": 4, "20-100": 8, "betli": 5, "rebetli": 10}
SILENT = {"silent-ulti": 2, "silent-100": 2, "silent-durchmarsch": 3}


def rank(c):
    return c[:-1]


def suit(c):
    return c[-1]


def beats(a, b, led, trump, order):
    """True if card a beats card b (b currently winning) given led suit and trump."""
    if trump is not None:
        if suit(a) == trump and suit(b) != trump:
            return True
        if suit(a) == trump and suit(b) == trump:
            return order.index(rank(a)) < order.index(rank(b))
        if suit(b) == trump:
            return False
    if suit(a) == suit(b):
        return order.index(rank(a)) < order.index(rank(b))
    return False  # off-suit, not trump


def trick_winner(cards, trump, order):
    """cards: list of (seat, card) in play order; returns seat."""
    led = suit(cards[0][1])
    best = cards[0]
    for sc in cards[1:]:
        if beats(sc[1], best[1], led, trump, order):
            best = sc
    return best[0]


def classes(hand, cards_on_table, trump, order):
    """(class, beaters): the cards the follow/trump rules allow, and those of them that beat."""
    if not cards_on_table:
        return list(hand), list(hand)
    led = suit(cards_on_table[0][1])
    best = cards_on_table[0][1]
    for _, c in cards_on_table[1:]:
        if beats(c, best, led, trump, order):
            best = c
    same = [c for c in hand if suit(c) == led]
    if same:
        cls = same
    elif trump is not None and any(suit(c) == trump for c in hand):
        cls = [c for c in hand if suit(c) == trump]
    else:
        cls = list(hand)
    beaters = [c for c in cls if beats(c, best, led, trump, order)]
    return cls, beaters


def legal(hand, cards_on_table, trump, order):
    cls, beaters = classes(hand, cards_on_table, trump, order)
    if not cards_on_table:
        return cls
    return beaters if beaters else cls


def fault_candidates(kind, hand, table, trump, order):
    if not table:
        return []
    led = suit(table[0][1])
    same = [c for c in hand if suit(c) == led]
    trumps = [c for c in hand if trump is not None and suit(c) == trump]
    if kind == "revoke":
        return [c for c in hand if suit(c) != led] if same else []
    if kind == "failure_to_trump":
        if same or not trumps or trump is None:
            return []
        return [c for c in hand if suit(c) != trump]
    if kind == "failure_to_overtake":
        cls, beaters = classes(hand, table, trump, order)
        if not beaters:
            return []
        return [c for c in cls if c not in beaters]
    raise ValueError(kind)


class Reroll(Exception):
    pass


def simulate(sc, rng):
    """Draw one deal for scenario sc; raise Reroll when it does not fit."""
    dealer = sc["dealer"]
    decl = (dealer + 1) % 3
    deck = DECK[:]
    rng.shuffle(deck)
    sizes = {decl: 12, (decl + 1) % 3: 10, (decl + 2) % 3: 10}
    hands = {}
    pos = 0
    for s in (decl, (decl + 1) % 3, (decl + 2) % 3):
        hands[s] = deck[pos : pos + sizes[s]]
        pos += sizes[s]
    trump = sc.get("trump")  # None for betli
    order = TRUMP_ORDER if trump else NT_ORDER
    # holdings required
    for s_rel, cards in sc.get("hold", {}).items():
        s = (decl + s_rel) % 3
        if not all(c in hands[s] for c in cards):
            raise Reroll
    for s_rel, cards in sc.get("lack", {}).items():
        s = (decl + s_rel) % 3
        if any(c in hands[s] for c in cards):
            raise Reroll
    if "hands_ok" in sc and not sc["hands_ok"](hands, decl, trump):
        raise Reroll
    # declarer's discard: two cards that are not protected
    protect = set(sc.get("hold", {}).get(0, [])) | set(sc.get("protect", []))
    pool = [c for c in hands[decl] if c not in protect]
    if sc.get("discard_no_points", True) and trump:
        pool = [c for c in pool if rank(c) not in ("A", "10")]
    if len(pool) < 2:
        raise Reroll
    discard = rng.sample(pool, 2)
    play_hands = {s: [c for c in hands[s] if not (s == decl and c in discard)] for s in hands}

    keep7 = set()
    for s_rel in sc.get("keep7", []):
        keep7.add((decl + s_rel) % 3)
    fault = sc.get("fault")  # (trick, seat_rel, kind)
    plays = []  # (trick, seat, card)
    leader = decl
    tricks = []
    fault_card = None
    for t in range(10):
        table = []
        for i in range(3):
            s = (leader + i) % 3
            h = play_hands[s]
            if fault and fault[0] == t and (decl + fault[1]) % 3 == s:
                cands = fault_candidates(fault[2], h, table, trump, order)
                if not cands:
                    raise Reroll
                card = rng.choice(cands)
                fault_card = card
            else:
                opts = legal(h, table, trump, order)
                if trump and s in keep7 and t < 9:
                    o2 = [c for c in opts if c != "7" + trump]
                    if o2:
                        opts = o2
                card = rng.choice(opts)
            h.remove(card)
            table.append((s, card))
            plays.append((t, s, card))
        w = trick_winner(table, trump, order)
        tricks.append((table, w))
        leader = w
    return {
        "dealer": dealer,
        "decl": decl,
        "hands": hands,
        "discard": discard,
        "tricks": tricks,
        "trump": trump,
        "order": order,
        "fault_card": fault_card,
    }


def card_points(cards, trump):
    if trump is None:
        return 0
    return sum(10 for c in cards if rank(c) in ("A", "10"))


def outcome(sc, d):
    """Compute everything the source's scoring needs."""
    decl, trump = d["decl"], d["trump"]
    defs = [(decl + 1) % 3, (decl + 2) % 3]
    won = {0: [], 1: [], 2: []}
    ntricks = {0: 0, 1: 0, 2: 0}
    for table, w in d["tricks"]:
        won[w] += [c for _, c in table]
        ntricks[w] += 1
    last_w = d["tricks"][9][1]
    pts = {s: card_points(won[s], trump) + (10 if (trump and s == last_w) else 0) for s in range(3)}
    # legal marriages (scenario says which declares count)
    mar = {0: 0, 1: 0, 2: 0}
    for dc in sc.get("declares", []):
        if dc.get("counts", True):
            s = (decl + dc["seat"]) % 3
            mar[s] += sum(it["points"] for it in dc["items"])
    decl_pts = pts[decl] + mar[decl]
    def_pts = sum(pts[s] + mar[s] for s in defs) + card_points(d["discard"], trump)
    res = {
        "pts": pts,
        "mar": mar,
        "decl_pts": decl_pts,
        "def_pts": def_pts,
        "ntricks": ntricks,
        "defs": defs,
        "discard_pts": card_points(d["discard"], trump),
    }
    # trick-10 seven of trumps
    res["silent_ulti"] = None
    if trump:
        for s, c in d["tricks"][9][0]:
            if c == "7" + trump:
                res["silent_ulti"] = (s, s == last_w)
    res["durch"] = None
    for s in range(3):
        if ntricks[s] == 10:
            res["durch"] = s
    if ntricks[defs[0]] + ntricks[defs[1]] == 10:
        res["durch"] = "defs"
    return res


def build(sc, seed):
    rng = random.Random(seed)
    for attempt in range(200000):
        try:
            d = simulate(sc, rng)
        except Reroll:
            continue
        res = outcome(sc, d)
        if sc["accept"](d, res):
            return d, res, attempt
    raise SystemExit(f"{sc['name']}: no deal found")


def events_for(sc, d, res):
    """Build the event list; return (events, marks) with marks: label -> event index."""
    decl, trump = d["decl"], d["trump"]
    ev = []
    marks = {}

    def add(e, label=None):
        if label:
            marks[label] = len(ev)
        ev.append(e)

    add({"type": "discard", "seat": decl, "cards": d["discard"]})
    add({"type": "bid", "seat": decl, "bid": {"goals": sc["goals"], "red": sc.get("red", False)}})
    add({"type": "bid", "seat": (decl + 1) % 3, "bid": "pass"})
    add({"type": "bid", "seat": (decl + 2) % 3, "bid": "pass"})
    add({"type": "bid", "seat": decl, "bid": "pass"})
    if trump and not sc.get("red"):
        add({"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]})
    before = {}  # (trick, seat_abs, k) -> events; k: 'pre' before the card, 'post' after it
    for dc in sc.get("declares", []):
        s = (decl + dc["seat"]) % 3
        before.setdefault((dc.get("trick", 0), s, dc.get("when", "pre")), []).append(
            ({"type": "declare", "seat": s, "items": dc["items"]}, dc.get("label"))
        )
    for db in sc.get("doubles", []):
        s = (decl + db["seat"]) % 3
        if "after_trick" in db:
            key = ("after", db["after_trick"])
        elif "place" in db:  # said at another seat's card: (trick, seat_rel, pre|post)
            pt, ps, pw = db["place"]
            key = (pt, (decl + ps) % 3, pw)
        else:
            key = (db.get("trick", 0), s, db.get("when", "pre"))
        before.setdefault(key, []).append(
            ({"type": "double", "seat": s, "target": db["target"], "level": db["level"]}, db.get("label"))
        )
    for t, (table, _w) in enumerate(d["tricks"]):
        for s, c in table:
            for e, lab in before.get((t, s, "pre"), []):
                add(e, lab)
            lab = (
                "fault"
                if (sc.get("fault") and sc["fault"][0] == t and (decl + sc["fault"][1]) % 3 == s)
                else None
            )
            add({"type": "play", "seat": s, "card": c}, lab)
            for e, lab2 in before.get((t, s, "post"), []):
                add(e, lab2)
        for e, lab in before.get(("after", t), []):
            add(e, lab)
    for p in sc["payments_fn"](d, res):
        add(p[0], p[1] if len(p) > 1 else None)
    return ev, marks


def pay(frm, to, amount, reason):
    return {"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason}


def goal_payments(d, won_goals, mult=None, per_def_mult=None):
    """won_goals: list of (goal, value, declarer_won). mult: goal -> multiplier for both defenders
    (trump game); per_def_mult: (goal, def_abs) -> multiplier (no-trump game)."""
    decl = d["decl"]
    out = []
    for goal, val, ok in won_goals:
        for s in ((decl + 1) % 3, (decl + 2) % 3):
            m = 1
            if mult and goal in mult:
                m = mult[goal]
            if per_def_mult and (goal, s) in per_def_mult:
                m = per_def_mult[(goal, s)]
            amt = val * m
            out.append([pay(s, decl, amt, goal)] if ok else [pay(decl, s, amt, goal)])
    return out


def no_silent(res):
    """No silent bonus of any kind, no side at 100."""
    return (
        res["silent_ulti"] is None and res["durch"] is None and res["decl_pts"] < 100 and res["def_pts"] < 100
    )


def party_margin(res, extra_decl=0, extra_def=0):
    return (res["decl_pts"] + extra_decl) - (res["def_pts"] + extra_def)


def decl_won_party(d, res, extra_decl=0, extra_def=0):
    return res["ntricks"][d["decl"]] >= 1 and party_margin(res, extra_decl, extra_def) > 0


def has_pair(hand, s):
    return ("K" + s) in hand and ("Q" + s) in hand


def pairs(hand, suits=SUITS):
    return [s for s in suits if has_pair(hand, s)]


# ---------------------------------------------------------------------------------------------
# Scenarios. Seats in "hold", "declares", "doubles", "fault" are relative to the declarer:
# 0 = declarer (the first bidder, dealer's next), 1 = the next seat, 2 = the one after (dealer).


def sc01():
    # clean: party with spades, declarer's 40, defender's 20, contra + recontra on party
    def hands_ok(h, decl, tr):
        return (
            pairs(h[decl], "HDC") == []
            and pairs(h[(decl + 2) % 3], "S") == []
            and pairs(h[(decl + 1) % 3]) == []
        )

    def accept(d, r):
        return no_silent(r) and decl_won_party(d, r) and party_margin(r) >= 10

    return dict(
        name="01-clean-party-40-20-contra-recontra",
        dealer=0,
        trump="S",
        goals=["party"],
        hold={0: ["KS", "QS"], 2: ["KH", "QH"]},
        hands_ok=hands_ok,
        declares=[
            dict(seat=0, items=[{"kind": "marriage", "points": 40}]),
            dict(seat=2, items=[{"kind": "marriage", "points": 20}]),
        ],
        doubles=[
            dict(seat=1, target="party", level=2),
            dict(seat=0, target="party", level=4, after_trick=0),
        ],
        accept=accept,
        payments_fn=lambda d, r: goal_payments(d, [("party", 1, True)], mult={"party": 4}),
        expect=[],
        why="Clean. Declarer (Bence) says 40 with his first card holding KS QS (trumps spades), Csongor 20 "
        "holding KH QH; Ágota contra on party with her first card, Bence recontra when the first trick is "
        "complete. Party won on card points (marriages counted) -> each defender pays 1 x 4 = 4.",
    )


def sc02():
    # clean: party with acorns, declarer's silent ulti, defender's two 20s (two pairs)
    def hands_ok(h, decl, tr):
        d1 = (decl + 1) % 3
        return pairs(h[d1], "HD") == ["H", "D"] and pairs(h[decl]) == [] and pairs(h[(decl + 2) % 3]) == []

    def accept(d, r):
        return (
            r["silent_ulti"] == (d["decl"], True)
            and r["durch"] is None
            and r["decl_pts"] < 100
            and r["def_pts"] < 100
            and abs(party_margin(r)) >= 10
        )

    def payments(d, r):
        won = decl_won_party(d, r)
        return goal_payments(d, [("party", 1, won)]) + goal_payments(d, [("silent-ulti", 2, True)])

    return dict(
        name="02-clean-silent-ulti-two-20s",
        dealer=1,
        trump="C",
        goals=["party"],
        hold={0: ["7C"], 1: ["KH", "QH", "KD", "QD"]},
        protect=["7C"],
        keep7=[0],
        hands_ok=hands_ok,
        declares=[
            dict(seat=1, items=[{"kind": "marriage", "points": 20}, {"kind": "marriage", "points": 20}]),
        ],
        accept=accept,
        payments_fn=payments,
        expect=[],
        why="Clean. Party in acorns; the defender after the declarer says '20 two sets' (KH QH and KD QD) "
        "with his first card. Declarer wins the tenth trick with 7C: silent ulti, 2 from each defender "
        "(not red). Party settled on card points with the two 20s counted for the defenders.",
    )


def sc03():
    # clean: betli, one defender contra, declarer recontra: only between that defender and declarer
    def payments(d, r):
        decl = d["decl"]
        ok = r["ntricks"][decl] == 0
        return goal_payments(d, [("betli", 5, ok)], per_def_mult={("betli", (decl + 2) % 3): 4})

    return dict(
        name="03-clean-betli-contra-one-defender",
        dealer=2,
        trump=None,
        goals=["betli"],
        declares=[],
        doubles=[
            dict(seat=2, target="betli", level=2),
            dict(seat=0, target="betli", level=4, after_trick=0),
        ],
        accept=lambda d, r: r["ntricks"][d["decl"]] >= 1,
        payments_fn=payments,
        expect=[],
        why="Clean. Betli (no trumps). Only the second defender (the dealer) says contra, the declarer "
        "recontra: without trumps the doubling applies only between the defender who said it and the "
        "declarer. Declarer takes a trick: pays the contra-ing defender 5 x 4 = 20, the other 5.",
    )


def sc04():
    # 2 deals: clean party, then declarer's false 20 (holds no pair) + declarer's revoke; play_stands
    def hands_ok(h, decl, tr):
        return pairs(h[decl]) == [] and pairs(h[(decl + 1) % 3]) == [] and pairs(h[(decl + 2) % 3]) == []

    def accept(d, r):
        # with the false 20 he would have won the party; without it he loses
        return (
            no_silent(r)
            and r["ntricks"][d["decl"]] >= 1
            and -20 < party_margin(r) < 0
            and party_margin(r, 20) > 0
        )

    return dict(
        name="04-false-20-not-held-and-revoke",
        dealer=2,
        trump="D",
        goals=["party"],
        rules={"revoke_penalty": "play_stands"},
        hands_ok=hands_ok,
        declares=[dict(seat=0, items=[{"kind": "marriage", "points": 20}], counts=False, label="m")],
        fault=(4, 0, "revoke"),
        accept=accept,
        payments_fn=lambda d, r: goal_payments(d, [("party", 1, False)]),
        expect=[("m", "marriage_not_held"), ("fault", "revoke")],
        prefix_clean=True,
        why="Deal 1: the declarer says 20 with his first card but holds no King-Queen pair at all; the 20 "
        "does not count. Without it the party is lost by less than 20 (with it, it would be won). "
        "Revoke_penalty play_stands, so the deal is scored as played: declarer pays 1 to each defender. "
        "Second fault: the declarer revokes in trick 5.",
    )


def sc05():
    # marriage declared late (trick 3) by a defender who holds it + wrong payment
    def hands_ok(h, decl, tr):
        return pairs(h[decl]) == [] and pairs(h[(decl + 1) % 3]) == [] and pairs(h[(decl + 2) % 3]) == ["H"]

    def accept(d, r):
        # the pair still in hand at trick 3 is not required by the rule (need not be shown); robust
        return (
            no_silent(r) and decl_won_party(d, r) and party_margin(r, 0, 20) > 0 and r["def_pts"] + 20 < 100
        )

    def payments(d, r):
        p = goal_payments(d, [("party", 1, True)])
        p[1][0]["amount"] = 2  # the dealer pays 2 instead of 1
        p[1].append("wp")
        return p

    return dict(
        name="05-20-declared-late-and-wrong-payment",
        dealer=0,
        trump="D",
        goals=["party"],
        hold={2: ["KH", "QH"]},
        hands_ok=hands_ok,
        declares=[dict(seat=2, trick=2, items=[{"kind": "marriage", "points": 20}], counts=False, label="m")],
        accept=accept,
        payments_fn=payments,
        expect=[("m", "marriage_wrong_time"), ("wp", "wrong_payment")],
        why="The dealer (a defender) holds KH QH but says 20 only with his card to the third trick: 20/40 "
        "are said with the first card. The party is won by the declarer whether or not the 20 counts. "
        "Second fault: the dealer is recorded paying 2 for party; the rules give 1.",
    )


def sc06():
    # wrong player: defender A says 20, the pair is the other defender's; + defender's failure to overtake
    def hands_ok(h, decl, tr):
        return pairs(h[decl]) == [] and pairs(h[(decl + 1) % 3]) == [] and pairs(h[(decl + 2) % 3]) == ["C"]

    def accept(d, r):
        return (
            no_silent(r) and decl_won_party(d, r) and party_margin(r, 0, 40) > 0 and r["def_pts"] + 40 < 100
        )

    return dict(
        name="06-20-by-wrong-defender-and-failure-to-overtake",
        dealer=1,
        trump="H",
        red=True,
        goals=["party"],
        hold={2: ["KC", "QC"]},
        hands_ok=hands_ok,
        declares=[dict(seat=1, items=[{"kind": "marriage", "points": 20}], counts=False, label="m")],
        fault=(3, 2, "failure_to_overtake"),
        accept=accept,
        payments_fn=lambda d, r: goal_payments(d, [("party", 2, True)]),
        expect=[("m", "marriage_not_held"), ("fault", "failure_to_overtake")],
        why="Red party. The first defender says 20, but the only King-Queen pair among the defenders "
        "(KC QC) is the other defender's, who says nothing: the first defender holds none. Second fault: "
        "the second defender fails to overtake in trick 4 (a defender's fault: under lose_all_goals the "
        "declarer wins every goal, as he does as played). Red party won: 2 from each defender.",
    )


def sc07():
    # 20 declared in a 40-100 game (by a defender holding it) + defender's failure to trump
    def hands_ok(h, decl, tr):
        return (
            pairs(h[decl], "HDC") == []
            and pairs(h[(decl + 1) % 3]) == ["H"]
            and pairs(h[(decl + 2) % 3]) == []
        )

    def accept(d, r):
        decl = d["decl"]
        return r["pts"][decl] >= 60 and r["silent_ulti"] is None and r["durch"] is None

    return dict(
        name="07-20-in-40-100-and-failure-to-trump",
        dealer=2,
        trump="S",
        goals=["40-100"],
        hold={0: ["KS", "QS"], 1: ["KH", "QH"]},
        hands_ok=hands_ok,
        declares=[dict(seat=1, items=[{"kind": "marriage", "points": 20}], counts=False, label="m")],
        fault=(2, 2, "failure_to_trump"),
        accept=accept,
        payments_fn=lambda d, r: goal_payments(d, [("40-100", 4, True)]),
        expect=[("m", "marriage_not_allowed"), ("fault", "failure_to_trump")],
        why="40-100 in spades; declarer holds KS QS and takes >= 60 card points: 40-100 won, 4 from each "
        "defender. A defender says 20 with his first card though a 100 goal is declared (no pair points "
        "but the declarer's trump 40). Second fault: the other defender fails to trump in trick 3 "
        "(defender's fault; under lose_all_goals the declarer wins his goal anyway).",
    )


def sc08():
    # 20 declared in betli (no trumps) + wrong payment
    def hands_ok(h, decl, tr):
        return pairs(h[(decl + 1) % 3]) == ["D"]

    def payments(d, r):
        decl = d["decl"]
        ok = r["ntricks"][decl] == 0
        p = goal_payments(d, [("betli", 5, ok)])
        p[0][0]["amount"] = 10
        p[0].append("wp")
        return p

    return dict(
        name="08-20-in-betli-and-wrong-payment",
        dealer=0,
        trump=None,
        goals=["betli"],
        hold={1: ["KD", "QD"]},
        hands_ok=hands_ok,
        declares=[dict(seat=1, items=[{"kind": "marriage", "points": 20}], counts=False, label="m")],
        accept=lambda d, r: r["ntricks"][d["decl"]] >= 1,
        payments_fn=payments,
        expect=[("m", "marriage_not_allowed"), ("wp", "wrong_payment")],
        why="Betli (no trumps): a defender holding KD QD says 20 with his first card; pairs are announced "
        "only when there are trumps. Betli lost (declarer takes a trick): 5 to each defender, but the "
        "record has 10 to the first defender (no contra was said): wrong payment.",
    )


def sc09():
    # 40 said for a non-trump pair + declarer's revoke; declarer loses party anyway
    def hands_ok(h, decl, tr):
        return pairs(h[decl]) == ["H"] and pairs(h[(decl + 1) % 3]) == [] and pairs(h[(decl + 2) % 3]) == []

    def accept(d, r):
        # lost even with the 40 counted
        return no_silent(r) and r["def_pts"] < 100 and party_margin(r, 40) < 0 and r["decl_pts"] + 40 < 100

    return dict(
        name="09-40-for-a-plain-pair-and-revoke",
        dealer=0,
        trump="C",
        goals=["party"],
        hold={0: ["KH", "QH"]},
        hands_ok=hands_ok,
        declares=[dict(seat=0, items=[{"kind": "marriage", "points": 40}], counts=False, label="m")],
        fault=(6, 0, "revoke"),
        accept=accept,
        payments_fn=lambda d, r: goal_payments(d, [("party", 1, False)]),
        expect=[("m", "marriage_not_held"), ("fault", "revoke")],
        why="Acorns trumps; the declarer holds KH QH (a plain pair, worth 20) and no trump pair, yet says 40 "
        "with his first card. Party lost however the pair is counted (0, 20 or 40). Second fault: the "
        "declarer revokes in trick 7 (declarer's fault: lose_all_goals and as played agree). Declarer pays 1 "
        "to each defender.",
    )


def sc10():
    # 2 deals: clean, then contra said in trick 2 (out of turn) + wrong silent-ulti payment
    def hands_ok(h, decl, tr):
        return all(pairs(h[s]) == [] for s in range(3))

    def accept(d, r):
        return (
            r["silent_ulti"] == (d["decl"], True)
            and r["durch"] is None
            and r["decl_pts"] < 100
            and r["def_pts"] < 100
            and decl_won_party(d, r)
        )

    def payments(d, r):
        p = goal_payments(d, [("party", 1, True)]) + goal_payments(d, [("silent-ulti", 2, True)])
        p[3][0]["amount"] = 4
        p[3].append("wp")
        return p

    return dict(
        name="10-contra-in-trick-2-and-wrong-silent-ulti",
        dealer=1,
        trump="D",
        goals=["party"],
        hold={0: ["7D"]},
        protect=["7D"],
        keep7=[0],
        hands_ok=hands_ok,
        doubles=[dict(seat=1, target="party", level=2, trick=1, when="pre", label="c")],
        accept=accept,
        payments_fn=payments,
        expect=[("c", "contra_out_of_turn"), ("wp", "wrong_payment")],
        prefix_clean=True,
        why="Deal 1: a defender says contra on party with his card to the second trick; contra is said only "
        "with the card to the first trick, so it doubles nothing: party won, 1 from each. Declarer wins the "
        "last trick with 7D: silent ulti 2 from each defender; the record has the dealer paying 4 for it.",
    )


def sc11():
    # defender says recontra (declarer's call) after the other's contra + defender's failure to trump
    def accept(d, r):
        return no_silent(r) and decl_won_party(d, r)

    return dict(
        name="11-recontra-by-defender-and-failure-to-trump",
        dealer=2,
        trump="H",
        red=True,
        goals=["party"],
        hands_ok=lambda h, decl, tr: all(pairs(h[s]) == [] for s in range(3)),
        doubles=[
            dict(seat=1, target="party", level=2),
            dict(seat=2, target="party", level=4, after_trick=0, label="c"),
        ],
        fault=(5, 1, "failure_to_trump"),
        accept=accept,
        payments_fn=lambda d, r: goal_payments(d, [("party", 2, True)], mult={"party": 2}),
        expect=[("c", "contra_wrong_player"), ("fault", "failure_to_trump")],
        why="Red party. First defender contra (legal); after the first trick the other defender says "
        "recontra, which only the declarer may say: no effect, the party stays at x2. Second fault: the "
        "first defender fails to trump in trick 6 (defender's fault; declarer wins the party as played too). "
        "Each defender pays 2 x 2 = 4.",
    )


def sc12():
    # 2 deals; max_contra_level 4; subcontra (8) said by a defender + defender's revoke
    def accept(d, r):
        return no_silent(r) and decl_won_party(d, r)

    return dict(
        name="12-subcontra-above-max-level-and-revoke",
        dealer=0,
        trump="C",
        goals=["party"],
        rules={"max_contra_level": 4},
        hands_ok=lambda h, decl, tr: all(pairs(h[s]) == [] for s in range(3)),
        doubles=[
            dict(seat=2, target="party", level=2),
            dict(seat=0, target="party", level=4, after_trick=0),
            dict(seat=1, target="party", level=8, after_trick=0, label="c"),
        ],
        fault=(3, 1, "revoke"),
        accept=accept,
        payments_fn=lambda d, r: goal_payments(d, [("party", 1, True)], mult={"party": 4}),
        expect=[("c", "contra_level_exceeded"), ("fault", "revoke")],
        prefix_clean=True,
        why="Deal 1, rule max_contra_level 4. Contra, recontra, then a defender's subcontra (8) beyond the "
        "table's limit: no effect, party stays at x4. Second fault: a defender revokes in trick 4. Party "
        "won: 4 from each defender.",
    )


def sc13():
    # recontra said before the first trick is complete + declarer's failure to overtake; declarer loses
    def accept(d, r):
        return no_silent(r) and not decl_won_party(d, r)

    return dict(
        name="13-early-recontra-and-failure-to-overtake",
        dealer=1,
        trump="S",
        goals=["party"],
        hands_ok=lambda h, decl, tr: all(pairs(h[s]) == [] for s in range(3)),
        doubles=[
            dict(seat=1, target="party", level=2),
            dict(seat=0, target="party", level=4, place=(0, 1, "post"), label="c"),
        ],
        fault=(4, 0, "failure_to_overtake"),
        accept=accept,
        payments_fn=lambda d, r: goal_payments(d, [("party", 1, False)], mult={"party": 2}),
        expect=[("c", "contra_out_of_turn"), ("fault", "failure_to_overtake")],
        why="The first defender says contra with his first card; the declarer says recontra at once, before "
        "the second defender has played to the first trick (recontra is said when all three have played). "
        "It has no effect: x2. Second fault: the declarer fails to overtake in trick 5 (he loses the party "
        "as played too). Declarer pays 1 x 2 = 2 to each defender.",
    )


def sc14():
    # defender's failed silent ulti (pays 4 to both others) + defender's revoke; play_stands
    def accept(d, r):
        su = r["silent_ulti"]
        return (
            su is not None
            and su[0] == (d["decl"] + 1) % 3
            and not su[1]
            and r["durch"] is None
            and r["decl_pts"] < 100
            and r["def_pts"] < 100
            and abs(party_margin(r)) >= 10
            and r["ntricks"][d["decl"]] >= 1
        )

    def payments(d, r):
        decl = d["decl"]
        d1, d2 = (decl + 1) % 3, (decl + 2) % 3
        won = decl_won_party(d, r)
        p = goal_payments(d, [("party", 1, won)])
        p.append([pay(d1, decl, 4, "silent-ulti")])
        p.append([pay(d1, d2, 4, "silent-ulti")])
        return p

    return dict(
        name="14-defender-failed-silent-ulti-and-revoke",
        dealer=2,
        trump="D",
        goals=["party"],
        rules={"revoke_penalty": "play_stands"},
        hold={1: ["7D"]},
        keep7=[1],
        hands_ok=lambda h, decl, tr: all(pairs(h[s]) == [] for s in range(3)),
        fault=(2, 2, "revoke"),
        accept=accept,
        payments_fn=payments,
        expect=[("fault", "revoke")],
        why="revoke_penalty play_stands. The first defender plays 7D (trumps) to the last trick and loses it: "
        "failed silent ulti, he pays 4 to each of the two others (the declarer and his partner). The other "
        "defender revokes in trick 3. Party settled as played. Expected: revoke only.",
    )


def sc15():
    # declarer's silent 100 (with his 40) replacing party; defender's contra on an unbid goal; wrong payment
    def hands_ok(h, decl, tr):
        return pairs(h[decl], "HSC") == [] and all(
            pairs(h[s]) == [] for s in ((decl + 1) % 3, (decl + 2) % 3)
        )

    def accept(d, r):
        return r["silent_ulti"] is None and r["durch"] is None and r["decl_pts"] >= 100 and r["def_pts"] < 100

    def payments(d, r):
        decl = d["decl"]
        d1, d2 = (decl + 1) % 3, (decl + 2) % 3
        return [
            [pay(d1, decl, 2, "silent-100")],
            [pay(d2, decl, 2, "silent-100")],
            [pay(d2, decl, 1, "party"), "wp"],
        ]

    return dict(
        name="15-silent-100-contra-unbid-goal-and-party-paid-too",
        dealer=0,
        trump="D",
        goals=["party"],
        hold={0: ["KD", "QD"]},
        hands_ok=hands_ok,
        declares=[dict(seat=0, items=[{"kind": "marriage", "points": 40}])],
        doubles=[dict(seat=1, target="40-100", level=2, label="c")],
        accept=accept,
        payments_fn=payments,
        expect=[("c", "contra_wrong_target"), ("wp", "wrong_payment")],
        why="Party in bells; declarer says 40 (KD QD) and with it takes >= 100: silent 100, 2 from each "
        "defender, replacing the party's 1. A defender says contra on 40-100, which the declarer never bid "
        "(contra is on the declarer's goals). The record also has the dealer paying 1 for party on top of "
        "the silent 100: wrong.",
    )


SCENARIOS = [sc01, sc02, sc03, sc04, sc05, sc06, sc07, sc08, sc09, sc10, sc11, sc12, sc13, sc14, sc15]


def clean_prefix(dealer, seed):
    """A clean non-red party deal without pairs, contra or silent bonus; dealer given."""

    def accept(d, r):
        return no_silent(r) and abs(party_margin(r)) >= 10 and r["ntricks"][d["decl"]] >= 1

    sc = dict(
        name="prefix",
        dealer=dealer,
        trump="S",
        goals=["party"],
        hands_ok=lambda h, decl, tr: all(pairs(h[s]) == [] for s in range(3)),
        accept=accept,
        payments_fn=lambda d, r: goal_payments(d, [("party", 1, decl_won_party(d, r))]),
    )
    d, r, _ = build(sc, seed)
    ev, _ = events_for(sc, d, r)
    return deal_json(d, ev), d, r


def deal_json(d, ev):
    return {"dealer": d["dealer"], "hands": [d["hands"][s] for s in range(3)], "events": ev}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=2027)
    a = ap.parse_args()
    for f in HERE.glob("[0-9][0-9]-*.json"):
        f.unlink()
    summary = {}
    for i, mk in enumerate(SCENARIOS):
        sc = mk()
        seed = a.seed * 100 + i
        deals = []
        deal_index = 0
        pre = None
        if sc.get("prefix_clean"):
            pdealer = (sc["dealer"] - 1) % 3
            pj, pd, pr = clean_prefix(pdealer, seed + 50)
            deals.append(pj)
            deal_index = 1
            pre = {"decl": pd["decl"], "decl_pts": pr["decl_pts"], "def_pts": pr["def_pts"]}
        d, r, tries = build(sc, seed)
        ev, marks = events_for(sc, d, r)
        deals.append(deal_json(d, ev))
        doc = {
            "format": "trick-transcript/1",
            "game": "ulti",
            "rules": {"preset": "standard", **sc.get("rules", {})},
            "players": PLAYERS,
            "meta": {"round": "ulti-announcements-2faults", "description": sc["why"]},
            "deals": deals,
        }
        path = HERE / f"{sc['name']}.json"
        path.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        expect = [(deal_index, marks[lab], code) for lab, code in sc["expect"]]
        pays = [e for e in ev if e["type"] == "payment"]
        net = {s: 0 for s in range(3)}
        for p in pays:
            net[p["from"]] -= p["amount"]
            net[p["to"]] += p["amount"]
        summary[path.name] = {
            "expect": expect,
            "why": sc["why"],
            "declarer": d["decl"],
            "trump": d["trump"],
            "discard": d["discard"],
            "decl_pts": r["decl_pts"],
            "def_pts": r["def_pts"],
            "marriages_counted": r["mar"],
            "tricks": r["ntricks"],
            "silent_ulti": r["silent_ulti"],
            "fault_card": d["fault_card"],
            "payments": [(p["from"], p["to"], p["amount"], p["reason"]) for p in pays],
            "recorded_net": net,
            "prefix": pre,
            "tries": tries,
        }
    (HERE / "_expected.txt").write_text(
        json.dumps(summary, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(json.dumps({k: v["expect"] for k, v in summary.items()}, indent=1))


if __name__ == "__main__":
    main()
