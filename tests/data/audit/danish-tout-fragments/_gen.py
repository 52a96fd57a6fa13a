"""Blind audit transcripts: Danish Tarok Tout / Nolo / pools (danish-tout-fragments).

Written from the Polish source (/work/shared/seeds/000_*.txt, §10-§15, §17-§18) and the
public transcript format only. Every figure is computed here, by this file's own reading
of the source (comments cite the paragraph), never by the engine.

Run:  python tests/data/audit/danish-tout-fragments/_gen.py
"""

from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).parent

SUITS = "HDSC"
RED = "HD"
COURTS = ["K", "Q", "N", "J"]
DECK = (
    [r + s for s in SUITS for r in COURTS + [str(i) for i in range(1, 11)]]
    + [f"T{i}" for i in range(1, 22)]
    + ["JOKER"]
)
assert len(DECK) == 78
KINGS = {"KH", "KD", "KS", "KC"}


def suit(c):
    if c == "JOKER":
        return None
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank(c):
    """Strength inside its suit (§3): red K Q N J 1..10, black K Q N J 10..1."""
    if c.startswith("T"):
        return int(c[1:])
    r, s = c[:-1], c[-1]
    if r in COURTS:
        return 14 - COURTS.index(r)
    n = int(r)
    return 11 - n if s in RED else n


