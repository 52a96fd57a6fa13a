"""Blind generator for the audit round real-faults-near-slips.

Real rule faults that look like recording slips (and must still be reported as faults), written
from the rule sources only (no import from validator). Run from anywhere:

    python _gen.py [seed]

Writes NN-*.json beside this file and prints each file's planted faults (deal, event, code).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).parent
EXPECT: dict[str, list] = {}


def write(name, doc, expected):
    (OUT / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
    EXPECT[name] = expected


# --------------------------------------------------------------------------------------------------
# generic trick play
# --------------------------------------------------------------------------------------------------


def play_deal(hands, leader, ntricks, legal, winner, rng, hook=None, seats=None):
    """Play ntricks tricks. hands: dict seat -> list (mutated). seats: active seats in order of play.

    hook(t, pos, seat, trick, hands, due_leader) may return a dict:
      {"leader": s}  (at pos 0 only) lead from seat s instead of the due leader
      {"card": c, "fake": True}  play c without taking it from the hand (a card not held)
      {"card": c}  play c (taken from the hand) even if not legal
    Returns (plays, winners, tricks) where plays is a list of (seat, card).
    """
    seats = seats or sorted(hands)
    n = len(seats)
    plays, winners, tricks = [], [], []
    for t in range(ntricks):
        due = leader
        start = leader
        if hook:
            h = hook(t, -1, None, [], hands, due)
            if h and "leader" in h:
                start = h["leader"]
        i0 = seats.index(start)
        order = [seats[(i0 + k) % n] for k in range(n)]
        trick = []
        for pos, s in enumerate(order):
            h = hook(t, pos, s, trick, hands, due) if hook else None
            if h and "card" in h:
                c = h["card"]
                if not h.get("fake"):
                    hands[s].remove(c)
            else:
                opts = legal(hands[s], trick)
                c = rng.choice(sorted(opts))
                hands[s].remove(c)
            trick.append((s, c))
            plays.append((s, c))
        assert trick[0][1] not in ("JOKER", "MATTO"), "special card led"
        w = winner(trick)
        winners.append(w)
        tricks.append(trick)
        leader = w
    return plays, winners, tricks


def pevents(plays):
    return [{"type": "play", "seat": s, "card": c} for s, c in plays]


# --------------------------------------------------------------------------------------------------
# Rage (Czech source): follow the colour of the first card; trump = the colour turned from the stock
# --------------------------------------------------------------------------------------------------

RAGE_COLS = "RBGYPO"
RAGE_COLOUR = [f"{c}{v}" for c in RAGE_COLS for v in range(16)]
RAGE_ACTION = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3


def rage_col(c):
    return c[0]


def rage_val(c):
    return int(c[1:])


def rage_legal(hand, trick):
    if not trick:
        return list(hand)
    led = rage_col(trick[0][1])
    same = [c for c in hand if rage_col(c) == led]
    return same or list(hand)


def rage_winner_f(trump):
    def w(trick):
        led = rage_col(trick[0][1])
        tr = [(rage_val(c), s) for s, c in trick if rage_col(c) == trump]
        if tr:
            return max(tr)[1]
        return max((rage_val(c), s) for s, c in trick if rage_col(c) == led)[1]

    return w


def rage_deal(rng, ncards=5, nplayers=4):
    """Colour cards only in the hands; the stock's top card a colour card (no action card in play)."""
    colour = RAGE_COLOUR[:]
    rng.shuffle(colour)
    hands = {s: colour[s * ncards : (s + 1) * ncards] for s in range(nplayers)}
    rest = colour[nplayers * ncards :]
    top = rest[0]
    others = rest[1:] + RAGE_ACTION
    rng.shuffle(others)
    stock = [top] + others
    return hands, stock


def rage_doc(hands, stock, dealer, events, start_round):
    n = len(hands)
    return {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": {},
        "players": ["Anička", "Bohouš", "Katka", "Dalibor"][:n],
        "start": {"round": start_round},
        "meta": {"audit": "real-faults-near-slips"},
        "deals": [
            {
                "dealer": dealer,
                "hands": [sorted(hands[s], key=RAGE_COLOUR.index) for s in range(n)],
                "talon": stock,
                "events": events,
            }
        ],
    }


def rage_bids(rng, dealer, n, ncards):
    return [{"type": "bid", "seat": (dealer + 1 + k) % n, "bid": rng.randint(0, 2)} for k in range(n)]


def gen_rage_oot_lead(seed):
    """A real lead out of turn: in trick 3 the seat after the due leader leads his own card and the
    others follow on from him in order (the due leader last). One out_of_turn, nothing else."""
    for k in range(1000):
        rng = random.Random(seed * 1000 + k)
        hands, stock = rage_deal(rng)
        dealt = {s: list(h) for s, h in hands.items()}
        trump = stock[0][0]
        info = {}

        def hook(t, pos, s, trick, hands, due, info=info):
            if t == 2 and pos == -1:
                info["due"] = due
                return {"leader": (due + 1) % 4}
            return None

        plays, winners, _ = play_deal(hands, 1, 5, rage_legal, rage_winner_f(trump), rng, hook)
        bids = rage_bids(rng, 0, 4, 5)
        events = bids + pevents(plays)
        idx = 4 + 2 * 4
        doc = rage_doc(dealt, stock, 0, events, 6)
        return doc, [(0, idx, "out_of_turn")], info


