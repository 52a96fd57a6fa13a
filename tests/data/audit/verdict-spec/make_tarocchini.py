"""Tarocchini transcripts of this round (see EXPECTED.md). Run: python make_tarocchini.py"""

import json
import os
import random

from gen_tarocchini import CRICCA, SUITS, combo_points, deck, is_trump, legal, pts, stable, suit, value, winner_index

HERE = os.path.dirname(os.path.abspath(__file__))
P4 = ["Anna", "Bruno", "Carla", "Dario"]
P3 = ["Elena", "Franco", "Giulia"]


def write(name, doc):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
        f.write("\n")


def declared(hand):
    """Joker-free cricche of kings/queens/knights/jacks held (declared in full)."""
    items, p = [], 0
    for name, (r, v) in CRICCA.items():
        n = sum(1 for s in SUITS if r + s in hand)
        if n >= 3:
            items.append({"kind": "cricca", "of": name, "count": n})
            p += v if n == 3 else 2 * v
    if len(items) >= 3:
        p *= 2
    return items, p


def play(hands, leader, n, rnd, team, plant=None, matto_ok=True, strong=None):
    """team(s) -> side id. Returns plays, winners, piles per seat, faults; None when the Matto rule is not met."""
    hands = [list(h) for h in hands]
    plays, winners, piles, faults = [], [], [[] for _ in range(n)], []
    ntr = len(hands[0])
    for t in range(ntr):
        order = [(leader + i) % n for i in range(n)]
        if plant and plant.get("kind") == "lead" and plant["trick"] == t:
            order = [(leader + 1 + i) % n for i in range(n)]
            faults.append(("out_of_turn", len(plays), order[0]))
        table, seats = [], []
        for s in order:
            c = None
            if plant and plant.get("kind") == "revoke" and plant["trick"] == t and plant["seat"] == s and table:
                nonm = [x for x in table if x != "MATTO"]
                if nonm:
                    led = suit(nonm[0])
                    other = [x for x in hands[s] if x != "MATTO" and suit(x) != led and not is_trump(x)]
                    if led != "T" and any(suit(x) == led for x in hands[s]) and other:
                        c = rnd.choice(other)
                        faults.append(("revoke", len(plays) + len(table), s))
            if c is None:
                if "MATTO" in hands[s] and table and t < ntr - 1 and rnd.random() < 0.25:
                    c = "MATTO"
                else:
                    opts = legal(hands[s], table)
                    if not opts:
                        opts = ["MATTO"]
                    if strong is not None and s == strong and opts != ["MATTO"]:
                        c = max(opts, key=lambda x: (is_trump(x), value(x), rnd.random()))
                    else:
                        c = rnd.choice(opts)
            table.append(c)
            seats.append(s)
            hands[s].remove(c)
        w = seats[winner_index(table)]
        if "MATTO" in table:
            ms = seats[table.index("MATTO")]
            if team(ms) != team(w):
                return None
        winners.append(w)
        piles[w] += table
        plays += list(zip(seats, table))
        leader = w
    return plays, winners, piles, faults


