"""Blind generator for the out-of-turn audit round (written from the rule sources only).

Each transcript is a realistic record of one or two deals in which a seat acts out of turn once
(a lead, a card in the middle of a trick, a bid, a declaration, a dealer), and the deal then goes on
as the table played it.  The clean files are deals where the turn order is easy to get wrong (the
winner of a trick leads next, the dealer's neighbour bids/leads first, a seat sits out, the Ulti
declarer leads, the Tarocchini eldest leads although another seat declared).

Run:  python tests/data/audit/out-of-turn/_gen.py   (writes *.json beside it and prints the faults)
"""

from __future__ import annotations

import json
import random
from pathlib import Path

OUT = Path(__file__).parent
FAULTS: dict[str, list[tuple[int, int, str, str]]] = {}


def rot(active: list[int], first: int) -> list[int]:
    i = active.index(first)
    return active[i:] + active[:i]


def nxt(active: list[int], seat: int) -> int:
    return active[(active.index(seat) + 1) % len(active)]


class Deal:
    """Collects events and remembers the index of each planted fault."""

    def __init__(self) -> None:
        self.events: list[dict] = []
        self.faults: list[tuple[int, str, str]] = []

    def add(self, ev: dict, fault: tuple[str, str] | None = None) -> int:
        self.events.append(ev)
        if fault:
            self.faults.append((len(self.events) - 1, fault[0], fault[1]))
        return len(self.events) - 1


def play_tricks(
    deal, hands, active, first_leader, n_tricks, legal, winner, choose, overrides=None, after=None
):
    """Plays n_tricks.  overrides: trick index -> (function due_leader -> order played, position of the
    first out-of-turn card, code, note).  after(trick_index, trick, deal) may add events."""
    overrides = overrides or {}
    leader = first_leader
    winners = []
    for t in range(n_tricks):
        order = rot(active, leader)
        ov = overrides.get(t)
        if ov:
            order = ov[0](leader)
        trick: list[tuple[int, str]] = []
        for pos, s in enumerate(order):
            opts = legal(hands[s], trick, t)
            assert opts, (s, hands[s], trick)
            c = choose(s, hands[s], opts, trick, t)
            hands[s].remove(c)
            fault = (ov[2], ov[3]) if ov and pos == ov[1] else None
            deal.add({"type": "play", "seat": s, "card": c}, fault)
            trick.append((s, c))
        leader = winner(trick, t)
        winners.append(leader)
        if after:
            after(t, trick, deal)
    assert all(not hands[s] for s in active), hands
    return winners


def doc(game, players, deals, rules=None, start=None, meta=None):
    d = {"format": "trick-transcript/1", "game": game}
    if rules is not None:
        d["rules"] = rules
    d["players"] = players
    if start is not None:
        d["start"] = start
    d["meta"] = meta or {}
    d["deals"] = deals
    return d


def write(name: str, document: dict, deals: list[Deal]) -> None:
    (OUT / name).write_text(json.dumps(document, ensure_ascii=False, indent=1) + "\n")
    FAULTS[name] = [(i, ev, code, note) for i, d in enumerate(deals) for (ev, code, note) in d.faults]


# --------------------------------------------------------------------------------------------- Rage
RAGE_COLOURS = "RBGYPO"


def rage_deck() -> list[str]:
    deck = [f"{c}{v}" for c in RAGE_COLOURS for v in range(16)]
    deck += ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
    return deck


def rcol(card: str) -> str | None:
    return card[0] if card[0] in RAGE_COLOURS and card[1:].isdigit() else None


def rval(card: str) -> int:
    return int(card[1:])


