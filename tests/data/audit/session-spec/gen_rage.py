"""Rage (Amigo 2000, Czech translation by Paluba) - my own model, written from the source only.

Session facts used (source 001):
- "Po každém kole rozdává karty jiný hráč, tato funkce se předává po směru hodinových ručiček."
  -> the deal passes to the next player each round (seat+1 in order of play).
- round r deals 11-r cards ("V prvním kole ... deset karet ... v desátém kole ... po jedné kartě").
- "Hra končí po deseti kolech ... Vyhraje hráč s nejvyšším počtem bodů."
"""
import random

from gen_common import dump

COLOURS = "RBGYPO"
ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3


def deck():
    return [c + str(v) for c in COLOURS for v in range(16)] + list(ACTIONS)


def is_colour(c):
    return c[0] in COLOURS and c[1:].isdigit()


def colour(c):
    return c[0]


def value(c):
    return int(c[1:])


class Abort(Exception):
    pass


def play_round(rng, n, dealer, cards):
    d = deck()
    rng.shuffle(d)
    hands = [sorted(d[i * cards:(i + 1) * cards]) for i in range(n)]
    talon = d[n * cards:]
    pos = 0

    def turn():
        nonlocal pos
        while pos < len(talon) and not is_colour(talon[pos]):
            pos += 1
        if pos >= len(talon):
            raise Abort("stock ran out")
        t = colour(talon[pos])
        pos += 1
        return t

    trump = turn()
    events = []
    bids = {}
    order = [(dealer + 1 + i) % n for i in range(n)]
    for s in order:
        h = hands[s]
        est = sum(1 for c in h if (is_colour(c) and (value(c) >= 12 or (colour(c) == trump and value(c) >= 8)))
                  or c == "WILD")
        est = max(0, min(cards, est + rng.choice([-1, 0, 0, 1])))
        bids[s] = est
        events.append({"type": "bid", "seat": s, "bid": est})
    live = [list(h) for h in hands]
    tricks = [0] * n
    plus = [0] * n
    minus = [0] * n
    leader = (dealer + 1) % n
    for _t in range(cards):
        trick = []  # (seat, card, named)
        led = None
        no_trump_here = False
        special_in_trick = False
        for k in range(n):
            s = (leader + k) % n
            h = live[s]
            if led is not None:
                follow = [c for c in h if is_colour(c) and colour(c) == led]
            else:
                follow = []
            if follow:
                options = follow
            else:
                options = list(h)
                if special_in_trick:
                    o2 = [c for c in options if c not in ("NOTRUMP", "CHANGE")]
                    if not o2:
                        raise Abort("two specials")
                    options = o2
            want = tricks[s] < bids[s]
            if want:
                c = max(options, key=lambda c: (c == "WILD", value(c) if is_colour(c) else -1, rng.random()))
            else:
                c = min(options, key=lambda c: (value(c) if is_colour(c) else 20 if c == "WILD" else 7, rng.random()))
            h.remove(c)
            named = None
            if c == "WILD":
                named = led or (trump if trump else rng.choice(COLOURS))
                if led is None:
                    led = named
            elif is_colour(c) and led is None:
                led = colour(c)
            if c == "NOTRUMP":
                no_trump_here = True
                special_in_trick = True
            if c == "CHANGE":
                special_in_trick = True
                trump = turn()
            trick.append((s, c, named))
            ev = {"type": "play", "seat": s, "card": c}
            if named:
                ev["named"] = named
            events.append(ev)
        # winner
        eff_trump = None if no_trump_here else trump

        def strength(i, sc):
            s, c, named = sc
            if c == "WILD":
                return (named, 16 + i * 0.01)
            if is_colour(c):
                return (colour(c), value(c))
            return (None, -1)

        cand = [(i, strength(i, x)) for i, x in enumerate(trick)]
        tr = [x for x in cand if eff_trump and x[1][0] == eff_trump]
        if tr:
            wi = max(tr, key=lambda x: x[1][1])[0]
        elif led is not None:
            wi = max([x for x in cand if x[1][0] == led], key=lambda x: x[1][1])[0]
        else:
            wi = 0
        w = trick[wi][0]
        tricks[w] += 1
        plus[w] += sum(1 for x in trick if x[1] == "PLUS5")
        minus[w] += sum(1 for x in trick if x[1] == "MINUS5")
        if no_trump_here:
            trump = turn()
        leader = w
    scores = [tricks[s] + (10 if tricks[s] == bids[s] else -5) + 5 * plus[s] - 5 * minus[s] for s in range(n)]
    return hands, talon, events, scores, tricks, bids


