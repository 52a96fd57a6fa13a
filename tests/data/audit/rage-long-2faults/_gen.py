"""Blind generator for the audit round rage-long-2faults.

Written from the Czech rules (seeds/001, Amigo 2000, Paluba translation) and the transcript
contract only.  Every figure (tricks, action-card points, round scores, running totals) is
computed here from the source, never by the engine.

Run from the worktree root:  python tests/data/audit/rage-long-2faults/_gen.py
It writes the *.json files next to itself and prints the expectation lines (_facts.txt).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

HERE = Path(__file__).parent
COLS = "RBGYPO"
ACTION = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
DECK = [f"{c}{v}" for c in COLS for v in range(16)] + ACTION
NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "Filip", "Gábina", "Honza"]


def colour(card):
    return card[0] if card[1:].isdigit() else None


def value(card):
    return int(card[1:])


# probes only (_probes.py): None = the corpus (NOTRUMP-then-CHANGE tricks where the readings differ
# are not used), "notrump" or "change" = play such tricks by that reading
NC_READING = None


class Fault(Exception):
    pass


class Reject(Exception):
    """The seed does not give the situation wanted: try the next one."""


# ----------------------------------------------------------------------------- one round


class Round:
    def __init__(self, n, dealer, ncards, hands, talon):
        self.n, self.dealer, self.ncards = n, dealer, ncards
        self.hands0 = [list(h) for h in hands]
        self.hands = [list(h) for h in hands]
        self.talon = list(talon)
        self.ptr = 0
        self.turns = []  # (why, cards turned)
        self.trump = self.turn("start")
        self.events = []
        self.tricks = []  # dicts
        self.won = [0] * n
        self.bonus = [0] * n
        self.bids = [None] * n
        self.faults = []  # (event index, code, seat, note)

    def turn(self, why):
        got = []
        while True:
            if self.ptr >= len(self.talon):
                raise Reject("stock ran out")
            c = self.talon[self.ptr]
            self.ptr += 1
            got.append(c)
            if colour(c):
                self.turns.append((why, got))
                return colour(c)


def led_colour(trick):
    for p in trick:
        if colour(p["card"]):
            return colour(p["card"])
        if p["card"] == "WILD":
            return p["named"]
    return None


def legal(hand, led):
    if led is None:
        return list(hand)
    f = [c for c in hand if colour(c) == led]
    return f if f else list(hand)


def resolve(trick, trumpc):
    """Winner index (into trick) by the source: highest trump, else highest of the led colour;
    only action cards without a joker: the first card; a joker is the highest card of its
    colour, the second joker of one colour above the first."""
    if not any(colour(p["card"]) or p["card"] == "WILD" for p in trick):
        return 0
    led = led_colour(trick)

    def col(p):
        return colour(p["card"]) or (p["named"] if p["card"] == "WILD" else None)

    def strength(i):
        p = trick[i]
        return 16 + i if p["card"] == "WILD" else value(p["card"])

    idx = [i for i, p in enumerate(trick) if trumpc and col(p) == trumpc]
    if not idx:
        idx = [i for i, p in enumerate(trick) if col(p) == led]
    return max(idx, key=strength)


# ----------------------------------------------------------------------------- policies


def default_bid(rng, hand, trump, ncards):
    est = 0
    for c in hand:
        if c == "WILD":
            est += 1
        elif colour(c) == trump and value(c) >= 8:
            est += 1
        elif colour(c) and value(c) >= 14:
            est += 1
    est += rng.choice([-1, 0, 0, 0, 1])
    return max(0, min(ncards, est))


def default_play(rng, rd, seat, trick, hold_back=()):
    hand = rd.hands[seat]
    led = led_colour(trick)
    opts = legal(hand, led)
    pref = [c for c in opts if c not in hold_back] or opts
    if led is not None and any(colour(c) == led for c in hand):
        fol = sorted(pref, key=value)
        card = fol[-1] if rng.random() < 0.5 else fol[0]
    elif not trick:
        cols = [c for c in pref if colour(c)]
        card = rng.choice(cols) if cols and rng.random() < 0.8 else rng.choice(pref)
    else:
        tr = [c for c in pref if colour(c) == rd.trump]
        act = [c for c in pref if not colour(c)]
        r = rng.random()
        if tr and r < 0.4:
            card = rng.choice(tr)
        elif act and r < 0.75:
            card = rng.choice(act)
        else:
            card = min((c for c in pref if colour(c)), key=value, default=None) or rng.choice(pref)
    named = None
    if card == "WILD":
        if trick and led is not None:
            named = rd.trump
        else:
            held = [colour(c) for c in hand if colour(c)]
            named = max(set(held), key=held.count) if held else rng.choice(COLS)
    return card, named


# ----------------------------------------------------------------------------- the session


def play_round(rng, rd, hooks, rnum, hold_back=()):
    n = rd.n
    first = (rd.dealer + 1) % n
    # bids
    order = hooks.get("bid_order", lambda r, o: o)(rnum, [(first + k) % n for k in range(n)])
    for s in order:
        b = default_bid(rng, rd.hands[s], rd.trump, rd.ncards)
        b = hooks.get("bid", lambda r, s, b: b)(rnum, s, b)
        rd.bids[s] = b
        rd.events.append({"type": "bid", "seat": s, "bid": b})
    leader = first
    for t in range(rd.ncards):
        trick = []
        notrump = False
        trump_at_start = rd.trump
        changes = []
        order_fx = []
        for k in range(n):
            s = (leader + k) % n
            led = led_colour(trick)
            forced = hooks.get("play", lambda *a: None)(rnum, t, s, trick, rd)
            if forced is not None:
                card, named = forced
            else:
                card, named = default_play(rng, rd, s, trick, hold_back)
            if card not in rd.hands[s]:
                raise Reject(f"forced {card} not held by {s}")
            is_legal = card in legal(rd.hands[s], led)
            ev = {"type": "play", "seat": s, "card": card}
            if card == "WILD" and named is not None:
                ev["named"] = named
            if not is_legal:
                rd.faults.append(
                    (
                        len(rd.events),
                        "revoke",
                        s,
                        f"{card} to a {led} lead holding {[c for c in rd.hands[s] if colour(c) == led]}",
                    )
                )
            rd.events.append(ev)
            rd.hands[s].remove(card)
            trick.append({"seat": s, "card": card, "named": named, "event": len(rd.events) - 1})
            if card == "NOTRUMP":
                if notrump:
                    raise Reject("two NOTRUMP in one trick")
                notrump = True
                order_fx.append("N")
            elif card == "CHANGE":
                rd.trump = rd.turn(f"CHANGE r{rnum} t{t}")
                changes.append(rd.trump)
                order_fx.append("C")
        trumpc = None if notrump else rd.trump
        w = resolve(trick, trumpc)
        if notrump and changes and order_fx.index("N") < order_fx.index("C"):
            # NOTRUMP before CHANGE: the readings differ on the trick's trump; only accept tricks
            # where they agree (no card of the new colour, no joker), unless a probe asks for one
            w2 = resolve(trick, rd.trump)
            if NC_READING == "change":
                w, trumpc = w2, rd.trump
            elif NC_READING is None and (w2 != w or any(p["card"] == "WILD" for p in trick)):
                raise Reject("NOTRUMP then CHANGE readings differ")
        ws = trick[w]["seat"]
        rd.won[ws] += 1
        for p in trick:
            if p["card"] == "PLUS5":
                rd.bonus[ws] += 5
            if p["card"] == "MINUS5":
                rd.bonus[ws] -= 5
        if notrump:
            rd.trump = rd.turn(f"NOTRUMP r{rnum} t{t} (after the trick)")
        rd.tricks.append(
            {
                "t": t,
                "plays": trick,
                "winner": ws,
                "trump_at_start": trump_at_start,
                "trump_in_trick": trumpc,
                "fx": "".join(order_fx),
                "changes": changes,
                "last": t == rd.ncards - 1,
            }
        )
        leader = ws
    scores = []
    for s in range(n):
        sc = rd.won[s] + rd.bonus[s] + (10 if rd.bids[s] == rd.won[s] else -5)
        scores.append(sc)
    rd.scores = scores


def deal(rng, n, ncards):
    d = list(DECK)
    rng.shuffle(d)
    hands = [d[s * ncards : (s + 1) * ncards] for s in range(n)]
    return hands, d[n * ncards :]


def session(seed, n, dealer0, hooks=None, hold_back=()):
    hooks = hooks or {}
    rng = random.Random(seed)
    rounds = []
    for r in range(10):
        ncards = 10 - r
        dealer = (dealer0 + r) % n
        hands, talon = deal(rng, n, ncards)
        hands, talon = hooks.get("stack", lambda r, h, t, d, rng: (h, t))(r, hands, talon, dealer, rng)
        assert sorted(sum(hands, []) + talon) == sorted(DECK)
        rd = Round(n, dealer, ncards, hands, talon)
        play_round(rng, rd, hooks, r, hold_back)
        rounds.append(rd)
    return rounds


def give(hands, talon, seat, card, keep=()):
    """Move `card` into seat's hand (swapping with a card of that hand not in keep)."""
    if card in hands[seat]:
        return
    pool = [c for c in hands[seat] if c not in keep]
    out = pool[-1]
    for h in hands:
        if card in h:
            h[h.index(card)] = out
            break
    else:
        talon[len(talon) - 1 - talon[::-1].index(card)] = out
    hands[seat][hands[seat].index(out)] = card


