"""ulti29: a small independent Ulti model (deal, auction, play, settlement).

Written from the Japanese source (seed 003) only; imports nothing from the engine.
Seats are in order of play (counterclockwise): the seat after s is (s + 1) % 3.
"""

import random

SUITS = ["H", "D", "S", "C"]
TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # high -> low, with trumps
NT_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # high -> low, without trumps

GOAL_POINTS = {
    "party": 1,
    "ulti": 4,
    "40-100": 4,
    "20-100": 8,
    "durchmarsch": 6,
    "betli": 5,
    "rebetli": 10,
    "open-betli": 20,
    "redurchmarsch": 12,
}
NT_GOALS = {"betli", "rebetli", "open-betli", "redurchmarsch"}


def rank(c):
    return c[:-1]


def suit(c):
    return c[-1]


def deck():
    return [r + s for s in SUITS for r in TRUMP_ORDER]


def strength(c, trump):
    order = TRUMP_ORDER if trump else NT_ORDER
    return len(order) - order.index(rank(c))


def card_points(c):
    return 10 if rank(c) in ("A", "10") else 0


def expand_goals(goals):
    """The source: 'ulti' (and 'four aces') alone stands for the combination with the game."""
    g = list(goals)
    if g == ["ulti"]:
        return ["party", "ulti"]
    return g


def bid_value(goals, red):
    g = expand_goals(goals)
    pts = sum(GOAL_POINTS[x] for x in g)
    if red and not (set(g) & NT_GOALS):
        pts *= 2
    return pts, len(g)


def higher(new, old):
    """Bid hierarchy: more points is higher; equal points: fewer goals is higher."""
    if old is None:
        return True
    pn, gn = new
    po, go = old
    if pn != po:
        return pn > po
    return gn < go


def deal_hands(seed, dealer):
    rng = random.Random(seed)
    d = deck()
    rng.shuffle(d)
    first = (dealer + 1) % 3
    hands = [None, None, None]
    pos = 0
    for k in range(3):
        s = (first + k) % 3
        n = 12 if s == first else 10
        hands[s] = d[pos : pos + n]
        pos += n
    return hands


def pairs(hand):
    return [s for s in SUITS if "K" + s in hand and "Q" + s in hand]


def legal_cards(hand, trick, trump):
    """trick: list of (seat, card). Returns the cards the source allows."""
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    same = [c for c in hand if suit(c) == led]

    def best(cards):
        # the currently winning card of the trick
        w = cards[0]
        for c in cards[1:]:
            if beats(c, w, led, trump):
                w = c
        return w

    cur = best([c for _, c in trick])
    if same:
        if trump and led != trump and suit(cur) == trump:
            return same  # cannot beat a trump with the led suit
        over = [c for c in same if beats(c, cur, led, trump)]
        return over or same
    if trump:
        trumps = [c for c in hand if suit(c) == trump]
        if trumps:
            over = [c for c in trumps if beats(c, cur, led, trump)]
            return over or trumps
    return list(hand)


def beats(c, w, led, trump):
    """Does card c beat the current winner w (lead suit led)?"""
    if trump:
        if suit(c) == trump and suit(w) != trump:
            return True
        if suit(c) == trump and suit(w) == trump:
            return strength(c, True) > strength(w, True)
        if suit(w) == trump:
            return False
    if suit(c) == suit(w):
        return strength(c, trump) > strength(w, trump)
    return False


def trick_winner(trick, trump):
    led = suit(trick[0][1])
    ws, wc = trick[0]
    for s, c in trick[1:]:
        if beats(c, wc, led, trump):
            ws, wc = s, c
    return ws


class Fault(Exception):
    pass


