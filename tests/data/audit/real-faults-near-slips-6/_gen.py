"""Blind generator for audit round real-faults-near-slips-6 (no validator import).

python _gen.py [seed]  -> writes NN-*.json and _facts.txt into this directory.
Each file: a legal deal played by the rules of the source, with exactly one planted play fault.
"""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = int(sys.argv[1]) if len(sys.argv) > 1 else 6
FACTS = []


# ---------------------------------------------------------------- game models
class Game:
    n = 3

    def suit(self, c):
        raise NotImplementedError

    def legal(self, hand, trick, ctx):
        raise NotImplementedError

    def winner(self, trick, ctx):  # trick: list of (seat, card); returns seat
        raise NotImplementedError


class Rage(Game):
    def __init__(self, n, trump):
        self.n, self.trump = n, trump

    def suit(self, c):
        return c[0]

    def val(self, c):
        return int(c[1:])

    def legal(self, hand, trick, ctx):
        if not trick:
            return list(hand)
        led = self.suit(trick[0][1])
        f = [c for c in hand if self.suit(c) == led]
        return f or list(hand)

    def winner(self, trick, ctx):
        led = self.suit(trick[0][1])
        tr = [x for x in trick if self.suit(x[1]) == self.trump]
        pool = tr or [x for x in trick if self.suit(x[1]) == led]
        return max(pool, key=lambda x: self.val(x[1]))[0]


DAN_RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
DAN_BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]


class Danish(Game):
    n = 3

    def suit(self, c):
        if c == "JOKER":
            return "X"
        return "T" if c.startswith("T") else c[-1]

    def rank(self, c):  # higher better
        if c.startswith("T"):
            return 100 + int(c[1:])
        order = DAN_RED if c[-1] in "HD" else DAN_BLACK
        return 50 - order.index(c[:-1])

    def legal(self, hand, trick, ctx):
        last3 = ctx["tricks_left"]
        hs = [c for c in hand if c != "JOKER"]
        joker_ok = "JOKER" in hand and last3 != 2  # never in second-last trick
        if not trick:
            opts = hs or ["JOKER"]
            return opts
        led = self.suit(trick[0][1])
        f = [c for c in hs if self.suit(c) == led]
        if not f:
            f = [c for c in hs if self.suit(c) == "T"]
        if not f:
            f = hs
        if joker_ok:
            f = f + ["JOKER"]
        return f or ["JOKER"]

    def winner(self, trick, ctx):
        led = self.suit(trick[0][1])
        real = [x for x in trick if x[1] != "JOKER"]
        tr = [x for x in real if self.suit(x[1]) == "T"]
        pool = tr or [x for x in real if self.suit(x[1]) == led]
        return max(pool, key=lambda x: self.rank(x[1]))[0]


ULTI_T = ["A", "10", "K", "Q", "J", "9", "8", "7"]


class Ulti(Game):
    n = 3

    def __init__(self, trump):
        self.trump = trump

    def suit(self, c):
        return c[-1]

    def rank(self, c):
        return 20 - ULTI_T.index(c[:-1])

    def beats(self, a, b, led):  # does a beat b
        sa, sb = self.suit(a), self.suit(b)
        if sa == sb:
            return self.rank(a) > self.rank(b)
        return sa == self.trump

    def best(self, trick):
        led = self.suit(trick[0][1])
        b = trick[0]
        for x in trick[1:]:
            if self.beats(x[1], b[1], led):
                b = x
        return b

    def legal(self, hand, trick, ctx):
        if not trick:
            return list(hand)
        led = self.suit(trick[0][1])
        cur = self.best(trick)[1]
        f = [c for c in hand if self.suit(c) == led]
        if not f:
            f = [c for c in hand if self.suit(c) == self.trump]
        if not f:
            return list(hand)
        w = [c for c in f if self.beats(c, cur, led)]
        return w or f

    def winner(self, trick, ctx):
        return self.best(trick)[0]


GAL_SUIT = ["K", "Q", "N", "J"]


