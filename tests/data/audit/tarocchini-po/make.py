"""Build the tarocchini-po records (play-only) and figures-json.txt. Run: python3 make.py"""

import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import model  # noqa: E402
import sim  # noqa: E402
from model import suit, trick_winner  # noqa: E402
from sim import Reject, otto_deal, terz_deal  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OP = ["Alda", "Bice", "Carlo", "Dina"]
TP = ["Ezio", "Fulvia", "Gino"]
FIG = {}


def set_mult(on):
    model.MULT["on"] = on
    sim.MULT["on"] = on


def find(fn, pred=lambda r: True, start=0):
    for seed in range(start, start + 200000):
        try:
            r = fn(random.Random(seed))
        except Reject:
            continue
        if pred(r):
            r["seed"] = seed
            return r
    raise SystemExit("nothing found")


def otto_events(r, scores=True, reasons=False, totals=None):
    ev = [{"type": "discard", "seat": r["dealer"], "cards": r["discard"]}]
    for k in range(4):
        s = (r["dealer"] + 1 + k) % 4
        ev.append({"type": "declare", "seat": s, "items": r["decl"][s]})
    ev += [{"type": "play", "seat": s, "card": c} for s, c in r["plays"]]
    if scores:
        for t in range(2):
            p = r["parts"][t]
            if reasons:
                for k in ("declarations", "combinations", "card_points", "last_trick"):
                    ev.append({"type": "score", "party": "team%d" % t, "points": p[k], "reason": k})
            else:
                ev.append({"type": "score", "party": "team%d" % t, "points": p["total"]})
    if totals is not None:
        for t in range(2):
            ev.append({"type": "total", "party": "team%d" % t, "points": totals[t]})
    return ev


def terz_events(r, scores=True, totals=None):
    ev = [{"type": "bid", "seat": s, "bid": b} for s, b in r["bids"]]
    if r["contract"] == "gioco":
        ev.append({"type": "take", "seat": r["declarer"], "cards": r["take"]})
        ev.append({"type": "discard", "seat": r["declarer"], "cards": r["discard"]})
    for k in range(3):
        s = (r["dealer"] + 1 + k) % 3
        ev.append({"type": "declare", "seat": s, "items": r["decl"][s]})
    ev += [{"type": "play", "seat": s, "card": c} for s, c in r["plays"]]
    if scores:
        for s in range(3):
            ev.append({"type": "score", "party": s, "points": r["seat_gp"][s]})
    if totals is not None:
        for s in range(3):
            ev.append({"type": "total", "party": s, "points": totals[s]})
    return ev


def fig(r, game):
    out = {"seed": r["seed"], "dealer": r["dealer"], "tricks_won_by_side": r["won"], "matto": r["matto"],
           "low_card_given": r["give"], "decl": {str(k): v for k, v in r["decl"].items()}, "parts": r["parts"],
           "trick_winners": [w for _, w in r["tricks"]]}
    if game == "t":
        out.update({"declarer": r["declarer"], "contract": r["contract"], "winner_side": r["winner"],
                    "game_points": r["gp"], "widow_to_side": r["widow_to"], "widow": r["widow"]})
    return out


def write(name, game, deals, rules=None, start=None, figs=None, note=None):
    t = {"format": "trick-transcript/1", "game": game}
    if rules:
        t["rules"] = rules
    t["players"] = OP if game == "tarocchini-ottocento" else TP
    if start:
        t["start"] = start
    t["meta"] = {"event": "audit tarocchini-po", "file": name}
    if note:
        t["meta"]["note"] = note
    t["deals"] = deals
    with open(os.path.join(HERE, name), "w") as f:
        json.dump(t, f, ensure_ascii=False, indent=1)
    FIG[name] = figs


def otto_session(name, dealers, start_totals=(0, 0), rules={"double_three": False}, pred=None, reasons=False,
                 seed0=0, last=None, start=None):
    """last: function(rng_seed_base, dealer, totals) -> (deal dict, fig) for a faulty last deal."""
    tot = list(start_totals)
    deals, figs = [], []
    for i, d in enumerate(dealers):
        if last is not None and i == len(dealers) - 1:
            deal, f = last(d, tot)
            deals.append(deal)
            figs.append(f)
            break
        r = find(lambda rng: otto_deal(rng, d), pred or (lambda r: True), seed0 + 1000 * i)
        tot = [tot[t] + r["parts"][t]["total"] for t in range(2)]
        deals.append({"dealer": d, "hands": None, "events": otto_events(r, reasons=reasons, totals=tot)})
        f = fig(r, "o")
        f["totals_after"] = list(tot)
        figs.append(f)
    write(name, "tarocchini-ottocento", deals, rules, start, figs)
    return deals, figs


