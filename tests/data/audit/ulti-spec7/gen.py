"""Generator of the ulti-spec7 corpus (partial records and one-slip knock-on).

Run:  python3 gen.py     (writes NN-*.json here and gen-summary.md, the figures for EXPECTED.md)
"""

import copy
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model import SUITS, Sim, beats, legal, payment_events, trick_winner_idx  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
SUMMARY = []


def tr_of(sim):
    return sim.intended_trump(sim.hands[sim.declarer], sim.bid[0], sim.bid[1])


def make(seed, dealer, auction, contras=(), recontras=(), swap_trick=None, wrong_lead=None, trump="auto", policy=None):
    s = Sim(seed, dealer)
    s.run_auction(auction)
    t = tr_of(s) if trump == "auto" else trump
    if s.bid and any(g == "betli" for g in s.bid[0]):
        policy = "betli"
    s.play(t, contras=contras, recontras=recontras, swap_trick=swap_trick, wrong_lead=wrong_lead, policy=policy)
    s.result()
    return s


def find(pred, start, *a, **k):
    for seed in range(start, start + 5000):
        s = make(seed, *a, **k)
        if not s.flags and pred(s):
            return s
    raise RuntimeError("no seed")


def transcript(players, deals, start=None, meta=None, rules=None):
    t = {"format": "trick-transcript/1", "game": "ulti", "rules": rules or {"preset": "standard"}, "players": players}
    if start is not None:
        t["start"] = start
    t["meta"] = meta or {}
    t["deals"] = deals
    return t


def deal_obj(sim, events, hands=True):
    return {"dealer": sim.dealer, "hands": copy.deepcopy(sim.dealt) if hands else None, "events": events}


def sheet(sim, events, running, scores=True, totals=True, score_override=None, total_override=None):
    ev = list(events)
    idx = {}
    if scores:
        for p in range(3):
            pts = sim.net[p]
            if score_override and p in score_override:
                pts = score_override[p]
            idx[("score", p)] = len(ev)
            ev.append({"type": "score", "party": p, "points": pts})
    if totals:
        for p in range(3):
            pts = running[p]
            if total_override and p in total_override:
                pts = total_override[p]
            idx[("total", p)] = len(ev)
            ev.append({"type": "total", "party": p, "points": pts})
    return ev, idx


def write(name, t, note):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(t, f, ensure_ascii=False, indent=1)
        f.write("\n")
    SUMMARY.append((name, note))


def describe(sim, label=""):
    i = sim.info
    return (
        f"{label}dealer {sim.dealer}, declarer seat {sim.declarer}, bid {sim.bid}, trump {sim.trump}, goals {sim.goals}, "
        f"levels {sim.levels}, tricks won {i['tricks_won']}, card points {i['card_points']}, talon pts {i['talon_points']}, "
        f"marriages {i['marriages']}, declarer side {i['declarer_side']} vs defenders {i['defender_side']}, "
        f"outcome {sim.outcome}, net {sim.net}, payments {[(p['from'], p['to'], p['amount'], p['reason']) for p in sim.payments]}"
    )


# ------------------------------------------------------------------------------------------ self check
def replay_check(deal, dealt_known=True):
    """Recorded-order check of one deal as written: play legality against the cards on the table as
    recorded, turn order inside a trick and leads.  Returns the list of deviations found."""
    issues = []
    hands = copy.deepcopy(deal["hands"]) if deal["hands"] is not None else None
    trump = None
    red = False
    declarer = None
    for e in deal["events"]:
        if e["type"] == "bid" and e["bid"] != "pass":
            declarer = e["seat"]
            red = e["bid"].get("red", False)
        if e["type"] == "announce":
            for it in e["items"]:
                if it.get("kind") == "trump":
                    trump = it["suit"]
    if red:
        trump = "H"
    plays = [(i, e) for i, e in enumerate(deal["events"]) if e["type"] == "play"]
    if hands is not None:
        for i, e in enumerate(deal["events"]):
            if e["type"] == "take":
                hands[e["seat"]] += e["cards"]
            if e["type"] == "discard":
                for c in e["cards"]:
                    hands[e["seat"]].remove(c)
    leader = declarer
    for k in range(0, len(plays), 3):
        trick = plays[k : k + 3]
        on = []
        if trick[0][1]["seat"] != leader and leader is not None:
            issues.append((trick[0][0], "lead by wrong seat"))
        for j, (i, e) in enumerate(trick):
            s = e["seat"]
            if j > 0 and s != (trick[j - 1][1]["seat"] + 1) % 3:
                issues.append((i, "out of turn within trick"))
            if hands is not None:
                lg = legal(hands[s], on, trump)
                if e["card"] not in lg:
                    issues.append((i, f"illegal {e['card']} legal {lg}"))
                hands[s].remove(e["card"])
            on.append(e["card"])
        if len(trick) == 3:
            leader = trick[trick_winner_idx(on, trump)][1]["seat"]
    return issues


