import random
from _common import dump
import _taro as T

NOTES = {}


def team(s):
    return s % 2


def otto_deal(rng, dealer):
    d = T.deck()
    rng.shuffle(d)
    order = [(dealer + 1 + j) % 4 for j in range(4)]
    hands = {s: d[15 * i:15 * (i + 1)] for i, s in enumerate(order)}
    widow = d[60:62]
    return hands, widow, order


def otto_score(log, discards, dealer, matto_owner=None):
    piles = {0: [], 1: []}
    exch = {0: 0, 1: 0}  # value adjustments
    dealer_tricks = sum(1 for t in log if t["winner"] == dealer)
    for t in log:
        w = t["winner"]
        for s, c in t["trick"]:
            if c == "MATTO":
                piles[team(s)].append(c)
                if team(s) != team(w):
                    exch[team(s)] -= 1
                    exch[team(w)] += 1
                    raise ValueError("matto exchange")
            else:
                piles[team(w)].append(c)
    dt = team(dealer) if dealer_tricks > 0 else 1 - team(dealer)
    piles[dt] += discards
    cp = {}
    for k in (0, 1):
        n = len(piles[k])
        assert n % 2 == 0
        cp[k] = sum(T.value(c) for c in piles[k]) - n // 2
    assert cp[0] + cp[1] == 87, cp
    lt = team(log[-1]["winner"])
    return piles, cp, lt, dt


def robust(cards):
    a = T.combos(cards, True)
    b = T.combos(cards, False)
    if a != b:
        return None
    if sum(1 for x in a if x[0] == "cricca") >= 3 or sum(1 for x in a if x[0] == "sequence") >= 3:
        return None
    if any(x[1] == "trumps" for x in a):
        return None
    return a


def decl_items(hand):
    """declare only plain cricche of 3/4 and natural K-Q-N(-J) suit sequences."""
    items = []
    pts = 0
    for x in T.combos(hand, False):
        if x[0] == "cricca":
            items.append({"kind": "cricca", "of": x[1], "count": x[2]})
            pts += x[3]
        elif x[1].startswith("suit:"):
            items.append({"kind": "sequence", "of": "suit", "suit": x[1][-1], "length": x[2]})
            pts += x[3]
    if len(items) >= 3:
        return None, 0
    return items, pts


def o1():
    """Ottocento, dealer's two cards as talon + take, discard, declarations, per-team score sheet with
    reasons, team totals, start totals (mid game)."""
    players = ["Alberto", "Bice", "Carlo", "Dora"]
    start = [420, 515]
    for seed in range(200000):
        rng = random.Random(seed)
        dealer = 2
        hands, widow, order = otto_deal(rng, dealer)
        dealt = {s: list(h) for s, h in hands.items()}
        h = hands[dealer] + widow
        cands = [c for c in h if T.value(c) < 5]
        disc = sorted(cands, key=lambda c: (T.value(c), c))[:2]
        for c in widow:
            hands[dealer].append(c)
        for c in disc:
            hands[dealer].remove(c)
        decl = {}
        ok = True
        for s in order:
            it, p = decl_items(hands[s])
            if it is None:
                ok = False
            decl[s] = (it, p)
        if not ok or not any(decl[s][0] for s in order):
            continue
        if any(x.get("of") == "tarocchi" for s in order for x in decl[s][0]):
            continue
        mo = [s for s in order if "MATTO" in hands[s]][0]
        plays, log = T.play(hands, order[0], order, rng)
        try:
            piles, cp, lt, dt = otto_score(log, disc, dealer)
        except ValueError:
            continue
        # matto played in the last trick: avoid
        if any(c == "MATTO" for s, c in log[-1]["trick"]):
            continue
        cmb = {}
        for k in (0, 1):
            r = robust(piles[k])
            if r is None:
                break
            cmb[k] = r
        if len(cmb) < 2:
            continue
        dp = {0: 0, 1: 0}
        for s in order:
            dp[team(s)] += decl[s][1]
        cpts = {k: T.combo_points(cmb[k]) for k in (0, 1)}
        tot = {k: dp[k] + cpts[k] + cp[k] + (6 if lt == k else 0) for k in (0, 1)}
        totals = [start[0] + tot[0], start[1] + tot[1]]
        if max(totals) >= 800:
            continue
        events = [{"type": "take", "seat": dealer, "cards": widow},
                  {"type": "discard", "seat": dealer, "cards": disc}]
        for s in order:
            if decl[s][0]:
                events.append({"type": "declare", "seat": s, "items": decl[s][0]})
        events += plays
        for k, nm in ((0, "team0"), (1, "team1")):
            events.append({"type": "score", "party": nm, "points": dp[k], "reason": "declarations"})
            events.append({"type": "score", "party": nm, "points": cpts[k], "reason": "combinations"})
            events.append({"type": "score", "party": nm, "points": cp[k], "reason": "card_points"})
            events.append({"type": "score", "party": nm, "points": 6 if lt == k else 0, "reason": "last_trick"})
        events.append({"type": "total", "party": "team0", "points": totals[0]})
        events.append({"type": "total", "party": "team1", "points": totals[1]})
        t = {
            "format": "trick-transcript/1",
            "game": "tarocchini-ottocento",
            "rules": {"preset": "standard"},
            "players": players,
            "start": {"totals": start},
            "meta": {"circolo": "Bologna", "partita": 3},
            "deals": [{"dealer": dealer, "hands": [dealt[s] for s in range(4)], "talon": widow, "events": events}],
        }
        dump("12-ottocento-talon-take-declarations-team-sheet.json", t)
        NOTES["12"] = dict(seed=seed, decl=decl, cmb=cmb, cpts=cpts, cp=cp, lt=lt, dt=dt, tot=tot, totals=totals,
                           disc=disc, widow=widow)
        return NOTES["12"]


