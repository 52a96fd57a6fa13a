"""Generate the ulti-spec3 transcripts from the blind model (model.py)."""

import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(__file__))
import model as M  # noqa: E402

OUT = os.path.dirname(__file__)
PLAYERS = ["Ágnes", "Bence", "Csaba"]
FIG = {}


def lowest_discard(hand, trump, keep=()):
    def key(c):
        t = 1 if trump and M.suit(c) == trump else 0
        pts = 1 if M.rank(c) in ("A", "10") else 0
        return (t, pts, M.strength(c, trump), c)

    cand = sorted([c for c in hand if c not in keep], key=key)
    return cand[:2]


def run_auction(hands, dealer, script):
    """script: list of ("pass", seat) or ("bid", seat, goals, red, discard|None, extra)."""
    hands = {s: list(h) for s, h in hands.items()}
    events = []
    talon = None
    last = None
    first = True
    for step in script:
        if step[0] == "pass":
            events.append({"type": "bid", "seat": step[1], "bid": "pass"})
            continue
        _, seat, goals, red, disc, extra = step
        if not first:
            events.append({"type": "take", "seat": seat, "cards": list(talon)})
            hands[seat] += talon
        first = False
        if disc is None:
            disc = lowest_discard(hands[seat], None)
        for c in disc:
            hands[seat].remove(c)
        talon = list(disc)
        events.append({"type": "discard", "seat": seat, "cards": list(disc)})
        bid = {"goals": list(goals), "red": red}
        bid.update(extra or {})
        events.append({"type": "bid", "seat": seat, "bid": bid})
        last = (seat, goals, red)
    return events, hands, talon, last


def build_play_events(plays, trump, decl, marr_decl, doubles, recontra):
    """doubles: list of (seat, goal, level) said with the seat's first card; recontra: list of
    (seat, goal, level) after the third card of trick 1."""
    ev = []
    first_seen = set()
    for i, (s, c) in enumerate(plays):
        if i < 3 and s not in first_seen:
            first_seen.add(s)
            if marr_decl.get(s):
                ev.append(
                    {
                        "type": "declare",
                        "seat": s,
                        "items": [{"kind": "marriage", "points": p} for _, p in marr_decl[s]],
                    }
                )
            for ds, g, lv in doubles:
                if ds == s:
                    ev.append({"type": "double", "seat": s, "target": g, "level": lv})
        ev.append({"type": "play", "seat": s, "card": c})
        if i == 2:
            for ds, g, lv in recontra:
                ev.append({"type": "double", "seat": ds, "target": g, "level": lv})
    return ev


def settle(decl, goals, red, trump, tricks, discard, marr_decl, hands10, contra, silent=True):
    """Return (payments list, net dict, figures). contra: goal -> (level, doubler seat)."""
    defs = [s for s in range(3) if s != decl]
    pts = {s: 0 for s in range(3)}
    ntr = {s: 0 for s in range(3)}
    for i, (_seats, trick, w) in enumerate(tricks):
        ntr[w] += 1
        pts[w] += M.card_pts(trick) + (10 if i == 9 else 0)
    marr = {s: sum(p for _, p in marr_decl.get(s, [])) for s in range(3)}
    decl_total = pts[decl] + marr[decl]
    def_total = sum(pts[d] + marr[d] for d in defs) + (M.card_pts(discard) if trump else 0)
    last_seats, last_trick, last_w = tricks[9]
    seven = ("7" + trump) if trump else None
    ulti_ok = (
        trump is not None
        and last_w == decl
        and seven in last_trick
        and last_seats[last_trick.index(seven)] == decl
    )
    dh = hands10[decl]
    res = {}
    for g in goals:
        if g == "party":
            res[g] = ntr[decl] >= 1 and decl_total > def_total
        elif g == "ulti":
            res[g] = ulti_ok
        elif g == "40-100":
            k = 40 if ("K" + trump in dh and "Q" + trump in dh) else 0
            res[g] = pts[decl] + k >= 100
        elif g == "20-100":
            k = 20 if any("K" + s in dh and "Q" + s in dh for s in M.SUITS if s != trump) else 0
            res[g] = pts[decl] + k >= 100
        elif g in ("durchmarsch", "redurchmarsch", "open-durchmarsch"):
            res[g] = ntr[decl] == 10
        elif g in ("betli", "rebetli", "open-betli"):
            res[g] = ntr[decl] == 0
    pay = []
    redm = 2 if red else 1
    silent100 = silent and trump and "party" in goals and decl_total >= 100
    for g in goals:
        v = M.BASE[g] * (redm if g not in M.NO_TRUMP_GOALS else 1)
        reason = g
        if g == "party" and silent100:
            v, reason = 2 * redm, "silent-100"
        lv, who = contra.get(g, (1, None))
        for d in defs:
            mult = lv if (trump or who == d) else 1
            if res[g]:
                pay.append((d, decl, v * mult, reason))
            else:
                pay.append((decl, d, v * mult, reason))
        if g == "ulti" and not res[g]:
            for d in defs:
                pay.append((decl, d, 4 * redm, "ulti-penalty"))
    assert not (silent and trump and def_total >= 100), "defenders 100 (avoid)"
    if silent and trump and "ulti" not in goals and seven in last_trick:
        p = last_seats[last_trick.index(seven)]
        if last_w == p:
            if p == decl:
                for d in defs:
                    pay.append((d, decl, 2 * redm, "silent-ulti"))
            else:
                for d in defs:
                    pay.append((decl, d, 2 * redm, "silent-ulti"))
        else:
            for o in range(3):
                if o != p:
                    pay.append((p, o, 4 * redm, "silent-ulti"))
    if not any(g in goals for g in ("durchmarsch", "redurchmarsch", "open-durchmarsch")):
        assert ntr[decl] < 10 or not trump or not silent, "silent durchmarsch (avoid)"
    net = {s: 0 for s in range(3)}
    for f, t, a, _ in pay:
        net[f] -= a
        net[t] += a
    figs = {
        "tricks": ntr,
        "card_points": pts,
        "marriages": marr,
        "decl_total": decl_total,
        "def_total": def_total,
        "results": res,
        "silent100": bool(silent100),
        "net": net,
    }
    return pay, net, figs


