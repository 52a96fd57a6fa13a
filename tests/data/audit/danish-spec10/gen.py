"""Generate the danish-spec10 transcripts from my model (model.py).

Run: python3 gen.py  (writes NN-*.json here and gen-summary.txt)
"""

import copy
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import model as M  # noqa: E402

NAMES3 = ["Agata", "Bogdan", "Czesława"]
NAMES4 = ["Damian", "Ewelina", "Filip", "Grażyna"]
POOLS = ("pagat_pool", "king_pool")
SUMMARY = []


def session(seed, n, ndeals, first_dealer, start_pools=None, dealers=None, force=None, skat_court=None):
    rng = random.Random(seed)
    pools = dict(start_pools) if start_pools else {"pagat_pool": 0, "king_pool": 0}
    deals = []
    dealer = first_dealer
    for k in range(ndeals):
        if dealers:
            dealer = dealers[k]
        before = dict(pools)
        f = force.get(k) if force else None
        d = M.simulate(rng, n, dealer, pools, first_fresh=(k == 0 and not start_pools), force=f)
        d.pools_before = before
        d.pools_after = dict(pools)
        deals.append(d)
        dealer = (dealer + 1) % n
    return deals


def deal_nets(d):
    return M.nets(d.events, d.n)


def strip_payments(events):
    return [e for e in events if e["type"] != "payment"]


def no_reason(events):
    out = []
    for e in events:
        e = dict(e)
        if e["type"] == "payment":
            e.pop("reason", None)
        out.append(e)
    return out


def netted(events, n):
    """replace all payments by one net payment per pair of parties, no reasons, placed at the
    end of the deal"""
    pay = [e for e in events if e["type"] == "payment"]
    rest = [e for e in events if e["type"] != "payment"]
    parties = list(range(n)) + list(POOLS)
    bal = {}
    for e in pay:
        a, b = e["from"], e["to"]
        key = tuple(sorted([str(a), str(b)]))
        sign = 1 if str(a) == key[0] else -1
        bal[key] = bal.get(key, 0) + sign * e["amount"]  # positive: key[0] pays key[1]

    def back(x):
        return int(x) if x.isdigit() else x

    out = []
    for key in sorted(bal, key=lambda k: (parties.index(back(k[0])), parties.index(back(k[1])))):
        v = bal[key]
        if v == 0:
            continue
        a, b = back(key[0]), back(key[1])
        if v > 0:
            out.append({"type": "payment", "from": a, "to": b, "amount": v})
        else:
            out.append({"type": "payment", "from": b, "to": a, "amount": -v})
    return rest + out


def sheet(events, n, nets, totals, seats=True, pools=True, write_totals=True):
    ev = strip_payments(events)
    if seats:
        for s in range(n):
            ev.append({"type": "score", "party": s, "points": nets[s]})
    if pools:
        for p in POOLS:
            ev.append({"type": "score", "party": p, "points": nets[p]})
    if write_totals:
        if seats:
            for s in range(n):
                ev.append({"type": "total", "party": s, "points": totals[s]})
        if pools:
            for p in POOLS:
                ev.append({"type": "total", "party": p, "points": totals[p]})
    return ev


def truncate(events, nplays):
    """keep the events up to and including the nplays-th play and the payments right after it
    (those for the trick completed by it)"""
    out = []
    seen = 0
    for e in events:
        if e["type"] == "play":
            if seen == nplays:
                break
            seen += 1
        out.append(e)
    return out


def transcript(names, deals_json, description, start=None):
    t = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {},
        "players": names,
    }
    if start is not None:
        t["start"] = start
    t["meta"] = {"event": "Klub tarokowy, wieczór", "round": "danish-spec10", "description": description}
    t["deals"] = deals_json
    return t


def write(name, t):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(t, f, ensure_ascii=False, indent=1)
        f.write("\n")