def rage_round(rng, n_players, dealer, ncards, bid_order=None, overrides=None, bid_fault=None):
    """One Rage round. Hands hold colour cards and +5/-5 only; the stock's top card is a colour."""
    deck = rage_deck()
    pool = [c for c in deck if rcol(c) or c in ("PLUS5", "MINUS5")]
    rng.shuffle(pool)
    hands = [sorted(pool[i * ncards : (i + 1) * ncards]) for i in range(n_players)]
    dealt = [c for h in hands for c in h]
    rest = list(deck)
    for c in dealt:
        rest.remove(c)
    rng.shuffle(rest)
    top = next(c for c in rest if rcol(c))
    rest.remove(top)
    talon = [top] + rest
    trump = rcol(top)
    active = list(range(n_players))
    d = Deal()
    due = rot(active, (dealer + 1) % n_players)
    order = bid_order(due) if bid_order else due
    bids = {}
    for k, s in enumerate(order):
        b = rng.randint(0, min(ncards, 3))
        bids[s] = b
        d.add(
            {"type": "bid", "seat": s, "bid": b},
            (bid_fault[1], bid_fault[2]) if bid_fault and k == bid_fault[0] else None,
        )

    def legal(hand, trick, t):
        led = next((rcol(c) for _, c in trick if rcol(c)), None)
        if led is None:
            return list(hand)
        same = [c for c in hand if rcol(c) == led]
        return same or list(hand)

    def winner(trick, t):
        trumps = [(rval(c), s) for s, c in trick if rcol(c) == trump]
        if trumps:
            return max(trumps)[1]
        led = next((rcol(c) for _, c in trick if rcol(c)), None)
        if led is None:
            return trick[0][0]
        return max((rval(c), s) for s, c in trick if rcol(c) == led)[1]

    def choose(s, hand, opts, trick, t):
        return rng.choice(sorted(opts))

    hs = {s: list(hands[s]) for s in active}
    tricks_won = {s: 0 for s in active}
    bonus = {s: 0 for s in active}
    leader = (dealer + 1) % n_players
    ovr = overrides or {}
    for t in range(ncards):
        order = rot(active, leader)
        ov = ovr.get(t)
        if ov:
            order = ov[0](leader)
        trick = []
        for pos, s in enumerate(order):
            c = choose(s, hs[s], legal(hs[s], trick, t), trick, t)
            hs[s].remove(c)
            d.add({"type": "play", "seat": s, "card": c}, (ov[2], ov[3]) if ov and pos == ov[1] else None)
            trick.append((s, c))
        w = winner(trick, t)
        tricks_won[w] += 1
        bonus[w] += 5 * sum(c == "PLUS5" for _, c in trick) - 5 * sum(c == "MINUS5" for _, c in trick)
        leader = w
    scores = {}
    for s in active:
        scores[s] = tricks_won[s] + (10 if bids[s] == tricks_won[s] else -5) + bonus[s]
    return d, hands, talon, scores, trump, tricks_won, bids


def rage_files():
    players4 = ["Anička", "Bohouš", "Katka", "Dalibor"]

    # R1: first trick led by the wrong seat (round 7, 4 cards)
    rng = random.Random(101)
    dealer = 2
    start_tot = [14, 3, 22, -5]
    d, hands, talon, sc, trump, tw, bids = rage_round(
        rng,
        4,
        dealer,
        4,
        overrides={
            0: (
                lambda L: rot([0, 1, 2, 3], (L + 1) % 4),
                0,
                "out_of_turn",
                "first lead by seat 0, due seat 3",
            )
        },
    )
    for s in range(4):
        d.add({"type": "score", "party": s, "points": sc[s]})
    for s in range(4):
        d.add({"type": "total", "party": s, "points": start_tot[s] + sc[s]})
    document = doc(
        "rage",
        players4,
        [{"dealer": dealer, "hands": hands, "talon": talon, "events": d.events}],
        start={"totals": start_tot, "round": 7},
        meta={"audit": "out-of-turn R1", "trump": trump, "tricks": tw, "bids": bids, "scores": sc},
    )
    write("r1-rage-first-lead-wrong-seat.json", document, [d])

    # R2: a bid out of turn, and a card out of turn in the middle of the third trick (round 6, 5 cards)
    rng = random.Random(202)
    dealer = 0
    start_tot = [8, 17, 30, 1]
    d, hands, talon, sc, trump, tw, bids = rage_round(
        rng,
        4,
        dealer,
        5,
        bid_order=lambda due: [due[0], due[2], due[1], due[3]],
        bid_fault=(1, "bid_out_of_turn", "seat 3 bids before seat 2"),
        overrides={
            2: (
                lambda L: [L, (L + 2) % 4, (L + 3) % 4, (L + 1) % 4],
                1,
                "out_of_turn",
                "second card of trick 3 by the seat after next; the skipped seat plays last",
            )
        },
    )
    for s in range(4):
        d.add({"type": "score", "party": s, "points": sc[s]})
    for s in range(4):
        d.add({"type": "total", "party": s, "points": start_tot[s] + sc[s]})
    document = doc(
        "rage",
        players4,
        [{"dealer": dealer, "hands": hands, "talon": talon, "events": d.events}],
        start={"totals": start_tot, "round": 6},
        meta={"audit": "out-of-turn R2", "trump": trump, "tricks": tw, "bids": bids, "scores": sc},
    )
    write("r2-rage-bid-and-card-out-of-turn.json", document, [d])

    # R3: 5 players, rounds 8-10; the dealer of round 9 is the wrong seat (seat 1 instead of 0),
    # and round 10 is dealt by the seat after him (the deal goes on as the table played it)
    rng = random.Random(303)
    players5 = ["Anička", "Bohouš", "Katka", "Dalibor", "Eliška"]
    tot = [40, 12, 25, 33, 7]
    deals, ds, metas = [], [], []
    for rnd, dealer in ((8, 4), (9, 1), (10, 2)):
        d, hands, talon, sc, trump, tw, bids = rage_round(rng, 5, dealer, 11 - rnd)
        if rnd == 9:
            d.faults.append((-1, "wrong_dealer", "round 9 dealt by seat 1; seat 0 was due"))
        for s in range(5):
            d.add({"type": "score", "party": s, "points": sc[s]})
        tot = [tot[s] + sc[s] for s in range(5)]
        for s in range(5):
            d.add({"type": "total", "party": s, "points": tot[s]})
        deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": d.events})
        ds.append(d)
        metas.append({"round": rnd, "trump": trump, "tricks": tw, "bids": bids, "scores": sc})
    document = doc(
        "rage",
        players5,
        deals,
        start={"totals": [40, 12, 25, 33, 7], "round": 8},
        meta={"audit": "out-of-turn R3", "rounds": metas},
    )
    write("r3-rage-wrong-dealer-five-players.json", document, ds)


