"""Tarocchini claim transcripts: Ottocento (17-20), Terziglio (21-23)."""
import random

from common import write, ev_play
from taro_model import Play, deck, value, combos_all_readings, card_points

OTTO_PLAYERS = ["Anna", "Bruno", "Carla", "Dario"]
TERZ_PLAYERS = ["Elena", "Franco", "Giulia"]
FIVE = {"T20", "T19", "T0", "MATTO"}


class Ambiguous(Exception):
    pass


def five_point(c):
    return value(c) == 5


# ---------------------------------------------------------------- Ottocento
OTEAM = {0: "team0", 1: "team1", 2: "team0", 3: "team1"}


def otto_score(p, dealer, disc):
    dt = OTEAM[dealer]
    other = "team1" if dt == "team0" else "team0"
    credit = dt if p.ntricks[dealer] > 0 else other  # dealer_trick (default)
    piles = {"team0": list(p.won.get("team0", [])), "team1": list(p.won.get("team1", []))}
    piles[credit] += disc
    if p.matto and OTEAM[p.matto[0]] != OTEAM[p.matto[1]]:
        raise Ambiguous("matto exchange")
    out = {}
    detail = {}
    for t in ("team0", "team1"):
        comb, amb = combos_all_readings(piles[t])
        if amb:
            raise Ambiguous("combination reading")
        cp = card_points(piles[t])
        lt = 6 if OTEAM[p.last] == t else 0
        out[t] = comb + cp + lt
        detail[t] = (comb, cp, lt)
    return (out["team0"], out["team1"]), detail


def otto_endings(p, dealer, disc):
    res = {}

    def rec(s):
        if s.done():
            sc, det = otto_score(s, dealer, disc)
            res[sc] = (s, det)
            return
        for c in set(s.legal()):
            t = s.copy(); t.play(c); rec(t)

    rec(p)
    return res


def otto_make(rng, dealer):
    d = deck()
    rng.shuffle(d)
    hands = [[], [], [], []]
    pos = 0
    for rnd in range(3):
        for k in range(4):
            s = (dealer + 1 + k) % 4
            hands[s] += d[pos:pos + 5]
            pos += 5
    hands[dealer] += d[pos:pos + 2]
    hands = [sorted(h) for h in hands]
    cand = [c for c in hands[dealer] if not five_point(c) and value(c) == 1 and c[0] != "T"]
    if len(cand) < 2:
        return None
    disc = rng.sample(cand, 2)
    after = [list(h) for h in hands]
    for c in disc:
        after[dealer].remove(c)
    return hands, after, disc


def random_play(rng, p, ncards):
    plays = []
    for _ in range(ncards):
        seat = p.to_play()
        leg = p.legal()
        c = rng.choice(leg)
        if c == "MATTO" and not p.trick:
            others = [x for x in leg if x != "MATTO"]
            if others:
                c = rng.choice(others)
        p.play(c)
        plays.append((seat, c))
    return plays


def otto_build(dealer, hands, disc, plays, scores, start, note, override=None):
    ev = [{"type": "discard", "seat": dealer, "cards": disc}]
    for k in range(4):
        ev.append({"type": "declare", "seat": (dealer + 1 + k) % 4, "items": []})
    for seat, c in plays:
        ev.append(ev_play(seat, c))
    sc = list(scores)
    if override:
        for i, v in override.items():
            sc[i] = v
    ev.append({"type": "score", "party": "team0", "points": sc[0], "note": note})
    ev.append({"type": "score", "party": "team1", "points": sc[1]})
    ev.append({"type": "total", "party": "team0", "points": start[0] + sc[0]})
    ev.append({"type": "total", "party": "team1", "points": start[1] + sc[1]})
    return {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "rules": {"preset": "standard"},
        "players": OTTO_PLAYERS,
        "start": {"totals": list(start)},
        "meta": {"audit": "claims"},
        "deals": [{"dealer": dealer, "hands": hands, "events": ev}],
    }


