"""Seedable simulator + single-fault injector for Ulti and Rage sessions.

Written from the sources only (seeds 003 Ulti, 001 Rage); does not import validator.
Run:  python tests/data/audit/sim-faults-d/_gen.py   (writes NN-*.json next to this file
and prints, per file, the planted event for EXPECTED.md).
"""

import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))


class Reject(Exception):
    """The seed produced a situation the sources leave ambiguous; try another."""


# ----------------------------------------------------------------------------- Ulti

U_SUITS = "HDSC"
U_RANKS_TRUMP = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps, high -> low
U_RANKS_NT = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # without trumps
U_DECK = [r + s for s in U_SUITS for r in U_RANKS_TRUMP]


def u_suit(c):
    return c[-1]


def u_rank(c):
    return c[:-1]


def u_strength(c, trump):
    order = U_RANKS_TRUMP if trump else U_RANKS_NT
    return len(order) - order.index(u_rank(c))


def u_beats(c, w, trump):
    """Does c beat the current winning card w?"""
    if trump and u_suit(c) == trump and u_suit(w) != trump:
        return True
    if u_suit(c) == u_suit(w):
        return u_strength(c, trump) > u_strength(w, trump)
    return False


def u_winner(trick, trump):
    wi = 0
    for i in range(1, len(trick)):
        if u_beats(trick[i][1], trick[wi][1], trump):
            wi = i
    return wi


def u_legal(hand, trick, trump):
    """Follow suit; else trump; and within that, beat the trick if possible."""
    if not trick:
        return list(hand)
    led = u_suit(trick[0][1])
    w = trick[u_winner(trick, trump)][1]
    cands = [c for c in hand if u_suit(c) == led]
    if not cands and trump:
        cands = [c for c in hand if u_suit(c) == trump]
    if not cands:
        cands = list(hand)
    beaters = [c for c in cands if u_beats(c, w, trump)]
    return beaters or cands


# bids: (name, red) ; key = (points, -goals)
U_BIDS = {
    ("party", False): (1, 1, ["party"]),
    ("party", True): (2, 1, ["party"]),
    ("40-100", False): (4, 1, ["40-100"]),
    ("ulti", False): (5, 2, ["ulti"]),
    ("betli", False): (5, 1, ["betli"]),
    ("40-100", True): (8, 1, ["40-100"]),
    ("ulti", True): (10, 2, ["ulti"]),
    ("rebetli", False): (10, 1, ["rebetli"]),
}
FINALIZABLE = {
    ("party", False),
    ("party", True),
    ("ulti", False),
    ("ulti", True),
    ("betli", False),
    ("rebetli", False),
}


def u_key(b):
    p, g, _ = U_BIDS[b]
    return (p, -g)


def u_bid_json(b):
    return {"goals": list(U_BIDS[b][2]), "red": b[1]}


def u_ulti_suits(cards, red):
    if red:
        return ["H"] if "7H" in cards else []
    return [s for s in "DSC" if "7" + s in cards]


def u_marriages(hand, trump):
    out = []
    for s in U_SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    return sorted(out, reverse=True)


def u_points(cards):
    return sum(10 for c in cards if u_rank(c) in ("A", "10"))


