"""Danish Tarok (Ultimo) - my own model from the Polish source 000_2fac32aef83ce8a1.txt.

simulate(seed) deals and plays one session of random LEGAL deals (3 players) and
writes every payment the source prescribes (§15, §17).  replay(record) is my own
checker: it re-plays a record, lists the faults it finds and computes the payments
my reading of the source gives.  The fault injector (inject_*) works on a clean
record and is checked with replay().
"""

import random

from common import deep, net_of

SUITS = "HDSC"
RED_RANKS = ["K", "Q", "N", "J"] + [str(i) for i in range(1, 11)]  # high -> low
BLACK_RANKS = ["K", "Q", "N", "J"] + [str(i) for i in range(10, 0, -1)]
COURTS = ["K", "Q", "N", "J"]
HONOUR = {"K": 4, "Q": 3, "N": 2, "J": 1}


def deck():
    cards = []
    for s in SUITS:
        for r in (RED_RANKS if s in "HD" else BLACK_RANKS):
            cards.append(r + s)
    cards += ["T%d" % i for i in range(1, 22)]
    cards.append("JOKER")
    return cards


def suit_of(c):
    if c == "JOKER":
        return None
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank_of(c):
    return c[:-1]


def strength(c):
    """Strength within its own suit (higher wins)."""
    if c.startswith("T"):
        return int(c[1:])
    s = c[-1]
    order = RED_RANKS if s in "HD" else BLACK_RANKS
    return len(order) - order.index(rank_of(c))


def is_king(c):
    return c != "JOKER" and not c.startswith("T") and rank_of(c) == "K"


def card_value(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c.startswith("T"):
        return 0
    return HONOUR.get(rank_of(c), 0)


def trick_winner(plays, named=None):
    """plays: list of (seat, card).  The Joker never wins."""
    lead_card = plays[0][1]
    led = named if lead_card == "JOKER" else suit_of(lead_card)
    best = None
    for seat, c in plays:
        if c == "JOKER":
            continue
        s = suit_of(c)
        key = None
        if s == "T":
            key = (2, strength(c))
        elif s == led:
            key = (1, strength(c))
        if key and (best is None or key > best[0]):
            best = (key, seat, c)
    return best[1], best[2]


def legal_follow(hand, led):
    """Cards a follower may play to a trick led in suit `led` (Joker always allowed)."""
    same = [c for c in hand if suit_of(c) == led]
    if same:
        allowed = same
    else:
        trumps = [c for c in hand if suit_of(c) == "T"]
        allowed = trumps if trumps else [c for c in hand if c != "JOKER"]
    out = list(allowed)
    if "JOKER" in hand and "JOKER" not in out:
        out.append("JOKER")
    return out


# ---------------------------------------------------------------- declarations
def declarations(hand):
    """The declarations §14 makes compulsory for `hand` (a list of cards)."""
    items = []
    h = set(hand)
    joker = "JOKER" in h
    ntr = sum(1 for c in h if c.startswith("T")) + (1 if joker else 0)
    if ntr >= 10:
        items.append({"kind": "trumps", "count": ntr, "pagat": "T1" in h})
    if joker and "T21" in h and "T1" in h:
        n = 3
        k = 20
        while "T%d" % k in h:
            n += 1
            k -= 1
        items.append({"kind": "matadors", "count": n})
    for s in SUITS:
        have = [r for r in COURTS if r + s in h]
        if len(have) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"})
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
    kings = [s for s in SUITS if "K" + s in h]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if joker else "full"})
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append({"kind": "kings", "form": "half", "missing": miss})
    return items


def declaration_value(item):
    k = item["kind"]
    if k == "trumps":
        return 10 + 5 * (item["count"] - 10)
    if k == "matadors":
        return 10 + 5 * (item["count"] - 3)
    return {"rich": 15, "full": 10, "half": 5}[item["form"]]


def declaration_cards(hand):
    """Cards of `hand` that form part of a declaration (for the skat rule, §13)."""
    h = set(hand)
    out = set()
    joker = "JOKER" in h
    for s in SUITS:
        have = [r + s for r in COURTS if r + s in h]
        if len(have) == 4 or (len(have) == 3 and joker):
            out.update(have)
    return out


def canon_items(items):
    return sorted(tuple(sorted(i.items())) for i in items)


