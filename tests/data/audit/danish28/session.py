# ruff: noqa: UP031, B007
"""danish28: build a whole session (payments deals and card-point sheet deals) from model.py."""

import copy
import random

from model import settle, simulate_deal


def sitter_of(dealer, present):
    if len(present) == 4:
        return (dealer + 2) % 4
    return None


def active_from_dealer(dealer, present):
    sit = sitter_of(dealer, present)
    n = len(present)
    seats = sorted(present)
    i = seats.index(dealer)
    order = seats[i:] + seats[:i]
    assert n in (3, 4)
    return [s for s in order if s != sit]


def next_present(dealer, present):
    seats = sorted(present)
    return seats[(seats.index(dealer) + 1) % len(seats)]


def run_session(seed, spec):
    """spec: dict with
    n_seats: len(players)
    start: None or {"pools": {...}, "totals": [...]}
    deals: list of dicts {present: [...], mode: 'pay'|'sheet', sitter_line: 'zero'|'omit'|'none',
                          totals: bool, join: seat or None, first_dealer (only deal 0)}
    end: bool (session end after the last deal)
    """
    rng = random.Random(seed)
    n_seats = spec["n_seats"]
    start = spec.get("start")
    if start:
        pools = dict(start["pools"])
        tot = {s: start.get("totals", [0] * n_seats)[s] for s in range(n_seats)}
    else:
        pools = {"pagat_pool": 0, "king_pool": 0}
        tot = {s: 0 for s in range(n_seats)}
    deals_out = []
    facts = []
    dealer = spec["deals"][0]["dealer"]
    for k, d in enumerate(spec["deals"]):
        present = d["present"]
        if k > 0:
            dealer = d.get("dealer", next_present(dealer, present))
        act = active_from_dealer(dealer, present)
        sit = sitter_of(dealer, present)
        pre = []  # (from, to, amount, reason)
        tot_before = dict(tot)

        def p(a, b, amt, reason, lst):
            lst.append((a, b, amt, reason))
            for x, sign in ((a, -1), (b, 1)):
                if x in pools:
                    pools[x] += sign * amt
                else:
                    tot[x] += sign * amt

        if k == 0 and not start:
            for pool in ("pagat_pool", "king_pool"):
                for s in sorted(present):
                    p(s, pool, 20, "foundation", pre)
        join_info = None
        if d.get("join") is not None:
            j = d["join"]
            a, b = pools["pagat_pool"] / 3, pools["king_pool"] / 3
            join_info = (j, a, b)
            p(j, "pagat_pool", a, None, pre)
            p(j, "king_pool", b, None, pre)
        p(dealer, "pagat_pool", 5, "deal_fee", pre)
        p(dealer, "king_pool", 5, "deal_fee", pre)
        hands, skat, decls, tricks = simulate_deal(rng, dealer, act)
        if k + 1 < len(spec["deals"]):
            nxt = spec["deals"][k + 1]
            nd = nxt.get("dealer", next_present(dealer, nxt["present"]))
        else:
            nd = next_present(dealer, present)
        pools_before = dict(pools)
        pays, pts, won, info = settle(dealer, act, sorted(present), pools, tricks, skat, decls, nd)
        for where, a, b, amt, reason in pays:
            for x, sign in ((a, -1), (b, 1)):
                if x not in pools:
                    tot[x] += sign * amt
        end_pays = []
        last = k == len(spec["deals"]) - 1
        if last and spec.get("end"):
            n = len(present)
            for pool in ("pagat_pool", "king_pool"):
                share = pools[pool] / n
                for s in sorted(present):
                    end_pays.append((pool, s, share, "session_end"))
                    tot[s] += share
                pools[pool] = 0
        # ---- events
        ev = []
        if d["mode"] == "pay":
            for a, b, amt, reason in pre:
                e = {"type": "payment", "from": a, "to": b, "amount": num(amt)}
                if reason:
                    e["reason"] = reason
                ev.append(e)
        ev.append({"type": "discard", "seat": dealer, "cards": skat})
        for s in act:
            ev.append({"type": "declare", "seat": s, "items": [it for it, _ in decls[s]]})
            if d["mode"] == "pay":
                for where, a, b, amt, reason in pays:
                    if where == ("decl", s):
                        ev.append(
                            {"type": "payment", "from": a, "to": b, "amount": num(amt), "reason": reason}
                        )
        for t, cards in enumerate(tricks):
            for s, c in cards:
                ev.append({"type": "play", "seat": s, "card": c})
            if d["mode"] == "pay":
                for where, a, b, amt, reason in pays:
                    if where == ("trick", t):
                        ev.append(
                            {"type": "payment", "from": a, "to": b, "amount": num(amt), "reason": reason}
                        )
        if d["mode"] == "pay":
            for where, a, b, amt, reason in pays:
                if where == ("end",):
                    ev.append({"type": "payment", "from": a, "to": b, "amount": num(amt), "reason": reason})
            for a, b, amt, reason in end_pays:
                ev.append({"type": "payment", "from": a, "to": b, "amount": num(amt), "reason": reason})
        else:
            for s in sorted(present):
                if s in act:
                    ev.append({"type": "score", "party": s, "points": pts[s]})
                elif d.get("sitter_line") == "zero":
                    ev.append({"type": "score", "party": s, "points": 0})
        if d.get("totals"):
            for s in sorted(present):
                if s == sit and d.get("sitter_line") == "none":
                    continue
                ev.append({"type": "total", "party": s, "points": num(tot[s])})
            ev.append({"type": "total", "party": "pagat_pool", "points": num(pools["pagat_pool"])})
            ev.append({"type": "total", "party": "king_pool", "points": num(pools["king_pool"])})
        hl = []
        for s in range(n_seats):
            hl.append(list(hands[s]) if s in hands else [])
        deals_out.append({"dealer": dealer, "hands": hl, "events": ev})
        net = {s: tot[s] - tot_before[s] for s in tot}
        facts.append(
            {
                "deal": k,
                "dealer": dealer,
                "active": act,
                "sitter": sit,
                "next_dealer": nd,
                "mode": d["mode"],
                "points": pts,
                "tricks": won,
                "info": info,
                "join": join_info,
                "pools_after_fee": pools_before,
                "pools_after": dict(pools),
                "net": net,
                "totals": dict(tot),
                "decls": {s: [(it, a) for it, a in decls[s]] for s in decls if decls[s]},
                "end_pays": end_pays,
                "pays": [x for x in pre] + [(a, b, amt, r) for _, a, b, amt, r in pays],
            }
        )
    return deals_out, facts, copy.deepcopy(pools), dict(tot)


def num(x):
    if isinstance(x, float) and x.is_integer():
        return int(x)
    return x
