"""Blind generator: one recording slip per transcript (Danish Tarok, Ottocento, Terziglio).

Written from the sources (seeds 000 Polish, 004 Russian) and the format spec only; no import from
validator. Every deal is simulated legally, settled (Danish) from the source's own figures, and then
one slip a careless scorekeeper makes is planted. `python _gen.py [SEED]` rewrites the .json files
and prints each file's planted slip; EXPECTED.md gives the finding each should get.
"""

from __future__ import annotations

import copy
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
BASE_SEED = int(sys.argv[1]) if len(sys.argv) > 1 else 2026


class Reject(Exception):
    pass


# ----------------------------------------------------------------------------- Danish Tarok
D_SUITS = "HDSC"
D_RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
D_BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
D_DECK = (
    [r + s for s in D_SUITS for r in (D_RED_ORDER if s in "HD" else D_BLACK_ORDER)]
    + [f"T{i}" for i in range(1, 22)]
    + ["JOKER"]
)
COURTS = ["K", "Q", "N", "J"]


def d_suit(c: str) -> str:
    if c == "JOKER":
        return "X"
    return "T" if c.startswith("T") else c[-1]


def d_rank(c: str) -> str:
    return c[:-1]


def d_strength(c: str) -> int:
    """Higher wins within its suit (§3)."""
    if c.startswith("T"):
        return int(c[1:])
    order = D_RED_ORDER if c[-1] in "HD" else D_BLACK_ORDER
    return 100 - order.index(d_rank(c))


def d_value(c: str) -> int:
    """§15 card points: Pagat, Mondo, Joker, kings 4; queens 3; knights 2; jacks 1."""
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c.startswith("T"):
        return 0
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(d_rank(c), 0)


def d_declarations(hand: list[str]) -> list[tuple[dict, int]]:
    """§14 mandatory declarations with §15's price (paid by each other player)."""
    out = []
    joker = "JOKER" in hand
    ntr = sum(1 for c in hand if c.startswith("T")) + (1 if joker else 0)
    if ntr >= 10:
        out.append(({"kind": "trumps", "count": ntr, "pagat": "T1" in hand}, 10 + 5 * (ntr - 10)))
    if joker and "T21" in hand and "T1" in hand:
        n = 3
        t = 20
        while f"T{t}" in hand:
            n += 1
            t -= 1
        out.append(({"kind": "matadors", "count": n}, 10 + 5 * (n - 3)))
    for s in D_SUITS:
        have = [r for r in COURTS if r + s in hand]
        if len(have) == 4:
            if joker:
                out.append(({"kind": "cavalry", "suit": s, "form": "rich"}, 15))
            else:
                out.append(({"kind": "cavalry", "suit": s, "form": "full"}, 10))
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            out.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in D_SUITS if "K" + s in hand]
    if len(kings) == 4:
        out.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in D_SUITS if s not in kings][0]
        out.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return out


def d_legal(hand: list[str], led: str | None, trick_no: int) -> list[str]:
    """§10 follow suit, else trump, else anything; §12 the Joker any time but never in the
    second-last trick (trick 23 of 0..24). The simulator never leads the Joker."""
    plain = [c for c in hand if c != "JOKER"]
    if led is None:
        opts = plain
    else:
        same = [c for c in plain if d_suit(c) == led]
        trumps = [c for c in plain if d_suit(c) == "T"]
        opts = same or trumps or plain
    if "JOKER" in hand and led is not None and trick_no != 23:
        opts = opts + ["JOKER"]
    return opts


def d_deal(rng: random.Random, dealer: int, n: int = 3) -> dict:
    """One legal, settled-as-played Danish deal for three players. Returns the deal plus the play
    structure. Rejects deals with a redeal, Tout, Nolo, a king or the Pagat in the last trick, or
    a Joker still held at trick 22 (keeps the settlement to the plain cases)."""
    deck = D_DECK[:]
    rng.shuffle(deck)
    hands = [sorted(deck[25 * i : 25 * i + 25], key=D_DECK.index) for i in range(3)]
    hands[dealer] = sorted(hands[dealer] + deck[75:78], key=D_DECK.index)
    for h in hands:
        if not any(c.startswith("T") for c in h):
            raise Reject("no trumps: redeal")
    # skat: three pip cards (never a king, Mondo, the Joker, a declaration card, a trump)
    pips = [c for c in hands[dealer] if d_suit(c) in D_SUITS and d_rank(c) not in COURTS]
    skat = rng.sample(pips, 3)
    live = [h[:] for h in hands]
    for c in skat:
        live[dealer].remove(c)
    return {"hands": hands, "skat": skat, "live": live}


