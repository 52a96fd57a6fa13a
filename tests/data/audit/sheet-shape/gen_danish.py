"""Danish Tarok transcripts for the sheet-shape round."""

import random
import sys

from common import ev_score, ev_total, write
from danish_model import PARTIES, play_deal

NAMES = ["Agnieszka", "Bartek", "Celina"]
LOG = []
POOLS = ["pagat_pool", "king_pool"]


def log(*a):
    LOG.append(" ".join(str(x) for x in a))


def base(start=None, meta=None):
    t = {"format": "trick-transcript/1", "game": "danish-tarok", "players": NAMES}
    if start:
        t["start"] = start
    t["meta"] = meta or {}
    t["deals"] = []
    return t


def session(seed, n, first_dealer, start_pools=None, ultimo_at=()):
    rng = random.Random(seed)
    pools = dict(start_pools or {"pagat_pool": 0, "king_pool": 0})
    out = []
    for i in range(n):
        deal, res = play_deal(rng, (first_dealer + i) % 3, pools, first=(start_pools is None and i == 0), allow_ultimo=(i in ultimo_at))
        pools = res["pools"]
        out.append((deal, res))
    return out


def describe(tag, i, deal, res):
    L = res["ledger"]
    log(tag, "deal", i, "dealer", deal["dealer"], "skat", res["skat"], "tricks", res["tricks"], "card points", res["card_points"],
        "card pay", res["card_pay"], "net", L.net(PARTIES), "pools after", res["pools"])
    for p in PARTIES:
        log("   ", p, L.by_reason(p))
    decl = [e for e in deal["events"] if e["type"] == "declare"]
    log("    declarations", [(e["seat"], e["items"]) for e in decl])


def f17():
    t = base(meta={"sheet": "each player's net chips per deal and each pool's net; totals for players and pools (the pool total = its content)"})
    tot = {p: 0 for p in PARTIES}
    for i, (deal, res) in enumerate(session(1701, 3, 0, ultimo_at=(1,))):
        n = res["ledger"].net(PARTIES)
        for p in PARTIES:
            deal["events"].append(ev_score(p, n[p]))
        for p in PARTIES:
            tot[p] += n[p]
            deal["events"].append(ev_total(p, tot[p]))
        t["deals"].append(deal)
        describe("17", i, deal, res)
        log("17 totals", tot)
    write("17-danish-net-chips-and-pools-with-totals.json", t)


ORDER = ["foundation", "deal_fee", "declaration", "king_lost", "pagat_lost", "pagat_trick",
         "king_ultimo", "pagat_ultimo", "refill", "last_trick", "card_points"]
BEFORE = ("foundation", "deal_fee", "declaration")


def split(tag, seed, n, first_dealer, slip=None, ultimo_at=()):
    t = base(meta={"sheet": "one line per reason for each player and each pool; the entry fees and declarations written at once, before the play; totals after each deal"})
    tot = {p: 0 for p in PARTIES}
    planted = None
    for i, (deal, res) in enumerate(session(seed, n, first_dealer, ultimo_at=ultimo_at)):
        L = res["ledger"]
        before, after = [], []
        for p in PARTIES:
            br = L.by_reason(p)
            for r in ORDER:
                if r in br and br[r] != 0:
                    (before if r in BEFORE else after).append((p, r, br[r]))
                    tot[p] += br[r]
        k = res["after_decl"]
        ins = [ev_score(p, v, r) for p, r, v in before]
        deal["events"][k:k] = ins
        for p, r, v in after:
            if slip and slip[0] == i and slip[1] == p and slip[2] == r:
                planted = (i, len(deal["events"]), p, r, v, slip[3])
                tot[p] += slip[3] - v
                v = slip[3]
            deal["events"].append(ev_score(p, v, r))
        for p in PARTIES:
            deal["events"].append(ev_total(p, tot[p]))
        t["deals"].append(deal)
        describe(tag, i, deal, res)
        log(tag, "before-play lines inserted at", k, "totals as written", tot)
    return t, planted


def f18():
    t, _ = split("18", 1802, 3, 1, ultimo_at=(2,))
    write("18-danish-lines-per-reason-declarations-before-play.json", t)


def f19():
    sp = {"pagat_pool": 85, "king_pool": 140}
    t = base(start={"pools": sp}, meta={"sheet": "pools carried in; totals only (players from 0, pools = content), after the 2nd and 3rd deal"})
    tot = {p: 0 for p in PARTIES}
    tot.update(sp)
    for i, (deal, res) in enumerate(session(1903, 3, 2, start_pools=sp)):
        n = res["ledger"].net(PARTIES)
        for p in PARTIES:
            tot[p] += n[p]
        if i in (1, 2):
            for p in PARTIES:
                deal["events"].append(ev_total(p, tot[p]))
        t["deals"].append(deal)
        describe("19", i, deal, res)
        log("19 totals", tot)
    write("19-danish-totals-only-pools-carried-in.json", t)


def f20():
    t = base(meta={"sheet": "card points of each player per deal only (the count against 26), no chips written"})
    for i, (deal, res) in enumerate(session(2004, 3, 0)):
        for s in range(3):
            deal["events"].append(ev_score(s, res["card_points"][s], "card_points"))
        t["deals"].append(deal)
        describe("20", i, deal, res)
    write("20-danish-card-points-per-player.json", t)


def f21():
    t = base(meta={"sheet": "net chips per player and pool per deal, totals"})
    tot = {p: 0 for p in PARTIES}
    planted = None
    for i, (deal, res) in enumerate(session(2105, 3, 1)):
        n = res["ledger"].net(PARTIES)
        for p in PARTIES:
            v = n[p]
            if i == 1 and p == res["ledger"].p[0][0] and planted is None:
                pass
            if i == 1 and p == 2:
                planted = (i, len(deal["events"]), p, v, v + 10)
                v = v + 10
            deal["events"].append(ev_score(p, v))
            tot[p] += v
        for p in PARTIES:
            deal["events"].append(ev_total(p, tot[p]))
        t["deals"].append(deal)
        describe("21", i, deal, res)
        log("21 totals as written", tot)
    t["meta"]["planted"] = "deal %d event %d seat %s: net written %+d, rules %+d; totals carried from it" % (planted[0], planted[1], planted[2], planted[4], planted[3])
    log("21 planted", planted)
    write("21-danish-slip-one-net-line.json", t)


def f22():
    t = base(meta={"sheet": "net chips per player and pool per deal, totals; an addition slip in the king pool's total, carried on"})
    tot = {p: 0 for p in PARTIES}
    planted = None
    for i, (deal, res) in enumerate(session(2206, 4, 2)):
        n = res["ledger"].net(PARTIES)
        for p in PARTIES:
            deal["events"].append(ev_score(p, n[p]))
        for p in PARTIES:
            tot[p] += n[p]
            if i == 1 and p == "king_pool":
                tot[p] += 5
                planted = (i, len(deal["events"]), p)
            deal["events"].append(ev_total(p, tot[p]))
        t["deals"].append(deal)
        describe("22", i, deal, res)
        log("22 totals as written", tot)
    t["meta"]["planted"] = "deal %d event %d %s: total written 5 too high, later totals carried from it" % planted
    log("22 planted", planted)
    write("22-danish-slip-pool-total-addition.json", t)


if __name__ == "__main__":
    for f in (f17, f18, f19, f20, f21, f22):
        f()
    open("figures-danish.txt", "w").write("\n".join(LOG) + "\n")
    print("\n".join(LOG) if "-v" in sys.argv else "ok")
