"""Build every gd-spec12 transcript and the settlement summary (summary.txt)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from gen import Session, describe  # noqa: E402
from model import KINGS, TRULL, Deal  # noqa: E402

TRULLX = TRULL + ["T20", "T19", "T18", "T17"]
KINGSX = KINGS + ["SKIZ", "T21", "T20", "T19", "T18"]
ULTX = ["T1", "SKIZ", "T21", "T20", "T19", "T18", "T17", "T16"]
ULTY = ["T1", "T21", "T20", "T19", "T18", "T17", "T16", "T15"]  # no skiz: trull impossible for him
TRULL_A = [{"kind": "trull"}]
KINGS_A = [{"kind": "four_kings"}]
ULT_A = [{"kind": "pagat_ultimo"}]


def won(o):
    return o["pts"] > 33


def lost(o):
    return o["pts"] <= 33


def plain(o):
    return not (o["trull_p"] or o["kings_p"] or o["ultimo_p"])


def C(*conds):
    return lambda o, res: all(c(o) for c in conds)


def no_trull(o):
    return not o["trull_p"]


def no_kings(o):
    return not o["kings_p"]


def no_ult(o):
    return not o["ultimo_p"]


def pts_in(lo, hi):
    return lambda o: lo <= o["pts"] <= hi


def tar(count):
    cards = ["T1", "SKIZ", "T21"] + [f"T{i}" for i in range(20, 1, -1)]
    return cards[:count]


def avoid_tar(count):
    return [c for c in ["T1", "SKIZ", "T21"] + [f"T{i}" for i in range(20, 1, -1)] if c not in tar(count)]


def tar_mid(count):
    """tarocks without the trull cards (no silent trull possible for him)"""
    cards = [f"T{i}" for i in range(20, 1, -1)]
    return cards[:count]


def avoid_tar_mid(count):
    return ["T1", "SKIZ", "T21"] + [c for c in [f"T{i}" for i in range(20, 1, -1)] if c not in tar_mid(count)]


def pay_fault(match, new_amount, code="wrong_payment", note=""):
    """change the amount of the first payment matching (from, to, reason)"""
    def f(ev, base):
        for i, e in enumerate(ev):
            if e["type"] == "payment" and (e["from"], e["to"], e.get("reason")) == match:
                old = e["amount"]
                e["amount"] = new_amount
                return f"event {i}: {match} recorded {new_amount} instead of {old} -> {code} {note}"
        raise RuntimeError("no match")
    return f


def total_fault(party, delta, note=""):
    def f(ev, base):
        for i, e in enumerate(ev):
            if e["type"] == "total" and e["party"] == party:
                old = e["points"]
                e["points"] = round(old + delta, 6)
                return f"event {i}: total of {party} written {e['points']} instead of {old} -> wrong_total {note}"
        raise RuntimeError("no match")
    return f


def score_fault(party, delta, note=""):
    def f(ev, base):
        for i, e in enumerate(ev):
            if e["type"] == "score" and e["party"] == party:
                old = e["points"]
                e["points"] = round(old + delta, 6)
                return f"event {i}: score of {party} written {e['points']} instead of {old} -> wrong_score {note}"
        raise RuntimeError("no match")
    return f


def pay_mult(frm, to, reason, factor, note=""):
    def f(ev, base):
        p = player_of(ev)
        fr_, to_ = (p if frm == "P" else frm), (p if to == "P" else to)
        for i, e in enumerate(ev):
            if e["type"] == "payment" and e["from"] == fr_ and e["to"] == to_ and e.get("reason") == reason:
                old = e["amount"]
                e["amount"] = round(old * factor, 6)
                return f"event {i}: {frm}->{to} {reason} recorded {e['amount']} instead of {old} -> wrong_payment {note}"
        raise RuntimeError("no match")
    return f


def player_of(ev):  # noqa: F811
    for e in ev:
        if e["type"] == "take" or e["type"] == "discard":
            return e["seat"]
    bids = [e for e in ev if e["type"] == "bid" and e["bid"] != "pass"]
    return bids[-1]["seat"]


def share_netted(note=""):
    """the player's pool share written as 10% of his net for the deal instead of 10% of what he won"""
    def f(ev, base):
        p = player_of(ev)
        net = 0
        for e in ev:
            if e["type"] == "payment" and e.get("reason") not in ("pool_share", "pool_stake", "pool_pass", "pool_ultimo"):
                if e["to"] == p:
                    net += e["amount"]
                if e["from"] == p:
                    net -= e["amount"]
        for i, e in enumerate(ev):
            if e["type"] == "payment" and e["from"] == p and e.get("reason") == "pool_share":
                old = e["amount"]
                e["amount"] = round(net / 10, 6)
                return f"event {i}: player {p}'s pool_share recorded {e['amount']} (10% of his net {net}) instead of {old} -> wrong_payment {note}"
        raise RuntimeError("no match")
    return f


