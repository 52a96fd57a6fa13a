"""Generate the tarocchini-spec7 transcripts (partial club records) and figures.md.

Run: cd tests/data/audit/tarocchini-spec7 && python gen.py
Only the transcripts are written as .json; the figures go to figures.md.
"""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import model as M  # noqa: E402
import sim  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OC_PLAYERS = ["Alba", "Bortolo", "Cesarina", "Duilio"]
TZ_PLAYERS = ["Ersilia", "Fulvio", "Gemma"]
FIG = []


def find(fn, pred=lambda r: True, start=0, avoid=()):
    sd = start
    while True:
        if sd not in avoid:
            try:
                r = fn(sd)
                if pred(r):
                    return r
            except sim.Reject:
                pass
        sd += 1


def ev_play(tricks):
    return [{"type": "play", "seat": s, "card": c} for t in tricks for s, c in t]


# ------------------------------------------------------------------ Ottocento
def oc_events(r, hands="talon", discard=True, decls=True, sheet=("score",), totals=None, score_override=None):
    """returns (deal dict, info). sheet: which of score/total to write; totals: running
    totals after this deal (list of two) for total events."""
    d = {"dealer": r["dealer"]}
    ev = []
    dealer = r["dealer"]
    if hands == "talon":
        d["hands"] = [r["dealt"][s] for s in range(4)]
        d["talon"] = list(r["widow"])
        ev.append({"type": "take", "seat": dealer, "cards": list(r["widow"])})
    elif hands == "full":
        d["hands"] = [r["dealt"][s] + (r["widow"] if s == dealer else []) for s in range(4)]
    else:
        d["hands"] = None
    if discard:
        ev.append({"type": "discard", "seat": dealer, "cards": list(r["discard"])})
    if decls:
        for k in range(1, 5):
            s = (dealer + k) % 4
            ev.append({"type": "declare", "seat": s, "items": r["decls"][s]})
    ev += ev_play(r["tricks"])
    score = dict(r.get("score", {}))
    if score_override:
        score.update(score_override)
    idx = {}
    if r["complete"] and "score" in sheet:
        for t in (0, 1):
            idx[("score", t)] = len(ev)
            ev.append({"type": "score", "party": f"team{t}", "points": score[t]})
    if totals is not None and "total" in sheet:
        for t in (0, 1):
            idx[("total", t)] = len(ev)
            ev.append({"type": "total", "party": f"team{t}", "points": totals[t]})
    d["events"] = ev
    return d, idx


def oc_fig(name, di, r, idx, extra=""):
    lines = [f"- {name} deal {di}: seed {r['seed']}, dealer {r['dealer']}, discard {r['discard']}, widow {r['widow']}"]
    lines.append(f"  - declarations: " + "; ".join(f"seat {s}: {r['decls'][s]}" for s in range(4)))
    if r["complete"]:
        for t in (0, 1):
            dt = r["detail"][t]
            lines.append(
                f"  - team{t}: declarations {dt['declarations']} + combinations {dt['combinations']} + card points "
                f"{dt['card_points']} ({dt['cards']} cards) + last trick {dt['last_trick']} = {r['score'][t]}; tricks {dt['tricks']}"
            )
        lines.append(f"  - dealer took a trick: {r['dealer_took']}; last trick won by seat {r['winners'][-1]}")
    else:
        lines.append(f"  - stops after {len(r['tricks'])} tricks")
    lines.append(f"  - event indexes: {idx} {extra}")
    FIG.append("\n".join(lines))


def write(fname, tr):
    with open(os.path.join(HERE, fname), "w") as f:
        json.dump(tr, f, indent=1, ensure_ascii=False)
        f.write("\n")


def oc_file(fname, specs, start=None, meta=None, rules=None):
    """specs: list of (r, kwargs). Running totals from start."""
    tot = list(start) if start else [0, 0]
    deals = []
    for di, (r, kw) in enumerate(specs):
        if r["complete"]:
            sc = dict(r["score"])
            if kw.get("score_override"):
                sc.update(kw["score_override"])
            tot = [tot[0] + sc[0], tot[1] + sc[1]]
        tw = list(tot)
        if kw.get("total_override"):
            for t, v in kw["total_override"].items():
                tw[t] = v
        if kw.get("total_carry"):  # the sheet carries its own slip on
            tot = list(tw)
        kw2 = {k: v for k, v in kw.items() if k not in ("total_override", "total_carry")}
        assert max(tw) < 800 and max(tot) < 800, (fname, tw, tot)
        d, idx = oc_events(r, totals=tw, **kw2)
        deals.append(d)
        oc_fig(fname, di, r, idx, f"running totals written/kept {tw}")
    tr = {"format": "trick-transcript/1", "game": "tarocchini-ottocento"}
    if rules:
        tr["rules"] = rules
    tr["players"] = OC_PLAYERS
    if start is not None:
        tr["start"] = {"totals": list(start)}
    tr["meta"] = meta or {}
    tr["deals"] = deals
    write(fname, tr)
    return tr


