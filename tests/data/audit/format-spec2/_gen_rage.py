import random
from _common import dump
import _rage as R

NOTES = {}


def ok_log(log):
    for t in log:
        cards = [c for s, c, n in t["trick"]]
        k = sum(1 for c in cards if c in ("NOTRUMP", "CHANGE"))
        if k > 1:
            return False
    return True


def deal_round(rng, n, k):
    d = R.deck()
    rng.shuffle(d)
    hands = [d[i * k:(i + 1) * k] for i in range(n)]
    talon = d[n * k:]
    return hands, talon


def r1():
    """4 players, mid-session start (round 8 + totals), plus_minus_one without preset, 3 deals, scores+totals."""
    players = ["Anička", "Bohouš", "Katka", "Dalibor"]
    n = 4
    start_totals = [31, 12, 40, -3]
    for seed in range(1000):
        rng = random.Random(seed)
        deals = []
        totals = list(start_totals)
        info = []
        good = True
        for di, rnd in enumerate([8, 9, 10]):
            k = 11 - rnd
            dealer = (1 + di) % n
            hands, talon = deal_round(rng, n, k)
            plays, tricks, action, log = R.play_round(hands, talon, dealer, rng)
            if not ok_log(log):
                good = False
                break
            # bids: mostly right, some wrong, obey plus_minus_one
            order = [(dealer + 1 + j) % n for j in range(n)]
            bids = [None] * n
            for s in order:
                b = tricks[s] if rng.random() < 0.6 else rng.randint(0, k)
                bids[s] = b
            if sum(bids) == k:
                good = False
                break
            sc = R.round_scores(bids, tricks, action)
            totals = [a + b for a, b in zip(totals, sc)]
            ev = [{"type": "bid", "seat": s, "bid": bids[s]} for s in order]
            ev[0]["t"] = "2026-11-20T20:%02d:00+01:00" % (10 + di * 7)
            ev += plays
            ev += [{"type": "score", "party": s, "points": sc[s]} for s in range(n)]
            ev += [{"type": "total", "party": s, "points": totals[s]} for s in range(n)]
            deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": ev})
            info.append(dict(round=rnd, dealer=dealer, bids=bids, tricks=tricks, action=action, scores=sc, totals=list(totals), log=log))
        if not good:
            continue
        # want: some action cards in play and at least one wrong bid per deal
        acts = sum(1 for d in info for t in d["log"] for s, c, nm in t["trick"] if not R.is_col(c))
        if acts < 2:
            continue
        if not any(x["bids"][s] != x["tricks"][s] for x in info for s in range(n)):
            continue
        t = {
            "format": "trick-transcript/1",
            "game": "rage",
            "rules": {"plus_minus_one": True},
            "players": players,
            "start": {"round": 8, "totals": start_totals},
            "meta": {"event": "Klubový večer", "table": 3, "date": "2026-11-20",
                     "recorder": {"app": "third-party-scorer", "version": [2, 1]}, "rounds_before": 7},
            "deals": deals,
        }
        dump("01-rage-4p-midsession-pm1-no-preset.json", t)
        NOTES["01"] = dict(seed=seed, info=info)
        return info