class Galician(Game):
    n = 3

    def suit(self, c):
        return "T" if (c.startswith("T") or c == "SKIZ") else c[-1]

    def rank(self, c):
        if c == "SKIZ":
            return 200
        if c.startswith("T"):
            return 100 + int(c[1:])
        r = c[:-1]
        return 50 - (GAL_SUIT.index(r) if r in GAL_SUIT else 4)

    def legal(self, hand, trick, ctx):
        if not trick:
            return list(hand)
        led = self.suit(trick[0][1])
        f = [c for c in hand if self.suit(c) == led]
        if not f:
            f = [c for c in hand if self.suit(c) == "T"]
        return f or list(hand)

    def winner(self, trick, ctx):
        led = self.suit(trick[0][1])
        tr = [x for x in trick if self.suit(x[1]) == "T"]
        pool = tr or [x for x in trick if self.suit(x[1]) == led]
        return max(pool, key=lambda x: self.rank(x[1]))[0]


TQ_SB = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
TQ_CD = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]


class Tarocchini(Game):
    def __init__(self, n):
        self.n = n

    def suit(self, c):
        if c == "MATTO":
            return "X"
        return "T" if c.startswith("T") else c[-1]

    def rank(self, c):
        if c.startswith("T"):
            v = int(c[1:])
            return 100 + (2 if 1 <= v <= 4 else v)  # Moretti equal
        order = TQ_SB if c[-1] in "SB" else TQ_CD
        return 50 - order.index(c[:-1])

    def legal(self, hand, trick, ctx):
        hs = [c for c in hand if c != "MATTO"]
        if not trick:
            return hs or ["MATTO"]
        led = self.suit(trick[0][1])
        f = [c for c in hs if self.suit(c) == led]
        if not f:
            f = [c for c in hs if self.suit(c) == "T"]
        if not f:
            f = hs
        if "MATTO" in hand:
            f = f + ["MATTO"]
        return f

    def winner(self, trick, ctx):
        real = [x for x in trick if x[1] != "MATTO"]
        led = self.suit(real[0][1]) if real else None
        tr = [x for x in real if self.suit(x[1]) == "T"]
        pool = tr or [x for x in real if self.suit(x[1]) == led]
        best = None
        for x in pool:  # last played wins ties (Moretti)
            if best is None or self.rank(x[1]) >= self.rank(best[1]):
                best = x
        return best[0]


# ---------------------------------------------------------------- play
def play(game, hands, leader, rng, prefer=None):
    """Play all tricks legally; returns list of tricks, each list of (seat, card), and winners."""
    hands = [list(h) for h in hands]
    n = game.n
    total = len(hands[leader])
    tricks, winners = [], []
    for t in range(total):
        ctx = {"tricks_left": total - t, "t": t}
        trick = []
        for i in range(n):
            s = (leader + i) % n
            opts = game.legal(hands[s], trick, ctx)
            c = prefer(s, opts, trick, ctx) if prefer else None
            if c is None:
                c = rng.choice(sorted(opts))
            hands[s].remove(c)
            trick.append((s, c))
        w = game.winner(trick, ctx)
        tricks.append(trick)
        winners.append(w)
        leader = w
    return tricks, winners


def plays(trick):
    return [{"type": "play", "seat": s, "card": c} for s, c in trick]


def write(name, doc, facts):
    with open(os.path.join(HERE, name), "w") as f:
        json.dump(doc, f, indent=1, ensure_ascii=False)
        f.write("\n")
    FACTS.append(name + ": " + facts)


def tx(game, players, deals, rules=None, start=None):
    d = {"format": "trick-transcript/1", "game": game}
    if rules:
        d["rules"] = rules
    d["players"] = players
    if start:
        d["start"] = start
    d["deals"] = deals
    return d


# ---------------------------------------------------------------- rage
RCOL = "RBGYPO"
ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3


def rage_deal(rng, n=4, k=10, dealer=0, rig=None):
    colour = [c + str(v) for c in RCOL for v in range(16)]
    rng.shuffle(colour)
    hands = [sorted(colour[i * k:(i + 1) * k]) for i in range(n)]
    rest = colour[n * k:] + ACTIONS
    top = rest[0]
    tail = rest[1:]
    rng.shuffle(tail)
    talon = [top] + tail
    return hands, talon, top[0]