def d_play(rng: random.Random, dealer: int, live: list[list[str]]):
    hands = [h[:] for h in live]
    leader = (dealer + 1) % 3
    tricks = []
    for t in range(25):
        cards = []
        led = None
        for k in range(3):
            seat = (leader + k) % 3
            opts = d_legal(hands[seat], led, t)
            if "JOKER" in opts and t < 22:
                c = "JOKER"
            else:
                opts2 = [c for c in opts if c != "JOKER"] or opts
                c = rng.choice(opts2)
            if t == 22 and "JOKER" in hands[seat]:
                raise Reject("joker kept to the end")
            hands[seat].remove(c)
            if led is None:
                led = d_suit(c)
            cards.append((seat, c))
        trumps = [(s, c) for s, c in cards if d_suit(c) == "T"]
        if trumps:
            win = max(trumps, key=lambda x: d_strength(x[1]))[0]
        else:
            win = max([(s, c) for s, c in cards if d_suit(c) == led], key=lambda x: d_strength(x[1]))[0]
        tricks.append({"leader": leader, "cards": cards, "winner": win, "led": led})
        leader = win
    return tricks


def d_session(rng: random.Random, ndeals: int, first_dealer: int = 0, want=None):
    """A whole session with every payment written, as a transcript dict plus an index of plays."""
    for _attempt in range(5000):
        try:
            deals = []
            info = []
            dealer = first_dealer
            for di in range(ndeals):
                d = d_deal(rng, dealer)
                tricks = d_play(rng, dealer, d["live"])
                last = tricks[-1]
                if any(c in ("T1",) or d_rank(c) == "K" for _, c in last["cards"] if c != "JOKER"):
                    raise Reject("ultimo/przydupek")
                won = [sum(1 for t in tricks if t["winner"] == s) for s in range(3)]
                if min(won) == 0 or max(won) == 25:
                    raise Reject("nolo/tout")
                ev = []
                if di == 0:
                    for pool in ("pagat_pool", "king_pool"):
                        for s in range(3):
                            ev.append(_pay(s, pool, 20, "foundation"))
                ev.append(_pay(dealer, "pagat_pool", 5, "deal_fee"))
                ev.append(_pay(dealer, "king_pool", 5, "deal_fee"))
                ev.append({"type": "discard", "seat": dealer, "cards": d["skat"]})
                decl_idx = {}
                for k in range(3):
                    s = (dealer + k) % 3
                    decs = d_declarations(d["live"][s])
                    decl_idx[s] = len(ev)
                    ev.append({"type": "declare", "seat": s, "items": [x for x, _ in decs]})
                    for _, price in decs:
                        for o in range(3):
                            if o != s:
                                ev.append(_pay(o, s, price, "declaration"))
                play_idx = []
                piles = [0, 0, 0]
                piles[dealer] += 1  # the skat's point (§15), its cards are pips
                for ti, t in enumerate(tricks):
                    row = []
                    for s, c in t["cards"]:
                        row.append(len(ev))
                        ev.append({"type": "play", "seat": s, "card": c})
                    play_idx.append(row)
                    w = t["winner"]
                    piles[w] += 1
                    for s, c in t["cards"]:
                        if c == "JOKER" and ti != 24:
                            piles[s] += 4
                        else:
                            piles[w] += d_value(c)
                    if ti == 24:
                        continue
                    for s, c in t["cards"]:
                        if s == w:
                            continue
                        if d_rank(c) == "K" and c != "JOKER" and not c.startswith("T"):
                            for o in range(3):
                                if o != s:
                                    ev.append(_pay(s, o, 5, "king_lost"))
                            ev.append(_pay(s, "king_pool", 5, "king_lost"))
                        if c == "T1":
                            for o in range(3):
                                if o != s:
                                    ev.append(_pay(s, o, 5, "pagat_lost"))
                            ev.append(_pay(s, "pagat_pool", 5, "pagat_lost"))
                    if any(s == w and c == "T1" for s, c in t["cards"]):
                        for o in range(3):
                            if o != w:
                                ev.append(_pay(o, w, 5, "pagat_trick"))
                w = tricks[-1]["winner"]
                last_idx = []
                for o in range(3):
                    if o != w:
                        last_idx.append(len(ev))
                        ev.append(_pay(o, w, 20, "last_trick"))
                assert sum(piles) == 78, piles
                newd = (dealer + 1) % 3
                cp = []
                for s in range(3):
                    if s == newd:
                        continue
                    k = (piles[s] - 24) // 5
                    if k > 0:
                        cp.append(len(ev))
                        ev.append(_pay(newd, s, 5 * k, "card_points"))
                    elif k < 0:
                        cp.append(len(ev))
                        ev.append(_pay(s, newd, -5 * k, "card_points"))
                deals.append({"dealer": dealer, "hands": d["hands"], "events": ev})
                info.append(
                    {
                        "tricks": tricks,
                        "play_idx": play_idx,
                        "decl_idx": decl_idx,
                        "last_idx": last_idx,
                        "piles": piles,
                        "live": d["live"],
                    }
                )
                dealer = newd
            doc = {
                "format": "trick-transcript/1",
                "game": "danish-tarok",
                "rules": {"preset": "standard"},
                "players": ["Agata", "Bogdan", "Celina"],
                "deals": deals,
            }
            if want is not None and not want(doc, info):
                raise Reject("want")
            return doc, info
        except Reject:
            continue
    raise RuntimeError("no deal found")