def otto_search(dealer, left, seed0, want):
    for seed in range(seed0, seed0 + 100000):
        rng = random.Random(seed)
        m = otto_make(rng, dealer)
        if not m:
            continue
        hands, after, disc = m
        p = Play(after, (dealer + 1) % 4, OTEAM)
        plays = random_play(rng, p, 4 * (15 - left))
        if any("MATTO" in h for h in p.hands):
            continue
        try:
            res = otto_endings(p, dealer, disc)
        except Ambiguous:
            continue
        if want(p, res):
            return seed, m, plays, p, res
    raise SystemExit("none")


# ---------------------------------------------------------------- Terziglio
def terz_score(p, decl, widow):
    team = {s: ("D" if s == decl else "O") for s in range(3)}
    piles = {"D": list(p.won.get("D", [])), "O": list(p.won.get("O", []))}
    piles[team[p.last]] += widow  # solo: the widow to the winner of the last trick
    if p.matto and team[p.matto[0]] != team[p.matto[1]]:
        raise Ambiguous("matto exchange")
    if p.ntricks[decl] == 0 or p.ntricks[decl] == 18:
        raise Ambiguous("all tricks")
    tot = {}
    for t in "DO":
        if len(piles[t]) % 2:
            raise Ambiguous("odd pile")
        comb, amb = combos_all_readings(piles[t])
        if amb:
            raise Ambiguous("combination reading")
        tot[t] = comb + card_points(piles[t]) + (6 if team[p.last] == t else 0)
    win = "D" if tot["D"] > tot["O"] else "O"
    w = tot[win]
    base = (w // 50) * 50
    if w - base > 45:
        base += 50
    gp = base // 50 * 2  # solo doubles
    scores = tuple(gp if team[s] == win else 0 for s in range(3))
    return scores, (tot["D"], tot["O"], win, gp)


def terz_endings(p, decl, widow):
    res = {}

    def rec(s):
        if s.done():
            sc, det = terz_score(s, decl, widow)
            res.setdefault(sc, []).append((s, det))
            return
        for c in set(s.legal()):
            t = s.copy(); t.play(c); rec(t)

    rec(p)
    return res


def terz_make(rng, dealer):
    d = deck()
    rng.shuffle(d)
    hands = [sorted(d[18 * i:18 * i + 18]) for i in range(3)]
    widow = d[54:]
    return hands, widow


def terz_build(dealer, hands, widow, decl, plays, scores, start, note, override=None):
    ev = []
    for k in range(3):
        s = (dealer + 1 + k) % 3
        ev.append({"type": "bid", "seat": s, "bid": "solo" if s == decl else "pass"})
    for k in range(3):
        ev.append({"type": "declare", "seat": (dealer + 1 + k) % 3, "items": []})
    for seat, c in plays:
        ev.append(ev_play(seat, c))
    sc = list(scores)
    if override:
        for i, v in override.items():
            sc[i] = v
    for s in range(3):
        e = {"type": "score", "party": s, "points": sc[s]}
        if s == 0:
            e["note"] = note
        ev.append(e)
    for s in range(3):
        ev.append({"type": "total", "party": s, "points": start[s] + sc[s]})
    return {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "rules": {"preset": "standard"},
        "players": TERZ_PLAYERS,
        "start": {"totals": list(start)},
        "meta": {"audit": "claims"},
        "deals": [{"dealer": dealer, "hands": hands, "talon": widow, "events": ev}],
    }


def terz_search(dealer, left, seed0, want):
    decl = (dealer + 1) % 3
    team = {s: ("D" if s == decl else "O") for s in range(3)}
    for seed in range(seed0, seed0 + 100000):
        rng = random.Random(seed)
        hands, widow = terz_make(rng, dealer)
        p = Play(hands, (dealer + 1) % 3, team)
        plays = random_play(rng, p, 3 * (18 - left))
        if any("MATTO" in h for h in p.hands):
            continue
        try:
            res = terz_endings(p, decl, widow)
        except Ambiguous:
            continue
        if want(p, res):
            return seed, hands, widow, decl, plays, p, res
    raise SystemExit("none")


def main():
    start_o = (412, 388)
    # O17: forced last trick (one card each of four)
    def w17(p, res):
        if len(res) != 1:
            return False
        (s, det), = res.values()
        # the last trick carries a court or a king, so it moves combinations or points
        return any(c[0] in "KQNJ" for h in p.hands for c in h)
    seed, m, plays, p, res = otto_search(3, 1, 100, w17)
    hands, after, disc = m
    (sc, (s, det)), = res.items()
    print("O17", seed, "left", p.hands, "leader", p.leader, sc, det)
    write("17-ottocento-forced-last-trick.json", otto_build(3, hands, disc, plays, sc, start_o,
          "Bruno said the last trick was his; the four last cards were shown and not played."))

    # O18: three tricks left, every ending the same
    def w18(p, res):
        return len(res) == 1 and sum(len(set(h)) > 1 for h in p.hands) >= 3
    seed, m, plays, p, res = otto_search(0, 3, 3000, w18)
    hands, after, disc = m
    (sc, (s, det)), = res.items()
    print("O18", seed, "left", p.hands, "leader", p.leader, sc, det)
    write("18-ottocento-claim-all-endings-equal.json", otto_build(0, hands, disc, plays, sc, start_o,
          "Anna claimed the last three tricks for her side and showed her cards; not played out."))

    # O19: three tricks left, endings differ; the claim recorded
    def w19(p, res):
        return len(res) >= 2
    seed, m, plays, p, res = otto_search(1, 3, 6000, w19)
    hands, after, disc = m
    print("O19", seed, "left", p.hands, "leader", p.leader)
    for k, (s, det) in res.items():
        print("   ", k, det)
    claimed = max(res, key=lambda k: k[1])
    write("19-ottocento-claim-open-ending.json", otto_build(1, hands, disc, plays, claimed, start_o,
          "Bruno claimed the rest for his side and Anna and Carla conceded; the sheet was written as the claim announced, without playing on."))

    # O20: two tricks left, every ending the same; team1's score written two short
    def w20(p, res):
        return len(res) == 1 and sum(len(set(h)) > 1 for h in p.hands) >= 2
    seed, m, plays, p, res = otto_search(2, 2, 9000, w20)
    hands, after, disc = m
    (sc, (s, det)), = res.items()
    print("O20", seed, "left", p.hands, "leader", p.leader, sc, det)
    write("20-ottocento-claim-wrong-score.json", otto_build(2, hands, disc, plays, sc, start_o,
          "Carla claimed the last two tricks with her two trumps; not played out.", {1: sc[1] - 2}))

    start_t = (6, 3, 9)
    # T21: Terziglio solo, forced last trick: it decides the widow
    def w21(p, res):
        return len(res) == 1
    seed, hands, widow, decl, plays, p, res = terz_search(0, 1, 100, w21)
    (sc, lst), = res.items()
    print("T21", seed, "left", p.hands, "leader", p.leader, sc, [d for _, d in lst], "last", lst[0][0].last)
    write("21-terziglio-forced-last-trick.json", terz_build(0, hands, widow, decl, plays, sc, start_t,
          "One card each was left; Franco showed T6, the last trick and the widow were his, and it was not played."))

    # T22: three tricks left, every ending the same game points; the winners written one too many
    def w22(p, res):
        return len(res) == 1 and sum(len(set(h)) > 1 for h in p.hands) >= 2
    seed, hands, widow, decl, plays, p, res = terz_search(1, 3, 3000, w22)
    (sc, lst), = res.items()
    print("T22", seed, "left", p.hands, "leader", p.leader, sc, sorted({d for _, d in lst}))
    win = [i for i in range(3) if sc[i]]
    over = {i: sc[i] + 2 for i in win[:1]}
    write("22-terziglio-claim-wrong-score.json", terz_build(1, hands, widow, decl, plays, sc, start_t,
          "The declarer claimed the last three tricks; not played out.", over))
    print("T22 override", over)

    # T23: three tricks left, endings give different game points; the claim recorded
    def w23(p, res):
        return len(res) >= 2
    seed, hands, widow, decl, plays, p, res = terz_search(2, 3, 6000, w23)
    print("T23", seed, "left", p.hands, "leader", p.leader, "decl", decl)
    for k, lst in res.items():
        print("   ", k, sorted({d for _, d in lst}))
    claimed = min(res, key=lambda k: sum(k))
    write("23-terziglio-claim-open-ending.json", terz_build(2, hands, widow, decl, plays, claimed, start_t,
          "Elena, the declarer, conceded the last three tricks; they were not played and the sheet was written as agreed at the table."))


if __name__ == "__main__":
    main()