def gen_rage_card_from_stock(seed):
    """In trick 4 a follower, in his own turn, plays a card of the colour led that lies in the stock
    (no seat holds it). One card_not_in_hand; the last trick is legal for the cards he really held."""
    for k in range(1000):
        rng = random.Random(seed * 1000 + 17 + k)
        hands, stock = rage_deal(rng)
        dealt = {s: list(h) for s, h in hands.items()}
        trump = stock[0][0]
        info = {}

        def hook(t, pos, s, trick, hands, due, info=info, stock=stock):
            if t == 3 and pos == 2:
                led = rage_col(trick[0][1])
                cands = [c for c in stock[5:] if c in RAGE_COLOUR and rage_col(c) == led]
                c = cands[0]
                info["card"] = c
                info["seat"] = s
                return {"card": c, "fake": True}
            return None

        plays, winners, _ = play_deal(hands, 1, 5, rage_legal, rage_winner_f(trump), rng, hook)
        bids = rage_bids(rng, 0, 4, 5)
        events = bids + pevents(plays)
        idx = 4 + 3 * 4 + 2
        info["left_in_hand"] = hands[info["seat"]]
        doc = rage_doc(dealt, stock, 0, events, 6)
        return doc, [(0, idx, "card_not_in_hand")], info


def gen_rage_repeated_bid(seed):
    """Every seat bids once in its turn, then seat 2 bids again (another number) before the first
    card. One repeated_bid."""
    rng = random.Random(seed * 1000 + 33)
    hands, stock = rage_deal(rng)
    dealt = {s: list(h) for s, h in hands.items()}
    trump = stock[0][0]
    plays, winners, _ = play_deal(hands, 1, 5, rage_legal, rage_winner_f(trump), rng)
    bids = [{"type": "bid", "seat": s, "bid": b} for s, b in [(1, 1), (2, 0), (3, 2), (0, 1)]]
    bids.append({"type": "bid", "seat": 2, "bid": 2})
    events = bids + pevents(plays)
    return rage_doc(dealt, stock, 0, events, 6), [(0, 4, "repeated_bid")], {}


# --------------------------------------------------------------------------------------------------
# Danish Tarok (Polish source)
# --------------------------------------------------------------------------------------------------

DK_SUITS = "HDSC"
DK_RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
DK_BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
DK_DECK = (
    [r + s for s in "HD" for r in DK_RED]
    + [r + s for s in "SC" for r in DK_BLACK]
    + [f"T{i}" for i in range(1, 22)]
    + ["JOKER"]
)


def dk_suit(c):
    if c == "JOKER":
        return "J"
    return "T" if c[0] == "T" else c[-1]


def dk_rank(c):
    """higher is better within its suit"""
    if c[0] == "T":
        return int(c[1:])
    s = c[-1]
    order = DK_RED if s in "HD" else DK_BLACK
    return 100 - order.index(c[:-1])


def dk_legal(hand, trick):
    opts = [c for c in hand if c != "JOKER"]
    if not trick:
        return opts or list(hand)
    led = dk_suit(trick[0][1])
    same = [c for c in opts if dk_suit(c) == led]
    if same:
        return same
    tr = [c for c in opts if dk_suit(c) == "T"]
    return tr or opts or list(hand)


def dk_winner(trick):
    led = dk_suit(trick[0][1])
    tr = [(dk_rank(c), s) for s, c in trick if dk_suit(c) == "T"]
    if tr:
        return max(tr)[1]
    return max((dk_rank(c), s) for s, c in trick if dk_suit(c) == led)[1]


def dk_declarations(hand):
    h = set(hand)
    out = []
    ntr = sum(1 for c in h if c[0] == "T") + ("JOKER" in h)
    if ntr >= 10:
        out.append("trumps")
    if {"JOKER", "T21", "T1"} <= h:
        out.append("matadors")
    for s in DK_SUITS:
        courts = sum(1 for r in "KQNJ" if r + s in h)
        if courts == 4 or (courts == 3 and "JOKER" in h):
            out.append("cavalry")
    kings = sum(1 for s in DK_SUITS if "K" + s in h)
    if kings == 4 or (kings == 3 and "JOKER" in h):
        out.append("kings")
    return out