def _pay(f, t, a, r):
    return {"type": "payment", "from": f, "to": t, "amount": a, "reason": r}


# ----------------------------------------------------------------------------- Tarocchini
T_LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # swords, batons
T_ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # cups, coins
T_DECK = (
    [r + s for s in "SB" for r in T_LONG]
    + [r + s for s in "CD" for r in T_ROUND]
    + [f"T{i}" for i in range(21)]
    + ["MATTO"]
)
FIVE_POINT = {"KS", "KB", "KC", "KD", "T0", "T19", "T20", "MATTO"}


def t_suit(c: str) -> str:
    if c == "MATTO":
        return "X"
    return "T" if c.startswith("T") else c[-1]


def t_strength(c: str) -> int:
    if c.startswith("T"):
        n = int(c[1:])
        return 1 if 1 <= n <= 4 else n  # the Moretti are of equal rank
    order = T_LONG if c[-1] in "SB" else T_ROUND
    return 100 - order.index(c[:-1])


def t_legal(hand, led):
    plain = [c for c in hand if c != "MATTO"]
    if led is None:
        opts = plain or hand
    else:
        same = [c for c in plain if t_suit(c) == led]
        trumps = [c for c in plain if t_suit(c) == "T"]
        opts = same or trumps or plain
        if "MATTO" in hand:
            opts = opts + ["MATTO"]
    return opts


def t_winner(cards, led):
    trumps = [(i, s, c) for i, (s, c) in enumerate(cards) if t_suit(c) == "T"]
    if trumps:
        best = max(t_strength(c) for _, _, c in trumps)
        # Moretti tie: the last one played is the highest (source: "последний сыгранный")
        return [s for i, s, c in trumps if t_strength(c) == best][-1]
    same = [(s, c) for s, c in cards if t_suit(c) == led]
    return max(same, key=lambda x: t_strength(x[1]))[0]


def t_play(rng, n, leader, live, ntricks):
    hands = [h[:] for h in live]
    tricks = []
    for _t in range(ntricks):
        cards = []
        led = None
        for k in range(n):
            seat = (leader + k) % n
            opts = t_legal(hands[seat], led)
            if "MATTO" in opts and led is not None:
                c = "MATTO"
            else:
                if "MATTO" in opts and len(opts) > 1:
                    opts = [c for c in opts if c != "MATTO"]
                c = rng.choice(opts)
            if led is None and c == "MATTO":
                raise Reject("matto lead")
            hands[seat].remove(c)
            if led is None:
                led = t_suit(c)
            cards.append((seat, c))
        win = t_winner(cards, led)
        tricks.append({"leader": leader, "cards": cards, "winner": win, "led": led})
        leader = win
    return tricks


