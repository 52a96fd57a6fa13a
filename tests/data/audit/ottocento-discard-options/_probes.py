"""Probes of doubtful points (not pinned): edited copies of the round's transcripts, validated
with the engine.  Run from the worktree root: PYTHONPATH=$PWD python tests/data/audit/ottocento-discard-options/_probes.py"""

from __future__ import annotations

import copy
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
import _gen as g  # noqa: E402

from validator.engine.validate import validate  # noqa: E402


def load(name):
    return json.loads((HERE / name).read_text())


def show(title, tr):
    v = validate(copy.deepcopy(tr))
    print(f"--- {title}: {v['status']}")
    for p in v.get("problems", []) or []:
        print("   problem", p)
    for d in v["deals"]:
        for a in d.get("annotations", []):
            print(f"   ({a['deal']}, {a['event']}, {a['code']}, {a['severity']}) {a['message']}")
        st = d.get("settlement")
        if st and st.get("difference"):
            print("   settlement", st)
    return v


def scores(deal, t0, t1):
    sc = [e for e in deal["events"] if e["type"] == "score"]
    sc[0]["points"], sc[1]["points"] = t0, t1
    for e in deal["events"]:
        if e["type"] == "total":
            e["points"] = t0 if e["party"] == "team0" else t1


def score_variant(h15, dealer, discard, tricks, decls, opts, disc_in_combos):
    tie = opts["moretti_tie"]
    piles = [[], []]
    won = [0] * 4
    for tr in tricks:
        w = g.winner(tr, tie)
        won[w] += 1
        for _s, c in tr:
            piles[g.team(w)].append(c)
    matto = [(s, g.winner(tr, tie), i) for i, tr in enumerate(tricks) for s, c in tr if c == "MATTO"]
    if matto:
        ms, mw, mi = matto[0]
        if g.team(ms) != g.team(mw):
            piles[g.team(mw)].remove("MATTO")
            piles[g.team(ms)].append("MATTO")
            pips = sorted(c for c in piles[g.team(ms)] if c in g.PLAIN_PIPS)
            if not pips:
                return None, True
            pip = pips[0]
            piles[g.team(ms)].remove(pip)
            piles[g.team(mw)].append(pip)
    dt = g.team(dealer)
    gets = dt if won[dealer] > 0 else 1 - dt
    cards = [list(piles[0]), list(piles[1])]
    cards[gets] += discard
    comb_src = cards if disc_in_combos else piles
    out = []
    for t in (0, 1):
        dec = sum(g.items_points(decls[s], opts["double_three"]) for s in decls if g.team(s) == t)
        out.append(
            dec
            + g.combos(comb_src[t], True)
            + g.card_points(cards[t])
            + (6 if g.team(g.winner(tricks[-1], tie)) == t else 0)
        )
    amb = any(g.ambiguous(x) for x in cards + piles)
    return out, amb


def probe_discard_in_combos():
    """P1: the discard completes a cricca of queens in the dealer side's pile."""
    D = dict(g.DEFAULTS)
    for k in range(20000):
        rng = random.Random(777000 + k)
        dealer = 3
        hands = g.deal_cards(rng, dealer, {dealer: ["QS", "QB"]})
        disc = ["QS", "QB"]
        h15 = [list(h) for h in hands]
        for c in disc:
            h15[dealer].remove(c)
        try:
            tricks = g.play_deal(rng, h15, dealer, g.Policy())
        except g.Reject:
            continue
        decls = {s: g.declared_items(h15[s]) for s in range(4)}
        if not g.decl_clear(decls):
            continue
        mt = [i for i, tr in enumerate(tricks) for s, c in tr if c == "MATTO"]
        if mt and mt[0] == 14:
            continue
        won = [sum(1 for tr in tricks if g.winner(tr, "last_played") == s) for s in range(4)]
        if won[dealer] == 0:
            continue
        a, amb1 = score_variant(h15, dealer, disc, tricks, decls, D, True)
        b, amb2 = score_variant(h15, dealer, disc, tricks, decls, D, False)
        if a != b and not amb1 and not amb2:
            info = {"hands": hands, "discard": disc, "decls": decls, "tricks": tricks}
            deal = g.to_deal(info, dealer, False)
            g.add_scores(deal, {"total": a}, [0, 0])
            tr = g.transcript({}, [deal])
            print(f"P1 discard QS QB; with the discard in the combinations {a}, without {b}")
            show("P1a sheet counts the discard in the combinations", tr)
            scores(deal, *b)
            show("P1b sheet leaves the discard out of the combinations", g.transcript({}, [deal]))
            return
    print("P1: no deal found")