def r2():
    """3 players, play-only (hands null) with the stock kept, hidden_bid with bids out of seat order,
    sheet with totals only; planted revoke provable from the record."""
    players = ["Jana", "Petr", "Ota"]
    n = 3
    rnd = 5
    k = 11 - rnd
    start_totals = [44, 27, 35]
    for seed in range(20000):
        rng = random.Random(seed)
        dealer = 2
        hands, talon = deal_round(rng, n, k)
        plays, tricks, action, log = R.play_round(hands, talon, dealer, rng)
        if not ok_log(log):
            continue
        # find plant: a seat that at trick t (not leading) played a colour card of another colour
        # while holding led colour L... we need a legal record first then modify.
        # Plant: choose trick t, follower s with a card of led colour L held at that time that is played
        # later by s; swap: at trick t play instead a different-colour colour card X that s played later.
        # Simplest: search for (t, s) where s followed suit with card A (colour L) at trick t, and later at
        # trick u>t, s played a colour card B of colour != L, with B not of colour L, and swapping A<->B keeps
        # trick u legal for s (s had no card of u's led colour other than ... ) -- re-simulate instead.
        acts = [c for t in log for s, c, nm in t["trick"] if not R.is_col(c)]
        if acts:
            continue  # keep it plain: no action cards (so a void is shown only by a colour card)
        cand = None
        for ti, t in enumerate(log):
            L = R.led_colour(t["trick"])
            for pos, (s, c, nm) in enumerate(t["trick"]):
                if pos == 0 or R.colour(c) != L:
                    continue
                for ui in range(ti + 1, len(log)):
                    u = log[ui]
                    Lu = R.led_colour(u["trick"])
                    for upos, (s2, c2, nm2) in enumerate(u["trick"]):
                        if s2 != s or R.colour(c2) == L:
                            continue
                        # swapped: trick t s plays c2 (colour != L, revoke since holds c), trick u s plays c
                        # trick u: must remain legal for s: if upos==0 (lead) any; else Lu must not be held...
                        held_u = [x for x in hands[s] if x not in [p[1] for tt in log[:ui] for p in tt["trick"] if p[0] == s]]
                        held_u = [x for x in held_u if x != c2] + [c]
                        if upos != 0:
                            if Lu == L:
                                continue
                            if any(R.colour(x) == Lu for x in held_u):
                                continue
                        cand = (ti, s, c, ui, c2)
                        break
                    if cand:
                        break
                if cand:
                    break
            if cand:
                break
        if not cand:
            continue
        ti, s, c, ui, c2 = cand
        plan = {}
        for tj, t in enumerate(log):
            for (ss, cc, nm) in t["trick"]:
                plan[(tj, ss)] = cc
        plan[(ti, s)] = c2
        plan[(ui, s)] = c
        # replay with plan (the plan fixes cards; winners recomputed)
        rng2 = random.Random(0)
        hands2 = [list(h) for h in hands]
        # custom replay ignoring legality
        stock = R.Stock(talon)
        trump = stock.flip()
        leader = (dealer + 1) % n
        tricks2 = [0] * n
        action2 = [0] * n
        evs = []
        log2 = []
        okp = True
        for tj in range(k):
            trick = []
            for j in range(n):
                ss = (leader + j) % n
                if (tj, ss) not in plan:
                    okp = False
                    break
                cc = plan[(tj, ss)]
                trick.append((ss, cc, None))
            if not okp:
                break
            win, trump2, eff = R.resolve(trick, trump, stock)
            tricks2[win] += 1
            log2.append({"trick": trick, "winner": win, "trump": eff})
            trump = trump2
            for ss, cc, nm in trick:
                evs.append({"type": "play", "seat": ss, "card": cc})
            leader = win
        if not okp:
            continue
        # the planted play must be the only illegal one; check all other plays legal
        held = [list(h) for h in hands]
        illegal = []
        idx = 0
        for tj, t in enumerate(log2):
            tr = []
            for ss, cc, nm in t["trick"]:
                if cc not in R.legal(held[ss], tr):
                    illegal.append((tj, ss, cc, idx))
                held[ss].remove(cc)
                tr.append((ss, cc, nm))
                idx += 1
        if len(illegal) != 1 or illegal[0][:2] != (ti, s):
            continue
        # bids: hidden bid, recorded out of seat order (dealer's first), all before first play
        bids = [tricks2[x] if rng.random() < 0.6 else rng.randint(0, k) for x in range(n)]
        if all(bids[x] == tricks2[x] for x in range(n)):
            bids[0] = (tricks2[0] + 1) % (k + 1)
        sc = R.round_scores(bids, tricks2, action2)
        totals = [a + b for a, b in zip(start_totals, sc)]
        bid_order = [dealer, (dealer + 2) % n, (dealer + 1) % n]  # not the seat order: hidden bids revealed together
        ev = [{"type": "bid", "seat": x, "bid": bids[x]} for x in bid_order]
        ev += evs
        ev += [{"type": "total", "party": x, "points": totals[x]} for x in range(n)]
        nplay_before = len(bid_order)
        # index of the revoke event
        rev_idx = nplay_before + illegal[0][3]
        t = {
            "format": "trick-transcript/1",
            "game": "rage",
            "rules": {"preset": "standard", "hidden_bid": True},
            "players": players,
            "start": {"round": rnd, "totals": start_totals},
            "deals": [{"dealer": dealer, "hands": None, "talon": talon[:8], "events": ev}],
        }
        dump("02-rage-3p-play-only-hidden-bids-totals-only-revoke.json", t)
        NOTES["02"] = dict(seed=seed, hands=hands, bids=bids, tricks=tricks2, scores=sc, totals=totals,
                           revoke=dict(event=rev_idx, seat=s, trick=ti, played=c2, held=c, later_event=None),
                           log=log2, talon_top=talon[:8])
        return NOTES["02"]