CRICCA = {
    "tarocchi": ["T20", "T19", "T0", "MATTO"],
    "kings": ["K" + s for s in "SBCD"],
    "queens": ["Q" + s for s in "SBCD"],
    "knights": ["N" + s for s in "SBCD"],
    "jacks": ["J" + s for s in "SBCD"],
}


def t_cricche(hand):
    """Declared: the cricche only (the source lets a player declare less than he holds)."""
    out = []
    for name, cards in CRICCA.items():
        k = sum(1 for c in cards if c in hand)
        if k >= 3:
            out.append({"kind": "cricca", "of": name, "count": k})
    return out


def otto_session(rng, ndeals, first_dealer=0, want=None):
    for _attempt in range(5000):
        try:
            deals, info = [], []
            dealer = first_dealer
            for _di in range(ndeals):
                deck = T_DECK[:]
                rng.shuffle(deck)
                hands = [sorted(deck[15 * i : 15 * i + 15], key=T_DECK.index) for i in range(4)]
                hands[dealer] = sorted(hands[dealer] + deck[60:62], key=T_DECK.index)
                low = [c for c in hands[dealer] if c not in FIVE_POINT and not c.startswith("T")]
                disc = rng.sample(low, 2)
                live = [h[:] for h in hands]
                for c in disc:
                    live[dealer].remove(c)
                ev = [{"type": "discard", "seat": dealer, "cards": disc}]
                decl_idx = {}
                for k in range(1, 5):
                    s = (dealer + k) % 4
                    decl_idx[s] = len(ev)
                    ev.append({"type": "declare", "seat": s, "items": t_cricche(live[s])})
                tricks = t_play(rng, 4, (dealer + 1) % 4, live, 15)
                play_idx = []
                for t in tricks:
                    row = []
                    for s, c in t["cards"]:
                        row.append(len(ev))
                        ev.append({"type": "play", "seat": s, "card": c})
                    play_idx.append(row)
                deals.append({"dealer": dealer, "hands": hands, "events": ev})
                info.append({"tricks": tricks, "play_idx": play_idx, "decl_idx": decl_idx, "live": live})
                dealer = (dealer + 1) % 4
            doc = {
                "format": "trick-transcript/1",
                "game": "tarocchini-ottocento",
                "rules": {"preset": "standard"},
                "players": ["Anna", "Bruno", "Carla", "Dario"],
                "deals": deals,
            }
            if want is not None and not want(doc, info):
                raise Reject("want")
            return doc, info
        except Reject:
            continue
    raise RuntimeError("no ottocento deal")


def terz_session(rng, ndeals, first_dealer=0, want=None):
    for _attempt in range(5000):
        try:
            deals, info = [], []
            dealer = first_dealer
            for _di in range(ndeals):
                deck = T_DECK[:]
                rng.shuffle(deck)
                hands = [sorted(deck[18 * i : 18 * i + 18], key=T_DECK.index) for i in range(3)]
                talon = deck[54:62]
                order = [(dealer + k) % 3 for k in range(1, 4)]
                decl = rng.choice(order)
                ev = []
                bid_idx = {}
                for s in order:
                    bid_idx[s] = len(ev)
                    ev.append({"type": "bid", "seat": s, "bid": "gioco" if s == decl else "pass"})
                    if s == decl:
                        # once a gioco stands, the later seats pass (no solo in these sessions)
                        pass
                live = [h[:] for h in hands]
                took = rng.sample(talon, 2)
                live[decl] += took
                low = [c for c in live[decl] if c not in FIVE_POINT]
                disc = rng.sample(low, 2)
                for c in disc:
                    live[decl].remove(c)
                ev.append({"type": "take", "seat": decl, "cards": took})
                ev.append({"type": "discard", "seat": decl, "cards": disc})
                decl_idx = {}
                for s in order:
                    decl_idx[s] = len(ev)
                    ev.append({"type": "declare", "seat": s, "items": t_cricche(live[s])})
                tricks = t_play(rng, 3, (dealer + 1) % 3, live, 18)
                play_idx = []
                for t in tricks:
                    row = []
                    for s, c in t["cards"]:
                        row.append(len(ev))
                        ev.append({"type": "play", "seat": s, "card": c})
                    play_idx.append(row)
                deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": ev})
                info.append(
                    {
                        "tricks": tricks,
                        "play_idx": play_idx,
                        "decl_idx": decl_idx,
                        "bid_idx": bid_idx,
                        "declarer": decl,
                        "live": live,
                    }
                )
                dealer = (dealer + 1) % 3
            doc = {
                "format": "trick-transcript/1",
                "game": "tarocchini-terziglio",
                "rules": {"preset": "standard"},
                "players": ["Elena", "Franco", "Giulia"],
                "deals": deals,
            }
            if want is not None and not want(doc, info):
                raise Reject("want")
            return doc, info
        except Reject:
            continue
    raise RuntimeError("no terziglio deal")


