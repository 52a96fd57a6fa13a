"""Blind generator for audit round fresh-mainstream-1 (Danish Tarok + Ulti).

Written from the rule sources only (/work/shared/seeds/000_*.txt Danish Tarok in Polish,
003_*.txt Ulti in Japanese) and the transcript format spec. No import from validator.

    python _gen.py [--seed N]      writes NN-*.json next to this file and _facts.txt

Every file is a complete session of 3 deals; each file is clean or carries exactly ONE planted
fault. All payments are computed here from the sources' tables.
"""

import argparse
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
FACTS = []

# ============================================================== Danish Tarok (Ultimo)
D_SUITS = "HDSC"
D_RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
D_BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
COURTS = ["K", "Q", "N", "J"]


def d_deck():
    cards = [r + s for s in D_SUITS for r in D_RED_ORDER]
    cards += ["T%d" % i for i in range(1, 22)]
    cards.append("JOKER")
    return cards


def d_suit(c):
    if c == "JOKER":
        return None
    if c.startswith("T"):
        return "T"
    return c[-1]


def d_rank(c):
    return c[:-1]


def d_strength(c):
    """Strength within its own suit (higher wins)."""
    s = d_suit(c)
    if s == "T":
        return int(c[1:])
    order = D_RED_ORDER if s in "HD" else D_BLACK_ORDER
    return 100 - order.index(d_rank(c))


def d_value(c):
    # §15 po rozliczeniach: Pagat, Mondo, Joker i króle = 4; damy 3; rycerze 2; valety 1
    if c in ("T1", "T21", "JOKER"):
        return 4
    s = d_suit(c)
    if s == "T":
        return 0
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(d_rank(c), 0)


def d_is_king(c):
    return d_suit(c) in tuple(D_SUITS) and d_rank(c) == "K"


def d_trick_winner(cards_by_seat):
    """cards_by_seat: list of (seat, card) in play order. Returns winning seat."""
    led = d_suit(cards_by_seat[0][1])
    trumps = [(d_strength(c), s) for s, c in cards_by_seat if d_suit(c) == "T"]
    if trumps:
        return max(trumps)[1]
    same = [(d_strength(c), s) for s, c in cards_by_seat if d_suit(c) == led]
    return max(same)[1]


