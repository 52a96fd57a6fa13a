"""Blind generator for audit round ulti-po2 (Ulti play-only records and records that leave parts out).

Written from the Japanese source (003_bb2f67de7752728b.txt) alone. Own legal-play model:
  follow suit; else trump if holding one; and, within that, beat the cards already played if able
  ("さらに,このルールが許す範囲で,すでに場に出てるカードに勝てる手札があれば出さなければなりません").
Own scorer: card points (A, 10 = 10; last trick 10; declared 20/40), party, silent ulti, silent 100.
Run: python _gen.py  -> writes the *.json files and prints a summary used for EXPECTED.md.
"""

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "HDSC"
RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7"]
TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # high -> low, with trumps
NT_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # high -> low, without trumps
DECK = [r + s for s in SUITS for r in RANKS]
PLAYERS = ["Anikó", "Bence", "Csaba"]


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c, trump):
    order = TRUMP_ORDER if trump else NT_ORDER
    return 8 - order.index(rank(c))


def beats(a, b, led, trump):
    """True if card a beats card b (b currently winning) in a trick led with suit led."""
    if trump and suit(a) == trump and suit(b) != trump:
        return True
    if suit(a) != suit(b):
        return False
    return strength(a, trump) > strength(b, trump)


def winner_of(trick, trump):
    """trick: list of (seat, card). Returns index in trick of the winning card."""
    led = suit(trick[0][1])
    best = 0
    for i in range(1, len(trick)):
        if beats(trick[i][1], trick[best][1], led, trump):
            best = i
    return best


def legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    best = trick[winner_of(trick, trump)][1]
    same = [c for c in hand if suit(c) == led]
    if same:
        beaters = [c for c in same if beats(c, best, led, trump)]
        return beaters or same
    if trump:
        trumps = [c for c in hand if suit(c) == trump]
        if trumps:
            beaters = [c for c in trumps if beats(c, best, led, trump)]
            return beaters or trumps
    return list(hand)


def points(c):
    return 10 if rank(c) in ("A", "10") else 0


class Deal:
    def __init__(self, hands10, declarer, trump, betli=False, keep7=None, draw=True):
        self.draw = draw
        self.hands = {s: list(h) for s, h in hands10.items()}
        self.declarer = declarer
        self.trump = trump
        self.betli = betli
        self.keep7 = keep7 if keep7 is not None else set()

    def choose(self, seat, trick, opts):
        trump = self.trump
        hand = self.hands[seat]
        t7 = ("7" + trump) if trump else None

        def key_low(c):
            k = strength(c, trump) + (20 if trump and suit(c) == trump else 0) + points(c) / 100
            if c == t7 and seat in self.keep7:
                k += 100
            return k

        if self.betli:
            if seat == self.declarer:
                return min(opts, key=lambda c: strength(c, trump))
            if not trick:
                return min(opts, key=lambda c: strength(c, trump))
            return min(opts, key=lambda c: strength(c, trump))
        if not trick:
            if seat == self.declarer and trump and self.draw:
                others_tr = any(suit(c) == trump for s in self.hands if s != seat for c in self.hands[s])
                mytr = sorted([c for c in hand if suit(c) == trump and c != t7], key=lambda c: -strength(c, trump))
                if others_tr and mytr:
                    return mytr[0]
            nontr = [c for c in opts if suit(c) != trump]
            pool = nontr or opts
            if len(pool) > 1 and t7 in pool and seat in self.keep7:
                pool = [c for c in pool if c != t7]
            return max(pool, key=lambda c: (strength(c, trump), -len([x for x in hand if suit(x) == suit(c)])))
        best = trick[winner_of(trick, trump)][1]
        led = suit(trick[0][1])
        winners = [c for c in opts if beats(c, best, led, trump)]
        partner_winning = seat != self.declarer and trick[winner_of(trick, trump)][0] != self.declarer
        if winners and not partner_winning:
            cand = [c for c in winners if not (c == t7 and seat in self.keep7 and len(opts) > 1)] or winners
            return min(cand, key=key_low)
        if partner_winning:
            # smear points onto the partner's trick
            return max(opts, key=lambda c: (points(c), -key_low(c))) if any(points(c) for c in opts) else min(opts, key=key_low)
        cand = [c for c in opts if not (c == t7 and seat in self.keep7 and len(opts) > 1)] or opts
        return min(cand, key=key_low)

    def play(self, first_leader, overrides=None, stop_after=10):
        overrides = overrides or {}
        tricks = []
        leader = first_leader
        faults = []
        for t in range(10):
            trick = []
            for k in range(3):
                seat = (leader + k) % 3
                opts = legal(self.hands[seat], trick, self.trump)
                if (t, seat) in overrides:
                    c = overrides[(t, seat)]
                    assert c in self.hands[seat], (t, seat, c)
                    if c not in opts:
                        faults.append((t, seat, c, sorted(opts)))
                else:
                    c = self.choose(seat, trick, opts)
                self.hands[seat].remove(c)
                trick.append((seat, c))
            w = trick[winner_of(trick, self.trump)][0]
            tricks.append((trick, w))
            leader = w
        return tricks, faults


