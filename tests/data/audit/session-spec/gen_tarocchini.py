"""Tarocchini Ottocento and Terziglio - session files, written from source 004 only.

Session facts used:
- Ottocento: "если все игроки согласны, игра может быть monte. Если это происходит, все карты
  сбрасываются, и раздача переходит к следующему игроку. Старшая рука говорит первой ... пока не
  дойдет до дилера." -> after a monte the NEXT player deals.
- "побеждает первая команда, набравшая 800 очков ... Если обе команды смогут это сделать, побеждает
  команда с большим количеством очков." -> a game to 800; the next game starts from zero.
- Terziglio: game points per deal (winning side's points rounded to 50, / 50, solo doubled),
  written per seat (option settlement = winners_score); running totals per seat.
"""
import copy
import random

import tarocchini_model as M
from gen_common import dump


class Abort(Exception):
    pass


def plain_rank(c):
    """Prefer to lay away cards that make no combination: pips 6-10 first."""
    if M.is_trump(c):
        return 3
    r = c[:-1]
    if r in ("K", "Q", "N", "J"):
        return 2
    if r == "1":
        return 1
    return 0


def combos(cards):
    """Post-run correction: the engine's documented reading, kept only where the gapless reading
    and the Ace question give the same points."""
    return M.engine_combos(cards)


def winner_of(trick, led):
    trumps = [(i, s, c) for i, (s, c) in enumerate(trick) if c != "MATTO" and M.is_trump(c)]
    if trumps:
        best = max(M.trump_rank(c) for _, _, c in trumps)
        # Moretti of equal rank: the last one played is the highest (moretti_tie last_played)
        cands = [x for x in trumps if M.trump_rank(x[2]) == best]
        return cands[-1][1]
    f = [(s, c) for s, c in trick if c != "MATTO" and M.suit(c) == led]
    return max(f, key=lambda x: M.suit_rank(x[1]))[0]


def play_tricks(rng, live, leader, side_of, ntricks):
    """live: seat -> list. side_of: seat -> side id. Returns piles per side, tricks per seat, events, last winner."""
    n = len(live)
    order = sorted(live)
    events = []
    piles = {}
    tricks = {s: 0 for s in live}
    last_w = None
    for t in range(ntricks):
        trick = []
        led = None
        cur_w = None
        for k in range(n):
            s = order[(order.index(leader) + k) % n]
            h = live[s]
            if k == 0:
                opts = [c for c in h if c != "MATTO"]
                if not opts:
                    raise Abort("matto lead")
                c = rng.choice(opts)
                led = M.suit(c)
            else:
                if ("MATTO" in h and t < ntricks - 1 and cur_w is not None
                        and side_of[cur_w] == side_of[s]):
                    c = "MATTO"
                else:
                    f = [c for c in h if c != "MATTO" and M.suit(c) == led]
                    if not f:
                        f = [c for c in h if c != "MATTO" and M.is_trump(c)]
                    if not f:
                        f = [c for c in h if c != "MATTO"]
                    if not f:
                        raise Abort("matto late")
                    c = rng.choice(f)
            h.remove(c)
            trick.append((s, c))
            events.append({"type": "play", "seat": s, "card": c})
            if c != "MATTO":
                cur_w = winner_of([x for x in trick if x[1] != "MATTO"], led)
        w = winner_of(trick, led)
        tricks[w] += 1
        for s, c in trick:
            if c == "MATTO":
                if side_of[s] != side_of[w]:
                    raise Abort("matto exchange")
                piles.setdefault(side_of[s], []).append(c)
            else:
                piles.setdefault(side_of[w], []).append(c)
        leader = w
        last_w = w
    return piles, tricks, events, last_w