def dk_deal(rng, want=None):
    """3 players, dealer 0: 28 cards to the dealer, 25 to the others; no declaration anywhere."""
    while True:
        d = DK_DECK[:]
        rng.shuffle(d)
        hands = {0: d[:28], 1: d[28:53], 2: d[53:78]}
        if any(dk_declarations(h) for h in hands.values()):
            continue
        if not any(c[0] == "T" for h in hands.values() for c in h):
            continue
        # no seat without trumps (no redeal question)
        if any(not any(c[0] == "T" for c in h) for h in hands.values()):
            continue
        pips = [c for c in hands[0] if c[0] not in "KQNJT"]
        if len(pips) < 3:
            continue
        skat = pips[:3]
        return hands, skat


def dk_joker_hook_factory(extra=None):
    """Holder of the Joker plays it as a follower at his first chance (never leads it)."""

    def hook(t, pos, s, trick, hands, due):
        if extra:
            r = extra(t, pos, s, trick, hands, due)
            if r is not None:
                return r
        if pos > 0 and s is not None and "JOKER" in hands[s] and t < 20:
            return {"card": "JOKER"}
        return None

    return hook


def dk_doc(dealt, events, dealer=0):
    return {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {},
        "players": ["Agnieszka", "Bartek", "Celina"],
        "meta": {"audit": "real-faults-near-slips"},
        "deals": [
            {
                "dealer": dealer,
                "hands": [sorted(dealt[s], key=DK_DECK.index) for s in range(3)],
                "events": events,
            }
        ],
    }


def dk_head(skat, decl=None):
    ev = [{"type": "discard", "seat": 0, "cards": skat}]
    for s in (0, 1, 2):
        items = (decl or {}).get(s, [])
        ev.append({"type": "declare", "seat": s, "items": items})
    return ev


def gen_dk_false_declaration(seed):
    """Celina (seat 2) declares 10 trumps without the Pagat, holding fewer; no seat holds 10 trumps
    (no seat has any declaration at all). One false declaration (irreparable, §18)."""
    rng = random.Random(seed * 1000 + 41)
    hands, skat = dk_deal(rng)
    dealt = {s: list(h) for s, h in hands.items()}
    for c in skat:
        hands[0].remove(c)
    plays, w, _ = play_deal(hands, 1, 25, dk_legal, dk_winner, rng, dk_joker_hook_factory())
    decl = {2: [{"kind": "trumps", "count": 10, "pagat": False}]}
    ntr = sum(1 for c in dealt[2] if c[0] == "T") + ("JOKER" in dealt[2])
    events = dk_head(skat, decl) + pevents(plays)
    return dk_doc(dealt, events), [(0, 3, "false_declaration")], {"seat2_trumps": ntr}


def gen_dk_oot_lead(seed):
    """Trick 6: the seat after the due leader leads his own card, the third seat and the due leader
    follow on from him. One out_of_turn (§18 large)."""
    rng = random.Random(seed * 1000 + 42)
    hands, skat = dk_deal(rng)
    dealt = {s: list(h) for s, h in hands.items()}
    for c in skat:
        hands[0].remove(c)
    info = {}

    def extra(t, pos, s, trick, hands, due):
        if t == 5 and pos == -1:
            info["due"] = due
            return {"leader": (due + 1) % 3}
        return None

    plays, w, _ = play_deal(hands, 1, 25, dk_legal, dk_winner, rng, dk_joker_hook_factory(extra))
    events = dk_head(skat) + pevents(plays)
    idx = 4 + 5 * 3
    return dk_doc(dealt, events), [(0, idx, "out_of_turn")], info


def gen_dk_revoke(seed):
    """A seat void in the suit led, holding trumps, throws a card of another suit. One revoke."""
    for k in range(2000):
        rng = random.Random(seed * 1000 + 43 + k * 7)
        hands, skat = dk_deal(rng)
        dealt = {s: list(h) for s, h in hands.items()}
        for c in skat:
            hands[0].remove(c)
        info = {}

        def extra(t, pos, s, trick, hands, due, info=info):
            if info or pos <= 0 or t < 4 or t > 18:
                return None
            led = dk_suit(trick[0][1])
            h = hands[s]
            if led in DK_SUITS and not any(dk_suit(c) == led for c in h):
                tr = [c for c in h if dk_suit(c) == "T"]
                other = [c for c in h if dk_suit(c) in DK_SUITS]
                if tr and other:
                    info.update(trick=t, pos=pos, seat=s, card=other[0], led=led, trumps=tr)
                    return {"card": other[0]}
            return None

        plays, w, tricks = play_deal(hands, 1, 25, dk_legal, dk_winner, rng, dk_joker_hook_factory(extra))
        if not info:
            continue
        events = dk_head(skat) + pevents(plays)
        idx = 4 + info["trick"] * 3 + info["pos"]
        return dk_doc(dealt, events), [(0, idx, "revoke")], info


# --------------------------------------------------------------------------------------------------
# Galician Tarok (Polish source, Szczepański)
# --------------------------------------------------------------------------------------------------

GT_DECK = (
    [r + s for s in "HD" for r in ["K", "Q", "N", "J", "1"]]
    + [r + s for s in "SC" for r in ["K", "Q", "N", "J", "10"]]
    + [f"T{i}" for i in range(1, 22)]
    + ["SKIZ"]
)