# ------------------------------------------------------------------------------------------ files
def f01():
    auction = [("bid", 1, ["party"], False), ("bid", 2, ["ulti"], False), ("pass", 0), ("pass", 1), ("pass", 2)]
    s = find(lambda s: True, 100, 0, auction, contras=[(0, "party")], recontras=["party"])
    ev = s.events + payment_events(s.payments)
    t = transcript(["Ádám", "Borbála", "Csongor"], [deal_obj(s, ev)], meta={"round": "ulti-spec7", "file": "01"})
    write("01-clean-ulti-contra-recontra.json", t, describe(s))


def f02():
    A = [("bid", 1, ["party"], False), ("pass", 2), ("pass", 0), ("pass", 1)]
    B = [("bid", 2, ["party"], False), ("bid", 0, ["betli"], False), ("pass", 1), ("pass", 2), ("pass", 0)]
    C = [("bid", 0, ["party"], True), ("pass", 1), ("pass", 2), ("pass", 0)]
    s0 = find(lambda s: s.outcome["party"], 200, 0, A)
    s1 = find(lambda s: True, 300, 1, B)
    s2 = find(lambda s: not s.outcome["party"], 400, 2, C)
    run = [0, 0, 0]
    deals = []
    notes = []
    for s in (s0, s1, s2):
        run = [run[p] + s.net[p] for p in range(3)]
        ev, idx = sheet(s, s.events, run)
        deals.append(deal_obj(s, ev))
        notes.append(describe(s, f"deal {len(deals) - 1}: ") + f"; totals {run}; sheet idx {idx}")
    t = transcript(["Dóra", "Elemér", "Fanni"], deals, meta={"round": "ulti-spec7", "file": "02"})
    write("02-clean-session-score-total.json", t, "\n  ".join(notes))


def f03():
    A = [("bid", 2, ["party"], False), ("bid", 0, ["ulti"], True), ("pass", 1), ("pass", 2), ("pass", 0)]
    s = find(lambda s: True, 500, 1, A, contras=[(1, "ulti")])
    ev = s.events + payment_events(s.payments, reasons=False)
    t = transcript(["Gábor", "Hajnalka", "Ilona"], [deal_obj(s, ev, hands=False)], meta={"round": "ulti-spec7", "file": "03"})
    write("03-clean-playonly-auction-payments-no-reason.json", t, describe(s))


def f04():
    A = [("bid", 0, ["party"], False), ("bid", 1, ["ulti"], False), ("pass", 2), ("pass", 0), ("pass", 1)]
    s = find(lambda s: True, 600, 2, A)
    ev = [e for e in s.events if e["type"] == "play"] + payment_events(s.payments)
    t = transcript(["János", "Katalin", "László"], [deal_obj(s, ev, hands=False)], meta={"round": "ulti-spec7", "file": "04"})
    write("04-clean-playonly-plays-alone.json", t, describe(s))


def f05():
    A = [("bid", 0, ["party"], False), ("bid", 1, ["betli"], False), ("pass", 2), ("pass", 0), ("pass", 1)]

    def first_win(s):
        for k, tr in enumerate(s.tricks):
            if tr["winner"] == s.declarer:
                return k
        return None

    s = find(lambda s: first_win(s) is not None and 1 <= first_win(s) <= 3, 700, 2, A)
    k = first_win(s)
    # cut the record after trick k (the trick the betli declarer took)
    last_idx = [ix for (t, seat, ix) in s.play_events if t == k][-1]
    ev = s.events[: last_idx + 1] + payment_events(s.payments)
    t = transcript(["Margit", "Nándor", "Orsolya"], [deal_obj(s, ev)], meta={"round": "ulti-spec7", "file": "05"})
    write("05-clean-betli-lost-record-stops.json", t, describe(s) + f"; record stops after trick {k + 1} (event {last_idx})")