def terz_session(name, plan, start_totals=(0, 0, 0), rules={"double_three": False}, seed0=0, last=None, start=None):
    """plan: list of (dealer, contract, offset, pred)."""
    tot = list(start_totals)
    deals, figs = [], []
    for i, (d, c, off, pred) in enumerate(plan):
        if last is not None and i == len(plan) - 1:
            deal, f = last(d, tot)
            deals.append(deal)
            figs.append(f)
            break
        r = find(lambda rng: terz_deal(rng, d, c, off), pred or (lambda r: True), seed0 + 1000 * i)
        tot = [tot[s] + r["seat_gp"][s] for s in range(3)]
        deals.append({"dealer": d, "hands": None, "talon": r["talon"], "events": terz_events(r, totals=tot)})
        f = fig(r, "t")
        f["totals_after"] = list(tot)
        figs.append(f)
    write(name, "tarocchini-terziglio", deals, rules, start, figs)
    return deals, figs


def play_index(deal_events, trick, pos):
    first = next(i for i, e in enumerate(deal_events) if e["type"] == "play")
    return first + trick * (4 if len(deal_events) > 0 and deal_events[0]["type"] == "discard" else 3) + pos


# ---------------------------------------------------------------- clean files
def main():
    set_mult(False)
    otto_session("01-otto-clean-three-deals.json", [3, 0, 1], seed0=11)
    otto_session("02-otto-clean-matto-to-opponents.json", [0, 1],
                 pred=lambda r: r["give"] is not None, seed0=2200)
    set_mult(True)
    otto_session("03-otto-clean-default-rules.json", [2, 3], rules=None, seed0=3300)
    set_mult(False)
    otto_session("04-otto-clean-resumed-score-by-reason.json", [1, 2, 3], start_totals=(315, 270),
                 reasons=True, seed0=4400, start={"totals": [315, 270]})
    terz_session("05-terz-clean-gioco-session.json",
                 [(0, "gioco", 0, None), (1, "gioco", 1, lambda r: r["winner"] == 1),
                  (2, "gioco", 2, lambda r: r["winner"] == 0 and r["parts"][0]["total"] % 50 >= 46)], seed0=5500)
    terz_session("06-terz-clean-solo-widow-to-last-trick.json",
                 [(1, "solo", 0, lambda r: r["widow_to"] == 1), (2, "gioco", 0, lambda r: r["give"] is not None),
                  (0, "solo", 2, lambda r: r["widow_to"] == 0 and r["winner"] == 0)], seed0=6600)
    faults()
    with open(os.path.join(HERE, "figures-json.txt"), "w") as f:
        json.dump(FIG, f, indent=1, default=str)


# ---------------------------------------------------------------- faults
def otto_fault_last(kind, seed0):
    def last(d, tot):
        def gen(rng):
            if kind == "revoke":
                r = otto_deal(rng, d, revoke=(rng.randrange(2, 9), (d + 1 + rng.randrange(4)) % 4, "revoke"))
            elif kind == "notrump":
                r = otto_deal(rng, d, revoke=(rng.randrange(2, 12), (d + 1 + rng.randrange(4)) % 4, "notrump"))
            else:
                r = otto_deal(rng, d)
            return r

        def ok(r):
            if kind in ("revoke", "notrump"):
                t, seat, card, led = r["planted"]
                later = [c for tp, _ in r["tricks"][t + 1 :] for s, c in tp if s == seat]
                want = led if kind == "revoke" else "T"
                return any(suit(c) == want for c in later)
            return True

        r = find(gen, ok, seed0)
        ev = otto_events(r, scores=False)
        f = fig(r, "o")
        first = 5
        if kind in ("revoke", "notrump"):
            t, seat, card, led = r["planted"]
            pos = [s for s, _ in r["tricks"][t][0]].index(seat)
            idx = first + 4 * t + pos
            later = [i for i in range(idx + 1, first + 60) if ev[i]["seat"] == seat and suit(ev[i]["card"]) == (led if kind == "revoke" else "T")]
            f["planted"] = {"event": idx, "code": "revoke" if kind == "revoke" else "failure_to_trump",
                            "card": card, "led": led, "seat": seat, "proved_at": later[0]}
        elif kind in ("twice", "discarded"):
            plays = [(i, e) for i, e in enumerate(ev) if e["type"] == "play"]
            done = False
            for tb in range(3, 15):
                tp, w = r["tricks"][tb]
                for pos in range(1, 4):
                    seat, y = tp[pos]
                    if y == "MATTO" or suit(y) == "T":
                        continue
                    if kind == "twice":
                        cands = [c for t2 in range(tb) for s2, c in r["tricks"][t2][0] if s2 == seat and suit(c) == suit(y)]
                    else:
                        cands = [c for c in r["discard"] if suit(c) == suit(y)]
                    for x in cands:
                        new = list(tp)
                        new[pos] = (seat, x)
                        if trick_winner(new) == w:
                            idx = first + 4 * tb + pos
                            ev[idx]["card"] = x
                            f["planted"] = {"event": idx, "code": "card_not_in_hand", "card": x, "replaced": y, "seat": seat}
                            done = True
                            break
                    if done:
                        break
                if done:
                    break
            if not done:
                raise SystemExit("no plant " + kind)
        elif kind == "swap":
            for tb in range(2, 15):
                tp, w = r["tricks"][tb]
                if any(c == "MATTO" or c in ("T1", "T2", "T3", "T4") for _, c in tp):
                    continue
                new = [tp[0], tp[2], tp[1], tp[3]]
                if trick_winner(new) == w:
                    idx = first + 4 * tb + 1
                    ev[idx], ev[idx + 1] = ev[idx + 1], ev[idx]
                    f["planted"] = {"event": idx, "code": "out_of_turn", "seat": ev[idx]["seat"]}
                    break
        return {"dealer": d, "hands": None, "events": ev}, f

    return last