def rage_scores(bids, winners, n):
    tr = [winners.count(s) for s in range(n)]
    return tr, [tr[s] + (10 if bids[s] == tr[s] else -5) for s in range(n)]


def rage_bids(rng, n, k, dealer):
    return [rng.randint(0, 3) for _ in range(n)]


def rage_bid_events(bids, dealer, n):
    return [{"type": "bid", "seat": (dealer + 1 + i) % n, "bid": bids[(dealer + 1 + i) % n]} for i in range(n)]


PL_RAGE = ["Anička", "Bohouš", "Katka", "Dalibor"]


def rage_file(name, seed, kind):
    for attempt in range(500):
        rng = random.Random(seed * 1000 + attempt)
        n, k, dealer = 4, 10, attempt % 4
        hands, talon, trump = rage_deal(rng, n, k, dealer)
        g = Rage(n, trump)
        leader0 = (dealer + 1) % n
        bids = rage_bids(rng, n, k, dealer)
        evs = rage_bid_events(bids, dealer, n)
        tricks, winners = play(g, hands, leader0, rng)
        base = len(evs)
        fact = None
        if kind == "early":
            # trick t: winner of first n-1 cards == final winner, and that winner is not the
            # seat just before the last seat (so the late card cannot be read as trick t+1's 2nd).
            for t in range(2, k - 1):
                tk = tricks[t]
                w3 = g.winner(tk[:-1], None)
                last = tk[-1][0]
                if w3 == winners[t] and (w3 + 1) % n != last:
                    body = []
                    for u, tk2 in enumerate(tricks):
                        if u == t:
                            body += plays(tk2[:-1])
                        elif u == t + 1:
                            body += plays(tk2[:1]) + plays(tk[-1:]) + plays(tk2[1:])
                        else:
                            body += plays(tk2)
                    lead_ix = base + n * (t + 1) - 1
                    fact = (f"trick {t} (0-based): seat {w3} won it with the first {n-1} cards and led "
                            f"{tricks[t+1][0][1]} (event {lead_ix}) before seat {last} played {tk[-1][1]} "
                            f"(event {lead_ix+1}); trump {trump}")
                    break
        elif kind == "midtrick":
            for t in range(1, k):
                tk = tricks[t]
                body = []
                for u, tk2 in enumerate(tricks):
                    if u == t:
                        body += plays([tk2[0], tk2[2], tk2[1]] + tk2[3:])
                    else:
                        body += plays(tk2)
                ix = base + n * t + 1
                fact = (f"trick {t}: leader {tk[0][0]} led {tk[0][1]}; seat {tk[2][0]} played {tk[2][1]} "
                        f"(event {ix}) before seat {tk[1][0]} ({tk[1][1]}, event {ix+1}); trump {trump}")
                break
        elif kind == "revoke":
            fact = None
            rng2 = random.Random(seed)
            # replay with a planted revoke: find trick t and a follower holding led colour
            hs = [list(h) for h in hands]
            done = False
            leader = leader0
            tricks2, winners2 = [], []
            revoke = None
            for t in range(k):
                trick = []
                for i in range(n):
                    s = (leader + i) % n
                    opts = g.legal(hs[s], trick, None)
                    c = rng2.choice(sorted(opts))
                    if not done and t >= 1 and i >= 1:
                        led = trick[0][1][0]
                        have = [x for x in hs[s] if x[0] == led]
                        other = [x for x in hs[s] if x[0] != led]
                        if len(have) == 1 and other:  # exactly one: it will be played later
                            c = sorted(other)[0]
                            revoke = (t, s, c, have[0])
                            done = True
                    hs[s].remove(c)
                    trick.append((s, c))
                w = g.winner(trick, None)
                tricks2.append(trick)
                winners2.append(w)
                leader = w
            if revoke is None:
                continue
            t, s, c, held = revoke
            tricks, winners = tricks2, winners2
            body = []
            for tk2 in tricks:
                body += plays(tk2)
            ix = [i for i, e in enumerate(body) if e["seat"] == s and e["card"] == c][0] + base
            later = [i for i, e in enumerate(body) if e["card"] == held][0] + base
            fact = (f"trick {t}: seat {s} played {c} (event {ix}) to a {tricks[t][0][1][0]} lead while "
                    f"holding {held}, which it played at event {later}; trump {trump}")
        elif kind == "takeback":
            for t in range(1, k):
                tk = tricks[t]
                s, c = tk[1]
                led = tk[0][1][0]
                h_at = hands[s][:]
                for u in range(t):
                    for ss, cc in tricks[u]:
                        if ss == s:
                            h_at.remove(cc)
                opts = g.legal(h_at, tk[:1], None)
                alt = [x for x in opts if x != c and g.winner(tk[:1] + [(s, x)] + tk[2:], None) == winners[t]]
                if alt:
                    x = sorted(alt)[0]
                    # x must be played later by s; swap: s plays x first, takes it back, plays c
                    body = []
                    for u, tk2 in enumerate(tricks):
                        if u == t:
                            body += plays(tk2[:1]) + [{"type": "play", "seat": s, "card": x}] + plays(tk2[1:])
                        else:
                            body += plays(tk2)
                    ix = base + n * t + 1
                    fact = (f"trick {t}: seat {s} played {x} (event {ix}) to the lead {tk[0][1]}, took it back "
                            f"and played {c} (event {ix+1}); {x} was played later; trump {trump}")
                    break
        elif kind == "claim":
            # stop when some seat's remaining cards are all trumps above every other trump outstanding
            hs = [list(h) for h in hands]
            body = []
            for t in range(k):
                rem = k - t
                if rem >= 2 and t >= 3:
                    for s in range(n):
                        oth = [x for ss in range(n) if ss != s for x in hs[ss] if x[0] == trump]
                        mx = max([int(x[1:]) for x in oth], default=-1)
                        if all(x[0] == trump and int(x[1:]) > mx for x in hs[s]):
                            fact = (f"record stops after trick {t-1}; seat {s} holds {sorted(hs[s])}, all trumps "
                                    f"above the others' {sorted(oth)}: claims the last {rem} tricks; trump {trump}")
                            winners = winners[:t] + [s] * rem
                            break
                    if fact:
                        break
                body += plays(tricks[t])
                for ss, cc in tricks[t]:
                    hs[ss].remove(cc)
            if not fact:
                continue
        if not fact:
            continue
        tr, sc = rage_scores(bids, winners, n)
        evs = evs + body + [{"type": "score", "party": s, "points": sc[s]} for s in range(n)]
        deal = {"dealer": dealer, "hands": hands, "talon": talon, "events": evs}
        write(name, tx("rage", PL_RAGE, [deal]),
              fact + f"; dealer {dealer}; bids {bids}; tricks {tr}; scores {sc}")
        return
    raise SystemExit("no deal for " + name)