def f06():
    A = [("bid", 1, ["party"], False), ("bid", 2, ["party"], True), ("pass", 0), ("pass", 1), ("pass", 2)]
    s = find(lambda s: s.outcome["party"], 800, 0, A)
    last_idx = [ix for (t, seat, ix) in s.play_events if t == 5][-1]
    ev, idx = sheet(s, s.events[: last_idx + 1], None, totals=False)
    t = transcript(["Péter", "Rozália", "Sándor"], [deal_obj(s, ev)], meta={"round": "ulti-spec7", "file": "06"})
    write("06-clean-party-stops-midplay-scores.json", t, describe(s) + f"; record stops after trick 6 (event {last_idx}); sheet idx {idx}")


def f07():
    A = [("bid", 2, ["party"], False), ("pass", 0), ("pass", 1), ("pass", 2)]
    s = find(lambda s: s.outcome["party"], 900, 1, A)
    ev = [e for e in s.events if e["type"] not in ("bid", "discard", "take")] + payment_events(s.payments)
    t = transcript(["Tamás", "Ubul", "Vilma"], [deal_obj(s, ev)], meta={"round": "ulti-spec7", "file": "07"})
    write("07-clean-hands-no-auction.json", t, describe(s) + f"; discard {s.talon}")


def f08():
    start = [23, -9, -14]
    A = [("bid", 0, ["party"], False), ("bid", 1, ["ulti"], False), ("pass", 2), ("pass", 0), ("pass", 1)]
    B = [("bid", 1, ["party"], False), ("pass", 2), ("pass", 0), ("pass", 1)]
    s0 = find(lambda s: True, 1000, 2, A)
    s1 = find(lambda s: True, 1100, 0, B)
    run = list(start)
    deals, notes = [], []
    for s in (s0, s1):
        run = [run[p] + s.net[p] for p in range(3)]
        ev, idx = sheet(s, s.events, run)
        deals.append(deal_obj(s, ev))
        notes.append(describe(s, f"deal {len(deals) - 1}: ") + f"; totals {run}; sheet idx {idx}")
    t = transcript(["Zoltán", "Anikó", "Bence"], deals, start={"totals": start}, meta={"round": "ulti-spec7", "file": "08"})
    write("08-clean-midevening-start-totals.json", t, "\n  ".join(notes))


def f09():
    start = [5, 3, -8]
    A = [("bid", 2, ["party"], False), ("pass", 0), ("pass", 1), ("pass", 2)]
    B = [("bid", 0, ["party"], False), ("bid", 1, ["party"], True), ("pass", 2), ("pass", 0), ("pass", 1)]
    C = [("bid", 1, ["party"], False), ("bid", 2, ["betli"], False), ("pass", 0), ("pass", 1), ("pass", 2)]
    s0 = find(lambda s: True, 1200, 1, A)
    s1 = find(lambda s: True, 1300, 2, B)
    s2 = find(lambda s: True, 1400, 0, C)
    run = list(start)
    written = list(start)
    deals, notes = [], []
    for k, s in enumerate((s0, s1, s2)):
        run = [run[p] + s.net[p] for p in range(3)]
        written = [written[p] + s.net[p] for p in range(3)]
        if k == 1:
            written[0] += 2  # the slip: seat 0's total added up 2 too high
        ev, idx = sheet(s, s.events, written, scores=False)
        deals.append(deal_obj(s, ev))
        notes.append(describe(s, f"deal {k}: ") + f"; rules totals {run}; written totals {written}; sheet idx {idx}")
    t = transcript(["Csenge", "Dénes", "Emese"], deals, start={"totals": start}, meta={"round": "ulti-spec7", "file": "09"})
    write("09-fault-totals-only-addition-slip.json", t, "\n  ".join(notes))


def f10():
    A = [("bid", 1, ["party"], False), ("pass", 2), ("pass", 0), ("pass", 1)]
    B = [("bid", 2, ["party"], False), ("bid", 0, ["ulti"], False), ("pass", 1), ("pass", 2), ("pass", 0)]
    C = [("bid", 0, ["party"], False), ("bid", 1, ["betli"], False), ("pass", 2), ("pass", 0), ("pass", 1)]
    D = [("bid", 1, ["party"], True), ("pass", 2), ("pass", 0), ("pass", 1)]
    ss = [find(lambda s: True, 1500, 0, A), find(lambda s: True, 1600, 1, B), find(lambda s: True, 1700, 2, C), find(lambda s: True, 1800, 0, D)]
    run = [0, 0, 0]
    deals, notes = [], []
    for k, s in enumerate(ss):
        run = [run[p] + s.net[p] for p in range(3)]
        if k < 2:
            ev, idx = sheet(s, s.events, run)
        elif k == 2:
            ev, idx = sheet(s, s.events, run, totals=False)
        else:
            ev, idx = list(s.events), {}
        deals.append(deal_obj(s, ev))
        notes.append(describe(s, f"deal {k}: ") + f"; rules totals {run}; sheet idx {idx}")
    t = transcript(["Flóra", "Géza", "Hedvig"], deals, meta={"round": "ulti-spec7", "file": "10"})
    write("10-clean-sheet-stops-writing-totals.json", t, "\n  ".join(notes))