# ------------------------------------------------------------------------------------- Danish Tarok
DK_SUITS = "HDSC"
DK_RANKS = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]


def dk_deck():
    return [r + s for s in DK_SUITS for r in DK_RANKS] + [f"T{i}" for i in range(1, 22)] + ["JOKER"]


def dk_suit(c):
    if c == "JOKER":
        return None
    return "T" if c[0] == "T" else c[-1]


def dk_strength(c):
    if c[0] == "T":
        return int(c[1:])
    r, s = c[:-1], c[-1]
    court = {"K": 14, "Q": 13, "N": 12, "J": 11}
    if r in court:
        return court[r]
    v = int(r)
    return 11 - v if s in "HD" else v  # red: 1 high .. 10 low; black: 10 high .. 1 low


def dk_declarations(hand):
    items = []
    h = set(hand)
    joker = "JOKER" in h
    ntr = sum(1 for c in h if c[0] == "T") + (1 if joker else 0)
    if ntr >= 10:
        items.append({"kind": "trumps", "count": ntr, "pagat": "T1" in h})
    if joker and "T21" in h and "T1" in h:
        n = 3
        k = 20
        while f"T{k}" in h:
            n += 1
            k -= 1
        items.append({"kind": "matadors", "count": n})
    for s in DK_SUITS:
        courts = [r for r in "KQNJ" if r + s in h]
        if len(courts) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"})
        elif len(courts) == 3 and joker:
            miss = next(r for r in "KQNJ" if r + s not in h)
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
    kings = [s for s in DK_SUITS if "K" + s in h]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if joker else "full"})
    elif len(kings) == 3 and joker:
        items.append(
            {"kind": "kings", "form": "half", "missing": next(s for s in DK_SUITS if s not in kings)}
        )
    return items