def card_points(tricks, trump, declarer, discard, marriages):
    pts = {0: 0, 1: 0, 2: 0}
    for i, (trick, w) in enumerate(tricks):
        pts[w] += sum(points(c) for _, c in trick)
        if i == 9:
            pts[w] += 10
    for s, v in marriages.items():
        pts[s] += v
    decl = pts[declarer]
    dfn = sum(pts[s] for s in pts if s != declarer) + sum(points(c) for c in discard)
    return pts, decl, dfn


def deal_random(seed, dealer):
    rng = random.Random(seed)
    d = DECK[:]
    rng.shuffle(d)
    fb = (dealer + 1) % 3
    hands = {fb: d[:12], (fb + 1) % 3: d[12:22], (fb + 2) % 3: d[22:32]}
    return hands


def marriages_held(hand, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append((s, 40 if s == trump else 20))
    return out


def choose_discard(hand12, trump, keep=()):
    # lay away two cards of no points, not trumps, lowest first
    cands = sorted(
        [c for c in hand12 if suit(c) != trump and points(c) == 0 and c not in keep],
        key=lambda c: (strength(c, trump), c),
    )
    return cands[:2]


def ev_play(seat, card):
    return {"type": "play", "seat": seat, "card": card}


def build_events(tricks, first_trick_extras, stop_after=10):
    """first_trick_extras: dict seat -> list of events to put just before that seat's first play."""
    evs = []
    for i, (trick, w) in enumerate(tricks[:stop_after]):
        for seat, c in trick:
            if i == 0 and seat in first_trick_extras:
                evs.extend(first_trick_extras[seat])
            evs.append(ev_play(seat, c))
    return evs


def write(name, deals, meta, rules=None):
    doc = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": rules or {"preset": "standard"},
        "players": PLAYERS,
        "meta": meta,
        "deals": deals,
    }
    (HERE / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")


def show(tricks, trump):
    lines = []
    for i, (trick, w) in enumerate(tricks):
        lines.append(f"  t{i + 1}: " + " ".join(f"{s}:{c}" for s, c in trick) + f" -> {w}")
    return "\n".join(lines)


def event_index(events, trick_no, seat):
    """Index of the play event of seat in trick trick_no (0-based)."""
    n = 0
    for i, e in enumerate(events):
        if e["type"] == "play":
            t = n // 3
            if t == trick_no and e["seat"] == seat:
                return i
            n += 1
    raise KeyError


# ---------------------------------------------------------------- scenario helpers

def setup(seed, dealer, red=False, trump=None, keep=()):
    hands = deal_random(seed, dealer)
    fb = (dealer + 1) % 3
    h12 = hands[fb]
    if red:
        tr = "H"
    elif trump:
        tr = trump
    else:
        counts = {s: sum(1 for c in h12 if suit(c) == s) for s in "DSC"}
        tr = max(counts, key=lambda s: (counts[s], s))
    disc = choose_discard(h12, tr, keep)
    if len(disc) < 2:
        return None
    hands10 = dict(hands)
    hands10[fb] = [c for c in h12 if c not in disc]
    return hands, hands10, disc, tr, fb


def run(hands10, fb, tr, overrides=None, keep7=None, betli=False, draw=True):
    d = Deal(hands10, fb, tr, betli=betli, keep7=keep7, draw=draw)
    return d.play(fb, overrides)


def score_party(tricks, tr, decl, disc, marr, contra=1, red=False):
    """Returns (pay, info): pay = list of (from, to, amount, reason), per my reading."""
    pts, dp, fp = card_points(tricks, tr, decl, disc, marr)
    mult = 2 if red else 1
    defs = [s for s in (0, 1, 2) if s != decl]
    won_trick = any(w == decl for _, w in tricks)
    pay = []
    info = {"pts": pts, "decl": dp, "def": fp}
    last_trick, lw = tricks[9]
    t7 = "7" + tr
    seven = [s for s, c in last_trick if c == t7]
    silent100 = dp >= 100
    if silent100:
        for s in defs:
            pay.append((s, decl, 2 * mult * (contra if False else 1), "silent-100"))
        info["party"] = "replaced by silent 100"
    elif dp > fp and won_trick:
        for s in defs:
            pay.append((s, decl, 1 * mult * contra, "party"))
        info["party"] = "won"
    else:
        for s in defs:
            pay.append((decl, s, 1 * mult * contra, "party"))
        info["party"] = "lost"
    if seven:
        s7 = seven[0]
        if s7 == lw:
            if s7 == decl:
                for s in defs:
                    pay.append((s, decl, 2 * mult, "silent-ulti"))
            else:
                for s in defs:
                    pay.append((decl, s, 2 * mult, "silent-ulti"))
            info["silent_ulti"] = f"won by {s7}"
        else:
            for s in (0, 1, 2):
                if s != s7:
                    pay.append((s7, s, 4 * mult, "silent-ulti"))
            info["silent_ulti"] = f"lost by {s7}"
    if all(w == decl for _, w in tricks):
        for s in defs:
            pay.append((s, decl, 3 * mult, "silent-durchmarsch"))
    return pay, info


def net(pay):
    n = {0: 0, 1: 0, 2: 0}
    for f, t, a, _ in pay:
        n[f] -= a
        n[t] += a
    return n


def pay_events(pay):
    return [{"type": "payment", "from": f, "to": t, "amount": a, "reason": r} for f, t, a, r in pay]


def auction(dealer, fb, disc, goals, red, tr, write_discard=True, announce=True):
    evs = []
    if write_discard:
        evs.append({"type": "discard", "seat": fb, "cards": disc})
    evs.append({"type": "bid", "seat": fb, "bid": {"goals": goals, "red": red}})
    evs.append({"type": "bid", "seat": (fb + 1) % 3, "bid": "pass"})
    evs.append({"type": "bid", "seat": (fb + 2) % 3, "bid": "pass"})
    evs.append({"type": "bid", "seat": fb, "bid": "pass"})
    if announce and tr and tr != "H":
        evs.append({"type": "announce", "seat": fb, "items": [{"kind": "trump", "suit": tr}]})
    return evs


def opportunities(h10, fb, tr, kind, keep7=None, draw=True, min_trick=1, seats=None):
    """Yield (trick, seat, bad_card, legal_opts, held_proof_cards) where a fault of `kind` can be planted."""
    d = Deal(h10, fb, tr, keep7=keep7, draw=draw)
    leader = fb
    for t in range(10):
        trick = []
        for k in range(3):
            seat = (leader + k) % 3
            hand = d.hands[seat]
            opts = legal(hand, trick, tr)
            if trick and t >= min_trick and (seats is None or seat in seats):
                led = suit(trick[0][1])
                best = trick[winner_of(trick, tr)][1]
                same = [c for c in hand if suit(c) == led]
                trumps = [c for c in hand if suit(c) == tr]
                others = [c for c in hand if suit(c) not in (led, tr)]
                if kind == "follow" and same and others:
                    yield t, seat, others[0], opts
                if kind == "trump" and not same and trumps and others and led != tr:
                    yield t, seat, others[0], opts
                if kind == "overtake" and same and suit(best) == led:
                    low = [c for c in same if not beats(c, best, led, tr)]
                    high = [c for c in same if beats(c, best, led, tr)]
                    if low and high:
                        yield t, seat, low[0], opts
                if kind == "overtrump" and not same and suit(best) == tr and led != tr:
                    low = [c for c in trumps if not beats(c, best, led, tr)]
                    high = [c for c in trumps if beats(c, best, led, tr)]
                    if low and high:
                        yield t, seat, low[0], opts
            c = d.choose(seat, trick, opts)
            hand.remove(c)
            trick.append((seat, c))
        leader = trick[winner_of(trick, tr)][0]


SUMMARY = []


def record(name, text):
    SUMMARY.append(f"### {name}\n{text}\n")


def trick_text(tricks, stop=10):
    return show(tricks[:stop], None)


def main():
    # ---------------------------------------------------------------- 01 clean party, 20 declared, one marriage not declared, contra
    dealer = 0
    hands, h10, disc, tr, fb = setup(54, dealer)
    defs = [s for s in (0, 1, 2) if s != fb]
    tricks, f = run(h10, fb, tr)
    assert not f
    m0 = marriages_held(h10[defs[0]], tr)
    m1 = marriages_held(h10[defs[1]], tr)
    marr = {defs[0]: m0[0][1]}
    evs = auction(dealer, fb, disc, ["party"], False, tr)
    extras = {
        defs[0]: [{"type": "declare", "seat": defs[0], "items": [{"kind": "marriage", "points": m0[0][1]}]},
                  {"type": "double", "seat": defs[0], "target": "party", "level": 2}],
    }
    evs += build_events(tricks, extras)
    pay, info = score_party(tricks, tr, fb, disc, marr, contra=2)
    evs += pay_events(pay)
    write("01-clean-party-contra-marriages.json",
          [{"dealer": dealer, "hands": None, "events": evs}],
          {"description": "Play-only party (trumps %s), discard written, a defender's 20 declared, the other defender's marriage %s not declared; contra on party." % (tr, m1)})
    record("01-clean-party-contra-marriages.json",
           f"dealer {dealer} declarer {fb} trump {tr} discard {disc} marriages declared {marr} held-not-declared {defs[1]}:{m1}\n{info}\n{show(tricks, tr)}\npay {pay} net {net(pay)}")

    # ---------------------------------------------------------------- fault files (complete, hands null)
    def fault_file(name, seed, dealer, kind, desc, write_discard=True, announce=True, auction_on=True, seats=None):
        while True:
            r = setup(seed, dealer)
            seed += 1
            if not r:
                continue
            hands, h10, disc, tr, fb = r
            defs = [s for s in (0, 1, 2) if s != fb]
            opp = next(opportunities(h10, fb, tr, kind, seats=seats or defs), None)
            if not opp:
                continue
            t, seat, bad, opts = opp
            tricks, faults = run(h10, fb, tr, overrides={(t, seat): bad})
            assert len(faults) == 1, faults
            pts, dp, fp = card_points(tricks, tr, fb, disc, {})
            if dp < 100 and abs(dp - fp) >= 20 and "7" + tr not in [c for _, c in tricks[9][0]]:
                break
        evs = auction(dealer, fb, disc, ["party"], False, tr, write_discard, announce) if auction_on else []
        n0 = len(evs)
        evs += build_events(tricks, {})
        pay, info = score_party(tricks, tr, fb, disc, {})
        evs += pay_events(pay)
        idx = event_index(evs, t, seat)
        assert evs[idx]["card"] == bad
        # where is the proof played?
        later = [(i, e["card"]) for i, e in enumerate(evs) if e["type"] == "play" and e["seat"] == seat and i > idx and e["card"] in opts]
        write(name, [{"dealer": dealer, "hands": None, "events": evs}], {"description": desc})
        record(name, f"dealer {dealer} declarer {fb} trump {tr} discard {disc}\nFAULT trick {t + 1} seat {seat} played {bad}, legal {opts}; event {idx}; proof (later plays of legal cards) {later}\n{info}\n{show(tricks, tr)}\npay {pay} net {net(pay)}")
        return idx

    fault_file("02-fault-follow.json", 110, 1, "follow", "Play-only party; one defender fails to follow suit, proved by his later play of that suit.")
    fault_file("03-fault-trump.json", 192, 2, "trump", "Play-only party, exchange not written; a defender void in the led suit throws a plain card while holding a trump he plays later.", write_discard=False)
    fault_file("04-fault-overtake.json", 76, 0, "overtake", "Play-only party; a defender follows low under a card he could beat with a higher card of the suit he plays later.")
    fault_file("05-fault-overtrump.json", 101, 1, "overtrump", "Play-only party; a defender void in the led suit under-trumps the declarer's trump while holding a higher trump he plays later.")
    fault_file("09-noauction-fault-follow.json", 144, 2, "follow", "Plays only: no auction, no trump naming, no discard. A defender fails to follow suit, proved by his later play of that suit.", auction_on=False)

    more()



def more():
    # ---------------------------------------------------------------- 06 cut short, hidden fault (unprovable)
    dealer, seed = 2, 300
    while True:
        seed += 1
        r = setup(seed, dealer)
        if not r:
            continue
        hands, h10, disc, tr, fb = r
        defs = [s for s in (0, 1, 2) if s != fb]
        ok = None
        for t, seat, bad, opts in opportunities(h10, fb, tr, "follow", seats=defs):
            if t > 3:
                break
            tricks, faults = run(h10, fb, tr, overrides={(t, seat): bad})
            led = suit(tricks[t][0][0][1])
            after = [c for tr_, _ in tricks[t + 1:6] for s, c in tr_ if s == seat]
            # unprovable only if the record allows the reading "void in the led suit and
            # without trumps": he plays neither the led suit nor a trump later in the record
            if not any(suit(c) in (led, tr) for c in after):
                # the suit must not be provably in his hand: its other cards not all accounted for
                ok = (t, seat, bad, opts, tricks)
                break
        if ok:
            break
    t, seat, bad, opts, tricks = ok
    evs = auction(dealer, fb, disc, ["party"], False, tr, write_discard=False)
    evs += build_events(tricks, {}, stop_after=6)
    idx = event_index(evs, t, seat)
    write("06-cut-hidden-fault.json", [{"dealer": dealer, "hands": None, "events": evs}],
          {"description": "Play-only party, exchange not written, the record stops after trick 6. A defender's failure to follow is hidden: the card of the led suit he held is never played in the record."})
    record("06-cut-hidden-fault.json", f"dealer {dealer} declarer {fb} trump {tr} discard(not written) {disc}\nHIDDEN FAULT trick {t + 1} seat {seat} played {bad}, legal {opts} (never played within 6 tricks); event {idx}\nfull truth:\n{show(tricks, tr)}\nrecorded tricks 1-6 only")

    # ---------------------------------------------------------------- 07 cut short, failure to trump proved within the record
    dealer, seed = 0, 400
    while True:
        seed += 1
        r = setup(seed, dealer)
        if not r:
            continue
        hands, h10, disc, tr, fb = r
        defs = [s for s in (0, 1, 2) if s != fb]
        ok = None
        for t, seat, bad, opts in opportunities(h10, fb, tr, "trump", seats=defs):
            if t > 4:
                break
            tricks, faults = run(h10, fb, tr, overrides={(t, seat): bad})
            played7 = [c for tr_, _ in tricks[t + 1:7] for s, c in tr_ if s == seat]
            if any(c in played7 for c in opts):
                ok = (t, seat, bad, opts, tricks)
                break
        if ok:
            break
    t, seat, bad, opts, tricks = ok
    evs = auction(dealer, fb, disc, ["party"], False, tr)
    evs += build_events(tricks, {}, stop_after=7)
    idx = event_index(evs, t, seat)
    proof = [(i, e["card"]) for i, e in enumerate(evs) if e["type"] == "play" and e["seat"] == seat and i > idx and e["card"] in opts]
    write("07-cut-proved-trump-fault.json", [{"dealer": dealer, "hands": None, "events": evs}],
          {"description": "Play-only party, the record stops after trick 7. A defender void in the led suit throws a plain card; he trumps later within the record."})
    record("07-cut-proved-trump-fault.json", f"dealer {dealer} declarer {fb} trump {tr} discard {disc}\nFAULT trick {t + 1} seat {seat} played {bad}, legal {opts}; event {idx}; proof {proof}\nfull truth:\n{show(tricks, tr)}\nrecorded tricks 1-7 only")

    # ---------------------------------------------------------------- 08 betli, declarer takes a trick, record stops there; contra by one defender
    dealer, seed = 1, 500
    while True:
        seed += 1
        hands = deal_random(seed, dealer)
        fb = (dealer + 1) % 3
        h12 = hands[fb]
        disc = sorted(h12, key=lambda c: -strength(c, None))[:2]
        h10 = dict(hands)
        h10[fb] = [c for c in h12 if c not in disc]
        tricks, _ = run(h10, fb, None, betli=True)
        first = next((i for i, (_, w) in enumerate(tricks) if w == fb), None)
        if first is not None and 2 <= first <= 4:
            break
    defs = [s for s in (0, 1, 2) if s != fb]
    evs = [{"type": "discard", "seat": fb, "cards": disc},
           {"type": "bid", "seat": fb, "bid": {"goals": ["betli"], "red": False}},
           {"type": "bid", "seat": (fb + 1) % 3, "bid": "pass"},
           {"type": "bid", "seat": (fb + 2) % 3, "bid": "pass"},
           {"type": "bid", "seat": fb, "bid": "pass"}]
    contra_seat = defs[1]
    evs += build_events(tricks, {contra_seat: [{"type": "double", "seat": contra_seat, "target": "betli", "level": 2}]}, stop_after=first + 1)
    pay = [(fb, defs[0], 5, "betli"), (fb, contra_seat, 10, "betli")]
    evs += pay_events(pay)
    write("08-betli-lost-stopped.json", [{"dealer": dealer, "hands": None, "events": evs}],
          {"description": "Play-only betli with a contra by one defender; the declarer takes trick %d and the table stops there." % (first + 1)})
    record("08-betli-lost-stopped.json", f"dealer {dealer} declarer {fb} no trumps, discard {disc}; contra by {contra_seat}; declarer wins trick {first + 1}\nfull truth:\n{show(tricks, None)}\nrecorded tricks 1-{first + 1}\npay {pay} net {net(pay)}")

    # ---------------------------------------------------------------- 10 silent ulti not paid
    dealer = 0
    hands, h10, disc, tr, fb = setup(7, dealer)
    tricks, f = run(h10, fb, tr, keep7={fb})
    assert not f
    pay, info = score_party(tricks, tr, fb, disc, {})
    rec = [p for p in pay if p[3] == "party"]
    evs = auction(dealer, fb, disc, ["party"], False, tr, write_discard=False)
    evs += build_events(tricks, {})
    evs += pay_events(rec)
    write("10-silent-ulti-unpaid.json", [{"dealer": dealer, "hands": None, "events": evs}],
          {"description": "Play-only party, exchange not written; the declarer wins the last trick with the trump 7 (silent ulti) but the table paid only the party."})
    record("10-silent-ulti-unpaid.json", f"dealer {dealer} declarer {fb} trump {tr} discard(not written) {disc}\n{info}\n{show(tricks, tr)}\nrules pay {pay} net {net(pay)}\nrecorded {rec} net {net(rec)}")

    # ---------------------------------------------------------------- 11 silent 100 with 40 declared
    dealer = 0
    hands, h10, disc, tr, fb = setup(76, dealer)
    tricks, f = run(h10, fb, tr)
    assert not f
    marr = {fb: 40}
    others = {s: marriages_held(h10[s], tr) for s in (0, 1, 2)}
    pay, info = score_party(tricks, tr, fb, disc, marr)
    evs = auction(dealer, fb, disc, ["party"], False, tr)
    evs += build_events(tricks, {fb: [{"type": "declare", "seat": fb, "items": [{"kind": "marriage", "points": 40}]}]})
    evs += pay_events(pay)
    write("11-silent-100.json", [{"dealer": dealer, "hands": None, "events": evs}],
          {"description": "Play-only party; the declarer declares 40 and takes 100 with it: silent 100 replaces the party."})
    record("11-silent-100.json", f"dealer {dealer} declarer {fb} trump {tr} discard {disc} marriages held {others}\n{info}\n{show(tricks, tr)}\npay {pay} net {net(pay)}")

    # ---------------------------------------------------------------- 12 false 20
    dealer, seed = 2, 600
    while True:
        seed += 1
        r = setup(seed, dealer)
        if not r:
            continue
        hands, h10, disc, tr, fb = r
        a, b = [s for s in (0, 1, 2) if s != fb]
        cand = [x for x in "HDSC" if x != tr and "K" + x in h10[a] and "Q" + x in h10[b]]
        if not cand:
            continue
        if marriages_held(h10[a], tr):
            continue
        tricks, f = run(h10, fb, tr)
        pts, dp, fp = card_points(tricks, tr, fb, disc, {})
        if dp < 100 and dp - fp >= 30 and "7" + tr not in [c for _, c in tricks[9][0]]:
            break
    x = cand[0]
    pay, info = score_party(tricks, tr, fb, disc, {a: 20})
    pay0, info0 = score_party(tricks, tr, fb, disc, {})
    assert pay == pay0
    evs = auction(dealer, fb, disc, ["party"], False, tr)
    evs += build_events(tricks, {a: [{"type": "declare", "seat": a, "items": [{"kind": "marriage", "points": 20}]}]})
    evs += pay_events(pay)
    idx = next(i for i, e in enumerate(evs) if e["type"] == "declare")
    qidx = next(i for i, e in enumerate(evs) if e.get("card") == "Q" + x)
    write("12-false-twenty.json", [{"dealer": dealer, "hands": None, "events": evs}],
          {"description": "Play-only party; a defender declares 20, but he holds no marriage: of the only suit where he has the king, the queen is played by his partner."})
    record("12-false-twenty.json", f"dealer {dealer} declarer {fb} trump {tr} discard {disc}; seat {a} declares 20 (event {idx}) holding K{x} only; Q{x} played by {b} at event {qidx}\n{info}\n(without the 20: {info0})\n{show(tricks, tr)}\npay {pay} net {net(pay)}")

    # ---------------------------------------------------------------- 13 defender loses the last trick with the trump 7
    dealer = 1
    hands, h10, disc, tr, fb = setup(68, dealer)
    defs = [s for s in (0, 1, 2) if s != fb]
    tricks, f = run(h10, fb, tr, keep7=set(defs), draw=False)
    assert not f
    pay, info = score_party(tricks, tr, fb, disc, {})
    evs = auction(dealer, fb, disc, ["party"], False, tr, write_discard=False)
    evs += build_events(tricks, {})
    evs += pay_events(pay)
    write("13-defender-seven-lost.json", [{"dealer": dealer, "hands": None, "events": evs}],
          {"description": "Play-only party, exchange not written; a defender plays the trump 7 to the last trick and loses it: he pays 4 to each of the other two."})
    record("13-defender-seven-lost.json", f"dealer {dealer} declarer {fb} trump {tr} discard(not written) {disc}\n{info}\n{show(tricks, tr)}\npay {pay} net {net(pay)}")

    # ---------------------------------------------------------------- 14 hands recorded, talon passed, exchange not written, red party
    dealer, seed = 2, 700
    while True:
        seed += 1
        hands = deal_random(seed, dealer)
        fb = (dealer + 1) % 3
        sb = (fb + 1) % 3
        d1 = choose_discard(hands[fb], "S")
        if len(d1) < 2:
            continue
        h12b = hands[sb] + d1
        d2 = choose_discard(h12b, "H")
        if len(d2) < 2 or set(d2) == set(d1) or any(suit(c) == "H" for c in d1):
            continue
        h10 = {fb: [c for c in hands[fb] if c not in d1], sb: [c for c in h12b if c not in d2], (fb + 2) % 3: hands[(fb + 2) % 3]}
        tricks, f = run(h10, sb, "H")
        pts, dp, fp = card_points(tricks, "H", sb, d2, {})
        if dp < 100 and abs(dp - fp) >= 20 and "7H" not in [c for _, c in tricks[9][0]] and any(c in d1 for c in h10[sb]):
            break
    pay, info = score_party(tricks, "H", sb, d2, {}, red=True)
    evs = [{"type": "bid", "seat": fb, "bid": {"goals": ["party"], "red": False}},
           {"type": "bid", "seat": sb, "bid": {"goals": ["party"], "red": True}},
           {"type": "bid", "seat": (fb + 2) % 3, "bid": "pass"},
           {"type": "bid", "seat": fb, "bid": "pass"},
           {"type": "bid", "seat": sb, "bid": "pass"}]
    evs += build_events(tricks, {})
    evs += pay_events(pay)
    hl = [hands[s] for s in (0, 1, 2)]
    write("14-hands-no-exchange-red-party.json", [{"dealer": dealer, "hands": hl, "events": evs}],
          {"description": "Hands as dealt recorded; the first bidder bids party, the second takes the talon and bids red party; the takes and discards are not written."})
    record("14-hands-no-exchange-red-party.json", f"dealer {dealer} first bidder {fb} discards {d1} (not written); {sb} takes, discards {d2} (not written), declarer red party\n{info}\n{show(tricks, 'H')}\npay {pay} net {net(pay)}")


if __name__ == "__main__":
    main()
    (HERE / "_summary.txt").write_text("\n".join(SUMMARY))
    print("\n".join(SUMMARY))