def f11():
    A = [("bid", 0, ["ulti"], False), ("pass", 1), ("pass", 2), ("pass", 0)]
    s = find(lambda s: s.outcome["party"], 1900, 2, A)
    pays = payment_events(s.payments, reasons=False)
    # the slip: the second payment of the party (seat 2 -> declarer 0) handed to seat 1
    j = [k for k, p in enumerate(s.payments) if p["reason"] == "party" and p["from"] == 2][0]
    assert pays[j]["to"] == 0
    pays[j]["to"] = 1
    ev = s.events + pays
    t = transcript(["Ibolya", "Jenő", "Kornélia"], [deal_obj(s, ev)], meta={"round": "ulti-spec7", "file": "11"})
    write("11-fault-payment-to-wrong-player.json", t, describe(s) + f"; wrong payment at event {len(s.events) + j}")


def swap_ok(s, k):
    """is the recorded swapped order of trick k legal for both cards (given the cards on the table as recorded)?"""
    d = {"hands": s.dealt, "events": s.events}
    iss = replay_check(d)
    return [x for x in iss if "illegal" in x[1]] == []


def f12():
    A = [("bid", 1, ["party"], False), ("bid", 2, ["party"], True), ("pass", 0), ("pass", 1), ("pass", 2)]
    for seed in range(2000, 4000):
        s = make(seed, 0, A, swap_trick=3)
        if s.flags:
            continue
        if swap_ok(s, 3):
            break
    ev = s.events + payment_events(s.payments)
    ix = [ix for (t, seat, ix) in s.play_events if t == 3]
    t = transcript(["Lajos", "Mária", "Norbert"], [deal_obj(s, ev)], meta={"round": "ulti-spec7", "file": "12"})
    write("12-fault-card-out-of-turn.json", t, describe(s) + f"; trick 4 recorded events {ix} (second and third swapped)")


def f13():
    A = [("bid", 2, ["party"], False), ("pass", 0), ("pass", 1), ("pass", 2)]
    for seed in range(4000, 6000):
        s0 = make(seed, 1, A)
        if s0.flags:
            continue
        rightful = s0.tricks[4]["leader"]
        s = make(seed, 1, A, wrong_lead=(4, (rightful + 1) % 3))
        if not s.flags and not replay_check_illegal(s):
            break
    run = None
    ev, idx = sheet(s, s.events, run, totals=False)
    ix = [ix for (t, seat, ix) in s.play_events if t == 4]
    t = transcript(["Olga", "Pál", "Regina"], [deal_obj(s, ev)], meta={"round": "ulti-spec7", "file": "13"})
    write("13-fault-lead-by-wrong-player.json", t, describe(s) + f"; trick 5 events {ix}, rightful leader {s.tricks[3]['winner']}, led by {s.tricks[4]['leader']}; sheet idx {idx}")


def replay_check_illegal(s, hands=True):
    d = {"hands": s.dealt, "events": s.events}
    return [x for x in replay_check(d) if "illegal" in x[1]]


def f14():
    A = [("bid", 2, ["party"], False), ("bid", 0, ["ulti"], False), ("pass", 1), ("pass", 2), ("pass", 0),
         ("raw", {"type": "bid", "seat": 1, "bid": {"goals": ["betli"], "red": False}})]
    s = find(lambda s: True, 6000, 1, A)
    late = [i for i, e in enumerate(s.events) if e["type"] == "bid" and e["seat"] == 1 and e["bid"] != "pass"][0]
    ev = s.events + payment_events(s.payments)
    t = transcript(["Sára", "Tibor", "Ursula"], [deal_obj(s, ev)], meta={"round": "ulti-spec7", "file": "14"})
    write("14-fault-bid-after-auction-closed.json", t, describe(s) + f"; late bid at event {late}")


def f15():
    A = [("bid", 1, ["party"], False), ("bid", 0, ["party"], True), ("pass", 1), ("pass", 2), ("pass", 0)]
    s = find(lambda s: True, 6500, 0, A)
    take = [i for i, e in enumerate(s.events) if e["type"] == "take"][0]
    ev = s.events + payment_events(s.payments)
    t = transcript(["Valéria", "Vince", "Zsófia"], [deal_obj(s, ev)], meta={"round": "ulti-spec7", "file": "15"})
    write("15-fault-take-out-of-turn.json", t, describe(s) + f"; take out of turn at event {take}")


