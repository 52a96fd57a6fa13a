"""Blind model of Danish Tarok ("Ultimo") after the Polish text (seed 000), audit danish-spec6.

Written from the source and the public transcript format only.  It deals, plays legally,
and records every payment the source asks for, the way a club secretary would write them.

My reading of the source (quotes in EXPECTED.md):
- players are listed in order of play (counter-clockwise in the room); the player right of
  the dealer (= next in order of play) leads first; the next dealer is that same player
  (§17: the pools lie right of the old dealer and left of the new one);
- with four, the seat opposite the dealer ((dealer+2) % 4) sits out; it pays only the
  foundation and refills;
- §15 payments: foundation 20+20 at the start of a fresh session; deal fee 5+5 by the dealer;
  declarations paid by each other active player; king / pagat lost in play (not the last
  trick): 5 to each other active player and 5 to the pool; pagat winning a trick (not the
  last): 5 from each other active player; the last-trick block (Tout 85, Nolo 25, Pagat
  Ultimo 45 + pagat pool, King Ultimo 40 + king pool, Przydupek 45/40 to each + pool's
  original content into the pool, plain last trick 20); refills 20 from every player
  (the sitter included) for a pool emptied; card points against 26, rounded to 5, settled
  with the NEW dealer; nothing for card points after Nolo.
- card points: Pagat, Mondo, Joker, kings 4, queens 3, knights 2, valets 1, each trick 1,
  the skat 1 (+ the card values in it) for the dealer; the Joker played before the last
  trick goes to the pile of the player who played it, in the last trick to the winner.
"""

from __future__ import annotations

import json
import random

SUITS = "HDSC"
RED_RANKS = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK_RANKS = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]


def ranks(suit):
    return RED_RANKS if suit in "HD" else BLACK_RANKS


DECK = [r + s for s in SUITS for r in ranks(s)] + ["T%d" % i for i in range(1, 22)] + ["JOKER"]
assert len(DECK) == 78


def is_trump(c):
    return c.startswith("T")


def suit_of(c):
    if c == "JOKER":
        return None
    if is_trump(c):
        return "T"
    return c[-1]


def rank_of(c):
    return c[:-1]


def is_king(c):
    return c != "JOKER" and not is_trump(c) and rank_of(c) == "K"


def strength(c):
    """Higher is stronger within its own suit."""
    if is_trump(c):
        return int(c[1:])
    s = suit_of(c)
    return 100 - ranks(s).index(rank_of(c))


def value(c):
    if c in ("T1", "T21", "JOKER") or is_king(c):
        return 4
    if is_trump(c):
        return 0
    return {"Q": 3, "N": 2, "J": 1}.get(rank_of(c), 0)


def round5(x):
    # nearest multiple of 5 (x is an integer; no ties possible)
    q = x / 5.0
    import math

    return int(math.floor(q + 0.5)) * 5


# ----------------------------------------------------------------- declarations


