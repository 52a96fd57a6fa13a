"""Rage: own random legal-play simulator (from 001_e7f9d50c98dca0e9.txt, Czech) and planted faults.

Reading used:
- round r deals 11-r cards; dealer rotates one seat a round; the player after the dealer bids
  first and leads the first trick ("Jako první musí říct svůj odhad hráč po levé ruce hráče,
  který rozdával karty"; "Levý soused hráče, který rozdával karty, vyloží první kartu").
- trump: the stock's top card, further cards turned while action cards show.
- follow the colour of the first colour card (or joker) of the trick; an action card (the joker
  included) only when unable to follow ("Jestliže hráč nemá v ruce kartu, kterou by mohl
  přiznat barvu, může také použít akční kartu").
- NOTRUMP: no trump in this trick, a new trump turned after it; CHANGE: a new trump turned at
  once, valid for this trick too; joker = highest card of its named colour, a second joker of
  the same colour beats the first; a trick of action cards only goes to its first card.
- round score: +1 a trick, +5 a PLUS5, -5 a MINUS5 in one's tricks, +10 exact bid, -5 otherwise.
"""

import random

from common import Log, play, write

COLOURS = "RBGYPO"
ACTIONS = {"WILD": 2, "NOTRUMP": 4, "CHANGE": 4, "PLUS5": 3, "MINUS5": 3}


def deck():
    d = [f"{c}{v}" for c in COLOURS for v in range(16)]
    for a, k in ACTIONS.items():
        d += [a] * k
    return d


def colour(card):
    return None if card in ACTIONS else card[0]


def value(card):
    return int(card[1:])


class Reject(Exception):
    pass


def turn_trump(talon, pos):
    """Turn cards from talon[pos] on until a colour card shows; return (colour, next pos)."""
    while pos < len(talon):
        c = talon[pos]
        pos += 1
        if colour(c):
            return c[0], pos
    raise Reject("stock exhausted")


