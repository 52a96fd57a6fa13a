import random
from _common import dump, net, pay_events
import _ulti as U

NOTES = {}


def deal(rng, dealer):
    d = U.deck()
    rng.shuffle(d)
    hands = {}
    fb = (dealer + 1) % 3
    pos = 0
    for s in [(dealer + 1) % 3, (dealer + 2) % 3, dealer]:
        k = 12 if s == fb else 10
        hands[s] = d[pos:pos + k]
        pos += k
    return hands


def party_eval(decl, hands_play, trump, log, won, tricks, talon):
    """returns dict with points and flags."""
    last = log[-1]
    lw = last["winner"]
    m = {s: U.marriages(hands_play[s], trump) for s in range(3)}
    dp = U.cardpts(won[decl]) + (10 if lw == decl else 0) + sum(m[decl])
    fp = sum(U.cardpts(won[s]) for s in range(3) if s != decl) + U.cardpts(talon) + (10 if lw != decl else 0) \
        + sum(sum(m[s]) for s in range(3) if s != decl)
    seven = "7" + trump
    silent = []
    if any(c == seven for s, c in last["trick"]):
        silent.append("ulti-in-last")
    if dp >= 100 or fp >= 100:
        silent.append("100")
    if tricks[decl] in (0, 10):
        silent.append("durch/none")
    won_party = dp > fp and tricks[decl] > 0
    return dict(dp=dp, fp=fp, m=m, silent=silent, won=won_party)


def find_plant(hands, leader, trump, log):
    """a follower who followed suit with a beating card h while holding a lower same-suit card l that he
    plays later: swap them."""
    for ti, t in enumerate(log[:-1]):
        L = U.suit(t["trick"][0][1])
        for pos in (1, 2):
            s, h = t["trick"][pos]
            if U.suit(h) != L:
                continue
            prior = [c for x, c in t["trick"][:pos]]
            best = prior[0]
            for c in prior[1:]:
                if U.beats(c, best, L, trump):
                    best = c
            if not U.beats(h, best, L, trump):
                continue
            for ui in range(ti + 1, 10):
                for s2, l in log[ui]["trick"]:
                    if s2 == s and U.suit(l) == L and not U.beats(l, best, L, trump):
                        yield ti, s, h, ui, l


def replay_plan(hands, leader, trump, log, swap):
    ti, s, h, ui, l = swap
    plan = {(tj, x): c for tj, t in enumerate(log) for x, c in t["trick"]}
    plan[(ti, s)] = l
    plan[(ui, s)] = h
    rng = random.Random(0)
    plays, log2, won, tricks = U.play(hands, leader, trump, rng, plan=plan)
    held = {x: list(hands[x]) for x in hands}
    illegal = []
    idx = 0
    for tj, t in enumerate(log2):
        tr = []
        for x, c in t["trick"]:
            if c not in U.legal(held[x], tr, trump):
                illegal.append((tj, x, c, idx))
            held[x].remove(c)
            tr.append((x, c))
            idx += 1
    return plays, log2, won, tricks, illegal


