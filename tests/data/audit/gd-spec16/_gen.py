"""Generator for audit round gd-spec16 (Galician Tarok record shapes). Run from the worktree:
    python tests/data/audit/gd-spec16/_gen.py
Writes the *.json transcripts beside it and _summary.txt (what the model computed)."""

from __future__ import annotations

import copy
import itertools
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
from _model import (  # noqa: E402
    Pool,
    active_seats,
    deal_cards,
    is_trump,
    legal,
    nets,
    pile_points,
    play_out,
    r6,
    revokes,
    settle,
    suit,
    trank,
    val,
)

NAMES = ["Adam", "Bożena", "Czesław", "Danuta", "Edward"]
SUMMARY: list[str] = []


def trumps_of(h):
    return sum(1 for c in h if is_trump(c))


def build(seed, n, dealer, sitter=None, *, decl=None, ultimo=False, force_kind=None, solo=False,
          greedy=False, min_trumps=0):
    """One simulated deal; returns a dict or None when the seed does not fit the basic shape."""
    rng = random.Random(seed)
    hands, talon = deal_cards(rng, n, dealer, sitter)
    act = active_seats(n, dealer, sitter)
    if decl is None:
        decl = max(act, key=lambda s: (trumps_of(hands[s]), -act.index(s)))
    helpers = [s for s in act if s != decl]
    if solo:
        take, discard, rest = [], [], list(talon)
        play_hand = list(hands[decl])
    else:
        take, rest = talon[:3], talon[3:]
        full = hands[decl] + take
        cand = [c for c in full if not is_trump(c) and c[0] != "K"]
        if len(cand) < 3:
            return None
        cand.sort(key=lambda c: (val(c), rng.random()))
        discard = cand[:3]
        play_hand = [c for c in full if c not in discard]
    if ultimo and "T1" not in play_hand:
        return None
    if trumps_of(play_hand) < min_trumps:
        return None
    ph = {s: list(hands[s]) for s in act}
    ph[decl] = play_hand
    state = {"done": False, "info": None}

    def force(t, s, h, trick):
        if state["done"] or not trick or t < 2:
            return None
        led = suit(trick[0][1])
        if led == "T":
            return None
        if force_kind == "decl_trumps" and s == decl:
            same = [c for c in h if suit(c) == led]
            trs = [c for c in h if is_trump(c) and c != "T1"]
            if same and trs:
                state["done"] = True
                c = min(trs, key=trank)
                state["info"] = {"trick": t, "seat": s, "card": c, "held": same}
                return c
        if force_kind in ("helper_trumps", "helper_trumps_late") and s in helpers:
            same = [c for c in h if suit(c) == led]
            trs = [c for c in h if is_trump(c) and c != "T1"]
            if same and trs and (force_kind == "helper_trumps" or t >= 4):
                state["done"] = True
                c = min(trs, key=trank)
                state["info"] = {"trick": t, "seat": s, "card": c, "held": same}
                return c
        if force_kind == "helper_no_trump" and s in helpers:
            same = [c for c in h if suit(c) == led]
            trs = [c for c in h if is_trump(c)]
            other = [c for c in h if not is_trump(c)]
            if not same and trs and other:
                state["done"] = True
                c = other[0]
                state["info"] = {"trick": t, "seat": s, "card": c, "held": trs}
                return c
        return None

    plays, tricks = play_out(ph, act, decl, rng, ultimo=ultimo, force=force if force_kind else None,
                             greedy_decl=greedy)
    if force_kind and not state["done"]:
        return None
    rv = revokes(ph, plays, act)
    if len(rv) != (1 if force_kind else 0):
        return None
    decl_tricks = [c for tr, w in tricks if w == decl for s, c in tr]
    pile = decl_tricks + discard
    pts = pile_points(pile)
    others = [c for c in itertools.chain(*[[c for s, c in tr] for tr, w in tricks if w != decl])] + rest
    silent = []
    # trull §15 / four kings §19: for the side that has them together; seeds where the helpers
    # have them (or a reading could say so) are avoided
    trull = {"SKIZ", "T21", "T1"}
    kings = {"KH", "KD", "KS", "KC"}
    if trull <= set(decl_tricks):
        silent.append(("trull", 50, "player"))
    elif trull <= set(others) or trull <= set(pile):
        return None
    if kings <= set(decl_tricks):
        silent.append(("four_kings", 100, "player"))
    elif kings <= set(others) or kings <= set(pile):
        return None
    last_trick, last_w = tricks[-1]
    pagat_last = [s for s, c in last_trick if c == "T1"]
    ultimo_made = bool(pagat_last) and pagat_last[0] == decl and last_w == decl
    if ultimo_made and not ultimo:
        return None  # silent ultimo avoided
    if ultimo and not ultimo_made:
        return None
    if silent and pts <= 33:
        return None  # a seat that both wins and pays: avoided (the pool share's reading)
    return dict(seed=seed, n=n, dealer=dealer, sitter=sitter, hands=hands, talon=talon, act=act,
                decl=decl, helpers=helpers, take=take, discard=discard, rest=rest, plays=plays,
                tricks=tricks, pts=pts, silent=silent, ultimo=ultimo, solo=solo,
                revoke=state["info"], play_hand=play_hand)


