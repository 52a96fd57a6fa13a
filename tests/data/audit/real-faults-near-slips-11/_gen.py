"""Blind generator (does not import validator): real table faults that change a trick's shape.

Danish Tarok (7), Ulti (6), Rage (2). Each file: one clean deal (Rage: two rounds) with one
planted fault. Run: python _gen.py [--check-examples]
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).parent

# ----------------------------------------------------------------------------- generic trick play


class Fault:
    def __init__(self, kind, trick, role=0, pos="end", second=None):
        self.kind = kind  # double | skip | repeat | wrongleader
        self.trick = trick  # 0-based trick index
        self.role = role  # 0 leader, 1 second, 2 third (position in the trick's order)
        self.pos = pos  # double: "immediate" (right after its first) or "end" (after everyone)
        self.second = second  # double: "win" | "lose"


def play_deal(game, hands, leader, fault, rng, policy):
    """Return (tricks, info). tricks: list of dicts {plays: [(seat, card)], winner}.

    game provides: n, legal(hand, trick_cards, ctx), winner(trick_cards), and ctx.
    policy(seat, legal_cards, trick, ctx) -> card.
    """
    n = game.n
    hands = {s: list(h) for s, h in hands.items()}
    played_by = {s: [] for s in hands}
    ntricks = game.ntricks
    tricks = []
    info = {"ok": True}
    for t in range(ntricks):
        if fault and fault.kind == "wrongleader" and t == fault.trick:
            wrong = (leader + 1) % n
            info["due_leader"] = leader
            leader = wrong
        order = [(leader + i) % n for i in range(n)]
        order = [s for s in order if hands[s]]
        if not order:
            break
        if hands[leader] == [] and order:
            info["leader_empty"] = leader
        plays = []
        skipper = None
        if fault and fault.kind == "skip" and t == fault.trick:
            skipper = order[fault.role]
            info["skipper"] = skipper
        for i, s in enumerate(order):
            if s == skipper:
                continue
            hand = hands[s]
            if fault and fault.kind == "repeat" and t == fault.trick and i == fault.role:
                cand = game.repeat_candidates(played_by[s], [c for _, c in plays], hands[s], game)
                if not cand:
                    return None, {"ok": False}
                c = rng.choice(cand)
                plays.append((s, c))
                info["repeat"] = (s, c)
                continue
            legal = game.legal(hand, [c for _, c in plays], t)
            if not legal:
                return None, {"ok": False}
            c = policy(s, legal, plays, t, hands)
            hand.remove(c)
            played_by[s].append(c)
            plays.append((s, c))
            if fault and fault.kind == "double" and t == fault.trick and i == fault.role:
                if fault.pos == "immediate":
                    ok = _extra(game, s, hands, plays, fault, rng, played_by, t, final=False)
                    if not ok:
                        return None, {"ok": False}
        if fault and fault.kind == "double" and t == fault.trick and fault.pos == "end":
            s = order[fault.role]
            ok = _extra(game, s, hands, plays, fault, rng, played_by, t, final=True)
            if not ok:
                return None, {"ok": False}
        w = game.winner([c for _, c in plays], [s for s, _ in plays])
        tricks.append({"plays": plays, "winner": w})
        leader = w
        if not hands[leader]:
            # the winner has no card left (he played two to one trick): next seat with cards leads
            nxt = [(leader + i) % n for i in range(1, n) if hands[(leader + i) % n]]
            if nxt and any(hands.values()):
                info["winner_empty_next_leads"] = nxt[0]
                leader = nxt[0]
    info["spare"] = {s: h for s, h in hands.items() if h}
    return tricks, info


def _extra(game, s, hands, plays, fault, rng, played_by, t, final):
    hand = hands[s]
    if not hand:
        return False
    cards = [c for _, c in plays]
    seats = [x for x, _ in plays]
    # prefer a card that follows the led suit as the table would not notice otherwise
    led = game.led_suit(cards)
    cand = []
    for c in hand:
        w = game.winner(cards + [c], seats + [s])
        wins = w == s and game.winner(cards + [c], seats + [-1]) == -1
        if fault.second == "win" and not wins:
            continue
        if fault.second == "lose" and wins:
            continue
        if game.bad_extra(c):
            continue
        cand.append(c)
    follow = [c for c in cand if game.suit(c) == led]
    pool = follow or cand
    if not pool:
        return False
    c = rng.choice(pool)
    if not final and fault.second is not None:
        # the remaining followers may still change who wins; checked by caller via retry
        pass
    hand.remove(c)
    played_by[s].append(c)
    plays.append((s, c))
    return True


# ----------------------------------------------------------------------------- Danish Tarok

DK_SUITS = "HDSC"
DK_RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
DK_BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]


def dk_deck():
    d = []
    for s in DK_SUITS:
        for r in DK_RED_ORDER:
            d.append(r + s)
    d += ["T%d" % i for i in range(1, 22)] + ["JOKER"]
    return d


def dk_suit(c):
    if c == "JOKER":
        return "J"
    if c.startswith("T"):
        return "T"
    return c[-1]


def dk_strength(c):
    if c.startswith("T"):
        return int(c[1:])
    s = c[-1]
    r = c[:-1]
    order = DK_RED_ORDER if s in "HD" else DK_BLACK_ORDER
    return 14 - order.index(r)


def dk_value(c):
    if c in ("T1", "T21", "JOKER") or c[0] == "K" and c != "KJOKER":
        return 4
    if c.startswith("T"):
        return 0
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)


class Danish:
    n = 3
    ntricks = 25

    @staticmethod
    def suit(c):
        return dk_suit(c)

    @staticmethod
    def led_suit(cards):
        for c in cards:
            if c != "JOKER":
                return dk_suit(c)
        return None

    @staticmethod
    def bad_extra(c):
        return c == "JOKER"

    @staticmethod
    def legal(hand, cards, t):
        nj = [c for c in hand if c != "JOKER"]
        if not cards:
            return nj or hand
        led = Danish.led_suit(cards)
        f = [c for c in nj if dk_suit(c) == led]
        if f:
            return f
        tr = [c for c in nj if dk_suit(c) == "T"]
        if tr:
            return tr
        return nj or hand

    @staticmethod
    def winner(cards, seats):
        led = Danish.led_suit(cards)
        best = None
        for c, s in zip(cards, seats):
            if c == "JOKER":
                continue
            su = dk_suit(c)
            key = (2, dk_strength(c)) if su == "T" else ((1, dk_strength(c)) if su == led else (0, 0))
            if best is None or key > best[0]:
                best = (key, s)
        return best[1]

    @staticmethod
    def repeat_candidates(played, cards, hand, game):
        led = Danish.led_suit(cards)
        pool = [c for c in played if dk_value(c) == 0 and c != "JOKER"]
        if led is None:
            return pool
        # a card of the led suit, and the seat still holds that suit (it would have to follow)
        return [c for c in pool if dk_suit(c) == led]


def dk_make(idx, desc, seed, fault, penalty_seat_fn, note):
    """Build one Danish file. penalty_seat_fn(info, tricks) -> seat fined (large) or None."""
    rng = random.Random(seed)
    for attempt in range(20000):
        deck = dk_deck()
        rng.shuffle(deck)
        dealer = 0
        hands = {0: deck[:28], 1: deck[28:53], 2: deck[53:78]}
        # skat: three lowest non-trump non-court cards of the dealer
        pips = [c for c in hands[0] if not c.startswith("T") and c != "JOKER" and dk_value(c) == 0]
        if len(pips) < 3:
            continue
        skat = rng.sample(pips, 3)
        play_hands = {0: [c for c in hands[0] if c not in skat], 1: list(hands[1]), 2: list(hands[2])}
        if any(dk_declarations(h) for h in play_hands.values()):
            continue
        if any(not [c for c in h if c.startswith("T")] for h in play_hands.values()):
            continue
        joker_holder = [s for s in play_hands if "JOKER" in play_hands[s]][0]

        def policy(s, legal, plays, t, hs):
            # the Joker's holder plays it at his first turn as a follower (never in the fault trick)
            if s == joker_holder and "JOKER" in hs[s] and plays and t != fault.trick and t < 20:
                return "JOKER"
            return rng.choice(legal)

        class G(Danish):
            @staticmethod
            def legal(hand, cards, t):
                lg = Danish.legal(hand, cards, t)
                return lg

        tricks, info = play_deal(G, play_hands, (dealer + 1) % 3, fault, rng, policy)
        if tricks is None:
            continue
        if not dk_check(tricks, fault, info):
            continue
        # the second card's outcome as wanted
        if fault.kind == "double":
            tr = tricks[fault.trick]
            s = [x for x, _ in tr["plays"]]
            dbl = [x for x in set(s) if s.count(x) == 2][0]
            second = [c for x, c in tr["plays"] if x == dbl][1]
            best = _dk_best(tr["plays"])
            if (fault.second == "win") != (best == second):
                continue
            if any(c == "JOKER" for _, c in tr["plays"]):
                continue
        if "JOKER" in [c for tr in tricks[-3:] for _, c in tr["plays"]]:
            continue
        last = tricks[-1]
        if any(c[0] == "K" or c == "T1" for _, c in last["plays"] if c != "JOKER"):
            continue
        won = [sum(1 for tr in tricks if tr["winner"] == s) for s in range(3)]
        if min(won) == 0:
            continue
        if any(c[0] == "K" or c == "T1" for tr in tricks[fault.trick : fault.trick + 1] for _, c in tr["plays"]) and fault.kind != "double":
            pass
        break
    else:
        raise SystemExit("no deal for %s" % desc)

    events = []
    for s in range(3):
        events.append(pay(s, "pagat_pool", 20, "foundation"))
    for s in range(3):
        events.append(pay(s, "king_pool", 20, "foundation"))
    events.append(pay(0, "pagat_pool", 5, "deal_fee"))
    events.append(pay(0, "king_pool", 5, "deal_fee"))
    events.append({"type": "discard", "seat": 0, "cards": skat})
    for s in (0, 1, 2):
        events.append({"type": "declare", "seat": s, "items": []})
    fault_event = None
    pen_seat = penalty_seat_fn(info, tricks)
    piles = {0: list(skat), 1: [], 2: []}
    trick_pts = [0, 0, 0]
    trick_pts[0] += 1  # the skat counts one point, the dealer's
    expected = []
    for t, tr in enumerate(tricks):
        seen = {}
        for s, c in tr["plays"]:
            ev = {"type": "play", "seat": s, "card": c}
            if fault.trick == t and fault_event is None:
                if fault.kind == "double" and s in seen:
                    fault_event = len(events)
                if fault.kind == "repeat" and info.get("repeat") == (s, c):
                    fault_event = len(events)
            seen[s] = 1
            events.append(ev)
        if fault.kind in ("skip", "wrongleader") and t == fault.trick:
            # the first card of the trick that was not due: for skip, the card after the skipper's
            # turn; for a wrong leader, the lead itself
            idx0 = len(events) - len(tr["plays"])
            if fault.kind == "wrongleader":
                fault_event = idx0
            else:
                sk = info["skipper"]
                pos = fault.role
                fault_event = idx0 + pos if pos < len(tr["plays"]) else None
        w = tr["winner"]
        trick_pts[w] += 1
        for s, c in tr["plays"]:
            if c == "JOKER" and t != len(tricks) - 1:
                piles[s].append(c)
            else:
                piles[w].append(c)
        if fault.trick == t and pen_seat is not None:
            events.append({"type": "penalty", "party": pen_seat, "code": "out_of_turn", "amount": 20})
            events.append(pay(pen_seat, "pagat_pool", 20, "penalty"))
            events.append(pay(pen_seat, "king_pool", 20, "penalty"))
        if t != len(tricks) - 1:
            for s, c in tr["plays"]:
                if c == "JOKER":
                    continue
                if (c[0] == "K" or c == "T1") and w != s:
                    pool = "king_pool" if c[0] == "K" else "pagat_pool"
                    reason = "king_lost" if c[0] == "K" else "pagat_lost"
                    for o in range(3):
                        if o != s:
                            events.append(pay(s, o, 5, reason))
                    events.append(pay(s, pool, 5, reason))
                if c == "T1" and w == s:
                    for o in range(3):
                        if o != s:
                            events.append(pay(o, s, 5, "pagat_trick"))
    lw = tricks[-1]["winner"]
    for o in range(3):
        if o != lw:
            events.append(pay(o, lw, 20, "last_trick"))
    pts = [trick_pts[s] + sum(dk_value(c) for c in piles[s]) for s in range(3)]
    new_dealer = 1
    for s in range(3):
        if s == new_dealer:
            continue
        d = pts[s] - 26
        amt = 5 * round(d / 5)
        if amt > 0:
            events.append(pay(new_dealer, s, amt, "card_points"))
        elif amt < 0:
            events.append(pay(s, new_dealer, -amt, "card_points"))
    doc = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {"preset": "standard"},
        "players": ["Agata", "Bogdan", "Cezary"],
        "meta": {"audit": "real-faults-near-slips-11", "description": desc, "seed": seed},
        "deals": [{"dealer": 0, "hands": [hands[0], hands[1], hands[2]], "events": events}],
    }
    summary = {
        "file": "%02d-%s.json" % (idx, note),
        "fault_event": fault_event,
        "penalty_seat": pen_seat,
        "card_points": pts,
        "tricks_won": [sum(1 for tr in tricks if tr["winner"] == s) for s in range(3)],
        "info": {k: v for k, v in info.items() if k != "spare"},
        "spare": info["spare"],
        "fault_trick": fault.trick,
        "fault_trick_plays": tricks[fault.trick]["plays"] if fault.trick < len(tricks) else None,
        "last_trick": tricks[-1]["plays"],
        "ntricks": len(tricks),
    }
    return doc, summary


def _dk_best(plays):
    cards = [c for _, c in plays]
    seats = list(range(len(cards)))
    i = Danish.winner(cards, seats)
    return cards[i]


def dk_check(tricks, fault, info):
    return True


def dk_declarations(hand):
    h = set(hand)
    trumps = sum(1 for c in hand if c.startswith("T")) + (1 if "JOKER" in h else 0)
    if trumps >= 10:
        return True
    if {"JOKER", "T21", "T1"} <= h:
        return True
    for s in DK_SUITS:
        courts = sum(1 for r in "KQNJ" if r + s in h)
        if courts == 4 or (courts == 3 and "JOKER" in h):
            return True
    kings = sum(1 for s in DK_SUITS if "K" + s in h)
    if kings == 4 or (kings == 3 and "JOKER" in h):
        return True
    return False


def pay(a, b, amt, reason):
    return {"type": "payment", "from": a, "to": b, "amount": amt, "reason": reason}


# ----------------------------------------------------------------------------- Ulti

U_SUITS = "HDSC"
U_TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]
U_NT_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]


def u_deck():
    return [r + s for s in U_SUITS for r in U_TRUMP_ORDER]


def u_suit(c):
    return c[-1]


class Ulti:
    n = 3
    ntricks = 10
    trump = None  # set per deal

    def __init__(self, trump):
        self.trump = trump

    def suit(self, c):
        return c[-1]

    def led_suit(self, cards):
        return cards[0][-1] if cards else None

    def bad_extra(self, c):
        return False

    def strength(self, c):
        order = U_TRUMP_ORDER if self.trump else U_NT_ORDER
        return 8 - order.index(c[:-1])

    def key(self, c, led):
        if self.trump and c[-1] == self.trump:
            return (2, self.strength(c))
        if c[-1] == led:
            return (1, self.strength(c))
        return (0, 0)

    def winner(self, cards, seats):
        led = cards[0][-1]
        best = max(range(len(cards)), key=lambda i: (self.key(cards[i], led), -i))
        return seats[best]

    def legal(self, hand, cards, t):
        if not cards:
            return list(hand)
        led = cards[0][-1]
        f = [c for c in hand if c[-1] == led]
        if not f and self.trump:
            f = [c for c in hand if c[-1] == self.trump]
        if not f:
            return list(hand)
        best = max(self.key(c, led) for c in cards)
        beat = [c for c in f if self.key(c, led) > best]
        return beat or f

    def repeat_candidates(self, played, cards, hand, game):
        if not cards:
            return [c for c in played if not (self.trump and c[-1] == self.trump)]
        led = cards[0][-1]
        return [c for c in played if c[-1] == led]


def u_points(cards):
    return sum(10 for c in cards if c[:-1] in ("A", "10"))


def u_make(idx, note, desc, seed, contract, fault, design):
    """contract: dict(goals, red, trump, kind('trump'|'nt'))."""
    rng = random.Random(seed)
    for attempt in range(50000):
        dealer = 0
        decl = 1
        hands12, hands, discard = design(rng)
        if hands12 is None:
            continue
        trump = contract["trump"]
        game = Ulti(trump)
        ulti7 = ("7" + trump) if "ulti" in contract["goals"] else None

        def policy(s, legal, plays, t, hs):
            lg = list(legal)
            if ulti7 and s == decl and ulti7 in lg and len(lg) > 1:
                lg.remove(ulti7)
            if contract.get("policy"):
                return contract["policy"](s, lg, plays, t, hs, rng, game)
            if ulti7 and s == decl and not plays:
                tr = [c for c in lg if c[-1] == trump and c != ulti7]
                if tr:
                    return max(tr, key=game.strength)
            return rng.choice(lg)

        tricks, info = play_deal(game, {s: list(h) for s, h in hands.items()}, decl, fault, rng, policy)
        if tricks is None:
            continue
        if fault.kind == "double":
            tr = tricks[fault.trick]
            ss = [x for x, _ in tr["plays"]]
            dbl = [x for x in set(ss) if ss.count(x) == 2][0]
            second = [c for x, c in tr["plays"] if x == dbl][1]
            cards = [c for _, c in tr["plays"]]
            bi = game.winner(cards, list(range(len(cards))))
            if (fault.second == "win") != (cards[bi] == second):
                continue
            if contract.get("faulter") is not None and dbl != contract["faulter"]:
                continue
        res = u_settle(contract, tricks, hands, discard, game, decl)
        if res is None:
            continue
        if contract.get("want") and not contract["want"](res, tricks, info):
            continue
        break
    else:
        raise SystemExit("no deal for %s" % note)
    events = []
    events.append({"type": "discard", "seat": decl, "cards": discard})
    bid = {"goals": contract["goals"], "red": contract["red"]}
    events.append({"type": "bid", "seat": decl, "bid": bid})
    events.append({"type": "bid", "seat": 2, "bid": "pass"})
    events.append({"type": "bid", "seat": 0, "bid": "pass"})
    events.append({"type": "bid", "seat": 1, "bid": "pass"})
    if trump is None:
        events.append({"type": "announce", "seat": decl, "items": [{"kind": "no-trump"}]})
    elif trump != "H":
        events.append({"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]})
    fault_event = None
    marriages = res["marriages"]
    first_card_done = set()
    for t, tr in enumerate(tricks):
        seen = {}
        start = len(events)
        for k, (s, c) in enumerate(tr["plays"]):
            if t == 0 and s not in first_card_done and marriages.get(s):
                events.append({"type": "declare", "seat": s, "items": [{"kind": "marriage", "points": p} for p in marriages[s]]})
            first_card_done.add(s)
            if fault.trick == t and fault_event is None:
                if fault.kind == "double" and s in seen:
                    fault_event = len(events)
                if fault.kind == "repeat" and info.get("repeat") == (s, c):
                    fault_event = len(events)
                if fault.kind == "wrongleader" and k == 0:
                    fault_event = len(events)
                if fault.kind == "skip" and k == fault.role:
                    fault_event = len(events)
            if fault.kind == "skip" and t == fault.trick + 1 and k == 0 and fault_event is None:
                fault_event = len(events)  # the last seat skipped: the next lead comes too early
            seen[s] = 1
            events.append({"type": "play", "seat": s, "card": c})
    for p in res["payments"]:
        events.append(p)
    doc = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "standard"},
        "players": ["Anna", "Béla", "Csilla"],
        "meta": {"audit": "real-faults-near-slips-11", "description": desc, "seed": seed},
        "deals": [{"dealer": 0, "hands": [hands12[0], hands12[1], hands12[2]], "events": events}],
    }
    summary = {
        "file": "%02d-%s.json" % (idx, note),
        "fault_event": fault_event,
        "fault_trick": fault.trick,
        "fault_trick_plays": tricks[fault.trick]["plays"],
        "last_trick": tricks[-1]["plays"],
        "ntricks": len(tricks),
        "info": {k: v for k, v in info.items() if k != "spare"},
        "spare": info["spare"],
        "result": {k: v for k, v in res.items() if k != "payments"},
        "payments": res["payments"],
    }
    return doc, summary


def u_settle(contract, tricks, hands, discard, game, decl):
    trump = contract["trump"]
    goals = contract["goals"]
    mult = 2 if contract["red"] else 1
    defs = [s for s in range(3) if s != decl]
    won = {s: [] for s in range(3)}
    for tr in tricks:
        won[tr["winner"]] += [c for _, c in tr["plays"]]
    dtricks = sum(1 for tr in tricks if tr["winner"] == decl)
    out = {"decl_tricks": dtricks, "trick_winners": [tr["winner"] for tr in tricks]}
    payments = []
    marriages = {}
    if trump and not any(g in goals for g in ("40-100", "20-100", "durchmarsch")):
        for s in range(3):
            ms = []
            h = hands[s]
            for su in U_SUITS:
                if "K" + su in h and "Q" + su in h:
                    ms.append(40 if su == trump else 20)
            if ms:
                marriages[s] = sorted(ms, reverse=True)
    out["marriages"] = marriages
    if trump:
        dp = u_points(won[decl]) + (10 if tricks[-1]["winner"] == decl else 0) + sum(marriages.get(decl, []))
        fp = u_points(won[defs[0]] + won[defs[1]] + discard) + (10 if tricks[-1]["winner"] != decl else 0)
        fp += sum(sum(marriages.get(s, [])) for s in defs)
        out["decl_points"] = dp
        out["def_points"] = fp
        if dp >= 100 or fp >= 100:
            return None
        # silent bonuses avoided: trump seven in the last trick only for an ulti bid
        last = tricks[-1]
        t7 = "7" + trump
        in_last = [s for s, c in last["plays"] if c == t7]
        if "ulti" not in goals and in_last:
            return None
        party_won = dp > fp and dtricks >= 1
        out["party_won"] = party_won
        if dtricks == len(tricks):
            return None  # silent durchmarsch avoided
        v = 1 * mult
        for d in defs:
            payments.append(pay(d, decl, v, "party") if party_won else pay(decl, d, v, "party"))
        if "ulti" in goals:
            ulti_won = bool(in_last) and in_last[0] == decl and last["winner"] == decl
            out["ulti_won"] = ulti_won
            for d in defs:
                if ulti_won:
                    payments.append(pay(d, decl, 4 * mult, "ulti"))
                else:
                    payments.append(pay(decl, d, 4 * mult, "ulti"))
                    payments.append(pay(decl, d, 4 * mult, "ulti-penalty"))
    else:
        if goals == ["betli"]:
            okk = dtricks == 0
            out["betli_won"] = okk
            for d in defs:
                payments.append(pay(d, decl, 5, "betli") if okk else pay(decl, d, 5, "betli"))
        elif goals == ["durchmarsch"]:
            okk = dtricks == len(tricks)
            out["durchmarsch_won"] = okk
            for d in defs:
                payments.append(pay(d, decl, 6, "durchmarsch") if okk else pay(decl, d, 6, "durchmarsch"))
    out["payments"] = payments
    return out


def u_random_design(rng):
    deck = u_deck()
    rng.shuffle(deck)
    h = {0: deck[0:10], 1: deck[10:22], 2: deck[22:32]}
    return h


# ----------------------------------------------------------------------------- Rage

R_COLOURS = "RBGYPO"


def r_deck():
    d = [c + str(v) for c in R_COLOURS for v in range(16)]
    d += ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
    return d


class Rage:
    def __init__(self, n, ncards, trump):
        self.n = n
        self.ntricks = ncards
        self.trump = trump

    def suit(self, c):
        return c[0]

    def led_suit(self, cards):
        return cards[0][0] if cards else None

    def bad_extra(self, c):
        return False

    def key(self, c, led):
        if c[0] == self.trump:
            return (2, int(c[1:]))
        if c[0] == led:
            return (1, int(c[1:]))
        return (0, 0)

    def winner(self, cards, seats):
        led = cards[0][0]
        best = max(range(len(cards)), key=lambda i: (self.key(cards[i], led), -i))
        return seats[best]

    def legal(self, hand, cards, t):
        if not cards:
            return list(hand)
        f = [c for c in hand if c[0] == cards[0][0]]
        return f or list(hand)

    def repeat_candidates(self, played, cards, hand, game):
        return []


def r_round(rng, n, ncards, dealer, fault, bids_fn=None):
    for attempt in range(20000):
        colour = [c for c in r_deck() if c[0] in R_COLOURS and len(c) <= 3 and c[1:].isdigit()]
        rng.shuffle(colour)
        action = [c for c in r_deck() if not (c[0] in R_COLOURS and c[1:].isdigit())]
        hands = {s: colour[s * ncards : (s + 1) * ncards] for s in range(n)}
        rest = colour[n * ncards :]
        trump_card = rest[0]
        stock = rest[1:] + action
        rng.shuffle(stock)
        talon = [trump_card] + stock
        # hands as dealt are interleaved from one shuffled deck: order them as such
        game = Rage(n, ncards, trump_card[0])
        first = (dealer + 1) % n

        def policy(s, legal, plays, t, hs):
            return rng.choice(legal)

        tricks, info = play_deal(game, {s: list(h) for s, h in hands.items()}, first, fault, rng, policy)
        if tricks is None:
            continue
        if fault and fault.kind == "double":
            tr = tricks[fault.trick]
            ss = [x for x, _ in tr["plays"]]
            dbl = [x for x in set(ss) if ss.count(x) == 2][0]
            second = [c for x, c in tr["plays"] if x == dbl][1]
            cards = [c for _, c in tr["plays"]]
            bi = game.winner(cards, list(range(len(cards))))
            if (fault.second == "win") != (cards[bi] == second):
                continue
        return hands, talon, tricks, info
    raise SystemExit("no rage round")


def r_make(idx, note, desc, seed, n, fault_round, fault):
    rng = random.Random(seed)
    deals = []
    totals = [0] * n
    summary = {"file": "%02d-%s.json" % (idx, note), "rounds": []}
    for rnd in range(2):
        ncards = 10 - rnd
        dealer = rnd % n
        f = fault if rnd == fault_round else None
        hands, talon, tricks, info = r_round(rng, n, ncards, dealer, f)
        won = [sum(1 for tr in tricks if tr["winner"] == s) for s in range(n)]
        # bids: most seats bid what they will take; one seat misses by one
        bids = list(won)
        miss = rng.randrange(n)
        bids[miss] = won[miss] + 1 if won[miss] < ncards else won[miss] - 1
        events = []
        for i in range(n):
            s = (dealer + 1 + i) % n
            events.append({"type": "bid", "seat": s, "bid": bids[s]})
        fault_event = None
        for t, tr in enumerate(tricks):
            seen = {}
            for k, (s, c) in enumerate(tr["plays"]):
                if f and f.trick == t and fault_event is None:
                    if f.kind == "double" and s in seen:
                        fault_event = len(events)
                    if f.kind == "wrongleader" and k == 0:
                        fault_event = len(events)
                    if f.kind == "skip" and k == f.role:
                        fault_event = len(events)
                seen[s] = 1
                events.append({"type": "play", "seat": s, "card": c})
        scores = [won[s] + (10 if bids[s] == won[s] else -5) for s in range(n)]
        for s in range(n):
            events.append({"type": "score", "party": s, "points": scores[s]})
        for s in range(n):
            totals[s] += scores[s]
        for s in range(n):
            events.append({"type": "total", "party": s, "points": totals[s]})
        deals.append({"dealer": dealer, "hands": [hands[s] for s in range(n)], "talon": talon, "events": events})
        summary["rounds"].append(
            {
                "fault_event": fault_event,
                "won": won,
                "bids": bids,
                "scores": scores,
                "trump": talon[0],
                "fault_trick_plays": tricks[f.trick]["plays"] if f else None,
                "last": tricks[-1]["plays"],
                "info": {k: v for k, v in info.items() if k != "spare"},
                "spare": info["spare"],
            }
        )
    doc = {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": {"preset": "standard"},
        "players": ["Alena", "Boris", "Cyril", "Dana"][:n],
        "start": {"round": 1},
        "meta": {"audit": "real-faults-near-slips-11", "description": desc, "seed": seed},
        "deals": deals,
    }
    return doc, summary


# ----------------------------------------------------------------------------- the files


def dk_pen_double(info, tricks):
    return None  # set per file below


def main():
    files = []
    # ---- Danish: the fined seat is the one whose card was out of turn (§18 large)
    # 01: the leader plays a second card after the others, which wins; early trick (2nd)
    f = Fault("double", 1, role=0, pos="end", second="win")
    files.append(dk_make(1, "Danish: the leader of trick 2 adds a second card after the others have played and it wins; the table takes all four cards, fines him 20 to each pool (§18 large, a card out of turn); he has no card for the last trick, played by two.", 11, f, lambda i, t: t[1]["plays"][0][0], "dk-lead-double-wins-early"))
    # 02: the second seat plays two cards at once, the second loses; middle trick (13th)
    f = Fault("double", 12, role=1, pos="immediate", second="lose")
    files.append(dk_make(2, "Danish: the second seat of trick 13 drops two cards together, the second does not win; the table takes all four, fines 20 to each pool; last trick played by two.", 12, f, lambda i, t: t[12]["plays"][1][0], "dk-middle-double-loses-mid"))
    # 03: the last seat plays two cards to the second-to-last trick, the second wins
    f = Fault("double", 23, role=2, pos="end", second="win")
    files.append(dk_make(3, "Danish: the third seat of trick 24 (second-to-last) plays two cards, the second wins the trick; fined 20 to each pool; it has no card left, so the next seat leads the last trick, played by two.", 13, f, lambda i, t: t[23]["plays"][-1][0], "dk-last-double-wins-second-last"))
    # 04: the second seat skips trick 8 (the third plays before him; the table takes two cards)
    f = Fault("skip", 7, role=1)
    files.append(dk_make(4, "Danish: in trick 8 the second seat plays nothing, the third seat plays straight after the lead and the trick is taken with two cards; the third seat fined 20 to each pool (a card out of turn); the skipper keeps one spare card, unplayed at the end.", 14, f, lambda i, t: t[7]["plays"][1][0], "dk-follower-skips"))
    # 05: the leader skips trick 15 (the next seat leads)
    f = Fault("skip", 14, role=0)
    files.append(dk_make(5, "Danish: the winner of trick 14 does not lead; the next seat leads trick 15 and the third follows, two cards taken; the seat that led fined 20 to each pool (a lead out of turn); the winner of 14 keeps one spare card at the end.", 15, f, lambda i, t: t[14]["plays"][0][0], "dk-leader-skips"))
    # 06: a seat plays a card it already played (trick 11)
    f = Fault("repeat", 10, role=1)
    files.append(dk_make(6, "Danish: in trick 11 the second seat plays a pip card it had already played in an earlier trick (taken back from the pile); the table takes it; no fine recorded (not a card out of turn); the seat keeps one card unplayed at the end.", 16, f, lambda i, t: None, "dk-card-already-played"))
    # 07: the next lead made by a seat that did not win (trick 19)
    f = Fault("wrongleader", 18, role=0)
    files.append(dk_make(7, "Danish: trick 19 is led by the seat after the winner of trick 18; play goes on from it; that seat fined 20 to each pool (§18 large, a lead out of turn).", 17, f, lambda i, t: t[18]["plays"][0][0], "dk-wrong-leader"))

    # ---- Ulti
    def want_ulti(res, tricks, info):
        return res.get("ulti_won") and not res["party_won"] is None

    files.append(
        u_make(
            8,
            "ulti-red-defender-double-early",
            "Ulti: red ulti (party + ulti, hearts trumps). Trick 2: the second seat (a defender) plays two cards together, the second loses; the table takes four cards. Last trick played by two: Béla wins it with the trump seven (ulti made).",
            21,
            {"goals": ["ulti"], "red": True, "trump": "H", "faulter": 2, "want": lambda r, t, i: r.get("ulti_won")},
            Fault("double", 1, role=1, pos="immediate", second="lose"),
            u_design_ulti,
        )
    )
    files.append(
        u_make(
            9,
            "betli-declarer-double-wins",
            "Ulti: betli. Trick 1: Béla (declarer) leads the seven of clubs and, after both defenders have followed, drops his ace of clubs too, which wins the trick: betli lost at that trick. Last trick played by the two defenders.",
            22,
            {"goals": ["betli"], "red": False, "trump": None, "faulter": 1, "want": lambda r, t, i: not r["betli_won"] and r["decl_tricks"] == 1, "policy": betli_policy},
            Fault("double", 0, role=0, pos="end", second="win"),
            u_design_betli,
        )
    )
    files.append(
        u_make(
            10,
            "durchmarsch-last-seat-skips",
            "Ulti: durchmarsch without trumps. Trick 6: the third seat plays nothing; Béla leads trick 7 at once (he won trick 6 with two cards in it). Béla takes all ten tricks; the skipper is left with one card.",
            23,
            {"goals": ["durchmarsch"], "red": False, "trump": None, "want": lambda r, t, i: r["durchmarsch_won"], "policy": durch_policy},
            Fault("skip", 5, role=2),
            u_design_durch,
        )
    )
    files.append(
        u_make(
            11,
            "party-last-double-wins-second-last",
            "Ulti: party with leaves (S) trumps. Trick 9 (second-to-last): the third seat follows suit and then adds a trump, which wins the trick; the last trick is played by the two others.",
            24,
            {"goals": ["party"], "red": False, "trump": "S", "want": lambda r, t, i: True},
            Fault("double", 8, role=2, pos="end", second="win"),
            lambda rng: u_design_random(rng, "S"),
        )
    )
    files.append(
        u_make(
            12,
            "party-card-already-played",
            "Ulti: red party (hearts trumps). Trick 6: the second seat plays a card it already played in an earlier trick; the table takes it; the seat is left with one card unplayed.",
            25,
            {"goals": ["party"], "red": True, "trump": "H", "want": lambda r, t, i: True},
            Fault("repeat", 5, role=1),
            lambda rng: u_design_random(rng, "H"),
        )
    )
    files.append(
        u_make(
            13,
            "ulti-leader-skips",
            "Ulti: ulti with bells (D) trumps. Trick 7: the winner of trick 6 does not lead; the next seat leads and the third follows, two cards taken; the skipper is left with a spare card at the end.",
            27,
            {"goals": ["ulti"], "red": False, "trump": "D", "faulter": None, "want": lambda r, t, i: i.get("skipper") != 1 and r.get("ulti_won")},
            Fault("skip", 6, role=0),
            lambda rng: u_design_ulti_d(rng),
        )
    )
    # ---- Rage
    files.append(r_make(14, "rage-middle-double-loses", "Rage, 4 players, rounds 1-2. Round 1, trick 4: the second seat plays two cards together, the second does not win; the table takes five cards; the last trick of round 1 is played by three.", 31, 4, 0, Fault("double", 3, role=1, pos="immediate", second="lose")))
    files.append(r_make(15, "rage-wrong-leader", "Rage, 4 players, rounds 1-2. Round 2, trick 5 is led by the seat after the winner of trick 4; play goes on from there.", 32, 4, 1, Fault("wrongleader", 4, role=0)))

    summaries = []
    for doc, summ in files:
        (OUT / summ["file"]).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
        summaries.append(summ)
    (OUT / "_summary.txt").write_text(json.dumps(summaries, ensure_ascii=False, indent=1) + "\n")
    for s in summaries:
        print(json.dumps(s, ensure_ascii=False)[:900])


# ---- Ulti hand designs


def _deal12(rng, decl_hand12):
    rest = [c for c in u_deck() if c not in decl_hand12]
    rng.shuffle(rest)
    return {0: rest[:10], 1: list(decl_hand12), 2: rest[10:20]}


def u_design_random(rng, trump):
    h = u_random_design(rng)
    # declarer (seat 1) lays away two non-trump low cards, not A or 10
    cand = [c for c in h[1] if c[-1] != trump and c[:-1] not in ("A", "10")]
    if len(cand) < 2:
        return None, None, None
    disc = rng.sample(cand, 2)
    play = {0: list(h[0]), 1: [c for c in h[1] if c not in disc], 2: list(h[2])}
    ntr = sum(1 for c in play[1] if c[-1] == trump)
    if ntr < 4:
        return None, None, None
    return h, play, disc


def u_design_ulti(rng):
    return u_design_ulti_suit(rng, "H")


def u_design_ulti_d(rng):
    return u_design_ulti_suit(rng, "D")


def u_design_ulti_suit(rng, trump):
    trumps = [r + trump for r in U_TRUMP_ORDER if r != "7"]
    others = [c for c in u_deck() if c[-1] != trump]
    decl = ["7" + trump]
    decl += rng.sample(trumps, 5) + rng.sample(others, 6)
    h = _deal12(rng, decl)
    cand = [c for c in h[1] if c[-1] != trump and c[:-1] not in ("A", "10")]
    if len(cand) < 2:
        return None, None, None
    disc = rng.sample(cand, 2)
    play = {0: list(h[0]), 1: [c for c in h[1] if c not in disc], 2: list(h[2])}
    return h, play, disc


def u_design_betli(rng):
    # declarer: low cards, plus the ace of clubs he will drop as a second card
    decl = ["7H", "8H", "7D", "8D", "9D", "7S", "8S", "7C", "8C", "AC", "KH", "KD"]
    h = _deal12(rng, decl)
    disc = ["KH", "KD"]
    play = {0: h[0], 1: [c for c in decl if c not in disc], 2: h[2]}
    return h, play, disc


def u_design_durch(rng):
    decl = ["AH", "KH", "QH", "JH", "AD", "KD", "QD", "AS", "KS", "QS", "7C", "8C"]
    h = _deal12(rng, decl)
    disc = ["7C", "8C"]
    play = {0: h[0], 1: [c for c in decl if c not in disc], 2: h[2]}
    return h, play, disc


def betli_policy(s, lg, plays, t, hs, rng, game):
    if s == 1 and t == 0 and not plays:
        return "7C"
    if s == 1:
        # the declarer plays his lowest legal card that does not win, else his lowest
        cards = [c for _, c in plays]
        seats = [x for x, _ in plays]
        lose = [c for c in lg if plays and game.winner(cards + [c], seats + [1]) != 1]
        pool = lose or lg
        pool = [c for c in pool if c != "AC"] or pool
        return min(pool, key=game.strength)
    return rng.choice(lg)


def durch_policy(s, lg, plays, t, hs, rng, game):
    if s == 1 and not plays:
        return max(lg, key=game.strength)
    return rng.choice(lg)


if __name__ == "__main__":
    main()