def d_declarations(hand):
    """§14 declarations, with §15 amounts. Returns list of (item, amount)."""
    out = []
    h = set(hand)
    joker = "JOKER" in h
    ntr = sum(1 for c in h if d_suit(c) == "T") + (1 if joker else 0)
    if ntr >= 10:
        out.append(({"kind": "trumps", "count": ntr, "pagat": "T1" in h}, 10 + 5 * (ntr - 10)))
    if joker and "T21" in h and "T1" in h:
        n = 3
        t = 20
        while "T%d" % t in h:
            n += 1
            t -= 1
        out.append(({"kind": "matadors", "count": n}, 10 + 5 * (n - 3)))
    for s in D_SUITS:
        have = [r for r in COURTS if r + s in h]
        if len(have) == 4:
            if joker:
                out.append(({"kind": "cavalry", "suit": s, "form": "rich"}, 15))
            else:
                out.append(({"kind": "cavalry", "suit": s, "form": "full"}, 10))
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            out.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in D_SUITS if "K" + s in h]
    if len(kings) == 4:
        if joker:
            out.append(({"kind": "kings", "form": "rich"}, 15))
        else:
            out.append(({"kind": "kings", "form": "full"}, 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in D_SUITS if s not in kings][0]
        out.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return out


def d_decl_cards(hand):
    """Cards that form part of a declaration (for §13)."""
    h = set(hand)
    out = set()
    for item, _ in d_declarations(hand):
        k = item["kind"]
        if k == "trumps":
            out |= {c for c in h if d_suit(c) == "T" or c == "JOKER"}
        elif k == "matadors":
            out |= {"JOKER", "T21", "T1"} | {"T%d" % (21 - i) for i in range(1, item["count"] - 2)}
        elif k == "cavalry":
            out |= {r + item["suit"] for r in COURTS if r + item["suit"] in h} | ({"JOKER"} & h)
        elif k == "kings":
            out |= {"K" + s for s in D_SUITS if "K" + s in h} | ({"JOKER"} & h)
    return out


def d_legal(hand, led):
    """§10 + §12: follow suit (trumps a suit), else trump, else anything; Joker always."""
    if led is None:
        return [c for c in hand if c != "JOKER"] or list(hand)
    same = [c for c in hand if d_suit(c) == led]
    jok = ["JOKER"] if "JOKER" in hand else []
    if same:
        return same + jok
    tr = [c for c in hand if d_suit(c) == "T"]
    if tr:
        return tr + jok
    return list(hand)


class DanishSession:
    def __init__(self, seed, players=("Agata", "Bronek", "Czesia")):
        self.rng = random.Random(seed)
        self.players = list(players)
        self.n = 3
        self.pools = {"pagat_pool": 0, "king_pool": 0}
        self.deals = []
        self.facts = []

    def pay(self, ev, frm, to, amt, reason):
        if amt == 0:
            return
        ev.append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason})
        if frm in self.pools:
            self.pools[frm] -= amt
        if to in self.pools:
            self.pools[to] += amt

    def choose(self, rng, hand, led, trick_no, joker_trick, leading):
        legal = d_legal(hand, led)
        if "JOKER" in legal and not leading and trick_no >= joker_trick and trick_no < 22:
            return "JOKER"
        cand = [c for c in legal if c != "JOKER"] or legal
        if trick_no >= 22 and "JOKER" in cand and len(cand) > 1:
            cand = [c for c in cand if c != "JOKER"]
        # keep kings and the Pagat for the end when the choice allows (ultimo hopes)
        keep = [c for c in cand if not (d_is_king(c) or c == "T1")]
        if keep and rng.random() < 0.85:
            cand = keep
        return rng.choice(cand)

    def play_deal(self, dealer, plant=None, sub_seed=0, first=False, want=None):
        """Simulate one deal. plant: None or dict(kind=..., ...). Returns deal dict or None."""
        rng = random.Random(sub_seed)
        deck = d_deck()
        rng.shuffle(deck)
        hands = {p: [] for p in range(self.n)}
        order = [(dealer + 1 + i) % self.n for i in range(self.n)]
        pos = 0
        while pos < 75:
            for p in order:
                hands[p].extend(deck[pos:pos + 5])
                pos += 5
        hands[dealer].extend(deck[75:78])
        dealt = {p: list(hands[p]) for p in hands}
        saved_pools = dict(self.pools)
        ev = []
        facts = []
        if first:
            for pool in ("pagat_pool", "king_pool"):
                for p in range(self.n):
                    self.pay(ev, p, pool, 20, "foundation")
        self.pay(ev, dealer, "pagat_pool", 5, "deal_fee")
        self.pay(ev, dealer, "king_pool", 5, "deal_fee")
        # ---- skat (§13)
        dh = hands[dealer]
        pips = [c for c in dh if d_suit(c) in tuple(D_SUITS) and d_rank(c) not in COURTS]
        ntr_before = sum(1 for c in dh if d_suit(c) == "T")
        if plant and plant["kind"] == "illegal_skat":
            if ntr_before + (1 if "JOKER" in dh else 0) >= 10 or ntr_before < 3:
                return None
            bad = set(d_decl_cards(dh))
            tr = [c for c in dh if d_suit(c) == "T" and c not in ("T1", "T21") and c not in bad]
            if not tr or len(pips) < 2:
                return None
            t = rng.choice(tr)
            skat = [t] + rng.sample(pips, 2)
            facts.append("illegal skat: dealer %d discards trump %s keeping %d trumps" % (dealer, t, ntr_before - 1))
        else:
            if len(pips) < 3:
                return None
            pips.sort(key=lambda c: d_strength(c))
            skat = rng.sample(pips[:8], 3)
        for c in skat:
            dh.remove(c)
        ev.append({"type": "discard", "seat": dealer, "cards": skat})
        # ---- declarations (§14, §15)
        decl_events = []
        for p in [(dealer + i) % self.n for i in range(self.n)]:
            dec = d_declarations(hands[p])
            ev.append({"type": "declare", "seat": p, "items": [it for it, _ in dec]})
            for it, amt in dec:
                for q in range(self.n):
                    if q != p:
                        self.pay(ev, q, p, amt, "declaration")
                decl_events.append((p, it, amt))
        # ---- play
        joker_holder = [p for p in range(self.n) if "JOKER" in hands[p]][0]
        joker_trick = rng.randint(2, 18)
        leader = (dealer + 1) % self.n
        piles = {p: [] for p in range(self.n)}
        tricks = {p: 0 for p in range(self.n)}
        joker_owner_pts = {p: 0 for p in range(self.n)}
        planted = ("illegal_skat", skat) if (plant and plant["kind"] == "illegal_skat") else False
        last_info = None
        for t in range(25):
            seq = [(leader + i) % self.n for i in range(self.n)]
            trick = []
            led = None
            for i, p in enumerate(seq):
                h = hands[p]
                c = None
                if plant and not planted and t >= plant.get("from_trick", 3) and i > 0 and t < 22:
                    k = plant["kind"]
                    if k == "revoke" and any(d_suit(x) == led for x in h) and led != "T":
                        other = [x for x in h if d_suit(x) not in (led, "T", None) and not d_is_king(x)]
                        if other:
                            c = rng.choice(other)
                            planted = ("revoke", t, p, c, led, sorted(x for x in h if d_suit(x) == led))
                    elif k == "fail_trump" and led in tuple(D_SUITS) and not any(d_suit(x) == led for x in h):
                        tr = [x for x in h if d_suit(x) == "T"]
                        other = [x for x in h if d_suit(x) in tuple(D_SUITS) and not d_is_king(x)]
                        if tr and other:
                            c = rng.choice(other)
                            planted = ("fail_trump", t, p, c, led, sorted(tr))
                if c is None:
                    c = self.choose(rng, h, led, t, joker_trick if p == joker_holder else 99, i == 0)
                if t >= 22 and c == "JOKER":
                    return None
                h.remove(c)
                if i == 0:
                    led = d_suit(c)
                    if led is None:
                        return None
                trick.append((p, c))
            # record, possibly with an out-of-turn swap (third plays before second)
            rec = list(trick)
            if plant and plant["kind"] == "oot" and not planted and t >= plant.get("from_trick", 3) and t < 22:
                rec = [trick[0], trick[2], trick[1]]
                planted = ("oot", t, trick[2][0], trick[2][1])
            for p, c in rec:
                ev.append({"type": "play", "seat": p, "card": c})
            if planted and planted[1] == t and planted[0] == "oot":
                off = planted[2]
                self.pay(ev, off, "pagat_pool", 20, "penalty")
                self.pay(ev, off, "king_pool", 20, "penalty")
            w = d_trick_winner(trick)
            tricks[w] += 1
            for p, c in trick:
                if c == "JOKER" and t < 24:
                    joker_owner_pts[p] += 4
                else:
                    piles[w].append(c)
            if t < 24:
                for p, c in trick:
                    if d_is_king(c) and p != w:
                        for q in range(self.n):
                            if q != p:
                                self.pay(ev, p, q, 5, "king_lost")
                        self.pay(ev, p, "king_pool", 5, "king_lost")
                    if c == "T1":
                        if p != w:
                            for q in range(self.n):
                                if q != p:
                                    self.pay(ev, p, q, 5, "pagat_lost")
                            self.pay(ev, p, "pagat_pool", 5, "pagat_lost")
                        else:
                            for q in range(self.n):
                                if q != p:
                                    self.pay(ev, q, p, 5, "pagat_trick")
            else:
                last_info = (trick, w)
            leader = w
        if plant and not planted:
            return None
        if any(tricks[p] == 0 for p in range(self.n)):
            return None  # no Nolo in this round
        # ---- last trick (§15 po ostatniej kolejce)
        trick, w = last_info
        wcard = dict(trick)[w]
        ultimo = None
        if d_is_king(wcard):
            ultimo = "king"
        elif wcard == "T1":
            ultimo = "pagat"
        przyd = [(p, c) for p, c in trick if p != w and (d_is_king(c) or c == "T1")]
        if ultimo and przyd:
            return None
        if len(przyd) > 1:
            return None
        outcome = "last_trick"
        if ultimo == "king":
            outcome = "king_ultimo"
            for q in range(self.n):
                if q != w:
                    self.pay(ev, q, w, 40, "king_ultimo")
            self.pay(ev, "king_pool", w, self.pools["king_pool"], "king_ultimo")
            for q in range(self.n):
                self.pay(ev, q, "king_pool", 20, "refill")
        elif ultimo == "pagat":
            outcome = "pagat_ultimo"
            for q in range(self.n):
                if q != w:
                    self.pay(ev, q, w, 45, "pagat_ultimo")
            self.pay(ev, "pagat_pool", w, self.pools["pagat_pool"], "pagat_ultimo")
            for q in range(self.n):
                self.pay(ev, q, "pagat_pool", 20, "refill")
        elif przyd:
            p, c = przyd[0]
            if c == "T1":
                outcome = "pagat_przydupek"
                for q in range(self.n):
                    if q != p:
                        self.pay(ev, p, q, 45, "pagat_przydupek")
                self.pay(ev, p, "pagat_pool", self.pools["pagat_pool"], "pagat_przydupek")
            else:
                outcome = "king_przydupek"
                for q in range(self.n):
                    if q != p:
                        self.pay(ev, p, q, 40, "king_przydupek")
                self.pay(ev, p, "king_pool", self.pools["king_pool"], "king_przydupek")
        else:
            for q in range(self.n):
                if q != w:
                    self.pay(ev, q, w, 20, "last_trick")
        if want and outcome not in want:
            return None
        # ---- card points
        pts = {}
        for p in range(self.n):
            pts[p] = sum(d_value(c) for c in piles[p]) + tricks[p] + joker_owner_pts[p]
        pts[dealer] += 1 + sum(d_value(c) for c in skat)  # Skat = 1 punkt (pips only in skat)
        assert sum(pts.values()) == 78, pts
        nd = (dealer + 1) % self.n
        cp = {}
        for p in range(self.n):
            if p == nd:
                continue
            amt = 5 * round((pts[p] - 26) / 5)
            cp[p] = amt
            if amt < 0:
                self.pay(ev, p, nd, -amt, "card_points")
            elif amt > 0:
                self.pay(ev, nd, p, amt, "card_points")
        deal = {"dealer": dealer, "hands": [dealt[p] for p in range(self.n)], "events": ev}
        info = {
            "dealer": dealer, "skat": skat, "decl": decl_events, "tricks": tricks, "pts": pts,
            "card_pay": cp, "new_dealer": nd, "last": [(p, c) for p, c in trick], "last_winner": w,
            "outcome": outcome, "planted": planted, "pools_after": dict(self.pools), "facts": facts,
        }
        return deal, info, saved_pools

    def run(self, ndeals=3, plants=None, wants=None, tries=400):
        plants = plants or {}
        wants = wants or {}
        base = self.rng.randrange(10**9)
        infos = []
        for k in range(ndeals):
            dealer = k % self.n
            for j in range(tries):
                saved = dict(self.pools)
                r = self.play_deal(dealer, plants.get(k), base + 1000 * k + j, first=(k == 0), want=wants.get(k))
                if r is None:
                    self.pools = saved
                    continue
                if k == ndeals - 1 and any(v % 15 for v in self.pools.values()):
                    self.pools = saved
                    continue
                deal, info, _ = r
                self.deals.append(deal)
                infos.append(info)
                break
            else:
                raise RuntimeError("no deal found for %d" % k)
        # §15 Po ostatnim rozdaniu sesji: pools shared equally
        last = self.deals[-1]["events"]
        for pool in ("pagat_pool", "king_pool"):
            share = self.pools[pool] // 3
            for p in range(self.n):
                self.pay(last, pool, p, share, "session_end")
        return infos

    def transcript(self, meta):
        return {
            "format": "trick-transcript/1",
            "game": "danish-tarok",
            "players": self.players,
            "meta": meta,
            "deals": self.deals,
        }