def find(pred, start, **kw):
    for seed in range(start, start + 200000):
        d = build(seed, **kw)
        if d is not None and pred(d):
            return d
    raise RuntimeError("no seed")


def events_for(d, *, auction=True, cut=None, contra=None):
    ev = []
    if auction:
        for s in d["act"]:
            if s == d["decl"]:
                ev.append({"type": "bid", "seat": s, "bid": "solo" if d["solo"] else "three"})
            else:
                ev.append({"type": "bid", "seat": s, "bid": "pass"})
        if not d["solo"]:
            ev.append({"type": "take", "seat": d["decl"], "cards": d["take"]})
            ev.append({"type": "discard", "seat": d["decl"], "cards": d["discard"]})
        ev.append({"type": "announce", "seat": d["decl"],
                   "items": [{"kind": "pagat_ultimo"}] if d["ultimo"] else []})
        i = d["act"].index(d["decl"])
        for s in d["act"][i + 1 :] + d["act"][:i]:
            ev.append({"type": "announce", "seat": s, "items": []})
    plays = d["plays"] if cut is None else d["plays"][: 3 * cut]
    for s, c in plays:
        ev.append({"type": "play", "seat": s, "card": c})
    return ev


def settle_deal(d, pool, renonce_by=None):
    mult, add = (6, 60) if d["solo"] else (3, 30)
    return settle(n=d["n"], dealer=d["dealer"], sitter=d["sitter"], declarer=d["decl"], pts=d["pts"],
                  mult=mult, add=add, renonce_by=renonce_by, ultimo_announced=d["ultimo"],
                  ultimo_made=d["ultimo"], silent=d["silent"], pool=pool)


def pay_events(pays):
    return [{"type": "payment", "from": f, "to": t, "amount": a, "reason": r} for f, t, a, r in pays]


def sheet_events(net, n, sitter, totals, pool_total=True):
    ev = []
    for s in range(n):
        if s == sitter:
            continue
        ev.append({"type": "score", "party": s, "points": net[s]})
    if pool_total:
        ev.append({"type": "score", "party": "pool", "points": net["pool"]})
    for s in range(n):
        totals[s] = r6(totals[s] + net[s])
        ev.append({"type": "total", "party": s, "points": totals[s]})
    if pool_total:
        totals["pool"] = r6(totals["pool"] + net["pool"])
        ev.append({"type": "total", "party": "pool", "points": totals["pool"]})
    return ev


def deal_json(d, events, hands=True, talon=True):
    out = {"dealer": d["dealer"], "hands": d["hands"] if hands else None}
    if talon:
        out["talon"] = d["talon"]
    out["events"] = events
    return out


def transcript(n, deals, start=None, note=None, rules=None):
    t = {"format": "trick-transcript/1", "game": "galician-tarok", "players": NAMES[:n]}
    if rules:
        t["rules"] = rules
    if start is not None:
        t["start"] = start
    t["meta"] = {"round": "gd-spec16"}
    if note:
        t["meta"]["note"] = note
    t["deals"] = deals
    return t


