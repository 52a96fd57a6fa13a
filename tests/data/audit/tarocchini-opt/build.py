"""Builds the tarocchini-opt transcripts: python build.py"""
import copy
import json
import sys

import gen as G
import model as M
import score as S

FIG = {}  # figures for EXPECTED.md


def find(fn, start=0, tries=4000):
    for seed in range(start, start + tries):
        r = fn(seed)
        if r:
            return seed, r
    raise SystemExit("no seed for %s" % fn)


def otto_try(seed, dealer, rules, cond=None, **kw):
    x = G.otto_deal(seed, dealer, rules, **kw)
    if not x:
        return None
    deal, tricks = x
    t = {"game": "tarocchini-ottocento", "rules": rules}
    res = G.otto_check(t, deal, tricks)
    if res is None:
        return None
    if cond and not cond(deal, tricks, res):
        return None
    return deal, tricks, res


def otto_score(rules, deal):
    t = {"game": "tarocchini-ottocento", "rules": rules}
    return S.score_ottocento(t, deal)[0]


MST = {"moretti_follow": True, "lead_moretti": True}


def cross_tie(deal, tricks, res, where=None):
    ts = G.moretti_ties(tricks)
    ok = [x for x in ts if (x[1] % 2) != (x[2] % 2)]
    if where is not None:
        ok = [x for x in ok if x[0] == where]
    return bool(ok)


def f01():
    R = {"moretti_tie": "first_played"}
    s0, (d0, t0, r0) = find(lambda s: B_otto(s, 3, R, cond=cross_tie, style=MST))
    s1, (d1, t1, r1) = find(lambda s: B_otto(s, 0, R, cond=cross_tie, style=MST, talon_form=True),
                           start=s0 + 1)
    FIG["01"] = dict(seeds=(s0, s1), res=(r0, r1), ties=(G.moretti_ties(t0), G.moretti_ties(t1)),
                     alt=(otto_score({}, d0), otto_score({}, d1)))
    t = G.otto_transcript(R, [(d0, r0), (d1, r1)], meta={"event": "Circolo del Tarocchino",
                                                         "note": "Moretti: first played holds"})
    G.write("01-otto-first-played-clean.json", t)


B_otto = otto_try


def f02():
    R = {"moretti_tie": "first_played"}
    s0, (d0, t0, r0) = find(lambda s: otto_try(s, 1, R, cond=lambda d, t, r: cross_tie(d, t, r, 14),
                                             style={"keep_moretti": True}),
                           tries=20000)
    alt = otto_score({}, d0)
    FIG["02"] = dict(seed=s0, res=r0, alt=alt, ties=G.moretti_ties(t0))
    t = G.otto_transcript(R, [(d0, alt)], totals=False,
                          meta={"note": "last trick: two Moretti, the sheet gave it to the later one"})
    G.write("02-otto-first-played-scored-as-last.json", t)


def f03():
    R = {"moretti_tie": "first_played"}
    s0, (d0, t0, r0) = find(lambda s: otto_try(s, 2, {}, cond=lambda d, t, r: cross_tie(d, t, r, 13),
                                             style={"keep_moretti": True}),
                           tries=20000)
    t = {"game": "tarocchini-ottocento", "rules": R}
    res, errs, tr = S.score_ottocento(t, d0)
    assert len(errs) == 1 and errs[0][1] == "out_of_turn", errs
    assert not tr
    piles = G.otto_piles(t, d0)
    assert not any(M.ambiguous(p) for p in piles)
    # index of the event
    plays = [i for i, e in enumerate(d0["events"]) if e["type"] == "play"]
    FIG["03"] = dict(seed=s0, res=res, ties=G.moretti_ties(t0), event=plays[errs[0][0]],
                     play=d0["events"][plays[errs[0][0]]])
    tr_ = G.otto_transcript(R, [(d0, res)], meta={"note": "trick 14: two Moretti"})
    G.write("03-otto-first-played-wrong-leader.json", tr_)


def triples(items):
    return sum(1 for i in items if i["kind"] == "cricca") >= 3 or \
        sum(1 for i in items if i["kind"] == "sequence") >= 3


def team_has_triple(rules, deal, side):
    t = {"game": "tarocchini-ottocento", "rules": rules}
    for e in deal["events"]:
        if e["type"] == "declare" and e["seat"] % 2 == side and triples(e["items"]):
            return True
    piles = G.otto_piles(t, deal)
    return triples(M.best_items(piles[side]))


