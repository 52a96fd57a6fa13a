"""ulti25 private model: deal, legal play, scoring -- written from the Japanese source only.

Imports nothing from validator/ or replays/.
"""

from __future__ import annotations

import random

SUITS = "HDSC"
RT = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps, high -> low
RN = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # without trumps
DECK = [r + s for s in SUITS for r in RT]


def su(c):
    return c[-1]


def rk(c):
    return c[:-1]


def strength(c, lead, trump):
    order = RT if trump else RN
    r = 8 - order.index(rk(c))
    if trump and su(c) == trump:
        return 100 + r
    if su(c) == lead:
        return r
    return 0


def legal(hand, trick, trump, keep=None):
    """カード勝負: follow suit, else trump, and within that beat the cards on the table if able."""
    if not trick:
        cands = list(hand)
    else:
        lead = su(trick[0])
        f = [c for c in hand if su(c) == lead]
        t = [c for c in hand if trump and su(c) == trump]
        cands = f or t or list(hand)
        best = max(strength(x, lead, trump) for x in trick)
        beat = [c for c in cands if strength(c, lead, trump) > best]
        if beat:
            cands = beat
    if keep and keep in cands and len(cands) > 1:
        cands = [c for c in cands if c != keep]
    return cands


def play_out(hands, leader, trump, choose, keep=None):
    """hands: dict seat->list (10 cards). choose(seat, legal, trick, tricknum) -> card.
    keep: (seat, card) the ulti declarer must hold back. Returns plays [(seat,card)], tricks [(winner, cards)]."""
    hands = {s: list(h) for s, h in hands.items()}
    plays, tricks = [], []
    for tn in range(10):
        trick, seats = [], []
        s = leader
        for _ in range(3):
            k = keep[1] if keep and keep[0] == s else None
            lg = legal(hands[s], trick, trump, k)
            c = choose(s, lg, trick, tn)
            assert c in lg
            hands[s].remove(c)
            trick.append(c)
            seats.append(s)
            plays.append((s, c))
            s = (s + 1) % 3
        lead = su(trick[0])
        w = max(range(3), key=lambda i: strength(trick[i], lead, trump))
        leader = seats[w]
        tricks.append((leader, list(zip(seats, trick))))
    return plays, tricks


def cardpts(cards):
    return sum(10 for c in cards if rk(c) in ("A", "10"))