def make_deal(
    dealer,
    hands,
    script,
    trump,
    contra_said=(),
    recontra=(),
    record="payments",
    strategy=None,
    seed=0,
    announce=True,
    silent=True,
    keep=True,
):
    """Build one deal.  contra_said: (seat, goal, level) with first card; recontra after trick 1."""
    auc, h10, talon, last = run_auction(hands, dealer, script)
    decl, goals, red = last
    if red:
        trump = "H" if trump is not False else None
    events = list(auc)
    if trump and not red and announce:
        events.append({"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]})
    ulti_keep = "ulti" in goals and keep
    rng = random.Random(seed)
    plays, tricks = M.play_deal(h10, decl, decl, trump, strategy or M.random_strategy, rng, ulti_keep)
    allow_marr = trump and not any(
        g in goals for g in ("40-100", "20-100", "durchmarsch", "open-durchmarsch")
    )
    marr_decl = {s: M.marriages(h10[s], trump) for s in range(3)} if allow_marr else {}
    events += build_play_events(plays, trump, decl, marr_decl, list(contra_said), list(recontra))
    contra = {}
    for s, g, lv in list(contra_said) + list(recontra):
        lv0, who = contra.get(g, (1, None))
        contra[g] = (max(lv0, lv), who if who is not None else s)
    pay, net, figs = settle(decl, goals, red, trump, tricks, talon, marr_decl, h10, contra, silent)
    if record == "payments":
        for f, t, a, r in pay:
            events.append({"type": "payment", "from": f, "to": t, "amount": a, "reason": r})
    deal = {"dealer": dealer, "hands": [sorted_hand(hands[s]) for s in range(3)], "events": events}
    figs.update({"declarer": decl, "goals": goals, "red": red, "trump": trump, "payments": pay})
    return deal, net, figs


def sorted_hand(h):
    return list(h)


def add_scores(deal, net, totals, record, bad_total=None):
    for s in range(3):
        totals[s] += net[s]
    if record in ("scores", "totals"):
        for s in range(3):
            deal["events"].append({"type": "score", "party": s, "points": net[s]})
        if record == "totals":
            for s in range(3):
                pts = totals[s]
                if bad_total and bad_total[0] == s:
                    pts += bad_total[1]
                deal["events"].append({"type": "total", "party": s, "points": pts})


def write(name, deals, desc, figs, start=None):
    tr = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "standard"},
        "players": PLAYERS,
        "meta": {"round": "ulti-spec3", "description": desc},
        "deals": deals,
    }
    if start:
        tr["start"] = start
    with open(os.path.join(OUT, name + ".json"), "w", encoding="utf-8") as f:
        json.dump(tr, f, ensure_ascii=False, indent=1)
        f.write("\n")
    FIG[name] = figs


def idx(deal, pred):
    for i, e in enumerate(deal["events"]):
        if pred(e):
            return i
    raise KeyError


def find_seed(cond, first, start=0):
    for sd in range(start, start + 20000):
        h = M.deal_cards(sd, first)
        if cond(h):
            return sd, h
    raise RuntimeError("no seed")
