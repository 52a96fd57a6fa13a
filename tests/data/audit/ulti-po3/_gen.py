"""Blind generator for audit round ulti-po3: Ulti play-only records ("hands": null).

Written from /work/shared/seeds/003_bb2f67de7752728b.txt (Japanese Ulti source) and the spec's
"Play-only records" section only. Every hand is dealt here (seeded), played by a small simulator of
the source's play rule (follow suit, else trump, and beat the table where possible), then the
hands are dropped from the record. Payments are computed by this file's own scoring (from the
source's scoring paragraphs), printed for EXPECTED.md and checked by eye.

Run: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/ulti-po3/_gen.py
"""

from __future__ import annotations

import json
import random
from pathlib import Path

OUT = Path(__file__).parent
SUITS = "HDSC"
TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # high -> low, with trumps
NT_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # high -> low, no trumps
DECK = [r + s for s in SUITS for r in TRUMP_ORDER]
PLAYERS = ["Ágnes", "Bence", "Csaba"]


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c, trump):
    order = TRUMP_ORDER if trump else NT_ORDER
    return 8 - order.index(rank(c))


def beats(c, w, led, trump):
    """Does card c beat the currently winning card w (led suit `led`)?"""
    if trump and suit(c) == trump:
        if suit(w) != trump:
            return True
        return strength(c, trump) > strength(w, trump)
    if suit(w) == trump and trump:
        return False
    return suit(c) == led and suit(w) == led and strength(c, trump) > strength(w, trump)


def winner_card(cards, trump):
    led = suit(cards[0])
    w = cards[0]
    for c in cards[1:]:
        if beats(c, w, led, trump):
            w = c
    return w


def legal(hand, trick, trump):
    """The source: follow suit; else trump; within that, beat the table if you can."""
    if not trick:
        return list(hand)
    led = suit(trick[0])
    w = winner_card(trick, trump)
    same = [c for c in hand if suit(c) == led]
    if same:
        pool = same
    elif trump and any(suit(c) == trump for c in hand):
        pool = [c for c in hand if suit(c) == trump]
    else:
        return list(hand)
    better = [c for c in pool if beats(c, w, led, trump)]
    return better or pool


def points(cards, trump):
    if not trump:
        return 0
    return sum(10 for c in cards if rank(c) in ("A", "10"))


class Deal:
    def __init__(self, seed):
        self.rng = random.Random(seed)


def simulate(hands, leader, trump, policy, rng, force=None, stop_after=None, wrong_leader=None):
    """hands: seat -> list of 10 cards. policy(seat, hand, trick, legal, trick_no) -> card.
    force: {(trick_no, seat): card} plays regardless of legality.
    Returns list of tricks: (leader, [(seat, card)...], winner_seat)."""
    hands = {s: list(h) for s, h in hands.items()}
    tricks = []
    for t in range(10):
        trick = []
        if wrong_leader and t in wrong_leader:
            leader = (leader + wrong_leader[t]) % 3
        seats = [(leader + i) % 3 for i in range(3)]
        for s in seats:
            cards = [c for _, c in trick]
            lg = legal(hands[s], cards, trump)
            if force and (t, s) in force:
                c = force[(t, s)]
            else:
                c = policy(s, hands[s], cards, lg, t, rng)
            hands[s].remove(c)
            trick.append((s, c))
        wc = winner_card([c for _, c in trick], trump)
        win = next(s for s, c in trick if c == wc)
        tricks.append((leader, trick, win))
        leader = win
        if stop_after is not None and t + 1 >= stop_after:
            break
    return tricks


def rand_policy(keep=()):
    def p(seat, hand, trick, lg, t, rng):
        opts = [c for c in lg if c not in keep] or lg
        return rng.choice(opts)

    return p


def marriages(hand10, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand10 and "Q" + s in hand10:
            out.append(40 if s == trump else 20)
    return sorted(out, reverse=True)


def card_tally(tricks, declarer, trump, talon):
    """card points by side (declarer / defenders), last trick 10 included, talon to defenders"""
    d = o = 0
    for i, (_, trick, win) in enumerate(tricks):
        p = points([c for _, c in trick], trump) + (10 if i == 9 else 0)
        if win == declarer:
            d += p
        else:
            o += p
    o += points(talon, trump)
    return d, o


def seven_last(tricks, trump):
    """(seat who played trump 7 in trick 10, won?) or None"""
    if len(tricks) < 10 or not trump:
        return None
    _, trick, win = tricks[9]
    for s, c in trick:
        if c == "7" + trump:
            return (s, s == win)
    return None


# ----------------------------------------------------------------------------- building records

def ev_play(tricks):
    out = []
    for _, trick, _ in tricks:
        for s, c in trick:
            out.append({"type": "play", "seat": s, "card": c})
    return out


def insert_first_card_events(plays, extras):
    """extras: seat -> list of events to put right before that seat's first play"""
    out = []
    seen = set()
    for e in plays:
        s = e["seat"]
        if s not in seen:
            seen.add(s)
            out.extend(extras.get(s, []))
        out.append(e)
    return out


def transcript(deals, rules=None, meta=None):
    t = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "players": PLAYERS,
        "deals": deals,
    }
    if rules:
        t["rules"] = rules
    if meta:
        t["meta"] = meta
    return t