FORCE3 = {0: ["KS", "KB", "KC", "QS", "QB", "QC", "NS", "NB", "NC"]}


def f04_05():
    R = {"double_three": False}

    def cond04(d, t, r):
        return team_has_triple(R, d, 0) and team_has_triple(R, d, 1)

    s0, (d0, t0, r0) = find(lambda s: otto_try(s, 3, R, cond=cond04, force=FORCE3))
    FIG["04"] = dict(seed=s0, res=r0, alt=otto_score({}, d0))
    t = G.otto_transcript(R, [(d0, r0)], meta={"note": "no doubling of three combinations"})
    G.write("04-otto-no-double-clean.json", t)

    def cond05(d, t, r):
        return team_has_triple(R, d, 0) and not team_has_triple(R, d, 1)

    s1, (d1, t1, r1) = find(lambda s: otto_try(s, 3, R, cond=cond05, force=FORCE3,
                                               talon_form=True), start=s0 + 1)
    alt = otto_score({}, d1)
    assert alt[1] == r1[1]
    FIG["05"] = dict(seed=s1, res=r1, alt=alt)
    t = G.otto_transcript(R, [(d1, alt)], meta={"note": "the sheet doubled three cricche"})
    G.write("05-otto-no-double-slip.json", t)


PIPS = [r + s for s in "SBCD" for r in ("10", "9", "8", "7", "6")]


def dealer_no_trick(dealer):
    def c(d, t, r):
        won = [w for _, w in t]
        return dealer not in won and (dealer + 2) % 4 in won
    return c


def f06_07():
    R = {"discard_credit": "side_trick"}
    import random as _r
    rng = _r.Random(7)
    weak = rng.sample(PIPS, 14)
    s0, (d0, t0, r0) = find(lambda s: otto_try(s, 1, R, cond=dealer_no_trick(1),
                                               force={1: weak}))
    alt0 = otto_score({}, d0)
    FIG["06"] = dict(seed=s0, res=r0, alt=alt0, disc=d0["events"][0])
    t = G.otto_transcript(R, [(d0, r0)], start=[120, 95],
                          meta={"note": "dealer took no trick, partner did"})
    G.write("06-otto-side-trick-clean.json", t)
    weak2 = rng.sample(PIPS, 15)
    s1, (d1, t1, r1) = find(lambda s: otto_try(s, 2, R, cond=dealer_no_trick(2),
                                               force={2: weak2}, talon_form=True), start=s0 + 1)
    alt1 = otto_score({}, d1)
    assert alt1 != r1
    FIG["07"] = dict(seed=s1, res=r1, alt=alt1)
    t = G.otto_transcript(R, [(d1, alt1)], totals=False,
                          meta={"note": "discards scored to the opponents"})
    G.write("07-otto-side-trick-slip.json", t)


def f08():
    R = {"monte": False}
    s0, (d0, t0, r0) = find(lambda s: otto_try(s, 0, R), start=500)
    d0["events"].insert(0, {"type": "redeal", "seat": 1, "reason": "monte"})
    FIG["08"] = dict(seed=s0, res=r0)
    t = G.otto_transcript(R, [(d0, r0)], meta={"note": "Bice asked for monte; nobody followed"})
    G.write("08-otto-monte-off-call.json", t)


def f09():
    R = {"moretti_tie": "first_played", "monte": False, "signals": "after_top_card",
         "double_three": False, "discard_credit": "side_trick"}
    s0, (d0, t0, r0) = find(lambda s: otto_try(s, 2, R, cond=cross_tie, style=MST), start=900)

    def cond1(d, t, r):
        return team_has_triple(R, d, 0) or team_has_triple(R, d, 1)

    s1, (d1, t1, r1) = find(lambda s: otto_try(s, 3, R, cond=cond1, force=FORCE3), start=s0 + 1)
    FIG["09"] = dict(seeds=(s0, s1), res=(r0, r1), ties=G.moretti_ties(t0),
                     alt=(otto_score({}, d0), otto_score({}, d1)))
    t = G.otto_transcript(R, [(d0, r0), (d1, r1)], start=[212, 305],
                          meta={"note": "club house rules: every option off its default"})
    # first deal written by reason
    ev = t["deals"][0]["events"]
    k = [i for i, e in enumerate(ev) if e["type"] == "score"]
    for i in reversed(k):
        del ev[i]
    pos = k[0]
    for side in (0, 1):
        for key, reason in (("decl", "declarations"), ("combo", "combinations"),
                            ("cards", "card_points"), ("last", "last_trick")):
            ev.insert(pos, {"type": "score", "party": "team%d" % side,
                            "points": r0[side][key], "reason": reason})
            pos += 1
    G.write("09-otto-all-options-session.json", t)


