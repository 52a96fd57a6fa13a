"""Generator of the tarocchini-spec4 transcripts (blind, from seed 004 only).

python3 gen.py   -> writes NN-*.json and plan.out (event indices of planted faults, figures)
"""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from model import (READINGS, CONTATORI, DECK, Retry, best_combos, card_points_any, combo_points, combos_robust,
                   dump, illegal_options, is_trump, item_points, legal_cards, suit, trick_winner, value)

HERE = Path(__file__).parent
PLAYERS4 = ["Aldo", "Bice", "Cesare", "Dora"]
PLAYERS3 = ["Ezio", "Fulvia", "Gino"]
FIVE = {"T20", "T19", "T0", "MATTO", "KS", "KB", "KC", "KD"}
PIPS = {c for c in DECK if not is_trump(c) and c != "MATTO" and c[:-1] in ("6", "7", "8", "9", "10")}


def play(hands, leader, n, rng, fault=None):
    """Random legal play; the Matto is never led and is played before the last two tricks.
    fault = (trick, kind): one illegal card at that trick (first follower who can)."""
    hands = [list(h) for h in hands]
    ntricks = len(hands[leader])
    seq, tricks, planted = [], [], None
    for t in range(ntricks):
        trick = []
        for k in range(n):
            s = (leader + k) % n
            h = hands[s]
            if "MATTO" in h and t >= ntricks - 2:
                raise Retry("matto late")
            if k == 0:
                opts = [c for c in h if c != "MATTO"]
                if not opts:
                    raise Retry("only the Matto to lead")
            else:
                opts = legal_cards(h, trick)
                if "MATTO" in opts and rng.random() < 0.35:
                    opts = ["MATTO"]
                elif len(opts) > 1:
                    opts = [c for c in opts if c != "MATTO"]
            card = rng.choice(opts)
            if fault and fault[0] == t and planted is None and k > 0:
                ill = illegal_options(h, trick, fault[1])
                if ill:
                    card = rng.choice(ill)
                    planted = (len(seq), s, card)
            h.remove(card)
            trick.append((s, card))
            seq.append((s, card))
        w = trick_winner(trick)
        tricks.append((trick, w))
        leader = w
    if fault and planted is None:
        raise Retry("fault not placed")
    return seq, tricks, planted