def session(seed, players, first_dealer, first_round, last_round, start_totals):
    rng = random.Random(seed)
    n = len(players)
    totals = list(start_totals)
    deals = []
    dealer = first_dealer
    info = []
    for r in range(first_round, last_round + 1):
        cards = 11 - r
        while True:
            try:
                hands, talon, events, scores, tricks, bids = play_round(rng, n, dealer, cards)
                break
            except Abort:
                continue
        for s in range(n):
            events.append({"type": "score", "party": s, "points": scores[s]})
        for s in range(n):
            totals[s] += scores[s]
        for s in range(n):
            events.append({"type": "total", "party": s, "points": totals[s]})
        deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": events})
        info.append((r, dealer, bids, tricks, scores, list(totals)))
        dealer = (dealer + 1) % n
    return deals, totals, info


PLAYERS = ["Anička", "Bohouš", "Katka", "Dalibor"]


def main():
    seed = 2604
    deals1, t5, info1 = session(seed, PLAYERS, 2, 1, 5, [0, 0, 0, 0])
    tr1 = {"format": "trick-transcript/1", "game": "rage", "rules": {"preset": "standard"},
           "players": PLAYERS,
           "meta": {"event": "Klubový večer", "sheet": "1/2", "note": "rounds 1-5; the evening goes on in 02"},
           "deals": deals1}
    dump("01-rage-evening-part1.json", tr1)
    deals2, t10, info2 = session(seed + 1, PLAYERS, (2 + 5) % 4, 6, 10, t5)
    tr2 = {"format": "trick-transcript/1", "game": "rage", "rules": {"preset": "standard"},
           "players": PLAYERS, "start": {"round": 6, "totals": t5},
           "meta": {"event": "Klubový večer", "sheet": "2/2", "note": "rounds 6-10, carried from 01"},
           "deals": deals2}
    dump("02-rage-evening-part2.json", tr2)
    # 03: the same second sheet, `start` without `round` (the hand size gives it); the scorer
    # copied Katka's carried total (seat 2) into Bohouš's line (seat 1) when starting the new
    # sheet: seat 1's first total is written from that base, every later total of seat 1
    # follows the sheet's own arithmetic.
    import copy
    deals3 = copy.deepcopy(deals2)
    slip_seat = 1
    wrong_base = t5[2]
    run = wrong_base
    slip_event = None
    for di, d in enumerate(deals3):
        sc = [e for e in d["events"] if e["type"] == "score" and e["party"] == slip_seat][0]["points"]
        run += sc
        for i, e in enumerate(d["events"]):
            if e["type"] == "total" and e["party"] == slip_seat:
                e["points"] = run
                if di == 0:
                    slip_event = i
    tr3 = {"format": "trick-transcript/1", "game": "rage", "rules": {"preset": "standard"},
           "players": PLAYERS, "start": {"totals": t5},
           "meta": {"event": "Klubový večer", "sheet": "2/2 (copy B)",
                    "note": "rounds 6-10; start without round"},
           "deals": deals3}
    dump("03-rage-part2-wrong-carried-total.json", tr3)
    print("part1 info")
    for x in info1:
        print(" ", x)
    print("end totals part1", t5)
    print("part2 info")
    for x in info2:
        print(" ", x)
    print("end totals part2", t10)
    best = max(t10)
    print("winners", [s for s in range(4) if t10[s] == best])
    print("03 slip at deal 0 event", slip_event, "seat", slip_seat, "sheet base", wrong_base, "instead of", t5[slip_seat])
    print("03 sheet end total seat1", run)


if __name__ == "__main__":
    main()