def f10():
    R = {"moretti_tie": "first_played"}
    s0, (d0, t0, r0) = find(lambda s: otto_try(s, 1, R, cond=cross_tie, style=MST), start=1500)
    d0["hands"] = None
    FIG["10"] = dict(seed=s0, res=r0, ties=G.moretti_ties(t0))
    t = G.otto_transcript(R, [(d0, r0)], meta={"note": "plays only, kept by the scorer"})
    G.write("10-otto-play-only-first-played.json", t)


def terz_try(seed, dealer, rules, bids, contract, cond=None, need_even=True, **kw):
    # declarer: first non-pass bid in order from eldest
    declarer = None
    for k, b in enumerate(bids):
        if b != "pass":
            declarer = (dealer + 1 + k) % 3
            break
    x = G.terz_deal(seed, dealer, rules, bids, declarer, contract, **kw)
    if not x:
        return None
    deal, tricks = x
    t = {"game": "tarocchini-terziglio", "rules": rules}
    r = G.terz_check(t, deal, tricks, need_even=need_even)
    if r is None:
        return None
    if cond and not cond(deal, tricks, r):
        return None
    return deal, tricks, r


def terz_score(rules, deal):
    return S.score_terziglio({"game": "tarocchini-terziglio", "rules": rules}, deal)


STRONG = ["T20", "T19", "T18", "T17", "T16", "T15", "KS", "KB"]


def wins(d, t, r):
    return r["winner"] == 0 and 0 not in (r["sides"][0]["tricks"], r["sides"][1]["tricks"])


def loses(d, t, r):
    return r["winner"] == 1 and 0 not in (r["sides"][0]["tricks"], r["sides"][1]["tricks"])


def f11_12():
    R = {"preset": "nineteen"}
    s0, (d0, t0, r0) = find(lambda s: terz_try(s, 0, R, ["gioco", "pass", "pass"], "gioco",
                                               cond=wins, force={1: STRONG}))
    s1, (d1, t1, r1) = find(lambda s: terz_try(s, 1, R, ["pass", "gioco", "pass"], "gioco",
                                               cond=loses, ntake=3), start=s0 + 1)
    FIG["11"] = dict(seeds=(s0, s1), res=(r0, r1))
    t = G.terz_transcript(R, [(d0, r0, None), (d1, r1, None)],
                          meta={"note": "19 cards each, widow of five"})
    G.write("11-terz-nineteen-preset.json", t)
    R8 = {}
    s2, (d2, t2, r2) = find(lambda s: terz_try(s, 2, R8, ["gioco", "pass", "pass"], "gioco",
                                               cond=wins, force={0: STRONG}), start=s1 + 1)
    FIG["12"] = dict(seed=s2, res=r2)
    t = G.terz_transcript(R, [(d2, r2, None)],
                          meta={"note": "rules say nineteen; dealt 18 and a widow of 8"})
    G.write("12-terz-nineteen-dealt-eighteen.json", t)


def near_up(d, t, r):
    w = r["sides"][r["winner"]]["total"]
    return wins(d, t, r) and w % 50 >= 45


def f13():
    R = {"settlement": "zero_sum"}
    s0, (d0, t0, r0) = find(lambda s: terz_try(s, 0, R, ["gioco", "pass", "pass"], "gioco",
                                               cond=near_up, force={1: STRONG}), start=3000)
    s1, (d1, t1, r1) = find(lambda s: terz_try(s, 1, R, ["pass", "gioco", "pass"], "gioco",
                                               cond=loses, ntake=1), start=s0 + 1)
    s2, (d2, t2, r2) = find(lambda s: terz_try(s, 2, R, ["pass", "solo", "pass"], "solo",
                                               cond=wins, force={1: STRONG + ["T14", "KC"]}),
                            start=s1 + 1)
    FIG["13"] = dict(seeds=(s0, s1, s2), res=(r0, r1, r2))
    t = G.terz_transcript(R, [(d0, r0, None), (d1, r1, None), (d2, r2, None)],
                          start=[4, -2, -2], meta={"note": "declarer plays against each opponent"})
    G.write("13-terz-zero-sum-session.json", t)


