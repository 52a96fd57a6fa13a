"""Re-reads a transcript and recomputes what my model says (clean path only): legality of every play,
declarations, skat, and the expected net of every party per deal. Used to cross-check the generator."""

import json
import sys

from model import (
    N,
    Ledger,
    Play,
    card_point_payments,
    card_points,
    declarations,
    last_trick_settlement,
    skat_problems,
    trick_payments,
)


def replay(path, verbose=False):
    d = json.load(open(path))
    pools = dict((d.get("start") or {}).get("pools") or {"pagat_pool": 0, "king_pool": 0})
    fresh = not (d.get("start") or {}).get("pools")
    problems = []
    session_net = {0: 0, 1: 0, 2: 0, "pagat_pool": 0, "king_pool": 0}
    session_rec = {0: 0, 1: 0, 2: 0, "pagat_pool": 0, "king_pool": 0}
    for di, deal in enumerate(d["deals"]):
        dealer = deal["dealer"]
        led = Ledger(pools)
        if di == 0 and fresh:
            for pool in ("pagat_pool", "king_pool"):
                for s in range(N):
                    led.pay(s, pool, 20, "foundation")
        led.pay(dealer, "pagat_pool", 5, "deal_fee")
        led.pay(dealer, "king_pool", 5, "deal_fee")
        evs = deal["events"]
        rec = {0: 0, 1: 0, 2: 0, "pagat_pool": 0, "king_pool": 0}
        for e in evs:
            if e["type"] == "payment":
                rec[e["from"]] -= e["amount"]
                rec[e["to"]] += e["amount"]
        hands = deal["hands"]
        disc = [e for e in evs if e["type"] == "discard"]
        tout = any(e["type"] == "announce" and "tout" in e["items"] for e in evs)
        skat = disc[0]["cards"] if disc else []
        if hands is not None:
            h28 = hands[dealer]
            pr = skat_problems(h28, skat, tout)
            if pr:
                problems.append((di, "skat", pr))
            hh = [list(h) for h in hands]
            for c in skat:
                hh[dealer].remove(c)
            shown = disc and disc[0].get("shown")
            for e in evs:
                if e["type"] == "declare":
                    s = e["seat"]
                    base = h28 if (s == dealer and shown) else hh[s]
                    exp = declarations(base)
                    exp_items = [x for x, _ in exp]
                    if sorted(map(json.dumps, exp_items)) != sorted(map(json.dumps, e["items"])):
                        problems.append((di, "declare", s, e["items"], exp_items))
                    for _, v in exp:
                        for o in range(N):
                            if o != s:
                                led.pay(o, s, v, "declaration")
        else:
            hh = None
            played = [[], [], []]
            for e in evs:
                if e["type"] == "play":
                    played[e["seat"]].append(e["card"])
            if sum(map(len, played)) == 75:
                from model import DECK
                allc = set(DECK) - {c for h in played for c in h}
                if not skat:
                    skat = sorted(allc)
                assert set(skat) == allc, (skat, allc)
                for e in evs:
                    if e["type"] == "declare":
                        s = e["seat"]
                        exp = declarations(played[s])
                        exp_items = [x for x, _ in exp]
                        if sorted(map(json.dumps, exp_items)) != sorted(map(json.dumps, e["items"])):
                            problems.append((di, "declare", s, e["items"], exp_items))
                        for _, v in exp:
                            for o in range(N):
                                if o != s:
                                    led.pay(o, s, v, "declaration")
        plays = [e for e in evs if e["type"] in ("play", "call")]
        if hands is None:
            # reconstruct
            hh = [[], [], []]
            for e in evs:
                if e["type"] == "play":
                    hh[e["seat"]].append(e["card"])
        p = Play(hh, dealer)
        for e in plays:
            if e["type"] == "call":
                p.call(e["seat"], e["call"], e.get("named"))
                continue
            try:
                p.play(e["seat"], e["card"], e.get("named"))
            except AssertionError as ex:
                problems.append((di, "play", str(ex)))
                p.play(e["seat"], e["card"], e.get("named"), check=False)
            if len(p.cur.plays) == 0:
                trick_payments(led, p.tricks[-1], p.tno == 25)
        if p.done():
            info = last_trick_settlement(led, p)
            if info["nolo"] is None or info["tout"] is not None:
                pts = card_points(p, skat)
                if info["nolo"] is None:
                    card_point_payments(led, pts, (dealer + 1) % N)
            else:
                pts = card_points(p, skat)
            if verbose:
                print(di, "counts", info["counts"], "pts", pts, {k: v for k, v in info.items() if k != "counts"})
        pools = led.pools
        diff = {k: (led.net[k], rec[k]) for k in led.net if led.net[k] != rec[k]}
        if diff:
            problems.append((di, "settlement", diff))
        for k in session_net:
            session_net[k] += led.net[k]
            session_rec[k] += rec[k]
    return problems, pools, session_net


if __name__ == "__main__":
    for f in sys.argv[1:]:
        pr, pools, net = replay(f, verbose=True)
        print(f, "pools", pools, "net", net)
        for x in pr:
            print("   ", x)
