"""Write one minimal repro per discrepancy class into repros/ (run after compare.py's classes are known).

Each repro: {"note": ..., "expected": [[deal, event, code]], "got": [[deal, event, code, severity]], "transcript": {...}}
The transcript is reduced to the one deal concerned (two for the dealer class), totals dropped, when
that keeps the engine's extra findings; otherwise the whole session is kept.
usage: PYTHONPATH=<worktree> python make_repros.py
"""
from __future__ import annotations

import copy
import json
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from inject import inject  # noqa: E402
from replays.sim.ulti import simulate  # noqa: E402
from validator.engine.validate import validate  # noqa: E402

# name, kind, seed, class, what the engine should do
CASES = [
    ("a1_card_from_other_hand_holder_flagged", "card_from_other_hand", 0, "a",
     "The holder's own later play of the card is flagged card_not_in_hand ('played before'); with the hands given, "
     "the earlier play by a seat that never held it did not take the card: report only that earlier play."),
    ("a2_card_not_in_hand_leftover_revoke", "card_from_talon_leftover", 6, "a",
     "After card_not_in_hand the card it stood for stays in the hand and makes a later revoke (with the "
     "lose_all_goals penalty); the seat ends with that card unplayed, so it is the card the wrong one replaced: "
     "drop it from the hand at the bad play (no follow/trump/overtake/seven duty from it, no penalty)."),
    ("a2b_card_not_in_hand_leftover_penalty_payments", "card_from_talon_leftover", 0, "a",
     "As a2, here two knock-on revoke and the revoke penalty turn the (correct) payments into wrong_payment."),
    ("a2c_card_not_in_hand_leftover_early_seven", "card_from_talon", 2, "a",
     "As a2: the leftover card makes the trump seven 'early' (another legal card was held)."),
    ("a3_stray_pass_closes_auction_then_in_turn_pass_illegal", "pass_inserted_closing", 0, "a",
     "A pass out of turn counted among the three passes ends the auction, so the offender's own pass in turn is "
     "illegal_bid; L22 counts passes in turn (後の自分の順番に言えます.3 人が続けて...): do not count the stray pass."),
    ("a3b_stray_pass_closes_auction_cascade", "pass_inserted_closing", 9, "a",
     "Same, mid-auction: the stray pass ends the auction under the first bid and the rest of the deal (the take, "
     "bid, trumps, contra, every trick, the payments) is judged under the wrong contract: dozens of findings for one act."),
    ("a4_dealer_field_wrong_plus_twelve_cards_out_of_turn", "dealer_field", 0, "a",
     "The dealer field alone is wrong (hands and auction fit the dealer due by rotation): wrong_dealer only, "
     "not also out_of_turn for the twelve-card holder."),
    ("a5_trump_named_under_defender_seat_lone_durchmarsch_cascade", "trump_named_by_defender", 23, "a",
     "A lone open durchmarsch whose trump naming is written under a defender's seat is replayed WITHOUT trumps "
     "(the naming ignored), so four out_of_turn, a failure_to_overtake and wrong payments follow; the digest says "
     "of bad_trump 'the named suit is then used': use it (the leads fit spades), report bad_trump only."),
    ("a5b_trump_named_under_defender_seat_marriage_rejected", "trump_named_by_defender", 18, "a",
     "Same slip in a party game: the 20 said before the first card is marriage_not_allowed ('no marriage in party' "
     "while no trumps are named yet), although the play is then checked with the named bells: count the marriage."),
    ("c4_trump_named_under_defender_seat_missing_trump", "trump_named_by_defender", 5, "c",
     "The trump naming written under a defender's seat: bad_trump plus missing_trump (the declarer literally never "
     "named); the play is checked with the named suit, nothing else follows. One slip, two findings."),
    ("c1_pass_under_wrong_seat", "pass_wrong_seat", 0, "c",
     "A pass written under the seat that had just acted (instead of the seat due): the next seat in turn is out_of_turn "
     "again and the auction 'unfinished'; literally the due seat never passed, but it reads as one mislabel."),
    ("c2_payment_to_wrong_seat", "pay_wrong_payee", 0, "c",
     "One payment to the wrong payee gives missing_payment for the pair it left and wrong_payment at an identical "
     "untouched payment of the other pair; the misdirected payment itself is not named."),
    ("c2b_payment_to_wrong_seat_extra_code", "pay_wrong_payee", 11, "c",
     "One payment to the wrong payee (a defender to a defender) gives unexpected_payment at it plus missing_payment."),
    ("c3_payment_written_twice", "pay_extra", 2, "c",
     "A payment written twice: wrong_payment (pair flow) rather than unexpected_payment, and at the original, not the copy."),
]


def got_of(v):
    return [[a["deal"], a["event"], a["code"], a["severity"]] for d in v["deals"] for a in d["annotations"]]


def reduce(doc, exp):
    di = exp[0][0]
    keep = [di - 1, di] if exp[0][2] == "wrong_dealer" else [di]
    out = copy.deepcopy(doc)
    out["deals"] = [out["deals"][k] for k in keep]
    out.pop("meta", None)
    for d in out["deals"]:
        d["events"] = [e for e in d["events"] if e["type"] != "total"]
    shift = keep[0]
    exp2 = [(d - shift, i, c) for d, i, c in exp]
    return out, exp2


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    os.makedirs(os.path.join(here, "repros"), exist_ok=True)
    for name, kind, seed, cls, should in CASES:
        doc = simulate(seed, preset="standard")
        new, exp, note = inject(doc, kind, seed)
        full_got = got_of(validate(new))
        red, exp2 = reduce(new, exp)
        red_got = got_of(validate(red))
        codes_full = sorted({g[2] for g in full_got if g[2] not in ("wrong_total",)})
        codes_red = sorted({g[2] for g in red_got})
        if codes_red == codes_full and len(red_got) > len(exp2):
            t, e, g = red, exp2, red_got
        else:
            t, e, g = new, exp, full_got
        rec = {"note": f"class ({cls}); kind {kind}, simulate({seed}, preset='standard'); planted: {note}. "
                       f"A writer expects exactly {[list(x) for x in e]}. {should}",
               "expected": [list(x) for x in e], "got": g, "transcript": t}
        with open(os.path.join(here, "repros", name + ".json"), "w") as f:
            json.dump(rec, f, ensure_ascii=False, indent=1)
        print(name, "expected", e, "got", g)


if __name__ == "__main__":
    main()