# ------------------------------------------------------------------ Terziglio
def tz_events(r, hands=True, talon=True, bids=True, take=True, discard=True, decls=True, sheet=("score",),
              totals=None, score_override=None):
    d = {"dealer": r["dealer"]}
    d["hands"] = [r["dealt"][s] for s in range(3)] if hands else None
    if talon:
        d["talon"] = list(r["talon"])
    ev = []
    if bids:
        for s, b in r["bids"]:
            ev.append({"type": "bid", "seat": s, "bid": b})
    if r["contract"] == "gioco":
        if take and r["take"]:
            ev.append({"type": "take", "seat": r["declarer"], "cards": list(r["take"])})
        if discard and r["discard"]:
            ev.append({"type": "discard", "seat": r["declarer"], "cards": list(r["discard"])})
    if decls:
        for k in range(1, 4):
            s = (r["dealer"] + k) % 3
            ev.append({"type": "declare", "seat": s, "items": r["decls"][s]})
    ev += ev_play(r["tricks"])
    idx = {}
    gp = dict(r.get("gp", {}))
    if score_override:
        gp.update(score_override)
    if r["complete"] and "score" in sheet:
        for s in range(3):
            idx[("score", s)] = len(ev)
            ev.append({"type": "score", "party": s, "points": gp[s]})
    if totals is not None and "total" in sheet:
        for s in range(3):
            idx[("total", s)] = len(ev)
            ev.append({"type": "total", "party": s, "points": totals[s]})
    d["events"] = ev
    return d, idx


def tz_fig(name, di, r, idx, extra=""):
    lines = [
        f"- {name} deal {di}: seed {r['seed']}, dealer {r['dealer']}, widow {r['widow_n']}: {r['talon']}, "
        f"bids {r['bids']}, declarer seat {r['declarer']} {r['contract']}, take {r['take']}, discard {r['discard']}"
    ]
    lines.append(f"  - declarations: " + "; ".join(f"seat {s}: {r['decls'][s]}" for s in range(3)))
    if r["complete"]:
        for t, nm in ((0, "declarer"), (1, "opponents")):
            dt = r["detail"][t]
            lines.append(
                f"  - {nm}: declarations {dt['declarations']} + combinations {dt['combinations']} + card points "
                f"{dt['card_points']} ({dt['cards']} cards) + last trick {dt['last_trick']} = {r['side_points'][t]}; tricks {dt['tricks']}"
            )
        lines.append(
            f"  - widow {r['widow']} (see the piles' card counts for who took it); "
            f"winner side {'declarer' if r['winner_side'] == 0 else 'opponents'}: {r['side_points'][r['winner_side']]} -> {r['rounded']} -> game points {r['gp']}"
        )
    else:
        lines.append(f"  - stops after {len(r['tricks'])} tricks")
    lines.append(f"  - event indexes: {idx} {extra}")
    FIG.append("\n".join(lines))


def tz_file(fname, specs, start=None, meta=None, rules=None):
    tot = list(start) if start else [0, 0, 0]
    deals = []
    for di, (r, kw) in enumerate(specs):
        if r["complete"]:
            gp = dict(r["gp"])
            if kw.get("score_override"):
                gp.update(kw["score_override"])
            tot = [tot[s] + gp[s] for s in range(3)]
        d, idx = tz_events(r, totals=list(tot), **kw)
        deals.append(d)
        tz_fig(fname, di, r, idx, f"running totals {tot}")
    tr = {"format": "trick-transcript/1", "game": "tarocchini-terziglio"}
    if rules:
        tr["rules"] = rules
    tr["players"] = TZ_PLAYERS
    if start is not None:
        tr["start"] = {"totals": list(start)}
    tr["meta"] = meta or {}
    tr["deals"] = deals
    write(fname, tr)
    return tr


