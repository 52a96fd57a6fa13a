"""Builds the minimal repros in repros/ and prints the engine's verdict on each."""
import copy, json, os
from replays.sim.rage import simulate
from validator.engine.validate import validate
HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "repros")


def po(seed, players, **o):
    doc = simulate(seed, players=players, rounds=10, **o)
    for d in doc["deals"]:
        d["hands"] = None
    return doc


def cut_plays(deal, k, keep=("bid",)):
    out, p = [], 0
    for e in deal["events"]:
        if e["type"] == "play":
            p += 1
            if p > k:
                continue
        elif e["type"] not in keep and p >= k:
            continue
        out.append(e)
    deal["events"] = out


def save(name, note, doc, show=lambda a: True):
    v = validate(doc)
    anns = [(di, a["event"], a["code"], a["message"]) for di, d in enumerate(v["deals"]) for a in d["annotations"]]
    with open(os.path.join(HERE, name), "w") as f:
        json.dump({"note": note, "transcript": doc}, f, ensure_ascii=False, indent=1)
    print("==", name, v["status"])
    for x in anns:
        if show(x):
            print("   ", x)


# A1: record stops mid-bidding (one deal, 4 players, round 1, full stock): two bids kept
d = po(1, 4)
d["deals"] = d["deals"][:1]
d["deals"][0]["events"] = d["deals"][0]["events"][:2]
save("A1_missing_bid_cut_mid_bidding.json",
     "Play-only record of round 1 that stops after two bids. The engine reports missing_bid for the two "
     "seats whose turn to bid had not come in the kept part; the missing part of the record could hold their bids.", d)

# A1b: secret bids, all plays kept, record stops before the reveal (last round, 3 players)
d = po(30, 3, secret_bid=True)
d["deals"] = d["deals"][:1]
ev = d["deals"][0]["events"]
last = max(i for i, e in enumerate(ev) if e["type"] == "play")
d["deals"][0]["events"] = [e for e in ev[:last + 1] if e["type"] == "play"] + \
    [e for e in ev[last + 1:] if e["type"] == "bid"][:1]
save("A1b_missing_bid_secret_cut_before_reveal.json",
     "secret_bid: bids are revealed only at the end of the round (S:161). All 30 plays of round 1 are kept and "
     "the record stops after the first bid revealed, before the other two and the scores. The engine reports "
     "missing_bid for the two seats whose reveal is in the missing part (with no bid revealed at all it stays clean).", d)

# A4: one play-only deal, stock shortened to its first card, record stops after 3 tricks, scores written
d = po(52, 4)
d["deals"] = d["deals"][:1]
d["deals"][0]["talon"] = d["deals"][0]["talon"][:1]
cut_plays(d["deals"][0], 12, keep=("bid", "score", "total"))
save("A4_hand_size_from_kept_plays.json",
     "A single play-only deal (no start: the session starts fresh, so round 1, 10 cards, S:29), its stock "
     "written only as the turned card, and the record holding 3 tricks with the sheet written. The engine takes "
     "the round to be a complete 3-card round ('round 8'): it reports bid_out_of_range for bids of 7 and 4 and "
     "wrong_score for every seat, and gives no incomplete_round warning.", d)

# A2 / A3: totals after a cut round (probe_totals.py has the full matrix)
base = po(2, 5)
def sheet(doc, di, typ, party):
    return [e for e in doc["deals"][di]["events"] if e["type"] == typ and e["party"] == party][0]
d = copy.deepcopy(base)
d["deals"] = d["deals"][:8]
cut_plays(d["deals"][2], 10, keep=("bid",))
sheet(d, 7, "score", 0)["points"] += 4
save("A2_total_flagged_for_a_wrong_score_after_cut_round.json",
     "Round 3 is cut after 10 plays (its scores and totals lost); round 8 is complete and seat 0's SCORE there is "
     "written 4 too high, while the TOTAL is the previous total plus the true score. The engine flags the score "
     "(right) and also the total, 'should read' previous total + the wrong written score. Without the cut round "
     "the engine flags the score only.", d, lambda a: a[0] == 7)
d = copy.deepcopy(base)
d["deals"] = d["deals"][:9]
cut_plays(d["deals"][2], 10, keep=("bid",))
sheet(d, 7, "total", 0)["points"] += 4
save("A3_next_total_flagged_after_a_wrong_total_after_cut_round.json",
     "Round 3 is cut after 10 plays; in round 8 seat 0's TOTAL is written 4 too high; round 9's total is the true "
     "running total. The engine flags round 8's total (right) and round 9's total too. Without the cut round it "
     "flags round 8's total only.", d, lambda a: a[0] >= 7)

# C2: a total that carries a wrong written score (no cut needed; same with a cut)
d = copy.deepcopy(base)
d["deals"] = d["deals"][:8]
sheet(d, 7, "score", 0)["points"] += 4
for di in (7,):
    sheet(d, di, "total", 0)["points"] += 4
save("C2_total_carries_wrong_written_score.json",
     "Round 8's score for seat 0 written 4 too high and the total written as previous total + that score. The "
     "engine flags the score only; by the true running sum the total is wrong as well.", d, lambda a: a[0] == 7)