# ============================================================== Ulti
U_SUITS = "HDSC"
U_TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]
U_NT_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]
GOAL_VAL = {"party": 1, "ulti": 4, "40-100": 4, "20-100": 8, "durchmarsch": 6, "betli": 5,
            "rebetli": 10, "open-betli": 20, "redurchmarsch": 12, "open-durchmarsch": 24}
NO_TRUMP_GOALS = {"betli", "rebetli", "open-betli", "redurchmarsch"}


def u_deck():
    return [r + s for s in U_SUITS for r in U_TRUMP_ORDER]


def u_suit(c):
    return c[-1]


def u_rank(c):
    return c[:-1]


def u_str(c, trump):
    order = U_TRUMP_ORDER if trump else U_NT_ORDER
    return 10 - order.index(u_rank(c))


def u_beats(a, b, led, trump):
    """does card a beat card b (b currently best)?"""
    if trump:
        if u_suit(a) == trump and u_suit(b) != trump:
            return True
        if u_suit(a) == trump and u_suit(b) == trump:
            return u_str(a, trump) > u_str(b, trump)
        if u_suit(b) == trump:
            return False
    if u_suit(a) == led and u_suit(b) == led:
        return u_str(a, trump) > u_str(b, trump)
    return False


def u_best(trick, trump):
    led = u_suit(trick[0][1])
    best = trick[0]
    for pc in trick[1:]:
        if u_beats(pc[1], best[1], led, trump):
            best = pc
    return best


