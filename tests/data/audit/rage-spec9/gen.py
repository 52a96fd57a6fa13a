"""Generator of the rage-spec9 transcripts (blind, from the Czech source only).

python3 gen.py  -> writes NN-*.json and facts.txt (the per-file computed facts used in EXPECTED.md)
"""

from __future__ import annotations

import json
import os
import random

from model import (
    COLOURS,
    Bad,
    colour,
    is_colour,
    led_colour,
    replay_record,
    simulate_round,
    turn,
    winner,
)

HERE = os.path.dirname(os.path.abspath(__file__))
NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eliška", "František", "Gábina", "Honza"]


def run_session(n, first_round, nrounds, first_dealer, seed, opts, plants=None, accept=None):
    sims = []
    dealer = first_dealer
    for k in range(nrounds):
        rnd = first_round + k
        tries = 0
        while True:
            rng = random.Random(f"{seed}-{k}-{tries}")
            tries += 1
            if tries > 200000:
                raise RuntimeError(f"no round found for {seed} deal {k}")
            pl = (plants or {}).get(k)
            try:
                sim = simulate_round(n, rnd, dealer, rng, opts, pl)
            except Bad:
                continue
            if accept and not accept(k, sim):
                continue
            break
        sims.append(sim)
        dealer = (dealer + 1) % n
    return sims


def first_colour_pos(stock):
    _c, pos = turn(stock, 0)
    return pos


def build(
    sims,
    opts,
    meta,
    start=None,
    hands=True,
    talon="full",
    bid_mode="normal",
    drop_last=(),
    scores=True,
    totals="all",
    score_override=None,
    total_slip=None,
    missing_bid=None,
    dealer_override=None,
):
    n = sims[0]["n"]
    rec = {"format": "trick-transcript/1", "game": "rage"}
    rules = {"preset": "standard"}
    rules.update({k: v for k, v in opts.items() if v})
    rec["rules"] = rules
    rec["players"] = NAMES[:n]
    if start is not None:
        rec["start"] = start
    rec["meta"] = meta
    run = list((start or {}).get("totals") or [0] * n)
    sheet = list(run)
    deals = []
    where = {}
    for di, sim in enumerate(sims):
        d = {"dealer": dealer_override.get(di, sim["dealer"]) if dealer_override else sim["dealer"]}
        d["hands"] = [list(h) for h in sim["hands"]] if hands else None
        if talon == "full":
            d["talon"] = list(sim["stock"])
        elif talon == "turned":
            d["talon"] = list(sim["stock"][: sim["turned_upto"]])
        elif talon == "first":
            d["talon"] = list(sim["stock"][: first_colour_pos(sim["stock"])])
        elif talon == "colour_only":
            p = first_colour_pos(sim["stock"])
            d["talon"] = [sim["stock"][p - 1]]
        elif talon is None:
            pass
        else:
            raise ValueError(talon)
        ev = []
        bid_events = []
        order = (
            [(sim["first"] + k) % n for k in range(n)] if bid_mode == "normal" else list(range(n))
        )
        for s in order:
            if missing_bid and missing_bid == (di, s):
                continue
            bid_events.append({"type": "bid", "seat": s, "bid": sim["bids"][s]})
        if bid_mode in ("normal", "seat"):
            ev.extend(bid_events)
        plays = list(sim["plays"])
        if di in drop_last:
            plays = plays[:-n]
        play_index = []
        for s, c, nm in plays:
            e = {"type": "play", "seat": s, "card": c}
            if nm:
                e["named"] = nm
            play_index.append(len(ev))
            ev.append(e)
        where[(di, "plays")] = play_index
        if bid_mode == "end":
            ev.extend(bid_events)
        written = []
        for s in range(n):
            pts = sim["scores"][s]
            if score_override and (di, s) in score_override:
                pts = score_override[(di, s)]
            written.append(pts)
            run[s] += sim["scores"][s]
            sheet[s] += pts  # the sheet adds the score it wrote
        if total_slip and total_slip[0] == di:
            sheet[total_slip[1]] += total_slip[2]
        if scores:
            for s in range(n):
                where[(di, "score", s)] = len(ev)
                ev.append({"type": "score", "party": s, "points": written[s]})
        if totals == "all" or (totals and di in totals):
            for s in range(n):
                where[(di, "total", s)] = len(ev)
                ev.append({"type": "total", "party": s, "points": sheet[s]})
        d["events"] = ev
        deals.append(d)
    rec["deals"] = deals
    return rec, where, run