def write(name, t):
    (HERE / name).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def describe(name, d, pays=None, extra=""):
    tw = {}
    for tr, w in d["tricks"]:
        tw[w] = tw.get(w, 0) + 1
    SUMMARY.append(
        f"{name}: seed {d['seed']} n={d['n']} dealer={d['dealer']} sitter={d['sitter']} decl={d['decl']} "
        f"{'solo' if d['solo'] else 'three'} pts={d['pts']} tricks={tw} silent={d['silent']} "
        f"ultimo={d['ultimo']} revoke={d['revoke']} {extra}"
    )
    if pays is not None:
        SUMMARY.append("    pays: " + "; ".join(f"{f}->{t} {a} {r}" for f, t, a, r in pays))


def idx_of_play(events, ordinal):
    k = -1
    for i, e in enumerate(events):
        if e["type"] == "play":
            k += 1
            if k == ordinal:
                return i
    raise IndexError


def revoke_play_ordinal(d):
    info = d["revoke"]
    for i, (s, c) in enumerate(d["plays"]):
        if s == info["seat"] and c == info["card"]:
            return i
    raise ValueError


WIN = lambda d: d["pts"] > 33  # noqa: E731
LOSE = lambda d: d["pts"] <= 33  # noqa: E731


def main():
    # ---------------------------------------------------------------- 01 play-only, all recorded
    pool = Pool()
    da = find(WIN, 100, n=3, dealer=0)
    db = find(LOSE, 200, n=3, dealer=1)
    deals = []
    for d in (da, db):
        pays = settle_deal(d, pool)
        describe("01_playonly_full_clean", d, pays)
        deals.append(deal_json(d, events_for(d) + pay_events(pays), hands=False))
    write("01_playonly_full_clean.json", transcript(3, deals))

    # ---------------------------------------------------------------- 02 plays alone (no auction, no talon)
    pool = Pool()
    d = find(WIN, 300, n=3, dealer=2)
    pays = settle_deal(d, pool)
    describe("02_playonly_plays_alone", d, pays)
    write("02_playonly_plays_alone.json",
          transcript(3, [deal_json(d, events_for(d, auction=False) + pay_events(pays), hands=False, talon=False)]))

    # ---------------------------------------------------------------- 03 plays + take/discard, no bids
    pool = Pool()
    d = find(WIN, 400, n=3, dealer=0)
    pays = settle_deal(d, pool)
    ev = events_for(d)
    ev = [e for e in ev if e["type"] not in ("bid", "announce")]
    describe("03_playonly_take_no_bids", d, pays)
    write("03_playonly_take_no_bids.json",
          transcript(3, [deal_json(d, ev + pay_events(pays), hands=False)]))

    # ---------------------------------------------------------------- 04 play-only, player's renonce proven
    pool = Pool()
    d = find(WIN, 500, n=3, dealer=1, force_kind="decl_trumps")
    pays = settle_deal(d, pool, renonce_by="player")
    ev = events_for(d)
    ri = idx_of_play(ev, revoke_play_ordinal(d))
    describe("04_playonly_renonce_player", d, pays, f"revoke event {ri}")
    write("04_playonly_renonce_player.json",
          transcript(3, [deal_json(d, ev + pay_events(pays), hands=False)]))

    # ---------------------------------------------------------------- 05 play-only, helper fails to trump
    pool = Pool()
    d = find(WIN, 600, n=3, dealer=2, force_kind="helper_no_trump")
    pays = settle_deal(d, pool, renonce_by="helpers")
    ev = events_for(d)
    ri = idx_of_play(ev, revoke_play_ordinal(d))
    describe("05_playonly_helper_no_trump", d, pays, f"revoke event {ri}")
    write("05_playonly_helper_no_trump.json",
          transcript(3, [deal_json(d, ev + pay_events(pays), hands=False)]))

    # ---------------------------------------------------------------- 06 play-only, cut short, renonce unprovable
    def unprovable(d):
        info = d["revoke"]
        if not WIN(d):
            return False
        # every card of the suit he held is played in the last two tricks (not recorded)
        led_suit = suit(info["held"][0])
        his = [i for i, (s, c) in enumerate(d["plays"]) if s == info["seat"] and suit(c) == led_suit]
        if not his or min(his) < 30:
            return False
        # someone else may hold the held card: another seat that never showed void in that suit
        # in the first 30 plays
        voids = {s: set() for s in d["act"]}
        for t in range(10):
            tr = d["plays"][3 * t : 3 * t + 3]
            led = suit(tr[0][1])
            for s, c in tr[1:]:
                if suit(c) != led:
                    voids[s].add(led)
                    if not is_trump(c) and led != "T":
                        voids[s].add("T")
        return any(led_suit not in voids[s] for s in d["act"] if s != info["seat"])

    pool = Pool()
    d = find(unprovable, 700, n=3, dealer=0, force_kind="helper_trumps_late")
    # the table saw nothing: settled as played (points as actually taken)
    pays = settle_deal(d, pool)
    ev = events_for(d, cut=10)
    ri = idx_of_play(ev, revoke_play_ordinal(d))
    describe("06_playonly_cut_renonce_unprovable", d, pays, f"(unprovable) revoke at event {ri}")
    write("06_playonly_cut_renonce_unprovable.json",
          transcript(3, [deal_json(d, ev + pay_events(pays), hands=False)]))

    # ---------------------------------------------------------------- 07-09 score sheet, 3 players, 3 deals
    pool = Pool()
    totals = {0: 0, 1: 0, 2: 0, "pool": 0}
    ds = [find(WIN, 800, n=3, dealer=0), find(LOSE, 900, n=3, dealer=1), find(WIN, 1000, n=3, dealer=2, solo=True)]
    sheet_deals = []
    for d in ds:
        pays = settle_deal(d, pool)
        net = nets(pays, 3)
        describe("07_sheet_3p_clean", d, pays, f"net {net}")
        sheet_deals.append(deal_json(d, events_for(d) + sheet_events(net, 3, None, totals)))
    t07 = transcript(3, sheet_deals)
    write("07_sheet_3p_clean.json", t07)

    t08 = copy.deepcopy(t07)
    ev = t08["deals"][1]["events"]
    k = next(i for i, e in enumerate(ev) if e["type"] == "score" and e["party"] == 2)
    ev[k]["points"] = r6(ev[k]["points"] + 9)
    # the totals carry the written score (the sheet's own arithmetic)
    for dd in t08["deals"][1:]:
        for e in dd["events"]:
            if e["type"] == "total" and e["party"] == 2:
                e["points"] = r6(e["points"] + 9)
    SUMMARY.append(f"08_sheet_wrong_score: deal 1 event {k} seat 2 score +9 (totals carry it)")
    write("08_sheet_wrong_score.json", t08)

    t09 = copy.deepcopy(t07)
    ev = t09["deals"][1]["events"]
    k = next(i for i, e in enumerate(ev) if e["type"] == "total" and e["party"] == 0)
    for dd in t09["deals"][1:]:
        for e in dd["events"]:
            if e["type"] == "total" and e["party"] == 0:
                e["points"] = r6(e["points"] - 10)
    SUMMARY.append(f"09_sheet_wrong_total_carried: deal 1 event {k} seat 0 total -10, carried into deal 2")
    write("09_sheet_wrong_total_carried.json", t09)

    # ---------------------------------------------------------------- 10-11 mid-way session, ultimo takes the pool
    start_tot = [120, -85, -35]
    start_pool = 87
    pool = Pool(start_pool, founded=True)
    totals = {0: 120, 1: -85, 2: -35, "pool": start_pool}
    d0 = find(WIN, 1100, n=3, dealer=1)
    d1 = find(lambda d: WIN(d), 1200, n=3, dealer=2, ultimo=True, greedy=True, min_trumps=9)
    d2 = find(LOSE, 1300, n=3, dealer=0)
    mid = []
    for d in (d0, d1, d2):
        pays = settle_deal(d, pool)
        net = nets(pays, 3)
        describe("10_midway_sheet_ultimo", d, pays, f"net {net}")
        mid.append(deal_json(d, events_for(d) + sheet_events(net, 3, None, totals)))
    t10 = transcript(3, mid, start={"totals": start_tot, "pools": {"pool": start_pool}})
    write("10_midway_sheet_ultimo.json", t10)

    t11 = copy.deepcopy(t10)
    ev = t11["deals"][1]["events"]
    k = next(i for i, e in enumerate(ev) if e["type"] == "total" and e["party"] == "pool")
    wrong = 0
    delta = wrong - ev[k]["points"]
    for dd in t11["deals"][1:]:
        for e in dd["events"]:
            if e["type"] == "total" and e["party"] == "pool":
                e["points"] = r6(e["points"] + delta)
    SUMMARY.append(f"11_midway_wrong_pool_total: deal 1 event {k} pool total written 0 (delta {delta}), carried on")
    write("11_midway_wrong_pool_total.json", t11)

    # ---------------------------------------------------------------- 12 mid-way, payments, pool taken with the wrong figure
    start_pool = 64
    pool = Pool(start_pool, founded=True)
    pdeals = []
    for i, d in enumerate((d0, d1)):
        pays = settle_deal(d, pool)
        ev = events_for(d) + pay_events(pays)
        if i == 1:
            k = next(j for j, e in enumerate(ev) if e.get("reason") == "pool_ultimo")
            right = ev[k]["amount"]
            ev[k]["amount"] = start_pool
            SUMMARY.append(f"12_midway_pool_taken_wrong: deal 1 event {k} pool_ultimo {start_pool} instead of {right}")
        describe("12_midway_pool_taken_wrong", d, pays)
        pdeals.append(deal_json(d, ev))
    write("12_midway_pool_taken_wrong.json",
          transcript(3, pdeals, start={"pools": {"pool": start_pool}}))

    # ---------------------------------------------------------------- 13 four players, sheet, fresh, all-pass first
    pool = Pool()
    totals = {0: 0, 1: 0, 2: 0, 3: 0, "pool": 0}
    rng = random.Random(1400)
    hands, talon = deal_cards(rng, 4, 0)
    act = active_seats(4, 0)
    pays = settle(n=4, dealer=0, sitter=None, declarer=None, pts=0, pool=pool, all_pass=True, active=act)
    net = nets(pays, 4)
    ev = [{"type": "bid", "seat": s, "bid": "pass"} for s in act] + sheet_events(net, 4, None, totals)
    SUMMARY.append(f"13_sheet_4p_allpass: deal 0 all pass, dealer 0, active {act}, net {net}")
    d4 = [{"dealer": 0, "hands": hands, "talon": talon, "events": ev}]
    for dealer, pred, base in ((1, WIN, 1500), (2, LOSE, 1600)):
        d = find(pred, base, n=4, dealer=dealer)
        pays = settle_deal(d, pool)
        net = nets(pays, 4)
        describe("13_sheet_4p_allpass", d, pays, f"net {net}")
        d4.append(deal_json(d, events_for(d) + sheet_events(net, 4, None, totals)))
    write("13_sheet_4p_allpass.json", transcript(4, d4))

    # ---------------------------------------------------------------- 14-15 five players, mid-way, seat 4 sits out
    start5 = [40, -25, 10, -60, 35]
    pool = Pool(52, founded=True)
    totals = {0: 40, 1: -25, 2: 10, 3: -60, 4: 35, "pool": 52}
    d5 = []
    for dealer, pred, base in ((0, WIN, 1700), (1, LOSE, 1800)):
        d = find(pred, base, n=5, dealer=dealer, sitter=4)
        pays = settle_deal(d, pool)
        net = nets(pays, 5)
        describe("14_sheet_5p_midway", d, pays, f"net {net}")
        d5.append(deal_json(d, events_for(d) + sheet_events(net, 5, 4, totals)))
    t14 = transcript(5, d5, start={"totals": start5, "pools": {"pool": 52}})
    write("14_sheet_5p_midway.json", t14)

    t15 = copy.deepcopy(t14)
    dd = t15["deals"][0]
    king = dd["dealer"]
    ev = dd["events"]
    k = next(i for i, e in enumerate(ev) if e["type"] == "score" and e["party"] == king)
    old = ev[k]["points"]
    ev[k]["points"] = 0
    for d_ in t15["deals"]:
        for e in d_["events"]:
            if e["type"] == "total" and e["party"] == king:
                e["points"] = r6(e["points"] - old)
    SUMMARY.append(f"15_sheet_5p_king_left_out: deal 0 event {k} king (seat {king}) score 0 instead of {old}; totals carry it")
    write("15_sheet_5p_king_left_out.json", t15)

    # ---------------------------------------------------------------- 16-17 claim: the record stops after trick 9
    def claimable(d):
        if not WIN(d):
            return False
        rest = d["plays"][27:]
        dc = [c for s, c in rest if s == d["decl"]]
        oc = [c for s, c in rest if s != d["decl"]]
        if "T1" in dc + oc:
            return False
        if not all(is_trump(c) for c in dc):
            return False
        ot = [trank(c) for c in oc if is_trump(c)]
        if ot and min(trank(c) for c in dc) < max(ot):
            return False
        # the remaining cards must not all be forced (a real choice for someone)
        return len({suit(c) for c in oc}) > 1

    pool = Pool()
    d = find(claimable, 1900, n=3, dealer=1, greedy=True)
    pays = settle_deal(d, pool)
    describe("16_claim_clean", d, pays, "record stops after trick 9")
    write("16_claim_clean.json",
          transcript(3, [deal_json(d, events_for(d, cut=9) + pay_events(pays))],
                     note="The player showed his last three tarocks, the highest out, and claimed the rest."))
    ev = events_for(d, cut=9) + pay_events(pays)
    k = next(j for j, e in enumerate(ev) if e["type"] == "payment" and e.get("reason") == "game")
    right = ev[k]["amount"]
    ev[k]["amount"] = right - 9
    SUMMARY.append(f"17_claim_wrong_payment: event {k} game payment {right - 9} instead of {right}")
    write("17_claim_wrong_payment.json",
          transcript(3, [deal_json(d, ev)],
                     note="The player claimed the last three tricks; the table counted them short."))

    # ---------------------------------------------------------------- 18 four players, play-only, sheet, mid-way
    pool = Pool(33, founded=True)
    totals = {0: -12, 1: 30, 2: 7, 3: -25, "pool": 33}
    d18 = []
    for dealer, pred, base in ((2, WIN, 2000), (3, LOSE, 2100)):
        d = find(pred, base, n=4, dealer=dealer)
        pays = settle_deal(d, pool)
        net = nets(pays, 4)
        describe("18_playonly_4p_sheet_midway", d, pays, f"net {net}")
        d18.append(deal_json(d, events_for(d) + sheet_events(net, 4, None, totals), hands=False))
    write("18_playonly_4p_sheet_midway.json",
          transcript(4, d18, start={"totals": [-12, 30, 7, -25], "pools": {"pool": 33}}))

    # ---------------------------------------------------------------- 19 mid-way, totals only (pool not given)
    totals = {0: 15, 1: -40, 2: 25, "pool": 0}
    pool = Pool(0, founded=True)  # the pool exists already; its content is not on this sheet
    d = find(WIN, 2200, n=3, dealer=0)
    pays = settle_deal(d, pool)
    net = nets(pays, 3)
    describe("19_midway_totals_without_pool", d, pays, f"net {net}")
    write("19_midway_totals_without_pool.json",
          transcript(3, [deal_json(d, events_for(d) + sheet_events(net, 3, None, totals, pool_total=False))],
                     start={"totals": [15, -40, 25]}))

    # ---------------------------------------------------------------- 20 four players, play-only, player's renonce, lost anyway
    pool = Pool(20, founded=True)
    totals = {0: 0, 1: 0, 2: 0, 3: 0, "pool": 20}
    d = find(LOSE, 2300, n=4, dealer=3, force_kind="decl_trumps")
    pays = settle_deal(d, pool, renonce_by="player")
    net = nets(pays, 4)
    ev = events_for(d)
    ri = idx_of_play(ev, revoke_play_ordinal(d))
    describe("20_playonly_4p_renonce_lost_sheet", d, pays, f"revoke event {ri} net {net}")
    write("20_playonly_4p_renonce_lost_sheet.json",
          transcript(4, [deal_json(d, ev + sheet_events(net, 4, None, totals), hands=False)],
                     start={"totals": [0, 0, 0, 0], "pools": {"pool": 20}}))

    (HERE / "_summary.txt").write_text("\n".join(SUMMARY) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