def ulti_deal(rng, dealer, target, opts, fault=None):
    """Simulate one Ulti deal. Returns (deal_json, info). fault: dict(kind=...)."""
    deck = U_DECK[:]
    rng.shuffle(deck)
    fb = (dealer + 1) % 3
    hands = [None, None, None]
    pos = 0
    for k in range(3):
        s = (fb + k) % 3
        n = 12 if s == fb else 10
        hands[s] = deck[pos : pos + n]
        pos += n
    dealt = [h[:] for h in hands]
    ev = []
    info = {"planted": None}

    # ---- auction
    ladder_opts = sorted([b for b in U_BIDS if u_key(b) < u_key(target)], key=u_key)
    k = rng.randint(0, min(2, len(ladder_opts)))
    ladder = sorted(rng.sample(ladder_opts, k), key=u_key) + [target]
    illegal_after = None
    if fault and fault["kind"] == "illegal_bid":
        ladder = [("betli", False), target]
        illegal_after = 0  # after ladder[0] is bid, the next seat bids ulti (5 pts, 2 goals) < betli

    hand = [h[:] for h in hands]
    talon = None
    cur = None
    decl = None
    decl_trump = None
    li = 0
    passes = 0
    seat = fb
    disc_fault_done = False
    bidders = []

    def choose_discard(cards12, bid, final):
        keep = set()
        if final and bid[0] == "ulti":
            suits = u_ulti_suits(cards12, bid[1])
            if not suits:
                return None, None
            ts = rng.choice(suits)
            keep.add("7" + ts)
            tsuit = ts
        elif final and bid[0] in ("party",):
            tsuit = "H" if bid[1] else rng.choice("DSC")
        else:
            tsuit = None
        pool = [c for c in cards12 if c not in keep]
        d = rng.sample(pool, 2)
        return d, tsuit

    # first bidder: discard then bid
    b = ladder[0]
    final = li == len(ladder) - 1
    d, ts = choose_discard(hand[fb], b, final)
    if d is None:
        raise Reject("first bidder cannot finalize")
    for c in d:
        hand[fb].remove(c)
    talon = d
    ev.append({"type": "discard", "seat": fb, "cards": d})
    ev.append({"type": "bid", "seat": fb, "bid": u_bid_json(b)})
    bidders.append(fb)
    cur, decl, decl_trump = b, fb, ts
    li = 1
    seat = (fb + 1) % 3
    steps = 0
    while True:
        steps += 1
        if steps > 40:
            raise Reject("auction loop")
        want = False
        if (
            illegal_after is not None
            and li == illegal_after + 1
            and cur == ladder[illegal_after]
            and not info.get("ib_done")
        ):
            # plant the illegal bid: take, discard, bid ulti (below betli)
            cards12 = hand[seat] + talon
            d = rng.sample(cards12, 2)
            ev.append({"type": "take", "seat": seat, "cards": talon})
            hand[seat] = cards12
            for c in d:
                hand[seat].remove(c)
            talon = d
            ev.append({"type": "discard", "seat": seat, "cards": d})
            ev.append({"type": "bid", "seat": seat, "bid": u_bid_json(("ulti", False))})
            info["planted"] = (len(ev) - 1, "illegal_bid", seat)
            info["ib_done"] = True
            passes = 0
            seat = (seat + 1) % 3
            # the next seat must now bid the target
            continue
        if li < len(ladder):
            if info.get("ib_done") and li == len(ladder) - 1:
                want = True
            elif passes == 2:
                want = True
            else:
                want = rng.random() < 0.5
        if want:
            b = ladder[li]
            final = li == len(ladder) - 1
            cards12 = hand[seat] + talon
            d, ts = choose_discard(cards12, b, final)
            if d is None:
                if passes == 2 or info.get("ib_done"):
                    raise Reject("forced bidder cannot finalize")
                want = False
        if want:
            no_take = (
                fault
                and fault["kind"] == "illegal_discard"
                and not disc_fault_done
                and seat != fb
                and not final
            )
            if no_take:
                # planted: the seat "discards" the two talon cards without taking them
                d = list(talon)
                ev.append({"type": "discard", "seat": seat, "cards": d})
                info["planted"] = (len(ev) - 1, "illegal_discard", seat)
                disc_fault_done = True
            else:
                ev.append({"type": "take", "seat": seat, "cards": talon})
                hand[seat] = cards12
                for c in d:
                    hand[seat].remove(c)
                talon = d
                ev.append({"type": "discard", "seat": seat, "cards": d})
            ev.append({"type": "bid", "seat": seat, "bid": u_bid_json(b)})
            bidders.append(seat)
            cur, decl, decl_trump = b, seat, ts
            li += 1
            passes = 0
        else:
            ev.append({"type": "bid", "seat": seat, "bid": "pass"})
            passes += 1
            if passes == 3:
                break
        seat = (seat + 1) % 3
    if cur != target or li != len(ladder):
        raise Reject("auction ended off target")
    if fault and fault["kind"] == "illegal_discard" and not disc_fault_done:
        raise Reject("no place for the discard fault")
    if fault and fault["kind"] == "illegal_bid" and not info.get("ib_done"):
        raise Reject("no illegal bid")
    info["bid_after_pass"] = False
    passed = set()
    for e in ev:
        if e["type"] == "bid":
            if e["bid"] == "pass":
                passed.add(e["seat"])
            elif e["seat"] in passed:
                info["bid_after_pass"] = True

    name, red = cur
    defenders = [s for s in range(3) if s != decl]
    betli = name in ("betli", "rebetli")
    trump = None if betli else ("H" if red else decl_trump)
    if not betli and not red:
        ev.append({"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]})
    if betli:
        ev.append({"type": "announce", "seat": decl, "items": [{"kind": "no-trump"}]})
    goals = ["party"] if name == "party" else (["party", "ulti"] if name == "ulti" else [name])
    r = 2 if red else 1
    payments = []

    def pay(a, b_, amt, reason):
        payments.append((a, b_, amt, reason))

    info.update(contract=cur, declarer=decl, trump=trump)
    # fold
    if name == "party" and not red and (opts.get("fold") == "compulsory" or opts.get("fold_now")):
        ev.append({"type": "call", "seat": decl, "call": "fold"})
        for dfn in defenders:
            pay(decl, dfn, 2, "fold")
        info["folded"] = True
        for p in payments:
            ev.append({"type": "payment", "from": p[0], "to": p[1], "amount": p[2], "reason": p[3]})
        return {"dealer": dealer, "hands": dealt, "events": ev}, info

    # ---- play
    contra = {g: 1 for g in goals}  # trump games: level applies to both defenders
    contra_by = {}
    dplan = opts.get("double")  # e.g. ("party", 2) or ("party", 4) or ("betli", 2) / ("ulti", 2)
    if dplan and dplan[0] not in goals:
        raise Reject("double target not bid")
    doubler = rng.choice(defenders) if dplan else None
    declares = {}
    if not betli:
        for s in range(3):
            m = u_marriages(hand[s], trump)
            if m:
                declares[s] = m
    marr_pts = {s: sum(v) for s, v in declares.items()}
    leader = decl
    won = [[] for _ in range(3)]
    tricks_won = [0, 0, 0]
    last_trick = None
    fault_kind = fault["kind"] if fault else None
    play_fault = fault_kind in ("revoke", "failure_to_trump", "failure_to_overtake")
    fault_from_trick = fault.get("from_trick", 2) if fault else 99
    planted_play = False
    for t in range(10):
        trick = []
        for i in range(3):
            s = (leader + i) % 3
            if t == 0 and s in declares:
                ev.append(
                    {
                        "type": "declare",
                        "seat": s,
                        "items": [{"kind": "marriage", "points": p} for p in declares[s]],
                    }
                )
            if t == 0 and dplan and s == doubler:
                ev.append({"type": "double", "seat": s, "target": dplan[0], "level": 2})
            legal = u_legal(hand[s], trick, trump)
            if name == "ulti" and s == decl and t < 9:
                seven = "7" + trump
                if seven in legal and len(legal) > 1:
                    legal = [c for c in legal if c != seven]
            card = None
            if play_fault and not planted_play and t >= fault_from_trick and trick:
                led = u_suit(trick[0][1])
                w = trick[u_winner(trick, trump)][1]
                bad = []
                if name == "ulti" and s == decl:
                    bad = []
                elif fault_kind == "revoke":
                    if any(u_suit(c) == led for c in hand[s]):
                        bad = [c for c in hand[s] if u_suit(c) != led and u_suit(c) != trump]
                elif fault_kind == "failure_to_trump":
                    if (
                        trump
                        and led != trump
                        and not any(u_suit(c) == led for c in hand[s])
                        and any(u_suit(c) == trump for c in hand[s])
                    ):
                        bad = [c for c in hand[s] if u_suit(c) != trump]
                elif fault_kind == "failure_to_overtake":
                    follow = [c for c in hand[s] if u_suit(c) == led]
                    if follow and any(u_beats(c, w, trump) for c in follow):
                        bad = [c for c in follow if not u_beats(c, w, trump)]
                if trump:
                    bad = [c for c in bad if c != "7" + trump]  # keep silent-ulti out of it
                if bad:
                    card = rng.choice(bad)
                    planted_play = True
                    info["planted"] = (len(ev), fault_kind, s)
            if card is None:
                card = rng.choice(legal)
            hand[s].remove(card)
            trick.append((s, card))
            ev.append({"type": "play", "seat": s, "card": card})
        if t == 0 and dplan and dplan[1] == 4:
            ev.append({"type": "double", "seat": decl, "target": dplan[0], "level": 4})
        wi = u_winner(trick, trump)
        ws = trick[wi][0]
        won[ws] += [c for _, c in trick]
        tricks_won[ws] += 1
        leader = ws
        last_trick = trick
    if play_fault and not planted_play:
        raise Reject("play fault not placed")
    if dplan:
        contra[dplan[0]] = dplan[1]
        contra_by = doubler

    side_tricks_decl = tricks_won[decl]
    last_w = u_winner(last_trick, trump)
    last_ws = last_trick[last_w][0]
    info["tricks"] = tricks_won

    if betli:
        val = 5 if name == "betli" else 10
        ok = side_tricks_decl == 0
        for dfn in defenders:
            lvl = dplan[1] if (dplan and dfn == contra_by) else 1
            if ok:
                pay(dfn, decl, val * lvl, name)
            else:
                pay(decl, dfn, val * lvl, name)
        info["result"] = "betli won" if ok else "betli lost"
    else:
        if side_tricks_decl in (0, 10):
            raise Reject("silent durchmarsch (either side)")
        decl_pts = u_points(won[decl]) + marr_pts.get(decl, 0) + (10 if last_ws == decl else 0)
        def_pts = (
            sum(u_points(won[s]) for s in defenders)
            + u_points(talon)
            + sum(marr_pts.get(s, 0) for s in defenders)
            + (10 if last_ws != decl else 0)
        )
        if decl_pts >= 100 or def_pts >= 100:
            raise Reject("silent 100")
        if decl_pts == def_pts:
            raise Reject("party tie")
        party_won = decl_pts > def_pts and side_tricks_decl >= 1
        info["points"] = (decl_pts, def_pts)
        lvl = contra["party"]
        for dfn in defenders:
            if party_won:
                pay(dfn, decl, 1 * r * lvl, "party")
            else:
                pay(decl, dfn, 1 * r * lvl, "party")
        seven = "7" + trump
        played7 = [s for s, c in last_trick if c == seven]
        if name == "ulti":
            ulti_won = played7 == [decl] and last_ws == decl
            lvl = contra.get("ulti", 1)
            for dfn in defenders:
                if ulti_won:
                    pay(dfn, decl, 4 * r * lvl, "ulti")
                else:
                    pay(decl, dfn, 4 * r * lvl, "ulti")
                    pay(decl, dfn, 4 * r, "ulti-penalty")
            info["result"] = f"party {'won' if party_won else 'lost'}, ulti {'won' if ulti_won else 'lost'}"
        else:
            info["result"] = f"party {'won' if party_won else 'lost'}"
            if played7:
                s7 = played7[0]
                if red:
                    raise Reject("silent ulti in a red game")
                if opts.get("no_silent_ulti"):
                    raise Reject("silent ulti not wanted")
                if last_ws == s7:
                    if s7 == decl:
                        for dfn in defenders:
                            pay(dfn, decl, 2 * r, "silent-ulti")
                    else:
                        for dfn in defenders:
                            pay(decl, dfn, 2 * r, "silent-ulti")
                    info["result"] += f", silent ulti won by seat {s7}"
                else:
                    if s7 != decl and last_ws != decl:
                        raise Reject("silent ulti lost to partner")
                    for o in range(3):
                        if o != s7:
                            pay(s7, o, 4 * r, "silent-ulti")
                    info["result"] += f", silent ulti lost by seat {s7}"
    pay_start = len(ev)
    for p in payments:
        ev.append({"type": "payment", "from": p[0], "to": p[1], "amount": p[2], "reason": p[3]})
    info["payments"] = payments
    if fault_kind == "wrong_payment":
        j = rng.randrange(len(payments))
        e = ev[pay_start + j]
        e["amount"] = e["amount"] * 2
        info["planted"] = (pay_start + j, "wrong_payment", None)
        info["wrong_payment"] = (payments[j], e["amount"])
    info["marriages"] = declares
    info["doubler"] = contra_by if dplan else None
    return {"dealer": dealer, "hands": dealt, "events": ev}, info


def ulti_session(seed, targets, rules, fault_deal=None, fault=None, per_deal_opts=None, dealer0=0):
    for attempt in range(20000):
        rng = random.Random(seed * 100003 + attempt)
        deals, infos = [], []
        try:
            for i, tg in enumerate(targets):
                opts = dict(per_deal_opts.get(i, {})) if per_deal_opts else {}
                if rules.get("fold") == "compulsory":
                    opts["fold"] = "compulsory"
                f = fault if i == fault_deal else None
                d, inf = ulti_deal(rng, (dealer0 + i) % 3, tg, opts, f)
                deals.append(d)
                infos.append(inf)
        except Reject:
            continue
        tr = {
            "format": "trick-transcript/1",
            "game": "ulti",
            "rules": rules,
            "players": ["Anna", "Béla", "Csilla"],
            "meta": {"source": f"sim-faults-d/_gen.py ulti seed {seed} attempt {attempt}"},
            "deals": deals,
        }
        return tr, infos
    raise RuntimeError("no seed")


# ----------------------------------------------------------------------------- Rage

R_COLS = "RBGYPO"
R_ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
R_DECK = [c + str(v) for c in R_COLS for v in range(16)] + R_ACTIONS


def r_is_col(c):
    return c[0] in R_COLS and c[1:].isdigit()


def r_colour(c, named=None):
    if r_is_col(c):
        return c[0]
    if c == "WILD":
        return named
    return None


class Stock:
    def __init__(self, talon):
        self.talon = talon
        self.p = 0

    def turn(self):
        while True:
            if self.p >= len(self.talon):
                raise Reject("stock exhausted")
            c = self.talon[self.p]
            self.p += 1
            if r_is_col(c):
                return c[0]


def r_led(trick):
    for _, c, nm in trick:
        col = r_colour(c, nm)
        if col:
            return col
    return None


def r_winner(trick, trump):
    led = r_led(trick)
    if led is None:
        return 0
    best, bestv = None, None
    for i, (_, c, nm) in enumerate(trick):
        col = r_colour(c, nm)
        if col is None:
            continue
        v = (
            int(c[1:]) if r_is_col(c) else 16 + i
        )  # wild: highest of its colour; a later wild beats an earlier
        if trump and col == trump:
            key = (2, v)
        elif col == led:
            key = (1, v)
        else:
            continue
        if bestv is None or key > bestv:
            best, bestv = i, key
    return best


def r_legal(hand, trick):
    led = r_led(trick)
    if led is None:
        return list(hand)
    follow = [c for c in hand if r_is_col(c) and c[0] == led]
    return follow or list(hand)


def rage_round(rng, n, m, dealer, rules, fault=None, prev_tot=None):
    deck = R_DECK[:]
    rng.shuffle(deck)
    hands = [deck[i * m : (i + 1) * m] for i in range(n)]
    talon = deck[n * m :]
    dealt = [h[:] for h in hands]
    stock = Stock(talon)
    trump = stock.turn()
    ev = []
    info = {"planted": []}
    order = [(dealer + 1 + i) % n for i in range(n)]
    bids = {}
    for k, s in enumerate(order):
        hi = m
        b = max(0, min(hi, int(round(rng.gauss(m / n, 1)))))
        if rules.get("plus_minus_one") and k == n - 1:
            forbidden = m - sum(bids.values())
            want_fault = fault and fault["kind"] == "bid_forbidden_plus_minus_one"
            if want_fault:
                if not (0 <= forbidden <= m):
                    raise Reject("forbidden bid out of range")
                b = forbidden
            elif b == forbidden:
                b = b + 1 if b + 1 <= m else b - 1
        bids[s] = b
    bid_events = [{"type": "bid", "seat": s, "bid": bids[s]} for s in order]
    if rules.get("hidden_bid"):
        rng.shuffle(bid_events)
    secret = rules.get("secret_bid")
    if not secret:
        ev += bid_events
        if fault and fault["kind"] == "bid_forbidden_plus_minus_one":
            info["planted"].append((len(ev) - 1, "bid_forbidden_plus_minus_one", order[-1]))

    hand = [h[:] for h in hands]
    leader = (dealer + 1) % n
    tricks = [0] * n
    bonus = [0] * n
    ootrick = fault.get("trick", 1) if fault and fault["kind"] == "out_of_turn" else None
    cnih = fault and fault["kind"] == "card_not_in_hand"
    if ootrick is not None and ootrick >= m:
        raise Reject("trick index")
    for t in range(m):
        trick = []
        special = 0
        notrump = False
        start = leader
        if ootrick == t:
            start = (leader + 1) % n
        for i in range(n):
            s = (start + i) % n
            legal = r_legal(hand[s], trick)
            if special:
                alt = [c for c in legal if c not in ("NOTRUMP", "CHANGE")]
                if not alt:
                    raise Reject("second trump-changing card forced")
                legal = alt
            c = rng.choice(legal)
            nm = None
            if c == "WILD":
                nm = rng.choice(list(R_COLS))
            if c == "CHANGE":
                trump = stock.turn()
                special += 1
            if c == "NOTRUMP":
                notrump = True
                special += 1
            hand[s].remove(c)
            e = {"type": "play", "seat": s, "card": c}
            if nm:
                e["named"] = nm
            if ootrick == t and i == 0:
                info["planted"].append((len(ev), "out_of_turn", s))
            ev.append(e)
            trick.append((s, c, nm))
        eff = None if notrump else trump
        wi = r_winner(trick, eff)
        ws = trick[wi][0]
        tricks[ws] += 1
        for _, c, _ in trick:
            if c == "PLUS5":
                bonus[ws] += 5
            if c == "MINUS5":
                bonus[ws] -= 5
        if cnih and t == m - 1:
            # record a card from the unturned stock instead of one seat's last card, same colour,
            # not changing the trick's winner
            done = False
            for i, (s, c, _nm) in enumerate(trick):
                if s == ws or not r_is_col(c):
                    continue
                tail = talon[stock.p + 3 :]
                for x in tail:
                    if r_is_col(x) and x[0] == c[0]:
                        t2 = list(trick)
                        t2[i] = (s, x, None)
                        if t2[r_winner(t2, eff)][0] == ws:
                            idx = len(ev) - n + i
                            assert ev[idx]["card"] == c
                            ev[idx]["card"] = x
                            info["planted"].append((idx, "card_not_in_hand", s))
                            info["cnih"] = (c, x)
                            done = True
                            break
                if done:
                    break
            if not done:
                raise Reject("no card_not_in_hand spot")
        if notrump:
            trump = stock.turn()
        leader = ws
    if secret:
        ev += bid_events
    durch_seat = None
    scores = []
    for s in range(n):
        tp = tricks[s]
        if rules.get("durch") and m > 1 and tricks[s] == m:
            tp = 2 * m
            durch_seat = s
        sc = tp + bonus[s] + (10 if bids[s] == tricks[s] else -5)
        scores.append(sc)
    info.update(bids=bids, tricks=tricks, bonus=bonus, scores=scores, durch=durch_seat)
    return {"dealer": dealer, "hands": dealt, "talon": talon, "events": ev}, info


def rage_session(seed, n, rules, fault_deal=None, fault=None, dealer0=0, need=None):
    names = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "Filip", "Gita", "Hynek"][:n]
    for attempt in range(20000):
        rng = random.Random(seed * 7919 + attempt)
        deals, infos = [], []
        tot = [0] * n
        try:
            for k in range(10):
                f = fault if k == fault_deal else None
                d, inf = rage_round(rng, n, 10 - k, (dealer0 + k) % n, rules, f)
                sc = list(inf["scores"])
                ev = d["events"]
                rec_sc = list(sc)
                if f and f["kind"] == "wrong_score":
                    s = f["seat"]
                    rec_sc[s] = sc[s] + f["delta"]
                for s in range(n):
                    ev.append({"type": "score", "party": s, "points": rec_sc[s]})
                    if f and f["kind"] == "wrong_score" and s == f["seat"]:
                        inf["planted"].append((len(ev) - 1, "wrong_score", s))
                for s in range(n):
                    tot[s] += sc[s]
                inf["totals"] = list(tot)
                deals.append(d)
                infos.append(inf)
        except Reject:
            continue
        if need and not need(infos):
            continue
        # totals, written afterwards (a wrong score may be carried into the sheet's totals)
        sheet = [0] * n
        for k, d in enumerate(deals):
            f = fault if k == fault_deal else None
            ev = d["events"]
            for s in range(n):
                v = next(e["points"] for e in ev if e["type"] == "score" and e["party"] == s)
                sheet[s] += v
            for s in range(n):
                val = sheet[s]
                if f and f["kind"] == "wrong_total" and s == f["seat"]:
                    val += f["delta"]
                    infos[k]["planted"].append((len(ev), "wrong_total", s))
                if (
                    fault
                    and fault["kind"] == "wrong_score"
                    and fault.get("carry")
                    and s == fault["seat"]
                    and k >= fault_deal
                ):
                    infos[k].setdefault("carried", []).append(len(ev))
                if not (fault and fault["kind"] == "wrong_score" and fault.get("carry")):
                    # keep the sheet's totals equal to the rules
                    val = infos[k]["totals"][s] + (
                        f["delta"] if f and f["kind"] == "wrong_total" and s == f["seat"] else 0
                    )
                ev.append({"type": "total", "party": s, "points": val})
        tr = {
            "format": "trick-transcript/1",
            "game": "rage",
            "rules": rules,
            "players": names,
            "meta": {"source": f"sim-faults-d/_gen.py rage seed {seed} attempt {attempt}"},
            "deals": deals,
        }
        return tr, infos
    raise RuntimeError("no seed")


# ----------------------------------------------------------------------------- files


def write(name, tr, infos, note):
    tr["meta"]["note"] = note
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as fh:
        json.dump(tr, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    print(f"== {name}: {note}")
    for i, inf in enumerate(infos):
        keep = {k: v for k, v in inf.items() if k not in ("payments",)}
        if tr["game"] == "ulti":
            keep["payments"] = inf.get("payments")
        print(f"   deal {i}: {keep}")


P, PR, U, UR, B, RB = (
    ("party", False),
    ("party", True),
    ("ulti", False),
    ("ulti", True),
    ("betli", False),
    ("rebetli", False),
)


def main():
    std = {"preset": "standard"}
    # --- Ulti: 4-deal sessions, dealer rotating
    tr, inf = ulti_session(
        11,
        [U, P, B, PR],
        std,
        per_deal_opts={0: {"double": ("ulti", 2)}, 1: {"fold_now": True}, 2: {"double": ("betli", 2)}},
    )
    write(
        "01-ulti-clean-contras-fold.json",
        tr,
        inf,
        "clean: ulti with contra on ulti, voluntary fold, betli with one contra, red party",
    )
    tr, inf = ulti_session(
        12,
        [PR, P, UR, RB],
        {"preset": "standard", "fold": "compulsory"},
        per_deal_opts={0: {"double": ("party", 4)}},
    )
    write(
        "02-ulti-clean-compulsory-fold.json",
        tr,
        inf,
        "clean, fold compulsory: red party with contra+recontra, plain party folded, red ulti, rebetli",
    )
    tr, inf = ulti_session(13, [P, U, PR, U], std, fault_deal=2, fault={"kind": "revoke", "from_trick": 3})
    write("03-ulti-revoke.json", tr, inf, "revoke in deal 2")
    tr, inf = ulti_session(
        14,
        [P, B, P, P],
        {"preset": "ultinet"},
        fault_deal=3,
        fault={"kind": "failure_to_trump", "from_trick": 2},
        per_deal_opts={i: {"no_silent_ulti": True} for i in range(4)},
    )
    write("04-ulti-ultinet-failure-to-trump.json", tr, inf, "ultinet preset; failure to trump in deal 3")
    tr, inf = ulti_session(
        15, [PR, U, B, P], std, fault_deal=2, fault={"kind": "failure_to_overtake", "from_trick": 4}
    )
    write("05-ulti-failure-to-overtake.json", tr, inf, "failure to overtake in deal 2")
    tr, inf = ulti_session(16, [P, PR, U, B], std, fault_deal=3, fault={"kind": "illegal_discard"})
    write("06-ulti-illegal-discard.json", tr, inf, "discard without taking the talon in deal 3")
    tr, inf = ulti_session(17, [U, P, RB, PR], std, fault_deal=2, fault={"kind": "illegal_bid"})
    write(
        "07-ulti-illegal-bid.json",
        tr,
        inf,
        "ulti bid over betli in deal 2 (5 points, 2 goals < 5 points, 1 goal)",
    )
    tr, inf = ulti_session(18, [PR, B, U, P], std, fault_deal=2, fault={"kind": "wrong_payment"})
    write("08-ulti-wrong-payment.json", tr, inf, "one payment doubled in deal 2")

    # --- Rage: 10-round sessions
    tr, inf = rage_session(21, 4, {"preset": "standard", "plus_minus_one": True})
    write("09-rage-clean-pm1-4p.json", tr, inf, "clean 4-player session, plus/minus one")
    tr, inf = rage_session(
        22,
        5,
        {"preset": "standard", "hidden_bid": True, "durch": True},
        dealer0=2,
        need=lambda infos: any(i["durch"] is not None for i in infos[:9]),
    )
    write(
        "10-rage-clean-hidden-durch.json",
        tr,
        inf,
        "clean 5-player session, hidden bids, durch (a durch occurs)",
    )
    tr, inf = rage_session(
        24,
        6,
        {"preset": "standard", "secret_bid": True},
        fault_deal=3,
        fault={"kind": "out_of_turn", "trick": 2},
    )
    write("11-rage-secret-out-of-turn.json", tr, inf, "secret bids; wrong seat leads trick 2 of deal 3")
    tr, inf = rage_session(
        25, 4, {"preset": "standard", "durch": True}, fault_deal=5, fault={"kind": "card_not_in_hand"}
    )
    write("12-rage-card-not-in-hand.json", tr, inf, "a stock card recorded for a seat's last card in deal 5")
    tr, inf = rage_session(
        26,
        5,
        {"preset": "standard"},
        fault_deal=6,
        fault={"kind": "wrong_score", "seat": 2, "delta": 2, "carry": True},
    )
    write("13-rage-wrong-score.json", tr, inf, "seat 2's round score +2 in deal 6, carried into the totals")
    tr, inf = rage_session(
        27, 3, {"preset": "standard"}, fault_deal=9, fault={"kind": "wrong_total", "seat": 1, "delta": -10}
    )
    write("14-rage-wrong-total.json", tr, inf, "seat 1's running total -10 in deal 9 (last)")


if __name__ == "__main__":
    main()