def danish_deal(
    rng, n_players, dealer, decl_order=None, decl_fault=None, overrides=None, after=None, need=None
):
    """One Danish deal; returns (deal dict, Deal, info).  need(hands_after_discard) may reject a deal."""
    while True:
        deck = dk_deck()
        rng.shuffle(deck)
        sit = (dealer + 2) % 4 if n_players == 4 else None
        active = [s for s in range(n_players) if s != sit]
        order = rot(active, dealer)
        hands = {s: [] for s in range(n_players)}
        pos = 0
        for s in order[1:] + order[:1]:
            k = 28 if s == dealer else 25
            hands[s] = deck[pos : pos + k]
            pos += k
        pips = [
            c for c in hands[dealer] if c != "JOKER" and c[0] != "T" and c[:-1] not in ("K", "Q", "N", "J")
        ]
        skat = rng.sample(sorted(pips), 3)
        play_hands = {s: [c for c in hands[s] if not (s == dealer and c in skat)] for s in active}
        decls = {s: dk_declarations(play_hands[s]) for s in active}
        if need and not need(decls, active):
            continue
        break
    d = Deal()
    d.add({"type": "discard", "seat": dealer, "cards": skat})
    dorder = decl_order(order) if decl_order else order
    for k, s in enumerate(dorder):
        d.add(
            {"type": "declare", "seat": s, "items": decls[s]},
            decl_fault[1:] if decl_fault and k == decl_fault[0] else None,
        )

    def legal(hand, trick, t):
        non_j = [c for c in hand if c != "JOKER"]
        if not trick:
            opts = non_j
        else:
            led = dk_suit(trick[0][1])
            same = [c for c in non_j if dk_suit(c) == led]
            tr = [c for c in non_j if dk_suit(c) == "T"]
            opts = same or tr or non_j
            if "JOKER" in hand and t != 23:
                opts = opts + ["JOKER"]
        return opts

    def winner(trick, t):
        led = dk_suit(trick[0][1])
        cards = [(s, c) for s, c in trick if c != "JOKER"]
        tr = [(dk_strength(c), s) for s, c in cards if dk_suit(c) == "T"]
        if tr:
            return max(tr)[1]
        return max((dk_strength(c), s) for s, c in cards if dk_suit(c) == led)[1]

    def choose(s, hand, opts, trick, t):
        if "JOKER" in opts and trick:
            return "JOKER"
        pool = [c for c in opts if c != "JOKER"] or opts
        return rng.choice(sorted(pool))

    hs = {s: list(play_hands[s]) for s in active}
    winners = play_tricks(d, hs, active, nxt(active, dealer), 25, legal, winner, choose, overrides, after)
    out_hands = [sorted(hands[s]) if s in active else [] for s in range(n_players)]
    deal = {"dealer": dealer, "hands": out_hands, "talon": [], "events": d.events}
    return deal, d, {"decls": decls, "winners": winners, "skat": skat, "active": active}


def danish_files():
    players3 = ["Agnieszka", "Bartek", "Celina"]
    players4 = ["Agnieszka", "Bartek", "Celina", "Dominik"]

    # D1: seat 1 declares before the dealer (seat 0); a card out of turn in the middle of trick 10
    rng = random.Random(11)
    deal, d, info = danish_deal(
        rng,
        3,
        0,
        decl_order=lambda order: [order[1], order[0], order[2]],
        decl_fault=(0, "declaration_out_of_turn", "seat 1 declares before the dealer (§18 large)"),
        need=lambda decls, active: bool(decls[1]),
        overrides={
            9: (
                lambda L: [L, (L + 2) % 3, (L + 1) % 3],
                1,
                "out_of_turn",
                "second card of trick 10 by the third seat (§18 large)",
            )
        },
    )
    write(
        "d1-danish-declare-before-dealer-and-card-out-of-turn.json",
        doc(
            "danish-tarok",
            players3,
            [deal],
            rules={},
            meta={"audit": "out-of-turn D1", "declarations": {str(k): v for k, v in info["decls"].items()}},
        ),
        [d],
    )

    # D2: trick 7 led by the wrong seat; the table writes the §18 penalty
    rng = random.Random(22)

    def after(t, trick, deal_):
        if t == 6:
            deal_.add({"type": "penalty", "party": trick[0][0], "code": "out_of_turn"})

    deal, d, info = danish_deal(
        rng,
        3,
        2,
        overrides={
            6: (
                lambda L: rot([0, 1, 2], (L + 1) % 3),
                0,
                "out_of_turn",
                "trick 7 led by the seat after the winner of trick 6 (§18 large)",
            )
        },
        after=after,
    )
    write(
        "d2-danish-later-lead-wrong-seat-penalty-written.json",
        doc(
            "danish-tarok",
            players3,
            [deal],
            rules={},
            meta={"audit": "out-of-turn D2", "winners": info["winners"]},
        ),
        [d],
    )

    # D3: clean, four players, two deals: the seat opposite the dealer sits out; the dealer's next
    # active seat leads, declarations go from the dealer
    rng = random.Random(33)
    deal0, d0, info0 = danish_deal(rng, 4, 1)
    deal1, d1, info1 = danish_deal(rng, 4, 2)
    write(
        "d3-danish-four-players-clean.json",
        doc("danish-tarok", players4, [deal0, deal1], rules={}, meta={"audit": "out-of-turn D3 (clean)"}),
        [d0, d1],
    )


# ----------------------------------------------------------------------------------- Galician Tarok
GT_SUITS = "HDSC"


def gt_deck():
    d = []
    for s in GT_SUITS:
        d += ["K" + s, "Q" + s, "N" + s, "J" + s, ("1" if s in "HD" else "10") + s]
    return d + [f"T{i}" for i in range(1, 22)] + ["SKIZ"]


def gt_suit(c):
    return "T" if c[0] == "T" or c == "SKIZ" else c[-1]


