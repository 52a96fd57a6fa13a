"""Independent referee for Danish Tarok ("Ultimo"), focus: rare outcomes.

Written from the Polish source /work/shared/seeds/000_2fac32aef83ce8a1.txt ("Lnnn" cites its lines)
and the public format /work/shared/spec/transcript-format.md. Started from the first audit's
source-only referee tests/data/diff/danish/oracle.py (card order, legality, declarations), then
rewritten around the last-trick settlement (L218-L241), the pools, namings and the Joker demand,
and made to return each payment with the event it follows ("anchor"), so the constructor
(compare.py) can write complete records from it.

oracle(doc) -> list of per-deal dicts:
  payments: [(anchor, frm, to, amount, reason)]   anchor = event index the payment follows (-1 = deal start)
  faults:   [(event, code)]                        play/demand faults found
  outcome:  {"tout", "nolo", "winner", "card", "ultimo", "pagat_pz", "king_pz", "plain"}
  tricks, card_points, winners
"""
from collections import Counter

SUITS = "HDSC"
RED = "HD"
COURT_ORDER = {"K": 100, "Q": 99, "N": 98, "J": 97}     # L59, L62: K D R V first
COURT_POINTS = {"K": 4, "Q": 3, "N": 2, "J": 1}         # L247-L250
POOLS = ("pagat_pool", "king_pool")


def norm(c):
    c = c.upper()
    return "JOKER" if c == "FOOL" else c


def suit(c):
    if c == "JOKER":
        return "J"
    if c[0] == "T":
        return "T"
    return c[-1]


def rank(c):
    if c[0] == "T":
        return int(c[1:])                       # L64
    r, s = c[:-1], c[-1]
    if r in COURT_ORDER:
        return COURT_ORDER[r]
    v = int(r)
    return (11 - v) if s in RED else v          # L59 black 10..1, L62 red 1..10


def is_king(c):
    return c[0] == "K" and len(c) == 2


def points(c):
    if c in ("T1", "T21", "JOKER") or is_king(c):   # L247
        return 4
    if c[0] == "T":
        return 0
    return COURT_POINTS.get(c[:-1], 0)