def total_recontra_as_contra(note=""):
    def f(ev, base):
        p = player_of(ev)
        lost = sum(e["amount"] for e in ev if e["type"] == "payment" and e["from"] == p and e.get("reason") == "game")
        for i, e in enumerate(ev):
            if e["type"] == "total" and e["party"] == p:
                old = e["points"]
                e["points"] = round(old + lost / 2, 6)
                return f"event {i}: player {p}'s total written {e['points']} (his game loss counted at contra, not recontra) instead of {old} -> wrong_total {note}"
        raise RuntimeError("no match")
    return f


SESSIONS = []


def S(*a, **k):
    SESSIONS.append(Session(*a, **k))


# 01: the share when game and premium go opposite ways (player loses the game, makes announced trull)
S("01-share-lost-game-trull-made.json", [
    Deal(3, 0, bidder_pos=0, announce=TRULL_A, player_cards=TRULLX, check=C(lost, lambda o: o["trull_p"], no_ult, no_kings)),
    Deal(3, 1, kind="allpass"),
    Deal(3, 2, bidder_pos=1, check=C(won, plain)),
    Deal(3, 0, bidder_pos=2, check=C(lost, plain)),
], seed=101, meta_note="Fresh pool; deal 1 the player loses the game but makes his announced trull.")

# 02: player wins the game, fails an announced premium; loses the game, makes four kings silently
S("02-share-won-game-premium-failed.json", [
    Deal(3, 1, bidder_pos=0, announce=TRULL_A, player_cards=TRULLX, check=C(won, no_trull, no_ult, no_kings)),
    Deal(3, 2, bidder_pos=1, announce=KINGS_A, player_cards=KINGSX, check=C(won, no_kings, no_trull, no_ult)),
    Deal(3, 0, bidder_pos=0, player_cards=KINGS, check=C(lost, lambda o: o["kings_p"], no_trull, no_ult)),
    Deal(3, 1, bidder_pos=2, check=C(won, plain)),
], start_pool=80, seed=102, meta_note="Pool brought forward at 80.")

# 03: announced tarocks (paid always, §20) beside a lost game
S("03-share-tarocks-lost-game.json", [
    Deal(3, 2, bidder_pos=0, announce=[{"kind": "tarocks", "count": 10}], player_cards=tar_mid(10),
         avoid=avoid_tar_mid(10), packet_no_tarock=True, check=C(lost, plain)),
    Deal(3, 0, bidder_pos=1, announce=[{"kind": "tarocks", "count": 11}], player_cards=tar_mid(11),
         avoid=avoid_tar_mid(11), packet_no_tarock=True, check=C(won, plain)),
    Deal(3, 1, kind="allpass"),
    Deal(3, 2, bidder_pos=2, announce=[{"kind": "tarocks", "count": 10}], player_cards=tar_mid(10),
         avoid=avoid_tar_mid(10), packet_no_tarock=True, doubles=[("h1", "game", 2)], check=C(lost, plain)),
], record="payments+totals", seed=103, meta_note="Payments and the running totals (seats and pool).")