def gt_strength(c):
    if c == "SKIZ":
        return 22
    if c[0] == "T":
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def galician_deal(rng, n_players, dealer, bids, declarer, half, overrides=None):
    """bids: list of (seat, bid, fault-or-None) as the table spoke."""
    while True:
        deck = gt_deck()
        rng.shuffle(deck)
        active = [s for s in range(n_players) if not (n_players == 4 and s == dealer)]
        talon = deck[:6]
        hands = {s: [] for s in range(n_players)}
        order = rot(active, nxt(active, dealer) if dealer in active else (dealer + 1) % n_players)
        for k, s in enumerate(order):
            hands[s] = deck[6 + 12 * k : 18 + 12 * k]
        bought = talon[:3] if half == 0 else talon[3:]
        full = hands[declarer] + bought
        cand = [c for c in full if c[0] != "K" and c[0] != "T" and c != "SKIZ"]
        if len(cand) >= 3:
            break
    d = Deal()
    for s, b, f in bids:
        d.add({"type": "bid", "seat": s, "bid": b}, f)
    d.add({"type": "take", "seat": declarer, "cards": bought})
    disc = rng.sample(sorted(cand), 3)
    d.add({"type": "discard", "seat": declarer, "cards": disc})
    for s in rot(active, declarer):
        d.add({"type": "announce", "seat": s, "items": []})
    hs = {s: list(hands[s]) for s in active}
    hs[declarer] = [c for c in full if c not in disc]

    def legal(hand, trick, t):
        if not trick:
            return list(hand)
        led = gt_suit(trick[0][1])
        same = [c for c in hand if gt_suit(c) == led]
        tr = [c for c in hand if gt_suit(c) == "T"]
        return same or tr or list(hand)

    def winner(trick, t):
        led = gt_suit(trick[0][1])
        tr = [(gt_strength(c), s) for s, c in trick if gt_suit(c) == "T"]
        if tr:
            return max(tr)[1]
        return max((gt_strength(c), s) for s, c in trick if gt_suit(c) == led)[1]

    def choose(s, hand, opts, trick, t):
        return rng.choice(sorted(opts))

    forehand = nxt(active, dealer) if dealer in active else order[0]
    winners = play_tricks(d, hs, active, forehand, 12, legal, winner, choose, overrides)
    out = [sorted(hands[s]) if s in active else [] for s in range(n_players)]
    return {"dealer": dealer, "hands": out, "talon": talon, "events": d.events}, d, winners


def galician_files():
    players3 = ["Adam", "Bożena", "Czesław"]
    players4 = ["Adam", "Bożena", "Czesław", "Dorota"]
    # G1: dealer 0; forehand 1 passes, the dealer passes before seat 2 (out of turn), seat 2 bids
    # three and wins; then seat 2 (the player) leads the first trick instead of the forehand
    rng = random.Random(44)
    deal, d, w = galician_deal(
        rng,
        3,
        0,
        [
            (1, "pass", None),
            (0, "pass", ("bid_out_of_turn", "dealer passes before seat 2")),
            (2, "three", None),
        ],
        2,
        0,
        overrides={0: (lambda L: [2, 0, 1], 0, "out_of_turn", "the player leads; forehand (seat 1) was due")},
    )
    write(
        "g1-galician-bid-and-first-lead-out-of-turn.json",
        doc("galician-tarok", players3, [deal], meta={"audit": "out-of-turn G1", "winners": w}),
        [d],
    )
    # G2: clean, four players, the dealer sits out; forehand (dealer's next) bids first and leads
    rng = random.Random(55)
    # (fixed after the run: a "three" buys the first packet, purchase number 1; I first had the
    # player take the second packet, an illegal_take that was my mistake)
    deal0, d0, w0 = galician_deal(rng, 4, 3, [(0, "pass", None), (1, "pass", None), (2, "three", None)], 2, 0)
    deal1, d1, w1 = galician_deal(rng, 4, 0, [(1, "three", None), (2, "pass", None), (3, "pass", None)], 1, 0)
    write(
        "g2-galician-four-players-clean.json",
        doc(
            "galician-tarok",
            players4,
            [deal0, deal1],
            meta={"audit": "out-of-turn G2 (clean)", "winners": [w0, w1]},
        ),
        [d0, d1],
    )


# --------------------------------------------------------------------------------------------- Ulti
U_SUITS = "HDSC"
U_RANKS = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps, high -> low


def u_suit(c):
    return c[-1]


def u_str(c):
    return 8 - U_RANKS.index(c[:-1])