def take_away(hands, talon, seat, pred, keep=()):
    """Swap every card of seat matching pred with talon cards (from the bottom) not matching."""
    for i, c in enumerate(list(hands[seat])):
        if pred(c) and c not in keep:
            for j in range(len(talon) - 1, 5, -1):
                if not pred(talon[j]) and talon[j] not in ("WILD",):
                    hands[seat][i], talon[j] = talon[j], c
                    break


# ----------------------------------------------------------------------------- writing


def transcript(n, rounds, recorded_scores=None, recorded_totals=None, meta=None, bid_events=None):
    deals = []
    totals = [0] * n
    wtotals = [0] * n  # as written
    facts = {"scores": [], "totals": [], "written_scores": [], "written_totals": []}
    for r, rd in enumerate(rounds):
        ev = [dict(e) for e in rd.events]
        ws = list(rd.scores)
        if recorded_scores and r in recorded_scores:
            for s, v in recorded_scores[r].items():
                ws[s] = v
        for s in range(n):
            ev.append({"type": "score", "party": s, "points": ws[s]})
        totals = [totals[s] + rd.scores[s] for s in range(n)]
        # by default the sheet carries its own written scores
        wt = [wtotals[s] + ws[s] for s in range(n)]
        if recorded_totals and r in recorded_totals:
            for s, v in recorded_totals[r].items():
                wt[s] = v(wtotals, ws, totals) if callable(v) else v
        wtotals = wt
        for s in range(n):
            ev.append({"type": "total", "party": s, "points": wtotals[s]})
        rd.score_index = len(rd.events)
        rd.total_index = len(rd.events) + n
        deals.append({"dealer": rd.dealer, "hands": rd.hands0, "talon": rd.talon, "events": ev})
        facts["scores"].append(list(rd.scores))
        facts["totals"].append(list(totals))
        facts["written_scores"].append(ws)
        facts["written_totals"].append(list(wtotals))
    doc = {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": {"preset": "standard"},
        "players": NAMES[:n],
        "meta": meta or {},
        "deals": deals,
    }
    return doc, facts


