"""Ulti - my own model from the Japanese source 003_bb2f67de7752728b.txt (main text and the
bid hierarchy table; standard point table, four aces not played).

Goals used by the simulator: party, ulti (with party), 40-100, 20-100, betli, rebetli and
their red forms; the auction follows the source's talon passing: the first bidder discards
two and bids, each next player either passes the two face-down cards on ("pass") or takes
them, discards two and bids higher; three players in a row not bidding end it.
"""

import random

from common import net_of

SUITS = "HDSC"
TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # high -> low
NT_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]
GOAL_PTS = {"party": 1, "ulti": 4, "40-100": 4, "20-100": 8, "durchmarsch": 6, "betli": 5, "rebetli": 10,
            "open-durchmarsch": 24, "redurchmarsch": 12,
            "open-betli": 20}
NO_TRUMP = {"betli", "rebetli", "open-betli"}


def deck():
    return [r + s for s in SUITS for r in TRUMP_ORDER]


def rank(c):
    return c[:-1]


def suit(c):
    return c[-1]


def beats(a, b, led, trump):
    """Does card a beat card b (b currently best) in a trick led in `led`?"""
    order = NT_ORDER if trump is None else TRUMP_ORDER
    sa, sb = suit(a), suit(b)
    if trump is not None and sa == trump and sb != trump:
        return True
    if sa == sb:
        return order.index(rank(a)) < order.index(rank(b))
    return False


def best_of(plays, trump):
    led = suit(plays[0][1])
    bs, bc = plays[0]
    for s, c in plays[1:]:
        if beats(c, bc, led, trump):
            bs, bc = s, c
    return bs, bc


def legal(hand, plays, trump):
    """Follow suit; else trump; and within that, beat the best card so far if able."""
    if not plays:
        return list(hand)
    led = suit(plays[0][1])
    _, bc = best_of(plays, trump)
    same = [c for c in hand if suit(c) == led]
    if same:
        cand = same
    else:
        tr = [c for c in hand if trump is not None and suit(c) == trump]
        cand = tr if tr else list(hand)
    over = [c for c in cand if beats(c, bc, led, trump)]
    return over if over else cand


def card_pts(c, trump):
    if trump is None:
        return 0
    return 10 if rank(c) in ("A", "10") else 0


def bid_value(bid):
    """(points, -goals) with ulti counting party as a goal (the source's table)."""
    goals = list(bid["goals"])
    red = bid.get("red", False)
    pts = 0
    n = 0
    for g in goals:
        if g == "rebetli":
            pts += 10
        else:
            pts += GOAL_PTS[g] * (2 if red and g not in NO_TRUMP else 1)
        n += 1
    if goals == ["ulti"]:
        pts += 1 * (2 if red else 1)
        n += 1
    return (pts, -n)


LADDER = [
    {"goals": ["party"], "red": False},
    {"goals": ["party"], "red": True},
    {"goals": ["40-100"], "red": False},
    {"goals": ["ulti"], "red": False},
    {"goals": ["betli"], "red": False},
    {"goals": ["40-100", "ulti"], "red": False},
    {"goals": ["20-100"], "red": False},
    {"goals": ["ulti"], "red": True},
    {"goals": ["rebetli"], "red": False},
]