# 04: contra / recontra / supracontra on an announced trull that is made
S("04-contra-trull-made.json", [
    Deal(3, 0, bidder_pos=0, announce=TRULL_A, player_cards=TRULLX, doubles=[("h1", "trull", 2)],
         check=C(won, lambda o: o["trull_p"], no_ult, no_kings)),
    Deal(3, 1, bidder_pos=1, announce=TRULL_A, player_cards=TRULLX, doubles=[("h2", "trull", 2), ("p", "trull", 4)],
         check=C(won, lambda o: o["trull_p"], no_ult, no_kings)),
    Deal(3, 2, bidder_pos=0, announce=TRULL_A, player_cards=TRULLX,
         doubles=[("h1", "trull", 2), ("p", "trull", 4), ("h2", "trull", 8)],
         check=C(won, lambda o: o["trull_p"], no_ult, no_kings)),
    Deal(3, 0, bidder_pos=2, check=C(won, plain)),
], start_pool=45, seed=104)

# 05: contra chain on an announced trull that fails
S("05-contra-trull-failed.json", [
    Deal(3, 1, bidder_pos=0, announce=TRULL_A, player_cards=TRULLX, doubles=[("h1", "trull", 2)],
         check=C(won, no_trull, no_ult, no_kings)),
    Deal(3, 2, bidder_pos=1, announce=TRULL_A, player_cards=TRULLX, doubles=[("h1", "trull", 2), ("p", "trull", 4)],
         check=C(won, no_trull, no_ult, no_kings)),
    Deal(3, 0, bidder_pos=0, announce=TRULL_A, player_cards=TRULLX,
         doubles=[("h2", "trull", 2), ("p", "trull", 4), ("h1", "trull", 8)],
         check=C(lost, no_trull, no_ult, no_kings)),
], start_pool=60, seed=105)

# 06: contra on announced four kings, made and failed
S("06-contra-four-kings.json", [
    Deal(3, 2, bidder_pos=0, announce=KINGS_A, player_cards=KINGSX, doubles=[("h1", "four_kings", 2)],
         check=C(won, lambda o: o["kings_p"], no_trull, no_ult)),
    Deal(3, 0, bidder_pos=1, announce=KINGS_A, player_cards=KINGSX,
         doubles=[("h2", "four_kings", 2), ("p", "four_kings", 4)],
         check=C(won, lambda o: o["kings_p"], no_trull, no_ult)),
    Deal(3, 1, bidder_pos=2, announce=KINGS_A, player_cards=KINGSX, doubles=[("h1", "four_kings", 2)],
         check=C(won, no_kings, no_trull, no_ult)),
    Deal(3, 2, bidder_pos=0, announce=KINGS_A, player_cards=KINGSX,
         doubles=[("h1", "four_kings", 2), ("p", "four_kings", 4)],
         check=C(lost, no_kings, no_trull, no_ult)),
], start_pool=100, seed=106)

# 07: contra on pagat ultimo that is made: the pool is taken single
S("07-contra-ultimo-made.json", [
    Deal(3, 0, bidder_pos=1, check=C(won, plain)),
    Deal(3, 1, bidder_pos=0, announce=ULT_A, player_cards=ULTY, doubles=[("h1", "pagat_ultimo", 2)],
         check=C(won, lambda o: o["ultimo_p"], no_trull, no_kings)),
    Deal(3, 2, bidder_pos=2, check=C(lost, plain)),
    Deal(3, 0, kind="allpass"),
], start_pool=150, seed=107, meta_note="Pool brought forward at 150; after the ultimo takes it, the next deal founds it again.")