def gt_suit(c):
    return "T" if (c[0] == "T" or c == "SKIZ") else c[-1]


def gt_rank(c):
    if c == "SKIZ":
        return 22
    if c[0] == "T":
        return int(c[1:])
    return 10 - ["K", "Q", "N", "J", "1", "10"].index(c[:-1])


def gt_legal(hand, trick):
    if not trick:
        return list(hand)
    led = gt_suit(trick[0][1])
    same = [c for c in hand if gt_suit(c) == led]
    if same:
        return same
    tr = [c for c in hand if gt_suit(c) == "T"]
    return tr or list(hand)


def gt_winner(trick):
    led = gt_suit(trick[0][1])
    tr = [(gt_rank(c), s) for s, c in trick if gt_suit(c) == "T"]
    if tr:
        return max(tr)[1]
    return max((gt_rank(c), s) for s, c in trick if gt_suit(c) == led)[1]


def gt_setup(rng):
    """Dealer 1, forehand 2 (order 2, 0, 1). Forehand bids three, takes the first packet of three,
    lays away three suit cards that are not kings."""
    while True:
        d = GT_DECK[:]
        rng.shuffle(d)
        talon = d[:6]
        hands = {2: d[6:18], 0: d[18:30], 1: d[30:42]}
        full = hands[2] + talon[:3]
        disc = [c for c in full if gt_suit(c) != "T" and c[0] != "K"][:3]
        if len(disc) < 3:
            continue
        return hands, talon, disc


def gt_doc(dealt, talon, events):
    return {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "players": ["Adam", "Bożena", "Czesław"],
        "meta": {"audit": "real-faults-near-slips"},
        "deals": [
            {
                "dealer": 1,
                "hands": [dealt[0], dealt[1], dealt[2]],
                "talon": talon,
                "events": events,
            }
        ],
    }


def gt_after_auction(talon, disc):
    return [
        {"type": "take", "seat": 2, "cards": talon[:3]},
        {"type": "discard", "seat": 2, "cards": disc},
        {"type": "announce", "seat": 2, "items": []},
        {"type": "announce", "seat": 0, "items": []},
        {"type": "announce", "seat": 1, "items": []},
    ]


def gen_gt_bid_oot(seed):
    """Seat 0 says pass before the forehand (seat 2) speaks; then the forehand bids three and seats
    0 and 1 pass in their turns. One bid out of turn (event 0)."""
    rng = random.Random(seed * 1000 + 51)
    hands, talon, disc = gt_setup(rng)
    dealt = {s: list(h) for s, h in hands.items()}
    hands[2] = [c for c in hands[2] + talon[:3] if c not in disc]
    plays, w, _ = play_deal(hands, 2, 12, gt_legal, gt_winner, rng, seats=[0, 1, 2])
    auction = [
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "bid", "seat": 2, "bid": "three"},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "bid", "seat": 1, "bid": "pass"},
    ]
    events = auction + gt_after_auction(talon, disc) + pevents(plays)
    return gt_doc(dealt, talon, events), [(0, 0, "bid_out_of_turn")], {}


def gen_gt_renonce(seed):
    """A helper who holds the suit led trumps it (§23: renonce). One revoke; the helpers lose."""
    for k in range(2000):
        rng = random.Random(seed * 1000 + 52 + k * 11)
        hands, talon, disc = gt_setup(rng)
        dealt = {s: list(h) for s, h in hands.items()}
        hands[2] = [c for c in hands[2] + talon[:3] if c not in disc]
        info = {}

        def hook(t, pos, s, trick, hands, due, info=info):
            if info or pos <= 0 or s == 2 or t < 2:
                return None
            led = gt_suit(trick[0][1])
            h = hands[s]
            if led != "T" and any(gt_suit(c) == led for c in h):
                tr = [c for c in h if gt_suit(c) == "T"]
                if tr:
                    info.update(
                        trick=t,
                        pos=pos,
                        seat=s,
                        card=tr[0],
                        led=led,
                        held=[c for c in h if gt_suit(c) == led],
                    )
                    return {"card": tr[0]}
            return None

        plays, w, _ = play_deal(hands, 2, 12, gt_legal, gt_winner, rng, hook, seats=[0, 1, 2])
        if not info:
            continue
        auction = [
            {"type": "bid", "seat": 2, "bid": "three"},
            {"type": "bid", "seat": 0, "bid": "pass"},
            {"type": "bid", "seat": 1, "bid": "pass"},
        ]
        events = auction + gt_after_auction(talon, disc) + pevents(plays)
        idx = len(auction) + 5 + info["trick"] * 3 + info["pos"]
        return gt_doc(dealt, talon, events), [(0, idx, "revoke")], info


# --------------------------------------------------------------------------------------------------
# Ulti (Japanese source)
# --------------------------------------------------------------------------------------------------