def o2():
    """Ottocento, the dealer's hand written with his two extra cards (17), no talon; the dealer lays away
    a king (planted); no score sheet."""
    players = ["Elena", "Fabio", "Gina", "Ivo"]
    for seed in range(1000):
        rng = random.Random(seed)
        dealer = 0
        hands, widow, order = otto_deal(rng, dealer)
        hands[dealer] += widow
        dealt = {s: list(h) for s, h in hands.items()}
        kings = [c for c in hands[dealer] if c[0] == "K"]
        low = [c for c in hands[dealer] if T.value(c) == 1 and c[0] != "T"]
        if not kings or not low:
            continue
        disc = [kings[0], low[0]]
        for c in disc:
            hands[dealer].remove(c)
        plays, log = T.play(hands, order[0], order, rng)
        if any(c == "MATTO" for s, c in log[-1]["trick"]):
            continue
        events = [{"type": "discard", "seat": dealer, "cards": disc, "note": "king laid away"}]
        for s in order:
            events.append({"type": "declare", "seat": s, "items": []})
        events += plays
        t = {
            "format": "trick-transcript/1",
            "game": "tarocchini-ottocento",
            "players": players,
            "deals": [{"dealer": dealer, "hands": [dealt[s] for s in range(4)], "events": events}],
        }
        dump("13-ottocento-dealer-17-cards-no-talon-king-discarded.json", t)
        try:
            piles, cp, lt, dt = otto_score(log, disc, dealer)
        except ValueError:
            piles = cp = lt = dt = None
        NOTES["13"] = dict(seed=seed, disc=disc, cp=cp, lt=lt, dt=dt)
        return NOTES["13"]


def o3():
    """Ottocento play-only (hands null, no talon), FOOL alias for the Matto, planted revoke provable."""
    players = ["Lia", "Marco", "Nora", "Olga"]
    for seed in range(100000):
        rng = random.Random(seed)
        dealer = 3
        hands, widow, order = otto_deal(rng, dealer)
        hands[dealer] += widow
        cands = [c for c in hands[dealer] if T.value(c) < 5]
        disc = rng.sample(cands, 2)
        for c in disc:
            hands[dealer].remove(c)
        plays, log = T.play(hands, order[0], order, rng)
        if any(c == "MATTO" for s, c in log[-1]["trick"]):
            continue
        # plant: follower s followed L with a at t; at u>t, s led a non-L non-trump card b (free lead);
        # swap so that at t s plays b (while holding a) -- b not trump and not L: a discard while holding L.
        cand = None
        for ti, tr in enumerate(log[:-2]):
            lead = [c for x, c in tr["trick"] if c != "MATTO"]
            L = T.suit(lead[0])
            if L == "T":
                continue
            for pos, (s, a) in enumerate(tr["trick"]):
                if pos == 0 or T.suit(a) != L:
                    continue
                for ui in range(ti + 1, len(log) - 1):
                    u = log[ui]
                    if u["trick"][0][0] != s:
                        continue
                    b = u["trick"][0][1]
                    if b == "MATTO" or T.suit(b) in (L,):
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
        plan = {(tj, x): c for tj, tr in enumerate(log) for x, c in tr["trick"]}
        plan[(ti, s)] = b
        plan[(ui, s)] = a
        try:
            plays2, log2 = T.play(hands, order[0], order, rng, plan=plan)
        except Exception:
            continue
        used = [(tj, x) for tj, tr in enumerate(log2) for x, c in tr["trick"]]
        if sorted(used) != sorted(plan):
            continue
        held = {x: list(hands[x]) for x in order}
        illegal = []
        idx = 0
        for tj, tr in enumerate(log2):
            cur = []
            for x, c in tr["trick"]:
                if c not in T.legal(held[x], cur):
                    illegal.append((tj, x, c, idx))
                held[x].remove(c)
                cur.append((x, c))
                idx += 1
        if len(illegal) != 1 or illegal[0][:2] != (ti, s):
            continue
        if any(c == "MATTO" for x, c in log2[-1]["trick"]):
            continue
        events = [{"type": "discard", "seat": dealer, "cards": disc}]
        nb = len(events)
        for e in plays2:
            if e["card"] == "MATTO":
                e["card"] = "FOOL"
        events += plays2
        t = {
            "format": "trick-transcript/1",
            "game": "tarocchini-ottocento",
            "rules": {"moretti_tie": "last_played", "discard_credit": "dealer_trick"},
            "players": players,
            "deals": [{"dealer": dealer, "hands": None, "events": events}],
        }
        dump("14-ottocento-play-only-fool-alias-revoke.json", t)
        later = nb + [i for i, e in enumerate(plays2) if e["seat"] == s and e["card"] == a][0]
        NOTES["14"] = dict(seed=seed, event=nb + illegal[0][3], seat=s, played=b, held=a, later=later)
        return NOTES["14"]


if __name__ == "__main__":
    print(o1())
    print(o2())
    print(o3())