# ---------------------------------------------------------------- danish
def danish_file(name, seed, kind):
    suits = [r + s for s in "HD" for r in DAN_RED] + [r + s for s in "SC" for r in DAN_BLACK]
    deck = suits + ["T%d" % i for i in range(1, 22)] + ["JOKER"]
    for attempt in range(500):
        rng = random.Random(seed * 1000 + attempt)
        d = rng[:0] if False else None
        deck2 = deck[:]
        rng.shuffle(deck2)
        dealer = attempt % 3
        hands = [None] * 3
        pos = 0
        for s in range(3):
            k = 28 if s == dealer else 25
            hands[s] = deck2[pos:pos + k]
            pos += k
        if "JOKER" in hands[dealer]:
            continue
        if not all(any(c.startswith("T") for c in h) for h in hands):
            continue
        # dealer's skat: three low pip cards (no trump, king, court)
        pips = [c for c in hands[dealer] if not c.startswith("T") and c[:-1] not in "KQNJ"]
        skat = sorted(pips)[:3]
        live = [list(h) for h in hands]
        for c in skat:
            live[dealer].remove(c)
        g = Danish()
        leader0 = (dealer + 1) % 3

        def prefer(s, opts, trick, ctx):
            if trick and "JOKER" in opts and ctx["tricks_left"] > 3:
                return "JOKER"
            return None

        tricks, winners = play(g, live, leader0, rng, prefer)
        base = 1  # the discard event
        evs = [{"type": "discard", "seat": dealer, "cards": skat}]
        body, fact = [], None
        if kind == "wrong_lead":
            for t in range(3, 20):
                w = winners[t]
                x = (w + 1) % 3
                # replay from trick t+1 with x leading; table follows on from it
                hs = [list(h) for h in live]
                for u in range(t + 1):
                    for s, c in tricks[u]:
                        hs[s].remove(c)
                rng2 = random.Random(seed + attempt)
                rest, rw = play(g, hs, x, rng2, prefer)
                if rw[0] == x:
                    continue  # prefer a case where the wrong leader does not win too
                all_tr = tricks[:t + 1] + rest
                for tk in all_tr:
                    body += plays(tk)
                ix = base + 3 * (t + 1)
                fact = (f"trick {t} won by seat {w}; seat {x} led trick {t+1} ({rest[0][0][1]}, event {ix}); "
                        f"the table followed on, trick {t+1} won by seat {rw[0]}")
                tricks = all_tr
                break
        elif kind == "midtrick":
            for t in range(2, 20):
                tk = tricks[t]
                for u, tk2 in enumerate(tricks):
                    body += plays([tk2[0], tk2[2], tk2[1]] if u == t else tk2)
                ix = base + 3 * t + 1
                fact = (f"trick {t}: leader {tk[0][0]} led {tk[0][1]}; seat {tk[2][0]} played {tk[2][1]} "
                        f"(event {ix}) before seat {tk[1][0]} ({tk[1][1]}, event {ix+1})")
                break
        if not fact:
            continue
        jk = [(i + base, e) for i, e in enumerate(body) if e["card"] == "JOKER"][0]
        deal = {"dealer": dealer, "hands": [sorted(h) for h in hands], "events": evs + body}
        write(name, tx("danish-tarok", ["Agnieszka", "Bartek", "Celina"], [deal]),
              fact + f"; dealer {dealer}, skat {skat}; JOKER followed at event {jk[0]}; no payments recorded")
        return
    raise SystemExit("no deal " + name)