def pay(frm, to, amount, reason):
    return {"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason}


def deal_hands(rng, first_bidder):
    d = DECK[:]
    rng.shuffle(d)
    hands = {}
    i = 0
    for k in range(3):
        s = (first_bidder + k) % 3
        n = 12 if s == first_bidder else 10
        hands[s] = d[i : i + n]
        i += n
    return hands


def describe(tricks, trump):
    lines = []
    for i, (ld, trick, win) in enumerate(tricks):
        lines.append(f"  t{i + 1}: " + " ".join(f"{s}:{c}" for s, c in trick) + f" -> {win}")
    return "\n".join(lines)


LOG = []


def log(name, text):
    LOG.append(f"== {name}\n{text}")


def write(name, t):
    (OUT / name).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n")


def event_index(events, pred):
    return [i for i, e in enumerate(events) if pred(e)]


# ----------------------------------------------------------------------------- searches

def search(fn, tries=20000, start=0):
    for seed in range(start, start + tries):
        r = fn(seed)
        if r:
            return seed, r
    raise SystemExit(f"no seed for {fn.__name__}")


def trump_game(seed, declarer, trump, dealer, keep_seven=False, discard_pref=None):
    """Deal (declarer first bidder or not), declarer discards two cards (no points if possible)."""
    rng = random.Random(seed)
    first = (dealer + 1) % 3
    hands = deal_hands(rng, first)
    if declarer != first:
        # declarer got the talon in the auction: move two of the first bidder's cards over
        moved = hands[first][:2]
        hands[first] = hands[first][2:]
        hands[declarer] = hands[declarer] + moved
    h12 = hands[declarer]
    cands = [c for c in h12 if suit(c) != trump and rank(c) not in ("A", "10", "K", "Q")]
    if len(cands) < 2:
        return None
    talon = rng.sample(cands, 2)
    hands10 = {s: ([c for c in h if c not in talon] if s == declarer else list(h)) for s, h in hands.items()}
    return rng, hands10, talon, h12


# ----------------------------------------------------------------------------- the transcripts

EXPECT = {}


def a01():
    """clean: 40-100, leaves trump, full auction and talon passing recorded, played out."""
    dealer, trump = 0, "S"

    def f(seed):
        rng = random.Random(seed)
        hands = deal_hands(rng, 1)
        # seat 1 discards two, bids party; seat 2 takes them, discards two, bids 40-100
        h1 = hands[1]
        d1 = [c for c in h1 if rank(c) in ("7", "8", "9")][:2]
        if len(d1) < 2:
            return None
        h1 = [c for c in h1 if c not in d1]
        h2 = hands[2] + d1
        if not ("KS" in h2 and "QS" in h2):
            return None
        d2 = [c for c in h2 if suit(c) != "S" and rank(c) in ("7", "8", "9", "J")][:2]
        if len(d2) < 2:
            return None
        h2 = [c for c in h2 if c not in d2]
        hs = {0: hands[0], 1: h1, 2: h2}
        tr = simulate(hs, 2, trump, rand_policy(), rng)
        d, o = card_tally(tr, 2, trump, d2)
        if d + 40 < 100 or seven_last(tr, trump) or all(w == 2 for _, _, w in tr):
            return None
        return hs, d1, d2, tr, d, o

    seed, (hs, d1, d2, tr, d, o) = search(f)
    ev = [
        {"type": "discard", "seat": 1, "cards": d1},
        {"type": "bid", "seat": 1, "bid": {"goals": ["party"], "red": False}},
        {"type": "take", "seat": 2, "cards": d1},
        {"type": "discard", "seat": 2, "cards": d2},
        {"type": "bid", "seat": 2, "bid": {"goals": ["40-100"], "red": False}},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "bid", "seat": 1, "bid": "pass"},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "announce", "seat": 2, "items": [{"kind": "trump", "suit": trump}]},
    ]
    ev += ev_play(tr)
    ev += [pay(0, 2, 4, "40-100"), pay(1, 2, 4, "40-100")]
    write("a01.json", transcript([{"dealer": dealer, "hands": None, "events": ev}],
                                 meta={"note": "40-100 made, played out, auction and talon passing recorded"}))
    log("a01", f"seed {seed} declarer 2 trump S, d1 {d1} d2 {d2}\n{describe(tr, trump)}\n"
               f"card points decl {d} (+40 marriage = {d + 40}) def {o}; hands {hs}")