def describe(sims, rec, run, extra=""):
    lines = []
    for di, sim in enumerate(sims):
        d = rec["deals"][di]
        lines.append(
            f"  deal {di}: round {sim['round']} ({sim['cards']} cards), dealer {sim['dealer']}"
            f" (written {d['dealer']}), trumps {sim['trumps']}, bids {sim['bids']},"
            f" tricks {sim['tricks_won']}, +5 {sim['plus']}, -5 {sim['minus']},"
            f" scores {sim['scores']}, winners {sim['trick_winners']}"
        )
    lines.append(f"  final totals by the rules: {run}")
    return "\n".join(lines) + extra


def write(name, rec):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(rec, f, ensure_ascii=False, indent=1)
        f.write("\n")


def play_event(where, di, sim):
    t, k, s, card = sim["planted"]
    return where[(di, "plays")][t * sim["n"] + k]


def has_midround_switch(sim):
    """A CHANGE, or a NOTRUMP before the last trick, in the round."""
    for t, tr in enumerate(sim["tricks"]):
        for _s, c, _nm in tr:
            if c == "CHANGE" or (c == "NOTRUMP" and t < sim["cards"] - 1):
                return True
    return False


def main():
    facts = []
    F = {}

    # 01 play-only, whole session, stock written as far as turned
    opts = {}
    sims = run_session(4, 1, 10, 0, "s01", opts)
    rec, where, run = build(
        sims, opts, {"event": "Klubový večer", "note": "app record: plays, bids, sheet"},
        hands=False, talon="turned",
    )
    write("01-playonly-session.json", rec)
    F["01"] = (sims, rec, run, [])

    # 02 play-only, provable revoke in deal 1
    opts = {}
    sims = run_session(5, 1, 4, 2, "s02", opts, plants={1: {"kind": "revoke", "seat": 3, "trick": 2}})
    rec, where, run = build(
        sims, opts, {"event": "Klubový večer", "note": "first sheet page, rounds 1-4"},
        hands=False, talon="turned",
    )
    write("02-playonly-revoke.json", rec)
    F["02"] = (sims, rec, run, [(1, play_event(where, 1, sims[1]), "revoke", 3)])

    # 03 play-only, action card played while able to follow (provable), 3 players
    opts = {}
    sims = run_session(3, 1, 10, 1, "s03", opts, plants={2: {"kind": "action", "seat": 0, "trick": 3}})
    rec, where, run = build(
        sims, opts, {"event": "Klubový večer", "note": "app record"}, hands=False, talon="turned"
    )
    write("03-playonly-action-card.json", rec)
    F["03"] = (sims, rec, run, [(2, play_event(where, 2, sims[2]), "action_card_while_able_to_follow", 0)])

    # 04 play-only, a revoke the record cannot prove (the card kept for the unrecorded last trick)
    opts = {}
    sims = run_session(
        4, 1, 3, 3, "s04", opts, plants={1: {"kind": "hidden_revoke", "seat": 2, "trick": 3}}
    )
    rec, where, run = build(
        sims, opts, {"event": "Klubový večer", "note": "last trick of round 2 not written"},
        hands=False, talon="turned", drop_last={1},
    )
    write("04-playonly-unprovable-revoke.json", rec)
    F["04"] = (sims, rec, run, [])
    F["04x"] = (1, play_event(where, 1, sims[1]), sims[1]["planted"])

    # 05 mid-session start, plus_minus_one, full hands, scores and totals
    opts = {"plus_minus_one": True}
    st = [23, -4, 41, 12]
    sims = run_session(4, 6, 5, 1, "s05", opts)
    rec, where, run = build(
        sims, opts, {"event": "Turnaj", "note": "second sheet, rounds 6-10"},
        start={"round": 6, "totals": st},
    )
    write("05-midsession-pm1.json", rec)
    F["05"] = (sims, rec, run, [])

    # 06 mid-session, 6 players, rounds 5-8, a total miscounted in deal 1 (carried on)
    opts = {}
    st = [17, 30, -6, 8, 22, 1]
    sims = run_session(6, 5, 4, 4, "s06", opts)
    rec, where, run = build(
        sims, opts, {"event": "Turnaj", "note": "rounds 5-8"},
        start={"round": 5, "totals": st}, total_slip=(1, 4, -10),
    )
    write("06-midsession-total-slip.json", rec)
    F["06"] = (sims, rec, run, [(1, where[(1, "total", 4)], "wrong_total", 4)])

    # 07 totals only, every round, 3 players
    opts = {}
    sims = run_session(3, 1, 10, 2, "s07", opts)
    rec, where, run = build(sims, opts, {"event": "Doma", "note": "sheet of totals"}, scores=False)
    write("07-totals-only.json", rec)
    F["07"] = (sims, rec, run, [])

    # 08 totals after rounds 3, 6 and 10 only, 5 players
    opts = {}
    sims = run_session(5, 1, 10, 0, "s08", opts)
    rec, where, run = build(
        sims, opts, {"event": "Doma", "note": "totals every few rounds"}, scores=False,
        totals={2, 5, 9},
    )
    write("08-totals-sparse.json", rec)
    F["08"] = (sims, rec, run, [])

    # 09 totals only, one addition slip (seat 1, deal 3), carried forward
    opts = {}
    sims = run_session(4, 1, 10, 3, "s09", opts)
    rec, where, run = build(
        sims, opts, {"event": "Doma", "note": "sheet of totals"}, scores=False,
        total_slip=(3, 1, 5),
    )
    write("09-totals-only-slip.json", rec)
    F["09"] = (sims, rec, run, [(3, where[(3, "total", 1)], "wrong_total", 1)])

    # 10 every round's last trick unwritten (forced), full hands
    opts = {}
    sims = run_session(4, 1, 10, 1, "s10", opts)
    rec, where, run = build(
        sims, opts, {"event": "Klubový večer", "note": "last tricks not written"},
        drop_last=set(range(10)),
    )
    write("10-last-trick-unwritten.json", rec)
    F["10"] = (sims, rec, run, [])

    # 11 last trick of round 4 unwritten; its -5 forgotten on the sheet
    opts = {}

    def acc11(k, sim):
        if k != 3:
            return True
        last = sim["tricks"][-1]
        return any(c == "MINUS5" for _s, c, _ in last)

    sims = run_session(3, 1, 10, 0, "s11", opts, accept=acc11)
    w11 = sims[3]["trick_winners"][-1]
    rec, where, run = build(
        sims, opts, {"event": "Klubový večer", "note": "last trick of round 4 not written"},
        drop_last={3}, score_override={(3, w11): sims[3]["scores"][w11] + 5},
    )
    write("11-last-trick-unwritten-score.json", rec)
    F["11"] = (sims, rec, run, [(3, where[(3, "score", w11)], "wrong_score", w11)])

    # 12 stock written only as far as turned (trump card, cards turned by CHANGE/NOTRUMP)
    opts = {}

    def acc12(k, sim):
        if k == 0:
            return not is_colour(sim["stock"][0])
        if k in (2, 4):
            return has_midround_switch(sim)
        return True

    sims = run_session(4, 1, 10, 2, "s12", opts, accept=acc12)
    rec, where, run = build(sims, opts, {"event": "Klubový večer", "note": "stock as turned"},
                            talon="turned")
    write("12-stock-as-turned.json", rec)
    F["12"] = (sims, rec, run, [])

    # 13 stock: only the trump card written (cards turned later by CHANGE/NOTRUMP unknown)
    opts = {}

    def acc13(k, sim):
        if k in (1, 3):
            return has_midround_switch(sim)
        return True

    sims = run_session(4, 1, 10, 0, "s13", opts, accept=acc13)
    rec, where, run = build(sims, opts, {"event": "Klubový večer", "note": "trump card only"},
                            talon="colour_only")
    write("13-stock-trump-card-only.json", rec)
    F["13"] = (sims, rec, run, [])

    # 14 play-only without any stock, mid-session rounds 8-10, 5 players
    opts = {}
    st = [34, 12, -3, 27, 15]
    sims = run_session(5, 8, 3, 2, "s14", opts)
    rec, where, run = build(
        sims, opts, {"event": "Klubový večer", "note": "app without the trump card"},
        start={"round": 8, "totals": st}, hands=False, talon=None,
    )
    write("14-playonly-no-stock.json", rec)
    F["14"] = (sims, rec, run, [])

    # 15 hidden bid, bids written in seat order (sheet columns) before the first card
    opts = {"hidden_bid": True}
    sims = run_session(4, 1, 10, 2, "s15", opts)
    rec, where, run = build(sims, opts, {"event": "Turnaj", "note": "skrytý tip"}, bid_mode="seat")
    write("15-hidden-bid.json", rec)
    F["15"] = (sims, rec, run, [])

    # 16 hidden bid, play-only, totals only, 6 players, rounds 1-5
    opts = {"hidden_bid": True}
    sims = run_session(6, 1, 5, 5, "s16", opts)
    rec, where, run = build(
        sims, opts, {"event": "Turnaj", "note": "skrytý tip, app"}, hands=False, talon="turned",
        bid_mode="seat", scores=False,
    )
    write("16-hidden-bid-playonly-totals.json", rec)
    F["16"] = (sims, rec, run, [])

    # 17 secret bid, bids revealed and written after the last card
    opts = {"secret_bid": True}
    sims = run_session(4, 1, 10, 0, "s17", opts)
    rec, where, run = build(sims, opts, {"event": "Turnaj", "note": "tajná předpověď"},
                            bid_mode="end")
    write("17-secret-bid.json", rec)
    F["17"] = (sims, rec, run, [])

    # 18 secret bid, one slip lost (seat 3's bid of deal 2 not written)
    opts = {"secret_bid": True}
    sims = run_session(5, 1, 5, 1, "s18", opts)
    rec, where, run = build(
        sims, opts, {"event": "Turnaj", "note": "tajná předpověď, one slip lost in round 3"},
        bid_mode="end", missing_bid=(2, 3),
    )
    write("18-secret-bid-lost-slip.json", rec)
    F["18"] = (sims, rec, run, [])

    # 19 secret bid, play-only, 3 players; deal 5: a missed bid scored as met
    opts = {"secret_bid": True}

    def acc19(k, sim):
        if k != 5:
            return True
        return sim["bids"][1] != sim["tricks_won"][1]

    sims = run_session(3, 1, 10, 2, "s19", opts, accept=acc19)
    s19 = sims[5]["scores"][1] + 15
    rec, where, run = build(
        sims, opts, {"event": "Turnaj", "note": "tajná předpověď, app"}, hands=False,
        talon="turned", bid_mode="end", score_override={(5, 1): s19},
    )
    write("19-secret-bid-playonly-score.json", rec)
    F["19"] = (sims, rec, run, [(5, where[(5, "score", 1)], "wrong_score", 1)])

    # 20 play-only, mid-session rounds 4-10, totals after rounds 5, 7 and 10 only
    opts = {}
    st = [5, 19, -2, 11]
    sims = run_session(4, 4, 7, 1, "s20", opts)
    rec, where, run = build(
        sims, opts, {"event": "Klubový večer", "note": "app, taken from round 4"},
        start={"round": 4, "totals": st}, hands=False, talon="turned", scores=False,
        totals={1, 3, 6},
    )
    write("20-playonly-midsession-sparse-totals.json", rec)
    F["20"] = (sims, rec, run, [])

    # 21 play-only, mid-session rounds 7-10, dealer of deal 1 written wrongly
    opts = {}
    st = [40, 22, 31, -7]
    sims = run_session(4, 7, 4, 3, "s21", opts)
    bad = (sims[1]["dealer"] + 2) % 4
    rec, where, run = build(
        sims, opts, {"event": "Klubový večer", "note": "app, taken from round 7"},
        start={"round": 7, "totals": st}, hands=False, talon="turned", dealer_override={1: bad},
    )
    write("21-playonly-midsession-dealer.json", rec)
    F["21"] = (sims, rec, run, [(1, None, "wrong_dealer", bad)])

    with open(os.path.join(HERE, "facts.txt"), "w", encoding="utf-8") as f:
        for key in sorted(F):
            if key.endswith("x"):
                f.write(f"04 hidden revoke: {F[key]}\n")
                continue
            sims, rec, run, faults = F[key]
            f.write(f"{key}: faults {faults}\n")
            f.write(describe(sims, rec, run) + "\n")
            # my replay of the record as written
            rp = replay_record(rec)
            for di, r in enumerate(rp):
                amb = [(t, sorted(w)) for t, w in enumerate(r["winners"]) if len(w) > 1]
                if amb or r["faults"]:
                    f.write(f"  replay deal {di}: ambiguous tricks {amb}; provable faults {r['faults']}\n")
                true = sims[di]["trick_winners"]
                for t, w in enumerate(r["winners"]):
                    if true[t] not in w:
                        f.write(f"  !! deal {di} trick {t} replay {w} true {true[t]}\n")
    print("ok")


if __name__ == "__main__":
    main()


def report_exact():
    import glob
    from model import exact_winners
    for f in sorted(glob.glob(os.path.join(HERE, "*.json"))):
        rec = json.load(open(f))
        ex = exact_winners(rec)
        for di, (sets, nunk, good) in enumerate(ex):
            amb = [(t, sorted(s)) for t, s in enumerate(sets) if len(s) != 1]
            if nunk or amb:
                print(os.path.basename(f), "deal", di, "unknown segs", nunk, "consistent", good, "ambiguous", amb)