def u_legal(hand, trick, trump):
    """Follow suit; else trump; and within that, beat the cards on the table if you can."""
    if not trick:
        return list(hand)
    led = u_suit(trick[0][1])
    best = u_best(trick, trump)[1]
    same = [c for c in hand if u_suit(c) == led]
    if same:
        beat = [c for c in same if u_beats(c, best, led, trump)]
        return beat or same
    if trump:
        tr = [c for c in hand if u_suit(c) == trump]
        if tr:
            beat = [c for c in tr if u_beats(c, best, led, trump)]
            return beat or tr
    return list(hand)


def bid_value(bid):
    goals, red = bid
    gs = list(goals)
    if gs == ["ulti"]:
        gs = ["party", "ulti"]
    v = sum(GOAL_VAL[g] for g in gs)
    if red and not (set(gs) & NO_TRUMP_GOALS):
        v *= 2
    return v, len(gs)


def bid_higher(a, b):
    va, na = bid_value(a)
    vb, nb = bid_value(b)
    return va > vb or (va == vb and na < nb)


def card_pts(c):
    return 10 if u_rank(c) in ("A", "10") else 0


class UltiSession:
    def __init__(self, seed, players=("Anikó", "Bence", "Csongor")):
        self.rng = random.Random(seed)
        self.players = list(players)
        self.deals = []

    def play_deal(self, dealer, auction, sub_seed, plant=None, want=None, contra=None):
        """auction: list of bids in cyclic order from dealer+1: ('goals', red) tuples or 'pass'.
        The last bid made is the contract."""
        rng = random.Random(sub_seed)
        deck = u_deck()
        rng.shuffle(deck)
        f = (dealer + 1) % 3
        seats = [f, (f + 1) % 3, (f + 2) % 3]
        hands = {f: deck[0:12], seats[1]: deck[12:22], seats[2]: deck[22:32]}
        dealt = {p: list(hands[p]) for p in hands}
        ev = []
        contract = None
        declarer = None
        talon = None
        # which seat will end as declarer: last non-pass
        final_i = max(i for i, b in enumerate(auction) if b != "pass")
        final_seat = seats[final_i % 3]
        final_bid = auction[final_i]
        goals, red = final_bid
        gl = ["party", "ulti"] if list(goals) == ["ulti"] else list(goals)
        notrump = bool(set(gl) & NO_TRUMP_GOALS)
        prev_legal = None
        facts = []
        for i, b in enumerate(auction):
            p = seats[i % 3]
            if b == "pass":
                ev.append({"type": "bid", "seat": p, "bid": "pass"})
                continue
            h = hands[p]
            if i > 0:
                ev.append({"type": "take", "seat": p, "cards": list(talon)})
                h.extend(talon)
            # discard two
            if i == final_i:
                disc = self._declarer_discard(rng, h, gl, red, notrump)
                if disc is None:
                    return None
            else:
                disc = rng.sample(h, 2)
            for c in disc:
                h.remove(c)
            talon = disc
            ev.append({"type": "discard", "seat": p, "cards": list(disc)})
            ev.append({"type": "bid", "seat": p, "bid": {"goals": list(b[0]), "red": b[1]}})
            if prev_legal is not None and not bid_higher(b, prev_legal):
                facts.append("bid at auction step %d by seat %d not higher than %s" % (i, p, prev_legal))
            else:
                prev_legal = b
        declarer = final_seat
        trump = None
        if not notrump:
            if red:
                trump = "H"
            else:
                trump = self._trump_choice
                ev.append({"type": "announce", "seat": declarer, "items": [{"kind": "trump", "suit": trump}]})
        dh = hands[declarer]
        if "ulti" in gl and "7" + trump not in dh:
            return None
        if "40-100" in gl and not ("K" + trump in dh and "Q" + trump in dh):
            return None
        marriages_ok = trump is not None and not ({"40-100", "20-100", "durchmarsch", "open-durchmarsch"} & set(gl))
        marr = {p: [] for p in range(3)}
        if marriages_ok:
            for p in range(3):
                for s in U_SUITS:
                    if "K" + s in hands[p] and "Q" + s in hands[p]:
                        marr[p].append(40 if s == trump else 20)
                marr[p].sort(reverse=True)
        # ---- play
        leader = declarer
        won = {p: [] for p in range(3)}
        ntricks = {p: 0 for p in range(3)}
        first_played = set()
        planted = None
        last_trick = None
        for t in range(10):
            order = [(leader + i) % 3 for i in range(3)]
            trick = []
            for i, p in enumerate(order):
                h = hands[p]
                legal = u_legal(h, trick, trump)
                c = None
                if plant and planted is None and t >= plant.get("from_trick", 1) and i > 0 and t < 9:
                    k = plant["kind"]
                    led = u_suit(trick[0][1])
                    if k == "revoke" and any(u_suit(x) == led for x in h):
                        other = [x for x in h if u_suit(x) != led]
                        if other:
                            c = rng.choice(other)
                            planted = ("revoke", t, p, c, led, sorted(x for x in h if u_suit(x) == led))
                    elif k == "fail_trump" and trump and led != trump and not any(u_suit(x) == led for x in h):
                        tr = [x for x in h if u_suit(x) == trump]
                        other = [x for x in h if u_suit(x) not in (led, trump)]
                        if tr and other:
                            c = rng.choice(other)
                            planted = ("fail_trump", t, p, c, led, sorted(tr))
                    elif k == "fail_overtake":
                        same = [x for x in h if u_suit(x) == led]
                        best = u_best(trick, trump)[1]
                        beat = [x for x in same if u_beats(x, best, led, trump)]
                        low = [x for x in same if x not in beat]
                        if same and beat and low and not (trump and u_suit(best) == trump and led != trump):
                            c = rng.choice(low)
                            planted = ("fail_overtake", t, p, c, best, sorted(beat))
                if c is None:
                    c = self._choose(rng, h, legal, p == declarer, gl, trump, t)
                h.remove(c)
                trick.append((p, c))
            rec = list(trick)
            if plant and plant["kind"] == "oot" and planted is None and t >= plant.get("from_trick", 1) and t < 9:
                # the third seat plays before the second: only if legal in both orders
                a, b, cc = trick
                if cc[1] in u_legal(hands[cc[0]] + [cc[1]], [a], trump) and \
                        b[1] in u_legal(hands[b[0]] + [b[1]], [a, cc], trump):
                    rec = [a, cc, b]
                    planted = ("oot", t, cc[0], cc[1])
            for p, c in rec:
                if p not in first_played:
                    first_played.add(p)
                    if marr[p]:
                        ev.append({"type": "declare", "seat": p,
                                   "items": [{"kind": "marriage", "points": m} for m in marr[p]]})
                    if contra and contra[0] == p:
                        ev.append({"type": "double", "seat": p, "target": contra[1], "level": 2})
                ev.append({"type": "play", "seat": p, "card": c})
            w = u_best(trick, trump)[0]
            won[w].extend(c for _, c in trick)
            ntricks[w] += 1
            leader = w
            last_trick = (trick, w)
        if plant and planted is None:
            return None
        defs = [p for p in range(3) if p != declarer]
        # ---- evaluate
        res = {}
        trick10, w10 = last_trick
        dpts = sum(card_pts(c) for c in won[declarer]) + (10 if w10 == declarer else 0)
        fpts = sum(card_pts(c) for p in defs for c in won[p]) + (10 if w10 != declarer else 0)
        fpts += sum(card_pts(c) for c in talon)
        assert dpts + fpts == 90
        dm = sum(marr[declarer])
        fm = sum(sum(marr[p]) for p in defs)
        if trump:
            # silent bonuses excluded from this round: filter them out
            for p, c in trick10:
                if c == "7" + trump and not ("ulti" in gl and p == declarer):
                    return None
            if dpts + dm >= 100 or fpts + fm >= 100:
                return None
            if ntricks[declarer] == 10 and "durchmarsch" not in gl:
                return None
            if ntricks[declarer] == 0 and "party" in gl:
                pass
            if sum(ntricks[p] for p in defs) == 10:
                return None
        mult = 2 if (red and not notrump) else 1
        pay = []
        for g in gl:
            v = GOAL_VAL[g] * mult
            lvl = contra[2] if (contra and contra[1] == g) else 1
            if g == "party":
                if dpts + dm == fpts + fm:
                    return None
                ok = ntricks[declarer] >= 1 and dpts + dm > fpts + fm
            elif g == "ulti":
                ok = w10 == declarer and dict(trick10)[declarer] == "7" + trump
            elif g == "40-100":
                ok = dpts + 40 >= 100
            elif g in ("betli", "rebetli"):
                ok = ntricks[declarer] == 0
            elif g == "durchmarsch":
                ok = ntricks[declarer] == 10
            else:
                raise ValueError(g)
            res[g] = ok
            for d in defs:
                if ok:
                    pay.append((d, declarer, v * lvl, g))
                else:
                    pay.append((declarer, d, v * lvl, g))
            if g == "ulti" and not ok:
                for d in defs:
                    pay.append((declarer, d, 4 * mult, "ulti-penalty"))
        if want is not None:
            for g, wv in want.items():
                if res.get(g) != wv:
                    return None
        for frm, to, amt, why in pay:
            ev.append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": why})
        deal = {"dealer": dealer, "hands": [dealt[p] for p in range(3)], "events": ev}
        info = {"dealer": dealer, "declarer": declarer, "contract": gl, "red": red, "trump": trump,
                "talon": talon, "dpts": dpts, "fpts": fpts, "marr": marr, "tricks": ntricks,
                "result": res, "pay": pay, "planted": planted, "facts": facts, "contra": contra}
        return deal, info

    def _declarer_discard(self, rng, h, gl, red, notrump):
        if notrump:
            srt = sorted(h, key=lambda c: -u_str(c, None))
            self._trump_choice = None
            return srt[:2]
        if red:
            trump = "H"
        else:
            counts = {s: sum(1 for c in h if u_suit(c) == s) for s in "DSC"}
            trump = max(counts, key=lambda s: (counts[s], rng.random()))
        self._trump_choice = trump
        cand = [c for c in h if u_suit(c) != trump and u_rank(c) not in ("A", "10")]
        cand = [c for c in cand if not (u_rank(c) in "KQ" and ("K" + u_suit(c) in h and "Q" + u_suit(c) in h))]
        if len(cand) < 2:
            return None
        cand.sort(key=lambda c: u_str(c, trump))
        return cand[:2]

    def _choose(self, rng, h, legal, is_decl, gl, trump, t):
        if is_decl and ("betli" in gl or "rebetli" in gl):
            return min(legal, key=lambda c: u_str(c, None))
        if is_decl and "ulti" in gl and trump:
            keep = [c for c in legal if c != "7" + trump]
            if keep:
                legal = keep
        if is_decl and rng.random() < 0.6:
            return max(legal, key=lambda c: (u_suit(c) == trump, u_str(c, trump)))
        return rng.choice(legal)

    def run(self, specs, tries=3000):
        base = self.rng.randrange(10**9)
        infos = []
        for k, sp in enumerate(specs):
            for j in range(tries):
                r = self.play_deal(sp["dealer"], sp["auction"], base + 10000 * k + j, sp.get("plant"),
                                   sp.get("want"), sp.get("contra"))
                if r is None:
                    continue
                deal, info = r
                self.deals.append(deal)
                infos.append(info)
                break
            else:
                raise RuntimeError("no ulti deal for spec %d" % k)
        return infos

    def transcript(self, meta):
        return {"format": "trick-transcript/1", "game": "ulti", "players": self.players,
                "meta": meta, "deals": self.deals}


