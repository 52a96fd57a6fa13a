"""Independent Rage transcript generator/scorer for the rage-spec audit.

Written from the Czech rules (Amigo 2000, transl. Paluba 2004) and the public
transcript-format.md only. Imports nothing from validator/ or replays/.
"""

import json
import random
from pathlib import Path

COLOURS = "RBGYPO"
ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
HERE = Path(__file__).parent


def deck():
    return [f"{c}{v}" for c in COLOURS for v in range(16)] + list(ACTIONS)


def colour(card):
    return None if card in ACTIONS else card[0]


def value(card):
    return int(card[1:])


class Round:
    """State of one round: talon pointer, trump, tricks."""

    def __init__(self, n, hands, talon):
        self.n = n
        self.hands = [list(h) for h in hands]
        self.talon = talon
        self.ptr = 0
        self.trump = self.turn()

    def turn(self):
        # "Jestliže byla otočena akční karta, otáčejí se další karty z balíčku,
        #  až než se objeví nějaká barevná."
        while True:
            c = self.talon[self.ptr]
            self.ptr += 1
            if colour(c):
                return colour(c)


def led_colour(trick):
    # "První barevná karta nebo žolík určují barvu, kterou další hráči musejí přiznat."
    for _seat, card, named in trick:
        if card == "WILD":
            return named
        if colour(card):
            return colour(card)
    return None


def legal(hand, trick):
    lc = led_colour(trick)
    if lc is None:
        return list(hand)
    follow = [c for c in hand if colour(c) == lc]
    return follow if follow else list(hand)


def winner(trick, trump):
    """trick: list of (seat, card, named); trump: colour or None for this trick."""
    lc = led_colour(trick)
    if lc is None:
        return trick[0][0]  # only action cards, no joker: first card wins
    best = None
    best_key = None
    jokers = 0
    for seat, card, named in trick:
        if card == "WILD":
            jokers += 1
            c, v = named, 15 + jokers  # highest of its colour; second joker beats first
        elif colour(card):
            c, v = colour(card), value(card)
        else:
            continue
        if trump is not None and c == trump:
            key = (2, v)
        elif c == lc:
            key = (1, v)
        else:
            continue
        if best_key is None or key > best_key:
            best, best_key = seat, key
    return best


def play_round(rng, n, dealer, hands, talon, *, bids_fn, choose=None, wild_name=None):
    """Plays a whole round; returns dict with plays, bids, tricks, scores info."""
    r = Round(n, hands, talon)
    k = len(hands[0])
    bids = bids_fn(r, k)
    leader = (dealer + 1) % n
    tricks = [0] * n
    bonus = [0] * n
    plays = []  # (seat, card, named)
    trick_log = []
    for _t in range(k):
        trick = []
        notrump = False
        trump_now = r.trump
        affected = False
        for i in range(n):
            seat = (leader + i) % n
            opts = legal(r.hands[seat], trick)
            if affected:
                o2 = [c for c in opts if c not in ("NOTRUMP", "CHANGE")]
                if o2:
                    opts = o2
                else:
                    raise RuntimeError("forced second trump-affecting card")
            card = (choose or default_choose)(rng, seat, opts, trick, trump_now, r)
            named = None
            if card == "WILD":
                named = (wild_name or default_wild)(rng, r.hands[seat], trick, trump_now)
            r.hands[seat].remove(card)
            trick.append((seat, card, named))
            plays.append((seat, card, named))
            if card == "NOTRUMP":
                notrump = True
                affected = True
            elif card == "CHANGE":
                # "ihned se odkryje vrchní karta ... určuje barvu trumfu pro aktuální štych"
                r.trump = r.turn()
                trump_now = r.trump
                affected = True
        w = winner(trick, None if notrump else trump_now)
        tricks[w] += 1
        for _s, c, _n in trick:
            if c == "PLUS5":
                bonus[w] += 5
            if c == "MINUS5":
                bonus[w] -= 5
        trick_log.append((trick, None if notrump else trump_now, w))
        if notrump:
            # "Po štychu se odkryje vrchní karta z balíku ... Nová barevná karta určuje
            #  novou barvu trumfů pro zbytek kola."
            r.trump = r.turn()
        leader = w
    return dict(bids=bids, plays=plays, tricks=tricks, bonus=bonus, k=k, trick_log=trick_log)


def score(res, durch):
    k, tricks, bids, bonus = res["k"], res["tricks"], res["bids"], res["bonus"]
    out = []
    for s in range(len(tricks)):
        per = 1
        if durch and tricks[s] == k and k > 1:
            per = 2
        pts = per * tricks[s] + bonus[s] + (10 if bids[s] == tricks[s] else -5)
        out.append(pts)
    return out


def default_choose(rng, seat, opts, trick, trump, r):
    # mild preference for playing action cards when allowed, to exercise them
    acts = [c for c in opts if c in ACTIONS]
    if acts and rng.random() < 0.5:
        return rng.choice(acts)
    return rng.choice(opts)


def default_wild(rng, hand, trick, trump):
    lc = led_colour(trick)
    opts = [trump, lc] if lc else [trump]
    opts += [rng.choice(COLOURS)]
    return rng.choice([o for o in opts if o])