def round5(x):
    # L257-L263: difference from 26 rounded to the nearest multiple of 5
    return 5 * int((abs(x) + 2) // 5) * (1 if x >= 0 else -1)


def full_deck():
    d = ["T%d" % i for i in range(1, 22)] + ["JOKER"]
    for s in SUITS:
        d += [r + s for r in "KQNJ"] + ["%d%s" % (i, s) for i in range(1, 11)]
    return d


def active_seats(n, dealer):
    if n == 4:      # L40, L282: the player opposite the dealer sits out
        return [s for s in range(4) if s != (dealer + 2) % 4]
    return list(range(n))


def declarations(hand):
    """L158-L176, values L198-L206. [(item_dict, amount)]"""
    out = []
    h = set(hand)
    ntr = sum(1 for c in hand if suit(c) == "T") + (1 if "JOKER" in h else 0)   # L158: Joker counts
    if ntr >= 10:
        out.append(({"kind": "trumps", "count": ntr, "pagat": "T1" in h}, 10 + 5 * (ntr - 10)))
    if {"JOKER", "T21", "T1"} <= h:                                            # L160
        k, t = 3, 20
        while t >= 2 and "T%d" % t in h:
            k += 1
            t -= 1
        out.append(({"kind": "matadors", "count": k}, 10 + 5 * (k - 3)))
    for s in SUITS:                                                            # L168
        have = [r for r in "KQNJ" if r + s in h]
        if len(have) == 4:
            rich = "JOKER" in h
            out.append(({"kind": "cavalry", "suit": s, "form": "rich" if rich else "full"}, 15 if rich else 10))
        elif len(have) == 3 and "JOKER" in h:
            miss = [r for r in "KQNJ" if r not in have][0]
            out.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    ks = [s for s in SUITS if "K" + s in h]                                    # L176
    if len(ks) == 4:
        rich = "JOKER" in h
        out.append(({"kind": "kings", "form": "rich" if rich else "full"}, 15 if rich else 10))
    elif len(ks) == 3 and "JOKER" in h:
        miss = [s for s in SUITS if s not in ks][0]
        out.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return out


def legal_cards(hand, trick, trick_no, ntricks, demanded, led):
    """The cards `hand` may play now. trick: [(seat, card)]; led: effective led suit (None on lead)."""
    res = []
    others = [c for c in hand if c != "JOKER"]
    if "JOKER" in hand:
        if demanded:                       # L130: the Joker must be used now
            return ["JOKER"]
        if trick_no != ntricks - 2:        # L126 never in the second-last trick; L116 else any time
            res.append("JOKER")
    if not trick:
        return res + others
    if any(suit(c) == led for c in others):          # L99
        return res + [c for c in others if suit(c) == led]
    if any(suit(c) == "T" for c in others):          # L100, L286 no duty to overtrump
        return res + [c for c in others if suit(c) == "T"]
    return res + others


def trick_winner(trick, led):
    """L101; L118/L122 the Joker never wins."""
    trumps = [(rank(c), s, c) for s, c in trick if suit(c) == "T"]
    if trumps:
        r, s, c = max(trumps)
        return s, c
    fol = [(rank(c), s, c) for s, c in trick if c != "JOKER" and suit(c) == led]
    if fol:
        r, s, c = max(fol)
        return s, c
    for s, c in trick:
        if c != "JOKER":
            return s, c
    return trick[0]


class Pay:
    def __init__(self, pools):
        self.pools = pools
        self.list = []

    def __call__(self, anchor, frm, to, amt, reason):
        if amt:
            self.list.append((anchor, frm, to, amt, reason))
            if frm in self.pools:
                self.pools[frm] -= amt
            if to in self.pools:
                self.pools[to] += amt


def oracle(doc, classes=None):
    """classes: rule options (penalty classes) -> used for the penalty of a false demand (L306, large)."""
    n = len(doc["players"])
    start = doc.get("start") or {}
    pools = dict(start.get("pools") or {})
    fresh = not pools
    if fresh:
        pools = {"pagat_pool": 0, "king_pool": 0}
    results = []
    prev_dealer = None
    for di, deal in enumerate(doc["deals"]):
        P = Pay(pools)
        res = {"payments": P.list, "faults": [], "outcome": None, "winners": []}
        results.append(res)
        dealer = deal["dealer"]
        act = active_seats(n, dealer)
        if di == 0 and fresh:
            for pool in POOLS:                       # L192: everyone (the sitter too) pays 20 to both
                for s in range(n):
                    P(-1, s, pool, 20, "foundation")
        if dealer != prev_dealer:                    # L194, L278; a redeal keeps the dealer (L280)
            P(-1, dealer, "pagat_pool", 5, "deal_fee")
            P(-1, dealer, "king_pool", 5, "deal_fee")
        prev_dealer = dealer
        hands = {s: [norm(c) for c in (deal["hands"][s] or [])] for s in range(n)}
        evs = deal["events"]
        red = [i for i, e in enumerate(evs) if e["type"] == "redeal"]
        if red:
            e = evs[red[0]]
            # L280: only a player who received no trump may demand it (the Joker is no trump)
            if any(suit(c) == "T" for c in hands[e["seat"]]):
                res["faults"].append((red[0], "redeal_with_trumps"))
                cls = (classes or {}).get("false_redeal_penalty", "large")
                amt = {"superficial": 0, "small": 5, "large": 20, "irreparable": 40}[cls]
                for pool in POOLS:
                    P(red[0], e["seat"], pool, amt, "penalty")
            res["outcome"] = {"redeal": True}
            continue
        skat, shown, disc_i = [], False, None
        for i, e in enumerate(evs):
            if e["type"] == "discard":
                skat = [norm(c) for c in e["cards"]]
                shown = bool(e.get("shown"))
                disc_i = i
        before = list(hands[dealer])
        for c in skat:
            hands[dealer].remove(c)
        decl_of = {}
        for s in act:
            h = before if (s == dealer and shown) else hands[s]   # L148
            decl_of[s] = declarations(h)
        res["declarations"] = decl_of
        for i, e in enumerate(evs):
            if e["type"] == "declare" and e["seat"] in decl_of:
                s = e["seat"]
                for item, amt in decl_of[s]:                     # L196, L208: each paid separately
                    for o in act:
                        if o != s:
                            P(i, o, s, amt, "declaration")
        ntricks = len(hands[act[0]])
        piles = {s: [] for s in act}
        tricks = {s: 0 for s in act}
        piles[dealer] += skat
        trick, trick_no, named, demand, void_called = [], 0, None, None, None
        nxt = act[(act.index(dealer) + 1) % len(act)]          # L99
        joker_gone = False
        last_info = None
        for ei, e in enumerate(evs):
            t = e["type"]
            if t == "call" and e.get("call") == "joker":
                # L130: in the third-last trick, by a player without the Joker
                if trick_no == ntricks - 3:
                    if not any("JOKER" in hands[s] for s in act):   # L130, L306: used already
                        res["faults"].append((ei, "false_joker_demand"))
                        demand = ("false", e["seat"])
                    else:
                        demand = ("ok", e["seat"])
                else:
                    res["faults"].append((ei, "joker_demand_out_of_time"))
                continue
            if t == "call" and e.get("call") == "void":
                void_called = e["seat"]
                continue
            if t == "call" and e.get("call") == "name_joker":
                named = e.get("named")        # L134/L136: the right to name passes (checked loosely)
                continue
            if t != "play":
                continue
            s, c = e["seat"], norm(e["card"])
            if not trick:
                if s != nxt:
                    res["faults"].append((ei, "out_of_turn"))
                named = e.get("named") if c == "JOKER" else None
            led = None
            if trick:
                led = suit(trick[0][1]) if trick[0][1] != "JOKER" else named
                if trick[0][1] == "JOKER" and len(trick) == 2:
                    c2 = trick[1][1]
                    # L138: the 2nd had neither the named suit nor a trump: his card names the Joker
                    if c2 != "JOKER" and suit(c2) not in (named, "T") and not any(
                            suit(x) in (named, "T") for x in hands[s] if x != "JOKER"):
                        led = suit(c2)
            dem = demand is not None and demand[0] == "ok" and trick_no == ntricks - 3
            if c not in legal_cards(hands[s], trick, trick_no, ntricks, dem, led):
                res["faults"].append((ei, "illegal_play"))
            if c in hands[s]:
                hands[s].remove(c)
            trick.append((s, c))
            if len(trick) == len(act):
                led = suit(trick[0][1]) if trick[0][1] != "JOKER" else named
                if trick[0][1] == "JOKER" and not any(suit(x) in (named, "T") for _, x in trick[1:]):
                    led = suit(trick[1][1])                                   # L138
                w, wc = trick_winner(trick, led)
                res["winners"].append(w)
                tricks[w] += 1
                last = trick_no == ntricks - 1
                for ps, pc in trick:
                    if pc == "JOKER" and not last:
                        piles[ps].append(pc)                                  # L122
                    else:
                        piles[w].append(pc)                                   # L128
                if not last:
                    for ps, pc in trick:                                      # L210-L216
                        if is_king(pc) and ps != w:
                            for o in act:
                                if o != ps:
                                    P(ei, ps, o, 5, "king_lost")
                            P(ei, ps, "king_pool", 5, "king_lost")
                        if pc == "T1":
                            if ps != w:
                                for o in act:
                                    if o != ps:
                                        P(ei, ps, o, 5, "pagat_lost")
                                P(ei, ps, "pagat_pool", 5, "pagat_lost")
                            else:
                                for o in act:
                                    if o != ps:
                                        P(ei, o, ps, 5, "pagat_trick")
                else:
                    last_info = (list(trick), w, wc, ei)
                if demand is not None and trick_no == ntricks - 3 and demand[0] == "false":
                    cls = (classes or {}).get("false_joker_demand", "large")   # L306: large
                    for pool in POOLS:
                        P(ei, demand[1], pool, 20, "penalty")
                nxt = w
                trick, named, void_called = [], None, None
                trick_no += 1
        res["tricks"] = [tricks.get(s, 0) for s in range(n)]
        if last_info is None:
            res["outcome"] = {"incomplete": True}
            continue
        trick, w, wc, A = last_info
        tout = next((s for s in act if tricks[s] == ntricks), None)            # L221
        nolo = None if tout is not None else next((s for s in act if tricks[s] == 0), None)   # L224
        pag_pz = [s for s, c in trick if c == "T1" and s != w]                 # L233
        king_pz = [s for s, c in trick if is_king(c) and s != w]               # L236
        G0, K0 = pools["pagat_pool"], pools["king_pool"]                        # L241: counted first
        if tout is not None:
            for o in act:
                if o != tout:
                    P(A, o, tout, 85, "tout")
            P(A, "pagat_pool", tout, G0, "tout")
            P(A, "king_pool", tout, K0, "tout")
        if nolo is not None:
            for o in act:
                if o != nolo:
                    P(A, o, nolo, 25, "nolo")
        ult = None
        if tout is None and nolo is None:
            if wc == "T1":                                                      # L227
                ult = "pagat"
                for o in act:
                    if o != w:
                        P(A, o, w, 45, "pagat_ultimo")
                P(A, "pagat_pool", w, G0, "pagat_ultimo")
            elif is_king(wc):                                                   # L230
                ult = "king"
                for o in act:
                    if o != w:
                        P(A, o, w, 40, "king_ultimo")
                P(A, "king_pool", w, K0, "king_ultimo")
        for s in pag_pz:                                                        # L233
            for o in act:
                if o != s:
                    P(A, s, o, 45, "pagat_przydupek")
            P(A, s, "pagat_pool", G0, "pagat_przydupek")
        for s in king_pz:                                                       # L236, L241
            for o in act:
                if o != s:
                    P(A, s, o, 40, "king_przydupek")
            P(A, s, "king_pool", K0, "king_przydupek")
        plain = tout is None and nolo is None and ult is None and not pag_pz and not king_pz
        if plain:                                                               # L239
            for o in act:
                if o != w:
                    P(A, o, w, 20, "last_trick")
        for pool in POOLS:                          # L192/L221/L227/L230/L282: emptied -> 20 from all
            if pools[pool] == 0:
                for s in range(n):
                    P(A, s, pool, 20, "refill")
        cp = {s: sum(points(c) for c in piles[s]) + tricks[s] for s in act}
        cp[dealer] += 1                             # L252 the skat point, to the dealer
        res["card_points"] = [cp.get(s, 0) for s in range(n)]
        if nolo is None:                            # L265
            newd = (dealer + 1) % n                 # L278 the next dealer
            for s in act:
                if s == newd:
                    continue
                d = round5(cp[s] - 26)
                if d < 0:
                    P(A, s, newd, -d, "card_points")
                elif d > 0:
                    P(A, newd, s, d, "card_points")
        res["outcome"] = {"tout": tout, "nolo": nolo, "winner": w, "card": wc, "ultimo": ult,
                          "pagat_pz": pag_pz, "king_pz": king_pz, "plain": plain}
    return results


def net(payments):
    out = Counter()
    for _, f, t, a, _r in payments:
        out[str(f)] -= a
        out[str(t)] += a
    return {k: v for k, v in out.items() if v}