# ---------------------------------------------------------------- simulation
class Sim:
    def __init__(self, seed, players=("Agata", "Bogdan", "Cezary")):
        self.rng = random.Random(seed)
        self.players = list(players)
        self.pools = {"pagat_pool": 0, "king_pool": 0}

    def pay(self, ev, frm, to, amount, reason):
        ev.append({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})
        for p in (frm, to):
            if p in self.pools:
                self.pools[p] += amount if p == to else -amount

    def deal(self, dealer, first):
        rng = self.rng
        n = 3
        for _ in range(1000):
            d = deck()
            rng.shuffle(d)
            hands = [[] for _ in range(n)]
            # five at a time from the player after the dealer, the dealer takes the last three
            pos = 0
            order = [(dealer + 1 + i) % n for i in range(n)]
            while pos < 75:
                for s in order:
                    hands[s].extend(d[pos:pos + 5])
                    pos += 5
            hands[dealer].extend(d[75:78])
            if all(any(c.startswith("T") for c in h) for h in hands):
                return hands
        raise RuntimeError("no deal")

    def choose_skat(self, hand):
        forbidden = declaration_cards(hand)
        cand = [c for c in hand if not c.startswith("T") and c != "JOKER" and not is_king(c)
                and c not in forbidden]
        # a real dealer lays away low cards of short suits; keep it simple: random lowish ones
        self.rng.shuffle(cand)
        cand.sort(key=lambda c: card_value(c))
        pool = cand[:8]
        return self.rng.sample(pool, 3)

    def play_deal(self, dealer, first, record_payments=True):
        rng = self.rng
        ev = []
        hands = self.deal(dealer, first)
        dealt = [list(h) for h in hands]
        if first:
            for pool in ("pagat_pool", "king_pool"):
                for s in range(3):
                    self.pay(ev, s, pool, 20, "foundation")
        for pool in ("pagat_pool", "king_pool"):
            self.pay(ev, dealer, pool, 5, "deal_fee")
        skat = self.choose_skat(hands[dealer])
        for c in skat:
            hands[dealer].remove(c)
        ev.append({"type": "discard", "seat": dealer, "cards": skat})
        for k in range(3):
            s = (dealer + k) % 3
            items = declarations(hands[s])
            ev.append({"type": "declare", "seat": s, "items": items})
            for it in items:
                for o in range(1, 3):
                    self.pay(ev, (s + o) % 3, s, declaration_value(it), "declaration")
        # play
        joker_holder = next(s for s in range(3) if "JOKER" in hands[s])
        joker_target = rng.randint(2, 17)
        leader = (dealer + 1) % 3
        tricks = []
        won = [0, 0, 0]
        for t in range(25):
            plays = []
            for k in range(3):
                s = (leader + k) % 3
                h = hands[s]
                if k == 0:
                    opts = [c for c in h if c != "JOKER"] or h
                    if h == ["JOKER"]:
                        raise RuntimeError("joker lead")
                    c = rng.choice(opts)
                else:
                    led = suit_of(plays[0][1])
                    opts = legal_follow(h, led)
                    if "JOKER" in opts:
                        if t >= joker_target and t != 23:
                            c = "JOKER"
                        else:
                            opts = [x for x in opts if x != "JOKER"] or opts
                            c = rng.choice(opts)
                    else:
                        c = rng.choice(opts)
                if c == "JOKER" and t in (22, 23, 24):
                    raise RuntimeError("joker late")
                h.remove(c)
                plays.append((s, c))
                ev.append({"type": "play", "seat": s, "card": c})
            w, wc = trick_winner(plays)
            won[w] += 1
            tricks.append((plays, w))
            if t < 24:
                for s, c in plays:
                    if c == "T1":
                        if s == w:
                            for o in range(1, 3):
                                self.pay(ev, (s + o) % 3, s, 5, "pagat_trick")
                        else:
                            for o in range(1, 3):
                                self.pay(ev, s, (s + o) % 3, 5, "pagat_lost")
                            self.pay(ev, s, "pagat_pool", 5, "pagat_lost")
                    elif is_king(c) and s != w:
                        for o in range(1, 3):
                            self.pay(ev, s, (s + o) % 3, 5, "king_lost")
                        self.pay(ev, s, "king_pool", 5, "king_lost")
            leader = w
        if any(c == "JOKER" for pl, w in tricks[22:] for s, c in pl):
            raise RuntimeError("joker late")
        self.settle_end(ev, dealer, tricks, won, skat)
        return {"dealer": dealer, "hands": dealt, "events": ev}

    def settle_end(self, ev, dealer, tricks, won, skat):
        for item in end_payments(self.pools, dealer, tricks, won, skat):
            self.pay(ev, item[0], item[1], item[2], item[3])


