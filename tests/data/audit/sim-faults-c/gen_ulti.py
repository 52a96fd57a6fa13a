"""Ulti: own simulator from 003_bb2f67de7752728b.txt (Japanese), standard table of the main text.

Reading used:
- the player after the dealer (in order of play) gets 12 cards, discards 2 and bids; each next
  player passes (the two cards go on face down) or takes them, discards 2 and bids higher; three
  passes in a row end the auction; the last bidder is declarer and names trumps (hearts if red).
- bids compare by total points, on a tie the one with fewer goals is higher.
- play: declarer leads; follow suit, else trump, and within that beat the cards on the table if
  possible ("このルールが許す範囲で,すでに場に出てるカードに勝てる手札があれば出さなければなりません").
- card points (trump games): A and 10 = 10, last trick 10, marriages 20/40 (said with one's first
  card, only when no 100 or durchmarsch goal is bid); the declarer's two discards count for the
  defenders; party = more card points than the defenders, with at least one trick.
- each goal settled separately, each defender paying or paid the goal's value (x2 red);
  ulti lost costs 4 more (x2 red) as a penalty.
- silent bonuses are avoided by choosing deals where none arises.
"""

import random

from common import Log, play, write

SUITS = "HDSC"
RANKS_T = ["A", "10", "K", "Q", "J", "9", "8", "7"]
RANKS_N = ["A", "K", "Q", "J", "10", "9", "8", "7"]
VALUES = {"party": 1, "ulti": 4, "40-100": 4, "20-100": 8, "durchmarsch": 6, "betli": 5, "rebetli": 10}


def deck():
    return [f"{r}{s}" for s in SUITS for r in RANKS_T]


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c, trumps):
    r = rank(c)
    order = RANKS_T if trumps else RANKS_N
    return len(order) - order.index(r)


def cp(c):
    return 10 if rank(c) in ("A", "10") else 0


def bid_value(goals, red):
    v = sum(VALUES[g] for g in goals)
    if any(g in ("betli", "rebetli") for g in goals):
        return v, len(goals)
    return v * (2 if red else 1), len(goals)


def higher(b1, b2):
    """Is bid b1 higher than b2? (points, then fewer goals)."""
    v1, n1 = b1
    v2, n2 = b2
    return v1 > v2 or (v1 == v2 and n1 < n2)


class Reject(Exception):
    pass


def beats(c, cur, led, trump):
    """Does c beat the currently winning card cur?"""
    if trump and suit(c) == trump and suit(cur) != trump:
        return True
    if suit(c) == suit(cur):
        return strength(c, bool(trump)) > strength(cur, bool(trump))
    return False


def legal_cards(hand, trick, trump):
    if not trick:
        return list(hand)
    led = suit(trick[0])
    cur = trick[0]
    for c in trick[1:]:
        if beats(c, cur, led, trump):
            cur = c
    fol = [c for c in hand if suit(c) == led]
    if fol:
        b = [c for c in fol if beats(c, cur, led, trump)]
        return b or fol
    if trump:
        tr = [c for c in hand if suit(c) == trump]
        if tr:
            b = [c for c in tr if beats(c, cur, led, trump)]
            return b or tr
    return list(hand)