def marriages_in(hand, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    return sorted(out, reverse=True)


# point tables
STD = {
    "party": 1,
    "ulti": 4,
    "40-100": 4,
    "20-100": 8,
    "durchmarsch": 6,
    "open-durchmarsch": 24,
    "betli": 5,
    "rebetli": 10,
    "open-betli": 20,
    "redurchmarsch": 12,
    "four-aces": 4,
}
STD_SILENT = {"silent-ulti": 2, "silent-100": 2, "silent-durchmarsch": 3, "silent-four-aces": 2}
UN = dict(STD, **{"four-aces": 3, "20-100": 6, "durchmarsch": 7, "four-tens": 9})
UN_SILENT = {"silent-ulti": 2, "silent-100": 1, "silent-durchmarsch": 4}


def settle(d):
    """d: dict with goals, red, trump (suit or None), declarer, discards, marriages {seat:[pts]},
    contra {goal: {defender_or_'all': level}}, tricks, table ('std'/'ultinet'), options.
    Returns list of (from, to, amount, reason), facts."""
    table = d.get("table", "std")
    V = UN if table == "ultinet" else STD
    SV = UN_SILENT if table == "ultinet" else STD_SILENT
    decl = d["declarer"]
    defs = [s for s in range(3) if s != decl]
    trump = d["trump"]
    red = 2 if (d.get("red") and trump == "H") else 1
    goals = list(d["goals"])
    if set(goals) <= {"ulti", "four-aces", "four-tens"}:
        goals = ["party"] + goals  # “ゲーム”との組み合わせは,省略して“ウルティ”
    tricks = d["tricks"]
    won = {s: [] for s in range(3)}
    ntricks = {s: 0 for s in range(3)}
    for w, cs in tricks:
        ntricks[w] += 1
        won[w] += [c for _, c in cs]
    last_w, last_cards = tricks[-1]
    mar = d.get("marriages", {})
    facts = {}
    if trump:
        cp = {s: cardpts(won[s]) + (10 if s == last_w else 0) for s in range(3)}
        dp = cp[decl]
        fp = sum(cp[s] for s in defs) + cardpts(d["discards"])
        dm = sum(mar.get(decl, []))
        fm = sum(sum(mar.get(s, [])) for s in defs)
        facts.update(decl_cards=dp, def_cards=fp, decl_mar=dm, def_mar=fm)
    pays = []

    def mult(g, s):
        c = d.get("contra", {}).get(g, {})
        if trump:
            return max(c.values()) if c else 1
        return c.get(s, 1)

    def goal(g, ok, reason=None):
        # オープンドゥルヒマルシュ.赤でも赤以外でも 24 点 (red does not double it)
        v = V[g] * (1 if g == "open-durchmarsch" else red)
        for s in defs:
            m = mult(g, s)
            if ok:
                pays.append((s, decl, v * m, reason or g))
            else:
                pays.append((decl, s, v * m, reason or g))

    all_decl = ntricks[decl] == 10
    none_decl = ntricks[decl] == 0
    silent100 = None
    hundred_bid = any(g in goals for g in ("40-100", "20-100"))
    durch_bid = any(g in goals for g in ("durchmarsch", "open-durchmarsch", "redurchmarsch"))
    betli = any(g in goals for g in ("betli", "rebetli", "open-betli"))
    if trump and not hundred_bid:
        if dp + dm >= 100:
            silent100 = decl
        elif fp + fm >= 100:
            silent100 = "def"
    facts["silent100"] = silent100
    for g in goals:
        if g == "party":
            ok = (dp + dm > fp + fm) and ntricks[decl] >= 1
            facts["party_won"] = ok
            if silent100 is not None:
                # 黙って 100 … “ゲーム”の点を置き換えます (no contra: silent_bonus_contra off)
                v = SV["silent-100"] * red
                for s in defs:
                    if silent100 == decl:
                        pays.append((s, decl, v, "silent-100"))
                    else:
                        pays.append((decl, s, v, "silent-100"))
                continue
            goal("party", ok)
        elif g == "ulti":
            ok = last_w == decl and dict(last_cards)[decl] == "7" + trump
            facts["ulti_won"] = ok
            goal("ulti", ok)
            if not ok:
                for s in defs:
                    pays.append((decl, s, 4 * red, "ulti-penalty"))
        elif g in ("40-100", "20-100"):
            bonus = 40 if g == "40-100" else 20
            held = d["decl_hand"]
            have = (
                ("K" + trump in held and "Q" + trump in held)
                if g == "40-100"
                else any("K" + x in held and "Q" + x in held for x in SUITS if x != trump)
            )
            ok = dp + (bonus if have else 0) >= 100
            facts[g] = ok
            goal(g, ok)
        elif g in ("durchmarsch", "open-durchmarsch", "redurchmarsch"):
            goal(g, all_decl)
            facts[g] = all_decl
        elif g in ("betli", "rebetli", "open-betli"):
            goal(g, none_decl)
            facts[g] = none_decl
        elif g == "four-aces":
            ok = all("A" + x in won[decl] for x in SUITS)
            facts[g] = ok
            goal(g, ok)
        elif g == "four-tens":
            ok = all("10" + x in won[decl] for x in SUITS)
            facts[g] = ok
            goal(g, ok)
    if silent100 is not None and "party" not in goals:
        for s in defs:
            if silent100 == decl:
                pays.append((s, decl, SV["silent-100"] * red, "silent-100"))
            else:
                pays.append((decl, s, SV["silent-100"] * red, "silent-100"))
    # 出来役 (not in betli; trump games only can have them)
    if trump and not betli:
        # silent durchmarsch (by declarer only in these records)
        sd_blocked = durch_bid or (table == "ultinet" and any(g in goals for g in ("four-aces", "four-tens")))
        if all_decl and not sd_blocked:
            for s in defs:
                pays.append((s, decl, SV["silent-durchmarsch"] * red, "silent-durchmarsch"))
        if "ulti" not in goals:
            seven = "7" + trump
            who = [s for s, c in last_cards if c == seven]
            if who:
                p = who[0]
                if last_w == p:  # won
                    if p == decl:
                        for s in defs:
                            pays.append((s, decl, SV["silent-ulti"] * red, "silent-ulti"))
                    else:
                        for s in defs:
                            pays.append((decl, s, SV["silent-ulti"] * red, "silent-ulti"))
                else:
                    for s in range(3):
                        if s != p:
                            pays.append((p, s, 4 * red, "silent-ulti"))
        if d.get("silent_four_aces") and "four-aces" not in goals:
            if all("A" + x in won[decl] for x in SUITS):
                for s in defs:
                    pays.append((s, decl, SV["silent-four-aces"] * red, "silent-four-aces"))
    facts["tricks"] = [ntricks[s] for s in range(3)]
    return pays, facts


def net(pays):
    n = [0, 0, 0]
    for f, t, a, _ in pays:
        n[f] -= a
        n[t] += a
    return n