def play_deal(hands, declarer, trump, rng, keep_seven=False, fault=None, policy=None):
    """Plays 10 tricks. fault: dict describing one planted play fault. Returns (plays, tricks)
    with plays = list of (seat, card, trick_index) and tricks = list of (cards, winner)."""
    hands = [list(h) for h in hands]
    leader = declarer
    plays = []
    tricks = []
    done = {"fault": None}
    for t in range(10):
        trick = []
        if fault and fault["kind"] == "lead_out_of_turn" and fault["trick"] == t:
            leader = fault["seat"](leader)
            done["fault"] = ("lead", t)
        for k in range(3):
            s = (leader + k) % 3
            h = hands[s]
            legal = legal_cards(h, trick, trump)
            choice = None
            if (
                fault
                and done["fault"] is None
                and t >= fault.get("min_trick", 0)
                and t <= fault.get("max_trick", 9)
            ):
                choice = try_fault(fault, s, k, h, trick, trump, legal, declarer, t)
                if choice is not None:
                    done["fault"] = (fault["kind"], t, k, s, choice)
            if choice is None:
                cand = list(legal)
                if keep_seven and s == declarer and trump:
                    no7 = [c for c in cand if c != "7" + trump]
                    if no7:
                        cand = no7
                if policy:
                    choice = policy(s, cand, trick, t, rng)
                else:
                    choice = rng.choice(sorted(cand))
            h.remove(choice)
            trick.append((s, choice))
            plays.append((s, choice, t))
        w = trick_winner(trick, trump)
        tricks.append(([c for _, c in trick], w, [s for s, _ in trick]))
        leader = w
    if fault and done["fault"] is None:
        raise Fault("fault not placed")
    return plays, tricks, done["fault"]


def try_fault(fault, s, k, hand, trick, trump, legal, declarer, t):
    kind = fault["kind"]
    if fault.get("pos") is not None and fault["pos"] != k:
        return None
    if fault.get("who") == "defender" and s == declarer:
        return None
    if fault.get("who") == "declarer" and s != declarer:
        return None
    if kind == "failure_to_overtake":
        if not trick:
            return None
        led = suit(trick[0][1])
        same = [c for c in hand if suit(c) == led]
        if not same or set(legal) == set(same):
            return None
        under = sorted(c for c in same if c not in legal)
        return under[0] if under else None
    if kind == "revoke":
        if not trick:
            return None
        led = suit(trick[0][1])
        same = [c for c in hand if suit(c) == led]
        other = sorted(c for c in hand if suit(c) != led and suit(c) != trump)
        if same and other:
            return other[0]
        return None
    if kind == "failure_to_trump":
        if not trick or not trump:
            return None
        led = suit(trick[0][1])
        if led == trump:
            return None
        same = [c for c in hand if suit(c) == led]
        trumps = [c for c in hand if suit(c) == trump]
        other = sorted(c for c in hand if suit(c) != led and suit(c) != trump)
        if not same and trumps and other:
            return other[0]
        return None
    if kind == "seven_early":
        # the ulti declarer leads his trump seven while holding other cards
        if trick or s != declarer or t >= 9:
            return None
        if "7" + trump in hand and len(hand) > 1:
            return "7" + trump
        return None
    return None


def card_points_of(tricks, trump):
    pts = [0, 0, 0]
    won = [0, 0, 0]
    for i, (cards, w, _) in enumerate(tricks):
        pts[w] += sum(card_points(c) for c in cards)
        won[w] += 1
        if i == 9:
            pts[w] += 10
    return pts, won