def sim_deal(rng, dealer, script, trump_choice, fault=None, forced=None):
    """script: list of (seat, goals or None, red). The first entry is the first bidder's bid.
    Returns deal dict, info."""
    fault = fault or {}
    n = 3
    d = deck()
    rng.shuffle(d)
    first = (dealer + 1) % n
    hands = [None] * n
    hands[first] = d[:12]
    hands[(first + 1) % n] = d[12:22]
    hands[(first + 2) % n] = d[22:32]
    orig = [list(h) for h in hands]
    ev = []
    talon = None
    declarer = None
    contract = None
    bids_seen = []
    for idx, (s, goals, red) in enumerate(script):
        if goals is None:
            ev.append({"type": "bid", "seat": s, "bid": "pass"})
            continue
        if talon is not None:
            ev.append({"type": "take", "seat": s, "cards": list(talon)})
            hands[s] += talon
        # discard: two cards; keep the trump 7 for ulti, low cards for betli
        h = hands[s]
        nt = any(g in ("betli", "rebetli") for g in goals)
        tr = "H" if red else trump_choice
        cands = [c for c in h if not (("ulti" in goals) and c == f"7{tr}")]
        if nt:
            cands.sort(key=lambda c: -strength(c, False))
            disc = cands[:2] if rng.random() < 0.7 else rng.sample(cands, 2)
        else:
            cands = [c for c in cands if cp(c) == 0 and suit(c) != tr] or cands
            disc = rng.sample(cands, 2)
        for c in disc:
            h.remove(c)
        talon = disc
        ev.append({"type": "discard", "seat": s, "cards": list(disc)})
        if fault.get("kind") == "illegal_bid" and fault["index"] == idx:
            fault["event"] = len(ev)
        ev.append({"type": "bid", "seat": s, "bid": {"goals": list(goals), "red": bool(red)}})
        bv = bid_value(goals, red)
        if fault.get("kind") == "illegal_bid" and fault["index"] == idx:
            assert bids_seen and not higher(bv, bids_seen[-1][1]), (bv, bids_seen)
        else:
            if bids_seen:
                assert higher(bv, max((b for _, b, _ in bids_seen), key=lambda x: (x[0], -x[1]))), (goals, bids_seen)
            declarer, contract = s, (list(goals), bool(red))
        bids_seen.append((s, bv, goals))
    goals, red = contract
    nt = any(g in ("betli", "rebetli") for g in goals)
    trump = None if nt else ("H" if red else trump_choice)
    # hearts are trumps only in a red bid ("赤を切札にする“赤の(目標名)”と,それ以外を切札にする“(目標名)”")
    assert nt or red or trump != "H"
    if nt:
        ev.append({"type": "announce", "seat": declarer, "items": [{"kind": "no-trump"}]})
    elif not red:
        ev.append({"type": "announce", "seat": declarer, "items": [{"kind": "trump", "suit": trump}]})
    marriages_ok = trump is not None and not any(g in ("40-100", "20-100", "durchmarsch") for g in goals)
    mar = {s: 0 for s in range(n)}
    if marriages_ok:
        for s in range(n):
            items = []
            for su in SUITS:
                if f"K{su}" in hands[s] and f"Q{su}" in hands[s]:
                    items.append({"kind": "marriage", "points": 40 if su == trump else 20})
            items.sort(key=lambda x: -x["points"])
            mar[s] = sum(i["points"] for i in items)
            hands[s] = list(hands[s])
            if items:
                mar[s] = sum(i["points"] for i in items)
        # declare events placed before each seat's first card (below)
    leader = declarer
    tricks = [0] * n
    pts = [0] * n
    last = None
    fault_event = None
    declared = set()
    for t in range(10):
        trick = []
        seats = [(leader + i) % n for i in range(n)]
        for pos, s in enumerate(seats):
            h = hands[s]
            legal = legal_cards(h, trick, trump)
            if "ulti" in goals and s == declarer and t < 9:
                keep = [c for c in legal if c != f"7{trump}"]
                legal = keep or legal
            card = rng.choice(legal)
            if (fault.get("kind") == "revoke" and t >= fault["trick"] and fault.get("seat") in (None, s)
                    and pos > 0 and s != declarer and "done" not in fault):
                bad = [c for c in h if c not in legal]
                # a failure to trump: void in the suit led, holding trumps, plays another suit
                led = suit(trick[0])
                if trump and not any(suit(c) == led for c in h) and any(suit(c) == trump for c in h):
                    bad = [c for c in h if suit(c) != trump]
                    if bad:
                        card = rng.choice(bad)
                        fault["done"] = True
                        fault["seat"] = s
            if (fault.get("kind") == "not_in_hand" and fault["trick"] == t and pos == fault["pos"]):
                fault["real"] = card
            if marriages_ok and s not in declared:
                declared.add(s)
                if mar[s]:
                    items = []
                    for su in SUITS:
                        if f"K{su}" in h and f"Q{su}" in h:
                            items.append({"kind": "marriage", "points": 40 if su == trump else 20})
                    items.sort(key=lambda x: -x["points"])
                    ev.append({"type": "declare", "seat": s, "items": items})
            h.remove(card)
            trick.append(card)
            if fault.get("kind") == "revoke" and fault.get("done") and fault.get("seat") == s and fault_event is None:
                fault_event = len(ev)
            if fault.get("kind") == "not_in_hand" and fault["trick"] == t and pos == fault["pos"]:
                fault_event = len(ev)
            ev.append(play(s, card))
        # winner
        cur = 0
        for i in range(1, 3):
            if beats(trick[i], trick[cur], suit(trick[0]), trump):
                cur = i
        w = seats[cur]
        tricks[w] += 1
        pts[w] += sum(cp(c) for c in trick) if trump else 0
        if t == 9:
            pts[w] += 10 if trump else 0
            last = (w, trick, seats)
        if fault.get("kind") == "not_in_hand" and fault["trick"] == t:
            pos = fault["pos"]
            real = trick[pos]
            # substitute: one of the talon cards, same suit, same points, same standing
            subs = []
            for y in talon:
                if suit(y) != suit(real) or cp(y) != cp(real):
                    continue
                tt = list(trick)
                tt[pos] = y
                cur2 = 0
                for i in range(1, 3):
                    if beats(tt[i], tt[cur2], suit(tt[0]), trump):
                        cur2 = i
                # the same winner and y legal in that place (judged on the cards before it)
                if cur2 != cur:
                    continue
                subs.append(y)
            if not subs or seats[pos] == declarer:
                raise Reject("no substitute")
            y = rng.choice(subs)
            ev[fault_event]["card"] = y
            fault["sub"] = (real, y)
        leader = w
    if "revoke" == fault.get("kind") and "done" not in fault:
        raise Reject("revoke not placed")
    dpts = pts[declarer] + (sum(cp(c) for c in talon) * 0) + mar[declarer]
    defs = [s for s in range(n) if s != declarer]
    fpts = sum(pts[s] + mar[s] for s in defs) + (sum(cp(c) for c in talon) if trump else 0)
    # silent bonuses to avoid
    if trump:
        w, trick, seats = last
        if f"7{trump}" in trick and "ulti" not in goals:
            raise Reject("silent ulti")
        if dpts >= 100 and "40-100" not in goals:
            raise Reject("silent 100 declarer")
        if fpts >= 100:
            raise Reject("silent 100 defenders")
        if 10 in tricks:
            raise Reject("silent durchmarsch")
    results = {}
    for g in goals:
        if g == "party":
            results[g] = dpts > fpts and tricks[declarer] > 0
        elif g == "ulti":
            w, trick, seats = last
            results[g] = w == declarer and trick[seats.index(declarer)] == f"7{trump}"
        elif g in ("betli", "rebetli"):
            results[g] = tricks[declarer] == 0
        elif g == "40-100":
            results[g] = mar[declarer] >= 40 and pts[declarer] + 40 >= 100
        else:
            raise NotImplementedError(g)
    if fault.get("kind") == "revoke":
        # lose_all_goals: the offending side (defenders here) loses every goal
        results = {g: True for g in goals}
    payments = []
    mult = 2 if (red and not nt) else 1
    for g in goals:
        v = VALUES[g] * mult
        for o in defs:
            if results[g]:
                payments.append({"type": "payment", "from": o, "to": declarer, "amount": v, "reason": g})
            else:
                payments.append({"type": "payment", "from": declarer, "to": o, "amount": v, "reason": g})
        if g == "ulti" and not results[g]:
            for o in defs:
                payments.append({"type": "payment", "from": declarer, "to": o, "amount": 4 * mult, "reason": "ulti-penalty"})
    ev += payments
    net = [0, 0, 0]
    for p in payments:
        net[p["from"]] -= p["amount"]
        net[p["to"]] += p["amount"]
    info = {"declarer": declarer, "goals": goals, "red": red, "trump": trump, "tricks": tricks,
            "card_points": (dpts, fpts), "marriages": mar, "results": results, "net": net,
            "fault_event": fault_event, "fault": fault}
    return {"dealer": dealer, "hands": orig, "events": ev}, info