def describe_trick(tr):
    ps = " ".join(f"s{p['seat']}:{p['card']}{'=' + p['named'] if p['named'] else ''}" for p in tr["plays"])
    return f"t{tr['t']} [{ps}] trump {tr['trump_at_start']}->{tr['trump_in_trick']} win s{tr['winner']}"


# ----------------------------------------------------------------------------- scenarios


def find(builder, tries=4000):
    for seed in range(tries):
        try:
            out = builder(seed)
        except Reject:
            continue
        if out is not None:
            return seed, out
    raise SystemExit(f"no seed for {builder.__name__}")


def no_faults(rounds):
    if any(rd.faults for rd in rounds):
        raise Reject("unplanned fault")


def sc_c01(seed):
    """4p: CHANGE then NOTRUMP in one trick (not the last), with a card of the CHANGE's colour in
    the trick and the trump after the trick deciding a later trick."""
    rounds = session(1000 + seed, 4, seed % 4)
    no_faults(rounds)
    for r, rd in enumerate(rounds):
        for tr in rd.tricks:
            if tr["fx"] == "CN" and not tr["last"]:
                newc = tr["changes"][0]
                led = led_colour(tr["plays"])
                if any(colour(p["card"]) == newc and newc != led for p in tr["plays"]):
                    later = rd.tricks[tr["t"] + 1 :]
                    if any(
                        any(colour(p["card"]) == t2["trump_in_trick"] for p in t2["plays"][1:])
                        and led_colour(t2["plays"]) != t2["trump_in_trick"]
                        for t2 in later
                    ):
                        return rounds, (r, tr)
    raise Reject


