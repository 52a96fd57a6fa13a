"""Blind audit gd-po2: Galician Tarok play-only records ("hands": null).

Written from Szczepanski's rules (seeds/002, par. 5, 8, 10, 14, 16-18, 23) and the spec's
"Play-only records" section, without reading the engine. Every deal is generated from a full
shuffle and random legal play (my own reading of par. 5), then the hands are dropped; faults
are planted on purpose. Card points (par. 14), the game value (par. 18) and the payments are
computed here by my own code from the source, and printed for EXPECTED.md.

Run: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/gd-po2/_gen.py
"""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path

OUT = Path(__file__).parent
SUITS = "HDSC"


def suit_cards(s):
    pip = "1" if s in "HD" else "10"
    return ["K" + s, "Q" + s, "N" + s, "J" + s, pip + s]


TAROKS = [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
DECK = [c for s in SUITS for c in suit_cards(s)] + TAROKS
KINGS = {"KH", "KD", "KS", "KC"}
TRULL = {"T1", "T21", "SKIZ"}


def is_t(c):
    return c in TAROKS


def suit(c):
    return "T" if is_t(c) else c[-1]


def rank(c):
    if c == "SKIZ":
        return 22
    if is_t(c):
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def value(c):  # par. 3 and 7
    if c in TRULL:
        return 5
    if is_t(c):
        return 1
    return rank(c)


def points(cards):  # par. 14: per 3 cards their values less 2
    assert len(cards) % 3 == 0, cards
    return sum(value(c) for c in cards) - 2 * (len(cards) // 3)


assert points(DECK) == 66


def winner(trick):  # trick: list of (seat, card), first is the lead
    led = suit(trick[0][1])
    best = trick[0]
    for s, c in trick[1:]:
        b = best[1]
        if is_t(c) and not is_t(b):
            best = (s, c)
        elif suit(c) == suit(b) and rank(c) > rank(b):
            best = (s, c)
    del led
    return best[0]


def legal(hand, led):  # par. 5
    if led is None:
        return list(hand)
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    if led != "T":
        t = [c for c in hand if is_t(c)]
        if t:
            return t
    return list(hand)


def play(hands, order, leader, rng, fault=None):
    """Random legal play. order: active seats in play order. fault: dict(kind, min_trick, seat).
    Returns plays [(seat, card)], tricks, info about the fault."""
    hands = {s: list(h) for s, h in hands.items()}
    plays, tricks, info = [], [], None
    n = len(hands[order[0]])
    for k in range(n):
        i = order.index(leader)
        seq = [order[(i + j) % len(order)] for j in range(len(order))]
        trick = []
        for s in seq:
            led = suit(trick[0][1]) if trick else None
            h = hands[s]
            opts = legal(h, led)
            card = rng.choice(sorted(opts, key=DECK.index))
            if fault and info is None and trick and k >= fault["min_trick"] and s in fault["seats"]:
                kind = fault["kind"]
                bad = None
                if kind == "revoke" and led != "T" and any(suit(c) == led for c in h):
                    bad = [c for c in h if is_t(c)]  # trumps though holding the suit
                elif kind == "notrump" and led != "T" and not any(suit(c) == led for c in h):
                    if any(is_t(c) for c in h):
                        bad = [c for c in h if not is_t(c)]  # void, holds tarok, plays a suit card
                elif kind == "tarok" and led == "T" and any(is_t(c) for c in h):
                    bad = [c for c in h if not is_t(c)]
                if bad:
                    card = rng.choice(sorted(bad, key=DECK.index))
                    info = {"trick": k, "seat": s, "card": card, "led": led}
            h.remove(card)
            trick.append((s, card))
        tricks.append(trick)
        plays.extend(trick)
        leader = winner(trick)
    return plays, tricks, info


CONTRACT = {"three": (3, 30), "two": (4, 40), "one": (5, 50), "solo": (6, 60)}


def game_value(contract, pts, purchase=1, contra=1):
    """par. 18 and 16/17: value each opponent pays (>0: the declarer wins it)."""
    m, a = CONTRACT[contract]
    if pts > 33:
        return (m * (pts - 33) + a) * contra
    return -(m * (33 - pts) + a) * purchase * contra


def side_points(tricks, decl, extra_decl=(), extra_help=()):
    dc = [c for t in tricks if winner(t) == decl for _, c in t] + list(extra_decl)
    hc = [c for t in tricks if winner(t) != decl for _, c in t] + list(extra_help)
    assert len(dc) + len(hc) == 42 or len(dc) + len(hc) < 42
    return dc, hc


def premiums_split(dc, hc, tricks, decl):
    """True when no silent premium can arise: trull and kings split between the sides, the pagat
    not in the last trick, each side has a trick."""
    if not (TRULL & set(dc)) or not (TRULL & set(hc)):
        return False
    if not (KINGS & set(dc)) or not (KINGS & set(hc)):
        return False
    if any(c == "T1" for _, c in tricks[-1]):
        return False
    ws = {winner(t) == decl for t in tricks}
    return ws == {True, False}


def deal_cards(rng, n_players, dealer):
    deck = DECK[:]
    rng.shuffle(deck)
    talon = deck[:6]
    rest = deck[6:]
    hands, j = {}, 0
    for s in range(n_players):
        if n_players == 4 and s == dealer:
            hands[s] = []
            continue
        hands[s] = rest[12 * j : 12 * j + 12]
        j += 1
    return talon, hands


def order_of(n_players, dealer):
    fh = (dealer + 1) % n_players
    seats = [(fh + i) % n_players for i in range(n_players)]
    return [s for s in seats if not (n_players == 4 and s == dealer)]


def choose_discard(hand, k):
    cand = [c for c in hand if not is_t(c) and c not in KINGS]
    cand.sort(key=lambda c: (value(c), DECK.index(c)))
    return cand[:k] if len(cand) >= k else None


def ev_play(s, c):
    return {"type": "play", "seat": s, "card": c}


def build(n_players, dealer, contract, rng, declarer_pick="most", rejects=0, fault=None, decl_seat=None):
    talon, hands = deal_cards(rng, n_players, dealer)
    order = order_of(n_players, dealer)
    if decl_seat is None:
        decl = max(order, key=lambda s: sum(is_t(c) for c in hands[s]))
    else:
        decl = decl_seat
    take, disc, unbought = [], [], list(talon)
    if contract == "three":
        p = rejects % 2
        take = talon[3 * p : 3 * p + 3]
        unbought = [c for c in talon if c not in take]
        full = hands[decl] + take
        disc = choose_discard(full, 3)
        if disc is None:
            return None
        hands[decl] = [c for c in full if c not in disc]
    f = None
    if fault:
        f = dict(fault)
        f["seats"] = [decl] if fault["who"] == "decl" else [s for s in order if s != decl]
    plays, tricks, info = play(hands, order, order[0], rng, f)
    if fault and info is None:
        return None
    dc, hc = side_points(tricks, decl, disc, unbought)
    assert len(dc) + len(hc) == 42
    return dict(
        talon=talon, hands=hands, order=order, decl=decl, take=take, disc=disc, unbought=unbought,
        plays=plays, tricks=tricks, info=info, dc=dc, hc=hc, pts=points(dc), hpts=points(hc),
    )


def auction(order, decl, contract):
    ev = []
    for s in order:
        ev.append({"type": "bid", "seat": s, "bid": contract if s == decl else "pass"})
    return ev


def announces(order, decl):
    i = order.index(decl)
    seq = [order[(i + j) % len(order)] for j in range(len(order))]
    return [{"type": "announce", "seat": s, "items": []} for s in seq]


def pay_events(n_players, dealer, decl, v, pool=None):
    """v > 0: each other seat pays the declarer v; v < 0: the declarer pays each |v|."""
    ev = []
    others = [s for s in range(n_players) if s != decl]
    if pool:
        for s in range(n_players):
            ev.append({"type": "payment", "from": s, "to": "pool", "amount": pool, "reason": "pool_stake"})
    for s in others:
        if v > 0:
            ev.append({"type": "payment", "from": s, "to": decl, "amount": v, "reason": "game"})
        else:
            ev.append({"type": "payment", "from": decl, "to": s, "amount": -v, "reason": "game"})
    return ev


def nets(n_players, decl, v):
    return {s: (v * (n_players - 1) if s == decl else -v) for s in range(n_players)}


def transcript(players, deals, rules=None, meta=None):
    t = {"format": "trick-transcript/1", "game": "galician-tarok", "players": players}
    if rules is not None:
        t["rules"] = rules
    t["deals"] = deals
    t["meta"] = meta or {}
    return t


P3 = ["Adam", "Bronisław", "Celina"]
P4 = ["Adam", "Bronisław", "Celina", "Dorota"]

REPORT = []


def find(n, dealer, contract, cond, fault=None, rejects=0, start=0, decl_seat=None):
    for seed in range(start, start + 200000):
        rng = random.Random(seed)
        d = build(n, dealer, contract, rng, rejects=rejects, fault=fault, decl_seat=decl_seat)
        if d is None:
            continue
        if cond(d):
            d["seed"] = seed
            return d
    raise SystemExit("no seed")


def ok_prem(d):
    return premiums_split(d["dc"], d["hc"], d["tricks"], d["decl"])


def provable_after(d, upto_trick):
    """The planted fault is proved by a later play of the same seat within tricks < upto_trick."""
    info = d["info"]
    s, k, led = info["seat"], info["trick"], info["led"]
    later = [c for t in d["tricks"][k + 1 : upto_trick] for ss, c in t if ss == s]
    if info["card"] in TAROKS or led == "T":  # revoke: trumped / discarded while holding led suit
        if led == "T":
            return any(is_t(c) for c in later)
        return any(suit(c) == led for c in later)
    return any(is_t(c) for c in later)  # notrump


def event_index(events, trick, pos, n_active):
    """index in events of the pos-th play of trick `trick`"""
    idx = [i for i, e in enumerate(events) if e["type"] == "play"]
    return idx[trick * n_active + pos]


def log(name, **kw):
    REPORT.append((name, kw))


def main():
    files = {}

    # a1: 3p, clean, played out, talon+take+discard recorded, contra, payments, no pool written
    d = find(3, 2, "three", lambda d: ok_prem(d) and 36 <= d["pts"] <= 45)
    v = game_value("three", d["pts"], contra=2)
    ev = auction(d["order"], d["decl"], "three")
    ev += [{"type": "take", "seat": d["decl"], "cards": d["take"]},
           {"type": "discard", "seat": d["decl"], "cards": d["disc"]}]
    ev += announces(d["order"], d["decl"])
    helper = [s for s in d["order"] if s != d["decl"]][0]
    ev.append({"type": "double", "seat": helper, "target": "game", "level": 2})
    ev += [ev_play(s, c) for s, c in d["plays"]]
    ev += pay_events(3, 2, d["decl"], v)
    files["a1"] = transcript(P3, [{"dealer": 2, "hands": None, "talon": d["talon"], "events": ev}])
    log("a1", seed=d["seed"], decl=d["decl"], pts=d["pts"], v=v, nets=nets(3, d["decl"], v))

    # a2: 3p, helper revoke (trumps a suit lead holding the suit, plays that suit later), talon+take,
    # no discard; declarer wins on points; payments; pool false
    d = find(3, 0, "three", lambda d: ok_prem(d) and 36 <= d["pts"] <= 50 and provable_after(d, 12),
             fault={"kind": "revoke", "who": "help", "min_trick": 2})
    v = game_value("three", d["pts"])
    ev = auction(d["order"], d["decl"], "three")
    ev += [{"type": "take", "seat": d["decl"], "cards": d["take"]}]
    ev += announces(d["order"], d["decl"])
    base = len(ev)
    ev += [ev_play(s, c) for s, c in d["plays"]]
    pos = [s for s, _ in d["tricks"][d["info"]["trick"]]].index(d["info"]["seat"])
    fidx = base + d["info"]["trick"] * 3 + pos
    ev += pay_events(3, 0, d["decl"], v)
    files["a2"] = transcript(P3, [{"dealer": 0, "hands": None, "talon": d["talon"], "events": ev}],
                             rules={"pool": False})
    log("a2", seed=d["seed"], decl=d["decl"], pts=d["pts"], v=v, fault_event=fidx, info=d["info"],
        nets=nets(3, d["decl"], v))

    # a3: 3p, declarer fails to trump (void in the led suit, plays another suit holding a tarok),
    # declarer makes > 33 but loses unconditionally (par. 23) -> consolation 30 each; no talon,
    # take + discard recorded
    d = find(3, 1, "three", lambda d: ok_prem(d) and 36 <= d["pts"] <= 50 and provable_after(d, 12),
             fault={"kind": "notrump", "who": "decl", "min_trick": 1})
    ev = auction(d["order"], d["decl"], "three")
    ev += [{"type": "take", "seat": d["decl"], "cards": d["take"]},
           {"type": "discard", "seat": d["decl"], "cards": d["disc"]}]
    ev += announces(d["order"], d["decl"])
    base = len(ev)
    ev += [ev_play(s, c) for s, c in d["plays"]]
    pos = [s for s, _ in d["tricks"][d["info"]["trick"]]].index(d["info"]["seat"])
    fidx = base + d["info"]["trick"] * 3 + pos
    ev += pay_events(3, 1, d["decl"], -30)
    files["a3"] = transcript(P3, [{"dealer": 1, "hands": None, "talon": None, "events": ev}],
                             rules={"pool": False})
    log("a3", seed=d["seed"], decl=d["decl"], pts=d["pts"], v_if_no_fault=game_value("three", d["pts"]),
        fault_event=fidx, info=d["info"], nets=nets(3, d["decl"], -30))

    # a4: 3p, played out, nothing of the talon recorded (no talon, take, discard); score sheet; clean
    def a4cond(d):
        if not (ok_prem(d) and 37 <= d["pts"] <= 45):
            return False
        return True
    d = find(3, 0, "three", a4cond)
    v = game_value("three", d["pts"])
    played_decl = [c for t in d["tricks"] if winner(t) == d["decl"] for _, c in t]
    unplayed = [c for c in DECK if c not in [c for _, c in d["plays"]]]
    alts = sorted({points(played_decl + list(k)) for k in itertools.combinations(unplayed, 3)
                   if not (KINGS & set(k))})
    ev = auction(d["order"], d["decl"], "three") + announces(d["order"], d["decl"])
    ev += [ev_play(s, c) for s, c in d["plays"]]
    n = nets(3, d["decl"], v)
    ev += [{"type": "score", "party": s, "points": n[s]} for s in range(3)]
    files["a4"] = transcript(P3, [{"dealer": 0, "hands": None, "events": ev}], rules={"pool": False})
    log("a4", seed=d["seed"], decl=d["decl"], pts=d["pts"], v=v, nets=n, unplayed=unplayed,
        disc=d["disc"], alt_points=alts)

    # a5: 3p, cut short after 4 tricks; out of turn: the two followers of trick 3 (index 2) swapped
    d = find(3, 1, "three", lambda d: ok_prem(d) and 36 <= d["pts"] <= 45)
    ev = auction(d["order"], d["decl"], "three")
    ev += [{"type": "take", "seat": d["decl"], "cards": d["take"]},
           {"type": "discard", "seat": d["decl"], "cards": d["disc"]}]
    ev += announces(d["order"], d["decl"])
    base = len(ev)
    tr = [list(t) for t in d["tricks"][:4]]
    tr[2][1], tr[2][2] = tr[2][2], tr[2][1]
    ev += [ev_play(s, c) for t in tr for s, c in t]
    fidx = base + 2 * 3 + 1
    v = game_value("three", d["pts"])
    ev += pay_events(3, 1, d["decl"], v)
    files["a5"] = transcript(P3, [{"dealer": 1, "hands": None, "talon": d["talon"], "events": ev}],
                             rules={"pool": False})
    log("a5", seed=d["seed"], decl=d["decl"], pts_full=d["pts"], v=v, fault_event=fidx,
        trick2=tr[2], first4=tr)

    # a6: 3p, cut short after 5 tricks, clean; a helper trumps a suit lead and never plays that suit
    # in the record (unprovable); score sheet
    def a6cond(d):
        if not (ok_prem(d) and 34 <= d["pts"]):
            return False
        dec = d["decl"]
        for k, t in enumerate(d["tricks"][:5]):
            led = suit(t[0][1])
            if led == "T":
                continue
            for s, c in t[1:]:
                if s != dec and is_t(c):
                    later = [cc for tt in d["tricks"][k + 1 : 5] for ss, cc in tt if ss == s]
                    if not any(suit(cc) == led for cc in later):
                        d["unprov"] = (k, s, c, led)
                        return True
        return False
    d = find(3, 2, "three", a6cond)
    v = game_value("three", d["pts"])
    ev = auction(d["order"], d["decl"], "three")
    ev += [{"type": "take", "seat": d["decl"], "cards": d["take"]}]
    ev += announces(d["order"], d["decl"])
    ev += [ev_play(s, c) for t in d["tricks"][:5] for s, c in t]
    n = nets(3, d["decl"], v)
    ev += [{"type": "score", "party": s, "points": n[s]} for s in range(3)]
    files["a6"] = transcript(P3, [{"dealer": 2, "hands": None, "talon": d["talon"], "events": ev}],
                             rules={"pool": False})
    log("a6", seed=d["seed"], decl=d["decl"], pts_full=d["pts"], v=v, nets=n, unprov=d["unprov"])

    # a7: 3p solo, played out, no talon written (it is the 6 unplayed cards, counted for the helpers,
    # par. 10); the declarer loses; recorded with the three's formula (wrong)
    d = find(3, 0, "solo", lambda d: ok_prem(d) and 22 <= d["pts"] <= 31)
    v = game_value("solo", d["pts"])
    wrong = -(3 * (33 - d["pts"]) + 30)
    ev = auction(d["order"], d["decl"], "solo") + announces(d["order"], d["decl"])
    ev += [ev_play(s, c) for s, c in d["plays"]]
    ev += pay_events(3, 0, d["decl"], wrong)
    files["a7"] = transcript(P3, [{"dealer": 0, "hands": None, "events": ev}], rules={"pool": False})
    log("a7", seed=d["seed"], decl=d["decl"], pts=d["pts"], v=v, recorded=wrong,
        first_pay_event=len(ev) - 2, nets=nets(3, d["decl"], v))

    # a8: 4p (dealer 3 sits out, the king shares the result, par. 8/17), three, played out, full
    # talon/take/discard; pool on: stakes 10 x 4 and 10 % of each win; clean
    d = find(4, 3, "three", lambda d: ok_prem(d) and 36 <= d["pts"] <= 46)
    v = game_value("three", d["pts"])
    ev = auction(d["order"], d["decl"], "three")
    ev += [{"type": "take", "seat": d["decl"], "cards": d["take"]},
           {"type": "discard", "seat": d["decl"], "cards": d["disc"]}]
    ev += announces(d["order"], d["decl"])
    ev += [ev_play(s, c) for s, c in d["plays"]]
    ev += pay_events(4, 3, d["decl"], v, pool=10)
    share = round(0.1 * 3 * v, 6)
    ev.append({"type": "payment", "from": d["decl"], "to": "pool", "amount": share, "reason": "pool_share"})
    files["a8"] = transcript(P4, [{"dealer": 3, "hands": None, "talon": d["talon"], "events": ev}])
    n = {s: -10 + (3 * v - share if s == d["decl"] else -v) for s in range(4)}
    log("a8", seed=d["seed"], decl=d["decl"], pts=d["pts"], v=v, share=share, nets=n, pool=40 + share)

    # a9: 4p, a helper fails to trump (void in the led suit, holds a tarok, plays another suit),
    # plays a tarok later; declarer wins on points; full talon; payments; pool false
    d = find(4, 0, "three", lambda d: ok_prem(d) and 36 <= d["pts"] <= 50 and provable_after(d, 12),
             fault={"kind": "notrump", "who": "help", "min_trick": 2})
    v = game_value("three", d["pts"])
    ev = auction(d["order"], d["decl"], "three")
    ev += [{"type": "take", "seat": d["decl"], "cards": d["take"]},
           {"type": "discard", "seat": d["decl"], "cards": d["disc"]}]
    ev += announces(d["order"], d["decl"])
    base = len(ev)
    ev += [ev_play(s, c) for s, c in d["plays"]]
    pos = [s for s, _ in d["tricks"][d["info"]["trick"]]].index(d["info"]["seat"])
    fidx = base + d["info"]["trick"] * 3 + pos
    ev += pay_events(4, 0, d["decl"], v)
    files["a9"] = transcript(P4, [{"dealer": 0, "hands": None, "talon": d["talon"], "events": ev}],
                             rules={"pool": False})
    log("a9", seed=d["seed"], decl=d["decl"], pts=d["pts"], v=v, fault_event=fidx, info=d["info"],
        nets=nets(4, d["decl"], v))

    # a10: 4p, cut short after 3 tricks, followers of trick 2 (index 1) swapped; score sheet
    d = find(4, 1, "three", lambda d: ok_prem(d) and 36 <= d["pts"] <= 46)
    v = game_value("three", d["pts"])
    ev = auction(d["order"], d["decl"], "three")
    ev += [{"type": "take", "seat": d["decl"], "cards": d["take"]}]
    ev += announces(d["order"], d["decl"])
    base = len(ev)
    tr = [list(t) for t in d["tricks"][:3]]
    tr[1][1], tr[1][2] = tr[1][2], tr[1][1]
    ev += [ev_play(s, c) for t in tr for s, c in t]
    fidx = base + 3 + 1
    n = nets(4, d["decl"], v)
    ev += [{"type": "score", "party": s, "points": n[s]} for s in range(4)]
    files["a10"] = transcript(P4, [{"dealer": 1, "hands": None, "talon": d["talon"], "events": ev}],
                              rules={"pool": False})
    log("a10", seed=d["seed"], decl=d["decl"], pts_full=d["pts"], v=v, fault_event=fidx, first3=tr, nets=n)

    # a11: 3p, three with one reject (second packet: purchase 2), declarer loses; recorded x1 (wrong)
    d = find(3, 2, "three", lambda d: ok_prem(d) and 24 <= d["pts"] <= 31, rejects=1)
    v = game_value("three", d["pts"], purchase=2)
    wrong = game_value("three", d["pts"], purchase=1)
    ev = auction(d["order"], d["decl"], "three")
    ev += [{"type": "call", "seat": d["decl"], "call": "reject"},
           {"type": "take", "seat": d["decl"], "cards": d["take"]},
           {"type": "discard", "seat": d["decl"], "cards": d["disc"]}]
    ev += announces(d["order"], d["decl"])
    ev += [ev_play(s, c) for s, c in d["plays"]]
    first_pay = len(ev)
    ev += pay_events(3, 2, d["decl"], wrong)
    files["a11"] = transcript(P3, [{"dealer": 2, "hands": None, "talon": d["talon"], "events": ev}],
                              rules={"pool": False})
    log("a11", seed=d["seed"], decl=d["decl"], pts=d["pts"], v=v, recorded=wrong, first_pay_event=first_pay,
        nets=nets(3, d["decl"], v))

    # a12: 3p, a helper plays a suit card to a tarok lead, plays a tarok later; no talon written;
    # take + discard; declarer wins on points; payments; pool false
    d = find(3, 1, "three", lambda d: ok_prem(d) and 36 <= d["pts"] <= 50 and provable_after(d, 12),
             fault={"kind": "tarok", "who": "help", "min_trick": 1})
    v = game_value("three", d["pts"])
    ev = auction(d["order"], d["decl"], "three")
    ev += [{"type": "take", "seat": d["decl"], "cards": d["take"]},
           {"type": "discard", "seat": d["decl"], "cards": d["disc"]}]
    ev += announces(d["order"], d["decl"])
    base = len(ev)
    ev += [ev_play(s, c) for s, c in d["plays"]]
    pos = [s for s, _ in d["tricks"][d["info"]["trick"]]].index(d["info"]["seat"])
    fidx = base + d["info"]["trick"] * 3 + pos
    ev += pay_events(3, 1, d["decl"], v)
    files["a12"] = transcript(P3, [{"dealer": 1, "hands": None, "events": ev}], rules={"pool": False})
    log("a12", seed=d["seed"], decl=d["decl"], pts=d["pts"], v=v, fault_event=fidx, info=d["info"],
        nets=nets(3, d["decl"], v))

    # a13: 3p, declarer makes exactly 33: lost (par. 18), pays 30 each; full talon; score sheet; clean
    d = find(3, 0, "three", lambda d: ok_prem(d) and d["pts"] == 33)
    v = game_value("three", d["pts"])
    ev = auction(d["order"], d["decl"], "three")
    ev += [{"type": "take", "seat": d["decl"], "cards": d["take"]},
           {"type": "discard", "seat": d["decl"], "cards": d["disc"]}]
    ev += announces(d["order"], d["decl"])
    ev += [ev_play(s, c) for s, c in d["plays"]]
    n = nets(3, d["decl"], v)
    ev += [{"type": "score", "party": s, "points": n[s]} for s in range(3)]
    files["a13"] = transcript(P3, [{"dealer": 0, "hands": None, "talon": d["talon"], "events": ev}],
                              rules={"pool": False})
    log("a13", seed=d["seed"], decl=d["decl"], pts=d["pts"], v=v, nets=n)

    # a14: 3p session of two deals. Deal 0 (dealer 0): played out, clean, payments. Deal 1 (dealer 1):
    # cut short after 6 tricks, a helper trumps a suit lead holding the suit and plays that suit in
    # the record (provable revoke); plausible payments
    d0 = find(3, 0, "three", lambda d: ok_prem(d) and 34 <= d["pts"] <= 45, start=500)
    v0 = game_value("three", d0["pts"])
    ev0 = auction(d0["order"], d0["decl"], "three")
    ev0 += [{"type": "take", "seat": d0["decl"], "cards": d0["take"]},
            {"type": "discard", "seat": d0["decl"], "cards": d0["disc"]}]
    ev0 += announces(d0["order"], d0["decl"])
    ev0 += [ev_play(s, c) for s, c in d0["plays"]]
    ev0 += pay_events(3, 0, d0["decl"], v0)
    d1 = find(3, 1, "three", lambda d: ok_prem(d) and 36 <= d["pts"] and provable_after(d, 6)
              and d["info"]["trick"] <= 3, fault={"kind": "revoke", "who": "help", "min_trick": 1}, start=900)
    v1 = game_value("three", d1["pts"])
    ev1 = auction(d1["order"], d1["decl"], "three")
    ev1 += [{"type": "take", "seat": d1["decl"], "cards": d1["take"]},
            {"type": "discard", "seat": d1["decl"], "cards": d1["disc"]}]
    ev1 += announces(d1["order"], d1["decl"])
    base = len(ev1)
    ev1 += [ev_play(s, c) for t in d1["tricks"][:6] for s, c in t]
    pos = [s for s, _ in d1["tricks"][d1["info"]["trick"]]].index(d1["info"]["seat"])
    fidx = base + d1["info"]["trick"] * 3 + pos
    ev1 += pay_events(3, 1, d1["decl"], v1)
    files["a14"] = transcript(P3, [
        {"dealer": 0, "hands": None, "talon": d0["talon"], "events": ev0},
        {"dealer": 1, "hands": None, "talon": d1["talon"], "events": ev1},
    ], rules={"pool": False})
    log("a14", seed0=d0["seed"], decl0=d0["decl"], pts0=d0["pts"], v0=v0, seed1=d1["seed"], decl1=d1["decl"],
        pts1_full=d1["pts"], v1=v1, fault_event1=fidx, info1=d1["info"])

    # a15: 4p (dealer 2 sits out), declarer loses, score sheet writes the king (dealer) 0 (wrong:
    # par. 8 the king shares gain and loss)
    d = find(4, 2, "three", lambda d: ok_prem(d) and 24 <= d["pts"] <= 31)
    v = game_value("three", d["pts"])
    ev = auction(d["order"], d["decl"], "three")
    ev += [{"type": "take", "seat": d["decl"], "cards": d["take"]},
           {"type": "discard", "seat": d["decl"], "cards": d["disc"]}]
    ev += announces(d["order"], d["decl"])
    ev += [ev_play(s, c) for s, c in d["plays"]]
    n = nets(4, d["decl"], v)
    rec = dict(n)
    rec[2] = 0
    rec[d["decl"]] = 2 * v
    ev += [{"type": "score", "party": s, "points": rec[s]} for s in range(4)]
    files["a15"] = transcript(P4, [{"dealer": 2, "hands": None, "talon": d["talon"], "events": ev}],
                              rules={"pool": False})
    log("a15", seed=d["seed"], decl=d["decl"], pts=d["pts"], v=v, nets=n, recorded=rec,
        score_events=len(ev) - 4)

    for name, t in files.items():
        (OUT / f"{name}.json").write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n")
    for name, kw in REPORT:
        print(name, kw)


if __name__ == "__main__":
    main()