def session(name, seed, dealer0, scripts, trumps, faults=None, mutate=None, require=None, totals=False):
    faults = faults or {}
    attempt = 0
    while True:
        rng = random.Random(seed * 104729 + attempt)
        attempt += 1
        deals, infos = [], []
        try:
            for k, sc in enumerate(scripts):
                dealer = (dealer0 + k) % 3
                f = dict(faults.get(k, {}))
                script = [(((dealer + 1 + off) % 3), g, r) for off, g, r in sc]
                dl, info = sim_deal(rng, dealer, script, trumps[k], fault=f)
                deals.append(dl)
                infos.append(info)
            if require and not require(infos):
                raise Reject("req")
            break
        except Reject:
            continue
    doc = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "standard"},
        "players": ["Anna", "Béla", "Csilla"],
        "meta": {"generator": "tests/data/audit/sim-faults-c/gen_ulti.py", "seed": seed, "attempt": attempt - 1},
        "deals": deals,
    }
    if mutate:
        mutate(doc, infos)
    write(name, doc)
    return infos


def describe(infos):
    out = []
    for k, i in enumerate(infos):
        out.append(f"- deal {k}: declarer {i['declarer']} {i['goals']} red={i['red']} trump={i['trump']}, tricks {i['tricks']}, "
                   f"card points decl/def {i['card_points']}, marriages {i['marriages']}, results {i['results']}, net {i['net']}")
    return "\n".join(out)