def sc_c02(seed):
    """5p: NOTRUMP then CHANGE in one trick (not the last): the trick holds no card of the
    CHANGE's colour and no joker, so every reading gives one winner; after it, NOTRUMP's turn."""
    rounds = session(2000 + seed, 5, seed % 5)
    no_faults(rounds)
    for r, rd in enumerate(rounds):
        for tr in rd.tricks:
            if tr["fx"] == "NC" and not tr["last"]:
                later = rd.tricks[tr["t"] + 1 :]
                if any(any(colour(p["card"]) == t2["trump_in_trick"] for p in t2["plays"]) for t2 in later):
                    return rounds, (r, tr)
    raise Reject


def sc_c03(seed):
    """3p: PLUS5 and MINUS5 won by the last trick of rounds (held back to the end)."""
    rounds = session(3000 + seed, 3, seed % 3, hold_back=("PLUS5", "MINUS5"))
    no_faults(rounds)
    hits = []
    for r, rd in enumerate(rounds):
        last = rd.tricks[-1]
        cs = [p["card"] for p in last["plays"]]
        if "PLUS5" in cs or "MINUS5" in cs:
            hits.append((r, last))
    kinds = {c for _, tr in hits for c in (p["card"] for p in tr["plays"])}
    both_one = any({"PLUS5", "MINUS5"} <= {p["card"] for p in tr["plays"]} for _, tr in hits)
    allaction = any(all(not colour(p["card"]) and p["card"] != "WILD" for p in tr["plays"]) for _, tr in hits)
    if (
        len(hits) >= 3
        and both_one
        and {"PLUS5", "MINUS5"} <= kinds
        and (allaction or seed > 1500)
        and any(r == 9 for r, _ in hits)
    ):
        return rounds, hits
    raise Reject


def sc_c04(seed):
    """6p: both jokers named the same colour (not trump) in one trick: the second wins."""
    R = 2

    def stack(r, hands, talon, dealer, rng):
        if r != R:
            return hands, talon
        a, b = (dealer + 1) % 6, (dealer + 2) % 6
        give(hands, talon, a, "WILD")
        give(hands, talon, b, "WILD")
        return hands, talon

    def play(r, t, s, trick, rd):
        if r != R or t != 0:
            return None
        a, b = (rd.dealer + 1) % 6, (rd.dealer + 2) % 6
        if s == a:
            cols = [c for c in COLS if c != rd.trump and not any(colour(x) == c for x in rd.hands[b])]
            if not cols:
                raise Reject
            return "WILD", cols[0]
        if s == b:
            return "WILD", trick[0]["named"]
        return None

    rounds = session(4000 + seed, 6, seed % 6, {"stack": stack, "play": play})
    no_faults(rounds)
    tr = rounds[R].tricks[0]
    if tr["winner"] != tr["plays"][1]["seat"] or tr["fx"]:
        raise Reject  # someone trumped it, or a NOTRUMP/CHANGE: want the jokers to decide
    return rounds, (R, tr)


def sc_c05(seed):
    """8p: action cards stacked at the top of every stock: the trump turn walks over several,
    and CHANGE/NOTRUMP turns walk over action cards too."""

    def stack(r, hands, talon, dealer, rng):
        acts = [c for c in talon if not colour(c)]
        cols = [c for c in talon if colour(c)]
        out = []
        # pattern: A A col A col A A col ... then the rest
        pat = [2, 1, 2, 1, 1]
        for k in pat:
            for _ in range(k):
                if acts:
                    out.append(acts.pop())
            out.append(cols.pop(0))
        out += acts + cols
        rest = out[len(out) - len(acts) - len(cols) :]
        rng.shuffle(rest)
        return hands, out[: len(out) - len(rest)] + rest

    rounds = session(5000 + seed, 8, seed % 8, {"stack": stack})
    no_faults(rounds)
    walks = [
        (r, why, got)
        for r, rd in enumerate(rounds)
        for why, got in rd.turns
        if why != "start" and len(got) > 1
    ]
    if len(walks) >= 2:
        return rounds, walks
    raise Reject