def value(c):
    """Card points (§15 'Po rozliczeniach'): Pagat, Mondo, Joker, kings 4; Q 3; N 2; J 1."""
    if c in ("T1", "T21", "JOKER") or c in KINGS:
        return 4
    if c.startswith("T"):
        return 0
    return {"Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)


def round5(x):
    # §15: difference from 26 rounded to the nearest multiple of 5 (table 14-18 -> 10 ...)
    q, r = divmod(abs(x), 5)
    m = (q + (1 if r >= 3 else 0)) * 5
    return m if x >= 0 else -m


assert [round5(p - 26) for p in (14, 18, 19, 23, 24, 28, 29, 33, 34, 38)] == [
    -10, -10, -5, -5, 0, 0, 5, 5, 10, 10,
]


def declarations(hand):
    """§14 declarations of a 25-card hand and their price (§15 'Deklaracja')."""
    items = []
    joker = "JOKER" in hand
    trumps = [c for c in hand if suit(c) == "T"]
    ntr = len(trumps) + (1 if joker else 0)  # Joker counts as a trump here
    if ntr >= 10:
        items.append(({"kind": "trumps", "count": ntr, "pagat": "T1" in hand}, 10 + 5 * (ntr - 10)))
    if joker and "T21" in hand and "T1" in hand:
        n = 3
        k = 20
        while f"T{k}" in hand:
            n += 1
            k -= 1
        items.append(({"kind": "matadors", "count": n}, 10 + 5 * (n - 3)))
    for s in SUITS:
        have = [r for r in COURTS if r + s in hand]
        if len(have) == 4:
            items.append(({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"}, 15 if joker else 10))
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    ks = [s for s in SUITS if "K" + s in hand]
    if len(ks) == 4:
        items.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(ks) == 3 and joker:
        items.append(({"kind": "kings", "form": "half", "missing": [s for s in SUITS if s not in ks][0]}, 5))
    return items


class Deal:
    """One deal: hands, skat, plays, and the payments the source prescribes."""

    def __init__(self, n, dealer, hands, skat, tout_announced=False):
        self.n = n
        self.dealer = dealer
        self.out = (dealer + 2) % 4 if n == 4 else None  # §2: opposite the dealer sits out
        self.active = [s for s in range(n) if s != self.out]
        self.hands = [list(h) for h in hands]
        self.skat = list(skat)
        self.tout_announced = tout_announced
        self.events = []
        self.pay = []  # (from, to, amount, reason)
        assert sorted(sum(self.hands, []) ) == sorted(DECK), "deck not complete"
        for s in range(n):
            want = 0 if s == self.out else (28 if s == dealer else 25)
            assert len(self.hands[s]) == want, (s, len(self.hands[s]))
        for c in skat:
            assert c in self.hands[dealer]
            # §13: never a king, Mondo; Joker only with a Tout announced
            assert c not in KINGS and c != "T21"
            assert c != "JOKER" or tout_announced
        self.held = [list(h) for h in self.hands]
        for c in skat:
            self.held[dealer].remove(c)
        self.piles = {s: 0 for s in self.active}  # card points
        self.tricks = {s: 0 for s in self.active}

    def order_from(self, seat):
        i = self.active.index(seat)
        return self.active[i:] + self.active[:i]

    def others(self, seat):
        return [s for s in self.active if s != seat]

    def p(self, frm, to, amt, reason):
        self.pay.append((frm, to, amt, reason))
        self.events.append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason})

    def start(self, foundation=False, deal_fee=True):
        if foundation:  # §15 Fundamenty: every player (the 4th too) 20 to both pools
            for pool in ("pagat_pool", "king_pool"):
                for s in range(self.n):
                    self.p(s, pool, 20, "foundation")
        if deal_fee:  # §15 Rozdanie: dealer 5 to each pool
            self.p(self.dealer, "pagat_pool", 5, "deal_fee")
            self.p(self.dealer, "king_pool", 5, "deal_fee")
        if self.tout_announced:
            self.events.append({"type": "announce", "seat": self.dealer, "items": ["tout"]})
        self.events.append({"type": "discard", "seat": self.dealer, "cards": list(self.skat)})
        for s in self.order_from(self.dealer):  # §14: declarations from the dealer
            d = declarations(self.held[s])
            self.events.append({"type": "declare", "seat": s, "items": [x for x, _ in d]})
            for _, amt in d:
                for o in self.others(s):
                    self.p(o, s, amt, "declaration")
        self.decl = {s: declarations(self.held[s]) for s in self.active}

    def legal(self, seat, card, led, trick_no):
        h = self.held[seat]
        assert card in h, (seat, card)
        if card == "JOKER":
            assert trick_no != 24, "Joker in the second-last trick"
            return
        if led is None:
            return
        if any(suit(c) == led for c in h):
            assert suit(card) == led, ("revoke", seat, card, led)
        elif any(suit(c) == "T" for c in h):
            assert suit(card) == "T", ("must trump", seat, card)

    def play(self, script):
        """script: list of 25 tricks; each a list of cards in play order from the leader."""
        leader = self.order_from(self.dealer)[1]  # §10: right of the dealer leads
        self.trick_log = []
        for t, cards in enumerate(script):
            seats = self.order_from(leader)
            assert len(cards) == len(seats), (t, cards)
            led = None
            plays = []
            for s, c in zip(seats, cards):
                if c == "JOKER" and led is None:
                    raise ValueError("no Joker leads in this corpus")
                self.legal(s, c, led, t)
                if led is None:
                    led = suit(c)
                self.held[s].remove(c)
                plays.append((s, c))
                self.events.append({"type": "play", "seat": s, "card": c})
            # §10 winner: highest trump, else highest of the suit led; Joker never wins (§12)
            cand = [(s, c) for s, c in plays if c != "JOKER"]
            tr = [(s, c) for s, c in cand if suit(c) == "T"]
            pool = tr if tr else [(s, c) for s, c in cand if suit(c) == led]
            w, wc = max(pool, key=lambda x: rank(x[1]))
            last = t == 24
            self.tricks[w] += 1
            self.piles[w] += 1
            for s, c in plays:
                if c == "JOKER" and not last:
                    self.piles[s] += 4  # §12: the Joker goes to its own player's pile
                else:
                    self.piles[w] += value(c)
            self.trick_log.append((plays, w, wc))
            if not last:  # §15 'Podczas gry, ale nie w ostatnim sztychu'
                for s, c in plays:
                    if c in KINGS and s != w:
                        for o in self.others(s):
                            self.p(s, o, 5, "king_lost")
                        self.p(s, "king_pool", 5, "king_lost")
                    if c == "T1" and s != w:
                        for o in self.others(s):
                            self.p(s, o, 5, "pagat_lost")
                        self.p(s, "pagat_pool", 5, "pagat_lost")
                if wc == "T1":
                    for o in self.others(w):
                        self.p(o, w, 5, "pagat_trick")
            leader = w
        assert all(not self.held[s] for s in self.active)
        self.piles[self.dealer] += 1 + sum(value(c) for c in self.skat)  # skat: dealer's, +1
        assert sum(self.piles.values()) == 78

    def settle(self, pools, refills=True, card_points=True, failed_tout_penalty=20):
        """§15 'Po ostatniej kolejce'.  pools: content before the last-trick settlement
        (None = unknown, then a number must be supplied through `pools` anyway for the
        record; the caller knows it)."""
        plays, w, wc = self.trick_log[-1]
        tout = next((s for s in self.active if self.tricks[s] == 25), None)
        nolo = None if tout is not None else next((s for s in self.active if self.tricks[s] == 0), None)
        self.tout, self.nolo = tout, nolo
        kp_orig, pp_orig = pools["king_pool"], pools["pagat_pool"]
        przyd_k = [s for s, c in plays if c in KINGS and s != w]
        przyd_p = [s for s, c in plays if c == "T1" and s != w]
        if tout is not None:
            for o in self.others(tout):
                self.p(o, tout, 85, "tout")
            self.p("king_pool", tout, kp_orig, "tout")
            self.p("pagat_pool", tout, pp_orig, "tout")
        elif nolo is not None:
            for o in self.others(nolo):
                self.p(o, nolo, 25, "nolo")
        else:
            if wc == "T1":
                for o in self.others(w):
                    self.p(o, w, 45, "pagat_ultimo")
                self.p("pagat_pool", w, pp_orig, "pagat_ultimo")
            elif wc in KINGS:
                for o in self.others(w):
                    self.p(o, w, 40, "king_ultimo")
                self.p("king_pool", w, kp_orig, "king_ultimo")
            elif not przyd_k and not przyd_p:
                for o in self.others(w):
                    self.p(o, w, 20, "last_trick")
        for s in przyd_p:
            for o in self.others(s):
                self.p(s, o, 45, "pagat_przydupek")
            self.p(s, "pagat_pool", pp_orig, "pagat_przydupek")
        for s in przyd_k:
            for o in self.others(s):
                self.p(s, o, 40, "king_przydupek")
            self.p(s, "king_pool", kp_orig, "king_przydupek")
        # refills: a pool emptied by Tout/ultimo and not refilled by a przydupek
        emptied = []
        if tout is not None:
            if not przyd_k:
                emptied.append("king_pool")
            if not przyd_p:
                emptied.append("pagat_pool")
        elif nolo is None and wc == "T1":
            emptied.append("pagat_pool")
        elif nolo is None and wc in KINGS and not przyd_k:
            emptied.append("king_pool")
        self.emptied = emptied
        if refills:
            for pool in emptied:
                for s in range(self.n):  # §15 Fundamenty + §17: the 4th player too
                    self.p(s, pool, 20, "refill")
        if self.tout_announced and tout != self.dealer:  # §13 failed Tout: a penalty
            self.p(self.dealer, "pagat_pool", failed_tout_penalty, "penalty")
            self.p(self.dealer, "king_pool", failed_tout_penalty, "penalty")
        if card_points and nolo is None:  # §15: no card-point payments after a Nolo
            nd = self.order_from(self.dealer)[1] if self.n == 3 else (self.dealer + 1) % 4
            for s in self.active:
                if s == nd:
                    continue
                d = round5(self.piles[s] - 26)
                if d > 0:
                    self.p(nd, s, d, "card_points")
                elif d < 0:
                    self.p(s, nd, -d, "card_points")

    def net(self):
        out = {}
        for f, t, a, _ in self.pay:
            out[f] = out.get(f, 0) - a
            out[t] = out.get(t, 0) + a
        return out


def find(cards, pred):
    return [c for c in cards if pred(c)]


# ---------------------------------------------------------------------------------------
# Deal designs
# ---------------------------------------------------------------------------------------

ALL_SUIT = {s: [r + s for r in COURTS + [str(i) for i in range(1, 11)]] for s in SUITS}


def by_rank_desc(cards):
    return sorted(cards, key=rank, reverse=True)


def follow(hand_cards, led, winning_card, trick_no, avoid=()):
    """An opponent's legal card that does not beat the card winning so far (if it can)."""
    h = list(hand_cards)
    same = [c for c in h if suit(c) == led]
    if same:
        pool = same
    else:
        pool = [c for c in h if suit(c) == "T"] or [c for c in h if c != "JOKER"] or h
    lower = [c for c in pool if not beats(c, winning_card, led)]
    pick_from = lower or pool
    # dump the highest card that still loses (courts under kings), kings/pagat first when discarding
    return max(pick_from, key=lambda c: (c in KINGS or c == "T1", rank(c) if suit(c) == led or suit(c) == "T" else value(c)))


def beats(c, w, led):
    if suit(c) == "T":
        return suit(w) != "T" or rank(c) > rank(w)
    if suit(w) == "T":
        return False
    return suit(c) == led and suit(w) == led and rank(c) > rank(w)


def script_tout(d, T, leads, joker_at=None, joker_seat=None, first_trick=None, last_override=None):
    """Build 25 tricks where T leads `leads` (after an optional first trick led by another
    seat) and the others follow with losing cards; the Joker holder plays it at joker_at."""
    held = {s: list(d.held[s]) for s in d.active}
    script = []
    leads = list(leads)
    t = 0
    leader = d.order_from(d.dealer)[1]
    while t < 25:
        seats = d.order_from(leader)
        trick = []
        led = None
        win = None
        for s in seats:
            if s == T and s == leader:
                c = leads.pop(0)
            elif s == T:
                # T wins: lowest card that beats the winner so far
                same = [c for c in held[s] if suit(c) == led]
                pool = same or [c for c in held[s] if suit(c) == "T"] or held[s]
                wins = [c for c in pool if beats(c, win, led)]
                c = min(wins, key=rank) if wins else min(pool, key=rank)
            elif first_trick is not None and t == 0 and s == leader:
                c = first_trick
            elif s == joker_seat and t == joker_at:
                c = "JOKER"
            elif last_override and t == 24 and s in last_override:
                c = last_override[s]
            else:
                c = follow([x for x in held[s] if x != "JOKER" or s != joker_seat], led, win, t)
            held[s].remove(c)
            trick.append(c)
            if led is None:
                led = suit(c)
                win = c
            elif c != "JOKER" and beats(c, win, led):
                win = c
        script.append(trick)
        # next leader = winner
        plays = list(zip(seats, trick))
        cand = [(s, c) for s, c in plays if c != "JOKER"]
        tr = [(s, c) for s, c in cand if suit(c) == "T"]
        pool = tr if tr else [(s, c) for s, c in cand if suit(c) == led]
        leader = max(pool, key=lambda x: rank(x[1]))[0]
        t += 1
    return script


def tout1_hands(n=3, dealer=0):
    """TOUT-1: T (first leader) holds T1, T10-T21, K/Q/N of every suit; an opponent holds the
    Joker; the dealer (an opponent) lays away three low pips."""
    act = [s for s in range(n) if not (n == 4 and s == (dealer + 2) % 4)]
    i = act.index(dealer)
    T = act[(i + 1) % 3]
    J = act[(i + 2) % 3]  # Joker holder
    D = dealer
    t_hand = ["T1"] + [f"T{i}" for i in range(10, 22)] + [r + s for s in SUITS for r in "KQN"]
    assert len(t_hand) == 25
    rest = [c for c in DECK if c not in t_hand]
    # opponents: trumps T2-T9 split 4/4, jacks split, pips dealt alternately
    j_hand = ["JOKER", "T2", "T4", "T6", "T8", "JH", "JS"]
    d_hand = ["T3", "T5", "T7", "T9", "JD", "JC"]
    pips = [c for c in rest if c not in j_hand + d_hand]
    assert len(pips) == 40
    skat = ["10H", "10D", "1S"]
    pips = [c for c in pips if c not in skat]
    for k, c in enumerate(pips):
        (d_hand if k % 2 == 0 else j_hand).append(c)
    d_hand += skat
    hands = [[] for _ in range(n)]
    hands[T], hands[J], hands[D] = t_hand, j_hand, d_hand
    # balance: the Joker holder has 7+... check sizes
    assert len(j_hand) == 25 and len(d_hand) == 28, (len(j_hand), len(d_hand))
    return hands, skat, T, J, D


def tout1_leads():
    return [f"T{i}" for i in range(21, 9, -1)] + [r + s for r in "KQN" for s in SUITS] + ["T1"]


def tout2_hands(lose_last=False):
    """TOUT-2: the dealer (seat 0) holds the Joker, announces Tout and lays it away.
    Kept: T14-T21, hearts K Q 1-7, spades K Q 10-5.  No declaration before or after the
    discard (8 trumps + Joker = 9; two kings; two courts a suit)."""
    T = 0
    t_keep = [f"T{i}" for i in range(14, 22)] + ["KH", "QH"] + [f"{i}H" for i in range(1, 8)] + ["KS", "QS"] + [
        f"{i}S" for i in range(10, 4, -1)
    ]
    if lose_last:  # failed Tout: T holds 10H (lowest heart) instead of 7H
        t_keep[t_keep.index("7H")] = "10H"
    assert len(t_keep) == 25
    skat = ["JOKER", "2D", "3C"]
    rest = [c for c in DECK if c not in t_keep + skat]
    a = [f"T{i}" for i in range(1, 14, 2)]  # seat 1: T1 T3 ... T13 (7 trumps)
    b = [f"T{i}" for i in range(2, 14, 2)]  # seat 2: T2 ... T12 (6)
    if lose_last:
        a += ["NH", "7H"]  # seat 1 keeps 7H to the end
        b += ["JH", "8H", "9H"]
    else:
        a += ["NH", "8H", "9H"]
        b += ["JH", "10H"]
    a += ["NS", "4S", "3S"]
    b += ["JS", "2S", "1S"]
    others = [c for c in rest if c not in a + b]
    # diamonds and clubs: split so no opponent holds four courts of a suit
    a += ["KD", "QD", "KC", "QC"]
    b += ["ND", "JD", "NC", "JC"]
    others = [c for c in others if c not in a + b]
    for c in others:
        (a if len(a) < 25 else b).append(c)
    assert len(a) == 25 and len(b) == 25, (len(a), len(b))
    hands = [t_keep + skat, a, b]
    return hands, skat, T


def nolo_hands(tout=False):
    """NOLO-1, 3 players, dealer seat 1, X = seat 2 (first leader), N = seat 0 (Nolo).
    N: the five/six lowest of every suit, T2 and the Joker; X: T11-T21 and the top cards;
    Y (dealer): T1, T3-T10, KH (wins one trick), KD kept to the last trick (king przydupek).
    tout=True: X holds KH instead (Y NH): X takes all 25 tricks (Tout with a przydupek)."""
    n_hand = ["9H", "8H", "7H", "6H", "5H"] + [f"{i}D" for i in range(5, 11)] + [f"{i}S" for i in range(1, 7)] + [
        f"{i}C" for i in range(1, 7)] + ["T2", "JOKER"]
    x_hand = [f"T{i}" for i in range(11, 22)] + ["QH", "NH", "1H", "QD", "ND", "JD", "KS", "QS", "NS", "10S",
                                                 "KC", "QC", "NC", "10C"]
    y_hand = ["T1"] + [f"T{i}" for i in range(3, 11)] + ["KH", "JH", "2H", "3H", "4H", "10H", "KD", "2D", "3D", "4D",
                                                        "JS", "9S", "8S", "7S", "JC", "9C", "8C", "7C", "1D"]
    if tout:
        x_hand[x_hand.index("NH")] = "KH"
        y_hand[y_hand.index("KH")] = "NH"
    skat = ["4H", "10H", "1D"]
    assert len(n_hand) == 25 and len(x_hand) == 25 and len(y_hand) == 28
    return [n_hand, y_hand, x_hand], skat


def nolo_script(d, tout=False):
    X, Y, N = 2, 1, 0
    held = {s: list(d.held[s]) for s in d.active}
    n_discards = iter(["6C", "5C", "4C", "10D", "9D", "6S", "5S", "9H", "6H"])
    def take(s, c):
        held[s].remove(c)
        return c
    def nfollow(led):
        same = [c for c in held[N] if suit(c) == led]
        if same:
            return take(N, same[0])
        if led == "T" and "T2" in held[N]:
            return take(N, "T2")
        for c in n_discards:
            if c in held[N]:
                return take(N, c)
        return take(N, held[N][0])
    script = []
    ytr = ["T10", "T9", "T8", "T7", "T6", "T5", "T4", "T3", "T1", "3H"]
    for k, t in enumerate(range(21, 11, -1)):  # tricks 1-10: X leads T21..T12
        x = take(X, f"T{t}")
        ncard = take(N, "JOKER") if k == 1 else nfollow("T")
        script.append([x, ncard, take(Y, ytr[k])])  # order X(2) -> N(0) -> Y(1)
    if tout:
        script.append([take(X, "KH"), nfollow("H"), take(Y, "NH")])
        script.append([take(X, "QH"), nfollow("H"), take(Y, "JH")])
    else:
        script.append([take(X, "NH"), nfollow("H"), take(Y, "KH")])  # Y wins
        script.append([take(Y, "JH"), take(X, "QH"), nfollow("H")])  # Y leads, X wins
    script.append([take(X, "1H"), nfollow("H"), take(Y, "2H")])
    for xc, yc in [("KS", "JS"), ("QS", "9S"), ("NS", "8S"), ("10S", "7S"), ("KC", "JC"), ("QC", "9C"),
                   ("NC", "8C"), ("10C", "7C"), ("QD", "2D"), ("ND", "3D"), ("JD", "4D")]:
        script.append([take(X, xc), nfollow(xc[-1]), take(Y, yc)])
    script.append([take(X, "T11"), nfollow("T"), take(Y, "KD")])
    assert len(script) == 25, len(script)
    return script


PLAYERS3 = ["Anders", "Birgit", "Carsten"]
PLAYERS4 = ["Anders", "Birgit", "Carsten", "Dorte"]


def build_tout1(n=3, dealer=0, foundation=False, deal_fee=True):
    hands, skat, T, J, D = tout1_hands(n, dealer)
    d = Deal(n, dealer, hands, skat)
    d.start(foundation=foundation, deal_fee=deal_fee)
    script = script_tout(d, T, tout1_leads(), joker_at=2, joker_seat=J)
    d.play(script)
    return d


def build_tout2(failed=False):
    hands, skat, T = tout2_hands()
    if failed:
        # T keeps 2D (loses trick 1 to KD) instead of 7H; 7H goes to seat 1, 3D to the skat
        hands[0][hands[0].index("7H")] = "3D"
        hands[1][hands[1].index("3D")] = "7H"
        hands[0][hands[0].index("2D")], hands[0][hands[0].index("3D")] = "2D", "3D"
        skat = ["JOKER", "3D", "3C"]
    d = Deal(3, 0, hands, skat, tout_announced=True)
    return d, skat


def play_tout2(d, failed=False):
    if failed:
        leads = [f"T{i}" for i in range(21, 14, -1)] + ["KH", "QH"] + [f"{i}H" for i in range(1, 7)] + [
            "KS", "QS"] + [f"{i}S" for i in range(10, 4, -1)]
        script = script_tout_failed(d, leads)
    else:
        leads = [f"T{i}" for i in range(21, 14, -1)] + ["KH", "QH"] + [f"{i}H" for i in range(1, 8)] + [
            "KS", "QS"] + [f"{i}S" for i in range(10, 4, -1)]
        script = script_tout(d, 0, leads, first_trick="KD")
    d.play(script)


def script_tout_failed(d, leads):
    # trick 1: seat 1 leads KD, seat 2 ND, dealer follows 2D (loses); trick 2: seat 1 leads QD,
    # seat 2 JD, dealer ruffs T14; then the dealer leads the rest.
    held = {s: list(d.held[s]) for s in d.active}
    script = [["KD", "ND", "2D"], ["QD", "JD", "T14"]]
    for s, cs in ((1, ["KD", "QD"]), (2, ["ND", "JD"]), (0, ["2D", "T14"])):
        for c in cs:
            held[s].remove(c)
    leads = list(leads)
    for t in range(2, 25):
        lead = leads.pop(0)
        held[0].remove(lead)
        trick = [lead]
        win = lead
        for s in (1, 2):
            c = follow(held[s], suit(lead), win, t)
            held[s].remove(c)
            trick.append(c)
        script.append(trick)
    return script


def dump(name, doc):
    (HERE / f"{name}.json").write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n")


def transcript(players, deals, start=None, description=""):
    doc = {"format": "trick-transcript/1", "game": "danish-tarok", "rules": {"preset": "standard"},
           "players": players}
    if start is not None:
        doc["start"] = start
    doc["meta"] = {"audit": "danish-tout-fragments", "description": description}
    doc["deals"] = [{"dealer": d.dealer, "hands": d.hands, "events": d.events} for d in deals]
    return doc


def edit_payment(d, pred, new_amount=None, drop=False):
    """Plant one slip: change (or drop) the first payment event matching pred."""
    for i, e in enumerate(d.events):
        if e["type"] == "payment" and pred(e):
            if drop:
                del d.events[i]
            else:
                e["amount"] = new_amount
            return i
    raise AssertionError("no such payment")


def to_sheet(d, scores_override=None, totals=None, pool_lines=True):
    """Replace every payment by the deal's score lines (net chips) and totals."""
    net = d.net()
    d.events = [e for e in d.events if e["type"] != "payment"]
    lines = {}
    for s in range(d.n):
        lines[s] = net.get(s, 0)
    if pool_lines:
        for p in ("king_pool", "pagat_pool"):
            lines[p] = net.get(p, 0)
    if scores_override:
        lines.update(scores_override)
    for k, v in lines.items():
        d.events.append({"type": "score", "party": k, "points": v})
    if totals:
        for k, v in totals.items():
            d.events.append({"type": "total", "party": k, "points": v})
    return net


LOG = []


def note(name, d, extra=""):
    net = d.net()
    LOG.append(f"{name}: dealer {d.dealer} tricks {d.tricks} piles {d.piles} tout {d.tout} nolo {d.nolo} "
               f"emptied {d.emptied} net {dict(sorted(net.items(), key=str))} {extra}")


def main():
    # ---- a01/a02: TOUT-1, three players, fresh session --------------------------------
    for name in ("a01", "a02"):
        d = build_tout1(3, 0, foundation=True)
        d.settle({"king_pool": 65, "pagat_pool": 65})
        assert d.tout == 1
        if name == "a02":
            i = edit_payment(d, lambda e: e["from"] == "king_pool" and e["reason"] == "tout", 60)
            LOG.append(f"a02 planted at event {i}: king_pool->1 60 (should be 65)")
        note(name, d)
        dump(name, transcript(PLAYERS3, [d], description="Tout by the first leader; Joker played by an opponent"))
    # ---- a03/a04: TOUT-2, Joker laid away, announced ---------------------------------
    for name in ("a03", "a04"):
        d, _ = build_tout2()
        d.start(foundation=True)
        play_tout2(d)
        d.settle({"king_pool": 75, "pagat_pool": 70})
        assert d.tout == 0
        if name == "a04":
            i = edit_payment(d, lambda e: e["from"] == 2 and e["reason"] == "tout", 80)
            LOG.append(f"a04 planted at event {i}: 2->0 tout 80 (should be 85)")
        note(name, d)
        dump(name, transcript(PLAYERS3, [d], description="Tout announced with the Joker laid away"))
    # ---- a05/a06: NOLO with a king przydupek, fresh ---------------------------------
    for name in ("a05", "a06"):
        hands, skat = nolo_hands()
        d = Deal(3, 1, hands, skat)
        d.start(foundation=True)
        d.play(nolo_script(d))
        d.settle({"king_pool": 65, "pagat_pool": 70})
        assert d.nolo == 0 and d.tout is None
        if name == "a06":
            i = edit_payment(d, lambda e: e["from"] == 2 and e["reason"] == "nolo", 20)
            LOG.append(f"a06 planted at event {i}: 2->0 nolo 20 (should be 25)")
        note(name, d)
        dump(name, transcript(PLAYERS3, [d], description="Nolo; king przydupek in the last trick"))
    # ---- a07/a08: mid-session (totals, no pools): TOUT-1 then NOLO --------------------
    start = {"totals": [-30, -85, -35]}  # the pools hold 150: king 95, pagat 55 (unknown to the record)
    for name in ("a07", "a08"):
        d0 = build_tout1(3, 0)
        d0.settle({"king_pool": 100, "pagat_pool": 60})
        if name == "a08":
            i = edit_payment(d0, lambda e: e["from"] == 2 and e["to"] == "pagat_pool" and e["reason"] == "refill", 15)
            LOG.append(f"a08 planted deal 0 event {i}: 2->pagat_pool refill 15 (should be 20)")
        hands, skat = nolo_hands()
        d1 = Deal(3, 1, hands, skat)
        d1.start()
        d1.play(nolo_script(d1))
        d1.settle({"king_pool": 65, "pagat_pool": 70})
        note(name + "/0", d0)
        note(name + "/1", d1)
        dump(name, transcript(PLAYERS3, [d0, d1], start=start,
                              description="taken up mid-session without start.pools: Tout, refills, then a Nolo"))
    # ---- a09/a10: TOUT-1 with four players ----------------------------------------------
    for name in ("a09", "a10"):
        d = build_tout1(4, 0, foundation=True)
        d.settle({"king_pool": 85, "pagat_pool": 85})
        assert d.tout == 1
        if name == "a10":
            i = edit_payment(d, lambda e: e["from"] == 2 and e["to"] == "king_pool" and e["reason"] == "refill",
                             drop=True)
            LOG.append(f"a10 planted: dropped event {i} (seat 2 refill 20 to king_pool)")
        note(name, d)
        dump(name, transcript(PLAYERS4, [d], description="four players: Tout; the fourth (seat 2) sits out"))
    # ---- a11/a12: score sheet, fresh: TOUT-1 then NOLO --------------------------------
    for name in ("a11", "a12"):
        d0 = build_tout1(3, 0, foundation=True)
        d0.settle({"king_pool": 65, "pagat_pool": 65})
        n0 = d0.net()
        hands, skat = nolo_hands()
        d1 = Deal(3, 1, hands, skat)
        d1.start()
        d1.play(nolo_script(d1))
        d1.settle({"king_pool": 65, "pagat_pool": 70})
        n1 = d1.net()
        note(name + "/0", d0)
        note(name + "/1", d1)
        tot0 = {k: n0.get(k, 0) for k in (0, 1, 2, "king_pool", "pagat_pool")}
        tot1 = {k: tot0[k] + n1.get(k, 0) for k in tot0}
        if name == "a12":
            LOG.append(f"a12 planted: deal 1 total seat 0 {tot1[0] + 5} (should be {tot1[0]})")
            tot1 = dict(tot1)
            tot1[0] += 5
        to_sheet(d0, totals=tot0)
        to_sheet(d1, totals=tot1)
        dump(name, transcript(PLAYERS3, [d0, d1], description="score sheet: Tout, then a Nolo"))
    # ---- a13: Tout with a king przydupek -------------------------------------------------
    hands, skat = nolo_hands(tout=True)
    d = Deal(3, 1, hands, skat)
    d.start(foundation=True)
    d.play(nolo_script(d, tout=True))
    d.settle({"king_pool": 65, "pagat_pool": 70})
    assert d.tout == 2
    note("a13", d)
    dump("a13", transcript(PLAYERS3, [d], description="Tout; the dealer throws KD in the last trick"))
    # ---- a14: announced Tout (Joker laid away) that fails ------------------------------
    d, _ = build_tout2(failed=True)
    d.start(foundation=True)
    play_tout2(d, failed=True)
    d.settle({"king_pool": 65, "pagat_pool": 70})
    note("a14", d)
    dump("a14", transcript(PLAYERS3, [d], description="Tout announced with the Joker laid away; the first trick lost"))
    # ---- a15: mid-session score sheet, Tout with pool lines ----------------------------
    d = build_tout1(3, 0)
    d.settle({"king_pool": 100, "pagat_pool": 60})
    n = d.net()
    note("a15", d)
    tot = {s: start["totals"][s] + n.get(s, 0) for s in range(3)}
    LOG.append(f"a15 planted: seat 2 score {n[2] + 5} (should be {n[2]}); totals {tot}")
    to_sheet(d, scores_override={2: n[2] + 5}, totals=tot)
    dump("a15", transcript(PLAYERS3, [d], start=start,
                           description="mid-session score sheet without start.pools: Tout, pool lines written"))
    (HERE / "_gen.log").write_text("\n".join(LOG) + "\n")
    print("\n".join(LOG))


if __name__ == "__main__":
    main()