def end_payments(pools, dealer, tricks, won, skat):
    """Payments after the last trick (§15 'Po ostatniej kolejce' and card points).

    `pools` is the pools' content before the last trick is settled (not modified)."""
    out = []
    pools = dict(pools)

    def pay(f, t, a, r):
        out.append((f, t, a, r))
        for p in (f, t):
            if p in pools:
                pools[p] += a if p == t else -a

    last, w = tricks[-1]
    wcard = dict(last)[w]
    tout = [s for s in range(3) if won[s] == 25]
    nolo = [s for s in range(3) if won[s] == 0] if not tout else []
    przyd = [(s, c) for s, c in last if s != w and (c == "T1" or is_king(c))]
    orig = dict(pools)
    took = set()
    if tout:
        s = tout[0]
        for o in range(1, 3):
            pay((s + o) % 3, s, 85, "tout")
        for p in ("pagat_pool", "king_pool"):
            if pools[p]:
                pay(p, s, pools[p], "tout")
                took.add(p)
    if nolo:
        s = nolo[0]
        for o in range(1, 3):
            pay((s + o) % 3, s, 25, "nolo")
    if not tout and not nolo:
        if wcard == "T1":
            for o in range(1, 3):
                pay((w + o) % 3, w, 45, "pagat_ultimo")
            pay("pagat_pool", w, pools["pagat_pool"], "pagat_ultimo")
            took.add("pagat_pool")
        elif is_king(wcard):
            for o in range(1, 3):
                pay((w + o) % 3, w, 40, "king_ultimo")
            pay("king_pool", w, pools["king_pool"], "king_ultimo")
            took.add("king_pool")
        elif not przyd:
            for o in range(1, 3):
                pay((w + o) % 3, w, 20, "last_trick")
    for s, c in przyd:
        pool = "pagat_pool" if c == "T1" else "king_pool"
        reason = "pagat_przydupek" if c == "T1" else "king_przydupek"
        amt = 45 if c == "T1" else 40
        for o in range(1, 3):
            pay(s, (s + o) % 3, amt, reason)
        pay(s, pool, orig[pool], reason)
    for p in ("pagat_pool", "king_pool"):
        if p in took and pools[p] == 0:
            for s in range(3):
                pay(s, p, 20, "refill")
    if not nolo:
        pts = card_points(dealer, tricks, skat)
        nd = (dealer + 1) % 3
        for s in range(3):
            if s == nd:
                continue
            amt = points_payment(pts[s])
            if amt > 0:
                pay(nd, s, amt, "card_points")
            elif amt < 0:
                pay(s, nd, -amt, "card_points")
    return out