def sc_c06(seed):
    """7p: both jokers named the trump colour in one trick: the second joker wins."""
    R = 1

    def stack(r, hands, talon, dealer, rng):
        if r != R:
            return hands, talon
        a, b = (dealer + 1) % 7, (dealer + 2) % 7
        give(hands, talon, a, "WILD")
        give(hands, talon, b, "WILD")
        # trump is talon[0]'s colour (a colour card: made sure below)
        return hands, talon

    def play(r, t, s, trick, rd):
        if r != R or t != 0:
            return None
        a, b = (rd.dealer + 1) % 7, (rd.dealer + 2) % 7
        if s == a:
            return "WILD", rd.trump
        if s == b:
            if any(colour(x) == rd.trump for x in rd.hands[b]):
                raise Reject
            return "WILD", rd.trump
        return None

    rounds = session(6000 + seed, 7, seed % 7, {"stack": stack, "play": play})
    no_faults(rounds)
    tr = rounds[R].tricks[0]
    if (
        tr["fx"]
        or tr["winner"] != tr["plays"][1]["seat"]
        or not any(colour(p["card"]) == tr["trump_in_trick"] for p in tr["plays"])
    ):
        raise Reject
    return rounds, (R, tr)


def sc_c07(seed):
    """4p: a +5 or -5 won by the last trick of a round in which a CHANGE is played, decided by
    the colour the CHANGE turned."""
    rounds = session(7000 + seed, 4, seed % 4, hold_back=("PLUS5", "MINUS5", "CHANGE"))
    no_faults(rounds)
    for r, rd in enumerate(rounds):
        tr = rd.tricks[-1]
        cs = [p["card"] for p in tr["plays"]]
        if "CHANGE" in cs and ("PLUS5" in cs or "MINUS5" in cs) and "NOTRUMP" not in cs:
            wcard = next(p for p in tr["plays"] if p["seat"] == tr["winner"])
            if colour(wcard["card"]) == tr["changes"][-1] and led_colour(tr["plays"]) != tr["changes"][-1]:
                return rounds, (r, tr)
    raise Reject


# faulted ---------------------------------------------------------------------


def revoke_hook(R, seat_off, want_trump=True):
    """In round R, the first time seat (dealer+seat_off) can follow but holds a trump too, he trumps."""
    state = {"done": False}

    def play(r, t, s, trick, rd):
        if r != R or state["done"] or s != (rd.dealer + seat_off) % rd.n or not trick:
            return None
        led = led_colour(trick)
        if led is None or led == rd.trump:
            return None
        hand = rd.hands[s]
        if not any(colour(c) == led for c in hand):
            return None
        tr = [c for c in hand if colour(c) == rd.trump]
        if not tr:
            return None
        state["done"] = True
        return max(tr, key=value), None

    return play


def sc_f01(seed):
    """5p: round 5 a revoke (trumping while holding the led colour), and in the same round a
    wrong score (another seat's, one point off)."""
    R = 4
    rounds = session(11000 + seed, 5, seed % 5, {"play": revoke_hook(R, 3)})
    f = [(r, x) for r, rd in enumerate(rounds) for x in rd.faults]
    if len(f) != 1 or f[0][0] != R:
        raise Reject
    return rounds, f


def sc_f02(seed):
    """3p: a wrong score in round 10, carried into that round's total (the sheet's own sum),
    so the written final totals name another winner."""
    rounds = session(12000 + seed, 3, seed % 3)
    no_faults(rounds)
    tot = [sum(rd.scores[s] for rd in rounds) for s in range(3)]
    best = max(tot)
    if tot.count(best) != 1:
        raise Reject
    w = tot.index(best)
    second = sorted(tot)[-2]
    l = tot.index(second)
    # the runner-up's round-10 score: a round bid right (+10) written as missed... need the
    # slip to lift the runner-up above the winner
    s10 = rounds[9].scores[l]
    if s10 not in (-5, -4, 1):  # a missed bid: written as if made (+15)
        raise Reject
    if best - second >= 15 or best - second == 0:
        raise Reject
    return rounds, (w, l)


def sc_f03(seed):
    """6p: round 5 (6 cards): the third bidder bids before the second (out of turn), and the
    fifth bidder bids 7 (out of range: 6 cards)."""
    R = 4

    def bid_order(r, o):
        if r != R:
            return o
        return [o[0], o[2], o[1]] + o[3:]

    def bid(r, s, b):
        if r == R and s == (rounds_dealer[0] + 5) % 6:
            return 7
        return b

    rounds_dealer = [None]

    def stack(r, hands, talon, dealer, rng):
        if r == R:
            rounds_dealer[0] = dealer
        return hands, talon

    rounds = session(13000 + seed, 6, seed % 6, {"bid_order": bid_order, "bid": bid, "stack": stack})
    no_faults(rounds)
    return rounds, R