def describe(name, deals, extra=""):
    SUMMARY.append("== %s %s" % (name, extra))
    for k, d in enumerate(deals):
        nets = deal_nets(d)
        SUMMARY.append(
            "deal %d dealer %d active %s tricks %s points %s cp %s last %s pools %s -> %s"
            % (k, d.dealer, d.active, d.tricks_won, d.points, d.cp, d.last, d.pools_before, d.pools_after)
        )
        SUMMARY.append("   decl %s" % {s: [i for i, _ in v] for s, v in d.decl.items() if v})
        SUMMARY.append("   nets %s" % nets)
        SUMMARY.append("   skat %s" % d.skat)
        jt = [(t, tr["plays"]) for t, tr in enumerate(d.tricks) if any(c == "JOKER" for _, c in tr["plays"])]
        SUMMARY.append("   joker %s" % jt)


def find(pred, n, ndeals, first_dealer, start=0, **kw):
    for seed in range(start, start + 5000):
        ds = session(seed, n, ndeals, first_dealer, **kw)
        if pred(ds):
            return seed, ds
    raise SystemExit("no seed")


def has_last(d, kind):
    L = d.last
    if kind == "king_przy":
        return any(M.is_king(c) for _, c in L["przydupek"])
    if kind == "pagat_przy":
        return any(c == "T1" for _, c in L["przydupek"])
    if kind == "king_ult":
        return M.is_king(L["wcard"]) and not L["nolo"] and not L["tout"]
    if kind == "pagat_ult":
        return L["wcard"] == "T1" and not L["nolo"] and not L["tout"]
    if kind == "plain":
        return not L["przydupek"] and not M.is_king(L["wcard"]) and L["wcard"] != "T1"
    raise KeyError(kind)


def joker_lead(d):
    return any(tr["named"] for tr in d.tricks)


def joker_follow_then_suit(d):
    """a seat played the Joker to a suit lead and later played that suit (legal)"""
    for t, tr in enumerate(d.tricks[:24]):
        if tr["plays"][0][1] == "JOKER":
            continue
        for s, c in tr["plays"][1:]:
            if c == "JOKER":
                led = M.suit_of(tr["plays"][0][1])
                for tr2 in d.tricks[t + 1 :]:
                    for s2, c2 in tr2["plays"]:
                        if s2 == s and M.suit_of(c2) == led:
                            return True
    return False


def hands_json(d):
    return [list(h) for h in d.hands]


def deal_json(d, events, hands=True):
    return {"dealer": d.dealer, "hands": hands_json(d) if hands else None, "events": events}