# ---------------------------------------------------------------- Ottocento
def otto_deal(rng, dealer, monte=False):
    d = M.deck()
    rng.shuffle(d)
    hands = {s: [] for s in range(4)}
    k = 0
    for _round in range(3):
        for i in range(4):
            s = (dealer + 1 + i) % 4
            hands[s] += d[k:k + 5]
            k += 5
    hands[dealer] += d[k:k + 2]
    rec_hands = [list(hands[s]) for s in range(4)]
    events = []
    if monte:
        for i in range(4):
            events.append({"type": "redeal", "seat": (dealer + 1 + i) % 4, "reason": "monte"})
        return {"hands": rec_hands, "events": events, "monte": True}
    live = {s: list(hands[s]) for s in range(4)}
    dh = live[dealer]
    cand = sorted([c for c in dh if not M.five_point(c) and c not in M.CONT],
                  key=lambda c: (plain_rank(c), M.value(c), rng.random()))
    disc = cand[:2]
    for c in disc:
        dh.remove(c)
    events.append({"type": "discard", "seat": dealer, "cards": disc})
    decl_pts = {0: 0, 1: 0}
    decl = {}
    for i in range(4):
        s = (dealer + 1 + i) % 4
        r = combos(live[s])
        if r is None:
            raise Abort("hand ambiguous")
        items = M.declare_items_E(r)
        events.append({"type": "declare", "seat": s, "items": items})
        decl_pts[s % 2] += r[0]
        decl[s] = (items, r[0])
    side_of = {s: s % 2 for s in range(4)}
    piles, tricks, pev, last_w = play_tricks(rng, live, (dealer + 1) % 4, side_of, 15)
    events += pev
    if tricks[dealer] == 0:
        raise Abort("dealer no trick")
    piles[dealer % 2] = piles.get(dealer % 2, []) + disc
    score = {}
    detail = {}
    for t in (0, 1):
        pile = piles.get(t, [])
        r = combos(pile)
        if r is None:
            raise Abort("pile ambiguous")
        cp = M.card_points(pile)
        lt = 6 if side_of[last_w] == t else 0
        score[t] = decl_pts[t] + r[0] + cp + lt
        detail[t] = {"decl": decl_pts[t], "pile_combos": r[0], "pile_items": M.declare_items_E(r), "card_points": cp,
                     "last_trick": lt, "pile_size": len(pile)}
    assert detail[0]["card_points"] + detail[1]["card_points"] == 87
    return {"hands": rec_hands, "events": events, "score": score, "detail": detail, "decl": decl,
            "tricks": tricks, "monte": False}


def gen_otto(seed, dealer, monte=False, want=None):
    k = 0
    while True:
        rng = random.Random(seed * 10000 + k)
        k += 1
        try:
            g = otto_deal(rng, dealer, monte)
        except Abort:
            continue
        if want and not want(g):
            continue
        g["seed"] = seed * 10000 + k - 1
        return g


TEAMS = ("team0", "team1")


def otto_sheet(ev, score, totals):
    for t in (0, 1):
        ev.append({"type": "score", "party": TEAMS[t], "points": score[t]})
    for t in (0, 1):
        ev.append({"type": "total", "party": TEAMS[t], "points": totals[t]})