def sc_f04(seed):
    """4p: round 3 trick 1: the second seat holds the led colour and plays CHANGE; the third
    seat, void, plays NOTRUMP (legal).  Round 4 trick 1: the second seat holds the led colour
    and plays PLUS5; the third seat, void, plays CHANGE (legal)."""
    R1, R2 = 2, 3

    def stack(r, hands, talon, dealer, rng):
        if r not in (R1, R2):
            return hands, talon
        a, b, c = (dealer + 1) % 4, (dealer + 2) % 4, (dealer + 3) % 4
        bad, good = ("CHANGE", "NOTRUMP") if r == R1 else ("PLUS5", "CHANGE")
        # the led colour: a's first colour card not trump
        give(hands, talon, b, bad)
        give(hands, talon, c, good)
        return hands, talon

    def play(r, t, s, trick, rd):
        if r not in (R1, R2) or t != 0:
            return None
        a, b, c = (rd.dealer + 1) % 4, (rd.dealer + 2) % 4, (rd.dealer + 3) % 4
        bad, good = ("CHANGE", "NOTRUMP") if r == R1 else ("PLUS5", "CHANGE")
        if s == a:
            for card in rd.hands[a]:
                col = colour(card)
                if (
                    col
                    and col != rd.trump
                    and any(colour(x) == col for x in rd.hands[b])
                    and not any(colour(x) == col for x in rd.hands[c])
                ):
                    return card, None
            raise Reject
        if s == b:
            return bad, None
        if s == c:
            return good, None
        return None

    rounds = session(14000 + seed, 4, seed % 4, {"stack": stack, "play": play})
    f = [(r, x) for r, rd in enumerate(rounds) for x in rd.faults]
    if [r for r, _ in f] != [R1, R2]:
        raise Reject
    return rounds, f


def sc_f05(seed):
    """7p: round 2: the first seat leads WILD and names no colour; whatever colour it stood for,
    it wins the trick (nobody plays a trump-colour card, no action card).  The sheet scores the
    joker's player as if he had not won that trick."""
    R = 1

    def stack(r, hands, talon, dealer, rng):
        if r != R:
            return hands, talon
        give(hands, talon, (dealer + 1) % 7, "WILD")
        return hands, talon

    chosen = {}

    def play(r, t, s, trick, rd):
        if r != R or t != 0:
            return None
        a = (rd.dealer + 1) % 7
        if s == a:
            cnt = {
                c: sum(1 for x in range(7) if x != a and any(colour(y) == c for y in rd.hands[x]))
                for c in COLS
                if c != rd.trump
            }
            c = max(cnt, key=cnt.get)
            chosen["c"] = c
            return "WILD", c  # the colour is computed with, then left out of the record
        hand = rd.hands[s]
        c = chosen["c"]
        f = [x for x in hand if colour(x) == c]
        if f:
            return min(f, key=value), None
        other = [x for x in hand if colour(x) and colour(x) != rd.trump]
        if not other:
            raise Reject
        return min(other, key=value), None

    rounds = session(15000 + seed, 7, seed % 7, {"stack": stack, "play": play})
    no_faults(rounds)
    rd = rounds[R]
    tr = rd.tricks[0]
    a = tr["plays"][0]["seat"]
    if tr["winner"] != a:
        raise Reject
    # whichever colour the joker named, no trump-colour card is in the trick
    assert not any(colour(p["card"]) == rd.tricks[0]["trump_in_trick"] for p in tr["plays"])
    return rounds, (R, tr)


def sc_f06(seed):
    """8p: seat 2's total wrong in round 6 (+10), and wrong again in round 7 (-2 off the sheet's
    own sum, so off the rules' sum as well)."""
    rounds = session(16000 + seed, 8, seed % 8)
    no_faults(rounds)
    return rounds, None


def sc_f07(seed):
    """4p: a revoke in round 9 and a wrong score in round 10 (the one-card round)."""
    R = 8
    rounds = session(17000 + seed, 4, seed % 4, {"play": revoke_hook(R, 2)})
    f = [(r, x) for r, rd in enumerate(rounds) for x in rd.faults]
    if len(f) != 1 or f[0][0] != R:
        raise Reject
    return rounds, f


# ----------------------------------------------------------------------------- main