def estimate(hand, trump):
    e = 0
    for c in hand:
        if colour(c) == trump and value(c) >= 8:
            e += 1
        elif colour(c) and value(c) >= 14:
            e += 1
        elif c == "WILD":
            e += 1
    return e


def make_bids(n, dealer, pm1=False, force_forbidden=False):
    def f(r, k):
        bids = [0] * n
        order = [(dealer + 1 + i) % n for i in range(n)]
        tot = 0
        for j, s in enumerate(order):
            b = min(k, estimate(r.hands[s], r.trump))
            if j == n - 1 and pm1:
                if force_forbidden:
                    b = k - tot
                    assert 0 <= b <= k
                elif tot + b == k:
                    b = b + 1 if b + 1 <= k else b - 1
            bids[s] = b
            tot += b
        return bids

    return f


def deal(rng, n, k):
    d = deck()
    rng.shuffle(d)
    hands = [d[i * k:(i + 1) * k] for i in range(n)]
    talon = d[n * k:]
    return hands, talon


def build(name, players, first_round, rounds, first_dealer, seed, rules=None, start=None,
          hands_null=False, record_totals=True, record_scores=True, bid_order=None,
          bids_after=False, pm1_force=None, mutate=None, chooser=None, wild_name=None):
    """mutate: callable(deal_index, deal_dict, res) -> expected list of (event, code)."""
    rules = dict(rules or {})
    n = len(players)
    totals = list(start) if start else [0] * n
    deals = []
    info = []
    expected = []
    dealer = first_dealer
    rng = random.Random(seed)
    for ri in range(rounds):
        k = 11 - (first_round + ri)
        for _attempt in range(200):
            hands, talon = deal(rng, n, k)
            try:
                res = play_round(
                    rng, n, dealer, hands, talon,
                    bids_fn=make_bids(n, dealer, rules.get("plus_minus_one", False),
                                      force_forbidden=(pm1_force == ri)),
                    choose=chooser(ri) if chooser else None, wild_name=wild_name,
                )
                if chooser and getattr(chooser, "need", None) == ri and not chooser.hit:
                    raise RuntimeError("fault not planted")
                break
            except (RuntimeError, AssertionError):
                continue
        sc = score(res, rules.get("durch", False))
        totals = [a + b for a, b in zip(totals, sc)]
        events = []
        order = [(dealer + 1 + i) % n for i in range(n)]
        if bid_order == "seat":
            order = list(range(n))
        bid_events = [{"type": "bid", "seat": s, "bid": res["bids"][s]} for s in order]
        if not bids_after:
            events += bid_events
        for s, c, nm in res["plays"]:
            e = {"type": "play", "seat": s, "card": c}
            if nm:
                e["named"] = nm
            events.append(e)
        if bids_after:
            events += bid_events
        if record_scores:
            events += [{"type": "score", "party": s, "points": sc[s]} for s in range(n)]
        if record_totals:
            events += [{"type": "total", "party": s, "points": totals[s]} for s in range(n)]
        d = {"dealer": dealer, "hands": None if hands_null else hands, "talon": talon,
             "events": events}
        deals.append(d)
        exp = []
        if mutate:
            exp = mutate(ri, d, res, sc, totals) or []
        for ev, code in exp:
            expected.append((ri, ev, code))
        info.append(dict(round=first_round + ri, k=k, dealer=dealer, bids=res["bids"],
                         tricks=res["tricks"], bonus=res["bonus"], scores=sc,
                         totals=list(totals), trick_log=res["trick_log"]))
        dealer = (dealer + 1) % n
    t = {"format": "trick-transcript/1", "game": "rage", "rules": {"preset": "standard", **rules},
         "players": players}
    if start is not None:
        t["start"] = {"totals": list(start)}
    t["meta"] = {"event": "rage-spec audit", "file": name}
    t["deals"] = deals
    (HERE / name).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n")
    return info, expected


class Cheat:
    """Plants one fault in round `need`: kind 'revoke' or 'action'."""

    def __init__(self, need, kind, after=2):
        self.need, self.kind, self.after = need, kind, after
        self.hit = False
        self.index = None

    def __call__(self, ri):
        if ri != self.need:
            return None
        self.hit = False
        self.index = None
        count = [0]

        def choose(rng, seat, opts, trick, trump, r):
            i = count[0]
            count[0] += 1
            hand = r.hands[seat]
            if not self.hit and i >= self.after and len(opts) < len(hand):
                lc = led_colour(trick)
                if self.kind == "wild":
                    bad = [c for c in hand if c == "WILD"] if lc else []
                elif self.kind == "revoke":
                    bad = [c for c in hand if colour(c) and colour(c) != lc]
                else:
                    bad = [c for c in hand if c in ("PLUS5", "MINUS5")]
                if bad:
                    self.hit = True
                    self.index = i
                    return bad[0]
            acts = [c for c in opts if c in ACTIONS]
            if acts and rng.random() < 0.5:
                return rng.choice(acts)
            return rng.choice(opts)

        return choose