def a02():
    """clean: red ulti (party + ulti, hearts), contra on ulti; auction recorded, no talon events."""
    dealer, trump, decl = 1, "H", 2

    def f(seed):
        r = trump_game(seed, decl, trump, dealer)
        if not r:
            return None
        rng, hs, talon, _ = r
        if "7H" not in hs[decl] or sum(suit(c) == "H" for c in hs[decl]) < 5:
            return None
        tr = simulate(hs, decl, trump, lambda s, h, t, lg, n, rng: (
            rng.choice([c for c in lg if c != "7H"] or lg) if s == decl else rng.choice(lg)), rng)
        sl = seven_last(tr, trump)
        if sl != (decl, True):
            return None
        ms = {s: marriages(hs[s], trump) for s in hs}
        d, o = card_tally(tr, decl, trump, talon)
        d += sum(ms[decl])
        o += sum(sum(ms[s]) for s in hs if s != decl)
        if d == o or d >= 100 or o >= 100:
            return None
        return hs, talon, tr, ms, d, o

    seed, (hs, talon, tr, ms, d, o) = search(f)
    defs = [s for s in range(3) if s != decl]
    ev = [
        {"type": "bid", "seat": decl, "bid": {"goals": ["party", "ulti"], "red": True}},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "bid", "seat": 1, "bid": "pass"},
        {"type": "bid", "seat": decl, "bid": "pass"},
        {"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": "H"}]},
    ]
    extras = {}
    for s in range(3):
        extras[s] = [{"type": "declare", "seat": s, "items": [{"kind": "marriage", "points": p} for p in ms[s]]}]
    extras[defs[0]].append({"type": "double", "seat": defs[0], "target": "ulti", "level": 2})
    ev += insert_first_card_events(ev_play(tr), extras)
    party_won = d > o
    pv = 2  # red party
    for s in defs:
        ev.append(pay(s, decl, 16, "ulti"))
    for s in defs:
        ev.append(pay(s, decl, pv, "party") if party_won else pay(decl, s, pv, "party"))
    write("a02.json", transcript([{"dealer": dealer, "hands": None, "events": ev}],
                                 meta={"note": "red ulti, contra on ulti, ulti made"}))
    log("a02", f"seed {seed} declarer {decl} talon {talon} marriages {ms}\n{describe(tr, trump)}\n"
               f"decl {d} def {o} party_won {party_won}")


def a03():
    """clean: betli, contra by one defender, played out, made; score sheet."""
    dealer, decl = 2, 0

    def f(seed):
        rng = random.Random(seed)
        hands = deal_hands(rng, 0)
        h = hands[0]
        # discard the two highest
        srt = sorted(h, key=lambda c: strength(c, None), reverse=True)
        talon = srt[:2]
        hs = {0: [c for c in h if c not in talon], 1: hands[1], 2: hands[2]}

        def pol(s, hand, trick, lg, n, rng):
            if s == decl:
                return min(lg, key=lambda c: strength(c, None))
            return rng.choice(lg)

        tr = simulate(hs, decl, None, pol, rng)
        if any(w == decl for _, _, w in tr):
            return None
        return hs, talon, tr

    seed, (hs, talon, tr) = search(f)
    ev = [
        {"type": "discard", "seat": 0, "cards": talon},
        {"type": "bid", "seat": 0, "bid": {"goals": ["betli"], "red": False}},
        {"type": "bid", "seat": 1, "bid": "pass"},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": 0, "bid": "pass"},
    ]
    extras = {1: [{"type": "double", "seat": 1, "target": "betli", "level": 2}]}
    ev += insert_first_card_events(ev_play(tr), extras)
    ev += [
        {"type": "score", "party": 0, "points": 15},
        {"type": "score", "party": 1, "points": -10},
        {"type": "score", "party": 2, "points": -5},
    ]
    write("a03.json", transcript([{"dealer": dealer, "hands": None, "events": ev}],
                                 meta={"note": "betli made, contra by Bence only; score sheet"}))
    log("a03", f"seed {seed} talon {talon}\n{describe(tr, None)}")


def find_fault_trick(tr, hands, seat, kind, trump):
    """Find (trick_no, bad card) where `seat` (not leading) could commit the fault `kind`."""
    hands = {s: list(h) for s, h in hands.items()}
    out = []
    for t, (ld, trick, win) in enumerate(tr):
        cards_before = []
        for s, c in trick:
            if s == seat and cards_before:
                led = suit(cards_before[0])
                h = hands[s]
                lg = legal(h, cards_before, trump)
                w = winner_card(cards_before, trump)
                if kind == "revoke":
                    # holds led suit; play a non-led, non-trump card instead
                    if any(suit(x) == led for x in h):
                        bad = [x for x in h if suit(x) != led and suit(x) != trump]
                        if bad:
                            out.append((t, bad))
                elif kind == "no_trump":
                    if not any(suit(x) == led for x in h) and any(suit(x) == trump for x in h):
                        bad = [x for x in h if suit(x) != trump]
                        if bad:
                            out.append((t, bad))
                elif kind == "no_overtake":
                    # follows with a card that does not beat while holding one that does
                    if any(suit(x) == led for x in h) and suit(w) == led:
                        hi = [x for x in h if suit(x) == led and beats(x, w, led, trump)]
                        lo = [x for x in h if suit(x) == led and not beats(x, w, led, trump)]
                        if hi and lo:
                            out.append((t, lo))
                elif kind == "undertrump":
                    if not any(suit(x) == led for x in h) and suit(w) == trump and trump:
                        hi = [x for x in h if suit(x) == trump and beats(x, w, led, trump)]
                        lo = [x for x in h if suit(x) == trump and not beats(x, w, led, trump)]
                        if hi and lo:
                            out.append((t, lo))
            hands[s].remove(c)
            cards_before.append(c)
    return out