def u1():
    start = [5, -3, -2]
    players = ["Ábel", "Borbála", "Csongor"]
    totals = list(start)
    deals = []
    info = []
    # deal 0: dealer 0; seat 1 declares party in a suit; 3 passes
    for seed in range(5000):
        rng = random.Random(seed)
        dealer = 0
        hands = deal(rng, dealer)
        dealt = {s: list(h) for s, h in hands.items()}
        decl = 1
        trump = rng.choice("DSC")
        # discard two non-trump low cards
        cands = [c for c in hands[decl] if U.suit(c) != trump and U.rank(c) not in ("A", "10", "K", "Q")]
        if len(cands) < 2:
            continue
        talon = rng.sample(cands, 2)
        for c in talon:
            hands[decl].remove(c)
        play_hands = {s: list(hands[s]) for s in range(3)}
        mar = {s: U.marriages(play_hands[s], trump) for s in range(3)}
        if not any(mar.values()):
            continue
        plays, log, won, tricks = U.play(hands, decl, trump, rng)
        ev = party_eval(decl, play_hands, trump, log, won, tricks, talon)
        if ev["silent"]:
            continue
        if not ev["won"]:
            continue
        events = [{"type": "discard", "seat": 1, "cards": talon},
                  {"type": "bid", "seat": 1, "bid": {"goals": ["party"], "red": False}},
                  {"type": "bid", "seat": 2, "bid": "pass"},
                  {"type": "bid", "seat": 0, "bid": "pass"},
                  {"type": "bid", "seat": 1, "bid": "pass"},
                  {"type": "announce", "seat": 1, "items": [{"kind": "trump", "suit": trump}]}]
        first = {}
        for i, e in enumerate(plays):
            first.setdefault(e["seat"], i)
        out = []
        for i, e in enumerate(plays):
            s = e["seat"]
            if first[s] == i and mar[s]:
                out.append({"type": "declare", "seat": s, "items": [{"kind": "marriage", "points": p} for p in mar[s]]})
            out.append(e)
        events += out
        pays = []
        for s in (0, 2):
            pays.append((s, decl, 1, "party") if ev["won"] else (decl, s, 1, "party"))
        events += pay_events(pays)
        nt = net([(a, b, c) for a, b, c, r in pays], range(3))
        totals = [totals[s] + nt[str(s)] for s in range(3)]
        events += [{"type": "total", "party": s, "points": totals[s]} for s in range(3)]
        deals.append({"dealer": dealer, "hands": [dealt[s] for s in range(3)], "events": events})
        info.append(dict(seed=seed, trump=trump, talon=talon, mar=mar, eval=ev, tricks=tricks, net=nt, totals=list(totals)))
        break
    # deal 1: dealer 1; seat 2 bids party, seat 0 takes, discards, bids red party; contra by a defender
    for seed in range(5000):
        rng = random.Random(10000 + seed)
        dealer = 1
        hands = deal(rng, dealer)
        dealt = {s: list(h) for s, h in hands.items()}
        # seat 2 discards two cards
        d2 = rng.sample(hands[2], 2)
        for c in d2:
            hands[2].remove(c)
        # seat 0 takes them and discards two non-heart low cards
        hands[0] += d2
        cands = [c for c in hands[0] if U.suit(c) != "H" and U.rank(c) not in ("A", "10")]
        if len(cands) < 2:
            continue
        talon = rng.sample(cands, 2)
        for c in talon:
            hands[0].remove(c)
        decl = 0
        trump = "H"
        play_hands = {s: list(hands[s]) for s in range(3)}
        mar = {s: U.marriages(play_hands[s], trump) for s in range(3)}
        plays, log, won, tricks = U.play(hands, decl, trump, rng)
        ev = party_eval(decl, play_hands, trump, log, won, tricks, talon)
        if ev["silent"]:
            continue
        if ev["won"]:
            continue  # the contra was right: declarer loses red party under contra
        events = [{"type": "discard", "seat": 2, "cards": d2},
                  {"type": "bid", "seat": 2, "bid": {"goals": ["party"], "red": False}},
                  {"type": "take", "seat": 0, "cards": d2},
                  {"type": "discard", "seat": 0, "cards": talon},
                  {"type": "bid", "seat": 0, "bid": {"goals": ["party"], "red": True}},
                  {"type": "bid", "seat": 1, "bid": "pass"},
                  {"type": "bid", "seat": 2, "bid": "pass"},
                  {"type": "bid", "seat": 0, "bid": "pass"}]
        first = {}
        for i, e in enumerate(plays):
            first.setdefault(e["seat"], i)
        out = []
        contra_by = None
        for i, e in enumerate(plays):
            s = e["seat"]
            if first[s] == i:
                if mar[s]:
                    out.append({"type": "declare", "seat": s, "items": [{"kind": "marriage", "points": p} for p in mar[s]]})
                if s != decl and contra_by is None:
                    contra_by = s
                    out.append({"type": "double", "seat": s, "target": "party", "level": 2, "t": "21:07:33"})
            out.append(e)
        events += out
        amt = 2 * 2
        pays = [(decl, s, amt) for s in (1, 2)]
        events += pay_events(pays, with_reason=False)
        nt = net(pays, range(3))
        totals = [totals[s] + nt[str(s)] for s in range(3)]
        events += [{"type": "total", "party": s, "points": totals[s]} for s in range(3)]
        deals.append({"dealer": dealer, "hands": [dealt[s] for s in range(3)], "events": events})
        info.append(dict(seed=seed, trump=trump, talon=talon, mar=mar, eval=ev, tricks=tricks, net=nt,
                         totals=list(totals), contra_by=contra_by))
        break
    t = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "players": players,
        "start": {"totals": start},
        "meta": {"club": "Budai Ulti Kör", "scoring": "units"},
        "deals": deals,
    }
    dump("07-ulti-2deals-start-totals-reasons-then-no-reasons-contra.json", t)
    NOTES["07"] = info
    return info