# ============================================================== files
def ev_index(deal, pred):
    for i, e in enumerate(deal["events"]):
        if pred(e):
            return i
    raise LookupError


def write(name, tr, facts):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as fh:
        json.dump(tr, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    FACTS.append("== " + name)
    FACTS.extend("   " + f for f in facts)


def dfacts(infos, s):
    out = []
    for k, i in enumerate(infos):
        out.append("deal %d dealer %d skat %s decl %s tricks %s pts %s new_dealer %d card_pay %s last %s -> %s (%s) pools %s planted %s %s" % (
            k, i["dealer"], i["skat"], [(p, it, a) for p, it, a in i["decl"]], i["tricks"], i["pts"],
            i["new_dealer"], i["card_pay"], i["last"], i["last_winner"], i["outcome"], i["pools_after"], i["planted"], i["facts"]))
    out.append("final pools before share %s" % (s.pools,))
    return out


def ufacts(infos):
    out = []
    for k, i in enumerate(infos):
        out.append("deal %d dealer %d declarer %d contract %s red %s trump %s talon %s dpts %d fpts %d marr %s tricks %s result %s contra %s planted %s %s pay %s" % (
            k, i["dealer"], i["declarer"], i["contract"], i["red"], i["trump"], i["talon"], i["dpts"], i["fpts"],
            i["marr"], i["tricks"], i["result"], i["contra"], i["planted"], i["facts"], i["pay"]))
    return out


def find_play(deal, seat, card):
    return ev_index(deal, lambda e: e["type"] == "play" and e["seat"] == seat and e["card"] == card)


def main(seed):
    meta = {"round": "fresh-mainstream-1"}
    # -------------------------------------------------- Danish
    # 01 clean, with a king ultimo (pool taken and refilled) in deal 1
    s = DanishSession(seed + 1)
    inf = s.run(3, wants={1: {"king_ultimo", "pagat_ultimo"}})
    write("01-danish-clean.json", s.transcript(dict(meta, what="clean, 3 deals, an ultimo")), dfacts(inf, s))
    # 02 revoke in deal 1
    s = DanishSession(seed + 2)
    inf = s.run(3, plants={1: {"kind": "revoke", "from_trick": 6}})
    tr = s.transcript(dict(meta, what="revoke in deal 1"))
    pl = inf[1]["planted"]
    write("02-danish-revoke.json", tr, dfacts(inf, s) + ["PLANT deal 1 event %d: %s" % (find_play(tr["deals"][1], pl[2], pl[3]), pl)])
    # 03 failure to trump in deal 2
    s = DanishSession(seed + 3)
    inf = s.run(3, plants={2: {"kind": "fail_trump", "from_trick": 4}})
    tr = s.transcript(dict(meta, what="failure to trump in deal 2"))
    pl = inf[2]["planted"]
    write("03-danish-fail-trump.json", tr, dfacts(inf, s) + ["PLANT deal 2 event %d: %s" % (find_play(tr["deals"][2], pl[2], pl[3]), pl)])
    # 04 illegal skat in deal 0
    s = DanishSession(seed + 4)
    inf = s.run(3, plants={0: {"kind": "illegal_skat"}})
    tr = s.transcript(dict(meta, what="illegal skat discard in deal 0"))
    di = ev_index(tr["deals"][0], lambda e: e["type"] == "discard")
    write("04-danish-illegal-skat.json", tr, dfacts(inf, s) + ["PLANT deal 0 event %d: %s" % (di, inf[0]["facts"])])
    # 05 card out of turn in deal 1, large penalty paid (§18)
    s = DanishSession(seed + 5)
    inf = s.run(3, plants={1: {"kind": "oot", "from_trick": 9}})
    tr = s.transcript(dict(meta, what="card played out of turn in deal 1, large penalty paid"))
    pl = inf[1]["planted"]
    write("05-danish-out-of-turn.json", tr, dfacts(inf, s) + ["PLANT deal 1 event %d: %s" % (find_play(tr["deals"][1], pl[2], pl[3]), pl)])
    # 06 wrong payment: a card-points settlement paid in the wrong direction (deal 0)
    s = DanishSession(seed + 6)
    inf = s.run(3)
    tr = s.transcript(dict(meta, what="card-points payment in the wrong direction, deal 0"))
    d0 = tr["deals"][0]
    idx = [i for i, e in enumerate(d0["events"]) if e["type"] == "payment" and e["reason"] == "card_points"]
    i0 = idx[0]
    e = d0["events"][i0]
    e["from"], e["to"] = e["to"], e["from"]
    write("06-danish-wrong-payment.json", tr, dfacts(inf, s) + ["PLANT deal 0 event %d reversed: now %s" % (i0, e)])
    # 07 missing payment: a king_lost payment to one opponent left out (deal 2)
    s = DanishSession(seed + 7)
    inf = s.run(3)
    tr = s.transcript(dict(meta, what="a king_lost payment to a player left out, deal 2"))
    d2 = tr["deals"][2]
    idx = [i for i, e in enumerate(d2["events"]) if e["type"] == "payment" and e["reason"] == "king_lost" and isinstance(e["to"], int)]
    if not idx:
        idx = [i for i, e in enumerate(d2["events"]) if e["type"] == "payment" and e["reason"] == "pagat_lost" and isinstance(e["to"], int)]
    i0 = idx[len(idx) // 2]
    removed = d2["events"].pop(i0)
    write("07-danish-missing-payment.json", tr, dfacts(inf, s) + ["PLANT deal 2: removed event %d %s" % (i0, removed)])

    # -------------------------------------------------- Ulti
    P = "pass"

    def B(*goals, red=False):
        return (list(goals), red)

    # 08 clean: party with contra won; red ulti; betli after an overcall
    u = UltiSession(seed + 8)
    specs = [
        {"dealer": 0, "auction": [B("party"), P, P, P], "contra": (2, "party", 2), "want": {"party": True}},
        {"dealer": 1, "auction": [B("ulti", red=True), P, P, P]},
        {"dealer": 2, "auction": [B("party"), B("betli"), P, P, P], "want": {"betli": True}},
    ]
    # contra seat: a defender of deal 0 (declarer is seat 1, defenders 0 and 2)
    inf = u.run(specs)
    write("08-ulti-clean.json", u.transcript(dict(meta, what="clean: party with contra, red ulti, betli")), ufacts(inf))

    def ulti_plant(fname, what, seedoff, plant_deal, plant, specs):
        u = UltiSession(seed + seedoff)
        specs[plant_deal]["plant"] = plant
        inf = u.run(specs)
        tr = u.transcript(dict(meta, what=what))
        pl = inf[plant_deal]["planted"]
        write(fname, tr, ufacts(inf) + ["PLANT deal %d event %d: %s" % (plant_deal, find_play(tr["deals"][plant_deal], pl[2], pl[3]), pl)])
        return tr, inf

    ulti_plant("09-ulti-revoke.json", "revoke in deal 1", 9, 1, {"kind": "revoke", "from_trick": 2}, [
        {"dealer": 0, "auction": [B("party"), P, P, P]},
        {"dealer": 1, "auction": [B("40-100"), P, P, P]},
        {"dealer": 2, "auction": [B("party", red=True), P, P, P]},
    ])
    ulti_plant("10-ulti-fail-trump.json", "failure to trump in deal 0", 10, 0, {"kind": "fail_trump", "from_trick": 1}, [
        {"dealer": 0, "auction": [B("party"), P, P, P]},
        {"dealer": 1, "auction": [B("betli"), P, P, P], "want": {"betli": True}},
        {"dealer": 2, "auction": [B("party"), P, P, P]},
    ])
    ulti_plant("11-ulti-fail-overtake.json", "failure to overtake in deal 2", 11, 2, {"kind": "fail_overtake", "from_trick": 1}, [
        {"dealer": 0, "auction": [B("party", red=True), P, P, P]},
        {"dealer": 1, "auction": [B("party"), P, P, P]},
        {"dealer": 2, "auction": [B("ulti"), P, P, P]},
    ])
    # 12 bid not high enough (deal 1): betli (5) then ulti (party+ulti: 5 points, 2 goals) is lower
    u = UltiSession(seed + 12)
    specs = [
        {"dealer": 0, "auction": [B("party"), P, P, P]},
        {"dealer": 1, "auction": [B("betli"), B("ulti"), B("40-100", red=True), P, P, P]},
        {"dealer": 2, "auction": [B("party"), P, P, P]},
    ]
    inf = u.run(specs)
    tr = u.transcript(dict(meta, what="bid not higher than the last, deal 1"))
    d1 = tr["deals"][1]
    bi = [i for i, e in enumerate(d1["events"]) if e["type"] == "bid"]
    write("12-ulti-bid-too-low.json", tr, ufacts(inf) + ["PLANT deal 1 event %d (second bid event): %s" % (bi[1], d1["events"][bi[1]])])
    ulti_plant("13-ulti-out-of-turn.json", "card played out of turn in deal 0", 13, 0, {"kind": "oot", "from_trick": 3}, [
        {"dealer": 0, "auction": [B("party"), P, P, P]},
        {"dealer": 1, "auction": [B("party", red=True), P, P, P]},
        {"dealer": 2, "auction": [B("betli"), P, P, P], "want": {"betli": True}},
    ])
    # 14 wrong payment: one defender's party payment written in the wrong direction (deal 1)
    u = UltiSession(seed + 14)
    specs = [
        {"dealer": 0, "auction": [B("ulti"), P, P, P]},
        {"dealer": 1, "auction": [B("party"), P, P, P]},
        {"dealer": 2, "auction": [B("40-100"), P, P, P]},
    ]
    inf = u.run(specs)
    tr = u.transcript(dict(meta, what="a party payment in the wrong direction, deal 1"))
    d1 = tr["deals"][1]
    pi = [i for i, e in enumerate(d1["events"]) if e["type"] == "payment"]
    e = d1["events"][pi[0]]
    e["from"], e["to"] = e["to"], e["from"]
    write("14-ulti-wrong-payment.json", tr, ufacts(inf) + ["PLANT deal 1 event %d reversed: now %s" % (pi[0], e)])
    # 15 missing payment: one defender's payment for a goal left out (deal 2)
    u = UltiSession(seed + 15)
    specs = [
        {"dealer": 0, "auction": [B("party"), B("party", red=True), P, P, P]},
        {"dealer": 1, "auction": [B("betli"), P, P, P]},
        {"dealer": 2, "auction": [B("ulti"), P, P, P]},
    ]
    inf = u.run(specs)
    tr = u.transcript(dict(meta, what="one goal payment left out, deal 2"))
    d2 = tr["deals"][2]
    pi = [i for i, e in enumerate(d2["events"]) if e["type"] == "payment"]
    i0 = pi[-1]
    removed = d2["events"].pop(i0)
    write("15-ulti-missing-payment.json", tr, ufacts(inf) + ["PLANT deal 2: removed event %d %s" % (i0, removed)])

    with open(os.path.join(HERE, "_facts.txt"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(FACTS) + "\n")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=20261)
    main(ap.parse_args().seed)