def faults():
    otto_session("07-otto-fault-revoke-proved-later.json", [0, 1], seed0=7700, last=otto_fault_last("revoke", 77000))
    otto_session("08-otto-fault-no-trump-proved-later.json", [2, 3, 0], seed0=8800,
                 last=otto_fault_last("notrump", 88000))
    otto_session("09-otto-fault-card-played-twice.json", [1, 2], seed0=9900, last=otto_fault_last("twice", 99000))
    otto_session("10-otto-fault-discarded-card-played.json", [3, 0], seed0=10100,
                 last=otto_fault_last("discarded", 101000))
    otto_session("11-otto-fault-out-of-turn.json", [0, 1, 2], seed0=11100, last=otto_fault_last("swap", 111000))
    # 12: wrong score (deal 1 of 3): team1's score 10 too high, totals carried from the written scores
    deals, figs = otto_session("12-otto-fault-wrong-score.json", [2, 3, 0], seed0=12100)
    ev = deals[1]["events"]
    i = next(k for k, e in enumerate(ev) if e["type"] == "score" and e["party"] == "team1")
    ev[i]["points"] += 10
    for dl in deals[1:]:
        for e in dl["events"]:
            if e["type"] == "total" and e["party"] == "team1":
                e["points"] += 10
    figs[1]["planted"] = {"event": i, "code": "wrong_score"}
    write("12-otto-fault-wrong-score.json", "tarocchini-ottocento", deals, {"double_three": False}, None, figs)
    # 13: Terziglio gioco, a King laid away in the exchange
    terz_fault("13-terz-fault-king-discarded.json", "kingdisc", 13100)
    # 14: Terziglio wrong game points (the round-up missed)
    terz_fault("14-terz-fault-game-points-not-rounded-up.json", "gp", 14100)
    # 15: Terziglio out of turn
    terz_fault("15-terz-fault-out-of-turn.json", "swap", 15100)
    # 16: Ottocento record stops after 13 tricks: a revoke that the record cannot prove
    unprovable("16-otto-unprovable-revoke-record-stops.json", 16100)


def terz_fault(name, kind, seed0):
    def last(d, tot):
        if kind == "kingdisc":
            r = find(lambda rng: terz_deal(rng, d, "gioco", 0, bad_discard=True), start=seed0 * 10)
            ev = terz_events(r, scores=False)
            f = fig(r, "t")
            f["planted"] = {"event": 4, "code": "illegal_discard", "cards": r["discard"]}
            return {"dealer": d, "hands": None, "talon": r["talon"], "events": ev}, f
        if kind == "gp":
            r = find(lambda rng: terz_deal(rng, d, "gioco", 1),
                     lambda r: r["parts"][r["winner"]]["total"] % 50 >= 46, seed0 * 10)
            t2 = [tot[s] + r["seat_gp"][s] for s in range(3)]
            ev = terz_events(r, totals=t2)
            f = fig(r, "t")
            wrong = r["gp"] - 1
            for e in ev:
                if e["type"] in ("score", "total") and r["seat_gp"][e["party"]]:
                    if e["type"] == "score":
                        f.setdefault("planted", {"event": ev.index(e), "code": "wrong_score", "written": wrong})
                    e["points"] -= 1
            f["totals_after_correct"] = t2
            return {"dealer": d, "hands": None, "talon": r["talon"], "events": ev}, f
        if kind == "swap":
            r = find(lambda rng: terz_deal(rng, d, "solo", 1), start=seed0 * 10)
            ev = terz_events(r, scores=False)
            f = fig(r, "t")
            first = next(i for i, e in enumerate(ev) if e["type"] == "play")
            for tb in range(2, 18):
                tp, w = r["tricks"][tb]
                if any(c == "MATTO" or c in ("T1", "T2", "T3", "T4") for _, c in tp):
                    continue
                new = [tp[0], tp[2], tp[1]]
                if trick_winner(new) == w:
                    idx = first + 3 * tb + 1
                    ev[idx], ev[idx + 1] = ev[idx + 1], ev[idx]
                    f["planted"] = {"event": idx, "code": "out_of_turn", "seat": ev[idx]["seat"]}
                    break
            return {"dealer": d, "hands": None, "talon": r["talon"], "events": ev}, f

    plan = [(0, "gioco", 0, None), (1, "gioco", 2, None), (2, None, None, None)]
    terz_session(name, plan, seed0=seed0, last=last)