def party_deal(seed, decl, trump, dealer, fault=None, fault_seat=None, cut=None,
               want_decl_win=True, force_trick=None):
    """A plain party game with a planted fault; returns the pieces or None."""
    r = trump_game(seed, decl, trump, dealer)
    if not r:
        return None
    rng, hs, talon, _ = r
    tr0 = simulate(hs, decl, trump, rand_policy(), random.Random(seed))
    force = None
    if fault:
        spots = find_fault_trick(tr0, hs, fault_seat, fault, trump)
        spots = [sp for sp in spots if sp[0] >= 1 and sp[0] <= 6 and (force_trick is None or sp[0] == force_trick)]
        if not spots:
            return None
        t, bad = spots[0]
        # replay identically up to trick t, then force the bad card
        c = bad[0]
        # rebuild with the same rng stream: simplest is to replay with a policy that copies tr0 up to t
        seq = {}
        for k in range(t):
            for s, cc in tr0[k][1]:
                seq[(k, s)] = cc
        for s, cc in tr0[t][1]:
            if s == fault_seat:
                break
            seq[(t, s)] = cc
        seq[(t, fault_seat)] = c
        tr = simulate(hs, decl, trump, rand_policy(), random.Random(seed + 7), force=seq, stop_after=cut)
        fault_at = (t, c)
    else:
        tr = simulate(hs, decl, trump, rand_policy(), random.Random(seed), stop_after=cut)
        fault_at = None
    return rng, hs, talon, tr, fault_at


def a04():
    """fault: revoke by a defender (shows void in a suit, plays it later); party, clubs trump."""
    dealer, trump, decl = 0, "C", 1
    faulty = 2

    def f(seed):
        r = party_deal(seed, decl, trump, dealer, fault="revoke", fault_seat=faulty)
        if not r:
            return None
        rng, hs, talon, tr, (t, c) = r
        # later plays must all be legal; only one fault
        if count_faults(tr, hs, trump) != 1:
            return None
        ms = {s: marriages(hs[s], trump) for s in hs}
        d, o = card_tally(tr, decl, trump, talon)
        d += sum(ms[decl])
        o += sum(sum(ms[s]) for s in hs if s != decl)
        if d <= o or d >= 100 or o >= 100 or seven_last(tr, trump):
            return None
        if not any(w == decl for _, _, w in tr):
            return None
        return hs, talon, tr, ms, d, o, t, c

    seed, (hs, talon, tr, ms, d, o, t, c) = search(f)
    ev = [
        {"type": "bid", "seat": decl, "bid": {"goals": ["party"], "red": False}},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "bid", "seat": decl, "bid": "pass"},
        {"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]},
    ]
    extras = {s: [{"type": "declare", "seat": s, "items": [{"kind": "marriage", "points": p} for p in ms[s]]}]
              for s in range(3)}
    ev += insert_first_card_events(ev_play(tr), extras)
    ev += [pay(0, decl, 1, "party"), pay(2, decl, 1, "party")]
    write("a04.json", transcript([{"dealer": dealer, "hands": None, "events": ev}],
                                 meta={"note": "party; a defender's play off suit that a later play proves a revoke"}))
    idx = play_index(ev, c)
    log("a04", f"seed {seed} talon {talon} marriages {ms} fault trick {t + 1} card {c} event {idx}\n"
               f"{describe(tr, trump)}\ndecl {d} def {o}")


def count_faults(tr, hs, trump):
    hands = {s: list(h) for s, h in hs.items()}
    n = 0
    for ld, trick, win in tr:
        before = []
        for s, c in trick:
            if c not in legal(hands[s], before, trump):
                n += 1
            hands[s].remove(c)
            before.append(c)
    return n


def fault_list(tr, hs, trump):
    hands = {s: list(h) for s, h in hs.items()}
    out = []
    for t, (ld, trick, win) in enumerate(tr):
        before = []
        for s, c in trick:
            if c not in legal(hands[s], before, trump):
                out.append((t, s, c))
            hands[s].remove(c)
            before.append(c)
    return out


def find_play_index(ev, t, tr):
    """event index of the card of trick t (0-based) that is the fault: located by card"""
    return None


def play_index(ev, card):
    return next(i for i, e in enumerate(ev) if e["type"] == "play" and e["card"] == card)


def simple_party(name, seed0, decl, trump, dealer, fault, faulty, note, red=False, goals=("party",),
                 cut=None, pay_events=True, contra=None, extra_check=None, force_trick=None):
    def f(seed):
        r = party_deal(seed, decl, trump, dealer, fault=fault, fault_seat=faulty, cut=cut, force_trick=force_trick)
        if not r:
            return None
        rng, hs, talon, tr, fa = r
        fl = fault_list(tr, hs, trump)
        if len(fl) != (1 if fault else 0):
            return None
        ms = {s: marriages(hs[s], trump) for s in hs}
        d, o = card_tally(tr, decl, trump, talon)
        d += sum(ms[decl])
        o += sum(sum(ms[s]) for s in hs if s != decl)
        if cut is None:
            if d <= o or d >= 100 or o >= 100 or seven_last(tr, trump):
                return None
            if not any(w == decl for _, _, w in tr) or all(w == decl for _, _, w in tr):
                return None
        if extra_check and not extra_check(hs, tr, talon, fa):
            return None
        return hs, talon, tr, ms, d, o, fa

    seed, res = search(f, start=seed0)
    return seed, res


