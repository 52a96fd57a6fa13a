"""Galician Tarok transcripts for the sheet-shape round."""

import random
import sys

from common import clean_num, ev_score, ev_total, write
from galician_model import play_deal, settle

NAMES = ["Adam", "Bożena", "Czesław"]
LOG = []


def log(*a):
    LOG.append(" ".join(str(x) for x in a))


def base(start=None, meta=None):
    t = {"format": "trick-transcript/1", "game": "galician-tarok", "players": NAMES}
    if start:
        t["start"] = start
    t["meta"] = meta or {}
    t["deals"] = []
    return t


def session(seed, kinds, first_dealer, fresh):
    rng = random.Random(seed)
    out = []
    for i, k in enumerate(kinds):
        deal, res = play_deal(rng, (first_dealer + i) % 3, k)
        lines, pool = settle(res, fresh and i == 0)
        out.append((deal, res, lines, pool))
    return out


def net(lines):
    return {s: clean_num(sum(p for _, p in lines[s])) for s in lines}


def describe(tag, i, deal, res, lines, pool):
    log(tag, "deal", i, "dealer", deal["dealer"], res["kind"], "player", res.get("player"), "points", res.get("points"),
        "won", res.get("won"), "per helper", res.get("per_helper"), "x", res.get("mult"), "lines", lines, "pool", pool)


def f12():
    t = base(meta={"sheet": "each player's net and the pool's net per deal, running totals (pool total = its content)"})
    tot = [0, 0, 0]
    ptot = 0
    for i, (deal, res, lines, pool) in enumerate(session(1201, ["three", "allpass", "three-reject", "three"], 0, True)):
        n = net(lines)
        pn = clean_num(sum(p for _, p in pool))
        for s in range(3):
            deal["events"].append(ev_score(s, n[s]))
        deal["events"].append(ev_score("pool", pn))
        for s in range(3):
            tot[s] = clean_num(tot[s] + n[s])
            deal["events"].append(ev_total(s, tot[s]))
        ptot = clean_num(ptot + pn)
        deal["events"].append(ev_total("pool", ptot))
        t["deals"].append(deal)
        describe("12", i, deal, res, lines, pool)
        log("12 totals", tot, "pool", ptot)
    write("12-galician-net-and-pool-lines-with-totals.json", t)


def split(tag, seed, kinds, first_dealer, slip=None):
    t = base(meta={"sheet": "one line per reason for each player and for the pool, running totals"})
    tot = [0, 0, 0]
    ptot = 0
    planted = None
    for i, (deal, res, lines, pool) in enumerate(session(seed, kinds, first_dealer, True)):
        for s in range(3):
            for reason, p in lines[s]:
                p = clean_num(p)
                if slip and slip[0] == i and slip[1] == s and slip[2] == reason:
                    planted = (i, len(deal["events"]), s, reason, p, slip[3](p))
                    p = slip[3](p)
                deal["events"].append(ev_score(s, p, reason))
                tot[s] = clean_num(tot[s] + p)
        for reason, p in pool:
            deal["events"].append(ev_score("pool", clean_num(p), reason))
            ptot = clean_num(ptot + p)
        for s in range(3):
            deal["events"].append(ev_total(s, tot[s]))
        deal["events"].append(ev_total("pool", ptot))
        t["deals"].append(deal)
        describe(tag, i, deal, res, lines, pool)
        log(tag, "totals as written", tot, "pool", ptot)
    return t, planted


def f13():
    t, _ = split("13", 1302, ["three", "three", "allpass", "three"], 1)
    write("13-galician-lines-per-reason.json", t)


def f14():
    start_tot = [120, -75, -90]
    start_pool = 45
    t = base(start={"pools": {"pool": start_pool}, "totals": start_tot},
             meta={"sheet": "pool and totals carried in; totals only, after the 2nd and 3rd deal"})
    tot = list(start_tot)
    ptot = start_pool
    for i, (deal, res, lines, pool) in enumerate(session(1403, ["three", "allpass", "three"], 2, False)):
        n = net(lines)
        for s in range(3):
            tot[s] = clean_num(tot[s] + n[s])
        ptot = clean_num(ptot + sum(p for _, p in pool))
        if i in (1, 2):
            for s in range(3):
                deal["events"].append(ev_total(s, tot[s]))
            deal["events"].append(ev_total("pool", ptot))
        t["deals"].append(deal)
        describe("14", i, deal, res, lines, pool)
        log("14 totals", tot, "pool", ptot)
    write("14-galician-totals-only-start-carried-in.json", t)


def f15b():
    seed = 1504
    s = session(seed, ["three", "three", "three"], 0, True)
    res = s[1][1]
    seat = [x for x in range(3) if x != res["player"]][0]
    t, planted = split("15", seed, ["three", "three", "three"], 0, slip=(1, seat, "game", lambda p: p + 10))
    t["meta"]["planted"] = "deal %d event %d seat %d: %s line written %s, rules %s; totals carried from it" % (planted[0], planted[1], planted[2], planted[3], planted[5], planted[4])
    log("15 planted", planted)
    write("15-galician-slip-one-game-line.json", t)


def f16():
    t = base(meta={"sheet": "net and pool per deal, totals; an addition slip in one player's total, carried on"})
    tot = [0, 0, 0]
    ptot = 0
    planted = None
    for i, (deal, res, lines, pool) in enumerate(session(1605, ["three", "three", "three", "three"], 1, True)):
        n = net(lines)
        pn = clean_num(sum(p for _, p in pool))
        for s in range(3):
            deal["events"].append(ev_score(s, n[s]))
        deal["events"].append(ev_score("pool", pn))
        for s in range(3):
            tot[s] = clean_num(tot[s] + n[s])
            if i == 2 and s == 1:
                tot[s] = clean_num(tot[s] + 100)
                planted = (i, len(deal["events"]), s)
            deal["events"].append(ev_total(s, tot[s]))
        ptot = clean_num(ptot + pn)
        deal["events"].append(ev_total("pool", ptot))
        t["deals"].append(deal)
        describe("16", i, deal, res, lines, pool)
        log("16 totals as written", tot, "pool", ptot)
    t["meta"]["planted"] = "deal %d event %d seat %d: total written 100 too high, later totals carried from it" % planted
    log("16 planted", planted)
    write("16-galician-slip-total-addition.json", t)


if __name__ == "__main__":
    for f in (f12, f13, f14, f15b, f16):
        f()
    open("figures-galician.txt", "w").write("\n".join(LOG) + "\n")
    print("\n".join(LOG) if "-v" in sys.argv else "ok")