# ---------------------------------------------------------------- ulti
def ulti_file(name, seed, kind):
    deck = [r + s for s in "HDSC" for r in ULTI_T]
    for attempt in range(2000):
        rng = random.Random(seed * 1000 + attempt)
        deck2 = deck[:]
        rng.shuffle(deck2)
        dealer = attempt % 3
        decl = (dealer + 1) % 3
        hands, pos = [None] * 3, 0
        for s in range(3):
            k = 12 if s == decl else 10
            hands[s] = sorted(deck2[pos:pos + k])
            pos += k
        # declarer: red party (hearts trumps); lays away two non-hearts non-ace non-ten
        lay = sorted([c for c in hands[decl] if c[-1] != "H" and c[:-1] not in ("A", "10")])[:2]
        if len(lay) < 2 or sum(c[-1] == "H" for c in hands[decl]) < 4:
            continue
        live = [list(h) for h in hands]
        for c in lay:
            live[decl].remove(c)
        g = Ulti("H")
        evs = [
            {"type": "discard", "seat": decl, "cards": lay},
            {"type": "bid", "seat": decl, "bid": {"goals": ["party"], "red": True}},
            {"type": "bid", "seat": (decl + 1) % 3, "bid": "pass"},
            {"type": "bid", "seat": (decl + 2) % 3, "bid": "pass"},
            {"type": "bid", "seat": decl, "bid": "pass"},
        ]
        base = len(evs)
        tricks, winners = play(g, live, decl, rng)
        body, fact = [], None
        if kind == "early":
            for t in range(2, 8):
                tk = tricks[t]
                w2 = g.winner(tk[:-1], None)
                last = tk[-1][0]
                if w2 == winners[t] and w2 == tk[0][0]:
                    for u, tk2 in enumerate(tricks):
                        if u == t:
                            body += plays(tk2[:-1])
                        elif u == t + 1:
                            body += plays(tk2[:1]) + plays(tk[-1:]) + plays(tk2[1:])
                        else:
                            body += plays(tk2)
                    ix = base + 3 * (t + 1) - 1
                    fact = (f"trick {t}: seat {w2} (leader and winner) led {tricks[t+1][0][1]} (event {ix}) before "
                            f"seat {last} played {tk[-1][1]} (event {ix+1})")
                    break
        elif kind == "revoke":
            rng2 = random.Random(seed + attempt)
            hs = [list(h) for h in live]
            leader, done, revoke = decl, False, None
            tricks, winners = [], []
            for t in range(10):
                trick = []
                for i in range(3):
                    s = (leader + i) % 3
                    opts = g.legal(hs[s], trick, None)
                    c = rng2.choice(sorted(opts))
                    if not done and 1 <= t <= 6 and i >= 1 and s != decl:
                        led = trick[0][1][-1]
                        have = [x for x in hs[s] if x[-1] == led]
                        tru = [x for x in hs[s] if x[-1] == "H"] if led != "H" else []
                        if len(have) == 1 and tru:
                            c = sorted(tru)[0]
                            revoke = (t, s, c, have[0])
                            done = True
                    hs[s].remove(c)
                    trick.append((s, c))
                w = g.winner(trick, None)
                tricks.append(trick)
                winners.append(w)
                leader = w
            if not revoke:
                continue
            for tk in tricks:
                body += plays(tk)
            t, s, c, held = revoke
            ix = [i for i, e in enumerate(body) if e["card"] == c][0] + base
            later = [i for i, e in enumerate(body) if e["card"] == held][0] + base
            fact = (f"trick {t}: defender seat {s} trumped with {c} (event {ix}) on a {tricks[t][0][1][-1]} lead "
                    f"holding {held}, played at event {later}")
        if not fact:
            continue
        deal = {"dealer": dealer, "hands": hands, "events": evs + body}
        write(name, tx("ulti", ["Anna", "Béla", "Csilla"], [deal]),
              fact + f"; dealer {dealer}, declarer {decl} red party, laid away {lay}; tricks won "
              f"{[winners.count(s) for s in range(3)]}; no payments recorded")
        return
    raise SystemExit("no deal " + name)


