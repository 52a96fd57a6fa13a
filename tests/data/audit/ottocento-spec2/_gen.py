"""Generator for audit round ottocento-spec2 (blind; model in _model.py).

Run: python _gen.py  -> writes the *.json transcripts here and prints what each should give.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from _model import (  # noqa: E402
    deal_hands, declaration_ok, is_trump, item_tuple, legal, combo_total, points, score_deal,
    suit_of, team, trick_winner,
)

HERE = Path(__file__).parent
PLAYERS = ["Alda", "Bice", "Cesco", "Dante"]
LOG = {}
LAST = {}
POINTS = points


def cricca(of, count):
    return {"kind": "cricca", "of": of, "count": count}


def seq(of, length, suit=None):
    d = {"kind": "sequence", "of": of, "length": length}
    if suit:
        d["suit"] = suit
    return d


class Reject(Exception):
    pass


def play(rng, hands, dealer, matto="own", fault=None, force=None, moretti_tie="last_played"):
    """Random legal play. matto: 'own' plays the Matto 4th into a partner-won trick;
    'opp' plays it 4th, holding the suit led, into an opponent-won trick.
    fault(t, s, hand, trick, lg) -> illegal card or None (used once).
    force: {(t, k): card} the k-th card of trick t."""
    hands = [list(h) for h in hands]
    leader = (dealer + 1) % 4
    tricks, plays = [], []
    fault_at = None
    matto_info = None
    for t in range(15):
        trick = []
        for k in range(4):
            s = (leader + k) % 4
            lg = legal(hands[s], trick)
            card = None
            if force and (t, k) in force:
                card = force[(t, k)]
                if card not in lg:
                    raise Reject("forced card illegal")
            if card is None and fault and fault_at is None and trick:
                card = fault(t, s, hands[s], trick, lg)
                if card is not None:
                    assert card not in lg
                    fault_at = len(plays)
            if card is None:
                if "MATTO" in lg and k == 3 and t < 14:
                    cur = trick[trick_winner(trick, moretti_tie)][0]
                    if matto == "own" and team(cur) == team(s):
                        card = "MATTO"
                    led = suit_of(trick[0][1])
                    if matto == "opp" and team(cur) != team(s) and any(suit_of(c) == led for c in hands[s]):
                        card = "MATTO"
                if card is None:
                    cand = [c for c in lg if c != "MATTO"] or lg
                    card = rng.choice(cand)
            if card == "MATTO":
                if k == 0 or t == 14:
                    raise Reject("matto led or last")
                matto_info = (t, s)
            hands[s].remove(card)
            trick.append((s, card))
            plays.append((s, card))
        w = trick[trick_winner(trick, moretti_tie)][0]
        tricks.append((trick, w))
        leader = w
    if fault and fault_at is None:
        raise Reject("fault never placed")
    return plays, tricks, fault_at, matto_info


def build(seed, dealer, fixed, decls, matto="own", fault=None, force=None, need=None,
          discard=None, readings_agree=True, avoid=None, tries=4000):
    """One deal. decls: {seat: items}. need(result) -> bool extra constraint."""
    for k in range(tries):
        rng = random.Random(seed * 100003 + k)
        hands = deal_hands(rng, fixed, dealer)
        if avoid and any(c in hands[s] for s, cs in avoid.items() for c in cs):
            continue
        dh = hands[dealer]
        if discard:
            disc = list(discard)
        else:
            # plain pips 6-10 only: no combination can hold them, so whether the discards
            # count for combinations too cannot change a figure
            pool = [c for c in dh if not is_trump(c) and c != "MATTO" and c[:-1] in ("6", "7", "8", "9", "10")
                    and c not in fixed.get(dealer, [])]
            if len(pool) < 2:
                continue
            disc = rng.sample(pool, 2)
        after = [list(h) for h in hands]
        for c in disc:
            after[dealer].remove(c)
        try:
            plays, tricks, fault_at, matto_info = play(rng, after, dealer, matto, fault, force)
        except Reject:
            continue
        if matto_info is None:
            continue
        res = {}
        ok = True
        for reading in ("literal", "gapless", "alt_trumps"):
            results, won = score_deal(decls, tricks, disc, dealer, after, reading=reading)
            tot = {tuple(r["total"] for r in rr) for _, rr in results}
            if len(tot) != 1:
                ok = False
                break
            res[reading] = results[0][1]
        if not ok:
            continue
        if readings_agree and len({tuple(r["total"] for r in v) for v in res.values()}) != 1:
            continue
        out = dict(hands=hands, discard=disc, after=after, plays=plays, tricks=tricks,
                   fault_at=fault_at, matto=matto_info, res=res["literal"], res_all=res, won=won)
        if need and not need(out):
            continue
        out["seed_k"] = k
        return out
    raise SystemExit(f"no deal found for seed {seed}")


def events_for(dealer, d, decls, score_mode="single"):
    ev = [{"type": "discard", "seat": dealer, "cards": d["discard"]}]
    decl_idx = {}
    for i in range(4):
        s = (dealer + 1 + i) % 4
        decl_idx[s] = len(ev)
        ev.append({"type": "declare", "seat": s, "items": decls.get(s, [])})
    play_base = len(ev)
    for s, c in d["plays"]:
        ev.append({"type": "play", "seat": s, "card": c})
    score_idx = {}
    if score_mode == "breakdown":
        for tm in (0, 1):
            for reason in ("declarations", "combinations", "card_points", "last_trick"):
                score_idx[(tm, reason)] = len(ev)
                ev.append({"type": "score", "party": f"team{tm}", "points": d["res"][tm][reason],
                           "reason": reason})
    elif score_mode == "single":
        for tm in (0, 1):
            score_idx[(tm, None)] = len(ev)
            ev.append({"type": "score", "party": f"team{tm}", "points": d["res"][tm]["total"]})
    return ev, dict(decl=decl_idx, play_base=play_base, score=score_idx)


def add_totals(ev, idx, prev, edit=None):
    """Totals as the sheet adds them: previous + the scores written."""
    rec = [0, 0]
    for e in ev:
        if e["type"] == "score":
            rec[int(e["party"][-1])] += e["points"]
    tot = [prev[0] + rec[0], prev[1] + rec[1]]
    if edit:
        tot = edit(tot)
    idx["total"] = {}
    for tm in (0, 1):
        idx["total"][tm] = len(ev)
        ev.append({"type": "total", "party": f"team{tm}", "points": tot[tm]})
    return tot


def write(name, deals, start=None, rules=None, meta=None):
    doc = {"format": "trick-transcript/1", "game": "tarocchini-ottocento"}
    if rules:
        doc["rules"] = rules
    doc["players"] = PLAYERS
    if start:
        doc["start"] = {"totals": start}
    doc["meta"] = meta or {}
    doc["deals"] = deals
    (HERE / f"{name}.json").write_text(json.dumps(doc, indent=1) + "\n")


def describe(name, d, decls, idx, extra=""):
    lines = [f"## {name}"]
    r = d["res"]
    for tm in (0, 1):
        x = r[tm]
        lines.append(
            f"team{tm}: declarations {x['declarations']}, combinations {x['combinations']} "
            f"{[(a, b, n, v) for (a, b, n, v) in x['combos']]}, card points {x['card_points']}, "
            f"last trick {x['last_trick']} = {x['total']}")
    lines.append(f"tricks won per seat {d['won']}; Matto played trick {d['matto'][0]} by seat {d['matto'][1]}; discard {d['discard']}")
    if extra:
        lines.append(extra)
    LOG.setdefault(name, []).append("\n".join(lines))


def deal_dict(dealer, d, ev):
    return {"dealer": dealer, "hands": d["hands"], "events": ev}


def simple(name, seed, dealer, fixed, decls, score_mode="single", start=None, score_edit=None,
           note="", **kw):
    d = build(seed, dealer, fixed, decls, **kw)
    LAST.clear()
    LAST.update(d)
    ev, idx = events_for(dealer, d, decls, score_mode)
    if score_edit:
        note = (note + "\n" if note else "") + score_edit(ev, idx["score"])
    tot = add_totals(ev, idx, start or [0, 0])
    write(name, [deal_dict(dealer, d, ev)], start=start)
    describe(name, d, decls, idx, note + f"\nevents: declares {idx['decl']}, first play {idx['play_base']}, "
             f"scores {idx['score']}, totals {idx['total']} -> {tot}"
             + (f"; FAULT play at event {idx['play_base'] + d['fault_at']}: "
                f"{d['plays'][d['fault_at']]}" if d['fault_at'] is not None else ""))
    return d, idx, ev


# ----------------------------------------------------------------- faults
def revoke_follow(seat, t0=3):
    def f(t, s, hand, trick, lg):
        if s != seat or t < t0:
            return None
        led = suit_of(trick[0][1])
        if led in (None, "T"):
            return None
        if not any(suit_of(c) == led for c in hand):
            return None
        bad = [c for c in hand if c not in lg]
        trumps = [c for c in bad if is_trump(c)]
        return (trumps or bad or [None])[0]
    return f


def revoke_no_trump(seat, t0=3):
    def f(t, s, hand, trick, lg):
        if s != seat or t < t0:
            return None
        led = suit_of(trick[0][1])
        if led in (None, "T") or any(suit_of(c) == led for c in hand):
            return None
        if not any(is_trump(c) for c in hand):
            return None
        bad = [c for c in hand if not is_trump(c) and c != "MATTO"]
        return bad[0] if bad else None
    return f


def revoke_trump_lead(seat, t0=2):
    def f(t, s, hand, trick, lg):
        if s != seat or t < t0:
            return None
        if suit_of(trick[0][1]) != "T" or not any(is_trump(c) for c in hand):
            return None
        bad = [c for c in hand if not is_trump(c) and c != "MATTO"]
        return bad[0] if bad else None
    return f


def main():
    # 01 clean, one deal, breakdown of the sheet
    decls = {0: [cricca("kings", 3)], 1: [seq("moretti", 3)]}
    simple("01-clean-breakdown", 1, 3, {0: ["KS", "KB", "KC"], 1: ["T1", "T2", "T3"]}, decls,
           score_mode="breakdown", avoid={0: ["KD"], 1: ["T4"]})

    # 02 three deals from 0, running totals
    session("02-three-deals", 20, None, [
        (3, {2: ["QS", "QB", "QC", "QD"]}, {2: [cricca("queens", 4)]}, None),
        (0, {1: ["NS", "NB", "NC"], 3: ["1S", "1B", "1C"]}, {1: [cricca("knights", 3)], 3: [seq("aces", 3)]}, None),
        (1, {2: ["JS", "JB", "JC", "T20", "T19", "T18"]}, {2: [cricca("jacks", 3), seq("trumps", 3)]}, None),
    ])

    # 03 Moretti tie: T1 led, T3 over it (last played wins), T0, Matto into partner's trick
    force = {(0, 0): "T1", (0, 1): "T3", (0, 2): "T0", (0, 3): "MATTO"}
    simple("03-moretti-last-played", 3, 3, {0: ["T1"], 1: ["T3"], 2: ["T0"], 3: ["MATTO"]}, {},
           force=force, matto="none",
           note="trick 0: Alda T1, Bice T3, Cesco T0, Dante MATTO: Bice wins (the last Moretto played).")

    # 04 contatori in the trumps: Moon and 16 both replaced (the one exception)
    decls = {2: [seq("trumps", 7), cricca("tarocchi", 4)]}
    simple("04-trumps-moon-16-contatori", 4, 3,
           {2: ["T20", "T19", "T18", "T15", "T14", "T0", "MATTO"]}, decls,
           avoid={2: ["T17", "T16", "T13"]})

    # 05 false: two contatori in a row below 16 (15 and 14)
    decls = {1: [seq("trumps", 8)]}
    simple("05-false-trumps-consecutive-contatori", 5, 3,
           {1: ["T20", "T19", "T18", "T17", "T16", "T13", "T0", "MATTO"]}, decls,
           avoid={1: ["T15", "T14"]})

    # 06 contatori in three sequences (doubled), reused: moretti 6, aces 4, suit C 3
    decls = {3: [seq("moretti", 6), seq("aces", 4), seq("suit", 3, "C")]}
    simple("06-contatori-three-sequences", 6, 2,
           {3: ["T1", "T2", "T3", "T4", "T0", "MATTO", "1S", "1B", "KC", "QC"]}, decls,
           avoid={3: ["T20", "T19", "1C", "1D", "NC", "JC"]})

    # 07 under-declaration: four kings declared as three, trumps 20-15 declared as four
    decls = {0: [cricca("kings", 3), seq("trumps", 4)]}
    simple("07-under-declaration", 7, 1,
           {0: ["KS", "KB", "KC", "KD", "T20", "T19", "T18", "T17", "T16", "T15"]}, decls,
           avoid={0: ["T14", "T0", "MATTO"]})

    # 08 false cricca: four kings declared, three held
    decls = {1: [cricca("kings", 4)]}
    simple("08-false-cricca-kings", 8, 3, {1: ["KS", "KB", "KC"]}, decls, avoid={1: ["KD"]})

    # 09 false suit sequence: a contatore for the King
    decls = {2: [seq("suit", 4, "B")]}
    simple("09-false-suit-no-king", 9, 3, {2: ["QB", "NB", "JB", "MATTO"]}, decls,
           avoid={2: ["KB", "T0"]})

    # 10 false moretti: one Moretto and two contatori
    decls = {0: [seq("moretti", 3)]}
    simple("10-false-moretti-one-real", 10, 1, {0: ["T2", "T0", "MATTO"]}, decls,
           avoid={0: ["T1", "T3", "T4"]})

    # 11 revoke: holding the suit led, trumps
    decls = {0: [cricca("queens", 3)]}
    simple("11-revoke-follow-suit", 11, 3, {0: ["QS", "QB", "QC"]}, decls,
           fault=revoke_follow(1), avoid={0: ["QD"]})

    # 12 revoke: void in the suit led, holds a trump, discards
    simple("12-revoke-must-trump", 12, 3, {}, {}, fault=revoke_no_trump(2))

    # 13 revoke on a trump lead
    simple("13-revoke-trump-lead", 13, 0, {}, {}, fault=revoke_trump_lead(3))

    # 14 Matto as excuse while holding the suit led, into an opponents' trick
    simple("14-matto-excuse-opponent-trick", 14, 3, {}, {}, matto="opp")

    # 15 three cricche doubled, plus one sequence
    decls = {1: [cricca("kings", 3), cricca("queens", 3), cricca("knights", 3), seq("moretti", 3)]}
    simple("15-three-cricche-and-sequence", 15, 0,
           {1: ["KS", "KB", "KC", "QS", "QB", "QC", "NS", "NB", "NC", "T1", "T2", "T3"]}, decls,
           avoid={1: ["KD", "QD", "ND", "T4", "T0", "MATTO"]})

    # 16 wrong score: team0's card points not counted in pairs
    def no_pairs(ev, sidx):
        i = sidx[(0, "card_points")]
        raw = sum(POINTS(c) for c in LAST["res"][0]["pile"])
        old = ev[i]["points"]
        ev[i]["points"] = raw
        return f"PLANTED: event {i} team0 card_points {raw} (raw sum) instead of {old}"
    simple("16-wrong-card-points-no-pairs", 16, 2, {3: ["T20", "T19", "T0"]},
           {3: [cricca("tarocchi", 3)]}, score_mode="breakdown", score_edit=no_pairs,
           avoid={3: ["MATTO"]})

    # 17 wrong score: team0's combinations in the tricks left out
    def no_pile(ev, sidx):
        i = sidx[(0, None)]
        old = ev[i]["points"]
        ev[i]["points"] = old - LAST["res"][0]["combinations"]
        return f"PLANTED: event {i} team0 {ev[i]['points']} (after-play combinations left out) instead of {old}"
    simple("17-wrong-score-no-pile-combinations", 17, 3, {0: ["1S", "1B", "1C", "1D"]},
           {0: [seq("aces", 4)]}, score_edit=no_pile, need=lambda d: d["res"][0]["combinations"] > 0)

    # 18 wrong total in the second deal
    session("18-wrong-total-second-deal", 18, [120, 95], [
        (2, {0: ["KS", "KB", "KC"]}, {0: [cricca("kings", 3)]}, None),
        (3, {1: ["T1", "T2", "T4", "MATTO"]}, {1: [seq("moretti", 4)]}, lambda tot: [tot[0], tot[1] + 10]),
    ])

    # 19 the run to 800: both sides pass 800 in the second deal, team1 further
    session("19-both-pass-800", 19, [610, 640], [
        (0, {}, {}, None),
        (1, {3: ["T20", "T19", "T0", "MATTO"]}, {3: [cricca("tarocchi", 4)]}, None),
    ], need=[lambda d, t: t[0] + d["res"][0]["total"] < 800 and t[1] + d["res"][1]["total"] < 800,
             lambda d, t: 800 <= t[0] + d["res"][0]["total"] < t[1] + d["res"][1]["total"]])

    # 20 won on declarations: team0 at 790 declares 17, the deal is not played
    win_on_declarations("20-win-on-declarations", 20, [790, 700])


def session(name, seed, start, plan, need=None):
    deals = []
    tot = list(start or [0, 0])
    for i, (dealer, fixed, decls, tedit) in enumerate(plan):
        t0 = list(tot)
        nd = (lambda d, _f=need[i], _t=t0: _f(d, _t)) if need else None
        d = build(seed * 10 + i, dealer, fixed, decls, need=nd)
        ev, idx = events_for(dealer, d, decls, "single")
        tot = add_totals(ev, idx, tot, tedit)
        deals.append(deal_dict(dealer, d, ev))
        describe(name, d, decls, idx, f"deal {i}: events: declares {idx['decl']}, scores {idx['score']}, "
                 f"totals {idx['total']} -> {tot}" + (" (PLANTED total edit)" if tedit else ""))
    write(name, deals, start=start)


def win_on_declarations(name, seed, start):
    dealer = 0
    fixed = {2: ["KS", "KB", "KC"]}
    decls = {2: [cricca("kings", 3)]}
    for k in range(100):
        rng = random.Random(seed * 100003 + k)
        hands = deal_hands(rng, fixed, dealer)
        if "KD" in hands[2]:
            continue
        pool = [c for c in hands[dealer] if points(c) != 5]
        disc = rng.sample(pool, 2)
        break
    ev = [{"type": "discard", "seat": dealer, "cards": disc}]
    for i in range(4):
        s = (dealer + 1 + i) % 4
        ev.append({"type": "declare", "seat": s, "items": decls.get(s, [])})
    ev.append({"type": "score", "party": "team0", "points": 17, "reason": "declarations"})
    ev.append({"type": "score", "party": "team1", "points": 0, "reason": "declarations"})
    ev.append({"type": "total", "party": "team0", "points": start[0] + 17})
    ev.append({"type": "total", "party": "team1", "points": start[1]})
    write(name, [{"dealer": dealer, "hands": hands, "events": ev}], start=start)
    LOG[name] = [f"## {name}\nseat 2 declares kings 3 (17) at event 2: team0 {start[0]} + 17 = {start[0] + 17} >= 800; no play."]


if __name__ == "__main__":
    main()
    for k, v in LOG.items():
        print("\n\n".join(v))
        print()
