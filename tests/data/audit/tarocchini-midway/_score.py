"""Independent scorer for the tarocchini-midway audit (my own reading of seed 004, Russian).

Only the play sequence comes from replays.sim (legal deals); every figure here is computed by
this file from the source's rules:
  card values table; "подсчитываются парами ... вычитается 1"; "шесть очков за победу в последней взятке";
  cricche table; sequences "не менее трех карт для 10 очков, а каждая дополнительная карта стоит 5";
  Ottocento "побеждает первая команда, набравшая 800 очков"; Terziglio rounding to 50 and game points.
"""

LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]
WILD = {"T0", "MATTO"}


def suit(c):
    return "T" if c.startswith("T") else ("M" if c == "MATTO" else c[-1])


def value(c):
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if c.startswith("T"):
        return 1
    r = c[:-1]
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(r, 1)


def rank(c):
    s = suit(c)
    if s == "T":
        n = int(c[1:])
        return 1 if 1 <= n <= 4 else n  # moretti equal
    order = LONG if s in "SB" else ROUND
    return 100 - order.index(c[:-1])


def trick_winner(tr):
    """tr: list of (seat, card). Moretti tie: last played."""
    cards = [(s, c) for s, c in tr if c != "MATTO"]
    trumps = [(i, s, c) for i, (s, c) in enumerate(cards) if suit(c) == "T"]
    if trumps:
        best = None
        for i, s, c in trumps:
            if best is None or rank(c) >= rank(best[2]):
                if best is not None and rank(c) == rank(best[2]) and not (1 <= int(c[1:]) <= 4):
                    continue
                best = (i, s, c)
        return best[1]
    led = suit(cards[0][1])
    fol = [(s, c) for s, c in cards if suit(c) == led]
    return max(fol, key=lambda x: rank(x[1]))[0]


def card_points(pile):
    return sum(value(c) for c in pile) - len(pile) // 2


CRICCA = {"tarocchi": (18, 36), "kings": (17, 34), "queens": (14, 28), "knights": (13, 26), "jacks": (12, 24)}


def seq_value(n):
    return 10 + 5 * (n - 3) if n >= 3 else 0


def item_value(it):
    if it["kind"] == "cricca":
        return CRICCA[it["of"]][it["count"] - 3]
    return seq_value(it["length"])


def items_value(items):
    """Doubling (my reading): 3+ cricche double the cricche; 3+ sequences double the sequences."""
    cr = [item_value(i) for i in items if i["kind"] == "cricca"]
    sq = [item_value(i) for i in items if i["kind"] == "sequence"]
    return sum(cr) * (2 if len(cr) >= 3 else 1) + sum(sq) * (2 if len(sq) >= 3 else 1)


def run_len(positions, have, wilds, trumps):
    """Contiguous run from the first position; first must be real. Wilds fill gaps, each once;
    trumps: two wilds in a row end the run except T17+T16 (grande + 16)."""
    if positions[0] not in have:
        return 0, 0
    n, w, real, prev_wild = 1, wilds, 1, None
    for p in positions[1:]:
        if p in have:
            n += 1
            real += 1
            prev_wild = None
        elif w > 0:
            if prev_wild is not None and not (trumps and {prev_wild, p} == {"T17", "T16"}):
                break
            if prev_wild is not None and not trumps:
                break
            w -= 1
            n += 1
            prev_wild = p
        else:
            break
    # trailing wilds used at the end of a run only count if a real card follows? keep them: a wild may extend
    return n, real