def settle(tricks, side_of, nsides, declared, extra, pair_mode="floor"):
    """Per-side figures. Matto: back to its owner's side, which gives a 1-point card to the winner's side.
    Returns the figures, or raises Retry if the result depends on which low card is given or on a
    reading of the sequence rules."""
    piles = [[] for _ in range(nsides)]
    for plays, w in tricks:
        piles[side_of[w]].extend(c for _, c in plays)
    for side, cards in extra:
        piles[side].extend(cards)
    won_any = [any(side_of[w] == sd for _, w in tricks) for sd in range(nsides)]
    matto = None
    for plays, w in tricks:
        for s, c in plays:
            if c == "MATTO" and side_of[s] != side_of[w]:
                matto = (side_of[s], side_of[w], s, w)
    variants = []
    if matto and won_any[matto[0]]:
        own, win = matto[0], matto[1]
        piles[win].remove("MATTO")
        piles[own].append("MATTO")
        cands = sorted(c for c in piles[own] if value(c) == 1)
        if not any(c in PIPS for c in cands):
            raise Retry("no pip to give")
        for give in cands:
            p = [list(x) for x in piles]
            p[own].remove(give)
            p[win].append(give)
            variants.append((give, p))
    else:
        variants.append((None, piles))
    last_side = side_of[tricks[-1][1]]
    results = {}
    for give, p in variants:
        res = []
        for side in range(nsides):
            if not combos_robust(p[side]):
                raise Retry("combo readings differ")
            dec = sum(combo_points(items) for seat, items in declared if side_of[seat] == side)
            items = best_combos(p[side])
            comb = combo_points(items)
            n = len(p[side])
            raw = sum(value(c) for c in p[side])
            if pair_mode == "93":
                # post-run (b): the deal always holds 93 («в общей сложности дает 93 очка»); with two odd
                # piles the two lone cards are the 31st pair, its point off the opponents' side (side 1)
                cp = raw - (n // 2 if side == 0 else (n + 1) // 2)
            else:
                cp = raw - (n // 2 if pair_mode == "floor" else (n + 1) // 2)
            lt = 6 if side == last_side else 0
            res.append(dict(declarations=dec, combinations=comb, card_points=cp, last_trick=lt,
                            total=dec + comb + cp + lt, items=items, ncards=n, raw=raw, give=give))
        results[give] = res
    if matto and won_any[matto[0]]:
        own = matto[0]
        pip_totals = {tuple(r["total"] for r in results[g]) for g in results if g in PIPS}
        if len(pip_totals) != 1:
            raise Retry("give choice matters")
        best = max(results.values(), key=lambda r: r[own]["total"] - r[1 - own]["total"] if nsides == 2 else 0)
        if tuple(r["total"] for r in best) not in pip_totals:
            raise Retry("give choice matters (best)")
        g = sorted(g for g in results if g in PIPS)[0]
        out = results[g]
    else:
        out = results[None]
    return out, matto


# ---------------------------------------------------------------- Ottocento

def otto_deal(rng, dealer, *, talon_form=False, fault=None, underdeclare=False, hook=None, stack=None):
    deck = list(DECK)
    rng.shuffle(deck)
    if stack:
        deck = stack(deck, dealer)
    hands = [[] for _ in range(4)]
    pos = 0
    for _ in range(3):
        for k in range(4):
            s = (dealer + 1 + k) % 4
            hands[s].extend(deck[pos:pos + 5])
            pos += 5
    talon = deck[60:62]
    full = [list(h) for h in hands]
    full[dealer] += talon
    if hook:
        hook(full, dealer)  # may reject
    # discard: two 1-point suit pips, not in a combination
    dh = full[dealer]
    cands = [c for c in dh if c in PIPS]
    rng.shuffle(cands)
    disc = None
    base = combo_points(best_combos(dh))
    for i in range(len(cands)):
        for j in range(i + 1, len(cands)):
            rest = [c for c in dh if c not in (cands[i], cands[j])]
            if combo_points(best_combos(rest)) == base:
                disc = [cands[i], cands[j]]
                break
        if disc:
            break
    if not disc:
        raise Retry("no discard")
    after = [list(h) for h in full]
    for c in disc:
        after[dealer].remove(c)
    events = []
    if talon_form:
        events.append({"type": "take", "seat": dealer, "cards": list(talon)})
    events.append({"type": "discard", "seat": dealer, "cards": disc})
    declared = []
    for k in range(4):
        s = (dealer + 1 + k) % 4
        if not combos_robust(after[s]) and not (HOOK.get("skip_robust") == s):
            raise Retry("hand readings differ")
        if HOOK.get("skip_robust") == s:
            alts = {json.dumps([x for x in best_combos(after[s], *r) if x.get("of") != "trumps"]) for r in READINGS}
            if len(alts) != 1:
                raise Retry("hand readings differ (besides trumps)")
        items = best_combos(after[s])
        if HOOK.get("skip_robust") == s:
            items = [x for x in items if not (x["kind"] == "sequence" and x["of"] == "trumps")]
        if underdeclare and items and k == 1:
            # a player may declare less than held: one item left out
            items = items[:-1]
        declared.append((s, items))
        events.append({"type": "declare", "seat": s, "items": items})
    leader = (dealer + 1) % 4
    seq, tricks, planted = play(after, leader, 4, rng, fault)
    first_play = len(events)
    for s, c in seq:
        events.append({"type": "play", "seat": s, "card": c})
    side_of = {0: 0, 1: 1, 2: 0, 3: 1}
    if not any(w == dealer for _, w in tricks):
        raise Retry("dealer took no trick")
    res, matto = settle(tricks, side_of, 2, declared, [(side_of[dealer], disc)])
    info = dict(dealer=dealer, hands=full if not talon_form else hands, talon=talon if talon_form else None,
                events=events, res=res, declared=declared, tricks=tricks, matto=matto,
                planted=(planted[0] + first_play, planted[1], planted[2]) if planted else None,
                after=after, disc=disc)
    return info


def otto_deal_json(info):
    d = {"dealer": info["dealer"], "hands": info["hands"]}
    if info["talon"]:
        d["talon"] = info["talon"]
    d["events"] = list(info["events"])
    return d


def add_scores(d, res, breakdown=False, teams=("team0", "team1")):
    for side, r in enumerate(res):
        if breakdown:
            for k in ("declarations", "combinations", "card_points", "last_trick"):
                d["events"].append({"type": "score", "party": teams[side], "points": r[k], "reason": k})
        else:
            d["events"].append({"type": "score", "party": teams[side], "points": r["total"]})


def add_totals(d, totals, teams=("team0", "team1")):
    for side, t in enumerate(totals):
        d["events"].append({"type": "total", "party": teams[side], "points": t})


def transcript(game, players, deals, rules=None, start=None, meta=None):
    t = {"format": "trick-transcript/1", "game": game}
    if rules:
        t["rules"] = rules
    t["players"] = players
    if start:
        t["start"] = start
    t["meta"] = meta or {}
    t["deals"] = deals
    return t


def attempt(fn, seed0, tries=20000):
    for k in range(tries):
        rng = random.Random(seed0 * 100000 + k)
        try:
            return fn(rng), seed0 * 100000 + k
        except Retry:
            continue
    raise SystemExit(f"no seed for {fn}")


PLAN = {}


def note(name, **kw):
    PLAN[name] = kw


def ev_index(d, pred, which=0):
    idx = [i for i, e in enumerate(d["events"]) if pred(e)]
    return idx[which]


# 01: clean sheet, two deals, scores and totals per team ------------------------------------------
def f01(rng):
    a = otto_deal(rng, 3)
    b = otto_deal(rng, 0)
    tot = [0, 0]
    deals = []
    for info in (a, b):
        d = otto_deal_json(info)
        add_scores(d, info["res"])
        tot = [tot[i] + info["res"][i]["total"] for i in range(2)]
        if max(tot) >= 800:
            raise Retry("game over")
        add_totals(d, tot)
        deals.append(d)
    return transcript("tarocchini-ottocento", PLAYERS4, deals, meta={"event": "Circolo del Tarocchino, serata",
                      "table": 1}), [a, b], tot


# 02: clean, talon form with take, breakdown by reason, carried totals, one player declares less
def f02(rng):
    a = otto_deal(rng, 1, talon_form=True, underdeclare=True)
    start = [310, 245]
    d = otto_deal_json(a)
    add_scores(d, a["res"], breakdown=True)
    tot = [start[i] + a["res"][i]["total"] for i in range(2)]
    if max(tot) >= 800 or start[0] + a["res"][0]["declarations"] >= 800:
        raise Retry
    if a["declared"][1][1] == best_combos(a["after"][a["declared"][1][0]]):
        raise Retry("nothing left out")
    add_totals(d, tot)
    return transcript("tarocchini-ottocento", PLAYERS4, [d], start={"totals": start},
                      meta={"event": "Circolo del Tarocchino", "sheet": "page 2"}), [a], tot


# 03: play-only record (hands null), discards and declarations recorded, scores + totals
def f03(rng):
    a = otto_deal(rng, 2)
    d = otto_deal_json(a)
    d["hands"] = None
    add_scores(d, a["res"])
    add_totals(d, [a["res"][0]["total"], a["res"][1]["total"]])
    return transcript("tarocchini-ottocento", PLAYERS4, [d], meta={"note": "only the plays were kept"}), [a], None


# 04: revoke (a suit card led, the player holds that suit and plays something else)
def f04(rng):
    a = otto_deal(rng, 0, fault=(rng.randrange(2, 9), "revoke"))
    d = otto_deal_json(a)
    add_scores(d, a["res"])
    add_totals(d, [a["res"][0]["total"], a["res"][1]["total"]])
    return transcript("tarocchini-ottocento", PLAYERS4, [d]), [a], None


# 05: failure to trump (void in the suit led, holds trumps, plays a suit card)
def f05(rng):
    a = otto_deal(rng, 1, fault=(rng.randrange(3, 11), "no_trump"))
    d = otto_deal_json(a)
    add_scores(d, a["res"], breakdown=True)
    add_totals(d, [a["res"][0]["total"], a["res"][1]["total"]])
    return transcript("tarocchini-ottocento", PLAYERS4, [d]), [a], None


# 06: Matto used for a King: Q N J of a suit + Matto declared as a suit sequence of 4
def hook_matto_king(full, dealer):
    s = (dealer + 2) % 4
    h = full[s]
    for su in "SBCD":
        if {"Q" + su, "N" + su, "J" + su, "MATTO"} <= set(h) and "K" + su not in h and "1" + su not in h:
            HOOK["suit"] = su
            HOOK["seat"] = s
            return
    raise Retry("no Q N J + Matto")


HOOK = {}


def f06(rng):
    a = otto_deal(rng, 3, hook=hook_matto_king)
    su, s = HOOK["suit"], HOOK["seat"]
    d = otto_deal_json(a)
    i = ev_index(d, lambda e: e["type"] == "declare" and e["seat"] == s)
    d["events"][i]["items"] = d["events"][i]["items"] + [{"kind": "sequence", "of": "suit", "suit": su, "length": 4}]
    return transcript("tarocchini-ottocento", PLAYERS4, [d]), [a], (i, s, su)


# 07: false cricca: four Kings declared with three
def f07(rng):
    a = otto_deal(rng, 2)
    for s, items in a["declared"]:
        for it in items:
            if it["kind"] == "cricca" and it["of"] == "kings" and it["count"] == 3:
                d = otto_deal_json(a)
                i = ev_index(d, lambda e: e["type"] == "declare" and e["seat"] == s)
                d["events"][i]["items"] = [dict(x, count=4) if x is it or x == it else x for x in items]
                return transcript("tarocchini-ottocento", PLAYERS4, [d]), [a], (i, s)
    raise Retry("no three kings")


# 08: two contatori side by side in trumps: Angel, Mondo, Matto, Bagatto declared as a run of 4
def hook_two_contatori(full, dealer):
    HOOK.clear()
    for s in range(4):
        if s == dealer:
            continue
        h = set(full[s])
        if {"T20", "T19", "MATTO", "T0"} <= h and "T18" not in h and "T17" not in h:
            HOOK["seat"] = s
            HOOK["skip_robust"] = s
            return
    raise Retry("no A M + two contatori")


def f08(rng):
    HOOK.clear()
    a = otto_deal(rng, 0, hook=hook_two_contatori)
    s = HOOK["seat"]
    d = otto_deal_json(a)
    i = ev_index(d, lambda e: e["type"] == "declare" and e["seat"] == s)
    d["events"][i]["items"] = d["events"][i]["items"] + [{"kind": "sequence", "of": "trumps", "length": 4}]
    HOOK.pop("skip_robust", None)
    return transcript("tarocchini-ottocento", PLAYERS4, [d]), [a], (i, s)


# 09: wrong score: team1's card points written without the one-per-pair deduction
def f09(rng):
    a = otto_deal(rng, 3)
    d = otto_deal_json(a)
    res = [dict(r) for r in a["res"]]
    add_scores(d, res, breakdown=True)
    i = ev_index(d, lambda e: e["type"] == "score" and e["party"] == "team1" and e.get("reason") == "card_points")
    wrong = res[1]["raw"]
    d["events"][i]["points"] = wrong
    tot1 = res[1]["total"] - res[1]["card_points"] + wrong
    add_totals(d, [res[0]["total"], tot1])
    return transcript("tarocchini-ottocento", PLAYERS4, [d]), [a], (i, res[1]["card_points"], wrong)


# 10: wrong total in the second deal (team0's addition slips by 10)
def f10(rng):
    a = otto_deal(rng, 2)
    b = otto_deal(rng, 3)
    deals = []
    tot = [0, 0]
    for k, info in enumerate((a, b)):
        d = otto_deal_json(info)
        add_scores(d, info["res"])
        tot = [tot[i] + info["res"][i]["total"] for i in range(2)]
        if max(tot) >= 790:
            raise Retry
        w = list(tot)
        if k == 1:
            w[0] += 10
        add_totals(d, w)
        deals.append(d)
    i = ev_index(deals[1], lambda e: e["type"] == "total" and e["party"] == "team0")
    return transcript("tarocchini-ottocento", PLAYERS4, deals), [a, b], (i, tot[0], tot[0] + 10)


# 11: the game ends at 800: team0 passes 800 in deal 0 (not on declarations); deal 1 starts a new game
def f11(rng):
    a = otto_deal(rng, 1)
    b = otto_deal(rng, 2)
    r0 = a["res"]
    start0 = 800 - r0[0]["total"] + rng.randrange(5, 40)
    if start0 + r0[0]["declarations"] >= 800:
        raise Retry
    start1 = 800 - r0[1]["total"] - rng.randrange(30, 120)
    if start1 < 0 or start1 + r0[1]["declarations"] >= 800:
        raise Retry
    start = [start0, start1]
    d0 = otto_deal_json(a)
    add_scores(d0, r0)
    t0 = [start[i] + r0[i]["total"] for i in range(2)]
    assert t0[0] >= 800 > t0[1]
    add_totals(d0, t0)
    d1 = otto_deal_json(b)
    add_scores(d1, b["res"])
    add_totals(d1, [b["res"][0]["total"], b["res"][1]["total"]])
    d1["events"][-2]["note"] = "new game: the sheet starts again from 0"
    return transcript("tarocchini-ottocento", PLAYERS4, [d0, d1], start={"totals": start},
                      meta={"note": "team0 (Aldo & Cesare) won the game in deal 0; a new game starts in deal 1"}), [a, b], (start, t0)


# 12: won on declarations: team0 reaches 800 with its declarations; the hand is not played
def f12(rng):
    a = otto_deal(rng, 0)
    dec = [a["res"][0]["declarations"], a["res"][1]["declarations"]]
    if dec[0] < 30 or dec[1] > dec[0]:
        raise Retry
    start = [800 - dec[0] + rng.randrange(0, 10), 520]
    d = otto_deal_json(a)
    d["events"] = [e for e in d["events"] if e["type"] != "play"]
    for side in range(2):
        d["events"].append({"type": "score", "party": ("team0", "team1")[side], "points": dec[side], "reason": "declarations"})
    add_totals(d, [start[0] + dec[0], start[1] + dec[1]])
    d["events"][-2]["note"] = "team0 reaches 800 on declarations; game over, no cards played"
    return transcript("tarocchini-ottocento", PLAYERS4, [d], start={"totals": start}), [a], (start, dec)


# ---------------------------------------------------------------- Terziglio

def terz_deal(rng, dealer, *, widow=8, contract="gioco", declarer=None, take=2, fault=None, hook=None,
              stacked=None):
    n_each = 18 if widow == 8 else 19
    deck = list(DECK)
    rng.shuffle(deck)
    if stacked:
        hands, wid = stacked(deck, dealer)
    else:
        hands = [deck[i * n_each:(i + 1) * n_each] for i in range(3)]
        # seat order: eldest first
        hands = [hands[(s - dealer - 1) % 3] for s in range(3)]
        wid = deck[3 * n_each:]
    if hook:
        hook(hands, dealer)
    eldest = (dealer + 1) % 3
    if declarer is None:
        declarer = eldest
    events = []
    for k in range(3):
        s = (eldest + k) % 3
        events.append({"type": "bid", "seat": s, "bid": contract if s == declarer else "pass"})
    after = [list(h) for h in hands]
    widow_final = list(wid)
    if contract == "gioco" and take:
        tk = rng.sample(wid, take)
        h = after[declarer] + tk
        cands = [c for c in h if c in PIPS and c not in tk]
        rng.shuffle(cands)
        if len(cands) < take:
            raise Retry("no discard")
        dc = cands[:take]
        for c in tk:
            widow_final.remove(c)
        widow_final += dc
        for c in dc:
            h.remove(c)
        after[declarer] = h
        events.append({"type": "take", "seat": declarer, "cards": tk})
        events.append({"type": "discard", "seat": declarer, "cards": dc})
    declared = []
    for k in range(3):
        s = (eldest + k) % 3
        if not combos_robust(after[s]):
            raise Retry("hand readings differ")
        items = best_combos(after[s])
        declared.append((s, items))
        events.append({"type": "declare", "seat": s, "items": items})
    first_play = len(events)
    seq, tricks, planted = play(after, eldest, 3, rng, fault)
    for s, c in seq:
        events.append({"type": "play", "seat": s, "card": c})
    side_of = {s: (0 if s == declarer else 1) for s in range(3)}
    all_tricks = len({side_of[w] for _, w in tricks}) == 1
    if contract == "gioco":
        ws = 0 if any(w == declarer for _, w in tricks) else 1
    else:
        ws = side_of[tricks[-1][1]]
    out = {}
    if all_tricks:
        res = None
        winner = side_of[tricks[0][1]]
        gp = 40
    else:
        res_f, _ = settle(tricks, side_of, 2, declared, [(ws, widow_final)], "floor")
        res_c, _ = settle(tricks, side_of, 2, declared, [(ws, widow_final)], "ceil")
        outs = []
        for res in (res_f, res_c):
            winner = 0 if res[0]["total"] > res[1]["total"] else 1
            p = res[winner]["total"]
            gp = (p + 4) // 50 * (2 if contract == "solo" else 1)
            outs.append((winner, gp))
        if outs[0] != outs[1]:
            raise Retry("odd card matters")
        res, _ = settle(tricks, side_of, 2, declared, [(ws, widow_final)], "93")
        winner, gp = outs[0]
    pts = [0, 0, 0]
    for s in range(3):
        if side_of[s] == winner:
            pts[s] = gp
    info = dict(dealer=dealer, hands=hands, talon=wid, events=events, res=res, declared=declared,
                tricks=tricks, declarer=declarer, contract=contract, winner=winner, gp=gp, pts=pts,
                planted=(planted[0] + first_play, planted[1], planted[2]) if planted else None,
                after=after, widow_final=widow_final)
    return info


def terz_json(info):
    return {"dealer": info["dealer"], "hands": info["hands"], "talon": info["talon"], "events": list(info["events"])}


def terz_scores(d, pts, tot, reason=False):
    for s in range(3):
        e = {"type": "score", "party": s, "points": pts[s]}
        if reason:
            e["reason"] = "game_points"
        d["events"].append(e)
    for s in range(3):
        d["events"].append({"type": "total", "party": s, "points": tot[s]})


# 13: Terziglio gioco, 18 cards + 8 widow (standard), two deals, game points per seat + totals
def f13(rng):
    a = terz_deal(rng, 0, take=3)
    b = terz_deal(rng, 1, declarer=0, take=2)
    if a["gp"] == 0 or b["gp"] == 0 or a["winner"] == b["winner"]:
        raise Retry
    deals = []
    tot = [0, 0, 0]
    for info in (a, b):
        d = terz_json(info)
        tot = [tot[s] + info["pts"][s] for s in range(3)]
        terz_scores(d, info["pts"], tot, reason=True)
        deals.append(d)
    return transcript("tarocchini-terziglio", PLAYERS3, deals, meta={"event": "Terziglio, martedì"}), [a, b], tot


# 14: Terziglio solo, 19 cards + 5 widow (preset nineteen): widow to the last trick; doubled
def f14(rng):
    a = terz_deal(rng, 2, widow=5, contract="solo")
    if a["gp"] == 0:
        raise Retry
    start = [12, 4, 9]
    d = terz_json(a)
    tot = [start[s] + a["pts"][s] for s in range(3)]
    terz_scores(d, a["pts"], tot)
    return transcript("tarocchini-terziglio", PLAYERS3, [d], rules={"preset": "nineteen"}, start={"totals": start}), [a], tot


# 15: Terziglio gioco, the declarer takes every trick: 40 game points without counting
def stacked_all(deck, dealer):
    eldest = (dealer + 1) % 3
    decl = [f"T{i}" for i in range(20, 5, -1)] + ["KS", "KB", "KC"]  # 15 trumps + 3 kings
    rest = [c for c in deck if c not in decl and c != "T5"]
    wid = ["T5"] + rest[:7]
    rest = rest[7:]
    hands = [None, None, None]
    hands[eldest] = decl
    hands[(eldest + 1) % 3] = rest[:18]
    hands[(eldest + 2) % 3] = rest[18:36]
    return hands, wid


def f15(rng):
    def run(rng2):
        info = terz_deal(rng2, 0, take=0, stacked=stacked_all)
        return info
    a = run(rng)
    # exchange by hand: take T5, lay away T6
    ev = a["events"]
    assert a["gp"] == 40 and a["winner"] == 0
    return a


def f15_build(rng):
    # the declarer (eldest, seat 1) takes T5 from the widow and lays away T6, then leads every trump
    dealer = 0
    eldest = 1
    deck = list(DECK)
    rng.shuffle(deck)
    hands, wid = stacked_all(deck, dealer)
    after = [list(h) for h in hands]
    after[eldest].remove("T6")
    after[eldest].append("T5")
    widow_final = [c for c in wid if c != "T5"] + ["T6"]
    events = [{"type": "bid", "seat": 1, "bid": "gioco"}, {"type": "bid", "seat": 2, "bid": "pass"},
              {"type": "bid", "seat": 0, "bid": "pass"},
              {"type": "take", "seat": 1, "cards": ["T5"]}, {"type": "discard", "seat": 1, "cards": ["T6"]}]
    for k in range(3):
        s = (eldest + k) % 3
        if not combos_robust(after[s]):
            raise Retry
        events.append({"type": "declare", "seat": s, "items": best_combos(after[s])})
    # declarer leads trumps high to low, then KS, KB, KC
    order = [c for c in [f"T{i}" for i in range(20, 4, -1)] if c in after[1]] + ["KS", "KB", "KC"]
    hs = [list(h) for h in after]
    tricks = []
    for card in order:
        trick = [(1, card)]
        hs[1].remove(card)
        for s in (2, 0):
            opts = legal_cards(hs[s], trick)
            if "MATTO" in opts and len(tricks) < 12 and rng.random() < 0.3:
                c = "MATTO"
            else:
                o2 = [c for c in opts if c != "MATTO"] or opts
                c = rng.choice(o2)
            hs[s].remove(c)
            trick.append((s, c))
        w = trick_winner(trick)
        if w != 1:
            raise Retry("declarer lost a trick")
        tricks.append((trick, w))
        for s, c in trick:
            events.append({"type": "play", "seat": s, "card": c})
    if any(hs[s] for s in range(3)):
        raise Retry
    if "MATTO" not in [c for t, _ in tricks for _, c in t]:
        raise Retry("want the Matto played")
    return dict(dealer=dealer, hands=hands, talon=wid, events=events, tricks=tricks, after=after, widow_final=widow_final)


def f15t(rng):
    a = f15_build(rng)
    d = {"dealer": 0, "hands": a["hands"], "talon": a["talon"], "events": a["events"]}
    pts = [0, 40, 0]
    terz_scores(d, pts, pts)
    return transcript("tarocchini-terziglio", PLAYERS3, [d], meta={"note": "Fulvia took every trick"}), [a], pts


# 16: wrong game points: the declarer's points are 46..49 past a multiple of 50; the sheet rounds down
def f16(rng):
    a = terz_deal(rng, 1, take=2)
    if a["winner"] != 0 or a["res"] is None:
        raise Retry
    p = a["res"][0]["total"]
    if not (46 <= p % 50 <= 49):
        raise Retry
    d = terz_json(a)
    pts = list(a["pts"])
    wrong = list(pts)
    wrong[a["declarer"]] = p // 50
    terz_scores(d, wrong, wrong)
    i = ev_index(d, lambda e: e["type"] == "score" and e["party"] == a["declarer"])
    return transcript("tarocchini-terziglio", PLAYERS3, [d]), [a], (i, p, pts[a["declarer"]], wrong[a["declarer"]])


# 17: Matto for the Angel: Mondo, Sun and the Matto declared as a trump sequence of 3
def hook_matto_angel(hands, dealer):
    for s in range(3):
        h = set(hands[s])
        if {"T19", "T18", "MATTO"} <= h and "T20" not in h:
            HOOK["seat"] = s
            return
    raise Retry


def f17(rng):
    a = terz_deal(rng, 2, widow=8, take=1, hook=hook_matto_angel)
    s = HOOK["seat"]
    if s == a["declarer"]:
        raise Retry  # keep the Matto holder an opponent (no exchange changes the hand)
    d = terz_json(a)
    i = ev_index(d, lambda e: e["type"] == "declare" and e["seat"] == s)
    d["events"][i]["items"] = d["events"][i]["items"] + [{"kind": "sequence", "of": "trumps", "length": 3}]
    return transcript("tarocchini-terziglio", PLAYERS3, [d]), [a], (i, s)


# 18 (written after the Phase 2 run of 01-17, as a probe of what 08 could not isolate): two contatori
# side by side among the numbered trumps. Seat 1 holds Angel, Mondo, Sun, Moon, 16, Matto, Bagatto, 13
# (no 15, no 14) and declares a trump run of 8 (Matto for 15, Bagatto for 14): «последовательность
# заканчивается, если contatori используются последовательно» — the run is Angel..16 + Matto = 6.
NEED18 = ["T20", "T19", "T18", "T17", "T16", "MATTO", "T0", "T13"]


def stack18(deck, dealer):
    s = (dealer + 1) % 4
    pos = [p for r in range(3) for p in range(20 * r + 5 * ((s - dealer - 1) % 4), 20 * r + 5 * ((s - dealer - 1) % 4) + 5)]
    rest = [c for c in deck if c not in NEED18 and c not in ("T15", "T14")]
    fill = NEED18 + rest[:15 - len(NEED18)]
    rest = rest[15 - len(NEED18):] + ["T15", "T14"]
    random.Random(len(rest)).shuffle(rest)
    out = [None] * 62
    for p, c in zip(pos, fill):
        out[p] = c
    it = iter(rest)
    return [c if c is not None else next(it) for c in out]


def f18(rng):
    HOOK.clear()
    HOOK["skip_robust"] = 1
    a = otto_deal(rng, 0, stack=stack18)
    HOOK.pop("skip_robust", None)
    s = 1
    d = otto_deal_json(a)
    i = ev_index(d, lambda e: e["type"] == "declare" and e["seat"] == s)
    d["events"][i]["items"] = d["events"][i]["items"] + [{"kind": "sequence", "of": "trumps", "length": 8}]
    return transcript("tarocchini-ottocento", PLAYERS4, [d],
                      meta={"note": "post-run probe (Phase 2): two contatori side by side among numbered trumps"}), [a], (i, s)


FILES = [
    ("01-otto-sheet-clean", f01, 1),
    ("02-otto-breakdown-carried-clean", f02, 2),
    ("03-otto-playonly-clean", f03, 3),
    ("04-otto-revoke", f04, 4),
    ("05-otto-failure-to-trump", f05, 5),
    ("06-otto-matto-for-king", f06, 6),
    ("07-otto-false-four-kings", f07, 7),
    ("08-otto-two-contatori-adjacent", f08, 8),
    ("09-otto-wrong-card-points", f09, 9),
    ("10-otto-wrong-total", f10, 10),
    ("11-otto-game-over-new-game", f11, 11),
    ("12-otto-won-on-declarations", f12, 12),
    ("13-terz-gioco-sheet-clean", f13, 13),
    ("14-terz-solo-nineteen-clean", f14, 14),
    ("15-terz-all-tricks-clean", f15t, 15),
    ("16-terz-wrong-gamepoints", f16, 16),
    ("17-terz-matto-for-angel", f17, 17),
    ("18-otto-two-contatori-numbered", f18, 18),
]


def summarize(name, infos, extra, t):
    out = {"extra": extra, "deals": []}
    for k, info in enumerate(infos):
        dd = {}
        for key in ("res", "declared", "planted", "matto", "gp", "pts", "winner", "declarer", "contract", "disc"):
            if key in info:
                dd[key] = info[key]
        if "tricks" in info:
            dd["trick_winners"] = [w for _, w in info["tricks"]]
        out["deals"].append(dd)
    return out


def main():
    only = sys.argv[1:] or None
    for name, fn, seed in FILES:
        if only and name[:2] not in only:
            continue
        (t, infos, extra), used = attempt(fn, seed)
        t["meta"]["generator"] = f"tests/data/audit/tarocchini-spec4/gen.py seed {used}"
        dump(HERE / f"{name}.json", t)
        PLAN[name] = summarize(name, infos, extra, t)
        print(name, used, extra if not isinstance(extra, list) else "")
    old = {}
    p = HERE / "plan.out"  # not .json: every *.json here is a pinned transcript
    if p.exists() and only:
        old = json.loads(p.read_text())
    old.update(PLAN)
    p.write_text(json.dumps(old, indent=1, default=str) + "\n")


if __name__ == "__main__":
    main()