def u2():
    players = ["Dénes", "Edit", "Ferenc"]
    for seed in range(20000):
        rng = random.Random(seed)
        dealer = 2
        hands = deal(rng, dealer)
        dealt = {s: list(h) for s, h in hands.items()}
        decl = 0
        trump = rng.choice("DSC")
        cands = [c for c in hands[decl] if U.suit(c) != trump and U.rank(c) not in ("A", "10")]
        talon = rng.sample(cands, 2)
        for c in talon:
            hands[decl].remove(c)
        play_hands = {s: list(hands[s]) for s in range(3)}
        plays, log, won, tricks = U.play(hands, decl, trump, rng)
        got = None
        for sw in find_plant(play_hands, decl, trump, log):
            plays2, log2, won2, tricks2, illegal = replay_plan(play_hands, decl, trump, log, sw)
            if len(illegal) == 1 and illegal[0][:2] == sw[:2]:
                ev = party_eval(decl, play_hands, trump, log2, won2, tricks2, talon)
                if ev["silent"]:
                    continue
                off = sw[1]
                off_side_decl = off == decl
                # want the penalty to flip the result: offending side would win on points
                if off_side_decl and not ev["won"]:
                    continue
                if (not off_side_decl) and ev["won"]:
                    continue
                got = (sw, plays2, log2, won2, tricks2, illegal, ev)
                break
        if not got:
            continue
        if any(U.marriages(play_hands[s], trump) for s in range(3)):
            continue  # keep marriages out of this one
        sw, plays2, log2, won2, tricks2, illegal, ev = got
        off = sw[1]
        decl_wins = off != decl  # the offending side loses every goal
        sc = [0, 0, 0]
        for s in (1, 2):
            d = 1 if decl_wins else -1
            sc[decl] += d
            sc[s] -= d
        events = [{"type": "discard", "seat": 0, "cards": talon},
                  {"type": "bid", "seat": 0, "bid": {"goals": ["party"]}},
                  {"type": "bid", "seat": 1, "bid": "pass"},
                  {"type": "bid", "seat": 2, "bid": "pass"},
                  {"type": "bid", "seat": 0, "bid": "pass"},
                  {"type": "announce", "seat": 0, "items": [{"kind": "trump", "suit": trump}]}]
        nb = len(events)
        events += plays2
        events += [{"type": "score", "party": s, "points": sc[s]} for s in range(3)]
        t = {
            "format": "trick-transcript/1",
            "game": "ulti",
            "rules": {"preset": "standard", "revoke_penalty": "lose_all_goals"},
            "players": players,
            "deals": [{"dealer": dealer, "hands": [dealt[s] for s in range(3)], "events": events}],
        }
        dump("08-ulti-score-sheet-no-payments-overtake-fault.json", t)
        NOTES["08"] = dict(seed=seed, trump=trump, talon=talon, swap=sw, event=nb + illegal[0][3], eval=ev,
                           tricks=tricks2, scores=sc, offender=off)
        return NOTES["08"]


def u3():
    players = ["Gizella", "Henrik", "Ilona"]
    deals = []
    # deal 0: fold
    rng = random.Random(3)
    dealer = 2
    hands = deal(rng, dealer)
    d0 = rng.sample(hands[0], 2)
    events = [{"type": "discard", "seat": 0, "cards": d0},
              {"type": "bid", "seat": 0, "bid": {"goals": ["party"], "red": False}},
              {"type": "bid", "seat": 1, "bid": "pass"},
              {"type": "bid", "seat": 2, "bid": "pass"},
              {"type": "bid", "seat": 0, "bid": "pass"},
              {"type": "call", "seat": 0, "call": "fold"}]
    events += pay_events([(0, 1, 2, "fold"), (0, 2, 2, "fold")])
    deals.append({"dealer": dealer, "hands": [hands[s] for s in range(3)], "events": events})
    # deal 1: play-only betli, made
    for seed in range(100000):
        rng = random.Random(seed)
        dealer = 0
        hands = deal(rng, dealer)
        decl = 1
        # declarer discards his two highest cards (no trumps order)
        h = sorted(hands[decl], key=lambda c: -U.power(c, False))
        talon = h[:2]
        for c in talon:
            hands[decl].remove(c)
        if any(U.rank(c) in ("A", "K") for c in hands[decl]):
            continue
        # play: declarer plays the lowest legal card, defenders random
        hh = {s: list(hands[s]) for s in range(3)}
        leader = decl
        log = []
        plays = []
        for tno in range(10):
            trick = []
            for j in range(3):
                s = (leader + j) % 3
                opts = U.legal(hh[s], trick, None)
                if s == decl:
                    # lowest card that does not win if possible
                    safe = [c for c in opts if not trick or U.winner(trick + [(s, c)], None) != s]
                    pool = safe or opts
                    c = min(pool, key=lambda c: U.power(c, False))
                else:
                    c = rng.choice(opts)
                hh[s].remove(c)
                trick.append((s, c))
            w = U.winner(trick, None)
            log.append({"trick": trick, "winner": w})
            plays += [{"type": "play", "seat": s, "card": c} for s, c in trick]
            leader = w
        if any(t["winner"] == decl for t in log):
            continue
        events = [{"type": "discard", "seat": 1, "cards": talon},
                  {"type": "bid", "seat": 1, "bid": {"goals": ["betli"], "red": False}},
                  {"type": "bid", "seat": 2, "bid": "pass"},
                  {"type": "bid", "seat": 0, "bid": "pass"},
                  {"type": "bid", "seat": 1, "bid": "pass"}]
        events += plays
        events += pay_events([(0, 1, 5), (2, 1, 5)], with_reason=False)
        deals.append({"dealer": dealer, "hands": None, "events": events})
        break
    t = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "ultinet", "fold": "compulsory"},
        "players": players,
        "deals": deals,
    }
    dump("09-ulti-ultinet-compulsory-fold-then-play-only-betli.json", t)
    NOTES["09"] = dict(seed=seed, log=log)
    return NOTES["09"]


if __name__ == "__main__":
    for x in u1():
        print(x)
    print(u2())
    r = u3()
    print(r["seed"])
    for t in r["log"]:
        print(t)