# ----------------------------------------------------------------------------- slips
def swap_events(doc, deal, i, j):
    ev = doc["deals"][deal]["events"]
    ev[i], ev[j] = ev[j], ev[i]


def insert_copy(doc, deal, i, at):
    ev = doc["deals"][deal]["events"]
    ev.insert(at, copy.deepcopy(ev[i]))
    return at


def pick_trick(info, pred, rng, deal=0, lo=2, hi=None):
    tr = info[deal]["tricks"]
    hi = len(tr) - 3 if hi is None else hi
    cands = [k for k in range(lo, hi) if pred(tr[k])]
    if not cands:
        raise Reject("no trick")
    return rng.choice(cands)


def wrong_card_slip(info, suit_of, value_zero, deal=0, n=3):
    """Find (trick k, position p, seat s, real card Y, written card Z): Y is s's card in trick k,
    Z a card of another seat played in a later trick, same suit as Y, both losing trick k, both
    worth nothing, so the winner and the piles are the same whichever card the trick holds."""
    tr = info[deal]["tricks"]
    for k in range(2, len(tr) - 4):
        t = tr[k]
        wcard = dict(t["cards"])[t["winner"]]
        for p, (s, y) in enumerate(t["cards"]):
            if s == t["winner"] or not value_zero(y) or suit_of(y) != t["led"]:
                continue
            for k2 in range(k + 1, len(tr) - 1):
                for s2, z in tr[k2]["cards"]:
                    if s2 == s or suit_of(z) != suit_of(y) or not value_zero(z):
                        continue
                    beats = suit_of(wcard) == suit_of(z) and STRENGTH[suit_of](z) > STRENGTH[suit_of](wcard)
                    if not beats:
                        return k, p, s, y, z, k2
    raise Reject("no wrong-card slip")


STRENGTH = {d_suit: d_strength, t_suit: t_strength}


def write(name, doc, slip):
    doc.setdefault("meta", {})["slip"] = slip
    (HERE / name).write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(name, json.dumps(slip, ensure_ascii=False))