def ulti_deal(rng, dealer, script, declarer, trump="H", overrides=None):
    """script: the auction as the table played it, a list of (seat, action, fault) where action is
    'first' (discard + bid party), 'redparty' (take + discard + bid red party) or 'pass'."""
    deck = [r + s for s in U_SUITS for r in U_RANKS]
    rng.shuffle(deck)
    f = (dealer + 1) % 3
    hands = {}
    pos = 0
    for s in (f, (f + 1) % 3, (f + 2) % 3):
        k = 12 if s == f else 10
        hands[s] = deck[pos : pos + k]
        pos += k
    dealt = {s: sorted(h) for s, h in hands.items()}
    d = Deal()
    hs = {s: list(h) for s, h in hands.items()}
    talon = None
    for s, act, fault in script:
        if act == "first":
            talon = rng.sample(sorted(hs[s]), 2)
            for c in talon:
                hs[s].remove(c)
            d.add({"type": "discard", "seat": s, "cards": talon})
            d.add({"type": "bid", "seat": s, "bid": {"goals": ["party"], "red": False}}, fault)
        elif act == "redparty":
            d.add({"type": "take", "seat": s, "cards": talon}, fault)
            hs[s] += talon
            talon = rng.sample(sorted(hs[s]), 2)
            for c in talon:
                hs[s].remove(c)
            d.add({"type": "discard", "seat": s, "cards": talon})
            d.add({"type": "bid", "seat": s, "bid": {"goals": ["party"], "red": True}})
        else:
            d.add({"type": "bid", "seat": s, "bid": "pass"}, fault)

    def legal(hand, trick, t):
        if not trick:
            return list(hand)
        led = u_suit(trick[0][1])
        same = [c for c in hand if u_suit(c) == led]
        trumps_on = [c for _, c in trick if u_suit(c) == trump]
        if same:
            if trumps_on and led != trump:
                return same
            best = max(u_str(c) for _, c in trick if u_suit(c) == led)
            hi = [c for c in same if u_str(c) > best]
            return hi or same
        mine = [c for c in hand if u_suit(c) == trump]
        if mine:
            if trumps_on:
                best = max(u_str(c) for c in trumps_on)
                hi = [c for c in mine if u_str(c) > best]
                return hi or mine
            return mine
        return list(hand)

    def winner(trick, t):
        led = u_suit(trick[0][1])
        tr = [(u_str(c), s) for s, c in trick if u_suit(c) == trump]
        if tr:
            return max(tr)[1]
        return max((u_str(c), s) for s, c in trick if u_suit(c) == led)[1]

    def choose(s, hand, opts, trick, t):
        return rng.choice(sorted(opts))

    winners = play_tricks(d, hs, [0, 1, 2], declarer, 10, legal, winner, choose, overrides)
    return {"dealer": dealer, "hands": [dealt[0], dealt[1], dealt[2]], "events": d.events}, d, winners


def ulti_files():
    players = ["Anna", "Béla", "Csilla"]
    # U1: dealer 0; forehand 1 bids party, seat 2 red party and wins; forehand leads the first trick
    rng = random.Random(66)
    deal, d, w = ulti_deal(
        rng,
        0,
        [(1, "first", None), (2, "redparty", None), (0, "pass", None), (1, "pass", None), (2, "pass", None)],
        2,
        overrides={
            0: (lambda L: [1, 2, 0], 0, "out_of_turn", "forehand leads; the declarer (seat 2) was due")
        },
    )
    write(
        "u1-ulti-forehand-leads-not-declarer.json",
        doc(
            "ulti",
            players,
            [deal],
            rules={"preset": "standard"},
            meta={"audit": "out-of-turn U1", "winners": w},
        ),
        [d],
    )
    # U2: dealer 1; forehand 2 bids party; the dealer (1) passes before seat 0 (out of turn); seat 0
    # takes the talon and bids red party; three passes follow
    rng = random.Random(77)
    deal, d, w = ulti_deal(
        rng,
        1,
        [
            (2, "first", None),
            (1, "pass", ("bid_out_of_turn", "the dealer passes before seat 0")),
            (0, "redparty", None),
            (1, "pass", None),
            (2, "pass", None),
            (0, "pass", None),
        ],
        0,
    )
    write(
        "u2-ulti-pass-out-of-turn.json",
        doc(
            "ulti",
            players,
            [deal],
            rules={"preset": "standard"},
            meta={"audit": "out-of-turn U2", "winners": w},
        ),
        [d],
    )
    # U3: clean; dealer 2 outbids the forehand and, as declarer, leads the first trick
    rng = random.Random(88)
    deal, d, w = ulti_deal(
        rng,
        2,
        [
            (0, "first", None),
            (1, "pass", None),
            (2, "redparty", None),
            (0, "pass", None),
            (1, "pass", None),
            (2, "pass", None),
        ],
        2,
    )
    write(
        "u3-ulti-dealer-declarer-leads-clean.json",
        doc(
            "ulti",
            players,
            [deal],
            rules={"preset": "standard"},
            meta={"audit": "out-of-turn U3 (clean)", "winners": w},
        ),
        [d],
    )