def play_round(rng, n, rnd, dealer, faults=None, bids=None, pm1=False):
    """Simulate one round. faults: dict with kind and position.
    Returns dict with hands, talon, events (bids + plays), tricks, pluses etc."""
    faults = faults or {}
    k = 11 - rnd
    d = deck()
    rng.shuffle(d)
    hands = [d[i * k:(i + 1) * k] for i in range(n)]
    talon = d[n * k:]
    orig_hands = [list(h) for h in hands]
    trump, tpos = turn_trump(talon, 0)
    events = []
    first = (dealer + 1) % n
    # bids
    made_bids = [None] * n
    total = 0
    for i in range(n):
        s = (first + i) % n
        if bids and bids[s] is not None:
            b = bids[s]
        else:
            # a crude estimate: high cards and trumps
            est = sum(1 for c in hands[s] if colour(c) and (value(c) >= 12 or (c[0] == trump and value(c) >= 8)))
            est += hands[s].count("WILD")
            b = max(0, min(k, est + rng.choice([-1, 0, 0, 1])))
            if pm1 and i == n - 1 and total + b == k:
                b = b + 1 if b + 1 <= k else b - 1
            if faults.get("kind") == "pm1_bid" and i == n - 1:
                b = k - total
                if b < 0:
                    raise Reject("cannot plant pm1")
                faults["done"] = True
                faults["event"] = len(events)
        made_bids[s] = b
        total += b
        events.append({"type": "bid", "seat": s, "bid": b})
    tricks = [0] * n
    plus = [0] * n
    minus = [0] * n
    leader = first
    trick_no = 0
    fault_event = None
    while hands[leader]:
        order = [(leader + i) % n for i in range(n)]
        cards = []  # (seat, card, named)
        lead = None
        notrump = False
        has_change = False
        swap = faults.get("kind") == "out_of_turn" and faults["trick"] == trick_no
        for pos, s in enumerate(order):
            h = hands[s]
            follow = [c for c in h if lead and colour(c) == lead]
            legal = follow if follow else list(h)
            # avoid the unclear mixtures: NOTRUMP with CHANGE, or two of either, in one trick
            def ok(c):
                if c == "NOTRUMP" and (notrump or has_change):
                    return False
                if c == "CHANGE" and (notrump or has_change):
                    return False
                if c == "WILD" and any(x[1] == "WILD" for x in cards):
                    return False
                return True
            legal2 = [c for c in legal if ok(c)]
            if not legal2:
                raise Reject("forced unclear trick")
            off = [c for c in h if colour(c) and colour(c) != lead]
            if (faults.get("kind") == "revoke" and faults["trick"] == trick_no and pos > 0
                    and not faults.get("done") and faults.get("seat") in (None, s) and follow and off):
                faults["seat"] = s
                # prefer a trump to make it a real revoke
                tr = [c for c in off if colour(c) == trump]
                card = rng.choice(tr or off)
                faults["done"] = True
            else:
                card = rng.choice(legal2)
            named = None
            if card == "WILD":
                named = lead if lead and rng.random() < 0.3 else rng.choice(COLOURS)
            h.remove(card)
            cards.append((s, card, named))
            if lead is None:
                if card == "WILD":
                    lead = named
                elif colour(card):
                    lead = colour(card)
            if card == "CHANGE":
                has_change = True
                trump, tpos = turn_trump(talon, tpos)
            if card == "NOTRUMP":
                notrump = True
        # winner
        eff_trump = None if notrump else trump
        best = None
        for idx, (s, c, nm) in enumerate(cards):
            col = nm if c == "WILD" else colour(c)
            if col is None:
                continue
            strength = (16 + idx) if c == "WILD" else value(c)
            if eff_trump and col == eff_trump:
                key = (2, strength)
            elif col == lead:
                key = (1, strength)
            else:
                continue
            if best is None or key > best[0]:
                best = (key, s)
        winner = best[1] if best else cards[0][0]
        if faults.get("kind") == "out_of_turn" and faults["trick"] == trick_no:
            # swap positions p and p+1 (neither the lead); winner must be unaffected
            p = faults["pos"]
            a, b = cards[p], cards[p + 1]
            if "WILD" in (a[1], b[1]) or a[1] in ("CHANGE", "NOTRUMP") or b[1] in ("CHANGE", "NOTRUMP"):
                raise Reject("swap of special cards")
            # the later card must be legal when played earlier: both follow or same situation
            cards[p], cards[p + 1] = b, a
            faults["done"] = True
        base = len(events)
        for idx, (s, c, nm) in enumerate(cards):
            e = play(s, c)
            if nm:
                e["named"] = nm
            events.append(e)
        if faults.get("kind") == "out_of_turn" and faults["trick"] == trick_no:
            fault_event = base + faults["pos"]
        if faults.get("kind") == "revoke" and faults["trick"] == trick_no:
            fault_event = base + [s for s, _, _ in cards].index(faults["seat"])
        if faults.get("kind") == "not_in_hand" and faults["trick"] == trick_no:
            pos = faults["pos"]
            s, c, nm = cards[pos]
            if not colour(c):
                raise Reject("not_in_hand on action card")
            # a talon card never turned, same colour, same standing in the trick
            others = [x for i2, x in enumerate(cards) if i2 != pos]
            cands = []
            for t in talon[tpos + 12:]:
                if colour(t) != colour(c):
                    continue
                # same winner: compare with other cards of the same colour
                same = [value(x[1]) for x in others if colour(x[1]) == colour(c)]
                if all((value(t) > v) == (value(c) > v) for v in same) and not any(
                    x[1] == "WILD" and x[2] == colour(c) for x in others
                ):
                    cands.append(t)
            if not cands:
                raise Reject("no substitute")
            t = rng.choice(cands)
            events[base + pos]["card"] = t
            fault_event = base + pos
            faults["done"] = True
            faults["sub"] = (c, t)
        tricks[winner] += 1
        for s, c, nm in cards:
            if c == "PLUS5":
                plus[winner] += 1
            if c == "MINUS5":
                minus[winner] += 1
        if notrump:
            trump, tpos = turn_trump(talon, tpos)
        leader = winner
        trick_no += 1
    scores = []
    for s in range(n):
        sc = tricks[s] + 5 * plus[s] - 5 * minus[s] + (10 if made_bids[s] == tricks[s] else -5)
        scores.append(sc)
    return {
        "hands": orig_hands,
        "talon": talon,
        "events": events,
        "tricks": tricks,
        "bids": made_bids,
        "scores": scores,
        "fault_event": fault_event,
        "plus": plus,
        "minus": minus,
    }


