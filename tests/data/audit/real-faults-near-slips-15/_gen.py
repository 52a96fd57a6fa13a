"""Blind generator for audit round real-faults-near-slips-15.

Written from the sources in /work/shared/seeds only (no import of validator).
Multi-deal sessions (3+ deals) in Rage, Ulti, Tarocchini Ottocento and Terziglio: one real fault
in one deal, and a slip on the score sheet (a score, a payment or an addition) in an earlier
deal that the later running totals carry; dealer rotation; Ottocento's 800; Terziglio's game
points summed.

    python _gen.py [--seed N]     # writes NN-*.json here and prints the expectations

Each transcript's meta.expect holds the expectation the generator computed (the findings as
(deal, event, code) and the per-deal scores/payments by the rules), copied into EXPECTED.md.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))


class Reject(Exception):
    """This seed does not give the situation wanted; try another."""


# ----------------------------------------------------------------------------------------------
# Rage
# ----------------------------------------------------------------------------------------------
R_COLOURS = "RBGYPO"
R_DECK = [f"{c}{v}" for c in R_COLOURS for v in range(16)] + (
    ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
)
R_ACTION = {"WILD", "NOTRUMP", "CHANGE", "PLUS5", "MINUS5"}


def r_colour(card):
    return None if card in R_ACTION else card[0]


def r_value(card):
    return int(card[1:])


def rage_trick_winner(trick, trump):
    """trick: list of (seat, card, named). NOTRUMP/CHANGE never dealt in our hands."""
    led = None
    for _s, c, n in trick:
        if c == "WILD":
            led = n
            break
        if r_colour(c):
            led = r_colour(c)
            break
    best = None
    best_key = None
    for i, (s, c, n) in enumerate(trick):
        if c == "WILD":
            col, rank = n, 16 + i * 0.01
        elif r_colour(c):
            col, rank = r_colour(c), r_value(c)
        else:
            continue
        if col == trump:
            key = (2, rank)
        elif col == led:
            key = (1, rank)
        else:
            continue
        if best_key is None or key > best_key:
            best, best_key = s, key
    if best is None:  # only action cards: the first card wins
        return trick[0][0]
    return best


def rage_led(trick):
    for _s, c, n in trick:
        if c == "WILD":
            return n
        if r_colour(c):
            return r_colour(c)
    return None


def rage_round(rng, n, ncards, dealer, *, fault=None, bids=None, plus_minus_one=False,
               pm1_fault=False):
    """Deal and play one Rage round legally (or with one planted fault).

    fault: None | "revoke" | "action" | "out_of_turn". Returns dict with hands, talon,
    events (bids + plays), scores, and the index of the faulty event.
    """
    for _attempt in range(2000):
        deck = R_DECK[:]
        rng.shuffle(deck)
        hands = [deck[i * ncards:(i + 1) * ncards] for i in range(n)]
        talon = deck[n * ncards:]
        if any(c in ("NOTRUMP", "CHANGE") for h in hands for c in h):
            continue
        if talon[0] in R_ACTION:
            continue
        trump = talon[0][0]
        try:
            res = _rage_play(rng, n, ncards, dealer, hands, trump, fault, plus_minus_one, pm1_fault)
        except Reject:
            continue
        res["hands"] = [h[:] for h in hands]
        res["talon"] = talon
        res["trump"] = trump
        return res
    raise RuntimeError("no rage round")


def _rage_play(rng, n, ncards, dealer, hands0, trump, fault, plus_minus_one, pm1_fault):
    hands = [h[:] for h in hands0]
    events = []
    first = (dealer + 1) % n
    bids = {}
    for k in range(n):
        s = (first + k) % n
        b = rng.randint(0, min(ncards, 3))
        if plus_minus_one and k == n - 1:
            forbidden = ncards - sum(bids.values())
            if pm1_fault:
                if not (0 <= forbidden <= ncards):
                    raise Reject
                b = forbidden
            elif b == forbidden:
                b = b + 1 if b + 1 <= ncards else b - 1
        bids[s] = b
        events.append({"type": "bid", "seat": s, "bid": b})
    fault_event = None
    if pm1_fault:
        fault_event = len(events) - 1
    if fault == "out_of_turn":
        fault_trick = rng.randrange(1, ncards)
    else:
        fault_trick = rng.randrange(0, ncards - 1) if fault else None
    leader = first
    tricks = [0] * n
    plus = [0] * n
    minus = [0] * n
    for t in range(ncards):
        trick = []
        order = [(leader + k) % n for k in range(n)]
        if fault == "out_of_turn" and t == fault_trick:
            if t == 0:
                raise Reject
            wrong = (leader + 1) % n  # the seat after the due leader leads
            order = [(wrong + k) % n for k in range(n)]
            fault_event = len(events)
        for pos, s in enumerate(order):
            h = hands[s]
            led = rage_led(trick)
            if led is not None and any(r_colour(c) == led for c in h):
                legal = [c for c in h if r_colour(c) == led]
            else:
                legal = h[:]
            card = None
            if fault in ("revoke", "action") and t == fault_trick and fault_event is None and pos > 0:
                if led is not None and legal and len(legal) < len(h):
                    if fault == "revoke":
                        bad = [c for c in h if r_colour(c) and r_colour(c) != led]
                    else:
                        bad = [c for c in h if c in ("PLUS5", "MINUS5", "WILD")]
                    if bad:
                        card = rng.choice(bad)
                        fault_event = len(events)
            if card is None:
                card = rng.choice(legal)
            named = None
            if card == "WILD":
                named = trump if pos > 0 else (led or rng.choice(R_COLOURS))
            h.remove(card)
            trick.append((s, card, named))
            ev = {"type": "play", "seat": s, "card": card}
            if named:
                ev["named"] = named
            events.append(ev)
        w = rage_trick_winner(trick, trump)
        tricks[w] += 1
        for _s, c, _n in trick:
            if c == "PLUS5":
                plus[w] += 1
            if c == "MINUS5":
                minus[w] += 1
        leader = w
    if fault and fault_event is None:
        raise Reject
    scores = []
    for s in range(n):
        sc = tricks[s] + (10 if tricks[s] == bids[s] else -5) + 5 * plus[s] - 5 * minus[s]
        scores.append(sc)
    return {"events": events, "scores": scores, "tricks": tricks, "bids": bids,
            "fault_event": fault_event}


def rage_session(rng, spec):
    n = 4
    players = ["Anička", "Bohouš", "Katka", "Dalibor"]
    start_round = spec["start_round"]
    totals = list(spec["start_totals"])
    sheet_totals = list(totals)
    deals = []
    expect = []
    rules = {"preset": "standard"}
    if spec.get("plus_minus_one"):
        rules["plus_minus_one"] = True
    for k, d in enumerate(spec["deals"]):
        ncards = 11 - (start_round + k)
        r = rage_round(rng, n, ncards, d["dealer"], fault=d.get("fault"),
                       plus_minus_one=spec.get("plus_minus_one", False),
                       pm1_fault=d.get("pm1_fault", False))
        events = r["events"]
        if r["fault_event"] is not None:
            code = {"revoke": "revoke", "action": "action_card_while_able_to_follow",
                    "out_of_turn": "out_of_turn"}.get(d.get("fault"), "bid_forbidden_plus_minus_one")
            expect.append((k, r["fault_event"], code))
        rules_scores = r["scores"]
        written = list(rules_scores)
        for s, delta in d.get("score_slip", {}).items():
            written[int(s)] += delta
        for s in range(n):
            if written[s] != rules_scores[s]:
                expect.append((k, len(events), "wrong_score"))
            events.append({"type": "score", "party": s, "points": written[s]})
        for s in range(n):
            totals[s] += rules_scores[s]
        if d.get("totals") == "rules":
            sheet_totals = list(totals)
        else:
            sheet_totals = [sheet_totals[s] + written[s] for s in range(n)]
        tslip = d.get("total_slip", {})
        for s in range(n):
            v = sheet_totals[s] + tslip.get(str(s), 0)
            if str(s) in tslip:
                expect.append((k, len(events), "wrong_total"))
                sheet_totals[s] = v  # the sheet carries its own figure on
            events.append({"type": "total", "party": s, "points": v})
        if d.get("wrong_dealer"):
            expect.append((k, None, "wrong_dealer"))
        deals.append({"dealer": d["dealer"], "hands": r["hands"], "talon": r["talon"],
                      "events": events,
                      "_rules_scores": rules_scores, "_trump": r["trump"], "_bids": r["bids"]})
    return {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": rules,
        "players": players,
        "start": {"totals": list(spec["start_totals"]), "round": start_round},
        "meta": {"audit": "real-faults-near-slips-15", "desc": spec["desc"]},
        "deals": deals,
    }, expect, totals


# ----------------------------------------------------------------------------------------------
# Ulti
# ----------------------------------------------------------------------------------------------
U_SUITS = "HDSC"
U_RANKS = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps, high to low
U_DECK = [r + s for s in U_SUITS for r in U_RANKS]


def u_suit(c):
    return c[-1]


def u_rank(c):
    return len(U_RANKS) - U_RANKS.index(c[:-1])


def u_pts(c):
    return 10 if c[:-1] in ("A", "10") else 0


def u_best(trick, trump):
    led = u_suit(trick[0][1])
    best = None
    for s, c in trick:
        key = (2 if u_suit(c) == trump else 1 if u_suit(c) == led else 0, u_rank(c))
        if key[0] == 0:
            continue
        if best is None or key > best[0]:
            best = (key, s, c)
    return best


def u_legal(hand, trick, trump):
    if not trick:
        return hand[:]
    led = u_suit(trick[0][1])
    best = u_best(trick, trump)
    same = [c for c in hand if u_suit(c) == led]
    if same:
        if led != trump and best[0][0] == 2:
            return same
        higher = [c for c in same if u_rank(c) > best[0][1]]
        return higher or same
    trumps = [c for c in hand if u_suit(c) == trump]
    if trumps:
        if best[0][0] == 2:
            higher = [c for c in trumps if u_rank(c) > best[0][1]]
            return higher or trumps
        return trumps
    return hand[:]


def ulti_deal(rng, dealer, *, red=False, fault=None, want_win=None, false40=False):
    for _attempt in range(5000):
        deck = U_DECK[:]
        rng.shuffle(deck)
        first = (dealer + 1) % 3
        hands = [None, None, None]
        hands[first] = deck[:12]
        hands[(first + 1) % 3] = deck[12:22]
        hands[(first + 2) % 3] = deck[22:32]
        decl = first
        h = hands[decl][:]
        if red:
            trump = "H"
        else:
            counts = {s: sum(1 for c in h if u_suit(c) == s) for s in "DSC"}
            trump = max(counts, key=lambda s: (counts[s], s))
        # discard two non-trump non-point cards, lowest first
        cand = sorted([c for c in h if u_suit(c) != trump and u_pts(c) == 0], key=u_rank)
        if len(cand) < 2:
            continue
        discard = cand[:2]
        for c in discard:
            h.remove(c)
        if false40:
            if ("K" + trump) in h and ("Q" + trump) in h:
                continue
        try:
            res = _ulti_play(rng, dealer, decl, [hh[:] if i != decl else h[:] for i, hh in enumerate(hands)],
                             trump, fault)
        except Reject:
            continue
        dp = res["decl_pts"]
        fp = res["def_pts"] + sum(u_pts(c) for c in discard)
        won = dp > fp and res["decl_tricks"] >= 1
        if false40:
            # by the rules the declarer loses; with the false 40 the table thought him the winner
            if won or not (dp + 40 > fp):
                continue
        if want_win is not None and won != want_win:
            continue
        res.update(hands=hands, trump=trump, discard=discard, decl=decl, won=won,
                   def_total=fp, red=red)
        return res
    raise RuntimeError("no ulti deal")


def _ulti_play(rng, dealer, decl, hands, trump, fault):
    events = []
    leader = decl
    fault_trick = rng.randrange(1, 8) if fault else None
    fault_event = None
    taken = [[] for _ in range(3)]
    winners = []
    for t in range(10):
        trick = []
        order = [(leader + k) % 3 for k in range(3)]
        if fault == "out_of_turn" and t == fault_trick:
            wrong = (leader + 1) % 3
            order = [(wrong + k) % 3 for k in range(3)]
            fault_event = ("play", len(events))
        for pos, s in enumerate(order):
            h = hands[s]
            legal = u_legal(h, trick, trump)
            card = None
            if fault in ("revoke", "overtake") and t >= fault_trick and fault_event is None and pos > 0 and s != decl:
                led = u_suit(trick[0][1])
                if fault == "revoke":
                    bad = [c for c in h if u_suit(c) != led] if any(u_suit(c) == led for c in h) else []
                else:
                    bad = [c for c in h if c not in legal and u_suit(c) == led]
                if bad:
                    card = rng.choice(bad)
                    fault_event = ("play", len(events))
            if card is None:
                card = rng.choice(legal)
            h.remove(card)
            trick.append((s, card))
            events.append({"type": "play", "seat": s, "card": card})
        w = u_best(trick, trump)[1]
        taken[w].extend(c for _s, c in trick)
        winners.append(w)
        if t == 9 and any(c == "7" + trump for _s, c in trick):
            raise Reject  # keep silent ulti out
        leader = w
    if fault and fault_event is None:
        raise Reject
    if winners.count(winners[0]) == 10:
        raise Reject  # no silent durchmarsch
    decl_pts = sum(u_pts(c) for c in taken[decl]) + (10 if winners[-1] == decl else 0)
    def_pts = sum(u_pts(c) for s in range(3) if s != decl for c in taken[s]) + (
        10 if winners[-1] != decl else 0)
    return {"events": events, "decl_pts": decl_pts, "def_pts": def_pts,
            "decl_tricks": winners.count(decl), "fault_event": fault_event}


def ulti_session(rng, spec):
    players = ["Anna", "Béla", "Csilla"]
    deals = []
    expect = []
    totals = [0, 0, 0]
    sheet = [0, 0, 0]
    for k, d in enumerate(spec["deals"]):
        r = ulti_deal(rng, d["dealer"], red=d.get("red", False), fault=d.get("fault"),
                      want_win=d.get("want_win"), false40=d.get("false40", False))
        decl = r["decl"]
        events = [{"type": "discard", "seat": decl, "cards": r["discard"]},
                  {"type": "bid", "seat": decl, "bid": {"goals": ["party"], "red": r["red"]}},
                  {"type": "bid", "seat": (decl + 1) % 3, "bid": "pass"},
                  {"type": "bid", "seat": (decl + 2) % 3, "bid": "pass"},
                  {"type": "bid", "seat": decl, "bid": "pass"}]
        if not r["red"]:
            events.append({"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": r["trump"]}]})
        off = len(events)
        plays = r["events"]
        if r.get("fault_event"):
            code = {"revoke": "revoke", "overtake": "failure_to_overtake",
                    "out_of_turn": "out_of_turn"}[d["fault"]]
            expect.append((k, off + r["fault_event"][1], code))
        if d.get("false40"):
            # the declarer says 40 with his first card (he leads)
            events.append({"type": "declare", "seat": decl, "items": [{"kind": "marriage", "points": 40}]})
            expect.append((k, len(events) - 1, "false_marriage"))
            off += 1
        events.extend(plays)
        v = 2 if r["red"] else 1
        table_won = r["won"] or d.get("false40", False)
        rule_net = [0, 0, 0]
        for s in range(3):
            if s == decl:
                continue
            if r["won"]:
                rule_net[s] -= v
                rule_net[decl] += v
            else:
                rule_net[s] += v
                rule_net[decl] -= v
        pays = []
        for s in range(3):
            if s == decl:
                continue
            amt = v + d.get("pay_slip", {}).get(str(s), 0)
            if table_won:
                pays.append({"type": "payment", "from": s, "to": decl, "amount": amt, "reason": "party"})
            else:
                pays.append({"type": "payment", "from": decl, "to": s, "amount": amt, "reason": "party"})
        omit = d.get("omit_payment")  # the defender seat whose payment is left out
        rec_net = [0, 0, 0]
        for p in pays:
            if omit is not None and (p["from"] == omit or p["to"] == omit):
                expect.append((k, None, "missing_payment"))
                continue
            if d.get("pay_slip") and (str(p["from"]) in d["pay_slip"] or str(p["to"]) in d["pay_slip"]):
                expect.append((k, len(events), "wrong_payment"))
            if d.get("false40"):
                expect.append((k, len(events), "wrong_payment (consequence of the false 40)"))
            rec_net[p["from"]] -= p["amount"]
            rec_net[p["to"]] += p["amount"]
            events.append(p)
        for s in range(3):
            totals[s] += rule_net[s]
            sheet[s] += rec_net[s]
        tslip = d.get("total_slip", {})
        for s in range(3):
            val = sheet[s] + tslip.get(str(s), 0)
            if str(s) in tslip:
                expect.append((k, len(events), "wrong_total"))
                sheet[s] = val
            events.append({"type": "total", "party": s, "points": val})
        if d.get("wrong_dealer"):
            expect.append((k, None, "wrong_dealer"))
        deals.append({"dealer": d["dealer"], "hands": r["hands"], "events": events,
                      "_rules_net": rule_net, "_declarer": decl, "_trump": r["trump"],
                      "_decl_pts": r["decl_pts"], "_def_pts": r["def_total"], "_won": r["won"]})
    return {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "standard"},
        "players": players,
        "meta": {"audit": "real-faults-near-slips-15", "desc": spec["desc"]},
        "deals": deals,
    }, expect, totals


# ----------------------------------------------------------------------------------------------
# Tarocchini
# ----------------------------------------------------------------------------------------------
T_LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B high to low
T_ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D high to low
T_DECK = [r + s for s in "SBCD" for r in (T_LONG if s in "SB" else T_ROUND)] + [
    f"T{i}" for i in range(21)] + ["MATTO"]
FIVE = {"KS", "KB", "KC", "KD", "T20", "T19", "T0", "MATTO"}
CONTATORI = {"T0", "MATTO"}


def t_is_trump(c):
    return c.startswith("T") and c != "MATTO"


def t_suit(c):
    if c == "MATTO":
        return None
    return "T" if t_is_trump(c) else c[-1]


def t_pts(c):
    if c in FIVE:
        return 5
    if t_is_trump(c):
        return 1
    r = c[:-1]
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(r, 1)


def t_rank(c):
    if t_is_trump(c):
        n = int(c[1:])
        if 1 <= n <= 4:
            return 100 + 2  # Moretti, equal
        return 100 + (n if n >= 5 else 0)
    r = c[:-1]
    order = T_LONG if c[-1] in "SB" else T_ROUND
    return len(order) - order.index(r)


def t_winner(trick):
    led = None
    for _s, c in trick:
        if c != "MATTO":
            led = t_suit(c)
            break
    best = None
    for s, c in trick:
        if c == "MATTO":
            continue
        if t_suit(c) == "T":
            key = (2, t_rank(c))
        elif t_suit(c) == led:
            key = (1, t_rank(c))
        else:
            continue
        if best is None or key >= best[0]:  # >=: the last Moretti played is highest
            if best is not None and key == best[0] and key[0] == 1:
                continue
            best = (key, s)
    return best[1]


def t_legal(hand, trick, hand_left_tricks):
    led = None
    for _s, c in trick:
        if c != "MATTO":
            led = t_suit(c)
            break
    nonmatto = [c for c in hand if c != "MATTO"]
    if led is None:
        base = nonmatto or hand[:]
    else:
        same = [c for c in nonmatto if t_suit(c) == led]
        if same:
            base = same
        else:
            trumps = [c for c in nonmatto if t_suit(c) == "T"]
            base = trumps or nonmatto
    if "MATTO" in hand and trick and hand_left_tricks > 3:
        base = base + ["MATTO"]
    if not base:
        base = hand[:]
    return base


CRICCA = {
    "tarocchi": (["T20", "T19", "T0", "MATTO"], 18, 36),
    "kings": ([f"K{s}" for s in "SBCD"], 17, 34),
    "queens": ([f"Q{s}" for s in "SBCD"], 14, 28),
    "knights": ([f"N{s}" for s in "SBCD"], 13, 26),
    "jacks": ([f"J{s}" for s in "SBCD"], 12, 24),
}


def seq_pts(n):
    return 10 + 5 * (n - 3)


def trump_seq_len(cards):
    cs = set(cards)
    if "T20" not in cs:
        return 0
    nc = len(cs & CONTATORI)
    positions = list(range(19, 4, -1))
    missing = [p for p in positions if f"T{p}" not in cs]
    best = 0
    for k in range(0, nc + 1):
        for fill in itertools.combinations(missing, k):
            fs = set(fill)
            ok = True
            for a, b in zip(positions, positions[1:]):
                if a in fs and b in fs and not (a == 17 and b == 16):
                    ok = False
            if not ok:
                continue
            present = {p for p in positions if f"T{p}" in cs} | fs
            g_real = sum(1 for p in (19, 18, 17) if f"T{p}" in cs)
            g = sum(1 for p in (19, 18, 17) if p in present)
            if g_real < 1 or g < 2:
                continue
            length = 1 + g
            p = 16
            while p >= 5 and p in present:
                length += 1
                p -= 1
            best = max(best, length)
    return best if best >= 3 else 0


def suit_seq_len(cards, s):
    cs = set(cards)
    if "K" + s not in cs:
        return 0
    nc = len(cs & CONTATORI)
    length = 1
    real_fig = 0
    for r in ["Q", "N", "J", "1"]:
        if r + s in cs:
            length += 1
            if r != "1":
                real_fig += 1
        elif nc > 0:
            nc -= 1
            length += 1
        else:
            break
    if real_fig < 1 or length < 3:
        return 0
    return length


def combos(cards):
    """(items, points) by the blind reading; see EXPECTED.md for the reading."""
    cs = set(cards)
    items = []
    cr_pts = []
    for name, (members, p3, p4) in CRICCA.items():
        n = sum(1 for m in members if m in cs)
        if n >= 3:
            items.append({"kind": "cricca", "of": name, "count": n})
            cr_pts.append(p3 if n == 3 else p4)
    seqs = []
    nc = len(cs & CONTATORI)
    tl = trump_seq_len(cards)
    if tl:
        items.append({"kind": "sequence", "of": "trumps", "length": tl})
        seqs.append(seq_pts(tl))
    m = sum(1 for i in range(1, 5) if f"T{i}" in cs)
    if m >= 2 and m + nc >= 3:
        ln = min(6, m + nc)
        items.append({"kind": "sequence", "of": "moretti", "length": ln})
        seqs.append(seq_pts(ln))
    a = sum(1 for s in "SBCD" if "1" + s in cs)
    if a >= 2 and a + nc >= 3:
        ln = min(6, a + nc)
        items.append({"kind": "sequence", "of": "aces", "length": ln})
        seqs.append(seq_pts(ln))
    for s in "SBCD":
        ln = suit_seq_len(cards, s)
        if ln:
            items.append({"kind": "sequence", "of": "suit", "suit": s, "length": ln})
            seqs.append(seq_pts(ln))
    total = sum(cr_pts) * (2 if len(cr_pts) >= 3 else 1) + sum(seqs) * (2 if len(seqs) >= 3 else 1)
    return items, total


def card_points(pile):
    if len(pile) % 2:
        raise Reject
    return sum(t_pts(c) for c in pile) - len(pile) // 2


def t_play(rng, hands, leader, nseats, side_of, fault=None, fault_seat_filter=None):
    """Play all tricks. side_of(seat) -> side id. Returns piles by side, last winner, events."""
    hands = [h[:] for h in hands]
    ntr = len(hands[0])
    events = []
    piles = {}
    matto_owner = None
    matto_trick_winner = None
    fault_trick = rng.randrange(1, ntr - 2) if fault else None
    fault_event = None
    last_w = None
    tricks_by_side = {}
    for t in range(ntr):
        trick = []
        order = [(leader + k) % nseats for k in range(nseats)]
        if fault == "out_of_turn" and t == fault_trick:
            wrong = (leader + 1) % nseats
            order = [(wrong + k) % nseats for k in range(nseats)]
            fault_event = len(events)
        for pos, s in enumerate(order):
            h = hands[s]
            legal = t_legal(h, trick, ntr - t)
            card = None
            if fault in ("revoke", "trump") and t >= fault_trick and fault_event is None and pos > 0 and (
                    fault_seat_filter is None or fault_seat_filter(s)):
                led = next((t_suit(c) for _x, c in trick if c != "MATTO"), None)
                if led is not None:
                    if fault == "revoke":
                        if any(t_suit(c) == led for c in h):
                            bad = [c for c in h if c != "MATTO" and t_suit(c) != led]
                        else:
                            bad = []
                    else:
                        if not any(t_suit(c) == led for c in h) and any(t_suit(c) == "T" for c in h):
                            bad = [c for c in h if c != "MATTO" and t_suit(c) not in ("T", led)]
                        else:
                            bad = []
                    if bad:
                        card = rng.choice(bad)
                        fault_event = len(events)
            if card is None:
                card = rng.choice(legal)
            h.remove(card)
            trick.append((s, card))
            events.append({"type": "play", "seat": s, "card": card})
        if trick[0][1] == "MATTO":
            raise Reject
        w = t_winner(trick)
        sd = side_of(w)
        tricks_by_side[sd] = tricks_by_side.get(sd, 0) + 1
        for s, c in trick:
            if c == "MATTO":
                matto_owner = s
                matto_trick_winner = w
                piles.setdefault(side_of(s), []).append(c)
            else:
                piles.setdefault(sd, []).append(c)
        last_w = w
        leader = w
    if fault and fault_event is None:
        raise Reject
    # the Matto: its owner's side gives a low card to the trick winner's side if that is the other side
    if matto_owner is not None:
        os_, ws = side_of(matto_owner), side_of(matto_trick_winner)
        if os_ != ws:
            if tricks_by_side.get(os_, 0) == 0:
                raise Reject
            low = [c for c in piles[os_] if not t_is_trump(c) and c != "MATTO" and c[:-1] in ("6", "7", "8", "9", "10")]
            if not low:
                raise Reject
            give = sorted(low)[0]
            piles[os_].remove(give)
            piles.setdefault(ws, []).append(give)
    return {"events": events, "piles": piles, "last": last_w, "tricks_by_side": tricks_by_side,
            "fault_event": fault_event}


def ottocento_deal(rng, dealer, fault=None, illegal_discard=False):
    for _attempt in range(3000):
        deck = T_DECK[:]
        rng.shuffle(deck)
        hands = [[] for _ in range(4)]
        pos = 0
        for rnd in range(3):
            for k in range(4):
                s = (dealer + 1 + k) % 4
                hands[s].extend(deck[pos:pos + 5])
                pos += 5
        hands[dealer].extend(deck[pos:pos + 2])
        dealt = [h[:] for h in hands]
        h = hands[dealer]
        if illegal_discard:
            kings = [c for c in h if c in ("KS", "KB", "KC", "KD")]
            if not kings:
                continue
            other = [c for c in h if c not in FIVE]
            disc = [kings[0], sorted(other, key=t_pts)[0]]
        else:
            cand = sorted([c for c in h if c not in FIVE], key=lambda c: (t_pts(c), c))
            disc = cand[:2]
        for c in disc:
            h.remove(c)
        side_of = lambda s: s % 2  # noqa: E731
        try:
            res = t_play(rng, hands, (dealer + 1) % 4, 4, side_of, fault=fault)
        except Reject:
            continue
        # declarations from the hands (after the dealer's discard), eldest first
        decls = []
        decl_pts = [0, 0]
        for k in range(4):
            s = (dealer + 1 + k) % 4
            items, p = combos(hands[s])
            decls.append({"type": "declare", "seat": s, "items": items})
            decl_pts[s % 2] += p
        piles = res["piles"]
        dealer_won = any(True for _ in [0]) and _dealer_took_trick(res, dealer)
        disc_side = dealer % 2 if dealer_won else 1 - dealer % 2
        piles.setdefault(disc_side, []).extend(disc)
        pts = []
        detail = []
        try:
            for side in (0, 1):
                pile = piles.get(side, [])
                _it, cp = combos(pile)
                cpts = card_points(pile)
                lt = 6 if res["last"] % 2 == side else 0
                pts.append(decl_pts[side] + cp + cpts + lt)
                detail.append({"declarations": decl_pts[side], "combinations": cp,
                               "card_points": cpts, "last_trick": lt})
        except Reject:
            continue
        return {"hands": dealt, "discard": disc, "decls": decls, "plays": res["events"],
                "points": pts, "detail": detail, "fault_event": res["fault_event"]}
    raise RuntimeError("no ottocento deal")


def _dealer_took_trick(res, dealer):
    # recompute trick winners from the events
    ev = res["events"]
    for i in range(0, len(ev), 4):
        trick = [(e["seat"], e["card"]) for e in ev[i:i + 4]]
        if t_winner(trick) == dealer:
            return True
    return False


def ottocento_session(rng, spec):
    players = ["Anna", "Bruno", "Carla", "Dario"]
    deals = []
    expect = []
    start = list(spec.get("start_totals", [0, 0]))
    rules_tot = list(start)
    sheet_tot = list(start)
    games = []
    computed = []
    for k, d in enumerate(spec["deals"]):
        r = ottocento_deal(rng, d["dealer"], fault=d.get("fault"), illegal_discard=d.get("illegal_discard", False))
        events = [{"type": "discard", "seat": d["dealer"], "cards": r["discard"]}]
        if d.get("illegal_discard"):
            expect.append((k, 0, "illegal_discard"))
        events.extend(r["decls"])
        off = len(events)
        if r["fault_event"] is not None:
            code = {"revoke": "revoke", "trump": "failure_to_trump", "out_of_turn": "out_of_turn"}[d["fault"]]
            expect.append((k, off + r["fault_event"], code))
        events.extend(r["plays"])
        pts = r["points"]
        written = [pts[0] + d.get("score_slip", {}).get("team0", 0), pts[1] + d.get("score_slip", {}).get("team1", 0)]
        for i, team in enumerate(("team0", "team1")):
            if written[i] != pts[i]:
                expect.append((k, len(events), "wrong_score"))
            events.append({"type": "score", "party": team, "points": written[i]})
        # rules' totals and game to 800
        if d.get("new_game_rules"):
            pass
        rules_tot = [rules_tot[0] + pts[0], rules_tot[1] + pts[1]]
        won = None
        if max(rules_tot) >= 800:
            won = 0 if rules_tot[0] > rules_tot[1] else 1
            games.append({"deal": k, "team": f"team{won}"})
        sheet_tot = [sheet_tot[0] + written[0], sheet_tot[1] + written[1]]
        tslip = d.get("total_slip", {})
        vals = []
        for i, team in enumerate(("team0", "team1")):
            v = sheet_tot[i] + tslip.get(team, 0)
            if team in tslip:
                expect.append((k, len(events), "wrong_total"))
                sheet_tot[i] = v
            vals.append(v)
            events.append({"type": "total", "party": team, "points": v})
        computed.append({"points": pts, "detail": r["detail"], "rules_totals": list(rules_tot),
                         "sheet_totals": list(vals)})
        # a new game starts after 800: by the rules (rules_tot) and on the sheet (sheet_tot)
        if won is not None:
            rules_tot = [0, 0]
        if max(sheet_tot) >= 800:
            sheet_tot = [0, 0]
        deals.append({"dealer": d["dealer"], "hands": r["hands"], "events": events})
    tr = {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "rules": {"preset": "standard"},
        "players": players,
        "meta": {"audit": "real-faults-near-slips-15", "desc": spec["desc"]},
        "deals": deals,
    }
    if spec.get("start_totals"):
        tr["start"] = {"totals": list(spec["start_totals"])}
    return tr, expect, {"deals": computed, "games_won": games}


def terziglio_deal(rng, dealer, fault=None, solo=False, illegal_bid=False, illegal_discard=False,
                   want=None):
    for _attempt in range(5000):
        deck = T_DECK[:]
        rng.shuffle(deck)
        hands = [deck[i * 18:(i + 1) * 18] for i in range(3)]
        widow = deck[54:]
        dealt = [h[:] for h in hands]
        eldest = (dealer + 1) % 3
        # the declarer: the first of eldest.. with the most trumps bids
        decl = max(range(3), key=lambda s: (sum(1 for c in hands[s] if t_is_trump(c)), -((s - eldest) % 3)))
        order = [(eldest + k) % 3 for k in range(3)]
        bids = []
        contract = "solo" if solo else "gioco"
        for s in order:
            if s == decl:
                bids.append({"type": "bid", "seat": s, "bid": contract})
            else:
                bids.append({"type": "bid", "seat": s, "bid": "pass"})
        bad_bid_idx = None
        if illegal_bid:
            # a seat after the declarer says gioco over his gioco (not higher)
            after = [s for s in order[order.index(decl) + 1:]]
            if not after or solo:
                continue
            s = after[0]
            bad_bid_idx = order.index(s)
            bids[bad_bid_idx] = {"type": "bid", "seat": s, "bid": "gioco"}
        h = hands[decl]
        pre = []
        if not solo:
            # exchange: take the widow's best non-five cards? take 2-3 trumps/kings; lay away low cards
            take = [c for c in widow if t_is_trump(c) or c in FIVE][:3]
            if not take:
                take = widow[:2]
            h.extend(take)
            lay = sorted([c for c in h if c not in FIVE and c not in take], key=lambda c: (t_pts(c), c))[:len(take)]
            if illegal_discard:
                five = [c for c in h if c in FIVE and c not in ("T20", "T19")]
                five = [c for c in five if c[0] == "K" or c == "T0"]
                if not five:
                    continue
                lay = [five[0]] + lay[:len(take) - 1]
            for c in lay:
                h.remove(c)
            widow_after = [c for c in widow if c not in take] + lay
            pre = [{"type": "take", "seat": decl, "cards": take}, {"type": "discard", "seat": decl, "cards": lay}]
        else:
            widow_after = widow[:]
        side_of = lambda s: 0 if s == decl else 1  # noqa: E731
        try:
            res = t_play(rng, hands, eldest, 3, side_of, fault=fault,
                         fault_seat_filter=None)
        except Reject:
            continue
        piles = res["piles"]
        if res["tricks_by_side"].get(0, 0) == 0 or res["tricks_by_side"].get(1, 0) == 0:
            continue
        if solo:
            piles.setdefault(side_of(res["last"]), []).extend(widow_after)
        else:
            piles.setdefault(0, []).extend(widow_after)
        decls = []
        dpts = [0, 0]
        for s in order:
            items, p = combos(hands[s])
            decls.append({"type": "declare", "seat": s, "items": items})
            dpts[side_of(s)] += p
        pts = []
        detail = []
        try:
            for side in (0, 1):
                pile = piles.get(side, [])
                _it, cp = combos(pile)
                cpts = card_points(pile)
                lt = 6 if side_of(res["last"]) == side else 0
                pts.append(dpts[side] + cp + cpts + lt)
                detail.append({"declarations": dpts[side], "combinations": cp, "card_points": cpts,
                               "last_trick": lt})
        except Reject:
            continue
        decl_wins = pts[0] > pts[1]
        W = pts[0] if decl_wins else pts[1]
        m = (W // 50) * 50
        if (m + 50) - W < 5:
            m += 50
        gp = m // 50 * (2 if solo else 1)
        if want == "near_round":
            if not (0 < (50 - W % 50) < 5):
                continue
        if want == "declarer_wins" and not decl_wins:
            continue
        if want == "declarer_loses" and decl_wins:
            continue
        scores = [0, 0, 0]
        for s in range(3):
            if (s == decl) == decl_wins:
                scores[s] = gp
        return {"hands": dealt, "widow": widow, "bids": bids, "bad_bid_idx": bad_bid_idx,
                "pre": pre, "decls": decls, "plays": res["events"], "points": pts, "detail": detail,
                "gp": gp, "scores": scores, "decl": decl, "fault_event": res["fault_event"],
                "W": W, "contract": contract}
    raise RuntimeError("no terziglio deal")


def terziglio_session(rng, spec):
    players = ["Elena", "Franco", "Giulia"]
    deals = []
    expect = []
    rules_tot = [0, 0, 0]
    sheet = [0, 0, 0]
    computed = []
    for k, d in enumerate(spec["deals"]):
        r = terziglio_deal(rng, d["dealer"], fault=d.get("fault"), solo=d.get("solo", False),
                           illegal_bid=d.get("illegal_bid", False),
                           illegal_discard=d.get("illegal_discard", False), want=d.get("want"))
        events = list(r["bids"])
        if r["bad_bid_idx"] is not None:
            expect.append((k, r["bad_bid_idx"], "illegal_bid"))
        events.extend(r["pre"])
        if d.get("illegal_discard"):
            expect.append((k, len(events) - 1, "illegal_discard"))
        events.extend(r["decls"])
        off = len(events)
        if r["fault_event"] is not None:
            code = {"revoke": "revoke", "trump": "failure_to_trump", "out_of_turn": "out_of_turn"}[d["fault"]]
            expect.append((k, off + r["fault_event"], code))
        events.extend(r["plays"])
        written = list(r["scores"])
        for s, delta in d.get("score_slip", {}).items():
            written[int(s)] += delta
        for s in range(3):
            if written[s] != r["scores"][s]:
                expect.append((k, len(events), "wrong_score"))
            events.append({"type": "score", "party": s, "points": written[s]})
        for s in range(3):
            rules_tot[s] += r["scores"][s]
            sheet[s] += written[s]
        tslip = d.get("total_slip", {})
        vals = []
        for s in range(3):
            v = sheet[s] + tslip.get(str(s), 0)
            if str(s) in tslip:
                expect.append((k, len(events), "wrong_total"))
                sheet[s] = v
            vals.append(v)
            events.append({"type": "total", "party": s, "points": v})
        if d.get("wrong_dealer"):
            expect.append((k, None, "wrong_dealer"))
        computed.append({"contract": r["contract"], "declarer": r["decl"], "points": r["points"],
                         "detail": r["detail"], "winning_points": r["W"], "game_points": r["gp"],
                         "scores": r["scores"], "rules_totals": list(rules_tot), "sheet_totals": vals})
        deals.append({"dealer": d["dealer"], "hands": r["hands"], "talon": r["widow"], "events": events})
    return {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "rules": {"preset": "standard"},
        "players": players,
        "meta": {"audit": "real-faults-near-slips-15", "desc": spec["desc"]},
        "deals": deals,
    }, expect, {"deals": computed}


# ----------------------------------------------------------------------------------------------
# The round's files
# ----------------------------------------------------------------------------------------------
SPECS = [
    ("01-ulti-payslip-then-revoke", "ulti", {
        "desc": "Three deals, dealers 0,1,2. Deal 0: the declarer wins the party; one defender is written paying 2 instead of 1, and every running total after carries that. Deal 1: a defender revokes; the table settles as played. Deal 2 clean.",
        "deals": [{"dealer": 0, "want_win": True, "pay_slip": {"2": 1}},
                  {"dealer": 1, "fault": "revoke"},
                  {"dealer": 2}]}),
    ("02-ulti-missing-pay-then-overtake", "ulti", {
        "desc": "Three deals, dealers 1,2,0. Deal 0: one party payment left off the sheet, the totals carry the omission. Deal 1: a defender fails to overtake. Deal 2: red party (hearts), 2 a defender.",
        "deals": [{"dealer": 1, "omit_payment": None, "_omit": True},
                  {"dealer": 2, "fault": "overtake"},
                  {"dealer": 0, "red": True}]}),
    ("03-ulti-false-40-settled", "ulti", {
        "desc": "Three deals, dealers 2,0,1. Deal 1: the declarer says 40 without the trump king and queen; with it the table counts the party won and is paid; by the rules his card points lose. Totals follow the table's payments. Deals 0 and 2 clean.",
        "deals": [{"dealer": 2},
                  {"dealer": 0, "false40": True},
                  {"dealer": 1}]}),
    ("04-ulti-wrong-dealer-then-out-of-turn", "ulti", {
        "desc": "Four deals, dealers 0,1,1,2: deal 2 is dealt again by seat 1 (hands and first bidder follow seat 1), deal 3 goes on from him. Deal 0: an addition slip in seat 0's total, carried on. Deal 3: a trick led by the wrong seat.",
        "deals": [{"dealer": 0, "total_slip": {"0": 2}},
                  {"dealer": 1},
                  {"dealer": 1, "wrong_dealer": True},
                  {"dealer": 2, "fault": "out_of_turn"}]}),
    ("05-rage-score-slip-then-revoke", "rage", {
        "desc": "Rounds 6-8 (5, 4, 3 cards), dealers 0,1,2, from written totals. Round 6: Katka's score written one too high and carried in every total after. Round 7: a revoke. Round 8 clean.",
        "start_round": 6, "start_totals": [12, 30, 8, 21],
        "deals": [{"dealer": 0, "score_slip": {"2": 1}},
                  {"dealer": 1, "fault": "revoke"},
                  {"dealer": 2}]}),
    ("06-rage-total-slip-then-action-card", "rage", {
        "desc": "Rounds 5-7 (6, 5, 4 cards), dealers 3,0,1. Round 5: scores right, Bohouš's total added 10 too many and carried. Round 6: an action card played while able to follow. Round 7 clean.",
        "start_round": 5, "start_totals": [40, 22, 35, 18],
        "deals": [{"dealer": 3, "total_slip": {"1": 10}},
                  {"dealer": 0, "fault": "action"},
                  {"dealer": 1}]}),
    ("07-rage-dealer-rotation-out-of-turn", "rage", {
        "desc": "Rounds 6-9, dealers 0,1,3,0: round 8 dealt by Dalibor instead of Katka (bids and lead follow him), round 9 goes on from him. Round 9: a trick led by the wrong seat. Sheet right.",
        "start_round": 6, "start_totals": [5, 17, 26, 9],
        "deals": [{"dealer": 0}, {"dealer": 1}, {"dealer": 3, "wrong_dealer": True},
                  {"dealer": 0, "fault": "out_of_turn"}]}),
    ("08-rage-pm1-illegal-bid-total-corrected", "rage", {
        "desc": "Plus/minus one. Rounds 6-8, dealers 2,3,0. Round 6: Anička's score written 5 too low and carried into that total; round 7: the last bid makes the sum equal the cards (forbidden), and the table's totals are back on the rules' figures (the earlier slip corrected in the total only); round 8 carries on.",
        "plus_minus_one": True, "start_round": 6, "start_totals": [0, 0, 0, 0],
        "deals": [{"dealer": 2, "score_slip": {"0": -5}},
                  {"dealer": 3, "pm1_fault": True, "totals": "rules"},
                  {"dealer": 0}]}),
    ("09-ottocento-revoke-crosses-800", "tarocchini-ottocento", {
        "desc": "Three deals, dealers 0,1,2, from totals written earlier. Deal 0: a revoke. Deal 1: team0 reaches 800 (a game); the sheet starts deal 2's totals again from 0 (a new game).",
        "start_totals": None,
        "deals": [{"dealer": 0, "fault": "revoke"}, {"dealer": 1}, {"dealer": 2}]}),
    ("10-ottocento-score-slip-discard-trump", "tarocchini-ottocento", {
        "desc": "Four deals, dealers 3,0,1,2, fresh. Deal 0: team1's score written 10 too low and carried. Deal 1: the dealer lays away a King. Deal 2: failure to trump. Deal 3 clean.",
        "deals": [{"dealer": 3, "score_slip": {"team1": -10}},
                  {"dealer": 0, "illegal_discard": True},
                  {"dealer": 1, "fault": "trump"},
                  {"dealer": 2}]}),
    ("11-ottocento-slip-makes-false-800", "tarocchini-ottocento", {
        "desc": "Three deals, dealers 1,2,3, from totals written earlier. Deal 0: team0's total added 30 too many; carried, the sheet's team0 passes 800 after deal 1 though by the rules it does not; the sheet then starts deal 2 from 0. Deal 2: a card led out of turn.",
        "start_totals": None,
        "deals": [{"dealer": 1, "total_slip": {"team0": 30}}, {"dealer": 2}, {"dealer": 3, "fault": "out_of_turn"}]}),
    ("12-terziglio-score-slip-illegal-bid", "tarocchini-terziglio", {
        "desc": "Three deals, dealers 0,1,2. Deal 0: a winner's game points written one too high and carried in the totals. Deal 1: gioco said over gioco (not higher), the first gioco plays. Deal 2 clean. Totals: game points summed.",
        "deals": [{"dealer": 0, "score_slip": None}, {"dealer": 1, "illegal_bid": True}, {"dealer": 2}]}),
    ("13-terziglio-revoke-solo-discard", "tarocchini-terziglio", {
        "desc": "Three deals, dealers 2,0,1. Deal 0: a revoke. Deal 1: a solo (game points doubled); seat 1's total added 2 too many and carried. Deal 2: the gioco declarer lays a 5-point card away.",
        "deals": [{"dealer": 2, "fault": "revoke"}, {"dealer": 0, "solo": True, "total_slip": {"1": 2}},
                  {"dealer": 1, "illegal_discard": True}]}),
    ("14-terziglio-wrong-dealer-rounding-trump", "tarocchini-terziglio", {
        "desc": "Four deals, dealers 0,1,0,1: deal 2 dealt by seat 0 instead of seat 2 (bids and lead follow seat 0), deal 3 goes on from it. Deal 1: the winning side's points end 1-4 short of a multiple of 50 (rounded up). Deal 3: failure to trump.",
        "deals": [{"dealer": 0}, {"dealer": 1, "want": "near_round"}, {"dealer": 0, "wrong_dealer": True},
                  {"dealer": 1, "fault": "trump"}]}),
]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=15)
    args = ap.parse_args()
    for f in os.listdir(HERE):
        if f.endswith(".json"):
            os.remove(os.path.join(HERE, f))
    summary = {}
    for i, (name, game, spec) in enumerate(SPECS):
        rng = random.Random(args.seed * 1000 + i)
        if game == "rage":
            tr, exp, info = rage_session(rng, spec)
            info = {"rules_totals_after": info,
                    "rules_scores": [d.pop("_rules_scores") for d in tr["deals"]],
                    "trumps": [d.pop("_trump") for d in tr["deals"]],
                    "bids": [d.pop("_bids") for d in tr["deals"]]}
        elif game == "ulti":
            if spec["deals"][0].get("_omit"):
                spec["deals"][0]["omit_payment"] = None
            tr, exp, info = _ulti_with_omit(rng, spec)
        elif game == "tarocchini-ottocento":
            tr, exp, info = _ottocento(rng, spec)
        else:
            tr, exp, info = _terziglio(rng, spec)
        tr["meta"]["expect"] = {"findings": [list(e) for e in exp], "computed": info}
        with open(os.path.join(HERE, name + ".json"), "w", encoding="utf-8") as fh:
            json.dump(tr, fh, ensure_ascii=False, indent=1)
            fh.write("\n")
        summary[name] = {"findings": exp, "computed": info}
    with open(os.path.join(HERE, "_expect.txt"), "w", encoding="utf-8") as fh:
        json.dump(summary, fh, ensure_ascii=False, indent=1, default=str)
    for k, v in summary.items():
        print(k, v["findings"])


def _ulti_with_omit(rng, spec):
    # deal 0 of file 02: the payment of the second defender left out (whichever seat that is)
    if spec["deals"][0].get("_omit"):
        d0 = spec["deals"][0]
        d0["omit_payment"] = (d0["dealer"] + 3) % 3  # the dealer is a defender (first bidder declares)
    tr, exp, totals = ulti_session(rng, spec)
    info = {"rules_net": [d.pop("_rules_net") for d in tr["deals"]],
            "declarer": [d.pop("_declarer") for d in tr["deals"]],
            "trump": [d.pop("_trump") for d in tr["deals"]],
            "decl_pts": [d.pop("_decl_pts") for d in tr["deals"]],
            "def_pts": [d.pop("_def_pts") for d in tr["deals"]],
            "won": [d.pop("_won") for d in tr["deals"]],
            "rules_totals": totals}
    return tr, exp, info


def _ottocento(rng, spec):
    if spec["desc"].startswith("Three deals, dealers 0,1,2"):
        # start totals so that team0 crosses 800 in deal 1, not in deal 0; team1 never
        probe, _e, info = ottocento_session(random.Random(0), {**spec, "start_totals": [0, 0]})
        s0 = [d["points"] for d in info["deals"]]
        lo = max(0, 800 - s0[0][0] - s0[1][0])
        hi = 800 - s0[0][0]
        assert lo < hi
        t0 = (lo + hi) // 2 // 10 * 10
        t1 = max(0, 700 - s0[0][1] - s0[1][1]) // 10 * 10
        spec = {**spec, "start_totals": [t0, t1]}
        return ottocento_session(random.Random(0), spec)
    if spec["desc"].startswith("Three deals, dealers 1,2,3"):
        # by the rules team0 is 10 short of 800 after deal 1; the sheet, 30 over in deal 0, is 20 over
        for seed in range(1, 500):
            probe, _e, info = ottocento_session(random.Random(seed), {**spec, "start_totals": [0, 0]})
            s0 = [d["points"] for d in info["deals"]]
            t0 = 790 - s0[0][0] - s0[1][0]
            if t0 < 0 or t0 + s0[0][0] + 30 >= 800:
                continue
            t1 = max(0, 650 - s0[0][1] - s0[1][1] - s0[2][1])
            if t1 + s0[0][1] + s0[1][1] + s0[2][1] >= 800:
                continue
            spec = {**spec, "start_totals": [t0, t1]}
            return ottocento_session(random.Random(seed), spec)
        raise RuntimeError("no seed for 11")
    return ottocento_session(rng, spec)


def _terziglio(rng, spec):
    if spec["deals"][0].get("score_slip", "x") is None:
        spec = json.loads(json.dumps(spec))
        # the winner's line of deal 0: decided after the deal is played; the declarer's seat or an
        # opponent's. Play once to learn it, then replay with the same seed.
        state = rng.getstate()
        _tr, _e, info = terziglio_session(rng, {**spec, "deals": [dict(spec["deals"][0], score_slip={})] + spec["deals"][1:]})
        rng.setstate(state)
        sc = info["deals"][0]["scores"]
        winner = next(s for s in range(3) if sc[s] > 0)
        spec["deals"][0]["score_slip"] = {str(winner): 1}
    return terziglio_session(rng, spec)


if __name__ == "__main__":
    main()