def main():
    out = []

    def emit(name, doc, facts, expect, notes):
        (HERE / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
        out.append(f"== {name}")
        out.append(f"expect: {expect}")
        for line in notes:
            out.append("  " + line)
        out.append(f"  scores by round: {facts['scores']}")
        out.append(f"  totals (rules): {facts['totals'][-1]}  written: {facts['written_totals'][-1]}")
        tot = facts["totals"][-1]
        out.append(f"  winner(s) by the rules: {[NAMES[i] for i, v in enumerate(tot) if v == max(tot)]}")

    # c01
    seed, (rounds, (r, tr)) = find(sc_c01)
    doc, facts = transcript(4, rounds, meta={"note": "CHANGE then NOTRUMP in one trick"})
    emit(
        "c01-4p-change-then-notrump.json",
        doc,
        facts,
        "clean",
        [f"seed {seed}; round {r + 1} {describe_trick(tr)}", f"turns round {r + 1}: {rounds[r].turns}"],
    )

    seed, (rounds, (r, tr)) = find(sc_c02)
    doc, facts = transcript(5, rounds, meta={"note": "NOTRUMP then CHANGE in one trick"})
    emit(
        "c02-5p-notrump-then-change.json",
        doc,
        facts,
        "clean",
        [f"seed {seed}; round {r + 1} {describe_trick(tr)}", f"turns round {r + 1}: {rounds[r].turns}"],
    )

    seed, (rounds, hits) = find(sc_c03)
    doc, facts = transcript(3, rounds, meta={"note": "+5/-5 won by the last trick"})
    emit(
        "c03-3p-plus-minus-last-trick.json",
        doc,
        facts,
        "clean",
        [f"seed {seed}"] + [f"round {r + 1} last {describe_trick(tr)}" for r, tr in hits],
    )

    seed, (rounds, (r, tr)) = find(sc_c04)
    doc, facts = transcript(6, rounds, meta={"note": "two jokers named one colour"})
    emit(
        "c04-6p-two-jokers-one-colour.json",
        doc,
        facts,
        "clean",
        [f"seed {seed}; round {r + 1} {describe_trick(tr)}"],
    )

    seed, (rounds, walks) = find(sc_c05)
    doc, facts = transcript(8, rounds, meta={"note": "action cards at the top of the stock"})
    emit(
        "c05-8p-stock-action-cards.json",
        doc,
        facts,
        "clean",
        [f"seed {seed}"]
        + [f"round {r + 1} {why}: {got}" for r, why, got in walks]
        + [f"round {r + 1} start turn {rd.turns[0][1]}" for r, rd in enumerate(rounds)],
    )

    seed, (rounds, (r, tr)) = find(sc_c06)
    doc, facts = transcript(7, rounds, meta={"note": "two jokers named the trump colour"})
    emit(
        "c06-7p-two-jokers-trump.json",
        doc,
        facts,
        "clean",
        [f"seed {seed}; round {r + 1} {describe_trick(tr)}"],
    )

    seed, (rounds, (r, tr)) = find(sc_c07)
    doc, facts = transcript(4, rounds, meta={"note": "+5/-5 in the last trick, decided by a CHANGE"})
    emit(
        "c07-4p-last-trick-change-bonus.json",
        doc,
        facts,
        "clean",
        [f"seed {seed}; round {r + 1} last {describe_trick(tr)}", f"turns: {rounds[r].turns}"],
    )

    # f01: revoke + wrong score in round 5
    seed, (rounds, f) = find(sc_f01)
    r, (ev, code, s, note) = f[0]
    victim = (s + 1) % 5
    wrong = rounds[r].scores[victim] + 1
    doc, facts = transcript(
        5, rounds, recorded_scores={r: {victim: wrong}}, meta={"note": "revoke and wrong score in one round"}
    )
    exp = [(r, ev, "revoke"), (r, rounds[r].score_index + victim, "wrong_score")]
    emit(
        "f01-5p-revoke-and-wrong-score.json",
        doc,
        facts,
        exp,
        [
            f"seed {seed}; revoke seat {s}: {note}",
            f"wrong score seat {victim}: written {wrong}, rules {rounds[r].scores[victim]}; its total carries it",
        ],
    )

    # f02
    seed, (rounds, (w, l)) = find(sc_f02)
    right = rounds[9].scores[l]
    wrong = 10 + rounds[9].won[l] + rounds[9].bonus[l]
    doc, facts = transcript(
        3, rounds, recorded_scores={9: {l: wrong}}, meta={"note": "wrong score carried into the total"}
    )
    exp = [(9, rounds[9].score_index + l, "wrong_score")]
    emit(
        "f02-3p-wrong-score-carried.json",
        doc,
        facts,
        exp,
        [
            f"seed {seed}; round 10 seat {l}: bid {rounds[9].bids[l]} won {rounds[9].won[l]}: rules {right}, written {wrong}; total carries it; true winner seat {w}"
        ],
    )

    # f03
    seed, (rounds, R) = find(sc_f03)
    rd = rounds[R]
    doc, facts = transcript(6, rounds, meta={"note": "bid out of turn and bid out of range"})
    d = rd.dealer
    e_oot = 1
    e_rng = [i for i, e in enumerate(rd.events) if e["type"] == "bid" and e["bid"] == 7][0]
    exp = [(R, e_oot, "out_of_turn"), (R, e_rng, "illegal_bid")]
    emit(
        "f03-6p-bid-out-of-turn-and-range.json",
        doc,
        facts,
        exp,
        [
            f"seed {seed}; round {R + 1} dealer {d} bids {[(e['seat'], e['bid']) for e in rd.events if e['type'] == 'bid']} won {rd.won}"
        ],
    )

    # f04
    seed, (rounds, f) = find(sc_f04)
    doc, facts = transcript(4, rounds, meta={"note": "action cards played while able to follow"})
    exp = [(r, ev, code) for r, (ev, code, s, note) in f]
    notes = [f"seed {seed}"]
    for r, (ev, code, s, note) in f:
        notes.append(
            f"round {r + 1} ev {ev} seat {s}: {note}; {describe_trick(rounds[r].tricks[0])}; turns {rounds[r].turns}"
        )
    emit("f04-4p-action-card-revokes.json", doc, facts, exp, notes)

    # f05
    seed, (rounds, (R, tr)) = find(sc_f05)
    rd = rounds[R]
    a = tr["plays"][0]["seat"]
    ev0 = tr["plays"][0]["event"]
    right = rd.scores[a]
    won_wrong = rd.won[a] - 1
    wrong = won_wrong + rd.bonus[a] + (10 if rd.bids[a] == won_wrong else -5)
    doc, facts = transcript(
        7, rounds, recorded_scores={R: {a: wrong}}, meta={"note": "joker without a colour, scored wrongly"}
    )
    del doc["deals"][R]["events"][ev0]["named"]
    exp = [(R, ev0, "unnamed_joker"), (R, rd.score_index + a, "wrong_score")]
    emit(
        "f05-7p-unnamed-joker-wrong-score.json",
        doc,
        facts,
        exp,
        [
            f"seed {seed}; round {R + 1} {describe_trick(tr)} (named left out)",
            f"seat {a} bid {rd.bids[a]} won {rd.won[a]}: rules {right}, written {wrong} (trick not counted)",
        ],
    )

    # f06
    seed, (rounds, _) = find(sc_f06)
    S = 2
    doc, facts = transcript(
        8,
        rounds,
        recorded_totals={5: {S: lambda wt, ws, tt: tt[S] + 10}, 6: {S: lambda wt, ws, tt: wt[S] + ws[S] - 2}},
        meta={"note": "two wrong totals in a row"},
    )
    exp = [(5, rounds[5].total_index + S, "wrong_total"), (6, rounds[6].total_index + S, "wrong_total")]
    emit(
        "f06-8p-wrong-total-twice.json",
        doc,
        facts,
        exp,
        [
            f"seed {seed}; seat {S} totals written {[t[S] for t in facts['written_totals']]} by the rules {[t[S] for t in facts['totals']]}"
        ],
    )

    # f07
    seed, (rounds, f) = find(sc_f07)
    r, (ev, code, s, note) = f[0]
    victim = 0
    right = rounds[9].scores[victim]
    wrong = right - 10 if right >= 10 else right + 2
    doc, facts = transcript(
        4,
        rounds,
        recorded_scores={9: {victim: wrong}},
        meta={"note": "revoke in round 9, wrong score in round 10"},
    )
    exp = [(r, ev, "revoke"), (9, rounds[9].score_index + victim, "wrong_score")]
    emit(
        "f07-4p-revoke-r9-wrong-score-r10.json",
        doc,
        facts,
        exp,
        [
            f"seed {seed}; round 9 revoke seat {s}: {note}",
            f"round 10 seat {victim}: rules {right} written {wrong}; total carries it",
            f"round 10: {describe_trick(rounds[9].tricks[0])} bids {rounds[9].bids}",
        ],
    )

    (HERE / "_facts.txt").write_text("\n".join(out) + "\n")
    print("\n".join(out))


if __name__ == "__main__":
    main()