# ------------------------------------------------------------------ the files
def main():
    used = set()

    def oc(dealer, pred=lambda r: True, start=0, cap=300, **kw):
        def p2(r):
            return (not r["complete"] or max(r["score"].values()) < cap) and pred(r)

        r = find(lambda sd: sim.ottocento(sd, dealer, **kw), p2, start, used)
        used.add(r["seed"])
        return r

    def has_decl(r):
        return any(r["decls"][s] for s in range(4))

    # 01 complete control, two deals, score and total
    a = oc(0, has_decl)
    b = oc(1, lambda r: r["score"][0] > r["score"][1])
    oc_file("01-oc-control-full.json", [(a, dict(hands="full", sheet=("score", "total"))),
                                        (b, dict(hands="talon", sheet=("score", "total")))],
            meta={"club": "Circolo del Tarocchino", "note": "complete control"})

    # 02 play-only, discard and declarations written, score and total
    a = oc(2, has_decl, start=1000)
    b = oc(3, has_decl, start=1000)
    oc_file("02-oc-playonly-discard.json", [(a, dict(hands=None, sheet=("score", "total"))),
                                            (b, dict(hands=None, sheet=("score", "total")))],
            meta={"note": "play-only record: plays, the dealer's discard and declarations"})

    # 03 play-only without the discard and without declarations, scores only
    a = oc(0, lambda r: not has_decl(r), start=2000)
    b = oc(1, lambda r: not has_decl(r), start=2000)
    oc_file("03-oc-playonly-nodiscard.json", [(a, dict(hands=None, discard=False, decls=False)),
                                              (b, dict(hands=None, discard=False, decls=False))],
            meta={"note": "play-only record: the plays alone (no discard, no declarations), deal scores"})

    # 04 taken up mid-evening, totals only
    a = oc(2, start=3000, cap=220)
    b = oc(3, start=3000, cap=220)
    oc_file("04-oc-midevening-totals-only.json", [(a, dict(hands="full", sheet=("total",))),
                                                  (b, dict(hands="talon", sheet=("total",)))],
            start=[315, 240], meta={"note": "sheet taken up at the third hour; only running totals written"})

    # 05 the sheet stops writing totals (deal 2 scores only)
    a = oc(1, start=4000)
    b = oc(2, start=4000)
    c = oc(3, start=4000)
    oc_file("05-oc-stops-writing-totals.json", [(a, dict(hands="talon", sheet=("score", "total"))),
                                                (b, dict(hands="talon", sheet=("score", "total"))),
                                                (c, dict(hands="talon", sheet=("score",)))],
            meta={"note": "the scorer stopped writing running totals after the second deal"})

    # 06 the sheet skips a deal (deal 1 nothing written; deal 2 total includes it)
    a = oc(0, start=5000)
    b = oc(1, start=5000)
    c = oc(2, start=5000)
    oc_file("06-oc-skip-deal.json", [(a, dict(hands=None, sheet=("score", "total"))),
                                     (b, dict(hands=None, sheet=())),
                                     (c, dict(hands=None, sheet=("score", "total")))],
            meta={"note": "play-only; nothing written on the sheet for the second deal, the third deal's totals include it"})

    # 07 the record stops in mid-play (deal 1 after 9 tricks)
    a = oc(3, start=6000)
    b = oc(0, start=6000, ntricks=9)
    oc_file("07-oc-stops-midplay.json", [(a, dict(hands="full", sheet=("score", "total"))),
                                         (b, dict(hands="talon", sheet=()))],
            meta={"note": "the recorder's sheet ends after the ninth trick of the second deal"})

    # 08 FAULT wrong score in a play-only record (team1 written 10 too many in deal 0)
    a = oc(1, start=7000)
    b = oc(2, start=7000)
    oc_file("08-oc-playonly-wrong-score.json", [(a, dict(hands=None, discard=False, sheet=("score", "total"),
                                                          score_override={1: a["score"][1] + 10})),
                                                (b, dict(hands=None, discard=False, sheet=("score", "total")))],
            meta={"note": "planted: deal 0 team1 score +10; the totals carry the sheet's own figure"})
    FIG.append(f"  - 08 planted: deal 0 team1 true score {a['score'][1]}, written {a['score'][1] + 10}")

    # 09 FAULT revoke provable from the plays alone (play-only)
    def revoke_deal(dealer, start):
        sd = start
        while True:
            if sd in used:
                sd += 1
                continue
            for t in range(1, 9):
                for seat in range(4):
                    try:
                        r = sim.ottocento(sd, dealer, faults={("revoke", t): seat})
                    except (sim.Reject, AssertionError):
                        continue
                    trk = r["tricks"][t]
                    led = M.suit(trk[0][1])
                    mine = [c for s2, c in trk if s2 == seat][0]
                    later = [c for tt in r["tricks"][t + 1 :] for s2, c in tt if s2 == seat and M.suit(c) == led]
                    if trk[0][0] == seat or led == "T" or M.suit(mine) != "T" or not later:
                        continue
                    if max(r["score"].values()) >= 300:
                        continue
                    r["revoke"] = (t, seat)
                    used.add(sd)
                    return r
            sd += 1

    a = oc(0, start=8000)
    b = revoke_deal(1, 8000)
    t, seat = b["revoke"]
    oc_file("09-oc-playonly-revoke.json", [(a, dict(hands=None, sheet=("score", "total"))),
                                           (b, dict(hands=None, sheet=("score", "total")))],
            meta={"note": "play-only; scores as the table wrote them (the revoke went unnoticed)"})
    trick = b["tricks"][t]
    FIG.append(f"  - 09 planted: deal 1 trick {t} (0-based) {trick}: seat {seat} trumped a {M.suit(trick[0][1])} lead")

    # 10 FAULT a card written twice (play-only)
    a = oc(3, start=9000)
    b = oc(0, start=9000)
    # pick trick j, seat s, a plain pip d (not winning) and an earlier plain pip c of the same suit by s
    plan = None
    for j in range(5, 15):
        trk = b["tricks"][j]
        wi = M.trick_winner(trk)
        for k in range(1, 4):
            s, dcard = trk[k]
            if k == wi or dcard == "MATTO" or dcard.startswith("T") or dcard[:-1] not in ("6", "7", "8", "9", "10"):
                continue
            for i in range(0, j):
                for s2, ccard in b["tricks"][i]:
                    if s2 != s or ccard.startswith("T") or ccard == "MATTO":
                        continue
                    if M.suit(ccard) != M.suit(dcard) or ccard[:-1] not in ("6", "7", "8", "9", "10"):
                        continue
                    trk2 = list(trk)
                    trk2[k] = (s, ccard)
                    if M.trick_winner(trk2) != wi:
                        continue
                    plan = (i, j, k, s, ccard, dcard)
                    break
                if plan:
                    break
            if plan:
                break
        if plan:
            break
    assert plan, "no card-twice plan"
    i, j, k, s, ccard, dcard = plan
    tr = oc_file("10-oc-playonly-card-twice.json", [(a, dict(hands=None, sheet=("score", "total"))),
                                                   (b, dict(hands=None, sheet=("score", "total")))],
                 meta={"note": "play-only; the recorder wrote one card twice"})
    ev = tr["deals"][1]["events"]
    first_play = next(n for n, e in enumerate(ev) if e["type"] == "play")
    pos = first_play + j * 4 + k
    assert ev[pos]["card"] == dcard and ev[pos]["seat"] == s
    ev[pos]["card"] = ccard
    write("10-oc-playonly-card-twice.json", tr)
    FIG.append(f"  - 10 planted: deal 1 event {pos}: seat {s} written {ccard} (already played in trick {i}); "
               f"the card played was {dcard}, never written; both plain pips of 1 point, the trick's winner unchanged")

    # 11 FAULT wrong dealer (deal 1 dealt by seat 3 instead of seat 2); played consistently
    a = oc(1, start=10000)
    b = oc(3, start=10000)
    oc_file("11-oc-wrong-dealer.json", [(a, dict(hands="talon", sheet=("score", "total"))),
                                        (b, dict(hands="talon", sheet=("score", "total")))],
            meta={"note": "second deal dealt by Duilio out of turn; everything else as played"})

    # 12 FAULT wrong total in a totals-only sheet (deal 1 team0 +20; deal 2 carries it)
    a = oc(2, start=11000)
    b = oc(3, start=11000)
    c = oc(0, start=11000)
    tot1 = [a["score"][0] + b["score"][0] + 20, a["score"][1] + b["score"][1]]
    oc_file("12-oc-totals-only-wrong-total.json", [(a, dict(hands="full", sheet=("total",))),
                                                   (b, dict(hands="full", sheet=("total",), total_override={0: tot1[0]},
                                                            total_carry=True)),
                                                   (c, dict(hands="full", sheet=("total",)))],
                 meta={"note": "only totals; team0's total after deal 1 is 20 too high, carried on"})
    FIG.append(f"  - 12 planted: deal 1 team0 total should be {a['score'][0] + b['score'][0]}, written {tot1[0]}")

    # ---------------------------------------------------------------- Terziglio
    def tz(dealer, contract, off, pred=lambda r: True, start=0, **kw):
        def fn(sd):
            return sim.terziglio(sd, dealer, contract, off, **kw)
        r = find(fn, pred, start, used)
        used.add(r["seed"])
        return r

    win = lambda r: r["winner_side"] == 0  # noqa: E731
    lose = lambda r: r["winner_side"] == 1  # noqa: E731

    # 13 complete control: gioco (declarer wins) + solo
    a = tz(0, "gioco", 1, win, start=20000)
    b = tz(1, "solo", 2, start=20000)
    tz_file("13-tz-control-full.json", [(a, dict(sheet=("score", "total"))), (b, dict(sheet=("score", "total")))],
            meta={"note": "complete control"})

    # 14 play-only: deal 0 with the exchange written, deal 1 without it
    a = tz(2, "gioco", 1, start=21000)
    b = tz(0, "gioco", 2, start=21000)
    tz_file("14-tz-playonly.json", [(a, dict(hands=False, talon=False, sheet=("score", "total"))),
                                    (b, dict(hands=False, talon=False, take=False, discard=False, sheet=("score", "total")))],
            meta={"note": "play-only; the exchange written in the first deal only"})

    # 15 without the auction: deal 0 exchange written (gioco), deal 1 no exchange (a solo)
    a = tz(1, "gioco", 0, start=22000)
    b = tz(2, "solo", 1, start=22000)
    tz_file("15-tz-no-auction.json", [(a, dict(bids=False, sheet=("score", "total"))),
                                      (b, dict(bids=False, sheet=("score", "total")))],
            meta={"note": "the auction was not written down"})

    # 16 without the exchange: deal 0 neither take nor discard; deal 1 take only
    a = tz(0, "gioco", 2, start=23000)
    b = tz(1, "gioco", 1, start=23000)
    tz_file("16-tz-no-exchange.json", [(a, dict(take=False, discard=False, sheet=("score", "total"))),
                                       (b, dict(discard=False, sheet=("score", "total")))],
            meta={"note": "the exchange not written (deal 0), the discard not written (deal 1)"})

    # 17 nineteen, mid-evening, totals only, then scores only, then stops mid-play
    a = tz(1, "solo", 1, win, start=24000, widow_n=5)
    b = tz(2, "gioco", 2, start=24000, widow_n=5)
    c = tz(0, "gioco", 1, start=24000, widow_n=5, ntricks=11)
    tz_file("17-tz-nineteen-midevening.json", [(a, dict(sheet=("total",))), (b, dict(sheet=("score",))),
                                               (c, dict(sheet=()))],
            start=[12, 3, 7], rules={"preset": "nineteen"},
            meta={"note": "taken up mid-evening; totals only, then scores only, then the sheet ends in mid-play"})

    # 18 FAULT wrong game points in a play-only record without the exchange
    a = tz(2, "gioco", 1, win, start=25000)
    b = tz(0, "gioco", 0, start=25000)
    gp = a["gp"][a["declarer"]]
    tz_file("18-tz-playonly-wrong-score.json",
            [(a, dict(hands=False, talon=False, take=False, discard=False, sheet=("score", "total"),
                      score_override={a["declarer"]: gp + 1})),
             (b, dict(hands=False, talon=False, take=False, discard=False, sheet=("score", "total")))],
            meta={"note": "play-only without the exchange; planted: deal 0 declarer's game points +1, carried into the totals"})
    FIG.append(f"  - 18 planted: deal 0 declarer seat {a['declarer']} true game points {gp}, written {gp + 1}")

    with open(os.path.join(HERE, "figures.md"), "w") as f:
        f.write("# Figures from my model (gen.py)\n\n" + "\n".join(FIG) + "\n")


if __name__ == "__main__":
    main()