def main():
    # 01 complete control record, 3 players, all payments with reasons, session end split
    seed, ds = find(
        lambda ds: any(has_last(d, "king_przy") or has_last(d, "king_ult") for d in ds)
        and any(joker_lead(d) for d in ds)
        and any(d.decl[s] for d in ds for s in d.active)
        and ds[-1].pools_after["pagat_pool"] % 3 == 0
        and ds[-1].pools_after["king_pool"] % 3 == 0,
        3,
        3,
        0,
    )
    djs = []
    for k, d in enumerate(ds):
        ev = copy.deepcopy(d.events)
        if k == len(ds) - 1:
            for p in POOLS:
                share = d.pools_after[p] // 3
                for s in range(3):
                    ev.append({"type": "payment", "from": p, "to": s, "amount": share, "reason": "session_end"})
        djs.append(deal_json(d, ev))
    write("01-control-full-3p.json", transcript(NAMES3, djs, "Complete control record: hands, every payment with its reason, pools split at the end of the session."))
    describe("01", ds, "seed %d" % seed)

    # 02 complete control record, 4 players, score sheet (score + total for seats and pools)
    seed, ds = find(lambda ds: any(joker_lead(d) for d in ds) and any(d.decl[s] for d in ds for s in d.active) and any(not has_last(d, "plain") for d in ds), 4, 4, 0, start=100)
    djs = []
    tot = {s: 0 for s in range(4)}
    tot.update({p: 0 for p in POOLS})
    for d in ds:
        nets = deal_nets(d)
        for k in tot:
            tot[k] += nets[k]
        djs.append(deal_json(d, sheet(d.events, 4, nets, tot)))
    write("02-control-sheet-4p.json", transcript(NAMES4, djs, "Complete control record, four players: hands, score sheet (net chips per seat and pool) with running totals."))
    describe("02", ds, "seed %d" % seed)

    # 03 play-only, skat written, declarations written, payments with reasons, 3 players
    seed, ds = find(lambda ds: any(joker_follow_then_suit(d) for d in ds) and any(d.decl[s] for d in ds for s in d.active), 3, 2, 1, start=200)
    djs = [deal_json(d, copy.deepcopy(d.events), hands=False) for d in ds]
    write("03-playonly-skat-reasons-3p.json", transcript(NAMES3, djs, "Play-only record (hands null), the skat discard written, declarations and payments with reasons."))
    describe("03", ds, "seed %d" % seed)

    # 04 play-only, no skat, declarations written, payments without reasons, 4 players
    seed, ds = find(lambda ds: any(d.decl[s] for d in ds for s in d.active) and any(not has_last(d, "plain") for d in ds), 4, 2, 2, start=300)
    djs = []
    for d in ds:
        ev = [e for e in d.events if e["type"] != "discard"]
        djs.append(deal_json(d, no_reason(ev), hands=False))
    write("04-playonly-noskat-noreasons-4p.json", transcript(NAMES4, djs, "Play-only record, four players, skat not written, payments written without reasons."))
    describe("04", ds, "seed %d" % seed)

    # 05 bare plays: no skat, no declarations, no payments; someone held a declaration
    seed, ds = find(lambda ds: sum(1 for d in ds for s in d.active if d.decl[s]) >= 2 and any(joker_follow_then_suit(d) for d in ds), 3, 2, 2, start=400)
    djs = []
    for d in ds:
        ev = [e for e in d.events if e["type"] == "play"]
        djs.append(deal_json(d, ev, hands=False))
    write("05-playonly-bare-3p.json", transcript(NAMES3, djs, "Bare play-only record: the plays and nothing else."))
    describe("05", ds, "seed %d" % seed)

    # 06 hands, deal 0 complete, deal 1 stops in mid-play (after trick 12), payments so far
    seed, ds = find(lambda ds: any(e.get("reason") in ("king_lost", "pagat_lost") for e in truncate(ds[1].events, 36)), 3, 2, 0, start=500)
    djs = [deal_json(ds[0], copy.deepcopy(ds[0].events)), deal_json(ds[1], truncate(ds[1].events, 36))]
    write("06-stops-midplay-3p.json", transcript(NAMES3, djs, "The record of deal 1 stops after the 12th trick (the sheet ends there)."))
    describe("06", ds, "seed %d" % seed)

    # 07 4 players, deal 0 complete, deal 1 stops before the first lead
    seed, ds = find(lambda ds: any(ds[1].decl[s] for s in ds[1].active), 4, 2, 3, start=600)
    ev1 = [e for e in ds[1].events if e["type"] != "play"]
    # only the events before the first play
    first_play = ds[1].play_index[0]
    ev1 = ds[1].events[:first_play]
    djs = [deal_json(ds[0], copy.deepcopy(ds[0].events)), deal_json(ds[1], copy.deepcopy(ev1))]
    write("07-stops-before-lead-4p.json", transcript(NAMES4, djs, "Deal 1 is written up to the declarations and their payments; the record stops before the first lead."))
    describe("07", ds, "seed %d" % seed)

    # 08 sheet skipping deal 1's line, 3 players
    seed, ds = find(lambda ds: any(not has_last(d, "plain") for d in ds), 3, 3, 1, start=700)
    djs = []
    tot = {s: 0 for s in range(3)}
    tot.update({p: 0 for p in POOLS})
    for k, d in enumerate(ds):
        nets = deal_nets(d)
        for key in tot:
            tot[key] += nets[key]
        if k == 1:
            djs.append(deal_json(d, strip_payments(d.events)))
        else:
            djs.append(deal_json(d, sheet(d.events, 3, nets, tot)))
    write("08-sheet-skips-line-3p.json", transcript(NAMES3, djs, "Score sheet; deal 1's line was not written, deal 2's totals carry it."))
    describe("08", ds, "seed %d" % seed)

    # 09 4 players, scores every deal, totals stop after deal 1
    seed, ds = find(lambda ds: True, 4, 3, 1, start=800)
    djs = []
    tot = {s: 0 for s in range(4)}
    tot.update({p: 0 for p in POOLS})
    for k, d in enumerate(ds):
        nets = deal_nets(d)
        for key in tot:
            tot[key] += nets[key]
        djs.append(deal_json(d, sheet(d.events, 4, nets, tot, pools=False, write_totals=(k < 2))))
    write("09-sheet-stops-totals-4p.json", transcript(NAMES4, djs, "Score sheet (seats only); running totals written for deals 0 and 1, then only the deal's scores."))
    describe("09", ds, "seed %d" % seed)

    # 10 taken up mid-evening: start pools, no foundations; pool-dependent last-trick payment
    sp = {"pagat_pool": 85, "king_pool": 140}
    seed, ds = find(lambda ds: any(has_last(d, "king_przy") or has_last(d, "pagat_przy") for d in ds), 3, 2, 2, start=900, start_pools=sp)
    djs = [deal_json(d, copy.deepcopy(d.events)) for d in ds]
    write("10-midevening-pools-3p.json", transcript(NAMES3, djs, "Session taken up mid-evening: the pools as they stood, no foundations; every payment with its reason.", start={"pools": sp}))
    describe("10", ds, "seed %d" % seed)

    # 11 taken up mid-evening, 4 players, score sheet continuing written totals
    sp = {"pagat_pool": 110, "king_pool": 95}
    st = [-20, -95, -45, -45]
    seed, ds = find(lambda ds: any(not has_last(d, "plain") for d in ds), 4, 2, 1, start=1000, start_pools=sp)
    djs = []
    tot = {s: st[s] for s in range(4)}
    tot.update(sp)
    for d in ds:
        nets = deal_nets(d)
        for key in tot:
            tot[key] += nets[key]
        djs.append(deal_json(d, sheet(d.events, 4, nets, tot)))
    write(
        "11-midevening-sheet-4p.json",
        transcript(NAMES4, djs, "Sheet taken up mid-evening: pools and seat totals carried in; scores and running totals.", start={"pools": sp, "totals": st}),
    )
    describe("11", ds, "seed %d" % seed)

    # 12 payments netted between two parties, no reasons, 3 players
    seed, ds = find(lambda ds: any(d.decl[s] for d in ds for s in d.active), 3, 2, 0, start=1100)
    djs = [deal_json(d, netted(d.events, 3)) for d in ds]
    write("12-netted-payments-3p.json", transcript(NAMES3, djs, "The table settles once per deal: payments netted between each two parties, no reasons."))
    describe("12", ds, "seed %d" % seed)

    # 13 slip: wrong payment in a partial (play-only, stops in mid-play) record
    def kl(ds):
        ev = truncate(ds[1].events, 45)
        return any(e.get("reason") == "king_lost" and e["to"] == "king_pool" for e in ev)

    seed, ds = find(kl, 3, 2, 1, start=1200)
    ev1 = truncate(ds[1].events, 45)
    ev1 = copy.deepcopy(ev1)
    idx = [i for i, e in enumerate(ev1) if e.get("reason") == "king_lost" and e["to"] == "king_pool"][0]
    ev1[idx]["amount"] = 10
    djs = [deal_json(ds[0], copy.deepcopy(ds[0].events), hands=False), deal_json(ds[1], ev1, hands=False)]
    write("13-slip-payment-partial-3p.json", transcript(NAMES3, djs, "Play-only record, deal 1 stops after trick 15; one king_lost payment to the king pool written as 10."))
    describe("13", ds, "seed %d; planted: deal 1 event %d amount 10 (should be 5)" % (seed, idx))

    # 14 slip: revoke provable from the plays alone (play-only, bare)
    for seed in range(1300, 6000):
        ds = session(seed, 3, 2, 0, force={0: {"trick": 4, "seat": 2}})
        if ds[0].revoke:
            break
    djs = [deal_json(d, [e for e in d.events if e["type"] == "play"], hands=False) for d in ds]
    rv = ds[0].revoke
    ev_idx = 3 * rv["trick"] + [s for s, _ in ds[0].tricks[rv["trick"]]["plays"]].index(rv["seat"])
    write("14-slip-revoke-playonly-3p.json", transcript(NAMES3, djs, "Bare play-only record; a revoke provable from the plays."))
    describe("14", ds, "seed %d; revoke %s at event %d" % (seed, rv, ev_idx))

    # 15 slip: a card played twice (play-only, skat written, payments with reasons), 4 players
    def dup_candidate(d):
        # trick u led by suit X; a follower s (not winner) played pip c2 of X; an earlier trick
        # t had pip c of X (not by s), lower than the winner of trick u; c, c2 no honours
        for u in range(10, 24):
            tr = d.tricks[u]
            first = tr["plays"][0][1]
            if first == "JOKER":
                continue
            X = M.suit_of(first)
            if X == "T":
                continue
            for pos, (s, c2) in enumerate(tr["plays"][1:], 1):
                if s == tr["winner"] or M.suit_of(c2) != X or M.honour(c2):
                    continue
                for t in range(0, u):
                    for s0, c in d.tricks[t]["plays"]:
                        if s0 != s and c != "JOKER" and M.suit_of(c) == X and not M.honour(c) and M.strength(c) < M.strength(tr["wcard"]) and M.suit_of(tr["wcard"]) == X:
                            return (u, pos, s, c2, c)
        return None

    seed, ds = find(lambda ds: dup_candidate(ds[1]) is not None, 4, 2, 0, start=1400)
    u, pos, s, c2, c = dup_candidate(ds[1])
    ev1 = copy.deepcopy(ds[1].events)
    pidx = ds[1].play_index[3 * u + pos]
    assert ev1[pidx]["card"] == c2
    ev1[pidx]["card"] = c
    djs = [deal_json(ds[0], copy.deepcopy(ds[0].events), hands=False), deal_json(ds[1], ev1, hands=False)]
    write("15-slip-card-twice-4p.json", transcript(NAMES4, djs, "Play-only record; one card written twice."))
    describe("15", ds, "seed %d; deal 1 event %d seat %d wrote %s (already played) instead of %s" % (seed, pidx, s, c, c2))

    # 16 slip: wrong dealer in deal 2 (seat 0 deals again instead of seat 2), 3 players
    seed, ds = find(lambda ds: True, 3, 3, 0, start=1500, dealers=[0, 1, 0])
    djs = [deal_json(d, copy.deepcopy(d.events)) for d in ds]
    write("16-slip-wrong-dealer-3p.json", transcript(NAMES3, djs, "Complete record; deal 2 dealt by seat 0 out of turn."))
    describe("16", ds, "seed %d" % seed)

    # 17 play-only, no skat, payments with reasons, 4 players; deal 1 stops in mid-play (trick 20)
    seed, ds = find(lambda ds: any(joker_lead(d) for d in ds) or any(joker_follow_then_suit(d) for d in ds), 4, 2, 3, start=1600)
    djs = []
    for k, d in enumerate(ds):
        ev = [e for e in d.events if e["type"] != "discard"]
        if k == 1:
            ev = truncate(ev, 60)
        djs.append(deal_json(d, copy.deepcopy(ev), hands=False))
    write("17-playonly-noskat-stops-4p.json", transcript(NAMES4, djs, "Play-only record, skat not written, payments with reasons; deal 1 stops after trick 20."))
    describe("17", ds, "seed %d" % seed)

    with open(os.path.join(HERE, "gen-summary.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(SUMMARY) + "\n")


if __name__ == "__main__":
    main()