# 08: contra / recontra on pagat ultimo that fails, and recontra on one that is made
S("08-contra-ultimo-failed.json", [
    Deal(3, 1, bidder_pos=0, announce=ULT_A, player_cards=ULTY, doubles=[("h2", "pagat_ultimo", 2)],
         check=C(won, no_ult, no_trull, no_kings)),
    Deal(3, 2, bidder_pos=1, announce=ULT_A, player_cards=ULTY,
         doubles=[("h1", "pagat_ultimo", 2), ("p", "pagat_ultimo", 4)],
         check=C(won, no_ult, no_trull, no_kings)),
    Deal(3, 0, bidder_pos=2, announce=ULT_A, player_cards=ULTY,
         doubles=[("h1", "pagat_ultimo", 2), ("p", "pagat_ultimo", 4)],
         check=C(won, lambda o: o["ultimo_p"], no_trull, no_kings)),
    Deal(3, 1, kind="allpass"),
], start_pool=120, seed=108)

# 09: contra on the game, won, at each level
S("09-contra-game-won.json", [
    Deal(3, 2, bidder_pos=0, doubles=[("h1", "game", 2)], check=C(won, plain)),
    Deal(3, 0, bidder_pos=1, doubles=[("h1", "game", 2), ("p", "game", 4)], check=C(won, plain)),
    Deal(3, 1, bidder_pos=2, doubles=[("h2", "game", 2), ("p", "game", 4), ("h1", "game", 8)], check=C(won, plain)),
    Deal(3, 2, bidder_pos=0, rejects=1, doubles=[("h2", "game", 2)], check=C(won, plain)),
], seed=109, meta_note="Fresh pool.")

# 10: contra on the game, lost, at each level, with the purchase number
S("10-contra-game-lost.json", [
    Deal(3, 0, bidder_pos=0, doubles=[("h1", "game", 2)], check=C(lost, plain, pts_in(20, 32))),
    Deal(3, 1, bidder_pos=1, rejects=1, doubles=[("h2", "game", 2), ("p", "game", 4)], check=C(lost, plain, pts_in(20, 32))),
    Deal(3, 2, bidder_pos=2, doubles=[("h1", "game", 2), ("p", "game", 4), ("h2", "game", 8)], check=C(lost, plain, pts_in(24, 32))),
    Deal(3, 0, bidder_pos=0, rejects=1, doubles=[("h1", "game", 2)], check=C(lost, plain, pts_in(20, 32))),
], start_pool=30, seed=110)

# 11: the 33-point consolation with contra
S("11-consolation-33-contra.json", [
    Deal(3, 1, bidder_pos=0, check=C(pts_in(33, 33), plain)),
    Deal(3, 2, bidder_pos=1, doubles=[("h1", "game", 2)], check=C(pts_in(33, 33), plain)),
    Deal(3, 0, bidder_pos=2, rejects=1, doubles=[("h2", "game", 2), ("p", "game", 4)], check=C(pts_in(33, 33), plain)),
    Deal(3, 1, bidder_pos=0, doubles=[("h1", "game", 2)], check=C(pts_in(34, 34), plain)),
], start_pool=50, seed=111)

# 12: four players: the king shares in contra and in the pool
S("12-four-players-king.json", [
    Deal(4, 0, bidder_pos=0, doubles=[("h1", "game", 2)], check=C(lost, plain)),
    Deal(4, 1, bidder_pos=1, announce=TRULL_A, player_cards=TRULLX, doubles=[("h2", "trull", 2)],
         check=C(lost, lambda o: o["trull_p"], no_ult, no_kings)),
    Deal(4, 2, bidder_pos=2, doubles=[("h1", "game", 2), ("p", "game", 4)], check=C(won, plain)),
    Deal(4, 3, bidder_pos=0, announce=ULT_A, player_cards=ULTY, doubles=[("h1", "pagat_ultimo", 2)],
         check=C(won, no_ult, no_trull, no_kings)),
], n=4, seed=112, meta_note="Four at the table: the dealer (king) sits out and shares in the result.")