class Sim:
    def __init__(self, seed, players=("Aiko", "Botond", "Csenge")):
        self.rng = random.Random(seed)
        self.players = list(players)

    def play_deal(self, dealer, pcontra=0.15, want=None):
        rng = self.rng
        d = deck()
        rng.shuffle(d)
        f = (dealer + 1) % 3
        hands = [[] for _ in range(3)]
        # 7 to the first bidder, then fives (one of the source's ways); result: 12/10/10
        pos = 0
        for size in (7, 5, 5):
            pass
        hands[f] = d[0:12]
        hands[(f + 1) % 3] = d[12:22]
        hands[(f + 2) % 3] = d[22:32]
        dealt = [list(h) for h in hands]
        ev = []
        # auction
        talon = None
        cur = None
        holder = None
        s = f
        # first bidder discards and bids
        disc = self.pick_discard(hands[s])
        for c in disc:
            hands[s].remove(c)
        talon = disc
        ev.append({"type": "discard", "seat": s, "cards": list(disc)})
        cur = dict(LADDER[0])
        holder = s
        ev.append({"type": "bid", "seat": s, "bid": dict(cur)})
        passes = 0
        nbids = 1
        s = (s + 1) % 3
        maxbids = rng.choice([1, 2, 2, 3, 3, 4])
        while passes < 3:
            higher = [b for b in LADDER if bid_value(b) > bid_value(cur)]
            if want is not None:
                higher = [b for b in higher if bid_value(b) <= bid_value(want)]
            if higher and nbids < maxbids and rng.random() < 0.55:
                ev.append({"type": "take", "seat": s, "cards": list(talon)})
                hands[s] += talon
                disc = self.pick_discard(hands[s])
                for c in disc:
                    hands[s].remove(c)
                talon = disc
                ev.append({"type": "discard", "seat": s, "cards": list(disc)})
                cur = dict(rng.choice(higher[:3]))
                holder = s
                ev.append({"type": "bid", "seat": s, "bid": dict(cur)})
                nbids += 1
                passes = 0
            else:
                ev.append({"type": "bid", "seat": s, "bid": "pass"})
                passes += 1
            s = (s + 1) % 3
        decl = holder
        goals = cur["goals"]
        red = cur.get("red", False)
        if any(g in NO_TRUMP for g in goals):
            trump = None
        elif red:
            trump = "H"
        else:
            cnt = {x: sum(1 for c in hands[decl] if suit(c) == x) for x in "DSC"}
            if "ulti" in goals:
                withseven = [x for x in "DSC" if "7" + x in hands[decl]]
                if withseven:
                    cnt = {x: cnt[x] + 10 for x in withseven} | {x: cnt[x] for x in "DSC" if x not in withseven}
            trump = max("DSC", key=lambda x: (cnt[x], x))
            ev.append({"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]})
        contract = {"declarer": decl, "goals": goals, "red": red, "trump": trump, "discard": list(talon)}
        marriages_ok = trump is not None and not any(g in ("40-100", "20-100", "durchmarsch") for g in goals)
        # play
        leader = decl
        first_played = set()
        contra_done = False
        for t in range(10):
            plays = []
            for k in range(3):
                p = (leader + k) % 3
                if t == 0:
                    if marriages_ok:
                        items = []
                        for x in SUITS:
                            if "K" + x in hands[p] and "Q" + x in hands[p]:
                                items.append({"kind": "marriage", "points": 40 if x == trump else 20})
                        if items:
                            items.sort(key=lambda i: -i["points"])
                            ev.append({"type": "declare", "seat": p, "items": items})
                    if p != decl and not contra_done and rng.random() < pcontra and "betli" not in goals:
                        tgt = "party" if goals == ["party"] or goals == ["ulti"] else goals[0]
                        ev.append({"type": "double", "seat": p, "target": tgt, "level": 2})
                        contra_done = True
                opts = legal(hands[p], plays, trump)
                if p == decl and "ulti" in goals and t < 9 and ("7" + trump) in opts and len(opts) > 1:
                    opts = [c for c in opts if c != "7" + trump]
                c = rng.choice(opts)
                hands[p].remove(c)
                plays.append((p, c))
                ev.append({"type": "play", "seat": p, "card": c})
            leader = best_of(plays, trump)[0]
        return {"dealer": dealer, "hands": dealt, "events": ev}

    def pick_discard(self, hand):
        # lays away two low cards, keeping aces and tens (a player's natural choice)
        cand = sorted(hand, key=lambda c: (rank(c) in ("A", "10", "K"), self.rng.random()))
        return cand[:2]


def replay(record):
    """My checker + settlement.  faults: (deal, event, code, note)."""
    faults = []
    expected = []
    infos = []
    for di, deal in enumerate(record["deals"]):
        exp = []

        def pay(f, t, a, r):
            if a:
                exp.append({"from": f, "to": t, "amount": a, "reason": r})

        dealer = deal["dealer"]
        hands = [list(h) for h in deal["hands"]]
        ev = deal["events"]
        f = (dealer + 1) % 3
        cur = None
        holder = None
        talon_holder = f
        talon = None
        last_disc = None
        passes = 0
        turn = f
        trump = None
        announced = None
        contra = {}
        marriages = {0: [], 1: [], 2: []}
        plays = []
        tricks = []
        leader = None
        decl = None
        for i, e in enumerate(ev):
            ty = e["type"]
            if ty == "take":
                hands[e["seat"]] += talon
            elif ty == "discard":
                s = e["seat"]
                for c in e["cards"]:
                    if c in hands[s]:
                        hands[s].remove(c)
                    else:
                        faults.append((di, i, "discard_not_in_hand", c))
                talon = e["cards"]
                last_disc = (s, list(e["cards"]))
            elif ty == "bid":
                s, b = e["seat"], e["bid"]
                if s != turn:
                    faults.append((di, i, "bid_out_of_turn", ""))
                turn = (s + 1) % 3
                if b == "pass":
                    passes += 1
                    continue
                passes = 0
                if cur is not None and not bid_value(b) > bid_value(cur):
                    faults.append((di, i, "bid_not_higher", "%r after %r" % (b, cur)))
                    continue
                cur = b
                holder = s
            elif ty == "announce":
                for it in e["items"]:
                    if it.get("kind") == "trump":
                        announced = it["suit"]
            elif ty == "double":
                contra[e["target"]] = max(contra.get(e["target"], 1), e["level"])
            elif ty == "declare":
                for it in e["items"]:
                    marriages[e["seat"]].append(it["points"])
            elif ty == "play":
                if decl is None:
                    decl = holder
                    goals = cur["goals"]
                    red = cur.get("red", False)
                    if any(g in NO_TRUMP for g in goals):
                        trump = None
                    elif red:
                        trump = "H"
                    else:
                        trump = announced
                    leader = decl
                    held = {}
                    for p_ in range(3):
                        held[p_] = [40 if x == trump else 20 for x in SUITS
                                    if "K" + x in hands[p_] and "Q" + x in hands[p_]]
                s, c = e["seat"], e["card"]
                done = [x[0] for x in plays]
                due = next((leader + k) % 3 for k in range(3) if (leader + k) % 3 not in done)
                if s != due:
                    faults.append((di, i, "out_of_turn", "seat %d, due %d" % (s, due)))
                if c not in hands[s]:
                    faults.append((di, i, "card_not_in_hand", "%s not held by %d" % (c, s)))
                else:
                    ok = legal(hands[s], plays, trump)
                    if c not in ok:
                        led = suit(plays[0][1])
                        same = [x for x in hands[s] if suit(x) == led]
                        if same and suit(c) != led:
                            code = "revoke"
                        elif not same and trump and suit(c) != trump and any(suit(x) == trump for x in hands[s]):
                            code = "failure_to_trump"
                        else:
                            code = "failure_to_overtake"
                        faults.append((di, i, code, "%s; legal %s" % (c, ok)))
                    hands[s].remove(c)
                plays.append((s, c))
                if len(plays) == 3:
                    w = best_of(plays, trump)[0]
                    tricks.append((plays, w))
                    leader = w
                    plays = []
        info = {"declarer": decl, "goals": cur["goals"] if cur else None, "red": cur.get("red") if cur else None,
                "trump": trump, "winners": [w for _, w in tricks]}
        if decl is not None:
            info["held_marriages"] = held
        if len(tricks) == 10:
            settle(info, tricks, marriages, contra, last_disc, pay)
        expected.append(exp)
        infos.append(info)
    return faults, expected, infos


def settle(info, tricks, marriages, contra, last_disc, pay):
    decl = info["declarer"]
    goals = info["goals"]
    red = info["red"]
    trump = info["trump"]
    mult = 2 if red else 1
    defs = [(decl + 1) % 3, (decl + 2) % 3]
    dtr = sum(1 for _, w in tricks if w == decl)
    pts = {"D": 0, "O": 0}
    for k, (pl, w) in enumerate(tricks):
        side = "D" if w == decl else "O"
        pts[side] += sum(card_pts(c, trump) for _, c in pl)
        if k == 9 and trump is not None:
            pts[side] += 10
    if trump is not None:
        pts["O"] += sum(card_pts(c, trump) for c in last_disc[1])
    info["card_points"] = dict(pts)
    results = []  # (label, +points for declarer per defender, who_pays_special)

    def goal_result(label, ok, value):
        lvl = contra.get(label, 1)
        results.append((label, (value if ok else -value) * lvl))

    if any(g in NO_TRUMP for g in goals):
        for g in goals:
            goal_result(g, dtr == 0, GOAL_PTS[g])
        info["results"] = results
        for label, amt in results:
            for d in defs:
                if amt > 0:
                    pay(d, decl, amt, label)
                else:
                    pay(decl, d, -amt, label)
        return
    mD = sum(marriages[decl])
    mO = sum(marriages[defs[0]]) + sum(marriages[defs[1]])
    last_pl, last_w = tricks[-1]
    seven = "7" + trump
    seven_play = [(s, c) for s, c in last_pl if c == seven]
    silent = []  # (label, seat that scored or paid, amount>0 means side of seat gains)
    has_party = goals == ["party"] or goals == ["ulti"]
    dside_total = pts["D"] + mD
    oside_total = pts["O"] + mO
    silent100_D = has_party and dside_total >= 100
    silent100_O = has_party and oside_total >= 100
    durch_D = dtr == 10
    durch_O = dtr == 0 and False  # defenders as a side winning all: not counted here
    if has_party:
        ok = pts["D"] + mD > pts["O"] + mO and dtr >= 1
        val = 1 * mult
        if silent100_D and ok:
            results.append(("silent-100", 2 * mult))
        elif silent100_O and not ok:
            results.append(("silent-100", -2 * mult))
        else:
            goal_result("party", ok, val)
    if "ulti" in goals:
        ok = bool(seven_play) and seven_play[0][0] == decl and last_w == decl
        goal_result("ulti", ok, 4 * mult)
        if not ok:
            results.append(("ulti-penalty", -4 * mult))
    if "40-100" in goals:
        has40 = 40 in marriages_of_hand(info, decl)
        ok = has40 and pts["D"] + 40 >= 100
        goal_result("40-100", ok, 4 * mult)
    if "20-100" in goals:
        has20 = 20 in marriages_of_hand(info, decl)
        ok = has20 and pts["D"] + 20 >= 100
        goal_result("20-100", ok, 8 * mult)
    if durch_D:
        results.append(("silent-durchmarsch", 3 * mult))
    # silent ulti (ulti not bid): the trump seven in the last trick
    special = []
    if "ulti" not in goals and seven_play:
        s7 = seven_play[0][0]
        if last_w == s7:
            if s7 == decl:
                results.append(("silent-ulti", 2 * mult))
            else:
                results.append(("silent-ulti", -2 * mult))
        else:
            special.append((s7, 4 * mult))
    info["results"] = results
    info["special"] = special
    for label, amt in results:
        for d in defs:
            if amt > 0:
                pay(d, decl, amt, label)
            else:
                pay(decl, d, -amt, label)
    for s7, amt in special:
        for o in range(1, 3):
            pay(s7, (s7 + o) % 3, amt, "silent-ulti")


def marriages_of_hand(info, seat):
    return info.get("held_marriages", {}).get(seat, [])


def simulate(seed, players=("Aiko", "Botond", "Csenge"), dealer=0, **kw):
    sim = Sim(seed, players)
    deal = sim.play_deal(dealer, **kw)
    rec = {"format": "trick-transcript/1", "game": "ulti", "players": list(players), "deals": [deal]}
    return rec


def simulate_session(seed, ndeals, players=("Aiko", "Botond", "Csenge"), first_dealer=0, **kw):
    sim = Sim(seed, players)
    deals = [sim.play_deal((first_dealer + k) % 3, **kw) for k in range(ndeals)]
    return {"format": "trick-transcript/1", "game": "ulti", "players": list(players), "deals": deals}