def main():
    # P2: a signal by a seat other than the eldest, default signals
    tr = load("01-clean-default-two-deals.json")
    d = tr["deals"][1]
    idx = [i for i, e in enumerate(d["events"]) if e["type"] == "play" and e["seat"] == 2][3]
    d["events"].insert(idx + 1, {"type": "call", "seat": 2, "call": "signal"})
    show("P2 default signals, a signal by seat 2 (not the eldest: «старшему разрешается»)", tr)

    # P3: after_top_card, the King of the suit led was played in an earlier trick, not this one
    tr = load("14-two-faults-matto-discard-early-signal.json")
    d = tr["deals"][0]
    d["events"] = [e for e in d["events"] if e["type"] != "call"]
    plays = [e for e in d["events"] if e["type"] == "play"]
    played = set()
    found = None
    for t in range(15):
        trick = plays[4 * t : 4 * t + 4]
        led = g.suit(trick[0]["card"])
        top = "T20" if led == "T" else "K" + led
        cards_here = [e["card"] for e in trick]
        if top in played and top not in cards_here:
            for k, e in enumerate(trick):
                if e["seat"] == 0:
                    found = (t, k, top)
                    break
        if found:
            break
        played.update(cards_here)
    if found:
        t, k, top = found
        pos = d["events"].index(plays[4 * t + k])
        d["events"].insert(pos + 1, {"type": "call", "seat": 0, "call": "signal"})
        show(f"P3 after_top_card: signal in trick {t}, {top} played in an earlier trick", tr)
    else:
        print("P3: no such trick")

    # P4: monte asked by three seats only (the dealer does not), deal thrown in anyway
    tr = load("12-monte-all-four-then-played.json")
    tr["deals"][0]["events"].pop()
    show("P4 monte by three (not the dealer), deal thrown in", tr)
    # P5: monte asked by all four but the dealer first (out of order)
    tr = load("12-monte-all-four-then-played.json")
    ev = tr["deals"][0]["events"]
    ev.insert(0, ev.pop())
    show("P5 monte by all four, dealer first", tr)

    # P6: dealer lays away one card / three cards
    tr = load("01-clean-default-two-deals.json")
    d = tr["deals"][0]
    d["events"][0]["cards"] = d["events"][0]["cards"][:1]
    show("P6a the dealer lays away one card", tr)
    tr = load("01-clean-default-two-deals.json")
    d = tr["deals"][0]
    never = [
        c
        for c in d["hands"][3]
        if c not in {e.get("card") for e in d["events"]} and c not in d["events"][0]["cards"]
    ]
    print("   dealer's cards never played nor laid away:", never)

    # P7: the dealer lays away a card he does not hold
    tr = load("01-clean-default-two-deals.json")
    d = tr["deals"][0]
    other = next(c for c in d["hands"][0] if c not in g.FIVE)
    d["events"][0]["cards"] = [d["events"][0]["cards"][0], other]
    show(f"P7 the dealer lays away {other}, a card of seat 0", tr)

    # P8: a third deal after a side passed 800 (01 ends at 1068)
    tr = load("01-clean-default-two-deals.json")
    tr["deals"].append(copy.deepcopy(load("07-side-trick-sheet-gives-discard-away.json")["deals"][0]))
    sc = [e for e in tr["deals"][2]["events"] if e["type"] == "score"]
    for e in tr["deals"][2]["events"]:
        if e["type"] == "total":
            e["points"] = 1068 + sc[0]["points"] if e["party"] == "team0" else 58 + sc[1]["points"]
    show("P8 a deal after 1068 (game to 800 over)", tr)

    # P9: sheet written with the discard always to the dealer's side (dealer took no trick), side_trick
    tr = load("06-dealer-no-trick-side-trick.json")
    tr["rules"]["discard_credit"] = "dealer_trick"
    show("P9 file 06 under dealer_trick (sheet as side_trick)", tr)

    # P10: all four ask monte, and the deal is then played out anyway
    tr = load("12-monte-all-four-then-played.json")
    d1 = tr["deals"][1]
    d1["events"][0:1] = [{"type": "redeal", "seat": (3 + 1 + j) % 4, "reason": "monte"} for j in range(4)]
    tr["deals"] = [d1]
    show("P10 all four ask monte, the deal is played anyway", tr)

    # P4b: three seats ask monte (not the dealer), and the deal is played out (as it must be)
    tr = load("12-monte-all-four-then-played.json")
    d1 = tr["deals"][1]
    d1["events"][0:1] = [{"type": "redeal", "seat": (3 + 1 + j) % 4, "reason": "monte"} for j in range(3)]
    tr["deals"] = [d1]
    show("P4b three ask monte (not the dealer), the deal is played out", tr)

    probe_discard_in_combos()
    probe_double_kind_or_all()


def probe_double_kind_or_all():
    """P11: three cricche and a sequence declared at once: double the cricche only, or all?"""
    D = dict(g.DEFAULTS)
    rig = ["KS", "KB", "KC", "QS", "QB", "QC", "T20", "T19", "T0", "T1", "T2", "T3"]
    for k in range(20000):
        rng = random.Random(555000 + k)
        dealer = 1
        hands = g.deal_cards(rng, dealer, {2: rig})
        disc = g.legal_discard(rng, hands[dealer])
        h15 = [list(h) for h in hands]
        for c in disc:
            h15[dealer].remove(c)
        try:
            tricks = g.play_deal(rng, h15, dealer, g.Policy())
        except g.Reject:
            continue
        decls = {s: g.declared_items(h15[s]) for s in range(4)}
        its = decls[2]
        if sum(i["kind"] == "cricca" for i in its) != 3 or sum(i["kind"] == "sequence" for i in its) != 1:
            continue
        if any(not g.decl_clear({s: decls[s]}) for s in (0, 1, 3)):
            continue
        try:
            res = g.score_deal(h15, dealer, disc, tricks, decls, D)
        except g.Reject:
            continue
        info = {"hands": hands, "discard": disc, "decls": decls, "tricks": tricks}
        deal = g.to_deal(info, dealer, False)
        g.add_scores(deal, res, [0, 0])
        kind = res["total"]
        print(f"P11 seat 2 declares {its}")
        show(f"P11a sheet doubles the cricche only {kind}", g.transcript({}, [deal]))
        seqp = sum(g.seq_points(i["length"]) for i in its if i["kind"] == "sequence")
        scores(deal, kind[0] + seqp, kind[1])
        show(
            f"P11b sheet doubles all of the declaration {[kind[0] + seqp, kind[1]]}", g.transcript({}, [deal])
        )
        return
    print("P11: no deal found")


if __name__ == "__main__":
    main()