UL_SUITS = "HDSC"
UL_TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]
UL_DECK = [r + s for s in UL_SUITS for r in ["A", "K", "Q", "J", "10", "9", "8", "7"]]


def ul_suit(c):
    return c[-1]


def ul_rank(c):
    return 10 - UL_TRUMP_ORDER.index(c[:-1])


def ul_pts(c):
    return 10 if c[:-1] in ("A", "10") else 0


def ul_beats(a, b, led, trump):
    """does card a beat card b (b currently winning)?"""
    if ul_suit(a) == ul_suit(b):
        return ul_rank(a) > ul_rank(b)
    return ul_suit(a) == trump


def ul_current(trick, trump):
    led = ul_suit(trick[0][1])
    best = trick[0][1]
    for _, c in trick[1:]:
        if ul_beats(c, best, led, trump):
            best = c
    return best


def ul_legal_f(trump):
    def legal(hand, trick):
        if not trick:
            return list(hand)
        led = ul_suit(trick[0][1])
        best = ul_current(trick, trump)
        same = [c for c in hand if ul_suit(c) == led]
        pool = same or [c for c in hand if ul_suit(c) == trump] or list(hand)
        if same or ul_suit(pool[0]) == trump:
            beat = [c for c in pool if ul_beats(c, best, led, trump)]
            return beat or pool
        return pool

    return legal


def ul_winner_f(trump):
    def w(trick):
        best = ul_current(trick, trump)
        return [s for s, c in trick if c == best][0]

    return w


def ul_deal(rng, dealer):
    d = UL_DECK[:]
    rng.shuffle(d)
    first = (dealer + 1) % 3
    hands = {first: d[:12], (first + 1) % 3: d[12:22], (first + 2) % 3: d[22:32]}
    return hands


def ul_party(rng, dealer, hook_maker=None, want_win=None, check=None):
    """The first bidder (dealer+1) lays away two cards (no Ace or Ten), bids a party in his longest
    suit other than hearts, the others pass, he passes; every seat declares nothing."""
    for _k in range(5000):
        hands = ul_deal(rng, dealer)
        dealt = {s: list(h) for s, h in hands.items()}
        decl = (dealer + 1) % 3
        h = hands[decl]
        counts = {s: sum(1 for c in h if ul_suit(c) == s) for s in "DSC"}
        trump = max(sorted(counts), key=lambda s: counts[s])
        disc = [c for c in sorted(h, key=ul_rank) if ul_suit(c) != trump and ul_pts(c) == 0][:2]
        if len(disc) < 2:
            continue
        for c in disc:
            h.remove(c)
        info = {}
        hook = hook_maker(info, trump, decl) if hook_maker else None
        plays, winners, tricks = play_deal(hands, decl, 10, ul_legal_f(trump), ul_winner_f(trump), rng, hook)
        if hook_maker and not info.get("done"):
            continue
        pts = {s: 0 for s in range(3)}
        ntr = {s: 0 for s in range(3)}
        for tr, w in zip(tricks, winners, strict=True):
            pts[w] += sum(ul_pts(c) for _, c in tr)
            ntr[w] += 1
        pts[winners[-1]] += 10
        dpts = pts[decl]
        opts = sum(pts[s] for s in range(3) if s != decl) + sum(ul_pts(c) for c in disc)
        if dpts == opts:
            continue
        won = dpts > opts and ntr[decl] >= 1
        if ntr[decl] == 10 or any(n == 10 for n in ntr.values()):
            continue
        last = tricks[-1]
        if any(c == "7" + trump for _, c in last):
            continue  # no silent ulti question
        if want_win is not None and won != want_win:
            continue
        if check and not check(dealt, trump, decl, info):
            continue
        return dict(
            dealt=dealt,
            trump=trump,
            decl=decl,
            disc=disc,
            plays=plays,
            won=won,
            dpts=dpts,
            opts=opts,
            info=info,
            winners=winners,
        )
    raise RuntimeError("no deal")


def ul_events(r, dealer, declare_items=None):
    decl = r["decl"]
    o = [decl, (decl + 1) % 3, (decl + 2) % 3]
    ev = [
        {"type": "discard", "seat": decl, "cards": r["disc"]},
        {"type": "bid", "seat": decl, "bid": {"goals": ["party"], "red": False}},
        {"type": "bid", "seat": o[1], "bid": "pass"},
        {"type": "bid", "seat": o[2], "bid": "pass"},
        {"type": "bid", "seat": decl, "bid": "pass"},
        {"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": r["trump"]}]},
    ]
    for s in o:
        ev.append({"type": "declare", "seat": s, "items": (declare_items or {}).get(s, [])})
    ev += pevents(r["plays"])
    return ev


def ul_payments(r):
    decl = r["decl"]
    out = []
    for s in range(3):
        if s == decl:
            continue
        if r["won"]:
            out.append({"type": "payment", "from": s, "to": decl, "amount": 1, "reason": "party"})
        else:
            out.append({"type": "payment", "from": decl, "to": s, "amount": 1, "reason": "party"})
    return out