# 13: a score sheet: each party's net per deal and running totals (pool included)
S("13-score-sheet.json", [
    Deal(3, 2, bidder_pos=0, announce=TRULL_A, player_cards=TRULLX, doubles=[("h1", "game", 2)],
         check=C(lost, lambda o: o["trull_p"], no_ult, no_kings)),
    Deal(3, 0, bidder_pos=1, announce=KINGS_A, player_cards=KINGSX, doubles=[("h1", "four_kings", 2)],
         check=C(lost, no_kings, no_trull, no_ult)),
    Deal(3, 1, kind="allpass"),
    Deal(3, 2, bidder_pos=2, announce=ULT_A, player_cards=ULTY, doubles=[("h2", "pagat_ultimo", 2)],
         check=C(lost, lambda o: o["ultimo_p"], no_trull, no_kings)),
    Deal(3, 0, bidder_pos=0, check=C(won, plain)),
], record="scores+totals", start_pool=40, start_totals=[120, -60, -100], seed=113,
    meta_note="Score sheet: per deal each party's net, then the running totals; pool brought forward at 40.")

# 14: solo with contra (talon to the helpers), and silent ultimo beside a lost game
S("14-solo-contra.json", [
    Deal(3, 1, bidder_pos=0, contract="solo", doubles=[("h1", "game", 2)], check=C(won, plain)),
    Deal(3, 2, bidder_pos=1, contract="solo", doubles=[("h2", "game", 2), ("p", "game", 4)], check=C(lost, plain)),
    Deal(3, 0, bidder_pos=2, player_cards=ULTY, keep_pagat=True, check=C(lost, lambda o: o["ultimo_p"], no_trull, no_kings)),
], start_pool=70, seed=114)

# --- faulty files (one fault each) ---
S("15-fault-pool-doubled-by-contra.json", [
    Deal(3, 0, bidder_pos=0, check=C(won, plain)),
    Deal(3, 1, bidder_pos=1, announce=ULT_A, player_cards=ULTY, doubles=[("h1", "pagat_ultimo", 2)],
         check=C(won, lambda o: o["ultimo_p"], no_trull, no_kings)),
    Deal(3, 2, bidder_pos=0, check=C(lost, plain)),
], start_pool=90, seed=115, faults={1: pay_mult("pool", "P", "pool_ultimo", 2, "(contra applied to the pool)")})

S("16-fault-failed-ultimo-pool.json", [
    Deal(3, 1, kind="allpass"),
    Deal(3, 2, bidder_pos=2, announce=ULT_A, player_cards=ULTY, doubles=[("h1", "pagat_ultimo", 2), ("p", "pagat_ultimo", 4)],
         check=C(lost, no_ult, no_trull, no_kings)),
    Deal(3, 0, bidder_pos=1, check=C(won, plain)),
], start_pool=65, seed=116, faults={1: pay_mult("P", "pool", "pool_ultimo", 4, "(recontra applied to the pool)")})

S("17-fault-share-netted.json", [
    Deal(3, 0, bidder_pos=1, check=C(won, plain)),
    Deal(3, 1, bidder_pos=0, announce=KINGS_A, player_cards=KINGS, check=C(lost, lambda o: o["kings_p"], no_trull, no_ult)),
    Deal(3, 2, bidder_pos=2, check=C(lost, plain)),
], start_pool=55, seed=117, faults={1: share_netted()})

S("18-fault-total-recontra-loss.json", [
    Deal(3, 2, bidder_pos=0, rejects=1, doubles=[("h1", "game", 2), ("p", "game", 4)], check=C(lost, plain, pts_in(22, 32))),
    Deal(3, 0, bidder_pos=1, announce=TRULL_A, player_cards=TRULLX, doubles=[("h2", "trull", 2), ("p", "trull", 4)],
         check=C(won, no_trull, no_ult, no_kings)),
    Deal(3, 1, bidder_pos=2, check=C(won, plain)),
], record="payments+totals", seed=118, faults={0: total_recontra_as_contra()})


if __name__ == "__main__":
    out = []
    for sess in SESSIONS:
        summ = sess.build()
        out.append(describe(sess.name, summ, sess.n))
        print(sess.name, "ok", flush=True)
    (Path(__file__).parent / "summary.txt").write_text("\n\n".join(out) + "\n")