# ---------------------------------------------------------------- galician
def galician_file(name, seed, kind):
    deck = ([r + s for s in "HD" for r in ["K", "Q", "N", "J", "1"]] +
            [r + s for s in "SC" for r in ["K", "Q", "N", "J", "10"]] +
            ["T%d" % i for i in range(1, 22)] + ["SKIZ"])
    for attempt in range(2000):
        rng = random.Random(seed * 1000 + attempt)
        deck2 = deck[:]
        rng.shuffle(deck2)
        dealer = attempt % 3
        hands = [sorted(deck2[12 * s:12 * s + 12]) for s in range(3)]
        talon = deck2[36:]
        g = Galician()
        lead0 = (dealer + 1) % 3
        tricks, winners = play(g, hands, lead0, rng)
        body, fact = [], None
        for t in range(1, 8):
            tk = tricks[t]
            if kind == "tb_follow":
                s, c = tk[1]
                if g.suit(tk[0][1]) == "T" or g.suit(c) != g.suit(tk[0][1]):
                    continue
                # mistaken card: a tarock though holding the suit led, later played by s
                h_at = hands[s][:]
                for u in range(t):
                    for ss, cc in tricks[u]:
                        if ss == s:
                            h_at.remove(cc)
                tar = sorted([x for x in h_at if g.suit(x) == "T" and x != "SKIZ"])
                if not tar:
                    continue
                x = tar[0]
                for u, tk2 in enumerate(tricks):
                    if u == t:
                        body += plays(tk2[:1]) + [{"type": "play", "seat": s, "card": x}] + plays(tk2[1:])
                    else:
                        body += plays(tk2)
                ix = 3 * t + 1
                fact = (f"trick {t}: seat {s} put {x} (a tarock, holding the suit led: {tk[0][1]}) on the trick "
                        f"(event {ix}), took it back at once and followed with {c} (event {ix+1}); {x} played later")
                break
            if kind == "tb_lead":
                s, c = tk[0]
                h_at = hands[s][:]
                for u in range(t):
                    for ss, cc in tricks[u]:
                        if ss == s:
                            h_at.remove(cc)
                alt = [x for x in h_at if x != c]
                if not alt:
                    continue
                x = sorted(alt)[0]
                for u, tk2 in enumerate(tricks):
                    if u == t:
                        body += [{"type": "play", "seat": s, "card": x}] + plays(tk2)
                    else:
                        body += plays(tk2)
                ix = 3 * t
                fact = (f"trick {t}: leader seat {s} led {x} (event {ix}), took it back before the next seat "
                        f"played and led {c} instead (event {ix+1}); {x} played later")
                break
        if not fact:
            continue
        deal = {"dealer": dealer, "hands": hands, "talon": talon, "events": body}
        write(name, tx("galician-tarok", ["Adam", "Bożena", "Czesław"], [deal]),
              fact + f"; dealer {dealer}; no auction, no payments recorded (play only with hands)")
        return
    raise SystemExit("no deal " + name)