def ottocento(seed, dealer, plant=None, want=None, tries=400000):
    team = lambda s: s % 2
    for k in range(tries):
        rnd = random.Random(seed + k)
        d = deck()
        rnd.shuffle(d)
        hands = [d[15 * i : 15 * i + 15] for i in range(4)]
        hands = [None] * 4
        for i in range(4):
            hands[(dealer + 1 + i) % 4] = d[15 * i : 15 * i + 15]
        hands[dealer] = hands[dealer] + d[60:62]
        low = [c for c in hands[dealer] if value(c) < 5 and c != "MATTO"]
        disc = rnd.sample(low, 2)
        fin = [list(h) for h in hands]
        for c in disc:
            fin[dealer].remove(c)
        r = play(fin, (dealer + 1) % 4, 4, rnd, team, plant)
        if r is None:
            continue
        plays, winners, piles, faults = r
        if plant and not faults:
            continue
        if dealer not in winners:
            continue
        if winners[-1] is None:
            continue
        tp = [[], []]
        for s in range(4):
            tp[team(s)] += piles[s]
        tp[team(dealer)] += disc
        if not (stable(tp[0]) and stable(tp[1])):
            continue
        if any(len(combo_points(x)[1]) >= 3 or len(combo_points(x)[2]) >= 3 for x in tp):
            continue
        decl = [declared(fin[s]) if s != dealer else declared(fin[s]) for s in range(4)]
        score = [0, 0]
        for s in range(4):
            score[team(s)] += decl[s][1]
        detail = []
        for t in range(2):
            cp = combo_points(tp[t], "A")
            card = pts(tp[t])
            last = 6 if team(winners[-1]) == t else 0
            score[t] += cp[0] + card + last
            detail.append(dict(combo=cp[0], cricche=cp[1], seqs=cp[2], card=card, last=last, n=len(tp[t])))
        assert detail[0]["card"] + detail[1]["card"] == 87
        info = dict(seed=seed + k, dealer=dealer, hands=hands, disc=disc, plays=plays, winners=winners, faults=faults,
                    decl=decl, score=score, detail=detail)
        if want and not want(info):
            continue
        return info
    raise SystemExit("none")


def otto_events(info):
    dealer = info["dealer"]
    ev = [{"type": "discard", "seat": dealer, "cards": info["disc"]}]
    for i in range(4):
        s = (dealer + 1 + i) % 4
        ev.append({"type": "declare", "seat": s, "items": info["decl"][s][0]})
    base = len(ev)
    for s, c in info["plays"]:
        ev.append({"type": "play", "seat": s, "card": c})
    return ev, base


def gp(points):
    r = points % 50
    base = points - r
    if 50 - r < 5:
        base += 50
    return base // 50


def terziglio(seed, dealer, want=None, tries=400000):
    e = (dealer + 1) % 3
    decl_seat = e
    team = lambda s: 0 if s == decl_seat else 1
    for k in range(tries):
        rnd = random.Random(seed + k)
        d = deck()
        rnd.shuffle(d)
        hands = [None] * 3
        for i in range(3):
            hands[(dealer + 1 + i) % 3] = d[18 * i : 18 * i + 18]
        talon = d[54:62]
        taken = talon[:2]
        h = hands[decl_seat] + taken
        low = [c for c in h if value(c) < 5 and c != "MATTO"]
        disc = rnd.sample(low, 2)
        fin = [list(x) for x in hands]
        fin[decl_seat] = [c for c in h if c not in disc]
        widow = talon[2:] + disc
        r = play(fin, e, 3, rnd, team, strong=decl_seat)
        if r is None:
            continue
        plays, winners, piles, faults = r
        if decl_seat not in winners or winners.count(decl_seat) == 18:
            continue
        tp = [piles[decl_seat] + widow, piles[(decl_seat + 1) % 3] + piles[(decl_seat + 2) % 3]]
        if len(tp[1]) % 2:
            continue
        if not all(combo_points(x, "A")[0] == combo_points(x, "B")[0] for x in tp):
            continue
        decl = [declared(fin[s]) for s in range(3)]
        side = [0, 0]
        for s in range(3):
            side[team(s)] += decl[s][1]
        detail = []
        for t in range(2):
            cp = combo_points(tp[t], "A")
            card = pts(tp[t])
            last = 6 if team(winners[-1]) == t else 0
            side[t] += cp[0] + card + last
            detail.append(dict(combo=cp[0], cricche=cp[1], seqs=cp[2], card=card, last=last, n=len(tp[t])))
        assert detail[0]["card"] + detail[1]["card"] == 87
        won = side[0] > side[1]
        g = gp(side[0] if won else side[1])
        scores = [0, 0, 0]
        for s in range(3):
            if (team(s) == 0) == won:
                scores[s] = g
        info = dict(seed=seed + k, dealer=dealer, hands=hands, talon=talon, taken=taken, disc=disc, plays=plays,
                    winners=winners, decl=decl, side=side, won=won, gp=g, scores=scores, detail=detail, decl_seat=decl_seat)
        if want and not want(info):
            continue
        return info
    raise SystemExit("none")