# ---------------------------------------------------------------------------------------- Tarocchini
TC_SUITS = "SBCD"


def tc_deck():
    d = []
    for s in TC_SUITS:
        ranks = (
            ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
            if s in "SB"
            else ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]
        )
        d += [r + s for r in ranks]
    return d + [f"T{i}" for i in range(21)] + ["MATTO"]


def tc_suit(c):
    if c == "MATTO":
        return None
    return "T" if c[0] == "T" else c[-1]


def tc_strength(c):
    if c[0] == "T":
        n = int(c[1:])
        return 1 if 1 <= n <= 4 else n
    r, s = c[:-1], c[-1]
    court = {"K": 20, "Q": 19, "N": 18, "J": 17}
    if r in court:
        return court[r]
    v = int(r)
    return v if s in "SB" else 11 - v  # long suits 10 high .. 1 low; round suits 1 high .. 10 low


def five_point(c):
    return c in ("T20", "T19", "T0", "MATTO") or c[0] == "K"


def tc_pips(cards):
    return [c for c in cards if c != "MATTO" and c[0] != "T" and c[:-1] not in ("K", "Q", "N", "J")]


def tc_play(rng, d, hs, active, leader, n, overrides=None):
    def legal(hand, trick, t):
        non_m = [c for c in hand if c != "MATTO"]
        if not trick:
            return non_m or list(hand)
        led = tc_suit(trick[0][1])
        same = [c for c in non_m if tc_suit(c) == led]
        tr = [c for c in non_m if tc_suit(c) == "T"]
        opts = same or tr or non_m
        if "MATTO" in hand:
            opts = opts + ["MATTO"]
        return opts

    def winner(trick, t):
        led = tc_suit(trick[0][1])
        cards = [(s, c) for s, c in trick if c != "MATTO"]
        tr = [(tc_strength(c), i, s) for i, (s, c) in enumerate(cards) if tc_suit(c) == "T"]
        if tr:
            return max(tr)[2]  # equal Moretti: the later one (higher i) wins
        return max((tc_strength(c), s) for s, c in cards if tc_suit(c) == led)[1]

    def choose(s, hand, opts, trick, t):
        if "MATTO" in opts and trick:
            return "MATTO"
        return rng.choice(sorted(c for c in opts if c != "MATTO") or opts)

    return play_tricks(d, hs, active, leader, n, legal, winner, choose, overrides)


def ottocento_deal(rng, dealer, overrides=None):
    deck = tc_deck()
    rng.shuffle(deck)
    active = [0, 1, 2, 3]
    hands = {}
    order = rot(active, (dealer + 1) % 4)
    for k, s in enumerate(order):
        hands[s] = deck[15 * k : 15 * k + 15]
    hands[dealer] = hands[dealer] + deck[60:62]
    d = Deal()
    disc = rng.sample(sorted(tc_pips(hands[dealer])), 2)
    d.add({"type": "discard", "seat": dealer, "cards": disc})
    for s in order:
        d.add({"type": "declare", "seat": s, "items": []})
    hs = {s: [c for c in hands[s] if c not in disc] for s in active}
    w = tc_play(rng, d, hs, active, (dealer + 1) % 4, 15, overrides)
    return {"dealer": dealer, "hands": [sorted(hands[s]) for s in range(4)], "events": d.events}, d, w


