"""writes repros/*.json from cases.json (written by compare.py); keeps only the deals up to the
one concerned and prints both verdicts for each."""
import json
import sys
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from validator.engine.validate import validate  # noqa
import oracle  # noqa

HERE = __file__.rsplit("/", 1)[0]
ex = json.load(open(HERE + "/cases.json"))
PICK = {
    "A1_40-100_decided_lost_too_early": ("GOAL engine decides, oracle open (contradicts real!):40-100",
        "(a) 40-100 declared, cut after 7 plays: the engine decides 40-100 lost (computed.goals) though the "
        "declarer can still reach 100 with the trump pair he may hold (QS unseen); the real continuation WINS it. "
        "With the real payments appended the engine reports wrong_payment (see A1b)."),
    "A1b_wrong_payment_on_real_payments": ("POS engine money:wrong_payment",
        "(a) cut play-only record + the payments the real continuation produced: engine reports wrong_payment "
        "for 40-100 (it decided lost; the real deal won it)."),
    "A2_reasonless_payment_not_checked": ("MUT pay_amount decided: oracle True engine False",
        "(a, missed check) every goal decided (40-100 and open durchmarsch lost, 7H gone, no silent bonus "
        "possible with a 100 goal and a durchmarsch declared); payments without reason: 60 recorded, 56 owed; "
        "engine clean ('the silent bonuses cannot be scored')."),
    "A3_false_marriage_contradicts_own_placement": ("MUT dup: engine+false_marriage",
        "(a) KC played twice (event 22 repeats Anna's KC of event 17); the engine itself says event 22 is the "
        "faulty play, yet calls Anna's 40 (KC+QC, trumps C) false, listing KC and QC as held."),
    "A4_ulti_seven_discarded_not_decided": ("GOAL oracle decides, engine open:ulti",
        "(a, missed decision) Béla discards 7C (event 4) and plays ulti with acorns trump: ulti is lost "
        "whatever follows; the engine leaves it open (incomplete_play 'the goals cannot be scored')."),
    "A5_false_marriage_take_record": ("MUT marriage: oracle+false_marriage",
        "(a, missed check) Anna announces 20+20 (trumps C): KH was taken and kept by Csilla (events 2-3), "
        "QD is played by Béla, so at most one side pair (spades) is possible; engine silent."),
    "A6_zero_sum_totals_after_cut_deal": ("MUT later_total_sum_next: oracle True engine False",
        "(a, minor missed check) deal after a cut deal: one seat's running total changed by +3; every payment "
        "is seat to seat (L97-98), so the totals must keep their sum; engine does not flag."),
    "C2_missing_payment_midpay": ("POS engine money:missing_payment",
        "(c) legal record that stops in the middle of the last deal's payments: engine reports "
        "missing_payment (violation) for the payments the record does not reach."),
    "C1_marriage_in_100_game": ("MUT marriage_add: engine+marriage_not_allowed oracle+marriage_in_100_game",
        "(c) a marriage announced in a 100 / durchmarsch game with trumps: engine marriage_not_allowed "
        "(violation) for two pairs, marriage_redundant (warning) for one; source only says when "
        "announcing applies (L73)."),
}
for name, (key, note) in PICK.items():
    if key not in ex:
        print("missing", key)
        continue
    c = ex[key]
    doc = c["transcript"]
    json.dump({"note": note + " [" + c["note"] + "]", "transcript": doc},
              open(HERE + "/repros/%s.json" % name, "w"), indent=1)
    v = validate(doc)
    print("==", name, "|", c["note"])
    for k, dv in enumerate(v["deals"]):
        for a in dv["annotations"]:
            print("  E", k, a["event"], a["code"], a["severity"], a["message"][:160])
        print("  E goals", k, [(g["goal"], g["won"]) for g in dv["computed"].get("goals", [])])
    for k, r in enumerate(oracle.check(doc)):
        print("  O", k, [p for p in r["problems"] if p[1] != "out_of_turn"], r.get("decided"))
