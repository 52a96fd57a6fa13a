"""Blind generator for audit round dispute-messages-2 (no import of validator).

Each game gets its own small legal simulator written from the source text in
/work/shared/seeds/ (see EXPECTED.md for the quotes), a clean base with an odd but legal
record shape, and one file with one planted fault.  `python _gen.py` rewrites the .json
files and prints what EXPECTED.md is built from (event indices, holdings, figures).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent
NOTES: list[str] = []


def note(s: str) -> None:
    NOTES.append(s)


def write(name: str, doc: dict) -> None:
    (OUT / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


# ---------------------------------------------------------------------------------------
# Rage (001): follow colour; trump = first colour card of the stock; actions only when void.
RCOL = "RBGYPO"
ACTIONS = {"WILD", "NOTRUMP", "CHANGE", "PLUS5", "MINUS5"}


def rage_deck() -> list[str]:
    d = [f"{c}{v}" for c in RCOL for v in range(16)]
    d += ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
    return d


def rcol(card: str, named: str | None = None) -> str | None:
    if card == "WILD":
        return named
    if card in ACTIONS:
        return None
    return card[0]


def rage_round(rng, n, ncards, dealer, *, force_actions=(), revoke=False):
    """Play one round; returns deal dict, events, per-seat tricks, action points, trick log."""
    deck = rage_deck()
    rng.shuffle(deck)
    hands = [deck[i * ncards : (i + 1) * ncards] for i in range(n)]
    stock = deck[n * ncards :]
    # plant requested action cards into hands (swap with stock colour cards)
    for seat, card in force_actions:
        j = stock.index(card)
        k = next(i for i, c in enumerate(hands[seat]) if c not in ACTIONS)
        hands[seat][k], stock[j] = stock[j], hands[seat][k]
    pos = 0
    while stock[pos] in ACTIONS:
        pos += 1
    trump = stock[pos][0]
    pos += 1
    events = []
    first = (dealer + 1) % n
    bids = {}
    for i in range(n):
        s = (first + i) % n
        bids[s] = rng.randint(0, min(2, ncards))
        events.append({"type": "bid", "seat": s, "bid": bids[s]})
    held = [list(h) for h in hands]
    tricks = [0] * n
    apts = [0] * n
    leader = first
    log = []
    revoke_at = None
    for t in range(ncards):
        plays = []  # (seat, card, colour)
        led = None
        notrump = False
        for i in range(n):
            s = (leader + i) % n
            h = held[s]
            if led is not None and any(rcol(c) == led for c in h):
                legal = [c for c in h if rcol(c) == led]
            else:
                legal = list(h)
            if revoke and revoke_at is None and led is not None:
                off = [c for c in h if c not in ACTIONS and rcol(c) != led]
                if legal != list(h) and off:
                    card = off[0]
                    revoke_at = (len(events), s, card, led, sorted(c for c in h if rcol(c) == led))
                    legal = [card]
            # prefer playing forced action cards when allowed
            acts = [c for c in legal if c in ACTIONS]
            card = acts[0] if acts else rng.choice(legal)
            h.remove(card)
            ev = {"type": "play", "seat": s, "card": card}
            named = None
            if card == "WILD":
                named = led or rng.choice(RCOL)
                ev["named"] = named
            events.append(ev)
            c = rcol(card, named)
            if led is None and c is not None:
                led = c
            if card == "CHANGE":
                while stock[pos] in ACTIONS:
                    pos += 1
                trump = stock[pos][0]
                pos += 1
                log.append(f"trick {t + 1}: CHANGE by seat {s} -> trump {trump}")
            if card == "NOTRUMP":
                notrump = True
            plays.append((s, card, c))
        cards_here = [c for _, c, _ in plays]
        if "NOTRUMP" in cards_here and "CHANGE" in cards_here:
            return None  # the source does not say how the two combine in one trick
        # winner
        eff_trump = None if notrump else trump

        def strength(p, idx, eff_trump=eff_trump, led=led):
            s, card, c = p
            if c is None:
                return None
            v = 16 + idx if card == "WILD" else int(card[1:])
            if c == eff_trump:
                return (2, v)
            if c == led:
                return (1, v)
            return None

        best = None
        for idx, p in enumerate(plays):
            st = strength(p, idx)
            if st is not None and (best is None or st > best[0]):
                best = (st, p[0])
        win = best[1] if best else plays[0][0]
        tricks[win] += 1
        for _s, card, _c in plays:
            if card == "PLUS5":
                apts[win] += 5
            if card == "MINUS5":
                apts[win] -= 5
        log.append(
            f"trick {t + 1}: {[(s, c) for s, c, _ in plays]} won by seat {win} (trump {trump}{', no trump this trick' if notrump else ''})"
        )
        if notrump:
            while stock[pos] in ACTIONS:
                pos += 1
            trump = stock[pos][0]
            pos += 1
            log.append(f"after trick {t + 1}: NOTRUMP -> new trump {trump}")
        leader = win
    scores = [tricks[s] + apts[s] + (10 if tricks[s] == bids[s] else -5) for s in range(n)]
    return {"dealer": dealer, "hands": hands, "talon": stock}, events, tricks, apts, scores, log, revoke_at


def gen_rage(fname, seed, *, revoke=False, wrong_score=False):
    n = 4
    rng = random.Random(seed)
    start_tot = [31, 18, 44, 27]
    tot = list(start_tot)
    deals = []
    dealer = 2
    for k, ncards in enumerate((3, 2, 1)):
        fa = ()
        if k == 0:
            fa = ((1, "CHANGE"), (3, "MINUS5"))
        while True:
            st = rng.getstate()
            r = rage_round(rng, n, ncards, dealer, force_actions=fa, revoke=(revoke and k == 1))
            if r is None:
                rng.setstate(st)
                rng.random()
                continue
            d, ev, tricks, apts, scores, log, rv = r
            if not (revoke and k == 1) or rv is not None:
                break
            rng.setstate(st)
            rng.random()
        written = list(scores)
        if wrong_score and k == 0:
            # the -5 card's holder written as if it were +5
            m = next(s for s in range(n) if apts[s] < 0) if any(a < 0 for a in apts) else None
            if m is not None:
                written[m] = scores[m] + 10
                note(
                    f"{fname}: deal 0 seat {m} written {written[m]} instead of {scores[m]} (MINUS5 counted as +5)"
                )
        for s in range(n):
            ev.append({"type": "score", "party": s, "points": written[s]})
        for s in range(n):
            tot[s] += written[s]
            ev.append({"type": "total", "party": s, "points": tot[s]})
        d["events"] = ev
        deals.append(d)
        note(
            f"{fname}: deal {k} dealer {dealer} bids {[e['bid'] for e in ev if e['type'] == 'bid']} tricks {tricks} actionpts {apts} scores {scores} totals {tot}"
        )
        for line in log:
            note("    " + line)
        if rv:
            note(
                f"{fname}: REVOKE deal {k} event {rv[0]} seat {rv[1]} played {rv[2]} to {rv[3]} lead holding {rv[4]}"
            )
        dealer = (dealer + 1) % n
    write(
        fname,
        {
            "format": "trick-transcript/1",
            "game": "rage",
            "rules": {"preset": "standard"},
            "players": ["Anička", "Bohouš", "Katka", "Dalibor"],
            "start": {"round": 8, "totals": start_tot},
            "meta": {"round": "dispute-messages-2"},
            "deals": deals,
        },
    )


# ---------------------------------------------------------------------------------------
# Danish Tarok (000)
DSU = "HDSC"
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]


def d_deck():
    return [r + s for s in DSU for r in RED_ORDER] + [f"T{i}" for i in range(1, 22)] + ["JOKER"]


def d_suit(c):
    if c == "JOKER":
        return None
    if c.startswith("T"):
        return "T"
    return c[-1]


def d_rank(c):
    if c.startswith("T"):
        return 100 + int(c[1:])
    s = c[-1]
    order = RED_ORDER if s in "HD" else BLK_ORDER
    return 50 - order.index(c[:-1])


def d_decls(hand):
    out = []
    tr = [c for c in hand if c.startswith("T")]
    j = "JOKER" in hand
    if len(tr) + j >= 10:
        out.append("trumps")
    if j and "T21" in hand and "T1" in hand:
        out.append("matadors")
    for s in DSU:
        courts = sum(1 for r in "KQNJ" if r + s in hand)
        if courts == 4 or (courts == 3 and j):
            out.append("cavalry" + s)
    kings = sum(1 for s in DSU if "K" + s in hand)
    if kings == 4 or (kings == 3 and j):
        out.append("kings")
    return out


def d_points(cards):
    p = 0
    for c in cards:
        if c in ("T1", "T21", "JOKER") or c[0] == "K" and not c.startswith("T"):
            p += 4
        elif c[0] == "Q":
            p += 3
        elif c[0] == "N":
            p += 2
        elif c[0] == "J" and c != "JOKER":
            p += 1
    return p


def gen_danish(fname, seed, *, nplayers, fault=None):
    rng = random.Random(seed)
    dealer = 0
    sitter = (dealer + 2) % 4 if nplayers == 4 else None
    active = [s for s in range(nplayers) if s != sitter]
    for _attempt in range(5000):
        deck = d_deck()
        rng.shuffle(deck)
        hands = [[] for _ in range(nplayers)]
        k = 0
        for s in active:
            hands[s] = deck[k : k + 25]
            k += 25
        hands[dealer] += deck[75:78]
        # skat: three lowest plain suit non-court cards
        cand = [
            c
            for c in hands[dealer]
            if d_suit(c) in ("H", "D", "S", "C") and c[:-1] not in ("K", "Q", "N", "J")
        ]
        if len(cand) < 3:
            continue
        rng.shuffle(cand)
        skat = cand[:3]
        after = [c for c in hands[dealer] if c not in skat]
        holds = {s: (after if s == dealer else hands[s]) for s in active}
        if any(d_decls(h) for h in holds.values()):
            continue
        if "JOKER" in skat:
            continue
        res = d_play(rng, active, dealer, holds, fault)
        if res is None:
            continue
        break
    else:
        raise SystemExit("no danish deal")
    events, log, info = res
    ev = [{"type": "discard", "seat": dealer, "cards": skat}]
    for i in range(len(active)):
        ev.append({"type": "declare", "seat": active[(active.index(dealer) + i) % len(active)], "items": []})
    off = len(ev)
    for e in events:
        ev.append(e)
    # expected settlement (own reading of section 15)
    note(f"{fname}: dealer {dealer} sitter {sitter} skat {skat}")
    for line in log:
        note("    " + line)
    if info.get("fault"):
        f = info["fault"]
        note(
            f"{fname}: FAULT event {f[0] + off} seat {f[1]} played {f[2]} to {f[3]} lead holding trumps {f[4]}"
        )
    d_settle(fname, info, active, dealer, skat, nplayers)
    write(
        fname,
        {
            "format": "trick-transcript/1",
            "game": "danish-tarok",
            "players": ["Agnieszka", "Bartek", "Celina", "Darek"][:nplayers],
            "meta": {"round": "dispute-messages-2"},
            "deals": [{"dealer": dealer, "hands": hands, "events": ev}],
        },
    )


def d_play(rng, active, dealer, holds, fault):
    held = {s: list(h) for s, h in holds.items()}
    n = len(active)
    leader = active[(active.index(dealer) + 1) % n]
    events, log = [], []
    won = {s: [] for s in active}
    ntr = {s: 0 for s in active}
    info = {"during": [], "fault": None}
    for t in range(25):
        led = None
        plays = []
        for i in range(n):
            s = active[(active.index(leader) + i) % n]
            h = held[s]
            if led is None:
                legal = [c for c in h if c != "JOKER"]
                if not legal:
                    return None
            else:
                same = [c for c in h if d_suit(c) == led]
                trs = [c for c in h if d_suit(c) == "T"]
                legal = same or trs or [c for c in h if c != "JOKER"] or h
                if "JOKER" in h and t < 22:
                    legal = ["JOKER"]  # holder gets rid of the Joker as a follower
            if "JOKER" in h and t >= 6:
                return None
            card = rng.choice(legal)
            if (
                fault == "failure_to_trump"
                and info["fault"] is None
                and led is not None
                and led != "T"
                and not [c for c in h if d_suit(c) == led]
                and [c for c in h if d_suit(c) == "T"]
                and [c for c in h if d_suit(c) not in ("T", None)]
                and t >= 3
            ):
                card = next(c for c in h if d_suit(c) not in ("T", None))
                info["fault"] = (
                    len(events),
                    s,
                    card,
                    led,
                    sorted((c for c in h if d_suit(c) == "T"), key=d_rank),
                )
            h.remove(card)
            events.append({"type": "play", "seat": s, "card": card})
            if led is None:
                led = d_suit(card)
            plays.append((s, card))
        cands = [(d_rank(c), s) for s, c in plays if d_suit(c) == "T"] or [
            (d_rank(c), s) for s, c in plays if d_suit(c) == led
        ]
        win = max(cands)[1]
        ntr[win] += 1
        for s, c in plays:
            if c == "JOKER" and t < 24:
                won[s].append(c)
            else:
                won[win].append(c)
            if t < 24 and (c == "T1" or (c[0] == "K" and not c.startswith("T"))) and s != win:
                info["during"].append((t, s, c))
        if t < 24 and any(c == "T1" for s, c in plays if s == win):
            info["during"].append((t, win, "T1win"))
        log.append(f"trick {t + 1}: {plays} -> seat {win}")
        if t == 24:
            info["last"] = (win, plays)
        leader = win
    info["won"] = won
    info["ntr"] = ntr
    return events, log, info


def d_settle(fname, info, active, dealer, skat, nplayers):
    net = {s: 0 for s in range(nplayers)}
    net["pagat_pool"] = 0
    net["king_pool"] = 0

    def pay(a, b, x):
        net[a] -= x
        net[b] += x

    for s in range(nplayers):
        pay(s, "pagat_pool", 20)
        pay(s, "king_pool", 20)
    pay(dealer, "pagat_pool", 5)
    pay(dealer, "king_pool", 5)
    if info.get("fault"):
        s = info["fault"][1]
        note(
            f"{fname}: expected penalty (revoke_penalty irreparable, §18): {s} pays 40 to each pool, deal void"
        )
        pay(s, "pagat_pool", 40)
        pay(s, "king_pool", 40)
        note(f"{fname}: expected net if void after foundations+fee+penalty {net}")
        return
    for _t, s, c in info["during"]:
        others = [o for o in active if o != s]
        if c == "T1win":
            for o in others:
                pay(o, s, 5)
            continue
        for o in others:
            pay(s, o, 5)
        pay(s, "pagat_pool" if c == "T1" else "king_pool", 5)
    win, plays = info["last"]
    wcard = dict(plays)[win]
    others = [o for o in active if o != win]
    pts = {}
    for s in active:
        pts[s] = d_points(info["won"][s]) + info["ntr"][s] + (1 if s == dealer else 0)
    nolo = [s for s in active if info["ntr"][s] == 0]
    tout = [s for s in active if info["ntr"][s] == 25]
    note(
        f"{fname}: tricks {info['ntr']} card points {pts} (sum {sum(pts.values())}) last trick {plays} won by {win} nolo {nolo}"
    )
    if not nolo and not tout:
        if wcard in ("T1",) or (wcard[0] == "K" and not wcard.startswith("T")):
            note(f"{fname}: ULTIMO with {wcard} -- not modelled")
        else:
            for o in others:
                pay(o, win, 20)
    for s, c in plays:
        if s != win and (c == "T1" or (c[0] == "K" and not c.startswith("T"))):
            note(f"{fname}: PRZYDUPEK {s} {c} -- not modelled")
    new_dealer = active[(active.index(dealer) + 1) % len(active)]
    if not nolo:
        for s in active:
            p = pts[s]
            amt = 5 * round((26 - p) / 5)
            if p < 14 or p > 38:
                note(f"{fname}: points {p} outside the table")
            if s != new_dealer and amt:
                pay(s, new_dealer, amt)
    else:
        for s in nolo:
            for o in active:
                if o != s:
                    pay(o, s, 25)
    note(f"{fname}: during-play king/pagat events {info['during']}")
    note(f"{fname}: expected net (own reading) {net}")


# ---------------------------------------------------------------------------------------
# Galician Tarok (002)
GSU = "HDSC"


def g_deck():
    d = []
    for s in GSU:
        pip = "1" if s in "HD" else "10"
        d += ["K" + s, "Q" + s, "N" + s, "J" + s, pip + s]
    return d + [f"T{i}" for i in range(1, 22)] + ["SKIZ"]


def g_suit(c):
    return "T" if c.startswith("T") or c == "SKIZ" else c[-1]


def g_rank(c):
    if c == "SKIZ":
        return 200
    if c.startswith("T"):
        return 100 + int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def g_val(c):
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if c.startswith("T"):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def gen_galician(fname, seed, *, nplayers, renonce=False):
    rng = random.Random(seed)
    dealer = 1
    king = dealer if nplayers == 4 else None
    active = [s for s in range(nplayers) if s != king]
    while True:
        deck = g_deck()
        rng.shuffle(deck)
        talon = deck[:6]
        hands = [[] for _ in range(nplayers)]
        k = 6
        order = [
            active[(active.index(dealer) + 1 + i) % 3] if dealer in active else active[i] for i in range(3)
        ]
        if dealer not in active:
            # the king deals; forehand is the next seat after him
            first = (dealer + 1) % nplayers
            order = [(first + i) % nplayers for i in range(nplayers) if (first + i) % nplayers != king][:3]
        for s in order:
            hands[s] = deck[k : k + 12]
            k += 12
        fh = order[0]
        hand = hands[fh] + talon[:3]
        disc = [c for c in hand if g_suit(c) != "T" and c[0] != "K"]
        if len(disc) < 3:
            continue
        disc = sorted(disc, key=g_rank)[:3]
        hold = {s: list(hands[s]) for s in order}
        hold[fh] = [c for c in hand if c not in disc]
        res = g_play(rng, order, fh, hold, renonce)
        if res is None:
            continue
        break
    events = [
        {"type": "bid", "seat": order[0], "bid": "three"},
        {"type": "bid", "seat": order[1], "bid": "pass"},
        {"type": "bid", "seat": order[2], "bid": "pass"},
        {"type": "take", "seat": fh, "cards": talon[:3]},
        {"type": "discard", "seat": fh, "cards": disc},
        {"type": "announce", "seat": fh, "items": []},
        {"type": "announce", "seat": order[1], "items": []},
        {"type": "announce", "seat": order[2], "items": []},
    ]
    off = len(events)
    pevents, log, won, fault = res
    events += pevents
    note(f"{fname}: dealer {dealer} king(sitter) {king} forehand/player {fh} talon {talon} discard {disc}")
    for line in log:
        note("    " + line)
    pl_cards = won[fh] + disc

    def pts(cards):
        return sum(g_val(c) for c in cards) - 2 * (len(cards) // 3)

    p = pts(pl_cards)
    h = pts(won[order[1]] + won[order[2]] + talon[3:])
    note(f"{fname}: player card points {p} (helpers {h}, sum {p + h}; talon rest {talon[3:]} to helpers)")
    if p > 33:
        note(f"{fname}: player wins three: (p-33)*3+30 = {(p - 33) * 3 + 30} from each helper")
    else:
        note(f"{fname}: player loses three: (33-p)*3+30 = {(33 - p) * 3 + 30} to each helper (and the king)")
    if fault:
        note(
            f"{fname}: RENONCE event {fault[0] + off} seat {fault[1]} trumped {fault[2]} over {fault[3]} holding {fault[4]}"
        )
    write(
        fname,
        {
            "format": "trick-transcript/1",
            "game": "galician-tarok",
            "rules": {"pool": False},
            "players": ["Adam", "Bożena", "Czesław", "Danuta"][:nplayers],
            "meta": {"round": "dispute-messages-2"},
            "deals": [{"dealer": dealer, "hands": hands, "talon": talon, "events": events}],
        },
    )


def g_play(rng, order, fh, hold, renonce):
    held = {s: list(h) for s, h in hold.items()}
    leader = fh
    events, log = [], []
    won = {s: [] for s in order}
    fault = None
    for t in range(12):
        led = None
        plays = []
        for i in range(3):
            s = order[(order.index(leader) + i) % 3]
            h = held[s]
            if led is None:
                legal = list(h)
            else:
                legal = [c for c in h if g_suit(c) == led] or [c for c in h if g_suit(c) == "T"] or list(h)
            card = rng.choice(legal)
            if renonce and fault is None and s == fh and led not in (None, "T") and t >= 2:
                same = [c for c in h if g_suit(c) == led]
                trs = [c for c in h if g_suit(c) == "T"]
                if same and trs:
                    card = trs[0]
                    fault = (len(events), s, card, led, sorted(same))
            h.remove(card)
            events.append({"type": "play", "seat": s, "card": card})
            if led is None:
                led = g_suit(card)
            plays.append((s, card))
        cands = [(g_rank(c), s) for s, c in plays if g_suit(c) == "T"] or [
            (g_rank(c), s) for s, c in plays if g_suit(c) == led
        ]
        win = max(cands)[1]
        won[win] += [c for _, c in plays]
        log.append(f"trick {t + 1}: {plays} -> seat {win}")
        leader = win
    if renonce and fault is None:
        return None
    return events, log, won, fault


# ---------------------------------------------------------------------------------------
# Ulti (003): betli, no trumps; follow, then trump, then overtake.
UORD = ["A", "K", "Q", "J", "10", "9", "8", "7"]


def u_rank(c):
    return 10 - UORD.index(c[:-1])


def gen_ulti(fname, seed, *, fault=False):
    rng = random.Random(seed)
    dealer = 0
    decl = 1
    low = ["7H", "8H", "9H", "7D", "8D", "7S", "8S", "7C", "8C", "JC" if fault else "9C"]
    while True:
        rest = [r + s for s in "HDSC" for r in UORD if r + s not in low]
        rng.shuffle(rest)
        disc = rest[:2]
        h2, h0 = rest[2:12], rest[12:22]
        hands = {1: low + disc, 2: h2, 0: h0}
        res = u_play(rng, decl, {0: list(h0), 1: list(low), 2: list(h2)}, fault)
        if res is None:
            continue
        events_p, log, tricks, fl = res
        if tricks[decl] != 0:
            continue
        break
    events = [
        {"type": "discard", "seat": 1, "cards": disc, "t": "20:01"},
        {"type": "bid", "seat": 1, "bid": {"goals": ["betli"]}, "t": "20:01"},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": 0, "bid": "pass", "note": "Anna thinks, then passes"},
        {"type": "bid", "seat": 1, "bid": "pass"},
    ]
    off = len(events)
    events += events_p
    if not fault:
        # odd shape: each defender's 5 written as 3 + 2, reasons left out, defender 0 first
        events += [
            {"type": "payment", "from": 0, "to": 1, "amount": 3},
            {"type": "payment", "from": 0, "to": 1, "amount": 2},
            {"type": "payment", "from": 2, "to": 1, "amount": 5, "reason": "betli"},
        ]
    note(f"{fname}: tricks {tricks}")
    for line in log:
        note("    " + line)
    if fl:
        note(
            f"{fname}: FAILURE_TO_OVERTAKE event {fl[0] + off} seat {fl[1]} played {fl[2]} to {fl[3]} holding {fl[4]} (trick so far {fl[5]})"
        )
    write(
        fname,
        {
            "format": "trick-transcript/1",
            "game": "ulti",
            "players": ["Anna", "Béla", "Csilla"],
            "meta": {"round": "dispute-messages-2"},
            "deals": [{"dealer": dealer, "hands": [hands[0], hands[1], hands[2]], "events": events}],
        },
    )


def u_play(rng, decl, held, fault):
    leader = decl
    events, log = [], []
    tricks = {0: 0, 1: 0, 2: 0}
    fl = None
    for t in range(10):
        led = None
        plays = []
        for i in range(3):
            s = (leader + i) % 3
            h = held[s]
            if led is None:
                legal = list(h)
            else:
                same = [c for c in h if c[-1] == led]
                if same:
                    top = max(u_rank(c) for _, c in plays if c[-1] == led)
                    over = [c for c in same if u_rank(c) > top]
                    legal = over or same
                else:
                    legal = list(h)
            card = rng.choice(legal)
            if fault and fl is None and s == decl and led is not None:
                same = [c for c in h if c[-1] == led]
                top = max(u_rank(c) for _, c in plays if c[-1] == led)
                over = [c for c in same if u_rank(c) > top]
                under = [c for c in same if u_rank(c) < top]
                if over and under:
                    card = min(under, key=u_rank)
                    fl = (len(events), s, card, led, sorted(same, key=u_rank), [c for _, c in plays])
            elif s == decl:
                card = min(legal, key=u_rank)
            h.remove(card)
            events.append({"type": "play", "seat": s, "card": card})
            if led is None:
                led = card[-1]
            plays.append((s, card))
        win = max((u_rank(c), s) for s, c in plays if c[-1] == led)[1]
        tricks[win] += 1
        log.append(f"trick {t + 1}: {plays} -> seat {win}")
        leader = win
    if fault and fl is None:
        return None
    return events, log, tricks, fl


# ---------------------------------------------------------------------------------------
# Tarocchini (004)
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]
FIVE = {"T20", "T19", "T0", "MATTO"}


def t_deck():
    d = [r + s for s in "SB" for r in LONG] + [r + s for s in "CD" for r in ROUND]
    return d + [f"T{i}" for i in range(0, 21)] + ["MATTO"]


def t_suit(c):
    if c == "MATTO":
        return None
    return "T" if c.startswith("T") else c[-1]


def t_rank(c, idx):
    if c.startswith("T"):
        v = int(c[1:])
        if 1 <= v <= 4:
            return (100 + 1, idx)  # moretti equal; last played highest
        return (100 + v, 0)
    s = c[-1]
    order = LONG if s in "SB" else ROUND
    return (50 - order.index(c[:-1]), 0)


def t_val(c):
    if c in FIVE or (c[0] == "K" and not c.startswith("T")):
        return 5
    if c.startswith("T"):
        return 1
    return {"Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def t_play(rng, seats, leader, held, ntricks, fault=None):
    events, log = [], []
    won = {s: [] for s in seats}
    ntr = {s: 0 for s in seats}
    fl = None
    n = len(seats)
    for t in range(ntricks):
        led = None
        plays = []
        for i in range(n):
            s = seats[(seats.index(leader) + i) % n]
            h = held[s]
            if "MATTO" in h and t >= 6:
                return None
            if "MATTO" in h and t < ntricks - 2 and (led is not None):
                card = "MATTO"
            else:
                if led is None:
                    legal = [c for c in h if c != "MATTO"] or h
                else:
                    legal = (
                        [c for c in h if t_suit(c) == led] or [c for c in h if t_suit(c) == "T"] or list(h)
                    )
                card = rng.choice(legal)
                if (
                    fault == "failure_to_trump"
                    and fl is None
                    and led not in (None, "T")
                    and t >= 2
                    and not [c for c in h if t_suit(c) == led]
                    and [c for c in h if t_suit(c) == "T"]
                    and [c for c in h if t_suit(c) not in ("T", None)]
                ):
                    card = next(c for c in h if t_suit(c) not in ("T", None))
                    fl = (len(events), s, card, led, sorted(c for c in h if t_suit(c) == "T"))
            h.remove(card)
            events.append({"type": "play", "seat": s, "card": card})
            if led is None and card != "MATTO":
                led = t_suit(card)
            plays.append((s, card))
        cands = [(t_rank(c, i), s) for i, (s, c) in enumerate(plays) if t_suit(c) == "T"] or [
            (t_rank(c, i), s) for i, (s, c) in enumerate(plays) if t_suit(c) == led
        ]
        win = max(cands)[1]
        ntr[win] += 1
        for s, c in plays:
            (won[s] if c == "MATTO" else won[win]).append(c)
        log.append(f"trick {t + 1}: {plays} -> seat {win}")
        leader = win
    if fault and fl is None:
        return None
    return events, log, won, ntr, fl


def gen_ottocento(fname, seed, *, fault=None):
    rng = random.Random(seed)
    dealer = 3
    seats = [0, 1, 2, 3]
    while True:
        deck = t_deck()
        rng.shuffle(deck)
        hands = [deck[i * 15 : (i + 1) * 15] for i in range(4)]
        hands[dealer] += deck[60:62]
        cand = [c for c in hands[dealer] if t_val(c) < 5 and t_suit(c) not in ("T", None)]
        disc = sorted(cand, key=t_val)[:2]
        held = {s: list(hands[s]) for s in seats}
        held[dealer] = [c for c in hands[dealer] if c not in disc]
        res = t_play(rng, seats, (dealer + 1) % 4, held, 15, fault)
        if res is None:
            continue
        break
    events, log, won, ntr, fl = res
    ev = []
    if fault:
        ev.append({"type": "discard", "seat": dealer, "cards": disc})
        for i in range(4):
            ev.append({"type": "declare", "seat": (dealer + 1 + i) % 4, "items": []})
    off = len(ev)
    ev += events
    team = {0: won[0] + won[2], 1: won[1] + won[3]}
    team[dealer % 2] += disc
    note(f"{fname}: dealer {dealer} discard {disc} (written: {bool(fault)}) tricks {ntr}")
    for line in log:
        note("    " + line)
    for k in (0, 1):
        cs = team[k]
        raw = sum(t_val(c) for c in cs)
        note(f"{fname}: team{k} cards {len(cs)} raw {raw} paired {raw - len(cs) // 2}")
    if fl:
        note(
            f"{fname}: FAILURE_TO_TRUMP event {fl[0] + off} seat {fl[1]} played {fl[2]} to {fl[3]} holding {fl[4]}"
        )
    write(
        fname,
        {
            "format": "trick-transcript/1",
            "game": "tarocchini-ottocento",
            "players": ["Anna", "Bruno", "Carla", "Dario"],
            "meta": {"round": "dispute-messages-2"},
            "deals": [{"dealer": dealer, "hands": hands, "events": ev}],
        },
    )


def gen_terziglio(fname, seed, *, bad_discard=False):
    rng = random.Random(seed)
    dealer = 1
    seats = [0, 1, 2]
    eld = (dealer + 1) % 3
    while True:
        deck = t_deck()
        rng.shuffle(deck)
        hands = [deck[i * 18 : (i + 1) * 18] for i in range(3)]
        widow = deck[54:62]
        held = {s: list(hands[s]) for s in seats}
        ev = []
        if bad_discard:
            decl = eld
            kings = [c for c in hands[decl] if c[0] == "K" and not c.startswith("T")]
            if not kings:
                continue
            take = [c for c in widow if t_val(c) < 5][:2]
            if len(take) < 2:
                continue
            disc = [kings[0], next(c for c in hands[decl] if t_val(c) == 1 and not c.startswith("T"))]
            ev += [
                {"type": "bid", "seat": eld, "bid": "gioco"},
                {"type": "bid", "seat": (eld + 1) % 3, "bid": "pass"},
                {"type": "bid", "seat": (eld + 2) % 3, "bid": "pass"},
                {"type": "take", "seat": decl, "cards": take},
                {"type": "discard", "seat": decl, "cards": disc},
            ]
            held[decl] = [c for c in hands[decl] + take if c not in disc]
        else:
            decl = (eld + 1) % 3
            ev += [
                {"type": "bid", "seat": eld, "bid": "pass"},
                {"type": "bid", "seat": decl, "bid": "solo"},
                {"type": "bid", "seat": (eld + 2) % 3, "bid": "pass"},
            ]
        res = t_play(rng, seats, eld, held, 18)
        if res is None:
            continue
        break
    events, log, won, ntr, _ = res
    ev += events
    note(f"{fname}: dealer {dealer} eldest {eld} declarer {decl} widow {widow} tricks {ntr}")
    if bad_discard:
        note(f"{fname}: ILLEGAL_DISCARD event 4 seat {decl} discards {disc} (took {take})")
    for line in log[:3]:
        note("    " + line)
    write(
        fname,
        {
            "format": "trick-transcript/1",
            "game": "tarocchini-terziglio",
            "players": ["Elena", "Franco", "Giulia"],
            "meta": {"round": "dispute-messages-2"},
            "deals": [{"dealer": dealer, "hands": hands, "talon": widow, "events": ev}],
        },
    )


def main() -> None:
    gen_rage("01-rage-clean-midsession.json", 101)
    gen_rage("02-rage-revoke.json", 102, revoke=True)
    gen_rage("03-rage-minus5-scored-plus.json", 103, wrong_score=True)
    gen_danish("04-danish-clean-4p-sitter.json", 201, nplayers=4)
    gen_danish("05-danish-failure-to-trump.json", 202, nplayers=3, fault="failure_to_trump")
    gen_galician("06-galician-clean-4p-king.json", 301, nplayers=4)
    gen_galician("07-galician-renonce.json", 302, nplayers=3, renonce=True)
    gen_ulti("08-ulti-clean-betli-split-payments.json", 401)
    gen_ulti("09-ulti-betli-no-overtake.json", 402, fault=True)
    gen_ottocento("10-ottocento-clean-no-discard-written.json", 501)
    gen_ottocento("11-ottocento-failure-to-trump.json", 502, fault="failure_to_trump")
    gen_terziglio("12-terziglio-clean-solo.json", 601)
    gen_terziglio("13-terziglio-king-discarded.json", 602, bad_discard=True)
    print("\n".join(NOTES))


if __name__ == "__main__":
    sys.exit(main())