def r3():
    """5 players with empty names, fresh session (no start), secret bids recorded after the plays, durch on,
    lower-case / value-first codes, a note on a play; planted wrong score (a +5 left off)."""
    players = ["", "", "", "", ""]
    n = 5
    k = 10
    for seed in range(5000):
        rng = random.Random(seed)
        dealer = 0
        hands, talon = deal_round(rng, n, k)
        plays, tricks, action, log = R.play_round(hands, talon, dealer, rng)
        if not ok_log(log):
            continue
        if not any(a > 0 for a in action):
            continue
        if not any(c == "WILD" for t in log for s, c, nm in t["trick"]):
            continue
        bids = [tricks[s] if rng.random() < 0.5 else max(0, tricks[s] + rng.choice([-1, 1])) for s in range(n)]
        sc = R.round_scores(bids, tricks, action, durch=True)
        # plant: the seat with a +5 is written without it
        s5 = [s for s in range(n) if action[s] > 0][0]
        rec = list(sc)
        rec[s5] = sc[s5] - 5
        ev = list(plays)
        # codes in other spellings
        for e in ev[:12]:
            c = e["card"]
            if R.is_col(c) and rng.random() < 0.5:
                e["card"] = c[1:] + c[0].lower()  # value first, lower case colour: "15r"
            elif rng.random() < 0.5:
                e["card"] = c.lower()
        for e in ev:
            if e["card"].upper() == "WILD":
                e["named"] = e["named"].lower()
                e["note"] = "joker called by voice"
                break
        order = [(dealer + 1 + j) % n for j in range(n)]
        ev += [{"type": "bid", "seat": s, "bid": bids[s], "t": "22:41"} for s in order]
        ev += [{"type": "score", "party": s, "points": rec[s]} for s in range(n)]
        score_idx = len(plays) + n + s5
        t = {
            "format": "trick-transcript/1",
            "game": "rage",
            "rules": {"preset": "standard", "durch": True, "secret_bid": True},
            "players": players,
            "meta": None,
            "deals": [{"dealer": dealer, "hands": [[c.lower() for c in h] for h in hands], "talon": talon, "events": ev}],
        }
        dump("03-rage-5p-unnamed-fresh-secret-bids-codes-wrong-score.json", t)
        NOTES["03"] = dict(seed=seed, bids=bids, tricks=tricks, action=action, scores=sc, recorded=rec,
                           plant=dict(event=score_idx, seat=s5), log=log)
        return NOTES["03"]


if __name__ == "__main__":
    import pprint
    i1 = r1()
    for d in i1:
        print({k: v for k, v in d.items() if k != "log"})
    i2 = r2()
    print({k: v for k, v in i2.items() if k not in ("log",)})
    i3 = r3()
    print({k: v for k, v in i3.items() if k not in ("log",)})