def unprovable(name, seed0):
    def last(d, tot):
        def ok(r):
            t, seat, card, led = r["planted"]
            # every card of the led suit the revoker still held is unplayed in the first 13 tricks
            held = [c for c in r["hands"][seat] if suit(c) == led]
            played13 = [c for tp, _ in r["tricks"][:13] for s, c in tp]
            if any(c in played13 for c in held):
                return False
            # and no elimination proof: some other seat never showed void in `led`
            for o in range(4):
                if o == seat:
                    continue
                void = False
                for tp, _ in r["tricks"][:13]:
                    ledt = next(suit(c) for _, c in tp if c != "MATTO")
                    for s, c in tp:
                        if s == o and ledt == led and suit(c) != led and c != "MATTO":
                            void = True
                if not void:
                    return True
            return False

        r = find(lambda rng: otto_deal(rng, d, revoke=(rng.randrange(6, 12), (d + 1 + rng.randrange(4)) % 4, "revoke")),
                 ok, seed0 * 10)
        ev = otto_events(r, scores=False)
        ev = ev[: 5 + 13 * 4]
        f = fig(r, "o")
        t, seat, card, led = r["planted"]
        pos = [s for s, _ in r["tricks"][t][0]].index(seat)
        f["planted_unprovable"] = {"event": 5 + 4 * t + pos, "seat": seat, "card": card, "led": led,
                                   "held": [c for c in r["hands"][seat] if suit(c) == led],
                                   "unrecorded_tricks": [[list(x) for x in tp] for tp, _ in r["tricks"][13:]]}
        return {"dealer": d, "hands": None, "events": ev}, f

    otto_session(name, [1, 2], seed0=seed0, last=last)




# ---------------------------------------------------------------- added after the first engine run
def widow_card_played(name, seed0):
    """Solo: an opponent plays a card that lies in the recorded (hidden) widow."""

    def last(d, tot):
        for seed in range(seed0 * 10, seed0 * 10 + 100000):
            try:
                r = terz_deal(random.Random(seed), d, "solo", 0)
            except Reject:
                continue
            r["seed"] = seed
            ev = terz_events(r, scores=False)
            first = next(i for i, e in enumerate(ev) if e["type"] == "play")
            for tb in range(3, 18):
                tp, w = r["tricks"][tb]
                for pos in (1, 2):
                    seat, y = tp[pos]
                    if seat == r["declarer"] or y == "MATTO" or suit(y) == "T":
                        continue
                    for x in r["talon"]:
                        if suit(x) != suit(y):
                            continue
                        new = list(tp)
                        new[pos] = (seat, x)
                        if trick_winner(new) == w:
                            idx = first + 3 * tb + pos
                            ev[idx]["card"] = x
                            f = fig(r, "t")
                            f["planted"] = {"event": idx, "code": "card_not_in_hand", "card": x, "replaced": y, "seat": seat}
                            return {"dealer": d, "hands": None, "talon": r["talon"], "events": ev}, f
        raise SystemExit("none")

    terz_session(name, [(1, "gioco", 0, None), (2, "solo", 0, None)], seed0=seed0, last=last)


def main2():
    set_mult(False)
    global FIG
    FIG = json.load(open(os.path.join(HERE, "figures-json.txt")))
    widow_card_played("17-terz-fault-widow-card-played-in-solo.json", 17100)
    with open(os.path.join(HERE, "figures-json.txt"), "w") as f:
        json.dump(FIG, f, indent=1, default=str)


if __name__ == "__main__":
    main()
    main2()