def captured_items(pile):
    have = set(pile)
    wilds = len(have & WILD)
    items = []
    # cricche
    groups = {
        "tarocchi": ["T20", "T19", "T0", "MATTO"],
        "kings": [r + s for r in ["K"] for s in "SBCD"],
        "queens": ["Q" + s for s in "SBCD"],
        "knights": ["N" + s for s in "SBCD"],
        "jacks": ["J" + s for s in "SBCD"],
    }
    for k, g in groups.items():
        n = len(have & set(g))
        if n >= 3:
            items.append({"kind": "cricca", "of": k, "count": n})
    # trumps: T20 T19 T18 T17 T16 ... T5; need >=1 real among T19..T17 besides angel; at least two of the three grande (wild allowed for one)
    pos = [f"T{i}" for i in range(20, 4, -1)]
    n = trump_run(have, wilds)
    if n >= 3:
        items.append({"kind": "sequence", "of": "trumps", "length": n})
    for s in "SBCD":
        n = suit_run(have, wilds, s)
        if n >= 3:
            items.append({"kind": "sequence", "of": "suit", "suit": s, "length": n})
    m = len(have & {"T1", "T2", "T3", "T4"})
    if m >= 2 and m + wilds >= 3:
        items.append({"kind": "sequence", "of": "moretti", "length": min(6, m + wilds)})
    a = len(have & {"1S", "1B", "1C", "1D"})
    if a >= 2 and a + wilds >= 3:
        items.append({"kind": "sequence", "of": "aces", "length": min(6, a + wilds)})
    return items


def trump_run(have, wilds):
    """Phase-2 fix (b): the source's table is a membership test, "Энджел и как минимум двое из трех
    следующих гранд (один из которых не должен быть джокером)": Angel + at least two of T19/T18/T17
    (real or wild, one real). Numbered trumps extend it only once all three grande are covered; two
    wilds in a row end it except T17+T16."""
    if "T20" not in have:
        return 0
    pos = ["T19", "T18", "T17"]
    real = [p for p in pos if p in have]
    if not real:
        return 0
    w = wilds
    covered, prev_wild = [], None
    for p in pos:
        if p in have:
            covered.append(p)
            prev_wild = None
        elif w > 0 and prev_wild is None:
            covered.append(p)
            w -= 1
            prev_wild = p
        else:
            prev_wild = None  # a gap left open
    if len(covered) < 2:
        return 0
    n = 1 + len(covered)
    if len(covered) == 3:
        last_wild = prev_wild
        for i in range(16, 4, -1):
            p = f"T{i}"
            if p in have:
                n += 1
                last_wild = None
            elif w > 0 and (last_wild is None or {last_wild, p} == {"T17", "T16"}):
                n += 1
                w -= 1
                last_wild = p
            else:
                break
    return n


def suit_run(have, wilds, s):
    """Phase-2 fix (b): "Король и как минимум две фигурные карты одной масти (одна из которых не
    должна быть джокером)", then the Ace once K Q N J are all there (real or wild)."""
    if "K" + s not in have:
        return 0
    real = [r for r in "QNJ" if r + s in have]
    if not real:
        return 0
    courts = min(3, len(real) + wilds)
    if courts < 2:
        return 0
    n = 1 + courts
    left = wilds - (courts - len(real))
    if courts == 3 and ("1" + s in have or left > 0):
        n += 1
    return n


def replay(deal, n):
    """Tricks from the play events: list of (winner, cards[(seat, card)])."""
    tricks, cur = [], []
    for e in deal["events"]:
        if e["type"] == "play":
            cur.append((e["seat"], e["card"].upper()))
            if len(cur) == n:
                tricks.append((trick_winner(cur), cur))
                cur = []
    assert not cur
    return tricks


def low_card(pile):
    """The Matto's exchange card: a 1-point card, chosen so no combination is lost: a pip card first."""
    for c in pile:
        if not c.startswith("T") and value(c) == 1 and not c.startswith("1"):
            return c
    for c in pile:
        if c.startswith("T") and 5 <= int(c[1:]) <= 15 and value(c) == 1:
            return c
    for c in pile:
        if value(c) == 1:
            return c
    raise ValueError("no low card")