def ul_doc(deals):
    return {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "standard"},
        "players": ["Anna", "Béla", "Csilla"],
        "meta": {"audit": "real-faults-near-slips"},
        "deals": deals,
    }


def ul_deal_json(r, dealer, events):
    return {"dealer": dealer, "hands": [r["dealt"][s] for s in range(3)], "events": events}


def gen_ul_false_marriage(seed):
    """Csilla (seat 2, a defender) says 40 with her first card; no seat holds the trump King and
    Queen together, and she holds no King-Queen pair at all. One false declaration."""
    rng = random.Random(seed * 1000 + 61)

    def check(dealt, trump, decl, info):
        for s in range(3):
            h = set(dealt[s])
            if "K" + trump in h and "Q" + trump in h:
                return False
        h2 = set(dealt[2])
        return not any("K" + s in h2 and "Q" + s in h2 for s in UL_SUITS)

    r = ul_party(rng, 0, check=check)
    ev = ul_events(r, 0, {2: [{"kind": "marriage", "points": 40}]})
    idx = [i for i, e in enumerate(ev) if e["type"] == "declare" and e["seat"] == 2][0]
    return ul_doc([ul_deal_json(r, 0, ev)]), [(0, idx, "false_declaration")], {"trump": r["trump"]}


def gen_ul_revoke(seed):
    """A defender holding the suit led throws a trump (or another suit) instead. One revoke."""
    rng = random.Random(seed * 1000 + 62)

    def maker(info, trump, decl):
        def hook(t, pos, s, trick, hands, due, info=info):
            if info.get("done") or pos <= 0 or s == decl or t < 2:
                return None
            led = ul_suit(trick[0][1])
            h = hands[s]
            same = [c for c in h if ul_suit(c) == led]
            other = [c for c in h if ul_suit(c) != led]
            if same and other:
                info.update(done=True, trick=t, pos=pos, seat=s, card=other[0], held=same)
                return {"card": other[0]}
            return None

        return hook

    r = ul_party(rng, 0, hook_maker=maker)
    ev = ul_events(r, 0)
    first = [i for i, e in enumerate(ev) if e["type"] == "play"][0]
    idx = first + r["info"]["trick"] * 3 + r["info"]["pos"]
    info = dict(r["info"])
    info.pop("done")
    return ul_doc([ul_deal_json(r, 0, ev)]), [(0, idx, "revoke")], info


def gen_ul_payments(seed):
    """Two deals, both party games the declarer wins. Deal 0 leaves out Csilla's (seat 2) party
    payment of 1 to Béla; deal 1 (Csilla declares) writes, beside its own lines, a payment from
    Csilla to Béla of 2 for party, which no rule gives in deal 1 (not the same payment: amount 2).
    Expected: deal 0 missing_payment, deal 1 unexpected_payment."""
    rng = random.Random(seed * 1000 + 63)
    r0 = ul_party(rng, 0, want_win=True)
    r1 = ul_party(rng, 1, want_win=True)
    ev0 = ul_events(r0, 0) + [p for p in ul_payments(r0) if p["from"] != 2]
    ev1 = ul_events(r1, 1) + ul_payments(r1)
    ev1.append({"type": "payment", "from": 2, "to": 1, "amount": 2, "reason": "party"})
    doc = ul_doc([ul_deal_json(r0, 0, ev0), ul_deal_json(r1, 1, ev1)])
    info = {
        "deal0": (r0["decl"], r0["trump"], r0["dpts"], r0["opts"]),
        "deal1": (r1["decl"], r1["trump"], r1["dpts"], r1["opts"]),
    }
    return doc, [(0, None, "missing_payment"), (1, len(ev1) - 1, "unexpected_payment")], info


# --------------------------------------------------------------------------------------------------
# Tarocchini (Russian source)
# --------------------------------------------------------------------------------------------------

TC_LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
TC_ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]
TC_DECK = (
    [r + s for s in "SB" for r in TC_LONG]
    + [r + s for s in "CD" for r in TC_ROUND]
    + [f"T{i}" for i in range(21)]
    + ["MATTO"]
)
TC_FIVE = {"KS", "KB", "KC", "KD", "T20", "T19", "T0", "MATTO"}


def tc_suit(c):
    if c == "MATTO":
        return "M"
    return "T" if c[0] == "T" else c[-1]


def tc_rank(c):
    if c[0] == "T":
        n = int(c[1:])
        return 1 if 1 <= n <= 4 else n
    order = TC_LONG if c[-1] in "SB" else TC_ROUND
    return 100 - order.index(c[:-1])


def tc_legal(hand, trick):
    opts = [c for c in hand if c != "MATTO"]
    if not trick:
        return opts or list(hand)
    lead = [c for _, c in trick if c != "MATTO"]
    if not lead:
        return opts or list(hand)
    led = tc_suit(lead[0])
    same = [c for c in opts if tc_suit(c) == led]
    if same:
        return same
    tr = [c for c in opts if tc_suit(c) == "T"]
    return tr or opts or list(hand)


