import random
from _common import dump, net
import _galician as G

NOTES = {}
TRULL = {"T1", "T21", "SKIZ"}
KINGS = {"KH", "KD", "KS", "KC"}


def premiums_ok(side_a, side_b, log):
    for side in (side_a, side_b):
        if TRULL <= set(side) or KINGS <= set(side):
            return False
    if any(c == "T1" for s, c in log[-1]["trick"]):
        return False
    return True


def g1():
    """3 players, solo, pool off by an explicit option (no preset), score sheet of nets per seat."""
    players = ["Kazimierz", "Ludwik", "Maria"]
    dealer = 0
    for seed in range(20000):
        rng = random.Random(seed)
        d = G.deck()
        rng.shuffle(d)
        talon = d[:6]
        order = [(dealer + 1 + j) % 3 for j in range(3)]
        hands = {}
        for i, s in enumerate(order):
            hands[s] = d[6 + 12 * i: 18 + 12 * i]
        decl = order[0]  # forehand bids solo
        if sum(1 for c in hands[decl] if G.suit(c) == "T") < 8:
            continue

        def strat(s, opts, trick, rng):
            # declarer plays high, helpers random
            if s == decl:
                return max(opts, key=G.power)
            return rng.choice(opts)
        plays, log, won = G.play(hands, order, rng, strat=strat)
        helpers = [s for s in order if s != decl]
        side_d = won[decl]
        side_h = won[helpers[0]] + won[helpers[1]] + talon
        if not premiums_ok(side_d, side_h, log):
            continue
        p = G.group_points(side_d)
        ph = G.group_points(side_h)
        assert p + ph == 66
        if p in (33,):
            continue
        win = p > 33
        if not win:
            continue
        V = 6 * (p - 33) + 60 if win else 6 * (33 - p) + 60
        sc = {s: 0 for s in range(3)}
        for h in helpers:
            if win:
                sc[decl] += V
                sc[h] -= V
            else:
                sc[decl] -= V
                sc[h] += V
        events = [{"type": "bid", "seat": order[0], "bid": "solo"},
                  {"type": "bid", "seat": order[1], "bid": "pass"},
                  {"type": "bid", "seat": order[2], "bid": "pass"},
                  {"type": "announce", "seat": decl, "items": []},
                  {"type": "announce", "seat": order[1], "items": [], "note": "dobrze"},
                  {"type": "announce", "seat": order[2], "items": [], "note": "dobrze"}]
        events += plays
        events += [{"type": "score", "party": s, "points": sc[s]} for s in range(3)]
        t = {
            "format": "trick-transcript/1",
            "game": "galician-tarok",
            "rules": {"pool": False},
            "players": players,
            "meta": {"source": "zeszyt gry, Kraków"},
            "deals": [{"dealer": dealer, "hands": [hands[s] for s in range(3)], "talon": talon, "events": events}],
        }
        dump("10-galician-3p-solo-pool-off-score-sheet.json", t)
        NOTES["10"] = dict(seed=seed, p=p, ph=ph, V=V, sc=sc)
        return NOTES["10"]


def g2():
    """4 players (the dealer, 'king', sits out), play-only (hands null) with talon, a three with the first
    packet bought; planted renonce by the declarer (trumps a suit he holds), provable from the record."""
    players = ["Natalia", "Oskar", "Paweł", "Roza"]
    dealer = 3
    order = [0, 1, 2]
    for seed in range(50000):
        rng = random.Random(seed)
        d = G.deck()
        rng.shuffle(d)
        talon = d[:6]
        hands = {s: d[6 + 12 * i: 18 + 12 * i] for i, s in enumerate(order)}
        decl = 0
        hands[decl] += talon[:3]
        # discard 3: no kings, no tarocks (so nothing to show)
        cands = [c for c in hands[decl] if G.suit(c) != "T" and c[0] != "K"]
        if len(cands) < 3:
            continue
        disc = sorted(cands, key=G.value)[:3]
        for c in disc:
            hands[decl].remove(c)
        plays, log, won = G.play(hands, order, rng)
        # plant: declarer followed suit L with a at trick t (not leading) and led a tarock b at trick u>t
        cand = None
        for ti, t in enumerate(log[:-2]):
            L = G.suit(t["trick"][0][1])
            if L == "T":
                continue
            for pos, (s, a) in enumerate(t["trick"]):
                if s != decl or pos == 0 or G.suit(a) != L:
                    continue
                for ui in range(ti + 1, len(log) - 1):
                    u = log[ui]
                    if u["trick"][0][0] != decl:
                        continue
                    b = u["trick"][0][1]
                    if G.suit(b) != "T" or b == "T1":
                        continue
                    cand = (ti, s, a, ui, b)
                    break
                if cand:
                    break
            if cand:
                break
        if not cand:
            continue
        ti, s, a, ui, b = cand
        plan = {(tj, x): c for tj, t in enumerate(log) for x, c in t["trick"]}
        plan[(ti, s)] = b
        plan[(ui, s)] = a
        try:
            plays2, log2, won2 = G.play(hands, order, rng, plan=plan)
        except Exception:
            continue
        used = [(tj, x) for tj, t in enumerate(log2) for x, c in t["trick"]]
        if sorted(used) != sorted(plan):
            continue
        held = {x: list(hands[x]) for x in order}
        illegal = []
        idx = 0
        for tj, t in enumerate(log2):
            tr = []
            for x, c in t["trick"]:
                if c not in G.legal(held[x], tr):
                    illegal.append((tj, x, c, idx))
                held[x].remove(c)
                tr.append((x, c))
                idx += 1
        if len(illegal) != 1 or illegal[0][:2] != (ti, s):
            continue
        side_d = won2[decl] + disc
        side_h = won2[1] + won2[2] + talon[3:]
        if not premiums_ok(side_d, side_h, log2):
            continue
        p = G.group_points(side_d)
        if p >= 33:
            continue  # declarer loses on points as well: the renonce changes the verdict, not the money
        events = [{"type": "bid", "seat": 0, "bid": "three"},
                  {"type": "bid", "seat": 1, "bid": "pass"},
                  {"type": "bid", "seat": 2, "bid": "pass"},
                  {"type": "take", "seat": 0, "cards": talon[:3]},
                  {"type": "discard", "seat": 0, "cards": disc},
                  {"type": "announce", "seat": 0, "items": []},
                  {"type": "announce", "seat": 1, "items": []},
                  {"type": "announce", "seat": 2, "items": []}]
        nb = len(events)
        events += plays2
        t = {
            "format": "trick-transcript/1",
            "game": "galician-tarok",
            "rules": {"preset": "standard", "pool": False},
            "players": players,
            "deals": [{"dealer": dealer, "hands": None, "talon": talon, "events": events}],
        }
        dump("11-galician-4p-king-play-only-three-renonce.json", t)
        V = 3 * (33 - p) + 30
        later = nb + [i for i, e in enumerate(plays2) if e["seat"] == decl and e["card"] == a][0]
        NOTES["11"] = dict(seed=seed, event=nb + illegal[0][3], played=b, held=a, later=later, p=p, V=V)
        return NOTES["11"]


if __name__ == "__main__":
    print(g1())
    print(g2())