# ---------------------------------------------------------------- Terziglio
def terz_deal(rng, dealer, contract="gioco", declarer=None, monte=False, widow_n=8):
    d = M.deck()
    rng.shuffle(d)
    per = (62 - widow_n) // 3
    hands = {s: [] for s in range(3)}
    k = 0
    # dealt in fives (source: as Ottocento) - the order only decides who holds what
    while k < 3 * per:
        for i in range(3):
            s = (dealer + 1 + i) % 3
            take = min(5, per - len(hands[s]))
            hands[s] += d[k:k + take]
            k += take
    widow = d[k:]
    rec_hands = [list(hands[s]) for s in range(3)]
    events = []
    if monte:
        for i in range(3):
            events.append({"type": "redeal", "seat": (dealer + 1 + i) % 3, "reason": "monte"})
        return {"hands": rec_hands, "talon": widow, "events": events, "monte": True}
    for i in range(3):
        s = (dealer + 1 + i) % 3
        events.append({"type": "bid", "seat": s, "bid": contract if s == declarer else "pass"})
    live = {s: list(hands[s]) for s in range(3)}
    side_of = {s: (0 if s == declarer else 1) for s in range(3)}
    dpile = []
    if contract == "gioco":
        wl = list(widow)
        want = sorted(wl, key=lambda c: (-M.value(c), rng.random()))[:3]
        live[declarer] += want
        for c in want:
            wl.remove(c)
        events.append({"type": "take", "seat": declarer, "cards": want})
        cand = sorted([c for c in live[declarer] if not M.five_point(c) and c not in M.CONT],
                      key=lambda c: (plain_rank(c), M.value(c), rng.random()))
        disc = cand[:3]
        for c in disc:
            live[declarer].remove(c)
        events.append({"type": "discard", "seat": declarer, "cards": disc})
        dpile = wl + disc
    if "MATTO" in live[declarer]:
        raise Abort("declarer holds the Matto")
    decl_pts = {0: 0, 1: 0}
    decl = {}
    for i in range(3):
        s = (dealer + 1 + i) % 3
        r = combos(live[s])
        if r is None:
            raise Abort("hand ambiguous")
        items = M.declare_items_E(r)
        events.append({"type": "declare", "seat": s, "items": items})
        decl_pts[side_of[s]] += r[0]
        decl[s] = (items, r[0])
    piles, tricks, pev, last_w = play_tricks(rng, live, (dealer + 1) % 3, side_of, per)
    events += pev
    if tricks[declarer] in (0, per):
        raise Abort("no trick / all tricks")
    if contract == "gioco":
        piles[0] = piles.get(0, []) + dpile
    else:
        piles[side_of[last_w]] = piles.get(side_of[last_w], []) + list(widow)
    score = {}
    detail = {}
    for t in (0, 1):
        pile = piles.get(t, [])
        if len(pile) % 2:
            raise Abort("odd pile")
        r = combos(pile)
        if r is None:
            raise Abort("pile ambiguous")
        cp = M.card_points(pile)
        lt = 6 if side_of[last_w] == t else 0
        score[t] = decl_pts[t] + r[0] + cp + lt
        detail[t] = {"decl": decl_pts[t], "pile_combos": r[0], "card_points": cp, "last_trick": lt,
                     "pile_size": len(pile)}
    win_side = 0 if score[0] > score[1] else 1
    wp = score[win_side]
    base = (wp // 50) * 50
    if wp - base >= 45:
        base += 50
    gp = base // 50
    if contract == "solo":
        gp *= 2
    gps = {s: 0 for s in range(3)}
    for s in range(3):
        if side_of[s] == win_side:
            gps[s] = gp
    return {"hands": rec_hands, "talon": widow, "events": events, "score": score, "detail": detail,
            "decl": decl, "tricks": tricks, "gp": gps, "win_side": win_side, "monte": False}


def robust_terz(g):
    """Keep deals whose result does not hang on a few points: sides 10 apart, the winner's
    points well inside a band of 50."""
    if g["monte"]:
        return True
    a, b = g["score"][0], g["score"][1]
    w = max(a, b)
    return abs(a - b) >= 10 and 8 <= w % 50 <= 38


def gen_terz(seed, dealer, contract, declarer, monte=False, want=None):
    k = 0
    while True:
        rng = random.Random(seed * 10000 + k)
        k += 1
        try:
            g = terz_deal(rng, dealer, contract, declarer, monte)
        except Abort:
            continue
        if not robust_terz(g):
            continue
        if want and not want(g):
            continue
        g["seed"] = seed * 10000 + k - 1
        return g


def terz_sheet(ev, gps, totals):
    for s in range(3):
        ev.append({"type": "score", "party": s, "points": gps[s]})
    for s in range(3):
        ev.append({"type": "total", "party": s, "points": totals[s]})


OTTO_PLAYERS = ["Alberto", "Bice", "Carlo", "Delia"]
TERZ_PLAYERS = ["Elena", "Franco", "Giulia"]


def main():
    # ================= 13: Ottocento, a game won in deal 0, monte in deal 1, new game from 0
    g0 = gen_otto(131, 0, want=lambda g: g["score"][0] - g["detail"][0]["decl"] >= 60 and g["score"][0] >= 120)
    s0 = g0["score"]
    # team0 was 40 short of 800 minus its declarations... start so that the declarations alone do not reach 800
    start0 = 800 - s0[0] + 30          # after the deal: 830
    start1 = 800 - s0[1] - 300         # after the deal: 500
    assert start0 + g0["detail"][0]["decl"] < 800
    g1 = gen_otto(132, 1, monte=True)
    g2 = gen_otto(133, 2)
    g3 = gen_otto(134, 3)

    def otto_file(slip):
        deals = []
        tot = [start0, start1]
        ev = copy.deepcopy(g0["events"])
        tot = [tot[0] + s0[0], tot[1] + s0[1]]
        otto_sheet(ev, s0, tot)
        deals.append({"dealer": 0, "hands": g0["hands"], "events": ev})
        end_game1 = list(tot)
        deals.append({"dealer": 1, "hands": g1["hands"], "events": copy.deepcopy(g1["events"])})
        ev = copy.deepcopy(g2["events"])
        tot = [g2["score"][0], g2["score"][1]]
        slip_at = None
        if slip:
            tot[1] = end_game1[1] + g2["score"][1]  # the loser's total carried into the new game
        otto_sheet(ev, g2["score"], tot)
        if slip:
            slip_at = [i for i, e in enumerate(ev) if e["type"] == "total" and e["party"] == "team1"][0]
        deals.append({"dealer": 2, "hands": g2["hands"], "events": ev})
        ev = copy.deepcopy(g3["events"])
        tot = [tot[0] + g3["score"][0], tot[1] + g3["score"][1]]
        otto_sheet(ev, g3["score"], tot)
        deals.append({"dealer": 3, "hands": g3["hands"], "events": ev})
        return deals, end_game1, tot, slip_at

    deals, eg1, tot, _ = otto_file(False)
    tr = {"format": "trick-transcript/1", "game": "tarocchini-ottocento", "rules": {"preset": "standard"},
          "players": OTTO_PLAYERS, "start": {"totals": [start0, start1]},
          "meta": {"event": "Serata al circolo", "note": "totals carried from earlier deals; team0 reaches 800 in deal 0; monte in deal 1; a new game from deal 2"},
          "deals": deals}
    dump("13-ottocento-game-to-800.json", tr)
    print("13 start", [start0, start1], "g0", g0["seed"], s0, g0["detail"], "-> end of game 1", eg1)
    print("   g2", g2["seed"], g2["score"], g2["detail"])
    print("   g3", g3["seed"], g3["score"], g3["detail"], "end", tot)
    deals, eg1, tot, slip_at = otto_file(True)
    tr = {"format": "trick-transcript/1", "game": "tarocchini-ottocento", "rules": {"preset": "standard"},
          "players": OTTO_PLAYERS, "start": {"totals": [start0, start1]},
          "meta": {"event": "Serata al circolo (foglio B)", "note": "the same evening, another scorer"},
          "deals": deals}
    dump("14-ottocento-restart-wrong.json", tr)
    print("14 slip: deal 2 event", slip_at, "end", tot)

    # ================= 15: Ottocento, fresh, monte in deal 1, the same dealer deals again in deal 2
    h0 = gen_otto(151, 2)
    h1 = gen_otto(152, 3, monte=True)
    h2 = gen_otto(153, 3)
    h3 = gen_otto(154, 0)
    deals = []
    tot = [0, 0]
    for g, dl in ((h0, 2), (h1, 3), (h2, 3), (h3, 0)):
        ev = copy.deepcopy(g["events"])
        if not g["monte"]:
            tot = [tot[0] + g["score"][0], tot[1] + g["score"][1]]
            otto_sheet(ev, g["score"], tot)
        deals.append({"dealer": dl, "hands": g["hands"], "events": ev})
    tr = {"format": "trick-transcript/1", "game": "tarocchini-ottocento", "rules": {"preset": "standard"},
          "players": OTTO_PLAYERS,
          "meta": {"event": "Serata al circolo (tavolo 2)", "note": "fresh game; monte in deal 1, after which Delia dealt again"},
          "deals": deals}
    dump("15-ottocento-dealer-after-monte.json", tr)
    print("15", [(g["seed"], g.get("score"), g.get("detail")) for g in (h0, h2, h3)], "end", tot)

    # ================= 16: Terziglio, fresh, monte in deal 0, gioco deals 1 and 2
    t0 = gen_terz(161, 0, None, None, monte=True)
    t1 = gen_terz(162, 1, "gioco", 2)
    t2 = gen_terz(163, 2, "gioco", 0, want=lambda g: g["win_side"] == 1)
    deals = []
    tot = [0, 0, 0]
    for g, dl in ((t0, 0), (t1, 1), (t2, 2)):
        ev = copy.deepcopy(g["events"])
        if not g["monte"]:
            tot = [tot[s] + g["gp"][s] for s in range(3)]
            terz_sheet(ev, g["gp"], tot)
        deals.append({"dealer": dl, "hands": g["hands"], "talon": g["talon"], "events": ev})
    tr = {"format": "trick-transcript/1", "game": "tarocchini-terziglio", "rules": {"preset": "standard"},
          "players": TERZ_PLAYERS,
          "meta": {"event": "Terziglio al bar", "sheet": "1/2", "note": "monte in deal 0; goes on in 17"},
          "deals": deals}
    dump("16-terziglio-part1-monte.json", tr)
    end16 = list(tot)
    print("16", [(g["seed"], g.get("score"), g.get("gp"), g.get("detail")) for g in (t1, t2)], "end", tot)

    # ================= 17 / 18: Terziglio second sheet, start totals; 18 restarts the sheet at 0
    u0 = gen_terz(171, 0, "solo", 1, want=lambda g: g["win_side"] == 0)
    u1 = gen_terz(172, 1, "gioco", 1)

    def terz_part2(slip):
        deals = []
        tot = list(end16)
        if slip:
            tot = [0, 0, 0]
        slip_at = None
        for g, dl in ((u0, 0), (u1, 1)):
            ev = copy.deepcopy(g["events"])
            tot = [tot[s] + g["gp"][s] for s in range(3)]
            terz_sheet(ev, g["gp"], tot)
            if slip and slip_at is None:
                slip_at = [i for i, e in enumerate(ev) if e["type"] == "total"]
            deals.append({"dealer": dl, "hands": g["hands"], "talon": g["talon"], "events": ev})
        return deals, tot, slip_at

    deals, tot, _ = terz_part2(False)
    tr = {"format": "trick-transcript/1", "game": "tarocchini-terziglio", "rules": {"preset": "standard"},
          "players": TERZ_PLAYERS, "start": {"totals": end16},
          "meta": {"event": "Terziglio al bar", "sheet": "2/2", "note": "totals carried from 16; Franco plays a solo in deal 0"},
          "deals": deals}
    dump("17-terziglio-part2-solo.json", tr)
    print("17 start", end16, [(g["seed"], g.get("score"), g.get("gp"), g.get("detail")) for g in (u0, u1)], "end", tot)
    deals, tot, slip_at = terz_part2(True)
    tr = {"format": "trick-transcript/1", "game": "tarocchini-terziglio", "rules": {"preset": "standard"},
          "players": TERZ_PLAYERS, "start": {"totals": end16},
          "meta": {"event": "Terziglio al bar (foglio nuovo)", "sheet": "2/2", "note": "the new sheet's totals"},
          "deals": deals}
    dump("18-terziglio-part2-sheet-from-zero.json", tr)
    print("18 slip totals at deal 0 events", slip_at, "end", tot)


if __name__ == "__main__":
    main()