def tc_winner(trick):
    real = [(s, c) for s, c in trick if c != "MATTO"]
    led = tc_suit(real[0][1])
    best = None
    for i, (s, c) in enumerate(real):
        if tc_suit(c) == "T":
            key = (2, tc_rank(c), i)  # Moretti equal: the last played is highest (later i wins ties)
        elif tc_suit(c) == led:
            key = (1, tc_rank(c), 0)
        else:
            continue
        if best is None or key > best[0]:
            best = (key, s)
    return best[1]


def tc_matto_hook(extra=None, last=None):
    def hook(t, pos, s, trick, hands, due):
        if extra:
            r = extra(t, pos, s, trick, hands, due)
            if r is not None:
                return r
        if pos > 0 and s is not None and "MATTO" in hands[s] and t < (last or 10):
            return {"card": "MATTO"}
        return None

    return hook


def oc_setup(rng, check=None):
    """Ottocento: dealer 3; 15 cards to seats 0-2, 17 to the dealer, who lays away two cards that
    are not worth 5."""
    while True:
        d = TC_DECK[:]
        rng.shuffle(d)
        hands = {0: d[:15], 1: d[15:30], 2: d[30:45], 3: d[45:62]}
        disc = [c for c in hands[3] if c not in TC_FIVE and c[0] != "T"][:2]
        if len(disc) < 2:
            continue
        if check and not check(hands):
            continue
        return hands, disc


def oc_doc(dealt, events):
    return {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "rules": {},
        "players": ["Anna", "Bruno", "Carla", "Dario"],
        "meta": {"audit": "real-faults-near-slips"},
        "deals": [{"dealer": 3, "hands": [dealt[s] for s in range(4)], "events": events}],
    }


def oc_head(disc, decl=None):
    ev = [{"type": "discard", "seat": 3, "cards": disc}]
    for s in range(4):
        ev.append({"type": "declare", "seat": s, "items": (decl or {}).get(s, [])})
    return ev


def gen_oc_revoke(seed):
    """Legally dealt; a seat that holds the suit led plays a trump on it. One revoke."""
    for k in range(2000):
        rng = random.Random(seed * 1000 + 71 + k * 13)
        hands, disc = oc_setup(rng)
        dealt = {s: list(h) for s, h in hands.items()}
        for c in disc:
            hands[3].remove(c)
        info = {}

        def extra(t, pos, s, trick, hands, due, info=info):
            if info or pos <= 0 or t < 3:
                return None
            lead = [c for _, c in trick if c != "MATTO"]
            if not lead:
                return None
            led = tc_suit(lead[0])
            h = hands[s]
            if led in "SBCD" and any(tc_suit(c) == led for c in h):
                tr = [c for c in h if tc_suit(c) == "T"]
                if tr:
                    info.update(
                        trick=t,
                        pos=pos,
                        seat=s,
                        card=tr[0],
                        led=led,
                        held=[c for c in h if tc_suit(c) == led],
                    )
                    return {"card": tr[0]}
            return None

        plays, w, _ = play_deal(hands, 0, 15, tc_legal, tc_winner, rng, tc_matto_hook(extra, 12))
        if not info:
            continue
        events = oc_head(disc) + pevents(plays)
        idx = 5 + info["trick"] * 4 + info["pos"]
        return oc_doc(dealt, events), [(0, idx, "revoke")], info


def gen_oc_false_declaration(seed):
    """Bruno (seat 1) declares a cricca of three kings holding at most one; no seat holds three
    kings. One false declaration."""
    rng = random.Random(seed * 1000 + 72)

    def check(hands):
        kings = {s: sum(1 for c in h if c[0] == "K") for s, h in hands.items()}
        return all(v <= 2 for v in kings.values()) and kings[1] <= 1

    hands, disc = oc_setup(rng, check)
    dealt = {s: list(h) for s, h in hands.items()}
    for c in disc:
        hands[3].remove(c)
    plays, w, _ = play_deal(hands, 0, 15, tc_legal, tc_winner, rng, tc_matto_hook(None, 12))
    decl = {1: [{"kind": "cricca", "of": "kings", "count": 3}]}
    events = oc_head(disc, decl) + pevents(plays)
    kings = {s: [c for c in dealt[s] if c[0] == "K"] for s in range(4)}
    return oc_doc(dealt, events), [(0, 2, "false_declaration")], {"kings": kings}


def tz_setup(rng):
    """Terziglio: dealer 0, 18 each, widow of 8. Eldest (1) bids gioco, takes the widow's first card
    and lays away one card not worth 5 (no trump)."""
    while True:
        d = TC_DECK[:]
        rng.shuffle(d)
        hands = {1: d[:18], 2: d[18:36], 0: d[36:54]}
        widow = d[54:62]
        disc = [c for c in hands[1] if c not in TC_FIVE and c[0] != "T"][:1]
        if not disc:
            continue
        return hands, widow, disc