def points_payment(p):
    d = p - 26
    a = 5 * ((abs(d) + 2) // 5)
    return a if d > 0 else -a


def card_points(dealer, tricks, skat):
    pts = [0, 0, 0]
    for i, (plays, w) in enumerate(tricks):
        pts[w] += 1
        for s, c in plays:
            if c == "JOKER" and i < len(tricks) - 1:
                pts[s] += card_value(c)
            else:
                pts[w] += card_value(c)
    pts[dealer] += 1 + sum(card_value(c) for c in skat)
    return pts


def simulate(seed, ndeals=1, players=("Agata", "Bogdan", "Cezary"), first_dealer=0):
    for attempt in range(200):
        sim = Sim(seed * 1000 + attempt, players)
        try:
            deals = []
            for k in range(ndeals):
                deals.append(sim.play_deal((first_dealer + k) % 3, k == 0))
            rec = {
                "format": "trick-transcript/1",
                "game": "danish-tarok",
                "players": list(players),
                "deals": deals,
            }
            return rec, seed * 1000 + attempt
        except RuntimeError:
            continue
    raise RuntimeError("no session")


# ---------------------------------------------------------------- my own checker
def replay(record):
    """Re-play a record by my reading.  Returns (faults, expected_payments_per_deal, info).

    faults: list of (deal, event, code, note).  Settlement: the payments the source
    prescribes when play is legal (penalties listed separately in faults)."""
    faults = []
    pools = {"pagat_pool": 0, "king_pool": 0}
    start = record.get("start") or {}
    if "pools" in start:
        pools.update(start["pools"])
    expected = []
    infos = []
    for di, deal in enumerate(record["deals"]):
        dealer = deal["dealer"]
        hands = [list(h) for h in deal["hands"]]
        ev = deal["events"]
        exp = []

        def epay(f, t, a, r):
            exp.append({"from": f, "to": t, "amount": a, "reason": r})
            for p in (f, t):
                if p in pools:
                    pools[p] += a if p == t else -a

        if di == 0 and "pools" not in start:
            for pool in ("pagat_pool", "king_pool"):
                for s in range(3):
                    epay(s, pool, 20, "foundation")
        for pool in ("pagat_pool", "king_pool"):
            epay(dealer, pool, 5, "deal_fee")
        skat = None
        declared = []
        leader = (dealer + 1) % 3
        cur = []
        tricks = []
        won = [0, 0, 0]
        joker_played_in = None
        for i, e in enumerate(ev):
            ty = e["type"]
            if ty == "discard":
                skat = e["cards"]
                h = hands[dealer]
                bad = []
                for c in skat:
                    if c not in h:
                        bad.append("card not in hand")
                    elif is_king(c) or c == "T21" or c == "JOKER":
                        bad.append("king/Mondo/Joker laid away: " + c)
                forb = declaration_cards(h)
                rest = [c for c in h if c not in skat]
                if any(c.startswith("T") for c in skat) and any(c.startswith("T") for c in rest):
                    bad.append("trump laid away while keeping trumps")
                if any(c in forb for c in skat):
                    bad.append("declaration card laid away")
                for c in skat:
                    if c in h:
                        h.remove(c)
                if bad:
                    faults.append((di, i, "illegal_skat", "; ".join(bad)))
            elif ty == "declare":
                s = e["seat"]
                k = len(declared)
                due = next(((dealer + j) % 3 for j in range(3) if (dealer + j) % 3 not in declared), None)
                if s != due:
                    if k == 0:
                        faults.append((di, i, "declaration_before_dealer",
                                       "seat %d declared before the dealer" % s))
                    else:
                        faults.append((di, i, "declaration_out_of_turn", "seat %d" % s))
                declared.append(s)
                want = declarations(hands[s])
                if canon_items(want) != canon_items(e["items"]):
                    faults.append((di, i, "wrong_declaration", "%r vs %r" % (e["items"], want)))
                for it in e["items"]:
                    for o in range(1, 3):
                        epay((s + o) % 3, s, declaration_value(it), "declaration")
            elif ty == "play":
                s, c = e["seat"], e["card"]
                tno = len(tricks)
                done = [x[0] for x in cur]
                expect_seat = next((leader + k) % 3 for k in range(3) if (leader + k) % 3 not in done)
                if s != expect_seat:
                    faults.append((di, i, "out_of_turn", "seat %d played, seat %d was due" % (s, expect_seat)))
                h = hands[s]
                if c not in h:
                    faults.append((di, i, "card_not_in_hand", "%s not held by %d" % (c, s)))
                else:
                    if cur:
                        lead = cur[0][1]
                        led = cur[0][2] if lead == "JOKER" else suit_of(lead)
                        if c not in legal_follow(h, led):
                            faults.append((di, i, "revoke", "%s on %s lead, held %s" % (
                                c, led, [x for x in h if suit_of(x) == led] or
                                [x for x in h if suit_of(x) == "T"])))
                    if c == "JOKER":
                        joker_played_in = tno
                        if tno == 23:
                            faults.append((di, i, "joker_second_last", ""))
                    h.remove(c)
                cur.append((s, c, e.get("named")))
                if len(cur) == 3:
                    plays = [(x[0], x[1]) for x in cur]
                    w, wc = trick_winner(plays, cur[0][2])
                    won[w] += 1
                    tricks.append((plays, w))
                    if tno < 24:
                        for ps, pc in plays:
                            if pc == "T1":
                                if ps == w:
                                    for o in range(1, 3):
                                        epay((ps + o) % 3, ps, 5, "pagat_trick")
                                else:
                                    for o in range(1, 3):
                                        epay(ps, (ps + o) % 3, 5, "pagat_lost")
                                    epay(ps, "pagat_pool", 5, "pagat_lost")
                            elif is_king(pc) and ps != w:
                                for o in range(1, 3):
                                    epay(ps, (ps + o) % 3, 5, "king_lost")
                                epay(ps, "king_pool", 5, "king_lost")
                    leader = w
                    cur = []
        if len(tricks) == 25:
            for f, t, a, r in end_payments(pools, dealer, tricks, won, skat or []):
                epay(f, t, a, r)
            pts = card_points(dealer, tricks, skat or [])
        else:
            pts = None
        expected.append(exp)
        infos.append({"won": won, "points": pts,
                      "winners": [w for _, w in tricks], "pools_after": dict(pools)})
    return faults, expected, infos


def recorded_payments(deal):
    return [e for e in deal["events"] if e["type"] == "payment"]


def compare_payments(record, expected):
    """Per-deal net differences between recorded payments and my expected ones."""
    out = []
    for di, deal in enumerate(record["deals"]):
        rec = net_of(recorded_payments(deal))
        exp = net_of(expected[di])
        diff = {k: exp.get(k, 0) - rec.get(k, 0) for k in set(rec) | set(exp)
                if abs(exp.get(k, 0) - rec.get(k, 0)) > 1e-6}
        out.append(diff)
    return out