def count_piles(tricks, side_of, sides, extra_to=None, extra=()):
    """Piles per side after play, with the Matto exchange. extra: cards (discards/widow) to extra_to."""
    piles = {x: [] for x in sides}
    won = {x: 0 for x in sides}
    matto = None
    for w, tr in tricks:
        won[side_of(w)] += 1
        for s, c in tr:
            if c == "MATTO":
                matto = (side_of(s), side_of(w))
                continue
            piles[side_of(w)].append(c)
    if extra_to is not None:
        piles[extra_to] += list(extra)
    if matto:
        own, taker = matto
        if won[own] == 0:
            piles[taker].append("MATTO")
        else:
            piles[own].append("MATTO")
            if taker != own:
                g = low_card(piles[own])
                piles[own].remove(g)
                piles[taker].append(g)
    last = side_of(tricks[-1][0])
    return piles, won, last


def side_points(pile, decl_items_lists, last):
    d = sum(items_value(x) for x in decl_items_lists)
    cap = captured_items(pile)
    c = items_value(cap)
    cp = card_points(pile)
    return {"declarations": d, "combinations": c, "card_points": cp, "last_trick": 6 if last else 0,
            "total": d + c + cp + (6 if last else 0), "captured": cap, "ncards": len(pile)}


def ottocento(deal):
    n = 4
    team = lambda s: s % 2
    tricks = replay(deal, n)
    dealer = deal["dealer"]
    disc = [c for e in deal["events"] if e["type"] == "discard" for c in e["cards"]]
    if not disc:
        # the two cards the dealer never played
        played = {c for _, tr in tricks for _, c in tr}
        disc = [c for c in deal["hands"][dealer] if c not in played]
    dealer_tricks = sum(1 for w, _ in tricks if w == dealer)
    to = team(dealer) if dealer_tricks else 1 - team(dealer)
    piles, won, last = count_piles(tricks, team, [0, 1], to, disc)
    decl = {0: [], 1: []}
    for e in deal["events"]:
        if e["type"] == "declare":
            decl[team(e["seat"])].append(e["items"])
    out = {t: side_points(piles[t], decl[t], last == t) for t in (0, 1)}
    assert sum(len(p) for p in piles.values()) == 62
    return out


def game_points(p):
    q, r = divmod(p, 50)
    return q + (1 if r > 45 else 0)


def terziglio(deal):
    n = 3
    tricks = replay(deal, n)
    bids = [e for e in deal["events"] if e["type"] == "bid" and e["bid"] != "pass"]
    decl_seat = bids[-1]["seat"]
    contract = bids[-1]["bid"]
    side = lambda s: "D" if s == decl_seat else "O"
    played = {c for _, tr in tricks for _, c in tr}
    widow = [c for c in deal["hands"][0] + deal["hands"][1] + deal["hands"][2] + deal["talon"] if c not in played]
    piles, won, last = count_piles(tricks, side, ["D", "O"])
    if contract == "gioco":
        to = "D" if won["D"] else "O"
    else:
        to = side(tricks[-1][0])
    piles[to] += widow
    decl = {"D": [], "O": []}
    for e in deal["events"]:
        if e["type"] == "declare":
            decl[side(e["seat"])].append(e["items"])
    pts = {x: side_points(piles[x], decl[x], last == x) for x in ("D", "O")}
    # odd piles: my count is sum - floor(n/2); note it
    if won["D"] == 0 or won["O"] == 0:
        winner = "D" if won["O"] == 0 else "O"
        gp = 40
        how = "all tricks"
    else:
        winner = "D" if pts["D"]["total"] > pts["O"]["total"] else "O"
        gp = game_points(pts[winner]["total"]) * (2 if contract == "solo" else 1)
        how = "count"
    scores = [gp if side(s) == winner else 0 for s in range(3)]
    return {"declarer": decl_seat, "contract": contract, "pts": pts, "winner": winner, "gp": gp,
            "scores": scores, "won": won, "how": how, "widow_to": to}