def session(name, seed, n, first_round, ndeals, dealer0, faults_by_deal=None, start_totals=None,
            rules=None, wrong_total=None, pm1=False, forced_bids=None):
    faults_by_deal = faults_by_deal or {}
    attempt = 0
    while True:
        rng = random.Random(seed * 1000 + attempt)
        attempt += 1
        try:
            deals = []
            totals = list(start_totals or [0] * n)
            info = []
            for k in range(ndeals):
                rnd = first_round + k
                dealer = (dealer0 + k) % n
                f = dict(faults_by_deal.get(k, {}))
                r = play_round(rng, n, rnd, dealer, faults=f,
                               bids=(forced_bids or {}).get(k), pm1=pm1)
                if f and not f.get("done") and f.get("kind") in ("revoke", "out_of_turn", "not_in_hand", "pm1_bid"):
                    raise Reject("fault not placed")
                ev = r["events"]
                for s in range(n):
                    ev.append({"type": "score", "party": s, "points": r["scores"][s]})
                new_totals = [totals[s] + r["scores"][s] for s in range(n)]
                tot_written = list(new_totals)
                wt_event = None
                if wrong_total and wrong_total[0] == k:
                    s, delta = wrong_total[1], wrong_total[2]
                    tot_written[s] += delta
                for s in range(n):
                    if wrong_total and wrong_total[0] == k and s == wrong_total[1]:
                        wt_event = len(ev)
                    ev.append({"type": "total", "party": s, "points": tot_written[s]})
                totals = tot_written  # the sheet carries its own figures on
                deals.append({"dealer": dealer, "hands": r["hands"], "talon": r["talon"], "events": ev})
                info.append(dict(r, round=rnd, dealer=dealer, totals_rules=new_totals,
                                 totals_written=tot_written, fault=f, wt_event=wt_event))
            break
        except Reject:
            continue
    doc = {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": rules or {"preset": "standard"},
        "players": ["Anička", "Bohouš", "Katka", "Dalibor", "Eliška", "František"][:n],
        "meta": {"generator": "tests/data/audit/sim-faults-c/gen_rage.py", "seed": seed, "attempt": attempt - 1},
        "deals": deals,
    }
    if start_totals is not None or first_round != 1:
        doc["start"] = {"round": first_round, "totals": list(start_totals or [0] * n)}
    write(name, doc)
    return info


def describe(info):
    out = []
    for k, d in enumerate(info):
        out.append(
            f"- deal {k} (round {d['round']}, dealer {d['dealer']}): bids {d['bids']}, tricks {d['tricks']}, "
            f"+5 {d['plus']}, -5 {d['minus']}, scores {d['scores']}, totals {d['totals_written']}"
        )
    return "\n".join(out)


def main():
    log = Log()
    # R1 clean: 4 players, rounds 1-3
    info = session("01-rage-clean.json", 11, 4, 1, 3, 0)
    log.add("01-rage-clean.json", "No violation.\n\n" + describe(info))

    # R2 revoke in deal 2 (round 8), 5 players, rounds 6-9 from start totals
    info = session("02-rage-revoke-late.json", 12, 5, 6, 4, 2,
                   faults_by_deal={2: {"kind": "revoke", "trick": 1, "seat": None}},
                   start_totals=[31, 12, -4, 20, 7])
    log.add("02-rage-revoke-late.json", "REVOKE\n\n" + describe(info)
            + f"\n\nfault: deal 2 event {info[2]['fault_event']}")

    # R3 illegal bid under plus_minus_one, deal 0
    info = session("03-rage-plus-minus-one-bid.json", 13, 3, 3, 2, 1, rules={"preset": "standard", "plus_minus_one": True},
                   pm1=True, faults_by_deal={0: {"kind": "pm1_bid"}})
    log.add("03-rage-plus-minus-one-bid.json", "ILLEGAL BID\n\n" + describe(info)
            + f"\n\nfault: deal 0 event {info[0]['fault'].get('event')}")

    # R4 wrong running total in deal 1 (round 9), 4 players, rounds 8-10
    info = session("04-rage-wrong-total-late.json", 14, 4, 8, 3, 3,
                   start_totals=[40, 25, 58, 33], wrong_total=(1, 2, 10))
    log.add("04-rage-wrong-total-late.json", "WRONG TOTAL\n\n" + describe(info)
            + f"\n\nfault: deal 1 event {info[1]['wt_event']}")

    # R5 card not in hand, deal 0, 3 players rounds 4-5
    info = session("05-rage-card-not-in-hand.json", 15, 3, 4, 2, 0,
                   faults_by_deal={0: {"kind": "not_in_hand", "trick": 2, "pos": 1}})
    log.add("05-rage-card-not-in-hand.json", "CARD NOT IN HAND\n\n" + describe(info)
            + f"\n\nfault: deal 0 event {info[0]['fault_event']} {info[0]['fault'].get('sub')}")
    log.dump("rage-notes.txt")


if __name__ == "__main__":
    main()
