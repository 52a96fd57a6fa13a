"""Seed searches for the Terziglio scenarios."""

import sys

from deal import TERZ_DEFAULT, Reject, deal_cards, declared_items, terz_play, terz_score
from model import PLAIN_PIPS, Policy, rng_for, value


def build_gioco(seed, dealer, declarer, opts, fixed=None, k=None, matto_p=0.3, bids=None):
    rng = rng_for(seed)
    w = opts["widow"]
    n = 18 if w == 8 else 19
    hands = deal_cards(rng, [n, n, n, w], fixed)
    widow = hands.pop()
    hp = {s: list(h) for s, h in enumerate(hands)}
    # exchange: take the k most valuable widow cards, lay away k plain pips
    if k is None:
        k = rng.choice([2, 3])
    take = sorted(widow, key=lambda c: (-value(c), c))[:k]
    hp[declarer] += take
    pips = [c for c in hp[declarer] if c in PLAIN_PIPS and c not in take]
    if len(pips) < k:
        raise Reject("no pips to lay away")
    discard = rng.sample(pips, k)
    for c in discard:
        hp[declarer].remove(c)
    flags = []
    decl = {s: declared_items(hp[s], flags) for s in range(3)}
    pol = Policy(rng, matto_p=matto_p)
    tricks, winners, ties = terz_play(hp, (dealer + 1) % 3, opts, pol)
    return hands, widow, take, discard, decl, tricks, flags


def eval_all(dealer, declarer, contract, widow, take, discard, decl, tricks, opts_list):
    return [terz_score(dealer, declarer, contract, widow, take, discard, decl, tricks, o)
            for o in opts_list]


def scen_gioco(seed, opts_over=None, alt_over=None, fixed_decl=None):
    dealer = seed % 3
    declarer = (dealer + 1 + (seed // 3) % 3) % 3
    o1 = dict(TERZ_DEFAULT, **(opts_over or {}))
    fixed = {declarer: fixed_decl} if fixed_decl else None
    try:
        hands, widow, take, disc, decl, tricks, flags = build_gioco(seed, dealer, declarer, o1,
                                                                   fixed)
    except Reject:
        return None
    if flags:
        return None
    alts = [o1, dict(o1, moretti_tie="first_played" if o1["moretti_tie"] == "last_played"
                     else "last_played")]
    if alt_over:
        alts.append(dict(o1, **alt_over))
    rs = eval_all(dealer, declarer, "gioco", widow, take, disc, decl, tricks, alts)
    if rs[0]["winners"] != rs[1]["winners"]:
        return None
    for r in rs:
        if r["flags"] or r.get("gp") is None:
            return None
    return dict(seed=seed, dealer=dealer, declarer=declarer, rs=rs)


if __name__ == "__main__":
    which = sys.argv[1]
    n = 0
    for seed in range(int(sys.argv[2])):
        if which == "g8":
            r = scen_gioco(seed, alt_over={"double_three": False})
        elif which == "g5":
            r = scen_gioco(seed, {"widow": 5}, alt_over={"double_three": False})
        elif which == "dbl":
            r = scen_gioco(seed, alt_over={"double_three": False},
                           fixed_decl=["KS", "KB", "KC", "QS", "QB", "QD", "NS", "NB", "NC"])
        if r:
            rs = r["rs"]
            n += 1
            print(seed, r["dealer"], r["declarer"], rs[0]["won"],
                  [(x["winner"], x["gp"], x["decl"]["total"], x["opp"]["total"]) for x in rs])
            if n >= 12:
                break
    print("found", n)


def build_solo(seed, dealer, declarer, opts, matto_p=0.3):
    rng = rng_for(seed)
    w = opts["widow"]
    n = 18 if w == 8 else 19
    hands = deal_cards(rng, [n, n, n, w])
    widow = hands.pop()
    hp = {s: list(h) for s, h in enumerate(hands)}
    flags = []
    decl = {s: declared_items(hp[s], flags) for s in range(3)}
    pol = Policy(rng, matto_p=matto_p)
    tricks, winners, ties = terz_play(hp, (dealer + 1) % 3, opts, pol)
    return hands, widow, decl, tricks, flags


def scen_solo(seed, opts_over=None):
    dealer = seed % 3
    declarer = (dealer + 1 + (seed // 3) % 3) % 3
    o1 = dict(TERZ_DEFAULT, **(opts_over or {}))
    hands, widow, decl, tricks, flags = build_solo(seed, dealer, declarer, o1)
    if flags:
        return None
    alts = [o1, dict(o1, moretti_tie="first_played")]
    rs = eval_all(dealer, declarer, "solo", widow, None, [], decl, tricks, alts)
    if rs[0]["winners"] != rs[1]["winners"]:
        return None
    for r in rs:
        if r["flags"] or r.get("gp") is None:
            return None
    return dict(seed=seed, dealer=dealer, declarer=declarer, rs=rs)


def rounding(which, N):
    for seed in range(N):
        if which == "solo5":
            r = scen_solo(seed, {"widow": 5})
        elif which == "solo8":
            r = scen_solo(seed)
        elif which == "g5":
            r = scen_gioco(seed, {"widow": 5})
        else:
            r = scen_gioco(seed)
        if not r:
            continue
        x = r["rs"][0]
        p = x[x["winner"]]["total"]
        if p % 50 >= 44:
            print(which, seed, r["dealer"], r["declarer"], x["won"], x["winner"], p, x["gp"])