def settle(ctx):
    """ctx: dict with declarer, goals (expanded), red, trump (suit or None), tricks, talon,
    marriages (seat -> list of points that count), doubles (goal -> (level, set of defenders
    whose settlement it binds)), decl_hand_at_play. Returns (payments, info):
    payments = list of (from, to, amount, reason) in the source's per-goal order."""
    d = ctx["declarer"]
    defs = [(d + 1) % 3, (d + 2) % 3]
    goals = ctx["goals"]
    red = ctx["red"]
    trump = ctx["trump"]
    tricks = ctx["tricks"]
    mult_red = 2 if red and trump else 1
    pays = []
    info = {}
    pts, won = card_points_of(tricks, trump)
    info["tricks"] = won
    info["card_points"] = pts
    dec_tricks = won[d]
    dec_won_all = dec_tricks == 10
    defs_won_all = dec_tricks == 0

    def level(goal, defender):
        lv, who = ctx["doubles"].get(goal, (1, set()))
        if lv == 1:
            return 1
        if trump:
            return lv  # with trumps: binds both defenders
        return lv if defender in who else 1

    def result(goal, ok, base, reason=None):
        reason = reason or goal
        for df in defs:
            amt = base * level(goal, df)
            if ok:
                pays.append((df, d, amt, reason))
            else:
                pays.append((d, df, amt, reason))

    talon_pts = sum(card_points(c) for c in ctx["talon"]) if trump else 0
    info["talon_points"] = talon_pts
    last_cards, last_w, last_order = tricks[9]
    marr = ctx["marriages"]
    dec_m = sum(marr.get(d, []))
    def_m = sum(sum(marr.get(x, [])) for x in defs)
    dec_total = pts[d] + dec_m
    def_total = pts[defs[0]] + pts[defs[1]] + talon_pts + def_m
    info["dec_total"] = dec_total
    info["def_total"] = def_total
    silent = {}
    for g in goals:
        base = GOAL_POINTS[g] * (mult_red if g not in NT_GOALS else 1)
        if g == "party":
            ok = dec_total > def_total and dec_tricks >= 1
            info["party_ok"] = ok
            if dec_total == def_total:
                raise Fault("party tie: avoid")
            # silent 100 replaces the party
            if ok and dec_total >= 100:
                if ctx["doubles"].get("party"):
                    raise Fault("silent 100 under contra: ambiguous, avoid")
                silent["silent-100-dec"] = True
                result("party", True, 2 * mult_red, "silent-100")
                continue
            if (not ok) and def_total >= 100:
                raise Fault("defenders' silent 100: avoid")
            result("party", ok, base)
        elif g == "ulti":
            seven = "7" + trump
            ok = seven in last_cards and last_w == d and last_order[last_cards.index(seven)] == d
            info["ulti_ok"] = ok
            result("ulti", ok, base)
            if not ok:
                for df in defs:
                    pays.append((d, df, 4 * mult_red, "ulti-penalty"))
        elif g in ("40-100", "20-100"):
            hand = ctx["decl_hand_at_play"]
            if g == "40-100":
                extra = 40 if trump in pairs(hand) else 0
            else:
                extra = 20 if [s for s in pairs(hand) if s != trump] else 0
            ok = pts[d] + extra >= 100
            info[g + "_ok"] = ok
            info[g + "_count"] = pts[d] + extra
            result(g, ok, base)
        elif g in ("betli", "rebetli", "open-betli"):
            ok = dec_tricks == 0
            info["betli_ok"] = ok
            result(g, ok, base)
        elif g in ("durchmarsch", "redurchmarsch"):
            ok = dec_won_all
            info["durch_ok"] = ok
            result(g, ok, base)
    # silent bonuses (not in betli; we avoid durchmarsch games with trumps)
    if trump and not (set(goals) & NT_GOALS):
        if "durchmarsch" in goals:
            raise Fault("trump durchmarsch: avoid silent ambiguities")
        if dec_won_all or defs_won_all:
            raise Fault("silent durchmarsch: avoid")
        if "ulti" not in goals:
            seven = "7" + trump
            if seven in last_cards:
                who = last_order[last_cards.index(seven)]
                if who == last_w:
                    if who == d:
                        for df in defs:
                            pays.append((df, d, 2 * mult_red, "silent-ulti"))
                    else:
                        for df in defs:
                            pays.append((d, df, 2 * mult_red, "silent-ulti"))
                    info["silent_ulti"] = ("won", who)
                else:
                    for o in range(3):
                        if o != who:
                            pays.append((who, o, 4 * mult_red, "silent-ulti"))
                    info["silent_ulti"] = ("lost", who)
        else:
            # ulti declared; only the declarer's seven is the ulti. A defender's seven in
            # trick 10 would raise the question of a defender's silent ulti: avoid.
            seven = "7" + trump
            if seven in last_cards and last_order[last_cards.index(seven)] != d:
                raise Fault("defender's seven under a declared ulti: avoid")
    info["silent"] = silent
    return pays, info


def net(pays):
    n = [0, 0, 0]
    for f, t, a, _ in pays:
        n[f] -= a
        n[t] += a
    return n
