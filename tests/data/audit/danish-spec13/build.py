"""Builds the danish-spec13 sessions: python build.py"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from gen import (  # noqa: E402
    Session, decl_items, has_item, no_decls, last_cards, rel, plain_end, void_after, sim_hand_after_skat, net_of,
)
from model import is_king, is_trump, declarations, trumps_count, ULTIMO, card_value  # noqa: E402

SESSIONS = {}


def session(fn):
    SESSIONS[fn.__name__] = fn
    return fn


def r(sim):
    return sim.result


def ultimo(kind, prz=False):
    def f(sim):
        u = r(sim)["ultimo"]
        return normal(sim) and u and u[0] == kind and (bool(r(sim)["przydupek"]) == prz)
    return f


def plain_last(sim):
    return normal(sim) and r(sim)["last"] is not None


def any_ok(sim):
    return True


def normal(sim):
    # a deal with an ordinary ending (no Tout/Nolo), pools kept within table sizes
    return plain_end(sim) and small_pools(sim)


def small_pools(sim):
    for _, c in sim.result["przydupek"]:
        pool = "pagat_pool" if c == "T1" else "king_pool"
        if sim.pools_end[pool] > 300:
            return False
    return True


def both(*fs):
    return lambda sim: all(f(sim) for f in fs)


def nodecl(*ks):
    return lambda sim: all(not declarations(sim_hand_after_skat(sim, rel(sim, k))) for k in ks)


# ---------------------------------------------------------------- 01
@session
def s01():
    S = Session("01-evening-clean", "PT", 101, title="Twelve deals, four players, clean: trumps, matadors, cavalry and half king declared; king ultimo empties the king pool; payments and running totals.")
    S.deal(want=plain_last)
    S.deal(opts={"keep_kings": True}, want=ultimo("king"), note="king ultimo: the winner takes the king pool, all four players refill it with 20 (§15)")
    S.deal(forced={1: ["T1", "T3", "T5", "T6", "T8", "T9", "T11", "T12", "T14", "T16", "T18"]},
           want=lambda s: any(it["kind"] == "trumps" and it["count"] >= 12 and it["pagat"] for it in decl_items(s, rel(s, 1))) and normal(s),
           note="12+ trumps with the Pagat declared (§14, §15: 10 for ten, 5 more for each further trump)")
    S.deal(want=plain_last)
    S.deal(forced={3: ["JOKER", "T21", "T1"]}, want=lambda s: has_item(s, rel(s, 3), kind="matadors", count=3) and normal(s),
           note="three matadors (Joker, Mondo, Pagat) = 10 from each other player")
    S.deal(want=normal)
    S.deal(forced={1: ["KS", "QS", "NS", "JS"]}, want=lambda s: has_item(s, rel(s, 1), kind="cavalry", suit="S", form="full") and normal(s),
           note="full cavalry of spades = 10")
    S.deal(want=normal)
    S.deal(forced={3: ["KH", "KD", "KC", "JOKER"]}, want=lambda s: has_item(s, rel(s, 3), kind="kings", form="half", missing="S") and normal(s),
           note="half king without spades = 5")
    S.deal(want=lambda s: bool(s.log["pagat_trick"]) and normal(s), note="the Pagat takes a trick during play: 5 from each other player, nothing from the pool")
    S.deal(want=normal)
    S.deal(want=normal, last=True, note="last deal: both pools shared equally among the four players")
    return S


# ---------------------------------------------------------------- 02
@session
def s02():
    S = Session("02-pagat-pool-payments", "P", 202, title="Ten deals, payments only, clean: Pagat ultimo empties the Pagat pool (refilled by all four, the sitter-out too), the Pagat takes a trick, a Pagat przydupek doubles the pool.")
    S.deal(want=normal)
    S.deal(want=normal)
    S.deal(want=plain_last)
    S.deal(opts={"keep_pagat": True}, want=ultimo("pagat"), note="Pagat ultimo: 45 from each other player, the Pagat pool to the winner, refilled 20 by each of the four")
    S.deal(want=normal)
    S.deal(opts={"pagat_w": 3.0}, want=lambda s: bool(s.log["pagat_trick"]) and normal(s), note="Pagat takes a trick (not the last): 5 from each other player")
    S.deal(want=normal)
    S.deal(opts={"keep_pagat": True}, want=lambda s: normal(s) and any(c == "T1" for _, c in r(s)["przydupek"]) and r(s)["ultimo"] is None,
           note="Pagat przydupek: 45 to each other player and the Pagat pool doubled (he pays in what it holds)")
    S.deal(want=normal)
    S.deal(want=normal, last=True)
    return S


# ---------------------------------------------------------------- 03
def declare_before_dealer(sess, sim):
    d = sim.dealer
    a, b = sim.nxt(d), sim.nxt(sim.nxt(d))
    ev = sim.do_declare(a)
    ev["_exp"] = "declaration_out_of_turn"
    sim.pay(a, "pagat_pool", 20, "penalty")
    sim.pay(a, "king_pool", 20, "penalty")
    sim.do_declare(d)
    sim.do_declare(b)


@session
def s03():
    S = Session("03-declared-before-dealer", "PT", 303, title="Fourteen deals, payments and totals: half and rich cavalry; in deal 11 the player right of the dealer declares before the dealer (§18 large: 20 to each pool, play goes on).")
    S.deal(want=normal)
    S.deal(want=normal)
    S.deal(forced={1: ["QD", "ND", "JD", "JOKER"]}, want=lambda s: has_item(s, rel(s, 1), kind="cavalry", suit="D", form="half", missing="K") and normal(s),
           note="half cavalry of diamonds without the king = 5")
    S.deal(want=normal)
    S.deal(want=normal)
    S.deal(forced={3: ["KC", "QC", "NC", "JC", "JOKER"]}, want=lambda s: has_item(s, rel(s, 3), kind="cavalry", suit="C", form="rich") and normal(s),
           note="rich cavalry of clubs (four courts and the Joker) = 15")
    S.deal(want=normal)
    S.deal(want=normal)
    S.deal(opts={"keep_kings": True}, want=ultimo("king"), note="king ultimo, king pool emptied and refilled by all four")
    S.deal(want=normal)
    S.deal(want=normal)
    S.deal(forced={1: ["KH", "KS", "KC", "JOKER"]}, declare_hook=declare_before_dealer,
           want=lambda s: has_item(s, rel(s, 1), kind="kings", form="half", missing="D") and normal(s),
           note="the player right of the dealer declares (half king) before the dealer: §18 large, 20 to each pool; the declaration stands and is paid")
    S.deal(want=normal)
    S.deal(want=normal, last=True)
    return S


# ---------------------------------------------------------------- 04
@session
def s04():
    S = Session("04-lead-out-of-turn-sheet", "ST", 404, title="Thirteen deals, score sheet only (net chips per deal, running totals): in deal 11 a player leads out of turn (§18 large, 20 to each pool, play goes on).")
    S.deal(want=normal)
    S.deal(want=lambda s: normal(s) and any(it["kind"] == "trumps" and not it["pagat"] for p in s.active for it in decl_items(s, p)),
           note="a trumps declaration without the Pagat")
    for _ in range(9):
        S.deal(want=normal)
    S.deal(opts={"lead_oot": 9}, want=lambda s: normal(s) and "oot" in s.log, note="trick 10: the player after the rightful leader leads; he pays 20 to each pool, the trick is played on from his card")
    S.deal(want=normal, last=True)
    return S


# ---------------------------------------------------------------- 05
@session
def s05():
    S = Session("05-joker-naming-exhausted", "P", 505, title="Eleven deals, payments only, clean: a void follower takes over the naming of a led Joker (deal 4); in deal 10 the Joker is led naming a suit already played out (§18 superficial: no penalty).")
    for _ in range(4):
        S.deal(want=normal)
    S.deal(opts={"joker_name_mode": "void_rename", "mode_from": 3}, want=lambda s: normal(s) and any(j[0] == "rename" for j in s.log["joker"]),
           note="Joker led; the second player says he is void, the third is void too, so the second names the Joker anew (§12)")
    for _ in range(5):
        S.deal(want=normal)
    S.deal(opts={"joker_name_mode": "exhausted"}, want=lambda s: normal(s) and any(j[4] == "exhausted" for j in s.log["joker"] if j[0] == "lead"),
           last=True, note="the Joker is led naming a suit of which every card is gone: superficial (§18), no penalty; both followers trump or discard as usual")
    return S


# ---------------------------------------------------------------- 06
def late_correction(sess, sim):
    d = sim.dealer
    a, b = sim.nxt(d), sim.nxt(sim.nxt(d))
    sim.do_declare(d)
    sim.do_declare(a, items_override=[], pay=False)
    sim.do_declare(b)
    e = sim.do_declare(a)
    e["note"] = "correction before the first lead: he had forgotten his half king"


def skat_corrected_hook(first):
    def f(sess, sim):
        d = sim.dealer
        a, b = sim.nxt(d), sim.nxt(sim.nxt(d))
        # the discard event already written is the corrected one; put the wrong one before it
        idx = next(i for i, e in enumerate(sim.events) if e["type"] == "discard")
        good = sim.events.pop(idx)
        wrong = {"type": "discard", "seat": d, "cards": first(sim, good["cards"])}
        sim.events.insert(idx, wrong)
        sim.do_declare(d)
        good["note"] = "the dealer takes back the king and lays away another card before the next player has declared (§18)"
        sim.events.append(good)
        sim.do_declare(a)
        sim.do_declare(b)
    return f


@session
def s06():
    S = Session("06-corrections-before-play", "PT", 606, title="Twelve deals, payments and totals, clean: a forgotten declaration corrected before the first lead (deal 3) and a king laid into the skat taken back before the next player declared (deal 10), both without penalty (§18).")
    for _ in range(3):
        S.deal(want=normal)
    S.deal(forced={1: ["KH", "KD", "KS", "JOKER"]}, declare_hook=late_correction,
           want=lambda s: has_item(s, rel(s, 1), kind="kings", form="half", missing="C") and normal(s)
           and len(declarations(s.hands0[rel(s, 1)])) == 1 and all(not declarations(sim_hand_after_skat(s, p)) for p in s.active if p != rel(s, 1)),
           note="the player right of the dealer passes, then before the first lead declares his half king: superficial, no penalty, paid 5 by each")
    for _ in range(6):
        S.deal(want=normal)

    def first(sim, good):
        k = [c for c in sim.hands0[sim.dealer] if is_king(c)][0]
        return [k] + good[1:]
    S.deal(declare_hook=skat_corrected_hook(first),
           want=lambda s: normal(s) and any(is_king(c) for c in s.hands0[s.dealer]) and not declarations(s.hands0[s.dealer])
           and all(not declarations(sim_hand_after_skat(s, p)) for p in s.active),
           note="the dealer lays away a king, declares (pass), then takes the king back and lays away another card before the next player declares: may be corrected (§18 irreparable only once that player has declared)")
    S.deal(want=normal, last=True)
    return S


# ---------------------------------------------------------------- 07
def overdeclare(sess, sim):
    d = sim.dealer
    a, b = sim.nxt(d), sim.nxt(sim.nxt(d))
    sim.do_declare(d)
    h = sim.hands[a]
    n = trumps_count(h)
    items = [{"kind": "trumps", "count": n + 1, "pagat": "T1" in h}]
    ev = sim.do_declare(a, items_override=items, pay=False)
    for o in sim.others(a):
        sim.pay(o, a, 15, "declaration")
    sim.do_declare(b)


@session
def s07():
    S = Session("07-overdeclared-void", "P", 707, title="Thirteen deals, payments only: a king przydupek doubles the king pool (deal 6); in deal 11 a player declares 11 trumps holding 10, found out after two tricks (§18 irreparable: he hands back the 15s, 40 to each pool, the deal is void, the next dealer deals).")
    for _ in range(6):
        S.deal(want=normal)
    S.deal(opts={"keep_kings": True}, want=lambda s: normal(s) and any(is_king(c) for _, c in r(s)["przydupek"]) and not r(s)["ultimo"],
           note="king przydupek: 40 to each other player, the king pool doubled")
    for _ in range(4):
        S.deal(want=normal)
    S.deal(forced={1: ["T2", "T4", "T6", "T7", "T9", "T10", "T13", "T15", "T17", "T20"]}, declare_hook=overdeclare,
           want=lambda s: trumps_count(s.hands0[rel(s, 1)]) == 10 and len(declarations(s.hands0[rel(s, 1)])) == 1
           and all(not declarations(sim_hand_after_skat(s, p)) for p in s.active if p != rel(s, 1)),
           void=void_after(2, 1, refund=True, tag_decl=("declare", 1), code="wrong_declaration"),
           note="11 trumps declared with 10 in hand; not corrected before the first trick: irreparable (§18), the 15s returned, 40 to each pool, deal void")
    S.deal(want=normal, last=True)
    return S


# ---------------------------------------------------------------- 08
TOUT_HAND = [f"T{i}" for i in range(1, 22)] + ["KH", "KD", "KS", "KC", "JOKER", "10H", "1S"]


def tout_skat(sim):
    return ["JOKER", "10H", "1S"]


@session
def s08():
    S = Session("08-tout-sheet", "ST", 808, title="Twelve deals, score sheet only: the dealer lays the Joker away announcing Tout and takes all 25 tricks (deal 5: both pools emptied and refilled); in deal 10 a player demands the Joker in the third-last trick after it was played (§18 large).")
    for _ in range(5):
        S.deal(want=normal)
    S.deal(forced={0: TOUT_HAND}, skat=tout_skat, tout=True, opts={"keep_pagat": True},
           want=lambda s: bool(r(s)["tout"]) and small_pools(s),
           note="Tout: 85 from each other player, both pools to him, each refilled 20 by all four; Pagat wins the last trick but Tout cancels Pagat ultimo")
    for _ in range(4):
        S.deal(want=normal)
    S.deal(opts={"demand_joker": True, "false_demand": True, "joker_w": 1.0},
           want=lambda s: normal(s) and s.log.get("demand") and s.log["demand"][2] is False,
           note="third-last trick: a player demands the Joker, which was played earlier: §18 large, 20 to each pool")
    S.deal(want=normal, last=True)
    return S


# ---------------------------------------------------------------- 09
SHOWN_HAND = [f"T{i}" for i in range(2, 22)] + ["JOKER", "KH", "KD", "KS", "KC", "QH", "NH", "JH"]


@session
def s09():
    S = Session("09-forced-declaration-skat", "PST", 909, title="Nine deals, payments, score lines and totals, clean: in deal 2 the dealer has nothing to lay away but declaration cards, shows them and is paid for all he held before the discard (§13).")
    S.deal(want=normal)
    S.deal(want=normal)
    S.deal(forced={0: SHOWN_HAND}, skat=["QH", "NH", "JH"], shown=True, want=lambda s: bool(r(s)["nolo"]) and small_pools(s),
           note="forced discard of the heart cavalry cards, shown; paid for 21 trumps (65), rich king (15) and rich heart cavalry (15) from each; the dealer takes 24 tricks, one opponent none: Nolo (25 from each, no ultimo, no card points)")
    for _ in range(5):
        S.deal(want=normal)
    S.deal(want=normal, last=True)
    return S


# ---------------------------------------------------------------- 10
NOLO_HAND = ["10H", "9H", "8H", "7H", "6H", "10D", "9D", "8D", "7D", "6D", "1S", "2S", "3S", "4S", "5S", "1C", "2C", "3C", "4C", "5C", "5H", "5D", "6S", "6C", "T2"]


@session
def s10():
    S = Session("10-nolo-and-kings-last-trick", "P", 1010, title="Ten deals, payments only, clean: a Nolo (deal 3: 25 from each, no last-trick or card-point payments) and kings in the last trick (deal 6: king ultimo and przydupek on the same pool).")
    for _ in range(3):
        S.deal(want=normal)
    S.deal(forced={3: NOLO_HAND}, opts={"keep_kings": True}, want=lambda s: bool(r(s)["nolo"]) and small_pools(s),
           note="Nolo: no trick for one player; 25 from each other player; no ultimo or last-trick payment, no card-point payments (§15)")
    S.deal(want=normal)
    S.deal(want=normal)
    S.deal(opts={"keep_kings": True}, want=lambda s: plain_end(s) and r(s)["ultimo"] and r(s)["ultimo"][0] == "king"
           and sum(1 for c in last_cards(s) if is_king(c)) >= 2 and any(is_king(c) for _, c in r(s)["przydupek"]),
           note="kings in the last trick: ultimo winner takes the king pool as it was, each king przydupek pays that same amount in (§15)")
    S.deal(want=normal)
    S.deal(want=normal)
    S.deal(want=normal, last=True)
    return S


# ---------------------------------------------------------------- 11
@session
def s11():
    S = Session("11-redeal-sheet", "ST", 1111, title="Ten deal records (nine deals and one redeal), score sheet only, clean: full king, a redeal asked by a player with no trump (same dealer, no second fee), five+ matadors, rich king.")
    S.deal(want=normal)
    S.deal(forced={1: ["KH", "KD", "KS", "KC"]}, want=lambda s: has_item(s, rel(s, 1), kind="kings", form="full") and normal(s), note="full king = 10")
    S.deal(want=normal)
    S.redeal(3)
    S.deal(want=normal, note="the redealt deal: same dealer, fee not paid again")
    S.deal(want=normal)
    S.deal(forced={3: ["JOKER", "T21", "T1", "T20", "T19", "T18"]}, want=lambda s: any(it["kind"] == "matadors" and it["count"] >= 6 for it in decl_items(s, rel(s, 3))) and normal(s),
           note="six or more matadors: 10 + 5 for each above three")
    S.deal(forced={1: ["KH", "KD", "KS", "KC", "JOKER"]}, want=lambda s: has_item(s, rel(s, 1), kind="kings", form="rich") and normal(s), note="rich king = 15")
    S.deal(want=normal)
    S.deal(want=normal, last=True)
    return S


# ---------------------------------------------------------------- 12
@session
def s12():
    S = Session("12-joker-demand-and-last-trick", "PT", 1212, title="Fourteen deals, payments and totals, clean: a valid Joker demand in the third-last trick (deal 4), the Joker kept to the last trick and going to the trick's winner (deal 9).")
    for _ in range(4):
        S.deal(want=normal)
    S.deal(opts={"keep_joker_last": True, "demand_joker": True}, want=lambda s: normal(s) and s.log.get("demand") and s.log["demand"][2],
           note="third-last trick: a player without the Joker demands it; its holder plays it in that trick (§12)")
    for _ in range(4):
        S.deal(want=normal)
    S.deal(opts={"keep_joker_last": True}, want=lambda s: normal(s) and "JOKER" in last_cards(s),
           note="the Joker played in the last trick goes to the pile of the trick's winner (§12), so its 4 points count for him")
    for _ in range(3):
        S.deal(want=normal)
    S.deal(want=normal, last=True)
    return S


# ---------------------------------------------------------------- 13
@session
def s13():
    S = Session("13-joker-naming-rules", "PST", 1313, title="Ten deals, payments, score lines and totals, clean: ten trumps counting the Joker (deal 2); the second player plays on though void and the third takes over the naming (deal 3); both followers void in the named suit and without trumps, the second's card names the Joker (deal 7).")
    S.deal(want=normal)
    S.deal(want=normal)
    S.deal(forced={1: ["JOKER", "T3", "T4", "T7", "T9", "T11", "T13", "T15", "T16", "T17"]},
           want=lambda s: has_item(s, rel(s, 1), kind="trumps", count=10, pagat=False) and normal(s),
           note="nine trumps and the Joker: '10 trumps without the Pagat' = 10 (the Joker counts as a trump here, §14)")
    S.deal(opts={"joker_name_mode": "lost_right", "mode_from": 4}, want=lambda s: normal(s) and any(j[0] == "lost_right" for j in s.log["joker"]),
           note="Joker led; the second player, void, plays on; the third, void too, claims the naming; the second takes his card back and follows the new suit (§12)")
    for _ in range(3):
        S.deal(want=normal)
    S.deal(opts={"joker_name_mode": "auto", "mode_from": 10}, want=lambda s: normal(s) and any(j[0] == "auto" for j in s.log["joker"]),
           note="Joker led; neither follower has the suit or a trump; the second player's card names the Joker and the third follows it (§12)")
    S.deal(want=normal)
    S.deal(want=normal, last=True)
    return S


# ---------------------------------------------------------------- 14
FAILED_TOUT = ["T8", "T9", "T10", "T11", "T12", "T13", "T14", "T15", "T16", "T17", "T18", "T19", "T20", "T21", "KH", "KD", "JOKER", "2C", "3C"]


def failed_tout_penalty(sess, sim):
    d = sim.dealer
    if sim.tricks_won[d] == 25:
        return
    sim.pay(d, "pagat_pool", 20, "penalty", note="Tout announced with the Joker laid away and not made (§13)")
    sim.pay(d, "king_pool", 20, "penalty")


def omit_sitout_refill(sess, sim, events):
    so = sim.sitout
    ix = [i for i, e in enumerate(events) if e["type"] == "payment" and e["reason"] == "refill" and e["from"] == so]
    if len(ix) != 1:
        return None
    e = events.pop(ix[0])
    sim_deal_exp = ("missing_payment", e)
    return events, [e]


@session
def s14():
    S = Session("14-failed-tout-and-refill", "PT", 1414, title="Thirteen deals of a longer evening (pools not shared yet), payments and totals: Tout announced with the Joker laid away and not made (deal 4); in deal 12 the sitter-out's refill of the emptied pool is not written.")
    for _ in range(4):
        S.deal(want=normal)
    S.deal(forced={0: FAILED_TOUT}, skat=lambda s: ["JOKER", "2C", "3C"], tout=True, end_hook=failed_tout_penalty,
           want=lambda s: normal(s) and not r(s)["tout"],
           note="Tout announced, Joker laid away, Tout not made: the penalty (§13 names no amount; engine option failed_tout_penalty default large: 20 to each pool), the deal settled as played")
    for _ in range(7):
        S.deal(want=normal)
    sim = S.deal(opts={"keep_kings": True}, want=lambda s: normal(s) and r(s)["ultimo"] is not None and r(s)["emptied"], post=omit_sitout_refill,
                 note="an ultimo empties a pool; the refill is owed by all four players (§15), the sitter-out's 20 is not written")
    S.deals[-1]["_deal_exp"] = ["missing_payment"]
    return S


# ---------------------------------------------------------------- 15
def cp_to_old_dealer(sess, sim, events):
    nd = r(sim)["new_dealer"]
    d = sim.dealer
    ix = [i for i, e in enumerate(events) if e["type"] == "payment" and e["reason"] == "card_points" and e["to"] == nd and e["from"] != d]
    if not ix:
        return None
    e = events[ix[0]]
    right = dict(e)
    e["to"] = d
    e["_wrong"] = True
    e["_right"] = right
    e["_exp"] = "wrong_payment"
    return events, []


@session
def s15():
    S = Session("15-sixteen-deals", "PT", 1515, title="Sixteen deals, payments and totals: Pagat ultimo and king ultimo empty and refill the pools; in deal 13 a card-point payment goes to the old dealer instead of the new one.")
    for _ in range(3):
        S.deal(want=normal)
    S.deal(opts={"keep_pagat": True}, want=ultimo("pagat"), note="Pagat ultimo")
    for _ in range(3):
        S.deal(want=normal)
    S.deal(opts={"keep_kings": True}, want=ultimo("king"), note="king ultimo")
    for _ in range(5):
        S.deal(want=normal)
    S.deal(want=normal, post=cp_to_old_dealer, note="a player under 26 card points pays the old dealer instead of the new one (§15: he pays the new dealer)")
    S.deal(want=normal)
    S.deal(want=normal, last=True)
    return S


# ---------------------------------------------------------------- 16
@session
def s16():
    S = Session("16-sheet-slips", "ST", 1616, title="Twelve deals, score sheet only: a card-point score line 5 short (deal 6) and a running total added wrong (deal 10).")
    for _ in range(6):
        S.deal(want=normal)
    S.deal(want=lambda s: normal(s) and any(v >= 10 for v in r(s)["cp"].values()), note="score line: a seat's chips 5 short (card points written as 5, not 10)")
    k = next(str(s) for s, v in S.notes[-1][1].result["cp"].items() if v >= 10)
    S.deals[-1]["_score_fault"] = (k, -5, "wrong_score")
    for _ in range(3):
        S.deal(want=normal)
    S.deal(want=normal, note="running total of one seat written 10 too high; later totals carry on from it")
    S.deals[-1]["_total_fault"] = ("1", 10, "wrong_total")
    S.deal(want=normal, last=True)
    return S


# ---------------------------------------------------------------- 17
def pass_with_trumps(sess, sim):
    d = sim.dealer
    a, b = sim.nxt(d), sim.nxt(sim.nxt(d))
    sim.do_declare(d)
    sim.do_declare(a)
    sim.do_declare(b, items_override=[], pay=False)


@session
def s17():
    S = Session("17-undeclared-trumps-void", "PST", 1717, title="Twelve deals, payments, score lines and totals: in deal 10 a player passes holding nine trumps and the Joker (ten trumps to declare) and it is found after three tricks (§18 irreparable: 40 to each pool, deal void).")
    for _ in range(10):
        S.deal(want=normal)
    S.deal(forced={3: ["JOKER", "T2", "T5", "T6", "T8", "T10", "T12", "T14", "T19", "T20"]}, declare_hook=pass_with_trumps,
           want=lambda s: trumps_count(s.hands0[rel(s, 3)]) == 10 and len(declarations(s.hands0[rel(s, 3)])) == 1
           and all(not declarations(sim_hand_after_skat(s, p)) for p in s.active if p != rel(s, 3)),
           void=void_after(3, 3, tag_decl=("declare", 3), code="missing_declaration"),
           note="'pass' with ten trumps (Joker counted): a declaration error not corrected before the first trick: irreparable, 40 to each pool, the deal void, the next dealer deals")
    S.deal(want=normal, last=True)
    return S


# ---------------------------------------------------------------- 18
def skat_trumps(sim):
    h = sim.hands0[sim.dealer]
    ts = [c for c in h if is_trump(c)]
    low = sorted([c for c in h if not is_trump(c) and c != "JOKER" and not is_king(c) and card_value(c) == 0])
    return ts + low[: 3 - len(ts)]


def illegal_skat_cavalry(sim):
    h = sim.hands0[sim.dealer]
    low = sorted([c for c in h if not is_trump(c) and c != "JOKER" and not is_king(c) and card_value(c) == 0 and c[-1] != "S"])
    return ["QS"] + low[:2]


def tag_skat(sess, sim, events):
    for e in events:
        if e["type"] == "discard":
            e["_exp"] = "illegal_skat"
    return events, []


@session
def s18():
    S = Session("18-skat-rules", "PT", 1818, title="Thirteen deals, payments and totals: the dealer lays away his only two trumps, the Pagat among them (deal 4, allowed: no trump left); in deal 11 the dealer lays away a card of his half cavalry while he had others to lay away (§18 irreparable, found after the next player declared).")
    for _ in range(4):
        S.deal(want=normal)
    S.deal(forced={0: ["T1", "T6"] + ["10H", "9H", "8H", "7H", "10D", "9D", "8D", "QH", "NH", "JD", "2S", "3S", "4S", "5S", "2C", "3C", "4C", "5C", "6C", "KH", "KC", "QC", "NS", "6S", "7S", "JC"]},
           skat=skat_trumps, want=lambda s: normal(s) and not any(is_trump(c) for c in sim_hand_after_skat(s, s.dealer)),
           note="the dealer holds two trumps (T1, T6) and lays both away with a low card: allowed because no trump is left in his hand (§13); the skat's Pagat counts 4 for the dealer")
    for _ in range(6):
        S.deal(want=normal)
    S.deal(forced={0: ["QS", "NS", "JS", "JOKER"]}, skat=illegal_skat_cavalry, opts={"illegal_skat_ok": True},
           want=lambda s: "KS" not in s.hands0[s.dealer] and s.dealer is not None
           and [it for it, _ in declarations(s.hands0[s.dealer])] == [{"kind": "cavalry", "suit": "S", "form": "half", "missing": "K"}]
           and all(not declarations(sim_hand_after_skat(s, p)) for p in s.active),
           void=void_after(0, 0), post=tag_skat,
           note="QS of the half spade cavalry laid away while other cards could go: irreparable (§18), 40 to each pool, deal void, found after the next player declared")
    S.deal(want=normal, last=True)
    return S


# ---------------------------------------------------------------- 19
TOUT_KP = [f"T{i}" for i in range(1, 22)] + ["KH", "KD", "KS", "QH", "JOKER", "10D", "1S"]


def tout_kp_want(s):
    res = r(s)
    return bool(res["tout"]) and any(c == "KC" for _, c in res["przydupek"])


@session
def s19():
    S = Session("19-tout-with-king-przydupek", "PT", 1919, title="Nine deals, payments and totals, clean: a void call answered by a third player who holds the suit (deal 3); Tout with the Joker laid away while an opponent's king falls in the last trick (deal 6): the king przydupek pays into the king pool what the Tout took, so only the Pagat pool is refilled (§15).")
    for _ in range(3):
        S.deal(want=normal)
    S.deal(opts={"joker_name_mode": "void_fail", "mode_from": 2}, want=lambda s: normal(s) and any(j[0] == "void_fail" for j in s.log["joker"]),
           note="Joker led; the second says he is void; the third holds the suit, so the Joker keeps its suit and the second trumps (§12)")
    S.deal(want=normal)
    S.deal(want=normal)
    S.deal(forced={0: TOUT_KP}, skat=lambda s: ["JOKER", "10D", "1S"], tout=True, opts={"keep_kings": True, "keep_pagat": True},
           want=tout_kp_want,
           note="Tout (85 from each, both pools to him) and in the last trick an opponent's KC: king przydupek, 40 to each other player and the king pool's former content paid in again, so the king pool needs no refill; the Pagat pool is refilled 20 by all four")
    S.deal(want=normal)
    S.deal(want=normal, last=True)
    return S


# ---------------------------------------------------------------- 20
NOLO_JOKER = [c for c in NOLO_HAND if c != "6C"] + ["JOKER"]


def band_extra(sess, sim, events):
    nd = r(sim)["new_dealer"]
    pts = r(sim)["points"]
    cands = [s for s in sim.active if s != nd and 24 <= pts[s] <= 25]
    if not cands:
        return None
    s = cands[0]
    ix = max(i for i, e in enumerate(events) if e["type"] == "payment")
    ev = {"type": "payment", "from": s, "to": nd, "amount": 5, "reason": "card_points", "_wrong": True, "_right": None, "_exp": "unexpected_payment"}
    events.insert(ix + 1, ev)
    return events, []


@session
def s20():
    S = Session("20-nolo-variants-and-bands", "PT", 2020, title="Twelve deals, payments and totals: a Nolo whose Pagat-less opponent wins the last trick with the Pagat (deal 2: no Pagat ultimo, the pool stays), two kings falling in a last trick won by a trump (deal 5: two przydupeks, no last-trick payment), a Nolo player who used the Joker (deal 8); in deal 10 a player with 24-25 card points pays the new dealer 5 (§15: 24-28 points, no payment).")
    S.deal(want=normal)
    S.deal(want=normal)
    S.deal(forced={3: NOLO_HAND}, opts={"keep_pagat": True},
           want=lambda s: bool(r(s)["nolo"]) and s.last_trick[2] == "T1" and small_pools(s),
           note="Nolo, and the last trick is won with the Pagat: Nolo cancels the ultimo, so no 45s and the Pagat pool is not taken (§15)")
    S.deal(want=normal)
    S.deal(want=normal)
    S.deal(opts={"keep_kings": True}, want=lambda s: plain_end(s) and len([c for _, c in r(s)["przydupek"] if c != "T1"]) == 2 and not r(s)["ultimo"],
           note="two kings lost in the last trick (a trump wins it): two king przydupeks, each pays 40 to each other player and the pool's former content in; no last-trick 20 (§15)")
    S.deal(want=normal)
    S.deal(want=normal)
    S.deal(forced={3: NOLO_JOKER}, want=lambda s: bool(r(s)["nolo"]) and small_pools(s) and any(j[2] == rel(s, 3) and j[1] < 24 for j in s.log["joker"]),
           note="Nolo by a player who played the Joker (it stays in his pile, §12): still no trick, 25 from each, no card-point payments")
    S.deal(want=normal)
    S.deal(want=normal, post=band_extra, note="a player with 24-25 card points pays the new dealer 5: §15 '24-28 punkty – żadnych opłat'")
    S.deal(want=normal, last=True)
    return S


def main(which=None):
    out = {}
    summary = []
    for name, fn in SESSIONS.items():
        if which and name not in which:
            continue
        S = fn()
        doc, exp = S.write()
        out[S.name] = {"expected": exp, "nets": S.nets, "notes": [(i, n) for i, (n, _) in enumerate(S.notes) if n], "title": S.title,
                       "style": S.style, "deals": len(S.deals)}
        summary.append(f"{S.name}: {len(S.deals)} deals, expected {exp}")
    prev = {}
    p = Path(__file__).parent / "expected_nets.txt"
    if which and p.exists():
        prev = json.loads(p.read_text())
    prev.update(out)
    p.write_text(json.dumps(prev, indent=1, sort_keys=True))
    print("\n".join(summary))


if __name__ == "__main__":
    main(sys.argv[1:] or None)
