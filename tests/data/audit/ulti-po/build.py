"""ulti-po generator: builds play-only (hands: null) Ulti sessions and my expected outcomes.
Imports nothing from validator/ or replays/."""
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from model import (card_points, deal, legal, play, rank, strength, suit)  # noqa: E402

HERE = Path(__file__).parent
PLAYERS = ["Anna", "Béla", "Csilla"]
VAL = {"party": 1, "ulti": 4, "40-100": 4, "20-100": 8, "durchmarsch": 6, "betli": 5, "rebetli": 10}


class Reject(Exception):
    pass


def choose_discard(hand, trump, kind, rng):
    """pick 2 cards to lay away: trump games keep trumps and A/10; betli lays away the highest."""
    if kind == "betli":
        key = lambda c: -strength(c, None)  # noqa: E731
    else:
        key = lambda c: (suit(c) == trump, rank(c) in ("A", "10"), strength(c, trump))  # noqa: E731
    h = sorted(hand, key=key)
    return h[:2]


def build_deal(o):
    """o: dict(seed, dealer, goals, red, trump (suit or None), flow ('simple'|'overcall'),
    contra: list of (goal, level), fold: bool, stop: 'betli'|'durch'|None, force: {(trick, seat): fn},
    marriages: bool)"""
    rng = random.Random(o["seed"] * 7 + 1)
    D = o["dealer"]
    F, G, H = (D + 1) % 3, (D + 2) % 3, D
    hands = deal(o["seed"], D)
    goals, red = o["goals"], o.get("red", False)
    trump = "H" if red else o.get("trump")
    kind = "betli" if any(g in ("betli", "rebetli") for g in goals) else "trump"
    ev = []
    flow = o.get("flow", "simple")
    if flow == "simple":
        decl = F
        d1 = choose_discard(hands[F], trump, kind, rng)
        for c in d1:
            hands[F].remove(c)
        ev.append({"type": "discard", "seat": F, "cards": d1})
        ev.append({"type": "bid", "seat": F, "bid": {"goals": goals, "red": red}})
        ev += [{"type": "bid", "seat": G, "bid": "pass"}, {"type": "bid", "seat": H, "bid": "pass"},
               {"type": "bid", "seat": F, "bid": "pass"}]
        talon = d1
    else:  # overcall: F bids party, G takes, discards, bids the contract
        decl = G
        d1 = sorted(hands[F], key=lambda c: (rank(c) in ("A", "10"), strength(c, None)))[:2]
        for c in d1:
            hands[F].remove(c)
        ev.append({"type": "discard", "seat": F, "cards": d1})
        ev.append({"type": "bid", "seat": F, "bid": {"goals": ["party"], "red": False}})
        hands[G] += d1
        ev.append({"type": "take", "seat": G, "cards": list(d1)})
        d2 = choose_discard(hands[G], trump, kind, rng)
        for c in d2:
            hands[G].remove(c)
        ev.append({"type": "discard", "seat": G, "cards": d2})
        ev.append({"type": "bid", "seat": G, "bid": {"goals": goals, "red": red}})
        ev += [{"type": "bid", "seat": H, "bid": "pass"}, {"type": "bid", "seat": F, "bid": "pass"},
               {"type": "bid", "seat": G, "bid": "pass"}]
        talon = d2
    defs = [s for s in range(3) if s != decl]
    if trump and not red:
        ev.append({"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]})
    if o.get("fold"):
        ev.append({"type": "call", "seat": decl, "call": "fold"})
        pays = [(decl, d, 2, "fold") for d in defs]
        return finish(o, ev, pays, {"declarer": decl, "folded": True, "talon": talon})
    # marriages held at trick 1 (only with trumps and no 100 / durchmarsch goal)
    marr = {s: [] for s in range(3)}
    if trump and not any(g in ("40-100", "20-100", "durchmarsch") for g in goals):
        for s in range(3):
            for su in "HDSC":
                if "K" + su in hands[s] and "Q" + su in hands[s]:
                    marr[s].append(40 if su == trump else 20)
    contra = dict(o.get("contra", []))
    keep7 = ("7" + trump) if ("ulti" in goals and trump) else None
    if keep7 and keep7 not in hands[decl]:
        raise Reject("no seven")
    force = o.get("force", {})

    def strat(s, cands, trick, t):
        if (t, s) in force:
            return force[(t, s)](hands_now[s], trick, trump)
        if s == decl:
            if kind == "betli":
                return min(cands, key=lambda c: strength(c, None))
            return max(cands, key=lambda c: (strength(c, trump) + (10 if suit(c) == trump else 0)))
        return rng.choice(sorted(cands))

    hands_now = [list(h) for h in hands]

    def strat2(s, cands, trick, t):
        c = strat(s, cands, trick, t)
        hands_now[s].remove(c)
        return c

    stop = None
    if o.get("stop") == "betli":
        stop = lambda tr: tr[-1][2] == decl  # noqa: E731
    elif o.get("stop") == "durch":
        stop = lambda tr: tr[-1][2] != decl  # noqa: E731
    tricks, _ = play(hands, decl, trump, rng, strat2, keep7=keep7, stop=stop)
    # events for the plays; declarations / contra go just before the seat's first card
    first = True
    for ti, (leader, cards, w) in enumerate(tricks):
        for i, c in enumerate(cards):
            s = (leader + i) % 3
            if ti == 0:
                if marr[s]:
                    ev.append({"type": "declare", "seat": s,
                               "items": [{"kind": "marriage", "points": p} for p in sorted(marr[s], reverse=True)]})
                for g, lvl in contra.items():
                    if lvl >= 2 and s == o.get("contra_seat", defs[0]):
                        ev.append({"type": "double", "seat": s, "target": g, "level": 2})
            ev.append({"type": "play", "seat": s, "card": c})
        if ti == 0:
            for g, lvl in contra.items():
                if lvl >= 4:
                    ev.append({"type": "double", "seat": decl, "target": g, "level": 4})
    first = first
    info = {"declarer": decl, "talon": talon, "tricks": tricks, "marr": marr, "hands": hands}
    pays = score(o, decl, defs, goals, red, trump, tricks, talon, marr, contra, hands, info)
    return finish(o, ev, pays, info)


def score(o, decl, defs, goals, red, trump, tricks, talon, marr, contra, hands, info):
    mult = 2 if red else 1
    pays = []
    won = [t for t in tricks if t[2] == decl]
    complete = len(tricks) == 10

    def lvl(g):
        return contra.get(g, 1)

    def settle(g, ok, value, reason=None):
        amt = value * mult * lvl(g)
        for d in defs:
            pays.append((d, decl, amt, reason or g) if ok else (decl, d, amt, reason or g))

    pts = [0, 0, 0]
    if trump and complete:
        for (leader, cards, w) in tricks:
            pts[w] += card_points(cards)
        pts[tricks[-1][2]] += 10
    decl_cp = pts[decl]
    def_cp = sum(pts[d] for d in defs) + (card_points(talon) if trump else 0)
    decl_tot = decl_cp + sum(marr[decl])
    def_tot = def_cp + sum(sum(marr[d]) for d in defs)
    info.update(card_points=pts, talon_points=card_points(talon) if trump else 0,
                decl_total=decl_tot, def_total=def_tot)
    if trump and complete:
        if def_tot >= 100:
            raise Reject("defenders silent 100")
        if (len(won) == 10 and "durchmarsch" not in goals) or len(won) == 0:
            raise Reject("silent durchmarsch")
    bid_goals = list(goals)
    if "ulti" in bid_goals and "party" not in bid_goals:
        bid_goals = ["party"] + bid_goals  # "“ゲーム”との組み合わせは,省略して“ウルティ”といいます"
    last = tricks[-1] if complete else None
    for g in bid_goals:
        if g == "party":
            ok = len(won) > 0 and decl_tot > def_tot
            if decl_tot == def_tot:
                raise Reject("tie")
            if decl_tot >= 100 and "party" in contra:
                raise Reject("silent100 with contra")
            if decl_tot >= 100:
                settle("party", True, 2, "silent-100")
                info["silent100"] = True
            else:
                settle("party", ok, 1)
        elif g == "ulti":
            seven = "7" + trump
            ok = last[2] == decl and seven in last[1] and (last[0] + last[1].index(seven)) % 3 == decl
            settle("ulti", ok, 4)
            if not ok:
                for d in defs:
                    pays.append((decl, d, 4 * mult, "ulti-penalty"))
        elif g == "40-100":
            has40 = ("K" + trump) in hands[decl] and ("Q" + trump) in hands[decl]
            ok = decl_cp + (40 if has40 else 0) >= 100
            info["has40"] = has40
            settle(g, ok, 4)
        elif g in ("betli", "rebetli"):
            settle(g, len(won) == 0, VAL[g])
        elif g == "durchmarsch":
            settle(g, len(won) == len(tricks) == 10, 6)
    # silent ulti (trump game, ulti not bid)
    if trump and complete and "ulti" not in bid_goals:
        seven = "7" + trump
        if seven in last[1]:
            s = (last[0] + last[1].index(seven)) % 3
            if last[2] == s:
                info["silent_ulti"] = ("won", s)
                if s == decl:
                    for d in defs:
                        pays.append((d, decl, 2 * mult, "silent-ulti"))
                else:
                    for d in defs:
                        pays.append((decl, d, 2 * mult, "silent-ulti"))
            else:
                info["silent_ulti"] = ("lost", s)
                for x in range(3):
                    if x != s:
                        pays.append((s, x, 4 * mult, "silent-ulti"))
    return pays


def finish(o, ev, pays, info):
    net = [0, 0, 0]
    for f, t, a, r in pays:
        net[f] -= a
        net[t] += a
    info["net"] = net
    info["pays"] = pays
    return ev, info


def session(name, deals, sheet="payments", start=None, rules=None, meta=None, post=None):
    """deals: list of option dicts. sheet: 'payments' | 'scores' | 'both'. post(deals_json, infos) may plant."""
    out_deals, infos = [], []
    totals = list(start) if start else [0, 0, 0]
    for o in deals:
        ev, info = build_deal(o)
        if o.get("record", True):
            if sheet in ("payments", "both"):
                for f, t, a, r in info["pays"]:
                    ev.append({"type": "payment", "from": f, "to": t, "amount": a, "reason": r})
            if sheet in ("scores", "both"):
                for s in range(3):
                    ev.append({"type": "score", "party": s, "points": info["net"][s]})
                totals = [totals[s] + info["net"][s] for s in range(3)]
                for s in range(3):
                    ev.append({"type": "total", "party": s, "points": totals[s]})
        out_deals.append({"dealer": o["dealer"], "hands": None, "events": ev})
        infos.append(info)
    doc = {"format": "trick-transcript/1", "game": "ulti", "rules": rules or {"preset": "standard"},
           "players": PLAYERS}
    if start:
        doc["start"] = {"totals": list(start)}
    doc["meta"] = meta or {}
    doc["deals"] = out_deals
    expected = []
    if post:
        expected = post(doc, infos) or []
    (HERE / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
    return doc, infos, expected


def search(o, pred, tries=4000):
    """find a seed >= o['seed'] for which the deal builds and pred(info) holds"""
    base = o["seed"]
    for k in range(tries):
        oo = dict(o, seed=base + k)
        try:
            ev, info = build_deal(oo)
        except Reject:
            continue
        if pred(info, oo):
            return oo
    raise SystemExit(f"no seed for {o}")