def tz_doc(dealt, widow, events):
    return {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "rules": {},
        "players": ["Elena", "Franco", "Giulia"],
        "meta": {"audit": "real-faults-near-slips"},
        "deals": [{"dealer": 0, "hands": [dealt[s] for s in range(3)], "talon": widow, "events": events}],
    }


def tz_after(widow, disc):
    return [
        {"type": "take", "seat": 1, "cards": [widow[0]]},
        {"type": "discard", "seat": 1, "cards": disc},
        {"type": "declare", "seat": 1, "items": []},
        {"type": "declare", "seat": 2, "items": []},
        {"type": "declare", "seat": 0, "items": []},
    ]


def gen_tz_bid_oot(seed):
    """Seat 2 passes before the eldest (seat 1) speaks; then 1 bids gioco, 2 and 0 pass in their
    turns. One bid out of turn (event 0)."""
    rng = random.Random(seed * 1000 + 81)
    hands, widow, disc = tz_setup(rng)
    dealt = {s: list(h) for s, h in hands.items()}
    hands[1] = [c for c in hands[1] + [widow[0]] if c not in disc]
    plays, w, _ = play_deal(hands, 1, 18, tc_legal, tc_winner, rng, tc_matto_hook(None, 15), seats=[0, 1, 2])
    auction = [
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": 1, "bid": "gioco"},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": 0, "bid": "pass"},
    ]
    events = auction + tz_after(widow, disc) + pevents(plays)
    return tz_doc(dealt, widow, events), [(0, 0, "bid_out_of_turn")], {}


def gen_tz_card_from_widow(seed):
    """A defender, in his own turn, plays a card that lies in the widow (the declarer took only the
    widow's first card): no seat holds it. One card_not_in_hand; the rest of his play is legal for
    the cards he really held."""
    for k in range(2000):
        rng = random.Random(seed * 1000 + 82 + k * 3)
        hands, widow, disc = tz_setup(rng)
        dealt = {s: list(h) for s, h in hands.items()}
        hands[1] = [c for c in hands[1] + [widow[0]] if c not in disc]
        info = {}

        def extra(t, pos, s, trick, hands, due, info=info, widow=widow):
            if info or pos != 1 or s == 1 or t != 6:
                return None
            lead = [c for _, c in trick if c != "MATTO"]
            if not lead:
                return None
            led = tc_suit(lead[0])
            cands = [c for c in widow[1:] if tc_suit(c) == led]
            if not cands:
                return None
            info.update(trick=t, pos=pos, seat=s, card=cands[0])
            return {"card": cands[0], "fake": True}

        plays, w, _ = play_deal(
            hands, 1, 18, tc_legal, tc_winner, rng, tc_matto_hook(extra, 15), seats=[0, 1, 2]
        )
        if not info:
            continue
        info["left_in_hand"] = hands[info["seat"]]
        auction = [
            {"type": "bid", "seat": 1, "bid": "gioco"},
            {"type": "bid", "seat": 2, "bid": "pass"},
            {"type": "bid", "seat": 0, "bid": "pass"},
        ]
        events = auction + tz_after(widow, disc) + pevents(plays)
        idx = 3 + 5 + info["trick"] * 3 + info["pos"]
        return tz_doc(dealt, widow, events), [(0, idx, "card_not_in_hand")], info


GENS = [
    ("01-rage-lead-out-of-turn-followed.json", gen_rage_oot_lead),
    ("02-rage-card-from-stock.json", gen_rage_card_from_stock),
    ("03-rage-bids-twice.json", gen_rage_repeated_bid),
    ("04-danish-false-trumps-declaration.json", gen_dk_false_declaration),
    ("05-danish-lead-out-of-turn-followed.json", gen_dk_oot_lead),
    ("06-danish-revoke-no-trump.json", gen_dk_revoke),
    ("07-galician-pass-out-of-turn-all-call.json", gen_gt_bid_oot),
    ("08-galician-renonce.json", gen_gt_renonce),
    ("09-ulti-false-40.json", gen_ul_false_marriage),
    ("10-ulti-revoke.json", gen_ul_revoke),
    ("11-ulti-payment-missing-other-next.json", gen_ul_payments),
    ("12-ottocento-revoke.json", gen_oc_revoke),
    ("13-ottocento-false-cricca.json", gen_oc_false_declaration),
    ("14-terziglio-pass-out-of-turn-all-call.json", gen_tz_bid_oot),
    ("15-terziglio-card-from-widow.json", gen_tz_card_from_widow),
]


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    for name, g in GENS:
        doc, exp, info = g(seed)
        doc["meta"]["expected"] = [list(e) for e in exp]
        write(name, doc, exp)
        print(name, exp, json.dumps(info, default=str))


if __name__ == "__main__":
    main()