def terziglio_deal(rng, dealer, bids, declarer, contract, overrides=None):
    deck = tc_deck()
    rng.shuffle(deck)
    active = [0, 1, 2]
    order = rot(active, (dealer + 1) % 3)
    hands = {s: deck[18 * k : 18 * k + 18] for k, s in enumerate(order)}
    talon = deck[54:62]
    d = Deal()
    for s, b, f in bids:
        d.add({"type": "bid", "seat": s, "bid": b}, f)
    hs = {s: list(hands[s]) for s in active}
    if contract == "gioco":
        take = talon[:3]
        d.add({"type": "take", "seat": declarer, "cards": take})
        hs[declarer] += take
        disc = rng.sample(sorted(tc_pips(hs[declarer])), 3)
        d.add({"type": "discard", "seat": declarer, "cards": disc})
        for c in disc:
            hs[declarer].remove(c)
    for s in order:
        d.add({"type": "declare", "seat": s, "items": []})
    w = tc_play(rng, d, hs, active, (dealer + 1) % 3, 18, overrides)
    return (
        {"dealer": dealer, "hands": [sorted(hands[s]) for s in range(3)], "talon": talon, "events": d.events},
        d,
        w,
    )


def tarocchini_files():
    p4 = ["Anna", "Bruno", "Carla", "Dario"]
    p3 = ["Elena", "Franco", "Giulia"]
    # O1: deal 0 (dealer 0): trick 5 led by the partner of the seat that won trick 4;
    # deal 1: seat 2 deals although seat 1 was due (and the deal is played from seat 2's deal)
    rng = random.Random(99)
    deal0, d0, w0 = ottocento_deal(
        rng,
        0,
        overrides={
            4: (
                lambda L: rot([0, 1, 2, 3], (L + 2) % 4),
                0,
                "out_of_turn",
                "trick 5 led by the winner's partner",
            )
        },
    )
    deal1, d1, w1 = ottocento_deal(rng, 2)
    d1.faults.append((-1, "wrong_dealer", "seat 2 deals; seat 1 was due"))
    write(
        "o1-ottocento-later-lead-and-wrong-dealer.json",
        doc(
            "tarocchini-ottocento", p4, [deal0, deal1], meta={"audit": "out-of-turn O1", "winners": [w0, w1]}
        ),
        [d0, d1],
    )
    # O2: clean; two deals, dealer 3 then 0: the eldest (dealer's next, seat 0 then 1) leads
    rng = random.Random(111)
    deal0, d0, w0 = ottocento_deal(rng, 3)
    deal1, d1, w1 = ottocento_deal(rng, 0)
    write(
        "o2-ottocento-clean.json",
        doc(
            "tarocchini-ottocento",
            p4,
            [deal0, deal1],
            meta={"audit": "out-of-turn O2 (clean)", "winners": [w0, w1]},
        ),
        [d0, d1],
    )
    # T1: deal 0 (dealer 0): card out of turn in the middle of trick 6; deal 1 (dealer 1): the
    # dealer bids first (the eldest, seat 2, was due), then the auction goes round from him
    rng = random.Random(122)
    deal0, d0, w0 = terziglio_deal(
        rng,
        0,
        [(1, "pass", None), (2, "gioco", None), (0, "pass", None)],
        2,
        "gioco",
        overrides={
            5: (
                lambda L: [L, (L + 2) % 3, (L + 1) % 3],
                1,
                "out_of_turn",
                "second card of trick 6 by the third seat",
            )
        },
    )
    deal1, d1, w1 = terziglio_deal(
        rng,
        1,
        [
            (1, "pass", ("bid_out_of_turn", "the dealer bids first; the eldest (seat 2) was due")),
            (2, "gioco", None),
            (0, "pass", None),
        ],
        2,
        "gioco",
    )
    write(
        "t1-terziglio-card-and-first-bid-out-of-turn.json",
        doc(
            "tarocchini-terziglio", p3, [deal0, deal1], meta={"audit": "out-of-turn T1", "winners": [w0, w1]}
        ),
        [d0, d1],
    )
    # T2: clean; deal 0 the dealer (seat 2) declares gioco and the eldest (seat 0) leads;
    # deal 1 (dealer 0) seat 2 plays solo and the eldest (seat 1) leads
    rng = random.Random(133)
    deal0, d0, w0 = terziglio_deal(
        rng, 2, [(0, "pass", None), (1, "pass", None), (2, "gioco", None)], 2, "gioco"
    )
    deal1, d1, w1 = terziglio_deal(
        rng, 0, [(1, "pass", None), (2, "solo", None), (0, "pass", None)], 2, "solo"
    )
    write(
        "t2-terziglio-clean.json",
        doc(
            "tarocchini-terziglio",
            p3,
            [deal0, deal1],
            meta={"audit": "out-of-turn T2 (clean)", "winners": [w0, w1]},
        ),
        [d0, d1],
    )


if __name__ == "__main__":
    rage_files()
    danish_files()
    galician_files()
    ulti_files()
    tarocchini_files()
    for name, fs in sorted(FAULTS.items()):
        print(name, fs)