def a05():
    """fault: failure to trump (void in the led suit, discards a side card holding trumps, trumps later)."""
    dealer, trump, decl, faulty = 1, "D", 2, 0
    seed, (hs, talon, tr, ms, d, o, fa) = simple_party("a05", 0, decl, trump, dealer, "no_trump", faulty, "")
    t, c = fa
    ev = [
        {"type": "bid", "seat": decl, "bid": {"goals": ["party"], "red": False}},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "bid", "seat": 1, "bid": "pass"},
        {"type": "bid", "seat": decl, "bid": "pass"},
        {"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]},
    ]
    extras = {s: [{"type": "declare", "seat": s, "items": [{"kind": "marriage", "points": p} for p in ms[s]]}]
              for s in range(3)}
    ev += insert_first_card_events(ev_play(tr), extras)
    ev += [pay(0, decl, 1, "party"), pay(1, decl, 1, "party")]
    write("a05.json", transcript([{"dealer": dealer, "hands": None, "events": ev}],
                                 meta={"note": "party; a defender discards a side card on a suit he is void in, trumps later"}))
    log("a05", f"seed {seed} talon {talon} marriages {ms} fault trick {t + 1} card {c} event {play_index(ev, c)}\n"
               f"{describe(tr, trump)}\ndecl {d} def {o}\nhands {hs}")


