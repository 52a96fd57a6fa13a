"""Seed searches for the Ottocento scenarios (prints the seeds that fit)."""

import sys

from deal import OTTO_DEFAULT, Reject, deal_cards, declared_items, otto_play, otto_score
from model import Policy, rng_for


def build(seed, dealer, opts, fixed=None, reserve=None, avoid_win=(), matto_p=0.3):
    rng = rng_for(seed)
    sizes = [17 if s == dealer else 15 for s in range(4)]
    hands17 = deal_cards(rng, sizes, fixed)
    pol = Policy(rng, reserve=reserve, avoid_win=avoid_win, matto_p=matto_p)
    hands, discard, tricks = otto_play(rng, dealer, hands17, opts, pol)
    flags = []
    decl = {s: declared_items(hands[s], flags) for s in range(4)}
    return hands17, hands, discard, decl, tricks, flags


def evaluate(dealer, hands17, discard, decl, tricks, opts_list):
    out = []
    for o in opts_list:
        r = otto_score(dealer, hands17, discard, decl, tricks, o)
        out.append(r)
    return out


def scen_moretti(seed):
    dealer = seed % 4
    a = (dealer + 1) % 4
    b = (dealer + 2) % 4
    fixed = {a: ["T2"], b: ["T3"]}
    reserve = {a: {"T2"}, b: {"T3"}}
    o1 = dict(OTTO_DEFAULT)
    o2 = dict(OTTO_DEFAULT, moretti_tie="first_played")
    try:
        h17, hands, disc, decl, tricks, flags = build(seed, dealer, o1, fixed, reserve)
    except Reject:
        return None
    if flags:
        return None
    last = tricks[-1]
    cards = [c for _, c in last]
    if "T2" not in cards or "T3" not in cards:
        return None
    r1, r2 = evaluate(dealer, h17, disc, decl, tricks, [o1, o2])
    if r1["flags"] or r2["flags"]:
        return None
    if r1["ties"] != [14] or r2["ties"] != [14]:
        return None
    if r1["winners"][-1] % 2 == r2["winners"][-1] % 2:
        return None
    return dealer, r1, r2


def scen_double(seed, who_off=1):
    dealer = seed % 4
    x = (dealer + who_off) % 4
    fixed = {x: ["KS", "KB", "KC", "QS", "QB", "QD", "NS", "NB", "NC"]}
    o1 = dict(OTTO_DEFAULT)
    o2 = dict(OTTO_DEFAULT, double_three=False)
    try:
        h17, hands, disc, decl, tricks, flags = build(seed, dealer, o1, fixed)
    except Reject:
        return None
    if flags or r_ties(dealer, h17, disc, decl, tricks):
        return None
    r1, r2 = evaluate(dealer, h17, disc, decl, tricks, [o1, o2])
    if r1["flags"] or r2["flags"]:
        return None
    return dealer, x, r1, r2


def r_ties(dealer, h17, disc, decl, tricks):
    o1 = dict(OTTO_DEFAULT)
    o2 = dict(OTTO_DEFAULT, moretti_tie="first_played")
    r1, r2 = evaluate(dealer, h17, disc, decl, tricks, [o1, o2])
    return r1["winners"] != r2["winners"]


def scen_discard(seed):
    dealer = seed % 4
    pips = [r + s for s in "SBCD" for r in ["6", "7", "8", "9", "10"]]
    rng = rng_for(seed + 1000)
    dh = rng.sample(pips, 13) + rng.sample(["1S", "1B", "1C", "1D", "JS", "JB", "JC", "JD"], 4)
    fixed = {dealer: dh}
    o1 = dict(OTTO_DEFAULT)
    o2 = dict(OTTO_DEFAULT, discard_credit="side_trick")
    try:
        h17, hands, disc, decl, tricks, flags = build(seed, dealer, o1, fixed, avoid_win=(dealer,))
    except Reject:
        return None
    if flags or r_ties(dealer, h17, disc, decl, tricks):
        return None
    r1, r2 = evaluate(dealer, h17, disc, decl, tricks, [o1, o2])
    if r1["flags"] or r2["flags"]:
        return None
    if r1["seat_won"][dealer] != 0:
        return None
    return dealer, r1, r2


def scen_plain(seed, opts=None):
    dealer = seed % 4
    o1 = dict(OTTO_DEFAULT, **(opts or {}))
    try:
        h17, hands, disc, decl, tricks, flags = build(seed, dealer, o1)
    except Reject:
        return None
    if flags or r_ties(dealer, h17, disc, decl, tricks):
        return None
    (r1,) = evaluate(dealer, h17, disc, decl, tricks, [o1])
    if r1["flags"]:
        return None
    return dealer, r1


if __name__ == "__main__":
    which = sys.argv[1]
    n = 0
    for seed in range(int(sys.argv[2]) if len(sys.argv) > 2 else 3000):
        f = {"moretti": scen_moretti, "double": scen_double, "discard": scen_discard,
             "plain": scen_plain}[which]
        r = f(seed)
        if r:
            n += 1
            if which == "moretti":
                d, r1, r2 = r
                print(seed, d, r1["team0"]["total"], r1["team1"]["total"], r2["team0"]["total"],
                      r2["team1"]["total"])
            elif which == "double":
                d, x, r1, r2 = r
                print(seed, d, x, [r1[t]["total"] for t in ("team0", "team1")],
                      [r2[t]["total"] for t in ("team0", "team1")])
            elif which == "discard":
                d, r1, r2 = r
                print(seed, d, r1["seat_won"], [r1[t]["total"] for t in ("team0", "team1")],
                      [r2[t]["total"] for t in ("team0", "team1")])
            else:
                print(seed, r[0], [r[1][t]["total"] for t in ("team0", "team1")])
            if n >= 8:
                break
    print("found", n)