def main():
    log = Log()
    # offsets from the first bidder: 0 first bidder, 1 next, 2 the dealer
    infos = session("11-ulti-clean.json", 31, 0, [
        [(0, ["party"], False), (1, None, False), (2, ["betli"], False), (0, None, False), (1, None, False), (2, None, False)],
        [(0, ["party"], False), (1, ["party"], True), (2, None, False), (0, None, False), (1, None, False)],
        [(0, ["party", "ulti"], False), (1, None, False), (2, None, False), (0, None, False)],
    ], ["S", "H", "C"])
    log.add("11-ulti-clean.json", "clean\n\n" + describe(infos))

    infos = session("12-ulti-failure-to-trump-late.json", 32, 1, [
        [(0, ["party"], False), (1, None, False), (2, None, False), (0, None, False)],
        [(0, ["party"], False), (1, None, False), (2, ["party"], True), (0, None, False), (1, None, False), (2, None, False)],
    ], ["D", "H"], faults={1: {"kind": "revoke", "trick": 3}})
    log.add("12-ulti-failure-to-trump-late.json", "FAILURE TO TRUMP by a defender, lose_all_goals\n\n" + describe(infos)
            + f"\n\nfault deal 1 event {infos[1]['fault_event']} seat {infos[1]['fault'].get('seat')}")

    infos = session("13-ulti-illegal-bid-late.json", 33, 2, [
        [(0, ["party"], False), (1, None, False), (2, None, False), (0, None, False)],
        [(0, ["betli"], False), (1, None, False), (2, None, False), (0, None, False)],
        [(0, ["party"], False), (1, ["party"], False), (2, ["betli"], False), (0, None, False), (1, None, False), (2, None, False)],
    ], ["C", "S", "D"], faults={2: {"kind": "illegal_bid", "index": 1}})
    log.add("13-ulti-illegal-bid-late.json", "ILLEGAL BID (party over party)\n\n" + describe(infos)
            + f"\n\nfault deal 2 event {infos[2]['fault'].get('event')}")

    def wrong_pay(doc, infos):
        ev = doc["deals"][1]["events"]
        pays = [i for i, e in enumerate(ev) if e["type"] == "payment"]
        i = pays[-1]
        ev[i]["amount"] += 1
        infos[1]["wrong"] = (i, ev[i])

    infos = session("14-ulti-wrong-payment-late.json", 34, 0, [
        [(0, ["party"], False), (1, None, False), (2, None, False), (0, None, False)],
        [(0, ["party"], False), (1, ["party", "ulti"], False), (2, None, False), (0, None, False), (1, None, False)],
    ], ["S", "C"], mutate=wrong_pay)
    log.add("14-ulti-wrong-payment-late.json", "WRONG PAYMENT\n\n" + describe(infos) + f"\n\nfault deal 1 {infos[1]['wrong']}")

    infos = session("15-ulti-card-not-in-hand.json", 35, 1, [
        [(0, ["party"], False), (1, None, False), (2, None, False), (0, None, False)],
        [(0, ["betli"], False), (1, None, False), (2, None, False), (0, None, False)],
    ], ["C", "S"], faults={0: {"kind": "not_in_hand", "trick": 4, "pos": 2}})
    log.add("15-ulti-card-not-in-hand.json", "CARD NOT IN HAND\n\n" + describe(infos)
            + f"\n\nfault deal 0 event {infos[0]['fault_event']} {infos[0]['fault'].get('sub')}")
    log.dump("ulti-notes.txt")


if __name__ == "__main__":
    main()