def f14():
    R = {"preset": "nineteen", "settlement": "zero_sum"}
    s0, (d0, t0, r0) = find(lambda s: terz_try(s, 1, R, ["pass", "gioco", "pass"], "gioco",
                                               cond=wins, force={0: STRONG}), start=4000)
    s1, (d1, t1, r1) = find(lambda s: terz_try(s, 2, R, ["solo", "pass", "pass"], "solo",
                                               cond=loses), start=s0 + 1)
    FIG["14"] = dict(seeds=(s0, s1), res=(r0, r1))
    t = G.terz_transcript(R, [(d0, r0, None), (d1, r1, None)], payments=True,
                          meta={"note": "settled in chips after each deal"})
    G.write("14-terz-zero-sum-payments.json", t)


def f15():
    R = {"settlement": "zero_sum"}
    s0, (d0, t0, r0) = find(lambda s: terz_try(s, 0, R, ["pass", "pass", "gioco"], "gioco",
                                               cond=wins, force={0: STRONG}), start=5000)
    pts = G.terz_points(r0, "winners_score")
    FIG["15"] = dict(seed=s0, res=r0, recorded=pts, right=G.terz_points(r0, "zero_sum"))
    t = G.terz_transcript(R, [(d0, r0, pts)], totals=False,
                          meta={"note": "the sheet wrote the declarer's game points only"})
    G.write("15-terz-zero-sum-winners-sheet.json", t)


SOLO_ALL = ["T%d" % n for n in range(20, 5, -1)] + ["KS", "KB", "KC"]


def solo_all(seed, dealer, rules):
    declarer = (dealer + 1) % 3
    x = G.terz_deal(seed, dealer, rules, ["solo", "pass", "pass"], declarer, "solo",
                    force={declarer: SOLO_ALL}, style={"lead_high_trumps": True})
    deal, tricks = x
    if any(w != declarer for _, w in tricks):
        return None
    r = terz_score(rules, deal)
    assert not r["errs"]
    return deal, tricks, r


def f16_17():
    R = {"solo_doubles_all_tricks": True}
    s0, (d0, t0, r0) = find(lambda s: solo_all(s, 2, R), start=6000)
    assert r0["g"] == 80
    FIG["16"] = dict(seed=s0, res=r0)
    t = G.terz_transcript(R, [(d0, r0, None)], start=[10, 3, 0],
                          meta={"note": "solo, every trick"})
    G.write("16-terz-solo-all-tricks-doubled.json", t)
    s1, (d1, t1, r1) = find(lambda s: solo_all(s, 0, R), start=s0 + 1)
    FIG["17"] = dict(seed=s1, res=r1)
    t = G.terz_transcript(R, [(d1, r1, [0, 40, 0])], totals=False,
                          meta={"note": "solo, every trick; the sheet wrote 40"})
    G.write("17-terz-solo-all-tricks-scored-40.json", t)


def f18():
    R = {"preset": "nineteen", "moretti_tie": "first_played", "double_three": False,
         "signals": "after_top_card", "monte": False}

    def cond(d, t, r):
        dec = r["declarer"]
        ts = G.moretti_ties(t)
        if not any((a == dec) != (b == dec) for _, a, b in ts):
            return False
        alt = terz_score({"preset": "nineteen"}, d)
        if not (r["winner"] == 0 and 0 not in (r["sides"][0]["tricks"], r["sides"][1]["tricks"])):
            return False
        # a triple that the option un-doubles
        items = []
        for e in d["events"]:
            if e["type"] == "declare":
                items.append(e["items"])
        return any(triples(i) for i in items) and alt["g"] != r["g"]

    s0, (d0, t0, r0) = find(lambda s: terz_try(s, 0, R, ["gioco", "pass", "pass"], "gioco",
                                               cond=cond, force={1: STRONG + ["T1", "T2"]},
                                               style=MST), start=7000, tries=20000)
    d0["events"].insert(0, {"type": "redeal", "seat": 1, "reason": "monte"})
    FIG["18"] = dict(seed=s0, res=r0, ties=G.moretti_ties(t0),
                     alt=terz_score({"preset": "nineteen"}, d0))
    t = G.terz_transcript(R, [(d0, r0, None)], start=[12, 0, 6],
                          meta={"note": "house rules; Fulvia asked for monte"})
    G.write("18-terz-house-rules-monte-off.json", t)


if __name__ == "__main__":
    for f in (f01, f02, f03, f04_05, f06_07, f08, f09, f10, f11_12, f13, f14, f15, f16_17, f18):
        f()
    with open("figures.txt", "w") as fh:
        import pprint
        pprint.pprint(FIG, stream=fh, width=150)
    print("ok")