# ---------------------------------------------------------------- tarocchini
def tq_deck():
    return ([r + s for s in "SB" for r in TQ_SB] + [r + s for s in "CD" for r in TQ_CD] +
            ["T%d" % i for i in range(0, 21)] + ["MATTO"])


def ottocento_file(name, seed, kind):
    g = Tarocchini(4)
    for attempt in range(3000):
        rng = random.Random(seed * 1000 + attempt)
        deck = tq_deck()
        rng.shuffle(deck)
        dealer = attempt % 4
        hands, pos = [None] * 4, 0
        for s in range(4):
            k = 17 if s == dealer else 15
            hands[s] = sorted(deck[pos:pos + k])
            pos += k
        if "MATTO" in hands[dealer]:
            continue
        lay = sorted([c for c in hands[dealer] if not c.startswith("T") and c[:-1] not in "KQNJ" and c != "MATTO"])[:2]
        if len(lay) < 2:
            continue
        live = [list(h) for h in hands]
        for c in lay:
            live[dealer].remove(c)
        lead0 = (dealer + 1) % 4

        def prefer(s, opts, trick, ctx):
            if trick and "MATTO" in opts and ctx["tricks_left"] > 3:
                return "MATTO"
            return None

        body, fact = [], None
        if kind == "revoke":
            rng2 = random.Random(seed + attempt)
            hs = [list(h) for h in live]
            leader, revoke = lead0, None
            tricks, winners = [], []
            for t in range(15):
                trick = []
                for i in range(4):
                    s = (leader + i) % 4
                    opts = g.legal(hs[s], trick, {"tricks_left": 15 - t})
                    c = prefer(s, opts, trick, {"tricks_left": 15 - t}) or rng2.choice(sorted(opts))
                    if revoke is None and 1 <= t <= 8 and i >= 1 and trick[0][1] != "MATTO":
                        led = g.suit(trick[0][1])
                        have = [x for x in hs[s] if g.suit(x) == led]
                        tru = [x for x in hs[s] if g.suit(x) == "T"] if led != "T" else []
                        if len(have) == 1 and tru:
                            c = sorted(tru)[0]
                            revoke = (t, s, c, have[0])
                    hs[s].remove(c)
                    trick.append((s, c))
                w = g.winner(trick, None)
                tricks.append(trick)
                winners.append(w)
                leader = w
            if not revoke:
                continue
            t, s, c, held = revoke
            # the held card must be played later to a lead of its suit (the proof)
            lt = [u for u, tk in enumerate(tricks) if any(cc == held for _, cc in tk)][0]
            if g.suit(tricks[lt][0][1]) != g.suit(held) or tricks[lt][0][0] == s:
                continue
            for tk in tricks:
                body += plays(tk)
            ix = [i for i, e in enumerate(body) if e["card"] == c][0]
            later = [i for i, e in enumerate(body) if e["card"] == held][0]
            fact = (f"trick {t}: seat {s} trumped with {c} (event {ix}) on a {g.suit(tricks[t][0][1])} lead "
                    f"while holding {held}, which it played to a {g.suit(held)} lead at event {later} "
                    f"(trick {lt}); play-only record (hands null), dealer's discard {lay} not written")
            deal = {"dealer": dealer, "hands": None, "events": body}
        elif kind == "wrong_lead":
            tricks, winners = play(g, live, lead0, rng, prefer)
            for t in range(3, 12):
                w = winners[t]
                x = (w + 2) % 4  # the winner's partner leads
                hs = [list(h) for h in live]
                for u in range(t + 1):
                    for ss, cc in tricks[u]:
                        hs[ss].remove(cc)
                if all(cc == "MATTO" for cc in hs[x]):
                    continue
                rest, rw = play(g, hs, x, random.Random(seed + attempt), prefer)
                if "MATTO" == rest[0][0][1]:
                    continue
                tr = tricks[:t + 1] + rest
                evs = [{"type": "discard", "seat": dealer, "cards": lay}]
                for tk in tr:
                    body += plays(tk)
                ix = 1 + 4 * (t + 1)
                fact = (f"trick {t} won by seat {w}; its partner seat {x} led trick {t+1} ({rest[0][0][1]}, event {ix}); "
                        f"the table followed on; dealer discard {lay} written; no declarations or scores")
                deal = {"dealer": dealer, "hands": hands, "events": evs + body}
                break
        if not fact:
            continue
        write(name, tx("tarocchini-ottocento", ["Anna", "Bruno", "Carla", "Dario"], [deal]), fact + f"; dealer {dealer}")
        return
    raise SystemExit("no deal " + name)