def a06():
    """fault: failure to overtake (follows low holding a higher card of the suit, plays it later); no-auction? no: auction."""
    dealer, trump, decl, faulty = 2, "S", 0, 1
    seed, (hs, talon, tr, ms, d, o, fa) = simple_party("a06", 0, decl, trump, dealer, "no_overtake", faulty, "")
    t, c = fa
    ev = [
        {"type": "discard", "seat": decl, "cards": talon},
        {"type": "bid", "seat": decl, "bid": {"goals": ["party"], "red": False}},
        {"type": "bid", "seat": 1, "bid": "pass"},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": decl, "bid": "pass"},
        {"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]},
    ]
    extras = {s: [{"type": "declare", "seat": s, "items": [{"kind": "marriage", "points": p} for p in ms[s]]}]
              for s in range(3)}
    ev += insert_first_card_events(ev_play(tr), extras)
    ev += [pay(1, decl, 1, "party"), pay(2, decl, 1, "party")]
    write("a06.json", transcript([{"dealer": dealer, "hands": None, "events": ev}],
                                 meta={"note": "party; a defender follows low under a card he could beat, plays the higher card later"}))
    log("a06", f"seed {seed} talon {talon} marriages {ms} fault trick {t + 1} card {c} event {play_index(ev, c)}\n"
               f"{describe(tr, trump)}\ndecl {d} def {o}\nhands {hs}")


def a07():
    """fault: under-trumping while able to over-trump (void in led suit, trump already on the table)."""
    dealer, trump, decl, faulty = 0, "H", 1, 0
    seed, (hs, talon, tr, ms, d, o, fa) = simple_party("a07", 0, decl, trump, dealer, "undertrump", faulty, "")
    t, c = fa
    ev = [
        {"type": "bid", "seat": decl, "bid": {"goals": ["party"], "red": True}},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "bid", "seat": decl, "bid": "pass"},
        {"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]},
    ]
    extras = {s: [{"type": "declare", "seat": s, "items": [{"kind": "marriage", "points": p} for p in ms[s]]}]
              for s in range(3)}
    ev += insert_first_card_events(ev_play(tr), extras)
    ev += [pay(0, decl, 2, "party"), pay(2, decl, 2, "party")]
    write("a07.json", transcript([{"dealer": dealer, "hands": None, "events": ev}],
                                 meta={"note": "red party; a defender under-trumps holding a higher trump he plays later"}))
    log("a07", f"seed {seed} talon {talon} marriages {ms} fault trick {t + 1} card {c} event {play_index(ev, c)}\n"
               f"{describe(tr, trump)}\ndecl {d} def {o}\nhands {hs}")


def std_events(decl, trump, red, goals=("party",), order=None, auction=True, discard=None):
    ev = []
    if discard:
        ev.append({"type": "discard", "seat": decl, "cards": discard})
    if auction:
        ev.append({"type": "bid", "seat": decl, "bid": {"goals": list(goals), "red": red}})
        for k in (1, 2):
            ev.append({"type": "bid", "seat": (decl + k) % 3, "bid": "pass"})
        ev.append({"type": "bid", "seat": decl, "bid": "pass"})
    if trump:
        ev.append({"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]})
    return ev


def marriage_extras(ms):
    return {s: [{"type": "declare", "seat": s, "items": [{"kind": "marriage", "points": p} for p in ms[s]]}]
            for s in range(3)}


def tally(tr, hs, decl, trump, talon):
    ms = {s: marriages(hs[s], trump) for s in hs}
    d, o = card_tally(tr, decl, trump, talon)
    d += sum(ms[decl])
    o += sum(sum(ms[s]) for s in hs if s != decl)
    return ms, d, o


def a08():
    """fault: out-of-turn lead; no auction recorded (trump announced), party payments."""
    dealer, trump, decl = 1, "C", 2

    def f(seed):
        r = trump_game(seed, decl, trump, dealer)
        if not r:
            return None
        rng, hs, talon, _ = r
        tr = simulate(hs, decl, trump, rand_policy(), rng, wrong_leader={4: 1})
        if fault_list(tr, hs, trump):
            return None
        ms, d, o = tally(tr, hs, decl, trump, talon)
        if d <= o or d >= 100 or o >= 100 or seven_last(tr, trump):
            return None
        if all(w == decl for _, _, w in tr) or not any(w == decl for _, _, w in tr):
            return None
        return hs, talon, tr, ms, d, o

    seed, (hs, talon, tr, ms, d, o) = search(f)
    ev = std_events(decl, trump, False, auction=False)
    ev += insert_first_card_events(ev_play(tr), marriage_extras(ms))
    ev += [pay(0, decl, 1, "party"), pay(1, decl, 1, "party")]
    write("a08.json", transcript([{"dealer": dealer, "hands": None, "events": ev}],
                                 meta={"note": "no auction recorded; trick 5 led by the seat after the trick-4 winner"}))
    c = tr[4][1][0][1]
    log("a08", f"seed {seed} talon {talon} marriages {ms} out-of-turn lead t5 card {c} event {play_index(ev, c)}\n"
               f"{describe(tr, trump)}\ndecl {d} def {o}\nhands {hs}")


def a09():
    """wrong payment: ulti (acorns) with contra on ulti, failed (7C beaten in trick 10);
    the record doubles the failed-ulti penalty too."""
    dealer, trump, decl = 2, "C", 0

    def f(seed):
        r = trump_game(seed, decl, trump, dealer)
        if not r:
            return None
        rng, hs, talon, _ = r
        if "7C" not in hs[decl]:
            return None
        tr = simulate(hs, decl, trump, lambda s, h, t, lg, n, rng: (
            rng.choice([c for c in lg if c != "7C"] or lg) if s == decl else rng.choice(lg)), rng)
        if seven_last(tr, trump) != (decl, False):
            return None
        ms, d, o = tally(tr, hs, decl, trump, talon)
        if d <= o or d >= 100 or o >= 100:
            return None
        if all(w == decl for _, _, w in tr):
            return None
        return hs, talon, tr, ms, d, o

    seed, (hs, talon, tr, ms, d, o) = search(f)
    ev = std_events(decl, trump, False, goals=("party", "ulti"))
    ex = marriage_extras(ms)
    ex[2].append({"type": "double", "seat": 2, "target": "ulti", "level": 2})
    ev += insert_first_card_events(ev_play(tr), ex)
    ev += [pay(1, decl, 1, "party"), pay(2, decl, 1, "party"),
           pay(decl, 1, 16, "ulti"), pay(decl, 2, 16, "ulti")]
    write("a09.json", transcript([{"dealer": dealer, "hands": None, "events": ev}],
                                 meta={"note": "ulti with contra on ulti, failed; party made"}))
    log("a09", f"seed {seed} talon {talon} marriages {ms}\n{describe(tr, trump)}\ndecl {d} def {o}\nhands {hs}")


def a10():
    """wrong payment: betli, contra by one defender, lost at trick 3, record cut short there; the
    record doubles toward both defenders."""
    dealer, decl = 0, 1

    def f(seed):
        rng = random.Random(seed)
        hands = deal_hands(rng, decl)
        h = hands[decl]
        srt = sorted(h, key=lambda c: strength(c, None), reverse=True)
        talon = srt[:2]
        hs = {decl: [c for c in h if c not in talon], 0: hands[0], 2: hands[2]}

        def pol(s, hand, trick, lg, n, rng):
            if s == decl:
                return min(lg, key=lambda c: strength(c, None))
            return rng.choice(lg)

        tr = simulate(hs, decl, None, pol, rng, stop_after=3)
        ws = [w for _, _, w in tr]
        if ws[:2].count(decl) != 0 or ws[2] != decl:
            return None
        return hs, talon, tr

    seed, (hs, talon, tr) = search(f)
    ev = std_events(decl, None, False, goals=("betli",), discard=talon)
    ex = {0: [{"type": "double", "seat": 0, "target": "betli", "level": 2}]}
    ev += insert_first_card_events(ev_play(tr), ex)
    ev += [pay(decl, 0, 10, "betli"), pay(decl, 2, 10, "betli")]
    write("a10.json", transcript([{"dealer": dealer, "hands": None, "events": ev}],
                                 meta={"note": "betli lost in trick 3, play stopped there; contra by Ágnes only"}))
    log("a10", f"seed {seed} talon {talon}\n{describe(tr, None)}\nhands {hs}")


def a11():
    """clean: redurchmarsch (no trumps), contra by one defender, recontra; lost in trick 4, cut short."""
    dealer, decl = 1, 2

    def f(seed):
        rng = random.Random(seed)
        hands = deal_hands(rng, decl)
        h = hands[decl]
        srt = sorted(h, key=lambda c: strength(c, None))
        talon = srt[:2]
        hs = {decl: [c for c in h if c not in talon], 0: hands[0], 1: hands[1]}

        def pol(s, hand, trick, lg, n, rng):
            if s == decl:
                return max(lg, key=lambda c: strength(c, None))
            return rng.choice(lg)

        tr = simulate(hs, decl, None, pol, rng, stop_after=4)
        ws = [w for _, _, w in tr]
        if ws[:3] != [decl] * 3 or ws[3] == decl:
            return None
        return hs, talon, tr

    seed, (hs, talon, tr) = search(f)
    ev = std_events(decl, None, False, goals=("redurchmarsch",), discard=talon)
    plays = ev_play(tr)
    ex = {1: [{"type": "double", "seat": 1, "target": "redurchmarsch", "level": 2}]}
    body = insert_first_card_events(plays[:3], ex)
    body.append({"type": "double", "seat": decl, "target": "redurchmarsch", "level": 4})
    body += plays[3:]
    ev += body
    ev += [pay(decl, 1, 48, "redurchmarsch"), pay(decl, 0, 12, "redurchmarsch")]
    write("a11.json", transcript([{"dealer": dealer, "hands": None, "events": ev}],
                                 meta={"note": "redurchmarsch lost in trick 4, contra by Bence, recontra; play stopped"}))
    log("a11", f"seed {seed} talon {talon}\n{describe(tr, None)}\nhands {hs}")


def a12():
    """clean control: cut short; a defender trumps a suit in trick 2 while (unknown to the record)
    holding it, and the record stops before that suit is seen from him again."""
    dealer, trump, decl, faulty = 2, "H", 0, 1

    def f(seed):
        r = trump_game(seed, decl, trump, dealer)
        if not r:
            return None
        rng, hs, talon, _ = r
        tr0 = simulate(hs, decl, trump, rand_policy(), random.Random(seed), stop_after=1)
        # trick 2: whoever leads, seat 1 holds the led suit and a trump: force the trump
        h1 = [c for c in hs[1] if c not in [x for _, x in tr0[0][1]]]
        nxt = tr0[0][2]
        if nxt == faulty:
            return None
        # simulate trick 2 with forcing
        seq = {(0, s): c for s, c in tr0[0][1]}
        h = {s: [c for c in hs[s] if c not in [x for _, x in tr0[0][1]]] for s in hs}
        lead_seats = [(nxt + i) % 3 for i in range(3)]
        pre = []
        rr = random.Random(seed + 1)
        for s in lead_seats:
            if s == faulty:
                break
            c = rr.choice(legal(h[s], pre, trump))
            pre.append(c)
            seq[(1, s)] = c
        led = suit(pre[0])
        if led == trump or not any(suit(c) == led for c in h[faulty]):
            return None
        # the trump he plays must be legal as if void in the led suit
        fake = [c for c in h[faulty] if suit(c) != led]
        lg = [c for c in legal(fake, pre, trump) if suit(c) == trump]
        if not lg:
            return None
        seq[(1, faulty)] = lg[0]
        tr = simulate(hs, decl, trump, rand_policy(), rr, force=seq, stop_after=5)
        later = [c for t in tr[2:] for s, c in t[1] if s == faulty]
        if any(suit(c) == led for c in later):
            return None
        fl = fault_list(tr, hs, trump)
        if len(fl) != 1:
            return None
        # the record's own view: with faulty void in `led`, no other fault is provable
        return hs, talon, tr, led, lg[0]

    seed, (hs, talon, tr, led, c) = search(f)
    ms = {s: marriages(hs[s], trump) for s in hs}
    ev = std_events(decl, trump, True)
    ev += insert_first_card_events(ev_play(tr), marriage_extras(ms))
    write("a12.json", transcript([{"dealer": dealer, "hands": None, "events": ev}],
                                 meta={"note": "red party, play stopped after trick 5, no settlement written"}))
    log("a12", f"seed {seed} talon {talon} marriages {ms} hidden revoke: seat {1} trumps {c} on {led} lead "
               f"event {play_index(ev, c)}\n{describe(tr, trump)}\nhands {hs}")


def a13():
    """fault, cut short, provable: the ulti declarer trumps a lead he could follow, plays that suit later."""
    dealer, trump, decl = 0, "S", 1

    def f(seed):
        r = trump_game(seed, decl, trump, dealer)
        if not r:
            return None
        rng, hs, talon, _ = r
        if "7S" not in hs[decl]:
            return None
        pol = lambda s, h, t, lg, n, rng: (rng.choice([c for c in lg if c != "7S"] or lg) if s == decl
                                          else rng.choice(lg))
        rr = random.Random(seed)
        tr0 = simulate(hs, decl, trump, pol, rr, stop_after=2)
        nxt = tr0[1][2]
        if nxt == decl:
            return None
        played = [c for t in tr0 for _, c in t[1]]
        h = {s: [c for c in hs[s] if c not in played] for s in hs}
        seq = {(k, s): c for k in range(2) for s, c in tr0[k][1]}
        pre = []
        rr2 = random.Random(seed + 3)
        for s in [(nxt + i) % 3 for i in range(3)]:
            if s == decl:
                break
            c = rr2.choice(legal(h[s], pre, trump))
            pre.append(c)
            seq[(2, s)] = c
        led = suit(pre[0])
        if led == trump or not any(suit(c) == led for c in h[decl]):
            return None
        fake = [c for c in h[decl] if suit(c) != led]
        lg = [c for c in legal(fake, pre, trump) if suit(c) == trump and c != "7S"]
        if not lg:
            return None
        seq[(2, decl)] = lg[0]
        tr = simulate(hs, decl, trump, pol, rr2, force=seq, stop_after=7)
        later = [(k, c) for k in range(3, 7) for s, c in tr[k][1] if s == decl and suit(c) == led]
        if not later:
            return None
        if len(fault_list(tr, hs, trump)) != 1:
            return None
        return hs, talon, tr, led, lg[0], later

    seed, (hs, talon, tr, led, c, later) = search(f)
    ms = {s: marriages(hs[s], trump) for s in hs}
    ev = std_events(decl, trump, False, goals=("party", "ulti"), discard=talon)
    ev += insert_first_card_events(ev_play(tr), marriage_extras(ms))
    write("a13.json", transcript([{"dealer": dealer, "hands": None, "events": ev}],
                                 meta={"note": "ulti; play stopped after trick 7 when the revoke was noticed"}))
    log("a13", f"seed {seed} talon {talon} marriages {ms} revoke: decl trumps {c} on {led} lead event "
               f"{play_index(ev, c)}; later {later}\n{describe(tr, trump)}\nhands {hs}")


def a14():
    """wrong score: a two-deal score sheet; deal 1 durchmarsch with trumps made with the 7 in the last
    trick (silent ulti), deal 2 party with contra lost, a defender's trump 7 beaten in the last trick;
    the sheet forgets that silent-ulti failure."""
    # deal 1: dealer 0, declarer 1, leaves
    def f1(seed):
        r = trump_game(seed, 1, "S", 0)
        if not r:
            return None
        rng, hs, talon, _ = r
        if "7S" not in hs[1] or sum(suit(c) == "S" for c in hs[1]) < 6:
            return None

        def pol(s, h, t, lg, n, rng):
            if s == 1:
                o = [c for c in lg if c != "7S"] or lg
                return max(o, key=lambda c: (suit(c) == "S", strength(c, "S")))
            return rng.choice(lg)

        tr = simulate(hs, 1, "S", pol, rng)
        if not all(w == 1 for _, _, w in tr) or seven_last(tr, "S") != (1, True):
            return None
        return hs, talon, tr

    seed1, (hs1, talon1, tr1) = search(f1)

    def f2(seed):
        r = trump_game(seed, 2, "D", 1)
        if not r:
            return None
        rng, hs, talon, _ = r
        tr = simulate(hs, 2, "D", rand_policy(), rng)
        sl = seven_last(tr, "D")
        if not sl or sl[0] == 2 or sl[1] or tr[9][2] != 2:
            return None
        ms, d, o = tally(tr, hs, 2, "D", talon)
        if d >= o or o >= 100 or not any(w == 2 for _, _, w in tr):
            return None
        return hs, talon, tr, ms, d, o, sl[0]

    seed2, (hs2, talon2, tr2, ms2, d2, o2, x) = search(f2)
    ev1 = std_events(1, "S", False, goals=("durchmarsch",))
    ev1 += ev_play(tr1)
    ev1 += [{"type": "score", "party": 1, "points": 16}, {"type": "score", "party": 0, "points": -8},
            {"type": "score", "party": 2, "points": -8},
            {"type": "total", "party": 0, "points": -8}, {"type": "total", "party": 1, "points": 16},
            {"type": "total", "party": 2, "points": -8}]
    y = 1 if x == 0 else 0
    ev2 = std_events(2, "D", False, goals=("party",))
    ex = marriage_extras(ms2)
    ex[0].append({"type": "double", "seat": 0, "target": "party", "level": 2})
    ev2 += insert_first_card_events(ev_play(tr2), ex)
    # correct: decl 2: -2 -2 +4 = 0; x: +2 -4 -4 = -6; y: +2 +4 = +6; sheet forgets the silent ulti
    sheet = {2: -4, x: 2, y: 2}
    tot1 = {0: -8, 1: 16, 2: -8}
    ev2 += [{"type": "score", "party": s, "points": sheet[s]} for s in (0, 1, 2)]
    ev2 += [{"type": "total", "party": s, "points": tot1[s] + sheet[s]} for s in (0, 1, 2)]
    write("a14.json", transcript([{"dealer": 0, "hands": None, "events": ev1},
                                  {"dealer": 1, "hands": None, "events": ev2}],
                                 meta={"note": "score sheet, two deals"}))
    log("a14", f"deal1 seed {seed1} talon {talon1}\n{describe(tr1, 'S')}\nhands {hs1}\n"
               f"deal2 seed {seed2} talon {talon2} marriages {ms2} 7D by {x} (other defender {y})\n"
               f"{describe(tr2, 'D')}\ndecl {d2} def {o2}\nhands {hs2}\n"
               f"deal2 events: {len(ev2)}")


def main():
    a01()
    a02()
    a03()
    a04()
    a05()
    a06()
    a07()
    a08()
    a09()
    a10()
    a11()
    a12()
    a13()
    a14()
    print("\n\n".join(LOG))


if __name__ == "__main__":
    main()
