"""Rage transcripts for the sheet-shape round.  Run: python gen_rage.py (writes the .json files and
prints the figures used in EXPECTED.md)."""

import sys

from common import ev_score, ev_total, write
from rage_model import session

NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva"]
LOG = []


def log(*a):
    LOG.append(" ".join(str(x) for x in a))


def base(n, rules=None, start=None, meta=None):
    t = {"format": "trick-transcript/1", "game": "rage", "players": NAMES[:n]}
    if rules:
        t["rules"] = rules
    if start:
        t["start"] = start
    t["meta"] = meta or {}
    t["deals"] = []
    return t


def f01():
    n = 4
    t = base(n, meta={"event": "Klub Paluba", "sheet": "score and total for every player every round"})
    tot = [0] * n
    for r, deal, br, bids, tricks in session(101, n, 1, 10, 0):
        for s in range(n):
            deal["events"].append(ev_score(s, br[s]["score"]))
        for s in range(n):
            tot[s] += br[s]["score"]
            deal["events"].append(ev_total(s, tot[s]))
        t["deals"].append(deal)
        log("01 round", r, "bids", bids, "tricks", tricks, "scores", [b["score"] for b in br], "totals", tot)
    write("01-rage-score-and-total-every-round.json", t)


def split_session(seed, n, rounds, slip=None):
    """Columns b, c, d of the source's sheet as three score lines (d only when not zero)."""
    t = base(n, meta={"event": "Klub Paluba", "sheet": "columns b (tricks), c (bid), d (action cards) as score lines with reason; N as total"})
    tot = [0] * n
    planted = None
    for i, (r, deal, br, bids, tricks) in enumerate(session(seed, n, 1, rounds, 1)):
        slip_seat = None
        if slip and slip[0] == i:
            slip_seat = next(s for s in range(n) if br[s]["bid"] == -5)
        for s in range(n):
            for reason in ("tricks", "bid", "action_cards"):
                pts = br[s][reason]
                if reason == "action_cards" and pts == 0:
                    continue
                if s == slip_seat and reason == "bid":
                    pts = slip[2]
                    planted = (i, len(deal["events"]), s, br[s]["bid"], pts)
                deal["events"].append(ev_score(s, pts, reason))
                tot[s] += pts
        for s in range(n):
            deal["events"].append(ev_total(s, tot[s]))
        t["deals"].append(deal)
        log(seed, "round", r, "dealer", deal["dealer"], "bids", bids, "tricks", tricks, "br", [(b["tricks"], b["bid"], b["action_cards"]) for b in br], "totals as written", list(tot))
    return t, planted


def f02():
    t, _ = split_session(202, 5, 6)
    write("02-rage-split-columns-b-c-d.json", t)


def f03():
    n = 4
    start_tot = [12, -3, 27, 8]
    t = base(n, start={"round": 5, "totals": start_tot}, meta={"event": "Klub Paluba", "sheet": "taken up at round 5 with the totals carried in; totals only"})
    tot = list(start_tot)
    for r, deal, br, bids, tricks in session(303, n, 5, 10, 2):
        for s in range(n):
            tot[s] += br[s]["score"]
            deal["events"].append(ev_total(s, tot[s]))
        t["deals"].append(deal)
        log("03 round", r, "dealer", deal["dealer"], "bids", bids, "tricks", tricks, "scores", [b["score"] for b in br], "totals", tot)
    write("03-rage-totals-only-start-carried-in.json", t)


def f04():
    n = 3
    t = base(n, rules={"plus_minus_one": True}, meta={"event": "Klub Paluba", "sheet": "round scores, totals after rounds 3, 6, 9 and 10; round 5 left blank"})
    tot = [0] * n
    for r, deal, br, bids, tricks in session(404, n, 1, 10, 0, pm1=True):
        for s in range(n):
            tot[s] += br[s]["score"]
        if r != 5:
            for s in range(n):
                deal["events"].append(ev_score(s, br[s]["score"]))
        if r in (3, 6, 9, 10):
            for s in range(n):
                deal["events"].append(ev_total(s, tot[s]))
        t["deals"].append(deal)
        log("04 round", r, "dealer", deal["dealer"], "bids", bids, "tricks", tricks, "scores", [b["score"] for b in br], "totals", tot)
    write("04-rage-totals-every-third-round-one-round-blank.json", t)


def f05():
    # round index 2 (third round), seat 1: find a seat that missed its bid and write +10 instead of -5
    t, planted = split_session(505, 4, 5, slip=(2, 1, 10))
    t["meta"]["planted"] = "one slip: deal %d event %d seat %d bid column written %+d, rules %+d; totals carried from it" % (planted[0], planted[1], planted[2], planted[4], planted[3])
    log("05 planted", planted)
    write("05-rage-slip-bid-column.json", t)


def f06():
    n = 4
    t = base(n, meta={"event": "Klub Paluba", "sheet": "totals only; one addition slip (+10) in round 4 for Katka, carried on"})
    tot = [0] * n
    planted = None
    for i, (r, deal, br, bids, tricks) in enumerate(session(606, n, 1, 7, 3)):
        for s in range(n):
            tot[s] += br[s]["score"]
            if r == 4 and s == 2:
                tot[s] += 10
                planted = (i, len(deal["events"]), s)
            deal["events"].append(ev_total(s, tot[s]))
        t["deals"].append(deal)
        log("06 round", r, "dealer", deal["dealer"], "bids", bids, "tricks", tricks, "scores", [b["score"] for b in br], "totals as written", list(tot))
    t["meta"]["planted"] = "deal %d event %d seat %d: total written 10 too high, later totals carried from it" % planted
    log("06 planted", planted)
    write("06-rage-slip-total-addition.json", t)


if __name__ == "__main__":
    for f in (f01, f02, f03, f04, f05, f06):
        f()
    open("figures-rage.txt", "w").write("\n".join(LOG) + "\n")
    print("\n".join(LOG) if "-v" in sys.argv else "ok")