def main():
    for f in HERE.glob("*.json"):
        f.unlink()
    R = lambda k: random.Random(BASE_SEED * 100 + k)  # noqa: E731

    # ---- Danish 01: lead and second card of a trick swapped (all three of one suit)
    rng = R(1)
    doc, info = d_session(rng, 1)
    k = pick_trick(info, lambda t: len({d_suit(c) for _, c in t["cards"]}) == 1, rng)
    a, b, _ = info[0]["play_idx"][k]
    swap_events(doc, 0, a, b)
    write(
        "01-danish-swap-lead-second.json",
        doc,
        {"deal": 0, "events": [a, b], "trick": k, "kind": "swap lead/second, one suit"},
    )

    # ---- Danish 02: second and third card swapped, the third seat off suit (trumped)
    rng = R(2)

    def want2(doc, info):
        tr = info[0]["tricks"]
        return any(
            d_suit(t["cards"][2][1]) == "T" and t["led"] != "T" and d_suit(t["cards"][1][1]) == t["led"]
            for t in tr[2:-3]
        )

    doc, info = d_session(rng, 1, want=want2)
    k = pick_trick(
        info,
        lambda t: (
            d_suit(t["cards"][2][1]) == "T" and t["led"] != "T" and d_suit(t["cards"][1][1]) == t["led"]
        ),
        rng,
    )
    _, b, c = info[0]["play_idx"][k]
    swap_events(doc, 0, b, c)
    write(
        "02-danish-swap-second-third.json",
        doc,
        {"deal": 0, "events": [b, c], "trick": k, "kind": "swap second/third, third trumps"},
    )

    # ---- Danish 03: a card written for the wrong seat (another seat's later card)
    rng = R(3)

    def vz(c):
        return d_value(c) == 0 and c != "JOKER" and not c.startswith("T")

    def want3(doc, info):
        try:
            wrong_card_slip(info, d_suit, vz)
            return True
        except Reject:
            return False

    doc, info = d_session(rng, 1, want=want3)
    k, p, s, y, z, k2 = wrong_card_slip(info, d_suit, vz)
    idx = info[0]["play_idx"][k][p]
    doc["deals"][0]["events"][idx]["card"] = z
    write(
        "03-danish-card-wrong-seat.json",
        doc,
        {"deal": 0, "event": idx, "seat": s, "played": y, "written": z, "z_played_later_in_trick": k2},
    )

    # ---- Danish 04: a declaration line written twice
    rng = R(4)

    def want4(doc, info):
        ev = doc["deals"][0]["events"]
        return any(ev[i]["items"] and s != doc["deals"][0]["dealer"] for s, i in info[0]["decl_idx"].items())

    doc, info = d_session(rng, 1, want=want4)
    ev = doc["deals"][0]["events"]
    s = [s for s, i in info[0]["decl_idx"].items() if ev[i]["items"] and s != 0][0]
    i = info[0]["decl_idx"][s]
    j = i + 1
    while ev[j]["type"] == "payment":
        j += 1
    at = insert_copy(doc, 0, i, j)
    write("04-danish-declaration-twice.json", doc, {"deal": 0, "original": i, "copy": at, "seat": s})

    # ---- Danish 05: one payment written twice (a last-trick payment)
    rng = R(5)
    doc, info = d_session(rng, 1)
    i = info[0]["last_idx"][0]
    at = insert_copy(doc, 0, i, i + 1)
    write(
        "05-danish-payment-twice.json",
        doc,
        {"deal": 0, "original": i, "copy": at, "payment": doc["deals"][0]["events"][i]},
    )

    # ---- Danish 06: dealer field written wrong in deal 1 of 2
    rng = R(6)
    doc, info = d_session(rng, 2)
    doc["deals"][1]["dealer"] = 2  # due: 1 (hands, skat, fee, declarations and lead all seat 1's)
    write("06-danish-dealer-wrong.json", doc, {"deal": 1, "written": 2, "due": 1})

    # ---- Ottocento 07: lead and second card swapped, the second seat trumps
    rng = R(7)

    def pred7(t):
        return t["led"] != "T" and t_suit(t["cards"][1][1]) == "T"

    def want7(doc, info):
        return any(pred7(t) for t in info[0]["tricks"][2:-3])

    doc, info = otto_session(rng, 1, want=want7)
    k = pick_trick(info, pred7, rng)
    a, b, _, _ = info[0]["play_idx"][k]
    swap_events(doc, 0, a, b)
    write(
        "07-ottocento-swap-lead-second.json",
        doc,
        {"deal": 0, "events": [a, b], "trick": k, "kind": "swap lead/second, second trumps"},
    )

    # ---- Ottocento 08: third and fourth card swapped (one suit)
    rng = R(8)

    def pred8(t):
        return len({t_suit(c) for _, c in t["cards"]}) == 1

    def want8(doc, info):
        return any(pred8(t) for t in info[0]["tricks"][2:-3])

    doc, info = otto_session(rng, 1, want=want8)
    k = pick_trick(info, pred8, rng)
    _, _, c3, c4 = info[0]["play_idx"][k]
    swap_events(doc, 0, c3, c4)
    write("08-ottocento-swap-third-fourth.json", doc, {"deal": 0, "events": [c3, c4], "trick": k})

    # ---- Ottocento 09: a card written for the wrong seat
    rng = R(9)

    def tvz(c):
        return c not in FIVE_POINT and not c.startswith("T") and c[:-1] not in ("K", "Q", "N", "J")

    def want9(doc, info):
        try:
            wrong_card_slip(info, t_suit, tvz)
            return True
        except Reject:
            return False

    doc, info = otto_session(rng, 1, want=want9)
    k, p, s, y, z, k2 = wrong_card_slip(info, t_suit, tvz)
    idx = info[0]["play_idx"][k][p]
    doc["deals"][0]["events"][idx]["card"] = z
    write(
        "09-ottocento-card-wrong-seat.json",
        doc,
        {"deal": 0, "event": idx, "seat": s, "played": y, "written": z, "z_played_later_in_trick": k2},
    )

    # ---- Ottocento 10: a declaration written for the wrong seat
    rng = R(10)

    def want10(doc, info):
        ev = doc["deals"][0]["events"]
        d = info[0]["decl_idx"]
        # seat 2 (second to declare, dealer 0) declares something seat 3 does not hold
        return bool(ev[d[2]]["items"]) and not any(it in ev[d[3]]["items"] for it in ev[d[2]]["items"])

    doc, info = otto_session(rng, 1, want=want10)
    i = info[0]["decl_idx"][2]
    doc["deals"][0]["events"][i]["seat"] = 3
    write(
        "10-ottocento-declaration-wrong-seat.json",
        doc,
        {
            "deal": 0,
            "event": i,
            "declared_by": 2,
            "written": 3,
            "items": doc["deals"][0]["events"][i]["items"],
        },
    )

    # ---- Ottocento 11: dealer field written wrong in deal 1 of 2
    rng = R(11)
    doc, info = otto_session(rng, 2)
    doc["deals"][1]["dealer"] = 3  # due: 1
    write("11-ottocento-dealer-wrong.json", doc, {"deal": 1, "written": 3, "due": 1})

    # ---- Terziglio 12: lead and second card swapped (one suit)
    rng = R(12)

    def pred12(t):
        return len({t_suit(c) for _, c in t["cards"]}) == 1

    def want12(doc, info):
        return any(pred12(t) for t in info[0]["tricks"][2:-3])

    doc, info = terz_session(rng, 1, want=want12)
    k = pick_trick(info, pred12, rng)
    a, b, _ = info[0]["play_idx"][k]
    swap_events(doc, 0, a, b)
    write("12-terziglio-swap-lead-second.json", doc, {"deal": 0, "events": [a, b], "trick": k})

    # ---- Terziglio 13: a pass written twice (copied line)
    rng = R(13)
    doc, info = terz_session(rng, 1, want=lambda d, i: i[0]["declarer"] == 1)
    i = info[0]["bid_idx"][2]
    at = insert_copy(doc, 0, i, i + 1)
    write(
        "13-terziglio-bid-twice.json",
        doc,
        {"deal": 0, "original": i, "copy": at, "bid": doc["deals"][0]["events"][i]},
    )

    # ---- Terziglio 14: a declaration written twice
    rng = R(14)

    def want14(doc, info):
        ev = doc["deals"][0]["events"]
        return any(ev[i]["items"] for i in info[0]["decl_idx"].values())

    doc, info = terz_session(rng, 1, want=want14)
    ev = doc["deals"][0]["events"]
    i = [i for i in info[0]["decl_idx"].values() if ev[i]["items"]][0]
    at = insert_copy(doc, 0, i, i + 1)
    write(
        "14-terziglio-declaration-twice.json",
        doc,
        {"deal": 0, "original": i, "copy": at, "items": ev[i]["items"]},
    )

    # ---- Terziglio 15: a card written for the wrong seat
    rng = R(15)

    def want15(doc, info):
        try:
            wrong_card_slip(info, t_suit, tvz)
            return True
        except Reject:
            return False

    doc, info = terz_session(rng, 1, want=want15)
    k, p, s, y, z, k2 = wrong_card_slip(info, t_suit, tvz)
    idx = info[0]["play_idx"][k][p]
    doc["deals"][0]["events"][idx]["card"] = z
    write(
        "15-terziglio-card-wrong-seat.json",
        doc,
        {"deal": 0, "event": idx, "seat": s, "played": y, "written": z, "z_played_later_in_trick": k2},
    )


if __name__ == "__main__":
    main()
