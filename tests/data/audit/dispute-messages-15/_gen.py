"""Blind generator for audit round dispute-messages-15 (no import of validator).

Each transcript is one (or two) deals played with random legal cards from a seeded shuffle,
with one fault planted and the table's own handling of it written in the record.  The
settlement written is the table's, computed here from the sources as I read them
(/work/shared/seeds: Danish 000, Galician 002, Ulti 003).

    python _gen.py            # writes the NN-*.json files next to this script
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT: dict[str, dict] = {}
NOTES: dict[str, str] = {}


def write(name: str, doc: dict) -> None:
    OUT[name] = doc


# --------------------------------------------------------------------------- Danish Tarok
D_SUITS = "HDSC"
D_RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
D_BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
D_DECK = [r + s for s in D_SUITS for r in D_RED_ORDER] + [f"T{i}" for i in range(1, 22)] + ["JOKER"]


def d_suit(c: str) -> str:
    if c == "JOKER":
        return "X"
    return "T" if c.startswith("T") else c[-1]


def d_rank(c: str) -> int:
    """higher is stronger within its suit"""
    if c.startswith("T"):
        return int(c[1:])
    s = c[-1]
    order = D_RED_ORDER if s in "HD" else D_BLACK_ORDER
    return 100 - order.index(c[:-1])


def d_honour(c: str) -> int:
    if c in ("T1", "T21", "JOKER") or (c[0] == "K" and not c.startswith("T")):
        return 4
    if c.startswith("T"):
        return 0
    return {"Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)


def d_declarations(hand: list[str]) -> list[dict]:
    out = []
    trumps = [c for c in hand if c.startswith("T")]
    joker = "JOKER" in hand
    n = len(trumps) + (1 if joker else 0)
    if n >= 10:
        out.append({"kind": "trumps", "count": n, "pagat": "T1" in hand})
    if joker and "T21" in hand and "T1" in hand:
        m = 3
        k = 20
        while f"T{k}" in hand:
            m += 1
            k -= 1
        out.append({"kind": "matadors", "count": m})
    for s in D_SUITS:
        courts = [r for r in "KQNJ" if r + s in hand]
        if len(courts) == 4:
            out.append({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"})
        elif len(courts) == 3 and joker:
            miss = [r for r in "KQNJ" if r not in courts][0]
            out.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
    kings = [s for s in D_SUITS if "K" + s in hand]
    if len(kings) == 4:
        out.append({"kind": "kings", "form": "rich" if joker else "full"})
    elif len(kings) == 3 and joker:
        out.append({"kind": "kings", "form": "half", "missing": [s for s in D_SUITS if s not in kings][0]})
    return out


def d_decl_value(item: dict) -> int:
    k = item["kind"]
    if k == "trumps":
        return 5 * (item["count"] - 8)
    if k == "matadors":
        return 5 * (item["count"] - 1)
    return {"rich": 15, "full": 10, "half": 5}[item["form"]]


def d_legal(hand: list[str], led: str | None) -> list[str]:
    """Joker never chosen by the policy unless it is the last card (kept to the last trick)."""
    cards = [c for c in hand if c != "JOKER"]
    if not cards:
        return ["JOKER"]
    if led is None:
        return cards
    same = [c for c in cards if d_suit(c) == led]
    if same:
        return same
    tr = [c for c in cards if d_suit(c) == "T"]
    return tr or cards


def d_winner(trick: list[tuple[int, str]], led: str) -> int:
    best = None
    for seat, c in trick:
        if c == "JOKER":
            continue
        key = (2, d_rank(c)) if d_suit(c) == "T" else ((1, d_rank(c)) if d_suit(c) == led else (0, 0))
        if best is None or key > best[0]:
            best = (key, seat)
    return best[1]


def d_amount(points: int) -> int:
    diff = points - 26
    a = 5 * ((abs(diff) + 2) // 5)
    return a if diff > 0 else -a


class Danish:
    """One Danish deal, 3 players, random legal play; fault hooks by callback."""

    def __init__(self, seed: int, dealer: int):
        self.rng = random.Random(seed)
        deck = D_DECK[:]
        self.rng.shuffle(deck)
        self.dealer = dealer
        hands = [deck[0:25], deck[25:50], deck[50:75]]
        hands[dealer] += deck[75:78]
        self.hands = [sorted(h, key=D_DECK.index) for h in hands]

    def choose_skat(self, allow_king: bool = False) -> list[str] | None:
        h = self.hands[self.dealer]
        pips = [c for c in h if not c.startswith("T") and c != "JOKER" and c[:-1] not in "KQNJ"]
        if len(pips) < 3:
            return None
        return self.rng.sample(pips, 3)

    def play(self, hook=None):
        """hook(trick_no, seat, legal, hand, led, trick) -> card or None"""
        hands = [h[:] for h in self.live]
        leader = (self.dealer + 1) % 3
        plays = []  # (seat, card, trick_no)
        tricks = []
        for t in range(25):
            trick = []
            led = None
            for i in range(3):
                seat = (leader + i) % 3
                legal = d_legal(hands[seat], led)
                card = None
                if hook:
                    card = hook(t, seat, legal, hands[seat], led, trick)
                if card is None:
                    card = self.rng.choice(legal)
                hands[seat].remove(card)
                if led is None:
                    led = d_suit(card)
                trick.append((seat, card))
                plays.append((seat, card, t))
            w = d_winner(trick, led)
            tricks.append((trick, w, led))
            leader = w
        self.tricks = tricks
        self.plays = plays
        return tricks


def danish_settle(dl: Danish, skat: list[str]):
    """Payments (as list of payment dicts keyed by the trick after which they fall)."""
    during: dict[int, list[dict]] = {}
    d = dl.dealer
    for t, (trick, w, led) in enumerate(dl.tricks):
        if t == 24:
            break
        pays = []
        for seat, c in trick:
            others = [s for s in range(3) if s != seat]
            if c[0] == "K" and not c.startswith("T") and seat != w:
                for o in others:
                    pays.append({"type": "payment", "from": seat, "to": o, "amount": 5, "reason": "king_lost"})
                pays.append({"type": "payment", "from": seat, "to": "king_pool", "amount": 5, "reason": "king_lost"})
            if c == "T1":
                if seat != w:
                    for o in others:
                        pays.append({"type": "payment", "from": seat, "to": o, "amount": 5, "reason": "pagat_lost"})
                    pays.append({"type": "payment", "from": seat, "to": "pagat_pool", "amount": 5, "reason": "pagat_lost"})
                else:
                    for o in others:
                        pays.append({"type": "payment", "from": o, "to": seat, "amount": 5, "reason": "pagat_trick"})
        if pays:
            during[t] = pays
    last, w, led = dl.tricks[24]
    ok = all(not (c[0] == "K" and not c.startswith("T")) and c != "T1" for _, c in last)
    ok = ok and last[0][1] != "JOKER"
    counts = [0, 0, 0]
    pts = [0, 0, 0]
    for trick, ww, _ in dl.tricks:
        counts[ww] += 1
        pts[ww] += 1
        for seat, c in trick:
            if c == "JOKER" and trick is not last:
                pts[seat] += 4
            else:
                pts[ww] += d_honour(c)
    pts[d] += 1  # the skat
    end = []
    for o in range(3):
        if o != w:
            end.append({"type": "payment", "from": o, "to": w, "amount": 20, "reason": "last_trick"})
    nd = (d + 1) % 3
    for s in range(3):
        if s == nd:
            continue
        a = d_amount(pts[s])
        if a > 0:
            end.append({"type": "payment", "from": nd, "to": s, "amount": a, "reason": "card_points"})
        elif a < 0:
            end.append({"type": "payment", "from": s, "to": nd, "amount": -a, "reason": "card_points"})
    fine = ok and min(counts) > 0 and max(counts) < 25
    return during, end, pts, counts, fine


def danish_doc(dl: Danish, skat, decls, during, end, extra_after_decl=(), mutate_plays=None,
               foundations=True, desc=""):
    ev = []
    if foundations:
        for pool in ("pagat_pool", "king_pool"):
            for s in range(3):
                ev.append({"type": "payment", "from": s, "to": pool, "amount": 20, "reason": "foundation"})
    for pool in ("pagat_pool", "king_pool"):
        ev.append({"type": "payment", "from": dl.dealer, "to": pool, "amount": 5, "reason": "deal_fee"})
    ev.append({"type": "discard", "seat": dl.dealer, "cards": skat})
    for i in range(3):
        s = (dl.dealer + i) % 3
        ev.append({"type": "declare", "seat": s, "items": decls[s]})
        for it in decls[s]:
            for o in range(3):
                if o != s:
                    ev.append({"type": "payment", "from": o, "to": s, "amount": d_decl_value(it), "reason": "declaration"})
    ev.extend(extra_after_decl)
    plays = [{"type": "play", "seat": s, "card": c} for s, c, _ in dl.plays]
    if mutate_plays:
        plays = mutate_plays(plays)
    for t in range(25):
        ev.extend(plays[3 * t: 3 * t + 3])
        ev.extend(during.get(t, []))
    ev.extend(end)
    return {"dealer": dl.dealer, "hands": dl.hands, "events": ev}


def danish_base(seed, dealer=0, want_decl=None, hook=None, need_fine=True):
    """Find a deal from seed upwards with no declarations (or with want_decl(decls))."""
    while True:
        dl = Danish(seed, dealer)
        skat = dl.choose_skat()
        if skat is None:
            seed += 1
            continue
        live = [h[:] for h in dl.hands]
        for c in skat:
            live[dealer].remove(c)
        decls = [d_declarations(h) for h in live]
        ok_decl = want_decl(decls, live) if want_decl else not any(decls)
        if not ok_decl:
            seed += 1
            continue
        dl.live = live
        state = {"fault": None}
        dl.play((lambda *a: hook(state, *a)) if hook else None)
        if hook and state["fault"] is None:
            seed += 1
            continue
        during, end, pts, counts, fine = danish_settle(dl, skat)
        if need_fine and not fine:
            seed += 1
            continue
        return seed, dl, skat, decls, during, end, pts, state


def revoke_hook(target, kind="revoke"):
    def hook(state, t, seat, legal, hand, led, trick):
        if state["fault"] is not None or seat != target or led is None or t < 3 or t > 18:
            return None
        cards = [c for c in hand if c != "JOKER"]
        if kind == "revoke":
            same = [c for c in cards if d_suit(c) == led]
            other = [c for c in cards if d_suit(c) != led and c[0] != "K" and c != "T1"]
            if same and other and led != "T":
                card = sorted(other, key=d_rank)[0]
                state["fault"] = (t, seat, card, led, same)
                return card
        return None

    return hook


def gen_danish():
    players = ["Agnieszka", "Bartek", "Celina"]

    # 01: revoke, the table fines it 20 to each pool (a large fine) and plays on
    seed, dl, skat, decls, during, end, pts, st = danish_base(1000, 0, hook=revoke_hook(1))
    t, seat, card, led, same = st["fault"]
    fine = [
        {"type": "penalty", "party": 1, "code": "revoke", "amount": 20},
        {"type": "payment", "from": 1, "to": "pagat_pool", "amount": 20, "reason": "penalty"},
        {"type": "payment", "from": 1, "to": "king_pool", "amount": 20, "reason": "penalty"},
    ]
    during.setdefault(t, [])
    during[t] = fine + during[t]
    deal = danish_doc(dl, skat, decls, during, end)
    NOTES["01"] = f"seed {seed}: Bartek revokes in trick {t} ({card} on {led}, holding {same}); table fines 20+20 and plays on; pts {pts}"
    write("01-dk-revoke-fined-large-played-on.json", {
        "format": "trick-transcript/1", "game": "danish-tarok", "players": players,
        "meta": {"audit": "dispute-messages-15", "note": "revoke; the table fined 20 to each pool and played on"},
        "deals": [deal]})

    # 02: revoke, the table neither fines nor voids: settled as played
    seed, dl, skat, decls, during, end, pts, st = danish_base(2000, 0, hook=revoke_hook(2))
    t, seat, card, led, same = st["fault"]
    deal = danish_doc(dl, skat, decls, during, end)
    NOTES["02"] = f"seed {seed}: Celina revokes in trick {t} ({card} on {led}, holding {same}); no fine, settled as played; pts {pts}"
    write("02-dk-revoke-no-fine-settled-as-played.json", {
        "format": "trick-transcript/1", "game": "danish-tarok", "players": players,
        "meta": {"audit": "dispute-messages-15", "note": "revoke; the table neither fined nor voided, settled as played"},
        "deals": [deal]})

    # 03: a card out of turn (a follower plays before the seat due), fine not paid, no penalty written
    seed, dl, skat, decls, during, end, pts, st = danish_base(3000, 0)
    # trick 6: the second and third cards are written (and were played) in the wrong order
    tno = 6
    trick = dl.tricks[tno][0]

    def swap(plays):
        p = plays[:]
        i = 3 * tno + 1
        p[i], p[i + 1] = p[i + 1], p[i]
        return p

    # the swap must not change the trick: legality holds per card; check the third seat's card
    deal = danish_doc(dl, skat, decls, during, end, mutate_plays=swap)
    NOTES["03"] = f"seed {seed}: trick {tno} {trick}: the third seat plays before the second (out of turn); no fine paid; pts {pts}"
    write("03-dk-out-of-turn-fine-unpaid.json", {
        "format": "trick-transcript/1", "game": "danish-tarok", "players": players,
        "meta": {"audit": "dispute-messages-15", "note": "a card played out of turn in trick 6 (the third hand before the second); the table let it stand and collected no fine"},
        "deals": [deal]})

    # 04: a false declaration (10 trumps declared with 9), not corrected; the table played on,
    #     kept the declaration money, no fine
    def want9(decls, live):
        if any(decls):
            return False
        s = 1
        n = sum(1 for c in live[s] if c.startswith("T")) + (1 if "JOKER" in live[s] else 0)
        return n == 9

    seed, dl, skat, decls, during, end, pts, st = danish_base(4000, 0, want_decl=want9)
    live1 = dl.live[1]
    decls = [[], [{"kind": "trumps", "count": 10, "pagat": "T1" in live1}], []]
    deal = danish_doc(dl, skat, decls, during, end)
    NOTES["04"] = f"seed {seed}: Bartek holds 9 trumps (Joker counted: {'JOKER' in live1}), declares 10; paid 10 by each; played on; pts {pts}"
    write("04-dk-false-declaration-played-on.json", {
        "format": "trick-transcript/1", "game": "danish-tarok", "players": players,
        "meta": {"audit": "dispute-messages-15", "note": "Bartek declared 10 trumps holding 9; nobody noticed before the first trick; the deal was played and settled as played, the declaration money kept, no fine"},
        "deals": [deal]})

    # 05: an illegal skat (a king laid away) found after the declarations; the table fines 40+40,
    #     voids the deal; a declaration paid before the fault is kept; the next dealer deals
    def want_one(decls, live):
        return not decls[0] and not decls[2] and len(decls[1]) == 1 and decls[1][0]["kind"] != "trumps"

    seed0 = 5000
    while True:
        dl = Danish(seed0, 0)
        kings = [c for c in dl.hands[0] if c[0] == "K" and not c.startswith("T")]
        pips = [c for c in dl.hands[0] if not c.startswith("T") and c != "JOKER" and c[:-1] not in "KQNJ"]
        live = [h[:] for h in dl.hands]
        if kings and len(pips) >= 2:
            skat = [kings[0]] + pips[:2]
            for c in skat:
                live[0].remove(c)
            decls = [d_declarations(h) for h in live]
            # the dealer's hand before laying away must hold no declaration either
            if want_one(decls, live) and not d_declarations(dl.hands[0]):
                break
        seed0 += 1
    ev = []
    for pool in ("pagat_pool", "king_pool"):
        for s in range(3):
            ev.append({"type": "payment", "from": s, "to": pool, "amount": 20, "reason": "foundation"})
    for pool in ("pagat_pool", "king_pool"):
        ev.append({"type": "payment", "from": 0, "to": pool, "amount": 5, "reason": "deal_fee"})
    ev.append({"type": "discard", "seat": 0, "cards": skat})
    for i in range(3):
        s = i
        ev.append({"type": "declare", "seat": s, "items": decls[s]})
        for it in decls[s]:
            for o in range(3):
                if o != s:
                    ev.append({"type": "payment", "from": o, "to": s, "amount": d_decl_value(it), "reason": "declaration"})
    ev.append({"type": "penalty", "party": 0, "code": "illegal_skat", "amount": 40,
               "note": "king found in the skat after Bartek declared; deal void, next dealer deals"})
    ev.append({"type": "payment", "from": 0, "to": "pagat_pool", "amount": 40, "reason": "penalty"})
    ev.append({"type": "payment", "from": 0, "to": "king_pool", "amount": 40, "reason": "penalty"})
    deal0 = {"dealer": 0, "hands": dl.hands, "events": ev}
    seed1, dl1, skat1, decls1, during1, end1, pts1, _ = danish_base(5500, 1)
    deal1 = danish_doc(dl1, skat1, decls1, during1, end1, foundations=False)
    NOTES["05"] = f"seed {seed0}/{seed1}: skat {skat} (a king); Bartek declared {decls[1]}; fined 40+40; deal 1 dealt by seat 1; pts1 {pts1}"
    write("05-dk-illegal-skat-void-declaration-kept.json", {
        "format": "trick-transcript/1", "game": "danish-tarok", "players": players,
        "meta": {"audit": "dispute-messages-15", "note": "the dealer laid a king away; found after the declarations; the table fined 40 to each pool, voided the deal, kept Bartek's declaration money, and the next dealer dealt"},
        "deals": [deal0, deal1]})


# --------------------------------------------------------------------------- Galician Tarok
G_SUITS = "HDSC"
G_DECK = ([r + s for s in "HD" for r in ["K", "Q", "N", "J", "1"]]
          + [r + s for s in "SC" for r in ["K", "Q", "N", "J", "10"]]
          + [f"T{i}" for i in range(1, 22)] + ["SKIZ"])


def g_suit(c):
    return "T" if c.startswith("T") or c == "SKIZ" else c[-1]


def g_rank(c):
    if c == "SKIZ":
        return 22
    if c.startswith("T"):
        return int(c[1:])
    return 10 - ["K", "Q", "N", "J", "1", "10"].index(c[:-1])


def g_value(c):
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if c.startswith("T"):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def g_legal(hand, led):
    if led is None:
        return hand[:]
    same = [c for c in hand if g_suit(c) == led]
    if same:
        return same
    tr = [c for c in hand if g_suit(c) == "T"]
    return tr or hand[:]


def g_winner(trick, led):
    best = None
    for seat, c in trick:
        key = (2, g_rank(c)) if g_suit(c) == "T" else ((1, g_rank(c)) if g_suit(c) == led else (0, 0))
        if best is None or key > best[0]:
            best = (key, seat)
    return best[1]


class Galician:
    def __init__(self, seed, dealer):
        self.rng = random.Random(seed)
        deck = G_DECK[:]
        self.rng.shuffle(deck)
        self.dealer = dealer
        self.talon = deck[:6]
        self.hands = [deck[6:18], deck[18:30], deck[30:42]]

    def run(self, player, hook=None):
        """player takes talon[0:3], lays away 3 non-king non-tarock cards (lowest value)."""
        self.player = player
        hands = [h[:] for h in self.hands]
        hands[player] += self.talon[:3]
        cand = sorted([c for c in hands[player] if g_suit(c) != "T" and c[0] != "K"], key=g_value)
        if len(cand) < 3:
            return False
        self.laid = cand[:3]
        for c in self.laid:
            hands[player].remove(c)
        self.live = [h[:] for h in hands]
        leader = (self.dealer + 1) % 3
        self.plays = []
        self.tricks = []
        state = {"fault": None}
        for t in range(12):
            trick = []
            led = None
            for i in range(3):
                seat = (leader + i) % 3
                legal = g_legal(hands[seat], led)
                card = hook(state, t, seat, legal, hands[seat], led, trick) if hook else None
                if card is None:
                    card = self.rng.choice(legal)
                hands[seat].remove(card)
                if led is None:
                    led = g_suit(card)
                trick.append((seat, card))
                self.plays.append((seat, card))
            w = g_winner(trick, led)
            self.tricks.append((trick, w))
            leader = w
        self.state = state
        return True

    def points(self):
        p = 0
        side_cards = {"player": list(self.laid), "helpers": list(self.talon[3:])}
        pl = sum(g_value(c) for c in self.laid) - 2
        for trick, w in self.tricks:
            v = sum(g_value(c) for _, c in trick) - 2
            if w == self.player:
                pl += v
                side_cards["player"] += [c for _, c in trick]
            else:
                side_cards["helpers"] += [c for _, c in trick]
        p = pl
        return p, side_cards

    def silent_premiums(self, side_cards):
        for cards in side_cards.values():
            if all(c in cards for c in ("SKIZ", "T21", "T1")):
                return True
            if all(("K" + s) in cards for s in G_SUITS):
                return True
        last, w = self.tricks[-1]
        wcard = [c for s, c in last if s == w][0]
        return wcard == "T1"


def g_game_value(points, mult=3, add=30):
    if points > 33:
        return True, mult * (points - 33) + add
    return False, mult * (33 - points) + add


def g_revoke_hook(target):
    def hook(state, t, seat, legal, hand, led, trick):
        if state["fault"] or seat != target or led in (None, "T") or t < 2 or t > 9:
            return None
        same = [c for c in hand if g_suit(c) == led]
        tr = [c for c in hand if g_suit(c) == "T" and c not in ("T1",)]
        if same and tr:
            card = sorted(tr, key=g_rank)[0]
            state["fault"] = (t, seat, card, led, same)
            return card
        return None

    return hook


def gal_search(seed, dealer, player, hook=None, cond=None):
    while True:
        g = Galician(seed, dealer)
        if not g.run(player, hook):
            seed += 1
            continue
        if hook and not g.state["fault"]:
            seed += 1
            continue
        p, sides = g.points()
        if g.silent_premiums(sides):
            seed += 1
            continue
        if cond and not cond(g, p):
            seed += 1
            continue
        return seed, g, p


def gal_events(g, bids, doubles=(), announces=None):
    ev = [dict(b) for b in bids]
    ev.append({"type": "take", "seat": g.player, "cards": g.talon[:3]})
    ev.append({"type": "discard", "seat": g.player, "cards": g.laid})
    order = [g.player] + [s for s in ((g.dealer + 1) % 3, (g.dealer + 2) % 3, g.dealer) if s != g.player][:2]
    for s in order:
        ev.append({"type": "announce", "seat": s, "items": (announces or {}).get(s, [])})
    ev.extend(doubles)
    ev.extend({"type": "play", "seat": s, "card": c} for s, c in g.plays)
    return ev


def gen_galician():
    players = ["Adam", "Bożena", "Czesław"]
    rules = {"preset": "standard", "pool": False}

    def three_bids(d):
        f = (d + 1) % 3
        return [{"type": "bid", "seat": f, "bid": "three"},
                {"type": "bid", "seat": (f + 1) % 3, "bid": "pass"},
                {"type": "bid", "seat": (f + 2) % 3, "bid": "pass"}]

    # 06: the player's renonce (trumps a suit he holds); he makes his points; the table settled as played
    d = 2
    pl = 0
    seed, g, p = gal_search(6000, d, pl, g_revoke_hook(pl), cond=lambda g, p: p > 40)
    won, val = g_game_value(p)
    ev = gal_events(g, three_bids(d))
    for h in (1, 2):
        ev.append({"type": "payment", "from": h, "to": pl, "amount": val, "reason": "game"})
    NOTES["06"] = f"seed {seed}: player 0 points {p}, value {val}; renonce {g.state['fault']}"
    write("06-gal-player-renonce-settled-as-played.json", {
        "format": "trick-transcript/1", "game": "galician-tarok", "rules": rules, "players": players,
        "meta": {"audit": "dispute-messages-15", "note": "the player trumped a suit he held (renonce, §23); he made his points and the table paid him the won game as played"},
        "deals": [{"dealer": d, "hands": g.hands, "talon": g.talon, "events": ev}]})

    # 07: a helper's renonce; the player lost on points; the table settled as played (player paid)
    d = 2
    pl = 0
    seed, g, p = gal_search(7000, d, pl, g_revoke_hook(1), cond=lambda g, p: 20 < p < 33)
    won, val = g_game_value(p)
    ev = gal_events(g, three_bids(d))
    for h in (1, 2):
        ev.append({"type": "payment", "from": pl, "to": h, "amount": val, "reason": "game"})
    NOTES["07"] = f"seed {seed}: player 0 points {p}, lost value {val}; helper renonce {g.state['fault']}"
    write("07-gal-helper-renonce-player-paid-as-played.json", {
        "format": "trick-transcript/1", "game": "galician-tarok", "rules": rules, "players": players,
        "meta": {"audit": "dispute-messages-15", "note": "helper Bożena trumped a suit she held (renonce, §23); the player lost on points and the table made him pay the lost game as played"},
        "deals": [{"dealer": d, "hands": g.hands, "talon": g.talon, "events": ev}]})

    # 08: contra and recontra on the game; the player wins; the table paid the win x4 (both levels)
    d = 2
    pl = 0
    seed, g, p = gal_search(8000, d, pl, cond=lambda g, p: p > 36)
    won, val = g_game_value(p)
    doubles = [{"type": "double", "seat": 1, "target": "game", "level": 2},
               {"type": "double", "seat": 0, "target": "game", "level": 4}]
    ev = gal_events(g, three_bids(d), doubles)
    for h in (1, 2):
        ev.append({"type": "payment", "from": h, "to": pl, "amount": 4 * val, "reason": "game"})
    NOTES["08"] = f"seed {seed}: player 0 points {p}, value {val}; contra+recontra; table paid 4x = {4 * val}; source x2 = {2 * val}"
    write("08-gal-contra-recontra-win-paid-x4.json", {
        "format": "trick-transcript/1", "game": "galician-tarok", "rules": rules, "players": players,
        "meta": {"audit": "dispute-messages-15", "note": "Bożena gave contra, the player recontra; the player won and the table paid him the game times four"},
        "deals": [{"dealer": d, "hands": g.hands, "talon": g.talon, "events": ev}]})

    # 09: a wrong payment in deal 0, noticed only after deal 1 was dealt (§31: no claim then)
    d = 2
    pl = 0
    seed, g, p = gal_search(9000, d, pl, cond=lambda g, p: p > 36)
    won, val = g_game_value(p)
    ev = gal_events(g, three_bids(d))
    ev.append({"type": "payment", "from": 1, "to": pl, "amount": val, "reason": "game"})
    ev.append({"type": "payment", "from": 2, "to": pl, "amount": val - 15, "reason": "game",
               "note": "Czesław paid short; Adam complained only after the next cards were dealt"})
    d1 = 0
    pl1 = 1
    seed1, g1, p1 = gal_search(9500, d1, pl1, cond=lambda g, p: p > 36 or p < 30)
    won1, val1 = g_game_value(p1)
    ev1 = gal_events(g1, three_bids(d1))
    for h in (0, 2):
        if won1:
            ev1.append({"type": "payment", "from": h, "to": pl1, "amount": val1, "reason": "game"})
        else:
            ev1.append({"type": "payment", "from": pl1, "to": h, "amount": val1, "reason": "game"})
    NOTES["09"] = f"seed {seed}/{seed1}: deal0 player 0 pts {p} value {val}, Czesław paid {val - 15}; deal1 player 1 pts {p1} won {won1} value {val1}"
    write("09-gal-short-payment-claimed-after-next-deal.json", {
        "format": "trick-transcript/1", "game": "galician-tarok", "rules": rules, "players": players,
        "meta": {"audit": "dispute-messages-15", "note": "Czesław paid 15 short in deal 0; Adam claimed it only after deal 1 had been dealt (§31: such claims are not heard)"},
        "deals": [{"dealer": d, "hands": g.hands, "talon": g.talon, "events": ev},
                  {"dealer": d1, "hands": g1.hands, "talon": g1.talon, "events": ev1}]})

    # 10: ultimo announced without the pagat (§27b: no renonce); the helper with the pagat gives
    #     contra ultimo; the table treated it as a renonce: the player paid a lost game + ultimo
    d = 2
    pl = 0

    def cond10(g, p):
        return "T1" not in g.live[0] and ("T1" in g.hands[1] or "T1" in g.hands[2]) and p > 36

    seed, g, p = gal_search(10000, d, pl, cond=cond10)
    holder = 1 if "T1" in g.hands[1] else 2
    won, val = g_game_value(p)
    ev = gal_events(g, three_bids(d), [{"type": "double", "seat": holder, "target": "pagat_ultimo", "level": 2}],
                    announces={0: [{"kind": "pagat_ultimo"}]})
    lost_as_renonce = 3 * 0 + 30  # what the table took a renonce to cost: "only consolation"
    for h in (1, 2):
        ev.append({"type": "payment", "from": pl, "to": h, "amount": lost_as_renonce, "reason": "game"})
        ev.append({"type": "payment", "from": pl, "to": h, "amount": 200, "reason": "pagat_ultimo"})
    NOTES["10"] = f"seed {seed}: player 0 points {p}, won value {val}; pagat with seat {holder}; table: renonce, paid 30 + 200 to each"
    write("10-gal-ultimo-without-pagat-table-called-renonce.json", {
        "format": "trick-transcript/1", "game": "galician-tarok", "rules": rules, "players": players,
        "meta": {"audit": "dispute-messages-15", "note": "Adam announced pagat ultimo without the pagat; the holder gave contra ultimo; the table called it a renonce: Adam paid the consolation and the ultimo doubled to each"},
        "deals": [{"dealer": d, "hands": g.hands, "talon": g.talon, "events": ev}]})


# --------------------------------------------------------------------------- Ulti
U_DECK = [r + s for s in "HDSC" for r in ["A", "10", "K", "Q", "J", "9", "8", "7"]]
U_TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]


def u_rank(c):
    return 10 - U_TRUMP_ORDER.index(c[:-1])


def u_beats(a, b, led, trump):
    """does card a beat card b (b currently winning)?"""
    if a[-1] == b[-1]:
        return u_rank(a) > u_rank(b)
    return a[-1] == trump


def u_legal(hand, trick, trump):
    if not trick:
        return hand[:]
    led = trick[0][1][-1]
    win = trick[0][1]
    for _, c in trick[1:]:
        if u_beats(c, win, led, trump):
            win = c
    same = [c for c in hand if c[-1] == led]
    cand = same or [c for c in hand if c[-1] == trump] or hand[:]
    over = [c for c in cand if u_beats(c, win, led, trump)]
    return over or cand


def u_winner(trick, trump):
    led = trick[0][1][-1]
    ws, win = trick[0]
    for s, c in trick[1:]:
        if u_beats(c, win, led, trump):
            ws, win = s, c
    return ws


class Ulti:
    def __init__(self, seed, dealer=0, force=None):
        self.rng = random.Random(seed)
        deck = U_DECK[:]
        self.rng.shuffle(deck)
        f = (dealer + 1) % 3
        self.dealer = dealer
        self.decl = f
        hands = [None, None, None]
        hands[f] = deck[0:12]
        hands[(f + 1) % 3] = deck[12:22]
        hands[(f + 2) % 3] = deck[22:32]
        self.hands = hands

    def run(self, discard, trump, hook=None, keep7=False):
        hands = [h[:] for h in self.hands]
        for c in discard:
            hands[self.decl].remove(c)
        self.discard = discard
        self.trump = trump
        leader = self.decl
        self.plays = []
        self.tricks = []
        state = {"fault": None}
        for t in range(10):
            trick = []
            for i in range(3):
                seat = (leader + i) % 3
                legal = u_legal(hands[seat], trick, trump)
                card = hook(state, t, seat, legal, hands[seat], trick) if hook else None
                if card is None:
                    choice = legal
                    if keep7 and seat == self.decl and t < 9:
                        keep = [c for c in legal if c != "7" + trump]
                        choice = keep or legal
                    card = self.rng.choice(choice)
                hands[seat].remove(card)
                trick.append((seat, card))
                self.plays.append((seat, card))
            w = u_winner(trick, trump)
            self.tricks.append((trick, w))
            leader = w
        self.state = state
        return self

    def card_points(self):
        pts = [0, 0, 0]
        for i, (trick, w) in enumerate(self.tricks):
            pts[w] += sum(10 for _, c in trick if c[:-1] in ("A", "10"))
        pts[self.tricks[-1][1]] += 10
        d = pts[self.decl]
        defs = sum(pts) - d + sum(10 for c in self.discard if c[:-1] in ("A", "10"))
        dtricks = sum(1 for _, w in self.tricks if w == self.decl)
        return d, defs, dtricks

    def last7(self):
        last, w = self.tricks[-1]
        for s, c in last:
            if c == "7" + self.trump:
                return s, s == w
        return None


def u_revoke_hook(target):
    def hook(state, t, seat, legal, hand, trick):
        if state["fault"] or seat != target or not trick or t < 1 or t > 7:
            return None
        led = trick[0][1][-1]
        same = [c for c in hand if c[-1] == led]
        other = [c for c in hand if c[-1] != led]
        if same and other:
            card = other[0]
            state["fault"] = (t, seat, card, led, same)
            return card
        return None

    return hook


def u_events(u, bid, trump_named=True, marriages=None, doubles=None, redoubles=None):
    f = u.decl
    ev = [{"type": "discard", "seat": f, "cards": u.discard},
          {"type": "bid", "seat": f, "bid": bid},
          {"type": "bid", "seat": (f + 1) % 3, "bid": "pass"},
          {"type": "bid", "seat": (f + 2) % 3, "bid": "pass"},
          {"type": "bid", "seat": f, "bid": "pass"}]
    if trump_named:
        ev.append({"type": "announce", "seat": f, "items": [{"kind": "trump", "suit": u.trump}]})
    marriages = marriages or {}
    doubles = doubles or {}
    for i, (s, c) in enumerate(u.plays):
        if i < 3:
            ev.append({"type": "declare", "seat": s, "items": marriages.get(s, [])})
            for dbl in doubles.get(s, []):
                ev.append(dbl)
        ev.append({"type": "play", "seat": s, "card": c})
        if i == 2:
            ev.extend(redoubles or [])
    return ev


def u_silent(u, d, defs, bid_goals):
    """True when a silent bonus (100, ulti, durchmarsch) arises: the generator avoids those."""
    if d >= 100 or defs >= 100:
        return True
    l7 = u.last7()
    if l7 and "ulti" not in bid_goals:
        return True
    ws = [w for _, w in u.tricks]
    if all(w == ws[0] for w in ws):
        return True
    return False


def gen_ulti():
    players = ["Anna", "Béla", "Csilla"]
    rules = {"preset": "standard"}

    # 11: a defender's revoke in a red party; as played the declarer lost; the table settled as played
    seed = 11000
    while True:
        u = Ulti(seed)
        h = u.hands[u.decl]
        disc = [c for c in h if c[-1] != "H" and c[:-1] not in ("A", "10")][:2]
        u.run(disc, "H", u_revoke_hook((u.decl + 1) % 3))
        if u.state["fault"]:
            d, defs, dt = u.card_points()
            if not u_silent(u, d, defs, ["party"]) and d < defs and dt >= 1:
                break
        seed += 1
    ev = u_events(u, {"goals": ["party"], "red": True}, trump_named=False)
    for o in (2, 0):
        ev.append({"type": "payment", "from": u.decl, "to": o, "amount": 2, "reason": "party"})
    NOTES["11"] = f"seed {seed}: red party; defender revoke {u.state['fault']}; cp decl {d} def {defs}"
    write("11-ulti-defender-revoke-settled-as-played.json", {
        "format": "trick-transcript/1", "game": "ulti", "rules": rules, "players": players,
        "meta": {"audit": "dispute-messages-15", "note": "Csilla (defender) did not follow suit; the table let it stand and settled the red party as played: Béla lost it and paid 2 to each"},
        "deals": [{"dealer": 0, "hands": u.hands, "events": ev}]})

    # 12: the declarer's revoke in a red party he would have won; the table applied 'lose all goals'
    seed = 12000
    while True:
        u = Ulti(seed)
        h = u.hands[u.decl]
        disc = [c for c in h if c[-1] != "H" and c[:-1] not in ("A", "10")][:2]
        u.run(disc, "H", u_revoke_hook(u.decl))
        if u.state["fault"]:
            d, defs, dt = u.card_points()
            if not u_silent(u, d, defs, ["party"]) and d > defs and dt >= 1:
                break
        seed += 1
    ev = u_events(u, {"goals": ["party"], "red": True}, trump_named=False)
    for o in (2, 0):
        ev.append({"type": "payment", "from": u.decl, "to": o, "amount": 2, "reason": "party"})
    NOTES["12"] = f"seed {seed}: red party; declarer revoke {u.state['fault']}; cp decl {d} def {defs} (won as played)"
    write("12-ulti-declarer-revoke-table-forfeits.json", {
        "format": "trick-transcript/1", "game": "ulti", "rules": rules, "players": players,
        "meta": {"audit": "dispute-messages-15", "note": "Béla (declarer) did not follow suit; he made his points, but the table took his red party from him: he paid 2 to each"},
        "deals": [{"dealer": 0, "hands": u.hands, "events": ev}]})

    # 13: ulti (spades) with contra on ulti and recontra; the ulti fails in the last trick; the
    #     table multiplied the ulti penalty by the contra too
    seed = 13000
    while True:
        u = Ulti(seed)
        h = u.hands[u.decl]
        if "7S" in h and sum(1 for c in h if c[-1] == "S") >= 4:
            disc = [c for c in h if c[-1] != "S" and c[:-1] not in ("A", "10")][:2]
            u.run(disc, "S", keep7=True)
            d, defs, dt = u.card_points()
            l7 = u.last7()
            if l7 and l7[0] == u.decl and not l7[1] and d < 100 and defs < 100 and dt >= 1:
                break
        seed += 1
    party_won = d > defs
    doubles = {2: [{"type": "double", "seat": 2, "target": "ulti", "level": 2}]}
    redoubles = [{"type": "double", "seat": 1, "target": "ulti", "level": 4}]
    ev = u_events(u, {"goals": ["ulti"], "red": False}, doubles=doubles, redoubles=redoubles)
    for o in (2, 0):
        if party_won:
            ev.append({"type": "payment", "from": o, "to": 1, "amount": 1, "reason": "party"})
        else:
            ev.append({"type": "payment", "from": 1, "to": o, "amount": 1, "reason": "party"})
        ev.append({"type": "payment", "from": 1, "to": o, "amount": 16, "reason": "ulti"})
        ev.append({"type": "payment", "from": 1, "to": o, "amount": 16, "reason": "ulti-penalty"})
    NOTES["13"] = f"seed {seed}: ulti in S, contra+recontra on ulti; ulti lost; party won {party_won}; cp {d}/{defs}; table paid penalty 16 (source 4)"
    write("13-ulti-recontra-ulti-penalty-multiplied.json", {
        "format": "trick-transcript/1", "game": "ulti", "rules": rules, "players": players,
        "meta": {"audit": "dispute-messages-15", "note": "Béla bid ulti in leaves; Csilla gave contra on the ulti, Béla recontra; the seven lost the last trick; the table multiplied the ulti penalty by the recontra too (16 to each instead of 4)"},
        "deals": [{"dealer": 0, "hands": u.hands, "events": ev}]})

    # 14: a defender's false 20 (king without the queen) in a party game; the table counted it,
    #     which turned the party: the declarer paid
    seed = 14000
    while True:
        u = Ulti(seed)
        h = u.hands[u.decl]
        dfd = u.hands[2]
        fake = [s for s in "HDC" if ("K" + s in dfd) != ("Q" + s in dfd)]
        real = any(("K" + s in x and "Q" + s in x) for x in u.hands for s in "HDSC")
        if fake and not real:
            disc = [c for c in h if c[-1] != "S" and c[:-1] not in ("A", "10")][:2]
            u.run(disc, "S")
            d, defs, dt = u.card_points()
            if not u_silent(u, d, defs, ["party"]) and defs < d < defs + 20 and dt >= 1:
                break
        seed += 1
    ev = u_events(u, {"goals": ["party"], "red": False}, marriages={2: [{"kind": "marriage", "points": 20}]})
    for o in (2, 0):
        ev.append({"type": "payment", "from": 1, "to": o, "amount": 1, "reason": "party"})
    NOTES["14"] = f"seed {seed}: party in S; Csilla's 20 false (suits with K or Q alone: {fake}); cp {d}/{defs}; with the 20 defenders {defs + 20}"
    write("14-ulti-false-marriage-counted.json", {
        "format": "trick-transcript/1", "game": "ulti", "rules": rules, "players": players,
        "meta": {"audit": "dispute-messages-15", "note": "Csilla announced 20 without a king and queen of one suit; the table counted it, so the defenders out-pointed Béla and he paid the party"},
        "deals": [{"dealer": 0, "hands": u.hands, "events": ev}]})

    # 15: 40-100 in leaves; the declarer announced 40 and a 20 with his first card; the table
    #     counted the 20 towards the 100 and paid the 40-100 as won
    seed = 15000
    while True:
        u = Ulti(seed)
        h = u.hands[u.decl]
        pairs = [s for s in "HDC" if "K" + s in h and "Q" + s in h]
        others = any(("K" + s in x and "Q" + s in x) for x in (u.hands[0], u.hands[2]) for s in "HDSC")
        if "KS" in h and "QS" in h and pairs and not others:
            disc = [c for c in h if c[-1] != "S" and c[:-1] not in ("A", "10", "K", "Q")][:2]
            if len(disc) == 2:
                u.run(disc, "S")
                d, defs, dt = u.card_points()
                if 40 <= d < 60 and defs < 100 and not u_silent(u, d, defs, ["40-100"]):
                    break
        seed += 1
    ev = u_events(u, {"goals": ["40-100"], "red": False},
                  marriages={1: [{"kind": "marriage", "points": 40}, {"kind": "marriage", "points": 20}]})
    for o in (2, 0):
        ev.append({"type": "payment", "from": o, "to": 1, "amount": 4, "reason": "40-100"})
    NOTES["15"] = f"seed {seed}: 40-100 in S; declarer pairs {pairs}; cp {d}/{defs}: 40+{d} = {40 + d} (<100), with the 20 {60 + d}"
    write("15-ulti-40-100-with-a-20-counted.json", {
        "format": "trick-transcript/1", "game": "ulti", "rules": rules, "players": players,
        "meta": {"audit": "dispute-messages-15", "note": "Béla bid 40-100 in leaves and with his first card announced 40 and 20; the table counted the 20 towards his 100 and paid him the 40-100"},
        "deals": [{"dealer": 0, "hands": u.hands, "events": ev}]})


def main():
    gen_danish()
    gen_galician()
    gen_ulti()
    for name, doc in OUT.items():
        (HERE / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
    (HERE / "_gen_notes.txt").write_text("".join(f"{k}: {v}\n" for k, v in sorted(NOTES.items())))
    for k, v in sorted(NOTES.items()):
        print(k, v)


if __name__ == "__main__":
    sys.exit(main())