def terziglio_file(name, seed, kind):
    g = Tarocchini(3)
    for attempt in range(2000):
        rng = random.Random(seed * 1000 + attempt)
        deck = tq_deck()
        deck.remove("MATTO")
        rng.shuffle(deck)
        dealer = attempt % 3
        hands = [sorted(deck[18 * s:18 * s + 18]) for s in range(3)]
        talon = deck[54:] + ["MATTO"]
        lead0 = (dealer + 1) % 3
        tricks, winners = play(g, hands, lead0, rng)
        body, fact = [], None
        for t in range(2, 15):
            tk = tricks[t]
            for u, tk2 in enumerate(tricks):
                body += plays([tk2[0], tk2[2], tk2[1]] if u == t else tk2)
            ix = 3 * t + 1
            fact = (f"trick {t}: leader {tk[0][0]} led {tk[0][1]}; seat {tk[2][0]} played {tk[2][1]} "
                    f"(event {ix}) before seat {tk[1][0]} ({tk[1][1]}, event {ix+1}); no auction, widow untouched")
            break
        if not fact:
            continue
        deal = {"dealer": dealer, "hands": hands, "talon": talon, "events": body}
        write(name, tx("tarocchini-terziglio", ["Elena", "Franco", "Giulia"], [deal]), fact + f"; dealer {dealer}")
        return
    raise SystemExit("no deal " + name)


if __name__ == "__main__":
    for f in os.listdir(HERE):
        if f.endswith(".json"):
            os.remove(os.path.join(HERE, f))
    rage_file("01-rage-early-lead.json", SEED + 1, "early")
    rage_file("02-rage-midtrick-out-of-turn.json", SEED + 2, "midtrick")
    rage_file("03-rage-revoke-proven-later.json", SEED + 3, "revoke")
    rage_file("04-rage-take-back.json", SEED + 4, "takeback")
    rage_file("05-rage-claim.json", SEED + 5, "claim")
    danish_file("06-danish-wrong-leader.json", SEED + 6, "wrong_lead")
    danish_file("07-danish-midtrick-out-of-turn.json", SEED + 7, "midtrick")
    ulti_file("08-ulti-early-lead.json", SEED + 8, "early")
    ulti_file("09-ulti-revoke-proven-later.json", SEED + 9, "revoke")
    galician_file("10-galician-take-back-follow.json", SEED + 10, "tb_follow")
    galician_file("11-galician-take-back-lead.json", SEED + 11, "tb_lead")
    ottocento_file("12-ottocento-revoke-play-only.json", SEED + 12, "revoke")
    ottocento_file("13-ottocento-wrong-leader.json", SEED + 13, "wrong_lead")
    terziglio_file("14-terziglio-midtrick-out-of-turn.json", SEED + 14, "midtrick")
    with open(os.path.join(HERE, "_facts.txt"), "w") as f:
        f.write("\n".join(FACTS) + "\n")