def declarations(hand):
    """Items a hand must declare (§14), with the price of each (§15)."""
    items = []
    joker = "JOKER" in hand
    ntr = sum(1 for c in hand if is_trump(c)) + (1 if joker else 0)
    if ntr >= 10:
        items.append(({"kind": "trumps", "count": ntr, "pagat": "T1" in hand}, 10 + 5 * (ntr - 10)))
    if joker and "T21" in hand and "T1" in hand:
        n = 3
        t = 20
        while ("T%d" % t) in hand:
            n += 1
            t -= 1
        items.append(({"kind": "matadors", "count": n}, 10 + 5 * (n - 3)))
    for s in SUITS:
        courts = [r for r in ("K", "Q", "N", "J") if (r + s) in hand]
        if len(courts) == 4:
            if joker:
                items.append(({"kind": "cavalry", "suit": s, "form": "rich"}, 15))
            else:
                items.append(({"kind": "cavalry", "suit": s, "form": "full"}, 10))
        elif len(courts) == 3 and joker:
            miss = [r for r in ("K", "Q", "N", "J") if r not in courts][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in SUITS if ("K" + s) in hand]
    if len(kings) == 4:
        if joker:
            items.append(({"kind": "kings", "form": "rich"}, 15))
        else:
            items.append(({"kind": "kings", "form": "full"}, 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


def declaration_cards(hand):
    cards = set()
    for item, _ in declarations(hand):
        k = item["kind"]
        if k == "trumps":
            cards |= {c for c in hand if is_trump(c) or c == "JOKER"}
        elif k == "matadors":
            cards |= {"JOKER", "T21", "T1"} | {"T%d" % (21 - i) for i in range(1, item["count"] - 2)}
        elif k == "cavalry":
            cards |= {r + item["suit"] for r in "KQNJ" if r + item["suit"] in hand} | {"JOKER"}
        elif k == "kings":
            cards |= {"K" + s for s in SUITS if "K" + s in hand} | ({"JOKER"} if "JOKER" in hand else set())
    return cards


def choose_skat(rng, hand):
    """Three cards: never a king, the Mondo, the Joker, a declaration card; no trump
    (the model never strips itself of all trumps)."""
    banned = declaration_cards(hand)
    cand = [c for c in hand if not is_trump(c) and c != "JOKER" and not is_king(c) and c not in banned]
    # prefer low pips of the shortest suit
    def key(c):
        s = suit_of(c)
        n = sum(1 for x in hand if suit_of(x) == s)
        return (value(c) > 0, n, strength(c), rng.random())

    cand.sort(key=key)
    assert len(cand) >= 3
    return cand[:3]


# ----------------------------------------------------------------- play


def legal_cards(hand, trick, trick_no, must_joker):
    """trick: list of (seat, card, named)."""
    if must_joker and "JOKER" in hand:
        return ["JOKER"]
    allowed = [c for c in hand if not (c == "JOKER" and trick_no == 23)]
    if not trick:
        return allowed
    lead_seat, lead, named = trick[0]
    eff = named if lead == "JOKER" else suit_of(lead)
    same = [c for c in allowed if suit_of(c) == eff]
    joker = ["JOKER"] if "JOKER" in allowed else []
    if same:
        return same + joker
    trumps = [c for c in allowed if is_trump(c)]
    if trumps:
        return trumps + joker
    return allowed


def trick_winner(trick):
    lead_seat, lead, named = trick[0]
    eff = named if lead == "JOKER" else suit_of(lead)
    best = None
    for seat, c, _ in trick:
        if c == "JOKER":
            continue
        if is_trump(c):
            k = (2, strength(c))
        elif suit_of(c) == eff:
            k = (1, strength(c))
        else:
            continue
        if best is None or k > best[0]:
            best = (k, seat, c)
    if best is None:
        raise ValueError("no winner")
    return best[1], best[2]


class Strategy:
    def __init__(self, rng, hoard=0.5, joker_early=0.06, joker_call=0.5):
        self.rng = rng
        self.hoard = hoard
        self.joker_early = joker_early
        self.joker_call = joker_call

    def name_joker(self, next_hand, third_hand):
        suits = [s for s in SUITS if any(suit_of(c) == s for c in next_hand)]
        if suits:
            return self.rng.choice(suits)
        return "T"

    def choose(self, seat, hand, legal, trick, trick_no, hoarder):
        rng = self.rng
        if len(legal) == 1:
            return legal[0]
        nonj = [c for c in legal if c != "JOKER"]
        if "JOKER" in legal and nonj and rng.random() < self.joker_early:
            return "JOKER"
        if "JOKER" in legal and trick_no == 22 and rng.random() < 0.3:
            return "JOKER"
        legal = nonj or legal
        ult = lambda c: is_king(c) or c == "T1"
        if hoarder and trick_no < 24:
            keep = [c for c in legal if not ult(c)]
            if keep:
                legal = keep
        if not trick:
            return rng.choice(legal)
        winners = []
        for c in legal:
            w, _ = trick_winner(trick + [(seat, c, None)])
            if w == seat:
                winners.append(c)
        if winners and rng.random() < 0.6:
            return min(winners, key=lambda c: (is_trump(c), strength(c)))
        losing = [c for c in legal if c not in winners]
        kings = [c for c in losing if is_king(c)]
        if kings and not hoarder and trick_no >= 12 and rng.random() < 0.5:
            return kings[0]  # get rid of a king for 5 rather than risk a Przydupek
        return min(legal, key=lambda c: (value(c), is_trump(c), strength(c), rng.random()))


# ----------------------------------------------------------------- session


class Session:
    def __init__(self, n, names, start_pools=None, seed=0, hoard=0.5):
        self.n = n
        self.names = names
        self.rng = random.Random(seed)
        self.fresh = start_pools is None
        self.pools = {"pagat_pool": 0, "king_pool": 0} if start_pools is None else dict(start_pools)
        self.start_pools = None if start_pools is None else dict(start_pools)
        self.deals = []
        self.log = []
        self.hoard = hoard
        self.net = [0] * n

    def active(self, dealer):
        if self.n == 3:
            return [dealer, (dealer + 1) % 3, (dealer + 2) % 3]
        sit = (dealer + 2) % 4
        order = [(dealer + i) % 4 for i in range(4)]
        return [s for s in order if s != sit]

    def pay(self, ev, frm, to, amount, reason):
        ev.append({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})
        for p, sign in ((frm, -1), (to, 1)):
            if isinstance(p, int):
                self.net[p] += sign * amount
            else:
                self.pools[p] += sign * amount

    def play_deal(self, dealer, hands=None, plays=None, tout=False, fixed_skat=None, joker_call=None,
                  deal_seed=None, hoarders=None, record_payments=True, nolo_seat=None, forced=None):
        n = self.n
        rng = random.Random(deal_seed) if deal_seed is not None else self.rng
        act = self.active(dealer)  # dealer first, then order of play
        lead_order = act[1:] + act[:1]  # first leader: next after dealer
        if hands is None:
            deck = DECK[:]
            rng.shuffle(deck)
            hands = [[] for _ in range(n)]
            pos = 0
            while pos < 75:
                for s in lead_order:
                    hands[s].extend(deck[pos:pos + 5])
                    pos += 5
            hands[dealer].extend(deck[75:78])
        hands = [list(h) for h in hands]
        self.net_before = list(self.net)
        pools_before = dict(self.pools)
        ev = []
        info = {"dealer": dealer, "active": act, "pools_before": pools_before}
        if self.fresh and not self.deals:
            for pool in ("pagat_pool", "king_pool"):
                for s in range(n):
                    self.pay(ev, s, pool, 20, "foundation")
        self.pay(ev, dealer, "pagat_pool", 5, "deal_fee")
        self.pay(ev, dealer, "king_pool", 5, "deal_fee")
        hand = {s: list(hands[s]) for s in act}
        if tout:
            ev.append({"type": "announce", "seat": dealer, "items": ["tout"]})
        skat = fixed_skat or choose_skat(rng, hand[dealer])
        for c in skat:
            hand[dealer].remove(c)
        ev.append({"type": "discard", "seat": dealer, "cards": list(skat)})
        info["skat"] = list(skat)
        info["declarations"] = {}
        for s in act:
            items = declarations(hand[s])
            ev.append({"type": "declare", "seat": s, "items": [i for i, _ in items]})
            info["declarations"][s] = [(i, p) for i, p in items]
            for item, price in items:
                for o in act:
                    if o != s:
                        self.pay(ev, o, s, price, "declaration")
        # play
        strat = Strategy(rng)
        if hoarders is None:
            hoarders = {s: rng.random() < self.hoard for s in act}
        piles = {s: [] for s in act}
        tricks = {s: 0 for s in act}
        leader = act[1]
        joker_played = "JOKER" in skat
        last = None
        play_iter = iter(plays) if plays is not None else None
        for t in range(25):
            order = [act[(act.index(leader) + i) % 3] for i in range(3)]
            must = False
            if t == 22:
                holder = [s for s in act if "JOKER" in hand[s]]
                caller = None
                if joker_call is not None:
                    caller = joker_call
                elif holder and rng.random() < strat.joker_call:
                    caller = rng.choice([s for s in act if s != holder[0]])
                if caller is not None:
                    ev.append({"type": "call", "seat": caller, "call": "joker"})
                    info["joker_call"] = (len(ev) - 1, caller, bool(holder))
                    must = True
            trick = []
            for s in order:
                lg = legal_cards(hand[s], trick, t, must)
                if play_iter is not None:
                    c = next(play_iter)
                    assert c in lg, (t, s, c, lg)
                elif forced and (t, s) in forced:
                    c = forced[(t, s)]
                    assert c in lg, (t, s, c, lg)
                else:
                    c = strat.choose(s, hand[s], lg, trick, t, hoarders.get(s, False) or s == nolo_seat)
                    if s == nolo_seat:
                        # duck: lowest losing card if any
                        losing = [x for x in lg if trick and trick_winner(trick + [(s, x, None)])[0] != s]
                        if losing:
                            c = min(losing, key=lambda x: (x == "JOKER", is_trump(x), strength(x)))
                named = None
                if c == "JOKER" and not trick:
                    nxt = order[1]
                    named = strat.name_joker(hand[nxt], hand[order[2]])
                hand[s].remove(c)
                e = {"type": "play", "seat": s, "card": c}
                if named:
                    e["named"] = named
                ev.append(e)
                trick.append((s, c, named))
            w, wc = trick_winner(trick)
            tricks[w] += 1
            for s, c, _ in trick:
                if c == "JOKER" and t < 24:
                    piles[s].append(c)
                else:
                    piles[w].append(c)
            if t < 24:
                for s, c, _ in trick:
                    if c == "JOKER":
                        continue
                    if is_king(c) and s != w:
                        for o in act:
                            if o != s:
                                self.pay(ev, s, o, 5, "king_lost")
                        self.pay(ev, s, "king_pool", 5, "king_lost")
                    if c == "T1" and s != w:
                        for o in act:
                            if o != s:
                                self.pay(ev, s, o, 5, "pagat_lost")
                        self.pay(ev, s, "pagat_pool", 5, "pagat_lost")
                if wc == "T1":
                    for o in act:
                        if o != w:
                            self.pay(ev, o, w, 5, "pagat_trick")
            else:
                last = (trick, w, wc)
            leader = w
        for s in act:
            assert not hand[s]
        # last trick block
        trick, w, wc = last
        info["last_trick"] = [(s, c) for s, c, _ in trick]
        info["last_winner"] = (w, wc)
        toutseat = [s for s in act if tricks[s] == 25]
        toutseat = toutseat[0] if toutseat else None
        nolo = None
        if toutseat is None:
            z = [s for s in act if tricks[s] == 0]
            nolo = z[0] if z else None
        info["tricks"] = dict(tricks)
        info["tout"] = toutseat
        info["nolo"] = nolo
        kp0 = self.pools["king_pool"]
        pp0 = self.pools["pagat_pool"]
        info["pools_at_last"] = {"pagat_pool": pp0, "king_pool": kp0}
        kprz = [s for s, c, _ in trick if is_king(c) and s != w]
        pprz = [s for s, c, _ in trick if c == "T1" and s != w]
        info["przydupek"] = {"king": kprz, "pagat": pprz}
        outcome = []
        if toutseat is not None:
            outcome.append("tout")
            for o in act:
                if o != toutseat:
                    self.pay(ev, o, toutseat, 85, "tout")
            self.pay(ev, "pagat_pool", toutseat, pp0, "tout")
            self.pay(ev, "king_pool", toutseat, kp0, "tout")
        if nolo is not None:
            outcome.append("nolo")
            for o in act:
                if o != nolo:
                    self.pay(ev, o, nolo, 25, "nolo")
        if toutseat is None and nolo is None:
            if wc == "T1":
                outcome.append("pagat_ultimo")
                for o in act:
                    if o != w:
                        self.pay(ev, o, w, 45, "pagat_ultimo")
                self.pay(ev, "pagat_pool", w, pp0, "pagat_ultimo")
            elif is_king(wc):
                outcome.append("king_ultimo")
                for o in act:
                    if o != w:
                        self.pay(ev, o, w, 40, "king_ultimo")
                self.pay(ev, "king_pool", w, kp0, "king_ultimo")
        for s in kprz:
            outcome.append("king_przydupek")
            for o in act:
                if o != s:
                    self.pay(ev, s, o, 40, "king_przydupek")
            self.pay(ev, s, "king_pool", kp0, "king_przydupek")
        for s in pprz:
            outcome.append("pagat_przydupek")
            for o in act:
                if o != s:
                    self.pay(ev, s, o, 45, "pagat_przydupek")
            self.pay(ev, s, "pagat_pool", pp0, "pagat_przydupek")
        if toutseat is None and nolo is None and not kprz and not pprz and not (wc == "T1" or is_king(wc)):
            outcome.append("last_trick")
            for o in act:
                if o != w:
                    self.pay(ev, o, w, 20, "last_trick")
        for pool in ("pagat_pool", "king_pool"):
            if self.pools[pool] == 0:
                outcome.append("refill_" + pool)
                for s in range(n):
                    self.pay(ev, s, pool, 20, "refill")
        info["outcome"] = outcome
        # card points
        pts = {}
        for s in act:
            pts[s] = sum(value(c) for c in piles[s]) + tricks[s]
        pts[dealer] += 1 + sum(value(c) for c in skat)
        assert sum(pts.values()) == 78, pts
        info["card_points"] = pts
        nd = (dealer + 1) % n
        info["new_dealer"] = nd
        cp = {}
        if nolo is None:
            for s in act:
                if s == nd:
                    continue
                a = round5(pts[s] - 26)
                cp[s] = a
                if a < 0:
                    self.pay(ev, s, nd, -a, "card_points")
                elif a > 0:
                    self.pay(ev, nd, s, a, "card_points")
        info["card_point_payments"] = cp
        deal = {"dealer": dealer, "hands": [sorted_hand(h) if h else [] for h in hands], "events": ev}
        info["net"] = [self.net[i] - self.net_before[i] for i in range(n)]
        info["pools_after"] = dict(self.pools)
        info["pool_net"] = {p: self.pools[p] - pools_before[p] for p in self.pools}
        self.deals.append(deal)
        self.log.append(info)
        return deal, info

    def session_end(self):
        ev = self.deals[-1]["events"]
        out = []
        for pool in ("pagat_pool", "king_pool"):
            amt = self.pools[pool]
            share = amt // self.n if amt % self.n == 0 else amt / self.n
            for s in range(self.n):
                self.pay(ev, pool, s, share, "session_end")
                out.append((pool, s, share))
        return out

    def transcript(self, meta):
        t = {
            "format": "trick-transcript/1",
            "game": "danish-tarok",
            "rules": {"preset": "standard"},
            "players": self.names,
        }
        if self.start_pools is not None:
            t["start"] = {"pools": self.start_pools}
        t["meta"] = meta
        t["deals"] = self.deals
        return t


def sorted_hand(h):
    # record the hand as dealt, in the order the cards came (no sorting: as dealt)
    return list(h)


def dump(path, t):
    with open(path, "w", encoding="utf-8") as f:
        f.write("{\n")
        keys = list(t.keys())
        for i, k in enumerate(keys):
            comma = "," if i < len(keys) - 1 else ""
            if k != "deals":
                f.write("  %s: %s%s\n" % (json.dumps(k), json.dumps(t[k], ensure_ascii=False), comma))
                continue
            f.write('  "deals": [\n')
            for j, d in enumerate(t["deals"]):
                f.write("    {\n")
                f.write('      "dealer": %d,\n' % d["dealer"])
                f.write('      "hands": %s,\n' % json.dumps(d["hands"]))
                f.write('      "events": [\n')
                for m, e in enumerate(d["events"]):
                    f.write("        %s%s\n" % (json.dumps(e, ensure_ascii=False), "," if m < len(d["events"]) - 1 else ""))
                f.write("      ]\n")
                f.write("    }%s\n" % ("," if j < len(t["deals"]) - 1 else ""))
            f.write("  ]%s\n" % comma)
        f.write("}\n")