def main():
    out = {}
    # ---------------- 18: Terziglio: a gioco bid over a gioco (not higher); scores as the rules give them
    info = terziglio(1800, 1, want=lambda i: i["gp"] >= 2 and abs(i["side"][0] - i["side"][1]) >= 40
                     and 15 <= (i["side"][0] if i["won"] else i["side"][1]) % 50 <= 35
                     and all(len(d["cricche"]) < 3 and len(d["seqs"]) < 3 for d in i["detail"]))
    e = info["decl_seat"]
    ev = [{"type": "bid", "seat": e, "bid": "gioco"},
          {"type": "bid", "seat": (e + 1) % 3, "bid": "gioco"},
          {"type": "bid", "seat": (e + 2) % 3, "bid": "pass"},
          {"type": "take", "seat": e, "cards": info["taken"]},
          {"type": "discard", "seat": e, "cards": info["disc"]}]
    for i in range(3):
        s = (e + i) % 3
        ev.append({"type": "declare", "seat": s, "items": info["decl"][s][0]})
    base = len(ev)
    for s, c in info["plays"]:
        ev.append({"type": "play", "seat": s, "card": c})
    for s in range(3):
        ev.append({"type": "score", "party": s, "points": info["scores"][s]})
    for s in range(3):
        ev.append({"type": "total", "party": s, "points": info["scores"][s]})
    write("17-terziglio-illegal-bid.json",
          {"format": "trick-transcript/1", "game": "tarocchini-terziglio", "players": P3,
           "meta": {"note": "Elena bids gioco over Giulia's gioco; Giulia plays the gioco."},
           "deals": [{"dealer": 1, "hands": info["hands"], "talon": info["talon"], "events": ev}]})
    out["t18"] = dict(info, base=base, faults=[])
    # ---------------- 17: Ottocento: a revoke (no penalty) and team1's score written 10 short
    info = ottocento(1700, 3, plant=dict(kind="revoke", trick=4, seat=2))
    ev, base = otto_events(info)
    sc = info["score"]
    ev += [{"type": "score", "party": "team0", "points": sc[0]}, {"type": "score", "party": "team1", "points": sc[1] - 10},
           {"type": "total", "party": "team0", "points": sc[0]}, {"type": "total", "party": "team1", "points": sc[1] - 10}]
    write("16-ottocento-revoke-wrong-score.json",
          {"format": "trick-transcript/1", "game": "tarocchini-ottocento", "players": P4,
           "meta": {"note": "Carla fails to follow suit in trick 5; team1's score is written 10 short (and its total with it)."},
           "deals": [{"dealer": 3, "hands": info["hands"], "events": ev}]})
    out["t17"] = dict(info, base=base)

    # ---------------- 19: Ottocento: a trick led out of turn; the table writes a penalty the source does not have
    info = ottocento(1900, 0, plant=dict(kind="lead", trick=6))
    ev, base = otto_events(info)
    sc = info["score"]
    off = info["faults"][0][2]
    pen_at = base + info["faults"][0][1] + 4
    evp = ev[:pen_at] + [{"type": "penalty", "party": off, "code": "out_of_turn", "amount": 10}] + ev[pen_at:]
    evp += [{"type": "score", "party": "team0", "points": sc[0]}, {"type": "score", "party": "team1", "points": sc[1]}]
    write("18-ottocento-lead-out-of-turn-penalty.json",
          {"format": "trick-transcript/1", "game": "tarocchini-ottocento", "players": P4,
           "meta": {"note": "Trick 7 is led by the wrong player; the table writes a 10-point penalty for it."},
           "deals": [{"dealer": 0, "hands": info["hands"], "events": evp}]})
    out["t19"] = dict(info, base=base, pen_at=pen_at)
    return out


if __name__ == "__main__":
    r = main()
    for k, v in r.items():
        print(k, {x: v[x] for x in ("seed", "dealer", "faults", "score", "detail", "base", "disc", "side", "won", "gp", "scores", "decl_seat") if x in v},
              [d[0] for d in v["decl"]])