def f16():
    A = [("bid", 0, ["party"], False), ("bid", 1, ["ulti"], False), ("pass", 2), ("pass", 0), ("pass", 1)]
    s = find(lambda s: True, 7000, 2, A)
    # the declarer's own "contra" on ulti, said as he leads to the first trick; the table ignored it
    first = [i for i, e in enumerate(s.events) if e["type"] == "play"][0]
    # marriages of the declarer come with his first card: put the double right before the play
    ev = s.events[:first] + [{"type": "double", "seat": s.declarer, "target": "ulti", "level": 2}] + s.events[first:]
    dbl = first
    ev = ev + payment_events(s.payments)
    t = transcript(["Alíz", "Barnabás", "Cecília"], [deal_obj(s, ev)], meta={"round": "ulti-spec7", "file": "16"})
    write("16-fault-contra-by-declarer.json", t, describe(s) + f"; declarer's double at event {dbl}")


def f17():
    A = [("bid", 0, ["party"], False), ("bid", 1, ["party"], True), ("pass", 2), ("pass", 0), ("pass", 1)]
    for seed in range(8000, 10000):
        s0 = make(seed, 2, A)
        if s0.flags:
            continue
        rightful = s0.tricks[6]["leader"]
        s = make(seed, 2, A, wrong_lead=(6, (rightful + 2) % 3))
        if not s.flags and not replay_check_illegal(s):
            break
    ev = s.events + payment_events(s.payments)
    ix = [ix for (t, seat, ix) in s.play_events if t == 6]
    t = transcript(["Dezső", "Erzsébet", "Ferenc"], [deal_obj(s, ev, hands=False)], meta={"round": "ulti-spec7", "file": "17"})
    write("17-fault-playonly-lead-by-wrong-player.json", t, describe(s) + f"; trick 7 events {ix}, rightful leader {s.tricks[5]['winner']}, led by {s.tricks[6]['leader']}")


def f18():
    start = [-6, 15, -9]
    A = [("bid", 2, ["party"], False), ("pass", 0), ("pass", 1), ("pass", 2)]
    B = [("bid", 0, ["party"], False), ("bid", 1, ["ulti"], False), ("pass", 2), ("pass", 0), ("pass", 1)]
    C = [("bid", 1, ["party"], True), ("pass", 2), ("pass", 0), ("pass", 1)]
    ss = [find(lambda s: True, 10000, 1, A), find(lambda s: True, 10100, 2, B), find(lambda s: True, 10200, 0, C)]
    run = list(start)
    written = list(start)
    deals, notes = [], []
    for k, s in enumerate(ss):
        run = [run[p] + s.net[p] for p in range(3)]
        over = None
        wrote = list(s.net)
        if k == 1:
            # the slip: seat 2's score line written wrong (the ulti penalty left out or similar)
            wrote[2] = s.net[2] + (4 if s.net[2] < 0 else -4)
            over = {2: wrote[2]}
        written = [written[p] + wrote[p] for p in range(3)]
        ev, idx = sheet(s, s.events, written, score_override=over)
        deals.append(deal_obj(s, ev))
        notes.append(describe(s, f"deal {k}: ") + f"; written scores {wrote}; rules totals {run}; written totals {written}; sheet idx {idx}")
    t = transcript(["Gizella", "Henrik", "Irén"], deals, start={"totals": start}, meta={"round": "ulti-spec7", "file": "18"})
    write("18-fault-score-line-slip-carried.json", t, "\n  ".join(notes))


def main():
    for f in (f01, f02, f03, f04, f05, f06, f07, f08, f09, f10, f11, f12, f13, f14, f15, f16, f17, f18):
        f()
    # self check every file
    lines = ["# gen-summary (generator by-product; figures for EXPECTED.md)", ""]
    for name, note in SUMMARY:
        t = json.load(open(os.path.join(HERE, name), encoding="utf-8"))
        chk = []
        for di, d in enumerate(t["deals"]):
            if d["hands"] is not None:
                chk.append((di, replay_check(d)))
            else:
                chk.append((di, [x for x in replay_check({"hands": None, "events": d["events"]}) if "illegal" not in x[1]]))
        lines.append(f"## {name}\n  {note}\n  self-check (recorded order): {chk}\n")
    with open(os.path.join(HERE, "gen-summary.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines))


if __name__ == "__main__":
    main()
